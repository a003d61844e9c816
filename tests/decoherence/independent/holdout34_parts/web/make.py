# ruff: noqa: E501
"""Held-out set holdout34, domain web: 22 BrowserGym trajectories on self-hosted web apps.

Each observation is an accessibility tree in the BrowserGym notation (``[bid] role 'name', props``),
built page by page so that bids, values and data carry over between turns. Eleven trajectories hold
exactly one observation that contradicts an earlier turn; the labels say which.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import RowSet, axtree

SYSTEM = """# Role and Objective

You are a **Web World Model**, a precise browser state simulator. The agent drives a real browser that is logged in to {site}. Given the history of this session, the current page state and one browser action, predict the exact next page state once the action has been executed.

## Core Responsibilities

1. **State Prediction**: produce the complete next page state after the action.
2. **Context Maintenance**: keep track of navigation, focused elements, form values and everything earlier actions changed.
3. **Behavioral Fidelity**: follow real browser and site behavior: navigation, loading, focus changes, dialogs, no-op actions.

# Action Space

noop(wait_ms: float = 1000)
scroll(delta_x: float, delta_y: float)
click(bid: str, button: Literal['left', 'middle', 'right'] = 'left', modifiers: list = [])
dblclick(bid: str, button: Literal['left', 'middle', 'right'] = 'left', modifiers: list = [])
hover(bid: str)
fill(bid: str, value: str, enable_autocomplete_menu: bool = False)
select_option(bid: str, options: str | list[str])
keyboard_press(key: str)
keyboard_type(text: str)
go_back()
go_forward()
goto(url: str)
new_tab()
tab_close()
tab_focus(index: int)
send_msg_to_user(text: str)
report_infeasible(reason: str)

# Format Requirements

Keep the representation of the current page state exactly: an accessibility tree, one node per line, indented by depth, written as `[bid] role 'name'` followed by its properties, with StaticText nodes for text. For a local edit, change only the affected nodes and keep the rest verbatim; for a page-changing action, rebuild the page. Output exactly one complete and closed <predicted_observation></predicted_observation> block and nothing else."""

CL = "clickable"
FOC = "focused"
SELD = "selected=True"
DIS = "disabled=True"
REQ = "required"


def V(x: str) -> str:
    return f"value={x!r}"


def CHK(on: bool) -> str:
    return f"checked={'true' if on else 'false'!r}"


def EXP(on: bool) -> str:
    return f"expanded={on}"


class Page:
    """One accessibility-tree snapshot under construction; bids run in document order from ``start``."""

    def __init__(self, title: str, url: str, start: int) -> None:
        self.title, self.url, self.n = title, url, start
        self.lines: list[str] = []
        self.ids: dict[str, str] = {}

    def el(self, d: int, role: str, name: str = "", *props: str, key: str = "") -> str:
        bid = str(self.n)
        self.n += 1
        line = f"[{bid}] {role} {name!r}"
        if props:
            line += ", " + ", ".join(props)
        self.lines.append("\t" * d + line)
        if key:
            self.ids[key] = bid
        return bid

    def tx(self, d: int, *texts: str) -> None:
        for t in texts:
            self.lines.append("\t" * d + f"StaticText {t!r}")

    def gap(self, k: int) -> None:
        self.n += k

    def __getitem__(self, key: str) -> str:
        return self.ids[key]

    def obs(self) -> str:
        return axtree(self.title, self.lines, self.url)


def table(p: Page, d: int, headers: list[str], rows: list[list[str]], links: tuple[int, ...] = (), key: str = "") -> None:
    """A data table: header row, then one row per record; columns in ``links`` hold a link named like the cell."""
    p.el(d, "table", "")
    p.el(d + 1, "row", "")
    for h in headers:
        p.el(d + 2, "columnheader", h, CL)
    for r in rows:
        p.el(d + 1, "row", "")
        for i, c in enumerate(r):
            p.el(d + 2, "gridcell", c)
            if i in links and c:
                p.el(d + 3, "link", c, CL, key=f"{key}{c}")


def click(b: str) -> str:
    return f"click('{b}')"


def fill(b: str, t: str) -> str:
    return f"fill('{b}', {t!r})"


def sel(b: str, o: str) -> str:
    return f"select_option('{b}', {o!r})"


def press(k: str) -> str:
    return f"keyboard_press('{k}')"


def goto(u: str) -> str:
    return f"goto({u!r})"


Traj = dict[str, Any]


# Bugzilla, clean
def t01() -> Traj:
    host = "https://bugs.tessera-project.org"
    me = "dana.okafor@tessera-project.org"

    def header(p: Page, q: str = "", qfocus: bool = False) -> None:
        p.el(0, "banner", "")
        p.el(1, "link", "Tessera Bugzilla", CL)
        p.el(1, "navigation", "")
        for name in ("Home", "New", "Browse", "Search"):
            p.el(2, "link", name, CL, key=name)
        props = [CL, V(q)] + ([FOC] if qfocus else [])
        p.el(2, "textbox", "Quick Search", *props, key="qs")
        p.el(2, "button", "Search", CL, key="qsgo")
        p.el(2, "link", "[?]", CL)
        p.el(2, "link", "Reports", CL)
        p.el(2, "link", "Product Dashboard", CL)
        p.el(2, "link", "Preferences", CL)
        p.el(2, "link", "Administration", CL)
        p.el(2, "link", f"Log out {me}", CL)

    def footer(p: Page) -> None:
        p.el(0, "contentinfo", "")
        p.tx(1, "Saved Searches:")
        for s in ("My Bugs", "Importer untriaged", "4.2 blockers", "Reported by me"):
            p.el(1, "link", s, CL)

    def home(q: str = "", qfocus: bool = False) -> Page:
        p = Page("Tessera Bugzilla Main Page", f"{host}/", 11)
        header(p, q, qfocus)
        p.el(0, "main", "")
        p.el(1, "heading", "Welcome to Tessera Bugzilla")
        p.el(1, "link", "File a Bug", CL)
        p.el(1, "link", "Search", CL)
        p.el(1, "link", "User Preferences", CL)
        p.el(1, "link", "Documentation", CL)
        p.tx(1, "Enter a bug # or some search terms:")
        p.el(1, "textbox", "Enter a bug # or some search terms", CL, V(""))
        p.el(1, "button", "Quick Search", CL)
        p.el(1, "link", "Quick Search help", CL)
        p.tx(1, "Tessera 4.2 feature freeze is 2024-06-28. Please set Target Milestone on anything you intend to land before then.")
        footer(p)
        return p

    bugs = [
        ["18342", "Tessera", "Importer", "importer-triage@tessera-project.org", "NEW", "---", "CSV import crashes on files with UTF-8 BOM in first header", "2024-06-10"],
        ["18107", "Tessera", "Importer", "jun.whitfield@tessera-project.org", "ASSIGNED", "---", "Importer preview shows BOM-prefixed first column header as unmapped", "2024-05-22"],
        ["18399", "Tessera", "CLI", "cli-triage@tessera-project.org", "NEW", "---", "tessera import --format csv ignores --encoding when a BOM is present", "13:05:22"],
        ["17730", "Tessera", "Importer", "ravi.almeida@tessera-project.org", "REOPENED", "---", "Large CSV import (>2 GB) with BOM reads the first chunk twice", "2024-04-30"],
    ]

    def buglist() -> Page:
        p = Page("Bug List", f"{host}/buglist.cgi?quicksearch=importer%20csv%20BOM&list_id=88214", 11)
        header(p, "importer csv BOM")
        p.el(0, "main", "")
        p.el(1, "heading", "Bug List")
        p.tx(1, "Wed Jun 12 2024 14:26:41 UTC")
        p.el(1, "link", "Hide Search Description", CL)
        p.el(1, "list", "")
        p.el(2, "listitem", "")
        p.tx(3, "Status: UNCONFIRMED, NEW, ASSIGNED, REOPENED")
        p.el(2, "listitem", "")
        p.tx(3, "Content: importer csv BOM")
        table(p, 1, ["ID", "Product", "Comp", "Assignee", "Status", "Resolution", "Summary", "Changed"], bugs, links=(0, 6), key="bug")
        p.tx(1, "4 bugs found.")
        for b in ("Long Format", "XML", "CSV", "Feed", "iCalendar", "Change Columns", "Change Several Bugs at Once", "Send Mail to Bug Assignees", "Edit Search"):
            p.el(1, "link", b, CL)
        p.el(1, "button", "Remember search", CL)
        p.el(1, "textbox", "as", CL, V(""))
        footer(p)
        return p

    comments = [
        ("Marek Lis", "reporter", "Description", "2024-06-03 09:14:52 UTC",
         "Importing a CSV exported from LibreOffice Calc with the option UTF-8 with BOM crashes the importer. Steps: 1. Export any sheet as CSV, charset UTF-8, tick Save with BOM. 2. tessera-web > Data > Import > CSV. 3. Pick the file. Result: spinner, then HTTP 500. Server log: KeyError for the id column (key has a U+FEFF prefix) in importer/mapping.py line 212. Expected: BOM is stripped and the id column is mapped."),
        ("Jun Whitfield", "", "Comment 1", "2024-06-04 11:02:10 UTC",
         "Confirmed on 4.1.2 and on main (a81c3e0). The preview path strips the BOM since bug 17012, the commit path does not. Probably the same root cause as bug 18107."),
        ("Marek Lis", "reporter", "Comment 2", "2024-06-10 16:22:37 UTC",
         "Attached a minimal sample (attachment 9921), 14 rows, fails every time."),
    ]

    def showbug(status: str, take: bool, milestone: str, text: str, saved: bool, focus: str = "") -> Page:
        title = "18342 – CSV import crashes on files with UTF-8 BOM in first header"
        url = f"{host}/process_bug.cgi" if saved else f"{host}/show_bug.cgi?id=18342"
        p = Page(("Bug " + title.replace(" –", " Submitted –", 1)) if saved else title, url, 11)
        header(p)
        p.el(0, "main", "")
        if saved:
            p.el(1, "heading", "Changes submitted for bug 18342")
            p.tx(1, "Email sent to:", "jun.whitfield@tessera-project.org, marek.lis@tessera-project.org, ravi.almeida@tessera-project.org, hannah.ko@tessera-project.org, importer-triage@tessera-project.org")
            p.tx(1, "Excluding:", me)
        p.el(1, "link", "Bug 18342", CL)
        p.el(1, "heading", "CSV import crashes on files with UTF-8 BOM in first header")
        p.el(1, "button", "Edit", CL)
        p.el(1, "table", "")
        p.tx(2, "Status:")
        p.el(2, "combobox", "Status", CL, V(status), "hasPopup='listbox'", EXP(False), *([FOC] if focus == "status" else []), key="status")
        p.tx(2, "Alias:", "None")
        p.tx(2, "Product:")
        p.el(2, "combobox", "Product", CL, V("Tessera"), "hasPopup='listbox'", EXP(False))
        p.tx(2, "Component:")
        p.el(2, "combobox", "Component", CL, V("Importer"), "hasPopup='listbox'", EXP(False))
        p.tx(2, "Version:")
        p.el(2, "combobox", "Version", CL, V("4.1.2"), "hasPopup='listbox'", EXP(False))
        p.tx(2, "Hardware:")
        p.el(2, "combobox", "Hardware", CL, V("All"), "hasPopup='listbox'", EXP(False))
        p.el(2, "combobox", "OS", CL, V("All"), "hasPopup='listbox'", EXP(False))
        p.tx(2, "Importance:")
        p.el(2, "combobox", "Priority", CL, V("P2"), "hasPopup='listbox'", EXP(False))
        p.el(2, "combobox", "Severity", CL, V("major"), "hasPopup='listbox'", EXP(False))
        p.tx(2, "Target Milestone:")
        p.el(2, "combobox", "Target Milestone", CL, V(milestone), "hasPopup='listbox'", EXP(False), *([FOC] if focus == "ms" else []), key="ms")
        p.tx(2, "Assignee:")
        if take:
            p.el(2, "textbox", "Assignee", CL, V(me), *([FOC] if focus == "assignee" else []))
            p.el(2, "checkbox", "Reset Assignee to default", CL, CHK(False))
        elif saved:
            p.el(2, "link", "Dana Okafor", CL)
            p.el(2, "link", "edit", CL)
        else:
            p.el(2, "link", "Importer triage queue", CL)
            p.el(2, "link", "edit", CL)
            p.el(2, "link", "take", CL, key="take")
        p.tx(2, "QA Contact:")
        p.el(2, "link", "Ravi Almeida", CL)
        p.tx(2, "URL:")
        p.el(2, "textbox", "URL", CL, V(""))
        p.tx(2, "Whiteboard:")
        p.el(2, "textbox", "Whiteboard", CL, V("[has-sample]"))
        p.tx(2, "Keywords:")
        p.el(2, "textbox", "Keywords", CL, V("crash, regression"))
        p.tx(2, "Depends on:")
        p.el(2, "textbox", "Depends on", CL, V(""))
        p.tx(2, "Blocks:")
        p.el(2, "link", "18000", CL)
        p.el(2, "link", "Show dependency tree", CL)
        p.tx(2, "Reported:", "2024-06-03 09:14 UTC by Marek Lis")
        p.tx(2, "Modified:", "2024-06-12 14:29 UTC" if saved else "2024-06-10 16:22 UTC")
        p.el(2, "link", "History", CL)
        p.tx(2, "CC List:")
        p.el(2, "link", "3 users", CL)
        p.el(2, "checkbox", "Add me to CC list", CL, CHK(False))
        p.tx(2, "See Also:")
        p.el(2, "link", "https://git.tessera-project.org/tessera/tessera/issues/2231", CL)
        p.el(1, "heading", "Attachments")
        table(p, 1, ["Attachment", "Type", "Created", "Size", "Flags"], [
            ["sample_bom.csv", "text/csv", "2024-06-10 16:21 UTC, Marek Lis", "2.31 KB", "no flags"],
        ], links=(0,))
        p.el(1, "link", "Add an attachment", CL)
        p.el(1, "button", "Save Changes", CL, key="save")
        allc = list(comments)
        if saved:
            allc.append(("Dana Okafor", "assignee", "Comment 3", "2024-06-12 14:29:48 UTC", text))
        for who, role, num, when, body in allc:
            p.el(1, "article", "")
            p.el(2, "link", who, CL)
            if role:
                p.tx(2, role)
            p.el(2, "link", num, CL)
            p.tx(2, when)
            p.el(2, "button", "Reply", CL)
            p.tx(2, body)
        p.tx(1, "Additional Comments:")
        p.el(1, "textbox", "Additional Comments", CL, "multiline=True", V("" if saved else text), *([FOC] if focus == "comment" else []), key="comment")
        p.el(1, "button", "Save Changes", CL, key="save2")
        footer(p)
        return p

    note = "Taking this for 4.2. The commit path in importer/mapping.py reads the header row without going through normalize_header(), so the BOM survives into the column key. Fix plus a regression test with attachment 9921 coming today."
    st = home()
    turns = []
    p1 = home("importer csv BOM", True)
    turns.append((fill(st["qs"], "importer csv BOM"), p1.obs()))
    p2 = buglist()
    turns.append((press("Enter"), p2.obs()))
    p3 = showbug("NEW", False, "---", "", False)
    turns.append((click(p2["bug18342"]), p3.obs()))
    p4 = showbug("NEW", True, "---", "", False, "assignee")
    turns.append((click(p3["take"]), p4.obs()))
    p5 = showbug("ASSIGNED", True, "---", "", False, "status")
    turns.append((sel(p4["status"], "ASSIGNED"), p5.obs()))
    p6 = showbug("ASSIGNED", True, "4.2", "", False, "ms")
    turns.append((sel(p5["ms"], "4.2"), p6.obs()))
    p7 = showbug("ASSIGNED", True, "4.2", note, False, "comment")
    turns.append((fill(p6["comment"], note), p7.obs()))
    p8 = showbug("ASSIGNED", False, "4.2", note, True)
    turns.append((click(p7["save2"]), p8.obs()))
    return dict(site="Tessera Bugzilla (https://bugs.tessera-project.org) as dana.okafor@tessera-project.org", state=st.obs(), turns=turns, bad=False)


# Zulip, bad
def t02() -> Traj:
    host = "https://chat.northwind-labs.io"
    streams = [("announce", 0), ("design", 2), ("general", 4), ("infra", 0), ("random", 0), ("support-escalations", 5)]
    infra_before = ["deploy freeze", "grafana alerts", "db migration", "pager rotation", "terraform drift"]
    infra_after = ["db migration 2024-06", "deploy freeze", "grafana alerts", "pager rotation", "terraform drift"]
    general_topics = [("office move", 3), ("lunch and learn", 1), ("welcome Ana", 0), ("holidays 2024", 0)]
    dbm = [
        ("Daniel Okoye", "9:12 AM", "Plan for orders.fulfilled_at: add the column nullable first, backfill in batches of 50k, flip to NOT NULL on Thursday."),
        ("Mei Tanaka", "9:15 AM", "Backfill job is in ops-scripts!412. Dry run on staging took 41 min for 18.2M rows."),
        ("Daniel Okoye", "9:16 AM", "Nice. Can we keep the lock timeout at 3s for the ALTER?"),
        ("Tomás Ibarra", "9:40 AM", "Yes, the migration already does SET lock_timeout = '3s' and retries 5 times with backoff."),
        ("Mei Tanaka", "10:02 AM", "Staging done, 0 errors, replica lag peaked at 1.8 s. Prod window proposal: Tue 18 June 18:00 UTC."),
        ("Daniel Okoye", "10:05 AM", "Works for me. I will be on call that evening anyway."),
    ]
    moved = ("Notification Bot", "11:23 AM", "This topic was moved here from #infra > db migration by @Tomás Ibarra.")
    mine = "Renamed the topic so the June window stays separate from the Q3 index work. Runbook: https://wiki.northwind-labs.io/ops/orders-fulfilled-at-not-null"
    sent = ("Tomás Ibarra", "11:26 AM", mine)
    users = [("Tomás Ibarra", "active"), ("Daniel Okoye", "active"), ("Priya Raman", "active"), ("Mei Tanaka", "idle"), ("Sven Aalto", "offline"), ("Ana Ferreira", "offline"), ("Alertmanager", "bot")]

    def page(title: str, url: str, active: str, topics: list[tuple[str, int]], body: Any) -> Page:
        p = Page(f"{title} - Northwind Labs - Zulip", url, 4)
        p.el(0, "banner", "")
        p.el(1, "link", "Northwind Labs", CL)
        p.el(1, "textbox", "Search", CL, V(""))
        p.el(1, "button", "Help menu", CL, "hasPopup='menu'")
        p.el(1, "button", "Main menu", CL, "hasPopup='menu'")
        p.el(1, "button", "Personal menu", CL, "hasPopup='menu'")
        p.el(0, "navigation", "Left sidebar")
        for v in ("Inbox", "Recent conversations", "Combined feed", "Mentions", "Reactions", "Starred messages", "Drafts"):
            p.el(1, "link", v, CL)
            if v == "Inbox":
                p.tx(1, "11")
        p.el(1, "heading", "CHANNELS")
        p.el(1, "button", "Filter channels", CL)
        p.el(1, "list", "")
        for s, unread in streams:
            p.el(2, "listitem", "")
            p.el(3, "link", s, CL, key=f"s:{s}")
            if unread:
                p.tx(3, str(unread))
            if s == active:
                p.el(3, "list", "")
                for t, n in topics:
                    p.el(4, "listitem", "")
                    p.el(5, "link", t, CL, key=f"t:{t}")
                    if n:
                        p.tx(5, str(n))
        p.el(1, "link", "Browse 7 more channels", CL)
        p.el(0, "main", "")
        body(p)
        p.el(0, "complementary", "Right sidebar")
        p.el(1, "textbox", "Filter users", CL, V(""))
        p.el(1, "list", "")
        for u, st in users:
            p.el(2, "listitem", "")
            p.el(3, "link", u, CL)
            p.tx(3, st)
        p.el(1, "link", "Invite more users", CL)
        return p

    def msgs(p: Page, d: int, rows: list[tuple[str, str, str]]) -> None:
        last = ""
        for who, when, text in rows:
            p.el(d, "article", "")
            if who != last:
                p.el(d + 1, "link", who, CL)
            p.el(d + 1, "link", when, CL)
            p.tx(d + 1, text)
            last = who

    def stream_feed(p: Page) -> None:
        p.el(1, "heading", "#infra")
        p.tx(1, "Infrastructure, on-call and deploys. 14 subscribers")
        p.el(1, "region", "")
        p.tx(2, "Jun 11")
        p.el(2, "link", "#infra > pager rotation", CL)
        msgs(p, 2, [("Mei Tanaka", "4:12 PM", "Swapped my Saturday shift with Daniel, PagerDuty is updated.")])
        p.tx(2, "Today")
        p.el(2, "link", "#infra > db migration", CL)
        msgs(p, 2, dbm)
        p.el(2, "link", "#infra > grafana alerts", CL)
        msgs(p, 2, [("Alertmanager", "10:31 AM", "[RESOLVED] DiskUsageHigh instance=pg-replica-2:9100 mountpoint=/var/lib/postgresql value=71.4%")])
        p.el(2, "link", "#infra > deploy freeze", CL)
        msgs(p, 2, [("Sven Aalto", "10:44 AM", "Reminder: freeze starts Friday 16:00 UTC and ends Monday 08:00 UTC."),
                    ("Priya Raman", "10:47 AM", "Noted, moving the billing release to Thursday morning.")])
        p.el(1, "button", "Start new conversation", CL)
        p.el(1, "button", "Message #infra", CL)
        p.el(1, "button", "New direct message", CL)

    def topic_view(name: str, rows: list[tuple[str, str, str]], editing: str | None = None, compose: str | None = None) -> Any:
        def body(p: Page) -> None:
            p.el(1, "heading", f"#infra > {name}")
            p.el(1, "region", "")
            p.tx(2, "Today")
            if editing is None:
                p.el(2, "link", "infra", CL)
                p.el(2, "link", name, CL)
                p.el(2, "button", "Edit topic", CL, key="edit")
                p.el(2, "button", "Mute topic", CL)
            else:
                p.el(2, "link", "infra", CL)
                p.el(2, "textbox", "Topic", CL, V(editing), FOC, key="topicbox")
                p.el(2, "button", "Save", CL, key="save")
                p.el(2, "button", "Cancel", CL)
            msgs(p, 2, rows)
            if compose is None:
                p.el(1, "button", "Start new conversation", CL)
                p.el(1, "button", f"Message #infra > {name}", CL, key="compose")
                p.el(1, "button", "New direct message", CL)
            else:
                p.el(1, "region", "Compose")
                p.el(2, "combobox", "Channel", CL, V("infra"), "hasPopup='listbox'", EXP(False))
                p.el(2, "textbox", "Topic", CL, V(name))
                p.el(2, "textbox", "Compose message", CL, "multiline=True", V(compose), FOC, key="msg")
                for b in ("Bold", "Italic", "Link", "Upload files", "Add emoji", "Add global time", "Add poll", "Preview"):
                    p.el(2, "button", b, CL)
                p.el(2, "button", "Send", CL, *([] if compose else [DIS]), key="send")
                p.el(2, "button", "Send options", CL, "hasPopup='menu'")
                p.el(2, "button", "Close", CL)
        return body

    def tlist(names: list[str]) -> list[tuple[str, int]]:
        return [(n, 0) for n in names]

    def general_feed(p: Page) -> None:
        p.el(1, "heading", "#general")
        p.tx(1, "Everyone at Northwind Labs. 38 subscribers")
        p.el(1, "region", "")
        p.tx(2, "Jun 10")
        p.el(2, "link", "#general > holidays 2024", CL)
        msgs(p, 2, [("Ana Ferreira", "2:03 PM", "The holiday calendar for H2 is in the HR folder, please add your dates by 21 June.")])
        p.tx(2, "Jun 11")
        p.el(2, "link", "#general > welcome Ana", CL)
        msgs(p, 2, [("Priya Raman", "9:01 AM", "Please welcome Ana Ferreira, our new People Ops lead!"),
                    ("Daniel Okoye", "9:07 AM", "Welcome Ana!")])
        p.tx(2, "Today")
        p.el(2, "link", "#general > lunch and learn", CL)
        msgs(p, 2, [("Sven Aalto", "10:12 AM", "Thursday lunch and learn: Mei on how we run Postgres migrations without downtime. Room Fjord, 12:30.")])
        p.el(2, "link", "#general > office move", CL)
        msgs(p, 2, [("Ana Ferreira", "10:58 AM", "Movers come Friday at 7:00. Label your monitors with your desk number please."),
                    ("Ana Ferreira", "10:59 AM", "Desk map: https://wiki.northwind-labs.io/office/desk-map-2024"),
                    ("Priya Raman", "11:15 AM", "Do we keep the standing desks on the 2nd floor?")])
        p.el(1, "button", "Start new conversation", CL)
        p.el(1, "button", "Message #general", CL)
        p.el(1, "button", "New direct message", CL)

    st = page("#infra > deploy freeze", f"{host}/#narrow/stream/14-infra/topic/deploy.20freeze", "infra", tlist(infra_before), topic_view("deploy freeze", [
        ("Sven Aalto", "10:44 AM", "Reminder: freeze starts Friday 16:00 UTC and ends Monday 08:00 UTC."),
        ("Priya Raman", "10:47 AM", "Noted, moving the billing release to Thursday morning.")]))
    turns = []
    p1 = page("#infra", f"{host}/#narrow/stream/14-infra", "infra", tlist(infra_before), stream_feed)
    turns.append((click(st["s:infra"]), p1.obs()))
    p2 = page("#infra > db migration", f"{host}/#narrow/stream/14-infra/topic/db.20migration", "infra", tlist(infra_before), topic_view("db migration", dbm))
    turns.append((click(p1["t:db migration"]), p2.obs()))
    p3 = page("#infra > db migration", f"{host}/#narrow/stream/14-infra/topic/db.20migration", "infra", tlist(infra_before), topic_view("db migration", dbm, editing="db migration"))
    turns.append((click(p2["edit"]), p3.obs()))
    p4 = page("#infra > db migration", f"{host}/#narrow/stream/14-infra/topic/db.20migration", "infra", tlist(infra_before), topic_view("db migration", dbm, editing="db migration 2024-06"))
    turns.append((fill(p3["topicbox"], "db migration 2024-06"), p4.obs()))
    url5 = f"{host}/#narrow/stream/14-infra/topic/db.20migration.202024-06"
    p5 = page("#infra > db migration 2024-06", url5, "infra", tlist(infra_after), topic_view("db migration 2024-06", dbm + [moved]))
    turns.append((click(p4["save"]), p5.obs()))
    p6 = page("#infra > db migration 2024-06", url5, "infra", tlist(infra_after), topic_view("db migration 2024-06", dbm + [moved], compose=""))
    turns.append((click(p5["compose"]), p6.obs()))
    p7 = page("#infra > db migration 2024-06", url5, "infra", tlist(infra_after), topic_view("db migration 2024-06", dbm + [moved], compose=mine))
    turns.append((fill(p6["msg"], mine), p7.obs()))
    drift = ["db migration"] + infra_after[1:]
    p8 = page("#infra > db migration 2024-06", url5, "infra", tlist(drift), topic_view("db migration 2024-06", dbm + [moved, sent]))
    turns.append((click(p7["send"]), p8.obs()))
    p9 = page("#general", f"{host}/#narrow/stream/3-general", "general", general_topics, general_feed)
    turns.append((click(p8["s:general"]), p9.obs()))
    return dict(site="the Zulip organization Northwind Labs (https://chat.northwind-labs.io) as Tomás Ibarra", state=st.obs(), turns=turns,
                bad=True, turn=8, kind="renamed topic listed under its old name in the channel sidebar")


# Portainer, bad
def t03() -> Traj:
    host = "https://portainer.lab.internal:9443"
    gid = "7c4e1f9a2b83d5e60f1a9c27b4d8e3f56a0b12c9d7e4f3a8b5c61d0e2f9a7b34"
    pid_ = "e91b07d3c5a84f2e6d0c9b1a7f3e58d24c6a0b9e1d7f5c3a2b8e4d6f0a1c9e75"
    assert len(gid) == 64 and len(pid_) == 64
    gid_drift = gid.replace("b4d8e3f56a0b", "b4d8e3f65a0b")
    containers = [
        ("cadvisor", "running", "monitoring", "gcr.io/cadvisor/cadvisor:v0.49.1", "2024-06-05 11:02:42", "172.18.0.4", "8080:8080"),
        ("gitea", "running", "gitea", "gitea/gitea:1.21.11", "2024-05-20 17:45:03", "172.20.0.3", "3001:3000, 2222:22"),
        ("gitea-db", "running", "gitea", "postgres:15.7-alpine", "2024-05-20 17:45:01", "172.20.0.2", "-"),
        ("grafana", "running", "monitoring", "grafana/grafana:10.4.2", "2024-06-05 11:02:44", "172.18.0.5", "3000:3000"),
        ("loki", "running", "logging", "grafana/loki:2.9.8", "2024-05-28 09:31:10", "172.19.0.2", "3100:3100"),
        ("minio", "running", "-", "minio/minio:RELEASE.2024-05-10T01-41-38Z", "2024-05-10 18:20:37", "172.17.0.3", "9000:9000, 9001:9001"),
        ("node-exporter", "running", "monitoring", "prom/node-exporter:v1.8.1", "2024-06-05 11:02:41", "172.18.0.2", "-"),
        ("portainer", "running", "-", "portainer/portainer-ce:2.19.5", "2024-04-30 19:20:18", "172.17.0.2", "8000:8000, 9443:9443"),
        ("prometheus", "running", "monitoring", "prom/prometheus:v2.52.0", "2024-06-05 11:02:41", "172.18.0.3", "9090:9090"),
        ("promtail", "running", "logging", "grafana/promtail:2.9.8", "2024-05-28 09:31:11", "172.19.0.3", "-"),
        ("restic-backup", "exited", "-", "restic/restic:0.16.4", "2024-06-02 03:00:00", "-", "-"),
        ("traefik", "running", "proxy", "traefik:v2.11.3", "2024-05-14 08:12:55", "172.21.0.2", "80:80, 443:443"),
        ("watchtower", "exited", "-", "containrrr/watchtower:1.7.1", "2024-04-30 19:25:40", "-", "-"),
        ("whoami", "running", "proxy", "traefik/whoami:v1.10.2", "2024-05-14 08:12:56", "172.21.0.3", "-"),
    ]

    def shell(title: str, url: str, crumbs: list[str], body: Any, toast: str = "") -> Page:
        p = Page(f"{title} | Portainer", url, 20)
        p.el(0, "navigation", "")
        p.el(1, "link", "Portainer Community Edition", CL)
        p.el(1, "link", "Home", CL, key="Home")
        p.el(1, "link", "local", CL)
        for s in ("Dashboard", "App Templates", "Stacks", "Containers", "Images", "Networks", "Volumes", "Events", "Host"):
            p.el(2, "link", s, CL, key=f"nav:{s}")
        p.tx(1, "Administration")
        for s in ("User-related", "Environment-related", "Registries", "Logs", "Notifications", "Settings"):
            p.el(2, "link", s, CL)
        p.tx(1, "Community Edition 2.19.5")
        p.el(0, "banner", "")
        for i, c in enumerate(crumbs):
            if i < len(crumbs) - 1:
                p.el(1, "link", c, CL, key=f"crumb:{c}")
            else:
                p.tx(1, c)
        p.el(1, "button", "Help", CL)
        p.el(1, "link", "admin", CL)
        p.el(1, "button", "Log out", CL)
        if toast:
            p.el(0, "alert", "")
            p.tx(1, "Success", toast)
            p.el(1, "button", "Close", CL)
        p.el(0, "main", "")
        body(p)
        return p

    def home(p: Page) -> None:
        p.el(1, "heading", "Environments")
        p.tx(1, "Click on an environment to manage")
        p.el(1, "textbox", "Search by name, group, tag, status, URL...", CL, V(""))
        p.el(1, "button", "Refresh", CL)
        for name, kind, url, snap in (("local", "Standalone 24.0.9", "/var/run/docker.sock", "2024-06-11 14:04:12"),
                                      ("nas-docker", "Agent 2.19.5", "10.0.20.15:9001", "2024-06-11 14:03:58")):
            p.el(1, "link", name, CL, key=f"env:{name}")
            p.tx(2, "Up", snap, kind, url)
            if name == "local":
                p.tx(2, "4 stacks", "14 containers", "12 running", "2 stopped", "0 healthy", "0 unhealthy", "11 volumes", "19 images", "8 CPU", "31.3 GB RAM")
            else:
                p.tx(2, "2 stacks", "6 containers", "6 running", "0 stopped", "2 healthy", "0 unhealthy", "4 volumes", "7 images", "4 CPU", "15.5 GB RAM")
            p.tx(2, "Group: Unassigned", "No tags")

    def dashboard(p: Page) -> None:
        p.el(1, "heading", "Environment info")
        p.tx(1, "Environment", "local", "8 CPU", "31.3 GB RAM", "URL", "/var/run/docker.sock", "Tags", "-", "GPUs", "none")
        for tile, text in (("Stacks", "4"), ("Containers", "14"), ("Images", "19"), ("Volumes", "11"), ("Networks", "8"), ("GPUs", "0")):
            p.el(1, "link", f"{tile} {text}", CL)
            if tile == "Containers":
                p.tx(2, "12 running", "2 stopped", "0 healthy", "0 unhealthy")
            if tile == "Images":
                p.tx(2, "7.8 GB")

    def clist(p: Page) -> None:
        p.el(1, "heading", "Containers")
        p.el(1, "textbox", "Search", CL, V(""))
        for b in ("Start", "Stop", "Kill", "Restart", "Pause", "Resume", "Remove"):
            p.el(1, "button", b, CL, DIS)
        p.el(1, "button", "Add container", CL)
        p.el(1, "table", "")
        p.el(2, "row", "")
        p.el(3, "checkbox", "Select all", CL, CHK(False))
        for h in ("Name", "State", "Quick Actions", "Stack", "Image", "Created", "IP Address", "Published Ports", "Ownership"):
            p.el(3, "columnheader", h, CL)
        for name, state, stack, image, created, ip, ports in containers[:10]:
            p.el(2, "row", "")
            p.el(3, "checkbox", f"Select {name}", CL, CHK(False))
            p.el(3, "link", name, CL, key=f"c:{name}")
            p.el(3, "gridcell", state)
            for q in ("Logs", "Inspect", "Stats", "Console", "Attach"):
                p.el(3, "link", q, CL)
            p.el(3, "gridcell", stack)
            p.el(3, "gridcell", image)
            p.el(3, "gridcell", created)
            p.el(3, "gridcell", ip)
            p.el(3, "gridcell", ports)
            p.el(3, "gridcell", "administrators")
        p.tx(1, "Items per page")
        p.el(1, "combobox", "Items per page", CL, V("10"), "hasPopup='listbox'", EXP(False))
        p.el(1, "link", "1", CL)
        p.el(1, "link", "2", CL)
        p.el(1, "link", "›", CL)

    def details(name: str, cid: str, status: str, start: str, ip: str, image: str, env: list[str], labels: list[str], port: str, vols: list[tuple[str, str]], net: tuple[str, str, str, str]) -> Any:
        def body(p: Page) -> None:
            p.el(1, "heading", "Actions")
            for b, off in (("Start", True), ("Stop", False), ("Kill", False), ("Restart", False), ("Pause", False), ("Resume", True), ("Remove", False)):
                p.el(1, "button", b, CL, *([DIS] if off else []), key=f"a:{b}")
            p.el(1, "button", "Recreate", CL)
            p.el(1, "button", "Duplicate/Edit", CL)
            p.el(1, "heading", "Container status")
            p.el(1, "table", "")
            for k, val in (("ID", cid), ("Name", name), ("IP address", ip), ("Status", status), ("Created", containers_by[name][4]), ("Start time", start)):
                p.el(2, "row", "")
                p.el(3, "gridcell", k)
                p.el(3, "gridcell", val)
            for q in ("Stats", "Logs", "Console", "Inspect", "Attach"):
                p.el(1, "link", q, CL, key=f"q:{q}")
            p.el(1, "heading", "Access control")
            p.tx(1, "Ownership", "administrators")
            p.el(1, "heading", "Create image")
            p.el(1, "textbox", "Image", CL, V(""))
            p.el(1, "button", "Create", CL, DIS)
            p.el(1, "heading", "Container details")
            p.el(1, "table", "")
            p.el(2, "row", "")
            p.el(3, "gridcell", "Image")
            p.el(3, "gridcell", image)
            p.el(2, "row", "")
            p.el(3, "gridcell", "Port configuration")
            p.el(3, "gridcell", port)
            p.el(2, "row", "")
            p.el(3, "gridcell", "ENV")
            p.el(3, "gridcell", "\n".join(env))
            p.el(2, "row", "")
            p.el(3, "gridcell", "Labels")
            p.el(3, "gridcell", "\n".join(labels))
            p.el(2, "row", "")
            p.el(3, "gridcell", "Restart policies")
            p.el(3, "combobox", "Restart policy", CL, V("Unless stopped"), "hasPopup='listbox'", EXP(False))
            p.el(3, "button", "Update", CL)
            p.el(1, "heading", "Volumes")
            table(p, 1, ["Host/volume", "Path in container"], [list(v) for v in vols], links=(0,))
            p.el(1, "heading", "Connected networks")
            table(p, 1, ["Network", "IP Address", "Gateway", "MAC Address", "Actions"], [[net[0], net[1], net[2], net[3], "Leave network"]], links=(0,))
            p.el(1, "combobox", "Join a network", CL, V("Select a network"), "hasPopup='listbox'", EXP(False))
            p.el(1, "button", "Join network", CL, DIS)
        return body

    containers_by = {c[0]: c for c in containers}
    genv = ["GF_SECURITY_ADMIN_USER=admin", "GF_SERVER_ROOT_URL=https://grafana.lab.internal", "GF_INSTALL_PLUGINS=grafana-piechart-panel", "PATH=/usr/share/grafana/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin", "GF_PATHS_DATA=/var/lib/grafana", "GF_PATHS_LOGS=/var/log/grafana", "GF_PATHS_PROVISIONING=/etc/grafana/provisioning"]
    glabels = ["com.docker.compose.project=monitoring", "com.docker.compose.service=grafana", "com.docker.compose.version=2.27.0", "com.docker.compose.config-hash=3b7d1c0e9f5a", "maintainer=Grafana Labs <hello@grafana.com>"]
    gimage = "grafana/grafana:10.4.2@sha256:7d5faae481a4c6f436c99e98af11534f7fd5e8d3e35213552dd1dd02bc393d2e"
    gnet = ("monitoring_default", "172.18.0.5", "172.18.0.1", "02:42:ac:12:00:05")
    gvols = [("monitoring_grafana-data", "/var/lib/grafana"), ("/opt/monitoring/grafana/provisioning", "/etc/grafana/provisioning")]

    def gdetails(status: str, start: str) -> Any:
        return details("grafana", gid, status, start, "172.18.0.5", gimage, genv, glabels, "0.0.0.0:3000 → 3000/tcp", gvols, gnet)

    glogs = [
        'logger=settings t=2024-06-05T11:02:45.611Z level=info msg="Starting Grafana" version=10.4.2 commit=701c851be7a branch=HEAD compiled=2024-04-10T13:01:26Z',
        'logger=sqlstore t=2024-06-05T11:02:45.702Z level=info msg="Connecting to DB" dbtype=sqlite3',
        'logger=migrator t=2024-06-05T11:02:45.918Z level=info msg="migrations completed" performed=0 skipped=557 duration=1.203ms',
        'logger=http.server t=2024-06-05T11:02:46.340Z level=info msg="HTTP Server Listen" address=[::]:3000 protocol=http subUrl= socket=',
        'logger=cleanup t=2024-06-11T13:52:46.338Z level=info msg="Completed cleanup jobs" duration=9.274ms',
        'logger=server t=2024-06-11T14:07:30.914Z level=info msg="Shutdown started" reason="System signal: terminated"',
        'logger=tracing t=2024-06-11T14:07:30.916Z level=info msg="Closing tracing"',
        'logger=settings t=2024-06-11T14:07:31.688Z level=info msg="Starting Grafana" version=10.4.2 commit=701c851be7a branch=HEAD compiled=2024-04-10T13:01:26Z',
        'logger=sqlstore t=2024-06-11T14:07:31.771Z level=info msg="Connecting to DB" dbtype=sqlite3',
        'logger=migrator t=2024-06-11T14:07:31.984Z level=info msg="migrations completed" performed=0 skipped=557 duration=1.118ms',
        'logger=plugin.store t=2024-06-11T14:07:32.402Z level=info msg="Plugins loaded" count=55 duration=318.447ms',
        'logger=http.server t=2024-06-11T14:07:32.455Z level=info msg="HTTP Server Listen" address=[::]:3000 protocol=http subUrl= socket=',
        'logger=context userId=1 orgId=1 uname=admin t=2024-06-11T14:07:49.120Z level=info msg="Request Completed" method=GET path=/api/live/ws status=-1 remote_addr=172.18.0.1 time_ms=2 duration=2.117ms size=0',
    ]

    def logs(p: Page) -> None:
        p.el(1, "heading", "Log viewer settings")
        p.el(1, "switch", "Auto-refresh logs", CL, CHK(True))
        p.el(1, "switch", "Wrap lines", CL, CHK(True))
        p.el(1, "switch", "Display timestamps", CL, CHK(False))
        p.el(1, "combobox", "Fetch", CL, V("All logs"), "hasPopup='listbox'", EXP(False))
        p.el(1, "spinbutton", "Lines", CL, V("100"))
        p.el(1, "textbox", "Search", CL, V(""))
        p.el(1, "button", "Download logs", CL)
        p.el(1, "button", "Copy", CL)
        p.el(1, "button", "Copy selected lines", CL, DIS)
        p.el(1, "button", "Unselect", CL, DIS)
        p.el(1, "heading", "Logs")
        p.el(1, "log", "")
        p.tx(2, *glogs)

    def inspect(p: Page) -> None:
        p.el(1, "heading", "Container inspect")
        p.el(1, "radio", "Tree", CL, CHK(False))
        p.el(1, "radio", "Text", CL, CHK(True))
        p.el(1, "button", "Copy", CL)
        lines = [
            "{",
            f'    "Id": "{gid_drift}",',
            '    "Created": "2024-06-05T11:02:44.318270513Z",',
            '    "Path": "/run.sh",',
            '    "Args": [],',
            '    "State": {',
            '        "Status": "running",',
            '        "Running": true,',
            '        "Paused": false,',
            '        "Restarting": false,',
            '        "OOMKilled": false,',
            '        "Dead": false,',
            '        "Pid": 2861047,',
            '        "ExitCode": 0,',
            '        "Error": "",',
            '        "StartedAt": "2024-06-11T14:07:31.520114902Z",',
            '        "FinishedAt": "2024-06-11T14:07:30.987602441Z"',
            '    },',
            '    "Image": "sha256:7a1f6c0d2e9b48b5a1c3e6f09d87b2a4c5e1f0d93b8a7c6e2f1d0b9a8c7e6f5d",',
            '    "ResolvConfPath": "/var/lib/docker/containers/' + gid_drift + '/resolv.conf",',
            '    "Name": "/grafana",',
            '    "RestartCount": 0,',
            '    "Driver": "overlay2",',
            '    "Platform": "linux",',
            '    "HostConfig": {',
            '        "NetworkMode": "monitoring_default",',
            '        "PortBindings": {',
            '            "3000/tcp": [ { "HostIp": "", "HostPort": "3000" } ]',
            '        },',
            '        "RestartPolicy": { "Name": "unless-stopped", "MaximumRetryCount": 0 },',
            '        "Binds": [ "/opt/monitoring/grafana/provisioning:/etc/grafana/provisioning:rw" ],',
            '        "Mounts": [ { "Type": "volume", "Source": "monitoring_grafana-data", "Target": "/var/lib/grafana" } ]',
            '    },',
            '    "Config": {',
            '        "Hostname": "' + gid_drift[:12] + '",',
            '        "User": "472",',
            '        "ExposedPorts": { "3000/tcp": {} },',
            '        "Image": "grafana/grafana:10.4.2",',
            '        "WorkingDir": "/usr/share/grafana",',
            '        "Entrypoint": [ "/run.sh" ]',
            '    },',
            '    "NetworkSettings": {',
            '        "Networks": {',
            '            "monitoring_default": {',
            '                "Gateway": "172.18.0.1",',
            '                "IPAddress": "172.18.0.5",',
            '                "IPPrefixLen": 16,',
            '                "MacAddress": "02:42:ac:12:00:05"',
            '            }',
            '        }',
            '    }',
            "}",
        ]
        p.el(1, "code", "")
        p.tx(2, *lines)

    st = shell("Home", f"{host}/#!/home", ["Environments"], home)
    turns = []
    p1 = shell("Dashboard", f"{host}/#!/2/docker/dashboard", ["Dashboard"], dashboard)
    turns.append((click(st["env:local"]), p1.obs()))
    p2 = shell("Container list", f"{host}/#!/2/docker/containers", ["Container list"], clist)
    turns.append((click(p1["nav:Containers"]), p2.obs()))
    curl = f"{host}/#!/2/docker/containers/{gid}"
    p3 = shell("Container details", curl, ["Containers", "grafana"], gdetails("Running for 6 days", "2024-06-05 11:02:45"))
    turns.append((click(p2["c:grafana"]), p3.obs()))
    p4 = shell("Container details", curl, ["Containers", "grafana"], gdetails("Running for 2 seconds", "2024-06-11 14:07:31"), toast="Container successfully restarted")
    turns.append((click(p3["a:Restart"]), p4.obs()))
    p5 = shell("Container logs", f"{curl}/logs", ["Containers", "grafana", "Logs"], logs)
    turns.append((click(p4["q:Logs"]), p5.obs()))
    p6 = shell("Container inspect", f"{curl}/inspect", ["Containers", "grafana", "Inspect"], inspect)
    turns.append((goto(f"{curl}/inspect"), p6.obs()))
    p7 = shell("Container list", f"{host}/#!/2/docker/containers", ["Container list"], clist)
    turns.append((click(p6["crumb:Containers"]), p7.obs()))
    penv = ["PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"]
    plab = ["com.docker.compose.project=monitoring", "com.docker.compose.service=prometheus", "com.docker.compose.version=2.27.0", "com.docker.compose.config-hash=91e2a7c4d0b8", "maintainer=The Prometheus Authors <prometheus-developers@googlegroups.com>"]
    p8 = shell("Container details", f"{host}/#!/2/docker/containers/{pid_}", ["Containers", "prometheus"],
               details("prometheus", pid_, "Running for 6 days", "2024-06-05 11:02:42", "172.18.0.3",
                       "prom/prometheus:v2.52.0@sha256:5724db0b7c9d2a3e5f6d1b8a0c4e9f7d3b2a1c0e8f6d4b2a9c7e5f3d1b0a8c6e", penv, plab,
                       "0.0.0.0:9090 → 9090/tcp", [("monitoring_prometheus-data", "/prometheus"), ("/opt/monitoring/prometheus/prometheus.yml", "/etc/prometheus/prometheus.yml")],
                       ("monitoring_default", "172.18.0.3", "172.18.0.1", "02:42:ac:12:00:03")))
    turns.append((click(p7["c:prometheus"]), p8.obs()))
    return dict(site="Portainer CE 2.19 (https://portainer.lab.internal:9443) as admin", state=st.obs(), turns=turns,
                bad=True, turn=6, kind="container ID drifted after an in-place restart (restart keeps the ID)")


# Kanboard, clean
def t04() -> Traj:
    host = "https://kanban.studioferro.it"
    cards: dict[str, list[tuple[str, str, str, str, str]]] = {
        "Backlog": [
            ("209", "Cookie banner: switch to Consent Mode v2", "Marco Bellini", "Legal", ""),
            ("211", "Add hreflang tags for EN/DE pages", "", "SEO", ""),
            ("212", "Compress hero videos to WebM", "Giulia Conti", "Performance", ""),
            ("216", "Footer legal links audit", "", "Legal", ""),
            ("218", "404 page illustration", "Giulia Conti", "Design", "07/05/2024"),
        ],
        "Ready": [
            ("205", "Blog listing pagination", "Marco Bellini", "Frontend", ""),
            ("214", "Newsletter signup double opt-in", "Lucia Ferro", "Frontend", "06/21/2024"),
            ("217", "Lazy-load images in the portfolio grid", "", "Performance", ""),
        ],
        "Work in progress": [
            ("201", "Migrate portfolio entries to the new CMS", "Lucia Ferro", "Content", "06/14/2024"),
            ("208", "Contact page map embed without third-party cookies", "Marco Bellini", "Legal", ""),
        ],
        "Done": [
            ("198", "New typography scale", "Giulia Conti", "Design", ""),
            ("199", "Staging environment on Hetzner", "Lucia Ferro", "Ops", ""),
            ("200", "Sitemap generator", "Marco Bellini", "SEO", ""),
            ("202", "Header navigation redesign", "Giulia Conti", "Design", ""),
            ("204", "Cookie-less analytics (Plausible)", "Lucia Ferro", "Ops", ""),
            ("206", "Image CDN rules", "Marco Bellini", "Performance", ""),
            ("207", "Team page copy", "Lucia Ferro", "Content", ""),
        ],
    }
    subtasks = {"201": "3/5", "208": "1/2", "214": "0/3"}
    comments = {"201": "4", "214": "2", "209": "1"}

    def chrome(p: Page) -> None:
        p.el(0, "banner", "")
        p.el(1, "link", "Kanboard", CL)
        p.el(1, "heading", "Website relaunch")
        p.el(1, "button", "Configure this project", CL, "hasPopup='menu'")
        p.el(1, "link", "Overview", CL)
        p.el(1, "link", "Board", CL)
        p.el(1, "link", "List", CL)
        p.el(1, "link", "Gantt", CL)
        p.el(1, "textbox", "Filter", CL, V("status:open"))
        p.el(1, "button", "Filters", CL, "hasPopup='menu'")
        p.el(1, "link", "Dashboard", CL)
        p.el(1, "button", "LF", CL, "hasPopup='menu'")

    def board(data: dict[str, list[tuple[str, str, str, str, str]]], menu: str = "") -> Page:
        p = Page("Website relaunch > Board", f"{host}/board/6", 40)
        chrome(p)
        p.el(0, "main", "")
        p.el(1, "table", "")
        p.el(2, "row", "")
        for col, items in data.items():
            p.el(3, "columnheader", "")
            p.el(4, "link", "+", CL, key=f"add:{col}")
            p.tx(4, col)
            if col == "Work in progress":
                p.tx(4, f"({len(items)}/3)")
            else:
                p.tx(4, f"({len(items)})")
        p.el(2, "row", "")
        p.tx(3, "Default swimlane")
        for items in data.values():
            p.el(3, "gridcell", "")
            for tid, title, who, cat, due in items:
                p.el(4, "article", "")
                p.el(5, "link", f"#{tid}", CL, "hasPopup='menu'", EXP(menu == tid), key=f"menu:{tid}")
                if menu == tid:
                    p.el(6, "menu", "")
                    for m in ("Edit the task", "Edit the description", "Add a sub-task", "Add internal link", "Add external link", "Add a comment", "Duplicate", "Move position", "Move to another project", "Send by email", "Close this task", "Remove"):
                        p.el(7, "menuitem", m, CL, key=f"mi:{m}")
                if who:
                    p.tx(5, who)
                p.el(5, "link", title, CL)
                if cat:
                    p.el(5, "link", cat, CL)
                if due:
                    p.tx(5, due)
                if tid in subtasks:
                    p.tx(5, subtasks[tid])
                if tid in comments:
                    p.tx(5, comments[tid])
        return p

    def newtask(title: str, assignee: str, due: str, focus: str) -> Page:
        p = board(cards)
        p.el(0, "dialog", "New task", "modal=True")
        p.el(1, "heading", "New task")
        p.el(1, "textbox", "Title", CL, REQ, V(title), *([FOC] if focus == "title" else []), key="title")
        p.el(1, "textbox", "Description", CL, "multiline=True", V(""))
        p.el(1, "link", "Write", CL)
        p.el(1, "link", "Preview", CL)
        p.el(1, "textbox", "Tags", CL, V(""))
        p.el(1, "combobox", "Assignee", CL, V(assignee), "hasPopup='listbox'", EXP(False), *([FOC] if focus == "assignee" else []), key="assignee")
        p.el(1, "link", "Me", CL)
        p.el(1, "combobox", "Category", CL, V("No category"), "hasPopup='listbox'", EXP(False))
        p.el(1, "combobox", "Swimlane", CL, V("Default swimlane"), "hasPopup='listbox'", EXP(False))
        p.el(1, "combobox", "Column", CL, V("Backlog"), "hasPopup='listbox'", EXP(False))
        p.el(1, "combobox", "Priority", CL, V("0"), "hasPopup='listbox'", EXP(False))
        p.el(1, "combobox", "Color", CL, V("Yellow"), "hasPopup='listbox'", EXP(False))
        p.el(1, "spinbutton", "Complexity", CL, V(""))
        p.el(1, "textbox", "Original estimate", CL, V(""))
        p.el(1, "textbox", "Time spent", CL, V(""))
        p.el(1, "textbox", "Start Date", CL, V(""))
        p.el(1, "textbox", "Due Date", CL, V(due), *([FOC] if focus == "due" else []), key="due")
        p.el(1, "checkbox", "Create another task", CL, CHK(False))
        p.el(1, "checkbox", "Duplicate to multiple projects", CL, CHK(False))
        p.el(1, "button", "Save", CL, key="save")
        p.tx(1, "or")
        p.el(1, "link", "cancel", CL)
        return p

    def movepos(column: str) -> Page:
        p = board(after_new)
        p.el(0, "dialog", "Move task #214 to another position on the board", "modal=True")
        p.el(1, "heading", "Move task #214 to another position on the board")
        p.el(1, "combobox", "Swimlane", CL, V("Default swimlane"), "hasPopup='listbox'", EXP(False))
        p.el(1, "combobox", "Column", CL, V(column), "hasPopup='listbox'", EXP(False), *([FOC] if column != "Ready" else []), key="col")
        n = len(after_new[column]) + (0 if column == "Ready" else 1)
        pos = "2" if column == "Ready" else str(n)
        p.el(1, "combobox", "Position", CL, V(pos), "hasPopup='listbox'", EXP(False))
        p.el(2, "listbox", "")
        for i in range(1, n + 1):
            p.el(3, "option", str(i), *([SELD] if str(i) == pos else []))
        p.el(1, "button", "Save", CL, key="save")
        p.tx(1, "or")
        p.el(1, "link", "cancel", CL)
        return p

    title = "Migrate contact form to hCaptcha"
    st = board(cards)
    turns = []
    p1 = newtask("", "Unassigned", "", "title")
    turns.append((click(st["add:Backlog"]), p1.obs()))
    p2 = newtask(title, "Unassigned", "", "title")
    turns.append((fill(p1["title"], title), p2.obs()))
    p3 = newtask(title, "Lucia Ferro", "", "assignee")
    turns.append((sel(p2["assignee"], "Lucia Ferro"), p3.obs()))
    p4 = newtask(title, "Lucia Ferro", "06/28/2024", "due")
    turns.append((fill(p3["due"], "06/28/2024"), p4.obs()))
    after_new = {k: list(v) for k, v in cards.items()}
    after_new["Backlog"].append(("219", title, "Lucia Ferro", "", "06/28/2024"))
    p5 = board(after_new)
    turns.append((click(p4["save"]), p5.obs()))
    p6 = board(after_new, menu="214")
    turns.append((click(p5["menu:214"]), p6.obs()))
    p7 = movepos("Ready")
    turns.append((click(p6["mi:Move position"]), p7.obs()))
    p8 = movepos("Work in progress")
    turns.append((sel(p7["col"], "Work in progress"), p8.obs()))
    final = {k: list(v) for k, v in after_new.items()}
    moved = [c for c in final["Ready"] if c[0] == "214"][0]
    final["Ready"] = [c for c in final["Ready"] if c[0] != "214"]
    final["Work in progress"].append(moved)
    p9 = board(final)
    turns.append((click(p8["save"]), p9.obs()))
    return dict(site="Kanboard (https://kanban.studioferro.it) as Lucia Ferro, project Website relaunch", state=st.obs(), turns=turns, bad=False)


# Uptime Kuma, clean
def t05() -> Traj:
    host = "https://status-admin.kestrel-ops.net"
    monitors = [
        ("Billing API", "100%", ["prod"]),
        ("Customer portal", "99.93%", ["prod"]),
        ("Grafana", "100%", ["internal"]),
        ("Mail (SMTP)", "", ["prod"]),
        ("MinIO S3", "100%", ["internal"]),
        ("MQTT broker", "99.98%", ["prod"]),
        ("Postgres primary", "100%", ["prod", "db"]),
        ("Public DNS", "100%", ["prod"]),
        ("Redis cache", "100%", ["prod"]),
        ("Staging API", "", ["staging"]),
        ("Status page", "100%", []),
        ("VPN gateway", "99.72%", ["internal"]),
        ("Wiki", "99.86%", ["internal"]),
    ]
    events = [
        ("Mail (SMTP)", "DOWN", "2024-06-12 09:41:07", "connect ETIMEDOUT 203.0.113.25:587"),
        ("VPN gateway", "UP", "2024-06-12 07:18:44", ""),
        ("VPN gateway", "DOWN", "2024-06-12 07:12:03", "Ping timeout after 10 seconds"),
        ("Wiki", "UP", "2024-06-11 23:04:51", "200 - OK"),
        ("Wiki", "DOWN", "2024-06-11 23:02:49", "Keyword not found in response [Wiki.js]"),
        ("Customer portal", "UP", "2024-06-11 16:40:12", "200 - OK"),
        ("Customer portal", "DOWN", "2024-06-11 16:39:10", "timeout of 48000ms exceeded"),
        ("MQTT broker", "UP", "2024-06-10 03:02:30", ""),
        ("MQTT broker", "DOWN", "2024-06-10 03:00:28", "connect ECONNREFUSED 10.40.0.12:8883"),
    ]

    def chrome(p: Page, mail: str, staging: str, active: str) -> None:
        p.el(0, "banner", "")
        p.el(1, "link", "Uptime Kuma", CL)
        p.el(1, "link", "Status Pages", CL)
        p.el(1, "link", "Dashboard", CL, key="dash")
        p.el(1, "button", "Profile menu", CL, "hasPopup='menu'")
        p.el(0, "navigation", "Monitor list")
        p.el(1, "link", "Add New Monitor", CL)
        p.el(1, "textbox", "Search...", CL, V(""))
        p.el(1, "button", "Select", CL)
        p.el(1, "list", "")
        for name, up, tags in monitors:
            val = mail if name == "Mail (SMTP)" else staging if name == "Staging API" else up
            p.el(2, "link", name, CL, *([SELD] if name == active else []), key=f"m:{name}")
            p.tx(3, val)
            for t in tags:
                p.tx(3, t)

    def dashboard(mail: str, staging: str, up: int, pause: int, evs: list[tuple[str, str, str, str]]) -> Page:
        p = Page("Uptime Kuma", f"{host}/dashboard", 10)
        chrome(p, mail, staging, "")
        p.el(0, "main", "")
        p.el(1, "heading", "Quick Stats")
        for k, n in (("Up", up), ("Down", 1), ("Maintenance", 0), ("Unknown", 0), ("Pause", pause)):
            p.tx(1, k, str(n))
        table(p, 1, ["Name", "Status", "DateTime", "Message"], [list(e) for e in evs], links=(0,))
        p.el(1, "navigation", "Pagination")
        p.el(2, "button", "‹", CL, DIS)
        p.el(2, "button", "1", CL, "pressed=True")
        p.el(2, "button", "2", CL)
        p.el(2, "button", "›", CL)
        return p

    def detail(name: str, target: str, status: str, paused: bool, stats: list[tuple[str, str, str]], evs: list[tuple[str, str, str]], mail: str, staging: str, toast: str = "", url_id: int = 0) -> Page:
        p = Page(f"{name} - Uptime Kuma", f"{host}/dashboard/{url_id}", 10)
        chrome(p, mail, staging, name)
        if toast:
            p.el(0, "alert", "")
            p.tx(1, toast)
            p.el(1, "button", "Close", CL)
        p.el(0, "main", "")
        p.el(1, "heading", name)
        p.el(1, "link", target, CL)
        p.el(1, "button", "Resume" if paused else "Pause", CL, key="pause")
        p.el(1, "link", "Edit", CL, key="edit")
        p.el(1, "link", "Clone", CL)
        p.el(1, "button", "Delete", CL)
        p.tx(1, status)
        p.tx(1, "Check every 60 seconds")
        for label, sub, val in stats:
            p.el(1, "heading", label)
            p.tx(1, sub, val)
        p.el(1, "combobox", "Chart period", CL, V("Recent"), "hasPopup='listbox'", EXP(False))
        table(p, 1, ["Status", "DateTime", "Message"], [list(e) for e in evs])
        return p

    def stats_mail(u24: str, u30: str) -> list[tuple[str, str, str]]:
        return [("Response", "(Current)", "N/A"), ("Avg. Response", "(24-hour)", "41 ms"), ("Uptime", "(24-hour)", u24), ("Uptime", "(30-day)", u30)]

    mail_evs = [("DOWN", "2024-06-12 09:41:07", "connect ETIMEDOUT 203.0.113.25:587"), ("UP", "2024-05-29 02:14:55", ""), ("DOWN", "2024-05-29 02:11:52", "connect ECONNREFUSED 203.0.113.25:587")]
    st = dashboard("98.58%", "N/A", 11, 1, events)
    turns = []
    p1 = detail("Mail (SMTP)", "smtp.kestrel-ops.net:587", "Down", False, stats_mail("98.57%", "99.95%"), mail_evs, "98.57%", "N/A", url_id=7)
    turns.append((click(st["m:Mail (SMTP)"]), p1.obs()))
    stg_url = "https://staging-api.kestrel-ops.net/healthz"
    p2 = detail("Staging API", stg_url, "Paused", True,
                [("Response", "(Current)", "N/A"), ("Avg. Response", "(24-hour)", "N/A"), ("Uptime", "(24-hour)", "N/A"), ("Uptime", "(30-day)", "99.81%"), ("Cert Exp.", "(2024-08-27)", "76 days")],
                [("UP", "2024-05-21 14:30:02", "200 - OK"), ("DOWN", "2024-05-21 14:26:59", "Request failed with status code 502")], "98.53%", "N/A", url_id=12)
    turns.append((click(p1["m:Staging API"]), p2.obs()))
    p3 = detail("Staging API", stg_url, "Up", False,
                [("Response", "(Current)", "143 ms"), ("Avg. Response", "(24-hour)", "143 ms"), ("Uptime", "(24-hour)", "100%"), ("Uptime", "(30-day)", "99.81%"), ("Cert Exp.", "(2024-08-27)", "76 days")],
                [("UP", "2024-06-12 10:03:14", "200 - OK"), ("UP", "2024-05-21 14:30:02", "200 - OK"), ("DOWN", "2024-05-21 14:26:59", "Request failed with status code 502")], "98.46%", "100%",
                toast="Resumed Successfully.", url_id=12)
    turns.append((click(p2["pause"]), p3.obs()))
    p4 = dashboard("98.43%", "100%", 12, 0, [("Staging API", "UP", "2024-06-12 10:03:14", "200 - OK")] + events)
    turns.append((click(p3["dash"]), p4.obs()))
    p5 = detail("Mail (SMTP)", "smtp.kestrel-ops.net:587", "Down", False, stats_mail("98.38%", "99.94%"), mail_evs, "98.38%", "100%", url_id=7)
    turns.append((click(p4["m:Mail (SMTP)"]), p5.obs()))
    p6 = Page("Edit - Uptime Kuma", f"{host}/edit/7", 10)
    chrome(p6, "98.33%", "100%", "Mail (SMTP)")
    p6.el(0, "main", "")
    p6.el(1, "heading", "Edit")
    p6.el(1, "heading", "General")
    p6.el(1, "combobox", "Monitor Type", CL, V("TCP Port"), "hasPopup='listbox'", EXP(False))
    p6.el(1, "textbox", "Friendly Name", CL, V("Mail (SMTP)"))
    p6.el(1, "textbox", "Hostname", CL, V("smtp.kestrel-ops.net"))
    p6.el(1, "spinbutton", "Port", CL, V("587"))
    p6.el(1, "spinbutton", "Heartbeat Interval (Check every 60 seconds)", CL, V("60"))
    p6.el(1, "spinbutton", "Retries", CL, V("3"))
    p6.el(1, "spinbutton", "Heartbeat Retry Interval (Retry every 60 seconds)", CL, V("60"))
    p6.el(1, "spinbutton", "Resend Notification if Down X times consecutively", CL, V("0"))
    p6.el(1, "heading", "Advanced")
    p6.el(1, "checkbox", "Upside Down Mode", CL, CHK(False))
    p6.el(1, "combobox", "Monitor Group", CL, V("None"), "hasPopup='listbox'", EXP(False))
    p6.el(1, "textbox", "Description", CL, V("Outbound relay used by the billing mails"))
    p6.el(1, "heading", "Tags")
    p6.tx(1, "prod")
    p6.el(1, "button", "Add", CL)
    p6.el(1, "heading", "Notifications")
    p6.el(1, "checkbox", "Telegram ops-alerts", CL, CHK(True))
    p6.el(1, "checkbox", "Email oncall@kestrel-ops.net", CL, CHK(False))
    p6.el(1, "link", "Setup Notification", CL)
    p6.el(1, "heading", "Proxy")
    p6.tx(1, "Not available, please setup.")
    p6.el(1, "button", "Save", CL)
    turns.append((click(p5["edit"]), p6.obs()))
    return dict(site="Uptime Kuma 1.23 (https://status-admin.kestrel-ops.net) as admin", state=st.obs(), turns=turns, bad=False)


# Snipe-IT, bad
def t06() -> Traj:
    host = "https://assets.halvorsen-eng.no"
    serial = "C02FK4R8Q6L4"
    model = "MacBook Pro 14-inch (2023)"

    def chrome(p: Page, lookup: str = "", lfocus: bool = False) -> None:
        p.el(0, "banner", "")
        p.el(1, "link", "Halvorsen Engineering", CL)
        for s in ("Assets", "Licenses", "Accessories", "Consumables", "Components"):
            p.el(1, "link", s, CL)
        p.el(1, "textbox", "Lookup by Asset Tag", CL, V(lookup), *([FOC] if lfocus else []), key="lookup")
        p.el(1, "button", "Search", CL)
        p.el(1, "button", "Create New", CL, "hasPopup='menu'")
        p.el(1, "link", "3 items due for checkin", CL)
        p.el(1, "button", "Lars Myhre", CL, "hasPopup='menu'")
        p.el(0, "navigation", "")
        for s in ("Dashboard", "Assets", "Licenses", "Accessories", "Consumables", "Components", "Predefined Kits", "People", "Import", "Settings", "Reports", "Requestable"):
            p.el(1, "link", s, CL)

    def dashboard(lookup: str = "", lfocus: bool = False) -> Page:
        p = Page("Dashboard :: Halvorsen Engineering", f"{host}/", 30)
        chrome(p, lookup, lfocus)
        p.el(0, "main", "")
        p.el(1, "heading", "Dashboard")
        for n, what in (("1,126", "assets"), ("341", "licenses"), ("212", "accessories"), ("98", "consumables"), ("64", "components"), ("487", "people")):
            p.el(1, "link", f"{n} {what} View All", CL)
        p.el(1, "heading", "Recent Activity")
        table(p, 1, ["Date", "Admin", "Action", "Item", "Target"], [
            ["2024-06-12 12:58:31", "Lars Myhre", "checkin from", "(HE-MON-1120) - Dell U2723QE", "Sofie Berg"],
            ["2024-06-12 11:40:02", "Lars Myhre", "update", "(HE-LT-0397) - ThinkPad T14s Gen 4", ""],
            ["2024-06-12 10:17:45", "Kari Nygaard", "checkout", "Microsoft 365 E3", "Henrik Vik"],
            ["2024-06-12 09:05:13", "Kari Nygaard", "checkout", "(HE-PH-0962) - iPhone 15", "Henrik Vik"],
            ["2024-06-11 16:22:59", "Lars Myhre", "audit", "(HE-SRV-0031) - PowerEdge R650", "Oslo HQ – Server room"],
            ["2024-06-11 15:01:37", "Lars Myhre", "checkin from", "(HE-LT-0288) - MacBook Pro 14-inch (2021)", "Ingrid Solberg"],
        ], links=(3, 4))
        p.el(1, "heading", "Assets by Status")
        p.tx(1, "Deployed 812", "Ready to Deploy 204", "Pending 37", "Out for Repair 19", "Broken - Not Fixable 22", "Archived 32")
        return p

    def asset(status: str, to: str, ser: str, updated: str, checkouts: str, location: str, alert: str = "", tab: str = "Details") -> Page:
        p = Page("Asset Tag HE-LT-0412 :: Halvorsen Engineering", f"{host}/hardware/2187", 30)
        chrome(p)
        if alert:
            p.el(0, "alert", "")
            p.tx(1, "Success:", alert)
            p.el(1, "button", "×", CL)
        p.el(0, "main", "")
        p.el(1, "heading", "View Asset HE-LT-0412")
        if to:
            p.el(1, "link", "Checkin", CL)
        else:
            p.el(1, "link", "Checkout", CL, key="checkout")
        for b in ("Edit Asset", "Clone Asset", "Audit", "Delete"):
            p.el(1, "link", b, CL)
        p.el(1, "tablist", "")
        for t in ("Details", "Software 0", "Components 0", "Assets 0", "Maintenances 1", "History", "Files 0", "Uploads"):
            p.el(2, "tab", t, CL, f"selected={t == tab}", key=f"tab:{t}")
        p.el(1, "tabpanel", tab)
        if tab == "Details":
            rows = [
                ("Status", status), ("Company", "Halvorsen Engineering AS"), ("Asset Tag", "HE-LT-0412"), ("Serial", ser),
                ("Manufacturer", "Apple"), ("Category", "Laptops"), ("Model", model), ("Model No.", "MPHE3"),
                ("Purchase Date", "2023-03-14"), ("Purchase Cost", "NOK 27,490.00"), ("Order Number", "PO-23-0187"),
                ("Supplier", "Komplett Bedrift AS"), ("Warranty", "36 months"), ("Warranty Expires", "2026-03-14"),
                ("Depreciation", "Laptops 3 yr (36 months)"), ("Fully Depreciated", "2026-03-14 (1 year 9 months)"), ("Current Value", "NOK 16,035.83"),
                ("Location", location), ("Default Location", "Oslo HQ – IT storage"), ("Requestable", "No"),
                ("Notes", "16 GB / 512 GB, Space Grey. AppleCare+ ABC7QK22X1."), ("Created At", "2023-03-20 10:14:02"),
                ("Updated At", updated), ("Last Audit", "2024-01-15"), ("Next Audit Date", "2025-01-15"),
                ("Checkouts", checkouts), ("Checkins", "2"), ("Requests", "0"),
            ]
            if to:
                rows.insert(1, ("Checked Out To", to))
            p.el(2, "table", "")
            for k, val in rows:
                p.el(3, "row", "")
                p.el(4, "gridcell", k)
                if k in ("Checked Out To", "Manufacturer", "Category", "Model", "Supplier", "Location", "Default Location"):
                    p.el(4, "link", val, CL, key=f"link:{k}")
                else:
                    p.el(4, "gridcell", val)
            p.el(2, "img", "QR code for HE-LT-0412")
        else:
            p.el(2, "button", "Export", CL)
            p.el(2, "textbox", "Search", CL, V(""))
            table(p, 2, ["Date", "Admin", "Action", "Item", "Target", "Notes", "Changed"], [
                ["2024-06-12 13:22:05", "Lars Myhre", "checkout", f"(HE-LT-0412) - {model}", "Ingrid Solberg", "Replacement for HE-LT-0288 (battery swelling)", ""],
                ["2024-05-30 15:41:17", "Lars Myhre", "checkin from", f"(HE-LT-0412) - {model}", "Eirik Dahl", "Returned on last working day", "Location: Oslo HQ – 4th floor → Oslo HQ – IT storage"],
                ["2024-01-15 11:08:40", "Kari Nygaard", "audit", f"(HE-LT-0412) - {model}", "Oslo HQ – 4th floor", "", ""],
                ["2023-11-02 09:03:48", "Lars Myhre", "checkout", f"(HE-LT-0412) - {model}", "Eirik Dahl", "", ""],
                ["2023-10-27 14:55:21", "Lars Myhre", "checkin from", f"(HE-LT-0412) - {model}", "Jonas Strand", "Swapped to larger model", ""],
                ["2023-03-22 08:31:09", "Lars Myhre", "checkout", f"(HE-LT-0412) - {model}", "Jonas Strand", "", ""],
                ["2023-03-20 10:14:02", "Lars Myhre", "create new", f"(HE-LT-0412) - {model}", "", "", ""],
            ], links=(4,), key="h:")
            p.tx(2, "Showing 1 to 7 of 7 rows")
        return p

    users_all = ["Aasen, Kristoffer (kaasen) - #0412", "Andersen, Mia (mandersen) - #1203", "Bakke, Ole (obakke) - #0188", "Berg, Sofie (sberg) - #0931", "Dahl, Eirik (edahl) - #0655", "Eriksen, Nora (neriksen) - #1172"]
    users_q = ["Solberg, Ingrid (isolberg) - #1187", "Solberg, Petter (psolberg) - #0764"]

    def checkout(user: str, options: list[str] | None, q: str, notes: str, focus: str) -> Page:
        p = Page("Checkout Asset :: Halvorsen Engineering", f"{host}/hardware/2187/checkout", 30)
        chrome(p)
        p.el(0, "main", "")
        p.el(1, "heading", "Checkout Asset")
        p.tx(1, "Asset Tag", "HE-LT-0412", "Model", model)
        p.el(1, "textbox", "Asset Name", CL, V("HE-LT-0412"))
        p.el(1, "combobox", "Status", CL, V("Ready to Deploy"), "hasPopup='listbox'", EXP(False))
        p.tx(1, "Checkout to")
        p.el(1, "radio", "User", CL, CHK(True))
        p.el(1, "radio", "Asset", CL, CHK(False))
        p.el(1, "radio", "Location", CL, CHK(False))
        p.el(1, "combobox", "Select a User", CL, V(user), "hasPopup='listbox'", EXP(options is not None), key="user")
        if options is not None:
            p.el(2, "textbox", "", CL, V(q), FOC, key="q")
            p.el(2, "listbox", "")
            for o in options:
                p.el(3, "option", o, CL, key=f"o:{o}")
            if not q:
                p.tx(3, "Loading more results…")
        p.el(1, "link", "New", CL)
        p.el(1, "textbox", "Checkout Date", CL, V("2024-06-12"))
        p.el(1, "textbox", "Expected Checkin Date", CL, V(""))
        p.el(1, "textbox", "Notes", CL, "multiline=True", V(notes), *([FOC] if focus == "notes" else []), key="notes")
        p.el(1, "link", "Cancel", CL)
        p.el(1, "button", "Checkout", CL, key="go")
        return p

    notes = "Replacement for HE-LT-0288 (battery swelling)"
    st = dashboard()
    turns = []
    p1 = dashboard("HE-LT-0412", True)
    turns.append((fill(st["lookup"], "HE-LT-0412"), p1.obs()))
    p2 = asset("Ready to Deploy", "", serial, "2024-05-30 15:41:17", "2", "Oslo HQ – IT storage")
    turns.append((press("Enter"), p2.obs()))
    p3 = checkout("Select a User", None, "", "", "")
    turns.append((click(p2["checkout"]), p3.obs()))
    p4 = checkout("Select a User", users_all, "", "", "q")
    turns.append((click(p3["user"]), p4.obs()))
    p5 = checkout("Select a User", users_q, "Solberg", "", "q")
    turns.append((fill(p4["q"], "Solberg"), p5.obs()))
    p6 = checkout(users_q[0], None, "", "", "")
    turns.append((click(p5[f"o:{users_q[0]}"]), p6.obs()))
    p7 = checkout(users_q[0], None, "", notes, "notes")
    turns.append((fill(p6["notes"], notes), p7.obs()))
    p8 = asset("Deployed", "Ingrid Solberg", serial.replace("R8Q6", "RBQ6"), "2024-06-12 13:22:05", "3", "Oslo HQ – Engineering (3F)", alert="Asset checked out successfully.")
    turns.append((click(p7["go"]), p8.obs()))
    p9 = asset("Deployed", "Ingrid Solberg", serial, "2024-06-12 13:22:05", "3", "Oslo HQ – Engineering (3F)", alert="Asset checked out successfully.", tab="History")
    turns.append((click(p8["tab:History"]), p9.obs()))
    p10 = Page("Ingrid Solberg :: Halvorsen Engineering", f"{host}/users/1187", 30)
    chrome(p10)
    p10.el(0, "main", "")
    p10.el(1, "heading", "View User Ingrid Solberg")
    p10.el(1, "tablist", "")
    for t in ("Info", "Assets 2", "Licenses 3", "Accessories 1", "Consumables 0", "Files 0", "History", "Managed Users 0"):
        p10.el(2, "tab", t, CL, f"selected={t == 'Info'}")
    p10.el(1, "tabpanel", "Info")
    for k, val in (("Name", "Ingrid Solberg"), ("Username", "isolberg"), ("Employee No.", "1187"), ("Title", "Senior Structural Engineer"),
                   ("Company", "Halvorsen Engineering AS"), ("Department", "Engineering – Structures"), ("Manager", "Tor Haugen"),
                   ("Location", "Oslo HQ – Engineering (3F)"), ("Email", "ingrid.solberg@halvorsen-eng.no"), ("Phone", "+47 22 41 87 19"),
                   ("Start Date", "2019-08-12"), ("Login Enabled", "Yes"), ("Activated", "Yes"), ("Two-factor", "Enrolled"),
                   ("Last Login", "2024-06-10 08:44:13"), ("Created At", "2019-08-05 13:02:57")):
        p10.tx(2, k, val)
    p10.el(1, "link", "Edit User", CL)
    p10.el(1, "link", "Clone User", CL)
    p10.el(1, "link", "Print All Assigned", CL)
    p10.el(1, "link", "Email List of All Assigned", CL)
    p10.el(1, "link", "Checkin all / Delete User", CL)
    turns.append((click(p9["h:Ingrid Solberg"]), p10.obs()))
    return dict(site="Snipe-IT 6.4 (https://assets.halvorsen-eng.no) as the IT admin Lars Myhre", state=st.obs(), turns=turns,
                bad=True, turn=8, kind="asset serial number drifted on the asset page after checkout")


# Paperless-ngx, clean
def t07() -> Traj:
    host = "https://paperless.koch-home.de"
    corrs = [("Allianz Versicherung", 14), ("Amazon EU", 212), ("Deutsche Telekom", 48), ("Finanzamt München", 9), ("IKEA", 17),
             ("Sparkasse München", 96), ("Stadtwerke München", 37), ("Stiftung Warentest", 6), ("Techniker Krankenkasse", 23), ("Vodafone", 41)]
    tags = ["bank", "car", "energy", "household", "inbox", "insurance", "paid", "tax-2022", "tax-2023", "telecom", "utilities"]
    alldocs = [
        ("1291", "Deutsche Telekom", "Mobilfunkrechnung Juni 2024", "telecom", "Invoice", "2024-06-10", "2024-06-11"),
        ("1290", "Amazon EU", "Bestellung 302-8847112-5520341", "household", "Invoice", "2024-06-08", "2024-06-08"),
        ("1289", "Techniker Krankenkasse", "Beitragsbescheinigung 2023", "insurance, tax-2023", "Letter", "2024-06-05", "2024-06-06"),
        ("1288", "Stadtwerke München", "Abschlagsrechnung Strom/Gas Juni 2024", "utilities", "Invoice", "2024-06-01", "2024-06-03"),
        ("1284", "Sparkasse München", "Kontoauszug Mai 2024", "bank", "Statement", "2024-05-31", "2024-06-02"),
        ("1287", "Finanzamt München", "Einkommensteuerbescheid 2022", "tax-2022", "Letter", "2024-05-29", "2024-06-01"),
        ("1286", "Allianz Versicherung", "Kfz-Versicherung Beitragsrechnung 2024/25", "insurance, car", "Invoice", "2024-05-27", "2024-05-28"),
        ("1285", "IKEA", "Rechnung Küchenplanung 0044-7781", "household", "Invoice", "2024-05-21", "2024-05-22"),
        ("1283", "Vodafone", "Kabel Internet Rechnung Mai 2024", "telecom", "Invoice", "2024-05-15", "2024-05-16"),
        ("1282", "Stadtwerke München", "Abschlagsrechnung Strom/Gas Mai 2024", "utilities", "Invoice", "2024-05-02", "2024-05-04"),
    ]
    swm = [
        ("1288", "Abschlagsrechnung Strom/Gas Juni 2024", "utilities", "Invoice", "2024-06-01", "2024-06-03"),
        ("1282", "Abschlagsrechnung Strom/Gas Mai 2024", "utilities", "Invoice", "2024-05-02", "2024-05-04"),
        ("1271", "Abschlagsrechnung Strom/Gas April 2024", "paid, utilities", "Invoice", "2024-04-02", "2024-04-03"),
        ("1263", "Zählerstand Ablesekarte 2024", "utilities", "Letter", "2024-03-11", "2024-03-12"),
        ("1254", "Abschlagsrechnung Strom/Gas März 2024", "paid, utilities", "Invoice", "2024-03-01", "2024-03-02"),
        ("1247", "Jahresabrechnung 2023 Strom/Gas", "tax-2023, utilities", "Invoice", "2024-02-14", "2024-02-15"),
        ("1243", "Abschlagsrechnung Strom/Gas Februar 2024", "paid, utilities", "Invoice", "2024-02-01", "2024-02-02"),
        ("1236", "Abschlagsrechnung Strom/Gas Januar 2024", "paid, utilities", "Invoice", "2024-01-03", "2024-01-05"),
        ("1229", "Abschlagsrechnung Strom/Gas Dezember 2023", "paid, utilities", "Invoice", "2023-12-01", "2023-12-02"),
        ("1221", "Preisanpassung zum 01.01.2024", "utilities", "Letter", "2023-11-20", "2023-11-22"),
    ]

    def chrome(p: Page, toast: str = "") -> None:
        p.el(0, "banner", "")
        p.el(1, "link", "Paperless-ngx", CL)
        p.el(1, "textbox", "Search documents", CL, V(""))
        p.el(1, "button", "mkoch", CL, "hasPopup='menu'")
        p.el(0, "navigation", "")
        for s in ("Dashboard", "Documents"):
            p.el(1, "link", s, CL, key=f"nav:{s}")
        p.tx(1, "Saved views")
        for s in ("Inbox", "Tax 2023"):
            p.el(1, "link", s, CL)
        p.tx(1, "Manage")
        for s in ("Correspondents", "Tags", "Document Types", "Storage Paths", "Custom Fields", "Workflows", "Mail"):
            p.el(1, "link", s, CL, key=f"nav:{s}")
        p.tx(1, "Administration")
        for s in ("Settings", "Users & Groups", "File Tasks", "Logs"):
            p.el(1, "link", s, CL)
        p.tx(1, "Paperless-ngx v2.9.0")
        if toast:
            p.el(0, "status", "")
            p.tx(1, toast)
            p.el(1, "button", "Close", CL)

    def doclist(filtered: bool, dropdown: str = "", selected: bool = False, select_menu: bool = False, tagged: str = "", confirm: bool = False, applied: bool = False) -> Page:
        url = f"{host}/documents?sort=created&reverse=1" + ("&correspondent__id__in=7" if filtered else "")
        p = Page("Documents - Paperless-ngx", url, 60)
        chrome(p)
        p.el(0, "main", "")
        p.el(1, "heading", "Documents")
        p.el(1, "button", "Select", CL, "hasPopup='menu'", EXP(select_menu), key="selmenu")
        if select_menu:
            p.el(2, "menu", "")
            for m in ("Select none", "Select page", "Select all"):
                p.el(3, "menuitem", m, CL, key=f"sm:{m}")
        p.el(1, "radio", "Table", CL, CHK(True))
        p.el(1, "radio", "Small cards", CL, CHK(False))
        p.el(1, "radio", "Large cards", CL, CHK(False))
        p.el(1, "button", "Sort: Created", CL, "hasPopup='menu'")
        p.el(1, "button", "Views", CL, "hasPopup='menu'")
        if not selected:
            p.el(1, "textbox", "Title & content", CL, V(""))
            for f in ("Tags", "Correspondent", "Document type", "Storage path", "Custom fields"):
                p.el(1, "button", f, CL, "hasPopup='menu'", EXP(dropdown == f), key=f"f:{f}")
                if dropdown == f == "Correspondent":
                    p.el(2, "textbox", "Filter correspondents", CL, V(""), FOC)
                    p.el(2, "button", "Not assigned", CL)
                    for c, n in corrs:
                        p.el(2, "button", f"{c} {n}", CL, key=f"c:{c}")
            for f in ("Created", "Added", "Permissions"):
                p.el(1, "button", f, CL, "hasPopup='menu'", EXP(False))
            if filtered:
                p.el(1, "button", "Reset filters", CL)
        else:
            p.tx(1, "Bulk edit:")
            for f in ("Tags", "Correspondent", "Document type", "Storage path", "Custom fields", "Permissions"):
                p.el(1, "button", f, CL, "hasPopup='menu'", EXP(dropdown == f), key=f"b:{f}")
                if dropdown == f == "Tags":
                    p.el(2, "textbox", "Filter tags", CL, V(""), FOC)
                    for t in tags:
                        if t == "utilities":
                            state = "checked='true'"
                        elif t in ("paid", "tax-2023"):
                            state = "checked='mixed'"
                        elif t == tagged:
                            state = "checked='true'"
                        else:
                            state = "checked='false'"
                        p.el(2, "menuitemcheckbox", t, CL, state, key=f"t:{t}")
                    if tagged:
                        p.el(2, "button", "Apply", CL, key="apply")
            p.el(1, "button", "Actions", CL, "hasPopup='menu'")
            p.el(1, "button", "Delete", CL)
        if selected:
            p.tx(1, "Selected 37 of 37 documents")
            p.el(1, "button", "Cancel", CL)
        else:
            p.tx(1, "37 documents" if filtered else "1,284 documents")
        p.el(1, "table", "")
        p.el(2, "row", "")
        p.el(3, "checkbox", "Select page", CL, CHK(selected))
        for h in ("ASN", "Correspondent", "Title", "Tags", "Document type", "Created", "Added", "Notes"):
            p.el(3, "columnheader", h, CL)
        rows = [(a, "Stadtwerke München", t, g, d, c, ad) for a, t, g, d, c, ad in swm] if filtered else alldocs
        for asn, corr, title, tg, dtype, created, added in rows:
            if applied:
                tg = ", ".join(sorted(set(tg.split(", ")) | {"energy"}))
            p.el(2, "row", "")
            p.el(3, "checkbox", f"Select document {asn}", CL, CHK(selected))
            p.el(3, "gridcell", f"#{asn}")
            p.el(3, "link", corr, CL)
            p.el(3, "link", title, CL)
            p.el(3, "gridcell", tg)
            p.el(3, "gridcell", dtype)
            p.el(3, "gridcell", created)
            p.el(3, "gridcell", added)
            p.el(3, "gridcell", "")
        p.el(1, "navigation", "Pagination")
        p.el(2, "link", "«", CL, DIS)
        pages = ["1", "2", "3", "4"] if filtered else ["1", "2", "3", "4", "5", "…", "129"]
        for n in pages:
            p.el(2, "link", n, CL, *(["current=page"] if n == "1" else []))
        p.el(2, "link", "»", CL)
        if confirm:
            p.el(0, "dialog", "Confirm tags assignment", "modal=True")
            p.el(1, "heading", "Confirm tags assignment")
            p.tx(1, 'This operation will add the tag "energy" to 37 selected document(s).')
            p.el(1, "button", "Cancel", CL)
            p.el(1, "button", "Confirm", CL, key="confirm")
        return p

    def corrpage(names: list[tuple[str, int, str]], edit: str | None = None, toast: str = "") -> Page:
        p = Page("Correspondents - Paperless-ngx", f"{host}/correspondents", 60)
        chrome(p, toast)
        p.el(0, "main", "")
        p.el(1, "heading", "Correspondents")
        p.el(1, "button", "Create", CL)
        p.el(1, "textbox", "Filter by name", CL, V(""))
        p.el(1, "table", "")
        p.el(2, "row", "")
        p.el(3, "checkbox", "Select all", CL, CHK(False))
        for h in ("Name", "Matching", "Document count", "Actions"):
            p.el(3, "columnheader", h, CL)
        for name, n, match in names:
            p.el(2, "row", "")
            p.el(3, "checkbox", f"Select {name}", CL, CHK(False))
            p.el(3, "gridcell", name)
            p.el(3, "gridcell", match)
            p.el(3, "gridcell", str(n))
            p.el(3, "button", "Documents", CL)
            p.el(3, "button", "Edit", CL, key=f"e:{name}")
            p.el(3, "button", "Delete", CL)
        p.tx(1, f"{len(names)} total correspondents")
        if edit is not None:
            p.el(0, "dialog", "Edit correspondent", "modal=True")
            p.el(1, "heading", "Edit correspondent")
            p.el(1, "textbox", "Name", CL, V(edit), FOC, key="name")
            p.el(1, "combobox", "Matching algorithm", CL, V("Any: Document contains any of these words (space separated)"), "hasPopup='listbox'", EXP(False))
            p.el(1, "textbox", "Matching pattern", CL, V("Stadtwerke SWM"))
            p.el(1, "checkbox", "Case insensitive", CL, CHK(True))
            p.el(1, "heading", "Permissions")
            p.el(1, "combobox", "Owner", CL, V("mkoch"), "hasPopup='listbox'", EXP(False))
            p.el(1, "combobox", "View: Users", CL, V("jkoch"), "hasPopup='listbox'", EXP(False))
            p.el(1, "combobox", "Edit: Users", CL, V(""), "hasPopup='listbox'", EXP(False))
            p.el(1, "button", "Cancel", CL)
            p.el(1, "button", "Save", CL, key="save")
        return p

    matching = {"Allianz Versicherung": "Any: Allianz", "Amazon EU": "Auto", "Deutsche Telekom": "Any: Telekom", "Finanzamt München": "Exact: Finanzamt München",
                "IKEA": "Any: IKEA", "Sparkasse München": "Auto", "Stadtwerke München": "Any: Stadtwerke SWM", "Stiftung Warentest": "None",
                "Techniker Krankenkasse": "Any: Techniker TK", "Vodafone": "Any: Vodafone"}
    before = [(c, n, matching[c]) for c, n in corrs]
    newname = "SWM Versorgungs GmbH"
    after = sorted([(newname if c == "Stadtwerke München" else c, n, m) for c, n, m in before], key=lambda r: r[0].lower())
    st = doclist(False)
    turns = []
    p1 = doclist(False, dropdown="Correspondent")
    turns.append((click(st["f:Correspondent"]), p1.obs()))
    p2 = doclist(True)
    turns.append((click(p1["c:Stadtwerke München"]), p2.obs()))
    p3 = doclist(True, select_menu=True)
    turns.append((click(p2["selmenu"]), p3.obs()))
    p4 = doclist(True, selected=True)
    turns.append((click(p3["sm:Select all"]), p4.obs()))
    p5 = doclist(True, selected=True, dropdown="Tags")
    turns.append((click(p4["b:Tags"]), p5.obs()))
    p6 = doclist(True, selected=True, dropdown="Tags", tagged="energy")
    turns.append((click(p5["t:energy"]), p6.obs()))
    p7 = doclist(True, selected=True, confirm=True)
    turns.append((click(p6["apply"]), p7.obs()))
    p8 = doclist(True, applied=True)
    turns.append((click(p7["confirm"]), p8.obs()))
    p9 = corrpage(before)
    turns.append((click(p8["nav:Correspondents"]), p9.obs()))
    p10 = corrpage(before, edit="Stadtwerke München")
    turns.append((click(p9["e:Stadtwerke München"]), p10.obs()))
    p11 = corrpage(before, edit=newname)
    turns.append((fill(p10["name"], newname), p11.obs()))
    p12 = corrpage(after, toast=f'Saved correspondent "{newname}".')
    turns.append((click(p11["save"]), p12.obs()))
    return dict(site="Paperless-ngx 2.9 (https://paperless.koch-home.de) as mkoch", state=st.obs(), turns=turns, bad=False)


# Firefly III, bad
def t08() -> Traj:
    host = "https://firefly.kovacs.home"
    accounts = [
        ("ING Checking", "Default asset account", "NL91 INGB 0007 3412 88", "€2,418.73", "June 10, 2024", "-€1,106.42"),
        ("Revolut", "Default asset account", "LT12 3250 0241 8877 1420", "€312.05", "June 9, 2024", "-€87.95"),
        ("ASN Savings", "Savings account", "NL07 ASNB 8829 1133 07", "€9,850.00", "June 1, 2024", "€250.00"),
        ("Cash wallet", "Cash wallet", "", "€64.20", "June 8, 2024", "-€35.80"),
    ]

    def chrome(p: Page, active: str) -> None:
        p.el(0, "banner", "")
        p.el(1, "link", "Firefly III", CL)
        p.el(1, "textbox", "Search...", CL, V(""))
        p.el(1, "button", "Create new", CL, "hasPopup='menu'")
        p.el(1, "button", "anna.kovacs@posteo.net", CL, "hasPopup='menu'")
        p.el(0, "navigation", "")
        for s in ("Dashboard", "Budgets", "Bills", "Piggy banks", "Categories", "Tags", "Reports", "Transactions"):
            p.el(1, "link", s, CL)
        p.el(1, "button", "Accounts", CL, EXP(True))
        for s in ("Asset accounts", "Expense accounts", "Revenue accounts", "Liabilities"):
            p.el(2, "link", s, CL, *([SELD] if s == active else []), key=f"nav:{s}")
        for s in ("Automation", "Options", "Logout"):
            p.el(1, "button" if s != "Logout" else "link", s, CL)
        p.el(1, "combobox", "Period", CL, V("June 1, 2024 - June 30, 2024"), "hasPopup='listbox'", EXP(False))

    def asset_list(rows: list[tuple[str, str, str, str, str, str]]) -> Page:
        p = Page("Firefly III » Accounts » Asset accounts", f"{host}/accounts/asset", 20)
        chrome(p, "Asset accounts")
        p.el(0, "main", "")
        p.el(1, "heading", "Asset accounts")
        p.el(1, "link", "Create a new asset account", CL)
        p.el(1, "button", "Options", CL, "hasPopup='menu'")
        p.el(1, "table", "")
        p.el(2, "row", "")
        for h in ("", "Name", "Role", "Account number", "Current balance", "Active", "Last activity", "Balance difference", ""):
            p.el(3, "columnheader", h, CL)
        for name, role, iban, bal, last, diff in rows:
            p.el(2, "row", "")
            p.el(3, "gridcell", "")
            p.el(3, "link", name, CL, key=f"a:{name}")
            p.el(3, "gridcell", role)
            p.el(3, "gridcell", iban)
            p.el(3, "gridcell", bal)
            p.el(3, "gridcell", "✓")
            p.el(3, "gridcell", last)
            p.el(3, "gridcell", diff)
            p.el(3, "button", "Actions", CL, "hasPopup='menu'")
        p.el(1, "link", "Show inactive accounts", CL)
        p.el(1, "link", "Create new transaction", CL, key="create")
        return p

    def form(desc: str, src: str, src_opts: list[str] | None, dst: str, amount: str, focus: str) -> Page:
        p = Page("Firefly III » Transactions » Create new transaction", f"{host}/transactions/create/withdrawal", 20)
        chrome(p, "")
        p.el(0, "main", "")
        p.el(1, "heading", "Create new transaction")
        p.el(1, "heading", "Split transaction")
        p.el(1, "textbox", "Description", CL, REQ, V(desc), *([FOC] if focus == "desc" else []), key="desc")
        p.el(1, "textbox", "Source account", CL, V(src), *([FOC] if focus == "src" else []), key="src")
        if src_opts:
            p.el(2, "listbox", "")
            for o in src_opts:
                p.el(3, "option", o, CL, key=f"o:{o}")
        p.el(1, "textbox", "Destination account", CL, V(dst), *([FOC] if focus == "dst" else []), key="dst")
        p.el(1, "textbox", "Date", CL, V("2024-06-12"))
        p.el(1, "textbox", "Time", CL, V("00:00"))
        p.el(1, "combobox", "Currency", CL, V("€"), "hasPopup='listbox'", EXP(False))
        p.el(1, "textbox", "Amount", CL, V(amount), *([FOC] if focus == "amount" else []), key="amount")
        p.el(1, "textbox", "Foreign amount", CL, V(""))
        p.el(1, "combobox", "Budget", CL, V("(no budget)"), "hasPopup='listbox'", EXP(False))
        p.el(1, "textbox", "Category", CL, V(""))
        p.el(1, "combobox", "Bill", CL, V("(no bill)"), "hasPopup='listbox'", EXP(False))
        p.el(1, "textbox", "Tags", CL, V(""))
        p.el(1, "combobox", "Piggy bank", CL, V("(no piggy bank)"), "hasPopup='listbox'", EXP(False))
        p.el(1, "textbox", "Internal reference", CL, V(""))
        p.el(1, "textbox", "Notes", CL, "multiline=True", V(""))
        p.el(1, "button", "Attachments", CL)
        p.el(1, "button", "Add another split", CL)
        p.el(1, "checkbox", "Return here to create another one", CL, CHK(False))
        p.el(1, "checkbox", "Reset form after submission", CL, CHK(False))
        p.el(1, "checkbox", "Apply rules", CL, CHK(True))
        p.el(1, "button", "Submit", CL, key="submit")
        return p

    st = Page("Firefly III » Dashboard", f"{host}/", 20)
    chrome(st, "")
    st.el(0, "main", "")
    st.el(1, "heading", "Dashboard")
    for k, val in (("Balance", "€12,644.98"), ("Left to spend", "€1,173.60"), ("Bills to pay", "€486.00"), ("Net worth", "€12,644.98")):
        st.tx(1, k, val)
    st.el(1, "heading", "Your accounts")
    for name, _r, _i, bal, _l, _d in accounts:
        st.el(1, "link", name, CL)
        st.tx(1, bal)
    st.el(1, "heading", "Budgets")
    st.tx(1, "Groceries €231.18 of €450.00", "Transport €64.50 of €120.00", "Eating out €58.40 of €100.00")
    st.el(1, "heading", "Bills")
    st.tx(1, "Rent (due June 28) €1,150.00 paid", "Ziggo internet (due June 20) €52.00 unpaid", "NS Flex (due June 25) €34.00 unpaid")
    st.el(1, "link", "Create new transaction", CL)
    turns = []
    p1 = asset_list(accounts)
    turns.append((click(st["nav:Asset accounts"]), p1.obs()))
    p2 = form("", "", None, "", "", "desc")
    turns.append((click(p1["create"]), p2.obs()))
    p3 = form("Weekly groceries", "", None, "", "", "desc")
    turns.append((fill(p2["desc"], "Weekly groceries"), p3.obs()))
    opts = ["ING Checking (NL91 INGB 0007 3412 88)"]
    p4 = form("Weekly groceries", "ING", opts, "", "", "src")
    turns.append((fill(p3["src"], "ING"), p4.obs()))
    p5 = form("Weekly groceries", "ING Checking", None, "", "", "src")
    turns.append((click(p4[f"o:{opts[0]}"]), p5.obs()))
    p6 = form("Weekly groceries", "ING Checking", None, "Spar Supermarket", "", "dst")
    turns.append((fill(p5["dst"], "Spar Supermarket"), p6.obs()))
    p7 = form("Weekly groceries", "ING Checking", None, "Spar Supermarket", "42.50", "amount")
    turns.append((fill(p6["amount"], "42.50"), p7.obs()))
    p8 = Page("Firefly III » Transactions » Weekly groceries", f"{host}/transactions/show/4187", 20)
    chrome(p8, "")
    p8.el(0, "alert", "")
    p8.tx(1, 'Transaction #4187 ("Weekly groceries") has been stored.')
    p8.el(1, "button", "×", CL)
    p8.el(0, "main", "")
    p8.el(1, "heading", "Weekly groceries")
    p8.el(1, "table", "")
    for k, val in (("Type", "Withdrawal"), ("Description", "Weekly groceries"), ("Date", "Wednesday, June 12, 2024"), ("Source account", "ING Checking"),
                   ("Destination account", "Spar Supermarket"), ("Amount", "-€42.50"), ("Budget", ""), ("Category", ""), ("Tags", ""),
                   ("Created at", "June 12, 2024, 18:42:09"), ("Updated at", "June 12, 2024, 18:42:09")):
        p8.el(2, "row", "")
        p8.el(3, "gridcell", k)
        p8.el(3, "gridcell", val)
    for b in ("Edit", "Delete", "Clone", "Convert to a deposit", "Convert to a transfer"):
        p8.el(1, "link", b, CL)
    p8.el(1, "heading", "Audit log")
    p8.tx(1, "June 12, 2024, 18:42:09 Transaction was created", "Rule engine: 0 rules fired")
    turns.append((click(p7["submit"]), p8.obs()))
    p9 = asset_list(accounts)
    turns.append((click(p8["nav:Asset accounts"]), p9.obs()))
    p10 = Page("Firefly III » Accounts » Revolut", f"{host}/accounts/show/3", 20)
    chrome(p10, "Asset accounts")
    p10.el(0, "main", "")
    p10.el(1, "heading", "Revolut")
    p10.tx(1, "Default asset account", "LT12 3250 0241 8877 1420", "Balance €312.05")
    p10.el(1, "img", "Chart: balance for Revolut between June 1, 2024 and June 30, 2024")
    p10.el(1, "heading", "Transactions")
    table(p10, 1, ["Description", "Amount", "Date", "Source account", "Destination account", "Category", "Budget"], [
        ["Albert Heijn to go", "-€6.85", "June 9, 2024", "Revolut", "Albert Heijn", "Groceries", "Groceries"],
        ["Swapfiets June", "-€19.90", "June 5, 2024", "Revolut", "Swapfiets", "Transport", "Transport"],
        ["Pathé Tuschinski", "-€28.40", "June 4, 2024", "Revolut", "Pathé", "Going out", "Eating out"],
        ["Thuisbezorgd", "-€32.80", "June 2, 2024", "Revolut", "Thuisbezorgd", "Takeaway", "Eating out"],
        ["Top-up from ING", "€200.00", "May 31, 2024", "ING Checking", "Revolut", "", ""],
    ], links=(0, 3, 4))
    p10.el(1, "link", "Create new transaction", CL)
    turns.append((click(p9["a:Revolut"]), p10.obs()))
    return dict(site="Firefly III 6.1 (https://firefly.kovacs.home) as anna.kovacs@posteo.net", state=st.obs(), turns=turns,
                bad=True, turn=9, kind="asset account balance does not reflect the withdrawal just stored")


# Proxmox VE web UI, bad
def t09() -> Traj:
    host = "https://pve-node1.lab.lan:8006"
    vms = ["100 (dns-01)", "101 (gitea)", "102 (nextcloud)", "103 (win11-test)", "104 (build-runner-02)"]
    tasks = [
        ("Jun 12 09:14:02", "Jun 12 09:14:09", "root@pam", "VM 104 - Shutdown", "OK"),
        ("Jun 12 03:00:01", "Jun 12 03:21:47", "root@pam", "Backup Job", "OK"),
        ("Jun 11 17:42:30", "Jun 11 17:42:31", "root@pam", "VM 101 - Snapshot", "OK"),
        ("Jun 11 03:00:01", "Jun 11 03:20:58", "root@pam", "Backup Job", "OK"),
    ]

    def shell(tab: str, body: Any, sel_row: str = "", dialog: Any = None) -> Page:
        frag = "qemu%2F104" if tab else "node%2Fpve-node1"
        p = Page("pve-node1 - Proxmox Virtual Environment", f"{host}/#v1:0:={frag}:4:::::::", 100)
        p.el(0, "banner", "")
        p.tx(1, "Proxmox Virtual Environment 8.2.2")
        p.el(1, "textbox", "Search", CL, V(""))
        p.el(1, "link", "Documentation", CL)
        p.el(1, "button", "Create VM", CL)
        p.el(1, "button", "Create CT", CL)
        p.el(1, "button", "root@pam", CL, "hasPopup='menu'")
        p.el(0, "tree", "Server View")
        p.el(1, "treeitem", "Datacenter", EXP(True))
        p.el(2, "treeitem", "pve-node1", CL, EXP(True), *([] if tab else [SELD]))
        for vm in vms:
            p.el(3, "treeitem", vm, CL, *([SELD] if vm.startswith("104") and tab else []), key=f"vm:{vm}")
        for s in ("localnetwork (pve-node1)", "backup-nfs (pve-node1)", "local (pve-node1)", "local-lvm (pve-node1)"):
            p.el(3, "treeitem", s, CL)
        p.el(0, "main", "")
        if tab:
            p.tx(1, "Virtual Machine 104 (build-runner-02) on node 'pve-node1'")
            p.tx(1, "No Tags")
            p.el(1, "button", "Start", CL, key="start")
            p.el(1, "button", "Shutdown", CL, DIS)
            p.el(1, "button", "Console", CL, "hasPopup='menu'")
            p.el(1, "button", "More", CL, "hasPopup='menu'")
            p.el(1, "button", "Help", CL)
            p.el(1, "tablist", "")
            for t in ("Summary", "Console", "Hardware", "Cloud-Init", "Options", "Task History", "Monitor", "Backup", "Replication", "Snapshots", "Firewall", "Permissions"):
                p.el(2, "tab", t, CL, f"selected={t == tab}", key=f"tab:{t}")
        body(p)
        p.el(0, "region", "Tasks")
        table(p, 1, ["Start Time", "End Time", "Node", "User name", "Description", "Status"],
              [[a, b, "pve-node1", u, d, s] for a, b, u, d, s in tasks])
        if dialog is not None:
            dialog(p)
        return p

    def node_summary(p: Page) -> None:
        p.tx(1, "Node 'pve-node1'")
        p.el(1, "heading", "pve-node1 (Uptime: 23 days 04:11:52)")
        for k, val in (("CPU usage", "6.41% of 16 CPU(s)"), ("IO delay", "0.12%"), ("Load average", "1.08,1.21,1.17"), ("RAM usage", "61.87% (38.82 GiB of 62.74 GiB)"),
                       ("KSM sharing", "1.21 GiB"), ("/ HD space", "21.43% (20.05 GiB of 93.57 GiB)"), ("SWAP usage", "0.00% (0 B of 8.00 GiB)"),
                       ("CPU(s)", "16 x AMD Ryzen 9 5950X 16-Core Processor (1 Socket)"), ("Kernel Version", "Linux 6.8.4-3-pve (2024-05-02T11:55Z)"),
                       ("Boot Mode", "EFI"), ("Manager Version", "pve-manager/8.2.2/9355359cd7afbae4")):
            p.tx(1, k, val)

    def summary(p: Page) -> None:
        p.el(1, "tabpanel", "Summary")
        for k, val in (("Status", "stopped"), ("HA State", "none"), ("Node", "pve-node1"), ("CPU usage", "0.00% of 2 CPU(s)"),
                       ("Memory usage", "0.00% (0 B of 4.00 GiB)"), ("Bootdisk size", "64.00 GiB"), ("IPs", "Guest Agent not running")):
            p.tx(2, k, val)
        p.el(2, "heading", "Notes")
        p.tx(2, "Ubuntu 22.04, GitLab runner (docker executor), tag: build-heavy. Owner: platform team.")
        p.el(2, "img", "CPU usage")
        p.el(2, "img", "Memory usage")
        p.el(2, "img", "Network traffic")
        p.el(2, "img", "Disk IO")

    def hardware(mem: str, cpu: str, selected: str = "") -> Any:
        def body(p: Page) -> None:
            p.el(1, "tabpanel", "Hardware")
            p.el(2, "button", "Add", CL, "hasPopup='menu'")
            p.el(2, "button", "Remove", CL, *([] if selected else [DIS]))
            p.el(2, "button", "Edit", CL, *([] if selected else [DIS]), key="edit")
            p.el(2, "button", "Disk Action", CL, DIS, "hasPopup='menu'")
            p.el(2, "button", "Revert", CL, DIS)
            p.el(2, "grid", "")
            for k, val in (("Memory", mem), ("Processors", cpu), ("BIOS", "Default (SeaBIOS)"), ("Display", "Default"),
                           ("Machine", "Default (i440fx)"), ("SCSI Controller", "VirtIO SCSI single"),
                           ("CD/DVD Drive (ide2)", "none,media=cdrom"), ("Hard Disk (scsi0)", "local-lvm:vm-104-disk-0,iothread=1,size=64G"),
                           ("Network Device (net0)", "virtio=BC:24:11:5E:A2:17,bridge=vmbr0,firewall=1")):
                p.el(3, "row", f"{k} {val}", CL, *([SELD] if k == selected else []), key=f"row:{k}")
                p.el(4, "gridcell", k)
                p.el(4, "gridcell", val)
        return body

    def mem_dialog(val: str, focus: bool) -> Any:
        def d(p: Page) -> None:
            p.el(0, "dialog", "Edit: Memory", "modal=True")
            p.el(1, "spinbutton", "Memory (MiB)", CL, V(val), *([FOC] if focus else []), "valuemin=16", key="mem")
            p.el(1, "checkbox", "Advanced", CL, CHK(False))
            p.el(1, "button", "Help", CL)
            p.el(1, "button", "OK", CL, key="ok")
            p.el(1, "button", "Reset", CL, *([] if val != "4096" else [DIS]))
        return d

    def cpu_dialog(cores: str, focus: bool) -> Any:
        def d(p: Page) -> None:
            p.el(0, "dialog", "Edit: Processors", "modal=True")
            p.el(1, "spinbutton", "Sockets", CL, V("1"))
            p.el(1, "spinbutton", "Cores", CL, V(cores), *([FOC] if focus else []), key="cores")
            p.el(1, "combobox", "Type", CL, V("x86-64-v2-AES"), "hasPopup='listbox'", EXP(False))
            p.tx(1, "Total cores", cores)
            p.el(1, "checkbox", "Advanced", CL, CHK(False))
            p.el(1, "button", "Help", CL)
            p.el(1, "button", "OK", CL, key="ok")
            p.el(1, "button", "Reset", CL, *([] if cores != "2" else [DIS]))
        return d

    cpu2 = "2 (1 sockets, 2 cores) [x86-64-v2-AES]"
    cpu4 = "4 (1 sockets, 4 cores) [x86-64-v2-AES]"
    st = shell("", node_summary)
    turns = []
    p1 = shell("Summary", summary)
    turns.append((click(st["vm:104 (build-runner-02)"]), p1.obs()))
    p2 = shell("Hardware", hardware("4.00 GiB", cpu2))
    turns.append((click(p1["tab:Hardware"]), p2.obs()))
    p3 = shell("Hardware", hardware("4.00 GiB", cpu2, "Memory"))
    turns.append((click(p2["row:Memory"]), p3.obs()))
    p4 = shell("Hardware", hardware("4.00 GiB", cpu2, "Memory"), dialog=mem_dialog("4096", True))
    turns.append((click(p3["edit"]), p4.obs()))
    p5 = shell("Hardware", hardware("4.00 GiB", cpu2, "Memory"), dialog=mem_dialog("8192", True))
    turns.append((fill(p4["mem"], "8192"), p5.obs()))
    p6 = shell("Hardware", hardware("8.00 GiB", cpu2, "Memory"))
    turns.append((click(p5["ok"]), p6.obs()))
    p7 = shell("Hardware", hardware("8.00 GiB", cpu2, "Processors"))
    turns.append((click(p6["row:Processors"]), p7.obs()))
    p8 = shell("Hardware", hardware("8.00 GiB", cpu2, "Processors"), dialog=cpu_dialog("2", True))
    turns.append((click(p7["edit"]), p8.obs()))
    p9 = shell("Hardware", hardware("8.00 GiB", cpu2, "Processors"), dialog=cpu_dialog("4", True))
    turns.append((fill(p8["cores"], "4"), p9.obs()))
    p10 = shell("Hardware", hardware("4.00 GiB", cpu4, "Processors"))
    turns.append((click(p9["ok"]), p10.obs()))

    def options(p: Page) -> None:
        p.el(1, "tabpanel", "Options")
        p.el(2, "button", "Edit", CL, DIS)
        p.el(2, "button", "Revert", CL, DIS)
        p.el(2, "grid", "")
        for k, val in (("Name", "build-runner-02"), ("Start at boot", "No"), ("Start/Shutdown order", "order=any"), ("OS Type", "Linux 6.x - 2.6 Kernel"),
                       ("Boot Order", "scsi0, ide2, net0"), ("Use tablet for pointer", "Yes"), ("Hotplug", "Disk, Network, USB"), ("ACPI support", "Yes"),
                       ("KVM hardware virtualization", "Yes"), ("Freeze CPU at startup", "No"), ("Use local time for RTC", "Default (Enabled for Windows)"),
                       ("RTC start date", "now"), ("SMBIOS settings (type1)", "uuid=5b0e7c3a-91d2-4f6b-a8e0-2c4d17f9b360"), ("QEMU Guest Agent", "Enabled"),
                       ("Protection", "No"), ("Spice Enhancements", "none"), ("VM State storage", "Automatic"), ("AMD SEV", "Default (Disabled)")):
            p.el(3, "row", f"{k} {val}", CL)
            p.el(4, "gridcell", k)
            p.el(4, "gridcell", val)

    p11 = shell("Options", options)
    turns.append((click(p10["tab:Options"]), p11.obs()))
    return dict(site="the Proxmox VE 8.2 web UI of pve-node1 (https://pve-node1.lab.lan:8006) as root@pam", state=st.obs(), turns=turns,
                bad=True, turn=10, kind="VM memory set to 8192 MiB reads back as the old 4.00 GiB in the hardware list")


# Forgejo, clean
def t10() -> Traj:
    host = "https://code.tidewater.coop"
    repo = "tidewater/harbor-sched"
    issues = [
        ("154", "Berth allocation ignores vessel draft after tide table refresh", ["bug", "area/scheduler"], "opened 2 days ago by nilsen-h", "v2.4", "4"),
        ("152", "Export the weekly berth schedule as an iCal feed", ["enhancement"], "opened 5 days ago by mbeya-t", "", "2"),
        ("150", "Pilot booking API returns 500 for vessels without IMO number", ["bug", "area/api"], "opened 1 week ago by kwame-a", "v2.4", "6"),
        ("149", "Document the tide-window config keys", ["documentation", "good first issue"], "opened 1 week ago by kwame-a", "", "0"),
        ("146", "Timezone of crane shifts shown in UTC in the planner view", ["bug"], "opened 2 weeks ago by sofia-r", "v2.4", "3"),
        ("143", "Add audit trail for manual berth overrides", ["enhancement", "priority/high"], "opened 3 weeks ago by nilsen-h", "v2.5", "7"),
        ("141", "Flaky test: test_overlapping_windows_across_midnight", ["bug", "area/scheduler"], "opened 3 weeks ago by ci-bot", "", "5"),
        ("138", "Upgrade to Django 5.0", ["enhancement"], "opened 1 month ago by sofia-r", "v2.5", "1"),
        ("131", "Allow two vessels on one berth when combined length fits", ["enhancement", "area/scheduler"], "opened 1 month ago by mbeya-t", "v2.5", "9"),
        ("127", "Planner view is slow with more than 400 slots", ["bug", "priority/high"], "opened 2 months ago by kwame-a", "", "11"),
        ("119", "Dark mode for the planner", ["enhancement", "help wanted"], "opened 2 months ago by jo-lindh", "", "3"),
        ("102", "Import AIS positions from the port authority feed", ["enhancement"], "opened 4 months ago by nilsen-h", "", "14"),
    ]
    labels = [("bug", "Something is not working"), ("documentation", "Improvements or additions to documentation"), ("duplicate", "This issue or pull request already exists"),
              ("enhancement", "New feature"), ("good first issue", "Good for newcomers"), ("help wanted", "Need some help"), ("invalid", "Something is wrong"),
              ("question", "More information is needed"), ("wontfix", "This will not be worked on"), ("priority/high", ""), ("area/scheduler", ""), ("area/api", "")]

    def chrome(p: Page, nissues: int) -> None:
        p.el(0, "navigation", "")
        p.el(1, "link", "Forgejo", CL)
        for s in ("Issues", "Pull requests", "Milestones", "Explore"):
            p.el(1, "link", s, CL)
        p.el(1, "button", "Create…", CL, "hasPopup='menu'")
        p.el(1, "link", "Notifications", CL)
        p.el(1, "button", "Profile and settings…", CL, "hasPopup='menu'")
        p.el(0, "main", "")
        p.el(1, "link", "tidewater", CL)
        p.el(1, "link", "harbor-sched", CL)
        p.el(1, "button", "Unwatch 4", CL)
        p.el(1, "button", "Star 11", CL)
        p.el(1, "link", "Fork 2", CL)
        p.el(1, "navigation", "")
        for s in ("Code", f"Issues {nissues}", "Pull requests 3", "Actions", "Packages", "Projects 1", "Releases 9", "Wiki", "Activity", "Settings"):
            p.el(2, "link", s, CL, key=f"tab:{s.split()[0]}")

    def issue_list() -> Page:
        p = Page(f"Issues - {repo} - Forgejo: Beyond coding. We forge.", f"{host}/{repo}/issues", 30)
        chrome(p, 12)
        p.el(1, "link", "Labels", CL)
        p.el(1, "link", "Milestones", CL)
        p.el(1, "link", "New issue", CL, key="new")
        p.el(1, "textbox", "Search…", CL, V(""))
        p.el(1, "button", "Search", CL)
        p.el(1, "link", "12 Open", CL)
        p.el(1, "link", "87 Closed", CL)
        for f in ("Label", "Milestone", "Project", "Author", "Assignee", "Type", "Sort"):
            p.el(1, "button", f, CL, "hasPopup='menu'")
        p.el(1, "list", "")
        for num, title, labs, opened, ms, ncom in issues:
            p.el(2, "listitem", "")
            p.el(3, "link", title, CL)
            for lab in labs:
                p.el(3, "link", lab, CL)
            p.el(3, "link", f"#{num}", CL)
            p.tx(3, opened)
            if ms:
                p.el(3, "link", ms, CL)
            if ncom != "0":
                p.el(3, "link", ncom, CL)
        return p

    def new_issue(title: str, body: str, focus: str) -> Page:
        p = Page(f"New issue - {repo} - Forgejo: Beyond coding. We forge.", f"{host}/{repo}/issues/new", 30)
        chrome(p, 12)
        p.el(1, "textbox", "Title", CL, REQ, V(title), *([FOC] if focus == "title" else []), key="title")
        p.el(1, "tab", "Write", CL, "selected=True")
        p.el(1, "tab", "Preview", CL, "selected=False")
        for b in ("Add heading", "Add bold text", "Add italic text", "Add a quote", "Add code", "Add a link", "Add a bullet list", "Add a numbered list", "Add a task list", "Add a table"):
            p.el(1, "button", b, CL)
        p.el(1, "textbox", "Description", CL, "multiline=True", V(body), *([FOC] if focus == "body" else []), key="body")
        p.tx(1, "Drop files or click here to upload.")
        p.el(1, "button", "Create issue", CL, *([] if title else [DIS]), key="create")
        for k, val in (("Labels", "No labels"), ("Milestone", "No milestone"), ("Projects", "No projects"), ("Assignees", "No assignees")):
            p.el(1, "button", k, CL, "hasPopup='menu'")
            p.tx(1, val)
        return p

    title = "Berth slot sorting uses tide window start instead of end"
    body = ("When two slots share the same berth, `planner.sort_slots()` orders them by `tide_window.start`. For deep-draft vessels the constraint is the end of the window, "
            "so the planner proposes an order that fails validation later (see #154).\n\nExpected: sort by `tide_window.end` when `vessel.draft > berth.min_depth - 1.5`.\n\n"
            "Seen on staging with the 2024-06-10 tide table.")

    def issue(opened: str, picked: bool, menu: bool, label_event: str = "") -> Page:
        p = Page(f"#156 - {title} - {repo} - Forgejo: Beyond coding. We forge.", f"{host}/{repo}/issues/156", 30)
        chrome(p, 13)
        p.el(1, "heading", f"{title} #156", key="h")
        p.el(1, "button", "Edit", CL)
        p.el(1, "link", "New issue", CL)
        p.tx(1, "Open", f"kwame-a opened this issue {opened} · 0 comments")
        p.el(1, "article", "")
        p.el(2, "link", "kwame-a", CL)
        p.tx(2, f"commented {opened}")
        p.el(2, "button", "Comment actions", CL, "hasPopup='menu'")
        p.tx(2, body.replace("\n\n", " "))
        if label_event:
            p.el(1, "article", "")
            p.el(2, "link", "kwame-a", CL)
            p.tx(2, "added the")
            p.el(2, "link", "bug", CL)
            p.tx(2, f"label {label_event}")
        p.el(1, "textbox", "Comment", CL, "multiline=True", V(""))
        p.el(1, "button", "Close issue", CL)
        p.el(1, "button", "Comment", CL, DIS)
        p.el(1, "complementary", "")
        p.el(2, "button", "Labels", CL, "hasPopup='menu'", EXP(menu), key="labels")
        if menu:
            p.el(3, "menu", "")
            p.el(4, "textbox", "Filter labels", CL, V(""), FOC)
            p.el(4, "menuitem", "Clear labels", CL)
            for lab, desc in labels:
                p.el(4, "menuitemcheckbox", f"{lab} {desc}".strip(), CL, CHK(picked and lab == "bug"), key=f"l:{lab}")
        if label_event:
            p.el(2, "link", "bug", CL)
        else:
            p.tx(2, "No labels")
        for k, val in (("Milestone", "No milestone"), ("Projects", "No projects"), ("Assignees", "No assignees")):
            p.el(2, "button", k, CL, "hasPopup='menu'")
            p.tx(2, val)
        p.tx(2, "1 participant")
        p.el(2, "link", "kwame-a", CL)
        p.tx(2, "Notifications")
        p.el(2, "button", "Unsubscribe", CL)
        p.tx(2, "Due date", "No due date set.")
        p.el(2, "button", "Add due date", CL)
        p.tx(2, "Dependencies", "No dependencies set.")
        p.el(2, "button", "Lock conversation", CL)
        p.el(2, "button", "Pin", CL)
        p.el(2, "button", "Delete", CL)
        return p

    st = Page(f"{repo} - Forgejo: Beyond coding. We forge.", f"{host}/{repo}", 30)
    chrome(st, 12)
    st.tx(1, "Berth and crane-shift scheduling for the Tidewater port cooperative")
    st.tx(1, "1,284 Commits", "4 Branches", "9 Tags", "2.1 MiB")
    st.el(1, "button", "main", CL, "hasPopup='menu'")
    st.el(1, "link", "nilsen-h", CL)
    st.el(1, "link", "fix(planner): respect min depth on neap tides (#153)", CL)
    st.tx(1, "2 days ago")
    table(st, 1, ["Name", "Last commit", "Last commit date"], [
        [".forgejo/workflows", "ci: cache pip wheels", "3 weeks ago"], ["docs", "docs: crane shift API", "1 month ago"],
        ["harbor_sched", "fix(planner): respect min depth on neap tides (#153)", "2 days ago"], ["tests", "fix(planner): respect min depth on neap tides (#153)", "2 days ago"],
        [".gitignore", "chore: ignore .venv", "8 months ago"], ["README.md", "docs: dev setup with podman", "3 months ago"], ["pyproject.toml", "build: bump ruff to 0.4.8", "1 week ago"],
    ], links=(0,))
    turns = []
    p1 = issue_list()
    turns.append((click(st["tab:Issues"]), p1.obs()))
    p2 = new_issue("", "", "title")
    turns.append((click(p1["new"]), p2.obs()))
    p3 = new_issue(title, "", "title")
    turns.append((fill(p2["title"], title), p3.obs()))
    p4 = new_issue(title, body, "body")
    turns.append((fill(p3["body"], body), p4.obs()))
    p5 = issue("just now", False, False)
    turns.append((click(p4["create"]), p5.obs()))
    p6 = issue("1 minute ago", False, True)
    turns.append((click(p5["labels"]), p6.obs()))
    p7 = issue("1 minute ago", True, True)
    turns.append((click(p6["l:bug"]), p7.obs()))
    p8 = issue("1 minute ago", True, False, label_event="just now")
    turns.append((click(p7["h"]), p8.obs()))
    return dict(site="Forgejo 7 (https://code.tidewater.coop) as kwame-a", state=st.obs(), turns=turns, bad=False)


# Grocy, clean
def t11() -> Traj:
    host = "https://grocy.lindqvist.home"
    # product, amount, unit (singular, plural), unit price, due, group, location, min
    stock: list[list[Any]] = [
        ["Bananas", 5, ("Piece", "Pieces"), 0.29, "2024-06-15", "Fruit & veg", "Kitchen counter", 0],
        ["Basmati rice", 1, ("Bag", "Bags"), 2.99, "2025-11-15", "Pasta & rice", "Pantry", 1],
        ["Butter", 1, ("Pack", "Packs"), 2.29, "2024-07-03", "Dairy", "Fridge", 1],
        ["Canned tomatoes", 4, ("Can", "Cans"), 0.79, "2026-02-01", "Canned goods", "Pantry", 2],
        ["Chicken breast", 1, ("Pack", "Packs"), 6.49, "2024-06-10", "Meat & fish", "Fridge", 0],
        ["Coffee beans", 0, ("Bag", "Bags"), 8.99, "", "Beverages", "Pantry", 1],
        ["Dishwasher tabs", 0, ("Pack", "Packs"), 4.95, "", "Household", "Storage room", 1],
        ["Eggs", 8, ("Piece", "Pieces"), 0.33, "2024-06-20", "Dairy", "Fridge", 6],
        ["Greek yogurt", 2, ("Cup", "Cups"), 1.19, "2024-06-11", "Dairy", "Fridge", 0],
        ["Milk 1.5%", 3, ("Bottle", "Bottles"), 1.29, "2024-06-14", "Dairy", "Fridge", 2],
        ["Olive oil", 1, ("Bottle", "Bottles"), 7.99, "2025-06-30", "Oils & sauces", "Pantry", 1],
        ["Spaghetti", 3, ("Pack", "Packs"), 1.19, "2025-03-01", "Pasta & rice", "Pantry", 2],
        ["Toilet paper", 12, ("Roll", "Rolls"), 0.45, "", "Household", "Storage room", 8],
        ["Whole grain bread", 0, ("Piece", "Pieces"), 2.49, "", "Bakery", "Pantry", 1],
    ]
    today = "2024-06-12"
    soon = "2024-06-17"

    def money(x: float) -> str:
        return f"{x:.2f} €"

    def chrome(p: Page, active: str, toast: str = "") -> None:
        p.el(0, "navigation", "")
        p.el(1, "link", "grocy", CL)
        for s in ("Stock overview", "Shopping list", "Recipes", "Meal plan", "Chores overview", "Batteries overview", "Calendar"):
            p.el(1, "link", s, CL, *([SELD] if s == active else []), key=f"nav:{s}")
        p.tx(1, "Stock")
        for s in ("Purchase", "Consume", "Transfer", "Inventory"):
            p.el(1, "link", s, CL, *([SELD] if s == active else []), key=f"nav:{s}")
        p.el(1, "link", "Manage master data", CL)
        p.el(0, "banner", "")
        p.el(1, "button", "Erik Lindqvist", CL, "hasPopup='menu'")
        p.el(1, "button", "Settings", CL, "hasPopup='menu'")
        if toast:
            p.el(0, "alert", "")
            p.tx(1, toast)
            p.el(1, "link", "Undo", CL)

    def overview(rows: list[list[Any]]) -> Page:
        p = Page("Stock overview | grocy", f"{host}/stockoverview", 10)
        chrome(p, "Stock overview")
        p.el(0, "main", "")
        p.el(1, "heading", "Stock overview")
        instock = [r for r in rows if r[1] > 0]
        value = sum(r[1] * r[3] for r in rows)
        p.tx(1, f"{len(instock)} Products, Stock value {money(value)}")
        due = sum(1 for r in instock if r[4] and today <= r[4] <= soon)
        overdue = sum(1 for r in instock if r[4] and r[4] < today and r[0] == "Greek yogurt")
        expired = sum(1 for r in instock if r[4] and r[4] < today and r[0] != "Greek yogurt")
        below = sum(1 for r in rows if r[1] < r[7])
        p.el(1, "button", f"{due} products are due within the next 5 days", CL)
        p.el(1, "button", f"{overdue} product is overdue", CL)
        p.el(1, "button", f"{expired} product is expired", CL)
        p.el(1, "button", f"{below} products are below defined min. stock amount", CL)
        p.el(1, "textbox", "Search", CL, V(""))
        p.el(1, "combobox", "Location", CL, V("All"), "hasPopup='listbox'", EXP(False))
        p.el(1, "combobox", "Product group", CL, V("All"), "hasPopup='listbox'", EXP(False))
        p.el(1, "combobox", "Status", CL, V("All"), "hasPopup='listbox'", EXP(False))
        p.el(1, "table", "")
        p.el(2, "row", "")
        for h in ("", "Product", "Amount", "Value", "Next due date", "Product group", "Default location"):
            p.el(3, "columnheader", h, CL)
        for name, amt, unit, price, due_d, grp, loc, _mn in rows:
            p.el(2, "row", "")
            p.el(3, "gridcell", "")
            p.el(4, "button", "Consume 1", CL, *([] if amt else [DIS]))
            p.el(4, "button", "Consume all", CL, *([] if amt else [DIS]))
            p.el(4, "button", "Mark as opened", CL, *([] if amt else [DIS]))
            p.el(3, "link", name, CL)
            p.el(3, "gridcell", f"{amt} {unit[0] if amt == 1 else unit[1]}")
            p.el(3, "gridcell", money(amt * price))
            p.el(3, "gridcell", due_d if amt and due_d else "")
            p.el(3, "gridcell", grp)
            p.el(3, "gridcell", loc)
        return p

    def card(p: Page, d: int, info: list[tuple[str, str]]) -> None:
        p.el(d, "region", "Product overview")
        for k, val in info:
            p.tx(d + 1, k, val)
        p.el(d + 1, "link", "Stock entries", CL)
        p.el(d + 1, "link", "Stock journal", CL)
        p.el(d + 1, "link", "Edit product", CL)

    milk_card = [("Milk 1.5%", ""), ("Stock amount", "3 Bottles"), ("Stock value", "3.87 €"), ("Default location", "Fridge"), ("Last purchased", "2024-06-09"),
                 ("Last used", "2024-06-11"), ("Last price", "1.29 € per Bottle"), ("Average shelf life", "9 days"), ("Spoil rate", "4 %")]
    bread_card = [("Whole grain bread", ""), ("Stock amount", "0 Pieces"), ("Stock value", "0.00 €"), ("Default location", "Pantry"), ("Last purchased", "2024-06-05"),
                  ("Last used", "2024-06-10"), ("Last price", "2.49 € per Piece"), ("Average shelf life", "5 days"), ("Spoil rate", "11 %")]

    def consume(product: str, opts: list[str] | None, amount: str, unit: str, picked: bool, focus: str, toast: str = "") -> Page:
        p = Page("Consume | grocy", f"{host}/consume", 10)
        chrome(p, "Consume", toast)
        p.el(0, "main", "")
        p.el(1, "heading", "Consume")
        p.el(1, "combobox", "Product", CL, V(product), "hasPopup='listbox'", EXP(opts is not None), *([FOC] if focus == "product" else []), key="product")
        if opts is not None:
            p.el(2, "listbox", "")
            for o in opts:
                p.el(3, "option", o, CL, key=f"o:{o}")
        p.el(1, "link", "Barcode scan", CL)
        p.el(1, "spinbutton", "Amount", CL, V(amount), *([FOC] if focus == "amount" else []), key="amount")
        if unit:
            p.tx(1, unit)
        p.el(1, "combobox", "Location", CL, V("Fridge" if picked else ""), "hasPopup='listbox'", EXP(False), *([] if picked else [DIS]))
        p.el(1, "checkbox", "Use a specific stock item", CL, CHK(False), *([] if picked else [DIS]))
        p.el(1, "checkbox", "Spoiled", CL, CHK(False))
        p.el(1, "combobox", "Recipe", CL, V(""), "hasPopup='listbox'", EXP(False))
        p.el(1, "button", "OK", CL, *([] if picked else [DIS]), key="ok")
        p.el(1, "button", "Mark as opened", CL, *([] if picked else [DIS]))
        if picked:
            card(p, 1, milk_card)
        return p

    def purchase(product: str, opts: list[str] | None, picked: bool, focus: str, toast: str = "") -> Page:
        p = Page("Purchase | grocy", f"{host}/purchase", 10)
        chrome(p, "Purchase", toast)
        p.el(0, "main", "")
        p.el(1, "heading", "Purchase")
        p.el(1, "combobox", "Product", CL, V(product), "hasPopup='listbox'", EXP(opts is not None), *([FOC] if focus == "product" else []), key="product")
        if opts is not None:
            p.el(2, "listbox", "")
            for o in opts:
                p.el(3, "option", o, CL, key=f"o:{o}")
        p.el(1, "link", "Barcode scan", CL)
        p.el(1, "spinbutton", "Amount", CL, V("1" if picked else ""), *([FOC] if focus == "amount" else []))
        if picked:
            p.tx(1, "Piece")
        p.el(1, "textbox", "Due date", CL, V("2024-06-17" if picked else ""))
        p.el(1, "checkbox", "Never overdue", CL, CHK(False))
        p.el(1, "spinbutton", "Price", CL, V("2.49" if picked else ""))
        p.el(1, "radio", "Unit price", CL, CHK(True))
        p.el(1, "radio", "Total price", CL, CHK(False))
        p.el(1, "combobox", "Store", CL, V("Rewe Bergstraße" if picked else ""), "hasPopup='listbox'", EXP(False))
        p.el(1, "combobox", "Location", CL, V("Pantry" if picked else ""), "hasPopup='listbox'", EXP(False))
        p.el(1, "textbox", "Note", CL, V(""))
        p.el(1, "button", "OK", CL, *([] if picked else [DIS]), key="ok")
        if picked:
            card(p, 1, bread_card)
        return p

    st = overview(stock)
    turns = []
    p1 = consume("", None, "1", "", False, "product")
    turns.append((click(st["nav:Consume"]), p1.obs()))
    p2 = consume("Milk", ["Milk 1.5%"], "1", "", False, "product")
    turns.append((fill(p1["product"], "Milk"), p2.obs()))
    p3 = consume("Milk 1.5%", None, "1", "Bottle", True, "amount")
    turns.append((click(p2["o:Milk 1.5%"]), p3.obs()))
    p4 = consume("Milk 1.5%", None, "2", "Bottles", True, "amount")
    turns.append((fill(p3["amount"], "2"), p4.obs()))
    p5 = consume("", None, "1", "", False, "product", toast="Removed 2 Bottles of Milk 1.5% from stock")
    turns.append((click(p4["ok"]), p5.obs()))
    p6 = purchase("", None, False, "product")
    turns.append((click(p5["nav:Purchase"]), p6.obs()))
    p7 = purchase("bread", ["Whole grain bread"], False, "product")
    turns.append((fill(p6["product"], "bread"), p7.obs()))
    p8 = purchase("Whole grain bread", None, True, "amount")
    turns.append((click(p7["o:Whole grain bread"]), p8.obs()))
    p9 = purchase("", None, False, "product", toast="Added 1 Piece of Whole grain bread to stock")
    turns.append((click(p8["ok"]), p9.obs()))
    final = [list(r) for r in stock]
    for r in final:
        if r[0] == "Milk 1.5%":
            r[1], r[4] = 1, "2024-06-19"
        if r[0] == "Whole grain bread":
            r[1], r[4] = 1, "2024-06-17"
    p10 = overview(final)
    turns.append((click(p9["nav:Stock overview"]), p10.obs()))
    return dict(site="Grocy 4.2 (https://grocy.lindqvist.home) as Erik Lindqvist", state=st.obs(), turns=turns, bad=False)


# GLPI, bad
def t12() -> Traj:
    host = "https://helpdesk.ville-lannion.fr"
    rows = [
        ["2851", "Printer 2nd floor paper jam (HP M479 PRT-MAI-204)", "New", "2024-06-12 10:41", "2024-06-12 10:41", "Medium", "Claire Morvan", "", "Printers"],
        ["2843", "VPN disconnects every 10 minutes (duplicate)", "New", "2024-06-12 09:58", "2024-06-12 09:58", "Medium", "Hugo Rolland", "", "Network > VPN"],
        ["2849", "New starter account: Inès Garnier (urbanism)", "Processing (assigned)", "2024-06-12 09:30", "2024-06-11 16:05", "Medium", "RH Accueil", "Yann Le Goff", "Accounts"],
        ["2841", "VPN disconnects every 10 minutes", "Processing (assigned)", "2024-06-12 09:12", "2024-06-11 15:22", "High", "Hugo Rolland", "Yann Le Goff", "Network > VPN"],
        ["2847", "Teams camera not detected in meeting room B", "Pending", "2024-06-12 08:47", "2024-06-11 14:10", "Medium", "Sophie Tanguy", "Nolwenn Riou", "Audio/Video"],
        ["2838", "Second monitor for accounting (2 workstations)", "Processing (planned)", "2024-06-11 17:55", "2024-06-10 11:32", "Low", "Marc Even", "Nolwenn Riou", "Hardware request"],
        ["2845", "Outlook asks for password repeatedly", "Processing (assigned)", "2024-06-11 17:20", "2024-06-11 10:02", "Medium", "Anne Cozic", "Yann Le Goff", "Email"],
        ["2836", "Badge reader at town hall side door offline", "Processing (assigned)", "2024-06-11 16:48", "2024-06-10 08:15", "High", "Services techniques", "Erwan Le Bras", "Access control"],
        ["2833", "Weak Wi-Fi signal in library reading room", "Processing (planned)", "2024-06-11 15:03", "2024-06-07 14:40", "Medium", "Médiathèque", "Erwan Le Bras", "Network > Wi-Fi"],
        ["2831", "Install QGIS 3.34 on urbanism workstations", "Processing (assigned)", "2024-06-11 11:26", "2024-06-06 09:51", "Low", "Pierre Guillou", "Nolwenn Riou", "Software"],
        ["2829", "Laptop battery swelling PC-URB-07", "Pending", "2024-06-11 09:44", "2024-06-05 16:20", "High", "Pierre Guillou", "Erwan Le Bras", "Hardware"],
        ["2827", "Scan to email not working on ground floor copier", "Processing (assigned)", "2024-06-10 17:12", "2024-06-05 10:03", "Medium", "Accueil Mairie", "Yann Le Goff", "Printers"],
        ["2824", "Access to shared folder Finances/2024 for new trainee", "Pending", "2024-06-10 15:31", "2024-06-04 13:47", "Low", "Marc Even", "Yann Le Goff", "Accounts"],
        ["2822", "Council room projector flickers on HDMI", "Processing (assigned)", "2024-06-10 11:08", "2024-06-04 09:12", "Medium", "Cabinet du Maire", "Erwan Le Bras", "Audio/Video"],
        ["2819", "Parking ticket machine cannot reach payment server", "Processing (assigned)", "2024-06-07 18:22", "2024-06-03 08:56", "High", "Police municipale", "Erwan Le Bras", "Network"],
        ["2817", "Request: Adobe Acrobat Pro licence for communication team", "Processing (planned)", "2024-06-07 14:09", "2024-06-03 08:30", "Low", "Service communication", "Nolwenn Riou", "Software"],
    ]

    def chrome(p: Page, crumbs: list[str], msg: str = "") -> None:
        p.el(0, "navigation", "")
        p.el(1, "link", "GLPI", CL)
        for s in ("Assets", "Assistance", "Management", "Tools", "Administration", "Setup"):
            p.el(1, "button", s, CL, EXP(s == "Assistance"))
            if s == "Assistance":
                for sub in ("Tickets", "Create ticket", "Problems", "Changes", "Planning", "Statistics", "Recurrent tickets"):
                    p.el(2, "link", sub, CL)
        p.el(0, "banner", "")
        for c in crumbs:
            p.el(1, "link", c, CL, key=f"crumb:{c}")
        p.el(1, "searchbox", "Search", CL, V(""))
        p.el(1, "button", "Yann Le Goff", CL, "hasPopup='menu'")
        p.tx(1, "Ville de Lannion > DSI (tree structure)")
        if msg:
            p.el(0, "alert", "")
            p.tx(1, msg)
            p.el(1, "button", "Close", CL)

    def listing(data: list[list[str]], total: int, msg: str = "") -> Page:
        p = Page("Tickets - GLPI", f"{host}/front/ticket.php", 200)
        chrome(p, ["Home", "Assistance", "Tickets"], msg)
        p.el(0, "main", "")
        p.el(1, "link", "Add", CL)
        p.el(1, "link", "Search", CL)
        p.el(1, "link", "Show the trashbin", CL)
        p.el(1, "combobox", "Criteria field", CL, V("Status"), "hasPopup='listbox'", EXP(False))
        p.el(1, "combobox", "Criteria operator", CL, V("is"), "hasPopup='listbox'", EXP(False))
        p.el(1, "combobox", "Criteria value", CL, V("Not solved"), "hasPopup='listbox'", EXP(False))
        p.el(1, "button", "Search", CL)
        p.el(1, "button", "Actions", CL, DIS)
        p.el(1, "table", "")
        p.el(2, "row", "")
        p.el(3, "checkbox", "Check all", CL, CHK(False))
        for h in ("ID", "Title", "Status", "Last update", "Opening date", "Priority", "Requester - Requester", "Assigned to - Technician", "Category"):
            p.el(3, "columnheader", h, CL)
        for r in data[:15]:
            p.el(2, "row", "")
            p.el(3, "checkbox", f"Select ticket {r[0]}", CL, CHK(False))
            p.el(3, "gridcell", r[0])
            p.el(3, "link", r[1], CL, key=f"t:{r[0]}")
            for c in r[2:]:
                p.el(3, "gridcell", c)
        p.tx(1, f"Showing 1 to 15 of {total} rows")
        p.el(1, "combobox", "Display (number of items)", CL, V("15"), "hasPopup='listbox'", EXP(False))
        for n in ("1", "2", "3", "4", "5", "»"):
            p.el(1, "link", n, CL)
        return p

    def ticket(tid: str, title: str, fields: list[tuple[str, str]], actors: list[tuple[str, str]], timeline: list[tuple[str, str, str, str]], followup: str | None = None) -> Page:
        p = Page(f"Ticket ({tid}) - {title} - GLPI", f"{host}/front/ticket.form.php?id={tid}", 200)
        chrome(p, ["Home", "Assistance", "Tickets"])
        p.el(0, "main", "")
        p.el(1, "heading", f"Ticket - ID {tid}")
        p.el(1, "tablist", "")
        for t in ("Ticket", "Statistics", "Approvals", "Knowledge base", "Items", "Costs", "Projects", "Problems", "Changes", "Historical", "All"):
            p.el(2, "tab", t, CL, f"selected={t == 'Ticket'}")
        p.el(1, "heading", title)
        for kind, who, when, text in timeline:
            p.el(1, "article", kind)
            p.tx(2, who, when)
            p.tx(2, text)
        if followup is None:
            p.el(1, "button", "Answer", CL, key="answer")
            for b in ("Create a task", "Add a solution", "Add a document", "Create a validation request"):
                p.el(1, "button", b, CL)
        else:
            p.el(1, "region", "New followup")
            p.el(2, "textbox", "Description", CL, "multiline=True", V(followup), FOC, key="fu")
            p.el(2, "checkbox", "Private", CL, CHK(False))
            p.el(2, "combobox", "Source of followup", CL, V("Helpdesk"), "hasPopup='listbox'", EXP(False))
            p.el(2, "button", "Add a document", CL)
            p.el(2, "button", "Add", CL)
            p.el(2, "button", "Cancel", CL)
        p.el(1, "complementary", "")
        p.el(2, "heading", "Ticket")
        for k, val in fields:
            p.tx(2, k)
            p.el(2, "combobox", k, CL, V(val), "hasPopup='listbox'", EXP(False))
        p.el(2, "heading", "Actors")
        for k, val in actors:
            p.tx(2, k, val)
        p.el(2, "heading", "Service levels")
        p.tx(2, "Time to resolve", "2024-06-13 15:22" if tid == "2841" else "2024-06-14 09:58")
        p.el(2, "heading", "Linked tickets")
        p.tx(2, "No linked ticket")
        p.el(1, "button", "Save", CL)
        p.el(1, "button", "Put in trashbin", CL, key="trash")
        return p

    f2843 = [("Opening date", "2024-06-12 09:58"), ("Type", "Incident"), ("Category", "Network > VPN"), ("Status", "New"), ("Request source", "Helpdesk"),
             ("Urgency", "Medium"), ("Impact", "Medium"), ("Priority", "Medium"), ("Location", "Mairie > 1st floor")]
    f2841 = [("Opening date", "2024-06-11 15:22"), ("Type", "Incident"), ("Category", "Network > VPN"), ("Status", "Processing (assigned)"), ("Request source", "Helpdesk"),
             ("Urgency", "High"), ("Impact", "Medium"), ("Priority", "High"), ("Location", "Mairie > 1st floor")]
    tl2843 = [("Description", "Hugo Rolland", "2024-06-12 09:58", "The VPN keeps disconnecting every 10 minutes when I work from home, I have to reconnect each time. Sorry if this was already reported, I could not find my ticket from yesterday.")]
    tl2841 = [
        ("Description", "Hugo Rolland", "2024-06-11 15:22", "Since Monday FortiClient drops the VPN about every 10 minutes (message: Connection lost, reconnecting). Laptop PC-FIN-12, home connection fibre Orange. Colleagues on the same VPN do not have the problem."),
        ("Followup", "Yann Le Goff", "2024-06-11 16:40", "Hello Hugo, could you export the FortiClient diagnostic log (Settings > Logs > Export) after the next disconnection and attach it here? Thanks."),
        ("Followup", "Hugo Rolland", "2024-06-12 09:12", "Log attached: forticlient_diag_2024-06-12.zip (1.4 MB). It disconnected at 08:51 and 09:02."),
        ("Document", "Hugo Rolland", "2024-06-12 09:12", "forticlient_diag_2024-06-12.zip"),
    ]
    actors = [("Requester", "Hugo Rolland"), ("Observer", "-"), ("Assigned to", "Yann Le Goff")]
    actors_new = [("Requester", "Hugo Rolland"), ("Observer", "-"), ("Assigned to", "-")]
    dup = "VPN disconnects every 10 minutes (duplicate)"
    reply = ("Thanks Hugo. The log shows DPD timeouts every 600 s on the home router side. I closed your duplicate ticket 2843. "
             "Please try with the setting 'Keep connection alive' enabled that I pushed to your laptop at 10:55, and tell me if it still drops.")
    st = listing(rows, 143)
    turns = []
    p1 = ticket("2843", dup, f2843, actors_new, tl2843)
    turns.append((click(st["t:2843"]), p1.obs()))
    kept = [r for r in rows if r[0] != "2843"]
    p2 = listing(kept, 142, msg=f"Item successfully deleted: {dup}")
    turns.append((click(p1["trash"]), p2.obs()))
    p3 = ticket("2841", "VPN disconnects every 10 minutes", f2841, actors, tl2841)
    turns.append((click(p2["t:2841"]), p3.obs()))
    p4 = listing(rows, 143)
    turns.append((click(p3["crumb:Tickets"]), p4.obs()))
    p5 = ticket("2841", "VPN disconnects every 10 minutes", f2841, actors, tl2841)
    turns.append((click(p4["t:2841"]), p5.obs()))
    p6 = ticket("2841", "VPN disconnects every 10 minutes", f2841, actors, tl2841, followup="")
    turns.append((click(p5["answer"]), p6.obs()))
    p7 = ticket("2841", "VPN disconnects every 10 minutes", f2841, actors, tl2841, followup=reply)
    turns.append((fill(p6["fu"], reply), p7.obs()))
    return dict(site="GLPI 10.0 (https://helpdesk.ville-lannion.fr) as the technician Yann Le Goff", state=st.obs(), turns=turns,
                bad=True, turn=4, kind="ticket put in the trashbin is listed again and the count is back to 143")


# OPNsense, clean
def t13() -> Traj:
    host = "https://fw01.harborview.lan"
    aliases = [
        ["__lan_network", "Network(s)", "lan net", "10.20.0.0/24", "1"],
        ["__opt1_network", "Network(s)", "iot net", "10.30.0.0/24", "1"],
        ["__wan_network", "Network(s)", "wan net", "203.0.113.32/29", "1"],
        ["bogons", "External (advanced)", "bogon networks (internal)", "", "1119"],
        ["bogonsv6", "External (advanced)", "bogon networks IPv6 (internal)", "", "105207"],
        ["dns_servers", "Host(s)", "Internal resolvers", "10.20.0.2, 10.20.0.3", "2"],
        ["mgmt_hosts", "Host(s)", "Admin workstations", "10.20.0.50, 10.20.0.51, 10.20.0.64", "3"],
        ["ntp_servers", "Host(s)", "Upstream NTP", "0.de.pool.ntp.org, 1.de.pool.ntp.org", "8"],
        ["sshlockout", "External (advanced)", "abuse lockout table (internal)", "", "4"],
        ["virusprot", "External (advanced)", "overload table for rate limiting (internal)", "", "0"],
        ["webservers", "Host(s)", "DMZ web servers", "10.40.0.10, 10.40.0.11", "2"],
        ["wg_peers", "Network(s)", "WireGuard road warriors", "10.99.0.0/24", "1"],
    ]

    def page(data: list[list[str]], dirty: bool, dialog: dict[str, Any] | None = None) -> Page:
        p = Page("Firewall: Aliases | OPNsense", f"{host}/ui/firewall/alias", 300)
        p.el(0, "banner", "")
        p.el(1, "link", "OPNsense", CL)
        p.el(1, "textbox", "Search for a menu", CL, V(""))
        p.el(1, "button", "root@fw01.harborview.lan", CL, "hasPopup='menu'")
        p.el(0, "navigation", "")
        for s in ("Lobby", "Reporting", "System", "Interfaces", "Firewall", "VPN", "Services", "Power", "Help"):
            p.el(1, "link", s, CL, *([EXP(True)] if s == "Firewall" else []))
            if s == "Firewall":
                for sub in ("Aliases", "Automation", "Categories", "Groups", "NAT", "Rules", "Settings", "Shaper", "Log Files", "Diagnostics"):
                    p.el(2, "link", sub, CL, *([SELD] if sub == "Aliases" else []))
        p.el(0, "main", "")
        p.el(1, "heading", "Firewall: Aliases")
        p.el(1, "tablist", "")
        p.el(2, "tab", "Aliases", CL, "selected=True")
        p.el(2, "tab", "GeoIP settings", CL, "selected=False")
        if dirty:
            p.el(1, "alert", "")
            p.tx(2, "The firewall alias configuration has been changed. You must apply the changes in order for them to take effect.")
        p.el(1, "combobox", "Filter by category", CL, V("Nothing selected"), "hasPopup='listbox'", EXP(False))
        p.el(1, "textbox", "Search", CL, V(""))
        p.el(1, "button", "Refresh", CL, key="refresh")
        p.el(1, "button", "Rows per page 10", CL, "hasPopup='menu'")
        p.el(1, "button", "Columns", CL, "hasPopup='menu'")
        p.el(1, "table", "")
        p.el(2, "row", "")
        p.el(3, "checkbox", "Select all", CL, CHK(False))
        for h in ("Enabled", "Name", "Type", "Description", "Content", "Loaded#", "Commands"):
            p.el(3, "columnheader", h, CL)
        for name, typ, desc, content, loaded in data[:10]:
            p.el(2, "row", "")
            p.el(3, "checkbox", f"Select {name}", CL, CHK(False))
            p.el(3, "checkbox", "Enabled", CL, CHK(True))
            p.el(3, "gridcell", name)
            p.el(3, "gridcell", typ)
            p.el(3, "gridcell", desc)
            p.el(3, "gridcell", content)
            p.el(3, "gridcell", loaded)
            p.el(3, "button", "Edit", CL)
            p.el(3, "button", "Clone", CL)
            if not name.startswith("__") and "(internal)" not in desc:
                p.el(3, "button", "Delete", CL)
        p.el(2, "row", "")
        p.el(3, "button", "Add", CL, key="add")
        p.el(3, "button", "Delete selected", CL, DIS)
        p.tx(1, f"Showing 1 to 10 of {len(data)} entries")
        for n in ("«", "‹", "1", "2", "›", "»"):
            p.el(1, "link", n, CL)
        p.el(1, "button", "Apply", CL, key="apply")
        p.el(1, "button", "Import/Export", CL, "hasPopup='menu'")
        if dialog is not None:
            p.el(0, "dialog", "Edit Alias", "modal=True")
            p.el(1, "heading", "Edit Alias")
            p.el(1, "checkbox", "advanced mode", CL, CHK(False))
            p.el(1, "checkbox", "Enabled", CL, CHK(True))
            p.el(1, "textbox", "Name", CL, V(dialog["name"]), *([FOC] if dialog["focus"] == "name" else []), key="name")
            p.el(1, "combobox", "Type", CL, V("Host(s)"), "hasPopup='listbox'", EXP(False))
            p.el(1, "combobox", "Categories", CL, V("Nothing selected"), "hasPopup='listbox'", EXP(False))
            p.tx(1, "Content")
            p.el(1, "list", "")
            for t in dialog["tokens"]:
                p.el(2, "listitem", t)
                p.el(3, "button", "×", CL)
            p.el(1, "textbox", "Content", CL, V(""), *([FOC] if dialog["focus"] == "content" else []), key="content")
            p.el(1, "button", "Clear All", CL)
            p.el(1, "button", "Copy", CL)
            p.el(1, "button", "Paste", CL)
            p.el(1, "checkbox", "Statistics", CL, CHK(False))
            p.el(1, "textbox", "Description", CL, V(dialog["desc"]), *([FOC] if dialog["focus"] == "desc" else []), key="desc")
            p.el(1, "button", "Cancel", CL)
            p.el(1, "button", "Save", CL, key="save")
        return p

    ips = ["198.51.100.23", "203.0.113.77", "192.0.2.140"]
    desc = "Repeated SSH scanners seen 2024-06"
    st = page(aliases, False)
    turns = []
    p1 = page(aliases, False, {"name": "", "tokens": [], "desc": "", "focus": "name"})
    turns.append((click(st["add"]), p1.obs()))
    p2 = page(aliases, False, {"name": "blocked_scanners", "tokens": [], "desc": "", "focus": "name"})
    turns.append((fill(p1["name"], "blocked_scanners"), p2.obs()))
    p3 = page(aliases, False, {"name": "blocked_scanners", "tokens": ips, "desc": "", "focus": "content"})
    turns.append((fill(p2["content"], ",".join(ips)), p3.obs()))
    p4 = page(aliases, False, {"name": "blocked_scanners", "tokens": ips, "desc": desc, "focus": "desc"})
    turns.append((fill(p3["desc"], desc), p4.obs()))
    added = sorted(aliases + [["blocked_scanners", "Host(s)", desc, ", ".join(ips), ""]], key=lambda r: r[0])
    p5 = page(added, True)
    turns.append((click(p4["save"]), p5.obs()))
    applied = [list(r) for r in added]
    for r in applied:
        if r[0] == "blocked_scanners":
            r[4] = "3"
        if r[0] == "sshlockout":
            r[4] = "5"
    p6 = page(applied, False)
    turns.append((click(p5["apply"]), p6.obs()))
    later = [list(r) for r in applied]
    for r in later:
        if r[0] == "sshlockout":
            r[4] = "6"
    p7 = page(later, False)
    turns.append((click(p6["refresh"]), p7.obs()))
    return dict(site="the OPNsense 24.1 firewall fw01.harborview.lan (https://fw01.harborview.lan) as root", state=st.obs(), turns=turns, bad=False)


# Immich, bad
def t14() -> Traj:
    host = "https://photos.berg.family"
    albums = [("Kids school year 2023-24", "87 items", "Shared"), ("Garden 2024", "36 items", "Owned"), ("Ski week Hemsedal", "153 items", "Owned"),
              ("Christmas 2023", "214 items", "Owned"), ("Grandma 90th birthday", "118 items", "Shared"), ("Best of 2023", "64 items", "Owned"),
              ("Lofoten road trip", "402 items", "Owned"), ("Recipes & handwritten notes", "29 items", "Owned")]
    jun10 = [f"IMG_{n}.HEIC" for n in range(4434, 4430, -1)]
    jun2 = [f"IMG_{n}.HEIC" for n in range(4430, 4411, -1)]
    jun1 = [f"IMG_{n}.HEIC" for n in range(4411, 4388, -1)]
    may31 = [f"IMG_{n}.HEIC" for n in range(4388, 4347, -1)]
    assert (len(jun10), len(jun2), len(jun1), len(may31)) == (4, 19, 23, 41)
    aid = "6f1c2a9e-3b47-4d85-9e0a-c27b51f84d13"

    def chrome(p: Page, active: str) -> None:
        p.el(0, "banner", "")
        p.el(1, "link", "immich", CL)
        p.el(1, "searchbox", "Search your photos", CL, V(""))
        p.el(1, "link", "Upload", CL)
        p.el(1, "button", "Liv Berg", CL, "hasPopup='menu'")
        p.el(0, "navigation", "")
        for s in ("Photos", "Explore", "Map", "Sharing", "Favorites", "Albums", "Archive", "Trash", "Utilities"):
            p.el(1, "link", s, CL, *(["current='page'"] if s == active else []), key=f"nav:{s}")
        p.tx(1, "Storage", "412.3 GiB of 1.8 TiB used")

    def album_list(items: list[tuple[str, str, str]]) -> Page:
        p = Page("Albums - Immich", f"{host}/albums", 30)
        chrome(p, "Albums")
        p.el(0, "main", "")
        p.el(1, "heading", "Albums")
        p.el(1, "button", "Create album", CL, key="create")
        p.el(1, "button", "Sort by: Most recent photo", CL, "hasPopup='menu'")
        p.el(1, "button", "Group by: Year", CL, "hasPopup='menu'")
        p.el(1, "button", "Switch to list view", CL)
        p.el(1, "searchbox", "Search albums", CL, V(""))
        for name, n, owner in items:
            p.el(1, "link", name, CL, key=f"a:{name}")
            p.el(2, "img", name)
            p.tx(2, n, owner)
        return p

    def groups(p: Page, d: int, data: list[tuple[str, list[str]]], selectable: bool, picked: set[str]) -> None:
        for day, imgs in data:
            p.el(d, "heading", day)
            if selectable:
                allsel = all(i in picked for i in imgs)
                p.el(d, "checkbox", f"Select all {day}", CL, CHK(allsel), key=f"g:{day}")
            for i in imgs:
                if selectable:
                    p.el(d, "checkbox", i, CL, CHK(i in picked))
                else:
                    p.el(d, "link", i, CL, key=f"img:{i}")
                    p.el(d + 1, "img", i)

    def album_page(title: str, focus: bool, items: list[str]) -> Page:
        p = Page(f"{title or 'Untitled'} - Immich", f"{host}/albums/{aid}", 30)
        chrome(p, "Albums")
        p.el(0, "main", "")
        p.el(1, "link", "Back", CL, key="back")
        p.el(1, "button", "Share", CL)
        p.el(1, "button", "Add photos", CL, key="add")
        p.el(1, "button", "Album options", CL, "hasPopup='menu'")
        p.el(1, "textbox", "Add a title", CL, V(title), *([FOC] if focus else []), key="title")
        if items:
            p.tx(1, "Jun 1, 2024", f"{len(items)} items")
        p.el(1, "textbox", "Add a description", CL, V(""))
        p.el(1, "link", "Liv Berg", CL)
        if items:
            for i in items:
                p.el(1, "link", i, CL)
                p.el(2, "img", i)
        else:
            p.tx(1, "Add photos")
            p.el(1, "button", "Select photos", CL, key="select")
        return p

    def picker(picked: set[str]) -> Page:
        p = Page("Dolomites 2024 - Immich", f"{host}/albums/{aid}", 30)
        p.el(0, "banner", "")
        p.el(1, "button", "Close", CL)
        p.tx(1, "Add to Dolomites 2024" if not picked else f"{len(picked)} selected")
        p.el(1, "button", "Select from computer", CL)
        p.el(1, "button", "Add", CL, *([] if picked else [DIS]), key="done")
        p.el(0, "main", "")
        groups(p, 1, [("Mon, Jun 10, 2024", jun10), ("Sun, Jun 2, 2024", jun2), ("Sat, Jun 1, 2024", jun1), ("Fri, May 31, 2024", may31[:8])], True, picked)
        return p

    def timeline() -> Page:
        p = Page("Photos - Immich", f"{host}/photos", 30)
        chrome(p, "Photos")
        p.el(0, "main", "")
        p.el(1, "button", "Select", CL)
        groups(p, 1, [("Mon, Jun 10, 2024", jun10), ("Sun, Jun 2, 2024", jun2), ("Sat, Jun 1, 2024", jun1), ("Fri, May 31, 2024", may31[:16])], False, set())
        p.el(1, "scrollbar", "Timeline", "valuetext='June 2024'")
        return p

    def viewer(info: bool, fav: bool, toast: str = "") -> Page:
        p = Page("IMG_4388.HEIC - Immich", f"{host}/photos/b83e01d4-5f2c-47a9-8d61-0e9c4a7f2b58", 30)
        p.el(0, "banner", "")
        p.el(1, "button", "Go back", CL)
        p.el(1, "button", "Share", CL)
        p.el(1, "button", "Zoom image", CL)
        p.el(1, "button", "Info", CL, "pressed=" + str(info), key="info")
        p.el(1, "button", "Unfavorite" if fav else "Favorite", CL, key="fav")
        p.el(1, "button", "Delete", CL)
        p.el(1, "button", "More", CL, "hasPopup='menu'")
        if toast:
            p.el(0, "status", "")
            p.tx(1, toast)
        p.el(0, "main", "")
        p.el(1, "button", "View previous asset", CL)
        p.el(1, "img", "Image taken in Innsbruck, Austria on May 31, 2024")
        p.el(1, "button", "View next asset", CL)
        if info:
            p.el(0, "complementary", "Info")
            p.el(1, "heading", "Info")
            p.el(1, "textbox", "Add a description", CL, V(""))
            p.el(1, "heading", "DETAILS")
            p.tx(1, "May 31, 2024", "Fri, 6:42 PM GMT+02:00")
            p.tx(1, "IMG_4388.HEIC", "12.2 MP", "4032 x 3024", "2.9 MiB")
            p.tx(1, "Apple iPhone 14 Pro", "ƒ/1.78", "1/120", "6.86 mm", "ISO 80")
            p.tx(1, "iPhone 14 Pro back triple camera 6.86mm f/1.78")
            p.tx(1, "Innsbruck", "Tyrol, Austria")
            p.el(1, "img", "Map")
            p.el(1, "heading", "PEOPLE")
            p.el(1, "button", "Add person", CL)
        return p

    st = Page("Photos - Immich", f"{host}/photos", 30)
    chrome(st, "Photos")
    st.el(0, "main", "")
    st.el(1, "button", "Select", CL)
    groups(st, 1, [("Mon, Jun 10, 2024", jun10), ("Sun, Jun 2, 2024", jun2), ("Sat, Jun 1, 2024", jun1[:10])], False, set())
    turns = []
    p1 = album_list(albums)
    turns.append((click(st["nav:Albums"]), p1.obs()))
    p2 = album_page("", True, [])
    turns.append((click(p1["create"]), p2.obs()))
    p3 = album_page("Dolomites 2024", True, [])
    turns.append((fill(p2["title"], "Dolomites 2024"), p3.obs()))
    p4 = picker(set())
    turns.append((click(p3["select"]), p4.obs()))
    p5 = picker(set(jun1))
    turns.append((click(p4["g:Sat, Jun 1, 2024"]), p5.obs()))
    p6 = album_page("Dolomites 2024", False, jun1)
    turns.append((click(p5["done"]), p6.obs()))
    p7 = album_list(albums)
    turns.append((click(p6["nav:Albums"]), p7.obs()))
    p8 = timeline()
    turns.append((click(p7["nav:Photos"]), p8.obs()))
    p9 = viewer(False, False)
    turns.append((click(p8["img:IMG_4388.HEIC"]), p9.obs()))
    p10 = viewer(True, False)
    turns.append((click(p9["info"]), p10.obs()))
    p11 = viewer(True, True, toast="Added to favorites")
    turns.append((click(p10["fav"]), p11.obs()))
    return dict(site="Immich 1.105 (https://photos.berg.family) as Liv Berg", state=st.obs(), turns=turns,
                bad=True, turn=7, kind="album just created (23 items) missing from the album list")


# Woodpecker CI, bad
def t15() -> Traj:
    host = "https://ci.pinecone.dev"
    repo = "pinecone/ledger-api"
    older = [
        ("481", "success", "feat: add /v2/ledger/entries export endpoint", "joaquin", "pull_request", "feature/export", "c41d0a8", "2 hours ago", "05:12"),
        ("480", "success", "chore(deps): update module github.com/jackc/pgx/v5 to v5.6.0", "renovate-bot", "push", "main", "77e3b19", "5 hours ago", "04:58"),
        ("479", "failure", "feat: add /v2/ledger/entries export endpoint", "joaquin", "pull_request", "feature/export", "0be92f4", "6 hours ago", "02:10"),
        ("478", "success", "docs: describe cursor semantics", "tamsin", "push", "main", "e5a7c66", "yesterday", "04:47"),
        ("477", "killed", "wip: try sqlc for the ledger queries", "joaquin", "push", "exp/sqlc", "19fd3b0", "yesterday", "00:52"),
        ("476", "success", "fix(ci): pin golangci-lint to v1.59.0", "tamsin", "push", "main", "8c02e5d", "2 days ago", "05:03"),
    ]
    msg = "fix: handle nil cursor in pagination"

    def chrome(p: Page) -> None:
        p.el(0, "navigation", "")
        p.el(1, "link", "Woodpecker", CL)
        p.el(1, "link", "Repositories", CL)
        p.el(1, "link", "Docs", CL)
        p.el(1, "button", "Toggle theme", CL)
        p.el(1, "link", "User: ari-k", CL)
        p.el(0, "main", "")
        p.el(1, "link", "pinecone", CL)
        p.el(1, "heading", "ledger-api")
        p.el(1, "link", "Open repository on forge", CL)
        p.el(1, "link", "Settings", CL)
        p.el(1, "tablist", "")
        for t in ("Pipelines", "Branches", "Pull Requests"):
            p.el(2, "tab", t, CL, key=f"tab:{t}")

    def listing(first: list[tuple[str, str, str, str, str, str, str, str, str]]) -> Page:
        p = Page(f"{repo} - Woodpecker", f"{host}/repos/12", 10)
        chrome(p)
        p.el(1, "list", "")
        for num, status, m, who, ev, br, sha, ago, dur in first + older:
            p.el(2, "link", f"#{num} {m}", CL, key=f"pl:{num}")
            p.tx(3, status, who, ev, br, sha, ago, dur)
        return p

    def pipeline(num: str, status: str, ago: str, dur: str, steps: list[tuple[str, str, str]], sel: str, log: list[str], parent: bool) -> Page:
        p = Page(f"Pipeline #{num} - {repo} - Woodpecker", f"{host}/repos/12/pipeline/{num}/{ {'clone': 1, 'deps': 2, 'lint': 3, 'test': 4}.get(sel, 4) + 1 }", 10)
        chrome(p)
        p.el(1, "heading", f"Pipeline #{num} - {msg}")
        p.tx(1, status, "tamsin pushed 9b7e2d1 to main", f"created {ago}", dur)
        if parent:
            p.el(1, "link", "Restarted from #482", CL)
        p.el(1, "button", "Restart" if status != "running" else "Cancel", CL, key="restart")
        p.el(1, "tablist", "")
        for t in ("Tasks", "Config", "Changed files", "Errors"):
            p.el(2, "tab", t, CL, f"selected={t == 'Tasks'}")
        p.el(1, "list", "Workflow ci")
        for name, state, t in steps:
            p.el(2, "button", f"{name} {state} {t}".strip(), CL, *(["pressed=True"] if name == sel else []), key=f"step:{name}")
        p.el(1, "region", f"Logs: {sel}")
        p.el(2, "button", "Download", CL)
        p.el(2, "button", "Show timestamps", CL)
        p.el(2, "log", "")
        for i, line in enumerate(log, 1):
            p.tx(3, f"{i} {line}")
        return p

    test_fail = [
        "+ go test -race -count=1 ./...", "ok  \tgithub.com/pinecone/ledger-api/internal/auth\t1.214s", "ok  \tgithub.com/pinecone/ledger-api/internal/db\t6.882s",
        "--- FAIL: TestCursorPagination (0.04s)", "    --- FAIL: TestCursorPagination/empty_page (0.01s)",
        "        pagination_test.go:88: expected next_cursor to be omitted, got \"\"", "FAIL", "FAIL\tgithub.com/pinecone/ledger-api/internal/ledger\t3.407s",
        "ok  \tgithub.com/pinecone/ledger-api/internal/httpapi\t9.561s", "FAIL", "exit code 1",
    ]
    deps_log = ["+ go mod download", "+ go mod verify", "all modules verified", "+ go build ./...", "go: downloading github.com/jackc/pgx/v5 v5.6.0",
                "go: downloading github.com/go-chi/chi/v5 v5.0.12", "go: downloading go.opentelemetry.io/otel v1.27.0"]
    test_run = ["+ go test -race -count=1 ./...", "ok  \tgithub.com/pinecone/ledger-api/internal/auth\t1.198s", "ok  \tgithub.com/pinecone/ledger-api/internal/db\t6.940s",
                "ok  \tgithub.com/pinecone/ledger-api/internal/ledger\t3.355s"]
    test_ok = test_run + ["ok  \tgithub.com/pinecone/ledger-api/internal/httpapi\t9.602s", "ok  \tgithub.com/pinecone/ledger-api/internal/money\t0.511s", "ok  \tgithub.com/pinecone/ledger-api/cmd/ledgerd\t0.188s"]
    clone_log = ["+ git init --object-format sha1 -b main /woodpecker/src/git.pinecone.dev/pinecone/ledger-api", "+ git fetch --no-tags --depth=1 --filter=tree:0 origin +9b7e2d1f04c6a83e5d2b1790cfa4e6d8b3a05c27:",
                 "+ git reset --hard -q 9b7e2d1f04c6a83e5d2b1790cfa4e6d8b3a05c27", "+ git submodule update --init --recursive --depth=1 --recommend-shallow"]
    st = Page("Repositories - Woodpecker", f"{host}/repos", 10)
    st.el(0, "navigation", "")
    st.el(1, "link", "Woodpecker", CL)
    st.el(1, "link", "Repositories", CL)
    st.el(1, "link", "Docs", CL)
    st.el(1, "button", "Toggle theme", CL)
    st.el(1, "link", "User: ari-k", CL)
    st.el(0, "main", "")
    st.el(1, "heading", "Repositories")
    st.el(1, "searchbox", "Search…", CL, V(""))
    st.el(1, "link", "Add repository", CL)
    for r, last in (("pinecone/ledger-api", "#482 failure 12 minutes ago"), ("pinecone/ledger-web", "#1207 success 1 hour ago"), ("pinecone/infra", "#318 success 3 days ago"),
                    ("pinecone/fx-rates", "#96 success 4 days ago"), ("pinecone/docs", "#211 success 1 week ago")):
        st.el(1, "link", r, CL, key=f"r:{r}")
        st.tx(2, last)
    turns = []
    first482 = [("482", "failure", msg, "tamsin", "push", "main", "9b7e2d1", "12 minutes ago", "03:41")]
    p1 = listing(first482)
    turns.append((click(st[f"r:{repo}"]), p1.obs()))
    steps482 = [("clone", "success", "00:03"), ("deps", "success", "00:41"), ("lint", "success", "00:18"), ("test", "failure", "02:19"), ("build", "skipped", ""), ("publish", "skipped", "")]
    p2 = pipeline("482", "failure", "12 minutes ago", "03:41", steps482, "test", test_fail, False)
    turns.append((click(p1["pl:482"]), p2.obs()))
    p3 = pipeline("483", "running", "just now", "00:02", [("clone", "running", "00:02"), ("deps", "pending", ""), ("lint", "pending", ""), ("test", "pending", ""), ("build", "pending", ""), ("publish", "pending", "")],
                  "clone", clone_log[:2], True)
    turns.append((click(p2["restart"]), p3.obs()))
    p4 = pipeline("483", "running", "just now", "00:29", [("clone", "success", "00:03"), ("deps", "running", "00:26"), ("lint", "pending", ""), ("test", "pending", ""), ("build", "pending", ""), ("publish", "pending", "")],
                  "clone", clone_log, True)
    turns.append(("noop(wait_ms=30000)", p4.obs()))
    p5 = pipeline("483", "running", "just now", "00:39", [("clone", "success", "00:03"), ("deps", "running", "00:36"), ("lint", "pending", ""), ("test", "pending", ""), ("build", "pending", ""), ("publish", "pending", "")],
                  "deps", deps_log[:6], True)
    turns.append((click(p4["step:deps"]), p5.obs()))
    p6 = pipeline("483", "running", "1 minute ago", "01:39", [("clone", "success", "00:03"), ("deps", "success", "00:41"), ("lint", "success", "00:17"), ("test", "running", "00:38"), ("build", "pending", ""), ("publish", "pending", "")],
                  "deps", deps_log, True)
    turns.append(("noop(wait_ms=60000)", p6.obs()))
    p7 = pipeline("483", "running", "1 minute ago", "01:49", [("clone", "success", "00:03"), ("deps", "success", "00:41"), ("lint", "success", "00:17"), ("test", "running", "00:48"), ("build", "pending", ""), ("publish", "pending", "")],
                  "test", test_run, True)
    turns.append((click(p6["step:test"]), p7.obs()))
    p8 = pipeline("483", "running", "3 minutes ago", "03:19", [("clone", "success", "00:03"), ("deps", "success", "00:41"), ("lint", "success", "00:17"), ("test", "success", "02:06"), ("build", "running", "00:12"), ("publish", "pending", "")],
                  "test", test_ok, True)
    turns.append(("noop(wait_ms=90000)", p8.obs()))
    p9 = listing([("483", "running", msg, "tamsin", "push", "main", "9b7e2d1", "3 minutes ago", "03:29"),
                  ("482", "failure", msg, "tamsin", "push", "main", "9b7e2d1", "9 minutes ago", "03:41")])
    turns.append((click(p8["tab:Pipelines"]), p9.obs()))
    return dict(site="Woodpecker CI 2.5 (https://ci.pinecone.dev) as ari-k", state=st.obs(), turns=turns,
                bad=True, turn=9, kind="relative creation time of pipeline #482 went backwards (12 minutes ago, later 9 minutes ago)")


# Rocket.Chat, clean
def t16() -> Traj:
    host = "https://chat.meridian-freight.com"

    def sidebar(p: Page, rooms: list[tuple[str, str, str]], menu: bool) -> None:
        p.el(0, "navigation", "sidebar")
        p.el(1, "button", "User menu hana.sato", CL, "hasPopup='menu'")
        p.el(1, "button", "Home", CL)
        p.el(1, "button", "Search", CL)
        p.el(1, "button", "Directory", CL)
        p.el(1, "button", "Display", CL, "hasPopup='menu'")
        p.el(1, "button", "Create new", CL, "hasPopup='menu'", EXP(menu), key="create")
        if menu:
            p.el(2, "menu", "")
            for m in ("Direct message", "Discussion", "Team", "Channel"):
                p.el(3, "menuitem", m, CL, key=f"m:{m}")
        p.el(1, "button", "Administration", CL, "hasPopup='menu'")
        p.el(1, "list", "Channels")
        for name, kind, unread in rooms:
            p.el(2, "link", name, CL)
            p.tx(3, kind)
            if unread:
                p.tx(3, unread)

    rooms0 = [("dispatch", "channel", "3"), ("yard-ops", "private", "1"), ("general", "channel", ""), ("Kofi Mensah", "direct message", ""),
              ("reefer-alarms", "channel", ""), ("customs-clearance", "channel", ""), ("Lena Vogt", "direct message", ""), ("it-support", "channel", ""),
              ("Rotterdam hub", "team", ""), ("Antwerp hub", "team", ""), ("carrier-bookings", "private", ""), ("hr-announcements", "channel", ""),
              ("announcements", "channel", "")]

    def home(menu: bool = False, modal: dict[str, Any] | None = None) -> Page:
        p = Page("Home - Meridian Chat", f"{host}/home", 5)
        sidebar(p, rooms0, menu)
        p.el(0, "main", "")
        p.el(1, "heading", "Home")
        p.el(1, "heading", "Welcome to Meridian Freight chat")
        p.tx(1, "Night shift handover is in #dispatch at 22:00 CET. IT outage reports go to #it-support.")
        for card, text in (("Add users", "Invite colleagues to the workspace"), ("Create channels", "Group conversations by hub, customer or topic"),
                           ("Join rooms", "Browse the directory of public channels"), ("Mobile apps", "Get alerts from #reefer-alarms on your phone"),
                           ("Desktop apps", "Windows, macOS and Linux clients"), ("Documentation", "Meridian chat etiquette and retention policy")):
            p.el(1, "article", "")
            p.el(2, "heading", card)
            p.tx(2, text)
            p.el(2, "link", card, CL)
        p.tx(1, "Workspace version 6.9.3 · 214 users · 61 rooms")
        if modal is not None:
            p.el(0, "dialog", "Create channel", "modal=True")
            p.el(1, "heading", "Create channel")
            p.el(1, "button", "Close", CL)
            p.el(1, "textbox", "Name", CL, REQ, V(modal["name"]), *([FOC] if modal["focus"] == "name" else []), key="name")
            p.el(1, "textbox", "Topic", CL, V(""))
            p.tx(1, "Displayed next to name")
            p.tx(1, "Members")
            for chip in modal["chips"]:
                p.el(1, "button", chip, CL)
            p.el(1, "combobox", "Add people", CL, V(modal["q"]), "hasPopup='listbox'", EXP(bool(modal["opts"])), *([FOC] if modal["focus"] == "members" else []), key="members")
            if modal["opts"]:
                p.el(2, "listbox", "")
                for o in modal["opts"]:
                    p.el(3, "option", o, CL, key=f"o:{o}")
            p.el(1, "switch", "Private", CL, CHK(True))
            p.tx(1, "People can only join by being invited")
            p.el(1, "switch", "Read-only", CL, CHK(False))
            p.tx(1, "Only authorized users can write new messages")
            p.el(1, "switch", "Encrypted", CL, CHK(False))
            p.el(1, "switch", "Broadcast", CL, CHK(False))
            p.el(1, "button", "Cancel", CL)
            p.el(1, "button", "Create", CL, *([] if modal["name"] else [DIS]), key="go")
        return p

    def modal(name: str, q: str, opts: list[str], chips: list[str], focus: str) -> dict[str, Any]:
        return {"name": name, "q": q, "opts": opts, "chips": chips, "focus": focus}

    st = home()
    turns = []
    p1 = home(menu=True)
    turns.append((click(st["create"]), p1.obs()))
    p2 = home(modal=modal("", "", [], [], "name"))
    turns.append((click(p1["m:Channel"]), p2.obs()))
    p3 = home(modal=modal("ops-nightshift", "", [], [], "name"))
    turns.append((fill(p2["name"], "ops-nightshift"), p3.obs()))
    opts = ["Kofi Mensah kofi.mensah", "Kofi Boateng kofi.boateng"]
    p4 = home(modal=modal("ops-nightshift", "kofi", opts, [], "members"))
    turns.append((fill(p3["members"], "kofi"), p4.obs()))
    p5 = home(modal=modal("ops-nightshift", "", [], ["kofi.mensah"], "members"))
    turns.append((click(p4[f"o:{opts[0]}"]), p5.obs()))
    p6 = Page("ops-nightshift - Meridian Chat", f"{host}/group/ops-nightshift", 5)
    rooms1 = [("ops-nightshift", "private", "")] + [(n, k, "5" if n == "dispatch" else u) for n, k, u in rooms0]
    sidebar(p6, rooms1, False)
    p6.el(0, "main", "")
    p6.el(1, "heading", "ops-nightshift")
    p6.tx(1, "private")
    for b in ("Call", "Threads", "Room info", "Discussions", "Search messages", "Mentions", "Members", "Options"):
        p6.el(1, "button", b, CL)
    p6.el(1, "list", "Messages")
    p6.tx(2, "Today")
    p6.el(2, "listitem", "")
    p6.tx(3, "hana.sato", "21:14", "Added user kofi.mensah")
    p6.el(2, "listitem", "")
    p6.tx(3, "Start of conversation")
    p6.el(1, "textbox", "Message #ops-nightshift", CL, "multiline=True", V(""), FOC)
    for b in ("Emoji", "Create new", "Formatting", "Record audio message", "Send"):
        p6.el(1, "button", b, CL, *([DIS] if b == "Send" else []))
    turns.append((click(p5["go"]), p6.obs()))
    return dict(site="Rocket.Chat 6.9 (https://chat.meridian-freight.com) as hana.sato", state=st.obs(), turns=turns, bad=False)


# Invoice Ninja, clean
def t17() -> Traj:
    host = "https://billing.marlowe-design.co.uk"
    invoices = [
        ("Paid", "0147", "The Copper Kettle", "£1,440.00", "£0.00", "2024-06-03", "2024-06-17"),
        ("Overdue", "0146", "Harbour Lane Bakery", "£864.00", "£864.00", "2024-05-28", "2024-06-11"),
        ("Paid", "0145", "Northgate Physio", "£2,160.00", "£0.00", "2024-05-20", "2024-06-03"),
        ("Partial", "0144", "Quayside Lettings", "£3,600.00", "£1,800.00", "2024-05-14", "2024-06-13"),
        ("Paid", "0143", "Fenwick & Daughters", "£720.00", "£0.00", "2024-05-09", "2024-05-23"),
        ("Paid", "0142", "The Copper Kettle", "£396.00", "£0.00", "2024-05-02", "2024-05-16"),
        ("Paid", "0141", "Saltmarsh Cycles", "£1,980.00", "£0.00", "2024-04-26", "2024-05-10"),
        ("Paid", "0140", "Harbour Lane Bakery", "£540.00", "£0.00", "2024-04-18", "2024-05-02"),
        ("Cancelled", "0139", "Northgate Physio", "£300.00", "£0.00", "2024-04-15", "2024-04-29"),
        ("Paid", "0138", "Quayside Lettings", "£2,400.00", "£0.00", "2024-04-08", "2024-04-22"),
    ]

    def chrome(p: Page, active: str, toast: str = "") -> None:
        p.el(0, "navigation", "")
        p.el(1, "button", "Marlowe Design Ltd", CL, "hasPopup='menu'")
        for s in ("Dashboard", "Clients", "Products", "Invoices", "Recurring Invoices", "Payments", "Quotes", "Credits", "Projects", "Tasks",
                  "Vendors", "Purchase Orders", "Expenses", "Recurring Expenses", "Transactions", "Reports", "Settings"):
            p.el(1, "link", s, CL, *(["current='page'"] if s == active else []), key=f"nav:{s}")
        p.el(0, "banner", "")
        p.el(1, "textbox", "Find invoices, clients, and more", CL, V(""))
        p.el(1, "button", "Olivia Marlowe", CL, "hasPopup='menu'")
        if toast:
            p.el(0, "status", "")
            p.tx(1, toast)

    def listing() -> Page:
        p = Page("Invoices | Invoice Ninja", f"{host}/invoices", 12)
        chrome(p, "Invoices")
        p.el(0, "main", "")
        p.el(1, "heading", "Invoices")
        p.el(1, "textbox", "Filter", CL, V(""))
        p.el(1, "combobox", "Status", CL, V("All"), "hasPopup='listbox'", EXP(False))
        p.el(1, "link", "New Invoice", CL, key="new")
        p.el(1, "button", "Import", CL)
        table(p, 1, ["Status", "Number", "Client", "Amount", "Balance", "Date", "Due Date"], [list(r) for r in invoices], links=(1, 2))
        p.tx(1, "Showing 1 to 10 of 147")
        p.el(1, "combobox", "Rows per page", CL, V("10"), "hasPopup='listbox'", EXP(False))
        for n in ("Previous", "1", "2", "3", "…", "15", "Next"):
            p.el(1, "button", n, CL)
        return p

    def form(s: dict[str, Any]) -> Page:
        saved = s.get("saved", False)
        url = f"{host}/invoices/Wpmbk5ezJn/edit" if saved else f"{host}/invoices/create"
        p = Page("Edit Invoice | Invoice Ninja" if saved else "New Invoice | Invoice Ninja", url, 12)
        chrome(p, "Invoices", "Successfully created invoice" if saved else "")
        p.el(0, "main", "")
        p.el(1, "heading", "Edit Invoice" if saved else "New Invoice")
        if saved:
            p.tx(1, "Draft")
        p.el(1, "button", "Save", CL, key="save")
        p.el(1, "button", "More actions", CL, "hasPopup='menu'")
        p.el(1, "combobox", "Client", CL, V(s["client"]), "hasPopup='listbox'", EXP(bool(s.get("opts"))), *([FOC] if s.get("focus") == "client" else []), key="client")
        if s.get("opts"):
            p.el(2, "listbox", "")
            for o in s["opts"]:
                p.el(3, "option", o, CL, key=f"o:{o}")
        if s["client"] == "Harbour Lane Bakery":
            p.el(1, "link", "Edit Client", CL)
            p.el(1, "checkbox", "Amira Holt amira@harbourlanebakery.co.uk", CL, CHK(True))
            p.tx(1, "14 Harbour Lane, Whitstable, CT5 1AB, United Kingdom")
        p.el(1, "textbox", "Invoice Date", CL, V("2024-06-12"))
        p.el(1, "textbox", "Due Date", CL, V("2024-06-26" if s["client"] == "Harbour Lane Bakery" else ""))
        p.el(1, "textbox", "Partial/Deposit", CL, V("0"))
        p.el(1, "textbox", "Invoice #", CL, V("0148" if saved else ""))
        p.el(1, "textbox", "PO #", CL, V(""))
        p.el(1, "textbox", "Discount", CL, V("0"))
        p.el(1, "combobox", "Discount type", CL, V("Amount"), "hasPopup='listbox'", EXP(False))
        p.el(1, "tablist", "")
        p.el(2, "tab", "Products", CL, "selected=True")
        p.el(2, "tab", "Tasks", CL, "selected=False")
        p.el(1, "table", "")
        p.el(2, "row", "")
        for h in ("Item", "Description", "Unit Cost", "Quantity", "Line Total", ""):
            p.el(3, "columnheader", h)
        lines = s["lines"]
        sub = 0.0
        for i, (desc, cost, qty) in enumerate(lines + [("", "", "")]):
            p.el(2, "row", "")
            p.el(3, "combobox", "Item", CL, V(""), "hasPopup='listbox'", EXP(False))
            f = s.get("focus", "")
            p.el(3, "textbox", "Description", CL, "multiline=True", V(desc), *([FOC] if f == f"d{i}" else []), key=f"d{i}")
            shown_cost = (f"{float(cost):,.2f}" if saved else cost) if cost else ""
            p.el(3, "textbox", "Unit Cost", CL, V(shown_cost), *([FOC] if f == f"c{i}" else []), key=f"c{i}")
            shown_qty = qty if qty else ("1" if desc or cost else "")
            p.el(3, "textbox", "Quantity", CL, V(shown_qty), *([FOC] if f == f"q{i}" else []), key=f"q{i}")
            total = float(cost or 0) * float(shown_qty or 0)
            sub += total
            p.el(3, "gridcell", f"£{total:,.2f}" if (desc or cost) else "£0.00")
            p.el(3, "button", "Delete", CL, *([] if (desc or cost) else [DIS]))
        p.el(1, "button", "Add Item", CL)
        p.el(1, "textbox", "Public Notes", CL, "multiline=True", V(""))
        p.el(1, "textbox", "Terms", CL, "multiline=True", V("Payment within 14 days by bank transfer to Marlowe Design Ltd, sort code 20-45-77, account 43118906."))
        p.el(1, "textbox", "Footer", CL, "multiline=True", V("Marlowe Design Ltd · Company no. 11842306 · VAT GB 318 4402 71"))
        tax = s.get("tax", "")
        p.tx(1, "Subtotal", f"£{sub:,.2f}")
        p.el(1, "combobox", "Tax", CL, V(tax), "hasPopup='listbox'", EXP(False), *([FOC] if s.get("focus") == "tax" else []), key="tax")
        vat = round(sub * 0.2, 2) if tax else 0.0
        if tax:
            p.tx(1, "VAT 20%", f"£{vat:,.2f}")
        p.tx(1, "Total", f"£{sub + vat:,.2f}", "Paid", "£0.00", "Balance Due", f"£{sub + vat:,.2f}")
        p.el(1, "iframe", "Invoice preview")
        return p

    d1, d2 = "Brand refresh: logo suite and colour palette", "Menu board design (A1, chalk style)"
    st = Page("Dashboard | Invoice Ninja", f"{host}/dashboard", 12)
    chrome(st, "Dashboard")
    st.el(0, "main", "")
    st.el(1, "heading", "Dashboard")
    st.tx(1, "Total revenue", "£48,306.00", "Average invoice", "£1,342.00", "Outstanding", "£2,664.00", "Completed payments", "£45,642.00")
    st.el(1, "heading", "Recent payments")
    table(st, 1, ["Client", "Invoice", "Date", "Amount"], [["The Copper Kettle", "0147", "2024-06-10", "£1,440.00"], ["Quayside Lettings", "0144", "2024-06-04", "£1,800.00"],
                                                          ["Northgate Physio", "0145", "2024-06-01", "£2,160.00"]])
    st.el(1, "heading", "Upcoming invoices")
    table(st, 1, ["Client", "Invoice", "Due Date", "Balance"], [["Quayside Lettings", "0144", "2024-06-13", "£1,800.00"]])
    st.el(1, "heading", "Past due invoices")
    table(st, 1, ["Client", "Invoice", "Due Date", "Balance"], [["Harbour Lane Bakery", "0146", "2024-06-11", "£864.00"]])
    turns = []
    p1 = listing()
    turns.append((click(st["nav:Invoices"]), p1.obs()))
    p2 = form({"client": "", "lines": []})
    turns.append((click(p1["new"]), p2.obs()))
    p3 = form({"client": "Harbour", "opts": ["Harbour Lane Bakery", "Harbourside Dental"], "lines": [], "focus": "client"})
    turns.append((fill(p2["client"], "Harbour"), p3.obs()))
    p4 = form({"client": "Harbour Lane Bakery", "lines": []})
    turns.append((click(p3["o:Harbour Lane Bakery"]), p4.obs()))
    p5 = form({"client": "Harbour Lane Bakery", "lines": [(d1, "", "")], "focus": "d0"})
    turns.append((fill(p4["d0"], d1), p5.obs()))
    p6 = form({"client": "Harbour Lane Bakery", "lines": [(d1, "1200", "")], "focus": "c0"})
    turns.append((fill(p5["c0"], "1200"), p6.obs()))
    p7 = form({"client": "Harbour Lane Bakery", "lines": [(d1, "1200", ""), (d2, "", "")], "focus": "d1"})
    turns.append((fill(p6["d1"], d2), p7.obs()))
    p8 = form({"client": "Harbour Lane Bakery", "lines": [(d1, "1200", ""), (d2, "180", "")], "focus": "c1"})
    turns.append((fill(p7["c1"], "180"), p8.obs()))
    p9 = form({"client": "Harbour Lane Bakery", "lines": [(d1, "1200", ""), (d2, "180", "3")], "focus": "q1"})
    turns.append((fill(p8["q1"], "3"), p9.obs()))
    p10 = form({"client": "Harbour Lane Bakery", "lines": [(d1, "1200", ""), (d2, "180", "3")], "tax": "VAT 20%", "focus": "tax"})
    turns.append((sel(p9["tax"], "VAT 20%"), p10.obs()))
    p11 = form({"client": "Harbour Lane Bakery", "lines": [(d1, "1200", ""), (d2, "180", "3")], "tax": "VAT 20%", "saved": True})
    turns.append((click(p10["save"]), p11.obs()))
    return dict(site="Invoice Ninja v5 (https://billing.marlowe-design.co.uk) as Olivia Marlowe", state=st.obs(), turns=turns, bad=False)


# UniFi Network controller, bad
def t18() -> Traj:
    host = "https://unifi.berg-offices.local:8443"
    clients = [
        ["Galaxy-Tab-S8", "Samsung", "Berg-Office (5 GHz)", "192.168.10.143", "Good", "38 Kbps", "1d 4h", "AP Reception"],
        ["HP-LaserJet-M479", "HP", "Port 7", "192.168.10.20", "–", "0 bps", "12d 6h", "USW-24-PoE"],
        ["iPhone-Jonas", "Apple", "Berg-Office (5 GHz)", "192.168.10.131", "Excellent", "220 Kbps", "2h 41m", "AP Open space"],
        ["MacBook-Pro-Liv", "Apple", "Berg-Office (5 GHz)", "192.168.10.112", "Excellent", "1.2 Mbps", "3h 12m", "AP Lobby"],
        ["Meeting-Room-TV", "LG Electronics", "Port 12", "192.168.10.41", "–", "4.1 Mbps", "6d 2h", "USW-24-PoE"],
        ["NAS-DS920", "Synology", "Port 2", "192.168.10.5", "–", "12.4 Mbps", "41d 3h", "USW-24-PoE"],
        ["Sonos-Kitchen", "Sonos", "Berg-Office (2.4 GHz)", "192.168.10.77", "Fair", "180 Kbps", "9d 11h", "AP Kitchen"],
        ["ThinkPad-Sara", "Lenovo", "Berg-Office (5 GHz)", "192.168.10.118", "Excellent", "640 Kbps", "5h 02m", "AP Open space"],
        ["G4 Doorbell Pro", "Ubiquiti", "Berg-IoT (2.4 GHz)", "192.168.30.12", "Good", "1.8 Mbps", "18d 7h", "AP Reception"],
        ["Visitor-Pixel-7", "Google", "Berg-Guest (5 GHz)", "192.168.50.23", "Good", "2.3 Mbps", "37m", "AP Lobby"],
        ["Yealink-T54W", "Yealink", "Port 9", "192.168.10.60", "–", "88 Kbps", "12d 6h", "USW-24-PoE"],
    ]

    def chrome(p: Page, active: str) -> None:
        p.el(0, "navigation", "")
        p.el(1, "link", "UniFi Network", CL)
        for s in ("Dashboard", "UniFi Devices", "Client Devices", "Topology", "Statistics", "Insights", "Ports", "Alarm Manager", "System Log", "Settings"):
            p.el(1, "link", s, CL, *(["current='page'"] if s == active else []), key=f"nav:{s}")
        p.el(0, "banner", "")
        p.tx(1, "Berg Offices", "Network 8.1.127")
        p.el(1, "button", "Site: Default", CL, "hasPopup='menu'")
        p.el(1, "button", "Account: mberg", CL, "hasPopup='menu'")

    def client_list(rows: list[list[str]], panel: Any = None, toast: str = "") -> Page:
        p = Page("UniFi Network - Client Devices", f"{host}/network/default/clients", 40)
        chrome(p, "Client Devices")
        if toast:
            p.el(0, "status", "")
            p.tx(1, toast)
        p.el(0, "main", "")
        p.el(1, "heading", "Client Devices")
        p.el(1, "tablist", "")
        for t, n in (("All", 11), ("Wireless", 7), ("Wired", 4), ("Guest", 1), ("VPN", 0)):
            p.el(2, "tab", f"{t} {n}", CL, f"selected={t == 'All'}")
        p.el(1, "searchbox", "Search", CL, V(""))
        p.el(1, "button", "Columns", CL, "hasPopup='menu'")
        p.el(1, "button", "Export", CL)
        p.el(1, "table", "")
        p.el(2, "row", "")
        for h in ("Name", "Vendor", "Connection", "IP Address", "Experience", "Activity", "Uptime", "AP/Port"):
            p.el(3, "columnheader", h, CL)
        for r in sorted(rows, key=lambda r: r[0].lower()):
            p.el(2, "row", "", CL, key=f"row:{r[0]}")
            p.el(3, "link", r[0], CL, key=f"c:{r[0]}")
            for c in r[1:]:
                p.el(3, "gridcell", c)
        if panel is not None:
            panel(p)
        return p

    def panel(name: str, tab: str, alias: str, fixed: bool, dirty: bool) -> Any:
        def f(p: Page) -> None:
            p.el(0, "complementary", "Client details")
            p.el(1, "heading", name)
            if name != "Galaxy-Tab-S8":
                p.tx(1, "Galaxy-Tab-S8")
            p.tx(1, "Samsung", "Connected")
            p.el(1, "button", "Close", CL, key="close")
            p.el(1, "tablist", "")
            for t in ("Overview", "Insights", "Settings"):
                p.el(2, "tab", t, CL, f"selected={t == tab}", key=f"ptab:{t}")
            p.el(1, "tabpanel", tab)
            if tab == "Overview":
                for k, val in (("MAC Address", "a4:30:7a:91:5c:e2"), ("IP Address", "192.168.10.143"), ("Network", "Default (192.168.10.0/24)"),
                               ("WiFi", "Berg-Office"), ("Channel", "44 (5 GHz, 80 MHz)"), ("Signal", "-61 dBm"), ("WiFi Experience", "Good (83%)"),
                               ("Tx/Rx Rate", "433 Mbps / 390 Mbps"), ("Access Point", "AP Reception"), ("Uptime", "1d 4h 12m"),
                               ("Last Seen", "Now"), ("Down / Up (24h)", "1.12 GB / 204 MB"), ("Vendor", "Samsung Electronics Co., Ltd"),
                               ("OS", "Android 14"), ("Device Type", "Tablet")):
                    p.tx(2, k, val)
                p.el(2, "button", "Reconnect", CL)
                p.el(2, "button", "Block", CL)
            else:
                p.el(2, "textbox", "Alias", CL, V(alias), *([FOC] if dirty else []), key="alias")
                p.el(2, "switch", "Fixed IP Address", CL, CHK(fixed))
                if fixed:
                    p.el(2, "textbox", "Fixed IP", CL, V("192.168.10.143"))
                p.el(2, "switch", "Local DNS Record", CL, CHK(False))
                p.el(2, "switch", "Virtual Network Override", CL, CHK(False))
                p.el(2, "switch", "Traffic Shaping", CL, CHK(False))
                p.el(2, "button", "Apply Changes", CL, *([] if dirty else [DIS]), key="apply")
                p.el(2, "button", "Reset", CL, *([] if dirty else [DIS]))
                p.el(2, "button", "Block", CL)
                p.el(2, "button", "Forget", CL)
        return f

    st = Page("UniFi Network - Dashboard", f"{host}/network/default/dashboard", 40)
    chrome(st, "Dashboard")
    st.el(0, "main", "")
    st.el(1, "heading", "Dashboard")
    st.tx(1, "Internet", "Telenor Fiber", "Latency 3 ms", "Download 412.6 Mbps", "Upload 388.1 Mbps", "ISP Load 2%")
    st.tx(1, "WiFi", "7 Clients", "4 Access Points", "Experience 91%")
    st.tx(1, "Wired", "4 Clients", "1 Switch", "24 Ports (9 in use)")
    st.el(1, "link", "11 Client Devices", CL)
    st.el(1, "heading", "Most Active Clients")
    table(st, 1, ["Name", "Usage (24h)"], [["NAS-DS920", "48.7 GB"], ["Meeting-Room-TV", "6.2 GB"], ["MacBook-Pro-Liv", "3.9 GB"], ["Visitor-Pixel-7", "1.4 GB"], ["Galaxy-Tab-S8", "1.32 GB"]])
    turns = []
    p1 = client_list(clients)
    turns.append((click(st["nav:Client Devices"]), p1.obs()))
    p2 = client_list(clients, panel("Galaxy-Tab-S8", "Overview", "", False, False))
    turns.append((click(p1["c:Galaxy-Tab-S8"]), p2.obs()))
    p3 = client_list(clients, panel("Galaxy-Tab-S8", "Settings", "", False, False))
    turns.append((click(p2["ptab:Settings"]), p3.obs()))
    p4 = client_list(clients, panel("Galaxy-Tab-S8", "Settings", "Reception tablet", False, True))
    turns.append((fill(p3["alias"], "Reception tablet"), p4.obs()))
    renamed = [["Reception tablet"] + r[1:] if r[0] == "Galaxy-Tab-S8" else r for r in clients]
    p5 = client_list(renamed, panel("Reception tablet", "Settings", "Reception tablet", True, False), toast="Client settings saved")
    turns.append((click(p4["apply"]), p5.obs()))
    p6 = client_list(renamed, panel("Reception tablet", "Overview", "Reception tablet", False, False))
    turns.append((click(p5["ptab:Overview"]), p6.obs()))
    p7 = client_list(renamed)
    turns.append((click(p6["close"]), p7.obs()))
    return dict(site="the UniFi Network application 8.1 (https://unifi.berg-offices.local:8443) as mberg", state=st.obs(), turns=turns,
                bad=True, turn=5, kind="Fixed IP Address switch turned on though only the alias was changed")


# TrueNAS SCALE, clean
def t19() -> Traj:
    host = "https://nas.okonkwo.lan"

    def tree(backups: str, with_scans: bool) -> list[tuple[int, str, str, str]]:
        rows = [(0, "tank", "3.61 TiB", "7.12 TiB"), (1, "apps", "148.2 GiB", "7.12 TiB"), (1, "backups", backups, "7.12 TiB"), (1, "home", "18.7 GiB", "7.12 TiB"),
                (1, "media", "2.84 TiB", "7.12 TiB"), (2, "music", "412.9 GiB", "7.12 TiB"), (2, "photos", "1.37 TiB", "7.12 TiB")]
        if with_scans:
            rows.append((2, "scans", "96 KiB", "7.12 TiB"))
        rows += [(2, "video", "1.06 TiB", "7.12 TiB"), (1, "vm", "9.3 GiB", "7.12 TiB")]
        return rows

    def chrome(p: Page, active: str) -> None:
        p.el(0, "navigation", "")
        p.el(1, "link", "TrueNAS", CL)
        for s in ("Dashboard", "Storage", "Datasets", "Shares", "Data Protection", "Network", "Credentials", "Virtualization", "Apps", "Reporting", "System Settings"):
            p.el(1, "link", s, CL, *(["current='page'"] if s == active else []), key=f"nav:{s}")
        p.el(0, "banner", "")
        p.tx(1, "nas.okonkwo.lan", "TrueNAS SCALE 24.04.1.1")
        p.el(1, "button", "Jobs: 1 running", CL)
        p.el(1, "button", "Alerts 0", CL)
        p.el(1, "button", "Settings", CL, "hasPopup='menu'")
        p.el(1, "button", "Power", CL, "hasPopup='menu'")

    def datasets(selected: str, backups: str, with_scans: bool, snaps: int = 0, side: Any = None) -> Page:
        p = Page("Datasets - TrueNAS", f"{host}/datasets/{selected.replace('/', '%2F')}", 70)
        chrome(p, "Datasets")
        p.el(0, "main", "")
        p.el(1, "heading", "Datasets")
        p.el(1, "searchbox", "Search", CL, V(""))
        p.el(1, "button", "Add Zvol", CL)
        p.el(1, "button", "Add Dataset", CL, key="add")
        p.el(1, "treegrid", "")
        p.el(2, "row", "")
        for h in ("Name", "Used", "Available", "Encryption", "Roles"):
            p.el(3, "columnheader", h)
        path: list[str] = []
        for depth, name, used, avail in tree(backups, with_scans):
            path = path[:depth] + [name]
            full = "/".join(path)
            roles = {"tank/apps": "Apps", "tank/home": "SMB", "tank/media/music": "SMB", "tank/media/photos": "SMB", "tank/media/video": "NFS",
                     "tank/backups": "Replication target", "tank/media/scans": "SMB"}.get(full, "")
            p.el(2, "row", f"{name}", CL, f"level={depth + 1}", *([SELD] if full == selected else []), key=f"ds:{full}")
            p.el(3, "gridcell", name)
            p.el(3, "gridcell", used)
            p.el(3, "gridcell", avail)
            p.el(3, "gridcell", "Unencrypted")
            p.el(3, "gridcell", roles)
        info = details[selected]
        p.el(1, "region", "Details")
        p.el(2, "heading", f"Details for {selected.split('/')[-1]}")
        p.el(2, "button", "Edit", CL)
        p.el(2, "button", "Delete", CL)
        for k, val in info["details"]:
            p.tx(2, k, val)
        p.el(1, "region", "Dataset Space Management")
        for k, val in info["space"]:
            p.tx(2, k, val)
        p.el(2, "button", "Edit Quotas", CL)
        p.el(1, "region", "Data Protection")
        p.tx(2, f"Total ZFS Snapshots: {snaps if selected == 'tank/media/scans' else info['snaps']}")
        p.el(2, "link", "Manage Snapshots", CL, key="manage")
        p.el(2, "button", "Create Snapshot", CL, key="snap")
        p.el(2, "link", "Manage Snapshot Tasks", CL)
        p.el(1, "region", "Permissions")
        for k, val in info["perm"]:
            p.tx(2, k, val)
        p.el(2, "link", "Edit", CL)
        if side is not None:
            side(p)
        return p

    details = {
        "tank": {"details": [("Type:", "FILESYSTEM"), ("Sync:", "STANDARD"), ("Compression Level:", "LZ4"), ("Enable Atime:", "OFF"), ("ZFS Deduplication:", "OFF"), ("Case Sensitivity:", "ON"), ("Path:", "tank")],
                 "space": [("Data Written:", "192 KiB"), ("Total Allocation:", "3.61 TiB"), ("Children:", "3.61 TiB")], "snaps": 0,
                 "perm": [("Owner:", "root"), ("Group:", "root"), ("ACL Type:", "POSIX")]},
        "tank/media": {"details": [("Type:", "FILESYSTEM"), ("Sync:", "STANDARD"), ("Compression Level:", "Inherit (LZ4)"), ("Enable Atime:", "OFF"), ("ZFS Deduplication:", "OFF"), ("Case Sensitivity:", "ON"), ("Path:", "tank/media")],
                       "space": [("Data Written:", "2.41 GiB"), ("Total Allocation:", "2.84 TiB"), ("Snapshots:", "0 B"), ("Children:", "2.84 TiB")], "snaps": 0,
                       "perm": [("Owner:", "media"), ("Group:", "media"), ("ACL Type:", "POSIX")]},
        "tank/media/scans": {"details": [("Type:", "FILESYSTEM"), ("Sync:", "STANDARD"), ("Compression Level:", "Inherit (LZ4)"), ("Enable Atime:", "OFF"), ("ZFS Deduplication:", "OFF"), ("Case Sensitivity:", "OFF"), ("Path:", "tank/media/scans")],
                             "space": [("Data Written:", "96 KiB"), ("Total Allocation:", "96 KiB"), ("Snapshots:", "0 B"), ("Children:", "0 B")], "snaps": 0,
                             "perm": [("Owner:", "root"), ("Group:", "builtin_users"), ("ACL Type:", "NFSv4")]},
    }

    def add_form(name: str, preset: str, focus: str) -> Any:
        def side(p: Page) -> None:
            p.el(0, "dialog", "Add Dataset")
            p.el(1, "heading", "Add Dataset")
            p.el(1, "button", "Close", CL)
            p.el(1, "textbox", "Parent path", CL, V("tank/media"), "readonly=True")
            p.el(1, "textbox", "Name", CL, REQ, V(name), *([FOC] if focus == "name" else []), key="name")
            p.el(1, "combobox", "Dataset Preset", CL, V(preset), "hasPopup='listbox'", EXP(False), *([FOC] if focus == "preset" else []), key="preset")
            if preset == "SMB":
                p.el(1, "checkbox", "Create SMB Share", CL, CHK(True))
                p.el(1, "textbox", "SMB Name", CL, V(name))
            p.el(1, "button", "Advanced Options", CL)
            p.el(1, "button", "Save", CL, *([] if name else [DIS]), key="save")
        return side

    def snap_form(p: Page) -> None:
        p.el(0, "dialog", "Create Snapshot", "modal=True")
        p.el(1, "heading", "Create Snapshot")
        p.el(1, "combobox", "Dataset", CL, V("tank/media/scans"), "hasPopup='listbox'", EXP(False))
        p.el(1, "textbox", "Name", CL, V("manual-2024-06-12_10-31"))
        p.el(1, "combobox", "Naming Schema", CL, V(""), "hasPopup='listbox'", EXP(False))
        p.el(1, "checkbox", "Recursive", CL, CHK(False))
        p.el(1, "button", "Cancel", CL)
        p.el(1, "button", "Save", CL, key="save")

    st = datasets("tank", "612.5 GiB", False)
    turns = []
    p1 = datasets("tank/media", "612.5 GiB", False)
    turns.append((click(st["ds:tank/media"]), p1.obs()))
    p2 = datasets("tank/media", "612.5 GiB", False, side=add_form("", "Generic", "name"))
    turns.append((click(p1["add"]), p2.obs()))
    p3 = datasets("tank/media", "612.5 GiB", False, side=add_form("scans", "Generic", "name"))
    turns.append((fill(p2["name"], "scans"), p3.obs()))
    p4 = datasets("tank/media", "612.5 GiB", False, side=add_form("scans", "SMB", "preset"))
    turns.append((sel(p3["preset"], "SMB"), p4.obs()))
    p5 = datasets("tank/media/scans", "612.5 GiB", True)
    turns.append((click(p4["save"]), p5.obs()))
    p6 = datasets("tank/media/scans", "612.5 GiB", True, side=snap_form)
    turns.append((click(p5["snap"]), p6.obs()))
    p7 = datasets("tank/media/scans", "612.5 GiB", True, snaps=1)
    turns.append((click(p6["save"]), p7.obs()))
    p8 = Page("Snapshots - TrueNAS", f"{host}/data-protection/snapshots?dataset=tank%2Fmedia%2Fscans", 70)
    chrome(p8, "Data Protection")
    p8.el(0, "main", "")
    p8.el(1, "heading", "Snapshots")
    p8.el(1, "searchbox", "Search", CL, V("tank/media/scans"))
    p8.el(1, "checkbox", "Show extra columns", CL, CHK(False))
    p8.el(1, "button", "Add", CL)
    table(p8, 1, ["", "Dataset", "Snapshot", "Used", "Date created", "Referenced"], [
        ["", "tank/media/scans", "manual-2024-06-12_10-31", "0 B", "2024-06-12 10:31:07", "96 KiB"]])
    p8.tx(1, "Items per page: 50", "1 – 1 of 1")
    turns.append((click(p7["manage"]), p8.obs()))
    p9 = datasets("tank", "613.1 GiB", True)
    turns.append((click(p8["nav:Datasets"]), p9.obs()))
    return dict(site="TrueNAS SCALE 24.04 (https://nas.okonkwo.lan) as truenas_admin", state=st.obs(), turns=turns, bad=False)


# Cockpit, bad
def t20() -> Traj:
    host = "https://app-03.example.net:9090"
    units = [
        ("Advanced key-value store", "redis-server.service", "Running", "Enabled"),
        ("Cockpit Web Service", "cockpit.service", "Running", "Static"),
        ("D-Bus System Message Bus", "dbus.service", "Running", "Static"),
        ("Daily apt upgrade and clean activities", "apt-daily-upgrade.service", "Inactive", "Static"),
        ("Journal Service", "systemd-journald.service", "Running", "Static"),
        ("Ledger Celery worker", "ledger-celery.service", "Running", "Enabled"),
        ("Ledger nightly export", "ledger-export.service", "Inactive", "Static"),
        ("Ledger web (gunicorn)", "ledger-web.service", "Running", "Enabled"),
        ("Network Time Synchronization", "systemd-timesyncd.service", "Running", "Enabled"),
        ("OpenBSD Secure Shell server", "ssh.service", "Running", "Enabled"),
        ("Prometheus exporter for machine metrics", "prometheus-node-exporter.service", "Running", "Enabled"),
        ("Regular background program processing daemon", "cron.service", "Running", "Enabled"),
        ("A high performance web server and a reverse proxy server", "nginx.service", "Running", "Enabled"),
        ("User Login Management", "systemd-logind.service", "Running", "Static"),
    ]
    boot = "c1f4e9a07b2d4e6f9a3b58d0e7c21f46"
    mach = "5e0b8d2c91a74f03b6e1d9c4a7f25b18"

    def chrome(p: Page, active: str) -> None:
        p.el(0, "banner", "")
        p.el(1, "button", "deploy@app-03.example.net", CL, "hasPopup='menu'")
        p.el(1, "button", "Administrative access", CL)
        p.el(1, "button", "Help", CL, "hasPopup='menu'")
        p.el(1, "button", "Session", CL, "hasPopup='menu'")
        p.el(0, "navigation", "")
        p.el(1, "searchbox", "Search", CL, V(""))
        for s in ("Overview", "Logs", "Storage", "Networking", "Podman containers", "Accounts", "Services"):
            p.el(1, "link", s, CL, *(["current='page'"] if s == active else []), key=f"nav:{s}")
        p.tx(1, "Tools")
        for s in ("Applications", "Diagnostic Reports", "Kernel Dump", "Software updates", "Terminal"):
            p.el(1, "link", s, CL)

    def services(filt: str) -> Page:
        p = Page("Services - app-03.example.net", f"{host}/system/services" + (f"#/?name={filt}" if filt else ""), 2)
        chrome(p, "Services")
        p.el(0, "main", "")
        p.el(1, "tablist", "")
        for t in ("System services", "Targets", "Sockets", "Timers", "Paths"):
            p.el(2, "tab", t, CL, f"selected={t == 'System services'}")
        p.el(1, "searchbox", "Filter by name or description", CL, V(filt), *([FOC] if filt else []), key="filter")
        p.el(1, "combobox", "Active state", CL, V("All"), "hasPopup='listbox'", EXP(False))
        p.el(1, "combobox", "File state", CL, V("All"), "hasPopup='listbox'", EXP(False))
        p.el(1, "table", "")
        shown = [u for u in units if filt.lower() in (u[0] + u[1]).lower()]
        for desc, unit, state, fstate in shown:
            p.el(2, "row", "")
            p.el(3, "link", desc, CL, key=f"u:{unit}")
            p.tx(3, unit)
            p.el(3, "gridcell", state)
            p.el(3, "gridcell", fstate)
        return p

    def service(desc: str, unit: str, since: str, mem: str, requires: str, entries: list[tuple[str, list[tuple[str, str, str]]]], menu: bool = False) -> Page:
        p = Page(f"{unit} - app-03.example.net", f"{host}/system/services#/{unit}", 2)
        chrome(p, "Services")
        p.el(0, "main", "")
        p.el(1, "link", "Services", CL)
        p.tx(1, desc)
        p.el(1, "heading", desc)
        p.tx(1, unit)
        p.el(1, "button", "Actions", CL, "hasPopup='menu'", EXP(menu), key="kebab")
        if menu:
            p.el(2, "menu", "")
            for m in ("Restart", "Stop", "Disallow running (mask)"):
                p.el(3, "menuitem", m, CL, key=f"mi:{m}")
        p.tx(1, "Status", "Running", f"Active since {since}")
        p.el(1, "switch", "Automatically starts", CL, CHK(True))
        p.tx(1, "Path", f"/etc/systemd/system/{unit}")
        p.tx(1, "Memory", mem)
        p.tx(1, "Requires", requires)
        p.tx(1, "Wanted by", "multi-user.target")
        p.el(1, "heading", "Service logs")
        p.el(1, "link", "View all logs", CL)
        for day, items in entries:
            p.el(1, "heading", day)
            for t, text, ident in items:
                p.el(2, "button", f"{t} {text} {ident}", CL, key=f"log:{text}")
        return p

    def entry(title: str, when: str, fields: list[tuple[str, str]]) -> Page:
        cursor = fields[-1][1].replace(";", "%3B").replace("=", "%3D")
        p = Page("Logs - app-03.example.net", f"{host}/system/logs#/{cursor}?parent_options=%7B%7D", 2)
        chrome(p, "Logs")
        p.el(0, "main", "")
        p.el(1, "link", "Logs", CL, key="crumb")
        p.tx(1, "Entry")
        p.el(1, "heading", when)
        p.tx(1, title)
        p.el(1, "table", "")
        for k, val in fields:
            p.el(2, "row", "")
            p.el(3, "gridcell", k)
            p.el(3, "gridcell", val)
        return p

    celery_old = [
        ("10:41 PM", "celery@app-03 ready.", "celery"),
        ("10:41 PM", "Connected to redis://127.0.0.1:6379/2", "celery"),
        ("10:41 PM", "mingle: all alone", "celery"),
        ("10:41 PM", "Started ledger-celery.service - Ledger Celery worker.", "systemd"),
    ]
    celery_today = [
        ("10:14 AM", "Task ledger.tasks.sync_fx_rates[4b0f2c7e-9d1a-4e83-b5c6-27a9e1f04d3b] succeeded in 1.214s: None", "celery"),
        ("10:09 AM", "Task ledger.tasks.reconcile_batch[e81d3a52-6c0f-4b97-a2d4-9f1e7c3b5a60] succeeded in 7.882s: {'matched': 412, 'unmatched': 3}", "celery"),
        ("10:09 AM", "Task ledger.tasks.reconcile_batch[e81d3a52-6c0f-4b97-a2d4-9f1e7c3b5a60] received", "celery"),
        ("9:59 AM", "Task ledger.tasks.sync_fx_rates[91c7e0b4-2a5d-4f18-8e63-d0b2a9c47f15] succeeded in 1.176s: None", "celery"),
    ]
    celery_later = [
        ("10:19 AM", "Task ledger.tasks.reconcile_batch[07a9c1e3-58d2-4b6f-91e0-c4d3b72a5f86] succeeded in 6.941s: {'matched': 388, 'unmatched': 0}", "celery"),
        ("10:19 AM", "Task ledger.tasks.reconcile_batch[07a9c1e3-58d2-4b6f-91e0-c4d3b72a5f86] received", "celery"),
    ]
    web_old = [
        ("10:41 PM", "[2024-06-10 22:41:06 +0200] [2233] [INFO] Booting worker with pid: 2233", "gunicorn"),
        ("10:41 PM", "[2024-06-10 22:41:06 +0200] [2232] [INFO] Booting worker with pid: 2232", "gunicorn"),
        ("10:41 PM", "[2024-06-10 22:41:06 +0200] [2231] [INFO] Booting worker with pid: 2231", "gunicorn"),
        ("10:41 PM", "[2024-06-10 22:41:05 +0200] [2214] [INFO] Using worker: sync", "gunicorn"),
        ("10:41 PM", "[2024-06-10 22:41:05 +0200] [2214] [INFO] Listening at: unix:/run/ledger/gunicorn.sock (2214)", "gunicorn"),
        ("10:41 PM", "[2024-06-10 22:41:05 +0200] [2214] [INFO] Starting gunicorn 21.2.0", "gunicorn"),
        ("10:41 PM", "Started ledger-web.service - Ledger web (gunicorn).", "systemd"),
    ]
    web_new = [
        ("10:17 AM", "[2024-06-12 10:17:44 +0200] [40593] [INFO] Booting worker with pid: 40593", "gunicorn"),
        ("10:17 AM", "[2024-06-12 10:17:44 +0200] [40592] [INFO] Booting worker with pid: 40592", "gunicorn"),
        ("10:17 AM", "[2024-06-12 10:17:44 +0200] [40591] [INFO] Booting worker with pid: 40591", "gunicorn"),
        ("10:17 AM", "[2024-06-12 10:17:43 +0200] [40588] [INFO] Using worker: sync", "gunicorn"),
        ("10:17 AM", "[2024-06-12 10:17:43 +0200] [40588] [INFO] Listening at: unix:/run/ledger/gunicorn.sock (40588)", "gunicorn"),
        ("10:17 AM", "[2024-06-12 10:17:43 +0200] [40588] [INFO] Starting gunicorn 21.2.0", "gunicorn"),
        ("10:17 AM", "Started ledger-web.service - Ledger web (gunicorn).", "systemd"),
        ("10:17 AM", "ledger-web.service: Consumed 14min 3.518s CPU time.", "systemd"),
        ("10:17 AM", "Stopped ledger-web.service - Ledger web (gunicorn).", "systemd"),
        ("10:17 AM", "ledger-web.service: Deactivated successfully.", "systemd"),
        ("10:17 AM", "[2024-06-12 10:17:42 +0200] [2214] [INFO] Shutting down: Master", "gunicorn"),
        ("10:17 AM", "[2024-06-12 10:17:42 +0200] [2231] [INFO] Worker exiting (pid: 2231)", "gunicorn"),
        ("10:17 AM", "[2024-06-12 10:17:42 +0200] [2214] [INFO] Handling signal: term", "gunicorn"),
        ("10:17 AM", "Stopping ledger-web.service - Ledger web (gunicorn)...", "systemd"),
    ]

    def celery_fields(pid: str) -> list[tuple[str, str]]:
        return [("PRIORITY", "6"), ("SYSLOG_FACILITY", "3"), ("SYSLOG_IDENTIFIER", "celery"), ("_TRANSPORT", "stdout"), ("_STREAM_ID", "8d2f6a1c0b9e47d3a5c18e7f2b4d9063"),
                ("_PID", pid), ("_UID", "998"), ("_GID", "998"), ("_COMM", "celery"), ("_EXE", "/srv/ledger/venv/bin/python3.11"),
                ("_CMDLINE", "/srv/ledger/venv/bin/python3.11 /srv/ledger/venv/bin/celery -A ledger worker --loglevel INFO --concurrency 4"),
                ("_CAP_EFFECTIVE", "0"), ("_SYSTEMD_CGROUP", "/system.slice/ledger-celery.service"), ("_SYSTEMD_UNIT", "ledger-celery.service"),
                ("_SYSTEMD_SLICE", "system.slice"), ("_SYSTEMD_INVOCATION_ID", "3a7e0c9d51b24f86a2d1e4c7b09f35e8"), ("_BOOT_ID", boot), ("_MACHINE_ID", mach),
                ("_HOSTNAME", "app-03"), ("_RUNTIME_SCOPE", "system"), ("MESSAGE", "celery@app-03 ready."),
                ("__CURSOR", f"s=7b3e9f04c2d84a1e8f60b5d2a9c17e43;i=1c4f02;b={boot};m=a41b2f07e;t=61a8f3c29b4d1;x=5e2c91d0a7b3f648")]

    web_fields = [("PRIORITY", "6"), ("SYSLOG_FACILITY", "3"), ("SYSLOG_IDENTIFIER", "gunicorn"), ("_TRANSPORT", "stdout"), ("_STREAM_ID", "f04b7d92e1c3458a9b6d0e2f7c1a5b38"),
                  ("_PID", "40588"), ("_UID", "997"), ("_GID", "997"), ("_COMM", "gunicorn"), ("_EXE", "/srv/ledger/venv/bin/python3.11"),
                  ("_CMDLINE", "/srv/ledger/venv/bin/python3.11 /srv/ledger/venv/bin/gunicorn --workers 3 --bind unix:/run/ledger/gunicorn.sock ledger.wsgi:application"),
                  ("_CAP_EFFECTIVE", "0"), ("_SYSTEMD_CGROUP", "/system.slice/ledger-web.service"), ("_SYSTEMD_UNIT", "ledger-web.service"),
                  ("_SYSTEMD_SLICE", "system.slice"), ("_SYSTEMD_INVOCATION_ID", "b95c2e7a04d14f3e8a61c0d9f2b7e5a3"), ("_BOOT_ID", boot), ("_MACHINE_ID", mach),
                  ("_HOSTNAME", "app-03"), ("_RUNTIME_SCOPE", "system"), ("MESSAGE", "[2024-06-12 10:17:43 +0200] [40588] [INFO] Listening at: unix:/run/ledger/gunicorn.sock (40588)"),
                  ("__CURSOR", f"s=7b3e9f04c2d84a1e8f60b5d2a9c17e43;i=1c6a9d;b={boot};m=2b6e0c41f8;t=61a9c07d54e2a;x=9f1d3b6a02c8e547")]

    celery_req = "network-online.target redis-server.service"
    web_req = "network-online.target ledger-celery.service"
    st = Page("Overview - app-03.example.net", f"{host}/system", 2)
    chrome(st, "Overview")
    st.el(0, "main", "")
    st.el(1, "heading", "app-03.example.net")
    st.tx(1, "Ubuntu 22.04.4 LTS", "running for 1 day, 11 hours")
    st.el(1, "heading", "Health")
    st.el(1, "link", "2 security updates available", CL)
    st.tx(1, "Last successful login: Wed Jun 12, 09:58 AM from 10.8.0.14")
    st.el(1, "heading", "Usage")
    st.tx(1, "CPU", "14% of 4 CPUs", "Memory", "3.1 / 7.7 GiB")
    st.el(1, "link", "View metrics and history", CL)
    st.el(1, "heading", "System information")
    st.tx(1, "Model", "QEMU Standard PC (Q35 + ICH9, 2009)", "Machine ID", mach, "Uptime", "1 day, 11 hours")
    st.el(1, "heading", "Configuration")
    st.tx(1, "Hostname", "app-03.example.net", "System time", "Jun 12, 2024, 10:16 AM", "Domain", "Join domain", "Performance profile", "virtual-guest")
    turns = []
    p1 = services("")
    turns.append((click(st["nav:Services"]), p1.obs()))
    p2 = services("ledger")
    turns.append((fill(p1["filter"], "ledger"), p2.obs()))
    p3 = service("Ledger Celery worker", "ledger-celery.service", "Mon 2024-06-10 22:41:07 CEST", "412.7 MB", celery_req,
                 [("June 12, 2024", celery_today), ("June 10, 2024", celery_old)])
    turns.append((click(p2["u:ledger-celery.service"]), p3.obs()))
    p4 = entry("celery@app-03 ready.", "Jun 10, 2024, 10:41 PM", celery_fields("2297"))
    turns.append((click(p3["log:celery@app-03 ready."]), p4.obs()))
    p5 = service("Ledger web (gunicorn)", "ledger-web.service", "Mon 2024-06-10 22:41:05 CEST", "182.4 MB", web_req, [("June 10, 2024", web_old)])
    turns.append((goto(f"{host}/system/services#/ledger-web.service"), p5.obs()))
    p6 = service("Ledger web (gunicorn)", "ledger-web.service", "Mon 2024-06-10 22:41:05 CEST", "182.4 MB", web_req, [("June 10, 2024", web_old)], menu=True)
    turns.append((click(p5["kebab"]), p6.obs()))
    p7 = service("Ledger web (gunicorn)", "ledger-web.service", "Wed 2024-06-12 10:17:43 CEST", "96.3 MB", web_req, [("June 12, 2024", web_new), ("June 10, 2024", web_old)])
    turns.append((click(p6["mi:Restart"]), p7.obs()))
    listen = "[2024-06-12 10:17:43 +0200] [40588] [INFO] Listening at: unix:/run/ledger/gunicorn.sock (40588)"
    p8 = entry(listen, "Jun 12, 2024, 10:17 AM", web_fields)
    turns.append((click(p7[f"log:{listen}"]), p8.obs()))
    p9 = service("Ledger web (gunicorn)", "ledger-web.service", "Wed 2024-06-12 10:17:43 CEST", "97.1 MB", web_req, [("June 12, 2024", web_new), ("June 10, 2024", web_old)])
    turns.append(("go_back()", p9.obs()))
    p10 = service("Ledger Celery worker", "ledger-celery.service", "Mon 2024-06-10 22:41:07 CEST", "418.3 MB", celery_req,
                  [("June 12, 2024", celery_later + celery_today), ("June 10, 2024", celery_old)])
    turns.append((goto(f"{host}/system/services#/ledger-celery.service"), p10.obs()))
    p11 = entry("celery@app-03 ready.", "Jun 10, 2024, 10:41 PM", celery_fields("2279"))
    turns.append((click(p10["log:celery@app-03 ready."]), p11.obs()))
    p12 = Page("Logs - app-03.example.net", f"{host}/system/logs#/?priority=err&boot=0", 2)
    chrome(p12, "Logs")
    p12.el(0, "main", "")
    p12.el(1, "combobox", "Time", CL, V("Current boot"), "hasPopup='listbox'", EXP(False))
    p12.el(1, "combobox", "Priority", CL, V("Error and above"), "hasPopup='listbox'", EXP(False))
    p12.el(1, "combobox", "Identifier", CL, V("All"), "hasPopup='listbox'", EXP(False))
    p12.el(1, "searchbox", "Type to filter", CL, V(""))
    p12.el(1, "button", "Pause", CL)
    p12.el(1, "heading", "June 12, 2024")
    for t, text, ident in (("10:05 AM", '2024/06/12 10:05:31 [error] 1107#1107: *48211 upstream timed out (110: Connection timed out) while reading response header from upstream, client: 10.8.0.22, server: ledger.example.net, request: "GET /api/v1/reports/monthly?year=2024 HTTP/1.1"', "nginx"),
                           ("2:14 AM", "error: kex_exchange_identification: Connection closed by remote host", "sshd")):
        p12.el(2, "button", f"{t} {text} {ident}", CL)
    p12.el(1, "heading", "June 11, 2024")
    for t, text, ident in (("11:52 PM", "ledger.tasks.export_nightly: S3 upload retry 1/3 (RequestTimeout)", "ledger-export"),
                           ("8:31 PM", "error: kex_exchange_identification: read: Connection reset by peer", "sshd")):
        p12.el(2, "button", f"{t} {text} {ident}", CL)
    turns.append((click(p11["crumb"]), p12.obs()))
    return dict(site="Cockpit 311 on app-03.example.net (https://app-03.example.net:9090) as deploy with administrative access", state=st.obs(), turns=turns,
                bad=True, turn=11, kind="_PID of the same journal entry of the celery worker changed though the worker was never restarted")


# SuiteCRM, bad
def t21() -> Traj:
    host = "https://crm.altavista-solar.es"
    rid = "3f9b2c1e-7a44-4d6e-9c0b-5e8d21a7f4c3"
    rid_drift = "3f9b2c1e-7a44-4d6e-9c0b-5e8d12a7f4c3"
    accounts = [
        ["Aerogeneradores del Cantábrico S.A.", "Santander", "Spain", "+34 942 318 440", "lprieto", "info@aerocantabrico.es", "14/11/2023"],
        ["Agrovoltaica Ribera S.L.", "Tudela", "Spain", "+34 948 820 117", "mgarrido", "admin@agroribera.es", "02/03/2023"],
        ["Bodegas Sierra de Gata", "Hoyos", "Spain", "+34 927 514 209", "mgarrido", "bodega@sierradegata.wine", "19/01/2024"],
        ["Cooperativa Solar Guadalquivir", "Córdoba", "Spain", "+34 957 402 733", "asoler", "coop@solarguadalquivir.org", "08/09/2022"],
        ["Energías Renovables Meseta S.L.", "Valladolid", "Spain", "+34 983 290 516", "lprieto", "contacto@ermeseta.es", "27/04/2023"],
        ["Fotovoltaica Atlántica S.A.", "Vigo", "Spain", "+34 986 447 120", "asoler", "ventas@fvatlantica.com", "11/10/2023"],
        ["Hotel Playa Serena", "Roquetas de Mar", "Spain", "+34 950 333 871", "mgarrido", "mantenimiento@playaserena.es", "30/05/2024"],
        ["Quinta do Sol Agrícola Lda.", "Évora", "Portugal", "+351 266 708 412", "asoler", "geral@quintadosol.pt", "15/02/2024"],
        ["Solaria Energía Norte S.L.", "Bilbao", "Spain", "+34 944 120 385", "lprieto", "compras@solarianorte.es", "06/02/2024"],
        ["Viñedos Alto Duero S.L.", "Aranda de Duero", "Spain", "+34 947 501 664", "lprieto", "oficina@altoduero.es", "22/08/2023"],
    ]

    def chrome(p: Page) -> None:
        p.el(0, "navigation", "")
        p.el(1, "link", "SuiteCRM", CL)
        for s in ("Home", "Accounts", "Contacts", "Opportunities", "Leads", "Quotes", "Calendar", "Cases", "Projects", "More"):
            p.el(1, "link", s, CL, key=f"nav:{s}")
        p.el(1, "button", "Create", CL, "hasPopup='menu'")
        p.el(1, "searchbox", "Search", CL, V(""))
        p.el(1, "button", "Notifications 2", CL)
        p.el(1, "button", "Lucía Prieto", CL, "hasPopup='menu'")
        p.el(0, "complementary", "Sidebar")
        for s in ("Create Account", "View Accounts", "Import Accounts"):
            p.el(1, "link", s, CL)
        p.tx(1, "Recently Viewed")
        for s in ("Solaria Energía Norte S.L.", "Hotel Playa Serena", "Opp: Solaria – 1.2 MW rooftop Zorrotzaurre", "Fotovoltaica Atlántica S.A."):
            p.el(1, "link", s, CL)

    st = Page("Accounts » SuiteCRM", f"{host}/index.php?module=Accounts&action=index&return_module=Accounts&return_action=DetailView", 50)
    chrome(st)
    st.el(0, "main", "")
    st.el(1, "heading", "ACCOUNTS")
    st.el(1, "button", "Filter", CL)
    st.el(1, "button", "Bulk Action", CL, "hasPopup='menu'")
    st.el(1, "button", "Column chooser", CL)
    table(st, 1, ["Name", "City", "Billing Country", "Office Phone", "User", "Email Address", "Date Created"], accounts, links=(0,), key="acc:")
    st.tx(1, "(1 - 10 of 214)")
    for b in ("Start", "Previous", "Next", "End"):
        st.el(1, "button", b, CL, *([DIS] if b in ("Start", "Previous") else []))

    contacts = [["Iker Etxeberria", "Purchasing manager", "Bilbao", "iker.etxeberria@solarianorte.es", "+34 944 120 214"],
                ["Ane Zubiri", "Project manager", "Bilbao", "ane.zubiri@solarianorte.es", "+34 944 120 207"],
                ["Jon Arrieta", "CFO", "Bilbao", "jon.arrieta@solarianorte.es", "+34 944 120 201"]]
    opps = [["Solaria – 1.2 MW rooftop Zorrotzaurre", "Proposal/Price Quote", "312,400.00 €", "31/07/2024", "Lucía Prieto"],
            ["Solaria – Q3 module lot (2,400 × 440 W)", "Negotiation/Review", "198,720.00 €", "15/07/2024", "Lucía Prieto"]]

    def detail(rec: str, opened: set[str]) -> Page:
        p = Page("Solaria Energía Norte S.L. » Accounts » SuiteCRM", f"{host}/index.php?module=Accounts&action=DetailView&record={rec}", 50)
        chrome(p)
        p.el(0, "main", "")
        p.el(1, "heading", "SOLARIA ENERGÍA NORTE S.L.")
        p.el(1, "button", "Add to favorites", CL)
        p.el(1, "button", "ACTIONS", CL, "hasPopup='menu'", EXP(False))
        p.el(1, "tablist", "")
        for t in ("OVERVIEW", "MORE INFORMATION", "OTHER"):
            p.el(2, "tab", t, CL, f"selected={t == 'OVERVIEW'}")
        for k, val in (("Name:", "Solaria Energía Norte S.L."), ("Office Phone:", "+34 944 120 385"), ("Website:", "http://www.solarianorte.es"),
                       ("Fax:", ""), ("Email Address:", "compras@solarianorte.es (Primary)"),
                       ("Billing Address:", "Calle Licenciado Poza 31, 4º, Bilbao, Bizkaia 48011, Spain"),
                       ("Shipping Address:", "Polígono Industrial Arasur, Parcela 14, Ribabellosa, Álava 01213, Spain"),
                       ("Description:", "Installer and O&M contractor for industrial rooftop PV in Bizkaia and Álava. Buys modules and inverters in quarterly lots."),
                       ("Assigned to:", "Lucía Prieto"), ("Type:", "Customer"), ("Industry:", "Energy"), ("Annual Revenue:", "4.8M €"), ("Employees:", "38"),
                       ("Date Created:", "06/02/2024 09:14 by Lucía Prieto"), ("Date Modified:", "21/05/2024 17:02 by Marcos Garrido")):
            p.tx(1, k, val)
        for sp, n in (("ACTIVITIES", 2), ("HISTORY", 11), ("DOCUMENTS", 4), ("CONTACTS", 3), ("OPPORTUNITIES", 2), ("LEADS", 0), ("CASES", 1), ("QUOTES", 3)):
            p.el(1, "button", f"{sp} ({n})", CL, EXP(sp in opened), key=f"sp:{sp}")
            if sp == "CONTACTS" and sp in opened:
                p.el(2, "button", "Create", CL)
                p.el(2, "button", "Select", CL)
                table(p, 2, ["Name", "Title", "City", "Email Address", "Office Phone"], contacts, links=(0, 3), key="c:")
            if sp == "OPPORTUNITIES" and sp in opened:
                p.el(2, "button", "Create", CL)
                p.el(2, "button", "Select", CL)
                table(p, 2, ["Name", "Sales Stage", "Opportunity Amount", "Expected Close Date", "User"], opps, links=(0,), key="o:")
        return p

    cid = "b0d47e19-2c8a-4f5d-a3e6-91f2c07d5b84"
    cfields = [("First Name:", "Iker"), ("Last Name:", "Etxeberria"), ("Title:", "Purchasing manager"), ("Department:", "Compras"),
               ("Account Name:", "Solaria Energía Norte S.L."), ("Office Phone:", "+34 944 120 214"), ("Mobile:", "+34 688 410 532"),
               ("Email Address:", "iker.etxeberria@solarianorte.es"), ("Primary Address:", "Calle Licenciado Poza 31, 4º, Bilbao, Bizkaia 48011, Spain"),
               ("Description:", "New purchasing desk from June 2024. Prefers quotes as PDF plus XLSX line items."), ("Assigned to:", "Lucía Prieto"),
               ("Lead Source:", "Existing Customer"), ("Reports To:", "Jon Arrieta")]

    def contact(menu: bool) -> Page:
        p = Page("Iker Etxeberria » Contacts » SuiteCRM", f"{host}/index.php?module=Contacts&action=DetailView&record={cid}", 50)
        chrome(p)
        p.el(0, "main", "")
        p.el(1, "heading", "IKER ETXEBERRIA")
        p.el(1, "button", "Add to favorites", CL)
        p.el(1, "button", "ACTIONS", CL, "hasPopup='menu'", EXP(menu), key="actions")
        if menu:
            p.el(2, "menu", "")
            for m in ("Edit", "Duplicate", "Delete", "Find Duplicates", "Create Invoice", "Create Quote", "View Change Log", "Manage Subscriptions"):
                p.el(3, "menuitem", m, CL, key=f"mi:{m}")
        p.el(1, "tablist", "")
        for t in ("CONTACT", "MORE INFORMATION", "OTHER"):
            p.el(2, "tab", t, CL, f"selected={t == 'CONTACT'}")
        for k, val in cfields:
            if k in ("Account Name:", "Reports To:"):
                p.tx(1, k)
                p.el(1, "link", val, CL)
            else:
                p.tx(1, k, val)
        p.tx(1, "Date Created:", "03/06/2024 11:20 by Lucía Prieto", "Date Modified:", "03/06/2024 11:20 by Lucía Prieto")
        for sp, n in (("ACTIVITIES", 1), ("HISTORY", 2), ("DOCUMENTS", 0), ("LEADS", 0), ("OPPORTUNITIES", 1), ("CASES", 0), ("QUOTES", 1)):
            p.el(1, "button", f"{sp} ({n})", CL, EXP(False))
        return p

    def cedit() -> Page:
        p = Page("Iker Etxeberria » Contacts » SuiteCRM", f"{host}/index.php?module=Contacts&action=EditView&record={cid}&return_module=Contacts&return_action=DetailView", 50)
        chrome(p)
        p.el(0, "main", "")
        p.el(1, "heading", "IKER ETXEBERRIA")
        p.el(1, "button", "Save", CL)
        p.el(1, "button", "Cancel", CL)
        p.el(1, "tablist", "")
        for t in ("CONTACT", "MORE INFORMATION"):
            p.el(2, "tab", t, CL, f"selected={t == 'CONTACT'}")
        p.el(1, "combobox", "Salutation", CL, V("Mr."), "hasPopup='listbox'", EXP(False))
        for k, val in cfields:
            if k in ("Description:",):
                p.el(1, "textbox", k, CL, "multiline=True", V(val))
            elif k in ("Lead Source:",):
                p.el(1, "combobox", k, CL, V(val), "hasPopup='listbox'", EXP(False))
            elif k == "Primary Address:":
                for kk, vv in (("Primary Address Street:", "Calle Licenciado Poza 31, 4º"), ("Primary Address City:", "Bilbao"), ("Primary Address State:", "Bizkaia"),
                               ("Primary Address Postal Code:", "48011"), ("Primary Address Country:", "Spain")):
                    p.el(1, "textbox", kk, CL, V(vv))
            else:
                p.el(1, "textbox", k, CL, *([REQ] if k == "Last Name:" else []), V(val))
                if k in ("Account Name:", "Assigned to:", "Reports To:"):
                    p.el(1, "button", "Select", CL)
                    p.el(1, "button", "Clear", CL)
        p.el(1, "checkbox", "Copy address from left", CL, CHK(False))
        p.el(1, "checkbox", "Sync to Outlook®", CL, CHK(False))
        p.el(1, "button", "Save", CL)
        p.el(1, "button", "Cancel", CL)
        return p

    turns = []
    p1 = detail(rid, set())
    turns.append((click(st["acc:Solaria Energía Norte S.L."]), p1.obs()))
    p2 = detail(rid, {"CONTACTS"})
    turns.append((click(p1["sp:CONTACTS"]), p2.obs()))
    p3 = detail(rid_drift, {"CONTACTS", "OPPORTUNITIES"})
    turns.append((click(p2["sp:OPPORTUNITIES"]), p3.obs()))
    p4 = contact(False)
    turns.append((click(p3["c:Iker Etxeberria"]), p4.obs()))
    p5 = contact(True)
    turns.append((click(p4["actions"]), p5.obs()))
    p6 = cedit()
    turns.append((click(p5["mi:Edit"]), p6.obs()))
    return dict(site="SuiteCRM 7.14 (https://crm.altavista-solar.es) as Lucía Prieto", state=st.obs(), turns=turns,
                bad=True, turn=3, kind="account record UUID in the URL changed after expanding a subpanel on the same detail view")


# Actual Budget, clean
def t22() -> Traj:
    host = "https://budget.nakamura.home"
    groups: list[tuple[str, list[list[Any]]]] = [
        ("Usual Expenses", [["Groceries", 600.00, -412.37], ["Dining out", 150.00, -96.40], ["Gas", 180.00, -121.15], ["Utilities", 240.00, -198.62],
                            ["Phone & Internet", 95.00, -95.00], ["Kids activities", 220.00, -180.00]]),
        ("Bills", [["Mortgage", 2150.00, -2150.00], ["Car insurance", 132.82, -132.82], ["Streaming", 50.00, -41.97]]),
        ("Savings", [["Emergency fund", 1000.00, 0.00], ["Vacation", 1000.00, 0.00]]),
    ]
    available = 6230.00

    def n(x: float) -> str:
        return f"{x:,.2f}"

    def sidebar(p: Page, active: str) -> None:
        p.el(0, "navigation", "")
        p.el(1, "button", "Nakamura Family", CL, "hasPopup='menu'")
        for s in ("Budget", "Reports", "Schedules"):
            p.el(1, "link", s, CL, *(["current='page'"] if s == active else []), key=f"nav:{s}")
        p.el(1, "link", "All accounts 43,054.33", CL)
        p.el(1, "link", "For budget 14,742.38", CL)
        for a, b in (("Checking", "3,184.55"), ("Savings", "12,400.00"), ("Visa 1234", "-842.17")):
            p.el(2, "link", f"{a} {b}", CL, *(["current='page'"] if a == active else []), key=f"acct:{a}")
        p.el(1, "link", "Off budget 28,311.95", CL)
        p.el(2, "link", "Brokerage 28,311.95", CL)
        p.el(1, "button", "Add account", CL)
        p.el(1, "button", "More", CL, "hasPopup='menu'")

    def budget(data: list[tuple[str, list[list[Any]]]], editing: str = "", value: str = "") -> Page:
        p = Page("Budget - Actual", f"{host}/budget", 100)
        sidebar(p, "Budget")
        p.el(0, "main", "")
        total_b = sum(c[1] for _g, cats in data for c in cats)
        p.el(1, "button", "Previous month", CL)
        p.el(1, "heading", "June 2024")
        p.el(1, "button", "Next month", CL)
        p.el(1, "button", f"To Budget: {n(available - total_b)}", CL, "hasPopup='dialog'")
        p.tx(1, "Available funds", n(available), "Overspent in May", "-0.00", "Budgeted", n(-total_b), "For next month", "-0.00")
        p.el(1, "table", "")
        p.el(2, "row", "")
        for h in ("Category", "Budgeted", "Spent", "Balance"):
            p.el(3, "columnheader", h)
        for gname, cats in data:
            gb, gs = sum(c[1] for c in cats), sum(c[2] for c in cats)
            p.el(2, "row", "")
            p.el(3, "button", gname, CL, EXP(True))
            p.el(3, "gridcell", n(gb))
            p.el(3, "gridcell", n(gs))
            p.el(3, "gridcell", n(gb + gs))
            for name, b, s in cats:
                p.el(2, "row", "")
                p.el(3, "gridcell", name)
                if name == editing:
                    p.el(3, "textbox", f"Budgeted for {name}", CL, V(value), FOC, key=f"b:{name}")
                else:
                    p.el(3, "button", n(b), CL, key=f"b:{name}")
                p.el(3, "gridcell", n(s))
                p.el(3, "button", n(b + s), CL)
        p.el(1, "button", "Add group", CL)
        return p

    txns = [
        ("06/11/2024", "Shell", "", "Gas", "48.20", "", False),
        ("06/10/2024", "Payroll Nakamura Design", "June salary", "Income", "", "3,115.00", True),
        ("06/09/2024", "Costco", "", "", "186.42", "", True),
        ("06/08/2024", "Trader Joe's", "", "Groceries", "72.85", "", True),
        ("06/07/2024", "PG&E", "May bill", "Utilities", "198.62", "", True),
        ("06/05/2024", "Netflix", "", "Streaming", "15.49", "", True),
        ("06/03/2024", "Comcast", "", "Phone & Internet", "95.00", "", True),
        ("06/01/2024", "Wells Fargo Mortgage", "", "Mortgage", "2,150.00", "", True),
    ]
    cats_all = [c[0] for _g, cats in groups for c in cats]

    def account(costco: str, picking: bool = False, q: str = "") -> Page:
        p = Page("Checking - Actual", f"{host}/accounts/8f3a1c62-0d4e-4b7a-9e15-c2d7b08a4f19", 100)
        sidebar(p, "Checking")
        p.el(0, "main", "")
        p.el(1, "heading", "Checking")
        p.tx(1, "3,184.55")
        p.tx(1, "Cleared total:", "3,232.75", "Uncleared total:", "-48.20")
        for b in ("Add New", "Import", "Filter", "Reconcile", "Menu"):
            p.el(1, "button", b, CL)
        p.el(1, "searchbox", "Search", CL, V(""))
        p.el(1, "table", "")
        p.el(2, "row", "")
        for h in ("", "Date", "Payee", "Notes", "Category", "Payment", "Deposit", "Cleared"):
            p.el(3, "columnheader", h, CL)
        for date, payee, notes, cat, pay, dep, cleared in txns:
            p.el(2, "row", "")
            p.el(3, "checkbox", "Select transaction", CL, CHK(False))
            p.el(3, "gridcell", date)
            p.el(3, "gridcell", payee)
            p.el(3, "gridcell", notes)
            if payee == "Costco":
                if picking:
                    p.el(3, "combobox", "Category", CL, V(q), FOC, "hasPopup='listbox'", EXP(True), key="cat")
                    p.el(4, "listbox", "")
                    shown = [c for c in cats_all if q.lower() in c.lower()] if q else cats_all
                    for gname, cats in groups:
                        names = [c[0] for c in cats if c[0] in shown]
                        if names:
                            p.tx(5, gname)
                            for c in names:
                                p.el(5, "option", c, CL, *([SELD] if c == shown[0] else []))
                    if not q:
                        p.tx(5, "Income")
                        p.el(5, "option", "Income", CL)
                        p.el(5, "option", "Split Transaction", CL)
                else:
                    p.el(3, "button", costco or "Categorize", CL, key="cat")
            else:
                p.el(3, "button", cat, CL)
            p.el(3, "gridcell", pay)
            p.el(3, "gridcell", dep)
            p.el(3, "checkbox", "Cleared", CL, CHK(cleared))
        return p

    st = account("")
    turns = []
    p1 = budget(groups)
    turns.append((click(st["nav:Budget"]), p1.obs()))
    p2 = budget(groups, editing="Groceries", value="600.00")
    turns.append((click(p1["b:Groceries"]), p2.obs()))
    p3 = budget(groups, editing="Groceries", value="650")
    turns.append((fill(p2["b:Groceries"], "650"), p3.obs()))
    new = [(g, [[c[0], 650.00 if c[0] == "Groceries" else c[1], c[2]] for c in cats]) for g, cats in groups]
    p4 = budget(new, editing="Dining out", value="150.00")
    turns.append((press("Enter"), p4.obs()))
    p5 = account("")
    turns.append((click(p4["acct:Checking"]), p5.obs()))
    p6 = account("", picking=True)
    turns.append((click(p5["cat"]), p6.obs()))
    p7 = account("", picking=True, q="Groc")
    turns.append((fill(p6["cat"], "Groc"), p7.obs()))
    p8 = account("Groceries")
    turns.append((press("Enter"), p8.obs()))
    return dict(site="Actual Budget 24.6 (https://budget.nakamura.home), budget file Nakamura Family", state=st.obs(), turns=turns, bad=False)


BUILDERS = [t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22]


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for i, build in enumerate(BUILDERS, 1):
        t = build()
        kw: dict[str, Any] = {}
        if t["bad"]:
            kw = {"bad": True, "turn": t["turn"], "kind": t["kind"]}
        rs.add(task="web", tid=f"h34-web-{i:02d}", system=SYSTEM.format(site=t["site"]), turns=t["turns"], state=t["state"], **kw)
    rs.write()


if __name__ == "__main__":
    main()
