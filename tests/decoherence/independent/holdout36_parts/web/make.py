# ruff: noqa: E501
"""Held-out set holdout36, web domain: 22 browser trajectories (BrowserGym actions, accessibility trees).

Eleven trajectories carry exactly one observation that contradicts an earlier observation or action;
the other eleven are clean, with only legitimate changes between turns. Running this module writes
``web_test.jsonl`` and ``labels.json`` next to it.
"""

from __future__ import annotations

import textwrap
from pathlib import Path

from tests.decoherence.independent.rowkit2 import RowSet, axtree

ACTIONS = """noop(wait_ms: float = 1000)
mouse_move(x: float, y: float)
mouse_click(x: float, y: float, button: Literal['left', 'middle', 'right'] = 'left')
mouse_dblclick(x: float, y: float, button: Literal['left', 'middle', 'right'] = 'left')
mouse_down(x: float, y: float, button: Literal['left', 'middle', 'right'] = 'left')
mouse_up(x: float, y: float, button: Literal['left', 'middle', 'right'] = 'left')
scroll(delta_x: float, delta_y: float)
click(bid: str, button: Literal['left', 'middle', 'right'] = 'left', modifiers: list = [])
keyboard_press(key: str)
keyboard_type(text: str)
fill(bid: str, value: str, enable_autocomplete_menu: bool = False)
hover(bid: str)
tab_focus(index: int)
new_tab()
go_back()
go_forward()
goto(url: str)
tab_close()
select_option(bid: str, options: str | list[str])
send_msg_to_user(text: str)
report_infeasible(reason: str)"""


def system(site: str, goal: str) -> str:
    return f"""# Role and Objective

You are a **Web World Model**, a precise browser state simulator. Your task is to predict the exact next page state after a browser action is executed.

Given:
1. **Historical Context** (Optional): Previous interactions in this session
2. **Current Page State**: The visible browser page state, as an accessibility tree whose interactive nodes carry their bid in square brackets
3. **Browser Action**: A BrowserGym browser control action

Predict the **next page state** after the action is executed.

## Core Responsibilities

1. **State Prediction**: Generate the complete next page state after action execution
2. **Context Maintenance**: Track navigation state, focused elements, form values, and browsing history across turns
3. **Behavioral Fidelity**: Stay faithful to browser behavior, including navigation, loading completion, focus changes, and no-op actions

# Action Space

```text
21 different types of actions are available.
{ACTIONS}
```

# Content Requirements

- A page-changing action (link click, menu selection, tab switch, pagination, search submission, modal opening, browser navigation) updates the page-level state first: URL, title, main heading, visible main content.
- A local-edit action preserves the full page state and modifies only the directly affected nodes, field values, focus and immediate dependent UI.
- Preserve untouched subtrees verbatim whenever possible, bids included.
- Return the unchanged page state only if the action clearly has no visible effect, is invalid, or targets a disabled or non-interactive element.

# Format Requirements

Preserve the current page state representation format exactly: the `URL:` line, then the `RootWebArea` node and its tab-indented children. Do not add fields, metadata or browser internals that the current page state does not have.

# Session

Chromium 130, viewport 1280x720, signed in to {site}.
Agent task: {goal}

Output exactly one complete and closed <predicted_observation></predicted_observation> block and nothing else."""


def blk(s: str, depth: int = 0) -> list[str]:
    """Lines written with two spaces per nesting level, turned into tab-indented tree lines."""
    out = []
    text = textwrap.dedent(s).strip("\n")
    assert not text.startswith(" "), text[:80]
    for ln in text.split("\n"):
        if not ln.strip():
            continue
        body = ln.lstrip(" ")
        out.append("\t" * (depth + (len(ln) - len(body)) // 2) + body)
    return out


def ind(lines: list[str], depth: int) -> list[str]:
    return ["\t" * depth + ln for ln in lines]


def page(title: str, url: str, *parts: list[str]) -> str:
    lines: list[str] = []
    for p in parts:
        lines.extend(p)
    return axtree(title, lines, url)


# Mastodon: bad
def t01(rs: RowSet) -> None:
    host = "https://hachyderm.io"
    txt = ("Reminder: the Rust Zürich meetup moves to Thursday 21 Nov, 18:30 at Impact Hub Colab. Talks on embedded "
           "async and sqlx migrations, plus a hack hour afterwards. Bring a laptop! #rustlang #zurich")
    sid = "113482539270167587"

    def compose(text: str = "") -> list[str]:
        left = 500 - len(text)
        val = f", value='{text}'" if text else ""
        return blk(f"""
            [23] link 'Hachyderm.io'
            [26] search ''
              [28] combobox 'Search or paste URL', autocomplete='list', hasPopup='listbox', expanded=False
            [33] form 'Compose new post'
              [35] link 'Wren Field'
                [36] img 'Wren Field'
              [39] textbox 'What’s on your mind?', multiline=True{val}{', focused' if text else ''}
              [42] button 'Add images, a video or an audio file'
              [44] button 'Add a poll'
              [46] button 'Add content warning'
              [48] button 'Change post privacy', hasPopup='menu'
                StaticText 'Public'
              [51] button 'Change language', hasPopup='menu'
                StaticText 'EN'
              StaticText '{left}'
              [55] button 'Post'{'' if text else ', disabled=True'}
        """)

    def nav(notif: str = "3") -> list[str]:
        badge = f"\n{' ' * 16}StaticText '{notif}'" if notif else ""
        return blk(f"""
            [300] navigation ''
              [302] link 'Home'
              [304] link 'Explore'
              [306] link 'Live feeds'
              [308] link 'Notifications'{badge}
              [310] link 'Private mentions'
              [312] link 'Bookmarks'
              [314] link 'Favorites'
              [316] link 'Lists'
              [318] link 'Followed hashtags'
              [320] link 'Preferences'
              StaticText 'Hachyderm.io: About · Status · Invite people · Privacy policy'
              StaticText 'Mastodon: About · Get the app · Keyboard shortcuts · View source code · v4.3.1'
        """)

    def art(b: int, name: str, handle: str, age: str, text: str, r: int, bo: int, f: int, extra: str = "") -> list[str]:
        head = [f"StaticText '{extra}'"] if extra else []
        return [f"[{b}] article '{name}, {text[:60]}…, {age}'"] + ind(head + [
            f"[{b + 1}] link '{name} @{handle}'",
            f"\t[{b + 2}] img '{name}'",
            f"[{b + 3}] link '{age}'",
            f"StaticText '{text}'",
            f"[{b + 5}] button 'Reply'", f"\tStaticText '{r}'",
            f"[{b + 7}] button 'Boost'", f"\tStaticText '{bo}'",
            f"[{b + 9}] button 'Favorite'", f"\tStaticText '{f}'",
            f"[{b + 11}] button 'Bookmark'",
            f"[{b + 13}] button 'More'"], 1)

    others = [
        ("Mara Lindqvist", "mara@fosstodon.org", "Finally migrated our CI runners from Docker Machine to the fleeting plugin. Autoscaling on Hetzner works, the cleanup hook needed a one-line patch. Writeup soon.", 3, 12, 41, ""),
        ("Tobias Kern", "tk@chaos.social", "PSA: if your instance still runs Mastodon 4.3.0, update to 4.3.1 today. It fixes a media proxy issue that lets remote servers exhaust your disk.", 22, 304, 219, "Jonas Weber boosted"),
        ("Ines Duarte", "ines@hachyderm.io", "Anyone in #zurich want to split a table at the Rust meetup? I can bring the HDMI adapters and the good coffee.", 5, 1, 14, ""),
        ("Hachyderm Ops", "ops@hachyderm.io", "Scheduled maintenance: Postgres minor upgrade on Saturday 16 Nov, 06:00-06:30 UTC. Expect a few seconds of read-only mode while the primary fails over.", 2, 48, 63, ""),
    ]

    def home(text: str, ages: list[str], mine: str | None) -> str:
        feed: list[str] = []
        b = 100
        if mine:
            feed += art(b, "Wren Field", "wrenfield", mine, txt, 0, 0, 0)
        b = 120
        for (n, h, t, r, bo, f, ex), a in zip(others, ages):
            feed += art(b, n, h, a, t, r, bo, f, ex)
            b += 20
        main = blk("""
            [60] main ''
              [62] heading 'Home'
              [64] button 'Show settings'
              [67] feed 'Home'
        """) + ind(feed, 2)
        return page("Home - Hachyderm.io", f"{host}/home", compose(text), main, nav())

    def detail(sid_: str, boosts: str, favs: str, menu: bool = False, pinned: bool = True, badge: str = "3") -> str:
        more = "[432] button 'More', hasPopup='menu'" + (", expanded=True" if menu else "")
        main = blk(f"""
            [60] main ''
              [400] button 'Back'
              [402] heading 'Post'
              [410] article 'Wren Field, {txt[:60]}…'
                [411] link 'Wren Field @wrenfield@hachyderm.io'
                  [412] img 'Wren Field'
                StaticText '{txt}'
                [415] link 'Nov 14, 2024, 18:42'
                StaticText '·'
                [417] img 'Public'
                StaticText '·'
                [419] link '{boosts}'
                [421] link '{favs}'
                [424] button 'Reply'
                [426] button 'Boost'
                [428] button 'Favorite'
                [430] button 'Bookmark'
                {more}
        """)
        if menu:
            pin = "Unpin from profile" if pinned else "Pin on profile"
            main += blk(f"""
                [440] menu ''
                  [441] menuitem 'Copy link to post'
                  [442] menuitem 'Embed'
                  [443] separator ''
                  [444] menuitem '{pin}'
                  [445] menuitem 'Mute conversation'
                  [446] separator ''
                  [447] menuitem 'Edit'
                  [448] menuitem 'Delete & re-draft'
                  [449] menuitem 'Delete'
            """, 1)
        title = 'Wren Field: "Reminder: the Rust Zürich meetup moves to Thursday 21 Nov, 18:30 at…" - Hachyderm.io'
        return page(title, f"{host}/@wrenfield/{sid_}", compose(), main, nav(badge))

    ages0 = ["4m", "17m", "38m", "1h"]
    ages1 = ["5m", "18m", "39m", "1h"]
    state = home("", ages0, None)
    profile_feed = art(520, "Wren Field", "wrenfield", "2m", txt, 0, 1, 3, "Pinned") + \
        art(540, "Wren Field", "wrenfield", "2m", txt, 0, 1, 3) + \
        art(560, "Wren Field", "wrenfield", "Nov 12", "Small win: our Grafana dashboards finally load in under a second after moving the heavy panels to recording rules.", 2, 4, 27) + \
        art(580, "Wren Field", "wrenfield", "Nov 9", "Slides from my talk on structured logging in Rust (tracing + OpenTelemetry) are up. Thanks to everyone who came!", 6, 19, 88)
    profile = page("Wren Field (@wrenfield@hachyderm.io) - Hachyderm.io", f"{host}/@wrenfield", compose(), blk("""
        [60] main ''
          [500] button 'Back'
          [502] img 'Header image of Wren Field'
          [503] img 'Wren Field'
          [505] button 'Edit profile'
          [507] button 'More', hasPopup='menu'
          [509] heading 'Wren Field'
          StaticText '@wrenfield@hachyderm.io'
          StaticText 'SRE at a small Swiss logistics company. Rust, observability, trains. Organizer of the Rust Zürich meetup. he/him'
          StaticText 'Joined'
          StaticText 'Nov 3, 2022'
          [512] link '1,249 Posts'
          [513] link '312 Following'
          [514] link '1,087 Followers'
          [516] tablist ''
            [517] tab 'Posts', selected=True
            [518] tab 'Posts and replies', selected=False
            [519] tab 'Media', selected=False
          [515] feed 'Wren Field'
    """) + ind(profile_feed, 2), nav("5"))
    notif = page("Notifications - Hachyderm.io", f"{host}/notifications", compose(), blk(f"""
        [60] main ''
          [62] heading 'Notifications'
          [64] button 'Show settings'
          [600] tablist ''
            [601] tab 'All', selected=True
            [602] tab 'Mentions', selected=False
          [610] feed 'Notifications'
            [611] article 'Ines Duarte and 2 others favorited your post'
              [612] link 'Ines Duarte'
              StaticText 'and 2 others favorited your post'
              StaticText '3m'
              StaticText '{txt}'
            [619] article 'Ines Duarte boosted your post'
              [620] link 'Ines Duarte'
              StaticText 'boosted your post'
              StaticText '4m'
              StaticText '{txt}'
            [623] article 'Felix Brandt followed you'
              [624] link 'Felix Brandt @felix@mastodon.green'
              StaticText 'followed you'
              StaticText '2h'
              [626] button 'Follow back'
            [628] article 'Anna Sommer mentioned you'
              [629] link 'Anna Sommer @anna@social.tchncs.de'
              StaticText '5h'
              StaticText '@wrenfield is the meetup room wheelchair accessible? Asking for a colleague.'
              [632] button 'Reply'
            [634] article 'Tobias Kern favorited your post'
              [635] link 'Tobias Kern'
              StaticText 'favorited your post'
              StaticText 'Nov 12'
              StaticText 'Small win: our Grafana dashboards finally load in under a second after moving the heavy panels to recording rules.'
    """), nav(""))
    turns = [
        (f"fill('39', '{txt}')", home(txt, ages0, None)),
        ("click('55')", home("", ages1, "now")),
        ("click('103')", detail(sid, "0 boosts", "0 favorites", pinned=False)),
        ("click('432')", detail(sid, "0 boosts", "0 favorites", menu=True, pinned=False)),
        ("click('444')", detail(sid, "1 boost", "3 favorites", badge="5")),
        ("click('411')", profile),
        ("click('523')", detail("113482539270176587", "1 boost", "3 favorites", badge="5")),
        ("click('308')", notif),
    ]
    rs.add(task="web", tid="h36-web-01", system=system("hachyderm.io (Mastodon 4.3.1) as @wrenfield", "post the meetup reminder, pin it to your profile and check who reacted to it"),
           turns=turns, state=state, bad=True, turn=7, kind="status id in the post URL drifts between two views of the same pinned post")


# Kimai: clean
def t02(rs: RowSet) -> None:
    url = "https://kimai.northwind-lab.eu/en_GB/timesheet/"
    rows0 = [
        ("13/11/2024", "09:10", "11:40", "2:30", "€212.50", "Acme GmbH", "Website Relaunch", "Frontend", "Hero carousel: lazy loading + swipe on touch"),
        ("12/11/2024", "13:00", "16:30", "3:30", "€332.50", "Holzer AG", "Shop Migration", "Support", "Checkout regressions after Shopware 6.5 update"),
        ("12/11/2024", "08:45", "12:15", "3:30", "€332.50", "Holzer AG", "Shop Migration", "Development", "Payment provider switch (Stripe -> Mollie)"),
        ("11/11/2024", "13:15", "17:00", "3:45", "€318.75", "Acme GmbH", "Website Relaunch", "Meeting", "Sprint review + planning"),
        ("11/11/2024", "09:00", "12:30", "3:30", "€297.50", "Acme GmbH", "Website Relaunch", "Backend", "API pagination for news endpoint"),
    ]

    def top(running: str | None) -> list[str]:
        if running is None:
            tt = "[25] button 'Start time-tracking'"
        else:
            tt = f"[25] button 'Stop time-tracking'\n{' ' * 16}StaticText '{running}'"
        return blk(f"""
            [20] banner ''
              [22] link 'Kimai'
                [23] img 'Kimai'
              {tt}
              [27] button 'Notifications'
              [29] button 'Clara Wenger', hasPopup='menu'
                [30] img 'Clara Wenger'
            [40] navigation ''
              [42] link 'Dashboard'
              [44] link 'My times'
              [46] link 'Calendar'
              [48] link 'Weekly hours'
              [50] link 'Export'
              [52] link 'Reporting'
              [54] link 'Invoices'
              [56] link 'Customers'
              [58] link 'Projects'
              [60] link 'Activities'
              [62] link 'Tags'
        """)

    def listing(rows: list[tuple[str, ...]], total: tuple[str, str], project: str = "", flash: str = "",
                modal: list[str] | None = None, running_row: bool = False) -> str:
        table = blk("""
            [90] table ''
              [91] row ''
                [92] columnheader 'Date', sorted='descending'
                [93] columnheader 'Begin'
                [94] columnheader 'End'
                [95] columnheader 'Duration'
                [96] columnheader 'Rate'
                [97] columnheader 'Customer'
                [98] columnheader 'Project'
                [99] columnheader 'Activity'
                [100] columnheader 'Description'
                [101] columnheader 'Actions'
        """, 1)
        b = 110
        for i, r in enumerate(rows):
            act = f"[{b + 11}] button 'Stop'" if (running_row and i == 0) else f"[{b + 11}] button 'Actions', hasPopup='menu'"
            table += ind([f"[{b}] row ''"] + ind([f"[{b + 1 + j}] cell '{v}'" for j, v in enumerate(r)] + [f"[{b + 10}] cell ''", "\t" + act], 1), 2)
            b += 15
        table += ind([f"[{b}] row ''", f"\t[{b + 1}] cell 'Total'", f"\t[{b + 4}] cell '{total[0]}'", f"\t[{b + 5}] cell '{total[1]}'"], 2)
        fl = blk(f"""
            [74] alert ''
              StaticText '{flash}'
              [75] button 'Close'
        """, 1) if flash else []
        pv = f"value='{project}'" if project else "value='All'"
        main = blk("""
            [70] main ''
              [72] heading 'My times'
        """) + fl + blk(f"""
            [76] textbox 'Date range', value='11/11/2024 - 17/11/2024'
            [78] combobox 'Customer', hasPopup='listbox', value='All'
            [80] combobox 'Project', hasPopup='listbox', {pv}
            [82] combobox 'Activity', hasPopup='listbox', value='All'
            [84] button 'Search'
            [86] button 'Create'
            [88] button 'Export', hasPopup='menu'
        """, 1) + table + blk(f"""
            StaticText 'Showing {len(rows)} of {len(rows)} entries'
            [400] contentinfo ''
              StaticText 'Kimai 2.24.0 · Clara Wenger · Europe/Zurich'
        """, 1)
        return page("My times – Kimai", url, top("0:00" if running_row else None), main, modal or [])

    def modal(project: str = "", activity: str = "", desc: str = "") -> list[str]:
        pj = project or "Select…"
        cust = "\n" + " " * 16 + "StaticText 'Customer: Acme GmbH · budget used 61%'" if project else ""
        act = f"value='{activity or 'Select…'}'" + ("" if project else ", disabled=True")
        dv = f", value='{desc}'" if desc else ""
        return blk(f"""
            [200] dialog 'Create time record', modal=True
              [202] heading 'Create time record'
              [204] button 'Close'
              StaticText 'Begin'
              [206] textbox 'Date', value='13/11/2024'
              [208] textbox 'Time', value='13:02'
              StaticText 'End'
              [209] textbox 'End time', value=''
              StaticText 'Leave the end empty to start time tracking.'
              [210] textbox 'Duration', value=''
              [212] combobox 'Project', hasPopup='listbox', value='{pj}'{cust}
              [214] combobox 'Activity', hasPopup='listbox', {act}
              [216] textbox 'Description', multiline=True{dv}
              [218] textbox 'Tags', value=''
              [219] checkbox 'Billable', checked=True
              [220] button 'Save'
              [222] button 'Cancel'
        """)

    tot0 = ("16:45", "€1,493.75")
    new_run = ("13/11/2024", "13:02", "", "0:00", "€0.00", "Acme GmbH", "Website Relaunch", "Frontend", "Footer redesign and cookie banner")
    new_done = ("13/11/2024", "13:02", "13:04", "0:02", "€2.83", "Acme GmbH", "Website Relaunch", "Frontend", "Footer redesign and cookie banner")
    acme = [new_done] + [r for r in rows0 if r[5] == "Acme GmbH"]
    turns = [
        ("click('25')", listing(rows0, tot0, modal=modal())),
        ("select_option('212', 'Website Relaunch')", listing(rows0, tot0, modal=modal("Website Relaunch"))),
        ("select_option('214', 'Frontend')", listing(rows0, tot0, modal=modal("Website Relaunch", "Frontend"))),
        ("fill('216', 'Footer redesign and cookie banner')", listing(rows0, tot0, modal=modal("Website Relaunch", "Frontend", "Footer redesign and cookie banner"))),
        ("click('220')", listing([new_run] + rows0, tot0, flash="Saved changes", running_row=True)),
        ("click('121')", listing([new_done] + rows0, ("16:47", "€1,496.58"), flash="Saved changes")),
        ("select_option('80', 'Website Relaunch')", listing(acme, ("9:47", "€831.58"), project="Website Relaunch")),
    ]
    rs.add(task="web", tid="h36-web-02", system=system("Kimai time tracking (kimai.northwind-lab.eu) as Clara Wenger", "track a short Frontend session on the Acme Website Relaunch project and then review only that project's times for this week"),
           turns=turns, state=listing(rows0, tot0), bad=False)


# Lemmy: clean
def t03(rs: RowSet) -> None:
    host = "https://lemmy.world"
    title = "Restic vs Borg vs Kopia for ~4 TB of family photos on a Hetzner Storage Box?"
    body = ("I am moving our family photo archive (about 4 TB, mostly JPEG/HEIC plus some video) off a Synology that is about to die. "
            "Target is a Hetzner Storage Box BX21 over SFTP. Which of restic, borg or kopia handles a repo that size best for prune times and "
            "memory use on a Raspberry Pi 5? Restores need to be doable by my partner without a terminal.")
    reply = "Thanks! Did you hit any memory issues with kopia maintenance on a repo that size? The Pi 5 only has 4 GB."

    def head() -> list[str]:
        return blk("""
            [12] navigation ''
              [14] link 'Lemmy.World'
                [15] img 'Lemmy.World'
              [17] link 'Communities'
              [19] link 'Create Post'
              [21] link 'Create Community'
              [23] link 'Support Lemmy'
              [25] link 'Search'
              [27] link 'Unread messages'
                StaticText '0'
              [29] button 'wren_k', hasPopup='menu'
        """)

    def side() -> list[str]:
        return blk("""
            [700] complementary ''
              [702] heading 'Selfhosted'
              StaticText 'selfhosted@lemmy.world'
              [704] button 'Joined'
              [706] link 'Create Post'
              StaticText 'A place to share, discuss, discover, assist with, gain assistance for, and critique self-hosted alternatives to our favorite web apps, web services, and online tools.'
              StaticText '3.1K users / day'
              StaticText '12K users / week'
              StaticText '56K subscribers'
              StaticText '9.8K Posts'
              StaticText '142K Comments'
              [710] heading 'Moderators'
              [712] link 'Shimitar'
              [714] link 'mrpibb'
        """)

    def item(b: int, t: str, score: int, comments: int, user: str, age: str, featured: bool = False) -> list[str]:
        cm = "1 Comment" if comments == 1 else f"{comments} Comments"
        lines = [f"[{b}] article ''",
                 f"\t[{b + 1}] button 'Upvote'", f"\tStaticText '{score}'", f"\t[{b + 3}] button 'Downvote'",
                 f"\t[{b + 5}] link '{t}'"]
        if featured:
            lines.append("\tStaticText 'Featured in Community'")
        lines += ["\tStaticText 'by'", f"\t[{b + 7}] link '{user}'", "\tStaticText 'to'", f"\t[{b + 8}] link 'Selfhosted'",
                  f"\tStaticText '{age}'", f"\t[{b + 10}] link '{cm}'", f"\t[{b + 12}] button 'Save'",
                  f"\t[{b + 14}] button 'Cross-post'", f"\t[{b + 16}] button 'More'"]
        return lines

    hot = [
        ("[Weekly] What did you self-host this week?", 89, 301, "AutoModerator_LW", "2 days ago", True),
        ("Immich v1.120 released: folder view, faster ML jobs, new map clustering", 812, 214, "alexz", "6 hours ago", False),
        ("I replaced my NAS with a used Optiplex and I regret nothing", 644, 98, "rusty_kettle", "14 hours ago", False),
        ("What is your backup strategy for Docker volumes?", 301, 167, "paperdragon", "9 hours ago", False),
        ("Jellyfin hardware transcoding on an N100, finally working (notes inside)", 233, 51, "nadia_v", "3 hours ago", False),
        ("Authentik vs Authelia in 2024?", 157, 84, "quietgoose", "11 hours ago", False),
    ]

    def community(items: list[tuple], sort: str) -> str:
        feed: list[str] = []
        b = 100
        for t, s, c, u, a, f in items:
            feed += item(b, t, s, c, u, a, f)
            b += 20
        u = f"{host}/c/selfhosted" + ("" if sort == "Hot" else f"?dataType=Post&sort={sort}&page=1")
        main = blk(f"""
            [40] main ''
              [42] heading 'Selfhosted'
              [44] radio 'Posts', checked=True
              [45] radio 'Comments', checked=False
              [47] combobox 'Sort type', hasPopup='menu', value='{sort}'
              [49] link 'RSS'
              [60] list ''
        """) + ind(feed, 2) + blk("""
            [690] button 'Next'
        """, 1)
        return page("Selfhosted - Lemmy.World", u, head(), main, side())

    def form(t: str = "", bd: str = "") -> str:
        tv = f", value='{t}'" if t else ""
        bv = f", value='{bd}'" if bd else ""
        main = blk(f"""
            [40] main ''
              [42] heading 'Create Post'
              [50] textbox 'URL', value=''
              [52] button 'Upload image'
              [54] textbox 'Title', required=True{tv}{', focused' if t and not bd else ''}
              StaticText '{len(t)}/200'
              [56] button 'Bold'
              [57] button 'Italic'
              [58] button 'Link'
              [59] button 'Emoji'
              [60] button 'Upload image'
              [61] button 'Code'
              [62] button 'Quote'
              [63] button 'Spoiler'
              [65] textbox 'Body', multiline=True{bv}{', focused' if bd else ''}
              [67] button 'Preview'
              [69] combobox 'Community', hasPopup='listbox', value='Selfhosted'
              [71] combobox 'Language', value='English'
              [73] checkbox 'NSFW', checked=False
              [75] button 'Create'{'' if t else ', disabled=True'}
        """)
        return page("Create Post - Lemmy.World", f"{host}/create_post?communityId=1476", head(), main)

    def post(score: int, age: str, comments: list[list[str]], n: int) -> str:
        cm = "1 Comment" if n == 1 else f"{n} Comments"
        main = blk(f"""
            [40] main ''
              [300] button 'Upvote', pressed=True
              StaticText '{score}'
              [302] button 'Downvote'
              [304] heading '{title}'
              StaticText 'by'
              [306] link 'wren_k'
              StaticText 'to'
              [307] link 'Selfhosted'
              StaticText '{age}'
              StaticText '{body}'
              StaticText '{cm}'
              [310] button 'Save'
              [312] button 'Cross-post'
              [314] button 'Edit'
              [316] button 'More'
              [320] textbox 'Type here to comment...', multiline=True
              [322] button 'Preview'
              [324] button 'Comment', disabled=True
              [330] combobox 'Sort comments', value='Hot'
        """)
        if not comments:
            main += blk("StaticText 'No comments yet'", 1)
        for c in comments:
            main += ind(c, 1)
        return page(f"{title} - Lemmy.World", f"{host}/post/22471903", head(), main, side())

    def c1(age: str = "1 minute ago") -> list[str]:
        return blk(f"""
            [340] article ''
              [341] link 'marsh_tern@sh.itjust.works'
              StaticText '{age}'
              [343] button 'Upvote'
              StaticText '2'
              [345] button 'Downvote'
              StaticText 'Kopia with the B2 backend has been solid for me (~2.5 TB). The KopiaUI makes restores easy for non-technical family members. Just make sure you actually test a restore once.'
              [348] button 'Reply'
              [350] button 'Save'
              [352] button 'More'
        """)

    def reply_box(val: str = "") -> list[str]:
        v = f", value='{val}'" if val else ""
        return blk(f"""
            [360] textbox 'Type here to comment...', multiline=True, focused{v}
            [362] button 'Preview'
            [364] button 'Reply'{'' if val else ', disabled=True'}
            [366] button 'Cancel'
        """, 1)

    c2 = blk(f"""
        [370] article ''
          [371] link 'wren_k'
          StaticText 'a few seconds ago'
          [373] button 'Upvote', pressed=True
          StaticText '1'
          [375] button 'Downvote'
          StaticText '{reply}'
          [378] button 'Reply'
          [380] button 'Save'
          [382] button 'Edit'
          [384] button 'More'
    """)
    new = [
        hot[0],
        (title, 3, 1, "wren_k", "2 minutes ago", False),
        ("Nginx Proxy Manager cert renewal failing since yesterday?", 7, 12, "b0rked_dns", "41 minutes ago", False),
        hot[4], hot[1], hot[3], hot[5], hot[2],
    ]
    turns = [
        ("click('706')", form()),
        (f"fill('54', '{title}')", form(title)),
        (f"fill('65', '{body}')", form(title, body)),
        ("click('75')", post(1, "a few seconds ago", [], 0)),
        ("goto('https://lemmy.world/c/selfhosted?dataType=Post&sort=New&page=1')", community(new, "New")),
        ("click('125')", post(4, "3 minutes ago", [c1()], 1)),
        ("click('348')", post(4, "3 minutes ago", [c1() + reply_box()], 1)),
        (f"fill('360', '{reply}')", post(4, "3 minutes ago", [c1() + reply_box(reply)], 1)),
        ("click('364')", post(5, "4 minutes ago", [c1("2 minutes ago") + ind(c2, 1)], 2)),
    ]
    rs.add(task="web", tid="h36-web-03", system=system("lemmy.world as wren_k", "ask the Selfhosted community which backup tool fits a 4 TB photo archive and answer the first useful reply"),
           turns=turns, state=community(hot, "Hot"), bad=False)


# Vikunja: bad
def t04(rs: RowSet) -> None:
    host = "https://tasks.brightwell.coop"
    tasks = [  # id, index, title, priority, due, assignee, labels, created, updated
        ("316", "MOVE-9", "Get quotes from three moving companies", "High", "", "Ana Ruiz", "Vendors", "Nov 4, 2024", "Nov 8, 2024"),
        ("318", "MOVE-11", "Order moving boxes (120 pcs)", "Medium", "", "Tom Berger", "Supplies", "Nov 9, 2024", "Nov 12, 2024"),
        ("319", "MOVE-12", "Book freight elevator for Nov 29", "High", "Wed, Nov 20, 2024 12:00", "Ana Ruiz", "Building", "Nov 9, 2024", "Nov 13, 2024"),
        ("320", "MOVE-13", "Notify ISP about address change", "Low", "Mon, Nov 25, 2024 09:00", "Tom Berger", "IT", "Nov 10, 2024", "Nov 10, 2024"),
        ("322", "MOVE-14", "Label plan for desks and cabinets", "Medium", "", "Lena Okafor", "Planning", "Nov 11, 2024", "Nov 13, 2024"),
        ("323", "MOVE-15", "Update address on website and invoices", "Low", "Mon, Dec 2, 2024 17:00", "Lena Okafor", "Admin", "Nov 12, 2024", "Nov 12, 2024"),
    ]
    rel = {"Wed, Nov 20, 2024 12:00": "Due in 6 days", "Mon, Nov 25, 2024 09:00": "Due in 11 days",
           "Mon, Dec 2, 2024 17:00": "Due in 18 days", "Fri, Nov 22, 2024 17:00": "Due in 8 days"}
    open_tasks = [t for t in tasks if t[1] != "MOVE-9"]

    def chrome() -> list[str]:
        return blk("""
            [10] navigation ''
              [12] link 'Vikunja'
              [14] link 'Overview'
              [16] link 'Upcoming'
              [18] link 'Projects'
              [20] link 'Labels'
              [22] link 'Teams'
              [24] heading 'Projects'
              [26] link 'Inbox'
              [28] link 'Q4 Office Move'
              [30] link 'Brightwell Newsletter'
              [32] link 'Board meeting prep'
              [34] link 'Archive 2023'
            [36] banner ''
              [38] button 'Search'
              [40] button 'Notifications'
              [42] button 'Ana Ruiz', hasPopup='menu'
        """)

    def tabs(active: str) -> list[str]:
        return blk(f"""
            [44] main ''
              [50] heading 'Q4 Office Move'
              [52] button 'Project actions', hasPopup='menu'
              [54] link 'List'{', current=page' if active == 'List' else ''}
              [55] link 'Gantt'
              [56] link 'Table'{', current=page' if active == 'Table' else ''}
              [57] link 'Kanban'
              [59] button 'Filters'
              [61] checkbox 'Show Done Tasks', checked=False
        """)

    def listview(ts: list[tuple[str, ...]]) -> str:
        lines = tabs("List") + blk("""
            [64] textbox 'Add a task…', value=''
            [66] button 'Add'
            [70] list ''
        """, 1)
        b = 80
        for t in ts:
            row = [f"[{b}] listitem ''", f"\t[{b + 1}] checkbox 'Done', checked=False", f"\tStaticText '{t[1]}'",
                   f"\t[{b + 3}] link '{t[2]}'"]
            if t[3] in ("High", "Urgent"):
                row.append(f"\tStaticText '{t[3]}'")
            row.append(f"\tStaticText '{t[6]}'")
            if t[4]:
                row.append(f"\tStaticText '{rel[t[4]]}'")
            row += [f"\t[{b + 6}] img '{t[5]}'", f"\t[{b + 8}] button 'Mark as favorite'"]
            lines += ind(row, 2)
            b += 10
        return page("Q4 Office Move | Vikunja", f"{host}/projects/27/84", chrome(), lines)

    def table(ts: list[tuple[str, ...]], sort: str | None = None) -> str:
        hdr = "[91] columnheader 'Due Date'" + (", sorted='ascending'" if sort else "")
        lines = tabs("Table") + blk(f"""
            [63] button 'Columns'
            [88] table ''
              [89] row ''
                [90] columnheader '#'
                [92] columnheader 'Done'
                [93] columnheader 'Title'
                [94] columnheader 'Priority'
                [95] columnheader 'Labels'
                [96] columnheader 'Assignees'
                {hdr}
                [97] columnheader 'Created'
                [98] columnheader 'Updated'
        """, 1)
        b = 100
        for t in ts:
            cells = [t[1], "", t[2], t[3], t[6], t[5], t[4], t[7], t[8]]
            row = [f"[{b}] row ''"]
            for j, v in enumerate(cells):
                row.append(f"\t[{b + 1 + j}] cell '{v}'")
                if j == 1:
                    row.append(f"\t\t[{b + 11}] checkbox 'Done', checked=False")
                if j == 2:
                    row.append(f"\t\t[{b + 12}] link '{t[2]}'")
            lines += ind(row, 3)
            b += 15
        lines += blk(f"""
            StaticText '{len(ts)} tasks'
        """, 1)
        return page("Q4 Office Move | Vikunja", f"{host}/projects/27/86" + ("?sort_by=due_date&order_by=asc" if sort else ""), chrome(), lines)

    def detail(prio: str, due: str | None, picker: str | None = None, toast: str = "", updated: str = "2 days ago") -> str:
        lines = blk(f"""
            [44] main ''
              [200] link 'Q4 Office Move'
              StaticText '>'
              [202] heading 'MOVE-11'
              [204] textbox 'Task title', value='Order moving boxes (120 pcs)'
              StaticText 'Created 5 days ago by Ana Ruiz · Updated {updated}'
              StaticText 'Assignees'
              [210] img 'Tom Berger'
              [211] button 'Add assignee'
              StaticText 'Priority'
              [214] combobox 'Priority', value='{prio}'
        """)
        if due is not None or picker is not None:
            lines += blk(f"""
                StaticText 'Due Date'
                [218] button '{due if due else 'Click here to set a date'}'
            """, 1)
        if picker is not None:
            lines += blk(f"""
                [230] dialog 'Choose a date'
                  [231] button 'Today'
                  [232] button 'Tomorrow'
                  [233] button 'Next Monday'
                  [234] button 'This Weekend'
                  [235] button 'Later This Week'
                  [236] button 'Next Week'
                  [238] textbox 'Date and time', value='{picker}', focused
                  [240] grid 'November 2024'
                    StaticText 'Mo Tu We Th Fr Sa Su'
                    StaticText '{'22' if picker else '14'} selected'
                  [242] button 'Confirm'
            """, 1)
        lines += blk("""
            StaticText 'Labels'
            [250] button 'Supplies'
            StaticText 'Description'
            StaticText 'Standard double-wall boxes, 60x40x40. Ask for the bulk price at Kartonfabrik Meier (quote from 2023 was CHF 2.10 per box). Tape and marker pens too.'
            [254] button 'Edit'
            [256] heading 'Comments'
            [258] article ''
              StaticText 'Tom Berger · 2 days ago'
              StaticText 'Meier can deliver on Nov 25 if we order by the 21st.'
            [262] textbox 'Add your comment…', multiline=True
            [264] button 'Comment'
        """, 1) + blk("""
            [270] complementary ''
              [272] button 'Done!'
              [274] button 'Subscribe'
              [276] button 'Assign'
              [278] button 'Labels'
              [280] button 'Set Priority'
              [282] button 'Set Due Date'
              [284] button 'Set Start Date'
              [286] button 'Set End Date'
              [288] button 'Set Reminders'
              [290] button 'Set Repeating Interval'
              [292] button 'Set Percent Done'
              [294] button 'Set Color'
              [296] button 'Add Attachments'
              [298] button 'Add Relation'
              [300] button 'Move'
              [302] button 'Delete'
        """)
        if toast:
            lines += blk(f"""
                [320] status ''
                  StaticText '{toast}'
            """)
        return page("Order moving boxes (120 pcs) | Vikunja", f"{host}/tasks/318", chrome(), lines)

    due = "Fri, Nov 22, 2024 17:00"
    saved = "The task was saved successfully."
    t11 = ("318", "MOVE-11", "Order moving boxes (120 pcs)", "Urgent", due, "Tom Berger", "Supplies", "Nov 9, 2024", "Nov 14, 2024")
    after = [t11 if t[1] == "MOVE-11" else t for t in open_tasks]
    by_due = [after[1], after[0], after[2], after[4], after[3]]
    by_due[1] = t11[:3] + ("Medium",) + t11[4:]
    turns = [
        ("click('83')", detail("Medium", None)),
        ("select_option('214', 'Urgent')", detail("Urgent", None, toast=saved, updated="now")),
        ("click('282')", detail("Urgent", None, picker="", toast=saved, updated="now")),
        ("fill('238', '2024-11-22 17:00')", detail("Urgent", None, picker="2024-11-22 17:00", toast=saved, updated="now")),
        ("click('242')", detail("Urgent", due, toast=saved, updated="now")),
        ("click('200')", listview(after)),
        ("click('56')", table(after)),
        ("click('91')", table(by_due, sort="due")),
    ]
    rs.add(task="web", tid="h36-web-04", system=system("Vikunja (tasks.brightwell.coop) as Ana Ruiz", "make the moving boxes order urgent, give it a due date of Nov 22 17:00 and check the project table by due date"),
           turns=turns, state=listview(open_tasks), bad=True, turn=8, kind="priority set to Urgent reads back as Medium in the re-sorted table")


# Zammad: bad
def t05(rs: RowSet) -> None:
    host = "https://helpdesk.alpina-it.ch"
    unassigned = [  # number, zoom id, title, customer, org, group, state, created
        ("31036", "4117", "VPN profile missing after macOS 15 update", "Urs Gerber", "Gerber Treuhand", "Support L1", "open", "3 days ago"),
        ("31039", "4120", "Printer on 2nd floor prints blank pages", "Lea Frei", "Praxis Dr. Frei", "Support L1", "open", "2 days ago"),
        ("31041", "4122", "Invoice PDF shows wrong VAT number", "Jana Koch", "Kestrel Bau GmbH", "Billing", "open", "2 days ago"),
        ("31043", "4124", "Shared mailbox not visible in Outlook", "Peter Imhof", "Imhof Architekten", "Support L1", "open", "1 day ago"),
        ("31044", "4125", "Cannot export timesheet to CSV", "Sandra Wyss", "Wyss Consulting", "Applications", "new", "21 hours ago"),
        ("31046", "4127", "Request: new laptop for apprentice", "Reto Baumann", "Alpina Logistik AG", "Procurement", "new", "9 hours ago"),
        ("31047", "4128", "Password reset email never arrives", "Marco Bianchi", "Alpina Logistik AG", "Support L1", "new", "5 hours ago"),
        ("31049", "4130", "Teams calls drop after 10 minutes", "Chiara Rossi", "Rossi Immobilien", "Support L1", "new", "4 hours ago"),
        ("31050", "4131", "Backup job failed on NAS-02", "Monitoring", "Alpina IT", "Infrastructure", "new", "4 hours ago"),
        ("31052", "4133", "Duplicate charge on October invoice", "Sophie Lang", "Lang & Partner", "Billing", "new", "3 hours ago"),
        ("31053", "4134", "Add user to finance SharePoint site", "Jana Koch", "Kestrel Bau GmbH", "Support L1", "new", "2 hours ago"),
        ("31055", "4136", "Wi-Fi guest portal certificate expired", "Monitoring", "Alpina IT", "Infrastructure", "new", "47 minutes ago"),
    ]

    def nav() -> list[str]:
        return blk("""
            [10] navigation ''
              [12] link 'Dashboard'
              [14] link 'Overviews'
              [16] link 'Customer'
              [18] link 'Knowledge Base'
              [20] button 'New'
              [22] heading 'Open tabs'
              [24] button 'Search', hasPopup='listbox'
              [26] button 'Nina Hartmann', hasPopup='menu'
        """)

    def overview(rows: list[tuple[str, ...]], counts: tuple[int, int, int]) -> str:
        mine, unas, opn = counts
        lines = blk(f"""
            [30] complementary 'Overviews'
              [32] link 'My Assigned Tickets'
                StaticText '{mine}'
              [34] link 'Unassigned & Open Tickets', current=page
                StaticText '{unas}'
              [36] link 'My Pending Reached Tickets'
                StaticText '1'
              [38] link 'My Subscribed Tickets'
                StaticText '3'
              [40] link 'Open Tickets'
                StaticText '{opn}'
              [42] link 'Pending Reached Tickets'
                StaticText '2'
              [44] link 'Escalated Tickets'
                StaticText '0'
            [50] main ''
              [52] heading 'Unassigned & Open Tickets'
              [54] button 'Options', hasPopup='menu'
              [56] table ''
                [57] row ''
                  [58] columnheader ''
                  [59] columnheader 'Number'
                  [60] columnheader 'Title'
                  [61] columnheader 'Customer'
                  [62] columnheader 'Organization'
                  [63] columnheader 'Group'
                  [64] columnheader 'State'
                  [65] columnheader 'Created at', sorted='ascending'
        """)
        b = 70
        for r in rows:
            lines += ind([f"[{b}] row ''", f"\t[{b + 1}] cell ''", f"\t\t[{b + 2}] checkbox '', checked=False",
                          f"\t[{b + 3}] cell '{r[0]}'", f"\t[{b + 4}] cell '{r[2]}'", f"\t\t[{b + 5}] link '{r[2]}'",
                          f"\t[{b + 6}] cell '{r[3]}'", f"\t[{b + 7}] cell '{r[4]}'", f"\t[{b + 8}] cell '{r[5]}'",
                          f"\t[{b + 9}] cell '{r[6]}'", f"\t[{b + 10}] cell '{r[7]}'"], 2)
            b += 12
        return page("Unassigned & Open Tickets - Alpina IT Helpdesk", f"{host}/#ticket/view/all_unassigned", nav(), lines)

    def zoom(r: tuple[str, ...], owner: str, state: str, body: list[str], prio: str = "2 normal", updated: str = "") -> str:
        upd = f" · updated {updated}" if updated else ""
        lines = blk(f"""
            [200] main ''
              [202] heading '{r[2]}'
              StaticText '#{r[0]} · created {r[7]}{upd}'
              [204] button 'Ticket actions', hasPopup='menu'
              [206] button 'Previous in overview'
              [207] button 'Next in overview'
        """) + ind(body, 1) + blk("""
            [240] button 'reply'
            [242] button 'internal note'
            [244] textbox 'Reply', multiline=True
        """, 1) + blk(f"""
            [300] complementary 'Ticket'
              [302] tab 'Ticket', selected=True
              [303] tab 'Customer', selected=False
              [304] tab 'Organization', selected=False
              [310] combobox 'Group', value='{r[5]}'
              [312] combobox 'Owner', value='{owner}'
              [314] combobox 'State', value='{state}'
              [316] combobox 'Priority', value='{prio}'
              [318] textbox 'Tags'
              StaticText 'Links'
              [320] button 'Add link'
            [330] button 'Macros', hasPopup='menu'
            [332] button 'Update'
        """)
        return page(f"{r[2]} - Alpina IT Helpdesk", f"{host}/#ticket/zoom/{r[1]}", nav(), lines)

    pw_body = blk("""
        [210] article ''
          StaticText 'Marco Bianchi <m.bianchi@alpina-logistik.ch> · 5 hours ago · email'
          StaticText 'Hello, since this morning I cannot log in to the customer portal. I clicked Forgot password three times (07:58, 08:20, 09:05) but no email arrived, not in spam either. Our domain is alpina-logistik.ch. Can you check? Thanks, Marco'
          [214] button 'reply'
          [215] button 'forward'
          [216] button 'split'
    """)
    dup_body = blk("""
        [210] article ''
          StaticText 'Sophie Lang <s.lang@langpartner.ch> · 3 hours ago · email'
          StaticText 'Dear team, our October invoice RE-2024-10-0412 (CHF 1,840.00) was debited twice from our account on 04.11. Please refund the second debit or credit it against November. Attached the bank statement. Kind regards, Sophie Lang'
          [213] link 'Kontoauszug_2024-11.pdf (184 KB)'
          [214] button 'reply'
          [215] button 'forward'
          [216] button 'split'
        [220] article ''
          StaticText 'Sophie Lang <s.lang@langpartner.ch> · 2 hours ago · email'
          StaticText 'PS: the reference of the second debit is LSV 8839-2210.'
          [224] button 'reply'
        [226] article ''
          StaticText 'Finance (internal note) · 1 hour ago'
          StaticText 'Second debit LSV 8839-2210 was returned to the customer on 13.11. Nothing left to do on our side, ticket can be closed.'
    """)
    wifi_body = blk("""
        [210] article ''
          StaticText 'Monitoring <monitoring@alpina-it.ch> · 47 minutes ago · email'
          StaticText 'PROBLEM: HTTPS certificate for guest.wifi.alpina-it.ch expired on 2024-11-14 07:00 UTC. Host: fw-edge-01. Check: check_http -C 14. Status: CRITICAL (certificate expired 0 days ago).'
          [214] button 'reply'
          [215] button 'forward'
          [216] button 'split'
    """)
    pw, dup, wifi = unassigned[6], unassigned[9], unassigned[11]
    after1 = [r for r in unassigned if r[0] != "31047"]
    after2 = [r for r in after1 if r[0] != "31052"]
    turns = [
        ("click('147')", zoom(pw, "-", "new", pw_body)),
        ("select_option('312', 'Nina Hartmann')", zoom(pw, "Nina Hartmann", "new", pw_body)),
        ("click('332')", zoom(pw, "Nina Hartmann", "new", pw_body, updated="just now")),
        ("click('14')", overview(after1, (8, 11, 23))),
        ("click('171')", zoom(dup, "-", "new", dup_body)),
        ("select_option('314', 'closed')", zoom(dup, "-", "closed", dup_body)),
        ("click('332')", zoom(dup, "-", "closed", dup_body, updated="just now")),
        ("click('14')", overview(after2, (8, 11, 22))),
        ("click('183')", zoom(wifi, "-", "new", wifi_body)),
        ("select_option('316', '3 high')", zoom(wifi, "-", "new", wifi_body, prio="3 high")),
    ]
    rs.add(task="web", tid="h36-web-05", system=system("the Zammad helpdesk of Alpina IT (helpdesk.alpina-it.ch) as agent Nina Hartmann", "take the password-reset ticket, close the duplicate-charge ticket (already refunded by finance) and raise the guest Wi-Fi certificate ticket to high priority"),
           turns=turns, state=overview(unassigned, (7, 12, 23)), bad=True, turn=8, kind="unassigned-and-open counter does not drop after a second unassigned ticket is closed")


# Pixelfed: clean
def t06(rs: RowSet) -> None:
    host = "https://pixelfed.social"
    pid = "728391045620183041"
    cap0 = "Foggy morning at Lake Hallwil. #landscape #fog #switzerland"
    cap1 = "Foggy morning at Lake Hallwil, 07:12, just before the sun broke through. #landscape #fog #switzerland #aargau"
    grid = ["Foggy morning at Lake Hallwil", "Old town of Baden at blue hour", "Rhine falls from the Laufen side",
            "Tram 4 in the rain, Zurich Central", "Larch forest above Grindelwald", "Reflection in a puddle, Langstrasse",
            "Night train at Buchs SG", "Ferry on Lake Lucerne", "Alpine salamander after the rain"]

    def top() -> list[str]:
        return blk("""
            [10] navigation ''
              [12] link 'Pixelfed'
              [14] combobox 'Search', hasPopup='listbox'
              [16] link 'Home'
              [18] link 'Local'
              [20] link 'Global'
              [22] link 'Explore'
              [24] link 'Notifications'
              [26] link 'Direct Messages'
              [28] link 'New Post'
              [30] button 'noor.shoots', hasPopup='menu'
        """)

    def profile(followers: str) -> str:
        lines = blk(f"""
            [40] main ''
              [42] img 'noor.shoots'
              [44] heading 'Noor Haddad'
              StaticText '@noor.shoots'
              [46] link 'Edit Profile'
              [48] button 'Settings'
              [50] link '142 Posts'
              [52] link '{followers} Followers'
              [54] link '389 Following'
              StaticText 'Swiss landscapes, trains and small creatures. Fuji X-T4. Prints on request.'
              [56] link 'noorhaddad.photo'
              [58] tablist ''
                [59] tab 'Posts', selected=True
                [60] tab 'Collections', selected=False
                [61] tab 'Bookmarks', selected=False
                [62] tab 'Archived', selected=False
              [64] list ''
        """)
        b = 70
        for alt in grid:
            lines += ind([f"[{b}] listitem ''", f"\t[{b + 1}] link 'Post by noor.shoots: {alt}'", f"\t\t[{b + 2}] img '{alt}'"], 2)
            b += 3
        return page("Noor Haddad (@noor.shoots) - Pixelfed", f"{host}/i/web/profile/691204418327855104", top(), lines)

    comments = blk("""
        [150] list 'Comments'
          [151] listitem ''
            [152] link 'lukas.alpine'
            StaticText 'That layering of the fog is unreal. Tripod or handheld?'
            StaticText '2d'
            [154] button 'Like'
          [156] listitem ''
            [157] link 'noor.shoots'
            StaticText '@lukas.alpine handheld, 1/250 was enough with the fog glow.'
            StaticText '2d'
            [159] button 'Like'
          [161] listitem ''
            [162] link 'marie_dufour'
            StaticText 'Hallwil is so underrated. Beautiful!'
            StaticText '1d'
            [164] button 'Like'
    """)

    def post(cap: str, likes: int, edited: bool = False, menu: bool = False, modal: str | None = None) -> str:
        lines = blk(f"""
            [40] main ''
              [100] link 'noor.shoots'
                [101] img 'noor.shoots'
              StaticText 'Hallwilersee, Switzerland'
              [104] button 'More options', hasPopup='menu'{', expanded=True' if menu else ''}
              [106] img 'Lake with fog bands in front of a wooded shore, wooden jetty in the foreground'
              [110] button 'Like'
              [112] button 'Comment'
              [114] button 'Share'
              [116] button 'Bookmark'
              [118] link '{likes} likes'
              [120] link 'noor.shoots'
              StaticText '{cap}'
              [122] link '#landscape'
              [123] link '#fog'
              [124] link '#switzerland'
        """)
        if "#aargau" in cap:
            lines += blk("[125] link '#aargau'", 1)
        lines += blk(f"""
            StaticText '2d{' · Edited' if edited else ''}'
            StaticText 'FUJIFILM X-T4 · XF16mmF1.4 R WR · f/8 · 1/250s · ISO 160'
        """, 1) + ind(comments, 1) + blk("""
            [170] textbox 'Add a comment…', multiline=True
            [172] button 'Post', disabled=True
        """, 1)
        if menu:
            lines += blk("""
                [180] dialog ''
                  [181] button 'View Post'
                  [182] button 'Copy Link'
                  [183] button 'Share'
                  [184] button 'Embed'
                  [185] button 'Archive'
                  [186] button 'Edit'
                  [187] button 'Delete'
                  [188] button 'Cancel'
            """)
        if modal is not None:
            lines += blk(f"""
                [190] dialog 'Edit Post', modal=True
                  [191] heading 'Edit Post'
                  [192] button 'Close'
                  StaticText 'Caption'
                  [194] textbox 'Caption', multiline=True, value='{modal}', focused
                  StaticText '{len(modal)}/2000'
                  [196] textbox 'Media alt text', value='Lake with fog bands in front of a wooded shore, wooden jetty in the foreground'
                  [197] textbox 'Location', value='Hallwilersee, Switzerland'
                  [198] checkbox 'Contains sensitive content', checked=False
                  [199] button 'Save'
            """)
        return page("Post by noor.shoots - Pixelfed", f"{host}/i/web/post/{pid}", top(), lines)

    turns = [
        ("click('71')", post(cap0, 37)),
        ("click('104')", post(cap0, 37, menu=True)),
        ("click('186')", post(cap0, 37, modal=cap0)),
        (f"fill('194', '{cap1}')", post(cap0, 37, modal=cap1)),
        ("click('199')", post(cap1, 39, edited=True)),
        ("click('100')", profile("1,209")),
    ]
    rs.add(task="web", tid="h36-web-06", system=system("pixelfed.social as @noor.shoots", "add the time and the #aargau tag to the caption of the Lake Hallwil post"),
           turns=turns, state=profile("1,208"), bad=False)


# Nextcloud Deck: bad
def t07(rs: RowSet) -> None:
    host = "https://cloud.fernwerk.de"
    cards = {  # card id: (title, labels, due, assignees, comments)
        "271": ("Webinar landing page (old)", ["Web"], "", ["HS"], 0),
        "279": ("Newsletter January: draft", ["Newsletter"], "Dec 18", ["KM"], 2),
        "287": ("Customer story: Holzer AG", ["Content"], "Jan 10", ["HS", "PB"], 4),
        "290": ("Trade fair booth graphics", ["Design", "Events"], "Jan 24", ["PB"], 1),
        "274": ("LinkedIn campaign Q1 budget", ["Ads"], "Dec 20", ["KM"], 6),
        "281": ("SEO audit follow-ups", ["Web"], "", ["HS"], 3),
        "268": ("Price list 2025 PDF", ["Sales", "Design"], "Dec 16", ["PB", "KM"], 5),
        "262": ("Website copy: About us", ["Web", "Content"], "", ["HS"], 9),
    }
    stacks = [("To do", ["271", "279", "287", "290"]), ("In progress", ["274", "281"]), ("Review", ["268"]), ("Done", ["262"])]

    def appnav(active: str) -> list[str]:
        return blk(f"""
            [10] banner ''
              [12] link 'Nextcloud'
              [14] link 'Dashboard'
              [16] link 'Files'
              [18] link 'Calendar'
              [20] link 'Deck', current=page
              [22] link 'Talk'
              [24] button 'Search'
              [26] button 'Notifications'
              [28] button 'Hanna Sauer', hasPopup='menu'
            [30] navigation ''
              [32] link 'Upcoming cards'
              [34] heading 'Boards'
              [36] link 'Marketing Q1 2025'{', current=page' if active == 'mkt' else ''}
              [38] link 'Events 2025'{', current=page' if active == 'ev' else ''}
              [40] link 'Website relaunch'
              [42] link 'Onboarding checklist'
              [44] button 'Add board'
              [46] link 'Archived boards'
              [48] link 'Shared with you'
              [50] link 'Deck settings'
        """)

    def card(cid: str, c: tuple, menu_open: bool, labels_extra: list[str]) -> list[str]:
        b = int(cid) * 10
        out = [f"[{b}] article '{c[0]}'", f"\t[{b + 1}] heading '{c[0]}'",
               f"\t[{b + 2}] button 'Card actions', hasPopup='menu'" + (", expanded=True" if menu_open else "")]
        out += [f"\tStaticText '{lab}'" for lab in c[1] + labels_extra]
        if c[2]:
            out.append(f"\tStaticText '{c[2]}'")
        if c[4]:
            out.append(f"\tStaticText '{c[4]}'")
        out += [f"\t[{b + 5 + i}] img '{a}'" for i, a in enumerate(c[3])]
        if menu_open:
            out += [f"\t[{b + 8}] menu ''"] + [f"\t\t[{b + 9 + i}] menuitem '{m}'" for i, m in enumerate(
                ["Assign to me", "Mark as done", "Move card", "Card details", "Archive card", "Delete card"])]
        return out

    def board(gone: set[str], extra: dict[str, list[str]], menu: str | None = None, side: list[str] | None = None, toast: bool = False) -> str:
        lines = blk("""
            [60] main ''
              [62] heading 'Marketing Q1 2025'
              [64] button 'Filter'
              [66] button 'Open details'
              [68] button 'Show archived cards'
              [70] button 'Add list'
        """)
        b = 80
        for name, ids in stacks:
            lines += ind([f"[{b}] region '{name}'", f"\t[{b + 1}] heading '{name}'", f"\t[{b + 2}] button 'Stack actions', hasPopup='menu'"], 1)
            for cid in ids:
                if cid in gone:
                    continue
                lines += ind(card(cid, cards[cid], cid == menu, extra.get(cid, [])), 2)
            lines += ind([f"\t[{b + 4}] button 'Add card'"], 1)
            b += 5
        if side:
            lines += side
        if toast:
            lines += blk("""
                [4000] status ''
                  StaticText 'Card deleted'
                  [4001] button 'Undo'
            """)
        url = f"{host}/apps/deck/board/14" + ("/card/287" if side else "")
        return page("Marketing Q1 2025 - Deck - Nextcloud", url, appnav("mkt"), lines)

    def sidebar(tags: list[str]) -> list[str]:
        return blk(f"""
            [3000] complementary 'Customer story: Holzer AG'
              [3002] textbox 'Card title', value='Customer story: Holzer AG'
              StaticText 'Modified 3 days ago · Created 3 weeks ago'
              [3004] button 'Close sidebar'
              [3006] tablist ''
                [3007] tab 'Details', selected=True
                [3008] tab 'Attachments', selected=False
                [3009] tab 'Comments', selected=False
                [3010] tab 'Activity', selected=False
              StaticText 'Tags'
              [3012] combobox 'Select a tag', hasPopup='listbox', value='{", ".join(tags)}'
              StaticText 'Assign to users/groups/team'
              [3014] combobox 'Assign a user to this card…', value='Hanna Sauer, Paul Brandt'
              StaticText 'Due date'
              [3016] textbox 'Set a due date', value='01/10/2025'
              [3018] button 'Clear'
              StaticText 'Description'
              StaticText 'Interview with Holzer AG (Jens Holzer, CEO) about the shop migration. Draft by Dec 20, approval by Holzer marketing by Jan 8. Photos from the Dec 5 site visit are in Files > Marketing > Holzer.'
              [3020] button 'Edit description'
        """)

    events = blk("""
        [60] main ''
          [62] heading 'Events 2025'
          [64] button 'Filter'
          [66] button 'Open details'
          [68] button 'Show archived cards'
          [70] button 'Add list'
          [80] region 'Ideas'
            [81] heading 'Ideas'
            [82] button 'Stack actions', hasPopup='menu'
            [5010] article 'Customer day in Zurich'
              [5011] heading 'Customer day in Zurich'
              [5012] button 'Card actions', hasPopup='menu'
              StaticText 'Events'
            [5020] article 'Podcast live recording'
              [5021] heading 'Podcast live recording'
              [5022] button 'Card actions', hasPopup='menu'
              StaticText 'Content'
            [84] button 'Add card'
          [85] region 'Planned'
            [86] heading 'Planned'
            [87] button 'Stack actions', hasPopup='menu'
            [5030] article 'Trade fair Hamburg (Mar 11-13)'
              [5031] heading 'Trade fair Hamburg (Mar 11-13)'
              [5032] button 'Card actions', hasPopup='menu'
              StaticText 'Events'
              StaticText 'Mar 11'
              StaticText '7'
              [5035] img 'PB'
            [5040] article 'Venue contract Hamburg'
              [5041] heading 'Venue contract Hamburg'
              [5042] button 'Card actions', hasPopup='menu'
              StaticText 'Legal'
              StaticText 'Dec 19'
            [89] button 'Add card'
          [90] region 'Booked'
            [91] heading 'Booked'
            [92] button 'Stack actions', hasPopup='menu'
            [5050] article 'Spring webinar series'
              [5051] heading 'Spring webinar series'
              [5052] button 'Card actions', hasPopup='menu'
              StaticText 'Web'
              StaticText 'Feb 4'
              [5055] img 'HS'
            [94] button 'Add card'
    """)

    def ev_page(menu: bool = False, assigned: bool = False) -> str:
        lines = list(events)
        i = lines.index("\t\t\tStaticText 'Dec 19'")
        add: list[str] = []
        if assigned:
            add.append("\t\t\t[5045] img 'HS'")
        if menu:
            lines[i - 3] = lines[i - 3] + ", expanded=True"
            add += ["\t\t\t[5048] menu ''"] + [f"\t\t\t\t[{5060 + k}] menuitem '{m}'" for k, m in enumerate(
                ["Unassign myself" if assigned else "Assign to me", "Mark as done", "Move card", "Card details", "Archive card", "Delete card"])]
        lines[i + 1:i + 1] = add
        return page("Events 2025 - Deck - Nextcloud", f"{host}/apps/deck/board/17", appnav("ev"), lines)

    turns = [
        ("click('2712')", board(set(), {}, menu="271")),
        ("click('2724')", board({"271"}, {}, toast=True)),
        ("click('2871')", board({"271"}, {}, side=sidebar(["Content"]))),
        ("select_option('3012', 'Blog')", board({"271"}, {"287": ["Blog"]}, side=sidebar(["Content", "Blog"]))),
        ("click('3004')", board({"271"}, {"287": ["Blog"]})),
        ("click('2902')", board(set(), {"287": ["Blog"]}, menu="290")),
        ("click('38')", ev_page()),
        ("click('5042')", ev_page(menu=True)),
        ("click('5060')", ev_page(assigned=True)),
    ]
    rs.add(task="web", tid="h36-web-07", system=system("Nextcloud Deck at cloud.fernwerk.de as Hanna Sauer", "remove the stale webinar card, tag the Holzer customer story as Blog, then take the Hamburg venue contract card"),
           turns=turns, state=board(set(), {}), bad=True, turn=6, kind="deleted card is back in its stack")


# Cal.com: clean
def t08(rs: RowSet) -> None:
    app = "https://app.cal.com"

    def shell() -> list[str]:
        return blk("""
            [10] navigation ''
              [12] link 'Cal.com'
              [14] button 'Ana Petrova', hasPopup='menu'
              [16] link 'Event Types', current=page
              [18] link 'Bookings'
              [20] link 'Availability'
              [22] link 'Teams'
              [24] link 'Apps'
              [26] link 'Routing Forms'
              [28] link 'Workflows'
              [30] link 'Insights'
              [32] link 'View public page'
              [34] link 'Copy public page link'
              [36] link 'Settings'
        """)

    base = [("15 Min Meeting", "15min", "15m", "Free, quick chat."),
            ("30 Min Meeting", "30min", "30m", ""),
            ("Product demo", "demo", "45m", "Walkthrough of Fernwerk Cloud for prospects. Please add your company size.")]

    def listing(items: list[tuple[str, str, str, str]], dialog: list[str] | None = None) -> str:
        lines = blk("""
            [40] main ''
              [42] heading 'Event Types'
              StaticText 'Create events to share for people to book on your calendar.'
              [44] textbox 'Search', value=''
              [46] button 'New'
              [50] list ''
        """)
        b = 60
        for t, slug, dur, desc in items:
            row = [f"[{b}] listitem ''", f"\t[{b + 1}] link '{t}'", f"\tStaticText '/ana-petrova/{slug}'"]
            if desc:
                row.append(f"\tStaticText '{desc}'")
            row += [f"\tStaticText '{dur}'", f"\t[{b + 4}] switch 'Hidden', checked=False",
                    f"\t[{b + 6}] button 'Preview'", f"\t[{b + 7}] button 'Copy link to event'", f"\t[{b + 8}] button 'More', hasPopup='menu'"]
            lines += ind(row, 2)
            b += 10
        return page("Event Types | Cal.com", f"{app}/event-types", shell(), lines, dialog or [])

    def dialog(title: str = "", dur: str = "15") -> list[str]:
        slug = title.lower().replace(" ", "-")
        return blk(f"""
            [200] dialog 'Add a new event type', modal=True
              [201] heading 'Add a new event type'
              StaticText 'Set up event types to offer different types of meetings.'
              [203] textbox 'Title', required=True, value='{title}'{', focused' if title and dur == '15' else ''}
              StaticText 'URL'
              StaticText 'cal.com/ana-petrova/'
              [205] textbox 'URL', value='{slug}'
              [207] textbox 'Description', multiline=True, value=''
              [209] spinbutton 'Duration', value='{dur}'{', focused' if dur != '15' else ''}
              StaticText 'minutes'
              [211] button 'Close'
              [213] button 'Continue'
        """)

    setup = blk("""
        [40] main ''
          [300] link 'Back'
          [302] heading 'Intro call'
          StaticText '20m'
          [304] switch 'Hide from profile', checked=False
          [306] button 'Copy link'
          [308] button 'Preview'
          [310] button 'Delete'
          [312] button 'Save', disabled=True
          [314] tablist ''
            [315] tab 'Event Setup', selected=True
            [316] tab 'Availability', selected=False
            [317] tab 'Limits', selected=False
            [318] tab 'Advanced', selected=False
            [319] tab 'Recurring', selected=False
            [320] tab 'Apps', selected=False
            [321] tab 'Workflows', selected=False
            [322] tab 'Webhooks', selected=False
          [330] textbox 'Title', value='Intro call'
          [332] textbox 'Description', multiline=True, value=''
          StaticText 'cal.com/ana-petrova/'
          [334] textbox 'URL', value='intro-call'
          [336] spinbutton 'Duration', value='20'
          StaticText 'Minutes'
          [338] checkbox 'Allow booker to select duration', checked=False
          StaticText 'Location'
          [340] combobox 'Location', value='Cal Video (Default)'
          [342] button 'Add a location'
    """)

    def booking(day: str | None, h24: bool) -> str:
        def fmt(h: int, m: int) -> str:
            if h24:
                return f"{h:02d}:{m:02d}"
            return f"{(h - 1) % 12 + 1}:{m:02d}{'am' if h < 12 else 'pm'}"
        if day is None:
            slots = [(16, 20), (16, 40)]
            label = "Thu 14"
        else:
            slots = [(h, m) for h in range(9, 17) for m in (0, 20, 40) if (h, m) not in ((10, 0), (10, 20), (13, 40), (14, 0))]
            label = "Tue 19"
        days = []
        for d in range(1, 31):
            wd = (d + 3) % 7  # Nov 1 2024 is a Friday; 0 = Monday
            avail = d >= 14 and wd < 5
            sel = (day is None and d == 14) or (day is not None and d == 19)
            days.append(f"\t\t[{500 + d}] button '{d}'" + ("" if avail else ", disabled=True") + (", pressed=True" if sel else ""))
        lines = blk("""
            [400] main ''
              [402] img 'Ana Petrova'
              StaticText 'Ana Petrova'
              [404] heading 'Intro call'
              StaticText '20m'
              StaticText 'Cal Video'
              [406] combobox 'Timezone', value='Europe/Berlin'
              [410] grid 'November 2024'
                [411] button 'View previous month', disabled=True
                [412] button 'View next month'
                StaticText 'MON TUE WED THU FRI SAT SUN'
        """) + days + blk(f"""
            [540] region ''
              StaticText '{label}'
              [542] radio '12h', checked={not h24}
              [543] radio '24h', checked={h24}
        """, 1)
        lines += [f"\t\t[{550 + i}] button '{fmt(h, m)}'" for i, (h, m) in enumerate(slots)]
        lines += blk("""
            [600] link 'Cal.com'
            StaticText 'Powered by Cal.com'
        """, 1)
        return page("Intro call | Ana Petrova | Cal.com", "https://cal.com/ana-petrova/intro-call", lines)

    new = [("Intro call", "intro-call", "20m", "")] + base
    turns = [
        ("click('46')", listing(base, dialog())),
        ("fill('203', 'Intro call')", listing(base, dialog("Intro call"))),
        ("fill('209', '20')", listing(base, dialog("Intro call", "20"))),
        ("click('213')", page("Intro call | Event Types | Cal.com", f"{app}/event-types/1184532?tabName=setup", shell(), setup)),
        ("click('300')", listing(new)),
        ("click('66')", booking(None, False)),
        ("click('519')", booking("19", False)),
        ("click('543')", booking("19", True)),
    ]
    rs.add(task="web", tid="h36-web-08", system=system("Cal.com (app.cal.com) as Ana Petrova, Europe/Berlin", "create a 20 minute 'Intro call' event type and look at the times it offers on Tuesday Nov 19"),
           turns=turns, state=listing(base), bad=False)


# Mattermost: clean
def t09(rs: RowSet) -> None:
    host = "https://chat.fernwerk.io/platform"
    m1 = "Reviewed #2291, two small comments, otherwise LGTM. Will approve after the fix."
    m2 = "Reviewed #2291, two small comments (naming + a missing index on jobs.created_at), otherwise LGTM. Will approve after the fix."

    def sidebar(current: str, unread: set[str], threads_dot: bool = False) -> list[str]:
        def ch(b: int, name: str, label: str) -> str:
            flags = ", current=page" if name == current else ""
            return f"\t\t[{b}] link '{label}{' (unread)' if name in unread else ''}'{flags}"
        return blk(f"""
            [10] navigation 'Team: Platform'
              [12] button 'Platform', hasPopup='menu'
              [14] link 'Threads{' (unread)' if threads_dot else ''}'
              [16] link 'Drafts'
              [18] button 'Find channel'
              [20] group 'CHANNELS'
        """) + [ch(22, "deployments", "deployments"), ch(24, "incidents", "incidents"), ch(26, "off-topic", "Off-Topic"),
                ch(28, "release-planning", "release-planning"), ch(30, "town-square", "Town Square")] + blk("""
            [32] group 'DIRECT MESSAGES'
              [34] link 'Jonas Weber'
              [36] link 'Priya Nair'
              [38] link 'Lukas Brand'
            [40] button 'Add channels', hasPopup='menu'
        """, 1)

    def post(b: int, who: str, time: str, text: str, extra: list[str] | None = None) -> list[str]:
        return [f"[{b}] article '{who} {time}'", f"\t[{b + 1}] button '{who}'", f"\t[{b + 2}] link '{time}'", f"\tStaticText '{text}'"] + \
            ["\t" + e for e in extra or []]

    base_posts = [
        (100, "Priya Nair", "11:02 AM", "Reminder: code freeze for 4.8 is Friday 18:00. Anything not merged by then goes to 4.9."),
        (110, "Jonas Weber", "11:15 AM", "Migration PR #2291 still waiting for a second review. @hsauer can you take it?"),
        (120, "Jonas Weber", "11:16 AM", "Also the staging deploy from this morning is green, smoke tests passed (214/214)."),
        (130, "Lukas Brand", "12:40 PM", "Release notes draft is in the wiki under Releases/4.8, please add your items by Thursday."),
    ]

    def rp(draft: str = "", mine: str | None = None, hover: bool = False, menu: bool = False, editing: str | None = None,
           edited: bool = False, later: bool = False, thread: str | None = None, unread: set[str] | None = None) -> str:
        feed: list[str] = []
        for b, w, t, x in base_posts:
            feed += post(b, w, t, x)
        if mine is not None:
            extra: list[str] = []
            if edited:
                extra.append("StaticText 'Edited'")
            if hover or menu:
                extra += ["[145] button 'Add Reaction'", "[146] button 'Reply'", "[147] button 'More', hasPopup='menu'" + (", expanded=True" if menu else "")]
            if menu:
                extra += ["[150] menu ''"] + [f"\t[{151 + i}] menuitem '{m}'" for i, m in enumerate(
                    ["Reply", "Forward", "Follow message", "Mark as Unread", "Remind", "Save", "Pin to Channel", "Copy Link", "Copy Text", "Edit", "Delete"])]
            if later:
                extra += ["[165] button '1 reply'", "[166] img 'Jonas Weber'", "StaticText 'Last reply 1 minute ago'", "[167] button 'Following'"]
            if editing is not None:
                feed += ["[140] article 'Hanna Sauer 1:42 PM'", "\t[141] button 'Hanna Sauer'", "\t[142] link '1:42 PM'",
                         f"\t[163] textbox 'Edit message', multiline=True, value='{editing}', focused",
                         "\tStaticText 'ENTER to Save, ESC to Cancel'"]
            else:
                feed += post(140, "Hanna Sauer", "1:42 PM", mine, extra)
        if later:
            feed += post(170, "Priya Nair", "1:44 PM", "Heads-up: freeze moves to Monday 10:00 because of the public holiday in Bavaria on Friday.")
        dv = f", value='{draft}'" if draft else ""
        focus = ", focused" if editing is None and thread is None and not menu else ""
        main = blk("""
            [60] main ''
              [62] heading 'release-planning'
              [64] button 'Add to favorites'
              StaticText 'Planning for the 4.8 and 4.9 releases. Freeze dates, release notes, go/no-go.'
              [66] button 'Members'
                StaticText '14'
              [68] button 'Pinned messages'
                StaticText '2'
              [70] button 'Channel files'
              [80] log ''
                StaticText 'Today'
        """) + ind(feed, 2) + blk(f"""
            [200] textbox 'Write to release-planning', multiline=True{dv}{focus}
            [202] button 'Formatting'
            [204] button 'Attach'
            [206] button 'Emoji'
            [208] button 'Send Now'{'' if draft else ', disabled=True'}
        """, 1)
        if thread is not None:
            tv = f", value='{thread}'" if thread else ""
            main += blk(f"""
                [700] complementary 'Thread'
                  [702] heading 'Thread'
                  StaticText 'release-planning'
                  [704] button 'Close'
                  [710] article 'Hanna Sauer 1:42 PM'
                    [711] button 'Hanna Sauer'
                    StaticText '{mine}'
                    StaticText 'Edited'
                  StaticText '1 reply'
                  [720] article 'Jonas Weber 1:45 PM'
                    [721] button 'Jonas Weber'
                    StaticText 'Fixed both, pushed 3f9c2e1. The index migration is 0142_jobs_created_at_idx.'
                  [730] textbox 'Reply to this thread...', multiline=True, focused{tv}
                  [732] button 'Send Now'{'' if thread else ', disabled=True'}
            """)
        sb = sidebar("release-planning", unread if unread is not None else {"town-square", "incidents"}, threads_dot=later and thread is None)
        return page("release-planning - Platform Mattermost", f"{host}/channels/release-planning", sb, main)

    town = page("Town Square - Platform Mattermost", f"{host}/channels/town-square", sidebar("town-square", {"incidents"}), blk("""
        [60] main ''
          [62] heading 'Town Square'
          [64] button 'Add to favorites'
          StaticText 'Default channel for the whole company.'
          [66] button 'Members'
            StaticText '212'
          [80] log ''
            StaticText 'Yesterday'
            [300] article 'Facilities 4:12 PM'
              [301] button 'Facilities'
              StaticText 'The 3rd floor kitchen is closed Thursday morning for the dishwasher repair.'
            StaticText 'Today'
            [310] article 'Sara Keller 9:05 AM'
              [311] button 'Sara Keller'
              StaticText 'Welcome to our two new colleagues in Support, Tim and Aylin!'
              StaticText '👋 17'
            [320] article 'IT Service 1:30 PM'
              [321] button 'IT Service'
              StaticText 'Planned VPN gateway maintenance tonight 22:00-22:30. Expect one short reconnect.'
          [330] textbox 'Write to Town Square', multiline=True, focused
          [332] button 'Send Now', disabled=True
    """))
    reply = "Approved, merging after CI."
    turns = [
        (f"fill('200', '{m1}')", rp(draft=m1)),
        ("keyboard_press('Enter')", rp(mine=m1)),
        ("hover('140')", rp(mine=m1, hover=True)),
        ("click('147')", rp(mine=m1, menu=True)),
        ("click('160')", rp(mine=m1, editing=m1)),
        (f"fill('163', '{m2}')", rp(mine=m2, editing=m2)),
        ("keyboard_press('Enter')", rp(mine=m2, edited=True)),
        ("click('30')", town),
        ("click('28')", rp(mine=m2, edited=True, later=True, unread={"incidents"})),
        ("click('165')", rp(mine=m2, edited=True, later=True, thread="", unread={"incidents"})),
        (f"fill('730', '{reply}')", rp(mine=m2, edited=True, later=True, thread=reply, unread={"incidents"})),
    ]
    rs.add(task="web", tid="h36-web-09", system=system("Mattermost (chat.fernwerk.io, team Platform) as Hanna Sauer (@hsauer)", "post your review status for PR #2291 in release-planning, refine it, then answer Jonas in the thread"),
           turns=turns, state=rp(), bad=False)


# Akaunting: bad
def t10(rs: RowSet) -> None:
    host = "https://books.harborline.io/1"
    invs = [  # number, customer, status, issued, due, amount
        ("INV-00086", "Bramble Studio LLC", "Sent", "Nov 08, 2024", "Dec 08, 2024", "$2,436.00"),
        ("INV-00085", "Northgate Dental", "Partial", "Nov 01, 2024", "Dec 01, 2024", "$3,180.25"),
        ("INV-00084", "Keller & Sons Plumbing", "Overdue", "Oct 10, 2024", "Nov 09, 2024", "$1,725.00"),
        ("INV-00083", "Bramble Studio LLC", "Paid", "Oct 08, 2024", "Nov 07, 2024", "$2,436.00"),
        ("INV-00082", "Silverline Realty", "Draft", "Oct 04, 2024", "Nov 03, 2024", "$1,120.00"),
        ("INV-00081", "Pinecrest HOA", "Overdue", "Sep 30, 2024", "Oct 30, 2024", "$2,485.00"),
    ]

    def shell() -> list[str]:
        return blk("""
            [10] navigation ''
              [12] link 'Harborline Web Services'
              [14] button 'Search'
              [16] link 'Dashboard'
              [18] link 'Items'
              [20] button 'Sales', expanded=True
                [21] link 'Invoices', current=page
                [22] link 'Customers'
              [24] button 'Purchases', expanded=False
              [26] button 'Banking', expanded=False
              [28] link 'Reports'
              [30] link 'Settings'
              [32] link 'App Store'
              [34] button 'Ellen Marsh', hasPopup='menu'
        """)

    def listing(rows: list[tuple[str, ...]], tab: str, summary: tuple[str, str, str]) -> str:
        lines = blk(f"""
            [40] main ''
              [42] heading 'Invoices'
              [44] link 'New Invoice'
              [46] button 'Import'
              [48] button 'Export'
              [50] region ''
                StaticText 'Overdue'
                StaticText '{summary[0]}'
                StaticText 'Open'
                StaticText '{summary[1]}'
                StaticText 'Draft'
                StaticText '{summary[2]}'
              [52] tablist ''
                [53] tab 'Overdue', selected={tab == 'Overdue'}
                [54] tab 'Unpaid', selected={tab == 'Unpaid'}
                [55] tab 'Draft', selected={tab == 'Draft'}
                [56] tab 'All', selected={tab == 'All'}
              [58] searchbox 'Search or filter results...'
              [60] table ''
                [61] row ''
                  [62] columnheader ''
                  [63] columnheader 'Due Date', sorted='descending'
                  [64] columnheader 'Status'
                  [65] columnheader 'Customer'
                  [66] columnheader 'Amount'
                  [67] columnheader 'Actions'
        """)
        b = 70
        for r in rows:
            lines += ind([f"[{b}] row ''", f"\t[{b + 1}] cell ''", f"\t\t[{b + 2}] checkbox '', checked=False",
                          f"\t[{b + 3}] cell '{r[4]} {r[3]}'", f"\t[{b + 4}] cell '{r[2]}'",
                          f"\t[{b + 5}] cell '{r[1]} {r[0]}'", f"\t\t[{b + 6}] link '{r[0]}'",
                          f"\t[{b + 7}] cell '{r[5]}'", f"\t[{b + 8}] cell ''", f"\t\t[{b + 9}] button 'Actions', hasPopup='menu'"], 2)
            b += 10
        lines += blk(f"""
            StaticText '1-{len(rows)} of {len(rows)} records'
            [160] combobox 'Per page', value='25'
        """, 1)
        return page("Invoices - Akaunting", f"{host}/sales/invoices" + ("" if tab == "Unpaid" else f"?list_records={tab.lower()}"), shell(), lines)

    def form(customer: bool, items: list[tuple[str, str, str, str]], totals: tuple[str, str, str], picker: bool = False, focus_qty: bool = False) -> str:
        cust = blk("""
            [210] region 'Bill to'
              StaticText 'Lakeside Animal Clinic'
              StaticText '1420 Harbor View Rd, Suite B'
              StaticText 'Portland, OR 97209'
              StaticText 'billing@lakesidevets.com'
              [212] button 'Edit Lakeside Animal Clinic'
              [213] button 'Choose a different customer'
        """, 1) if customer else blk("""
            [208] combobox 'Add a customer', hasPopup='listbox', value=''
        """, 1)
        lines = blk("""
            [40] main ''
              [200] heading 'New Invoice'
              [202] link 'Invoices'
        """) + cust + blk("""
            [220] textbox 'Invoice Date', value='2024-11-14'
            [222] combobox 'Due Date', value='Net 30 (2024-12-14)'
            [224] textbox 'Invoice Number', value='INV-00087'
            [226] textbox 'Order Number', value=''
            [230] table 'Items'
              [231] row ''
                [232] columnheader 'Items'
                [233] columnheader 'Quantity'
                [234] columnheader 'Price'
                [235] columnheader 'Amount'
        """, 1)
        b = 240
        for i, (name, qty, price, amt) in enumerate(items):
            qf = ", focused" if focus_qty and i == len(items) - 1 else ""
            lines += ind([f"[{b}] row ''", f"\t[{b + 1}] cell '{name}'", f"\t\t[{b + 2}] textbox 'Description', value=''",
                          f"\t[{b + 3}] cell ''", f"\t\t[{b + 4}] spinbutton 'Quantity', value='{qty}'{qf}",
                          f"\t[{b + 5}] cell ''", f"\t\t[{b + 6}] textbox 'Price', value='{price}'",
                          f"\t\t[{b + 7}] combobox 'Tax', value='Sales Tax (8.25%)'",
                          f"\t[{b + 8}] cell '{amt}'", f"\t\t[{b + 9}] button 'Delete'"], 2)
            b += 10
        lines += blk("""
            [290] button 'Add an item'
        """, 1)
        if picker:
            lines += blk("""
                [292] listbox ''
                  [293] searchbox 'Type an item name', focused
                  [294] option 'Website maintenance (monthly) $450.00'
                  [295] option 'Managed VPS hosting $89.00'
                  [296] option 'SSL certificate (1 year) $59.00'
                  [297] option 'On-site support (hour) $120.00'
                  [298] option 'Content update (hour) $95.00'
                  [299] button 'Create a new item'
            """, 1)
        lines += blk(f"""
            StaticText 'Subtotal'
            StaticText '{totals[0]}'
            [300] button 'Add Discount'
            StaticText 'Sales Tax (8.25%)'
            StaticText '{totals[1]}'
            StaticText 'Total'
            StaticText '{totals[2]}'
            [302] combobox 'Currency', value='US Dollar'
            [304] textbox 'Notes', multiline=True, value=''
            [306] textbox 'Footer', multiline=True, value='Thank you for your business. Payment via ACH to Harborline Web Services, Columbia Bank.'
            [308] combobox 'Category', value='Sales'
            [310] link 'Cancel'
            [312] button 'Save'
        """, 1)
        return page("New Invoice - Akaunting", f"{host}/sales/invoices/create", shell(), lines)

    def show(status: str, flash: str = "") -> str:
        sent = status == "Sent"
        lines = blk("""
            [40] main ''
              [400] link 'Invoices'
              [402] heading 'INV-00087'
        """)
        if flash:
            lines += blk(f"""
                [404] alert ''
                  StaticText '{flash}'
                  [405] button 'Close'
            """, 1)
        send = ["\t\tStaticText 'Marked as sent on Nov 14, 2024'", "\t\t[425] button 'Send Again'"] if sent else \
            ["\t\tStaticText 'Not sent yet'", "\t\t[425] button 'Send Email'", "\t\t[426] button 'Mark Sent'"]
        paid = ["\t\tStaticText 'Awaiting payment'", "\t\t[429] button 'Add Payment'"] if sent else \
            ["\t\tStaticText 'Not paid'", "\t\t[429] button 'Add Payment', disabled=True"]
        hist = (["\tStaticText 'Nov 14, 2024 · Sent · Invoice marked as sent!'"] if sent else []) + ["\tStaticText 'Nov 14, 2024 · Draft · INV-00087 added!'"]
        lines += blk(f"""
            StaticText 'Status'
            StaticText '{status}'
            StaticText 'Customer'
            [406] link 'Lakeside Animal Clinic'
            StaticText 'Amount due'
            StaticText '$1,557.72'
            StaticText 'Due on'
            StaticText 'Dec 14, 2024'
            [410] button 'More', hasPopup='menu'
            [412] link 'Edit'
            [420] region 'Create'
              StaticText 'Created on Nov 14, 2024'
              [421] link 'Edit'
            [424] region 'Send'
        """, 1) + send + ["\t[428] region 'Get Paid'"] + paid + blk("""
            [440] document 'Invoice'
              StaticText 'Harborline Web Services · 88 SW Naito Pkwy · Portland, OR 97204'
              StaticText 'Bill to: Lakeside Animal Clinic'
              StaticText 'Invoice Number: INV-00087 · Invoice Date: Nov 14, 2024 · Due Date: Dec 14, 2024'
              [442] table ''
                [443] row ''
                  [444] columnheader 'Items'
                  [445] columnheader 'Quantity'
                  [446] columnheader 'Price'
                  [447] columnheader 'Amount'
                [448] row ''
                  [449] cell 'Website maintenance (monthly)'
                  [450] cell '3'
                  [451] cell '$450.00'
                  [452] cell '$1,350.00'
                [453] row ''
                  [454] cell 'Managed VPS hosting'
                  [455] cell '1'
                  [456] cell '$89.00'
                  [457] cell '$89.00'
              StaticText 'Subtotal: $1,439.00'
              StaticText 'Sales Tax (8.25%): $118.72'
              StaticText 'Total: $1,557.72'
            [460] heading 'History'
        """, 1) + hist
        return page("INV-00087 - Akaunting", f"{host}/sales/invoices/87", shell(), lines)

    s0 = ("$4,210.00", "$4,616.25", "$1,120.00")
    s1 = ("$4,210.00", "$6,173.97", "$1,120.00")
    unpaid0 = [r for r in invs if r[2] not in ("Paid", "Draft")]
    new_row = ("INV-00087", "Lakeside Animal Clinic", "Sent", "Nov 14, 2024", "Dec 14, 2024", "$1,461.38")
    wm1 = ("Website maintenance (monthly)", "1", "450.00", "$450.00")
    wm3 = ("Website maintenance (monthly)", "3", "450.00", "$1,350.00")
    vps = ("Managed VPS hosting", "1", "89.00", "$89.00")
    t0 = ("$0.00", "$0.00", "$0.00")
    turns = [
        ("click('44')", form(False, [], t0)),
        ("select_option('208', 'Lakeside Animal Clinic')", form(True, [], t0)),
        ("click('290')", form(True, [], t0, picker=True)),
        ("click('294')", form(True, [wm1], ("$450.00", "$37.13", "$487.13"))),
        ("fill('244', '3')", form(True, [wm3], ("$1,350.00", "$111.38", "$1,461.38"), focus_qty=True)),
        ("click('290')", form(True, [wm3], ("$1,350.00", "$111.38", "$1,461.38"), picker=True)),
        ("click('295')", form(True, [wm3, vps], ("$1,439.00", "$118.72", "$1,557.72"))),
        ("click('312')", show("Draft", "Invoice added!")),
        ("click('426')", show("Sent", "Invoice marked as sent!")),
        ("click('400')", listing([new_row] + unpaid0, "Unpaid", s1)),
        ("click('53')", listing([r for r in invs if r[2] == "Overdue"], "Overdue", s1)),
    ]
    rs.add(task="web", tid="h36-web-10", system=system("Akaunting (books.harborline.io) as Ellen Marsh, company Harborline Web Services", "invoice Lakeside Animal Clinic for three months of website maintenance plus one month of VPS hosting, mark it sent, then review the overdue invoices"),
           turns=turns, state=listing(unpaid0, "Unpaid", s0), bad=True, turn=10, kind="invoice total in the list does not include the second line item")


# osTicket: bad
def t11(rs: RowSet) -> None:
    host = "https://support.kestrel-hosting.net/scp"
    q = [  # number, id, updated, subject, from, priority, assignee
        ("482920", "9931", "11/14/24 9:58 AM", "Email bounces for info@ on brightlane.org", "Daniel Ortiz", "High", ""),
        ("482917", "9928", "11/14/24 9:41 AM", "Request: increase PHP memory_limit to 512M", "Amira Saleh", "Normal", "Kai Becker"),
        ("482913", "9924", "11/14/24 8:12 AM", "VPN disconnects every 20 minutes", "Ruth Ellison", "Normal", ""),
        ("482909", "9920", "11/13/24 5:47 PM", "DNS propagation for new domain vetline.de", "Jonas Pohl", "Normal", ""),
        ("482902", "9913", "11/13/24 3:20 PM", "Question about October invoice (VAT)", "Mira Kovac", "Low", "Sabine Roth"),
        ("482898", "9909", "11/13/24 11:05 AM", "SSL auto-renewal failed for shop.hansen-moebel.de", "Erik Hansen", "High", "Kai Becker"),
        ("482891", "9902", "11/12/24 4:30 PM", "Migrate 14 mailboxes from old server", "Claudia Neri", "Normal", "Sabine Roth"),
        ("482887", "9898", "11/12/24 10:14 AM", "Restore request: db01 snapshot from Nov 10", "Paul Wagner", "Emergency", "Kai Becker"),
        ("482880", "9891", "11/11/24 2:02 PM", "Slow SFTP uploads from office network", "Ruth Ellison", "Low", ""),
        ("482876", "9887", "11/11/24 9:37 AM", "Add second admin to control panel", "Tomas Lind", "Normal", "Sabine Roth"),
    ]
    reply = ("Hello Ruth, thanks for the details. The 20 minute pattern matches the IKEv2 rekey interval on our side; we changed it to 8 hours on "
             "gw-vpn-02 at 10:05. Please reconnect once and let us know if the drops continue. Best regards, Kai Becker, Kestrel Hosting Support")

    def nav(mine: int) -> list[str]:
        return blk(f"""
            [10] banner ''
              [12] link 'Kestrel Hosting Support'
              StaticText 'Welcome, Kai.'
              [14] link 'Agent Panel'
              [16] link 'Profile'
              [18] link 'Log Out'
            [20] navigation ''
              [22] link 'Dashboard'
              [24] link 'Users'
              [26] link 'Tasks'
              [28] link 'Tickets', current=page
              [30] link 'Knowledgebase'
            [32] navigation ''
              [34] link 'Open (10)'
              [36] link 'My Tickets ({mine})'
              [38] link 'Closed'
              [40] link 'Search'
              [42] link 'New Ticket'
        """)

    def queue(rows: list[tuple[str, ...]], mine: int) -> str:
        lines = blk("""
            [50] main ''
              [52] heading 'Open'
              [54] searchbox 'Search tickets', value=''
              [56] button 'Sort', hasPopup='menu'
              [58] button 'Export'
              [60] table ''
                [61] row ''
                  [62] columnheader ''
                  [63] columnheader 'Ticket'
                  [64] columnheader 'Last Updated', sorted='descending'
                  [65] columnheader 'Subject'
                  [66] columnheader 'From'
                  [67] columnheader 'Priority'
                  [68] columnheader 'Assigned To'
        """)
        b = 70
        for r in rows:
            lines += ind([f"[{b}] row ''", f"\t[{b + 1}] cell ''", f"\t\t[{b + 2}] checkbox '', checked=False",
                          f"\t[{b + 3}] cell ''", f"\t\t[{b + 4}] link '{r[0]}'", f"\t[{b + 5}] cell '{r[2]}'",
                          f"\t[{b + 6}] cell ''", f"\t\t[{b + 7}] link '{r[3]}'", f"\t[{b + 8}] cell '{r[4]}'",
                          f"\t[{b + 9}] cell '{r[5]}'", f"\t[{b + 10}] cell '{r[6]}'"], 2)
            b += 12
        lines += blk("""
            StaticText 'Page: [1]'
            StaticText 'Showing 1 - 10 of 10'
            [200] button 'Select All'
            [202] button 'Assign'
            [204] button 'Change Status', hasPopup='menu'
            [206] button 'Delete'
        """, 1)
        return page("Open Tickets - Kestrel Hosting Support", f"{host}/tickets.php?queue=1", nav(mine), lines)

    vpn_thread = blk("""
        [330] article ''
          StaticText 'Ruth Ellison · 11/14/24 8:12 AM'
          StaticText 'Hi, since Monday our site-to-site VPN from the Leipzig office drops every 20 minutes for about 30 seconds. Logs from our FortiGate attached. Tunnel name kestrel-leip-01. Regards, Ruth Ellison, IT, Ellison Naturkost GmbH'
          [333] link 'fgt-vpn-log-1113.txt (48.2 kb)'
    """)

    def ticket(num: str, tid: str, subj: str, user: str, email: str, prio: str, dept: str, topic: str, created: str,
               assigned: str, thread: list[str], last_resp: str = "", draft: str = "", alert: str = "", mine: int = 5) -> str:
        dv = f", value='{draft}'" if draft else ""
        lines = blk("""
            [50] main ''
              [300] heading 'Ticket #NUM'
              [302] button 'Print'
              [304] button 'Edit'
              [306] button 'Assign', hasPopup='menu'
              [308] button 'Claim'
              [310] button 'Change Status', hasPopup='menu'
              [312] button 'More', hasPopup='menu'
        """.replace("NUM", num))
        if alert:
            lines += blk(f"""
                [314] alert ''
                  StaticText '{alert}'
            """, 1)
        lines += blk(f"""
            StaticText '{subj}'
            [316] table ''
              [317] row ''
                [318] rowheader 'Status:'
                [319] cell 'Open'
                [320] rowheader 'User:'
                [321] cell '{user} <{email}>'
              [322] row ''
                [323] rowheader 'Priority:'
                [324] cell '{prio}'
                [325] rowheader 'Source:'
                [326] cell 'Email'
              [327] row ''
                [328] rowheader 'Department:'
                [329] cell '{dept}'
                [380] rowheader 'Assigned To:'
                [381] cell '{assigned or '— Unassigned —'}'
              [382] row ''
                [383] rowheader 'Create Date:'
                [384] cell '{created}'
                [385] rowheader 'Help Topic:'
                [386] cell '{topic}'
              [387] row ''
                [388] rowheader 'SLA Plan:'
                [389] cell 'Default SLA (18 hrs)'
                [390] rowheader 'Last Response:'
                [391] cell '{last_resp}'
        """, 1) + ind(thread, 1) + blk(f"""
            [400] tablist ''
              [401] tab 'Post Reply', selected=True
              [402] tab 'Post Internal Note', selected=False
            [404] textbox 'To', value='{user} <{email}>'
            [406] combobox 'Signature', value='My Signature'
            [408] textbox 'Response', multiline=True{dv}
            [410] combobox 'Ticket Status', value='Open (current)'
            [412] button 'Post Reply'
            [414] button 'Reset'
        """, 1)
        return page(f"Ticket #{num} - Kestrel Hosting Support", f"{host}/tickets.php?id={tid}", nav(mine), lines)

    def vpn(draft: str = "", posted: bool = False) -> str:
        th = list(vpn_thread)
        if posted:
            th += blk(f"""
                [340] article ''
                  StaticText 'Kai Becker · 11/14/24 10:07 AM'
                  StaticText '{reply}'
                StaticText 'Assigned to Kai Becker (claimed) · 11/14/24 10:07 AM'
            """)
        return ticket("482913", "9924", "VPN disconnects every 20 minutes", "Ruth Ellison", "r.ellison@ellison-naturkost.de", "Normal",
                      "Network Support", "VPN / Remote Access", "11/14/24 8:12 AM", "Kai Becker" if posted else "", th,
                      last_resp="11/14/24 10:07 AM" if posted else "", draft=draft,
                      alert="Reply posted successfully" if posted else "", mine=6 if posted else 5)

    mail_thread = blk("""
        [330] article ''
          StaticText 'Daniel Ortiz · 11/14/24 9:58 AM'
          StaticText 'Since about 9:30 all mail to info@brightlane.org bounces with 550 5.1.1 mailbox unavailable. Other addresses on the domain work. We did not change anything. Daniel'
          [333] link 'bounce.eml (6.1 kb)'
    """)

    def mail(claimed: bool) -> str:
        th = list(mail_thread)
        if claimed:
            th += blk("StaticText 'Assigned to Kai Becker (claimed) · 11/14/24 10:09 AM'")
        return ticket("482920", "9931", "Email bounces for info@ on brightlane.org", "Daniel Ortiz", "daniel@brightlane.org", "High",
                      "Mail & DNS", "E-Mail", "11/14/24 9:58 AM", "Kai Becker" if claimed else "", th,
                      alert="Ticket claimed" if claimed else "", mine=7 if claimed else 6)

    moved = ("482931", "9924", "11/14/24 10:07 AM", "VPN disconnects every 20 minutes", "Ruth Ellison", "Normal", "Kai Becker")
    q2 = [moved] + [r for r in q if r[0] != "482913"]
    turns = [
        ("click('98')", vpn()),
        (f"fill('408', '{reply}')", vpn(draft=reply)),
        ("click('412')", vpn(posted=True)),
        ("click('34')", queue(q2, 6)),
        ("click('86')", mail(False)),
        ("click('308')", mail(True)),
    ]
    rs.add(task="web", tid="h36-web-11", system=system("the osTicket 1.18 agent panel of Kestrel Hosting as agent Kai Becker", "answer Ruth Ellison's VPN ticket, then claim the new mail bounce ticket"),
           turns=turns, state=queue(q, 5), bad=True, turn=4, kind="ticket number changes in the queue after a reply")


# Element (Matrix): clean
def t12(rs: RowSet) -> None:
    host = "https://app.element.io"
    rid = "!qXyTzLpRmwKVbNdAhs:matrix.org"

    def roomlist(order: list[tuple[str, str, str]], current: str = "", menu: bool = False) -> list[str]:
        out = blk(f"""
            [10] navigation 'Spaces'
              [12] button 'User menu'
              [14] tab 'Home', selected=True
              [16] button 'Create a space'
              [18] button 'Quick settings'
            [20] navigation 'Rooms'
              [22] button 'Search Ctrl K'
              [24] button 'Explore rooms'
              [26] group 'People'
                [27] button 'Start chat'
                [28] treeitem 'Jonas Weber'
                [29] treeitem 'Priya Nair'
              [30] group 'Rooms'
                [31] button 'Add room', hasPopup='menu'{', expanded=True' if menu else ''}
        """)
        b = 40
        for name, preview, badge in order:
            cur = ", selected=True" if name == current else ""
            line = [f"[{b}] treeitem '{name}'{cur}", f"\tStaticText '{preview}'"]
            if badge:
                line.append(f"\tStaticText '{badge}'")
            out += ind(line, 2)
            b += 2
        if menu:
            out += blk("""
                [60] menu ''
                  [61] menuitem 'New room'
                  [62] menuitem 'Explore public rooms'
                  [63] menuitem 'Join public room'
            """, 2)
        return out

    rooms0 = [("Element Web/Desktop", "t3chguy: Release candidate 1.11.86-rc.0 is out", "99+"),
              ("Infra Team", "Jonas: deploy of gw-vpn-02 done, monitoring looks fine", "2"),
              ("Incident 2024-11-13", "You: Postmortem draft is linked in the topic", ""),
              ("Platform Guild", "Priya: slides for Thursday are in the shared folder", ""),
              ("Berlin Office", "Anke: Pizza on Friday? 🍕", "")]

    home = blk("""
        [70] main ''
          [72] heading 'Welcome Mara'
          StaticText 'Now, let us help you get started'
          [74] button 'Send a Direct Message'
          [76] button 'Explore Public Rooms'
          [78] button 'Create a Group Chat'
    """)

    def dialog(name: str = "") -> list[str]:
        return blk(f"""
            [100] dialog 'Create a room', modal=True
              [101] heading 'Create a room'
              [102] button 'Close dialog'
              [104] textbox 'Name', value='{name}', focused
              [106] textbox 'Topic (optional)', value=''
              [108] combobox 'Room visibility', value='Private room (invite only)'
              StaticText 'Only people invited will be able to find and join this room.'
              [110] switch 'Enable end-to-end encryption', checked=True
              StaticText 'You cannot disable this later. Bridges and most bots will not work yet.'
              [112] button 'Show advanced'
              [114] button 'Cancel'
              [116] button 'Create room'
        """)

    def roompage(order: list[tuple[str, str, str]], invite: list[str] | None = None) -> str:
        lines = blk("""
            [70] main ''
              [200] heading 'infra-oncall-handover'
              [202] button 'Room info'
              [204] button 'Voice call'
              [206] button 'Video call'
              [208] button 'Threads'
              [210] button 'Notifications'
              [220] log ''
                [222] heading 'infra-oncall-handover'
                StaticText 'This is the beginning of infra-oncall-handover.'
                [224] button 'Invite to this room'
                [226] button 'Add topic'
                StaticText 'Today'
                StaticText 'Encryption enabled'
                StaticText 'Messages in this room are end-to-end encrypted. When people join, you can verify them in their profile.'
                [230] button 'Expand'
                StaticText 'Mara Jovanović created and configured the room.'
              [240] textbox 'Send an encrypted message…', multiline=True
              [242] button 'Emoji'
              [244] button 'Attachment'
              [246] button 'More options'
        """)
        if invite is not None:
            lines += invite
        return page("Element | infra-oncall-handover", f"{host}/#/room/{rid}", roomlist(order, "infra-oncall-handover"), lines)

    def invite(q: str, picked: bool = False) -> list[str]:
        if picked:
            sugg = ["[320] heading 'Suggestions'",
                    "[321] option 'Priya Nair @priya.n:matrix.org'", "[322] option 'Lukas Brand @lbrand:fernwerk.io'",
                    "[323] option 'Anke Vogel @anke:fernwerk.io'"]
        elif q:
            sugg = ["[320] heading 'Suggestions'",
                    "[324] option 'Jonas Weber @jonas.weber:matrix.org'", "[325] option 'Jonas Schmidt @jschmidt:tchncs.de'",
                    "[326] option 'jonas @jonas:mozilla.org'"]
        else:
            sugg = ["[320] heading 'Recent Conversations'",
                    "[324] option 'Jonas Weber @jonas.weber:matrix.org'", "[321] option 'Priya Nair @priya.n:matrix.org'",
                    "[322] option 'Lukas Brand @lbrand:fernwerk.io'", "[323] option 'Anke Vogel @anke:fernwerk.io'"]
        pill = ["[306] button 'Jonas Weber'", "\t[307] button 'Remove'"] if picked else []
        return ["[300] dialog 'Invite to infra-oncall-handover', modal=True",
                "\t[301] heading 'Invite to infra-oncall-handover'", "\t[302] button 'Close dialog'"] + ind(pill, 1) + [
                f"\t[304] textbox 'Search', value='{q}', focused", "\t[308] button 'Invite'" + ("" if picked else ", disabled=True")] + \
            ind(sugg, 1) + ["\tStaticText 'Or send invite link'", f"\t[330] link 'https://matrix.to/#/{rid}?via=matrix.org'"]

    new = ("infra-oncall-handover", "Mara Jovanović created and configured the room.", "")
    rooms1 = [new, ("Infra Team", "Jonas: can someone take the handover doc?", "3"), rooms0[0], rooms0[2], rooms0[3], rooms0[4]]
    rooms2 = [("Element Web/Desktop", "Half-Shot: the RC fixes the thread panel crash", "99+"), new, rooms1[1], rooms0[2], rooms0[3], rooms0[4]]
    turns = [
        ("click('31')", page("Element | Home", f"{host}/#/home", roomlist(rooms0, menu=True), home)),
        ("click('61')", page("Element | Home", f"{host}/#/home", roomlist(rooms0), home, dialog())),
        ("fill('104', 'infra-oncall-handover')", page("Element | Home", f"{host}/#/home", roomlist(rooms0), home, dialog("infra-oncall-handover"))),
        ("click('116')", roompage(rooms1)),
        ("click('224')", roompage(rooms1, invite(""))),
        ("fill('304', 'jonas')", roompage(rooms2, invite("jonas"))),
        ("click('324')", roompage(rooms2, invite("", picked=True))),
    ]
    rs.add(task="web", tid="h36-web-12", system=system("Element Web (app.element.io) as Mara Jovanović (@mara.j:matrix.org)", "create a private encrypted room 'infra-oncall-handover' and invite Jonas Weber"),
           turns=turns, state=page("Element | Home", f"{host}/#/home", roomlist(rooms0), home), bad=False)


# LimeSurvey: clean
def t13(rs: RowSet) -> None:
    host = "https://survey.hofmann-group.de/index.php"

    def top() -> list[str]:
        return blk("""
            [10] navigation ''
              [12] link 'LimeSurvey'
              [14] link 'Surveys'
              [16] link 'Help'
              [18] button 'Configuration', hasPopup='menu'
              [20] button 'm.hofmann', hasPopup='menu'
        """)

    def survey_list(rows: list[tuple[str, ...]]) -> str:
        lines = blk("""
            [40] main ''
              [42] heading 'Survey list'
              [44] link 'Create survey'
              [46] link 'Import survey'
              [48] searchbox 'Search', value=''
              [50] combobox 'Status', value='(Any)'
              [52] table ''
                [53] row ''
                  [54] columnheader 'Survey ID', sorted='descending'
                  [55] columnheader 'Status'
                  [56] columnheader 'Title'
                  [57] columnheader 'Group'
                  [58] columnheader 'Created'
                  [59] columnheader 'Owner'
                  [60] columnheader 'Anonymized responses'
                  [61] columnheader 'Partial'
                  [62] columnheader 'Full'
                  [63] columnheader 'Total'
                  [64] columnheader 'Closed group'
                  [65] columnheader 'Action'
        """)
        b = 70
        for r in rows:
            cells = [f"\t[{b + 1 + j}] cell '{v}'" for j, v in enumerate(r)]
            cells.insert(3, f"\t\t[{b + 15}] link '{r[2]}'")
            lines += ind([f"[{b}] row ''"] + cells + [f"\t[{b + 12}] cell ''", f"\t\t[{b + 13}] button 'Actions', hasPopup='menu'"], 2)
            b += 20
        lines += blk(f"""
              StaticText 'Displaying 1-{len(rows)} of {len(rows)} result(s).'
        """, 1)
        return page("Survey list | LimeSurvey", f"{host}/surveyAdministration/listsurveys", top(), lines)

    def rows(onb: str, onb_counts: tuple[int, int], cs: tuple[int, int], it: tuple[int, int]) -> list[tuple[str, ...]]:
        return [
            ("847213", onb, "Employee onboarding feedback 2024", "Default", "09/30/2024", "m.hofmann", "No", str(onb_counts[0]), str(onb_counts[1]), str(sum(onb_counts)), "No"),
            ("639105", "Active", "IT service desk survey", "Internal", "08/02/2024", "k.lenz", "No", str(it[0]), str(it[1]), str(sum(it)), "No"),
            ("516392", "Active", "Customer satisfaction Q4 2024", "Customers", "10/01/2024", "m.hofmann", "Yes", str(cs[0]), str(cs[1]), str(sum(cs)), "No"),
            ("273940", "Expired", "Event feedback: Summer party 2024", "Internal", "06/14/2024", "admin", "Yes", "12", "187", "199", "No"),
        ]

    def onb(active: bool, modal: bool = False) -> str:
        bar = "[120] button 'Stop this survey'" if active else "[120] button 'Activate this survey'"
        lines = blk(f"""
            [40] main ''
              [100] link 'Surveys'
              StaticText '>'
              StaticText 'Employee onboarding feedback 2024 (ID 847213)'
              {bar}
              [122] button 'Preview survey', hasPopup='menu'
              [124] button 'Tools', hasPopup='menu'
              [126] button 'Display / Export', hasPopup='menu'
              [128] button 'Survey participants'
              [130] link 'Responses & statistics'{'' if active else ', disabled=True'}
              [140] heading 'Survey summary: Employee onboarding feedback 2024 (ID 847213)'
              StaticText '{'This survey is active.' if active else 'This survey is currently not active.'}'
              StaticText 'Survey URL:'
              [142] link 'https://survey.hofmann-group.de/index.php/847213?lang=en'
              StaticText 'Number of questions/groups: 14/3'
              StaticText 'Start date/time: -'
              StaticText 'Expiry date/time: -'
              StaticText 'Survey access: {'open-access mode' if active else '-'}'
              StaticText 'Responses: {'0' if active else '-'}'
              [150] complementary 'Survey menu'
                [151] link 'Overview'
                [152] link 'General settings'
                [153] link 'Text elements'
                [154] link 'Presentation'
                [155] link 'Participant settings'
                [156] link 'Notifications & data'
                [157] link 'Publication & access'
                [158] link 'Structure'
        """)
        if modal:
            lines += blk("""
                [200] dialog 'Activate survey', modal=True
                  [201] heading 'Activate survey'
                  StaticText 'Please keep in mind: Once the survey is activated you can no longer add or delete questions, question groups or sub-questions.'
                  [203] radiogroup 'Anonymized responses'
                    [204] radio 'On', checked=False
                    [205] radio 'Off', checked=True
                  [206] radiogroup 'Save IP address'
                    [207] radio 'On', checked=False
                    [208] radio 'Off', checked=True
                  [209] radiogroup 'Save referrer URL'
                    [210] radio 'On', checked=False
                    [211] radio 'Off', checked=True
                  [212] radiogroup 'Save timings'
                    [213] radio 'On', checked=False
                    [214] radio 'Off', checked=True
                  [215] radiogroup 'Date stamp'
                    [216] radio 'On', checked=True
                    [217] radio 'Off', checked=False
                  [220] button 'Cancel'
                  [222] button 'Save & activate survey'
            """, 1)
        return page("Employee onboarding feedback 2024 | LimeSurvey", f"{host}/surveyAdministration/view?iSurveyID=847213", top(), lines)

    activated = page("Activate survey | LimeSurvey", f"{host}/surveyAdministration/activate?iSurveyID=847213", top(), blk("""
        [40] main ''
          [100] link 'Surveys'
          StaticText '>'
          StaticText 'Employee onboarding feedback 2024 (ID 847213)'
          [300] heading 'Survey activated'
          StaticText 'Your survey has been activated and the responses table has been created.'
          StaticText 'By default, surveys are activated in open-access mode and participants do not need an access code.'
          StaticText 'If you switch to closed-access mode, only people with an access code can take part. You can add participants afterwards.'
          [302] button 'Switch to closed-access mode'
          [304] button 'No, thanks'
    """))
    summary = page("Response summary | LimeSurvey", f"{host}/responses/index?surveyId=847213", top(), blk("""
        [40] main ''
          [100] link 'Surveys'
          StaticText '>'
          StaticText 'Employee onboarding feedback 2024 (ID 847213)'
          [400] heading 'Response summary'
          [402] table ''
            [403] row ''
              [404] cell 'Full responses'
              [405] cell '0'
            [406] row ''
              [407] cell 'Incomplete responses'
              [408] cell '0'
            [409] row ''
              [410] cell 'Total responses'
              [411] cell '0'
          [412] button 'Display responses'
          [414] button 'Statistics'
          [416] button 'Export'
    """))
    cs_over = page("Customer satisfaction Q4 2024 | LimeSurvey", f"{host}/surveyAdministration/view?iSurveyID=516392", top(), blk("""
        [40] main ''
          [100] link 'Surveys'
          StaticText '>'
          StaticText 'Customer satisfaction Q4 2024 (ID 516392)'
          [120] button 'Stop this survey'
          [122] button 'Preview survey', hasPopup='menu'
          [124] button 'Tools', hasPopup='menu'
          [126] button 'Display / Export', hasPopup='menu'
          [128] button 'Survey participants'
          [130] link 'Responses & statistics'
          [140] heading 'Survey summary: Customer satisfaction Q4 2024 (ID 516392)'
          StaticText 'This survey is active.'
          StaticText 'Survey URL:'
          [142] link 'https://survey.hofmann-group.de/index.php/516392?lang=de'
          StaticText 'Number of questions/groups: 22/4'
          StaticText 'Start date/time: 01.10.2024 08:00'
          StaticText 'Expiry date/time: 31.12.2024 23:59'
          StaticText 'Survey access: closed-access mode (1,480 participants)'
          StaticText 'Responses: 314'
    """))
    resp_rows = [  # id, completed, submitted, last page, lang, Q1 overall, Q2 NPS
        ("314", "N", "", "2", "de", "4", ""),
        ("313", "Y", "14.11.2024 14:31", "4", "de", "5", "9"),
        ("312", "Y", "14.11.2024 14:02", "4", "en", "3", "6"),
        ("311", "Y", "14.11.2024 13:47", "4", "de", "4", "8"),
        ("310", "N", "", "1", "de", "", ""),
        ("309", "Y", "14.11.2024 11:20", "4", "de", "2", "3"),
        ("308", "Y", "14.11.2024 10:58", "4", "de", "5", "10"),
        ("307", "Y", "14.11.2024 09:12", "4", "en", "4", "9"),
        ("306", "Y", "13.11.2024 18:40", "4", "de", "4", "7"),
        ("305", "N", "", "3", "de", "3", "5"),
    ]
    rl = blk("""
        [40] main ''
          [100] link 'Surveys'
          StaticText '>'
          StaticText 'Customer satisfaction Q4 2024 (ID 516392)'
          [500] heading 'Survey responses'
          [502] combobox 'Completed', value='All'
          [504] button 'Display mode', hasPopup='menu'
          [506] table ''
            [507] row ''
              [508] columnheader ''
              [509] columnheader 'Response ID', sorted='descending'
              [510] columnheader 'Completed'
              [511] columnheader 'Date submitted'
              [512] columnheader 'Last page'
              [513] columnheader 'Start language'
              [514] columnheader 'Q01 Overall satisfaction (1-5)'
              [515] columnheader 'Q02 How likely are you to recommend us? (0-10)'
    """)
    b = 520
    for r in resp_rows:
        rl += ind([f"[{b}] row ''", f"\t[{b + 1}] cell ''", f"\t\t[{b + 2}] checkbox '', checked=False"] +
                  [f"\t[{b + 3 + j}] cell '{v}'" for j, v in enumerate(r)], 2)
        b += 12
    rl += blk("""
          StaticText 'Displaying 1-10 of 314 result(s).'
          [700] link 'Next page'
          [702] link 'Last page'
          [704] combobox 'Rows per page', value='10'
    """, 1)
    turns = [
        ("click('85')", onb(False)),
        ("click('120')", onb(False, modal=True)),
        ("click('222')", activated),
        ("click('304')", onb(True)),
        ("click('130')", summary),
        ("click('14')", survey_list(rows("Active", (0, 0), (43, 271), (8, 95)))),
        ("click('125')", cs_over),
        ("goto('https://survey.hofmann-group.de/index.php/responses/browse?surveyId=516392')", page("Survey responses | LimeSurvey", f"{host}/responses/browse?surveyId=516392", top(), rl)),
    ]
    rs.add(task="web", tid="h36-web-13", system=system("LimeSurvey 6 (survey.hofmann-group.de) as m.hofmann", "activate the onboarding feedback survey in open-access mode and then check the latest customer satisfaction responses"),
           turns=turns, state=survey_list(rows("Inactive", (0, 0), (41, 268), (8, 94))), bad=False)


# Plane: bad
def t14(rs: RowSet) -> None:
    host = "https://plane.fernwerk.io/fernwerk/projects/0f6c2a9e-41d7-4b8e-9a35-7c1e5b2d8f40"
    old = "Crash on logout when offline"
    new = "Crash on logout when device is offline (Android 14)"
    issues = [  # id, name, state, priority, assignee, labels, due
        ("MOB-143", "Upgrade React Native to 0.76", "Backlog", "None", "", "Chore", ""),
        ("MOB-138", "Dark mode: contrast of secondary buttons", "Todo", "Low", "Lea Brandt", "UI", "Nov 22, 2024"),
        ("MOB-142", old, "Todo", "Medium", "Sam Okoro", "Bug", "Nov 19, 2024"),
        ("MOB-146", "Add Sentry release tracking", "Todo", "Low", "Sam Okoro", "Chore", ""),
        ("MOB-140", "Push notification deep links open wrong tab", "In Progress", "High", "Sam Okoro", "Bug", "Nov 15, 2024"),
        ("MOB-145", "Biometric login toggle missing on Android 14", "In Review", "High", "Lea Brandt", "Bug", "Nov 18, 2024"),
        ("MOB-131", "Onboarding carousel skip button", "Done", "Medium", "Lea Brandt", "UI", "Nov 8, 2024"),
    ]

    def side(cur: str) -> list[str]:
        return blk(f"""
            [10] navigation ''
              [12] button 'Fernwerk', hasPopup='menu'
              [14] link 'Home'
              [16] link 'Your work'
              [18] link 'Notifications'
              [20] button 'New issue'
              [22] heading 'Projects'
              [24] button 'Mobile App', expanded=True
                [25] link 'Issues'{', current=page' if cur == 'issues' else ''}
                [26] link 'Cycles'{', current=page' if cur == 'cycles' else ''}
                [27] link 'Modules'
                [28] link 'Views'
                [29] link 'Pages'
              [30] button 'Web Platform', expanded=False
              [32] button 'Infra', expanded=False
        """)

    def listing(rows: list[tuple[str, ...]]) -> str:
        lines = blk("""
            [40] main ''
              [42] link 'Mobile App'
              StaticText '>'
              [43] link 'Issues'
              [44] button 'Layout: List'
              [46] button 'Filters', hasPopup='menu'
              [48] button 'Display', hasPopup='menu'
              [50] button 'Analytics'
              [52] button 'Add issue'
        """)
        b = 60
        for state in ("Backlog", "Todo", "In Progress", "In Review", "Done", "Cancelled"):
            grp = [r for r in rows if r[2] == state]
            lines += ind([f"[{b}] group '{state}'", f"\tStaticText '{len(grp)}'", f"\t[{b + 1}] button 'Add issue to {state}'"], 1)
            b += 2
            for r in grp:
                row = [f"[{b}] row ''", f"\tStaticText '{r[0]}'", f"\t[{b + 1}] link '{r[1]}'", f"\t[{b + 2}] button '{r[2]}'",
                       f"\t[{b + 3}] button 'Priority: {r[3]}'", f"\t[{b + 4}] button '{r[4] or 'Assignees'}'",
                       f"\t[{b + 5}] button '{r[5]}'", f"\t[{b + 6}] button '{r[6] or 'Due date'}'", f"\t[{b + 7}] button 'Quick actions', hasPopup='menu'"]
                lines += ind(row, 2)
                b += 8
        return page("Mobile App - Issues | Plane", f"{host}/issues/", side("issues"), lines)

    acts = [
        "StaticText 'Sam Okoro created the issue. · 6 days ago'",
        "StaticText 'Lea Brandt added the Bug label. · 5 days ago'",
        "StaticText 'Sam Okoro set the due date to Nov 19, 2024. · 5 days ago'",
        "[260] article ''",
        "\tStaticText 'Lea Brandt commented 2 days ago'",
        "\tStaticText 'Reproducible on Pixel 7 (Android 14) with airplane mode on. Stack trace points to TokenStore.clear() throwing when the refresh request fails. iOS is fine.'",
    ]

    def issue(title: str, focused: bool = False, saved_title: bool = False, prio: str = "Medium", dd: bool = False, prio_set: bool = False) -> str:
        a = list(acts)
        if saved_title:
            a.append(f"StaticText 'Lea Brandt changed the name to {new}. · just now'")
        if prio_set:
            a.append("StaticText 'Lea Brandt set the priority to High. · just now'")
        lines = blk(f"""
            [40] main ''
              [42] link 'Mobile App'
              StaticText '>'
              [43] link 'Issues'
              StaticText '>'
              StaticText 'MOB-142'
              [200] button 'Subscribe'
              [202] button 'Copy link'
              [204] button 'More', hasPopup='menu'
              [206] textbox 'Issue title', multiline=True, value='{title}'{', focused' if focused else ''}
              [208] textbox 'Description', multiline=True, value='App crashes when the user taps Log out while offline. Expected: local session is cleared, login screen shows. Actual: app closes. Crashlytics: 212 events / 87 users in 7 days (v3.14.0).'
              [210] button 'Add sub-issue'
              [212] button 'Add relation'
              [220] complementary 'Properties'
                StaticText 'State'
                [222] button 'Todo'
                StaticText 'Assignees'
                [224] button 'Sam Okoro'
                StaticText 'Priority'
                [226] button '{prio}', hasPopup='listbox'{', expanded=True' if dd else ''}
        """)
        if dd:
            lines += blk("""
                [227] listbox ''
                  [228] searchbox 'Search', focused
                  [229] option 'Urgent'
                  [230] option 'High'
                  [231] option 'Medium', selected=True
                  [232] option 'Low'
                  [233] option 'None'
            """, 2)
        lines += blk("""
            StaticText 'Created by'
            StaticText 'Sam Okoro'
            StaticText 'Start date'
            [240] button 'Add start date'
            StaticText 'Due date'
            [242] button 'Nov 19, 2024'
            StaticText 'Cycle'
            [244] button 'Sprint 24'
            StaticText 'Module'
            [246] button 'Auth & Session'
            StaticText 'Labels'
            [248] button 'Bug'
        """, 2) + blk("""
            [250] heading 'Activity'
        """, 1) + ind(a, 1) + blk("""
            [270] textbox 'Add comment', multiline=True
            [272] button 'Comment'
        """, 1)
        return page(f"MOB-142 {title if not focused or saved_title else old} | Plane", f"{host}/issues/7a2d91c4-3e0b-4f56-b1a8-d5c9e6f20b13", side("issues"), lines)

    cycles = page("Mobile App - Cycles | Plane", f"{host}/cycles/", side("cycles"), blk("""
        [40] main ''
          [42] link 'Mobile App'
          StaticText '>'
          [300] link 'Cycles'
          [302] button 'Add cycle'
          [304] tablist ''
            [305] tab 'All', selected=True
            [306] tab 'Archived', selected=False
          [310] group 'Active cycle'
            [311] link 'Sprint 24'
            StaticText 'Nov 11, 2024 - Nov 24, 2024'
            StaticText '10 days left'
            StaticText 'Progress 36%'
            StaticText 'Backlog 1 · Unstarted 5 · Started 3 · Completed 5 · Cancelled 0'
            StaticText 'Lead: Sam Okoro'
          [320] group 'Upcoming cycle'
            [321] link 'Sprint 25'
            StaticText 'Nov 25, 2024 - Dec 8, 2024'
            StaticText '0 issues'
          [330] group 'Completed cycle'
            [331] link 'Sprint 23'
            StaticText 'Oct 28, 2024 - Nov 10, 2024'
            StaticText '16/17 issues completed'
            [333] link 'Sprint 22'
            StaticText 'Oct 14, 2024 - Oct 27, 2024'
            StaticText '12/12 issues completed'
    """))
    after = [(r[0], r[1], r[2], "High", r[4], r[5], r[6]) if r[0] == "MOB-142" else r for r in issues]
    turns = [
        ("click('74')", issue(old)),
        ("click('206')", issue(old, focused=True)),
        (f"fill('206', '{new}')", issue(new, focused=True)),
        ("keyboard_press('Tab')", issue(new, saved_title=True)),
        ("click('226')", issue(new, saved_title=True, dd=True)),
        ("click('230')", issue(new, saved_title=True, prio="High", prio_set=True)),
        ("click('43')", listing(after)),
        ("click('26')", cycles),
    ]
    rs.add(task="web", tid="h36-web-14", system=system("Plane (plane.fernwerk.io, workspace Fernwerk) as Lea Brandt", "make the title of the offline logout crash issue more precise and raise its priority to High"),
           turns=turns, state=listing(issues), bad=True, turn=7, kind="renamed issue listed under its old title")


# Radicale: clean
def t15(rs: RowSet) -> None:
    host = "https://dav.kestrel.home"
    cols = {  # href uuid: (title, type, description, color)
        "2a7c9e1f-6b4d-4c83-8e15-0f9a7d3b2c61": ("Contacts", "ADDRESSBOOK", "Phone contacts (synced via DAVx5)", ""),
        "8d2e4f6a-1b3c-4d5e-9f70-a1b2c3d4e5f6": ("Personal", "CALENDAR, JOURNAL, TASKS", "Default calendar", "#3a7bd5"),
        "c41f0e92-77aa-4b1e-b3d0-5e6f8a9c0d12": ("Old work calendar (2021)", "CALENDAR", "Exported from Exchange before the job change", "#9e9e9e"),
    }
    new_href = "5b90d3a4-2e17-4f6c-a8b9-c0d1e2f3a4b5"

    def header() -> list[str]:
        return blk("""
            [10] banner ''
              [12] heading 'Radicale'
              StaticText 'Logged in as mara'
              [14] link 'Logout'
        """)

    def listing(c: dict[str, tuple[str, str, str, str]]) -> str:
        lines = blk("""
            [20] main ''
              [22] heading 'Collections'
              [24] link 'Create new addressbook or calendar'
              [26] link 'Upload addressbook or calendar'
              [28] list ''
        """)
        b = 40
        for href in sorted(c):
            t, ty, d, col = c[href]
            item = [f"[{b}] listitem ''", f"\tStaticText '{t}'", f"\tStaticText '{ty}'", f"\tStaticText '{d}'"]
            if col:
                item.append(f"\tStaticText 'Color {col}'")
            item += [f"\t[{b + 5}] textbox 'URL', value='{host}/mara/{href}/', readonly=True",
                     f"\t[{b + 6}] link 'Edit'", f"\t[{b + 7}] link 'Delete'", f"\t[{b + 8}] link 'Download'"]
            lines += ind(item, 2)
            b += 10
        return page("Radicale Web Interface", f"{host}/.web/#collections", header(), lines)

    def create(title: str = "", typ: str = "calendar, journal and tasks") -> str:
        return page("Radicale Web Interface", f"{host}/.web/#create", header(), blk(f"""
            [20] main ''
              [200] heading 'Create new addressbook or calendar'
              StaticText 'Title:'
              [202] textbox 'Title', value='{title}'{', focused' if title and typ.startswith('calendar, j') else ''}
              StaticText 'Description:'
              [204] textbox 'Description', value=''
              StaticText 'Type:'
              [206] combobox 'Type', value='{typ}'
              StaticText 'Color:'
              [208] textbox 'Color', value='#a0a0a0'
              [210] button 'Create'
              [212] button 'Cancel'
        """))

    def delete(typed: str = "") -> str:
        return page("Radicale Web Interface", f"{host}/.web/#delete", header(), blk(f"""
            [20] main ''
              [300] heading 'Delete collection'
              StaticText 'Delete collection "Old work calendar (2021)"?'
              StaticText 'URL: {host}/mara/c41f0e92-77aa-4b1e-b3d0-5e6f8a9c0d12/'
              StaticText 'This action cannot be undone. Type DELETE to confirm:'
              [302] textbox 'Confirmation', value='{typed}', focused
              [304] button 'Delete'
              [306] button 'Cancel'
        """))

    with_new = dict(cols)
    with_new[new_href] = ("Family birthdays", "CALENDAR", "", "#a0a0a0")
    final = {k: v for k, v in with_new.items() if not k.startswith("c41f")}
    turns = [
        ("click('24')", create()),
        ("fill('202', 'Family birthdays')", create("Family birthdays")),
        ("select_option('206', 'calendar')", create("Family birthdays", "calendar")),
        ("click('210')", listing(with_new)),
        ("click('77')", delete()),
        ("fill('302', 'DELETE')", delete("DELETE")),
        ("click('304')", listing(final)),
    ]
    rs.add(task="web", tid="h36-web-15", system=system("the Radicale 3 web interface at dav.kestrel.home as mara", "add a plain calendar called 'Family birthdays' and remove the old 2021 work calendar"),
           turns=turns, state=listing(cols), bad=False)


# Chatwoot: bad
def t16(rs: RowSet) -> None:
    host = "https://chat.tidewater.app/app/accounts/3"
    tag0 = "We make it simple to connect with us. Ask us anything, or share your feedback."
    tag1 = "Questions about your order or a return? We usually reply within a few minutes (Mon-Fri, 9-6 PT)."

    def nav(cur: str) -> list[str]:
        return blk(f"""
            [10] navigation ''
              [12] link 'Tidewater Outfitters'
              [14] link 'Conversations'{', current=page' if cur == 'conv' else ''}
              [16] link 'Contacts'
              [18] link 'Reports'
              [20] link 'Campaigns'
              [22] link 'Help Center'
              [24] link 'Settings'{', current=page' if cur == 'set' else ''}
              [26] button 'Notifications'
              [28] button 'Dana Whitfield (Online)', hasPopup='menu'
        """)

    def inbox_list() -> str:
        return page("Inboxes - Tidewater Outfitters - Chatwoot", f"{host}/settings/inboxes/list", nav("set"), blk("""
            [40] main ''
              [42] heading 'Inboxes'
              [44] link 'Add Inbox'
              StaticText 'A channel is the mode of communication your customer chooses to interact with you. An inbox is where you manage interactions for a specific channel.'
              [50] table ''
                [51] row ''
                  [52] cell 'Website Live Chat'
                  [53] cell 'Website'
                  [54] cell ''
                    [55] link 'Settings'
                    [56] button 'Delete'
                [57] row ''
                  [58] cell 'support@tidewater.app'
                  [59] cell 'Email'
                  [60] cell ''
                    [61] link 'Settings'
                    [62] button 'Delete'
                [63] row ''
                  [64] cell 'WhatsApp +1 206 555 0142'
                  [65] cell 'WhatsApp'
                  [66] cell ''
                    [67] link 'Settings'
                    [68] button 'Delete'
        """))

    def tabs(cur: str) -> list[str]:
        return blk(f"""
            [40] main ''
              [100] link 'Back'
              [102] heading 'Website Live Chat'
              [104] tablist ''
                [105] tab 'Settings', selected={cur == 'settings'}
                [106] tab 'Collaborators', selected={cur == 'collab'}
                [107] tab 'Configuration', selected=False
                [108] tab 'Business Hours', selected={cur == 'hours'}
                [109] tab 'Pre Chat Form', selected=False
                [110] tab 'Widget Builder', selected=False
        """)

    def toast(msg: str) -> list[str]:
        return blk(f"""
            [900] status ''
              StaticText '{msg}'
        """) if msg else []

    def settings(tag: str, csat: bool, msg: str = "", focus: bool = False) -> str:
        lines = tabs("settings") + blk(f"""
            [120] img 'Inbox Avatar'
            [122] textbox 'Inbox Name', value='Website Live Chat'
            [124] textbox 'Website Domain', value='tidewater.app'
            [126] textbox 'Widget Color', value='#1F93FF'
            [128] textbox 'Welcome Heading', value='Hi there 👋'
            [130] textbox 'Welcome Tagline', value='{tag}'{', focused' if focus else ''}
            [132] combobox 'Channel greeting', value='Enabled'
            [134] textbox 'Channel greeting message', multiline=True, value='Thanks for reaching out to Tidewater Outfitters! An agent will be with you shortly.'
            [136] combobox 'Reply time', value='Replies in a few minutes'
            [138] checkbox 'Enable email collect box', checked=True
            [140] checkbox 'Enable CSAT', checked={csat}
            [142] checkbox 'Allow messages after conversation resolved', checked=True
            [144] checkbox 'Enable continuity via email', checked=True
            [146] checkbox 'Lock to single conversation', checked=False
            [148] button 'Update'
        """, 1) + toast(msg)
        return page("Website Live Chat - Inboxes - Chatwoot", f"{host}/settings/inboxes/12", nav("set"), lines)

    def collab(agents: list[str], msg: str = "", dd: bool = False) -> str:
        lines = tabs("collab") + blk(f"""
              StaticText 'Agents'
              StaticText 'Add or remove agents from this inbox'
              [160] listbox 'Agents', multiselectable=True
                [161] option 'Dana Whitfield', selected={'Dana Whitfield' in agents}
                [162] option 'Marco Ruiz', selected={'Marco Ruiz' in agents}
                [163] option 'Priya Nair', selected={'Priya Nair' in agents}
                [164] option 'Sam Torres', selected={'Sam Torres' in agents}
              StaticText 'Selected: {", ".join(agents)}'
              [166] checkbox 'Enable conversation assignment', checked=True
              [168] checkbox 'Limit conversations per agent', checked=False
              [170] button 'Update'
        """, 1) + toast(msg)
        return page("Website Live Chat - Inboxes - Chatwoot", f"{host}/settings/inboxes/12", nav("set"), lines)

    hours = page("Website Live Chat - Inboxes - Chatwoot", f"{host}/settings/inboxes/12", nav("set"), tabs("hours") + blk("""
          StaticText 'Set your availability'
          [180] checkbox 'Enable business availability for this inbox', checked=True
          StaticText 'Unavailable message for visitors'
          [182] textbox 'Unavailable message', multiline=True, value='We are away right now. Leave a message and we will get back to you on the next business day.'
          [184] combobox 'Timezone', value='(GMT-08:00) Pacific Time (US & Canada)'
          StaticText 'Sunday · Unavailable'
          StaticText 'Monday · 09:00 AM - 06:00 PM · 9 hours'
          StaticText 'Tuesday · 09:00 AM - 06:00 PM · 9 hours'
          StaticText 'Wednesday · 09:00 AM - 06:00 PM · 9 hours'
          StaticText 'Thursday · 09:00 AM - 06:00 PM · 9 hours'
          StaticText 'Friday · 09:00 AM - 06:00 PM · 9 hours'
          StaticText 'Saturday · Unavailable'
          [190] button 'Update business hours settings'
    """, 1))

    def convs(items: list[tuple[str, str, str, str, str]], counts: tuple[int, int, int], chat: list[str] | None = None) -> str:
        lines = blk(f"""
            [40] main ''
              [42] heading 'Conversations'
              [44] combobox 'Status', value='Open'
              [46] tablist ''
                [47] tab 'Mine {counts[0]}', selected=True
                [48] tab 'Unassigned {counts[1]}', selected=False
                [49] tab 'All {counts[2]}', selected=False
              [50] list ''
        """)
        b = 60
        for name, inbox, prev, age, unread in items:
            row = [f"[{b}] listitem ''", f"\t[{b + 1}] link '{name}'", f"\tStaticText '{inbox}'", f"\tStaticText '{prev}'", f"\tStaticText '{age}'"]
            if unread:
                row.append(f"\tStaticText '{unread}'")
            lines += ind(row, 2)
            b += 5
        if chat is None:
            lines += blk("""
                  [200] region ''
                    StaticText 'Please select a conversation from left pane'
            """, 1)
        else:
            lines += ind(chat, 1)
        u = f"{host}/dashboard" if chat is None else f"{host}/conversations/1874"
        return page("Conversations - Tidewater Outfitters - Chatwoot", u, nav("conv"), lines)

    c0 = [("Jordan Ellis", "Website Live Chat", "Do you ship to Canada? And how long does it take to Vancouver?", "3m", "1"),
          ("Grace Kim", "support@tidewater.app", "Re: Return label for order #TW-48213", "18m", ""),
          ("+1 206 555 0199", "WhatsApp +1 206 555 0142", "Thanks, got it!", "1h", ""),
          ("Hannah Mueller", "Website Live Chat", "The discount code FALL15 does not work at checkout", "2h", "")]
    c1 = [("Liam Carter", "Website Live Chat", "Hi, is the Trailhead 45L backpack back in stock?", "1m", "2")] + \
        [("Jordan Ellis", c0[0][1], c0[0][2], "9m", "1"), (c0[1][0], c0[1][1], c0[1][2], "24m", ""), c0[2], c0[3]]
    c2 = [("Liam Carter", c1[0][1], c1[0][2], "2m", "2"), ("Jordan Ellis", c0[0][1], c0[0][2], "10m", "1"), (c0[1][0], c0[1][1], c0[1][2], "25m", ""), c0[2], c0[3]]
    c3 = [c2[0], ("Jordan Ellis", c0[0][1], c0[0][2], "10m", ""), c2[2], c0[2], c0[3]]
    chat = blk("""
        [300] region 'Jordan Ellis'
          [302] heading 'Jordan Ellis'
          StaticText 'Website Live Chat · #1874'
          [304] button 'Resolve'
          [306] button 'More actions', hasPopup='menu'
          [310] log ''
            StaticText 'Conversation was assigned to Dana Whitfield by Automation'
            [312] article ''
              StaticText 'Jordan Ellis'
              StaticText 'Do you ship to Canada? And how long does it take to Vancouver?'
              StaticText '10m'
          [320] tablist ''
            [321] tab 'Reply', selected=True
            [322] tab 'Private Note', selected=False
          [324] textbox 'Shift + enter for new line. Start with / to select a Canned Response.', multiline=True
          [326] button 'Send'
        [330] complementary 'Contact'
          StaticText 'Jordan Ellis'
          StaticText 'jordan.ellis@fastmail.com'
          StaticText 'Vancouver, British Columbia, Canada'
          StaticText 'Browser: Firefox 132 · OS: macOS'
          StaticText 'Initiated from: https://tidewater.app/products/trailhead-45l'
    """)
    turns = [
        ("goto('https://chat.tidewater.app/app/accounts/3/settings/inboxes/list')", inbox_list()),
        ("click('55')", settings(tag0, True)),
        (f"fill('130', '{tag1}')", settings(tag1, True, focus=True)),
        ("click('148')", settings(tag1, True, "Inbox settings updated successfully")),
        ("click('106')", collab(["Dana Whitfield", "Marco Ruiz"])),
        ("select_option('160', ['Dana Whitfield', 'Marco Ruiz', 'Priya Nair'])", collab(["Dana Whitfield", "Marco Ruiz", "Priya Nair"])),
        ("click('170')", collab(["Dana Whitfield", "Marco Ruiz", "Priya Nair"], "Agents updated successfully")),
        ("click('108')", hours),
        ("click('14')", convs(c1, (5, 2, 10))),
        ("goto('https://chat.tidewater.app/app/accounts/3/settings/inboxes/12')", settings(tag1, False)),
        ("click('14')", convs(c2, (5, 2, 10))),
        ("click('66')", convs(c3, (5, 2, 10), chat)),
    ]
    rs.add(task="web", tid="h36-web-16", system=system("Chatwoot (chat.tidewater.app, account Tidewater Outfitters) as administrator Dana Whitfield", "update the website chat tagline, add Priya Nair to the Website Live Chat inbox and check the business hours, then open the chat from Jordan Ellis"),
           turns=turns, state=convs(c0, (4, 2, 9)), bad=True, turn=10, kind="Enable CSAT checkbox unchecked with no action on it")


# Misskey: bad
def t17(rs: RowSet) -> None:
    host = "https://misskey.io"
    txt = "Markdown parser port is done: all 412 tests green, and 2.3x faster than the JS version on the benchmark corpus. Cleaning up the public API next."

    def nav(cur: str) -> list[str]:
        return blk(f"""
            [10] navigation ''
              [12] link 'Kaito'
                [13] img 'Kaito'
              [15] link 'Timeline'{', current=page' if cur == 'tl' else ''}
              [17] link 'Notifications'{', current=page' if cur == 'notif' else ''}
              [19] link 'Explore'
              [21] link 'Favorites'
              [23] link 'Drive'{', current=page' if cur == 'drive' else ''}
              [25] link 'Announcements'
              [27] link 'Antennas'
              [29] link 'Lists'
              [31] link 'Clips'
              [33] link 'Settings'
              [35] button 'Note'
        """)

    def note(b: int, name: str, user: str, age: str, text: str, reactions: list[tuple[str, int, bool]]) -> list[str]:
        out = [f"[{b}] article ''", f"\t[{b + 1}] link '{name}'", f"\tStaticText '@{user}'", f"\t[{b + 2}] link '{age}'", f"\tStaticText '{text}'"]
        for i, (emo, n, mine) in enumerate(reactions):
            out.append(f"\t[{b + 3 + i}] button '{emo} {n}'" + (", pressed=True" if mine else ""))
        out += [f"\t[{b + 6}] button 'Reply'", f"\t[{b + 7}] button 'Renote'", f"\t[{b + 8}] button 'React'", f"\t[{b + 9}] button 'More'"]
        return out

    def timeline(ages: tuple[str, str, str, str], mine: bool, liked: bool, dialog: str | None = None) -> str:
        feed: list[str] = []
        if mine:
            feed += note(100, "Kaito", "kaito_dev", "Just now", txt, [])
        feed += note(110, "Yuki", "yuki_s", ages[0], "新しいキーボード届いた！Lofree Flow、打鍵感がすごく良い ⌨️", [("👍", 5 if liked else 4, liked), ("❤", 2, False)])
        feed += note(120, "Ren", "ren_ops@fedibird.com", ages[1], "Misskey 2024.11.0 のリリースノート読んだ。通知のグルーピングがついに来た", [("🎉", 12, False)])
        feed += note(130, "Aoi", "aoi", ages[2], "Trying out Misskey Play to make a tiny dice roller. Turns out AiScript is surprisingly fun.", [("👀", 3, False)])
        feed += note(140, "Kaito", "kaito_dev", ages[3], "Goal for today: finish the Rust port of the markdown parser. 3 failing tests left.", [("💪", 6, False)])
        lines = blk("""
            [40] main ''
              [42] tablist ''
                [43] tab 'Home', selected=True
                [44] tab 'Local', selected=False
                [45] tab 'Social', selected=False
                [46] tab 'Global', selected=False
              [50] feed ''
        """) + ind(feed, 2)
        if dialog is not None:
            left = 3000 - len(dialog)
            dv = f", value='{dialog}'" if dialog else ""
            lines += blk(f"""
                [200] dialog '', modal=True
                  [201] button 'Close'
                  [203] button 'Visibility: Public'
                  [205] button 'Local only', pressed=False
                  [207] button 'Post form menu'
                  [209] textbox 'What are you thinking about?', multiline=True{dv}, focused
                  StaticText '{left}'
                  [211] button 'Attach files'
                  [212] button 'Poll'
                  [213] button 'Hide content'
                  [214] button 'Hashtags'
                  [215] button 'Mention'
                  [216] button 'Emoji'
                  [218] button 'Note'{'' if dialog else ', disabled=True'}
            """)
        return page("Timeline | Misskey", f"{host}/", nav("tl"), lines)

    profile_feed = note(300, "Kaito", "kaito_dev", "1h", "Goal for today: finish the Rust port of the markdown parser. 3 failing tests left.", [("💪", 6, False)]) + \
        note(310, "Kaito", "kaito_dev", "Yesterday", "Pulldown-cmark comparison: our tokenizer allocates 40% less on the CommonMark spec file. Still slower on tables.", [("👀", 4, False), ("🔥", 2, False)]) + \
        note(320, "Kaito", "kaito_dev", "2d", "Reminder to self: never benchmark on battery power.", [("😂", 11, False)])
    profile = page("Kaito (@kaito_dev) | Misskey", f"{host}/@kaito_dev", nav(""), blk("""
        [40] main ''
          [250] img 'Banner'
          [252] img 'Kaito'
          [254] heading 'Kaito'
          StaticText '@kaito_dev'
          [256] button 'Edit profile'
          StaticText 'Rust, parsers, and too much coffee. Building a Markdown toolkit in my spare time. 東京'
          StaticText 'Joined 2022/12/07'
          StaticText 'Notes'
          StaticText '1,842'
          StaticText 'Following'
          StaticText '233'
          StaticText 'Followers'
          StaticText '512'
          [260] tablist ''
            [261] tab 'Notes', selected=True
            [262] tab 'All', selected=False
            [263] tab 'Media', selected=False
            [264] tab 'Reactions', selected=False
            [265] tab 'Clips', selected=False
          [270] feed ''
    """) + ind(profile_feed, 2))
    notif = page("Notifications | Misskey", f"{host}/my/notifications", nav("notif"), blk("""
        [40] main ''
          [400] tablist ''
            [401] tab 'All', selected=True
            [402] tab 'Unread', selected=False
            [403] tab 'Mentions', selected=False
            [404] tab 'Direct notes', selected=False
          [410] button 'Mark all as read'
          [420] list ''
            [421] listitem ''
              [422] link 'Aoi'
              StaticText 'Reacted 💪'
              StaticText '41m'
              StaticText 'Goal for today: finish the Rust port of the markdown parser. 3 failing tests left.'
            [425] listitem ''
              [426] link 'Ren'
              StaticText 'Followed you'
              StaticText '3h'
              [428] button 'Follow back'
            [430] listitem ''
              [431] link 'Yuki'
              StaticText 'Replied'
              StaticText 'Yesterday'
              StaticText '@kaito_dev tables are always the slow part, pulldown-cmark too 😅'
            [435] listitem ''
              [436] link 'misskey.io'
              StaticText 'Achievement unlocked: Posted 1,800 notes'
              StaticText '3d'
    """))
    drive = page("Drive | Misskey", f"{host}/my/drive", nav("drive"), blk("""
        [40] main ''
          [500] heading 'Drive'
          StaticText 'Usage: 412.6 MB / 10 GB'
          [502] button 'Upload'
          [504] button 'Create folder'
          [510] list 'Folders'
            [511] listitem 'benchmarks'
            [512] listitem 'screenshots'
            [513] listitem 'avatars'
          [520] list 'Files'
            [521] listitem 'flamegraph-tokenizer.svg · 1.2 MB · 2d'
            [522] listitem 'commonmark-spec-results.png · 284 KB · 2d'
            [523] listitem 'desk-setup.jpg · 3.4 MB · 1w'
            [524] listitem 'parser-arch.drawio.png · 512 KB · 2w'
    """))
    a0 = ("2m", "11m", "27m", "1h")
    a1 = ("3m", "12m", "28m", "1h")
    turns = [
        ("click('35')", timeline(a0, False, False, dialog="")),
        (f"fill('209', '{txt}')", timeline(a0, False, False, dialog=txt)),
        ("click('218')", timeline(a1, True, False)),
        ("click('113')", timeline(a1, True, True)),
        ("click('12')", profile),
        ("click('17')", notif),
        ("click('23')", drive),
    ]
    rs.add(task="web", tid="h36-web-17", system=system("misskey.io as @kaito_dev", "post that the markdown parser port is finished, react to Yuki's keyboard note, then check your notifications and drive usage"),
           turns=turns, state=timeline(a0, False, False), bad=True, turn=5, kind="note the agent just posted is missing from its own profile")


# FreeScout: clean
def t18(rs: RowSet) -> None:
    host = "https://help.pinewood-coffee.com"
    una = [  # number, id, customer, subject, preview, waiting
        ("1880", "2291", "Ben Ito", "Espresso tastes sour after firmware update", "Since the 2.4 update my Aria shots run 18 s instead of 27 s with the same grind...", "12 min"),
        ("1879", "2290", "Ana Souza", "Where is my order 55130?", "Tracking has said label created since Monday. Can you check with the carrier?", "31 min"),
        ("1878", "2288", "Lindner Kaffeebar", "Wholesale pricing for 20 kg/month", "We are opening a second location in January and would like a quote for...", "48 min"),
        ("1877", "2287", "Tom Reilly", "Subscription pause over the holidays", "Can I pause my Colombia Huila subscription from Dec 15 to Jan 10?", "1 hour"),
        ("1874", "2283", "Megan Price", "Refund for order 55012", "Hi, the grinder arrived with a cracked hopper. Photos attached. I would prefer a refund...", "2 hours"),
    ]
    mine = [
        ("1871", "2279", "Chris Doyle", "Decaf options for a cold brew batch?", "Thanks for the suggestion! One more question about the grind size...", "4 hours"),
        ("1866", "2270", "Priya Shah", "Gift card not applied at checkout", "I tried again today and it still shows the full amount.", "Yesterday"),
        ("1859", "2261", "Oskar Berg", "Invoice with VAT ID for order 54890", "Our VAT ID is SE556677889901, please reissue the invoice.", "Nov 12"),
    ]
    closed = [
        ("1874", "2283", "Megan Price", "Refund for order 55012", "Hi Megan, sorry about the cracked hopper! I have refunded 149.00 USD to your card...", "Just now"),
        ("1872", "2281", "Dana Cole", "Change delivery address", "Done, the address is updated for the next shipment.", "3 hours"),
        ("1868", "2274", "Felix Wong", "Roast date on the Kenya AA bag", "Roast date was Nov 6, so it is at its best right now.", "Yesterday"),
        ("1863", "2267", "Mia Laurent", "Cancel order 54977", "Cancelled and refunded. Have a nice weekend!", "Nov 12"),
    ]
    new = ("1881", "2293", "Grace Holm", "Cannot log in after password reset", "I reset my password twice but the login page still says invalid credentials.", "1 min")
    reply = ("Hi Megan, sorry about the cracked hopper! I have refunded 149.00 USD to your card ending in 4417; it should show up within 3-5 business days. "
             "No need to send the grinder back. Best, Sam from Pinewood Coffee")

    def side(cur: str, counts: tuple[int, int, int]) -> list[str]:
        return blk(f"""
            [10] banner ''
              [12] link 'Pinewood Coffee Help'
              [14] button 'Mailbox: Support', hasPopup='menu'
              [16] link 'Manage'
              [18] button 'Sam Porter', hasPopup='menu'
            [20] navigation 'Folders'
              [22] link 'Unassigned ({counts[0]})'{', current=page' if cur == 'Unassigned' else ''}
              [24] link 'Mine ({counts[1]})'{', current=page' if cur == 'Mine' else ''}
              [26] link 'Assigned ({counts[2]})'
              [28] link 'Drafts'
              [30] link 'Closed'{', current=page' if cur == 'Closed' else ''}
              [32] link 'Spam'
              [34] link 'Deleted'
              [36] link 'New Conversation'
        """)

    def folder(name: str, rows: list[tuple[str, ...]], counts: tuple[int, int, int], fid: int, alert: str = "") -> str:
        lines = blk(f"""
            [40] main ''
              [42] heading '{name}'
              [44] searchbox 'Search', value=''
        """)
        if alert:
            lines += blk(f"""
                  [46] alert ''
                    StaticText '{alert}'
                    [47] link 'Undo'
            """, 1)
        lines += blk("""
              [50] table ''
                [51] row ''
                  [52] columnheader ''
                  [53] columnheader 'Customer'
                  [54] columnheader 'Conversation'
                  [55] columnheader 'Number'
                  [56] columnheader 'Waiting Since'
        """, 1)
        b = 60
        for r in rows:
            lines += ind([f"[{b}] row ''", f"\t[{b + 1}] cell ''", f"\t\t[{b + 2}] checkbox '', checked=False", f"\t[{b + 3}] cell '{r[2]}'",
                          f"\t[{b + 4}] cell ''", f"\t\t[{b + 5}] link '{r[3]}'", f"\t\tStaticText '{r[4]}'",
                          f"\t[{b + 6}] cell '#{r[0]}'", f"\t[{b + 7}] cell '{r[5]}'"], 2)
            b += 10
        lines += blk(f"""
              StaticText '1-{len(rows)} of {len(rows)}'
        """, 1)
        return page(f"{name} - Support - Pinewood Coffee Help", f"{host}/mailbox/2/{fid}", side(name, counts), lines)

    def conv(stage: int) -> str:
        lines = blk("""
            [40] main ''
              [200] heading 'Refund for order 55012'
              StaticText '#1874'
              [202] button 'Reply'
              [204] button 'Note'
              [206] button 'Forward'
              [208] button 'Assignee: Anyone', hasPopup='menu'
              [210] button 'Status: Active', hasPopup='menu'
              [212] button 'More', hasPopup='menu'
        """)
        if stage >= 1:
            val = f", value='{reply}'" if stage >= 2 else ""
            st = "Closed" if stage >= 3 else "Active"
            lines += blk(f"""
                  [220] form 'Reply'
                    StaticText 'To: megan.price@gmail.com'
                    [222] link 'Cc/Bcc'
                    [224] textbox 'Type a reply...', multiline=True{val}, focused
                    [226] button 'Attach'
                    [228] button 'Saved replies', hasPopup='menu'
                    [230] combobox 'Assign to', value='Anyone'
                    [232] combobox 'Status', value='{st}'
                    [234] button 'Send'
                    [236] button 'Discard'
            """, 1)
        lines += blk("""
              [250] article ''
                StaticText 'Megan Price · Nov 14, 9:02am'
                StaticText 'Hi, the grinder (Baratza Encore ESP, order 55012) arrived with a cracked hopper. Photos attached. I would prefer a refund over a replacement since I found one locally. Thanks, Megan'
                [253] link 'IMG_4471.jpg (1.8 MB)'
                [254] link 'IMG_4472.jpg (2.1 MB)'
        """, 1) + blk("""
            [270] complementary 'Customer'
              StaticText 'Megan Price'
              StaticText 'megan.price@gmail.com'
              StaticText 'Portland, OR'
              StaticText 'Previous Conversations'
              [272] link 'Grinder burr replacement'
              [273] link 'Order 52107 delivery'
        """)
        return page("#1874 Refund for order 55012 - Pinewood Coffee Help", f"{host}/conversation/2283?folder_id=7", side("", (5, 3, 9)), lines)

    conv_new = page("#1881 Cannot log in after password reset - Pinewood Coffee Help", f"{host}/conversation/2293?folder_id=7", side("", (5, 3, 9)), blk("""
        [40] main ''
          [200] heading 'Cannot log in after password reset'
          StaticText '#1881'
          [202] button 'Reply'
          [204] button 'Note'
          [206] button 'Forward'
          [208] button 'Assignee: Anyone', hasPopup='menu'
          [210] button 'Status: Active', hasPopup='menu'
          [212] button 'More', hasPopup='menu'
          [250] article ''
            StaticText 'Grace Holm · Nov 14, 11:14am'
            StaticText 'Hello, I reset my password twice (the email arrived fine) but the login page still says invalid credentials. I am using the same email as for my subscription: g.holm@outlook.com. Grace'
        [270] complementary 'Customer'
          StaticText 'Grace Holm'
          StaticText 'g.holm@outlook.com'
          StaticText 'Previous Conversations'
          StaticText 'None'
    """))
    una2 = [r for r in una if r[0] != "1874"]
    una3 = [new] + [(r[0], r[1], r[2], r[3], r[4], w) for r, w in zip(una2, ("14 min", "33 min", "50 min", "1 hour"))]
    turns = [
        ("click('105')", conv(0)),
        ("click('202')", conv(1)),
        (f"fill('224', '{reply}')", conv(2)),
        ("select_option('232', 'Closed')", conv(3)),
        ("click('234')", folder("Unassigned", una2, (4, 3, 9), 7, alert="Reply sent and conversation closed")),
        ("click('24')", folder("Mine", mine, (4, 3, 9), 8)),
        ("click('30')", folder("Closed", closed, (4, 3, 9), 4)),
        ("click('22')", folder("Unassigned", una3, (5, 3, 9), 7)),
        ("click('65')", conv_new),
    ]
    rs.add(task="web", tid="h36-web-18", system=system("FreeScout (help.pinewood-coffee.com, mailbox Support) as Sam Porter", "refund Megan Price for the cracked grinder hopper and close her conversation, then look at anything new in Unassigned"),
           turns=turns, state=folder("Unassigned", una, (5, 3, 9), 7), bad=False)


# Baikal: clean
def t19(rs: RowSet) -> None:
    host = "https://dav.schreiner-family.net/admin"
    users = [
        ("anna", "Anna Schreiner", "anna@schreiner-family.net"),
        ("bernd", "Bernd Schreiner", "bernd@schreiner-family.net"),
        ("clara", "Clara Schreiner", "clara@schreiner-family.net"),
        ("david", "David Schreiner", "david.s@posteo.de"),
        ("kids-shared", "Kinder (gemeinsam)", "familie@schreiner-family.net"),
        ("oma-hilde", "Hilde Schreiner", "hilde.schreiner@t-online.de"),
    ]

    def nav(cur: str) -> list[str]:
        return blk(f"""
            [10] navigation ''
              [12] link 'Baïkal Web Admin'
              [14] link 'Dashboard'{', current=page' if cur == 'dash' else ''}
              [16] link 'Users and resources'{', current=page' if cur == 'users' else ''}
              [18] link 'Settings'
              [20] link 'System settings'
              [22] link 'Logout'
        """)

    dash = page("Baïkal Web Admin", f"{host}/", nav("dash"), blk("""
        [40] main ''
          [42] heading 'Dashboard'
          StaticText 'Baïkal is running alright.'
          StaticText 'Version 0.9.5'
          StaticText 'PHP 8.2.20'
          StaticText 'Database: SQLite'
          StaticText 'Web admin: enabled'
          StaticText 'CalDAV: enabled'
          StaticText 'CardDAV: enabled'
          [44] heading 'Statistics'
          [46] table ''
            [47] row ''
              [48] cell 'Users'
              [49] cell '6'
            [50] row ''
              [51] cell 'Calendars'
              [52] cell '11'
            [53] row ''
              [54] cell 'Events'
              [55] cell '3214'
            [56] row ''
              [57] cell 'Address Books'
              [58] cell '6'
            [59] row ''
              [60] cell 'Contacts'
              [61] cell '512'
    """))

    def ulist(us: list[tuple[str, str, str]], alert: str = "") -> str:
        lines = blk("""
            [40] main ''
              [100] heading 'Users'
              StaticText 'Manage users, calendars and address books.'
              [102] link '+ Add user'
        """)
        if alert:
            lines += blk(f"""
                  [104] alert ''
                    StaticText '{alert}'
            """, 1)
        lines += blk("""
              [110] table ''
        """, 1)
        b = 120
        for u, dn, em in sorted(us):
            lines += ind([f"[{b}] row ''", f"\t[{b + 1}] cell ''", f"\t\tStaticText '{u}'", f"\t\tStaticText '{dn} <{em}>'",
                          f"\t[{b + 2}] cell ''", f"\t\t[{b + 3}] link 'Calendars'", f"\t\t[{b + 4}] link 'Address Books'",
                          f"\t\t[{b + 5}] link 'Edit'", f"\t\t[{b + 6}] link 'Delete'"], 2)
            b += 10
        return page("Baïkal Web Admin", f"{host}/?/users/", nav("users"), lines)

    def form(u: str = "", em: str = "", pw: int = 0, pw2: int = 0, focus: str = "") -> str:
        def f(name: str) -> str:
            return ", focused" if focus == name else ""
        return page("Baïkal Web Admin", f"{host}/?/users/new/1/", nav("users"), blk(f"""
            [40] main ''
              [100] heading 'Users'
              [200] heading 'Creating new user'
              StaticText 'Username'
              [202] textbox 'Username', value='{u}'{f('u')}
              StaticText 'May be an email, but not forcibly.'
              StaticText 'Display name'
              [204] textbox 'Display name', value=''
              StaticText 'Email'
              [206] textbox 'Email', value='{em}'{f('em')}
              StaticText 'Password'
              [208] textbox 'Password', value='{'•' * pw}'{f('pw')}
              StaticText 'Confirm password'
              [210] textbox 'Confirm password', value='{'•' * pw2}'{f('pw2')}
              [212] button 'Save changes'
              [214] link 'Close'
        """))

    pw = "Wz7!pq-Ra2mLk"
    turns = [
        ("click('16')", ulist(users)),
        ("click('102')", form()),
        ("fill('202', 'lena')", form("lena", focus="u")),
        ("fill('206', 'lena@schreiner-family.net')", form("lena", "lena@schreiner-family.net", focus="em")),
        (f"fill('208', '{pw}')", form("lena", "lena@schreiner-family.net", len(pw), focus="pw")),
        (f"fill('210', '{pw}')", form("lena", "lena@schreiner-family.net", len(pw), len(pw), focus="pw2")),
        ("click('212')", ulist(users + [("lena", "lena", "lena@schreiner-family.net")], alert="User lena has been created.")),
    ]
    rs.add(task="web", tid="h36-web-19", system=system("the Baïkal 0.9.5 admin interface at dav.schreiner-family.net as admin", "create a CalDAV/CardDAV account 'lena' with the email lena@schreiner-family.net"),
           turns=turns, state=dash, bad=False)


# Leantime: bad
def t20(rs: RowSet) -> None:
    host = "https://pm.kestrelstudio.de"
    mine = "Agreed, I replaced unlimited with up to 50 projects in all three tiers and moved the FAQ below the table. Ready for review."

    def nav() -> list[str]:
        return blk("""
            [10] banner ''
              [12] link 'Leantime'
              [14] button 'Project: Website Relaunch 2025', hasPopup='menu'
              [16] link 'My Work'
              [18] link 'Notifications'
              [20] button 'Mara Köhler', hasPopup='menu'
            [22] navigation ''
              [24] link 'Overview'
              [26] link 'Blueprints'
              [28] link 'To-Dos', current=page
              [30] link 'Milestones'
              [32] link 'Goals'
              [34] link 'Ideas'
              [36] link 'Docs'
              [38] link 'Timesheets'
        """)

    cards = {  # id: (title, assignee, due, comments, priority)
        "236": ("Collect customer logos for trust bar", "Jana Vogt", "11/22/2024", 0, "Medium"),
        "238": ("Cookie banner texts DE/EN", "Mara Köhler", "11/29/2024", 1, "Low"),
        "231": ("Write copy for pricing page", "Mara Köhler", "11/18/2024", 2, "High"),
        "229": ("Hero section illustration", "Felix Maurer", "11/20/2024", 5, "Medium"),
        "225": ("Sitemap and URL redirects", "Felix Maurer", "11/15/2024", 1, "High"),
        "220": ("Kickoff workshop notes", "Jana Vogt", "10/28/2024", 3, "Low"),
        "222": ("Content audit of old site", "Mara Köhler", "11/04/2024", 6, "Medium"),
    }

    def kanban(cols: dict[str, list[str]], comments231: int, dd: bool = False, toast: str = "") -> str:
        lines = blk("""
            [40] main ''
              [42] heading 'Website Relaunch 2025'
              [44] link 'Kanban', current=page
              [45] link 'Table'
              [46] link 'List'
              [47] link 'Timeline'
              [48] link 'Calendar'
              [50] button 'Add To-Do'
              [52] combobox 'Group by', value='None'
              [54] button 'Filters'
        """)
        b = 60
        for col, ids in cols.items():
            lines += ind([f"[{b}] region '{col}'", f"\t[{b + 1}] heading '{col} ({len(ids)})'"], 1)
            for cid in ids:
                t, who, due, cm, pr = cards[cid]
                if cid == "231":
                    cm = comments231
                cb = int(cid) * 10
                card = [f"[{cb}] article ''", f"\t[{cb + 1}] link '{t}'", f"\tStaticText '#{cid}'", f"\tStaticText 'Due {due}'",
                        f"\tStaticText 'Priority: {pr}'", f"\t[{cb + 3}] img '{who}'", f"\t[{cb + 4}] button '{col}', hasPopup='listbox'"]
                if cid == "231" and dd:
                    card[-1] += ", expanded=True"
                    card += ["\t[2315] listbox ''"] + [f"\t\t[{2316 + i}] option '{s}'" for i, s in enumerate(cols)]
                card.append(f"\tStaticText '{cm} comments'")
                lines += ind(card, 2)
            b += 5
        if toast:
            lines += blk(f"""
                [900] status ''
                  StaticText '{toast}'
            """)
        return page("To-Dos Kanban | Leantime", f"{host}/tickets/showKanban", nav(), lines)

    def modal(tab: str, draft: str = "", posted: bool = False, hours: str = "", logged: bool = False, flash: str = "") -> str:
        lines = blk(f"""
            [300] dialog 'Write copy for pricing page', modal=True
              [302] button 'Close'
              [304] heading '#231 Write copy for pricing page'
              [306] tablist ''
                [307] tab 'To-Do Details', selected={tab == 'details'}
                [308] tab 'Subtasks', selected=False
                [309] tab 'Files', selected=False
                [310] tab 'Timesheets', selected={tab == 'time'}
        """)
        if flash:
            lines += blk(f"""
                  [312] alert ''
                    StaticText '{flash}'
            """, 1)
        if tab == "details":
            lines += blk("""
                  [320] combobox 'Status', value='In Progress'
                  [322] combobox 'Milestone', value='Content ready (11/22/2024)'
                  [324] combobox 'Priority', value='High'
                  [326] combobox 'Assigned to', value='Mara Köhler'
                  [328] textbox 'Due date', value='11/18/2024'
                  [330] textbox 'Planned hours', value='6'
                  StaticText 'Created on 11/08/2024 by Jana Vogt'
                  StaticText 'Three pricing tiers (Starter, Pro, Agency) with feature table and FAQ. Tone: friendly, no superlatives. Legal review needed before publishing.'
                  [340] heading 'Discussion'
                  [342] article ''
                    StaticText 'Jana Vogt'
                    StaticText '11/13/2024 04:05 PM'
                    StaticText 'First draft of the three tiers is in the doc, please review the Pro tier wording.'
                    [345] button 'Reply'
                  [346] article ''
                    StaticText 'Felix Maurer'
                    StaticText '11/14/2024 10:36 AM'
                    StaticText 'Pro tier reads well. Can we drop the word unlimited? Legal flagged it in the last review.'
                    [349] button 'Reply'
            """, 1)
            if posted:
                lines += blk(f"""
                      [350] article ''
                        StaticText 'Mara Köhler'
                        StaticText '11/14/2024 10:14 AM'
                        StaticText '{mine}'
                        [353] button 'Reply'
                        [354] button 'Delete'
                """, 1)
            dv = f", value='{draft}'" if draft else ""
            lines += blk(f"""
                  [360] textbox 'Add a comment', multiline=True{dv}{', focused' if draft else ''}
                  [362] button 'Submit'
            """, 1)
        else:
            rows = [("11/12/2024", "Mara Köhler", "1.00", "General", "Outline and competitor research"),
                    ("11/13/2024", "Jana Vogt", "1.50", "General", "First draft of tiers")]
            if logged:
                rows.append(("11/14/2024", "Mara Köhler", "1.50", "General", ""))
            total = sum(float(r[2]) for r in rows)
            hv = f"'{hours}'" if hours else "''"
            lines += blk(f"""
                  StaticText 'Log time'
                  [370] textbox 'Date', value='11/14/2024'
                  [372] textbox 'Hours', value={hv}{', focused' if hours and not logged else ''}
                  [374] combobox 'Kind', value='General'
                  [376] textbox 'Description', value=''
                  [378] button 'Save'
                  [380] table ''
                    [381] row ''
                      [382] columnheader 'Date'
                      [383] columnheader 'User'
                      [384] columnheader 'Hours'
                      [385] columnheader 'Kind'
                      [386] columnheader 'Description'
            """, 1)
            b = 390
            for r in rows:
                lines += ind([f"[{b}] row ''"] + [f"\t[{b + 1 + j}] cell '{v}'" for j, v in enumerate(r)], 2)
                b += 6
            lines += blk(f"""
                  StaticText 'Logged {total:.2f} of 6.00 planned hours'
            """, 1)
        return page("To-Dos Kanban | Leantime", f"{host}/tickets/showKanban#/tickets/showTicket/231", nav(), lines)

    cols0 = {"New": ["236", "238"], "In Progress": ["231", "229"], "Waiting for Approval": ["225"], "Done": ["220", "222"]}
    cols1 = {"New": ["236", "238"], "In Progress": ["229"], "Waiting for Approval": ["231", "225"], "Done": ["220", "222"]}
    turns = [
        ("click('2311')", modal("details")),
        (f"fill('360', '{mine}')", modal("details", draft=mine)),
        ("click('362')", modal("details", posted=True, flash="Comment was added successfully")),
        ("click('310')", modal("time")),
        ("fill('372', '1.5')", modal("time", hours="1.5")),
        ("click('378')", modal("time", logged=True, flash="Time entry saved")),
        ("click('302')", kanban(cols0, 3)),
        ("click('2314')", kanban(cols0, 3, dd=True)),
        ("click('2318')", kanban(cols1, 3, toast="To-Do status updated")),
    ]
    rs.add(task="web", tid="h36-web-20", system=system("Leantime (pm.kestrelstudio.de) as Mara Köhler, project Website Relaunch 2025", "answer the legal remark on the pricing copy to-do, log 1.5 hours on it and move it to Waiting for Approval"),
           turns=turns, state=kanban(cols0, 2), bad=True, turn=3, kind="new comment stamped earlier than the comment it answers")


# PeerTube: clean
def t21(rs: RowSet) -> None:
    host = "https://tube.uni-lernen.de"
    src = "https://media.uni-lernen.de/recordings/ds101/2024-11-14-lecture07.mp4"
    title = "DS101 Lecture 07: Logistic regression and classification metrics"
    short = "4Ht9pL2mQx7vRbYk1cZs3a"

    def head(cur: str = "") -> list[str]:
        return blk(f"""
            [10] banner ''
              [12] link 'Uni Lernen Tube'
              [14] searchbox 'Search videos, playlists, channels…'
              [16] link 'Publish'
              [18] button 'Data Science 101 (ds-lectures)', hasPopup='menu'
            [20] navigation ''
              [22] link 'Home'
              [24] link 'Discover'
              [26] link 'Subscriptions'
              [28] link 'Trending'
              [30] link 'Recently added'
              [32] link 'My library'{', current=page' if cur == 'lib' else ''}
              [34] link 'My history'
        """)

    lib = [("DS101 Lecture 06: Linear regression", "1:24:10", "412 views", "Public", "Nov 7, 2024"),
           ("DS101 Lecture 05: Probability refresher", "1:18:44", "538 views", "Public", "Oct 31, 2024"),
           ("DS101 Exercise session 1", "54:18", "290 views", "Unlisted", "Oct 29, 2024"),
           ("DS101 Lecture 04: Pandas deep dive", "1:31:02", "701 views", "Public", "Oct 24, 2024"),
           ("DS101 Lecture 03: Data cleaning", "1:12:30", "866 views", "Public", "Oct 17, 2024")]

    def library() -> str:
        lines = blk("""
            [40] main ''
              [42] tablist ''
                [43] tab 'Channels', selected=False
                [44] tab 'Videos', selected=True
                [45] tab 'Playlists', selected=False
                [46] tab 'Follows', selected=False
                [47] tab 'History', selected=False
                [48] tab 'Imports', selected=False
                [49] tab 'Ownership changes', selected=False
              [50] heading 'My videos'
              StaticText '5 videos'
              [52] searchbox 'Search your videos', value=''
              [54] list ''
        """)
        b = 60
        for t, d, v, p, date in lib:
            lines += ind([f"[{b}] listitem ''", f"\t[{b + 1}] link '{t}'", f"\tStaticText '{d}'", f"\tStaticText '{date} · {v}'",
                          f"\tStaticText '{p}'", f"\t[{b + 3}] button 'Delete'", f"\t[{b + 4}] link 'Edit'", f"\t[{b + 5}] button 'More', hasPopup='menu'"], 2)
            b += 6
        return page("My videos - Uni Lernen Tube", f"{host}/my-library/videos", head("lib"), lines)

    def upload(tab: str, url: str = "") -> str:
        lines = blk(f"""
            [40] main ''
              [100] tablist ''
                [101] tab 'Upload a file', selected={tab == 'file'}
                [102] tab 'Import with URL', selected={tab == 'url'}
                [103] tab 'Import with torrent', selected=False
                [104] tab 'Go live', selected=False
        """)
        if tab == "file":
            lines += blk("""
                  [110] combobox 'Channel', value='Data Science 101'
                  [112] combobox 'Privacy', value='Public'
                  [114] button 'Select the file to upload'
                  StaticText 'Max file size: 8 GB. Your remaining daily quota: 19.4 GB'
            """, 1)
        else:
            lines += blk(f"""
                  StaticText 'You can import any URL supported by youtube-dl or URL that points to a media file. You should make sure you have diffusion rights over the content it points to, otherwise it could cause legal trouble to yourself and your instance.'
                  [120] textbox 'URL', value='{url}'{', focused' if url else ''}
                  [122] combobox 'Channel', value='Data Science 101'
                  [124] combobox 'Privacy', value='Public'
                  [126] button 'Import'{'' if url else ', disabled=True'}
            """, 1)
        return page("Publish - Uni Lernen Tube", f"{host}/videos/upload#{'import-url' if tab == 'url' else 'upload'}", head(), lines)

    def edit(t: str, cat: str = "") -> str:
        return page("Publish - Uni Lernen Tube", f"{host}/videos/upload#import-url", head(), blk(f"""
            [40] main ''
              [100] tablist ''
                [101] tab 'Upload a file', selected=False
                [102] tab 'Import with URL', selected=True
                [103] tab 'Import with torrent', selected=False
                [104] tab 'Go live', selected=False
              [130] alert ''
                StaticText 'Congratulations, the video behind {src} will be imported! You can already add information about this video.'
              [140] tablist ''
                [141] tab 'Basic info', selected=True
                [142] tab 'Captions', selected=False
                [143] tab 'Chapters', selected=False
                [144] tab 'Advanced settings', selected=False
              [150] textbox 'Title', value='{t}'{', focused' if t == title and not cat else ''}
              [152] textbox 'Tags', value=''
              [154] textbox 'Description', multiline=True, value=''
              [156] combobox 'Channel', value='Data Science 101'
              [158] combobox 'Category', value='{cat or 'Unknown'}'
              [160] combobox 'Licence', value='Attribution - Share Alike'
              [162] combobox 'Language', value='English'
              [164] combobox 'Privacy', value='Public'
              [166] checkbox 'Contains sensitive content', checked=False
              [168] checkbox 'Put this video in a playlist', checked=False
              [170] button 'Update'
        """))

    def watch(ready: bool) -> str:
        state = blk("""
              [210] alert ''
                StaticText 'The video is being imported, it will be available when the import is finished.'
        """, 1) if not ready else blk("""
              [212] region 'Video player'
                [213] button 'Play'
                StaticText '0:00 / 1:27:36'
                [214] button 'Settings'
                [215] button 'Fullscreen'
        """, 1)
        return page(f"{title} - Uni Lernen Tube", f"{host}/w/{short}", head(), blk("""
            [40] main ''
        """) + state + blk(f"""
              [220] heading '{title}'
              StaticText 'Published Nov 14, 2024 · 0 views'
              [222] button 'Like'
              StaticText '0'
              [224] button 'Dislike'
              StaticText '0'
              [226] button 'Share'
              [228] button 'Download'
              [230] button 'More', hasPopup='menu'
              [232] link 'Data Science 101'
              StaticText '37 subscribers'
              [234] button 'Manage'
              StaticText 'Privacy: Public · Category: Education · Licence: Attribution - Share Alike · Language: English'
              StaticText '{'Duration: 1h 27min 36sec' if ready else 'Duration: -'}'
              [240] heading 'Comments'
              StaticText 'No comments.'
        """, 1))

    def imports(done: bool) -> str:
        rows = [("138", src, title, "Success" if done else "Processing", "11/14/2024, 2:41 PM"),
                ("131", "https://media.uni-lernen.de/recordings/ds101/2024-11-07-lecture06.mp4", lib[0][0], "Success", "11/7/2024, 3:02 PM"),
                ("127", "https://media.uni-lernen.de/recordings/ds101/2024-10-31-lecture05.mp4", lib[1][0], "Success", "10/31/2024, 2:55 PM"),
                ("124", "https://media.uni-lernen.de/recordings/ds101/2024-10-29-exercise01.mp4", lib[2][0], "Success", "10/29/2024, 11:40 AM")]
        lines = blk("""
            [40] main ''
              [42] tablist ''
                [43] tab 'Channels', selected=False
                [44] tab 'Videos', selected=False
                [45] tab 'Playlists', selected=False
                [46] tab 'Follows', selected=False
                [47] tab 'History', selected=False
                [48] tab 'Imports', selected=True
                [49] tab 'Ownership changes', selected=False
              [50] heading 'My imports'
              [300] table ''
                [301] row ''
                  [302] columnheader 'ID'
                  [303] columnheader 'Target'
                  [304] columnheader 'Video'
                  [305] columnheader 'State'
                  [306] columnheader 'Created', sorted='descending'
        """)
        b = 310
        for r in rows:
            lines += ind([f"[{b}] row ''", f"\t[{b + 1}] cell '{r[0]}'", f"\t[{b + 2}] cell '{r[1]}'", f"\t[{b + 3}] cell ''",
                          f"\t\t[{b + 4}] link '{r[2]}'", f"\t[{b + 5}] cell '{r[3]}'", f"\t[{b + 6}] cell '{r[4]}'"], 2)
            b += 8
        lines += blk("""
              StaticText 'Showing 1 to 4 of 4 imports'
        """, 1)
        return page("My imports - Uni Lernen Tube", f"{host}/my-library/video-imports", head("lib"), lines)

    turns = [
        ("click('16')", upload("file")),
        ("click('102')", upload("url")),
        (f"fill('120', '{src}')", upload("url", src)),
        ("click('126')", edit("2024-11-14-lecture07")),
        (f"fill('150', '{title}')", edit(title)),
        ("select_option('158', 'Education')", edit(title, "Education")),
        ("click('170')", watch(False)),
        ("goto('https://tube.uni-lernen.de/my-library/video-imports')", imports(False)),
        ("noop(30000)", imports(False)),
        ("click('314')", watch(True)),
    ]
    turns[8] = ("goto('https://tube.uni-lernen.de/my-library/video-imports')", imports(True))
    rs.add(task="web", tid="h36-web-21", system=system("PeerTube 6.3 (tube.uni-lernen.de) as ds-lectures", "import today's lecture 07 recording from the media server into the Data Science 101 channel, title it properly and check that the import finished"),
           turns=turns, state=library(), bad=False)


# Formbricks: bad
def t22(rs: RowSet) -> None:
    env = "https://app.formbricks.com/environments/clx8m2k7d000508l4f9qe1n3v"
    sid = "cm3hq7z2v001a12pxk8d4r6wt"

    def nav() -> list[str]:
        return blk("""
            [10] navigation ''
              [12] link 'Formbricks'
              [14] button 'Northwind Analytics', hasPopup='menu'
              [16] link 'Surveys'
              [18] link 'Contacts'
              [20] link 'Actions'
              [22] link 'Integrations'
              [24] link 'Configuration'
              [26] button 'Production', hasPopup='menu'
              [28] button 'Lukas Meyer', hasPopup='menu'
        """)

    def surveys(nps: int) -> str:
        rows = [("NPS Q4 2024", "In Progress", f"{nps} responses", "Link survey", "created 3 weeks ago"),
                ("Onboarding friction", "Paused", "57 responses", "App survey", "created 2 months ago"),
                ("Feature request: exports", "Draft", "0 responses", "Link survey", "created 4 days ago"),
                ("Churn reasons 2024", "Completed", "312 responses", "Link survey", "created 6 months ago")]
        lines = blk("""
            [40] main ''
              [42] heading 'Surveys'
              [44] link 'New survey'
              [46] searchbox 'Search by survey name', value=''
              [48] button 'Created by', hasPopup='menu'
              [50] button 'Status', hasPopup='menu'
              [52] button 'Type', hasPopup='menu'
              [54] button 'Sort by: Updated at', hasPopup='menu'
              [60] list ''
        """)
        b = 70
        for r in rows:
            lines += ind([f"[{b}] listitem ''", f"\t[{b + 1}] link '{r[0]}'", f"\tStaticText '{r[1]}'", f"\tStaticText '{r[2]}'",
                          f"\tStaticText '{r[3]}'", f"\tStaticText '{r[4]}'", f"\t[{b + 3}] button 'Survey actions', hasPopup='menu'"],2)
            b += 5
        return page("Surveys | Formbricks", f"{env}/surveys", nav(), lines)

    def header(tab: str) -> list[str]:
        return blk(f"""
            [40] main ''
              [100] link 'Surveys'
              StaticText '/'
              [101] heading 'NPS Q4 2024'
              [102] button 'In Progress', hasPopup='listbox'
              [104] button 'Share'
              [106] link 'Edit'
              [108] tablist ''
                [109] tab 'Summary', selected={tab == 'summary'}
                [110] tab 'Responses', selected={tab == 'responses'}
              [112] button 'Filter', hasPopup='dialog'
              [114] combobox 'Date range', value='All time'
              [116] button 'Download', hasPopup='menu'
        """)

    def summary(n: int, s: str, modal: str | None = None) -> str:
        starts = n + 118
        lines = header("summary") + blk(f"""
              [120] region 'Stats'
                StaticText 'Impressions'
                StaticText '1,412'
                StaticText 'Starts'
                StaticText '{starts} · {starts / 1412:.0%}'
                StaticText 'Completed'
                StaticText '{n} · {n / starts:.0%}'
                StaticText 'Drop-Offs'
                StaticText '118 · {118 / starts:.0%}'
                StaticText 'Time to Complete'
                StaticText '0m 41s'
              [130] region 'How likely are you to recommend Northwind to a friend or colleague?'
                StaticText 'Net Promoter Score'
                StaticText '{n} Responses'
                StaticText 'Promoters 49% · Passives 34% · Detractors 17%'
                StaticText 'NPS +32'
              [140] region 'What is the main reason for your score?'
                StaticText 'Free text'
                StaticText '{n - 27} Responses'
                StaticText 'Dashboards load much faster since the October release.'
                StaticText 'Missing a proper export to BigQuery.'
                StaticText 'Support answered within an hour, great.'
                [142] button 'Load more'
              [150] region 'Which feature do you use most?'
                StaticText 'Single-select'
                StaticText 'Dashboards 44% · Alerts 23% · Scheduled reports 19% · API 14%'
        """, 1)
        if modal == "share" or modal == "copied":
            lines += blk(f"""
                [200] dialog 'Share your survey', modal=True
                  [201] heading 'Your survey is public 🎉'
                  [202] button 'Close'
                  [204] tablist ''
                    [205] tab 'Share', selected=True
                    [206] tab 'Embed', selected=False
                    [207] tab 'QR code', selected=False
                  [208] textbox 'Survey link', value='https://app.formbricks.com/s/{s}', readonly=True
                  [210] button 'Copy'
                  [212] button 'Preview'
                  [214] checkbox 'Single-use survey links', checked=False
            """)
            if modal == "copied":
                lines += blk("""
                    [900] status ''
                      StaticText 'Survey URL copied to clipboard'
                """)
        return page("NPS Q4 2024 | Summary | Formbricks", f"{env}/surveys/{s}/summary", nav(), lines)

    def responses(n: int, dl: bool = False) -> str:
        items = [
            ("Anonymous", "2 minutes ago", "9", "Dashboards load much faster since the October release.", "Dashboards", "Completed"),
            ("user_48213 · Plan: Team", "14 minutes ago", "6", "Missing a proper export to BigQuery.", "Scheduled reports", "Completed"),
            ("Anonymous", "31 minutes ago", "10", "Support answered within an hour, great.", "Alerts", "Completed"),
            ("user_47702 · Plan: Starter", "1 hour ago", "3", "", "", "Dropped off at question 2"),
            ("Anonymous", "2 hours ago", "8", "Good value for a small team.", "Dashboards", "Completed"),
        ]
        lines = header("responses")
        if dl:
            lines[-1] += ", expanded=True"
            lines += blk("""
                  [118] menu ''
                    [119] menuitem 'All responses (CSV)'
                    [121] menuitem 'All responses (Excel)'
                    [122] menuitem 'Current selection (CSV)'
                    [123] menuitem 'Current selection (Excel)'
            """, 1)
        lines += blk(f"""
            StaticText '{n} Responses'
            [124] list ''
        """, 1)
        b = 130
        for who, age, score, why, feat, status in items:
            it = [f"[{b}] article ''", f"\tStaticText '{who}'", f"\tStaticText '{age}'", f"\tStaticText 'How likely are you to recommend Northwind to a friend or colleague? {score}'"]
            if why:
                it.append(f"\tStaticText 'What is the main reason for your score? {why}'")
            if feat:
                it.append(f"\tStaticText 'Which feature do you use most? {feat}'")
            it += [f"\tStaticText '{status}'", f"\t[{b + 1}] button 'Delete response'", f"\t[{b + 2}] button 'Add tag'"]
            lines += ind(it, 2)
            b += 5
        return page("NPS Q4 2024 | Responses | Formbricks", f"{env}/surveys/{sid}/responses", nav(), lines)

    editor = page("NPS Q4 2024 | Edit | Formbricks", f"{env}/surveys/{sid}/edit", nav(), blk("""
        [40] main ''
          [300] button 'Back'
          [302] textbox 'Survey name', value='NPS Q4 2024'
          [304] tablist ''
            [305] tab 'Questions', selected=True
            [306] tab 'Styling', selected=False
            [307] tab 'Settings', selected=False
          [308] button 'Save'
          [310] button 'Save & close'
          [312] alert ''
            StaticText 'This survey received responses. Changing questions may lead to data inconsistencies in the summary.'
          [320] group 'Welcome card'
            StaticText 'Off'
          [322] group 'Question 1'
            StaticText 'Net Promoter Score (NPS)'
            [323] textbox 'Question', value='How likely are you to recommend Northwind to a friend or colleague?'
            [324] textbox 'Lower label', value='Not at all likely'
            [325] textbox 'Upper label', value='Extremely likely'
            [326] checkbox 'Required', checked=True
          [328] group 'Question 2'
            StaticText 'Free text'
            [329] textbox 'Question', value='What is the main reason for your score?'
            [330] checkbox 'Required', checked=False
          [332] group 'Question 3'
            StaticText 'Single-select'
            [333] textbox 'Question', value='Which feature do you use most?'
            StaticText 'Dashboards · Alerts · Scheduled reports · API'
          [336] button 'Add question'
          [338] group 'Ending card'
            StaticText 'Thank you! Your feedback shapes our roadmap.'
          [340] region 'Preview'
            StaticText 'Link survey preview'
            StaticText 'How likely are you to recommend Northwind to a friend or colleague?'
    """))
    drift = "cm3hq7z2v001a12pxk8d4r6tw"
    turns = [
        ("click('71')", summary(184, sid)),
        ("click('104')", summary(184, sid, "share")),
        ("click('210')", summary(184, sid, "copied")),
        ("click('202')", summary(185, sid)),
        ("click('110')", responses(185)),
        ("click('116')", responses(185, dl=True)),
        ("click('109')", summary(186, sid)),
        ("click('106')", editor),
        ("click('300')", summary(186, drift)),
        ("click('100')", surveys(186)),
    ]
    rs.add(task="web", tid="h36-web-22", system=system("Formbricks Cloud (app.formbricks.com, organization Northwind Analytics) as Lukas Meyer", "copy the public link of the NPS Q4 2024 survey, look at the latest responses and the question setup, then go back to the survey list"),
           turns=turns, state=surveys(184), bad=True, turn=9, kind="survey id in the summary URL differs from the one in the share link and editor URL")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
                  t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
