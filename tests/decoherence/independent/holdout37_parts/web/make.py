# ruff: noqa: E501
"""Held-out set holdout37, web domain: 22 BrowserGym trajectories on self-hosted web apps.

Each trajectory is one task in one app, observed as accessibility trees with element bids; eleven of
them carry exactly one observation that contradicts an earlier one (see ``labels.json``).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import RowSet, axtree

TAB = "\t"

SYSTEM = """# Role and Objective

You are a **Web World Model**, a precise browser state simulator. Your task is to predict the exact next page state after a browser action is executed. The browser is signed in to {site}.

Given:
1. **Historical Context** (optional): previous interactions in this session
2. **Current Page State**: the visible browser page state
3. **Browser Action**: a browser control action

Predict the **next page state** after the action is executed.

## Core Responsibilities

1. **State Prediction**: generate the complete next page state after action execution
2. **Context Maintenance**: track navigation state, focused elements, form values, and browsing history across turns
3. **Behavioral Fidelity**: stay faithful to browser behavior, including navigation, loading completion, focus changes, and no-op actions

# Action Space

noop(wait_ms: float = 1000)
scroll(delta_x: float, delta_y: float)
click(bid: str, button: Literal['left', 'middle', 'right'] = 'left', modifiers: list = [])
dblclick(bid: str, button: Literal['left', 'middle', 'right'] = 'left', modifiers: list = [])
hover(bid: str)
fill(bid: str, value: str, enable_autocomplete_menu: bool = False)
clear(bid: str)
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

The page state is the accessibility tree of the active tab: the URL, the RootWebArea, then one node per line nested with tabs. Interactive nodes carry their bid in brackets, e.g. [142] link 'Issues'; properties follow the name (value=, checked=, selected=, expanded=, disabled=, focused). Preserve this representation exactly and keep untouched subtrees verbatim.

If the action changes the page identity or main content (navigation, submission, tab switch, pagination, modal), update the page-level state first; if it is a local edit, keep the page and change only the affected nodes. Return the unchanged page only when the action has no visible effect.

Output exactly one complete and closed <predicted_observation></predicted_observation> block and nothing else."""


def system(site: str) -> str:
    return SYSTEM.replace("{site}", site)


def nest(block: str, depth: int = 0) -> list[str]:
    """Turn a block indented with two spaces per level into tab-nested tree lines."""
    lines = [ln for ln in block.split("\n") if ln.strip()]
    base = min(len(ln) - len(ln.lstrip(" ")) for ln in lines)
    return [TAB * (depth + (len(ln) - len(ln.lstrip(" ")) - base) // 2) + ln.strip() for ln in lines]


def ind(lines: list[str], depth: int) -> list[str]:
    return [TAB * depth + ln for ln in lines]


def _ctext(cell: Any) -> str:
    if isinstance(cell, str):
        return cell
    parts = []
    for p in cell:
        if isinstance(p, str):
            parts.append(p)
        elif p[0] in ("link", "button", "image") and p[1]:
            parts.append(p[1])
    return " ".join(parts)


def _cell(cell: Any, n: int, depth: int) -> tuple[list[str], int]:
    if isinstance(cell, str):
        return [TAB * depth + f"[{n}] gridcell '{cell}'"], n + 1
    out = [TAB * depth + f"[{n}] gridcell '{_ctext(cell)}'"]
    n += 1
    for p in cell:
        if isinstance(p, str):
            out.append(TAB * (depth + 1) + f"StaticText '{p}'")
        elif p[0] == "checkbox":
            out.append(TAB * (depth + 1) + f"[{n}] checkbox '{p[1]}', checked='{'true' if p[2] else 'false'}'")
            n += 1
        else:
            out.append(TAB * (depth + 1) + f"[{n}] {p[0]} '{p[1]}'")
            n += 1
    return out, n


def grid(bid: int, headers: list[str], rows: list[tuple[int, list[Any]]], depth: int = 0, name: str = "") -> list[str]:
    """A table: header row, then rows given as (row bid, cells); a cell is text or a list of parts."""
    out = [TAB * depth + f"[{bid}] table '{name}'"]
    out.append(TAB * (depth + 1) + f"[{bid + 1}] row '{' '.join(h for h in headers if h)}'")
    for j, h in enumerate(headers):
        out.append(TAB * (depth + 2) + f"[{bid + 2 + j}] columnheader '{h}'")
    for rb, cells in rows:
        out.append(TAB * (depth + 1) + f"[{rb}] row '{' '.join(t for t in map(_ctext, cells) if t)}'")
        n = rb + 1
        for c in cells:
            lines, n = _cell(c, n, depth + 2)
            out += lines
    return out


def page(title: str, lines: list[str], url: str) -> str:
    return axtree(title, lines, url)


# GitLab (self-hosted) merge request and pipeline: clean
def t01() -> dict[str, Any]:
    gl = "https://git.hollowpine.io"
    proj = f"{gl}/platform/ingest-gateway"
    mr_url = f"{proj}/-/merge_requests/214"
    site = "a self-hosted GitLab 16.11 instance at git.hollowpine.io as Dana Whitfield (@dwhitfield)"

    def chrome(crumbs: list[str]) -> list[str]:
        out = nest("""
            [12] link 'Skip to main content'
            [16] complementary 'Primary navigation sidebar'
              [18] link 'Homepage'
              [20] button 'Create new...'
              [22] button 'Dana Whitfield user menu'
              [24] link 'Assigned issues 4'
              [26] link 'Merge requests 7'
              [28] link 'To-Do List 12'
              [30] button 'Search or go to...'
              StaticText 'Project'
              [33] link 'ingest-gateway'
              [35] button 'Pinned'
              [37] link 'Issues 23'
              [39] link 'Merge requests 9'
              [41] button 'Manage'
              [43] button 'Plan'
              [45] button 'Code'
              [47] button 'Build'
              [49] button 'Secure'
              [51] button 'Deploy'
              [53] button 'Operate'
              [55] button 'Monitor'
              [57] button 'Analyze'
              [59] link 'Settings'
              [61] link 'Help'
            [64] navigation 'Breadcrumbs'
        """)
        out += [TAB + f"[{66 + 2 * i}] link '{c}'" for i, c in enumerate(crumbs)]
        return out

    def mr_head(tab: str, merged: bool) -> list[str]:
        sel = {t: ("True" if t == tab else "False") for t in ("ov", "co", "pi", "ch")}
        return nest(f"""
            [90] main ''
              [96] heading 'Add retry budget to upstream HTTP client'
              StaticText '{"Merged" if merged else "Open"}'
              StaticText 'Ravi Menon requested to merge'
              [100] link 'feature/retry-budget'
              [102] button 'Copy branch name'
              StaticText 'into'
              [104] link 'main'
              StaticText '2 days ago'
              [106] button 'Edit title and description'
              [108] button 'Code'
              [110] button 'Merge request actions'
              [112] tablist ''
                [113] tab 'Overview 5', selected={sel["ov"]}
                [115] tab 'Commits 3', selected={sel["co"]}
                [117] tab 'Pipelines 2', selected={sel["pi"]}
                [119] tab 'Changes 6', selected={sel["ch"]}
        """)

    def mr_side() -> list[str]:
        return nest("""
            [300] complementary 'Merge request details'
              StaticText 'Assignee'
              [303] link 'Ravi Menon'
              StaticText 'Reviewers'
              [306] link 'Dana Whitfield'
              [308] link 'Sofia Marques'
              StaticText 'Labels'
              [311] link 'component::http-client'
              [313] link 'type::feature'
              StaticText 'Milestone'
              [316] link 'v2.9'
              StaticText 'Time tracking'
              StaticText 'No estimate or time spent'
              StaticText 'Participants'
              StaticText '3 participants'
              [321] button 'Copy reference'
              StaticText 'Reference: platform/ingest-gateway!214'
        """, 1)

    def overview(widget: list[str], activity: list[str], merged: bool) -> str:
        lines = chrome(["platform", "ingest-gateway", "Merge requests", "!214"]) + mr_head("ov", merged)
        lines += nest("""
            [130] region 'Description'
              StaticText 'Adds a per-upstream retry budget (token bucket, 20% of request rate, min 5 rps) so that retries can no longer amplify an upstream outage.'
              StaticText 'What changed'
              [134] list ''
                [135] listitem ''
                  StaticText 'internal/upstream/retry.go: new budget type with Take() and Refill()'
                [137] listitem ''
                  StaticText 'config: retry_budget.ratio and retry_budget.min_rps, defaults 0.2 and 5'
                [139] listitem ''
                  StaticText 'metrics: ingest_upstream_retry_budget_exhausted_total counter'
              StaticText 'Closes #388'
        """, 1)
        lines += ind(widget, 1) + ind(activity, 1) + mr_side()
        return page("Add retry budget to upstream HTTP client (!214) · Merge requests · platform / ingest-gateway · GitLab", lines, mr_url)

    def widget_open(auto: bool) -> list[str]:
        out = nest("""
            [150] region 'Merge request reports'
              [152] link 'Pipeline: running'
              StaticText 'Merged result pipeline'
              [154] link '#48213'
              StaticText 'running for'
              [156] link 'a3f9c1e2'
              [158] button 'Pipeline stages'
              StaticText 'Approved by'
              [161] image 'Sofia Marques'
              StaticText 'Approval is optional'
              [163] button 'Approve'
        """)
        if auto:
            out += nest("""
                  StaticText 'Set by Dana Whitfield to be merged automatically when the pipeline succeeds'
                  [166] button 'Cancel auto-merge'
                  StaticText 'The source branch will be deleted.'
                  StaticText '3 commits and 1 merge commit will be added to main.'
            """, 1)
        else:
            out += nest("""
                  StaticText 'Ready to merge once the pipeline succeeds.'
                  [166] button 'Set to auto-merge'
                  [168] checkbox 'Delete source branch', checked='true'
                  [170] checkbox 'Squash commits', checked='false'
                  [172] checkbox 'Edit commit message', checked='false'
                  StaticText '3 commits and 1 merge commit will be added to main.'
            """, 1)
        return out

    def activity(items: list[str]) -> list[str]:
        out = nest("""
            [200] region 'Activity'
              [202] heading 'Activity'
              [204] button 'Sort or filter'
        """)
        for i, it in enumerate(items):
            out.append(TAB + f"[{210 + 4 * i}] listitem ''")
            out.append(TAB * 2 + f"StaticText '{it}'")
        out += nest("""
              [260] textbox 'Comment' value=''
              [262] button 'Comment'
        """, 1)
        return out

    def acts(m: int, extra: list[str]) -> list[str]:
        return extra + [
            f"Ravi Menon added 1 commit {m} minutes ago: a3f9c1e2 - Cap retries per upstream with token bucket",
            f"Sofia Marques approved this merge request {m + 21} minutes ago",
            f"Sofia Marques commented {m + 24} minutes ago: budget ratio default looks fine, please add the counter to the dashboard JSON",
            f"Ravi Menon added 1 commit {m + 31} minutes ago: 5be07d19 - Add retry budget config and metrics",
            "Ravi Menon requested review from Dana Whitfield and Sofia Marques 2 days ago",
            "Ravi Menon assigned to @rmenon 2 days ago",
        ]

    state = overview(widget_open(False), activity(acts(4, [])), False)

    # turn 1: pipelines tab
    pl_rows = [
        (400, [["running", ("link", "Status: Running")], [("link", "#48213"), "merged results", ("link", "a3f9c1e2"), "Cap retries per upstream with token bucket"],
               [("image", "Ravi Menon")], [("button", "lint: passed"), ("button", "test: running"), ("button", "build: created"), ("button", "integration: created"), ("button", "review: manual action")],
               ["started 4 minutes ago", ("button", "Cancel pipeline")]]),
        (440, [["failed", ("link", "Status: Failed")], [("link", "#48205"), "merged results", ("link", "5be07d19"), "Add retry budget config and metrics"],
               [("image", "Ravi Menon")], [("button", "lint: passed"), ("button", "test: failed"), ("button", "build: skipped"), ("button", "integration: skipped"), ("button", "review: skipped")],
               ["00:06:41", "finished 35 minutes ago", ("button", "Retry")]]),
    ]
    o1 = chrome(["platform", "ingest-gateway", "Merge requests", "!214"]) + mr_head("pi", False)
    o1 += grid(380, ["Status", "Pipeline", "Created by", "Stages", ""], pl_rows, 1)
    o1 += mr_side()
    obs1 = page("Pipelines · Add retry budget to upstream HTTP client (!214) · platform / ingest-gateway · GitLab", o1, mr_url + "/pipelines")

    # pipeline page
    def pipeline(ago: str, jobs: dict[str, str], running_for: str) -> str:
        lines = chrome(["platform", "ingest-gateway", "Pipelines", "#48213"])
        lines += nest(f"""
            [90] main ''
              [92] heading 'Cap retries per upstream with token bucket'
              StaticText 'running'
              StaticText 'Pipeline #48213 triggered {ago} by'
              [96] link 'Ravi Menon'
              StaticText 'For'
              [98] link 'feature/retry-budget'
              [100] link 'a3f9c1e2'
              [102] button 'Copy commit SHA'
              StaticText 'Related merge request'
              [104] link '!214'
              StaticText 'to merge feature/retry-budget into main'
              StaticText 'merged results'
              StaticText 'latest'
              StaticText '6 jobs'
              StaticText '{running_for}'
              [106] button 'Cancel pipeline'
              [108] tablist ''
                [109] tab 'Pipeline', selected=True
                [111] tab 'Needs', selected=False
                [113] tab 'Jobs 6', selected=False
                [115] tab 'Tests 0', selected=False
              [120] region 'Pipeline graph'
        """)
        stages = [("lint", ["golangci-lint"]), ("test", ["unit-tests", "race-detector"]), ("build", ["docker-image"]),
                  ("integration", ["e2e-upstream"]), ("review", ["deploy-review"])]
        b = 130
        for st, js in stages:
            lines.append(TAB * 2 + f"[{b}] group '{st}'")
            lines.append(TAB * 3 + f"StaticText '{st}'")
            b += 2
            for j in js:
                lines.append(TAB * 3 + f"[{b}] link 'Status: {jobs[j]} {j}'")
                b += 2
        return page("Pipeline · platform / ingest-gateway · GitLab", lines, f"{proj}/-/pipelines/48213")

    obs2 = pipeline("4 minutes ago", {"golangci-lint": "Passed", "unit-tests": "Running", "race-detector": "Passed", "docker-image": "Created",
                                      "e2e-upstream": "Created", "deploy-review": "Manual"}, "in progress")

    log_head = [
        "Running with gitlab-runner 16.11.1 (535ced5f)",
        "  on docker-runner-02 xY7kP2qR, system ID: s_4f0c9a1d27e3",
        "Preparing the docker executor",
        "Using Docker executor with image golang:1.22.3-bookworm ...",
        "Pulling docker image golang:1.22.3-bookworm ...",
        "Using docker image sha256:8d1f0c2b9a44 for golang:1.22.3-bookworm",
        "Getting source from Git repository",
        "Fetching changes with git depth set to 20...",
        "Checking out a3f9c1e2 as detached HEAD (ref is refs/merge-requests/214/merge)...",
        "Restoring cache",
        "Successfully extracted cache",
        "Executing step_script stage of the job script",
        "$ go test ./... -count=1 -coverprofile=cover.out",
        "ok   git.hollowpine.io/platform/ingest-gateway/internal/auth      2.114s  coverage: 81.4% of statements",
        "ok   git.hollowpine.io/platform/ingest-gateway/internal/config    0.392s  coverage: 77.0% of statements",
        "ok   git.hollowpine.io/platform/ingest-gateway/internal/decode    6.871s  coverage: 88.2% of statements",
        "ok   git.hollowpine.io/platform/ingest-gateway/internal/metrics   0.204s  coverage: 64.9% of statements",
    ]
    log_tail = [
        "ok   git.hollowpine.io/platform/ingest-gateway/internal/upstream  94.530s coverage: 86.7% of statements",
        "ok   git.hollowpine.io/platform/ingest-gateway/internal/router    11.208s coverage: 79.3% of statements",
        "?    git.hollowpine.io/platform/ingest-gateway/cmd/ingest-gateway [no test files]",
        "$ go tool cover -func=cover.out | tail -1",
        "total:                                                  (statements)    82.6%",
        "Saving cache for successful job",
        "Created cache",
        "Uploading artifacts for successful job",
        "Uploading artifacts...",
        "cover.out: found 1 matching artifact files and directories",
        "Uploading artifacts as archive to coordinator... 201 Created  id=1293372 responseStatus=201 Created",
        "Cleaning up project directory and file based variables",
        "Job succeeded",
    ]

    def job(status: str, trig: str, dur: str, finished: str, log: list[str]) -> str:
        lines = chrome(["platform", "ingest-gateway", "Jobs", "#1293372"])
        lines += nest(f"""
            [90] main ''
              StaticText '{status}'
              StaticText 'Job'
              [94] link '#1293372'
              StaticText 'triggered {trig} by'
              [96] link 'Ravi Menon'
              [98] heading 'unit-tests'
              [100] button 'Show complete raw'
              [102] button 'Scroll to top'
              [104] button 'Scroll to bottom'
              [106] log ''
        """)
        lines += [TAB * 2 + f"StaticText '{ln}'" for ln in log]
        lines += nest(f"""
            [240] complementary 'Job details'
              [242] heading 'unit-tests'
              [244] button '{"Retry" if status == "passed" else "Cancel"}'
              StaticText 'Duration: {dur}'
              StaticText '{finished}'
              StaticText 'Queued: 1 second'
              StaticText 'Timeout: 1h (from project)'
              StaticText 'Runner: #37 (xY7kP2qR) docker-runner-02'
              StaticText 'Tags:'
              StaticText 'docker'
              StaticText 'linux-amd64'
              StaticText 'Commit'
              [256] link 'a3f9c1e2'
              StaticText 'Cap retries per upstream with token bucket'
              StaticText 'Pipeline'
              [259] link '#48213'
              StaticText 'for'
              [261] link 'feature/retry-budget'
              [263] combobox 'test' value='test'
              [265] link 'Status: {status.capitalize()} unit-tests'
              [267] link 'Status: Passed race-detector'
        """, 1)
        return page("unit-tests (#1293372) · Jobs · platform / ingest-gateway · GitLab", lines, f"{proj}/-/jobs/1293372")

    obs3 = job("running", "4 minutes ago", "3 minutes 55 seconds", "Started: 3 minutes ago", log_head)
    obs4 = job("passed", "5 minutes ago", "4 minutes 31 seconds", "Finished: just now", log_head + log_tail)
    obs5 = pipeline("5 minutes ago", {"golangci-lint": "Passed", "unit-tests": "Passed", "race-detector": "Passed", "docker-image": "Running",
                                      "e2e-upstream": "Created", "deploy-review": "Manual"}, "in progress")
    obs6 = overview(widget_open(False), activity(acts(6, [])), False)
    obs7 = overview(widget_open(True), activity(acts(6, ["Dana Whitfield enabled an automatic merge when the pipeline for a3f9c1e2 succeeds just now"])), False)
    merged_widget = nest("""
        [150] region 'Merge request reports'
          [152] link 'Pipeline: passed'
          StaticText 'Merged result pipeline'
          [154] link '#48213'
          StaticText 'passed for'
          [156] link 'a3f9c1e2'
          StaticText 'Approved by'
          [161] image 'Sofia Marques'
          StaticText 'Merged by'
          [174] link 'Dana Whitfield'
          StaticText '1 minute ago'
          [176] button 'Revert'
          [178] button 'Cherry-pick'
          StaticText 'The changes were merged into'
          [180] link 'main'
          StaticText 'with'
          [182] link '7e01b2d4'
          [184] button 'Copy commit SHA'
          StaticText 'The source branch has been deleted.'
          StaticText 'Pipeline'
          [186] link '#48230'
          StaticText 'running for 7e01b2d4 on main'
    """)
    obs8 = overview(merged_widget, activity(acts(11, [
        "Dana Whitfield merged 1 minute ago",
        "Dana Whitfield deleted the source branch feature/retry-budget 1 minute ago",
        "Dana Whitfield enabled an automatic merge when the pipeline for a3f9c1e2 succeeds 5 minutes ago"])), True)
    turns = [
        ("click('117')", obs1),
        ("click('404')", obs2),
        ("click('136')", obs3),
        ("noop(45000)", obs4),
        ("click('259')", obs5),
        ("click('104')", obs6),
        ("click('166')", obs7),
        ("noop(300000)", obs8),
    ]
    return dict(task="web", tid="h37-web-01", system=system(site), turns=turns, state=state, bad=False)


# Paperless-ngx document details edit: bad
def t02() -> dict[str, Any]:
    base = "https://paperless.lindner-home.de"
    site = "a self-hosted Paperless-ngx 2.14 instance at paperless.lindner-home.de as Katrin Lindner (kaddi)"
    side = nest("""
        [20] navigation ''
          [22] link 'Paperless-ngx'
          [24] combobox 'Search' value='', expanded=False
          [26] button 'Katrin Lindner'
        [30] navigation 'Sidebar'
          [32] link 'Dashboard'
          [34] link 'Documents'
          StaticText 'SAVED VIEWS'
          [37] link 'Inbox'
          [39] link 'Rechnungen 2025'
          StaticText 'MANAGE'
          [42] link 'Correspondents'
          [44] link 'Tags'
          [46] link 'Document Types'
          [48] link 'Storage Paths'
          [50] link 'Custom Fields'
          [52] link 'Workflows'
          [54] link 'Mail'
          StaticText 'ADMINISTRATION'
          [57] link 'Settings'
          [59] link 'Users & Groups'
          [61] link 'File Tasks'
          [63] link 'Logs'
          [65] link 'Documentation'
    """)
    docs = {
        1187: ["Stadtwerke Lindau Abschlag Maerz 2025", "Stadtwerke Lindau", "", ["Inbox"], "2025-03-03", "2025-03-05"],
        1186: ["Lohnabrechnung Februar 2025", "Brunner Logistik GmbH", "Lohnabrechnung", ["Gehalt"], "2025-02-28", "2025-03-04"],
        1185: ["Kontoauszug 02/2025", "Sparkasse Bodensee", "Kontoauszug", ["Bank"], "2025-02-28", "2025-03-02"],
        1184: ["Rechnung 2025-0219 Zahnarztpraxis", "Dr. Sommer Zahnarztpraxis", "Rechnung", ["Gesundheit", "Inbox"], "2025-02-24", "2025-03-01"],
        1183: ["Kfz-Steuerbescheid 2025", "Hauptzollamt Ulm", "Bescheid", ["Auto", "Steuer"], "2025-02-20", "2025-02-27"],
        1182: ["Stadtwerke Lindau Jahresabrechnung 2024", "Stadtwerke Lindau", "Rechnung", ["Energie"], "2025-02-14", "2025-02-18"],
        1181: ["Vodafone Rechnung Februar 2025", "Vodafone GmbH", "Rechnung", ["Internet"], "2025-02-11", "2025-02-12"],
        1180: ["Mietvertrag Nachtrag Stellplatz", "Wohnbau Lindau eG", "Vertrag", ["Wohnung"], "2025-02-07", "2025-02-10"],
        1179: ["Allianz Beitragsanpassung Hausrat", "Allianz Versicherungs-AG", "Brief", ["Inbox", "Versicherung"], "2025-02-03", "2025-02-06"],
        1176: ["Stadtwerke Lindau Abschlag Februar 2025", "Stadtwerke Lindau", "Rechnung", ["Energie"], "2025-02-01", "2025-02-03"],
        1152: ["Stadtwerke Lindau Abschlag Januar 2025", "Stadtwerke Lindau", "Rechnung", ["Energie"], "2025-01-02", "2025-01-04"],
        1104: ["Zaehlerstand Strom Ablesung 2024", "Stadtwerke Lindau", "Brief", ["Energie"], "2024-12-09", "2024-12-11"],
        1171: ["Thuega Gas Abschlag Januar 2025", "Thuega Energie GmbH", "Rechnung", ["Energie"], "2025-01-15", "2025-01-16"],
        1149: ["Thuega Gas Jahresabrechnung 2024", "Thuega Energie GmbH", "Rechnung", ["Energie", "Steuer"], "2024-12-28", "2025-01-03"],
        1121: ["Heizoel Restlieferung Bescheinigung", "Bodensee Brennstoffe KG", "Rechnung", ["Energie", "Wohnung"], "2024-12-19", "2024-12-20"],
        1097: ["Stadtwerke Lindau Abschlag Dezember 2024", "Stadtwerke Lindau", "Rechnung", ["Energie"], "2024-12-02", "2024-12-03"],
        1112: ["Thuega Gas Abschlag Dezember 2024", "Thuega Energie GmbH", "Rechnung", ["Energie"], "2024-12-15", "2024-12-16"],
    }

    def row(i: int, k: int) -> tuple[int, list[Any]]:
        t, c, dt, tags, cr, ad = docs[i]
        return (300 + 20 * k, [[("checkbox", "", False)], [("link", t)], [("link", c)] if c else "", [("link", dt)] if dt else "",
                               [("link", tg) for tg in sorted(tags)], cr, ad])

    def listing(ids: list[int], total: str, query: str, tag: str | None, toast: str | None, pages: int) -> list[str]:
        out = nest(f"""
            [80] main ''
              [82] heading 'Documents'
              [84] button 'Select'
              [86] button 'Table', pressed=True
              [88] button 'Small cards', pressed=False
              [90] button 'Large cards', pressed=False
              [92] button 'Sort: Created'
              [94] button 'Descending'
              [96] button 'Views'
              [100] combobox 'Title & content' value='Title & content'
              [102] textbox 'Filter documents' value='{query}'
              [104] button '{"Tags: " + tag if tag else "Tags"}'
              [106] button 'Correspondent'
              [108] button 'Document type'
              [110] button 'Storage path'
              [112] button 'Custom fields'
              [114] button 'Dates'
              [116] button 'Permissions'
              StaticText '{total}'
        """)
        if query or tag:
            out.insert(16, TAB + "[118] button 'Reset filters'")
        out += grid(280, ["", "Title", "Correspondent", "Document type", "Tags", "Created", "Added"], [row(i, k) for k, i in enumerate(ids)], 1)
        out += [TAB + "[700] navigation 'Pagination'", TAB * 2 + "[701] link 'Previous', disabled=True"]
        out += [TAB * 2 + f"[{702 + p}] link '{p}'" for p in range(1, min(pages, 5) + 1)]
        if pages > 5:
            out += [TAB * 2 + "StaticText '...'", TAB * 2 + f"[{710}] link '{pages}'"]
        out += [TAB * 2 + "[712] link 'Next'" + (", disabled=True" if pages == 1 else "")]
        if toast:
            out += nest(f"""
                [760] status ''
                  StaticText '{toast}'
                  [762] button 'Close'
            """)
        return out

    start_ids = [1187, 1186, 1185, 1184, 1183, 1182, 1181, 1180, 1179, 1176]
    state = page("Documents - Paperless-ngx", side + listing(start_ids, "312 documents", "", None, None, 32), f"{base}/documents?sort=created&reverse=1")
    sw = [1187, 1182, 1176, 1152, 1104, 1097]
    obs1 = page("Documents - Paperless-ngx", side + listing(sw, "6 documents", "Stadtwerke", None, None, 1), f"{base}/documents?sort=created&reverse=1&title_content=Stadtwerke")

    text_layer = [
        "Stadtwerke Lindau (B) GmbH - Kemptener Strasse 11 - 88131 Lindau",
        "Frau Katrin Lindner, Reutiner Strasse 42, 88131 Lindau",
        "Abschlagsrechnung Strom und Erdgas",
        "Vertragskonto 40217735    Rechnungsnummer 2025-AB-0310-88412    Datum 03.03.2025",
        "Abschlag Strom Maerz 2025    67,00 EUR",
        "Abschlag Erdgas Maerz 2025    51,00 EUR",
        "Gesamtbetrag    118,00 EUR",
        "Der Betrag wird am 15.03.2025 von Ihrem Konto DE41 6905 0001 **** **** 18 abgebucht (SEPA-Mandat LI-40217735-01).",
    ]

    def detail(asn: str, dtype: str, tags: list[str], dirty: bool, dd: str, tag_query: str, focus: str) -> str:
        dis = "" if dirty else ", disabled=True"
        out = nest(f"""
            [80] main ''
              [82] heading 'Stadtwerke Lindau Abschlag Maerz 2025'
              [84] button 'Previous'
              [86] button 'Next'
              [88] button 'Delete'
              [90] button 'Download'
              [92] button 'Actions'
              [94] button 'Send'
              [96] button 'Close'
              [98] tablist ''
                [99] tab 'Details', selected=True
                [101] tab 'Content', selected=False
                [103] tab 'Metadata', selected=False
                [105] tab 'Notes', selected=False
                [107] tab 'Permissions', selected=False
                [109] tab 'History', selected=False
              [110] tabpanel 'Details'
                [112] textbox 'Title' value='Stadtwerke Lindau Abschlag Maerz 2025'
                [114] spinbutton 'Archive serial number' value='{asn}'
                [118] textbox 'Date created' value='2025-03-03'
                [120] combobox 'Correspondent' value='Stadtwerke Lindau', expanded=False
                [122] combobox 'Document type' value='{dtype}', expanded={"True" if dd == "type" else "False"}{", focused" if focus == "type" else ""}
        """)
        if dd == "type":
            out += nest("""
                [123] listbox ''
                  [124] option 'Bescheid', selected=False
                  [125] option 'Brief', selected=False
                  [126] option 'Kontoauszug', selected=False
                  [127] option 'Lohnabrechnung', selected=False
                  [128] option 'Rechnung', selected=False
                  [129] option 'Vertrag', selected=False
            """, 3)
        out += [TAB * 2 + "[130] combobox 'Storage path' value='Default', expanded=False"]
        out += [TAB * 2 + "[132] group 'Tags'"]
        for tg in sorted(tags):
            out += [TAB * 3 + f"StaticText '{tg}'", TAB * 3 + f"[{ {'Inbox': 134, 'Energie': 139}[tg]}] button 'Remove {tg}'"]
        out += [TAB * 3 + f"[142] combobox 'Add tag' value='{tag_query}', expanded={'True' if dd == 'tags' else 'False'}{', focused' if focus == 'tags' else ''}"]
        if dd == "tags":
            out += nest("""
                [143] listbox ''
                  [144] option 'Energie', selected=False
                  [145] option 'Create Ener', selected=False
            """, 4)
        out += [TAB * 2 + "[146] button 'Add custom field'"]
        out += nest(f"""
              [150] button 'Discard'{dis}
              [152] button 'Save & next'{dis}
              [154] button 'Save & close'{dis}
              [156] button 'Save'{dis}
              [170] document 'Preview'
        """, 1)
        out += [TAB * 2 + f"StaticText '{t}'" for t in text_layer]
        return page("Stadtwerke Lindau Abschlag Maerz 2025 - Paperless-ngx", side + out, f"{base}/documents/1187/details")

    obs2 = detail("1093", "", ["Inbox"], False, "", "", "")
    obs3 = detail("1093", "", ["Inbox"], False, "type", "", "type")
    obs4 = detail("1093", "Rechnung", ["Inbox"], True, "", "", "type")
    obs5 = detail("1093", "Rechnung", ["Inbox"], True, "tags", "Ener", "tags")
    obs6 = detail("1039", "Rechnung", ["Energie", "Inbox"], True, "", "", "tags")
    docs[1187][2] = "Rechnung"
    docs[1187][3] = ["Energie", "Inbox"]
    obs7 = page("Documents - Paperless-ngx", side + listing(sw, "6 documents", "Stadtwerke", None, "Document \"Stadtwerke Lindau Abschlag Maerz 2025\" saved successfully.", 1),
                f"{base}/documents?sort=created&reverse=1&title_content=Stadtwerke")
    tags = [("Auto", "#a6cee3", "Any: Kfz Fahrzeug Zulassung", 11), ("Bank", "#1f78b4", "Auto: Learn matching automatically", 28),
            ("Energie", "#33a02c", "Any: Stadtwerke Thuega Abschlag Strom Gas", 15), ("Gehalt", "#b2df8a", "Auto: Learn matching automatically", 26),
            ("Gesundheit", "#fb9a99", "Auto: Learn matching automatically", 19), ("Inbox", "#e31a1c", "None", 5),
            ("Internet", "#fdbf6f", "Exact: Vodafone", 24), ("Steuer", "#ff7f00", "Any: Finanzamt Steuerbescheid Hauptzollamt", 33),
            ("Versicherung", "#cab2d6", "Auto: Learn matching automatically", 17), ("Wohnung", "#6a3d9a", "Any: Wohnbau Miete Nebenkosten", 21)]
    trows = [(300 + 20 * k, [[("checkbox", "", False)], n, [("image", c)], m, str(cnt), [("button", "Documents"), ("button", "Edit"), ("button", "Delete")]])
             for k, (n, c, m, cnt) in enumerate(tags)]
    t8 = nest("""
        [80] main ''
          [82] heading 'Tags'
          [84] button 'Create'
          [86] textbox 'Filter by name' value=''
          [88] button 'Permissions'
          [90] button 'Select all'
    """) + grid(280, ["", "Name", "Color", "Matching", "Document count", "Actions"], trows, 1) + nest("""
          StaticText 'Showing 10 of 10 tags'
    """, 1)
    obs8 = page("Tags - Paperless-ngx", side + t8, f"{base}/tags")
    en = [1187, 1182, 1176, 1171, 1152, 1149, 1121, 1112, 1104, 1097]
    obs9 = page("Documents - Paperless-ngx", side + listing(en, "15 documents", "", "Energie", None, 2), f"{base}/documents?tags__id__all=4&sort=created&reverse=1")
    turns = [
        ("fill('102', 'Stadtwerke')", obs1),
        ("click('304')", obs2),
        ("click('122')", obs3),
        ("click('128')", obs4),
        ("fill('142', 'Ener')", obs5),
        ("click('144')", obs6),
        ("click('154')", obs7),
        ("click('44')", obs8),
        ("click('349')", obs9),
    ]
    return dict(task="web", tid="h37-web-02", system=system(site), turns=turns, state=state, bad=True, turn=6,
                kind="archive serial number of the open document drifts while only tags were edited")


# Uptime Kuma monitors and dashboard: clean
def t03() -> dict[str, Any]:
    base = "https://status.kestrel.cloud"
    site = "a self-hosted Uptime Kuma 1.23.16 instance at status.kestrel.cloud as admin"
    mons = {  # name: (type line, 24h uptime)
        "auth-service": "99.93%", "billing-api": "97.96%", "checkout-web": "100%", "dns-resolver-1": "100%", "grafana": "100%",
        "legacy-ftp": "98.89%", "mail-relay": "98.61%", "postgres-primary": "100%", "redis-cache": "100%", "s3-backup-bucket": "100%",
        "status-webhook": "100%", "vpn-gateway": "100%",
    }
    bids = {n: 200 + 6 * i for i, n in enumerate(sorted(mons))}

    def head(sel: str | None) -> list[str]:
        out = nest("""
            [20] banner ''
              [22] link 'Uptime Kuma'
              [24] link 'Status Pages'
              [26] link 'Dashboard'
              [28] button 'admin'
            [40] link 'Add New Monitor'
            [44] navigation 'Monitor list'
              [46] textbox 'Search...' value=''
              [48] button 'Select'
        """)
        return out

    def sidebar(up: dict[str, str], order: list[str], paused: set[str], sel: str | None) -> list[str]:
        out = head(sel)
        for n in order:
            extra = " (paused)" if n in paused else ""
            out.append(TAB + f"[{bids[n]}] link '{up[n]} {n}{extra}'" + (", focused" if n == sel else ""))
        return out

    base_order = ["billing-api"] + [n for n in sorted(mons) if n != "billing-api"]

    events = [
        ("legacy-ftp", "Up", "2025-03-12 03:18:40", ""),
        ("legacy-ftp", "Down", "2025-03-12 03:02:11", "connect ETIMEDOUT 10.20.9.5:21"),
        ("auth-service", "Up", "2025-03-11 22:47:15", "200 - OK"),
        ("auth-service", "Down", "2025-03-11 22:46:15", "timeout of 48000ms exceeded"),
        ("mail-relay", "Up", "2025-03-11 14:05:33", ""),
        ("mail-relay", "Down", "2025-03-11 13:45:02", "connect ECONNREFUSED 10.20.3.11:587"),
        ("billing-api", "Up", "2025-03-10 18:22:09", "200 - OK"),
        ("billing-api", "Down", "2025-03-10 18:14:51", "Request failed with status code 502"),
        ("billing-api", "Up", "2025-03-04 11:06:30", "200 - OK"),
        ("billing-api", "Down", "2025-03-04 11:03:30", "Request failed with status code 504"),
    ]

    def dashboard(stats: tuple[int, int, int, int, int], ev: list[tuple[str, str, str, str]], up: dict[str, str], order: list[str], paused: set[str]) -> str:
        out = sidebar(up, order, paused, None)
        out += nest(f"""
            [300] main ''
              [302] heading 'Quick Stats'
              StaticText 'Up'
              StaticText '{stats[0]}'
              StaticText 'Down'
              StaticText '{stats[1]}'
              StaticText 'Maintenance'
              StaticText '{stats[2]}'
              StaticText 'Unknown'
              StaticText '{stats[3]}'
              StaticText 'Pause'
              StaticText '{stats[4]}'
        """)
        rows = [(340 + 10 * k, [[("link", n)], s, d, m]) for k, (n, s, d, m) in enumerate(ev)]
        out += grid(320, ["Name", "Status", "DateTime", "Message"], rows, 1, "Important events")
        out += nest("""
              [440] navigation 'Pagination'
                [441] button 'Previous', disabled=True
                [442] button '1'
                [443] button '2'
                [444] button 'Next'
        """, 1)
        return page("Uptime Kuma", out, f"{base}/dashboard")

    ev0 = [("billing-api", "Down", "2025-03-12 09:12:04", "Request failed with status code 503")] + events
    state = dashboard((11, 1, 0, 0, 0), ev0[:10], mons, base_order, set())

    def detail(name: str, url: str, kind: str, every: str, status: str, stats: list[tuple[str, str, str]], hb: list[tuple[str, str, str]],
               up: dict[str, str], order: list[str], paused: set[str], extra: list[str] | None = None) -> str:
        out = sidebar(up, order, paused, name)
        btn = "Resume" if name in paused else "Pause"
        out += nest(f"""
            [300] main ''
              [302] heading '{name}'
              StaticText '{kind}'
              [304] link '{url}'
              [306] button '{btn}'
              [308] link 'Edit'
              [310] link 'Clone'
              [312] button 'Delete'
              StaticText '{status}'
              StaticText 'Check every {every}'
        """)
        for lab, sub, val in stats:
            out += [TAB + f"StaticText '{lab}'", TAB + f"StaticText '{sub}'", TAB + f"StaticText '{val}'"]
        out += nest("""
              [330] combobox 'Chart period' value='24h', expanded=False
              [332] image 'Response time chart'
        """, 1)
        rows = [(360 + 10 * k, [s, d, m]) for k, (s, d, m) in enumerate(hb)]
        out += grid(350, ["Status", "DateTime", "Message"], rows, 1)
        if extra:
            out += extra
        return page("Uptime Kuma", out, f"{base}/dashboard/{ {'billing-api': 3, 'legacy-ftp': 9}[name]}")

    b_hb = [("Down", "2025-03-12 09:12:04", "Request failed with status code 503"),
            ("Up", "2025-03-10 18:22:09", "200 - OK"),
            ("Down", "2025-03-10 18:14:51", "Request failed with status code 502"),
            ("Up", "2025-03-04 11:06:30", "200 - OK"),
            ("Down", "2025-03-04 11:03:30", "Request failed with status code 504")]
    b_stats1 = [("Response", "(Current)", "N/A"), ("Avg. Response", "(24-hour)", "212 ms"), ("Uptime", "(24-hour)", "97.96%"),
                ("Uptime", "(30-day)", "99.71%"), ("Cert Exp.", "(2025-05-28)", "77 days")]
    obs1 = detail("billing-api", "https://billing.internal.kestrel.cloud/healthz", "HTTP", "60 seconds", "Down", b_stats1, b_hb, mons, base_order, set())
    up2 = dict(mons, **{"billing-api": "97.91%"})
    b_stats2 = [("Response", "(Current)", "248 ms"), ("Avg. Response", "(24-hour)", "212 ms"), ("Uptime", "(24-hour)", "97.91%"),
                ("Uptime", "(30-day)", "99.71%"), ("Cert Exp.", "(2025-05-28)", "77 days")]
    order2 = sorted(mons)
    obs2 = detail("billing-api", "https://billing.internal.kestrel.cloud/healthz", "HTTP", "60 seconds", "Up", b_stats2,
                  [("Up", "2025-03-12 09:42:10", "200 - OK")] + b_hb, up2, order2, set())
    f_hb = [("Up", "2025-03-12 03:18:40", ""), ("Down", "2025-03-12 03:02:11", "connect ETIMEDOUT 10.20.9.5:21"),
            ("Up", "2025-02-26 07:41:02", ""), ("Down", "2025-02-26 07:39:02", "connect ECONNREFUSED 10.20.9.5:21")]
    f_stats = [("Response", "(Current)", "3 ms"), ("Avg. Response", "(24-hour)", "4 ms"), ("Uptime", "(24-hour)", "98.89%"),
               ("Uptime", "(30-day)", "99.91%")]
    obs3 = detail("legacy-ftp", "10.20.9.5:21", "TCP Port", "120 seconds", "Up", f_stats, f_hb, up2, order2, set())
    dialog = nest("""
        [600] dialog 'Confirm'
          [602] heading 'Confirm'
          StaticText 'Are you sure want to pause?'
          [604] button 'Yes'
          [606] button 'No'
    """)
    obs4 = detail("legacy-ftp", "10.20.9.5:21", "TCP Port", "120 seconds", "Up", f_stats, f_hb, up2, order2, set(), dialog)
    order5 = [n for n in order2 if n != "legacy-ftp"] + ["legacy-ftp"]
    f_stats5 = [("Response", "(Current)", "3 ms"), ("Avg. Response", "(24-hour)", "4 ms"), ("Uptime", "(24-hour)", "98.89%"),
                ("Uptime", "(30-day)", "99.91%")]
    toast = nest("""
        [620] status ''
          StaticText 'Paused Successfully.'
          [622] button 'Close'
    """)
    obs5 = detail("legacy-ftp", "10.20.9.5:21", "TCP Port", "120 seconds", "Paused", f_stats5, f_hb, up2, order5, {"legacy-ftp"}, toast)
    up6 = dict(up2, **{"billing-api": "97.92%"})
    ev6 = [("billing-api", "Up", "2025-03-12 09:42:10", "200 - OK")] + ev0
    obs6 = dashboard((11, 0, 0, 0, 1), ev6[:10], up6, order5, {"legacy-ftp"})
    form = sidebar(up6, order5, {"legacy-ftp"}, None) + nest("""
        [300] main ''
          [302] heading 'Add New Monitor'
          StaticText 'General'
          [304] combobox 'Monitor Type' value='HTTP(s)', expanded=False
          [306] textbox 'Friendly Name' value=''
          [308] textbox 'URL' value='https://'
          [310] spinbutton 'Heartbeat Interval (Check every 60 seconds)' value='60'
          [312] spinbutton 'Retries' value='0'
          [314] spinbutton 'Heartbeat Retry Interval (Retry every 60 seconds)' value='60'
          [316] spinbutton 'Request Timeout (Timeout after 48 seconds)' value='48'
          [318] spinbutton 'Resend Notification if Down X times consecutively (Resend disabled)' value='0'
          StaticText 'Advanced'
          [321] checkbox 'Certificate Expiry Notification', checked='false'
          [323] checkbox 'Ignore TLS/SSL error for HTTPS websites', checked='false'
          [325] checkbox 'Upside Down Mode', checked='false'
          [327] spinbutton 'Max. Redirects' value='10'
          [329] textbox 'Accepted Status Codes' value='200-299'
          [331] textbox 'Description' value=''
          [333] combobox 'Monitor Group' value='None', expanded=False
          [335] textbox 'Tags' value=''
          StaticText 'Notifications'
          [338] checkbox 'ops-telegram (Default)', checked='true'
          [340] checkbox 'pagerduty-billing', checked='false'
          StaticText 'Proxy'
          StaticText 'Not available, please setup.'
          StaticText 'HTTP Options'
          [345] combobox 'Method' value='GET', expanded=False
          [347] combobox 'Body Encoding' value='JSON', expanded=False
          [349] textbox 'Body' value=''
          [351] textbox 'Headers' value=''
          [353] combobox 'Authentication Method' value='None', expanded=False
          [360] button 'Save'
    """)
    obs7 = page("Uptime Kuma", form, f"{base}/add")
    turns = [
        (f"click('{bids['billing-api']}')", obs1),
        ("noop(60000)", obs2),
        (f"click('{bids['legacy-ftp']}')", obs3),
        ("click('306')", obs4),
        ("click('604')", obs5),
        ("click('26')", obs6),
        ("click('40')", obs7),
    ]
    return dict(task="web", tid="h37-web-03", system=system(site), turns=turns, state=state, bad=False)


# Kanboard board and task edits: bad
def t04() -> dict[str, Any]:
    base = "https://kanban.fernwerk.studio"
    site = "a self-hosted Kanboard 1.2.42 instance at kanban.fernwerk.studio as Lea Hoffmann (lhoffmann)"
    tasks = {
        149: ("Cookie consent banner v2", "", "", "Frontend", "Backlog"),
        151: ("Redirect map for old blog URLs", "Lea Hoffmann", "", "SEO", "Backlog"),
        155: ("Image CDN evaluation", "", "", "Infrastructure", "Backlog"),
        158: ("Accessibility audit checklist", "Mira Santos", "", "Frontend", "Backlog"),
        160: ("Newsletter signup double opt-in", "", "", "Backend", "Backlog"),
        152: ("Footer sitemap component", "Tomasz Wrona", "03/21/2025", "Frontend", "Ready"),
        157: ("404 page illustration", "Mira Santos", "03/28/2025", "Design", "Ready"),
        163: ("Staging basic auth for reviewers", "", "", "Infrastructure", "Ready"),
        144: ("Header navigation mega menu", "Tomasz Wrona", "03/14/2025", "Frontend", "Work in progress"),
        150: ("Contact form spam protection", "Lea Hoffmann", "03/19/2025", "Backend", "Work in progress"),
        161: ("Migrate blog posts to new CMS", "Mira Santos", "03/14/2025", "Content", "Work in progress"),
        139: ("Kickoff workshop notes", "Lea Hoffmann", "", "", "Done"),
        140: ("Sitemap and content inventory", "Mira Santos", "", "Content", "Done"),
        141: ("Design tokens in Figma", "Mira Santos", "", "Design", "Done"),
        143: ("Set up staging server", "Tomasz Wrona", "", "Infrastructure", "Done"),
        146: ("Typography scale", "Mira Santos", "", "Design", "Done"),
        147: ("CI pipeline for theme build", "Tomasz Wrona", "", "Infrastructure", "Done"),
    }
    cols = [("Backlog", 201, ""), ("Ready", 211, ""), ("Work in progress", 221, "/4"), ("Done", 231, "")]

    def header() -> list[str]:
        return nest("""
            [20] banner ''
              [22] link 'Kanboard'
              [24] heading 'Website relaunch'
              [26] button 'Lea Hoffmann'
              [28] link 'Notifications'
            [40] navigation 'Views'
              [42] link 'Overview'
              [44] link 'Board'
              [46] link 'List'
              [48] link 'Gantt'
            [50] button 'Actions'
            [52] textbox 'Filter' value='status:open'
            [54] button 'Filters'
        """)

    def board(ts: dict[int, tuple[str, str, str, str, str]], extra: list[str] | None = None) -> str:
        out = header() + nest("""
            [100] main ''
              [180] table 'Board'
                [190] row ''
        """)
        for name, b, lim in cols:
            n = sum(1 for v in ts.values() if v[4] == name)
            out += [TAB * 3 + f"[{b}] columnheader '{name} ({n}{lim})'"]
            if name != "Done":
                out += [TAB * 4 + f"[{b + 1}] link 'Add a new task'"]
            out += [TAB * 4 + f"[{b + 2}] button 'Column actions'"]
        out += [TAB * 2 + "[240] row 'Default swimlane'"]
        for name, b, _ in cols:
            out += [TAB * 3 + f"[{b + 40}] gridcell ''"]
            for tid in sorted((t for t, v in ts.items() if v[4] == name), key=lambda t: (name == "Done", t)):
                title, who, due, cat = ts[tid][:4]
                out += [TAB * 4 + f"[{tid * 10}] group '#{tid} {title}'", TAB * 5 + f"[{tid * 10 + 1}] link '#{tid}'",
                        TAB * 5 + f"[{tid * 10 + 2}] link '{title}'"]
                out += [TAB * 5 + f"StaticText '{x}'" for x in (who, due, cat) if x]
        if extra:
            out += extra
        return page("Website relaunch - Board - Kanboard", out, f"{base}/board/7")

    state = board(tasks)

    def form(title: str, assignee: str, due: str) -> str:
        modal = nest(f"""
            [600] dialog 'New task'
              [602] heading 'New task'
              [604] textbox 'Title' value='{title}', focused
              [606] textbox 'Description' value=''
              [608] button 'Write'
              [610] button 'Preview'
              [612] textbox 'Tags' value=''
              [614] combobox 'Assignee' value='{assignee or "Unassigned"}'
              [616] button 'Me'
              [618] combobox 'Category' value='No category'
              [620] combobox 'Column' value='Ready'
              [622] combobox 'Swimlane' value='Default swimlane'
              [624] combobox 'Priority' value='0'
              [626] combobox 'Color' value='Yellow'
              [628] textbox 'Due Date' value='{due}'
              [630] textbox 'Start Date' value=''
              [632] textbox 'Original estimate' value=''
              [634] textbox 'Time spent' value=''
              [636] textbox 'Complexity' value=''
              [638] textbox 'Reference' value=''
              [640] checkbox 'Create another task', checked='false'
              [642] checkbox 'Duplicate to multiple projects', checked='false'
              [644] button 'Save'
              StaticText 'or'
              [646] link 'cancel'
        """)
        if title:
            modal = [ln.replace(", focused", "") if "[604]" in ln else ln for ln in modal]
        if due:
            modal = [ln + ", focused" if "[628]" in ln else ln for ln in modal]
        elif assignee:
            modal = [ln + ", focused" if "[614]" in ln else ln for ln in modal]
        return board(tasks, modal)

    obs1 = form("", "", "")
    obs2 = form("Migrate contact form to new SMTP relay", "", "")
    obs2 = obs2.replace("[604] textbox 'Title' value='Migrate contact form to new SMTP relay'", "[604] textbox 'Title' value='Migrate contact form to new SMTP relay', focused")
    obs3 = form("Migrate contact form to new SMTP relay", "Tomasz Wrona", "")
    obs4 = form("Migrate contact form to new SMTP relay", "Tomasz Wrona", "04/18/2025")
    t5 = dict(tasks)
    t5[168] = ("Migrate contact form to new SMTP relay", "Tomasz Wrona", "04/18/2025", "", "Ready")
    obs5 = board(t5)

    def task_page(closed: bool, modal: list[str] | None, flash: str | None) -> str:
        out = header() + nest(f"""
            [100] main ''
              [102] heading '#161 Migrate blog posts to new CMS'
              StaticText 'Summary'
              StaticText 'Status:'
              StaticText '{"closed" if closed else "open"}'
              StaticText 'Priority:'
              StaticText '0'
              StaticText 'Column:'
              StaticText 'Work in progress'
              StaticText 'Swimlane:'
              StaticText 'Default swimlane'
              StaticText 'Position:'
              StaticText '3'
              StaticText 'Category:'
              StaticText 'Content'
              StaticText 'Assignee:'
              [120] link 'Mira Santos'
              StaticText 'Creator:'
              [122] link 'Lea Hoffmann'
              StaticText 'Due date:'
              StaticText '03/14/2025'
              StaticText 'Started:'
              StaticText '03/03/2025 09:40'
              StaticText 'Created:'
              StaticText '02/24/2025 10:12'
              StaticText 'Modified:'
              StaticText '{"03/12/2025 15:07" if closed else "03/11/2025 17:26"}'
              StaticText 'Moved:'
              StaticText '03/03/2025 09:40'
        """)
        if closed:
            out += [TAB * 2 + "StaticText 'Completed:'", TAB * 2 + "StaticText '03/12/2025 15:07'"]
        out += nest(f"""
              StaticText 'Description'
              StaticText 'Export the 212 posts from the old WordPress site, map categories to the new taxonomy, keep slugs unchanged so the redirect map stays small.'
              StaticText 'Sub-Tasks'
              [140] table ''
                [141] row 'Title Assignee Time tracking'
                  [142] columnheader 'Title'
                  [143] columnheader 'Assignee'
                  [144] columnheader 'Time tracking'
                [150] row 'Export WXR and media archive Mira Santos 2h spent'
                  [151] gridcell 'Export WXR and media archive'
                    [152] checkbox '', checked='true'
                  [153] gridcell 'Mira Santos'
                  [154] gridcell '2h spent'
                [160] row 'Category mapping spreadsheet Lea Hoffmann 1.5h spent'
                  [161] gridcell 'Category mapping spreadsheet'
                    [162] checkbox '', checked='true'
                  [163] gridcell 'Lea Hoffmann'
                  [164] gridcell '1.5h spent'
                [170] row 'Import and spot-check 20 posts Mira Santos {"3h spent" if closed else "3h spent"}'
                  [171] gridcell 'Import and spot-check 20 posts'
                    [172] checkbox '', checked='{"true" if closed else "false"}'
                  [173] gridcell 'Mira Santos'
                  [174] gridcell '3h spent'
              StaticText 'Comments'
              StaticText 'Mira Santos - 03/11/2025 17:26'
              StaticText 'Import finished, 212/212 posts, 4 embeds need manual fixing (listed in the sheet).'
            [300] complementary 'Task actions'
              [302] link 'Summary'
              [304] link 'Activity stream'
              [306] link 'Transitions'
              [308] link 'Analytics'
              [310] link 'Edit the task'
              [312] link 'Edit the description'
              [314] link 'Add a sub-task'
              [316] link 'Add internal link'
              [318] link 'Add external link'
              [320] link 'Add a comment'
              [322] link 'Attach a document'
              [324] link 'Duplicate'
              [326] link 'Duplicate to project'
              [328] link 'Move to project'
              [330] link 'Move position'
              [332] link '{"Open this task" if closed else "Close this task"}'
              [334] link 'Remove'
        """, 1)
        if flash:
            out += [TAB + "[90] status ''", TAB * 2 + f"StaticText '{flash}'"]
        if modal:
            out += modal
        return page("Website relaunch - #161 Migrate blog posts to new CMS - Kanboard", out, f"{base}/task/161")

    obs6 = task_page(False, None, None)
    modal7 = nest("""
        [600] dialog 'Close a task'
          [602] heading 'Close a task'
          StaticText 'Do you really want to close the task "Migrate blog posts to new CMS" as well as all subtasks?'
          [604] button 'Yes'
          StaticText 'or'
          [606] link 'cancel'
    """)
    obs7 = task_page(False, modal7, None)
    obs8 = task_page(True, None, "Task closed successfully.")
    t9 = {k: v for k, v in tasks.items() if k != 161}
    obs9 = board(t9)
    t150 = nest("""
        [100] main ''
          [102] heading '#150 Contact form spam protection'
          StaticText 'Summary'
          StaticText 'Status:'
          StaticText 'open'
          StaticText 'Priority:'
          StaticText '2'
          StaticText 'Column:'
          StaticText 'Work in progress'
          StaticText 'Swimlane:'
          StaticText 'Default swimlane'
          StaticText 'Position:'
          StaticText '2'
          StaticText 'Category:'
          StaticText 'Backend'
          StaticText 'Assignee:'
          [120] link 'Lea Hoffmann'
          StaticText 'Creator:'
          [122] link 'Lea Hoffmann'
          StaticText 'Due date:'
          StaticText '03/19/2025'
          StaticText 'Started:'
          StaticText '03/06/2025 11:02'
          StaticText 'Created:'
          StaticText '02/21/2025 16:45'
          StaticText 'Modified:'
          StaticText '03/10/2025 09:58'
          StaticText 'Moved:'
          StaticText '03/06/2025 11:02'
          StaticText 'Description'
          StaticText 'Replace the math captcha with a honeypot field plus rate limit (5 submissions per IP per hour). Keep the SMTP settings untouched until the relay migration.'
          StaticText 'Sub-Tasks'
          [140] table ''
            [141] row 'Title Assignee Time tracking'
              [142] columnheader 'Title'
              [143] columnheader 'Assignee'
              [144] columnheader 'Time tracking'
            [150] row 'Honeypot field and server check Lea Hoffmann 1h spent'
              [151] gridcell 'Honeypot field and server check'
                [152] checkbox '', checked='true'
              [153] gridcell 'Lea Hoffmann'
              [154] gridcell '1h spent'
            [160] row 'Rate limit middleware Lea Hoffmann'
              [161] gridcell 'Rate limit middleware'
                [162] checkbox '', checked='false'
              [163] gridcell 'Lea Hoffmann'
              [164] gridcell ''
          StaticText 'Comments'
          StaticText 'There are no comments.'
        [300] complementary 'Task actions'
          [302] link 'Summary'
          [304] link 'Activity stream'
          [306] link 'Transitions'
          [308] link 'Analytics'
          [310] link 'Edit the task'
          [312] link 'Edit the description'
          [314] link 'Add a sub-task'
          [316] link 'Add internal link'
          [318] link 'Add external link'
          [320] link 'Add a comment'
          [322] link 'Attach a document'
          [324] link 'Duplicate'
          [326] link 'Duplicate to project'
          [328] link 'Move to project'
          [330] link 'Move position'
          [332] link 'Close this task'
          [334] link 'Remove'
    """)
    obs10 = page("Website relaunch - #150 Contact form spam protection - Kanboard", header() + t150, f"{base}/task/150")
    turns = [
        ("click('212')", obs1),
        ("fill('604', 'Migrate contact form to new SMTP relay')", obs2),
        ("select_option('614', 'Tomasz Wrona')", obs3),
        ("fill('628', '04/18/2025')", obs4),
        ("click('644')", obs5),
        ("click('1612')", obs6),
        ("click('332')", obs7),
        ("click('604')", obs8),
        ("click('44')", obs9),
        ("click('1502')", obs10),
    ]
    return dict(task="web", tid="h37-web-04", system=system(site), turns=turns, state=state, bad=True, turn=9,
                kind="task created by the agent is missing from its column on the board after another task was closed")


# Firefly III withdrawal and account balances: clean
def t05() -> dict[str, Any]:
    base = "https://money.haus-brenner.de"
    site = "a self-hosted Firefly III 6.2.9 instance at money.haus-brenner.de as jonas@haus-brenner.de"

    def side() -> list[str]:
        return nest("""
            [20] banner ''
              [22] link 'Firefly III'
              [24] button 'Toggle navigation'
              [26] textbox 'Search...' value=''
              [28] button 'Create new stuff'
              [30] button 'jonas@haus-brenner.de'
            [40] navigation 'Main menu'
              [42] link 'Dashboard'
              StaticText 'FINANCIAL CONTROL'
              [45] link 'Budgets'
              [47] link 'Bills'
              [49] link 'Piggy banks'
              StaticText 'ACCOUNTING'
              [52] link 'Expenses'
              [54] link 'Revenue / income'
              [56] link 'Transfers'
              StaticText 'ACCOUNTS'
              [59] link 'Asset accounts'
              [61] link 'Expense accounts'
              [63] link 'Revenue accounts'
              [65] link 'Liabilities'
              StaticText 'OTHERS'
              [68] link 'Reports'
              [70] link 'Categories'
              [72] link 'Tags'
              [74] link 'Options'
        """)

    accts = [("Girokonto", "Default asset account", "DE89 3704 0044 0532 0130 00", "€2,418.37", "March 10, 2025", "-€613.48"),
             ("Tagesgeld", "Savings account", "DE12 5001 0517 5407 3249 31", "€8,150.00", "March 1, 2025", "€12.71"),
             ("Bargeld", "Cash wallet", "", "€62.40", "March 8, 2025", "-€37.60"),
             ("Kreditkarte", "Credit card", "", "-€314.22", "March 11, 2025", "-€314.22")]

    def asset_list(rows_in: list[tuple[str, str, str, str, str, str]]) -> str:
        rows = [(300 + 20 * k, [[("link", n)], role, iban, bal, "Yes", last, diff, [("button", "Edit"), ("button", "Delete")]])
                for k, (n, role, iban, bal, last, diff) in enumerate(rows_in)]
        out = side() + nest("""
            [80] main ''
              [82] heading 'Asset accounts'
              StaticText 'March 1, 2025 - March 31, 2025'
              [84] link 'Create a new asset account'
              [86] button 'Actions'
        """) + grid(280, ["Name", "Role", "Account number", "Current balance", "Is active?", "Last activity", "Balance difference", ""], rows, 1)
        return page("Firefly III » Accounts » Asset accounts", out, f"{base}/accounts/asset")

    state = asset_list(accts)
    giro = [
        ("Kindergeld Maerz", "€255.00", "March 5, 2025", "Familienkasse Bayern Nord", "Girokonto", "", ""),
        ("Erstattung Krankenkasse", "€353.68", "March 7, 2025", "AOK Bayern", "Girokonto", "Health", ""),
        ("REWE Markt Lindau", "-€63.18", "March 10, 2025", "Girokonto", "REWE", "Groceries", "Groceries"),
        ("Bargeldabhebung", "-€100.00", "March 8, 2025", "Girokonto", "Bargeld", "", ""),
        ("Stadtwerke Lindau Abschlag", "-€118.00", "March 6, 2025", "Girokonto", "Stadtwerke Lindau", "Utilities", "Household"),
        ("Vodafone", "-€39.99", "March 5, 2025", "Girokonto", "Vodafone GmbH", "Internet & phone", "Household"),
        ("Miete Maerz", "-€890.00", "March 3, 2025", "Girokonto", "Wohnbau Lindau eG", "Rent", "Household"),
        ("Spotify", "-€10.99", "March 3, 2025", "Girokonto", "Spotify AB", "Subscriptions", "Fun"),
    ]
    order = [2, 3, 1, 4, 0, 5, 6, 7]

    def giro_page(new: bool) -> str:
        items = [giro[i] for i in order]
        if new:
            items = [("Stadtbibliothek Jahresgebuehr", "-€24.00", "March 12, 2025", "Girokonto", "Stadtbibliothek Lindau", "", "")] + items
        rows = [(340 + 20 * k, [[("link", d)], a, dt, [("link", s)], [("link", t)], c, b]) for k, (d, a, dt, s, t, c, b) in enumerate(items)]
        end = "€2,394.37" if new else "€2,418.37"
        diff = "-€637.48" if new else "-€613.48"
        out = side() + nest(f"""
            [80] main ''
              [82] heading 'Girokonto'
              StaticText 'Default asset account'
              [84] button 'Actions'
              StaticText 'March 1, 2025 - March 31, 2025'
              [86] image 'Balance chart'
              StaticText 'Account number DE89 3704 0044 0532 0130 00'
              StaticText 'Balance at start of period'
              StaticText '€3,031.85'
              StaticText 'Balance at end of period'
              StaticText '{end}'
              StaticText 'Balance difference'
              StaticText '{diff}'
              [100] heading 'Transactions'
              [102] link 'Show all'
        """) + grid(320, ["Description", "Amount", "Date", "Source account", "Destination account", "Category", "Budget"], rows, 1)
        return page("Firefly III » Accounts » Girokonto", out, f"{base}/accounts/show/1")

    obs1 = giro_page(False)

    def form(desc: str, dest: str, amount: str, focus: str) -> str:
        def f(b: int, label: str, val: str, key: str, kind: str = "textbox") -> str:
            return f"[{b}] {kind} '{label}' value='{val}'" + (", focused" if key == focus else "")
        out = side() + nest("""
            [80] main ''
              [82] heading 'Create a new withdrawal'
              [84] tablist ''
                [85] tab 'Split 1', selected=True
              StaticText 'Basic transaction information'
        """)
        out += [TAB * 2 + f(100, "Description", desc, "desc"), TAB * 2 + f(102, "Source account", "Girokonto", "src"),
                TAB * 2 + "StaticText 'Default asset account, DE89 3704 0044 0532 0130 00'",
                TAB * 2 + f(104, "Destination account", dest, "dest")]
        out += nest("""
              [106] textbox 'Date' value='2025-03-12'
              [108] textbox 'Time' value='00:00'
        """, 1)
        out += [TAB * 2 + f(110, "Amount", amount, "amount"), TAB * 2 + "[112] combobox 'Currency' value='Euro (€)'"]
        out += nest("""
              [114] textbox 'Foreign amount' value=''
              StaticText 'Transaction meta data'
              [116] combobox 'Budget' value='(no budget)'
              [118] textbox 'Category' value=''
              [120] textbox 'Tags' value=''
              [122] combobox 'Bill' value='(no bill)'
              [124] combobox 'Piggy bank' value='(none)'
              [126] textbox 'Notes' value=''
              [128] textbox 'External URL' value=''
              StaticText 'Submission'
              [130] checkbox 'Return here to create another one', checked='false'
              [132] checkbox 'Reset form after submission', checked='false'
              [134] checkbox 'Apply rules', checked='true'
              [136] checkbox 'Fire webhooks', checked='true'
              [138] button 'Add another split'
              [140] button 'Submit'
        """, 1)
        return page("Firefly III » Transactions » Create a new withdrawal", out, f"{base}/transactions/create/withdrawal?source=1")

    obs2 = form("", "", "", "desc")
    obs3 = form("Stadtbibliothek Jahresgebuehr", "", "", "desc")
    obs4 = form("Stadtbibliothek Jahresgebuehr", "Stadtbibliothek Lindau", "", "dest")
    obs5 = form("Stadtbibliothek Jahresgebuehr", "Stadtbibliothek Lindau", "24.00", "amount")
    show = side() + nest("""
        [80] main ''
          [82] alert ''
            StaticText 'Transaction #4821 ("Stadtbibliothek Jahresgebuehr") has been stored.'
            [84] button 'Close'
          [86] heading 'Stadtbibliothek Jahresgebuehr'
          StaticText 'Transaction journal meta data'
          [90] table ''
            [91] row 'Type Withdrawal'
              [92] gridcell 'Type'
              [93] gridcell 'Withdrawal'
            [94] row 'Description Stadtbibliothek Jahresgebuehr'
              [95] gridcell 'Description'
              [96] gridcell 'Stadtbibliothek Jahresgebuehr'
            [97] row 'Date Wednesday, March 12, 2025 00:00'
              [98] gridcell 'Date'
              [99] gridcell 'Wednesday, March 12, 2025 00:00'
            [100] row 'Created at March 12, 2025 16:03:27'
              [101] gridcell 'Created at'
              [102] gridcell 'March 12, 2025 16:03:27'
            [103] row 'Updated at March 12, 2025 16:03:27'
              [104] gridcell 'Updated at'
              [105] gridcell 'March 12, 2025 16:03:27'
          [110] table ''
            [111] row 'Source account Girokonto'
              [112] gridcell 'Source account'
              [113] gridcell 'Girokonto'
                [114] link 'Girokonto'
            [115] row 'Destination account Stadtbibliothek Lindau'
              [116] gridcell 'Destination account'
              [117] gridcell 'Stadtbibliothek Lindau'
                [118] link 'Stadtbibliothek Lindau'
            [119] row 'Amount -€24.00'
              [120] gridcell 'Amount'
              [121] gridcell '-€24.00'
            [122] row 'Budget (no budget)'
              [123] gridcell 'Budget'
              [124] gridcell '(no budget)'
            [125] row 'Category (no category)'
              [126] gridcell 'Category'
              [127] gridcell '(no category)'
          [130] button 'Edit'
          [132] button 'Delete'
          [134] button 'Clone'
          [136] button 'Convert'
          StaticText 'Audit log'
          StaticText 'March 12, 2025 16:03:27: created by jonas@haus-brenner.de'
    """)
    obs6 = page("Firefly III » Transactions » Stadtbibliothek Jahresgebuehr", show, f"{base}/transactions/show/4821")
    obs7 = giro_page(True)
    accts8 = [("Girokonto", "Default asset account", "DE89 3704 0044 0532 0130 00", "€2,394.37", "March 12, 2025", "-€637.48")] + accts[1:]
    obs8 = asset_list(accts8)
    exp = [
        ("Stadtbibliothek Jahresgebuehr", "-€24.00", "March 12, 2025", "Girokonto", "Stadtbibliothek Lindau", "", ""),
        ("Lufthansa LH2456", "-€224.23", "March 11, 2025", "Kreditkarte", "Deutsche Lufthansa AG", "Travel", "Travel"),
        ("REWE Markt Lindau", "-€63.18", "March 10, 2025", "Girokonto", "REWE", "Groceries", "Groceries"),
        ("Restaurant Hoyerberg", "-€57.50", "March 8, 2025", "Bargeld", "Hoyerberg Schloessle", "Dining out", "Fun"),
        ("Wochenmarkt", "-€25.20", "March 8, 2025", "Bargeld", "Wochenmarkt Lindau", "Groceries", "Groceries"),
        ("Amazon Bestellung 302-7741", "-€89.99", "March 7, 2025", "Kreditkarte", "Amazon EU", "Household", "Household"),
        ("Stadtwerke Lindau Abschlag", "-€118.00", "March 6, 2025", "Girokonto", "Stadtwerke Lindau", "Utilities", "Household"),
        ("Vodafone", "-€39.99", "March 5, 2025", "Girokonto", "Vodafone GmbH", "Internet & phone", "Household"),
        ("Friseur Haarwerk", "-€38.00", "March 4, 2025", "Bargeld", "Haarwerk Lindau", "Personal care", ""),
        ("Kiosk Hafen", "-€4.50", "March 4, 2025", "Bargeld", "Kiosk am Hafen", "Dining out", "Fun"),
        ("Miete Maerz", "-€890.00", "March 3, 2025", "Girokonto", "Wohnbau Lindau eG", "Rent", "Household"),
        ("Spotify", "-€10.99", "March 3, 2025", "Girokonto", "Spotify AB", "Subscriptions", "Fun"),
        ("Baeckerei Schmid", "-€12.40", "March 2, 2025", "Bargeld", "Baeckerei Schmid", "Groceries", "Groceries"),
    ]
    rows = [(340 + 20 * k, [[("checkbox", "", False)], [("link", d)], a, dt, [("link", s)], [("link", t)], c, b]) for k, (d, a, dt, s, t, c, b) in enumerate(exp)]
    ex = side() + nest("""
        [80] main ''
          [82] heading 'Expenses'
          StaticText 'All expenses between March 1, 2025 and March 31, 2025'
          [84] link 'Create new withdrawal'
          [86] link 'Show all transactions'
          [88] button 'Actions'
    """) + grid(320, ["", "Description", "Amount", "Date", "Source account", "Destination account", "Category", "Budget"], rows, 1) + nest("""
          StaticText 'Sum: -€1,597.98'
          [700] navigation 'Pagination'
            [701] link '1'
    """, 1)
    obs9 = page("Firefly III » Transactions » Expenses", ex, f"{base}/transactions/withdrawal")
    turns = [
        ("click('302')", obs1),
        (f"goto('{base}/transactions/create/withdrawal?source=1')", obs2),
        ("fill('100', 'Stadtbibliothek Jahresgebuehr')", obs3),
        ("fill('104', 'Stadtbibliothek Lindau')", obs4),
        ("fill('110', '24.00')", obs5),
        ("click('140')", obs6),
        ("click('114')", obs7),
        ("click('59')", obs8),
        ("click('52')", obs9),
    ]
    return dict(task="web", tid="h37-web-05", system=system(site), turns=turns, state=state, bad=False)


# NetBox device edit and journal: bad
def t06() -> dict[str, Any]:
    base = "https://netbox.dc.mirovia.net"
    site = "a self-hosted NetBox 4.1.7 instance at netbox.dc.mirovia.net as admin"

    def nav() -> list[str]:
        return nest("""
            [20] navigation 'Main menu'
              [22] link 'NetBox'
              [24] button 'Organization'
              [26] button 'Racks'
              [28] button 'Devices'
              [30] button 'Connections'
              [32] button 'Wireless'
              [34] button 'IPAM'
              [36] button 'VPN'
              [38] button 'Virtualization'
              [40] button 'Circuits'
              [42] button 'Power'
              [44] button 'Provisioning'
              [46] button 'Customization'
              [48] button 'Operations'
              [50] button 'Admin'
            [60] banner ''
              [62] textbox 'Search NetBox' value=''
              [64] button 'admin'
        """)

    devs = [("fra1-r07-esx01", "Hypervisor", "Dell", "PowerEdge R750", "10.40.7.11/24"),
            ("fra1-r07-esx02", "Hypervisor", "Dell", "PowerEdge R750", "10.40.7.12/24"),
            ("fra1-r07-esx03", "Hypervisor", "Dell", "PowerEdge R750", "10.40.7.13/24"),
            ("fra1-r07-esx04", "Hypervisor", "Dell", "PowerEdge R750", "10.40.7.14/24"),
            ("fra1-r07-nas01", "Storage", "Dell", "PowerVault ME5012", "10.40.7.21/24"),
            ("fra1-r07-pdu-a", "PDU", "APC", "AP8959EU3", "10.41.7.251/24"),
            ("fra1-r07-pdu-b", "PDU", "APC", "AP8959EU3", "10.41.7.252/24"),
            ("fra1-r07-sw01", "Leaf switch", "Arista", "DCS-7050SX3-48YC8", "10.40.7.2/24")]
    rows = [(300 + 24 * k, [[("checkbox", "", False)], [("link", n)], "Active", "Mirovia Cloud", [("link", "fra1")], [("link", "DC1-Hall-B")],
                            [("link", "R07")], role, [("link", man)], [("link", typ)], [("link", ip)], [("button", "Edit")]])
            for k, (n, role, man, typ, ip) in enumerate(devs)]
    lst = nav() + nest("""
        [80] main ''
          [82] navigation 'breadcrumb'
            [83] link 'Devices'
          [84] heading 'Devices'
          [86] link 'Add'
          [88] button 'Import'
          [90] button 'Export'
          [92] tablist ''
            [93] tab 'Results 8', selected=True
            [95] tab 'Filters', selected=False
          [96] textbox 'Quick search' value=''
          [98] button 'Configure Table'
          StaticText 'Site: fra1'
          StaticText 'Rack: R07'
    """) + grid(280, ["", "Name", "Status", "Tenant", "Site", "Location", "Rack", "Role", "Manufacturer", "Type", "IP Address", ""], rows, 1) + nest("""
          StaticText 'Showing 1-8 of 8'
          [520] combobox 'Per page' value='50'
    """, 1)
    state = page("Devices | NetBox", lst, f"{base}/dcim/devices/?site_id=3&rack_id=41")

    def device(status: str, serial: str, comments: str, updated: str, toast: bool) -> str:
        out = nav() + nest(f"""
            [80] main ''
              [82] navigation 'breadcrumb'
                [83] link 'Devices'
                [84] link 'fra1'
                [85] link 'R07'
              [86] heading 'fra1-r07-esx04'
              StaticText 'Created 2024-06-03 14:21 · Updated {updated}'
              [88] button 'Bookmark'
              [90] button 'Subscribe'
              [92] link 'Clone'
              [94] link 'Edit'
              [96] link 'Delete'
              [98] tablist ''
                [99] tab 'Device', selected=True
                [101] tab 'Console Ports 1', selected=False
                [103] tab 'Power Ports 2', selected=False
                [105] tab 'Interfaces 6', selected=False
                [107] tab 'Module Bays 3', selected=False
                [109] tab 'Inventory Items 4', selected=False
                [111] tab 'Render Config', selected=False
                [113] tab 'Journal', selected=False
                [115] tab 'Changelog', selected=False
              [120] heading 'Device'
              [122] table ''
                [123] row 'Region Europe / Germany'
                  [124] gridcell 'Region'
                  [125] gridcell 'Europe / Germany'
                [126] row 'Site fra1'
                  [127] gridcell 'Site'
                  [128] gridcell 'fra1'
                [129] row 'Location DC1-Hall-B'
                  [130] gridcell 'Location'
                  [131] gridcell 'DC1-Hall-B'
                [132] row 'Rack R07 (U24 / Front)'
                  [133] gridcell 'Rack'
                  [134] gridcell 'R07 (U24 / Front)'
                [135] row 'Device Type Dell PowerEdge R750 (2U)'
                  [136] gridcell 'Device Type'
                  [137] gridcell 'Dell PowerEdge R750 (2U)'
                [138] row 'Airflow Front to rear'
                  [139] gridcell 'Airflow'
                  [140] gridcell 'Front to rear'
                [141] row 'Serial Number {serial}'
                  [142] gridcell 'Serial Number'
                  [143] gridcell '{serial}'
                [144] row 'Asset Tag FRA-SRV-00412'
                  [145] gridcell 'Asset Tag'
                  [146] gridcell 'FRA-SRV-00412'
                [147] row 'Config Template —'
                  [148] gridcell 'Config Template'
                  [149] gridcell '—'
              [160] heading 'Management'
              [162] table ''
                [163] row 'Status {status}'
                  [164] gridcell 'Status'
                  [165] gridcell '{status}'
                [166] row 'Role Hypervisor'
                  [167] gridcell 'Role'
                  [168] gridcell 'Hypervisor'
                [169] row 'Platform VMware ESXi 8.0'
                  [170] gridcell 'Platform'
                  [171] gridcell 'VMware ESXi 8.0'
                [172] row 'Primary IPv4 10.40.7.14/24'
                  [173] gridcell 'Primary IPv4'
                  [174] gridcell '10.40.7.14/24'
                [175] row 'Out-of-band IP 10.41.7.14/24'
                  [176] gridcell 'Out-of-band IP'
                  [177] gridcell '10.41.7.14/24'
                [178] row 'Cluster fra1-prod-vsphere'
                  [179] gridcell 'Cluster'
                  [180] gridcell 'fra1-prod-vsphere'
              [190] heading 'Power Utilization'
              [192] table ''
                [193] row 'Input Outlet Allocated Available Utilization'
                  [194] columnheader 'Input'
                  [195] columnheader 'Outlet'
                  [196] columnheader 'Allocated'
                  [197] columnheader 'Available'
                  [198] columnheader 'Utilization'
                [199] row 'PSU1 fra1-r07-pdu-a / 14 620VA 7360VA 8%'
                  [200] gridcell 'PSU1'
                  [201] gridcell 'fra1-r07-pdu-a / 14'
                  [202] gridcell '620VA'
                  [203] gridcell '7360VA'
                  [204] gridcell '8%'
                [205] row 'PSU2 fra1-r07-pdu-b / 14 620VA 7360VA 8%'
                  [206] gridcell 'PSU2'
                  [207] gridcell 'fra1-r07-pdu-b / 14'
                  [208] gridcell '620VA'
                  [209] gridcell '7360VA'
                  [210] gridcell '8%'
              [220] heading 'Tags'
              [222] link 'vsphere'
              [224] link 'warranty-2027'
              [230] heading 'Comments'
              StaticText '{comments}'
        """)
        if toast:
            out += nest("""
                [700] status ''
                  StaticText 'Modified device fra1-r07-esx04'
                  [702] button 'Close'
            """)
        return page("fra1-r07-esx04 | NetBox", out, f"{base}/dcim/devices/2144/")

    obs1 = device("Active", "8QK2LV3", "None", "5 weeks ago", False)
    note = "Hardware refresh FRA-2025-Q1: workloads evacuated to fra1-r08-esx05 on 2025-03-12, awaiting remote hands for removal."

    def edit(status: str, comments: str, focus: str) -> str:
        def fx(key: str) -> str:
            return ", focused" if key == focus else ""
        out = nav() + nest(f"""
            [80] main ''
              [82] navigation 'breadcrumb'
                [83] link 'Devices'
                [84] link 'fra1-r07-esx04'
              [86] heading 'Editing device fra1-r07-esx04'
              StaticText 'Device'
              [100] textbox 'Name' value='fra1-r07-esx04'
              [102] combobox 'Device role' value='Hypervisor'
              [104] textbox 'Description' value=''
              [106] combobox 'Tags' value='vsphere, warranty-2027'
              StaticText 'Hardware'
              [110] combobox 'Device type' value='PowerEdge R750'
              [112] combobox 'Airflow' value='Front to rear'
              [114] textbox 'Serial number' value='8QK2LV3'
              [116] textbox 'Asset tag' value='FRA-SRV-00412'
              StaticText 'Location'
              [120] combobox 'Site' value='fra1'
              [122] combobox 'Location' value='DC1-Hall-B'
              [124] combobox 'Rack' value='R07'
              [126] combobox 'Rack face' value='Front'
              [128] combobox 'Position' value='U24'
              [130] textbox 'Latitude' value=''
              [132] textbox 'Longitude' value=''
              StaticText 'Management'
              [140] combobox 'Status' value='{status}'{fx("status")}
              [142] combobox 'Platform' value='VMware ESXi 8.0'
              [144] combobox 'Config template' value=''
              [146] combobox 'Primary IPv4' value='10.40.7.14/24 (vmk0)'
              [148] combobox 'Out-of-band IP' value='10.41.7.14/24 (iDRAC)'
              StaticText 'Virtualization'
              [150] combobox 'Cluster' value='fra1-prod-vsphere'
              StaticText 'Tenancy'
              [152] combobox 'Tenant group' value=''
              [154] combobox 'Tenant' value='Mirovia Cloud'
              StaticText 'Virtual Chassis'
              [156] combobox 'Virtual chassis' value=''
              [158] spinbutton 'Position' value=''
              [160] spinbutton 'Priority' value=''
              [162] textbox 'Local config context data' value=''
              [164] textbox 'Comments' value='{comments}'{fx("comments")}
              [170] link 'Cancel'
              [172] button 'Save'
        """)
        return page("Editing device fra1-r07-esx04 | NetBox", out, f"{base}/dcim/devices/2144/edit/")

    obs2 = edit("Active", "", "")
    obs3 = edit("Decommissioning", "", "status")
    obs4 = edit("Decommissioning", note, "comments")
    obs5 = device("Decommissioning", "8QK2VL3", note, "just now", True)

    def journal(text: str, entries: list[tuple[str, str, str, str]], toast: bool) -> str:
        out = nav() + nest(f"""
            [80] main ''
              [82] navigation 'breadcrumb'
                [83] link 'Devices'
                [84] link 'fra1'
                [85] link 'R07'
              [86] heading 'fra1-r07-esx04'
              [88] button 'Bookmark'
              [90] button 'Subscribe'
              [92] link 'Clone'
              [94] link 'Edit'
              [96] link 'Delete'
              [98] tablist ''
                [99] tab 'Device', selected=False
                [101] tab 'Console Ports 1', selected=False
                [103] tab 'Power Ports 2', selected=False
                [105] tab 'Interfaces 6', selected=False
                [107] tab 'Module Bays 3', selected=False
                [109] tab 'Inventory Items 4', selected=False
                [111] tab 'Render Config', selected=False
                [113] tab 'Journal{" 1" if entries else ""}', selected=True
                [115] tab 'Changelog', selected=False
              [240] heading 'New Journal Entry'
              [242] combobox 'Kind' value='Info'
              [244] textbox 'Comments' value='{text}'{", focused" if text else ""}
              [246] combobox 'Tags' value=''
              [248] button 'Create'
              [250] heading 'Journal Entries'
        """)
        if entries:
            rows = [(280 + 16 * k, [[("checkbox", "", False)], [("link", c)], u, kd, t, [("button", "Edit"), ("button", "Delete")]]) for k, (c, u, kd, t) in enumerate(entries)]
            out += grid(260, ["", "Created", "Created By", "Kind", "Comments", ""], rows, 1)
        else:
            out += [TAB * 2 + "StaticText 'No journal entries'"]
        if toast:
            out += nest("""
                [700] status ''
                  StaticText 'Created journal entry 2025-03-12 11:48 (Info)'
                  [702] button 'Close'
            """)
        return page("fra1-r07-esx04 - Journal | NetBox", out, f"{base}/dcim/devices/2144/journal/")

    jt = "Set to decommissioning for refresh FRA-2025-Q1, remote hands ticket DC-4471."
    obs6 = journal("", [], False)
    obs7 = journal(jt, [], False)
    obs8 = journal("", [("2025-03-12 11:48", "admin", "Info", jt)], True)
    turns = [
        ("click('376')", obs1),
        ("click('94')", obs2),
        ("select_option('140', 'Decommissioning')", obs3),
        (f"fill('164', '{note}')", obs4),
        ("click('172')", obs5),
        ("click('113')", obs6),
        (f"fill('244', '{jt}')", obs7),
        ("click('248')", obs8),
    ]
    return dict(task="web", tid="h37-web-06", system=system(site), turns=turns, state=state, bad=True, turn=5,
                kind="device serial number drifts on the device page after saving an edit that left it alone")


# FreshRSS reading and marking articles: clean
def t07() -> dict[str, Any]:
    base = "https://rss.hoelzl.cc"
    site = "a self-hosted FreshRSS 1.25.0 instance at rss.hoelzl.cc as marek"
    cats = [("Linux", [("LWN.net", 7), ("Phoronix", 19), ("Kernel Newbies", 5)]),
            ("Security", [("BleepingComputer", 16), ("Krebs on Security", 4), ("Schneier on Security", 3)]),
            ("Dev", [("Hacker News", 60), ("Julia Evans", 2), ("The Go Blog", 1), ("Rust Blog", 3), ("Simon Willison", 28)])]
    BC, KR, SC = "BleepingComputer", "Krebs on Security", "Schneier on Security"
    sec = [
        (BC, "Microsoft March 2025 Patch Tuesday fixes 6 exploited zero-days, 57 flaws", "12 March 2025, 09:05"),
        (BC, "Ivanti warns of critical EPM flaws exploited in attacks", "12 March 2025, 08:40"),
        (KR, "Alleged Co-Founder of Garantex Arrested in India", "12 March 2025, 07:12"),
        (BC, "Apple fixes WebKit zero-day exploited in extremely sophisticated attacks", "12 March 2025, 06:55"),
        (BC, "Blind Eagle hackers exploit Windows NTLM flaw against Colombian targets", "11 March 2025, 22:18"),
        (SC, "Silk Typhoon Hackers Indicted", "11 March 2025, 19:04"),
        (BC, "Garantex crypto exchange admin arrested after domain seizure", "11 March 2025, 17:46"),
        (BC, "Akira ransomware encrypts networks via unsecured webcam", "11 March 2025, 15:30"),
        (KR, "Feds Link 150M Dollar Cyberheist to 2022 LastPass Hacks", "11 March 2025, 13:02"),
        (BC, "Chinese cyberspies backdoor Juniper routers for stealthy access", "11 March 2025, 11:27"),
        (BC, "X hit by massive DDoS attack disrupting access worldwide", "11 March 2025, 09:44"),
        (SC, "Thousands of WordPress Websites Infected with Malware", "11 March 2025, 08:15"),
        (BC, "Over 86,000 IoT devices compromised by Eleven11 botnet", "10 March 2025, 20:33"),
        (BC, "Ballista botnet exploits unpatched TP-Link flaw", "10 March 2025, 18:09"),
        (KR, "Who is the DOGE and X Hacker Behind a Huge Wave of Attacks", "10 March 2025, 14:51"),
        (BC, "Medusa ransomware hits 300 critical infrastructure orgs", "10 March 2025, 12:26"),
        (BC, "Hackers exploit Paragon Partition Manager driver bug", "9 March 2025, 16:40"),
        (SC, "Friday Squid Blogging: Squid Fishing in Peru", "9 March 2025, 11:20"),
        (BC, "Microsoft warns of malvertising campaign impacting over 1 million PCs", "8 March 2025, 21:14"),
        (BC, "Free decryptor released for Akira ransomware Linux variant", "8 March 2025, 17:03"),
        (KR, "Feds Charge 12 Chinese Contract Hackers", "8 March 2025, 12:48"),
        (BC, "Elastic patches critical Kibana flaw allowing code execution", "8 March 2025, 10:31"),
        (BC, "Polish space agency offline after cyberattack", "8 March 2025, 08:02"),
    ]
    new = [(BC, "Stealthy new loader targets Windows via trojanized SSH clients", "12 March 2025, 09:47"),
           (BC, "Chrome extension update pushes infostealer to 40,000 users", "12 March 2025, 09:31")]
    lwn = [
        ("LWN.net", "[$] A process for handling Rust code in the core kernel", "12 March 2025, 08:30"),
        ("LWN.net", "Security updates for Wednesday", "12 March 2025, 07:05"),
        ("LWN.net", "Stable kernels 6.13.7, 6.12.19, and 6.6.83", "11 March 2025, 20:12"),
        ("LWN.net", "[$] Two new graph-based functional programming languages", "11 March 2025, 16:40"),
        ("LWN.net", "Firefox 136.0.1 released", "11 March 2025, 12:55"),
        ("LWN.net", "Security updates for Tuesday", "11 March 2025, 07:02"),
        ("LWN.net", "[$] Guard pages for file-backed memory", "10 March 2025, 15:18"),
    ]
    ids = {t: 4100 + i for i, (_, t, _) in enumerate(sec)}
    ids.update({t: 4160 + i for i, (_, t, _) in enumerate(new)})
    ids.update({t: 4200 + i for i, (_, t, _) in enumerate(lwn)})
    misc = [("Hacker News", "Show HN: A tiny offline-first sync engine for SQLite", "12 March 2025, 09:41"),
            ("Phoronix", "Linux 6.15 To Support AMD Zen 6 Performance Monitoring Events", "12 March 2025, 08:52"),
            ("Simon Willison", "Notes on running local LLMs on a Raspberry Pi 5", "12 March 2025, 08:12")]
    ids.update({t: 4300 + i for i, (_, t, _) in enumerate(misc)})

    def sidebar(counts: dict[str, int], sel: str) -> list[str]:
        total = sum(counts.values())
        out = nest(f"""
            [20] banner ''
              [22] link 'FreshRSS'
              [24] searchbox 'Search' value=''
              [26] button 'Configuration'
            [40] navigation 'Sidebar'
              [42] link 'Subscription management'
              [44] link 'Main stream {total}'
              [46] link 'Favourites 12'
        """)
        b = 50
        for cat, feeds in cats:
            n = sum(counts[f] for f, _ in feeds)
            out.append(TAB + f"[{b}] link '{cat} {n}'" + (", focused" if sel == cat else ""))
            b += 2
            for f, _ in feeds:
                out.append(TAB * 2 + f"[{b}] link '{f} {counts[f]}'" + (", focused" if sel == f else ""))
                b += 2
        return out

    def toolbar(oldest: bool) -> list[str]:
        return nest(f"""
            [80] main ''
              [82] button 'Actualize'
              [84] button 'Mark as read'
              [86] button 'Mark as read options'
              [88] button 'Show unread', pressed=True
              [90] button 'Show favourites', pressed=False
              [92] button '{"Sort newest first" if oldest else "Sort oldest first"}'
              [94] link 'Normal view'
              [96] link 'Global view'
              [98] link 'Reading view'
        """)

    def arts(items: list[tuple[str, str, str]], read: set[str], opened: str | None) -> list[str]:
        out = []
        for feed, title, when in items:
            b = ids[title] * 10 - 40000
            out += [TAB * 1 + f"[{b}] article '{title}'",
                    TAB * 2 + f"[{b + 1}] button 'Mark as favourite'",
                    TAB * 2 + f"[{b + 2}] button '{'Mark as unread' if title in read else 'Mark as read'}'",
                    TAB * 2 + f"[{b + 3}] link '{feed}'",
                    TAB * 2 + f"[{b + 4}] link '{title}'",
                    TAB * 2 + f"StaticText '{when}'"]
            if title == opened:
                out += nest(f"""
                    [{b + 5}] heading '{title}'
                    StaticText 'By Sergiu Gatlan'
                    StaticText 'Today is Microsoft March 2025 Patch Tuesday, which includes security updates for 57 flaws, including six actively exploited zero-day vulnerabilities.'
                    StaticText 'This Patch Tuesday also fixes six Critical vulnerabilities, all remote code execution flaws.'
                    StaticText 'The number of bugs in each vulnerability category: 23 Elevation of Privilege, 3 Security Feature Bypass, 23 Remote Code Execution, 4 Information Disclosure, 1 Denial of Service, 3 Spoofing.'
                    StaticText 'The actively exploited zero-days include CVE-2025-24983 (Win32 Kernel), CVE-2025-24984, CVE-2025-24985 and CVE-2025-24991 (NTFS and Fast FAT), CVE-2025-24993 (NTFS) and CVE-2025-26633 (MMC).'
                    [{b + 6}] link 'Read the full article on bleepingcomputer.com'
                """, 2)
        return out

    def title(counts: dict[str, int], name: str) -> str:
        return f"({sum(counts.values())}) {name} · FreshRSS"

    c0 = {f: n for _, feeds in cats for f, n in feeds}
    state = page(title(c0, "Main stream"), sidebar(c0, "") + toolbar(False) + arts([misc[0], sec[0], misc[1], sec[1], lwn[0], misc[2], sec[2], lwn[1], sec[3]], set(), None)
                 + [TAB + "[990] button 'Load more articles'"], f"{base}/i/")
    # state main stream mixes feeds; only the first items are shown
    obs1 = page(title(c0, "Security"), sidebar(c0, "Security") + toolbar(False) + arts(sec[:20], set(), None) + [TAB + "[990] button 'Load more articles'"],
                f"{base}/i/?get=c_4")
    c2 = dict(c0, **{BC: 15})
    first = sec[0][1]
    obs2 = page(title(c2, "Security"), sidebar(c2, "Security") + toolbar(False) + arts(sec[:20], {first}, first) + [TAB + "[990] button 'Load more articles'"],
                f"{base}/i/?get=c_4")
    obs3 = page(title(c2, "LWN.net"), sidebar(c2, "LWN.net") + toolbar(False) + arts(lwn, set(), None) + [TAB + "StaticText 'There are no more articles'"],
                f"{base}/i/?get=f_11")
    c4 = dict(c2, **{"LWN.net": 0})
    obs4 = page(title(c4, "LWN.net"), sidebar(c4, "LWN.net") + toolbar(False) + [TAB + "StaticText 'There is no article to show.'"], f"{base}/i/?get=f_11")
    c5 = dict(c4, **{BC: 17, "Simon Willison": 29})
    obs5 = page(title(c5, "LWN.net"), sidebar(c5, "LWN.net") + toolbar(False) + [TAB + "StaticText 'There is no article to show.'"]
                + nest("""
                    [960] status ''
                      StaticText 'Your feeds have been updated'
                """), f"{base}/i/?get=f_11")
    unread6 = new + sec[1:]
    obs6 = page(title(c5, "Security"), sidebar(c5, "Security") + toolbar(False) + arts(unread6[:20], set(), None) + [TAB + "[990] button 'Load more articles'"],
                f"{base}/i/?get=c_4")
    old = list(reversed(unread6))
    obs7 = page(title(c5, "Security"), sidebar(c5, "Security") + toolbar(True) + arts(old[:20], set(), None) + [TAB + "[990] button 'Load more articles'"],
                f"{base}/i/?get=c_4&order=ASC")
    obs8 = page(title(c5, "Security"), sidebar(c5, "Security") + toolbar(True) + arts(old, set(), None) + [TAB + "StaticText 'There are no more articles'"],
                f"{base}/i/?get=c_4&order=ASC")
    turns = [
        ("click('58')", obs1),
        (f"click('{ids[first] * 10 - 40000 + 4}')", obs2),
        ("click('52')", obs3),
        ("click('84')", obs4),
        ("click('82')", obs5),
        ("click('58')", obs6),
        ("click('92')", obs7),
        ("click('990')", obs8),
    ]
    return dict(task="web", tid="h37-web-07", system=system(site), turns=turns, state=state, bad=False)


# Gitea repository rename: bad
def t08() -> dict[str, Any]:
    base = "https://git.tarnwood.net"
    site = "a self-hosted Gitea 1.22.6 instance at git.tarnwood.net as jonas (owner of the ops organization)"

    def top() -> list[str]:
        return nest("""
            [20] navigation ''
              [22] link 'Home'
              [24] link 'Issues'
              [26] link 'Pull Requests'
              [28] link 'Milestones'
              [30] link 'Explore'
              [32] link 'Notifications'
              [34] button 'Create...'
              [36] button 'Profile and Settings...'
        """)

    ops = [("prometheus-rules", "Alerting and recording rules for the Prometheus fleet", "YAML", 6, 1, "3 hours ago"),
           ("terraform-hetzner", "Terraform for our Hetzner Cloud projects", "HCL", 9, 2, "5 hours ago"),
           ("runbooks", "On-call runbooks and incident templates", "", 11, 0, "1 day ago"),
           ("ansible-roles", "Shared Ansible roles: base hardening, users, node_exporter, unattended-upgrades", "Jinja", 14, 3, "2 days ago"),
           ("dns-zones", "Zone files for the internal tarnwood.lan zones", "", 2, 0, "6 days ago"),
           ("grafana-dashboards", "Grafana dashboards as Jsonnet", "Jsonnet", 7, 1, "2 weeks ago"),
           ("backup-scripts", "restic wrappers and systemd timers", "Shell", 4, 1, "3 weeks ago"),
           ("packer-images", "Packer templates for Debian 12 base images", "HCL", 3, 0, "1 month ago")]

    def repo_items(items: list[tuple[str, str, str, str, int, int, str]], start: int) -> list[str]:
        out = []
        for k, (owner, name, desc, lang, stars, forks, upd) in enumerate(items):
            b = start + 10 * k
            out += [TAB + f"[{b}] link '{owner}/{name}'" if owner else TAB + f"[{b}] link '{name}'"]
            if desc:
                out += [TAB + f"StaticText '{desc}'"]
            if lang:
                out += [TAB + f"StaticText '{lang}'"]
            out += [TAB + f"[{b + 2}] link 'stars {stars}'", TAB + f"[{b + 4}] link 'forks {forks}'", TAB + f"StaticText 'Updated {upd}'"]
        return out

    def org_page(items: list[tuple[str, str, str, int, int, str]]) -> str:
        out = top() + nest("""
            [80] main ''
              [82] heading 'ops'
              StaticText 'Infrastructure and operations'
              StaticText 'Berlin'
              [84] link 'https://wiki.tarnwood.net/ops'
              [86] button 'Watch'
              [88] link 'New Repository'
              [90] link 'New Migration'
              [92] tablist ''
                [93] tab 'Repositories 8', selected=True
                [95] tab 'Packages', selected=False
                [97] tab 'Projects', selected=False
                [99] tab 'Members 5', selected=False
                [101] tab 'Teams 2', selected=False
                [103] tab 'Settings', selected=False
              [106] searchbox 'Search repos...' value=''
              [108] button 'Filter'
              [110] button 'Sort: Recently updated'
        """) + repo_items([("", *it) for it in items], 120) + nest("""
            [300] complementary ''
              StaticText 'Members'
              [302] link 'jonas'
              [304] link 'petra.k'
              [306] link 'mdemir'
              [308] link 'svenh'
              [310] link 'ci-bot'
              StaticText 'Teams'
              [312] link 'Owners'
              StaticText '2 members · 8 repositories'
              [314] link 'oncall'
              StaticText '4 members · 3 repositories'
        """)
        return page("ops - Gitea: Git with a cup of tea", out, f"{base}/ops")

    state = org_page(ops)
    files = [("dir", ".gitea/workflows", "ci: pin ansible-lint to 24.12.2", "2 days ago"),
             ("dir", "molecule/default", "test: add Debian 12 platform to molecule", "3 weeks ago"),
             ("dir", "roles", "feat(node_exporter): textfile collector dir with 0755", "2 days ago"),
             ("file", ".ansible-lint", "ci: pin ansible-lint to 24.12.2", "2 days ago"),
             ("file", ".yamllint", "chore: relax line-length to 160", "5 months ago"),
             ("file", "LICENSE", "Initial commit", "2 years ago"),
             ("file", "README.md", "docs: document role variables for unattended_upgrades", "1 week ago"),
             ("file", "galaxy.yml", "release: 3.4.0", "1 week ago"),
             ("file", "requirements.yml", "deps: community.general 9.5.0", "1 month ago")]

    def repo_head(name: str, tab: str) -> list[str]:
        tabs = ["Code", "Issues 6", "Pull Requests 1", "Actions", "Packages", "Projects", "Releases 12", "Wiki", "Activity", "Settings"]
        out = top() + nest(f"""
            [80] main ''
              [82] link 'ops'
              StaticText '/'
              [84] link '{name}'
              [86] button 'Unwatch 4'
              [88] button 'Star 14'
              [90] button 'Fork 3'
              [92] navigation 'Repository'
        """)
        out += [TAB * 2 + f"[{94 + 2 * i}] link '{t}'" + (", focused" if t == tab else "") for i, t in enumerate(tabs)]
        return out

    def repo_home(name: str) -> str:
        out = repo_head(name, "Code") + nest(f"""
              StaticText 'Shared Ansible roles: base hardening, users, node_exporter, unattended-upgrades'
              [130] link '142 Commits'
              [132] link '5 Branches'
              [134] link '12 Tags'
              StaticText '1.2 MiB'
              [136] button 'Branch: main'
              [138] link 'Go to file'
              [140] button 'Add File'
              [142] textbox 'Clone URL' value='{base}/ops/{name}.git'
              [144] button 'Copy URL'
              [146] link 'jonas'
              [148] link 'a41f9e0c2b'
              StaticText 'ci: pin ansible-lint to 24.12.2'
              StaticText '2 days ago'
        """, 1)
        rows = [(180 + 10 * k, [[("link", n)], [("link", m)], t]) for k, (_, n, m, t) in enumerate(files)]
        out += grid(170, ["Name", "Last commit", "Updated"], rows, 1)
        out += nest("""
              [300] heading 'README.md'
              StaticText 'tarnwood.ops - shared Ansible roles'
              StaticText 'Install with ansible-galaxy collection install -r requirements.yml, then reference roles as tarnwood.ops.<role>.'
              StaticText 'Roles: base_hardening, users, node_exporter, unattended_upgrades, journald, chrony.'
        """, 1)
        return page(f"ops/{name} - Gitea: Git with a cup of tea", out, f"{base}/ops/{name}")

    obs1 = repo_home("ansible-roles")

    def settings(name: str, value: str, flash: bool) -> str:
        out = repo_head(name, "Settings")
        if flash:
            out += [TAB + "[118] status ''", TAB * 2 + "StaticText 'The repository settings have been updated.'"]
        out += nest(f"""
              [120] navigation 'Settings'
                [121] link 'Options'
                [123] link 'Collaborators'
                [125] link 'Branches'
                [127] link 'Tags'
                [129] link 'Webhooks'
                [131] link 'Deploy Keys'
                [133] link 'Actions'
                [135] link 'LFS'
              [140] heading 'Basic Settings'
              [142] textbox 'Repository Name' value='{value}'{", focused" if value != name else ""}
              [144] textbox 'Description' value='Shared Ansible roles: base hardening, users, node_exporter, unattended-upgrades'
              [146] textbox 'Website' value=''
              [148] checkbox 'Make repository a template', checked='false'
              [150] checkbox 'Make repository private', checked='true'
              [152] button 'Update Settings'
              [160] heading 'Mirror Settings'
              StaticText 'You can configure push mirrors here.'
              [162] heading 'Advanced Settings'
              [164] checkbox 'Code', checked='true'
              [166] checkbox 'Wiki', checked='true'
              [168] checkbox 'Issues', checked='true'
              [170] checkbox 'Projects', checked='true'
              [172] checkbox 'Releases', checked='true'
              [174] checkbox 'Packages', checked='true'
              [176] checkbox 'Pull Requests', checked='true'
              [178] checkbox 'Actions', checked='true'
              [180] button 'Update Settings'
              [190] heading 'Danger Zone'
              [192] button 'Convert to Regular Repository'
              [194] button 'Transfer Ownership'
              [196] button 'Delete This Wiki Data'
              [198] button 'Delete This Repository'
              [200] button 'Archive This Repository'
        """, 1)
        return page(f"ops/{name} - Settings - Gitea: Git with a cup of tea", out, f"{base}/ops/{name}/settings")

    obs2 = settings("ansible-roles", "ansible-roles", False)
    obs3 = settings("ansible-roles", "ansible-collection", False)
    obs4 = settings("ansible-collection", "ansible-collection", True)
    obs5 = repo_home("ansible-collection")
    ops6 = [("ansible-collection", "Shared Ansible roles: base hardening, users, node_exporter, unattended-upgrades", "Jinja", 14, 3, "just now")] + [o for o in ops if o[0] != "ansible-roles"]
    obs6 = org_page(ops6)
    explore = [("ops", "ansible-roles", "Shared Ansible roles: base hardening, users, node_exporter, unattended-upgrades", "Jinja", 14, 3, "1 minute ago"),
               ("web", "shop-frontend", "Nuxt storefront for shop.tarnwood.net", "Vue", 21, 4, "12 minutes ago"),
               ("data", "etl-jobs", "Airflow DAGs for the reporting warehouse", "Python", 8, 2, "1 hour ago"),
               ("ops", "prometheus-rules", "Alerting and recording rules for the Prometheus fleet", "YAML", 6, 1, "3 hours ago"),
               ("web", "design-system", "Shared Vue components and tokens", "TypeScript", 17, 3, "4 hours ago"),
               ("ops", "terraform-hetzner", "Terraform for our Hetzner Cloud projects", "HCL", 9, 2, "5 hours ago"),
               ("petra.k", "dotfiles", "", "Shell", 1, 0, "9 hours ago"),
               ("ops", "runbooks", "On-call runbooks and incident templates", "", 11, 0, "1 day ago"),
               ("platform", "auth-gateway", "OIDC gateway in front of internal tools", "Go", 12, 1, "1 day ago"),
               ("data", "dbt-models", "dbt models for the finance marts", "SQL", 5, 0, "2 days ago")]
    ex = top() + nest("""
        [80] main ''
          [82] navigation 'Explore'
            [83] link 'Repositories', focused
            [85] link 'Users'
            [87] link 'Organizations'
            [89] link 'Code'
          [92] searchbox 'Search...' value=''
          [94] button 'Search'
          [96] button 'Filter'
          [98] button 'Sort: Recently updated'
    """) + repo_items(explore, 120) + nest("""
          [300] navigation 'Pagination'
            [301] link '1'
            [302] link '2'
            [303] link '3'
            [304] link 'Next'
    """, 1)
    obs7 = page("Explore - Gitea: Git with a cup of tea", ex, f"{base}/explore/repos")
    orgs = [("data", "Data engineering", 6, 4), ("ops", "Infrastructure and operations", 8, 5), ("platform", "Platform team", 11, 6), ("web", "Web and shop", 9, 7)]
    ol = top() + nest("""
        [80] main ''
          [82] navigation 'Explore'
            [83] link 'Repositories'
            [85] link 'Users'
            [87] link 'Organizations', focused
            [89] link 'Code'
          [92] searchbox 'Search...' value=''
          [94] button 'Search'
          [98] button 'Sort: Alphabetically'
    """)
    for k, (o, d, r, m) in enumerate(orgs):
        ol += [TAB + f"[{120 + 10 * k}] link '{o}'", TAB + f"StaticText '{d}'", TAB + f"StaticText '{r} repositories · {m} members'"]
    obs8 = page("Explore - Gitea: Git with a cup of tea", ol, f"{base}/explore/organizations")
    web = [("shop-frontend", "Nuxt storefront for shop.tarnwood.net", "Vue", 21, 4, "13 minutes ago"),
           ("design-system", "Shared Vue components and tokens", "TypeScript", 17, 3, "4 hours ago"),
           ("shop-api", "Order and catalogue API", "PHP", 10, 2, "3 days ago"),
           ("marketing-site", "Hugo site for tarnwood.net", "HTML", 4, 1, "1 week ago"),
           ("image-proxy", "imgproxy config and presets", "", 2, 0, "3 weeks ago")]
    wp = top() + nest("""
        [80] main ''
          [82] heading 'web'
          StaticText 'Web and shop'
          [86] button 'Watch'
          [92] tablist ''
            [93] tab 'Repositories 9', selected=True
            [95] tab 'Packages', selected=False
            [97] tab 'Projects', selected=False
            [99] tab 'Members 7', selected=False
          [106] searchbox 'Search repos...' value=''
          [110] button 'Sort: Recently updated'
    """) + repo_items([("", *it) for it in web], 120) + nest("""
          [300] navigation 'Pagination'
            [301] link '1'
            [302] link '2'
    """, 1)
    obs9 = page("web - Gitea: Git with a cup of tea", wp, f"{base}/web")
    turns = [
        ("click('150')", obs1),
        ("click('112')", obs2),
        ("fill('142', 'ansible-collection')", obs3),
        ("click('152')", obs4),
        ("click('94')", obs5),
        ("click('82')", obs6),
        ("click('30')", obs7),
        ("click('87')", obs8),
        ("click('150')", obs9),
    ]
    return dict(task="web", tid="h37-web-08", system=system(site), turns=turns, state=state, bad=True, turn=7,
                kind="repository renamed by the agent is listed under its old name in Explore")


# Immich album from place search: clean
def t09() -> dict[str, Any]:
    base = "https://photos.vandermeer.nl"
    site = "a self-hosted Immich v1.131.3 instance at photos.vandermeer.nl as Sanne van der Meer"

    def shell(sel: str) -> list[str]:
        items = ["Photos", "Explore", "Map", "Sharing", "Favorites", "Albums", "Utilities", "Archive", "Locked Folder", "Trash"]
        out = nest("""
            [20] banner ''
              [22] link 'Immich'
              [24] searchbox 'Search your photos' value=''
              [26] button 'Show search options'
              [28] button 'Upload'
              [30] button 'Sanne van der Meer'
            [40] navigation 'Primary'
        """)
        out += [TAB + f"[{42 + 2 * i}] link '{t}'" + (", focused" if t == sel else "") for i, t in enumerate(items)]
        out += [TAB + "StaticText 'Storage space'", TAB + "StaticText '612.4 GiB of 1.8 TiB used'"]
        return out

    explore = shell("Explore") + nest("""
        [80] main ''
          [82] heading 'People'
          [84] link 'View all'
          [86] link 'Jasper'
          [88] link 'Noor'
          [90] link 'Sanne'
          [92] link 'Oma Griet'
          [94] link 'Bram'
          [100] heading 'Places'
          [102] link 'View all'
          [104] link 'Reine'
          [106] link 'Henningsvaer'
          [108] link 'Svolvaer'
          [110] link 'Tromso'
          [112] link 'Utrecht'
          [114] link 'Leipzig'
          [116] link 'Texel'
          [120] heading 'Things'
          [122] link 'View all'
          [124] link 'mountain'
          [126] link 'fjord'
          [128] link 'beach'
          [130] link 'dog'
          [132] link 'bicycle'
          [134] link 'cake'
    """)
    photos = [("Sep 17, 2024, 7:42 PM", "PXL_20240917_174210"), ("Sep 17, 2024, 7:40 PM", "PXL_20240917_174003"),
              ("Sep 17, 2024, 2:15 PM", "PXL_20240917_121547"), ("Sep 17, 2024, 2:11 PM", "PXL_20240917_121122"),
              ("Sep 17, 2024, 9:03 AM", "PXL_20240917_070318"), ("Sep 16, 2024, 8:27 PM", "PXL_20240916_182741"),
              ("Sep 16, 2024, 8:26 PM", "PXL_20240916_182609"), ("Sep 16, 2024, 8:20 PM", "PXL_20240916_182012"),
              ("Sep 16, 2024, 6:58 PM", "PXL_20240916_165830"), ("Sep 16, 2024, 6:55 PM", "PXL_20240916_165507"),
              ("Sep 16, 2024, 4:31 PM", "PXL_20240916_143126"), ("Sep 16, 2024, 4:30 PM", "PXL_20240916_143002"),
              ("Sep 16, 2024, 1:12 PM", "PXL_20240916_111240"), ("Sep 16, 2024, 1:09 PM", "PXL_20240916_110915")]

    def tiles(idx: list[int], sel: set[int], depth: int) -> list[str]:
        out = []
        last_day = ""
        for i in idx:
            when, _ = photos[i]
            day = when.split(",")[0] + ", 2024"
            if day != last_day:
                out.append(TAB * depth + f"StaticText '{ {'Sep 17': 'Tue, Sep 17, 2024', 'Sep 16': 'Mon, Sep 16, 2024'}[when[:6]]}'")
                last_day = day
            b = 400 + 4 * i
            out.append(TAB * depth + f"[{b}] link 'Image taken in Reine, Norway on {when}'")
            out.append(TAB * (depth + 1) + f"[{b + 1}] checkbox 'Select', checked='{'true' if i in sel else 'false'}'")
            out.append(TAB * (depth + 1) + f"[{b + 2}] button 'Favorite'")
        return out

    def results(sel: set[int], extra: list[str] | None = None) -> str:
        out = shell("")
        if sel:
            out += nest(f"""
                [300] toolbar ''
                  [302] button 'Clear'
                  StaticText '{len(sel)} Selected'
                  [304] button 'Share'
                  [306] button 'Add to album'
                  [308] button 'Favorite'
                  [310] button 'Download'
                  [312] button 'Delete'
                  [314] button 'More'
            """)
        out += nest("""
            [80] main ''
              [82] heading 'Search results'
              [84] button 'City: Reine'
        """) + tiles(list(range(14)), sel, 1)
        if extra:
            out += extra
        return page("Search - Immich", out, f"{base}/search?query=%7B%22city%22%3A%22Reine%22%7D")

    state = page("Photos - Immich", shell("Photos") + nest("""
        [80] main ''
          [82] button 'Select'
          StaticText 'Wed, Mar 12, 2025'
          [90] link 'Image taken in Utrecht, Netherlands on Mar 12, 2025, 8:41 AM'
          StaticText 'Sun, Mar 9, 2025'
          [92] link 'Image taken in Utrecht, Netherlands on Mar 9, 2025, 3:18 PM'
          [94] link 'Image taken in Utrecht, Netherlands on Mar 9, 2025, 3:17 PM'
          [96] link 'Video taken in Utrecht, Netherlands on Mar 9, 2025, 3:02 PM'
          StaticText 'Sat, Mar 8, 2025'
          [98] link 'Image taken in Texel, Netherlands on Mar 8, 2025, 11:26 AM'
          [100] link 'Image taken in Texel, Netherlands on Mar 8, 2025, 11:24 AM'
          [102] link 'Image taken in Texel, Netherlands on Mar 8, 2025, 10:55 AM'
          [104] navigation 'Timeline'
            StaticText 'Mar 2025'
            StaticText 'Feb 2025'
            StaticText 'Jan 2025'
            StaticText 'Dec 2024'
            StaticText 'Sep 2024'
    """), f"{base}/photos")
    obs1 = page("Explore - Immich", explore, f"{base}/explore")
    obs2 = results(set())
    obs3 = results({0})
    obs4 = results({0, 2})
    obs5 = results({0, 2, 5})
    dialog = nest("""
        [600] dialog 'Add to album'
          [602] heading 'Add to album'
          [604] button 'Close'
          [606] searchbox 'Search' value=''
          [608] button 'New album'
          StaticText 'Recent'
          [610] button 'Sinterklaas 2024 64 items'
          [612] button 'Best of 2024 48 items'
          StaticText 'All albums'
          [614] button 'Best of 2024 48 items'
          [616] button 'Family 1,406 items'
          [618] button 'Garden 87 items'
          [620] button 'Norway 2023 212 items'
          [622] button 'Sinterklaas 2024 64 items'
    """)
    obs6 = results({0, 2, 5}, dialog)
    uuid = "a3c5e1f0-7d2b-4b8e-9f61-2c0d8e4b7a19"

    def album(title: str, toast: bool, focus: bool) -> str:
        out = shell("") + nest(f"""
            [80] main ''
              [82] button 'Back'
              [84] button 'Add photos'
              [86] button 'Share'
              [88] button 'Download'
              [90] button 'Album options'
              [92] textbox 'Add a title' value='{title}'{", focused" if focus else ""}
              StaticText 'Sep 16 - 17, 2024'
              StaticText '3 items'
              [94] textbox 'Add a description' value=''
        """)
        out += tiles([0, 2, 5], set(), 1)
        out = [ln.replace("[400]", "[500]").replace("[401]", "[501]").replace("[402]", "[502]").replace("[408]", "[508]").replace("[409]", "[509]")
               .replace("[410]", "[510]").replace("[420]", "[520]").replace("[421]", "[521]").replace("[422]", "[522]") for ln in out]
        if toast:
            out += nest("""
                [700] status ''
                  StaticText 'Added 3 assets'
            """)
        return page(f"{title or 'Untitled'} - Immich", out, f"{base}/albums/{uuid}")

    obs7 = album("", True, True)
    obs8 = album("Lofoten 2024", False, True)
    albums = [("Lofoten 2024", "3 items", "Sep 16 - 17, 2024"), ("Sinterklaas 2024", "64 items", "Dec 5, 2024"),
              ("Best of 2024", "48 items", "Jan 1 - Dec 31, 2024"), ("Family", "1,406 items", "Aug 14, 2016 - Mar 9, 2025"),
              ("Garden", "87 items", "Apr 3, 2021 - Oct 12, 2024"), ("Norway 2023", "212 items", "Jul 22 - Aug 6, 2023")]
    al = shell("Albums") + nest("""
        [80] main ''
          [82] heading 'Albums'
          [84] button 'Create album'
          [86] searchbox 'Search albums' value=''
          [88] combobox 'Filter' value='All'
          [90] button 'Sort: Last modified'
          [92] button 'Descending'
          [94] button 'Cover view'
    """)
    for k, (n, c, d) in enumerate(albums):
        al += [TAB + f"[{120 + 6 * k}] link '{n}'", TAB * 2 + f"StaticText '{n}'", TAB * 2 + f"StaticText '{c}'", TAB * 2 + f"StaticText '{d}'",
               TAB * 2 + ("StaticText 'Owned'" if n != "Family" else "StaticText 'Shared'")]
    obs9 = page("Albums - Immich", al, f"{base}/albums")
    obs10 = album("Lofoten 2024", False, False)
    turns = [
        ("click('44')", obs1),
        ("click('104')", obs2),
        ("click('401')", obs3),
        ("click('409')", obs4),
        ("click('421')", obs5),
        ("click('306')", obs6),
        ("click('608')", obs7),
        ("fill('92', 'Lofoten 2024')", obs8),
        ("click('52')", obs9),
        ("click('120')", obs10),
    ]
    return dict(task="web", tid="h37-web-09", system=system(site), turns=turns, state=state, bad=False)


# Mantis issue assign, note, priority and tag: bad
def t10() -> dict[str, Any]:
    base = "https://bugs.paydock-internal.eu"
    site = "a self-hosted MantisBT 2.27.0 instance at bugs.paydock-internal.eu as dkrause (developer, Payments Gateway)"

    def menu(cur: str) -> list[str]:
        out = nest("""
            [20] banner ''
              [22] link 'MantisBT'
              [24] combobox 'Project' value='Payments Gateway'
              [26] textbox 'Issue #' value=''
              [28] button 'dkrause'
            [40] navigation 'Sidebar'
        """)
        for i, t in enumerate(["My View", "View Issues", "Report Issue", "Change Log", "Roadmap", "Summary", "Manage"]):
            out.append(TAB + f"[{42 + 2 * i}] link '{t}'" + (", focused" if t == cur else ""))
        return out

    issues = [
        ("0004131", "normal", "0", "API", "minor", "new", "2025-03-12", "Webhook retries ignore Retry-After header"),
        ("0004129", "high", "1", "Settlement", "major", "confirmed", "2025-03-11", "Payout file rejected by bank when IBAN has lowercase letters"),
        ("0004127", "high", "2", "Settlement", "major", "new", "2025-03-11", "Settlement batch double-counts partial refunds when capture is split"),
        ("0004126", "normal", "3", "Checkout", "minor", "acknowledged", "2025-03-11", "3DS challenge iframe too small on iPhone SE"),
        ("0004124", "low", "0", "Reporting", "text", "new", "2025-03-10", "Typo in monthly statement PDF footer"),
        ("0004122", "urgent", "5", "Fraud", "crash", "assigned (skowalski)", "2025-03-10", "Risk scorer worker crashes on empty device fingerprint"),
        ("0004119", "normal", "2", "API", "feature", "feedback", "2025-03-09", "Expose settlement_id on refund objects"),
        ("0004117", "high", "4", "Checkout", "major", "assigned (mkovacs)", "2025-03-07", "Apple Pay button missing for merchants with custom domain"),
        ("0004115", "normal", "1", "Settlement", "minor", "resolved (dkrause)", "2025-03-06", "Rounding difference of 0.01 in multi-currency batches"),
        ("0004112", "normal", "0", "Reporting", "tweak", "new", "2025-03-05", "Allow CSV export with semicolon separator"),
    ]
    rows = [(300 + 20 * k, [[("checkbox", "", False)], [("link", "Edit")], p_, [("link", i)], n, c, s, st, u, sm])
            for k, (i, p_, n, c, s, st, u, sm) in enumerate(issues)]
    vi = menu("View Issues") + nest("""
        [80] main ''
          [82] heading 'Filters'
          StaticText 'Reporter: any  Monitored By: any  Assigned To: any  Severity: any  Resolution: any  Status: any  Hide Status: closed'
          [84] textbox 'Search' value=''
          [86] button 'Apply Filter'
          [88] button 'Reset'
          [90] heading 'Viewing Issues (1 - 10 / 37)'
          [92] link 'Print Reports'
          [94] link 'CSV Export'
          [96] link 'Excel Export'
    """) + grid(280, ["", "", "P", "ID", "#", "Category", "Severity", "Status", "Updated", "Summary"], rows, 1) + nest("""
          [520] navigation 'Pages'
            [521] link 'First'
            [522] link 'Prev'
            StaticText '1'
            [523] link '2'
            [524] link '3'
            [525] link '4'
            [526] link 'Next'
            [527] link 'Last'
    """, 1)
    state = page("View Issues - MantisBT", vi, f"{base}/view_all_bug_page.php")

    hist0 = [("2025-03-10 16:42", "jbauer", "New Issue", ""), ("2025-03-10 16:42", "jbauer", "File Added: settlement_2025-03-10.csv", ""),
             ("2025-03-10 17:05", "skowalski", "Note Added: 0009861", ""), ("2025-03-11 09:15", "jbauer", "Note Added: 0009864", "")]
    notes0 = [("0009861", "skowalski", "2025-03-10 17:05", "Seen on merchant 88123 too: capture 1 of 2 refunded 40.00, batch shows -80.00. Looks like refund rows are joined once per capture."),
              ("0009864", "jbauer", "2025-03-11 09:15", "Finance confirms 14 affected merchants in the 2025-03-10 batch, total overstatement 2,318.55 EUR. Batch for 03-11 held manually.")]

    def view(assigned: str, status: str, prio: str, sev: str, updated: str, notes: list[tuple[str, str, str, str]], hist: list[tuple[str, str, str, str]],
             handler: str, note_text: str, tags: str, tag_text: str, flash: str | None) -> str:
        out = menu("")
        if flash:
            out += [TAB + "[70] status ''", TAB * 2 + f"StaticText '{flash}'"]
        out += nest(f"""
            [80] main ''
              [82] heading 'View Issue Details'
              [84] link 'Jump to Notes'
              [86] link 'Jump to History'
              [88] link 'Print'
              [100] table ''
                [101] row 'ID Project Category View Status Date Submitted Last Update'
                  [102] columnheader 'ID'
                  [103] columnheader 'Project'
                  [104] columnheader 'Category'
                  [105] columnheader 'View Status'
                  [106] columnheader 'Date Submitted'
                  [107] columnheader 'Last Update'
                [108] row '0004127 Payments Gateway Settlement public 2025-03-10 16:42 {updated}'
                  [109] gridcell '0004127'
                  [110] gridcell 'Payments Gateway'
                  [111] gridcell 'Settlement'
                  [112] gridcell 'public'
                  [113] gridcell '2025-03-10 16:42'
                  [114] gridcell '{updated}'
                [115] row 'Reporter jbauer'
                  [116] rowheader 'Reporter'
                  [117] gridcell 'jbauer'
                [118] row 'Assigned To {assigned}'
                  [119] rowheader 'Assigned To'
                  [120] gridcell '{assigned}'
                [121] row 'Priority {prio} Severity {sev} Reproducibility always'
                  [122] rowheader 'Priority'
                  [123] gridcell '{prio}'
                  [124] rowheader 'Severity'
                  [125] gridcell '{sev}'
                  [126] rowheader 'Reproducibility'
                  [127] gridcell 'always'
                [128] row 'Status {status} Resolution open'
                  [129] rowheader 'Status'
                  [130] gridcell '{status}'
                  [131] rowheader 'Resolution'
                  [132] gridcell 'open'
                [133] row 'Platform Linux OS Debian OS Version 12'
                  [134] rowheader 'Platform'
                  [135] gridcell 'Linux'
                  [136] rowheader 'OS'
                  [137] gridcell 'Debian'
                  [138] rowheader 'OS Version'
                  [139] gridcell '12'
                [140] row 'Product Version 3.8.2 Target Version 3.8.3 Fixed in Version'
                  [141] rowheader 'Product Version'
                  [142] gridcell '3.8.2'
                  [143] rowheader 'Target Version'
                  [144] gridcell '3.8.3'
                  [145] rowheader 'Fixed in Version'
                  [146] gridcell ''
                [147] row 'Summary 0004127: Settlement batch double-counts partial refunds when capture is split'
                  [148] rowheader 'Summary'
                  [149] gridcell '0004127: Settlement batch double-counts partial refunds when capture is split'
                [150] row 'Description'
                  [151] rowheader 'Description'
                  [152] gridcell 'When an authorization is captured in two parts and one capture is partially refunded, the nightly settlement batch lists the refund once per capture. Net payout is too low by the refund amount.'
                [153] row 'Steps To Reproduce'
                  [154] rowheader 'Steps To Reproduce'
                  [155] gridcell '1. Authorize 100.00. 2. Capture 60.00 and 40.00. 3. Refund 25.00 on the second capture. 4. Run settlement for the day: refunds column shows -50.00.'
                [156] row 'Additional Information'
                  [157] rowheader 'Additional Information'
                  [158] gridcell 'Introduced with 3.8.2 (split capture support). Query in SettlementBatchBuilder::collectRefunds joins captures without DISTINCT.'
                [159] row 'Tags'
                  [160] rowheader 'Tags'
                  [161] gridcell '{tags}'
                [162] row 'Attach Tags'
                  [163] rowheader 'Attach Tags'
                  [164] gridcell ''
                    [165] textbox 'Tags separated by comma' value='{tag_text}'
                    [166] combobox 'Existing tags' value='[Existing tags]'
                    [167] button 'Attach'
                [168] row 'Attached Files'
                  [169] rowheader 'Attached Files'
                  [170] gridcell 'settlement_2025-03-10.csv (18,204 bytes) 2025-03-10 16:42'
                    [171] link 'settlement_2025-03-10.csv'
              [180] button 'Edit'
              [182] button 'Assign To:'
              [184] combobox 'Assign To' value='{handler}'
              [186] button 'Change Status To:'
              [188] combobox 'Change Status To' value='feedback'
              [190] button 'Monitor'
              [192] button 'Stick'
              [194] button 'Clone'
              [196] button 'Close'
              [198] button 'Move'
              [200] button 'Delete'
              [210] heading 'Relationships'
              StaticText 'related to 0004115 resolved dkrause Rounding difference of 0.01 in multi-currency batches'
              [220] heading 'Activities'
        """)
        for k, (nid, who, when, text) in enumerate(notes):
            b = 230 + 6 * k
            out += [TAB + f"[{b}] article '{nid}'", TAB * 2 + f"[{b + 1}] link '{who}'", TAB * 2 + f"StaticText '{when}'",
                    TAB * 2 + f"[{b + 2}] link '~{nid}'", TAB * 2 + f"StaticText '{text}'"]
        out += nest(f"""
              [280] heading 'Add Note'
              [282] textbox 'Note' value='{note_text}'{", focused" if note_text else ""}
              [284] checkbox 'Private', checked='false'
              [286] textbox 'Time tracking (HH:MM)' value=''
              [288] button 'Add Note'
              [290] heading 'Issue History'
        """, 1)
        hrows = [(320 + 8 * k, [d, [("link", u)], f, c]) for k, (d, u, f, c) in enumerate(hist)]
        out += grid(300, ["Date Modified", "Username", "Field", "Change"], hrows, 1)
        return page("0004127: Settlement batch double-counts partial refunds when capture is split - MantisBT", out, f"{base}/view.php?id=4127")

    obs1 = view("", "new", "high", "major", "2025-03-11 09:15", notes0, hist0, "[Myself]", "", "No tags attached.", "", None)
    obs2 = view("", "new", "high", "major", "2025-03-11 09:15", notes0, hist0, "mkovacs", "", "No tags attached.", "", None)
    h3 = hist0 + [("2025-03-12 10:21", "dkrause", "Assigned To", "=> mkovacs"), ("2025-03-12 10:21", "dkrause", "Status", "new => assigned")]
    obs3 = view("mkovacs", "assigned", "high", "major", "2025-03-12 10:21", notes0, h3, "[Myself]", "", "No tags attached.", "", None)
    note = "Reproduced on staging with the steps above (batch STG-2025-03-12-01). Fix candidate: collect refunds per capture_id, PR !412. Holding the 03-12 batch until deployed."
    obs4 = view("mkovacs", "assigned", "high", "major", "2025-03-12 10:21", notes0, h3, "[Myself]", note, "No tags attached.", "", None)
    notes5 = notes0 + [("0009879", "dkrause", "2025-03-12 10:23", note)]
    h5 = h3 + [("2025-03-12 10:23", "dkrause", "Note Added: 0009879", "")]
    obs5 = view("mkovacs", "assigned", "high", "major", "2025-03-12 10:23", notes5, h5, "[Myself]", "", "No tags attached.", "", None)

    def update_form(prio: str) -> str:
        out = menu("") + nest(f"""
            [80] main ''
              [82] heading 'Updating Issue Information'
              [84] link 'Back to Issue'
              StaticText 'ID 0004127  Project Payments Gateway  Date Submitted 2025-03-10 16:42  Last Update 2025-03-12 10:23'
              [100] combobox 'Category' value='Settlement'
              [102] combobox 'View Status' value='public'
              [104] combobox 'Reporter' value='jbauer'
              [106] combobox 'Assigned To' value='mkovacs'
              [108] combobox 'Priority' value='{prio}'{", focused" if prio == "urgent" else ""}
              [110] combobox 'Severity' value='major'
              [112] combobox 'Reproducibility' value='always'
              [114] combobox 'Status' value='assigned'
              [116] combobox 'Resolution' value='open'
              [118] textbox 'Platform' value='Linux'
              [120] textbox 'OS' value='Debian'
              [122] textbox 'OS Version' value='12'
              [124] combobox 'Product Version' value='3.8.2'
              [126] combobox 'Target Version' value='3.8.3'
              [128] combobox 'Fixed in Version' value=''
              [130] textbox 'Summary' value='Settlement batch double-counts partial refunds when capture is split'
              [132] textbox 'Description' value='When an authorization is captured in two parts and one capture is partially refunded, the nightly settlement batch lists the refund once per capture. Net payout is too low by the refund amount.'
              [134] textbox 'Steps To Reproduce' value='1. Authorize 100.00. 2. Capture 60.00 and 40.00. 3. Refund 25.00 on the second capture. 4. Run settlement for the day: refunds column shows -50.00.'
              [136] textbox 'Additional Information' value='Introduced with 3.8.2 (split capture support). Query in SettlementBatchBuilder::collectRefunds joins captures without DISTINCT.'
              [138] textbox 'Add Note' value=''
              [140] checkbox 'Private', checked='false'
              [142] button 'Update Information'
        """)
        return page("Update Issue - MantisBT", out, f"{base}/bug_update_page.php?bug_id=4127")

    obs6 = update_form("high")
    obs7 = update_form("urgent")
    h8 = h5 + [("2025-03-12 10:25", "dkrause", "Priority", "high => urgent")]
    obs8 = view("mkovacs", "assigned", "urgent", "major", "2025-03-12 10:25", notes5, h8, "[Myself]", "", "No tags attached.", "", None)
    obs9 = view("mkovacs", "assigned", "urgent", "major", "2025-03-12 10:25", notes5, h8, "[Myself]", "", "No tags attached.", "pci-scope", None)
    h10 = h8 + [("2025-03-12 10:27", "dkrause", "Tag Attached: pci-scope", "")]
    obs10 = view("mkovacs", "assigned", "urgent", "minor", "2025-03-12 10:27", notes5, h10, "[Myself]", "", "pci-scope", "", None)

    def block(b: int, title: str, items: list[tuple[str, str, str, str]], total: str) -> list[str]:
        out = [TAB + f"[{b}] heading '{title}'", TAB + f"StaticText '{total}'"]
        for k, (i, cat, sm, upd) in enumerate(items):
            out += [TAB + f"[{b + 2 + 2 * k}] link '{i}'", TAB + f"StaticText '[{cat}] {sm}'", TAB + f"StaticText '{upd}'"]
        return out

    mv = menu("My View") + nest("""
        [80] main ''
          [82] heading 'My View'
    """)
    mv += block(100, "Assigned to Me (Unresolved)", [("0004108", "API", "Refund API returns 500 for zero-amount refunds", "2025-03-04 17:31")], "(1 - 1 / 1)")
    mv += block(120, "Unassigned", [("0004131", "API", "Webhook retries ignore Retry-After header", "2025-03-12 08:54"),
                                     ("0004129", "Settlement", "Payout file rejected by bank when IBAN has lowercase letters", "2025-03-11 15:37"),
                                     ("0004126", "Checkout", "3DS challenge iframe too small on iPhone SE", "2025-03-11 11:02"),
                                     ("0004124", "Reporting", "Typo in monthly statement PDF footer", "2025-03-10 14:20"),
                                     ("0004119", "API", "Expose settlement_id on refund objects", "2025-03-09 18:47")], "(1 - 5 / 9)")
    mv += block(150, "Recently Modified (30 Days)", [("0004127", "Settlement", "Settlement batch double-counts partial refunds when capture is split", "2025-03-12 10:27"),
                                                      ("0004131", "API", "Webhook retries ignore Retry-After header", "2025-03-12 08:54"),
                                                      ("0004129", "Settlement", "Payout file rejected by bank when IBAN has lowercase letters", "2025-03-11 15:37"),
                                                      ("0004126", "Checkout", "3DS challenge iframe too small on iPhone SE", "2025-03-11 11:02"),
                                                      ("0004124", "Reporting", "Typo in monthly statement PDF footer", "2025-03-10 14:20")], "(1 - 5 / 28)")
    mv += block(180, "Reported by Me", [("0004115", "Settlement", "Rounding difference of 0.01 in multi-currency batches", "2025-03-06 12:10")], "(1 - 1 / 6)")
    obs11 = page("My View - MantisBT", mv, f"{base}/my_view_page.php")
    turns = [
        ("click('347')", obs1),
        ("select_option('184', 'mkovacs')", obs2),
        ("click('182')", obs3),
        (f"fill('282', '{note}')", obs4),
        ("click('288')", obs5),
        ("click('180')", obs6),
        ("select_option('108', 'urgent')", obs7),
        ("click('142')", obs8),
        ("fill('165', 'pci-scope')", obs9),
        ("click('167')", obs10),
        ("click('42')", obs11),
    ]
    return dict(task="web", tid="h37-web-10", system=system(site), turns=turns, state=state, bad=True, turn=10,
                kind="issue severity shown changed although only a tag was attached")


# Linkding bookmark add and remove: clean
def t11() -> dict[str, Any]:
    base = "https://links.okafor.dev"
    site = "a self-hosted linkding 1.38.1 instance at links.okafor.dev as chidi"
    nav = nest("""
        [20] banner ''
          [22] link 'linkding'
          [24] button 'Bookmarks'
          [26] link 'Add bookmark'
          [28] link 'Settings'
          [30] button 'Logout'
    """)
    bms = [
        ("Use The Index, Luke: SQL Indexing and Tuning e-Book", "https://use-the-index-luke.com/", "A guide to database performance for developers.", ["database", "sql"], "2 days ago"),
        ("Bite Size Networking by Julia Evans", "https://wizardzines.com/zines/bite-size-networking/", "", ["networking", "zines"], "4 days ago"),
        ("systemd.timer - freedesktop.org", "https://www.freedesktop.org/software/systemd/man/latest/systemd.timer.html", "Timer unit configuration", ["linux", "systemd"], "1 week ago"),
        ("The Twelve-Factor App", "https://12factor.net/", "A methodology for building software-as-a-service apps.", ["architecture"], "2 weeks ago"),
        ("htmx - high power tools for html", "https://htmx.org/", "", ["frontend", "htmx"], "3 weeks ago"),
        ("reverse_proxy (Caddyfile directive) - Caddy Documentation", "https://caddyserver.com/docs/caddyfile/directives/reverse_proxy", "Proxies requests to one or more backends with configurable transport, load balancing, health checking.", ["caddy", "selfhosted"], "1 month ago"),
        ("Preparing a new repository - restic documentation", "https://restic.readthedocs.io/en/stable/030_preparing_a_new_repo.html", "", ["backup", "selfhosted"], "1 month ago"),
        ("Compose file version 2 reference | Docker Docs", "https://docs.docker.com/compose/compose-file/compose-file-v2/", "Legacy Compose file format reference.", ["docker", "legacy"], "1 year ago"),
        ("regex101: build, test, and debug regex", "https://regex101.com/", "Online regex tester and debugger.", ["tools"], "2 years ago"),
    ]
    keyb = {b[0]: 200 + 12 * i for i, b in enumerate(bms)}
    new = ("Postgres Indexes for Newbies | Crunchy Data Blog", "https://www.crunchydata.com/blog/postgres-indexes-for-newbies",
           "A practical introduction to B-tree, GIN, GiST and BRIN indexes in PostgreSQL and when to use each.", ["performance", "postgres"], "0 minutes ago")
    keyb[new[0]] = 188

    def listing(items: list[tuple[str, str, str, list[str], str]], confirm: str | None) -> str:
        out = nav + nest("""
            [80] main ''
              [82] heading 'Bookmarks'
              [84] searchbox 'Search for words or #tags' value=''
              [86] button 'Search'
              [88] button 'Search options'
              [90] button 'Bulk edit'
        """)
        for t, _url, desc, tags, when in items:
            b = keyb[t]
            out += [TAB + f"[{b}] listitem ''", TAB * 2 + f"[{b + 1}] link '{t}'"]
            out += [TAB * 2 + f"[{b + 2 + j}] link '#{tg}'" for j, tg in enumerate(tags)]
            if desc:
                out += [TAB * 2 + f"StaticText '{desc}'"]
            out += [TAB * 2 + f"StaticText '{when}'", TAB * 2 + f"[{b + 5}] link 'Edit'", TAB * 2 + f"[{b + 6}] button 'Archive'"]
            if confirm == t:
                out += [TAB * 2 + "StaticText 'Delete?'", TAB * 2 + f"[{b + 8}] button 'Cancel'", TAB * 2 + f"[{b + 9}] button 'Confirm'"]
            else:
                out += [TAB * 2 + f"[{b + 7}] button 'Remove'"]
        tags = sorted({tg for it in items for tg in it[3]})
        out += nest("""
            [600] complementary ''
              [602] heading 'Tags'
        """)
        for j, tg in enumerate(tags):
            out += [TAB + f"[{604 + j}] link '{tg}'"]
        return page("Bookmarks - Linkding", out, f"{base}/bookmarks")

    state = listing(bms, None)

    def form(url: str, tags: str, fetched: bool, focus: str) -> str:
        t, _, d = (new[0], "", new[2]) if fetched else ("", "", "")
        out = nav + nest(f"""
            [80] main ''
              [82] heading 'New bookmark'
              [100] textbox 'URL' value='{url}'{", focused" if focus == "url" else ""}
              [102] textbox 'Tags' value='{tags}'{", focused" if focus == "tags" else ""}
              StaticText 'Enter any number of tags separated by space and without the hash (#). If a tag does not exist it will be automatically created.'
              [104] textbox 'Title' value='{t}'
              StaticText 'Optional, leave empty to use title from website.'
              [106] textbox 'Description' value='{d}'
              StaticText 'Optional, leave empty to use description from website.'
              [108] button 'Notes'
              [110] checkbox 'Mark as unread', checked='false'
              [112] checkbox 'Share', checked='false'
              [114] button 'Save'
              [116] link 'Nevermind'
        """)
        return page("New bookmark - Linkding", out, f"{base}/bookmarks/new")

    obs1 = form("", "", False, "url")
    obs2 = form(new[1], "", True, "url")
    obs3 = form(new[1], "postgres performance", True, "tags")
    items4 = [new] + bms
    obs4 = listing(items4, None)
    old = bms[7][0]
    obs5 = listing(items4, old)
    obs6 = listing([b for b in items4 if b[0] != old], None)
    turns = [
        ("click('26')", obs1),
        (f"fill('100', '{new[1]}')", obs2),
        ("fill('102', 'postgres performance')", obs3),
        ("click('114')", obs4),
        (f"click('{keyb[old] + 7}')", obs5),
        (f"click('{keyb[old] + 9}')", obs6),
    ]
    return dict(task="web", tid="h37-web-11", system=system(site), turns=turns, state=state, bad=False)


# Snipe-IT asset checkout: bad
def t12() -> dict[str, Any]:
    base = "https://assets.brightline-legal.co.uk"
    site = "a self-hosted Snipe-IT 7.1.16 instance at assets.brightline-legal.co.uk as it-admin"

    def chrome(active: str) -> list[str]:
        out = nest("""
            [20] banner ''
              [22] link 'Brightline Legal Asset Management'
              [24] link 'Assets'
              [26] link 'Licenses'
              [28] link 'Accessories'
              [30] link 'Consumables'
              [32] link 'Components'
              [34] link 'People'
              [36] textbox 'Lookup by Asset Tag' value=''
              [38] button 'Create New'
              [40] button 'IT Admin'
            [50] navigation 'Sidebar'
              [52] link 'Dashboard'
              [54] link 'Assets'
              [56] link 'List All'
              [58] link 'Deployed'
              [60] link 'Ready to Deploy'
              [62] link 'Pending'
              [64] link 'Un-deployable'
              [66] link 'Archived'
              [68] link 'Licenses'
              [70] link 'Accessories'
              [72] link 'Consumables'
              [74] link 'Components'
              [76] link 'People'
              [78] link 'Reports'
        """)
        return out

    assets = [
        ("LT-0927", "FVFHX3K2Q6L4", "MacBook Pro 14 (M3)", "Laptops", "Deployed", "Jonas Meier", "London - Fleet St"),
        ("LT-0928", "FVFHX3K7Q6L4", "MacBook Pro 14 (M3)", "Laptops", "Deployed", "Aylin Kaya", "London - Fleet St"),
        ("LT-0929", "7YQ2LH3", "Dell Latitude 7440", "Laptops", "Ready to Deploy", "", "London - Fleet St"),
        ("LT-0931", "5RQ2LH3", "Dell Latitude 7440", "Laptops", "Pending", "", "IT Store Room"),
        ("LT-0932", "9XQ2LH3", "Dell Latitude 7440", "Laptops", "Ready to Deploy", "", "IT Store Room"),
        ("LT-0933", "2BR2LH3", "Dell Latitude 7440", "Laptops", "Ready to Deploy", "", "IT Store Room"),
        ("MN-0412", "CN0F4KNN7420", "Dell UltraSharp U2723QE", "Monitors", "Deployed", "Jonas Meier", "London - Fleet St"),
        ("PH-0211", "F4GZQ1XKN7", "iPhone 15", "Mobile Phones", "Deployed", "Aylin Kaya", "London - Fleet St"),
        ("DS-0087", "HV7G9J3", "Dell WD22TB4 Thunderbolt Dock", "Docking Stations", "Ready to Deploy", "", "IT Store Room"),
    ]

    def asset_list(items: list[tuple[str, ...]], alert: str | None) -> str:
        rows = []
        for k, (tag, serial, model, cat, st, who, loc) in enumerate(items):
            btn = "Checkin" if who else ("Checkout" if st == "Ready to Deploy" else "")
            rows.append((300 + 24 * k, [[("checkbox", "", False)], [("link", tag)], [("link", tag)], serial, [("link", model)], cat,
                                        st, [("link", who)] if who else "", loc, [("button", btn)] if btn else ""]))
        out = chrome("Assets")
        if alert:
            out += [TAB + "[84] alert ''", TAB * 2 + f"StaticText '{alert}'", TAB * 2 + "[85] button 'Close'"]
        out += nest("""
            [80] main ''
              [86] heading 'All Assets'
              [88] button 'Bulk Actions'
              [90] textbox 'Search' value=''
              [92] button 'Columns'
              [94] button 'Export'
        """) + grid(280, ["", "Asset Name", "Asset Tag", "Serial", "Model", "Category", "Status", "Checked Out To", "Location", "Checkin/Checkout"], rows, 1) + nest("""
              StaticText 'Showing 1 to 9 of 9 rows'
        """, 1)
        return page("All Assets :: Brightline Legal Asset Management", out, f"{base}/hardware?status=RTD,Deployed,Pending&location_id=2,5&category_id=1,2,3,4,6")

    state = asset_list(assets, None)

    def checkout(user: str) -> str:
        out = chrome("Assets") + nest(f"""
            [80] main ''
              [86] heading 'Checkout Asset'
              StaticText 'Asset Tag'
              StaticText 'LT-0932'
              StaticText 'Model'
              StaticText 'Dell Latitude 7440'
              [100] textbox 'Asset Name' value='LT-0932'
              [102] combobox 'Status' value='Ready to Deploy'
              StaticText 'Checkout to'
              [104] radio 'User', checked='true'
              [106] radio 'Asset', checked='false'
              [108] radio 'Location', checked='false'
              [110] combobox 'Select a User' value='{user}'{", focused" if user else ""}
              [112] button 'New User'
              [114] textbox 'Checkout Date' value='2025-03-12'
              [116] textbox 'Expected Checkin Date' value=''
              [118] textbox 'Notes' value=''
              [120] link 'Cancel'
              [122] button 'Checkout'
        """)
        return page("Checkout Asset :: Brightline Legal Asset Management", out, f"{base}/hardware/1932/checkout")

    obs1 = checkout("")
    obs2 = checkout("Raman, Priya (praman) - #E1147")
    items3 = [a if a[0] != "LT-0932" else ("LT-0932", "9XQ2LH3", "Dell Latitude 7440", "Laptops", "Deployed", "Priya Raman", "London - Fleet St") for a in assets]
    obs3 = asset_list(items3, "Success: Asset checked out successfully.")
    det = chrome("Assets") + nest("""
        [80] main ''
          [86] heading 'Asset: LT-0932'
          [88] link 'Edit Asset'
          [90] link 'Checkout'
          [92] link 'Clone Asset'
          [94] link 'Audit'
          [96] button 'Generate Label'
          [98] button 'Delete'
          [100] tablist ''
            [101] tab 'Details', selected=True
            [103] tab 'Licenses', selected=False
            [105] tab 'Components', selected=False
            [107] tab 'Assets', selected=False
            [109] tab 'Maintenances', selected=False
            [111] tab 'History', selected=False
            [113] tab 'Files', selected=False
          [120] table ''
            [121] row 'Status Ready to Deploy'
              [122] gridcell 'Status'
              [123] gridcell 'Ready to Deploy'
            [124] row 'Asset Tag LT-0932'
              [125] gridcell 'Asset Tag'
              [126] gridcell 'LT-0932'
            [127] row 'Serial 9XQ2LH3'
              [128] gridcell 'Serial'
              [129] gridcell '9XQ2LH3'
            [130] row 'Manufacturer Dell'
              [131] gridcell 'Manufacturer'
              [132] gridcell 'Dell'
            [133] row 'Category Laptops'
              [134] gridcell 'Category'
              [135] gridcell 'Laptops'
            [136] row 'Model Dell Latitude 7440'
              [137] gridcell 'Model'
              [138] gridcell 'Dell Latitude 7440'
            [139] row 'Model No. 7440-i7-32-1T'
              [140] gridcell 'Model No.'
              [141] gridcell '7440-i7-32-1T'
            [142] row 'Purchase Date 2025-02-18'
              [143] gridcell 'Purchase Date'
              [144] gridcell '2025-02-18'
            [145] row 'Order Number PO-2025-0117'
              [146] gridcell 'Order Number'
              [147] gridcell 'PO-2025-0117'
            [148] row 'Supplier Softcat plc'
              [149] gridcell 'Supplier'
              [150] gridcell 'Softcat plc'
            [151] row 'Purchase Cost GBP 1,389.00'
              [152] gridcell 'Purchase Cost'
              [153] gridcell 'GBP 1,389.00'
            [154] row 'Warranty 36 months (Expires 2028-02-18)'
              [155] gridcell 'Warranty'
              [156] gridcell '36 months (Expires 2028-02-18)'
            [157] row 'EOL Rate 48 months (2029-02-18)'
              [158] gridcell 'EOL Rate'
              [159] gridcell '48 months (2029-02-18)'
            [160] row 'Location IT Store Room'
              [161] gridcell 'Location'
              [162] gridcell 'IT Store Room'
            [163] row 'Default Location IT Store Room'
              [164] gridcell 'Default Location'
              [165] gridcell 'IT Store Room'
            [166] row 'Created At 2025-02-20 11:32'
              [167] gridcell 'Created At'
              [168] gridcell '2025-02-20 11:32'
            [169] row 'Updated At 2025-02-27 09:14'
              [170] gridcell 'Updated At'
              [171] gridcell '2025-02-27 09:14'
          [190] image 'QR code LT-0932'
          [192] button 'Checkout'
    """)
    obs4 = page("View Asset LT-0932 :: Brightline Legal Asset Management", det, f"{base}/hardware/1932")
    lic = [("Microsoft 365 E3", "Microsoft", "2025-11-30", 120, 7), ("Adobe Acrobat Pro", "Adobe", "2025-08-14", 40, 3),
           ("iManage Work 10", "iManage", "2026-01-31", 110, 6), ("1Password Business", "AgileBits", "2025-06-30", 125, 11),
           ("Zoom Workplace Business", "Zoom", "2025-09-01", 60, 9), ("JetBrains All Products", "JetBrains", "2025-04-22", 4, 1)]
    rows = [(300 + 20 * k, [[("checkbox", "", False)], [("link", n)], m, exp, str(tot), str(av), [("button", "Checkout")]]) for k, (n, m, exp, tot, av) in enumerate(lic)]
    ll = chrome("Licenses") + nest("""
        [80] main ''
          [86] heading 'Software Licenses'
          [88] link 'Create New'
          [90] textbox 'Search' value=''
    """) + grid(280, ["", "Name", "Manufacturer", "Expiration Date", "Total", "Avail", "Checkin/Checkout"], rows, 1) + nest("""
          StaticText 'Showing 1 to 6 of 6 rows'
    """, 1)
    obs5 = page("Licenses :: Brightline Legal Asset Management", ll, f"{base}/licenses")
    seats = [("Seat 1", "Jonas Meier", ""), ("Seat 2", "Aylin Kaya", ""), ("Seat 3", "Marcus Bell", ""), ("Seat 4", "Hannah Okoye", ""),
             ("Seat 5", "Tom Ashworth", ""), ("Seat 6", "Sofia Lindqvist", ""), ("Seat 7", "Ravi Patel", ""), ("Seat 8", "Emma Clarke", ""),
             ("Seat 9", "Daniel Frost", ""), ("Seat 10", "Grace Mensah", "")]
    srows = [(420 + 12 * k, [s, [("link", u)], "", [("button", "Checkin")]]) for k, (s, u, _) in enumerate(seats)]
    lv = chrome("Licenses") + nest("""
        [80] main ''
          [86] heading 'Microsoft 365 E3'
          [88] link 'Edit License'
          [90] link 'Clone License'
          [92] link 'Checkout'
          [94] button 'Checkin and Delete All Seats'
          [100] tablist ''
            [101] tab 'Details', selected=False
            [103] tab 'Seats 120', selected=True
            [105] tab 'Files', selected=False
            [107] tab 'History', selected=False
          StaticText 'Seats: 120  Remaining: 7'
    """) + grid(400, ["Seat", "User", "Asset", "Checkin/Checkout"], srows, 1) + nest("""
          StaticText 'Showing 1 to 10 of 120 rows'
          [560] navigation 'pagination'
            [561] link '1'
            [562] link '2'
            [563] link '3'
            StaticText '...'
            [564] link '12'
    """, 1)
    obs6 = page("Microsoft 365 E3 :: Brightline Legal Asset Management", lv, f"{base}/licenses/14")
    lc = chrome("Licenses") + nest("""
        [80] main ''
          [86] heading 'Checkout License Seat'
          StaticText 'Software'
          StaticText 'Microsoft 365 E3'
          StaticText 'Category'
          StaticText 'Productivity Software'
          [100] combobox 'Select a User' value=''
          [102] combobox 'Select an Asset' value=''
          [104] textbox 'Notes' value=''
          [106] link 'Cancel'
          [108] button 'Checkout'
    """)
    obs7 = page("Checkout License Seat :: Brightline Legal Asset Management", lc, f"{base}/licenses/14/checkout")
    turns = [
        ("click('411')", obs1),
        ("select_option('110', 'Raman, Priya (praman) - #E1147')", obs2),
        ("click('122')", obs3),
        ("click('400')", obs4),
        ("click('26')", obs5),
        ("click('304')", obs6),
        ("click('92')", obs7),
    ]
    return dict(task="web", tid="h37-web-12", system=system(site), turns=turns, state=state, bad=True, turn=4,
                kind="asset just checked out to a user reads back as Ready to Deploy with no assignee on its own page")


# HedgeDoc note edit and history: clean
def t13() -> dict[str, Any]:
    base = "https://pad.infra.lumenhaus.io"
    site = "a self-hosted HedgeDoc 1.10.2 instance at pad.infra.lumenhaus.io as jmartins"
    note_url = f"{base}/kP3xR7vTQ-a9mZ2cL1dWeg"
    md = [
        "# Kafka upgrade checklist",
        "###### tags: `kafka` `runbook`",
        "",
        "Cluster: **kafka-prod-fra** (3 brokers, KRaft), 3.7.1 -> 3.9.0",
        "",
        "## Before",
        "- [x] Read the 3.8 and 3.9 upgrade notes",
        "- [x] Confirm all clients are on 2.8 or newer",
        "- [ ] Snapshot broker configs to git",
        "- [ ] Announce the window in #infra",
        "",
        "## Rolling restart",
        "1. Leave `inter.broker.protocol.version` unchanged",
        "2. Upgrade broker 1, wait for under-replicated partitions = 0",
        "3. Upgrade broker 2, wait for under-replicated partitions = 0",
        "4. Upgrade broker 3, wait for under-replicated partitions = 0",
        "",
        "## After",
        "- [ ] Bump `metadata.version` with kafka-features.sh",
        "- [ ] Check consumer lag dashboards for 30 minutes",
    ]
    added = "- [ ] Remove old 3.7.1 tarballs from /opt on all brokers"

    def rendered(lines: list[str], depth: int) -> list[str]:
        out = []
        b = 500
        for ln in lines:
            if ln.startswith("# "):
                out.append(f"[{b}] heading '{ln[2:]}'")
            elif ln.startswith("###### tags"):
                out += ["StaticText 'tags:'", f"[{b}] link 'kafka'", f"[{b + 1}] link 'runbook'"]
            elif ln.startswith("## "):
                out.append(f"[{b}] heading '{ln[3:]}'")
            elif ln.startswith("- ["):
                out.append(f"[{b}] listitem ''")
                out.append(TAB + f"[{b + 1}] checkbox '', checked='{'true' if ln[3] == 'x' else 'false'}'")
                out.append(TAB + f"StaticText '{ln[6:].replace('`', '')}'")
            elif ln[:2] in ("1.", "2.", "3.", "4."):
                out.append(f"[{b}] listitem ''")
                out.append(TAB + f"StaticText '{ln[3:].replace('`', '')}'")
            elif ln:
                out.append(f"StaticText '{ln.replace('**', '')}'")
            b += 2
        return [TAB * depth + x for x in out]

    def topbar(mode: str) -> list[str]:
        return nest(f"""
            [20] navigation ''
              [22] link 'HedgeDoc'
              [24] button 'Edit', pressed={"True" if mode == "edit" else "False"}
              [26] button 'Both', pressed={"True" if mode == "both" else "False"}
              [28] button 'View', pressed={"True" if mode == "view" else "False"}
              [30] button 'Help'
              StaticText 'ONLINE 1'
              [32] button 'Publish'
              [34] button 'Menu'
        """)

    def view(lines: list[str], changed: str) -> str:
        out = topbar("view") + nest("""
            [80] main ''
              [82] article 'Kafka upgrade checklist'
        """) + rendered(lines, 2) + nest(f"""
              [90] link 'jmartins'
              StaticText 'changed {changed}'
              StaticText 'jmartins created a month ago'
        """, 1)
        return page("Kafka upgrade checklist - HedgeDoc", out, f"{note_url}?view")

    def both(lines: list[str], cursor: tuple[int, int] | None, changed: str) -> str:
        out = topbar("both") + nest("""
            [80] main ''
              [82] textbox 'Markdown editor', focused
        """)
        out += [TAB * 2 + f"StaticText '{ln}'" for ln in lines if ln]
        pos = f"Line {cursor[0]}, Columns {cursor[1]}" if cursor else "Line 1, Columns 1"
        out += nest(f"""
              StaticText '{pos} — {len(lines)} Lines'
              [84] button 'Spaces: 4'
              [86] button 'SUBLIME'
              StaticText 'Length: {sum(len(x) for x in lines) + len(lines) - 1}'
              [88] article 'Preview'
        """, 1) + rendered(lines, 2) + nest(f"""
                [90] link 'jmartins'
                StaticText 'changed {changed}'
                StaticText 'jmartins created a month ago'
        """, 2)
        return page("Kafka upgrade checklist - HedgeDoc", out, f"{note_url}?both")

    hist = [("Postmortem: 2025-03-07 API latency", ["postmortem", "api"], "3 days ago", "Mar 9, 2025 4:12 PM"),
            ("Oncall handover - week 11", ["oncall"], "2 days ago", "Mar 10, 2025 9:05 AM"),
            ("Sprint 24 planning", ["sprint"], "5 days ago", "Mar 7, 2025 11:30 AM"),
            ("Kafka upgrade checklist", ["kafka", "runbook"], "7 days ago", "Mar 5, 2025 2:48 PM"),
            ("Team offsite Lisbon ideas", [], "14 days ago", "Feb 26, 2025 6:17 PM"),
            ("Grafana alert naming conventions", ["grafana"], "21 days ago", "Feb 19, 2025 10:02 AM"),
            ("Onboarding: first week", ["onboarding"], "a month ago", "Feb 10, 2025 3:40 PM")]
    hb = {h[0]: 300 + 10 * i for i, h in enumerate(sorted(hist, key=lambda h: h[0]))}

    def history(items: list[tuple[str, list[str], str, str]], sort: str) -> str:
        out = nest("""
            [20] navigation ''
              [22] link 'HedgeDoc'
              [24] link 'Intro'
              [26] link 'History', focused
              [28] button 'jmartins'
              [30] link 'New note'
            [80] main ''
              [82] searchbox 'Search keyword...' value=''
              [84] combobox 'Select tags' value=''
        """)
        out += [TAB + f"[86] button 'Sort by title'{', pressed=True' if sort == 'title' else ''}",
                TAB + f"[88] button 'Sort by time'{', pressed=True' if sort == 'time' else ''}"]
        out += nest("""
              [90] button 'Export history'
              [92] button 'Import history'
              [94] button 'Clear history'
              [96] button 'Refresh history'
        """, 1)
        for t, tags, ago, when in items:
            b = hb[t]
            out += [TAB + f"[{b}] link '{t}'", TAB * 2 + f"StaticText '{t}'", TAB * 2 + f"StaticText 'visited {ago}'", TAB * 2 + f"StaticText '{when}'"]
            out += [TAB * 2 + f"StaticText '{tg}'" for tg in tags]
            out += [TAB * 2 + f"[{b + 1}] button 'Pin note'", TAB * 2 + f"[{b + 2}] button 'Delete'"]
        out += [TAB + "[480] navigation 'pagination'", TAB * 2 + "[481] link '1'"]
        return page("HedgeDoc - Ideas grow better together", out, f"{base}/")

    by_time = [hist[1], hist[0], hist[2], hist[3], hist[4], hist[5], hist[6]]
    state = history(by_time, "time")
    obs1 = view(md, "7 days ago")
    obs2 = both(md, None, "7 days ago")
    obs3 = both(md, (len(md), len(md[-1]) + 1), "7 days ago")
    md2 = md + [added]
    obs4 = both(md2, (len(md2), len(added) + 1), "a few seconds ago")
    obs5 = view(md2, "a few seconds ago")
    k = ("Kafka upgrade checklist", ["kafka", "runbook"], "a few seconds ago", "Mar 12, 2025 1:26 PM")
    by_time6 = [k, hist[1], hist[0], hist[2], hist[4], hist[5], hist[6]]
    obs6 = history(by_time6, "time")
    obs7 = history(sorted(by_time6, key=lambda h: h[0]), "title")
    turns = [
        (f"click('{hb['Kafka upgrade checklist']}')", obs1),
        ("click('26')", obs2),
        ("keyboard_press('Control+End')", obs3),
        (f"keyboard_type('\\n{added}')", obs4),
        ("click('28')", obs5),
        ("click('22')", obs6),
        ("click('86')", obs7),
    ]
    return dict(task="web", tid="h37-web-13", system=system(site), turns=turns, state=state, bad=False)


# Grocy consume and purchase: bad
def t14() -> dict[str, Any]:
    base = "https://grocy.zuhause-petersen.de"
    site = "a self-hosted Grocy 4.4.1 instance at grocy.zuhause-petersen.de as anna (household Petersen)"

    def nav() -> list[str]:
        return nest("""
            [20] navigation ''
              [22] link 'grocy'
              [24] link 'Stock overview'
              [26] link 'Shopping list'
              [28] link 'Recipes'
              [30] link 'Meal plan'
              [32] link 'Chores overview'
              [34] link 'Batteries overview'
              [36] link 'Tasks'
              [38] link 'Purchase'
              [40] link 'Consume'
              [42] link 'Transfer'
              [44] link 'Inventory'
              [46] button 'Manage master data'
              [48] button 'anna'
        """)

    # name, group, amount, unit singular, unit plural, unit price, next due, last purchased
    prods = [
        ["Apples", "Fruit", 7, "Piece", "Pieces", 0.35, "2025-03-20", "2025-03-08"],
        ["Bananas", "Fruit", 4, "Piece", "Pieces", 0.24, "2025-03-11", "2025-03-06"],
        ["Basmati rice", "Pasta & rice", 2, "Pack", "Packs", 2.99, "2026-06-30", "2025-01-20"],
        ["Butter", "Dairy", 1, "Piece", "Pieces", 2.29, "2025-04-02", "2025-02-28"],
        ["Canned tomatoes", "Canned goods", 6, "Can", "Cans", 0.79, "2027-02-01", "2025-02-14"],
        ["Coffee beans", "Beverages", 0, "Pack", "Packs", 0.0, "", "2025-02-20"],
        ["Dish soap", "Household", 1, "Bottle", "Bottles", 1.45, "", "2024-12-19"],
        ["Eggs (10)", "Dairy", 1, "Box", "Boxes", 3.49, "2025-03-24", "2025-03-07"],
        ["Frozen peas", "Frozen", 2, "Pack", "Packs", 1.29, "2025-09-30", "2025-02-14"],
        ["Gouda sliced", "Dairy", 1, "Pack", "Packs", 2.19, "2025-03-13", "2025-03-05"],
        ["Greek yogurt", "Dairy", 3, "Cup", "Cups", 0.99, "2025-03-14", "2025-03-07"],
        ["Milk 1.5%", "Dairy", 6, "Pack", "Packs", 1.09, "2025-03-19", "2025-03-10"],
        ["Oat drink", "Beverages", 2, "Carton", "Cartons", 1.89, "2025-05-10", "2025-03-03"],
        ["Olive oil", "Oils & vinegar", 1, "Bottle", "Bottles", 8.99, "2026-03-01", "2025-01-11"],
        ["Onions", "Vegetables", 6, "Piece", "Pieces", 0.19, "2025-04-05", "2025-03-01"],
        ["Potatoes", "Vegetables", 1.5, "kg", "kg", 1.29, "2025-03-29", "2025-03-01"],
        ["Spaghetti", "Pasta & rice", 4, "Pack", "Packs", 0.99, "2026-01-15", "2025-02-14"],
        ["Toilet paper", "Household", 8, "Roll", "Rolls", 0.45, "", "2025-02-14"],
    ]
    mins = {"Butter": 2, "Coffee beans": 1, "Dish soap": 2}

    def fmt_amt(a: float, s: str, pl: str) -> str:
        n = f"{a:g}"
        return f"{n} {s if a == 1 else pl}"

    def overview(ps: list[list[Any]]) -> str:
        total = sum(round(p[2] * p[5], 2) for p in ps)
        below = sum(1 for p in ps if p[0] in mins and p[2] < mins[p[0]])
        rows = []
        for k, (n, g, a, s, pl, up, due, lp) in enumerate(ps):
            rows.append((300 + 20 * k, [[("button", "Consume 1"), ("button", "Consume all"), ("button", "Mark 1 as opened")], [("link", n)], g,
                                        fmt_amt(a, s, pl), f"{a * up:.2f} €", due, lp]))
        out = nav() + nest(f"""
            [80] main ''
              [82] heading 'Stock overview'
              StaticText '{len(ps)} Products with a total value of {total:.2f} €'
              [84] link 'Journal'
              [86] link 'Locations'
              [88] button '2 products are due within the next 5 days'
              [90] button '1 product is overdue'
              [92] button '0 products are expired'
              [94] button '{below} products are below defined min. stock amount'
              [96] combobox 'Location' value='All'
              [98] combobox 'Product group' value='All'
              [100] combobox 'Status' value='All'
              [102] textbox 'Search' value=''
        """) + grid(280, ["", "Product", "Product group", "Amount", "Value", "Next due date", "Last purchased"], rows, 1)
        return page("Stock overview | Grocy", out, f"{base}/stockoverview")

    state = overview(prods)

    def card(stock: str, value: str, lp: str, lu: str, price: str, avg: str, shelf: str, spoil: str, loc: str) -> list[str]:
        return nest(f"""
            [200] region 'Product overview'
              [202] heading 'Milk 1.5%'
              StaticText 'Stock amount: {stock}'
              StaticText 'Stock value: {value}'
              StaticText 'Default location: {loc}'
              StaticText 'Last purchased: {lp}'
              StaticText 'Last used: {lu}'
              StaticText 'Last price: {price}'
              StaticText 'Average price: {avg}'
              StaticText 'Average shelf life: {shelf}'
              StaticText 'Spoil rate: {spoil}'
              [204] link 'Stock entries'
              [206] link 'Stock journal'
              [208] link 'Edit product'
        """, 1)

    def consume(product: str, amount: str, focus: str, toast: str | None) -> str:
        out = nav() + nest(f"""
            [80] main ''
              [82] heading 'Consume'
              [100] combobox 'Product' value='{product}'{", focused" if focus == "product" else ""}
              [102] button 'Barcode'
              [104] spinbutton 'Amount' value='{amount}'{", focused" if focus == "amount" else ""}
              StaticText '{"Packs" if product else ""}'
              [106] combobox 'Location' value='{"Fridge (6 Packs)" if product else ""}'
              [108] checkbox 'Spoiled', checked='false'
              [110] checkbox 'Use a specific stock item', checked='false'
              [112] combobox 'Recipe' value=''
              [114] button 'OK'
              [116] button 'Mark as opened'
        """)
        if product:
            out += card("6 Packs", "6.54 €", "2025-03-10", "2025-03-09", "1.09 € per Pack", "1.06 €", "12 days", "4.2 %", "Fridge")
        if toast:
            out += [TAB + "[700] status ''", TAB * 2 + f"StaticText '{toast}'", TAB * 2 + "[702] link 'Undo'"]
        return page("Consume | Grocy", out, f"{base}/consume")

    obs1 = consume("", "1", "product", None)
    obs2 = consume("Milk 1.5%", "1", "amount", None)
    obs3 = consume("Milk 1.5%", "2", "amount", None)
    obs4 = consume("", "1", "product", "Removed 2 Packs of Milk 1.5% from stock")

    def purchase(product: str, toast: str | None) -> str:
        out = nav() + nest(f"""
            [80] main ''
              [82] heading 'Purchase'
              [100] combobox 'Product' value='{product}'{", focused" if not product else ""}
              [102] button 'Barcode'
              [104] textbox 'Due date' value='{"2025-04-11" if product else ""}'
              [106] checkbox 'Never overdue', checked='false'
              [108] spinbutton 'Amount' value='1'{", focused" if product else ""}
              StaticText '{"Piece" if product else ""}'
              [110] spinbutton 'Price' value='{"2.29" if product else ""}'
              [112] radio 'Unit price', checked='true'
              [114] radio 'Total price', checked='false'
              [116] combobox 'Store' value='{"REWE" if product else ""}'
              [118] combobox 'Location' value='{"Fridge" if product else ""}'
              [120] textbox 'Note' value=''
              [122] button 'OK'
        """)
        if product:
            out += nest("""
                [200] region 'Product overview'
                  [202] heading 'Butter'
                  StaticText 'Stock amount: 1 Piece'
                  StaticText 'Stock value: 2.29 €'
                  StaticText 'Default location: Fridge'
                  StaticText 'Last purchased: 2025-02-28'
                  StaticText 'Last used: 2025-03-11'
                  StaticText 'Last price: 2.29 € per Piece'
                  StaticText 'Average price: 2.24 €'
                  StaticText 'Average shelf life: 26 days'
                  StaticText 'Spoil rate: 0 %'
                  StaticText 'Min. stock amount: 2 Pieces'
                  [204] link 'Stock entries'
                  [206] link 'Stock journal'
                  [208] link 'Edit product'
            """, 1)
        if toast:
            out += [TAB + "[700] status ''", TAB * 2 + f"StaticText '{toast}'", TAB * 2 + "[702] link 'Undo'"]
        return page("Purchase | Grocy", out, f"{base}/purchase")

    obs5 = purchase("", None)
    obs6 = purchase("Butter", None)
    obs7 = purchase("", "Added 1 Piece of Butter to stock")
    p8 = [list(p) for p in prods]
    for p in p8:
        if p[0] == "Milk 1.5%":
            p[2] = 5
        if p[0] == "Butter":
            p[2] = 2
            p[7] = "2025-03-12"
    obs8 = overview(p8)
    sl = [("Coffee beans", "1 Pack", "Beverages", "below min. stock"), ("Dish soap", "1 Bottle", "Household", "below min. stock"),
          ("Bread rolls", "6 Pieces", "Bakery", ""), ("Tomatoes", "500 g", "Vegetables", "for Shakshuka"),
          ("Parmesan", "1 Piece", "Dairy", ""), ("Lemons", "3 Pieces", "Fruit", "")]

    def shopping(done: set[str]) -> str:
        rows = [(300 + 20 * k, [[("button", "Mark this item as undone" if n in done else "Mark this item as done"), ("button", "Edit"), ("button", "Delete")],
                                [("link", n)], a, g, note]) for k, (n, a, g, note) in enumerate(sl)]
        out = nav() + nest(f"""
            [80] main ''
              [82] heading 'Shopping list'
              [84] combobox 'Shopping list' value='Wocheneinkauf'
              StaticText '{len(sl) - len(done)} items'
              [86] link 'Add item'
              [88] button 'Add products that are below defined min. stock amount'
              [90] button 'Add overdue products'
              [92] button 'Clear list'
              [94] button 'Print'
              [96] combobox 'Product group' value='All'
              [98] combobox 'Status' value='All'
              [100] textbox 'Search' value=''
        """) + grid(280, ["", "Product", "Amount", "Product group", "Note"], rows, 1)
        return page("Shopping list | Grocy", out, f"{base}/shoppinglist")

    obs9 = shopping(set())
    obs10 = shopping({"Coffee beans"})
    turns = [
        ("click('40')", obs1),
        ("fill('100', 'Milk 1.5%')", obs2),
        ("fill('104', '2')", obs3),
        ("click('114')", obs4),
        ("click('38')", obs5),
        ("fill('100', 'Butter')", obs6),
        ("click('122')", obs7),
        ("click('24')", obs8),
        ("click('26')", obs9),
        ("click('302')", obs10),
    ]
    return dict(task="web", tid="h37-web-14", system=system(site), turns=turns, state=state, bad=True, turn=8,
                kind="stock amount does not follow the consumption: 6 packs minus 2 consumed shows 5")


# OpenProject work package status, comment and time: clean
def t15() -> dict[str, Any]:
    base = "https://op.nordlicht-data.se"
    site = "a self-hosted OpenProject 15.2.1 instance at op.nordlicht-data.se as Tomas Lindgren"
    subjects = [
        "Backfill job for customer_events partitions 2023", "Row-level security for finance schema", "dbt run fails on incremental model orders_daily",
        "Rotate service account keys for ingestion", "Dashboard: weekly active merchants", "Export job fails for tables with JSONB columns",
        "Document retention policy for raw zone", "Kafka connector lag alerts too noisy", "CSV export ignores timezone setting",
        "Upgrade Airflow to 2.10", "Add data contract for payments topic", "Slow query on fact_sessions after vacuum",
        "Deprecate legacy reporting views", "Trino worker OOM on large joins", "Export scheduler UI: pick weekday",
        "Add PII tags to customer tables", "Great Expectations suite for invoices", "Cost report per team in BigQuery",
        "Parquet export for large tables", "Onboarding guide for analysts", "Late-arriving events double counted",
        "Terraform module for Dataproc clusters", "Archive unused S3 buckets", "Schema registry compatibility mode",
        "Airflow DAG owner cleanup", "Metabase SSO with Keycloak", "Deduplicate devices table", "Snowplow enrichment failures",
        "Nightly backup restore test", "Partition pruning for orders table", "Glossary for product metrics",
        "Load test for new ingestion API", "Retire Redshift cluster", "Alert when freshness SLA breached",
        "Merchant churn model features", "Column lineage in DataHub", "Fix broken links in data catalog",
        "Data quality dashboard for ops", "Sampling strategy for clickstream", "GDPR erasure job for events",
        "Sandbox datasets for interns", "Query tagging for cost attribution", "Migrate cron jobs to Airflow",
        "Monthly KPI deck automation", "Encrypt backups with KMS", "Review access of former employees", "Define tiering for datasets",
    ]
    ids = [1851, 1849, 1848, 1846, 1845, 1843, 1842, 1840, 1838, 1837, 1835, 1834, 1831, 1830, 1828, 1827, 1825, 1822, 1820, 1819,
           1816, 1815, 1813, 1812, 1810, 1807, 1805, 1804, 1801, 1799, 1796, 1795, 1792, 1790, 1788, 1785, 1783, 1780, 1778, 1775,
           1772, 1770, 1767, 1765, 1761, 1758, 1754]
    types = ["Task", "Feature", "Bug", "Task", "Feature", "Bug", "Task", "Bug", "Bug", "Task"]
    stats = ["New", "In progress", "New", "Confirmed", "In progress", "New", "On hold", "New", "Confirmed", "In progress"]
    people = ["Tomas Lindgren", "Ines Carvalho", "Oskar Berg", "Maja Holm", "", "Tomas Lindgren", "Leila Haddad", "Oskar Berg", "Maja Holm", "Ines Carvalho"]
    prios = ["Normal", "High", "Normal", "Low", "Normal", "Normal", "Normal", "High", "Normal", "Immediate"]
    wps: dict[int, list[Any]] = {}
    for i, wid in enumerate(ids):
        day = 11 - (i * 7) % 23
        month, dd = ("03", day) if day > 0 else ("02", 28 + day)
        hh = 8 + (i * 5) % 9
        mm = (i * 17) % 60
        stamp = f"2025{month}{dd:02d}{hh:02d}{mm:02d}"
        ampm = "AM" if hh < 12 else "PM"
        h12 = hh if hh <= 12 else hh - 12
        wps[wid] = [subjects[i], types[i % 10], stats[i % 10], people[i % 10], prios[i % 10], f"{month}/{dd:02d}/2025 {h12:02d}:{mm:02d} {ampm}", stamp]
    wps[1843] = ["Export job fails for tables with JSONB columns", "Bug", "New", "Tomas Lindgren", "Normal", "03/10/2025 04:12 PM", "202503101612"]

    def nav() -> list[str]:
        return nest("""
            [20] banner ''
              [22] button 'Open main menu'
              [24] link 'OpenProject'
              [26] button 'Data Platform'
              [28] button 'Search'
              [30] button 'Create'
              [32] link 'Notification center'
              [34] button 'Tomas Lindgren'
            [40] navigation 'Project'
              [42] link 'Overview'
              [44] link 'Activity'
              [46] link 'Roadmap'
              [48] link 'Work packages'
              [50] link 'Gantt charts'
              [52] link 'Team planners'
              [54] link 'Boards'
              [56] link 'Backlogs'
              [58] link 'Time and costs'
              [60] link 'Wiki'
              [62] link 'Members'
              [64] link 'Project settings'
        """)

    def listing(order: list[int], sort: str, menu: bool) -> str:
        rows = []
        for wid in order[:20]:
            s, t, st, a, p, up, _ = wps[wid]
            rows.append((400 + (wid - 1750) * 20, [[("checkbox", "", False)], [("link", str(wid))], [("link", s)], t, st, a, p, up]))
        out = nav() + nest(f"""
            [80] main ''
              [82] heading 'All open'
              [84] button 'Create'
              [86] button 'Filter 1'
              [88] textbox 'Filter by text' value=''
              [90] button 'Include projects'
              [92] button 'Baseline'
              [94] button 'Activate zen mode'
              [96] button 'More actions'
              StaticText 'Sorted by {sort}'
        """) + grid(300, ["", "ID", "Subject", "Type", "Status", "Assignee", "Priority", "Updated on"], rows, 1) + nest("""
              [3000] navigation 'Pagination'
                StaticText '(1 - 20/47)'
                StaticText '1'
                [3002] link '2'
                [3004] link '3'
                [3006] link 'Next'
                StaticText 'Per page:'
                StaticText '20'
                [3008] link '50'
                [3010] link '100'
        """, 1)
        if menu:
            out += nest("""
                [3100] menu 'Updated on'
                  [3102] menuitem 'Sort ascending'
                  [3104] menuitem 'Sort descending'
                  [3106] menuitem 'Group by'
                  [3108] menuitem 'Move column left'
                  [3110] menuitem 'Move column right'
                  [3112] menuitem 'Hide column'
                  [3114] menuitem 'Insert columns'
            """)
        return page("All open | Data Platform | OpenProject", out, f"{base}/projects/data-platform/work_packages")

    by_id = sorted(wps, reverse=True)
    state = listing(by_id, "ID descending", False)
    comment = "Reproduced on staging: psycopg copy_expert fails on JSONB with embedded newlines. Switching the exporter to COPY ... TO STDOUT WITH (FORMAT csv). PR #318."

    def wp(status: str, updated: str, acts: list[list[str]], spent: str, dropdown: bool, editor: str | None, modal: list[str] | None, toast: str | None) -> str:
        out = nav() + nest(f"""
            [80] main ''
              [82] link 'Back'
              [84] button 'Watch'
              [86] button 'Share'
              [88] button 'More'
              StaticText 'BUG'
              [90] heading 'Export job fails for tables with JSONB columns'
              [92] button '{status}'{", expanded=True" if dropdown else ""}
              StaticText '#1843 created by Ines Carvalho on 03/05/2025 09:31 AM. Last updated on {updated}.'
              [96] heading 'Description'
              StaticText 'The nightly export to the partner SFTP fails for every table that has a JSONB column. Job log: psycopg.errors.BadCopyFileFormat: unquoted newline found in data.'
              StaticText 'Affected tables: merchants_profile, checkout_sessions, event_payloads.'
              [100] heading 'People'
              StaticText 'Assignee'
              [102] link 'Tomas Lindgren'
              StaticText 'Accountable'
              [104] link 'Ines Carvalho'
              [106] heading 'Estimates and progress'
              StaticText 'Work'
              StaticText '-'
              StaticText 'Remaining work'
              StaticText '-'
              StaticText '% Complete'
              StaticText '0%'
              StaticText 'Spent time'
              StaticText '{spent}'
              [108] link 'Log time'
              [110] heading 'Details'
              StaticText 'Priority'
              StaticText 'Normal'
              StaticText 'Version'
              [112] link '2025.03'
              StaticText 'Category'
              StaticText 'Export'
              [120] tablist ''
                [121] tab 'Overview', selected=False
                [123] tab 'Activity', selected=True
                [125] tab 'Files', selected=False
                [127] tab 'Relations 1', selected=False
                [129] tab 'Watchers 3', selected=False
        """)
        if dropdown:
            out += nest("""
                [140] listbox 'Status'
                  [141] option 'New', selected=True
                  [142] option 'Confirmed', selected=False
                  [143] option 'In progress', selected=False
                  [144] option 'On hold', selected=False
                  [145] option 'Rejected', selected=False
                  [146] option 'Closed', selected=False
            """, 1)
        out += [TAB + "[150] tabpanel 'Activity'"]
        for k, lines in enumerate(acts):
            b = 160 + 10 * k
            out += [TAB * 2 + f"[{b}] article ''"] + [TAB * 3 + f"StaticText '{ln}'" for ln in lines]
        if editor is None:
            out += [TAB * 2 + "[250] textbox 'Comment' value=''"]
        else:
            out += nest(f"""
                [250] textbox 'Comment' value='{editor}', focused
                [252] button 'Cancel'
                [254] button 'Save'
            """, 2)
        if modal:
            out += modal
        if toast:
            out += [TAB + "[800] status ''", TAB * 2 + f"StaticText '{toast}'"]
        return page("Bug #1843: Export job fails for tables with JSONB columns | Data Platform | OpenProject", out, f"{base}/projects/data-platform/work_packages/1843/activity")

    acts0 = [["Ines Carvalho", "03/05/2025 09:31 AM", "created this on 03/05/2025 09:31 AM"],
             ["Oskar Berg", "03/06/2025 02:02 PM", "Assignee set to Tomas Lindgren", "Version set to 2025.03"],
             ["Ines Carvalho", "03/10/2025 04:12 PM", "Partner says the 03-09 file is missing too, please prioritize this week."]]
    obs1 = wp("New", "03/10/2025 04:12 PM", acts0, "0h", False, None, None, None)
    obs2 = wp("New", "03/10/2025 04:12 PM", acts0, "0h", True, None, None, None)
    acts3 = acts0 + [["Tomas Lindgren", "less than a minute ago", "Status changed from New to In progress"]]
    obs3 = wp("In progress", "03/12/2025 11:05 AM", acts3, "0h", False, None, None, "Successful update.")
    obs4 = wp("In progress", "03/12/2025 11:05 AM", acts3, "0h", False, comment, None, None)
    acts5 = acts0 + [["Tomas Lindgren", "1 minute ago", "Status changed from New to In progress", comment]]
    obs5 = wp("In progress", "03/12/2025 11:06 AM", acts5, "0h", False, None, None, None)

    def modal(hours: str) -> list[str]:
        return nest(f"""
            [900] dialog 'Log time'
              [902] heading 'Log time'
              [904] textbox 'Date' value='03/12/2025'
              [906] combobox 'Work package' value='#1843 Export job fails for tables with JSONB columns'
              [908] textbox 'Hours' value='{hours}'{", focused" if hours else ""}
              [910] combobox 'Activity' value='Development'
              [912] textbox 'Comment' value=''
              [914] button 'Cancel'
              [916] button 'Save'
        """)

    obs6 = wp("In progress", "03/12/2025 11:06 AM", acts5, "0h", False, None, modal(""), None)
    obs7 = wp("In progress", "03/12/2025 11:06 AM", acts5, "0h", False, None, modal("1.5"), None)
    obs8 = wp("In progress", "03/12/2025 11:06 AM", acts5, "1.5 h", False, None, None, "Successful creation.")
    wps[1843] = ["Export job fails for tables with JSONB columns", "Bug", "In progress", "Tomas Lindgren", "Normal", "03/12/2025 11:06 AM", "202503121106"]
    obs9 = listing(by_id, "ID descending", False)
    obs10 = listing(by_id, "ID descending", True)
    by_upd = sorted(wps, key=lambda w: (wps[w][6], w), reverse=True)
    obs11 = listing(by_upd, "Updated on descending", False)
    turns = [
        (f"click('{400 + (1843 - 1750) * 20 + 6}')", obs1),
        ("click('92')", obs2),
        ("click('143')", obs3),
        (f"fill('250', '{comment}')", obs4),
        ("click('254')", obs5),
        ("click('108')", obs6),
        ("fill('908', '1.5')", obs7),
        ("click('916')", obs8),
        ("click('48')", obs9),
        ("click('309')", obs10),
        ("click('3104')", obs11),
    ]
    return dict(task="web", tid="h37-web-15", system=system(site), turns=turns, state=state, bad=False)


# Audiobookshelf podcast episode check: bad
def t16() -> dict[str, Any]:
    base = "https://abs.kettlewell.home"
    site = "a self-hosted Audiobookshelf 2.19.5 instance at abs.kettlewell.home as root"
    item = "li_8f3c2a9d-51e0-4c7b-b2d4-6e1a9c0f7b35"

    def bar() -> list[str]:
        return nest("""
            [20] banner ''
              [22] link 'audiobookshelf'
              [24] button 'Podcasts'
              [26] searchbox 'Search...' value=''
              [28] link 'Upload'
              [30] link 'Settings'
              [32] button 'root'
            [40] navigation ''
              [42] link 'Home'
              [44] link 'Latest'
              [46] link 'Library'
              [48] link 'Search'
              [50] link 'Download Queue'
              [52] link 'Stats'
        """)

    pods = [("Darknet Diaries", "Jack Rhysider"), ("99% Invisible", "Roman Mars"), ("Hardcore History", "Dan Carlin"),
            ("Kubernetes Podcast from Google", "Abdel Sghiouar, Kaslin Fields"), ("Radiolab", "WNYC Studios"),
            ("Syntax - Tasty Web Development Treats", "Wes Bos and Scott Tolinski"), ("The Changelog", "Changelog Media"),
            ("Security Now", "Steve Gibson, Leo Laporte")]
    lib = bar() + nest("""
        [80] main ''
          StaticText '8 Podcasts'
          [82] button 'Sort: Title'
          [84] button 'Filter: All'
          [86] button 'Collapse series'
    """)
    for k, (t, a) in enumerate(pods):
        lib += [TAB + f"[{100 + 4 * k}] link '{t}'", TAB * 2 + f"StaticText '{t}'", TAB * 2 + f"StaticText '{a}'"]
    state = page("Library - audiobookshelf", lib, f"{base}/library/lib_podcasts/bookshelf")
    eps = [("156: Pig Butchering", "Mar 4, 2025", "1:21:09"), ("155: Kingpin", "Feb 4, 2025", "1:08:44"),
           ("154: The Phone Thief", "Jan 7, 2025", "58:31"), ("153: Hacker Halls", "Dec 3, 2024", "1:12:05"),
           ("152: Ed Ran Out", "Nov 5, 2024", "1:03:17"), ("151: Rustock", "Oct 1, 2024", "1:16:40"),
           ("150: Hijacked Satellite", "Sep 3, 2024", "59:58"), ("149: Mini-Stories Vol 3", "Aug 6, 2024", "44:12"),
           ("148: Double Hacker", "Jul 2, 2024", "1:05:26"), ("147: Tornado Cash", "Jun 4, 2024", "1:22:51")]
    new_ep = ("157: The Ticket Scalpers", "Mar 11, 2025", "1:14:52")

    def item_page(episodes: list[tuple[str, str, str]], count: int, size: str, menu: bool, queue: list[str] | None, extra: list[str] | None) -> str:
        out = bar() + nest(f"""
            [80] main ''
              [82] image 'Darknet Diaries cover'
              [84] heading 'Darknet Diaries'
              StaticText 'by Jack Rhysider'
              StaticText 'Genres: Technology, True Crime'
              StaticText 'Type: episodic'
              StaticText 'Language: en'
              StaticText 'Episodes: {count}'
              StaticText 'Size: {size}'
              [86] button 'Play'
              [88] button 'Edit'
              [90] button 'Mark as Finished'
              [92] button 'Find Episodes'
              [94] button 'More'{", expanded=True" if menu else ""}
        """)
        if menu:
            out += nest("""
                [95] menu ''
                  [96] menuitem 'Add to Playlist'
                  [97] menuitem 'Quick Match'
                  [98] menuitem 'Re-Scan'
                  [99] menuitem 'Check & Download New Episodes'
                  [100] menuitem 'Download'
                  [101] menuitem 'Delete'
            """, 2)
        out += nest("""
              StaticText 'Explore the hidden and true stories of the dark side of the Internet with host Jack Rhysider.'
              [110] heading 'Episodes'
              [112] combobox 'Filter' value='Show All'
              [114] combobox 'Sort' value='Pub Date'
              [116] searchbox 'Search episode' value=''
        """, 1)
        for ep in episodes:
            n = int(ep[0].split(":")[0])
            b = 3000 - 10 * (157 - n) + 10
            out += [TAB + f"[{b}] listitem ''", TAB * 2 + f"StaticText '{ep[0]}'", TAB * 2 + f"StaticText '{ep[1]}'",
                    TAB * 2 + f"[{b + 1}] button 'Play {ep[2]}'", TAB * 2 + f"[{b + 2}] button 'Add to playlist'", TAB * 2 + f"[{b + 3}] button 'More'"]
        if queue:
            out += [TAB + "[700] region 'Download queue'"] + [TAB * 2 + f"StaticText '{q}'" for q in queue]
        if extra:
            out += extra
        return page("Darknet Diaries - audiobookshelf", out, f"{base}/item/{item}")

    obs1 = item_page(eps, 156, "9.8 GB", False, None, None)
    obs2 = item_page(eps, 156, "9.8 GB", True, None, None)
    modal3 = nest("""
        [800] dialog 'Check & Download New Episodes'
          [802] heading 'Check & Download New Episodes'
          StaticText 'By default, episodes published after the last episode check are downloaded. You can set a different date below.'
          [804] textbox 'Look for new episodes after this date' value='2025-03-04T06:00'
          [806] spinbutton 'Limit number of episodes to download. Use 0 for unlimited.' value='3'
          [808] button 'Check & Download New Episodes'
    """)
    obs3 = item_page(eps, 156, "9.8 GB", False, None, modal3)
    toast4 = [TAB + "[900] status ''", TAB * 2 + "StaticText 'Downloading 1 new episode'"]
    obs4 = item_page(eps, 156, "9.8 GB", False, ["157: The Ticket Scalpers", "Downloading 23%"], toast4)
    toast5 = [TAB + "[900] status ''", TAB * 2 + "StaticText 'Episode 157: The Ticket Scalpers downloaded'"]
    obs5 = item_page([new_ep] + eps, 157, "9.9 GB", False, None, toast5)

    def edit(tab: str, auto: bool, last: str) -> str:
        head = nest(f"""
            [800] dialog 'Darknet Diaries'
              [802] tablist ''
                [803] tab 'Details', selected={"True" if tab == "details" else "False"}
                [805] tab 'Cover', selected=False
                [807] tab 'Match', selected=False
                [809] tab 'Episodes', selected=False
                [811] tab 'Schedule', selected={"True" if tab == "schedule" else "False"}
                [813] tab 'Tools', selected=False
              [815] button 'Close'
        """)
        if tab == "details":
            body = nest("""
                  [820] textbox 'Title' value='Darknet Diaries'
                  [822] textbox 'Author' value='Jack Rhysider'
                  [824] textbox 'RSS Feed URL' value='https://feeds.megaphone.fm/darknetdiaries'
                  [826] textbox 'Description' value='Explore the hidden and true stories of the dark side of the Internet with host Jack Rhysider.'
                  [828] combobox 'Genres' value='Technology, True Crime'
                  [830] combobox 'Tags' value=''
                  [832] textbox 'Release Date' value='2017-08-31'
                  [834] textbox 'iTunes ID' value='1296350485'
                  [836] textbox 'Language' value='en'
                  [838] combobox 'Podcast Type' value='episodic'
                  [840] checkbox 'Explicit', checked='false'
                  [842] button 'Save'
            """, 1)
        else:
            body = nest(f"""
                  [820] heading 'Schedule Automatic Episode Downloads'
                  [822] switch 'Enable auto-downloading episodes', checked='{"true" if auto else "false"}'{", focused" if auto else ""}
                  StaticText 'Last episode check: {last}'
            """, 1)
            if auto:
                body += nest("""
                      [824] combobox 'Schedule' value='Every day at 06:00'
                      StaticText 'Cron expression: 0 6 * * *'
                      [826] spinbutton 'Max episodes to keep' value='0'
                      StaticText 'Use 0 for no limit'
                      [828] spinbutton 'Max new episodes to download per check' value='3'
                """, 1)
            body += nest("""
                  [830] button 'Save'
            """, 1)
        return item_page([new_ep] + eps, 157, "9.9 GB", False, None, head + body)

    obs6 = edit("details", False, "")
    obs7 = edit("schedule", False, "3/12/2025, 2:22:41 PM")
    obs8 = edit("schedule", True, "3/12/2025, 2:12:41 PM")
    turns = [
        ("click('100')", obs1),
        ("click('94')", obs2),
        ("click('99')", obs3),
        ("click('808')", obs4),
        ("noop(20000)", obs5),
        ("click('88')", obs6),
        ("click('811')", obs7),
        ("click('822')", obs8),
    ]
    return dict(task="web", tid="h37-web-16", system=system(site), turns=turns, state=state, bad=True, turn=8,
                kind="last episode check timestamp moves backwards after toggling a switch")


# GLPI ticket create and assign: clean
def t17() -> dict[str, Any]:
    base = "https://helpdesk.castellani-group.it"
    site = "a self-hosted GLPI 10.0.17 instance at helpdesk.castellani-group.it as Elena Rossi (technician, profile Technician)"

    def chrome(crumbs: list[str]) -> list[str]:
        out = nest("""
            [20] navigation 'Main menu'
              [22] link 'GLPI'
              [24] button 'Assets'
              [26] button 'Assistance'
              [28] button 'Management'
              [30] button 'Tools'
              [32] button 'Administration'
              [34] button 'Setup'
            [40] banner ''
              [42] navigation 'breadcrumb'
        """)
        out += [TAB * 2 + f"[{44 + 2 * i}] link '{c}'" for i, c in enumerate(crumbs)]
        out += nest("""
              [56] searchbox 'Search' value=''
              [58] button 'Elena Rossi'
        """, 1)
        return out

    tickets = [
        (5826, "Outlook keeps asking for password after MFA change", "Processing (assigned)", "2025-03-12 15:12", "2025-03-12 09:48", "Medium", "Giulia Marchetti", "Sara Conti", "Software > Office"),
        (5825, "New hire laptop for Paolo Greco (start 17/03)", "Processing (planned)", "2025-03-12 14:30", "2025-03-11 16:02", "Low", "HR Service", "Luca Ferri", "Hardware > Laptop"),
        (5823, "Printer 2nd floor jams on duplex", "New", "2025-03-12 11:05", "2025-03-12 11:05", "Medium", "Andrea Villa", "", "Hardware > Printer"),
        (5822, "Shared drive Finance read-only for Marta", "Pending", "2025-03-12 10:41", "2025-03-11 12:20", "Medium", "Marta Galli", "Elena Rossi", "Access > File shares"),
        (5820, "Teams calls drop on guest Wi-Fi", "Processing (assigned)", "2025-03-11 17:55", "2025-03-10 15:37", "High", "Roberto Esposito", "Marco Bertin", "Network > Wi-Fi"),
        (5818, "Request: second monitor for reception", "New", "2025-03-11 14:22", "2025-03-11 14:22", "Low", "Chiara Fontana", "", "Hardware > Monitor"),
        (5817, "ERP client crash on invoice print preview", "Processing (assigned)", "2025-03-11 11:09", "2025-03-10 09:15", "High", "Federico Moretti", "Elena Rossi", "Software > ERP"),
        (5815, "Badge reader door B3 offline", "Pending", "2025-03-10 18:30", "2025-03-07 08:51", "Medium", "Facility Desk", "Luca Ferri", "Facilities > Access control"),
        (5812, "Mailbox size limit for sales@", "New", "2025-03-10 13:47", "2025-03-10 13:47", "Low", "Davide Rinaldi", "", "Software > Office"),
        (5809, "Replace battery UPS rack A2", "Processing (planned)", "2025-03-10 09:02", "2025-03-05 10:30", "Medium", "Marco Bertin", "Marco Bertin", "Hardware > Datacenter"),
        (5806, "VPN drops every 20 minutes from home", "Processing (assigned)", "2025-03-07 16:40", "2025-03-06 08:12", "Medium", "Silvia Barbieri", "Marco Bertin", "Network > VPN"),
        (5803, "Install Power BI Desktop on LAP-CTL-012", "New", "2025-03-07 11:25", "2025-03-07 11:25", "Low", "Stefano Lombardi", "", "Software > Installation"),
        (5801, "Phishing mail reported: fake DHL invoice", "Pending", "2025-03-06 15:58", "2025-03-06 15:20", "High", "Valentina Riva", "Sara Conti", "Security > Phishing"),
        (5798, "Laptop fan very loud LAP-MKT-031", "Processing (assigned)", "2025-03-06 10:14", "2025-03-04 17:06", "Low", "Elisa Costa", "Luca Ferri", "Hardware > Laptop"),
        (5795, "Access to SharePoint site Tenders", "New", "2025-03-05 12:33", "2025-03-05 12:33", "Medium", "Matteo Gallo", "", "Access > SharePoint"),
    ]

    def listing(items: list[tuple[Any, ...]], total: int) -> str:
        rows = [(300 + 24 * k, [[("checkbox", "", False)], str(i), [("link", t)], st, up, op, pr, rq, tech, cat])
                for k, (i, t, st, up, op, pr, rq, tech, cat) in enumerate(items)]
        out = chrome(["Home", "Assistance", "Tickets"]) + nest(f"""
            [80] main ''
              [82] link 'Add'
              [84] link 'Search'
              [86] link 'Lists'
              [88] link 'Kanban'
              [90] link 'Templates'
              StaticText 'Rule: Status is Not solved'
              [92] button 'Add a criterion'
              [94] button 'Search'
              [96] button 'Save search'
              [98] button 'Actions'
              StaticText 'Showing 1 to 15 of {total} rows'
        """) + grid(280, ["", "ID", "Title", "Status", "Last update", "Opening date", "Priority", "Requester", "Assigned to - Technician", "Category"], rows, 1) + nest("""
              [700] navigation 'pagination'
                StaticText '1'
                [702] link '2'
                [704] link '3'
                [706] link 'Next'
                [708] combobox 'Display (number of items)' value='15'
        """, 1)
        return page("Tickets - GLPI", out, f"{base}/front/ticket.php")

    state = listing(tickets, 36)
    title = "VPN client fails after Windows update on LAP-FIN-044"
    desc = "Since KB5053598 was installed this morning, FortiClient on LAP-FIN-044 (user Paola Neri) stops at 98% with error -7200. Reinstall did not help. Other finance laptops not affected so far."

    def form(t: str, d: str, cat: str, focus: str) -> str:
        def fx(k: str) -> str:
            return ", focused" if k == focus else ""
        out = chrome(["Home", "Assistance", "Tickets", "Add"]) + nest(f"""
            [80] main ''
              [82] heading 'New item - Ticket'
              [100] textbox 'Title' value='{t}'{fx("title")}
              [102] textbox 'Description' value='{d}'{fx("desc")}
              [104] button 'Add a document'
              [110] heading 'Ticket'
              [112] textbox 'Opening date' value='2025-03-12 15:41'
              [114] combobox 'Type' value='Incident'
              [116] combobox 'Category' value='{cat}'{fx("cat")}
              [118] combobox 'Status' value='New'
              [120] combobox 'Request source' value='Helpdesk'
              [122] combobox 'Urgency' value='Medium'
              [124] combobox 'Impact' value='Medium'
              [126] combobox 'Priority' value='Medium'
              [128] combobox 'Location' value=''
              [130] heading 'Actors'
              StaticText 'Requester'
              [132] button 'Elena Rossi'
              StaticText 'Observer'
              [134] combobox 'Observer' value=''
              StaticText 'Assigned to'
              [136] combobox 'Assigned to' value=''
              [140] heading 'Items'
              [142] button 'Add an item'
              [150] button 'Add'
        """)
        return page("Ticket - GLPI", out, f"{base}/front/ticket.form.php")

    obs1 = form("", "", "", "title")
    obs2 = form(title, "", "", "title")
    obs3 = form(title, desc, "", "desc")
    obs4 = form(title, desc, "Network > VPN", "cat")

    def ticket(status: str, assigned: list[str], dropdown: bool, hist: int, upd: str, msg: str | None, tl: list[str]) -> str:
        out = chrome(["Home", "Assistance", "Tickets", "5827"])
        if msg:
            out += [TAB + "[70] alert ''", TAB * 2 + f"StaticText '{msg}'", TAB * 2 + "[72] button 'Close'"]
        out += nest(f"""
            [80] main ''
              [82] heading 'Ticket - ID 5827'
              StaticText '{title}'
              [84] button 'Actions'
              [86] tablist ''
                [87] tab 'Processing ticket', selected=True
                [89] tab 'Statistics', selected=False
                [91] tab 'Approvals', selected=False
                [93] tab 'Knowledge base', selected=False
                [95] tab 'Items', selected=False
                [97] tab 'Costs', selected=False
                [99] tab 'Projects', selected=False
                [101] tab 'Historical {hist}', selected=False
              [110] region 'Timeline'
                StaticText 'Elena Rossi'
                StaticText 'Created: 2025-03-12 15:41'
                StaticText '{desc}'
        """)
        out += [TAB * 3 + f"StaticText '{x}'" for x in tl]
        out += nest("""
              [130] button 'Answer'
              [132] button 'Add a task'
              [134] button 'Add a solution'
              [136] button 'Add a document'
              [140] complementary 'Ticket'
                StaticText 'Opening date'
                StaticText '2025-03-12 15:41'
                StaticText 'Type'
                StaticText 'Incident'
                StaticText 'Category'
                StaticText 'Network > VPN'
        """, 1)
        out += nest(f"""
                [150] combobox 'Status' value='{status}'
                StaticText 'Request source'
                StaticText 'Helpdesk'
                StaticText 'Urgency Medium  Impact Medium  Priority Medium'
                StaticText 'Last update'
                StaticText '{upd}'
                StaticText 'Time to resolve'
                StaticText '2025-03-13 15:41'
                StaticText 'Actors'
                StaticText 'Requester'
                [160] button 'Elena Rossi'
                StaticText 'Observer'
                [162] combobox 'Observer' value=''
                StaticText 'Assigned to'
        """, 2)
        for k, a in enumerate(assigned):
            out += [TAB * 2 + f"[{164 + 2 * k}] button '{a}'"]
        out += [TAB * 2 + "[170] combobox 'Assigned to' value=''" + (", expanded=True, focused" if dropdown else "")]
        if dropdown:
            out += nest("""
                [171] listbox ''
                  StaticText 'Users'
                  [172] option 'Elena Rossi', selected=False
                  [173] option 'Luca Ferri', selected=False
                  [174] option 'Marco Bertin', selected=False
                  [175] option 'Sara Conti', selected=False
                  StaticText 'Groups'
                  [176] option 'Network team', selected=False
                  [177] option 'Service desk', selected=False
            """, 3)
        out += [TAB * 2 + "[180] button 'Save'"]
        return page(f"Ticket ({5827}) - GLPI", out, f"{base}/front/ticket.form.php?id=5827")

    obs5 = ticket("New", [], False, 1, "2025-03-12 15:41", "Your ticket has been registered. (Ticket: 5827)", [])
    obs6 = ticket("New", [], True, 1, "2025-03-12 15:41", None, [])
    obs7 = ticket("New", ["Marco Bertin"], False, 1, "2025-03-12 15:41", None, [])
    obs8 = ticket("Processing (assigned)", ["Marco Bertin"], False, 3, "2025-03-12 15:44", "Item successfully updated", [])
    t9 = [(5827, title, "Processing (assigned)", "2025-03-12 15:44", "2025-03-12 15:41", "Medium", "Elena Rossi", "Marco Bertin", "Network > VPN")] + tickets[:14]
    obs9 = listing(t9, 37)
    turns = [
        ("click('82')", obs1),
        (f"fill('100', '{title}')", obs2),
        (f"fill('102', '{desc}')", obs3),
        ("select_option('116', 'Network > VPN')", obs4),
        ("click('150')", obs5),
        ("click('170')", obs6),
        ("click('174')", obs7),
        ("click('180')", obs8),
        ("click('48')", obs9),
    ]
    return dict(task="web", tid="h37-web-17", system=system(site), turns=turns, state=state, bad=False)


# Miniflux API key creation: bad
def t18() -> dict[str, Any]:
    base = "https://reader.halvorsen.no"
    site = "a self-hosted Miniflux 2.2.6 instance at reader.halvorsen.no as eirik"

    def head(cur: str, unread: int = 214) -> list[str]:
        items = [f"Unread ({unread})", "Starred", "History", "Feeds", "Categories", "Settings", "Logout"]
        out = nest("""
            [20] banner ''
              [22] link 'Miniflux'
              [24] searchbox 'Search...' value=''
            [30] navigation ''
        """)
        out += [TAB + f"[{32 + 2 * i}] link '{t}'" + (", focused" if t == cur else "") for i, t in enumerate(items)]
        return out

    def settings_menu(cur: str) -> list[str]:
        out = ["[60] navigation 'Settings menu'"]
        for i, t in enumerate(["Settings", "Integrations", "Sessions", "API Keys", "Users", "Add user", "About"]):
            out.append(TAB + f"[{62 + 2 * i}] link '{t}'" + (", focused" if t == cur else ""))
        return out

    settings = head("Settings") + settings_menu("Settings") + nest("""
        [80] main ''
          [82] heading 'Settings'
          [100] textbox 'Username' value='eirik'
          [102] textbox 'Password' value=''
          [104] textbox 'Confirmation' value=''
          [106] combobox 'Theme' value='System Serif'
          [108] combobox 'Language' value='English (US)'
          [110] combobox 'Timezone' value='Europe/Oslo'
          [112] combobox 'Entry sorting' value='Newer entries first'
          [114] combobox 'Entry grouping' value='Do not group entries'
          [116] spinbutton 'Entries per page' value='100'
          [118] combobox 'Display mode for the Progressive Web App (PWA)' value='Standalone'
          [120] combobox 'Default reading speed (words per minute)' value='265'
          [122] checkbox 'Show reading time for entries', checked='true'
          [124] checkbox 'Mark entries as read when viewed', checked='true'
          [126] checkbox 'Swipe gesture on entries on mobile', checked='true'
          [128] checkbox 'Keyboard shortcuts', checked='true'
          [130] textbox 'Custom CSS' value=''
          [132] textbox 'Custom JavaScript' value=''
          [134] button 'Update'
    """)
    keys0 = [("reeder-ios", "cF3kVb0q9X2mWd7RzL5nTy8hJ4aE6uPs1gQ-oIxNKM0=", "3 hours ago", "8 months ago")]

    def api_keys(keys: list[tuple[str, str, str, str]], flash: str | None) -> str:
        out = head("Settings") + settings_menu("API Keys")
        if flash:
            out += [TAB + "[78] status ''", TAB * 2 + f"StaticText '{flash}'"]
        rows = [(300 + 12 * k, [d, tok, lu, cr, [("button", "Remove")]]) for k, (d, tok, lu, cr) in enumerate(keys)]
        out += nest("""
            [80] main ''
              [82] heading 'API Keys'
        """) + grid(280, ["Description", "Token", "Last Used", "Created", "Actions"], rows, 1) + nest(f"""
              StaticText 'API Endpoint'
              StaticText '{base}/v1/'
              [90] link 'Create a new API key'
        """, 1)
        return page("API Keys - Miniflux", out, f"{base}/keys")

    state_feeds = [
        ("Aftenposten - Siste nytt", "https://www.aftenposten.no", "News", 41, 1204, "9 minutes ago"),
        ("Ars Technica", "https://arstechnica.com", "Tech", 27, 1800, "9 minutes ago"),
        ("Dagens Naeringsliv", "https://www.dn.no", "News", 18, 960, "9 minutes ago"),
        ("Go Blog", "https://go.dev/blog", "Programming", 1, 312, "42 minutes ago"),
        ("Hacker News: Front Page", "https://news.ycombinator.com/", "Tech", 63, 3000, "9 minutes ago"),
        ("Kode24", "https://www.kode24.no", "Programming", 12, 845, "9 minutes ago"),
        ("LWN.net", "https://lwn.net", "Programming", 9, 1450, "42 minutes ago"),
        ("NRK Nyheter", "https://www.nrk.no", "News", 35, 2110, "9 minutes ago"),
        ("The Old New Thing", "https://devblogs.microsoft.com/oldnewthing", "Programming", 4, 620, "42 minutes ago"),
        ("yr.no - Varsel Bergen", "https://www.yr.no", "Misc", 4, 58, "9 minutes ago"),
    ]

    def feeds(flash: str | None, aged: int) -> str:
        out = head("Feeds")
        out += nest("""
            [80] main ''
              [82] heading 'Feeds (10)'
              [84] link 'Add subscription'
              [86] link 'Export'
              [88] link 'Import'
              [90] button 'Refresh all feeds in background'
        """)
        if flash:
            out += [TAB + "[92] status ''", TAB * 2 + f"StaticText '{flash}'"]
        for k, (t, url, cat, unread, total, chk) in enumerate(state_feeds):
            b = 200 + 10 * k
            chk = chk.replace("9 minutes", f"{9 + aged} minutes").replace("42 minutes", f"{42 + aged} minutes")
            out += [TAB + f"[{b}] article '{t}'", TAB * 2 + f"[{b + 1}] link '{t}'", TAB * 2 + f"StaticText '({unread}/{total})'",
                    TAB * 2 + f"[{b + 2}] link '{cat}'", TAB * 2 + f"[{b + 3}] link '{url}'", TAB * 2 + f"StaticText 'Last check: {chk}'",
                    TAB * 2 + f"[{b + 4}] button 'Refresh'", TAB * 2 + f"[{b + 5}] link 'Edit'", TAB * 2 + f"[{b + 6}] button 'Remove'"]
        return page("Feeds (10) - Miniflux", out, f"{base}/feeds")

    state = feeds(None, 0)
    obs1 = page("Settings - Miniflux", settings, f"{base}/settings")
    obs2 = api_keys(keys0, None)

    def new_key(desc: str) -> str:
        out = head("Settings") + settings_menu("API Keys") + nest(f"""
            [80] main ''
              [82] heading 'New API Key'
              [100] textbox 'Description' value='{desc}', focused
              [102] button 'Save'
              StaticText 'or'
              [104] link 'cancel'
        """)
        return page("New API Key - Miniflux", out, f"{base}/keys/create")

    obs3 = new_key("")
    obs4 = new_key("grafana-exporter")
    tok = "Tq9rX1bL7wN4vZc2Hs8mKe5PfYd0Ua3jGo6iRt-BxQ8="
    obs5 = api_keys([keys0[0], ("grafana-exporter", tok, "Never", "just now")], None)
    integ = head("Settings") + settings_menu("Integrations") + nest("""
        [80] main ''
          [82] heading 'Integrations'
          [100] group 'Fever'
            [101] checkbox 'Activate Fever API', checked='false'
            [102] textbox 'Fever Username' value=''
            [103] textbox 'Fever Password' value=''
            StaticText 'Fever API endpoint: https://reader.halvorsen.no/fever/'
          [110] group 'Google Reader'
            [111] checkbox 'Activate Google Reader API', checked='true'
            [112] textbox 'Google Reader Username' value='eirik'
            [113] textbox 'Google Reader Password' value=''
            StaticText 'Google Reader API endpoint: https://reader.halvorsen.no/'
          [120] group 'Linkding'
            [121] checkbox 'Save entries to Linkding', checked='false'
            [122] textbox 'Linkding API Endpoint' value=''
            [123] textbox 'Linkding API key' value=''
          [130] group 'Wallabag'
            [131] checkbox 'Save entries to Wallabag', checked='false'
          [140] group 'Matrix'
            [141] checkbox 'Push entries to Matrix', checked='false'
          [150] group 'Telegram Bot'
            [151] checkbox 'Send new entries to Telegram', checked='false'
          [160] group 'Apprise'
            [161] checkbox 'Push entries to Apprise', checked='false'
          [170] group 'ntfy'
            [171] checkbox 'Push entries to ntfy', checked='false'
          [180] group 'Webhook'
            [181] checkbox 'Enable Webhook', checked='false'
          [190] group 'Bookmarklet'
            StaticText 'Drag and drop this link to your bookmarks.'
            [191] link 'Add to Miniflux'
          [200] button 'Update'
    """)
    obs6 = page("Integrations - Miniflux", integ, f"{base}/integrations")
    obs7 = api_keys([keys0[0], ("grafana-exporter", tok.replace("Hs8mKe5", "Hs8nKe5"), "Never", "1 minute ago")], None)
    obs8 = feeds(None, 3)
    obs9 = feeds("Feeds are being refreshed in the background. You can continue to use Miniflux during the process.", 3)
    turns = [
        ("click('42')", obs1),
        ("click('68')", obs2),
        ("click('90')", obs3),
        ("fill('100', 'grafana-exporter')", obs4),
        ("click('102')", obs5),
        ("click('64')", obs6),
        ("go_back()", obs7),
        ("click('38')", obs8),
        ("click('90')", obs9),
    ]
    return dict(task="web", tid="h37-web-18", system=system(site), turns=turns, state=state, bad=True, turn=7,
                kind="token of the API key just created differs in one character when the list is shown again")


# Actual Budget budget edit and categorizing: clean
def t19() -> dict[str, Any]:
    base = "https://budget.lindqvist.family"
    site = "a self-hosted Actual Budget 25.3.1 server at budget.lindqvist.family, budget file 'Household 2025'"

    def side(sel: str) -> list[str]:
        out = nest("""
            [20] navigation 'Sidebar'
              [22] button 'Household 2025'
              [24] link 'Budget'
              [26] link 'Reports'
              [28] link 'Schedules'
              [30] button 'More'
              [32] link 'All accounts 28,493.09'
              StaticText 'On budget'
              [34] link 'Checking 2,184.56'
              [36] link 'Visa -412.37'
              [38] link 'Savings 7,500.00'
              StaticText 'Off budget'
              [40] link 'Depot 19,220.90'
              [42] button 'Add account'
        """)
        return [ln + ", focused" if sel and f"link '{sel}" in ln else ln for ln in out]

    cats = [("Usual Expenses", [("Food", 450.00, 287.15, 0.0), ("Restaurants", 120.00, 64.50, 0.0), ("Transport", 180.00, 92.30, 0.0), ("Utilities", 260.00, 157.99, 0.0)]),
            ("Bills", [("Rent", 1450.00, 1450.00, 0.0), ("Internet", 45.00, 44.99, 0.0), ("Phone", 30.00, 30.00, 0.0)]),
            ("Savings", [("Emergency fund", 300.00, 0.0, 0.0), ("Vacation", 150.00, 0.0, 700.0)])]

    def money(x: float) -> str:
        s = f"{abs(x):,.2f}"
        return ("-" if x < -0.0001 else "") + s

    def budget(month: str, data: list[tuple[str, list[tuple[str, float, float, float]]]], to_budget: float, income: list[tuple[str, float]],
               editing: tuple[str, str] | None) -> str:
        tb = sum(c[1] for _, cs in data for c in cs)
        out = side("") + nest(f"""
            [80] main ''
              [82] button 'Previous month'
              [84] heading '{month}'
              [86] button 'Next month'
              [88] button 'To Budget {money(to_budget)}'
              StaticText 'Budgeted'
              StaticText '{money(-tb)}'
              StaticText 'Spent'
              StaticText '{money(-sum(c[2] for _, cs in data for c in cs))}'
              StaticText 'Balance'
              StaticText '{money(sum(c[1] - c[2] + c[3] for _, cs in data for c in cs))}'
              [100] table 'Budget'
        """)
        b = 120
        for g, cs in data:
            gb, gs, gbal = sum(c[1] for c in cs), sum(c[2] for c in cs), sum(c[1] - c[2] + c[3] for c in cs)
            out += [TAB * 2 + f"[{b}] row '{g} {money(gb)} {money(-gs)} {money(gbal)}'",
                    TAB * 3 + f"[{b + 1}] rowheader '{g}'", TAB * 3 + f"[{b + 2}] gridcell '{money(gb)}'",
                    TAB * 3 + f"[{b + 3}] gridcell '{money(-gs)}'", TAB * 3 + f"[{b + 4}] gridcell '{money(gbal)}'"]
            b += 10
            for name, bud, spent, carry in cs:
                bal = bud - spent + carry
                out += [TAB * 2 + f"[{b}] row '{name} {money(bud)} {money(-spent)} {money(bal)}'", TAB * 3 + f"[{b + 1}] rowheader '{name}'"]
                if editing and editing[0] == name:
                    out += [TAB * 3 + f"[{b + 2}] gridcell ''", TAB * 4 + f"[{b + 5}] textbox '{name} budgeted' value='{editing[1]}', focused"]
                else:
                    out += [TAB * 3 + f"[{b + 2}] gridcell '{money(bud)}'"]
                out += [TAB * 3 + f"[{b + 3}] gridcell '{money(-spent)}'", TAB * 3 + f"[{b + 4}] gridcell '{money(bal)}'"]
                b += 10
        total_inc = sum(v for _, v in income)
        out += [TAB * 2 + f"[{b}] row 'Income {money(total_inc)}'", TAB * 3 + f"[{b + 1}] rowheader 'Income'", TAB * 3 + f"[{b + 2}] gridcell '{money(total_inc)}'"]
        b += 10
        for name, v in income:
            out += [TAB * 2 + f"[{b}] row '{name} {money(v)}'", TAB * 3 + f"[{b + 1}] rowheader '{name}'", TAB * 3 + f"[{b + 2}] gridcell '{money(v)}'"]
            b += 10
        return page("Budget - Actual", out, f"{base}/budget")

    inc_mar = [("Salary", 3210.00), ("Other income", 87.40)]
    state = budget("March 2025", cats, 312.40, inc_mar, None)
    obs1 = budget("March 2025", cats, 312.40, inc_mar, ("Food", "450.00"))
    obs2 = budget("March 2025", cats, 312.40, inc_mar, ("Food", "520.00"))
    cats3 = [(g, [(n, 520.00 if n == "Food" else bu, s, c) for n, bu, s, c in cs]) for g, cs in cats]
    obs3 = budget("March 2025", cats3, 242.40, inc_mar, ("Restaurants", "120.00"))
    tx = [("03/11/2025", "REWE Markt 4431", "", "", "63.18", "", "2,184.56"),
          ("03/10/2025", "Shell", "", "Transport", "58.20", "", "2,247.74"),
          ("03/09/2025", "Trattoria Roma", "dinner with Jonas", "Restaurants", "42.00", "", "2,305.94"),
          ("03/08/2025", "Aldi Sued", "", "Food", "71.43", "", "2,347.94"),
          ("03/06/2025", "Stadtwerke", "Abschlag", "Utilities", "118.00", "", "2,419.37"),
          ("03/05/2025", "Telekom", "", "Phone", "30.00", "", "2,537.37"),
          ("03/05/2025", "Vodafone Kabel", "", "Internet", "44.99", "", "2,567.37"),
          ("03/03/2025", "Hausverwaltung Kern", "Miete Maerz", "Rent", "1,450.00", "", "2,612.36"),
          ("03/01/2025", "ACME Logistics GmbH", "Gehalt Februar", "Income: Salary", "", "3,210.00", "4,062.36"),
          ("02/28/2025", "Edeka", "", "Food", "54.12", "", "852.36")]

    def account(first_cat: str, dropdown: bool) -> str:
        rows = []
        for k, (d, p_, n, c, pay, dep, bal) in enumerate(tx):
            if k == 0:
                c = first_cat
            cat_cell: Any = [("button", c if c else "Categorize")]
            rows.append((300 + 12 * k, [[("checkbox", "", False)], d, [("button", p_)], n, cat_cell, pay, dep, bal]))
        out = side("Checking") + nest("""
            [80] main ''
              [82] heading 'Checking'
              StaticText 'Balance'
              StaticText '2,184.56'
              [84] button 'Add New'
              [86] button 'Import'
              [88] button 'Filter'
              [90] searchbox 'Search' value=''
              [92] button 'Reconcile'
        """) + grid(280, ["", "Date", "Payee", "Notes", "Category", "Payment", "Deposit", "Balance"], rows, 1)
        if dropdown:
            out += nest("""
                [500] listbox 'Category'
                  [501] textbox 'Category' value='', focused
                  StaticText 'Usual Expenses'
                  [502] option 'Food', selected=False
                  [503] option 'Restaurants', selected=False
                  [504] option 'Transport', selected=False
                  [505] option 'Utilities', selected=False
                  StaticText 'Bills'
                  [506] option 'Rent', selected=False
                  [507] option 'Internet', selected=False
                  [508] option 'Phone', selected=False
                  StaticText 'Savings'
                  [509] option 'Emergency fund', selected=False
                  [510] option 'Vacation', selected=False
                  StaticText 'Income'
                  [511] option 'Salary', selected=False
                  [512] option 'Other income', selected=False
                  [513] button 'Split Transaction'
            """, 1)
        return page("Checking - Actual", out, f"{base}/accounts/8d2c6f1a-3e5b-4c7a-9f02-b1d4e6a7c835")

    obs4 = account("", False)
    obs5 = account("", True)
    obs6 = account("Food", False)
    cats7 = [(g, [(n, bu, s + 63.18 if n == "Food" else s, c) for n, bu, s, c in cs]) for g, cs in cats3]
    obs7 = budget("March 2025", cats7, 242.40, inc_mar, None)
    cats8 = [(g, [(n, 0.0, 0.0, bu - s + c) for n, bu, s, c in cs]) for g, cs in cats7]
    obs8 = budget("April 2025", cats8, 242.40, [("Salary", 0.0), ("Other income", 0.0)], None)
    turns = [
        ("click('132')", obs1),
        ("fill('135', '520.00')", obs2),
        ("keyboard_press('Enter')", obs3),
        ("click('34')", obs4),
        ("click('308')", obs5),
        ("click('502')", obs6),
        ("click('24')", obs7),
        ("click('86')", obs8),
    ]
    return dict(task="web", tid="h37-web-19", system=system(site), turns=turns, state=state, bad=False)


# Bugzilla attachment and review request: bad
def t20() -> dict[str, Any]:
    base = "https://bugs.heliolabs.org"
    site = "a self-hosted Bugzilla 5.2 instance at bugs.heliolabs.org as mira.stein@heliolabs.org"

    def head() -> list[str]:
        return nest("""
            [20] banner ''
              [22] link 'Helio Bugzilla'
              [24] link 'Home'
              [26] link 'New'
              [28] link 'Browse'
              [30] link 'Search'
              [32] searchbox 'Quick Search' value=''
              [34] button 'Search'
              [36] link 'Reports'
              [38] link 'My Requests'
              [40] link 'My Bugs'
              [42] link 'Preferences'
              [44] link 'Log out mira.stein@heliolabs.org'
        """)

    comments0 = [
        ("Tobias Krenn", "2025-03-06 10:09:41 UTC", "Description", "helio-shell 4.2 segfaults at startup when LC_NUMERIC is not set at all (minimal containers, e.g. debian:12-slim without locales). Backtrace in the next comment."),
        ("Tobias Krenn", "2025-03-06 10:14:02 UTC", "Comment 1", "Created attachment 9790 [details] crash log from journalctl"),
        ("Mira Stein", "2025-03-07 09:02:55 UTC", "Comment 2", "Confirmed in debian:12-slim. locale_format() uses the result of nl_langinfo_l(RADIXCHAR, loc) without checking that newlocale() succeeded."),
        ("Mira Stein", "2025-03-08 16:20:31 UTC", "Comment 3", "Created attachment 9812 [details] [diff] proposed fix v1"),
        ("Lena Moreau", "2025-03-10 11:47:19 UTC", "Comment 4", "Comment on attachment 9812 [details] [diff] proposed fix v1. Falling back to a dot is fine, but the locale handle leaks on the error path. Please free it before returning."),
        ("Tobias Krenn", "2025-03-11 17:40:08 UTC", "Comment 5", "Same crash in the 4.2.1-rc1 nightly."),
    ]
    atts0 = [("proposed fix v1", "2.18 KB, patch", "2025-03-08 16:20 UTC, Mira Stein", "review-", True),
             ("crash log from journalctl", "12.41 KB, text/plain", "2025-03-06 10:14 UTC, Tobias Krenn", "", False)]

    def bug(modified: str, atts: list[tuple[str, str, str, str, bool]], comments: list[tuple[str, str, str, str]], hidden_obsolete: int,
            comment_text: str, banner: list[str] | None) -> str:
        out = head()
        if banner:
            out += banner
        out += nest(f"""
            [80] main ''
              StaticText 'Bug 31472'
              [82] heading 'Crash in locale_format() when LC_NUMERIC is unset'
              [84] table ''
                [85] row 'Status: ASSIGNED'
                  [86] rowheader 'Status:'
                  [87] gridcell 'ASSIGNED'
                [88] row 'Product: Helio Shell'
                  [89] rowheader 'Product:'
                  [90] gridcell 'Helio Shell'
                [91] row 'Component: i18n'
                  [92] rowheader 'Component:'
                  [93] gridcell 'i18n'
                [94] row 'Version: 4.2'
                  [95] rowheader 'Version:'
                  [96] gridcell '4.2'
                [97] row 'Hardware: All Linux'
                  [98] rowheader 'Hardware:'
                  [99] gridcell 'All Linux'
                [100] row 'Importance: P2 major'
                  [101] rowheader 'Importance:'
                  [102] gridcell 'P2 major'
                [103] row 'Target Milestone: 4.2.1'
                  [104] rowheader 'Target Milestone:'
                  [105] gridcell '4.2.1'
                [106] row 'Assignee: Mira Stein'
                  [107] rowheader 'Assignee:'
                  [108] gridcell 'Mira Stein'
                [109] row 'Keywords: crash, regression'
                  [110] rowheader 'Keywords:'
                  [111] gridcell 'crash, regression'
                [112] row 'Reported: 2025-03-06 10:09 UTC by Tobias Krenn'
                  [113] rowheader 'Reported:'
                  [114] gridcell '2025-03-06 10:09 UTC by Tobias Krenn'
                [115] row 'Modified: {modified}'
                  [116] rowheader 'Modified:'
                  [117] gridcell '{modified} (History)'
                    [118] link 'History'
                [119] row 'CC List: 4 users'
                  [120] rowheader 'CC List:'
                  [121] gridcell '4 users'
              [130] table 'Attachments'
                [131] row 'Attachments'
                  [132] columnheader 'Attachments'
        """)
        b = 140
        for desc, size, when, flags, patch in atts:
            rname = f"{desc} ({size}) {when}" + (f" {flags}" if flags else "")
            out += [TAB * 2 + f"[{b}] row '{rname}'",
                    TAB * 3 + f"[{b + 1}] gridcell '{desc} ({size}) {when}'",
                    TAB * 4 + f"[{b + 2}] link '{desc}'", TAB * 4 + f"StaticText '({size})'", TAB * 4 + f"StaticText '{when}'",
                    TAB * 3 + f"[{b + 3}] gridcell '{flags}'", TAB * 3 + f"[{b + 4}] gridcell ''", TAB * 4 + f"[{b + 5}] link 'Details'"]
            if patch:
                out += [TAB * 4 + f"[{b + 6}] link 'Diff'", TAB * 4 + f"[{b + 7}] link 'Splinter Review'"]
            b += 10
        out += nest("""
                [190] row 'Add an attachment (proposed patch, testcase, etc.) View All'
                  [191] gridcell ''
                    [192] link 'Add an attachment (proposed patch, testcase, etc.)'
                    [193] link 'View All'
        """, 2)
        if hidden_obsolete:
            out += [TAB * 3 + f"[194] button 'Show Obsolete ({hidden_obsolete})'"]
        for k, (who, when, label, text) in enumerate(comments):
            cb = 200 + 6 * k
            out += [TAB + f"[{cb}] article '{label}'", TAB * 2 + f"[{cb + 1}] link '{who}'", TAB * 2 + f"StaticText '{when}'",
                    TAB * 2 + f"[{cb + 2}] link '{label}'", TAB * 2 + f"StaticText '{text}'"]
        out += nest(f"""
              [300] heading 'Add Comment'
              [302] textbox 'Comment' value='{comment_text}'{", focused" if comment_text else ""}
              [304] checkbox 'Make comment private (visible only to members of the helio-security group)', checked='false'
              [306] button 'Save Changes'
        """, 1)
        return page("31472 - Crash in locale_format() when LC_NUMERIC is unset", out, f"{base}/show_bug.cgi?id=31472")

    state = bug("2025-03-11 17:40 UTC", atts0, comments0, 0, "", None)
    diff = ("--- a/src/i18n/format.c\n+++ b/src/i18n/format.c\n@@ -88,9 +88,15 @@ locale_format(double v, char *buf, size_t n)\n"
            "     locale_t loc = newlocale(LC_NUMERIC_MASK, \"\", (locale_t)0);\n"
            "+    if (loc == (locale_t)0)\n+        return format_c_locale(v, buf, n);\n     const char *dot = nl_langinfo_l(RADIXCHAR, loc);\n"
            "+    freelocale(loc);")

    def form(paste: bool, text: str, desc: str, obsolete: bool, flag: str, requestee: str, focus: str) -> str:
        def fx(k: str) -> str:
            return ", focused" if focus == k else ""
        out = head() + nest("""
            [80] main ''
              [82] heading 'Create New Attachment for Bug #31472 - Crash in locale_format() when LC_NUMERIC is unset'
        """)
        if paste:
            shown = text.replace(chr(10), "\\n")
            out += [TAB + f"[100] textbox 'Paste text as attachment' value='{shown}'{fx('text')}", TAB + "[102] link 'Attach a file'"]
        else:
            out += [TAB + "[100] button 'File: Choose File'", TAB + "StaticText 'No file chosen'", TAB + "[102] link 'paste text as attachment'"]
        out += nest(f"""
              [104] textbox 'Description' value='{desc}'{fx("desc")}
              StaticText 'Content Type:'
              [106] checkbox 'patch', checked='{"true" if paste else "false"}'
              [108] radio 'auto-detect', checked='true'
              [110] radio 'select from list', checked='false'
              [112] radio 'enter manually', checked='false'
              StaticText 'Obsoletes:'
              [114] checkbox '9812: proposed fix v1', checked='{"true" if obsolete else "false"}'{fx("obs")}
              StaticText 'Flags:'
              [116] combobox 'review' value='{flag}'{fx("flag")}
              [118] textbox 'review requestee' value='{requestee}'{", disabled=True" if flag != "?" else ""}{fx("req")}
              [120] combobox 'approval-4.2' value=''
              [122] textbox 'Comment (optional)' value=''
              [124] checkbox 'Take bug', checked='false'
              [126] button 'Submit'
        """, 1)
        return page("Create New Attachment for Bug #31472", out, f"{base}/attachment.cgi?bugid=31472&action=enter")

    obs1 = form(False, "", "", False, "", "", "")
    obs2 = form(True, "", "", False, "", "", "text")
    obs3 = form(True, diff, "", False, "", "", "text")
    d4 = "proposed fix v2 (handles unset LC_NUMERIC)"
    obs4 = form(True, diff, d4, False, "", "", "desc")
    obs5 = form(True, diff, d4, True, "", "", "obs")
    obs6 = form(True, diff, d4, True, "?", "", "flag")
    obs7 = form(True, diff, d4, True, "?", "lena.moreau@heliolabs.org", "req")
    created = head() + nest("""
        [80] main ''
          [82] heading 'Attachment 9841 added to Bug 31472'
          StaticText 'Email sent to:'
          [84] list ''
            [85] listitem 'lena.moreau@heliolabs.org'
            [86] listitem 'tobias.krenn@heliolabs.org'
            [87] listitem 'qa-i18n@heliolabs.org'
          StaticText 'Excluding:'
          [88] list ''
            [89] listitem 'mira.stein@heliolabs.org'
          StaticText 'Back to'
          [90] link 'bug 31472'
          [92] link 'View the attachment'
          [94] link 'Create another attachment to bug 31472'
    """)
    obs8 = page("Attachment 9841 added to Bug 31472", created, f"{base}/attachment.cgi")
    atts9 = [(d4, "2.61 KB, patch", "2025-03-12 10:52 UTC, Mira Stein", "review?(lena.moreau)", True), atts0[1]]
    c9 = comments0 + [("Mira Stein", "2025-03-12 10:52:37 UTC", "Comment 6", f"Created attachment 9841 [details] [diff] {d4}")]
    obs9 = bug("2025-03-12 10:52 UTC", atts9, c9, 1, "", None)
    reply = "Lena, v2 frees the locale handle on the error path and adds tests/i18n/test_numeric_unset.c as a regression test. Verified in debian:12-slim."
    obs10 = bug("2025-03-12 10:52 UTC", atts9, c9, 1, reply, None)
    c11 = comments0 + [("Mira Stein", "2025-03-12 10:52:37 UTC", "Comment 6", f"Created attachment 9814 [details] [diff] {d4}"),
                       ("Mira Stein", "2025-03-12 10:54:10 UTC", "Comment 7", reply)]
    banner = nest("""
        [60] status ''
          StaticText 'Changes submitted for bug 31472'
          StaticText 'Email sent to: lena.moreau@heliolabs.org, tobias.krenn@heliolabs.org, qa-i18n@heliolabs.org'
    """)
    obs11 = bug("2025-03-12 10:54 UTC", atts9, c11, 1, "", banner)
    mine = [("31472", "Helio Shell", "i18n", "ASSI", "", "Crash in locale_format() when LC_NUMERIC is unset", "10:54:10"),
            ("31455", "Helio Shell", "terminal", "ASSI", "", "Bracketed paste breaks with tmux 3.5", "2025-03-11"),
            ("31430", "Helio Shell", "i18n", "CONF", "", "Plural forms wrong for Polish in job status line", "2025-03-10"),
            ("31397", "Helio Core", "config", "ASSI", "", "XDG_CONFIG_DIRS ignored when XDG_CONFIG_HOME is set", "2025-03-05"),
            ("31366", "Helio Shell", "completion", "UNCO", "", "Completion of ~user paths slow with sssd", "2025-02-27"),
            ("31302", "Helio Core", "i18n", "ASSI", "", "Right-to-left prompt renders mirrored cursor", "2025-02-14")]
    rows = [(300 + 12 * k, [[("link", i)], p_, c, "Mira Stein", s, r, [("link", sm)], ch]) for k, (i, p_, c, s, r, sm, ch) in enumerate(mine)]
    bl = head() + nest("""
        [80] main ''
          [82] heading 'Bug List: My Bugs'
          StaticText 'Wed Mar 12 2025 10:55:02 UTC'
          StaticText 'Assignee: mira.stein@heliolabs.org  Status: UNCONFIRMED, CONFIRMED, ASSIGNED, REOPENED'
          StaticText '6 bugs found.'
    """) + grid(280, ["ID", "Product", "Comp", "Assignee", "Status", "Resolution", "Summary", "Changed"], rows, 1) + nest("""
          [400] link 'Long Format'
          [402] link 'CSV'
          [404] link 'Feed'
          [406] link 'Change Columns'
          [408] link 'Change Several Bugs at Once'
          [410] link 'Edit Search'
    """, 1)
    obs12 = page("Bug List: My Bugs", bl, f"{base}/buglist.cgi?cmdtype=runnamed&namedcmd=My%20Bugs")
    turns = [
        ("click('192')", obs1),
        ("click('102')", obs2),
        (f"fill('100', {diff!r})", obs3),
        (f"fill('104', '{d4}')", obs4),
        ("click('114')", obs5),
        ("select_option('116', '?')", obs6),
        ("fill('118', 'lena.moreau@heliolabs.org')", obs7),
        ("click('126')", obs8),
        ("click('90')", obs9),
        (f"fill('302', '{reply}')", obs10),
        ("click('306')", obs11),
        ("click('40')", obs12),
    ]
    return dict(task="web", tid="h37-web-20", system=system(site), turns=turns, state=state, bad=True, turn=11,
                kind="attachment id in the creation comment of the new patch drifts (9841 shown as 9814)")


# Navidrome playlist from album tracks: clean
def t21() -> dict[str, Any]:
    base = "https://music.solberg.home"
    site = "a self-hosted Navidrome 0.55.1 instance at music.solberg.home as ingrid"
    tracks = [("First Class", "3:50", 14), ("Time (You and I)", "5:40", 31), ("Connaissais de Face", "4:25", 9), ("Father Bird, Mother Bird", "2:45", 6),
              ("If There Is No Question", "5:41", 11), ("Pelota", "3:13", 27), ("One to Remember", "4:13", 8), ("Dearest Alfred (MyJoy)", "4:50", 7),
              ("So We Wont Forget", "3:53", 22), ("Shida", "4:37", 10)]

    def side(playlists: list[str]) -> list[str]:
        out = nest("""
            [20] banner ''
              [22] button 'Open menu'
              [24] link 'Navidrome'
              [26] searchbox 'Search' value=''
              [28] button 'Activity'
              [30] button 'ingrid'
            [40] navigation ''
              [42] link 'Albums'
              [44] link 'Random'
              [46] link 'Recently Added'
              [48] link 'Starred'
              [50] link 'Top Rated'
              [52] link 'Most Played'
              [54] link 'Artists'
              [56] link 'Songs'
              [58] link 'Radios'
              [60] link 'Playlists'
        """)
        bids = {"Dinner jazz": 62, "Gym mix": 64, "Morning coffee": 66, "Evening drive": 68}
        out += [TAB * 2 + f"[{bids[p]}] link '{p}'" for p in playlists]
        return out

    pls = ["Dinner jazz", "Gym mix", "Morning coffee"]

    def album(sel: set[int], pl: list[str], extra: list[str] | None) -> str:
        out = side(pl)
        if sel:
            out += nest(f"""
                [200] toolbar ''
                  StaticText '{len(sel)} {"item" if len(sel) == 1 else "items"} selected'
                  [202] button 'Play Now'
                  [204] button 'Play Next'
                  [206] button 'Play Later'
                  [208] button 'Shuffle'
                  [210] button 'Add to playlist'
                  [212] button 'Download'
                  [214] button 'Unselect'
            """)
        out += nest("""
            [80] main ''
              [82] image 'Mordechai cover'
              [84] heading 'Mordechai'
              [86] link 'Khruangbin'
              StaticText '2020 · 10 songs · 43:07'
              StaticText 'Psychedelic, Funk'
              [88] button 'Play'
              [90] button 'Shuffle'
              [92] button 'Play Later'
              [94] button 'Add to playlist'
              [96] button 'Download'
              [98] button 'Star'
              [100] slider 'Rating' value='4'
        """)
        rows = [(300 + 12 * i, [[("checkbox", "", i in sel)], str(i + 1), t, "Khruangbin", d, str(pc), [("button", "Love")]]) for i, (t, d, pc) in enumerate(tracks)]
        out += grid(280, ["", "#", "Title", "Artist", "Time", "Plays", ""], rows, 1)
        if extra:
            out += extra
        return page("Navidrome - Mordechai", out, f"{base}/app/#/album/4c1e9b7d2a5f8e03b6d1c7a9f2e4b805/show")

    state = album(set(), pls, None)
    obs1 = album({1}, pls, None)
    obs2 = album({1, 8}, pls, None)

    def dialog(value: str, options: list[str], chosen: str | None) -> list[str]:
        out = nest(f"""
            [600] dialog 'Add 2 songs to playlist'
              [602] heading 'Add 2 songs to playlist'
              [604] combobox 'Select a playlist or type a new name' value='{value}', expanded={"True" if options else "False"}, focused
        """)
        if chosen:
            out += [TAB * 2 + f"[606] button '{chosen}'"]
        if options:
            out += [TAB * 2 + "[610] listbox ''"] + [TAB * 3 + f"[{611 + i}] option '{o}', selected=False" for i, o in enumerate(options)]
        out += [TAB * 2 + "[620] button 'Cancel'", TAB * 2 + "[622] button 'Add'" + ("" if chosen else ", disabled=True")]
        return out

    obs3 = album({1, 8}, pls, dialog("", ["Dinner jazz", "Gym mix", "Morning coffee"], None))
    obs4 = album({1, 8}, pls, dialog("Evening drive", ["Evening drive (new)"], None))
    obs5 = album({1, 8}, pls, dialog("", [], "Evening drive"))
    pls6 = ["Dinner jazz", "Evening drive", "Gym mix", "Morning coffee"]
    obs6 = album(set(), pls6, nest("""
        [700] status ''
          StaticText '2 songs added to playlist Evening drive'
    """))
    pl = side(pls6) + nest("""
        [80] main ''
          [82] image 'Evening drive cover'
          [84] heading 'Evening drive'
          StaticText 'ingrid · 2 songs · 9:33'
          StaticText 'Updated a few seconds ago'
          [86] button 'Play'
          [88] button 'Shuffle'
          [90] button 'Play Later'
          [92] button 'Download'
          [94] button 'Edit'
          [96] button 'Make public'
          [98] button 'Delete'
    """) + grid(280, ["", "#", "Title", "Artist", "Album", "Time", "Plays", ""], [
        (300, [[("checkbox", "", False)], "1", "Time (You and I)", "Khruangbin", "Mordechai", "5:40", "31", [("button", "Love")]]),
        (312, [[("checkbox", "", False)], "2", "So We Wont Forget", "Khruangbin", "Mordechai", "3:53", "22", [("button", "Love")]])], 1)
    obs7 = page("Navidrome - Evening drive", pl, f"{base}/app/#/playlist/9a2f61c4-0d7e-4b38-a5c1-6e8f2d9b3a70/show")
    turns = [
        ("click('314')", obs1),
        ("click('398')", obs2),
        ("click('210')", obs3),
        ("fill('604', 'Evening drive')", obs4),
        ("click('611')", obs5),
        ("click('622')", obs6),
        ("click('68')", obs7),
    ]
    return dict(task="web", tid="h37-web-21", system=system(site), turns=turns, state=state, bad=False)


# Gotify messages and applications: bad
def t22() -> dict[str, Any]:
    base = "https://push.solberg.home"
    site = "a self-hosted Gotify 2.6.1 server at push.solberg.home as admin"
    apps = ["grafana-alerts", "home-assistant", "proxmox", "watchtower"]

    def shell(sel: str) -> list[str]:
        out = nest("""
            [20] banner ''
              [22] link 'Gotify'
              [24] link 'apps'
              [26] link 'clients'
              [28] link 'users'
              [30] link 'plugins'
              [32] button 'admin'
              [34] button 'Logout'
              [36] button 'Toggle theme'
            [40] navigation ''
        """)
        out.append(TAB + "[42] link 'All Messages'" + (", focused" if sel == "All Messages" else ""))
        out += [TAB + f"[{44 + 2 * i}] link '{a}'" + (", focused" if sel == a else "") for i, a in enumerate(apps)]
        return out

    msgs = [
        ("m1", "home-assistant", "Washing machine finished", "Program Cotton 60 ended, 1h 58m, 0.92 kWh.", "9 minutes ago"),
        ("m2", "grafana-alerts", "[FIRING:1] CertificateExpiry mail.solberg.home", "TLS certificate for mail.solberg.home expires in 13 days (2025-03-25).", "14 minutes ago"),
        ("m3", "watchtower", "Watchtower updates on docker01", "Found new ghcr.io/immich-app/immich-server:release image (b61e0c1d3f2a). Stopping /immich_server (4f1a9c2e7b3d) with SIGTERM. Creating /immich_server.", "41 minutes ago"),
        ("m4", "grafana-alerts", "[RESOLVED] HighLoad pve02", "load15 back under 8 on pve02 (now 3.1).", "1 hour ago"),
        ("m5", "grafana-alerts", "[FIRING:1] HighLoad pve02", "load15 = 12.4 on pve02 (threshold 8) for 10m.", "2 hours ago"),
        ("m6", "proxmox", "vzdump backup status (pve01): backup successful", "6 VMs, 2 containers, total 148.3 GiB, duration 00:41:12.", "3 hours ago"),
        ("m7", "home-assistant", "Front door left open", "Front door open for more than 10 minutes.", "4 hours ago"),
        ("m8", "grafana-alerts", "[RESOLVED] DiskUsageHigh nas01", "/volume1 back to 84% after snapshot pruning.", "5 hours ago"),
        ("m9", "grafana-alerts", "[FIRING:1] DiskUsageHigh nas01", "/volume1 at 91% (threshold 90%).", "7 hours ago"),
        ("m10", "watchtower", "Watchtower updates on docker01", "Found new docker.io/linuxserver/jellyfin:latest image (91c3e0a7d2b4). Stopping /jellyfin (0d8e2f6a1c9b) with SIGTERM. Creating /jellyfin.", "9 hours ago"),
    ]
    mb = {m[0]: 100 + 8 * i for i, m in enumerate(msgs)}

    def messages(sel: str, items: list[tuple[str, str, str, str, str]]) -> str:
        out = shell(sel) + nest(f"""
            [80] main ''
              [82] heading '{sel}'
              [84] button 'Refresh'
              [86] button 'Delete All'
        """)
        for mid, app, title, body, when in items:
            b = mb[mid]
            out += [TAB + f"[{b}] article '{title}'", TAB * 2 + f"[{b + 1}] image '{app}'", TAB * 2 + f"[{b + 2}] heading '{title}'",
                    TAB * 2 + f"StaticText '{when}'", TAB * 2 + f"[{b + 3}] button 'Delete message'", TAB * 2 + f"StaticText '{body}'"]
        out += [TAB + "StaticText 'You have reached the end.'"]
        return page("Gotify", out, f"{base}/#/" if sel == "All Messages" else f"{base}/#/messages/{ {'grafana-alerts': 3}[sel]}")

    state = messages("All Messages", msgs)
    graf = [m for m in msgs if m[1] == "grafana-alerts"]
    obs1 = messages("grafana-alerts", graf)
    obs2 = messages("grafana-alerts", [m for m in graf if m[0] != "m4"])
    obs3 = messages("All Messages", msgs)

    def apps_page(dialog: list[str] | None) -> str:
        rows = [(300 + 16 * k, [[("image", n)], n, [("button", "Show token")], "*" * 15, d, str(p), lu, [("button", "Upload image"), ("button", "Edit"), ("button", "Delete")]])
                for k, (n, d, p, lu) in enumerate([
                    ("grafana-alerts", "Grafana unified alerting contact point", 5, "14 minutes ago"),
                    ("home-assistant", "HA notify.gotify", 4, "9 minutes ago"),
                    ("proxmox", "vzdump hook on pve01", 3, "3 hours ago"),
                    ("watchtower", "docker01 image updates", 2, "41 minutes ago")])]
        out = shell("") + nest("""
            [80] main ''
              [82] heading 'Applications'
              [84] button 'Create Application'
        """) + grid(280, ["", "Name", "Token", "", "Description", "Priority", "Last Used", ""], rows, 1)
        if dialog:
            out += dialog
        return page("Gotify", out, f"{base}/#/applications")

    obs4 = apps_page(None)

    def dlg(name: str) -> list[str]:
        return nest(f"""
            [600] dialog 'Create an application'
              [602] heading 'Create an application'
              StaticText 'An application is allowed to send messages.'
              [604] textbox 'Name *' value='{name}', focused
              [606] textbox 'Short Description' value=''
              [608] spinbutton 'Default Priority' value='0'
              [610] button 'Cancel'
              [612] button 'Create'{"" if name else ", disabled=True"}
        """)

    obs5 = apps_page(dlg(""))
    obs6 = apps_page(dlg("backup-nightly"))
    turns = [
        ("click('44')", obs1),
        (f"click('{mb['m4'] + 3}')", obs2),
        ("click('42')", obs3),
        ("click('24')", obs4),
        ("click('84')", obs5),
        ("fill('604', 'backup-nightly')", obs6),
    ]
    return dict(task="web", tid="h37-web-22", system=system(site), turns=turns, state=state, bad=True, turn=3,
                kind="message deleted by the agent is listed again under All Messages")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for make in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
                 t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        rs.add(**make())
    rs.write()


if __name__ == "__main__":
    main()
