# ruff: noqa: E501
"""Held-out set holdout38, web domain: 22 BrowserGym trajectories on self-hosted web apps, 11 with one contradiction.

Each observation is the accessibility tree the browser shows after the action (BrowserGym bids in brackets).
Run from the repository root: ``python3 -m tests.decoherence.independent.holdout38_parts.web.make``.
"""

from __future__ import annotations

from pathlib import Path

from tests.decoherence.independent.rowkit2 import RowSet, axtree

SYSTEM = """# Role and Objective

You are a **Web World Model**, a precise browser state simulator. Your task is to predict the exact next page state after a browser action is executed.

Given:
1. **Historical Context** (Optional): Previous interactions in this session
2. **Current Page State**: The visible browser page state (accessibility tree, elements addressed by bid)
3. **Browser Action**: A browser control action

Predict the **next page state** after the action is executed.

## Core Responsibilities

1. **State Prediction**: Generate the complete next page state after action execution
2. **Context Maintenance**: Track navigation state, focused elements, form values, and browsing history across turns
3. **Behavioral Fidelity**: Stay faithful to browser behavior, including navigation, loading completion, focus changes, and no-op actions

# Action Space

noop(wait_ms: float = 1000)
scroll(delta_x: float, delta_y: float)
click(bid: str, button: Literal['left', 'middle', 'right'] = 'left', modifiers: list = [])
dblclick(bid: str, button: Literal['left', 'middle', 'right'] = 'left', modifiers: list = [])
keyboard_press(key: str)
keyboard_type(text: str)
fill(bid: str, value: str, enable_autocomplete_menu: bool = False)
hover(bid: str)
new_tab()
go_back()
go_forward()
goto(url: str)
tab_close()
select_option(bid: str, options: str | list[str])
send_msg_to_user(text: str)
report_infeasible(reason: str)

# Format Requirements

Preserve the current page state representation format exactly: one accessibility-tree node per line, indented with tabs, interactive nodes prefixed with their [bid]. For a page-changing action update the page identity, title and main content first; for a local edit change only the affected nodes, values and focus, and keep untouched subtrees verbatim.
Output exactly one complete and closed <predicted_observation></predicted_observation> block and nothing else."""


def T(n: int, s: str) -> str:
    """One tree line indented n extra levels below the root's children."""
    return "\t" * n + s


def chk(b: bool) -> str:
    return "'true'" if b else "'false'"


WP_POSTS = [
    # id, title, author, categories, tags, comments, status, date line
    (1195, "Farmers market opening day guide", "mreyes", "Events", "market", 0, "Scheduled", "Scheduled 2024/05/18 at 7:00 am"),
    (1191, "Guest post: Composting in small apartments", "tbraun", "Gardening", "compost", 0, "Pending", "Last Modified 2024/05/12 at 6:48 pm"),
    (1188, "Summer Workshop Series — Announcement", "mreyes", "Events", "workshops", 0, "Draft", "Last Modified 2024/05/10 at 4:12 pm"),
    (1186, "Ten shaded walks for hot afternoons", "mreyes", "Outdoors", "walking", 4, "", "Published 2024/05/08 at 10:00 am"),
    (1183, "Community garden plot lottery results", "jkowal", "Community", "garden", 12, "", "Published 2024/05/03 at 2:30 pm"),
    (1169, "Interview: Dana Whitfield on urban beekeeping", "jkowal", "Interviews", "beekeeping, city", 0, "Draft", "Last Modified 2024/04/28 at 11:05 am"),
    (1179, "Behind the counter at Rosa’s Bakery", "mreyes", "Profiles", "bakery, local-business", 7, "", "Published 2024/04/25 at 9:00 am"),
    (1176, "How the new bike lanes are changing Elm Street", "tbraun", "City", "cycling", 21, "", "Published 2024/04/18 at 8:00 am"),
    (1171, "April events calendar", "mreyes", "Events", "calendar", 2, "", "Published 2024/04/01 at 7:30 am"),
    (1166, "Reader photos: first blossoms", "mreyes", "Community", "photos", 9, "", "Published 2024/03/22 at 5:15 pm"),
    (1162, "What to plant in late March", "mreyes", "Gardening", "planting", 5, "", "Published 2024/03/15 at 8:00 am"),
    (1158, "Library extends weekend hours", "jkowal", "City", "library", 3, "", "Published 2024/03/08 at 12:00 pm"),
    (1155, "Five soups for the last cold week", "mreyes", "Recipes", "soup", 6, "", "Published 2024/02/28 at 9:30 am"),
    (1151, "(no title)", "mreyes", "Uncategorized", "—", 0, "Draft", "Last Modified 2024/02/19 at 3:27 pm"),
    (1149, "Meet the volunteers behind the tool library", "mreyes", "Profiles", "volunteers", 4, "", "Published 2024/02/14 at 10:00 am"),
    (1144, "Winter storm: what stayed open", "jkowal", "City", "weather", 15, "", "Published 2024/02/02 at 6:45 am"),
    (1140, "Recipe roundup: rhubarb five ways", "mreyes", "Recipes", "rhubarb, seasonal", 0, "Draft", "Last Modified 2024/01/30 at 8:15 am"),
    (1137, "Seed swap recap", "mreyes", "Gardening", "seeds", 8, "", "Published 2024/01/22 at 4:00 pm"),
    (1131, "Our favourite reads of 2023", "mreyes", "Culture", "books", 11, "", "Published 2024/01/05 at 9:00 am"),
    (1126, "Holiday market vendor list", "mreyes", "Events", "market", 3, "", "Published 2023/12/01 at 8:00 am"),
    (1120, "Leaf collection schedule", "jkowal", "City", "leaves", 1, "", "Published 2023/11/06 at 7:00 am"),
    (1114, "Apple picking day trips", "mreyes", "Outdoors", "apples", 5, "", "Published 2023/10/02 at 9:00 am"),
    (1174, "Spring Sale 2023 (old)", "mreyes", "Promotions", "sale", 0, "Draft", "Last Modified 2023/03/02 at 9:41 am"),
    (1102, "Welcome to Brightside Journal", "mreyes", "Uncategorized", "—", 2, "", "Published 2023/01/15 at 10:00 am"),
]


def wp_chrome(active: str = "All Posts") -> list[str]:
    return [
        T(0, "[12] navigation 'Toolbar'"),
        T(1, "[14] link 'About WordPress'"),
        T(1, "[17] link 'Brightside Journal'"),
        T(1, "[20] link '3 Comments in moderation'"),
        T(1, "[23] link 'New'"),
        T(1, "[27] link 'Howdy, mreyes'"),
        T(0, "[34] navigation 'Main menu'"),
        T(1, "[36] link 'Dashboard'"),
        T(1, "[41] link 'Posts'"),
        T(1, "[42] list ''"),
        T(2, "[43] link 'All Posts'" + (", focused" if active == "All Posts" else "")),
        T(2, "[44] link 'Add New Post'"),
        T(2, "[45] link 'Categories'"),
        T(2, "[46] link 'Tags'"),
        T(1, "[48] link 'Media'"),
        T(1, "[52] link 'Pages'"),
        T(1, "[56] link 'Comments 3 Comments in moderation'"),
        T(1, "[60] link 'Appearance'"),
        T(1, "[64] link 'Plugins 2'"),
        T(1, "[68] link 'Users'"),
        T(1, "[72] link 'Tools'"),
        T(1, "[76] link 'Settings'"),
        T(1, "[80] button 'Collapse Main menu', expanded=True"),
    ]


def wp_list(posts: list[tuple], counts: dict[str, int], view: str, *, total: int, notice: str = "",
            checked: frozenset[int] = frozenset(), bulk: str = "Bulk actions", pages: int = 1) -> str:
    views = [("All", "all"), ("Mine", "mine"), ("Published", "publish"), ("Scheduled", "future"),
             ("Drafts", "draft"), ("Pending", "pending"), ("Trash", "trash")]
    out = wp_chrome()
    out.append(T(0, "[90] main ''"))
    out.append(T(1, "[92] heading 'Posts'"))
    out.append(T(1, "[93] link 'Add New Post'"))
    if notice:
        out.append(T(1, "[94] status ''"))
        out.append(T(2, f"StaticText '{notice}'"))
        out.append(T(2, "[97] button 'Undo'"))
        out.append(T(2, "[98] button 'Dismiss this notice.'"))
    out.append(T(1, "[100] list ''"))
    for i, (label, key) in enumerate(views):
        cur = ", focused" if key == view else ""
        out.append(T(2, f"[{101 + i}] link '{label} ({counts[key]})'{cur}"))
    out.append(T(1, "[110] searchbox 'Search Posts'"))
    out.append(T(1, "[111] button 'Search Posts'"))
    out.append(T(1, f"[113] combobox 'Select bulk action' value='{bulk}', hasPopup='menu', expanded=False"))
    out.append(T(1, "[114] button 'Apply'"))
    out.append(T(1, "[116] combobox 'Filter by date' value='All dates', hasPopup='menu', expanded=False"))
    out.append(T(1, "[117] combobox 'Filter by category' value='All Categories', hasPopup='menu', expanded=False"))
    out.append(T(1, "[118] button 'Filter'"))
    out.append(T(1, f"StaticText '{total} items'"))
    if pages > 1:
        out.append(T(1, "StaticText 'Current Page'"))
        out.append(T(1, "[120] textbox 'Current Page' value='1'"))
        out.append(T(1, f"StaticText 'of {pages}'"))
        out.append(T(1, "[121] link 'Next page'"))
        out.append(T(1, "[122] link 'Last page'"))
    out.append(T(1, "[130] table ''"))
    out.append(T(2, "[131] row ''"))
    for j, h in enumerate(["Select All", "Title", "Author", "Categories", "Tags", "Comments", "Date"]):
        out.append(T(3, f"[{132 + j}] columnheader '{h}'" + (", clickable" if h in ("Title", "Comments", "Date") else "")))
    for pid, title, author, cats, tags, comm, status, date in posts:
        b = (pid - 1000) * 10
        out.append(T(2, f"[{b}] row ''"))
        out.append(T(3, f"[{b + 1}] checkbox 'Select {title}', checked={chk(pid in checked)}"))
        out.append(T(3, f"[{b + 2}] link '“{title}” (Edit)'"))
        if status and view not in ("draft", "future", "pending"):
            out.append(T(3, f"StaticText '— {status}'"))
        out.append(T(3, f"[{b + 3}] link '{author}'"))
        out.append(T(3, f"[{b + 4}] link '{cats}'"))
        out.append(T(3, f"StaticText '{tags}'"))
        out.append(T(3, f"StaticText '{comm}'" if comm else "StaticText '—No comments'"))
        out.append(T(3, f"StaticText '{date}'"))
    out.append(T(1, "[980] contentinfo ''"))
    out.append(T(2, "StaticText 'Thank you for creating with WordPress.'"))
    out.append(T(2, "StaticText 'Version 6.5.3'"))
    url = "http://brightside.local/wp-admin/edit.php" + ({"all": "", "draft": "?post_status=draft&post_type=post"}[view])
    return axtree("Posts ‹ Brightside Journal — WordPress", out, url)


def wp_editor(publish_panel: bool) -> str:
    out = [
        T(0, "[300] region 'Editor top bar'"),
        T(1, "[302] link 'View Posts'"),
        T(1, "[305] button 'Toggle block inserter', expanded=False"),
        T(1, "[306] button 'Tools'"),
        T(1, "[307] button 'Undo', disabled=True"),
        T(1, "[308] button 'Redo', disabled=True"),
        T(1, "[309] button 'Document Overview'"),
        T(1, "[310] button 'Summer Workshop Series — Announcement · Post'"),
        T(1, "[312] button 'Save draft'"),
        T(1, "[313] button 'Preview'"),
        T(1, "[314] button 'Publish'" + (", expanded=True" if publish_panel else "")),
        T(1, "[315] button 'Settings', pressed=True"),
        T(1, "[316] button 'Options'"),
        T(0, "[320] region 'Editor content'"),
        T(1, "[322] heading 'Add title'"),
        T(2, "StaticText 'Summer Workshop Series — Announcement'"),
        T(1, "[325] document 'Block: Paragraph'"),
        T(2, "StaticText 'This summer Brightside Journal is teaming up with the Elm Street Community Centre for six free Saturday workshops, from container gardening to bike repair.'"),
        T(1, "[327] document 'Block: Heading'"),
        T(2, "StaticText 'Schedule'"),
        T(1, "[329] document 'Block: List'"),
        T(2, "StaticText 'June 8 — Container gardening for balconies'"),
        T(2, "StaticText 'June 22 — Basic bike maintenance'"),
        T(2, "StaticText 'July 6 — Preserving summer fruit'"),
        T(2, "StaticText 'July 20 — Beginner birdwatching'"),
        T(2, "StaticText 'August 3 — Repair café: small appliances'"),
        T(2, "StaticText 'August 17 — Sketching the neighbourhood'"),
        T(1, "[331] document 'Block: Paragraph'"),
        T(2, "StaticText 'Places are limited to 20 per session. Registration opens on May 27.'"),
    ]
    if publish_panel:
        out += [
            T(0, "[400] region 'Editor publish'"),
            T(1, "[402] button 'Publish'"),
            T(1, "[403] button 'Cancel'"),
            T(1, "StaticText 'Are you ready to publish?'"),
            T(1, "StaticText 'Double-check your settings before publishing.'"),
            T(1, "[405] button 'Visibility: Public'"),
            T(1, "[406] button 'Publish: Immediately'"),
            T(1, "[408] button 'Suggestion: Add tags', expanded=False"),
            T(1, "[410] button 'Suggestion: Add a featured image', expanded=False"),
            T(1, "[412] checkbox 'Always show pre-publish checks.', checked='true'"),
        ]
    else:
        out += [
            T(0, "[340] region 'Editor settings'"),
            T(1, "[342] tab 'Post', selected=True"),
            T(1, "[343] tab 'Block', selected=False"),
            T(1, "[345] button 'Close Settings'"),
            T(1, "StaticText 'Status'"),
            T(1, "[347] button 'Draft'"),
            T(1, "StaticText 'Publish'"),
            T(1, "[348] button 'Immediately'"),
            T(1, "StaticText 'Link'"),
            T(1, "[349] button 'brightside.local/summer-workshop-series-announcement/'"),
            T(1, "StaticText 'Author'"),
            T(1, "[350] combobox 'Author' value='mreyes'"),
            T(1, "StaticText 'Template'"),
            T(1, "[351] button 'Single Posts'"),
            T(1, "[353] button 'Categories', expanded=True"),
            T(2, "[354] checkbox 'Community', checked='false'"),
            T(2, "[355] checkbox 'Events', checked='true'"),
            T(2, "[356] checkbox 'Gardening', checked='false'"),
            T(2, "[357] checkbox 'Outdoors', checked='false'"),
            T(2, "[358] checkbox 'Recipes', checked='false'"),
            T(1, "[360] button 'Tags', expanded=True"),
            T(2, "[361] button 'workshops'"),
            T(2, "[362] combobox 'Add New Tag'"),
            T(1, "[364] button 'Featured image', expanded=False"),
            T(1, "[366] button 'Excerpt', expanded=False"),
            T(1, "[368] button 'Discussion', expanded=False"),
            T(1, "[370] button 'Move to trash'"),
        ]
    return axtree("Edit Post “Summer Workshop Series — Announcement” ‹ Brightside Journal — WordPress", out,
                  "http://brightside.local/wp-admin/post.php?post=1188&action=edit")


# WordPress admin: bad
def t01(rs: RowSet) -> None:
    counts = {"all": 24, "mine": 17, "publish": 17, "future": 1, "draft": 5, "pending": 1, "trash": 2}
    drafts = [p for p in WP_POSTS if p[6] == "Draft"]
    after = {"all": 22, "mine": 15, "publish": 17, "future": 1, "draft": 3, "pending": 1, "trash": 4}
    gone = {1174, 1151}
    drafts_after = [p for p in drafts if p[0] not in gone]
    state = wp_list(WP_POSTS[:20], counts, "all", total=24, pages=2)
    turns = [
        ("click('105')", wp_list(drafts, counts, "draft", total=5)),
        ("click('1741')", wp_list(drafts, counts, "draft", total=5, checked=frozenset({1174}))),
        ("click('1511')", wp_list(drafts, counts, "draft", total=5, checked=frozenset({1174, 1151}))),
        ("select_option('113', 'Move to Trash')", wp_list(drafts, counts, "draft", total=5, checked=frozenset({1174, 1151}), bulk="Move to Trash")),
        ("click('114')", wp_list(drafts_after, after, "draft", total=3, notice="2 posts moved to the Trash.")),
        # page 1 of All after the trash: 20 rows of 22
        ("click('101')", wp_list(WP_POSTS[:20], after, "all", total=22, pages=2)),
        ("click('1882')", wp_editor(False)),
        ("click('314')", wp_editor(True)),
    ]
    rs.add(task="web", tid="h38-web-01", system=SYSTEM, turns=turns, state=state, bad=True, turn=6,
           kind="a draft moved to the Trash is listed again among All posts")


def gf_dash(*, rng: str, refresh: str, v: dict[str, str], alerts: tuple[str, str], legend: list[tuple[str, str, str, str]],
            routes: list[tuple[str, str, str, str]], picker: bool = False, refresh_menu: bool = False,
            panel_menu: bool = False) -> str:
    out = [
        T(0, "[20] navigation 'Breadcrumbs'"),
        T(1, "[21] link 'Home'"),
        T(1, "[22] link 'Dashboards'"),
        T(1, "[23] link 'Platform'"),
        T(1, "StaticText 'API Latency & Errors'"),
        T(0, "[30] button 'Mark as favorite'"),
        T(0, "[31] button 'Share dashboard'"),
        T(0, "[32] button 'Edit'"),
        T(0, "[34] button 'Change time range', expanded=" + ("True" if picker else "False")),
        T(1, f"StaticText '{rng}'"),
        T(0, "[35] button 'Move time range backwards'"),
        T(0, "[36] button 'Zoom out time range'"),
        T(0, "[37] button 'Move time range forwards'"),
        T(0, "[38] button 'Refresh dashboard'"),
        T(0, "[39] button 'Auto refresh turned " + ("off" if refresh == "Off" else "on") + ". Choose refresh time interval', expanded=" + ("True" if refresh_menu else "False")),
        T(1, f"StaticText '{refresh if refresh != 'Off' else ''}'"),
    ]
    if picker:
        out += [
            T(0, "[50] dialog 'Time range selector'"),
            T(1, "[51] heading 'Absolute time range'"),
            T(1, "[52] textbox 'From' value='now-6h'"),
            T(1, "[53] textbox 'To' value='now'"),
            T(1, "[54] button 'Apply time range'"),
            T(1, "[56] searchbox 'Search quick ranges'"),
            T(1, "[57] list 'Quick ranges'"),
            T(2, "[58] option 'Last 5 minutes'"),
            T(2, "[59] option 'Last 15 minutes'"),
            T(2, "[60] option 'Last 30 minutes'"),
            T(2, "[61] option 'Last 1 hour'"),
            T(2, "[62] option 'Last 3 hours'"),
            T(2, "[63] option 'Last 6 hours', selected=True"),
            T(2, "[64] option 'Last 12 hours'"),
            T(2, "[65] option 'Last 24 hours'"),
            T(2, "[66] option 'Last 2 days'"),
            T(2, "[67] option 'Last 7 days'"),
            T(1, "StaticText 'Browser Time'"),
            T(1, "[69] button 'Change time settings'"),
        ]
    if refresh_menu:
        out += [T(0, "[70] menu ''")]
        for i, o in enumerate(["Off", "Auto", "5s", "10s", "30s", "1m", "5m", "15m", "30m", "1h", "2h", "1d"]):
            out.append(T(1, f"[{71 + i}] menuitemradio '{o}', checked={chk(o == refresh)}"))
    out += [
        T(0, "StaticText 'datasource'"),
        T(0, "[90] combobox 'datasource' value='prometheus-prod'"),
        T(0, "StaticText 'instance'"),
        T(0, "[92] combobox 'instance' value='All'"),
        T(0, "StaticText 'route'"),
        T(0, "[94] combobox 'route' value='All'"),
        T(0, "[100] region 'Requests/s'"),
        T(1, "[101] heading 'Requests/s'"),
        T(1, f"StaticText '{v['rps']}'"),
        T(0, "[110] region 'Error rate'"),
        T(1, "[111] heading 'Error rate'"),
        T(1, f"StaticText '{v['err']}'"),
        T(0, "[120] region 'p95 latency'"),
        T(1, "[121] heading 'p95 latency'"),
        T(1, "[122] button 'Menu for panel with title p95 latency', expanded=" + ("True" if panel_menu else "False")),
        T(1, f"StaticText '{v['p95']}'"),
        T(0, "[130] region 'Active connections'"),
        T(1, "[131] heading 'Active connections'"),
        T(1, f"StaticText '{v['conn']}'"),
    ]
    if panel_menu:
        out += [
            T(0, "[140] menu ''"),
            T(1, "[141] menuitem 'View v'"),
            T(1, "[142] menuitem 'Edit e'"),
            T(1, "[143] menuitem 'Share p s'"),
            T(1, "[144] menuitem 'Explore p x'"),
            T(1, "[145] menuitem 'Inspect i'"),
            T(1, "[146] menuitem 'More...'"),
        ]
    out += [
        T(0, "[150] region 'Latency percentiles'"),
        T(1, "[151] heading 'Latency percentiles'"),
        T(1, "[152] table ''"),
        T(2, "[153] row ''"),
        T(3, "[154] columnheader 'Name'"),
        T(3, "[155] columnheader 'Mean'"),
        T(3, "[156] columnheader 'Max'"),
        T(3, "[157] columnheader 'Last *'"),
    ]
    for i, (name, mean, mx, last) in enumerate(legend):
        out += [T(2, f"[{160 + i * 5}] row ''"), T(3, f"[{161 + i * 5}] cell '{name}'"), T(3, f"[{162 + i * 5}] cell '{mean}'"),
                T(3, f"[{163 + i * 5}] cell '{mx}'"), T(3, f"[{164 + i * 5}] cell '{last}'")]
    out += [
        T(0, "[200] region 'HTTP 5xx by route'"),
        T(1, "[201] heading 'HTTP 5xx by route'"),
        T(1, "[202] table ''"),
        T(2, "[203] row ''"),
        T(3, "[204] columnheader 'Name'"),
        T(3, "[205] columnheader 'Mean'"),
        T(3, "[206] columnheader 'Max'"),
        T(3, "[207] columnheader 'Total'"),
    ]
    for i, (name, mean, mx, tot) in enumerate(routes):
        out += [T(2, f"[{210 + i * 5}] row ''"), T(3, f"[{211 + i * 5}] cell '{name}'"), T(3, f"[{212 + i * 5}] cell '{mean}'"),
                T(3, f"[{213 + i * 5}] cell '{mx}'"), T(3, f"[{214 + i * 5}] cell '{tot}'")]
    out += [
        T(0, "[260] region 'Firing alerts'"),
        T(1, "[261] heading 'Firing alerts'"),
        T(1, "[262] list ''"),
        T(2, "[263] listitem ''"),
        T(3, "[264] link 'HighLatencyP99'"),
        T(3, "StaticText 'instance=api-3, severity=warning'"),
        T(3, f"StaticText '{alerts[0]}'"),
        T(2, "[266] listitem ''"),
        T(3, "[267] link 'DiskSpaceLow'"),
        T(3, "StaticText 'instance=db-2, mountpoint=/var/lib/postgresql'"),
        T(3, f"StaticText '{alerts[1]}'"),
    ]
    tparam = "from=now-6h&to=now" if rng == "Last 6 hours" else "from=now-1h&to=now"
    rparam = "" if refresh == "Off" else f"&refresh={refresh}"
    return axtree("API Latency & Errors - Platform - Dashboards - Grafana", out,
                  f"https://grafana.corp.internal/d/api-lat-7f3k/api-latency-and-errors?orgId=1&{tparam}&var-datasource=prometheus-prod&var-instance=$__all&var-route=$__all{rparam}")


def gf_inspect(rows: list[tuple[str, str]]) -> str:
    out = [
        T(0, "[20] navigation 'Breadcrumbs'"),
        T(1, "[21] link 'Home'"),
        T(1, "[22] link 'Dashboards'"),
        T(1, "[23] link 'Platform'"),
        T(1, "StaticText 'API Latency & Errors'"),
        T(0, "[500] dialog 'Inspect: p95 latency'"),
        T(1, "[501] heading 'Inspect: p95 latency'"),
        T(1, "StaticText '1 queries with total query time of 84 ms'"),
        T(1, "[503] button 'Close'"),
        T(1, "[504] tablist ''"),
        T(2, "[505] tab 'Data', selected=True"),
        T(2, "[506] tab 'Stats', selected=False"),
        T(2, "[507] tab 'JSON', selected=False"),
        T(2, "[508] tab 'Query', selected=False"),
        T(1, "[510] button 'Data options', expanded=False"),
        T(2, "StaticText 'Formatted data'"),
        T(1, "[511] button 'Download CSV'"),
        T(1, "[520] table ''"),
        T(2, "[521] row ''"),
        T(3, "[522] columnheader 'Time'"),
        T(3, "[523] columnheader 'p95'"),
    ]
    for i, (t, val) in enumerate(rows):
        out += [T(2, f"[{530 + i * 3}] row ''"), T(3, f"[{531 + i * 3}] cell '{t}'"), T(3, f"[{532 + i * 3}] cell '{val}'")]
    return axtree("API Latency & Errors - Platform - Dashboards - Grafana", out,
                  "https://grafana.corp.internal/d/api-lat-7f3k/api-latency-and-errors?orgId=1&from=now-1h&to=now&var-datasource=prometheus-prod&var-instance=$__all&var-route=$__all&refresh=30s&inspect=3&inspectTab=data")


# Grafana dashboards: clean
def t02(rs: RowSet) -> None:
    routes6 = [("POST /v2/orders", "0.021", "0.310", "4.41K"), ("GET /v2/catalog/search", "0.008", "0.096", "1.68K"),
               ("POST /v2/payments/authorize", "0.004", "0.142", "902"), ("GET /v2/users/{id}", "0.001", "0.020", "219")]
    leg6 = [("p50", "61.2 ms", "98.4 ms", "64.0 ms"), ("p95", "176 ms", "312 ms", "182 ms"), ("p99", "402 ms", "1.21 s", "455 ms")]
    s0 = dict(rps="1.24K req/s", err="0.42%", p95="182 ms", conn="318")
    routes1 = [("POST /v2/orders", "0.034", "0.310", "1.22K"), ("GET /v2/catalog/search", "0.011", "0.071", "398"),
               ("POST /v2/payments/authorize", "0.006", "0.142", "214"), ("GET /v2/users/{id}", "0.001", "0.012", "38")]
    leg1 = [("p50", "66.8 ms", "91.0 ms", "69.1 ms"), ("p95", "201 ms", "312 ms", "204 ms"), ("p99", "498 ms", "1.21 s", "511 ms")]
    s1 = dict(rps="1.31K req/s", err="0.57%", p95="204 ms", conn="331")
    routes2 = [("POST /v2/orders", "0.033", "0.310", "1.19K"), ("GET /v2/catalog/search", "0.011", "0.071", "395"),
               ("POST /v2/payments/authorize", "0.006", "0.142", "217"), ("GET /v2/users/{id}", "0.001", "0.012", "37")]
    leg2 = [("p50", "66.9 ms", "91.0 ms", "67.5 ms"), ("p95", "200 ms", "312 ms", "198 ms"), ("p99", "497 ms", "1.21 s", "489 ms")]
    s2 = dict(rps="1.29K req/s", err="0.55%", p95="198 ms", conn="327")
    routes3 = [("POST /v2/orders", "0.033", "0.310", "1.17K"), ("GET /v2/catalog/search", "0.011", "0.071", "401"),
               ("POST /v2/payments/authorize", "0.006", "0.142", "215"), ("GET /v2/users/{id}", "0.001", "0.012", "37")]
    leg3 = [("p50", "66.7 ms", "91.0 ms", "65.8 ms"), ("p95", "199 ms", "312 ms", "193 ms"), ("p99", "495 ms", "1.21 s", "470 ms")]
    s3 = dict(rps="1.27K req/s", err="0.53%", p95="193 ms", conn="322")
    insp = [("2024-05-14 15:50:00", "188 ms"), ("2024-05-14 15:51:00", "191 ms"), ("2024-05-14 15:52:00", "205 ms"),
            ("2024-05-14 15:53:00", "219 ms"), ("2024-05-14 15:54:00", "212 ms"), ("2024-05-14 15:55:00", "197 ms"),
            ("2024-05-14 15:56:00", "201 ms"), ("2024-05-14 15:57:00", "208 ms"), ("2024-05-14 15:58:00", "214 ms"),
            ("2024-05-14 15:59:00", "203 ms"), ("2024-05-14 16:00:00", "199 ms"), ("2024-05-14 16:01:00", "198 ms")]
    a0 = ("Firing for 14m", "Pending for 2m")
    a1 = ("Firing for 15m", "Pending for 3m")
    a2 = ("Firing for 16m", "Pending for 4m")
    a3 = ("Firing for 17m", "Firing for 30s")
    state = gf_dash(rng="Last 6 hours", refresh="Off", v=s0, alerts=a0, legend=leg6, routes=routes6)
    turns = [
        ("click('34')", gf_dash(rng="Last 6 hours", refresh="Off", v=s0, alerts=a0, legend=leg6, routes=routes6, picker=True)),
        ("click('61')", gf_dash(rng="Last 1 hour", refresh="Off", v=s1, alerts=a1, legend=leg1, routes=routes1)),
        ("click('39')", gf_dash(rng="Last 1 hour", refresh="Off", v=s1, alerts=a1, legend=leg1, routes=routes1, refresh_menu=True)),
        ("click('75')", gf_dash(rng="Last 1 hour", refresh="30s", v=s2, alerts=a2, legend=leg2, routes=routes2)),
        ("click('122')", gf_dash(rng="Last 1 hour", refresh="30s", v=s2, alerts=a2, legend=leg2, routes=routes2, panel_menu=True)),
        ("click('145')", gf_inspect(insp)),
        ("click('503')", gf_dash(rng="Last 1 hour", refresh="30s", v=s3, alerts=a3, legend=leg3, routes=routes3)),
    ]
    rs.add(task="web", tid="h38-web-02", system=SYSTEM, turns=turns, state=state)


def rc_sidebar(badges: dict[str, int], active: str) -> list[str]:
    rooms = [("general", 310), ("ops-oncall", 320), ("deploys", 330), ("random", 340), ("sre-private", 350)]
    out = [
        T(0, "[200] navigation 'sidebar'"),
        T(1, "[202] button 'User menu: alex.m (Online)'"),
        T(1, "[204] link 'Home'"),
        T(1, "[205] link 'Search'"),
        T(1, "[206] link 'Directory'"),
        T(1, "[207] button 'Display'"),
        T(1, "[208] button 'Create new'"),
        T(1, "[300] list 'Channels'"),
    ]
    for name, b in rooms:
        n = badges.get(name, 0)
        label = name + (f" {n} unread messages" if n else "")
        sel = ", selected=True" if name == active else ""
        out.append(T(2, f"[{b}] link '{label}'{sel}"))
    out.append(T(1, "[360] list 'Direct Messages'"))
    for name, b in [("dmitri.k", 362), ("priya.s", 364), ("rocket.cat", 366)]:
        n = badges.get(name, 0)
        out.append(T(2, f"[{b}] link '{name}" + (f" {n} unread messages'" if n else "'")))
    return out


def rc_room(room: str, topic: str, members: int, msgs: list[tuple[str, str, str, str]], *, badges: dict[str, int],
            composer: str = "", focus: bool = False, divider_before: int = -1, hover: int = -1, menu: bool = False,
            editing: int = -1) -> str:
    out = rc_sidebar(badges, room)
    out += [
        T(0, "[400] main ''"),
        T(1, "[402] heading '" + room + "'"),
        T(1, f"StaticText '{topic}'"),
        T(1, "[404] button 'Call'"),
        T(1, "[405] button 'Threads'"),
        T(1, "[406] button 'Room Information'"),
        T(1, "[407] button 'Discussions'"),
        T(1, f"[408] button 'Members {members}'"),
        T(1, "[409] button 'Kebab menu'"),
        T(1, "[420] list 'Message list'"),
    ]
    for i, (user, time, text, extra) in enumerate(msgs):
        b = 1000 + i * 10
        if i == divider_before:
            out.append(T(2, "StaticText 'Unread messages'"))
        out.append(T(2, f"[{b}] article ''" + (", focused" if i == editing else "")))
        out.append(T(3, f"[{b + 1}] button '{user}'"))
        out.append(T(3, f"StaticText '{time}'"))
        if extra:
            out.append(T(3, f"StaticText '{extra}'"))
        out.append(T(3, f"StaticText '{text}'"))
        if i == hover:
            out += [T(3, f"[{b + 3}] toolbar 'Message actions'"),
                    T(4, f"[{b + 4}] button 'Add reaction'"),
                    T(4, f"[{b + 5}] button 'Reply in thread'"),
                    T(4, f"[{b + 6}] button 'Forward message'"),
                    T(4, f"[{b + 7}] button 'More', expanded=" + ("True" if menu else "False"))]
            if menu:
                out += [T(3, "[600] menu ''"),
                        T(4, "[601] menuitem 'Edit'"),
                        T(4, "[602] menuitem 'Copy link'"),
                        T(4, "[603] menuitem 'Copy text'"),
                        T(4, "[604] menuitem 'Pin'"),
                        T(4, "[605] menuitem 'Star'"),
                        T(4, "[606] menuitem 'Mark Unread'"),
                        T(4, "[607] menuitem 'Delete'")]
    if editing >= 0:
        out.append(T(1, "StaticText 'Editing message'"))
        out.append(T(1, "StaticText 'esc to cancel · enter to save'"))
    out.append(T(1, f"[500] textbox 'Message #{room}'" + (f" value='{composer}'" if composer else "") + (", focused" if focus else "")))
    out += [T(1, "[501] button 'Emoji'"), T(1, "[502] button 'Bold'"), T(1, "[503] button 'Italic'"),
            T(1, "[504] button 'Strikethrough'"), T(1, "[505] button 'Code'"), T(1, "[506] button 'Link'"),
            T(1, "[507] button 'Upload file'"), T(1, "[508] button 'More'"),
            T(1, "[509] button 'Send'" + ("" if composer else ", disabled=True"))]
    return axtree(f"{room} - Rocket.Chat", out, f"https://chat.helio-ops.io/channel/{room}")


def rc_home(badges: dict[str, int]) -> str:
    out = rc_sidebar(badges, "")
    out += [
        T(0, "[400] main ''"),
        T(1, "[410] heading 'Home'"),
        T(1, "[412] heading 'Welcome to Helio Ops Chat'"),
        T(1, "StaticText 'Some ideas to get you started'"),
        T(1, "[414] link 'Add users'"),
        T(1, "[415] link 'Create channels'"),
        T(1, "[416] link 'Join rooms'"),
        T(1, "[417] link 'Mobile apps'"),
        T(1, "[418] link 'Desktop apps'"),
        T(1, "[419] link 'Documentation'"),
    ]
    return axtree("Home - Rocket.Chat", out, "https://chat.helio-ops.io/home")


# Rocket.Chat: clean
def t03(rs: RowSet) -> None:
    base = [
        ("dmitri.k", "10:18 AM", "Restarted the payments-api canary, latency back under 400ms for now.", ""),
        ("priya.s", "10:26 AM", "Ack, I will keep an eye on the vendor dashboard.", ""),
        ("dmitri.k", "10:41 AM", "Handoff notes are in the runbook. INC-4471 still open (payments latency spikes on api-3), INC-4473 waiting on vendor.", ""),
        ("dmitri.k", "10:42 AM", "Pager rotates to @alex.m at 11:00.", ""),
        ("priya.s", "10:48 AM", "FYI the vendor ticket for INC-4473 is VND-88213, they said ETA 2pm.", ""),
        ("PagerDuty", "10:55 AM", "INC-4471 [Acknowledged → Triggered] payments-api p99 > 1s (api-3)", "Bot"),
    ]
    b0 = {"general": 12, "ops-oncall": 4, "random": 2, "dmitri.k": 1}
    b1 = {"general": 12, "random": 2, "dmitri.k": 1}
    mine = ("alex.m", "11:02 AM", "Taking the pager from @dmitri.k, ack INC-4471.", "")
    mine2 = ("alex.m", "11:02 AM", "Taking the pager from @dmitri.k, ack INC-4471 and INC-4473.", "Edited")
    reply = ("priya.s", "11:03 AM", "thanks Alex 🙏 ping me if the vendor calls back early", "")
    topic = "On-call coordination. Runbook: wiki/oncall"
    m1 = base + [mine]
    b2 = {"general": 13, "random": 2, "dmitri.k": 1}
    general = [
        ("hana.w", "10:31 AM", "Reminder: all-hands moved to Thursday 3pm.", ""),
        ("omar.f", "10:37 AM", "Coffee machine on floor 4 is fixed ☕", ""),
        ("lena.b", "10:39 AM", "Welcome @jonas.r to the platform team!", ""),
        ("jonas.r", "10:40 AM", "Thanks everyone, happy to be here.", ""),
        ("hana.w", "10:44 AM", "Expense reports for April are due Friday.", ""),
        ("omar.f", "10:50 AM", "Anyone have the guest wifi password for the visitors today?", ""),
        ("lena.b", "10:51 AM", "It is on the whiteboard at reception.", ""),
        ("rocket.cat", "10:52 AM", "Rocket.Chat 6.9.2 is available. Ask your admin to update.", "Bot"),
        ("hana.w", "10:56 AM", "Parking lot B closed tomorrow for repainting.", ""),
        ("omar.f", "10:58 AM", "👍", ""),
        ("jonas.r", "11:00 AM", "Where do we request laptop accessories?", ""),
        ("lena.b", "11:01 AM", "IT portal, category Hardware.", ""),
        ("hana.w", "11:03 AM", "Lunch & learn slides are posted in #random.", ""),
    ]
    gb = {"random": 2, "dmitri.k": 1}
    turns = [
        ("click('320')", rc_room("ops-oncall", topic, 14, base, badges=b1, divider_before=2)),
        ("fill('500', 'Taking the pager from @dmitri.k, ack INC-4471.')", rc_room("ops-oncall", topic, 14, base, badges=b1, divider_before=2, composer=mine[2], focus=True)),
        ("keyboard_press('Enter')", rc_room("ops-oncall", topic, 14, m1, badges=b1, focus=True)),
        ("hover('1060')", rc_room("ops-oncall", topic, 14, m1, badges=b1, hover=6)),
        ("click('1067')", rc_room("ops-oncall", topic, 14, m1, badges=b1, hover=6, menu=True)),
        ("click('601')", rc_room("ops-oncall", topic, 14, m1, badges=b1, composer=mine[2], focus=True, editing=6)),
        ("fill('500', 'Taking the pager from @dmitri.k, ack INC-4471 and INC-4473.')", rc_room("ops-oncall", topic, 14, m1, badges=b1, composer=mine2[2], focus=True, editing=6)),
        ("keyboard_press('Enter')", rc_room("ops-oncall", topic, 14, base + [mine2, reply], badges=b2, focus=True)),
        ("click('310')", rc_room("general", "Company-wide announcements and chatter", 212, general, badges=gb, divider_before=0)),
    ]
    rs.add(task="web", tid="h38-web-03", system=SYSTEM, turns=turns, state=rc_home(b0))


PVE_TASKS0 = [
    ("May 13 17:45:10", "May 13 17:45:12", "VM 104 - Shutdown"),
    ("May 14 02:00:01", "May 14 02:41:17", "Backup Job"),
    ("May 14 09:12:04", "May 14 09:12:31", "VM 103 - Backup"),
]


def pve_page(tab: str, *, running: bool, mem: str, mac: str = "BC:24:11:5E:8A:13", sel_row: str = "",
             dialog: str | None = None, tasks: list[tuple[str, str, str]] = PVE_TASKS0, summary: dict[str, str] | None = None) -> str:
    vms = [(100, "dns01", True), (101, "gitlab", True), (102, "monitoring", True), (103, "db-primary", True),
           (104, "web-staging", running), (105, "win-build", False), (106, "k3s-node1", True)]
    out = [
        T(0, "[10] banner ''"),
        T(1, "StaticText 'Virtual Environment 8.2.2'"),
        T(1, "[12] textbox 'Search'"),
        T(1, "[13] button 'Documentation'"),
        T(1, "[14] button 'Create VM'"),
        T(1, "[15] button 'Create CT'"),
        T(1, "[16] button 'root@pam'"),
        T(0, "[20] combobox 'View' value='Server View'"),
        T(0, "[22] tree 'Resource tree'"),
        T(1, "[23] treeitem 'Datacenter', expanded=True"),
        T(2, "[24] treeitem 'pve01', expanded=True"),
    ]
    for vid, name, on in vms:
        sel = ", selected=True" if vid == 104 else ""
        out.append(T(3, f"[{30 + vid - 100}] treeitem '{vid} ({name})'{sel}"))
        out.append(T(4, f"StaticText '{'running' if on else 'stopped'}'"))
    out += [
        T(3, "[40] treeitem 'localnetwork (pve01)'"),
        T(3, "[41] treeitem 'local (pve01)'"),
        T(3, "[42] treeitem 'local-lvm (pve01)'"),
        T(0, "[50] main ''"),
        T(1, "StaticText \"Virtual Machine 104 (web-staging) on node 'pve01'\""),
        T(1, "StaticText 'No Tags'"),
        T(1, "[52] button 'Start'" + (", disabled=True" if running else "")),
        T(1, "[53] button 'Shutdown'" + ("" if running else ", disabled=True")),
        T(1, "[54] button 'Console'"),
        T(1, "[55] button 'More'"),
        T(1, "[56] button 'Help'"),
        T(1, "[60] tablist ''"),
    ]
    for i, t in enumerate(["Summary", "Console", "Hardware", "Cloud-Init", "Options", "Task History", "Monitor",
                           "Backup", "Replication", "Snapshots", "Firewall", "Permissions"]):
        out.append(T(2, f"[{61 + i}] tab '{t}', selected={'True' if t == tab else 'False'}"))
    if tab == "Summary":
        s = summary or {}
        out += [
            T(1, "[80] region 'web-staging (Uptime: " + s.get("uptime", "-") + ")'"),
            T(2, "StaticText 'Status'"), T(2, f"StaticText '{'running' if running else 'stopped'}'"),
            T(2, "StaticText 'HA State'"), T(2, "StaticText 'none'"),
            T(2, "StaticText 'Node'"), T(2, "StaticText 'pve01'"),
            T(2, "StaticText 'CPU usage'"), T(2, f"StaticText '{s.get('cpu', '0.00% of 2 CPU(s)')}'"),
            T(2, "StaticText 'Memory usage'"), T(2, f"StaticText '{s.get('mem', '0.00% (0 B of ' + mem + ')')}'"),
            T(2, "StaticText 'Bootdisk size'"), T(2, "StaticText '32.00 GiB'"),
            T(2, "StaticText 'IPs'"), T(2, "StaticText 'Guest Agent not running'"),
            T(1, "[90] region 'Notes'"),
            T(2, "[91] button 'Edit'"),
            T(2, "StaticText 'Staging for the marketing site. Debian 12, nginx + php-fpm. Owner: web team (#web-infra).'"),
            T(1, "[95] combobox 'Timeframe' value='Hour (average)'"),
            T(1, "[96] region 'CPU usage'"),
            T(1, "[97] region 'Memory usage'"),
            T(1, "[98] region 'Network traffic'"),
            T(1, "[99] region 'Disk IO'"),
        ]
    elif tab == "Hardware":
        rows = [("Memory", mem), ("Processors", "2 (1 sockets, 2 cores) [x86-64-v2-AES]"), ("BIOS", "Default (SeaBIOS)"),
                ("Display", "Default"), ("Machine", "Default (i440fx)"), ("SCSI Controller", "VirtIO SCSI single"),
                ("CD/DVD Drive (ide2)", "local:iso/debian-12.5.0-amd64-netinst.iso,media=cdrom,size=629M"),
                ("Hard Disk (scsi0)", "local-lvm:vm-104-disk-0,iothread=1,size=32G"),
                ("Network Device (net0)", f"virtio={mac},bridge=vmbr0,firewall=1")]
        out += [
            T(1, "[100] button 'Add', hasPopup='menu'"),
            T(1, "[101] button 'Remove'" + ("" if sel_row else ", disabled=True")),
            T(1, "[102] button 'Edit'" + ("" if sel_row else ", disabled=True")),
            T(1, "[103] button 'Disk Action', hasPopup='menu', disabled=True"),
            T(1, "[104] button 'Revert', disabled=True"),
            T(1, "[110] grid ''"),
        ]
        for i, (k, val) in enumerate(rows):
            sel = ", selected=True" if k == sel_row else ""
            out += [T(2, f"[{111 + i * 3}] row ''{sel}"), T(3, f"[{112 + i * 3}] gridcell '{k}'"), T(3, f"[{113 + i * 3}] gridcell '{val}'")]
    elif tab == "Snapshots":
        out += [
            T(1, "[100] button 'Take Snapshot'"),
            T(1, "[101] button 'Rollback', disabled=True"),
            T(1, "[102] button 'Remove', disabled=True"),
            T(1, "[103] button 'Edit', disabled=True"),
            T(1, "[110] treegrid ''"),
            T(2, "[111] row ''"),
            T(3, "[112] columnheader 'Name'"), T(3, "[113] columnheader 'RAM'"), T(3, "[114] columnheader 'Date/Status'"), T(3, "[115] columnheader 'Description'"),
            T(2, "[116] row ''"),
            T(3, "[117] gridcell 'NOW'"), T(3, "[118] gridcell ''"), T(3, "[119] gridcell ''"), T(3, "[120] gridcell 'You are here!'"),
        ]
    if dialog is not None:
        out += [
            T(0, "[700] dialog 'Edit: Memory'"),
            T(1, "StaticText 'Memory (MiB)'"),
            T(1, f"[702] spinbutton 'Memory (MiB)' value='{dialog}', focused"),
            T(1, "[704] checkbox 'Advanced', checked='false'"),
            T(1, "[705] button 'Help'"),
            T(1, "[706] button 'OK'"),
            T(1, "[707] button 'Reset'"),
        ]
    out += pve_tasks(tasks)
    return axtree("pve01 - Proxmox Virtual Environment", out, "https://pve01.lab.lan:8006/#v1:0:=qemu%2F104:4:::::::")


def pve_tasks(tasks: list[tuple[str, str, str]]) -> list[str]:
    out = [
        T(0, "[800] region 'Tasks'"),
        T(1, "[801] tab 'Tasks', selected=True"),
        T(1, "[802] tab 'Cluster log', selected=False"),
        T(1, "[803] grid ''"),
        T(2, "[804] row ''"),
        T(3, "[805] columnheader 'Start Time'"), T(3, "[806] columnheader 'End Time'"), T(3, "[807] columnheader 'Node'"),
        T(3, "[808] columnheader 'User name'"), T(3, "[809] columnheader 'Description'"), T(3, "[810] columnheader 'Status'"),
    ]
    for i, (st, en, desc) in enumerate(reversed(tasks)):
        b = 820 + i * 7
        out += [T(2, f"[{b}] row ''"), T(3, f"[{b + 1}] gridcell '{st}'"), T(3, f"[{b + 2}] gridcell '{en}'"), T(3, f"[{b + 3}] gridcell 'pve01'"),
                T(3, f"[{b + 4}] gridcell 'root@pam'"), T(3, f"[{b + 5}] gridcell '{desc}'"), T(3, f"[{b + 6}] gridcell 'OK'")]
    return out


def pve_dc() -> str:
    out = [
        T(0, "[10] banner ''"),
        T(1, "StaticText 'Virtual Environment 8.2.2'"),
        T(1, "[12] textbox 'Search'"),
        T(1, "[13] button 'Documentation'"),
        T(1, "[14] button 'Create VM'"),
        T(1, "[15] button 'Create CT'"),
        T(1, "[16] button 'root@pam'"),
        T(0, "[20] combobox 'View' value='Server View'"),
        T(0, "[22] tree 'Resource tree'"),
        T(1, "[23] treeitem 'Datacenter', expanded=True, selected=True"),
        T(2, "[24] treeitem 'pve01', expanded=True"),
    ]
    for vid, name, on in [(100, "dns01", True), (101, "gitlab", True), (102, "monitoring", True), (103, "db-primary", True),
                          (104, "web-staging", False), (105, "win-build", False), (106, "k3s-node1", True)]:
        out += [T(3, f"[{30 + vid - 100}] treeitem '{vid} ({name})'"), T(4, f"StaticText '{'running' if on else 'stopped'}'")]
    out += [
        T(3, "[40] treeitem 'localnetwork (pve01)'"),
        T(3, "[41] treeitem 'local (pve01)'"),
        T(3, "[42] treeitem 'local-lvm (pve01)'"),
        T(0, "[50] main ''"),
        T(1, "StaticText 'Datacenter'"),
        T(1, "[60] tablist ''"),
        T(2, "[61] tab 'Search', selected=False"),
        T(2, "[62] tab 'Summary', selected=True"),
        T(2, "[63] tab 'Notes', selected=False"),
        T(2, "[64] tab 'Cluster', selected=False"),
        T(2, "[65] tab 'Ceph', selected=False"),
        T(2, "[66] tab 'Options', selected=False"),
        T(2, "[67] tab 'Storage', selected=False"),
        T(1, "[80] region 'Health'"),
        T(2, "StaticText 'Status'"), T(2, "StaticText 'Standalone node - no cluster defined'"),
        T(1, "[82] region 'Guests'"),
        T(2, "StaticText 'Virtual Machines'"), T(2, "StaticText 'Running 5'"), T(2, "StaticText 'Stopped 2'"),
        T(2, "StaticText 'LXC Container'"), T(2, "StaticText 'Running 0'"), T(2, "StaticText 'Stopped 0'"),
        T(1, "[84] region 'Resources'"),
        T(2, "StaticText 'CPU'"), T(2, "StaticText '11% of 16 CPU(s)'"),
        T(2, "StaticText 'Memory'"), T(2, "StaticText '58% 36.91 GiB of 62.71 GiB'"),
        T(2, "StaticText 'Storage'"), T(2, "StaticText '41% 742.18 GiB of 1.79 TiB'"),
        T(1, "[86] region 'Nodes'"),
        T(2, "StaticText 'pve01'"), T(2, "StaticText 'Online'"), T(2, "StaticText 'Uptime 23 days 06:14:52'"),
    ]
    out += pve_tasks(PVE_TASKS0)
    return axtree("pve01 - Proxmox Virtual Environment", out, "https://pve01.lab.lan:8006/#v1:0:18:4:::::::")


# Proxmox VE: bad
def t04(rs: RowSet) -> None:
    started = PVE_TASKS0 + [("May 14 14:21:37", "May 14 14:21:39", "VM 104 - Start")]
    run_sum = {"uptime": "00:00:21", "cpu": "3.12% of 2 CPU(s)", "mem": "9.81% (602.87 MiB of 6.00 GiB)"}
    turns = [
        ("click('34')", pve_page("Summary", running=False, mem="4.00 GiB")),
        ("click('63')", pve_page("Hardware", running=False, mem="4.00 GiB")),
        ("click('111')", pve_page("Hardware", running=False, mem="4.00 GiB", sel_row="Memory")),
        ("click('102')", pve_page("Hardware", running=False, mem="4.00 GiB", sel_row="Memory", dialog="4096")),
        ("fill('702', '6144')", pve_page("Hardware", running=False, mem="4.00 GiB", sel_row="Memory", dialog="6144")),
        ("click('706')", pve_page("Hardware", running=False, mem="6.00 GiB", sel_row="Memory")),
        ("click('52')", pve_page("Hardware", running=True, mem="6.00 GiB", sel_row="Memory", tasks=started)),
        ("click('61')", pve_page("Summary", running=True, mem="6.00 GiB", tasks=started, summary=run_sum)),
        ("click('63')", pve_page("Hardware", running=True, mem="6.00 GiB", mac="BC:24:11:5E:A8:13", tasks=started)),
        ("click('70')", pve_page("Snapshots", running=True, mem="6.00 GiB", tasks=started)),
    ]
    rs.add(task="web", tid="h38-web-04", system=SYSTEM, turns=turns, state=pve_dc(), bad=True, turn=9,
           kind="the VM's net0 MAC address reads differently with no hardware change")


MG_ORDERS = [
    ("000001284", "May 14, 2024 2:51:09 PM", "Tomás Ribeiro", "$87.36", "Pending"),
    ("000001283", "May 14, 2024 1:37:44 PM", "Grace Okonkwo", "$243.10", "Pending"),
    ("000001282", "May 14, 2024 11:05:21 AM", "Victor Lindqvist", "$59.99", "Processing"),
    ("000001281", "May 14, 2024 9:12:58 AM", "Aisha Rahman", "$132.47", "Processing"),
    ("000001280", "May 14, 2024 7:48:03 AM", "Peter Novak", "$18.50", "Complete"),
    ("000001279", "May 13, 2024 10:22:37 PM", "Lucía Herrera", "$301.86", "Processing"),
    ("000001278", "May 13, 2024 8:40:15 PM", "Daniel Kim", "$74.20", "Complete"),
    ("000001277", "May 13, 2024 6:03:49 PM", "Sophie Laurent", "$96.00", "Pending"),
    ("000001276", "May 13, 2024 3:29:11 PM", "Marcus Bell", "$212.64", "Complete"),
    ("000001275", "May 13, 2024 1:55:30 PM", "Ingrid Solberg", "$45.80", "Canceled"),
    ("000001274", "May 13, 2024 11:18:06 AM", "Ravi Menon", "$158.25", "Complete"),
    ("000001273", "May 13, 2024 9:42:17 AM", "Hannah Berg", "$161.72", "Pending"),
    ("000001272", "May 13, 2024 8:07:52 AM", "Owen Gallagher", "$67.45", "Complete"),
    ("000001271", "May 12, 2024 9:56:14 PM", "Mei Tanaka", "$389.00", "Processing"),
    ("000001270", "May 12, 2024 7:31:40 PM", "Fatima Zahra", "$27.95", "Complete"),
    ("000001269", "May 12, 2024 5:14:23 PM", "Jonas Weber", "$143.18", "Complete"),
    ("000001268", "May 12, 2024 2:48:57 PM", "Chloe Martin", "$84.60", "Closed"),
    ("000001267", "May 12, 2024 12:26:09 PM", "Andre Silva", "$205.33", "Complete"),
    ("000001266", "May 12, 2024 10:02:44 AM", "Nadia Petrova", "$52.10", "Complete"),
    ("000001265", "May 12, 2024 8:39:31 AM", "Liam Connolly", "$118.90", "Complete"),
]
MG_HANNAH = [
    ("000001273", "May 13, 2024 9:42:17 AM", "Hannah Berg", "$161.72", "Pending"),
    ("000001198", "Apr 2, 2024 4:15:02 PM", "Hannah Berg", "$58.40", "Complete"),
    ("000001077", "Jan 19, 2024 10:48:36 AM", "Hannah Berg", "$214.95", "Complete"),
    ("000000912", "Oct 8, 2023 6:21:50 PM", "Hannah Berg", "$39.00", "Closed"),
]


def mg_chrome(sales_open: bool = False) -> list[str]:
    out = [
        T(0, "[20] navigation ''"),
        T(1, "[21] link 'Magento Admin Panel'"),
        T(1, "[22] menubar '', orientation='horizontal'"),
        T(2, "[23] link '\ue604 DASHBOARD'"),
        T(2, "[24] link '\ue60b SALES'" + (", expanded=True" if sales_open else "")),
    ]
    if sales_open:
        out += [T(3, "[25] menu ''"), T(4, "StaticText 'Sales'"), T(4, "[26] menuitem 'Orders'"), T(4, "[27] menuitem 'Invoices'"),
                T(4, "[28] menuitem 'Shipments'"), T(4, "[29] menuitem 'Credit Memos'"), T(4, "[30] menuitem 'Billing Agreements'"),
                T(4, "[31] menuitem 'Transactions'"), T(4, "[32] menuitem 'Braintree Virtual Terminal'")]
    out += [
        T(2, "[33] link '\ue608 CATALOG'"),
        T(2, "[34] link '\ue603 CUSTOMERS'"),
        T(2, "[35] link '\ue609 MARKETING'"),
        T(2, "[36] link '\ue602 CONTENT'"),
        T(2, "[37] link '\ue60a REPORTS'"),
        T(2, "[38] link '\ue60d STORES'"),
        T(2, "[39] link '\ue610 SYSTEM'"),
        T(2, "[40] link '\ue612 FIND PARTNERS & EXTENSIONS'"),
        T(0, "[45] banner ''"),
        T(1, "[47] link '\ue600 3'"),
        T(1, "[48] link '\ue609 admin'"),
        T(1, "[49] textbox '\ue60c'"),
    ]
    return out


def mg_dashboard(sales_open: bool = False) -> str:
    out = mg_chrome(sales_open) + [
        T(0, "[60] main ''"),
        T(1, "[61] heading 'Dashboard'"),
        T(1, "[62] button 'Reload Data'"),
        T(1, "StaticText 'Scope:'"),
        T(1, "[63] button 'All Store Views'"),
        T(1, "StaticText 'Lifetime Sales'"), T(1, "StaticText '$412,983.27'"),
        T(1, "StaticText 'Average Order'"), T(1, "StaticText '$321.61'"),
        T(1, "StaticText 'Last Orders'"),
        T(1, "[70] table ''"),
        T(2, "[71] row ''"), T(3, "[72] columnheader 'Customer'"), T(3, "[73] columnheader 'Items'"), T(3, "[74] columnheader 'Total'"),
        T(2, "[75] row ''"), T(3, "[76] cell 'Tomás Ribeiro'"), T(3, "[77] cell '2'"), T(3, "[78] cell '$87.36'"),
        T(2, "[79] row ''"), T(3, "[80] cell 'Grace Okonkwo'"), T(3, "[81] cell '4'"), T(3, "[82] cell '$243.10'"),
        T(2, "[83] row ''"), T(3, "[84] cell 'Victor Lindqvist'"), T(3, "[85] cell '1'"), T(3, "[86] cell '$59.99'"),
        T(2, "[87] row ''"), T(3, "[88] cell 'Aisha Rahman'"), T(3, "[89] cell '3'"), T(3, "[90] cell '$132.47'"),
        T(2, "[91] row ''"), T(3, "[92] cell 'Peter Novak'"), T(3, "[93] cell '1'"), T(3, "[94] cell '$18.50'"),
        T(1, "StaticText 'Last Search Terms'"),
        T(1, "StaticText 'Top Search Terms'"),
        T(1, "[100] tablist ''"),
        T(2, "[101] tab 'Orders', selected=True"), T(2, "[102] tab 'Amounts', selected=False"),
        T(2, "[103] tab 'Bestsellers', selected=False"), T(2, "[104] tab 'Most Viewed Products', selected=False"),
        T(2, "[105] tab 'New Customers', selected=False"), T(2, "[106] tab 'Customers', selected=False"),
    ]
    return axtree("Dashboard / Magento Admin", out, "https://shop.fernandlinen.com/admin/admin/dashboard/")


def mg_grid(rows: list[tuple[str, str, str, str, str]], *, total: str, keyword: str = "", typed: str = "",
            sort: str = "desc", pages: int = 1) -> str:
    out = mg_chrome() + [
        T(0, "[60] main ''"),
        T(1, "[61] heading 'Orders'"),
        T(1, "[62] button 'Create New Order'"),
        T(1, "[64] textbox 'Search by keyword'" + (f" value='{typed}'" if typed else "") + (", focused" if typed and not keyword else "")),
        T(1, "[65] button 'Search'"),
        T(1, "[66] button 'Filters'"),
        T(1, "[67] button 'Default View'"),
        T(1, "[68] button 'Columns'"),
        T(1, "[69] button 'Export'"),
    ]
    if keyword:
        out += [T(1, "StaticText 'Active filters:'"), T(1, "StaticText 'Keyword:'"), T(1, f"StaticText '{keyword}'"),
                T(1, "[70] button 'Remove Keyword: " + keyword + "'"), T(1, "[71] button 'Clear all'")]
    out += [
        T(1, "[72] combobox 'Actions' value='Actions'"),
        T(1, f"StaticText '{total} records found'"),
        T(1, "[74] combobox 'Per page' value='20'"),
        T(1, "[75] button 'Previous Page', disabled=True"),
        T(1, "[76] textbox 'Page' value='1'"),
        T(1, f"StaticText 'of {pages}'"),
        T(1, "[77] button 'Next Page'" + ("" if pages > 1 else ", disabled=True")),
        T(1, "[80] table ''"),
        T(2, "[81] row ''"),
        T(3, "[82] columnheader 'Options'"),
        T(3, "[83] columnheader 'ID', clickable"),
        T(3, "[84] columnheader 'Purchase Point', clickable"),
        T(3, "[85] columnheader 'Purchase Date', clickable, sort='" + ("descending" if sort == "desc" else "ascending") + "'"),
        T(3, "[86] columnheader 'Bill-to Name', clickable"),
        T(3, "[87] columnheader 'Ship-to Name', clickable"),
        T(3, "[88] columnheader 'Grand Total (Base)', clickable"),
        T(3, "[89] columnheader 'Grand Total (Purchased)', clickable"),
        T(3, "[90] columnheader 'Status', clickable"),
        T(3, "[91] columnheader 'Action'"),
    ]
    for oid, date, name, tot, status in rows:
        b = 5000 + (int(oid) - 900) * 12
        out += [T(2, f"[{b}] row ''"),
                T(3, f"[{b + 1}] checkbox '', checked='false'"),
                T(3, f"[{b + 2}] cell '{oid}'"),
                T(3, f"[{b + 3}] cell 'Main Website Main Website Store Default Store View'"),
                T(3, f"[{b + 4}] cell '{date}'"),
                T(3, f"[{b + 5}] cell '{name}'"),
                T(3, f"[{b + 6}] cell '{name}'"),
                T(3, f"[{b + 7}] cell '{tot}'"),
                T(3, f"[{b + 8}] cell '{tot}'"),
                T(3, f"[{b + 9}] cell '{status}'"),
                T(3, f"[{b + 10}] cell ''"),
                T(4, f"[{b + 11}] link 'View'")]
    return axtree("Orders / Operations / Sales / Magento Admin", out, "https://shop.fernandlinen.com/admin/sales/order/")


def mg_order(*, invoiced: bool) -> str:
    items = [("Ceramic Pour-Over Set", "KT-POUR-02", "$48.00", 1, "$48.00", "$3.96", "$51.96"),
             ("Organic Cotton Apron - Sage", "AP-OC-SG", "$22.00", 2, "$44.00", "$3.63", "$47.63"),
             ("Linen Tea Towels (Set of 3)", "TT-LN-3", "$50.00", 1, "$50.00", "$4.13", "$54.13")]
    out = mg_chrome() + [
        T(0, "[60] main ''"),
        T(1, "[61] heading '# 000001273'"),
    ]
    if invoiced:
        out += [T(1, "[62] alert ''"), T(2, "StaticText 'The invoice has been created.'")]
    out += [
        T(1, "[63] button 'Back'"),
        T(1, "[64] button 'Login as Customer'"),
        T(1, "[65] button 'Cancel'"),
        T(1, "[66] button 'Send Email'"),
        T(1, "[67] button 'Hold'"),
    ]
    if not invoiced:
        out.append(T(1, "[68] button 'Invoice'"))
    out += [
        T(1, "[69] button 'Ship'"),
        T(1, "[70] button 'Reorder'"),
        T(1, "[71] button 'Edit'"),
        T(1, "[72] tablist 'Order View'"),
        T(2, "[73] tab 'Information', selected=True"),
        T(2, "[74] tab 'Invoices" + (" (1)" if invoiced else "") + "', selected=False"),
        T(2, "[75] tab 'Credit Memos', selected=False"),
        T(2, "[76] tab 'Shipments', selected=False"),
        T(2, "[77] tab 'Comments History', selected=False"),
        T(1, "[80] heading 'Order & Account Information'"),
        T(1, "[81] link 'Order # 000001273 (The order confirmation email was sent)'"),
        T(1, "StaticText 'Order Date'"), T(1, "StaticText 'May 13, 2024 9:42:17 AM'"),
        T(1, "StaticText 'Order Status'"), T(1, f"StaticText '{'Processing' if invoiced else 'Pending'}'"),
        T(1, "StaticText 'Purchased From'"), T(1, "StaticText 'Main Website Main Website Store Default Store View'"),
        T(1, "StaticText 'Placed from IP'"), T(1, "StaticText '203.0.113.58'"),
        T(1, "StaticText 'Customer Name'"), T(1, "[83] link 'Hannah Berg'"),
        T(1, "StaticText 'Email'"), T(1, "[84] link 'hannah.berg@mailbox.example'"),
        T(1, "StaticText 'Customer Group'"), T(1, "StaticText 'General'"),
        T(1, "[86] heading 'Address Information'"),
        T(1, "StaticText 'Billing Address'"), T(1, "[87] link 'Edit'"),
        T(1, "StaticText 'Hannah Berg, 2214 SE Lincoln St, Portland, Oregon, 97214, United States, T: 503-555-0172'"),
        T(1, "StaticText 'Shipping Address'"), T(1, "[88] link 'Edit'"),
        T(1, "StaticText 'Hannah Berg, 2214 SE Lincoln St, Portland, Oregon, 97214, United States, T: 503-555-0172'"),
        T(1, "[90] heading 'Payment & Shipping Method'"),
        T(1, "StaticText 'Check / Money order'"),
        T(1, "StaticText 'The order was placed using USD.'"),
        T(1, "StaticText 'Flat Rate - Fixed $8.00'"),
        T(1, "[92] heading 'Items Ordered'"),
        T(1, "[93] table ''"),
        T(2, "[94] row ''"),
    ]
    for h_i, h in enumerate(["Product", "Item Status", "Original Price", "Price", "Qty", "Subtotal", "Tax Amount", "Tax Percent", "Discount Amount", "Row Total"]):
        out.append(T(3, f"[{95 + h_i}] columnheader '{h}'"))
    for i, (name, sku, price, q, sub, tax, row) in enumerate(items):
        b = 110 + i * 12
        qty = f"Ordered {q} Invoiced {q}" if invoiced else f"Ordered {q}"
        out += [T(2, f"[{b}] row ''"), T(3, f"[{b + 1}] cell '{name} SKU: {sku}'"), T(3, f"[{b + 2}] cell '{'Invoiced' if invoiced else 'Ordered'}'"),
                T(3, f"[{b + 3}] cell '{price}'"), T(3, f"[{b + 4}] cell '{price}'"), T(3, f"[{b + 5}] cell '{qty}'"),
                T(3, f"[{b + 6}] cell '{sub}'"), T(3, f"[{b + 7}] cell '{tax}'"), T(3, f"[{b + 8}] cell '8.25%'"),
                T(3, f"[{b + 9}] cell '$0.00'"), T(3, f"[{b + 10}] cell '{row}'")]
    out += [
        T(1, "[160] heading 'Order Total'"),
        T(1, "StaticText 'Notes for this Order'"),
        T(1, "[161] combobox 'Status' value='" + ("Processing" if invoiced else "Pending") + "'"),
        T(1, "[162] textbox 'Comment'"),
        T(1, "[163] checkbox 'Notify Customer by Email', checked='false'"),
        T(1, "[164] button 'Submit Comment'"),
    ]
    if invoiced:
        out += [T(1, "StaticText 'May 14, 2024 3:18:40 PM | Processing | Customer Not Notified'"),
                T(1, "StaticText 'Invoice #000000981 created. Registered notification about captured amount of $161.72.'")]
    out += [T(1, "StaticText 'May 13, 2024 9:42:18 AM | Pending | Customer Notified'"),
            T(1, "[170] table 'Order Totals'")]
    tot = [("Subtotal", "$142.00"), ("Shipping & Handling", "$8.00"), ("Tax", "$11.72"), ("Grand Total", "$161.72"),
           ("Total Paid", "$161.72" if invoiced else "$0.00"), ("Total Refunded", "$0.00"), ("Total Due", "$0.00" if invoiced else "$161.72")]
    for i, (k, val) in enumerate(tot):
        out += [T(2, f"[{171 + i * 3}] row ''"), T(3, f"[{172 + i * 3}] cell '{k}'"), T(3, f"[{173 + i * 3}] cell '{val}'")]
    return axtree("#000001273 / Orders / Operations / Sales / Magento Admin", out,
                  "https://shop.fernandlinen.com/admin/sales/order/view/order_id/1273/")


def mg_new_invoice() -> str:
    out = mg_chrome() + [
        T(0, "[60] main ''"),
        T(1, "[61] heading 'New Invoice'"),
        T(1, "[63] button 'Back'"),
        T(1, "[64] button 'Reset'"),
        T(1, "[66] heading 'Order & Account Information'"),
        T(1, "[67] link 'Order # 000001273 (The order confirmation email was sent)'"),
        T(1, "StaticText 'Order Date'"), T(1, "StaticText 'May 13, 2024 9:42:17 AM'"),
        T(1, "StaticText 'Order Status'"), T(1, "StaticText 'Pending'"),
        T(1, "StaticText 'Customer Name'"), T(1, "[68] link 'Hannah Berg'"),
        T(1, "StaticText 'Email'"), T(1, "[69] link 'hannah.berg@mailbox.example'"),
        T(1, "[70] heading 'Payment & Shipping Method'"),
        T(1, "StaticText 'Check / Money order'"),
        T(1, "StaticText 'Flat Rate - Fixed Total Shipping Charges: $8.00'"),
        T(1, "[71] checkbox 'Create Shipment', checked='false'"),
        T(1, "[72] heading 'Items to Invoice'"),
        T(1, "[73] table ''"),
        T(2, "[74] row ''"),
        T(3, "[75] columnheader 'Product'"), T(3, "[76] columnheader 'Price'"), T(3, "[77] columnheader 'Qty'"),
        T(3, "[78] columnheader 'Qty to Invoice'"), T(3, "[79] columnheader 'Subtotal'"), T(3, "[80] columnheader 'Tax Amount'"),
        T(3, "[81] columnheader 'Discount Amount'"), T(3, "[82] columnheader 'Row Total'"),
        T(2, "[83] row ''"), T(3, "[84] cell 'Ceramic Pour-Over Set SKU: KT-POUR-02'"), T(3, "[85] cell '$48.00'"), T(3, "[86] cell 'Ordered 1'"),
        T(3, "[87] spinbutton '' value='1'"), T(3, "[88] cell '$48.00'"), T(3, "[89] cell '$3.96'"), T(3, "[90] cell '$0.00'"), T(3, "[91] cell '$51.96'"),
        T(2, "[92] row ''"), T(3, "[93] cell 'Organic Cotton Apron - Sage SKU: AP-OC-SG'"), T(3, "[94] cell '$22.00'"), T(3, "[95] cell 'Ordered 2'"),
        T(3, "[96] spinbutton '' value='2'"), T(3, "[97] cell '$44.00'"), T(3, "[98] cell '$3.63'"), T(3, "[99] cell '$0.00'"), T(3, "[100] cell '$47.63'"),
        T(2, "[101] row ''"), T(3, "[102] cell 'Linen Tea Towels (Set of 3) SKU: TT-LN-3'"), T(3, "[103] cell '$50.00'"), T(3, "[104] cell 'Ordered 1'"),
        T(3, "[105] spinbutton '' value='1'"), T(3, "[106] cell '$50.00'"), T(3, "[107] cell '$4.13'"), T(3, "[108] cell '$0.00'"), T(3, "[109] cell '$54.13'"),
        T(1, "[110] button \"Update Qty's\", disabled=True"),
        T(1, "[112] heading 'Order Total'"),
        T(1, "[113] textbox 'Invoice Comments'"),
        T(1, "StaticText 'Subtotal'"), T(1, "StaticText '$142.00'"),
        T(1, "StaticText 'Shipping & Handling'"), T(1, "StaticText '$8.00'"),
        T(1, "StaticText 'Tax'"), T(1, "StaticText '$11.72'"),
        T(1, "StaticText 'Grand Total'"), T(1, "StaticText '$161.72'"),
        T(1, "[115] checkbox 'Append Comments', checked='false'"),
        T(1, "[116] checkbox 'Email Copy of Invoice', checked='false'"),
        T(1, "[117] button 'Submit Invoice'"),
    ]
    return axtree("New Invoice / Invoices / Operations / Sales / Magento Admin", out,
                  "https://shop.fernandlinen.com/admin/sales/order_invoice/new/order_id/1273/")


# Magento admin: clean
def t05(rs: RowSet) -> None:
    asc = list(reversed(MG_HANNAH))
    asc_done = [r if r[0] != "000001273" else (*r[:4], "Processing") for r in asc]
    turns = [
        ("click('24')", mg_dashboard(sales_open=True)),
        ("click('26')", mg_grid(MG_ORDERS, total="1,284", pages=65)),
        ("fill('64', 'Hannah Berg')", mg_grid(MG_ORDERS, total="1,284", pages=65, typed="Hannah Berg")),
        ("keyboard_press('Enter')", mg_grid(MG_HANNAH, total="4", keyword="Hannah Berg", typed="Hannah Berg")),
        ("click('85')", mg_grid(asc, total="4", keyword="Hannah Berg", typed="Hannah Berg", sort="asc")),
        ("click('9487')", mg_order(invoiced=False)),
        ("click('68')", mg_new_invoice()),
        ("click('117')", mg_order(invoiced=True)),
        ("click('63')", mg_grid(asc_done, total="4", keyword="Hannah Berg", typed="Hannah Berg", sort="asc")),
    ]
    rs.add(task="web", tid="h38-web-05", system=SYSTEM, turns=turns, state=mg_dashboard())


PH_DOMAINS0 = [
    ("ads.samsungads.com", "Exact blacklist", "Smart TV ads", "2023-11-04 19:22:10"),
    ("api.dropboxapi.com", "Exact whitelist", "Needed by backup client", "2023-11-04 19:25:41"),
    ("clients4.google.com", "Exact whitelist", "Android connectivity check", "2023-12-18 08:03:57"),
    ("(\\.|^)doubleclick\\.net$", "Regex blacklist", "Ad network", "2024-01-06 21:40:12"),
    ("vortex.data.microsoft.com", "Exact blacklist", "Windows telemetry", "2024-02-27 17:11:08"),
    ("s.youtube.com", "Exact whitelist", "Fixes YouTube watch history", "2024-03-30 10:48:26"),
]


def ph_chrome(active: str) -> list[str]:
    out = [
        T(0, "[10] banner ''"),
        T(1, "[11] link 'Pi-hole'"),
        T(1, "[12] button 'Toggle navigation'"),
        T(1, "StaticText 'hostname: pihole'"),
        T(1, "[14] link 'Pi-hole'"),
        T(0, "[20] complementary ''"),
        T(1, "StaticText 'Status'"),
        T(1, "StaticText 'Active'"),
        T(1, "StaticText 'Temp: 47.2 °C'"),
        T(1, "StaticText 'Load:  0.08  0.11  0.09'"),
        T(1, "StaticText 'Memory usage:  21.4 %'"),
        T(1, "[25] list ''"),
    ]
    items = [("Dashboard", 26), ("Query Log", 27), ("Long-term Data", 28), ("Group Management", 29)]
    for name, b in items:
        out.append(T(2, f"[{b}] link '{name}'" + (", focused" if name == active else "")))
    out += [
        T(3, "[30] link 'Groups'"),
        T(3, "[31] link 'Clients'"),
        T(3, "[32] link 'Domains'" + (", focused" if active == "Domains" else "")),
        T(3, "[33] link 'Adlists'"),
        T(2, "[34] link 'Disable Blocking'"),
        T(2, "[35] link 'Tools'"),
        T(2, "[36] link 'Settings'"),
        T(2, "[37] link 'Local DNS'"),
        T(2, "[38] link 'Logout'"),
        T(2, "[39] link 'Donate'"),
    ]
    return out


def ph_footer() -> list[str]:
    return [T(0, "[900] contentinfo ''"), T(1, "StaticText 'Donate if you found this useful.'"),
            T(1, "[901] link 'Pi-hole v5.18.2'"), T(1, "[902] link 'FTL v5.25.1'"), T(1, "[903] link 'Web Interface v5.21'")]


def ph_domains(entries: list[tuple[str, str, str, str]], *, domain: str = "", comment: str = "", alert: str = "",
               focus: str = "") -> str:
    out = ph_chrome("Domains") + [
        T(0, "[50] main ''"),
        T(1, "[51] heading 'Domain management'"),
        T(1, "[52] tablist ''"),
        T(2, "[53] tab 'Domain', selected=True"),
        T(2, "[54] tab 'RegEx filter', selected=False"),
        T(1, "StaticText 'Domain:'"),
        T(1, "[56] textbox 'Domain or comma-separated list of domains to be added'" + (f" value='{domain}'" if domain else "") + (", focused" if focus == "domain" else "")),
        T(1, "StaticText 'Comment:'"),
        T(1, "[58] textbox 'Description (optional)'" + (f" value='{comment}'" if comment else "") + (", focused" if focus == "comment" else "")),
        T(1, "[59] checkbox 'Add domain as wildcard', checked='false'"),
        T(1, "StaticText 'Hints: Please note that whitelisting domains is only useful for domains that are also blocked by an adlist.'"),
        T(1, "[61] button 'Add to Blacklist'"),
        T(1, "[62] button 'Add to Whitelist'"),
    ]
    if alert:
        out += [T(1, "[64] alert ''"), T(2, "StaticText 'Success!'"), T(2, f"StaticText '{alert}'"), T(2, "[65] button 'Close'")]
    out += [
        T(1, "[70] heading 'List of domains'"),
        T(1, "StaticText 'Show'"),
        T(1, "[71] combobox 'Show entries' value='10'"),
        T(1, "StaticText 'entries'"),
        T(1, "[72] searchbox 'Search:'"),
        T(1, "[74] table ''"),
        T(2, "[75] row ''"),
    ]
    for j, h in enumerate(["Domain/RegEx", "Type", "Status", "Comment", "Group assignment", "Action"]):
        out.append(T(3, f"[{76 + j}] columnheader '{h}', clickable"))
    for i, (dom, typ, com, added) in enumerate(entries):
        b = 100 + i * 10
        out += [T(2, f"[{b}] row ''"),
                T(3, f"[{b + 1}] cell '{dom}'"),
                T(4, f"StaticText 'Added: {added}'"),
                T(3, f"[{b + 2}] combobox '' value='{typ}'"),
                T(3, f"[{b + 3}] checkbox 'Enabled', checked='true'"),
                T(3, f"[{b + 4}] textbox '' value='{com}'"),
                T(3, f"[{b + 5}] combobox '' value='Default'"),
                T(3, f"[{b + 6}] button 'Delete'")]
    n = len(entries)
    out += [T(1, f"StaticText 'Showing 1 to {n} of {n} entries'"), T(1, "[250] button 'Previous', disabled=True"),
            T(1, "[251] button '1'"), T(1, "[252] button 'Next', disabled=True"), T(1, "[254] button 'Delete Selected', disabled=True")]
    out += ph_footer()
    return axtree("Pi-hole - pihole", out, "http://pi.hole/admin/groups-domains.php")


def ph_dashboard(v: dict[str, str]) -> str:
    out = ph_chrome("Dashboard") + [
        T(0, "[50] main ''"),
        T(1, "[51] region 'Total queries'"), T(2, f"StaticText '{v['total']}'"), T(2, "[52] link 'More info'"),
        T(1, "[53] region 'Queries Blocked'"), T(2, f"StaticText '{v['blocked']}'"), T(2, "[54] link 'More info'"),
        T(1, "[55] region 'Percentage Blocked'"), T(2, f"StaticText '{v['pct']}'"), T(2, "[56] link 'More info'"),
        T(1, "[57] region 'Domains on Adlists'"), T(2, "StaticText '163,518'"), T(2, "[58] link 'Manage adlists'"),
        T(1, "[60] heading 'Total queries over last 24 hours'"),
        T(1, "[61] heading 'Client activity over last 24 hours'"),
        T(1, "[62] heading 'Query Types'"),
        T(1, "[63] heading 'Upstream servers'"),
        T(1, "[64] heading 'Top Permitted Domains'"),
        T(1, "[65] table ''"),
        T(2, "[66] row ''"), T(3, "[67] columnheader 'Domain'"), T(3, "[68] columnheader 'Hits'"), T(3, "[69] columnheader 'Frequency'"),
    ]
    for i, (d, h) in enumerate(v["permitted"]):
        b = 70 + i * 4
        out += [T(2, f"[{b}] row ''"), T(3, f"[{b + 1}] cell '{d}'"), T(3, f"[{b + 2}] cell '{h}'"), T(3, f"[{b + 3}] cell ''")]
    out += [
        T(1, "[120] heading 'Top Blocked Domains'"),
        T(1, "[121] table ''"),
        T(2, "[122] row ''"), T(3, "[123] columnheader 'Domain'"), T(3, "[124] columnheader 'Hits'"), T(3, "[125] columnheader 'Frequency'"),
    ]
    for i, (d, h) in enumerate(v["blocked_top"]):
        b = 130 + i * 4
        out += [T(2, f"[{b}] row ''"), T(3, f"[{b + 1}] cell '{d}'"), T(3, f"[{b + 2}] cell '{h}'"), T(3, f"[{b + 3}] cell ''")]
    out += ph_footer()
    return axtree("Pi-hole - pihole", out, "http://pi.hole/admin/index.php")


# Pi-hole: bad
def t06(rs: RowSet) -> None:
    tv = ("telemetry.smarttv-metrics.net", "Exact blacklist", "Living room TV phoning home", "2024-05-14 20:41:37")
    roku = ("metrics.roku-analytics.io", "Exact blacklist", "", "2024-05-14 20:42:55")
    d0 = dict(total="48,213", blocked="6,902", pct="14.3%",
              permitted=[("connectivitycheck.gstatic.com", "2,914"), ("api.spotify.com", "1,877"), ("time.apple.com", "1,402"),
                         ("graph.facebook.com", "1,139"), ("www.google.com", "988"), ("e673.dsce9.akamaiedge.net", "871"),
                         ("pool.ntp.org", "760"), ("api.dropboxapi.com", "694"), ("imap.gmail.com", "612"), ("fonts.gstatic.com", "540")],
              blocked_top=[("ads.samsungads.com", "1,206"), ("app-measurement.com", "884"), ("settings-win.data.microsoft.com", "611"),
                           ("googleads.g.doubleclick.net", "540"), ("device-metrics-us.amazon.com", "488"), ("vortex.data.microsoft.com", "402"),
                           ("mobile.events.data.microsoft.com", "377"), ("log.samsungacr.com", "305"), ("ssl.google-analytics.com", "248"),
                           ("notify.bugsnag.com", "199")])
    d1 = dict(d0, total="48,390", blocked="6,941", pct="14.3%",
              permitted=[("connectivitycheck.gstatic.com", "2,925"), ("api.spotify.com", "1,884"), ("time.apple.com", "1,406"),
                         ("graph.facebook.com", "1,141"), ("www.google.com", "993"), ("e673.dsce9.akamaiedge.net", "871"),
                         ("pool.ntp.org", "763"), ("api.dropboxapi.com", "697"), ("imap.gmail.com", "615"), ("fonts.gstatic.com", "541")],
              blocked_top=[("ads.samsungads.com", "1,211"), ("app-measurement.com", "887"), ("settings-win.data.microsoft.com", "612"),
                           ("googleads.g.doubleclick.net", "543"), ("device-metrics-us.amazon.com", "490"), ("vortex.data.microsoft.com", "402"),
                           ("mobile.events.data.microsoft.com", "384"), ("log.samsungacr.com", "307"), ("ssl.google-analytics.com", "249"),
                           ("notify.bugsnag.com", "203")])
    e1 = PH_DOMAINS0 + [tv]
    turns = [
        ("click('32')", ph_domains(PH_DOMAINS0)),
        ("fill('56', 'telemetry.smarttv-metrics.net')", ph_domains(PH_DOMAINS0, domain=tv[0], focus="domain")),
        ("fill('58', 'Living room TV phoning home')", ph_domains(PH_DOMAINS0, domain=tv[0], comment=tv[2], focus="comment")),
        ("click('61')", ph_domains(e1, alert="Added telemetry.smarttv-metrics.net")),
        ("fill('56', 'metrics.roku-analytics.io')", ph_domains(PH_DOMAINS0, domain=roku[0], focus="domain")),
        ("click('61')", ph_domains(PH_DOMAINS0 + [roku], alert="Added metrics.roku-analytics.io")),
        ("click('26')", ph_dashboard(d1)),
    ]
    rs.add(task="web", tid="h38-web-06", system=SYSTEM, turns=turns, state=ph_dashboard(d0), bad=True, turn=5,
           kind="the blacklist entry added two turns earlier is gone from the domain list")


MD_STUDENTS = [  # last, first, email, A1, A2, Q1
    ("Haddad", "Farid", "f.haddad@student.northfield.edu", 90, 85, 18),
    ("Liu", "Ben", "b.liu@student.northfield.edu", 74, 81, 15),
    ("Mendes", "Carla", "c.mendes@student.northfield.edu", 95, 90, 19),
    ("Novak", "Daniel", "d.novak@student.northfield.edu", 61, 70, 12),
    ("Okafor", "Amara", "a.okafor@student.northfield.edu", 88, 92, 17),
    ("Yıldız", "Elif", "e.yildiz@student.northfield.edu", 83, 77, 16),
]
MD_ITEMS = ["Assignment 1: Cell structure lab", "Assignment 2: Membrane transport", "Quiz 1: Organelles",
            "Assignment 3: Mitosis lab report"]


def md_chrome(edit: bool) -> list[str]:
    return [
        T(0, "[10] navigation 'Site navigation'"),
        T(1, "[11] link 'Northfield Moodle'"),
        T(1, "[12] link 'Home'"),
        T(1, "[13] link 'Dashboard'"),
        T(1, "[14] link 'My courses'"),
        T(1, "[15] link 'Site administration'"),
        T(1, "[16] button 'Notification window'"),
        T(1, "[17] button 'Toggle messaging drawer'"),
        T(1, "[18] button 'User menu'"),
        T(1, f"[19] checkbox 'Edit mode', checked={chk(edit)}"),
        T(0, "[25] heading 'BIO 204: Cell Biology (Spring 2024)'"),
        T(0, "[26] navigation 'Course'"),
        T(1, "[27] link 'Course'"),
        T(1, "[28] link 'Settings'"),
        T(1, "[29] link 'Participants'"),
        T(1, "[30] link 'Grades', focused"),
        T(1, "[31] link 'Reports'"),
        T(1, "[32] button 'More'"),
    ]


def md_grader(a3: dict[str, int], *, edit: bool, typed: dict[str, str] | None = None, order: list[str] | None = None,
              sort_menu: bool = False, sorted_desc: bool = False, user_menu: str = "", saved: bool = False) -> str:
    typed = typed or {}
    rows = {s[0]: s for s in MD_STUDENTS}
    order = order or [s[0] for s in MD_STUDENTS]
    out = md_chrome(edit) + [
        T(0, "[40] main ''"),
        T(1, "[41] combobox 'Gradebook navigation' value='Grader report'"),
        T(1, "[42] heading 'Grader report'"),
    ]
    if saved:
        out += [T(1, "[43] alert ''"), T(2, "StaticText 'Changes saved'"), T(2, "[44] button 'Dismiss this notification'")]
    out += [
        T(1, "[45] searchbox 'Search users'"),
        T(1, "[46] button 'All participants'"),
        T(1, "[47] button 'Collapsed columns'"),
        T(1, "StaticText '6 participants found'"),
        T(1, "[50] table 'Grader report'"),
        T(2, "[51] row ''"),
        T(3, "[52] columnheader 'Last name / First name', clickable" + ("" if sorted_desc else ", sort='ascending'")),
        T(3, "[53] columnheader 'Email address'"),
    ]
    for i, it in enumerate(MD_ITEMS):
        out.append(T(3, f"[{54 + i}] columnheader '{it}'"))
    out.append(T(3, "[58] columnheader 'Course total'" + (", sort='descending'" if sorted_desc else "")))
    out.append(T(4, "[59] button 'Course total actions menu', expanded=" + ("True" if sort_menu else "False")))
    if sort_menu:
        out += [T(4, "[600] menu ''"), T(5, "[601] menuitem 'Ascending'"), T(5, "[602] menuitem 'Descending'"),
                T(5, "[603] menuitem 'Collapse'"), T(5, "[604] menuitem 'Show totals if contain hidden items'")]
    for last in order:
        _, first, email, g1, g2, g3 = rows[last]
        k = [s[0] for s in MD_STUDENTS].index(last)
        b = 100 + k * 20
        got = a3.get(last)
        total = g1 + g2 + g3 + (got or 0)
        out += [T(2, f"[{b}] row ''"), T(3, f"[{b + 1}] link '{first} {last}'"),
                T(3, f"[{b + 2}] button 'Actions for {first} {last}', expanded=" + ("True" if user_menu == last else "False"))]
        if user_menu == last:
            out += [T(3, "[700] menu ''"), T(4, "[701] menuitem 'Grade analysis'"), T(4, "[702] menuitem 'Single view for this user'"),
                    T(4, "[703] menuitem 'User report'"), T(4, "[704] menuitem 'Profile'")]
        out.append(T(3, f"[{b + 3}] cell '{email}'"))
        for j, g in enumerate([g1, g2, g3]):
            if edit:
                out.append(T(3, f"[{b + 4 + j}] textbox 'Grade for {MD_ITEMS[j]} for {first} {last}' value='{g:.2f}'"))
            else:
                out.append(T(3, f"[{b + 4 + j}] cell '{g:.2f}'"))
        if edit:
            val = typed.get(last, f"{got:.2f}" if got is not None else "")
            out.append(T(3, f"[{b + 7}] textbox 'Grade for {MD_ITEMS[3]} for {first} {last}'" + (f" value='{val}'" if val else "")
                         + (", focused" if last in typed and last == list(typed)[-1] else "")))
        else:
            out.append(T(3, f"[{b + 7}] cell '{got:.2f}'" if got is not None else f"[{b + 7}] cell '-'"))
        out.append(T(3, f"[{b + 8}] cell '{total:.2f}'"))
    n = len(MD_STUDENTS)
    av = [sum(s[3 + j] for s in MD_STUDENTS) / n for j in range(3)]
    a3v = list(a3.values())
    tot = sum(s[3] + s[4] + s[5] + (a3.get(s[0]) or 0) for s in MD_STUDENTS) / n
    out += [T(2, "[300] row ''"), T(3, "[301] rowheader 'Overall average'"), T(3, "[302] cell ''")]
    out += [T(3, f"[{303 + j}] cell '{av[j]:.2f}'") for j in range(3)]
    out += [T(3, "[306] cell '" + (f"{sum(a3v) / len(a3v):.2f}" if a3v else "-") + "'"), T(3, f"[307] cell '{tot:.2f}'")]
    if edit:
        out.append(T(1, "[320] button 'Save changes'"))
    return axtree("BIO 204: Cell Biology (Spring 2024): View: Grader report | Northfield Moodle", out,
                  "https://learn.northfield.edu/grade/report/grader/index.php?id=418")


def md_user_report() -> str:
    rows = [(MD_ITEMS[0], "31.25 %", "95.00", "0–100", "95.00 %", "29.69 %"),
            (MD_ITEMS[1], "31.25 %", "90.00", "0–100", "90.00 %", "28.13 %"),
            (MD_ITEMS[2], "6.25 %", "19.00", "0–20", "95.00 %", "5.94 %"),
            (MD_ITEMS[3], "31.25 %", "91.00", "0–100", "91.00 %", "28.44 %"),
            ("Course total", "-", "295.00", "0–320", "92.19 %", "-")]
    out = md_chrome(False) + [
        T(0, "[40] main ''"),
        T(1, "[41] combobox 'Gradebook navigation' value='User report'"),
        T(1, "[42] heading 'User report'"),
        T(1, "[45] button 'Carla Mendes'"),
        T(1, "[46] button 'Previous user Ben Liu'"),
        T(1, "[47] button 'Next user Daniel Novak'"),
        T(1, "[48] combobox 'View report as' value='Myself'"),
        T(1, "[50] heading 'Carla Mendes'"),
        T(1, "[51] table 'User report'"),
        T(2, "[52] row ''"),
    ]
    for j, h in enumerate(["Grade item", "Calculated weight", "Grade", "Range", "Percentage", "Feedback", "Contribution to course total"]):
        out.append(T(3, f"[{53 + j}] columnheader '{h}'"))
    out += [T(2, "[61] row ''"), T(3, "[62] rowheader 'BIO 204: Cell Biology (Spring 2024)'")]
    for i, (item, w, g, r, p, c) in enumerate(rows):
        b = 70 + i * 8
        out += [T(2, f"[{b}] row ''"), T(3, f"[{b + 1}] rowheader '{item}'"), T(3, f"[{b + 2}] cell '{w}'"), T(3, f"[{b + 3}] cell '{g}'"),
                T(3, f"[{b + 4}] cell '{r}'"), T(3, f"[{b + 5}] cell '{p}'"), T(3, f"[{b + 6}] cell ''"), T(3, f"[{b + 7}] cell '{c}'")]
    return axtree("BIO 204: Cell Biology (Spring 2024): User report | Northfield Moodle", out,
                  "https://learn.northfield.edu/grade/report/user/index.php?id=418&userid=2291")


# Moodle gradebook: clean
def t07(rs: RowSet) -> None:
    done = {"Liu": 72, "Mendes": 91, "Okafor": 84}
    desc = ["Mendes", "Okafor", "Liu", "Haddad", "Yıldız", "Novak"]
    turns = [
        ("click('19')", md_grader({}, edit=True)),
        ("fill('187', '84')", md_grader({}, edit=True, typed={"Okafor": "84"})),
        ("fill('127', '72')", md_grader({}, edit=True, typed={"Okafor": "84", "Liu": "72"})),
        ("fill('147', '91')", md_grader({}, edit=True, typed={"Okafor": "84", "Liu": "72", "Mendes": "91"})),
        ("click('320')", md_grader(done, edit=True, saved=True)),
        ("click('19')", md_grader(done, edit=False)),
        ("click('59')", md_grader(done, edit=False, sort_menu=True)),
        ("click('602')", md_grader(done, edit=False, order=desc, sorted_desc=True)),
        ("click('142')", md_grader(done, edit=False, order=desc, sorted_desc=True, user_menu="Mendes")),
        ("click('703')", md_user_report()),
    ]
    rs.add(task="web", tid="h38-web-07", system=SYSTEM, turns=turns, state=md_grader({}, edit=False))


SL_VARIANTS = [("S", "MT-S", 87, 4), ("M", "MT-M", 118, 6), ("L", "MT-L", 96, 3), ("XL", "MT-XL", 41, 0)]


def sl_chrome() -> list[str]:
    return [
        T(0, "[10] navigation ''"),
        T(1, "[11] link 'Saleor Dashboard'"),
        T(1, "[12] link 'Home'"),
        T(1, "[13] button 'Catalog', expanded=True"),
        T(2, "[14] link 'Products', focused"),
        T(2, "[15] link 'Categories'"),
        T(2, "[16] link 'Collections'"),
        T(2, "[17] link 'Gift Cards'"),
        T(1, "[18] link 'Orders'"),
        T(1, "[19] link 'Customers'"),
        T(1, "[20] link 'Discounts'"),
        T(1, "[21] link 'Content'"),
        T(1, "[22] link 'Translations'"),
        T(1, "[23] link 'Apps'"),
        T(1, "[24] link 'Configuration'"),
        T(1, "[25] button 'nora.quist@northloom.co'"),
    ]


def sl_list(query: str) -> str:
    allp = [("Monospace Tee", "Top (clothing)", "Heavyweight cotton tee with a small chest logo.", "Published in 2 channels", "$24.00 - $26.00", "May 2, 2024"),
            ("Monospace Hoodie", "Top (clothing)", "Brushed-back fleece hoodie, relaxed fit.", "Published in 2 channels", "$54.00", "Apr 28, 2024"),
            ("Gridline Cap", "Accessory", "Six-panel cap with embroidered grid.", "Published in 1 channel", "$19.00", "Apr 22, 2024"),
            ("Serif Crew Socks (3-pack)", "Accessory", "Combed cotton socks, ribbed cuff.", "Published in 2 channels", "$14.00", "Apr 19, 2024"),
            ("Kerning Tote", "Accessory", "12 oz canvas tote, inside pocket.", "Published in 2 channels", "$22.00", "Apr 11, 2024"),
            ("Baseline Longsleeve", "Top (clothing)", "Midweight longsleeve, ribbed cuffs.", "Unpublished", "$32.00", "Apr 3, 2024"),
            ("Ligature Beanie", "Accessory", "Merino blend beanie.", "Published in 1 channel", "$24.00", "Mar 27, 2024"),
            ("Em Dash Notebook", "Stationery", "A5 dot-grid notebook, 120 pages.", "Published in 2 channels", "$12.00", "Mar 14, 2024")]
    rows = [p for p in allp if query.lower() in p[0].lower()] if query else allp
    out = sl_chrome() + [
        T(0, "[40] main ''"),
        T(1, "[41] heading 'Products'"),
        T(1, "[42] button 'Export'"),
        T(1, "[43] button 'Create product'"),
        T(1, "[44] button 'Filters'"),
        T(1, "[45] searchbox 'Search Products...'" + (f" value='{query}', focused" if query else "")),
        T(1, "[46] button 'Switch view', expanded=False"),
        T(1, "[50] table ''"),
        T(2, "[51] row ''"),
    ]
    for j, h in enumerate(["Name", "Type", "Description", "Availability", "Price", "Last updated"]):
        out.append(T(3, f"[{52 + j}] columnheader '{h}'"))
    for i, r in enumerate(rows):
        b = 60 + i * 7
        out.append(T(2, f"[{b}] row ''"))
        out += [T(3, f"[{b + 1 + j}] gridcell '{c}'") for j, c in enumerate(r)]
    out += [T(1, "StaticText 'Number of rows'"), T(1, "[120] combobox 'Number of rows' value='20'"),
            T(1, "[121] button 'Previous', disabled=True"), T(1, "[122] button 'Next', disabled=True")]
    url = "https://dashboard.northloom.co/products/" + (f"?query={query}" if query else "")
    return axtree("Products | Saleor Dashboard", out, url)


def sl_product(prices: dict[str, str]) -> str:
    out = sl_chrome() + [
        T(0, "[40] main ''"),
        T(1, "[41] link 'Products'"),
        T(1, "[42] heading 'Monospace Tee'"),
        T(1, "[43] button 'Open in new tab'"),
        T(1, "[45] region 'General Information'"),
        T(2, "[46] textbox 'Name' value='Monospace Tee'"),
        T(2, "StaticText 'Description'"),
        T(2, "StaticText 'Heavyweight 240 gsm cotton tee with a small embroidered chest logo. Boxy fit, dropped shoulders.'"),
        T(1, "[48] region 'Media'"),
        T(2, "[49] button 'Upload'"),
        T(2, "[50] img 'monospace-tee-front.jpg'"),
        T(2, "[51] img 'monospace-tee-back.jpg'"),
        T(1, "[53] region 'Attributes'"),
        T(2, "StaticText 'Material'"), T(2, "[54] combobox 'Material' value='Cotton'"),
        T(2, "StaticText 'Color'"), T(2, "[55] combobox 'Color' value='Ink Black'"),
        T(1, "[60] region 'Variants'"),
        T(2, "[61] button 'Add variant'"),
        T(2, "[62] table ''"),
        T(3, "[63] row ''"),
        T(4, "[64] columnheader 'Variant name'"), T(4, "[65] columnheader 'SKU'"), T(4, "[66] columnheader 'Size'"),
        T(4, "[67] columnheader 'Default Channel'"), T(4, "[68] columnheader 'Channel-PLN'"), T(4, "[69] columnheader 'Main Warehouse'"),
    ]
    pln = {"S": "99.00", "M": "99.00", "L": "99.00", "XL": "109.00"}
    for i, (name, sku, qty, _alloc) in enumerate(SL_VARIANTS):
        b = 70 + i * 8
        out += [T(3, f"[{b}] row ''"), T(4, f"[{b + 1}] gridcell '{name}'"), T(4, f"[{b + 2}] gridcell '{sku}'"), T(4, f"[{b + 3}] gridcell '{name}'"),
                T(4, f"[{b + 4}] gridcell '{prices[name]}'"), T(4, f"[{b + 5}] gridcell '{pln[name]}'"), T(4, f"[{b + 6}] gridcell '{qty}'")]
    out += [
        T(1, "[110] region 'Search Engine Preview'"),
        T(2, "StaticText 'Monospace Tee - Northloom'"),
        T(1, "[115] region 'Organize Product'"),
        T(2, "StaticText 'Product type'"), T(2, "[116] link 'Top (clothing)'"),
        T(2, "[117] combobox 'Category' value='Apparel / T-shirts'"),
        T(2, "[118] combobox 'Collections' value='Summer Picks'"),
        T(1, "[120] region 'Availability'"),
        T(2, "StaticText 'In 2 out of 2 channels'"),
        T(2, "[121] button 'Manage'"),
        T(2, "StaticText 'Default Channel'"), T(2, "StaticText 'Published since May 2, 2024'"),
        T(2, "StaticText 'Channel-PLN'"), T(2, "StaticText 'Published since May 2, 2024'"),
        T(1, "[130] button 'Delete'"),
        T(1, "[131] button 'Save', disabled=True"),
    ]
    return axtree("Monospace Tee | Products | Saleor Dashboard", out,
                  "https://dashboard.northloom.co/products/UHJvZHVjdDoxNTc=")


def sl_variant(name: str, *, price: str, cost: str, typed: bool = False, saved: bool = False) -> str:
    v = {x[0]: x for x in SL_VARIANTS}[name]
    ids = {"S": "UHJvZHVjdFZhcmlhbnQ6NDEx", "M": "UHJvZHVjdFZhcmlhbnQ6NDEy", "L": "UHJvZHVjdFZhcmlhbnQ6NDEz", "XL": "UHJvZHVjdFZhcmlhbnQ6NDE0"}
    pln = "109.00" if name == "XL" else "99.00"
    out = sl_chrome() + [
        T(0, "[40] main ''"),
        T(1, "[41] link 'Monospace Tee'"),
        T(1, f"[42] heading '{name}'"),
    ]
    if saved:
        out += [T(1, "[43] alert ''"), T(2, "StaticText 'Saved changes'"), T(2, "[44] button 'Close'")]
    out += [
        T(1, "[45] region 'Variants'"),
    ]
    for i, (n, *_r) in enumerate(SL_VARIANTS):
        out.append(T(2, f"[{46 + i}] link '{n}'" + (", selected=True" if n == name else "")))
    out += [
        T(2, "[50] button 'Add variant'"),
        T(1, "[52] region 'General Information'"),
        T(2, f"[53] textbox 'Variant Name' value='{name}'"),
        T(1, "[55] region 'Variant Selection Attributes'"),
        T(2, f"[56] combobox 'Size' value='{name}'"),
        T(1, "[58] region 'Pricing'"),
        T(2, "StaticText 'Channels that don’t have assigned prices will use their parent channel to define the price.'"),
        T(2, "[59] table ''"),
        T(3, "[60] row ''"), T(4, "[61] columnheader 'Channel name'"), T(4, "[62] columnheader 'Selling price'"), T(4, "[63] columnheader 'Cost price'"),
        T(3, "[64] row ''"), T(4, "[65] cell 'Default Channel'"),
        T(4, f"[66] spinbutton 'Price' value='{price}'" + (", focused" if typed else "")), T(5, "StaticText 'USD'"),
        T(4, f"[67] spinbutton 'Cost price' value='{cost}'"), T(5, "StaticText 'USD'"),
        T(3, "[68] row ''"), T(4, "[69] cell 'Channel-PLN'"),
        T(4, f"[70] spinbutton 'Price' value='{pln}'"), T(5, "StaticText 'PLN'"),
        T(4, "[71] spinbutton 'Cost price' value='38.00'"), T(5, "StaticText 'PLN'"),
        T(1, "[75] region 'Shipping'"),
        T(2, "[76] spinbutton 'Weight' value='0.21'"), T(3, "StaticText 'kg'"),
        T(1, "[80] region 'Inventory'"),
        T(2, f"[81] textbox 'SKU (Stock Keeping Unit)' value='{v[1]}'"),
        T(2, "[82] checkbox 'Track Inventory', checked='true'"),
        T(2, "[83] checkbox 'Checkout limits', checked='false'"),
        T(2, "[84] table ''"),
        T(3, "[85] row ''"), T(4, "[86] columnheader 'Warehouse Name'"), T(4, "[87] columnheader 'Allocated'"), T(4, "[88] columnheader 'Quantity'"),
        T(3, "[89] row ''"), T(4, "[90] cell 'Main Warehouse'"), T(4, f"[91] cell '{v[3]}'"), T(4, f"[92] spinbutton 'Quantity' value='{v[2]}'"),
        T(2, "[94] button 'Assign Warehouse'"),
        T(1, "[96] region 'Availability'"),
        T(2, "StaticText 'Available in 2 out of 2 channels'"),
        T(1, "[100] button 'Delete'"),
        T(1, "[101] button 'Save'" + ("" if typed else ", disabled=True")),
    ]
    return axtree(f"{name} | Monospace Tee | Saleor Dashboard", out,
                  f"https://dashboard.northloom.co/products/UHJvZHVjdDoxNTc=/variant/{ids[name]}")


# Saleor dashboard: bad
def t08(rs: RowSet) -> None:
    p0 = {"S": "24.00", "M": "24.00", "L": "24.00", "XL": "26.00"}
    turns = [
        ("fill('45', 'Monospace')", sl_list("Monospace")),
        ("click('61')", sl_product(p0)),
        ("click('79')", sl_variant("M", price="24.00", cost="9.40")),
        ("fill('66', '27.50')", sl_variant("M", price="27.50", cost="9.40", typed=True)),
        ("click('101')", sl_variant("M", price="27.50", cost="9.40", saved=True)),
        ("click('41')", sl_product(p0)),
        ("click('87')", sl_variant("L", price="24.00", cost="9.40")),
        ("fill('66', '27.50')", sl_variant("L", price="27.50", cost="9.40", typed=True)),
        ("click('101')", sl_variant("L", price="27.50", cost="9.40", saved=True)),
    ]
    rs.add(task="web", tid="h38-web-08", system=SYSTEM, turns=turns, state=sl_list(""), bad=True, turn=6,
           kind="variant price saved as 27.50 shows the old 24.00 in the product's variant table")


def dc_sidebar(fr: str, active: str = "") -> list[str]:
    return [
        T(0, "[10] banner ''"),
        T(1, "[11] link 'Fieldnote Community'"),
        T(1, "[12] button 'Search'"),
        T(1, "[13] button 'Chat'"),
        T(1, "[14] button 'wren (admin)'"),
        T(0, "[20] navigation 'Sidebar'"),
        T(1, "[21] link 'Topics'"),
        T(1, "[22] link 'My Posts'"),
        T(1, "[23] link 'Review 3 pending'"),
        T(1, "[24] link 'Admin'"),
        T(1, "[25] button 'More'"),
        T(1, "[26] button 'Categories', expanded=True"),
        T(2, "[27] link 'General'"),
        T(2, f"[28] link '{fr}'" + (", focused" if active == "fr" else "")),
        T(2, "[29] link 'Support'"),
        T(2, "[30] link 'Announcements'"),
        T(2, "[31] link 'All categories'" + (", focused" if active == "all" else "")),
        T(1, "[32] button 'Messages', expanded=True"),
        T(2, "[33] link 'Inbox'"),
        T(1, "[34] button 'Tags', expanded=True"),
        T(2, "[35] link 'sso'"),
        T(2, "[36] link 'api'"),
        T(2, "[37] link 'mobile'"),
        T(2, "[38] link 'All tags'"),
    ]


def dc_categories(fr: str, ages: list[str]) -> str:
    cats = [
        ("General", "Discussion about anything related to Fieldnote.", "4 / week", "1.2k", [("Field sync stuck on ‘pending’ after update", ages[0]), ("How do you organise shared notebooks?", ages[1])]),
        (fr, "Suggest and vote on new features. Search first, then add your vote.", "9 / week", "418", [("Offline mode for the Android app", ages[2]), ("Bulk export notes as Markdown", ages[3])]),
        ("Support", "Having trouble? Ask here and the team or community will help.", "17 / week", "2.6k", [("SSO login loops back to the sign-in page", ages[4]), ("Attachment upload fails over 25 MB", ages[5])]),
        ("Announcements", "Release notes and news from the Fieldnote team.", "1 / month", "63", [("Fieldnote 5.2 release notes", "3d")]),
        ("Integrations", "Zapier, API and webhook questions.", "3 / week", "287", [("Webhook signature header changed?", ages[6])]),
        ("Site Feedback", "Discussion about this site, its organization, how it works, and how we can improve it.", "1 / month", "24", [("Dark mode contrast on code blocks", "6d")]),
    ]
    out = dc_sidebar(fr, "all") + [
        T(0, "[50] main ''"),
        T(1, "[51] navigation 'Topic list navigation'"),
        T(2, "[52] button 'all categories', hasPopup='listbox'"),
        T(2, "[53] button 'tags', hasPopup='listbox'"),
        T(2, "[54] link 'Categories', focused"),
        T(2, "[55] link 'Latest'"),
        T(2, "[56] link 'Top'"),
        T(2, "[57] link 'Unread (2)'"),
        T(2, "[58] button 'New Category'"),
        T(2, "[59] button 'New Topic'"),
        T(1, "[60] table ''"),
        T(2, "[61] row ''"),
        T(3, "[62] columnheader 'Category'"),
        T(3, "[63] columnheader 'Topics'"),
        T(3, "[64] columnheader 'Latest'"),
    ]
    for i, (name, desc, rate, total, latest) in enumerate(cats):
        b = 100 + i * 12
        out += [T(2, f"[{b}] row ''"), T(3, f"[{b + 1}] link '{name}'"), T(3, f"StaticText '{desc}'"),
                T(3, f"StaticText '{rate}'"), T(3, f"StaticText '{total} topics'")]
        for j, (title, age) in enumerate(latest):
            out += [T(3, f"[{b + 3 + j * 2}] link '{title}'"), T(3, f"StaticText '{age}'")]
    return axtree("Fieldnote Community", out, "https://community.fieldnote.app/categories")


def dc_topics() -> str:
    topics = [
        ("About the Feature Requests category", "Pinned", "4", "1.9k", "Jan 2023"),
        ("Offline mode for the Android app", "", "87", "6.4k", "5m"),
        ("Bulk export notes as Markdown", "", "32", "2.1k", "40m"),
        ("Keyboard shortcut to toggle checklists", "", "11", "604", "2h"),
        ("Calendar view for dated notes", "", "46", "3.3k", "5h"),
        ("Per-notebook default templates", "", "9", "412", "11h"),
        ("Allow custom fonts in exports", "", "5", "287", "1d"),
        ("Two-way sync with Google Tasks", "", "58", "4.8k", "2d"),
        ("Nested tags", "", "73", "5.5k", "3d"),
        ("Show word count in the status bar", "", "14", "730", "4d"),
    ]
    out = dc_sidebar("Feature Requests", "fr") + [
        T(0, "[50] main ''"),
        T(1, "[51] heading 'Feature Requests'"),
        T(1, "StaticText 'Suggest and vote on new features. Search first, then add your vote.'"),
        T(1, "[52] navigation 'Topic list navigation'"),
        T(2, "[53] button 'Feature Requests', hasPopup='listbox'"),
        T(2, "[54] button 'all tags', hasPopup='listbox'"),
        T(2, "[55] link 'Latest', focused"),
        T(2, "[56] link 'Top'"),
        T(2, "[57] button 'Edit Category'"),
        T(2, "[58] button 'Notifications: Normal'"),
        T(2, "[59] button 'New Topic'"),
        T(1, "[60] table ''"),
        T(2, "[61] row ''"),
        T(3, "[62] columnheader 'Topic'"), T(3, "[63] columnheader 'Replies'"), T(3, "[64] columnheader 'Views'"), T(3, "[65] columnheader 'Activity'"),
    ]
    for i, (title, pin, rep, views, act) in enumerate(topics):
        b = 100 + i * 6
        out += [T(2, f"[{b}] row ''"), T(3, f"[{b + 1}] link '{title}'")]
        if pin:
            out.append(T(3, f"StaticText '{pin}'"))
        out += [T(3, f"[{b + 2}] cell '{rep}'"), T(3, f"[{b + 3}] cell '{views}'"), T(3, f"[{b + 4}] link '{act}'")]
    return axtree("Feature Requests - Fieldnote Community", out, "https://community.fieldnote.app/c/feature-requests/14")


def dc_edit(name: str, slug: str, *, saved_name: str, saved_slug: str, focus: str = "") -> str:
    out = dc_sidebar(saved_name, "fr") + [
        T(0, "[50] main ''"),
        T(1, "[51] navigation 'Breadcrumbs'"),
        T(2, "[52] link 'Categories'"),
        T(2, f"StaticText '{saved_name}'"),
        T(1, f"[54] heading 'Edit {saved_name} category'"),
        T(1, "[55] link 'Back to category'"),
        T(1, "[56] tablist ''"),
    ]
    for i, t in enumerate(["General", "Security", "Settings", "Images", "Topic Template", "Tags", "Localizations"]):
        out.append(T(2, f"[{57 + i}] tab '{t}', selected={'True' if t == 'General' else 'False'}"))
    out += [
        T(1, "StaticText 'Category Name'"),
        T(1, f"[70] textbox 'Category Name' value='{name}'" + (", focused" if focus == "name" else "")),
        T(1, "StaticText 'Category Slug'"),
        T(1, f"[72] textbox 'Category Slug' value='{slug}'" + (", focused" if focus == "slug" else "")),
        T(1, "StaticText 'Parent Category'"),
        T(1, "[74] combobox 'Parent Category' value='(no category)'"),
        T(1, "StaticText 'Description'"),
        T(1, "StaticText 'Suggest and vote on new features. Search first, then add your vote.'"),
        T(1, "[76] link 'Edit Description'"),
        T(1, "StaticText 'Badge style'"),
        T(1, "[77] radio 'Square', checked='true'"),
        T(1, "[78] radio 'Emoji', checked='false'"),
        T(1, "[79] radio 'Icon', checked='false'"),
        T(1, "StaticText 'Background color'"),
        T(1, "[80] textbox 'Background color' value='F7941D'"),
        T(1, "StaticText 'Text color'"),
        T(1, "[81] textbox 'Text color' value='FFFFFF'"),
        T(1, "[84] button 'Save Category'"),
        T(1, "[85] button 'Delete Category'"),
    ]
    return axtree(f"Edit {saved_name} category - Fieldnote Community", out,
                  f"https://community.fieldnote.app/c/{saved_slug}/edit/general")


# Discourse admin: clean
def t09(rs: RowSet) -> None:
    ages0 = ["2m", "41m", "4m", "38m", "12m", "1h", "5h"]
    ages1 = ["3m", "42m", "5m", "39m", "13m", "1h", "5h"]
    ages2 = ["6m", "45m", "8m", "42m", "16m", "1h", "5h"]
    turns = [
        ("click('31')", dc_categories("Feature Requests", ages1)),
        ("click('113')", dc_topics()),
        ("click('57')", dc_edit("Feature Requests", "feature-requests", saved_name="Feature Requests", saved_slug="feature-requests")),
        ("fill('70', 'Ideas & Feedback')", dc_edit("Ideas & Feedback", "feature-requests", saved_name="Feature Requests", saved_slug="feature-requests", focus="name")),
        ("fill('72', 'ideas-feedback')", dc_edit("Ideas & Feedback", "ideas-feedback", saved_name="Feature Requests", saved_slug="feature-requests", focus="slug")),
        ("click('84')", dc_edit("Ideas & Feedback", "ideas-feedback", saved_name="Ideas & Feedback", saved_slug="ideas-feedback")),
        ("click('31')", dc_categories("Ideas & Feedback", ages2)),
    ]
    home = dc_sidebar("Feature Requests") + [
        T(0, "[50] main ''"),
        T(1, "[51] navigation 'Topic list navigation'"),
        T(2, "[52] button 'all categories', hasPopup='listbox'"),
        T(2, "[53] button 'tags', hasPopup='listbox'"),
        T(2, "[54] link 'Categories'"),
        T(2, "[55] link 'Latest', focused"),
        T(2, "[56] link 'Top'"),
        T(2, "[57] link 'Unread (2)'"),
        T(2, "[59] button 'New Topic'"),
        T(1, "[60] table ''"),
        T(2, "[61] row ''"),
        T(3, "[62] columnheader 'Topic'"), T(3, "[63] columnheader 'Replies'"), T(3, "[64] columnheader 'Views'"), T(3, "[65] columnheader 'Activity'"),
        T(2, "[100] row ''"), T(3, "[101] link 'Field sync stuck on ‘pending’ after update'"), T(3, "StaticText 'General'"), T(3, "[102] cell '6'"), T(3, "[103] cell '211'"), T(3, f"[104] link '{ages0[0]}'"),
        T(2, "[106] row ''"), T(3, "[107] link 'Offline mode for the Android app'"), T(3, "StaticText 'Feature Requests'"), T(3, "[108] cell '87'"), T(3, "[109] cell '6.4k'"), T(3, f"[110] link '{ages0[2]}'"),
        T(2, "[112] row ''"), T(3, "[113] link 'SSO login loops back to the sign-in page'"), T(3, "StaticText 'Support'"), T(3, "[114] cell '14'"), T(3, "[115] cell '392'"), T(3, f"[116] link '{ages0[4]}'"),
        T(2, "[118] row ''"), T(3, "[119] link 'Bulk export notes as Markdown'"), T(3, "StaticText 'Feature Requests'"), T(3, "[120] cell '32'"), T(3, "[121] cell '2.1k'"), T(3, f"[122] link '{ages0[3]}'"),
        T(2, "[124] row ''"), T(3, "[125] link 'How do you organise shared notebooks?'"), T(3, "StaticText 'General'"), T(3, "[126] cell '19'"), T(3, "[127] cell '877'"), T(3, f"[128] link '{ages0[1]}'"),
        T(2, "[130] row ''"), T(3, "[131] link 'Attachment upload fails over 25 MB'"), T(3, "StaticText 'Support'"), T(3, "[132] cell '3'"), T(3, "[133] cell '96'"), T(3, f"[134] link '{ages0[5]}'"),
        T(2, "[136] row ''"), T(3, "[137] link 'Webhook signature header changed?'"), T(3, "StaticText 'Integrations'"), T(3, "[138] cell '2'"), T(3, "[139] cell '71'"), T(3, f"[140] link '{ages0[6]}'"),
    ]
    rs.add(task="web", tid="h38-web-09", system=SYSTEM, turns=turns,
           state=axtree("Fieldnote Community", home, "https://community.fieldnote.app/latest"))


CC_BOOKINGS = {
    "pavel": ("Mon, 20 May", "2:00pm - 2:30pm", "Intro Call between Ines Carvalho and Pavel Horák", "“Pricing questions for a team of 12”", "You and Pavel Horák", "Zoom"),
    "marta": ("Tue, 21 May", "10:00am - 10:30am", "Intro Call between Ines Carvalho and Marta Jansen", "“Looking to discuss onboarding for our studio”", "You and Marta Jansen", "Google Meet"),
    "aoife": ("Tue, 21 May", "4:00pm - 5:00pm", "Portfolio Review between Ines Carvalho and Aoife Byrne", "“Second round, bringing the mobile case study”", "You and Aoife Byrne", "Cal Video"),
    "kenji": ("Wed, 22 May", "3:00pm - 4:00pm", "Portfolio Review between Ines Carvalho and Kenji Ito", "“Would love feedback on my service design work”", "You and Kenji Ito", "Cal Video"),
    "lucas": ("Thu, 23 May", "9:30am - 10:00am", "Intro Call between Ines Carvalho and Lucas Ferreira", "“Referral from Aoife”", "You and Lucas Ferreira", "Google Meet"),
    "naledi": ("Fri, 24 May", "11:00am - 12:00pm", "Strategy Workshop between Ines Carvalho and Naledi Dube", "“Q3 roadmap session”", "You, Naledi Dube and 2 more", "Rua Augusta 112, Lisboa"),
    "tom": ("Wed, 15 May", "1:00pm - 1:30pm", "Intro Call between Ines Carvalho and Tom Becker", "“Cancelled: travelling that week”", "You and Tom Becker", "Google Meet"),
    "sara": ("Thu, 16 May", "10:00am - 11:00am", "Portfolio Review between Ines Carvalho and Sara Lindgren", "“Follow-up on the healthcare project”", "You and Sara Lindgren", "Cal Video"),
    "omar": ("Thu, 16 May", "3:30pm - 4:00pm", "Intro Call between Ines Carvalho and Omar Saleh", "“Exploring a retainer”", "You and Omar Saleh", "Zoom"),
    "julia": ("Tue, 14 May", "9:00am - 10:00am", "Strategy Workshop between Ines Carvalho and Julia Wrona", "“Workshop prep”", "You, Julia Wrona and 1 more", "Cal Video"),
}
CC_BIDS = {"pavel": 200, "marta": 220, "aoife": 240, "kenji": 260, "lucas": 280, "naledi": 300, "tom": 320, "sara": 340, "omar": 360, "julia": 380}


def cc_page(tab: str, items: list[tuple[str, str]], *, toast: str = "", dialog: str | None = None) -> str:
    tabs = ["Upcoming", "Unconfirmed", "Recurring", "Past", "Cancelled"]
    out = [
        T(0, "[10] navigation ''"),
        T(1, "[11] button 'Ines Carvalho'"),
        T(1, "[12] link 'Event Types'"),
        T(1, "[13] link 'Bookings', focused"),
        T(1, "[14] link 'Availability'"),
        T(1, "[15] link 'Apps'"),
        T(1, "[16] link 'Routing Forms'"),
        T(1, "[17] link 'Workflows'"),
        T(1, "[18] link 'Insights'"),
        T(1, "[19] link 'View public page'"),
        T(1, "[20] link 'Copy public page link'"),
        T(1, "[21] link 'Settings'"),
        T(0, "[40] main ''"),
        T(1, "[41] heading 'Bookings'"),
        T(1, "StaticText 'See upcoming and past events booked through your event type links.'"),
        T(1, "[42] navigation ''"),
    ]
    for i, t in enumerate(tabs):
        out.append(T(2, f"[{43 + i}] link '{t}'" + (", focused" if t == tab else "")))
    out += [T(1, "[50] button 'Filter'"), T(1, "[52] table ''")]
    if tab == "Upcoming":
        out += [T(2, "[53] row ''"), T(3, "StaticText 'Next'")]
    for key, status in items:
        date, time, title, desc, who, loc = CC_BOOKINGS[key]
        b = CC_BIDS[key]
        out += [T(2, f"[{b}] row ''"), T(3, f"StaticText '{date}'"), T(3, f"StaticText '{time}'")]
        if status in ("Unconfirmed", "Rejected", "Cancelled"):
            out.append(T(3, f"StaticText '{status}'"))
        out += [T(3, f"[{b + 1}] link '{title}'"), T(3, f"StaticText '{desc}'"), T(3, f"StaticText '{who}'")]
        if loc.startswith("Rua"):
            out.append(T(3, f"StaticText '{loc}'"))
        elif status not in ("Rejected", "Cancelled", "Past"):
            out.append(T(3, f"[{b + 2}] link 'Join {loc}'"))
        if status == "Unconfirmed":
            out += [T(3, f"[{b + 3}] button 'Reject'"), T(3, f"[{b + 4}] button 'Confirm'")]
        elif status == "Confirmed":
            out += [T(3, f"[{b + 3}] button 'Cancel'"), T(3, f"[{b + 4}] button 'Edit', hasPopup='menu'")]
        elif status == "Past":
            out += [T(3, f"[{b + 3}] button 'Edit', hasPopup='menu'")]
    out.append(T(1, "StaticText 'No more results'"))
    if toast:
        out += [T(0, "[900] status ''"), T(1, f"StaticText '{toast}'")]
    if dialog is not None:
        out += [
            T(0, "[600] dialog 'Reject the booking request?'"),
            T(1, "[601] heading 'Reject the booking request?'"),
            T(1, "StaticText 'Are you sure you want to reject the booking? We’ll let the person who tried to book know. You can provide a reason below.'"),
            T(1, "StaticText 'Reason for rejecting (optional)'"),
            T(1, "[603] textbox 'Reason for rejecting (optional)'" + (f" value='{dialog}'" if dialog else "") + ", focused"),
            T(1, "[604] button 'Close'"),
            T(1, "[605] button 'Reject the booking'"),
        ]
    return axtree("Bookings | Cal.com", out, f"https://cal.inescarvalho.design/bookings/{tab.lower()}")


# Cal.com bookings: bad
def t10(rs: RowSet) -> None:
    up0 = [("pavel", "Confirmed"), ("marta", "Unconfirmed"), ("aoife", "Confirmed"), ("kenji", "Unconfirmed"),
           ("lucas", "Unconfirmed"), ("naledi", "Confirmed")]
    unc = [("marta", "Unconfirmed"), ("kenji", "Unconfirmed"), ("lucas", "Unconfirmed")]
    reason = "Double-booked that morning, please pick another slot next week."
    turns = [
        ("click('44')", cc_page("Unconfirmed", unc)),
        ("click('224')", cc_page("Unconfirmed", unc[1:], toast="Booking confirmed")),
        ("click('283')", cc_page("Unconfirmed", unc[1:], dialog="")),
        (f"fill('603', '{reason}')", cc_page("Unconfirmed", unc[1:], dialog=reason)),
        ("click('605')", cc_page("Unconfirmed", unc[1:2], toast="Booking rejected")),
        ("click('43')", cc_page("Upcoming", [("pavel", "Confirmed"), ("marta", "Confirmed"), ("aoife", "Confirmed"), ("kenji", "Confirmed"), ("naledi", "Confirmed")])),
        ("click('47')", cc_page("Cancelled", [("lucas", "Rejected"), ("tom", "Cancelled")])),
        ("click('46')", cc_page("Past", [("omar", "Past"), ("sara", "Past"), ("julia", "Past")])),
    ]
    rs.add(task="web", tid="h38-web-10", system=SYSTEM, turns=turns, state=cc_page("Upcoming", up0), bad=True, turn=6,
           kind="a booking request nobody confirmed is listed as confirmed")


PT_ID_WORKER = "3f9c2e71b8d4a5c06e1f2d93b7a8c41e5d6f0b2a9c8e7d1f3a4b5c6d7e8f9a01"
PT_ID_NGINX = "a71d0c5e93f24b6a8d1e7c0f5b2a9d3e6c8f1a4b7d0e3c6f9a2b5d8e1c4f7a0b"
PT_ID_NGINX2 = "e4b82f1c6a9d3e7b0c5f2a8d1e4b7c0a3f6d9e2b5c8a1f4d7e0b3c6a9f2d5e8b"


def pt_chrome() -> list[str]:
    return [
        T(0, "[10] navigation ''"),
        T(1, "[11] link 'Portainer'"),
        T(1, "[12] link 'Home'"),
        T(1, "StaticText 'local'"),
        T(1, "[13] button 'Clear environment'"),
        T(1, "[14] link 'Dashboard'"),
        T(1, "[15] link 'Templates'"),
        T(1, "[16] link 'Stacks'"),
        T(1, "[17] link 'Containers'"),
        T(1, "[18] link 'Images'"),
        T(1, "[19] link 'Networks'"),
        T(1, "[20] link 'Volumes'"),
        T(1, "[21] link 'Events'"),
        T(1, "[22] link 'Host'"),
        T(1, "[23] link 'Settings'"),
        T(0, "[30] banner ''"),
        T(1, "[31] link 'Help'"),
        T(1, "[32] button 'admin'"),
    ]


def pt_list(rows: list[tuple[str, str, str, str, str, str, str]]) -> str:
    out = pt_chrome() + [
        T(0, "[40] main ''"),
        T(1, "[41] heading 'Container list'"),
        T(1, "[42] button 'Refresh'"),
        T(1, "[43] heading 'Containers'"),
        T(1, "[44] searchbox 'Search...'"),
        T(1, "[45] button 'Start', disabled=True"),
        T(1, "[46] button 'Stop', disabled=True"),
        T(1, "[47] button 'Kill', disabled=True"),
        T(1, "[48] button 'Restart', disabled=True"),
        T(1, "[49] button 'Pause', disabled=True"),
        T(1, "[50] button 'Resume', disabled=True"),
        T(1, "[51] button 'Remove', disabled=True"),
        T(1, "[52] link 'Add container'"),
        T(1, "[55] table ''"),
        T(2, "[56] row ''"),
    ]
    for j, h in enumerate(["Name", "State", "Quick Actions", "Stack", "Image", "Created", "IP Address", "Published Ports", "Ownership"]):
        out.append(T(3, f"[{57 + j}] columnheader '{h}'" + (", clickable" if h not in ("Quick Actions",) else "")))
    for i, (name, state, stack, image, created, ip, ports) in enumerate(rows):
        b = 100 + i * 12
        out += [T(2, f"[{b}] row ''"), T(3, f"[{b + 1}] checkbox 'Select row', checked='false'"), T(3, f"[{b + 2}] link '{name}'"),
                T(3, f"StaticText '{state}'"), T(3, f"[{b + 3}] link 'Logs'"), T(3, f"[{b + 4}] link 'Inspect'"), T(3, f"[{b + 5}] link 'Stats'"),
                T(3, f"[{b + 6}] link 'Exec Console'"), T(3, f"[{b + 7}] link 'Attach Console'"),
                T(3, f"StaticText '{stack}'"), T(3, f"StaticText '{image}'"), T(3, f"StaticText '{created}'"), T(3, f"StaticText '{ip}'")]
        for k, p in enumerate(ports.split()):
            out.append(T(3, f"[{b + 8 + k}] link '{p}'"))
        if not ports:
            out.append(T(3, "StaticText '-'"))
        out.append(T(3, "StaticText 'administrators'"))
    out += [T(1, "StaticText 'Items per page'"), T(1, "[300] combobox 'Items per page' value='10'")]
    return axtree("Portainer | local", out, "https://portainer.lab.internal:9443/#!/2/docker/containers")


def pt_details(name: str, cid: str, *, status: str, created: str, started: str, ip: str, mac: str, image: str, network: str,
               ports: str, cmd: str, env: list[str], notice: str = "", dialog: str | None = None) -> str:
    out = pt_chrome() + [
        T(0, "[40] main ''"),
        T(1, "[41] navigation 'Breadcrumbs'"),
        T(2, "[42] link 'Containers'"),
        T(2, f"StaticText '{name}'"),
        T(1, "[43] heading 'Container details'"),
        T(1, "[44] button 'Refresh'"),
    ]
    if notice:
        out += [T(1, "[45] alert ''"), T(2, "StaticText 'Success'"), T(2, f"StaticText '{notice}'")]
    out += [
        T(1, "[46] heading 'Actions'"),
        T(1, "[47] button 'Start', disabled=True"),
        T(1, "[48] button 'Stop'"),
        T(1, "[49] button 'Kill'"),
        T(1, "[50] button 'Restart'"),
        T(1, "[51] button 'Pause'"),
        T(1, "[52] button 'Resume', disabled=True"),
        T(1, "[53] button 'Remove'"),
        T(1, "[54] button 'Recreate'"),
        T(1, "[55] button 'Duplicate/Edit'"),
        T(1, "[60] heading 'Container status'"),
        T(1, "[61] table ''"),
    ]
    kv = [("ID", cid), ("Name", name), ("IP address", ip), ("Status", status), ("Created", created), ("Start time", started)]
    for i, (k, val) in enumerate(kv):
        out += [T(2, f"[{62 + i * 3}] row ''"), T(3, f"[{63 + i * 3}] cell '{k}'"), T(3, f"[{64 + i * 3}] cell '{val}'")]
    out += [
        T(2, "[85] row ''"),
        T(3, "[86] link 'Logs'"), T(3, "[87] link 'Inspect'"), T(3, "[88] link 'Stats'"), T(3, "[89] link 'Console'"), T(3, "[90] link 'Attach'"),
        T(1, "[95] heading 'Access control'"),
        T(1, "StaticText 'Ownership'"), T(1, "StaticText 'administrators'"),
        T(1, "[100] heading 'Container details'"),
        T(1, "[101] table ''"),
        T(2, "[102] row ''"), T(3, "[103] cell 'Image'"), T(3, f"[104] cell '{image}'"),
        T(2, "[105] row ''"), T(3, "[106] cell 'Port configuration'"), T(3, f"[107] cell '{ports or '-'}'"),
        T(2, "[108] row ''"), T(3, "[109] cell 'CMD'"), T(3, f"[110] cell '{cmd}'"),
        T(2, "[111] row ''"), T(3, "[112] cell 'ENV'"),
    ]
    out += [T(3, f"StaticText '{e}'") for e in env]
    out += [
        T(2, "[114] row ''"), T(3, "[115] cell 'Restart policies'"), T(3, "[116] cell 'unless-stopped'"),
        T(1, "[120] heading 'Connected networks'"),
        T(1, "[121] table ''"),
        T(2, "[122] row ''"), T(3, "[123] columnheader 'Network'"), T(3, "[124] columnheader 'IP Address'"), T(3, "[125] columnheader 'Gateway'"),
        T(3, "[126] columnheader 'MAC Address'"), T(3, "[127] columnheader 'Actions'"),
        T(2, "[128] row ''"), T(3, f"[129] link '{network}'"), T(3, f"StaticText '{ip}'"), T(3, f"StaticText '{ip.rsplit('.', 1)[0]}.1'"),
        T(3, f"StaticText '{mac}'"), T(3, "[130] button 'Leave network'"),
    ]
    if dialog is not None:
        out += [
            T(0, "[700] dialog 'Are you sure?'"),
            T(1, "[701] heading 'Are you sure?'"),
            T(1, "StaticText 'You’re about to recreate this container and any non-persisted data will be lost. This container will be removed and another one will be created using the same configuration.'"),
            T(1, f"[703] switch 'Re-pull image', checked={chk(dialog == 'on')}"),
            T(1, "[704] button 'Cancel'"),
            T(1, "[705] button 'Recreate'"),
        ]
    return axtree("Portainer | local", out, f"https://portainer.lab.internal:9443/#!/2/docker/containers/{cid}")


def pt_logs() -> str:
    lines = [
        "2024-05-14T15:58:02.417Z INFO  job orders.fulfil#88190 done in 1.84s",
        "2024-05-14T15:59:47.003Z WARN  job orders.refund#88194 retry 1/5: upstream 502 from payments-gw",
        "2024-05-14T16:00:12.550Z INFO  job orders.refund#88194 done in 640ms",
        "2024-05-14T16:01:30.921Z INFO  job orders.email#88201 done in 198ms",
        "2024-05-14T16:02:35.118Z INFO  worker: received SIGTERM, draining 3 in-flight jobs",
        "2024-05-14T16:02:35.902Z INFO  worker: drained, exiting",
        "2024-05-14T16:02:37.604Z INFO  worker: api-worker 3.8.1 starting (pid 1)",
        "2024-05-14T16:02:37.811Z INFO  queue: connected to redis://redis:6379/0",
        "2024-05-14T16:02:37.930Z INFO  db: pool ready (size=10) postgres://orders@postgres:5432/orders",
        "2024-05-14T16:02:38.004Z INFO  worker: consuming queues [orders.fulfil, orders.email, orders.refund]",
        "2024-05-14T16:02:41.276Z INFO  job orders.email#88213 done in 212ms",
        "2024-05-14T16:02:44.590Z INFO  job orders.fulfil#88211 done in 2.07s",
    ]
    out = pt_chrome() + [
        T(0, "[40] main ''"),
        T(1, "[41] navigation 'Breadcrumbs'"),
        T(2, "[42] link 'Containers'"),
        T(2, "[43] link 'api-worker'"),
        T(2, "StaticText 'Logs'"),
        T(1, "[44] heading 'Container logs'"),
        T(1, "[46] heading 'Log viewer settings'"),
        T(1, "[47] switch 'Auto-refresh', checked='true'"),
        T(1, "[48] switch 'Wrap lines', checked='true'"),
        T(1, "[49] switch 'Display timestamps', checked='false'"),
        T(1, "[50] combobox 'Fetch' value='All logs'"),
        T(1, "[51] textbox 'Search' placeholder='Filter...'"),
        T(1, "[52] combobox 'Lines' value='100'"),
        T(1, "[53] button 'Copy'"),
        T(1, "[54] button 'Copy selected lines', disabled=True"),
        T(1, "[55] button 'Download logs'"),
        T(1, "[60] log ''"),
    ]
    out += [T(2, f"StaticText '{ln}'") for ln in lines]
    return axtree("Portainer | local", out, f"https://portainer.lab.internal:9443/#!/2/docker/containers/{PT_ID_WORKER}/logs")


# Portainer: clean
def t11(rs: RowSet) -> None:
    rows = [
        ["acme-companion", "running", "edge", "nginxproxy/acme-companion:2.2", "2024-04-29 10:12:41", "172.18.0.5", ""],
        ["api-web", "healthy", "orders", "ghcr.io/acme-shop/api-web:3.8.1", "2024-05-11 08:14:50", "172.20.0.5", "8080:3000"],
        ["api-worker", "running", "orders", "ghcr.io/acme-shop/api-worker:3.8.1", "2024-05-11 08:14:52", "172.20.0.6", ""],
        ["grafana", "running", "monitoring", "grafana/grafana:10.4.2", "2024-04-02 16:55:19", "172.21.0.3", "3000:3000"],
        ["nginx-proxy", "running", "edge", "nginxproxy/nginx-proxy:1.5", "2024-04-29 10:12:40", "172.18.0.4", "80:80 443:443"],
        ["portainer", "running", "-", "portainer/portainer-ce:2.20.2", "2024-04-15 12:01:33", "172.17.0.2", "8000:8000 9443:9443"],
        ["postgres", "healthy", "orders", "postgres:16.2-alpine", "2024-03-18 21:40:07", "172.20.0.2", ""],
        ["prometheus", "running", "monitoring", "prom/prometheus:v2.51.1", "2024-04-02 16:55:18", "172.21.0.2", "9090:9090"],
        ["redis", "running", "orders", "redis:7.2-alpine", "2024-03-18 21:40:07", "172.20.0.3", ""],
    ]
    rows2 = [list(r) for r in rows]
    rows2[4][4], rows2[4][5] = "2024-05-14 16:05:11", "172.18.0.7"
    w_env = ["NODE_ENV=production", "QUEUE_URL=redis://redis:6379/0", "DATABASE_URL=postgres://orders@postgres:5432/orders", "WORKER_CONCURRENCY=4"]
    n_env = ["DEFAULT_HOST=shop.acme-demo.net", "TRUST_DOWNSTREAM_PROXY=false", "PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"]

    def worker(status: str, started: str, notice: str = "") -> str:
        return pt_details("api-worker", PT_ID_WORKER, status=status, created="2024-05-11 08:14:52", started=started, ip="172.20.0.6",
                          mac="02:42:ac:14:00:06", image="ghcr.io/acme-shop/api-worker:3.8.1@sha256:5be0c7a1e2", network="orders_default",
                          ports="", cmd="node dist/worker.js", env=w_env, notice=notice)

    def nginx(cid: str, status: str, created: str, started: str, ip: str, mac: str, image: str, notice: str = "", dialog: str | None = None) -> str:
        return pt_details("nginx-proxy", cid, status=status, created=created, started=started, ip=ip, mac=mac, image=image,
                          network="edge_proxy", ports="0.0.0.0:80 → 80/tcp, 0.0.0.0:443 → 443/tcp", cmd="forego start -r",
                          env=n_env, notice=notice, dialog=dialog)

    img_old = "nginxproxy/nginx-proxy:1.5@sha256:8e3b1f04d2"
    img_new = "nginxproxy/nginx-proxy:1.5@sha256:c41a9d7be6"
    n_old = dict(status="Running for 11 days", created="2024-04-29 10:12:40", started="2024-05-03 06:30:12", ip="172.18.0.4", mac="02:42:ac:12:00:04", image=img_old)
    turns = [
        ("click('17')", pt_list([tuple(r) for r in rows])),
        ("click('126')", worker("Running for 3 days", "2024-05-11 08:14:53")),
        ("click('50')", worker("Running for less than a second", "2024-05-14 16:02:37", notice="Container successfully restarted")),
        ("click('86')", pt_logs()),
        ("click('42')", pt_list([tuple(r) for r in rows])),
        ("click('150')", nginx(PT_ID_NGINX, **n_old)),
        ("click('54')", nginx(PT_ID_NGINX, **n_old, dialog="off")),
        ("click('703')", nginx(PT_ID_NGINX, **n_old, dialog="on")),
        ("click('705')", nginx(PT_ID_NGINX2, "Running for 2 seconds", "2024-05-14 16:05:11", "2024-05-14 16:05:12", "172.18.0.7", "02:42:ac:12:00:07", img_new,
                               notice="Container successfully re-created")),
        ("click('17')", pt_list([tuple(r) for r in rows2])),
    ]
    home = pt_chrome() + [
        T(0, "[40] main ''"),
        T(1, "[41] heading 'Environment summary'"),
        T(1, "StaticText 'Environment info'"),
        T(1, "StaticText 'Environment'"), T(1, "StaticText 'local 8 CPU 31.3 GB RAM'"),
        T(1, "StaticText 'URL'"), T(1, "StaticText '/var/run/docker.sock'"),
        T(1, "[60] link '4 Stacks'"),
        T(1, "[61] link '9 Containers 9 running 0 stopped 2 healthy 0 unhealthy'"),
        T(1, "[62] link '14 Images 6.8 GB'"),
        T(1, "[63] link '11 Volumes'"),
        T(1, "[64] link '7 Networks'"),
    ]
    rs.add(task="web", tid="h38-web-11", system=SYSTEM, turns=turns,
           state=axtree("Portainer | local", home, "https://portainer.lab.internal:9443/#!/2/docker/dashboard"))


OE_PATIENTS = [
    ("Abernathy, Louise", "555-0102", "XXX-XX-4417", "1948-07-19", "10391"),
    ("Achebe, Chinedu", "555-0117", "XXX-XX-9025", "1983-02-04", "10392"),
    ("Adair, Colin", "555-0135", "XXX-XX-1188", "1990-10-30", "10394"),
    ("Adeyemi, Folake", "555-0121", "XXX-XX-6642", "1976-05-12", "10397"),
    ("Aguilar, Rosa", "555-0184", "XXX-XX-3057", "1959-12-01", "10401"),
    ("Ahmed, Yusuf", "555-0166", "XXX-XX-7719", "2001-08-23", "10405"),
    ("Albrecht, Karl", "555-0109", "XXX-XX-2290", "1944-03-15", "10406"),
    ("Alcott, Miriam", "555-0142", "XXX-XX-5831", "1969-06-27", "10410"),
    ("Alvarez, Diego", "555-0158", "XXX-XX-0946", "1987-09-09", "10412"),
    ("Amos, Beatrice", "555-0173", "XXX-XX-4608", "1995-01-18", "10415"),
]
OE_WHITAKER = [
    ("Whitaker, Janet", "555-0193", "XXX-XX-8120", "1964-11-22", "10428"),
    ("Whitaker, Thomas", "555-0148", "XXX-XX-3362", "1961-03-08", "10427"),
]


def oe_chrome(tabs: list[str], active: str, pid: str | None) -> list[str]:
    out = [
        T(0, "[10] menubar ''"),
    ]
    for i, m in enumerate(["Calendar", "Finder", "Flow", "Recalls", "Messages", "Patient", "Fees", "Modules", "Procedures", "Reports", "Miscellaneous", "Popups", "About"]):
        out.append(T(1, f"[{11 + i}] menuitem '{m}'"))
    out += [T(0, "[30] button 'Rachel Moreno'"), T(0, "[31] searchbox 'Search by any demographics'"), T(0, "[32] button 'Search'")]
    if pid:
        out += [
            T(0, "[40] region 'Patient'"),
            T(1, "StaticText 'Patient:'"),
            T(1, f"[41] link 'Thomas Whitaker ({pid})'"),
            T(1, "[42] button 'Close patient'"),
            T(1, "StaticText 'DOB: 1961-03-08 Age: 63'"),
            T(1, "StaticText 'Selected Encounter:'"),
            T(1, "StaticText 'None'"),
        ]
    else:
        out += [T(0, "[40] region 'Patient'"), T(1, "StaticText 'None'")]
    out.append(T(0, "[50] tablist ''"))
    for i, t in enumerate(tabs):
        out.append(T(1, f"[{51 + i}] tab '{t}', selected={'True' if t == active else 'False'}"))
    return out


def oe_finder(rows: list[tuple[str, str, str, str, str]], *, query: str = "") -> str:
    out = oe_chrome(["Calendar", "Patient Finder"], "Patient Finder", None) + [
        T(0, "[60] main ''"),
        T(1, "[61] button 'Add New Patient'"),
        T(1, "StaticText 'Show'"),
        T(1, "[62] combobox 'Show entries' value='10'"),
        T(1, "StaticText 'entries'"),
        T(1, "[63] button 'Column visibility'"),
        T(1, "[65] table ''"),
        T(2, "[66] row ''"),
    ]
    for j, h in enumerate(["Name", "Phone", "SS", "Date of Birth", "External ID"]):
        out.append(T(3, f"[{67 + j}] columnheader '{h}', clickable" + (", sort='ascending'" if h == "Name" else "")))
    out.append(T(2, "[72] row ''"))
    for j, h in enumerate(["Name", "Phone", "SS", "Date of Birth", "External ID"]):
        val = f" value='{query}', focused" if h == "Name" and query else ""
        out.append(T(3, f"[{73 + j}] textbox 'Search by {h}'{val}"))
    for i, r in enumerate(rows):
        b = 100 + i * 7
        out.append(T(2, f"[{b}] row ''"))
        out += [T(3, f"[{b + 1 + j}] cell '{c}'") for j, c in enumerate(r)]
    if query:
        out.append(T(1, f"StaticText 'Showing 1 to {len(rows)} of {len(rows)} entries (filtered from 2,341 total entries)'"))
    else:
        out.append(T(1, "StaticText 'Showing 1 to 10 of 2,341 entries'"))
    out += [T(1, "[200] button 'Previous', disabled=True"), T(1, "[201] button '1'")]
    if not query:
        out += [T(1, "[202] button '2'"), T(1, "[203] button '3'"), T(1, "StaticText '…'"), T(1, "[204] button '235'")]
    out.append(T(1, "[205] button 'Next'" + (", disabled=True" if query else "")))
    return axtree("OpenEMR", out, "https://emr.harborclinic.org/interface/main/tabs/main.php")


def oe_dashboard(pid: str, allergies: list[tuple[str, str, str]], *, dialog: dict[str, str] | None = None) -> str:
    out = oe_chrome(["Calendar", "Patient Finder", "Dashboard"], "Dashboard", pid) + [
        T(0, "[60] main ''"),
        T(1, "[61] navigation ''"),
    ]
    for i, t in enumerate(["Dashboard", "History", "Report", "Documents", "Transactions", "Issues", "Ledger", "External Data"]):
        out.append(T(2, f"[{62 + i}] link '{t}'"))
    out += [T(1, "[75] heading 'Medical Record Dashboard - Thomas Whitaker'"),
            T(1, "[76] region 'Allergies'"), T(2, "[77] heading 'Allergies'"), T(2, "[78] link 'Edit'")]
    for i, (title, reaction, sev) in enumerate(allergies):
        out += [T(2, f"[{80 + i * 2}] link '{title}'"), T(2, f"StaticText '{reaction} · {sev}'")]
    out += [
        T(1, "[90] region 'Medical Problems'"), T(2, "[91] heading 'Medical Problems'"), T(2, "[92] link 'Edit'"),
        T(2, "[93] link 'Type 2 diabetes mellitus without complications'"), T(2, "StaticText 'E11.9 · onset 2016-08-02'"),
        T(2, "[94] link 'Essential (primary) hypertension'"), T(2, "StaticText 'I10 · onset 2012-04-17'"),
        T(1, "[96] region 'Medications'"), T(2, "[97] heading 'Medications'"), T(2, "[98] link 'Edit'"),
        T(2, "[99] link 'Metformin 500 mg tablet'"), T(2, "StaticText '1 tab by mouth twice daily with meals'"),
        T(2, "[100] link 'Lisinopril 10 mg tablet'"), T(2, "StaticText '1 tab by mouth once daily'"),
        T(1, "[102] region 'Demographics'"), T(2, "[103] heading 'Demographics'"), T(2, "[104] link 'Edit'"),
        T(2, "StaticText 'Name'"), T(2, "StaticText 'Mr. Thomas J Whitaker'"),
        T(2, "StaticText 'External ID'"), T(2, f"StaticText '{pid}'"),
        T(2, "StaticText 'DOB'"), T(2, "StaticText '1961-03-08'"),
        T(2, "StaticText 'Sex'"), T(2, "StaticText 'Male'"),
        T(2, "StaticText 'Address'"), T(2, "StaticText '418 Cove Rd, Port Ellis, ME 04021'"),
        T(2, "StaticText 'Home Phone'"), T(2, "StaticText '555-0148'"),
        T(1, "[110] region 'Insurance'"), T(2, "[111] heading 'Insurance'"),
        T(2, "StaticText 'Primary Insurance'"), T(2, "StaticText 'Blue Harbor Health PPO · Policy BHH-5540921-01 · Effective 2023-01-01'"),
        T(1, "[115] region 'Appointments'"), T(2, "[116] heading 'Appointments'"), T(2, "[117] link 'Add'"),
        T(2, "[118] link '2024-05-21 (Tue) 09:15 AM Follow-up visit, Dr. Rachel Moreno'"),
        T(1, "[120] region 'Vitals'"), T(2, "[121] heading 'Vitals'"), T(2, "StaticText 'Most recent vitals from: 2024-04-09'"),
        T(2, "StaticText 'Blood Pressure: 138/86'"), T(2, "StaticText 'Weight: 204 lb'"), T(2, "StaticText 'Pulse: 74 per min'"),
        T(2, "StaticText 'BMI: 29.3 kg/m²'"),
    ]
    if dialog is not None:
        out += [
            T(0, "[600] dialog 'Add/Edit Issue'"),
            T(1, "[601] heading 'Add/Edit Issue'"),
            T(1, "[602] button 'Close'"),
            T(1, "[603] radio 'Problem', checked='false'"),
            T(1, "[604] radio 'Allergy', checked='true'"),
            T(1, "[605] radio 'Medication', checked='false'"),
            T(1, "[606] radio 'Surgery', checked='false'"),
            T(1, "[607] radio 'Dental', checked='false'"),
            T(1, "StaticText 'Title:'"),
            T(1, "[608] combobox 'Title' value='" + dialog.get("title", "") + "'" + (", focused" if dialog.get("focus") == "title" else "")),
            T(1, "StaticText 'Coding:'"),
            T(1, "[609] textbox 'Coding'"),
            T(1, "StaticText 'Begin Date and Time:'"),
            T(1, "[610] textbox 'Begin Date' value='2024-05-14'"),
            T(1, "StaticText 'End Date and Time:'"),
            T(1, "[611] textbox 'End Date'"),
            T(1, "StaticText 'Occurrence:'"),
            T(1, "[612] combobox 'Occurrence' value='Unknown or N/A'"),
            T(1, "StaticText 'Reaction:'"),
            T(1, "[613] combobox 'Reaction' value='Unassigned'"),
            T(1, "StaticText 'Severity:'"),
            T(1, "[614] combobox 'Severity' value='" + dialog.get("severity", "Unassigned") + "'" + (", focused" if dialog.get("focus") == "severity" else "")),
            T(1, "StaticText 'Verification Status:'"),
            T(1, "[615] combobox 'Verification Status' value='Unconfirmed'"),
            T(1, "StaticText 'Referred by:'"),
            T(1, "[616] textbox 'Referred by'"),
            T(1, "StaticText 'Comments:'"),
            T(1, "[617] textbox 'Comments'"),
            T(1, "[618] button 'Save'"),
            T(1, "[619] button 'Cancel'"),
        ]
    return axtree("OpenEMR", out, "https://emr.harborclinic.org/interface/main/tabs/main.php")


# OpenEMR: bad
def t12(rs: RowSet) -> None:
    pen = [("Penicillin", "Hives", "Severe")]
    both = pen + [("Sulfonamides", "Unassigned", "Moderate")]
    turns = [
        ("click('12')", oe_finder(OE_PATIENTS)),
        ("fill('73', 'Whitaker')", oe_finder(OE_WHITAKER, query="Whitaker")),
        ("click('108')", oe_dashboard("10427", pen)),
        ("click('78')", oe_dashboard("10472", pen, dialog={})),
        ("fill('608', 'Sulfonamides')", oe_dashboard("10472", pen, dialog={"title": "Sulfonamides", "focus": "title"})),
        ("select_option('614', 'Moderate')", oe_dashboard("10472", pen, dialog={"title": "Sulfonamides", "severity": "Moderate", "focus": "severity"})),
        ("click('618')", oe_dashboard("10472", both)),
    ]
    home = oe_chrome(["Calendar"], "Calendar", None) + [
        T(0, "[60] main ''"),
        T(1, "[61] heading 'Tuesday, May 14, 2024'"),
        T(1, "[62] button 'Today'"), T(1, "[63] button 'Day'"), T(1, "[64] button 'Week'"), T(1, "[65] button 'Month'"),
        T(1, "StaticText 'Providers: Rachel Moreno'"),
        T(1, "[70] link '09:00 AM Okafor, Grace - Office Visit'"),
        T(1, "[71] link '09:30 AM Lindqvist, Per - New Patient'"),
        T(1, "[72] link '10:15 AM Ramos, Elena - Follow-up'"),
        T(1, "[73] link '11:00 AM Chen, Wei - Annual Physical'"),
        T(1, "[74] link '01:30 PM Byrne, Aoife - Office Visit'"),
        T(1, "[75] link '02:15 PM Haddad, Samir - Follow-up'"),
    ]
    rs.add(task="web", tid="h38-web-12", system=SYSTEM, turns=turns, state=axtree("OpenEMR", home, "https://emr.harborclinic.org/interface/main/tabs/main.php"),
           bad=True, turn=4, kind="the patient's External ID in the patient bar changes from 10427 to 10472")


def od_chrome() -> list[str]:
    return [
        T(0, "[10] navigation ''"),
        T(1, "[11] button 'Home Menu'"),
        T(1, "[12] link 'Inventory'"),
        T(1, "[13] button 'Overview'"),
        T(1, "[14] button 'Operations'"),
        T(1, "[15] button 'Products'"),
        T(1, "[16] button 'Reporting'"),
        T(1, "[17] button 'Configuration'"),
        T(1, "[18] button 'Activities'"),
        T(1, "[19] button 'Mitchell Admin'"),
        T(1, "StaticText 'Ridgeway Supply Co.'"),
    ]


def od_overview() -> str:
    cards = [("Receipts", "Ridgeway Supply Co.", "3 To Process", "1 Late"), ("Delivery Orders", "Ridgeway Supply Co.", "5 To Process", "2 Waiting"),
             ("PoS Orders", "Ridgeway Supply Co.", "0 To Process", ""), ("Manufacturing", "Ridgeway Supply Co.", "2 To Process", ""),
             ("Internal Transfers", "Ridgeway Supply Co.", "1 To Process", "")]
    out = od_chrome() + [T(0, "[30] main ''"), T(1, "[31] navigation 'Breadcrumb'"), T(2, "StaticText 'Inventory Overview'"),
                         T(1, "[32] searchbox 'Search...'"), T(1, "[33] button 'Toggle Search Panel'")]
    for i, (name, co, todo, extra) in enumerate(cards):
        b = 40 + i * 6
        out += [T(1, f"[{b}] article ''"), T(2, f"[{b + 1}] link '{name}'"), T(2, f"StaticText '{co}'"), T(2, f"[{b + 2}] button '{todo}'")]
        if extra:
            out.append(T(2, f"[{b + 3}] link '{extra}'"))
    return axtree("Inventory Overview - Odoo", out, "https://erp.ridgewaysupply.com/odoo/action-stock.stock_picking_type_action")


def od_list(rows: list[tuple[str, str, str, str, str]]) -> str:
    out = od_chrome() + [
        T(0, "[30] main ''"),
        T(1, "[31] navigation 'Breadcrumb'"),
        T(2, "[34] link 'Inventory Overview'"),
        T(2, "StaticText 'Receipts'"),
        T(1, "[35] button 'New'"),
        T(1, "[36] button 'Receipts'"),
        T(1, "StaticText 'Receipts'"),
        T(1, "StaticText 'To Do'"),
        T(1, "[37] button 'Remove'"),
        T(1, "[38] searchbox 'Search...'"),
        T(1, "[39] button 'Toggle Search Panel'"),
        T(1, f"StaticText '1-{len(rows)}'"),
        T(1, "[40] button 'Previous', disabled=True"),
        T(1, "[41] button 'Next', disabled=True"),
        T(1, "[45] table ''"),
        T(2, "[46] row ''"),
        T(3, "[47] columnheader 'Select all'"),
    ]
    for j, h in enumerate(["Priority", "Reference", "From", "To", "Contact", "Scheduled Date", "Source Document", "Company", "Status"]):
        out.append(T(3, f"[{48 + j}] columnheader '{h}', clickable"))
    for ref, contact, sched, src, status in rows:
        b = 100 + int(ref[-3:]) * 10
        out += [T(2, f"[{b}] row ''"), T(3, f"[{b + 1}] checkbox '', checked='false'"), T(3, f"[{b + 2}] checkbox 'Starred', checked='false'"),
                T(3, f"[{b + 3}] cell '{ref}'"), T(3, f"[{b + 4}] cell 'Partners/Vendors'"), T(3, f"[{b + 5}] cell 'WH/Stock'"),
                T(3, f"[{b + 6}] cell '{contact}'"), T(3, f"[{b + 7}] cell '{sched}'"), T(3, f"[{b + 8}] cell '{src}'"),
                T(3, "[{}] cell 'Ridgeway Supply Co.'".format(b + 9)), T(3, f"StaticText '{status}'")]
    return axtree("Receipts - Odoo", out, "https://erp.ridgewaysupply.com/odoo/action-stock.action_picking_tree_all")


def od_form(ref: str, state: str, lines: list[tuple[str, str, str, str]], *, editing: str = "", typed: str = "", wizard: bool = False,
            backorder_of: str = "", effective: str = "", chatter: list[tuple[str, str, str]] | None = None) -> str:
    states = ["Draft", "Waiting", "Ready", "Done"]
    out = od_chrome() + [
        T(0, "[30] main ''"),
        T(1, "[31] navigation 'Breadcrumb'"),
        T(2, "[34] link 'Inventory Overview'"),
        T(2, "[35] link 'Receipts'"),
        T(2, f"StaticText '{ref}'"),
        T(1, "[36] button 'Actions'"),
        T(1, "StaticText '1 / 3'"),
    ]
    if state == "Ready":
        out += [T(1, "[40] button 'Validate'"), T(1, "[41] button 'Print'"), T(1, "[42] button 'Cancel'")]
    else:
        out += [T(1, "[41] button 'Print'"), T(1, "[43] button 'Return'")]
    out.append(T(1, "[44] radiogroup 'Status'"))
    for i, s in enumerate(states):
        out.append(T(2, f"[{45 + i}] radio '{s}', checked={chk(s == state)}"))
    out += [
        T(1, "[50] button 'Moves'"),
        T(1, f"[51] heading '{ref}'"),
        T(1, "StaticText 'Receive From'"), T(1, "[52] combobox 'Receive From' value='Nordic Fasteners AB'"),
        T(1, "StaticText 'Destination Location'"), T(1, "[53] combobox 'Destination Location' value='WH/Stock'"),
        T(1, "StaticText 'Scheduled Date'"), T(1, "[54] textbox 'Scheduled Date' value='05/13/2024 10:00:00'"),
    ]
    if effective:
        out += [T(1, "StaticText 'Effective Date'"), T(1, f"StaticText '{effective}'")]
    out += [T(1, "StaticText 'Source Document'"), T(1, "[55] textbox 'Source Document' value='P00031'")]
    if backorder_of:
        out += [T(1, "StaticText 'Back Order of'"), T(1, f"[56] link '{backorder_of}'")]
    out += [
        T(1, "[58] tablist ''"),
        T(2, "[59] tab 'Operations', selected=True"),
        T(2, "[60] tab 'Additional Info', selected=False"),
        T(2, "[61] tab 'Note', selected=False"),
        T(1, "[62] table ''"),
        T(2, "[63] row ''"),
        T(3, "[64] columnheader 'Product'"), T(3, "[65] columnheader 'Demand'"), T(3, "[66] columnheader 'Quantity'"), T(3, "[67] columnheader 'Unit'"),
    ]
    for i, (prod, demand, qty, unit) in enumerate(lines):
        b = 70 + i * 6
        out += [T(2, f"[{b}] row ''" + (", selected=True" if prod == editing else "")), T(3, f"[{b + 1}] cell '{prod}'"), T(3, f"[{b + 2}] cell '{demand}'")]
        if prod == editing:
            out.append(T(3, f"[{b + 3}] spinbutton 'Quantity' value='{typed or qty}', focused"))
        else:
            out.append(T(3, f"[{b + 3}] cell '{qty}'"))
        out.append(T(3, f"[{b + 4}] cell '{unit}'"))
    if state != "Done":
        out.append(T(2, "[95] button 'Add a line'"))
    out += [T(1, "[100] region 'Chatter'"), T(2, "[101] button 'Send message'"), T(2, "[102] button 'Log note'"), T(2, "[103] button 'Activities'")]
    for i, (who, when, msg) in enumerate(chatter or []):
        out += [T(2, f"[{110 + i * 2}] article ''"), T(3, f"StaticText '{who}'"), T(3, f"StaticText '{when}'"), T(3, f"StaticText '{msg}'")]
    if wizard:
        out += [
            T(0, "[700] dialog 'Create Backorder?'"),
            T(1, "[701] heading 'Create Backorder?'"),
            T(1, "[702] button 'Close'"),
            T(1, "StaticText 'You have processed less products than the initial demand.'"),
            T(1, "StaticText 'Create a backorder if you expect to process the remaining products later. Do not create a backorder if you will not process the remaining products.'"),
            T(1, "[704] button 'Create Backorder'"),
            T(1, "[705] button 'No Backorder'"),
            T(1, "[706] button 'Discard'"),
        ]
    return axtree(f"{ref} - Odoo", out, f"https://erp.ridgewaysupply.com/odoo/action-stock.action_picking_tree_all/{ref[-2:].lstrip('0')}")


# Odoo Inventory: clean
def t13(rs: RowSet) -> None:
    bolt = "[HB-M8-40] Hex Bolt M8x40 (box/100)"
    washer = "[WS-M8] Washer M8 zinc"
    nut = "[NT-M8] Hex Nut M8"
    lines0 = [(bolt, "24.00", "24.00", "Units"), (washer, "10.00", "10.00", "Dozens"), (nut, "200.00", "200.00", "Units")]
    lines1 = [(bolt, "24.00", "24.00", "Units"), (washer, "10.00", "8.00", "Dozens"), (nut, "200.00", "200.00", "Units")]
    ch0 = [("Mitchell Admin", "May 13, 10:02 AM", "Purchase Order P00031 confirmed. Receipt WH/IN/00042 created.")]
    ch1 = [("Mitchell Admin", "now", "The backorder WH/IN/00045 has been created."),
           ("Mitchell Admin", "now", "Status: Ready → Done")] + ch0
    lst0 = [("WH/IN/00042", "Nordic Fasteners AB", "05/13/2024 10:00:00", "P00031", "Ready"),
            ("WH/IN/00043", "Brandt Packaging GmbH", "05/15/2024 09:00:00", "P00033", "Ready"),
            ("WH/IN/00044", "Keller Tools Ltd", "05/16/2024 14:00:00", "P00034", "Waiting")]
    lst1 = [("WH/IN/00045", "Nordic Fasteners AB", "05/13/2024 10:00:00", "P00031", "Ready"),
            ("WH/IN/00043", "Brandt Packaging GmbH", "05/15/2024 09:00:00", "P00033", "Ready"),
            ("WH/IN/00044", "Keller Tools Ltd", "05/16/2024 14:00:00", "P00034", "Waiting")]
    turns = [
        ("click('42')", od_list(lst0)),
        ("click('523')", od_form("WH/IN/00042", "Ready", lines0, chatter=ch0)),
        ("click('77')", od_form("WH/IN/00042", "Ready", lines0, editing=washer, chatter=ch0)),
        ("fill('79', '8')", od_form("WH/IN/00042", "Ready", lines0, editing=washer, typed="8", chatter=ch0)),
        ("click('40')", od_form("WH/IN/00042", "Ready", lines1, wizard=True, chatter=ch0)),
        ("click('704')", od_form("WH/IN/00042", "Done", lines1, effective="05/14/2024 15:47:09", chatter=ch1)),
        ("click('35')", od_list(lst1)),
        ("click('553')", od_form("WH/IN/00045", "Ready", [(washer, "2.00", "2.00", "Dozens")], backorder_of="WH/IN/00042",
                                  chatter=[("Mitchell Admin", "1 minute ago", "This transfer has been created from: WH/IN/00042")])),
    ]
    rs.add(task="web", tid="h38-web-13", system=SYSTEM, turns=turns, state=od_overview())


KM_ROWS = [  # date, begin, end, duration, rate, customer, project, activity, description
    ("16.05.2024", "13:30", "15:30", "2:00", "€220.00", "Halvorsen & Co", "Data Migration", "Consulting", "Cut-over rehearsal review"),
    ("16.05.2024", "09:00", "12:30", "3:30", "€332.50", "Brightwell GmbH", "Portal Relaunch", "Development", "Checkout step 3 validation"),
    ("15.05.2024", "13:15", "17:00", "3:45", "€412.50", "Halvorsen & Co", "Data Migration", "Development", "Customer import script, batch 2"),
    ("15.05.2024", "08:45", "12:30", "3:45", "€0.00", "Internal", "Admin", "Meetings", "Sprint planning + 1:1s"),
    ("14.05.2024", "12:45", "16:15", "3:30", "€332.50", "Brightwell GmbH", "Portal Relaunch", "Code review", "PR #412, #415, #416"),
    ("14.05.2024", "09:00", "12:00", "3:00", "€330.00", "Halvorsen & Co", "Data Migration", "Consulting", "Field mapping workshop"),
    ("13.05.2024", "13:00", "17:30", "4:30", "€427.50", "Brightwell GmbH", "Portal Relaunch", "Development", "Product listing filters"),
    ("13.05.2024", "08:30", "12:15", "3:45", "€356.25", "Brightwell GmbH", "Portal Relaunch", "Development", "Search API pagination"),
]
KM_IDS = [4418, 4415, 4409, 4407, 4401, 4398, 4392, 4390]


def km_chrome() -> list[str]:
    return [
        T(0, "[10] navigation ''"),
        T(1, "[11] link 'Kimai'"),
        T(1, "[12] link 'Dashboard'"),
        T(1, "[13] link 'My times', focused"),
        T(1, "[14] link 'Calendar'"),
        T(1, "[15] link 'Export'"),
        T(1, "[16] link 'Invoice'"),
        T(1, "[17] link 'Reporting'"),
        T(1, "StaticText 'Administration'"),
        T(1, "[18] link 'Timesheets'"),
        T(1, "[19] link 'Customers'"),
        T(1, "[20] link 'Projects'"),
        T(1, "[21] link 'Activities'"),
        T(1, "[22] link 'Users'"),
        T(0, "[25] banner ''"),
        T(1, "[26] button 'Start time-tracking'"),
        T(1, "[27] button 'Jonas Brandt'"),
    ]


def km_list(rows: list[tuple], ids: list[int], total: tuple[str, str], *, modal: dict[str, str] | None = None, edit: int | None = None) -> str:
    out = km_chrome() + [
        T(0, "[40] main ''"),
        T(1, "[41] heading 'My times'"),
        T(1, "[42] textbox 'Date range' value='13.05.2024 - 19.05.2024'"),
        T(1, "[43] combobox 'Customer' value=''"),
        T(1, "[44] combobox 'Project' value=''"),
        T(1, "[45] combobox 'Activity' value=''"),
        T(1, "[46] searchbox 'Search'"),
        T(1, "[47] button 'Search'"),
        T(1, "[48] button 'Export'"),
        T(1, "[49] button 'Create'"),
        T(1, "[50] table ''"),
        T(2, "[51] row ''"),
    ]
    for j, h in enumerate(["Date", "Begin", "End", "Duration", "Rate", "Customer", "Project", "Activity", "Description", "Actions"]):
        out.append(T(3, f"[{52 + j}] columnheader '{h}'" + (", clickable" if h not in ("Actions",) else "") + (", sort='descending'" if h == "Date" else "")))
    for r, tid in zip(rows, ids):
        b = 100 + (tid - 4380) * 5
        out.append(T(2, f"[{b}] row ''"))
        out += [T(3, f"StaticText '{c}'") for c in r]
        out += [T(3, f"[{b + 1}] button 'Edit'"), T(3, f"[{b + 2}] button 'Duplicate'"), T(3, f"[{b + 3}] button 'Actions', hasPopup='menu'")]
    out += [T(2, "[380] row ''"), T(3, "StaticText 'Total'"), T(3, f"StaticText '{total[0]}'"), T(3, f"StaticText '{total[1]}'")]
    out.append(T(1, f"StaticText 'Showing 1 to {len(rows)} of {len(rows)} entries'"))
    if modal is not None:
        out += [
            T(0, "[600] dialog 'Create'" if edit is None else "[600] dialog 'Edit'"),
            T(1, "[601] heading '" + ("Create" if edit is None else "Edit") + "'"),
            T(1, "[602] button 'Close'"),
            T(1, "StaticText 'Date'"),
            T(1, f"[603] textbox 'Date' value='{modal.get('date', '')}'" + (", focused" if modal.get("focus") == "date" else "")),
            T(1, "StaticText 'From'"),
            T(1, f"[604] textbox 'From' value='{modal.get('from', '')}'" + (", focused" if modal.get("focus") == "from" else "")),
            T(1, "StaticText 'To'"),
            T(1, "[605] textbox 'To'" + (f" value='{modal['to']}'" if modal.get("to") else "") + (", focused" if modal.get("focus") == "to" else "")),
            T(1, "StaticText 'Duration'"),
            T(1, "[606] textbox 'Duration'" + (f" value='{modal['dur']}'" if modal.get("dur") else "")),
            T(1, "StaticText 'Customer'"),
            T(1, f"[607] combobox 'Customer' value='{modal.get('customer', '')}'"),
            T(1, "StaticText 'Project'"),
            T(1, f"[608] combobox 'Project' value='{modal.get('project', '')}'" + (", focused" if modal.get("focus") == "project" else "")),
            T(1, "StaticText 'Activity'"),
            T(1, f"[609] combobox 'Activity' value='{modal.get('activity', '')}'" + ("" if modal.get("project") else ", disabled=True") + (", focused" if modal.get("focus") == "activity" else "")),
            T(1, "StaticText 'Description'"),
            T(1, "[610] textbox 'Description'" + (f" value='{modal['desc']}'" if modal.get("desc") else "") + (", focused" if modal.get("focus") == "desc" else "")),
            T(1, "StaticText 'Tags'"),
            T(1, "[611] combobox 'Tags' value=''"),
            T(1, "[612] checkbox 'Billable', checked='true'"),
            T(1, "[613] button 'Save'"),
            T(1, "[614] button 'Reset'"),
        ]
    return axtree("My times – Kimai", out, "https://time.brandt-dev.de/en/timesheet/")


# Kimai: bad
def t14(rs: RowSet) -> None:
    tot0 = ("27:45", "€2,411.25")
    new = ("16.05.2024", "15:45", "17:15", "1:30", "€165.00", "Halvorsen & Co", "Data Migration", "Consulting", "Legacy ERP field mapping, follow-up")
    rows1 = [new] + KM_ROWS
    ids1 = [4421] + KM_IDS
    m = {"date": "17.05.2024", "from": "10:15"}
    m1 = dict(m, date="16.05.2024", focus="date")
    m2 = dict(m1, **{"from": "15:45", "focus": "from"})
    m3 = dict(m2, to="17:15", dur="1:30", focus="to")
    m4 = dict(m3, customer="Halvorsen & Co", project="Data Migration", focus="project")
    m5 = dict(m4, activity="Consulting", focus="activity")
    m6 = dict(m5, desc=new[8], focus="desc")
    e = {"date": "16.05.2024", "from": "15:45", "to": "17:15", "dur": "1:30", "customer": "Halvorsen & Co", "project": "Data Migration",
         "activity": "Consulting", "desc": new[8]}
    turns = [
        ("click('49')", km_list(KM_ROWS, KM_IDS, tot0, modal=m)),
        ("fill('603', '16.05.2024')", km_list(KM_ROWS, KM_IDS, tot0, modal=m1)),
        ("fill('604', '15:45')", km_list(KM_ROWS, KM_IDS, tot0, modal=m2)),
        ("fill('605', '17:15')", km_list(KM_ROWS, KM_IDS, tot0, modal=m3)),
        ("select_option('608', 'Halvorsen & Co: Data Migration')", km_list(KM_ROWS, KM_IDS, tot0, modal=m4)),
        ("select_option('609', 'Consulting')", km_list(KM_ROWS, KM_IDS, tot0, modal=m5)),
        ("fill('610', 'Legacy ERP field mapping, follow-up')", km_list(KM_ROWS, KM_IDS, tot0, modal=m6)),
        ("click('613')", km_list(rows1, ids1, tot0)),
        ("click('306')", km_list(rows1, ids1, tot0, modal=e, edit=4421)),
    ]
    rs.add(task="web", tid="h38-web-14", system=SYSTEM, turns=turns, state=km_list(KM_ROWS, KM_IDS, tot0), bad=True, turn=8,
           kind="weekly total duration and rate stay at their old values after a new 1:30 entry is listed")


def zl_sidebar(unread: dict[str, int], topics: list[str], active_topic: str = "", infra_active: bool = False) -> list[str]:
    infra_total = sum(unread.get(t, 0) for t in topics)
    out = [
        T(0, "[10] navigation 'Main'"),
        T(1, "[11] link 'Zulip'"),
        T(1, "[12] searchbox 'Search'"),
        T(1, "[13] button 'Personal menu'"),
        T(1, "[14] button 'Help menu'"),
        T(1, "[15] button 'Main menu'"),
        T(0, "[20] navigation 'Left sidebar'"),
        T(1, "[21] link 'Inbox " + str(infra_total + 6) + "'"),
        T(1, "[22] link 'Recent conversations'"),
        T(1, "[23] link 'Combined feed'"),
        T(1, "[24] link 'Mentions 1'" if unread.get(topics[0], 0) else "[24] link 'Mentions'"),
        T(1, "[25] link 'Reactions'"),
        T(1, "[26] link 'Starred messages'"),
        T(1, "[27] link 'Drafts'"),
        T(1, "StaticText 'CHANNELS'"),
        T(1, "[30] link 'announce 2'"),
        T(1, "[31] link 'design 4'"),
        T(1, "[32] link 'infra" + (f" {infra_total}" if infra_total else "") + "'" + (", focused" if infra_active and not active_topic else "")),
    ]
    if infra_active:
        for i, t in enumerate(topics):
            n = unread.get(t, 0)
            out.append(T(2, f"[{33 + i}] link '{t}" + (f" {n}" if n else "") + "'" + (", focused" if t == active_topic else "")))
    out += [
        T(1, "[40] link 'random'"),
        T(1, "StaticText 'DIRECT MESSAGES'"),
        T(1, "[42] link 'Sofia Marín'"),
        T(1, "[43] link 'Tariq Aziz'"),
        T(1, "[44] link 'Hanna Kowalczyk'"),
    ]
    return out


def zl_page(narrow: str, blocks: list[tuple[str, list[tuple[str, str, str]]]], sidebar: list[str], *, compose: dict[str, str] | None = None,
            editing_topic: str | None = None, url: str) -> str:
    out = sidebar + [
        T(0, "[60] main ''"),
        T(1, "[61] navigation 'Narrow'"),
        T(2, f"StaticText '{narrow}'"),
        T(1, "[62] region 'Message feed'"),
    ]
    k = 0
    for bi, (topic, msgs) in enumerate(blocks):
        b = 100 + bi * 60
        out.append(T(2, f"[{b}] group ''"))
        if editing_topic is not None and bi == len(blocks) - 1:
            out += [T(3, f"[{b + 1}] link 'infra'"), T(3, f"[{b + 2}] textbox 'Topic' value='{editing_topic}', focused"),
                    T(3, f"[{b + 3}] button 'Save'"), T(3, f"[{b + 4}] button 'Cancel'")]
        else:
            out += [T(3, f"[{b + 1}] link 'infra'"), T(3, f"[{b + 2}] link '{topic}'"), T(3, f"[{b + 3}] button 'Edit topic'"),
                    T(3, f"[{b + 4}] button 'Mute topic'")]
        for who, when, text in msgs:
            k += 1
            mb = b + 5 + (k % 10) * 5
            out += [T(3, f"[{mb}] article ''"), T(4, f"[{mb + 1}] button '{who}'"), T(4, f"StaticText '{when}'"), T(4, f"StaticText '{text}'")]
    if compose is None:
        out += [T(1, "[500] button 'Start new conversation'"), T(1, "[501] button 'New direct message'")]
    else:
        out += [
            T(1, "[510] region 'Compose message'"),
            T(2, "[511] combobox 'Channel' value='infra'"),
            T(2, f"[512] textbox 'Topic' value='{compose['topic']}'"),
            T(2, "[513] textbox 'Message #infra > " + compose["topic"] + "'" + (f" value='{compose['text']}'" if compose.get("text") else "") + ", focused"),
            T(2, "[514] button 'Send'"),
            T(2, "[515] button 'Formatting'"),
            T(2, "[516] button 'Upload files'"),
            T(2, "[517] button 'Add emoji'"),
            T(2, "[518] button 'Close'"),
        ]
    return axtree(f"{narrow} - Ridgeline - Zulip", out, url)


# Zulip: clean
def t15(rs: RowSet) -> None:
    topics = ["db failover drill", "terraform state lock", "k8s upgrade 1.29", "cert rotation"]
    drill = [
        ("Sofia Marín", "10:02", "Drill is scheduled for Thursday 14:00 UTC. Primary is pg-main-1, replica pg-main-2."),
        ("Sofia Marín", "10:03", "Runbook: wiki.internal/infra/pg-failover (updated for PG 16)"),
        ("Tariq Aziz", "10:21", "I will watch replication lag during the switchover. Last drill it peaked at 4.2s."),
        ("Hanna Kowalczyk", "10:34", "@Priya Raman can you own the app-side checks?"),
    ]
    tf = [("Tariq Aziz", "09:48", "Someone left a lock on the prod workspace, lock ID 7c1e0a2f-5d39-4b8e-9a61-3f2d8c4e7b10. Force-unlocking in 10 min unless it is yours.")]
    k8s = [("Sofia Marín", "Yesterday 16:12", "Staging cluster is on 1.29.4 now, no surprises.")]
    u0 = {"db failover drill": 3, "terraform state lock": 1}
    u1 = {"terraform state lock": 1}
    mine = ("Priya Raman", "10:47", "I will take the app-side checks: pool failover, write retry budget and the /healthz flip. Checklist here by Wednesday.")
    tariq = ("Tariq Aziz", "10:48", "👍 thanks Priya")
    moved = ("Notification Bot", "10:49", "This topic was moved here from #infra > db failover drill by @Priya Raman.")
    new_topic = "db failover drill 2024-05-16"
    topics2 = [new_topic] + topics[1:]
    inbox = zl_sidebar(u0, topics) + [
        T(0, "[60] main ''"),
        T(1, "[61] heading 'Inbox'"),
        T(1, "[62] searchbox 'Filter'"),
        T(1, "[63] button 'announce 2'"), T(2, "[64] link 'office move 2'"),
        T(1, "[65] button 'design 4'"), T(2, "[66] link 'icon refresh 3'"), T(2, "[67] link 'figma seats 1'"),
        T(1, "[68] button 'infra 4'"), T(2, "[69] link 'db failover drill 3'"), T(3, "StaticText '@'"), T(2, "[70] link 'terraform state lock 1'"),
    ]
    state = axtree("Inbox - Ridgeline - Zulip", inbox, "https://ridgeline.zulipchat.com/#inbox")
    ch_url = "https://ridgeline.zulipchat.com/#narrow/channel/14-infra"
    tp_url = "https://ridgeline.zulipchat.com/#narrow/channel/14-infra/topic/db.20failover.20drill"
    tp2_url = "https://ridgeline.zulipchat.com/#narrow/channel/14-infra/topic/db.20failover.20drill.202024-05-16"
    turns = [
        ("click('32')", zl_page("#infra", [("k8s upgrade 1.29", k8s), ("terraform state lock", tf), ("db failover drill", drill)],
                                zl_sidebar(u0, topics, infra_active=True), url=ch_url)),
        ("click('33')", zl_page("#infra > db failover drill", [("db failover drill", drill)],
                                zl_sidebar(u1, topics, "db failover drill", True), url=tp_url)),
        ("click('500')", zl_page("#infra > db failover drill", [("db failover drill", drill)],
                                 zl_sidebar(u1, topics, "db failover drill", True), compose={"topic": "db failover drill"}, url=tp_url)),
        ("fill('513', '" + mine[2] + "')", zl_page("#infra > db failover drill", [("db failover drill", drill)],
                                                   zl_sidebar(u1, topics, "db failover drill", True), compose={"topic": "db failover drill", "text": mine[2]}, url=tp_url)),
        ("click('514')", zl_page("#infra > db failover drill", [("db failover drill", drill + [mine])],
                                 zl_sidebar(u1, topics, "db failover drill", True), url=tp_url)),
        ("click('103')", zl_page("#infra > db failover drill", [("db failover drill", drill + [mine, tariq])],
                                 zl_sidebar(u1, topics, "db failover drill", True), editing_topic="db failover drill", url=tp_url)),
        (f"fill('102', '{new_topic}')", zl_page("#infra > db failover drill", [("db failover drill", drill + [mine, tariq])],
                                                zl_sidebar(u1, topics, "db failover drill", True), editing_topic=new_topic, url=tp_url)),
        ("keyboard_press('Enter')", zl_page(f"#infra > {new_topic}", [(new_topic, drill + [mine, tariq, moved])],
                                            zl_sidebar(u1, topics2, new_topic, True), url=tp2_url)),
    ]
    rs.add(task="web", tid="h38-web-15", system=SYSTEM, turns=turns, state=state)


def dl_chrome() -> list[str]:
    out = [T(0, "[10] navigation 'Top menu'")]
    for i, m in enumerate(["Home", "Third parties", "Products | Services", "Commerce", "Billing | Payment", "Banks | Cash", "Accounting", "Projects", "Tools", "HRM"]):
        out.append(T(1, f"[{11 + i}] link '{m}'" + (", focused" if m.startswith("Billing") else "")))
    out += [T(1, "[25] link 'admin'"), T(0, "[30] navigation 'Left menu'"), T(1, "StaticText 'Customer invoices'")]
    for i, m in enumerate(["New invoice", "List", "Draft", "Unpaid", "Paid", "Payments", "Reports"]):
        out.append(T(1, f"[{31 + i}] link '{m}'"))
    out += [T(1, "StaticText 'Vendor invoices'"), T(1, "[40] link 'New invoice'"), T(1, "[41] link 'List'")]
    return out


LINES_DL = [("SRV-AUDIT - Accessibility audit, e-shop (WCAG 2.2 AA)", "20%", "1,200.00", "1", "", "1,200.00"),
            ("SRV-DEV - Front-end fixes, day rate", "20%", "640.00", "2", "", "1,280.00")]


def dl_invoice(ref: str, *, draft: bool, confirm: bool = False) -> str:
    out = dl_chrome() + [
        T(0, "[50] main ''"),
        T(1, "[51] heading 'Invoice'"),
        T(1, "[52] tablist ''"),
    ]
    for i, t in enumerate(["Customer invoice", "Contacts/Addresses", "Notes", "Linked files", "Events"]):
        out.append(T(2, f"[{53 + i}] tab '{t}', selected={'True' if i == 0 else 'False'}"))
    out += [
        T(1, "[60] link 'Back to list'"),
        T(1, f"StaticText '{ref}'"),
        T(1, "StaticText 'Ref. customer'"), T(1, "StaticText 'PO-2024-0612'"),
        T(1, "StaticText 'Third party'"), T(1, "[61] link 'Ateliers Morvan SARL'"),
        T(1, "StaticText 'Status'"), T(1, "StaticText '" + ("Draft" if draft else "Unpaid") + "'"),
        T(1, "[64] table ''"),
    ]
    kv = [("Type", "Standard invoice"), ("Discounts", "This customer has no discount by default"), ("Invoice date", "05/14/2024"),
          ("Payment terms", "30 days"), ("Payment due", "06/13/2024"), ("Payment method", "Bank transfer"),
          ("Bank account", "Crédit Mutuel Pro – FR76 1027 8060 4100 0205 3120 146"), ("Project", "PJ2404-011 E-shop accessibility"),
          ("Amount (excl. tax)", "2,480.00 €"), ("Amount VAT", "496.00 €"), ("Amount (inc. tax)", "2,976.00 €")]
    for i, (k, v) in enumerate(kv):
        out += [T(2, f"[{65 + i * 3}] row ''"), T(3, f"[{66 + i * 3}] cell '{k}'"), T(3, f"[{67 + i * 3}] cell '{v}'")]
    out += [T(1, "[110] table ''"), T(2, "[111] row ''")]
    for j, h in enumerate(["Description", "VAT", "U.P. (net)", "Qty", "Reduc.", "Total (excl. tax)"]):
        out.append(T(3, f"[{112 + j}] columnheader '{h}'"))
    for i, ln in enumerate(LINES_DL):
        b = 120 + i * 8
        out.append(T(2, f"[{b}] row ''"))
        out += [T(3, f"[{b + 1 + j}] cell '{c}'") for j, c in enumerate(ln)]
    if not draft:
        out += [T(1, "StaticText 'Already paid'"), T(1, "StaticText '0.00'"), T(1, "StaticText 'Billed'"), T(1, "StaticText '2,976.00'"),
                T(1, "StaticText 'Remaining unpaid'"), T(1, "StaticText '2,976.00'")]
    out.append(T(1, "[150] group 'Actions'"))
    btns = ["Modify", "Validate", "Clone", "Delete"] if draft else ["Send email", "Modify", "Enter payment", "Classify 'Paid'", "Create credit note", "Clone", "Cancel invoice"]
    for i, bt in enumerate(btns):
        out.append(T(2, f"[{151 + i}] link \"{bt}\"" if "'" in bt else f"[{151 + i}] link '{bt}'"))
    if confirm:
        out += [
            T(0, "[700] dialog 'Validate invoice'"),
            T(1, "StaticText 'Are you sure you want to validate this invoice with the reference FA2405-0118?'"),
            T(1, "[702] button 'Yes'"),
            T(1, "[703] button 'No'"),
        ]
    fid = "1187"
    return axtree(f"{ref} - Invoice", out, f"https://erp.atelier-lumen.fr/compta/facture/card.php?facid={fid}")


def dl_payment(ref: str, *, amount: str = "", confirm: bool = False) -> str:
    out = dl_chrome() + [
        T(0, "[50] main ''"),
        T(1, "[51] heading 'Enter payment received from customer'"),
        T(1, "[52] table ''"),
        T(2, "[53] row ''"), T(3, "[54] cell 'Company'"), T(3, "[55] link 'Ateliers Morvan SARL'"),
        T(2, "[56] row ''"), T(3, "[57] cell 'Date'"), T(3, "[58] textbox 'Date' value='05/14/2024'"),
        T(2, "[59] row ''"), T(3, "[60] cell 'Payment mode'"), T(3, "[61] combobox 'Payment mode' value='Bank transfer'"),
        T(2, "[62] row ''"), T(3, "[63] cell 'Record into account'"), T(3, "[64] combobox 'Bank account' value='Crédit Mutuel Pro'"),
        T(2, "[65] row ''"), T(3, "[66] cell 'Numbering (Cheque/Transfer N°)'"), T(3, "[67] textbox 'Numbering'"),
        T(2, "[68] row ''"), T(3, "[69] cell 'Comments'"), T(3, "[70] textbox 'Comments'"),
        T(1, "StaticText 'Remaining unpaid invoices for this customer'"),
        T(1, "[80] table ''"),
        T(2, "[81] row ''"),
    ]
    for j, h in enumerate(["Invoice", "Ref. customer", "Date", "Due date", "Amount (inc. tax)", "Already received", "Remaining unpaid", "Amount"]):
        out.append(T(3, f"[{82 + j}] columnheader '{h}'"))
    rows = [(ref, "PO-2024-0612", "05/14/2024", "06/13/2024", "2,976.00", "0.00", "2,976.00", amount, 90),
            ("FA2404-0097", "PO-2024-0488", "04/18/2024", "05/18/2024", "1,140.00", "500.00", "640.00", "", 100)]
    for r in rows:
        b = r[8]
        out += [T(2, f"[{b}] row ''"), T(3, f"[{b + 1}] link '{r[0]}'")]
        out += [T(3, f"[{b + 2 + j}] cell '{c}'") for j, c in enumerate(r[1:7])]
        out.append(T(3, f"[{b + 8}] textbox 'Amount'" + (f" value='{r[7]}'" if r[7] else "")))
    tot = "2,976.00" if amount else "0.00"
    out += [T(2, "[120] row ''"), T(3, "StaticText 'Total'"), T(3, "StaticText '4,116.00'"), T(3, "StaticText '500.00'"), T(3, "StaticText '3,616.00'"),
            T(3, f"StaticText '{tot}'")]
    if confirm:
        out += [
            T(1, "[130] region 'Confirmation'"),
            T(2, f"StaticText 'Are you sure you want to record a payment of 2,976.00 EUR for invoice {ref}?'"),
            T(2, "[131] button 'Yes'"),
            T(2, "[132] button 'No'"),
        ]
    else:
        out += [T(1, "[135] button 'Pay'"), T(1, "[136] button 'Cancel'")]
    return axtree("Customer payment", out, "https://erp.atelier-lumen.fr/compta/paiement.php?facid=1187&action=create")


def dl_paycard(ref: str) -> str:
    out = dl_chrome() + [
        T(0, "[50] main ''"),
        T(1, "[51] heading 'Payment'"),
        T(1, "[52] link 'Back to list'"),
        T(1, "StaticText 'PAY2405-0072'"),
        T(1, "[53] table ''"),
        T(2, "[54] row ''"), T(3, "[55] cell 'Date'"), T(3, "[56] cell '05/14/2024'"),
        T(2, "[57] row ''"), T(3, "[58] cell 'Payment mode'"), T(3, "[59] cell 'Bank transfer'"),
        T(2, "[60] row ''"), T(3, "[61] cell 'Amount'"), T(3, "[62] cell '2,976.00 €'"),
        T(2, "[63] row ''"), T(3, "[64] cell 'Note'"), T(3, "[65] cell ''"),
        T(2, "[66] row ''"), T(3, "[67] cell 'Bank transaction'"), T(3, "[68] link '4127'"),
        T(1, "[70] table ''"),
        T(2, "[71] row ''"),
    ]
    for j, h in enumerate(["Invoice", "Third party", "Expected amount", "Payment", "Status"]):
        out.append(T(3, f"[{72 + j}] columnheader '{h}'"))
    out += [T(2, "[80] row ''"), T(3, f"[81] link '{ref}'"), T(3, "[82] link 'Ateliers Morvan SARL'"), T(3, "[83] cell '2,976.00'"),
            T(3, "[84] cell '2,976.00'"), T(3, "[85] cell 'Paid'"),
            T(1, "[90] link 'Delete', disabled=True")]
    return axtree("Payment PAY2405-0072", out, "https://erp.atelier-lumen.fr/compta/paiement/card.php?id=72")


# Dolibarr invoices: bad
def t16(rs: RowSet) -> None:
    drift = "FA2405-0181"
    turns = [
        ("click('152')", dl_invoice("(PROV57)", draft=True, confirm=True)),
        ("click('702')", dl_invoice("FA2405-0118", draft=False)),
        ("click('153')", dl_payment(drift)),
        ("fill('98', '2976.00')", dl_payment(drift, amount="2976.00")),
        ("click('135')", dl_payment(drift, amount="2976.00", confirm=True)),
        ("click('131')", dl_paycard(drift)),
    ]
    rs.add(task="web", tid="h38-web-16", system=SYSTEM, turns=turns, state=dl_invoice("(PROV57)", draft=True), bad=True, turn=3,
           kind="the just-validated invoice reference reads FA2405-0181 instead of FA2405-0118 on the payment form")


GH_POSTS = [
    ("Q2 product updates (WIP)", "Lena Fischer", "Product", "3 hours ago", "Draft"),
    ("Notes from our SSO beta", "Arjun Patel", "Engineering", "2 days ago", "Draft"),
    ("Customer story: how Marlow Coffee cut churn 18%", "Lena Fischer", "Customers", "4 days ago", "Published"),
    ("May webinar: shipping faster with feature flags", "Arjun Patel", "Events", "in 2 days", "Scheduled"),
    ("April changelog", "Lena Fischer", "Product", "14 days ago", "Published"),
    ("Why we rebuilt search from scratch", "Arjun Patel", "Engineering", "21 days ago", "Published"),
    ("Pricing page refresh, explained", "Maya Chen", "Marketing", "23 days ago", "Draft"),
    ("Hiring: senior support engineer (remote, EU)", "Maya Chen", "Company", "1 month ago", "Published"),
]
GH_TITLE2 = "What shipped in Q2: offline mode, SSO and faster search"


def gh_sidebar() -> list[str]:
    return [
        T(0, "[10] navigation ''"),
        T(1, "[11] link 'Tallyworks Blog'"),
        T(1, "[12] button 'Search site'"),
        T(1, "[13] link 'Dashboard'"),
        T(1, "[14] link 'View site'"),
        T(1, "[15] link 'Explore'"),
        T(1, "[16] link 'Posts'"),
        T(2, "[17] link 'Drafts'"),
        T(2, "[18] link 'Scheduled'"),
        T(2, "[19] link 'Published'"),
        T(1, "[20] link 'Pages'"),
        T(1, "[21] link 'Tags'"),
        T(1, "[22] link 'Members 1,284'"),
        T(1, "[23] button 'Lena Fischer'"),
        T(1, "[24] link 'Settings'"),
    ]


def gh_list(posts: list[tuple[str, str, str, str, str]], typ: str) -> str:
    out = gh_sidebar() + [
        T(0, "[40] main ''"),
        T(1, "[41] heading 'Posts'"),
        T(1, f"[42] combobox 'Type' value='{typ}'"),
        T(1, "[43] combobox 'Access' value='All access'"),
        T(1, "[44] combobox 'Author' value='All authors'"),
        T(1, "[45] combobox 'Tag' value='All tags'"),
        T(1, "[46] combobox 'Sort' value='Newest first'"),
        T(1, "[47] link 'New post'"),
        T(1, "[50] list ''"),
    ]
    for title, author, tag, when, status in posts:
        b = 100 + [p[0] for p in GH_POSTS].index(title) * 6 if title in [p[0] for p in GH_POSTS] else 100
        meta = f"By {author} in {tag} • {when}" if status != "Scheduled" else f"By {author} in {tag} • to be published {when}"
        out += [T(2, f"[{b}] listitem ''"), T(3, f"[{b + 1}] link '{title}'"), T(3, f"StaticText '{meta}'"), T(3, f"StaticText '{status}'")]
    q = {"All posts": "", "Draft posts": "?type=draft"}[typ]
    return axtree("Posts - Tallyworks Blog", out, f"https://blog.tallyworks.io/ghost/#/posts{q}")


def gh_editor(title: str, status: str, *, focus_title: bool = False) -> str:
    out = [
        T(0, "[40] main ''"),
        T(1, "[41] link 'Posts'"),
        T(1, f"StaticText '{status}'"),
        T(1, "[43] button 'Preview'"),
    ]
    if status == "Published":
        out += [T(1, "[44] button 'Unpublish'"), T(1, "[45] button 'Update'")]
    else:
        out += [T(1, "[44] button 'Publish'")]
    out += [
        T(1, "[46] button 'Settings'"),
        T(1, "[48] button 'Add feature image'"),
        T(1, f"[49] textbox 'Post title' value='{title}'" + (", focused" if focus_title else "")),
        T(1, "[50] textbox 'Editor content'"),
        T(2, "StaticText 'It has been a busy quarter. Here is everything that landed between April and June, and what is coming next.'"),
        T(2, "[51] heading 'Offline mode (beta)'"),
        T(2, "StaticText 'The desktop app now keeps your last 30 days of projects available offline and syncs changes when you reconnect.'"),
        T(2, "[52] heading 'Single sign-on for Business plans'"),
        T(2, "StaticText 'SAML SSO with Okta, Entra ID and Google Workspace is generally available. SCIM provisioning follows in Q3.'"),
        T(2, "[53] heading 'Search that keeps up'"),
        T(2, "StaticText 'Results now come back in under 120 ms for 95% of queries, and typo tolerance finally works across languages.'"),
        T(1, "StaticText '214 words'"),
        T(1, "[55] button 'Help'"),
    ]
    return axtree(f"Editor - {title} - Tallyworks Blog", out, "https://blog.tallyworks.io/ghost/#/editor/post/6641f3a9c2b81e0001d4a7e2")


def gh_publish(step: str) -> str:
    out = [T(0, "[40] main ''"), T(1, "[60] button 'Close'")]
    if step == "options":
        out += [
            T(1, "[61] heading 'Ready, set, publish.'"),
            T(1, "StaticText 'Share it with the world.'"),
            T(1, "[62] button 'Publish and email', expanded=False"),
            T(1, "[63] button 'All 1,284 subscribers', expanded=False"),
            T(1, "[64] button 'Right now', expanded=False"),
            T(1, "[65] button 'Continue, final review →'"),
            T(1, "[66] button 'Preview'"),
        ]
    elif step == "review":
        out += [
            T(1, "[61] heading 'Ready, set, publish.'"),
            T(1, "StaticText 'Your post will be published on your site, and delivered to all 1,284 subscribers, right now.'"),
            T(1, "[67] button 'Publish & send, right now'"),
            T(1, "[68] button '← Back to settings'"),
        ]
    else:
        out += [
            T(1, "[61] heading 'Boom! It’s out there.'"),
            T(1, "StaticText 'That’s 1 post published and 1,284 emails on their way.'"),
            T(1, f"[69] link '{GH_TITLE2}'"),
            T(1, "StaticText 'blog.tallyworks.io/what-shipped-in-q2/'"),
            T(1, "[70] button 'Copy link'"),
            T(1, "[71] link 'View post'"),
            T(1, "[72] button 'Back to editor'"),
            T(1, "[73] button 'Back to posts'"),
        ]
    return axtree("Publish - Tallyworks Blog", out, "https://blog.tallyworks.io/ghost/#/editor/post/6641f3a9c2b81e0001d4a7e2")


# Ghost admin: clean
def t17(rs: RowSet) -> None:
    drafts = [p for p in GH_POSTS if p[4] == "Draft"]
    dash = gh_sidebar() + [
        T(0, "[40] main ''"),
        T(1, "[41] heading 'Dashboard'"),
        T(1, "[42] combobox 'Date range' value='Last 30 days'"),
        T(1, "StaticText 'Total members'"), T(1, "StaticText '1,284'"), T(1, "StaticText '+6.1%'"),
        T(1, "StaticText 'Paid members'"), T(1, "StaticText '197'"), T(1, "StaticText '+2.4%'"),
        T(1, "StaticText 'MRR'"), T(1, "StaticText '$1,773'"), T(1, "StaticText '+3.0%'"),
        T(1, "[50] heading 'Recent posts'"),
        T(1, "[51] link 'Customer story: how Marlow Coffee cut churn 18%'"), T(1, "StaticText 'Sent 1,271 · Opened 58% · Clicked 9%'"),
        T(1, "[52] link 'April changelog'"), T(1, "StaticText 'Sent 1,247 · Opened 61% · Clicked 12%'"),
        T(1, "[53] link 'Why we rebuilt search from scratch'"), T(1, "StaticText 'Sent 1,239 · Opened 55% · Clicked 14%'"),
    ]
    after = [p for p in drafts if p[0] != "Q2 product updates (WIP)"]
    turns = [
        ("click('16')", gh_list(GH_POSTS, "All posts")),
        ("select_option('42', 'Draft posts')", gh_list(drafts, "Draft posts")),
        ("click('101')", gh_editor("Q2 product updates (WIP)", "Draft - Saved")),
        (f"fill('49', '{GH_TITLE2}')", gh_editor(GH_TITLE2, "Draft - Saved", focus_title=True)),
        ("click('44')", gh_publish("options")),
        ("click('65')", gh_publish("review")),
        ("click('67')", gh_publish("done")),
        ("click('72')", gh_editor(GH_TITLE2, "Published")),
        ("click('41')", gh_list(after, "Draft posts")),
    ]
    rs.add(task="web", tid="h38-web-17", system=SYSTEM, turns=turns,
           state=axtree("Dashboard - Tallyworks Blog", dash, "https://blog.tallyworks.io/ghost/#/dashboard"))


DX_FILES = [
    ("Launch Keynote Recap", "PDF", "2.4 MB", "Nov 2, 2023", "Elena Voss"),
    ("Press Kit 2023", "ZIP", "48.7 MB", "Oct 18, 2023", "Elena Voss"),
    ("Ceo Portrait Hires", "JPEG", "6.1 MB", "Sep 29, 2023", "Marco Bianchi"),
    ("Factory Tour 01", "JPEG", "4.8 MB", "Sep 29, 2023", "Marco Bianchi"),
    ("Factory Tour 02", "JPEG", "5.2 MB", "Sep 29, 2023", "Marco Bianchi"),
    ("Fact Sheet Q3", "PDF", "812 kB", "Sep 14, 2023", "Elena Voss"),
    ("Logo Lockups", "SVG", "96 kB", "Aug 30, 2023", "Jae-won Park"),
    ("Media Release Series B", "DOCX", "204 kB", "Aug 22, 2023", "Elena Voss"),
]
DX_BRAND = [
    ("Logo Primary", "SVG", "41 kB", "Mar 3, 2024", "Jae-won Park"),
    ("Logo Mono", "SVG", "38 kB", "Mar 3, 2024", "Jae-won Park"),
    ("Brand Guidelines V4", "PDF", "14.2 MB", "Feb 19, 2024", "Jae-won Park"),
    ("Color Palette", "PNG", "220 kB", "Feb 19, 2024", "Jae-won Park"),
    ("Typeface Licences", "PDF", "1.1 MB", "Jan 8, 2024", "Elena Voss"),
]
DX_FOLDER_ID = "b3e1c2d4-7a6f-4e21-9c55-2f8d0a6e9b71"
DX_FILE_ID = "5f0c9e2a-1b7d-4c3e-8a94-d62f1e0b7c38"


def dx_modules(active: str) -> list[str]:
    out = [T(0, "[10] navigation 'Module bar'"), T(1, "[11] link 'Directus'")]
    for i, m in enumerate(["Content", "User Directory", "File Library", "Insights", "Documentation", "Settings"]):
        out.append(T(1, f"[{12 + i}] link '{m}'" + (", focused" if m == active else "")))
    out.append(T(1, "[19] link 'Elena Voss'"))
    return out


def dx_nav(press: str, active: str, menu: bool = False) -> list[str]:
    out = dx_modules("File Library") + [
        T(0, "[20] navigation 'File Library'"),
        T(1, "[21] link 'All Files'" + (", selected=True" if active == "all" else "")),
        T(1, "[22] link 'My Files'"),
        T(1, "[23] link 'Recent Files'"),
        T(1, "[24] link 'Brand Assets'" + (", selected=True" if active == "brand" else "")),
        T(1, "[25] link 'Event Photos'"),
        T(1, f"[26] link '{press}'" + (", selected=True" if active == "press" else "")),
        T(1, "[27] link 'Uploads'"),
    ]
    if menu:
        out += [T(1, "[30] menu ''"), T(2, "[31] menuitem 'Rename Folder'"), T(2, "[32] menuitem 'Move Folder'"), T(2, "[33] menuitem 'Delete Folder'")]
    return out


def dx_folder(title: str, press: str, files: list[tuple[str, str, str, str, str]], active: str, *, menu: bool = False,
              dialog: str | None = None, notice: str = "", url: str = "") -> str:
    out = dx_nav(press, active, menu) + [
        T(0, "[40] main ''"),
        T(1, "[41] button 'Toggle Navigation'"),
        T(1, f"[42] heading '{title}'"),
        T(1, "[43] searchbox 'Search'"),
        T(1, "[44] button 'Filter'"),
        T(1, "[45] button 'Create Folder'"),
        T(1, "[46] button 'Upload File'"),
        T(1, "[48] table ''"),
        T(2, "[49] row ''"),
        T(3, "[50] checkbox 'Select all', checked='false'"),
    ]
    for j, h in enumerate(["Title", "Type", "Filesize", "Uploaded On", "Uploaded By"]):
        out.append(T(3, f"[{51 + j}] columnheader '{h}'"))
    for i, r in enumerate(files):
        b = 100 + i * 8
        out += [T(2, f"[{b}] row ''"), T(3, f"[{b + 1}] checkbox '', checked='false'")]
        out += [T(3, f"[{b + 2 + j}] cell '{c}'") for j, c in enumerate(r)]
    out.append(T(1, f"StaticText '{len(files)} items'"))
    out += [T(0, "[200] complementary 'Sidebar'"), T(1, "[201] button 'Folder Info'"), T(1, "[202] button 'Layout Options'"),
            T(1, "[203] button 'Export Items'")]
    if notice:
        out += [T(0, "[900] status ''"), T(1, f"StaticText '{notice}'")]
    if dialog is not None:
        out += [T(0, "[700] dialog 'Rename Folder'"), T(1, "[701] heading 'Rename Folder'"),
                T(1, f"[702] textbox 'Folder name' value='{dialog}', focused"), T(1, "[703] button 'Cancel'"), T(1, "[704] button 'Save'")]
    return axtree(f"{title} · File Library · Lumen Press", out, url or f"https://cms.lumenpress.eu/admin/files/folders/{DX_FOLDER_ID}")


def dx_file(press: str, desc: str, *, dirty: bool) -> str:
    out = dx_nav(press, "press") + [
        T(0, "[40] main ''"),
        T(1, "[41] button 'Back'"),
        T(1, "[42] heading 'Launch Keynote Recap'"),
        T(1, "[43] button 'Delete'"),
        T(1, "[44] button 'Move to Folder'"),
        T(1, "[45] button 'Download'"),
        T(1, "[46] button 'Save'" + ("" if dirty else ", disabled=True")),
        T(1, "[50] img 'Launch_Keynote_Recap.pdf'"),
        T(1, "StaticText 'Title'"), T(1, "[51] textbox 'Title' value='Launch Keynote Recap'"),
        T(1, "StaticText 'Description'"), T(1, "[52] textbox 'Description'" + (f" value='{desc}', focused" if desc else "")),
        T(1, "StaticText 'Tags'"), T(1, "[53] textbox 'Tags'"), T(2, "StaticText 'keynote'"), T(2, "StaticText 'launch'"),
        T(1, "StaticText 'Location'"), T(1, "[54] textbox 'Location' value='Berlin, Station'"),
        T(1, "StaticText 'Storage'"), T(1, "[55] textbox 'Storage' value='local', disabled=True"),
        T(1, "StaticText 'Filename (Disk)'"), T(1, f"[56] textbox 'Filename (Disk)' value='{DX_FILE_ID}.pdf', disabled=True"),
        T(1, "StaticText 'Filename (Download)'"), T(1, "[57] textbox 'Filename (Download)' value='Launch_Keynote_Recap.pdf'"),
        T(0, "[200] complementary 'Sidebar'"),
        T(1, "[201] button 'File Info', expanded=True"),
        T(2, "StaticText 'Type'"), T(2, "StaticText 'PDF'"),
        T(2, "StaticText 'Size'"), T(2, "StaticText '2.4 MB'"),
        T(2, "StaticText 'Created'"), T(2, "StaticText 'Thursday, November 2, 2023 at 9:14 AM'"),
        T(2, "StaticText 'Owner'"), T(2, "StaticText 'Elena Voss'"),
        T(2, "StaticText 'Folder'"), T(2, f"[205] link '{press}'"),
        T(2, "StaticText 'ID'"), T(2, f"StaticText '{DX_FILE_ID}'"),
        T(1, "[206] button 'Revisions', expanded=False"),
        T(1, "[207] button 'Comments', expanded=False"),
    ]
    return axtree("Launch Keynote Recap · File Library · Lumen Press", out, f"https://cms.lumenpress.eu/admin/files/{DX_FILE_ID}")


# Directus: bad
def t18(rs: RowSet) -> None:
    old, new = "press-2023", "press-archive-2023"
    recent = [("Event Photos Hamburg 017", "JPEG", "3.9 MB", "May 13, 2024", "Marco Bianchi"),
              ("Event Photos Hamburg 016", "JPEG", "4.1 MB", "May 13, 2024", "Marco Bianchi"),
              ("Newsletter Header May", "PNG", "612 kB", "May 6, 2024", "Jae-won Park"),
              ("Logo Primary", "SVG", "41 kB", "Mar 3, 2024", "Jae-won Park"),
              ("Logo Mono", "SVG", "38 kB", "Mar 3, 2024", "Jae-won Park"),
              ("Brand Guidelines V4", "PDF", "14.2 MB", "Feb 19, 2024", "Jae-won Park")]
    content = dx_modules("Content") + [
        T(0, "[20] navigation 'Content'"),
        T(1, "[21] link 'Articles'"), T(1, "[22] link 'Authors'"), T(1, "[23] link 'Categories'"), T(1, "[24] link 'Events'"),
        T(1, "[25] link 'Pages'"), T(1, "[26] link 'Press Releases'"),
        T(0, "[40] main ''"),
        T(1, "[42] heading 'Articles'"),
        T(1, "[43] searchbox 'Search'"), T(1, "[44] button 'Filter'"), T(1, "[45] button 'Create Item'"),
        T(1, "[48] table ''"),
        T(2, "[49] row ''"), T(3, "[50] columnheader 'Status'"), T(3, "[51] columnheader 'Title'"), T(3, "[52] columnheader 'Author'"), T(3, "[53] columnheader 'Date Published'"),
        T(2, "[60] row ''"), T(3, "[61] cell 'Published'"), T(3, "[62] cell 'Inside the Hamburg maker fair'"), T(3, "[63] cell 'Marco Bianchi'"), T(3, "[64] cell 'May 13, 2024'"),
        T(2, "[65] row ''"), T(3, "[66] cell 'Draft'"), T(3, "[67] cell 'Five years of Lumen Press'"), T(3, "[68] cell 'Elena Voss'"), T(3, "[69] cell '--'"),
        T(2, "[70] row ''"), T(3, "[71] cell 'Published'"), T(3, "[72] cell 'Spring catalogue is here'"), T(3, "[73] cell 'Jae-won Park'"), T(3, "[74] cell 'Apr 22, 2024'"),
        T(1, "StaticText '3 items'"),
    ]
    turns = [
        ("click('14')", dx_folder("File Library", old, recent, "all", url="https://cms.lumenpress.eu/admin/files")),
        ("click('26')", dx_folder(old, old, DX_FILES, "press")),
        ("click('26', button='right')", dx_folder(old, old, DX_FILES, "press", menu=True)),
        ("click('31')", dx_folder(old, old, DX_FILES, "press", dialog=old)),
        (f"fill('702', '{new}')", dx_folder(old, old, DX_FILES, "press", dialog=new)),
        ("click('704')", dx_folder(new, new, DX_FILES, "press")),
        ("click('102')", dx_file(new, "", dirty=False)),
        ("fill('52', 'Embargo lifted 2023-11-02. Approved for reuse in the 2024 anniversary issue.')",
         dx_file(new, "Embargo lifted 2023-11-02. Approved for reuse in the 2024 anniversary issue.", dirty=True)),
        ("click('46')", dx_folder(new, old, DX_FILES, "press", notice="Item updated")),
        ("click('24')", dx_folder("Brand Assets", old, DX_BRAND, "brand", url="https://cms.lumenpress.eu/admin/files/folders/0d7a4e19-3c62-4f8b-b1a5-9e27c4d08f53")),
    ]
    rs.add(task="web", tid="h38-web-18", system=SYSTEM, turns=turns,
           state=axtree("Articles · Content · Lumen Press", content, "https://cms.lumenpress.eu/admin/content/articles"),
           bad=True, turn=9, kind="the folder renamed to press-archive-2023 is back under its old name in the navigation")


def ck_header() -> list[str]:
    return [
        T(0, "[10] banner ''"),
        T(1, "[11] link 'Open Data Riverton'"),
        T(1, "[12] link 'Datasets'"),
        T(1, "[13] link 'Organizations'"),
        T(1, "[14] link 'Groups'"),
        T(1, "[15] link 'About'"),
        T(1, "[16] link 'Mandeep Kaur'"),
        T(1, "[17] link 'Dashboard'"),
        T(1, "[18] link 'Log out'"),
    ]


def ck_search(count: str, query: str, facets: dict[str, list[tuple[str, str]]], results: list[tuple[str, str, str]],
              active: list[str], typed: bool = False, url: str = "") -> str:
    out = ck_header() + [
        T(0, "[30] main ''"),
        T(1, "[31] navigation 'Breadcrumb'"), T(2, "[32] link 'Home'"), T(2, "[33] link 'Datasets'"),
        T(1, f"[34] searchbox 'Search datasets...' value='{query}'" + (", focused" if typed else "")),
        T(1, "[35] button 'Search'"),
        T(1, "[36] combobox 'Order by' value='Relevance'"),
    ]
    if count:
        out.append(T(1, f"[37] heading '{count} datasets found for \"{query}\"'"))
        for i, a in enumerate(active):
            out += [T(1, f"StaticText '{a}'"), T(1, f"[{38 + i}] link 'Remove filter {a}'")]
    bid = 50
    for fname, items in facets.items():
        out.append(T(1, f"[{bid}] heading '{fname}'"))
        bid += 1
        for name, n in items:
            out.append(T(2, f"[{bid}] link '{name} ({n})'"))
            bid += 1
    out.append(T(1, "[120] list ''"))
    for i, (title, desc, fmts) in enumerate(results):
        b = 130 + i * 4
        out += [T(2, f"[{b}] listitem ''"), T(3, f"[{b + 1}] link '{title}'"), T(3, f"StaticText '{desc}'")]
        out += [T(3, f"StaticText '{f}'") for f in fmts.split()]
    return axtree("Dataset - Open Data Riverton", out, url)


def ck_dataset(tags: list[str], updated: str, flash: str = "") -> str:
    out = ck_header() + [
        T(0, "[30] main ''"),
        T(1, "[31] navigation 'Breadcrumb'"), T(2, "[32] link 'Home'"), T(2, "[33] link 'Organizations'"),
        T(2, "[34] link 'City Environment Department'"), T(2, "[35] link 'Hourly PM2.5 readings – 2023'"),
    ]
    if flash:
        out += [T(1, "[36] alert ''"), T(2, f"StaticText '{flash}'")]
    out += [
        T(1, "[37] link 'Manage'"),
        T(1, "[38] heading 'Hourly PM2.5 readings – 2023'"),
        T(1, "StaticText 'Hourly fine particulate matter (PM2.5) concentrations from the 14 fixed monitoring stations operated by the City Environment Department. Values are in µg/m³, averaged from 1-minute sensor readings.'"),
        T(1, "[40] heading 'Data and Resources'"),
        T(1, "[41] list ''"),
        T(2, "[42] listitem ''"), T(3, "[43] link 'pm25_hourly_2023.csv'"), T(3, "StaticText 'CSV'"), T(3, "[44] button 'Explore'"),
        T(2, "[45] listitem ''"), T(3, "[46] link 'pm25_hourly_2023.json'"), T(3, "StaticText 'JSON'"), T(3, "[47] button 'Explore'"),
        T(2, "[48] listitem ''"), T(3, "[49] link 'Station locations'"), T(3, "StaticText 'GeoJSON'"), T(3, "[50] button 'Explore'"),
        T(1, "[52] heading 'Tags'"),
        T(1, "[53] list ''"),
    ]
    out += [T(2, f"[{54 + i}] link '{t}'") for i, t in enumerate(tags)]
    rows = [("Source", "https://air.riverton.gov/stations"), ("Author", "Air Monitoring Unit"), ("Maintainer", "Dev Malhotra"),
            ("Version", "1.3"), ("Last Updated", updated), ("Created", "January 9, 2023"), ("State", "active"),
            ("Update frequency", "yearly"), ("Spatial coverage", "City of Riverton")]
    out += [T(1, "[70] heading 'Additional Info'"), T(1, "[71] table ''"), T(2, "[72] row ''"), T(3, "[73] columnheader 'Field'"), T(3, "[74] columnheader 'Value'")]
    for i, (k, v) in enumerate(rows):
        out += [T(2, f"[{75 + i * 3}] row ''"), T(3, f"[{76 + i * 3}] rowheader '{k}'"), T(3, f"[{77 + i * 3}] cell '{v}'")]
    out += [
        T(0, "[110] complementary ''"),
        T(1, "StaticText 'Followers'"), T(1, "StaticText '14'"),
        T(1, "[111] link 'Unfollow'"),
        T(1, "[112] heading 'City Environment Department'"),
        T(1, "[113] heading 'Social'"),
        T(1, "[114] heading 'License'"),
        T(1, "[115] link 'Creative Commons Attribution 4.0'"),
    ]
    return axtree("Hourly PM2.5 readings – 2023 - Dataset - Open Data Riverton", out,
                  "https://data.riverton.gov/dataset/hourly-pm25-readings-2023")


def ck_edit(tags: str, focus: bool) -> str:
    out = ck_header() + [
        T(0, "[30] main ''"),
        T(1, "[31] navigation 'Breadcrumb'"), T(2, "[32] link 'Home'"), T(2, "[33] link 'Organizations'"),
        T(2, "[34] link 'City Environment Department'"), T(2, "[35] link 'Hourly PM2.5 readings – 2023'"), T(2, "StaticText 'Manage'"),
        T(1, "[40] link 'View dataset'"),
        T(1, "[41] tablist ''"), T(2, "[42] tab 'Edit metadata', selected=True"), T(2, "[43] tab 'Resources', selected=False"),
        T(2, "[44] tab 'Views', selected=False"),
        T(1, "StaticText 'Title'"), T(1, "[45] textbox 'Title' value='Hourly PM2.5 readings – 2023'"),
        T(1, "StaticText 'URL'"), T(1, "[46] textbox 'URL' value='hourly-pm25-readings-2023'"),
        T(1, "StaticText 'Description'"), T(1, "[47] textbox 'Description' value='Hourly fine particulate matter (PM2.5) concentrations from the 14 fixed monitoring stations operated by the City Environment Department. Values are in µg/m³, averaged from 1-minute sensor readings.'"),
        T(1, "StaticText 'Tags'"), T(1, f"[48] textbox 'Tags' value='{tags}'" + (", focused" if focus else "")),
        T(1, "StaticText 'License'"), T(1, "[49] combobox 'License' value='Creative Commons Attribution 4.0'"),
        T(1, "StaticText 'Organization'"), T(1, "[50] combobox 'Organization' value='City Environment Department'"),
        T(1, "StaticText 'Visibility'"), T(1, "[51] combobox 'Visibility' value='Public'"),
        T(1, "StaticText 'Source'"), T(1, "[52] textbox 'Source' value='https://air.riverton.gov/stations'"),
        T(1, "StaticText 'Version'"), T(1, "[53] textbox 'Version' value='1.3'"),
        T(1, "StaticText 'Author'"), T(1, "[54] textbox 'Author' value='Air Monitoring Unit'"),
        T(1, "StaticText 'Author Email'"), T(1, "[55] textbox 'Author Email' value='air@riverton.gov'"),
        T(1, "StaticText 'Maintainer'"), T(1, "[56] textbox 'Maintainer' value='Dev Malhotra'"),
        T(1, "StaticText 'Maintainer Email'"), T(1, "[57] textbox 'Maintainer Email' value='d.malhotra@riverton.gov'"),
        T(1, "[60] button 'Delete'"),
        T(1, "[61] button 'Update Dataset'"),
    ]
    return axtree("Hourly PM2.5 readings – 2023 - Edit - Open Data Riverton", out,
                  "https://data.riverton.gov/dataset/edit/hourly-pm25-readings-2023")


# CKAN: clean
def t19(rs: RowSet) -> None:
    f0 = {"Organizations": [("Regional Transport Authority", "31"), ("City Environment Department", "23"), ("Public Health Office", "19"), ("Parks and Recreation", "11"), ("Port of Riverton", "8")],
          "Tags": [("air quality", "118"), ("pm2.5", "46"), ("no2", "39"), ("ozone", "27"), ("sensors", "24")],
          "Formats": [("CSV", "87"), ("JSON", "44"), ("XLSX", "21"), ("GeoJSON", "12"), ("PDF", "9")],
          "Licenses": [("Creative Commons Attribution 4.0", "96"), ("Open Data Commons Open Database License", "31"), ("License not specified", "15")]}
    f1 = {"Organizations": [("Regional Transport Authority", "22"), ("City Environment Department", "19"), ("Public Health Office", "11"), ("Parks and Recreation", "6"), ("Port of Riverton", "5")],
          "Tags": [("air quality", "74"), ("pm2.5", "33"), ("no2", "28"), ("ozone", "19"), ("sensors", "17")],
          "Formats": [("CSV", "87"), ("JSON", "31"), ("XLSX", "9"), ("GeoJSON", "8"), ("PDF", "2")],
          "Licenses": [("Creative Commons Attribution 4.0", "61"), ("Open Data Commons Open Database License", "19"), ("License not specified", "7")]}
    f2 = {"Organizations": [("City Environment Department", "19")],
          "Tags": [("air quality", "17"), ("pm2.5", "9"), ("no2", "7"), ("sensors", "6"), ("ozone", "5")],
          "Formats": [("CSV", "19"), ("JSON", "12"), ("GeoJSON", "4"), ("XLSX", "2")],
          "Licenses": [("Creative Commons Attribution 4.0", "19")]}
    r0 = [("Air quality index by district, daily", "Daily AQI per district computed from PM2.5, PM10, NO2 and O3...", "CSV JSON"),
          ("Traffic-related NO2 along arterial roads", "Diffusion tube measurements at 62 roadside sites, monthly...", "XLSX PDF"),
          ("Hourly PM2.5 readings – 2023", "Hourly fine particulate matter (PM2.5) concentrations from the 14 fixed monitoring stations...", "CSV JSON GeoJSON"),
          ("Asthma-related ER visits and air quality", "Weekly counts of emergency visits joined with AQI...", "CSV"),
          ("Port emissions inventory", "Annual inventory of NOx, SOx and PM from vessels and cargo handling...", "PDF XLSX"),
          ("Low-cost sensor network, raw feed", "Minute-level readings from 140 community PurpleAir-type sensors...", "JSON"),
          ("Ozone exceedance days", "Days above the 8-hour ozone standard, per station, since 2010...", "CSV"),
          ("Wildfire smoke advisories", "Advisories issued by the Public Health Office with start/end times...", "GeoJSON CSV")]
    r1 = [r0[0], r0[2], r0[3], r0[6], r0[7],
          ("Bus depot air monitoring", "Indoor and outdoor PM2.5 at the three bus depots, 15-minute averages...", "CSV"),
          ("School zone air quality pilot", "Sensors at 12 primary schools, hourly, 2022–2024...", "CSV JSON"),
          ("Annual air quality report tables", "Tables behind the annual report, one file per pollutant...", "CSV XLSX")]
    r2 = [r0[2], r0[0], r0[6],
          ("Hourly PM2.5 readings – 2022", "Hourly fine particulate matter (PM2.5) concentrations from the 13 fixed monitoring stations...", "CSV JSON GeoJSON"),
          ("Hourly NO2 readings – 2023", "Hourly nitrogen dioxide from the fixed monitoring stations...", "CSV JSON"),
          ("Monitoring station register", "Locations, instruments and commissioning dates of all stations...", "CSV GeoJSON"),
          ("Pollen counts, daily", "Daily pollen counts by type from the rooftop trap at City Hall...", "CSV"),
          ("Annual air quality report tables", "Tables behind the annual report, one file per pollutant...", "CSV XLSX")]
    def home(typed: str = "") -> list[str]:
        return ck_header() + [
            T(0, "[30] main ''"),
            T(1, "[31] heading 'Welcome to Open Data Riverton'"),
            T(1, "StaticText 'Browse 1,906 datasets published by the City of Riverton and its partner agencies.'"),
            T(1, "[34] searchbox 'Search datasets...'" + (f" value='{typed}', focused" if typed else "")),
            T(1, "[35] button 'Search'"),
            T(1, "StaticText 'Popular tags'"),
            T(1, "[40] link 'transport'"), T(1, "[41] link 'budget'"), T(1, "[42] link 'air quality'"), T(1, "[43] link 'zoning'"),
            T(1, "StaticText '1,906 datasets'"), T(1, "StaticText '24 organizations'"), T(1, "StaticText '11 groups'"),
        ]
    base = "https://data.riverton.gov/dataset/?q=air+quality"
    tags0 = ["air quality", "pm2.5", "sensors"]
    tags1 = tags0 + ["hourly"]
    turns = [
        ("fill('34', 'air quality')", axtree("Welcome - Open Data Riverton", home("air quality"), "https://data.riverton.gov/")),
        ("keyboard_press('Enter')", ck_search("142", "air quality", f0, r0, [], url=base)),
        ("click('63')", ck_search("87", "air quality", f1, r1, ["Formats: CSV"], url=base + "&res_format=CSV")),
        ("click('52')", ck_search("19", "air quality", f2, r2, ["Organizations: City Environment Department", "Formats: CSV"], url=base + "&res_format=CSV&organization=city-environment")),
        ("click('131')", ck_dataset(tags0, "May 2, 2024")),
        ("click('37')", ck_edit("air quality,pm2.5,sensors", False)),
        ("fill('48', 'air quality,pm2.5,sensors,hourly')", ck_edit("air quality,pm2.5,sensors,hourly", True)),
        ("click('61')", ck_dataset(tags1, "May 14, 2024")),
    ]
    rs.add(task="web", tid="h38-web-19", system=SYSTEM, turns=turns,
           state=axtree("Welcome - Open Data Riverton", home(), "https://data.riverton.gov/"))


def tn_chrome(system_open: bool = False, active: str = "") -> list[str]:
    out = [
        T(0, "[10] banner ''"),
        T(1, "[11] button 'Toggle collapse'"),
        T(1, "StaticText 'truenas.lan'"),
        T(1, "[12] button 'TrueCommand'"),
        T(1, "[13] button 'Jobs'"),
        T(1, "[14] button 'Alerts 2'"),
        T(1, "[15] button 'Settings'"),
        T(1, "[16] button 'Power'"),
        T(0, "[20] navigation ''"),
    ]
    for i, m in enumerate(["Dashboard", "Storage", "Datasets", "Shares", "Data Protection", "Network", "Credentials", "Virtualization", "Apps", "Reporting", "System"]):
        out.append(T(1, f"[{21 + i}] link '{m}'" + (", focused" if m == active else "") + (", expanded=True" if m == "System" and system_open else "")))
    if system_open:
        for i, m in enumerate(["Update", "General Settings", "Advanced Settings", "Boot", "Failover", "Services", "Shell", "Alert Settings", "Audit", "Enclosure"]):
            out.append(T(2, f"[{35 + i}] link '{m}'" + (", focused" if m == active else "")))
    return out


TN_TREE = [("tank", "1.62 TiB", "5.31 TiB", "Unencrypted", 0), ("backups", "168.4 GiB", "5.31 TiB", "Inherit (unencrypted)", 1),
           ("media", "1.02 TiB", "5.31 TiB", "Inherit (unencrypted)", 1), ("projects", "430.9 GiB", "5.31 TiB", "Inherit (unencrypted)", 1),
           ("vm", "12.7 GiB", "5.31 TiB", "Inherit (unencrypted)", 1)]


def tn_datasets(sel: str, *, snaps: int = 14, dialog: bool = False, with_clone: bool = False, system_open: bool = False) -> str:
    tree = list(TN_TREE)
    if with_clone:
        tree.insert(4, ("projects-restore-test", "96 KiB", "5.31 TiB", "Inherit (unencrypted)", 1))
    out = tn_chrome(system_open=system_open, active="Datasets") + [
        T(0, "[60] main ''"),
        T(1, "[61] heading 'Datasets'"),
        T(1, "[62] searchbox 'Search'"),
        T(1, "[63] button 'Import Data'"),
        T(1, "[64] button 'Add Zvol'"),
        T(1, "[65] button 'Add Dataset'"),
        T(1, "[70] treegrid ''"),
        T(2, "[71] row ''"),
        T(3, "[72] columnheader 'Name'"), T(3, "[73] columnheader 'Used / Available'"), T(3, "[74] columnheader 'Encryption'"), T(3, "[75] columnheader 'Roles'"),
    ]
    for i, (name, used, avail, enc, lvl) in enumerate(tree):
        b = 80 + i * 5
        out += [T(2 + lvl, f"[{b}] row ''" + (", selected=True" if name == sel else "")), T(3 + lvl, f"[{b + 1}] gridcell '{name}'"),
                T(3 + lvl, f"[{b + 2}] gridcell '{used} / {avail}'"), T(3 + lvl, f"[{b + 3}] gridcell '{enc}'"),
                T(3 + lvl, "[{}] gridcell '{}'".format(b + 4, "SMB" if name == "projects" else ("Dataset is used by the system" if name == "tank" else "")))]
    path = "tank" if sel == "tank" else f"tank/{sel}"
    out += [T(1, f"[120] heading '{path}'"), T(1, "[121] region 'Details'"), T(2, "StaticText 'Type'"), T(2, "StaticText 'FILESYSTEM'"),
            T(2, "StaticText 'Sync'"), T(2, "StaticText 'STANDARD'"), T(2, "StaticText 'Compression Level'"),
            T(2, "StaticText '" + ("LZ4" if sel == "tank" else "Inherit (LZ4)") + "'"),
            T(2, "StaticText 'Enable Atime'"), T(2, "StaticText 'OFF'"), T(2, "StaticText 'ZFS Deduplication'"), T(2, "StaticText 'OFF'"),
            T(2, "StaticText 'Path'"), T(2, f"StaticText '{path}'")]
    if sel == "projects-restore-test":
        out += [T(2, "StaticText 'Origin'"), T(2, "StaticText 'tank/projects@manual-2024-05-14_14-31'")]
    out += [T(2, "[122] button 'Edit'"), T(2, "[123] button 'Delete'")]
    if sel == "projects":
        out += [
            T(1, "[130] region 'Dataset Space Management'"),
            T(2, "StaticText 'Data Written'"), T(2, "StaticText '412.6 GiB'"),
            T(2, "StaticText 'Snapshots'"), T(2, "StaticText '18.3 GiB'"),
            T(2, "StaticText 'Total Allocation'"), T(2, "StaticText '430.9 GiB'"),
            T(2, "StaticText 'Quotas'"), T(2, "StaticText 'Quota for this dataset: 1 TiB'"),
            T(2, "[131] button 'Edit'"),
            T(1, "[140] region 'Data Protection'"),
            T(2, "StaticText 'Snapshot Tasks'"), T(2, "StaticText '1 task (daily, keep 2 weeks)'"),
            T(2, f"StaticText 'Total Snapshots: {snaps}'"),
            T(2, "[141] link 'Manage Snapshots'"),
            T(2, "[142] button 'Create Snapshot'"),
            T(2, "[143] link 'Manage Snapshot Tasks'"),
            T(2, "StaticText 'Replication Tasks'"), T(2, "StaticText 'offsite-nas02 (nightly, 03:00)'"),
            T(1, "[150] region 'Permissions'"), T(2, "StaticText 'Owner: root'"), T(2, "StaticText 'Group: projects'"), T(2, "StaticText 'ACL Type: NFSv4'"),
            T(1, "[155] region 'Roles'"), T(2, "StaticText 'This dataset is being used by SMB share projects'"),
        ]
    elif sel == "projects-restore-test":
        out += [
            T(1, "[130] region 'Dataset Space Management'"),
            T(2, "StaticText 'Data Written'"), T(2, "StaticText '96 KiB'"),
            T(2, "StaticText 'Snapshots'"), T(2, "StaticText '0 B'"),
            T(2, "StaticText 'Total Allocation'"), T(2, "StaticText '96 KiB'"),
            T(1, "[140] region 'Data Protection'"),
            T(2, "StaticText 'Total Snapshots: 0'"),
            T(2, "[141] link 'Manage Snapshots'"),
            T(2, "[142] button 'Create Snapshot'"),
            T(1, "[150] region 'Permissions'"), T(2, "StaticText 'Owner: root'"), T(2, "StaticText 'Group: projects'"), T(2, "StaticText 'ACL Type: NFSv4'"),
        ]
    else:
        out += [T(1, "[130] region 'Dataset Space Management'"), T(2, "StaticText 'Data Written'"), T(2, "StaticText '208 KiB'"),
                T(2, "StaticText 'Total Allocation'"), T(2, "StaticText '1.62 TiB'"),
                T(1, "[140] region 'Data Protection'"), T(2, "StaticText 'Total Snapshots: 0'")]
    if dialog:
        out += [
            T(0, "[700] dialog 'Create Snapshot'"),
            T(1, "[701] heading 'Create Snapshot'"),
            T(1, "[702] button 'Close'"),
            T(1, "[703] combobox 'Dataset' value='tank/projects'"),
            T(1, "[704] textbox 'Name' value='manual-2024-05-14_14-31'"),
            T(1, "[705] combobox 'Naming Schema' value=''"),
            T(1, "[706] checkbox 'Recursive', checked='false'"),
            T(1, "[707] button 'Save'"),
        ]
    return axtree("Datasets - TrueNAS", out, "https://truenas.lan/ui/datasets/" + path.replace("/", "%2F"))


TN_SNAPS = [("manual-2024-05-14_14-31", "0 B", "2024-05-14 14:32:05", "412.6 GiB")] + [
    (f"auto-2024-05-{d:02d}_00-00", u, f"2024-05-{d:02d} 00:00:0{(d * 7) % 10}", r)
    for d, u, r in [(14, "1.12 GiB", "412.3 GiB"), (13, "1.48 GiB", "411.0 GiB"), (12, "612.4 MiB", "409.6 GiB"), (11, "208.9 MiB", "409.1 GiB"),
                    (10, "2.31 GiB", "408.8 GiB"), (9, "1.74 GiB", "406.2 GiB"), (8, "955.0 MiB", "404.7 GiB"), (7, "1.05 GiB", "403.5 GiB"),
                    (6, "384.2 MiB", "402.1 GiB")]]


def tn_snapshots(expanded: bool, dialog: str | None = None) -> str:
    out = tn_chrome(active="Datasets") + [
        T(0, "[60] main ''"),
        T(1, "[61] navigation 'Breadcrumb'"), T(2, "[62] link 'Datasets'"), T(2, "StaticText 'Snapshots'"),
        T(1, "[63] heading 'Snapshots'"),
        T(1, "[64] searchbox 'Search' value='tank/projects'"),
        T(1, "[65] checkbox 'Show extra columns', checked='false'"),
        T(1, "[66] button 'Add'"),
        T(1, "[70] table ''"),
        T(2, "[71] row ''"),
        T(3, "[72] columnheader 'Select all'"), T(3, "[73] columnheader 'Dataset'"), T(3, "[74] columnheader 'Snapshot'"),
        T(3, "[75] columnheader 'Used'"), T(3, "[76] columnheader 'Date Created'"), T(3, "[77] columnheader 'Referenced'"), T(3, "[78] columnheader 'Toggle'"),
    ]
    for i, (name, used, created, ref) in enumerate(TN_SNAPS):
        b = 100 + i * 8
        out += [T(2, f"[{b}] row ''" + (", expanded=True" if expanded and i == 0 else "")), T(3, f"[{b + 1}] checkbox '', checked='false'"),
                T(3, f"[{b + 2}] cell 'tank/projects'"), T(3, f"[{b + 3}] cell '{name}'"), T(3, f"[{b + 4}] cell '{used}'"),
                T(3, f"[{b + 5}] cell '{created}'"), T(3, f"[{b + 6}] cell '{ref}'"), T(3, f"[{b + 7}] button 'Toggle'")]
        if expanded and i == 0:
            out += [T(2, "[190] row ''"), T(3, "StaticText 'Used'"), T(3, "StaticText '0 B'"), T(3, "StaticText 'Date Created'"),
                    T(3, f"StaticText '{created}'"), T(3, "StaticText 'Referenced'"), T(3, f"StaticText '{ref}'"),
                    T(3, "StaticText 'Retention'"), T(3, "StaticText 'Will not be destroyed automatically'"),
                    T(3, "[191] button 'Clone To New Dataset'"), T(3, "[192] button 'Rollback'"), T(3, "[193] button 'Hold'"), T(3, "[194] button 'Delete'")]
    out += [T(1, "StaticText '1 – 10 of 15'"), T(1, "[200] button 'Previous page', disabled=True"), T(1, "[201] button 'Next page'"),
            T(1, "[202] combobox 'Items per page' value='10'")]
    if dialog is not None:
        out += [T(0, "[700] dialog 'Clone to New Dataset'"), T(1, "[701] heading 'Clone to New Dataset'"),
                T(1, "StaticText 'Snapshot: tank/projects@manual-2024-05-14_14-31'"),
                T(1, f"[703] textbox 'Dataset Name' value='{dialog}', focused"), T(1, "[704] button 'Cancel'"), T(1, "[705] button 'Clone'")]
    return axtree("Snapshots - TrueNAS", out, "https://truenas.lan/ui/datasets/snapshots?dataset=tank%2Fprojects")


def tn_audit(clone_ts: str, selected: bool) -> str:
    rows = [("Middleware", "admin", clone_ts, "Method Call: Clone snapshot"),
            ("Middleware", "admin", "2024-05-14 14:32:05", "Method Call: Create snapshot"),
            ("Middleware", "admin", "2024-05-14 14:27:18", "Authentication: Login"),
            ("SMB", "mchen", "2024-05-14 14:12:51", "Tree Connect: projects"),
            ("SMB", "mchen", "2024-05-14 14:12:50", "Authentication: Login"),
            ("SMB", "jwalsh", "2024-05-14 11:03:26", "Close: projects/2024/bid-docs/fee-proposal-v3.xlsx"),
            ("Middleware", "admin", "2024-05-13 17:44:09", "Method Call: Update SMB share"),
            ("Middleware", "admin", "2024-05-13 17:41:52", "Authentication: Login")]
    out = tn_chrome(system_open=True, active="Audit") + [
        T(0, "[60] main ''"),
        T(1, "[61] heading 'Audit'"),
        T(1, "[62] searchbox 'Search'"),
        T(1, "[63] button 'Switch to Advanced'"),
        T(1, "[64] button 'Export to CSV'"),
        T(1, "[70] table ''"),
        T(2, "[71] row ''"),
        T(3, "[72] columnheader 'Service'"), T(3, "[73] columnheader 'User'"), T(3, "[74] columnheader 'Timestamp', sort='descending'"), T(3, "[75] columnheader 'Event'"),
    ]
    for i, (svc, user, ts, ev) in enumerate(rows):
        b = 100 + i * 5
        out += [T(2, f"[{b}] row ''" + (", selected=True" if selected and i == 0 else "")), T(3, f"[{b + 1}] cell '{svc}'"),
                T(3, f"[{b + 2}] cell '{user}'"), T(3, f"[{b + 3}] cell '{ts}'"), T(3, f"[{b + 4}] cell '{ev}'")]
    out += [T(1, "StaticText '1 – 8 of 2,413'"), T(1, "[150] button 'Next page'")]
    if selected:
        out += [
            T(1, "[160] region 'Metadata'"),
            T(2, "StaticText 'Timestamp'"), T(2, f"StaticText '{clone_ts}'"),
            T(2, "StaticText 'Address'"), T(2, "StaticText '192.168.20.41'"),
            T(2, "StaticText 'Username'"), T(2, "StaticText 'admin'"),
            T(2, "StaticText 'Session'"), T(2, "StaticText '6b0f3e2a-94c1-4d7e-a2b8-15f9c0d3e7a6'"),
            T(2, "StaticText 'Service'"), T(2, "StaticText 'MIDDLEWARE'"),
            T(2, "StaticText 'Success'"), T(2, "StaticText 'true'"),
            T(1, "[170] region 'Event data'"),
            T(2, "StaticText '{\"method\": \"zfs.snapshot.clone\", \"params\": [{\"snapshot\": \"tank/projects@manual-2024-05-14_14-31\", \"dataset_dst\": \"tank/projects-restore-test\"}], \"description\": \"Clone snapshot\", \"authenticated\": true, \"authorized\": true}'"),
        ]
    return axtree("Audit - TrueNAS", out, "https://truenas.lan/ui/system/audit")


# TrueNAS: bad
def t20(rs: RowSet) -> None:
    dash = tn_chrome(active="Dashboard") + [
        T(0, "[60] main ''"),
        T(1, "[61] heading 'Dashboard'"),
        T(1, "[62] button 'Configure'"),
        T(1, "[63] region 'System Information'"),
        T(2, "StaticText 'Platform: Generic'"), T(2, "StaticText 'Version: TrueNAS-SCALE-24.04.1.1'"),
        T(2, "StaticText 'Hostname: truenas'"), T(2, "StaticText 'Uptime: 12 days 4 hours 17 minutes as of 14:27'"),
        T(1, "[64] region 'CPU'"), T(2, "StaticText '7% Avg Usage'"), T(2, "StaticText 'Intel(R) Xeon(R) E-2236 CPU @ 3.40GHz, 6 cores, 12 threads'"),
        T(1, "[65] region 'Memory'"), T(2, "StaticText '63.8 GiB total available (ECC)'"), T(2, "StaticText 'ZFS Cache 41.2 GiB'"),
        T(1, "[66] region 'Storage'"), T(2, "StaticText 'tank: ONLINE, 6 disks, RAIDZ2, 1.62 TiB used of 6.93 TiB'"),
        T(2, "StaticText 'boot-pool: ONLINE, 2 disks, MIRROR'"),
        T(1, "[67] region 'Network'"), T(2, "StaticText 'enp3s0: 10 Gb/s, In 38.4 Mb/s, Out 2.1 Mb/s'"),
    ]
    clone = "tank/projects-restore-test"
    bad_ts = "2024-05-14 14:29:41"
    turns = [
        ("click('23')", tn_datasets("tank")),
        ("click('96')", tn_datasets("projects")),
        ("click('142')", tn_datasets("projects", dialog=True)),
        ("click('707')", tn_datasets("projects", snaps=15)),
        ("click('141')", tn_snapshots(False)),
        ("click('107')", tn_snapshots(True)),
        ("click('191')", tn_snapshots(True, dialog="tank/projects-manual-2024-05-14_14-31-clone")),
        (f"fill('703', '{clone}')", tn_snapshots(True, dialog=clone)),
        ("click('705')", tn_datasets("projects-restore-test", with_clone=True)),
        ("click('31')", tn_datasets("projects-restore-test", with_clone=True, system_open=True)),
        ("click('43')", tn_audit(bad_ts, False)),
        ("click('100')", tn_audit(bad_ts, True)),
    ]
    rs.add(task="web", tid="h38-web-20", system=SYSTEM, turns=turns, state=axtree("Dashboard - TrueNAS", dash, "https://truenas.lan/ui/dashboard"),
           bad=True, turn=11, kind="audit entry for the clone is stamped before the snapshot it was cloned from was created")


def ag_chrome(filters_open: bool = False, active: str = "") -> list[str]:
    out = [
        T(0, "[10] banner ''"),
        T(1, "[11] link 'AdGuard Home'"),
        T(1, "StaticText 'Protection is on'"),
        T(1, "[12] link 'Dashboard'" + (", focused" if active == "Dashboard" else "")),
        T(1, "[13] button 'Settings', expanded=False"),
        T(1, "[14] button 'Filters', expanded=" + ("True" if filters_open else "False")),
    ]
    if filters_open:
        out += [T(2, "[15] menu ''"), T(3, "[16] menuitem 'DNS blocklists'"), T(3, "[17] menuitem 'DNS allowlists'"),
                T(3, "[18] menuitem 'DNS rewrites'"), T(3, "[19] menuitem 'Blocked services'"), T(3, "[20] menuitem 'Custom filtering rules'")]
    out += [T(1, "[21] link 'Query Log'" + (", focused" if active == "Query Log" else "")), T(1, "[22] link 'Setup Guide'"), T(1, "[23] button 'Sign out'")]
    return out


def ag_footer() -> list[str]:
    return [T(0, "[900] contentinfo ''"), T(1, "[901] link 'Homepage'"), T(1, "[902] link 'GitHub'"), T(1, "[903] link 'Privacy policy'"),
            T(1, "StaticText 'AdGuard Home version: v0.107.48'"), T(1, "[904] link 'Report an issue'")]


def ag_dashboard(filters_open: bool) -> str:
    out = ag_chrome(filters_open, "Dashboard") + [
        T(0, "[40] main ''"),
        T(1, "[41] heading 'Dashboard'"),
        T(1, "[42] button 'Disable protection'"),
        T(1, "[43] button 'Refresh statistics'"),
        T(1, "StaticText 'for the last 24 hours'"),
        T(1, "[44] region 'DNS Queries'"), T(2, "StaticText '31,874'"),
        T(1, "[45] region 'Blocked by Filters'"), T(2, "StaticText '4,112'"), T(2, "StaticText '12.90%'"),
        T(1, "[46] region 'Blocked malware/phishing'"), T(2, "StaticText '12'"), T(2, "StaticText '0.04%'"),
        T(1, "[47] region 'Blocked adult websites'"), T(2, "StaticText '0'"), T(2, "StaticText '0.00%'"),
        T(1, "[50] heading 'General statistics'"),
        T(1, "StaticText 'Average processing time'"), T(1, "StaticText '18 ms'"),
        T(1, "[55] heading 'Top clients'"),
        T(1, "[56] table ''"),
        T(2, "[57] row ''"), T(3, "[58] columnheader 'Client'"), T(3, "[59] columnheader 'Requests count'"),
    ]
    for i, (c, n) in enumerate([("192.168.10.41 (mira-laptop)", "9,402"), ("192.168.10.57 (living-room-tv)", "6,118"),
                                ("192.168.10.23 (pixel-8)", "4,930"), ("192.168.10.12 (homeassistant)", "3,771"), ("192.168.10.20 (nas)", "2,045")]):
        b = 60 + i * 3
        out += [T(2, f"[{b}] row ''"), T(3, f"[{b + 1}] cell '{c}'"), T(3, f"[{b + 2}] cell '{n}'")]
    out += ag_footer()
    return axtree("AdGuard Home", out, "http://192.168.10.2/#")


def ag_rewrites(rows: list[tuple[str, str]], *, modal: dict[str, str] | None = None, toast: str = "") -> str:
    out = ag_chrome() + [
        T(0, "[40] main ''"),
        T(1, "[41] heading 'DNS rewrites'"),
        T(1, "StaticText 'Allows to easily configure custom DNS response for a specific domain name.'"),
        T(1, "[42] table ''"),
        T(2, "[43] row ''"), T(3, "[44] columnheader 'Domain', clickable"), T(3, "[45] columnheader 'Answer', clickable"), T(3, "[46] columnheader 'Actions'"),
    ]
    for i, (d, a) in enumerate(rows):
        b = 50 + i * 6
        out += [T(2, f"[{b}] row ''"), T(3, f"[{b + 1}] cell '{d}'"), T(3, f"[{b + 2}] cell '{a}'"), T(3, f"[{b + 3}] button 'Edit'"), T(3, f"[{b + 4}] button 'Delete'")]
    out += [T(1, "[90] button 'Previous', disabled=True"), T(1, "StaticText 'Page'"), T(1, "[91] spinbutton 'Page' value='1'"), T(1, "StaticText 'of 1'"),
            T(1, "[92] combobox 'Rows per page' value='10 rows'"), T(1, "[93] button 'Next', disabled=True"),
            T(1, "[94] button 'Add DNS rewrite'")]
    out += ag_footer()
    if toast:
        out += [T(0, "[950] status ''"), T(1, f"StaticText '{toast}'")]
    if modal is not None:
        out += [
            T(0, "[700] dialog 'Add DNS rewrite'"),
            T(1, "[701] heading 'Add DNS rewrite'"),
            T(1, "[702] button 'Close'"),
            T(1, "[703] textbox 'Enter domain name or wildcard'" + (f" value='{modal['domain']}'" if modal.get("domain") else "") + (", focused" if modal.get("focus") == "domain" else "")),
            T(1, "[704] textbox 'Enter IP address or domain name'" + (f" value='{modal['answer']}'" if modal.get("answer") else "") + (", focused" if modal.get("focus") == "answer" else "")),
            T(1, "StaticText 'Examples:'"),
            T(1, "StaticText 'IPv4 address: rewrite to that address for A requests'"),
            T(1, "StaticText 'IPv6 address: rewrite to that address for AAAA requests'"),
            T(1, "StaticText 'Domain name: add a CNAME record'"),
            T(1, "[706] button 'Cancel'"),
            T(1, "[707] button 'Save'" + ("" if modal.get("domain") and modal.get("answer") else ", disabled=True")),
        ]
    return axtree("AdGuard Home", out, "http://192.168.10.2/#dns_rewrites")


def ag_log(rows: list[tuple[str, str, str, str, str]], search: str = "") -> str:
    out = ag_chrome(active="Query Log") + [
        T(0, "[40] main ''"),
        T(1, "[41] heading 'Query Log'"),
        T(1, "[42] button 'Refresh'"),
        T(1, "[43] searchbox 'Domain or client'" + (f" value='{search}', focused" if search else "")),
        T(1, "[44] combobox 'Response status' value='All queries'"),
        T(1, "[45] button 'Compact'"), T(1, "[46] button 'Default'"),
        T(1, "[48] table ''"),
        T(2, "[49] row ''"), T(3, "[50] columnheader 'Time'"), T(3, "[51] columnheader 'Request'"), T(3, "[52] columnheader 'Response'"), T(3, "[53] columnheader 'Client'"),
    ]
    for i, (t, req, status, ans, client) in enumerate(rows):
        b = 100 + i * 5
        out += [T(2, f"[{b}] row ''"), T(3, f"StaticText '{t}'"), T(3, f"StaticText '{req}'"), T(3, f"StaticText '{status}'"),
                T(3, f"StaticText '{ans}'"), T(3, f"[{b + 1}] link '{client}'"), T(3, f"[{b + 2}] button 'Block'")]
    out += ag_footer()
    return axtree("AdGuard Home", out, "http://192.168.10.2/#logs" + (f"?search={search}" if search else ""))


# AdGuard Home: clean
def t21(rs: RowSet) -> None:
    r0 = [("router.home.arpa", "192.168.10.1"), ("printer.home.arpa", "192.168.10.35"), ("*.lab.home.arpa", "192.168.10.50")]
    r1 = r0 + [("nas.home.arpa", "192.168.10.20")]
    log = [
        ("14:52:07", "nas.home.arpa A", "Rewritten", "192.168.10.20 (A) in 0 ms", "192.168.10.41 (mira-laptop)"),
        ("14:52:05", "api.spotify.com A", "Processed", "35.186.224.25 (A) in 21 ms", "192.168.10.23 (pixel-8)"),
        ("14:52:03", "ads.samsungads.com A", "Blocked by AdGuard DNS filter", "0.0.0.0 in 0 ms", "192.168.10.57 (living-room-tv)"),
        ("14:51:58", "time.cloudflare.com AAAA", "Processed", "2606:4700:f1::1 (AAAA) in 14 ms", "192.168.10.12 (homeassistant)"),
        ("14:51:44", "connectivitycheck.gstatic.com A", "Processed", "142.250.185.99 (A) in 9 ms", "192.168.10.23 (pixel-8)"),
        ("14:51:30", "github.com A", "Processed", "140.82.121.4 (A) in 17 ms", "192.168.10.41 (mira-laptop)"),
        ("14:51:12", "log-config.samsungacr.com A", "Blocked by AdGuard DNS filter", "0.0.0.0 in 0 ms", "192.168.10.57 (living-room-tv)"),
        ("14:50:47", "printer.home.arpa A", "Rewritten", "192.168.10.35 (A) in 0 ms", "192.168.10.41 (mira-laptop)"),
        ("14:48:55", "nas.home.arpa A", "Processed", "NXDOMAIN in 31 ms", "192.168.10.41 (mira-laptop)"),
        ("14:48:21", "mqtt.eclipseprojects.io A", "Processed", "137.135.83.217 (A) in 42 ms", "192.168.10.12 (homeassistant)"),
    ]
    filt = [log[0], log[8]]
    turns = [
        ("click('14')", ag_dashboard(True)),
        ("click('18')", ag_rewrites(r0)),
        ("click('94')", ag_rewrites(r0, modal={})),
        ("fill('703', 'nas.home.arpa')", ag_rewrites(r0, modal={"domain": "nas.home.arpa", "focus": "domain"})),
        ("fill('704', '192.168.10.20')", ag_rewrites(r0, modal={"domain": "nas.home.arpa", "answer": "192.168.10.20", "focus": "answer"})),
        ("click('707')", ag_rewrites(r1, toast="Rewrite rule added")),
        ("click('21')", ag_log(log)),
        ("fill('43', 'nas.home.arpa')", ag_log(filt, search="nas.home.arpa")),
    ]
    rs.add(task="web", tid="h38-web-21", system=SYSTEM, turns=turns, state=ag_dashboard(False))


KH_ITEMS = [  # due, title, author, barcode, itype, collection, location, out_on, callno, price, renewals left
    ["05/21/2024", "The overstory", "Powers, Richard", "39010004417825", "Books", "Fiction", "Adult Fiction", "04/30/2024", "FIC POW", "18.99", 2],
    ["05/21/2024", "Braiding sweetgrass : indigenous wisdom, scientific knowledge and the teachings of plants", "Kimmerer, Robin Wall", "39010004302117", "Books", "Non-fiction", "Adult Non-fiction", "04/30/2024", "581.6 KIM", "20.00", 2],
    ["05/24/2024", "Project Hail Mary", "Weir, Andy", "39010004558340", "Books", "Fiction", "Adult Fiction", "05/03/2024", "FIC WEI", "28.99", 3],
    ["05/28/2024", "The dawn of everything : a new history of humanity", "Graeber, David", "39010004499120", "Books", "Non-fiction", "Adult Non-fiction", "05/07/2024", "909 GRA", "35.00", 3],
    ["05/28/2024", "Spirited away [videorecording]", "Miyazaki, Hayao", "39010005110293", "DVD", "Media", "AV Collection", "05/07/2024", "DVD SPI", "19.98", 3],
]


def kh_header(tab: str, value: str = "") -> list[str]:
    out = [
        T(0, "[10] navigation ''"),
        T(1, "[11] link 'Koha'"),
        T(1, "[12] link 'Circulation'"),
        T(1, "[13] link 'Patrons'"),
        T(1, "[14] link 'Advanced search'"),
        T(1, "[15] link 'Lists'"),
        T(1, "[16] link 'Cataloging'"),
        T(1, "[17] link 'More'"),
        T(1, "[18] button 'Centerville Main'"),
        T(1, "[19] button 'kstaff'"),
        T(0, "[20] search ''"),
        T(1, "[21] tablist ''"),
    ]
    for i, t in enumerate(["Check out", "Check in", "Renew", "Search patrons", "Search catalog"]):
        out.append(T(2, f"[{22 + i}] tab '{t}', selected={'True' if t == tab else 'False'}"))
    label = {"Check out": "Enter patron card number or partial name", "Check in": "Scan a barcode to check in"}[tab]
    out += [T(1, f"[28] textbox '{label}'" + (f" value='{value}'" if value else "") + ", focused"), T(1, "[29] button 'Submit'")]
    return out


def kh_patron_side() -> list[str]:
    return [
        T(0, "[40] complementary ''"),
        T(1, "[41] heading 'Rosalind Achterberg (23529000812347)'"),
        T(1, "StaticText '114 Linden Ave, Centerville, OH 45459'"),
        T(1, "StaticText 'Email: r.achterberg@fastmail.example'"),
        T(1, "StaticText 'Phone: (937) 555-0186'"),
        T(1, "StaticText 'Category: Adult (PT)'"),
        T(1, "StaticText 'Home library: Centerville Main'"),
        T(1, "[43] link 'Check out'"), T(1, "[44] link 'Details'"), T(1, "[45] link 'Accounting'"), T(1, "[46] link 'Notices'"),
        T(1, "[47] link 'Circulation history'"), T(1, "[48] link 'Modification log'"),
    ]


def kh_table(items: list[list], *, checked: set[str], renewed: str = "") -> list[str]:
    out = [T(1, "[200] table ''"), T(2, "[201] row ''")]
    for j, h in enumerate(["Due date", "Title", "Item type", "Collection", "Location", "Home library", "Checked out on", "Call number", "Charge", "Fine", "Price", "Renew", "Check in"]):
        out.append(T(3, f"[{202 + j}] columnheader '{h}'"))
    for it in items:
        due, title, author, bc, itype, coll, loc, on, call, price, left = it
        b = 300 + [x[3] for x in KH_ITEMS].index(bc) * 15
        out += [T(2, f"[{b}] row ''"), T(3, f"[{b + 1}] cell '{due}'")]
        if bc == renewed:
            out.append(T(4, "StaticText 'Renewed!'"))
        out += [T(3, f"[{b + 2}] link '{title}'"), T(4, f"StaticText '{author}'"), T(4, f"[{b + 3}] link '{bc}'"),
                T(3, f"[{b + 4}] cell '{itype}'"), T(3, f"[{b + 5}] cell '{coll}'"), T(3, f"[{b + 6}] cell '{loc}'"), T(3, f"[{b + 7}] cell 'Centerville Main'"),
                T(3, f"[{b + 8}] cell '{on}'"), T(3, f"StaticText '{call}'"), T(3, "StaticText '0.00'"), T(3, "StaticText '0.00'"), T(3, f"StaticText '{price}'"),
                T(3, f"[{b + 9}] checkbox 'Renew', checked={chk(bc in checked)}"), T(4, f"StaticText '({left} of 3 renewals remaining)'"),
                T(3, f"[{b + 10}] checkbox 'Check in', checked='false'")]
    return out


def kh_checkout(items: list[list], *, checked: set[str] = frozenset(), renewed: str = "", tab: str = "Check out", value: str = "") -> str:
    out = kh_header(tab, value) + kh_patron_side() + [
        T(0, "[60] main ''"),
        T(1, "[61] heading 'Checking out to Rosalind Achterberg (23529000812347)'"),
        T(1, "[62] textbox 'Enter item barcode'"),
        T(1, "[63] button 'Check out'"),
        T(1, "[64] button 'Checkout settings', expanded=False"),
        T(1, "[70] tablist ''"),
        T(2, f"[71] tab 'Checkouts ({len(items)})', selected=True"),
        T(2, "[72] tab 'Holds (1)', selected=False"),
        T(2, "[73] tab 'Restrictions (0)', selected=False"),
        T(2, "[74] tab 'Clubs (0)', selected=False"),
        T(1, "[80] button 'Show checkouts'"),
        T(1, "[81] checkbox 'Always show checkouts immediately', checked='true'"),
    ]
    out += kh_table(items, checked=checked, renewed=renewed)
    out += [T(1, "StaticText 'Totals:'"), T(1, "StaticText '0.00'"), T(1, "StaticText '0.00'"),
            T(1, f"StaticText '{sum(float(i[9]) for i in items):.2f}'"),
            T(1, "[280] button 'Select all'"), T(1, "[281] button 'Select none'"),
            T(1, "[282] checkbox 'Override renewal restrictions', checked='false'"),
            T(1, "[283] button 'Renew or check in selected items'"),
            T(1, "[284] button 'Renew all'")]
    return axtree("Checking out to Rosalind Achterberg (23529000812347) › Circulation › Koha", out,
                  "https://staff.centervillelibrary.org/cgi-bin/koha/circ/circulation.pl?borrowernumber=18342")


def kh_returns() -> str:
    it = KH_ITEMS[0]
    out = kh_header("Check in") + [
        T(0, "[60] main ''"),
        T(1, "[61] heading 'Check in'"),
        T(1, "[62] textbox 'Enter item barcode'"),
        T(1, "[63] button 'Submit'"),
        T(1, "[64] button 'Check in settings', expanded=False"),
        T(1, "[66] heading 'Checked-in items'"),
        T(1, "[67] table ''"),
        T(2, "[68] row ''"),
    ]
    for j, h in enumerate(["Due date", "Title", "Author", "Barcode", "Home library", "Holding library", "Shelving location", "Call number", "Type", "Patron", "Note"]):
        out.append(T(3, f"[{69 + j}] columnheader '{h}'"))
    out += [T(2, "[90] row ''"), T(3, f"[91] cell '{it[0]}'"), T(3, f"[92] link '{it[1]}'"), T(3, f"[93] cell '{it[2]}'"), T(3, f"[94] link '{it[3]}'"),
            T(3, "[95] cell 'Centerville Main'"), T(3, "[96] cell 'Centerville Main'"), T(3, f"[97] cell '{it[6]}'"), T(3, f"[98] cell '{it[8]}'"),
            T(3, f"[99] cell '{it[4]}'"), T(3, "[100] link 'Achterberg, Rosalind (23529000812347)'"), T(3, "[101] cell ''")]
    return axtree("Check in › Circulation › Koha", out, "https://staff.centervillelibrary.org/cgi-bin/koha/circ/returns.php")


def kh_details(items: list[list], shown_count: int, renewed: str) -> str:
    out = kh_header("Check out") + kh_patron_side() + [
        T(0, "[60] main ''"),
        T(1, "[61] heading 'Rosalind Achterberg (23529000812347)'"),
        T(1, "[62] button 'Edit'"), T(1, "[63] button 'Change password'"), T(1, "[64] button 'Duplicate'"), T(1, "[65] button 'Print'"),
        T(1, "[66] button 'Search to hold'"), T(1, "[67] button 'More'"),
        T(1, "[68] region 'Contact information'"),
        T(2, "StaticText 'Primary phone: (937) 555-0186'"), T(2, "StaticText 'Primary email: r.achterberg@fastmail.example'"),
        T(1, "[69] region 'Library use'"),
        T(2, "StaticText 'Card number: 23529000812347'"), T(2, "StaticText 'Category: Adult (PT)'"),
        T(2, "StaticText 'Registration date: 03/11/2019'"), T(2, "StaticText 'Expiration date: 03/11/2027'"),
        T(2, "StaticText 'Library: Centerville Main'"),
        T(1, "[70] tablist ''"),
        T(2, f"[71] tab 'Checkouts ({shown_count})', selected=True"),
        T(2, "[72] tab 'Holds (1)', selected=False"),
        T(2, "[73] tab 'Restrictions (0)', selected=False"),
        T(2, "[74] tab 'Clubs (0)', selected=False"),
    ]
    out += kh_table(items, checked=set())
    out += [T(1, "StaticText 'Totals:'"), T(1, "StaticText '0.00'"), T(1, "StaticText '0.00'"),
            T(1, f"StaticText '{sum(float(i[9]) for i in items):.2f}'"),
            T(1, "[283] button 'Renew or check in selected items'"), T(1, "[284] button 'Renew all'")]
    return axtree("Patron details for Rosalind Achterberg (23529000812347) › Patrons › Koha", out,
                  "https://staff.centervillelibrary.org/cgi-bin/koha/members/moremember.pl?borrowernumber=18342")


# Koha staff client: bad
def t22(rs: RowSet) -> None:
    renewed = [list(x) for x in KH_ITEMS]
    renewed[1][0], renewed[1][10] = "06/11/2024", 1
    after = renewed[1:]
    home = kh_header("Check out") + [
        T(0, "[60] main ''"),
        T(1, "[61] heading 'Koha staff interface'"),
        T(1, "[62] link 'Circulation'"), T(1, "[63] link 'Patrons'"), T(1, "[64] link 'Advanced search'"), T(1, "[65] link 'Lists'"),
        T(1, "[66] link 'Cataloging'"), T(1, "[67] link 'Authorities'"), T(1, "[68] link 'Reports'"), T(1, "[69] link 'Koha administration'"),
        T(1, "[70] region 'News'"), T(2, "StaticText 'Memorial Day: all branches closed Monday May 27.'"),
        T(2, "StaticText 'Summer reading sign-ups open June 1.'"),
        T(1, "StaticText 'Pending: 3 suggestions, 2 patron modifications, 1 article request'"),
    ]
    bc2 = "39010004302117"
    turns = [
        ("fill('28', '23529000812347')", axtree("Koha staff interface", kh_header("Check out", "23529000812347") + home[len(kh_header("Check out")):],
                                                "https://staff.centervillelibrary.org/cgi-bin/koha/mainpage.pl")),
        ("click('29')", kh_checkout(KH_ITEMS)),
        ("click('324')", kh_checkout(KH_ITEMS, checked={bc2})),
        ("click('283')", kh_checkout(renewed, renewed=bc2)),
        ("click('23')", kh_checkout(renewed, renewed=bc2, tab="Check in")),
        ("fill('28', '39010004417825')", kh_checkout(renewed, renewed=bc2, tab="Check in", value="39010004417825")),
        ("keyboard_press('Enter')", kh_returns()),
        ("click('100')", kh_details(after, 5, bc2)),
    ]
    rs.add(task="web", tid="h38-web-22", system=SYSTEM, turns=turns,
           state=axtree("Koha staff interface", home, "https://staff.centervillelibrary.org/cgi-bin/koha/mainpage.pl"),
           bad=True, turn=8, kind="Checkouts tab count stays at 5 after one of the five items was checked in")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
                  t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
