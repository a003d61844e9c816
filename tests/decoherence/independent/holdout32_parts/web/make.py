# ruff: noqa: E501
"""Held-out set holdout32, domain web: 22 BrowserGym trajectories on accessibility trees.

Each trajectory is a browser session on one site (forge, forum, files, CRM, admin panels, booking and
self-service portals). Actions are BrowserGym calls on element bids; observations are the page's
accessibility tree. Eleven trajectories carry exactly one observation that contradicts an earlier one;
the other eleven are clean.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import RowSet, axtree

SYSTEM = """# Role and Objective

You are a **Web World Model**, a precise browser state simulator. Given the interaction history, the current page state and a browser action, predict the exact next page state after the action is executed.

## Responsibilities

1. State Prediction: generate the complete next page state after the action.
2. Context Maintenance: track navigation state, focused elements, form values and browsing history across turns.
3. Behavioral Fidelity: stay faithful to browser behavior, including navigation, loading completion, focus changes and no-op actions.

# Action Space

noop(wait_ms: float = 1000)
scroll(delta_x: float, delta_y: float)
click(bid: str, button: Literal['left', 'middle', 'right'] = 'left', modifiers: list = [])
dblclick(bid: str)
keyboard_press(key: str)
keyboard_type(text: str)
fill(bid: str, value: str, enable_autocomplete_menu: bool = False)
hover(bid: str)
check(bid: str)
uncheck(bid: str)
tab_focus(index: int)
new_tab()
go_back()
go_forward()
goto(url: str)
tab_close()
select_option(bid: str, options: str | list[str])
send_msg_to_user(text: str)
report_infeasible(reason: str)

# Format Requirements

The page state is the accessibility tree of the active tab: the URL line, then the RootWebArea and its nodes, one per line, indented by depth, each interactive node prefixed with its bid in brackets. Preserve this representation exactly; for a page-changing action update the page identity and main content, for a local edit change only the affected nodes. Output exactly one complete and closed <predicted_observation></predicted_observation> block and nothing else."""


class Tree:
    """Builds one accessibility tree; every node but StaticText gets the next bid."""

    def __init__(self, start: int = 10) -> None:
        self.n = start
        self.lines: list[str] = []
        self.ids: dict[str, str] = {}

    def el(self, d: int, role: str, name: str = "", *attrs: str, value: str | None = None, key: str | None = None) -> str:
        self.n += 1
        s = f"[{self.n}] {role} {name!r}"
        if value is not None:
            s += f" value={value!r}"
        if attrs:
            s += ", " + ", ".join(attrs)
        self.lines.append("\t" * d + s)
        if key:
            self.ids[key] = str(self.n)
        return str(self.n)

    def tx(self, d: int, *texts: str) -> None:
        for t in texts:
            if t:
                self.lines.append("\t" * d + f"StaticText {t!r}")

    def skip(self, k: int) -> None:
        self.n += k

    def table(self, d: int, headers: list[str], rows: list[list[Any]], name: str = "") -> None:
        """Cells are strings, or tuples (role, name, key, *attrs) for a cell holding a control."""
        self.el(d, "table", name)
        self.el(d + 1, "row", "")
        for h in headers:
            self.el(d + 2, "columnheader", h)
        for r in rows:
            self.el(d + 1, "row", "")
            for c in r:
                if isinstance(c, tuple):
                    role, label, key, *attrs = c
                    self.el(d + 2, "cell", label if role in ("link", "button") else "")
                    self.el(d + 3, role, label, *attrs, key=key)
                else:
                    self.el(d + 2, "cell", c)

    def out(self, title: str, url: str) -> tuple[str, dict[str, str]]:
        return axtree(title, self.lines, url), dict(self.ids)


def click(b: str) -> str:
    return f"click('{b}')"


def fill(b: str, v: str) -> str:
    return f"fill('{b}', {v!r})"


def select(b: str, v: str) -> str:
    return f"select_option('{b}', {v!r})"


def goto(url: str) -> str:
    return f"goto({url!r})"


def cb(flag: bool) -> str:
    return f"checked='{'true' if flag else 'false'}'"


def start(goal: str, page: str) -> str:
    return f"Goal: {goal}\n\n{page}"


TRAJ: list[Any] = []


def traj(fn: Any) -> Any:
    TRAJ.append(fn)
    return fn


# ---------------------------------------------------------------- Gitea helpers

def gitea_top(t: Tree, user: str, notif: int) -> None:
    t.el(0, "navigation", "")
    t.el(1, "link", "Home", key="home")
    t.el(1, "link", "Issues")
    t.el(1, "link", "Pull Requests")
    t.el(1, "link", "Milestones")
    t.el(1, "link", "Explore")
    t.el(1, "link", f"Notifications {notif}" if notif else "Notifications")
    t.el(1, "button", "Create…", "hasPopup='menu'", "expanded=False")
    t.el(1, "button", f"Profile and Settings… {user}", "hasPopup='menu'", "expanded=False")


def gitea_repo_head(t: Tree, owner: str, repo: str, tab: str, issues: int, pulls: int, releases: int, watch: int, star: int, fork: int) -> None:
    t.el(0, "heading", f"{owner} / {repo}", "level=1")
    t.el(1, "link", owner)
    t.el(1, "link", repo)
    t.el(0, "button", f"Unwatch {watch}")
    t.el(0, "button", f"Star {star}")
    t.el(0, "link", f"Fork {fork}")
    t.el(0, "navigation", "")
    for name, label in (("code", "Code"), ("issues", f"Issues {issues}"), ("pulls", f"Pull Requests {pulls}"), ("actions", "Actions"),
                        ("packages", "Packages"), ("projects", "Projects"), ("releases", f"Releases {releases}"), ("wiki", "Wiki"),
                        ("activity", "Activity"), ("settings", "Settings")):
        t.el(1, "link", label, key=f"tab_{name}")


def gitea_foot(t: Tree, ms: int) -> None:
    t.el(0, "contentinfo", "")
    t.tx(1, f"Powered by Gitea Version: 1.21.11 Page: {ms}ms Template: {max(3, ms // 9)}ms")
    t.el(1, "button", "English", "hasPopup='menu'", "expanded=False")
    t.el(1, "link", "Licenses")
    t.el(1, "link", "API")


# 01 Gitea issue tracker - clean
@traj
def t01(rs: RowSet) -> None:
    owner, repo, me = "infra", "ledgerd", "ops-agent"
    base = f"https://git.fernhill.io/{owner}/{repo}"
    issues = [
        (418, "ledgerd panics when config.toml is empty", "needs-triage", "3 hours ago", "mkovacs", 2),
        (417, "Add Prometheus histogram for flush latency", "enhancement", "5 hours ago", "tbianchi", 0),
        (416, "Docs: --wal-dir flag missing from README", "docs", "1 day ago", "hsato", 1),
        (415, "Nil map panic in config loader when file has no [storage] section", "needs-triage", "2 days ago", "ravi.n", 4),
        (413, "Compaction stalls under sustained 5k writes/s", "bug performance", "4 days ago", "tbianchi", 9),
        (411, "Support zstd for segment files", "enhancement", "6 days ago", "jlaurent", 3),
        (409, "ARM64 release tarball missing sha256", "release", "1 week ago", "hsato", 2),
        (404, "Flaky test: TestReplayTruncatedWAL", "flaky-test", "2 weeks ago", "mkovacs", 6),
        (398, "Expose retention policy via admin API", "enhancement", "3 weeks ago", "ravi.n", 5),
        (391, "Graceful shutdown drops in-flight batches", "bug", "1 month ago", "jlaurent", 11),
        (387, "Windows build fails on filepath.Join with UNC paths", "bug windows", "1 month ago", "dpetrov", 7),
        (372, "Migrate CI from Drone to Gitea Actions", "ci", "2 months ago", "ops-agent", 14),
        (365, "Rate-limit admin API", "enhancement security", "2 months ago", "tbianchi", 3),
        (350, "Tracking: v1.0 stabilization", "tracking", "3 months ago", "mkovacs", 22),
    ]
    labels_all = ["bug", "ci", "docs", "enhancement", "flaky-test", "needs-triage", "performance", "release", "security", "tracking", "windows"]

    def listing() -> tuple[str, dict[str, str]]:
        t = Tree(20)
        gitea_top(t, me, 3)
        gitea_repo_head(t, owner, repo, "issues", 14, 3, 11, 6, 23, 4)
        t.el(0, "link", "Labels")
        t.el(0, "link", "Milestones")
        t.el(0, "button", "New Issue")
        t.el(0, "searchbox", "Search…", value="")
        t.el(0, "button", "Search")
        t.el(0, "link", "14 Open", key="open")
        t.el(0, "link", "203 Closed")
        for f in ("Label", "Milestone", "Project", "Poster", "Assignee", "Type", "Sort"):
            t.el(0, "button", f, "hasPopup='menu'", "expanded=False")
        t.el(0, "list", "")
        for n, title, labs, when, who, com in issues:
            t.el(1, "listitem", "")
            t.el(2, "checkbox", "", cb(False))
            t.el(2, "link", title, key=f"i{n}")
            for lab in labs.split():
                t.el(2, "link", lab)
            t.tx(2, f"#{n} opened {when} by")
            t.el(2, "link", who)
            if com:
                t.el(2, "link", str(com))
        gitea_foot(t, 41)
        return t.out(f"Issues - {repo} - Fernhill Git", f"{base}/issues")

    p0, i0 = listing()

    comments415 = [
        ("ravi.n", "2 days ago", "Running ledgerd 0.9.3 with a config.toml that only has [server] and [wal] sections. Startup panics: panic: assignment to entry in nil map, goroutine 1 [running]: fernhill.io/ledgerd/internal/config.(*Loader).applyDefaults(0xc0001a4000) internal/config/loader.go:88 +0x1c4"),
        ("mkovacs", "2 days ago", "Can reproduce. Looks like Storage.Tiers is only allocated when the section is present."),
        ("ravi.n", "2 days ago", "Workaround for now: add an empty [storage] section."),
        ("hsato", "1 day ago", "Same thing happens with a completely empty config file."),
        ("mkovacs", "20 hours ago", "I think the fix is to move the make() into NewConfig(). Happy to review a PR."),
    ]

    def issue415(labels: list[str], menu: dict[str, bool] | None, events: list[str], mine: str | None, draft: str) -> tuple[str, dict[str, str]]:
        t = Tree(20)
        gitea_top(t, me, 3)
        gitea_repo_head(t, owner, repo, "issues", 14, 3, 11, 6, 23, 4)
        t.el(0, "heading", "Nil map panic in config loader when file has no [storage] section #415", "level=1", key="title")
        t.el(0, "button", "Edit")
        t.el(0, "button", "New Issue")
        t.tx(0, "Open")
        t.el(0, "link", "ravi.n")
        n = len(comments415) - 1 + (1 if mine else 0)
        t.tx(0, f"opened this issue 2 days ago · {n} comments")
        t.el(0, "main", "")
        for i, (who, when, body) in enumerate(comments415):
            t.el(1, "article", "")
            t.el(2, "link", who)
            t.tx(2, f"commented {when}")
            if i == 0:
                t.tx(2, "Poster")
            t.el(2, "button", "Add reaction", "hasPopup='menu'")
            t.el(2, "button", "Comment options", "hasPopup='menu'")
            t.tx(2, body)
        for ev in events:
            t.el(1, "link", me)
            t.tx(1, ev)
        if mine:
            t.el(1, "article", "")
            t.el(2, "link", me)
            t.tx(2, "commented just now")
            t.tx(2, "Member")
            t.el(2, "button", "Add reaction", "hasPopup='menu'")
            t.el(2, "button", "Comment options", "hasPopup='menu'")
            t.tx(2, mine)
        t.el(1, "tablist", "")
        t.el(2, "tab", "Write", "selected=True")
        t.el(2, "tab", "Preview", "selected=False")
        t.el(1, "textbox", "", "multiline", value=draft, key="body")
        t.tx(1, "Attach files by dragging & dropping, selecting or pasting them.")
        t.el(1, "button", "Close with Comment" if draft else "Close Issue", key="close")
        t.el(1, "button", "Comment", *(() if draft else ("disabled=True",)), key="comment")
        t.el(0, "complementary", "")
        t.el(1, "button", "Labels", "hasPopup='menu'", f"expanded={menu is not None}", key="labels")
        if menu is not None:
            t.el(2, "textbox", "Filter labels", value="")
            t.el(2, "menu", "")
            for lab in labels_all:
                t.el(3, "menuitemcheckbox", lab, cb(menu[lab]), key=f"lab_{lab}")
        for lab in labels:
            t.el(1, "link", lab)
        t.el(1, "button", "Milestone", "hasPopup='menu'", "expanded=False")
        t.tx(1, "No milestone")
        t.el(1, "button", "Projects", "hasPopup='menu'", "expanded=False")
        t.tx(1, "No project")
        t.el(1, "button", "Assignees", "hasPopup='menu'", "expanded=False")
        t.tx(1, "No one")
        t.tx(1, "3 participants")
        t.el(1, "link", "ravi.n")
        t.el(1, "link", "mkovacs")
        t.el(1, "link", "hsato")
        t.tx(1, "Notifications")
        t.el(1, "button", "Subscribe")
        t.tx(1, "Time tracker")
        t.el(1, "button", "Start timer")
        t.el(1, "button", "Add time")
        t.tx(1, "Due date", "No due date set.")
        t.tx(1, "Dependencies", "No dependencies set.")
        t.tx(1, f"Reference: {owner}/{repo}#415")
        t.el(1, "button", "Copy")
        t.el(1, "button", "Lock conversation")
        t.el(1, "button", "Pin")
        t.el(1, "button", "Delete")
        gitea_foot(t, 58)
        return t.out(f"Nil map panic in config loader when file has no [storage] section - {repo} - Fernhill Git", f"{base}/issues/415")

    menu0 = {lab: lab == "needs-triage" for lab in labels_all}
    p1, i1 = issue415(["needs-triage"], None, [], None, "")
    p2, i2 = issue415(["needs-triage"], menu0, [], None, "")
    menu1 = dict(menu0, bug=True)
    p3, i3 = issue415(["needs-triage"], menu1, [], None, "")
    menu2 = dict(menu1, **{"needs-triage": False})
    p4, i4 = issue415(["needs-triage"], menu2, [], None, "")
    ev = ["added the bug label and removed the needs-triage label just now"]
    p5, i5 = issue415(["bug"], None, ev, None, "")
    text = "Confirmed on main @ 7d1c0e4: loader.go:88 writes into cfg.Storage.Tiers before it is allocated. Moving the make() into NewConfig() fixes it locally. Closing #418 as a duplicate of this one."
    p6, i6 = issue415(["bug"], None, ev, None, text)
    p7, i7 = issue415(["bug"], None, ev, text, "")

    def issue418(closed: bool) -> tuple[str, dict[str, str]]:
        t = Tree(20)
        gitea_top(t, me, 3)
        gitea_repo_head(t, owner, repo, "issues", 13 if closed else 14, 3, 11, 6, 23, 4)
        t.el(0, "heading", "ledgerd panics when config.toml is empty #418", "level=1")
        t.el(0, "button", "Edit")
        t.el(0, "button", "New Issue")
        t.tx(0, "Closed" if closed else "Open")
        t.el(0, "link", "mkovacs")
        t.tx(0, "opened this issue 3 hours ago · 2 comments")
        t.el(0, "main", "")
        posts = [("mkovacs", "3 hours ago", "Starting ledgerd with `touch config.toml && ledgerd --config config.toml` crashes immediately instead of using defaults. Version 0.9.3, linux/amd64."),
                 ("tbianchi", "2 hours ago", "Stack trace points at internal/config/loader.go:88."),
                 ("mkovacs", "2 hours ago", "Probably related to the nil map issue someone reported earlier this week?")]
        for who, when, body in posts:
            t.el(1, "article", "")
            t.el(2, "link", who)
            t.tx(2, f"commented {when}")
            t.el(2, "button", "Add reaction", "hasPopup='menu'")
            t.el(2, "button", "Comment options", "hasPopup='menu'")
            t.tx(2, body)
        t.el(1, "link", me)
        t.tx(1, "referenced this issue from #415 just now")
        if closed:
            t.el(1, "link", me)
            t.tx(1, "closed this issue just now")
        t.el(1, "tablist", "")
        t.el(2, "tab", "Write", "selected=True")
        t.el(2, "tab", "Preview", "selected=False")
        t.el(1, "textbox", "", "multiline", value="", key="body")
        t.el(1, "button", "Reopen" if closed else "Close Issue", key="close")
        t.el(1, "button", "Comment", "disabled=True")
        t.el(0, "complementary", "")
        t.el(1, "button", "Labels", "hasPopup='menu'", "expanded=False")
        t.el(1, "link", "needs-triage")
        t.el(1, "button", "Milestone", "hasPopup='menu'", "expanded=False")
        t.tx(1, "No milestone")
        t.el(1, "button", "Assignees", "hasPopup='menu'", "expanded=False")
        t.tx(1, "No one")
        t.tx(1, "3 participants")
        t.el(1, "link", "mkovacs")
        t.el(1, "link", "tbianchi")
        t.el(1, "link", me)
        t.tx(1, f"Reference: {owner}/{repo}#418")
        t.el(1, "button", "Lock conversation")
        t.el(1, "button", "Pin")
        t.el(1, "button", "Delete")
        gitea_foot(t, 37 if closed else 44)
        return t.out(f"ledgerd panics when config.toml is empty - {repo} - Fernhill Git", f"{base}/issues/418")

    p8, i8 = issue418(False)
    p9, _ = issue418(True)
    turns = [
        (click(i0["i415"]), p1),
        (click(i1["labels"]), p2),
        (click(i2["lab_bug"]), p3),
        (click(i3["lab_needs-triage"]), p4),
        (click(i4["title"]), p5),
        (fill(i5["body"], text), p6),
        (click(i6["comment"]), p7),
        (goto(f"{base}/issues/418"), p8),
        (click(i8["close"]), p9),
    ]
    rs.add(task="web", tid="h32-web-01", system=SYSTEM, turns=turns,
           state=start("In infra/ledgerd, triage the config-loader panic: mark #415 as a bug (dropping needs-triage), note the root cause there, and close #418 as its duplicate.", p0))


# ---------------------------------------------------------------- Discourse helpers

def disc_header(t: Tree, site: str, user: str, unread: int) -> None:
    t.el(0, "banner", "")
    t.el(1, "link", site, key="logo")
    t.el(1, "button", "Search", "hasPopup='dialog'")
    t.el(1, "button", "menu", "expanded=False")
    t.el(1, "button", f"{user}" + (f" {unread} unread notifications" if unread else ""), "expanded=False", key="avatar")


def disc_sidebar(t: Tree) -> None:
    t.el(0, "navigation", "Sidebar")
    for lab in ("Topics", "My Posts", "Review", "Admin", "More"):
        t.el(1, "link", lab)
    t.el(1, "button", "Categories", "expanded=True")
    for lab in ("Announcements", "Integrations", "Billing & Ledger", "Feature Requests", "Self-hosting", "All categories"):
        t.el(2, "link", lab)
    t.el(1, "button", "Tags", "expanded=True")
    for lab in ("webhooks", "api", "csv-export", "docker"):
        t.el(2, "link", lab)


# 02 Discourse forum - bad
@traj
def t02(rs: RowSet) -> None:
    site, me = "Tally Community", "rgarcia_ops"
    base = "https://forum.tallyhq.dev"
    tslug = "webhook-retries-stop-after-3-attempts-even-with-max-retries-8/2291"
    ttitle = "Webhook retries stop after 3 attempts even with max_retries=8"
    topics = [
        (ttitle, "Integrations", "webhooks", "5", "212", "3h"),
        ("Exporting ledger to CSV drops the memo column", "Billing & Ledger", "csv-export", "12", "640", "5h"),
        ("Self-hosted 4.2 upgrade: migrations hang on 20240502_add_fx_rates", "Self-hosting", "docker", "8", "377", "9h"),
        ("API rate limits for bulk invoice creation?", "Integrations", "api", "3", "98", "1d"),
        ("Feature request: split a transaction across cost centers", "Feature Requests", "", "27", "1.4k", "1d"),
        ("Stripe payout reconciliation off by one day (timezone?)", "Billing & Ledger", "", "9", "455", "2d"),
        ("Docker image 4.2.1 fails healthcheck on arm64", "Self-hosting", "docker", "6", "301", "2d"),
        ("June 2024 release notes: multi-currency reports, audit log export", "Announcements", "", "14", "2.1k", "3d"),
        ("How do you handle refunds that cross a closed period?", "Billing & Ledger", "", "19", "880", "4d"),
        ("Webhook signature verification in Python (example)", "Integrations", "webhooks", "4", "1.1k", "6d"),
    ]

    def latest() -> tuple[str, dict[str, str]]:
        t = Tree(30)
        disc_header(t, site, me, 2)
        disc_sidebar(t)
        t.el(0, "main", "")
        t.el(1, "button", "all categories", "hasPopup='listbox'")
        t.el(1, "button", "all tags", "hasPopup='listbox'")
        for lab in ("Latest", "New (4)", "Unread (2)", "Top", "Categories", "Hot"):
            t.el(1, "link", lab)
        t.el(1, "button", "New Topic")
        rows = [[("link", title, f"tp{i}"), f"{cat} {tag}".strip(), rep, views, act] for i, (title, cat, tag, rep, views, act) in enumerate(topics)]
        t.table(1, ["Topic", "Category", "Replies", "Views", "Activity"], rows)
        t.tx(1, "Showing 10 of 412 topics. Scroll to load more.")
        return t.out(f"Latest topics - {site}", f"{base}/latest")

    p0, i0 = latest()
    posts = [
        ("jmwangi", "Jun 9", "We configured an endpoint with max_retries=8 and exponential backoff, but the delivery log shows only 3 attempts (1m, 5m, 25m) and then status=failed. Tally cloud, workspace ws_4f1a92. Is there a hard cap?", "2", "#1"),
        ("lena_tally", "Jun 9", "Thanks for the report. Which API version is the endpoint pinned to? The retry schedule changed in 2024-04-01.", "0", "#2"),
        ("jmwangi", "Jun 10", "Pinned to 2024-01-15. Delivery id for one of them: whd_01HZ8Q2M6R3K9V.", "0", "#3"),
        ("pkowalczyk", "Jun 10", "Same here on self-hosted 4.2.1. WEBHOOK_MAX_ATTEMPTS in the env seems ignored.", "1", "#4"),
        ("lena_tally", "Jun 10", "Looping in the integrations team. Could someone on self-hosted share the worker log around a failed delivery?", "0", "#5"),
        ("pkowalczyk", "3h", "worker log: webhook.deliver attempt=3 giving_up=true reason=max_attempts(3). So the worker reads a default of 3.", "3", "#6"),
    ]
    reply = ("On self-hosted 4.2.1 the worker only reads TALLY_WEBHOOK_MAX_ATTEMPTS (with the TALLY_ prefix); the unprefixed name in the docs is ignored. "
             "Setting TALLY_WEBHOOK_MAX_ATTEMPTS=8 and restarting the worker container gave us 8 attempts on whd_01HZC7. For cloud the per-endpoint max_retries is capped by the API version: 2024-01-15 caps it at 3, 2024-04-01 honours up to 10.")

    def topic(composer: str | None, mine: bool, menu: bool = False) -> tuple[str, dict[str, str]]:
        t = Tree(30)
        disc_header(t, site, me, 2)
        if menu:
            t.el(1, "dialog", "User menu")
            t.el(2, "tablist", "")
            for lab in ("All notifications", "Replies", "Likes", "Messages", "Bookmarks", "Profile"):
                t.el(3, "tab", lab, *(("selected=True",) if lab == "All notifications" else ()), key=f"um_{lab}")
            t.el(2, "list", "")
            t.el(3, "link", "lena_tally Stripe payout reconciliation off by one day (timezone?)")
            t.el(3, "link", "pkowalczyk Docker image 4.2.1 fails healthcheck on arm64")
            t.el(3, "link", "system Your weekly summary from Tally Community")
            t.el(2, "button", "Dismiss")
            t.el(2, "link", "Preferences")
        disc_sidebar(t)
        t.el(0, "main", "")
        t.el(1, "heading", ttitle, "level=1")
        t.el(1, "link", "Integrations")
        t.el(1, "link", "webhooks")
        n = len(posts) + (1 if mine else 0)
        for who, when, body, likes, num in posts:
            t.el(1, "article", f"post {num[1:]} by @{who}")
            t.el(2, "link", who)
            t.el(2, "link", when)
            t.tx(2, body)
            if likes != "0":
                t.el(2, "button", f"{likes} {'person' if likes == '1' else 'people'} liked this post")
            t.el(2, "button", "like this post")
            t.el(2, "button", "copy a link to this post to clipboard")
            t.el(2, "button", "show more")
            t.el(2, "button", "Reply", key=f"reply{num}")
        if mine:
            t.el(1, "article", f"post 7 by @{me}")
            t.el(2, "link", me)
            t.el(2, "link", "1m")
            t.tx(2, reply)
            t.el(2, "button", "edit this post")
            t.el(2, "button", "copy a link to this post to clipboard")
            t.el(2, "button", "show more")
            t.el(2, "button", "Reply")
        t.el(1, "navigation", "Topic timeline")
        t.tx(2, "Jun 9", f"{n} / {n}" if mine else f"1 / {n}", "3h" if not mine else "1m")
        t.el(2, "button", "Reply", key="treply")
        t.el(2, "button", "Bookmark", key="bookmark")
        t.el(2, "button", "Share")
        t.el(2, "button", "Tracking" if mine else "Normal", "hasPopup='menu'")
        t.tx(1, "created Jun 9", f"last reply {'1m' if mine else '3h'}", f"{n - 1} replies", "219 views" if mine else "212 views", "3 users" if not mine else "4 users", "6 likes", "2 links")
        t.el(1, "heading", "Suggested Topics", "level=3")
        t.el(1, "link", "Webhook signature verification in Python (example)")
        t.el(1, "link", "API rate limits for bulk invoice creation?")
        if composer is not None:
            t.el(0, "region", "Composer")
            t.tx(1, "Replying to")
            t.el(1, "link", ttitle)
            t.el(1, "toolbar", "")
            for lab in ("Bold", "Italic", "Hyperlink", "Blockquote", "Preformatted text", "Upload", "Emoji"):
                t.el(2, "button", lab)
            t.el(1, "textbox", "Type here. Use Markdown, BBCode, or HTML to format. Drag or paste images.", "focused", "multiline", value=composer, key="editor")
            t.el(1, "region", "Preview")
            t.tx(2, composer if composer else "")
            t.el(1, "button", "Reply", *(("disabled=True",) if len(composer) < 20 else ()), key="send")
            t.el(1, "button", "Cancel")
            t.tx(1, f"{len(composer.split())} words" if composer else "")
        return t.out(f"{ttitle} - Integrations - {site}", f"{base}/t/{tslug}" + ("/7" if mine else ""))

    p1, i1 = topic(None, False)
    p2, i2 = topic("", False)
    p3, i3 = topic(reply, False)
    p4, i4 = topic(None, True)
    p5, i5 = topic(None, True, menu=True)

    def profile(tab: str) -> tuple[str, dict[str, str]]:
        t = Tree(30)
        disc_header(t, site, me, 2)
        disc_sidebar(t)
        t.el(0, "main", "")
        t.el(1, "heading", "Rosa Garcia", "level=1")
        t.tx(1, me, "Platform engineer @ Lumenpay. Running Tally self-hosted since 3.x.")
        t.tx(1, "Joined Nov 14, 2022", "Last Post 1m", "Seen 1m", "Views 1.2k", "Trust Level member")
        t.el(1, "link", "Preferences", key="prefs")
        t.el(1, "navigation", "")
        for lab in ("Summary", "Activity", "Notifications", "Messages", "Badges", "Invites", "Drafts"):
            t.el(2, "link", lab, key=f"nav_{lab}")
        if tab == "summary":
            t.el(1, "heading", "Stats", "level=2")
            t.tx(1, "412 days visited", "31h read time", "1.9k topics viewed", "8.3k posts read", "97 likes given", "14 topics created", "48 posts created", "122 likes received")
            t.el(1, "heading", "Top Replies", "level=2")
            for title, when, likes in (("Docker image 4.2.1 fails healthcheck on arm64", "2d", "11"),
                                       ("Self-hosted 4.2 upgrade: migrations hang on 20240502_add_fx_rates", "9h", "8"),
                                       ("How do you handle refunds that cross a closed period?", "4d", "6"),
                                       ("Postgres 16 support for self-hosted?", "Mar 18", "6"),
                                       ("Running the worker with a read replica", "Jan 30", "5")):
                t.el(2, "link", title)
                t.tx(2, when, f"{likes} likes")
            t.el(1, "heading", "Top Topics", "level=2")
            for title, when in (("Helm chart values for HA worker deployment", "Feb 7"), ("Backups: pg_dump vs. built-in export", "Dec '23"), ("Audit log retention setting ignored", "Apr 22")):
                t.el(2, "link", title)
                t.tx(2, when)
            t.el(1, "heading", "Most Liked By", "level=2")
            for who in ("pkowalczyk 14", "lena_tally 11", "jmwangi 6"):
                t.el(2, "link", who)
            return t.out(f"Profile - {me} - {site}", f"{base}/u/{me}/summary")
        t.el(1, "navigation", "")
        for lab in ("All", "Topics", "Replies", "Read", "Drafts", "Likes", "Bookmarks", "Votes"):
            t.el(2, "link", lab, key=f"act_{lab}")
        stream = [
            ("Self-hosted 4.2 upgrade: migrations hang on 20240502_add_fx_rates", "Self-hosting", "9h", "If the migration sits on 'waiting for ShareLock', check for a long-running report query holding fx_rates. Killing pid from pg_stat_activity let it finish in 40s."),
            ("Docker image 4.2.1 fails healthcheck on arm64", "Self-hosting", "2d", "The healthcheck calls curl, which is not in the arm64 image. Override with HEALTHCHECK CMD wget -qO- http://localhost:8080/healthz || exit 1."),
            ("Stripe payout reconciliation off by one day (timezone?)", "Billing & Ledger", "2d", "Payout arrival_date is a UTC date; Tally books it in the workspace timezone. We set the workspace to UTC for the Stripe clearing account."),
            ("How do you handle refunds that cross a closed period?", "Billing & Ledger", "4d", "We post them to the current open period with a memo pointing at the original invoice, never reopen."),
            ("June 2024 release notes: multi-currency reports, audit log export", "Announcements", "3d", "Is the audit log export available on self-hosted or cloud only?"),
            ("Webhook signature verification in Python (example)", "Integrations", "6d", "Note that hmac.compare_digest needs bytes on both sides; the header value is hex."),
            ("Helm chart values for HA worker deployment", "Self-hosting", "Jun 1", "Updated the values file for chart 0.14: worker.replicas, worker.pdb.minAvailable and the redis sentinel block."),
        ]
        t.el(1, "list", "")
        for title, cat, when, ex in stream:
            t.el(2, "listitem", "")
            t.el(3, "link", title)
            t.el(3, "link", cat)
            t.tx(3, when, ex)
        t.tx(1, "Loading more…")
        return t.out(f"Activity - {me} - {site}", f"{base}/u/{me}/activity")

    p6, i6 = profile("summary")
    p7, i7 = profile("activity")

    def prefs(tab: str, digest: str) -> tuple[str, dict[str, str]]:
        t = Tree(30)
        disc_header(t, site, me, 2)
        disc_sidebar(t)
        t.el(0, "main", "")
        t.el(1, "heading", "Preferences", "level=1")
        t.el(1, "navigation", "")
        for lab in ("Account", "Security", "Profile", "Emails", "Notifications", "Tracking", "Users", "Interface", "Navigation Menu"):
            t.el(2, "link", lab, key=f"pref_{lab}")
        if tab == "account":
            t.el(1, "heading", "Account", "level=2")
            t.tx(1, "Username", me)
            t.el(1, "link", "Change username")
            t.tx(1, "Profile Picture")
            t.el(1, "button", "Change profile picture")
            t.tx(1, "Email", "rosa.garcia@lumenpay.io")
            t.el(1, "link", "Change email")
            t.tx(1, "Associated Accounts", "GitHub rgarcia-ops Revoke")
            t.tx(1, "Delete my account")
            t.el(1, "button", "Delete my account")
            return t.out(f"Preferences - {me} - {site}", f"{base}/u/{me}/preferences/account")
        t.el(1, "heading", "Notifications", "level=2")
        t.el(1, "checkbox", "Notify me when someone likes my posts", cb(True))
        t.el(1, "combobox", "When I post in a topic, set that topic to", "hasPopup='listbox'", value="Tracking")
        t.el(1, "combobox", "When I reply, set that topic to", "hasPopup='listbox'", value="Tracking")
        t.el(1, "combobox", "Notify when liked", "hasPopup='listbox'", value="Always")
        t.el(1, "checkbox", "Send me a notification when someone I invited joins", cb(True))
        t.el(1, "combobox", "Email a summary of popular topics and replies when I don't visit", "hasPopup='listbox'", value=digest, key="digest")
        t.el(1, "checkbox", "Include content from new users", cb(False))
        t.el(1, "checkbox", "Enable live notifications", cb(True))
        t.el(1, "button", "Save Changes", *(("disabled=True",) if digest == "weekly" else ()), key="save")
        return t.out(f"Preferences - {me} - {site}", f"{base}/u/{me}/preferences/notifications")

    p8, i8 = prefs("account", "weekly")
    p9, _ = prefs("notifications", "weekly")
    turns = [
        (click(i0["tp0"]), p1),
        (click(i1["treply"]), p2),
        (fill(i2["editor"], reply), p3),
        (click(i3["send"]), p4),
        (click(i4["avatar"]), p5),
        (click(i5["um_Profile"]), p6),
        (click(i6["nav_Activity"]), p7),
        (click(i7["prefs"]), p8),
        (click(i8["pref_Notifications"]), p9),
    ]
    rs.add(task="web", tid="h32-web-02", system=SYSTEM, turns=turns,
           state=start("Answer the webhook retry question on Tally Community with the env-var fix, then review your notification preferences.", p0),
           bad=True, turn=7, kind="the reply posted at turn 4 is missing from the user's activity stream")


# 03 Nextcloud Files - clean
@traj
def t03(rs: RowSet) -> None:
    base = "https://cloud.birchline.org/apps/files/files"
    files = [
        ["Evidence", "folder", "84.2 MB", "2 days ago"],
        ["Interviews", "folder", "12.6 MB", "last week"],
        ["controls-matrix-v3.xlsx", "file", "312 KB", "yesterday"],
        ["controls-matrix-v4.xlsx", "file", "318 KB", "2 hours ago"],
        ["kickoff-notes.md", "file", "6 KB", "3 weeks ago"],
        ["Q3-Audit-Plan.docx", "file", "48 KB", "3 weeks ago"],
        ["Q3-Audit-Plan (1).docx", "file", "47 KB", "3 weeks ago"],
        ["sample-selection.csv", "file", "1.2 MB", "5 days ago"],
        ["scope_draft.pdf", "file", "2.4 MB", "last month"],
        ["travel-receipts.zip", "file", "18.7 MB", "last week"],
    ]

    def page(rows: list[list[str]], menu: str | None = None, rename: str | None = None, newmenu: bool = False,
             dialog: str | None = None, total: str = "119.8 MB") -> tuple[str, dict[str, str]]:
        t = Tree(100)
        t.el(0, "banner", "")
        t.el(1, "link", "Birchline Cloud - Dashboard")
        t.el(1, "navigation", "Applications menu")
        for lab in ("Dashboard", "Files", "Photos", "Activity", "Talk", "Mail", "Contacts", "Calendar", "Deck"):
            t.el(2, "link", lab)
        t.el(1, "button", "Unified search", "hasPopup='dialog'")
        t.el(1, "button", "Notifications")
        t.el(1, "button", "Settings menu", "hasPopup='menu'", "expanded=False")
        t.el(0, "navigation", "Files")
        for lab in ("All files", "Recent", "Favorites", "Shares", "Tags", "Deleted files"):
            t.el(1, "link", lab)
        t.tx(1, "2.7 GB of 50 GB used")
        t.el(1, "button", "Files settings")
        t.el(0, "main", "")
        t.el(1, "navigation", "Current directory path")
        t.el(2, "link", "All files")
        t.el(2, "link", "Projects")
        t.el(2, "link", "Q3-Audit")
        t.el(1, "button", "New", "hasPopup='menu'", f"expanded={newmenu}", key="new")
        if newmenu:
            t.el(2, "menu", "")
            for lab in ("Upload files", "New folder", "New text file", "New document", "New spreadsheet", "New presentation", "New diagram", "Create new templates folder"):
                t.el(3, "menuitem", lab, key=f"nm_{lab}")
        t.el(1, "button", "Share")
        t.el(1, "button", "Switch to grid view")
        t.el(1, "table", "List of files and folders in Q3-Audit")
        t.el(2, "row", "")
        t.el(3, "columnheader", "")
        t.el(4, "checkbox", "Toggle selection for all files and folders", cb(False))
        t.el(3, "columnheader", "Name", "sort='ascending'")
        t.el(3, "columnheader", "Size")
        t.el(3, "columnheader", "Modified")
        for name, kind, size, mod in rows:
            t.el(2, "row", "")
            t.el(3, "cell", "")
            t.el(4, "checkbox", f"Toggle selection for {'folder' if kind == 'folder' else 'file'} \"{name}\"", cb(False))
            t.el(3, "cell", name)
            if rename == name:
                t.el(4, "textbox", f"{'Folder' if kind == 'folder' else 'File'} name", "focused", "required", value=rename if dialog is None else dialog, key="rename")
            else:
                t.el(4, "link", name, key=f"f_{name}")
            t.el(4, "button", "Share")
            t.el(4, "button", "Actions", "hasPopup='menu'", f"expanded={menu == name}", key=f"act_{name}")
            if menu == name:
                t.el(5, "menu", "")
                items = ["Add to favorites", "Details", "Rename", "Move or copy", "Download", "Set reminder", "Delete folder" if kind == "folder" else "Delete file"]
                if name.endswith((".docx", ".xlsx")):
                    items.insert(1, "Open locally")
                for lab in items:
                    t.el(6, "menuitem", lab, key=f"mi_{lab}")
            t.el(3, "cell", size)
            t.el(3, "cell", mod)
        nfold = sum(1 for r in rows if r[1] == "folder")
        t.el(2, "row", "")
        t.el(3, "cell", f"{nfold} folders and {len(rows) - nfold} files")
        t.el(3, "cell", total)
        t.el(3, "cell", "")
        if dialog is not None and rename is None:
            t.el(0, "dialog", "Create new folder", "modal=True")
            t.el(1, "textbox", "Folder name", "focused", "required", value=dialog, key="fname")
            t.el(1, "button", "Create", key="create")
            t.el(1, "button", "Close")
        return t.out("Q3-Audit - Files - Birchline Cloud", f"{base}/3318?dir=/Projects/Q3-Audit")

    p0, i0 = page(files)
    p1, i1 = page(files, menu="Q3-Audit-Plan (1).docx")
    f2 = [r for r in files if r[0] != "Q3-Audit-Plan (1).docx"]
    p2, i2 = page(f2)
    p3, i3 = page(f2, menu="controls-matrix-v3.xlsx")
    p4, i4 = page(f2, rename="controls-matrix-v3.xlsx")
    newname = "controls-matrix-v3-superseded.xlsx"
    p5, i5 = page(f2, rename="controls-matrix-v3.xlsx", dialog=newname)
    f6 = [[newname if r[0] == "controls-matrix-v3.xlsx" else r[0], *r[1:]] for r in f2]
    p6, i6 = page(f6)
    p7, i7 = page(f6, newmenu=True)
    p8, i8 = page(f6, dialog="New folder")
    p9, i9 = page(f6, dialog="Archive")
    f10 = [["Archive", "folder", "0 KB", "a few seconds ago"], *f6]
    p10, _ = page(f10)
    turns = [
        (click(i0["act_Q3-Audit-Plan (1).docx"]), p1),
        (click(i1["mi_Delete file"]), p2),
        (click(i2["act_controls-matrix-v3.xlsx"]), p3),
        (click(i3["mi_Rename"]), p4),
        (fill(i4["rename"], newname), p5),
        ("keyboard_press('Enter')", p6),
        (click(i6["new"]), p7),
        (click(i7["nm_New folder"]), p8),
        (fill(i8["fname"], "Archive"), p9),
        (click(i9["create"]), p10),
    ]
    rs.add(task="web", tid="h32-web-03", system=SYSTEM, turns=turns,
           state=start("Tidy the Q3-Audit folder in Nextcloud: delete the duplicate audit plan copy, mark the v3 controls matrix as superseded in its name, and create an Archive folder.", p0))


# 04 Odoo CRM - bad
@traj
def t04(rs: RowSet) -> None:
    me = "Dana Whitfield"
    base = "https://crm.quillmedical.com/web"
    opps = [
        # id, name, customer, email, revenue, stage, prob, closing, created
        (214, "Brightline Physio - 12 seats", "Brightline Physio", "ops@brightlinephysio.com", 6000.0, "New", 10, "07/15/2024", "06/04/2024"),
        (209, "Calloway Legal - renewal", "Calloway & Partners LLP", "it@callowaylegal.com", 9450.0, "New", 20, "07/31/2024", "05/30/2024"),
        (188, "Harlow Dental - 40 seats", "Harlow Dental Group", "m.ortiz@harlowdental.com", 18400.0, "Qualified", 40, "06/28/2024", "05/21/2024"),
        (201, "Northgate Vet Clinics - pilot", "Northgate Veterinary", "admin@northgatevet.com", 4800.0, "Qualified", 35, "07/05/2024", "05/27/2024"),
        (176, "Pinecrest Ortho - upgrade", "Pinecrest Orthopedics", "jlee@pinecrestortho.com", 12250.0, "Qualified", 50, "06/21/2024", "05/09/2024"),
        (169, "Orchard Family Practice - 25 seats", "Orchard Family Practice", "practice@orchardfp.org", 11500.0, "Proposition", 70, "06/19/2024", "04/30/2024"),
        (161, "Summit Eye Care - multi-site", "Summit Eye Care", "procurement@summiteye.com", 27900.0, "Proposition", 60, "07/12/2024", "04/22/2024"),
        (152, "Lakeside Pediatrics - 18 seats", "Lakeside Pediatrics", "office@lakesidepeds.com", 8100.0, "Won", 100, "06/03/2024", "04/11/2024"),
        (147, "Redwood Chiro - add-on", "Redwood Chiropractic", "frontdesk@redwoodchiro.com", 2400.0, "Won", 100, "05/31/2024", "04/05/2024"),
    ]
    stages = ["New", "Qualified", "Proposition", "Won"]

    def money(x: float) -> str:
        return f"${x:,.2f}"

    def topbar(t: Tree) -> None:
        t.el(0, "navigation", "")
        t.el(1, "button", "Home Menu")
        t.el(1, "link", "CRM")
        for lab in ("Sales", "Reporting", "Configuration"):
            t.el(1, "button", lab, "hasPopup='menu'", "expanded=False")
        t.el(1, "button", "Activities 3")
        t.el(1, "button", "Conversations 1")
        t.el(1, "button", "Quill Medical Software", "hasPopup='menu'")
        t.el(1, "button", f"User {me}", "hasPopup='menu'")

    def control(t: Tree, crumbs: list[str], view: str) -> None:
        t.el(0, "navigation", "Breadcrumb")
        for i, c in enumerate(crumbs):
            if i < len(crumbs) - 1:
                t.el(1, "link", c, key=f"bc_{c}")
            else:
                t.tx(1, c)
        if view in ("kanban", "list"):
            t.el(0, "button", "New")
            t.el(0, "button", "Actions", "hasPopup='menu'")
            t.el(0, "searchbox", "Search...", value="")
            t.el(1, "button", "Remove My Pipeline")
            t.el(0, "button", "Toggle Search Panel", "hasPopup='menu'")
            for v in ("Kanban", "List", "Calendar", "Pivot", "Graph", "Map", "Activity"):
                t.el(0, "button", f"{v} View", *(("pressed=True",) if v.lower() == view else ()), key=f"v_{v}")

    def kanban(rows: list[tuple[Any, ...]]) -> tuple[str, dict[str, str]]:
        t = Tree(200)
        topbar(t)
        control(t, ["Pipeline"], "kanban")
        t.el(0, "main", "")
        for st in stages:
            col = [r for r in rows if r[5] == st]
            t.el(1, "group", st)
            t.el(2, "heading", st, "level=2")
            t.tx(2, money(sum(r[4] for r in col)).replace(".00", ""))
            t.el(2, "button", "Quick add")
            t.el(2, "button", "Fold")
            for r in col:
                t.el(2, "article", "")
                t.el(3, "link", r[1], key=f"card{r[0]}")
                t.tx(3, money(r[4]), r[2])
                t.el(3, "radio", "Priority", "checked='false'")
                t.el(3, "button", "Schedule an activity" if r[5] != "Won" else "No activity")
                t.el(3, "img", me)
        t.el(1, "button", "Add a Column")
        return t.out("Pipeline - Odoo", f"{base}#action=crm.crm_lead_action_pipeline&model=crm.lead&view_type=kanban")

    rows0 = list(opps)
    p0, i0 = kanban(rows0)

    def form(r: tuple[Any, ...], rev: str, prob: str, dirty: bool, chatter: list[tuple[str, str, str]], acts: bool = False, pos: str = "") -> tuple[str, dict[str, str]]:
        t = Tree(200)
        topbar(t)
        control(t, ["Pipeline", r[1]], "form")
        if dirty:
            t.el(0, "button", "Save manually", key="save")
            t.el(0, "button", "Discard all changes")
        t.el(0, "button", "Actions", "hasPopup='menu'")
        t.tx(0, pos or f"{[o[0] for o in opps].index(r[0]) + 1} / {len(opps)}")
        t.el(0, "button", "Previous")
        t.el(0, "button", "Next")
        t.el(0, "main", "")
        t.el(1, "button", "New Quotation")
        t.el(1, "button", "Won")
        t.el(1, "button", "Lost")
        t.el(1, "radiogroup", "Stage")
        for st in stages:
            t.el(2, "radio", st, cb(st == r[5]), key=f"st_{st}")
        t.el(1, "button", "0 Meetings")
        t.el(1, "button", "0 Quotations")
        t.el(1, "button", "Similar Leads 1")
        t.el(1, "textbox", "Opportunity", value=r[1])
        t.el(1, "textbox", "Expected Revenue", value=rev, key="rev")
        t.el(1, "textbox", "Probability", value=prob, key="prob")
        t.tx(1, "%")
        t.el(1, "button", "Set probability to automated value", *(("disabled=True",) if prob == str(r[6]) + ".00" else ()))
        t.el(1, "combobox", "Customer", value=r[2])
        t.el(1, "textbox", "Email", value=r[3])
        t.el(1, "textbox", "Phone", value="+1 503-555-0" + str(100 + r[0] % 97))
        t.el(1, "combobox", "Salesperson", value=me)
        t.el(1, "combobox", "Sales Team", value="Clinics - West")
        t.el(1, "textbox", "Expected Closing", value=r[7])
        t.el(1, "radiogroup", "Priority")
        for k in ("Medium", "High", "Very High"):
            t.el(2, "radio", k, cb(k == "Medium"))
        t.el(1, "combobox", "Tags", value="")
        t.el(1, "tablist", "")
        t.el(2, "tab", "Internal Notes", "selected=True")
        t.el(2, "tab", "Extra Information", "selected=False")
        t.el(1, "textbox", "Add a description...", "multiline", value="Decision maker: Dr. Maya Ortiz (COO). Needs HL7 export and 2FA. Budget approved for Q3." if r[0] == 188 else "")
        t.el(0, "complementary", "Chatter")
        t.el(1, "button", "Send message")
        t.el(1, "button", "Log note")
        t.el(1, "button", "Activities", key="acts")
        t.el(1, "button", "Attachments 1" if r[0] == 188 else "Attachments")
        t.el(1, "button", "Following")
        t.el(1, "button", "Show Followers 2")
        for who, when, body in chatter:
            t.el(1, "article", "")
            t.el(2, "img", who)
            t.tx(2, who, when, body)
        if acts:
            t.el(0, "dialog", "Schedule Activity", "modal=True")
            t.el(1, "combobox", "Activity Type", value="Email")
            t.el(1, "textbox", "Summary", value="")
            t.el(1, "textbox", "Due Date", value="06/14/2024")
            t.el(1, "combobox", "Assigned to", value=me)
            t.el(1, "textbox", "Log a note...", "multiline", value="")
            t.el(1, "button", "Schedule")
            t.el(1, "button", "Mark as Done")
            t.el(1, "button", "Done & Schedule Next")
            t.el(1, "button", "Discard")
        return t.out(f"{r[1]} - Odoo", f"{base}#id={r[0]}&cids=1&menu_id=131&action=crm.crm_lead_action_pipeline&model=crm.lead&view_type=form")

    h = opps[2]
    ch0 = [(me, "May 29, 10:42 AM", "Stage changed: New → Qualified (Stage)"),
           (me, "May 22, 3:15 PM", "Discovery call notes attached: harlow-discovery-0522.pdf"),
           ("OdooBot", "May 21, 9:07 AM", "Lead/Opportunity created")]
    p1, i1 = form(h, "18,400.00", "40.00", False, ch0)
    p2, i2 = form(h, "21,600.00", "40.00", True, ch0)
    p3, i3 = form(h, "21,600.00", "60", True, ch0)
    ch1 = [(me, "Now", "18,400.00 → 21,600.00 (Expected Revenue)"), *ch0]
    h1 = (*h[:4], 21600.0, "Qualified", *h[6:])
    p4, i4 = form(h1, "21,600.00", "60.00", False, ch1)
    ch2 = [(me, "Now", "Qualified → Proposition (Stage)"), *ch1]
    h2 = (*h[:4], 21600.0, "Proposition", *h[6:])
    p5, i5 = form(h2, "21,600.00", "60.00", False, ch2)
    rows1 = [h2 if r[0] == 188 else r for r in opps]
    order = [214, 209, 201, 176, 188, 169, 161, 152, 147]
    rows1 = sorted(rows1, key=lambda r: order.index(r[0]))
    p6, i6 = kanban(rows1)

    def listview(rows: list[tuple[Any, ...]], sort: bool, shown: dict[int, float]) -> tuple[str, dict[str, str]]:
        t = Tree(200)
        topbar(t)
        control(t, ["Pipeline"], "list")
        t.el(0, "main", "")
        t.el(1, "table", "")
        t.el(2, "row", "")
        t.el(3, "columnheader", "")
        t.el(4, "checkbox", "", cb(False))
        for hd in ("Created on", "Opportunity", "Customer", "Email", "Salesperson", "Activities", "Expected Closing"):
            t.el(3, "columnheader", hd)
        t.el(3, "columnheader", "Expected Revenue", *(("sort='ascending'",) if sort else ()), key="h_rev")
        t.el(3, "columnheader", "Stage")
        for r in rows:
            t.el(2, "row", "")
            t.el(3, "cell", "")
            t.el(4, "checkbox", "", cb(False))
            t.el(3, "cell", r[8])
            t.el(3, "cell", r[1], key=f"row{r[0]}")
            t.el(3, "cell", r[2])
            t.el(3, "cell", r[3])
            t.el(3, "cell", me)
            t.el(3, "cell", "")
            t.el(3, "cell", r[7])
            t.el(3, "cell", money(shown.get(r[0], r[4])))
            t.el(3, "cell", r[5])
        t.el(2, "row", "")
        for _ in range(8):
            t.el(3, "cell", "")
        t.el(3, "cell", money(sum(r[4] for r in rows)))
        t.el(3, "cell", "")
        t.tx(1, f"1-{len(rows)} / {len(rows)}")
        return t.out("Pipeline - Odoo", f"{base}#action=crm.crm_lead_action_pipeline&model=crm.lead&view_type=list")

    created = sorted(rows1, key=lambda r: r[0], reverse=True)
    p7, i7 = listview(created, False, {})
    shown = {188: 18400.0}
    srt = sorted(rows1, key=lambda r: shown.get(r[0], r[4]))
    p8, i8 = listview(srt, True, shown)
    s = opps[6]
    chs = [(me, "Jun 6, 11:20 AM", "Proposal v2 sent: summit-eye-proposal-v2.pdf"),
           (me, "May 17, 2:02 PM", "Stage changed: Qualified → Proposition (Stage)"),
           ("OdooBot", "Apr 22, 8:51 AM", "Lead/Opportunity created")]
    p9, i9 = form(s, "27,900.00", "60.00", False, chs, pos="9 / 9")
    p10, _ = form(s, "27,900.00", "60.00", False, chs, acts=True, pos="9 / 9")
    turns = [
        (click(i0["card188"]), p1),
        (fill(i1["rev"], "21,600.00"), p2),
        (fill(i2["prob"], "60"), p3),
        (click(i3["save"]), p4),
        (click(i4["st_Proposition"]), p5),
        (click(i5["bc_Pipeline"]), p6),
        (click(i6["v_List"]), p7),
        (click(i7["h_rev"]), p8),
        (click(i8["row161"]), p9),
        (click(i9["acts"]), p10),
    ]
    rs.add(task="web", tid="h32-web-04", system=SYSTEM, turns=turns,
           state=start("In Odoo CRM, update the Harlow Dental opportunity to $21,600 at 60% and move it to Proposition, then schedule a follow-up on Summit Eye Care.", p0),
           bad=True, turn=8, kind="expected revenue the agent saved reads back as the old value in the sorted list")


# 05 Taiga project board - clean
@traj
def t05(rs: RowSet) -> None:
    base = "https://tree.taiga.local/project/harbor-mobile"
    me = "Ana Duarte"
    statuses = ["New", "Ready", "In progress", "Ready for test", "Done", "Archived"]
    tasks231 = [(232, "Card tokenization via Adyen SDK", "Closed", "Tomás Rivera"),
                (233, "Save-card toggle on checkout screen", "In progress", "Lin Zhao"),
                (234, "API: POST /v2/riders/{id}/cards", "Ready for test", "Tomás Rivera")]

    def nav(t: Tree) -> None:
        t.el(0, "navigation", "")
        t.el(1, "link", "Taiga")
        t.el(1, "link", "Projects", "hasPopup='menu'")
        t.el(1, "button", "Notifications 4")
        t.el(1, "link", me)
        t.el(0, "navigation", "Project menu")
        for lab in ("Harbor Mobile", "Timeline", "Epics", "Scrum", "Kanban", "Issues", "Wiki", "Team", "Admin"):
            t.el(1, "link", lab)

    def story(status: str, menu: bool, draft: str | None, tasks: list[tuple[int, str, str, str]], log: list[str]) -> tuple[str, dict[str, str]]:
        t = Tree(60)
        nav(t)
        t.el(0, "main", "")
        t.el(1, "navigation", "Breadcrumb")
        t.el(2, "link", "Harbor Mobile")
        t.el(2, "link", "Scrum")
        t.el(2, "link", "Sprint 14", key="sprint")
        t.el(1, "heading", "#231 As a rider I can save a payment card for faster checkout", "level=1")
        t.el(1, "button", "Previous user story")
        t.el(1, "button", "Next user story")
        t.tx(1, "USER STORY", "Created by Irene Park", "27 May 2024 14:02")
        t.el(1, "link", "payments")
        t.el(1, "link", "checkout")
        t.el(1, "button", "Add tag")
        t.el(1, "region", "Description")
        t.tx(2, "Riders who pay by card re-enter it on every trip. Offer 'Save this card' on checkout; store only the Adyen token. Acceptance: card persists across sessions, can be removed from Wallet, no PAN stored server-side.")
        t.el(1, "region", "Attachments")
        t.tx(2, "2 Attachments")
        t.el(2, "link", "checkout-save-card-v3.fig 1.4 MB")
        t.el(2, "link", "adyen-tokenization-notes.pdf 212 KB")
        t.el(1, "region", "Tasks")
        closed = sum(1 for x in tasks if x[2] == "Closed")
        t.tx(2, f"{len(tasks)} Tasks", f"{closed}/{len(tasks)} closed")
        t.el(2, "button", "Add new task", key="addtask")
        t.el(2, "button", "Add tasks in bulk")
        for num, title, st, who in tasks:
            t.el(2, "link", f"#{num} {title}")
            t.el(2, "button", st, "hasPopup='menu'")
            t.tx(2, who or "Not assigned")
        if draft is not None:
            t.el(2, "textbox", "Type the new task subject", "focused", value=draft, key="tasksubj")
            t.el(2, "button", "Save")
            t.el(2, "button", "Cancel")
        t.el(1, "tablist", "")
        t.el(2, "tab", "Comments 3", "selected=False")
        t.el(2, "tab", "Activity", "selected=True")
        for line in log:
            t.tx(2, line)
        t.el(0, "complementary", "")
        t.el(1, "button", status, "hasPopup='menu'", f"expanded={menu}", key="status")
        if menu:
            t.el(2, "listbox", "")
            for st in statuses:
                t.el(3, "option", st, f"selected={st == status}", key=f"st_{st}")
        t.tx(1, "open" if status not in ("Done", "Archived") else "closed")
        t.tx(1, "Points", "UX 2", "Design 1", "Front 3", "Back 2", "Total points 8")
        t.tx(1, "Assigned to")
        t.el(1, "link", "Tomás Rivera")
        t.el(1, "button", "Assign to me")
        t.tx(1, "Watchers")
        t.el(1, "link", "Irene Park")
        t.el(1, "link", "Lin Zhao")
        t.el(1, "button", "Watch")
        t.tx(1, "Sprint", "Sprint 14")
        t.tx(1, "Due date", "Not set")
        t.el(1, "button", "Team requirement", "pressed=False")
        t.el(1, "button", "Client requirement", "pressed=True")
        t.el(1, "button", "Block")
        t.el(1, "button", "Delete")
        return t.out("Harbor Mobile - User Story 231 - Taiga", f"{base}/us/231")

    log0 = ["Tomás Rivera · 07 Jun 2024 16:48 · status: Ready → In progress",
            "Irene Park · 03 Jun 2024 09:12 · sprint: (none) → Sprint 14",
            "Irene Park · 27 May 2024 14:02 · created the user story"]

    def board(us231: str, tasks: list[tuple[int, str, str, str]], open_tasks: int) -> tuple[str, dict[str, str]]:
        t = Tree(60)
        nav(t)
        t.el(0, "main", "")
        t.el(1, "heading", "Sprint 14", "level=1")
        t.tx(1, "03 Jun 2024 - 14 Jun 2024")
        t.tx(1, "32%", "41 total points", "13 completed points", f"{open_tasks} open tasks", "9 closed tasks", "3 iocaine doses")
        t.el(1, "button", "Burndown graph", "expanded=False")
        t.el(1, "button", "Zoom: Detailed", "hasPopup='menu'")
        t.el(1, "table", "Taskboard")
        t.el(2, "row", "")
        for hd in ("User story", "New", "In progress", "Ready for test", "Closed", "Needs Info"):
            t.el(3, "columnheader", hd)
        board_rows = [
            (231, "As a rider I can save a payment card for faster checkout", us231, "8", tasks),
            (207, "As a rider I can rate my driver after a trip", "Done", "8",
             [(208, "Rating sheet UI", "Closed", "Lin Zhao"), (209, "POST /v2/trips/{id}/rating", "Closed", "Tomás Rivera"), (210, "Low-rating follow-up email", "Closed", "Kofi Mensah")]),
            (212, "As an operator I can see surge zones on the map", "Done", "5",
             [(213, "Surge polygon layer", "Closed", "Kofi Mensah"), (214, "Legend and tooltip", "Closed", "Lin Zhao"), (215, "Zone refresh every 60 s", "Closed", "Kofi Mensah")]),
            (219, "As an operator I can export trips to CSV", "In progress", "7",
             [(220, "CSV streaming endpoint", "Closed", "Tomás Rivera"), (221, "Date range picker", "In progress", "Lin Zhao"), (222, "Column selection dialog", "New", "")]),
            (225, "As a rider I get a push when the driver is 2 min away", "Ready", "13",
             [(226, "ETA threshold in dispatch service", "New", "Kofi Mensah"), (227, "APNs/FCM payload", "New", ""), (228, "Quiet hours setting", "Needs Info", "Lin Zhao")]),
        ]
        for num, title, st, pts, tk in board_rows:
            t.el(2, "row", "")
            t.el(3, "cell", f"#{num} {title}")
            t.el(4, "link", f"#{num} {title}", key=f"us{num}")
            t.tx(4, st, f"{pts} points")
            for col in ("New", "In progress", "Ready for test", "Closed", "Needs Info"):
                t.el(3, "cell", "")
                for n, ttl, s2, who in tk:
                    if s2 == col:
                        t.el(4, "link", f"#{n} {ttl}")
                        t.tx(4, who or "Not assigned")
        t.el(2, "row", "")
        t.el(3, "cell", "Storyless tasks")
        for _col, items in (("New", ["#241 Bump Android targetSdk to 34"]), ("In progress", []), ("Ready for test", ["#238 Fix crash on rotate in trip summary"]), ("Closed", ["#236 Update privacy strings (PT-BR)"]), ("Needs Info", [])):
            t.el(3, "cell", "")
            for it in items:
                t.el(4, "link", it)
        return t.out("Harbor Mobile - Sprint 14 - Taskboard - Taiga", f"{base}/taskboard/sprint-14-3891")

    p0, i0 = board("In progress", tasks231, 9)
    p1, i1 = story("In progress", False, None, tasks231, log0)
    p2, i2 = story("In progress", True, None, tasks231, log0)
    log1 = [f"{me} · 11 Jun 2024 10:26 · status: In progress → Ready for test", *log0]
    p3, i3 = story("Ready for test", False, None, tasks231, log1)
    p4, i4 = story("Ready for test", False, "", tasks231, log1)
    subj = "Regression: saved card survives app reinstall"
    p5, i5 = story("Ready for test", False, subj, tasks231, log1)
    tasks2 = [*tasks231, (248, subj, "New", "")]
    log2 = [f"{me} · 11 Jun 2024 10:27 · created task #248 {subj}", *log1]
    p6, i6 = story("Ready for test", False, None, tasks2, log2)
    p7, _ = board("Ready for test", tasks2, 10)
    turns = [
        (click(i0["us231"]), p1),
        (click(i1["status"]), p2),
        (click(i2["st_Ready for test"]), p3),
        (click(i3["addtask"]), p4),
        (fill(i4["tasksubj"], subj), p5),
        ("keyboard_press('Enter')", p6),
        (click(i6["sprint"]), p7),
    ]
    rs.add(task="web", tid="h32-web-05", system=SYSTEM, turns=turns,
           state=start("In Taiga, move user story #231 to Ready for test and add a regression task for the saved card surviving a reinstall.", p0))


# ---------------------------------------------------------------- WordPress helpers

def wp_chrome(t: Tree, site: str, user: str, pending_comments: int, current: str) -> None:
    t.el(0, "navigation", "Toolbar")
    t.el(1, "link", "About WordPress")
    t.el(1, "link", site)
    t.el(1, "link", f"{pending_comments} Comments in moderation" if pending_comments else "0 Comments in moderation", key="tb_comments")
    t.el(1, "link", "New", "hasPopup='menu'")
    t.el(1, "link", f"Howdy, {user}", "hasPopup='menu'")
    t.el(0, "navigation", "Main menu")
    for lab in ("Dashboard", "Posts", "Media", "Pages", f"Comments {pending_comments}" if pending_comments else "Comments", "Appearance", "Plugins 2", "Users", "Tools", "Settings", "Collapse Main menu"):
        t.el(1, "link", lab, key=f"menu_{lab.split()[0]}")
        if lab == "Posts" and current == "posts":
            for sub in ("All Posts", "Add New Post", "Categories", "Tags"):
                t.el(2, "link", sub, key=f"sub_{sub}")


# 06 WordPress admin posts - bad
@traj
def t06(rs: RowSet) -> None:
    site, me = "Riverbend Community Center", "Megan Cole"
    base = "https://rbcc.org/wp-admin"
    drafts = [
        (1176, "Board Meeting Minutes — May 2024", "Pat Holloway", "Governance", "—", "0", "Last Modified 2024/06/10 at 9:15 am", "Draft"),
        (1171, "Summer Camp Registration FAQ", "Jordan Reyes", "Programs", "camp, registration", "0", "Last Modified 2024/06/07 at 2:40 pm", "Draft"),
        (1164, "Volunteer Thank-You Letter", "Megan Cole", "Volunteers", "volunteers", "0", "Last Modified 2024/06/03 at 11:02 am", "Draft"),
        (1098, "Spring Open House Recap", "Megan Cole", "Events", "open house", "0", "Last Modified 2024/04/22 at 4:18 pm", "Draft"),
    ]
    published = [
        (1180, "June Pool Schedule & Swim Lessons", "Jordan Reyes", "Programs, Aquatics", "pool", "3", "Published 2024/06/10 at 8:00 am", "Published"),
        (1174, "Farmers Market Returns to the North Lot", "Megan Cole", "Events", "market", "7", "Published 2024/06/05 at 10:30 am", "Published"),
        (1168, "Senior Lunch Program: New Menu", "Pat Holloway", "Programs", "seniors", "1", "Published 2024/06/01 at 12:00 pm", "Published"),
    ]

    def posts(view: str, rows: list[tuple[Any, ...]], counts: dict[str, int], notice: str | None, quick: tuple[Any, ...] | None = None,
              qstatus: str = "Draft", items: int = 0) -> tuple[str, dict[str, str]]:
        t = Tree(300)
        wp_chrome(t, site, me, 2, "posts")
        t.el(0, "main", "")
        t.el(1, "heading", "Posts", "level=1")
        t.el(1, "link", "Add New Post", key="addnew")
        if notice:
            t.el(1, "status", "")
            t.tx(2, notice)
            t.el(2, "link", "Undo")
            t.el(2, "button", "Dismiss this notice.")
        t.el(1, "list", "")
        for lab in ("All", "Mine", "Published", "Drafts", "Pending", "Scheduled", "Trash"):
            if counts.get(lab):
                t.el(2, "link", f"{lab} ({counts[lab]})", key=f"sv_{lab}")
        t.el(1, "searchbox", "Search Posts", value="")
        t.el(1, "button", "Search Posts")
        t.el(1, "combobox", "Select bulk action", "hasPopup='menu'", value="Bulk actions")
        t.el(1, "button", "Apply")
        t.el(1, "combobox", "Filter by date", "hasPopup='menu'", value="All dates")
        t.el(1, "combobox", "Filter by category", "hasPopup='menu'", value="All Categories")
        t.el(1, "button", "Filter")
        t.tx(1, f"{items or len(rows)} items")
        if view == "all":
            t.el(1, "link", "Next page")
            t.el(1, "link", "Last page")
            t.tx(1, "1 of 6")
        t.el(1, "table", "")
        t.el(2, "row", "")
        t.el(3, "columnheader", "")
        t.el(4, "checkbox", "Select All", cb(False))
        for hd in ("Title", "Author", "Categories", "Tags", "Comments", "Date"):
            t.el(3, "columnheader", hd)
        for pid, title, author, cats, tags, com, date, st in rows:
            t.el(2, "row", "")
            t.el(3, "cell", "")
            t.el(4, "checkbox", f"Select {title}", cb(False))
            if quick is not None and quick[0] == pid:
                t.el(3, "cell", "")
                t.el(4, "heading", "Quick Edit", "level=4")
                t.el(4, "textbox", "Title", value=title)
                t.el(4, "textbox", "Slug", value=title.lower().replace(" ", "-").replace("—", "").replace("--", "-"))
                t.el(4, "combobox", "Month", value="06-Jun")
                t.el(4, "textbox", "Day", value=date.split("/")[2][:2])
                t.el(4, "textbox", "Year", value="2024")
                t.el(4, "textbox", "Password", value="")
                t.el(4, "checkbox", "Private", cb(False))
                t.tx(4, "Categories")
                for c in ("Aquatics", "Events", "Governance", "Programs", "Uncategorized", "Volunteers"):
                    t.el(5, "checkbox", c, cb(c in cats))
                t.el(4, "textbox", "Tags", "multiline", value=tags)
                t.el(4, "checkbox", "Allow Comments", cb(True))
                t.el(4, "checkbox", "Allow Pings", cb(True))
                t.el(4, "combobox", "Status", "hasPopup='menu'", value=qstatus, key="qstatus")
                t.el(4, "checkbox", "Make this post sticky", cb(False))
                t.el(4, "button", "Update", key="qupdate")
                t.el(4, "button", "Cancel")
                continue
            t.el(3, "cell", "")
            t.el(4, "link", f"“{title}” (Edit)", key=f"edit{pid}")
            if st != "Published":
                t.tx(4, f" — {st}")
            for act in ("Edit", "Quick Edit", "Trash", "Preview" if st != "Published" else "View"):
                t.el(4, "link" if act != "Quick Edit" else "button", f"{act} “{title}”" if act != "Edit" else "Edit", key=f"{act.split()[0].lower()}{pid}")
            t.el(3, "cell", author)
            t.el(4, "link", author)
            t.el(3, "cell", cats)
            t.el(3, "cell", tags)
            t.el(3, "cell", f"{com} comments" if com != "0" else "No comments")
            t.el(3, "cell", date)
        t.tx(1, f"{items or len(rows)} items")
        t.el(0, "contentinfo", "")
        t.tx(1, "Thank you for creating with WordPress.", "Version 6.5.4")
        return t.out(f"Posts ‹ {site} — WordPress", f"{base}/edit.php?post_status=draft&post_type=post")

    c0 = {"All": 34, "Mine": 12, "Published": 29, "Drafts": 4, "Scheduled": 1}

    def all_posts() -> tuple[str, dict[str, str]]:
        p, ids = posts("all", [drafts[0], published[0], drafts[1], published[1], drafts[2], published[2]], c0, None, items=34)
        return p.replace("?post_status=draft&post_type=post", ""), ids

    p0, i0 = all_posts()
    p1, i1 = posts("draft", drafts, c0, None)
    c2 = {"All": 33, "Mine": 11, "Published": 29, "Drafts": 3, "Scheduled": 1, "Trash": 1}
    d2 = drafts[:3]
    note = "1 post moved to the Trash."
    p2, i2 = posts("draft", d2, c2, note)
    p3, i3 = posts("draft", d2, c2, note, quick=drafts[2])
    p4, i4 = posts("draft", d2, c2, note, quick=drafts[2], qstatus="Pending Review")
    d5 = [drafts[0], drafts[1], (*drafts[2][:6], "Last Modified 2024/06/11 at 10:14 am", "Pending"), drafts[3]]
    p5, i5 = posts("draft", d5, c2, note, items=3)

    def editor(title: str, saved: bool) -> tuple[str, dict[str, str]]:
        t = Tree(300)
        t.el(0, "region", "Editor top bar")
        t.el(1, "link", "View Posts")
        t.el(1, "button", "Toggle block inserter", "pressed=False")
        t.el(1, "button", "Tools", "hasPopup='menu'")
        t.el(1, "button", "Undo", *(() if title else ("disabled=True",)))
        t.el(1, "button", "Redo", "disabled=True")
        t.el(1, "button", "Document Overview")
        t.el(1, "button", "Command palette")
        t.tx(1, title or "Add title", "· Post")
        if saved:
            t.el(1, "button", "Saved", "disabled=True")
        else:
            t.el(1, "button", "Save draft", *(() if title else ("disabled=True",)), key="savedraft")
        t.el(1, "button", "Preview", "hasPopup='menu'")
        t.el(1, "button", "Publish", key="publish")
        t.el(1, "button", "Settings", "pressed=True")
        t.el(1, "button", "Options", "hasPopup='menu'")
        t.el(0, "region", "Editor content")
        t.el(1, "textbox", "Add title", *(("focused",) if not saved else ()), value=title, key="title")
        t.el(1, "document", "Empty block; start writing or type forward slash to choose a block")
        t.el(2, "paragraph", "")
        t.el(1, "button", "Add block")
        t.el(0, "region", "Editor settings")
        t.el(1, "tablist", "")
        t.el(2, "tab", "Post", "selected=True")
        t.el(2, "tab", "Block", "selected=False")
        t.tx(1, "Status", "Draft")
        t.tx(1, "Publish", "Immediately")
        t.tx(1, "Link", f"rbcc.org/{title.lower().replace(' ', '-')}/" if saved else "rbcc.org/?p=1187")
        t.tx(1, "Author", me)
        t.tx(1, "Template", "Single Posts")
        t.el(1, "button", "Move to trash")
        t.el(1, "button", "Categories", "expanded=True")
        for c in ("Aquatics", "Events", "Governance", "Programs", "Uncategorized", "Volunteers"):
            t.el(2, "checkbox", c, cb(c == "Uncategorized"))
        t.el(1, "button", "Tags", "expanded=False")
        t.el(1, "button", "Featured image", "expanded=False")
        t.el(1, "button", "Excerpt", "expanded=False")
        t.el(1, "button", "Discussion", "expanded=False")
        if saved:
            t.el(0, "region", "Editor footer")
            t.el(0, "status", "")
            t.tx(1, "Draft saved.")
            t.el(1, "link", "View Preview")
        return t.out(f"{'Edit Post “' + title + '”' if saved else 'Add New Post'} ‹ {site} — WordPress",
                     f"{base}/post.php?post=1187&action=edit" if saved else f"{base}/post-new.php")

    p6, i6 = editor("", False)
    title = "Summer Camp Week 1 Photos"
    p7, i7 = editor(title, False)
    p8, _ = editor(title, True)
    turns = [
        (click(i0["sv_Drafts"]), p1),
        (click(i1["trash1098"]), p2),
        (click(i2["quick1164"]), p3),
        (select(i3["qstatus"], "Pending Review"), p4),
        (click(i4["qupdate"]), p5),
        (click(i5["addnew"]), p6),
        (fill(i6["title"], title), p7),
        (click(i7["savedraft"]), p8),
    ]
    rs.add(task="web", tid="h32-web-06", system=SYSTEM, turns=turns,
           state=start("In the Riverbend WordPress admin, trash the stale Spring Open House Recap draft, send the Volunteer Thank-You Letter for review, and start a new draft titled 'Summer Camp Week 1 Photos'.", p0),
           bad=True, turn=5, kind="post trashed at turn 2 is listed again among the drafts")


# 07 OpenStreetMap iD editor - clean
@traj
def t07(rs: RowSet) -> None:
    nid, me = "11823470159", "ops_mapper"
    tags0 = [("addr:city", "Eugene"), ("addr:housenumber", "418"), ("addr:postcode", "97401"), ("addr:street", "Willamette Street"),
             ("amenity", "cafe"), ("cuisine", "coffee_shop"), ("name", "Copper Kettle Coffee"), ("opening_hours", "Mo-Fr 07:00-16:00"),
             ("outdoor_seating", "yes")]
    hours = "Mo-Fr 07:00-17:00; Sa 08:00-15:00"
    phone = "+1 541-555-0142"
    web = "https://copperkettle.coffee"
    comment = "Update opening hours, add phone and website for Copper Kettle Coffee (survey 2024-06-09)"

    def editor(tags: dict[str, str], changes: int, panel: str, note: str = "", version: str = "3") -> tuple[str, dict[str, str]]:
        t = Tree(500)
        t.el(0, "navigation", "")
        t.el(1, "link", "OpenStreetMap")
        t.el(1, "link", "Edit", "hasPopup='menu'")
        t.el(1, "link", "History")
        t.el(1, "link", "Export")
        t.el(1, "link", "GPS Traces")
        t.el(1, "link", "Communities")
        t.el(1, "link", me, "hasPopup='menu'")
        t.el(0, "toolbar", "")
        t.el(1, "button", "Point")
        t.el(1, "button", "Line")
        t.el(1, "button", "Area")
        t.el(1, "button", "Note")
        t.el(1, "button", "Undo", *(() if changes else ("disabled=True",)))
        t.el(1, "button", "Redo", "disabled=True")
        t.el(1, "button", f"Save {changes}", *(() if changes else ("disabled=True",)), key="save")
        t.el(0, "complementary", "Sidebar")
        if panel == "feature":
            t.el(1, "heading", "Edit feature", "level=2")
            t.el(1, "button", "Cafe", "hasPopup='menu'")
            t.el(1, "textbox", "Name", value=tags["name"])
            t.el(1, "combobox", "Cuisine", value="Coffee Shop")
            t.el(1, "textbox", "Opening Hours", value=tags.get("opening_hours", ""), key="hours")
            t.el(1, "combobox", "Outdoor Seating", value="Yes")
            t.el(1, "combobox", "Wheelchair Access", value="")
            t.el(1, "combobox", "Internet Access", value="")
            t.tx(1, "Address")
            t.el(2, "textbox", "Housenumber", value="418")
            t.el(2, "combobox", "Street", value="Willamette Street")
            t.el(2, "combobox", "City", value="Eugene")
            t.el(2, "textbox", "Postcode", value="97401")
            t.el(1, "textbox", "Phone", value=tags.get("phone", ""), key="phone")
            t.el(1, "textbox", "Website", value=tags.get("website", ""), key="website")
            t.el(1, "textbox", "Email", value="")
            t.el(1, "button", "Add field", "hasPopup='menu'")
            t.el(1, "button", f"Tags ({len(tags)})", "expanded=True")
            t.el(2, "button", "text view")
            for k in sorted(tags):
                t.el(2, "textbox", "Key", value=k)
                t.el(2, "textbox", "Value", value=tags[k])
                t.el(2, "button", "Delete")
            t.el(2, "button", "Add tag")
            t.el(1, "button", "Relations (0)", "expanded=False")
        elif panel == "upload":
            t.el(1, "heading", "Upload to OpenStreetMap", "level=2")
            t.tx(1, f"You are logged in as {me}")
            t.el(1, "textbox", "Changeset comment", "required", "focused", "multiline", value=note, key="comment")
            t.tx(1, f"{len(note)}/255" if note else "")
            t.el(1, "combobox", "Sources", value="survey")
            t.el(1, "textbox", "Hashtags", value="")
            t.el(1, "checkbox", "I would like someone to review my edits.", cb(False))
            t.el(1, "button", "Cancel")
            t.el(1, "button", "Upload", *(() if note else ("disabled=True",)), key="upload")
            t.el(1, "button", f"{changes} Change", "expanded=True")
            t.tx(2, "Modified", "Cafe", "Copper Kettle Coffee")
            t.el(2, "link", "Download osmChange file")
        else:
            t.el(1, "heading", "Thank you for improving the map.", "level=2")
            t.tx(1, "Your changes should appear on OpenStreetMap within a few minutes. It may take longer for maps elsewhere to receive updates.")
            t.el(1, "link", "View Changes on OSM", key="viewcs")
            t.tx(1, "Changeset 151880347")
            t.el(1, "link", "Share on Mastodon")
            t.el(1, "link", "Share on Facebook")
            t.tx(1, "Mappers in Eugene, Oregon")
            t.el(1, "link", "OSM Oregon Slack")
        t.el(0, "region", "History")
        t.tx(1, "Version", version)
        t.tx(1, "Last Edit", "2024-06-11" if version == "4" else "2023-11-02")
        t.tx(1, "Edited By", me if version == "4" else "mapleleafmapper")
        t.tx(1, "Changeset", "151880347" if version == "4" else "143210976")
        t.el(1, "link", "View on openstreetmap.org", key="viewnode")
        t.el(0, "region", "Map")
        t.el(1, "button", "Zoom in")
        t.el(1, "button", "Zoom out")
        t.el(1, "button", "Show My Location")
        t.el(1, "button", "Background settings")
        t.el(1, "button", "Map Data")
        t.el(1, "button", "Issues")
        t.el(1, "button", "Preferences")
        t.el(1, "button", "Help")
        t.el(0, "contentinfo", "")
        t.tx(1, "20 m", "Esri World Imagery", "© OpenStreetMap contributors")
        t.el(1, "link", "Improve this imagery")
        t.tx(1, f"{changes} edit{'' if changes == 1 else 's'}" if changes else "", "v2.29.0")
        return t.out("Edit | OpenStreetMap", f"https://www.openstreetmap.org/edit#map=20.00/44.04812/-123.09304&id=n{nid}")

    d0 = dict(tags0)
    p0, i0 = editor(d0, 0, "feature")
    d1 = dict(d0, opening_hours=hours)
    p1, i1 = editor(d1, 1, "feature")
    d2 = dict(d1, phone=phone)
    p2, i2 = editor(d2, 1, "feature")
    d3 = dict(d2, website=web)
    p3, i3 = editor(d3, 1, "feature")
    p4, i4 = editor(d3, 1, "upload")
    p5, i5 = editor(d3, 1, "upload", comment)
    p6, i6 = editor(d3, 0, "done", version="4")

    def node_page(history: bool) -> tuple[str, dict[str, str]]:
        t = Tree(40)
        t.el(0, "navigation", "")
        t.el(1, "link", "OpenStreetMap")
        t.el(1, "link", "Edit", "hasPopup='menu'")
        t.el(1, "link", "History")
        t.el(1, "link", "Export")
        t.el(1, "link", me, "hasPopup='menu'")
        t.el(0, "complementary", "")
        t.el(1, "button", "Close")
        if not history:
            t.el(1, "heading", f"Node: Copper Kettle Coffee ({nid})", "level=2")
            t.el(1, "heading", "Version #4", "level=4")
            t.tx(1, comment)
            t.tx(1, "Edited less than a minute ago by")
            t.el(1, "link", me)
            t.tx(1, "Changeset #")
            t.el(1, "link", "151880347")
            t.tx(1, "Location: 44.0481203, -123.0930417")
            t.el(1, "heading", "Tags", "level=4")
            rows = [[k, v] for k, v in sorted(d3.items())]
            t.table(1, ["Key", "Value"], rows)
            t.el(1, "link", "Download XML")
            t.el(1, "link", "View History", key="hist")
            return t.out(f"Node: ‎Copper Kettle Coffee‬ ({nid}) | OpenStreetMap", f"https://www.openstreetmap.org/node/{nid}")
        t.el(1, "heading", f"Node History: Copper Kettle Coffee ({nid})", "level=2")
        hist = [("4", comment, "less than a minute ago", me, "151880347"),
                ("3", "Eugene downtown: fix addresses from county data", "7 months ago", "mapleleafmapper", "143210976"),
                ("2", "add cuisine and outdoor seating", "over 1 year ago", "pnw_cafes", "135077412"),
                ("1", "Added Copper Kettle Coffee", "over 2 years ago", "jwatts_osm", "117935028")]
        for v, c, when, who, cs in hist:
            t.el(1, "heading", f"Version #{v}", "level=4")
            t.tx(1, c, f"Edited {when} by")
            t.el(1, "link", who)
            t.tx(1, "Changeset #")
            t.el(1, "link", cs)
            if v == "4":
                t.tx(1, "Tags changed: opening_hours, phone, website")
        t.el(1, "link", "Download XML")
        t.el(1, "link", "View Details")
        return t.out(f"Node History: ‎Copper Kettle Coffee‬ ({nid}) | OpenStreetMap", f"https://www.openstreetmap.org/node/{nid}/history")

    p7, i7 = node_page(False)
    p8, _ = node_page(True)
    turns = [
        (fill(i0["hours"], hours), p1),
        (fill(i1["phone"], phone), p2),
        (fill(i2["website"], web), p3),
        (click(i3["save"]), p4),
        (fill(i4["comment"], comment), p5),
        (click(i5["upload"]), p6),
        (click(i6["viewnode"]), p7),
        (click(i7["hist"]), p8),
    ]
    rs.add(task="web", tid="h32-web-07", system=SYSTEM, turns=turns,
           state=start("In the OpenStreetMap iD editor, update Copper Kettle Coffee's hours to Mo-Fr 07:00-17:00; Sa 08:00-15:00, add its phone and website, and upload the change.", p0))


# 08 Airline online check-in - bad
@traj
def t08(rs: RowSet) -> None:
    base = "https://www.cascadiaair.com"
    pnr, last = "QX7M4T", "Okafor"
    tkt = "027-2318845561"

    def chrome(t: Tree) -> None:
        t.el(0, "banner", "")
        t.el(1, "link", "Cascadia Air home")
        for lab in ("Book", "Manage trips", "Check in", "Flight status", "CascadiaMiles"):
            t.el(1, "link", lab, key=f"top_{lab}")
        t.el(1, "button", "Sign in")
        t.el(1, "button", "English - US", "hasPopup='menu'")

    def foot(t: Tree) -> None:
        t.el(0, "contentinfo", "")
        for lab in ("Contact us", "Baggage policy", "Accessibility", "Privacy", "Contract of carriage"):
            t.el(1, "link", lab)
        t.tx(1, "© 2024 Cascadia Air, Inc.")

    def lookup(name: str, code: str) -> tuple[str, dict[str, str]]:
        t = Tree(10)
        chrome(t)
        t.el(0, "main", "")
        t.el(1, "heading", "Check in", "level=1")
        t.tx(1, "Online check-in opens 24 hours before departure and closes 45 minutes before domestic flights.")
        t.el(1, "radiogroup", "Find your trip by")
        t.el(2, "radio", "Confirmation code", cb(True))
        t.el(2, "radio", "Ticket number", cb(False))
        t.el(2, "radio", "CascadiaMiles number", cb(False))
        t.el(1, "textbox", "Last name", "required", *(("focused",) if name and not code else ()), value=name, key="last")
        t.el(1, "textbox", "Confirmation code (6 letters/numbers)", "required", *(("focused",) if code else ()), value=code, key="code")
        t.el(1, "button", "Find my trip", *(() if name and code else ("disabled=True",)), key="find")
        t.el(1, "link", "Where do I find my confirmation code?")
        t.el(1, "region", "Travel alerts")
        t.tx(2, "SFO: Runway construction may cause delays of up to 45 minutes through June 30.")
        foot(t)
        return t.out("Check in | Cascadia Air", f"{base}/check-in")

    flight = ["CA 412", "Wed, Jun 12, 2024", "Portland (PDX) 7:45 AM", "San Francisco (SFO) 9:52 AM", "Boeing 737-800", "2h 07m", "Main Cabin (L)"]

    def trip() -> tuple[str, dict[str, str]]:
        t = Tree(10)
        chrome(t)
        t.el(0, "main", "")
        t.el(1, "heading", f"Trip to San Francisco · Confirmation {pnr}", "level=1")
        t.el(1, "status", "")
        t.tx(2, "Check-in is open for CA 412. Check in by 7:00 AM PT to keep your seat.")
        t.table(1, ["Flight", "Date", "Departs", "Arrives", "Aircraft", "Duration", "Fare class"], [flight])
        t.el(1, "heading", "Passengers", "level=2")
        t.table(1, ["Passenger", "Ticket number", "Seat", "CascadiaMiles", "Known Traveler", "Status"],
                [["DANIEL OKAFOR", tkt, "23C", "8842 1170 33 (Silver)", "On file", "Not checked in"]])
        t.el(1, "button", "Check in", key="checkin")
        t.el(1, "link", "Change seat")
        t.el(1, "link", "Add bags")
        t.el(1, "link", "Change or cancel flight")
        t.el(1, "link", "Email itinerary")
        t.tx(1, "Return flight: CA 419 SFO → PDX, Sun, Jun 16, 2024, 6:10 PM. Check-in for this flight opens Jun 15 at 6:10 PM.")
        foot(t)
        return t.out(f"Trip {pnr} | Cascadia Air", f"{base}/check-in/trip?code={pnr}")

    def reqs(ok: bool) -> tuple[str, dict[str, str]]:
        t = Tree(10)
        chrome(t)
        t.el(0, "main", "")
        t.el(1, "navigation", "Check-in progress")
        for i, st in enumerate(("Travel requirements", "Seats", "Bags", "Boarding pass"), 1):
            t.tx(2, f"Step {i} of 4: {st}" + (" (current)" if i == 1 else ""))
        t.el(1, "heading", "Travel requirements", "level=1")
        t.tx(1, "Federal law forbids carrying hazardous materials such as lithium batteries over 160 Wh, e-cigarettes in checked bags, fireworks, flammable liquids, compressed gases and self-balancing scooters.")
        t.el(1, "link", "See the full list of restricted items")
        t.tx(1, "REAL ID: Starting May 7, 2025, a REAL ID-compliant license or other acceptable ID is required for domestic flights.")
        t.el(1, "checkbox", "I have read and understand the hazardous materials restrictions for all passengers on this reservation.", "required", cb(ok), key="haz")
        t.el(1, "button", "Continue", *(() if ok else ("disabled=True",)), key="cont")
        t.el(1, "button", "Cancel check-in")
        foot(t)
        return t.out("Travel requirements | Check in | Cascadia Air", f"{base}/check-in/requirements?code={pnr}")

    def seat_state(row: int, col: str) -> str:
        if (row, col) == (23, "C"):
            return "your current seat"
        if row in (12, 13):
            return "occupied" if (row + ord(col)) % 3 else "Preferred, $29"
        return "occupied" if (row * 7 + ord(col) * 3) % 5 in (0, 2, 3) and (row, col) != (14, "A") else "available, no charge"

    def seats(pick: str | None) -> tuple[str, dict[str, str]]:
        t = Tree(10)
        chrome(t)
        t.el(0, "main", "")
        t.el(1, "navigation", "Check-in progress")
        for i, st in enumerate(("Travel requirements", "Seats", "Bags", "Boarding pass"), 1):
            t.tx(2, f"Step {i} of 4: {st}" + (" (current)" if i == 2 else ""))
        t.el(1, "heading", "Choose your seat · CA 412 PDX → SFO", "level=1")
        t.tx(1, "DANIEL OKAFOR", f"Seat {pick} (selected)" if pick else "Seat 23C")
        t.el(1, "grid", "Seat map, Main Cabin, rows 12 to 24")
        for row in range(12, 25):
            t.el(2, "row", f"Row {row}" + (" Exit row" if row == 16 else ""))
            for col in "ABCDEF":
                stt = seat_state(row, col)
                if pick == f"{row}{col}":
                    stt = "selected"
                dis = ("disabled=True",) if stt == "occupied" else ()
                t.el(3, "button", f"Seat {row}{col}, {stt}", *dis, key=f"s{row}{col}")
        t.el(1, "region", "Seat summary")
        if pick:
            t.tx(2, f"Seat change: 23C → {pick}", "Price: $0.00")
        else:
            t.tx(2, "No changes selected")
        t.el(1, "button", "Confirm seat" if pick else "Keep current seat", key="confirm")
        t.el(1, "button", "Back")
        foot(t)
        return t.out("Seats | Check in | Cascadia Air", f"{base}/check-in/seats?code={pnr}&flight=CA412")

    def bags(n: str) -> tuple[str, dict[str, str]]:
        t = Tree(10)
        chrome(t)
        t.el(0, "main", "")
        t.el(1, "navigation", "Check-in progress")
        for i, st in enumerate(("Travel requirements", "Seats", "Bags", "Boarding pass"), 1):
            t.tx(2, f"Step {i} of 4: {st}" + (" (current)" if i == 3 else ""))
        t.el(1, "status", "")
        t.tx(2, "Seat 14A confirmed on CA 412.")
        t.el(1, "heading", "Checked bags", "level=1")
        t.tx(1, "Main Cabin: 1st bag $35, 2nd bag $45 each way. Max 50 lb (23 kg) and 62 linear in (158 cm). CascadiaMiles Silver members: 1st bag free on award tickets only.")
        t.el(1, "combobox", "Number of checked bags for DANIEL OKAFOR", "hasPopup='listbox'", value=n, key="nbags")
        fee = {"0": "$0.00", "1": "$35.00", "2": "$80.00"}[n]
        t.table(1, ["Item", "Qty", "Amount"], [["Checked bag, CA 412", n, fee], ["Total due", "", fee]])
        t.el(1, "radiogroup", "Payment method")
        t.el(2, "radio", "Visa ending 4417 (exp 09/27)", cb(True))
        t.el(2, "radio", "Use a different card", cb(False))
        t.el(1, "button", f"Pay {fee} and check in" if n != "0" else "Check in without bags", key="pay")
        t.el(1, "button", "Back")
        foot(t)
        return t.out("Bags | Check in | Cascadia Air", f"{base}/check-in/bags?code={pnr}")

    def done() -> tuple[str, dict[str, str]]:
        t = Tree(10)
        chrome(t)
        t.el(0, "main", "")
        t.el(1, "navigation", "Check-in progress")
        for i, st in enumerate(("Travel requirements", "Seats", "Bags", "Boarding pass"), 1):
            t.tx(2, f"Step {i} of 4: {st}" + (" (current)" if i == 4 else ""))
        t.el(1, "heading", "You're checked in", "level=1")
        t.tx(1, "Receipt CA-RCPT-90418826 for $35.00 (1 checked bag) was sent to d.okafor@fastmail.com.")
        t.el(1, "region", "Boarding pass")
        t.tx(2, "DANIEL OKAFOR", "CascadiaMiles 8842 1170 33 · Silver", "CA 412", "PDX → SFO", "Wed, Jun 12, 2024",
             "Departs 7:45 AM", "Boarding 7:05 AM", "Gate C7 (subject to change)", "Seat 14A", "Group 4", "Zone Main Cabin",
             f"Confirmation {pnr}", "Ticket 027-2318845516", "TSA PreCheck", "Bag tag CA 612044")
        t.el(2, "img", "Boarding pass barcode")
        t.el(1, "button", "Add to Apple Wallet")
        t.el(1, "button", "Add to Google Wallet")
        t.el(1, "button", "Email boarding pass")
        t.el(1, "button", "Print boarding pass")
        t.el(1, "button", "Text boarding pass")
        t.el(1, "link", "Check flight status", key="status")
        t.el(1, "link", "Back to trip")
        foot(t)
        return t.out("Boarding pass | Cascadia Air", f"{base}/check-in/confirmation?code={pnr}")

    def status() -> tuple[str, dict[str, str]]:
        t = Tree(10)
        chrome(t)
        t.el(0, "main", "")
        t.el(1, "heading", "Flight status", "level=1")
        t.el(1, "textbox", "Flight number", value="412")
        t.el(1, "combobox", "Date", value="Wed, Jun 12")
        t.el(1, "button", "Search")
        t.el(1, "heading", "CA 412 · Portland to San Francisco", "level=2")
        t.tx(1, "On time", "Last updated Jun 11, 2024, 9:18 AM PT")
        t.table(1, ["", "Scheduled", "Estimated", "Terminal / Gate"],
                [["Departure PDX", "7:45 AM", "7:45 AM", "Concourse C / C7"], ["Arrival SFO", "9:52 AM", "9:49 AM", "Terminal 2 / D14"]])
        t.tx(1, "Aircraft Boeing 737-800 (N8214C)", "Inbound flight CA 401 from SEA arrives PDX 6:58 AM", "Baggage claim at SFO: 3")
        t.el(1, "button", "Get text alerts")
        t.el(1, "link", "View route map")
        foot(t)
        return t.out("Flight status CA 412 | Cascadia Air", f"{base}/flight-status?flight=412&date=2024-06-12")

    p0, i0 = lookup("", "")
    p1, i1 = lookup(last, "")
    p2, i2 = lookup(last, pnr)
    p3, i3 = trip()
    p4, i4 = reqs(False)
    p5, i5 = reqs(True)
    p6, i6 = seats(None)
    p7, i7 = seats("14A")
    p8, i8 = bags("0")
    p9, i9 = bags("1")
    p10, i10 = done()
    p11, _ = status()
    turns = [
        (fill(i0["last"], last), p1),
        (fill(i1["code"], pnr), p2),
        (click(i2["find"]), p3),
        (click(i3["checkin"]), p4),
        (click(i4["haz"]), p5),
        (click(i5["cont"]), p6),
        (click(i6["s14A"]), p7),
        (click(i7["confirm"]), p8),
        (select(i8["nbags"], "1"), p9),
        (click(i9["pay"]), p10),
        (click(i10["status"]), p11),
    ]
    rs.add(task="web", tid="h32-web-08", system=SYSTEM, turns=turns,
           state=start("Check in Daniel Okafor (confirmation QX7M4T) for tomorrow's Cascadia Air flight, move him to window seat 14A, add one checked bag and get the boarding pass.", p0),
           bad=True, turn=10, kind="ticket number on the boarding pass differs from the one on the trip page")


# 09 Pharmacy refill portal - clean
@traj
def t09(rs: RowSet) -> None:
    base = "https://my.wellridgerx.com"
    meds = [
        ["Atorvastatin 20 mg tablet", "6042281", "Anil Mehta, MD", "05/14/2024", "30", "3", "Refill available"],
        ["Lisinopril 10 mg tablet", "6042279", "Anil Mehta, MD", "05/14/2024", "30", "2", "Refill available"],
        ["Metformin ER 500 mg tablet", "6051174", "Anil Mehta, MD", "06/10/2024", "60", "5", "In process - est. ready today 4:00 PM"],
        ["Vitamin D3 1.25 mg (50,000 IU) capsule", "5990413", "Anil Mehta, MD", "04/01/2024", "12", "1", "Too soon to refill (eligible 06/24/2024)"],
        ["Fluticasone 50 mcg nasal spray", "5987720", "Ruth Sandoval, NP", "03/02/2024", "16 g", "0", "No refills left - request renewal"],
    ]

    def chrome(t: Tree, ready: int) -> None:
        t.el(0, "banner", "")
        t.el(1, "link", "Wellridge Pharmacy")
        for lab in ("Prescriptions", "Order history", "Family", "Insurance", "Messages 1"):
            t.el(1, "link", lab, key=f"nav_{lab.split()[0]}")
        t.el(1, "button", "Carol Jennings", "hasPopup='menu'")
        t.tx(1, f"Ready for pickup ({ready})")

    def foot(t: Tree) -> None:
        t.el(0, "contentinfo", "")
        t.tx(1, "Pharmacy questions? Call Wellridge #0418 at (925) 555-0190. Mon-Fri 9 AM-9 PM, Sat-Sun 10 AM-6 PM.")
        t.el(1, "link", "Notice of Privacy Practices")
        t.el(1, "link", "Terms of use")

    def rx_list(rows: list[list[str]], sel: set[str], ready: int, updated: str) -> tuple[str, dict[str, str]]:
        t = Tree(20)
        chrome(t, ready)
        t.el(0, "main", "")
        t.el(1, "heading", "My prescriptions", "level=1")
        t.tx(1, "Carol Jennings · DOB 02/19/1961", "Pickup store: Wellridge #0418, 2200 Oak Grove Rd, Walnut Creek, CA 94598", f"Last updated {updated}")
        t.el(1, "link", "Change store")
        t.el(1, "combobox", "Show", value="Active prescriptions")
        t.el(1, "table", "")
        t.el(2, "row", "")
        for hd in ("Select", "Medication", "Rx #", "Prescriber", "Last filled", "Qty", "Refills left", "Status"):
            t.el(3, "columnheader", hd)
        for med, rx, doc, last, qty, left, st in rows:
            t.el(2, "row", "")
            t.el(3, "cell", "")
            can = st == "Refill available"
            t.el(4, "checkbox", f"Select {med}", cb(rx in sel), *(() if can else ("disabled=True",)), key=f"c{rx}")
            t.el(3, "cell", med)
            t.el(4, "link", med)
            for v in (rx, doc, last, qty, left, st):
                t.el(3, "cell", v)
        t.tx(1, f"{len(sel)} selected" if sel else "Select prescriptions to refill")
        t.el(1, "button", f"Refill selected ({len(sel)})" if sel else "Refill selected", *(() if sel else ("disabled=True",)), key="refill")
        t.el(1, "button", "Request renewal from prescriber")
        t.el(1, "link", "Transfer a prescription")
        foot(t)
        return t.out("My prescriptions | Wellridge Pharmacy", f"{base}/prescriptions")

    def review(pick: str) -> tuple[str, dict[str, str]]:
        t = Tree(20)
        chrome(t, 0)
        t.el(0, "main", "")
        t.el(1, "heading", "Review refill request", "level=1")
        t.table(1, ["Medication", "Rx #", "Qty", "Est. copay"],
                [["Atorvastatin 20 mg tablet", "6042281", "30", "$0.00"], ["Lisinopril 10 mg tablet", "6042279", "30", "$4.12"], ["Estimated total", "", "", "$4.12"]])
        t.tx(1, "Copays are estimates from Blue Shield of California (Member ID XEB918447302) and are confirmed when filled.")
        t.el(1, "heading", "Pickup", "level=2")
        t.tx(1, "Wellridge #0418, 2200 Oak Grove Rd, Walnut Creek, CA 94598")
        t.el(1, "combobox", "Pickup time", "hasPopup='listbox'", value=pick, key="when")
        t.el(2, "listbox", "")
        for o in ("As soon as possible (est. Wed, Jun 12 after 11:00 AM)", "Wed, Jun 12 after 5:00 PM", "Thu, Jun 13 after 11:00 AM", "Fri, Jun 14 after 11:00 AM"):
            t.el(3, "option", o, f"selected={o == pick}")
        t.el(1, "heading", "Notify me", "level=2")
        t.el(1, "checkbox", "Text (925) •••-•417 when ready", cb(True))
        t.el(1, "checkbox", "Email c.jennings@sbcglobal.net", cb(False))
        t.el(1, "button", "Submit refill request", key="submit")
        t.el(1, "link", "Back to prescriptions")
        foot(t)
        return t.out("Review refill | Wellridge Pharmacy", f"{base}/refill/review")

    def confirm() -> tuple[str, dict[str, str]]:
        t = Tree(20)
        chrome(t, 0)
        t.el(0, "main", "")
        t.el(1, "heading", "Refill request received", "level=1")
        t.tx(1, "Request number R-88310274", "Submitted Jun 11, 2024 4:07 PM", "Estimated ready: Wed, Jun 12 after 5:00 PM")
        t.table(1, ["Medication", "Rx #", "Status"], [["Atorvastatin 20 mg tablet", "6042281", "Received"], ["Lisinopril 10 mg tablet", "6042279", "Received"]])
        t.tx(1, "We'll text (925) •••-•417 when your order is ready. Bring a photo ID for pickup.")
        t.el(1, "link", "Back to my prescriptions", key="back")
        t.el(1, "link", "Print this page")
        foot(t)
        return t.out("Refill confirmation | Wellridge Pharmacy", f"{base}/refill/confirmation/R-88310274")

    p0, i0 = rx_list(meds, set(), 0, "Jun 11, 2024 3:52 PM")
    p1, i1 = rx_list(meds, {"6042281"}, 0, "Jun 11, 2024 3:52 PM")
    p2, i2 = rx_list(meds, {"6042281", "6042279"}, 0, "Jun 11, 2024 3:52 PM")
    asap = "As soon as possible (est. Wed, Jun 12 after 11:00 AM)"
    p3, i3 = review(asap)
    p4, i4 = review("Wed, Jun 12 after 5:00 PM")
    p5, i5 = confirm()
    meds6 = [list(r) for r in meds]
    meds6[0][6] = meds6[1][6] = "Refill requested - est. ready Jun 12 after 5:00 PM"
    meds6[2][6] = "Ready for pickup"
    p6, _ = rx_list(meds6, set(), 1, "Jun 11, 2024 4:08 PM")
    turns = [
        (click(i0["c6042281"]), p1),
        (click(i1["c6042279"]), p2),
        (click(i2["refill"]), p3),
        (select(i3["when"], "Wed, Jun 12 after 5:00 PM"), p4),
        (click(i4["submit"]), p5),
        (click(i5["back"]), p6),
    ]
    rs.add(task="web", tid="h32-web-09", system=SYSTEM, turns=turns,
           state=start("Request refills of Carol's atorvastatin and lisinopril for pickup tomorrow evening at the Walnut Creek Wellridge.", p0))


# 10 HOA resident portal - bad
@traj
def t10(rs: RowSet) -> None:
    base = "https://portal.mapleridgehoa.org"

    def chrome(t: Tree) -> None:
        t.el(0, "banner", "")
        t.el(1, "link", "Maple Ridge Owners Association")
        for lab in ("Home", "Requests", "Payments", "Documents", "Calendar", "Directory"):
            t.el(1, "link", lab, key=f"nav_{lab}")
        t.el(1, "button", "Priya Raman", "hasPopup='menu'")
        t.tx(1, "Welcome back, Priya · Last sign-in Jun 11, 2024 8:52 AM")

    def foot(t: Tree) -> None:
        t.el(0, "contentinfo", "")
        t.tx(1, "Managed by Crestline Community Management · (916) 555-0148 · help@crestlinecm.com")
        t.el(1, "link", "Privacy")
        t.el(1, "link", "Portal help")

    def home() -> tuple[str, dict[str, str]]:
        t = Tree(30)
        chrome(t)
        t.el(0, "main", "")
        t.el(1, "heading", "1427 Larkspur Ct · Account MR-1427", "level=1")
        t.el(1, "region", "Account balance")
        t.tx(2, "Current balance $0.00", "Next assessment $285.00 due Jul 1, 2024", "AutoPay: Off")
        t.el(2, "link", "Make a payment")
        t.el(1, "region", "My requests")
        t.table(2, ["Request", "Type", "Submitted", "Status"], [
            [("link", "ARC-2024-0117 Replace rear deck and add pergola", "arc"), "Architectural", "May 28, 2024", "Pending - Information requested"],
            [("link", "MNT-2024-0342 Streetlight out near 1431 Larkspur Ct", "mnt"), "Maintenance", "Apr 16, 2024", "Closed"],
            [("link", "GEN-2024-0061 Guest parking permit (Jun 21-23)", "gen"), "General", "Jun 6, 2024", "Approved"],
        ])
        t.el(1, "region", "Announcements")
        t.tx(2, "Jun 7 · Pool resurfacing complete; pool reopens Saturday, Jun 15.", "Jun 3 · Board meeting Tuesday, Jun 18, 7:00 PM, clubhouse and Zoom.", "May 24 · Reminder: trash bins must be stored out of view except on pickup day.")
        foot(t)
        return t.out("Home | Maple Ridge Owners Association", f"{base}/home")

    events = [
        ("May 28, 2024 9:14 AM", "Priya Raman", "Submitted request. Attachments: site-plan.pdf (1.8 MB), deck-elevation.pdf (942 KB), materials-list.pdf (118 KB)"),
        ("May 30, 2024 2:03 PM", "System", "Assigned to Architectural Review Committee. Target decision date: Jun 27, 2024."),
        ("Jun 3, 2024 4:41 PM", "Dana Kessler (ARC Chair)", "Please provide the contractor's license number and certificate of insurance. Note the pergola may not exceed 10 ft in height (CC&R §7.4)."),
        ("Jun 3, 2024 4:41 PM", "System", "Status changed from Under review to Pending - Information requested."),
    ]
    reply = "Contractor is Summit Decks LLC, CA license #1048832 (C-5 Framing). I'll email their certificate of insurance to Crestline today. The pergola will be 9 ft 4 in at the highest point."

    def request(form: str | None, evs: list[tuple[str, str, str]], attach: bool = False) -> tuple[str, dict[str, str]]:
        t = Tree(30)
        chrome(t)
        t.el(0, "main", "")
        t.el(1, "link", "Back to requests")
        t.el(1, "heading", "ARC-2024-0117 · Replace rear deck and add pergola", "level=1")
        t.table(1, ["Field", "Value"], [["Type", "Architectural modification"], ["Property", "1427 Larkspur Ct"], ["Submitted", "May 28, 2024 9:14 AM"],
                                        ["Status", "Pending - Information requested"], ["Assigned to", "Architectural Review Committee"],
                                        ["Estimated start", "Jul 15, 2024"], ["Contractor", "Summit Decks LLC"]])
        t.el(1, "heading", "Description", "level=2")
        t.tx(1, "Remove the existing 12x16 ft pressure-treated deck and replace with a 14x18 ft composite deck (Trex Transcend, Spiced Rum). Add a 10x12 ft cedar pergola over the east half. No change to grade or drainage.")
        t.el(1, "heading", "Activity", "level=2")
        t.el(1, "list", "")
        for when, who, what in evs:
            t.el(2, "listitem", "")
            t.tx(3, when, who, what)
        if form is None:
            t.el(1, "button", "Add comment", key="add")
        else:
            t.el(1, "textbox", "Comment", "focused", "multiline", "required", value=form, key="text")
            t.el(1, "button", "Attach file")
            if attach:
                t.tx(1, "COI-SummitDecks-2024.pdf (356 KB)")
            t.el(1, "checkbox", "Notify the committee by email", cb(True))
            t.el(1, "button", "Post comment", *(() if form else ("disabled=True",)), key="post")
            t.el(1, "button", "Cancel")
        t.el(1, "button", "Withdraw request")
        foot(t)
        return t.out("ARC-2024-0117 | Maple Ridge Owners Association", f"{base}/requests/arc-2024-0117")

    def payments(form: bool) -> tuple[str, dict[str, str]]:
        t = Tree(30)
        chrome(t)
        t.el(0, "main", "")
        t.el(1, "heading", "Payments", "level=1")
        t.tx(1, "Current balance $0.00", "AutoPay: Off")
        t.el(1, "button", "Make a payment", key="pay")
        t.el(1, "button", "Set up AutoPay")
        if form:
            t.el(1, "region", "Make a payment")
            t.el(2, "radiogroup", "Amount")
            t.el(3, "radio", "Current balance $0.00", cb(False), "disabled=True")
            t.el(3, "radio", "Next assessment $285.00", cb(True))
            t.el(3, "radio", "Other amount", cb(False))
            t.el(2, "combobox", "Pay from", value="Checking ••6620 (Golden 1 CU)")
            t.el(2, "textbox", "Payment date", value="06/11/2024")
            t.tx(2, "eCheck fee: $0.00. Card payments carry a 2.95% convenience fee.")
            t.el(2, "button", "Review payment")
            t.el(2, "button", "Cancel")
        t.el(1, "heading", "Ledger", "level=2")
        t.el(1, "combobox", "Period", value="Last 6 months")
        t.table(1, ["Date", "Description", "Charges", "Payments", "Balance"], [
            ["06/03/2024", "Payment - eCheck ••6620 (conf. 7F2Q-88KD)", "", "$285.00", "$0.00"],
            ["06/01/2024", "Monthly assessment - June", "$285.00", "", "$285.00"],
            ["05/02/2024", "Payment - eCheck ••6620 (conf. 6C9M-41TA)", "", "$285.00", "$0.00"],
            ["05/01/2024", "Monthly assessment - May", "$285.00", "", "$285.00"],
            ["04/12/2024", "Payment - eCheck ••6620 (conf. 5V1R-02PN)", "", "$325.00", "$0.00"],
            ["04/01/2024", "Pool key replacement", "$40.00", "", "$325.00"],
            ["04/01/2024", "Monthly assessment - April", "$285.00", "", "$285.00"],
            ["03/04/2024", "Payment - eCheck ••6620 (conf. 4K7D-93LS)", "", "$285.00", "$0.00"],
            ["03/01/2024", "Monthly assessment - March", "$285.00", "", "$285.00"],
        ])
        t.el(1, "link", "Download statement (PDF)")
        foot(t)
        return t.out("Payments | Maple Ridge Owners Association", f"{base}/payments")

    def documents() -> tuple[str, dict[str, str]]:
        t = Tree(30)
        chrome(t)
        t.el(0, "main", "")
        t.el(1, "heading", "Documents", "level=1")
        t.el(1, "searchbox", "Search documents", value="")
        t.el(1, "combobox", "Folder", value="All folders")
        t.table(1, ["Name", "Folder", "Size", "Posted"], [
            [("link", "CC&Rs - Amended and Restated 2019.pdf", "d1"), "Governing documents", "4.6 MB", "Jan 14, 2020"],
            [("link", "Architectural Guidelines rev. 2023.pdf", "d2"), "Governing documents", "2.1 MB", "Aug 2, 2023"],
            [("link", "ARC Application Form.pdf", "d3"), "Forms", "212 KB", "Aug 2, 2023"],
            [("link", "2024 Budget and Reserve Study Summary.pdf", "d4"), "Financials", "1.3 MB", "Dec 12, 2023"],
            [("link", "Board Minutes - May 21, 2024.pdf", "d5"), "Minutes", "388 KB", "Jun 4, 2024"],
            [("link", "Pool Rules 2024.pdf", "d6"), "Amenities", "145 KB", "May 10, 2024"],
        ])
        foot(t)
        return t.out("Documents | Maple Ridge Owners Association", f"{base}/documents")

    p0, i0 = home()
    p1, i1 = request(None, events)
    p2, i2 = request("", events)
    p3, i3 = request(reply, events)
    ev4 = [*events, ("Jun 10, 2024 10:06 AM", "Priya Raman", reply)]
    p4, i4 = request(None, ev4)
    p5, i5 = payments(False)
    p6, i6 = payments(True)
    p7, _ = documents()
    turns = [
        (click(i0["arc"]), p1),
        (click(i1["add"]), p2),
        (fill(i2["text"], reply), p3),
        (click(i3["post"]), p4),
        (click(i4["nav_Payments"]), p5),
        (click(i5["pay"]), p6),
        (click(i6["nav_Documents"]), p7),
    ]
    rs.add(task="web", tid="h32-web-10", system=SYSTEM, turns=turns,
           state=start("Answer the architectural committee's question on request ARC-2024-0117 with the contractor details, then check the HOA account and find the architectural guidelines.", p0),
           bad=True, turn=4, kind="new comment stamped before the session's own sign-in time")


# 11 DMV appointment scheduler - clean
@traj
def t11(rs: RowSet) -> None:
    base = "https://appointments.nvdmv.org"
    offices = {"Eastgate": "Eastgate, 3850 E Flamingo Rd", "Henderson": "Henderson, 1399 American Pacific Dr", "Decatur": "Decatur, 7170 N Decatur Blvd"}

    def chrome(t: Tree) -> None:
        t.el(0, "banner", "")
        t.el(1, "link", "Department of Motor Vehicles")
        for lab in ("Online services", "My appointments", "Wait times", "Help"):
            t.el(1, "link", lab, key=f"nav_{lab}")
        t.el(1, "button", "Sign out (J. Alvarez)")

    def foot(t: Tree) -> None:
        t.el(0, "contentinfo", "")
        t.tx(1, "Appointments are held for 10 minutes past the scheduled time. Bring all required documents.")
        t.el(1, "link", "Accessibility")
        t.el(1, "link", "Español")

    def manage() -> tuple[str, dict[str, str]]:
        t = Tree(40)
        chrome(t)
        t.el(0, "main", "")
        t.el(1, "heading", "Manage appointment", "level=1")
        t.table(1, ["Field", "Value"], [["Confirmation number", "DMV-5521-8830"], ["Service", "REAL ID Driver License (upgrade)"], ["Customer", "Julia Alvarez"],
                                        ["Office", offices["Eastgate"]], ["Date and time", "Thu, Jun 20, 2024 at 2:40 PM"], ["Status", "Scheduled"]])
        t.el(1, "button", "Reschedule", key="resched")
        t.el(1, "button", "Cancel appointment")
        t.el(1, "link", "What to bring", key="bring")
        foot(t)
        return t.out("Manage appointment | DMV", f"{base}/appointment/DMV-5521-8830")

    def calendar(office: str, avail: dict[int, int], day: int | None, slots: list[str], updated: str) -> tuple[str, dict[str, str]]:
        t = Tree(40)
        chrome(t)
        t.el(0, "main", "")
        t.el(1, "heading", "Reschedule: REAL ID Driver License (upgrade)", "level=1")
        t.tx(1, "Current appointment: Thu, Jun 20, 2024 at 2:40 PM, Eastgate")
        t.el(1, "combobox", "Office", "hasPopup='listbox'", value=offices[office], key="office")
        t.tx(1, f"Availability updated {updated}")
        t.el(1, "button", "Previous month", "disabled=True")
        t.el(1, "heading", "June 2024", "level=2")
        t.el(1, "button", "Next month")
        t.el(1, "grid", "June 2024")
        t.el(2, "row", "")
        for d in ("Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"):
            t.el(3, "columnheader", d)
        week: list[int] = []
        for dnum in range(9, 23):
            week.append(dnum)
            if len(week) == 7:
                t.el(2, "row", "")
                for x in week:
                    wd = (x - 9) % 7
                    if wd in (0, 6) or x < 11:
                        t.el(3, "gridcell", str(x), "disabled=True")
                    elif x in avail and avail[x] > 0:
                        t.el(3, "gridcell", f"{x}, {avail[x]} {'slot' if avail[x] == 1 else 'slots'} available", *(("selected=True",) if x == day else ()))
                        t.el(4, "button", f"June {x}", key=f"d{x}")
                    else:
                        t.el(3, "gridcell", f"{x}, fully booked", "disabled=True")
                week = []
        if day is not None:
            t.el(1, "heading", f"Available times on {['Mon', 'Tue', 'Wed', 'Thu', 'Fri'][(day - 10) % 7]}, Jun {day}", "level=2")
            for s in slots:
                t.el(1, "button", s, key=f"t{s}")
        t.el(1, "link", "Back to appointment")
        foot(t)
        return t.out("Reschedule | DMV", f"{base}/appointment/DMV-5521-8830/reschedule?office={office.lower()}" + (f"&date=2024-06-{day}" if day else ""))

    east = {11: 0, 12: 0, 13: 2, 14: 5, 17: 11, 18: 9, 19: 14, 20: 6, 21: 17}
    p0, i0 = manage()
    p1, i1 = calendar("Eastgate", east, None, [], "10:38 AM")
    p2, i2 = calendar("Eastgate", east, 13, ["8:20 AM", "3:50 PM"], "10:38 AM")
    hend = {11: 0, 12: 0, 13: 4, 14: 8, 17: 15, 18: 12, 19: 16, 20: 10, 21: 19}
    p3, i3 = calendar("Henderson", hend, None, [], "10:40 AM")
    east2 = {**east, 13: 1}
    p4, i4 = calendar("Eastgate", east2, None, [], "10:41 AM")
    p5, i5 = calendar("Eastgate", east2, 13, ["3:50 PM"], "10:41 AM")

    def review() -> tuple[str, dict[str, str]]:
        t = Tree(40)
        chrome(t)
        t.el(0, "main", "")
        t.el(1, "heading", "Review your new appointment", "level=1")
        t.table(1, ["", "Current", "New"], [["Date", "Thu, Jun 20, 2024", "Thu, Jun 13, 2024"], ["Time", "2:40 PM", "3:50 PM"],
                                            ["Office", "Eastgate", "Eastgate"], ["Service", "REAL ID Driver License (upgrade)", "REAL ID Driver License (upgrade)"]])
        t.tx(1, "Your current appointment will be cancelled when you confirm. The new time is held for you for 5:00 minutes.")
        t.el(1, "checkbox", "Send a text reminder to (702) •••-•839", cb(True))
        t.el(1, "button", "Confirm reschedule", key="confirm")
        t.el(1, "button", "Choose a different time")
        foot(t)
        return t.out("Review | DMV", f"{base}/appointment/DMV-5521-8830/reschedule/review")

    def confirmed() -> tuple[str, dict[str, str]]:
        t = Tree(40)
        chrome(t)
        t.el(0, "main", "")
        t.el(1, "heading", "Your appointment is confirmed", "level=1")
        t.table(1, ["Field", "Value"], [["Confirmation number", "DMV-5521-9147"], ["Service", "REAL ID Driver License (upgrade)"], ["Office", offices["Eastgate"]],
                                        ["Date and time", "Thu, Jun 13, 2024 at 3:50 PM"], ["Status", "Scheduled"]])
        t.tx(1, "Appointment DMV-5521-8830 (Thu, Jun 20 at 2:40 PM) has been cancelled.", "A confirmation email was sent to j.alvarez82@gmail.com.")
        t.el(1, "button", "Add to calendar")
        t.el(1, "link", "View my appointments", key="mine")
        foot(t)
        return t.out("Confirmed | DMV", f"{base}/appointment/DMV-5521-9147/confirmation")

    def mine() -> tuple[str, dict[str, str]]:
        t = Tree(40)
        chrome(t)
        t.el(0, "main", "")
        t.el(1, "heading", "My appointments", "level=1")
        t.el(1, "heading", "Upcoming", "level=2")
        t.table(1, ["Confirmation", "Service", "Office", "Date and time", "Status"], [
            [("link", "DMV-5521-9147", "new"), "REAL ID Driver License (upgrade)", "Eastgate", "Thu, Jun 13, 2024 3:50 PM", "Scheduled"]])
        t.el(1, "heading", "Past and cancelled", "level=2")
        t.table(1, ["Confirmation", "Service", "Office", "Date and time", "Status"], [
            ["DMV-5521-8830", "REAL ID Driver License (upgrade)", "Eastgate", "Thu, Jun 20, 2024 2:40 PM", "Cancelled (rescheduled)"],
            ["DMV-4410-2265", "Vehicle registration renewal", "Decatur", "Tue, Mar 8, 2022 9:10 AM", "Completed"]])
        t.el(1, "link", "What to bring", key="bring")
        t.el(1, "button", "Book a new appointment")
        foot(t)
        return t.out("My appointments | DMV", f"{base}/my-appointments")

    def bring() -> tuple[str, dict[str, str]]:
        t = Tree(40)
        chrome(t)
        t.el(0, "main", "")
        t.el(1, "heading", "What to bring: REAL ID", "level=1")
        t.el(1, "list", "")
        for item in ("One proof of identity: U.S. passport or certified birth certificate (original)",
                     "Proof of Social Security number: SSN card, W-2 or SSA-1099 showing the full number",
                     "Two proofs of Nevada residential address dated within the last 90 days (utility bill, bank statement, lease)",
                     "If your name differs from your identity document: marriage certificate, divorce decree or court order",
                     "Your current driver license",
                     "Fee: $9.25 (upgrade within current license period); cash, check, Visa, Mastercard"):
            t.el(2, "listitem", item)
        t.el(1, "link", "Interactive document checklist")
        t.el(1, "link", "Back to my appointments")
        foot(t)
        return t.out("What to bring | DMV", f"{base}/help/real-id-documents")

    p6, i6 = review()
    p7, i7 = confirmed()
    p8, i8 = mine()
    p9, _ = bring()
    turns = [
        (click(i0["resched"]), p1),
        (click(i1["d13"]), p2),
        (select(i2["office"], offices["Henderson"]), p3),
        (select(i3["office"], offices["Eastgate"]), p4),
        (click(i4["d13"]), p5),
        (click(i5["t3:50 PM"]), p6),
        (click(i6["confirm"]), p7),
        (click(i7["mine"]), p8),
        (click(i8["bring"]), p9),
    ]
    rs.add(task="web", tid="h32-web-11", system=SYSTEM, turns=turns,
           state=start("Move Julia Alvarez's REAL ID appointment to the earliest open slot this week (Eastgate preferred, Henderson if sooner), then check what documents to bring.", p0))

# 12 University course registration - bad
@traj
def t12(rs: RowSet) -> None:
    base = "https://reg.calderstate.edu/StudentRegistrationSsb/ssb"
    sections = [
        ("Organic Chemistry I", "CHEM", "2310", "001", "4", "41872", "Okonkwo, Adaeze", "MWF", "10:10 AM - 11:00 AM", "Hollis Science Center 140", "18 of 140 seats remain."),
        ("Organic Chemistry I", "CHEM", "2310", "002", "4", "41873", "Brandt, Gerald", "TR", "1:00 PM - 2:15 PM", "Hollis Science Center 140", "3 of 140 seats remain."),
        ("Organic Chemistry I", "CHEM", "2310", "003", "4", "41874", "Okonkwo, Adaeze", "MWF", "2:30 PM - 3:20 PM", "Hollis Science Center 212", "FULL: 0 of 96 seats remain. 7 of 15 waitlist seats remain."),
        ("Organic Chemistry I Lab", "CHEM", "2311", "101", "1", "41911", "Patel, Ruchi", "W", "1:30 PM - 4:20 PM", "Hollis Science Center 318", "4 of 24 seats remain."),
        ("Organic Chemistry I Lab", "CHEM", "2311", "102", "1", "41912", "Patel, Ruchi", "R", "2:30 PM - 5:20 PM", "Hollis Science Center 318", "11 of 24 seats remain."),
        ("Organic Chemistry I Lab", "CHEM", "2311", "103", "1", "41913", "Lindqvist, Erik", "F", "8:00 AM - 10:50 AM", "Hollis Science Center 320", "FULL: 0 of 24 seats remain."),
    ]
    registered = [
        ("Human Anatomy and Physiology I", "BIOL", "2401", "004", "4", "40215", "Lecture", "Monday,Wednesday 8:00 AM - 9:15 AM", "Tran Life Sciences 105", "Ferreira, Lucia"),
        ("World Literature", "ENGL", "2100", "011", "3", "40988", "Lecture", "Tuesday,Thursday 9:35 AM - 10:50 AM", "Marlow Hall 224", "Adeyemi, Tola"),
        ("Introduction to Psychology", "PSYC", "1301", "002", "3", "42210", "Lecture", "Monday,Wednesday,Friday 12:20 PM - 1:10 PM", "Barton Auditorium", "Kaplan, Irene"),
    ]

    def chrome(t: Tree) -> None:
        t.el(0, "banner", "")
        t.el(1, "link", "Calder State University")
        t.el(1, "button", "Tools", "hasPopup='menu'")
        t.el(1, "button", "Maya Chen", "hasPopup='menu'")
        t.el(0, "navigation", "Breadcrumb")
        t.el(1, "link", "Student")
        t.el(1, "link", "Registration")
        t.tx(1, "Select a Term", "Register for Classes")
        t.el(0, "heading", "Register for Classes", "level=1")
        t.el(0, "tablist", "")
        for lab in ("Find Classes", "Enter CRNs", "Plans", "Schedule and Options"):
            t.el(1, "tab", lab, f"selected={lab == 'Find Classes'}")

    def panel(t: Tree, tab: str, pending: list[str], status: str, total: int) -> None:
        t.el(0, "region", "Summary panel")
        t.el(1, "tablist", "")
        t.el(2, "tab", "Schedule", "selected=False", key="tab_sched")
        t.el(2, "tab", "Schedule Details", f"selected={tab == 'details'}", key="tab_details")
        t.el(2, "tab", "Summary", f"selected={tab == 'summary'}", key="tab_summary")
        picked = [s for s in sections if s[5] in pending]
        if tab == "summary":
            rows: list[list[Any]] = []
            for r in registered:
                rows.append([r[0], f"{r[1]} {r[2]}, {r[3]}", r[4], r[5], r[6], "**Web Registered** on 07/22/2024", "None"])
            for s in picked:
                rows.append([s[0], f"{s[1]} {s[2]}, {s[3]}", s[4], s[5], "Lecture" if s[2] == "2310" else "Laboratory",
                             "Pending" if status == "Pending" else "**Web Registered** on 08/14/2024", "Web Register" if status == "Pending" else "None"])
            t.table(1, ["Title", "Details", "Hours", "CRN", "Schedule Type", "Status", "Action"], rows)
        else:
            t.el(1, "list", "Class schedule details for Fall 2024")
            for r in registered:
                t.el(2, "listitem", "")
                t.tx(3, f"{r[0]} | {r[1]} {r[2]} Section {r[3]} | Class Begin: 08/26/2024 | Class End: 12/06/2024",
                     f"Registered | CRN: {r[5]} | Hours: {r[4]} | Instructor: {r[9]}",
                     f"{r[7]} Type: Class Building: {r[8].rsplit(' ', 1)[0]} Room: {r[8].rsplit(' ', 1)[1]}")
            for s in picked:
                days = {"MWF": "Monday,Wednesday,Friday", "TR": "Tuesday,Thursday", "W": "Wednesday", "R": "Thursday", "F": "Friday"}[s[7]]
                if s[5] == "41872":
                    days = "Tuesday,Thursday"
                t.el(2, "listitem", "")
                t.tx(3, f"{s[0]} | {s[1]} {s[2]} Section {s[3]} | Class Begin: 08/26/2024 | Class End: 12/06/2024",
                     f"Pending | CRN: {s[5]} | Hours: {s[4]} | Instructor: {s[6]}",
                     f"{days} {s[8]} Type: {'Class' if s[2] == '2310' else 'Lab'} Building: {s[9].rsplit(' ', 1)[0]} Room: {s[9].rsplit(' ', 1)[1]}")
        t.tx(1, f"Total Hours | Registered: {total} | Billing: {total} | CEU: 0 | Min: 0 | Max: 19")
        t.el(1, "button", "Conditional Add and Drop", "checked='false'")
        t.el(1, "button", "Submit", key="submit")

    def results(rows: list[tuple[str, ...]], added: list[str], tab: str, status: str, total: int, query: str, mine: list[str] | None = None) -> tuple[str, dict[str, str]]:
        t = Tree(60)
        chrome(t)
        t.el(0, "main", "")
        t.tx(1, f"Terms: Fall 2024 | {query}")
        t.el(1, "button", "Search Again", key="again")
        if status == "Registered" and mine is None:
            t.el(1, "status", "")
            t.tx(2, "Save Successful")
        t.el(1, "table", "Search Results")
        t.el(2, "row", "")
        for hd in ("Title", "Subject Description", "Course Number", "Section", "Hours", "CRN", "Term", "Instructor", "Meeting Times", "Campus", "Status", "Add"):
            t.el(3, "columnheader", hd)
        for s in rows:
            t.el(2, "row", "")
            t.el(3, "cell", s[0])
            t.el(4, "link", s[0])
            t.el(3, "cell", "Chemistry" if s[1] == "CHEM" else "Mathematics")
            for v in (s[2], s[3], s[4], s[5], "Fall 2024", s[6]):
                t.el(3, "cell", v)
            t.el(3, "cell", f"{s[7]} {s[8]} Type: {'Lab' if s[3].startswith('1') else 'Class'} Building: {s[9].rsplit(' ', 1)[0]} Room: {s[9].rsplit(' ', 1)[1]} Start Date: 08/26/2024 End Date: 12/06/2024")
            t.el(3, "cell", "Main")
            t.el(3, "cell", s[10])
            t.el(3, "cell", "")
            if s[5] in added:
                t.el(4, "button", "Added", "disabled=True")
            else:
                t.el(4, "button", "Add", key=f"add{s[5]}")
        t.tx(1, f"Records: {len(rows)}", "Per Page 10", "Page 1 of 1")
        panel(t, tab, added if mine is None else mine, status, total)
        return t.out("Register for Classes", f"{base}/classRegistration/classRegistration")

    p0, i0 = results(sections, [], "summary", "Pending", 10, "Subject: Chemistry | Keyword: Organic Chemistry I")
    p1, i1 = results(sections, ["41872"], "summary", "Pending", 10, "Subject: Chemistry | Keyword: Organic Chemistry I")
    p2, i2 = results(sections, ["41872", "41911"], "summary", "Pending", 10, "Subject: Chemistry | Keyword: Organic Chemistry I")
    p3, i3 = results(sections, ["41872", "41911"], "details", "Pending", 10, "Subject: Chemistry | Keyword: Organic Chemistry I")
    p4, i4 = results(sections, ["41872", "41911"], "summary", "Pending", 10, "Subject: Chemistry | Keyword: Organic Chemistry I")
    p5, i5 = results(sections, ["41872", "41911"], "summary", "Registered", 15, "Subject: Chemistry | Keyword: Organic Chemistry I")

    def search_form(course: str) -> tuple[str, dict[str, str]]:
        t = Tree(60)
        chrome(t)
        t.el(0, "main", "")
        t.tx(1, "Enter Your Search Criteria", "Term: Fall 2024")
        t.el(1, "combobox", "Subject", value="Mathematics", key="subj")
        t.el(1, "textbox", "Course Number", *(("focused",) if course else ()), value=course, key="num")
        t.el(1, "textbox", "Keyword", value="")
        t.el(1, "checkbox", "Open Sections Only", cb(False))
        t.el(1, "button", "Search", key="search")
        t.el(1, "button", "Clear")
        t.el(1, "button", "Advanced Search")
        panel(t, "summary", ["41872", "41911"], "Registered", 15)
        return t.out("Register for Classes", f"{base}/classRegistration/classRegistration")

    p6, i6 = search_form("")
    p7, i7 = search_form("2415")
    math = [
        ("Calculus III", "MATH", "2415", "001", "4", "42630", "Nakamura, Jun", "MTWR", "9:05 AM - 9:55 AM", "Eckert Hall 101", "22 of 60 seats remain."),
        ("Calculus III", "MATH", "2415", "002", "4", "42631", "Osei, Kwame", "MW", "3:30 PM - 5:20 PM", "Eckert Hall 204", "9 of 45 seats remain."),
        ("Calculus III", "MATH", "2415", "003", "4", "42632", "Nakamura, Jun", "TR", "5:30 PM - 7:20 PM", "Eckert Hall 101", "31 of 60 seats remain."),
    ]
    p8, _ = results(math, [], "summary", "Registered", 15, "Subject: Mathematics | Course Number: 2415", mine=["41872", "41911"])
    turns = [
        (click(i0["add41872"]), p1),
        (click(i1["add41911"]), p2),
        (click(i2["tab_details"]), p3),
        (click(i3["tab_summary"]), p4),
        (click(i4["submit"]), p5),
        (click(i5["again"]), p6),
        (fill(i6["num"], "2415"), p7),
        (click(i7["search"]), p8),
    ]
    rs.add(task="web", tid="h32-web-12", system=SYSTEM, turns=turns,
           state=start("Register Maya Chen for Organic Chemistry I lecture section 001 and a lab section that fits, then look up Calculus III sections for Fall 2024.", p0),
           bad=True, turn=3, kind="meeting days of CRN 41872 differ from the search results")

# 13 Hotel booking site - clean
@traj
def t13(rs: RowSet) -> None:
    base = "https://www.roamly.com"
    rate = 1.085
    hotels = [
        ("h1", "Casa do Largo Boutique Hotel", "Alfama", "9.1 Superb", "1,284 reviews", 189, True, "0.9 km from center"),
        ("h2", "Hotel Miradouro Graça", "Graça", "8.6 Excellent", "2,032 reviews", 142, True, "1.4 km from center"),
        ("h3", "Lumen Baixa Suites", "Baixa", "8.9 Fabulous", "876 reviews", 216, False, "0.2 km from center"),
        ("h4", "Tagus Riverside Inn", "Cais do Sodré", "8.2 Very good", "3,410 reviews", 128, True, "1.1 km from center"),
        ("h5", "Bairro Alto Rooms & Hostel (private double)", "Bairro Alto", "8.4 Very good", "5,120 reviews", 96, False, "0.7 km from center"),
        ("h6", "Palácio Estrela Hotel", "Estrela", "9.3 Superb", "642 reviews", 265, True, "2.3 km from center"),
    ]

    def price(eur: float, cur: str) -> str:
        return f"€{eur:,.0f}" if cur == "EUR" else f"${round(eur * rate):,}"

    def form(t: Tree, cin: str, cout: str, cur: str) -> None:
        t.el(0, "banner", "")
        t.el(1, "link", "Roamly")
        t.el(1, "combobox", "Currency", value=cur, key="cur")
        t.el(1, "link", "List your property")
        t.el(1, "button", "Sign in")
        t.el(0, "search", "")
        t.el(1, "combobox", "Where are you going?", value="Lisbon, Portugal")
        t.el(1, "textbox", "Check-in date", value=cin, key="cin")
        t.el(1, "textbox", "Check-out date", value=cout, key="cout")
        t.el(1, "button", "2 adults · 0 children · 1 room")
        t.el(1, "button", "Search", key="search")

    def results(cout: str, nights: int, props: str, free: bool, sort: str, cur: str, shown_nights: int) -> tuple[str, dict[str, str]]:
        t = Tree(20)
        form(t, "09/12/2024", cout, cur)
        t.el(0, "main", "")
        t.el(1, "heading", f"Lisbon: {props} properties found", "level=1")
        t.el(1, "combobox", "Sort by", "hasPopup='listbox'", value=sort, key="sort")
        t.el(1, "complementary", "Filter by")
        t.el(2, "checkbox", "Free cancellation", cb(free), key="free")
        t.el(2, "checkbox", "Breakfast included", cb(False))
        t.el(2, "checkbox", "Guest rating 8+", cb(False))
        t.el(2, "checkbox", "Hotels", cb(False))
        t.el(2, "slider", "Maximum price per night", value=price(400, cur))
        rows = [h for h in hotels if (not free or h[6]) and not (shown_nights == 4 and h[0] == "h3")]
        if sort.startswith("Price"):
            rows = sorted(rows, key=lambda h: h[5])
        t.el(1, "list", "Search results")
        for hid, name, area, score, revs, eur, fc, dist in rows:
            total = eur * shown_nights + 8 * shown_nights
            t.el(2, "article", name)
            t.el(3, "link", name, key=hid)
            t.tx(3, f"{area}, Lisbon · {dist}", score, revs)
            t.tx(3, "Free cancellation · No prepayment needed" if fc else ("Pay at the property · Non-refundable" if hid == "h5" else "Non-refundable"))
            t.tx(3, f"{shown_nights} nights, 2 adults", f"{price(eur, cur)} per night", f"{price(total, cur)} total · includes taxes and charges")
            t.el(3, "button", "See availability")
        t.el(1, "navigation", "Pagination")
        t.el(2, "button", "Previous page", "disabled=True")
        t.el(2, "button", "1", "pressed=True")
        t.el(2, "button", "2")
        t.el(2, "button", "3")
        t.el(2, "button", "Next page")
        return t.out("Hotels in Lisbon · Roamly", f"{base}/search?dest=lisbon&checkin=2024-09-12&checkout={cout[6:]}-{cout[:2]}-{cout[3:5]}&adults=2&rooms=1"
                     + ("&fc=1" if free else "") + ("&sort=price" if sort.startswith("Price") else "") + f"&cur={cur}")

    p0, i0 = results("09/15/2024", 3, "312", False, "Our top picks", "EUR", 3)
    p1 = p0.replace("value='09/15/2024'", "value='09/16/2024'")
    i1 = i0
    p2, i2 = results("09/16/2024", 4, "298", False, "Our top picks", "EUR", 4)
    p3, i3 = results("09/16/2024", 4, "164", True, "Our top picks", "EUR", 4)
    p4, i4 = results("09/16/2024", 4, "164", True, "Price (lowest first)", "EUR", 4)
    p5, i5 = results("09/16/2024", 4, "164", True, "Price (lowest first)", "USD", 4)
    rooms = [("Standard Double Room, city view", 142, "Free cancellation before Sep 9, 2024", "1 double bed · 16 m²"),
             ("Superior Double Room with Balcony", 168, "Free cancellation before Sep 9, 2024", "1 queen bed · 21 m² · balcony · river view"),
             ("Junior Suite", 231, "Non-refundable", "1 king bed · 32 m² · sofa bed")]

    def hotel(qty: dict[int, str]) -> tuple[str, dict[str, str]]:
        t = Tree(20)
        form(t, "09/12/2024", "09/16/2024", "USD")
        t.el(0, "main", "")
        t.el(1, "heading", "Hotel Miradouro Graça", "level=1")
        t.tx(1, "Largo da Graça 83, Graça, 1170-165 Lisbon, Portugal", "8.6 Excellent · 2,032 reviews", "Location 9.2")
        t.el(1, "button", "Show on map")
        t.el(1, "region", "Most popular facilities")
        t.tx(2, "Free WiFi", "Rooftop terrace", "Airport shuttle", "Non-smoking rooms", "24-hour front desk")
        t.el(1, "heading", "Availability", "level=2")
        t.tx(1, "Thu, Sep 12, 2024 - Mon, Sep 16, 2024 · 4 nights · 2 adults")
        t.el(1, "table", "Rooms")
        t.el(2, "row", "")
        for hd in ("Room type", "Sleeps", "Price for 4 nights", "Your choices", "Select rooms"):
            t.el(3, "columnheader", hd)
        for k, (name, eur, pol, desc) in enumerate(rooms):
            t.el(2, "row", "")
            t.el(3, "cell", f"{name} {desc}")
            t.el(4, "link", name)
            t.el(3, "cell", "2 guests")
            t.el(3, "cell", f"{price(eur * 4 + 32, 'USD')} ({price(eur, 'USD')} per night, incl. city tax)")
            t.el(3, "cell", pol + (" · Breakfast €14 per person" if k < 2 else " · Breakfast included"))
            t.el(3, "cell", "")
            t.el(4, "combobox", f"Select rooms {name}", value=qty.get(k, "0"), key=f"q{k}")
        chosen = [(rooms[k], int(v)) for k, v in qty.items() if v != "0"]
        if chosen:
            (name, eur, _, _), n = chosen[0]
            t.tx(1, f"{n} room for", f"{price(eur * 4 + 32, 'USD')}", "Includes taxes and charges")
        t.el(1, "button", "I'll reserve", *(() if chosen else ("disabled=True",)), key="reserve")
        t.tx(1, "You won't be charged yet")
        return t.out("Hotel Miradouro Graça, Lisbon – Updated 2024 Prices · Roamly", f"{base}/hotel/pt/miradouro-graca?checkin=2024-09-12&checkout=2024-09-16&adults=2&cur=USD")

    p6, i6 = hotel({})
    p7, i7 = hotel({1: "1"})
    sup = rooms[1][1] * 4 + 32

    def details(name: str, email: str) -> tuple[str, dict[str, str]]:
        t = Tree(20)
        t.el(0, "banner", "")
        t.el(1, "link", "Roamly")
        t.tx(1, "1 Your selection", "2 Your details (current)", "3 Final step")
        t.el(0, "main", "")
        t.el(1, "region", "Your booking details")
        t.tx(2, "Hotel Miradouro Graça", "Check-in Thu, Sep 12, 2024 from 3:00 PM", "Check-out Mon, Sep 16, 2024 until 11:00 AM", "Total length of stay: 4 nights",
             "You selected 1 room for 2 adults: Superior Double Room with Balcony")
        t.el(1, "region", "Your price summary")
        t.tx(2, f"Price {price(sup, 'USD')}", f"€{sup:,} at the property's currency", "Includes €32 city tax (€4 per person per night)",
             "The price in USD is an estimate; you'll pay in EUR at the property.")
        t.el(1, "heading", "Enter your details", "level=2")
        t.el(1, "textbox", "Full name", "required", value=name, key="name")
        t.el(1, "textbox", "Email address", "required", value=email, key="email")
        t.el(1, "combobox", "Country/region", value="United States")
        t.el(1, "textbox", "Phone number", value="+1 312 555 0176")
        t.el(1, "radiogroup", "Who are you booking for?")
        t.el(2, "radio", "I'm the main guest", cb(True))
        t.el(2, "radio", "I'm booking for someone else", cb(False))
        t.el(1, "textbox", "Special requests (optional)", "multiline", value="")
        t.el(1, "combobox", "Estimated arrival time", value="I don't know")
        t.el(1, "button", "Complete booking", key="book")
        return t.out("Your details · Roamly", f"{base}/book/details?hotel=miradouro-graca&room=superior-balcony&session=bk_5f81c2")

    p8, i8 = details("", "")
    p9, i9 = details("Elena Marsh", "")
    p10, i10 = details("Elena Marsh", "elena.marsh@protonmail.com")

    def confirmed() -> tuple[str, dict[str, str]]:
        t = Tree(20)
        t.el(0, "banner", "")
        t.el(1, "link", "Roamly")
        t.el(1, "link", "My bookings")
        t.el(0, "main", "")
        t.el(1, "heading", "Your booking in Lisbon is confirmed.", "level=1")
        t.tx(1, "Hotel Miradouro Graça is expecting you on Sep 12.", "Confirmation number: 4417.208.931", "PIN code: 7382",
             "We sent your confirmation email to elena.marsh@protonmail.com")
        t.table(1, ["", ""], [["Check-in", "Thu, Sep 12, 2024 (3:00 PM - 11:00 PM)"], ["Check-out", "Mon, Sep 16, 2024 (until 11:00 AM)"],
                              ["Room", "Superior Double Room with Balcony"], ["Guests", "2 adults"],
                              ["Price", f"€{sup:,} (approx. {price(sup, 'USD')})"], ["Payment", "You'll pay at the property"],
                              ["Cancellation", "Free cancellation until 11:59 PM on Sep 8, 2024"]])
        t.el(1, "button", "Change dates")
        t.el(1, "button", "Cancel booking")
        t.el(1, "link", "Print confirmation")
        return t.out("Booking confirmed · Roamly", f"{base}/confirmation/4417208931")

    p11, _ = confirmed()
    turns = [
        (fill(i0["cout"], "09/16/2024"), p1),
        (click(i1["search"]), p2),
        (click(i2["free"]), p3),
        (select(i3["sort"], "Price (lowest first)"), p4),
        (select(i4["cur"], "USD"), p5),
        (click(i5["h2"]), p6),
        (select(i6["q1"], "1"), p7),
        (click(i7["reserve"]), p8),
        (fill(i8["name"], "Elena Marsh"), p9),
        (fill(i9["email"], "elena.marsh@protonmail.com"), p10),
        (click(i10["book"]), p11),
    ]
    rs.add(task="web", tid="h32-web-13", system=SYSTEM, turns=turns,
           state=start("Book a free-cancellation double room in Lisbon for Elena Marsh, Sep 12-16 (4 nights, 2 adults); she prefers Graça and a balcony, and wants prices in USD.", p0))

# 14 Restaurant online ordering - bad
@traj
def t14(rs: RowSet) -> None:
    base = "https://order.basilandember.com"
    loc = ("Elm Street", "1820 Elm St, Boulder, CO 80302")
    menu = [
        ("Starters", [("Charred Broccolini", "lemon, chili, pecorino", 11.00), ("Meatballs al Forno", "san marzano, ricotta, grilled bread", 14.00),
                      ("Garlic Knots (6)", "parsley butter, parmesan", 8.00)]),
        ("Wood-fired pizza", [("Margherita D.O.P.", "san marzano, fior di latte, basil", 16.00), ("Hot Honey Soppressata", "mozzarella, calabrian chili, honey", 19.00),
                              ("Funghi Bianca", "roasted mushrooms, fontina, thyme, garlic cream", 18.00), ("Vegan Verde", "pesto, zucchini, cashew ricotta", 17.00)]),
        ("Pasta", [("Cacio e Pepe", "tonnarelli, pecorino, black pepper", 17.00), ("Rigatoni alla Vodka", "calabrian chili, cream", 18.00)]),
        ("Drinks", [("San Pellegrino 750 ml", "", 5.00), ("House Lemonade", "", 4.50)]),
    ]

    def header(t: Tree, bag: list[tuple[str, float]]) -> None:
        t.el(0, "banner", "")
        t.el(1, "link", "Basil & Ember")
        t.el(1, "button", f"Pickup · {loc[0]}", "hasPopup='dialog'")
        t.tx(1, loc[1])
        t.el(1, "button", "ASAP (20-30 min)", "hasPopup='dialog'")
        t.el(1, "button", "Sam W.", "hasPopup='menu'")
        total = sum(p for _, p in bag)
        t.el(1, "button", f"Order: {len(bag)} {'item' if len(bag) == 1 else 'items'} · ${total:.2f}" if bag else "Order: empty", key="bag")
        if bag:
            t.el(1, "button", "Checkout", key="checkout")

    def page(bag: list[tuple[str, float]], modal: dict[str, Any] | None = None, toast: str = "") -> tuple[str, dict[str, str]]:
        t = Tree(70)
        header(t, bag)
        t.el(0, "navigation", "Menu categories")
        for cat, _ in menu:
            t.el(1, "link", cat)
        t.el(0, "main", "")
        t.tx(1, "Open today 11:00 AM - 9:30 PM · Pickup orders ready in 20-30 min")
        for cat, items in menu:
            t.el(1, "heading", cat, "level=2")
            for name, desc, pr in items:
                t.el(2, "button", f"{name} {desc} ${pr:.2f}".replace("  ", " "), key=f"it_{name}")
                t.el(2, "button", f"Quick add {name}", key=f"qa_{name}")
        if toast:
            t.el(0, "status", "")
            t.tx(1, toast)
        if modal is not None:
            size, oil = modal["size"], modal["oil"]
            pr = (22.00 if size == "16\"" else 16.00) + (1.50 if oil else 0)
            t.el(0, "dialog", "Margherita D.O.P.", "modal=True")
            t.el(1, "button", "Close")
            t.el(1, "heading", "Margherita D.O.P.", "level=2")
            t.tx(1, "San Marzano tomato, fior di latte, basil, extra virgin olive oil. Wood-fired at 900°F.")
            t.el(1, "radiogroup", "Size (required)")
            t.el(2, "radio", "12\" $16.00", cb(size == "12\""), key="s12")
            t.el(2, "radio", "16\" $22.00", cb(size == "16\""), key="s16")
            t.el(1, "group", "Add-ons (optional)")
            t.el(2, "checkbox", "Burrata +$5.00", cb(False))
            t.el(2, "checkbox", "Extra basil +$1.00", cb(False))
            t.el(2, "checkbox", "Calabrian chili oil +$1.50", cb(oil), key="oil")
            t.el(2, "checkbox", "Gluten-free crust (12\" only) +$3.00", cb(False), *(("disabled=True",) if size == "16\"" else ()))
            t.el(1, "textbox", "Special instructions", "multiline", value="")
            t.el(1, "button", "Decrease quantity", "disabled=True")
            t.tx(1, "1")
            t.el(1, "button", "Increase quantity")
            t.el(1, "button", f"Add to order ${pr:.2f}", key="add")
        return t.out("Basil & Ember - Elm Street | Order Online", f"{base}/elm-street/menu" + ("?item=margherita-dop" if modal else ""))

    p0, i0 = page([])
    p1, i1 = page([], {"size": "12\"", "oil": False})
    p2, i2 = page([], {"size": "16\"", "oil": False})
    p3, i3 = page([], {"size": "16\"", "oil": True})
    bag1 = [("Margherita D.O.P. (16\", Calabrian chili oil)", 23.50)]
    p4, i4 = page(bag1, toast="Added Margherita D.O.P. to your order")
    bag2 = [*bag1, ("Charred Broccolini", 11.00)]
    p5, i5 = page(bag2, toast="Added Charred Broccolini to your order")
    sub = sum(p for _, p in bag2)
    tax = round(sub * 0.08845, 2)
    tip = round(sub * 0.15, 2)
    total = round(sub + tax + tip, 2)

    def checkout() -> tuple[str, dict[str, str]]:
        t = Tree(70)
        t.el(0, "banner", "")
        t.el(1, "link", "Basil & Ember")
        t.el(1, "link", "Back to menu")
        t.el(0, "main", "")
        t.el(1, "heading", "Checkout", "level=1")
        t.el(1, "region", "Pickup details")
        t.tx(2, f"Pickup from {loc[0]}", loc[1], "ASAP · Estimated ready 6:52 PM")
        t.el(2, "button", "Change")
        t.el(1, "region", "Your info")
        t.el(2, "textbox", "Name", value="Sam Whitaker")
        t.el(2, "textbox", "Phone", value="(303) 555-0128")
        t.el(2, "textbox", "Email", value="sam.whitaker@outlook.com")
        t.el(2, "checkbox", "Text me order updates", cb(True))
        t.el(1, "region", "Order summary")
        for name, pr in bag2:
            t.tx(2, f"1 × {name}", f"${pr:.2f}")
            t.el(2, "button", f"Edit {name.split(' (')[0]}")
            t.el(2, "button", f"Remove {name.split(' (')[0]}")
        t.el(2, "checkbox", "Include utensils and napkins", cb(False))
        t.el(1, "radiogroup", "Add a tip")
        for pct in ("10%", "15%", "20%", "Custom", "No tip"):
            t.el(2, "radio", pct, cb(pct == "15%"))
        t.el(1, "radiogroup", "Payment")
        t.el(2, "radio", "Mastercard ending 0552", cb(True))
        t.el(2, "radio", "Apple Pay", cb(False))
        t.el(2, "radio", "Pay in store", cb(False))
        t.tx(1, f"Subtotal ${sub:.2f}", f"Tax ${tax:.2f}", f"Tip (15%) ${tip:.2f}", f"Total ${total:.2f}")
        t.el(1, "button", f"Place order · ${total:.2f}", key="place")
        return t.out("Checkout | Basil & Ember", f"{base}/elm-street/checkout")

    def placed() -> tuple[str, dict[str, str]]:
        t = Tree(70)
        t.el(0, "banner", "")
        t.el(1, "link", "Basil & Ember")
        t.el(0, "main", "")
        t.el(1, "heading", "Thanks, Sam! Your order is in.", "level=1")
        t.tx(1, "Order #BE-20417", "Received 6:24 PM · Estimated ready 6:52 PM")
        t.el(1, "progressbar", "Order status", "valuenow=1", "valuemin=0", "valuemax=3")
        t.tx(1, "Received → Preparing → Ready for pickup")
        t.el(1, "region", "Pickup")
        t.tx(2, "Basil & Ember Pearl Street", "1107 Pearl St, Boulder, CO 80302", "Pick up at the host stand; bring your order number.")
        t.el(2, "link", "Get directions")
        t.el(2, "link", "Call (303) 555-0164")
        t.el(1, "region", "Receipt")
        for name, pr in bag2:
            t.tx(2, f"1 × {name}", f"${pr:.2f}")
        t.tx(2, f"Subtotal ${sub:.2f}", f"Tax ${tax:.2f}", f"Tip ${tip:.2f}", f"Total ${total:.2f}", "Charged to Mastercard ending 0552")
        t.tx(1, "We'll text (303) 555-0128 when your order is ready.")
        t.el(1, "button", "Cancel order")
        t.el(1, "link", "Order again")
        return t.out("Order confirmed | Basil & Ember", f"{base}/orders/BE-20417")

    p6, i6 = checkout()
    p7, _ = placed()
    turns = [
        (click(i0["it_Margherita D.O.P."]), p1),
        (click(i1["s16"]), p2),
        (click(i2["oil"]), p3),
        (click(i3["add"]), p4),
        (click(i4["qa_Charred Broccolini"]), p5),
        (click(i5["checkout"]), p6),
        (click(i6["place"]), p7),
    ]
    rs.add(task="web", tid="h32-web-14", system=SYSTEM, turns=turns,
           state=start("Order a 16-inch Margherita with chili oil and the charred broccolini for pickup at Basil & Ember on Elm Street, paying with the saved card.", p0),
           bad=True, turn=7, kind="confirmation names a different pickup location than the one selected")

# 15 Event ticketing site - clean
@traj
def t15(rs: RowSet) -> None:
    base = "https://www.tixhub.com"
    ev = "The Marigold Assembly: Summer Tour 2024"
    when = "Sat, Aug 17, 2024 · 7:30 PM"
    venue = "Riverside Amphitheater, Sacramento, CA"

    def head(t: Tree) -> None:
        t.el(0, "banner", "")
        t.el(1, "link", "TixHub")
        t.el(1, "searchbox", "Search artists, venues, events", value="")
        t.el(1, "link", "My tickets", key="mytix")
        t.el(1, "button", "Jordan P.", "hasPopup='menu'")

    def sections(qty: str, counts: dict[str, str]) -> tuple[str, dict[str, str]]:
        t = Tree(30)
        head(t)
        t.el(0, "main", "")
        t.el(1, "heading", ev, "level=1")
        t.tx(1, when, venue, "Doors 6:00 PM · All ages · Opening act: Low Tide Choir")
        t.el(1, "combobox", "Quantity", "hasPopup='listbox'", value=qty, key="qty")
        t.el(1, "checkbox", "Show prices with estimated fees", cb(False))
        t.el(1, "img", "Venue map")
        t.table(1, ["Section", "Price", "Availability", ""], [
            ["Pit GA (standing)", "$89.50", counts["pit"], ("button", "Select Pit GA", "sec_pit")],
            ["Section 101", "$74.00", counts["101"], ("button", "Select Section 101", "sec_101")],
            ["Section 102", "$74.00", counts["102"], ("button", "Select Section 102", "sec_102")],
            ["Section 103", "$64.00", counts["103"], ("button", "Select Section 103", "sec_103")],
            ["Lawn GA", "$42.00", counts["lawn"], ("button", "Select Lawn GA", "sec_lawn")],
        ])
        t.tx(1, "Prices do not include fees. Limit 6 tickets per customer.")
        return t.out(f"{ev} Tickets · TixHub", f"{base}/event/marigold-assembly-sacramento-2024-08-17/E1F0-6C2A" + (f"?qty={qty}" if qty != "1" else ""))

    c1 = {"pit": "Only 14 left", "101": "52 available", "102": "38 available", "103": "61 available", "lawn": "400+ available"}
    c2 = {"pit": "Only 11 left", "101": "50 available", "102": "37 available", "103": "61 available", "lawn": "400+ available"}
    p0, i0 = sections("1", c1)
    p1, i1 = sections("2", c2)

    def seats() -> tuple[str, dict[str, str]]:
        t = Tree(30)
        head(t)
        t.el(0, "main", "")
        t.el(1, "link", "Back to sections")
        t.el(1, "heading", "Section 102 · 2 tickets", "level=1")
        t.tx(1, when, venue)
        t.table(1, ["Row", "Seats", "Price each", ""], [
            ["K", "7-8", "$74.00", ("button", "Select Row K, Seats 7-8", "rowK")],
            ["M", "15-16", "$74.00", ("button", "Select Row M, Seats 15-16", "rowM")],
            ["P", "3-4 (aisle)", "$74.00", ("button", "Select Row P, Seats 3-4", "rowP")],
            ["T", "21-22", "$74.00", ("button", "Select Row T, Seats 21-22", "rowT")],
        ])
        return t.out("Section 102 · TixHub", f"{base}/event/marigold-assembly-sacramento-2024-08-17/E1F0-6C2A/section/102?qty=2")

    p2, i2 = seats()
    sub, svc, fac, proc = 148.00, 26.90, 8.00, 3.95
    total = sub + svc + fac + proc

    def cart(timer: str, ins: str | None, pay: bool) -> tuple[str, dict[str, str]]:
        t = Tree(30)
        head(t)
        t.el(0, "main", "")
        t.el(1, "timer", "")
        t.tx(2, f"Your tickets are held. Time remaining {timer}")
        t.el(1, "heading", "Payment" if pay else "Checkout", "level=1")
        t.el(1, "region", "Order summary")
        t.tx(2, ev, when, venue, "Section 102 · Row K · Seats 7-8", "Mobile tickets")
        t.tx(2, f"Tickets: 2 × $74.00 ${sub:.2f}", f"Service fee: 2 × $13.45 ${svc:.2f}", f"Facility charge: 2 × $4.00 ${fac:.2f}",
             f"Order processing fee ${proc:.2f}", f"Total ${total:.2f}")
        if not pay:
            t.el(1, "radiogroup", "Protect your purchase: ticket insurance $14.90")
            t.el(2, "radio", "Yes, protect my tickets", cb(ins == "yes"))
            t.el(2, "radio", "No thanks", cb(ins == "no"), key="noins")
            t.el(1, "radiogroup", "Delivery")
            t.el(2, "radio", "Mobile tickets (free)", cb(True))
            t.el(1, "button", "Continue to payment", *(() if ins else ("disabled=True",)), key="cont")
        else:
            t.el(1, "radiogroup", "Payment method")
            t.el(2, "radio", "Visa ending 2290 (exp 03/26)", cb(True))
            t.el(2, "radio", "PayPal", cb(False))
            t.el(2, "radio", "Add a new card", cb(False))
            t.el(1, "checkbox", "I agree to the Terms of Use and Purchase Policy", cb(True))
            t.el(1, "button", f"Place order ${total:.2f}", key="place")
        t.el(1, "button", "Release tickets")
        return t.out("Checkout · TixHub", f"{base}/checkout/{'payment' if pay else 'review'}/CK-9Q4T7M")

    p3, i3 = cart("9:58", None, False)
    p4, i4 = cart("9:21", "no", False)
    p5, i5 = cart("8:40", "no", True)

    def confirmed() -> tuple[str, dict[str, str]]:
        t = Tree(30)
        head(t)
        t.el(0, "main", "")
        t.el(1, "heading", "You're going!", "level=1")
        t.tx(1, "Order #TH-58K2-77QJ", f"Placed Jun 11, 2024 · Total ${total:.2f} charged to Visa ending 2290",
             "We emailed your receipt to jordan.pike@icloud.com.", "Section 102 · Row K · Seats 7-8 · 2 mobile tickets")
        t.el(1, "link", "View tickets", key="view")
        t.el(1, "button", "Add to calendar")
        t.el(1, "link", "Parking at Riverside Amphitheater")
        return t.out("Order confirmed · TixHub", f"{base}/order/TH-58K2-77QJ/confirmation")

    def mytix() -> tuple[str, dict[str, str]]:
        t = Tree(30)
        head(t)
        t.el(0, "main", "")
        t.el(1, "heading", "My tickets", "level=1")
        t.el(1, "tablist", "")
        t.el(2, "tab", "Upcoming (2)", "selected=True")
        t.el(2, "tab", "Past (7)", "selected=False")
        t.el(1, "article", "")
        t.tx(2, "SAT AUG 17", ev, venue, "Order #TH-58K2-77QJ · 2 tickets · Section 102, Row K, Seats 7-8", "Mobile entry: tickets unlock in the TixHub app 24 hours before doors.")
        t.el(2, "button", "Transfer")
        t.el(2, "button", "Sell")
        t.el(2, "button", "Add to Apple Wallet", "disabled=True")
        t.el(1, "article", "")
        t.tx(2, "FRI SEP 27", "Khruangbin with Men I Trust", "Golden 1 Center, Sacramento, CA", "Order #TH-41C9-20ME · 2 tickets · Section 112, Row F, Seats 11-12")
        t.el(2, "button", "Transfer")
        t.el(2, "button", "Sell")
        t.el(2, "button", "Add to Apple Wallet", "disabled=True")
        return t.out("My tickets · TixHub", f"{base}/account/tickets")

    p6, i6 = confirmed()
    p7, _ = mytix()
    turns = [
        (select(i0["qty"], "2"), p1),
        (click(i1["sec_102"]), p2),
        (click(i2["rowK"]), p3),
        (click(i3["noins"]), p4),
        (click(i4["cont"]), p5),
        (click(i5["place"]), p6),
        (click(i6["view"]), p7),
    ]
    rs.add(task="web", tid="h32-web-15", system=SYSTEM, turns=turns,
           state=start("Buy two seats together in Section 102 for The Marigold Assembly in Sacramento on Aug 17, no insurance, with the saved Visa.", p0))

# 16 Job board - bad
@traj
def t16(rs: RowSet) -> None:
    base = "https://www.hirewell.io"
    old, new = "Remote data engineer", "Data Engineer – Remote US"

    def head(t: Tree, menu: bool = False) -> None:
        t.el(0, "banner", "")
        t.el(1, "link", "Hirewell")
        for lab in ("Find jobs", "Companies", "Salaries", "Saved"):
            t.el(1, "link", lab, key=f"nav_{lab}")
        t.el(1, "button", "Notifications 5")
        t.el(1, "button", "Noah Fischer", "hasPopup='menu'", f"expanded={menu}", key="me")
        if menu:
            t.el(2, "menu", "")
            for lab in ("Profile", "My applications", "Saved jobs", "Saved searches", "Job alerts", "Settings", "Sign out"):
                t.el(3, "menuitem", lab, key=f"mi_{lab}")

    searches0 = [
        [old, "data engineer", "Remote (US)", "Full-time · $140k+", "Daily email", "12 new"],
        ["Analytics eng Chicago", "analytics engineer", "Chicago, IL (25 mi)", "Hybrid", "Weekly email", "3 new"],
        ["Staff DE - fintech", "staff data engineer fintech", "Anywhere", "—", "Off", "0 new"],
    ]

    def saved(rows: list[list[str]], edit: dict[str, str] | None = None, toast: str = "") -> tuple[str, dict[str, str]]:
        t = Tree(20)
        head(t)
        t.el(0, "main", "")
        t.el(1, "heading", "Saved searches", "level=1")
        t.tx(1, f"{len(rows)} of 10 saved searches")
        t.el(1, "table", "")
        t.el(2, "row", "")
        for hd in ("Name", "Keywords", "Location", "Filters", "Alert", "New since last visit", "Actions"):
            t.el(3, "columnheader", hd)
        for k, r in enumerate(rows):
            t.el(2, "row", "")
            t.el(3, "cell", r[0])
            t.el(4, "link", r[0])
            for v in r[1:]:
                t.el(3, "cell", v)
            t.el(3, "cell", "")
            t.el(4, "button", f"Run {r[0]}", key=f"run{k}")
            t.el(4, "button", f"Edit {r[0]}", key=f"edit{k}")
            t.el(4, "button", f"Delete {r[0]}")
        if toast:
            t.el(0, "status", "")
            t.tx(1, toast)
        if edit is not None:
            t.el(0, "dialog", "Edit saved search", "modal=True")
            t.el(1, "textbox", "Search name", "required", *(("focused",) if edit["name"] != old else ()), value=edit["name"], key="name")
            t.el(1, "textbox", "Keywords", value="data engineer")
            t.el(1, "combobox", "Location", value="Remote (US)")
            t.el(1, "combobox", "Job type", value="Full-time")
            t.el(1, "combobox", "Minimum salary", value="$140,000")
            t.el(1, "combobox", "Email alerts", "hasPopup='listbox'", value=edit["freq"], key="freq")
            t.el(1, "button", "Save changes", key="save")
            t.el(1, "button", "Cancel")
        return t.out("Saved searches | Hirewell", f"{base}/saved-searches")

    p0, i0 = saved(searches0)
    p1, i1 = saved(searches0, {"name": old, "freq": "Daily"})
    p2, i2 = saved(searches0, {"name": new, "freq": "Daily"})
    p3, i3 = saved(searches0, {"name": new, "freq": "Weekly"})
    rows4 = [[new, *searches0[0][1:4], "Weekly email", "12 new"], searches0[1], searches0[2]]
    p4, i4 = saved(rows4, toast="Saved search updated.")
    jobs = [
        ("j1", "Senior Data Engineer", "Lumio Health", "Remote (US)", "$165k - $195k", "2 days ago", "Easy apply"),
        ("j2", "Data Engineer II", "Parcelwise", "Remote (US)", "$140k - $160k", "1 day ago", ""),
        ("j3", "Data Engineer, Platform", "Crestmark Bank", "Remote (US, ET hours)", "$150k - $175k", "3 hours ago", "Easy apply"),
        ("j4", "Senior Data Engineer (Streaming)", "Tallwave Energy", "Remote (US)", "$170k - $200k", "4 days ago", ""),
        ("j5", "Data Engineer", "Northbeam Analytics", "Remote (US)", "$145k - $165k", "5 days ago", "Easy apply"),
        ("j6", "Lead Data Engineer", "Corvid Security", "Remote (US)", "$185k - $215k", "1 week ago", ""),
        ("j7", "Data Engineer, Marketplace", "Shopfront", "Remote (US/Canada)", "$150k - $180k", "1 week ago", "Easy apply"),
    ]

    def results() -> tuple[str, dict[str, str]]:
        t = Tree(20)
        head(t)
        t.el(0, "search", "")
        t.el(1, "textbox", "Job title, keywords, or company", value="data engineer")
        t.el(1, "combobox", "Location", value="Remote (US)")
        t.el(1, "button", "Search")
        t.el(0, "main", "")
        t.el(1, "heading", f"{new} · 214 jobs", "level=1")
        t.tx(1, "Filters: Full-time · $140k+ · Remote (US)", "Sorted by relevance")
        t.el(1, "list", "")
        for jid, title, co, loc, pay, age, easy in jobs:
            t.el(2, "listitem", "")
            t.el(3, "link", f"{title} at {co}", key=jid)
            t.tx(3, co, loc, pay, age)
            if easy:
                t.tx(3, easy)
            t.el(3, "button", f"Save {title} at {co}")
        t.el(1, "button", "Load more jobs")
        return t.out(f"{new} jobs | Hirewell", f"{base}/jobs?q=data+engineer&l=remote-us&jt=fulltime&sal=140000&ss=ss_58213")

    def job(saved_: bool, menu: bool = False) -> tuple[str, dict[str, str]]:
        t = Tree(20)
        head(t, menu)
        t.el(0, "main", "")
        t.el(1, "link", "Back to results")
        t.el(1, "heading", "Senior Data Engineer", "level=1")
        t.el(1, "link", "Lumio Health")
        t.tx(1, "Remote (US) · Full-time · $165,000 - $195,000 a year", "Posted 2 days ago · 86 applicants")
        t.el(1, "button", "Easy apply")
        t.el(1, "button", "Saved" if saved_ else "Save", "pressed=True" if saved_ else "pressed=False", key="save")
        t.el(1, "button", "Share")
        t.el(1, "heading", "About the role", "level=2")
        t.tx(1, "Lumio Health builds remote patient monitoring for cardiology practices. You'll own our ingestion and warehouse layer: Kafka → Flink → Snowflake, dbt models for clinical and billing data, and the data contracts with our device partners.")
        t.el(1, "heading", "What you'll do", "level=2")
        t.el(1, "list", "")
        for li in ("Design and run streaming pipelines handling ~40k device events per second",
                   "Own dbt project structure, testing and CI for 300+ models",
                   "Partner with the compliance team on HIPAA audit logging and retention",
                   "Mentor two mid-level data engineers"):
            t.el(2, "listitem", li)
        t.el(1, "heading", "Requirements", "level=2")
        t.tx(1, "6+ years in data engineering; production Kafka or Kinesis; strong SQL and Python; Snowflake or BigQuery; experience with PHI is a plus.")
        t.el(1, "heading", "Benefits", "level=2")
        t.tx(1, "Medical, dental, vision · 401(k) with 4% match · $1,500 home office stipend · 20 days PTO + company holidays")
        return t.out("Senior Data Engineer - Lumio Health | Hirewell", f"{base}/jobs/view/8834127-senior-data-engineer-lumio-health")

    def alerts() -> tuple[str, dict[str, str]]:
        t = Tree(20)
        head(t)
        t.el(0, "navigation", "Settings")
        for lab in ("Account", "Job alerts", "Saved jobs", "Privacy", "Email preferences"):
            t.el(1, "link", lab, key=f"set_{lab}")
        t.el(0, "main", "")
        t.el(1, "heading", "Job alerts", "level=1")
        t.tx(1, "Alerts are sent to noah.fischer@hey.com")
        t.el(1, "table", "")
        t.el(2, "row", "")
        for hd in ("Alert", "Frequency", "Channel", "Last sent", "On"):
            t.el(3, "columnheader", hd)
        for name, freq, ch, last, on in (("Remote data engineer", "Weekly", "Email", "Jun 11, 2024 7:00 AM", True),
                                        ("Analytics eng Chicago", "Weekly", "Email", "Jun 10, 2024 7:00 AM", True),
                                        ("Staff DE - fintech", "—", "—", "Never", False),
                                        ("Recommended jobs digest", "Weekly", "Email", "Jun 9, 2024 9:00 AM", True)):
            t.el(2, "row", "")
            t.el(3, "cell", name)
            t.el(3, "cell", freq)
            t.el(3, "cell", ch)
            t.el(3, "cell", last)
            t.el(3, "cell", "")
            t.el(4, "switch", f"Alerts for {name}", cb(on))
        t.el(1, "checkbox", "Also send alerts as push notifications in the Hirewell app", cb(False))
        return t.out("Job alerts | Hirewell", f"{base}/settings/alerts")

    def saved_jobs() -> tuple[str, dict[str, str]]:
        t = Tree(20)
        head(t)
        t.el(0, "navigation", "Settings")
        for lab in ("Account", "Job alerts", "Saved jobs", "Privacy", "Email preferences"):
            t.el(1, "link", lab)
        t.el(0, "main", "")
        t.el(1, "heading", "Saved jobs (4)", "level=1")
        t.table(1, ["Job", "Company", "Location", "Saved", "Status"], [
            [("link", "Senior Data Engineer", "sj1"), "Lumio Health", "Remote (US)", "Just now", "Not applied"],
            [("link", "Analytics Engineer", "sj2"), "Brightwheel Logistics", "Chicago, IL (hybrid)", "Jun 4, 2024", "Applied Jun 5"],
            [("link", "Senior Analytics Engineer", "sj3"), "Oakline Insurance", "Chicago, IL", "May 29, 2024", "Not applied"],
            [("link", "Data Engineer", "sj4"), "Fernway", "Remote (US)", "May 21, 2024", "Position closed"],
        ])
        return t.out("Saved jobs | Hirewell", f"{base}/settings/saved-jobs")

    p5, i5 = results()
    p6, i6 = job(False)
    p7, i7 = job(True)
    p8, i8 = job(True, menu=True)
    p9, i9 = alerts()
    p10, _ = saved_jobs()
    turns = [
        (click(i0["edit0"]), p1),
        (fill(i1["name"], new), p2),
        (select(i2["freq"], "Weekly"), p3),
        (click(i3["save"]), p4),
        (click(i4["run0"]), p5),
        (click(i5["j1"]), p6),
        (click(i6["save"]), p7),
        (click(i7["me"]), p8),
        (click(i8["mi_Job alerts"]), p9),
        (click(i9["set_Saved jobs"]), p10),
    ]
    rs.add(task="web", tid="h32-web-16", system=SYSTEM, turns=turns,
           state=start("On Hirewell, rename the 'Remote data engineer' saved search to 'Data Engineer – Remote US' with weekly alerts, save the Lumio Health senior role from it, and check the alert settings.", p0),
           bad=True, turn=9, kind="renamed saved search still listed under its old name on the alerts page")

# 17 Recipe site - clean
@traj
def t17(rs: RowSet) -> None:
    base = "https://www.simmerandsage.com"
    ing4 = ["1 1/2 lb (680 g) boneless, skinless chicken thighs, cut into 1-inch pieces", "1 cup (245 g) plain whole-milk yogurt", "2 tbsp lemon juice",
            "1 tbsp garam masala", "2 tsp ground cumin", "1 tsp kosher salt", "3 tbsp ghee or unsalted butter", "1 large yellow onion, diced",
            "4 cloves garlic, minced", "1 tbsp grated fresh ginger", "1 can (28 oz / 794 g) crushed tomatoes", "3/4 cup (180 ml) heavy cream",
            "1/4 cup chopped cilantro"]
    ing6 = ["2 1/4 lb (1.02 kg) boneless, skinless chicken thighs, cut into 1-inch pieces", "1 1/2 cups (368 g) plain whole-milk yogurt", "3 tbsp lemon juice",
            "1 1/2 tbsp garam masala", "1 tbsp ground cumin", "1 1/2 tsp kosher salt", "4 1/2 tbsp ghee or unsalted butter", "1 1/2 large yellow onions, diced",
            "6 cloves garlic, minced", "1 1/2 tbsp grated fresh ginger", "1 1/2 cans (42 oz / 1.19 kg) crushed tomatoes", "1 cup + 2 tbsp (270 ml) heavy cream",
            "6 tbsp chopped cilantro"]
    ing6m = ["1.02 kg boneless, skinless chicken thighs, cut into 2.5 cm pieces", "368 g plain whole-milk yogurt", "45 ml lemon juice",
             "1 1/2 tbsp garam masala", "1 tbsp ground cumin", "1 1/2 tsp kosher salt", "63 g ghee or unsalted butter", "1 1/2 large yellow onions, diced",
             "6 cloves garlic, minced", "1 1/2 tbsp grated fresh ginger", "1.19 kg crushed tomatoes", "270 ml heavy cream", "6 tbsp chopped cilantro"]
    reviews_help = [("Deb K.", "5 stars", "Apr 2, 2023", "Made this for the third time. I marinate overnight and broil the chicken before adding to the sauce. 412 people found this helpful"),
                    ("marcus_cooks", "4 stars", "Nov 18, 2023", "Great base. I'd double the ginger and add a pinch of kasuri methi at the end. 288 people found this helpful"),
                    ("Priya S.", "5 stars", "Jan 7, 2024", "Closest to restaurant-style I've managed at home. Don't skip blooming the spices in ghee. 201 people found this helpful"),
                    ("Tom H.", "3 stars", "Feb 20, 2024", "Sauce was a bit thin for us; simmered 10 extra minutes uncovered. 97 people found this helpful")]
    reviews_new = [("Lena R.", "5 stars", "2 minutes ago", "Doubled it for a potluck, gone in 20 minutes. Used coconut cream instead of heavy cream. 0 people found this helpful"),
                   ("gw_in_austin", "4 stars", "Jun 10, 2024", "Good weeknight version. Mine needed more salt at the end. 2 people found this helpful"),
                   ("Hannah B.", "5 stars", "Jun 9, 2024", "Kids loved it. Made it milder with half the garam masala. 5 people found this helpful"),
                   ("Oscar M.", "4 stars", "Jun 7, 2024", "Chicken breast works too, just cut the simmer time to 8 minutes. 3 people found this helpful")]

    def page(servings: str, metric: bool, ings: list[str], saved: str, dialog: bool, reviews: str, ratings: str, nrev: str) -> tuple[str, dict[str, str]]:
        t = Tree(40)
        t.el(0, "banner", "")
        t.el(1, "link", "Simmer & Sage")
        for lab in ("Recipes", "Weeknight", "Baking", "Meal prep", "My collections"):
            t.el(1, "link", lab)
        t.el(1, "searchbox", "Search recipes", value="")
        t.el(1, "button", "Account: cheflin88", "hasPopup='menu'")
        t.el(0, "main", "")
        t.el(1, "heading", "Weeknight Chicken Tikka Masala", "level=1")
        t.tx(1, f"4.7 out of 5 stars ({ratings} ratings)")
        t.el(1, "link", f"Reviews ({nrev})", key="revlink")
        t.tx(1, "By Anjali Rao · Updated Mar 3, 2024", "Prep 20 min · Cook 35 min · Total 55 min")
        t.el(1, "button", "Saved" if saved else "Save", "pressed=True" if saved else "pressed=False", key="save")
        t.el(1, "button", "Print")
        t.el(1, "button", "Share")
        t.el(1, "heading", "Ingredients", "level=2")
        t.el(1, "combobox", "Servings", "hasPopup='listbox'", value=servings, key="serv")
        t.el(1, "radiogroup", "Units")
        t.el(2, "radio", "US", cb(not metric))
        t.el(2, "radio", "Metric", cb(metric), key="metric")
        t.el(1, "list", "")
        for ing in ings:
            t.el(2, "listitem", "")
            t.el(3, "checkbox", ing, cb(False))
        t.el(1, "heading", "Instructions", "level=2")
        t.el(1, "list", "")
        for k, step in enumerate(("Stir yogurt, lemon juice, half the garam masala, the cumin and salt in a bowl; add chicken and marinate at least 30 minutes.",
                                  "Broil the chicken on a foil-lined sheet 6-8 minutes until charred at the edges.",
                                  "Melt ghee in a Dutch oven over medium heat; cook onion until golden, 8-10 minutes. Add garlic, ginger and remaining garam masala; cook 1 minute.",
                                  "Add tomatoes, simmer 15 minutes. Stir in cream and chicken; simmer 10 minutes more. Finish with cilantro."), 1):
            t.el(2, "listitem", f"Step {k}")
            t.tx(3, step)
        t.el(1, "heading", "Nutrition (per serving)", "level=2")
        t.tx(1, "Calories 512", "Fat 31 g", "Carbs 18 g", "Protein 41 g", "Sodium 860 mg")
        t.el(1, "heading", f"Reviews ({nrev})", "level=2")
        t.el(1, "combobox", "Sort reviews", "hasPopup='listbox'", value=reviews, key="sort")
        t.el(1, "button", "Write a review")
        for who, stars, when, body in (reviews_help if reviews == "Most helpful" else reviews_new):
            t.el(1, "article", "")
            t.tx(2, who, stars, when, body)
            t.el(2, "button", "Helpful")
        t.el(1, "button", "Load more reviews")
        if saved and not dialog:
            t.el(0, "status", "")
            t.tx(1, f"Saved to {saved}")
            t.el(1, "link", "View collection", key="viewcol")
        if dialog:
            t.el(0, "dialog", "Save to a collection", "modal=True")
            t.el(1, "button", "Weeknight dinners (23 recipes)", key="c_week")
            t.el(1, "button", "Meal prep (9 recipes)")
            t.el(1, "button", "Indian favorites (14 recipes)")
            t.el(1, "button", "New collection")
            t.el(1, "button", "Close")
        return t.out("Weeknight Chicken Tikka Masala Recipe | Simmer & Sage", f"{base}/recipes/weeknight-chicken-tikka-masala" + ("#reviews" if reviews != "Most helpful" or nrev == "" else ""))

    p0, i0 = page("4", False, ing4, "", False, "Most helpful", "2,318", "611")
    p1, i1 = page("6", False, ing6, "", False, "Most helpful", "2,318", "611")
    p2, i2 = page("6", True, ing6m, "", False, "Most helpful", "2,318", "611")
    p3, i3 = page("6", True, ing6m, "", True, "Most helpful", "2,318", "611")
    p4, i4 = page("6", True, ing6m, "Weeknight dinners", False, "Most helpful", "2,318", "611")
    p5, i5 = page("6", True, ing6m, "Weeknight dinners", False, "Newest", "2,319", "612")

    def collection() -> tuple[str, dict[str, str]]:
        t = Tree(40)
        t.el(0, "banner", "")
        t.el(1, "link", "Simmer & Sage")
        for lab in ("Recipes", "Weeknight", "Baking", "Meal prep", "My collections"):
            t.el(1, "link", lab)
        t.el(1, "searchbox", "Search recipes", value="")
        t.el(1, "button", "Account: cheflin88", "hasPopup='menu'")
        t.el(0, "main", "")
        t.el(1, "heading", "Weeknight dinners", "level=1")
        t.tx(1, "24 recipes · Private")
        t.el(1, "button", "Edit collection")
        t.el(1, "combobox", "Sort", value="Recently added")
        t.el(1, "list", "")
        for name, meta in (("Weeknight Chicken Tikka Masala", "4.7 · 55 min · Added just now"),
                           ("Sheet-Pan Gnocchi with Sausage and Peppers", "4.6 · 35 min · Added Jun 2, 2024"),
                           ("15-Minute Garlic Butter Shrimp", "4.8 · 15 min · Added May 28, 2024"),
                           ("One-Pot Lemon Orzo with Spinach", "4.5 · 25 min · Added May 14, 2024"),
                           ("Korean Beef Rice Bowls", "4.7 · 30 min · Added Apr 30, 2024"),
                           ("Black Bean Enchilada Skillet", "4.4 · 30 min · Added Apr 11, 2024")):
            t.el(2, "listitem", "")
            t.el(3, "link", name)
            t.tx(3, meta)
            t.el(3, "button", f"Remove {name}")
        t.el(1, "button", "Show more (18)")
        return t.out("Weeknight dinners | My collections | Simmer & Sage", f"{base}/collections/cheflin88/weeknight-dinners")

    p6, _ = collection()
    turns = [
        (select(i0["serv"], "6"), p1),
        (click(i1["metric"]), p2),
        (click(i2["save"]), p3),
        (click(i3["c_week"]), p4),
        (select(i4["sort"], "Newest"), p5),
        (click(i5["viewcol"]), p6),
    ]
    rs.add(task="web", tid="h32-web-17", system=SYSTEM, turns=turns,
           state=start("Scale the tikka masala recipe to 6 servings in metric, save it to the Weeknight dinners collection, and read the newest reviews.", p0))

# 18 Online banking - bad
@traj
def t18(rs: RowSet) -> None:
    base = "https://online.northmarkcu.org"
    chk = "Everyday Checking ••4821 ($3,214.57)"
    sav = "High-Yield Savings ••0937 ($12,880.10)"

    def head(t: Tree) -> None:
        t.el(0, "banner", "")
        t.el(1, "link", "Northmark Credit Union")
        for lab in ("Accounts", "Transfer & Pay", "Bill Pay", "Cards", "Statements", "Messages"):
            t.el(1, "link", lab, key=f"nav_{lab}")
        t.el(1, "button", "Grace Liu", "hasPopup='menu'")
        t.el(1, "button", "Sign out")

    def foot(t: Tree) -> None:
        t.el(0, "contentinfo", "")
        t.tx(1, "Federally insured by NCUA. Equal Housing Opportunity. Routing number 302075830.")
        t.el(1, "link", "Privacy")
        t.el(1, "link", "Contact us")

    def accounts() -> tuple[str, dict[str, str]]:
        t = Tree(50)
        head(t)
        t.el(0, "main", "")
        t.el(1, "heading", "Accounts", "level=1")
        t.tx(1, "Good afternoon, Grace. Last login Jun 10, 2024 at 8:14 PM")
        t.table(1, ["Account", "Available balance", "Current balance", ""], [
            [("link", "Everyday Checking ••4821", "a1"), "$3,214.57", "$3,289.57", "1 pending"],
            [("link", "High-Yield Savings ••0937", "a2"), "$12,880.10", "$12,880.10", "4.10% APY"],
            [("link", "Visa Signature ••6604", "a3"), "$9,257.82 credit available", "$742.18", "Min. $35.00 due Jun 25"],
        ])
        t.el(1, "heading", "Recent activity: Everyday Checking ••4821", "level=2")
        t.table(1, ["Date", "Description", "Amount", "Balance"], [
            ["Pending", "SAFEWAY #1963 DENVER CO", "-$75.00", ""],
            ["06/10/2024", "ACH CREDIT PAYROLL BRIGHTSIDE DENTAL", "$2,486.19", "$3,289.57"],
            ["06/09/2024", "KING SOOPERS #0021 DENVER CO", "-$63.41", "$803.38"],
            ["06/07/2024", "ACH DEBIT XCEL ENERGY AUTOPAY", "-$118.44", "$866.79"],
            ["06/05/2024", "TRANSFER TO SAVINGS ••0937", "-$200.00", "$985.23"],
            ["06/03/2024", "ZELLE TO MARIA LIU", "-$150.00", "$1,185.23"],
        ])
        foot(t)
        return t.out("Accounts | Northmark Credit Union", f"{base}/accounts")

    def transfer(frm: str, to: str, amt: str, date: str) -> tuple[str, dict[str, str]]:
        t = Tree(50)
        head(t)
        t.el(0, "main", "")
        t.el(1, "heading", "Transfer money", "level=1")
        t.el(1, "combobox", "From", "hasPopup='listbox'", "required", value=frm or "Select an account", key="from")
        t.el(1, "combobox", "To", "hasPopup='listbox'", "required", value=to or "Select an account", key="to")
        t.el(1, "textbox", "Amount", "required", value=amt, key="amt")
        t.el(1, "combobox", "Frequency", value="One time")
        t.el(1, "textbox", "Date (MM/DD/YYYY)", value=date or "06/11/2024", key="date")
        t.el(1, "textbox", "Memo (optional)", value="")
        t.el(1, "button", "Continue", *(() if frm and to and amt else ("disabled=True",)), key="cont")
        t.el(1, "button", "Cancel")
        t.el(1, "heading", "Scheduled transfers", "level=2")
        t.table(1, ["From", "To", "Amount", "Frequency", "Next date", ""], [
            ["Everyday Checking ••4821", "High-Yield Savings ••0937", "$200.00", "Monthly on the 5th", "07/05/2024", ("button", "Edit", "e1")],
        ])
        foot(t)
        return t.out("Transfer money | Northmark Credit Union", f"{base}/transfers/new")

    def review() -> tuple[str, dict[str, str]]:
        t = Tree(50)
        head(t)
        t.el(0, "main", "")
        t.el(1, "heading", "Review transfer", "level=1")
        t.table(1, ["", ""], [["From", "Everyday Checking ••4821"], ["To", "High-Yield Savings ••0937"], ["Amount", "$450.00"],
                              ["Frequency", "One time"], ["Date", "Fri, 06/14/2024"], ["Memo", "—"]])
        t.tx(1, "Transfers scheduled for a future date are processed at 6:00 AM MT on that date. Savings accounts are limited to 6 withdrawals per statement cycle.")
        t.el(1, "button", "Submit transfer", key="submit")
        t.el(1, "button", "Edit")
        t.el(1, "button", "Cancel")
        foot(t)
        return t.out("Review transfer | Northmark Credit Union", f"{base}/transfers/review")

    def done() -> tuple[str, dict[str, str]]:
        t = Tree(50)
        head(t)
        t.el(0, "main", "")
        t.el(1, "status", "")
        t.tx(2, "Your transfer has been scheduled.")
        t.el(1, "heading", "Transfer confirmation", "level=1")
        t.table(1, ["", ""], [["Confirmation", "TRF-24061183307"], ["From", "Everyday Checking ••4821"], ["To", "High-Yield Savings ••0937"],
                              ["Amount", "$540.00"], ["Frequency", "One time"], ["Date", "Fri, 06/14/2024"], ["Submitted", "06/11/2024 3:42 PM MT"]])
        t.el(1, "button", "Print")
        t.el(1, "link", "Make another transfer")
        t.el(1, "link", "View scheduled transfers")
        foot(t)
        return t.out("Transfer confirmation | Northmark Credit Union", f"{base}/transfers/confirmation/TRF-24061183307")

    payees = [("Xcel Energy", "••2291", "$118.44 on 06/07/2024 (ACH debit)"), ("Comcast Xfinity", "••8830", "$89.99 on 05/28/2024"),
              ("Denver Water", "••4410", "$62.13 on 05/22/2024"), ("Northmark Visa Signature", "••6604", "$510.00 on 05/24/2024")]

    def billpay(form: str | None, amt: str = "") -> tuple[str, dict[str, str]]:
        t = Tree(50)
        head(t)
        t.el(0, "main", "")
        t.el(1, "heading", "Bill Pay", "level=1")
        t.el(1, "button", "Add a payee")
        t.el(1, "table", "Payees")
        t.el(2, "row", "")
        for hd in ("Payee", "Account", "Last payment", ""):
            t.el(3, "columnheader", hd)
        for k, (name, acct, last) in enumerate(payees):
            t.el(2, "row", "")
            t.el(3, "cell", name)
            t.el(3, "cell", acct)
            t.el(3, "cell", last)
            t.el(3, "cell", "")
            t.el(4, "button", f"Pay {name}", key=f"pay{k}")
            if form == name:
                t.el(2, "row", "")
                t.el(3, "cell", "")
                t.el(4, "combobox", "Pay from", value="Everyday Checking ••4821")
                t.el(4, "textbox", "Amount", "required", *(("focused",) if amt else ()), value=amt, key="amt")
                t.el(4, "textbox", "Deliver by", value="06/14/2024")
                t.tx(4, "Earliest delivery: 06/14/2024 (electronic)")
                t.el(4, "textbox", "Memo", value="")
                t.el(4, "button", "Review payment", *(() if amt else ("disabled=True",)), key="rev")
                t.el(4, "button", "Cancel")
        t.el(1, "heading", "Upcoming bill payments", "level=2")
        t.tx(1, "No bill payments scheduled.")
        foot(t)
        return t.out("Bill Pay | Northmark Credit Union", f"{base}/billpay")

    def bp_review(done_: bool) -> tuple[str, dict[str, str]]:
        t = Tree(50)
        head(t)
        t.el(0, "main", "")
        if done_:
            t.el(1, "status", "")
            t.tx(2, "Payment scheduled. Confirmation BP-6612904.")
        t.el(1, "heading", "Payment scheduled" if done_ else "Review payment", "level=1")
        t.table(1, ["", ""], [["Payee", "Xcel Energy (••2291)"], ["Pay from", "Everyday Checking ••4821"], ["Amount", "$131.27"],
                              ["Deliver by", "Fri, 06/14/2024"], ["Method", "Electronic"], *([["Confirmation", "BP-6612904"]] if done_ else [])])
        if done_:
            t.el(1, "link", "Back to Bill Pay")
            t.el(1, "link", "Add an eBill for Xcel Energy")
        else:
            t.el(1, "button", "Submit payment", key="submit")
            t.el(1, "button", "Edit")
        foot(t)
        return t.out(("Payment scheduled" if done_ else "Review payment") + " | Northmark Credit Union", f"{base}/billpay/" + ("confirmation/BP-6612904" if done_ else "review"))

    p0, i0 = accounts()
    p1, i1 = transfer("", "", "", "")
    p2, i2 = transfer(chk, "", "", "")
    p3, i3 = transfer(chk, sav, "", "")
    p4, i4 = transfer(chk, sav, "450.00", "")
    p5, i5 = transfer(chk, sav, "450.00", "06/14/2024")
    p6, i6 = review()
    p7, i7 = done()
    p8, i8 = billpay(None)
    p9, i9 = billpay("Xcel Energy")
    p10, i10 = billpay("Xcel Energy", "131.27")
    p11, i11 = bp_review(False)
    p12, _ = bp_review(True)
    turns = [
        (click(i0["nav_Transfer & Pay"]), p1),
        (select(i1["from"], chk), p2),
        (select(i2["to"], sav), p3),
        (fill(i3["amt"], "450.00"), p4),
        (fill(i4["date"], "06/14/2024"), p5),
        (click(i5["cont"]), p6),
        (click(i6["submit"]), p7),
        (click(i7["nav_Bill Pay"]), p8),
        (click(i8["pay0"]), p9),
        (fill(i9["amt"], "131.27"), p10),
        (click(i10["rev"]), p11),
        (click(i11["submit"]), p12),
    ]
    rs.add(task="web", tid="h32-web-18", system=SYSTEM, turns=turns,
           state=start("Schedule a one-time $450 transfer from checking to savings for Friday 06/14, then pay this month's Xcel Energy bill of $131.27 from checking.", p0),
           bad=True, turn=7, kind="confirmed transfer amount differs from the amount entered and reviewed")

# 19 Payroll employee portal - clean
@traj
def t19(rs: RowSet) -> None:
    base = "https://ee.paycrest.com/halvorsen"
    gross = 3076.92
    taxes = [("Federal Income Tax", 331.45), ("Social Security", 190.77), ("Medicare", 44.62), ("CO State Income Tax", 118.42), ("CO FAMLI", 13.85)]
    deds = [("401(k) 6%", 184.62), ("Medical - Anthem PPO", 96.15), ("Dental - Delta", 12.40)]
    net = round(gross - sum(v for _, v in taxes) - sum(v for _, v in deds), 2)
    dates = ["06/07/2024", "05/24/2024", "05/10/2024", "04/26/2024", "04/12/2024", "03/29/2024", "03/15/2024", "03/01/2024", "02/16/2024", "02/02/2024", "01/19/2024", "01/05/2024"]
    periods = ["05/19/2024 - 06/01/2024", "05/05/2024 - 05/18/2024", "04/21/2024 - 05/04/2024", "04/07/2024 - 04/20/2024", "03/24/2024 - 04/06/2024",
               "03/10/2024 - 03/23/2024", "02/25/2024 - 03/09/2024", "02/11/2024 - 02/24/2024", "01/28/2024 - 02/10/2024", "01/14/2024 - 01/27/2024",
               "12/31/2023 - 01/13/2024", "12/17/2023 - 12/30/2023"]

    def head(t: Tree) -> None:
        t.el(0, "banner", "")
        t.el(1, "link", "PayCrest")
        t.tx(1, "Halvorsen Logistics, Inc.")
        t.el(1, "button", "Marcus Bell", "hasPopup='menu'")
        t.el(0, "navigation", "Employee menu")
        for lab in ("Home", "Pay statements", "Direct deposit", "Tax withholding", "W-2 / tax forms", "Time off", "Personal info"):
            t.el(1, "link", lab, key=f"nav_{lab}")

    def stmts(page: int) -> tuple[str, dict[str, str]]:
        t = Tree(30)
        head(t)
        t.el(0, "main", "")
        t.el(1, "heading", "Pay statements", "level=1")
        t.el(1, "combobox", "Year", value="2024")
        t.el(1, "table", "")
        t.el(2, "row", "")
        for hd in ("Pay date", "Pay period", "Gross pay", "Net pay", "Advice #", ""):
            t.el(3, "columnheader", hd)
        lo, hi = (0, 10) if page == 1 else (10, 12)
        for k in range(lo, hi):
            t.el(2, "row", "")
            t.el(3, "cell", dates[k])
            t.el(4, "link", dates[k], key=f"st{k}")
            t.el(3, "cell", periods[k])
            t.el(3, "cell", f"${gross:,.2f}")
            t.el(3, "cell", f"${net:,.2f}")
            t.el(3, "cell", f"DD{884412 - 37 * k}")
            t.el(3, "cell", "")
            t.el(4, "link", f"Download PDF {dates[k]}")
        t.tx(1, f"{lo + 1}-{hi} of 12")
        t.el(1, "button", "Previous page", *(("disabled=True",) if page == 1 else ()), key="prev")
        t.el(1, "button", "Next page", *(("disabled=True",) if page == 2 else ()), key="next")
        return t.out("Pay statements | PayCrest", f"{base}/pay-statements?year=2024&page={page}")

    def detail() -> tuple[str, dict[str, str]]:
        t = Tree(30)
        head(t)
        t.el(0, "main", "")
        t.el(1, "link", "Back to pay statements")
        t.el(1, "heading", "Pay statement · 06/07/2024", "level=1")
        t.tx(1, "Advice # DD884412", "Pay period 05/19/2024 - 06/01/2024", "Salaried · Exempt · Annual salary $80,000.00")
        t.table(1, ["Earnings", "Hours", "Current", "YTD"], [["Regular salary", "80.00", f"${gross:,.2f}", f"${gross * 12:,.2f}"],
                                                            ["Total gross", "", f"${gross:,.2f}", f"${gross * 12:,.2f}"]])
        t.table(1, ["Taxes", "Current", "YTD"], [[n, f"${v:,.2f}", f"${v * 12:,.2f}"] for n, v in taxes])
        t.table(1, ["Deductions", "Current", "YTD"], [[n, f"${v:,.2f}", f"${v * 12:,.2f}"] for n, v in deds])
        t.table(1, ["Net pay distribution", "Account", "Amount"], [["Ent Credit Union (Savings)", "••3318", "$200.00"],
                                                                  ["JPMorgan Chase (Checking)", "••7702", f"${net - 200:,.2f}"],
                                                                  ["Net pay", "", f"${net:,.2f}"]])
        t.el(1, "button", "Download PDF")
        return t.out("Pay statement 06/07/2024 | PayCrest", f"{base}/pay-statements/DD884412")

    def deposit(edit: str | None, pending: bool) -> tuple[str, dict[str, str]]:
        t = Tree(30)
        head(t)
        t.el(0, "main", "")
        t.el(1, "heading", "Direct deposit", "level=1")
        if pending:
            t.el(1, "status", "")
            t.tx(2, "Your change was saved. It takes effect with the 06/21/2024 pay date; your 06/21 pay statement will reflect it.")
        t.el(1, "table", "")
        t.el(2, "row", "")
        for hd in ("Order", "Bank", "Account", "Type", "Deposit amount", "Status", ""):
            t.el(3, "columnheader", hd)
        t.el(2, "row", "")
        for v in ("1", "Ent Credit Union", "••3318", "Savings"):
            t.el(3, "cell", v)
        if edit is not None:
            t.el(3, "cell", "")
            t.el(4, "combobox", "Amount type", value="Flat amount")
            t.el(4, "textbox", "Amount", "focused", "required", value=edit, key="amt")
            t.el(3, "cell", "Active")
            t.el(3, "cell", "")
            t.el(4, "button", "Save", key="save")
            t.el(4, "button", "Cancel")
        else:
            t.el(3, "cell", "$200.00 (changing to $350.00 on 06/21/2024)" if pending else "$200.00")
            t.el(3, "cell", "Pending change" if pending else "Active")
            t.el(3, "cell", "")
            t.el(4, "button", "Edit Ent Credit Union ••3318", key="edit1")
        t.el(2, "row", "")
        for v in ("2", "JPMorgan Chase", "••7702", "Checking", "Remainder of net pay", "Active", ""):
            t.el(3, "cell", v)
        t.el(1, "button", "Add account")
        t.tx(1, "Changes submitted after 5:00 PM CT on Monday of a pay week take effect the following pay date.")
        return t.out("Direct deposit | PayCrest", f"{base}/direct-deposit")

    def w4() -> tuple[str, dict[str, str]]:
        t = Tree(30)
        head(t)
        t.el(0, "main", "")
        t.el(1, "heading", "Tax withholding", "level=1")
        t.el(1, "heading", "Federal (Form W-4, 2020 or later)", "level=2")
        t.table(1, ["Field", "Value"], [["Filing status", "Single or Married filing separately"], ["Step 2: Multiple jobs", "No"],
                                        ["Step 3: Dependents amount", "$0.00"], ["Step 4(a): Other income", "$0.00"], ["Step 4(b): Deductions", "$0.00"],
                                        ["Step 4(c): Extra withholding", "$0.00"], ["Last updated", "01/08/2023"]])
        t.el(1, "button", "Edit federal withholding")
        t.el(1, "heading", "Colorado (DR 0004)", "level=2")
        t.table(1, ["Field", "Value"], [["Annual withholding allowance", "$0.00 (uses federal W-4)"], ["Additional withholding", "$0.00"]])
        t.el(1, "button", "Edit state withholding")
        return t.out("Tax withholding | PayCrest", f"{base}/tax-withholding")

    def pto() -> tuple[str, dict[str, str]]:
        t = Tree(30)
        head(t)
        t.el(0, "main", "")
        t.el(1, "heading", "Time off", "level=1")
        t.table(1, ["Plan", "Available", "Accrual per pay period", "Used YTD", "As of"], [
            ["Paid time off", "62.50 hours", "4.62 hours", "24.00 hours", "06/07/2024"],
            ["Sick leave (CO HFWA)", "21.33 hours", "1.33 hours", "0.00 hours", "06/07/2024"],
        ])
        t.el(1, "button", "Request time off")
        t.el(1, "heading", "Upcoming requests", "level=2")
        t.table(1, ["Dates", "Plan", "Hours", "Status"], [["07/03/2024 - 07/05/2024", "Paid time off", "16.00", "Approved"]])
        return t.out("Time off | PayCrest", f"{base}/time-off")

    p0 = Tree(30)
    head(p0)
    p0.el(0, "main", "")
    p0.el(1, "heading", "Welcome, Marcus", "level=1")
    p0.el(1, "region", "Latest pay")
    p0.tx(2, "Pay date 06/07/2024", f"Net pay ${net:,.2f}", "Next pay date 06/21/2024")
    p0.el(1, "region", "Tasks")
    p0.tx(2, "Confirm your 2024 benefits beneficiaries (due 06/30/2024)")
    s0, i0 = p0.out("Home | PayCrest", f"{base}/home")
    p1, i1 = stmts(1)
    p2, i2 = detail()
    p3, i3 = stmts(1)
    p4, i4 = stmts(2)
    p5, i5 = deposit(None, False)
    p6, i6 = deposit("200.00", False)
    p7, i7 = deposit("350.00", False)
    p8, i8 = deposit(None, True)
    p9, i9 = w4()
    p10, _ = pto()
    turns = [
        (click(i0["nav_Pay statements"]), p1),
        (click(i1["st0"]), p2),
        ("go_back()", p3),
        (click(i3["next"]), p4),
        (click(i4["nav_Direct deposit"]), p5),
        (click(i5["edit1"]), p6),
        (fill(i6["amt"], "350.00"), p7),
        (click(i7["save"]), p8),
        (click(i8["nav_Tax withholding"]), p9),
        (click(i9["nav_Time off"]), p10),
    ]
    rs.add(task="web", tid="h32-web-19", system=SYSTEM, turns=turns,
           state=start("In PayCrest, review Marcus's latest pay statement and this year's earliest ones, raise the savings direct deposit to $350 per paycheck, and check his withholding and PTO balance.", s0))

# 20 Volunteer shift scheduler - bad
@traj
def t20(rs: RowSet) -> None:
    base = "https://volunteer.riversidefoodbank.org"
    mine0 = [("Sat, Jun 15", "8:00 AM - 11:00 AM", "Warehouse sorting", "Main warehouse"),
             ("Wed, Jun 19", "5:30 PM - 8:30 PM", "Mobile pantry - Eastside", "Eastside Community Center"),
             ("Sat, Jun 29", "8:00 AM - 11:00 AM", "Warehouse sorting", "Main warehouse")]
    new = ("Thu, Jun 20", "9:00 AM - 12:00 PM", "Senior box packing", "Main warehouse")

    def head(t: Tree) -> None:
        t.el(0, "banner", "")
        t.el(1, "link", "Riverside Food Bank Volunteer Hub")
        for lab in ("Dashboard", "Find shifts", "My shifts", "Messages", "Hours log"):
            t.el(1, "link", lab, key=f"nav_{lab}")
        t.el(1, "button", "Kwame Boateng", "hasPopup='menu'")

    def dashboard() -> tuple[str, dict[str, str]]:
        t = Tree(30)
        head(t)
        t.el(0, "main", "")
        t.el(1, "heading", "Welcome back, Kwame", "level=1")
        t.el(1, "region", "My June commitment")
        t.tx(2, "3 shifts · 9.0 hours", "Goal: 12 hours per month")
        t.el(2, "progressbar", "Monthly goal", "valuenow=75", "valuemin=0", "valuemax=100")
        t.el(1, "region", "Upcoming shifts")
        for d, tm, role, where in mine0:
            t.tx(2, f"{d} · {tm} · {role} · {where}")
        t.el(1, "region", "Your impact in 2024")
        t.tx(2, "46.5 hours served · 14 shifts · about 3,900 meals packed")
        return t.out("Dashboard | Riverside Food Bank Volunteer Hub", f"{base}/dashboard")

    shifts = [
        ("s1", "Mon, Jun 17", "9:00 AM - 12:00 PM", "Warehouse sorting", "Main warehouse", 10, 10),
        ("s2", "Tue, Jun 18", "1:00 PM - 4:00 PM", "Client choice pantry", "Riverside pantry", 5, 6),
        ("s3", "Wed, Jun 19", "5:30 PM - 8:30 PM", "Mobile pantry - Eastside", "Eastside Community Center", 9, 12),
        ("s4", "Thu, Jun 20", "9:00 AM - 12:00 PM", "Senior box packing", "Main warehouse", 3, 8),
        ("s5", "Fri, Jun 21", "12:30 PM - 3:30 PM", "Produce rescue pickup (driver)", "Main warehouse", 1, 3),
        ("s6", "Sat, Jun 22", "8:00 AM - 11:00 AM", "Warehouse sorting", "Main warehouse", 12, 15),
        ("s7", "Sat, Jun 22", "11:30 AM - 2:30 PM", "Warehouse sorting", "Main warehouse", 6, 15),
    ]

    def find(signed: bool, dialog: str | None) -> tuple[str, dict[str, str]]:
        t = Tree(30)
        head(t)
        t.el(0, "main", "")
        t.el(1, "heading", "Find shifts", "level=1")
        t.el(1, "button", "Previous week")
        t.tx(1, "Jun 17 - Jun 23, 2024")
        t.el(1, "button", "Next week")
        t.el(1, "combobox", "Location", value="All locations")
        t.el(1, "combobox", "Role", value="All roles")
        if signed:
            t.el(1, "status", "")
            t.tx(2, "You're signed up for Senior box packing on Thu, Jun 20. A confirmation email is on its way.")
        t.el(1, "table", "")
        t.el(2, "row", "")
        for hd in ("Date", "Time", "Role", "Location", "Volunteers", ""):
            t.el(3, "columnheader", hd)
        for sid, d, tm, role, where, filled, cap in shifts:
            mine_ = sid == "s3" or (signed and sid == "s4")
            f = filled + (1 if signed and sid == "s4" else 0)
            t.el(2, "row", "")
            for v in (d, tm, role, where, f"{f} of {cap} filled"):
                t.el(3, "cell", v)
            t.el(3, "cell", "")
            if mine_:
                t.tx(4, "You're signed up")
                t.el(4, "button", f"Cancel sign-up {role} {d}")
            elif f >= cap:
                t.el(4, "button", "Full - join waitlist")
            else:
                t.el(4, "button", f"Sign up {role} {d}", key=f"su_{sid}")
        if dialog is not None:
            t.el(0, "dialog", "Confirm sign-up", "modal=True")
            t.tx(1, "Senior box packing", "Thu, Jun 20, 2024 · 9:00 AM - 12:00 PM (3 hours)", "Main warehouse, 2150 Industrial Pkwy, Door 4")
            t.tx(1, "Lifting up to 30 lb. Closed-toe shoes required. Minimum age 14 (under 18 with a guardian).")
            t.el(1, "checkbox", "I have completed the Riverside food safety orientation", "required", cb(dialog == "checked"), key="ack")
            t.el(1, "button", "Confirm", *(() if dialog == "checked" else ("disabled=True",)), key="confirm")
            t.el(1, "button", "Cancel")
        return t.out("Find shifts | Riverside Food Bank Volunteer Hub", f"{base}/shifts?week=2024-06-17")

    def myshifts() -> tuple[str, dict[str, str]]:
        t = Tree(30)
        head(t)
        t.el(0, "main", "")
        t.el(1, "heading", "My shifts", "level=1")
        t.tx(1, "June: 4 shifts · 9.0 hours")
        allm = sorted([*mine0, new], key=lambda x: int(x[0].split()[-1]))
        t.table(1, ["Date", "Time", "Role", "Location", ""], [[d, tm, role, where, ("link", f"Details {role} {d}", f"det_{d.split()[-1]}")] for d, tm, role, where in allm])
        t.el(1, "heading", "Past shifts", "level=2")
        t.table(1, ["Date", "Role", "Hours", "Verified"], [["Fri, May 31", "Mobile pantry - Eastside", "3.0", "Yes"], ["Tue, May 28", "Client choice pantry", "3.0", "Yes"],
                                                          ["Sat, May 25", "Warehouse sorting", "3.5", "Yes"]])
        return t.out("My shifts | Riverside Food Bank Volunteer Hub", f"{base}/my-shifts")

    def details(cal: str) -> tuple[str, dict[str, str]]:
        t = Tree(30)
        head(t)
        t.el(0, "main", "")
        t.el(1, "link", "Back to My shifts")
        t.el(1, "heading", "Senior box packing", "level=1")
        t.tx(1, "Thu, Jun 20, 2024 · 9:00 AM - 12:00 PM", "Main warehouse, 2150 Industrial Pkwy, Door 4", "Park in the gravel lot east of the loading dock.",
             "Coordinator: Ana Lucero · (951) 555-0173 · alucero@riversidefoodbank.org",
             "You'll assemble CSFP boxes for seniors: shelf-stable milk, cereal, canned protein and produce. Closed-toe shoes required; gloves and aprons provided.")
        t.el(1, "button", "Add to calendar", "hasPopup='menu'", f"expanded={cal == 'open'}", key="cal")
        if cal == "open":
            t.el(2, "menu", "")
            for lab in ("Google Calendar", "Outlook.com", "Apple Calendar (.ics)"):
                t.el(3, "menuitem", lab, key=f"cal_{lab}")
        if cal == "done":
            t.el(1, "status", "")
            t.tx(2, "Downloaded rfb-shift-2024-06-20-senior-box-packing.ics")
        t.el(1, "button", "Cancel sign-up")
        t.el(1, "button", "Message coordinator")
        return t.out("Senior box packing, Jun 20 | Riverside Food Bank Volunteer Hub", f"{base}/shifts/s-2024-0620-0900-sbp")

    def messages() -> tuple[str, dict[str, str]]:
        t = Tree(30)
        head(t)
        t.el(0, "main", "")
        t.el(1, "heading", "Messages", "level=1")
        t.table(1, ["From", "Subject", "Received"], [
            [("link", "Volunteer Hub", "m1"), "Sign-up confirmed: Senior box packing, Thu Jun 20", "Just now"],
            [("link", "Ana Lucero", "m2"), "June schedule is posted, thank you for May!", "Jun 2"],
            [("link", "Volunteer Hub", "m3"), "Reminder: Mobile pantry - Eastside, Fri May 31 at 5:30 PM", "May 30"],
            [("link", "Derek Olsen", "m4"), "Mobile pantry route change for June", "Jun 3"],
        ])
        return t.out("Messages | Riverside Food Bank Volunteer Hub", f"{base}/messages")

    p0, i0 = dashboard()
    p1, i1 = find(False, None)
    p2, i2 = find(False, "unchecked")
    p3, i3 = find(False, "checked")
    p4, i4 = find(True, None)
    p5, i5 = myshifts()
    p6, i6 = details("closed")
    p7, i7 = details("open")
    p8, i8 = details("done")
    p9, _ = messages()
    turns = [
        (click(i0["nav_Find shifts"]), p1),
        (click(i1["su_s4"]), p2),
        (click(i2["ack"]), p3),
        (click(i3["confirm"]), p4),
        (click(i4["nav_My shifts"]), p5),
        (click(i5["det_20"]), p6),
        (click(i6["cal"]), p7),
        (click(i7["cal_Apple Calendar (.ics)"]), p8),
        (click(i8["nav_Messages"]), p9),
    ]
    rs.add(task="web", tid="h32-web-20", system=SYSTEM, turns=turns,
           state=start("Sign Kwame up for one more 3-hour shift next week to reach his 12-hour June goal, add it to his calendar, and check for the confirmation message.", p0),
           bad=True, turn=5, kind="June hours total not updated after signing up for a 3-hour shift")

# 21 WordPress admin comments - clean
@traj
def t21(rs: RowSet) -> None:
    site, me = "Hollow Pine Journal", "Rae Donnelly"
    base = "https://hollowpine.com/wp-admin"
    C = {
        "jess": ("Jess Navarro", "jess.nav@gmail.com", "Does the 65L fit a bear canister vertically? BV500 specifically.", "Gear Review: Ridgeline 65 Pack", "2024/06/11 at 9:42 am"),
        "spam1": ("cheapjerseys4u", "sales@jersey-outlet-wholesale.biz", "Best quality jerseys wholesale, free shipping worldwide, visit our shop today!!", "Trail Running in the Cascades", "2024/06/11 at 8:15 am"),
        "mark": ("Mark T.", "mtorres@fastmail.fm", "Great writeup. We did the Enchantments in mid-September and the larches were just turning.", "Enchantments Permit Lottery Tips", "2024/06/10 at 10:03 pm"),
        "sara": ("Sara Lindqvist", "sara.lindqvist@outlook.com", "Could you do one on winter layering for kids?", "Layering 101: Base, Mid, Shell", "2024/06/10 at 6:47 pm"),
        "ben": ("Ben O.", "ben.okafor@protonmail.com", "The link to the stove comparison table is broken.", "Backpacking Stove Showdown 2024", "2024/06/10 at 2:21 pm"),
        "priy": ("Priyanka", "priyanka.r@yahoo.com", "Thanks! Ordered the 2P version.", "Tent Review: Cirrus UL2", "2024/06/09 at 11:58 am"),
        "spam2": ("loanfast_247", "approve@loanfast247.net", "Need cash fast? Instant approval, no credit check.", "Layering 101: Base, Mid, Shell", "2024/06/09 at 4:30 am"),
        "owen": ("Owen Reyes", "owen.reyes@icloud.com", "Is the Ridgeline 65 available in a tall torso size?", "Gear Review: Ridgeline 65 Pack", "2024/06/11 at 10:31 am"),
        "reply": (me, "rae@hollowpine.com", "Thanks Ben, fixed! The comparison table is back at the bottom of the post.", "Backpacking Stove Showdown 2024", "2024/06/11 at 10:24 am"),
        "hal": ("Hal W.", "halw@comcast.net", "Used the Cirrus on the Wonderland Trail, held up fine in two nights of rain.", "Tent Review: Cirrus UL2", "2024/06/08 at 7:12 pm"),
        "mine1": (me, "rae@hollowpine.com", "Good question! Yes, the vestibule fits two packs.", "Tent Review: Cirrus UL2", "2024/05/30 at 3:05 pm"),
        "ana": ("Ana P.", "anap@gmail.com", "Bookmarking this for our August trip.", "Enchantments Permit Lottery Tips", "2024/06/07 at 8:40 am"),
        "dm": ("Dmitri Volkov", "dvolkov@gmail.com", "Which fuel canister did you use for the boil tests? Isobutane mix or pure butane?", "Backpacking Stove Showdown 2024", "2024/06/06 at 5:55 pm"),
        "mine2": (me, "rae@hollowpine.com", "We used the 230 g canister for all of them, same batch.", "Backpacking Stove Showdown 2024", "2024/05/22 at 11:40 am"),
        "kyle": ("Kyle B.", "kyleb@me.com", "The zipper on mine failed after a season, warranty replaced it quickly though.", "Gear Review: Ridgeline 65 Pack", "2024/05/21 at 9:18 pm"),
        "mine3": (me, "rae@hollowpine.com", "Lottery opens Feb 15 this year, set a reminder!", "Enchantments Permit Lottery Tips", "2024/05/02 at 8:02 am"),
    }

    def page(view: str, keys: list[str], counts: dict[str, int], notice: str = "", reply_to: str | None = None, draft: str = "",
             checked: set[str] | None = None, bulk: str = "Bulk actions", approved: set[str] | None = None) -> tuple[str, dict[str, str]]:
        checked = checked or set()
        approved = approved or set()
        t = Tree(400)
        wp_chrome(t, site, me, counts["Pending"], "comments")
        t.el(0, "main", "")
        t.el(1, "heading", "Comments", "level=1")
        if notice:
            t.el(1, "status", "")
            t.tx(2, notice)
            t.el(2, "link", "Undo")
        t.el(1, "list", "")
        for lab in ("All", "Mine", "Pending", "Approved", "Spam", "Trash"):
            t.el(2, "link", f"{lab} ({counts[lab]})", key=f"v_{lab}")
        t.el(1, "searchbox", "Search Comments", value="")
        t.el(1, "combobox", "Select bulk action", "hasPopup='menu'", value=bulk, key="bulk")
        t.el(1, "button", "Apply", key="apply")
        t.el(1, "combobox", "Filter by comment type", value="All comment types")
        t.tx(1, f"{counts[view]} items")
        if counts[view] > len(keys):
            t.el(1, "link", "Next page")
            t.el(1, "link", "Last page")
            t.tx(1, f"1 of {-(-counts[view] // 10)}")
        t.el(1, "table", "")
        t.el(2, "row", "")
        t.el(3, "columnheader", "")
        t.el(4, "checkbox", "Select All", cb(False))
        for hd in ("Author", "Comment", "In response to", "Submitted on"):
            t.el(3, "columnheader", hd)
        for k in keys:
            who, mail, body, post, when = C[k]
            pend = view == "Pending" and k not in approved
            t.el(2, "row", "")
            t.el(3, "cell", "")
            t.el(4, "checkbox", f"Select comment by {who}", cb(k in checked), key=f"cb_{k}")
            t.el(3, "cell", f"{who} {mail}")
            t.el(4, "link", mail)
            t.el(3, "cell", "")
            if k == "reply":
                t.tx(4, "In reply to")
                t.el(4, "link", "Ben O.")
            t.tx(4, body)
            labels = {"Approve": "Approve this comment", "Unapprove": "Unapprove this comment", "Reply": "Reply to this comment",
                      "Quick Edit": "Quick edit this comment inline", "Edit": "Edit comment", "Spam": "Mark this comment as spam",
                      "Trash": "Move this comment to the Trash"}
            for act in (("Approve" if pend else "Unapprove"), "Reply", "Quick Edit", "Edit", "Spam", "Trash"):
                t.el(4, "button" if act in ("Reply", "Quick Edit") else "link", labels[act], key=f"{act.split()[0].lower()}_{k}")
            t.el(3, "cell", post)
            t.el(4, "link", post)
            t.el(4, "link", "View Post")
            t.el(3, "cell", when)
            if reply_to == k:
                t.el(2, "row", "")
                t.el(3, "cell", "")
                t.el(4, "heading", "Reply to Comment", "level=3")
                t.el(4, "textbox", "Reply to Comment", "focused", "multiline", value=draft, key="rtext")
                t.el(4, "button", "Approve and Reply", key="rsend")
                t.el(4, "button", "Cancel")
        t.tx(1, f"{counts[view]} items")
        t.el(0, "contentinfo", "")
        t.tx(1, "Thank you for creating with WordPress.", "Version 6.5.4")
        status = {"All": "", "Mine": "?comment_status=mine", "Pending": "?comment_status=moderated", "Approved": "?comment_status=approved"}[view]
        return t.out(f"Comments ‹ {site} — WordPress", f"{base}/edit-comments.php{status}")

    c0 = {"All": 214, "Mine": 3, "Pending": 7, "Approved": 207, "Spam": 4, "Trash": 0}
    allrows = ["jess", "spam1", "mark", "sara", "ben", "priy", "spam2", "hal", "ana", "dm"]
    p0, i0 = page("All", allrows, c0)
    pend = ["jess", "spam1", "mark", "sara", "ben", "priy", "spam2"]
    p1, i1 = page("Pending", pend, c0)
    c2 = {**c0, "Pending": 6, "Approved": 208}
    pend2 = [k for k in pend if k != "jess"]
    p2, i2 = page("Pending", pend2, c2)
    c3 = {**c2, "All": 213, "Pending": 5, "Spam": 5}
    pend3 = [k for k in pend2 if k != "spam1"]
    note3 = "Comment by cheapjerseys4u marked as spam."
    p3, i3 = page("Pending", pend3, c3, note3)
    p4, i4 = page("Pending", pend3, c3, note3, reply_to="ben")
    reply = C["reply"][2]
    p5, i5 = page("Pending", pend3, c3, note3, reply_to="ben", draft=reply)
    c6 = {**c3, "All": 214, "Mine": 4, "Pending": 4, "Approved": 210}
    pend6 = ["mark", "sara", "ben", "reply", "priy", "spam2"]
    p6, i6 = page("Pending", pend6, c6, note3, approved={"reply", "ben"})
    c7 = {**c6, "Pending": 3, "Approved": 211}
    pend7 = ["sara", "ben", "reply", "priy", "spam2"]
    p7, i7 = page("Pending", pend7, c7, note3, approved={"reply", "ben"})
    p8, i8 = page("Pending", pend7, c7, note3, checked={"spam2"}, approved={"reply", "ben"})
    p9, i9 = page("Pending", pend7, c7, note3, checked={"spam2"}, bulk="Mark as spam", approved={"reply", "ben"})
    c10 = {"All": 214, "Mine": 4, "Pending": 3, "Approved": 211, "Spam": 6, "Trash": 0}
    p10, i10 = page("Pending", ["owen", "sara", "priy"], c10, "1 comment marked as spam.")
    p11, i11 = page("Approved", ["reply", "jess", "mark", "ben", "hal", "ana", "dm", "mine1", "mine2", "kyle"], c10)
    p12, _ = page("Mine", ["reply", "mine1", "mine2", "mine3"], c10)
    turns = [
        (click(i0["v_Pending"]), p1),
        (click(i1["approve_jess"]), p2),
        (click(i2["spam_spam1"]), p3),
        (click(i3["reply_ben"]), p4),
        (fill(i4["rtext"], reply), p5),
        (click(i5["rsend"]), p6),
        (click(i6["approve_mark"]), p7),
        (click(i7["cb_spam2"]), p8),
        (select(i8["bulk"], "Mark as spam"), p9),
        (click(i9["apply"]), p10),
        (click(i10["v_Approved"]), p11),
        (click(i11["v_Mine"]), p12),
    ]
    rs.add(task="web", tid="h32-web-21", system=SYSTEM, turns=turns,
           state=start("Moderate the pending comments on the Hollow Pine Journal: approve the genuine ones you can answer, reply to Ben about the broken link, and send the spam to the spam folder.", p0))

# 22 Gitea commits and tags - bad
@traj
def t22(rs: RowSet) -> None:
    owner, repo, me = "payments", "settlement-api", "aokafor"
    base = f"https://code.northwind-pay.dev/{owner}/{repo}"
    full = "4b7d2e91c3f08a6d5e27b1940c8f6a3d2e5b7c10"
    commits = [
        ("9f3c1a7e2b", "Merge pull request 'Bump pgx to v5.6.0' (#142) from deps/pgx-5.6 into main", "lwagner", "2 hours ago"),
        ("1e84b0c5d7", "Bump pgx to v5.6.0", "renovate-bot", "5 hours ago"),
        ("4b7d2e91c3", "Fix rounding in fee calculation for JPY settlements", "aokafor", "1 day ago"),
        ("c09a5f3e18", "Add settlement batch retry metrics", "lwagner", "2 days ago"),
        ("72ee91d4a0", "Refactor ledger export to stream rows", "mchen", "3 days ago"),
        ("e5a2c7f901", "Handle SEPA return code AC04 as permanent failure", "mchen", "5 days ago"),
        ("5d1f08b3c6", "Release v2.8.0", "lwagner", "1 week ago"),
        ("b38c9e2d47", "Update CHANGELOG for v2.8.0", "lwagner", "1 week ago"),
        ("0a7f6d3b15", "Add idempotency key to payout webhooks", "aokafor", "1 week ago"),
        ("d6e1b4a8c2", "CI: run integration tests against Postgres 16", "mchen", "2 weeks ago"),
    ]

    def commit_list() -> tuple[str, dict[str, str]]:
        t = Tree(20)
        gitea_top(t, me, 1)
        gitea_repo_head(t, owner, repo, "code", 9, 2, 14, 8, 31, 5)
        t.el(0, "button", "Branch: main", "hasPopup='menu'", "expanded=False")
        t.tx(0, "1,284 Commits")
        t.el(0, "searchbox", "Search commits…", value="")
        t.el(0, "table", "")
        t.el(1, "row", "")
        for hd in ("Author", "SHA1", "Message", "Date"):
            t.el(2, "columnheader", hd)
        for sha, msg, who, when in commits:
            t.el(1, "row", "")
            t.el(2, "cell", who)
            t.el(3, "link", who)
            t.el(2, "cell", sha)
            t.el(3, "link", sha, key=f"c_{sha}")
            t.el(3, "button", "Copy hash")
            t.el(2, "cell", msg)
            t.el(3, "link", msg)
            t.el(2, "cell", when)
        t.el(0, "navigation", "Pagination")
        for lab in ("First", "Previous", "1", "2", "3", "…", "129", "Next", "Last"):
            t.el(1, "link", lab)
        gitea_foot(t, 63)
        return t.out(f"Commits - {repo} - Northwind Code", f"{base}/commits/branch/main")

    def commit_page(menu: bool, modal: str | None, tagged: bool) -> tuple[str, dict[str, str]]:
        t = Tree(20)
        gitea_top(t, me, 1)
        gitea_repo_head(t, owner, repo, "code", 9, 2, 14, 8, 31, 5)
        if tagged:
            t.el(0, "status", "")
            t.tx(1, "Tag \"v2.8.1\" has been created.")
        t.el(0, "heading", "Fix rounding in fee calculation for JPY settlements", "level=3")
        t.tx(0, "JPY has no minor unit; fees were computed in 1/100 and truncated, so every JPY settlement under-charged the fee by up to 1 yen. Round half-up at the currency's exponent instead. Fixes #137")
        t.el(0, "link", "Browse Source")
        t.el(0, "button", "Operations", "hasPopup='menu'", f"expanded={menu}", key="ops")
        if menu:
            t.el(1, "menu", "")
            for lab in ("Create branch", "Create tag", "Cherry-pick", "Revert"):
                t.el(2, "menuitem", lab, key=f"op_{lab}")
        t.el(0, "link", me)
        t.tx(0, "committed 1 day ago")
        if tagged:
            t.el(0, "link", "v2.8.1")
        t.tx(0, "1 parent")
        t.el(0, "link", "c09a5f3e18")
        t.tx(0, "commit", full)
        t.el(0, "button", "Copy")
        t.tx(0, "Showing 2 changed files with 14 additions and 3 deletions")
        t.el(0, "button", "Show stats", "expanded=False")
        t.el(0, "link", "Split View")
        t.el(0, "link", "Unified View")
        t.el(0, "link", "Whitespace", "hasPopup='menu'")
        for path, add, dele, lines in (("internal/fees/round.go", 6, 3, ["@@ -41,9 +41,12 @@ func ApplyFee(amount money.Amount, bps int64) money.Amount {",
                                                                       "-	fee := amount.Minor() * bps / 10000",
                                                                       "+	exp := currency.Exponent(amount.Currency())",
                                                                       "+	fee := roundHalfUp(amount.Minor()*bps, 10000)",
                                                                       "+	if exp == 0 {",
                                                                       "+		fee = roundHalfUp(amount.Major()*bps, 10000)",
                                                                       "+	}"]),
                                        ("internal/fees/round_test.go", 8, 0, ["@@ -88,3 +88,11 @@ func TestApplyFee(t *testing.T) {",
                                                                              "+	{name: \"JPY zero exponent\", in: money.New(12345, \"JPY\"), bps: 250, want: money.New(309, \"JPY\")},",
                                                                              "+	{name: \"JPY half-up\", in: money.New(20, \"JPY\"), bps: 250, want: money.New(1, \"JPY\")},"])):
            t.el(0, "region", path)
            t.tx(1, f"{add + dele}", f"+{add}", f"-{dele}" if dele else "")
            t.el(1, "link", path)
            t.el(1, "button", "View File")
            for ln in lines:
                t.tx(1, ln)
        if modal is not None:
            t.el(0, "dialog", "Create tag", "modal=True")
            t.tx(1, "Create tag from commit 4b7d2e91c3")
            t.el(1, "textbox", "Tag name", "required", "focused", value=modal, key="tagname")
            t.el(1, "button", "Cancel")
            t.el(1, "button", "Create tag", *(() if modal else ("disabled=True",)), key="create")
        gitea_foot(t, 48)
        return t.out(f"Fix rounding in fee calculation for JPY settlements · {full} - {repo} - Northwind Code", f"{base}/commit/{full}")

    def tags() -> tuple[str, dict[str, str]]:
        t = Tree(20)
        gitea_top(t, me, 1)
        gitea_repo_head(t, owner, repo, "releases", 9, 2, 14, 8, 31, 5)
        t.el(0, "link", "Releases")
        t.el(0, "link", "Tags")
        t.el(0, "button", "New Release")
        t.el(0, "list", "")
        for tag, sha, when in (("v2.8.1", "4b7d2e19c3", "just now"), ("v2.8.0", "5d1f08b3c6", "1 week ago"), ("v2.7.3", "8c2e4f6a10", "3 weeks ago"),
                               ("v2.7.2", "f1b9d0e5a7", "1 month ago"), ("v2.7.1", "2a6c8e0b4d", "1 month ago"), ("v2.7.0", "7e3a1c9f5b", "2 months ago")):
            t.el(1, "listitem", "")
            t.el(2, "link", tag)
            t.tx(2, when)
            t.el(2, "link", sha)
            t.el(2, "link", "ZIP")
            t.el(2, "link", "TAR.GZ")
            if tag == "v2.8.1":
                t.el(2, "link", "New Release")
                t.el(2, "button", "Delete Tag")
        gitea_foot(t, 29)
        return t.out(f"Tags - {repo} - Northwind Code", f"{base}/tags")

    def issues() -> tuple[str, dict[str, str]]:
        t = Tree(20)
        gitea_top(t, me, 1)
        gitea_repo_head(t, owner, repo, "issues", 9, 2, 14, 8, 31, 5)
        t.el(0, "button", "New Issue")
        t.el(0, "link", "9 Open")
        t.el(0, "link", "128 Closed")
        t.el(0, "list", "")
        for n, title, lab, when, who in ((141, "Payout webhook retries ignore Retry-After", "bug", "6 hours ago", "mchen"),
                                        (139, "Expose settlement batch status via gRPC", "enhancement", "2 days ago", "lwagner"),
                                        (136, "Document SEPA return code mapping", "docs", "5 days ago", "mchen"),
                                        (133, "Ledger export times out for merchants with >2M rows", "bug performance", "1 week ago", "aokafor"),
                                        (130, "Switch fee config to per-currency table", "enhancement", "2 weeks ago", "lwagner"),
                                        (127, "Flaky: TestBatchRetryBackoff", "flaky-test", "3 weeks ago", "mchen"),
                                        (119, "Support partial refunds on settled batches", "enhancement", "1 month ago", "aokafor"),
                                        (112, "Audit log entries missing actor for API-key requests", "bug security", "1 month ago", "lwagner"),
                                        (98, "Tracking: v3 settlement engine", "tracking", "3 months ago", "lwagner")):
            t.el(1, "listitem", "")
            t.el(2, "checkbox", "", cb(False))
            t.el(2, "link", title, key=f"i{n}")
            for lb in lab.split():
                t.el(2, "link", lb)
            t.tx(2, f"#{n} opened {when} by")
            t.el(2, "link", who)
        gitea_foot(t, 35)
        return t.out(f"Issues - {repo} - Northwind Code", f"{base}/issues")

    def issue133() -> tuple[str, dict[str, str]]:
        t = Tree(20)
        gitea_top(t, me, 1)
        gitea_repo_head(t, owner, repo, "issues", 9, 2, 14, 8, 31, 5)
        t.el(0, "heading", "Ledger export times out for merchants with >2M rows #133", "level=1")
        t.tx(0, "Open")
        t.el(0, "link", "aokafor")
        t.tx(0, "opened this issue 1 week ago · 3 comments")
        for who, when, body in (("aokafor", "1 week ago", "GET /v1/merchants/{id}/ledger/export hits the 60s gateway timeout for merchant m_88213 (2.4M rows). The handler builds the whole CSV in memory."),
                                ("mchen", "6 days ago", "I'll switch it to stream rows with a cursor, should also cut memory."),
                                ("lwagner", "3 days ago", "Streaming landed on main; can you re-test against m_88213 on staging?")):
            t.el(0, "article", "")
            t.el(1, "link", who)
            t.tx(1, f"commented {when}", body)
        t.el(0, "textbox", "", "multiline", value="")
        t.el(0, "button", "Close Issue")
        t.el(0, "button", "Comment", "disabled=True")
        t.el(0, "complementary", "")
        t.tx(1, "Labels")
        t.el(1, "link", "bug")
        t.el(1, "link", "performance")
        t.tx(1, "Milestone", "v2.9.0", "Assignees")
        t.el(1, "link", "mchen")
        gitea_foot(t, 41)
        return t.out(f"Ledger export times out for merchants with >2M rows - {repo} - Northwind Code", f"{base}/issues/133")

    p0, i0 = commit_list()
    p1, i1 = commit_page(False, None, False)
    p2, i2 = commit_page(True, None, False)
    p3, i3 = commit_page(False, "", False)
    p4, i4 = commit_page(False, "v2.8.1", False)
    p5, i5 = commit_page(False, None, True)
    p6, i6 = tags()
    p7, i7 = issues()
    p8, _ = issue133()
    turns = [
        (click(i0["c_4b7d2e91c3"]), p1),
        (click(i1["ops"]), p2),
        (click(i2["op_Create tag"]), p3),
        (fill(i3["tagname"], "v2.8.1"), p4),
        (click(i4["create"]), p5),
        (goto(f"{base}/tags"), p6),
        (click(i6["tab_issues"]), p7),
        (click(i7["i133"]), p8),
    ]
    rs.add(task="web", tid="h32-web-22", system=SYSTEM, turns=turns,
           state=start("Tag the JPY fee-rounding fix on main of payments/settlement-api as v2.8.1, confirm the tag, then check on the ledger export timeout issue.", p0),
           bad=True, turn=6, kind="new tag points at a commit hash that differs from the tagged commit's")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for fn in TRAJ:
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
