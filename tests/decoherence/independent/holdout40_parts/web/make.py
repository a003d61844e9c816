# ruff: noqa: E501
"""Held-out set holdout40, web domain: 22 BrowserGym trajectories on self-hosted web apps.

Each observation is the page's accessibility tree (bids in brackets) after one BrowserGym action.
Half of the trajectories carry exactly one observation that contradicts an earlier turn; the others
only hold legitimate changes. ``main()`` writes ``web_test.jsonl`` and ``labels.json`` beside this file.
"""

from __future__ import annotations

from pathlib import Path

from tests.decoherence.independent.rowkit2 import RowSet, axtree

SYSTEM = """# Role and Objective

You are a **Web World Model**, a precise browser state simulator. Your task is to predict the exact next page state after a browser action is executed.

Given:
1. **Historical Context** (Optional): Previous interactions in this session
2. **Current Page State**: The visible browser page state (accessibility tree, elements addressed by their bid in brackets)
3. **Browser Action**: A BrowserGym action

Predict the **next page state** after the action is executed.

## Core Responsibilities

1. **State Prediction**: Generate the complete next page state after action execution
2. **Context Maintenance**: Track navigation state, focused elements, form values, and browsing history across turns
3. **Behavioral Fidelity**: Stay faithful to browser behavior, including navigation, loading completion, focus changes, and no-op actions

# Action Space

noop(wait_ms: float = 1000)
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
report_infeasible(reason: str)

# Content Requirements

If the action changes the page (link click, menu selection, pagination, search submission, modal opening, navigation), update the page-level state first: URL, title, main heading, visible main content. If it is a local edit, preserve the full page state and modify only the directly affected nodes, field values, focus and immediate dependent UI. Preserve untouched subtrees verbatim whenever possible. Return the unchanged page state only if the action clearly has no visible effect.

# Format Requirements

Preserve the current page state representation format exactly (same schema, structure and level of detail). Output exactly one complete and closed <predicted_observation></predicted_observation> block and nothing else."""


def q(s: str) -> str:
    return repr(s)


def t(d: int, s: str) -> str:
    return "\t" * d + s


def n(d: int, bid: int | str, role: str, name: str = "", *props: str) -> str:
    extra = "".join(", " + p for p in props)
    return t(d, f"[{bid}] {role} {q(name)}{extra}")


def st(d: int, s: str) -> str:
    return t(d, f"StaticText {q(s)}")


def grid(d: int, bid: int, name: str, headers: list[str], rows: list[tuple[int, list]]) -> list[str]:
    """A table: header row at bid+1, then each row at its own fixed bid; a cell is text or (role, text)."""
    out = [n(d, bid, "table", name), n(d + 1, bid + 1, "row", "")]
    out += [n(d + 2, bid + 2 + i, "columnheader", h) for i, h in enumerate(headers)]
    for rb, cells in rows:
        out.append(n(d + 1, rb, "row", ""))
        for j, c in enumerate(cells):
            cb = rb + 1 + j * 2
            if isinstance(c, tuple):
                out.append(n(d + 2, cb, "gridcell", ""))
                out.append(n(d + 3, cb + 1, c[0], c[1], *c[2:]))
            else:
                out.append(n(d + 2, cb, "gridcell", c))
    return out


def cb(bid: int | str, name: str, on: bool, d: int = 0) -> str:
    return n(d, bid, "checkbox", name, f"checked='{'true' if on else 'false'}'")


def tb(d: int, bid: int | str, name: str, value: str = "", *props: str) -> str:
    return n(d, bid, "textbox", name, *((f"value={q(value)}",) if value else ()), *props)


def combo(d: int, bid: int | str, name: str, value: str, options: list[str] | None = None, base: int = 0) -> list[str]:
    out = [n(d, bid, "combobox", name, f"value={q(value)}", "hasPopup='menu'", "expanded=False")]
    for i, o in enumerate(options or []):
        out.append(n(d + 1, base + i, "option", o, *(("selected=True",) if o == value else ("selected=False",))))
    return out


def act(s: str) -> str:
    return s


# ---------------------------------------------------------------------------
# 01 Jenkins jobs, clean
JK = "http://jenkins.int.corvid-pay.com:8080"


def _jk_head(crumbs: list[tuple[str, str]]) -> list[str]:
    out = [n(0, 12, "banner", ""),
           n(1, 13, "link", "Jenkins", f"url='{JK}/'"),
           n(1, 15, "search", ""),
           n(2, 16, "combobox", "Search (CTRL+K)", "hasPopup='listbox'", "expanded=False"),
           n(1, 18, "link", "Manage Jenkins", f"url='{JK}/manage/'"),
           n(1, 19, "button", "Dana Whitfield", "hasPopup='menu'"),
           n(1, 20, "link", "log out", f"url='{JK}/logout'"),
           n(0, 22, "navigation", "breadcrumbs")]
    for i, (name, url) in enumerate(crumbs):
        out.append(n(1, 23 + i * 2, "link", name, f"url='{url}'"))
    return out


def _jk_dashboard(jobs: list[tuple[str, str, str, str, str, str]], executors: list[str]) -> str:
    lines = _jk_head([("Dashboard", f"{JK}/")])
    lines += [n(0, 40, "navigation", "side panel"),
              n(1, 41, "link", "New Item", f"url='{JK}/view/all/newJob'"),
              n(1, 42, "link", "Build History", f"url='{JK}/view/all/builds'"),
              n(1, 43, "link", "Project Relationship", f"url='{JK}/projectRelationship'"),
              n(1, 44, "link", "Check File Fingerprint", f"url='{JK}/fingerprintCheck'"),
              n(1, 45, "link", "Manage Jenkins", f"url='{JK}/manage/'"),
              n(1, 46, "link", "My Views", f"url='{JK}/me/my-views'"),
              n(1, 47, "link", "New View", f"url='{JK}/newView'"),
              n(1, 50, "group", "Build Queue"),
              n(2, 51, "button", "Build Queue", "expanded=True"),
              st(2, "No builds in the queue."),
              n(1, 55, "group", "Build Executor Status"),
              n(2, 56, "button", "Build Executor Status", "expanded=True")]
    lines += [t(2, e) for e in executors]
    lines += [n(0, 80, "main", ""),
              n(1, 81, "tablist", ""),
              n(2, 82, "tab", "All", "selected=True"),
              n(2, 83, "tab", "deploy", "selected=False"),
              n(2, 84, "tab", "nightly", "selected=False"),
              n(2, 85, "link", "+", f"url='{JK}/newView'")]
    rows = []
    for i, (name, status, stab, succ, fail, dur) in enumerate(jobs):
        rows.append((200 + i * 20, [status, stab, ("link", name, f"url='{JK}/job/{name}/'"), succ, fail, dur,
                                    ("link", f"Schedule a Build for {name}")]))
    lines += grid(1, 100, "", ["S", "W", "Name ↓", "Last Success", "Last Failure", "Last Duration", ""], rows)
    lines += [st(1, "Icon:"), n(1, 360, "link", "S"), n(1, 361, "link", "M"), n(1, 362, "link", "L"),
              n(1, 364, "link", "Legend", f"url='{JK}/legend'"),
              n(1, 365, "link", "Atom feed for all", f"url='{JK}/rssAll'"),
              n(1, 366, "link", "Atom feed for failures", f"url='{JK}/rssFailed'"),
              n(1, 367, "link", "Atom feed for just latest builds", f"url='{JK}/rssLatest'"),
              n(0, 380, "contentinfo", ""),
              n(1, 381, "link", "REST API", f"url='{JK}/api/'"),
              n(1, 382, "button", "Jenkins 2.440.3", "hasPopup='menu'")]
    return axtree("Dashboard [Jenkins]", lines, f"{JK}/")


def _jk_job(history: list[tuple[str, str, str]], perma: list[str], stage_rows: list[tuple[str, str, list[str]]], extra: str = "") -> str:
    job = f"{JK}/job/payments-api-deploy/"
    lines = _jk_head([("Dashboard", f"{JK}/"), ("payments-api-deploy", job)])
    lines += [n(0, 40, "navigation", "side panel"),
              n(1, 41, "link", "Status", f"url='{job}'"),
              n(1, 42, "link", "Changes", f"url='{job}changes'"),
              n(1, 43, "link", "Build with Parameters", f"url='{job}build?delay=0sec'"),
              n(1, 44, "link", "Configure", f"url='{job}configure'"),
              n(1, 45, "link", "Delete Pipeline"),
              n(1, 46, "link", "Full Stage View", f"url='{job}workflow-stage'"),
              n(1, 47, "link", "Rename", f"url='{job}confirm-rename'"),
              n(1, 48, "link", "Pipeline Syntax", f"url='{job}pipeline-syntax'"),
              n(1, 50, "group", "Build History"),
              n(2, 51, "link", "trend", f"url='{job}buildTimeTrend'"),
              tb(2, 52, "Filter builds...")]
    for i, (num, when, icon) in enumerate(history):
        b = 60 + i * 4
        lines.append(n(2, b, "img", icon))
        lines.append(n(2, b + 1, "link", num, f"url='{job}{num[1:]}/'"))
        lines.append(n(2, b + 2, "link", when, f"url='{job}{num[1:]}/'"))
        if icon == "In progress":
            lines.append(n(2, b + 3, "progressbar", "Started 2.6 sec ago Estimated remaining time: 2 min 45 sec"))
    lines += [n(2, 100, "link", "Atom feed for all", f"url='{job}rssAll'"),
              n(2, 101, "link", "Atom feed for failures", f"url='{job}rssFailed'"),
              n(0, 110, "main", ""),
              n(1, 111, "heading", "payments-api-deploy"),
              st(1, "Builds and deploys payments-api to the selected Kubernetes environment (Helm chart charts/payments-api)."),
              n(1, 113, "link", "Edit description", f"url='{job}description/edit'")]
    if extra:
        lines.append(st(1, extra))
    lines += [n(1, 120, "heading", "Stage View")]
    heads = ["", "Checkout", "Build image", "Push image", "Migrate DB", "Deploy", "Smoke test"]
    rows = [(140, ["Average stage times: (Average full run time: ~2min 44s)", "4s", "1min 12s", "21s", "18s", "34s", "9s"])]
    for i, (num, when, cells) in enumerate(stage_rows):
        rows.append((160 + i * 16, [f"{num} {when}"] + cells))
    lines += grid(1, 121, "", heads, rows)
    lines += [n(1, 240, "heading", "Permalinks"), n(1, 241, "list", "")]
    for i, p in enumerate(perma):
        lines.append(n(2, 242 + i, "listitem", ""))
        lines.append(t(3, f"StaticText {q(p)}"))
    return axtree("payments-api-deploy [Jenkins]", lines, job)


def _jk_form(env: str, tag: str, focus_tag: bool = False) -> str:
    job = f"{JK}/job/payments-api-deploy/"
    lines = _jk_head([("Dashboard", f"{JK}/"), ("payments-api-deploy", job), ("Build with Parameters", f"{job}build?delay=0sec")])
    lines += [n(0, 40, "navigation", "side panel"),
              n(1, 41, "link", "Status", f"url='{job}'"),
              n(1, 42, "link", "Changes", f"url='{job}changes'"),
              n(1, 43, "link", "Build with Parameters", f"url='{job}build?delay=0sec'"),
              n(1, 44, "link", "Configure", f"url='{job}configure'"),
              n(0, 110, "main", ""),
              n(1, 111, "heading", "Pipeline payments-api-deploy"),
              st(1, "This build requires parameters:"),
              n(1, 130, "group", ""),
              st(2, "ENVIRONMENT"),
              *combo(2, 131, "ENVIRONMENT", env, ["staging", "production"], 132),
              st(2, "Target cluster. production deploys to k8s-prod-fra1, staging to k8s-stg-fra1."),
              st(2, "IMAGE_TAG"),
              tb(2, 135, "IMAGE_TAG", tag, *(("focused",) if focus_tag else ())),
              st(2, "Docker image tag from registry.corvid-pay.com/payments/payments-api (e.g. v2.14.0)."),
              st(2, "RUN_MIGRATIONS"),
              cb(137, "RUN_MIGRATIONS", True, 2),
              st(2, "Run Flyway migrations against the payments database before rollout."),
              st(2, "NOTIFY_SLACK"),
              cb(139, "NOTIFY_SLACK", True, 2),
              st(2, "Post the result to #deploys."),
              st(2, "DRY_RUN"),
              cb(141, "DRY_RUN", False, 2),
              st(2, "Render the Helm diff only, do not apply."),
              n(1, 150, "button", "Build"),
              n(0, 380, "contentinfo", ""),
              n(1, 381, "link", "REST API", f"url='{JK}/api/'"),
              n(1, 382, "button", "Jenkins 2.440.3", "hasPopup='menu'")]
    return axtree("payments-api-deploy [Jenkins]", lines, f"{job}build?delay=0sec")


# Jenkins jobs, clean
def traj01(rs: RowSet) -> None:
    jobs0 = [("billing-worker-ci", "Success", "Build stability: No recent builds failed.", "2 hr 14 min #318", "1 day 3 hr #312", "4 min 12 sec"),
             ("docs-site-publish", "Success", "Build stability: No recent builds failed.", "5 days 2 hr #96", "N/A", "58 sec"),
             ("frontend-nightly", "Success", "Build stability: 1 out of the last 5 builds failed.", "9 hr 41 min #1204", "2 days 9 hr #1202", "11 min"),
             ("infra-terraform-plan", "Failed", "Build stability: 3 out of the last 5 builds failed.", "4 days 1 hr #233", "40 min #236", "1 min 37 sec"),
             ("ledger-migrations", "Success", "Build stability: No recent builds failed.", "12 days #41", "1 mo 2 days #38", "3 min 5 sec"),
             ("payments-api-deploy", "Success", "Build stability: 2 out of the last 5 builds failed.", "19 hr #87", "3 days 6 hr #84", "2 min 48 sec"),
             ("risk-engine-ci", "Success", "Build stability: 1 out of the last 5 builds failed.", "27 min #742", "6 days 4 hr #729", "7 min 54 sec")]
    jobs1 = [("billing-worker-ci", "Success", "Build stability: No recent builds failed.", "2 hr 22 min #318", "1 day 3 hr #312", "4 min 12 sec"),
             ("docs-site-publish", "Success", "Build stability: No recent builds failed.", "5 days 2 hr #96", "N/A", "58 sec"),
             ("frontend-nightly", "Success", "Build stability: 1 out of the last 5 builds failed.", "9 hr 49 min #1204", "2 days 9 hr #1202", "11 min"),
             ("infra-terraform-plan", "Failed", "Build stability: 3 out of the last 5 builds failed.", "4 days 1 hr #233", "48 min #236", "1 min 37 sec"),
             ("ledger-migrations", "Success", "Build stability: No recent builds failed.", "12 days #41", "1 mo 2 days #38", "3 min 5 sec"),
             ("payments-api-deploy", "Success", "Build stability: 1 out of the last 5 builds failed.", "3 min 34 sec #88", "3 days 6 hr #84", "2 min 31 sec"),
             ("risk-engine-ci", "Success (In progress)", "Build stability: 1 out of the last 5 builds failed.", "35 min #742", "6 days 4 hr #729", "7 min 54 sec")]
    hist0 = [("#87", "Mar 11, 2025, 3:58 PM", "Success"), ("#86", "Mar 10, 2025, 2:47 PM", "Success"),
             ("#85", "Mar 10, 2025, 11:03 AM", "Success"), ("#84", "Mar 9, 2025, 4:55 AM", "Failed"),
             ("#83", "Mar 8, 2025, 6:20 PM", "Failed"), ("#82", "Mar 6, 2025, 10:31 AM", "Success"),
             ("#81", "Mar 5, 2025, 5:12 PM", "Success"), ("#80", "Mar 4, 2025, 9:40 AM", "Success")]
    stage0 = [("#87", "Mar 11 15:58 (3 commits)", ["3s", "1min 9s", "19s", "17s", "31s", "8s"]),
              ("#86", "Mar 10 14:47 (1 commit)", ["4s", "1min 14s", "22s", "16s", "36s", "9s"]),
              ("#85", "Mar 10 11:03 (No Changes)", ["4s", "1min 11s", "20s", "19s", "33s", "9s"]),
              ("#84", "Mar 09 04:55 (2 commits)", ["3s", "1min 16s", "24s", "21s failed", "", ""])]
    perma0 = ["Last build (#87), 19 hr ago", "Last stable build (#87), 19 hr ago", "Last successful build (#87), 19 hr ago",
              "Last failed build (#84), 3 days 6 hr ago", "Last unsuccessful build (#84), 3 days 6 hr ago",
              "Last completed build (#87), 19 hr ago"]
    hist1 = [("#88", "Mar 12, 2025, 11:06 AM", "In progress")] + hist0[:7]
    stage1 = [("#88", "Mar 12 11:06 (2 commits)", ["2s running", "", "", "", "", ""])] + stage0[:3]
    perma1 = ["Last build (#88), 2.6 sec ago", "Last stable build (#87), 19 hr ago", "Last successful build (#87), 19 hr ago",
              "Last failed build (#84), 3 days 6 hr ago", "Last unsuccessful build (#84), 3 days 6 hr ago",
              "Last completed build (#87), 19 hr ago"]
    job = f"{JK}/job/payments-api-deploy/"
    b88 = _jk_head([("Dashboard", f"{JK}/"), ("payments-api-deploy", job), ("#88", f"{job}88/")]) + [
        n(0, 40, "navigation", "side panel"),
        n(1, 41, "link", "Status", f"url='{job}88/'"),
        n(1, 42, "link", "Changes", f"url='{job}88/changes'"),
        n(1, 43, "link", "Console Output", f"url='{job}88/console'"),
        n(1, 44, "link", "Edit Build Information", f"url='{job}88/configure'"),
        n(1, 45, "link", "Parameters", f"url='{job}88/parameters'"),
        n(1, 46, "link", "Git Build Data", f"url='{job}88/git'"),
        n(1, 47, "link", "Pipeline Overview", f"url='{job}88/pipeline-overview'"),
        n(1, 48, "link", "Pipeline Steps", f"url='{job}88/flowGraphTable'"),
        n(1, 49, "link", "Workspaces", f"url='{job}88/ws'"),
        n(1, 50, "link", "Previous Build", f"url='{job}87/'"),
        n(0, 110, "main", ""),
        n(1, 111, "heading", "#88 (Mar 12, 2025, 11:06:14 AM)"),
        n(1, 112, "button", "Abort"),
        st(1, "Started 21 sec ago"),
        st(1, "Build has been executing for 21 sec"),
        n(1, 115, "progressbar", "Estimated remaining time: 2 min 27 sec"),
        st(1, "Started by user"),
        n(1, 116, "link", "Dana Whitfield", f"url='{JK}/user/dwhitfield'"),
        n(1, 118, "heading", "Changes"),
        n(1, 119, "list", ""),
        n(2, 120, "listitem", ""),
        st(3, "PAY-2291 retry idempotency key lookup on 409 ("),
        n(3, 121, "link", "details", f"url='{job}88/changes#detail0'"),
        st(3, "/ githubweb)"),
        n(2, 122, "listitem", ""),
        st(3, "bump chart version to 2.14.3 ("),
        n(3, 123, "link", "details", f"url='{job}88/changes#detail1'"),
        st(3, "/ githubweb)"),
        st(1, "Revision: 3a9f1c2e6b07d41e9c58aa2f0d7e61b4c92f8e05"),
        st(1, "Repository: git@git.corvid-pay.com:payments/payments-api.git"),
        n(1, 126, "list", ""),
        n(2, 127, "listitem", "refs/remotes/origin/main"),
        n(1, 130, "heading", "Parameters"),
        *grid(1, 131, "", ["Name", "Value"], [(140, ["ENVIRONMENT", "production"]), (146, ["IMAGE_TAG", "v2.14.3"]),
                                               (152, ["RUN_MIGRATIONS", "true"]), (158, ["NOTIFY_SLACK", "true"]),
                                               (164, ["DRY_RUN", "false"])]),
        n(0, 380, "contentinfo", ""),
        n(1, 381, "link", "REST API", f"url='{JK}/api/'"),
        n(1, 382, "button", "Jenkins 2.440.3", "hasPopup='menu'")]
    console_lines = [
        "Started by user Dana Whitfield",
        "Obtained Jenkinsfile from git git@git.corvid-pay.com:payments/payments-api.git",
        "[Pipeline] Start of Pipeline",
        "[Pipeline] node",
        "Running on linux-agent-02 in /var/lib/jenkins/workspace/payments-api-deploy",
        "[Pipeline] { (Checkout)",
        "11:06:16  > git fetch --no-tags --force --progress -- git@git.corvid-pay.com:payments/payments-api.git +refs/heads/*:refs/remotes/origin/*",
        "11:06:18  Checking out Revision 3a9f1c2e6b07d41e9c58aa2f0d7e61b4c92f8e05 (refs/remotes/origin/main)",
        "11:06:18  Commit message: \"bump chart version to 2.14.3\"",
        "[Pipeline] { (Build image)",
        "11:06:19  + docker build -t registry.corvid-pay.com/payments/payments-api:v2.14.3 .",
        "11:07:27  Successfully tagged registry.corvid-pay.com/payments/payments-api:v2.14.3",
        "[Pipeline] { (Push image)",
        "11:07:28  + docker push registry.corvid-pay.com/payments/payments-api:v2.14.3",
        "11:07:46  v2.14.3: digest: sha256:c41f0a9e27b3d85e16f4a0c92b7de3815fa6c04e9d2b17a8e3f05c6d9a4b2e71 size: 2419",
        "[Pipeline] { (Migrate DB)",
        "11:07:47  + flyway -url=jdbc:postgresql://pg-payments.prod.internal:5432/payments migrate",
        "11:07:58  Successfully applied 1 migration to schema \"public\", now at version v118 (execution time 00:00.412s)",
        "[Pipeline] { (Deploy)",
        "11:07:59  + helm upgrade --install payments-api charts/payments-api -n payments --kube-context k8s-prod-fra1 --set image.tag=v2.14.3 --wait --timeout 5m",
        "11:08:33  Release \"payments-api\" has been upgraded. Happy Helming!",
        "11:08:33  REVISION: 61",
        "[Pipeline] { (Smoke test)",
        "11:08:34  + ./scripts/smoke.sh https://payments-api.corvid-pay.com",
        "11:08:43  GET /healthz 200 (38 ms)  GET /v1/ping 200 (41 ms)  POST /v1/quotes/dry-run 201 (112 ms)",
        "[Pipeline] { (Declarative: Post Actions)",
        "11:08:44  slackSend: posted to #deploys (payments-api v2.14.3 -> production, SUCCESS)",
        "[Pipeline] End of Pipeline",
        "Finished: SUCCESS"]
    console = _jk_head([("Dashboard", f"{JK}/"), ("payments-api-deploy", job), ("#88", f"{job}88/"), ("Console Output", f"{job}88/console")]) + [
        n(0, 40, "navigation", "side panel"),
        n(1, 41, "link", "Status", f"url='{job}88/'"),
        n(1, 42, "link", "Changes", f"url='{job}88/changes'"),
        n(1, 43, "link", "Console Output", f"url='{job}88/console'"),
        n(1, 44, "link", "View as plain text", f"url='{job}88/consoleText'"),
        n(1, 45, "link", "Edit Build Information", f"url='{job}88/configure'"),
        n(1, 46, "link", "Parameters", f"url='{job}88/parameters'"),
        n(1, 50, "link", "Previous Build", f"url='{job}87/'"),
        n(0, 110, "main", ""),
        n(1, 111, "heading", "Console Output"),
        n(1, 112, "link", "Download", f"url='{job}88/consoleText'"),
        n(1, 113, "link", "Copy"),
        n(1, 114, "link", "View as plain text", f"url='{job}88/consoleText'"),
    ] + [st(1, ln) for ln in console_lines] + [
        n(0, 380, "contentinfo", ""),
        n(1, 381, "link", "REST API", f"url='{JK}/api/'"),
        n(1, 382, "button", "Jenkins 2.440.3", "hasPopup='menu'")]
    exec_end = ["[57] link 'Built-In Node'", "StaticText '1 Idle'", "StaticText '2 Idle'",
                "[60] link 'linux-agent-02'", "StaticText '1 Idle'", "StaticText '2 Idle'",
                "[63] link 'linux-agent-03'", "StaticText '1'", "[66] link 'risk-engine-ci #743'", "[67] progressbar 'Estimated remaining time: 6 min 2 sec'", "StaticText '2 Idle'"]
    exec0 = ["[57] link 'Built-In Node'", "StaticText '1 Idle'", "StaticText '2 Idle'",
             "[60] link 'linux-agent-02'", "StaticText '1 Idle'", "StaticText '2 Idle'",
             "[63] link 'linux-agent-03'", "StaticText '1 Idle'", "StaticText '2 Idle'"]
    turns = [
        (act("click('306')"), _jk_job(hist0, perma0, stage0)),
        (act("click('43')"), _jk_form("staging", "latest")),
        (act("select_option('131', 'production')"), _jk_form("production", "latest")),
        (act("fill('135', 'v2.14.3')"), _jk_form("production", "v2.14.3", focus_tag=True)),
        (act("click('150')"), _jk_job(hist1, perma1, stage1)),
        (act("click('61')"), axtree("payments-api-deploy #88 [Jenkins]", b88, f"{job}88/")),
        (act("click('43')"), axtree("payments-api-deploy #88 Console [Jenkins]", console, f"{job}88/console")),
        (act("click('23')"), _jk_dashboard(jobs1, exec_end)),
    ]
    rs.add(task="web", tid="h40-web-01", system=SYSTEM, turns=turns, state=_jk_dashboard(jobs0, exec0), bad=False)


# ---------------------------------------------------------------------------
# 02 Sentry issues (self-hosted), bad
SN = "https://sentry.acme-logistics.io"
_SN_ISSUES = [
    ("48213377", "TypeError", "CartSummary(src/components/cart/CartSummary.tsx)", "Cannot read properties of undefined (reading 'lineItems')", "CHECKOUT-WEB-3F1", "3min ago", "9d old", "187", "1.4K", "612", "Unassigned"),
    ("48190542", "ChunkLoadError", "?(app:///_next/static/chunks/webpack-2f91c7.js)", "Loading chunk 7721 failed. (error: https://cdn.acme-logistics.io/checkout/_next/static/chunks/7721.4b1e0c.js)", "CHECKOUT-WEB-3EZ", "11min ago", "6d old", "96", "884", "530", "Assigned to #frontend"),
    ("48277015", "Error", "handleNextAction(src/lib/payments/stripe.ts)", "PaymentIntent status requires_action was not handled", "CHECKOUT-WEB-3G4", "1hr ago", "2d old", "41", "212", "198", "Assigned to Marco Delgado"),
    ("47981230", "AbortError", "fetchShippingRates(src/lib/api/shipping.ts)", "The user aborted a request.", "CHECKOUT-WEB-3D8", "25min ago", "14d old", "19", "167", "141", "Unassigned"),
    ("47402118", "ReferenceError", "trackStep(src/lib/analytics/gtm.ts)", "dataLayer is not defined", "CHECKOUT-WEB-2ZQ", "2hr ago", "1mo old", "7", "96", "88", "Assigned to Aiko Tanaka"),
    ("48230961", "Error", "hydrateRoot(node_modules/react-dom/cjs/react-dom.production.min.js)", "Hydration failed because the initial UI does not match what was rendered on the server.", "CHECKOUT-WEB-3FK", "42min ago", "8d old", "9", "61", "59", "Unassigned"),
    ("47833406", "SecurityError", "readPersistedCart(src/lib/cart/storage.ts)", "Failed to read the 'localStorage' property from 'Window': Access is denied for this document.", "CHECKOUT-WEB-3C2", "5hr ago", "19d old", "3", "38", "31", "Unassigned"),
    ("48301877", "TimeoutError", "AddressAutocomplete(src/components/address/AddressAutocomplete.tsx)", "Address autocomplete request timed out after 8000ms", "CHECKOUT-WEB-3GA", "3hr ago", "1d old", "17", "17", "17", "Unassigned"),
]


def _sn_chrome() -> list[str]:
    items = ["Issues", "Projects", "Performance", "Releases", "User Feedback", "Alerts", "Discover", "Dashboards", "Crons", "Replays", "Stats", "Settings"]
    out = [n(0, 10, "navigation", "Primary Navigation"), n(1, 11, "button", "acme Priya Raman", "hasPopup='menu'")]
    for i, it in enumerate(items):
        path = "issues/" if it == "Issues" else it.lower().replace(" ", "-") + "/"
        out.append(n(1, 12 + i, "link", it, f"url='{SN}/organizations/acme/{path}'"))
    out.append(n(1, 26, "button", "Help", "hasPopup='menu'"))
    out.append(n(1, 27, "button", "What's new"))
    return out


def _sn_list(issues: list[tuple], unresolved: int) -> str:
    url = f"{SN}/organizations/acme/issues/?project=4&query=is%3Aunresolved&statsPeriod=14d"
    lines = _sn_chrome() + [
        n(0, 40, "main", ""),
        n(1, 41, "heading", "Issues"),
        n(1, 42, "button", "Project: checkout-web", "hasPopup='listbox'", "expanded=False"),
        n(1, 43, "button", "All Envs", "hasPopup='listbox'", "expanded=False"),
        n(1, 44, "button", "14D", "hasPopup='listbox'", "expanded=False"),
        n(1, 45, "tablist", ""),
        n(2, 46, "tab", f"Unresolved {unresolved}", "selected=True"),
        n(2, 47, "tab", "For Review 3", "selected=False"),
        n(2, 48, "tab", "Regressed", "selected=False"),
        n(2, 49, "tab", "Escalating 1", "selected=False"),
        n(2, 50, "tab", "Archived", "selected=False"),
        n(1, 52, "combobox", "Search events", "value='is:unresolved '", "hasPopup='listbox'", "expanded=False"),
        n(1, 53, "button", "Save search"),
        n(1, 54, "button", "Sort by: Last Seen", "hasPopup='listbox'", "expanded=False"),
        cb(60, "Select all issues on this page", False, 1),
        n(1, 61, "button", "Resolve", "disabled=True"),
        n(1, 62, "button", "Archive", "disabled=True"),
        n(1, 63, "button", "Mark Reviewed", "disabled=True"),
        n(1, 64, "button", "More issue actions", "disabled=True"),
        st(1, "Graph:"), n(1, 65, "button", "24h"), n(1, 66, "button", "14d"),
        st(1, "Events"), st(1, "Users"), st(1, "Assignee"),
        n(1, 70, "list", "")]
    for iid, etype, culprit, msg, short, last, age, day, ev, us, asg in issues:
        b = 200 + [x[0] for x in _SN_ISSUES].index(iid) * 10
        lines += [n(2, b, "listitem", ""),
                  cb(b + 1, "Select Issue", False, 3),
                  n(3, b + 2, "link", f"{etype} {culprit}", f"url='{SN}/organizations/acme/issues/{iid}/?project=4&query=is%3Aunresolved'"),
                  st(3, msg),
                  st(3, short),
                  st(3, last), st(3, age),
                  n(3, b + 4, "img", f"{day} events in the last 24 hours"),
                  st(3, ev), st(3, us),
                  n(3, b + 6, "button", asg, "hasPopup='menu'")]
    lines += [st(1, f"Showing {len(issues)} of {len(issues)} issues"),
              n(1, 1300, "button", "Previous", "disabled=True"), n(1, 1301, "button", "Next", "disabled=True")]
    return axtree("Issues — acme — Sentry", lines, url)


def _sn_detail(short: str, assignee: str, menu: str = "", resolved: bool = False, last_seen: str = "3 minutes ago", activity: list[str] | None = None, header_short: str = "") -> str:
    iid = "48213377"
    url = f"{SN}/organizations/acme/issues/{iid}/?project=4&query=is%3Aunresolved"
    lines = _sn_chrome() + [
        n(0, 40, "main", ""),
        n(1, 41, "navigation", "Breadcrumbs"),
        n(2, 42, "link", "Issues", f"url='{SN}/organizations/acme/issues/?project=4&query=is%3Aunresolved'"),
        st(2, short),
        n(1, 44, "heading", "TypeError"),
        st(1, "CartSummary(src/components/cart/CartSummary.tsx)"),
        st(1, "Cannot read properties of undefined (reading 'lineItems')"),
        n(1, 45, "img", "checkout-web"),
        st(1, header_short or short),
        n(1, 46, "button", "Copy Short-ID"),
        st(1, "Events"), st(1, "1.4K"), st(1, "Users"), st(1, "612"),
        st(1, "Assignee"),
        n(1, 48, "button", assignee, "hasPopup='menu'", f"expanded={'True' if menu == 'assign' else 'False'}")]
    if menu == "assign":
        lines += [n(2, 49, "menu", ""),
                  tb(3, 50, "Filter teams and people", "", "focused"),
                  n(3, 51, "menuitem", "Assign to me"),
                  st(3, "Suggested"),
                  n(3, 52, "menuitem", "Marco Delgado Suspect Commit"),
                  st(3, "Members"),
                  n(3, 53, "menuitem", "Aiko Tanaka"),
                  n(3, 54, "menuitem", "Marco Delgado"),
                  n(3, 55, "menuitem", "Priya Raman (You)"),
                  n(3, 56, "menuitem", "Tomás Ferreira"),
                  st(3, "Teams"),
                  n(3, 57, "menuitem", "#frontend"),
                  n(3, 58, "menuitem", "#payments"),
                  n(3, 59, "menuitem", "Clear Assignee", "disabled=True")]
    if resolved:
        lines += [n(1, 60, "button", "Unresolve"),
                  n(1, 62, "button", "Archive", "disabled=True")]
    else:
        lines += [n(1, 60, "button", "Resolve"),
                  n(1, 61, "button", "More resolve options", "hasPopup='menu'", f"expanded={'True' if menu == 'resolve' else 'False'}")]
        if menu == "resolve":
            lines += [n(2, 70, "menu", ""),
                      st(3, "Resolved In"),
                      n(3, 71, "menuitem", "The next release"),
                      n(3, 72, "menuitem", "The current release (5.18.0)"),
                      n(3, 73, "menuitem", "Another existing release…"),
                      n(3, 74, "menuitem", "A commit…")]
        lines += [n(1, 62, "button", "Archive"),
                  n(1, 63, "button", "Archive options", "hasPopup='menu'", "expanded=False")]
    lines += [n(1, 64, "button", "Bookmark"), n(1, 65, "button", "Subscribe"), n(1, 66, "button", "Share", "hasPopup='menu'"),
              n(1, 67, "button", "More Actions", "hasPopup='menu'")]
    if resolved:
        lines += [n(1, 68, "alert", ""), st(2, "This issue has been marked as resolved in the upcoming release.")]
    lines += [n(1, 80, "tablist", ""),
              n(2, 81, "tab", "Details", "selected=True"), n(2, 82, "tab", "Activity", "selected=False"),
              n(2, 83, "tab", "User Feedback 2", "selected=False"), n(2, 84, "tab", "Attachments", "selected=False"),
              n(2, 85, "tab", "Tags", "selected=False"), n(2, 86, "tab", "All Events", "selected=False"),
              n(2, 87, "tab", "Merged Issues", "selected=False"), n(2, 88, "tab", "Similar Issues", "selected=False"),
              n(2, 89, "tab", "Replays 14", "selected=False"),
              n(1, 90, "region", "Event"),
              st(2, "Event ID: 9c1e4f7a"), n(2, 91, "button", "Copy Event ID"),
              st(2, "Mar 12, 2025 2:41:09 PM UTC"),
              n(2, 92, "button", "Oldest"), n(2, 93, "button", "Newer", "disabled=True"), n(2, 94, "button", "Older"),
              n(2, 95, "button", "Newest", "disabled=True"),
              n(2, 96, "heading", "Highlights"),
              st(2, "handled: no  level: error  release: checkout-web@5.18.0  environment: production  transaction: /checkout/summary"),
              n(2, 100, "heading", "Stack Trace"),
              n(2, 101, "button", "Most Relevant", "pressed=True"), n(2, 102, "button", "Full Stack Trace"),
              st(2, "TypeError: Cannot read properties of undefined (reading 'lineItems')"),
              st(2, "mechanism: onerror  handled: false"),
              n(2, 104, "group", "src/components/cart/CartSummary.tsx in CartSummary at line 47:31", "expanded=True"),
              st(3, "44      const { cart, shipping } = useCheckout();"),
              st(3, "45      const currency = useCurrency();"),
              st(3, "46"),
              st(3, "47      const count = cart.lineItems.length;"),
              st(3, "48      const subtotal = sumBy(cart.lineItems, (li) => li.unitPrice * li.quantity);"),
              st(3, "49"),
              st(3, "50      return ("),
              n(2, 106, "group", "node_modules/react-dom/cjs/react-dom.production.min.js in renderWithHooks at line 160:137", "expanded=False"),
              n(2, 107, "group", "node_modules/react-dom/cjs/react-dom.production.min.js in mountIndeterminateComponent at line 196:213", "expanded=False"),
              n(2, 108, "button", "Show 14 more frames"),
              n(2, 110, "heading", "Breadcrumbs"),
              *grid(2, 111, "", ["Type", "Category", "Description", "Level", "Time"], [
                  (120, ["HTTP", "fetch", "GET https://shop.acme-logistics.io/api/cart [200]", "info", "14:40:52"]),
                  (132, ["User Action", "ui.click", "button#continue-to-summary", "info", "14:41:06"]),
                  (144, ["Navigation", "navigation", "from /checkout/shipping to /checkout/summary", "info", "14:41:06"]),
                  (156, ["HTTP", "fetch", "GET https://shop.acme-logistics.io/api/cart/summary [404]", "warning", "14:41:08"]),
                  (168, ["Error", "exception", "TypeError: Cannot read properties of undefined (reading 'lineItems')", "error", "14:41:09"])]),
              n(2, 190, "heading", "Tags"),
              st(2, "browser: Chrome 122.0.6261   os: Windows 10   device: Other   url: https://shop.acme-logistics.io/checkout/summary   user: id:cus_Pq81Vd2xM"),
              n(1, 900, "complementary", ""),
              n(2, 901, "heading", "Last 24 Hours"), st(2, "187"),
              n(2, 902, "heading", "Last 30 Days"), st(2, "1.4K"),
              n(2, 903, "heading", "First Seen"), st(2, "9 days ago in release 5.16.2"),
              n(2, 904, "heading", "Last Seen"), st(2, f"{last_seen} in release 5.18.0"),
              n(2, 905, "heading", "Suspect Commits"),
              st(2, "fix: drop cart fallback when summary endpoint misses — Marco Delgado committed 10 days ago (a71c9e4)"),
              n(2, 906, "heading", "Participants"), n(2, 907, "img", "Priya Raman" if assignee.startswith("Priya") else "No participants")]
    if activity:
        lines += [n(2, 910, "heading", "Activity")] + [st(2, a) for a in activity]
    return axtree(f"{short} - TypeError — acme — Sentry", lines, url)


# Sentry issues (self-hosted), bad
def traj02(rs: RowSet) -> None:
    short = "CHECKOUT-WEB-3F1"
    act_assign = ["Priya Raman assigned this issue to themselves · just now", "First seen · 9 days ago"]
    act_res = ["Priya Raman marked this issue as resolved in the upcoming release · just now"] + act_assign
    aged = {"CHECKOUT-WEB-3EZ": "12min ago", "CHECKOUT-WEB-3D8": "26min ago", "CHECKOUT-WEB-3FK": "43min ago"}
    others = [x[:5] + (aged.get(x[4], x[5]),) + x[6:] for x in _SN_ISSUES[1:]]
    turns = [
        (act("click('202')"), _sn_detail(short, "Unassigned")),
        (act("click('48')"), _sn_detail(short, "Unassigned", menu="assign")),
        (act("click('51')"), _sn_detail(short, "Priya Raman", last_seen="4 minutes ago", activity=act_assign)),
        (act("click('61')"), _sn_detail(short, "Priya Raman", menu="resolve", last_seen="4 minutes ago", activity=act_assign)),
        (act("click('71')"), _sn_detail(short, "Priya Raman", resolved=True, last_seen="4 minutes ago", activity=act_res, header_short="CHECKOUT-WEB-3F7")),
        (act("click('12')"), _sn_list(others, 7)),
    ]
    # ChunkLoadError detail
    url = f"{SN}/organizations/acme/issues/48190542/?project=4&query=is%3Aunresolved"
    lines = _sn_chrome() + [
        n(0, 40, "main", ""),
        n(1, 41, "navigation", "Breadcrumbs"),
        n(2, 42, "link", "Issues", f"url='{SN}/organizations/acme/issues/?project=4&query=is%3Aunresolved'"),
        st(2, "CHECKOUT-WEB-3EZ"),
        n(1, 44, "heading", "ChunkLoadError"),
        st(1, "?(app:///_next/static/chunks/webpack-2f91c7.js)"),
        st(1, "Loading chunk 7721 failed. (error: https://cdn.acme-logistics.io/checkout/_next/static/chunks/7721.4b1e0c.js)"),
        n(1, 45, "img", "checkout-web"), st(1, "CHECKOUT-WEB-3EZ"), n(1, 46, "button", "Copy Short-ID"),
        st(1, "Events"), st(1, "884"), st(1, "Users"), st(1, "530"),
        st(1, "Assignee"), n(1, 48, "button", "#frontend", "hasPopup='menu'", "expanded=False"),
        n(1, 60, "button", "Resolve"), n(1, 61, "button", "More resolve options", "hasPopup='menu'", "expanded=False"),
        n(1, 62, "button", "Archive"), n(1, 63, "button", "Archive options", "hasPopup='menu'", "expanded=False"),
        n(1, 64, "button", "Bookmark"), n(1, 65, "button", "Subscribe"), n(1, 66, "button", "Share", "hasPopup='menu'"),
        n(1, 67, "button", "More Actions", "hasPopup='menu'"),
        n(1, 80, "tablist", ""),
        n(2, 81, "tab", "Details", "selected=True"), n(2, 82, "tab", "Activity", "selected=False"),
        n(2, 83, "tab", "User Feedback", "selected=False"), n(2, 84, "tab", "Attachments", "selected=False"),
        n(2, 85, "tab", "Tags", "selected=False"), n(2, 86, "tab", "All Events", "selected=False"),
        n(2, 87, "tab", "Merged Issues", "selected=False"), n(2, 88, "tab", "Similar Issues", "selected=False"),
        n(2, 89, "tab", "Replays 31", "selected=False"),
        n(1, 90, "region", "Event"),
        st(2, "Event ID: e27d40b9"), n(2, 91, "button", "Copy Event ID"),
        st(2, "Mar 12, 2025 2:33:47 PM UTC"),
        n(2, 96, "heading", "Highlights"),
        st(2, "handled: no  level: error  release: checkout-web@5.18.0  environment: production  transaction: /checkout/payment"),
        n(2, 100, "heading", "Stack Trace"),
        st(2, "ChunkLoadError: Loading chunk 7721 failed."),
        st(2, "mechanism: onunhandledrejection  handled: false"),
        n(2, 104, "group", "app:///_next/static/chunks/webpack-2f91c7.js in ? at line 1:3617", "expanded=True"),
        st(3, "Source code was not found for app:///_next/static/chunks/webpack-2f91c7.js"),
        n(2, 105, "button", "Show 3 more frames"),
        n(2, 110, "heading", "Breadcrumbs"),
        *grid(2, 111, "", ["Type", "Category", "Description", "Level", "Time"], [
            (120, ["Navigation", "navigation", "from /checkout/shipping to /checkout/payment", "info", "14:33:41"]),
            (132, ["HTTP", "fetch", "GET https://cdn.acme-logistics.io/checkout/_next/static/chunks/7721.4b1e0c.js [0]", "error", "14:33:47"]),
            (144, ["Error", "exception", "ChunkLoadError: Loading chunk 7721 failed.", "error", "14:33:47"])]),
        n(2, 190, "heading", "Tags"),
        st(2, "browser: Mobile Safari 17.3   os: iOS 17.3.1   device: iPhone   url: https://shop.acme-logistics.io/checkout/payment"),
        n(1, 900, "complementary", ""),
        n(2, 901, "heading", "Last 24 Hours"), st(2, "96"),
        n(2, 902, "heading", "Last 30 Days"), st(2, "884"),
        n(2, 903, "heading", "First Seen"), st(2, "6 days ago in release 5.17.0"),
        n(2, 904, "heading", "Last Seen"), st(2, "12 minutes ago in release 5.18.0"),
        n(2, 906, "heading", "Participants"), n(2, 907, "img", "Aiko Tanaka")]
    turns.append((act("click('212')"), axtree("CHECKOUT-WEB-3EZ - ChunkLoadError — acme — Sentry", lines, url)))
    rs.add(task="web", tid="h40-web-02", system=SYSTEM, turns=turns, state=_sn_list(_SN_ISSUES, 8), bad=True, turn=5,
           kind="issue short ID changes after resolving (3F1 shown as 3F7)")


# ---------------------------------------------------------------------------
# 03 Zammad tickets, clean
ZM = "https://support.northwind-it.de"
_ZM_TICKETS = [
    ("31062", "Printer on 3rd floor prints blank pages", "Lukas Wagner", "Facilities IT", "new", "-", "18 minutes ago"),
    ("31060", "Request: access to SAP QA client 300", "Elena Richter", "SAP Support", "open", "Miriam Hoffmann", "1 hour ago"),
    ("31058", "Outlook keeps asking for password", "Sabine Krüger", "IT Service Desk", "new", "-", "2 hours ago"),
    ("31055", "New laptop for onboarding K. Yilmaz (start 17.03.)", "Petra Schulz", "Hardware", "open", "Tobias Lang", "3 hours ago"),
    ("31052", "Teams room display offline (R 2.14)", "Facility Team", "Facilities IT", "open", "-", "5 hours ago"),
    ("31050", "Shared mailbox einkauf@ missing in Outlook", "Martin Koch", "IT Service Desk", "open", "Katrin Vogel", "6 hours ago"),
    ("31047", "VPN disconnects every 20 min on Windows 11", "Jonas Becker", "IT Service Desk", "open", "-", "1 day ago"),
    ("31044", "Jira license for new contractor", "Claudia Neumann", "Licensing", "open", "Deniz Arslan", "1 day ago"),
    ("31041", "Cannot print PDF from DATEV", "Heike Zimmermann", "IT Service Desk", "open", "-", "1 day ago"),
    ("31039", "SAP GUI crashes on transaction ME21N", "Frank Hartmann", "SAP Support", "open", "Miriam Hoffmann", "2 days ago"),
    ("31036", "Phishing mail reported: 'DHL Paket Zustellung'", "Julia Braun", "Security", "new", "-", "2 days ago"),
    ("31033", "Replace battery UPS server room B", "Facility Team", "Facilities IT", "pending reminder", "Tobias Lang", "2 days ago"),
    ("31031", "MFA reset for s.lehmann", "Stefan Lehmann", "IT Service Desk", "pending reminder", "Miriam Hoffmann", "3 days ago"),
    ("31029", "Second monitor flickers (Dell P2422H)", "Nina Krause", "Hardware", "open", "-", "3 days ago"),
    ("31025", "Adobe Acrobat Pro license transfer", "Thomas Meyer", "Licensing", "open", "Deniz Arslan", "4 days ago"),
    ("31022", "SharePoint site 'Projekt Nordlicht' permissions", "Andrea Wolf", "IT Service Desk", "open", "Miriam Hoffmann", "4 days ago"),
    ("31018", "Wi-Fi guest voucher printer not working", "Reception", "Facilities IT", "open", "-", "5 days ago"),
    ("31014", "Migrate old file share \\\\fs02\\vertrieb", "Oliver Schäfer", "Infrastructure", "open", "Katrin Vogel", "6 days ago"),
    ("31007", "Delete mailbox of former employee R. Peters", "HR Team", "IT Service Desk", "pending reminder", "Miriam Hoffmann", "1 week ago"),
    ("31003", "Keyboard layout switches to US randomly", "Monika Schmitt", "IT Service Desk", "open", "-", "1 week ago"),
    ("30997", "Firewall rule for supplier SFTP (Kühne Logistik)", "Jan Fischer", "Infrastructure", "open", "Katrin Vogel", "1 week ago"),
    ("30988", "Quarterly access review SAP roles", "Compliance", "SAP Support", "open", "Miriam Hoffmann", "2 weeks ago"),
    ("30979", "Plotter A0 driver for CAD workstation", "Bernd Hoffmann", "Hardware", "pending reminder", "Tobias Lang", "2 weeks ago"),
]


def _zm_nav(counts: dict[str, int], active: str, tabs: list[str]) -> list[str]:
    out = [n(0, 10, "navigation", ""),
           n(1, 11, "link", "Overviews", f"url='{ZM}/#ticket/view'"),
           n(1, 12, "link", "Dashboard", f"url='{ZM}/#dashboard'"),
           n(1, 13, "link", "Knowledge Base", f"url='{ZM}/#knowledge_base/1/locale/en-us'"),
           n(1, 14, "link", "Reporting", f"url='{ZM}/#report'"),
           n(1, 15, "button", "New"),
           n(1, 16, "searchbox", "Search…"),
           n(1, 17, "button", "Miriam Hoffmann", "hasPopup='menu'")]
    for i, tname in enumerate(tabs):
        out.append(n(1, 18 + i, "link", tname))
    out += [n(0, 30, "navigation", "Overviews")]
    slugs = {"My Assigned Tickets": "my_assigned", "Unassigned & Open Tickets": "all_unassigned", "My Pending Reached Tickets": "my_pending_reached",
             "My Subscribed Tickets": "my_subscribed_tickets", "Open Tickets": "all_open", "Pending Reached Tickets": "all_pending_reached",
             "Escalated Tickets": "all_escalated"}
    for i, (name, cnt) in enumerate(counts.items()):
        props = [f"url='{ZM}/#ticket/view/{slugs[name]}'"] + (["focused"] if name == active else [])
        out.append(n(1, 31 + i * 2, "link", name, *props))
        out.append(st(2, str(cnt)))
    return out


def _zm_overview(title: str, slug: str, counts: dict[str, int], rows: list[tuple], tabs: list[str]) -> str:
    lines = _zm_nav(counts, title, tabs) + [
        n(0, 50, "main", ""),
        n(1, 51, "heading", title),
        st(1, f"{len(rows)} tickets"),
        n(1, 52, "button", "Options", "hasPopup='menu'"),
        n(1, 53, "button", "View: Table", "hasPopup='menu'")]
    trows = []
    for (num, ttl, cust, grp, state, owner, created) in rows:
        b = 200 + (31070 - int(num)) * 20
        trows.append((b, [("checkbox", "", "checked='false'"), f"#{num}", ("link", ttl, f"url='{ZM}/#ticket/zoom/{num}'"), cust, grp, state, owner, created]))
    lines += grid(1, 60, "", ["", "#", "Title", "Customer", "Group", "State", "Owner", "Created at"], trows)
    return axtree(f"{title} - Zammad", lines, f"{ZM}/#ticket/view/{slug}")


def _zm_zoom(counts: dict[str, int], owner: str, state: str, owner_open: bool = False, note: str = "", pending: str | None = None,
             dirty: bool = False, articles_extra: list[str] | None = None, tabs: list[str] | None = None, note_focus: bool = False) -> str:
    lines = _zm_nav(counts, "", tabs or ["VPN disconnects every 20 min on Windows 11"]) + [
        n(0, 50, "main", ""),
        n(1, 51, "img", "Jonas Becker"),
        n(1, 52, "heading", "VPN disconnects every 20 min on Windows 11"),
        st(1, "#31047 · created 1 day ago"),
        n(1, 53, "button", "Ticket actions", "hasPopup='menu'"),
        n(1, 54, "button", "Previous in overview"), n(1, 55, "button", "Next in overview"),
        n(1, 60, "article", ""),
        n(2, 61, "img", "Jonas Becker"),
        st(2, "Jonas Becker"),
        st(2, "via email · 1 day ago"),
        st(2, "From: Jonas Becker <jonas.becker@northwind-it.de>"),
        st(2, "To: IT Service Desk <servicedesk@northwind-it.de>"),
        st(2, "Hi, since the update last week my VPN (FortiClient 7.2.3) drops every ~20 minutes when I work from home. In the office everything is fine. Laptop NB-0412, Windows 11 23H2. After the drop I have to reconnect manually and Teams calls cut out. Can you have a look? Regards, Jonas"),
        n(2, 62, "button", "reply"), n(2, 63, "button", "reply all"), n(2, 64, "button", "forward"), n(2, 65, "button", "split"),
        n(1, 70, "article", ""),
        n(2, 71, "img", "Zammad"),
        st(2, "System"), st(2, "auto reply · 1 day ago"),
        st(2, "Your request (Ticket#31047) has been received and will be reviewed by our support staff."),
    ]
    lines += articles_extra or []
    lines += [n(1, 100, "region", "new article"),
              n(2, 101, "button", "Article type: note", "hasPopup='menu'"),
              cb(102, "internal", True, 2),
              n(2, 103, "textbox", "Text", *((f"value={q(note)}",) if note else ()), *(("focused",) if note_focus else ()), "multiline"),
              n(2, 104, "button", "Attach files"),
              n(2, 105, "button", "Insert text module")]
    lines += [n(0, 120, "complementary", ""),
              n(1, 121, "tablist", ""),
              n(2, 122, "tab", "Ticket", "selected=True"), n(2, 123, "tab", "Customer", "selected=False"),
              n(2, 124, "tab", "Organization", "selected=False"),
              n(1, 130, "heading", "Ticket"),
              n(1, 131, "combobox", "Group", "value='IT Service Desk'", "hasPopup='menu'", "expanded=False"),
              n(1, 132, "combobox", "Owner", f"value={q(owner)}", "hasPopup='menu'", f"expanded={owner_open}")]
    if owner_open:
        for i, o in enumerate(["-", "Deniz Arslan", "Katrin Vogel", "Miriam Hoffmann", "Tobias Lang"]):
            lines.append(n(2, 133 + i, "option", o, f"selected={o == owner}"))
    lines.append(n(1, 140, "combobox", "State", f"value={q(state)}", "hasPopup='menu'", "expanded=False"))
    if pending is not None:
        lines.append(tb(1, 141, "Pending till", pending, "required", *(() if pending else ("invalid=True",))))
    lines += [n(1, 142, "combobox", "Priority", "value='2 normal'", "hasPopup='menu'", "expanded=False"),
              n(1, 143, "heading", "Tags"), n(1, 144, "link", "vpn"), n(1, 145, "link", "home-office"), n(1, 146, "button", "+ add tag"),
              n(1, 147, "heading", "Links"), n(1, 148, "button", "+ add link"),
              n(1, 150, "heading", "Subscribers"), n(1, 151, "img", "Jonas Becker")]
    lines += [n(0, 160, "contentinfo", "")]
    if dirty:
        lines.append(n(1, 161, "link", "Discard your unsaved changes."))
    lines += [n(1, 162, "button", "Macros", "hasPopup='menu'"), n(1, 163, "button", "Update")]
    return axtree("VPN disconnects every 20 min on Windows 11 - Zammad", lines, f"{ZM}/#ticket/zoom/31047")


# Zammad tickets, clean
def traj03(rs: RowSet) -> None:
    counts0 = {"My Assigned Tickets": 6, "Unassigned & Open Tickets": 9, "My Pending Reached Tickets": 1, "My Subscribed Tickets": 2,
               "Open Tickets": 23, "Pending Reached Tickets": 3, "Escalated Tickets": 1}
    counts1 = dict(counts0, **{"My Assigned Tickets": 7, "Unassigned & Open Tickets": 8})
    counts2 = dict(counts1, **{"Unassigned & Open Tickets": 9, "Open Tickets": 24})
    note = "Asked Jonas for the FortiClient debug log (diagnose debug app fortivpn) and his home router model. Drops every ~20 min point to DTLS/idle timeout; will test with DTLS off on Friday."
    tabs = ["VPN disconnects every 20 min on Windows 11"]
    mine = [x for x in _ZM_TICKETS if x[5] == "Miriam Hoffmann"]
    after = []
    for x in _ZM_TICKETS:
        if x[0] == "31047":
            x = x[:4] + ("pending reminder", "Miriam Hoffmann") + x[6:]
        after.append(x)
    mine1 = [x for x in after if x[5] == "Miriam Hoffmann"]
    new_t = ("31063", "Laptop won't connect to Dell WD19 docking station", "Anna Schmid", "Hardware", "new", "-", "1 minute ago")
    open2 = [new_t] + [(x[:6] + ("26 minutes ago",)) if x[0] == "31062" else x for x in after]
    note_art = [n(1, 80, "article", ""), n(2, 81, "img", "Miriam Hoffmann"), st(2, "Miriam Hoffmann"),
                st(2, "internal note · just now"), st(2, note)]
    turns = [
        (act("click('666')"), _zm_zoom(counts0, "-", "open", tabs=tabs)),
        (act("click('132')"), _zm_zoom(counts0, "-", "open", owner_open=True, tabs=tabs)),
        (act("select_option('132', 'Miriam Hoffmann')"), _zm_zoom(counts0, "Miriam Hoffmann", "open", dirty=True, tabs=tabs)),
        (act(f"fill('103', {note!r})"), _zm_zoom(counts0, "Miriam Hoffmann", "open", note=note, dirty=True, tabs=tabs, note_focus=True)),
        (act("select_option('140', 'pending reminder')"), _zm_zoom(counts0, "Miriam Hoffmann", "pending reminder", note=note, pending="", dirty=True, tabs=tabs)),
        (act("fill('141', '03/14/2025 09:00')"), _zm_zoom(counts0, "Miriam Hoffmann", "pending reminder", note=note, pending="03/14/2025 09:00", dirty=True, tabs=tabs)),
        (act("click('163')"), _zm_zoom(counts1, "Miriam Hoffmann", "pending reminder", pending="03/14/2025 09:00", articles_extra=note_art, tabs=tabs)),
        (act("click('31')"), _zm_overview("My Assigned Tickets", "my_assigned", counts1, mine1, tabs)),
        (act("click('39')"), _zm_overview("Open Tickets", "all_open", counts2, open2, tabs)),
    ]
    assert len(mine) == 6 and len(mine1) == 7
    rs.add(task="web", tid="h40-web-03", system=SYSTEM, turns=turns, state=_zm_overview("Open Tickets", "all_open", counts0, _ZM_TICKETS, []), bad=False)


# ---------------------------------------------------------------------------
# 04 Harbor projects, bad
HB = "https://harbor.platform.kestrel-ml.net"
_HB_ARTS = [
    ("7be3f0a1", "v1.9.2, latest", "412.87MiB", "2 High", "3/11/25, 6:42 PM", "3/12/25, 9:15 AM"),
    ("c29d4e88", "v1.9.1", "412.51MiB", "3 High", "3/4/25, 11:20 AM", "3/11/25, 6:50 PM"),
    ("4f1c9a02", "pr-412", "413.04MiB", "2 High", "3/3/25, 4:08 PM", "3/3/25, 4:31 PM"),
    ("0d6b7e51", "pr-405", "412.98MiB", "3 High", "2/27/25, 1:55 PM", "2/27/25, 2:10 PM"),
    ("a93e21fc", "pr-398", "411.76MiB", "3 High", "2/20/25, 10:12 AM", "2/20/25, 10:40 AM"),
    ("e51f8d37", "v1.9.0", "411.70MiB", "3 High", "2/18/25, 3:33 PM", "3/5/25, 8:02 AM"),
    ("19ab6c40", "pr-391", "411.69MiB", "1 Critical", "2/14/25, 5:47 PM", "2/14/25, 6:02 PM"),
    ("b8720d9e", "v1.8.4", "409.12MiB", "1 Critical", "2/6/25, 9:18 AM", "2/28/25, 7:44 AM"),
    ("5cd03a7b", "pr-377", "409.40MiB", "1 Critical", "1/30/25, 2:26 PM", "1/30/25, 2:51 PM"),
    ("f02e61b4", "v1.8.3", "408.95MiB", "2 Critical", "1/22/25, 11:05 AM", "2/6/25, 9:30 AM"),
    ("3a7c58e0", "v1.8.2", "408.91MiB", "2 Critical", "1/9/25, 4:40 PM", "1/22/25, 11:12 AM"),
    ("96d41f2a", "pr-366", "408.88MiB", "2 Critical", "1/7/25, 10:03 AM", "1/7/25, 10:29 AM"),
    ("d7e0b3c5", "v1.8.1", "402.17MiB", "2 Critical", "12/17/24, 3:12 PM", "1/9/25, 4:55 PM"),
    ("2b9f6a81", "v1.8.0", "401.63MiB", "3 Critical", "12/3/24, 1:21 PM", "12/17/24, 3:20 PM"),
]


def _hb_chrome(crumbs: list[tuple[str, str]]) -> list[str]:
    out = [n(0, 10, "banner", ""),
           n(1, 11, "link", "Harbor", f"url='{HB}/harbor/projects'"),
           n(1, 12, "searchbox", "Search Harbor..."),
           n(1, 13, "button", "English", "hasPopup='menu'"),
           n(1, 14, "button", "r.okafor", "hasPopup='menu'"),
           n(0, 20, "navigation", ""),
           n(1, 21, "link", "Projects", f"url='{HB}/harbor/projects'"),
           n(1, 22, "link", "Logs", f"url='{HB}/harbor/logs'"),
           n(1, 23, "button", "Administration", "expanded=False"),
           n(1, 24, "button", "Dark", "pressed=False"),
           n(1, 25, "link", "Harbor API V2.0", f"url='{HB}/devcenter-api-2.0'")]
    if crumbs:
        out.append(n(0, 30, "navigation", "breadcrumb"))
        for i, (name, url) in enumerate(crumbs):
            out.append(n(1, 31 + i, "link", name, f"url='{url}'"))
    return out


def _hb_project_tabs(sel: str) -> list[str]:
    out = [n(1, 42, "tablist", "")]
    for i, tname in enumerate(["Summary", "Repositories", "Members", "Labels", "Scanner", "P2P Preheat", "Policy", "Robot Accounts", "Webhooks", "Logs", "Configuration"]):
        out.append(n(2, 43 + i, "tab", tname, f"selected={tname == sel}"))
    return out


def _hb_repos(ig_count: int, ig_time: str) -> str:
    repos = [("inference-gateway", str(ig_count), "2318", ig_time),
             ("model-router", "9", "1204", "3/10/25, 2:05 PM"),
             ("embedding-svc", "8", "1530", "3/7/25, 5:51 PM"),
             ("feature-fetcher", "11", "964", "3/6/25, 10:37 AM"),
             ("triton-server-custom", "6", "877", "2/25/25, 8:14 AM"),
             ("batch-scorer", "5", "311", "2/11/25, 3:26 PM"),
             ("canary-analyzer", "3", "58", "1/28/25, 12:09 PM")]
    lines = _hb_chrome([("Projects", f"{HB}/harbor/projects")]) + [
        n(0, 40, "main", ""),
        n(1, 41, "heading", "ml-serving"), st(1, "Maintainer"),
        *_hb_project_tabs("Repositories"),
        n(1, 60, "button", "PUSH COMMAND", "hasPopup='menu'"),
        n(1, 61, "button", "DELETE", "disabled=True"),
        n(1, 62, "textbox", "Filter Repositories"),
        n(1, 63, "button", "Refresh"),
        n(1, 64, "button", "List view", "pressed=True"), n(1, 65, "button", "Card view", "pressed=False")]
    rows = [(200 + i * 12, [("checkbox", "Select", "checked='false'"), ("link", f"ml-serving/{r}", f"url='{HB}/harbor/projects/7/repositories/{r}/artifacts-tab'"), a, p, tm])
            for i, (r, a, p, tm) in enumerate(repos)]
    lines += grid(1, 70, "", ["", "Name", "Artifacts", "Pulls", "Last Modified Time"], rows)
    lines += [n(1, 300, "combobox", "Page size", "value='15'", "hasPopup='menu'", "expanded=False"), st(1, "1 - 7 of 7 items")]
    return axtree("Harbor", lines, f"{HB}/harbor/projects/7/repositories")


def _hb_arts(arts: list[tuple], selected: set[str], menu: bool = False, modal: bool = False, toast: str = "", filt: str = "") -> str:
    lines = _hb_chrome([("Projects", f"{HB}/harbor/projects"), ("ml-serving", f"{HB}/harbor/projects/7/repositories"), ("Repositories", f"{HB}/harbor/projects/7/repositories")]) + [
        n(0, 40, "main", "")]
    if toast:
        lines += [n(1, 41, "alert", ""), st(2, toast), n(2, 42, "button", "Close")]
    lines += [n(1, 44, "heading", "inference-gateway"),
              n(1, 45, "tablist", ""), n(2, 46, "tab", "Info", "selected=False"), n(2, 47, "tab", "Artifacts", "selected=True"),
              n(1, 50, "button", "SCAN", *(() if selected else ("disabled=True",))),
              n(1, 51, "button", "STOP", "disabled=True"),
              n(1, 52, "button", "ACTIONS", "hasPopup='menu'", f"expanded={menu}", *(() if selected else ("disabled=True",)))]
    if menu:
        lines += [n(2, 53, "menu", ""), n(3, 54, "menuitem", "Copy", "disabled=True"), n(3, 55, "menuitem", "Copy Digest", "disabled=True"),
                  n(3, 56, "menuitem", "Add Labels", "disabled=True"), n(3, 57, "menuitem", "Delete")]
    lines += [n(1, 58, "combobox", "Filter by", "value='Tags'", "hasPopup='menu'", "expanded=False"),
              tb(1, 59, "Filter Artifacts", filt, *(("focused",) if filt else ())),
              n(1, 60, "button", "Refresh"),
              n(1, 61, "button", "Toggle columns", "hasPopup='menu'")]
    rows = []
    for a in arts:
        i = [x[0] for x in _HB_ARTS].index(a[0])
        digest, tags, size, vul, push, pull = a
        rows.append((300 + i * 30, [("checkbox", "Select", f"checked='{'true' if digest in selected else 'false'}'"),
                                    ("link", f"sha256:{digest}", f"url='{HB}/harbor/projects/7/repositories/inference-gateway/artifacts-tab/artifacts/sha256:{digest}'"),
                                    ("button", "Copy pull command"), tags, ("img", "signed: no"), size, ("link", vul), "", "", push, pull]))
    lines += grid(1, 70, "", ["", "Artifacts", "Pull Command", "Tags", "Cosign", "Size", "Vulnerabilities", "Annotations", "Labels", "Push Time", "Pull Time"], rows)
    lines += [n(1, 800, "combobox", "Page size", "value='15'", "hasPopup='menu'", "expanded=False"),
              st(1, (f"{len(selected)} items selected   " if selected else "") + f"1 - {len(arts)} of {len(arts)} items")]
    if modal:
        lines += [n(0, 900, "dialog", "Confirm Deletion of Artifacts", "modal=True"),
                  n(1, 901, "heading", "Confirm Deletion of Artifacts"),
                  st(1, "Do you want to delete artifacts sha256:4f1c9a02,sha256:a93e21fc? If you delete an artifact, all tags referenced by the digest will also be deleted."),
                  n(1, 902, "button", "CANCEL"), n(1, 903, "button", "DELETE")]
    return axtree("Harbor", lines, f"{HB}/harbor/projects/7/repositories/inference-gateway/artifacts-tab")


# Harbor projects, bad
def traj04(rs: RowSet) -> None:
    projects = [("library", "Public", "Project Admin", "Project", "12", "1/14/24, 9:02 AM"),
                ("ml-serving", "Private", "Maintainer", "Project", "7", "5/3/24, 2:17 PM"),
                ("data-platform", "Private", "Developer", "Project", "19", "2/21/24, 11:48 AM"),
                ("platform-tools", "Private", "Maintainer", "Project", "9", "8/9/23, 4:30 PM"),
                ("dockerhub-proxy", "Public", "Guest", "Proxy Cache", "41", "11/2/23, 10:05 AM")]
    pids = {"library": 1, "ml-serving": 7, "data-platform": 4, "platform-tools": 2, "dockerhub-proxy": 3}
    plines = _hb_chrome([]) + [
        n(0, 40, "main", ""), n(1, 41, "heading", "Projects"),
        st(1, "Private"), st(1, "3 PROJECTS"), st(1, "35 REPOSITORIES"),
        st(1, "Public"), st(1, "2 PROJECTS"), st(1, "53 REPOSITORIES"),
        st(1, "Total"), st(1, "5 PROJECTS"), st(1, "88 REPOSITORIES"),
        st(1, "Quota used"), st(1, "412.36GiB of unlimited"),
        n(1, 60, "button", "+ NEW PROJECT"), n(1, 61, "button", "DELETE", "disabled=True"),
        n(1, 62, "combobox", "All Projects", "hasPopup='menu'", "expanded=False"),
        n(1, 63, "textbox", "Filter Projects"), n(1, 64, "button", "Refresh"),
        *grid(1, 70, "", ["", "Project Name", "Access Level", "Role", "Type", "Repositories Count", "Creation Time"],
              [(200 + i * 16, [("checkbox", "Select", "checked='false'"), ("link", p, f"url='{HB}/harbor/projects/{pids[p]}/summary'"), a, r, ty, c, ct])
               for i, (p, a, r, ty, c, ct) in enumerate(projects)]),
        n(1, 300, "combobox", "Page size", "value='15'", "hasPopup='menu'", "expanded=False"), st(1, "1 - 5 of 5 items")]
    state = axtree("Harbor", plines, f"{HB}/harbor/projects")
    after = [a for a in _HB_ARTS if a[0] not in ("4f1c9a02", "a93e21fc")]
    filt = [a for a in _HB_ARTS if "pr-" in a[1] and a[0] != "a93e21fc"]
    summary = _hb_chrome([("Projects", f"{HB}/harbor/projects")]) + [
        n(0, 40, "main", ""),
        n(1, 41, "heading", "ml-serving"), st(1, "Maintainer"),
        *_hb_project_tabs("Summary"),
        n(1, 100, "region", "Access Level"), st(2, "Private"),
        n(1, 102, "region", "Repositories"), st(2, "7"),
        n(1, 104, "region", "Members"),
        st(2, "Project Admins 2"), st(2, "Maintainers 3"), st(2, "Developers 6"), st(2, "Guests 1"), st(2, "Limited Guests 0"),
        n(1, 106, "region", "Quota used"), st(2, "Storage"), st(2, "17.94GiB of unlimited"),
        n(1, 108, "region", "Vulnerability Scanning"), st(2, "Trivy"), st(2, "Scan on push: Enabled"),
        n(1, 110, "region", "Tag Retention"), st(2, "Retain the most recently pushed 20 artifacts matching tags pr-** (disabled)"),
        n(1, 112, "region", "Tag Immutability"), st(2, "v*.*.* immutable")]
    turns = [
        (act("click('220')"), _hb_repos(14, "3/11/25, 6:42 PM")),
        (act("click('204')"), _hb_arts(_HB_ARTS, set())),
        (act("click('362')"), _hb_arts(_HB_ARTS, {"4f1c9a02"})),
        (act("click('422')"), _hb_arts(_HB_ARTS, {"4f1c9a02", "a93e21fc"})),
        (act("click('52')"), _hb_arts(_HB_ARTS, {"4f1c9a02", "a93e21fc"}, menu=True)),
        (act("click('57')"), _hb_arts(_HB_ARTS, {"4f1c9a02", "a93e21fc"}, modal=True)),
        (act("click('903')"), _hb_arts(after, set(), toast="Deleted successfully")),
        (act("fill('59', 'pr-')"), _hb_arts(filt, set(), filt="pr-")),
        (act("click('32')"), _hb_repos(12, "3/12/25, 9:47 AM")),
        (act("click('43')"), axtree("Harbor", summary, f"{HB}/harbor/projects/7/summary")),
    ]
    rs.add(task="web", tid="h40-web-04", system=SYSTEM, turns=turns, state=state, bad=True, turn=8,
           kind="artifact tag pr-412 deleted at turn 7 is listed again in the filtered view")


# ---------------------------------------------------------------------------
# 05 ERPNext stock, clean
EN = "http://erp.nordwerk.local"


def _en_nav() -> list[str]:
    return [n(0, 10, "navigation", ""),
            n(1, 11, "link", "ERPNext", f"url='{EN}/app'"),
            n(1, 12, "combobox", "Search or type a command (Ctrl + G)", "hasPopup='listbox'", "expanded=False"),
            n(1, 13, "button", "Notifications", "hasPopup='menu'"),
            n(1, 14, "button", "Help", "hasPopup='menu'"),
            n(1, 15, "button", "KS", "hasPopup='menu'"),
            n(0, 16, "navigation", "breadcrumb"),
            n(1, 17, "link", "Stock", f"url='{EN}/app/stock'"),
            n(1, 18, "link", "Stock Entry", f"url='{EN}/app/stock-entry'")]


def _en_list() -> str:
    kinds = ["Material Receipt", "Material Transfer for Manufacture", "Manufacture", "Material Issue", "Material Transfer",
             "Manufacture", "Material Transfer for Manufacture", "Material Receipt", "Material Transfer", "Repack"]
    mods = ["2 h", "3 h", "3 h", "5 h", "1 d", "1 d", "1 d", "2 d", "2 d", "2 d", "3 d", "3 d", "4 d", "4 d", "5 d", "5 d", "6 d", "6 d", "1 w", "1 w"]
    rows = []
    for i in range(20):
        num = 412 - i
        kind = kinds[i % 10]
        status = "Draft" if num == 409 else ("Cancelled" if num == 404 else "Submitted")
        rows.append((200 + i * 12, [("checkbox", "", "checked='false'"), ("link", kind, f"url='{EN}/app/stock-entry/MAT-STE-2025-{num:05d}'"), status, kind, f"MAT-STE-2025-{num:05d}", mods[i]]))
    lines = _en_nav() + [
        n(0, 30, "main", ""),
        n(1, 31, "heading", "Stock Entry"),
        n(1, 32, "button", "List View", "hasPopup='menu'"),
        n(1, 33, "button", "Refresh"),
        n(1, 34, "button", "Menu", "hasPopup='menu'"),
        n(1, 35, "button", "Add Stock Entry"),
        tb(1, 40, "ID"), tb(1, 41, "Stock Entry Type"), tb(1, 42, "Work Order"), tb(1, 43, "Purchase Order"),
        n(1, 44, "button", "Filter", "hasPopup='menu'"),
        n(1, 45, "button", "Last Updated On", "hasPopup='menu'"),
        n(1, 50, "complementary", ""),
        n(2, 51, "button", "Assigned To", "hasPopup='menu'"), n(2, 52, "button", "Created By", "hasPopup='menu'"),
        n(2, 53, "button", "Tags", "hasPopup='menu'"), n(2, 54, "link", "Show Tags"),
        *grid(1, 60, "", ["", "Title", "Status", "Stock Entry Type", "ID", ""], rows),
        n(1, 500, "button", "20", "pressed=True"), n(1, 501, "button", "100"), n(1, 502, "button", "500"),
        st(1, "20 of 412")]
    return axtree("Stock Entry", lines, f"{EN}/app/stock-entry")


def _en_form(url: str, title: str, indicator: str, vals: dict[str, str], row: dict[str, str] | None, row_open: bool = False,
             totals: bool = False, dialog: str = "", timeline: list[str] | None = None, focus: str = "") -> str:
    docstatus_buttons = {"Not Saved": [n(1, 36, "button", "Save")],
                         "Draft": [n(1, 36, "button", "Submit")],
                         "Submitted": [n(1, 37, "button", "View", "hasPopup='menu'"), n(1, 38, "button", "Cancel")]}[indicator]
    ro = indicator == "Submitted"

    def fld(bid: int, name: str, key: str, *props: str) -> str:
        v = vals.get(key, "")
        if ro:
            return t(1, f"StaticText {q(name + ': ' + v)}")
        return tb(1, bid, name, v, *props, *(("focused",) if focus == key else ()))

    lines = _en_nav() + [
        n(1, 19, "link", title, f"url='{url}'"),
        n(0, 30, "main", ""),
        n(1, 31, "heading", title),
        st(1, indicator),
        n(1, 34, "button", "Previous Record"), n(1, 35, "button", "Next Record"),
        *docstatus_buttons,
        n(1, 39, "button", "...", "hasPopup='menu'"),
        n(1, 40, "tablist", ""), n(2, 41, "tab", "Details", "selected=True"), n(2, 42, "tab", "Accounting Dimensions", "selected=False"),
        n(2, 43, "tab", "Additional Costs", "selected=False"), n(2, 44, "tab", "Other Info", "selected=False"),
        st(1, "Series: MAT-STE-.YYYY.-"),
        fld(50, "Stock Entry Type", "type", "required"),
        fld(51, "Posting Date", "date"),
        fld(52, "Posting Time", "time"),
        cb(53, "Edit Posting Date and Time", False, 1) if not ro else st(1, "Edit Posting Date and Time: No"),
        cb(54, "Inspection Required", False, 1) if not ro else st(1, "Inspection Required: No"),
        fld(55, "Default Source Warehouse", "src"),
        fld(56, "Default Target Warehouse", "tgt"),
    ]
    if not ro:
        lines.append(tb(1, 57, "Scan Barcode"))
    lines += [
        n(1, 60, "heading", "Items"),
    ]
    heads = ["", "No.", "Source Warehouse", "Target Warehouse", "Item Code", "Qty", "Basic Rate", ""]
    r = row or {}
    lines += grid(1, 61, "Items", heads, [(80, [("checkbox", "", "checked='false'"), "1", r.get("src", ""), r.get("tgt", ""), r.get("item", ""), r.get("qty", ""), r.get("rate", ""), ("button", "Edit")])])
    if not ro:
        lines += [n(1, 100, "button", "Add Row"), n(1, 101, "button", "Add Multiple"), n(1, 102, "button", "Download"), n(1, 103, "button", "Upload")]
    if row_open:
        lines += [n(1, 110, "region", "Editing Row #1"),
                  n(2, 111, "button", "Move"), n(2, 112, "button", "Insert Below"), n(2, 113, "button", "Delete"), n(2, 114, "button", "Collapse"),
                  tb(2, 115, "Source Warehouse", r.get("src", "")),
                  tb(2, 116, "Target Warehouse", r.get("tgt", "")),
                  tb(2, 117, "Item Code", r.get("item", ""), "required"),
                  st(2, "Item Name: " + ("Deep Groove Ball Bearing 6204-2RS" if r.get("item") else "")),
                  st(2, "Description: " + ("Deep groove ball bearing 20x47x14 mm, double rubber seal (2RS), C3 clearance" if r.get("item") else "")),
                  tb(2, 118, "Qty", r.get("qty", ""), "required", *(("focused",) if focus == "qty" else ())),
                  st(2, "UOM: " + ("Nos" if r.get("item") else "")), st(2, "Conversion Factor: " + ("1" if r.get("item") else "")),
                  st(2, f"Qty as per Stock UOM: {r.get('qty', '')}"),
                  tb(2, 119, "Basic Rate (as per Stock UOM)", r.get("rate", "")),
                  st(2, f"Basic Amount: {r.get('amount', '')}"), st(2, f"Amount: {r.get('amount', '')}"),
                  st(2, "Valuation Rate: " + ("€ 3.85" if r.get("item") else "")),
                  st(2, "Available Qty at Source Warehouse: " + ("260" if r.get("item") else "0")),
                  st(2, "Available Qty at Target Warehouse: " + ("18" if r.get("item") else "0")),
                  tb(2, 120, "Batch No"), tb(2, 121, "Serial No"),
                  cb(122, "Allow Zero Valuation Rate", False, 2)]
    if totals:
        lines += [n(1, 130, "heading", "Totals"),
                  st(1, "Total Outgoing Value (Consumption): € 154.00"),
                  st(1, "Total Incoming Value (Receipt): € 154.00"),
                  st(1, "Total Value Difference (Incoming - Outgoing): € 0.00")]
    lines += [n(1, 140, "heading", "Activity"), n(1, 141, "textbox", "Add a comment")]
    for ev in timeline or []:
        lines.append(st(1, ev))
    if dialog:
        lines += [n(0, 200, "dialog", "Confirm", "modal=True"), n(1, 201, "heading", "Confirm"),
                  st(1, dialog), n(1, 202, "button", "No"), n(1, 203, "button", "Yes")]
    return axtree(title, lines, url)


# ERPNext stock, clean
def traj05(rs: RowSet) -> None:
    new_url = f"{EN}/app/stock-entry/new-stock-entry-mxqzvokbua"
    doc_url = f"{EN}/app/stock-entry/MAT-STE-2025-00413"
    base = {"date": "12-03-2025", "time": "10:42:17"}
    v1 = dict(base, type="Material Transfer")
    v2 = dict(v1, src="Stores - NWM")
    v3 = dict(v2, tgt="Work In Progress - NWM")
    r2 = {"src": "Stores - NWM"}
    r3 = dict(r2, tgt="Work In Progress - NWM")
    r4 = dict(r3, item="BRG-6204-2RS", qty="1", rate="€ 3.85", amount="€ 3.85")
    r5 = dict(r4, qty="40", amount="€ 154.00")
    tl_draft = ["You created this document · just now"]
    tl_sub = ["You submitted this document · just now", "You created this document · 1 minute ago"]
    report_rows = [
        ("BRG-6204-2RS", "Deep Groove Ball Bearing 6204-2RS", "Bearings", "Stores - NWM", "Nos", "220", "€ 847.00", "310", "€ 1,193.50", "150", "€ 577.50", "240", "€ 924.00", "€ 3.85"),
        ("BRG-6204-2RS", "Deep Groove Ball Bearing 6204-2RS", "Bearings", "Work In Progress - NWM", "Nos", "58", "€ 223.30", "6", "€ 23.10", "112", "€ 431.20", "60", "€ 231.00", "€ 3.85"),
        ("BRG-6204-2RS", "Deep Groove Ball Bearing 6204-2RS", "Bearings", "Maintenance Spares - NWM", "Nos", "12", "€ 46.20", "12", "€ 46.20", "0", "€ 0.00", "0", "€ 0.00", "€ 3.85"),
    ]
    rep_url = f"{EN}/app/query-report/Stock%20Balance?company=Nordwerk%20Maschinenbau%20GmbH&from_date=2025-02-12&to_date=2025-03-12&item_code=BRG-6204-2RS"
    rep = [n(0, 10, "navigation", ""),
           n(1, 11, "link", "ERPNext", f"url='{EN}/app'"),
           n(1, 12, "combobox", "Search or type a command (Ctrl + G)", "hasPopup='listbox'", "expanded=False"),
           n(1, 13, "button", "Notifications", "hasPopup='menu'"), n(1, 14, "button", "Help", "hasPopup='menu'"),
           n(1, 15, "button", "KS", "hasPopup='menu'"),
           n(0, 16, "navigation", "breadcrumb"), n(1, 17, "link", "Stock", f"url='{EN}/app/stock'"),
           n(0, 30, "main", ""),
           n(1, 31, "heading", "Stock Balance"),
           n(1, 32, "button", "Actions", "hasPopup='menu'"), n(1, 33, "button", "Menu", "hasPopup='menu'"),
           n(1, 34, "button", "Refresh"),
           tb(1, 40, "Company", "Nordwerk Maschinenbau GmbH", "required"),
           tb(1, 41, "From Date", "12-02-2025", "required"), tb(1, 42, "To Date", "12-03-2025", "required"),
           tb(1, 43, "Item Group"), tb(1, 44, "Item", "BRG-6204-2RS"), tb(1, 45, "Warehouse"),
           tb(1, 46, "Warehouse Type"), n(1, 47, "combobox", "Valuation Field Type", "value='Currency'", "hasPopup='menu'", "expanded=False"),
           cb(48, "Include UOM", False, 1), cb(49, "Show Variant Attributes", False, 1), cb(50, "Show Stock Ageing Data", False, 1),
           *grid(1, 60, "", ["Item", "Item Name", "Item Group", "Warehouse", "Stock UOM", "Balance Qty", "Balance Value", "Opening Qty", "Opening Value", "In Qty", "In Value", "Out Qty", "Out Value", "Valuation Rate"],
                 [(100 + i * 30, list(r)) for i, r in enumerate(report_rows)]),
           st(1, "Total"), st(1, "290"), st(1, "€ 1,116.50"), st(1, "328"), st(1, "€ 1,262.80"), st(1, "262"), st(1, "€ 1,008.70"), st(1, "300"), st(1, "€ 1,155.00"),
           st(1, "Execution Time: 0.214 sec")]
    turns = [
        (act("click('35')"), _en_form(new_url, "New Stock Entry", "Not Saved", base, {})),
        (act("fill('50', 'Material Transfer')"), _en_form(new_url, "New Stock Entry", "Not Saved", v1, {}, focus="type")),
        (act("fill('55', 'Stores - NWM')"), _en_form(new_url, "New Stock Entry", "Not Saved", v2, r2, focus="src")),
        (act("fill('56', 'Work In Progress - NWM')"), _en_form(new_url, "New Stock Entry", "Not Saved", v3, r3, focus="tgt")),
        (act("click('96')"), _en_form(new_url, "New Stock Entry", "Not Saved", v3, r3, row_open=True)),
        (act("fill('117', 'BRG-6204-2RS')"), _en_form(new_url, "New Stock Entry", "Not Saved", v3, r4, row_open=True)),
        (act("fill('118', '40')"), _en_form(new_url, "New Stock Entry", "Not Saved", v3, r5, row_open=True, focus="qty")),
        (act("keyboard_press('Control+s')"), _en_form(doc_url, "MAT-STE-2025-00413", "Draft", v3, r5, totals=True, timeline=tl_draft)),
        (act("click('36')"), _en_form(doc_url, "MAT-STE-2025-00413", "Draft", v3, r5, totals=True, timeline=tl_draft, dialog="Permanently Submit MAT-STE-2025-00413?")),
        (act("click('203')"), _en_form(doc_url, "MAT-STE-2025-00413", "Submitted", v3, r5, totals=True, timeline=tl_sub)),
        (act(f"goto('{rep_url}')"), axtree("Stock Balance", rep, rep_url)),
    ]
    rs.add(task="web", tid="h40-web-05", system=SYSTEM, turns=turns, state=_en_list(), bad=False)


# ---------------------------------------------------------------------------
# 06 Invoice Ninja clients, bad
IN = "https://billing.harbourdesign.co"


def _in_nav(active: str) -> list[str]:
    items = ["Dashboard", "Clients", "Products", "Invoices", "Recurring Invoices", "Payments", "Quotes", "Credits", "Projects", "Tasks",
             "Vendors", "Purchase Orders", "Expenses", "Recurring Expenses", "Transactions", "Reports", "Settings"]
    out = [n(0, 10, "navigation", ""), n(1, 11, "button", "Harbour Design Co.", "hasPopup='menu'")]
    for i, it in enumerate(items):
        out.append(n(1, 12 + i, "link", it, f"url='{IN}/{it.lower().replace(' ', '_')}'", *(("focused",) if it == active else ())))
    out += [n(0, 30, "banner", ""), n(1, 31, "combobox", "Search... (Ctrl+K)", "hasPopup='listbox'", "expanded=False"),
            n(1, 32, "button", "Notifications"), n(1, 33, "button", "Lena Marsh", "hasPopup='menu'")]
    return out


def _in_view(phone: str, toast: str = "") -> str:
    url = f"{IN}/clients/VolejRejNm"
    lines = _in_nav("Clients")
    if toast:
        lines += [n(0, 35, "status", ""), st(1, toast)]
    lines += [n(0, 40, "main", ""),
              n(1, 41, "navigation", "breadcrumb"), n(2, 42, "link", "Clients", f"url='{IN}/clients'"), st(2, "Brightwave Studios Ltd"),
              n(1, 44, "heading", "Brightwave Studios Ltd"),
              n(1, 45, "button", "Edit"), n(1, 46, "button", "More Actions", "hasPopup='menu'"),
              n(1, 50, "region", "Details"),
              st(2, "Number: 0042"), st(2, "VAT Number: GB318447192"),
              n(2, 51, "link", "brightwavestudios.co.uk", "url='https://brightwavestudios.co.uk'"),
              st(2, f"Phone: {phone}"), st(2, "Group: Retainer clients"), st(2, "Assigned user: Lena Marsh"),
              n(1, 55, "region", "Address"),
              st(2, "14 Cumberland Road"), st(2, "Unit 3, Spike Island Studios"), st(2, "Bristol, BS1 6UX"), st(2, "United Kingdom"),
              n(1, 60, "region", "Contacts"),
              st(2, "Owen Price"), n(2, 61, "link", "owen@brightwavestudios.co.uk", "url='mailto:owen@brightwavestudios.co.uk'"), st(2, "+44 7700 900412"),
              n(2, 62, "link", "Client Portal", f"url='{IN}/client/key_login/4vQ9XkD2rTmN8pLw'"),
              st(2, "Hannah Reid"), n(2, 63, "link", "accounts@brightwavestudios.co.uk", "url='mailto:accounts@brightwavestudios.co.uk'"),
              n(1, 65, "region", "Standing"),
              st(2, "Paid to Date: £18,420.00"), st(2, "Balance: £3,150.00"), st(2, "Credit Balance: £0.00"), st(2, "Payment Balance: £0.00"),
              n(1, 70, "tablist", "")]
    for i, tname in enumerate(["Invoices", "Quotes", "Payments", "Recurring Invoices", "Credits", "Projects", "Tasks", "Expenses", "Activity", "Documents"]):
        lines.append(n(2, 71 + i, "tab", tname, f"selected={tname == 'Invoices'}"))
    inv = [("INV-0418", "£3,150.00", "£3,150.00", "2025-03-05", "2025-03-19", "Sent"),
           ("INV-0396", "£2,980.00", "£0.00", "2025-02-05", "2025-02-19", "Paid"),
           ("INV-0371", "£3,150.00", "£0.00", "2025-01-06", "2025-01-20", "Paid"),
           ("INV-0344", "£4,410.00", "£0.00", "2024-12-04", "2024-12-18", "Paid"),
           ("INV-0320", "£2,640.00", "£0.00", "2024-11-05", "2024-11-19", "Paid")]
    lines += grid(1, 90, "", ["Number", "Amount", "Balance", "Date", "Due Date", "Status"],
                  [(120 + i * 14, [("link", a, f"url='{IN}/invoices/{a.lower()}'"), b, c, d, e, f]) for i, (a, b, c, d, e, f) in enumerate(inv)])
    lines += [st(1, "1 - 5 of 14"), n(1, 200, "button", "Next page")]
    return axtree("Brightwave Studios Ltd | Invoice Ninja", lines, url)


def _in_edit(phone: str, terms: str, focus: str = "") -> str:
    url = f"{IN}/clients/VolejRejNm/edit"
    terms_opts = ["", "Net 0", "Net 7", "Net 10", "Net 14", "Net 15", "Net 30", "Net 60", "Net 90"]
    lines = _in_nav("Clients") + [
        n(0, 40, "main", ""),
        n(1, 41, "navigation", "breadcrumb"), n(2, 42, "link", "Clients", f"url='{IN}/clients'"),
        n(2, 43, "link", "Brightwave Studios Ltd", f"url='{IN}/clients/VolejRejNm'"), st(2, "Edit"),
        n(1, 44, "heading", "Edit Client"),
        n(1, 45, "button", "Cancel"), n(1, 46, "button", "Save"),
        n(1, 50, "region", "Company Details"),
        tb(2, 51, "Name", "Brightwave Studios Ltd"), tb(2, 52, "Number", "0042"),
        n(2, 53, "combobox", "Group", "value='Retainer clients'", "hasPopup='listbox'", "expanded=False"),
        n(2, 54, "combobox", "User", "value='Lena Marsh'", "hasPopup='listbox'", "expanded=False"),
        tb(2, 55, "ID Number"), tb(2, 56, "VAT Number", "GB318447192"),
        tb(2, 57, "Website", "brightwavestudios.co.uk"),
        tb(2, 58, "Phone", phone, *(("focused",) if focus == "phone" else ())),
        tb(2, 59, "Routing ID"),
        cb(60, "Valid VAT Number", True, 2), cb(61, "Tax Exempt", False, 2),
        n(1, 70, "region", "Contacts"),
        tb(2, 71, "First Name", "Owen"), tb(2, 72, "Last Name", "Price"), tb(2, 73, "Email", "owen@brightwavestudios.co.uk"),
        tb(2, 74, "Phone", "+44 7700 900412"), cb(75, "Add to Invoices", True, 2), n(2, 76, "button", "Remove Contact"),
        tb(2, 77, "First Name", "Hannah"), tb(2, 78, "Last Name", "Reid"), tb(2, 79, "Email", "accounts@brightwavestudios.co.uk"),
        tb(2, 80, "Phone"), cb(81, "Add to Invoices", True, 2), n(2, 82, "button", "Remove Contact"),
        n(2, 83, "button", "Add contact"),
        n(1, 90, "region", "Address"),
        n(2, 91, "tablist", ""), n(3, 92, "tab", "Billing Address", "selected=True"), n(3, 93, "tab", "Shipping Address", "selected=False"),
        tb(2, 94, "Street", "14 Cumberland Road"), tb(2, 95, "Apt/Suite", "Unit 3, Spike Island Studios"),
        tb(2, 96, "City", "Bristol"), tb(2, 97, "State/Province"), tb(2, 98, "Postal Code", "BS1 6UX"),
        n(2, 99, "combobox", "Country", "value='United Kingdom'", "hasPopup='listbox'", "expanded=False"),
        n(2, 100, "button", "Copy Shipping"),
        n(1, 110, "region", "Settings"),
        n(2, 111, "combobox", "Currency", "value='British Pound (GBP)'", "hasPopup='listbox'", "expanded=False"),
        n(2, 112, "combobox", "Language", "value='English - United Kingdom'", "hasPopup='listbox'", "expanded=False"),
        n(2, 113, "combobox", "Payment Terms", f"value={q(terms)}", "hasPopup='menu'", "expanded=False"),
        *[n(3, 114 + i, "option", o, f"selected={o == terms}") for i, o in enumerate(terms_opts)],
        n(2, 124, "combobox", "Quote Valid Until", "value=''", "hasPopup='menu'", "expanded=False"),
        tb(2, 125, "Task Rate", "85.00"),
        n(2, 126, "combobox", "Send Reminders", "value='Enabled'", "hasPopup='menu'", "expanded=False"),
        n(1, 130, "region", "Notes"),
        n(2, 131, "textbox", "Public Notes", "value='PO number required on every invoice (ref. BW-PO-2025).'", "multiline"),
        n(2, 132, "textbox", "Private Notes", "value='Monthly retainer £3,150; design sprints billed separately.'", "multiline"),
        n(1, 140, "region", "Additional Info"),
        n(2, 141, "combobox", "Size", "value='11 - 50'", "hasPopup='listbox'", "expanded=False"),
        n(2, 142, "combobox", "Industry", "value='Marketing'", "hasPopup='listbox'", "expanded=False"),
        n(2, 143, "combobox", "Classification", "value='Limited Company'", "hasPopup='listbox'", "expanded=False")]
    return axtree("Edit Client | Invoice Ninja", lines, url)


# Invoice Ninja clients, bad
def traj06(rs: RowSet) -> None:
    clients = [("0031", "Atlas Marine Services", "£0.00", "£12,640.00", "Harriet Cole", "h.cole@atlasmarine.co.uk", "2023-04-18"),
               ("0042", "Brightwave Studios Ltd", "£3,150.00", "£18,420.00", "Owen Price", "owen@brightwavestudios.co.uk", "2023-09-02"),
               ("0017", "Clifton & Rowe LLP", "£1,980.00", "£40,210.00", "Margaret Rowe", "m.rowe@cliftonrowe.law", "2022-06-11"),
               ("0055", "Dune Coffee Roasters", "£0.00", "£2,400.00", "Sami Haddad", "sami@dunecoffee.co.uk", "2024-05-27"),
               ("0048", "Elmsworth Property Group", "£6,725.50", "£9,300.00", "Gareth Ellis", "gellis@elmsworth.com", "2024-01-15"),
               ("0023", "Fennick Bikes", "£540.00", "£7,885.00", "Iris Fennick", "iris@fennickbikes.com", "2022-11-03"),
               ("0039", "Greyfriars Dental", "£0.00", "£5,120.00", "Dr. Adeel Khan", "practice@greyfriarsdental.co.uk", "2023-07-21"),
               ("0061", "Harbourside Yoga", "£420.00", "£840.00", "Maya Lund", "hello@harbourside.yoga", "2024-10-08"),
               ("0012", "Islington Print Co.", "£0.00", "£15,330.40", "Tom Baxter", "tom@islingtonprint.co", "2022-02-14"),
               ("0058", "Juniper & Sage Florists", "£1,250.00", "£3,760.00", "Ruth Amankwah", "orders@juniperandsage.co.uk", "2024-08-19")]
    lines = _in_nav("Clients") + [
        n(0, 40, "main", ""), n(1, 44, "heading", "Clients"),
        n(1, 45, "button", "New Client"), n(1, 46, "button", "Import"),
        tb(1, 47, "Filter"), n(1, 48, "combobox", "Status", "value='Active'", "hasPopup='listbox'", "expanded=False"),
        n(1, 49, "button", "Columns", "hasPopup='menu'"),
        *grid(1, 60, "", ["", "Number", "Name", "Balance", "Paid to Date", "Contact", "Contact Email", "Date Created", ""],
              [(100 + i * 20, [("checkbox", "", "checked='false'"), num, ("link", name, f"url='{IN}/clients/{'VolejRejNm' if num == '0042' else 'x' + num}'"), bal, paid, con, em, dc, ("button", "Actions")])
               for i, (num, name, bal, paid, con, em, dc) in enumerate(clients)]),
        st(1, "Showing 1 to 10 of 34"), n(1, 400, "combobox", "Rows per page", "value='10'", "hasPopup='listbox'", "expanded=False"),
        n(1, 401, "button", "Previous", "disabled=True"), n(1, 402, "button", "Next")]
    state = axtree("Clients | Invoice Ninja", lines, f"{IN}/clients")
    turns = [
        (act("click('126')"), _in_view("+44 117 496 0583")),
        (act("click('45')"), _in_edit("+44 117 496 0583", "Net 14")),
        (act("fill('58', '+44 117 496 0721')"), _in_edit("+44 117 496 0721", "Net 14", focus="phone")),
        (act("select_option('113', 'Net 30')"), _in_edit("+44 117 496 0721", "Net 30")),
        (act("click('46')"), _in_view("+44 117 496 0721", toast="Successfully updated client")),
        (act("click('45')"), _in_edit("+44 117 496 0721", "Net 14")),
    ]
    rs.add(task="web", tid="h40-web-06", system=SYSTEM, turns=turns, state=state, bad=True, turn=6,
           kind="payment terms set to Net 30 and saved read back as Net 14")


# ---------------------------------------------------------------------------
# 07 Matomo goals, clean
MT = "https://analytics.fjordtrail.no"
_MT_URL = f"{MT}/index.php?module=Goals&action=manage&idSite=3&period=day&date=yesterday"


def _mt_chrome(goals: list[str]) -> list[str]:
    out = [n(0, 10, "banner", ""),
           n(1, 11, "link", "Matomo", f"url='{MT}/index.php?module=CoreHome&action=index&idSite=3&period=day&date=yesterday'"),
           n(1, 12, "link", "All Websites", f"url='{MT}/index.php?module=MultiSites&action=index&idSite=3&period=day&date=yesterday'"),
           n(1, 13, "link", "Marketplace"), n(1, 14, "link", "Administration"), n(1, 15, "button", "Notifications"),
           n(1, 16, "link", "Sign out"),
           n(1, 17, "button", "Fjordtrail Adventures", "hasPopup='menu'"),
           n(1, 18, "button", "DATE RANGE: 2025-03-11", "hasPopup='menu'"),
           n(0, 20, "navigation", ""),
           n(1, 21, "link", "Dashboard"), n(1, 22, "button", "Visitors", "expanded=False"), n(1, 23, "button", "Behaviour", "expanded=False"),
           n(1, 24, "button", "Acquisition", "expanded=False"), n(1, 25, "button", "Goals", "expanded=True"),
           n(2, 26, "link", "Overview"), n(2, 27, "link", "Manage Goals", "focused")]
    for i, g in enumerate(goals):
        out.append(n(2, 28 + i, "link", g))
    out += [n(1, 40, "button", "Forms", "expanded=False"), n(1, 41, "button", "Funnels", "expanded=False")]
    return out


_MT_GOALS = [
    ("1", "Booking completed", "Completed tour booking", 'Visit a given URL (page or group of pages) where the URL contains "/booking/confirmation"', "-"),
    ("2", "Brochure download", "Downloaded PDF brochure", 'Download a file where the filename matches the pattern "brochure"', "-"),
    ("3", "Contact form sent", "Contact form thank-you page", 'Visit a given URL (page or group of pages) where the URL is exactly "https://fjordtrail.no/contact/thanks"', "-"),
    ("4", "Gift card purchase", "Gift card checkout", 'Visit a given URL (page or group of pages) where the URL contains "/gift-card/success"', "kr 500"),
]


def _mt_table(goals: list[tuple], note: str = "") -> str:
    lines = _mt_chrome([g[1] for g in goals]) + [n(0, 50, "main", "")]
    if note:
        lines += [n(1, 51, "alert", ""), st(2, note), n(2, 52, "button", "×")]
    lines += [n(1, 53, "heading", "Manage Goals"),
              st(1, "Goals are used to track the conversion of visitors to your website: bookings, downloads, contact requests."),
              n(1, 54, "link", "Learn more about Tracking Goals in Matomo", "url='https://matomo.org/docs/tracking-goals-web-analytics/'")]
    rows = [(100 + int(g[0]) * 20, [g[0], g[1], g[2], g[3], g[4], ("button", "Edit"), ("button", "Delete")]) for g in goals]
    lines += grid(1, 60, "", ["Id", "Goal Name", "Description", "Triggered when", "Revenue", "Edit", "Delete"], rows)
    lines += [n(1, 300, "button", "Add a new goal"),
              n(1, 301, "heading", "How to track goals manually"),
              st(1, "_paq.push(['trackGoal', idGoal, customRevenue]);")]
    return axtree("Manage Goals - Goals - Fjordtrail Adventures - Web Analytics Reports - Matomo", lines, _MT_URL)


def _mt_form(goals: list[tuple], name: str, pattern: str, revenue: str, update: bool = False, focus: str = "") -> str:
    lines = _mt_chrome([g[1] for g in goals]) + [n(0, 50, "main", ""),
                                                  n(1, 53, "heading", "Edit Goal" if update else "Add a new Goal"),
                                                  tb(1, 310, "Goal Name", name, *(("focused",) if focus == "name" else ())),
                                                  tb(1, 311, "Goal Description (optional)"),
                                                  st(1, "Goal is triggered"),
                                                  n(1, 312, "radio", "when visitors", "checked='true'"),
                                                  n(1, 313, "radio", "manually", "checked='false'"),
                                                  n(1, 314, "combobox", "When visitors", "value='Visit a given URL (page or group of pages)'", "hasPopup='listbox'", "expanded=False"),
                                                  n(1, 315, "combobox", "where the URL", "value='contains'", "hasPopup='listbox'", "expanded=False"),
                                                  tb(1, 316, "Pattern", pattern, *(("focused",) if focus == "pattern" else ())),
                                                  st(1, "eg. contains 'checkout/confirmation', is exactly 'http://example.com/thank-you.html', matches the expression '(.*)\\/demo\\/(.*)'"),
                                                  cb(317, "Case sensitive match", False, 1),
                                                  st(1, "Allow goal to be converted more than once per visit"),
                                                  n(1, 318, "radio", "Default: allow only one conversion per visit", "checked='true'"),
                                                  n(1, 319, "radio", "Allow multiple conversions per visit", "checked='false'"),
                                                  tb(1, 320, "Goal default value (optional)", revenue, *(("focused",) if focus == "revenue" else ())),
                                                  st(1, "For example, a Contact Form submitted by a visitor may be worth kr 10 on average. Matomo will help you understand how well your visitor segments are performing."),
                                                  n(1, 321, "button", "Update Goal" if update else "Add Goal"),
                                                  n(1, 322, "link", "Cancel")]
    return axtree("Manage Goals - Goals - Fjordtrail Adventures - Web Analytics Reports - Matomo", lines, _MT_URL)


# Matomo goals, clean
def traj07(rs: RowSet) -> None:
    g5 = ("5", "Newsletter signup", "", 'Visit a given URL (page or group of pages) where the URL contains "/newsletter/thanks"', "-")
    g5r = g5[:4] + ("kr 25",)
    goals1 = _MT_GOALS + [g5]
    turns = [
        (act("click('300')"), _mt_form(_MT_GOALS, "", "", "")),
        (act("fill('310', 'Newsletter signup')"), _mt_form(_MT_GOALS, "Newsletter signup", "", "", focus="name")),
        (act("fill('316', '/newsletter/thanks')"), _mt_form(_MT_GOALS, "Newsletter signup", "/newsletter/thanks", "", focus="pattern")),
        (act("click('321')"), _mt_table(goals1)),
        (act("click('212')"), _mt_form(goals1, "Newsletter signup", "/newsletter/thanks", "0", update=True)),
        (act("fill('320', '25')"), _mt_form(goals1, "Newsletter signup", "/newsletter/thanks", "25", update=True, focus="revenue")),
        (act("click('321')"), _mt_table(_MT_GOALS + [g5r])),
    ]
    rs.add(task="web", tid="h40-web-07", system=SYSTEM, turns=turns, state=_mt_table(_MT_GOALS), bad=False)


# ---------------------------------------------------------------------------
# 08 Gitea packages, bad
GT = "https://git.coldharbor.dev"
_GT_PKGS = [
    ("npm", "@coldharbor/coldharbor-cli", "3.2.0", "4 days ago", "ci-bot"),
    ("container", "api-gateway", "1.8.4", "2 days ago", "ci-bot"),
    ("container", "worker-base", "2025.03.07", "5 days ago", "ci-bot"),
    ("maven", "dev.coldharbor:ledger-core", "2.7.1", "1 week ago", "jkovac"),
    ("generic", "proto-schemas", "2025.03.01", "1 week ago", "ci-bot"),
    ("npm", "@coldharbor/ch-ui", "0.22.3", "2 weeks ago", "akrol"),
    ("helm", "coldharbor-platform", "0.9.0", "2 weeks ago", "mkowalski"),
    ("pypi", "tileproc", "0.14.2", "3 weeks ago", "mkowalski"),
    ("cargo", "geoindex", "0.6.1", "1 month ago", "jkovac"),
]


def _gt_head() -> list[str]:
    return [n(0, 10, "navigation", ""),
            n(1, 11, "link", "Home", f"url='{GT}/'"), n(1, 12, "link", "Issues", f"url='{GT}/issues'"),
            n(1, 13, "link", "Pull Requests", f"url='{GT}/pulls'"), n(1, 14, "link", "Milestones", f"url='{GT}/milestones'"),
            n(1, 15, "link", "Explore", f"url='{GT}/explore/repos'"),
            n(1, 16, "link", "Notifications", f"url='{GT}/notifications'"), n(1, 17, "button", "Create…", "hasPopup='menu'"),
            n(1, 18, "button", "mkowalski", "hasPopup='menu'"),
            n(0, 20, "region", ""),
            n(1, 21, "img", "coldharbor"), n(1, 22, "heading", "Coldharbor"),
            st(1, "Maps, tiles and ledgers for the Coldharbor platform"),
            n(1, 23, "link", "https://coldharbor.dev", "url='https://coldharbor.dev'"),
            n(1, 24, "button", "RSS Feed"),
            n(1, 25, "tablist", ""),
            n(2, 26, "tab", "Repositories 23", "selected=False"),
            n(2, 27, "tab", "Packages 9", "selected=True"),
            n(2, 28, "tab", "Projects", "selected=False"),
            n(2, 29, "tab", "Members 11", "selected=False"),
            n(2, 30, "tab", "Teams 4", "selected=False"),
            n(2, 31, "tab", "Settings", "selected=False")]


def _gt_list(kind: str = "All", flash: str = "") -> str:
    pk = [p for p in _GT_PKGS if kind == "All" or p[0] == kind]
    lines = _gt_head() + [n(0, 40, "main", "")]
    if flash:
        lines += [n(1, 41, "alert", ""), st(2, flash)]
    lines += [n(1, 42, "combobox", "Type", f"value={q(kind)}", "hasPopup='listbox'", "expanded=False"),
              tb(1, 43, "Search packages…"), n(1, 44, "button", "Search"), n(1, 45, "list", "")]
    for p in pk:
        i = _GT_PKGS.index(p)
        b = 100 + i * 6
        lines += [n(2, b, "listitem", ""),
                  n(3, b + 1, "link", p[1], f"url='{GT}/coldharbor/-/packages/{p[0]}/{p[1].replace('@', '%40').replace('/', '%2F')}/{p[2]}'"),
                  st(3, p[0]), st(3, f"{p[2]} published {p[3]} by"), n(3, b + 2, "link", p[4], f"url='{GT}/{p[4]}'")]
    return axtree("Coldharbor - Packages - Coldharbor Git", lines, f"{GT}/coldharbor/-/packages" + ("" if kind == "All" else f"?type={kind}&q="))


_GT_VERS = [("3.2.0", "4 days ago"), ("3.1.1", "3 weeks ago"), ("3.1.0", "1 month ago"), ("3.0.0", "2 months ago"),
            ("3.0.0-beta.2", "2 months ago"), ("2.9.4", "3 months ago"), ("2.9.3", "4 months ago")]


def _gt_pkg(version: str, versions: list[tuple[str, str]], total: int) -> str:
    base = f"{GT}/coldharbor/-/packages/npm/%40coldharbor%2Fcoldharbor-cli"
    sizes = {"3.2.0": "412 KiB", "3.0.0-beta.2": "398 KiB"}
    when = dict(_GT_VERS)[version]
    lines = _gt_head() + [n(0, 40, "main", ""),
                          n(1, 41, "heading", f"@coldharbor/coldharbor-cli {version}"),
                          st(1, f"ci-bot published {when}"),
                          n(1, 50, "heading", "Installation"),
                          st(1, "Setup the registry in your project .npmrc file:"),
                          st(1, "@coldharbor:registry=https://git.coldharbor.dev/api/packages/coldharbor/npm/"),
                          n(1, 51, "button", "Copy"),
                          st(1, "Run the command:"),
                          st(1, f"npm install @coldharbor/coldharbor-cli@{version}"),
                          n(1, 52, "button", "Copy"),
                          st(1, "Or add it to the package.json file:"),
                          st(1, f'"@coldharbor/coldharbor-cli": "{version}"'),
                          n(1, 53, "link", "For more information on the npm registry, see the documentation.", "url='https://docs.gitea.com/usage/packages/npm/'"),
                          n(1, 55, "heading", "About this package"),
                          st(1, "Command-line client for the Coldharbor platform API (tiles, ledgers, deployments)."),
                          n(1, 56, "heading", "Dependencies"),
                          *grid(1, 57, "", ["Dependency", "Version"], [(70, ["commander", "^11.1.0"]), (74, ["undici", "^6.6.2"]), (78, ["yaml", "^2.3.4"]), (82, ["picocolors", "^1.0.0"])]),
                          n(1, 88, "heading", "Keywords"), st(1, "coldharbor cli tiles"),
                          n(0, 90, "complementary", ""),
                          n(1, 91, "heading", "Details"),
                          st(1, "npm"), st(1, when),
                          n(1, 92, "link", "ci-bot", f"url='{GT}/ci-bot'"),
                          n(1, 93, "link", "coldharbor/cli", f"url='{GT}/coldharbor/cli'"),
                          st(1, "License: MIT"),
                          n(1, 94, "heading", "Assets"),
                          n(1, 95, "link", f"coldharbor-cli-{version}.tgz", f"url='{GT}/api/packages/coldharbor/npm/%40coldharbor%2Fcoldharbor-cli/-/{version}/coldharbor-cli-{version}.tgz'"),
                          st(1, sizes.get(version, "405 KiB")),
                          n(1, 96, "heading", "Versions"), n(1, 97, "list", "")]
    for v, w in versions[:5]:
        b = 100 + _GT_VERS.index((v, w)) * 3
        lines += [n(2, b, "listitem", ""), n(3, b + 1, "link", v, f"url='{base}/{v}'"), st(3, w)]
    lines += [n(1, 130, "link", f"View all ({total})", f"url='{GT}/coldharbor/-/packages/npm/%40coldharbor%2Fcoldharbor-cli/versions'"),
              n(1, 131, "link", "Settings", f"url='{base}/{version}/settings'")]
    return axtree(f"@coldharbor/coldharbor-cli {version} - Coldharbor Git", lines, f"{base}/{version}")


# Gitea packages, bad
def traj08(rs: RowSet) -> None:
    base = f"{GT}/coldharbor/-/packages/npm/%40coldharbor%2Fcoldharbor-cli"
    settings = _gt_head() + [n(0, 40, "main", ""),
                             n(1, 41, "heading", "@coldharbor/coldharbor-cli 3.0.0-beta.2"),
                             n(1, 60, "heading", "Link this package to a repository"),
                             st(1, "Linking a package to a repository makes it appear in the repository's package list."),
                             n(1, 61, "combobox", "Repository", "value='coldharbor/cli'", "hasPopup='listbox'", "expanded=False"),
                             n(1, 62, "button", "Link"),
                             n(1, 70, "heading", "Danger Zone"),
                             st(1, "Delete package version"),
                             st(1, "Deleting a package version is permanent and cannot be undone."),
                             n(1, 71, "button", "Delete package version")]
    modal = settings + [n(0, 200, "dialog", "Delete package version", "modal=True"),
                        n(1, 201, "heading", "Delete package version"),
                        st(1, "Deleting a package version permanently removes it. Continue?"),
                        n(1, 202, "button", "No"), n(1, 203, "button", "Yes")]
    vers_after = [v for v in _GT_VERS if v[0] != "3.0.0-beta.2"]
    api = _gt_head() + [n(0, 40, "main", ""),
                        n(1, 41, "heading", "api-gateway 1.8.4"),
                        st(1, "ci-bot published 2 days ago"),
                        n(1, 50, "heading", "Installation"),
                        st(1, "Pull the image from the command line:"),
                        st(1, "docker pull git.coldharbor.dev/coldharbor/api-gateway:1.8.4"),
                        n(1, 51, "button", "Copy"),
                        st(1, "Use the digest:"),
                        st(1, "docker pull git.coldharbor.dev/coldharbor/api-gateway@sha256:9e07c15b3a4f2d6e81c0b5a97d3f4e12a6b8c0d2e4f6a8b1c3d5e7f9a0b2c4d6"),
                        n(1, 52, "button", "Copy"),
                        n(1, 53, "link", "For more information on the Container registry, see the documentation.", "url='https://docs.gitea.com/usage/packages/container/'"),
                        n(1, 55, "heading", "Images"),
                        *grid(1, 56, "", ["Digest", "OS / Arch", "Size"], [(70, ["sha256:5f1d8a2c47b9", "linux/amd64", "38 MiB"]), (76, ["sha256:c83e0b61d4fa", "linux/arm64", "36 MiB"])]),
                        n(1, 84, "heading", "Image Layers"),
                        st(1, "ADD alpine-minirootfs-3.19.1-x86_64.tar.gz / # buildkit"),
                        st(1, "RUN /bin/sh -c apk add --no-cache ca-certificates tzdata # buildkit"),
                        st(1, "COPY /out/api-gateway /usr/local/bin/api-gateway # buildkit"),
                        st(1, "EXPOSE map[8080/tcp:{}]"),
                        st(1, 'ENTRYPOINT ["/usr/local/bin/api-gateway"]'),
                        n(1, 86, "heading", "Labels"),
                        st(1, "org.opencontainers.image.revision: 41c7e2d9b0a5"),
                        st(1, "org.opencontainers.image.source: https://git.coldharbor.dev/coldharbor/api-gateway"),
                        n(0, 90, "complementary", ""),
                        n(1, 91, "heading", "Details"),
                        st(1, "container"), st(1, "2 days ago"),
                        n(1, 92, "link", "ci-bot", f"url='{GT}/ci-bot'"),
                        n(1, 93, "link", "coldharbor/api-gateway", f"url='{GT}/coldharbor/api-gateway'"),
                        st(1, "Total size: 74 MiB"),
                        n(1, 96, "heading", "Versions"), n(1, 97, "list", ""),
                        n(2, 100, "listitem", ""), n(3, 101, "link", "1.8.4"), st(3, "2 days ago"),
                        n(2, 103, "listitem", ""), n(3, 104, "link", "latest"), st(3, "2 days ago"),
                        n(2, 106, "listitem", ""), n(3, 107, "link", "1.8.3"), st(3, "1 week ago"),
                        n(2, 109, "listitem", ""), n(3, 110, "link", "1.8.2"), st(3, "3 weeks ago"),
                        n(2, 112, "listitem", ""), n(3, 113, "link", "1.8.1"), st(3, "1 month ago"),
                        n(1, 130, "link", "View all (16)", f"url='{GT}/coldharbor/-/packages/container/api-gateway/versions'"),
                        n(1, 131, "link", "Settings", f"url='{GT}/coldharbor/-/packages/container/api-gateway/1.8.4/settings'")]
    turns = [
        (act("select_option('42', 'npm')"), _gt_list("npm")),
        (act("click('101')"), _gt_pkg("3.2.0", _GT_VERS, 7)),
        (act("click('113')"), _gt_pkg("3.0.0-beta.2", _GT_VERS, 7)),
        (act("click('131')"), axtree("@coldharbor/coldharbor-cli 3.0.0-beta.2 - Settings - Coldharbor Git", settings, f"{base}/3.0.0-beta.2/settings")),
        (act("click('71')"), axtree("@coldharbor/coldharbor-cli 3.0.0-beta.2 - Settings - Coldharbor Git", modal, f"{base}/3.0.0-beta.2/settings")),
        (act("click('203')"), _gt_list(flash="The package version has been deleted.")),
        (act("click('101')"), _gt_pkg("3.2.0", vers_after, 7)),
        (act("click('27')"), _gt_list()),
        (act("click('107')"), axtree("api-gateway 1.8.4 - Coldharbor Git", api, f"{GT}/coldharbor/-/packages/container/api-gateway/1.8.4")),
    ]
    rs.add(task="web", tid="h40-web-08", system=SYSTEM, turns=turns, state=_gt_list(), bad=True, turn=7,
           kind="version count after deleting a version still reads 7 (View all (7))")


# ---------------------------------------------------------------------------
# 09 Rancher, clean
RN = "https://rancher.ops.kestrel.io"
_RN_CL = f"{RN}/dashboard/c/c-m-7x2kq9vd/explorer"
_RN_DEPS = [
    ("cart-api", "shop-prod", "registry.kestrel.io/shop/cart-api:3.4.1", "4/4", "4", "4", "63d"),
    ("catalog-api", "shop-prod", "registry.kestrel.io/shop/catalog-api:5.0.7", "3/3", "3", "3", "41d"),
    ("checkout-web", "shop-prod", "registry.kestrel.io/shop/checkout-web:2025.3.2", "6/6", "6", "6", "9d"),
    ("orders-api", "shop-prod", "registry.kestrel.io/shop/orders-api:7.12.0", "3/3", "3", "3", "41d"),
    ("orders-worker", "shop-prod", "registry.kestrel.io/shop/orders-worker:7.12.0", "2/2", "2", "2", "41d"),
    ("payments-gw", "shop-prod", "registry.kestrel.io/shop/payments-gw:1.19.4", "2/2", "2", "2", "118d"),
    ("search-indexer", "shop-prod", "registry.kestrel.io/shop/search-indexer:0.31.0", "1/1", "1", "1", "27d"),
    ("grafana", "monitoring", "grafana/grafana:10.4.1", "1/1", "1", "1", "204d"),
    ("kube-state-metrics", "monitoring", "registry.k8s.io/kube-state-metrics/kube-state-metrics:v2.10.1", "1/1", "1", "1", "204d"),
    ("loki-gateway", "monitoring", "docker.io/nginxinc/nginx-unprivileged:1.24-alpine", "1/1", "1", "1", "204d"),
]


def _rn_chrome(active: str) -> list[str]:
    out = [n(0, 10, "banner", ""),
           n(1, 11, "button", "Menu"), n(1, 12, "link", "prod-eu-west", f"url='{RN}/dashboard/c/c-m-7x2kq9vd/explorer'"),
           n(1, 13, "combobox", "Only User Namespaces", "hasPopup='listbox'", "expanded=False"),
           n(1, 14, "button", "Import YAML"), n(1, 15, "button", "Kubectl Shell"), n(1, 16, "button", "Download KubeConfig"),
           n(1, 17, "button", "Copy KubeConfig to Clipboard"), n(1, 18, "button", "Resource Search"), n(1, 19, "button", "User: j.mbeki", "hasPopup='menu'"),
           n(0, 20, "navigation", ""),
           n(1, 21, "link", "Cluster"), n(1, 22, "link", "Projects/Namespaces"), n(1, 23, "link", "Nodes"),
           n(1, 24, "link", "Cluster and Project Members"), n(1, 25, "link", "Events"),
           n(1, 26, "button", "Workloads", "expanded=True")]
    for i, w in enumerate(["CronJobs", "DaemonSets", "Deployments", "Jobs", "StatefulSets", "Pods"]):
        out.append(n(2, 27 + i, "link", w, f"url='{_RN_CL}/apps.{w.lower()[:-1] if w != 'Pods' else 'pod'}'", *(("focused",) if w == active else ())))
    out += [n(1, 34, "button", "Apps", "expanded=False"), n(1, 35, "button", "Service Discovery", "expanded=False"),
            n(1, 36, "button", "Storage", "expanded=False"), n(1, 37, "button", "Policy", "expanded=False"),
            n(1, 38, "button", "More Resources", "expanded=False"), n(1, 39, "link", "Cluster Tools"), st(1, "v2.8.3")]
    return out


def _rn_list(deps: list[tuple], filt: str = "") -> str:
    lines = _rn_chrome("Deployments") + [
        n(0, 40, "main", ""), n(1, 41, "heading", "Deployments"),
        n(1, 42, "button", "Create"), n(1, 43, "button", "Redeploy", "disabled=True"), n(1, 44, "button", "Download YAML", "disabled=True"),
        n(1, 45, "button", "Delete", "disabled=True"),
        tb(1, 46, "Filter", filt, *(("focused",) if filt else ())),
        n(1, 47, "button", "Group by namespace", "pressed=True")]
    rows = []
    for d in deps:
        i = [x[0] for x in _RN_DEPS].index(d[0])
        rows.append((100 + i * 24, [("checkbox", "", "checked='false'"), "Active", ("link", d[0], f"url='{_RN_CL}/apps.deployment/{d[1]}/{d[0]}'"), d[1], d[2], d[3], d[4], d[5], d[6], ("button", "⋮")]))
    lines += grid(1, 60, "", ["", "State", "Name", "Namespace", "Image", "Ready", "Up-to-date", "Available", "Age", ""], rows)
    return axtree("Rancher", lines, f"{_RN_CL}/apps.deployment")


def _rn_detail(state: str, scale: int, ready: str, upd: str, avail: str, pods: list[tuple], menu: bool = False, dialog: bool = False) -> str:
    lines = _rn_chrome("Deployments") + [
        n(0, 40, "main", ""),
        n(1, 41, "link", "Deployments", f"url='{_RN_CL}/apps.deployment'"), st(1, ":"), n(1, 42, "heading", "orders-api"),
        st(1, state),
        n(1, 43, "button", "⋮", "hasPopup='menu'", f"expanded={menu}")]
    if menu:
        lines += [n(2, 44, "menu", "")]
        for i, m in enumerate(["Edit Config", "Edit YAML", "Clone", "Download YAML", "Pause Orchestration", "Redeploy", "Rollback", "View in API", "Delete"]):
            lines.append(n(3, 45 + i, "menuitem", m))
    lines += [st(1, "Namespace: shop-prod"), st(1, "Age: 41d"),
              st(1, "Image: registry.kestrel.io/shop/orders-api:7.12.0"),
              st(1, "Labels: app.kubernetes.io/name=orders-api, app.kubernetes.io/part-of=shop, team=fulfilment"),
              st(1, "Annotations: deployment.kubernetes.io/revision, meta.helm.sh/release-name"),
              st(1, "Ready"), st(1, ready), st(1, "Up-to-date"), st(1, upd), st(1, "Available"), st(1, avail),
              st(1, "Scale"), n(1, 60, "button", "Decrease"), st(1, str(scale)), n(1, 61, "button", "Increase"),
              n(1, 62, "tablist", ""),
              n(2, 63, "tab", "Pods", "selected=True"), n(2, 64, "tab", "Services", "selected=False"), n(2, 65, "tab", "Ingresses", "selected=False"),
              n(2, 66, "tab", "Metrics", "selected=False"), n(2, 67, "tab", "Conditions", "selected=False"), n(2, 68, "tab", "Recent Events", "selected=False"),
              n(2, 69, "tab", "Related Resources", "selected=False")]
    rows = [(100 + i * 20, [("checkbox", "", "checked='false'"), p[0], ("link", p[1], f"url='{_RN_CL}/pod/shop-prod/{p[1]}'"), p[2], p[3], p[4], p[5], ("button", "⋮")])
            for i, p in enumerate(pods)]
    lines += grid(1, 70, "", ["", "State", "Name", "Node", "Pod IP", "Restarts", "Age", ""], rows)
    if dialog:
        lines += [n(0, 300, "dialog", "Redeploy Deployment", "modal=True"), n(1, 301, "heading", "Redeploy Deployment"),
                  st(1, "This will redeploy the deployment orders-api in namespace shop-prod. All pods will be restarted following the update strategy."),
                  n(1, 302, "button", "Cancel"), n(1, 303, "button", "Redeploy")]
    return axtree("Rancher", lines, f"{_RN_CL}/apps.deployment/shop-prod/orders-api")


# Rancher, clean
def traj09(rs: RowSet) -> None:
    n1, n2, n3 = "ip-10-20-1-88.eu-west-1.compute.internal", "ip-10-20-2-19.eu-west-1.compute.internal", "ip-10-20-3-41.eu-west-1.compute.internal"
    old = [("Running", "orders-api-6d9f7c8b5-2xkqp", n3, "10.42.3.17", "0", "6d"),
           ("Running", "orders-api-6d9f7c8b5-7hfmz", n1, "10.42.1.52", "0", "6d"),
           ("Running", "orders-api-6d9f7c8b5-tr4wn", n2, "10.42.2.30", "1", "6d")]
    p4 = old + [("ContainerCreating", "orders-api-6d9f7c8b5-q8lzn", n2, "", "0", "1s")]
    p5 = old + [("Running", "orders-api-6d9f7c8b5-q8lzn", n2, "10.42.2.47", "0", "5s"),
                ("ContainerCreating", "orders-api-6d9f7c8b5-w2vbc", n1, "", "0", "0s")]
    p5b = old + [("Running", "orders-api-6d9f7c8b5-q8lzn", n2, "10.42.2.47", "0", "11s"),
                 ("Running", "orders-api-6d9f7c8b5-w2vbc", n1, "10.42.1.61", "0", "7s")]
    roll = [("Terminating", "orders-api-6d9f7c8b5-2xkqp", n3, "10.42.3.17", "0", "6d")] + p5b[1:3] + [
        ("Running", "orders-api-6d9f7c8b5-q8lzn", n2, "10.42.2.47", "0", "34s"),
        ("Running", "orders-api-6d9f7c8b5-w2vbc", n1, "10.42.1.61", "0", "30s"),
        ("ContainerCreating", "orders-api-7f4b9c6d8-jc5dn", n3, "", "0", "1s"),
        ("ContainerCreating", "orders-api-7f4b9c6d8-ps92x", n1, "", "0", "1s")]
    new = [("Running", "orders-api-7f4b9c6d8-jc5dn", n3, "10.42.3.58", "0", "24s"),
           ("Running", "orders-api-7f4b9c6d8-ps92x", n1, "10.42.1.70", "0", "24s"),
           ("Running", "orders-api-7f4b9c6d8-k4tzw", n2, "10.42.2.55", "0", "16s"),
           ("Running", "orders-api-7f4b9c6d8-m7qfr", n3, "10.42.3.61", "0", "15s"),
           ("Running", "orders-api-7f4b9c6d8-zb8xh", n2, "10.42.2.59", "0", "8s")]
    deps_after = [(d[:3] + ("5/5", "5", "5") + d[6:]) if d[0] == "orders-api" else d for d in _RN_DEPS]
    turns = [
        (act("click('178')"), _rn_detail("Active", 3, "3/3", "3", "3", old)),
        (act("click('61')"), _rn_detail("Updating", 4, "3/4", "4", "3", p4)),
        (act("click('61')"), _rn_detail("Updating", 5, "4/5", "5", "4", p5)),
        (act("noop(5000)"), _rn_detail("Active", 5, "5/5", "5", "5", p5b)),
        (act("click('43')"), _rn_detail("Active", 5, "5/5", "5", "5", p5b, menu=True)),
        (act("click('50')"), _rn_detail("Active", 5, "5/5", "5", "5", p5b, dialog=True)),
        (act("click('303')"), _rn_detail("Updating", 5, "4/5", "2", "4", roll)),
        (act("noop(20000)"), _rn_detail("Active", 5, "5/5", "5", "5", new)),
        (act("click('29')"), _rn_list(deps_after)),
        (act("fill('46', 'orders')"), _rn_list([d for d in deps_after if "orders" in d[0]], filt="orders")),
    ]
    rs.add(task="web", tid="h40-web-09", system=SYSTEM, turns=turns, state=_rn_list(_RN_DEPS), bad=False)


# ---------------------------------------------------------------------------
# 10 Akaunting bills, bad
AK = "https://books.greenleafcafe.com"
_AK_BILLS = [
    ("91", "BILL-0091", "Nordic Linen Supply", "10 Mar 2025", "09 Apr 2025", "Received", "€418.60"),
    ("90", "BILL-0090", "Alpine Coffee Importers", "06 Mar 2025", "20 Mar 2025", "Received", "€1,642.00"),
    ("89", "BILL-0089", "CityWaste Services", "01 Mar 2025", "15 Mar 2025", "Received", "€185.00"),
    ("88", "BILL-0088", "Harvest Bakery Wholesale", "26 Feb 2025", "12 Mar 2025", "Partial", "€860.00"),
    ("87", "BILL-0087", "Valley Produce Co.", "20 Feb 2025", "22 Mar 2025", "Received", "€1,234.20"),
    ("86", "BILL-0086", "Brightline Electric", "14 Feb 2025", "01 Mar 2025", "Overdue", "€1,187.45"),
    ("85", "BILL-0085", "Alpine Coffee Importers", "06 Feb 2025", "20 Feb 2025", "Overdue", "€952.90"),
    ("84", "BILL-0084", "Nordic Linen Supply", "03 Feb 2025", "05 Mar 2025", "Paid", "€402.10"),
    ("83", "BILL-0083", "Valley Produce Co.", "30 Jan 2025", "01 Mar 2025", "Paid", "€1,118.70"),
    ("82", "BILL-0082", "Harvest Bakery Wholesale", "27 Jan 2025", "10 Feb 2025", "Paid", "€795.00"),
]


def _ak_nav(active: str) -> list[str]:
    out = [n(0, 10, "navigation", ""), n(1, 11, "button", "Greenleaf Café Ltd", "hasPopup='menu'"),
           n(1, 12, "link", "Dashboard", f"url='{AK}/1'"), n(1, 13, "link", "Items", f"url='{AK}/1/common/items'"),
           n(1, 14, "button", "Sales", "expanded=False"), n(1, 15, "button", "Purchases", "expanded=True"),
           n(2, 16, "link", "Bills", f"url='{AK}/1/purchases/bills'", *(("focused",) if active == "Bills" else ())),
           n(2, 17, "link", "Vendors", f"url='{AK}/1/purchases/vendors'"),
           n(1, 18, "button", "Banking", "expanded=True"),
           n(2, 19, "link", "Accounts", f"url='{AK}/1/banking/accounts'"),
           n(2, 20, "link", "Transfers", f"url='{AK}/1/banking/transfers'"),
           n(2, 21, "link", "Transactions", f"url='{AK}/1/banking/transactions'", *(("focused",) if active == "Transactions" else ())),
           n(2, 22, "link", "Reconciliations", f"url='{AK}/1/banking/reconciliations'"),
           n(1, 23, "link", "Reports", f"url='{AK}/1/common/reports'"), n(1, 24, "link", "Settings", f"url='{AK}/1/settings'"),
           n(1, 25, "link", "App Store", f"url='{AK}/1/apps/home'"),
           n(1, 26, "button", "Notifications"), n(1, 27, "button", "Siobhan Keane", "hasPopup='menu'")]
    return out


def _ak_list(bills: list[tuple], open_total: str, flash: str = "") -> str:
    lines = _ak_nav("Bills") + [n(0, 40, "main", "")]
    if flash:
        lines += [n(1, 41, "alert", ""), st(2, flash)]
    lines += [n(1, 42, "heading", "Bills"),
              n(1, 43, "link", "Add New", f"url='{AK}/1/purchases/bills/create'"), n(1, 44, "button", "More", "hasPopup='menu'"),
              n(1, 45, "region", "Overdue"), st(2, "Overdue"), st(2, "€2,140.35"),
              n(1, 46, "region", "Open"), st(2, "Open"), st(2, open_total),
              n(1, 47, "region", "Draft"), st(2, "Draft"), st(2, "€0.00"),
              n(1, 48, "tablist", ""), n(2, 49, "tab", "Unpaid", "selected=False"), n(2, 50, "tab", "Draft", "selected=False"), n(2, 51, "tab", "All", "selected=True"),
              n(1, 52, "searchbox", "Search or filter results..."),
              *grid(1, 60, "", ["", "Due Date", "Bill Date", "Status", "Vendor", "Bill Number", "Amount", ""],
                    [(100 + (91 - int(b[0])) * 18, [("checkbox", "", "checked='false'"), b[4], b[3], b[5], b[2], ("link", b[1], f"url='{AK}/1/purchases/bills/{b[0]}'"), b[6], ("button", "⋯")])
                     for b in bills]),
              st(1, "1 to 10 of 87 records"), n(1, 300, "combobox", "Per page", "value='10'", "hasPopup='listbox'", "expanded=False"),
              n(1, 301, "link", "1"), n(1, 302, "link", "2"), n(1, 303, "link", "3"), n(1, 304, "link", "Next")]
    return axtree("Bills - Greenleaf Café Ltd - Akaunting", lines, f"{AK}/1/purchases/bills")


def _ak_bill(status: str, paid: str | None, due: str, flash: str = "", modal: dict[str, str] | None = None) -> str:
    lines = _ak_nav("Bills") + [n(0, 40, "main", "")]
    if flash:
        lines += [n(1, 41, "alert", ""), st(2, flash)]
    lines += [n(1, 42, "navigation", "breadcrumb"), n(2, 43, "link", "Bills", f"url='{AK}/1/purchases/bills'"),
              n(1, 44, "heading", "BILL-0087"), st(1, status),
              n(1, 45, "button", "Add Payment"), n(1, 46, "link", "Edit", f"url='{AK}/1/purchases/bills/87/edit'"),
              n(1, 47, "button", "More", "hasPopup='menu'"),
              n(1, 50, "region", "Create"), st(2, "Created on 20 Feb 2025"),
              n(1, 51, "region", "Receive"), st(2, "Marked as received on 20 Feb 2025"),
              n(1, 52, "region", "Make Payment"),
              st(2, "Status: " + ("Partially Paid" if paid else "Not Paid")),
              n(2, 53, "button", "Add Payment")]
    if paid:
        lines += [st(2, "Payment made"), st(2, f"12 Mar 2025 - {paid} was paid by Bank Transfer from Business Current (AIB)"),
                  n(2, 54, "button", "Edit Payment"), n(2, 55, "button", "Delete Payment")]
    lines += [n(1, 60, "region", "Bill"),
              st(2, "Greenleaf Café Ltd"), st(2, "12 Camden Market Lane, Dublin 2, D02 X285"), st(2, "VAT: IE 3316842RH"),
              st(2, "Bill From"), st(2, "Valley Produce Co."), st(2, "Unit 4, Kilcullen Business Park, Co. Kildare, R56 KF60"),
              st(2, "Bill Number: BILL-0087"), st(2, "Order Number: VP-44871"), st(2, "Bill Date: 20 Feb 2025"), st(2, "Due Date: 22 Mar 2025"),
              *grid(2, 70, "", ["Items", "Quantity", "Price", "Amount"], [
                  (80, ["Heirloom tomatoes (kg)", "60", "€4.20", "€252.00"]),
                  (90, ["Mixed salad greens (kg)", "30", "€9.80", "€294.00"]),
                  (100, ["Free-range eggs (dozen)", "90", "€4.60", "€414.00"]),
                  (110, ["Whole milk (L)", "120", "€1.35", "€162.00"])]),
              st(2, "Subtotal"), st(2, "€1,122.00"), st(2, "VAT (10%)"), st(2, "€112.20"), st(2, "Total"), st(2, "€1,234.20")]
    if paid:
        lines += [st(2, "Paid"), st(2, paid)]
    lines += [st(2, "Amount Due"), st(2, due),
              st(2, "Notes: Delivered Tue/Fri before 07:30. Crates to be returned on next delivery."),
              n(1, 130, "region", "Attachments"), n(2, 131, "link", "valley-produce-VP-44871.pdf")]
    if modal is not None:
        lines += [n(0, 200, "dialog", "Add Payment", "modal=True"), n(1, 201, "heading", "Add Payment"),
                  st(1, "Bill BILL-0087 · Total €1,234.20 · Paid €0.00 · Due €1,234.20"),
                  tb(1, 202, "Date", "2025-03-12", "required"),
                  tb(1, 203, "Amount", modal.get("amount", "1,234.20"), "required", *(("focused",) if modal.get("focus") == "amount" else ())),
                  n(1, 204, "combobox", "Account", "value='Business Current (AIB)'", "hasPopup='listbox'", "expanded=False"),
                  n(1, 205, "combobox", "Currency", "value='Euro'", "hasPopup='listbox'", "expanded=False", "disabled=True"),
                  n(1, 206, "combobox", "Payment Method", "value='Bank Transfer'", "hasPopup='listbox'", "expanded=False"),
                  n(1, 207, "textbox", "Description", "multiline"),
                  tb(1, 208, "Reference", modal.get("ref", ""), *(("focused",) if modal.get("focus") == "ref" else ())),
                  n(1, 209, "button", "Attachments"),
                  n(1, 210, "button", "Cancel"), n(1, 211, "button", "Save")]
    return axtree("BILL-0087 - Greenleaf Café Ltd - Akaunting", lines, f"{AK}/1/purchases/bills/87")


# Akaunting bills, bad
def traj10(rs: RowSet) -> None:
    after = [(b[:5] + ("Partial",) + b[6:]) if b[0] == "87" else b for b in _AK_BILLS]
    tx = [("12 Mar 2025", "Expense", "Business Current (AIB)", "Produce & Dairy", "Valley Produce Co.", "BILL-0087", "€500.00"),
          ("11 Mar 2025", "Income", "Business Current (AIB)", "Card Sales", "Stripe Payments Europe", "", "€2,318.45"),
          ("10 Mar 2025", "Expense", "Business Current (AIB)", "Coffee & Tea", "Alpine Coffee Importers", "BILL-0079", "€1,476.00"),
          ("10 Mar 2025", "Income", "Cash Float", "Cash Sales", "", "", "€612.30"),
          ("07 Mar 2025", "Expense", "Business Current (AIB)", "Utilities", "Brightline Electric", "BILL-0080", "€1,098.60"),
          ("05 Mar 2025", "Expense", "Business Current (AIB)", "Linen & Laundry", "Nordic Linen Supply", "BILL-0084", "€402.10"),
          ("04 Mar 2025", "Income", "Business Current (AIB)", "Card Sales", "Stripe Payments Europe", "", "€2,104.90"),
          ("01 Mar 2025", "Expense", "Business Current (AIB)", "Produce & Dairy", "Valley Produce Co.", "BILL-0083", "€1,118.70")]
    txl = _ak_nav("Transactions") + [
        n(0, 40, "main", ""), n(1, 42, "heading", "Transactions"),
        n(1, 43, "button", "New Income"), n(1, 44, "button", "New Expense"), n(1, 45, "button", "More", "hasPopup='menu'"),
        n(1, 46, "region", "Incoming"), st(2, "Incoming"), st(2, "€41,882.65"),
        n(1, 47, "region", "Outgoing"), st(2, "Outgoing"), st(2, "€33,517.18"),
        n(1, 48, "region", "Profit"), st(2, "Profit"), st(2, "€8,365.47"),
        n(1, 52, "searchbox", "Search or filter results..."),
        *grid(1, 60, "", ["", "Date", "Type", "Account", "Category", "Contact", "Document", "Amount"],
              [(100 + i * 20, [("checkbox", "", "checked='false'"), ("link", r[0], f"url='{AK}/1/banking/transactions/{1488 - i}'"), r[1], r[2], r[3], r[4], r[5], r[6]]) for i, r in enumerate(tx)]),
        st(1, "1 to 8 of 1,204 records"), n(1, 300, "link", "Next")]
    txd = _ak_nav("Transactions") + [
        n(0, 40, "main", ""),
        n(1, 42, "navigation", "breadcrumb"), n(2, 43, "link", "Transactions", f"url='{AK}/1/banking/transactions'"),
        n(1, 44, "heading", "Expense #1488"),
        n(1, 45, "button", "Edit"), n(1, 46, "button", "More", "hasPopup='menu'"),
        st(1, "Payment made on 12 Mar 2025 from Business Current (AIB)"),
        st(1, "Paid To"), n(1, 47, "link", "Valley Produce Co.", f"url='{AK}/1/purchases/vendors/14'"),
        st(1, "Related Bill"), n(1, 48, "link", "BILL-0087", f"url='{AK}/1/purchases/bills/87'"),
        st(1, "Date: 12 Mar 2025"), st(1, "Account: Business Current (AIB)"), st(1, "Category: Produce & Dairy"),
        st(1, "Payment Method: Bank Transfer"), st(1, "Reference: TRF-20250312-0417"), st(1, "Description: -"),
        st(1, "Amount"), st(1, "€500.00"),
        n(1, 60, "region", "Timeline"), st(2, "Created by Siobhan Keane on 12 Mar 2025"),
        n(1, 70, "region", "Attachments"), st(2, "No attachments")]
    turns = [
        (act("click('184')"), _ak_bill("Received", None, "€1,234.20")),
        (act("click('45')"), _ak_bill("Received", None, "€1,234.20", modal={})),
        (act("fill('203', '500')"), _ak_bill("Received", None, "€1,234.20", modal={"amount": "500", "focus": "amount"})),
        (act("fill('208', 'TRF-20250312-0417')"), _ak_bill("Received", None, "€1,234.20", modal={"amount": "500", "ref": "TRF-20250312-0417", "focus": "ref"})),
        (act("click('211')"), _ak_bill("Partial", "€500.00", "€734.20", flash="Payment added!")),
        (act("click('16')"), _ak_list(after, "€3,412.80")),
        (act("click('184')"), _ak_bill("Partial", "€500.00", "€784.20")),
        (act("click('21')"), axtree("Transactions - Greenleaf Café Ltd - Akaunting", txl, f"{AK}/1/banking/transactions")),
        (act("click('104')"), axtree("Expense #1488 - Greenleaf Café Ltd - Akaunting", txd, f"{AK}/1/banking/transactions/1488")),
    ]
    rs.add(task="web", tid="h40-web-10", system=SYSTEM, turns=turns, state=_ak_list(_AK_BILLS, "€3,912.80"), bad=True, turn=7,
           kind="amount due on the bill reads €784.20 after a €500 payment on a €1,234.20 total (was €734.20)")


# ---------------------------------------------------------------------------
# 11 Uptime Kuma monitors, clean
UK = "https://status.tinkerlab.dev"
_UK_MON = [
    (3, "API /health", "99.98%", "up"), (5, "Auth service", "100%", "up"), (8, "Customer portal", "99.91%", "up"),
    (4, "Docs site", "100%", "up"), (11, "Grafana", "100%", "up"), (7, "Legacy FTP", "86.9%", "down"),
    (9, "Mail relay (SMTP)", "100%", "up"), (12, "MinIO console", "99.86%", "up"), (2, "Postgres primary", "100%", "up"),
    (6, "Redis cache", "100%", "up"), (10, "Staging website", "97.2%", "paused"),
]


def _uk_side(status: dict[str, str], active: str = "") -> list[str]:
    out = [n(0, 10, "banner", ""), n(1, 11, "link", "Uptime Kuma", f"url='{UK}/dashboard'"),
           n(1, 12, "link", "Status Pages", f"url='{UK}/manage-status-page'"), n(1, 13, "link", "Dashboard", f"url='{UK}/dashboard'"),
           n(1, 14, "button", "admin", "hasPopup='menu'"),
           n(0, 20, "complementary", ""), n(1, 21, "link", "Add New Monitor", f"url='{UK}/add'"),
           n(1, 22, "button", "Select"), tb(1, 23, "Search..."), n(1, 24, "list", "")]
    for i, (mid, name, pct, _) in enumerate(_UK_MON):
        b = 30 + i * 3
        s = status.get(name, dict((m[1], m[3]) for m in _UK_MON)[name])
        out += [n(2, b, "link", name, f"url='{UK}/dashboard/{mid}'", *(("focused",) if name == active else ())),
                st(3, pct), n(3, b + 1, "img", f"Heartbeat bar: {s}")]
    return out


def _uk_dash(status: dict[str, str]) -> str:
    vals = [status.get(m[1], m[3]) for m in _UK_MON]
    lines = _uk_side(status) + [
        n(0, 80, "main", ""), n(1, 81, "heading", "Quick Stats"),
        st(1, "Up"), st(1, str(vals.count("up"))), st(1, "Down"), st(1, str(vals.count("down"))),
        st(1, "Maintenance"), st(1, "0"), st(1, "Unknown"), st(1, "0"), st(1, "Pause"), st(1, str(vals.count("paused"))),
        *grid(1, 90, "Important Events", ["Name", "Status", "DateTime", "Message"], [
            (100, [("link", "Legacy FTP"), "Down", "2025-03-12 14:31:07", "connect ETIMEDOUT 203.0.113.44:21"]),
            (110, [("link", "Legacy FTP"), "Up", "2025-03-12 09:02:44", ""]),
            (120, [("link", "Legacy FTP"), "Down", "2025-03-12 08:50:31", "connect ETIMEDOUT 203.0.113.44:21"]),
            (130, [("link", "MinIO console"), "Up", "2025-03-12 03:17:12", "200 - OK"]),
            (140, [("link", "MinIO console"), "Down", "2025-03-12 03:15:10", "timeout of 48000ms exceeded"]),
            (150, [("link", "Customer portal"), "Up", "2025-03-11 22:48:39", "200 - OK"]),
            (160, [("link", "Customer portal"), "Down", "2025-03-11 22:46:37", "Request failed with status code 502"]),
            (180, [("link", "API /health"), "Up", "2025-03-10 04:12:55", "200 - OK"]),
            (190, [("link", "API /health"), "Down", "2025-03-10 04:11:53", "timeout of 48000ms exceeded"])]),
        n(1, 210, "button", "«", "disabled=True"), n(1, 211, "button", "1"), n(1, 212, "button", "2"), n(1, 213, "button", "»")]
    return axtree("Uptime Kuma", lines, f"{UK}/dashboard")


def _uk_ftp(paused: bool, dialog: bool = False, toast: str = "") -> str:
    st_ = {"Legacy FTP": "paused"} if paused else {}
    lines = _uk_side(st_, "Legacy FTP") + [
        n(0, 80, "main", ""), n(1, 81, "heading", "Legacy FTP"),
        st(1, "TCP Port"), st(1, "files.tinkerlab.dev:21"),
        n(1, 82, "button", "Resume" if paused else "Pause"), n(1, 83, "link", "Edit", f"url='{UK}/edit/7'"),
        n(1, 84, "link", "Clone", f"url='{UK}/clone/7'"), n(1, 85, "button", "Delete"),
        n(1, 86, "img", "Heartbeat bar"), st(1, "Paused" if paused else "Down"), st(1, "Check every 60 seconds"),
        st(1, "Response (Current)"), st(1, "N/A"), st(1, "Avg. Response (24-hour)"), st(1, "412 ms"),
        st(1, "Uptime (24-hour)"), st(1, "86.9%"), st(1, "Uptime (30-day)"), st(1, "96.12%"),
        n(1, 87, "img", "Response time chart"), n(1, 88, "combobox", "Chart period", "value='Recent'", "hasPopup='listbox'", "expanded=False"),
        *grid(1, 90, "", ["Status", "DateTime", "Message"], [
            (100, ["Down", "2025-03-12 14:31:07", "connect ETIMEDOUT 203.0.113.44:21"]),
            (108, ["Up", "2025-03-12 09:02:44", ""]),
            (116, ["Down", "2025-03-12 08:50:31", "connect ETIMEDOUT 203.0.113.44:21"]),
            (124, ["Up", "2025-03-04 11:40:18", ""])]),
        n(1, 140, "button", "Clear Data", "hasPopup='menu'")]
    if toast:
        lines += [n(0, 300, "alert", ""), st(1, toast), n(1, 301, "button", "Close")]
    if dialog:
        lines += [n(0, 310, "dialog", "Confirm", "modal=True"), st(1, "Are you sure want to pause?"),
                  n(1, 311, "button", "Yes"), n(1, 312, "button", "No")]
    return axtree("Legacy FTP - Uptime Kuma", lines, f"{UK}/dashboard/7")


def _uk_api(interval: int, current: str, toast: str = "") -> str:
    lines = _uk_side({"Legacy FTP": "paused"}, "API /health") + [
        n(0, 80, "main", ""), n(1, 81, "heading", "API /health"),
        n(1, 89, "link", "https://api.tinkerlab.dev/health", "url='https://api.tinkerlab.dev/health'"),
        n(1, 82, "button", "Pause"), n(1, 83, "link", "Edit", f"url='{UK}/edit/3'"),
        n(1, 84, "link", "Clone", f"url='{UK}/clone/3'"), n(1, 85, "button", "Delete"),
        n(1, 86, "img", "Heartbeat bar"), st(1, "Up"), st(1, f"Check every {interval} seconds"),
        st(1, "Response (Current)"), st(1, current), st(1, "Avg. Response (24-hour)"), st(1, "91 ms"),
        st(1, "Uptime (24-hour)"), st(1, "99.98%"), st(1, "Uptime (30-day)"), st(1, "99.95%"),
        st(1, "Cert Exp."), st(1, "2025-05-29 (78 days)"),
        n(1, 87, "img", "Response time chart"), n(1, 88, "combobox", "Chart period", "value='Recent'", "hasPopup='listbox'", "expanded=False"),
        *grid(1, 90, "", ["Status", "DateTime", "Message"], [
            (100, ["Up", "2025-03-10 04:12:55", "200 - OK"]),
            (108, ["Down", "2025-03-10 04:11:53", "timeout of 48000ms exceeded"]),
            (116, ["Up", "2025-02-21 19:30:02", "200 - OK"]),
            (124, ["Down", "2025-02-21 19:27:58", "Request failed with status code 503"])]),
        n(1, 140, "button", "Clear Data", "hasPopup='menu'")]
    if toast:
        lines += [n(0, 300, "alert", ""), st(1, toast), n(1, 301, "button", "Close")]
    return axtree("API /health - Uptime Kuma", lines, f"{UK}/dashboard/3")


def _uk_edit(interval: str, retry: str, focus: bool = False) -> str:
    lines = _uk_side({"Legacy FTP": "paused"}, "API /health") + [
        n(0, 80, "main", ""), n(1, 81, "heading", "Edit"),
        n(1, 150, "heading", "General"),
        n(1, 151, "combobox", "Monitor Type", "value='HTTP(s)'", "hasPopup='listbox'", "expanded=False"),
        tb(1, 152, "Friendly Name", "API /health", "required"),
        tb(1, 153, "URL", "https://api.tinkerlab.dev/health", "required"),
        n(1, 154, "spinbutton", "Heartbeat Interval (Check every " + interval + " seconds)", f"value={q(interval)}", *(("focused",) if focus else ())),
        n(1, 155, "spinbutton", "Retries", "value='2'"),
        n(1, 156, "spinbutton", "Heartbeat Retry Interval (Retry every " + retry + " seconds)", f"value={q(retry)}"),
        n(1, 157, "spinbutton", "Request Timeout (Timeout after 48 seconds)", "value='48'"),
        n(1, 158, "spinbutton", "Resend Notification if Down X times consecutively", "value='0'"),
        n(1, 160, "heading", "Advanced"),
        cb(161, "Certificate Expiry Notification", True, 1), cb(162, "Ignore TLS/SSL error for HTTPS websites", False, 1),
        cb(163, "Upside Down Mode", False, 1), n(1, 164, "spinbutton", "Max. Redirects", "value='10'"),
        n(1, 165, "combobox", "Accepted Status Codes", "value='200-299'", "hasPopup='listbox'", "expanded=False"),
        n(1, 166, "button", "Add Tags"), st(1, "prod"),
        n(1, 170, "heading", "Notifications"), cb(171, "Ops Slack (Default)", True, 1), cb(172, "PagerDuty on-call", False, 1),
        n(1, 173, "link", "Setup Notification"),
        n(1, 180, "heading", "HTTP Options"),
        n(1, 181, "combobox", "Method", "value='GET'", "hasPopup='listbox'", "expanded=False"),
        n(1, 182, "combobox", "Body Encoding", "value='JSON'", "hasPopup='listbox'", "expanded=False"),
        n(1, 183, "textbox", "Body", "multiline"), n(1, 184, "textbox", "Headers", "multiline"),
        n(1, 185, "combobox", "Authentication Method", "value='None'", "hasPopup='listbox'", "expanded=False"),
        n(1, 190, "button", "Save")]
    return axtree("Edit - Uptime Kuma", lines, f"{UK}/edit/3")


# Uptime Kuma monitors, clean
def traj11(rs: RowSet) -> None:
    turns = [
        (act("click('45')"), _uk_ftp(False)),
        (act("click('82')"), _uk_ftp(False, dialog=True)),
        (act("click('311')"), _uk_ftp(True, toast="Paused Successfully.")),
        (act("click('30')"), _uk_api(60, "84 ms")),
        (act("click('83')"), _uk_edit("60", "60")),
        (act("fill('154', '30')"), _uk_edit("30", "30", focus=True)),
        (act("click('190')"), _uk_api(30, "79 ms", toast="Saved Successfully.")),
        (act("click('13')"), _uk_dash({"Legacy FTP": "paused"})),
    ]
    rs.add(task="web", tid="h40-web-11", system=SYSTEM, turns=turns, state=_uk_dash({}), bad=False)


# ---------------------------------------------------------------------------
# 12 Woodpecker CI, bad
WP = "https://ci.moss-grove.org"


def _wp_head(crumbs: list[tuple[str, str]]) -> list[str]:
    out = [n(0, 10, "navigation", ""), n(1, 11, "link", "Woodpecker", f"url='{WP}/'"),
           n(1, 12, "link", "Repositories", f"url='{WP}/repos'"), n(1, 13, "link", "Docs", "url='https://woodpecker-ci.org/'"),
           n(1, 14, "button", "Toggle dark mode"), n(1, 15, "button", "Show active pipelines"),
           n(1, 16, "link", "User settings", f"url='{WP}/user'"), n(0, 18, "navigation", "breadcrumb")]
    for i, (name, url) in enumerate(crumbs):
        out.append(n(1, 19 + i, "link", name, f"url='{url}'"))
    return out


_WP_PIPES = [
    ("536", "bump tokio to 1.36", "push", "main", "8e41c0d", "mkeller", "running", "", ""),
    ("535", "Merge pull request #211 from feat/webp-tiles", "push", "main", "e3b7a91", "lvaldes", "success", "12 minutes ago", "04:51"),
    ("534", "feat: encode WebP tiles behind flag", "pull_request #211", "feat/webp-tiles", "b19c4f2", "lvaldes", "success", "41 minutes ago", "05:02"),
    ("533", "chore(deps): bump serde from 1.0.196 to 1.0.197", "pull_request #213", "dependabot/cargo/serde-1.0.197", "6d2e8a0", "dependabot", "success", "1 hour ago", "04:37"),
    ("532", "bump tokio to 1.36", "push", "main", "8e41c0d", "mkeller", "failure", "2 hours ago", "03:12"),
    ("531", "fix: clamp zoom level in /tiles handler", "push", "main", "a47f1d3", "mkeller", "success", "3 hours ago", "04:44"),
    ("530", "Release v0.18.0", "tag", "v0.18.0", "c05e9b7", "lvaldes", "success", "1 day ago", "06:10"),
    ("529", "nightly-osm-refresh", "cron", "main", "c05e9b7", "woodpecker", "success", "1 day ago", "12:03"),
]


def _wp_list(pipes: list[tuple]) -> str:
    lines = _wp_head([("moss-grove", f"{WP}/orgs/3"), ("tile-server", f"{WP}/repos/14")]) + [
        n(0, 30, "main", ""), n(1, 31, "heading", "moss-grove / tile-server"),
        n(1, 32, "link", "git.moss-grove.org/moss-grove/tile-server", "url='https://git.moss-grove.org/moss-grove/tile-server'"),
        n(1, 33, "img", "pipeline status: success"),
        n(1, 34, "button", "Run pipeline"),
        n(1, 35, "tablist", ""), n(2, 36, "tab", "Pipelines", "selected=True"), n(2, 37, "tab", "Branches", "selected=False"),
        n(2, 38, "tab", "Pull Requests", "selected=False"), n(2, 39, "tab", "Settings", "selected=False"),
        n(1, 40, "list", "")]
    for p in pipes:
        num, msg, ev, ref, sha, who, status, when, dur = p
        b = 100 + (536 - int(num)) * 10
        lines += [n(2, b, "link", f"#{num} {msg}", f"url='{WP}/repos/14/pipeline/{num}'"),
                  n(3, b + 1, "img", status), n(3, b + 2, "img", who),
                  st(3, f"{ev} {ref}"), st(3, sha), st(3, when or "just now"), st(3, dur or "--:--")]
    return axtree("tile-server - Woodpecker", lines, f"{WP}/repos/14")


def _wp_pipe(num: str, status: str, when: str, dur: str, steps: list[tuple[str, str, str]], sel: str, log: list[str], restart: bool) -> str:
    lines = _wp_head([("moss-grove", f"{WP}/orgs/3"), ("tile-server", f"{WP}/repos/14"), (f"#{num}", f"{WP}/repos/14/pipeline/{num}")]) + [
        n(0, 30, "main", ""),
        n(1, 31, "heading", f"Pipeline #{num} - bump tokio to 1.36"),
        n(1, 32, "img", status),
        n(1, 33, "img", "mkeller"), st(1, "pushed to main"),
        n(1, 34, "link", "8e41c0d", "url='https://git.moss-grove.org/moss-grove/tile-server/commit/8e41c0d7a52f19b6c3e0d4a8f7b2c91e5d6a3f08'"),
        st(1, when), st(1, dur),
        n(1, 35, "button", "Restart" if restart else "Cancel"),
        n(1, 36, "tablist", ""), n(2, 37, "tab", "Tasks", "selected=True"), n(2, 38, "tab", "Config", "selected=False"),
        n(2, 39, "tab", "Changed files (2)", "selected=False"),
        n(1, 40, "list", "workflow: ci")]
    for i, (name, sstat, sdur) in enumerate(steps):
        lines += [n(2, 50 + i * 2, "button", name, *(("pressed=True",) if name == sel else ())), n(3, 51 + i * 2, "img", sstat), st(3, sdur)]
    lines += [n(1, 70, "region", f"Step logs: {sel}"), n(2, 71, "button", "Download"), n(2, 72, "button", "Show timestamps"),
              n(2, 73, "button", "Follow", "pressed=True")]
    for i, ln in enumerate(log, 1):
        lines.append(st(2, f"{i}  {ln}"))
    return axtree(f"#{num} - tile-server - Woodpecker", lines, f"{WP}/repos/14/pipeline/{num}")


# Woodpecker CI, bad
def traj12(rs: RowSet) -> None:
    repos = _wp_head([]) + [
        n(0, 30, "main", ""), n(1, 31, "heading", "Repositories"), tb(1, 32, "Search"),
        n(1, 33, "link", "Add repository", f"url='{WP}/repos/add'"), n(1, 40, "list", "")]
    for i, (r, last, st_, when) in enumerate([("moss-grove/tile-server", "#535", "success", "12 minutes ago"),
                                              ("moss-grove/style-editor", "#211", "success", "3 hours ago"),
                                              ("moss-grove/osm-importer", "#908", "failure", "5 hours ago"),
                                              ("moss-grove/geocoder", "#77", "success", "2 days ago"),
                                              ("moss-grove/docs", "#164", "success", "6 days ago"),
                                              ("moss-grove/infra", "#59", "killed", "2 weeks ago")]):
        repos += [n(2, 41 + i * 3, "link", r, f"url='{WP}/repos/{[14, 17, 15, 21, 16, 19][i]}'"),
                  n(3, 42 + i * 3, "img", st_), st(3, f"{last} · {when}")]
    state = axtree("Repositories - Woodpecker", repos, f"{WP}/repos")
    fail_log = ["+ cargo test --workspace --locked",
                "   Compiling tokio v1.36.0",
                "   Compiling tile-server v0.18.0 (/woodpecker/src/git.moss-grove.org/moss-grove/tile-server)",
                "    Finished test [unoptimized + debuginfo] target(s) in 1m 58s",
                "     Running unittests src/lib.rs (target/debug/deps/tile_server-3f9a0c1d2e4b5a67)",
                "running 147 tests",
                "test tiles::cache::tests::evicts_lru_entry ... FAILED",
                "test tiles::encode::tests::png_roundtrip ... ok",
                "test tiles::handler::tests::clamps_zoom ... ok",
                "failures:",
                "---- tiles::cache::tests::evicts_lru_entry stdout ----",
                "thread 'tiles::cache::tests::evicts_lru_entry' panicked at src/tiles/cache.rs:212:9:",
                "assertion `left == right` failed",
                "  left: 3",
                " right: 2",
                "test result: FAILED. 146 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; finished in 8.41s",
                "error: test failed, to rerun pass `-p tile-server --lib`",
                "exit code 101"]
    steps_fail = [("clone", "success", "00:03"), ("lint", "success", "00:41"), ("test", "failure", "02:24"),
                  ("build", "skipped", ""), ("publish", "skipped", ""), ("notify", "success", "00:02")]
    clone_log = ["+ git init --object-format sha1 -b main /woodpecker/src/git.moss-grove.org/moss-grove/tile-server",
                 "Initialized empty Git repository in /woodpecker/src/git.moss-grove.org/moss-grove/tile-server/.git/",
                 "+ git config --global --replace-all safe.directory /woodpecker/src/git.moss-grove.org/moss-grove/tile-server",
                 "+ git remote add origin https://git.moss-grove.org/moss-grove/tile-server.git",
                 "+ git fetch --no-tags --depth=1 --filter=tree:0 origin +8e41c0d7a52f19b6c3e0d4a8f7b2c91e5d6a3f08:"]
    steps_run0 = [("clone", "running", "00:02"), ("lint", "pending", ""), ("test", "pending", ""),
                  ("build", "pending", ""), ("publish", "pending", ""), ("notify", "pending", "")]
    steps_run1 = [("clone", "success", "00:03"), ("lint", "success", "00:39"), ("test", "running", "01:12"),
                  ("build", "pending", ""), ("publish", "pending", ""), ("notify", "pending", "")]
    steps_run2 = [("clone", "success", "00:03"), ("lint", "success", "00:39"), ("test", "success", "02:31"),
                  ("build", "running", "00:47"), ("publish", "pending", ""), ("notify", "pending", "")]
    steps_done = [("clone", "success", "00:03"), ("lint", "success", "00:39"), ("test", "success", "02:31"),
                  ("build", "success", "01:05"), ("publish", "success", "00:22"), ("notify", "success", "00:02")]
    test_log_run = fail_log[:5] + ["running 147 tests", "test tiles::cache::tests::evicts_lru_entry ... ok", "test tiles::encode::tests::png_roundtrip ... ok"]
    test_log_ok = test_log_run + ["test tiles::handler::tests::clamps_zoom ... ok",
                                  "test result: ok. 147 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 8.02s",
                                  "   Doc-tests tile_server", "running 4 tests", "test result: ok. 4 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.61s"]
    publish_log = ["+ plugin-docker-buildx --repo git.moss-grove.org/moss-grove/tile-server --tags main,8e41c0d",
                   "#12 exporting to image",
                   "#12 pushing layers 3.1s done",
                   "#12 pushing manifest for git.moss-grove.org/moss-grove/tile-server:main@sha256:2c7f41e09ab35d86f1c4e7a0b93d25e6c8f10a7b4d9e3c52f6a08b1d7e94c3a5 0.4s done",
                   "#12 DONE 4.2s"]
    list4 = [_WP_PIPES[0]] + [(p[:7] + ({"535": "9 minutes ago", "534": "43 minutes ago"}.get(p[0], p[7]),) + p[8:]) for p in _WP_PIPES[1:]]
    turns = [
        (act("click('41')"), _wp_list(_WP_PIPES[1:])),
        (act("click('140')"), _wp_pipe("532", "failure", "2 hours ago", "03:12", steps_fail, "test", fail_log, True)),
        (act("click('35')"), _wp_pipe("536", "running", "just now", "00:02", steps_run0, "clone", clone_log, False)),
        (act("click('20')"), _wp_list(list4)),
        (act("click('100')"), _wp_pipe("536", "running", "1 minute ago", "01:55", steps_run1, "test", test_log_run, False)),
        (act("noop(90000)"), _wp_pipe("536", "running", "3 minutes ago", "03:59", steps_run2, "test", test_log_ok, False)),
        (act("click('58')"), _wp_pipe("536", "success", "4 minutes ago", "04:43", steps_done, "publish", publish_log, True)),
    ]
    rs.add(task="web", tid="h40-web-12", system=SYSTEM, turns=turns, state=state, bad=True, turn=4,
           kind="relative time of pipeline #535 goes backwards (12 minutes ago, later 9 minutes ago)")


# ---------------------------------------------------------------------------
# 13 Chatwoot contacts, clean
CW = "https://desk.pinecrest-outdoors.com"
_CW_CONTACTS = [
    ("61402", "Avery Lindqvist", "avery.l@fjallmail.se", "+46701234567", "", "Sweden", "Stockholm", "12 minutes ago", "Jan 14, 2025"),
    ("60977", "Grace Okafor", "grace.okafor@lagosmail.ng", "+2348031234567", "Okafor Expeditions", "Nigeria", "Lagos", "41 minutes ago", "Dec 29, 2024"),
    ("58213", "Rafael Ortega", "rafael.ortega@desertwind.co", "", "", "United States", "Tucson", "3 hours ago", "Nov 3, 2024"),
    ("61388", "Hiroshi Tanaka", "h.tanaka@yamaguide.jp", "", "", "Japan", "Matsumoto", "5 hours ago", "Jan 12, 2025"),
    ("55190", "Lucía Ortega-Ruiz", "lucia.or@correo.mx", "+525512345678", "Senderos MX", "Mexico", "Monterrey", "7 hours ago", "Sep 18, 2024"),
    ("59942", "Maëlle Dubois", "maelle.dubois@orange.fr", "+33612345678", "", "France", "Annecy", "yesterday", "Dec 2, 2024"),
    ("61120", "Samir Haddad", "samir@haddadclimbing.com", "+96171123456", "Haddad Climbing", "Lebanon", "Beirut", "yesterday", "Jan 5, 2025"),
    ("57302", "Tom Whitaker", "tom.whitaker@peakmail.co.uk", "+447700900123", "", "United Kingdom", "Kendal", "2 days ago", "Oct 11, 2024"),
    ("60514", "Priya Nair", "priya.nair@trekmail.in", "+919812345678", "", "India", "Bengaluru", "3 days ago", "Dec 19, 2024"),
    ("56641", "Dmitri Volkov", "d.volkov@taiga.ru", "", "", "Russia", "Irkutsk", "4 days ago", "Sep 30, 2024"),
]


def _cw_nav() -> list[str]:
    return [n(0, 10, "navigation", ""),
            n(1, 11, "link", "Conversations", f"url='{CW}/app/accounts/2/dashboard'"),
            n(1, 12, "link", "Contacts", f"url='{CW}/app/accounts/2/contacts'", "focused"),
            n(1, 13, "link", "Reports", f"url='{CW}/app/accounts/2/reports/overview'"),
            n(1, 14, "link", "Campaigns", f"url='{CW}/app/accounts/2/campaigns/ongoing'"),
            n(1, 15, "link", "Help Center", f"url='{CW}/app/accounts/2/portals'"),
            n(1, 16, "link", "Settings", f"url='{CW}/app/accounts/2/settings/general'"),
            n(1, 17, "button", "Notifications"), n(1, 18, "button", "Noor Castillo", "hasPopup='menu'"),
            n(0, 20, "navigation", "Contacts"),
            n(1, 21, "link", "All Contacts"), st(1, "Segments"), n(1, 22, "link", "Wholesale leads"), n(1, 23, "link", "Returns last 30d"),
            st(1, "Tagged with"), n(1, 24, "link", "wholesale"), n(1, 25, "link", "vip"), n(1, 26, "link", "returns"), n(1, 27, "link", "warranty")]


def _cw_list(rows: list[tuple], search: str = "") -> str:
    lines = _cw_nav() + [
        n(0, 40, "main", ""), n(1, 41, "heading", "Contacts"),
        n(1, 42, "searchbox", "Search for contacts", *((f"value={q(search)}", "focused") if search else ())),
        n(1, 43, "button", "Filter"), n(1, 44, "button", "Import"), n(1, 45, "button", "Export"), n(1, 46, "button", "New contact")]
    trs = []
    for r in rows:
        i = [x[0] for x in _CW_CONTACTS].index(r[0])
        trs.append((100 + i * 20, [("link", r[1], f"url='{CW}/app/accounts/2/contacts/{r[0]}'"), r[2], r[3] or "---", r[4] or "---", r[5], r[6], "", r[7], r[8]]))
    lines += grid(1, 60, "", ["Name", "Email", "Phone Number", "Company", "Country", "City", "Social Profiles", "Last activity", "Created at"], trs)
    if search:
        lines += [st(1, f"Showing 1 - {len(rows)} of {len(rows)} contacts")]
    else:
        lines += [st(1, "Showing 1 - 10 of 1,284 contacts"), n(1, 400, "button", "Previous page", "disabled=True"), n(1, 401, "button", "Next page")]
    return axtree("Contacts - Chatwoot", lines, f"{CW}/app/accounts/2/contacts" + (f"?search={search}" if search else ""))


def _cw_contact(phone: str, company: str, edit: dict[str, str] | None = None, toast: str = "") -> str:
    lines = _cw_nav() + [
        n(0, 40, "main", ""),
        n(1, 41, "link", "Back", f"url='{CW}/app/accounts/2/contacts'"),
        n(1, 50, "complementary", "Contact"),
        n(2, 51, "img", "Rafael Ortega"), n(2, 52, "heading", "Rafael Ortega"),
        st(2, "Wholesale buyer, runs guided desert trips out of Tucson."),
        n(2, 53, "link", "rafael.ortega@desertwind.co", "url='mailto:rafael.ortega@desertwind.co'"),
        st(2, phone or "Not available"), st(2, company or "Not available"), st(2, "Tucson, United States"),
        n(2, 54, "button", "New message"), n(2, 55, "button", "Edit contact"), n(2, 56, "button", "Merge contact"), n(2, 57, "button", "Delete contact"),
        n(2, 60, "heading", "Contact Attributes"), st(2, "Created at: Nov 3, 2024"), st(2, "Last activity: 3 hours ago"),
        st(2, "Browser: Chrome 122.0"), st(2, "Platform: macOS"), st(2, "Initiated at: pinecrest-outdoors.com/collections/tents"),
        n(2, 61, "button", "Add attributes"),
        n(2, 62, "heading", "Contact Labels"), n(2, 63, "button", "Add labels"),
        n(2, 64, "heading", "Previous Conversations"),
        n(3, 65, "link", "#4471 Order #PC-20931 arrived with broken tent pole"), st(3, "Resolved · Website · 3 hours ago"),
        n(3, 66, "link", "#4218 Question about the Ridgeline 4-season tent"), st(3, "Resolved · Email · Feb 2, 2025"),
        n(3, 67, "link", "#3907 Bulk pricing for 20 sleeping bags"), st(3, "Resolved · Email · Dec 10, 2024"),
        n(1, 80, "region", "Notes"), n(2, 81, "textbox", "Add a note", "multiline"), n(2, 82, "button", "Add"),
        st(2, "Noor Castillo · Feb 2, 2025"), st(2, "Interested in wholesale account for his tour company; send B2B price list in March."),
        n(1, 90, "region", "History"),
        st(2, "Conversation #4471 resolved by Noor Castillo · 3 hours ago"),
        st(2, "Conversation #4471 assigned to Noor Castillo · 3 hours ago")]
    if edit is not None:
        lines += [n(0, 200, "dialog", "Edit contact details"), n(1, 201, "heading", "Edit contact details"),
                  tb(1, 202, "Full name", "Rafael Ortega"), tb(1, 203, "Email Address", "rafael.ortega@desertwind.co"),
                  n(1, 204, "textbox", "Bio", "value='Wholesale buyer, runs guided desert trips out of Tucson.'", "multiline"),
                  n(1, 205, "combobox", "Country code", "value='Select Country'", "hasPopup='listbox'", "expanded=False"),
                  tb(1, 206, "Phone Number", edit.get("phone", ""), *(("focused",) if edit.get("focus") == "phone" else ())),
                  tb(1, 207, "Company Name", edit.get("company", ""), *(("focused",) if edit.get("focus") == "company" else ())),
                  st(1, "Social Profiles"),
                  tb(1, 208, "Facebook"), tb(1, 209, "Twitter"), tb(1, 210, "LinkedIn", "rafael-ortega-desertwind"), tb(1, 211, "Github"),
                  n(1, 212, "button", "Update contact"), n(1, 213, "button", "Cancel")]
    if toast:
        lines += [n(0, 300, "status", ""), st(1, toast)]
    return axtree("Rafael Ortega - Contacts - Chatwoot", lines, f"{CW}/app/accounts/2/contacts/58213")


# Chatwoot contacts, clean
def traj13(rs: RowSet) -> None:
    found = [c for c in _CW_CONTACTS if "ortega" in c[1].lower()]
    turns = [
        (act("fill('42', 'ortega')"), _cw_list(found, search="ortega")),
        (act("click('142')"), _cw_contact("", "")),
        (act("click('55')"), _cw_contact("", "", edit={})),
        (act("fill('207', 'Saguaro Trail Supply')"), _cw_contact("", "", edit={"company": "Saguaro Trail Supply", "focus": "company"})),
        (act("fill('206', '+15205550143')"), _cw_contact("", "", edit={"company": "Saguaro Trail Supply", "phone": "+15205550143", "focus": "phone"})),
        (act("click('212')"), _cw_contact("+15205550143", "Saguaro Trail Supply", toast="Contact saved successfully")),
    ]
    rs.add(task="web", tid="h40-web-13", system=SYSTEM, turns=turns, state=_cw_list(_CW_CONTACTS), bad=False)


# ---------------------------------------------------------------------------
# 14 Coolify apps, bad
CO = "https://coolify.brambleworks.dev"
_CO_P = "k4w8s0g8oc0ccwgk0kk4oc8s"
_CO_APP = "ys0kgs4c8wk0g8kgckw4cc0o"


def _co_nav() -> list[str]:
    out = [n(0, 10, "navigation", ""), n(1, 11, "link", "Coolify", f"url='{CO}/'"), n(1, 12, "button", "Brambleworks", "hasPopup='menu'")]
    for i, it in enumerate(["Dashboard", "Projects", "Servers", "Sources", "Destinations", "S3 Storages", "Shared Variables",
                            "Notifications", "Keys & Tokens", "Tags", "Terminal", "Profile", "Teams", "Settings"]):
        out.append(n(1, 13 + i, "link", it, f"url='{CO}/{it.lower().replace(' & ', '-').replace(' ', '-')}'"))
    out += [n(1, 28, "button", "Logout"), st(1, "v4.0.0-beta.360")]
    return out


def _co_crumbs(app: str | None) -> list[str]:
    out = [n(1, 31, "navigation", "breadcrumb"),
           n(2, 32, "link", "Storefront", f"url='{CO}/project/{_CO_P}'"),
           n(2, 33, "link", "staging", f"url='{CO}/project/{_CO_P}/staging'")]
    if app:
        out.append(n(2, 34, "link", app, f"url='{CO}/project/{_CO_P}/staging/application/{_CO_APP}'"))
    return out


def _co_env(app_name: str) -> str:
    res = [(app_name, "Application", "Running", "https://staging.brambleshop.com", f"application/{_CO_APP}"),
           ("redis-staging", "Redis", "Running (healthy)", "", "database/hwc84s8sgc4k4g0wwsc0ko0k"),
           ("postgres-staging", "PostgreSQL 16", "Running (healthy)", "", "database/o8ks0wc4w0sgokcc48kkoc0w"),
           ("mailpit", "Service", "Exited", "https://mail.staging.brambleshop.com", "service/gs0ggk4wcwo4ksg0kc8w4g8c")]
    lines = _co_nav() + [n(0, 30, "main", ""), *_co_crumbs(None),
                         n(1, 40, "heading", "Resources"), n(1, 41, "link", "+ New", f"url='{CO}/project/{_CO_P}/staging/new'"),
                         n(1, 42, "button", "Clone"), n(1, 43, "button", "Delete Environment", "disabled=True"),
                         tb(1, 44, "Search for name, fqdn..."), n(1, 45, "list", "")]
    for i, (name, kind, status, fqdn, path) in enumerate(res):
        b = 60 + i * 5
        lines += [n(2, b, "link", name, f"url='{CO}/project/{_CO_P}/staging/{path}'"), st(3, kind)]
        if fqdn:
            lines.append(st(3, fqdn))
        lines += [n(3, b + 1, "img", status), st(3, status)]
    return axtree("Storefront > staging | Coolify", lines, f"{CO}/project/{_CO_P}/staging")


def _co_app_head(name: str, tab: str) -> list[str]:
    out = _co_nav() + [n(0, 30, "main", ""), *_co_crumbs(name),
                       n(1, 35, "img", "Running"), st(1, "Running"),
                       n(1, 36, "tablist", "")]
    for i, tname in enumerate(["Configuration", "Deployments", "Logs", "Terminal", "Links"]):
        out.append(n(2, 37 + i, "tab", tname, f"selected={tname == tab}"))
    out += [n(1, 43, "button", "Redeploy"), n(1, 44, "button", "Restart"), n(1, 45, "button", "Stop")]
    return out


def _co_side(sel: str) -> list[str]:
    out = [n(1, 50, "navigation", "configuration")]
    for i, s in enumerate(["General", "Advanced", "Environment Variables", "Persistent Storage", "Git Source", "Servers", "Scheduled Tasks",
                           "Webhooks", "Preview Deployments", "Healthchecks", "Rollback", "Resource Limits", "Resource Operations", "Metrics", "Tags", "Danger Zone"]):
        out.append(n(2, 51 + i, "link", s, *(("focused",) if s == sel else ())))
    return out


def _co_general(header: str, field: str, toast: str = "", focus: bool = False) -> str:
    lines = _co_app_head(header, "Configuration") + _co_side("General") + [
        n(1, 80, "heading", "General"), n(1, 81, "button", "Save"),
        st(1, "General configuration for your application."),
        tb(1, 82, "Name", field, "required", *(("focused",) if focus else ())),
        tb(1, 83, "Description", "Next.js storefront (staging)"),
        n(1, 84, "combobox", "Build Pack", "value='Nixpacks'", "hasPopup='listbox'", "expanded=False"),
        cb(85, "Is it a static site?", False, 1),
        tb(1, 86, "Domains", "https://staging.brambleshop.com"),
        n(1, 87, "button", "Generate Domain"),
        n(1, 88, "combobox", "Direction", "value='Allow www & non-www.'", "hasPopup='listbox'", "expanded=False"),
        n(1, 89, "heading", "Docker Registry"),
        tb(1, 90, "Docker Image"), tb(1, 91, "Docker Image Tag"),
        n(1, 92, "heading", "Build"),
        tb(1, 93, "Install Command", "pnpm install --frozen-lockfile"), tb(1, 94, "Build Command", "pnpm build"),
        tb(1, 95, "Start Command", "pnpm start"),
        tb(1, 96, "Base Directory", "/"), tb(1, 97, "Publish Directory"),
        cb(98, "Use a Build Server?", False, 1),
        n(1, 99, "heading", "Network"),
        tb(1, 100, "Ports Exposes", "3000", "required"), tb(1, 101, "Ports Mappings"),
        n(1, 102, "heading", "HTTP Basic Authentication"), cb(103, "Enable", True, 1),
        tb(1, 104, "Username", "bramble"), tb(1, 105, "Password", "••••••••••"),
        n(1, 106, "heading", "Container Labels"), n(1, 107, "textbox", "Container Labels", "value='traefik.enable=true\\ntraefik.http.middlewares.gzip.compress=true\\n...'", "multiline"),
        n(1, 108, "button", "Reset to Coolify Generated Labels")]
    if toast:
        lines += [n(0, 300, "status", ""), st(1, toast)]
    return axtree(f"{header} > Configuration | Coolify", lines, f"{CO}/project/{_CO_P}/staging/application/{_CO_APP}")


def _co_deploy(name: str, status: str, log: list[str]) -> str:
    dep = "wcg8c40ck0k4sc8o4gko0sk8"
    lines = _co_app_head(name, "Deployments") + [
        n(1, 80, "heading", "Deployment Log"), st(1, status),
        n(1, 81, "button", "Cancel Deployment", *(("disabled=True",) if status == "Finished" else ())),
        n(1, 82, "button", "Show Debug Logs"), n(1, 83, "button", "Download Logs"), n(1, 84, "region", "log")]
    lines += [st(2, ln) for ln in log]
    return axtree(f"{name} > Deployment | Coolify", lines, f"{CO}/project/{_CO_P}/staging/application/{_CO_APP}/deployment/{dep}")


# Coolify apps, bad
def traj14(rs: RowSet) -> None:
    projects = _co_nav() + [n(0, 30, "main", ""), n(1, 40, "heading", "Projects"), n(1, 41, "button", "+ Add"),
                            st(1, "All your projects are here."),
                            n(1, 45, "link", "Storefront", f"url='{CO}/project/{_CO_P}'"), st(2, "Bramble shop frontend and APIs"),
                            n(1, 46, "link", "Internal tools", f"url='{CO}/project/gkc0o8w4kk4ggcs0w8kkso4o'"), st(2, "Metabase, n8n, Outline"),
                            n(1, 47, "link", "Marketing site", f"url='{CO}/project/s0k4c8wog0c4kkgo8s0o04wc'"), st(2, "Astro site + Plausible"),
                            n(1, 48, "link", "Default", f"url='{CO}/project/c0c0o4kcs4g8w8k0s8gs0ckk'"), st(2, "Default project")]
    state = axtree("Projects | Coolify", projects, f"{CO}/projects")
    proj = _co_nav() + [n(0, 30, "main", ""), n(1, 31, "navigation", "breadcrumb"), n(2, 32, "link", "Storefront", f"url='{CO}/project/{_CO_P}'"),
                        n(1, 40, "heading", "Environments"), n(1, 41, "button", "+ Add"), n(1, 42, "link", "Edit", f"url='{CO}/project/{_CO_P}/edit'"),
                        st(1, "Bramble shop frontend and APIs"),
                        n(1, 45, "link", "production", f"url='{CO}/project/{_CO_P}/production'"), st(2, "6 resources"),
                        n(1, 46, "link", "staging", f"url='{CO}/project/{_CO_P}/staging'"), st(2, "4 resources"),
                        n(1, 50, "button", "Delete Project", "disabled=True"), st(1, "This project has resources, it cannot be deleted.")]
    envs = _co_app_head("storefront-staging", "Configuration") + _co_side("Environment Variables") + [
        n(1, 80, "heading", "Environment Variables"), n(1, 81, "button", "+ Add"), n(1, 82, "button", "Developer view"),
        st(1, "Environment variables (secrets) for this resource."),
        cb(83, "Use Docker Build Secrets", False, 1),
        n(1, 84, "heading", "Production Environment Variables")]
    for i, (k, v, bld) in enumerate([("NODE_ENV", "production", True), ("NEXT_PUBLIC_API_URL", "https://api-staging.brambleshop.com", True),
                                      ("NEXT_PUBLIC_STRIPE_KEY", "pk_test_51NxQ2aL8vH0c7kD3yWb9eR4tU", True),
                                      ("DATABASE_URL", "postgres://storefront:••••••••@postgres-staging:5432/storefront", False),
                                      ("REDIS_URL", "redis://default:••••••••@redis-staging:6379/0", False),
                                      ("REVALIDATE_TOKEN", "••••••••••••••••", False)]):
        b = 120 + i * 6
        envs += [tb(1, b, "Name", k), tb(1, b + 1, "Value", v), cb(b + 2, "Build Variable?", bld, 1), cb(b + 3, "Is Literal?", False, 1),
                 n(1, b + 4, "button", "Update"), n(1, b + 5, "button", "Delete")]
    envs += [n(1, 170, "heading", "Preview Deployments Environment Variables"), st(1, "These values overwrite the production values in preview deployments."),
             st(1, "No environment variables found.")]
    log1 = ["2025-Mar-12 16:20:41.118 Starting deployment of brambleworks/storefront:staging to localhost.",
            "2025-Mar-12 16:20:41.862 Preparing container with helper image: ghcr.io/coollabsio/coolify-helper:1.0.4.",
            "2025-Mar-12 16:20:44.301 Importing brambleworks/storefront:staging (commit sha HEAD) to /artifacts/wcg8c40ck0k4sc8o4gko0sk8.",
            "2025-Mar-12 16:20:46.977 Image not found (ys0kgs4c8wk0g8kgckw4cc0o:5c2a9e71d4b08f36a1e7c0d92b4f6a83e5d17c09). Building new image.",
            "2025-Mar-12 16:20:47.410 Generating nixpacks configuration with: nixpacks plan -f toml --env SOURCE_COMMIT=5c2a9e7 /artifacts/wcg8c40ck0k4sc8o4gko0sk8",
            "2025-Mar-12 16:20:49.082 Building docker image started.",
            "2025-Mar-12 16:20:49.083 To check the current progress, click on Show Debug Logs."]
    log2 = log1 + ["2025-Mar-12 16:22:58.644 Building docker image completed.",
                   "2025-Mar-12 16:22:58.930 Rolling update started.",
                   "2025-Mar-12 16:23:04.517 New container started.",
                   "2025-Mar-12 16:23:14.762 Custom healthcheck found, skipping default healthcheck.",
                   "2025-Mar-12 16:23:15.203 Removing old containers.",
                   "2025-Mar-12 16:23:16.880 Rolling update completed."]
    turns = [
        (act("click('45')"), axtree("Storefront | Coolify", proj, f"{CO}/project/{_CO_P}")),
        (act("click('46')"), _co_env("web-staging")),
        (act("click('60')"), _co_general("web-staging", "web-staging")),
        (act("fill('82', 'storefront-staging')"), _co_general("web-staging", "storefront-staging", focus=True)),
        (act("click('81')"), _co_general("storefront-staging", "storefront-staging", toast="Application updated.")),
        (act("click('53')"), axtree("storefront-staging > Configuration | Coolify", envs, f"{CO}/project/{_CO_P}/staging/application/{_CO_APP}/environment-variables")),
        (act("click('43')"), _co_deploy("storefront-staging", "In Progress", log1)),
        (act("noop(150000)"), _co_deploy("storefront-staging", "Finished", log2)),
        (act("click('33')"), _co_env("web-staging")),
    ]
    rs.add(task="web", tid="h40-web-14", system=SYSTEM, turns=turns, state=state, bad=True, turn=9,
           kind="application renamed to storefront-staging is listed under its old name web-staging")


# ---------------------------------------------------------------------------
# 15 Plausible sites, clean
PL = "https://plausible.quillandink.press"
_PL_30 = {"period": "Last 30 days", "stats": [("Unique visitors", "48.7k", "↑ 12%"), ("Total visits", "61.2k", "↑ 9%"), ("Total pageviews", "142k", "↑ 7%"),
                                              ("Views per visit", "2.32", "↓ 2%"), ("Bounce rate", "58%", "↓ 1%"), ("Visit duration", "1m 47s", "↑ 4%")],
          "sources": [("Google", "21.4k"), ("Direct / None", "12.9k"), ("newsletter", "4.8k"), ("Bluesky", "2.1k"), ("Reddit", "1.7k"), ("DuckDuckGo", "1.2k"), ("Bing", "980")],
          "pages": [("/", "18.2k"), ("/essays/the-case-for-slow-reading", "6.4k"), ("/newsletter", "3.1k"), ("/essays/marginalia", "2.9k"), ("/about", "2.2k"), ("/essays/index-cards", "1.9k")],
          "countries": [("United States", "17.9k"), ("United Kingdom", "6.1k"), ("Germany", "3.4k"), ("Canada", "2.8k"), ("Australia", "1.9k")],
          "goals": [("Visit /subscribe/thanks", "1.1k", "2.3%"), ("Signup", "512", "1.1%")]}
_PL_7 = {"period": "Last 7 days", "stats": [("Unique visitors", "11.3k", "↑ 4%"), ("Total visits", "14.1k", "↑ 3%"), ("Total pageviews", "32.9k", "↑ 5%"),
                                            ("Views per visit", "2.33", "↑ 1%"), ("Bounce rate", "57%", "↓ 2%"), ("Visit duration", "1m 52s", "↑ 6%")],
         "sources": [("Google", "4.9k"), ("Direct / None", "3.1k"), ("newsletter", "1.3k"), ("Bluesky", "612"), ("Reddit", "380"), ("DuckDuckGo", "274"), ("Bing", "231")],
         "pages": [("/", "4.1k"), ("/essays/the-case-for-slow-reading", "1.8k"), ("/newsletter", "744"), ("/essays/marginalia", "690"), ("/about", "512"), ("/essays/index-cards", "431")],
         "countries": [("United States", "4.2k"), ("United Kingdom", "1.4k"), ("Germany", "802"), ("Canada", "671"), ("Australia", "455")],
         "goals": [("Visit /subscribe/thanks", "268", "2.4%"), ("Signup", "131", "1.2%")]}
_PL_7G = {"period": "Last 7 days", "stats": [("Unique visitors", "4.9k", "↑ 6%"), ("Total visits", "5.8k", "↑ 5%"), ("Total pageviews", "12.4k", "↑ 3%"),
                                             ("Views per visit", "2.14", "↓ 2%"), ("Bounce rate", "61%", "↑ 1%"), ("Visit duration", "1m 21s", "↓ 3%")],
          "sources": [("Google", "4.9k")],
          "pages": [("/essays/the-case-for-slow-reading", "1.2k"), ("/", "980"), ("/essays/marginalia", "402"), ("/essays/index-cards", "311"), ("/about", "96")],
          "countries": [("United States", "1.9k"), ("United Kingdom", "612"), ("Germany", "388"), ("Canada", "290"), ("Australia", "201")],
          "goals": [("Visit /subscribe/thanks", "74", "1.5%"), ("Signup", "38", "0.8%")]}


def _pl_dash(d: dict, live: int, url: str, menu: bool = False, filt: str = "") -> str:
    lines = [n(0, 10, "banner", ""), n(1, 11, "link", "Plausible", f"url='{PL}/sites'"), n(1, 12, "button", "Lena Okoye", "hasPopup='menu'"),
             n(0, 20, "main", ""),
             n(1, 21, "button", "quillandink.press", "hasPopup='menu'"),
             n(1, 22, "link", f"{live} current visitors", f"url='{PL}/quillandink.press?period=realtime'"),
             n(1, 23, "button", "Filter", "hasPopup='menu'")]
    if filt:
        lines += [n(1, 24, "button", f"Source is {filt}"), n(1, 25, "button", "Remove filter")]
    lines += [n(1, 26, "button", d["period"], "hasPopup='menu'", f"expanded={menu}")]
    if menu:
        lines += [n(2, 27, "menu", "")]
        for i, p in enumerate(["Today", "Yesterday", "Realtime", "Last 7 days", "Last 30 days", "Month to Date", "Last Month", "Year to Date", "Last 12 months", "All time", "Custom Range"]):
            lines.append(n(3, 28 + i, "menuitem", p))
    for i, (k, v, ch) in enumerate(d["stats"]):
        lines += [n(1, 50 + i, "button", k), st(2, v), st(2, ch)]
    lines += [n(1, 60, "img", "Visitors graph"), n(1, 61, "button", "Day", "hasPopup='menu'"), n(1, 62, "link", "Export data")]
    lines += [n(1, 70, "heading", "Top Sources"), n(1, 71, "tablist", ""), n(2, 72, "tab", "Channels", "selected=False"), n(2, 73, "tab", "Sources", "selected=True"),
              n(2, 74, "tab", "Campaigns", "selected=False"), st(1, "Source"), st(1, "Visitors")]
    for i, (k, v) in enumerate(d["sources"]):
        lines += [n(1, 80 + i, "link", k), st(2, v)]
    lines += [n(1, 90, "link", "Details"), n(1, 100, "heading", "Top Pages"), st(1, "Page url"), st(1, "Visitors")]
    for i, (k, v) in enumerate(d["pages"]):
        lines += [n(1, 101 + i, "link", k), st(2, v)]
    lines += [n(1, 110, "heading", "Locations"), st(1, "Country"), st(1, "Visitors")]
    for i, (k, v) in enumerate(d["countries"]):
        lines += [n(1, 111 + i, "link", k), st(2, v)]
    lines += [n(1, 120, "heading", "Goal Conversions"), st(1, "Goal"), st(1, "Uniques"), st(1, "CR")]
    for i, (k, v, cr) in enumerate(d["goals"]):
        lines += [n(1, 121 + i, "link", k), st(2, v), st(2, cr)]
    return axtree("quillandink.press · Plausible", lines, url)


def _pl_settings(section: str, goals: list[tuple[str, str]], modal: str | None = None) -> str:
    nav = ["General", "People", "Visibility", "Goals", "Funnels", "Custom Properties", "Integrations", "Imports & Exports", "Shields", "Email Reports", "Danger Zone"]
    lines = [n(0, 10, "banner", ""), n(1, 11, "link", "Plausible", f"url='{PL}/sites'"), n(1, 12, "button", "Lena Okoye", "hasPopup='menu'"),
             n(0, 20, "main", ""), n(1, 21, "link", "← Back to Stats", f"url='{PL}/quillandink.press'"),
             n(1, 22, "heading", "Settings for quillandink.press"), n(1, 30, "navigation", "")]
    for i, s in enumerate(nav):
        lines.append(n(2, 31 + i, "link", s, f"url='{PL}/quillandink.press/settings/{s.lower().replace(' & ', '-').replace(' ', '-')}'", *(("focused",) if s == section else ())))
    if section == "General":
        lines += [n(1, 50, "heading", "Site Domain"), st(1, "Moving your site to a different domain? Follow these instructions to change the domain name."),
                  tb(1, 51, "Domain", "quillandink.press", "disabled=True"), n(1, 52, "link", "Change Domain"),
                  n(1, 53, "heading", "Site Timezone"), st(1, "Update your reporting timezone."),
                  n(1, 54, "combobox", "Reporting Timezone", "value='(GMT+00:00) Europe/London'", "hasPopup='listbox'", "expanded=False"),
                  n(1, 55, "button", "Save"),
                  n(1, 56, "heading", "Site Installation"), st(1, "Control what data is collected and verify your installation."),
                  n(1, 57, "button", "Review Installation")]
    else:
        lines += [n(1, 50, "heading", "Goals"), st(1, "Define actions that you want your users to take, like visiting a certain page, submitting a form, etc."),
                  n(1, 51, "link", "Learn more"), tb(1, 52, "Search Goals"), n(1, 53, "button", "+ Add Goal")]
        for i, (g, kind) in enumerate(goals):
            lines += [st(1, g), st(1, kind), n(1, 60 + i * 2, "button", "Edit Goal"), n(1, 61 + i * 2, "button", "Remove Goal")]
        if modal is not None:
            lines += [n(0, 200, "dialog", "Add goal for quillandink.press", "modal=True"),
                      n(1, 201, "heading", "Add goal for quillandink.press"),
                      n(1, 202, "tablist", ""), n(2, 203, "tab", "Custom event", "selected=True"), n(2, 204, "tab", "Pageview", "selected=False"),
                      n(2, 205, "tab", "Scroll Depth", "selected=False"),
                      tb(1, 206, "Event name", modal, *(("focused",) if modal else ())),
                      tb(1, 207, "Display name", modal),
                      cb(208, "Add monetary value", False, 1),
                      n(1, 209, "button", "Add goal", *(() if modal else ("disabled=True",))),
                      n(1, 210, "link", "What is a custom event?")]
    return axtree("Settings · quillandink.press · Plausible", lines, f"{PL}/quillandink.press/settings/{section.lower()}")


# Plausible sites, clean
def traj15(rs: RowSet) -> None:
    sites = [n(0, 10, "banner", ""), n(1, 11, "link", "Plausible", f"url='{PL}/sites'"), n(1, 12, "button", "Lena Okoye", "hasPopup='menu'"),
             n(0, 20, "main", ""), n(1, 21, "heading", "My Sites"), tb(1, 22, "Type to filter..."), n(1, 23, "link", "+ Add Website"),
             n(1, 30, "list", ""),
             n(2, 31, "link", "quillandink.press", f"url='{PL}/quillandink.press'"), n(3, 32, "img", "visitors chart"), st(3, "3.2k visitors in last 24h"),
             n(3, 33, "button", "Site settings", "hasPopup='menu'"),
             n(2, 34, "link", "shop.quillandink.press", f"url='{PL}/shop.quillandink.press'"), n(3, 35, "img", "visitors chart"), st(3, "412 visitors in last 24h"),
             n(3, 36, "button", "Site settings", "hasPopup='menu'"),
             n(2, 37, "link", "docs.quillandink.press", f"url='{PL}/docs.quillandink.press'"), n(3, 38, "img", "visitors chart"), st(3, "88 visitors in last 24h"),
             n(3, 39, "button", "Site settings", "hasPopup='menu'")]
    goals0 = [("Signup", "Custom Event"), ("Visit /subscribe/thanks", "Pageview")]
    goals1 = goals0 + [("Newsletter Signup", "Custom Event")]
    u30, u7, u7g = f"{PL}/quillandink.press", f"{PL}/quillandink.press?period=7d", f"{PL}/quillandink.press?period=7d&f=is,source,Google"
    turns = [
        (act("click('31')"), _pl_dash(_PL_30, 14, u30)),
        (act("click('26')"), _pl_dash(_PL_30, 14, u30, menu=True)),
        (act("click('31')"), _pl_dash(_PL_7, 16, u7)),
        (act("click('80')"), _pl_dash(_PL_7G, 15, u7g, filt="Google")),
        (act(f"goto('{PL}/quillandink.press/settings/general')"), _pl_settings("General", goals0)),
        (act("click('34')"), _pl_settings("Goals", goals0)),
        (act("click('53')"), _pl_settings("Goals", goals0, modal="")),
        (act("fill('206', 'Newsletter Signup')"), _pl_settings("Goals", goals0, modal="Newsletter Signup")),
        (act("click('209')"), _pl_settings("Goals", goals1)),
        (act(f"goto('{u7}')"), _pl_dash(_PL_7, 17, u7)),
    ]
    rs.add(task="web", tid="h40-web-15", system=SYSTEM, turns=turns, state=axtree("Sites · Plausible", sites, f"{PL}/sites"), bad=False)


# ---------------------------------------------------------------------------
# 16 Kill Bill (Kaui), bad
KB = "https://kaui.fernwood.io"
_KB_ACC = "6f2b8a34-1c7e-4d90-b3a5-92e0d4c81f67"


def _kb_top(search: str = "") -> list[str]:
    return [n(0, 10, "navigation", ""), n(1, 11, "link", "Kaui", f"url='{KB}/'"),
            tb(1, 12, "Search", search, *(("focused",) if search else ())), n(1, 13, "button", "Search"),
            st(1, "Tenant: fernwood-prod"), n(1, 14, "link", "Tenants", f"url='{KB}/admin_tenants'"),
            n(1, 15, "link", "Admin", f"url='{KB}/admin'"), n(1, 16, "button", "m.roussel", "hasPopup='menu'"), n(1, 17, "link", "Sign out", f"url='{KB}/users/sign_out'")]


def _kb_acctnav(active: str) -> list[str]:
    out = [n(1, 20, "navigation", "account")]
    paths = {"Account": "", "Subscriptions": "/bundles", "Timeline": "/timeline", "Invoices": "/invoices", "Payments": "/payments",
             "Charges & Credits": "/charges", "Custom fields": "/custom_fields", "Tags": "/tags", "Audit logs": "/audit_logs"}
    for i, (k, p) in enumerate(paths.items()):
        out.append(n(2, 21 + i, "link", k, f"url='{KB}/accounts/{_KB_ACC}{p}'", *(("focused",) if k == active else ())))
    return out


def _kb_account(acc_shown: str, balance: str) -> str:
    lines = _kb_top() + [n(0, 19, "main", ""), *_kb_acctnav("Account"),
                         n(1, 40, "heading", "Hollow Peak Outfitters"),
                         n(1, 41, "button", "Edit"), n(1, 42, "button", "Close account"), n(1, 43, "button", "Trigger invoice"),
                         *grid(1, 50, "Account", ["Field", "Value"], [
                             (60, ["Account ID", acc_shown]), (64, ["External key", "HP-00931"]), (68, ["Name", "Hollow Peak Outfitters"]),
                             (72, ["Email", "ops@hollowpeak.ca"]), (76, ["Currency", "CAD"]), (80, ["Time zone", "America/Edmonton"]),
                             (84, ["Bill cycle day", "1"]), (88, ["Locale", "en_CA"]), (92, ["Phone", "+1 403 555 0187"]),
                             (96, ["Address", "1120 Bow Valley Trail, Canmore, AB T1W 1N6, CA"]), (100, ["Parent account", "-"]),
                             (104, ["Created", "2024-05-28"])]),
                         n(1, 120, "heading", "Balance"),
                         st(1, "Account balance"), st(1, balance), st(1, "Account CBA"), st(1, "CAD 0.00"),
                         n(1, 121, "button", "Pay all unpaid invoices"),
                         n(1, 130, "heading", "Payment methods"),
                         *grid(1, 131, "", ["Plugin", "Default", "External key", ""], [(140, ["__EXTERNAL_PAYMENT__", "true", "HP-00931-eft", ("button", "Delete")])]),
                         n(1, 150, "button", "Add payment method"),
                         n(1, 160, "heading", "Tags"), st(1, "AUTO_PAY_OFF"), n(1, 161, "button", "Edit tags"),
                         n(1, 170, "heading", "Email notifications"), cb(171, "Invoice notifications", True, 1)]
    return axtree("Kaui - Hollow Peak Outfitters", lines, f"{KB}/accounts/{_KB_ACC}")


def _kb_bundles(plan: str, product: str, events: list[tuple[str, str, str]], flash: str = "", form: dict[str, str] | None = None) -> str:
    lines = _kb_top() + [n(0, 19, "main", "")]
    if flash:
        lines += [n(1, 30, "alert", ""), st(2, flash)]
    lines += [*_kb_acctnav("Subscriptions"), n(1, 40, "heading", "Subscription bundles"),
              st(1, "Bundle b71e09c2-5d4a-4f3e-8a61-0c9d2e7f4b18 (HP-00931-main)"),
              n(1, 41, "button", "Transfer bundle"), n(1, 42, "button", "Pause bundle"),
              *grid(1, 50, "", ["Subscription ID", "Product", "Category", "Plan", "Phase", "Start date", "Charged through", "Billing period", "Price list", "State", ""], [
                  (70, ["c3a9f5d1-7e26-4b8c-9f04-a1d6e3b72c55", product, "BASE", plan, "EVERGREEN", "2024-06-01", "2025-04-01", "MONTHLY", "DEFAULT", "ACTIVE",
                        ("button", "Change plan")])]),
              n(1, 100, "button", "Cancel subscription"), n(1, 101, "button", "Add add-on"),
              n(1, 110, "heading", "Subscription events"),
              *grid(1, 111, "", ["Effective date", "Event type", "Plan", "Service"],
                    [(120 + i * 10, list(e) + ["entitlement-service / billing-service"]) for i, e in enumerate(events)])]
    if form is not None:
        plans = ["starter-monthly", "standard-monthly", "premium-monthly", "standard-annual", "premium-annual"]
        pols = ["(catalog default)", "START_OF_TERM", "END_OF_TERM", "IMMEDIATE"]
        lines += [n(0, 200, "dialog", "Change plan", "modal=True"), n(1, 201, "heading", "Change plan"),
                  st(1, "Subscription c3a9f5d1-7e26-4b8c-9f04-a1d6e3b72c55 (standard-monthly)"),
                  n(1, 202, "combobox", "Plan", f"value={q(form.get('plan', 'standard-monthly'))}", "hasPopup='menu'", "expanded=False"),
                  *[n(2, 203 + i, "option", p, f"selected={p == form.get('plan', 'standard-monthly')}") for i, p in enumerate(plans)],
                  n(1, 210, "combobox", "Billing policy", f"value={q(form.get('policy', '(catalog default)'))}", "hasPopup='menu'", "expanded=False"),
                  *[n(2, 211 + i, "option", p, f"selected={p == form.get('policy', '(catalog default)')}") for i, p in enumerate(pols)],
                  tb(1, 216, "Requested date", "2025-03-12"),
                  n(1, 217, "button", "Cancel"), n(1, 218, "button", "Change plan")]
    return axtree("Kaui - Hollow Peak Outfitters - Subscriptions", lines, f"{KB}/accounts/{_KB_ACC}/bundles")


# Kill Bill (Kaui), bad
def traj16(rs: RowSet) -> None:
    home = _kb_top() + [n(0, 19, "main", ""), n(1, 40, "heading", "Search"),
                        st(1, "Search for accounts by name, email, external key or ID; invoices by number; payments by ID."),
                        n(1, 41, "heading", "Recent activity"),
                        *grid(1, 42, "", ["Time", "Object", "Event"], [(50, ["2025-03-12 09:41", "Invoice 48908", "INVOICE_PAYMENT_SUCCESS"]),
                                                                       (56, ["2025-03-12 09:12", "Account Teton Gear Co.", "ACCOUNT_CHANGE"]),
                                                                       (62, ["2025-03-12 08:57", "Subscription 0a77e2c4", "SUBSCRIPTION_PHASE"])])]
    state = axtree("Kaui", home, f"{KB}/")
    search1 = axtree("Kaui", _kb_top("hollowpeak") + home[9:], f"{KB}/")
    res = _kb_top("hollowpeak") + [n(0, 19, "main", ""), n(1, 40, "heading", "Search results for 'hollowpeak'"),
                                   n(1, 41, "heading", "Accounts"),
                                   *grid(1, 42, "", ["Name", "Account ID", "External key", "Email", "Currency", "Balance"], [
                                       (50, [("link", "Hollow Peak Outfitters", f"url='{KB}/accounts/{_KB_ACC}'"), _KB_ACC, "HP-00931", "ops@hollowpeak.ca", "CAD", "CAD 0.00"]),
                                       (64, [("link", "Hollowpeak Ski School", f"url='{KB}/accounts/0d94c7e1-38ab-4f52-9e16-7b2a5c8d03f9'"), "0d94c7e1-38ab-4f52-9e16-7b2a5c8d03f9", "HP-01207", "office@hollowpeakski.ca", "CAD", "CAD 112.50"])]),
                                   n(1, 90, "heading", "Invoices"), st(1, "No matching invoices"),
                                   n(1, 91, "heading", "Payments"), st(1, "No matching payments")]
    ev0 = [("2024-06-01", "START_ENTITLEMENT", "standard-monthly"), ("2024-06-01", "START_BILLING", "standard-monthly")]
    ev1 = ev0 + [("2025-03-12", "CHANGE", "premium-monthly")]
    inv = _kb_top() + [n(0, 19, "main", ""), *_kb_acctnav("Invoices"), n(1, 40, "heading", "Invoices"),
                       *grid(1, 41, "", ["Invoice number", "Invoice date", "Target date", "Amount", "Balance", "Status"], [
                           (60, [("link", "48913", f"url='{KB}/accounts/{_KB_ACC}/invoices/5e2c17a4-90bd-4f6e-b3c8-7a1d4e09f2c6'"), "2025-03-12", "2025-03-12", "CAD 25.81", "CAD 25.81", "COMMITTED"]),
                           (74, [("link", "48127", f"url='{KB}/accounts/{_KB_ACC}/invoices/a80f3d52-61c7-4e9a-8b24-d5e6f1c07b39'"), "2025-03-01", "2025-03-01", "CAD 49.00", "CAD 0.00", "COMMITTED"]),
                           (88, [("link", "47356", f"url='{KB}/accounts/{_KB_ACC}/invoices/3c6b9e01-f4a2-47d8-9c15-b0e27a8d64f1'"), "2025-02-01", "2025-02-01", "CAD 49.00", "CAD 0.00", "COMMITTED"]),
                           (102, [("link", "46580", f"url='{KB}/accounts/{_KB_ACC}/invoices/d17a4c88-2b3e-4f90-a6d5-8e9c0f1b27a3'"), "2025-01-01", "2025-01-01", "CAD 49.00", "CAD 0.00", "COMMITTED"]),
                           (116, [("link", "45841", f"url='{KB}/accounts/{_KB_ACC}/invoices/9b0e5f27-c3d1-4a86-b7f4-2d6a8c1e5093'"), "2024-12-01", "2024-12-01", "CAD 49.00", "CAD 0.00", "COMMITTED"])]),
                       n(1, 140, "heading", "Invoice 48913 items"),
                       *grid(1, 141, "", ["Type", "Description", "Period", "Amount"], [
                           (150, ["REPAIR_ADJ", "Adjustment (subscription change)", "2025-03-12 - 2025-04-01", "CAD -31.61"]),
                           (160, ["RECURRING", "premium-monthly-evergreen", "2025-03-12 - 2025-04-01", "CAD 57.42"])]),
                       st(1, "Showing 1 to 5 of 10 entries"), n(1, 190, "link", "Next")]
    pay = _kb_top() + [n(0, 19, "main", ""), *_kb_acctnav("Payments"), n(1, 40, "heading", "Payments"),
                       *grid(1, 41, "", ["Payment date", "Payment ID", "Invoice", "Amount", "Refunded", "Plugin", "Status"], [
                           (60, ["2025-03-03", "f40a2c91-6d7b-4e35-8a0f-c2b1d9e47a68", "48127", "CAD 49.00", "CAD 0.00", "__EXTERNAL_PAYMENT__", "SUCCESS"]),
                           (76, ["2025-02-04", "2c8d5e17-a9b0-4f63-b1e2-7d04c6f95a3b", "47356", "CAD 49.00", "CAD 0.00", "__EXTERNAL_PAYMENT__", "SUCCESS"]),
                           (92, ["2025-01-03", "7e1f0b4a-3c92-4d58-9a6e-05b8d2c7f14e", "46580", "CAD 49.00", "CAD 0.00", "__EXTERNAL_PAYMENT__", "SUCCESS"]),
                           (108, ["2024-12-02", "b5a93d06-e8f4-42c1-8d7b-9f0e1a26c3d4", "45841", "CAD 49.00", "CAD 0.00", "__EXTERNAL_PAYMENT__", "SUCCESS"])]),
                       n(1, 130, "button", "Record external payment"),
                       st(1, "Unpaid invoices: 48913 (CAD 25.81)")]
    turns = [
        (act("fill('12', 'hollowpeak')"), search1),
        (act("keyboard_press('Enter')"), axtree("Kaui - Search", res, f"{KB}/home?q=hollowpeak")),
        (act("click('52')"), _kb_account(_KB_ACC, "CAD 0.00")),
        (act("click('22')"), _kb_bundles("standard-monthly", "Standard", ev0)),
        (act("click('92')"), _kb_bundles("standard-monthly", "Standard", ev0, form={})),
        (act("select_option('202', 'premium-monthly')"), _kb_bundles("standard-monthly", "Standard", ev0, form={"plan": "premium-monthly"})),
        (act("select_option('210', 'IMMEDIATE')"), _kb_bundles("standard-monthly", "Standard", ev0, form={"plan": "premium-monthly", "policy": "IMMEDIATE"})),
        (act("click('218')"), _kb_bundles("premium-monthly", "Premium", ev1, flash="Subscription plan was successfully changed")),
        (act("click('24')"), axtree("Kaui - Hollow Peak Outfitters - Invoices", inv, f"{KB}/accounts/{_KB_ACC}/invoices")),
        (act("click('21')"), _kb_account("6f2b8a34-1c7e-4d90-b3a5-92e0d4c18f67", "CAD 25.81")),
        (act("click('25')"), axtree("Kaui - Hollow Peak Outfitters - Payments", pay, f"{KB}/accounts/{_KB_ACC}/payments")),
    ]
    rs.add(task="web", tid="h40-web-16", system=SYSTEM, turns=turns, state=state, bad=True, turn=10,
           kind="account ID shown on the account page changes (…92e0d4c81f67 becomes …92e0d4c18f67)")


# ---------------------------------------------------------------------------
# 17 Listmonk lists, clean
LM = "https://news.tallowcraft.com"


def _lm_nav() -> list[str]:
    out = [n(0, 10, "navigation", ""), n(1, 11, "link", "listmonk", f"url='{LM}/admin'"),
           n(1, 12, "link", "Dashboard", f"url='{LM}/admin'"),
           n(1, 13, "button", "Lists", "expanded=True"), n(2, 14, "link", "All lists", f"url='{LM}/admin/lists'", "focused"),
           n(2, 15, "link", "Forms", f"url='{LM}/admin/lists/forms'"),
           n(1, 16, "button", "Subscribers", "expanded=False"), n(1, 17, "button", "Campaigns", "expanded=False"),
           n(1, 18, "button", "Settings", "expanded=False"), n(1, 19, "link", "Logout", f"url='{LM}/admin/logout'")]
    return out


def _lm_page(lists: list[tuple], toast: str = "", modal: dict[str, str] | None = None) -> str:
    lines = _lm_nav() + [n(0, 30, "main", ""), n(1, 31, "heading", f"Lists ({len(lists)})"),
                         n(1, 32, "button", "+ New"), tb(1, 33, "Search lists"), n(1, 34, "button", "Search")]
    rows = []
    for (lid, name, typ, optin, subs, created, updated, _tags) in lists:
        rows.append((1000 + int(lid) * 20, [("link", name, f"url='{LM}/admin/lists/{lid}'"), f"{typ} {optin}", subs, created, updated,
                                           ("link", "Send campaign"), ("button", "Clone"), ("button", "Edit"), ("button", "Delete")]))
    lines += grid(1, 40, "", ["Name", "Type", "Subscribers", "Created", "Updated", ""], rows)
    for (_lid, name, *_rest, tags) in lists:
        if tags:
            lines.append(st(1, f"{name}: tags {tags}"))
    lines += [st(1, f"Showing 1 - {len(lists)} of {len(lists)}")]
    if toast:
        lines += [n(0, 400, "status", ""), st(1, toast)]
    if modal is not None:
        title = modal.get("title", "New list")
        lines += [n(0, 300, "dialog", title, "modal=True"), n(1, 301, "heading", title)]
        if modal.get("meta"):
            lines.append(st(1, modal["meta"]))
        lines += [tb(1, 302, "Name", modal.get("name", ""), *(("focused",) if modal.get("focus") == "name" else ())),
                  n(1, 303, "combobox", "Type", f"value={q(modal.get('type', 'Private'))}", "hasPopup='menu'", "expanded=False"),
                  n(2, 304, "option", "Private", f"selected={modal.get('type', 'Private') == 'Private'}"),
                  n(2, 305, "option", "Public", f"selected={modal.get('type', 'Private') == 'Public'}"),
                  n(1, 306, "combobox", "Opt-in", f"value={q(modal.get('optin', 'Single opt-in'))}", "hasPopup='menu'", "expanded=False"),
                  n(2, 307, "option", "Single opt-in", f"selected={modal.get('optin', 'Single opt-in') == 'Single opt-in'}"),
                  n(2, 308, "option", "Double opt-in", f"selected={modal.get('optin', 'Single opt-in') == 'Double opt-in'}"),
                  tb(1, 309, "Tags", modal.get("tags", "")),
                  n(1, 310, "textbox", "Description", *((f"value={q(modal['desc'])}",) if modal.get("desc") else ()), "multiline"),
                  n(1, 311, "button", "Close"), n(1, 312, "button", "Save")]
    return axtree("Lists - listmonk", lines, f"{LM}/admin/lists" + ("/" + modal["id"] if modal and modal.get("id") else ""))


# Listmonk lists, clean
def traj17(rs: RowSet) -> None:
    L0 = [("1", "Newsletter", "Public", "Double opt-in", "4,812", "Wed, 12 Jan 2022", "Tue, 04 Mar 2025", "weekly"),
          ("2", "Customers", "Private", "Single opt-in", "2,377", "Mon, 07 Mar 2022", "Mon, 10 Mar 2025", "shop"),
          ("5", "Spring Promo 2024", "Private", "Single opt-in", "1,105", "Tue, 05 Mar 2024", "Fri, 31 May 2024", "promo"),
          ("7", "Beta testers", "Private", "Double opt-in", "63", "Thu, 17 Aug 2023", "Thu, 06 Feb 2025", ""),
          ("8", "Event RSVPs", "Public", "Single opt-in", "240", "Mon, 09 Oct 2023", "Sat, 01 Mar 2025", "events"),
          ("9", "Internal staff", "Private", "Single opt-in", "18", "Fri, 12 Jan 2024", "Fri, 12 Jan 2024", "internal")]
    new = ("10", "Wholesale partners", "Private", "Double opt-in", "0", "Wed, 12 Mar 2025", "Wed, 12 Mar 2025", "")
    L1 = [(x[:4] + ("4,813",) + x[5:]) if x[0] == "1" else x for x in L0] + [new]
    L2 = []
    for x in L1:
        if x[0] == "1":
            x = x[:4] + ("4,815",) + x[5:]
        if x[0] == "5":
            x = (x[0], "Spring Promo 2024 (archived)") + x[2:6] + ("Wed, 12 Mar 2025",) + x[7:]
        L2.append(x)
    meta = "ID: 5 / UUID: 8c1f3a2e-47b9-4d06-a5e1-2f9c7b0d6e34"
    sp = {"title": "Spring Promo 2024", "meta": meta, "name": "Spring Promo 2024", "type": "Private", "optin": "Single opt-in", "tags": "promo",
          "desc": "Subscribers who claimed the spring 2024 tallow balm discount.", "id": "5"}
    turns = [
        (act("click('32')"), _lm_page(L0, modal={})),
        (act("fill('302', 'Wholesale partners')"), _lm_page(L0, modal={"name": "Wholesale partners", "focus": "name"})),
        (act("select_option('306', 'Double opt-in')"), _lm_page(L0, modal={"name": "Wholesale partners", "optin": "Double opt-in"})),
        (act("click('312')"), _lm_page(L1, toast="'Wholesale partners' created")),
        (act("click('1102')"), _lm_page(L1, modal=sp)),
        (act("fill('302', 'Spring Promo 2024 (archived)')"), _lm_page(L1, modal=dict(sp, name="Spring Promo 2024 (archived)", focus="name"))),
        (act("click('312')"), _lm_page(L2, toast="'Spring Promo 2024 (archived)' updated")),
    ]
    rs.add(task="web", tid="h40-web-17", system=SYSTEM, turns=turns, state=_lm_page(L0), bad=False)


# ---------------------------------------------------------------------------
# 18 Lago billing, bad
LG = "https://app.lago.larkspur.io"
_LG_METRICS = [("SMS sent", "sms_sent", "Jan 8, 2025"), ("Projects", "projects", "Oct 15, 2024"), ("Storage GB", "storage_gb", "Sep 3, 2024"),
               ("Bandwidth GB", "bandwidth_gb", "Jul 22, 2024"), ("Seats", "seats", "Jun 11, 2024"), ("Compute minutes", "compute_minutes", "Jun 11, 2024")]


def _lg_nav(active: str) -> list[str]:
    out = [n(0, 10, "navigation", ""), n(1, 11, "button", "Larkspur Cloud", "hasPopup='menu'")]
    items = [("Analytics", "analytics"), ("Customers", "customers"), ("Invoices", "invoices"), ("Payments", "payments"), ("Credit notes", "credit-notes"),
             ("Billable metrics", "billable-metrics"), ("Plans", "plans"), ("Coupons", "coupons"), ("Add-ons", "add-ons"),
             ("Settings", "settings"), ("Developers", "developers")]
    for i, (name, path) in enumerate(items):
        out.append(n(1, 12 + i, "link", name, f"url='{LG}/{path}'", *(("focused",) if name == active else ())))
    out += [n(1, 24, "button", "Documentation"), n(1, 25, "button", "Help & support")]
    return out


def _lg_metrics(metrics: list[tuple[str, str, str]], toast: str = "") -> str:
    lines = _lg_nav("Billable metrics") + [n(0, 30, "main", ""), n(1, 31, "heading", "Billable metrics"),
                                          n(1, 32, "searchbox", "Search billable metrics"), n(1, 33, "button", "Add a billable metric"),
                                          st(1, "Billable metric"), st(1, "Created at")]
    for i, (name, code, created) in enumerate(metrics):
        b = 100 + i * 4
        lines += [n(1, b, "link", name, f"url='{LG}/billable-metric/{code}'"), st(2, code), st(2, created), n(2, b + 1, "button", "More options", "hasPopup='menu'")]
    if toast:
        lines += [n(0, 300, "alert", ""), st(1, toast), n(1, 301, "button", "Close")]
    return axtree("Billable metrics - Lago", lines, f"{LG}/billable-metrics")


def _lg_form(name: str, code: str, agg: str, prop: str | None, focus: str = "") -> str:
    lines = [n(0, 10, "banner", ""), n(1, 11, "heading", "Create a billable metric"), n(1, 12, "button", "Close"),
             n(0, 30, "main", ""), n(1, 31, "heading", "Create a billable metric"),
             st(1, "Create a billable metric to measure usage in your product. It will be used to create usage-based charges."),
             n(1, 40, "heading", "Billable metric settings"),
             tb(1, 41, "Name", name, *(("focused",) if focus == "name" else ())),
             tb(1, 42, "Code", code),
             st(1, "Used to identify the billable metric in events sent from your application"),
             n(1, 43, "button", "Add a description"),
             n(1, 50, "heading", "Aggregation"),
             n(1, 51, "combobox", "Aggregation type", f"value={q(agg)}", "hasPopup='listbox'", "expanded=False")]
    if prop is not None:
        lines += [tb(1, 52, "Property to aggregate", prop, *(("focused",) if focus == "prop" else ())),
                  st(1, "Property sent in the event properties that will be summed."),
                  n(1, 53, "combobox", "Rounding", "value='No rounding'", "hasPopup='listbox'", "expanded=False")]
    lines += [n(1, 60, "heading", "Charge type"),
              n(1, 61, "radio", "Metered: units are reset at the end of each billing period", "checked='true'"),
              n(1, 62, "radio", "Recurring: units persist across billing periods", "checked='false'"),
              n(1, 70, "heading", "Filters"), n(1, 71, "button", "Add a filter"),
              n(1, 80, "heading", "Custom expression"), n(1, 81, "button", "Add a custom expression"),
              n(0, 90, "contentinfo", ""),
              n(1, 91, "button", "Add billable metric", *(() if (name and agg and prop) else ("disabled=True",)))]
    return axtree("Create billable metric - Lago", lines, f"{LG}/create/billable-metrics")


# Lago billing, bad
def traj18(rs: RowSet) -> None:
    new = ("API calls", "api_calls", "Mar 12, 2025")
    plans = _lg_nav("Plans") + [n(0, 30, "main", ""), n(1, 31, "heading", "Plans"), n(1, 32, "searchbox", "Search plans"), n(1, 33, "button", "Add a plan"),
                                st(1, "Plan name"), st(1, "Customers"), st(1, "Created at")]
    for i, (name, code, cust, created) in enumerate([("Scale", "scale", "4", "Nov 20, 2024"), ("Growth", "growth", "18", "Jun 11, 2024"), ("Starter", "starter", "63", "Jun 11, 2024")]):
        plans += [n(1, 100 + i * 4, "link", name, f"url='{LG}/plan/{code}/overview'"), st(2, code), st(2, cust), st(2, created),
                  n(2, 101 + i * 4, "button", "More options", "hasPopup='menu'")]
    growth = [n(0, 10, "banner", ""), n(1, 11, "heading", "Edit Growth"), n(1, 12, "button", "Close"),
              n(0, 30, "main", ""), n(1, 31, "heading", "Growth"),
              st(1, "18 customers are subscribed to this plan. Changes will apply to their next invoices."),
              n(1, 40, "heading", "Plan settings"),
              tb(1, 41, "Name", "Growth"), tb(1, 42, "Code", "growth", "disabled=True"),
              n(1, 43, "textbox", "Description", "value='For teams shipping to production: 20 seats, 500 GB storage included.'", "multiline"),
              n(1, 44, "combobox", "Plan interval", "value='Monthly'", "hasPopup='listbox'", "expanded=False", "disabled=True"),
              n(1, 45, "combobox", "Currency", "value='USD'", "hasPopup='listbox'", "expanded=False", "disabled=True"),
              cb(46, "Apply taxes", True, 1), st(1, "VAT US (0%)"),
              n(1, 50, "heading", "Subscription fee"),
              tb(1, 51, "Amount", "99.00"), cb(52, "Pay in advance", True, 1), cb(53, "Prorate on subscription change", True, 1),
              n(1, 54, "button", "Add a trial period"),
              n(1, 60, "heading", "Usage-based charges"),
              st(1, "Add usage-based charges to bill your customers for the usage of your product."),
              n(1, 61, "region", "Seats"), st(2, "seats"), st(2, "Standard pricing"), tb(2, 62, "Price per unit", "8.00"),
              st(2, "Billed at the end of the billing period"), n(2, 63, "button", "Delete charge"),
              n(1, 64, "region", "Storage GB"), st(2, "storage_gb"), st(2, "Graduated pricing"),
              *grid(2, 65, "", ["First unit", "Last unit", "Per unit", "Flat fee"], [(72, ["0", "500", "$0.00", "$0.00"]), (81, ["501", "∞", "$0.08", "$0.00"])]),
              n(2, 90, "button", "Delete charge"),
              n(1, 91, "region", "Bandwidth GB"), st(2, "bandwidth_gb"), st(2, "Package pricing"), tb(2, 92, "Amount", "5.00"), tb(2, 93, "Per package", "100"),
              tb(2, 94, "Free units", "250"), n(2, 95, "button", "Delete charge"),
              n(1, 96, "button", "Add a usage-based charge", "hasPopup='listbox'", "expanded=False"),
              n(1, 100, "heading", "Commitments"), n(1, 101, "button", "Add a minimum commitment"),
              n(0, 110, "contentinfo", ""), n(1, 111, "button", "Cancel"), n(1, 112, "button", "Save changes", "disabled=True")]
    growth_open = growth[:-6] + [n(1, 96, "combobox", "Search and select a billable metric", "hasPopup='listbox'", "expanded=True", "focused"),
                                 n(2, 97, "listbox", "")]
    for i, (name, code, _c) in enumerate(_LG_METRICS):
        growth_open.append(n(3, 120 + i, "option", f"{name} {code}", "selected=False"))
    growth_open += [n(1, 100, "heading", "Commitments"), n(1, 101, "button", "Add a minimum commitment"),
                    n(0, 110, "contentinfo", ""), n(1, 111, "button", "Cancel"), n(1, 112, "button", "Save changes", "disabled=True")]
    turns = [
        (act("click('33')"), _lg_form("", "", "", None)),
        (act("fill('41', 'API calls')"), _lg_form("API calls", "api_calls", "", None, focus="name")),
        (act("select_option('51', 'Sum')"), _lg_form("API calls", "api_calls", "Sum", "")),
        (act("fill('52', 'calls')"), _lg_form("API calls", "api_calls", "Sum", "calls", focus="prop")),
        (act("click('91')"), _lg_metrics([new] + _LG_METRICS, toast="Billable metric successfully added")),
        (act("click('18')"), axtree("Plans - Lago", plans, f"{LG}/plans")),
        (act("click('104')"), axtree("Edit Growth - Lago", growth, f"{LG}/update/plan/2b7c9e0f-4a1d-4e63-8f52-c61d0a93b7e4")),
        (act("click('96')"), axtree("Edit Growth - Lago", growth_open, f"{LG}/update/plan/2b7c9e0f-4a1d-4e63-8f52-c61d0a93b7e4")),
    ]
    rs.add(task="web", tid="h40-web-18", system=SYSTEM, turns=turns, state=_lg_metrics(_LG_METRICS), bad=True, turn=8,
           kind="billable metric created at turn 5 (API calls) is missing from the metric picker")


# ---------------------------------------------------------------------------
# 19 Healthchecks, clean
HC = "https://hc.quarrybyte.net"
_HC_PRJ = "5f1c2e9a-8b3d-4a7e-b6c0-1d2e3f4a5b6c"
_HC_NEW = "7b3e91c4-2f0a-4d6b-9e85-c1a4f6d20b37"


def _hc_nav(tab: str) -> list[str]:
    out = [n(0, 10, "navigation", ""), n(1, 11, "link", "Healthchecks", f"url='{HC}/'"), n(1, 12, "button", "Quarrybyte Ops", "hasPopup='menu'")]
    for i, tname in enumerate(["Checks", "Integrations", "Badges", "Settings"]):
        out.append(n(1, 13 + i, "link", tname, f"url='{HC}/projects/{_HC_PRJ}/{tname.lower()}/'", *(("focused",) if tname == tab else ())))
    out += [n(1, 17, "link", "Docs", f"url='{HC}/docs/'"), n(1, 18, "button", "Account", "hasPopup='menu'")]
    return out


def _hc_list(rows: list[tuple]) -> str:
    lines = _hc_nav("Checks") + [n(0, 30, "main", ""), n(1, 31, "heading", "Quarrybyte Ops"),
                                 tb(1, 32, "Filter by check name, slug or tag"),
                                 st(1, "Filter by tags:"), n(1, 33, "button", "backup"), n(1, 34, "button", "billing"), n(1, 35, "button", "certs"),
                                 n(1, 36, "button", "infra"), n(1, 37, "button", "prod"), n(1, 38, "button", "staging")]
    trs = []
    for i, (uid, status, name, desc, tags, sched, last) in enumerate(rows):
        trs.append((100 + i * 16, [("img", status), ("link", name + (f" {desc}" if desc else ""), f"url='{HC}/checks/{uid}/details/'"), tags, sched, last, ("button", "Menu", "hasPopup='menu'")]))
    lines += grid(1, 40, "", ["Status", "Name", "Tags", "Period / Grace", "Last Ping", ""], trs)
    lines += [n(1, 300, "button", "Add Check"), n(1, 301, "link", "Import / Export", f"url='{HC}/projects/{_HC_PRJ}/checks/export/'")]
    return axtree("Checks - Quarrybyte Ops | Healthchecks", lines, f"{HC}/projects/{_HC_PRJ}/checks/")


def _hc_details(name: str, sched: list[str], modal: str = "", mval: dict[str, str] | None = None) -> str:
    mval = mval or {}
    lines = _hc_nav("Checks") + [n(0, 30, "main", ""),
                                 n(1, 31, "heading", name), n(1, 32, "button", "Edit"),
                                 st(1, "Slug: " + (name if name != "unnamed" else "-")),
                                 n(1, 40, "heading", "How To Ping"),
                                 st(1, "Keep this check up by making HTTP requests to this URL:"),
                                 st(1, f"{HC}/ping/{_HC_NEW}"), n(1, 41, "button", "Copy"),
                                 n(1, 42, "link", "Usage Examples", f"url='{HC}/checks/{_HC_NEW}/details/#how-to-ping'"),
                                 n(1, 50, "heading", "Current Status"),
                                 st(1, "This check is ready for pings."),
                                 n(1, 51, "button", "Pause", "disabled=True"), n(1, 52, "button", "Ping Now!"),
                                 n(1, 60, "heading", "Notification Methods"),
                                 cb(61, "Slack #ops-alerts", True, 1), cb(62, "Email ops@quarrybyte.net", True, 1), cb(63, "Pushover (on-call)", False, 1),
                                 n(1, 70, "heading", "Schedule")]
    lines += [st(1, s) for s in sched]
    lines += [n(1, 71, "button", "Change Schedule…"),
              n(1, 80, "heading", "Log"), st(1, "Never received a ping."),
              n(1, 90, "button", "Remove"), n(1, 91, "button", "Clone"), n(1, 92, "button", "Create a Copy"),
              n(1, 93, "link", "Check's API", f"url='{HC}/checks/{_HC_NEW}/details/#api'")]
    if modal == "name":
        lines += [n(0, 200, "dialog", "Update Name and Tags", "modal=True"), n(1, 201, "heading", "Update Name and Tags"),
                  tb(1, 202, "Name", mval.get("name", ""), *(("focused",) if mval.get("focus") else ())),
                  tb(1, 203, "Slug", mval.get("slug", "")),
                  tb(1, 204, "Tags"), st(1, "Use tags for easy filtering and for status badges. Separate multiple tags with spaces."),
                  n(1, 205, "textbox", "Description", "multiline"),
                  n(1, 206, "button", "Cancel"), n(1, 207, "button", "Save")]
    if modal == "schedule":
        cron = "cron" in mval
        lines += [n(0, 210, "dialog", "Change Schedule", "modal=True"), n(1, 211, "heading", "Change Schedule"),
                  n(1, 212, "tablist", ""), n(2, 213, "tab", "Simple", f"selected={not cron}"), n(2, 214, "tab", "Cron", f"selected={cron}"),
                  n(2, 215, "tab", "OnCalendar", "selected=False")]
        if cron:
            lines += [tb(1, 220, "Cron Expression", mval["cron"], *(("focused",) if mval.get("focus") == "cron" else ())),
                      n(1, 221, "combobox", "Server's Time Zone", f"value={q(mval.get('tz', 'UTC'))}", "hasPopup='listbox'", "expanded=False"),
                      st(1, "Grace Time"), n(1, 222, "slider", "Grace Time", "value='1 hour'"),
                      n(1, 223, "heading", "Expected Ping Dates")]
            lines += [st(1, p) for p in mval.get("preview", [])]
        else:
            lines += [st(1, "Period"), n(1, 216, "slider", "Period", "value='1 day'"), st(1, "Expected time between pings."),
                      st(1, "Grace Time"), n(1, 217, "slider", "Grace Time", "value='1 hour'"),
                      st(1, "When a check is late, how long to wait until an alert is sent.")]
        lines += [n(1, 230, "button", "Cancel"), n(1, 231, "button", "Save")]
    return axtree(f"{name} | Healthchecks", lines, f"{HC}/checks/{_HC_NEW}/details/")


# Healthchecks, clean
def traj19(rs: RowSet) -> None:
    base = [("0c8e4a71-5b2d-4f93-a1e6-3d7c9b0f2e58", "up", "backup-s3-sync", "Nightly restic sync to s3://qb-backups", "backup prod", "1 day / 1 hour", "3 hours ago"),
            ("9a1f7d30-6c4e-4b85-b2d9-8e0a5f3c1d76", "up", "cert-renewal", "", "certs", "0 3 * * 1 / 6 hours", "2 days ago"),
            ("e4b2c9d8-1a7f-4e60-9c35-7f8d2a6b0e14", "up", "invoice-export", "CSV to accounting SFTP", "billing", "1 day / 2 hours", "22 hours ago"),
            ("3d6f8a2c-9e1b-47c4-8d50-b2a9e7f1c063", "up", "log-rotate", "", "infra", "15 0 * * * / 1 hour", "17 hours ago"),
            ("b7c0e5f9-2d84-4a1c-9f63-0e5d8b4a7c21", "up", "queue-worker-heartbeat", "", "prod", "1 minute / 2 minutes", "42 seconds ago"),
            ("5e9d1b47-8c0a-4f2e-b6d3-a4c7f0e28b95", "down", "staging-db-refresh", "Weekly anonymised prod -> staging copy", "staging", "7 days / 1 day", "9 days ago")]
    after = [r if r[2] != "queue-worker-heartbeat" else r[:6] + ("12 seconds ago",) for r in base]
    after = after[:4] + [(_HC_NEW, "new", "nightly-pg-dump", "", "", "30 2 * * * / 1 hour", "Never")] + after[4:]
    simple = ["Period: 1 day", "Grace Time: 1 hour"]
    cronv = ["Cron Expression: 30 2 * * *", "Time Zone: Europe/Berlin", "Grace Time: 1 hour"]
    prev_utc = ["Thu, Mar 13 02:30 UTC (in 12 hours)", "Fri, Mar 14 02:30 UTC", "Sat, Mar 15 02:30 UTC", "Sun, Mar 16 02:30 UTC", "Mon, Mar 17 02:30 UTC"]
    prev_ber = ["Thu, Mar 13 02:30 CET (01:30 UTC, in 11 hours)", "Fri, Mar 14 02:30 CET (01:30 UTC)", "Sat, Mar 15 02:30 CET (01:30 UTC)",
                "Sun, Mar 16 02:30 CET (01:30 UTC)", "Mon, Mar 17 02:30 CET (01:30 UTC)"]
    turns = [
        (act("click('300')"), _hc_details("unnamed", simple)),
        (act("click('32')"), _hc_details("unnamed", simple, modal="name")),
        (act("fill('202', 'nightly-pg-dump')"), _hc_details("unnamed", simple, modal="name", mval={"name": "nightly-pg-dump", "slug": "nightly-pg-dump", "focus": "1"})),
        (act("click('207')"), _hc_details("nightly-pg-dump", simple)),
        (act("click('71')"), _hc_details("nightly-pg-dump", simple, modal="schedule")),
        (act("click('214')"), _hc_details("nightly-pg-dump", simple, modal="schedule", mval={"cron": "* * * * *", "preview": ["Wed, Mar 12 14:21 UTC (in 1 minute)", "Wed, Mar 12 14:22 UTC", "Wed, Mar 12 14:23 UTC", "Wed, Mar 12 14:24 UTC", "Wed, Mar 12 14:25 UTC"]})),
        (act("fill('220', '30 2 * * *')"), _hc_details("nightly-pg-dump", simple, modal="schedule", mval={"cron": "30 2 * * *", "focus": "cron", "preview": prev_utc})),
        (act("select_option('221', 'Europe/Berlin')"), _hc_details("nightly-pg-dump", simple, modal="schedule", mval={"cron": "30 2 * * *", "tz": "Europe/Berlin", "preview": prev_ber})),
        (act("click('231')"), _hc_details("nightly-pg-dump", cronv)),
        (act("click('13')"), _hc_list(after)),
    ]
    rs.add(task="web", tid="h40-web-19", system=SYSTEM, turns=turns, state=_hc_list(base), bad=False)


# ---------------------------------------------------------------------------
# 20 Mautic campaigns, bad
MA = "https://marketing.orchardlane.co"
_MA_CAMPS = [("7", "Abandoned cart reminder", "E-commerce", True), ("9", "Birthday voucher", "Retention", True),
             ("11", "Holiday promo 2024", "Seasonal", False), ("5", "Lead nurturing — B2B", "Sales", True),
             ("3", "Onboarding — New trial users", "Onboarding", True), ("12", "Spring Re-engagement", "Uncategorized", True),
             ("15", "Webinar follow-up — March", "Events", True)]


def _ma_nav(active: str) -> list[str]:
    out = [n(0, 10, "banner", ""), n(1, 11, "link", "Mautic", f"url='{MA}/s/dashboard'"), n(1, 12, "searchbox", "Search..."),
           n(1, 13, "button", "Notifications"), n(1, 14, "button", "Dana Sørensen", "hasPopup='menu'"), n(0, 15, "navigation", "")]
    for i, it in enumerate(["Dashboard", "Calendar", "Contacts", "Companies", "Segments", "Components", "Campaigns", "Channels", "Points", "Stages", "Reports"]):
        out.append(n(1, 16 + i, "link", it, f"url='{MA}/s/{it.lower()}'", *(("focused",) if it == active else ())))
    return out


def _ma_list(camps: list[tuple], search: str = "") -> str:
    lines = _ma_nav("Campaigns") + [n(0, 30, "main", ""), n(1, 31, "heading", "Campaigns"),
                                    n(1, 32, "link", "New", f"url='{MA}/s/campaigns/new'"), n(1, 33, "button", "Options", "hasPopup='menu'"),
                                    n(1, 34, "searchbox", "Search...", *((f"value={q(search)}", "focused") if search else ())),
                                    n(1, 35, "button", "Filter", "hasPopup='menu'")]
    rows = []
    for cid, name, cat, pub in camps:
        i = [c[0] for c in _MA_CAMPS].index(cid)
        rows.append((100 + i * 14, [("checkbox", "", "checked='false'"), ("switch", "Published" if pub else "Unpublished", f"checked='{'true' if pub else 'false'}'"),
                                    ("link", name, f"url='{MA}/s/campaigns/view/{cid}'"), cat, cid]))
    lines += grid(1, 40, "", ["", "", "Name", "Category", "ID"], rows)
    lines += [st(1, f"{len(camps)} items"), n(1, 250, "combobox", "Limit", "value='30'", "hasPopup='listbox'", "expanded=False")]
    return axtree("Campaigns | Mautic", lines, f"{MA}/s/campaigns" + (f"?search={search}" if search else ""))


def _ma_view(cat: str, desc: str, down: str, modified: str, flash: str = "") -> str:
    lines = _ma_nav("Campaigns") + [n(0, 30, "main", "")]
    if flash:
        lines += [n(1, 31, "alert", ""), st(2, flash)]
    lines += [n(1, 32, "heading", "Spring Re-engagement"), st(1, "Published"),
              n(1, 33, "link", "Edit", f"url='{MA}/s/campaigns/edit/12'"), n(1, 34, "button", "Clone"), n(1, 35, "button", "Delete"),
              n(1, 36, "link", "Close", f"url='{MA}/s/campaigns'"),
              st(1, desc),
              *grid(1, 40, "Details", ["", ""], [(50, ["Category", cat]), (54, ["Created by", "Dana Sørensen"]), (58, ["Created on", "Feb 17, 2025 10:14"]),
                                                 (62, ["Modified by", "Dana Sørensen"]), (66, ["Modified on", modified]), (70, ["Publish up", "Mar 1, 2025 00:00"]),
                                                 (74, ["Publish down", down]), (78, ["Allow contacts to restart", "No"]), (82, ["ID", "12"])]),
              n(1, 90, "heading", "Campaign stats"), st(1, "Contacts: 1,942"),
              *grid(1, 91, "Emails", ["Email", "Sent", "Read", "Read %", "Clicked", "Unsubscribed"], [
                  (100, ["We miss you (ID 41)", "1,812", "644", "35.5%", "121", "9"]),
                  (114, ["Last call: 15% off (ID 42)", "1,096", "287", "26.2%", "64", "12"])]),
              n(1, 130, "tablist", ""), n(2, 131, "tab", "Preview", "selected=True"), n(2, 132, "tab", "Decisions", "selected=False"),
              n(2, 133, "tab", "Actions", "selected=False"), n(2, 134, "tab", "Conditions", "selected=False"), n(2, 135, "tab", "Contacts", "selected=False"),
              n(1, 136, "img", "Campaign preview: Lapsed 90d customers → We miss you → Opens email? → Add to segment: Re-engaged / Delay 3 days → Last call: 15% off")]
    return axtree("Spring Re-engagement | Mautic", lines, f"{MA}/s/campaigns/view/12")


def _ma_edit(cat: str, desc: str, down: str, flash: str = "", builder: bool = False, focus: str = "") -> str:
    cats = ["Uncategorized", "E-commerce", "Events", "Onboarding", "Retention", "Sales", "Seasonal"]
    lines = _ma_nav("Campaigns") + [n(0, 30, "main", "")]
    if flash:
        lines += [n(1, 31, "alert", ""), st(2, flash)]
    lines += [n(1, 32, "heading", "Edit Campaign - Spring Re-engagement"),
              n(1, 33, "button", "Launch Campaign Builder"), n(1, 34, "button", "Cancel"), n(1, 35, "button", "Save & Close"), n(1, 36, "button", "Apply"),
              tb(1, 40, "Name", "Spring Re-engagement", "required"),
              n(1, 41, "textbox", "Description", f"value={q(desc)}", "multiline", *(("focused",) if focus == "desc" else ())),
              n(1, 42, "combobox", "Category", f"value={q(cat)}", "hasPopup='listbox'", "expanded=False"),
              *[n(2, 43 + i, "option", c, f"selected={c == cat}") for i, c in enumerate(cats)],
              st(1, "Allow contacts to restart the campaign"), n(1, 51, "switch", "Allow contacts to restart the campaign", "checked='false'"),
              st(1, "Published"), n(1, 52, "switch", "Published", "checked='true'"),
              tb(1, 53, "Publish at (date/time)", "2025-03-01 00:00"),
              tb(1, 54, "Unpublish at (date/time)", down, *(("focused",) if focus == "down" else ()))]
    if builder:
        lines += [n(0, 200, "dialog", "Campaign Builder", "modal=True"),
                  n(1, 201, "button", "Close Builder"), n(1, 202, "button", "Apply"),
                  n(1, 203, "group", "Contact Sources"), st(2, "Contact segments: Lapsed 90d customers"),
                  n(1, 204, "group", "Send email"), st(2, "We miss you (ID 41) · immediately"),
                  n(1, 205, "group", "Decision"), st(2, "Opens email · within 3 days"),
                  n(1, 206, "group", "Action (yes)"), st(2, "Modify contact's segments: add to Re-engaged"),
                  n(1, 207, "group", "Action (no)"), st(2, "Send email: Last call: 15% off (ID 42) · 3 days after previous"),
                  n(1, 208, "button", "Add event", "hasPopup='menu'")]
    return axtree("Edit Campaign - Spring Re-engagement | Mautic", lines, f"{MA}/s/campaigns/edit/12")


# Mautic campaigns, bad
def traj20(rs: RowSet) -> None:
    d0 = "Win-back flow for customers inactive 90+ days."
    d1 = "Win-back flow for customers inactive 90+ days. Ends with the spring season on April 30."
    down = "2025-04-30 23:59"
    after = [(c[0], c[1], "Retention", c[3]) if c[0] == "12" else c for c in _MA_CAMPS]
    seg = _ma_nav("Segments") + [n(0, 30, "main", ""), n(1, 31, "heading", "Segments"), n(1, 32, "link", "New", f"url='{MA}/s/segments/new'"),
                                 n(1, 34, "searchbox", "Search..."),
                                 *grid(1, 40, "", ["", "Name", "Contacts", "ID"], [
                                     (100, [("checkbox", "", "checked='false'"), ("link", "Customers — all", f"url='{MA}/s/segments/view/1'"), "18,406", "1"]),
                                     (112, [("checkbox", "", "checked='false'"), ("link", "Lapsed 90d customers", f"url='{MA}/s/segments/view/14'"), "2,031", "14"]),
                                     (124, [("checkbox", "", "checked='false'"), ("link", "Newsletter subscribers", f"url='{MA}/s/segments/view/2'"), "11,872", "2"]),
                                     (136, [("checkbox", "", "checked='false'"), ("link", "Re-engaged", f"url='{MA}/s/segments/view/16'"), "188", "16"]),
                                     (148, [("checkbox", "", "checked='false'"), ("link", "Trial users (last 30d)", f"url='{MA}/s/segments/view/8'"), "742", "8"]),
                                     (160, [("checkbox", "", "checked='false'"), ("link", "Webinar March — registrants", f"url='{MA}/s/segments/view/19'"), "356", "19"])]),
                                 st(1, "6 items")]
    turns = [
        (act("click('176')"), _ma_view("Uncategorized", d0, "-", "Mar 3, 2025 16:42")),
        (act("click('33')"), _ma_edit("Uncategorized", d0, "")),
        (act("select_option('42', 'Retention')"), _ma_edit("Retention", d0, "")),
        (act(f"fill('54', '{down}')"), _ma_edit("Retention", d0, down, focus="down")),
        (act(f"fill('41', {d1!r})"), _ma_edit("Retention", d1, down, focus="desc")),
        (act("click('36')"), _ma_edit("Retention", d1, down, flash="Spring Re-engagement has been updated!")),
        (act("click('33')"), _ma_edit("Retention", d1, down, builder=True)),
        (act("click('201')"), _ma_edit("Retention", d1, down)),
        (act("click('35')"), _ma_view("Retention", d1, "Apr 30, 2025 23:59", "Mar 12, 2025 11:08", flash="Spring Re-engagement has been updated!")),
        (act("click('22')"), _ma_list(after)),
        (act("fill('34', 'follow')"), _ma_list([("15", "Webinar follow-up — March", "Events", False)], search="follow")),
        (act("click('20')"), axtree("Segments | Mautic", seg, f"{MA}/s/segments")),
    ]
    rs.add(task="web", tid="h40-web-20", system=SYSTEM, turns=turns, state=_ma_list(_MA_CAMPS), bad=True, turn=11,
           kind="campaign Webinar follow-up shows as unpublished although nothing unpublished it")


# ---------------------------------------------------------------------------
# 21 AWX job templates, clean
AW = "https://awx.lumen-rail.net"


def _aw_nav(active: str) -> list[str]:
    out = [n(0, 10, "banner", ""), n(1, 11, "link", "AWX", f"url='{AW}/#/home'"), n(1, 12, "button", "Notifications 0"),
           n(1, 13, "button", "Info", "hasPopup='menu'"), n(1, 14, "button", "k.adeyemi", "hasPopup='menu'"), n(0, 15, "navigation", "Global")]
    groups = [("Views", ["Dashboard", "Jobs", "Schedules", "Activity Stream", "Workflow Approvals"]),
              ("Resources", ["Templates", "Credentials", "Projects", "Inventories", "Hosts"]),
              ("Access", ["Organizations", "Users", "Teams"])]
    b = 16
    for g, items in groups:
        out.append(n(1, b, "button", g, "expanded=True"))
        b += 1
        for it in items:
            out.append(n(2, b, "link", it, f"url='{AW}/#/{it.lower().replace(' ', '_')}'", *(("focused",) if it == active else ())))
            b += 1
    out.append(n(1, b, "button", "Administration", "expanded=False"))
    return out


_AW_TPL = [("Deploy web tier", "Job Template", "3/11/2025, 5:02:17 PM", "7"),
           ("Full release pipeline", "Workflow Job Template", "3/11/2025, 4:48:55 PM", "12"),
           ("Patch Ubuntu hosts", "Job Template", "3/9/2025, 2:00:03 AM", "4"),
           ("DB backup verify", "Job Template", "3/12/2025, 6:00:11 AM", "9"),
           ("Rotate TLS certs", "Job Template", "2/28/2025, 11:31:40 AM", "15"),
           ("Provision VM (vSphere)", "Job Template", "2/20/2025, 3:12:09 PM", "3")]


def _aw_templates(wizard: dict[str, str] | None = None) -> str:
    lines = _aw_nav("Templates") + [n(0, 40, "main", ""), n(1, 41, "heading", "Templates"),
                                    n(1, 42, "button", "Add", "hasPopup='menu'"), n(1, 43, "button", "Delete", "disabled=True"),
                                    n(1, 44, "combobox", "Name", "hasPopup='listbox'", "expanded=False"), tb(1, 45, "Search text input"),
                                    n(1, 46, "button", "Search submit button"), st(1, "1 - 6 of 6")]
    rows = [(100 + i * 16, [("checkbox", f"Select row {i}", "checked='false'"), ("link", name, f"url='{AW}/#/templates/{'workflow_job_template' if 'Workflow' in typ else 'job_template'}/{tid}/details'"),
                            typ, ran, ("button", "Launch Template"), ("link", "Edit Template"), ("button", "Copy Template")])
            for i, (name, typ, ran, tid) in enumerate(_AW_TPL)]
    lines += grid(1, 50, "", ["", "Name", "Type", "Last Ran", "Actions", "", ""], rows)
    if wizard is not None:
        step = wizard.get("step", "survey")
        lines += [n(0, 300, "dialog", "Launch | Deploy web tier", "modal=True"), n(1, 301, "heading", "Launch | Deploy web tier"),
                  n(1, 302, "navigation", "Steps"), n(2, 303, "button", "Survey", *(("pressed=True",) if step == "survey" else ())),
                  n(2, 304, "button", "Preview", *(("pressed=True",) if step == "preview" else ("disabled=True",)))]
        if step == "survey":
            envv = wizard.get("env", "staging")
            lines += [n(1, 310, "combobox", "Target environment", f"value={q(envv)}", "hasPopup='listbox'", "expanded=False", "required"),
                      n(2, 311, "option", "staging", f"selected={envv == 'staging'}"), n(2, 312, "option", "production", f"selected={envv == 'production'}"),
                      st(1, "Which inventory group to deploy to."),
                      tb(1, 313, "App version", wizard.get("ver", "4.2.0"), "required", *(("focused",) if wizard.get("focus") else ())),
                      st(1, "Image tag in registry.lumen-rail.net/web/app"),
                      n(1, 314, "combobox", "Run smoke tests", "value='yes'", "hasPopup='listbox'", "expanded=False"),
                      n(1, 320, "button", "Next"), n(1, 321, "button", "Back", "disabled=True"), n(1, 322, "button", "Cancel")]
        else:
            lines += [n(1, 330, "heading", "Preview"),
                      *grid(1, 331, "", ["", ""], [(340, ["Name", "Deploy web tier"]), (344, ["Job Type", "Run"]), (348, ["Organization", "Lumen Rail"]),
                                                   (352, ["Inventory", "prod-web"]), (356, ["Project", "web-deploy"]), (360, ["Playbook", "deploy.yml"]),
                                                   (364, ["Forks", "0"]), (368, ["Limit", ""]), (372, ["Verbosity", "0 (Normal)"]),
                                                   (376, ["Timeout", "0"]), (380, ["Show Changes", "Off"]), (384, ["Job Slicing", "1"]),
                                                   (388, ["Credentials", "SSH: ssh-deploy, Vault: vault-prod"])]),
                      st(1, "Variables"), n(1, 400, "textbox", "Variables", "value='---\\ntarget_env: production\\napp_version: 4.2.1\\nrun_smoke_tests: yes'", "multiline", "readonly"),
                      n(1, 401, "button", "Launch"), n(1, 402, "button", "Back"), n(1, 403, "button", "Cancel")]
    return axtree("Templates | AWX", lines, f"{AW}/#/templates")


def _aw_job(status: str, started: str, finished: str, elapsed: str, stats: str, out: list[str]) -> str:
    lines = _aw_nav("Jobs") + [n(0, 40, "main", ""),
                               n(1, 41, "navigation", "breadcrumb"), n(2, 42, "link", "Jobs", f"url='{AW}/#/jobs'"), st(2, "8412 - Deploy web tier"),
                               n(1, 43, "heading", "Output"),
                               n(1, 44, "tablist", ""), n(2, 45, "tab", "Back to Jobs", "selected=False"), n(2, 46, "tab", "Details", "selected=False"),
                               n(2, 47, "tab", "Output", "selected=True"),
                               n(1, 48, "heading", "Deploy web tier"), st(1, status),
                               st(1, stats),
                               n(1, 49, "button", "Relaunch Job", "hasPopup='menu'"), n(1, 50, "button", "Download Output"),
                               n(1, 51, "button", "Cancel Job", *(() if status == "Running" else ("disabled=True",))),
                               n(1, 52, "combobox", "Stdout", "hasPopup='listbox'", "expanded=False"), tb(1, 53, "Search text input"),
                               n(1, 54, "button", "Expand job events"), n(1, 55, "button", "Scroll first"), n(1, 56, "button", "Scroll last"),
                               st(1, f"Started {started}"), *( [st(1, f"Finished {finished}")] if finished else [] ), st(1, f"Elapsed {elapsed}")]
    lines += [st(1, f"{i:>3} {ln}") for i, ln in enumerate(out, 1)]
    return axtree("8412 - Deploy web tier | Output | AWX", lines, f"{AW}/#/jobs/playbook/8412/output")


# AWX job templates, clean
def traj21(rs: RowSet) -> None:
    hosts = ["web-01.prod.lumen-rail.net", "web-02.prod.lumen-rail.net", "web-03.prod.lumen-rail.net"]
    out1 = ["Identity added: /runner/artifacts/8412/ssh_key_data (deploy@lumen-rail)",
            "Vault password: ",
            "",
            "PLAY [Deploy web tier (production)] ********************************************",
            "",
            "TASK [Gathering Facts] *********************************************************"] + [f"ok: [{h}]" for h in hosts] + [
            "",
            "TASK [app : Pull image registry.lumen-rail.net/web/app:4.2.1] ******************"]
    out2 = out1 + [f"changed: [{h}]" for h in hosts] + [
        "",
        "TASK [app : Drain node from haproxy] *******************************************"] + [f"changed: [{h} -> lb-01.prod.lumen-rail.net]" for h in hosts] + [
        "",
        "TASK [app : Restart app container] *********************************************"] + [f"changed: [{h}]" for h in hosts] + [
        "",
        "TASK [app : Wait for /healthz] *************************************************"] + [f"ok: [{h}]" for h in hosts] + [
        "",
        "TASK [app : Enable node in haproxy] ********************************************"] + [f"changed: [{h} -> lb-01.prod.lumen-rail.net]" for h in hosts] + [
        "",
        "TASK [smoke : Run smoke tests] *************************************************",
        "skipping: [web-02.prod.lumen-rail.net]",
        "skipping: [web-03.prod.lumen-rail.net]",
        "ok: [web-01.prod.lumen-rail.net] => {\"msg\": \"12/12 checks passed\"}",
        "",
        "PLAY RECAP *********************************************************************"] + [
        f"{h:<27}: ok={7 if h.startswith('web-01') else 6}    changed=4    unreachable=0    failed=0    skipped={0 if h.startswith('web-01') else 1}    rescued=0    ignored=0" for h in hosts]
    turns = [
        (act("click('110')"), _aw_templates({})),
        (act("select_option('310', 'production')"), _aw_templates({"env": "production"})),
        (act("fill('313', '4.2.1')"), _aw_templates({"env": "production", "ver": "4.2.1", "focus": "1"})),
        (act("click('320')"), _aw_templates({"step": "preview"})),
        (act("click('401')"), _aw_job("Running", "3/12/2025, 10:14:52 AM", "", "00:00:06", "Plays 1  Tasks 2  Hosts 3", out1)),
        (act("noop(100000)"), _aw_job("Successful", "3/12/2025, 10:14:52 AM", "3/12/2025, 10:16:39 AM", "00:01:47", "Plays 1  Tasks 7  Hosts 3", out2)),
    ]
    rs.add(task="web", tid="h40-web-21", system=SYSTEM, turns=turns, state=_aw_templates(), bad=False)


# ---------------------------------------------------------------------------
# 22 Nexus repositories, bad
NX = "https://nexus.tidewater-eng.com"
_NX_SHA1 = "a94f3b0c7d21e58f6b9c4a03d7e1f25b8c60d4e9"


def _nx_head(mode: str) -> list[str]:
    return [n(0, 10, "banner", ""), n(1, 11, "link", "Sonatype Nexus Repository", f"url='{NX}/#welcome'"), st(1, "OSS 3.68.1-02"),
            n(1, 12, "button", "Browse server contents", f"pressed={mode == 'browse'}"),
            n(1, 13, "button", "Server administration and configuration", f"pressed={mode == 'admin'}"),
            n(1, 14, "searchbox", "Search components"), n(1, 15, "button", "Refresh"), n(1, 16, "button", "Help", "hasPopup='menu'"),
            n(1, 17, "button", "ci-admin", "hasPopup='menu'"), n(1, 18, "button", "Sign out")]


def _nx_tree(selected: str) -> list[str]:
    out = [n(1, 40, "tree", "maven-releases")]
    items = [(0, "com"), (1, "tidewater"), (2, "telemetry"), (3, "telemetry-core"), (4, "2.4.1"),
             (5, "telemetry-core-2.4.1.jar"), (5, "telemetry-core-2.4.1.jar.md5"), (5, "telemetry-core-2.4.1.jar.sha1"), (5, "telemetry-core-2.4.1.pom"),
             (4, "2.5.0"), (5, "telemetry-core-2.5.0-sources.jar"), (5, "telemetry-core-2.5.0.jar"), (5, "telemetry-core-2.5.0.jar.md5"),
             (5, "telemetry-core-2.5.0.jar.sha1"), (5, "telemetry-core-2.5.0.pom"), (5, "telemetry-core-2.5.0.pom.md5"), (5, "telemetry-core-2.5.0.pom.sha1"),
             (3, "telemetry-proto"), (2, "gateway")]
    for i, (lvl, name) in enumerate(items):
        props = ["expanded=True"] if lvl < 5 and name not in ("telemetry-proto", "gateway") else (["expanded=False"] if lvl < 5 else [])
        if name == selected:
            props.append("selected=True")
        out.append(n(2 + lvl, 41 + i, "treeitem", name, *props))
    return out


def _nx_asset(ver: str, tab: str, sha1: str = _NX_SHA1) -> str:
    path = f"com/tidewater/telemetry/telemetry-core/{ver}/telemetry-core-{ver}.jar"
    info = {"2.5.0": ("1.84 MB", "Fri Feb 28 2025 16:22:07 GMT+0000 (Coordinated Universal Time)", "Wed Mar 12 2025 08:41:55 GMT+0000 (Coordinated Universal Time)",
                      "default@f3c2d8a1-6b0e-4c71-9a5d-2e8b4f07c1d9:9e4b2a70-3c5f-4d81-b6e0-7a1c9f2d8e45"),
            "2.4.1": ("1.79 MB", "Tue Jan 21 2025 10:05:44 GMT+0000 (Coordinated Universal Time)", "Mon Mar 10 2025 19:12:30 GMT+0000 (Coordinated Universal Time)",
                      "default@f3c2d8a1-6b0e-4c71-9a5d-2e8b4f07c1d9:41c7e9b2-0d58-4a36-8f1e-c52b7a09d6e3")}[ver]
    lines = _nx_head("browse") + [n(0, 20, "navigation", ""), n(1, 21, "link", "Welcome"), n(1, 22, "link", "Search"), n(1, 23, "link", "Browse", "focused"),
                                  n(1, 24, "link", "Upload"),
                                  n(0, 30, "main", ""), n(1, 31, "link", "Browse", f"url='{NX}/#browse/browse'"), st(1, "/ maven-releases"),
                                  n(1, 32, "button", "Advanced search for components"), tb(1, 33, "Filter"),
                                  n(1, 34, "button", "HTML View")]
    lines += _nx_tree(f"telemetry-core-{ver}.jar")
    lines += [n(1, 70, "region", f"telemetry-core-{ver}.jar"),
              n(2, 71, "button", "Delete asset"), n(2, 72, "button", "Analyze application"),
              n(2, 73, "tablist", ""), n(3, 74, "tab", "Summary", f"selected={tab == 'Summary'}"), n(3, 75, "tab", "Attributes", f"selected={tab == 'Attributes'}")]
    if tab == "Summary":
        rows = [("Path", path), ("Repository", "maven-releases"), ("Format", "maven2"), ("Component Name", "telemetry-core"),
                ("Component Version", ver), ("Content type", "application/java-archive"), ("File size", info[0]),
                ("Blob created", info[1]), ("Blob updated", info[1]), ("Last downloaded", info[2]), ("Locally cached", "true"),
                ("Blob reference", info[3]), ("Containing repositories", "maven-releases, maven-public"),
                ("Uploader", "ci-deployer"), ("Uploader's IP Address", "10.12.4.31")]
        lines += grid(2, 80, "", ["", ""], [(90 + i * 4, list(r)) for i, r in enumerate(rows)])
    else:
        rows = [("cache", "last_verified", "-"),
                ("checksum", "md5", "7e2f9a1c4b6d8e03f5a7c9b1d3e5f702"),
                ("checksum", "sha1", sha1),
                ("checksum", "sha256", "3f8e0c1a9b27d64e5f1a8c03b7d92e46f0a15c8b3e7d21f9a64c0b58e2d7f139"),
                ("checksum", "sha512", "c1d0e87a4f25b9630e1d7c4a8b2f59e06d3a7c1b48e9f2d05a6c7b3e18f49d20a7b6c5e4d3f2a1b0c9d8e7f6a5b4c3d2e1f0a9b8c7d6e5f4a3b2c1d0e9f8a7b6"),
                ("content", "last_modified", "Fri Feb 28 2025 16:22:07 GMT+0000 (Coordinated Universal Time)"),
                ("maven2", "asset_kind", "ARTIFACT"), ("maven2", "groupId", "com.tidewater.telemetry"), ("maven2", "artifactId", "telemetry-core"),
                ("maven2", "version", "2.5.0"), ("maven2", "baseVersion", "2.5.0"), ("maven2", "extension", "jar"),
                ("provenance", "hashes_not_verified", "false")]
        lines += grid(2, 80, "", ["Namespace", "Key", "Value"], [(90 + i * 8, list(r)) for i, r in enumerate(rows)])
    return axtree("Browse - Nexus Repository Manager", lines, f"{NX}/#browse/browse:maven-releases:" + path.replace("/", "%2F"))


def _nx_admin_nav(active: str) -> list[str]:
    out = [n(0, 20, "navigation", "")]
    items = ["Repository", "Repositories", "Blob Stores", "Proprietary Repositories", "Content Selectors", "Cleanup Policies", "Routing",
             "Security", "Privileges", "Roles", "Users", "Anonymous Access", "LDAP", "Realms", "System", "Tasks", "Support"]
    for i, it in enumerate(items):
        if it in ("Repository", "Security", "System"):
            out.append(n(1, 21 + i, "button", it, "expanded=True"))
        else:
            out.append(n(2, 21 + i, "link", it, *(("focused",) if it == active else ())))
    return out


def _nx_repo_cfg(applied: list[str], avail: list[str], toast: str = "", sel: str = "") -> str:
    lines = _nx_head("admin") + _nx_admin_nav("Repositories") + [
        n(0, 50, "main", ""), n(1, 51, "link", "Repositories", f"url='{NX}/#admin/repository/repositories'"), st(1, "/ maven-snapshots"),
        n(1, 52, "button", "Rebuild index"), n(1, 53, "button", "Invalidate cache", "disabled=True"), n(1, 54, "button", "Delete repository"),
        n(1, 60, "heading", "Settings"),
        st(1, "Name: maven-snapshots"), st(1, "Format: maven2"), st(1, "Type: hosted"),
        st(1, "URL: https://nexus.tidewater-eng.com/repository/maven-snapshots/"),
        cb(61, "Online: If checked, the repository accepts incoming requests", True, 1),
        n(1, 62, "heading", "Maven 2"),
        n(1, 63, "combobox", "Version policy", "value='Snapshot'", "hasPopup='listbox'", "expanded=False", "disabled=True"),
        n(1, 64, "combobox", "Layout policy", "value='Strict'", "hasPopup='listbox'", "expanded=False"),
        n(1, 65, "combobox", "Content Disposition", "value='Inline'", "hasPopup='listbox'", "expanded=False"),
        n(1, 66, "heading", "Storage"),
        n(1, 67, "combobox", "Blob store", "value='default'", "hasPopup='listbox'", "expanded=False", "disabled=True"),
        cb(68, "Strict Content Type Validation", True, 1),
        n(1, 69, "heading", "Hosted"),
        n(1, 70, "combobox", "Deployment policy", "value='Allow redeploy'", "hasPopup='listbox'", "expanded=False"),
        n(1, 71, "heading", "Cleanup"),
        st(1, "Cleanup Policies: Components that match any of the applied policies will be deleted"),
        n(1, 72, "listbox", "Available")]
    for i, p in enumerate(avail):
        lines.append(n(2, 73 + i, "option", p, f"selected={p == sel}"))
    lines += [n(1, 80, "button", "Add to selected", *(() if sel else ("disabled=True",))), n(1, 81, "button", "Remove from selected", "disabled=True"),
              n(1, 82, "listbox", "Applied")]
    for i, p in enumerate(applied):
        lines.append(n(2, 83 + i, "option", p, "selected=False"))
    lines += [n(1, 90, "heading", "Component Tag Settings"), n(1, 91, "heading", "Replication"),
              n(1, 95, "button", "Save", *(() if applied else ("disabled=True",))), n(1, 96, "button", "Discard", *(() if applied else ("disabled=True",)))]
    if toast:
        lines[-2] = n(1, 95, "button", "Save", "disabled=True")
        lines[-1] = n(1, 96, "button", "Discard", "disabled=True")
        lines += [n(0, 300, "alert", ""), st(1, toast)]
    return axtree("Repositories - Nexus Repository Manager", lines, f"{NX}/#admin/repository/repositories:maven-snapshots")


# Nexus repositories, bad
def traj22(rs: RowSet) -> None:
    repos = [("docker-hosted", "hosted", "docker", "docker-blobs", "Online"), ("maven-central", "proxy", "maven2", "default", "Online - Ready to Connect"),
             ("maven-public", "group", "maven2", "default", "Online"), ("maven-releases", "hosted", "maven2", "default", "Online"),
             ("maven-snapshots", "hosted", "maven2", "default", "Online"), ("npm-internal", "hosted", "npm", "npm-blobs", "Online"),
             ("npm-proxy", "proxy", "npm", "npm-blobs", "Online - Remote Available"), ("pypi-proxy", "proxy", "pypi", "default", "Online - Remote Available"),
             ("raw-artifacts", "hosted", "raw", "default", "Online")]
    rl = _nx_head("admin") + _nx_admin_nav("Repositories") + [
        n(0, 50, "main", ""), n(1, 51, "heading", "Repositories"), st(1, "Manage repositories"),
        n(1, 52, "button", "Create repository"), tb(1, 53, "Filter"),
        *grid(1, 60, "", ["Name", "Type", "Format", "Blob Store", "Status", "URL", "Health check"],
              [(100 + i * 16, [("link", r[0]), r[1], r[2], r[3], r[4], ("button", "copy"), "Analyze" if r[1] == "proxy" else ""]) for i, r in enumerate(repos)])]
    cp = _nx_head("admin") + _nx_admin_nav("Cleanup Policies") + [
        n(0, 50, "main", ""), n(1, 51, "heading", "Cleanup Policies"), st(1, "Manage component removal configuration"),
        n(1, 52, "button", "Create Cleanup Policy"), tb(1, 53, "Filter by name"),
        *grid(1, 60, "", ["Name", "Format", "Notes"], [
            (100, [("link", "docker-untagged-7d"), "docker", "Untagged manifests older than 7 days"]),
            (108, [("link", "npm-prerelease-14d"), "npm", "Prerelease versions not downloaded for 14 days"]),
            (116, [("link", "snapshots-30d"), "maven2", "Snapshot components older than 30 days"]),
            (124, [("link", "snapshots-unused-90d"), "maven2", "Snapshots never downloaded in 90 days"])])]
    cpd = _nx_head("admin") + _nx_admin_nav("Cleanup Policies") + [
        n(0, 50, "main", ""), n(1, 51, "link", "Cleanup Policies", f"url='{NX}/#admin/repository/cleanuppolicies'"), st(1, "/ snapshots-30d"),
        tb(1, 60, "Name", "snapshots-30d", "disabled=True"),
        n(1, 61, "combobox", "Format", "value='maven2'", "hasPopup='listbox'", "expanded=False", "disabled=True"),
        n(1, 62, "textbox", "Notes", "value='Snapshot components older than 30 days'", "multiline"),
        n(1, 63, "heading", "Criteria"),
        cb(64, "Component Age: Remove components that were published over 30 days ago", True, 1), n(1, 65, "spinbutton", "Component Age (days)", "value='30'"),
        cb(66, "Component Usage: Remove components that haven't been downloaded in", False, 1),
        cb(67, "Release Type: Remove components that are of the following release type", True, 1),
        n(1, 68, "combobox", "Release type", "value='Pre-Release / Snapshot Versions'", "hasPopup='listbox'", "expanded=False"),
        cb(69, "Asset Name Matcher", False, 1),
        n(1, 70, "heading", "Cleanup Policy Preview"),
        n(1, 71, "combobox", "Repository", "value='maven-snapshots'", "hasPopup='listbox'", "expanded=False"),
        n(1, 72, "button", "Preview Results"),
        st(1, "Applied to 1 repository: maven-snapshots"),
        n(1, 80, "button", "Save", "disabled=True"), n(1, 81, "button", "Cancel"), n(1, 82, "button", "Delete")]
    avail = ["snapshots-30d", "snapshots-unused-90d"]
    turns = [
        (act("click('75')"), _nx_asset("2.5.0", "Attributes")),
        (act("click('74')"), _nx_asset("2.5.0", "Summary")),
        (act("click('75')"), _nx_asset("2.5.0", "Attributes", sha1="a94f3b0c7d21e58f6b9c4a03d7e1f52b8c60d4e9")),
        (act("click('46')"), _nx_asset("2.4.1", "Summary")),
        (act("click('13')"), axtree("Repositories - Nexus Repository Manager", rl, f"{NX}/#admin/repository/repositories")),
        (act("click('166')"), _nx_repo_cfg([], avail)),
        (act("click('73')"), _nx_repo_cfg([], avail, sel="snapshots-30d")),
        (act("click('80')"), _nx_repo_cfg(["snapshots-30d"], ["snapshots-unused-90d"])),
        (act("click('95')"), _nx_repo_cfg(["snapshots-30d"], ["snapshots-unused-90d"], toast="Repository updated: maven-snapshots")),
        (act("click('26')"), axtree("Cleanup Policies - Nexus Repository Manager", cp, f"{NX}/#admin/repository/cleanuppolicies")),
        (act("click('118')"), axtree("Cleanup Policies - Nexus Repository Manager", cpd, f"{NX}/#admin/repository/cleanuppolicies:snapshots-30d")),
    ]
    rs.add(task="web", tid="h40-web-22", system=SYSTEM, turns=turns, state=_nx_asset("2.5.0", "Summary"), bad=True, turn=3,
           kind="SHA-1 checksum of the same jar differs from the one shown two turns earlier")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for build in (traj01, traj02, traj03, traj04, traj05, traj06, traj07, traj08, traj09, traj10, traj11,
                  traj12, traj13, traj14, traj15, traj16, traj17, traj18, traj19, traj20, traj21, traj22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
