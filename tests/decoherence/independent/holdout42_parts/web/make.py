# ruff: noqa: E501
"""Held-out set holdout42, web domain: 22 BrowserGym trajectories on business and self-hosted web apps.

Each observation is an accessibility tree (bids in brackets) as the browser prints it after the action.
Eleven trajectories carry exactly one observation that contradicts an earlier turn; the other eleven are
clean, with only the changes the actions or the live data explain. Written blind; labels in labels.json.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import RowSet, axtree

SYSTEM = """# Role and Objective

You are a **Web World Model**, a precise browser state simulator. Your task is to predict the exact next page state after a browser action is executed.

Given:
1. **Historical Context** (Optional): Previous interactions in this session
2. **Current Page State**: The visible browser page state (an accessibility tree; interactive elements carry a bid in brackets)
3. **Browser Action**: A BrowserGym browser control action

Predict the **next page state** after the action is executed.

## Core Responsibilities

1. **State Prediction**: Generate the complete next page state after action execution
2. **Context Maintenance**: Track navigation state, focused elements, form values, and browsing history across turns
3. **Behavioral Fidelity**: Stay faithful to browser behavior, including navigation, loading completion, focus changes, and no-op actions

# Action Space

```text
noop(wait_ms: float = 1000)
scroll(delta_x: float, delta_y: float)
click(bid: str, button: Literal['left', 'middle', 'right'] = 'left', modifiers: list = [])
dblclick(bid: str, button: Literal['left', 'middle', 'right'] = 'left', modifiers: list = [])
hover(bid: str)
keyboard_press(key: str)
keyboard_type(text: str)
fill(bid: str, value: str, enable_autocomplete_menu: bool = False)
select_option(bid: str, options: str | list[str])
tab_focus(index: int)
new_tab()
tab_close()
go_back()
go_forward()
goto(url: str)
send_msg_to_user(text: str)
report_infeasible(reason: str)
```

# Content Requirements

A page-changing action changes the visible page identity or main content (link clicks, menu selections, tab switches, pagination, search submissions, modal openings, browser navigation). For such an action, update the page-level state first: URL, title, main heading, visible main content. For a local-edit action, preserve the full page state and modify only the directly affected nodes, field values, focus, and any immediate dependent UI. Preserve untouched subtrees verbatim whenever possible. Return the unchanged page state only if the action clearly has no visible effect, is invalid, or targets a disabled or non-interactive element.

# Format Requirements

Preserve the current page state representation format exactly: the same accessibility-tree notation, indentation, bids and level of detail. Do not add fields, metadata or browser internals that the current page state does not show. Prefer a complete conservative page state over a partial or truncated one.

Output exactly one complete and closed <predicted_observation></predicted_observation> block and nothing else."""


class T:
    """One accessibility tree being written: bids are handed out in page order from a base, as BrowserGym numbers the DOM."""

    def __init__(self, base: int) -> None:
        self.n = base
        self.lines: list[str] = []
        self.ids: dict[str, str] = {}

    def __call__(self, depth: int, role: str, name: str = "", *flags: str, k: str | None = None, **props: Any) -> str:
        bid = str(self.n)
        self.n += 1
        tail = "".join(f", {f}" for f in flags) + "".join(f", {p}={v!r}" for p, v in props.items())
        self.lines.append("\t" * depth + f"[{bid}] {role} {name!r}{tail}")
        if k:
            self.ids[k] = bid
        return bid

    def t(self, depth: int, *texts: str) -> None:
        for text in texts:
            if text:
                self.lines.append("\t" * depth + f"StaticText {text!r}")

    def at(self, n: int) -> None:
        self.n = n

    def page(self, title: str, url: str) -> str:
        return axtree(title, self.lines, url)


def click(bid: str) -> str:
    return f"click('{bid}')"


def fill(bid: str, value: str) -> str:
    return f"fill('{bid}', {value!r})"


def select(bid: str, option: str) -> str:
    return f"select_option('{bid}', {option!r})"


def press(key: str) -> str:
    return f"keyboard_press({key!r})"


def goto(url: str) -> str:
    return f"goto({url!r})"


def go_back() -> str:
    return "go_back()"



# ---------------------------------------------------------------------------
# 01 GitLab merge request: clean
def gl_chrome(t: T, mrs: int) -> None:
    t(0, "link", "Skip to main content")
    t(0, "banner", "")
    t(1, "link", "Homepage")
    t(1, "button", "Search or go to…", hasPopup="dialog")
    t(1, "button", "Create new...", hasPopup="menu")
    t(1, "link", "Issues 4")
    t(1, "link", f"Merge requests {mrs}")
    t(1, "link", "To-Do List 9")
    t(1, "button", "Dan Okafor user’s menu", hasPopup="menu")
    t(0, "navigation", "Project navigation")
    t(1, "link", "billing-api")
    t(1, "button", "Pinned", expanded=True)
    t(2, "link", "Issues 38")
    t(2, "link", "Merge requests 11", k="nav_mrs")
    t(1, "button", "Manage", expanded=False)
    t(1, "button", "Plan", expanded=False)
    t(1, "button", "Code", expanded=False)
    t(1, "button", "Build", expanded=False)
    t(1, "button", "Deploy", expanded=False)
    t(1, "button", "Operate", expanded=False)
    t(1, "button", "Monitor", expanded=False)
    t(1, "button", "Analyze", expanded=False)
    t(1, "button", "Settings", expanded=False)
    t(1, "link", "Help")


GL_URL = "https://gitlab.northwind.dev/platform/billing-api/-/merge_requests/482"
GL_TITLE = "Retry idempotent Stripe webhook deliveries with jittered backoff (!482) · Merge requests · Platform / billing-api · GitLab"


def gl_head(t: T, st: dict[str, Any], tab: str) -> None:
    t(1, "navigation", "Breadcrumbs")
    t(2, "link", "Platform")
    t(2, "link", "billing-api")
    t(2, "link", "Merge requests")
    t(2, "link", "!482")
    t(1, "heading", "Retry idempotent Stripe webhook deliveries with jittered backoff")
    t(1, "button", "Edit")
    t(1, "button", "Code", hasPopup="menu")
    t(1, "button", "Merge request actions", hasPopup="menu")
    t.t(1, "Open", "Priya Natarajan requested to merge", "pn/webhook-retry-backoff", "into", "main", "2 days ago")
    t(1, "button", "Copy branch name")
    t(1, "tablist", "")
    for name, count, key in (("Overview", st["notes"], "tab_over"), ("Commits", 6, "tab_commits"), ("Pipelines", 3, "tab_pipes"), ("Changes", 7, "tab_changes")):
        if name == tab:
            t(2, "tab", f"{name} {count}", "selected", k=key)
        else:
            t(2, "tab", f"{name} {count}", k=key)


def gl_sidebar(t: T, st: dict[str, Any]) -> None:
    t(1, "complementary", "Merge request details")
    t(2, "heading", "Assignee")
    t(2, "link", "Priya Natarajan")
    t(2, "heading", "Reviewers")
    t(2, "link", "Dan Okafor")
    t.t(3, "Approved" if st["approved"] else "Review requested")
    t(2, "link", "Marta Lindqvist")
    t.t(3, "Review requested")
    t(2, "heading", "Labels")
    t(2, "link", "backend")
    t(2, "link", "payments")
    t(2, "link", "priority::2")
    t(2, "heading", "Milestone")
    t(2, "link", "2024.05")
    t(2, "heading", "Time tracking")
    t.t(2, "Spent 6h 30m", "Estimate 8h")
    t(2, "heading", "Participants")
    t.t(2, "4 participants")
    t(2, "button", "Notifications", checked="true")
    t(2, "button", "Copy reference !482")


def gl_overview(st: dict[str, Any]) -> T:
    t = T(21)
    gl_chrome(t, 3)
    t(0, "main", "")
    gl_head(t, st, "Overview")
    t.at(140)
    t(1, "status", f"{st['threads']} unresolved thread" + ("s" if st["threads"] != 1 else ""))
    t(1, "button", "Go to next unresolved thread")
    t(1, "region", "Description")
    t.t(2, "Stripe retries a failed webhook for up to three days, but our handler drops the event if the first",
        "attempt times out inside the ledger transaction. This MR:")
    t(2, "list", "")
    t.t(3, "persists every delivery in webhook_deliveries with its Stripe event id (idempotency key)",
        "retries transient failures with exponential backoff, full jitter, capped at 15 minutes",
        "moves the ledger write out of the request thread into StripeWebhookJob",
        "adds specs for duplicate deliveries and for the backoff cap")
    t.t(2, "Closes #1311. Rollout: behind the WEBHOOK_RETRY_V2 flag, on for staging first.")
    t(1, "region", "Pipeline")
    if st["pipeline"] == "running":
        t(2, "link", "Merge request pipeline #918224 running")
        t.t(2, "for", "71b2c4e0", "on pn/webhook-retry-backoff", "12 minutes ago")
        t(2, "button", "Stage: build: passed")
        t(2, "button", "Stage: test: running")
        t(2, "button", "Stage: lint: passed")
        t(2, "button", "Cancel the running pipeline")
    else:
        t(2, "link", "Merge request pipeline #918224 passed")
        t.t(2, "for", "71b2c4e0", "on pn/webhook-retry-backoff", "Duration: 12 minutes 51 seconds")
        t(2, "button", "Stage: build: passed")
        t(2, "button", "Stage: test: passed")
        t(2, "button", "Stage: lint: passed")
        t(2, "link", "Test summary: 1,284 tests, 0 failed, 3 skipped")
        t(2, "link", "Code coverage: 91.42% (+0.37%)")
    t(1, "region", "Approvals")
    if st["approved"]:
        t.t(2, "Requires 1 approval from eligible users.", "Approved by")
        t(2, "link", "Dan Okafor")
        t(2, "button", "Revoke approval", k="revoke")
    else:
        t.t(2, "Requires 2 approvals from eligible users.")
        t(2, "button", "Approve", k="approve")
    t(2, "button", "Expand eligible approvers", expanded=False)
    t(1, "region", "Merge")
    checks = []
    if st["pipeline"] == "running":
        checks.append("Pipeline must succeed")
    checks.append("Approval required")
    if st["threads"]:
        checks.append("All threads must be resolved")
    t.t(2, f"Merge blocked: {len(checks)} check{'s' if len(checks) != 1 else ''} failed")
    for c in checks:
        t.t(3, c)
    t(2, "button", "Merge", disabled=True)
    t(2, "checkbox", "Delete source branch", checked="true")
    t(2, "checkbox", "Squash commits", checked="false")
    t(1, "heading", "Activity")
    t(1, "button", "Sort or filter", hasPopup="menu")
    t(1, "list", "")
    t.t(2, "Priya Natarajan added 2 commits 13 minutes ago", "71b2c4e0 - Cap backoff at 15 minutes and add full jitter",
        "9e51d0b3 - Spec: duplicate delivery with same event id is a no-op")
    t.t(2, "Priya Natarajan requested review from Marta Lindqvist 3 hours ago")
    t(2, "article", "Thread on app/services/webhook_retry.rb, line 42")
    t.t(3, "Marta Lindqvist @mlindqvist · 1 day ago")
    t.t(3, "Should the cap be configurable per endpoint? The ledger endpoint can tolerate a longer tail than the CRM sync.")
    t.t(3, "Priya Natarajan @pnatarajan · 23 hours ago")
    t.t(3, "I'd rather keep one cap for now and revisit when we add the CRM consumer. Added a TODO with the issue link.")
    t(3, "textbox", "Reply…")
    t(3, "button", "Resolve thread")
    t(2, "article", "Thread on app/jobs/stripe_webhook_job.rb, line 17")
    t.t(3, "Dan Okafor @dokafor · 1 day ago")
    t.t(3, "Nit: `attempts` reads like a counter of the job, not of the delivery. `delivery_attempts`?")
    t.t(3, "Priya Natarajan @pnatarajan · 13 minutes ago")
    t.t(3, "Renamed in 71b2c4e0.")
    if st["resolved_mine"]:
        t.t(3, "Thread resolved by Dan Okafor just now")
        t(3, "button", "Unresolve thread")
    else:
        t(3, "textbox", "Reply…")
        t(3, "button", "Resolve thread", k="resolve_mine")
    t.t(2, "1 resolved thread (collapsed)")
    if st["comment_posted"]:
        t(2, "article", "Comment")
        t.t(3, "Dan Okafor @dokafor · just now")
        t.t(3, st["comment_posted"])
        t(3, "button", "Add reaction")
        t(3, "button", "Reply to comment")
    if st["approved"]:
        t.t(2, "Dan Okafor approved this merge request just now")
    t(1, "region", "Add a comment")
    t(2, "textbox", "Write a comment or drag your files here…", k="comment_box", **({"value": st["draft"]} if st["draft"] else {}))
    t(2, "button", "Comment", k="comment_btn", **({} if st["draft"] else {"disabled": True}))
    t(2, "button", "Start a review", **({} if st["draft"] else {"disabled": True}))
    gl_sidebar(t, st)
    return t


def gl_pipes(st: dict[str, Any]) -> T:
    t = T(21)
    gl_chrome(t, 3)
    t(0, "main", "")
    gl_head(t, st, "Pipelines")
    t.at(140)
    t(1, "table", "")
    t(2, "row", "")
    for h in ("Status", "Pipeline", "Created by", "Stages", ""):
        t(3, "columnheader", h)
    rows = (("running", "#918224", "merge request", "71b2c4e0", "12 minutes ago", ("passed", "running", "passed")),
            ("failed", "#917966", "merge request", "c0d93a1a", "3 hours ago", ("passed", "failed", "passed")),
            ("passed", "#917410", "merge request", "b82f1e77", "1 day ago", ("passed", "passed", "passed")))
    for status, pid, kind, sha, when, stages in rows:
        t(2, "row", "")
        t(3, "cell", "")
        t(4, "link", f"Status: {status}")
        t.t(4, "00:05:31" if status == "failed" else ("" if status == "running" else "00:13:12"), when)
        t(3, "cell", "")
        t(4, "link", pid)
        t(4, "link", "pn/webhook-retry-backoff")
        t(4, "link", sha)
        t.t(4, kind)
        t(3, "cell", "")
        t(4, "link", "Priya Natarajan")
        t(3, "cell", "")
        for sname, sstat in zip(("build", "test", "lint"), stages):
            t(4, "button", f"Stage: {sname}: {sstat}")
        t(3, "cell", "")
        if status == "running":
            t(4, "button", "Cancel the running pipeline")
        else:
            t(4, "button", "Run again")
        t(4, "button", "Download artifacts", hasPopup="menu")
    t.t(1, "Jobs of #918224 in stage test")
    t(1, "list", "")
    t.t(2, "rspec 1/4 · passed · 00:06:12", "rspec 2/4 · passed · 00:05:58", "rspec 3/4 · running · 00:06:40", "rspec 4/4 · passed · 00:05:47")
    gl_sidebar(t, st)
    return t


def gl_changes(st: dict[str, Any]) -> T:
    t = T(21)
    gl_chrome(t, 3)
    t(0, "main", "")
    gl_head(t, st, "Changes")
    t.at(140)
    t(1, "button", "Compare main and latest version", hasPopup="menu")
    t.t(1, "7 files", "+214", "−38")
    t(1, "button", "Show whitespace changes", checked="true")
    t(1, "button", "Side-by-side")
    t(1, "navigation", "File browser")
    files = (("app/services/webhook_retry.rb", 88, 12), ("app/jobs/stripe_webhook_job.rb", 31, 14),
             ("app/models/webhook_delivery.rb", 9, 2), ("config/initializers/stripe.rb", 4, 1),
             ("db/migrate/20240512091544_add_attempts_to_webhook_deliveries.rb", 14, 0),
             ("spec/services/webhook_retry_spec.rb", 61, 9), ("spec/jobs/stripe_webhook_job_spec.rb", 7, 0))
    for path, add, rem in files:
        t(2, "link", f"{path} +{add} −{rem}")
    t(1, "region", "app/services/webhook_retry.rb")
    t(2, "button", "Collapse file")
    t(2, "checkbox", "Viewed", checked="false")
    t(2, "table", "")
    lines = (("38", "38", "  class WebhookRetry"), ("39", "39", "    BASE_DELAY = 2.seconds"),
             ("40", "", "-   MAX_ATTEMPTS = 5"), ("", "40", "+   MAX_ATTEMPTS = 8"),
             ("", "41", "+   CAP = 15.minutes # TODO(#1324): per-endpoint cap"),
             ("41", "42", "    def delay_for(attempt)"), ("42", "", "-     BASE_DELAY * (2**attempt)"),
             ("", "43", "+     ceiling = [BASE_DELAY * (2**attempt), CAP].min"),
             ("", "44", "+     rand(0..ceiling.to_i).seconds"), ("43", "45", "    end"))
    for old, new, text in lines:
        t(3, "row", "")
        t.t(4, old, new, text)
    t.t(1, "6 more files not shown. Scroll to load.")
    gl_sidebar(t, st)
    return t


def gl_list(st: dict[str, Any]) -> T:
    t = T(21)
    gl_chrome(t, 3)
    t(0, "main", "")
    t(1, "navigation", "Breadcrumbs")
    t(2, "link", "Platform")
    t(2, "link", "billing-api")
    t(2, "link", "Merge requests")
    t(1, "tablist", "")
    t(2, "tab", "Open 11", "selected")
    t(2, "tab", "Merged 1,902")
    t(2, "tab", "Closed 214")
    t(2, "tab", "All 2,127")
    t(1, "button", "Edit merge requests")
    t(1, "link", "New merge request")
    t(1, "textbox", "Search or filter results…")
    t(1, "button", "Created date", hasPopup="listbox")
    t(1, "list", "Merge requests")
    rows = (
        ("Retry idempotent Stripe webhook deliveries with jittered backoff", "!482", "2 days ago", "Priya Natarajan", "2024.05", "passed", "1 approval", str(st["notes"]), "updated just now"),
        ("Ledger: split FX revaluation into its own job", "!481", "2 days ago", "Tomasz Wrona", "2024.05", "passed", "", "4", "updated 5 hours ago"),
        ("Draft: Invoice PDF renderer on Gotenberg 8", "!479", "4 days ago", "Aiko Mori", "2024.06", "failed", "", "9", "updated 1 day ago"),
        ("Bump rails from 7.1.3.2 to 7.1.3.4", "!478", "5 days ago", "renovate-bot", "", "passed", "2 approvals", "1", "updated 2 days ago"),
        ("Dunning: send the second reminder in the customer's locale", "!476", "1 week ago", "Marta Lindqvist", "2024.05", "passed", "1 approval", "15", "updated 2 days ago"),
        ("Add tax_id to the customer export (CSV and Parquet)", "!473", "1 week ago", "Tomasz Wrona", "2024.06", "running", "", "2", "updated 3 days ago"),
        ("Remove the legacy Braintree adapter", "!470", "2 weeks ago", "Dan Okafor", "2024.06", "passed", "", "21", "updated 4 days ago"),
        ("Docs: runbook for failed payouts", "!468", "2 weeks ago", "Aiko Mori", "", "passed", "1 approval", "3", "updated 5 days ago"),
        ("Draft: Spike on ISO 20022 camt.053 import", "!465", "3 weeks ago", "Tomasz Wrona", "2024.07", "failed", "", "6", "updated 1 week ago"),
        ("CI: cache bundler gems per Gemfile.lock hash", "!461", "3 weeks ago", "Marta Lindqvist", "", "passed", "", "2", "updated 2 weeks ago"),
        ("Feature flag cleanup: remove NEW_TAX_ENGINE", "!452", "1 month ago", "Priya Natarajan", "2024.06", "passed", "", "11", "updated 2 weeks ago"),
    )
    for title, iid, created, author, ms, pipe, appr, notes, upd in rows:
        t(2, "listitem", "")
        t(3, "link", title)
        t.t(3, f"{iid} · created {created} by {author}")
        if ms:
            t(3, "link", ms)
        t(3, "link", f"Pipeline: {pipe}")
        if appr:
            t.t(3, appr)
        t(3, "link", f"{notes} comment" + ("" if notes == "1" else "s"))
        t.t(3, upd)
    return t


# GitLab merge request: clean
def traj01(rs: RowSet) -> None:
    st = {"notes": 12, "pipeline": "running", "approved": False, "threads": 2, "resolved_mine": False,
          "comment_posted": "", "draft": ""}
    p0 = gl_overview(st)
    turns = []
    p1 = gl_pipes(st)
    turns.append((click(p0.ids["tab_pipes"]), p1.page(GL_TITLE, GL_URL + "/pipelines")))
    p2 = gl_changes(st)
    turns.append((click(p1.ids["tab_changes"]), p2.page(GL_TITLE, GL_URL + "/diffs")))
    st["pipeline"] = "passed"
    p3 = gl_overview(st)
    turns.append((click(p2.ids["tab_over"]), p3.page(GL_TITLE, GL_URL)))
    msg = "Looks good to me. The 15 minute cap is fine for the ledger; happy to take the per-endpoint cap in #1324."
    st["draft"] = msg
    p4 = gl_overview(st)
    turns.append((fill(p3.ids["comment_box"], msg), p4.page(GL_TITLE, GL_URL)))
    st["draft"], st["comment_posted"], st["notes"] = "", msg, 13
    p5 = gl_overview(st)
    turns.append((click(p4.ids["comment_btn"]), p5.page(GL_TITLE, GL_URL)))
    st["approved"] = True
    p6 = gl_overview(st)
    turns.append((click(p5.ids["approve"]), p6.page(GL_TITLE, GL_URL)))
    st["resolved_mine"], st["threads"] = True, 1
    p7 = gl_overview(st)
    turns.append((click(p6.ids["resolve_mine"]), p7.page(GL_TITLE, GL_URL)))
    p8 = gl_list(st)
    turns.append((click(p7.ids["nav_mrs"]), p8.page("Merge requests · Platform / billing-api · GitLab",
                                                     "https://gitlab.northwind.dev/platform/billing-api/-/merge_requests")))
    rs.add(task="web", tid="h42-web-01", system=SYSTEM, turns=turns, state=p0.page(GL_TITLE, GL_URL))


# ---------------------------------------------------------------------------
# 02 Proxmox VE virtual machine hardware: bad
PVE_TITLE = "pve01 - Proxmox Virtual Environment"


def pve_chrome(t: T, section: str, tasks: list[tuple[str, str, str]]) -> None:
    t(0, "banner", "")
    t(1, "img", "Proxmox")
    t.t(1, "Virtual Environment 8.2.2")
    t(1, "textbox", "Search")
    t(1, "button", "Documentation")
    t(1, "button", "Create VM")
    t(1, "button", "Create CT")
    t(1, "button", "root@pam", hasPopup="menu")
    t(0, "combobox", "Server View", value="Server View")
    t(0, "tree", "")
    t(1, "treeitem", "Datacenter (fernhill-lab)", expanded=True)
    t(2, "treeitem", "pve01", expanded=True)
    for vm in ("101 (dns-01)", "104 (gitea)", "110 (app-web-01)", "114 (app-db-02)", "120 (k3s-node-1)", "121 (k3s-node-2)"):
        if vm.startswith("114"):
            t(3, "treeitem", vm, "selected")
        else:
            t(3, "treeitem", vm)
    t(3, "treeitem", "localnetwork (pve01)")
    t(3, "treeitem", "local (pve01)")
    t(3, "treeitem", "local-lvm (pve01)")
    t(2, "treeitem", "pve02", expanded=False)
    t(0, "toolbar", "")
    t.t(1, "Virtual Machine 114 (app-db-02) on node 'pve01'", "No Tags")
    t(1, "button", "Start", disabled=True)
    t(1, "button", "Shutdown", hasPopup="menu")
    t(1, "button", "Console", hasPopup="menu")
    t(1, "button", "More", hasPopup="menu")
    t(1, "button", "Help")
    t(0, "tablist", "")
    for name in ("Summary", "Console", "Hardware", "Cloud-Init", "Options", "Task History", "Monitor", "Backup",
                 "Replication", "Snapshots", "Firewall", "Permissions"):
        key = "side_" + name.lower().replace(" ", "_")
        if name == section:
            t(1, "tab", name, "selected", k=key)
        else:
            t(1, "tab", name, k=key)
    t.at(900)
    t(0, "tablist", "")
    t(1, "tab", "Tasks", "selected")
    t(1, "tab", "Cluster log")
    t(0, "grid", "")
    t(1, "row", "")
    for h in ("Start Time", "End Time", "Node", "User name", "Description", "Status"):
        t(2, "columnheader", h)
    for start, end, desc in tasks:
        t(1, "row", "")
        for cell in (start, end, "pve01", "root@pam", desc, "OK"):
            t(2, "gridcell", cell)


PVE_TASKS = [("May 14 09:30:02", "May 14 09:41:57", "VM/CT 114 - Backup"),
             ("May 14 09:30:01", "May 14 09:30:02", "Backup Job"),
             ("May 14 08:12:40", "May 14 08:12:44", "VM 121 - Start"),
             ("May 13 22:10:45", "May 13 22:10:47", "VM 120 - Start"),
             ("May 13 22:08:19", "May 13 22:09:02", "VM 120 - Shutdown"),
             ("May 13 17:55:03", "May 13 17:55:03", "VM 110 - Configure")]


def pve_hardware(disks: list[str], mac: str, tasks: list[tuple[str, str, str]], menu: bool = False) -> T:
    t = T(40)
    pve_chrome(t, "Hardware", tasks)
    t.at(300)
    t(0, "toolbar", "")
    t(1, "button", "Add", hasPopup="menu", k="add", **({"expanded": True} if menu else {}))
    t(1, "button", "Remove", disabled=True)
    t(1, "button", "Edit", disabled=True)
    t(1, "button", "Disk Action", disabled=True)
    t(1, "button", "Revert", disabled=True)
    t(0, "grid", "")
    rows = [("Memory", "8.00 GiB [balloon=0]"), ("Processors", "4 (1 sockets, 4 cores) [x86-64-v2-AES]"),
            ("BIOS", "Default (SeaBIOS)"), ("Display", "Default"), ("Machine", "Default (i440fx)"),
            ("SCSI Controller", "VirtIO SCSI single"), ("CD/DVD Drive (ide2)", "none,media=cdrom")]
    rows += [(f"Hard Disk (scsi{i})", d) for i, d in enumerate(disks)]
    rows += [("Network Device (net0)", f"virtio={mac},bridge=vmbr0,firewall=1,tag=40")]
    for name, val in rows:
        t(1, "row", "")
        t(2, "gridcell", name)
        t(2, "gridcell", val)
    if menu:
        t.at(360)
        t(0, "menu", "")
        for item in ("Hard Disk", "CD/DVD Drive", "Network Device", "EFI Disk", "TPM State", "USB Device",
                     "PCI Device", "Serial Port", "CloudInit Drive", "Audio Device", "VirtIO RNG"):
            t(1, "menuitem", item, k="mi_" + item.lower().replace(" ", "_"))
    return t


def pve_add_disk(tasks: list[tuple[str, str, str]], size: str, macs: str) -> T:
    t = pve_hardware(["local-lvm:vm-114-disk-0,iothread=1,size=64G"], macs, tasks)
    t.at(400)
    t(0, "dialog", "Add: Hard Disk", "modal")
    t(1, "button", "Close")
    t(1, "tablist", "")
    t(2, "tab", "Disk", "selected")
    t(2, "tab", "Bandwidth")
    t(1, "combobox", "Bus/Device:", value="SCSI")
    t(1, "spinbutton", "", value="1")
    t(1, "combobox", "SCSI Controller:", "disabled", value="VirtIO SCSI single")
    t(1, "combobox", "Storage:", value="local-lvm")
    t(1, "spinbutton", "Disk size (GiB):", k="size", value=size)
    t(1, "combobox", "Format:", "disabled", value="Raw disk image (raw)")
    t(1, "combobox", "Cache:", value="Default (No cache)")
    t(1, "checkbox", "Discard", checked="false")
    t(1, "checkbox", "IO thread", checked="true")
    t(1, "checkbox", "Advanced", checked="false")
    t(1, "button", "Help")
    t(1, "button", "Add", k="dlg_add")
    return t


def pve_summary(tasks: list[tuple[str, str, str]], uptime: str, cpu: str, mem: str, io: tuple[str, str, str, str]) -> T:
    t = T(40)
    pve_chrome(t, "Summary", tasks)
    t.at(300)
    t(0, "region", f"app-db-02 (Uptime: {uptime})")
    for label, val in (("Status", "running"), ("HA State", "none"), ("Node", "pve01"),
                       ("CPU usage", f"{cpu} of 4 CPU(s)"), ("Memory usage", mem),
                       ("Bootdisk size", "64.00 GiB"), ("IPs", "10.40.2.114")):
        t.t(1, label, val)
    t(0, "region", "Notes")
    t.t(1, "PostgreSQL 16 replica of app-db-01. Streaming replication, slot app_db_02.",
        "Owner: platform team (#ops-db). Do not snapshot with RAM during business hours.")
    t(1, "button", "Edit")
    t(0, "region", "CPU usage")
    t(1, "combobox", "Hour (average)", value="Hour (average)")
    t.t(1, f"CPU usage {cpu}", "max 38.2% at 09:35")
    t(0, "region", "Memory usage")
    t.t(1, f"RAM usage {mem.split('(')[1].split(' of')[0]}", "Total 8.00 GiB")
    t(0, "region", "Network traffic")
    t.t(1, f"netin {io[0]}", f"netout {io[1]}")
    t(0, "region", "Disk IO")
    t.t(1, f"diskread {io[2]}", f"diskwrite {io[3]}")
    return t


def pve_snapshots(tasks: list[tuple[str, str, str]], dialog: bool = False) -> T:
    t = T(40)
    pve_chrome(t, "Snapshots", tasks)
    t.at(300)
    t(0, "toolbar", "")
    t(1, "button", "Take Snapshot", k="take")
    t(1, "button", "Rollback", disabled=True)
    t(1, "button", "Edit", disabled=True)
    t(1, "button", "Remove", disabled=True)
    t(0, "treegrid", "")
    t(1, "row", "")
    for h in ("Name", "RAM", "Date/Status", "Description"):
        t(2, "columnheader", h)
    for name, ram, date, desc in (("pre-pg16-upgrade", "", "2024-04-29 18:02:11", "before pg_upgrade 15 -> 16"),
                                  ("post-restore-test", "", "2024-05-06 08:44:50", "after PITR drill, clean"),
                                  ("NOW", "", "You are here!", "")):
        t(1, "row", "")
        for cell in (name, ram, date, desc):
            t(2, "gridcell", cell)
    if dialog:
        t.at(400)
        t(0, "dialog", "VM 114: Take Snapshot", "modal")
        t(1, "button", "Close")
        t(1, "textbox", "Name:", "required", "focused", value="")
        t(1, "checkbox", "Include RAM:", checked="true")
        t(1, "textbox", "Description:", value="")
        t(1, "button", "Help")
        t(1, "button", "Take Snapshot", disabled=True)
    return t


# Proxmox VE VM hardware: bad
def traj02(rs: RowSet) -> None:
    mac = "BC:24:11:5E:A3:07"
    d0 = ["local-lvm:vm-114-disk-0,iothread=1,size=64G"]
    tasks = list(PVE_TASKS)
    s0 = pve_summary(tasks, "12 days 04:17:33", "3.12%", "68.41% (5.47 GiB of 8.00 GiB)", ("1.84 MB/s", "214.6 kB/s", "412.8 kB/s", "3.07 MB/s"))
    state = s0.page(PVE_TITLE, "https://pve01.lab.fernhill.net:8006/#v1:0:=qemu%2F114:4:::::::")
    turns = []
    h1 = pve_hardware(d0, mac, tasks)
    url_hw = "https://pve01.lab.fernhill.net:8006/#v1:0:=qemu%2F114:4:::::8::"
    turns.append((click(s0.ids["side_hardware"]), h1.page(PVE_TITLE, url_hw)))
    h2 = pve_hardware(d0, mac, tasks, menu=True)
    turns.append((click(h1.ids["add"]), h2.page(PVE_TITLE, url_hw)))
    h3 = pve_add_disk(tasks, "32", mac)
    turns.append((click(h2.ids["mi_hard_disk"]), h3.page(PVE_TITLE, url_hw)))
    h4 = pve_add_disk(tasks, "200", mac)
    turns.append((fill(h3.ids["size"], "200"), h4.page(PVE_TITLE, url_hw)))
    tasks2 = [("May 14 10:06:18", "May 14 10:06:19", "VM 114 - Configure")] + tasks[:-1]
    d1 = d0 + ["local-lvm:vm-114-disk-1,iothread=1,size=200G"]
    h5 = pve_hardware(d1, "BC:24:11:5E:3A:07", tasks2)
    turns.append((click(h4.ids["dlg_add"]), h5.page(PVE_TITLE, url_hw)))
    s6 = pve_summary(tasks2, "12 days 04:21:05", "2.87%", "69.03% (5.52 GiB of 8.00 GiB)", ("1.61 MB/s", "198.3 kB/s", "388.0 kB/s", "2.94 MB/s"))
    turns.append((click(h5.ids["side_summary"]), s6.page(PVE_TITLE, "https://pve01.lab.fernhill.net:8006/#v1:0:=qemu%2F114:4:::::::")))
    url_sn = "https://pve01.lab.fernhill.net:8006/#v1:0:=qemu%2F114:4:::::::20:"
    n7 = pve_snapshots(tasks2)
    turns.append((click(s6.ids["side_snapshots"]), n7.page(PVE_TITLE, url_sn)))
    n8 = pve_snapshots(tasks2, dialog=True)
    turns.append((click(n7.ids["take"]), n8.page(PVE_TITLE, url_sn)))
    rs.add(task="web", tid="h42-web-02", system=SYSTEM, turns=turns, state=state, bad=True, turn=5,
           kind="net0 MAC address of the VM changes after adding an unrelated disk")


# ---------------------------------------------------------------------------
# 03 Stripe dashboard payments and refund: clean
ST_PI = "pi_3PGc7sLk2Qm9VbRt0s4YwQ1c"
ST_BASE = "https://dashboard.stripe.com"


def st_chrome(t: T, active: str) -> None:
    t(0, "navigation", "")
    t(1, "button", "Kaffeerösterei Nordlicht GmbH", hasPopup="menu")
    for name in ("Home", "Balances", "Transactions", "Customers", "Product catalog"):
        key = "nav_" + name.lower().replace(" ", "_")
        if name == active:
            t(1, "link", name, k=key, current="page")
        else:
            t(1, "link", name, k=key)
    t.t(1, "Shortcuts")
    t(1, "link", "Invoices")
    t(1, "link", "Subscriptions")
    t.t(1, "Products")
    for name in ("Connect", "Payments", "Billing", "Reporting", "More"):
        t(1, "button", name, expanded=False)
    t(1, "link", "Developers")
    t(0, "banner", "")
    t(1, "combobox", "Search", expanded=False)
    t(1, "button", "Help")
    t(1, "button", "Notifications")
    t(1, "link", "Settings")
    t(1, "button", "Create", hasPopup="menu")
    t(1, "switch", "Test mode", checked="false")


PAYMENTS = [
    ("€249.00", "Succeeded", "Visa •••• 8812", "Order #NL-20931", "jonas.weber@posteo.de", "14 May, 14:41"),
    ("€36.90", "Succeeded", "Mastercard •••• 1107", "Order #NL-20930", "anna.kessler@gmx.de", "14 May, 14:12"),
    ("€112.40", "Succeeded", "SEPA Direct Debit •••• 3001", "Subscription update", "einkauf@cafe-altona.de", "14 May, 13:58"),
    ("€18.50", "Failed", "Visa •••• 0341", "Order #NL-20929", "m.brandt@t-online.de", "14 May, 13:31"),
    ("€74.20", "Succeeded", "Apple Pay •••• 6634", "Order #NL-20928", "lea.hoffmann@icloud.com", "14 May, 12:47"),
    ("€64.00", "Refunded", "Visa •••• 2290", "Order #NL-20926", "p.schulte@mailbox.org", "14 May, 11:05"),
    ("€1,180.00", "Succeeded", "SEPA Direct Debit •••• 7718", "Wholesale invoice W-2024-118", "buchhaltung@baeckerei-sonntag.de", "14 May, 09:30"),
    ("€29.90", "Succeeded", "Klarna", "Order #NL-20925", "tim.rademacher@web.de", "14 May, 08:52"),
    ("€45.60", "Uncaptured", "Mastercard •••• 5012", "Order #NL-20924", "n.yilmaz@gmail.com", "14 May, 08:14"),
    ("€249.00", "Succeeded", "Visa •••• 4417", "Order #NL-20923", "kontakt@roestwerk-bremen.de", "13 May, 22:19"),
]


def st_list(rows: list[tuple[str, str, str, str, str, str]], total: str) -> T:
    t = T(12)
    st_chrome(t, "Transactions")
    t.at(80)
    t(0, "main", "")
    t(1, "heading", "Transactions")
    t(1, "tablist", "")
    t(2, "tab", "Payments", "selected")
    t(2, "tab", "Collected fees")
    t(2, "tab", "Transfers")
    t(2, "tab", "All activity")
    t(1, "radiogroup", "")
    for name in ("All", "Succeeded", "Refunded", "Disputed", "Failed", "Uncaptured"):
        t(2, "radio", name, checked="true" if name == "All" else "false")
    t(1, "button", "Date and time", hasPopup="dialog")
    t(1, "button", "Amount", hasPopup="dialog")
    t(1, "button", "Currency", hasPopup="dialog")
    t(1, "button", "Status", hasPopup="dialog")
    t(1, "button", "Payment method", hasPopup="dialog")
    t(1, "button", "More filters", hasPopup="dialog")
    t(1, "button", "Export")
    t(1, "button", "Edit columns")
    t(1, "table", "")
    t(2, "row", "")
    for h in ("", "Amount", "", "Payment method", "Description", "Customer", "Date", ""):
        t(3, "columnheader", h)
    for i, (amt, status, pm, desc, cust, date) in enumerate(rows):
        key = "row_%d" % i
        t(2, "row", "", k=key)
        t(3, "checkbox", "", checked="false")
        t(3, "cell", f"{amt} EUR")
        t(3, "cell", status)
        t(3, "cell", pm)
        t(3, "cell", desc)
        t(3, "cell", cust)
        t(3, "cell", date)
        t(3, "button", "More options", hasPopup="menu")
    t.t(1, f"Viewing 1–{len(rows)} of {total} results")
    t(1, "button", "Previous", disabled=True)
    t(1, "button", "Next")
    return t


def st_payment(st: dict[str, Any]) -> T:
    t = T(12)
    st_chrome(t, "Transactions")
    t.at(80)
    t(0, "main", "")
    t(1, "navigation", "Breadcrumb")
    t(2, "link", "Payments")
    t.t(1, "PAYMENT")
    t(1, "heading", "€249.00 EUR")
    t.t(1, "Partially refunded" if st["refunded"] else "Succeeded")
    t(1, "button", "Refund", k="refund")
    t(1, "button", "More actions", hasPopup="menu")
    t.t(1, "Last update", st["updated"], "Customer", "jonas.weber@posteo.de", "Payment method", "Visa •••• 8812",
        "Risk evaluation", "Normal 23")
    t(1, "heading", "Timeline")
    t(1, "list", "")
    if st["refunded"]:
        t.t(2, "A €79.00 refund was initiated", "14 May, 14:57")
    t.t(2, "Payment succeeded", "14 May, 14:41", "Payment authorized", "14 May, 14:41", "Payment started", "14 May, 14:40")
    t(1, "heading", "Payment breakdown")
    t.t(1, "Payment amount", "€249.00")
    if st["refunded"]:
        t.t(1, "Refunds", "−€79.00")
    t.t(1, "Stripe processing fees", "−€4.11", "Net amount", "€165.89" if st["refunded"] else "€244.89")
    if st["refunded"]:
        t(1, "heading", "Refunds")
        t(1, "table", "")
        t(2, "row", "")
        for h in ("Amount", "Status", "Reason", "ID", "Date"):
            t(3, "columnheader", h)
        t(2, "row", "")
        for c in ("€79.00", "Pending", "Requested by customer", "re_3PGc7sLk2Qm9VbRt0Jd8XyZ2", "14 May, 14:57"):
            t(3, "cell", c)
    t(1, "heading", "Payment details")
    t.t(1, "Statement descriptor", "NORDLICHT KAFFEE", "Amount", "€249.00", "Fee", "€4.11", "Net", "€244.89",
        "Status", "Partially refunded" if st["refunded"] else "Succeeded", "Description", "Order #NL-20931", "ID", ST_PI)
    t(1, "heading", "Payment method")
    t.t(1, "ID", "pm_1PGc6xLk2Qm9VbRtQm3sKe8u", "Number", "•••• 8812", "Fingerprint", "Wq2oZ4bR9dXl1Ue7",
        "Expires", "09 / 2027", "Type", "Visa credit card", "Issuer", "Deutsche Kreditbank AG", "Origin", "Germany",
        "CVC check", "Passed", "3D Secure", "Authenticated")
    t(1, "heading", "Metadata")
    t.t(1, "order_id", "NL-20931", "shop", "shopware-6")
    if st["modal"]:
        t.at(300)
        t(0, "dialog", "Refund payment", "modal")
        t(1, "button", "Close")
        t.t(1, "Refunds take 5–10 days to appear on a customer's statement. Stripe's fees for the original payment won't be returned, but there are no additional fees for the refund.")
        t(1, "textbox", "Refund", k="amount", value=st["amount"])
        t.t(1, "EUR")
        t(1, "combobox", "Reason", k="reason", value=st["reason"])
        t(2, "option", "Select a reason", selected=st["reason"] == "Select a reason")
        for o in ("Duplicate", "Fraudulent", "Requested by customer", "Other"):
            t(2, "option", o, selected=st["reason"] == o)
        if st["reason"] == "Requested by customer":
            t(1, "textbox", "Add more details about this refund", value="")
        t(1, "button", "Cancel")
        t(1, "button", "Refund", k="do_refund")
    return t


def st_balances() -> T:
    t = T(12)
    st_chrome(t, "Balances")
    t.at(80)
    t(0, "main", "")
    t(1, "heading", "Balances")
    t(1, "button", "Pay out funds")
    t(1, "button", "Manage payouts")
    t(1, "heading", "Balance summary")
    t(1, "table", "")
    t(2, "row", "")
    for h in ("Payment type", "Amount"):
        t(3, "columnheader", h)
    for a, b in (("Incoming", "€3,412.77"), ("Available to pay out", "€2,081.35"), ("Total", "€5,494.12")):
        t(2, "row", "")
        t(3, "cell", a)
        t(3, "cell", b)
    t(1, "heading", "Payouts")
    t.t(1, "Your balance is paid out daily, 2 business days after the payment. Next payout: €2,081.35 on 15 May to COMMERZBANK •••• 4410")
    t(1, "heading", "Recent activity")
    t(1, "table", "")
    t(2, "row", "")
    for h in ("Type", "Gross", "Fee", "Net", "Description", "Created", "Available on"):
        t(3, "columnheader", h)
    acts = (("Refund", "−€79.00", "€0.00", "−€79.00", "REFUND FOR CHARGE (Order #NL-20931)", "14 May, 14:57", "14 May"),
            ("Charge", "€249.00", "€4.11", "€244.89", "Order #NL-20931", "14 May, 14:41", "16 May"),
            ("Charge", "€36.90", "€0.80", "€36.10", "Order #NL-20930", "14 May, 14:12", "16 May"),
            ("Charge", "€112.40", "€0.35", "€112.05", "Subscription update", "14 May, 13:58", "21 May"),
            ("Charge", "€74.20", "€1.29", "€72.91", "Order #NL-20928", "14 May, 12:47", "16 May"),
            ("Refund", "−€64.00", "€0.00", "−€64.00", "REFUND FOR CHARGE (Order #NL-20926)", "14 May, 11:22", "14 May"),
            ("Charge", "€1,180.00", "€0.35", "€1,179.65", "Wholesale invoice W-2024-118", "14 May, 09:30", "21 May"),
            ("Charge", "€29.90", "€1.05", "€28.85", "Order #NL-20925", "14 May, 08:52", "16 May"),
            ("Payout", "−€3,918.60", "€0.00", "−€3,918.60", "STRIPE PAYOUT", "14 May, 02:04", "14 May"))
    for row in acts:
        t(2, "row", "")
        for c in row:
            t(3, "cell", c)
    t(1, "link", "View all balance transactions")
    return t


# Stripe dashboard: clean
def traj03(rs: RowSet) -> None:
    p0 = st_list(PAYMENTS, "2,148")
    list_url = ST_BASE + "/payments"
    turns = []
    st = {"refunded": False, "updated": "14 May, 14:41", "modal": False, "amount": "249.00", "reason": "Select a reason"}
    pay_url = f"{ST_BASE}/payments/{ST_PI}"
    title = "€249.00 EUR · Payment · Stripe"
    p1 = st_payment(st)
    turns.append((click(p0.ids["row_0"]), p1.page(title, pay_url)))
    st["modal"] = True
    p2 = st_payment(st)
    turns.append((click(p1.ids["refund"]), p2.page(title, pay_url)))
    st["amount"] = "79.00"
    p3 = st_payment(st)
    turns.append((fill(p2.ids["amount"], "79.00"), p3.page(title, pay_url)))
    st["reason"] = "Requested by customer"
    p4 = st_payment(st)
    turns.append((select(p3.ids["reason"], "Requested by customer"), p4.page(title, pay_url)))
    st.update(modal=False, refunded=True, updated="14 May, 14:57")
    p5 = st_payment(st)
    turns.append((click(p4.ids["do_refund"]), p5.page(title, pay_url)))
    p6 = st_balances()
    turns.append((click(p5.ids["nav_balances"]), p6.page("Balances · Stripe", ST_BASE + "/balance/overview")))
    rows = [("€42.80", "Succeeded", "Mastercard •••• 9025", "Order #NL-20932", "s.wagner@posteo.de", "14 May, 14:58")]
    rows += [("€249.00", "Partially refunded", *PAYMENTS[0][2:])] + PAYMENTS[1:9]
    p7 = st_list(rows, "2,149")
    turns.append((click(p6.ids["nav_transactions"]), p7.page("Payments · Stripe", list_url)))
    rs.add(task="web", tid="h42-web-03", system=SYSTEM, turns=turns, state=p0.page("Payments · Stripe", list_url))


# ---------------------------------------------------------------------------
# 04 Forgejo issues: bad
FJ_BASE = "https://git.fernweh.coop/infra/ansible-roles"
FJ_ISSUES = [
    (224, "haproxy role: add support for `http-request return` in frontends", ["enhancement", "role/haproxy"], "2 hours ago", "tbaumann", 0),
    (222, "CI: molecule scenario for Debian 12 times out on arm64 runners", ["bug", "ci"], "1 day ago", "mkoval", 2),
    (221, "postgres role: pg_hba template ignores IPv6 CIDRs", ["bug", "role/postgres"], "2 days ago", "s.ortega", 5),
    (219, "Document the vault variable naming convention", ["documentation"], "2 days ago", "lena.h", 1),
    (218, "node_exporter role: textfile collector dir not created on first run", ["bug", "needs-triage"], "3 days ago", "jpaulsen", 0),
    (217, "nginx role: reload handler fires twice on first deploy", ["bug", "needs-triage", "role/nginx"], "3 days ago", "lena.h", 3),
    (215, "Drop support for Ubuntu 20.04", ["breaking", "enhancement"], "5 days ago", "mkoval", 7),
    (214, "README: the quick start still references `ansible-galaxy install -r roles.yml`", ["documentation", "good first issue"], "6 days ago", "arjun.r", 2),
    (212, "postgres role: allow setting `shared_preload_libraries` per host", ["enhancement", "role/postgres"], "1 week ago", "s.ortega", 4),
    (209, "nginx role: ssl_stapling breaks with internal CA", ["bug", "role/nginx"], "1 week ago", "tbaumann", 6),
    (207, "Rename `common` role to `base`", ["breaking", "wontfix"], "1 week ago", "jpaulsen", 9),
    (205, "haproxy role: stats socket permissions too broad", ["security", "role/haproxy"], "2 weeks ago", "mkoval", 3),
    (204, "Molecule: use the podman driver by default", ["ci", "enhancement"], "2 weeks ago", "arjun.r", 1),
    (201, "users role: ssh keys from Forgejo API instead of static files", ["enhancement"], "2 weeks ago", "lena.h", 8),
    (198, "Add an example inventory for the staging site", ["documentation"], "3 weeks ago", "s.ortega", 0),
    (196, "nginx role: `client_max_body_size` not templated for vhosts", ["bug", "role/nginx", "good first issue"], "3 weeks ago", "jpaulsen", 2),
    (193, "restic role: prune schedule collides with the backup window", ["bug"], "3 weeks ago", "tbaumann", 4),
    (190, "postgres role: pgbackrest stanza-create not idempotent", ["bug", "role/postgres"], "1 month ago", "s.ortega", 11),
    (188, "Pin community.general to 8.x until #187 lands", ["ci"], "1 month ago", "mkoval", 0),
    (185, "haproxy role: DNS resolvers section", ["enhancement", "role/haproxy"], "1 month ago", "arjun.r", 3),
]
FJ_LABELS = ["breaking", "bug", "ci", "documentation", "enhancement", "good first issue", "needs-triage",
             "role/haproxy", "role/nginx", "role/postgres", "security", "wontfix"]


def fj_chrome(t: T) -> None:
    t(0, "navigation", "Navigation bar")
    t(1, "link", "Home")
    t(1, "link", "Issues")
    t(1, "link", "Pull requests")
    t(1, "link", "Milestones")
    t(1, "link", "Explore")
    t(1, "link", "Notifications 2")
    t(1, "button", "Create…", hasPopup="menu")
    t(1, "button", "Profile and settings…", hasPopup="menu")
    t(0, "main", "")
    t(1, "link", "infra")
    t(1, "link", "ansible-roles")
    t(1, "button", "Unwatch 6")
    t(1, "button", "Unstar 14")
    t(1, "button", "Fork 3")
    t(1, "navigation", "")
    t(2, "link", "Code")
    t(2, "link", "Issues 24", k="tab_issues")
    t(2, "link", "Pull requests 5")
    t(2, "link", "Actions")
    t(2, "link", "Packages")
    t(2, "link", "Projects 1")
    t(2, "link", "Releases 38")
    t(2, "link", "Wiki")
    t(2, "link", "Activity")
    t(2, "link", "Settings")


def fj_list(rows: list[tuple[int, str, list[str], str, str, int]], label_menu: bool = False, filt: str = "") -> T:
    t = T(10)
    fj_chrome(t)
    t.at(60)
    t(1, "link", "Labels")
    t(1, "link", "Milestones", k="milestones")
    t(1, "textbox", "Search…")
    t(1, "button", "Search")
    t(1, "link", "New issue")
    t(1, "link", "24 Open" if not filt else f"{len(rows)} Open")
    t(1, "link", "131 Closed" if not filt else "9 Closed")
    t(1, "button", "Label", hasPopup="menu", k="label_dd", **({"expanded": True} if label_menu else {}))
    if label_menu:
        t(2, "textbox", "Filter labels", "focused")
        t(2, "menuitem", "No label")
        for lab in FJ_LABELS:
            t(2, "menuitem", lab, k="lab_" + lab)
    t(1, "button", "Milestone", hasPopup="menu")
    t(1, "button", "Project", hasPopup="menu")
    t(1, "button", "Poster", hasPopup="menu")
    t(1, "button", "Assignee", hasPopup="menu")
    t(1, "button", "Type", hasPopup="menu")
    t(1, "button", "Sort", hasPopup="menu")
    if filt:
        t(1, "link", f"Label: {filt}")
    t(1, "list", "")
    for num, title, labels, when, who, comments in rows:
        t(2, "listitem", "")
        t(3, "checkbox", "", checked="false")
        t(3, "link", title, k=f"issue_{num}")
        for lab in labels:
            t(3, "link", lab)
        t.t(3, f"#{num} opened {when} by")
        t(3, "link", who)
        if comments:
            t(3, "link", str(comments))
    if not filt:
        t(1, "navigation", "Pagination")
        t(2, "link", "First", disabled=True)
        t(2, "link", "Previous", disabled=True)
        t(2, "link", "1", current="page")
        t(2, "link", "2")
        t(2, "link", "Next")
        t(2, "link", "Last")
    return t


def fj_issue(st: dict[str, Any]) -> T:
    t = T(10)
    fj_chrome(t)
    t.at(60)
    t(1, "heading", "nginx role: reload handler fires twice on first deploy #217", k="title")
    t(1, "button", "Edit")
    t.t(1, "Open", f"lena.h opened this issue 3 days ago · {st['comments']} comments")
    t(1, "article", "")
    t.t(2, "lena.h commented 3 days ago")
    t.t(2, "On a fresh host, `ansible-playbook site.yml --limit web-04` reloads nginx twice at the end of the run:")
    t.t(2, "RUNNING HANDLER [nginx : reload nginx] changed: [web-04]")
    t.t(2, "RUNNING HANDLER [nginx : reload nginx] changed: [web-04]")
    t.t(2, "Harmless so far, but the second reload races with certbot's deploy hook. Role version 3.4.1, ansible-core 2.16.6.")
    t.t(1, "mkoval added the bug needs-triage role/nginx labels 3 days ago")
    t(1, "article", "")
    t.t(2, "tbaumann commented 2 days ago")
    t.t(2, "Seen it too. I think both tasks/vhosts.yml and tasks/config.yml notify `reload nginx` and the handler also has `listen: nginx config changed`.")
    t(1, "article", "")
    t.t(2, "lena.h commented 2 days ago")
    t.t(2, "Handlers dedupe by name, not by listen topic, so yes, that would do it.")
    t(1, "article", "")
    t.t(2, "jpaulsen commented 1 day ago")
    t.t(2, "+1, same on Debian 12 and Rocky 9.")
    for ev in st["events"]:
        t.t(1, ev)
    if st["posted"]:
        t(1, "article", "")
        t.t(2, "mkoval commented now")
        t.t(2, st["posted"])
        t(2, "button", "Add reaction")
        t(2, "button", "Comment options", hasPopup="menu")
    t(1, "textbox", "Leave a comment", k="comment", **({"value": st["draft"]} if st["draft"] else {}))
    t(1, "button", "Close with comment" if st["draft"] else "Close issue")
    t(1, "button", "Comment", k="comment_btn")
    t.at(200)
    t(1, "complementary", "")
    t(2, "button", "Labels", hasPopup="menu", k="labels_gear", **({"expanded": True} if st["menu"] else {}))
    if st["menu"]:
        t(3, "textbox", "Filter labels", "focused")
        t(3, "menuitem", "Clear labels")
        for lab in FJ_LABELS:
            mark = "✓ " if lab in st["menu_sel"] else ""
            t(3, "menuitem", mark + lab, k="m_" + lab)
    if st["labels"]:
        for lab in st["labels"]:
            t(2, "link", lab)
    else:
        t.t(2, "No labels")
    t(2, "button", "Milestone", hasPopup="menu")
    t.t(2, "No milestone")
    t(2, "button", "Projects", hasPopup="menu")
    t.t(2, "No project")
    t(2, "button", "Assignees", hasPopup="menu")
    t.t(2, "No one")
    t.t(2, "4 participants")
    t(2, "button", "Unsubscribe")
    t(2, "heading", "Time tracker")
    t(2, "button", "Start timer")
    t(2, "button", "Add time")
    t(2, "heading", "Due date")
    t.t(2, "No due date set.")
    t(2, "heading", "Dependencies")
    t.t(2, "No dependencies set.")
    t.t(2, "Reference: infra/ansible-roles#217")
    t(2, "button", "Lock conversation")
    t(2, "button", "Pin")
    t(2, "button", "Delete")
    return t


FJ_MILESTONES = [("v3.5.0", "Due by 2024-06-01", 6, 12, "67%", "Handler cleanup, IPv6 everywhere, postgres 16 defaults"),
                 ("v4.0.0", "Due by 2024-09-01", 9, 2, "18%", "Drops Ubuntu 20.04, renames variables (breaking)"),
                 ("Debian 13 support", "No due date", 3, 0, "0%", "Track trixie freeze")]


def fj_milestones() -> T:
    t = T(10)
    fj_chrome(t)
    t.at(60)
    t(1, "link", "Labels")
    t(1, "link", "Milestones", current="page")
    t(1, "textbox", "Search milestones…")
    t(1, "link", "New milestone")
    t(1, "link", "3 Open")
    t(1, "link", "11 Closed")
    t(1, "button", "Sort", hasPopup="menu")
    t(1, "list", "")
    for name, due, op, cl, pct, desc in FJ_MILESTONES:
        t(2, "listitem", "")
        t(3, "link", name, k="ms_" + name.split()[0])
        t.t(3, pct, due, desc)
        t(3, "link", f"{op} Open")
        t(3, "link", f"{cl} Closed")
        t(3, "link", "Edit")
        t(3, "link", "Close")
        t(3, "link", "Delete")
    return t


def fj_milestone() -> T:
    t = T(10)
    fj_chrome(t)
    t.at(60)
    t(1, "heading", "v3.5.0")
    t.t(1, "Handler cleanup, IPv6 everywhere, postgres 16 defaults", "Due by 2024-06-01", "67% Completed")
    t(1, "link", "Edit Milestone")
    t(1, "link", "Close Milestone")
    t(1, "link", "6 Open")
    t(1, "link", "12 Closed")
    t(1, "button", "Label", hasPopup="menu")
    t(1, "button", "Assignee", hasPopup="menu")
    t(1, "button", "Sort", hasPopup="menu")
    t(1, "list", "")
    for num, title, labels, when, who, comments in FJ_ISSUES:
        if num not in (222, 221, 214, 212, 209, 196):
            continue
        t(2, "listitem", "")
        t(3, "link", title)
        for lab in labels:
            t(3, "link", lab)
        t.t(3, f"#{num} opened {when} by")
        t(3, "link", who)
        if comments:
            t(3, "link", str(comments))
    return t


# Forgejo issues: bad
def traj04(rs: RowSet) -> None:
    p0 = fj_list(FJ_ISSUES)
    list_url = FJ_BASE + "/issues"
    title_list = "Issues - ansible-roles - Fernweh Forgejo"
    title_issue = "nginx role: reload handler fires twice on first deploy - ansible-roles - Fernweh Forgejo"
    iss_url = FJ_BASE + "/issues/217"
    st = {"comments": 3, "events": [], "posted": "", "draft": "", "menu": False,
          "menu_sel": [], "labels": ["bug", "needs-triage", "role/nginx"]}
    turns = []
    p1 = fj_issue(st)
    turns.append((click(p0.ids["issue_217"]), p1.page(title_issue, iss_url)))
    st["menu"], st["menu_sel"] = True, ["bug", "needs-triage", "role/nginx"]
    p2 = fj_issue(st)
    turns.append((click(p1.ids["labels_gear"]), p2.page(title_issue, iss_url)))
    st["menu_sel"] = ["bug", "role/nginx"]
    p3 = fj_issue(st)
    turns.append((click(p2.ids["m_needs-triage"]), p3.page(title_issue, iss_url)))
    st["menu"], st["labels"] = False, ["bug", "role/nginx"]
    st["events"] = ["mkoval removed the needs-triage label now"]
    p4 = fj_issue(st)
    turns.append((click(p3.ids["title"]), p4.page(title_issue, iss_url)))
    msg = ("Reproduced on Debian 12 with role 3.4.1: config.yml and vhosts.yml both notify `reload nginx`, and the "
           "handler also listens on `nginx config changed`, so it is queued twice. Fix in #223 (single listen topic).")
    st["draft"] = msg
    p5 = fj_issue(st)
    turns.append((fill(p4.ids["comment"], msg), p5.page(title_issue, iss_url)))
    st["draft"], st["posted"], st["comments"] = "", msg, 4
    p6 = fj_issue(st)
    turns.append((click(p5.ids["comment_btn"]), p6.page(title_issue, iss_url + "#issuecomment-18842")))
    rows = [r if r[0] != 217 else (217, r[1], ["bug", "needs-triage", "role/nginx"], r[3], r[4], 4) for r in FJ_ISSUES]
    p7 = fj_list(rows)
    turns.append((click(p6.ids["tab_issues"]), p7.page(title_list, list_url)))
    p8 = fj_milestones()
    turns.append((click(p7.ids["milestones"]), p8.page("Milestones - ansible-roles - Fernweh Forgejo", FJ_BASE + "/milestones")))
    p9 = fj_milestone()
    turns.append((click(p8.ids["ms_v3.5.0"]), p9.page("v3.5.0 - Milestones - ansible-roles - Fernweh Forgejo", FJ_BASE + "/milestone/12")))
    rs.add(task="web", tid="h42-web-04", system=SYSTEM, turns=turns, state=p0.page(title_list, list_url), bad=True,
           turn=7, kind="label the agent removed is listed on the issue again")


# ---------------------------------------------------------------------------
# 05 Jira Cloud board and backlog: bad
JR_BASE = "https://fernhill.atlassian.net"
JR_ISSUES = {
    "PAY-1201": ("Surface SEPA mandate status on the customer page", "Story", 3, "Unassigned", "TO DO"),
    "PAY-1203": ("Add Retry-After header to 429 responses from /v2/charges", "Task", 2, "Unassigned", "TO DO"),
    "PAY-1205": ("Migrate invoice numbering to per-entity sequences", "Story", 5, "Lucía Ferrer", "TO DO"),
    "PAY-1206": ("Spike: evaluate Adyen for BR installments", "Task", 3, "Unassigned", "TO DO"),
    "PAY-1208": ("Alert on payout reconciliation lag over 6h", "Task", 1, "Ruth Adeyemi", "TO DO"),
    "PAY-1176": ("Ledger double-entry for partial captures", "Story", 8, "Kofi Mensah", "IN PROGRESS"),
    "PAY-1189": ("3DS2 challenge flow: handle frictionless fallback", "Story", 3, "Lucía Ferrer", "IN PROGRESS"),
    "PAY-1194": ("Backfill tax_id on 41k legacy customers", "Task", 5, "Ruth Adeyemi", "IN PROGRESS"),
    "PAY-1198": ("Payout webhook signature rotation", "Task", 2, "Tariq Haddad", "IN PROGRESS"),
    "PAY-1187": ("Idempotency keys for webhook retries", "Story", 5, "Kofi Mensah", "IN REVIEW"),
    "PAY-1191": ("Refund reason codes in the CSV export", "Story", 3, "Tariq Haddad", "IN REVIEW"),
    "PAY-1195": ("Fix rounding of JPY amounts in receipts", "Bug", 2, "Lucía Ferrer", "IN REVIEW"),
    "PAY-1170": ("Move dunning emails to the new template engine", "Story", 3, "Ruth Adeyemi", "DONE"),
    "PAY-1172": ("Chargeback evidence upload: 10 MB limit", "Bug", 2, "Tariq Haddad", "DONE"),
    "PAY-1173": ("Remove unused Braintree sandbox keys", "Task", 1, "Kofi Mensah", "DONE"),
    "PAY-1178": ("Customer portal: download past invoices as ZIP", "Story", 5, "Lucía Ferrer", "DONE"),
    "PAY-1181": ("PSD2 SCA exemptions for merchant-initiated payments", "Story", 8, "Kofi Mensah", "DONE"),
    "PAY-1183": ("Payout schedule: support weekly on Fridays", "Story", 3, "Ruth Adeyemi", "DONE"),
    "PAY-1185": ("Retry failed SEPA debits after 3 business days", "Bug", 2, "Tariq Haddad", "DONE"),
    "PAY-1190": ("Rename 'Charge' to 'Payment' in the admin UI", "Task", 1, "Lucía Ferrer", "DONE"),
}
JR_COLS = ("TO DO", "IN PROGRESS", "IN REVIEW", "DONE")


def jr_chrome(t: T, active: str) -> None:
    t(0, "navigation", "")
    t(1, "link", "Go to your Jira homepage")
    for name in ("Your work", "Projects", "Filters", "Dashboards", "Teams", "Apps"):
        t(1, "button", name, hasPopup="menu")
    t(1, "button", "Create")
    t(1, "combobox", "Search", expanded=False)
    t(1, "button", "Notifications")
    t(1, "button", "Help")
    t(1, "button", "Settings")
    t(1, "button", "Your profile and settings")
    t(0, "navigation", "Project sidebar")
    t.t(1, "Payments Platform", "Software project")
    t.t(1, "PLANNING")
    for name in ("Timeline", "Backlog", "Board", "Reports", "Issues"):
        key = "side_" + name.lower()
        if name == active:
            t(1, "link", name, k=key, current="page")
        else:
            t(1, "link", name, k=key)
    t.t(1, "DEVELOPMENT")
    t(1, "link", "Code")
    t(1, "link", "Project pages")
    t(1, "link", "Add shortcut")
    t(1, "link", "Project settings")


def jr_board(issues: dict[str, tuple[str, str, int, str, str]]) -> T:
    t = T(20)
    jr_chrome(t, "Board")
    t.at(60)
    t(0, "main", "")
    t(1, "navigation", "Breadcrumbs")
    t(2, "link", "Projects")
    t(2, "link", "Payments Platform")
    t(1, "heading", "PAY Sprint 42")
    t.t(1, "6 days remaining")
    t(1, "button", "Complete sprint")
    t(1, "button", "More actions", hasPopup="menu")
    t(1, "textbox", "Search board")
    for who in ("Kofi Mensah", "Lucía Ferrer", "Ruth Adeyemi", "Tariq Haddad"):
        t(1, "checkbox", who, checked="false")
    t(1, "button", "Epic", hasPopup="menu")
    t(1, "button", "Type", hasPopup="menu")
    t(1, "button", "Group by None", hasPopup="menu")
    t(1, "button", "Insights")
    t(1, "button", "View settings")
    for col in JR_COLS:
        keys = [k for k, v in issues.items() if v[4] == col]
        t(1, "region", f"{col} {len(keys)}")
        t(2, "heading", f"{col} {len(keys)} issues" if len(keys) != 1 else f"{col} 1 issue")
        t(2, "list", "")
        for key in keys:
            summ, typ, pts, who, _ = issues[key]
            t(3, "listitem", "")
            t(4, "button", f"{key} {summ}. Use the enter key to load the issue.", k="card_" + key)
            t.t(5, summ)
            t.t(5, f"{typ}", f"{pts}", key)
            t(5, "img", f"Assignee: {who}" if who != "Unassigned" else "Unassigned")
        if col == "TO DO":
            t(2, "button", "Create issue")
    return t


def jr_modal(status: str, menu: bool, updated: str) -> T:
    t = T(20)
    jr_chrome(t, "Board")
    t.at(400)
    t(0, "dialog", "", "modal")
    t(1, "navigation", "Breadcrumbs")
    t(2, "link", "PAY-983 Webhooks v2")
    t(2, "link", "PAY-1187")
    t(1, "button", "Watch options: You are watching this issue, 3 people watching")
    t(1, "button", "Actions", hasPopup="menu")
    t(1, "button", "Close", k="close")
    t(1, "heading", "Idempotency keys for webhook retries")
    t(1, "button", "Attach")
    t(1, "button", "Add a child issue")
    t(1, "button", "Link issue", hasPopup="menu")
    t(1, "heading", "Description")
    t.t(1, "Persist Stripe event ids on first receipt and make the handler a no-op for repeats, so that Stripe's automatic retries (up to 3 days) cannot double-post to the ledger.",
        "Acceptance: duplicate delivery with the same event id returns 200 and writes nothing; covered by specs.")
    t(1, "heading", "Activity")
    t(1, "tablist", "")
    t(2, "tab", "All")
    t(2, "tab", "Comments", "selected")
    t(2, "tab", "History")
    t(2, "tab", "Work log")
    t(1, "textbox", "Add a comment…")
    t.t(1, "Kofi Mensah 1 day ago", "PR #311 is up, pipeline green on staging. Tariq and Lucía are reviewing.")
    t.t(1, "Ruth Adeyemi 3 days ago", "Please keep the retry cap at 15 minutes for now, see PAY-1204.")
    t(1, "button", status, hasPopup="menu", k="status", **({"expanded": True} if menu else {}))
    if menu:
        t(2, "menu", "")
        opts = [s for s in ("To Do", "In Progress", "In Review", "Done") if s.upper() != status.upper()]
        for o in opts:
            t(3, "menuitem", o, k="to_" + o.lower().replace(" ", "_"))
        t(3, "menuitem", "View workflow")
    t(1, "button", "Improve Story", hasPopup="menu")
    t(1, "group", "Details")
    t.t(2, "Assignee", "Kofi Mensah", "Reporter", "Ruth Adeyemi", "Labels", "webhooks", "Sprint", "PAY Sprint 42",
        "Story point estimate", "5", "Priority", "Medium", "Fix versions", "2024.05")
    t(2, "group", "Development")
    t(3, "link", "1 branch")
    t(3, "link", "2 commits")
    t(3, "link", "1 pull request OPEN")
    t.t(1, "Created May 6, 2024 at 11:02 AM", updated)
    if status == "Done":
        t.t(1, "Resolved just now")
    t(1, "button", "Configure")
    return t


def jr_backlog(issues: dict[str, tuple[str, str, int, str, str]], pts: tuple[int, int, int]) -> T:
    t = T(20)
    jr_chrome(t, "Backlog")
    t.at(60)
    t(0, "main", "")
    t(1, "navigation", "Breadcrumbs")
    t(2, "link", "Projects")
    t(2, "link", "Payments Platform")
    t(1, "heading", "Backlog")
    t(1, "textbox", "Search backlog")
    t(1, "button", "Epic", hasPopup="menu")
    t(1, "button", "Type", hasPopup="menu")
    t(1, "button", "Insights")
    t(1, "region", "PAY Sprint 42")
    t(2, "button", "Collapse PAY Sprint 42", expanded=True)
    t.t(2, "PAY Sprint 42", "6 May – 20 May (20 issues)")
    t.t(2, f"To Do: {pts[0]} of {sum(pts)} (story points)", f"In progress: {pts[1]} of {sum(pts)} (story points)",
        f"Done: {pts[2]} of {sum(pts)} (story points)")
    t(2, "button", "Complete sprint")
    t(2, "button", "Sprint actions", hasPopup="menu")
    t(2, "list", "")
    order = ["PAY-1176", "PAY-1187", "PAY-1189", "PAY-1191", "PAY-1194", "PAY-1195", "PAY-1198", "PAY-1201",
             "PAY-1203", "PAY-1205", "PAY-1206", "PAY-1208", "PAY-1170", "PAY-1172", "PAY-1173", "PAY-1178",
             "PAY-1181", "PAY-1183", "PAY-1185", "PAY-1190"]
    for key in order:
        summ, typ, p, who, status = issues[key]
        t(3, "listitem", "")
        t(4, "img", typ)
        t(4, "link", key, k="bl_" + key)
        t.t(4, summ)
        t(4, "button", status, hasPopup="menu")
        t.t(4, str(p))
        t(4, "img", who)
    t(1, "region", "Backlog")
    t(2, "button", "Collapse Backlog", expanded=True)
    t.t(2, "Backlog (37 issues)")
    t(2, "button", "Create sprint")
    t(2, "list", "")
    for key, summ, typ in (("PAY-1210", "Klarna: pass line items for B2B orders", "Story"),
                           ("PAY-1209", "Ledger export to DATEV: account mapping UI", "Story"),
                           ("PAY-1207", "Flaky: PayoutSchedulerSpec#weekly_friday", "Bug"),
                           ("PAY-1204", "Per-endpoint retry caps for webhooks", "Story"),
                           ("PAY-1202", "Upgrade stripe-ruby to 11.x", "Task")):
        t(3, "listitem", "")
        t(4, "img", typ)
        t(4, "link", key)
        t.t(4, summ)
        t(4, "button", "TO DO", hasPopup="menu")
    t(2, "button", "Create issue")
    return t


def jr_issue_page(assignee: str) -> T:
    t = T(20)
    jr_chrome(t, "Issues")
    t.at(60)
    t(0, "main", "")
    t(1, "navigation", "Breadcrumbs")
    t(2, "link", "Projects")
    t(2, "link", "Payments Platform")
    t(2, "link", "PAY-1203")
    t(1, "heading", "Add Retry-After header to 429 responses from /v2/charges")
    t(1, "button", "Attach")
    t(1, "button", "Link issue", hasPopup="menu")
    t(1, "heading", "Description")
    t.t(1, "Clients that hit the per-key rate limit get a bare 429. Send Retry-After (seconds) computed from the token bucket, and document it in the API reference.",
        "Context: two marketplace partners retry in a tight loop and trip the limiter for everyone on their IP range.")
    t(1, "heading", "Activity")
    t(1, "textbox", "Add a comment…")
    t.t(1, "Tariq Haddad 4 days ago", "The limiter already knows the refill time; this is mostly plumbing plus docs.")
    t(1, "button", "To Do", hasPopup="menu")
    t(1, "group", "Details")
    t.t(2, "Assignee")
    if assignee:
        t(2, "button", assignee)
    else:
        t(2, "button", "Unassigned")
        t(2, "link", "Assign to me", k="assign_me")
    t.t(2, "Reporter", "Tariq Haddad", "Labels", "api, rate-limit", "Sprint", "PAY Sprint 42", "Story point estimate", "2",
        "Priority", "High", "Fix versions", "None")
    t.t(1, "Created May 9, 2024 at 9:15 AM", "Updated just now" if assignee else "Updated May 10, 2024 at 2:31 PM")
    return t


# Jira Cloud board: bad
def traj05(rs: RowSet) -> None:
    issues = dict(JR_ISSUES)
    board_url = JR_BASE + "/jira/software/projects/PAY/boards/14"
    title = "PAY board - Agile Board - Jira"
    p0 = jr_board(issues)
    turns = []
    modal_url = board_url + "?selectedIssue=PAY-1187"
    m1 = jr_modal("In Review", False, "Updated May 13, 2024 at 4:47 PM")
    turns.append((click(p0.ids["card_PAY-1187"]), m1.page("[PAY-1187] Idempotency keys for webhook retries - Jira", modal_url)))
    m2 = jr_modal("In Review", True, "Updated May 13, 2024 at 4:47 PM")
    turns.append((click(m1.ids["status"]), m2.page("[PAY-1187] Idempotency keys for webhook retries - Jira", modal_url)))
    m3 = jr_modal("Done", False, "Updated just now")
    turns.append((click(m2.ids["to_done"]), m3.page("[PAY-1187] Idempotency keys for webhook retries - Jira", modal_url)))
    s = issues["PAY-1187"]
    issues["PAY-1187"] = (s[0], s[1], s[2], s[3], "DONE")
    p4 = jr_board(issues)
    turns.append((click(m3.ids["close"]), p4.page(title, board_url)))
    p5 = jr_backlog(issues, (14, 28, 25))
    turns.append((click(p4.ids["side_backlog"]), p5.page("PAY backlog - Jira", JR_BASE + "/jira/software/projects/PAY/boards/14/backlog")))
    p6 = jr_issue_page("")
    turns.append((goto(JR_BASE + "/browse/PAY-1203"), p6.page("[PAY-1203] Add Retry-After header to 429 responses from /v2/charges - Jira", JR_BASE + "/browse/PAY-1203")))
    p7 = jr_issue_page("Ruth Adeyemi")
    turns.append((click(p6.ids["assign_me"]), p7.page("[PAY-1203] Add Retry-After header to 429 responses from /v2/charges - Jira", JR_BASE + "/browse/PAY-1203")))
    rs.add(task="web", tid="h42-web-05", system=SYSTEM, turns=turns, state=p0.page(title, board_url), bad=True, turn=5,
           kind="sprint story-point totals still count the issue moved to Done as in progress")


# ---------------------------------------------------------------------------
# 06 Calendly event types: clean
CAL_BASE = "https://calendly.com"
CAL_EVENTS = [
    ("15 Minute Meeting", "15 min", "One-on-One", "Google Meet", "/hannah-brooks-ledgerline/15min", True),
    ("30 Minute Meeting", "30 min", "One-on-One", "Google Meet", "/hannah-brooks-ledgerline/30min", True),
    ("Product demo", "45 min", "One-on-One", "Zoom", "/hannah-brooks-ledgerline/product-demo", True),
    ("Onboarding call", "1 hr", "Group · up to 6 invitees", "Zoom", "/hannah-brooks-ledgerline/onboarding", True),
]


def cal_chrome(t: T) -> None:
    t(0, "navigation", "")
    t(1, "link", "Calendly home")
    t(1, "button", "Create", hasPopup="menu", k="create")
    for name in ("Scheduling", "Meetings", "Availability", "Contacts", "Workflows", "Integrations & apps", "Routing"):
        if name == "Scheduling":
            t(1, "link", name, current="page")
        else:
            t(1, "link", name)
    t(1, "link", "Upgrade plan")
    t(1, "link", "Analytics")
    t(1, "link", "Admin center")
    t(1, "link", "Help")
    t(0, "banner", "")
    t(1, "button", "Invite user")
    t(1, "button", "Account menu for Hannah Brooks", hasPopup="menu")


def cal_list(events: list[tuple[str, str, str, str, str, bool]], create_menu: bool = False, gear: str = "") -> T:
    t = T(8)
    cal_chrome(t)
    if create_menu:
        t.at(40)
        t(0, "menu", "")
        t.t(1, "Event type")
        for name, desc in (("One-on-one", "1 host → 1 invitee. Good for coffee chats, 1:1 interviews, etc."),
                           ("Group", "1 host → Multiple invitees. Webinars, online classes, etc."),
                           ("Round robin", "Rotating hosts → 1 invitee. Distribute meetings between team members"),
                           ("Collective", "Multiple hosts → 1 invitee. Panel interviews, group sales calls, etc.")):
            t(1, "menuitem", f"{name} {desc}", k="new_" + name.lower().replace("-", "_").replace(" ", "_"))
        t.t(1, "More ways to meet")
        t(1, "menuitem", "One-off meeting Offer time outside your normal schedule")
        t(1, "menuitem", "Meeting poll Let invitees vote on a time to meet")
    t.at(60)
    t(0, "main", "")
    t(1, "heading", "Scheduling")
    t(1, "tablist", "")
    t(2, "tab", "Event types", "selected")
    t(2, "tab", "Single-use links")
    t(2, "tab", "Meeting polls")
    t(1, "textbox", "Search event types")
    t(1, "link", "Hannah Brooks")
    t(1, "link", "View landing page")
    t(1, "list", "")
    for i, (name, dur, kind, loc, _path, on) in enumerate(events):
        t(2, "listitem", "")
        t(3, "checkbox", f"Select {name}", checked="false")
        t(3, "heading", name)
        t.t(3, f"{dur}, {kind}, {loc}")
        if not on:
            t.t(3, "Off", "Invitees can't schedule new meetings with this event type.")
        t(3, "link", "View booking page")
        t(3, "button", "Copy link", **({} if on else {"disabled": True}))
        t(3, "button", "Share", **({} if on else {"disabled": True}))
        t(3, "button", f"Settings for {name}", hasPopup="menu", k=f"gear_{i}", **({"expanded": True} if gear == name else {}))
        if gear == name:
            t(4, "menu", "")
            t(5, "menuitem", "Edit")
            t(5, "menuitem", "Edit in pop-up")
            t(5, "menuitem", "Add internal note")
            t(5, "menuitem", "Change permissions")
            t(5, "menuitem", "Duplicate")
            t(5, "menuitem", "Delete")
            t(5, "switch", "On/Off", k="onoff", checked="true" if on else "false")
    return t


def cal_form(name: str, dur: str) -> T:
    t = T(8)
    cal_chrome(t)
    t.at(60)
    t(0, "main", "")
    t(1, "complementary", "Event type")
    t(2, "button", "Close")
    t.t(2, "Event type", "One-on-One")
    t(2, "textbox", "Event name", "focused", k="name", value=name)
    t(2, "combobox", "Duration", k="dur", value=dur)
    for o in ("15 min", "30 min", "45 min", "60 min", "Custom"):
        t(3, "option", o, selected=o == dur)
    t(2, "button", "Location: Add a location", hasPopup="menu")
    t(2, "button", "Availability: Weekdays, 9 am - 5 pm", expanded=False)
    t(2, "button", "Host: Hannah Brooks (you)", expanded=False)
    t(2, "button", "Limits and buffers", expanded=False)
    t(2, "button", "Booking form", expanded=False)
    t(2, "button", "More options", expanded=False)
    t(2, "button", "Save changes", k="save", **({} if name else {"disabled": True}))
    t(1, "region", "Preview")
    t.t(2, "Hannah Brooks", name or "Event name here", dur.replace(" min", " min"), "Select a Date & Time", "May 2024")
    for d in ("13", "14", "15", "16", "17", "20", "21", "22", "23", "24", "27", "28", "29", "30", "31"):
        t(2, "button", f"May {d}", **({"disabled": True} if d == "13" else {}))
    t.t(2, "Time zone", "Central European Time (16:04)")
    return t


# Calendly event types: clean
def traj06(rs: RowSet) -> None:
    url = CAL_BASE + "/event_types/user/me"
    title = "Scheduling - Calendly"
    events = list(CAL_EVENTS)
    p0 = cal_list(events)
    turns = []
    p1 = cal_list(events, create_menu=True)
    turns.append((click(p0.ids["create"]), p1.page(title, url)))
    f2 = cal_form("", "30 min")
    furl = CAL_BASE + "/event_types/new/solo?return_to=%2Fevent_types%2Fuser%2Fme"
    turns.append((click(p1.ids["new_one_on_one"]), f2.page("New Event Type - Calendly", furl)))
    f3 = cal_form("Renewal check-in", "30 min")
    turns.append((fill(f2.ids["name"], "Renewal check-in"), f3.page("New Event Type - Calendly", furl)))
    f4 = cal_form("Renewal check-in", "45 min")
    turns.append((select(f3.ids["dur"], "45 min"), f4.page("New Event Type - Calendly", furl)))
    events.append(("Renewal check-in", "45 min", "One-on-One", "No location given", "/hannah-brooks-ledgerline/renewal-check-in", True))
    p5 = cal_list(events)
    turns.append((click(f4.ids["save"]), p5.page(title, url)))
    p6 = cal_list(events, gear="15 Minute Meeting")
    turns.append((click(p5.ids["gear_0"]), p6.page(title, url)))
    events[0] = events[0][:5] + (False,)
    p7 = cal_list(events, gear="15 Minute Meeting")
    turns.append((click(p6.ids["onoff"]), p7.page(title, url)))
    rs.add(task="web", tid="h42-web-06", system=SYSTEM, turns=turns, state=p0.page(title, url))


# ---------------------------------------------------------------------------
# 07 Home Assistant dashboard and automation editor: clean
HA_BASE = "http://homeassistant.local:8123"


def ha_sidebar(t: T, active: str) -> None:
    t(0, "navigation", "")
    t(1, "button", "Sidebar toggle")
    t.t(1, "Home Assistant")
    for name in ("Overview", "Energy", "Map", "Logbook", "History", "Media", "To-do lists", "Developer tools", "Settings"):
        if name == active:
            t(1, "link", name, current="page")
        else:
            t(1, "link", name)
    t(1, "button", "Notifications 1")
    t(1, "link", "Jonas Lehmann")


def ha_overview(lamp: bool, power: str, living_temp: str, outdoor: str) -> T:
    t = T(4)
    ha_sidebar(t, "Overview")
    t.at(30)
    t(0, "main", "")
    t(1, "banner", "")
    t(2, "heading", "Home")
    t(2, "button", "Search entities")
    t(2, "button", "Assist")
    t(2, "button", "Open dashboard menu", hasPopup="menu")
    t(1, "tablist", "")
    t(2, "tab", "Home", "selected")
    t(2, "tab", "Energy")
    t(2, "tab", "Cameras")
    t(1, "region", "Living Room")
    t(2, "heading", "Living Room")
    t(2, "button", "Living Room Lamp")
    t(2, "switch", "Toggle Living Room Lamp", k="lamp", checked="true" if lamp else "false")
    t(2, "button", "Ceiling light")
    t.t(2, "60 %")
    t(2, "switch", "Toggle Ceiling light", checked="true")
    t(2, "button", "TV")
    t.t(2, "Off")
    t(2, "button", "Living Room temperature")
    t.t(2, living_temp)
    t(2, "button", "Living Room humidity")
    t.t(2, "47 %")
    t(1, "region", "Climate")
    t(2, "heading", "Thermostat Hallway")
    t.t(2, "Heat", "Currently 20.8 °C", "Target 21.0 °C")
    t(2, "button", "Decrease temperature")
    t(2, "button", "Increase temperature")
    t(1, "region", "Sensors")
    t(2, "button", "Outdoor temperature")
    t.t(2, outdoor)
    t(2, "button", "Power consumption")
    t.t(2, power)
    t(2, "button", "Front door")
    t.t(2, "Closed")
    t(2, "button", "Hallway motion")
    t.t(2, "Clear", "14 minutes ago")
    t(2, "button", "Washing machine")
    t.t(2, "Idle")
    t(1, "region", "Security")
    t(2, "heading", "Alarm panel")
    t.t(2, "Disarmed")
    t(2, "button", "Arm home")
    t(2, "button", "Arm away")
    t(1, "region", "Weather")
    t.t(2, "Forecast Home", "Partly cloudy", outdoor, "Wed 17 °C / 8 °C", "Thu 15 °C / 9 °C", "Fri 13 °C / 7 °C")
    return t


HA_AUTOS = [
    ("Garage door left open", "3 days ago", True),
    ("Good night routine", "10 hours ago", True),
    ("Hallway motion light", "16 minutes ago", True),
    ("Heating schedule – weekdays", "3 hours ago", True),
    ("Notify: washing machine done", "2 hours ago", True),
    ("Sunset: outdoor lights on", "15 hours ago", True),
    ("Vacation mode presence simulation", "Never", False),
]


def ha_autolist(autos: list[tuple[str, str, bool]]) -> T:
    t = T(4)
    ha_sidebar(t, "Settings")
    t.at(30)
    t(0, "main", "")
    t(1, "link", "Back")
    t(1, "tablist", "")
    t(2, "tab", "Automations", "selected")
    t(2, "tab", "Scenes")
    t(2, "tab", "Scripts")
    t(2, "tab", "Blueprints")
    t(1, "textbox", "Search 7 automations")
    t(1, "button", "Filters")
    t(1, "button", "Group by", hasPopup="menu")
    t(1, "button", "Sort by Name", hasPopup="menu")
    t(1, "table", "")
    t(2, "row", "")
    for h in ("", "Name", "Area", "Category", "Labels", "Last triggered", ""):
        t(3, "columnheader", h)
    areas = {"Garage door left open": "Garage", "Good night routine": "", "Hallway motion light": "Hallway",
             "Heating schedule – weekdays": "Hallway", "Notify: washing machine done": "Utility room",
             "Sunset: outdoor lights on": "Garden", "Vacation mode presence simulation": ""}
    for i, (name, last, on) in enumerate(autos):
        t(2, "row", "", k=f"auto_{i}")
        t(3, "img", "enabled" if on else "disabled")
        t(3, "cell", name)
        t(3, "cell", areas.get(name.replace(" (night)", ""), ""))
        t(3, "cell", "Lighting" if "light" in name.lower() else ("Climate" if "Heating" in name else ""))
        t(3, "cell", "")
        t(3, "cell", last)
        t(3, "button", "Overflow menu", hasPopup="menu")
    t(1, "button", "Create automation")
    return t


def ha_editor(name: str, dirty: bool, menu: bool = False, dialog: str | None = None) -> T:
    t = T(4)
    ha_sidebar(t, "Settings")
    t.at(30)
    t(0, "main", "")
    t(1, "button", "Back", k="back")
    t(1, "heading", name)
    t(1, "button", "More options", hasPopup="menu", k="more", **({"expanded": True} if menu else {}))
    if menu:
        t(2, "menu", "")
        for item in ("Information", "Settings", "Traces", "Rename", "Change mode", "Run actions", "Duplicate",
                     "Edit in YAML", "Disable", "Delete"):
            t(3, "menuitem", item, k="mi_" + item.lower().replace(" ", "_"))
    t(1, "heading", "When")
    t(2, "button", "When Hallway motion sensor Occupancy changed from Clear to Detected", expanded=False)
    t(2, "button", "Add trigger")
    t(1, "heading", "And if (optional)")
    t(2, "button", "Confirm the time is after 22:00 and before 06:30", expanded=False)
    t(2, "button", "Add condition")
    t(1, "heading", "Then do")
    t(2, "button", "Light 'Turn on' Hallway ceiling (brightness 20 %)", expanded=False)
    t(2, "button", "Wait for a trigger: Hallway motion sensor Occupancy changed to Clear for 0:02:00", expanded=False)
    t(2, "button", "Light 'Turn off' Hallway ceiling", expanded=False)
    t(2, "button", "Add action")
    if dirty:
        t(1, "button", "Save", k="save")
    if dialog is not None:
        t.at(120)
        t(0, "dialog", "Rename", "modal")
        t(1, "textbox", "Name", "focused", k="name", value=dialog)
        t(1, "textbox", "Description", value="Dim hallway light at night when someone walks by")
        t(1, "combobox", "Area", value="Hallway")
        t(1, "combobox", "Category", value="Lighting")
        t(1, "button", "Add label")
        t(1, "button", "Cancel")
        t(1, "button", "Rename", k="do_rename")
    return t


# Home Assistant: clean
def traj07(rs: RowSet) -> None:
    url = HA_BASE + "/lovelace/0"
    p0 = ha_overview(False, "412 W", "21.4 °C", "12.8 °C")
    turns = []
    p1 = ha_overview(True, "471 W", "21.4 °C", "12.8 °C")
    turns.append((click(p0.ids["lamp"]), p1.page("Overview – Home Assistant", url)))
    list_url = HA_BASE + "/config/automation/dashboard"
    a2 = ha_autolist(HA_AUTOS)
    turns.append((goto(list_url), a2.page("Automations – Home Assistant", list_url)))
    ed_url = HA_BASE + "/config/automation/edit/1712844371263"
    e3 = ha_editor("Hallway motion light", False)
    turns.append((click(a2.ids["auto_2"]), e3.page("Hallway motion light – Home Assistant", ed_url)))
    e4 = ha_editor("Hallway motion light", False, menu=True)
    turns.append((click(e3.ids["more"]), e4.page("Hallway motion light – Home Assistant", ed_url)))
    e5 = ha_editor("Hallway motion light", False, dialog="Hallway motion light")
    turns.append((click(e4.ids["mi_rename"]), e5.page("Hallway motion light – Home Assistant", ed_url)))
    new = "Hallway motion light (night)"
    e6 = ha_editor("Hallway motion light", False, dialog=new)
    turns.append((fill(e5.ids["name"], new), e6.page("Hallway motion light – Home Assistant", ed_url)))
    e7 = ha_editor(new, True)
    turns.append((click(e6.ids["do_rename"]), e7.page("Hallway motion light – Home Assistant", ed_url)))
    e8 = ha_editor(new, False)
    turns.append((click(e7.ids["save"]), e8.page(f"{new} – Home Assistant", ed_url)))
    autos = [(new if n == "Hallway motion light" else n, "19 minutes ago" if n == "Hallway motion light" else last, on)
             for n, last, on in HA_AUTOS]
    a9 = ha_autolist(autos)
    turns.append((click(e8.ids["back"]), a9.page("Automations – Home Assistant", list_url)))
    rs.add(task="web", tid="h42-web-07", system=SYSTEM, turns=turns, state=p0.page("Overview – Home Assistant", url))


# ---------------------------------------------------------------------------
# 08 HubSpot deal record and call log: bad
HS_BASE = "https://app.hubspot.com/contacts/44718203"
HS_DEALS = [
    ("Brightline Logistics – Fleet Telematics Renewal", "Contract sent", "May 31, 2024", "Sam Whitaker", "$86,400.00", "May 9, 2024 3:12 PM EDT", "Mar 18, 2024"),
    ("Carver & Pike Freight – Pilot 40 units", "Demo scheduled", "Jun 14, 2024", "Sam Whitaker", "$12,800.00", "May 13, 2024 11:20 AM EDT", "Apr 29, 2024"),
    ("Ostrander Cold Chain – Expansion", "Negotiation", "May 24, 2024", "Priya Shah", "$142,000.00", "May 13, 2024 4:05 PM EDT", "Feb 2, 2024"),
    ("Mesa Verde Produce – New Logo", "Qualified to buy", "Jul 1, 2024", "Diego Alvarez", "$38,250.00", "May 10, 2024 9:47 AM EDT", "May 1, 2024"),
    ("Halvorsen Haulage – Dashcam Add-on", "Decision maker bought-in", "Jun 7, 2024", "Priya Shah", "$21,600.00", "May 8, 2024 2:30 PM EDT", "Apr 11, 2024"),
    ("Redfern Municipal Fleet – RFP 2024-17", "Appointment scheduled", "Aug 30, 2024", "Diego Alvarez", "$260,000.00", "May 6, 2024 10:00 AM EDT", "Apr 22, 2024"),
    ("Quayside Couriers – Renewal", "Closed won", "May 3, 2024", "Sam Whitaker", "$18,900.00", "May 3, 2024 1:14 PM EDT", "Mar 4, 2024"),
    ("Tamarack Timber – Trailer Tracking", "Closed lost", "Apr 26, 2024", "Priya Shah", "$54,000.00", "Apr 26, 2024 5:02 PM EDT", "Jan 15, 2024"),
]


def hs_chrome(t: T) -> None:
    t(0, "navigation", "")
    t(1, "link", "HubSpot home")
    t(1, "button", "Contacts", hasPopup="menu")
    t(1, "button", "Conversations", hasPopup="menu")
    t(1, "button", "Marketing", hasPopup="menu")
    t(1, "button", "Sales", hasPopup="menu")
    t(1, "button", "Service", hasPopup="menu")
    t(1, "button", "Automation", hasPopup="menu")
    t(1, "button", "Reporting", hasPopup="menu")
    t(1, "combobox", "Search HubSpot", expanded=False)
    t(1, "button", "Calling")
    t(1, "button", "Marketplace")
    t(1, "button", "Help")
    t(1, "link", "Settings")
    t(1, "button", "Notifications")
    t(1, "button", "Sam Whitaker Fernhill Telematics", hasPopup="menu")


def hs_index(deals: list[tuple[str, ...]]) -> T:
    t = T(10)
    hs_chrome(t)
    t.at(40)
    t(0, "main", "")
    t(1, "heading", "Deals")
    t.t(1, f"{len(deals)} records")
    t(1, "button", "Actions", hasPopup="menu")
    t(1, "button", "Import")
    t(1, "button", "Create deal", k="create")
    t(1, "tablist", "")
    t(2, "tab", "All deals", "selected")
    t(2, "tab", "My deals")
    t(2, "tab", "Closing this month")
    t(1, "button", "Table view", hasPopup="menu")
    t(1, "textbox", "Search name or description")
    t(1, "button", "Deal owner", hasPopup="menu")
    t(1, "button", "Create date", hasPopup="menu")
    t(1, "button", "Last activity date", hasPopup="menu")
    t(1, "button", "Close date", hasPopup="menu")
    t(1, "button", "Advanced filters")
    t(1, "button", "Edit columns")
    t(1, "table", "")
    t(2, "row", "")
    for h in ("", "Deal name", "Deal stage", "Close date (EDT)", "Deal owner", "Amount", "Last activity date (EDT)", "Create date (EDT)"):
        t(3, "columnheader", h)
    for i, d in enumerate(deals):
        t(2, "row", "")
        t(3, "checkbox", "", checked="false")
        t(3, "link", d[0], k=f"deal_{i}")
        for c in d[1:]:
            t(3, "cell", c)
    t(1, "navigation", "Pagination")
    t(2, "button", "Prev", disabled=True)
    t(2, "button", "1", current="page")
    t(2, "button", "Next", disabled=True)
    t(1, "combobox", "25 per page", value="25 per page")
    return t


def hs_record(st: dict[str, Any]) -> T:
    t = T(10)
    hs_chrome(t)
    t.at(40)
    t(0, "main", "")
    t(1, "link", "Deals", k="crumb")
    t(1, "button", "Actions", hasPopup="menu")
    t(1, "heading", "Brightline Logistics – Fleet Telematics Renewal")
    t.t(1, "Amount: $86,400.00", "Close Date: 05/31/2024")
    t(1, "combobox", "Deal stage", k="stage", value=st["stage"])
    for o in ("Appointment scheduled", "Qualified to buy", "Demo scheduled", "Decision maker bought-in",
              "Contract sent", "Negotiation", "Closed won", "Closed lost"):
        t(2, "option", o, selected=o == st["stage"])
    t.t(1, "Pipeline: Sales Pipeline")
    for name in ("Note", "Email", "Call", "Task", "Meeting", "More"):
        t(1, "button", name, k="act_" + name.lower(), **({"hasPopup": "menu"} if name in ("Call", "More") else {}),
          **({"expanded": True} if name == "Call" and st["call_menu"] else {}))
        if name == "Call" and st["call_menu"]:
            t(2, "menu", "")
            t(3, "menuitem", "Call from browser")
            t(3, "menuitem", "Log a call", k="log_call")
    t(1, "group", "About this deal")
    t.t(2, "Deal owner", "Sam Whitaker", "Last contacted", st["last"], "Deal type", "Existing business", "Priority", "High",
        "Create date", "03/18/2024 9:31 AM EDT", "Last activity date", st["last"], "Forecast category", "Commit")
    t(1, "tablist", "")
    t(2, "tab", "Overview")
    t(2, "tab", "Activities", "selected")
    t(1, "textbox", "Search activities")
    t(1, "button", "Collapse all")
    t(1, "heading", "May 2024")
    if st["logged"]:
        t(1, "article", "Logged call")
        t.t(2, "Logged call - Connected by Sam Whitaker", "May 14, 2024 at 10:42 AM EDT", st["logged"])
        t(2, "button", "Add comments")
    for head, when, body in (
            ("Email - Re: Renewal terms – redlines", "May 9, 2024 at 3:12 PM EDT",
             "Dana Whitfield: Legal is fine with 3.2 and 5.1; they want the auto-renewal notice at 60 days, not 30."),
            ("Meeting - Renewal review with Brightline ops", "May 7, 2024 at 1:00 PM EDT",
             "Outcome: Completed. 214 vehicles; they want to add 30 reefer trailers in Q3."),
            ("Note", "May 2, 2024 at 4:26 PM EDT", "Budget confirmed by CFO (Marcus Lee). Procurement needs an order form by May 24.")):
        t(1, "article", head)
        t.t(2, head, when, body)
    t(1, "complementary", "")
    t(2, "button", "Contacts (2)", expanded=True)
    t.t(3, "Dana Whitfield", "VP Operations", "dana.whitfield@brightline-logistics.com", "Marcus Lee", "CFO")
    t(2, "button", "Companies (1)", expanded=True)
    t.t(3, "Brightline Logistics", "brightline-logistics.com")
    t(2, "button", "Line items (2)", expanded=True)
    t.t(3, "Telematics subscription – 214 vehicles × 12 mo", "$77,040.00", "Reefer sensor kit – 30 trailers", "$9,360.00")
    if st["panel"]:
        t.at(300)
        t(0, "dialog", "Log call")
        t(1, "button", "Minimize")
        t(1, "button", "Close")
        t(1, "combobox", "Contacted", value="Dana Whitfield")
        t(1, "combobox", "Call outcome", k="outcome", value=st["outcome"])
        for o in ("Select an outcome", "Busy", "Connected", "Left live message", "Left voicemail", "No answer", "Wrong number"):
            t(2, "option", o, selected=o == st["outcome"])
        t(1, "combobox", "Call direction", value="Outbound")
        t(1, "textbox", "Date", value="05/14/2024")
        t(1, "textbox", "Time", value="10:42 AM")
        t(1, "textbox", "Describe the call...", k="notes", **({"value": st["draft"]} if st["draft"] else {}))
        t(1, "checkbox", "Create a To-do task to follow up in 3 business days (Friday)", checked="false")
        t(1, "button", "Log activity", k="log", **({} if st["draft"] else {"disabled": True}))
    return t


def hs_create(name: str) -> T:
    t = T(10)
    hs_chrome(t)
    t.at(300)
    t(0, "dialog", "Create Deal")
    t(1, "button", "Close")
    t(1, "textbox", "Deal name *", "focused", k="name", value=name)
    t(1, "combobox", "Pipeline *", value="Sales Pipeline")
    t(1, "combobox", "Deal stage *", value="Appointment scheduled")
    t(1, "textbox", "Amount", value="")
    t(1, "textbox", "Close date", value="")
    t(1, "combobox", "Deal owner", value="Sam Whitaker")
    t(1, "combobox", "Deal type", value="")
    t(1, "combobox", "Priority", value="")
    t.t(1, "Associate Deal with")
    t(1, "combobox", "Company", value="")
    t(1, "combobox", "Contact", value="")
    t(1, "button", "Create", **({} if name else {"disabled": True}))
    t(1, "button", "Create and add another", **({} if name else {"disabled": True}))
    t(1, "button", "Cancel")
    return t


# HubSpot deals: bad
def traj08(rs: RowSet) -> None:
    idx_url = HS_BASE + "/objects/0-3/views/all/list"
    rec_url = HS_BASE + "/record/0-3/17530298144"
    rec_title = "Brightline Logistics – Fleet Telematics Renewal | Deal"
    p0 = hs_index(HS_DEALS)
    st = {"stage": "Contract sent", "call_menu": False, "last": "05/09/2024 3:12 PM EDT", "logged": "", "panel": False,
          "outcome": "Select an outcome", "draft": ""}
    turns = []
    r1 = hs_record(st)
    turns.append((click(p0.ids["deal_0"]), r1.page(rec_title, rec_url)))
    st["call_menu"] = True
    r2 = hs_record(st)
    turns.append((click(r1.ids["act_call"]), r2.page(rec_title, rec_url)))
    st["call_menu"], st["panel"] = False, True
    r3 = hs_record(st)
    turns.append((click(r2.ids["log_call"]), r3.page(rec_title, rec_url)))
    notes = ("Dana confirmed legal accepts 60-day auto-renewal notice. Asked for 4% multi-year discount on a 3-year term; "
             "I said I'd check with Priya. Order form due May 24.")
    st["draft"] = notes
    r4 = hs_record(st)
    turns.append((fill(r3.ids["notes"], notes), r4.page(rec_title, rec_url)))
    st["outcome"] = "Connected"
    r5 = hs_record(st)
    turns.append((select(r4.ids["outcome"], "Connected"), r5.page(rec_title, rec_url)))
    st.update(panel=False, draft="", logged=notes, last="05/14/2024 10:42 AM EDT")
    r6 = hs_record(st)
    turns.append((click(r5.ids["log"]), r6.page(rec_title, rec_url)))
    st["stage"] = "Negotiation"
    r7 = hs_record(st)
    turns.append((select(r6.ids["stage"], "Negotiation"), r7.page(rec_title, rec_url)))
    deals = list(HS_DEALS)
    d = deals[0]
    deals[0] = (d[0], "Negotiation", d[2], d[3], d[4], "May 14, 2024 9:58 AM EDT", d[6])
    p8 = hs_index(deals)
    turns.append((click(r7.ids["crumb"]), p8.page("Deals | HubSpot", idx_url)))
    c9 = hs_create("")
    turns.append((click(p8.ids["create"]), c9.page("Deals | HubSpot", idx_url)))
    c10 = hs_create("Brightline Logistics – 3-year Term Extension")
    turns.append((fill(c9.ids["name"], "Brightline Logistics – 3-year Term Extension"), c10.page("Deals | HubSpot", idx_url)))
    rs.add(task="web", tid="h42-web-08", system=SYSTEM, turns=turns, state=p0.page("Deals | HubSpot", idx_url), bad=True,
           turn=8, kind="last activity date in the deal list is earlier than the call just logged")


# ---------------------------------------------------------------------------
# 09 Bitwarden web vault: bad
BW_URL = "https://vault.fernhill.net/#/vault"
BW_ITEMS = [
    ("AWS billing read-only", "Fernhill Ops", "billing-ro@fernhill-prod", "Login"),
    ("AWS root – fernhill-prod", "Fernhill Ops", "aws-root@fernhill.net", "Login"),
    ("Cloudflare", "Me", "ops@fernhill.net", "Login"),
    ("Company Amex", "Fernhill Ops", "Amex, *1008", "Card"),
    ("GitHub – svc-deploy", "Fernhill Ops", "svc-deploy", "Login"),
    ("Grafana admin", "Fernhill Ops", "admin", "Login"),
    ("Hetzner Robot", "Fernhill Ops", "K123456789", "Login"),
    ("Office Wi-Fi", "Me", "", "Secure note"),
    ("Proxmox root@pam", "Fernhill Ops", "root", "Login"),
    ("Registrar – INWX", "Fernhill Ops", "fernhill", "Login"),
]


def bw_vault(items: list[tuple[str, str, str, str]], search: str = "") -> T:
    t = T(6)
    t(0, "navigation", "")
    t(1, "link", "Bitwarden Password Manager")
    t(1, "link", "Vaults", current="page")
    t(1, "link", "Send")
    t(1, "button", "Tools", expanded=False)
    t(1, "link", "Reports")
    t(1, "button", "Settings", expanded=False)
    t(1, "button", "Fernhill Ops", expanded=False)
    t(0, "banner", "")
    t(1, "heading", "Vaults")
    t(1, "textbox", "Search vault", k="search", **({"value": search} if search else {}))
    t(1, "button", "New", hasPopup="menu")
    t(1, "button", "Account switcher for Marit Solberg", hasPopup="menu")
    t.at(40)
    t(0, "complementary", "Filters")
    t(1, "button", "All vaults", expanded=True)
    t(2, "button", "My vault")
    t(2, "button", "Fernhill Ops")
    t(1, "button", "All items", current="true")
    t(1, "button", "Favorites")
    t(1, "heading", "Types")
    for ty in ("Login", "Card", "Identity", "Secure note"):
        t(1, "button", ty)
    t(1, "heading", "Folders")
    for f in ("Infra", "Finance", "No folder"):
        t(1, "button", f)
    t(1, "heading", "Collections")
    for c in ("Cloud accounts", "Shared – Ops", "Unassigned"):
        t(1, "button", c)
    t(1, "button", "Trash")
    t.at(80)
    t(0, "main", "")
    t(1, "table", "")
    t(2, "row", "")
    t(3, "columnheader", "")
    t(3, "columnheader", "All")
    t(3, "columnheader", "Name")
    t(3, "columnheader", "Owner")
    t(3, "columnheader", "Options")
    for i, (name, owner, sub, kind) in enumerate(items):
        t(2, "row", "")
        t(3, "checkbox", f"Select {name}", checked="false")
        t(3, "img", kind)
        t(3, "button", name, k=f"item_{i}")
        t.t(3, sub)
        t(3, "cell", owner)
        t(3, "button", "Options", hasPopup="menu")
    if not items:
        t.t(1, "There are no items to list.")
    return t


def bw_view(items: list[tuple[str, str, str, str]], name: str, edited: str, totp: tuple[str, str], toast: bool = False) -> T:
    t = bw_vault(items)
    t.at(300)
    t(0, "dialog", "View login", "modal")
    t(1, "button", "Close", k="close")
    t(1, "heading", "Item details")
    t.t(1, "Item name", name, "Owner", "Fernhill Ops", "Folder", "Infra")
    t(1, "heading", "Login credentials")
    t.t(1, "Username", "aws-root@fernhill.net")
    t(1, "button", "Copy username")
    t.t(1, "Password", "••••••••")
    t(1, "button", "Toggle visibility")
    t(1, "button", "Check if password has been exposed")
    t(1, "button", "Copy password")
    t.t(1, "Verification code (TOTP)", totp[0], totp[1])
    t(1, "button", "Copy verification code")
    t(1, "heading", "Autofill options")
    t.t(1, "Website", "https://signin.aws.amazon.com/")
    t(1, "heading", "Additional options")
    t.t(1, "Notes", "Break-glass only. Hardware MFA key in the office safe (envelope B). Log every use in #sec-audit.")
    t(1, "heading", "Item history")
    t.t(1, f"Last edited: {edited}", "Created: Nov 3, 2022, 2:14:07 PM", "Password updated: Jan 9, 2024, 10:02:51 AM")
    t(1, "button", "Edit", k="edit")
    t(1, "button", "Clone")
    t(1, "button", "Delete")
    if toast:
        t(0, "alert", "Item saved")
    return t


def bw_edit(name: str) -> T:
    t = bw_vault(BW_ITEMS)
    t.at(300)
    t(0, "dialog", "Edit login", "modal")
    t(1, "button", "Close")
    t(1, "heading", "Item details")
    t(1, "textbox", "Item name (required)", k="name", value=name)
    t(1, "combobox", "Owner", "disabled", value="Fernhill Ops")
    t(1, "combobox", "Folder", value="Infra")
    t(1, "checkbox", "Favorite", checked="false")
    t(1, "heading", "Login credentials")
    t(1, "textbox", "Username", value="aws-root@fernhill.net")
    t(1, "textbox", "Password", value="••••••••")
    t(1, "button", "Generate password")
    t(1, "textbox", "Authenticator key", value="••••••••")
    t(1, "heading", "Autofill options")
    t(1, "textbox", "Website (URI)", value="https://signin.aws.amazon.com/")
    t(1, "button", "Add website")
    t(1, "heading", "Additional options")
    t(1, "textbox", "Notes", value="Break-glass only. Hardware MFA key in the office safe (envelope B). Log every use in #sec-audit.")
    t(1, "checkbox", "Master password re-prompt", checked="false")
    t(1, "button", "Save", k="save")
    t(1, "button", "Cancel")
    return t


# Bitwarden web vault: bad
def traj09(rs: RowSet) -> None:
    old, new = "AWS root – fernhill-prod", "AWS root – fernhill-prod (break-glass)"
    p0 = bw_vault(BW_ITEMS)
    turns = []
    item_url = BW_URL + "?itemId=6f1e2a9c-3b47-4d0e-9a51-b0c8e2d41f73&action=view"
    v1 = bw_view(BW_ITEMS, old, "Mar 21, 2024, 4:40:12 PM", ("418 207", "18"))
    turns.append((click(p0.ids["item_1"]), v1.page("Vaults | Bitwarden Web vault", item_url)))
    e2 = bw_edit(old)
    turns.append((click(v1.ids["edit"]), e2.page("Vaults | Bitwarden Web vault", item_url.replace("view", "edit"))))
    e3 = bw_edit(new)
    turns.append((fill(e2.ids["name"], new), e3.page("Vaults | Bitwarden Web vault", item_url.replace("view", "edit"))))
    items = [(new, *it[1:]) if it[0] == old else it for it in BW_ITEMS]
    v4 = bw_view(items, new, "May 14, 2024, 11:06:38 AM", ("903 551", "7"), toast=True)
    turns.append((click(e3.ids["save"]), v4.page("Vaults | Bitwarden Web vault", item_url)))
    p5 = bw_vault(items)
    turns.append((click(v4.ids["close"]), p5.page("Vaults | Bitwarden Web vault", BW_URL)))
    p6 = bw_vault([BW_ITEMS[0], BW_ITEMS[1]], search="aws")
    turns.append((fill(p5.ids["search"], "aws"), p6.page("Vaults | Bitwarden Web vault", BW_URL + "?search=aws")))
    rs.add(task="web", tid="h42-web-09", system=SYSTEM, turns=turns, state=p0.page("Vaults | Bitwarden Web vault", BW_URL),
           bad=True, turn=6, kind="renamed vault item listed under its old name in search results")


# ---------------------------------------------------------------------------
# 10 Metabase question builder: clean
MB_BASE = "https://metabase.fernhill.net"


def mb_chrome(t: T) -> None:
    t(0, "banner", "")
    t(1, "button", "Toggle sidebar")
    t(1, "link", "Metabase home")
    t(1, "button", "Search…")
    t(1, "button", "New", hasPopup="menu", k="new")
    t(1, "button", "Settings", hasPopup="menu")


def mb_home(menu: bool = False) -> T:
    t = T(4)
    mb_chrome(t)
    if menu:
        t.at(20)
        t(0, "menu", "")
        for name, desc in (("Question", "Use the notebook editor to build"), ("SQL query", "Write SQL"),
                           ("Dashboard", ""), ("Collection", ""), ("Model", ""), ("Metric", "")):
            t(1, "menuitem", f"{name} {desc}".strip(), k="mi_" + name.lower().replace(" ", "_"))
    t.at(40)
    t(0, "navigation", "")
    t(1, "link", "Home", current="page")
    t.t(1, "COLLECTIONS")
    t(1, "link", "Our analytics")
    t(1, "link", "Finance")
    t(1, "link", "Growth")
    t(1, "link", "Your personal collection")
    t.t(1, "DATA")
    t(1, "link", "Browse data")
    t(1, "link", "Browse models")
    t(1, "link", "Trash")
    t(0, "main", "")
    t(1, "heading", "Good afternoon, Ines")
    t.t(1, "Pick up where you left off")
    for name, kind in (("Weekly revenue by channel", "Dashboard"), ("Orders, Count, Grouped by Created At (month)", "Question"),
                       ("Churned accounts Q1", "Question"), ("Trial → paid funnel", "Dashboard")):
        t(1, "link", f"{name} {kind}")
    t.t(1, "Here are some popular items")
    for name in ("Revenue overview", "Active users (7-day)", "Refund rate by product"):
        t(1, "link", name)
    return t


def mb_notebook(picker: bool, table: str = "") -> T:
    t = T(4)
    mb_chrome(t)
    t.at(40)
    t(0, "main", "")
    t(1, "heading", "New question")
    t(1, "button", "Save", disabled=True)
    t.t(1, "Data")
    t(1, "button", table or "Pick your starting data", k="data")
    if picker:
        t(2, "dialog", "")
        t(3, "tablist", "")
        t(4, "tab", "Models")
        t(4, "tab", "Raw Data", "selected")
        t(4, "tab", "Saved questions")
        t(3, "textbox", "Search…")
        t(3, "button", "Sample Database", expanded=True)
        for name in ("Accounts", "Analytic Events", "Feedback", "Invoices", "Orders", "People", "Products", "Reviews"):
            t(4, "option", name, k="tbl_" + name.lower().replace(" ", "_"))
        t(3, "button", "Warehouse (Postgres)", expanded=False)
    if table:
        t(1, "button", "Join data")
        t(1, "button", "Custom column")
        t.t(1, "Filter")
        t(1, "button", "Add filters to narrow your answer")
        t.t(1, "Summarize")
        t(1, "button", "Pick the metric you want to see")
        t(1, "button", "Pick a column to group by")
        t(1, "button", "Sort")
        t(1, "button", "Row limit")
        t(1, "button", "Visualize", k="visualize")
    return t


ORDERS_ALL = [(1, 1, 14, 37.65, 2.07, 0.0, "February 11, 2023, 9:40 PM", 2),
              (2, 1, 123, 110.93, 6.10, 0.0, "May 15, 2022, 8:04 AM", 3),
              (3, 1, 105, 52.72, 2.90, 6.42, "December 6, 2023, 10:23 PM", 2),
              (4, 1, 94, 109.22, 6.01, 0.0, "August 22, 2023, 4:30 PM", 6),
              (5, 1, 132, 127.88, 7.03, 0.0, "May 23, 2022, 1:26 PM", 5),
              (6, 1, 60, 29.80, 1.64, 0.0, "April 17, 2023, 12:20 PM", 1),
              (7, 1, 55, 95.76, 5.27, 0.0, "October 18, 2023, 6:23 PM", 2),
              (8, 1, 65, 68.23, 3.75, 4.18, "January 3, 2024, 11:02 AM", 3),
              (9, 1, 184, 83.10, 4.57, 0.0, "March 29, 2024, 7:35 PM", 2),
              (10, 1, 6, 97.44, 5.36, 0.0, "November 1, 2022, 9:14 AM", 4),
              (11, 1, 76, 148.69, 8.18, 0.0, "July 9, 2023, 3:51 AM", 5),
              (12, 3, 7, 41.78, 2.30, 0.0, "September 30, 2023, 10:17 PM", 1)]
ORDERS_30D = [(17, 3, 42, 58.57, 3.22, 0.0, "May 12, 2024, 9:14 PM", 2),
              (249, 21, 178, 71.73, 3.95, 0.0, "April 19, 2024, 4:02 PM", 3),
              (388, 35, 9, 34.28, 1.89, 2.71, "May 3, 2024, 11:46 AM", 1),
              (512, 49, 117, 124.04, 6.82, 0.0, "April 27, 2024, 8:31 AM", 4),
              (746, 71, 88, 46.41, 2.55, 0.0, "May 9, 2024, 2:55 PM", 2),
              (1033, 102, 193, 96.35, 5.30, 9.64, "April 15, 2024, 6:18 PM", 3),
              (1309, 128, 31, 22.88, 1.26, 0.0, "May 6, 2024, 10:09 AM", 1),
              (1455, 141, 150, 153.82, 8.46, 0.0, "April 22, 2024, 7:40 PM", 5),
              (1790, 176, 64, 67.16, 3.69, 0.0, "May 13, 2024, 12:03 AM", 2),
              (2214, 219, 121, 88.91, 4.89, 0.0, "April 30, 2024, 5:27 PM", 3),
              (2873, 284, 102, 119.70, 6.58, 11.97, "May 1, 2024, 1:12 PM", 4),
              (3105, 307, 27, 39.69, 2.18, 0.0, "April 24, 2024, 9:58 AM", 1)]


def money(x: float) -> str:
    return f"{x:,.2f}"


def mb_table(rows: list[tuple[Any, ...]], caption: str, filt: bool, popover: str = "") -> T:
    t = T(4)
    mb_chrome(t)
    t.at(40)
    t(0, "main", "")
    t(1, "heading", "Orders")
    if filt:
        t(1, "button", "Created At is in the previous 30 days")
        t(1, "button", "Remove")
    t(1, "button", "Filter", k="filter")
    t(1, "button", "Summarize", k="summarize")
    t(1, "button", "Show editor")
    t(1, "button", "Save")
    t(1, "grid", "")
    t(2, "row", "")
    for h in ("ID", "User ID", "Product ID", "Subtotal", "Tax", "Total", "Discount ($)", "Created At", "Quantity"):
        t(3, "columnheader", h)
    for rid, uid, pid, sub, tax, disc, created, qty in rows:
        t(2, "row", "")
        total = round(sub + tax - disc, 2)
        for c in (str(rid), str(uid), str(pid), money(sub), money(tax), money(total), money(disc) if disc else "", created, str(qty)):
            t(3, "gridcell", c)
    t(1, "button", "Visualization")
    t(1, "button", "Settings")
    t.t(1, caption)
    t(1, "button", "Switch to chart", disabled=True)
    t(1, "button", "Download full results")
    t(1, "button", "Refresh")
    t.t(1, "Updated a few seconds ago" if filt else "")
    if popover == "columns":
        t.at(200)
        t(0, "dialog", "")
        t(1, "textbox", "Find…", "focused")
        t.t(1, "Orders")
        for name in ("ID", "User ID", "Product ID", "Subtotal", "Tax", "Total", "Discount ($)", "Created At", "Quantity"):
            t(1, "option", name, k="col_" + name.lower().replace(" ", "_"))
        t(1, "option", "Product", expanded=False)
        t(1, "option", "User", expanded=False)
        t(1, "button", "Custom Expression")
    elif popover == "dates":
        t.at(200)
        t(0, "dialog", "")
        t(1, "button", "Back: Created At")
        for name in ("Today", "Yesterday", "Previous 7 days", "Previous 30 days", "Previous week", "Previous month",
                     "Previous 3 months", "Previous 12 months", "Specific dates…", "Relative dates…", "Exclude…"):
            t(1, "button", name, k="d_" + name.lower().replace(" ", "_").replace("…", ""))
    return t


CAT_COUNTS = [("Doohickey", 41), ("Gadget", 53), ("Gizmo", 46), ("Widget", 56)]


def mb_sidebar(t: T, picked: bool) -> None:
    t.at(200)
    t(0, "complementary", "Summarize by")
    t(1, "button", "Count", "focused")
    t(1, "button", "Add a metric")
    t.t(1, "Group by")
    t(1, "textbox", "Find…")
    t.t(1, "Orders")
    for name in ("ID", "User ID", "Product ID", "Subtotal", "Tax", "Total", "Discount ($)", "Created At", "Quantity"):
        t(1, "option", name)
    t.t(1, "Product")
    for name in ("Category", "Created At", "Ean", "ID", "Price", "Rating", "Title", "Vendor"):
        t(1, "option", name, k="p_" + name.lower().replace(" ", "_"), **({"selected": True} if picked and name == "Category" else {}))
    t(1, "button", "Done")


def mb_summary(result: str, sidebar: bool) -> T:
    t = T(4)
    mb_chrome(t)
    t.at(40)
    t(0, "main", "")
    t(1, "heading", "Orders, Count, Grouped by Product → Category")
    t(1, "button", "Created At is in the previous 30 days")
    t(1, "button", "Remove")
    t(1, "button", "Filter")
    t(1, "button", "Summarize")
    t(1, "button", "Show editor")
    t(1, "button", "Save")
    if result == "chart":
        t(1, "img", "Bar chart")
        t.t(2, "Count", "60", "50", "40", "30", "20", "10", "0")
        for cat, _ in CAT_COUNTS:
            t.t(2, cat)
        t.t(2, "Product → Category")
    elif result == "table":
        t(1, "grid", "")
        t(2, "row", "")
        t(3, "columnheader", "Product → Category")
        t(3, "columnheader", "Count")
        for cat, n in CAT_COUNTS:
            t(2, "row", "")
            t(3, "gridcell", cat)
            t(3, "gridcell", str(n))
    t(1, "button", "Visualization")
    t(1, "button", "Settings")
    if result:
        t.t(1, "Showing 4 rows")
        t(1, "button", "Switch to data" if result == "chart" else "Switch to chart", k="switch")
    if sidebar:
        mb_sidebar(t, bool(result))
    return t


# Metabase question: clean
def traj10(rs: RowSet) -> None:
    p0 = mb_home()
    turns = []
    p1 = mb_home(menu=True)
    turns.append((click(p0.ids["new"]), p1.page("Home · Metabase", MB_BASE + "/")))
    nb = MB_BASE + "/question/notebook"
    n2 = mb_notebook(True)
    turns.append((click(p1.ids["mi_question"]), n2.page("New question · Metabase", nb)))
    n3 = mb_notebook(False, "Orders")
    turns.append((click(n2.ids["tbl_orders"]), n3.page("New question · Metabase", nb)))
    qurl = MB_BASE + "/question#eyJkYXRhc2V0X3F1ZXJ5Ijp7ImRhdGFiYXNlIjoxLCJ0eXBlIjoicXVlcnkiLCJxdWVyeSI6eyJzb3VyY2UtdGFibGUiOjJ9fX0="
    t4 = mb_table(ORDERS_ALL, "Showing first 2,000 rows", False)
    turns.append((click(n3.ids["visualize"]), t4.page("Orders · Metabase", qurl)))
    t5 = mb_table(ORDERS_ALL, "Showing first 2,000 rows", False, popover="columns")
    turns.append((click(t4.ids["filter"]), t5.page("Orders · Metabase", qurl)))
    t6 = mb_table(ORDERS_ALL, "Showing first 2,000 rows", False, popover="dates")
    turns.append((click(t5.ids["col_created_at"]), t6.page("Orders · Metabase", qurl)))
    qurl2 = MB_BASE + "/question#eyJkYXRhc2V0X3F1ZXJ5Ijp7ImRhdGFiYXNlIjoxLCJ0eXBlIjoicXVlcnkiLCJxdWVyeSI6eyJzb3VyY2UtdGFibGUiOjIsImZpbHRlciI6WyJ0aW1lLWludGVydmFsIixbImZpZWxkIiwxMyxudWxsXSwtMzAsImRheSJdfX19"
    t7 = mb_table(ORDERS_30D, "Showing 196 rows", True)
    turns.append((click(t6.ids["d_previous_30_days"]), t7.page("Orders, Filtered by Created At · Metabase", qurl2)))
    s8 = mb_table(ORDERS_30D, "Showing 196 rows", True)
    mb_sidebar(s8, False)
    turns.append((click(t7.ids["summarize"]), s8.page("Orders, Filtered by Created At · Metabase", qurl2)))
    qurl3 = MB_BASE + "/question#eyJkYXRhc2V0X3F1ZXJ5Ijp7ImRhdGFiYXNlIjoxLCJ0eXBlIjoicXVlcnkiLCJxdWVyeSI6eyJzb3VyY2UtdGFibGUiOjIsImFnZ3JlZ2F0aW9uIjpbWyJjb3VudCJdXSwiYnJlYWtvdXQiOltbImZpZWxkIiw0LHsic291cmNlLWZpZWxkIjoxMX1dXX19fQ=="
    s9 = mb_summary("chart", True)
    turns.append((click(s8.ids["p_category"]), s9.page("Orders, Count, Grouped by Product → Category · Metabase", qurl3)))
    s10 = mb_summary("table", True)
    turns.append((click(s9.ids["switch"]), s10.page("Orders, Count, Grouped by Product → Category · Metabase", qurl3)))
    rs.add(task="web", tid="h42-web-10", system=SYSTEM, turns=turns, state=p0.page("Home · Metabase", MB_BASE + "/"))


# ---------------------------------------------------------------------------
# 11 Portainer containers: bad
PT_BASE = "https://portainer.fernhill.net:9443/#!/2/docker"
PT_CONTAINERS = [
    ("backup-restic", "exited", "backup", "restic/restic:0.16.4", "2024-04-02 19:05:40", "-", ""),
    ("billing-api", "healthy", "billing", "registry.fernhill.net/billing-api:2.14.3", "2024-05-11 08:14:52", "172.20.0.5", "8080:8080"),
    ("billing-db", "running", "billing", "postgres:16.2-alpine", "2024-04-02 19:03:11", "172.20.0.2", ""),
    ("billing-redis", "running", "billing", "redis:7.2.4-alpine", "2024-04-02 19:03:11", "172.20.0.3", ""),
    ("billing-worker", "healthy", "billing", "registry.fernhill.net/billing-api:2.14.3", "2024-05-11 08:14:52", "172.20.0.6", ""),
    ("portainer", "running", "-", "portainer/portainer-ce:2.19.5", "2024-03-28 10:12:04", "172.17.0.2", "8000:8000 9443:9443"),
    ("traefik", "running", "edge", "traefik:v2.11.2", "2024-03-28 10:40:57", "172.18.0.2", "80:80 443:443"),
    ("uptime-kuma", "healthy", "monitoring", "louislam/uptime-kuma:1.23.11", "2024-04-18 14:22:30", "172.19.0.2", "3001:3001"),
]


def pt_chrome(t: T, active: str) -> None:
    t(0, "navigation", "")
    t(1, "link", "Portainer")
    t(1, "link", "Home")
    t.t(1, "local")
    for name in ("Dashboard", "App Templates", "Stacks", "Containers", "Images", "Networks", "Volumes", "Events", "Host"):
        key = "nav_" + name.lower().replace(" ", "_")
        if name == active:
            t(1, "link", name, k=key, current="page")
        else:
            t(1, "link", name, k=key)
    t.t(1, "Administration")
    for name in ("User-related", "Environment-related", "Registries", "Logs", "Notifications", "Settings"):
        t(1, "link", name)
    t(0, "banner", "")
    t(1, "button", "Help")
    t(1, "button", "admin", hasPopup="menu")


def pt_list(rows: list[tuple[str, ...]], selected: str = "", toast: str = "") -> T:
    t = T(10)
    pt_chrome(t, "Containers")
    t.at(50)
    t(0, "main", "")
    t(1, "navigation", "Breadcrumbs")
    t.t(2, "Containers")
    t(1, "heading", "Container list")
    t(1, "button", "Refresh")
    t(1, "textbox", "Search...")
    t(1, "button", "Start", **({} if selected else {"disabled": True}))
    t(1, "button", "Stop", **({} if selected else {"disabled": True}))
    t(1, "button", "Kill", **({} if selected else {"disabled": True}))
    t(1, "button", "Restart", k="restart", **({} if selected else {"disabled": True}))
    t(1, "button", "Pause", **({} if selected else {"disabled": True}))
    t(1, "button", "Resume", disabled=True)
    t(1, "button", "Remove", **({} if selected else {"disabled": True}))
    t(1, "link", "Add container")
    t(1, "button", "Table settings", hasPopup="menu")
    t(1, "table", "")
    t(2, "row", "")
    for h in ("", "Name", "State", "Quick Actions", "Stack", "Image", "Created", "IP Address", "Published Ports", "Ownership"):
        t(3, "columnheader", h)
    for name, state, stack, image, created, ip, ports in rows:
        t(2, "row", "")
        t(3, "checkbox", f"Select {name}", k="cb_" + name, checked="true" if name == selected else "false")
        t(3, "link", name, k="c_" + name)
        t(3, "cell", state)
        t(3, "cell", "")
        t(4, "link", "Logs")
        t(4, "link", "Inspect")
        t(4, "link", "Stats")
        t(4, "link", "Exec Console")
        t(4, "link", "Attach Console")
        t(3, "cell", stack)
        t(3, "cell", image)
        t(3, "cell", created)
        t(3, "cell", ip)
        t(3, "cell", "")
        for p in ports.split():
            t(4, "link", p)
        t(3, "cell", "administrators")
    t.t(1, "Items per page", "10", f"1 - {len(rows)} of {len(rows)}")
    if toast:
        t(0, "alert", "")
        t.t(1, "Success", toast)
    return t


def pt_details(name: str, cid: str, status: str, start: str, ip: str, mac: str, health: str) -> T:
    t = T(10)
    pt_chrome(t, "Containers")
    t.at(50)
    t(0, "main", "")
    t(1, "navigation", "Breadcrumbs")
    t(2, "link", "Containers", k="crumb")
    t.t(2, name)
    t(1, "heading", "Container details")
    t(1, "region", "Actions")
    for b in ("Start", "Stop", "Kill", "Restart", "Pause", "Resume", "Remove", "Recreate", "Duplicate/Edit"):
        t(2, "button", b, **({"disabled": True} if b in ("Start", "Resume") else {}))
    t(1, "region", "Container status")
    t(2, "table", "")
    for label, val in (("ID", cid), ("Name", name), ("IP address", ip), ("Status", status),
                       ("Created", "2024-05-11 08:14:52"), ("Start time", start)):
        t(3, "row", "")
        t(4, "cell", label)
        t(4, "cell", val)
    t(2, "link", "Logs", k="logs")
    t(2, "link", "Inspect")
    t(2, "link", "Stats", k="stats")
    t(2, "link", "Console")
    t(2, "link", "Attach")
    t(1, "region", "Access control")
    t.t(2, "Ownership", "administrators")
    t(2, "button", "Change ownership")
    t(1, "region", "Container health")
    t.t(2, "Status", "healthy", "Failure count", "0", "Last output", health)
    t(1, "region", "Create image")
    t(2, "textbox", "Registry", value="registry.fernhill.net")
    t(2, "textbox", "Image", value="")
    t(2, "button", "Create", disabled=True)
    t(1, "region", "Container details")
    image = "registry.fernhill.net/billing-api:2.14.3@sha256:3b9d0f6c1e47a2b8d5f09c3e7a61b4d2c8e0f5a9b3d7c1e6f4a2b8d0c5e9f317"
    cmd = "bundle exec puma -C config/puma.rb" if name == "billing-api" else "bundle exec sidekiq -C config/sidekiq.yml"
    for label, val in (("Image", image), ("Port configuration", "0.0.0.0:8080 → 8080/tcp" if name == "billing-api" else ""),
                       ("CMD", cmd), ("ENTRYPOINT", "/app/bin/docker-entrypoint"),
                       ("ENV", "RAILS_ENV=production RAILS_LOG_TO_STDOUT=1 MALLOC_ARENA_MAX=2 DATABASE_URL=postgres://billing@billing-db/billing"),
                       ("Labels", "com.docker.compose.project=billing com.docker.compose.service=" + name.split("-")[1]),
                       ("Restart policies", "unless-stopped")):
        if val:
            t.t(2, label, val)
    t(1, "region", "Connected networks")
    t(2, "table", "")
    t(3, "row", "")
    for h in ("Network", "IP Address", "Gateway", "MAC Address", "Actions"):
        t(4, "columnheader", h)
    t(3, "row", "")
    for c in ("billing_default", ip, "172.20.0.1", mac):
        t(4, "cell", c)
    t(4, "button", "Leave network")
    return t


def pt_logs() -> T:
    t = T(10)
    pt_chrome(t, "Containers")
    t.at(50)
    t(0, "main", "")
    t(1, "navigation", "Breadcrumbs")
    t(2, "link", "Containers")
    t(2, "link", "billing-api")
    t.t(2, "Logs")
    t(1, "heading", "Container logs")
    t(1, "switch", "Auto-refresh logs", checked="true")
    t(1, "switch", "Wrap lines", checked="true")
    t(1, "switch", "Display timestamps", checked="true")
    t(1, "combobox", "Fetch", value="Last 100 lines")
    t(1, "textbox", "Search", value="")
    t(1, "button", "Copy")
    t(1, "button", "Copy selected lines", disabled=True)
    t(1, "button", "Download logs")
    t(1, "log", "")
    for line in (
            "2024-05-14T11:27:58.114Z I, [2024-05-14T11:27:58.113802 #1]  INFO -- : [7c1e0a55] Started POST \"/webhooks/stripe\" for 172.20.0.1",
            "2024-05-14T11:27:58.131Z I, [2024-05-14T11:27:58.131277 #1]  INFO -- : [7c1e0a55] Completed 200 OK in 17ms (ActiveRecord: 4.2ms)",
            "2024-05-14T11:28:03.402Z I, [2024-05-14T11:28:03.401950 #1]  INFO -- : [b83d1f02] Started GET \"/healthz\" for 127.0.0.1",
            "2024-05-14T11:28:03.404Z I, [2024-05-14T11:28:03.404118 #1]  INFO -- : [b83d1f02] Completed 200 OK in 1ms",
            "2024-05-14T11:28:11.870Z I, [2024-05-14T11:28:11.869544 #1]  INFO -- : [2f9a6c7d] Started GET \"/v1/invoices?customer=cus_PxQ81\" for 172.20.0.1",
            "2024-05-14T11:28:11.944Z I, [2024-05-14T11:28:11.944020 #1]  INFO -- : [2f9a6c7d] Completed 200 OK in 73ms (Views: 9.8ms | ActiveRecord: 51.6ms)",
            "2024-05-14T11:28:19.006Z W, [2024-05-14T11:28:19.005731 #1]  WARN -- : [e40b7713] Rack::Attack throttled 203.0.113.47 on /v1/charges",
            "2024-05-14T11:28:33.402Z I, [2024-05-14T11:28:33.402266 #1]  INFO -- : [91ac3e28] Started GET \"/healthz\" for 127.0.0.1",
            "2024-05-14T11:28:33.403Z I, [2024-05-14T11:28:33.403390 #1]  INFO -- : [91ac3e28] Completed 200 OK in 1ms"):
        t.t(2, line)
    return t


def pt_stats(name: str, procs: list[tuple[str, str, str, str]], mem: str, cpu: str) -> T:
    t = T(10)
    pt_chrome(t, "Containers")
    t.at(50)
    t(0, "main", "")
    t(1, "navigation", "Breadcrumbs")
    t(2, "link", "Containers")
    t(2, "link", name)
    t.t(2, "Stats")
    t(1, "heading", "Container statistics")
    t(1, "combobox", "Refresh rate", value="5s")
    t.t(1, "Note: this feature is experimental.")
    t(1, "region", "Memory usage")
    t.t(2, mem)
    t(1, "region", "CPU usage")
    t.t(2, cpu)
    t(1, "region", "Network usage (aggregate)")
    t.t(2, "RX on eth0 184.2 kB", "TX on eth0 96.7 kB")
    t(1, "region", "I/O usage (aggregate)")
    t.t(2, "Read 0 B", "Write 0 B")
    t(1, "region", "Processes")
    t(2, "table", "")
    t(3, "row", "")
    for h in ("PID", "USER", "TIME", "COMMAND"):
        t(4, "columnheader", h)
    for row in procs:
        t(3, "row", "")
        for c in row:
            t(4, "cell", c)
    return t


# Portainer containers: bad
def traj11(rs: RowSet) -> None:
    cid = "7f3c9a1e2b4d80c6f1a5e3d9b2c7f04a6d8b1c3e5f7a9d0b3c5e7f9a1b2c4d6e"
    p0 = pt_list(PT_CONTAINERS)
    list_url = PT_BASE + "/containers"
    turns = []
    d_url = PT_BASE + "/containers/" + cid
    d1 = pt_details("billing-api", cid, "Running for 3 days", "2024-05-11 08:14:53", "172.20.0.5", "02:42:ac:14:00:05",
                    "{\"status\":\"ok\",\"db\":\"ok\",\"redis\":\"ok\"} (2024-05-14 11:28:33)")
    turns.append((click(p0.ids["c_billing-api"]), d1.page("Portainer | Container details", d_url)))
    l2 = pt_logs()
    turns.append((click(d1.ids["logs"]), l2.page("Portainer | Container logs", d_url + "/logs")))
    cid_b = cid.replace("f04a", "f40a")
    d3 = pt_details("billing-api", cid_b, "Running for 3 days", "2024-05-11 08:14:53", "172.20.0.5", "02:42:ac:14:00:05",
                    "{\"status\":\"ok\",\"db\":\"ok\",\"redis\":\"ok\"} (2024-05-14 11:29:03)")
    turns.append((go_back(), d3.page("Portainer | Container details", d_url)))
    p4 = pt_list(PT_CONTAINERS)
    turns.append((click(d3.ids["crumb"]), p4.page("Portainer | Container list", list_url)))
    p5 = pt_list(PT_CONTAINERS, selected="billing-worker")
    turns.append((click(p4.ids["cb_billing-worker"]), p5.page("Portainer | Container list", list_url)))
    rows = [r if r[0] != "billing-worker" else (r[0], "starting", *r[2:]) for r in PT_CONTAINERS]
    p6 = pt_list(rows, toast="Container successfully restarted")
    turns.append((click(p5.ids["restart"]), p6.page("Portainer | Container list", list_url)))
    wid = "c20e5d8a91f34b7e6a0d2c9f5b8e1a374d6c0b9e2f8a5d1c7e3b6f0a9d4c2e85"
    w_url = PT_BASE + "/containers/" + wid
    d7 = pt_details("billing-worker", wid, "Running for 9 seconds", "2024-05-14 11:31:47", "172.20.0.6", "02:42:ac:14:00:06",
                    "{\"status\":\"ok\",\"db\":\"ok\",\"redis\":\"ok\"} (2024-05-14 11:31:52)")
    turns.append((click(p6.ids["c_billing-worker"]), d7.page("Portainer | Container details", w_url)))
    s8 = pt_stats("billing-worker", [("61204", "1000", "00:00:07", "sidekiq 7.2.4 billing [0 of 10 busy]")], "187.9 MB", "1.86%")
    turns.append((click(d7.ids["stats"]), s8.page("Portainer | Container statistics", w_url + "/stats")))
    rs.add(task="web", tid="h42-web-11", system=SYSTEM, turns=turns, state=p0.page("Portainer | Container list", list_url),
           bad=True, turn=3, kind="container ID differs on the details page with no restart or recreate")


# ---------------------------------------------------------------------------
# 12 Zendesk agent workspace tickets: clean
ZD_BASE = "https://harborline.zendesk.com/agent"
ZD_UNASSIGNED = [
    ("48239", "New", "Invoice shows wrong VAT number after address change", "Kenji Watanabe", "Today 10:52", "Normal"),
    ("48236", "New", "Can't export timesheets to CSV since this morning", "Olga Petrenko", "Today 10:31", "High"),
    ("48233", "New", "Add a second admin to our workspace", "Marco Bianchi", "Today 09:58", "Low"),
    ("48230", "Open", "Refund for duplicate charge on May 12", "Sinéad O'Connor", "Today 09:40", "Normal"),
    ("48228", "New", "SSO login loop with Azure AD", "Priyanka Iyer", "Today 09:12", "Urgent"),
    ("48225", "New", "How do I change the billing currency?", "Tomás Reyes", "Today 08:47", "Low"),
    ("48221", "New", "Mobile app crashes when attaching photos", "Ahmed Farouk", "Today 08:05", "High"),
    ("48217", "Open", "Webhook deliveries failing with 410 Gone", "Lena Vogt", "Yesterday 17:44", "High"),
    ("48213", "New", "Invoice PDF missing PO number", "Rachel Kim", "Yesterday 16:20", "Normal"),
    ("48209", "New", "Cancel subscription at end of term", "Bart de Vries", "Yesterday 14:02", "Low"),
    ("48204", "New", "API rate limit increase request", "Nikhil Rao", "Yesterday 11:37", "Normal"),
    ("48198", "Open", "Data retention policy question (GDPR)", "Sofia Lindgren", "May 12", "Normal"),
]
ZD_MINE = [
    ("48190", "Open", "Proration looks wrong on upgrade mid-cycle", "Hugo Lefèvre", "May 12", "Normal", "Today 09:31"),
    ("48177", "Pending", "Need W-9 form for vendor onboarding", "Grace Okoye", "May 11", "Low", "Yesterday 15:10"),
    ("48163", "Open", "Charged twice for April (card + ACH)", "Daniel Moreau", "May 10", "High", "Today 08:22"),
    ("48150", "On-hold", "Chargeback evidence: order 77120", "Yuki Tanaka", "May 9", "Normal", "May 13"),
    ("48141", "Pending", "Switch invoices to our new AP address", "Fatima Zahra", "May 8", "Low", "May 12"),
    ("48122", "Open", "Tax exemption certificate upload fails", "Owen Gallagher", "May 7", "Normal", "Yesterday 10:47"),
    ("48097", "Pending", "Annual plan quote for 45 seats", "Ingrid Nilsen", "May 3", "Normal", "May 10"),
]


def zd_chrome(t: T, active: str, tab: bool = True) -> None:
    t(0, "navigation", "")
    for name in ("Home", "Views", "Customers", "Organizations", "Reporting", "Admin"):
        key = "nav_" + name.lower()
        if name == active:
            t(1, "link", name, k=key, current="page")
        else:
            t(1, "link", name, k=key)
    t(0, "banner", "")
    t(1, "button", "Add", hasPopup="menu")
    t(1, "tablist", "Ticket tabs")
    if tab:
        t(2, "tab", "#48213 Invoice PDF missing PO number", **({"selected": True} if active == "Ticket" else {}))
    t(1, "combobox", "Search")
    t(1, "button", "Conversations 0")
    t(1, "button", "Notifications")
    t(1, "button", "Zendesk products", hasPopup="menu")
    t(1, "button", "Ana Ruiz (Online)", hasPopup="menu")


def zd_views(view: str, counts: dict[str, int], rows: list[tuple[str, ...]], mine: bool = False, tab: bool = True) -> T:
    t = T(10)
    zd_chrome(t, "Views", tab)
    t.at(40)
    t(0, "navigation", "Views")
    t(1, "heading", "Views")
    for name in ("Your unsolved tickets", "Unassigned tickets", "All unsolved tickets", "Recently updated tickets",
                 "Pending tickets", "Recently solved tickets", "Suspended tickets"):
        label = f"{name} {counts[name]}" if name in counts else name
        key = "v_" + name.split()[0].lower()
        if name == view:
            t(1, "link", label, k=key, current="page")
        else:
            t(1, "link", label, k=key)
    t(1, "link", "More »")
    t.at(70)
    t(0, "main", "")
    t(1, "heading", view)
    t.t(1, f"{len(rows)} tickets")
    t(1, "button", "Refresh views")
    t(1, "button", "Play")
    t(1, "button", "Actions", hasPopup="menu")
    t(1, "table", "")
    t(2, "row", "")
    heads = ["", "Ticket status", "Subject", "Requester", "Requested", "Priority"] + (["Updated"] if mine else [])
    for h in heads:
        t(3, "columnheader", h, k="h_" + h.lower().replace(" ", "_"))
    for r in rows:
        t(2, "row", "")
        t(3, "checkbox", f"Select ticket #{r[0]}", checked="false")
        t(3, "cell", r[1])
        t(3, "link", f"{r[2]} #{r[0]}", k="tk_" + r[0])
        for c in r[3:]:
            t(3, "cell", c)
    return t


def zd_ticket(st: dict[str, Any]) -> T:
    t = T(10)
    zd_chrome(t, "Ticket")
    t.at(40)
    t(0, "main", "")
    t(1, "region", "Ticket properties")
    t(2, "combobox", "Requester", value="Rachel Kim")
    t(2, "combobox", "Assignee", k="assignee", value=st["assignee"], **({"expanded": True} if st["assign_menu"] else {}))
    if st["assign_menu"]:
        t(3, "listbox", "")
        t(4, "option", "take it", k="take")
        t(4, "option", "Billing", expanded=False)
        t(4, "option", "Billing/Ana Ruiz")
        t(4, "option", "Billing/Dev Patel")
        t(4, "option", "Support", expanded=False)
        t(4, "option", "Tier 2", expanded=False)
    t(2, "textbox", "Followers", value="")
    t(2, "textbox", "Tags", value="invoice pdf po_number")
    t(2, "combobox", "Type", value="Problem")
    t(2, "combobox", "Priority", value="Normal")
    t(2, "combobox", "Product area", value="Billing & invoices")
    t(1, "region", "Conversation")
    t(2, "heading", "Invoice PDF missing PO number")
    t.t(2, "Via email · to billing@harborline.io")
    t(2, "article", "")
    t.t(3, "Rachel Kim", "Yesterday 16:20")
    t.t(3, "Hi, our AP team rejected invoice INV-2024-04-1187 because the PO number (PO-55310) isn't on the PDF. "
        "We entered it under Billing settings > Purchase order. Can you reissue the invoice with the PO on it? Thanks, Rachel")
    if st["sent"]:
        t(2, "article", "")
        t.t(3, "Ana Ruiz", "Just now", "Public reply")
        t.t(3, st["sent"])
    t(2, "tablist", "")
    t(3, "tab", "Public reply", "selected")
    t(3, "tab", "Internal note")
    t(2, "textbox", "Public reply composer", k="composer", **({"value": st["draft"]} if st["draft"] else {}))
    t(2, "button", "Apply macro", hasPopup="menu")
    t(2, "button", "Close tab", hasPopup="menu")
    t(2, "button", f"Submit as {st['submit']}", k="submit")
    t(2, "button", "Ticket status options", hasPopup="menu", k="status_menu", **({"expanded": True} if st["status_menu"] else {}))
    if st["status_menu"]:
        t(3, "menu", "")
        for s in ("Open", "Pending", "On-hold", "Solved"):
            t(4, "menuitem", f"Submit as {s}", k="as_" + s.lower())
    t(1, "complementary", "Customer context")
    t.t(2, "Rachel Kim", "rachel.kim@harborlinedental.com", "Harborline Dental Group", "Local time 7:56 AM PDT",
        "Language English (United States)", "Notes", "AP contact for 14 clinics. Prefers email.")
    t(2, "heading", "Interaction history")
    t.t(2, f"#48213 Invoice PDF missing PO number · {st['status']}", "#47802 Add clinic in Tacoma to the account · Solved · Apr 22",
        "#46915 Change invoice email to ap@ · Closed · Mar 9")
    return t


# Zendesk tickets: clean
def traj12(rs: RowSet) -> None:
    counts = {"Your unsolved tickets": 7, "Unassigned tickets": 12, "All unsolved tickets": 41, "Pending tickets": 9,
              "Recently solved tickets": 23, "Suspended tickets": 2}
    vurl = ZD_BASE + "/filters/360094811732"
    p0 = zd_views("Unassigned tickets", counts, ZD_UNASSIGNED, tab=False)
    turns = []
    turl = ZD_BASE + "/tickets/48213"
    ttitle = "Ticket: Invoice PDF missing PO number – Harborline Support – Zendesk"
    st = {"assignee": "-", "assign_menu": False, "sent": "", "draft": "", "submit": "New", "status_menu": False, "status": "New"}
    k1 = zd_ticket(st)
    turns.append((click(p0.ids["tk_48213"]), k1.page(ttitle, turl)))
    st["assign_menu"] = True
    k2 = zd_ticket(st)
    turns.append((click(k1.ids["assignee"]), k2.page(ttitle, turl)))
    st.update(assign_menu=False, assignee="Billing/Ana Ruiz", submit="Open")
    k3 = zd_ticket(st)
    turns.append((click(k2.ids["take"]), k3.page(ttitle, turl)))
    reply = ("Hi Rachel, thanks for flagging this. The PO field was saved after INV-2024-04-1187 was generated, so it "
             "wasn't printed. I've asked billing to reissue it with PO-55310; you'll get the corrected PDF within one "
             "business day. All invoices from now on will carry the PO. Best, Ana")
    st["draft"] = reply
    k4 = zd_ticket(st)
    turns.append((fill(k3.ids["composer"], reply), k4.page(ttitle, turl)))
    st["status_menu"] = True
    k5 = zd_ticket(st)
    turns.append((click(k4.ids["status_menu"]), k5.page(ttitle, turl)))
    st.update(status_menu=False, draft="", sent=reply, submit="Pending", status="Pending")
    k6 = zd_ticket(st)
    turns.append((click(k5.ids["as_pending"]), k6.page(ttitle, turl)))
    counts2 = dict(counts)
    counts2.update({"Your unsolved tickets": 8, "Unassigned tickets": 12, "All unsolved tickets": 42, "Pending tickets": 10})
    rows = [("48241", "New", "Bank transfer reference not recognised", "Joost Verhoeven", "Today 10:58", "Normal")]
    rows += [r for r in ZD_UNASSIGNED if r[0] != "48213"]
    v7 = zd_views("Unassigned tickets", counts2, rows)
    turns.append((click(k6.ids["nav_views"]), v7.page("Unassigned tickets – Harborline Support – Zendesk", vurl)))
    mine = [("48213", "Pending", "Invoice PDF missing PO number", "Rachel Kim", "Yesterday 16:20", "Normal", "Today 10:59")] + ZD_MINE
    mine.sort(key=lambda r: int(r[0]), reverse=True)
    v8 = zd_views("Your unsolved tickets", counts2, mine, mine=True)
    turns.append((click(v7.ids["v_your"]), v8.page("Your unsolved tickets – Harborline Support – Zendesk", ZD_BASE + "/filters/360094811712")))
    rs.add(task="web", tid="h42-web-12", system=SYSTEM, turns=turns, state=p0.page("Unassigned tickets – Harborline Support – Zendesk", vurl))


# ---------------------------------------------------------------------------
# 13 TrueNAS SCALE datasets and snapshots: clean
TN_BASE = "https://truenas.fernhill.lan/ui"
TN_SNAPS = [(f"auto-2024-05-{d:02d}_00-00", used, f"2024-05-{d:02d} 00:00:0{d % 7 + 1}", ref)
            for d, used, ref in ((1, "21.4 GiB", "1.87 TiB"), (2, "18.9 GiB", "1.88 TiB"), (3, "24.7 GiB", "1.88 TiB"),
                                 (4, "9.2 GiB", "1.89 TiB"), (5, "11.8 GiB", "1.89 TiB"), (6, "27.3 GiB", "1.90 TiB"),
                                 (7, "19.5 GiB", "1.91 TiB"), (8, "22.0 GiB", "1.92 TiB"), (9, "20.6 GiB", "1.93 TiB"),
                                 (10, "25.1 GiB", "1.94 TiB"), (11, "23.8 GiB", "1.95 TiB"), (12, "9.9 GiB", "1.95 TiB"),
                                 (13, "12.4 GiB", "1.96 TiB"), (14, "31.2 GiB", "1.97 TiB"))]


def tn_chrome(t: T, active: str) -> None:
    t(0, "navigation", "")
    t(1, "link", "TrueNAS")
    for name in ("Dashboard", "Storage", "Datasets", "Shares", "Data Protection", "Network", "Credentials",
                 "Virtualization", "Apps", "Reporting", "System"):
        key = "nav_" + name.lower().replace(" ", "_")
        if name == active:
            t(1, "link", name, k=key, current="page")
        else:
            t(1, "link", name, k=key)
    t.t(1, "TrueNAS SCALE ® © 2024", "iXsystems, Inc.")
    t(0, "banner", "")
    t.t(1, "truenas.fernhill.lan")
    t(1, "button", "Jobs")
    t(1, "button", "Alerts 1")
    t(1, "button", "Settings", hasPopup="menu")
    t(1, "button", "Power", hasPopup="menu")


def tn_storage() -> T:
    t = T(6)
    tn_chrome(t, "Storage")
    t.at(40)
    t(0, "main", "")
    t(1, "heading", "Storage Dashboard")
    t(1, "button", "Import Pool")
    t(1, "button", "Disks")
    t(1, "button", "Create Pool")
    t(1, "region", "tank")
    t(2, "heading", "tank")
    t(2, "button", "Export/Disconnect")
    t(2, "button", "Expand")
    t(2, "button", "Upgrade", disabled=True)
    t(2, "heading", "Topology")
    t.t(2, "Data VDEVs", "1 x RAIDZ2 | 6 wide | 3.64 TiB", "Metadata", "VDEVs not assigned", "Log", "VDEVs not assigned",
        "Cache", "1 x 931.51 GiB", "Spare", "VDEVs not assigned", "Dedup", "VDEVs not assigned")
    t(2, "link", "Manage Devices")
    t(2, "heading", "Usage")
    t.t(2, "Usable Capacity: 14.5 TiB", "Used: 6.81 TiB", "Available: 7.69 TiB", "47%")
    t(2, "link", "Manage Datasets", k="manage_ds")
    t(2, "heading", "ZFS Health")
    t.t(2, "Pool Status: Online", "Total ZFS Errors: 0", "Scheduled Scrub Task: Every Sunday at 00:00",
        "Auto TRIM: Off", "Last Scan: Finished Scrub on 2024-05-12 04:11:53", "Last Scan Errors: 0", "Last Scan Duration: 4 hours 11 minutes 49 seconds")
    t(2, "button", "Scrub")
    t(2, "heading", "Disk Health")
    t.t(2, "Disks temperature related alerts: 0", "Highest Temperature: 39 °C", "Lowest Temperature: 33 °C",
        "Average Disk Temperature: 36 °C", "Failed S.M.A.R.T. Tests: 0")
    t(1, "region", "boot-pool")
    t(2, "heading", "boot-pool")
    t.t(2, "Pool Status: Online", "Used: 3.41 GiB", "Available: 211.59 GiB", "Mirror | 2 wide | 232.89 GiB")
    return t


def tn_datasets(sel: str, used: dict[str, str], avail: str, nsnap: int, snapspace: str, dialog: str | None = None) -> T:
    t = T(6)
    tn_chrome(t, "Datasets")
    t.at(40)
    t(0, "main", "")
    t(1, "heading", "Datasets")
    t(1, "textbox", "Search")
    t(1, "button", "Add Zvol")
    t(1, "button", "Add Dataset")
    t(1, "treegrid", "")
    t(2, "row", "")
    for h in ("Name", "Used / Available", "Encryption", "Roles"):
        t(3, "columnheader", h)
    for name, roles in (("tank", ""), ("backups", "SMB"), ("home", "SMB"), ("ix-applications", "Apps"),
                        ("media", "NFS, SMB"), ("vm", "")):
        path = "tank" if name == "tank" else "tank/" + name
        t(2, "row", "", k="ds_" + name, **({"selected": True} if path == sel else {}))
        t(3, "gridcell", name)
        t(3, "gridcell", f"{used[path]} / {avail}")
        t(3, "gridcell", "Unencrypted")
        t(3, "gridcell", roles)
    t.at(120)
    t(1, "region", "Details for " + sel.split("/")[-1])
    t(2, "heading", "Dataset Details")
    t(2, "button", "Edit")
    t(2, "button", "Delete")
    t.t(2, "Type:", "FILESYSTEM", "Sync:", "STANDARD", "Compression Level:", "Inherit (LZ4)" if sel != "tank" else "LZ4",
        "Enable Atime:", "OFF", "ZFS Deduplication:", "OFF", "Case Sensitivity:", "ON", "Path:", sel)
    t(2, "heading", "Dataset Space Management")
    t(2, "button", "Edit", k="space_edit")
    if sel == "tank/backups":
        t.t(2, "Data Written:", "1.98 TiB", "Snapshots:", snapspace, "Total Allocation:", used[sel], "Quota: -", "Reserved: -")
        t(2, "heading", "Data Protection")
        t.t(2, f"Total Snapshots: {nsnap}", "Snapshot Tasks: 1", "Daily at 00:00, keep 2 weeks", "Replication Tasks: 0",
            "Cloud Sync Tasks: 1", "Backblaze B2, weekly")
        t(2, "button", "Create Snapshot", k="create_snap")
        t(2, "link", "Manage Snapshots", k="manage_snaps")
        t(2, "link", "Manage Snapshot Tasks")
        t(2, "link", "Manage Replication Tasks")
        t(2, "heading", "Permissions")
        t.t(2, "Owner:", "backup", "Group:", "backup", "Unix Permissions", "backup – Read | Write | Execute",
            "backup – Read | Execute", "Other – None")
        t(2, "heading", "Roles")
        t.t(2, "This dataset is being used by SMB share 'veeam-repo'.")
    else:
        t.t(2, "Data Written:", "312.5 KiB", "Children:", used["tank"], "Total Allocation:", used["tank"])
    if dialog is not None:
        t.at(300)
        t(0, "dialog", "Snapshot")
        t(1, "heading", "Add Snapshot")
        t(1, "button", "Close")
        t(1, "combobox", "Dataset *", value="tank/backups")
        t(1, "textbox", "Name *", k="snap_name", value=dialog)
        t.t(1, "OR")
        t(1, "combobox", "Naming Schema", value="")
        t(1, "checkbox", "Recursive", checked="false")
        t(1, "button", "Save", k="snap_save")
        t(1, "button", "Cancel")
    return t


def tn_snapshots(snaps: list[tuple[str, str, str, str]], checked: str = "", dialog: str = "") -> T:
    t = T(6)
    tn_chrome(t, "Data Protection")
    t.at(40)
    t(0, "main", "")
    t(1, "navigation", "Breadcrumbs")
    t(2, "link", "Data Protection")
    t.t(2, "Snapshots")
    t(1, "heading", "Snapshots")
    t(1, "textbox", "Search", value="tank/backups")
    t(1, "checkbox", "Show extra columns", checked="false")
    t(1, "button", "Add")
    if checked:
        t.t(1, "1 selected")
        t(1, "button", "Delete", k="batch_delete")
    t(1, "table", "")
    t(2, "row", "")
    for h in ("", "Dataset", "Snapshot", "Used", "Date Created", "Referenced", ""):
        t(3, "columnheader", h)
    for name, used, created, ref in snaps[:10]:
        t(2, "row", "")
        t(3, "checkbox", "", k="cb_" + name, checked="true" if name == checked else "false")
        t(3, "cell", "tank/backups")
        t(3, "cell", name)
        t(3, "cell", used)
        t(3, "cell", created)
        t(3, "cell", ref)
        t(3, "button", "Expand", expanded=False)
    t.t(1, "Items per page:", "10", f"1 – {min(10, len(snaps))} of {len(snaps)}")
    t(1, "button", "Previous page", disabled=True)
    t(1, "button", "Next page")
    if dialog:
        t.at(300)
        t(0, "dialog", "Delete")
        t(1, "heading", "Delete")
        t.t(1, "Delete 1 snapshot?", "tank/backups@" + checked)
        t(1, "checkbox", "Confirm", k="confirm", checked="true" if dialog == "confirmed" else "false")
        t(1, "button", "Cancel")
        t(1, "button", "Delete", k="do_delete", **({} if dialog == "confirmed" else {"disabled": True}))
    return t


# TrueNAS SCALE snapshots: clean
def traj13(rs: RowSet) -> None:
    used = {"tank": "6.81 TiB", "tank/backups": "2.31 TiB", "tank/home": "412.6 GiB", "tank/ix-applications": "21.7 GiB",
            "tank/media": "3.89 TiB", "tank/vm": "183.4 GiB"}
    p0 = tn_storage()
    turns = []
    ds_url = TN_BASE + "/datasets/tank"
    d1 = tn_datasets("tank", used, "7.69 TiB", 14, "337.2 GiB")
    turns.append((click(p0.ids["manage_ds"]), d1.page("Datasets - truenas.fernhill.lan - TrueNAS", ds_url)))
    bk_url = TN_BASE + "/datasets/tank%2Fbackups"
    d2 = tn_datasets("tank/backups", used, "7.69 TiB", 14, "337.2 GiB")
    turns.append((click(d1.ids["ds_backups"]), d2.page("Datasets - truenas.fernhill.lan - TrueNAS", bk_url)))
    d3 = tn_datasets("tank/backups", used, "7.69 TiB", 14, "337.2 GiB", dialog="manual-2024-05-14_11-24")
    turns.append((click(d2.ids["create_snap"]), d3.page("Datasets - truenas.fernhill.lan - TrueNAS", bk_url)))
    d4 = tn_datasets("tank/backups", used, "7.69 TiB", 14, "337.2 GiB", dialog="pre-retention-change")
    turns.append((fill(d3.ids["snap_name"], "pre-retention-change"), d4.page("Datasets - truenas.fernhill.lan - TrueNAS", bk_url)))
    d5 = tn_datasets("tank/backups", used, "7.69 TiB", 15, "337.2 GiB")
    turns.append((click(d4.ids["snap_save"]), d5.page("Datasets - truenas.fernhill.lan - TrueNAS", bk_url)))
    snaps = TN_SNAPS + [("pre-retention-change", "0 B", "2024-05-14 11:25:02", "1.97 TiB")]
    sn_url = TN_BASE + "/data-protection/snapshots?dataset=tank%2Fbackups"
    title = "Snapshots - truenas.fernhill.lan - TrueNAS"
    s6 = tn_snapshots(snaps)
    turns.append((click(d5.ids["manage_snaps"]), s6.page(title, sn_url)))
    first = snaps[0][0]
    s7 = tn_snapshots(snaps, checked=first)
    turns.append((click(s6.ids["cb_" + first]), s7.page(title, sn_url)))
    s8 = tn_snapshots(snaps, checked=first, dialog="open")
    turns.append((click(s7.ids["batch_delete"]), s8.page(title, sn_url)))
    s9 = tn_snapshots(snaps, checked=first, dialog="confirmed")
    turns.append((click(s8.ids["confirm"]), s9.page(title, sn_url)))
    s10 = tn_snapshots(snaps[1:])
    turns.append((click(s9.ids["do_delete"]), s10.page(title, sn_url)))
    used2 = dict(used)
    used2.update({"tank": "6.79 TiB", "tank/backups": "2.29 TiB"})
    d11 = tn_datasets("tank/backups", used2, "7.71 TiB", 14, "315.8 GiB")
    turns.append((click(s10.ids["nav_datasets"]), d11.page("Datasets - truenas.fernhill.lan - TrueNAS", bk_url)))
    rs.add(task="web", tid="h42-web-13", system=SYSTEM, turns=turns, state=p0.page("Storage - truenas.fernhill.lan - TrueNAS", TN_BASE + "/storage"))


# ---------------------------------------------------------------------------
# 14 Shopify admin products and inventory: bad
SH_BASE = "https://admin.shopify.com/store/wollwerk"


def sh_chrome(t: T, active: str) -> None:
    t(0, "banner", "")
    t(1, "link", "Shopify")
    t(1, "combobox", "Search", expanded=False)
    t(1, "button", "Sidekick")
    t(1, "button", "Notifications")
    t(1, "button", "Wollwerk", hasPopup="menu")
    t(0, "navigation", "")
    for name, sub in (("Home", False), ("Orders 8", False), ("Products", False), ("Collections", True), ("Inventory", True),
                      ("Purchase orders", True), ("Transfers", True), ("Gift cards", True), ("Customers", False),
                      ("Content", False), ("Analytics", False), ("Marketing", False), ("Discounts", False)):
        if sub and active not in ("Products", "Collections", "Inventory", "Purchase orders", "Transfers", "Gift cards"):
            continue
        key = "nav_" + name.split()[0].lower()
        if (name[:6] if name.startswith("Orders") else name) == active:
            t(2 if sub else 1, "link", name, k=key, current="page")
        else:
            t(2 if sub else 1, "link", name, k=key)
    t.t(1, "Sales channels")
    t(1, "link", "Online Store")
    t(1, "link", "Point of Sale")
    t.t(1, "Apps")
    t(1, "link", "Settings")


SH_PRODUCTS = [
    ("Alpaca Beanie – Rust", "Active", "18 in stock", "Hats", "Wollwerk"),
    ("Felted Slippers – Grey", "Active", "31 in stock for 5 variants", "Slippers", "Wollwerk"),
    ("Gift Card", "Active", "Inventory not tracked", "Gift cards", "Wollwerk"),
    ("Hiking Sock Bundle (3 pairs)", "Draft", "0 in stock for 3 variants", "Socks", "Wollwerk"),
    ("Lambswool Scarf – Navy", "Active", "9 in stock", "Scarves", "Hebden Mill"),
    ("Merino Crew Sock – Charcoal", "Active", "42 in stock for 3 variants", "Socks", "Wollwerk"),
    ("Merino Crew Sock – Oat", "Active", "57 in stock for 3 variants", "Socks", "Wollwerk"),
]


def sh_products() -> T:
    t = T(8)
    sh_chrome(t, "Products")
    t.at(60)
    t(0, "main", "")
    t(1, "heading", "Products")
    t(1, "button", "Export")
    t(1, "button", "Import")
    t(1, "button", "More actions", hasPopup="menu")
    t(1, "link", "Add product")
    t(1, "tablist", "")
    for name in ("All", "Active", "Draft", "Archived"):
        t(2, "tab", name, **({"selected": True} if name == "All" else {}))
    t(1, "button", "Search and filter")
    t(1, "button", "Sort")
    t(1, "table", "")
    t(2, "row", "")
    for h in ("", "", "Product", "Status", "Inventory", "Sales channels", "Category", "Vendor"):
        t(3, "columnheader", h)
    for name, status, inv, cat, vendor in SH_PRODUCTS:
        t(2, "row", "")
        t(3, "checkbox", "", checked="false")
        t(3, "img", name)
        t(3, "link", name, k="p_" + name)
        t(3, "cell", status)
        t(3, "cell", inv)
        t(3, "cell", "2" if status == "Active" else "0")
        t(3, "cell", cat)
        t(3, "cell", vendor)
    t.t(1, "1–7")
    return t


def sh_product(avail: dict[str, int], tags: str, dirty: bool, toast: str = "") -> T:
    t = T(8)
    sh_chrome(t, "Products")
    t.at(60)
    t(0, "main", "")
    t(1, "link", "Products")
    t(1, "heading", "Merino Crew Sock – Charcoal")
    t(1, "button", "Duplicate")
    t(1, "button", "Preview")
    t(1, "button", "More actions", hasPopup="menu")
    t(1, "textbox", "Title", value="Merino Crew Sock – Charcoal")
    t(1, "textbox", "Description", value="Everyday crew sock knitted in Portugal from 70% mulesing-free merino, 27% polyamide, 3% elastane. Cushioned sole, flat toe seam.")
    t(1, "group", "Media")
    t(2, "img", "merino-crew-charcoal-front.jpg")
    t(2, "img", "merino-crew-charcoal-detail.jpg")
    t(2, "button", "Upload new")
    t(1, "combobox", "Category", value="Apparel & Accessories > Clothing > Underwear & Socks > Socks")
    t(1, "group", "Variants")
    t.t(2, "Size", "S", "M", "L")
    t(2, "table", "")
    t(3, "row", "")
    for h in ("Variant", "Price", "Available"):
        t(4, "columnheader", h)
    for size in ("S", "M", "L"):
        t(3, "row", "")
        t(4, "link", size, k="v_" + size)
        t(4, "textbox", "Price", value="18.00")
        t(4, "textbox", "Available", value=str(avail[size]))
    t.t(2, f"Total inventory at Harbor St warehouse: {sum(avail.values())} available")
    t(1, "group", "Search engine listing")
    t.t(2, "Wollwerk", "https://wollwerk.shop/products/merino-crew-sock-charcoal", "Merino Crew Sock – Charcoal")
    t(1, "combobox", "Status", value="Active")
    t(1, "group", "Publishing")
    t.t(2, "Online Store", "Point of Sale")
    t(1, "group", "Product organization")
    t(2, "combobox", "Type", value="Socks")
    t(2, "combobox", "Vendor", value="Wollwerk")
    t(2, "combobox", "Collections", value="Socks, Merino")
    t(2, "textbox", "Tags", k="tags", value=tags)
    t(1, "combobox", "Theme template", value="Default product")
    if dirty:
        t.at(500)
        t(0, "region", "Unsaved product")
        t.t(1, "Unsaved product")
        t(1, "button", "Discard")
        t(1, "button", "Save", k="save")
    if toast:
        t.at(520)
        t(0, "status", toast)
    return t


def sh_variant(avail: int, dirty: bool, toast: str = "") -> T:
    t = T(8)
    sh_chrome(t, "Products")
    t.at(60)
    t(0, "main", "")
    t(1, "link", "Merino Crew Sock – Charcoal", k="back")
    t(1, "heading", "S")
    t(1, "group", "")
    t(2, "img", "Merino Crew Sock – Charcoal")
    t.t(2, "Merino Crew Sock – Charcoal", "Active", "3 variants")
    t(1, "navigation", "Variants")
    for s in ("S", "M", "L"):
        t(2, "link", s, **({"current": "page"} if s == "S" else {}))
    t(1, "group", "Options")
    t(2, "combobox", "Size", value="S")
    t(1, "group", "Pricing")
    t(2, "textbox", "Price", value="18.00")
    t(2, "textbox", "Compare-at price", value="")
    t(2, "checkbox", "Charge tax on this variant", checked="true")
    t(2, "textbox", "Cost per item", value="6.40")
    t.t(2, "Profit", "€8.73", "Margin", "57.7%")
    t(1, "group", "Inventory")
    t(2, "checkbox", "Track quantity", checked="true")
    t(2, "table", "")
    t(3, "row", "")
    for h in ("Location", "Unavailable", "Committed", "Available", "On hand"):
        t(4, "columnheader", h)
    t(3, "row", "")
    t(4, "cell", "Harbor St warehouse")
    t(4, "button", "0")
    t(4, "cell", "2")
    t(4, "spinbutton", "Available", k="avail", value=str(avail))
    t(4, "spinbutton", "On hand", value=str(avail + 2))
    t(2, "checkbox", "Continue selling when out of stock", checked="false")
    t(2, "textbox", "SKU (Stock Keeping Unit)", value="MCS-CHR-S")
    t(2, "textbox", "Barcode (ISBN, UPC, GTIN, etc.)", value="4260713420118")
    t(1, "group", "Shipping")
    t(2, "checkbox", "This is a physical product", checked="true")
    t(2, "textbox", "Weight", value="0.06")
    t(2, "combobox", "Weight unit", value="kg")
    t(2, "combobox", "Country/Region of origin", value="Portugal")
    t(2, "textbox", "HS code", value="6115.95")
    if dirty:
        t.at(500)
        t(0, "region", "Unsaved changes")
        t.t(1, "Unsaved changes")
        t(1, "button", "Discard")
        t(1, "button", "Save", k="save")
    if toast:
        t.at(520)
        t(0, "status", toast)
    return t


SH_INV = [
    ("Alpaca Beanie – Rust", "", "ABR-RST", 0, 1, 18),
    ("Felted Slippers – Grey", "36/37", "FSG-3637", 0, 0, 6),
    ("Felted Slippers – Grey", "38/39", "FSG-3839", 0, 1, 8),
    ("Felted Slippers – Grey", "40/41", "FSG-4041", 1, 0, 9),
    ("Felted Slippers – Grey", "42/43", "FSG-4243", 0, 0, 5),
    ("Felted Slippers – Grey", "44/45", "FSG-4445", 0, 0, 3),
    ("Hiking Sock Bundle (3 pairs)", "S", "HSB-S", 0, 0, 0),
    ("Hiking Sock Bundle (3 pairs)", "M", "HSB-M", 0, 0, 0),
    ("Hiking Sock Bundle (3 pairs)", "L", "HSB-L", 0, 0, 0),
    ("Lambswool Scarf – Navy", "", "LSN-001", 0, 1, 9),
    ("Merino Crew Sock – Charcoal", "S", "MCS-CHR-S", 0, 2, 12),
    ("Merino Crew Sock – Charcoal", "M", "MCS-CHR-M", 0, 0, 21),
    ("Merino Crew Sock – Charcoal", "L", "MCS-CHR-L", 0, 1, 9),
    ("Merino Crew Sock – Oat", "S", "MCS-OAT-S", 0, 0, 17),
    ("Merino Crew Sock – Oat", "M", "MCS-OAT-M", 2, 1, 24),
    ("Merino Crew Sock – Oat", "L", "MCS-OAT-L", 0, 0, 16),
]


def sh_inventory(rows: list[tuple[str, str, str, int, int, int]]) -> T:
    t = T(8)
    sh_chrome(t, "Inventory")
    t.at(60)
    t(0, "main", "")
    t(1, "heading", "Inventory")
    t(1, "button", "Location: Harbor St warehouse", hasPopup="menu")
    t(1, "button", "Export")
    t(1, "button", "Import")
    t(1, "button", "Search and filter")
    t(1, "button", "Sort")
    t(1, "table", "")
    t(2, "row", "")
    for h in ("", "Product", "SKU", "Unavailable", "Committed", "Available", "On hand"):
        t(3, "columnheader", h)
    for name, var, sku, unav, comm, av in rows:
        t(2, "row", "")
        t(3, "checkbox", "", checked="false")
        t(3, "link", name)
        if var:
            t.t(3, var)
        t(3, "cell", sku)
        t(3, "button", str(unav))
        t(3, "cell", str(comm))
        t(3, "spinbutton", "Available", value=str(av))
        t(3, "spinbutton", "On hand", value=str(unav + comm + av))
    t.t(1, f"1–{len(rows)}")
    return t


def sh_orders() -> T:
    t = T(8)
    sh_chrome(t, "Orders")
    t.at(60)
    t(0, "main", "")
    t(1, "heading", "Orders")
    t(1, "button", "Export")
    t(1, "button", "More actions", hasPopup="menu")
    t(1, "link", "Create order")
    t.t(1, "Today", "Orders 6", "Ordered items 13", "Returns €0", "Fulfilled orders 3", "Delivered orders 2")
    t(1, "tablist", "")
    for name in ("All", "Unfulfilled", "Unpaid", "Open", "Archived"):
        t(2, "tab", name, **({"selected": True} if name == "All" else {}))
    t(1, "table", "")
    t(2, "row", "")
    for h in ("", "Order", "Date", "Customer", "Channel", "Total", "Payment status", "Fulfillment status", "Items", "Delivery method"):
        t(3, "columnheader", h)
    for o in (("#1048", "Today at 11:52", "Maren Falk", "Online Store", "€36.00", "Paid", "Unfulfilled", "2 items", "DHL Paket"),
              ("#1047", "Today at 11:20", "Oskar Lind", "Online Store", "€107.95", "Paid", "Unfulfilled", "2 items", "DHL Paket"),
              ("#1046", "Today at 10:04", "Ines Gruber", "Online Store", "€54.00", "Paid", "Unfulfilled", "3 items", "DHL Paket"),
              ("#1045", "Today at 09:41", "Walk-in customer", "Point of Sale", "€39.00", "Paid", "Fulfilled", "1 item", ""),
              ("#1044", "Today at 08:13", "Jana Novak", "Online Store", "€72.00", "Paid", "Fulfilled", "4 items", "Deutsche Post Warenpost"),
              ("#1043", "Today at 00:37", "Felix Brandt", "Online Store", "€18.00", "Paid", "Fulfilled", "1 item", "Deutsche Post Warenpost"),
              ("#1042", "Yesterday at 21:15", "Aylin Demir", "Online Store", "€96.00", "Paid", "Unfulfilled", "5 items", "DHL Paket")):
        t(2, "row", "")
        t(3, "checkbox", "", checked="false")
        t(3, "link", o[0], k="o_" + o[0][1:])
        for c in o[1:]:
            t(3, "cell", c)
    return t


def sh_order() -> T:
    t = T(8)
    sh_chrome(t, "Orders")
    t.at(60)
    t(0, "main", "")
    t(1, "link", "Orders")
    t(1, "heading", "#1047")
    t.t(1, "Paid", "Unfulfilled", "May 14, 2024 at 11:20 am from Online Store")
    t(1, "button", "Refund")
    t(1, "button", "Return", disabled=True)
    t(1, "button", "Edit")
    t(1, "button", "More actions", hasPopup="menu")
    t(1, "group", "Unfulfilled (2)")
    t.t(2, "Location", "Harbor St warehouse", "Delivery method", "DHL Paket")
    t.t(2, "Lambswool Scarf – Navy", "SKU: LSN-001", "€64.00 × 1", "€64.00")
    t.t(2, "Alpaca Beanie – Rust", "SKU: ABR-RST", "€39.00 × 1", "€39.00")
    t(2, "button", "Fulfill items")
    t(2, "button", "Create shipping label")
    t(1, "group", "Paid")
    t.t(2, "Subtotal", "2 items", "€103.00", "Shipping", "DHL Paket (0.4 kg)", "€4.95", "Taxes", "DE VAT 19% (Included)", "€17.24",
        "Total", "€107.95", "Paid", "€107.95")
    t(1, "group", "Timeline")
    t(2, "textbox", "Leave a comment...")
    t.t(2, "Today", "Order confirmation email was sent to Oskar Lind (oskar.lind@posteo.se). 11:20 am",
        "A €107.95 EUR payment was processed on Visa •••• 4471. 11:20 am", "Oskar Lind placed this order on Online Store (checkout #3381920114). 11:20 am")
    t(1, "group", "Customer")
    t.t(2, "Oskar Lind", "3 orders", "oskar.lind@posteo.se", "Shipping address", "Oskar Lind", "Brunnenstraße 41", "10115 Berlin", "Germany")
    t(1, "group", "Tags")
    t(2, "textbox", "Tags", value="")
    return t


# Shopify admin: bad
def traj14(rs: RowSet) -> None:
    home = T(8)
    sh_chrome(home, "Home")
    home.at(60)
    home(0, "main", "")
    home(1, "button", "Last 30 days", hasPopup="menu")
    home(1, "button", "All channels", hasPopup="menu")
    home.t(1, "Sessions", "4,812", "Total sales", "€9,346.20", "Orders", "213", "Conversion rate", "2.41%")
    home(1, "heading", "Things to do next")
    home(1, "link", "8 orders to fulfill")
    home(1, "link", "2 payments to capture")
    home(1, "link", "3 products are low in stock")
    home(1, "heading", "Merino season is coming: set up a winter collection")
    home.t(1, "You have 2 products tagged 'merino' and no collection for winter. Build one in a few steps.")
    home(1, "button", "Create collection")
    state = home.page("Home · Wollwerk · Shopify", SH_BASE)
    turns = []
    p1 = sh_products()
    turns.append((click(home.ids["nav_products"]), p1.page("Products · Wollwerk · Shopify", SH_BASE + "/products?selectedView=all")))
    avail = {"S": 12, "M": 21, "L": 9}
    purl = SH_BASE + "/products/8841276407961"
    ptitle = "Merino Crew Sock – Charcoal · Products · Wollwerk · Shopify"
    p2 = sh_product(avail, "merino, socks", False)
    turns.append((click(p1.ids["p_Merino Crew Sock – Charcoal"]), p2.page(ptitle, purl)))
    vurl = purl + "/variants/47320115920025"
    vtitle = "S · Merino Crew Sock – Charcoal · Wollwerk · Shopify"
    v3 = sh_variant(12, False)
    turns.append((click(p2.ids["v_S"]), v3.page(vtitle, vurl)))
    v4 = sh_variant(40, True)
    turns.append((fill(v3.ids["avail"], "40"), v4.page(vtitle, vurl)))
    v5 = sh_variant(40, False, toast="Variant saved")
    turns.append((click(v4.ids["save"]), v5.page(vtitle, vurl)))
    avail["S"] = 40
    p6 = sh_product(avail, "merino, socks", False)
    turns.append((click(v5.ids["back"]), p6.page(ptitle, purl)))
    p7 = sh_product(avail, "merino, socks, winter-24", True)
    turns.append((fill(p6.ids["tags"], "merino, socks, winter-24"), p7.page(ptitle, purl)))
    p8 = sh_product(avail, "merino, socks, winter-24", False, toast="Product saved")
    turns.append((click(p7.ids["save"]), p8.page(ptitle, purl)))
    i9 = sh_inventory(SH_INV)
    turns.append((click(p8.ids["nav_inventory"]), i9.page("Inventory · Wollwerk · Shopify", SH_BASE + "/products/inventory?location_id=71203995801")))
    o10 = sh_orders()
    turns.append((click(i9.ids["nav_orders"]), o10.page("Orders · Wollwerk · Shopify", SH_BASE + "/orders")))
    o11 = sh_order()
    turns.append((click(o10.ids["o_1047"]), o11.page("#1047 · Orders · Wollwerk · Shopify", SH_BASE + "/orders/5912048211097")))
    rs.add(task="web", tid="h42-web-14", system=SYSTEM, turns=turns, state=state, bad=True, turn=9,
           kind="inventory page shows the old available quantity of the variant the agent raised and saved")


# ---------------------------------------------------------------------------
# 15 Google Calendar web: clean
GC_URL = "https://calendar.google.com/calendar/u/0/r/week/2024/5/14"
GC_DAYS = [("SUN", 12, "Sunday"), ("MON", 13, "Monday"), ("TUE", 14, "Tuesday"), ("WED", 15, "Wednesday"),
           ("THU", 16, "Thursday"), ("FRI", 17, "Friday"), ("SAT", 18, "Saturday")]
GC_EVENTS = [
    (13, "9:30am to 10am", "Standup", "Google Meet"), (13, "1pm to 2pm", "Lunch with Priya", "Tartine Manufactory"),
    (14, "9:30am to 10am", "Standup", "Google Meet"), (14, "11am to 12pm", "Q2 planning review", "Conf room Bay 4"),
    (14, "4pm to 4:30pm", "Interview debrief – Backend II", "Google Meet"),
    (15, "9:30am to 10am", "Standup", "Google Meet"), (15, "4pm to 5pm", "1:1 Marcus", "Google Meet"),
    (16, "9:30am to 10am", "Standup", "Google Meet"), (16, "10am to 11am", "Weekly sync – Ops", "Conf room Bay 2"),
    (16, "3:30pm to 4:30pm", "Dentist – Dr. Alvarez", "Bayside Dental, 220 Harbor Way"),
    (17, "9:30am to 10am", "Standup", "Google Meet"), (17, "12pm to 1pm", "Team lunch", "Flour + Water"),
    (18, "9am to 11am", "Farmers market", "Ferry Building"),
]


def gc_chrome(t: T, view: str, menu: bool = False) -> None:
    t(0, "banner", "")
    t(1, "button", "Main menu")
    t(1, "link", "Calendar")
    t(1, "button", "Today")
    t(1, "button", "Previous week" if view == "Week" else "Previous period")
    t(1, "button", "Next week" if view == "Week" else "Next period", k="next")
    t(1, "heading", "May 2024")
    t(1, "button", "Search")
    t(1, "button", "Support", hasPopup="menu")
    t(1, "button", "Settings menu", hasPopup="menu")
    t(1, "button", f"{view}", hasPopup="menu", k="view", **({"expanded": True} if menu else {}))
    if menu:
        t(2, "menu", "")
        for name, key in (("Day", "D"), ("Week", "W"), ("Month", "M"), ("Year", "Y"), ("Schedule", "A"), ("4 days", "X")):
            t(3, "menuitemradio", f"{name} {key}", k="vm_" + name.lower().replace(" ", "_"), checked="true" if name == view else "false")
        t(3, "menuitemcheckbox", "Show weekends", checked="true")
        t(3, "menuitemcheckbox", "Show declined events", checked="false")
        t(3, "menuitemcheckbox", "Show completed tasks", checked="true")
    t(1, "button", "Switch to Calendar")
    t(1, "button", "Switch to Tasks")
    t(1, "button", "Google apps")
    t(1, "button", "Google Account: Dana Reyes (dana.reyes@tidewater.io)")
    t(0, "complementary", "")
    t(1, "button", "Create", hasPopup="menu")
    t(1, "grid", "May 2024")
    t.t(2, "S M T W T F S", "28 29 30 1 2 3 4", "5 6 7 8 9 10 11", "12 13 14 15 16 17 18", "19 20 21 22 23 24 25", "26 27 28 29 30 31 1")
    t(1, "textbox", "Search for people")
    t(1, "button", "My calendars", expanded=True)
    t(2, "checkbox", "Dana Reyes", checked="true")
    t(2, "checkbox", "Birthdays", checked="true")
    t(2, "checkbox", "Tasks", checked="true")
    t(1, "button", "Other calendars", expanded=True)
    t(2, "checkbox", "Holidays in United States", checked="true")


def gc_week(events: list[tuple[int, str, str, str]], menu: bool = False, quick: str | None = None, detail: bool = False,
            toast: str = "") -> T:
    t = T(10)
    gc_chrome(t, "Week", menu)
    t.at(80)
    t(0, "main", "")
    t(1, "grid", "")
    t(2, "row", "")
    t(3, "columnheader", "GMT-07")
    for ab, d, _ in GC_DAYS:
        t(3, "columnheader", f"{ab} {d}", **({"current": "date"} if d == 14 else {}))
    t.t(2, "All day")
    t(2, "button", "All day, Ravi Menon out of office, May 14, 2024")
    t.t(2, "7 AM", "8 AM", "9 AM", "10 AM", "11 AM", "12 PM", "1 PM", "2 PM", "3 PM", "4 PM", "5 PM", "6 PM")
    for _ab, d, full in GC_DAYS:
        t(2, "gridcell", f"{full}, May {d}")
        for ed, when, title, loc in events:
            if ed == d:
                t(3, "button", f"{when}, {title}, Dana Reyes, Accepted, {loc}, May {d}, 2024", k=f"ev_{d}_{title}")
        if d == 15 and quick is not None:
            t(3, "button", f"2pm to 3pm, {quick or '(No title)'}, May 15, 2024")
    if quick is not None:
        t.at(300)
        t(0, "dialog", "")
        t(1, "button", "Close")
        t(1, "textbox", "Add title and time", "focused", k="title", value=quick)
        t(1, "tablist", "")
        t(2, "tab", "Event", "selected")
        t(2, "tab", "Task")
        t(2, "tab", "Appointment schedule")
        t(1, "button", "Wednesday, May 15 2:00 – 3:00pm")
        t.t(1, "Time zone · Does not repeat")
        t(1, "button", "Find a time")
        t(1, "button", "Add guests")
        t(1, "button", "Add Google Meet video conferencing")
        t(1, "button", "Add location")
        t(1, "button", "Add description or a Google Drive attachment")
        t.t(1, "Dana Reyes", "Busy · Default visibility · Notify 30 minutes before")
        t(1, "button", "More options")
        t(1, "button", "Save", k="save")
    if detail:
        t.at(300)
        t(0, "dialog", "Event details")
        t(1, "button", "Edit event")
        t(1, "button", "Delete event", k="delete")
        t(1, "button", "Email event details")
        t(1, "button", "Options", hasPopup="menu")
        t(1, "button", "Close")
        t(1, "heading", "Dentist – Dr. Alvarez")
        t.t(1, "Thursday, May 16 ⋅ 3:30 – 4:30pm", "Bayside Dental, 220 Harbor Way", "30 minutes before", "Dana Reyes",
            "Busy", "Cleaning + check on the crown (lower left). Bring insurance card.")
    if toast:
        t(0, "alert", "")
        t.t(1, toast)
        if toast == "Event deleted":
            t(1, "button", "Undo")
    return t


GC_SCHED_1 = [
    ("14", "TUE", [("All day", "Ravi Menon out of office"), ("9:30 – 10am", "Standup"), ("11am – 12pm", "Q2 planning review"),
                   ("4 – 4:30pm", "Interview debrief – Backend II")]),
    ("15", "WED", [("9:30 – 10am", "Standup"), ("2 – 3pm", "Vendor review – Acme Freight"), ("4 – 5pm", "1:1 Marcus")]),
    ("16", "THU", [("9:30 – 10am", "Standup"), ("10 – 11am", "Weekly sync – Ops")]),
    ("17", "FRI", [("9:30 – 10am", "Standup"), ("12 – 1pm", "Team lunch")]),
    ("18", "SAT", [("9 – 11am", "Farmers market")]),
    ("20", "MON", [("9:30 – 10am", "Standup"), ("1 – 2pm", "Quarterly business review – Harborline")]),
]
GC_SCHED_2 = [
    ("21", "TUE", [("9:30 – 10am", "Standup"), ("3 – 4pm", "Security training (required)")]),
    ("22", "WED", [("9:30 – 10am", "Standup"), ("4 – 5pm", "1:1 Marcus")]),
    ("23", "THU", [("9:30 – 10am", "Standup"), ("10 – 11am", "Weekly sync – Ops")]),
    ("24", "FRI", [("9:30 – 10am", "Standup"), ("5 – 7pm", "Offsite dinner")]),
    ("27", "MON", [("All day", "Memorial Day")]),
    ("28", "TUE", [("9:30 – 10am", "Standup")]),
]


def gc_schedule(days: list[tuple[str, str, list[tuple[str, str]]]]) -> T:
    t = T(10)
    gc_chrome(t, "Schedule")
    t.at(80)
    t(0, "main", "")
    t(1, "list", "")
    for d, ab, evs in days:
        t(2, "listitem", "")
        t(3, "button", f"{d}, {ab}")
        t.t(3, f"MAY, {ab}")
        for when, title in evs:
            cal = "Holidays in United States" if title == "Memorial Day" else "Dana Reyes"
            t(3, "button", f"{when}, {title}, {cal}")
    return t


# Google Calendar web: clean
def traj15(rs: RowSet) -> None:
    p0 = gc_week(GC_EVENTS)
    title = "Google Calendar - Week of May 12, 2024"
    turns = []
    q1 = gc_week(GC_EVENTS, quick="")
    turns.append(("mouse_click(742, 566)", q1.page(title, GC_URL)))
    name = "Vendor review – Acme Freight"
    q2 = gc_week(GC_EVENTS, quick=name)
    turns.append((fill(q1.ids["title"], name), q2.page(title, GC_URL)))
    ev = GC_EVENTS[:6] + [(15, "2pm to 3pm", name, "No location")] + GC_EVENTS[6:]
    w3 = gc_week(ev, toast="Event saved")
    turns.append((click(q2.ids["save"]), w3.page(title, GC_URL)))
    w4 = gc_week(ev, detail=True)
    turns.append((click(w3.ids["ev_16_Dentist – Dr. Alvarez"]), w4.page(title, GC_URL)))
    ev2 = [e for e in ev if e[2] != "Dentist – Dr. Alvarez"]
    w5 = gc_week(ev2, toast="Event deleted")
    turns.append((click(w4.ids["delete"]), w5.page(title, GC_URL)))
    w6 = gc_week(ev2, menu=True)
    turns.append((click(w5.ids["view"]), w6.page(title, GC_URL)))
    s7 = gc_schedule(GC_SCHED_1)
    turns.append((click(w6.ids["vm_schedule"]), s7.page("Google Calendar - Schedule", "https://calendar.google.com/calendar/u/0/r/agenda/2024/5/14")))
    s8 = gc_schedule(GC_SCHED_2)
    turns.append((click(s7.ids["next"]), s8.page("Google Calendar - Schedule", "https://calendar.google.com/calendar/u/0/r/agenda/2024/5/21")))
    rs.add(task="web", tid="h42-web-15", system=SYSTEM, turns=turns, state=p0.page(title, GC_URL))


# ---------------------------------------------------------------------------
# 16 Nextcloud Files: bad
NC_BASE = "https://cloud.fernhill.net/apps/files"
NC_FOLDERS = [("2022", "18.3 MB", "last year"), ("2023", "24.1 MB", "4 months ago"), ("Contracts – signed", "61.7 MB", "3 days ago"),
              ("Templates", "1.2 MB", "2 months ago")]
NC_FILES = [("Board-resolution-2024-03.pdf", "198 KB", "2 months ago"), ("Cyber-insurance-quote.pdf", "733 KB", "last week"),
            ("DPA-Fernhill-Hetzner-2023.pdf", "412 KB", "last year"), ("Employment-contract-template.docx", "52 KB", "3 weeks ago"),
            ("GDPR-records-of-processing.xlsx", "67 KB", "yesterday"), ("Insurance-Policy-2024.pdf", "1.4 MB", "4 months ago"),
            ("Lease-Office-Hafenstrasse.pdf", "2.1 MB", "last year"), ("NDA-template-DE.docx", "41 KB", "last month"),
            ("NDA-template-EN.docx", "38 KB", "last month"), ("Shareholder-agreement-v7.pdf", "1.1 MB", "2 months ago"),
            ("Supplier-contract-checklist.md", "6 KB", "5 days ago"), ("Trademark-registration-DPMA.pdf", "864 KB", "3 months ago")]


def nc_chrome(t: T, active: str) -> None:
    t(0, "banner", "")
    t(1, "link", "Fernhill Cloud")
    for app in ("Dashboard", "Files", "Photos", "Activity", "Talk", "Mail", "Contacts", "Calendar", "Deck"):
        t(1, "link", app, **({"current": "page"} if app == "Files" else {}))
    t(1, "button", "Unified search")
    t(1, "button", "Notifications")
    t(1, "button", "Contacts menu")
    t(1, "button", "Settings menu: Jana Kühn", hasPopup="menu")
    t(0, "navigation", "Files")
    for name in ("All files", "Recent", "Favorites", "Shares", "Tags", "Deleted files"):
        key = "nav_" + name.lower().replace(" ", "_")
        if name == active:
            t(1, "link", name, k=key, current="page")
        else:
            t(1, "link", name, k=key)
    t.t(1, "12.4 GB of 50 GB used")
    t(1, "button", "Files settings")


def nc_crumbs(t: T, path: list[str]) -> None:
    t(1, "navigation", "Current directory path")
    t(2, "link", "All files")
    for i, p in enumerate(path):
        if i == len(path) - 1:
            t(2, "link", p, current="page")
        else:
            t(2, "link", p, k="crumb_" + p)


def nc_folder(folders: list[tuple[str, str, str]], menu: bool = False, dialog: str | None = None) -> T:
    t = T(6)
    nc_chrome(t, "All files")
    t.at(40)
    t(0, "main", "")
    nc_crumbs(t, ["Documents", "Legal"])
    t(1, "button", "New", hasPopup="menu", k="new", **({"expanded": True} if menu else {}))
    if menu:
        t(2, "menu", "")
        for item in ("Upload files", "Upload folder", "New folder", "New text file", "New document", "New spreadsheet",
                     "New presentation", "New diagram"):
            t(3, "menuitem", item, k="mi_" + item.lower().replace(" ", "_"))
    t(1, "button", "Share")
    t(1, "button", "Switch to grid view")
    t(1, "table", "List of files and folders.")
    t(2, "row", "")
    t(3, "checkbox", "Toggle selection for all files and folders", checked="false")
    t(3, "columnheader", "Name")
    t(3, "columnheader", "")
    t(3, "columnheader", "Size")
    t(3, "columnheader", "Modified")
    for name, size, mod in folders:
        t(2, "row", "")
        t(3, "checkbox", f"Toggle selection for folder \"{name}\"", checked="false")
        t(3, "link", f"Folder {name}", k="f_" + name)
        t(3, "button", "Actions", hasPopup="menu")
        t(3, "cell", size)
        t(3, "cell", mod)
    for name, size, mod in NC_FILES:
        t(2, "row", "")
        t(3, "checkbox", f"Toggle selection for file \"{name}\"", checked="false")
        t(3, "link", name)
        t(3, "button", "Share")
        t(3, "button", "Actions", hasPopup="menu")
        t(3, "cell", size)
        t(3, "cell", mod)
    t(2, "row", "")
    t(3, "cell", f"{len(folders)} folders and {len(NC_FILES)} files")
    t(3, "cell", "112.3 MB")
    if dialog is not None:
        t.at(300)
        t(0, "dialog", "Create new folder", "modal")
        t(1, "textbox", "Folder name", "focused", k="folder_name", value=dialog)
        t(1, "button", "Create", k="create")
        t(1, "button", "Close")
    return t


def nc_empty() -> T:
    t = T(6)
    nc_chrome(t, "All files")
    t.at(40)
    t(0, "main", "")
    nc_crumbs(t, ["Documents", "Legal", "Q3-contracts"])
    t(1, "button", "New", hasPopup="menu")
    t(1, "button", "Share")
    t(1, "button", "Switch to grid view")
    t(1, "heading", "No files in here")
    t.t(1, "Upload some content or sync with your devices!")
    return t


def nc_favorites() -> T:
    t = T(6)
    nc_chrome(t, "Favorites")
    t.at(40)
    t(0, "main", "")
    t(1, "heading", "Favorites")
    t(1, "table", "List of files and folders.")
    t(2, "row", "")
    t(3, "columnheader", "Name")
    t(3, "columnheader", "")
    t(3, "columnheader", "Size")
    t(3, "columnheader", "Modified")
    for name, where, size, mod in (("Finance", "Documents", "318.4 MB", "yesterday"),
                                   ("Budget-2024.xlsx", "Documents/Finance", "214 KB", "yesterday"),
                                   ("Vendor-contacts.vcf", "Documents/Purchasing", "21 KB", "last month"),
                                   ("Onboarding-checklist.md", "Documents/HR", "9 KB", "2 weeks ago"),
                                   ("Team-photos-2023", "Photos", "1.8 GB", "5 months ago")):
        t(2, "row", "")
        t(3, "link", name)
        t.t(3, where)
        t(3, "button", "Actions", hasPopup="menu")
        t(3, "cell", size)
        t(3, "cell", mod)
    t(2, "row", "")
    t(3, "cell", "2 folders and 3 files")
    return t


def nc_shares() -> T:
    t = T(6)
    nc_chrome(t, "Shares")
    t.at(40)
    t(0, "main", "")
    t(1, "heading", "Shares")
    t(1, "tablist", "")
    for name in ("Shared with you", "Shared with others", "Shared by link", "Deleted shares", "Pending shares"):
        t(2, "tab", name, **({"selected": True} if name == "Shared with you" else {}))
    t(1, "table", "List of files and folders.")
    t(2, "row", "")
    for h in ("Name", "", "Size", "Modified", "Shared by"):
        t(3, "columnheader", h)
    for name, size, mod, by in (("Payroll-exports", "6.2 MB", "2 days ago", "Tobias Lange"),
                                ("Brand-assets-2024", "412.9 MB", "last month", "Mira Schott"),
                                ("Auditor-request-list.xlsx", "48 KB", "4 days ago", "Tobias Lange"),
                                ("Fernhill-Handbook.md", "112 KB", "3 weeks ago", "Admin")):
        t(2, "row", "")
        t(3, "link", name)
        t(3, "button", "Actions", hasPopup="menu")
        t(3, "cell", size)
        t(3, "cell", mod)
        t(3, "cell", by)
    return t


# Nextcloud Files: bad
def traj16(rs: RowSet) -> None:
    url = NC_BASE + "/files?dir=/Documents/Legal"
    title = "Legal - Files - Fernhill Cloud"
    p0 = nc_folder(NC_FOLDERS)
    turns = []
    p1 = nc_folder(NC_FOLDERS, menu=True)
    turns.append((click(p0.ids["new"]), p1.page(title, url)))
    p2 = nc_folder(NC_FOLDERS, dialog="New folder")
    turns.append((click(p1.ids["mi_new_folder"]), p2.page(title, url)))
    p3 = nc_folder(NC_FOLDERS, dialog="Q3-contracts")
    turns.append((fill(p2.ids["folder_name"], "Q3-contracts"), p3.page(title, url)))
    folders = NC_FOLDERS[:3] + [("Q3-contracts", "0 KB", "a few seconds ago")] + NC_FOLDERS[3:]
    p4 = nc_folder(folders)
    turns.append((click(p3.ids["create"]), p4.page(title, url)))
    p5 = nc_empty()
    turns.append((click(p4.ids["f_Q3-contracts"]), p5.page("Q3-contracts - Files - Fernhill Cloud", NC_BASE + "/files/88214?dir=/Documents/Legal/Q3-contracts")))
    p6 = nc_folder(NC_FOLDERS)
    turns.append((click(p5.ids["crumb_Legal"]), p6.page(title, url)))
    p7 = nc_favorites()
    turns.append((click(p6.ids["nav_favorites"]), p7.page("Favorites - Files - Fernhill Cloud", NC_BASE + "/favorites")))
    p8 = nc_shares()
    turns.append((click(p7.ids["nav_shares"]), p8.page("Shares - Files - Fernhill Cloud", NC_BASE + "/sharingin")))
    rs.add(task="web", tid="h42-web-16", system=SYSTEM, turns=turns, state=p0.page(title, url), bad=True, turn=6,
           kind="folder the agent created is missing from its parent listing")


# ---------------------------------------------------------------------------
# 17 Grafana alert rules and silences: bad
GF_BASE = "https://grafana.fernhill.net"


def gf_chrome(t: T, crumb: str) -> None:
    t(0, "banner", "")
    t(1, "button", "Open menu")
    t(1, "link", "Home")
    t(1, "navigation", "Breadcrumbs")
    t(2, "link", "Home")
    t(2, "link", "Alerting")
    t(2, "link", crumb)
    t(1, "combobox", "Search or jump to...")
    t(1, "button", "New", hasPopup="menu")
    t(1, "button", "Help")
    t(1, "button", "News")
    t(1, "button", "Profile", hasPopup="menu")
    t(0, "navigation", "Alerting")
    for name in ("Alert rules", "Contact points", "Notification policies", "Silences", "Groups", "Admin"):
        t(1, "link", name, k="nav_" + name.lower().replace(" ", "_"), **({"current": "page"} if name == crumb else {}))


def gf_rules(st: dict[str, Any]) -> T:
    t = T(10)
    gf_chrome(t, "Alert rules")
    t.at(40)
    t(0, "main", "")
    t(1, "heading", "Alert rules")
    t.t(1, "Rules that determine whether an alert will fire")
    t(1, "combobox", "Data source", value="All data sources")
    t(1, "textbox", "Search", value="")
    t(1, "radiogroup", "State")
    for s in ("Firing", "Normal", "Pending"):
        t(2, "radio", s, checked="false")
    t(1, "radiogroup", "View as")
    t(2, "radio", "Grouped", checked="true")
    t(2, "radio", "List", checked="false")
    t(2, "radio", "State", checked="false")
    t(1, "link", "New alert rule")
    t(1, "button", "More", hasPopup="menu")
    t.t(1, st["stats"])
    t(1, "region", "Grafana")
    groups = (("Infrastructure", "node-1m", "1m", ("disk-usage-high", "high-cpu", "memory-pressure", "node-down")),
              ("Payments", "api-5m", "5m", ("5xx-rate", "p99-latency")))
    for folder, group, every, rules in groups:
        t(2, "button", f"{folder} > {group}", expanded=True)
        t.t(2, f"{len(rules)} rules", f"Evaluate every {every}")
        t(2, "button", "Edit", hasPopup="menu")
        t(2, "table", "")
        t(3, "row", "")
        for h in ("", "State", "Name", "Health", "Summary", "Next evaluation", "Actions"):
            t(4, "columnheader", h)
        for r in rules:
            state, since, health, summary, nxt = st["rules"][r]
            exp = r in st["expanded"]
            t(3, "row", "")
            t(4, "button", "Expand row" if not exp else "Collapse row", k="exp_" + r, expanded=exp)
            t(4, "cell", state + (f" for {since}" if since else ""))
            if r in st["paused"]:
                t.t(5, "Paused")
            t(4, "cell", r)
            t(4, "cell", health)
            t(4, "cell", summary)
            t(4, "cell", nxt)
            t(4, "cell", "")
            t(5, "link", "View")
            t(5, "link", "Edit")
            t(5, "button", "More", hasPopup="menu")
            if exp:
                t(3, "row", "")
                t(4, "cell", "")
                for line in st["detail"][r]:
                    t.t(5, line)
                if r == "high-cpu":
                    t(5, "link", "Silence", k="silence")
    return t


GF_RULES0 = {
    "disk-usage-high": ("Normal", "", "ok", "Root filesystem above 85% on {{ $labels.instance }}", ""),
    "high-cpu": ("Firing", "12m", "ok", "CPU above 90% for 10m on {{ $labels.instance }}", "in 23 seconds"),
    "memory-pressure": ("Normal", "", "ok", "Memory available below 10% on {{ $labels.instance }}", "in 23 seconds"),
    "node-down": ("Normal", "", "ok", "node_exporter target down on {{ $labels.instance }}", "in 23 seconds"),
    "5xx-rate": ("Normal", "", "ok", "5xx ratio above 2% on billing-api", "in 17 seconds"),
    "p99-latency": ("Pending", "3m", "ok", "p99 latency of /v1/charges above 800ms", "in 17 seconds"),
}
GF_DETAIL = {
    "disk-usage-high": ["Paused", "This rule is paused. Evaluation is suspended until you resume it.",
                        "Labels", "severity=warning", "team=infra", "Query A", "100 - (node_filesystem_avail_bytes{mountpoint=\"/\"} / node_filesystem_size_bytes{mountpoint=\"/\"} * 100)",
                        "Condition", "C: A > 85", "Pending period", "15m", "Matching instances", "No instances"],
    "high-cpu": ["Labels", "severity=warning", "team=infra", "Query A", "100 - avg by (instance) (rate(node_cpu_seconds_total{mode=\"idle\"}[5m])) * 100",
                 "Condition", "C: A > 90", "Pending period", "10m", "Matching instances",
                 "State Labels Created", "Firing instance=web-03:9100 2024-05-14 11:02:40",
                 "Firing instance=web-07:9100 2024-05-14 11:05:10"],
}


def gf_silence(comment: str) -> T:
    t = T(10)
    gf_chrome(t, "Silences")
    t.at(40)
    t(0, "main", "")
    t(1, "heading", "Silence alert rule")
    t.t(1, "Silence start and end")
    t(1, "textbox", "Silence start and end", value="2024-05-14 11:15 to 2024-05-14 13:15")
    t(1, "textbox", "Duration", value="2h")
    t.t(1, "Matching labels")
    t(1, "textbox", "Label", value="alertname")
    t(1, "combobox", "Operator", value="=")
    t(1, "textbox", "Value", value="high-cpu")
    t(1, "textbox", "Label", value="__alert_rule_uid__")
    t(1, "combobox", "Operator", value="=")
    t(1, "textbox", "Value", value="b7d1f3a2-c9e4-4f08-9a6b-2e5c8d0f1a37")
    t(1, "button", "Add matcher")
    t(1, "textbox", "Comment *", k="comment", value=comment)
    t(1, "textbox", "Created By *", value="mateo.costa")
    t.t(1, "Affected alert instances 2")
    t(1, "table", "")
    t(2, "row", "")
    for h in ("State", "Labels", "Created"):
        t(3, "columnheader", h)
    for inst, created in (("web-03:9100", "2024-05-14 11:02:40"), ("web-07:9100", "2024-05-14 11:05:10")):
        t(2, "row", "")
        t(3, "cell", "Firing")
        t(3, "cell", f"alertname=high-cpu instance={inst} severity=warning team=infra")
        t(3, "cell", created)
    t(1, "button", "Save silence", k="save")
    t(1, "link", "Cancel")
    return t


def gf_silences(comment: str) -> T:
    t = T(10)
    gf_chrome(t, "Silences")
    t.at(40)
    t(0, "main", "")
    t(1, "heading", "Silences")
    t.t(1, "Stop notifications from one or more alerting rules")
    t(1, "combobox", "Choose Alertmanager", value="Grafana")
    t(1, "textbox", "Search query", value="")
    t(1, "link", "Add Silence")
    t(1, "table", "")
    t(2, "row", "")
    for h in ("", "State", "Matching labels", "Alerts", "Schedule", "Actions"):
        t(3, "columnheader", h)
    t(2, "row", "")
    t(3, "button", "Expand row", expanded=False)
    for c in ("Active", "alertname=high-cpu __alert_rule_uid__=b7d1f3a2-c9e4-4f08-9a6b-2e5c8d0f1a37", "2",
              "2024-05-14 11:15 - 2024-05-14 13:15"):
        t(3, "cell", c)
    t(3, "button", "Unsilence")
    t(3, "link", "Edit")
    t.t(1, "Expired silences")
    t(1, "table", "")
    for c in (("Expired", "alertname=node-down instance=db-02:9100", "0", "2024-05-10 22:00 - 2024-05-11 02:00"),
              ("Expired", "team=payments", "0", "2024-05-02 06:00 - 2024-05-02 07:30")):
        t(2, "row", "")
        for cell in c:
            t(3, "cell", cell)
        t(3, "link", "Recreate")
    t(0, "alert", "")
    t.t(1, "Silence created")
    return t


# Grafana alerting: bad
def traj17(rs: RowSet) -> None:
    url = GF_BASE + "/alerting/list"
    title = "Alert rules - Alerting - Grafana"
    st: dict[str, Any] = {"stats": "6 rules: 1 firing, 1 pending, 3 normal, 1 paused", "rules": dict(GF_RULES0),
                          "detail": dict(GF_DETAIL), "expanded": [], "paused": ["disk-usage-high"]}
    p0 = gf_rules(st)
    turns = []
    st["expanded"] = ["disk-usage-high"]
    p1 = gf_rules(st)
    turns.append((click(p0.ids["exp_disk-usage-high"]), p1.page(title, url)))
    st["expanded"] = ["disk-usage-high", "high-cpu"]
    p2 = gf_rules(st)
    turns.append((click(p1.ids["exp_high-cpu"]), p2.page(title, url)))
    rules = dict(GF_RULES0)
    for r in ("high-cpu", "memory-pressure", "node-down"):
        rules[r] = rules[r][:4] + ("in 8 seconds",)
    for r in ("5xx-rate", "p99-latency"):
        rules[r] = rules[r][:4] + ("in 2 seconds",)
    st["rules"] = rules
    p3 = gf_rules(st)
    turns.append(("scroll(0, 300)", p3.page(title, url)))
    rules = dict(rules)
    rules["disk-usage-high"] = ("Normal", "", "ok", rules["disk-usage-high"][3], "in 48 seconds")
    for r in ("high-cpu", "memory-pressure", "node-down"):
        rules[r] = rules[r][:4] + ("in 48 seconds",)
    rules["high-cpu"] = ("Firing", "13m",) + rules["high-cpu"][2:]
    rules["p99-latency"] = ("Firing", "18s", "ok", rules["p99-latency"][3], "in 5 minutes")
    rules["5xx-rate"] = rules["5xx-rate"][:4] + ("in 5 minutes",)
    det = dict(GF_DETAIL)
    det["disk-usage-high"] = [x for x in GF_DETAIL["disk-usage-high"] if not x.startswith(("Paused", "This rule is paused"))]
    st.update(stats="6 rules: 2 firing, 4 normal", rules=rules, detail=det, paused=[])
    p4 = gf_rules(st)
    turns.append(("noop(20000)", p4.page(title, url)))
    surl = GF_BASE + "/alerting/silence/new?alertmanager=grafana&matcher=alertname%3Dhigh-cpu&matcher=__alert_rule_uid__%3Db7d1f3a2-c9e4-4f08-9a6b-2e5c8d0f1a37"
    s5 = gf_silence("")
    turns.append((click(p4.ids["silence"]), s5.page("Silences - Alerting - Grafana", surl)))
    comment = "Batch reindex on web-03/web-07 until 13:00 (INC-5521)"
    s6 = gf_silence(comment)
    turns.append((fill(s5.ids["comment"], comment), s6.page("Silences - Alerting - Grafana", surl)))
    s7 = gf_silences(comment)
    turns.append((click(s6.ids["save"]), s7.page("Silences - Alerting - Grafana", GF_BASE + "/alerting/silences")))
    rs.add(task="web", tid="h42-web-17", system=SYSTEM, turns=turns, state=p0.page(title, url), bad=True, turn=4,
           kind="paused alert rule shows as active after a refresh with no resume")


# ---------------------------------------------------------------------------
# 18 Trello board: clean
TR_URL = "https://trello.com/b/Qm7xK2pL/website-relaunch-q3"
TR_LISTS = {
    "Backlog": [("Pricing page copy", "Copy", "1/4", "May 24", "LK", 2),
                ("Migrate blog to new CMS", "Dev", "", "", "TB", 0),
                ("Cookie banner v2 (TCF 2.2)", "Legal", "0/3", "Jun 7", "", 1),
                ("404 page illustration", "Design", "", "", "MS", 0),
                ("Set up Plausible goals", "Dev", "", "", "", 0),
                ("Customer logos: get permissions", "Marketing", "3/9", "", "LK", 4)],
    "Design": [("Homepage hero variants", "Design", "2/3", "May 17", "MS", 6),
               ("Nav mega menu", "Design", "", "May 21", "MS", 1),
               ("Case study template", "Design", "1/5", "", "MS, LK", 0)],
    "In dev": [("Design tokens in Tailwind config", "Dev", "4/6", "", "TB", 3),
               ("Pricing table component", "Dev", "", "May 22", "TB", 2),
               ("Contact form → HubSpot", "Dev", "2/4", "", "JR", 5),
               ("Image CDN (imgproxy)", "Dev", "", "", "JR", 0)],
    "Review": [("Footer + legal links", "Legal", "5/5", "May 15", "LK", 3),
               ("Blog listing pagination", "Dev", "", "", "TB", 1)],
    "Done": [("Kickoff workshop", "", "", "", "", 0), ("Sitemap v1", "", "6/6", "", "LK", 2),
             ("Moodboard", "Design", "", "", "MS", 8), ("Wireframes: home", "Design", "", "", "MS", 4),
             ("Wireframes: pricing", "Design", "", "", "MS", 3), ("Domain & DNS to Cloudflare", "Dev", "", "", "JR", 1),
             ("Staging environment", "Dev", "3/3", "", "TB", 0)],
}


def tr_chrome(t: T) -> None:
    t(0, "banner", "")
    t(1, "button", "Switch to…")
    t(1, "link", "Back to home")
    t(1, "button", "Workspaces", hasPopup="menu")
    t(1, "button", "Recent", hasPopup="menu")
    t(1, "button", "Starred", hasPopup="menu")
    t(1, "button", "Templates", hasPopup="menu")
    t(1, "button", "Create")
    t(1, "textbox", "Search")
    t(1, "button", "Notifications")
    t(1, "button", "Information")
    t(1, "button", "Open member menu")
    t(0, "navigation", "Board header")
    t(1, "heading", "Website relaunch Q3")
    t(1, "button", "Star or unstar board")
    t(1, "button", "Change visibility: Workspace visible")
    t(1, "button", "Board", hasPopup="menu")
    t(1, "button", "Power-ups")
    t(1, "button", "Automation")
    t(1, "button", "Filter cards")
    t(1, "button", "Share")
    t(1, "button", "Show menu")


def tr_board(lists: dict[str, list[tuple[str, str, str, str, str, int]]], menu: str = "") -> T:
    t = T(8)
    tr_chrome(t)
    t.at(40)
    t(0, "main", "")
    t(1, "list", "")
    for lname, cards in lists.items():
        t(2, "listitem", "")
        t(3, "heading", lname)
        t(3, "button", f"List actions: {lname}", hasPopup="menu", k="la_" + lname, **({"expanded": True} if menu and lname == "Done" else {}))
        t(3, "list", "")
        for title, label, check, due, members, comments in cards:
            t(4, "listitem", "")
            t(5, "link", title, k="c_" + title)
            if label:
                t.t(5, f"Label: {label}")
            badges = []
            if due:
                badges.append(f"Due {due}")
            if comments:
                badges.append(f"Comments {comments}")
            if check:
                badges.append(f"Checklist items {check}")
            if members:
                badges.append(f"Members {members}")
            if badges:
                t.t(5, ", ".join(badges))
        t(3, "button", "Add a card")
    t(2, "button", "Add another list")
    if menu:
        t.at(300)
        t(0, "dialog", "List actions")
        if menu == "actions":
            for item in ("Add card", "Copy list", "Move list", "Move all cards in this list", "Sort by…", "Watch",
                         "Archive this list", "Archive all cards in this list"):
                t(1, "button", item, k="m_" + item.lower().replace(" ", "_").replace("…", ""))
            t.t(1, "Automation")
            t(1, "button", "When a card is added to the list…")
            t(1, "button", "Every day, sort list by…")
            t(1, "button", "Every Monday, sort list by…")
        else:
            t(1, "button", "Go back")
            t(1, "heading", "Archive all cards in this list?")
            t.t(1, "This will remove all the cards in this list from the board. To view archived cards and bring them back to the board, click “Menu” > “Archived items.”")
            t(1, "button", "Archive cards", k="archive_all")
        t(1, "button", "Close popover")
    return t


def tr_card(lists: dict[str, list[tuple[str, str, str, str, str, int]]], lst: str, done: list[bool], move: str = "",
            activity: list[str] | None = None) -> T:
    t = tr_board(lists)
    t.at(300)
    t(0, "dialog", "Pricing page copy", "modal")
    t(1, "heading", "Pricing page copy")
    t.t(1, "in list", lst)
    t.t(1, "Members", "LK", "Labels", "Copy", "Notifications")
    t(1, "button", "Watching")
    t.t(1, "Due date")
    t(1, "button", "May 24, 5:00 PM")
    t(1, "heading", "Description")
    t.t(1, "Three tiers (Starter / Team / Business), monthly and annual. Annual = 2 months free. Needs legal sign-off because of the auto-renewal wording.")
    n = sum(done)
    t(1, "heading", "Checklist")
    t.t(1, f"{n * 25}%")
    items = ("Draft tiers and feature matrix", "Legal sign-off on annual plan wording", "Translate to DE", "Final proofread")
    for item, d in zip(items, done):
        t(1, "checkbox", item, k="ck_" + item.split()[0].lower(), checked="true" if d else "false")
    t(1, "button", "Add an item")
    t(1, "heading", "Activity")
    t(1, "textbox", "Write a comment…")
    for line in (activity or []) + ["Mira Schott: Matrix looks good, can we drop 'SSO' from Team? May 13, 2024, 4:12 PM",
                                    "Lena Krüger: Draft is in the doc, link in description. May 10, 2024, 11:03 AM"]:
        t.t(1, line)
    t.t(1, "Add to card")
    for b in ("Members", "Labels", "Checklist", "Dates", "Attachment", "Cover", "Custom Fields"):
        t(1, "button", b)
    t.t(1, "Actions")
    t(1, "button", "Move", k="move")
    for b in ("Copy", "Make template", "Archive", "Share"):
        t(1, "button", b)
    t(1, "button", "Close dialog", k="close")
    if move:
        t.at(360)
        t(0, "dialog", "Move card")
        t.t(1, "Select destination")
        t(1, "combobox", "Board", value="Website relaunch Q3")
        t(1, "combobox", "List", k="list", value=move)
        for name in TR_LISTS:
            t(2, "option", name, selected=name == move)
        t(1, "combobox", "Position", value="1")
        t(1, "button", "Move", k="do_move")
    return t


# Trello board: clean
def traj18(rs: RowSet) -> None:
    title = "Website relaunch Q3 | Trello"
    p0 = tr_board(TR_LISTS)
    curl = "https://trello.com/c/Vx81pQeD/27-pricing-page-copy"
    turns = []
    c1 = tr_card(TR_LISTS, "Backlog", [True, False, False, False])
    turns.append((click(p0.ids["c_Pricing page copy"]), c1.page("Pricing page copy on Website relaunch Q3 | Trello", curl)))
    checked = {k: list(v) for k, v in TR_LISTS.items()}
    card = checked["Backlog"][0]
    checked["Backlog"][0] = card[:2] + ("2/4",) + card[3:]
    done_line = ["Lena Krüger completed Legal sign-off on annual plan wording on this card just now"]
    c2 = tr_card(checked, "Backlog", [True, True, False, False], activity=done_line)
    turns.append((click(c1.ids["ck_legal"]), c2.page("Pricing page copy on Website relaunch Q3 | Trello", curl)))
    c3 = tr_card(checked, "Backlog", [True, True, False, False], move="Backlog", activity=done_line)
    turns.append((click(c2.ids["move"]), c3.page("Pricing page copy on Website relaunch Q3 | Trello", curl)))
    c4 = tr_card(checked, "Backlog", [True, True, False, False], move="Design", activity=done_line)
    turns.append((select(c3.ids["list"], "Design"), c4.page("Pricing page copy on Website relaunch Q3 | Trello", curl)))
    lists = {k: list(v) for k, v in checked.items()}
    lists["Design"].insert(0, lists["Backlog"].pop(0))
    c5 = tr_card(lists, "Design", [True, True, False, False],
                 activity=["Lena Krüger moved this card from Backlog to Design just now",
                           "Lena Krüger completed Legal sign-off on annual plan wording on this card just now"])
    turns.append((click(c4.ids["do_move"]), c5.page("Pricing page copy on Website relaunch Q3 | Trello", curl)))
    b6 = tr_board(lists)
    turns.append((click(c5.ids["close"]), b6.page(title, TR_URL)))
    b7 = tr_board(lists, menu="actions")
    turns.append((click(b6.ids["la_Done"]), b7.page(title, TR_URL)))
    b8 = tr_board(lists, menu="confirm")
    turns.append((click(b7.ids["m_archive_all_cards_in_this_list"]), b8.page(title, TR_URL)))
    lists["Done"] = []
    b9 = tr_board(lists)
    turns.append((click(b8.ids["archive_all"]), b9.page(title, TR_URL)))
    rs.add(task="web", tid="h42-web-18", system=SYSTEM, turns=turns, state=p0.page(title, TR_URL))


# ---------------------------------------------------------------------------
# 19 Gmail web: clean
GM_URL = "https://mail.google.com/mail/u/0/#inbox"
GM_INBOX = [
    ("Deutsche Bahn", "Ihre Buchungsbestätigung (Auftrag 7Q2K9X)", "Vielen Dank für Ihre Buchung. Hinfahrt am 21.05.2024 ab Hamburg Hbf 07:01", "11:32", True),
    ("invoices", "Hetzner Online GmbH – Rechnung R0021734558", "Sehr geehrte Damen und Herren, anbei erhalten Sie Ihre Rechnung", "10:58", True),
    ("GitHub", "[fernhill/infra] Dependabot alert: cryptography", "A high severity vulnerability was found in cryptography (pip) < 42.0.4", "10:41", True),
    ("Lena Krüger", "Re: Pricing page copy – legal", "Legal signed off on the annual wording, see comment in the doc.", "10:15", True),
    ("Google Calendar", "Updated invitation: QBR Harborline @ Mon May 20, 2024 1pm – 2pm", "This event has been changed. Location: Zoom", "9:58", False),
    ("Stripe", "Your payout of €3,918.60 is on the way", "Your payout should arrive in your bank account on May 14.", "7:12", False),
    ("LinkedIn", "You appeared in 14 searches this week", "See who's looking at your profile and what they searched for", "6:30", True),
    ("invoices", "Hetzner Online GmbH – Rechnung R0021698213", "Sehr geehrte Damen und Herren, anbei erhalten Sie Ihre Rechnung", "May 13", True),
    ("Tobias Lange", "Payroll exports for May", "Hi Jana, the May exports are in the shared folder. Two new hires", "May 13", False),
    ("Notion", "Weekly digest: Fernhill Ops", "12 pages updated in Fernhill Ops this week", "May 13", True),
    ("Jana Novak", "Order #1044 – delivery address", "Could you change the delivery address to my office please?", "May 13", False),
    ("AWS Notifications", "AWS Budgets: fernhill-prod has exceeded 80% of budget", "Your budget fernhill-prod-monthly has exceeded 80%", "May 13", True),
    ("Mira Schott", "Brand assets 2024 (shared folder)", "I've shared the folder with you in Nextcloud, final logos are in /svg", "May 12", False),
    ("Lufthansa", "Check-in now open: FRA → OSL", "Your flight LH 864 on 15 May. Check in now and choose your seat", "May 12", True),
    ("Cloudflare", "SSL certificate for fernhill.net renewed", "The Universal SSL certificate for fernhill.net was renewed", "May 11", False),
    ("Sentry", "Weekly report for fernhill", "8,412 events, 14 new issues, 3 regressions", "May 11", False),
    ("Marcus Lee", "Lunch Thursday?", "Are you around on Thursday? The new ramen place on Lange Reihe", "May 10", True),
    ("PayPal", "Receipt for your payment to Figma, Inc.", "You sent a payment of €54.00 EUR to Figma, Inc.", "May 10", False),
    ("Kanzlei Brandes", "Unterlagen Q1 – Umsatzsteuervoranmeldung", "Bitte senden Sie uns bis 20.05. die fehlenden Belege", "May 9", False),
    ("Mailchimp", "Your campaign 'May newsletter' was sent", "Your campaign was sent to 4,118 subscribers", "May 9", False),
]


def gm_chrome(t: T, unread: int, search: str = "") -> None:
    t(0, "banner", "")
    t(1, "button", "Main menu")
    t(1, "link", "Gmail")
    t(1, "search", "")
    t(2, "textbox", "Search mail", k="search", **({"value": search} if search else {}))
    t(2, "button", "Advanced search options")
    t(1, "button", "Status: Active")
    t(1, "button", "Support")
    t(1, "button", "Settings")
    t(1, "button", "Google apps")
    t(1, "button", "Google Account: Jana Kühn (jana.kuehn@fernhill.net)")
    t(0, "navigation", "")
    t(1, "button", "Compose")
    t(1, "link", f"Inbox {unread} unread" if unread else "Inbox", k="inbox")
    for name in ("Starred", "Snoozed", "Sent", "Drafts 2", "More"):
        t(1, "link", name)
    t.t(1, "Labels")
    for name in ("Finance", "Infra", "Travel"):
        t(1, "link", name)


def gm_inbox(rows: list[tuple[str, str, str, str, bool]], unread: int, total: str, toast: str = "") -> T:
    t = T(8)
    gm_chrome(t, unread)
    t.at(40)
    t(0, "main", "")
    t(1, "checkbox", "Select", checked="false")
    t(1, "button", "Refresh")
    t(1, "button", "More email options", hasPopup="menu")
    t.t(1, f"1–20 of {total}")
    t(1, "button", "Newer", disabled=True)
    t(1, "button", "Older")
    t(1, "tablist", "")
    t(2, "tab", "Primary", "selected")
    t(2, "tab", "Promotions 3 new")
    t(2, "tab", "Social 1 new")
    t(1, "grid", "")
    for i, (sender, subj, snip, when, un) in enumerate(rows):
        t(2, "row", "", k=f"row_{i}")
        t(3, "checkbox", "", checked="false")
        t(3, "button", "Not starred")
        t(3, "gridcell", ("unread, " if un else "") + sender)
        t(3, "gridcell", f"{subj} - {snip}")
        t(3, "gridcell", when)
    if toast:
        t(0, "alert", "")
        t.t(1, toast)
        t(1, "button", "Undo")
    return t


def gm_read(unread: int) -> T:
    t = T(8)
    gm_chrome(t, unread)
    t.at(40)
    t(0, "main", "")
    t(1, "button", "Back to Inbox")
    t(1, "button", "Archive", k="archive")
    t(1, "button", "Report spam")
    t(1, "button", "Delete")
    t(1, "button", "Mark as unread")
    t(1, "button", "Snooze")
    t(1, "button", "Add to Tasks")
    t(1, "button", "Move to")
    t(1, "button", "Labels")
    t(1, "button", "More email options", hasPopup="menu")
    t.t(1, "1 of 2,318")
    t(1, "button", "Newer", disabled=True)
    t(1, "button", "Older")
    t(1, "heading", "Ihre Buchungsbestätigung (Auftrag 7Q2K9X)")
    t(1, "button", "Inbox")
    t.t(1, "Deutsche Bahn", "<buchungsbestaetigung@bahn.de>", "11:32 (9 minutes ago)", "to me")
    t(1, "button", "Reply")
    t(1, "button", "More message options", hasPopup="menu")
    t.t(1, "Vielen Dank für Ihre Buchung!", "Auftragsnummer: 7Q2K9X", "Hinfahrt am 21.05.2024",
        "Hamburg Hbf 07:01 → Berlin Hbf 08:45, ICE 1007, Wagen 12, Platz 74", "Rückfahrt am 21.05.2024",
        "Berlin Hbf 18:13 → Hamburg Hbf 19:57, ICE 1012, Wagen 12, Platz 61", "Gesamtpreis: 119,98 €, bezahlt mit Visa",
        "Ihr Ticket ist auch in der DB Navigator App verfügbar.")
    t(1, "link", "Online-Ticket_7Q2K9X.pdf 212 KB")
    t(1, "button", "Reply")
    t(1, "button", "Forward")
    return t


GM_HETZNER = [("invoices", "Hetzner Online GmbH – Rechnung R0021734558", "Sehr geehrte Damen und Herren, anbei erhalten Sie Ihre Rechnung", "10:58", True, True),
              ("invoices", "Hetzner Online GmbH – Rechnung R0021698213", "Sehr geehrte Damen und Herren, anbei erhalten Sie Ihre Rechnung", "May 13", True, True),
              ("invoices", "Hetzner Online GmbH – Rechnung R0021551907", "Sehr geehrte Damen und Herren, anbei erhalten Sie Ihre Rechnung", "Apr 14", False, False)]


def gm_search(rows: list[tuple[str, str, str, str, bool, bool]], unread: int, selected: bool, toast: str = "") -> T:
    t = T(8)
    gm_chrome(t, unread, "from:invoices@hetzner.com")
    t.at(40)
    t(0, "main", "")
    t(1, "button", "From", hasPopup="menu")
    t(1, "button", "Any time", hasPopup="menu")
    t(1, "button", "Has attachment")
    t(1, "button", "To", hasPopup="menu")
    t(1, "button", "Is unread")
    t(1, "button", "Advanced search")
    t(1, "checkbox", "Select", k="select_all", checked="true" if selected else "false")
    if selected:
        for b in ("Archive", "Report spam", "Delete", "Mark as read", "Snooze", "Add to Tasks", "Move to", "Labels"):
            t(1, "button", b, k="b_" + b.lower().replace(" ", "_"))
        t(1, "button", "More email options", hasPopup="menu")
    else:
        t(1, "button", "Refresh")
        t(1, "button", "More email options", hasPopup="menu")
    t.t(1, "1–3 of 3")
    t(1, "grid", "")
    for sender, subj, snip, when, un, inbox in rows:
        t(2, "row", "", **({"selected": True} if selected else {}))
        t(3, "checkbox", "", checked="true" if selected else "false")
        t(3, "button", "Not starred")
        t(3, "gridcell", ("unread, " if un else "") + sender)
        t(3, "gridcell", ("Inbox " if inbox else "") + f"{subj} - {snip}")
        t(3, "gridcell", when)
    if toast:
        t(0, "alert", "")
        t.t(1, toast)
        t(1, "button", "Undo")
    return t


# Gmail web: clean
def traj19(rs: RowSet) -> None:
    title0 = "Inbox (14) - jana.kuehn@fernhill.net - Fernhill Mail"
    p0 = gm_inbox(GM_INBOX, 14, "2,318")
    turns = []
    r1 = gm_read(13)
    turns.append((click(p0.ids["row_0"]), r1.page("Ihre Buchungsbestätigung (Auftrag 7Q2K9X) - jana.kuehn@fernhill.net - Fernhill Mail",
                                                   "https://mail.google.com/mail/u/0/#inbox/FMfcgzGxTPdWqLrJzKbVnXsmRgDhHcVw")))
    rows = [("Miro", "Lena Krüger invited you to the board 'Relaunch sitemap'", "Join the board to see what Lena is working on", "11:41", True)]
    rows += [r for r in GM_INBOX[1:]]
    p2 = gm_inbox(rows, 14, "2,318", toast="Conversation archived.")
    turns.append((click(r1.ids["archive"]), p2.page(title0, GM_URL)))
    p3 = gm_inbox(rows, 14, "2,318")
    p3.lines = [ln.replace("[12] textbox 'Search mail'", "[12] textbox 'Search mail', focused, value='from:invoices@hetzner.com'") for ln in p3.lines]
    turns.append((fill(p2.ids["search"], "from:invoices@hetzner.com"), p3.page(title0, GM_URL)))
    s_url = "https://mail.google.com/mail/u/0/#search/from%3Ainvoices%40hetzner.com"
    s_title = "Search results - jana.kuehn@fernhill.net - Fernhill Mail"
    s4 = gm_search(GM_HETZNER, 14, False)
    turns.append((press("Enter"), s4.page(s_title, s_url)))
    s5 = gm_search(GM_HETZNER, 14, True)
    turns.append((click(s4.ids["select_all"]), s5.page(s_title, s_url)))
    read = [r[:4] + (False, r[5]) for r in GM_HETZNER]
    s6 = gm_search(read, 12, True, toast="3 conversations marked as read.")
    turns.append((click(s5.ids["b_mark_as_read"]), s6.page(s_title, s_url)))
    rs.add(task="web", tid="h42-web-19", system=SYSTEM, turns=turns, state=p0.page(title0, GM_URL))


# ---------------------------------------------------------------------------
# 20 Xero invoicing: bad
XR_BASE = "https://go.xero.com"


def xr_chrome(t: T) -> None:
    t(0, "banner", "")
    t(1, "button", "Kōwhai Survey & Design Ltd", hasPopup="menu")
    for name in ("Home", "Sales", "Purchases", "Reporting", "Payroll", "Accounting", "Tax", "Contacts"):
        t(1, "button", name, hasPopup="menu")
    t(1, "button", "Create new", hasPopup="menu")
    t(1, "button", "Search")
    t(1, "button", "Notifications")
    t(1, "button", "Help")
    t(1, "button", "User menu: Aroha Ngata", hasPopup="menu")


def xr_list(menu: bool = False) -> T:
    t = T(6)
    xr_chrome(t)
    t.at(30)
    t(0, "main", "")
    t(1, "navigation", "Breadcrumbs")
    t(2, "link", "Sales overview")
    t(1, "heading", "Invoices")
    t(1, "button", "New invoice")
    t(1, "button", "More new options", hasPopup="menu", k="new_more", **({"expanded": True} if menu else {}))
    if menu:
        t(2, "menu", "")
        for item in ("Invoice", "Repeating invoice", "Credit note", "Import"):
            t(3, "menuitem", item, k="mi_" + item.lower().replace(" ", "_"))
    t(1, "button", "Send statements")
    t(1, "tablist", "")
    for name in ("All", "Draft (2)", "Awaiting approval", "Awaiting payment (7)", "Paid", "Repeating"):
        t(2, "tab", name, **({"selected": True} if name == "All" else {}))
    t(1, "textbox", "Search invoices")
    t(1, "table", "")
    t(2, "row", "")
    for h in ("", "Number", "Ref", "To", "Date", "Due date", "Paid", "Due", "Status", "Sent"):
        t(3, "columnheader", h)
    for r in (("INV-0418", "Stage 2", "Tāmaki Housing Trust", "10 May 2024", "24 May 2024", "0.00", "6,210.00", "Awaiting payment", "Sent"),
              ("INV-0417", "", "Baxter Civil Ltd", "8 May 2024", "22 May 2024", "0.00", "2,875.00", "Awaiting payment", "Sent"),
              ("INV-0416", "PO 88213", "Hollis & Reade Architects", "2 May 2024", "16 May 2024", "3,243.75", "0.00", "Paid", "Sent"),
              ("INV-0415", "", "Grey Lynn Dental", "30 Apr 2024", "14 May 2024", "0.00", "1,150.00", "Awaiting payment", "Sent"),
              ("INV-0414", "", "Ōrākei Marina Society", "29 Apr 2024", "13 May 2024", "0.00", "4,508.00", "Overdue", "Sent"),
              ("INV-0413", "Retainer", "Nikau Landscapes", "25 Apr 2024", "9 May 2024", "2,300.00", "0.00", "Paid", "Sent"),
              ("INV-0412", "", "Baxter Civil Ltd", "22 Apr 2024", "6 May 2024", "1,782.50", "0.00", "Paid", "Sent"),
              ("INV-0411", "Draft for review", "Waitematā Boat Club", "19 Apr 2024", "3 May 2024", "0.00", "920.00", "Draft", ""),
              ("INV-0410", "", "Tāmaki Housing Trust", "15 Apr 2024", "29 Apr 2024", "5,980.00", "0.00", "Paid", "Sent")):
        t(2, "row", "")
        t(3, "checkbox", "", checked="false")
        for c in r:
            t(3, "cell", c)
    t.t(1, "Showing items 1-9 of 418")
    return t


LINE_DEFAULT = {"desc": "", "qty": "", "price": ""}


def xr_amount(line: dict[str, str]) -> str:
    if line["qty"] and line["price"]:
        return f"{float(line['qty']) * float(line['price']):,.2f}"
    return "0.00" if line["qty"] or line["price"] else ""


def xr_form(contact: str, lines: list[dict[str, str]]) -> T:
    t = T(6)
    xr_chrome(t)
    t.at(30)
    t(0, "main", "")
    t(1, "navigation", "Breadcrumbs")
    t(2, "link", "Sales overview")
    t(2, "link", "Invoices")
    t(1, "heading", "New invoice")
    t(1, "combobox", "To", k="to", value=contact)
    t(1, "textbox", "Issue date", value="14 May 2024")
    t(1, "textbox", "Due date", value="28 May 2024")
    t(1, "textbox", "Invoice number", value="INV-0419")
    t(1, "textbox", "Reference", value="")
    t(1, "combobox", "Branding theme", value="Standard")
    t(1, "combobox", "Currency", value="NZD New Zealand Dollar")
    t(1, "combobox", "Amounts are", value="Tax exclusive")
    t(1, "table", "Invoice line items")
    t(2, "row", "")
    for h in ("", "Item", "Description", "Qty.", "Price", "Disc.", "Account", "Tax rate", "Tax amount", "Amount NZD", ""):
        t(3, "columnheader", h)
    sub = 0.0
    for i, line in enumerate(lines, 1):
        t(2, "row", "")
        t(3, "cell", "")
        t(3, "combobox", f"Item, row {i}", value="")
        t(3, "textbox", f"Description, row {i}", k=f"desc{i}", value=line["desc"])
        t(3, "textbox", f"Quantity, row {i}", k=f"qty{i}", value=line["qty"])
        t(3, "textbox", f"Price, row {i}", k=f"price{i}", value=line["price"])
        t(3, "textbox", f"Discount, row {i}", value="")
        filled = bool(line["desc"] or line["qty"] or line["price"])
        t(3, "combobox", f"Account, row {i}", value="200 - Sales" if filled else "")
        t(3, "combobox", f"Tax rate, row {i}", value="15% GST on Income" if filled else "")
        amt = xr_amount(line)
        tax = float(amt.replace(",", "")) * 0.15 if amt else 0.0
        t(3, "cell", f"{tax:,.2f}" if amt else "")
        t(3, "cell", amt)
        t(3, "button", f"Delete row {i}")
        sub += float(amt.replace(",", "")) if amt else 0.0
    t(1, "button", "Add a new line")
    t(1, "button", "Add row options", hasPopup="menu")
    gst = round(sub * 0.15, 2)
    t.t(1, "Subtotal", f"{sub:,.2f}", "Total GST 15%", f"{gst:,.2f}", "Total", f"{sub + gst:,.2f}")
    t(1, "button", "Save draft", k="save_draft")
    t(1, "button", "Save options", hasPopup="menu")
    t(1, "button", "Approve & email")
    t(1, "button", "Approve options", hasPopup="menu")
    t(1, "button", "Cancel")
    return t


def xr_view(total: str, menu: bool = False) -> T:
    t = T(6)
    xr_chrome(t)
    t.at(30)
    t(0, "main", "")
    t(1, "navigation", "Breadcrumbs")
    t(2, "link", "Sales overview")
    t(2, "link", "Invoices")
    t(1, "heading", "Invoice INV-0419")
    t.t(1, "Draft")
    t(1, "status", "Invoice saved as draft")
    t(1, "button", "Edit")
    t(1, "button", "Approve")
    t(1, "button", "Invoice options", hasPopup="menu", k="options", **({"expanded": True} if menu else {}))
    if menu:
        t(2, "menu", "")
        for item in ("Print PDF", "Copy to…", "Add note", "Upload file", "Delete"):
            t(3, "menuitem", item)
    t.t(1, "To", "Hollis & Reade Architects", "Issue date", "14 May 2024", "Due date", "28 May 2024",
        "Invoice number", "INV-0419", "Reference", "", "Amounts are", "Tax exclusive")
    t(1, "table", "")
    t(2, "row", "")
    for h in ("Item", "Description", "Qty.", "Price", "Disc.", "Account", "Tax rate", "Amount NZD"):
        t(3, "columnheader", h)
    for r in (("", "Site survey – 14 Mercer Lane, Ponsonby", "6.00", "145.00", "", "200 - Sales", "15% GST on Income", "870.00"),
              ("", "CAD drafting – revision B", "3.50", "120.00", "", "200 - Sales", "15% GST on Income", "420.00")):
        t(2, "row", "")
        for c in r:
            t(3, "cell", c)
    t.t(1, "Subtotal", "1,290.00", "Total GST 15%", "193.50", "Total", total)
    t(1, "button", "History and notes", expanded=False)
    return t


def xr_contact(edit: bool = False) -> T:
    t = T(6)
    xr_chrome(t)
    t.at(30)
    t(0, "main", "")
    t(1, "navigation", "Breadcrumbs")
    t(2, "link", "Contacts")
    t(2, "link", "Customers")
    t(1, "heading", "Hollis & Reade Architects")
    if not edit:
        t(1, "button", "Edit", k="edit")
        t(1, "button", "New", hasPopup="menu")
        t(1, "button", "Options", hasPopup="menu")
        t(1, "tablist", "")
        for name in ("Details", "Activity", "Notes", "Files"):
            t(2, "tab", name, **({"selected": True} if name == "Details" else {}))
        t.t(1, "Contact details", "Primary person", "Sam Hollis", "sam@hollisreade.co.nz", "Phone", "+64 9 376 2210",
            "Postal address", "PO Box 47120, Ponsonby, Auckland 1144", "Street address", "22 Jervois Road, Herne Bay, Auckland 1011",
            "Website", "hollisreade.co.nz", "Additional people", "Accounts Payable, ap@hollisreade.co.nz")
        t.t(1, "Financial details", "Bank account", "12-3011-0456789-00", "GST number", "112-847-306",
            "Default sales settings", "Account 200 - Sales", "Tax 15% GST on Income", "Amounts are Tax exclusive",
            "Invoice due date", "14 days after the invoice date", "Invoice reminders", "On")
        t(1, "link", "Contact groups: Architects")
    else:
        t(1, "textbox", "Contact name *", value="Hollis & Reade Architects")
        t(1, "textbox", "Account number", value="HR-0031")
        t(1, "textbox", "First name", value="Sam")
        t(1, "textbox", "Last name", value="Hollis")
        t(1, "textbox", "Email", value="sam@hollisreade.co.nz")
        t(1, "textbox", "Phone number", value="+64 9 376 2210")
        t(1, "textbox", "Website", value="hollisreade.co.nz")
        t(1, "textbox", "Postal address", value="PO Box 47120")
        t(1, "textbox", "Town/City", value="Auckland")
        t(1, "textbox", "Postal code", value="1144")
        t(1, "checkbox", "Same as postal address", checked="false")
        t(1, "textbox", "GST number", value="112-847-306")
        t(1, "combobox", "Sales account", value="200 - Sales")
        t(1, "combobox", "Sales GST", value="15% GST on Income")
        t(1, "spinbutton", "Invoice due date: days", value="14")
        t(1, "combobox", "Due date terms", value="day(s) after the invoice date")
        t(1, "button", "Save")
        t(1, "button", "Cancel")
    return t


# Xero invoicing: bad
def traj20(rs: RowSet) -> None:
    lurl = XR_BASE + "/app/!Kq4v2/invoicing/search?invoiceStatus=INVOICESTATUS/ALL"
    p0 = xr_list()
    turns = []
    p1 = xr_list(menu=True)
    turns.append((click(p0.ids["new_more"]), p1.page("Invoices – Xero", lurl)))
    furl = XR_BASE + "/app/!Kq4v2/invoicing/edit/new"
    ft = "New invoice – Xero"
    lines = [dict(LINE_DEFAULT), dict(LINE_DEFAULT), dict(LINE_DEFAULT)]
    f2 = xr_form("", lines)
    turns.append((click(p1.ids["mi_invoice"]), f2.page(ft, furl)))
    f3 = xr_form("Hollis & Reade Architects", lines)
    turns.append((fill(f2.ids["to"], "Hollis & Reade Architects"), f3.page(ft, furl)))
    steps = [("desc1", 0, "desc", "Site survey – 14 Mercer Lane, Ponsonby"), ("qty1", 0, "qty", "6"),
             ("price1", 0, "price", "145.00"), ("desc2", 1, "desc", "CAD drafting – revision B"),
             ("qty2", 1, "qty", "3.5"), ("price2", 1, "price", "120.00")]
    prev = f3
    for key, row, field, value in steps:
        lines[row][field] = value
        page = xr_form("Hollis & Reade Architects", lines)
        turns.append((fill(prev.ids[key], value), page.page(ft, furl)))
        prev = page
    vurl = XR_BASE + "/app/!Kq4v2/invoicing/view/8c41d2e7-5f3a-4b19-a0e6-7d2c9b184f55"
    v10 = xr_view("1,438.50")
    turns.append((click(prev.ids["save_draft"]), v10.page("Invoice INV-0419 – Xero", vurl)))
    curl = XR_BASE + "/app/!Kq4v2/contacts/contact/3f9b0a6c-21d8-4e75-9c13-5a8e7d40b2f1"
    c11 = xr_contact()
    turns.append((goto(curl), c11.page("Hollis & Reade Architects – Xero", curl)))
    c12 = xr_contact(edit=True)
    turns.append((click(c11.ids["edit"]), c12.page("Edit Hollis & Reade Architects – Xero", curl + "/edit")))
    rs.add(task="web", tid="h42-web-20", system=SYSTEM, turns=turns, state=p0.page("Invoices – Xero", lurl), bad=True,
           turn=10, kind="saved invoice total does not match its subtotal plus GST")


# ---------------------------------------------------------------------------
# 21 Cockpit services and logs: clean
CK_BASE = "https://db-02.fernhill.lan:9090"
CK_SERVICES = [
    ("auditd.service", "Security Auditing Service", "Running", "Enabled"),
    ("chronyd.service", "NTP client/server", "Running", "Enabled"),
    ("cockpit.service", "Cockpit Web Service", "Running", "Static"),
    ("crond.service", "Command Scheduler", "Running", "Enabled"),
    ("dnf-makecache.service", "dnf makecache", "Inactive", "Static"),
    ("firewalld.service", "firewalld - dynamic firewall daemon", "Running", "Enabled"),
    ("kdump.service", "Crash recovery kernel arming", "Failed to start", "Enabled"),
    ("NetworkManager.service", "Network Manager", "Running", "Enabled"),
    ("nginx.service", "The nginx HTTP and reverse proxy server", "Running", "Enabled"),
    ("node_exporter.service", "Prometheus Node Exporter", "Running", "Enabled"),
    ("pgbackrest-archive.service", "pgBackRest archive-push queue", "Running", "Enabled"),
    ("postgresql-16.service", "PostgreSQL 16 database server", "Running", "Enabled"),
    ("rsyslog.service", "System Logging Service", "Running", "Enabled"),
    ("sshd.service", "OpenSSH server daemon", "Running", "Enabled"),
    ("systemd-journald.service", "Journal Service", "Running", "Static"),
    ("systemd-logind.service", "User Login Management", "Running", "Static"),
    ("tuned.service", "Dynamic System Tuning Daemon", "Running", "Enabled"),
]


def ck_chrome(t: T, active: str) -> None:
    t(0, "banner", "")
    t(1, "button", "root@db-02.fernhill.lan", hasPopup="menu")
    t(1, "button", "Administrative access")
    t(1, "button", "Help", hasPopup="menu")
    t(1, "button", "Session", hasPopup="menu")
    t(0, "navigation", "")
    t(1, "textbox", "Search")
    t.t(1, "System")
    for name in ("Overview", "Logs", "Storage", "Networking", "Podman containers", "Accounts", "Services",
                 "Software updates", "Applications", "Terminal"):
        key = "nav_" + name.lower().replace(" ", "_")
        if name == active:
            t(1, "link", name, k=key, current="page")
        else:
            t(1, "link", name, k=key)


def ck_overview(cpu: str, mem: str, clock: str) -> T:
    t = T(6)
    ck_chrome(t, "Overview")
    t.at(30)
    t(0, "main", "")
    t(1, "heading", "db-02.fernhill.lan")
    t.t(1, "running Rocky Linux 9.3 (Blue Onyx)")
    t(1, "button", "Reboot")
    t(1, "button", "Shut down")
    t(1, "region", "Health")
    t.t(2, "1 service has failed")
    t(2, "link", "View services")
    t(2, "link", "Updates available: 14 (2 security)")
    t.t(2, "Last successful login: Tue May 14 09:51 from 10.40.0.17")
    t(1, "region", "Usage")
    t.t(2, "CPU", f"{cpu} of 8 CPUs", "Memory", mem)
    t(2, "link", "View metrics and history")
    t(1, "region", "System information")
    t.t(2, "Model", "QEMU Standard PC (i440FX + PIIX, 1996)", "Asset tag", "", "Machine ID", "5e2c07b1d9f34a86b0c4e71a93d2f658",
        "Uptime", "12 days, 4 hours")
    t(2, "link", "View hardware details")
    t(1, "region", "Configuration")
    t.t(2, "Hostname", "db-02.fernhill.lan", "System time", clock, "Domain", "Join domain", "Performance profile",
        "virtual-guest", "Crypto policy", "Default", "Secure shell keys", "Show fingerprints")
    return t


def ck_services(rows: list[tuple[str, str, str, str]], filt: str = "", tab: str = "System services") -> T:
    t = T(6)
    ck_chrome(t, "Services")
    t.at(30)
    t(0, "main", "")
    t(1, "tablist", "")
    for name in ("System services", "Targets", "Sockets", "Timers", "Paths"):
        t(2, "tab", name, k="tab_" + name.split()[0].lower(), **({"selected": True} if name == tab else {}))
    t(1, "button", "Create timer")
    if tab == "Timers":
        t(1, "table", "")
        t(2, "row", "")
        for h in ("Unit", "Trigger", "Next run", "Last trigger", ""):
            t(3, "columnheader", h)
        for r in (("dnf-makecache.timer", "dnf makecache --timer", "Tue 2024-05-14 11:19:44 UTC", "Tue 2024-05-14 10:14:02 UTC"),
                  ("fstrim.timer", "Discard unused blocks once a week", "Mon 2024-05-20 00:00:00 UTC", "Mon 2024-05-13 00:00:00 UTC"),
                  ("logrotate.timer", "Daily rotation of log files", "Wed 2024-05-15 00:00:00 UTC", "Tue 2024-05-14 00:00:00 UTC"),
                  ("pgbackrest-full.timer", "pgBackRest weekly full backup", "Sun 2024-05-19 02:30:00 UTC", "Sun 2024-05-12 02:30:00 UTC"),
                  ("pgbackrest-incr.timer", "pgBackRest daily incremental backup", "Wed 2024-05-15 02:30:00 UTC", "Tue 2024-05-14 02:30:00 UTC"),
                  ("systemd-tmpfiles-clean.timer", "Daily Cleanup of Temporary Directories", "Wed 2024-05-15 06:25:12 UTC", "Tue 2024-05-14 06:25:12 UTC"),
                  ("unbound-anchor.timer", "daily update of the root trust anchor for DNSSEC", "Wed 2024-05-15 00:00:00 UTC", "Tue 2024-05-14 00:00:00 UTC")):
            t(2, "row", "")
            t(3, "link", r[0])
            for c in r[1:]:
                t(3, "cell", c)
            t(3, "button", "Actions", hasPopup="menu")
        return t
    t(1, "textbox", "Filter by name or description", k="filter", **({"value": filt} if filt else {}))
    t(1, "combobox", "Active state", value="All")
    t(1, "combobox", "File state", value="All")
    t(1, "table", "")
    t(2, "row", "")
    for h in ("Unit", "State", ""):
        t(3, "columnheader", h)
    shown = [r for r in rows if filt.lower() in (r[0] + r[1]).lower()]
    for unit, desc, state, fstate in shown:
        t(2, "row", "")
        t(3, "link", f"{desc} {unit}", k="u_" + unit)
        t(3, "cell", state)
        t(3, "cell", fstate)
    if not shown:
        t.t(1, "No matching results")
    return t


def ck_nginx(st: dict[str, Any]) -> T:
    t = T(6)
    ck_chrome(t, "Services")
    t.at(30)
    t(0, "main", "")
    t(1, "navigation", "Breadcrumb")
    t(2, "link", "Services")
    t.t(2, "nginx.service")
    t(1, "heading", "The nginx HTTP and reverse proxy server")
    t(1, "button", "Service actions", hasPopup="menu", k="kebab", **({"expanded": True} if st["menu"] else {}))
    if st["menu"]:
        t(2, "menu", "")
        for item in ("Reload", "Restart", "Stop", "Disallow running (mask)", "Pin unit"):
            t(3, "menuitem", item, k="mi_" + item.split()[0].lower())
    t.t(1, "Status", "Running", f"Active since {st['since']}")
    t(1, "switch", "Automatically starts", checked="true")
    t.t(1, "Path", "/usr/lib/systemd/system/nginx.service", "Memory", st["mem"], "CPU", st["cpu"], "Main PID", st["pid"])
    t(1, "button", "Show relationships", expanded=False)
    t(1, "heading", "Service logs")
    t(1, "link", "View all logs")
    t(1, "list", "")
    for line in st["logs"]:
        t.t(2, line)
    return t


CK_NGINX_LOGS = ["May 13 06:12:07 systemd: Started nginx.service - The nginx HTTP and reverse proxy server.",
                 "May 13 06:12:07 nginx: nginx: configuration file /etc/nginx/nginx.conf test is successful",
                 "May 13 06:12:07 nginx: nginx: the configuration file /etc/nginx/nginx.conf syntax is ok",
                 "May 13 06:12:07 systemd: Starting nginx.service - The nginx HTTP and reverse proxy server..."]


def ck_logs(prio: str) -> T:
    t = T(6)
    ck_chrome(t, "Logs")
    t.at(30)
    t(0, "main", "")
    t(1, "combobox", "Time", value="Current boot")
    t(1, "combobox", "Priority", k="prio", value=prio)
    for o in ("Only emergency", "Alert and above", "Critical and above", "Error and above", "Warning and above",
              "Notice and above", "Info and above", "Debug and above"):
        t(2, "option", o, selected=o == prio)
    t(1, "combobox", "Identifier", value="All")
    t(1, "textbox", "Type to filter", value="")
    t(1, "button", "Pause")
    t.t(1, "Tuesday, May 14, 2024")
    if prio == "Error and above":
        entries = [("10:02", "postgres", "ERROR: duplicate key value violates unique constraint \"webhook_deliveries_event_id_key\""),
                   ("09:14", "postgres", "ERROR: canceling statement due to statement timeout"),
                   ("06:25", "node_exporter", "level=error collector=textfile msg=\"failed to read textfile collector directory\" path=/var/lib/node_exporter"),
                   ("02:31", "pgbackrest", "ERROR: [082]: WAL segment 0000000100000A4F000000C2 was not archived before the 60000ms timeout")]
    else:
        entries = [("10:32", "systemd", "Started nginx.service - The nginx HTTP and reverse proxy server."),
                   ("10:32", "nginx", "nginx: configuration file /etc/nginx/nginx.conf test is successful"),
                   ("10:32", "nginx", "nginx: the configuration file /etc/nginx/nginx.conf syntax is ok"),
                   ("10:32", "systemd", "Starting nginx.service - The nginx HTTP and reverse proxy server..."),
                   ("10:32", "systemd", "Stopped nginx.service - The nginx HTTP and reverse proxy server."),
                   ("10:32", "systemd", "nginx.service: Deactivated successfully."),
                   ("10:32", "systemd", "Stopping nginx.service - The nginx HTTP and reverse proxy server..."),
                   ("10:31", "cockpit-session", "pam_unix(cockpit:session): session opened for user root(uid=0) by root(uid=0)"),
                   ("10:14", "systemd", "Finished dnf-makecache.service - dnf makecache."),
                   ("10:02", "postgres", "ERROR: duplicate key value violates unique constraint \"webhook_deliveries_event_id_key\"")]
    t(1, "list", "")
    for when, ident, msg in entries:
        t(2, "listitem", "")
        t.t(3, when, ident, msg)
    return t


# Cockpit services: clean
def traj21(rs: RowSet) -> None:
    p0 = ck_overview("7%", "5.1 / 15.6 GiB", "2024-05-14 10:31")
    turns = []
    surl = CK_BASE + "/system/services"
    title = "Services - db-02.fernhill.lan"
    s1 = ck_services(CK_SERVICES)
    turns.append((click(p0.ids["nav_services"]), s1.page(title, surl)))
    s2 = ck_services(CK_SERVICES, filt="nginx")
    turns.append((fill(s1.ids["filter"], "nginx"), s2.page(title, surl + "#/?name=nginx")))
    st = {"menu": False, "since": "Mon 2024-05-13 06:12:07 UTC; 1 day 4h ago", "mem": "21.3 MB", "cpu": "3min 12.441s",
          "pid": "1183 (nginx)", "logs": CK_NGINX_LOGS}
    nurl = CK_BASE + "/system/services#/nginx.service"
    ntitle = "nginx.service - db-02.fernhill.lan"
    n3 = ck_nginx(st)
    turns.append((click(s2.ids["u_nginx.service"]), n3.page(ntitle, nurl)))
    st["menu"] = True
    n4 = ck_nginx(st)
    turns.append((click(n3.ids["kebab"]), n4.page(ntitle, nurl)))
    st.update(menu=False, since="Tue 2024-05-14 10:32:41 UTC; 2s ago", mem="6.1 MB", cpu="48ms", pid="58211 (nginx)",
              logs=["May 14 10:32:41 systemd: Started nginx.service - The nginx HTTP and reverse proxy server.",
                    "May 14 10:32:41 nginx: nginx: configuration file /etc/nginx/nginx.conf test is successful",
                    "May 14 10:32:41 nginx: nginx: the configuration file /etc/nginx/nginx.conf syntax is ok",
                    "May 14 10:32:41 systemd: Starting nginx.service - The nginx HTTP and reverse proxy server...",
                    "May 14 10:32:40 systemd: Stopped nginx.service - The nginx HTTP and reverse proxy server.",
                    "May 14 10:32:40 systemd: nginx.service: Deactivated successfully.",
                    "May 14 10:32:40 systemd: Stopping nginx.service - The nginx HTTP and reverse proxy server..."] + CK_NGINX_LOGS[:1])
    n5 = ck_nginx(st)
    turns.append((click(n4.ids["mi_restart"]), n5.page(ntitle, nurl)))
    o6 = ck_overview("5%", "5.0 / 15.6 GiB", "2024-05-14 10:33")
    turns.append((click(n5.ids["nav_overview"]), o6.page("Overview - db-02.fernhill.lan", CK_BASE + "/system")))
    lurl = CK_BASE + "/system/logs#/?priority=err"
    l7 = ck_logs("Error and above")
    turns.append((click(o6.ids["nav_logs"]), l7.page("Logs - db-02.fernhill.lan", lurl)))
    l8 = ck_logs("Info and above")
    turns.append((select(l7.ids["prio"], "Info and above"), l8.page("Logs - db-02.fernhill.lan", CK_BASE + "/system/logs#/?priority=info")))
    s9 = ck_services(CK_SERVICES)
    turns.append((click(l8.ids["nav_services"]), s9.page(title, surl)))
    s10 = ck_services(CK_SERVICES, tab="Timers")
    turns.append((click(s9.ids["tab_timers"]), s10.page("Timers - db-02.fernhill.lan", surl + "#/?type=timer")))
    rs.add(task="web", tid="h42-web-21", system=SYSTEM, turns=turns, state=p0.page("Overview - db-02.fernhill.lan", CK_BASE + "/system"))


# ---------------------------------------------------------------------------
# 22 OPNsense firewall aliases: bad
OP_BASE = "https://fw.fernhill.lan"
OP_ALIASES = [
    ("admin_nets", "Network(s)", "Admin workstations and jump host", "10.40.0.0/24, 10.40.9.0/28", "2", "", True),
    ("bogons", "External (advanced)", "bogon networks (internal)", "", "1,294", "2024/05/01 03:12:40", True),
    ("bogonsv6", "External (advanced)", "bogon networks IPv6 (internal)", "", "110,836", "2024/05/01 03:12:41", True),
    ("dns_servers", "Host(s)", "Internal resolvers", "10.40.1.53, 10.40.1.54", "2", "", True),
    ("GeoIP_blocked", "GeoIP", "Countries blocked on WAN", "KP, IR, SY", "3,128", "2024/05/13 04:00:19", True),
    ("http_ports", "Port(s)", "Web ports", "80, 443, 8443", "", "", True),
    ("monitoring", "Host(s)", "Prometheus and Grafana", "10.40.2.20, 10.40.2.21", "2", "", True),
    ("old_vpn_peers", "Host(s)", "Legacy IPsec peers (decommissioned)", "203.0.113.14, 198.51.100.72", "2", "", True),
    ("sshlockout", "External (advanced)", "abuse lockout table (internal)", "", "0", "", True),
    ("virusprot", "External (advanced)", "overload table for rate limiting (internal)", "", "0", "", True),
]


def op_chrome(t: T, active: str) -> None:
    t(0, "banner", "")
    t(1, "link", "OPNsense")
    t(1, "textbox", "Search")
    t(1, "button", "root@fw.fernhill.lan", hasPopup="menu")
    t(0, "navigation", "")
    for name in ("Lobby", "Reporting", "System", "Interfaces"):
        t(1, "button", name, expanded=False)
    t(1, "button", "Firewall", expanded=True)
    t(2, "link", "Aliases", k="nav_aliases", **({"current": "page"} if active == "Aliases" else {}))
    t(2, "link", "Automation")
    t(2, "link", "Categories")
    t(2, "link", "Groups")
    t(2, "button", "NAT", expanded=False)
    t(2, "button", "Rules", expanded=True)
    for r in ("Floating", "LAN", "WAN", "OPT1_DMZ", "WireGuard (Group)"):
        t(3, "link", r, k="rules_" + r.split()[0].lower(), **({"current": "page"} if active == r else {}))
    t(2, "link", "Schedules")
    t(2, "button", "Settings", expanded=False)
    t(2, "button", "Log Files", expanded=False)
    t(2, "button", "Diagnostics", expanded=False)
    for name in ("VPN", "Services", "Power", "Help"):
        t(1, "button", name, expanded=False)


def op_aliases(rows: list[tuple[str, ...]], confirm: str = "", edit: dict[str, str] | None = None) -> T:
    t = T(6)
    op_chrome(t, "Aliases")
    t.at(50)
    t(0, "main", "")
    t(1, "navigation", "Breadcrumb")
    t.t(2, "Firewall", "Aliases")
    t(1, "tablist", "")
    t(2, "tab", "Aliases", "selected")
    t(2, "tab", "GeoIP settings")
    t(1, "textbox", "Search")
    t(1, "button", "Filter type", hasPopup="listbox")
    t(1, "button", "Filter categories", hasPopup="listbox")
    t(1, "button", "Refresh")
    t(1, "combobox", "Rows per page", value="25")
    t(1, "table", "")
    t(2, "row", "")
    for h in ("", "Enabled", "Name", "Type", "Description", "Content", "Loaded#", "Last updated", "Commands"):
        t(3, "columnheader", h)
    for name, typ, desc, content, loaded, updated, on in rows:
        t(2, "row", "")
        t(3, "checkbox", "", checked="false")
        t(3, "cell", "✓" if on else "")
        t(3, "cell", name)
        t(3, "cell", typ)
        t(3, "cell", desc)
        t(3, "cell", content)
        t(3, "cell", loaded)
        t(3, "cell", updated)
        t(3, "cell", "")
        t(4, "button", "Edit")
        t(4, "button", "Clone")
        if not desc.endswith("(internal)"):
            t(4, "button", "Delete", k="del_" + name)
    t(1, "button", "Add", k="add")
    t(1, "button", "Delete selected")
    t.t(1, f"Showing 1 to {len(rows)} of {len(rows)} entries")
    t(1, "button", "Apply", k="apply")
    if confirm:
        t.at(400)
        t(0, "dialog", "Aliases", "modal")
        t.t(1, "Remove selected item?")
        t(1, "button", "Cancel")
        t(1, "button", "Yes", k="yes")
    if edit is not None:
        t.at(400)
        t(0, "dialog", "Edit Alias", "modal")
        t(1, "button", "Close")
        t(1, "checkbox", "Enabled", checked="true")
        t(1, "textbox", "Name", k="name", value=edit["name"])
        t(1, "combobox", "Type", value="Host(s)")
        t(1, "combobox", "Categories", value="")
        t(1, "textbox", "Content", k="content", value=edit["content"])
        t(1, "checkbox", "Statistics", checked="false")
        t(1, "textbox", "Description", k="desc", value=edit["desc"])
        t(1, "button", "Cancel")
        t(1, "button", "Save", k="save")
    return t


def op_lan() -> T:
    t = T(6)
    op_chrome(t, "LAN")
    t.at(50)
    t(0, "main", "")
    t(1, "navigation", "Breadcrumb")
    t.t(2, "Firewall", "Rules", "LAN")
    t(1, "button", "Add")
    t(1, "button", "Inspect")
    t(1, "textbox", "Search")
    t(1, "table", "")
    t(2, "row", "")
    for h in ("", "", "Protocol", "Source", "Port", "Destination", "Port", "Gateway", "Schedule", "Description"):
        t(3, "columnheader", h)
    t.t(2, "Automatically generated rules")
    for r in (("pass", "IPv4 TCP", "admin_nets", "*", "This Firewall", "443", "*", "*", "Anti-Lockout Rule"),
              ("pass", "IPv4 TCP/UDP", "LAN net", "*", "dns_servers", "53 (DNS)", "*", "*", "Internal DNS only"),
              ("block", "IPv4 TCP/UDP", "LAN net", "*", "*", "53 (DNS)", "*", "*", "Block external DNS"),
              ("pass", "IPv4 TCP", "monitoring", "*", "LAN net", "9100", "*", "*", "node_exporter scrapes"),
              ("pass", "IPv4 TCP", "LAN net", "*", "*", "http_ports", "*", "*", "Web egress"),
              ("pass", "IPv4 *", "admin_nets", "*", "*", "*", "*", "*", "Admins anywhere"),
              ("block", "IPv4 *", "LAN net", "*", "*", "*", "*", "*", "Default deny LAN (logged)")):
        t(2, "row", "")
        t(3, "cell", r[0])
        t(3, "button", "Rule enabled")
        for c in r[1:]:
            t(3, "cell", c)
        t(3, "button", "Edit")
        t(3, "button", "Clone")
        t(3, "button", "Delete")
    t(1, "button", "Apply changes")
    t.t(1, "pass", "block", "reject", "log", "in", "out", "first match")
    return t


# OPNsense aliases: bad
def traj22(rs: RowSet) -> None:
    url = OP_BASE + "/ui/firewall/alias"
    title = "Firewall: Aliases | OPNsense"
    p0 = op_aliases(OP_ALIASES)
    turns = []
    p1 = op_aliases(OP_ALIASES, confirm="old_vpn_peers")
    turns.append((click(p0.ids["del_old_vpn_peers"]), p1.page(title, url)))
    rows = [r for r in OP_ALIASES if r[0] != "old_vpn_peers"]
    p2 = op_aliases(rows)
    turns.append((click(p1.ids["yes"]), p2.page(title, url)))
    p3 = op_aliases(rows)
    turns.append((click(p2.ids["apply"]), p3.page(title, url)))
    ed = {"name": "", "content": "", "desc": ""}
    p4 = op_aliases(rows, edit=dict(ed))
    turns.append((click(p3.ids["add"]), p4.page(title, url)))
    ed["name"] = "backup_targets"
    p5 = op_aliases(rows, edit=dict(ed))
    turns.append((fill(p4.ids["name"], "backup_targets"), p5.page(title, url)))
    ed["content"] = "10.40.4.11, 10.40.4.12"
    p6 = op_aliases(rows, edit=dict(ed))
    turns.append((fill(p5.ids["content"], "10.40.4.11, 10.40.4.12"), p6.page(title, url)))
    ed["desc"] = "restic and pgBackRest repositories"
    p7 = op_aliases(rows, edit=dict(ed))
    turns.append((fill(p6.ids["desc"], "restic and pgBackRest repositories"), p7.page(title, url)))
    new = ("backup_targets", "Host(s)", "restic and pgBackRest repositories", "10.40.4.11, 10.40.4.12", "", "", True)
    rows8 = sorted(OP_ALIASES + [new], key=lambda r: r[0].lower())
    p8 = op_aliases(rows8)
    turns.append((click(p7.ids["save"]), p8.page(title, url)))
    l9 = op_lan()
    turns.append((click(p8.ids["rules_lan"]), l9.page("Firewall: Rules: LAN | OPNsense", OP_BASE + "/firewall_rules.php?if=lan")))
    rs.add(task="web", tid="h42-web-22", system=SYSTEM, turns=turns, state=p0.page(title, url), bad=True, turn=8,
           kind="alias deleted and applied earlier is listed again after adding a new one")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for build in (traj01, traj02, traj03, traj04, traj05, traj06, traj07, traj08, traj09, traj10, traj11,
                  traj12, traj13, traj14, traj15, traj16, traj17, traj18, traj19, traj20, traj21, traj22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
