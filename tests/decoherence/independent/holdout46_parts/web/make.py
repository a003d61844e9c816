# ruff: noqa: E501
"""Held-out set holdout46, web domain: 22 BrowserGym trajectories on self-hosted web apps (11 with one contradiction).

Each observation is a BrowserGym-style accessibility tree (bids in brackets). Pages are rendered from a small
per-trajectory state so that untouched parts stay verbatim between turns; action bids are looked up in the
observation the action was taken on.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import RowSet, axtree

SYSTEM = """# Role and Objective

You are a **Web World Model**, a precise browser state simulator. Predict the exact next page state after a browser action is executed.

Given the history of this session (earlier actions and page states), the current page state and a browser action, output the next page state.

# Action Space

noop(wait_ms: float = 1000)
scroll(delta_x: float, delta_y: float)
click(bid: str, button: Literal['left', 'middle', 'right'] = 'left', modifiers: list = [])
dblclick(bid: str, button: Literal['left', 'middle', 'right'] = 'left', modifiers: list = [])
hover(bid: str)
keyboard_press(key: str)
keyboard_type(text: str)
fill(bid: str, value: str)
select_option(bid: str, options: str | list[str])
new_tab()
tab_close()
tab_focus(index: int)
go_back()
go_forward()
goto(url: str)
send_msg_to_user(text: str)
report_infeasible(reason: str)

# Content Requirements

1. Decide whether the action changes the page (navigation, tab switch, pagination, search submission, modal opening, form submission) or only edits local state (typing, checking, hovering, opening a menu).
2. For a page-changing action, update the URL, title, headings and the main content first, then everything that depends on it.
3. For a local edit, keep the whole page and change only the affected nodes, values, focus and immediately dependent UI.
4. Keep untouched subtrees verbatim. Keep server-side state (records, counters, ids, timestamps, settings) consistent with everything shown earlier in the session.

# Format Requirements

The page state is the BrowserGym accessibility tree: one node per line, indented with tabs, interactive nodes prefixed with their bid in brackets ([123]), followed by role, accessible name in quotes and properties. Keep exactly this representation and level of detail.

Output exactly one complete and closed <predicted_observation></predicted_observation> block and nothing else."""


class Ax:
    """Builds the lines of one accessibility tree; bids are handed out in document order from ``start``."""

    def __init__(self, start: int = 10) -> None:
        self.nxt = start
        self.lines: list[str] = []

    def e(self, d: int, role: str, name: str = "", *props: str) -> int:
        b = self.nxt
        self.nxt += 1
        self.lines.append("\t" * d + f"[{b}] {role} '{name}'" + "".join(f", {p}" for p in props if p))
        return b

    def t(self, d: int, text: str) -> None:
        self.lines.append("\t" * d + f"StaticText '{text}'")

    def skip(self, n: int) -> None:
        self.nxt += n

    def table(self, d: int, headers: list[str], rows: list[list[Any]], name: str = "") -> None:
        """A table; a cell is text, or (role, text[, props...]) for a cell holding one control."""
        self.e(d, "table", name)
        self.e(d + 1, "row", "")
        for h in headers:
            self.e(d + 2, "columnheader", h)
        for r in rows:
            self.e(d + 1, "row", "")
            for c in r:
                if isinstance(c, tuple):
                    role, text, *props = c
                    self.e(d + 2, "cell", text)
                    self.e(d + 3, role, text, *props)
                else:
                    self.e(d + 2, "cell", str(c))

    def out(self, title: str, url: str) -> str:
        return axtree(title, self.lines, url)


def bid(obs: str, role: str, name: str, nth: int = 0) -> str:
    """The bid of the nth node with this role and exact name in an observation (it must be there)."""
    found = re.findall(r"\[(\d+)\] " + re.escape(role) + " '" + re.escape(name) + "'", obs)
    assert len(found) > nth, (role, name)
    return found[nth]


def act(fn: str, *args: Any) -> str:
    return f"{fn}(" + ", ".join(repr(a) for a in args) + ")"


def state(url: str, title: str, goal: str, extra: str = "") -> str:
    s = f"Active tab: {title}\nURL: {url}\nGoal: {goal}"
    return s + ("\n" + extra if extra else "")


# Gitea issues - clean
def t01() -> dict[str, Any]:
    base = "https://git.lumenlab.io/lumen/ingest-worker"
    issues = [
        (94, "Worker panics on empty S3 prefix", ["bug"], "3 hours ago", "rbianchi", 2),
        (93, "Add OpenTelemetry spans around batch commit", ["enhancement"], "1 day ago", "tsoto", 0),
        (92, "Bump aws-sdk-go-v2 to v1.36.1", ["dependencies"], "1 day ago", "renovate-bot", 1),
        (91, "Exponential backoff overflows after 31 attempts", ["bug"], "2 days ago", "hlindqvist", 4),
        (90, "Document INGEST_MAX_INFLIGHT env var", ["docs"], "2 days ago", "mkovacs", 0),
        (88, "Retry backoff ignores max_delay", [], "2 days ago", "jpark", 3),
        (87, "Flaky test TestCheckpointResume on arm64", ["flaky-test"], "4 days ago", "tsoto", 6),
        (85, "Support zstd compressed input files", ["enhancement"], "1 week ago", "aokonkwo", 2),
        (83, "Metrics: ingest_lag_seconds histogram buckets too coarse", ["enhancement"], "1 week ago", "hlindqvist", 1),
        (80, "Graceful shutdown drops last partial batch", ["bug"], "2 weeks ago", "jpark", 5),
        (77, "Config reload via SIGHUP", ["enhancement"], "3 weeks ago", "rbianchi", 3),
        (71, "Dead-letter queue size is unbounded", ["bug"], "1 month ago", "tsoto", 7),
        (64, "Helm chart: make podDisruptionBudget optional", ["helm"], "1 month ago", "aokonkwo", 2),
        (58, "Migrate CI from Drone to Gitea Actions", ["ci"], "2 months ago", "mkovacs", 9),
    ]

    def chrome(a: Ax, tab: str) -> None:
        a.e(0, "navigation", "")
        a.e(1, "link", "Gitea")
        a.e(1, "link", "Issues")
        a.e(1, "link", "Pull Requests")
        a.e(1, "link", "Milestones")
        a.e(1, "link", "Explore")
        a.e(1, "link", "Notifications", "describedby='2 unread notifications'")
        a.e(1, "button", "Create…", "hasPopup='menu'")
        a.e(1, "button", "mkovacs", "hasPopup='menu'")
        a.e(0, "link", "lumen")
        a.t(0, "/")
        a.e(0, "link", "ingest-worker")
        a.e(0, "button", "Unwatch 7")
        a.e(0, "button", "Star 23")
        a.e(0, "button", "Fork 4")
        a.e(0, "navigation", "")
        for n in ["Code", "Issues 14", "Pull Requests 3", "Actions", "Packages", "Projects", "Releases 12", "Wiki", "Activity", "Settings"]:
            a.e(1, "link", n, "selected=True" if n.startswith(tab) else "")

    def listing(q: str | None, typed: str = "") -> str:
        a = Ax(12)
        chrome(a, "Issues")
        a.e(0, "link", "Labels")
        a.e(0, "link", "Milestones")
        a.e(0, "link", "New Issue")
        a.e(0, "textbox", "Search issues…", f"value='{q or typed}'", "focused" if typed else "")
        a.e(0, "button", "Search")
        shown = [i for i in issues if q is None or q.lower() in i[1].lower()]
        a.e(0, "link", f"{len(shown)} Open", "selected=True")
        a.e(0, "link", "3 Closed" if q else "61 Closed")
        a.e(0, "link", "All")
        for f in ["Label", "Milestone", "Projects", "Poster", "Assignee", "Type", "Sort"]:
            a.e(0, "button", f, "hasPopup='menu'")
        a.e(0, "list", "")
        for num, title, labels, when, who, comments in shown:
            a.e(1, "listitem", "")
            a.e(2, "checkbox", "", "checked=False")
            a.e(2, "link", title)
            for lb in labels:
                a.e(2, "link", lb)
            a.t(2, f"#{num} opened {when} by")
            a.e(2, "link", who)
            if comments:
                a.e(2, "link", str(comments))
        a.e(0, "contentinfo", "")
        a.t(1, "Powered by Gitea Version: 1.22.6 Page: 38ms Template: 9ms")
        a.e(1, "link", "English")
        a.e(1, "link", "Licenses")
        a.e(1, "link", "API")
        url = f"{base}/issues" + (f"?type=all&state=open&labels=&milestone=0&project=0&assignee=0&poster=0&q={q}" if q else "")
        return a.out("Issues - ingest-worker - Gitea: Git with a cup of tea", url)

    labels_all = [("bug", "Something is not working"), ("ci", "Build and release pipeline"),
                  ("dependencies", "Dependency updates"), ("docs", "Documentation only"),
                  ("enhancement", "New feature or request"), ("flaky-test", "Test passes and fails without code change"),
                  ("helm", "Helm chart under deploy/helm"), ("needs-triage", "Not yet looked at"),
                  ("wontfix", "This will not be worked on")]

    def issue(dropdown: bool, checked: bool, label_set: bool, label_age: str, draft: str, commented: bool) -> str:
        a = Ax(12)
        chrome(a, "Issues")
        a.e(0, "heading", "Retry backoff ignores max_delay #88", "level=1")
        a.e(0, "button", "Edit")
        a.e(0, "link", "New Issue")
        a.t(0, "Open")
        ncom = 4 if commented else 3
        a.t(0, f"jpark opened this issue 2 days ago · {ncom} comments")
        a.e(0, "article", "")
        a.e(1, "link", "jpark")
        a.t(1, "commented 2 days ago")
        a.t(1, "With `retry.max_delay: 30s` in worker.yaml the delay between attempts keeps doubling past the cap. Log excerpt:")
        a.t(1, "level=warn msg=\"retrying batch\" attempt=7 delay=64s")
        a.t(1, "level=warn msg=\"retrying batch\" attempt=8 delay=2m8s")
        a.t(1, "Expected the delay to stay at 30s from attempt 6 on. Version 0.19.2, linux/amd64.")
        a.e(0, "article", "")
        a.e(1, "link", "tsoto")
        a.t(1, "commented 2 days ago")
        a.t(1, "Reproduced on main with max_delay=30s and base_delay=500ms; attempts 7 and 8 wait 64s and 128s.")
        a.e(0, "article", "")
        a.e(1, "link", "hlindqvist")
        a.t(1, "commented 1 day ago")
        a.t(1, "Probably the same root cause as #91: the multiplier is applied before clamping, and the clamp is skipped for attempt > 10.")
        a.e(0, "article", "")
        a.e(1, "link", "jpark")
        a.t(1, "commented 20 hours ago")
        a.t(1, "Confirmed, nextDelay() in internal/retry/backoff.go only calls min() inside the `if attempt <= 10` branch.")
        if label_set:
            a.e(0, "link", "mkovacs")
            a.t(0, f"added the bug label {label_age}")
        if commented:
            a.e(0, "article", "")
            a.e(1, "link", "mkovacs")
            a.t(1, "commented just now")
            a.t(1, "Tracking the fix together with #91: clamp after applying the multiplier and drop the attempt > 10 special case. PR coming today.")
        a.e(0, "textbox", "Leave a comment", "multiline", f"value='{draft}'")
        a.e(0, "button", "Close Issue")
        a.e(0, "button", "Comment", "disabled=True" if not draft else "")
        a.e(0, "complementary", "")
        a.e(1, "button", "Labels", "hasPopup='menu'", f"expanded={dropdown}")
        if dropdown:
            a.e(2, "textbox", "Filter labels", "focused" if not checked else "")
            a.e(2, "link", "Clear labels")
            for name, desc in labels_all:
                a.e(2, "menuitemcheckbox", name, f"checked={checked and name == 'bug'}")
                a.t(3, desc)
        if label_set:
            a.e(1, "link", "bug")
        else:
            a.t(1, "No label")
        a.e(1, "button", "Milestone", "hasPopup='menu'")
        a.t(1, "No milestone")
        a.e(1, "button", "Projects", "hasPopup='menu'")
        a.t(1, "No project")
        a.e(1, "button", "Assignees", "hasPopup='menu'")
        a.t(1, "No one assigned")
        a.t(1, "4 participants" if commented else "3 participants")
        a.e(1, "link", "jpark")
        a.e(1, "link", "tsoto")
        a.e(1, "link", "hlindqvist")
        if commented:
            a.e(1, "link", "mkovacs")
        a.t(1, "Notifications")
        a.e(1, "button", "Unsubscribe" if commented else "Subscribe")
        a.t(1, "Time Tracker")
        a.e(1, "button", "Start timer")
        a.e(1, "button", "Add time")
        a.t(1, "Due Date")
        a.t(1, "No due date set.")
        a.t(1, "Dependencies")
        a.t(1, "No dependencies set.")
        a.e(1, "button", "Lock conversation")
        a.e(1, "button", "Pin")
        a.e(1, "button", "Delete")
        return a.out("Retry backoff ignores max_delay - Issue #88 - ingest-worker - Gitea: Git with a cup of tea",
                     f"{base}/issues/88")

    turns: list[tuple[str, str]] = []
    o1 = listing(None)
    turns.append((act("goto", f"{base}/issues"), o1))
    o2 = listing(None, "backoff")
    turns.append((act("fill", bid(o1, "textbox", "Search issues…"), "backoff"), o2))
    o3 = listing("backoff")
    turns.append((act("keyboard_press", "Enter"), o3))
    o4 = issue(False, False, False, "", "", False)
    turns.append((act("click", bid(o3, "link", "Retry backoff ignores max_delay")), o4))
    o5 = issue(True, False, False, "", "", False)
    turns.append((act("click", bid(o4, "button", "Labels")), o5))
    o6 = issue(True, True, False, "", "", False)
    turns.append((act("click", bid(o5, "menuitemcheckbox", "bug")), o6))
    o7 = issue(False, False, True, "just now", "", False)
    turns.append((act("click", bid(o6, "heading", "Retry backoff ignores max_delay #88")), o7))
    draft = "Tracking the fix together with #91: clamp after applying the multiplier and drop the attempt > 10 special case. PR coming today."
    o8 = issue(False, False, True, "just now", draft, False)
    turns.append((act("fill", bid(o7, "textbox", "Leave a comment"), draft), o8))
    o9 = issue(False, False, True, "1 minute ago", "", True)
    turns.append((act("click", bid(o8, "button", "Comment")), o9))
    return dict(tid="h46-web-01", turns=turns,
                state=state("https://git.lumenlab.io/", "Gitea: Git with a cup of tea",
                            "In lumen/ingest-worker, find the open issue about retry backoff ignoring max_delay, label it as a bug and leave a comment linking it to #91.",
                            "Signed in as mkovacs."))


# Jenkins pipeline builds - bad
def t02() -> dict[str, Any]:
    job = "https://ci.harbourline.net/job/payments-api/job/main"
    sha417 = "4f9c2e17a8b3d0e6c1f5a9b27d84e3c6a0b1f52d"
    sha417_drift = "4f9c2e17a8b3d0e6c1f5a9b27d48e3c6a0b1f52d"
    sha416 = "9b0e7d3c51a24f86e0c9d2b7a1f4e5c3d8b6a7f0"
    history = [
        (418, "Failed", "Mar 11, 2025, 2:41 PM"), (417, "Failed", "Mar 11, 2025, 2:14 PM"),
        (416, "Success", "Mar 11, 2025, 11:52 AM"), (415, "Success", "Mar 10, 2025, 5:33 PM"),
        (414, "Success", "Mar 10, 2025, 4:08 PM"), (413, "Aborted", "Mar 10, 2025, 10:19 AM"),
        (412, "Success", "Mar 7, 2025, 3:47 PM"), (411, "Success", "Mar 7, 2025, 9:02 AM"),
        (410, "Unstable", "Mar 6, 2025, 6:15 PM"), (409, "Success", "Mar 6, 2025, 1:38 PM"),
    ]

    def head(a: Ax, crumbs: list[str]) -> None:
        a.e(0, "banner", "")
        a.e(1, "link", "Jenkins")
        a.e(1, "searchbox", "Search (CTRL+K)")
        a.e(1, "link", "2", "describedby='Manage Jenkins: 2 monitors'")
        a.e(1, "button", "Emma Varga", "hasPopup='menu'")
        a.e(1, "link", "log out")
        a.e(0, "navigation", "breadcrumbs")
        for c in crumbs:
            a.e(1, "link", c)

    def job_page(ages: dict[str, str], queued: bool) -> str:
        a = Ax(14)
        head(a, ["Dashboard", "payments-api", "main"])
        a.e(0, "navigation", "side panel")
        for n in ["Status", "Changes", "Build Now", "View Configuration", "Full Stage View", "GitHub", "Pipeline Syntax"]:
            a.e(1, "link", n)
        a.e(1, "heading", "Build History", "level=2")
        a.e(1, "link", "trend")
        a.e(1, "textbox", "Filter builds...")
        if queued:
            a.e(1, "link", "#419")
            a.t(1, "(pending—Waiting for next available executor on ‘linux-amd64’)")
            a.e(1, "button", "cancel")
        for n, st, when in history:
            a.e(1, "img", st)
            a.e(1, "link", f"#{n}")
            a.e(1, "link", when)
        a.e(1, "link", "Atom feed for all")
        a.e(1, "link", "Atom feed for failures")
        a.e(0, "main", "")
        a.e(1, "heading", "main", "level=1")
        a.t(1, "Branch main (payments-api) · Full project name: payments-api/main")
        if queued:
            a.e(1, "alert", "Build scheduled")
        a.e(1, "heading", "Stage View", "level=2")
        a.table(1, ["", "Declarative: Checkout SCM", "Build", "Unit Tests", "Integration Tests", "Publish"], [
            ["#418 Mar 11 14:41 1 commit", "4s", "1min 22s", "2min 39s failed", "", ""],
            ["#417 Mar 11 14:14 1 commit", "4s", "1min 25s", "2min 41s failed", "", ""],
            ["#416 Mar 11 11:52 2 commits", "5s", "1min 19s", "2min 37s", "1min 58s", "34s"],
            ["#415 Mar 10 17:33 1 commit", "4s", "1min 21s", "2min 35s", "2min 3s", "31s"],
            ["#414 Mar 10 16:08 3 commits", "6s", "1min 30s", "2min 44s", "2min 1s", "36s"],
        ], "Stage View")
        a.t(1, "Average stage times: (Average full run time: ~7min 49s)")
        a.e(1, "heading", "Permalinks", "level=2")
        a.e(1, "list", "")
        for label, n in [("Last build", 418), ("Last stable build", 416), ("Last successful build", 416),
                         ("Last failed build", 418), ("Last unsuccessful build", 418), ("Last completed build", 418)]:
            a.e(2, "listitem", "")
            a.e(3, "link", f"{label} (#{n}), {ages[str(n)]} ago")
        a.e(0, "contentinfo", "")
        a.e(1, "link", "REST API")
        a.e(1, "button", "Jenkins 2.479.3", "hasPopup='menu'")
        return a.out("payments-api » main [Jenkins]", f"{job}/")

    def build(n: int, sha: str, started: str) -> str:
        a = Ax(14)
        head(a, ["Dashboard", "payments-api", "main", f"#{n}"])
        a.e(0, "navigation", "side panel")
        for s in ["Status", "Changes", "Console Output", "Edit Build Information", f"Delete build ‘#{n}’", "Timings",
                  "Git Build Data", "Test Result", "Pipeline Overview", "Restart from Stage", "Replay", "Pipeline Steps",
                  "Workspaces", "Previous Build", "Next Build"]:
            a.e(1, "link", s)
        a.e(0, "main", "")
        if n == 417:
            a.e(1, "img", "Failed")
            a.e(1, "heading", "Build #417 (Mar 11, 2025, 2:14:07 PM)", "level=1")
            a.e(1, "button", "Keep this build forever")
            a.t(1, f"Started {started} ago")
            a.t(1, "Took 4 min 37 sec")
            a.e(1, "button", "Add description")
            a.t(1, "Started by GitHub push by dlinde")
            a.t(1, f"Revision: {sha}")
            a.t(1, "Repository: https://github.com/harbourline/payments-api.git")
            a.e(1, "list", "")
            a.e(2, "listitem", "refs/remotes/origin/main")
            a.t(1, "Changes")
            a.e(1, "list", "")
            a.e(2, "listitem", "")
            a.t(3, "Bump jackson-databind to 2.17.0 (")
            a.e(3, "link", "details")
            a.t(3, "/")
            a.e(3, "link", "githubweb")
            a.t(3, ")")
            a.e(1, "link", "Test Result")
            a.t(1, "(3 failures / +3)")
            a.e(1, "list", "")
            for t in ["com.harbourline.payments.json.MoneyModuleTest.serializesNegativeAmounts",
                      "com.harbourline.payments.json.MoneyModuleTest.roundTripsZeroDecimalCurrency",
                      "com.harbourline.payments.refund.RefundControllerTest.returnsProblemJsonOnInvalidAmount"]:
                a.e(2, "listitem", "")
                a.e(3, "link", t)
        else:
            a.e(1, "img", "Success")
            a.e(1, "heading", "Build #416 (Mar 11, 2025, 11:52:31 AM)", "level=1")
            a.e(1, "button", "Keep this build forever")
            a.t(1, f"Started {started} ago")
            a.t(1, "Took 7 min 41 sec")
            a.e(1, "button", "Add description")
            a.t(1, "Started by GitHub push by mfarouk")
            a.t(1, f"Revision: {sha}")
            a.t(1, "Repository: https://github.com/harbourline/payments-api.git")
            a.e(1, "list", "")
            a.e(2, "listitem", "refs/remotes/origin/main")
            a.t(1, "Changes")
            a.e(1, "list", "")
            for msg in ["Add idempotency key header to refund endpoint", "Refund: return 409 on duplicate idempotency key"]:
                a.e(2, "listitem", "")
                a.t(3, f"{msg} (")
                a.e(3, "link", "details")
                a.t(3, "/")
                a.e(3, "link", "githubweb")
                a.t(3, ")")
            a.e(1, "link", "Test Result")
            a.t(1, "(no failures)")
        a.e(0, "contentinfo", "")
        a.e(1, "link", "REST API")
        a.e(1, "button", "Jenkins 2.479.3", "hasPopup='menu'")
        return a.out(f"payments-api » main #{n} [Jenkins]", f"{job}/{n}/")

    def changes() -> str:
        a = Ax(14)
        head(a, ["Dashboard", "payments-api", "main", "#417", "Changes"])
        a.e(0, "navigation", "side panel")
        for s in ["Status", "Changes", "Console Output", "Test Result", "Previous Build", "Next Build"]:
            a.e(1, "link", s)
        a.e(0, "main", "")
        a.e(1, "heading", "Changes", "level=1")
        a.t(1, "Summary")
        a.e(1, "list", "")
        a.e(2, "listitem", "")
        a.t(3, "Bump jackson-databind to 2.17.0 (")
        a.e(3, "link", "details")
        a.t(3, ")")
        a.e(1, "heading", f"Commit {sha417} by dlinde", "level=3")
        a.e(1, "link", "dlinde")
        a.t(1, "Bump jackson-databind to 2.17.0")
        a.t(1, "Also drop the custom BigDecimal serializer workaround that 2.16 needed.")
        a.table(1, ["", "File"], [["edit", "pom.xml"],
                                   ["edit", "src/main/java/com/harbourline/payments/json/MoneyModule.java"],
                                   ["delete", "src/main/java/com/harbourline/payments/json/PlainBigDecimalSerializer.java"]])
        a.e(0, "contentinfo", "")
        a.e(1, "link", "REST API")
        a.e(1, "button", "Jenkins 2.479.3", "hasPopup='menu'")
        return a.out("payments-api » main #417 Changes [Jenkins]", f"{job}/417/changes")

    def tests() -> str:
        a = Ax(14)
        head(a, ["Dashboard", "payments-api", "main", "#417", "Test Results"])
        a.e(0, "navigation", "side panel")
        for s in ["Status", "Changes", "Console Output", "Test Result", "History", "Previous Build", "Next Build"]:
            a.e(1, "link", s)
        a.e(0, "main", "")
        a.e(1, "heading", "Test Result", "level=1")
        a.t(1, "3 failures (+3)")
        a.t(1, "1,284 tests (±0)")
        a.t(1, "Took 2 min 41 sec.")
        a.e(1, "button", "add description")
        a.e(1, "heading", "All Failed Tests", "level=2")
        a.table(1, ["Test Name", "Duration", "Age"], [
            [("link", "com.harbourline.payments.json.MoneyModuleTest.serializesNegativeAmounts"), "12 ms", "1"],
            [("link", "com.harbourline.payments.json.MoneyModuleTest.roundTripsZeroDecimalCurrency"), "9 ms", "1"],
            [("link", "com.harbourline.payments.refund.RefundControllerTest.returnsProblemJsonOnInvalidAmount"), "0.42 sec", "1"],
        ])
        a.e(1, "heading", "All Tests", "level=2")
        a.table(1, ["Package", "Duration", "Fail", "(diff)", "Skip", "(diff)", "Pass", "(diff)", "Total", "(diff)"], [
            [("link", "com.harbourline.payments.api"), "14 sec", "0", "", "2", "", "211", "", "213", ""],
            [("link", "com.harbourline.payments.json"), "0.87 sec", "2", "+2", "0", "", "46", "-2", "48", ""],
            [("link", "com.harbourline.payments.ledger"), "38 sec", "0", "", "0", "", "402", "", "402", ""],
            [("link", "com.harbourline.payments.refund"), "27 sec", "1", "+1", "1", "", "188", "-1", "190", ""],
            [("link", "com.harbourline.payments.settlement"), "51 sec", "0", "", "0", "", "317", "", "317", ""],
            [("link", "com.harbourline.payments.webhook"), "29 sec", "0", "", "3", "", "111", "", "114", ""],
        ])
        a.e(0, "contentinfo", "")
        a.e(1, "link", "REST API")
        a.e(1, "button", "Jenkins 2.479.3", "hasPopup='menu'")
        return a.out("payments-api » main #417 Test Results [Jenkins]", f"{job}/417/testReport/")

    turns: list[tuple[str, str]] = []
    o1 = job_page({"418": "19 min", "416": "3 hr 8 min"}, False)
    turns.append((act("goto", f"{job}/"), o1))
    o2 = build(417, sha417, "46 min")
    turns.append((act("click", bid(o1, "link", "#417")), o2))
    o3 = changes()
    turns.append((act("click", bid(o2, "link", "Changes")), o3))
    o4 = build(417, sha417, "47 min")
    turns.append((act("go_back"), o4))
    o5 = tests()
    turns.append((act("click", bid(o4, "link", "Test Result")), o5))
    o6 = build(416, sha416, "3 hr 10 min")
    turns.append((act("goto", f"{job}/416/"), o6))
    o7 = build(417, sha417_drift, "49 min")
    turns.append((act("click", bid(o6, "link", "Next Build")), o7))
    o8 = job_page({"418": "23 min", "416": "3 hr 12 min"}, False)
    turns.append((act("click", bid(o7, "link", "main")), o8))
    o9 = job_page({"418": "23 min", "416": "3 hr 12 min"}, True)
    turns.append((act("click", bid(o8, "link", "Build Now")), o9))
    return dict(tid="h46-web-02", turns=turns, bad=True, turn=7,
                kind="build #417 revision SHA differs from the one shown for the same build earlier",
                state=state("https://ci.harbourline.net/", "Dashboard [Jenkins]",
                            "Find which change broke the payments-api main branch tests, compare with the last green build, then trigger a new build of main.",
                            "Signed in as Emma Varga."))


# Keycloak admin console users - bad
def t03() -> dict[str, Any]:
    console = "https://sso.corvina.io/admin/master/console/#/corvina"
    uid = "7d3f0b6e-2a91-4c58-b0e4-91f6c2d8a3e7"
    users = [
        ("aberg", "anna.berg@corvina.io", "Berg", "Anna", True),
        ("cdiaz", "c.diaz@corvina.io", "Diaz", "Carmen", True),
        ("dpetrov", "dmitri.petrov@corvina.io", "Petrov", "Dmitri", True),
        ("efischer", "elias.fischer@corvina.io", "Fischer", "Elias", True),
        ("gmoreau", "g.moreau@corvina.io", "Moreau", "Gabrielle", False),
        ("hkaur", "harpreet.kaur@corvina.io", "Kaur", "Harpreet", True),
        ("jokoye", "j.okoye@corvina.io", "Okoye", "Jideofor", True),
        ("lwright", "lucy.wright@corvina.io", "Wright", "Lucy", True),
        ("mrossi", "marco.rossi@corvina.io", "Rossi", "Marco", True),
        ("tnakamura", "tnakamura@corvina-legacy.com", "Nakamura", "Takumi", False),
    ]

    def shell(a: Ax, active: str) -> None:
        a.e(0, "banner", "")
        a.e(1, "link", "Keycloak")
        a.e(1, "button", "Help", "hasPopup='menu'")
        a.e(1, "button", "admin", "hasPopup='menu'")
        a.e(0, "navigation", "Global")
        a.e(1, "button", "corvina", "hasPopup='menu'")
        a.t(1, "Manage")
        for n in ["Clients", "Client scopes", "Realm roles", "Users", "Groups", "Sessions", "Events"]:
            a.e(1, "link", n, "current='page'" if n == active else "")
        a.t(1, "Configure")
        for n in ["Realm settings", "Authentication", "Identity providers", "User federation"]:
            a.e(1, "link", n)

    def user_list(email_of_t: str) -> str:
        a = Ax(10)
        shell(a, "Users")
        a.e(0, "main", "")
        a.e(1, "heading", "Users", "level=1")
        a.t(1, "Users are the users in the current realm.")
        a.e(1, "tab", "User list", "selected=True")
        a.e(1, "tab", "Permissions", "selected=False")
        a.e(1, "button", "Default search", "hasPopup='listbox'")
        a.e(1, "searchbox", "Search user")
        a.e(1, "button", "Add user")
        a.e(1, "button", "Kebab toggle", "hasPopup='menu'")
        a.e(1, "button", "1 - 10", "hasPopup='listbox'")
        a.e(1, "button", "Go to previous page", "disabled=True")
        a.e(1, "button", "Go to next page", "disabled=True")
        rows = []
        for u, em, last, first, verified in users:
            em = email_of_t if u == "tnakamura" else em
            rows.append([("checkbox", "Select row"), ("link", u), em + ("" if verified else " Not verified"), last, first, ("button", "Kebab toggle")])
        a.table(1, ["", "Username", "Email", "Last name", "First name", ""], rows, "Users")
        return a.out("Keycloak Administration Console", f"{console}/users")

    def details(email: str, focused: bool, alert: bool) -> str:
        a = Ax(10)
        shell(a, "Users")
        a.e(0, "main", "")
        a.e(1, "navigation", "Breadcrumb")
        a.e(2, "link", "Users")
        a.t(2, "User details")
        a.e(1, "heading", "tnakamura", "level=1")
        a.e(1, "switch", "Enabled", "checked=True")
        a.e(1, "button", "Action", "hasPopup='menu'")
        if alert:
            a.e(1, "alert", "Success alert: The user has been saved")
            a.e(2, "button", "Close Success alert: The user has been saved")
        for t in ["Details", "Attributes", "Credentials", "Role mapping", "Groups", "Consents", "Identity provider links", "Sessions"]:
            a.e(1, "tab", t, f"selected={t == 'Details'}")
        a.e(1, "textbox", "ID", f"value='{uid}'", "readonly")
        a.e(1, "textbox", "Created at", "value='2/11/2024, 9:14:52 AM'", "readonly")
        a.e(1, "combobox", "Required user actions", "hasPopup='listbox'")
        a.t(2, "Select action")
        a.e(1, "switch", "Email verified", "checked=False")
        a.e(1, "heading", "General", "level=2")
        a.e(1, "textbox", "Username *", "value='tnakamura'", "readonly")
        a.e(1, "textbox", "Email", f"value='{email}'", "focused" if focused else "")
        a.e(1, "textbox", "First name", "value='Takumi'")
        a.e(1, "textbox", "Last name", "value='Nakamura'")
        a.e(1, "button", "Save")
        a.e(1, "button", "Revert")
        return a.out("Keycloak Administration Console", f"{console}/users/{uid}/settings")

    def user_groups() -> str:
        a = Ax(10)
        shell(a, "Users")
        a.e(0, "main", "")
        a.e(1, "navigation", "Breadcrumb")
        a.e(2, "link", "Users")
        a.t(2, "User details")
        a.e(1, "heading", "tnakamura", "level=1")
        a.e(1, "switch", "Enabled", "checked=True")
        a.e(1, "button", "Action", "hasPopup='menu'")
        for t in ["Details", "Attributes", "Credentials", "Role mapping", "Groups", "Consents", "Identity provider links", "Sessions"]:
            a.e(1, "tab", t, f"selected={t == 'Groups'}")
        a.e(1, "searchbox", "Search group")
        a.e(1, "checkbox", "Direct membership", "checked=True")
        a.e(1, "button", "Join Group")
        a.e(1, "button", "Leave", "disabled=True")
        a.e(1, "button", "1 - 2", "hasPopup='listbox'")
        a.table(1, ["", "Group name", "Group path", ""], [
            [("checkbox", "Select row"), "engineering", "/engineering", ("button", "Leave")],
            [("checkbox", "Select row"), "vpn-users", "/vpn-users", ("button", "Leave")],
        ], "Groups")
        return a.out("Keycloak Administration Console", f"{console}/users/{uid}/groups")

    def groups() -> str:
        a = Ax(10)
        shell(a, "Groups")
        a.e(0, "main", "")
        a.e(1, "heading", "Groups", "level=1")
        a.t(1, "A group is a set of attributes and role mappings that can be applied to a user. You can create, edit, and delete groups and manage their child-parent organization.")
        a.e(1, "tab", "Groups", "selected=True")
        a.e(1, "tab", "Permissions", "selected=False")
        a.e(1, "searchbox", "Search group")
        a.e(1, "button", "Create group")
        a.e(1, "button", "Kebab toggle", "hasPopup='menu'")
        a.e(1, "button", "1 - 7", "hasPopup='listbox'")
        a.table(1, ["", "Group name", ""], [
            [("checkbox", "Select row"), ("link", "contractors"), ("button", "Kebab toggle")],
            [("checkbox", "Select row"), ("link", "engineering"), ("button", "Kebab toggle")],
            [("checkbox", "Select row"), ("link", "finance-admins"), ("button", "Kebab toggle")],
            [("checkbox", "Select row"), ("link", "finance-readers"), ("button", "Kebab toggle")],
            [("checkbox", "Select row"), ("link", "hr"), ("button", "Kebab toggle")],
            [("checkbox", "Select row"), ("link", "support"), ("button", "Kebab toggle")],
            [("checkbox", "Select row"), ("link", "vpn-users"), ("button", "Kebab toggle")],
        ], "Groups")
        return a.out("Keycloak Administration Console", f"{console}/groups")

    new = "t.nakamura@corvina.io"
    turns: list[tuple[str, str]] = []
    o1 = user_list("tnakamura@corvina-legacy.com")
    turns.append((act("goto", f"{console}/users"), o1))
    o2 = details("tnakamura@corvina-legacy.com", False, False)
    turns.append((act("click", bid(o1, "link", "tnakamura")), o2))
    o3 = details(new, True, False)
    turns.append((act("fill", bid(o2, "textbox", "Email"), new), o3))
    o4 = details(new, False, True)
    turns.append((act("click", bid(o3, "button", "Save")), o4))
    o5 = user_groups()
    turns.append((act("click", bid(o4, "tab", "Groups")), o5))
    o6 = user_list("tnakamura@corvina-legacy.com")
    turns.append((act("click", bid(o5, "link", "Users", 1)), o6))
    o7 = groups()
    turns.append((act("click", bid(o6, "link", "Groups")), o7))
    return dict(tid="h46-web-03", turns=turns, bad=True, turn=6,
                kind="user list shows the old email after the agent saved a new one",
                state=state(f"{console}/", "Keycloak Administration Console",
                            "In realm corvina, change user tnakamura's email to t.nakamura@corvina.io, check which groups he is in, then open the realm's group list.",
                            "Signed in to the master realm admin console as admin."))


# Nextcloud Files - clean
def t04() -> dict[str, Any]:
    url = "https://cloud.brightwater.coop/apps/files/files?dir=/Finance"
    entries = [
        ("Audits", "folder", "48.2 MB", "2 months ago"),
        ("Payroll", "folder", "12.7 MB", "last month"),
        ("annual-budget-2025.xlsx", "file", "312 KB", "2 months ago"),
        ("board-minutes-2025-01.pdf", "file", "1.2 MB", "3 weeks ago"),
        ("board-minutes-2025-02.pdf", "file", "1.1 MB", "5 days ago"),
        ("cashflow-forecast-q1.xlsx", "file", "486 KB", "3 days ago"),
        ("expense-policy-v4.docx", "file", "94 KB", "last month"),
        ("grant-tracker.ods", "file", "208 KB", "yesterday"),
        ("insurance-renewal-quote.pdf", "file", "2.6 MB", "2 weeks ago"),
        ("q1-variance-notes.md", "file", "7 KB", "4 hours ago"),
        ("vendor-list.csv", "file", "38 KB", "last month"),
    ]

    def page(items: list[tuple[str, str, str, str]], selected: set[str], overlay: str = "", name_value: str = "New folder") -> str:
        a = Ax(9)
        a.e(0, "banner", "")
        a.e(1, "link", "Brightwater Co-op")
        a.e(1, "navigation", "Applications menu")
        for n in ["Dashboard", "Files", "Photos", "Activity", "Talk", "Mail", "Contacts", "Calendar", "Deck", "Forms"]:
            a.e(2, "link", n, "current='page'" if n == "Files" else "")
        a.e(1, "button", "Unified search")
        a.e(1, "button", "Notifications")
        a.e(1, "button", "Settings menu", "describedby='Priya Anand'")
        a.e(0, "navigation", "Files")
        a.e(1, "textbox", "Filter file names …")
        for n in ["All files", "Recent", "Favorites", "Shares", "Tags", "Deleted files"]:
            a.e(1, "link", n, "current='page'" if n == "All files" else "")
        a.e(1, "progressbar", "Storage quota", "valuetext='2.3 GB of 20 GB used'")
        a.t(2, "2.3 GB of 20 GB used")
        a.e(1, "button", "Files settings")
        a.e(0, "main", "")
        a.e(1, "navigation", "Current directory path")
        a.e(2, "link", "All files")
        a.e(2, "link", "Finance", "current='page'")
        a.e(1, "button", "New", "hasPopup='menu'", f"expanded={overlay == 'new'}")
        if overlay == "new":
            a.e(2, "menu", "New")
            for n in ["Upload files", "Upload folder", "New folder", "New text file", "New document", "New spreadsheet", "New presentation", "New diagram", "New template"]:
                a.e(3, "menuitem", n)
        a.e(1, "button", "Switch to list view")
        if selected:
            a.t(1, f"{len(selected)} selected")
            a.e(1, "button", "Add to favorites")
            a.e(1, "button", "Move or copy")
            a.e(1, "button", "Download")
            a.e(1, "button", "Delete")
            a.e(1, "button", "Actions", "hasPopup='menu'")
        rows: list[list[Any]] = []
        for name, kind, size, mod in items:
            rows.append([("checkbox", f"Toggle selection for {'folder' if kind == 'folder' else 'file'} \"{name}\"", f"checked={name in selected}"),
                         ("link", name), ("button", "Actions"), size, mod])
        nf = sum(1 for i in items if i[1] == "folder")
        a.table(1, ["Toggle selection for all files and folders", "Name", "Actions", "Size", "Modified"], rows, "List of files and folders.")
        a.t(1, f"{nf} folders and {len(items) - nf} files")
        a.t(1, "67 MB")
        if overlay == "mkdir":
            a.e(0, "dialog", "Create new folder", "modal=True")
            a.e(1, "heading", "Create new folder", "level=2")
            a.e(1, "textbox", "Folder name", f"value='{name_value}'", "focused")
            a.e(1, "button", "Create", "disabled=True" if not name_value else "")
            a.e(1, "button", "Close")
        if overlay.startswith("picker"):
            inside = overlay == "picker:Q1 Board Pack"
            a.e(0, "dialog", "Choose destination", "modal=True")
            a.e(1, "heading", "Choose destination", "level=2")
            a.e(1, "navigation", "")
            a.e(2, "link", "All files")
            a.e(2, "link", "Recent")
            a.e(2, "link", "Favorites")
            a.e(1, "textbox", "Filter file list")
            a.e(1, "navigation", "Current view selector")
            a.e(2, "link", "Home")
            a.e(2, "link", "Finance", "" if inside else "current='page'")
            if inside:
                a.e(2, "link", "Q1 Board Pack", "current='page'")
                a.t(1, "No files in here")
                a.t(1, "No files matching your filter were found.")
            else:
                prow = [[("link", n), s, m] for n, k, s, m in items if k == "folder"]
                a.table(1, ["Name", "Size", "Modified"], prow)
            a.e(1, "button", "Copy to Q1 Board Pack" if inside else "Copy to Finance")
            a.e(1, "button", "Move to Q1 Board Pack" if inside else "Move to Finance", "" if inside else "disabled=True")
            a.e(1, "button", "Close")
        return a.out("Finance - Files - Brightwater Co-op", url)

    with_new = entries[:2] + [("Q1 Board Pack", "folder", "0 KB", "a few seconds ago")] + entries[2:]
    moved = {"board-minutes-2025-01.pdf", "board-minutes-2025-02.pdf"}
    after = [e for e in with_new if e[0] not in moved]
    after[2] = ("Q1 Board Pack", "folder", "2.3 MB", "a few seconds ago")
    turns: list[tuple[str, str]] = []
    o1 = page(entries, set())
    turns.append((act("goto", url), o1))
    o2 = page(entries, set(), "new")
    turns.append((act("click", bid(o1, "button", "New")), o2))
    o3 = page(entries, set(), "mkdir")
    turns.append((act("click", bid(o2, "menuitem", "New folder")), o3))
    o4 = page(entries, set(), "mkdir", "Q1 Board Pack")
    turns.append((act("fill", bid(o3, "textbox", "Folder name"), "Q1 Board Pack"), o4))
    o5 = page(with_new, set())
    turns.append((act("click", bid(o4, "button", "Create")), o5))
    s1 = {"board-minutes-2025-01.pdf"}
    o6 = page(with_new, s1)
    turns.append((act("click", bid(o5, "checkbox", 'Toggle selection for file "board-minutes-2025-01.pdf"')), o6))
    o7 = page(with_new, moved)
    turns.append((act("click", bid(o6, "checkbox", 'Toggle selection for file "board-minutes-2025-02.pdf"')), o7))
    o8 = page(with_new, moved, "picker")
    turns.append((act("click", bid(o7, "button", "Move or copy")), o8))
    o9 = page(with_new, moved, "picker:Q1 Board Pack")
    turns.append((act("click", bid(o8, "link", "Q1 Board Pack", 1)), o9))
    o10 = page(after, set())
    turns.append((act("click", bid(o9, "button", "Move to Q1 Board Pack")), o10))
    return dict(tid="h46-web-04", turns=turns,
                state=state("https://cloud.brightwater.coop/apps/dashboard/", "Dashboard - Brightwater Co-op",
                            "In Files, create a folder 'Q1 Board Pack' inside Finance and move both board minutes PDFs into it.",
                            "Signed in as Priya Anand."))


# Vaultwarden web vault - clean
def t05() -> dict[str, Any]:
    url = "https://vault.ostrander.dev/#/vault"
    items = [
        ("Amazon", "a.ostrander@fastmail.com", "Personal"), ("Cloudflare", "jo@ostrander.dev", "Homelab"),
        ("Fastmail", "jo@ostrander.dev", "Personal"), ("Grafana admin", "admin", "No folder"),
        ("Hetzner Robot", "K0831902", "Homelab"), ("Home Assistant", "jo", "Homelab"),
        ("ING Bank", "NL91INGB0417164300", "Finance"), ("Proxmox root@pam", "root", "No folder"),
        ("Synology DSM", "jo-admin", "No folder"), ("Tax office ELSTER", "jo.ostrander", "Finance"),
        ("Visa, *4412", "Visa, *4412", "Finance"), ("Wi-Fi Home", "", "Personal"),
    ]

    def vault(folder_of_grafana: str, filt: str = "All items", dialog: str = "", pw: str = "", folder_sel: str = "No folder", toast: bool = False) -> str:
        a = Ax(8)
        a.e(0, "navigation", "")
        a.e(1, "link", "Bitwarden Web vault")
        for n in ["Vaults", "Send", "Tools", "Reports", "Settings"]:
            a.e(1, "link", n, "current='page'" if n == "Vaults" else "")
        a.e(1, "button", "JO", "hasPopup='menu'")
        if toast:
            a.e(0, "alert", "Edited item")
        a.e(0, "complementary", "Filters")
        a.e(1, "searchbox", "Search vault")
        a.e(1, "button", "All items", "current='page'" if filt == "All items" else "")
        a.e(1, "button", "Favorites")
        a.t(1, "Types")
        for n in ["Login", "Card", "Identity", "Secure note"]:
            a.e(1, "button", n)
        a.t(1, "Folders")
        a.e(1, "button", "Add folder")
        for n in ["Finance", "Homelab", "Personal", "No folder"]:
            a.e(1, "button", n, "current='page'" if filt == n else "")
        a.e(1, "button", "Trash")
        a.e(0, "main", "")
        a.e(1, "heading", "All vaults" if filt == "All items" else filt, "level=1")
        a.e(1, "button", "New", "hasPopup='menu'")
        rows = []
        for name, user, folder in items:
            folder = folder_of_grafana if name == "Grafana admin" else folder
            if filt != "All items" and folder != filt:
                continue
            rows.append([("checkbox", "Select", "checked=False"), "", ("link", name), user, "Me", ("button", "Options")])
        a.table(1, ["All", "", "Name", "", "Owner", "Options"], rows)
        if dialog:
            a.e(0, "dialog", "Edit item", "modal=True")
            a.e(1, "heading", "Edit item", "level=1")
            a.e(1, "combobox", "What type of item is this?", "value='Login'", "disabled=True")
            a.e(1, "textbox", "Name", "value='Grafana admin'", "required")
            a.e(1, "combobox", "Folder", f"value='{folder_sel}'", "hasPopup='menu'")
            a.e(1, "textbox", "Username", "value='admin'")
            if pw:
                a.e(1, "textbox", "Password", f"value='{pw}'")
            else:
                a.e(1, "textbox", "Password", "value='••••••••••••••••'")
            a.e(1, "button", "Toggle visibility", f"pressed={bool(pw)}")
            a.e(1, "button", "Check if password has been exposed.")
            a.e(1, "button", "Generate password")
            a.e(1, "textbox", "Authenticator key (TOTP)", "value=''")
            a.e(1, "textbox", "URI 1", "value='https://grafana.ostrander.dev'")
            a.e(1, "button", "Match detection", "hasPopup='menu'")
            a.e(1, "button", "Remove")
            a.e(1, "button", "New URI")
            a.e(1, "textbox", "Notes", "multiline", "value='Local admin only. Everyone else logs in through Authentik (OIDC).'")
            a.e(1, "heading", "Custom fields", "level=2")
            a.e(1, "button", "New custom field")
            a.e(1, "heading", "Other", "level=2")
            a.e(1, "checkbox", "Favorite", "checked=False")
            a.e(1, "checkbox", "Master password re-prompt", "checked=False")
            a.t(1, "Updated: Jan 14, 2025, 9:02:11 AM")
            a.t(1, "Created: Mar 3, 2023, 7:45:30 PM")
            a.t(1, "Password updated: Mar 3, 2023, 7:45:30 PM")
            a.e(1, "button", "Save")
            a.e(1, "button", "Cancel")
            a.e(1, "button", "Delete")
            if dialog == "confirm":
                a.e(0, "alertdialog", "Overwrite password", "modal=True")
                a.t(1, "Are you sure you want to overwrite the current password?")
                a.e(1, "button", "Yes")
                a.e(1, "button", "No")
        return a.out("Vaults | Bitwarden Web vault", url + ("" if filt == "All items" else "?folderId=3c1d0f5a-8e27-4b9a-a1d2-6f0e94b7c215"))

    old, new = "gr4f-Adm1n-2023!", "vN8#qT2!mZ6@wLr4xE9k"
    turns: list[tuple[str, str]] = []
    o1 = vault("No folder")
    turns.append((act("goto", url), o1))
    o2 = vault("No folder", dialog="edit")
    turns.append((act("click", bid(o1, "link", "Grafana admin")), o2))
    o3 = vault("No folder", dialog="edit", pw=old)
    turns.append((act("click", bid(o2, "button", "Toggle visibility")), o3))
    o4 = vault("No folder", dialog="confirm", pw=old)
    turns.append((act("click", bid(o3, "button", "Generate password")), o4))
    o5 = vault("No folder", dialog="edit", pw=new)
    turns.append((act("click", bid(o4, "button", "Yes")), o5))
    o6 = vault("No folder", dialog="edit", pw=new, folder_sel="Homelab")
    turns.append((act("select_option", bid(o5, "combobox", "Folder"), "Homelab"), o6))
    o7 = vault("Homelab", toast=True)
    turns.append((act("click", bid(o6, "button", "Save")), o7))
    o8 = vault("Homelab", filt="Homelab")
    turns.append((act("click", bid(o7, "button", "Homelab")), o8))
    return dict(tid="h46-web-05", turns=turns,
                state=state("https://vault.ostrander.dev/#/login", "Log in | Bitwarden Web vault",
                            "Rotate the password of the 'Grafana admin' login with the generator, file it under the Homelab folder, and show the Homelab folder.",
                            "The vault is already unlocked for jo@ostrander.dev (Vaultwarden 1.32.5 serving the Bitwarden web vault)."))


# NetBox IPAM - bad
def t06() -> dict[str, Any]:
    host = "https://netbox.corp.kestrel.net"
    ips = [
        (3371, "10.40.12.1/24", "Active", "VRRP", "gw-vlan412.kestrel.net", "VLAN 412 gateway", "✔"),
        (3372, "10.40.12.2/24", "Active", "", "core-sw-01.kestrel.net", "core-sw-01 Vlan412", "✔"),
        (3373, "10.40.12.3/24", "Active", "", "core-sw-02.kestrel.net", "core-sw-02 Vlan412", "✔"),
        (3380, "10.40.12.10/24", "Active", "", "build-01.kestrel.net", "", "✔"),
        (3381, "10.40.12.11/24", "Active", "", "build-02.kestrel.net", "", "✔"),
        (3382, "10.40.12.12/24", "Active", "", "build-03.kestrel.net", "", "✔"),
        (3383, "10.40.12.13/24", "Active", "", "build-04.kestrel.net", "", "✔"),
        (3384, "10.40.12.14/24", "Active", "", "build-05.kestrel.net", "", "✔"),
        (3385, "10.40.12.15/24", "Deprecated", "", "build-06.kestrel.net", "Decommissioned, OPS-2291", "✘"),
        (3391, "10.40.12.57/24", "Reserved", "", "build-07.kestrel.net", "Reserved for build-07 (order cancelled)", "✘"),
        (3392, "10.40.12.58/24", "Reserved", "", "build-08.kestrel.net", "Reserved for build-08 (order cancelled)", "✘"),
        (3398, "10.40.12.100/24", "Active", "VIP", "ci.kestrel.net", "Jenkins controller VIP", "✘"),
        (3399, "10.40.12.101/24", "Active", "", "artifacts-01.kestrel.net", "", "✔"),
        (3400, "10.40.12.102/24", "Active", "", "artifacts-02.kestrel.net", "", "✔"),
        (3412, "10.40.12.150/24", "DHCP", "", "", "DHCP pool start", "✘"),
        (3413, "10.40.12.199/24", "DHCP", "", "", "DHCP pool end", "✘"),
        (3420, "10.40.12.200/24", "Reserved", "", "", "Lab printer (static)", "✘"),
        (3421, "10.40.12.201/24", "Reserved", "", "", "Badge reader controller", "✘"),
    ]

    def shell(a: Ax) -> None:
        a.e(0, "navigation", "")
        a.e(1, "link", "NetBox")
        for n in ["Organization", "Racks", "Devices", "Connections", "Wireless", "IPAM", "VPN", "Virtualization", "Circuits", "Power", "Provisioning", "Customization", "Operations"]:
            a.e(1, "button", n, "expanded=False")
        a.e(0, "banner", "")
        a.e(1, "searchbox", "Search NetBox")
        a.e(1, "button", "Toggle Color Mode")
        a.e(1, "button", "tkaminski", "hasPopup='menu'")

    def ip_list(rows_in: list[tuple[Any, ...]], checked: set[int], toast: str, query: str, clock: str) -> str:
        a = Ax(10)
        shell(a)
        a.e(0, "main", "")
        if toast:
            a.e(1, "alert", toast)
            a.e(2, "button", "Close")
        a.e(1, "navigation", "breadcrumb")
        a.e(2, "link", "IPAM")
        a.e(2, "link", "IP Addresses")
        a.e(1, "heading", "IP Addresses", "level=1")
        a.e(1, "link", "Add")
        a.e(1, "link", "Import")
        a.e(1, "button", "Export", "hasPopup='menu'")
        a.e(1, "tab", "Results", "selected=True")
        a.t(2, str(len(rows_in)))
        a.e(1, "tab", "Filters", "selected=False")
        a.e(1, "textbox", "Quick search")
        a.e(1, "button", "Configure Table")
        a.t(1, "Parent: 10.40.12.0/24")
        if "status=reserved" in query:
            a.t(1, "Status: Reserved")
        rows = []
        for pk, addr, st, role, dns, desc, asg in rows_in:
            rows.append([("checkbox", "", f"checked={pk in checked}"), str(pk), ("link", addr), "Global", st, role or "—",
                         "Kestrel Infra", asg, dns or "—", desc or "—", ("link", "Edit"), ("button", "Toggle Dropdown")])
        a.table(1, ["", "ID", "IP Address", "VRF", "Status", "Role", "Tenant", "Assigned", "DNS Name", "Description", ""], rows)
        a.e(1, "button", "Edit Selected")
        a.e(1, "button", "Delete Selected")
        a.e(1, "button", "Per Page 50", "hasPopup='menu'")
        a.t(1, f"Showing 1-{len(rows_in)} of {len(rows_in)}")
        a.e(0, "contentinfo", "")
        a.t(1, "v4.1.8 (kst-netbox-02)")
        a.t(1, f"2025-03-19 {clock} UTC")
        return a.out("IP Addresses | NetBox", f"{host}/ipam/ip-addresses/{query}")

    def confirm() -> str:
        a = Ax(10)
        shell(a)
        a.e(0, "main", "")
        a.e(1, "heading", "Delete 2 IP Addresses?", "level=1")
        a.e(1, "alert", "")
        a.e(2, "heading", "Confirm Bulk Deletion", "level=4")
        a.t(2, "Warning: The following operation will delete 2 IP addresses. Please carefully review the IP addresses to be deleted and confirm below.")
        a.table(1, ["ID", "IP Address", "VRF", "Status", "Role", "Tenant", "Assigned", "DNS Name", "Description"], [
            ["3391", ("link", "10.40.12.57/24"), "Global", "Reserved", "—", "Kestrel Infra", "✘", "build-07.kestrel.net", "Reserved for build-07 (order cancelled)"],
            ["3392", ("link", "10.40.12.58/24"), "Global", "Reserved", "—", "Kestrel Infra", "✘", "build-08.kestrel.net", "Reserved for build-08 (order cancelled)"],
        ])
        a.e(1, "button", "Delete 2 IP addresses")
        a.e(1, "link", "Cancel")
        a.e(0, "contentinfo", "")
        a.t(1, "v4.1.8 (kst-netbox-02)")
        a.t(1, "2025-03-19 14:24 UTC")
        return a.out("Delete 2 IP Addresses? | NetBox", f"{host}/ipam/ip-addresses/delete/?return_url=/ipam/ip-addresses/%3Fparent%3D10.40.12.0/24")

    def prefix(tab: str, left: list[tuple[Any, ...]]) -> str:
        a = Ax(10)
        shell(a)
        a.e(0, "main", "")
        a.e(1, "navigation", "breadcrumb")
        a.e(2, "link", "Prefixes")
        a.e(2, "link", "Global")
        a.t(1, "Created 2023-06-02 09:41 · Updated 2024-11-27 16:05")
        a.e(1, "heading", "10.40.12.0/24", "level=1")
        a.e(1, "button", "Bookmark")
        a.e(1, "button", "Subscribe")
        a.e(1, "link", "Clone")
        a.e(1, "link", "Edit")
        a.e(1, "link", "Delete")
        for t, n in [("Prefix", ""), ("Child Prefixes", "0"), ("Child Ranges", "1"), ("IP Addresses", str(len(left))), ("Journal", "2"), ("Changelog", "")]:
            a.e(1, "tab", f"{t} {n}".strip(), f"selected={t == tab}")
        if tab == "Prefix":
            a.e(1, "heading", "Prefix", "level=2")
            a.table(1, ["Field", "Value"], [
                ["Family", "IPv4"], ["VRF", "Global"], ["Tenant", ("link", "Kestrel Infra")], ["Aggregate", ("link", "10.40.0.0/16 (RFC 1918)")],
                ["Site", ("link", "KST-DC1")], ["VLAN", ("link", "build-net (412)")], ["Status", "Active"], ["Role", ("link", "Build Farm")],
                ["Description", "Build farm and CI hosts"], ["Is a pool", "✘"], ["Mark utilized", "✘"],
                ["Utilization", f"{round(100 * len(left) / 254)}%"],
            ])
            a.e(1, "heading", "Addressing Details", "level=2")
            a.table(1, ["Field", "Value"], [["First available IP", "10.40.12.4/24"], ["Child IPs", str(len(left))]])
            a.e(1, "heading", "Tags", "level=2")
            a.t(1, "No tags assigned")
        else:
            a.e(1, "button", "Show Available", "pressed=True")
            a.e(1, "button", "Show Assigned")
            a.e(1, "button", "Show All")
            present = {r[1].split("/")[0].rsplit(".", 1)[1] for r in left}
            rows: list[list[Any]] = []
            free = 0
            for last in range(1, 255):
                if str(last) in present:
                    if free:
                        rows.append(["", ("link", f"{free} IP{'s' if free > 1 else ''} available"), "", "", "", "", "", ""])
                        free = 0
                    r = next(x for x in left if x[1] == f"10.40.12.{last}/24")
                    rows.append([("checkbox", "", "checked=False"), ("link", r[1]), "Global", r[2], r[3] or "—", "Kestrel Infra", r[4] or "—", r[5] or "—"])
                else:
                    free += 1
            if free:
                rows.append(["", ("link", f"{free} IPs available"), "", "", "", "", "", ""])
            a.table(1, ["", "IP Address", "VRF", "Status", "Role", "Tenant", "DNS Name", "Description"], rows)
        a.e(0, "contentinfo", "")
        a.t(1, "v4.1.8 (kst-netbox-02)")
        a.t(1, "2025-03-19 14:26 UTC")
        return a.out("10.40.12.0/24 | NetBox", f"{host}/ipam/prefixes/412/" + ("ip-addresses/" if tab != "Prefix" else ""))

    q = "?parent=10.40.12.0/24"
    left = [r for r in ips if r[0] not in (3391, 3392)]
    turns: list[tuple[str, str]] = []
    o1 = ip_list(ips, set(), "", q, "14:22")
    turns.append((act("goto", f"{host}/ipam/ip-addresses/{q}"), o1))
    o2 = ip_list(ips, {3391}, "", q, "14:22")
    turns.append((act("click", bid(o1, "checkbox", "", 9)), o2))
    o3 = ip_list(ips, {3391, 3392}, "", q, "14:22")
    turns.append((act("click", bid(o2, "checkbox", "", 10)), o3))
    o4 = confirm()
    turns.append((act("click", bid(o3, "button", "Delete Selected")), o4))
    o5 = ip_list(left, set(), "Deleted 2 IP addresses", q, "14:25")
    turns.append((act("click", bid(o4, "button", "Delete 2 IP addresses")), o5))
    o6 = prefix("Prefix", left)
    turns.append((act("goto", f"{host}/ipam/prefixes/412/"), o6))
    o7 = prefix("IP Addresses", left)
    turns.append((act("click", bid(o6, "tab", "IP Addresses 16")), o7))
    reserved_bad = [r for r in ips if r[2] == "Reserved" and r[0] != 3392]
    o8 = ip_list(reserved_bad, set(), "", q + "&status=reserved", "14:27")
    turns.append((act("goto", f"{host}/ipam/ip-addresses/{q}&status=reserved"), o8))
    return dict(tid="h46-web-06", turns=turns, bad=True, turn=8,
                kind="deleted IP address 10.40.12.57 listed again among reserved addresses",
                state=state(f"{host}/", "Home | NetBox",
                            "Delete the two reserved IPs in 10.40.12.0/24 that were held for the cancelled build-07/build-08 servers, check the prefix utilization, then list what is still reserved there.",
                            "Signed in as tkaminski."))


# Proxmox VE virtual machine - clean
def t07() -> dict[str, Any]:
    url = "https://pve01.hollins.lan:8006/#v1:0:=qemu%2F104:4:5::::::"
    tasks0 = [
        ("Mar 20 09:14:02", "Mar 20 09:14:09", "root@pam", "VM 103 - Snapshot", "OK"),
        ("Mar 20 01:00:03", "Mar 20 01:22:47", "root@pam", "Backup Job", "OK"),
        ("Mar 19 16:48:55", "Mar 19 16:48:58", "root@pam", "VM 105 - Shutdown", "OK"),
        ("Mar 19 14:27:40", "Mar 19 15:31:06", "hbrooks@pve", "VM 105 - Console", "OK"),
        ("Mar 19 14:27:12", "Mar 19 14:27:14", "hbrooks@pve", "VM 105 - Start", "OK"),
        ("Mar 19 01:00:02", "Mar 19 01:21:58", "root@pam", "Backup Job", "OK"),
    ]

    def ui(sub: str, body: Any, tasks: list[tuple[str, ...]], overlay: str = "", mem_val: str = "8192") -> str:
        a = Ax(20)
        a.e(0, "banner", "")
        a.e(1, "img", "Proxmox")
        a.t(1, "Virtual Environment 8.3.2")
        a.e(1, "searchbox", "Search")
        a.e(1, "button", "Documentation")
        a.e(1, "button", "Create VM")
        a.e(1, "button", "Create CT")
        a.e(1, "button", "root@pam", "hasPopup='menu'")
        a.e(0, "tree", "Server View")
        a.e(1, "treeitem", "Datacenter", "expanded=True")
        a.e(2, "treeitem", "pve01", "expanded=True")
        for n in ["101 (dns-01)", "102 (ha-core)", "103 (gitea)", "104 (gitlab-runner-02)", "105 (win11-lab)", "localnetwork (pve01)", "local (pve01)", "local-lvm (pve01)", "backup-nfs (pve01)"]:
            a.e(3, "treeitem", n, "selected=True" if n.startswith("104") else "")
        a.e(0, "main", "")
        a.t(1, "Virtual Machine 104 (gitlab-runner-02) on node 'pve01'")
        a.t(1, "No Tags")
        a.e(1, "button", "Start", "disabled=True")
        a.e(1, "button", "Shutdown")
        a.e(1, "button", "Shutdown menu", "hasPopup='menu'", f"expanded={overlay == 'menu'}")
        if overlay == "menu":
            a.e(2, "menu", "")
            for n in ["Reboot", "Pause", "Hibernate", "Stop", "Reset"]:
                a.e(3, "menuitem", n)
        a.e(1, "button", "Console", "hasPopup='menu'")
        a.e(1, "button", "More", "hasPopup='menu'")
        a.e(1, "button", "Help")
        a.e(1, "tablist", "")
        for n in ["Summary", "Console", "Hardware", "Cloud-Init", "Options", "Task History", "Monitor", "Backup", "Replication", "Snapshots", "Firewall", "Permissions"]:
            a.e(2, "tab", n, f"selected={n == sub}")
        body(a)
        if overlay == "mem":
            a.e(0, "dialog", "Edit: Memory", "modal=True")
            a.e(1, "spinbutton", "Memory (MiB):", f"value='{mem_val}'", "focused", "valuemin=16")
            a.e(1, "checkbox", "Advanced", "checked=False")
            a.e(1, "button", "Help")
            a.e(1, "button", "OK")
            a.e(1, "button", "Reset")
        if overlay == "confirm":
            a.e(0, "dialog", "Confirm", "modal=True")
            a.t(1, "Reboot VM 104 (gitlab-runner-02)?")
            a.e(1, "button", "Yes")
            a.e(1, "button", "No")
        a.e(0, "region", "Tasks")
        a.e(1, "tab", "Tasks", "selected=True")
        a.e(1, "tab", "Cluster log", "selected=False")
        rows = [[s, e, "pve01", u, d, st] for s, e, u, d, st in tasks]
        a.table(1, ["Start Time", "End Time", "Node", "User name", "Description", "Status"], rows)
        return a.out("pve01 - Proxmox Virtual Environment", url)

    def summary(cpu: str, mem: str, uptime: str) -> Any:
        def f(a: Ax) -> None:
            a.e(1, "heading", "gitlab-runner-02 (Uptime: " + uptime + ")", "level=2")
            a.table(1, ["", ""], [["Status", "running"], ["HA State", "none"], ["Node", "pve01"],
                                  ["CPU usage", cpu], ["Memory usage", mem], ["Bootdisk size", "64.00 GiB"],
                                  ["IPs", "10.20.0.44 fe80::be24:11ff:fe5a:3e9f"]])
            a.e(1, "heading", "Notes", "level=2")
            a.t(1, "GitLab runner (docker executor), tags: linux, amd64, docker. Owner: platform team.")
            a.e(1, "button", "Edit")
            a.e(1, "heading", "CPU usage", "level=2")
            a.e(1, "button", "Hour (average)", "hasPopup='listbox'")
            a.e(1, "img", "CPU usage chart")
            a.e(1, "heading", "Memory usage", "level=2")
            a.e(1, "img", "Memory usage chart")
        return f

    def hardware(mem_cell: str, selected: bool) -> Any:
        def f(a: Ax) -> None:
            for n in ["Add", "Remove", "Edit", "Disk Action", "Revert"]:
                a.e(1, "button", n, "hasPopup='menu'" if n in ("Add", "Disk Action") else "")
            rows: list[list[Any]] = [
                ["Memory", mem_cell],
                ["Processors", "4 (1 sockets, 4 cores) [x86-64-v2-AES]"],
                ["BIOS", "Default (SeaBIOS)"], ["Display", "Default"], ["Machine", "Default (i440fx)"],
                ["SCSI Controller", "VirtIO SCSI single"], ["CD/DVD Drive (ide2)", "none,media=cdrom"],
                ["Hard Disk (scsi0)", "local-lvm:vm-104-disk-0,iothread=1,size=64G"],
                ["Network Device (net0)", "virtio=BC:24:11:5A:3E:9F,bridge=vmbr0,firewall=1"],
            ]
            a.e(1, "grid", "")
            for k, v in rows:
                a.e(2, "row", k, "selected=True" if (selected and k == "Memory") else "")
                a.e(3, "gridcell", k)
                a.e(3, "gridcell", v)
        return f

    turns: list[tuple[str, str]] = []
    o1 = ui("Summary", summary("12.41% of 4 CPU(s)", "73.42% (5.87 GiB of 8.00 GiB)", "18 days 04:12:37"), tasks0)
    turns.append((act("goto", url), o1))
    o2 = ui("Hardware", hardware("8.00 GiB", False), tasks0)
    turns.append((act("click", bid(o1, "tab", "Hardware")), o2))
    o3 = ui("Hardware", hardware("8.00 GiB", True), tasks0, "mem")
    turns.append((act("dblclick", bid(o2, "row", "Memory")), o3))
    o4 = ui("Hardware", hardware("8.00 GiB", True), tasks0, "mem", "12288")
    turns.append((act("fill", bid(o3, "spinbutton", "Memory (MiB):"), "12288"), o4))
    o5 = ui("Hardware", hardware("12.00 GiB (pending: currently 8.00 GiB)", True), tasks0)
    turns.append((act("click", bid(o4, "button", "OK")), o5))
    o6 = ui("Hardware", hardware("12.00 GiB (pending: currently 8.00 GiB)", True), tasks0, "menu")
    turns.append((act("click", bid(o5, "button", "Shutdown menu")), o6))
    o7 = ui("Hardware", hardware("12.00 GiB (pending: currently 8.00 GiB)", True), tasks0, "confirm")
    turns.append((act("click", bid(o6, "menuitem", "Reboot")), o7))
    tasks1 = [("Mar 20 10:34:11", "", "root@pam", "VM 104 - Reboot", "")] + tasks0
    o8 = ui("Hardware", hardware("12.00 GiB (pending: currently 8.00 GiB)", True), tasks1)
    turns.append((act("click", bid(o7, "button", "Yes")), o8))
    tasks2 = [("Mar 20 10:34:11", "Mar 20 10:34:43", "root@pam", "VM 104 - Reboot", "OK")] + tasks0
    o9 = ui("Summary", summary("31.76% of 4 CPU(s)", "14.85% (1.78 GiB of 12.00 GiB)", "00:01:07"), tasks2)
    turns.append((act("click", bid(o8, "tab", "Summary")), o9))
    return dict(tid="h46-web-07", turns=turns,
                state=state("https://pve01.hollins.lan:8006/#v1:0:=node%2Fpve01:4:::::::", "pve01 - Proxmox Virtual Environment",
                            "Raise the memory of VM 104 (gitlab-runner-02) to 12 GiB, reboot it so the change applies, and confirm it came back up with the new memory.",
                            "Logged in as root@pam (Linux PAM realm)."))


# Harbor registry artifacts - bad
def t08() -> dict[str, Any]:
    host = "https://registry.tallow.io"
    worker = [
        ("sha256:8d2e41b7", "v2.3.1, latest", "61.84MiB", "3 Total · 1 Fixable", "3/18/25, 11:30 AM", "3/20/25, 8:02 AM"),
        ("sha256:0f7c93a2", "v2.3.0", "61.79MiB", "5 Total · 3 Fixable", "3/11/25, 4:51 PM", "3/18/25, 9:40 AM"),
        ("sha256:c41b6e08", "v2.2.4", "60.12MiB", "9 Total · 6 Fixable", "2/27/25, 10:14 AM", "3/11/25, 5:02 PM"),
        ("sha256:5a9d1f3e", "v2.2.3", "60.10MiB", "9 Total · 6 Fixable", "2/19/25, 3:38 PM", "2/27/25, 10:30 AM"),
        ("sha256:e27b0c64", "v2.2.2", "59.96MiB", "11 Total · 7 Fixable", "2/06/25, 9:12 AM", "2/19/25, 3:55 PM"),
        ("sha256:93f4a8d1", "", "61.80MiB", "Not Scanned", "3/11/25, 4:22 PM", ""),
        ("sha256:1be6c7f0", "", "60.11MiB", "Not Scanned", "2/19/25, 2:57 PM", ""),
        ("sha256:7ac2d95b", "", "59.94MiB", "Not Scanned", "2/05/25, 6:41 PM", ""),
        ("sha256:4d08e3a9", "", "58.70MiB", "Not Scanned", "1/22/25, 11:09 AM", ""),
    ]
    api = [
        ("sha256:b7c0e2f9", "v5.14.2, latest", "142.37MiB", "2 Total · 0 Fixable", "3/19/25, 4:12 PM", "3/20/25, 9:11 AM"),
        ("sha256:4e1a88c3", "v5.14.1", "142.35MiB", "2 Total · 0 Fixable", "3/17/25, 1:05 PM", "3/19/25, 4:30 PM"),
        ("sha256:f09d3b71", "", "142.35MiB", "Not Scanned", "3/17/25, 12:48 PM", ""),
        ("sha256:2c6e5d04", "v5.14.0", "142.02MiB", "4 Total · 1 Fixable", "3/12/25, 10:27 AM", "3/17/25, 1:20 PM"),
        ("sha256:9a37f1be", "v5.13.3", "141.88MiB", "4 Total · 1 Fixable", "3/05/25, 3:16 PM", "3/12/25, 10:41 AM"),
        ("sha256:61d4c0a7", "v5.13.2", "141.86MiB", "6 Total · 2 Fixable", "2/28/25, 9:52 AM", "3/05/25, 3:30 PM"),
        ("sha256:d85b2e19", "v5.13.1", "141.80MiB", "6 Total · 2 Fixable", "2/24/25, 5:07 PM", "2/28/25, 10:02 AM"),
        ("sha256:07ef9c52", "v5.13.0", "141.12MiB", "7 Total · 3 Fixable", "2/18/25, 11:44 AM", "2/24/25, 5:20 PM"),
        ("sha256:a3b6d7e0", "v5.12.4", "139.95MiB", "9 Total · 5 Fixable", "2/10/25, 2:33 PM", "2/18/25, 11:58 AM"),
        ("sha256:58c1f4d2", "v5.12.3", "139.90MiB", "9 Total · 5 Fixable", "2/03/25, 10:05 AM", "2/10/25, 2:47 PM"),
        ("sha256:ce20a9b8", "v5.12.2", "139.71MiB", "10 Total · 6 Fixable", "1/27/25, 4:19 PM", "2/03/25, 10:20 AM"),
        ("sha256:3f7b0d6c", "v5.12.1", "139.70MiB", "10 Total · 6 Fixable", "1/21/25, 9:38 AM", "1/27/25, 4:35 PM"),
        ("sha256:e6a94c15", "v5.12.0", "139.02MiB", "12 Total · 8 Fixable", "1/14/25, 1:11 PM", "1/21/25, 9:50 AM"),
        ("sha256:1d5e3b80", "v5.11.6", "137.48MiB", "15 Total · 9 Fixable", "1/07/25, 3:46 PM", "1/14/25, 1:25 PM"),
        ("sha256:8b02f6e4", "v5.11.5", "137.45MiB", "15 Total · 9 Fixable", "12/30/24, 11:02 AM", "1/07/25, 4:01 PM"),
        ("sha256:c9f1a7d3", "v5.11.4", "137.40MiB", "16 Total · 10 Fixable", "12/19/24, 2:21 PM", "12/30/24, 11:15 AM"),
    ]

    def shell(a: Ax) -> None:
        a.e(0, "banner", "")
        a.e(1, "link", "Harbor")
        a.e(1, "searchbox", "Search Harbor...")
        a.e(1, "button", "English", "hasPopup='menu'")
        a.e(1, "button", "admin", "hasPopup='menu'")
        a.e(0, "navigation", "")
        for n in ["Projects", "Logs", "Administration", "Users", "Robot Accounts", "Registries", "Replications", "Distributions", "Labels", "Project Quotas", "Interrogation Services", "Clean Up", "Job Service Dashboard", "Configuration"]:
            a.e(1, "link", n)

    def repos(api_count: int) -> str:
        a = Ax(10)
        shell(a)
        a.e(0, "main", "")
        a.e(1, "link", "< Projects")
        a.e(1, "heading", "checkout", "level=1")
        a.t(1, "Project Admin")
        for n in ["Summary", "Repositories", "Members", "Labels", "Scanner", "P2P Preheat", "Policy", "Robot Accounts", "Webhooks", "Logs", "Configuration"]:
            a.e(1, "tab", n, f"selected={n == 'Repositories'}")
        a.e(1, "button", "PUSH COMMAND", "hasPopup='menu'")
        a.e(1, "button", "DELETE", "disabled=True")
        a.e(1, "textbox", "Filter Repositories")
        a.e(1, "button", "Refresh")
        a.table(1, ["", "Name", "Artifacts", "Pulls", "Last Modified Time"], [
            [("checkbox", "Select", "checked=False"), ("link", "checkout/api"), str(api_count), "18,452", "3/19/25, 4:12 PM"],
            [("checkbox", "Select", "checked=False"), ("link", "checkout/migrations"), "6", "311", "3/12/25, 10:03 AM"],
            [("checkbox", "Select", "checked=False"), ("link", "checkout/web"), "17", "9,870", "3/19/25, 2:47 PM"],
            [("checkbox", "Select", "checked=False"), ("link", "checkout/worker"), "9", "4,126", "3/18/25, 11:30 AM"],
        ])
        a.t(1, "Page size 15")
        a.t(1, "1 - 4 of 4 items")
        return a.out("Harbor", f"{host}/harbor/projects/7/repositories")

    def artifacts(repo: str, rows_in: list[tuple[str, ...]], checked: set[str], overlay: str = "", toast: bool = False) -> str:
        a = Ax(10)
        shell(a)
        a.e(0, "main", "")
        if toast:
            a.e(1, "alert", "Deleted successfully")
        a.e(1, "navigation", "")
        a.e(2, "link", "Projects")
        a.e(2, "link", "checkout")
        a.e(1, "heading", repo, "level=1")
        a.e(1, "tab", "Info", "selected=False")
        a.e(1, "tab", "Artifacts", "selected=True")
        a.e(1, "button", "SCAN", "disabled=True" if not checked else "")
        a.e(1, "button", "STOP SCAN", "disabled=True")
        a.e(1, "button", "ACTIONS", "hasPopup='menu'", f"expanded={overlay == 'menu'}")
        if overlay == "menu":
            a.e(2, "menu", "")
            for n in ["Copy Digest", "Add Labels", "Remove Labels", "Copy", "Delete"]:
                a.e(3, "menuitem", n)
        a.e(1, "combobox", "Type", "value='All'")
        a.e(1, "textbox", "Filter Artifacts")
        a.e(1, "button", "Refresh")
        total = len(rows_in)
        page = rows_in[:15]
        rows = [[("checkbox", "Select", f"checked={d in checked}"), ("link", d), ("button", "Copy pull command"), tags or "-", size, vul, "", push, pull or "-"]
                for d, tags, size, vul, push, pull in page]
        a.table(1, ["", "Artifacts", "Pull Command", "Tags", "Size", "Vulnerabilities", "Labels", "Push Time", "Pull Time"], rows)
        a.t(1, "Page size 15")
        a.t(1, f"1 - {len(page)} of {total} items")
        if total > 15:
            a.e(1, "button", "Next Page")
        if overlay == "confirm":
            a.e(0, "dialog", "Confirm Deletion of Artifacts", "modal=True")
            a.t(1, "Do you want to delete artifact sha256:f09d3b71?")
            a.e(1, "button", "CANCEL")
            a.e(1, "button", "DELETE")
        slug = repo.split("/")[1]
        return a.out("Harbor", f"{host}/harbor/projects/7/repositories/{slug}/artifacts-tab")

    def detail() -> str:
        a = Ax(10)
        shell(a)
        a.e(0, "main", "")
        a.e(1, "navigation", "")
        a.e(2, "link", "Projects")
        a.e(2, "link", "checkout")
        a.e(2, "link", "checkout/worker")
        a.e(1, "heading", "sha256:8d2e14b7", "level=1")
        a.e(1, "heading", "Overview", "level=2")
        a.table(1, ["", ""], [
            ["Digest", "sha256:8d2e14b7c9a3f0e5d1b6a4c8e7f2039b5d6a1c4e8f0b7d2a9c3e6f1b4d8a0e57"],
            ["Size", "61.84MiB"], ["Push Time", "3/18/25, 11:30 AM"], ["Pull Time", "3/20/25, 8:02 AM"],
            ["Type", "IMAGE"], ["Media Type", "application/vnd.oci.image.manifest.v1+json"],
            ["Manifest Media Type", "application/vnd.oci.image.manifest.v1+json"], ["OS/Arch", "linux/amd64"],
            ["Created", "3/18/25, 11:28 AM"], ["Author", "ci@tallow.io"],
        ])
        a.e(1, "heading", "Tags", "level=2")
        a.e(1, "button", "ADD TAG")
        a.e(1, "button", "REMOVE TAG", "disabled=True")
        a.table(1, ["", "Name", "Pull Time", "Push Time", "Immutable"], [
            [("checkbox", "Select", "checked=False"), "latest", "3/20/25, 8:02 AM", "3/18/25, 11:30 AM", ""],
            [("checkbox", "Select", "checked=False"), "v2.3.1", "3/19/25, 6:45 PM", "3/18/25, 11:30 AM", "Immutable"],
        ])
        a.e(1, "heading", "Additions", "level=2")
        for n in ["Vulnerabilities", "Build History", "SBOM"]:
            a.e(1, "tab", n, f"selected={n == 'Vulnerabilities'}")
        a.t(1, "Scan completed 3/18/25, 11:34 AM · Scanner Trivy@v0.56.2")
        a.table(1, ["Vulnerability", "Severity", "CVSS3", "Package", "Current version", "Fixed in version"], [
            [("link", "CVE-2024-45337"), "Critical", "9.1", "golang.org/x/crypto", "v0.28.0", "0.31.0"],
            [("link", "CVE-2025-22869"), "High", "7.5", "golang.org/x/crypto", "v0.28.0", ""],
            [("link", "CVE-2024-56171"), "Medium", "5.5", "libxml2", "2.12.7-r1", ""],
        ])
        return a.out("Harbor", f"{host}/harbor/projects/7/repositories/worker/artifacts-tab/artifacts/sha256:8d2e14b7c9a3f0e5d1b6a4c8e7f2039b5d6a1c4e8f0b7d2a9c3e6f1b4d8a0e57")

    target = "sha256:f09d3b71"
    api2 = [r for r in api if r[0] != target]
    turns: list[tuple[str, str]] = []
    o1 = repos(24)
    turns.append((act("goto", f"{host}/harbor/projects/7/repositories"), o1))
    o2 = artifacts("checkout/worker", worker, set())
    turns.append((act("click", bid(o1, "link", "checkout/worker")), o2))
    o3 = detail()
    turns.append((act("click", bid(o2, "link", "sha256:8d2e41b7")), o3))
    o4 = repos(24)
    turns.append((act("click", bid(o3, "link", "checkout")), o4))
    o5 = artifacts("checkout/api", api, set())
    turns.append((act("click", bid(o4, "link", "checkout/api")), o5))
    o6 = artifacts("checkout/api", api, {target})
    turns.append((act("click", bid(o5, "checkbox", "Select", 2)), o6))
    o7 = artifacts("checkout/api", api, {target}, "menu")
    turns.append((act("click", bid(o6, "button", "ACTIONS")), o7))
    o8 = artifacts("checkout/api", api, {target}, "confirm")
    turns.append((act("click", bid(o7, "menuitem", "Delete")), o8))
    o9 = artifacts("checkout/api", api2, set(), toast=True)
    turns.append((act("click", bid(o8, "button", "DELETE")), o9))
    o10 = repos(23)
    turns.append((act("click", bid(o9, "link", "checkout")), o10))
    return dict(tid="h46-web-08", turns=turns, bad=True, turn=3,
                kind="artifact digest on the detail page differs from the digest listed for the same artifact",
                state=state(f"{host}/harbor/projects", "Harbor",
                            "Check the digest and scan result of checkout/worker:v2.3.1, then delete the untagged artifact in checkout/api left over from the v5.14.1 re-push.",
                            "Logged in to Harbor v2.11.1 as admin."))


# Discourse forum topic reply - clean
def t09() -> dict[str, Any]:
    host = "https://community.fieldkit.org"
    latest = [
        ("Weekly show-and-tell: March 17-23", "Announcements", "23", "1.2k", "2m"),
        ("Soil moisture readings jump after rain then flatline", "Hardware", "6", "214", "14m"),
        ("FieldKit app 3.9 beta: sync stuck at Preparing", "App", "11", "388", "38m"),
        ("pH sensor calibration drifts after firmware 2.4.1", "Sensors", "8", "412", "6h"),
        ("Mounting the station on a 2-inch pole: what clamps do you use?", "Hardware", "15", "902", "9h"),
        ("Exporting CSV with local timezone instead of UTC", "Data", "3", "97", "1d"),
        ("LoRa range test results in dense forest", "Networking", "19", "1.6k", "2d"),
        ("Water temp probe reads 85 °C out of the box", "Sensors", "4", "156", "3d"),
        ("Calibration guide for conductivity module is outdated", "Docs", "2", "143", "4d"),
        ("Solar panel sizing for winter in northern Sweden", "Power", "27", "2.3k", "5d"),
    ]

    def header(a: Ax, search: str = "", menu: bool = False) -> None:
        a.e(0, "banner", "")
        a.e(1, "link", "FieldKit Community")
        a.e(1, "button", "Search", f"expanded={menu}")
        a.e(1, "button", "Menu", "hasPopup='menu'")
        a.e(1, "button", "hwalsh", "hasPopup='menu'")
        if menu:
            a.e(1, "searchbox", "Search", f"value='{search}'", "focused")
            a.e(1, "button", "Options")
            if search:
                a.e(1, "list", "")
                a.e(2, "link", "pH sensor calibration drifts after firmware 2.4.1")
                a.t(3, "Sensors")
                a.e(2, "link", "Calibration guide for conductivity module is outdated")
                a.t(3, "Docs")
                a.e(2, "link", "More…")
            else:
                a.t(1, "Recent searches")
                a.e(1, "link", "lora antenna")
                a.e(1, "link", "firmware 2.4.1")

    def latest_page(search: str = "", menu: bool = False) -> str:
        a = Ax(12)
        header(a, search, menu)
        a.e(0, "navigation", "Sidebar")
        for n in ["Topics", "My Posts", "More", "Announcements", "Sensors", "Hardware", "App", "Data", "Networking", "Power", "Docs"]:
            a.e(1, "link", n)
        a.e(0, "main", "")
        a.e(1, "button", "categories", "hasPopup='listbox'")
        a.e(1, "button", "tags", "hasPopup='listbox'")
        for n in ["Latest", "New (3)", "Unread (1)", "Top", "Categories", "Hot"]:
            a.e(1, "link", n, "current='page'" if n == "Latest" else "")
        a.e(1, "button", "New Topic")
        rows = [[("link", t), c, "", r, v, a_] for t, c, r, v, a_ in latest]
        a.table(1, ["Topic", "Category", "Posters", "Replies", "Views", "Activity"], rows)
        return a.out("FieldKit Community - Latest topics", f"{host}/latest")

    def search_page() -> str:
        a = Ax(12)
        header(a)
        a.e(0, "main", "")
        a.e(1, "searchbox", "Search", "value='calibration drift'")
        a.e(1, "button", "Search")
        a.e(1, "button", "Advanced", "expanded=False")
        a.t(1, "4 results for calibration drift")
        a.e(1, "button", "Sort by Relevance", "hasPopup='listbox'")
        for title, cat, date, snip in [
            ("pH sensor calibration drifts after firmware 2.4.1", "Sensors", "Mar 3", "After updating to 2.4.1 the pH readings drift by about 0.3 per day until I recalibrate. Calibration drift was negligible on 2.3.x…"),
            ("Calibration guide for conductivity module is outdated", "Docs", "Mar 16", "…step 4 still refers to the old app flow. Also the drift check at the end uses the 1413 µS standard, not…"),
            ("Dissolved oxygen probe: slow drift after two-point calibration", "Sensors", "Nov 2024", "…membrane was the culprit. After replacing it the calibration drift went away…"),
            ("Firmware 2.4.1 release notes", "Announcements", "Feb 26", "…reworked ADC sampling for the water quality modules. Existing calibration values are migrated…"),
        ]:
            a.e(1, "article", "")
            a.e(2, "link", title)
            a.e(2, "link", cat)
            a.t(2, f"{date} - {snip}")
        return a.out("Search results for calibration drift - FieldKit Community", f"{host}/search?q=calibration%20drift")

    posts = [
        ("mbeaulieu", "Mar 3", "After updating to 2.4.1 the pH readings drift by about 0.3 per day until I recalibrate. Calibration drift was negligible on 2.3.x. Station: FK-0A31, pH module rev C, probe six months old."),
        ("fieldkit_dev", "Mar 3", "Thanks for the report. Can you post the raw mV values from the module diagnostics page before and after calibration?"),
        ("ajones", "Mar 4", "Same here on two stations, both rev C modules. Rev B on a third station is fine."),
        ("mbeaulieu", "Mar 4", "Raw values: 4.01 buffer 171.8 mV right after calibration, 163.2 mV two days later, probe still in buffer."),
        ("kteo", "Mar 10", "Could be temperature compensation. 2.4.1 changed the default from the water temp probe to the internal sensor."),
        ("fieldkit_dev", "Mar 11", "kteo is right that the compensation source changed. That alone should not cause a steady drift though. We are testing a fix in 2.4.2-beta.1."),
        ("rgupta", "Mar 15", "Setting Settings > Modules > pH > Temperature source back to Water probe reduced the drift for me, but not to zero."),
        ("ajones", "Mar 19", "Flashed 2.4.2-beta.1 yesterday, 24 hours in and the drift is 0.05. Looks much better."),
        ("mbeaulieu", "6h", "Confirmed on FK-0A31 with 2.4.2-beta.1: 0.04 after 24 h. Leaving it running over the weekend."),
    ]
    reply_text = "Another data point: FK-1C07 (rev C module, probe 3 months old) on 2.4.2-beta.1 with Temperature source = Water probe. Drift was 0.31/day on 2.4.1 and is 0.03/day after 48 hours on the beta."

    def topic(composer: str = "", posted: bool = False) -> str:
        a = Ax(12)
        header(a)
        a.e(0, "main", "")
        a.e(1, "heading", "pH sensor calibration drifts after firmware 2.4.1", "level=1")
        a.e(1, "link", "Sensors")
        a.e(1, "link", "firmware")
        a.e(1, "link", "ph")
        shown = posts + ([("hwalsh", "1m", reply_text)] if posted else [])
        for i, (user, when, body) in enumerate(shown, 1):
            a.e(1, "article", f"post #{i} by @{user}")
            a.e(2, "link", user)
            a.e(2, "link", when)
            a.t(2, body)
            if i == 1:
                a.e(2, "region", "Topic map")
                a.t(3, "created Mar 3")
                a.t(3, f"last reply {'1m' if posted else '6h'}")
                a.t(3, f"{len(shown) - 1} replies")
                a.t(3, "413 views" if posted else "412 views")
                a.t(3, f"{6 if posted else 5} users")
                a.t(3, "14 likes")
                a.t(3, "2 links")
            a.e(2, "button", "like this post")
            a.e(2, "button", "copy a link to this post to clipboard")
            a.e(2, "button", "show more")
            a.e(2, "button", "begin composing a reply to this post")
        a.e(1, "navigation", "Topic progress")
        a.t(2, f"{len(shown)} / {len(shown)}" if posted else f"1 / {len(shown)}")
        a.e(1, "button", "Share")
        a.e(1, "button", "Bookmark")
        a.e(1, "button", "Flag")
        a.e(1, "button", "Reply")
        a.e(1, "button", "Tracking" if posted else "Normal", "hasPopup='menu'")
        if composer:
            a.e(0, "region", "composer")
            a.t(1, "Reply to pH sensor calibration drifts after firmware 2.4.1")
            a.e(1, "textbox", "Type here. Use Markdown, BBCode, or HTML to format. Drag or paste images.", f"value='{composer.strip('|')}'", "focused", "multiline")
            a.e(1, "button", "Reply")
            a.e(1, "button", "Cancel")
            a.e(1, "button", "Hide preview")
            if composer.strip("|"):
                a.t(1, composer.strip("|"))
        return a.out("pH sensor calibration drifts after firmware 2.4.1 - Sensors - FieldKit Community",
                     f"{host}/t/ph-sensor-calibration-drifts-after-firmware-2-4-1/2187" + ("/10" if posted else ""))

    turns: list[tuple[str, str]] = []
    o1 = latest_page()
    turns.append((act("goto", f"{host}/latest"), o1))
    o2 = latest_page("", True)
    turns.append((act("click", bid(o1, "button", "Search")), o2))
    o3 = latest_page("calibration drift", True)
    turns.append((act("fill", bid(o2, "searchbox", "Search"), "calibration drift"), o3))
    o4 = search_page()
    turns.append((act("keyboard_press", "Enter"), o4))
    o5 = topic()
    turns.append((act("click", bid(o4, "link", "pH sensor calibration drifts after firmware 2.4.1")), o5))
    o6 = topic("|")
    turns.append((act("click", bid(o5, "button", "Reply")), o6))
    o7 = topic(reply_text)
    turns.append((act("fill", bid(o6, "textbox", "Type here. Use Markdown, BBCode, or HTML to format. Drag or paste images."), reply_text), o7))
    o8 = topic("", True)
    turns.append((act("click", bid(o7, "button", "Reply", 1)), o8))
    return dict(tid="h46-web-09", turns=turns,
                state=state(f"{host}/", "FieldKit Community", "Find the forum topic about pH calibration drift after firmware 2.4.1 and post our own measurements from station FK-1C07 as a reply.",
                            "Signed in as hwalsh."))


# Pi-hole local DNS records - bad
def t10() -> dict[str, Any]:
    host = "http://192.168.1.2/admin"
    records = [
        ("homeassistant.home.arpa", "192.168.1.30"), ("jellyfin.home.arpa", "192.168.1.34"),
        ("nvr.home.arpa", "192.168.1.36"), ("proxmox.home.arpa", "192.168.1.10"),
        ("router.home.arpa", "192.168.1.1"), ("unifi.home.arpa", "192.168.1.5"),
    ]

    def shell(a: Ax, load: str, mem: str, temp: str, active: str) -> None:
        a.e(0, "banner", "")
        a.e(1, "link", "Pi-hole")
        a.e(1, "button", "Toggle navigation")
        a.t(1, "hostname: pihole")
        a.e(1, "button", "Pi-hole", "hasPopup='menu'")
        a.e(0, "complementary", "")
        a.t(1, "Status")
        a.t(1, "Active")
        a.t(1, f"Temp: {temp}")
        a.t(1, f"Load: {load}")
        a.t(1, f"Memory usage: {mem}")
        a.t(1, "MAIN")
        for n in ["Dashboard", "Query Log", "Long-term Data", "Group Management", "Disable Blocking", "Local DNS", "DNS Records", "CNAME Records", "Tools", "Settings", "Donate", "Logout"]:
            a.e(1, "link", n, "current='page'" if n == active else "")

    def footer(a: Ax) -> None:
        a.e(0, "contentinfo", "")
        a.e(1, "link", "Donate")
        a.t(1, "if you found this useful.")
        a.t(1, "Pi-hole v5.18.4 FTL v5.25.2 Web Interface v5.21")

    def dns(recs: list[tuple[str, str]], domain: str, ip: str, alert: bool, load: str, mem: str, temp: str) -> str:
        a = Ax(10)
        shell(a, load, mem, temp, "DNS Records")
        a.e(0, "main", "")
        a.e(1, "heading", "Local DNS Records", "level=1")
        a.e(1, "heading", "Add a new domain/IP combination", "level=3")
        a.t(1, "Domain:")
        a.e(1, "textbox", "Domain or comma-separated list of domains", f"value='{domain}'", "focused" if domain and not ip else "")
        a.t(1, "IP Address:")
        a.e(1, "textbox", "Associated IP address", f"value='{ip}'", "focused" if ip else "")
        a.e(1, "button", "Add")
        if alert:
            a.e(1, "alert", "")
            a.t(2, "Success! The custom DNS entry has been added.")
        a.e(1, "heading", "List of local DNS domains", "level=3")
        a.t(1, "Show")
        a.e(1, "combobox", "Show entries", "value='10'", "hasPopup='menu'")
        a.t(1, "entries")
        a.t(1, "Search:")
        a.e(1, "searchbox", "Search:")
        rows = [[d, i, ("button", "Delete")] for d, i in sorted(recs)]
        a.table(1, ["Domain", "IP", "Action"], rows)
        a.t(1, f"Showing 1 to {len(recs)} of {len(recs)} entries")
        a.e(1, "link", "Previous", "disabled=True")
        a.e(1, "link", "1")
        a.e(1, "link", "Next", "disabled=True")
        a.t(1, "Note:")
        a.t(1, "The order of locally defined DNS records is: The device's host name and pi.hole, configured in a config file in /etc/dnsmasq.d/, read from /etc/hosts, read from the \"Local (custom) DNS\" list (stored in /etc/pihole/custom.list). Only the first record will trigger an address-to-name association.")
        footer(a)
        return a.out("Pi-hole - pihole", f"{host}/dns_records.php")

    def cname() -> str:
        a = Ax(10)
        shell(a, "0.04  0.06  0.02", "21.7 %", "47.7 °C", "CNAME Records")
        a.e(0, "main", "")
        a.e(1, "heading", "Local CNAME Records", "level=1")
        a.e(1, "heading", "Add a new CNAME record", "level=3")
        a.t(1, "Domain:")
        a.e(1, "textbox", "Domain or comma-separated list of domains", "value=''")
        a.t(1, "Target Domain:")
        a.e(1, "textbox", "Target Domain", "value=''")
        a.e(1, "button", "Add")
        a.e(1, "heading", "List of local CNAME records", "level=3")
        a.t(1, "Show")
        a.e(1, "combobox", "Show entries", "value='10'", "hasPopup='menu'")
        a.t(1, "entries")
        a.t(1, "Search:")
        a.e(1, "searchbox", "Search:")
        a.table(1, ["Domain", "Target", "Action"], [
            ["ha.home.arpa", "homeassistant.home.arpa", ("button", "Delete")],
            ["pve.home.arpa", "proxmox.home.arpa", ("button", "Delete")],
            ["tv.home.arpa", "jellyfin.home.arpa", ("button", "Delete")],
        ])
        a.t(1, "Showing 1 to 3 of 3 entries")
        a.e(1, "link", "Previous", "disabled=True")
        a.e(1, "link", "1")
        a.e(1, "link", "Next", "disabled=True")
        a.t(1, "Note:")
        a.t(1, "The target of a CNAME must be a domain that the Pi-hole already has in its cache or is authoritative for. This is an universal limitation of CNAME records.")
        footer(a)
        return a.out("Pi-hole - pihole", f"{host}/cname_records.php")

    added = records + [("nas.home.arpa", "192.168.1.40")]
    turns: list[tuple[str, str]] = []
    o1 = dns(records, "", "", False, "0.08  0.05  0.01", "21.4 %", "48.2 °C")
    turns.append((act("goto", f"{host}/dns_records.php"), o1))
    o2 = dns(records, "nas.home.arpa", "", False, "0.08  0.05  0.01", "21.4 %", "48.2 °C")
    turns.append((act("fill", bid(o1, "textbox", "Domain or comma-separated list of domains"), "nas.home.arpa"), o2))
    o3 = dns(records, "nas.home.arpa", "192.168.1.40", False, "0.08  0.05  0.01", "21.4 %", "48.2 °C")
    turns.append((act("fill", bid(o2, "textbox", "Associated IP address"), "192.168.1.40"), o3))
    o4 = dns(added, "", "", True, "0.08  0.05  0.01", "21.4 %", "48.2 °C")
    turns.append((act("click", bid(o3, "button", "Add")), o4))
    o5 = dns(records, "", "", False, "0.11  0.06  0.02", "21.6 %", "48.7 °C")
    turns.append((act("goto", f"{host}/dns_records.php"), o5))
    o6 = cname()
    turns.append((act("click", bid(o5, "link", "CNAME Records")), o6))
    return dict(tid="h46-web-10", turns=turns, bad=True, turn=5,
                kind="local DNS record just added is missing from the list after a reload",
                state=state(f"{host}/index.php", "Pi-hole - pihole",
                            "Add a local DNS record nas.home.arpa -> 192.168.1.40, reload the list to make sure it stuck, then look at the CNAME records.",
                            "Logged in to the Pi-hole admin interface."))


# Argo CD application sync - bad
def t11() -> dict[str, Any]:
    host = "https://argocd.platform.ridgeway.io"
    repo = "https://git.ridgeway.io/platform/deploy.git"
    apps = [
        ("billing-svc-prod", "billing", "Healthy", "OutOfSync", repo, "main", "apps/billing-svc/overlays/prod", "billing", "03/04/2024 10:12:44", "03/18/2025 10:41:27"),
        ("billing-svc-staging", "billing", "Healthy", "Synced", repo, "main", "apps/billing-svc/overlays/staging", "billing-staging", "03/04/2024 10:09:02", "03/19/2025 16:03:10"),
        ("cert-manager", "infra", "Healthy", "Synced", "https://charts.jetstack.io", "v1.16.2", "", "cert-manager", "11/21/2023 14:30:55", "01/08/2025 11:17:39"),
        ("ingress-nginx", "infra", "Healthy", "Synced", "https://kubernetes.github.io/ingress-nginx", "4.11.3", "", "ingress-nginx", "11/21/2023 14:31:20", "02/12/2025 09:48:06"),
        ("ledger-api-prod", "ledger", "Healthy", "Synced", repo, "main", "apps/ledger-api/overlays/prod", "ledger", "05/15/2024 08:55:13", "03/17/2025 13:26:51"),
        ("ledger-api-staging", "ledger", "Degraded", "Synced", repo, "main", "apps/ledger-api/overlays/staging", "ledger-staging", "05/15/2024 08:52:40", "03/19/2025 17:40:22"),
        ("monitoring-stack", "infra", "Healthy", "Synced", repo, "main", "platform/monitoring", "monitoring", "11/22/2023 10:04:18", "03/10/2025 15:12:09"),
        ("notifications-prod", "notify", "Healthy", "Synced", repo, "main", "apps/notifications/overlays/prod", "notify", "08/02/2024 12:20:31", "03/14/2025 10:58:47"),
    ]

    def nav(a: Ax) -> None:
        a.e(0, "navigation", "")
        a.e(1, "link", "Argo")
        a.t(1, "v2.13.3+a25c8a0")
        for n in ["Applications", "Settings", "User Info", "Documentation"]:
            a.e(1, "link", n)

    def app_list() -> str:
        a = Ax(10)
        nav(a)
        a.e(0, "main", "")
        a.e(1, "heading", "Applications", "level=1")
        a.e(1, "button", "NEW APP")
        a.e(1, "button", "SYNC APPS")
        a.e(1, "button", "REFRESH APPS")
        a.e(1, "textbox", "Search applications...")
        a.e(1, "checkbox", "FAVORITES ONLY", "checked=False")
        a.t(1, "SYNC STATUS")
        a.e(1, "checkbox", "Unknown 0", "checked=False")
        a.e(1, "checkbox", "Synced 7", "checked=False")
        a.e(1, "checkbox", "OutOfSync 1", "checked=False")
        a.t(1, "HEALTH STATUS")
        for h in ["Unknown 0", "Progressing 0", "Suspended 0", "Healthy 7", "Degraded 1", "Missing 0"]:
            a.e(1, "checkbox", h, "checked=False")
        rows = [[("link", n), p, f"{h} {s}", r, t, pth or "—", "in-cluster", ns, c, ls] for n, p, h, s, r, t, pth, ns, c, ls in apps]
        a.table(1, ["Name", "Project", "Status", "Repository", "Target Revision", "Path", "Destination", "Namespace", "Created At", "Last Sync"], rows)
        a.t(1, "Items per page: 10")
        a.t(1, "1-8 of 8")
        return a.out("Applications List - Argo CD", f"{host}/applications?view=list")

    def app(phase: str, panel: str = "") -> str:
        a = Ax(10)
        nav(a)
        a.e(0, "main", "")
        a.e(1, "navigation", "")
        a.e(2, "link", "Applications")
        a.t(2, "billing-svc-prod")
        for n in ["DETAILS", "DIFF", "SYNC", "SYNC STATUS", "HISTORY AND ROLLBACK", "DELETE", "REFRESH"]:
            a.e(1, "button", n)
        health = {"before": "Healthy", "syncing": "Progressing", "synced": "Progressing", "done": "Healthy"}[phase]
        a.t(1, "APP HEALTH")
        a.t(1, health)
        a.t(1, "SYNC STATUS")
        if phase in ("before", "syncing"):
            a.t(1, "OutOfSync from main (8e41c07)")
        else:
            a.t(1, "Synced to main (8e41c07)")
        a.t(1, "Author: Nadia Chen <nadia.chen@ridgeway.io>")
        a.t(1, "Comment: billing-svc: bump image to 1.43.0, LOG_LEVEL=warn in prod")
        if phase == "syncing":
            a.t(1, "CURRENT SYNC")
            a.t(1, "Syncing to 8e41c07")
            a.t(1, "Running")
            a.t(1, "Initiated by: eli.park")
            a.t(1, "Started: a few seconds ago (Thu Mar 20 2025 09:12:31 GMT+0000)")
        elif phase in ("synced", "done"):
            a.t(1, "LAST SYNC")
            a.t(1, "Sync OK to 8e41c07")
            a.t(1, "Succeeded a few seconds ago (Thu Mar 20 2025 09:12:44 GMT+0000)" if phase == "synced" else "Succeeded a minute ago (Thu Mar 20 2025 09:12:44 GMT+0000)")
            a.t(1, "Author: Nadia Chen <nadia.chen@ridgeway.io>")
            a.t(1, "Comment: billing-svc: bump image to 1.43.0, LOG_LEVEL=warn in prod")
        else:
            a.t(1, "LAST SYNC")
            a.t(1, "Sync OK to 3b9f2a1")
            a.t(1, "Succeeded 2 days ago (Tue Mar 18 2025 10:41:27 GMT+0000)")
            a.t(1, "Author: Omar Haddad <omar.haddad@ridgeway.io>")
            a.t(1, "Comment: billing-svc: raise HPA max replicas to 12")
        a.e(1, "tree", "resources")
        out = phase in ("before", "syncing")
        nodes = [("application", "billing-svc-prod", health, ""), ("cm", "billing-svc-config", "", "OutOfSync" if out else "Synced"),
                 ("externalsecret", "billing-db-credentials", "Healthy", "Synced"), ("secret", "billing-db-credentials", "", ""),
                 ("sa", "billing-svc", "", "Synced"), ("svc", "billing-svc", "Healthy", "Synced"),
                 ("ep", "billing-svc", "", ""), ("deploy", "billing-svc", "Healthy" if phase in ("before", "done") else "Progressing", "OutOfSync" if out else "Synced"),
                 ("hpa", "billing-svc", "Healthy", "Synced")]
        for kind, name, h, s in nodes:
            a.e(2, "treeitem", f"{kind} {name}", *(x for x in [f"health='{h}'" if h else "", f"sync='{s}'" if s else ""]))
        if phase in ("before", "syncing"):
            a.e(3, "treeitem", "rs billing-svc-6f8d9c7b54 rev:14", "health='Healthy'")
            for p in ["billing-svc-6f8d9c7b54-2xkqf", "billing-svc-6f8d9c7b54-8mn4d", "billing-svc-6f8d9c7b54-tq7zr"]:
                a.e(4, "treeitem", f"pod {p}", "health='Healthy'", "running 1/1")
        elif phase == "synced":
            a.e(3, "treeitem", "rs billing-svc-7b5c4d9f86 rev:15", "health='Progressing'")
            a.e(4, "treeitem", "pod billing-svc-7b5c4d9f86-jw5lp", "health='Healthy'", "running 1/1")
            a.e(4, "treeitem", "pod billing-svc-7b5c4d9f86-r9cxv", "health='Progressing'", "ContainerCreating 0/1")
            a.e(3, "treeitem", "rs billing-svc-6f8d9c7b54 rev:14", "health='Healthy'")
            a.e(4, "treeitem", "pod billing-svc-6f8d9c7b54-2xkqf", "health='Healthy'", "running 1/1")
            a.e(4, "treeitem", "pod billing-svc-6f8d9c7b54-8mn4d", "health='Healthy'", "running 1/1")
        else:
            a.e(3, "treeitem", "rs billing-svc-7b5c4d9f86 rev:15", "health='Healthy'")
            for p in ["billing-svc-7b5c4d9f86-jw5lp", "billing-svc-7b5c4d9f86-r9cxv", "billing-svc-7b5c4d9f86-f2hbn"]:
                a.e(4, "treeitem", f"pod {p}", "health='Healthy'", "running 1/1")
            a.e(3, "treeitem", "rs billing-svc-6f8d9c7b54 rev:14", "")
        if panel == "details":
            auto = phase == "synced"
            a.e(0, "dialog", "billing-svc-prod")
            a.e(1, "button", "Close")
            for n in ["SUMMARY", "PARAMETERS", "MANIFEST", "EVENTS"]:
                a.e(1, "tab", n, f"selected={n == 'SUMMARY'}")
            a.e(1, "button", "EDIT")
            a.table(1, ["", ""], [
                ["PROJECT", "billing"], ["LABELS", "team=billing env=prod"],
                ["ANNOTATIONS", "notifications.argoproj.io/subscribe.on-sync-failed.slack=billing-alerts"],
                ["CLUSTER", "in-cluster (https://kubernetes.default.svc)"], ["NAMESPACE", "billing"],
                ["CREATED AT", "03/04/2024 10:12:44 (a year ago)"], ["REPO URL", repo], ["TARGET REVISION", "main"],
                ["PATH", "apps/billing-svc/overlays/prod"], ["SYNC OPTIONS", "CreateNamespace=true, ServerSideApply=true"],
                ["RETRY OPTIONS", "Retry disabled"], ["STATUS", "OutOfSync" if phase in ("before", "syncing") else "Synced"],
                ["HEALTH", health], ["LINKS", "https://grafana.ridgeway.io/d/billing-svc"],
            ])
            a.t(1, "SYNC POLICY")
            a.e(1, "button", "DISABLE AUTO-SYNC" if auto else "ENABLE AUTO-SYNC")
        if panel == "diff":
            a.e(0, "dialog", "billing-svc-prod")
            a.e(1, "button", "Close")
            a.e(1, "tab", "DIFF", "selected=True")
            a.e(1, "checkbox", "Compact diff", "checked=True")
            a.e(1, "checkbox", "Inline diff", "checked=False")
            a.e(1, "heading", "/ConfigMap billing/billing-svc-config", "level=3")
            a.t(1, "@@ data @@")
            a.t(1, "   DB_POOL_SIZE: \"20\"")
            a.t(1, "-  LOG_LEVEL: info")
            a.t(1, "+  LOG_LEVEL: warn")
            a.t(1, "   SETTLEMENT_CUTOFF_UTC: \"22:00\"")
            a.e(1, "heading", "apps/Deployment billing/billing-svc", "level=3")
            a.t(1, "@@ spec.template.spec.containers[0] @@")
            a.t(1, "-        image: registry.ridgeway.io/billing/billing-svc:1.42.0")
            a.t(1, "+        image: registry.ridgeway.io/billing/billing-svc:1.43.0")
            a.t(1, "         imagePullPolicy: IfNotPresent")
        if panel == "sync":
            a.e(0, "dialog", "billing-svc-prod")
            a.e(1, "button", "SYNCHRONIZE")
            a.e(1, "button", "CANCEL")
            a.t(1, f"Synchronizing application manifests from {repo}")
            a.e(1, "textbox", "Revision", "value='main'")
            for n, c in [("PRUNE", False), ("DRY RUN", False), ("APPLY ONLY", False), ("FORCE", False)]:
                a.e(1, "checkbox", n, f"checked={c}")
            a.t(1, "SYNC OPTIONS")
            for n, c in [("SKIP SCHEMA VALIDATION", False), ("AUTO-CREATE NAMESPACE", True), ("PRUNE LAST", False),
                         ("APPLY OUT OF SYNC ONLY", False), ("RESPECT IGNORE DIFFERENCES", False), ("SERVER-SIDE APPLY", True),
                         ("REPLACE", False), ("RETRY", False)]:
                a.e(1, "checkbox", n, f"checked={c}")
            a.e(1, "combobox", "PRUNE PROPAGATION POLICY", "value='foreground'")
            a.t(1, "SYNCHRONIZE RESOURCES:")
            a.e(1, "link", "all")
            a.e(1, "link", "out of sync")
            a.e(1, "link", "none")
            for r in ["/ConfigMap/billing/billing-svc-config", "external-secrets.io/ExternalSecret/billing/billing-db-credentials",
                      "/ServiceAccount/billing/billing-svc", "/Service/billing/billing-svc", "apps/Deployment/billing/billing-svc",
                      "autoscaling/HorizontalPodAutoscaler/billing/billing-svc"]:
                a.e(1, "checkbox", r, "checked=True")
        return a.out("billing-svc-prod - Application Details Tree - Argo CD", f"{host}/applications/argocd/billing-svc-prod?view=tree&resource=")

    turns: list[tuple[str, str]] = []
    o1 = app_list()
    turns.append((act("goto", f"{host}/applications?view=list"), o1))
    o2 = app("before")
    turns.append((act("click", bid(o1, "link", "billing-svc-prod")), o2))
    o3 = app("before", "details")
    turns.append((act("click", bid(o2, "button", "DETAILS")), o3))
    o4 = app("before")
    turns.append((act("click", bid(o3, "button", "Close")), o4))
    o5 = app("before", "diff")
    turns.append((act("click", bid(o4, "button", "DIFF")), o5))
    o6 = app("before")
    turns.append((act("click", bid(o5, "button", "Close")), o6))
    o7 = app("before", "sync")
    turns.append((act("click", bid(o6, "button", "SYNC")), o7))
    o8 = app("syncing")
    turns.append((act("click", bid(o7, "button", "SYNCHRONIZE")), o8))
    o9 = app("synced")
    turns.append((act("noop", 10000), o9))
    o10 = app("synced", "details")
    turns.append((act("click", bid(o9, "button", "DETAILS")), o10))
    o11 = app("done")
    turns.append((act("click", bid(o10, "button", "Close")), o11))
    return dict(tid="h46-web-11", turns=turns, bad=True, turn=10,
                kind="auto-sync shows as enabled although it was disabled and nobody changed the sync policy",
                state=state(f"{host}/applications", "Applications Tiles - Argo CD",
                            "billing-svc-prod is OutOfSync. Review its settings and the diff, sync it manually to main, and wait for the rollout to settle.",
                            "Logged in via SSO as eli.park (role: billing-deployers)."))


# Odoo Sales quotation - clean
def t12() -> dict[str, Any]:
    host = "https://erp.calloway-supply.com"
    quotes = [
        ("S00247", "03/19/2025 16:42:10", "Northgate Builders Inc.", "$ 12,480.00", "Quotation Sent"),
        ("S00246", "03/19/2025 11:05:37", "Kessler Roofing", "$ 3,215.40", "Quotation"),
        ("S00244", "03/18/2025 14:20:03", "Pinecrest Property Mgmt", "$ 918.75", "Sales Order"),
        ("S00241", "03/17/2025 09:48:51", "Brennan Hardware Ltd", "$ 2,106.00", "Sales Order"),
        ("S00238", "03/14/2025 15:31:26", "Delmar Fasteners", "$ 7,342.20", "Quotation Sent"),
        ("S00235", "03/12/2025 10:17:44", "Kessler Roofing", "$ 1,560.00", "Sales Order"),
    ]

    def topbar(a: Ax) -> None:
        a.e(0, "navigation", "")
        a.e(1, "button", "Home Menu")
        a.e(1, "link", "Sales")
        for n in ["Orders", "To Invoice", "Products", "Reporting", "Configuration"]:
            a.e(1, "button", n, "hasPopup='menu'")
        a.e(1, "button", "Discuss", "hasPopup='menu'")
        a.e(1, "button", "Activities", "hasPopup='menu'")
        a.e(1, "button", "Calloway Supply Co.", "hasPopup='menu'")
        a.e(1, "button", "User: Marisol Vega", "hasPopup='menu'")

    def listing() -> str:
        a = Ax(10)
        topbar(a)
        a.e(0, "main", "")
        a.e(1, "button", "New")
        a.t(1, "Quotations")
        a.e(1, "button", "Actions", "hasPopup='menu'")
        a.t(1, "My Quotations")
        a.e(1, "button", "Remove")
        a.e(1, "searchbox", "Search...")
        a.e(1, "button", "Toggle Search Panel", "hasPopup='menu'")
        a.t(1, "1-6 / 6")
        a.e(1, "button", "Previous", "disabled=True")
        a.e(1, "button", "Next", "disabled=True")
        a.e(1, "button", "List", "pressed=True")
        a.e(1, "button", "Kanban")
        a.e(1, "button", "Calendar")
        a.e(1, "button", "Pivot")
        a.e(1, "button", "Graph")
        a.e(1, "button", "Activity")
        rows = [[("checkbox", "", "checked=False"), n, d, c, "Marisol Vega", "", t, s] for n, d, c, t, s in quotes]
        rows.append(["", "", "", "", "", "", "$ 27,622.35", ""])
        a.table(1, ["", "Number", "Creation Date", "Customer", "Salesperson", "Activities", "Total", "Status"], rows)
        return a.out("Quotations - Odoo", f"{host}/web#action=318&model=sale.order&view_type=list&cids=1&menu_id=212")

    lines_spec = {"none": None, "empty": ("", "", "", "", ""), "bolt1": ("[GB-M10-100] Galvanized Bolt M10x100", "1.00", "0.84", "$ 0.84", ""),
                  "bolt500": ("[GB-M10-100] Galvanized Bolt M10x100", "500.00", "0.84", "$ 420.00", "")}
    totals = {"none": ("$ 0.00", "$ 0.00", "$ 0.00"), "empty": ("$ 0.00", "$ 0.00", "$ 0.00"),
              "bolt1": ("$ 0.84", "$ 0.13", "$ 0.97"), "bolt500": ("$ 420.00", "$ 63.00", "$ 483.00")}

    def form(customer: str, cust_drop: bool, line: str, prod_query: str, prod_drop: bool, confirmed: bool) -> str:
        a = Ax(10)
        topbar(a)
        a.e(0, "main", "")
        a.e(1, "button", "New")
        a.e(1, "navigation", "Breadcrumb")
        a.e(2, "link", "Quotations")
        a.t(2, "S00248" if confirmed else "New")
        a.e(1, "button", "Actions", "hasPopup='menu'")
        if not confirmed:
            a.e(1, "button", "Save manually")
            a.e(1, "button", "Discard all changes")
        if confirmed:
            a.t(1, "1 / 1")
        if confirmed:
            for n in ["Create Invoice", "Send by Email", "Preview", "Cancel"]:
                a.e(1, "button", n)
        else:
            for n in ["Send by Email", "Confirm", "Preview"]:
                a.e(1, "button", n)
        for n in ["Quotation", "Quotation Sent", "Sales Order"]:
            cur = (n == "Sales Order") if confirmed else (n == "Quotation")
            a.e(1, "radio", n, f"checked={cur}", "disabled=True")
        if confirmed:
            a.e(1, "button", "Delivery 1")
        a.e(1, "heading", "S00248" if confirmed else "New", "level=1")
        sel = bool(customer) and not cust_drop
        a.e(1, "combobox", "Customer", f"value='{customer}'", "focused" if cust_drop else "", "expanded=True" if cust_drop else "")
        if cust_drop:
            a.e(2, "listbox", "")
            for o in ["Brennan Hardware Ltd", "Brennan Hardware Ltd, Accounts Payable", "Brennan Hardware Ltd, Warehouse", "Search More...", 'Create "Brennan"', "Create and edit..."]:
                a.e(3, "option", o)
        if sel:
            a.e(1, "combobox", "Invoice Address", "value='Brennan Hardware Ltd, Accounts Payable'")
            a.e(1, "combobox", "Delivery Address", "value='Brennan Hardware Ltd, Warehouse'")
        if confirmed:
            a.e(1, "textbox", "Order Date", "value='03/20/2025 10:14:52'")
        else:
            a.e(1, "textbox", "Expiration", "value='04/19/2025'")
        a.e(1, "combobox", "Pricelist", "value='Trade Pricelist (USD)'" if sel else "value='Public Pricelist (USD)'")
        a.e(1, "combobox", "Payment Terms", "value='30 Days'" if sel else "value=''")
        for n in ["Order Lines", "Optional Products", "Other Info", "Customer Signature"]:
            a.e(1, "tab", n, f"selected={n == 'Order Lines'}")
        rows: list[list[Any]] = []
        spec = lines_spec[line]
        if spec is not None:
            prod, qty, price, sub, _ = spec
            if line == "empty":
                rows.append([("combobox", "Product", f"value='{prod_query}'", "focused", "expanded=True" if prod_drop else ""), "", "", "", "", "", ("button", "Delete row")])
            else:
                rows.append([prod, prod, ("spinbutton", "Quantity", f"value='{qty}'"), price, "Tax 15%", sub, ("button", "Delete row")])
        a.table(1, ["Product", "Description", "Quantity", "Unit Price", "Taxes", "Tax excl.", ""], rows)
        if prod_drop:
            a.e(1, "listbox", "")
            for o in ["[GB-M10-080] Galvanized Bolt M10x80", "[GB-M10-100] Galvanized Bolt M10x100", "[HN-M10] Hex Nut M10 Zinc", "[FW-M10] Flat Washer M10", "[TR-M10-1000] Threaded Rod M10 1m", "Search More..."]:
                a.e(2, "option", o)
        if not confirmed:
            a.e(1, "link", "Add a product")
            a.e(1, "link", "Add a section")
            a.e(1, "link", "Add a note")
            a.e(1, "button", "Catalog")
        a.e(1, "textbox", "Terms and conditions...", "value=''")
        u, tx, tot = totals[line]
        a.t(1, "Untaxed Amount:")
        a.t(1, u)
        a.t(1, "Tax 15%:")
        a.t(1, tx)
        a.t(1, "Total:")
        a.t(1, tot)
        a.e(0, "complementary", "Chatter")
        a.e(1, "button", "Send message")
        a.e(1, "button", "Log note")
        a.e(1, "button", "Activities")
        a.e(1, "button", "Follow")
        if confirmed:
            a.t(1, "Today")
            a.t(1, "Marisol Vega - now")
            a.t(1, "Quotation → Sales Order (Status)")
            a.t(1, "Marisol Vega - now")
            a.t(1, "Sales Order created")
        else:
            a.t(1, "Creating a new record...")
        url = f"{host}/web#id=248&cids=1&menu_id=212&action=318&model=sale.order&view_type=form" if confirmed else f"{host}/web#cids=1&menu_id=212&action=318&model=sale.order&view_type=form"
        return a.out(("S00248" if confirmed else "New") + " - Odoo", url)

    turns: list[tuple[str, str]] = []
    o1 = listing()
    turns.append((act("goto", f"{host}/web#action=318&model=sale.order&view_type=list&cids=1&menu_id=212"), o1))
    o2 = form("", False, "none", "", False, False)
    turns.append((act("click", bid(o1, "button", "New")), o2))
    o3 = form("Brennan", True, "none", "", False, False)
    turns.append((act("fill", bid(o2, "combobox", "Customer"), "Brennan"), o3))
    o4 = form("Brennan Hardware Ltd", False, "none", "", False, False)
    turns.append((act("click", bid(o3, "option", "Brennan Hardware Ltd")), o4))
    o5 = form("Brennan Hardware Ltd", False, "empty", "", False, False)
    turns.append((act("click", bid(o4, "link", "Add a product")), o5))
    o6 = form("Brennan Hardware Ltd", False, "empty", "M10", True, False)
    turns.append((act("fill", bid(o5, "combobox", "Product"), "M10"), o6))
    o7 = form("Brennan Hardware Ltd", False, "bolt1", "", False, False)
    turns.append((act("click", bid(o6, "option", "[GB-M10-100] Galvanized Bolt M10x100")), o7))
    o8 = form("Brennan Hardware Ltd", False, "bolt500", "", False, False)
    turns.append((act("fill", bid(o7, "spinbutton", "Quantity"), "500"), o8))
    o9 = form("Brennan Hardware Ltd", False, "bolt500", "", False, True)
    turns.append((act("click", bid(o8, "button", "Confirm")), o9))
    return dict(tid="h46-web-12", turns=turns,
                state=state(f"{host}/web#action=menu", "Odoo",
                            "Create a quotation for Brennan Hardware Ltd for 500 galvanized M10x100 bolts and confirm it as a sales order.",
                            "Signed in as Marisol Vega (Sales / Administrator), company Calloway Supply Co., currency USD."))


# Roundcube webmail - clean
def t13() -> dict[str, Any]:
    host = "https://mail.ashgrove-legal.com"
    inbox = [
        ("Invoice INV-20931 - Hartley Court Reporting", "Hartley Court Reporting", "Today 10:31", "84 KB", True, True),
        ("Re: Disclosure schedule - Patel v. Wren", "Imogen Patel", "Today 09:58", "23 KB", True, False),
        ("Your Westlaw statement for February", "Westlaw UK", "Today 08:12", "41 KB", True, True),
        ("Invoice 0007714 - Chancery Lane Couriers", "Chancery Lane Couriers", "Yesterday 17:45", "112 KB", True, True),
        ("Hearing bundle index (draft 3)", "Tom Okafor", "Yesterday 16:02", "310 KB", False, True),
        ("Lunch and learn: AI in e-disclosure", "HR Ashgrove", "Yesterday 12:30", "9 KB", True, False),
        ("Re: Fee estimate for Hollis Estates", "Gareth Hollis", "Tue 14:20", "18 KB", False, False),
        ("Court fee refund - claim K40CL118", "HMCTS Civil", "Tue 11:05", "35 KB", True, True),
        ("Signed engagement letter", "Naomi Briggs", "Mon 16:47", "1.2 MB", False, True),
        ("Re: Counsel availability 3-7 April", "Clerks, 4 Fountain Court", "Mon 10:12", "14 KB", False, False),
        ("IT: your password expires in 7 days", "IT Helpdesk", "2025-03-14 09:00", "6 KB", True, False),
        ("Invoice AX-5521 - Ashford Translation Services", "Ashford Translation", "2025-03-13 15:38", "96 KB", False, True),
        ("Re: Witness statement - M. Kerr", "Daniel Kerr", "2025-03-13 11:20", "27 KB", False, False),
        ("Parking permit renewal", "Facilities", "2025-03-12 08:45", "11 KB", False, False),
        ("Re: Costs budget (Precedent H)", "Tom Okafor", "2025-03-11 17:02", "64 KB", False, True),
        ("Re: Settlement meeting agenda", "Imogen Patel", "2025-03-11 09:31", "19 KB", False, False),
        ("Expert report - draft for comment", "Dr. S. Lindqvist", "2025-03-10 18:14", "2.4 MB", False, True),
    ]
    accounts = [
        ("Invoice 0007641 - Chancery Lane Couriers", "Chancery Lane Couriers", "2025-03-06 17:40", "109 KB", False, True),
        ("Invoice INV-20877 - Hartley Court Reporting", "Hartley Court Reporting", "2025-03-03 09:12", "82 KB", False, True),
        ("Remittance advice 28/02", "Ashgrove Accounts", "2025-02-28 15:05", "33 KB", False, True),
        ("Invoice AX-5480 - Ashford Translation Services", "Ashford Translation", "2025-02-24 11:47", "95 KB", False, True),
        ("Invoice 0007588 - Chancery Lane Couriers", "Chancery Lane Couriers", "2025-02-20 17:38", "108 KB", False, True),
        ("Invoice INV-20802 - Hartley Court Reporting", "Hartley Court Reporting", "2025-02-14 10:03", "81 KB", False, True),
        ("Remittance advice 31/01", "Ashgrove Accounts", "2025-01-31 14:51", "31 KB", False, True),
        ("Invoice 0007502 - Chancery Lane Couriers", "Chancery Lane Couriers", "2025-01-30 17:44", "107 KB", False, True),
        ("Invoice AX-5391 - Ashford Translation Services", "Ashford Translation", "2025-01-22 16:20", "97 KB", False, True),
        ("Invoice INV-20719 - Hartley Court Reporting", "Hartley Court Reporting", "2025-01-17 09:55", "80 KB", False, True),
        ("Invoice 0007433 - Chancery Lane Couriers", "Chancery Lane Couriers", "2025-01-09 17:41", "106 KB", False, True),
        ("Remittance advice 20/12", "Ashgrove Accounts", "2024-12-20 12:18", "30 KB", False, True),
    ]

    def page(folder: str, msgs: list[tuple[Any, ...]], total: int, unread: int, opened: bool, overlay: str = "") -> str:
        a = Ax(10)
        a.e(0, "navigation", "")
        a.e(1, "link", "Ashgrove Legal Webmail")
        for n in ["Compose", "Mail", "Contacts", "Settings", "About", "Logout"]:
            a.e(1, "link", n, "current='page'" if n == "Mail" else "")
        a.e(0, "navigation", "Folder list")
        a.e(1, "heading", "Mail", "level=2")
        for n, c in [("Inbox", unread), ("Drafts", 0), ("Sent", 0), ("Junk", 2), ("Trash", 0), ("Accounts", 0), ("Clients", 0), ("Court filings", 0)]:
            a.e(1, "link", f"{n} ({c})" if c else n, "current='page'" if n == folder else "")
        a.t(1, "Quota: 38% (3.8 GB of 10 GB)")
        a.e(0, "main", "Message list")
        a.e(1, "heading", folder, "level=2")
        a.e(1, "searchbox", "Search")
        a.e(1, "button", "Select", "hasPopup='menu'")
        a.e(1, "button", "Threads")
        a.e(1, "button", "List options")
        rows = []
        for subj, frm, date, size, unseen, att in msgs:
            rows.append([frm, ("link", subj), date, size, "attachment" if att else "", "Unread" if unseen else ""])
        a.table(1, ["From", "Subject", "Date", "Size", "Attachment", "Status"], rows, "Message list")
        a.t(1, f"Messages 1 to {len(msgs)} of {total}")
        a.e(1, "button", "First page", "disabled=True")
        a.e(1, "button", "Previous page", "disabled=True")
        a.e(1, "button", "Next page", "disabled=True" if total <= len(msgs) else "")
        a.e(1, "button", "Last page", "disabled=True" if total <= len(msgs) else "")
        a.e(0, "region", "Message content")
        for n in ["Reply", "Reply all", "Forward", "Delete", "Spam", "Mark", "More"]:
            a.e(1, "button", n, "disabled=True" if not opened else "", "hasPopup='menu'" if n in ("Mark", "More") else "", f"expanded={overlay == 'more'}" if n == "More" else "")
        if overlay == "more":
            a.e(2, "menu", "")
            for n in ["Print this message", "Download (.eml)", "Edit as new", "View source", "Move to...", "Copy to...", "Open in new window"]:
                a.e(3, "menuitem", n)
        if opened:
            a.e(1, "heading", "Invoice INV-20931 - Hartley Court Reporting", "level=2")
            a.t(1, "From Hartley Court Reporting <billing@hartleycr.co.uk> on 2025-03-20 10:31")
            a.t(1, "To accounts@ashgrove-legal.com, r.demir@ashgrove-legal.com")
            a.t(1, "Dear Ashgrove Legal,")
            a.t(1, "Please find attached invoice INV-20931 for transcription of the hearing on 11 March 2025 (Patel v. Wren, claim no. KB-2024-001873), 4h 20m at the expedited rate.")
            a.t(1, "Amount due: GBP 1,164.00 (incl. VAT). Payment terms: 30 days.")
            a.t(1, "Kind regards, Hartley Court Reporting Ltd")
            a.e(1, "link", "INV-20931.pdf (~71 KB)")
        else:
            a.t(1, "No message selected")
        if overlay == "moveto":
            a.e(0, "dialog", "Move to...", "modal=True")
            a.e(1, "searchbox", "Search")
            for n in ["Inbox", "Drafts", "Sent", "Junk", "Trash", "Accounts", "Clients", "Court filings"]:
                a.e(1, "link", n)
        url = f"{host}/?_task=mail&_mbox={'INBOX' if folder == 'Inbox' else folder.replace(' ', '%20')}"
        return a.out(f"Ashgrove Legal Webmail :: {folder}", url)

    read1 = [(s, f, d, z, False if s.startswith("Invoice INV-20931") else u, t) for s, f, d, z, u, t in inbox]
    after = read1[1:]
    turns: list[tuple[str, str]] = []
    o1 = page("Inbox", inbox[:15], 57, 7, False)
    turns.append((act("goto", f"{host}/?_task=mail&_mbox=INBOX"), o1))
    o2 = page("Inbox", read1[:15], 57, 6, True)
    turns.append((act("click", bid(o1, "link", inbox[0][0])), o2))
    o3 = page("Inbox", read1[:15], 57, 6, True, "more")
    turns.append((act("click", bid(o2, "button", "More")), o3))
    o4 = page("Inbox", read1[:15], 57, 6, True, "moveto")
    turns.append((act("click", bid(o3, "menuitem", "Move to...")), o4))
    o5 = page("Inbox", after[:15], 56, 6, False)
    turns.append((act("click", bid(o4, "link", "Accounts", 1)), o5))
    acc = [("Invoice INV-20931 - Hartley Court Reporting", "Hartley Court Reporting", "Today 10:31", "84 KB", False, True)] + accounts
    o6 = page("Accounts", acc, 13, 6, False)
    turns.append((act("click", bid(o5, "link", "Accounts")), o6))
    fresh = [("Re: Hearing bundle index (draft 3)", "Tom Okafor", "Today 10:41", "27 KB", True, False)] + after
    o7 = page("Inbox", fresh[:15], 57, 7, False)
    turns.append((act("click", bid(o6, "link", "Inbox (6)")), o7))
    return dict(tid="h46-web-13", turns=turns,
                state=state(f"{host}/?_task=mail&_mbox=INBOX", "Ashgrove Legal Webmail :: Inbox",
                            "Open the new Hartley Court Reporting invoice, file it in the Accounts folder, and check the inbox again afterwards.",
                            "Logged in to Roundcube 1.6.9 (Elastic skin) as r.demir@ashgrove-legal.com."))


# BookStack page rename - bad
def t14() -> dict[str, Any]:
    host = "https://docs.pinecrest.health"
    old, new = "VPN Setup (old)", "VPN Setup – WireGuard"
    chapters = [
        ("Networking", "networking", [
            (old, "Clinic staff connect to the internal network with the OpenVPN client. This page covers install, profiles and common errors."),
            ("Firewall Change Process", "All firewall rule changes go through a change ticket in Zammad and a second reviewer from the network team."),
            ("DNS Zones and Records", "Internal zones live on the two Windows DNS servers; pinecrest.health public records are managed in Cloudflare."),
            ("Wi-Fi for Clinics", "Each clinic has three SSIDs: PH-Staff (802.1X), PH-Devices (PSK, VLAN 30) and PH-Guest (captive portal)."),
        ]),
        ("Endpoints", "endpoints", [
            ("Laptop Imaging with Intune", "New laptops are enrolled through Autopilot; the device group decides which apps are pushed."),
            ("Printer Mapping", "Printers are mapped by location using Group Policy preferences with item-level targeting."),
            ("BitLocker Recovery", "Recovery keys are escrowed to Entra ID. Verify the caller before reading out a key."),
        ]),
        ("Accounts", "accounts", [
            ("New Starter Checklist", "HR raises the starter ticket at least five working days before the start date."),
            ("Leaver Checklist", "Disable the account at 17:00 on the last day, convert the mailbox to shared, remove licences."),
            ("MFA Reset Procedure", "Only the service desk lead or IT manager may reset MFA methods, after a video call identity check."),
        ]),
    ]

    def header(a: Ax, crumbs: list[str]) -> None:
        a.e(0, "banner", "")
        a.e(1, "link", "Pinecrest Health Docs")
        a.e(1, "searchbox", "Search")
        for n in ["Shelves", "Books", "Settings"]:
            a.e(1, "link", n)
        a.e(1, "button", "Dana Osei", "hasPopup='menu'")
        if crumbs:
            a.e(0, "navigation", "Breadcrumb")
            for c in crumbs:
                a.e(1, "link", c)

    def book(expanded: bool) -> str:
        a = Ax(10)
        header(a, ["Books", "IT Runbooks"])
        a.e(0, "complementary", "")
        a.e(1, "heading", "Details", "level=5")
        a.t(1, "Created 2 years ago by Marta Ilves")
        a.t(1, "Updated 3 days ago by Ravi Sandhu")
        a.e(1, "heading", "Recent Activity", "level=5")
        for who, what, when in [("Ravi Sandhu", "updated page MFA Reset Procedure", "3 days ago"), ("Marta Ilves", "created page Wi-Fi for Clinics", "1 week ago"),
                                ("Ravi Sandhu", "updated page BitLocker Recovery", "2 weeks ago"), ("Ravi Sandhu", "updated page VPN Setup (old)", "3 months ago")]:
            a.e(1, "link", who)
            a.t(1, f"{what} {when}")
        a.e(0, "main", "")
        a.e(1, "heading", "IT Runbooks", "level=1")
        a.t(1, "Procedures and reference for the Pinecrest Health IT team. Keep pages short; link to tickets for history.")
        for name, slug, pages in chapters:
            a.e(1, "link", name)
            a.t(2, {"networking": "Remote access, firewall, DNS and Wi-Fi.", "endpoints": "Laptops, printers and encryption.", "accounts": "Joiners, leavers and identity."}[slug])
            a.e(1, "button", f"{len(pages)} Pages", f"expanded={expanded and slug == 'networking'}")
            if expanded and slug == "networking":
                for p, _ in pages:
                    a.e(2, "link", p)
        a.e(1, "link", "On-call Rota and Escalation")
        a.t(2, "Weekday on-call runs 17:00 to 08:00; weekends are covered by the infrastructure pair on the rota.")
        a.e(0, "complementary", "Actions")
        for n in ["New Page", "New Chapter", "Edit", "Sort", "Permissions", "Delete", "Export"]:
            a.e(1, "link", n)
        return a.out("IT Runbooks | Pinecrest Health Docs", f"{host}/books/it-runbooks")

    def page(title: str, rev: int, updated: str, toast: bool) -> str:
        a = Ax(10)
        slug = "vpn-setup-old" if title == old else "vpn-setup-wireguard"
        header(a, ["Books", "IT Runbooks", "Networking", title])
        if toast:
            a.e(0, "alert", "Page successfully updated")
        a.e(0, "complementary", "")
        a.e(1, "heading", "Page Navigation", "level=5")
        for h in ["Overview", "Client install", "Connection profiles", "Troubleshooting"]:
            a.e(1, "link", h)
        a.e(1, "heading", "Book Navigation", "level=5")
        a.e(1, "link", "IT Runbooks")
        for name, _, pages in chapters:
            a.e(1, "link", name)
            if name == "Networking":
                for p, _ in pages:
                    shown = title if p == old else p
                    a.e(2, "link", shown, "current='page'" if shown == title else "")
        a.e(1, "link", "On-call Rota and Escalation")
        a.e(0, "main", "")
        a.e(1, "heading", title, "level=1")
        a.e(1, "heading", "Overview", "level=2")
        a.t(1, "Clinic staff connect to the internal network with the OpenVPN client. This page covers install, profiles and common errors.")
        a.e(1, "heading", "Client install", "level=2")
        a.t(1, "Install OpenVPN Connect 3.5 from Company Portal. Do not use the community OpenVPN GUI; it does not read the pushed profile.")
        a.e(1, "heading", "Connection profiles", "level=2")
        a.t(1, "Profiles are pushed to C:\\ProgramData\\OpenVPN\\profiles by Intune. Clinic laptops get ph-clinics.ovpn, IT laptops get ph-admin.ovpn.")
        a.e(1, "heading", "Troubleshooting", "level=2")
        a.t(1, "TLS handshake failed: check the laptop clock and that the certificate in the user store has not expired (valid 12 months).")
        a.t(1, "Connected but no DNS: the profile must push dhcp-option DNS 10.10.0.11 and 10.10.0.12.")
        a.e(0, "complementary", "Details")
        a.t(1, f"Revision #{rev}")
        a.t(1, "Created 1 year ago by Marta Ilves")
        a.t(1, f"Updated {updated}")
        a.e(0, "complementary", "Actions")
        for n in ["Edit", "Move", "Revisions", "Permissions", "Delete", "Copy", "Export"]:
            a.e(1, "link", n)
        return a.out(f"{title} | Pinecrest Health Docs", f"{host}/books/it-runbooks/page/{slug}")

    def editor(title: str) -> str:
        a = Ax(10)
        header(a, [])
        a.e(0, "main", "")
        a.e(1, "link", "Back")
        a.t(1, "Editing Page")
        a.e(1, "button", "Set Changelog")
        a.e(1, "button", "Save Page")
        a.e(1, "button", "Draft actions", "hasPopup='menu'")
        a.e(1, "textbox", "Page Title", f"value='{title}'", "focused" if title != old else "")
        a.e(1, "toolbar", "")
        for n in ["Formats", "Bold", "Italic", "Underline", "Text color", "Bullet list", "Numbered list", "Insert/edit link", "Insert/edit image", "Table", "Code sample", "Callouts", "Source code"]:
            a.e(2, "button", n)
        a.e(1, "document", "Rich Text Area")
        a.t(2, "Overview")
        a.t(2, "Clinic staff connect to the internal network with the OpenVPN client. This page covers install, profiles and common errors.")
        a.t(2, "Client install")
        a.t(2, "Install OpenVPN Connect 3.5 from Company Portal. Do not use the community OpenVPN GUI; it does not read the pushed profile.")
        a.t(2, "Connection profiles")
        a.t(2, "Profiles are pushed to C:\\ProgramData\\OpenVPN\\profiles by Intune. Clinic laptops get ph-clinics.ovpn, IT laptops get ph-admin.ovpn.")
        a.t(2, "Troubleshooting")
        a.t(2, "TLS handshake failed: check the laptop clock and that the certificate in the user store has not expired (valid 12 months).")
        a.t(2, "Connected but no DNS: the profile must push dhcp-option DNS 10.10.0.11 and 10.10.0.12.")
        a.e(0, "complementary", "")
        for n in ["Tags", "Attachments", "Templates", "Revisions"]:
            a.e(1, "button", n)
        return a.out(f"Editing {old} | Pinecrest Health Docs", f"{host}/books/it-runbooks/page/vpn-setup-old/edit")

    def revisions() -> str:
        a = Ax(10)
        header(a, ["Books", "IT Runbooks", "Networking", new, "Revisions"])
        a.e(0, "main", "")
        a.e(1, "heading", "Page Revisions", "level=1")
        a.t(1, "7 page revisions")
        a.table(1, ["#", "Name", "Created By", "Revision Date", "Changelog", "Actions"], [
            ["7", new, "Dana Osei", "Mar 20, 2025 10:12 (less than a minute ago)", "", "Current Version"],
            ["6", old, "Ravi Sandhu", "Dec 18, 2024 15:40 (3 months ago)", "Renamed, WireGuard rollout starting", ("link", "Preview")],
            ["5", "VPN Setup", "Ravi Sandhu", "Oct 02, 2024 09:21 (5 months ago)", "Profile paths for Intune", ("link", "Preview")],
            ["4", "VPN Setup", "Marta Ilves", "Jun 11, 2024 11:05 (9 months ago)", "", ("link", "Preview")],
            ["3", "VPN Setup", "Marta Ilves", "Apr 29, 2024 16:48 (10 months ago)", "Troubleshooting section", ("link", "Preview")],
            ["2", "VPN Setup", "Marta Ilves", "Mar 14, 2024 10:30 (1 year ago)", "", ("link", "Preview")],
            ["1", "VPN Setup", "Marta Ilves", "Mar 14, 2024 10:02 (1 year ago)", "Initial version", ("link", "Preview")],
        ])
        return a.out(f"Revisions | {new} | Pinecrest Health Docs", f"{host}/books/it-runbooks/page/vpn-setup-wireguard/revisions")

    def chapter(first: str) -> str:
        a = Ax(10)
        header(a, ["Books", "IT Runbooks", "Networking"])
        a.e(0, "complementary", "")
        a.e(1, "heading", "Details", "level=5")
        a.t(1, "Created 2 years ago by Marta Ilves")
        a.t(1, "Updated 1 month ago by Marta Ilves")
        a.e(0, "main", "")
        a.e(1, "heading", "Networking", "level=1")
        a.t(1, "Remote access, firewall, DNS and Wi-Fi.")
        for p, ex in chapters[0][2]:
            a.e(1, "link", first if p == old else p)
            a.t(2, ex)
        a.e(0, "complementary", "Actions")
        for n in ["New Page", "Edit", "Move", "Copy", "Permissions", "Delete", "Export"]:
            a.e(1, "link", n)
        return a.out("Networking | Pinecrest Health Docs", f"{host}/books/it-runbooks/chapter/networking")

    def shelves() -> str:
        a = Ax(10)
        header(a, [])
        a.e(0, "main", "")
        a.e(1, "heading", "Shelves", "level=1")
        a.e(1, "button", "List View")
        a.e(1, "button", "Sort by Name", "hasPopup='menu'")
        for name, desc, books in [("Clinical Systems", "EHR, PACS and lab interfaces.", "4 Books"), ("Information Technology", "Runbooks, standards and architecture notes for the IT team.", "3 Books"),
                                  ("Policies", "Approved policies. Read-only for most staff.", "6 Books"), ("Onboarding", "Material for new staff in their first month.", "2 Books")]:
            a.e(1, "link", name)
            a.t(2, desc)
            a.t(2, books)
        a.e(0, "complementary", "Actions")
        a.e(1, "link", "New Shelf")
        a.e(1, "heading", "Recently Viewed Shelves", "level=5")
        a.e(1, "link", "Information Technology")
        return a.out("Shelves | Pinecrest Health Docs", f"{host}/shelves")

    turns: list[tuple[str, str]] = []
    o1 = book(False)
    turns.append((act("goto", f"{host}/books/it-runbooks"), o1))
    o2 = book(True)
    turns.append((act("click", bid(o1, "button", "4 Pages")), o2))
    o3 = page(old, 6, "3 months ago by Ravi Sandhu", False)
    turns.append((act("click", bid(o2, "link", old)), o3))
    o4 = editor(old)
    turns.append((act("click", bid(o3, "link", "Edit")), o4))
    o5 = editor(new)
    turns.append((act("fill", bid(o4, "textbox", "Page Title"), new), o5))
    o6 = page(new, 7, "1 second ago by Dana Osei", True)
    turns.append((act("click", bid(o5, "button", "Save Page")), o6))
    o7 = revisions()
    turns.append((act("click", bid(o6, "link", "Revisions")), o7))
    o8 = chapter(old)
    turns.append((act("click", bid(o7, "link", "Networking")), o8))
    o9 = shelves()
    turns.append((act("click", bid(o8, "link", "Shelves")), o9))
    return dict(tid="h46-web-14", turns=turns, bad=True, turn=8,
                kind="renamed page listed under its old title in the chapter contents",
                state=state(f"{host}/", "Pinecrest Health Docs",
                            "Rename the networking runbook page 'VPN Setup (old)' to 'VPN Setup – WireGuard' (content unchanged for now), check its revision list, then go back to the shelves.",
                            "Logged in to BookStack v24.12.1 as Dana Osei (Editor)."))


# Zammad helpdesk ticket - clean
def t15() -> dict[str, Any]:
    host = "https://support.northfold.app"
    tickets = [
        (31862, "Cannot invite guest users to workspace", "Priya Nair (Kestrel Media)", "Support L1", "new", "12 minutes ago", "-"),
        (31861, "Webhook retries flood our endpoint", "Jonas Weber (Altmark Logistik)", "Support L2", "open", "38 minutes ago", "Farid Haddad"),
        (31859, "Invoice shows wrong VAT number", "Claire Dubois (Atelier Sept)", "Billing", "open", "1 hour ago", "-"),
        (31857, "SSO login loop after IdP certificate rollover", "Tomasz Zielinski (Vistula Foods)", "Support L2", "open", "2 hours ago", "Lena Brandt"),
        (31856, "Feature request: dark mode for reports", "Ana Costa (Marfim Lda)", "Support L1", "new", "2 hours ago", "-"),
        (31853, "Gantt chart does not load in Safari 17", "Mei Chen (Harborview Clinics)", "Support L1", "open", "3 hours ago", "Noah Fischer"),
        (31847, "Export to CSV times out for large projects", "Oskar Lindgren (Fjordline AS)", "Support L1", "open", "3 hours ago", "-"),
        (31844, "API rate limit lower than documented", "Rafael Ortiz (Sierra Analytics)", "Support L2", "open", "5 hours ago", "Farid Haddad"),
        (31842, "Cancel subscription at end of term", "Helen Moore (Moore & Daughters)", "Billing", "open", "6 hours ago", "Sofia Rossi"),
        (31839, "Attachments over 20 MB fail silently", "Jonas Weber (Altmark Logistik)", "Support L1", "new", "yesterday", "-"),
        (31836, "Timesheet approvals stuck in pending", "Mei Chen (Harborview Clinics)", "Support L1", "open", "yesterday", "Lena Brandt"),
        (31831, "Duplicate notifications on mobile", "Kwame Mensah (Accra Build)", "Support L1", "open", "yesterday", "Noah Fischer"),
        (31828, "Need DPA signed copy", "Claire Dubois (Atelier Sept)", "Billing", "open", "2 days ago", "Sofia Rossi"),
        (31822, "Calendar sync with Outlook drops recurring events", "Ana Costa (Marfim Lda)", "Support L2", "open", "2 days ago", "-"),
        (31817, "Custom field values lost after import", "Rafael Ortiz (Sierra Analytics)", "Support L2", "open", "3 days ago", "Lena Brandt"),
        (31809, "Wrong currency on quote PDF", "Helen Moore (Moore & Daughters)", "Billing", "new", "3 days ago", "-"),
        (31804, "Slack integration posts to wrong channel", "Tomasz Zielinski (Vistula Foods)", "Support L1", "open", "4 days ago", "Noah Fischer"),
        (31798, "Bulk edit greyed out for project admins", "Oskar Lindgren (Fjordline AS)", "Support L1", "open", "5 days ago", "Farid Haddad"),
        (31790, "Request for audit log export (ISO 27001)", "Kwame Mensah (Accra Build)", "Support L2", "open", "6 days ago", "-"),
        (31781, "Password reset email in wrong language", "Priya Nair (Kestrel Media)", "Support L1", "open", "1 week ago", "Lena Brandt"),
        (31772, "Storage quota warning although under limit", "Mei Chen (Harborview Clinics)", "Support L1", "open", "1 week ago", "Noah Fischer"),
        (31760, "Charge after cancellation", "Claire Dubois (Atelier Sept)", "Billing", "open", "2 weeks ago", "-"),
        (31744, "Reports API returns 500 for date ranges over a year", "Rafael Ortiz (Sierra Analytics)", "Support L2", "open", "2 weeks ago", "Farid Haddad"),
    ]

    def sidebar(a: Ax, mine: int, unassigned: int, open_n: int, current: str) -> None:
        a.e(0, "navigation", "")
        a.e(1, "link", "Dashboard")
        a.e(1, "link", "Overviews", "current='page'" if current else "")
        a.e(1, "link", "Customer")
        a.e(1, "link", "Knowledge Base")
        a.e(1, "link", "Admin")
        a.e(1, "button", "New", "hasPopup='menu'")
        a.e(1, "button", "Search")
        a.e(1, "button", "Lena Brandt", "hasPopup='menu'")
        a.e(0, "navigation", "Overviews")
        for n, c in [("My Assigned Tickets", mine), ("Unassigned & Open Tickets", unassigned), ("My Pending Reached Tickets", 1),
                     ("Open Tickets", open_n), ("Pending Reached Tickets", 2), ("Escalated Tickets", 1), ("My Subscribed Tickets", 0)]:
            a.e(1, "link", f"{n} {c}", "current='page'" if n == current else "")

    def overview(rows_in: list[tuple[Any, ...]], mine: int, unassigned: int) -> str:
        a = Ax(10)
        sidebar(a, mine, unassigned, len(rows_in), "Open Tickets")
        a.e(0, "main", "")
        a.e(1, "heading", "Open Tickets", "level=1")
        a.e(1, "button", "Options", "hasPopup='menu'")
        rows = [[("checkbox", "", "checked=False"), str(n), ("link", t), c, g, s, cr, o] for n, t, c, g, s, cr, o in rows_in]
        a.table(1, ["", "#", "Title", "Customer", "Group", "State", "Created at", "Owner"], rows)
        return a.out("Open Tickets - Northfold Support", f"{host}/#ticket/view/all_open")

    def zoom(owner: str, st: str, pend: str, dirty: bool, saved: bool, mine: int, unassigned: int) -> str:
        a = Ax(10)
        sidebar(a, mine, unassigned, 23, "")
        a.e(0, "tablist", "")
        a.e(1, "tab", "Export to CSV times out for large projects", "selected=True")
        a.e(0, "main", "")
        a.e(1, "link", "Oskar Lindgren")
        a.t(1, "Fjordline AS")
        a.e(1, "heading", "Export to CSV times out for large projects", "level=1")
        a.t(1, "#31847 · created 3 hours ago" + (" · updated just now" if saved else ""))
        a.e(1, "article", "")
        a.t(2, "Oskar Lindgren (Fjordline AS) · email · 3 hours ago")
        a.t(2, "Hi, exporting the time entries of our project \"Hull retrofit 2024\" (about 180,000 rows) to CSV always ends with \"Request timed out\" after roughly 60 seconds. Smaller projects work. We need this for the quarterly client report on Friday. Oskar")
        a.e(1, "article", "")
        a.t(2, "Noah Fischer · internal note · 2 hours ago")
        a.t(2, "Reproduced with a 150k-row project on EU-2. The export runs synchronously in the request; the async export (beta flag export_async) works for them. Needs an owner to follow up with the customer.")
        a.e(1, "textbox", "Reply", "multiline", "value=''")
        a.e(1, "button", "reply")
        a.e(1, "button", "internal note")
        a.e(0, "complementary", "Ticket")
        for n in ["Ticket", "Customer", "Organization", "Checklist"]:
            a.e(1, "tab", n, f"selected={n == 'Ticket'}")
        a.e(1, "combobox", "Group", "value='Support L1'")
        a.e(1, "combobox", "Owner", f"value='{owner}'")
        a.e(1, "combobox", "State", f"value='{st}'")
        if st == "pending reminder":
            a.e(1, "textbox", "Pending till", f"value='{pend}'", "required", "focused" if pend and not saved else "")
        a.e(1, "combobox", "Priority", "value='2 normal'")
        a.t(1, "Tags")
        a.e(1, "link", "export")
        a.e(1, "link", "csv")
        a.e(1, "textbox", "Add tag")
        a.t(1, "Links")
        a.e(1, "button", "Add link")
        a.e(1, "button", "Subscribe")
        if dirty:
            a.e(1, "link", "Discard your unsaved changes.")
        a.e(1, "combobox", "Macro", "value='Close & Tag as Done'")
        a.e(1, "button", "Update")
        return a.out("#31847 - Export to CSV times out for large projects - Northfold Support", f"{host}/#ticket/zoom/31847")

    pend = "03/27/2025 09:00"
    turns: list[tuple[str, str]] = []
    o1 = overview(tickets, 4, 9)
    turns.append((act("goto", f"{host}/#ticket/view/all_open"), o1))
    o2 = zoom("-", "open", "", False, False, 4, 9)
    turns.append((act("click", bid(o1, "link", "Export to CSV times out for large projects")), o2))
    o3 = zoom("Lena Brandt", "open", "", True, False, 4, 9)
    turns.append((act("select_option", bid(o2, "combobox", "Owner"), "Lena Brandt"), o3))
    o4 = zoom("Lena Brandt", "pending reminder", "", True, False, 4, 9)
    turns.append((act("select_option", bid(o3, "combobox", "State"), "pending reminder"), o4))
    o5 = zoom("Lena Brandt", "pending reminder", pend, True, False, 4, 9)
    turns.append((act("fill", bid(o4, "textbox", "Pending till"), pend), o5))
    o6 = zoom("Lena Brandt", "pending reminder", pend, False, True, 5, 8)
    turns.append((act("click", bid(o5, "button", "Update")), o6))
    aged = {"12 minutes ago": "21 minutes ago", "38 minutes ago": "47 minutes ago"}
    later = [(31863, "Two-factor codes not accepted after phone change", "Lukas Brenner (Altmark Logistik)", "Support L1", "new", "1 minute ago", "-")]
    for n, t, c, g, s, cr, o in tickets:
        if n == 31847:
            s, o = "pending reminder", "Lena Brandt"
        later.append((n, t, c, g, s, aged.get(cr, cr), o))
    o7 = overview(later, 5, 9)
    turns.append((act("click", bid(o6, "link", "Open Tickets 23")), o7))
    return dict(tid="h46-web-15", turns=turns,
                state=state(f"{host}/#dashboard", "Dashboard - Northfold Support",
                            "Take ownership of the CSV export timeout ticket, set it to pending reminder until 27 March 09:00, and go back to the open tickets overview.",
                            "Logged in to Zammad 6.4 as agent Lena Brandt."))


# phpMyAdmin SQL update - bad
def t16() -> dict[str, Any]:
    host = "https://db-admin.quillmark.net/phpmyadmin"
    tables = ["addresses", "cart_items", "carts", "categories", "coupons", "customers", "inventory_moves", "order_items", "orders",
              "payments", "product_images", "products", "refunds", "reviews", "shipments", "tax_rates"]

    def shell(a: Ax, tab: str) -> None:
        a.e(0, "navigation", "")
        a.e(1, "link", "phpMyAdmin")
        for n in ["Home", "Log out", "phpMyAdmin documentation", "MariaDB Documentation", "Navigation panel settings", "Reload navigation panel"]:
            a.e(1, "link", n)
        a.e(1, "link", "Recent")
        a.e(1, "link", "Favorites")
        a.e(1, "tree", "")
        a.e(2, "treeitem", "New")
        for db in ["information_schema", "mysql", "performance_schema", "shop_prod", "shop_staging", "sys"]:
            a.e(2, "treeitem", db, f"expanded={db == 'shop_prod'}")
            if db == "shop_prod":
                a.e(3, "treeitem", "New")
                for t in tables:
                    a.e(3, "treeitem", t, "selected=True" if t == "coupons" else "")
        a.e(0, "navigation", "breadcrumbs")
        a.e(1, "link", "Server: db-prod-01:3306")
        a.e(1, "link", "Database: shop_prod")
        a.e(1, "link", "Table: coupons")
        a.e(0, "navigation", "tabs")
        for n in ["Browse", "Structure", "SQL", "Search", "Insert", "Export", "Import", "Privileges", "Operations", "Tracking", "Triggers"]:
            a.e(1, "link", n, "current='page'" if n == tab else "")

    def result(sql: str, headers: list[str], rows_in: list[list[Any]], took: str, url_q: str, edit: bool = True) -> str:
        a = Ax(10)
        shell(a, "SQL")
        a.e(0, "main", "")
        n = len(rows_in)
        a.e(1, "status", "")
        a.t(2, f"Showing rows 0 - {n - 1} ({n} total, Query took {took} seconds.)")
        a.e(1, "code", "")
        a.t(2, sql)
        for n_ in ["Profiling", "Edit inline", "Edit", "Explain SQL", "Create PHP code", "Refresh"]:
            a.e(1, "link", f"[ {n_} ]" if n_ != "Profiling" else n_)
        a.e(1, "checkbox", "Show all", "checked=False")
        a.e(1, "combobox", "Number of rows:", "value='25'")
        a.e(1, "textbox", "Filter rows", "value=''")
        a.e(1, "button", "+ Options")
        if edit:
            rows = [[("checkbox", "", "checked=False"), ("link", "Edit"), ("link", "Copy"), ("link", "Delete")] + r for r in rows_in]
            a.table(1, ["", "", "", ""] + headers, rows)
            a.e(1, "checkbox", "Check all", "checked=False")
            a.t(1, "With selected:")
            for n_ in ["Edit", "Copy", "Delete", "Export"]:
                a.e(1, "button", n_)
        else:
            a.table(1, headers, rows_in)
        a.t(1, "Query results operations")
        for n_ in ["Print", "Copy to clipboard", "Export", "Display chart", "Create view"]:
            a.e(1, "link", n_)
        a.e(1, "link", "Bookmark this SQL query")
        return a.out("db-prod-01:3306 / shop_prod / coupons | phpMyAdmin 5.2.1", f"{host}/index.php?route=/sql&db=shop_prod&table=coupons&sql_query={url_q}")

    def sql_tab(text: str) -> str:
        a = Ax(10)
        shell(a, "SQL")
        a.e(0, "main", "")
        a.t(1, "Run SQL query/queries on table shop_prod.coupons:")
        a.e(1, "textbox", "SQL query", "multiline", f"value='{text}'", "focused" if "UPDATE" in text else "")
        for n in ["SELECT *", "SELECT", "INSERT", "UPDATE", "DELETE", "Clear", "Format", "Get auto-saved query"]:
            a.e(1, "button", n)
        a.e(1, "checkbox", "Bind parameters", "checked=False")
        a.e(1, "listbox", "Columns")
        for c in ["id", "code", "discount_pct", "valid_from", "valid_until", "max_uses", "used_count", "active", "created_at"]:
            a.e(2, "option", c)
        a.e(1, "button", "<<")
        a.e(1, "textbox", "Bookmark this SQL query", "value=''")
        a.e(1, "textbox", "[ Delimiter ", "value=';'")
        a.e(1, "checkbox", "Show this query here again", "checked=True")
        a.e(1, "checkbox", "Retain query box", "checked=False")
        a.e(1, "checkbox", "Rollback when finished", "checked=False")
        a.e(1, "checkbox", "Enable foreign key checks", "checked=True")
        a.e(1, "button", "Simulate query")
        a.e(1, "button", "Go")
        return a.out("db-prod-01:3306 / shop_prod / coupons | phpMyAdmin 5.2.1", f"{host}/index.php?route=/table/sql&db=shop_prod&table=coupons")

    def affected(sql: str) -> str:
        a = Ax(10)
        shell(a, "SQL")
        a.e(0, "main", "")
        a.e(1, "status", "")
        a.t(2, "7 rows affected. (Query took 0.0041 seconds.)")
        a.e(1, "code", "")
        a.t(2, sql)
        for n_ in ["Edit inline", "Edit", "Create PHP code"]:
            a.e(1, "link", f"[ {n_} ]")
        a.t(1, "Run SQL query/queries on table shop_prod.coupons:")
        a.e(1, "textbox", "SQL query", "multiline", "value='SELECT * FROM `coupons` WHERE 1'")
        a.e(1, "button", "Go")
        return a.out("db-prod-01:3306 / shop_prod / coupons | phpMyAdmin 5.2.1", f"{host}/index.php?route=/import")

    def structure() -> str:
        a = Ax(10)
        shell(a, "Structure")
        a.e(0, "main", "")
        a.e(1, "link", "Table structure", "current='page'")
        a.e(1, "link", "Relation view")
        rows = []
        for i, (name, typ, coll, null, default, extra) in enumerate([
            ("id", "int(10)", "", "No", "None", "AUTO_INCREMENT"), ("code", "varchar(32)", "utf8mb4_unicode_ci", "No", "None", ""),
            ("discount_pct", "tinyint(3)", "", "No", "None", ""), ("valid_from", "datetime", "", "No", "current_timestamp()", ""),
            ("valid_until", "datetime", "", "Yes", "NULL", ""), ("max_uses", "int(10)", "", "Yes", "NULL", ""),
            ("used_count", "int(10)", "", "No", "0", ""), ("active", "tinyint(1)", "", "No", "1", ""),
            ("created_at", "timestamp", "", "No", "current_timestamp()", ""),
        ], 1):
            rows.append([("checkbox", "", "checked=False"), str(i), name, typ, coll, "UNSIGNED" if typ.startswith(("int", "tinyint(3)")) else "", null, default, "", extra,
                         ("link", "Change"), ("link", "Drop"), ("button", "More")])
        a.table(1, ["", "#", "Name", "Type", "Collation", "Attributes", "Null", "Default", "Comments", "Extra", "Action", "", ""], rows)
        a.e(1, "checkbox", "Check all", "checked=False")
        a.e(1, "heading", "Indexes", "level=2")
        a.table(1, ["Action", "", "Keyname", "Type", "Unique", "Packed", "Column", "Null"], [
            [("link", "Edit"), ("link", "Drop"), "PRIMARY", "BTREE", "Yes", "No", "id", "No"],
            [("link", "Edit"), ("link", "Drop"), "uq_coupons_code", "BTREE", "Yes", "No", "code", "No"],
            [("link", "Edit"), ("link", "Drop"), "idx_active_valid_until", "BTREE", "No", "No", "active, valid_until", "No, Yes"],
        ])
        return a.out("db-prod-01:3306 / shop_prod / coupons | phpMyAdmin 5.2.1", f"{host}/index.php?route=/table/structure&db=shop_prod&table=coupons")

    expired_active = [["118", "BFCM2023", "30", "2023-12-01 23:59:59", "1"], ["164", "WINTER23", "15", "2024-02-29 23:59:59", "1"],
                      ["201", "SPRINGFLING", "10", "2024-04-30 23:59:59", "1"], ["233", "SUMMER24", "20", "2024-08-31 23:59:59", "1"],
                      ["257", "BACK2SCHOOL", "12", "2024-09-15 23:59:59", "1"], ["289", "HALLOWEEN24", "13", "2024-11-01 23:59:59", "1"],
                      ["301", "BFCM2024", "30", "2024-12-02 23:59:59", "1"]]
    q1 = "SELECT id, code, discount_pct, valid_until, active FROM coupons WHERE valid_until < '2025-01-01' AND active = 1 ORDER BY valid_until"
    upd = "UPDATE `coupons` SET `active` = 0 WHERE `valid_until` < '2025-01-01' AND `active` = 1;"
    q5 = "SELECT active, COUNT(*) FROM coupons GROUP BY active"
    q6 = "SELECT id, code, discount_pct, valid_until, active FROM coupons WHERE valid_until < '2025-01-01' ORDER BY valid_until DESC LIMIT 15"
    all_expired = [["301", "BFCM2024", "30", "2024-12-02 23:59:59", "0"], ["289", "HALLOWEEN24", "13", "2024-11-01 23:59:59", "0"],
                   ["276", "FALLSALE24", "15", "2024-10-15 23:59:59", "0"], ["257", "BACK2SCHOOL", "12", "2024-09-15 23:59:59", "0"],
                   ["233", "SUMMER24", "20", "2024-08-31 23:59:59", "1"], ["221", "JULY4TH24", "10", "2024-07-05 23:59:59", "0"],
                   ["209", "MOMSDAY24", "15", "2024-05-13 23:59:59", "0"], ["201", "SPRINGFLING", "10", "2024-04-30 23:59:59", "0"],
                   ["195", "EASTER24", "10", "2024-04-01 23:59:59", "0"], ["164", "WINTER23", "15", "2024-02-29 23:59:59", "0"],
                   ["178", "VDAY24", "14", "2024-02-15 23:59:59", "0"], ["170", "NEWYEAR24", "20", "2024-01-07 23:59:59", "0"],
                   ["152", "XMAS23", "25", "2023-12-26 23:59:59", "0"], ["118", "BFCM2023", "30", "2023-12-01 23:59:59", "0"],
                   ["121", "CYBER23", "25", "2023-11-28 23:59:59", "0"]]
    enc = {q1: "SELECT+id%2C+code%2C+discount_pct%2C+valid_until%2C+active+FROM+coupons+WHERE+valid_until+%3C+%272025-01-01%27+AND+active+%3D+1+ORDER+BY+valid_until",
           q5: "SELECT+active%2C+COUNT%28%2A%29+FROM+coupons+GROUP+BY+active",
           q6: "SELECT+id%2C+code%2C+discount_pct%2C+valid_until%2C+active+FROM+coupons+WHERE+valid_until+%3C+%272025-01-01%27+ORDER+BY+valid_until+DESC+LIMIT+15"}
    cols = ["id", "code", "discount_pct", "valid_until", "active"]
    turns: list[tuple[str, str]] = []
    o1 = result(q1, cols, expired_active, "0.0009", enc[q1])
    turns.append((act("goto", f"{host}/index.php?route=/sql&db=shop_prod&table=coupons&sql_query={enc[q1]}"), o1))
    o2 = sql_tab("SELECT * FROM `coupons` WHERE 1")
    turns.append((act("click", bid(o1, "link", "SQL")), o2))
    o3 = sql_tab(upd)
    turns.append((act("fill", bid(o2, "textbox", "SQL query"), upd), o3))
    o4 = affected(upd)
    turns.append((act("click", bid(o3, "button", "Go")), o4))
    o5 = result(q5, ["active", "COUNT(*)"], [["0", "118"], ["1", "294"]], "0.0012", enc[q5], edit=False)
    turns.append((act("goto", f"{host}/index.php?route=/sql&db=shop_prod&table=coupons&sql_query={enc[q5]}"), o5))
    o6 = result(q6, cols, all_expired, "0.0011", enc[q6])
    turns.append((act("goto", f"{host}/index.php?route=/sql&db=shop_prod&table=coupons&sql_query={enc[q6]}"), o6))
    o7 = structure()
    turns.append((act("click", bid(o6, "link", "Structure")), o7))
    return dict(tid="h46-web-16", turns=turns, bad=True, turn=6,
                kind="a coupon the UPDATE deactivated still reads active = 1",
                state=state(f"{host}/index.php?route=/database/structure&db=shop_prod", "db-prod-01:3306 / shop_prod | phpMyAdmin 5.2.1",
                            "Deactivate every coupon in shop_prod.coupons that expired before 2025 but is still active, then verify the result.",
                            "Logged in to phpMyAdmin 5.2.1 as shop_admin on MariaDB 10.11."))


# MediaWiki section edit - clean
def t17() -> dict[str, Any]:
    host = "https://wiki.orchard-robotics.org"
    old_row = "| J3 finger drive || M3 || 2.4 || Raised from 2.0 in rev C"
    new_row = "| J3 finger drive || M3 || 2.15 || Lowered per ECN-0412 (tendon wear), was 2.4"
    section_tpl = ("== Torque limits ==\nFirmware enforces these limits per joint; values are peak torque at the gearbox output.\n"
                   "{| class=\"wikitable\"\n! Joint !! Motor !! Limit (N·m) !! Notes\n|-\n| J1 base rotation || M5 || 4.8 ||\n|-\n"
                   "| J2 wrist pitch || M4 || 3.2 ||\n|-\nROW\n|}")
    old_sec = section_tpl.replace("ROW", old_row)
    new_sec = section_tpl.replace("ROW", new_row)
    delta = len(new_sec.encode()) - len(old_sec.encode())
    size_new = 6415 + delta
    summary = "/* Torque limits */ lower J3 limit per ECN-0412"

    def chrome(a: Ax, watched: bool, tab: str) -> None:
        a.e(0, "banner", "")
        a.e(1, "button", "Main menu", "hasPopup='menu'")
        a.e(1, "link", "Orchard Robotics Wiki")
        a.e(1, "searchbox", "Search Orchard Robotics Wiki")
        a.e(1, "button", "Search")
        a.e(1, "navigation", "Personal tools")
        for n in ["Sokafor", "Alerts (0)", "Notices (2)", "Talk", "Preferences", "Watchlist", "Contributions", "Log out"]:
            a.e(2, "link", n)
        a.e(0, "navigation", "Namespaces")
        a.e(1, "link", "Page", "current='page'")
        a.e(1, "link", "Discussion")
        a.e(0, "navigation", "Views")
        for n in ["Read", "Edit", "View history"]:
            a.e(1, "link", n, "current='page'" if n == tab else "")
        a.e(1, "link", "Unwatch" if watched else "Watch")
        a.e(1, "button", "Tools", "hasPopup='menu'")

    def article(limit: str, note: str, edited: str, watched: bool, notice: bool) -> str:
        a = Ax(10)
        chrome(a, watched, "Read")
        a.e(0, "main", "")
        if notice:
            a.e(1, "status", "")
            a.t(2, "Your edit was saved.")
        a.e(1, "heading", "Gripper Calibration", "level=1")
        a.t(1, "From Orchard Robotics Wiki")
        a.e(1, "navigation", "Contents")
        for i, h in enumerate(["Overview", "Tools required", "Zero-offset procedure", "Torque limits", "Verification", "See also"], 1):
            a.e(2, "link", f"{i} {h}")
        a.e(1, "heading", "Overview", "level=2")
        a.e(1, "link", "edit section: Overview")
        a.t(1, "The three-finger gripper on the OR-7 harvester arm must be calibrated after any finger, tendon or motor replacement, and every 400 operating hours.")
        a.e(1, "heading", "Tools required", "level=2")
        a.e(1, "link", "edit section: Tools required")
        a.e(1, "list", "")
        for t in ["Calibration jig CJ-3 (rev B or later)", "USB-C service cable and laptop with or-service 2.8+", "Torque gauge, 0.1-10 N·m", "Test apples set (65, 75, 85 mm)"]:
            a.e(2, "listitem", t)
        a.e(1, "heading", "Zero-offset procedure", "level=2")
        a.e(1, "link", "edit section: Zero-offset procedure")
        a.t(1, "Mount the gripper in the jig, power the arm in service mode and run `or-service gripper zero --all`. Each finger is driven to its hard stop and the encoder offset is stored on the joint controller.")
        a.e(1, "heading", "Torque limits", "level=2")
        a.e(1, "link", "edit section: Torque limits")
        a.t(1, "Firmware enforces these limits per joint; values are peak torque at the gearbox output.")
        a.table(1, ["Joint", "Motor", "Limit (N·m)", "Notes"], [
            ["J1 base rotation", "M5", "4.8", ""], ["J2 wrist pitch", "M4", "3.2", ""], ["J3 finger drive", "M3", limit, note]])
        a.e(1, "heading", "Verification", "level=2")
        a.e(1, "link", "edit section: Verification")
        a.t(1, "Grip each test apple ten times. Slip must be below 2 mm at 1.5 g shake; any bruising means the J3 limit is too high for the fitted tendon.")
        a.e(1, "heading", "See also", "level=2")
        a.e(1, "link", "edit section: See also")
        a.e(1, "link", "OR-7 Service Manual")
        a.e(1, "link", "Tendon Replacement")
        a.e(1, "link", "ECN-0412")
        a.e(1, "link", "Categories")
        a.t(1, ":")
        a.e(1, "link", "Maintenance")
        a.e(1, "link", "OR-7")
        a.e(0, "contentinfo", "")
        a.t(1, f"This page was last edited on {edited}.")
        for n in ["Privacy policy", "About Orchard Robotics Wiki", "Disclaimers"]:
            a.e(1, "link", n)
        return a.out("Gripper Calibration - Orchard Robotics Wiki", f"{host}/wiki/Gripper_Calibration")

    def edit(text: str, summ: str) -> str:
        a = Ax(10)
        chrome(a, False, "Edit")
        a.e(0, "main", "")
        a.e(1, "heading", "Editing Gripper Calibration (section)", "level=1")
        a.e(1, "toolbar", "")
        for n in ["Bold", "Italic", "Advanced", "Special characters", "Help", "Cite"]:
            a.e(2, "button", n)
        a.e(1, "textbox", "", "multiline", f"value='{text}'", "focused" if text != old_sec else "")
        a.t(1, "Summary:")
        a.e(1, "textbox", "Summary:", f"value='{summ}'", "focused" if summ != "/* Torque limits */ " else "")
        a.t(1, "By saving changes, you agree to the Terms of Use, and you irrevocably agree to release your contribution under the CC BY-SA 4.0 License.")
        a.e(1, "checkbox", "This is a minor edit", "checked=False")
        a.e(1, "checkbox", "Watch this page", "checked=True")
        a.e(1, "button", "Save changes")
        a.e(1, "button", "Show preview")
        a.e(1, "button", "Show changes")
        a.e(1, "link", "Cancel")
        a.t(1, "Templates used in this preview:")
        a.e(1, "link", "Template:Note (edit)")
        return a.out("Editing Gripper Calibration (section) - Orchard Robotics Wiki", f"{host}/index.php?title=Gripper_Calibration&action=edit&section=4")

    hist = [
        ("18107", "14:07, 2 February 2025", "Jmeyer", 6415, 212, "/* Verification */ add slip test at 1.5 g"),
        ("17654", "10:52, 17 January 2025", "Sokafor", 6203, 61, "/* See also */ link tendon replacement"),
        ("16980", "16:20, 3 December 2024", "Ltran", 6142, -18, "typo"),
        ("16412", "09:14, 12 November 2024", "Jmeyer", 6160, 1388, "/* Torque limits */ add table, rev C values"),
        ("15877", "13:45, 8 October 2024", "Ltran", 4772, 4772, "Created page with \"The three-finger gripper on the OR-7...\""),
    ]

    def fmt(n: int) -> str:
        s = f"{abs(n):,}"
        return ("+" if n > 0 else "−" if n < 0 else "") + s

    def history() -> str:
        a = Ax(10)
        chrome(a, True, "View history")
        a.e(0, "main", "")
        a.e(1, "heading", "Gripper Calibration: Revision history", "level=1")
        a.e(1, "button", "Filter revisions", "expanded=False")
        a.t(1, "Diff selection: Mark the radio buttons of the revisions to compare and hit enter or the button at the bottom.")
        a.t(1, "Legend: (cur) = difference with latest revision, (prev) = difference with preceding revision, m = minor edit.")
        a.e(1, "button", "Compare selected revisions")
        a.e(1, "list", "")
        entries = [("18422", "09:31, 20 March 2025", "Sokafor", size_new, delta, summary)] + hist
        for i, (_rid, when, user, size, d, summ) in enumerate(entries):
            a.e(2, "listitem", "")
            if i == 0:
                a.t(3, "cur")
            else:
                a.e(3, "link", "cur")
            if i == len(entries) - 1:
                a.t(3, "prev")
            else:
                a.e(3, "link", "prev")
            a.e(3, "radio", "", f"checked={i == 1}")
            a.e(3, "radio", "", f"checked={i == 0}")
            a.e(3, "link", when)
            a.e(3, "link", user)
            a.e(3, "link", "talk")
            a.e(3, "link", "contribs")
            a.t(3, f"{size:,} bytes")
            a.t(3, f"({fmt(d)})")
            a.t(3, summ)
            if i < len(entries) - 1:
                a.e(3, "link", "undo")
            if user != "Sokafor":
                a.e(3, "link", "thank")
        a.e(1, "button", "Compare selected revisions")
        return a.out("Gripper Calibration: Revision history - Orchard Robotics Wiki", f"{host}/index.php?title=Gripper_Calibration&action=history")

    def diff() -> str:
        a = Ax(10)
        chrome(a, True, "View history")
        a.e(0, "main", "")
        a.e(1, "heading", "Gripper Calibration: Difference between revisions", "level=1")
        a.table(1, ["Revision as of 14:07, 2 February 2025 (edit)", "Latest revision as of 09:31, 20 March 2025 (edit) (undo)"], [
            [("link", "Jmeyer"), ("link", "Sokafor")],
            ["/* Verification */ add slip test at 1.5 g", summary],
            [("link", "← Older edit"), ""],
            ["Line 58:", "Line 58:"],
            ["|-", "|-"],
            ["− " + old_row, "+ " + new_row],
            ["|}", "|}"],
        ])
        a.e(1, "heading", "Latest revision as of 09:31, 20 March 2025", "level=2")
        a.t(1, "The three-finger gripper on the OR-7 harvester arm must be calibrated after any finger, tendon or motor replacement, and every 400 operating hours.")
        a.t(1, "(rest of the page rendered below)")
        return a.out("Gripper Calibration: Difference between revisions - Orchard Robotics Wiki", f"{host}/index.php?title=Gripper_Calibration&diff=18422&oldid=18107")

    turns: list[tuple[str, str]] = []
    o1 = article("2.4", "Raised from 2.0 in rev C", "2 February 2025, at 14:07", False, False)
    turns.append((act("goto", f"{host}/wiki/Gripper_Calibration"), o1))
    o2 = edit(old_sec, "/* Torque limits */ ")
    turns.append((act("click", bid(o1, "link", "edit section: Torque limits")), o2))
    o3 = edit(new_sec, "/* Torque limits */ ")
    turns.append((act("fill", bid(o2, "textbox", ""), new_sec), o3))
    o4 = edit(new_sec, summary)
    turns.append((act("fill", bid(o3, "textbox", "Summary:"), summary), o4))
    o5 = article("2.15", "Lowered per ECN-0412 (tendon wear), was 2.4", "20 March 2025, at 09:31", True, True)
    turns.append((act("click", bid(o4, "button", "Save changes")), o5))
    o6 = history()
    turns.append((act("click", bid(o5, "link", "View history")), o6))
    o7 = diff()
    turns.append((act("click", bid(o6, "link", "prev")), o7))
    o8 = article("2.15", "Lowered per ECN-0412 (tendon wear), was 2.4", "20 March 2025, at 09:31", True, False)
    turns.append((act("click", bid(o7, "link", "Read")), o8))
    return dict(tid="h46-web-17", turns=turns,
                state=state(f"{host}/wiki/Main_Page", "Orchard Robotics Wiki",
                            "Lower the J3 finger drive torque limit on the Gripper Calibration page from 2.4 to 2.15 N·m (ECN-0412) with an edit summary, then check the diff of your edit.",
                            "Logged in to MediaWiki 1.42 as Sokafor."))


# OPNsense Unbound host override - bad
def t18() -> dict[str, Any]:
    host = "https://fw.lakemont.lan"

    def shell(a: Ax, section: str) -> None:
        a.e(0, "banner", "")
        a.e(1, "link", "OPNsense")
        a.e(1, "searchbox", "Search")
        a.e(1, "link", "root@fw.lakemont.lan")
        a.e(1, "link", "Lobby")
        a.e(0, "navigation", "")
        for n in ["Lobby", "Reporting", "System", "Interfaces", "Firewall", "VPN", "Services", "Power", "Help"]:
            a.e(1, "link", n, "expanded=True" if n == section else "")
            if n == section == "System":
                for s in ["Access", "Configuration", "Firmware", "Gateways", "High Availability", "Routes", "Settings", "Trust", "Wizard", "Log Files", "Diagnostics"]:
                    a.e(2, "link", s)
            if n == section == "Services":
                for s in ["Captive Portal", "Dnsmasq DNS & DHCP", "ISC DHCPv4", "Monit", "Network Time", "Unbound DNS", "Web Proxy"]:
                    a.e(2, "link", s)

    def activity(clock: str, up: str, lastpid: int, load: str, procs: list[tuple[str, ...]], cpu: str, mem: str) -> str:
        a = Ax(10)
        shell(a, "System")
        a.e(0, "main", "")
        a.e(1, "navigation", "breadcrumb")
        a.t(2, "System: Diagnostics: Activity")
        a.e(1, "button", "Refresh")
        a.e(1, "textbox", "Search", "value=''")
        a.t(1, f"last pid: {lastpid};  load averages:  {load}  up {up}    {clock}")
        a.t(1, "121 processes: 2 running, 117 sleeping, 2 waiting")
        a.t(1, cpu)
        a.t(1, mem)
        a.t(1, "ARC: 498M Total, 201M MFU, 226M MRU, 324K Anon, 6122K Header, 64M Other")
        a.t(1, "Swap: 8192M Total, 8192M Free")
        a.table(1, ["PID", "USERNAME", "PRI", "NICE", "SIZE", "RES", "STATE", "C", "TIME", "WCPU", "COMMAND"], [list(p) for p in procs])
        a.t(1, f"Showing 1 to {len(procs)} of 121 entries")
        a.e(0, "contentinfo", "")
        a.t(1, "OPNsense (c) 2014-2025 Deciso B.V.")
        return a.out("System: Diagnostics: Activity | OPNsense.lakemont.lan", f"{host}/ui/diagnostics/activity")

    def procs(unbound: tuple[str, ...], dhcpd_pid: str, t: dict[str, str]) -> list[tuple[str, ...]]:
        return [
            ("11", "root", "187", "ki31", "0B", "64K", "CPU1", "1", t["idle1"], "98.49%", "[idle{idle: cpu1}]"),
            ("11", "root", "187", "ki31", "0B", "64K", "RUN", "0", t["idle0"], "97.12%", "[idle{idle: cpu0}]"),
            unbound,
            (dhcpd_pid, "dhcpd", "20", "0", "27M", "12M", "select", "0", t["dhcpd"], "0.05%", "/usr/local/sbin/dhcpd -user dhcpd -group dhcpd -chroot /var/dhcpd -cf /etc/dhcpd.conf -pf /var/run/dhcpd.pid igc1 igc2"),
            ("72950", "root", "20", "0", "23M", "9176K", "select", "1", t["ntpd"], "0.03%", "/usr/local/sbin/ntpd -g -c /var/etc/ntpd.conf -p /var/run/ntpd.pid"),
            ("38114", "root", "20", "0", "45M", "16M", "kqread", "0", t["lighttpd"], "0.02%", "/usr/local/sbin/lighttpd -f /var/etc/lighty-webConfigurator.conf"),
            ("9821", "root", "20", "0", "35M", "14M", "kqread", "1", "1:47", "0.01%", "/usr/local/sbin/syslog-ng -f /usr/local/etc/syslog-ng.conf -p /var/run/syslog-ng.pid"),
            ("28307", "root", "20", "0", "78M", "41M", "accept", "0", "0:52", "0.00%", "/usr/local/bin/python3 /usr/local/opnsense/service/configd.py console (python3.11)"),
            ("52011", "root", "20", "0", "19M", "7352K", "bpf", "1", "1:35", "0.00%", "/usr/local/sbin/filterlog -i pflog0 -p /var/run/filterlog.pid"),
            ("4173", "root", "20", "0", "22M", "9844K", "select", "0", "0:21", "0.00%", "/usr/local/sbin/dpinger -f -S -r 0 -i WAN_DHCP -B 192.0.2.61 -p /var/run/dpinger_WAN_DHCP.pid"),
            ("31556", "root", "20", "0", "26M", "12M", "select", "1", "0:08", "0.00%", "/usr/sbin/sshd -f /usr/local/etc/ssh/sshd_config"),
            ("6604", "root", "20", "0", "14M", "3012K", "nanslp", "0", "0:14", "0.00%", "/usr/sbin/cron -s"),
        ]

    t1 = {"idle1": "985.3H", "idle0": "983.9H", "dhcpd": "2:13", "ntpd": "3:02", "lighttpd": "4:58"}
    t9 = {"idle1": "985.4H", "idle0": "984.0H", "dhcpd": "2:13", "ntpd": "3:02", "lighttpd": "5:01"}
    unb1 = ("41822", "unbound", "20", "0", "178M", "92M", "kqread", "1", "6:41", "0.34%", "/usr/local/sbin/unbound -c /var/unbound/unbound.conf")
    unb9 = ("84630", "unbound", "20", "0", "131M", "61M", "kqread", "0", "0:01", "0.21%", "/usr/local/sbin/unbound -c /var/unbound/unbound.conf")
    base = [("nas", "lakemont.lan", "A", "10.20.0.20", "TrueNAS SCALE"), ("pbs", "lakemont.lan", "A", "10.20.0.12", "Proxmox Backup Server"),
            ("printer", "lakemont.lan", "A", "10.20.0.40", "Office printer"), ("unifi", "lakemont.lan", "A", "10.20.0.5", "UniFi controller")]
    withnew = sorted(base + [("grafana", "lakemont.lan", "A", "10.20.0.31", "")])

    def overrides(rows_in: list[tuple[str, ...]], dlg: dict[str, str] | None, dirty: bool) -> str:
        a = Ax(10)
        shell(a, "Services")
        a.e(0, "main", "")
        a.e(1, "navigation", "breadcrumb")
        a.t(2, "Services: Unbound DNS: Overrides")
        if dirty:
            a.e(1, "alert", "")
            a.t(2, "The Unbound DNS configuration has been changed. You must apply the changes in order for them to take effect.")
        a.e(1, "heading", "Host Overrides", "level=2")
        a.e(1, "textbox", "Search", "value=''")
        a.e(1, "button", "Refresh")
        a.e(1, "button", "Rows per page 7", "hasPopup='menu'")
        rows = [[("checkbox", "", "checked=False"), ("checkbox", "Enabled", "checked=True"), h, d, t, v, desc, ("button", "Edit"), ("button", "Delete"), ("button", "Clone")] for h, d, t, v, desc in rows_in]
        a.table(1, ["", "Enabled", "Host", "Domain", "Type", "Value", "Description", "Commands", "", ""], rows)
        a.e(1, "button", "Add")
        a.e(1, "button", "Delete selected")
        a.t(1, f"Showing 1 to {len(rows_in)} of {len(rows_in)} entries")
        a.e(1, "heading", "Domain Overrides", "level=2")
        a.table(1, ["", "Enabled", "Domain", "Server", "Description", "Commands"], [
            [("checkbox", "", "checked=False"), ("checkbox", "Enabled", "checked=True"), "corp.example-partner.com", "172.16.40.10", "Partner AD via IPsec", ("button", "Edit")],
            [("checkbox", "", "checked=False"), ("checkbox", "Enabled", "checked=True"), "20.10.in-addr.arpa", "10.20.0.2", "Reverse zone on Pi", ("button", "Edit")],
        ])
        a.t(1, "Showing 1 to 2 of 2 entries")
        a.e(1, "button", "Apply")
        if dlg is not None:
            a.e(0, "dialog", "Edit Host Override", "modal=True")
            a.e(1, "checkbox", "Enabled", "checked=True")
            a.e(1, "textbox", "Host", f"value='{dlg.get('host', '')}'", "focused" if dlg.get("focus") == "host" else "")
            a.e(1, "textbox", "Domain", f"value='{dlg.get('domain', '')}'", "focused" if dlg.get("focus") == "domain" else "")
            a.e(1, "combobox", "Type", "value='A (IPv4 address)'")
            a.e(1, "textbox", "IP address", f"value='{dlg.get('ip', '')}'", "focused" if dlg.get("focus") == "ip" else "")
            a.e(1, "textbox", "Description", "value=''")
            a.e(1, "button", "Cancel")
            a.e(1, "button", "Save")
        return a.out("Services: Unbound DNS: Overrides | OPNsense.lakemont.lan", f"{host}/ui/unbound/overrides")

    def services() -> str:
        a = Ax(10)
        shell(a, "System")
        a.e(0, "main", "")
        a.e(1, "navigation", "breadcrumb")
        a.t(2, "System: Diagnostics: Services")
        a.e(1, "textbox", "Search", "value=''")
        rows = []
        for name, desc in [("configd", "System Configuration Daemon"), ("cron", "Cron"), ("dhcpd", "DHCPv4 Server"), ("dpinger", "Gateway Monitor (WAN_DHCP)"),
                           ("login", "Users and Groups"), ("ntpd", "Network Time Daemon"), ("openssh", "Secure Shell Daemon"), ("pf", "Packet Filter"),
                           ("routing", "System routing"), ("syslog-ng", "Syslog-ng Daemon"), ("unbound", "Unbound DNS"), ("webgui", "Web GUI")]:
            rows.append([name, desc, "Running", ("button", "Restart"), ("button", "Stop") if name not in ("login", "pf", "routing", "webgui") else ""])
        a.table(1, ["Name", "Description", "Status", "Commands", ""], rows)
        a.t(1, "Showing 1 to 12 of 12 entries")
        return a.out("System: Diagnostics: Services | OPNsense.lakemont.lan", f"{host}/ui/core/service")

    turns: list[tuple[str, str]] = []
    o1 = activity("10:22:04", "41+03:12:55", 84211, "0.21,  0.18,  0.16", procs(unb1, "60417", t1),
                  "CPU:  1.2% user,  0.0% nice,  1.6% system,  0.1% interrupt, 97.1% idle", "Mem: 412M Active, 1876M Inact, 1064M Wired, 512M Buf, 4437M Free")
    turns.append((act("goto", f"{host}/ui/diagnostics/activity"), o1))
    o2 = overrides(base, None, False)
    turns.append((act("goto", f"{host}/ui/unbound/overrides"), o2))
    o3 = overrides(base, {"focus": "host"}, False)
    turns.append((act("click", bid(o2, "button", "Add")), o3))
    o4 = overrides(base, {"host": "grafana", "focus": "host"}, False)
    turns.append((act("fill", bid(o3, "textbox", "Host"), "grafana"), o4))
    o5 = overrides(base, {"host": "grafana", "domain": "lakemont.lan", "focus": "domain"}, False)
    turns.append((act("fill", bid(o4, "textbox", "Domain"), "lakemont.lan"), o5))
    o6 = overrides(base, {"host": "grafana", "domain": "lakemont.lan", "ip": "10.20.0.31", "focus": "ip"}, False)
    turns.append((act("fill", bid(o5, "textbox", "IP address"), "10.20.0.31"), o6))
    o7 = overrides(withnew, None, True)
    turns.append((act("click", bid(o6, "button", "Save")), o7))
    o8 = overrides(withnew, None, False)
    turns.append((act("click", bid(o7, "button", "Apply")), o8))
    o9 = activity("10:26:41", "41+03:17:32", 84702, "0.34,  0.22,  0.17", procs(unb9, "60471", t9),
                  "CPU:  2.0% user,  0.0% nice,  2.3% system,  0.1% interrupt, 95.6% idle", "Mem: 371M Active, 1879M Inact, 1066M Wired, 512M Buf, 4476M Free")
    turns.append((act("goto", f"{host}/ui/diagnostics/activity"), o9))
    o10 = services()
    turns.append((act("goto", f"{host}/ui/core/service"), o10))
    return dict(tid="h46-web-18", turns=turns, bad=True, turn=9,
                kind="PID of dhcpd changed although only unbound was restarted",
                state=state(f"{host}/ui/core/dashboard", "Lobby: Dashboard | OPNsense.lakemont.lan",
                            "Add an Unbound host override grafana.lakemont.lan -> 10.20.0.31, apply it, and check in the process list and the services page that DNS came back.",
                            "Logged in to OPNsense 24.7.12 as root."))


# Rocket.Chat channel thread - bad
def t19() -> dict[str, Any]:
    host = "https://chat.meridian-labs.io"
    msgs = [
        ("Jonah Farrell", "jonah.farrell", "9:42 AM", "Morning! rc1 smoke tests are green on staging, 412/412."),
        ("Priya Raman", "priya.raman", "10:05 AM", "Two blockers left for 3.8.0: PAY-2291 (refund webhook retries) and WEB-877 (Safari date picker)."),
        ("Tomás Ibarra", "tomas.ibarra", "10:17 AM", "PAY-2291 fix is in review: !1432. Needs one more approval."),
        ("Priya Raman", "priya.raman", "10:31 AM", "WEB-877 merged 👍"),
    ]
    mine = "Cutting release 3.8.0-rc2 from main at 11:00. Please get the remaining blockers merged before then."
    reply = "cc @tomas.ibarra PAY-2291 is the last one, can someone from payments give !1432 a second review?"

    def page(posted: bool, draft: str, hovered: bool, thread: str, tdraft: str, replied: bool) -> str:
        a = Ax(10)
        a.e(0, "navigation", "sidebar")
        a.e(1, "button", "User menu", "describedby='Nadia Kowalski, online'")
        for n in ["Home", "Search", "Directory", "Display", "Create new", "Administration"]:
            a.e(1, "button", n)
        a.t(1, "Channels")
        for n, unread in [("general", ""), ("release-coordination", ""), ("incidents", "2"), ("frontend", ""), ("backend", "5")]:
            a.e(1, "link", n + (f" {unread}" if unread else ""), "current='page'" if n == "release-coordination" else "")
        a.t(1, "Direct Messages")
        for n in ["Jonah Farrell", "Priya Raman", "Tomás Ibarra"]:
            a.e(1, "link", n)
        a.e(0, "main", "")
        a.e(1, "heading", "release-coordination", "level=1")
        a.t(1, "3.8.0 release: code freeze Thu Mar 20, 11:00 UTC")
        for n in ["Call", "Threads", "Room Information", "Discussions", "Search Messages", "Options"]:
            a.e(1, "button", n)
        a.e(1, "list", "Message list")
        a.t(2, "March 20, 2025")
        shown = msgs + ([("Nadia Kowalski", "nadia.k", "10:36 AM", mine)] if posted else [])
        for name, user, when, text in shown:
            a.e(2, "article", "")
            a.e(3, "button", name)
            a.t(3, f"@{user}")
            a.t(3, when)
            a.t(3, text)
            if user == "nadia.k":
                if hovered and not thread:
                    a.e(3, "toolbar", "Message actions")
                    for n in ["Add reaction", "Reply in thread", "Quote", "Forward message", "More"]:
                        a.e(4, "button", n)
                if replied:
                    a.e(3, "button", "View thread")
                    a.t(3, "1 reply")
        a.e(1, "textbox", "Message #release-coordination", "multiline", f"value='{draft}'", "focused" if not thread else "")
        for n in ["Emoji", "Bold", "Italic", "Strikethrough", "Inline code", "Link", "Create new", "Send"]:
            a.e(1, "button", n)
        if thread:
            a.e(0, "complementary", "Thread")
            a.e(1, "heading", "Thread", "level=3")
            a.e(1, "button", "Follow message")
            a.e(1, "button", "Close")
            a.e(1, "article", "")
            a.e(2, "button", "Nadia Kowalski")
            a.t(2, "@nadia.k")
            a.t(2, "10:36 AM")
            a.t(2, mine)
            if replied:
                a.e(1, "article", "")
                a.e(2, "button", "Nadia Kowalski")
                a.t(2, "@nadia.k")
                a.t(2, "10:34 AM")
                a.t(2, reply)
            a.e(1, "textbox", "Message", "multiline", f"value='{tdraft}'", "focused")
            a.e(1, "checkbox", "Also send to channel", "checked=False")
            a.e(1, "button", "Send")
        url = f"{host}/channel/release-coordination" + ("/thread/fP7kQx2rMZs9wYbNe" if thread else "")
        return a.out("release-coordination | Meridian Labs Chat", url)

    turns: list[tuple[str, str]] = []
    o1 = page(False, "", False, "", "", False)
    turns.append((act("goto", f"{host}/channel/release-coordination"), o1))
    o2 = page(False, mine, False, "", "", False)
    turns.append((act("fill", bid(o1, "textbox", "Message #release-coordination"), mine), o2))
    o3 = page(True, "", False, "", "", False)
    turns.append((act("keyboard_press", "Enter"), o3))
    o4 = page(True, "", True, "", "", False)
    turns.append((act("hover", bid(o3, "button", "Nadia Kowalski")), o4))
    o5 = page(True, "", True, "open", "", False)
    turns.append((act("click", bid(o4, "button", "Reply in thread")), o5))
    o6 = page(True, "", True, "open", reply, False)
    turns.append((act("fill", bid(o5, "textbox", "Message"), reply), o6))
    o7 = page(True, "", True, "open", "", True)
    turns.append((act("keyboard_press", "Enter"), o7))
    return dict(tid="h46-web-19", turns=turns, bad=True, turn=7,
                kind="thread reply timestamped 10:34 AM, before the 10:36 AM parent message it answers",
                state=state(f"{host}/home", "Home | Meridian Labs Chat",
                            "Announce in #release-coordination that rc2 will be cut at 11:00, then ping the payments team in a thread under that announcement about the last blocker.",
                            "Logged in to Rocket.Chat 6.13 as nadia.k (Nadia Kowalski)."))


# Metabase question filter and sort - clean
def t20() -> dict[str, Any]:
    host = "https://metabase.brindle.co"
    weeks = ["December 23, 2024", "December 30, 2024", "January 6, 2025", "January 13, 2025", "January 20, 2025", "January 27, 2025",
             "February 3, 2025", "February 10, 2025", "February 17, 2025", "February 24, 2025", "March 3, 2025", "March 10, 2025"]
    regions = ["APAC", "EMEA", "LATAM", "NA"]
    data: list[tuple[str, str, int, float]] = []
    for i, w in enumerate(weeks):
        for r, reg in enumerate(regions):
            cnt = [210, 385, 96, 512][r] + ((i * 37 + r * 11) % 41) - 20
            total = round(cnt * [118.37, 104.62, 87.15, 126.48][r] + i * 13.29, 2)
            data.append((w, reg, cnt, total))

    def fmt_row(w: str, reg: str, cnt: int, total: float) -> list[Any]:
        return [w, reg, f"{cnt:,}", f"{total:,.2f}"]

    def page(rows_in: list[tuple[str, str, int, float]], modified: bool, pills: list[str], overlay: str = "", emea: bool = False, sort_desc: bool = False) -> str:
        a = Ax(10)
        a.e(0, "banner", "")
        a.e(1, "button", "Toggle sidebar")
        a.e(1, "link", "Brindle")
        a.e(1, "searchbox", "Search…")
        a.e(1, "button", "New", "hasPopup='menu'")
        a.e(1, "button", "Settings", "hasPopup='menu'")
        a.e(0, "main", "")
        a.e(1, "navigation", "")
        a.e(2, "link", "Sales Ops")
        if modified:
            a.t(2, "Started from")
            a.e(2, "link", "Weekly orders by region")
        a.e(1, "heading", "Weekly orders by region", "level=1")
        a.e(1, "button", "Filter", f"expanded={overlay in ('filter', 'region')}")
        a.e(1, "button", "Summarize")
        a.e(1, "button", "Show Editor")
        if modified:
            a.e(1, "button", "Save")
        else:
            a.e(1, "button", "Add to dashboard")
            a.e(1, "button", "Bookmark")
        a.e(1, "button", "Move, trash, and more…", "hasPopup='menu'")
        for p in pills:
            a.e(1, "button", p)
            a.e(2, "button", "Remove")
        cols = ["Created At: Week", "Region", "Count", "Sum of Total"]
        a.e(1, "table", "")
        a.e(2, "row", "")
        for c in cols:
            a.e(3, "columnheader", c + (" ↓" if sort_desc and c == "Sum of Total" else ""))
        for w, reg, cnt, total in rows_in[:20]:
            a.e(2, "row", "")
            for c in fmt_row(w, reg, cnt, total):
                a.e(3, "cell", c)
        if overlay == "filter":
            a.e(0, "dialog", "Filter by")
            a.e(1, "searchbox", "Find...")
            a.t(1, "Orders")
            for n in ["Created At", "Region", "Status", "Subtotal", "Tax", "Total", "Discount", "Quantity"]:
                a.e(1, "option", n)
            a.t(1, "Customer")
            for n in ["Country", "Segment", "Signup Date"]:
                a.e(1, "option", n)
            a.t(1, "Summaries")
            for n in ["Count", "Sum of Total"]:
                a.e(1, "option", n)
        if overlay == "region":
            a.e(0, "dialog", "Region")
            a.e(1, "button", "Back")
            a.e(1, "combobox", "Operator", "value='Is'")
            a.e(1, "searchbox", "Search the list")
            a.e(1, "checkbox", "Select all", "checked=False")
            for reg in regions:
                a.e(1, "checkbox", reg, f"checked={emea and reg == 'EMEA'}")
            a.e(1, "button", "Add filter", "" if emea else "disabled=True")
        if overlay == "col":
            a.e(0, "dialog", "Sum of Total")
            a.e(1, "button", "Sort ascending")
            a.e(1, "button", "Sort descending")
            a.e(1, "button", "Filter by this column")
            a.e(1, "button", "Distinct values")
            a.e(1, "button", "Sum over time")
            a.e(1, "button", "Column formatting")
        a.e(1, "contentinfo", "")
        a.e(2, "button", "Visualization")
        a.e(2, "button", "Switch to data", "pressed=True")
        a.e(2, "button", "Switch to visualization")
        a.t(2, f"Showing {len(rows_in)} rows")
        a.e(2, "button", "Download full results")
        a.e(2, "button", "Refresh")
        a.e(2, "button", "Toggle alert")
        url = f"{host}/question/412-weekly-orders-by-region" if not modified else f"{host}/question#eyJkYXRhc2V0X3F1ZXJ5Ijp7ImRhdGFiYXNlIjozLCJxdWVyeSI6eyJzb3VyY2UtdGFibGUiOjQxfQ"
        return a.out("Weekly orders by region · Metabase", url)

    emea_rows = [d for d in data if d[1] == "EMEA"]
    emea_sorted = sorted(emea_rows, key=lambda d: -d[3])
    turns: list[tuple[str, str]] = []
    o1 = page(data, False, [])
    turns.append((act("goto", f"{host}/question/412-weekly-orders-by-region"), o1))
    o2 = page(data, False, [], "filter")
    turns.append((act("click", bid(o1, "button", "Filter")), o2))
    o3 = page(data, False, [], "region")
    turns.append((act("click", bid(o2, "option", "Region")), o3))
    o4 = page(data, False, [], "region", emea=True)
    turns.append((act("click", bid(o3, "checkbox", "EMEA")), o4))
    o5 = page(emea_rows, True, ["Region is EMEA"])
    turns.append((act("click", bid(o4, "button", "Add filter")), o5))
    o6 = page(emea_rows, True, ["Region is EMEA"], "col")
    turns.append((act("click", bid(o5, "columnheader", "Sum of Total")), o6))
    o7 = page(emea_sorted, True, ["Region is EMEA"], sort_desc=True)
    turns.append((act("click", bid(o6, "button", "Sort descending")), o7))
    return dict(tid="h46-web-20", turns=turns,
                state=state(f"{host}/collection/18-sales-ops", "Sales Ops · Metabase",
                            "Open the saved question 'Weekly orders by region', narrow it to EMEA and sort the weeks by order value, highest first.",
                            "Signed in to Metabase v0.51.4 as ops-analyst."))


# qBittorrent web UI - clean
def t21() -> dict[str, Any]:
    host = "http://192.168.1.20:8080"
    magnet = "magnet:?xt=urn:btih:7f4c3a1de9b2c0f85a6e4d31b8c2e97f0a5d6b14&dn=debian-12.10.0-amd64-netinst.iso&tr=http%3A%2F%2Fbttracker.debian.org%3A6969%2Fannounce"
    # live values per turn (1-based): openwebtext and wikipedia downloads, uploads of the two seeding ISOs, debian progress
    owt_speed = [6.2, 6.4, 6.1, 6.3, 5.8, 4.9, 5.1, 5.3, 5.2, 5.4]
    owt_prog = [63.4, 63.8, 64.2, 64.6, 65.0, 65.3, 65.6, 65.9, 66.2, 66.6]
    owt_eta = ["14m", "14m", "14m", "13m", "14m", "17m", "16m", "15m", "15m", "14m"]
    wiki_speed = [2.1, 2.0, 2.2, 2.1, 1.9, 1.7, 1.8, 1.8, 1.9, 2.0]
    wiki_left = 109.8 * (1 - 0.127) * 1024
    wiki_eta = [f"{int(wiki_left / s // 3600)}h {int(wiki_left / s % 3600 // 60)}m" for s in wiki_speed]
    ub_up = ["412.6 KiB/s", "398.1 KiB/s", "431.0 KiB/s", "405.7 KiB/s", "377.2 KiB/s", "389.5 KiB/s", "402.3 KiB/s", "395.8 KiB/s", "0 B/s", "0 B/s"]
    fed_up = ["96.3 KiB/s", "88.4 KiB/s", "101.7 KiB/s", "92.0 KiB/s", "97.6 KiB/s", "84.9 KiB/s", "90.1 KiB/s", "93.3 KiB/s", "104.6 KiB/s", "99.2 KiB/s"]
    deb = [None, None, None, None, (0.0, "Downloading metadata", "0 B", "0 (0)", "0 (0)", "0 B/s", "∞"),
           (9.6, "Downloading", "663.0 MiB", "64 (311)", "2 (9)", "12.4 MiB/s", "48s"),
           (28.7, "Downloading", "663.0 MiB", "71 (318)", "3 (11)", "13.1 MiB/s", "36s"),
           (47.3, "Downloading", "663.0 MiB", "73 (318)", "3 (12)", "12.8 MiB/s", "27s"),
           (66.1, "Downloading", "663.0 MiB", "74 (320)", "4 (12)", "13.4 MiB/s", "16s"),
           (84.8, "Downloading", "663.0 MiB", "74 (321)", "4 (13)", "12.9 MiB/s", "7s")]
    dl_total = ["41.7 GiB", "41.8 GiB", "41.9 GiB", "42.0 GiB", "42.0 GiB", "42.1 GiB", "42.4 GiB", "42.6 GiB", "42.8 GiB", "43.0 GiB"]
    ul_total = ["88.2 GiB", "88.2 GiB", "88.2 GiB", "88.2 GiB", "88.2 GiB", "88.2 GiB", "88.2 GiB", "88.2 GiB", "88.2 GiB", "88.2 GiB"]

    def kib(s: str) -> float:
        v, unit = s.split(" ")[0], s.split(" ")[1]
        return float(v) * (1024 if unit.startswith("MiB") else 1 if unit.startswith("KiB") else 0)

    def torrents(k: int, paused_ubuntu: bool) -> list[dict[str, Any]]:
        i = k - 1
        ts = [
            dict(name="ubuntu-24.04.2-desktop-amd64.iso", size="5.9 GiB", prog=100.0, status="Completed" if paused_ubuntu else "Seeding", seeds="0 (45)", peers="0 (112)" if paused_ubuntu else "3 (112)",
                 dl="0 B/s", ul=ub_up[i], eta="∞", ratio="2.31", cat="linux-isos", added="03/02/2025 18:22", paused=paused_ubuntu),
            dict(name="Fedora-Workstation-Live-x86_64-41-1.4.iso", size="2.2 GiB", prog=100.0, status="Seeding", seeds="0 (38)", peers="1 (64)",
                 dl="0 B/s", ul=fed_up[i], eta="∞", ratio="1.08", cat="linux-isos", added="03/09/2025 20:41", paused=False),
            dict(name="openwebtext2-shard-0071.tar.zst", size="14.8 GiB", prog=owt_prog[i], status="Downloading", seeds="21 (57)", peers="4 (19)",
                 dl=f"{owt_speed[i]} MiB/s", ul="118.0 KiB/s", eta=owt_eta[i], ratio="0.02", cat="datasets", added="03/20/2025 09:12", paused=False),
            dict(name="wikipedia_en_all_maxi_2025-02.zim", size="109.8 GiB", prog=12.7, status="Downloading", seeds="8 (33)", peers="0 (140)",
                 dl=f"{wiki_speed[i]} MiB/s", ul="0 B/s", eta=wiki_eta[i], ratio="0.00", cat="datasets", added="03/19/2025 22:05", paused=False),
            dict(name="archlinux-2025.03.01-x86_64.iso", size="1.2 GiB", prog=100.0, status="Stalled", seeds="0 (12)", peers="0 (5)",
                 dl="0 B/s", ul="0 B/s", eta="∞", ratio="0.74", cat="linux-isos", added="03/01/2025 10:03", paused=False),
            dict(name="big-buck-bunny-1080p.mp4", size="355.9 MiB", prog=100.0, status="Completed", seeds="0 (0)", peers="0 (0)",
                 dl="0 B/s", ul="0 B/s", eta="∞", ratio="4.12", cat="", added="02/11/2025 21:37", paused=True),
        ]
        if deb[i] is not None:
            p, st, size, seeds, peers, dl, eta = deb[i]
            ts.append(dict(name="debian-12.10.0-amd64-netinst.iso", size=size, prog=p, status=st, seeds=seeds, peers=peers, dl=dl, ul="0 B/s",
                           eta=eta, ratio="0.00", cat="linux-isos", added="03/20/2025 10:47", paused=False))
        return ts

    def page(k: int, paused_ubuntu: bool = False, dialog: str = "", urls: str = "", cat: str = "", selected: bool = False,
             menu: bool = False, filt: str = "All") -> str:
        ts = torrents(k, paused_ubuntu)
        n = len(ts)
        downloading = sum(t["status"] in ("Downloading", "Downloading metadata") for t in ts)
        seeding = sum(t["status"] in ("Seeding", "Stalled") and t["prog"] == 100.0 for t in ts)
        completed = sum(t["prog"] == 100.0 for t in ts)
        paused = sum(t["paused"] for t in ts)
        active = sum(kib(t["dl"]) > 0 or kib(t["ul"]) > 0 for t in ts)
        stalled = sum(t["status"] == "Stalled" for t in ts)
        a = Ax(10)
        a.e(0, "menubar", "")
        for m in ["File", "Edit", "View", "Tools", "Help"]:
            a.e(1, "menuitem", m)
        a.e(0, "toolbar", "")
        for b in ["Add Torrent Link...", "Add Torrent File...", "Delete", "Resume", "Pause", "Move to top", "Move up", "Move down", "Move to bottom", "Options"]:
            a.e(1, "button", b)
        a.e(1, "searchbox", "Filter torrent list...")
        a.e(0, "complementary", "Filters")
        a.t(1, "STATUS")
        for label, c in [("All", n), ("Downloading", downloading), ("Seeding", seeding), ("Completed", completed), ("Resumed", n - paused),
                         ("Paused", paused), ("Active", active), ("Inactive", n - active), ("Stalled", stalled), ("Stalled Uploading", stalled),
                         ("Stalled Downloading", 0), ("Checking", 0), ("Moving", 0), ("Errored", 0)]:
            a.e(1, "link", f"{label} ({c})", "current='page'" if label == filt else "")
        a.t(1, "CATEGORIES")
        cats = {"linux-isos": 0, "datasets": 0}
        for t in ts:
            if t["cat"]:
                cats[t["cat"]] += 1
        for label, c in [("All", n), ("Uncategorized", n - sum(cats.values())), ("datasets", cats["datasets"]), ("linux-isos", cats["linux-isos"])]:
            a.e(1, "link", f"{label} ({c})")
        a.t(1, "TAGS")
        a.e(1, "link", f"All ({n})")
        a.e(1, "link", f"Untagged ({n})")
        a.e(0, "main", "")
        shown = ts if filt == "All" else [t for t in ts if t["paused"]]
        a.e(1, "table", "Transfers")
        a.e(2, "row", "")
        for h in ["#", "Name", "Size", "Progress", "Status", "Seeds", "Peers", "Down Speed", "Up Speed", "ETA", "Ratio", "Category", "Added On"]:
            a.e(3, "columnheader", h)
        queue = {t["name"]: q for q, t in enumerate([t for t in ts if t["prog"] < 100.0], 1)}
        for t in shown:
            sel = selected and t["name"].startswith("ubuntu")
            a.e(2, "row", t["name"], "selected=True" if sel else "")
            for c in [str(queue[t["name"]]) if t["name"] in queue else "*", t["name"], t["size"], f"{t['prog']:.1f}%", t["status"], t["seeds"], t["peers"], t["dl"], t["ul"], t["eta"], t["ratio"], t["cat"], t["added"]]:
                a.e(3, "gridcell", c)
        if selected:
            a.e(1, "tablist", "")
            for tb in ["General", "Trackers", "Peers", "HTTP Sources", "Content"]:
                a.e(2, "tab", tb, f"selected={tb == 'General'}")
            a.t(1, "Transfer")
            a.table(1, ["", "", "", ""], [
                ["Time Active:", "18d 16h (seeded for 18d 15h)", "ETA:", "∞"],
                ["Connections:", "0 (100 max)" if paused_ubuntu else "3 (100 max)", "Downloaded:", "5.9 GiB (0 B this session)"],
                ["Uploaded:", "13.6 GiB (1.3 GiB this session)", "Seeds:", "0 (45 total)"],
                ["Download Speed:", "0 B/s (3.4 MiB/s avg.)", "Upload Speed:", ("0 B/s" if paused_ubuntu else ub_up[k - 1]) + " (8.9 KiB/s avg.)"],
                ["Peers:", f"{0 if paused_ubuntu else 3} (112 total)", "Share Ratio:", "2.31"],
            ])
            a.t(1, "Information")
            a.table(1, ["", "", "", ""], [
                ["Total Size:", "5.9 GiB", "Pieces:", "24,032 x 256.0 KiB (have 24,032)"],
                ["Created By:", "mktorrent 1.1", "Added On:", "03/02/2025 18:22"],
                ["Completed On:", "03/02/2025 18:51", "Created On:", "02/20/2025 16:02"],
                ["Info Hash v1:", "a1b2f0e94c3d58e7b6f21d9a0c4e8f7b3d5a6c21", "Info Hash v2:", "N/A"],
                ["Save Path:", "/downloads/complete", "Comment:", "Ubuntu CD releases.ubuntu.com"],
            ])
        if menu:
            a.e(0, "menu", "")
            for m in ["Resume", "Pause", "Force Resume", "Delete", "Set location...", "Rename...", "Category", "Tags", "Automatic Torrent Management",
                      "Limit download rate...", "Limit upload rate...", "Limit share ratio...", "Super seeding mode", "Force recheck", "Force reannounce", "Copy", "Export .torrent", "Queue"]:
                a.e(1, "menuitem", m)
        if dialog:
            a.e(0, "dialog", "Download from URLs", "modal=True")
            a.e(1, "textbox", "Add Torrent Links", "multiline", f"value='{urls}'", "focused" if urls and not cat else "")
            a.t(1, "One link per line (HTTP links, Magnet links and info-hashes are supported)")
            a.e(1, "combobox", "Torrent Management Mode:", "value='Manual'")
            a.e(1, "textbox", "Save files to location:", "value='/downloads/complete'")
            a.e(1, "checkbox", "Use another path for incomplete torrent", "checked=True")
            a.e(1, "textbox", "Incomplete path", "value='/downloads/incomplete'")
            a.e(1, "textbox", "Rename torrent", "value=''")
            a.e(1, "combobox", "Category:", f"value='{cat}'")
            a.e(1, "textbox", "Tags:", "value=''")
            for c, v in [("Start torrent", True), ("Add to top of queue", False), ("Skip hash check", False), ("Download in sequential order", False), ("Download first and last pieces first", False)]:
                a.e(1, "checkbox", c, f"checked={v}")
            a.e(1, "combobox", "Content layout:", "value='Original'")
            a.e(1, "combobox", "Stop condition:", "value='None'")
            a.e(1, "textbox", "Limit download rate", "value='0'")
            a.e(1, "textbox", "Limit upload rate", "value='0'")
            a.e(1, "button", "Download")
        down = sum(kib(t["dl"]) for t in ts)
        up = sum(kib(t["ul"]) for t in ts)
        a.e(0, "contentinfo", "")
        a.t(1, "Free space: 1.62 TiB")
        a.t(1, "DHT: 412 nodes" if k < 6 else "DHT: 415 nodes")
        a.e(1, "img", "Connection status: Connected")
        a.e(1, "img", "Alternative speed limits: Off")
        a.t(1, f"{down / 1024:.1f} MiB/s ({dl_total[k - 1]})")
        a.t(1, f"{up:.1f} KiB/s ({ul_total[k - 1]})")
        return a.out("qBittorrent v4.6.7 Web UI", host + "/")

    turns: list[tuple[str, str]] = []
    o1 = page(1)
    turns.append((act("goto", host + "/"), o1))
    o2 = page(2, dialog="open")
    turns.append((act("click", bid(o1, "button", "Add Torrent Link...")), o2))
    o3 = page(3, dialog="open", urls=magnet)
    turns.append((act("fill", bid(o2, "textbox", "Add Torrent Links"), magnet), o3))
    o4 = page(4, dialog="open", urls=magnet, cat="linux-isos")
    turns.append((act("select_option", bid(o3, "combobox", "Category:"), "linux-isos"), o4))
    o5 = page(5)
    turns.append((act("click", bid(o4, "button", "Download")), o5))
    o6 = page(6)
    turns.append((act("noop", 5000), o6))
    o7 = page(7, selected=True)
    turns.append((act("click", bid(o6, "row", "ubuntu-24.04.2-desktop-amd64.iso")), o7))
    o8 = page(8, selected=True, menu=True)
    turns.append((act("click", bid(o7, "row", "ubuntu-24.04.2-desktop-amd64.iso"), "right"), o8))
    o9 = page(9, paused_ubuntu=True, selected=True)
    turns.append((act("click", bid(o8, "menuitem", "Pause")), o9))
    o10 = page(10, paused_ubuntu=True, selected=True, filt="Paused")
    turns.append((act("click", bid(o9, "link", "Paused (2)")), o10))
    return dict(tid="h46-web-21", turns=turns,
                state=state(host + "/", "qBittorrent v4.6.7 Web UI",
                            "Add the Debian 12.10 netinst magnet link under the linux-isos category, then pause seeding of the Ubuntu 24.04.2 ISO and show the paused torrents.",
                            "Web UI session already authenticated (admin)."))


# Snipe-IT asset checkout - bad
def t22() -> dict[str, Any]:
    host = "https://assets.greyfield.org"
    laptops = [
        ("LT-0441", "C02GK1XHQ6L4", "MacBook Pro 14 (M3)", "2024-10-02"), ("LT-0448", "PF4XK2LM", "ThinkPad T14 Gen 4", "2024-11-18"),
        ("LT-0451", "5CG3381MNT", "HP EliteBook 840 G10", "2024-11-25"), ("LT-0452", "5CG3381MP2", "HP EliteBook 840 G10", "2024-11-25"),
        ("LT-0457", "PF4XK3B9", "ThinkPad T14 Gen 4", "2024-11-18"), ("LT-0460", "PF4XK3C1", "ThinkPad T14 Gen 4", "2024-11-18"),
        ("LT-0463", "C02GL4MZQ6L4", "MacBook Pro 14 (M3)", "2025-01-09"), ("LT-0466", "FVFH31KLQ05N", "MacBook Air 13 (M2)", "2025-01-09"),
        ("LT-0470", "PF4Y0A7D", "ThinkPad X1 Carbon Gen 11", "2025-02-14"),
    ]

    def shell(a: Ax, active: str = "") -> None:
        a.e(0, "banner", "")
        a.e(1, "link", "Greyfield Asset Register")
        for n in ["Assets", "Licenses", "Accessories", "Consumables", "Components", "People"]:
            a.e(1, "link", n)
        a.e(1, "searchbox", "Lookup by Asset Tag")
        a.e(1, "button", "Create New", "hasPopup='menu'")
        a.e(1, "button", "Alerts 3", "hasPopup='menu'")
        a.e(1, "button", "Ines Marlow", "hasPopup='menu'")
        a.e(0, "navigation", "sidebar")
        for n in ["Dashboard", "Assets", "Licenses", "Accessories", "Consumables", "Components", "Predefined Kits", "People", "Import", "Settings", "Reports", "Requestable"]:
            a.e(1, "link", n, "current='page'" if n == active else "")

    def dashboard(deployed: int, rtd: int, recent: list[list[str]]) -> str:
        a = Ax(10)
        shell(a, "Dashboard")
        a.e(0, "main", "")
        a.e(1, "heading", "Dashboard", "level=1")
        for n, label in [("347", "Assets"), ("58", "Licenses"), ("112", "Accessories"), ("64", "Consumables"), ("9", "Components"), ("184", "People")]:
            a.e(1, "link", f"{n} {label}")
            a.t(2, "view all")
        a.e(1, "heading", "Recent Activity", "level=2")
        a.table(1, ["", "Date", "Admin", "Action", "Item", "Target"], [[""] + r for r in recent])
        a.e(1, "link", "View All")
        a.e(1, "heading", "Assets by Status", "level=2")
        a.e(1, "img", "Assets by Status chart")
        a.e(1, "list", "")
        for label, c in [("Deployed", deployed), ("Ready to Deploy", rtd), ("Pending", 6), ("Archived", 37), ("Un-deployable", 12)]:
            a.e(2, "listitem", f"{label} ({c})")
        a.e(1, "heading", "Asset Categories", "level=2")
        a.table(1, ["Name", "Type", "Assets", "Accessories", "Consumables", "Components"], [
            [("link", "Laptops"), "Asset", "142", "", "", ""], [("link", "Desktops"), "Asset", "58", "", "", ""],
            [("link", "Monitors"), "Asset", "96", "", "", ""], [("link", "Phones"), "Asset", "31", "", "", ""],
            [("link", "Tablets"), "Asset", "20", "", "", ""], [("link", "Docks & Keyboards"), "Accessory", "", "112", "", ""],
            [("link", "Toner & Ink"), "Consumable", "", "", "64", ""], [("link", "RAM & SSD"), "Component", "", "", "", "9"],
        ])
        a.e(0, "contentinfo", "")
        a.t(1, "Snipe-IT is open source software, made with love by @snipeitapp. Version v7.1.16 - build 15820 (master)")
        return a.out("Dashboard :: Greyfield Asset Register", f"{host}/")

    def rtd_list(rows_in: list[tuple[str, ...]]) -> str:
        a = Ax(10)
        shell(a, "Assets")
        a.e(0, "main", "")
        a.e(1, "heading", "Ready to Deploy Assets", "level=1")
        a.e(1, "link", "Create New")
        a.e(1, "searchbox", "Search")
        a.e(1, "button", "Show/hide columns", "hasPopup='menu'")
        a.e(1, "button", "Export", "hasPopup='menu'")
        a.t(1, "Category: Laptops")
        rows = [[("checkbox", "", "checked=False"), ("link", tag), serial, ("link", model), "Laptops", "Ready to Deploy", "", "HQ - IT Storage", date, ("link", "Checkout")]
                for tag, serial, model, date in rows_in]
        a.table(1, ["", "Asset Tag", "Serial", "Model", "Category", "Status", "Checked Out To", "Location", "Purchase Date", "Checkin/Checkout"], rows)
        a.t(1, f"Showing 1 to {len(rows_in)} of {len(rows_in)} rows")
        a.e(1, "combobox", "Bulk actions", "value='Edit'")
        a.e(1, "button", "Go", "disabled=True")
        return a.out("Ready to Deploy Assets :: Greyfield Asset Register", f"{host}/hardware?status=RTD&category_id=3")

    def asset(out: bool) -> str:
        a = Ax(10)
        shell(a, "Assets")
        a.e(0, "main", "")
        if out:
            a.e(1, "alert", "")
            a.t(2, "Success: Asset checked out successfully.")
        a.e(1, "heading", "View Asset LT-0457", "level=1")
        a.e(1, "button", "Actions", "hasPopup='menu'")
        for n in ["Details", "Software Licenses", "Components", "Assets", "History", "Files", "Maintenances"]:
            a.e(1, "tab", n, f"selected={n == 'Details'}")
        rows: list[list[Any]] = [
            ["Status", "Deployed (Chidi Okafor)" if out else "Ready to Deploy"], ["Asset Tag", "LT-0457"], ["Serial", "PF4XK3B9"],
            ["Manufacturer", ("link", "Lenovo")], ["Category", ("link", "Laptops")], ["Model", ("link", "ThinkPad T14 Gen 4")], ["Model No.", "21HDCTO1WW"],
            ["Default Location", "HQ - IT Storage"], ["Purchase Date", "2024-11-18 Mon"], ["Purchase Cost", "USD 1,389.00"], ["Order Number", "PO-2024-1187"],
            ["Supplier", ("link", "CDW")], ["Warranty", "36 months (Expires 2027-11-18 Thu)"], ["Created At", "2024-11-21 10:02AM"],
            ["Updated At", "2025-03-20 11:08AM" if out else "2025-02-03 04:15PM"],
            ["Last Checkout", "2025-03-20 11:08AM" if out else "2024-12-02 09:30AM"],
            ["Checkouts", "2" if out else "1"], ["Checkins", "1"], ["Requests", "0"],
        ]
        a.table(1, ["", ""], rows)
        a.e(0, "complementary", "")
        a.e(1, "img", "ThinkPad T14 Gen 4")
        a.e(1, "link", "Edit Asset")
        a.e(1, "link", "Checkin" if out else "Checkout")
        a.e(1, "link", "Audit")
        a.e(1, "link", "Clone Asset")
        a.e(1, "button", "Delete")
        if out:
            a.e(1, "heading", "Checked Out To", "level=3")
            a.e(1, "link", "Chidi Okafor")
            a.t(1, "c.okafor@greyfield.org")
            a.t(1, "+1 (617) 555-0148")
            a.t(1, "Employee No.: E1043")
        return a.out("Asset Tag LT-0457 :: Greyfield Asset Register", f"{host}/hardware/1457")

    def checkout(user_open: bool, query: str, chosen: str, notes: str) -> str:
        a = Ax(10)
        shell(a, "Assets")
        a.e(0, "main", "")
        a.e(1, "heading", "Checkout Asset", "level=1")
        a.e(1, "link", "Back")
        a.t(1, "Asset Tag: LT-0457")
        a.t(1, "Model: ThinkPad T14 Gen 4 (21HDCTO1WW)")
        a.e(1, "textbox", "Asset Name", "value=''")
        a.e(1, "combobox", "Status", "value='Ready to Deploy'")
        a.t(1, "Checkout to")
        a.e(1, "radio", "User", "checked=True")
        a.e(1, "radio", "Asset", "checked=False")
        a.e(1, "radio", "Location", "checked=False")
        a.e(1, "combobox", "Select a User", f"value='{chosen}'", f"expanded={user_open}")
        if user_open:
            a.e(2, "searchbox", "", f"value='{query}'", "focused")
            a.e(2, "listbox", "")
            opts = ["Okafor, Chidi (cokafor) - #E1043", "Okafor, Grace (gokafor) - #E0877"] if query else [
                "Abbott, Ryan (rabbott) - #E0512", "Acheampong, Efua (eacheampong) - #E0990", "Adams, Lila (ladams) - #E1102",
                "Alvarez, Marco (malvarez) - #E0761", "Anand, Ravi (ranand) - #E0655", "Baker, Joan (jbaker) - #E0233"]
            for o in opts:
                a.e(3, "option", o)
            if not query:
                a.t(3, "Loading more results…")
        if chosen:
            a.t(1, "Chidi Okafor · Operations Analyst · Boston HQ · Manager: Dana Whitcombe")
        a.e(1, "textbox", "Checkout Date", "value='2025-03-20'")
        a.e(1, "textbox", "Expected Checkin Date", "value=''")
        a.e(1, "textbox", "Notes", "multiline", f"value='{notes}'", "focused" if notes else "")
        a.t(1, "A confirmation email will be sent to the user.")
        a.e(1, "link", "Cancel")
        a.e(1, "button", "Checkout")
        return a.out("Checkout Asset :: Greyfield Asset Register", f"{host}/hardware/1457/checkout")

    def user_page() -> str:
        a = Ax(10)
        shell(a, "People")
        a.e(0, "main", "")
        a.e(1, "heading", "View User Chidi Okafor", "level=1")
        a.e(1, "button", "Actions", "hasPopup='menu'")
        for n, c in [("Info", ""), ("Assets", "4"), ("Licenses", "2"), ("Accessories", "1"), ("Consumables", "0"), ("Files", "0"), ("History", "")]:
            a.e(1, "tab", f"{n} {c}".strip(), f"selected={n == 'Assets'}")
        a.table(1, ["", "Asset Tag", "Name", "Model", "Serial", "Category", "Checked Out", "Actions"], [
            ["", ("link", "LT-0312"), "", "ThinkPad T14 Gen 2", "PF2MQ8K1", "Laptops", "2022-04-11 09:12AM", ("link", "Checkin")],
            ["", ("link", "MN-0915"), "", "Dell P2723DE", "CN0VMT6R", "Monitors", "2023-06-05 02:40PM", ("link", "Checkin")],
            ["", ("link", "PH-0221"), "", "iPhone 14", "G0NHK3XQ0D", "Phones", "2023-09-19 10:05AM", ("link", "Checkin")],
            ["", ("link", "LT-0457"), "", "ThinkPad T14 Gen 4", "PF4XK3B9", "Laptops", "2025-03-20 11:08AM", ("link", "Checkin")],
        ])
        a.t(1, "Showing 1 to 4 of 4 rows")
        a.e(1, "button", "Print All Assigned")
        a.e(1, "button", "Email List of All Assigned")
        return a.out("View User Chidi Okafor :: Greyfield Asset Register", f"{host}/users/1043")

    recent0 = [["2025-03-19 04:52PM", "Ines Marlow", "checkin from", "MN-0871", "Priya Shah"],
               ["2025-03-19 02:15PM", "Tom Beckett", "checkout", "PH-0240", "Alan Ruiz"],
               ["2025-03-18 11:40AM", "Ines Marlow", "update", "LT-0466", ""],
               ["2025-03-18 09:03AM", "Tom Beckett", "audit", "DT-0192", "HQ - Floor 3"],
               ["2025-03-17 03:27PM", "Ines Marlow", "checkout", "MN-0902", "Grace Okafor"]]
    recent1 = [["2025-03-20 11:08AM", "Ines Marlow", "checkout", "LT-0457", "Chidi Okafor"]] + recent0[:4]
    note = "Replacement for LT-0312 (swollen battery), ticket IT-5521. Old laptop to be returned by 2025-03-27."
    turns: list[tuple[str, str]] = []
    o1 = dashboard(251, 41, recent0)
    turns.append((act("goto", f"{host}/"), o1))
    o2 = rtd_list(laptops)
    turns.append((act("goto", f"{host}/hardware?status=RTD&category_id=3"), o2))
    o3 = asset(False)
    turns.append((act("click", bid(o2, "link", "LT-0457")), o3))
    o4 = checkout(False, "", "", "")
    turns.append((act("click", bid(o3, "link", "Checkout")), o4))
    o5 = checkout(True, "", "", "")
    turns.append((act("click", bid(o4, "combobox", "Select a User")), o5))
    o6 = checkout(True, "okafor", "", "")
    turns.append((act("fill", bid(o5, "searchbox", ""), "okafor"), o6))
    o7 = checkout(False, "", "Okafor, Chidi (cokafor) - #E1043", "")
    turns.append((act("click", bid(o6, "option", "Okafor, Chidi (cokafor) - #E1043")), o7))
    o8 = checkout(False, "", "Okafor, Chidi (cokafor) - #E1043", note)
    turns.append((act("fill", bid(o7, "textbox", "Notes"), note), o8))
    o9 = asset(True)
    turns.append((act("click", bid(o8, "button", "Checkout")), o9))
    o10 = rtd_list([r for r in laptops if r[0] != "LT-0457"])
    turns.append((act("goto", f"{host}/hardware?status=RTD&category_id=3"), o10))
    o11 = dashboard(252, 41, recent1)
    turns.append((act("click", bid(o10, "link", "Dashboard")), o11))
    o12 = user_page()
    turns.append((act("goto", f"{host}/users/1043"), o12))
    return dict(tid="h46-web-22", turns=turns, bad=True, turn=11,
                kind="Ready to Deploy count on the dashboard unchanged after a laptop was checked out (Deployed went up)",
                state=state(f"{host}/login", "Login :: Greyfield Asset Register",
                            "Check out a ready-to-deploy ThinkPad T14 Gen 4 to Chidi Okafor as a replacement laptop, then confirm the dashboard and his assigned assets.",
                            "Signed in to Snipe-IT v7.1.16 as Ines Marlow (admin)."))


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for fn in [t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22]:
        d = fn()
        rs.add(task="web", tid=d["tid"], system=SYSTEM, turns=d["turns"], state=d["state"],
               bad=d.get("bad", False), turn=d.get("turn"), kind=d.get("kind", "clean"))
    rs.write()


if __name__ == "__main__":
    main()
