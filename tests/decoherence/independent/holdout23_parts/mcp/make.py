# ruff: noqa: E501
"""Held-out set holdout23, domain mcp: 22 trajectories of an agent calling the tools of one MCP server each.

Eleven carry exactly one world-model contradiction (labelled with the 1-based turn of the observation that
contradicts an earlier one); eleven are clean but full of legitimate changes: the agent's own writes, live
values, re-sorted, filtered or paginated views, restarts, unit and format differences.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import A, B, INT, OBJ, S, RowSet, call, mcp_system, mcp_text, pj, tool

# --------------------------------------------------------------------------------------------------
# GitHub: triage of a config bug, a new issue is created and later missing from the open-bug listing
# --------------------------------------------------------------------------------------------------

GH_REPO = "tidepool-labs/harbor-cli"


def gh_issue(n: int, title: str, labels: list[str], user: str, comments: int, created: str, updated: str,
             assignees: tuple[str, ...] = (), state: str = "open", milestone: dict[str, Any] | None = None,
             closed: str | None = None) -> dict[str, Any]:
    return {"id": 2600000000 + n * 173_211, "number": n, "title": title, "state": state,
            "user": {"login": user}, "labels": [{"name": x} for x in labels],
            "assignees": [{"login": a} for a in assignees], "milestone": milestone, "comments": comments,
            "created_at": created, "updated_at": updated, "closed_at": closed,
            "html_url": f"https://github.com/{GH_REPO}/issues/{n}"}


def github(rs: RowSet, tid: str) -> None:
    tools = [
        tool("list_issues", "List issues in a repository (pull requests excluded).",
             {"owner": S, "repo": S, "state": S, "labels": A, "assignee": S, "sort": S, "direction": S, "per_page": INT, "page": INT}, ["owner", "repo"]),
        tool("get_issue", "Get one issue by number.", {"owner": S, "repo": S, "issue_number": INT}, ["owner", "repo", "issue_number"]),
        tool("search_issues", "Search issues and pull requests with GitHub search syntax.", {"q": S, "per_page": INT}, ["q"]),
        tool("get_file_contents", "Get the contents of a file or directory.", {"owner": S, "repo": S, "path": S, "ref": S}, ["owner", "repo", "path"]),
        tool("create_issue", "Create a new issue.", {"owner": S, "repo": S, "title": S, "body": S, "labels": A, "assignees": A}, ["owner", "repo", "title"]),
        tool("add_issue_comment", "Add a comment to an issue.", {"owner": S, "repo": S, "issue_number": INT, "body": S}, ["owner", "repo", "issue_number", "body"]),
        tool("update_issue", "Update an issue (title, body, state, labels, assignees, milestone).",
             {"owner": S, "repo": S, "issue_number": INT, "title": S, "body": S, "state": S, "labels": A, "assignees": A, "milestone": INT}, ["owner", "repo", "issue_number"]),
    ]
    system = mcp_system("github", "the GitHub API for the authenticated user nadia-ferreira", tools)
    v020 = {"number": 14, "title": "v0.20.0", "state": "open", "due_on": "2024-12-06T08:00:00Z"}
    base = {
        409: gh_issue(409, "`harbor sync` hangs when remote returns 429 without Retry-After", ["bug", "network"], "jlaurent", 2, "2024-11-18T21:04:51Z", "2024-11-19T07:12:03Z"),
        408: gh_issue(408, "Panic in manifest diff when a layer has zero size", ["bug"], "sofiabk", 5, "2024-11-17T13:30:22Z", "2024-11-18T18:41:09Z", ("mkowalczyk",)),
        407: gh_issue(407, "Config file not found on Linux when HARBOR_HOME is unset", ["bug", "needs-triage"], "d-ekwueme", 3, "2024-11-16T09:55:40Z", "2024-11-18T10:02:37Z"),
        406: gh_issue(406, "Windows: progress bar leaves stray characters in cmd.exe", ["bug", "windows"], "tkahananui", 1, "2024-11-14T16:20:05Z", "2024-11-15T08:11:47Z"),
        404: gh_issue(404, "`--json` output omits digest for multi-arch images", ["bug", "output"], "renata-v", 4, "2024-11-12T11:47:18Z", "2024-11-16T14:25:50Z", ("mkowalczyk",), milestone=v020),
        403: gh_issue(403, "Login token not refreshed after 12h, every command fails with 401", ["bug", "auth"], "o-lindqvist", 7, "2024-11-11T08:03:29Z", "2024-11-17T20:55:14Z"),
        399: gh_issue(399, "zsh completion still lists deleted profiles", ["bug", "completions"], "hyejin-p", 0, "2024-11-07T19:14:44Z", "2024-11-07T19:14:44Z"),
        396: gh_issue(396, "Retry loop ignores --timeout flag", ["bug", "network"], "jlaurent", 2, "2024-11-05T10:31:02Z", "2024-11-12T09:40:26Z", ("mkowalczyk",)),
        391: gh_issue(391, "`harbor mirror` copies tags in random order", ["bug"], "b-achterberg", 1, "2024-10-30T15:22:57Z", "2024-11-01T12:04:10Z"),
        388: gh_issue(388, "`harbor prune --dry-run` actually deletes cached blobs", ["bug", "data-loss", "priority:high"], "sofiabk", 9, "2024-10-28T07:46:13Z", "2024-11-14T17:30:01Z", ("mkowalczyk",), milestone=v020),
        385: gh_issue(385, "Expired certificate error prints a raw Go struct", ["bug", "ux"], "amaru-q", 0, "2024-10-25T13:10:39Z", "2024-10-25T13:10:39Z"),
        380: gh_issue(380, "Proxy env vars ignored for OCI registry auth", ["bug", "network"], "pkarvonen", 3, "2024-10-21T09:28:46Z", "2024-11-02T11:15:30Z"),
    }
    order = [409, 408, 407, 406, 404, 403, 399, 396, 391, 388, 385, 380]
    t1 = mcp_text([base[n] for n in order[:10]])

    i407 = dict(base[407])
    i407_full = dict(i407, body=(
        "### Describe the bug\nOn Fedora 41 `harbor` says `error: config file not found` although `~/.config/harbor/config.toml` exists "
        "and `XDG_CONFIG_HOME` is the default. Setting `HARBOR_HOME=~/.config/harbor` makes it work.\n\n"
        "### Steps to reproduce\n1. `unset HARBOR_HOME`\n2. `harbor config show`\n\n### Expected\nThe XDG location is used as documented in docs/configuration.md.\n\n"
        "### Version\nharbor 0.19.2 (linux/amd64, built 2024-11-02)"),
        reactions={"+1": 4, "eyes": 1, "total_count": 5}, author_association="NONE", locked=False)
    t2 = mcp_text(i407_full)

    t3 = mcp_text({"total_count": 4, "incomplete_results": False, "items": [
        {"number": 407, "title": base[407]["title"], "state": "open", "labels": ["bug", "needs-triage"], "updated_at": "2024-11-18T10:02:37Z", "score": 1.0},
        {"number": 352, "title": "Config path resolution on macOS ignores XDG variables", "state": "closed", "labels": ["bug", "macos"], "updated_at": "2024-08-02T15:40:12Z", "score": 1.0},
        {"number": 298, "title": "Support XDG base directory spec for config and cache", "state": "closed", "labels": ["enhancement"], "updated_at": "2024-05-21T09:03:55Z", "score": 1.0},
        {"number": 263, "title": "Document config file lookup order", "state": "closed", "labels": ["docs"], "updated_at": "2024-03-30T18:17:44Z", "score": 1.0},
    ]})

    loader = """use std::env;
use std::fs;
use std::path::PathBuf;

use crate::config::schema::Config;
use crate::error::HarborError;

/// Resolve the directory that holds `config.toml`.
///
/// Order: `$HARBOR_HOME`, then `~/.harbor`.
pub fn config_dir() -> Result<PathBuf, HarborError> {
    if let Ok(home) = env::var("HARBOR_HOME") {
        return Ok(PathBuf::from(home));
    }
    let home = dirs::home_dir().ok_or(HarborError::NoHomeDir)?;
    Ok(home.join(".harbor"))
}

pub fn config_path() -> Result<PathBuf, HarborError> {
    Ok(config_dir()?.join("config.toml"))
}

/// Load the configuration, falling back to defaults.
pub fn load() -> Result<Config, HarborError> {
    let path = config_path()?;
    if !path.exists() {
        return Err(HarborError::ConfigNotFound(path));
    }
    let raw = fs::read_to_string(&path)?;
    let cfg: Config = toml::from_str(&raw).unwrap_or_default();
    Ok(cfg.with_env_overrides())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn harbor_home_wins() {
        env::set_var("HARBOR_HOME", "/tmp/hh");
        assert_eq!(config_dir().unwrap(), PathBuf::from("/tmp/hh"));
        env::remove_var("HARBOR_HOME");
    }
}
"""
    t4 = mcp_text({"type": "file", "name": "loader.rs", "path": "src/config/loader.rs", "sha": "8c1f0e4b9d27a35f6e0c2b71d94a8e3f05b6c712",
                   "size": len(loader.encode()), "encoding": "utf-8", "content": loader,
                   "html_url": f"https://github.com/{GH_REPO}/blob/main/src/config/loader.rs"})

    body412 = ("`config::loader::load` parses `config.toml` with `toml::from_str(&raw).unwrap_or_default()`, so a syntax error "
               "in the file is silently replaced by the default config. Users then see confusing auth/registry errors "
               "instead of a parse error with a line number.\n\nExpected: return `HarborError::ConfigParse { path, source }`.\n\n"
               "Found while triaging #407.")
    i412 = gh_issue(412, "Config loader silently falls back to defaults when config.toml has a parse error", ["bug", "config"],
                    "nadia-ferreira", 0, "2024-11-19T10:42:17Z", "2024-11-19T10:42:17Z")
    t5 = mcp_text(dict(i412, body=body412, author_association="MEMBER"))

    c407 = ("Root cause: `config_dir()` in src/config/loader.rs only checks `$HARBOR_HOME` and then `~/.harbor`; "
            "`$XDG_CONFIG_HOME/harbor` (default `~/.config/harbor`) is never consulted, contrary to docs/configuration.md. "
            "Workaround until the fix ships: `export HARBOR_HOME=~/.config/harbor`. Related: #412 (parse errors are swallowed).")
    t6 = mcp_text({"id": 2485530117, "html_url": f"https://github.com/{GH_REPO}/issues/407#issuecomment-2485530117",
                   "user": {"login": "nadia-ferreira"}, "author_association": "MEMBER", "body": c407,
                   "created_at": "2024-11-19T10:43:02Z", "updated_at": "2024-11-19T10:43:02Z"})

    i407u = gh_issue(407, base[407]["title"], ["bug", "config"], "d-ekwueme", 4, "2024-11-16T09:55:40Z", "2024-11-19T10:43:40Z", ("mkowalczyk",))
    t7 = mcp_text(dict(i407u, body=i407_full["body"], author_association="NONE"))

    # bad: the issue created in turn 5 (#412, open, labelled bug, newest) is missing from the open-bug listing
    after = {**base, 407: i407u}
    t8 = mcp_text([after[n] for n in [409, 408, 407, 406, 404, 403, 399, 396, 391, 388]])

    t9 = mcp_text(dict(i412, body=body412, author_association="MEMBER"))
    i412u = gh_issue(412, i412["title"], ["bug", "config"], "nadia-ferreira", 0, "2024-11-19T10:42:17Z", "2024-11-19T10:45:21Z",
                     ("nadia-ferreira",), milestone=v020)
    t10 = mcp_text(dict(i412u, body=body412, author_association="MEMBER"))
    t11 = mcp_text([after[n] for n in [408, 407, 404, 396, 388]])

    own = {"owner": "tidepool-labs", "repo": "harbor-cli"}
    turns = [
        (call("list_issues", **own, state="open", labels=["bug"], sort="created", direction="desc", per_page=10), t1),
        (call("get_issue", **own, issue_number=407), t2),
        (call("search_issues", q=f'repo:{GH_REPO} is:issue "config" XDG in:title,body', per_page=10), t3),
        (call("get_file_contents", **own, path="src/config/loader.rs", ref="main"), t4),
        (call("create_issue", **own, title=i412["title"], body=body412, labels=["bug", "config"]), t5),
        (call("add_issue_comment", **own, issue_number=407, body=c407), t6),
        (call("update_issue", **own, issue_number=407, labels=["bug", "config"], assignees=["mkowalczyk"]), t7),
        (call("list_issues", **own, state="open", labels=["bug"], sort="created", direction="desc", per_page=10), t8),
        (call("get_issue", **own, issue_number=412), t9),
        (call("update_issue", **own, issue_number=412, assignees=["nadia-ferreira"], milestone=14), t10),
        (call("list_issues", **own, state="open", assignee="mkowalczyk", sort="created", direction="desc"), t11),
    ]
    rs.add(task="mcp", tid=tid, system=system, turns=turns,
           state=f"Repository {GH_REPO} (default branch main). Authenticated as nadia-ferreira (member, triage rights). Task: triage the open config-related bug reports.",
           bad=True, turn=8, kind="issue created earlier (#412, open, labelled bug, newest) is missing from the open bug listing sorted by creation date")

# --------------------------------------------------------------------------------------------------
# Jira (clean): sprint clean-up, a transition, a worklog, a reprioritisation, paginated searches
# --------------------------------------------------------------------------------------------------

PRIO = {"Highest": 5, "High": 4, "Medium": 3, "Low": 2, "Lowest": 1}


def jira(rs: RowSet, tid: str) -> None:
    tools = [
        tool("jira_search", "Search issues with JQL.", {"jql": S, "fields": S, "start_at": INT, "limit": INT}, ["jql"]),
        tool("jira_get_issue", "Get an issue with its fields.", {"issue_key": S, "fields": S}, ["issue_key"]),
        tool("jira_get_transitions", "List the workflow transitions available for an issue.", {"issue_key": S}, ["issue_key"]),
        tool("jira_transition_issue", "Move an issue through a workflow transition.", {"issue_key": S, "transition_id": S, "comment": S}, ["issue_key", "transition_id"]),
        tool("jira_add_worklog", "Log work on an issue.", {"issue_key": S, "time_spent": S, "comment": S, "started": S, "adjust_estimate": S}, ["issue_key", "time_spent"]),
        tool("jira_update_issue", "Update fields of an issue.", {"issue_key": S, "fields": OBJ}, ["issue_key", "fields"]),
    ]
    system = mcp_system("mcp-atlassian", "Jira Cloud site acme-pay.atlassian.net, authenticated as lena.vogt", tools)
    rows = [
        ("PAY-1184", "Idempotency key not persisted for SEPA retries", "In Review", "Highest", "Lena Vogt", "2024-11-18T16:02:11.000+0100", 5),
        ("PAY-1190", "3DS challenge iframe blocked by new CSP header", "In Progress", "Highest", "Marco Bianchi", "2024-11-19T09:12:40.000+0100", 3),
        ("PAY-1172", "Refund webhook retried forever on 410 Gone", "To Do", "High", "Lena Vogt", "2024-11-15T11:20:05.000+0100", 3),
        ("PAY-1193", "Settlement report CSV uses locale decimal separator", "In Progress", "High", "Tomás Rey", "2024-11-19T08:47:33.000+0100", 2),
        ("PAY-1179", "Add Adyen payout reconciliation job", "In Progress", "High", "Aiko Tanaka", "2024-11-18T17:55:02.000+0100", 8),
        ("PAY-1188", "Upgrade stripe-java to 26.x", "To Do", "High", None, "2024-11-14T10:03:48.000+0100", 3),
        ("PAY-1201", "Flaky test: PayoutSchedulerIT times out on CI", "To Do", "Medium", None, "2024-11-18T13:40:19.000+0100", 2),
        ("PAY-1165", "Expose refund reason codes in merchant API", "In Review", "Medium", "Marco Bianchi", "2024-11-19T07:58:27.000+0100", 5),
        ("PAY-1197", "Currency rounding mismatch for JPY partial captures", "In Progress", "Medium", "Tomás Rey", "2024-11-18T15:11:09.000+0100", 3),
        ("PAY-1170", "Remove legacy /v1/charges endpoint feature toggle", "To Do", "Medium", "Aiko Tanaka", "2024-11-12T14:27:50.000+0100", 1),
        ("PAY-1199", "Dashboard: payout status badge wrong colour for 'held'", "To Do", "Low", "Lena Vogt", "2024-11-17T10:05:31.000+0100", 1),
        ("PAY-1185", "Document webhook signature rotation", "In Progress", "Medium", "Marco Bianchi", "2024-11-16T12:44:18.000+0100", 2),
        ("PAY-1176", "Alert when payout batch exceeds 15 minutes", "Blocked", "High", "Aiko Tanaka", "2024-11-13T09:30:00.000+0100", 3),
        ("PAY-1203", "Chargeback evidence upload accepts 0-byte files", "To Do", "Medium", None, "2024-11-19T10:21:14.000+0100", 2),
        ("PAY-1161", "Migrate payment_events table to partitioned layout", "In Progress", "Medium", "Tomás Rey", "2024-11-11T16:08:45.000+0100", 8),
        ("PAY-1195", "Log masked card BIN on declined authorisations", "To Do", "Low", "Marco Bianchi", "2024-11-15T15:33:21.000+0100", 1),
        ("PAY-1202", "Typo in payout failure email (\"recieved\")", "To Do", "Lowest", None, "2024-11-18T11:14:56.000+0100", 1),
    ]
    issues = {r[0]: {"key": r[0], "summary": r[1], "status": r[2], "priority": r[3], "assignee": r[4], "updated": r[5], "story_points": r[6]} for r in rows}

    def search(pool: dict[str, dict[str, Any]], start: int, limit: int, jql: str) -> str:
        open_ = [v for v in pool.values() if v["status"] != "Done"]
        open_.sort(key=lambda v: v["updated"], reverse=True)
        open_.sort(key=lambda v: PRIO[v["priority"]], reverse=True)
        page = open_[start:start + limit]
        return pj({"jql": jql, "startAt": start, "maxResults": limit, "total": len(open_),
                   "issues": [{"key": v["key"], "fields": {"summary": v["summary"], "status": {"name": v["status"]},
                                                          "priority": {"name": v["priority"]},
                                                          "assignee": {"displayName": v["assignee"]} if v["assignee"] else None,
                                                          "updated": v["updated"], "customfield_10016": v["story_points"]}} for v in page]})

    jql = "project = PAY AND sprint in openSprints() AND status != Done ORDER BY priority DESC, updated DESC"
    fields = "summary,status,priority,assignee,updated,customfield_10016"
    t1 = search(issues, 0, 5, jql)
    t2 = search(issues, 5, 5, jql)

    desc = ("When a SEPA Direct Debit is retried after a soft decline, the retry is sent with a new Idempotency-Key because "
            "`RetryScheduler` rebuilds the request from the mandate instead of the stored attempt. PSP deduplication therefore "
            "does not kick in and we have seen 3 double collections in November (see INC-377).\n\n"
            "*Acceptance*\n# Idempotency-Key stored on `payment_attempts` and reused for every retry of the same attempt\n"
            "# Integration test covering soft decline -> retry -> success\n# Backfill not required")
    base_1184 = {"key": "PAY-1184", "id": "10841", "fields": {
        "summary": issues["PAY-1184"]["summary"], "issuetype": {"name": "Bug"}, "status": {"name": "In Review", "statusCategory": "In Progress"},
        "resolution": None, "resolutiondate": None, "priority": {"name": "Highest"}, "assignee": {"displayName": "Lena Vogt", "accountId": "5f8a2c91e4b0d3006f1a7c22"},
        "reporter": {"displayName": "Marco Bianchi"}, "labels": ["idempotency", "sepa"], "components": [{"name": "payments-core"}],
        "fixVersions": [{"name": "2024.47"}], "sprint": {"name": "PAY Sprint 47", "state": "active", "endDate": "2024-11-26T17:00:00.000+0100"},
        "customfield_10016": 5, "created": "2024-11-06T10:14:52.000+0100", "updated": "2024-11-18T16:02:11.000+0100",
        "timetracking": {"originalEstimate": "1d", "remainingEstimate": "3h", "timeSpent": "4h",
                         "originalEstimateSeconds": 28800, "remainingEstimateSeconds": 10800, "timeSpentSeconds": 14400},
        "comment": {"total": 2, "comments": [
            {"id": "21907", "author": "Marco Bianchi", "created": "2024-11-12T09:41:03.000+0100", "body": "INC-377 is the third occurrence, bumping to Highest."},
            {"id": "22048", "author": "Lena Vogt", "created": "2024-11-18T16:02:11.000+0100", "body": "MR !882 ready for review, integration test included."}]},
        "worklog": {"total": 2}, "description": desc}}
    t3 = pj(base_1184)
    t4 = pj({"issue_key": "PAY-1184", "transitions": [
        {"id": "11", "name": "Back to To Do", "to": {"name": "To Do"}},
        {"id": "21", "name": "Back to In Progress", "to": {"name": "In Progress"}},
        {"id": "31", "name": "Done", "to": {"name": "Done"}, "hasScreen": False},
        {"id": "41", "name": "Block", "to": {"name": "Blocked"}}]})
    t5 = pj({"success": True, "message": "Issue PAY-1184 transitioned via 'Done'", "issue": {
        "key": "PAY-1184", "status": {"name": "Done", "statusCategory": "Done"}, "resolution": {"name": "Done"},
        "resolutiondate": "2024-11-19T11:02:37.000+0100", "updated": "2024-11-19T11:02:37.000+0100"},
        "comment": {"id": "22131", "body": "Merged in !882, deployed to prod with release 2024.47.2."}})
    t6 = pj({"id": "48213", "issueId": "10841", "author": {"displayName": "Lena Vogt"}, "timeSpent": "2h", "timeSpentSeconds": 7200,
             "started": "2024-11-19T09:00:00.000+0100", "created": "2024-11-19T11:03:10.000+0100", "updated": "2024-11-19T11:03:10.000+0100",
             "comment": "Review fixes and SEPA retry integration test", "estimate_adjustment": "auto (remaining 3h -> 1h)"})
    done_1184 = {"key": "PAY-1184", "id": "10841", "fields": dict(base_1184["fields"], **{
        "status": {"name": "Done", "statusCategory": "Done"}, "resolution": {"name": "Done"},
        "resolutiondate": "2024-11-19T11:02:37.000+0100", "updated": "2024-11-19T11:03:10.000+0100",
        "timetracking": {"originalEstimate": "1d", "remainingEstimate": "1h", "timeSpent": "6h",
                         "originalEstimateSeconds": 28800, "remainingEstimateSeconds": 3600, "timeSpentSeconds": 21600},
        "comment": {"total": 3, "comments": base_1184["fields"]["comment"]["comments"] + [
            {"id": "22131", "author": "Lena Vogt", "created": "2024-11-19T11:02:37.000+0100", "body": "Merged in !882, deployed to prod with release 2024.47.2."}]},
        "worklog": {"total": 3}})}
    t7 = pj(done_1184)
    issues2 = {k: dict(v) for k, v in issues.items()}
    issues2["PAY-1184"].update(status="Done", updated="2024-11-19T11:03:10.000+0100")
    t8 = search(issues2, 0, 5, jql)
    issues2["PAY-1201"].update(priority="High", assignee="Lena Vogt", updated="2024-11-19T11:05:48.000+0100")
    t9 = pj({"success": True, "issue": {"key": "PAY-1201", "fields": {
        "summary": issues["PAY-1201"]["summary"], "status": {"name": "To Do"}, "priority": {"name": "High"},
        "assignee": {"displayName": "Lena Vogt", "accountId": "5f8a2c91e4b0d3006f1a7c22"}, "customfield_10016": 2,
        "updated": "2024-11-19T11:05:48.000+0100"}}})
    mine = sorted((v for v in issues2.values() if v["assignee"] == "Lena Vogt"), key=lambda v: int(v["key"].split("-")[1]))
    jql2 = "project = PAY AND assignee = currentUser() AND sprint in openSprints() ORDER BY key ASC"
    t10 = pj({"jql": jql2, "startAt": 0, "maxResults": 20, "total": len(mine), "issues": [
        {"key": v["key"], "fields": {"summary": v["summary"], "status": {"name": v["status"]}, "priority": {"name": v["priority"]},
                                     "updated": v["updated"], "customfield_10016": v["story_points"]}} for v in mine]})
    turns = [
        (call("jira_search", jql=jql, fields=fields, start_at=0, limit=5), t1),
        (call("jira_search", jql=jql, fields=fields, start_at=5, limit=5), t2),
        (call("jira_get_issue", issue_key="PAY-1184"), t3),
        (call("jira_get_transitions", issue_key="PAY-1184"), t4),
        (call("jira_transition_issue", issue_key="PAY-1184", transition_id="31", comment="Merged in !882, deployed to prod with release 2024.47.2."), t5),
        (call("jira_add_worklog", issue_key="PAY-1184", time_spent="2h", comment="Review fixes and SEPA retry integration test", started="2024-11-19T09:00:00.000+0100", adjust_estimate="auto"), t6),
        (call("jira_get_issue", issue_key="PAY-1184"), t7),
        (call("jira_search", jql=jql, fields=fields, start_at=0, limit=5), t8),
        (call("jira_update_issue", issue_key="PAY-1201", fields={"priority": {"name": "High"}, "assignee": {"accountId": "5f8a2c91e4b0d3006f1a7c22"}}), t9),
        (call("jira_search", jql=jql2, fields="summary,status,priority,updated,customfield_10016", limit=20), t10),
    ]
    rs.add(task="mcp", tid=tid, system=system, turns=turns,
           state="Jira project PAY (Payments), active sprint 'PAY Sprint 47' (ends 2024-11-26). It is Tuesday 2024-11-19, about 11:00 CET.",
           bad=False, kind="clean")

# --------------------------------------------------------------------------------------------------
# Slack: incident channel; the topic the agent set reads back as the old topic
# --------------------------------------------------------------------------------------------------

DAY0 = 1731974400  # 2024-11-19T00:00:00Z


def sts(hms: str, micro: str) -> str:
    h, m, s = (int(x) for x in hms.split(":"))
    return f"{DAY0 + h * 3600 + m * 60 + s}.{micro}"


def slack(rs: RowSet, tid: str) -> None:
    tools = [
        tool("slack_list_channels", "List public channels in the workspace.", {"limit": INT, "cursor": S}, []),
        tool("slack_get_channel_history", "Get recent messages from a channel, newest first.", {"channel_id": S, "limit": INT}, ["channel_id"]),
        tool("slack_get_channel_info", "Get metadata of a channel (name, topic, purpose, members).", {"channel_id": S}, ["channel_id"]),
        tool("slack_set_channel_topic", "Set the topic of a channel.", {"channel_id": S, "topic": S}, ["channel_id", "topic"]),
        tool("slack_post_message", "Post a message to a channel.", {"channel_id": S, "text": S}, ["channel_id", "text"]),
        tool("slack_reply_to_thread", "Reply in a message thread.", {"channel_id": S, "thread_ts": S, "text": S}, ["channel_id", "thread_ts", "text"]),
        tool("slack_add_reaction", "Add an emoji reaction to a message.", {"channel_id": S, "timestamp": S, "reaction": S}, ["channel_id", "timestamp", "reaction"]),
        tool("slack_get_user_profile", "Get a user's profile.", {"user_id": S}, ["user_id"]),
    ]
    system = mcp_system("slack", "workspace northpeak.slack.com, bot user 'Incident Helper' (U07AGT3NT01)", tools)
    ch = "C05QZ1R7K2L"
    old_topic = "SEV2 · checkout p95 > 4s · IC: TBD · status: investigating"
    new_topic = "SEV2 · checkout p95 > 4s · IC: @dana.okafor · status: mitigating (rollback to 2024.11.19-2)"
    purpose = "Incident channel for INC-2291: elevated checkout latency in prod. Decisions and status here, chatter in threads."
    t1 = pj({"ok": True, "channels": [
        {"id": "C01A2B3C4D5", "name": "general", "is_archived": False, "num_members": 412, "topic": {"value": "Company-wide announcements"}, "purpose": {"value": "This channel is for team-wide communication."}},
        {"id": "C02F7H8J9KL", "name": "eng-platform", "is_archived": False, "num_members": 64, "topic": {"value": "On-call this week: @jun.ito"}, "purpose": {"value": "Platform engineering"}},
        {"id": "C03M4N5P6QR", "name": "deploys", "is_archived": False, "num_members": 97, "topic": {"value": "Freeze: none"}, "purpose": {"value": "Automated deploy notifications"}},
        {"id": "C04S8T2V3WX", "name": "incidents", "is_archived": False, "num_members": 158, "topic": {"value": "Open: INC-2291 (SEV2)"}, "purpose": {"value": "Index of active incidents"}},
        {"id": ch, "name": "inc-2291-checkout-latency", "is_archived": False, "num_members": 23, "topic": {"value": old_topic}, "purpose": {"value": purpose}},
        {"id": "C05R1Y6Z7AB", "name": "inc-2287-search-reindex", "is_archived": True, "num_members": 11, "topic": {"value": "RESOLVED · reindex finished 2024-11-15"}, "purpose": {"value": "Incident channel for INC-2287"}},
        {"id": "C06C2D3E4FG", "name": "checkout-team", "is_archived": False, "num_members": 18, "topic": {"value": "Sprint 47 · release train Thu"}, "purpose": {"value": "Checkout squad"}},
        {"id": "C06H5J6K7LM", "name": "random", "is_archived": False, "num_members": 388, "topic": {"value": "🦆"}, "purpose": {"value": "Non-work banter"}},
    ], "response_metadata": {"next_cursor": "dGVhbTpDMDZIS0pLN0xN"}})
    ts_sam = sts("10:18:44", "319209")
    ts_alert = sts("10:15:02", "004100")
    hist = [
        {"type": "message", "user": "U04KJ2M9PQR", "text": "I'll take IC. Please keep investigation chatter in threads, status updates top-level.", "ts": sts("10:21:07", "552819")},
        {"type": "message", "user": "U03H7T1XW2B", "text": "p95 on /checkout/submit is 4.6s since ~09:55 UTC, right after deploy 2024.11.19-3. Error rate flat (0.4%).", "ts": ts_sam,
         "thread_ts": ts_sam, "reply_count": 3, "latest_reply": sts("10:20:31", "118430")},
        {"type": "message", "user": "U03H7T1XW2B", "subtype": "channel_topic", "topic": old_topic, "text": f"set the channel topic: {old_topic}", "ts": sts("10:14:10", "700249")},
        {"type": "message", "bot_id": "B05GRAF4NA1", "username": "Grafana", "text": "[FIRING:1] CheckoutLatencyHigh (p95 > 4s for 10m) service=checkout-api env=prod", "ts": ts_alert},
        {"type": "message", "user": "U01Q6C0V9MT", "text": "Rollback candidate is 2024.11.19-2, migrations in -3 are additive so rolling back is safe.", "ts": sts("10:12:30", "884067")},
        {"type": "message", "user": "U03H7T1XW2B", "subtype": "channel_join", "text": "<@U03H7T1XW2B> has joined the channel", "ts": sts("10:11:58", "000200")},
    ]
    t2 = pj({"ok": True, "messages": hist, "has_more": True, "response_metadata": {"next_cursor": "bmV4dF90czoxNzMyMDExMTE4"}})
    t3 = pj({"ok": True, "channel": ch, "topic": new_topic})
    status_text = ("*Status 10:24 UTC* — INC-2291 SEV2. Impact: checkout submit p95 4.6s (SLO 1.5s), no errors. "
                   "Suspected cause: deploy 2024.11.19-3. Action: rolling back to 2024.11.19-2 (owner @priya.n). Next update 10:40 UTC.")
    ts_status = sts("10:24:34", "471906")
    ts_topic = sts("10:23:51", "230077")
    t4 = pj({"ok": True, "channel": ch, "ts": ts_status, "message": {"type": "message", "user": "U07AGT3NT01", "bot_id": "B07AGT3NT01", "text": status_text, "ts": ts_status}})
    reply = "Linked the deploy diff for -3: the only hot-path change is the new fraud-score call (sync, 2.8s p95 in staging). Rollback in progress."
    ts_reply = sts("10:25:12", "903551")
    t5 = pj({"ok": True, "channel": ch, "ts": ts_reply, "message": {"type": "message", "user": "U07AGT3NT01", "text": reply, "thread_ts": ts_sam, "ts": ts_reply}})
    # bad: channel info shows the old topic although the agent set a new one at turn 3 (and nobody else changed it)
    t6 = pj({"ok": True, "channel": {
        "id": ch, "name": "inc-2291-checkout-latency", "is_channel": True, "is_private": False, "is_archived": False, "is_general": False,
        "created": DAY0 + 10 * 3600 + 11 * 60 + 41, "creator": "U03H7T1XW2B", "is_member": True, "num_members": 23,
        "topic": {"value": old_topic, "creator": "U03H7T1XW2B", "last_set": DAY0 + 10 * 3600 + 14 * 60 + 10},
        "purpose": {"value": purpose, "creator": "U03H7T1XW2B", "last_set": DAY0 + 10 * 3600 + 11 * 60 + 41},
        "previous_names": [], "properties": {"canvas": {"is_empty": True}}, "pinned_count": 1, "unread_count": 0}})
    t7 = pj({"ok": True})
    hist2 = [
        {"type": "message", "user": "U01Q6C0V9MT", "text": "Rollback to 2024.11.19-2 started on all 3 regions, ETA ~6 min.", "ts": sts("10:27:40", "016822")},
        {"type": "message", "user": "U07AGT3NT01", "bot_id": "B07AGT3NT01", "text": status_text, "ts": ts_status},
        {"type": "message", "user": "U07AGT3NT01", "subtype": "channel_topic", "topic": new_topic, "text": f"set the channel topic: {new_topic}", "ts": ts_topic},
        {"type": "message", "user": "U04KJ2M9PQR", "text": "I'll take IC. Please keep investigation chatter in threads, status updates top-level.", "ts": sts("10:21:07", "552819")},
        {"type": "message", "user": "U03H7T1XW2B", "text": hist[1]["text"], "ts": ts_sam, "thread_ts": ts_sam, "reply_count": 4, "latest_reply": ts_reply},
        {"type": "message", "user": "U03H7T1XW2B", "subtype": "channel_topic", "topic": old_topic, "text": f"set the channel topic: {old_topic}", "ts": sts("10:14:10", "700249")},
        {"type": "message", "bot_id": "B05GRAF4NA1", "username": "Grafana", "text": hist[3]["text"], "ts": ts_alert,
         "reactions": [{"name": "eyes", "users": ["U07AGT3NT01"], "count": 1}]},
    ]
    t8 = pj({"ok": True, "messages": hist2, "has_more": True, "response_metadata": {"next_cursor": "bmV4dF90czoxNzMyMDExMjMw"}})
    t9 = pj({"ok": True, "profile": {"real_name": "Dana Okafor", "display_name": "dana.okafor", "title": "Staff SRE, Checkout",
                                     "email": "dana.okafor@northpeak.io", "tz": "Europe/London", "status_text": "IC for INC-2291",
                                     "status_emoji": ":rotating_light:", "status_expiration": 0, "phone": ""}})
    turns = [
        (call("slack_list_channels", limit=8), t1),
        (call("slack_get_channel_history", channel_id=ch, limit=6), t2),
        (call("slack_set_channel_topic", channel_id=ch, topic=new_topic), t3),
        (call("slack_post_message", channel_id=ch, text=status_text), t4),
        (call("slack_reply_to_thread", channel_id=ch, thread_ts=ts_sam, text=reply), t5),
        (call("slack_get_channel_info", channel_id=ch), t6),
        (call("slack_add_reaction", channel_id=ch, timestamp=ts_alert, reaction="eyes"), t7),
        (call("slack_get_channel_history", channel_id=ch, limit=7), t8),
        (call("slack_get_user_profile", user_id="U04KJ2M9PQR"), t9),
    ]
    rs.add(task="mcp", tid=tid, system=system, turns=turns,
           state="Incident INC-2291 is open; the agent helps the incident commander keep #inc-2291-checkout-latency up to date.",
           bad=True, turn=6, kind="channel topic the agent set reads back as the previous topic (history shows no other topic change)")


# --------------------------------------------------------------------------------------------------
# Notion (clean): launch checklist; a page is marked done, blocks checked and appended, rollup moves
# --------------------------------------------------------------------------------------------------

def notion(rs: RowSet, tid: str) -> None:
    tools = [
        tool("API-post-database-query", "Query a database with filter and sorts.", {"database_id": S, "filter": OBJ, "sorts": A, "page_size": INT, "start_cursor": S}, ["database_id"]),
        tool("API-retrieve-a-page", "Retrieve a page and its properties.", {"page_id": S}, ["page_id"]),
        tool("API-patch-page", "Update page properties.", {"page_id": S, "properties": OBJ}, ["page_id", "properties"]),
        tool("API-get-block-children", "List the child blocks of a block or page.", {"block_id": S, "page_size": INT, "start_cursor": S}, ["block_id"]),
        tool("API-update-a-block", "Update a block.", {"block_id": S, "to_do": OBJ, "paragraph": OBJ}, ["block_id"]),
        tool("API-patch-block-children", "Append child blocks to a block or page.", {"block_id": S, "children": A}, ["block_id", "children"]),
    ]
    system = mcp_system("notion", "the Notion API for workspace 'Lumen Labs'", tools)
    db = "8f3c1a2e-6b4d-4e8f-9a71-2c5d0e9b7f13"
    proj = "2b7e90d4-51c3-4a6f-8e02-93d1f7a4c655"
    items = [
        ("c41d0b6e-2f87-4c11-9b3a-6e0a5d27f901", "Finalize pricing page copy", "In progress", "Mira Patel", "2024-11-20", "Marketing", "2024-11-18T17:42:00.000Z"),
        ("d27a5f90-83b1-4e6c-a4d2-1f9c7e3b0a58", "Load test checkout at 3x peak", "Not started", "Jon Park", "2024-11-21", "Engineering", "2024-11-14T09:05:00.000Z"),
        ("e95b3c12-6d4a-47f0-8b1e-2a7d9c0f4e36", "Legal review of new ToS", "In progress", "Sasha Ivanova", "2024-11-22", "Legal", "2024-11-18T13:27:00.000Z"),
        ("f1086d7a-94e2-4b35-a0c9-5e3f8b2d1c74", "Prepare support macros", "Not started", "Eli Moreau", "2024-11-22", "Support", "2024-11-12T16:50:00.000Z"),
        ("0a6e4c89-1b7d-4f23-9e5a-c3d8f2b16e07", "Record demo video", "In progress", "Mira Patel", "2024-11-25", "Marketing", "2024-11-19T08:11:00.000Z"),
        ("1c9f2e47-5a3b-4d80-b6f1-e74a0d93c2b8", "Enable feature flags in prod", "Not started", "Jon Park", "2024-11-26", "Engineering", "2024-11-11T10:40:00.000Z"),
        ("2e5b8a13-7c6d-4e9f-8a20-f61b3c47d5e9", "Update status page components", "Not started", "Eli Moreau", "2024-11-26", "Support", "2024-11-15T14:02:00.000Z"),
        ("3f7d1c58-9e0a-4b6c-a3f4-08e2d5b9a1c6", "Send launch email to beta list", "Not started", "Mira Patel", "2024-11-27", "Marketing", "2024-11-13T11:19:00.000Z"),
    ]

    def page(it: tuple[str, ...], status: str | None = None, edited: str | None = None) -> dict[str, Any]:
        pid, name, st, owner, due, area, le = it
        st = status or st
        return {"object": "page", "id": pid, "created_time": "2024-11-04T10:12:00.000Z", "last_edited_time": edited or le,
                "parent": {"type": "database_id", "database_id": db}, "archived": False,
                "url": f"https://www.notion.so/{name.replace(' ', '-')}-{pid.replace('-', '')}",
                "properties": {"Name": {"type": "title", "title": [{"plain_text": name}]},
                               "Status": {"type": "status", "status": {"name": st}},
                               "Done": {"type": "checkbox", "checkbox": st == "Done"},
                               "Owner": {"type": "people", "people": [{"object": "user", "name": owner}]},
                               "Due": {"type": "date", "date": {"start": due, "end": None}},
                               "Area": {"type": "select", "select": {"name": area}},
                               "Project": {"type": "relation", "relation": [{"id": proj}], "has_more": False}}}

    def query(its: list[tuple[str, ...]], size: int) -> str:
        pg = its[:size]
        more = len(its) > size
        return mcp_text({"object": "list", "results": [page(i) for i in pg], "next_cursor": its[size][0] if more else None,
                         "has_more": more, "type": "page_or_database", "page_or_database": {}})

    flt = {"property": "Status", "status": {"does_not_equal": "Done"}}
    srt = [{"property": "Due", "direction": "ascending"}]
    t1 = query(items, 4)
    t2 = mcp_text({"object": "list", "results": [page(i) for i in items[4:]], "next_cursor": None, "has_more": False,
                   "type": "page_or_database", "page_or_database": {}})

    def project(done: int) -> str:
        return mcp_text({"object": "page", "id": proj, "created_time": "2024-10-28T08:30:00.000Z", "last_edited_time": "2024-11-15T16:44:00.000Z",
                         "parent": {"type": "database_id", "database_id": "5d4a1e7b-0c93-4f28-b6e5-7a2f9d3c8b10"},
                         "properties": {"Name": {"type": "title", "title": [{"plain_text": "Aurora 2.0 launch"}]},
                                        "Launch date": {"type": "date", "date": {"start": "2024-11-28"}},
                                        "Checklist": {"type": "relation", "relation": [], "has_more": True},
                                        "Items total": {"type": "rollup", "rollup": {"type": "number", "number": 19, "function": "count"}},
                                        "Items done": {"type": "rollup", "rollup": {"type": "number", "number": done, "function": "checked"}},
                                        "Progress": {"type": "formula", "formula": {"type": "string", "string": f"{round(100 * done / 19)}%"}},
                                        "Owner": {"type": "people", "people": [{"object": "user", "name": "Sasha Ivanova"}]}},
                         "url": f"https://www.notion.so/Aurora-2-0-launch-{proj.replace('-', '')}"})
    t3 = project(11)
    t4 = mcp_text(page(items[0]))
    t5 = mcp_text(page(items[0], status="Done", edited="2024-11-19T09:31:00.000Z"))
    pid = items[0][0]
    blocks = [
        ("9a1b2c3d-0001-4e5f-8a6b-7c8d9e0f1a2b", "heading_2", {"rich_text": [{"plain_text": "Copy blocks"}]}),
        ("9a1b2c3d-0002-4e5f-8a6b-7c8d9e0f1a2b", "to_do", {"rich_text": [{"plain_text": "Hero headline approved"}], "checked": True}),
        ("9a1b2c3d-0003-4e5f-8a6b-7c8d9e0f1a2b", "to_do", {"rich_text": [{"plain_text": "Plan comparison table (Starter / Team / Scale)"}], "checked": False}),
        ("9a1b2c3d-0004-4e5f-8a6b-7c8d9e0f1a2b", "to_do", {"rich_text": [{"plain_text": "FAQ: 6 questions incl. VAT and annual billing"}], "checked": True}),
        ("9a1b2c3d-0005-4e5f-8a6b-7c8d9e0f1a2b", "paragraph", {"rich_text": [{"plain_text": "Source doc: Pricing v3 (Google Doc, comment-only for Legal)."}]}),
        ("9a1b2c3d-0006-4e5f-8a6b-7c8d9e0f1a2b", "divider", {}),
    ]

    def blk(b: tuple[str, str, dict[str, Any]], edited: str = "2024-11-18T17:40:00.000Z") -> dict[str, Any]:
        return {"object": "block", "id": b[0], "parent": {"type": "page_id", "page_id": pid}, "created_time": "2024-11-05T09:20:00.000Z",
                "last_edited_time": edited, "has_children": False, "archived": False, "type": b[1], b[1]: b[2]}
    t6 = mcp_text({"object": "list", "results": [blk(b) for b in blocks], "next_cursor": "9a1b2c3d-0007-4e5f-8a6b-7c8d9e0f1a2b", "has_more": True, "type": "block", "block": {}})
    checked = (blocks[2][0], "to_do", {"rich_text": blocks[2][2]["rich_text"], "checked": True})
    t7 = mcp_text(blk(checked, "2024-11-19T09:32:00.000Z"))
    note = "Signed off by Mira on 2024-11-19, copy frozen for launch."
    t8 = mcp_text({"object": "list", "results": [{"object": "block", "id": "b4e6f802-7d1a-4c39-9e58-a0c3f71d26e4", "parent": {"type": "page_id", "page_id": pid},
                                                  "created_time": "2024-11-19T09:33:00.000Z", "last_edited_time": "2024-11-19T09:33:00.000Z",
                                                  "has_children": False, "archived": False, "type": "paragraph",
                                                  "paragraph": {"rich_text": [{"plain_text": note}]}}],
                   "next_cursor": None, "has_more": False, "type": "block", "block": {}})
    t9 = query(items[1:], 4)
    t10 = project(12)
    turns = [
        (call("API-post-database-query", database_id=db, filter=flt, sorts=srt, page_size=4), t1),
        (call("API-post-database-query", database_id=db, filter=flt, sorts=srt, page_size=4, start_cursor=items[4][0]), t2),
        (call("API-retrieve-a-page", page_id=proj), t3),
        (call("API-retrieve-a-page", page_id=pid), t4),
        (call("API-patch-page", page_id=pid, properties={"Status": {"status": {"name": "Done"}}, "Done": {"checkbox": True}}), t5),
        (call("API-get-block-children", block_id=pid, page_size=6), t6),
        (call("API-update-a-block", block_id=blocks[2][0], to_do={"checked": True}), t7),
        (call("API-patch-block-children", block_id=pid, children=[{"object": "block", "type": "paragraph", "paragraph": {"rich_text": [{"type": "text", "text": {"content": note}}]}}]), t8),
        (call("API-post-database-query", database_id=db, filter=flt, sorts=srt, page_size=4), t9),
        (call("API-retrieve-a-page", page_id=proj), t10),
    ]
    rs.add(task="mcp", tid=tid, system=system, turns=turns,
           state="Notion database 'Launch Checklist – Aurora 2.0' (19 items, 11 done) linked to the project page 'Aurora 2.0 launch'. The agent closes out the pricing-copy item.",
           bad=False, kind="clean")

# --------------------------------------------------------------------------------------------------
# Postgres: staging clean-up; one status count drifts in the second breakdown
# --------------------------------------------------------------------------------------------------

def postgres(rs: RowSet, tid: str) -> None:
    tools = [
        tool("list_tables", "List tables in a schema with estimated row counts.", {"schema": S}, []),
        tool("describe_table", "Describe the columns, indexes and constraints of a table.", {"table": S, "schema": S}, ["table"]),
        tool("query", "Run a read-only SQL query and return the rows as JSON.", {"sql": S}, ["sql"]),
        tool("execute", "Run a data-modifying SQL statement (or a transaction) and return the command tags.", {"sql": S}, ["sql"]),
    ]
    system = mcp_system("postgres", "database shopdb_staging on pg-staging-01:5432, role staging_admin", tools)
    groups = {"cancelled": [14, 1_084_590], "delivered": [812, 71_402_310], "paid": [118, 10_977_420],
              "pending": [41, 3_215_880], "refunded": [23, 1_902_450], "shipped": [196, 17_530_960]}

    def breakdown(g: dict[str, list[int]]) -> str:
        return pj({"rows": [{"status": k, "orders": v[0], "total_cents": v[1], "avg_cents": round(v[1] / v[0]) if v[0] else None}
                            for k, v in sorted(g.items())], "rowCount": len(g), "fields": ["status", "orders", "total_cents", "avg_cents"]})
    t1 = pj({"schema": "public", "tables": [
        {"table": "customers", "estimated_rows": 8412, "size": "3192 kB"},
        {"table": "order_items", "estimated_rows": 3377, "size": "648 kB"},
        {"table": "orders", "estimated_rows": 1204, "size": "432 kB"},
        {"table": "payments", "estimated_rows": 1173, "size": "296 kB"},
        {"table": "products", "estimated_rows": 642, "size": "520 kB"},
        {"table": "shipments", "estimated_rows": 1031, "size": "264 kB"}]})
    t2 = pj({"table": "public.orders", "columns": [
        {"name": "id", "type": "bigint", "nullable": False, "default": "nextval('orders_id_seq'::regclass)"},
        {"name": "customer_id", "type": "bigint", "nullable": False, "default": None},
        {"name": "status", "type": "order_status", "nullable": False, "default": "'pending'::order_status"},
        {"name": "total_cents", "type": "integer", "nullable": False, "default": None},
        {"name": "currency", "type": "character(3)", "nullable": False, "default": "'EUR'::bpchar"},
        {"name": "created_at", "type": "timestamp with time zone", "nullable": False, "default": "now()"},
        {"name": "shipped_at", "type": "timestamp with time zone", "nullable": True, "default": None},
        {"name": "delivered_at", "type": "timestamp with time zone", "nullable": True, "default": None},
        {"name": "updated_at", "type": "timestamp with time zone", "nullable": False, "default": "now()"}],
        "indexes": ["orders_pkey PRIMARY KEY (id)", "orders_customer_id_idx (customer_id)", "orders_status_created_idx (status, created_at)"],
        "foreign_keys": ["orders_customer_id_fkey (customer_id) REFERENCES customers(id)"],
        "referenced_by": ["order_items.order_id (orders_id_fkey, ON DELETE RESTRICT)", "payments.order_id (ON DELETE SET NULL)", "shipments.order_id (ON DELETE CASCADE)"],
        "enum order_status": ["pending", "paid", "shipped", "delivered", "cancelled", "refunded"]})
    t3 = breakdown(groups)
    old = [(1187, "2023-03-14T09:12:44+00:00", 4_590), (2044, "2023-05-02T17:30:08+00:00", 12_900), (2310, "2023-06-19T11:05:51+00:00", 7_450),
           (2672, "2023-08-01T20:41:17+00:00", 23_980), (2905, "2023-09-07T08:16:39+00:00", 9_900), (3318, "2023-10-22T13:55:02+00:00", 15_640),
           (3401, "2023-11-03T16:28:45+00:00", 6_200), (3790, "2023-12-11T10:47:30+00:00", 31_500), (3842, "2023-12-28T19:03:12+00:00", 8_750)]
    t4 = pj({"rows": [{"id": i, "created_at": c, "total_cents": t, "items": n} for (i, c, t), n in zip(old, [2, 3, 1, 4, 2, 3, 1, 5, 2])],
             "rowCount": 9, "fields": ["id", "created_at", "total_cents", "items"]})
    ids = ", ".join(str(o[0]) for o in old)
    tx = (f"BEGIN;\nDELETE FROM order_items WHERE order_id IN ({ids});\nDELETE FROM orders WHERE id IN ({ids}) AND status = 'cancelled';\nCOMMIT;")
    t5 = pj({"results": [{"command": "BEGIN"}, {"command": "DELETE", "rowCount": 23}, {"command": "DELETE", "rowCount": 9}, {"command": "COMMIT"}],
             "duration_ms": 41.7})
    g2 = {k: list(v) for k, v in groups.items()}
    g2["cancelled"] = [5, groups["cancelled"][1] - sum(o[2] for o in old)]
    t6 = pj({"rows": [{"orders": 1195, "order_items": 3354}], "rowCount": 1, "fields": ["orders", "order_items"]})
    moved = 3_318_740
    t7 = pj({"results": [{"command": "UPDATE", "rowCount": 37}], "duration_ms": 12.3})
    g2["shipped"] = [196 - 37, groups["shipped"][1] - moved]
    g2["delivered"] = [812 + 37, groups["delivered"][1] + moved]
    g3 = {k: list(v) for k, v in g2.items()}
    g3["refunded"] = [26, groups["refunded"][1]]  # bad: refunded count drifts 23 -> 26, nothing touched refunded orders
    t8 = breakdown(g3)
    t9 = pj({"rows": [{"status": "cancelled", "orders": 1}, {"status": "delivered", "orders": 41}, {"status": "paid", "orders": 97},
                      {"status": "pending", "orders": 38}, {"status": "refunded", "orders": 2}, {"status": "shipped", "orders": 71}],
             "rowCount": 6, "fields": ["status", "orders"]})
    t10 = pj({"results": [{"command": "VACUUM"}], "duration_ms": 388.4})
    upd = ("UPDATE orders SET status = 'delivered', delivered_at = shipped_at + interval '5 days', updated_at = now() "
           "WHERE status = 'shipped' AND shipped_at < now() - interval '30 days';")
    q_groups = "SELECT status, count(*) AS orders, sum(total_cents) AS total_cents, round(avg(total_cents)) AS avg_cents FROM orders GROUP BY status ORDER BY status;"
    turns = [
        (call("list_tables", schema="public"), t1),
        (call("describe_table", table="orders", schema="public"), t2),
        (call("query", sql=q_groups), t3),
        (call("query", sql="SELECT o.id, o.created_at, o.total_cents, count(oi.id) AS items FROM orders o LEFT JOIN order_items oi ON oi.order_id = o.id WHERE o.status = 'cancelled' AND o.created_at < '2024-01-01' GROUP BY o.id ORDER BY o.id;"), t4),
        (call("execute", sql=tx), t5),
        (call("query", sql="SELECT (SELECT count(*) FROM orders) AS orders, (SELECT count(*) FROM order_items) AS order_items;"), t6),
        (call("execute", sql=upd), t7),
        (call("query", sql=q_groups), t8),
        (call("query", sql="SELECT status, count(*) AS orders FROM orders WHERE created_at >= '2024-11-01' GROUP BY status ORDER BY status;"), t9),
        (call("execute", sql="VACUUM ANALYZE orders;"), t10),
    ]
    rs.add(task="mcp", tid=tid, system=system, turns=turns,
           state="shopdb_staging was restored from the 2024-11-17 nightly snapshot. Application workers are stopped; the agent's session is the only connection. Task: purge cancelled orders from before 2024 and close out stale shipped orders.",
           bad=True, turn=8, kind="refunded order count changes between two status breakdowns although no statement touched refunded orders (breakdown no longer sums to the counted total)")


# --------------------------------------------------------------------------------------------------
# Filesystem: config edit; an unedited line of the file reads back with a different value
# --------------------------------------------------------------------------------------------------

LEDGERD = """# ledgerd production configuration
# Managed by the platform team, see docs/ops/ledgerd.md

[server]
listen = "0.0.0.0:8420"
read_timeout_ms = 5000
write_timeout_ms = 10000
max_body_bytes = 1048576
trusted_proxies = ["10.20.0.0/16", "10.21.0.0/16"]

[database]
host = "pg-ledger-primary.internal"
port = 5432
name = "ledger"
user = "ledgerd"
password_env = "LEDGERD_DB_PASSWORD"
pool_size = 16
statement_timeout_ms = 15000
sslmode = "verify-full"

[replica]
host = "pg-ledger-replica.internal"
port = 5432
pool_size = 8

[queue]
url_env = "LEDGERD_AMQP_URL"
exchange = "ledger.events"
prefetch = 64

[log]
level = "info"
format = "json"
sample_rate = 1.0

[metrics]
listen = "0.0.0.0:9102"
path = "/metrics"

[tls]
cert_file = "/etc/ledgerd/tls/server.crt"
key_file = "/etc/ledgerd/tls/server.key"
client_ca_file = "/etc/ledgerd/tls/clients-ca.pem"
min_version = "1.2"

[rate_limit]
enabled = true
requests_per_second = 400
burst = 800
per_client_rps = 50

[retention]
journal_days = 400
snapshot_interval_h = 6
snapshot_keep = 28

[features]
async_posting = true
multi_currency = true
fx_source = "ecb"
strict_balance_check = true

[tracing]
enabled = true
otlp_endpoint = "http://otel-collector.observability:4317"
sample_ratio = 0.05
"""

LEDGERD_STAGING = """# ledgerd staging configuration

[server]
listen = "0.0.0.0:8420"
read_timeout_ms = 5000
write_timeout_ms = 10000
max_body_bytes = 1048576
trusted_proxies = ["10.40.0.0/16"]

[database]
host = "pg-ledger-staging.internal"
port = 5432
name = "ledger"
user = "ledgerd"
password_env = "LEDGERD_DB_PASSWORD"
pool_size = 8
statement_timeout_ms = 15000
sslmode = "require"

[queue]
url_env = "LEDGERD_AMQP_URL"
exchange = "ledger.events.staging"
prefetch = 32

[log]
level = "debug"
format = "json"
sample_rate = 1.0

[metrics]
listen = "0.0.0.0:9102"
path = "/metrics"

[features]
async_posting = true
multi_currency = true
fx_source = "ecb"
strict_balance_check = false

[tracing]
enabled = true
otlp_endpoint = "http://otel-collector.observability:4317"
sample_ratio = 1.0
"""


def fs_diff(path: str, before: str, after: str) -> str:
    import difflib
    body = "".join(difflib.unified_diff(before.splitlines(keepends=True), after.splitlines(keepends=True),
                                        fromfile=f"{path}\toriginal", tofile=f"{path}\tmodified", n=3))
    return f"```diff\nIndex: {path}\n===================================================================\n{body}```\n\n"


def filesystem(rs: RowSet, tid: str) -> None:
    tools = [
        tool("list_allowed_directories", "List the directories this server may access.", {}, []),
        tool("list_directory", "List files and directories with [FILE]/[DIR] prefixes.", {"path": S}, ["path"]),
        tool("read_file", "Read the complete contents of a file.", {"path": S}, ["path"]),
        tool("get_file_info", "Get metadata of a file or directory.", {"path": S}, ["path"]),
        tool("edit_file", "Make line-based edits to a text file; returns a git-style diff.", {"path": S, "edits": A, "dryRun": B}, ["path", "edits"]),
        tool("search_files", "Recursively search for files matching a pattern.", {"path": S, "pattern": S, "excludePatterns": A}, ["path", "pattern"]),
        tool("write_file", "Create or overwrite a file.", {"path": S, "content": S}, ["path", "content"]),
    ]
    system = mcp_system("filesystem", "secure file access restricted to /srv/projects", tools)
    d = "/srv/projects/ledgerd/config"
    prod, stg = f"{d}/ledgerd.toml", f"{d}/ledgerd.staging.toml"
    size = len(LEDGERD.encode())
    after = LEDGERD.replace("pool_size = 16", "pool_size = 32")
    stg_after = LEDGERD_STAGING.replace('level = "debug"', 'level = "info"')
    drifted = after.replace("statement_timeout_ms = 15000", "statement_timeout_ms = 25000")  # bad
    assert drifted != after and len(after.encode()) == size

    def info(sz: int, mod: str, acc: str) -> str:
        return mcp_text(f"size: {sz}\ncreated: Mon Sep 02 2024 14:03:27 GMT+0000 (Coordinated Universal Time)\n"
                        f"modified: {mod}\naccessed: {acc}\nisDirectory: false\nisFile: true\npermissions: 644")
    turns = [
        (call("list_allowed_directories"), mcp_text("Allowed directories:\n/srv/projects")),
        (call("list_directory", path=d), mcp_text("[DIR] certs\n[FILE] README.md\n[FILE] ledgerd.dev.toml\n[FILE] ledgerd.staging.toml\n[FILE] ledgerd.toml\n[FILE] logging.yaml")),
        (call("read_file", path=prod), mcp_text(LEDGERD)),
        (call("get_file_info", path=prod), info(size, "Tue Nov 12 2024 16:40:11 GMT+0000 (Coordinated Universal Time)", "Tue Nov 19 2024 10:49:05 GMT+0000 (Coordinated Universal Time)")),
        (call("edit_file", path=prod, edits=[{"oldText": "pool_size = 16", "newText": "pool_size = 32"}], dryRun=False), mcp_text(fs_diff(prod, LEDGERD, after))),
        (call("read_file", path=stg), mcp_text(LEDGERD_STAGING)),
        (call("edit_file", path=stg, edits=[{"oldText": 'level = "debug"', "newText": 'level = "info"'}], dryRun=False), mcp_text(fs_diff(stg, LEDGERD_STAGING, stg_after))),
        (call("get_file_info", path=prod), info(size, "Tue Nov 19 2024 10:51:22 GMT+0000 (Coordinated Universal Time)", "Tue Nov 19 2024 10:51:22 GMT+0000 (Coordinated Universal Time)")),
        (call("read_file", path=prod), mcp_text(drifted)),
        (call("search_files", path="/srv/projects/ledgerd", pattern="*.toml", excludePatterns=["target/**"]),
         mcp_text("/srv/projects/ledgerd/Cargo.toml\n/srv/projects/ledgerd/config/ledgerd.dev.toml\n/srv/projects/ledgerd/config/ledgerd.staging.toml\n/srv/projects/ledgerd/config/ledgerd.toml\n/srv/projects/ledgerd/rustfmt.toml")),
        (call("write_file", path=f"{d}/CHANGELOG-config.md", content="## 2024-11-19\n- prod: database.pool_size 16 -> 32 (INC-2280 follow-up)\n- staging: log.level debug -> info\n"),
         mcp_text(f"Successfully wrote to {d}/CHANGELOG-config.md")),
    ]
    rs.add(task="mcp", tid=tid, system=system, turns=turns,
           state="Repository /srv/projects/ledgerd. Task: raise the production DB pool size to 32 and turn staging logging down to info, then note the change.",
           bad=True, turn=9, kind="a config line that was never edited (statement_timeout_ms) reads back with a different value")

# --------------------------------------------------------------------------------------------------
# Google Calendar (clean): schedule a review, move it, drop a focus block; several time zones
# --------------------------------------------------------------------------------------------------

def gcal(rs: RowSet, tid: str) -> None:
    tools = [
        tool("list-events", "List events of a calendar in a time range, rendered in the given time zone.", {"calendarId": S, "timeMin": S, "timeMax": S, "timeZone": S}, ["calendarId", "timeMin", "timeMax"]),
        tool("get-freebusy", "Query free/busy information for calendars (UTC).", {"calendars": A, "timeMin": S, "timeMax": S}, ["calendars", "timeMin", "timeMax"]),
        tool("create-event", "Create an event.", {"calendarId": S, "summary": S, "description": S, "start": S, "end": S, "timeZone": S, "attendees": A, "conference": B}, ["calendarId", "summary", "start", "end"]),
        tool("update-event", "Update an event.", {"calendarId": S, "eventId": S, "start": S, "end": S, "timeZone": S, "description": S, "location": S}, ["calendarId", "eventId"]),
        tool("get-event", "Get one event as JSON.", {"calendarId": S, "eventId": S}, ["calendarId", "eventId"]),
        tool("delete-event", "Delete an event.", {"calendarId": S, "eventId": S, "sendUpdates": S}, ["calendarId", "eventId"]),
    ]
    system = mcp_system("google-calendar", "Google Calendar of hana.kimura@orbitly.io, default time zone Europe/Berlin", tools)
    me = "hana.kimura@orbitly.io"
    rid = "r7c2k9m4q1v8x3b6n0p5s2t7w4"
    t_std, t_11, t_lunch, t_focus, t_vendor = ("4hq2m8v0k3p7s1c9d5f6g2j8l0_20241120T083000Z", "7tb5o1n9e6r3w2y8u4i0q5z7x1",
                                               "2lunchblk6d8f0h2j4k6m8n0p2", "0f0c7s3t1m9e2k4p8b6n5v3x1z", "5vnd9r2c7a1l8p3y6m0u4e9h2k")

    def listing(rows: list[tuple[str, str, str, str, str]], tz: str) -> str:
        out = [f"Found {len(rows)} event(s):", ""]
        for i, (summary, eid, start, end, extra) in enumerate(rows, 1):
            out += [f"{i}. {summary}", f"   Event ID: {eid}", f"   Start: {start} ({tz})", f"   End: {end} ({tz})"]
            if extra:
                out.append(f"   {extra}")
            out.append("")
        return mcp_text("\n".join(out).rstrip())
    t1 = listing([
        ("Daily standup", t_std, "Wed, Nov 20, 2024, 9:30 AM", "Wed, Nov 20, 2024, 9:45 AM", "Recurring: yes (weekdays) · Meet: https://meet.google.com/dsu-qpwm-hnr"),
        ("Hana / Felix 1:1", t_11, "Wed, Nov 20, 2024, 11:00 AM", "Wed, Nov 20, 2024, 11:30 AM", "Attendees: felix.brandt@orbitly.io (accepted)"),
        ("Lunch", t_lunch, "Wed, Nov 20, 2024, 12:30 PM", "Wed, Nov 20, 2024, 1:30 PM", ""),
        ("Focus time", t_focus, "Wed, Nov 20, 2024, 2:00 PM", "Wed, Nov 20, 2024, 4:00 PM", "Type: focusTime · Decline new invitations: off"),
        ("Vendor call: payroll migration (Lohnwerk)", t_vendor, "Wed, Nov 20, 2024, 4:30 PM", "Wed, Nov 20, 2024, 5:00 PM", "Attendees: m.schulte@lohnwerk.de (accepted)"),
    ], "Europe/Berlin")
    t2 = mcp_text({"kind": "calendar#freeBusy", "timeMin": "2024-11-20T08:00:00.000Z", "timeMax": "2024-11-20T17:00:00.000Z", "calendars": {
        me: {"busy": [{"start": "2024-11-20T08:30:00Z", "end": "2024-11-20T08:45:00Z"}, {"start": "2024-11-20T10:00:00Z", "end": "2024-11-20T10:30:00Z"},
                      {"start": "2024-11-20T11:30:00Z", "end": "2024-11-20T12:30:00Z"}, {"start": "2024-11-20T13:00:00Z", "end": "2024-11-20T15:00:00Z"},
                      {"start": "2024-11-20T15:30:00Z", "end": "2024-11-20T16:00:00Z"}]},
        "felix.brandt@orbitly.io": {"busy": [{"start": "2024-11-20T08:30:00Z", "end": "2024-11-20T08:45:00Z"}, {"start": "2024-11-20T10:00:00Z", "end": "2024-11-20T10:30:00Z"},
                                             {"start": "2024-11-20T12:00:00Z", "end": "2024-11-20T13:00:00Z"}, {"start": "2024-11-20T15:00:00Z", "end": "2024-11-20T16:00:00Z"}]},
        "ines.costa@orbitly.io": {"busy": [{"start": "2024-11-20T09:00:00Z", "end": "2024-11-20T11:00:00Z"}, {"start": "2024-11-20T14:30:00Z", "end": "2024-11-20T15:00:00Z"}]},
        "omar.haddad@orbitly.io": {"busy": [{"start": "2024-11-20T08:30:00Z", "end": "2024-11-20T08:45:00Z"}, {"start": "2024-11-20T11:00:00Z", "end": "2024-11-20T12:00:00Z"},
                                            {"start": "2024-11-20T15:30:00Z", "end": "2024-11-20T17:00:00Z"}]}}})
    att = ["felix.brandt@orbitly.io", "ines.costa@orbitly.io", "omar.haddad@orbitly.io"]

    def ev(start: str, end: str, etag: str, updated: str, seq: int, resp: dict[str, str], desc: str | None, loc: str | None) -> dict[str, Any]:
        e: dict[str, Any] = {"kind": "calendar#event", "etag": f'"{etag}"', "id": rid, "status": "confirmed",
                             "htmlLink": "https://www.google.com/calendar/event?eid=cjdjMms5bTRxMXY4eDNiNm4wcDVzMnQ3dzQgaGFuYS5raW11cmFAb3JiaXRseS5pbw",
                             "created": "2024-11-19T10:14:36.000Z", "updated": updated, "summary": "Design review: checkout v3"}
        if desc:
            e["description"] = desc
        if loc:
            e["location"] = loc
        e.update({"creator": {"email": me, "self": True}, "organizer": {"email": me, "self": True},
                  "start": {"dateTime": start, "timeZone": "Europe/Berlin"}, "end": {"dateTime": end, "timeZone": "Europe/Berlin"},
                  "iCalUID": f"{rid}@google.com", "sequence": seq,
                  "attendees": [{"email": me, "organizer": True, "self": True, "responseStatus": "accepted"}] + [{"email": a, "responseStatus": resp.get(a, "needsAction")} for a in att],
                  "hangoutLink": "https://meet.google.com/xqv-kzoa-tbn",
                  "conferenceData": {"conferenceId": "xqv-kzoa-tbn", "conferenceSolution": {"name": "Google Meet"}},
                  "reminders": {"useDefault": True}, "eventType": "default"})
        return e
    desc = "Walkthrough of the checkout v3 flows (address, payment, review). Figma: Checkout v3 / Review. Decisions go into the DR doc."
    t3 = mcp_text(ev("2024-11-20T14:00:00+01:00", "2024-11-20T15:00:00+01:00", "3463829153744000", "2024-11-19T10:14:36.872Z", 0, {}, None, None))
    desc2 = desc + " Moved by 30 min so Felix has a buffer after his 13:00-14:00 block."
    t4 = mcp_text(ev("2024-11-20T14:30:00+01:00", "2024-11-20T15:30:00+01:00", "3463829287520000", "2024-11-19T10:15:43.760Z", 1, {}, desc2, "Room Spree (4F)"))
    t5 = listing([
        ("Daily standup", t_std, "Wed, Nov 20, 2024, 3:30 AM", "Wed, Nov 20, 2024, 3:45 AM", "Recurring: yes (weekdays) · Meet: https://meet.google.com/dsu-qpwm-hnr"),
        ("Hana / Felix 1:1", t_11, "Wed, Nov 20, 2024, 5:00 AM", "Wed, Nov 20, 2024, 5:30 AM", "Attendees: felix.brandt@orbitly.io (accepted)"),
        ("Lunch", t_lunch, "Wed, Nov 20, 2024, 6:30 AM", "Wed, Nov 20, 2024, 7:30 AM", ""),
        ("Focus time", t_focus, "Wed, Nov 20, 2024, 8:00 AM", "Wed, Nov 20, 2024, 10:00 AM", "Type: focusTime · Decline new invitations: off"),
        ("Design review: checkout v3", rid, "Wed, Nov 20, 2024, 8:30 AM", "Wed, Nov 20, 2024, 9:30 AM", "Attendees: felix.brandt@orbitly.io (needsAction), ines.costa@orbitly.io (needsAction), omar.haddad@orbitly.io (needsAction) · Location: Room Spree (4F)"),
        ("Vendor call: payroll migration (Lohnwerk)", t_vendor, "Wed, Nov 20, 2024, 10:30 AM", "Wed, Nov 20, 2024, 11:00 AM", "Attendees: m.schulte@lohnwerk.de (accepted)"),
    ], "America/New_York")
    t6 = mcp_text(ev("2024-11-20T14:30:00+01:00", "2024-11-20T15:30:00+01:00", "3463829604116000", "2024-11-19T10:18:22.058Z", 1,
                     {"felix.brandt@orbitly.io": "accepted", "ines.costa@orbitly.io": "tentative"}, desc2, "Room Spree (4F)"))
    t7 = mcp_text(f"Event {t_focus} deleted successfully.")
    t8 = mcp_text({"kind": "calendar#freeBusy", "timeMin": "2024-11-20T08:00:00.000Z", "timeMax": "2024-11-20T17:00:00.000Z", "calendars": {
        me: {"busy": [{"start": "2024-11-20T08:30:00Z", "end": "2024-11-20T08:45:00Z"}, {"start": "2024-11-20T10:00:00Z", "end": "2024-11-20T10:30:00Z"},
                      {"start": "2024-11-20T11:30:00Z", "end": "2024-11-20T12:30:00Z"}, {"start": "2024-11-20T13:30:00Z", "end": "2024-11-20T14:30:00Z"},
                      {"start": "2024-11-20T15:30:00Z", "end": "2024-11-20T16:00:00Z"}]}}})
    t9 = listing([
        ("Design review: checkout v3", rid, "Wed, Nov 20, 2024, 2:30 PM", "Wed, Nov 20, 2024, 3:30 PM", "Attendees: felix.brandt@orbitly.io (accepted), ines.costa@orbitly.io (tentative), omar.haddad@orbitly.io (needsAction) · Location: Room Spree (4F)"),
        ("Vendor call: payroll migration (Lohnwerk)", t_vendor, "Wed, Nov 20, 2024, 4:30 PM", "Wed, Nov 20, 2024, 5:00 PM", "Attendees: m.schulte@lohnwerk.de (accepted)"),
    ], "Europe/Berlin")
    turns = [
        (call("list-events", calendarId="primary", timeMin="2024-11-20T00:00:00+01:00", timeMax="2024-11-21T00:00:00+01:00", timeZone="Europe/Berlin"), t1),
        (call("get-freebusy", calendars=[me] + att, timeMin="2024-11-20T08:00:00Z", timeMax="2024-11-20T17:00:00Z"), t2),
        (call("create-event", calendarId="primary", summary="Design review: checkout v3", start="2024-11-20T14:00:00", end="2024-11-20T15:00:00", timeZone="Europe/Berlin", attendees=att, conference=True), t3),
        (call("update-event", calendarId="primary", eventId=rid, start="2024-11-20T14:30:00", end="2024-11-20T15:30:00", timeZone="Europe/Berlin", description=desc2, location="Room Spree (4F)"), t4),
        (call("list-events", calendarId="primary", timeMin="2024-11-20T00:00:00+01:00", timeMax="2024-11-21T00:00:00+01:00", timeZone="America/New_York"), t5),
        (call("get-event", calendarId="primary", eventId=rid), t6),
        (call("delete-event", calendarId="primary", eventId=t_focus, sendUpdates="none"), t7),
        (call("get-freebusy", calendars=[me], timeMin="2024-11-20T08:00:00Z", timeMax="2024-11-20T17:00:00Z"), t8),
        (call("list-events", calendarId="primary", timeMin="2024-11-20T14:00:00+01:00", timeMax="2024-11-21T00:00:00+01:00", timeZone="Europe/Berlin"), t9),
    ]
    rs.add(task="mcp", tid=tid, system=system, turns=turns,
           state="It is Tuesday 2024-11-19, 11:14 CET. Task: book a one-hour design review with Felix, Ines and Omar tomorrow; Hana is happy to drop her focus block for it.",
           bad=False, kind="clean")


# --------------------------------------------------------------------------------------------------
# Stripe: partial refund; the charge read back after the refund names a different customer id
# --------------------------------------------------------------------------------------------------

def stripe(rs: RowSet, tid: str) -> None:
    tools = [
        tool("search_customers", "Search customers with Stripe's search query language.", {"query": S, "limit": INT}, ["query"]),
        tool("list_charges", "List charges, optionally for one customer.", {"customer": S, "limit": INT}, []),
        tool("retrieve_charge", "Retrieve a charge.", {"charge": S}, ["charge"]),
        tool("create_refund", "Refund a charge fully or partially.", {"charge": S, "amount": INT, "reason": S, "metadata": OBJ}, ["charge"]),
        tool("update_customer", "Update a customer.", {"customer": S, "metadata": OBJ, "email": S}, ["customer"]),
        tool("retrieve_balance", "Retrieve the account balance.", {}, []),
        tool("list_refunds", "List refunds, optionally for one charge.", {"charge": S, "limit": INT}, []),
    ]
    system = mcp_system("stripe", "Stripe account acct_1NfW2kLkdIwHu7ix (Fernwood Studio GmbH), live mode, restricted key", tools)
    cus = "cus_R4xT8mQ2bLvN9e"
    cus_bad = "cus_R4xT8nQ2bLvN9e"
    ch = "ch_3QJbK2LkdIwHu7ix1aB4cD9e"
    pi = "pi_3QJbK2LkdIwHu7ix1Zq8Rt0W"
    re = "re_3QJbK2LkdIwHu7ix1Qw3Er5T"
    customer = {"id": cus, "object": "customer", "address": {"city": "Leipzig", "country": "DE", "line1": "Karl-Heine-Straße 85", "postal_code": "04229"},
                "balance": 0, "created": 1715263812, "currency": "eur", "delinquent": False, "description": "Studio plan, annual",
                "email": "priya.n@fernwood.studio", "invoice_prefix": "9F3B21C7", "invoice_settings": {"default_payment_method": "pm_1PD6yZLkdIwHu7ixV3mWq8sK"},
                "livemode": True, "metadata": {"plan": "studio-annual", "zendesk_id": "48812"}, "name": "Priya Natarajan", "preferred_locales": ["en"], "tax_exempt": "none"}
    t1 = pj({"object": "search_result", "data": [customer], "has_more": False, "next_page": None, "url": "/v1/customers/search"})

    def charge(refunded: int, refunds: list[dict[str, Any]], cust: str) -> dict[str, Any]:
        return {"id": ch, "object": "charge", "amount": 12000, "amount_captured": 12000, "amount_refunded": refunded,
                "balance_transaction": "txn_3QJbK2LkdIwHu7ix1Lm5Np2X", "billing_details": {"email": "priya.n@fernwood.studio", "name": "Priya Natarajan", "address": {"country": "DE", "postal_code": "04229"}},
                "captured": True, "created": 1731681230, "currency": "eur", "customer": cust, "description": "Workshop seats x3 (Risograph basics, 2024-11-30)",
                "disputed": False, "failure_code": None, "livemode": True, "metadata": {"order": "WS-2024-1130-07"},
                "outcome": {"network_status": "approved_by_network", "risk_level": "normal", "risk_score": 21, "seller_message": "Payment complete.", "type": "authorized"},
                "paid": True, "payment_intent": pi, "payment_method": "pm_1PD6yZLkdIwHu7ixV3mWq8sK",
                "payment_method_details": {"card": {"brand": "visa", "country": "DE", "exp_month": 8, "exp_year": 2027, "funding": "credit", "last4": "4417", "network": "visa"}, "type": "card"},
                "receipt_email": "priya.n@fernwood.studio", "receipt_number": "2718-4402",
                "receipt_url": "https://pay.stripe.com/receipts/payment/CAcaFwoVYWNjdF8xTmZXMmtMa2RJd0h1N2l4KM7q8LkGMgbXl0f9aBM6LBa",
                "refunded": refunded == 12000, "refunds": {"object": "list", "data": refunds, "has_more": False, "total_count": len(refunds), "url": f"/v1/charges/{ch}/refunds"},
                "status": "succeeded"}
    t2 = pj({"object": "list", "url": "/v1/charges", "has_more": False, "data": [
        {"id": ch, "amount": 12000, "amount_refunded": 0, "created": 1731681230, "currency": "eur", "customer": cus, "description": "Workshop seats x3 (Risograph basics, 2024-11-30)", "paid": True, "refunded": False, "status": "succeeded", "payment_intent": pi},
        {"id": "ch_3Q9xH7LkdIwHu7ix0Tn2Vb6M", "amount": 4900, "amount_refunded": 0, "created": 1729000812, "currency": "eur", "customer": cus, "description": "Subscription update", "paid": True, "refunded": False, "status": "succeeded", "payment_intent": "pi_3Q9xH7LkdIwHu7ix0Kd1Sx4A"},
        {"id": "ch_3PyQe1LkdIwHu7ix1Gc8Jh3L", "amount": 4900, "amount_refunded": 0, "created": 1726408805, "currency": "eur", "customer": cus, "description": "Subscription update", "paid": True, "refunded": False, "status": "succeeded", "payment_intent": "pi_3PyQe1LkdIwHu7ix1Fa7Wp9C"}]})
    t3 = pj(charge(0, [], cus))
    refund = {"id": re, "object": "refund", "amount": 2500, "balance_transaction": "txn_3QJbK2LkdIwHu7ix1Yh6Ui8O", "charge": ch, "created": 1732013071,
              "currency": "eur", "destination_details": {"card": {"reference_status": "pending", "reference_type": "acquirer_reference_number", "type": "refund"}, "type": "card"},
              "metadata": {"zendesk_ticket": "ZD-55120"}, "payment_intent": pi, "reason": "requested_by_customer", "receipt_number": None,
              "source_transfer_reversal": None, "status": "succeeded", "transfer_reversal": None}
    t4 = pj(refund)
    t5 = pj(charge(2500, [refund], cus_bad))  # bad: customer id on the charge drifts
    cust2 = dict(customer, metadata={"plan": "studio-annual", "zendesk_id": "48812", "last_refund": re, "last_refund_ticket": "ZD-55120"})
    t6 = pj(cust2)
    t7 = pj({"object": "balance", "available": [{"amount": 1843215, "currency": "eur", "source_types": {"card": 1843215}}],
             "connect_reserved": [{"amount": 0, "currency": "eur"}], "livemode": True,
             "pending": [{"amount": 312480, "currency": "eur", "source_types": {"card": 312480}}],
             "refund_and_dispute_prefunding": {"available": [{"amount": 0, "currency": "eur"}], "pending": [{"amount": 0, "currency": "eur"}]}})
    t8 = pj({"object": "list", "data": [refund], "has_more": False, "url": "/v1/refunds"})
    turns = [
        (call("search_customers", query="email:'priya.n@fernwood.studio'", limit=5), t1),
        (call("list_charges", customer=cus, limit=5), t2),
        (call("retrieve_charge", charge=ch), t3),
        (call("create_refund", charge=ch, amount=2500, reason="requested_by_customer", metadata={"zendesk_ticket": "ZD-55120"}), t4),
        (call("retrieve_charge", charge=ch), t5),
        (call("update_customer", customer=cus, metadata={"last_refund": re, "last_refund_ticket": "ZD-55120"}), t6),
        (call("retrieve_balance"), t7),
        (call("list_refunds", charge=ch, limit=10), t8),
    ]
    rs.add(task="mcp", tid=tid, system=system, turns=turns,
           state="Support ticket ZD-55120: Priya Natarajan (priya.n@fernwood.studio) cancelled one of three workshop seats and should get EUR 25.00 back (seat price minus the non-refundable fee).",
           bad=True, turn=5, kind="customer id on the charge differs from the one shown for the same charge and customer before the refund")

# --------------------------------------------------------------------------------------------------
# Linear (clean): new urgent bug in the current cycle, one issue completed, cycle numbers move
# --------------------------------------------------------------------------------------------------

def linear(rs: RowSet, tid: str) -> None:
    tools = [
        tool("linear_get_cycle", "Get a team's cycle with scope and progress.", {"teamKey": S, "cycle": S}, ["teamKey"]),
        tool("linear_list_issues", "List issues of a team with filters.", {"teamKey": S, "cycle": S, "stateNot": A, "orderBy": S, "first": INT}, ["teamKey"]),
        tool("linear_create_issue", "Create an issue.", {"teamKey": S, "title": S, "description": S, "priority": INT, "estimate": INT, "labels": A, "cycle": S}, ["teamKey", "title"]),
        tool("linear_update_issue", "Update an issue.", {"id": S, "state": S, "assignee": S, "priority": INT, "estimate": INT}, ["id"]),
        tool("linear_create_comment", "Comment on an issue.", {"issueId": S, "body": S}, ["issueId", "body"]),
        tool("linear_get_issue", "Get an issue with comments.", {"id": S}, ["id"]),
    ]
    system = mcp_system("linear", "Linear workspace 'Kestrel' (team Mobile, key MOB)", tools)
    pr = {1: "Urgent", 2: "High", 3: "Medium", 4: "Low"}
    iss = {
        "MOB-1419": ["Deep link to order detail opens home screen first", "Todo", 1, 1, "Keiko Sato", "2024-11-19T08:02:11.402Z"],
        "MOB-1417": ["Push token not refreshed after app update", "In Review", 2, 2, "Keiko Sato", "2024-11-18T16:45:09.118Z"],
        "MOB-1398": ["Android 15 edge-to-edge insets on Settings", "In Progress", 2, 3, "Amara Eze", "2024-11-18T11:03:22.915Z"],
        "MOB-1409": ["Offline banner overlaps bottom sheet on small screens", "In Progress", 3, 3, "Rafael Ortiz", "2024-11-19T09:41:57.006Z"],
        "MOB-1425": ["Crash reporter drops breadcrumbs after 50 entries", "Todo", 3, 1, None, "2024-11-17T19:55:13.260Z"],
        "MOB-1421": ["Migrate image cache to Coil 3", "Todo", 4, 5, "Amara Eze", "2024-11-14T12:20:40.771Z"],
    }

    def lst(d: dict[str, list[Any]], by: str) -> str:
        keys_ = list(d)
        if by == "priority":
            keys_.sort(key=lambda k: d[k][2])
        else:
            keys_.sort(key=lambda k: d[k][5], reverse=True)
        return mcp_text({"issues": [{"identifier": k, "title": d[k][0], "state": d[k][1], "priority": d[k][2], "priorityLabel": pr[d[k][2]],
                                     "estimate": d[k][3], "assignee": d[k][4], "updatedAt": d[k][5], "url": f"https://linear.app/kestrel/issue/{k.lower()}"} for k in keys_],
                         "pageInfo": {"hasNextPage": False, "endCursor": None}})

    def cycle(scope: int, done: int, started: int, issues_total: int, issues_done: int) -> str:
        return mcp_text({"cycle": {"id": "c2f6a8e1-93b4-4d07-8e5c-71a0b9d3f246", "number": 42, "name": "Cycle 42", "team": "Mobile",
                                   "startsAt": "2024-11-11T00:00:00.000Z", "endsAt": "2024-11-25T00:00:00.000Z",
                                   "scope": scope, "completedScope": done, "startedScope": started, "progress": round(done / scope, 4),
                                   "issueCount": issues_total, "completedIssueCount": issues_done,
                                   "uncompletedIssuesUponClose": None, "isActive": True}})
    t1 = cycle(34, 19, 8, 18, 12)
    t2 = lst(iss, "priority")
    title = "Crash on resume when biometric prompt is dismissed"
    desc = ("Android 14/15, app 5.18.0. Dismissing the BiometricPrompt with back gesture and then resuming the app crashes in "
            "`SessionLockViewModel.onResume` (IllegalStateException: Fragment not attached). 312 crashes / 24h in Crashlytics, 0.41% of sessions.")
    created = {"id": "8e1d4b27-6c90-4f3a-b5e2-0d7a9c61f384", "identifier": "MOB-1432", "title": title, "description": desc,
               "state": "Todo", "priority": 1, "priorityLabel": "Urgent", "estimate": 3, "labels": ["Bug", "Android"], "cycle": 42,
               "assignee": None, "createdAt": "2024-11-19T10:05:48.233Z", "updatedAt": "2024-11-19T10:05:48.233Z",
               "branchName": "mob-1432-crash-on-resume-when-biometric-prompt-is-dismissed", "url": "https://linear.app/kestrel/issue/mob-1432"}
    t3 = mcp_text({"success": True, "issue": created})
    t4 = mcp_text({"success": True, "issue": {"identifier": "MOB-1417", "title": iss["MOB-1417"][0], "state": "Done", "estimate": 2,
                                              "completedAt": "2024-11-19T10:06:31.540Z", "updatedAt": "2024-11-19T10:06:31.540Z"}})
    t5 = cycle(37, 21, 6, 19, 13)
    body = "Repro on Pixel 7 / Android 15: open app, lock via timeout, dismiss biometric with back gesture, switch apps, return. Crash trace in Crashlytics issue 9c41e7."
    t6 = mcp_text({"success": True, "comment": {"id": "f03b9d12-4a7e-4c58-9e16-b2d0a7c3e591", "body": body, "user": "Linear MCP (Keiko Sato)",
                                                "createdAt": "2024-11-19T10:07:12.809Z", "issue": "MOB-1432"}})
    t7 = mcp_text({"success": True, "issue": {"identifier": "MOB-1432", "state": "In Progress", "assignee": "Rafael Ortiz",
                                              "startedAt": "2024-11-19T10:08:03.691Z", "updatedAt": "2024-11-19T10:08:03.691Z",
                                              "branchName": "rafael/mob-1432-crash-on-resume-when-biometric-prompt-is-dismissed"}})
    iss2 = {k: list(v) for k, v in iss.items() if k != "MOB-1417"}
    iss2["MOB-1432"] = [title, "In Progress", 1, 3, "Rafael Ortiz", "2024-11-19T10:08:03.691Z"]
    t8 = lst(iss2, "updatedAt")
    t9 = mcp_text({"issue": dict(created, state="In Progress", assignee="Rafael Ortiz", updatedAt="2024-11-19T10:08:03.691Z",
                                 startedAt="2024-11-19T10:08:03.691Z", branchName="rafael/mob-1432-crash-on-resume-when-biometric-prompt-is-dismissed",
                                 comments=[{"id": "f03b9d12-4a7e-4c58-9e16-b2d0a7c3e591", "body": body, "user": "Linear MCP (Keiko Sato)", "createdAt": "2024-11-19T10:07:12.809Z"}],
                                 history=[{"at": "2024-11-19T10:08:03.691Z", "change": "state Todo -> In Progress; assignee none -> Rafael Ortiz"},
                                          {"at": "2024-11-19T10:05:48.233Z", "change": "created"}])})
    turns = [
        (call("linear_get_cycle", teamKey="MOB", cycle="current"), t1),
        (call("linear_list_issues", teamKey="MOB", cycle="current", stateNot=["Done", "Canceled"], orderBy="priority", first=25), t2),
        (call("linear_create_issue", teamKey="MOB", title=title, description=desc, priority=1, estimate=3, labels=["Bug", "Android"], cycle="current"), t3),
        (call("linear_update_issue", id="MOB-1417", state="Done"), t4),
        (call("linear_get_cycle", teamKey="MOB", cycle="current"), t5),
        (call("linear_create_comment", issueId="MOB-1432", body=body), t6),
        (call("linear_update_issue", id="MOB-1432", state="In Progress", assignee="Rafael Ortiz"), t7),
        (call("linear_list_issues", teamKey="MOB", cycle="current", stateNot=["Done", "Canceled"], orderBy="updatedAt", first=25), t8),
        (call("linear_get_issue", id="MOB-1432"), t9),
    ]
    rs.add(task="mcp", tid=tid, system=system, turns=turns,
           state="Acting for Keiko Sato (Mobile lead). MOB-1417 was merged and released this morning. A new crash spike must go into the current cycle.",
           bad=False, kind="clean")


# --------------------------------------------------------------------------------------------------
# Kubernetes (clean): crash-looping worker fixed by a deployment patch; pods replaced, ages reset
# --------------------------------------------------------------------------------------------------

def kube(rs: RowSet, tid: str) -> None:
    tools = [
        tool("pods_list_in_namespace", "List pods in a namespace (kubectl get pods style).", {"namespace": S}, ["namespace"]),
        tool("pods_log", "Get the logs of a pod.", {"namespace": S, "name": S, "tail": INT, "previous": B}, ["namespace", "name"]),
        tool("resources_get", "Get a resource as YAML.", {"apiVersion": S, "kind": S, "namespace": S, "name": S}, ["apiVersion", "kind", "name"]),
        tool("resources_create_or_update", "Create or update a resource from YAML.", {"resource": S}, ["resource"]),
        tool("events_list", "List events in a namespace.", {"namespace": S}, []),
        tool("pods_top", "Show CPU and memory usage of pods.", {"namespace": S}, []),
    ]
    system = mcp_system("kubernetes", "cluster prod-eu-1 via kubeconfig context prod-eu-1-admin", tools)
    hdr = "NAME                               READY   STATUS              RESTARTS        AGE"

    def pods(rows: list[tuple[str, str, str, str, str]]) -> str:
        return mcp_text(hdr + "\n" + "\n".join(f"{n:<35}{r:<8}{s:<20}{rs_:<16}{a}" for n, r, s, rs_, a in rows))
    old, new = "invoice-worker-5d4c9b7f86-x2k9q", "invoice-worker-6b8f7c9d44-m5tzr"
    t1 = pods([("invoice-api-7c9f8d6b5-4xk2p", "1/1", "Running", "0", "3d2h"), ("invoice-api-7c9f8d6b5-9wq7m", "1/1", "Running", "0", "3d2h"),
               (old, "0/1", "CrashLoopBackOff", "14 (2m8s ago)", "52m"), ("ledger-sync-28864920-7bq4d", "0/1", "Completed", "0", "14m"),
               ("redis-0", "1/1", "Running", "1 (9d ago)", "12d")])
    t2 = mcp_text("2024-11-19T10:41:03.118Z INFO  starting invoice-worker v2.14.1 (commit 3f9a2c1)\n"
                  "2024-11-19T10:41:03.120Z INFO  loading config from environment\n"
                  "2024-11-19T10:41:03.121Z WARN  INVOICE_BATCH_SIZE=200 exceeds recommended 100\n"
                  "2024-11-19T10:41:03.122Z ERROR config: required environment variable QUEUE_URL is not set (renamed from AMQP_URL in v2.14.0)\n"
                  "2024-11-19T10:41:03.122Z INFO  shutting down: exit status 1")
    dep = """apiVersion: apps/v1
kind: Deployment
metadata:
  name: invoice-worker
  namespace: billing
  generation: {gen}
  resourceVersion: "{rv}"
  annotations:
    deployment.kubernetes.io/revision: "{rev}"
  labels:
    app: invoice-worker
spec:
  replicas: 1
  selector:
    matchLabels:
      app: invoice-worker
  strategy:
    type: RollingUpdate
    rollingUpdate:
      maxSurge: 1
      maxUnavailable: 0
  template:
    metadata:
      labels:
        app: invoice-worker
    spec:
      containers:
      - name: worker
        image: registry.internal/billing/invoice-worker:v2.14.1
        env:
        - name: DATABASE_URL
          valueFrom:
            secretKeyRef:
              name: billing-db
              key: url
        - name: AMQP_URL
          valueFrom:
            configMapKeyRef:
              name: billing-config
              key: amqp_url
{extra}        - name: LOG_LEVEL
          value: info
        - name: INVOICE_BATCH_SIZE
          value: "200"
        resources:
          requests: {{cpu: 100m, memory: 256Mi}}
          limits: {{memory: 512Mi}}
status:
  observedGeneration: {obs}
  replicas: {reps}
  updatedReplicas: {upd}
  readyReplicas: {ready}
  unavailableReplicas: {unav}
  conditions:
  - type: Available
    status: "{avail}"
  - type: Progressing
    status: "True"
    reason: {reason}
"""
    q = "        - name: QUEUE_URL\n          valueFrom:\n            configMapKeyRef:\n              name: billing-config\n              key: amqp_url\n"
    y3 = dep.format(gen=7, rv="48211907", rev=7, extra="", obs=7, reps=1, upd=1, ready=0, unav=1, avail="False", reason="NewReplicaSetAvailable")
    y4 = dep.format(gen=8, rv="48219344", rev=7, extra=q, obs=7, reps=1, upd=1, ready=0, unav=1, avail="False", reason="NewReplicaSetAvailable")
    y10 = dep.format(gen=8, rv="48219702", rev=8, extra=q, obs=8, reps=1, upd=1, ready=1, unav=0, avail="True", reason="NewReplicaSetAvailable")
    patch_in = y3.split("status:")[0].replace("        - name: LOG_LEVEL", q + "        - name: LOG_LEVEL").replace("  generation: 7\n", "").replace('  resourceVersion: "48211907"\n', "")
    t5 = pods([("invoice-api-7c9f8d6b5-4xk2p", "1/1", "Running", "0", "3d2h"), ("invoice-api-7c9f8d6b5-9wq7m", "1/1", "Running", "0", "3d2h"),
               (new, "0/1", "ContainerCreating", "0", "6s"), (old, "0/1", "CrashLoopBackOff", "15 (15s ago)", "55m"),
               ("ledger-sync-28864920-7bq4d", "0/1", "Completed", "0", "17m"), ("redis-0", "1/1", "Running", "1 (9d ago)", "12d")])
    t6 = pods([("invoice-api-7c9f8d6b5-4xk2p", "1/1", "Running", "0", "3d2h"), ("invoice-api-7c9f8d6b5-9wq7m", "1/1", "Running", "0", "3d2h"),
               (new, "1/1", "Running", "0", "48s"), ("ledger-sync-28864920-7bq4d", "0/1", "Completed", "0", "17m"),
               ("redis-0", "1/1", "Running", "1 (9d ago)", "12d")])
    t7 = mcp_text("2024-11-19T10:46:19.502Z INFO  starting invoice-worker v2.14.1 (commit 3f9a2c1)\n"
                  "2024-11-19T10:46:19.504Z INFO  loading config from environment\n"
                  "2024-11-19T10:46:19.505Z WARN  INVOICE_BATCH_SIZE=200 exceeds recommended 100\n"
                  "2024-11-19T10:46:19.506Z WARN  AMQP_URL is deprecated and ignored, use QUEUE_URL\n"
                  "2024-11-19T10:46:19.611Z INFO  connected to postgres billing-db-rw.billing.svc:5432/billing (pool 10)\n"
                  "2024-11-19T10:46:19.688Z INFO  connected to amqp://rabbitmq.billing.svc:5672/billing\n"
                  "2024-11-19T10:46:19.690Z INFO  consumer ready queue=invoices.generate prefetch=32\n"
                  "2024-11-19T10:46:24.913Z INFO  processed batch size=200 ok=200 failed=0 took=4.1s\n"
                  "2024-11-19T10:46:29.377Z INFO  processed batch size=186 ok=186 failed=0 took=3.8s\n"
                  "2024-11-19T10:46:31.004Z INFO  queue drained, backlog=0")
    t8 = mcp_text("LAST SEEN            TYPE      REASON              OBJECT                                   MESSAGE\n"
                  "3m5s (x15 over 56m)  Warning   BackOff             pod/invoice-worker-5d4c9b7f86-x2k9q      Back-off restarting failed container worker in pod invoice-worker-5d4c9b7f86-x2k9q_billing\n"
                  "1m23s                Normal    ScalingReplicaSet   deployment/invoice-worker                Scaled up replica set invoice-worker-6b8f7c9d44 to 1\n"
                  "1m23s                Normal    Scheduled           pod/invoice-worker-6b8f7c9d44-m5tzr      Successfully assigned billing/invoice-worker-6b8f7c9d44-m5tzr to ip-10-20-14-77.eu-west-1.compute.internal\n"
                  "1m21s                Normal    Pulled              pod/invoice-worker-6b8f7c9d44-m5tzr      Container image \"registry.internal/billing/invoice-worker:v2.14.1\" already present on machine\n"
                  "1m20s                Normal    Started             pod/invoice-worker-6b8f7c9d44-m5tzr      Started container worker\n"
                  "1m10s                Normal    ScalingReplicaSet   deployment/invoice-worker                Scaled down replica set invoice-worker-5d4c9b7f86 to 0 from 1\n"
                  "1m10s                Normal    Killing             pod/invoice-worker-5d4c9b7f86-x2k9q      Stopping container worker\n"
                  "18m                  Normal    SuccessfulCreate    job/ledger-sync-28864920                 Created pod: ledger-sync-28864920-7bq4d\n"
                  "15m                  Normal    Completed           job/ledger-sync-28864920                 Job completed")
    t9 = mcp_text("NAME                              CPU(cores)   MEMORY(bytes)\n"
                  "invoice-api-7c9f8d6b5-4xk2p       38m          211Mi\n"
                  "invoice-api-7c9f8d6b5-9wq7m       41m          204Mi\n"
                  "invoice-worker-6b8f7c9d44-m5tzr   12m          187Mi\n"
                  "redis-0                           6m           48Mi")
    turns = [
        (call("pods_list_in_namespace", namespace="billing"), t1),
        (call("pods_log", namespace="billing", name=old, tail=20, previous=True), t2),
        (call("resources_get", apiVersion="apps/v1", kind="Deployment", namespace="billing", name="invoice-worker"), mcp_text(y3)),
        (call("resources_create_or_update", resource=patch_in), mcp_text(y4)),
        (call("pods_list_in_namespace", namespace="billing"), t5),
        (call("pods_list_in_namespace", namespace="billing"), t6),
        (call("pods_log", namespace="billing", name=new, tail=20), t7),
        (call("events_list", namespace="billing"), t8),
        (call("pods_top", namespace="billing"), t9),
        (call("resources_get", apiVersion="apps/v1", kind="Deployment", namespace="billing", name="invoice-worker"), mcp_text(y10)),
    ]
    rs.add(task="mcp", tid=tid, system=system, turns=turns,
           state="Alert: invoice-worker in namespace billing is crash-looping since the v2.14.1 rollout. Fix it without changing the image.",
           bad=False, kind="clean")

# --------------------------------------------------------------------------------------------------
# SQLite (clean): running club results; late results inserted, averages re-rounded, times reformatted
# --------------------------------------------------------------------------------------------------

def sqlite(rs: RowSet, tid: str) -> None:
    tools = [
        tool("list_tables", "List all tables in the SQLite database.", {}, []),
        tool("describe_table", "Get the schema of a table.", {"table_name": S}, ["table_name"]),
        tool("read_query", "Execute a SELECT query.", {"query": S}, ["query"]),
        tool("write_query", "Execute an INSERT, UPDATE or DELETE query.", {"query": S}, ["query"]),
        tool("create_table", "Create a new table.", {"query": S}, ["query"]),
        tool("append_insight", "Add a business insight to the memo.", {"insight": S}, ["insight"]),
    ]
    system = mcp_system("sqlite", "database /data/harbourside_runners.db", tools)
    names = {1: "Ines Duarte", 3: "Tom Verhoeven", 5: "Grace Mbeki", 7: "Lukas Brandt", 9: "Ada Okonkwo", 12: "Pieter de Wit", 14: "Sofia Lindgren"}
    res = {1: [(1, 2417), (3, 2589), (7, 2702), (5, 2866), (12, 3011), (9, 3245)],
           2: [(3, 2398), (1, 2540), (14, 2671), (7, 2790), (5, 2935), (12, 3102), (9, 3380)],
           3: [(1, 2650), (7, 2812), (3, 3004), (14, 3188), (12, 3420)],
           4: [(1, 2452), (3, 2633), (7, 2901), (12, 3166)]}
    late = [(5, 2577), (14, 2840), (9, 3295)]
    t1 = pj([{"name": "races"}, {"name": "results"}, {"name": "runners"}, {"name": "sqlite_sequence"}])
    t2 = pj([{"cid": 0, "name": "id", "type": "INTEGER", "notnull": 0, "dflt_value": None, "pk": 1},
             {"cid": 1, "name": "race_id", "type": "INTEGER", "notnull": 1, "dflt_value": None, "pk": 0},
             {"cid": 2, "name": "runner_id", "type": "INTEGER", "notnull": 1, "dflt_value": None, "pk": 0},
             {"cid": 3, "name": "time_s", "type": "INTEGER", "notnull": 1, "dflt_value": None, "pk": 0},
             {"cid": 4, "name": "note", "type": "TEXT", "notnull": 0, "dflt_value": None, "pk": 0},
             {"cid": 5, "name": "entered_at", "type": "TEXT", "notnull": 1, "dflt_value": "CURRENT_TIMESTAMP", "pk": 0}])
    t3 = pj([{"race_id": r, "finishers": len(v), "avg_s": sum(t for _, t in v) / len(v)} for r, v in res.items()])
    ins = ("INSERT INTO results (race_id, runner_id, time_s, note) VALUES "
           + ", ".join(f"(4, {rid}, {t}, 'late entry from paper timing sheet')" for rid, t in late) + ";")
    t4 = pj([{"affected_rows": 3}])
    res[4] = res[4] + late
    t5 = pj([{"race_id": r, "finishers": len(v), "avg_s": round(sum(t for _, t in v) / len(v), 1), "best_s": min(t for _, t in v)} for r, v in res.items()])
    ct = "CREATE TABLE club_records (distance_km REAL PRIMARY KEY, runner_id INTEGER NOT NULL REFERENCES runners(id), time_s INTEGER NOT NULL, race_id INTEGER NOT NULL REFERENCES races(id))"
    t6 = pj("Table created successfully")
    rec = "INSERT INTO club_records SELECT 10.0, runner_id, time_s, race_id FROM results WHERE race_id IN (1, 2, 4) ORDER BY time_s LIMIT 1;"
    t7 = pj([{"affected_rows": 1}])
    r4 = sorted(res[4], key=lambda x: x[1])
    t8 = pj([{"place": i, "runner": names[rid], "time": f"{t // 3600}:{t % 3600 // 60:02d}:{t % 60:02d}", "pace_min_km": f"{t // 10 // 60}:{t // 10 % 60:02d}"}
             for i, (rid, t) in enumerate(r4, 1)])
    insight = ("Harbour Night 10K now has 7 finishers after the 3 paper-sheet entries; its average (" + f"{round(sum(t for _, t in res[4]) / 7, 1)}" +
               " s) is in line with Parkside and Riverside. Club 10K record stays with Tom Verhoeven (39:58, Riverside 10K).")
    t9 = pj("Insight added to memo")
    turns = [
        (call("list_tables"), t1),
        (call("describe_table", table_name="results"), t2),
        (call("read_query", query="SELECT race_id, COUNT(*) AS finishers, AVG(time_s) AS avg_s FROM results GROUP BY race_id ORDER BY race_id;"), t3),
        (call("write_query", query=ins), t4),
        (call("read_query", query="SELECT race_id, COUNT(*) AS finishers, ROUND(AVG(time_s), 1) AS avg_s, MIN(time_s) AS best_s FROM results GROUP BY race_id ORDER BY race_id;"), t5),
        (call("create_table", query=ct), t6),
        (call("write_query", query=rec), t7),
        (call("read_query", query="SELECT ROW_NUMBER() OVER (ORDER BY r.time_s) AS place, u.name AS runner, printf('%d:%02d:%02d', r.time_s / 3600, r.time_s % 3600 / 60, r.time_s % 60) AS time, printf('%d:%02d', r.time_s / 10 / 60, r.time_s / 10 % 60) AS pace_min_km FROM results r JOIN runners u ON u.id = r.runner_id WHERE r.race_id = 4 ORDER BY r.time_s;"), t8),
        (call("append_insight", insight=insight), t9),
    ]
    rs.add(task="mcp", tid=tid, system=system, turns=turns,
           state="races: 1 Parkside 10K (2024-09-08), 2 Riverside 10K (2024-10-06), 3 Hill Trail 8K (2024-10-27), 4 Harbour Night 10K (2024-11-16). Three Harbour Night finishers were only on the paper timing sheet and must be added.",
           bad=False, kind="clean")


# --------------------------------------------------------------------------------------------------
# Fleet tracker (clean): dispatch a van; position, odometer, fuel, ETA and 'last ping' move by themselves
# --------------------------------------------------------------------------------------------------

def fleet(rs: RowSet, tid: str) -> None:
    tools = [
        tool("list_vehicles", "List vehicles of a depot, optionally by status.", {"depot": S, "status": S}, ["depot"]),
        tool("get_vehicle_location", "Latest GPS fix of a vehicle.", {"vehicle_id": S}, ["vehicle_id"]),
        tool("get_vehicle", "Vehicle details and telematics.", {"vehicle_id": S}, ["vehicle_id"]),
        tool("assign_driver", "Assign a driver to a vehicle.", {"vehicle_id": S, "driver_id": S}, ["vehicle_id", "driver_id"]),
        tool("create_trip", "Dispatch a vehicle on a pickup/drop-off trip.", {"vehicle_id": S, "pickup": S, "dropoff": S, "reference": S}, ["vehicle_id", "pickup", "dropoff"]),
        tool("get_trip", "Live status of a trip.", {"trip_id": S}, ["trip_id"]),
        tool("list_alerts", "Telematics alerts for a vehicle.", {"vehicle_id": S, "since": S}, ["vehicle_id"]),
        tool("acknowledge_alert", "Acknowledge an alert.", {"alert_id": S, "note": S}, ["alert_id"]),
    ]
    system = mcp_system("fleetline", "fleet telematics and dispatch for Van Dalen Logistiek", tools)
    dep = "Rotterdam-Waalhaven"

    def v(vid: str, plate: str, model: str, status: str, odo: float, fuel: int, ping: str, where: str, driver: str | None) -> dict[str, Any]:
        return {"vehicle_id": vid, "plate": plate, "model": model, "status": status, "odometer_km": odo, "fuel_pct": fuel,
                "last_ping": ping, "location": where, "driver": driver}
    t1 = pj({"depot": dep, "status": "available", "count": 4, "vehicles": [
        v("VH-2207", "VNL-48-K", "Ford Transit Custom 320L", "available", 84512.4, 73, "14 s ago", "Depot bay 4", None),
        v("VH-2211", "VRB-07-T", "Renault Master L3H2", "available", 122087.9, 58, "9 s ago", "Depot bay 7", None),
        v("VH-2190", "BX-612-G", "Iveco Daily 72C18", "available", 203441.0, 81, "2 min ago (ignition off)", "Depot yard", None),
        v("VH-2215", "VXP-33-N", "Volkswagen Crafter 35", "available", 45903.6, 34, "31 s ago", "Fuel station Waalhaven-Zuid", None)]})
    t2 = pj({"vehicle_id": "VH-2207", "lat": 51.88931, "lon": 4.43294, "speed_kmh": 0, "heading_deg": 212, "ignition": "off",
             "accuracy_m": 4, "recorded_at": "2024-11-19T13:02:41Z", "address": "Waalhaven Oostzijde 81, 3087 BM Rotterdam"})
    t3 = pj({"vehicle_id": "VH-2207", "plate": "VNL-48-K", "make": "Ford", "model": "Transit Custom 320L", "year": 2022, "fuel_type": "diesel",
             "status": "available", "driver": None, "odometer_km": 84512.4, "fuel_pct": 73, "adblue_pct": 64, "battery_v": 12.6,
             "tyre_pressure_bar": {"FL": 3.4, "FR": 3.4, "RL": 3.7, "RR": 3.6}, "next_service_km": 90000, "payload_kg": 1130,
             "cargo_volume_m3": 6.0, "tachograph": "not required", "last_ping": "16 s ago"})
    t4 = pj({"ok": True, "vehicle_id": "VH-2207", "driver": {"driver_id": "DRV-0318", "name": "Youssef El Amrani", "licence": "C1, BE"},
             "assigned_at": "2024-11-19T13:04:10Z"})
    t5 = pj({"trip_id": "TRP-20241119-0147", "vehicle_id": "VH-2207", "driver_id": "DRV-0318", "status": "dispatched", "reference": "PU-7781 / Kuehne pallet return",
             "pickup": {"address": "Distripark Maasvlakte, Europaweg 910, 3199 LC Maasvlakte-Rotterdam", "eta": "2024-11-19T13:47:00Z"},
             "dropoff": {"address": "Depot Rotterdam-Waalhaven, Waalhaven Oostzijde 81", "eta": "2024-11-19T14:40:00Z"},
             "distance_to_pickup_km": 38.6, "total_distance_km": 77.9, "created_at": "2024-11-19T13:04:52Z"})
    t6 = pj({"trip_id": "TRP-20241119-0147", "status": "en_route_to_pickup", "progress_pct": 21, "driven_km": 8.1, "remaining_to_pickup_km": 30.5,
             "pickup_eta": "2024-11-19T13:51:00Z", "eta_change": "+4 min (congestion A15 Botlek)", "dropoff_eta": "2024-11-19T14:44:00Z",
             "vehicle": {"lat": 51.89208, "lon": 4.36171, "speed_kmh": 62, "heading_deg": 268, "recorded_at": "2024-11-19T13:14:30Z"},
             "updated_at": "2024-11-19T13:14:30Z"})
    t7 = pj({"vehicle_id": "VH-2207", "since": "2024-11-19T00:00:00Z", "alerts": [
        {"alert_id": "ALR-99812", "type": "harsh_braking", "severity": "low", "value": "-0.52 g", "at": "2024-11-19T13:11:07Z",
         "location": "A15 km 71.4, Rotterdam", "acknowledged": False},
        {"alert_id": "ALR-99630", "type": "low_tyre_pressure", "severity": "medium", "value": "RL 2.9 bar", "at": "2024-11-19T08:14:52Z",
         "location": "Depot Rotterdam-Waalhaven", "acknowledged": True, "acknowledged_by": "m.dekker", "note": "topped up to 3.7 bar"}]})
    t8 = pj({"ok": True, "alert_id": "ALR-99812", "acknowledged": True, "acknowledged_at": "2024-11-19T13:15:02Z",
             "note": "Single event at merge onto A15, driver informed; no pattern."})
    t9 = pj({"depot": dep, "status": "all", "count": 6, "vehicles": [
        v("VH-2190", "BX-612-G", "Iveco Daily 72C18", "available", 203441.0, 81, "4 min ago (ignition off)", "Depot yard", None),
        v("VH-2198", "VTG-91-D", "Mercedes-Benz Sprinter 317", "on_trip", 151260.3, 47, "5 s ago", "N57, Hellevoetsluis", "Noor Visser"),
        v("VH-2203", "VZK-20-L", "Ford Transit 350 L4", "maintenance", 177804.8, 22, "3 h ago (ignition off)", "Workshop Van Leeuwen, Schiedam", None),
        v("VH-2207", "VNL-48-K", "Ford Transit Custom 320L", "on_trip", 84521.4, 72, "3 s ago", "A15 near Pernis", "Youssef El Amrani"),
        v("VH-2211", "VRB-07-T", "Renault Master L3H2", "available", 122087.9, 58, "12 s ago", "Depot bay 7", None),
        v("VH-2215", "VXP-33-N", "Volkswagen Crafter 35", "available", 45905.1, 96, "7 s ago", "Depot bay 2", None)]})
    turns = [
        (call("list_vehicles", depot=dep, status="available"), t1),
        (call("get_vehicle_location", vehicle_id="VH-2207"), t2),
        (call("get_vehicle", vehicle_id="VH-2207"), t3),
        (call("assign_driver", vehicle_id="VH-2207", driver_id="DRV-0318"), t4),
        (call("create_trip", vehicle_id="VH-2207", pickup="Distripark Maasvlakte, Europaweg 910, 3199 LC Maasvlakte-Rotterdam", dropoff="Depot Rotterdam-Waalhaven", reference="PU-7781 / Kuehne pallet return"), t5),
        (call("get_trip", trip_id="TRP-20241119-0147"), t6),
        (call("list_alerts", vehicle_id="VH-2207", since="2024-11-19T00:00:00Z"), t7),
        (call("acknowledge_alert", alert_id="ALR-99812", note="Single event at merge onto A15, driver informed; no pattern."), t8),
        (call("list_vehicles", depot=dep, status="all"), t9),
    ]
    rs.add(task="mcp", tid=tid, system=system, turns=turns,
           state="Dispatcher request 13:02 UTC: send an available van with a free driver (Youssef, DRV-0318) to collect empty pallets at Distripark Maasvlakte.",
           bad=False, kind="clean")

# --------------------------------------------------------------------------------------------------
# Lab inventory: reagents checked out for a PCR run; a lot's expiry date reads back different
# --------------------------------------------------------------------------------------------------

def lab(rs: RowSet, tid: str) -> None:
    tools = [
        tool("search_items", "Search the inventory by name, catalog number or CAS.", {"query": S, "category": S}, ["query"]),
        tool("get_item", "Item details with lots, locations and recent activity.", {"item_id": S}, ["item_id"]),
        tool("checkout_item", "Take stock out of a lot for a project.", {"item_id": S, "lot": S, "quantity": INT, "project": S, "note": S}, ["item_id", "lot", "quantity", "project"]),
        tool("list_transactions", "List stock transactions.", {"user": S, "since": S}, []),
    ]
    system = mcp_system("benchstock", "lab inventory of the Molecular Biology Core (Bldg 3), signed in as k.ng", tools)
    t1 = pj({"query": "Taq", "count": 3, "items": [
        {"item_id": "RGT-00417", "name": "Taq DNA Polymerase, 5 U/µL", "vendor": "NEB", "catalog": "M0273L", "on_hand": 10, "unit": "tube (2,000 U)", "lots": 2, "storage": "-20 °C"},
        {"item_id": "RGT-00418", "name": "Hot-Start Taq 2X Master Mix", "vendor": "NEB", "catalog": "M0496L", "on_hand": 3, "unit": "kit (500 rxn)", "lots": 1, "storage": "-20 °C"},
        {"item_id": "RGT-00502", "name": "ThermoPol Reaction Buffer 10X", "vendor": "NEB", "catalog": "B9004S", "on_hand": 7, "unit": "tube (6 mL)", "lots": 2, "storage": "-20 °C"}]})

    def taq(lot_a_qty: int, lot_a_exp: str, activity: list[dict[str, Any]]) -> str:
        return pj({"item_id": "RGT-00417", "name": "Taq DNA Polymerase, 5 U/µL", "vendor": "New England Biolabs", "catalog": "M0273L",
                   "unit": "tube (2,000 U)", "unit_cost_eur": 186.0, "storage": "-20 °C, non-frost-free", "hazards": [], "reorder_point": 4,
                   "on_hand": lot_a_qty + 6, "lots": [
                       {"lot": "10231187", "expiry": lot_a_exp, "qty": lot_a_qty, "received": "2024-04-02", "location": "Freezer F2 (-20 °C) / Shelf 3 / Box B", "opened": False},
                       {"lot": "10248802", "expiry": "2025-09-30", "qty": 6, "received": "2024-10-08", "location": "Freezer F2 (-20 °C) / Shelf 3 / Box B", "opened": False}],
                   "picking_rule": "FEFO", "sds": "https://sds.benchstock.local/NEB/M0273L.pdf", "recent_activity": activity})
    act0 = [{"tx": "TX-2024-118702", "type": "checkout", "lot": "10231187", "qty": 1, "user": "r.alvarez", "project": "PRJ-CRISPR-09", "at": "2024-11-14T16:05:51+01:00"},
            {"tx": "TX-2024-118515", "type": "receive", "lot": "10248802", "qty": 6, "user": "stores", "project": None, "at": "2024-10-08T10:12:09+01:00"}]
    t2 = taq(4, "2025-03-31", act0)
    tx1 = {"tx": "TX-2024-118830", "type": "checkout", "item_id": "RGT-00417", "lot": "10231187", "qty": 2, "user": "k.ng", "project": "PRJ-AMPLI-22", "at": "2024-11-19T09:41:18+01:00"}
    t3 = pj({"ok": True, "transaction": tx1, "lot_remaining": 2, "item_on_hand": 8, "fefo_check": "ok (earliest-expiring lot used)",
             "below_reorder_point": False})
    t4 = pj({"item_id": "RGT-00991", "name": "dNTP Mix, 10 mM each", "vendor": "Thermo Fisher", "catalog": "R0192", "unit": "tube (1 mL)",
             "unit_cost_eur": 94.5, "storage": "-20 °C", "hazards": [], "reorder_point": 3, "on_hand": 5, "lots": [
                 {"lot": "02846511", "expiry": "2025-06-30", "qty": 1, "received": "2024-06-17", "location": "Freezer F2 (-20 °C) / Shelf 2 / Box A", "opened": True},
                 {"lot": "02917730", "expiry": "2026-01-31", "qty": 4, "received": "2024-11-05", "location": "Freezer F2 (-20 °C) / Shelf 2 / Box A", "opened": False}],
             "picking_rule": "FEFO", "recent_activity": [{"tx": "TX-2024-118644", "type": "receive", "lot": "02917730", "qty": 4, "user": "stores", "at": "2024-11-05T11:30:40+01:00"}]})
    tx2 = {"tx": "TX-2024-118831", "type": "checkout", "item_id": "RGT-00991", "lot": "02846511", "qty": 1, "user": "k.ng", "project": "PRJ-AMPLI-22", "at": "2024-11-19T09:43:02+01:00"}
    t5 = pj({"ok": True, "transaction": tx2, "lot_remaining": 0, "lot_status": "depleted (lot closed)", "item_on_hand": 4,
             "fefo_check": "ok (earliest-expiring lot used)", "below_reorder_point": False})
    t6 = pj({"user": "k.ng", "since": "2024-11-19T00:00:00+01:00", "count": 2, "transactions": [tx2, tx1],
             "totals": {"items": 2, "units": 3, "value_eur": 2 * 186.0 + 94.5}})
    t7 = taq(2, "2025-05-31", [{k: val for k, val in tx1.items() if k != "item_id"}] + act0)  # bad: expiry of lot 10231187 drifts
    turns = [
        (call("search_items", query="Taq", category="enzymes"), t1),
        (call("get_item", item_id="RGT-00417"), t2),
        (call("checkout_item", item_id="RGT-00417", lot="10231187", quantity=2, project="PRJ-AMPLI-22", note="96-well colony PCR, 2 plates"), t3),
        (call("get_item", item_id="RGT-00991"), t4),
        (call("checkout_item", item_id="RGT-00991", lot="02846511", quantity=1, project="PRJ-AMPLI-22", note="colony PCR"), t5),
        (call("list_transactions", user="k.ng", since="2024-11-19T00:00:00+01:00"), t6),
        (call("get_item", item_id="RGT-00417"), t7),
    ]
    rs.add(task="mcp", tid=tid, system=system, turns=turns,
           state="Kim Ng is setting up two 96-well colony PCR plates for project PRJ-AMPLI-22 and needs Taq polymerase and dNTPs from the core's stock.",
           bad=True, turn=7, kind="expiry date of a reagent lot differs from the one shown earlier; only a checkout happened in between")


# --------------------------------------------------------------------------------------------------
# Library catalog: renewals, a cancelled hold reappears in the patron's hold list
# --------------------------------------------------------------------------------------------------

def library(rs: RowSet, tid: str) -> None:
    tools = [
        tool("get_patron", "Patron account summary by card number or id.", {"card": S, "patron_id": S}, []),
        tool("list_loans", "Current loans of a patron.", {"patron_id": S}, ["patron_id"]),
        tool("renew_loan", "Renew a loan.", {"loan_id": S}, ["loan_id"]),
        tool("list_holds", "Holds of a patron.", {"patron_id": S}, ["patron_id"]),
        tool("cancel_hold", "Cancel a hold.", {"hold_id": S, "reason": S}, ["hold_id"]),
        tool("search_catalog", "Search the catalogue.", {"query": S, "format": S}, ["query"]),
        tool("get_record", "Bibliographic record with items and hold queue.", {"bib_id": INT}, ["bib_id"]),
        tool("place_hold", "Place a hold on a title.", {"bib_id": INT, "patron_id": S, "pickup_branch": S}, ["bib_id", "patron_id", "pickup_branch"]),
    ]
    system = mcp_system("shelfwise-ils", "circulation for Aldermoor Public Libraries (4 branches), staff account desk-central-02", tools)
    pid = "P-55821"

    def patron(loans: int, holds: int) -> str:
        return mcp_text({"patron_id": pid, "card": "21987000412345", "name": "Eleanor Whitcombe", "category": "Adult", "home_branch": "Central",
                         "expires": "2025-08-31", "email": "e.whitcombe@fastmail.co.uk", "notices": "email", "loans": loans, "holds": holds,
                         "fines_gbp": "0.60", "blocks": [], "max_loans": 20, "max_holds": 10})
    loans = [
        {"loan_id": "L-771203", "title": "The Ministry of Time", "author": "Kaliane Bradley", "barcode": "31987004412210", "checked_out": "2024-10-31", "due": "2024-11-21", "renewals": "0/3", "holds_by_others": 0},
        {"loan_id": "L-771204", "title": "Tomorrow, and Tomorrow, and Tomorrow", "author": "Gabrielle Zevin", "barcode": "31987003987752", "checked_out": "2024-10-31", "due": "2024-11-21", "renewals": "1/3", "holds_by_others": 2},
        {"loan_id": "L-770988", "title": "Braiding Sweetgrass", "author": "Robin Wall Kimmerer", "barcode": "31987002205139", "checked_out": "2024-11-07", "due": "2024-11-28", "renewals": "0/3", "holds_by_others": 0},
    ]
    t2 = mcp_text({"patron_id": pid, "loans": loans})
    t3 = mcp_text({"ok": True, "loan_id": "L-771203", "title": "The Ministry of Time", "previous_due": "2024-11-21", "due": "2024-12-12", "renewals": "1/3"})
    t4 = pj({"content": [{"type": "text", "text": "Renewal refused for L-771204: 2 holds by other patrons on 'Tomorrow, and Tomorrow, and Tomorrow'. Due date stays 2024-11-21."}], "isError": True})
    h211 = {"hold_id": "H-90211", "bib_id": 301277, "title": "The Overstory", "author": "Richard Powers", "status": "waiting", "queue_position": "3 of 5",
            "pickup_branch": "Central", "placed": "2024-10-02", "expires": "2025-04-02"}
    h244 = {"hold_id": "H-90244", "bib_id": 377410, "title": "Piranesi", "author": "Susanna Clarke", "status": "in_transit", "queue_position": None,
            "pickup_branch": "Central", "placed": "2024-10-19", "expires": "2025-04-19", "note": "in transit from Eastfield, expected 2024-11-21"}
    t5 = mcp_text({"patron_id": pid, "holds": [h211, h244]})
    t6 = mcp_text({"ok": True, "hold_id": "H-90211", "status": "cancelled", "cancelled_at": "2024-11-19T15:22:08Z", "reason": "patron request (read it as e-book)"})
    t7 = mcp_text({"query": "Klara and the Sun", "total": 3, "results": [
        {"bib_id": 448120, "title": "Klara and the Sun", "author": "Kazuo Ishiguro", "format": "Book", "year": 2021, "publisher": "Faber & Faber", "copies": 4, "available": 0, "holds": 2},
        {"bib_id": 448377, "title": "Klara and the Sun (large print)", "author": "Kazuo Ishiguro", "format": "Large print", "year": 2021, "publisher": "Thorndike", "copies": 1, "available": 1, "holds": 0},
        {"bib_id": 452009, "title": "Klara and the Sun", "author": "Kazuo Ishiguro", "format": "eBook (BorrowBox)", "year": 2021, "publisher": "Faber & Faber", "copies": 3, "available": 0, "holds": 5}]})
    t8 = mcp_text({"bib_id": 448120, "title": "Klara and the Sun", "author": "Kazuo Ishiguro", "isbn": "9780571364879", "format": "Book", "pages": 303,
                   "subjects": ["Artificial intelligence -- Fiction", "Friendship -- Fiction"], "holds_queue": 2, "items": [
                       {"barcode": "31987004120931", "branch": "Central", "shelfmark": "F ISH", "status": "on loan", "due": "2024-11-25"},
                       {"barcode": "31987004120949", "branch": "Central", "shelfmark": "F ISH", "status": "on loan", "due": "2024-12-03"},
                       {"barcode": "31987004120956", "branch": "Eastfield", "shelfmark": "F ISH", "status": "on loan", "due": "2024-12-02"},
                       {"barcode": "31987004120964", "branch": "Riverside", "shelfmark": "F ISH", "status": "in transit", "due": None}]})
    h318 = {"hold_id": "H-90318", "bib_id": 448120, "title": "Klara and the Sun", "author": "Kazuo Ishiguro", "status": "waiting", "queue_position": "3 of 3",
            "pickup_branch": "Central", "placed": "2024-11-19", "expires": "2025-05-19"}
    t9 = mcp_text({"ok": True, "hold": h318, "estimated_wait": "3-5 weeks"})
    t10 = mcp_text({"patron_id": pid, "holds": [h211, h244, h318]})  # bad: cancelled hold H-90211 listed again
    t11 = patron(3, 2)
    loans2 = [dict(loans[0], due="2024-12-12", renewals="1/3"), loans[1], loans[2]]
    t12 = mcp_text({"patron_id": pid, "loans": loans2})
    turns = [
        (call("get_patron", card="21987000412345"), patron(3, 2)),
        (call("list_loans", patron_id=pid), t2),
        (call("renew_loan", loan_id="L-771203"), t3),
        (call("renew_loan", loan_id="L-771204"), t4),
        (call("list_holds", patron_id=pid), t5),
        (call("cancel_hold", hold_id="H-90211", reason="patron request (read it as e-book)"), t6),
        (call("search_catalog", query="Klara and the Sun", format="any"), t7),
        (call("get_record", bib_id=448120), t8),
        (call("place_hold", bib_id=448120, patron_id=pid, pickup_branch="Central"), t9),
        (call("list_holds", patron_id=pid), t10),
        (call("get_patron", patron_id=pid), t11),
        (call("list_loans", patron_id=pid), t12),
    ]
    rs.add(task="mcp", tid=tid, system=system, turns=turns,
           state="Eleanor Whitcombe is at the Central desk: she wants her loans renewed, her hold on 'The Overstory' cancelled (she read it as an e-book) and a hold on 'Klara and the Sun' for pickup at Central.",
           bad=True, turn=10, kind="a hold cancelled earlier (H-90211) is listed again as waiting in the patron's holds")


# --------------------------------------------------------------------------------------------------
# Home-automation hub: a renamed lamp shows up under its old name in a later device list
# --------------------------------------------------------------------------------------------------

def home(rs: RowSet, tid: str) -> None:
    tools = [
        tool("list_devices", "List devices, optionally for one room, with live state.", {"room": S}, []),
        tool("get_device", "One device with state and attributes.", {"device_id": S}, ["device_id"]),
        tool("rename_device", "Rename a device.", {"device_id": S, "name": S}, ["device_id", "name"]),
        tool("set_device_state", "Set the state of a device.", {"device_id": S, "on": B, "level": INT, "color_temp_k": INT, "setpoint_c": {"type": "number"}}, ["device_id"]),
        tool("list_scenes", "List scenes.", {}, []),
        tool("get_scene", "Scene definition.", {"scene_id": S}, ["scene_id"]),
        tool("activate_scene", "Run a scene.", {"scene_id": S}, ["scene_id"]),
        tool("get_energy_report", "Energy use per device.", {"period": S, "room": S}, ["period"]),
    ]
    system = mcp_system("hearthhub", "home-automation hub 'Hearth HH-2' at Linde 14, local API", tools)

    def dev_list(st: dict[str, str], updated: str) -> str:
        rows = [
            ("Living room", "dev_17", "Ceiling", "dimmer"), ("Living room", "dev_41", st["lamp_name"], "dimmer (CT)"), ("Living room", "dev_52", "TV plug", "smart plug"),
            ("Living room", "dev_63", "Window contact", "contact"), ("Living room", "dev_70", "Thermostat", "thermostat"), ("Living room", "dev_71", "Blinds", "cover"),
            ("Kitchen", "dev_21", "Spots", "dimmer"), ("Kitchen", "dev_24", "Fridge plug", "smart plug"), ("Kitchen", "dev_26", "Dishwasher plug", "smart plug"),
            ("Kitchen", "dev_28", "Smoke detector", "smoke"), ("Hallway", "dev_31", "Front door lock", "lock"), ("Hallway", "dev_33", "Motion sensor", "motion"),
            ("Hallway", "dev_35", "Hall light", "switch"), ("Bedroom", "dev_44", "Bedside lamp", "dimmer"), ("Bedroom", "dev_46", "Radiator valve", "TRV"),
            ("Bedroom", "dev_48", "Bedroom blinds", "cover"), ("Office", "dev_90", "Desk plug", "smart plug"), ("Garden", "dev_81", "Garden lights", "switch"),
            ("Garden", "dev_83", "Outdoor sensor", "climate")]
        out = [f"Hearth HH-2 · 19 devices in 6 rooms · state as of {updated}", "", f"{'ROOM':<13}{'ID':<8}{'NAME':<17}{'TYPE':<13}STATE"]
        out += [f"{room:<13}{did:<8}{name:<17}{typ:<13}{st[did]}" for room, did, name, typ in rows]
        out += ["", "Automations active: 'Garden lights sunset-23:00', 'Hall light on motion after sunset (only if Hall light off > 10 min)', 'Away mode (geofence)'"]
        return "\n".join(out)
    s1 = {"lamp_name": "Lamp 3", "dev_17": "on 80% · 9.6 W", "dev_41": "off", "dev_52": "on · 64.2 W", "dev_63": "closed (since 18:02)",
          "dev_70": "21.4 °C, setpoint 21.0 °C, idle, RH 46%", "dev_71": "open 100%", "dev_21": "on 45% · 11.2 W", "dev_24": "on · 82.5 W",
          "dev_26": "on · 1,912 W (eco 50 °C, 1:12 left)", "dev_28": "ok · battery 87%", "dev_31": "locked (since 18:40)",
          "dev_33": "no motion (last 19:32:10)", "dev_35": "off", "dev_44": "off", "dev_46": "19.0 °C, setpoint 18.0 °C, valve 0%",
          "dev_48": "closed 0%", "dev_90": "on · 3.2 W (standby)", "dev_81": "on (schedule until 23:00)", "dev_83": "6.2 °C, RH 88%"}
    t1 = dev_list(s1, "19:41:07")
    t2 = pj({"ok": True, "device_id": "dev_41", "name": "Reading Lamp", "previous_name": "Lamp 3", "room": "Living room"})
    t3 = pj({"ok": True, "device_id": "dev_41", "name": "Reading Lamp", "state": {"on": True, "level": 60, "color_temp_k": 2700, "power_w": 4.1},
             "transition_ms": 400, "reported_at": "2024-11-19T19:41:52+01:00"})
    t4 = pj({"scenes": [
        {"scene_id": "sc_1", "name": "Morning", "actions": 5, "last_run": "2024-11-19T06:45:00+01:00", "trigger": "schedule weekdays 06:45"},
        {"scene_id": "sc_2", "name": "Good night", "actions": 9, "last_run": "2024-11-18T23:12:40+01:00", "trigger": "manual / bedside button"},
        {"scene_id": "sc_4", "name": "Movie night", "actions": 4, "last_run": "2024-11-15T20:31:09+01:00", "trigger": "manual"},
        {"scene_id": "sc_7", "name": "Away", "actions": 11, "last_run": "2024-11-17T09:58:23+01:00", "trigger": "geofence: last person leaves"}]})
    t5 = pj({"scene_id": "sc_4", "name": "Movie night", "trigger": "manual", "actions": [
        {"device_id": "dev_17", "device": "Ceiling", "set": {"on": False}},
        {"device_id": "dev_41", "device": "Reading Lamp", "set": {"on": True, "level": 20, "color_temp_k": 2200}},
        {"device_id": "dev_52", "device": "TV plug", "set": {"on": True}},
        {"device_id": "dev_71", "device": "Blinds", "set": {"position": 0}}]})
    t6 = pj({"ok": True, "scene_id": "sc_4", "run_id": "run_88213", "started_at": "2024-11-19T19:43:30+01:00", "results": [
        {"device_id": "dev_17", "status": "done"}, {"device_id": "dev_41", "status": "done"}, {"device_id": "dev_52", "status": "unchanged (already on)"},
        {"device_id": "dev_71", "status": "moving (est. 18 s)"}]})
    # bad: dev_41 listed under its old name after the confirmed rename
    s7 = dict(s1, **{"dev_17": "off · 0.0 W", "dev_41": "on 20% · 2200 K · 1.6 W", "dev_52": "on · 71.8 W", "dev_70": "21.5 °C, setpoint 21.0 °C, idle, RH 47%",
                     "dev_71": "closed 0%", "dev_24": "on · 3.1 W", "dev_26": "on · 142 W (eco 50 °C, 1:09 left)", "dev_33": "motion (19:43:58)",
                     "dev_35": "on (automation, 19:43:58)", "dev_83": "6.1 °C, RH 88%"})
    t7 = dev_list(s7, "19:44:21")
    t8 = pj({"period": "today", "room": "Living room", "unit": "kWh", "until": "2024-11-19T19:44:30+01:00", "devices": [
        {"device_id": "dev_52", "name": "TV plug", "kwh": 0.438}, {"device_id": "dev_17", "name": "Ceiling", "kwh": 0.211},
        {"device_id": "dev_41", "name": "Reading Lamp", "kwh": 0.003}, {"device_id": "dev_71", "name": "Blinds", "kwh": 0.001}],
        "total_kwh": 0.653, "cost_eur": 0.18, "tariff": "dynamic, 0.276 EUR/kWh now"})
    t9 = pj({"ok": True, "device_id": "dev_70", "name": "Thermostat", "state": {"setpoint_c": 21.5, "current_c": 21.5, "mode": "heat", "action": "idle"},
             "reported_at": "2024-11-19T19:45:02+01:00"})
    t10 = pj({"device_id": "dev_41", "name": "Reading Lamp", "room": "Living room", "type": "dimmer (color temperature)", "model": "Hue White Ambiance E27 (LTA009)",
              "protocol": "zigbee", "ieee": "00:17:88:01:0b:3c:5e:72", "firmware": "1.116.3", "link_quality": 184,
              "state": {"on": True, "level": 20, "color_temp_k": 2200, "power_w": 1.6}, "last_seen": "2024-11-19T19:45:11+01:00",
              "in_scenes": ["Movie night", "Good night", "Away"]})
    turns = [
        (call("list_devices"), t1),
        (call("rename_device", device_id="dev_41", name="Reading Lamp"), t2),
        (call("set_device_state", device_id="dev_41", on=True, level=60, color_temp_k=2700), t3),
        (call("list_scenes"), t4),
        (call("get_scene", scene_id="sc_4"), t5),
        (call("activate_scene", scene_id="sc_4"), t6),
        (call("list_devices"), t7),
        (call("get_energy_report", period="today", room="Living room"), t8),
        (call("set_device_state", device_id="dev_70", setpoint_c=21.5), t9),
        (call("get_device", device_id="dev_41"), t10),
    ]
    rs.add(task="mcp", tid=tid, system=system, turns=turns,
           state="Evening at Linde 14. The residents asked the assistant to give the new floor lamp a proper name and set up the living room for a film.",
           bad=True, turn=7, kind="a device renamed earlier (and shown with its new name in the scene) is listed under its old name")

# --------------------------------------------------------------------------------------------------
# CRM (clean): deal moved to negotiation with a new amount; pipeline totals recomputed, compact format
# --------------------------------------------------------------------------------------------------

def crm(rs: RowSet, tid: str) -> None:
    tools = [
        tool("search_contacts", "Search contacts by name, email or company.", {"query": S, "limit": INT}, ["query"]),
        tool("get_company", "Company record with open deals.", {"company_id": S}, ["company_id"]),
        tool("list_deals", "List deals of a pipeline, optionally one stage.", {"pipeline": S, "stage": S, "sort": S}, ["pipeline"]),
        tool("get_pipeline_summary", "Counts, totals and weighted totals per stage.", {"pipeline": S, "format": S}, ["pipeline"]),
        tool("update_deal", "Update a deal's stage, amount or close date.", {"deal_id": S, "stage": S, "amount": {"type": "number"}, "close_date": S}, ["deal_id"]),
        tool("create_note", "Attach a note to a record.", {"deal_id": S, "body": S}, ["deal_id", "body"]),
        tool("create_task", "Create a follow-up task.", {"deal_id": S, "title": S, "due": S, "assignee": S}, ["deal_id", "title"]),
        tool("list_activities", "Activity feed of a deal, newest first.", {"deal_id": S, "limit": INT}, ["deal_id"]),
    ]
    system = mcp_system("copperleaf-crm", "Copperleaf CRM tenant 'Vantara Software', user marta.kowalski", tools)
    pipe = "EMEA Mid-market"
    prob = {"Qualified": 20, "Proposal": 40, "Negotiation": 60, "Verbal": 80}
    deals = {
        "DL-3301": ["Brightwave Media – 30 seats", "Qualified", 18000, "2025-01-31", "Jonas Berg"],
        "DL-3320": ["Kopparberg Analytics – platform", "Qualified", 27500, "2025-02-28", "Marta Kowalski"],
        "DL-3329": ["Solenne Hotels – pilot", "Qualified", 12000, "2025-01-15", "Luca Ferri"],
        "DL-3287": ["Halvorsen Maritime – 40 seats", "Proposal", 48000, "2024-12-20", "Marta Kowalski"],
        "DL-3295": ["Treviso Foods – renewal + upsell", "Proposal", 36000, "2024-12-31", "Luca Ferri"],
        "DL-3310": ["Baltic Rail Parts – 19 seats", "Proposal", 22800, "2025-01-10", "Jonas Berg"],
        "DL-3314": ["Lumio Health – enterprise tier", "Proposal", 61200, "2025-01-31", "Marta Kowalski"],
        "DL-3262": ["Oostdijk Bouw – 60 seats", "Negotiation", 74000, "2024-11-29", "Jonas Berg"],
        "DL-3271": ["Castellan Insurance – platform", "Negotiation", 55500, "2024-12-06", "Luca Ferri"],
        "DL-3255": ["Norrvik Energi – enterprise", "Verbal", 91000, "2024-11-30", "Marta Kowalski"],
    }

    def eur(x: float) -> str:
        return f"{x:,.2f} EUR"

    def k(x: float) -> str:
        return f"€{x / 1000:.1f}k"

    def summary(d: dict[str, list[Any]], as_of: str, compact: bool) -> str:
        f = k if compact else eur
        rows = []
        for st in prob:
            amts = [v[2] for v in d.values() if v[1] == st]
            rows.append({"stage": st, "probability_pct": prob[st], "deals": len(amts), "total": f(sum(amts)), "weighted": f(sum(amts) * prob[st] / 100)})
        tot = sum(v[2] for v in d.values())
        wt = sum(v[2] * prob[v[1]] / 100 for v in d.values())
        return pj({"pipeline": pipe, "as_of": as_of, "currency": "EUR", "stages": rows, "open_deals": len(d), "total": f(tot), "weighted_total": f(wt)})

    def dl(d: dict[str, list[Any]], stage: str, sort: str) -> str:
        ks = [x for x in d if d[x][1] == stage]
        if sort == "amount_desc":
            ks.sort(key=lambda x: -d[x][2])
        else:
            ks.sort(key=lambda x: d[x][3])
        return pj({"pipeline": pipe, "stage": stage, "count": len(ks), "deals": [
            {"deal_id": x, "name": d[x][0], "amount": eur(d[x][2]), "probability_pct": prob[stage], "close_date": d[x][3], "owner": d[x][4]} for x in ks]})
    t1 = pj({"query": "Halvorsen", "count": 2, "contacts": [
        {"contact_id": "CT-8812", "name": "Ingrid Halvorsen", "title": "Head of Procurement", "company": "Halvorsen Maritime AS", "company_id": "CO-2207",
         "email": "ingrid.halvorsen@halvorsen-maritime.no", "phone": "+47 55 30 19 40", "last_contacted": "1 hour ago (call)"},
        {"contact_id": "CT-9034", "name": "Erik Halvorsen", "title": "Partner", "company": "Halvorsen & Dahl Advokater", "company_id": "CO-2561",
         "email": "eh@hd-advokater.no", "phone": "+47 22 41 07 88", "last_contacted": "3 months ago (email)"}]})
    t2 = pj({"company_id": "CO-2207", "name": "Halvorsen Maritime AS", "domain": "halvorsen-maritime.no", "industry": "Shipping & logistics", "employees": 420,
             "country": "Norway", "city": "Bergen", "owner": "Marta Kowalski", "lifecycle": "Opportunity", "arr": "0.00 EUR",
             "open_deals": [{"deal_id": "DL-3287", "name": deals["DL-3287"][0], "stage": "Proposal", "amount": eur(48000)}],
             "contacts": ["CT-8812 Ingrid Halvorsen", "CT-8815 Knut Aasen (IT manager)"], "last_activity": "1 hour ago: call by Marta Kowalski"})
    t3 = dl(deals, "Proposal", "close_date")
    t4 = summary(deals, "2024-11-19T14:02:10Z", False)
    d2 = {x: list(v) for x, v in deals.items()}
    d2["DL-3287"] = ["Halvorsen Maritime – 40 seats", "Negotiation", 52000, "2024-12-13", "Marta Kowalski"]
    t5 = pj({"ok": True, "deal": {"deal_id": "DL-3287", "name": "Halvorsen Maritime – 40 seats", "pipeline": pipe, "stage": "Negotiation",
                                  "previous_stage": "Proposal", "amount": eur(52000), "previous_amount": eur(48000), "probability_pct": 60,
                                  "close_date": "2024-12-13", "stage_changed_at": "2024-11-19T14:04:48Z", "updated_at": "2024-11-19T14:04:48Z"}})
    note = "Call with Ingrid: they want 44 seats instead of 40 (new Stavanger office) and a 13 Dec signature to hit their budget year. Legal review of DPA starts Thursday."
    t6 = pj({"ok": True, "note": {"note_id": "NT-55190", "deal_id": "DL-3287", "body": note, "author": "Marta Kowalski", "created_at": "2024-11-19T14:05:33Z", "created": "just now"}})
    t7 = pj({"ok": True, "task": {"task_id": "TK-20877", "deal_id": "DL-3287", "title": "Send revised order form (44 seats) and DPA", "due": "2024-11-21",
                                  "assignee": "Marta Kowalski", "status": "open", "created_at": "2024-11-19T14:06:10Z"}})
    t8 = pj({"deal_id": "DL-3287", "activities": [
        {"type": "task_created", "summary": "Task TK-20877 'Send revised order form (44 seats) and DPA' due 2024-11-21", "by": "Marta Kowalski", "when": "1 minute ago", "at": "2024-11-19T14:06:10Z"},
        {"type": "note", "summary": note[:80] + "…", "by": "Marta Kowalski", "when": "2 minutes ago", "at": "2024-11-19T14:05:33Z"},
        {"type": "stage_change", "summary": "Proposal → Negotiation; amount 48,000.00 EUR → 52,000.00 EUR; close date 2024-12-20 → 2024-12-13", "by": "Marta Kowalski", "when": "3 minutes ago", "at": "2024-11-19T14:04:48Z"},
        {"type": "call", "summary": "Outbound call with Ingrid Halvorsen, 24 min", "by": "Marta Kowalski", "when": "1 hour ago", "at": "2024-11-19T13:01:37Z"},
        {"type": "email", "summary": "Proposal v2 sent (PDF, 6 pages)", "by": "Marta Kowalski", "when": "6 days ago", "at": "2024-11-13T09:44:02Z"}]})
    t9 = summary(d2, "2024-11-19T14:07:02Z", True)
    t10 = dl(d2, "Negotiation", "amount_desc")
    turns = [
        (call("search_contacts", query="Halvorsen", limit=10), t1),
        (call("get_company", company_id="CO-2207"), t2),
        (call("list_deals", pipeline=pipe, stage="Proposal", sort="close_date"), t3),
        (call("get_pipeline_summary", pipeline=pipe, format="full"), t4),
        (call("update_deal", deal_id="DL-3287", stage="Negotiation", amount=52000, close_date="2024-12-13"), t5),
        (call("create_note", deal_id="DL-3287", body=note), t6),
        (call("create_task", deal_id="DL-3287", title="Send revised order form (44 seats) and DPA", due="2024-11-21", assignee="Marta Kowalski"), t7),
        (call("list_activities", deal_id="DL-3287", limit=5), t8),
        (call("get_pipeline_summary", pipeline=pipe, format="compact"), t9),
        (call("list_deals", pipeline=pipe, stage="Negotiation", sort="amount_desc"), t10),
    ]
    rs.add(task="mcp", tid=tid, system=system, turns=turns,
           state="Marta just finished a call with Halvorsen Maritime: they accept the proposal with 44 seats (EUR 52,000) and want to sign by 13 December.",
           bad=False, kind="clean")


# --------------------------------------------------------------------------------------------------
# Feature flags (clean): ramp a rollout from 10 % to 25 %, live evaluation counters, other environment
# --------------------------------------------------------------------------------------------------

def flags(rs: RowSet, tid: str) -> None:
    tools = [
        tool("list_flags", "List flags of a project in one environment.", {"project": S, "environment": S, "tag": S}, ["project", "environment"]),
        tool("get_flag", "Flag configuration in one environment.", {"project": S, "key": S, "environment": S}, ["project", "key", "environment"]),
        tool("get_flag_metrics", "Evaluation counts and metric results for a time window.", {"project": S, "key": S, "environment": S, "window": S}, ["project", "key", "environment"]),
        tool("update_rollout", "Change the percentage rollout of the fallthrough rule.", {"project": S, "key": S, "environment": S, "percentage": INT, "comment": S}, ["project", "key", "environment", "percentage"]),
        tool("list_audit_log", "Audit entries of a flag, newest first.", {"project": S, "key": S, "limit": INT}, ["project", "key"]),
        tool("toggle_flag", "Turn a flag on or off in one environment.", {"project": S, "key": S, "environment": S, "on": B, "comment": S}, ["project", "key", "environment", "on"]),
    ]
    system = mcp_system("flagpole", "feature-flag service, workspace 'mercato', API token mcp-release-bot", tools)
    pr = "storefront"

    def fl(key: str, on: bool, serve: str, ver: int, upd: str, ev: str) -> str:
        return f"{key:<26} {'ON ' if on else 'OFF'}  {serve:<30} v{ver:<4} {upd:<18} {ev}"

    head = f"{'KEY':<26} {'ST':<3}  {'SERVING':<30} {'VER':<5} {'UPDATED':<18} EVALS (24h)"
    t1 = mcp_text("project storefront · environment production · tag checkout · 5 flags\n\n" + head + "\n" + "\n".join([
        fl("new-checkout-flow", True, "true 10% / false 90%", 14, "3 days ago", "4,361,220"),
        fl("express-pay-button", True, "true 100%", 6, "12 days ago", "4,358,907"),
        fl("checkout-tips-widget", True, "segment beta-testers -> true", 9, "yesterday", "4,360,118"),
        fl("address-autocomplete-v2", False, "off variation: false", 3, "5 days ago", "1,204,332"),
        fl("legacy-cart-banner", True, "true 100%", 6, "41 days ago", "2,977,410")]))

    def flag(env: str, on: bool, pct: int, ver: int, mod: str, by: str) -> dict[str, Any]:
        return {"project": pr, "key": "new-checkout-flow", "environment": env, "name": "New checkout flow (single page)", "on": on, "version": ver,
                "variations": [{"value": True, "name": "new"}, {"value": False, "name": "legacy"}], "off_variation": False,
                "rules": [{"id": "r1", "clause": "user.segment in [internal-staff]", "serve": True}],
                "fallthrough": {"rollout": [{"variation": True, "weight_pct": pct}, {"variation": False, "weight_pct": 100 - pct}], "bucket_by": "user.key", "salt": "nc-flow-7f3a"},
                "prerequisites": [], "tags": ["checkout", "q4-launch"], "last_modified": mod, "last_modified_by": by}
    t2 = mcp_text(flag("production", True, 10, 14, "2024-11-16T10:22:41Z", "j.moreau"))
    t3 = mcp_text({"key": "new-checkout-flow", "environment": "production", "window": {"from": "2024-11-19T13:05:00Z", "to": "2024-11-19T14:05:00Z"},
                   "evaluations": 182400, "by_variation": {"true": 18301, "false": 164099}, "true_share_pct": 10.03,
                   "metrics": {"checkout_completed_rate": {"true": "3.41%", "false": "3.28%", "uplift": "+4.0%", "confidence": "81%"},
                               "client_errors_per_10k": {"true": 1.2, "false": 1.3}}, "eval_latency_p95_ms": 0.4})
    t4 = mcp_text(flag("staging", True, 100, 9, "2024-11-04T15:48:09Z", "a.nakamura"))
    cmt = "Ramp to 25% after 3 days at 10% with no error regression (CHG-4471)."
    t5 = mcp_text({"ok": True, "key": "new-checkout-flow", "environment": "production", "version": 15, "previous_version": 14,
                   "fallthrough": {"rollout": [{"variation": True, "weight_pct": 25}, {"variation": False, "weight_pct": 75}]},
                   "last_modified": "2024-11-19T14:07:12Z", "last_modified_by": "mcp-release-bot", "comment": cmt})
    t6 = mcp_text({"key": "new-checkout-flow", "environment": "production", "window": {"from": "2024-11-19T13:53:30Z", "to": "2024-11-19T14:08:30Z"},
                   "evaluations": 45870, "by_variation": {"true": 5183, "false": 40687}, "true_share_pct": 11.3,
                   "note": "window spans a targeting change at 2024-11-19T14:07:12Z (v14 -> v15)",
                   "metrics": {"checkout_completed_rate": {"true": "3.37%", "false": "3.30%", "uplift": "+2.1%", "confidence": "58%"},
                               "client_errors_per_10k": {"true": 1.1, "false": 1.3}}, "eval_latency_p95_ms": 0.4})
    t7 = mcp_text({"key": "new-checkout-flow", "entries": [
        {"at": "2024-11-19T14:07:12Z", "by": "mcp-release-bot", "env": "production", "version": 15, "change": "fallthrough rollout true 10% -> 25%", "comment": cmt},
        {"at": "2024-11-16T10:22:41Z", "by": "j.moreau", "env": "production", "version": 14, "change": "fallthrough rollout true 5% -> 10%", "comment": "CHG-4402"},
        {"at": "2024-11-13T09:15:03Z", "by": "j.moreau", "env": "production", "version": 13, "change": "fallthrough rollout true 1% -> 5%", "comment": "CHG-4380"},
        {"at": "2024-11-12T16:40:27Z", "by": "a.nakamura", "env": "production", "version": 12, "change": "rule r1 added: internal-staff -> true", "comment": None},
        {"at": "2024-11-12T16:38:55Z", "by": "a.nakamura", "env": "production", "version": 11, "change": "flag turned ON (fallthrough true 1%)", "comment": "launch window opened"}],
        "has_more": True})
    t8 = mcp_text({"ok": True, "key": "legacy-cart-banner", "environment": "production", "on": False, "version": 7, "previous_version": 6,
                   "serving": "off variation: false", "last_modified": "2024-11-19T14:09:40Z", "last_modified_by": "mcp-release-bot"})
    t9 = mcp_text("project storefront · environment production · tag checkout · 5 flags\n\n" + head + "\n" + "\n".join([
        fl("new-checkout-flow", True, "true 25% / false 75%", 15, "4 minutes ago", "4,362,871"),
        fl("express-pay-button", True, "true 100%", 6, "12 days ago", "4,360,554"),
        fl("checkout-tips-widget", True, "segment beta-testers -> true", 9, "yesterday", "4,361,762"),
        fl("address-autocomplete-v2", False, "off variation: false", 3, "5 days ago", "1,204,790"),
        fl("legacy-cart-banner", False, "off variation: false", 7, "just now", "2,978,566")]))
    turns = [
        (call("list_flags", project=pr, environment="production", tag="checkout"), t1),
        (call("get_flag", project=pr, key="new-checkout-flow", environment="production"), t2),
        (call("get_flag_metrics", project=pr, key="new-checkout-flow", environment="production", window="1h"), t3),
        (call("get_flag", project=pr, key="new-checkout-flow", environment="staging"), t4),
        (call("update_rollout", project=pr, key="new-checkout-flow", environment="production", percentage=25, comment=cmt), t5),
        (call("get_flag_metrics", project=pr, key="new-checkout-flow", environment="production", window="15m"), t6),
        (call("list_audit_log", project=pr, key="new-checkout-flow", limit=5), t7),
        (call("toggle_flag", project=pr, key="legacy-cart-banner", environment="production", on=False, comment="banner retired with new checkout"), t8),
        (call("list_flags", project=pr, environment="production", tag="checkout"), t9),
    ]
    rs.add(task="mcp", tid=tid, system=system, turns=turns,
           state="Release checklist CHG-4471: if new-checkout-flow shows no regression at 10 %, ramp production to 25 % and retire legacy-cart-banner. Now 2024-11-19 14:05 UTC.",
           bad=False, kind="clean")


# --------------------------------------------------------------------------------------------------
# Warehouse: inbound receipt and putaway; a bin quantity that nothing touched changes
# --------------------------------------------------------------------------------------------------

def warehouse(rs: RowSet, tid: str) -> None:
    tools = [
        tool("get_asn", "Advance shipping notice with its lines.", {"asn_id": S}, ["asn_id"]),
        tool("get_sku_inventory", "On-hand, allocated and per-location stock of a SKU.", {"sku": S}, ["sku"]),
        tool("receive_asn_line", "Receive a line of an ASN into a location; creates an LPN.", {"asn_id": S, "line": INT, "quantity": INT, "location": S, "reason": S}, ["asn_id", "line", "quantity", "location"]),
        tool("move_stock", "Move an LPN or a quantity between locations.", {"lpn": S, "from_location": S, "to_location": S}, ["lpn", "to_location"]),
        tool("get_bin", "Location details and contents.", {"location": S}, ["location"]),
    ]
    system = mcp_system("stockyard-wms", "warehouse management for DC Kolding (site KOL1), user rf-gun-14 / agent", tools)
    asn = "ASN-88412"

    def asn_doc(r1: int, r2: int, status: str) -> str:
        return pj({"asn_id": asn, "supplier": "Nordhavn Hardware ApS", "po": "PO-2024-5519", "carrier": "DSV Road", "dock": "D4", "status": status,
                   "expected": "2024-11-19", "arrived_at": "2024-11-19T09:58:20+01:00", "lines": [
                       {"line": 1, "sku": "SKU-10477", "description": "Hex bolt M8x40 zinc, box of 200", "uom": "case", "expected": 48, "received": r1},
                       {"line": 2, "sku": "SKU-20931", "description": "Nylon lock nut M8, box of 500", "uom": "case", "expected": 120, "received": r2},
                       {"line": 3, "sku": "SKU-33102", "description": "Flat washer M8 DIN 125, box of 1000", "uom": "case", "expected": 24, "received": 0}]})

    meta = {"A-12-04": {"lpns": [], "last_counted": "2024-10-28", "last_movement": "2024-11-18T15:40:12+01:00 pick -8 (SO-771655)"},
            "RES-07-01": {"lpns": ["LPN-0007729905"], "last_counted": "2024-10-28", "last_movement": "2024-11-04T07:55:31+01:00 putaway +96 (ASN-88107)"}}

    def inv(bins: list[tuple[str, int, str]], on_hand: int, a1203: dict[str, Any]) -> str:
        return pj({"sku": "SKU-10477", "description": "Hex bolt M8x40 zinc, box of 200", "uom": "case", "case_weight_kg": 3.1, "abc_class": "A",
                   "on_hand": on_hand, "allocated": 40, "available": on_hand - 40,
                   "locations": [dict({"location": b, "qty": q, "type": t}, **(a1203 if b == "A-12-03" else meta[b])) for b, q, t in bins],
                   "inbound": [{"asn": "ASN-88412", "line": 1, "expected": 48, "received": 48 if on_hand > 312 else 0}],
                   "open_orders": [{"order": "SO-771902", "qty": 24, "status": "allocated"}, {"order": "SO-771944", "qty": 16, "status": "allocated"}]})
    t1 = asn_doc(0, 0, "arrived")
    a_before = {"lpns": [], "last_counted": "2024-10-28", "last_movement": "2024-11-18T16:02:49+01:00 pick -12 (SO-771690)"}
    a_after = {"lpns": ["LPN-0007734512"], "last_counted": "2024-10-28", "last_movement": "2024-11-19T10:14:02+01:00 move_in +48 (LPN-0007734512)"}
    t2 = inv([("A-12-03", 120, "pick face"), ("A-12-04", 96, "pick face"), ("RES-07-01", 96, "reserve pallet")], 312, a_before)
    t3 = pj({"ok": True, "asn_id": asn, "line": 1, "sku": "SKU-10477", "received": 48, "lpn": "LPN-0007734512", "location": "DOCK-D4-STAGE",
             "received_at": "2024-11-19T10:12:44+01:00", "line_status": "complete"})
    t4 = pj({"ok": True, "lpn": "LPN-0007734512", "sku": "SKU-10477", "qty": 48, "from": "DOCK-D4-STAGE", "to": "A-12-03",
             "moved_at": "2024-11-19T10:14:02+01:00", "to_location_qty_after": 168})
    t5 = pj({"ok": True, "asn_id": asn, "line": 2, "sku": "SKU-20931", "received": 118, "lpn": "LPN-0007734513", "location": "DOCK-D4-STAGE",
             "received_at": "2024-11-19T10:16:31+01:00", "line_status": "short", "discrepancy": {"id": "DSC-30418", "type": "short", "qty": -2, "note": "2 cases missing on pallet 2"}})
    t6 = pj({"location": "A-12-03", "zone": "A (small parts)", "type": "pick face", "capacity_cases": 200, "qty_cases": 168, "utilization_pct": 84,
             "contents": [{"sku": "SKU-10477", "qty": 120, "lpn": None}, {"sku": "SKU-10477", "qty": 48, "lpn": "LPN-0007734512"}],
             "last_activity": {"type": "move_in", "lpn": "LPN-0007734512", "at": "2024-11-19T10:14:02+01:00", "by": "rf-gun-14"}, "blocked": False})
    # bad: A-12-04 drifts 96 -> 86 (no pick or move touched it); the bins no longer add up to on_hand
    t7 = inv([("A-12-03", 168, "pick face"), ("A-12-04", 86, "pick face"), ("RES-07-01", 96, "reserve pallet")], 360, a_after)
    t8 = pj({"ok": True, "lpn": "LPN-0007734513", "sku": "SKU-20931", "qty": 118, "from": "DOCK-D4-STAGE", "to": "B-03-11",
             "moved_at": "2024-11-19T10:19:47+01:00", "to_location_qty_after": 118})
    t9 = asn_doc(48, 118, "receiving")
    turns = [
        (call("get_asn", asn_id=asn), t1),
        (call("get_sku_inventory", sku="SKU-10477"), t2),
        (call("receive_asn_line", asn_id=asn, line=1, quantity=48, location="DOCK-D4-STAGE"), t3),
        (call("move_stock", lpn="LPN-0007734512", from_location="DOCK-D4-STAGE", to_location="A-12-03"), t4),
        (call("receive_asn_line", asn_id=asn, line=2, quantity=118, location="DOCK-D4-STAGE", reason="2 cases missing on pallet 2"), t5),
        (call("get_bin", location="A-12-03"), t6),
        (call("get_sku_inventory", sku="SKU-10477"), t7),
        (call("move_stock", lpn="LPN-0007734513", from_location="DOCK-D4-STAGE", to_location="B-03-11"), t8),
        (call("get_asn", asn_id=asn), t9),
    ]
    rs.add(task="mcp", tid=tid, system=system, turns=turns,
           state="DC Kolding, inbound dock D4. Picking in zone A is paused until 11:00 for the stock count prep; the agent receives ASN-88412 and puts it away.",
           bad=True, turn=7, kind="quantity in an untouched bin changes after putaway; per-location quantities no longer sum to on-hand")

# --------------------------------------------------------------------------------------------------
# Greenhouse climate controller (clean): setpoint change, vent moving, controller reboot
# --------------------------------------------------------------------------------------------------

def greenhouse(rs: RowSet, tid: str) -> None:
    tools = [
        tool("get_controller_info", "Controller firmware, uptime, processes and warnings.", {}, []),
        tool("get_zone_status", "Live climate readings and actuator positions of a zone.", {"zone": INT}, ["zone"]),
        tool("set_setpoint", "Change a zone setpoint.", {"zone": INT, "cooling_c": {"type": "number"}, "heating_c": {"type": "number"}}, ["zone"]),
        tool("get_actuator", "Commanded and measured position of an actuator.", {"zone": INT, "actuator": S}, ["zone", "actuator"]),
        tool("reboot_controller", "Reboot the controller (climate control resumes from stored setpoints).", {"reason": S}, ["reason"]),
        tool("get_history", "Bucketed history of a zone metric.", {"zone": INT, "metric": S, "minutes": INT, "bucket_min": INT}, ["zone", "metric"]),
    ]
    system = mcp_system("verdant-ctl", "climate controller VC-300 'Glasshouse 2' at Kwekerij De Hoek", tools)
    t1 = pj({"controller": "VC-300", "name": "Glasshouse 2", "firmware": "3.8.2", "serial": "VC3-22-04417", "time": "2024-06-19T11:02:14+02:00",
             "uptime": "41d 06:12:09", "boot_id": "b7e1c04a-5d2f-4c8e-9a13-60f2d7e4b915", "processes": {"climated": {"pid": 1187, "state": "running"}, "modbus-bridge": {"pid": 1203, "state": "running"}},
             "last_reboot": {"at": "2024-05-09T04:50:05+02:00", "reason": "scheduled firmware update 3.8.1 -> 3.8.2"}, "zones": 4,
             "warnings": ["zone 2 roof_vent: position feedback stale since 10:21:37 (modbus unit 12 not answering)"]})
    t2 = pj({"zone": 2, "crop": "tomato (Merlice), week 19", "as_of": "2024-06-19T11:02:20+02:00", "air_temp_c": 31.4, "rh_pct": 48, "vpd_kpa": 2.37,
             "co2_ppm": 612, "par_umol": 742, "setpoints": {"heating_c": 18.0, "cooling_c": 27.0}, "roof_vent_pct": 15, "roof_vent_feedback": "stale",
             "shade_screen_pct": 0, "misting": "off", "heating_pipe_c": 24.1, "alarms": ["HIGH_TEMP (> 30 °C for 20 min)"]})
    t3 = pj({"ok": True, "zone": 2, "setpoints": {"heating_c": 18.0, "cooling_c": 25.5}, "previous": {"cooling_c": 27.0},
             "control": "roof vent target 60% (P-band 4 K), misting enabled above 30 °C with VPD > 1.8 kPa", "applied_at": "2024-06-19T11:03:02+02:00"})
    t4 = pj({"zone": 2, "actuator": "roof_vent", "commanded_pct": 60, "measured_pct": 15, "feedback_age_s": 2485, "state": "fault",
             "fault": "FB_STALE: no answer from modbus unit 12 since 10:21:37", "motor_current_a": None, "hint": "modbus bridge restart or controller reboot"})
    t5 = pj({"ok": True, "accepted_at": "2024-06-19T11:04:11+02:00", "expected_downtime_s": 90,
             "note": "outputs hold their last position during reboot; climate control resumes from stored setpoints"})
    t6 = pj({"controller": "VC-300", "name": "Glasshouse 2", "firmware": "3.8.2", "serial": "VC3-22-04417", "time": "2024-06-19T11:07:36+02:00",
             "uptime": "0d 00:01:47", "boot_id": "0c93f6e2-18ab-4b7d-a5e4-92d17c3f08a6", "processes": {"climated": {"pid": 1192, "state": "running"}, "modbus-bridge": {"pid": 1211, "state": "running"}},
             "last_reboot": {"at": "2024-06-19T11:05:49+02:00", "reason": "manual via API: reset modbus bridge (zone 2 vent feedback stale)"}, "zones": 4,
             "warnings": []})
    t7 = pj({"zone": 2, "actuator": "roof_vent", "commanded_pct": 60, "measured_pct": 34, "feedback_age_s": 1, "state": "moving (opening)",
             "speed_pct_per_min": 18, "eta_s": 87, "fault": None, "motor_current_a": 1.9})
    t8 = pj({"zone": 2, "crop": "tomato (Merlice), week 19", "as_of": "2024-06-19T11:12:05+02:00", "air_temp_c": 30.1, "rh_pct": 51, "vpd_kpa": 2.09,
             "co2_ppm": 538, "par_umol": 768, "setpoints": {"heating_c": 18.0, "cooling_c": 25.5}, "roof_vent_pct": 60, "roof_vent_feedback": "ok",
             "shade_screen_pct": 0, "misting": "on (cycle 20 s / 3 min)", "heating_pipe_c": 23.8, "alarms": ["HIGH_TEMP (> 30 °C for 20 min)"]})
    buckets = [("10:45", 31.0), ("10:50", 31.2), ("10:55", 31.3), ("11:00", 31.4), ("11:05", 31.2), ("11:10", 30.4)]
    t9 = pj({"zone": 2, "metric": "air_temp", "unit": "degC", "bucket_min": 5, "from": "2024-06-19T10:45:00+02:00", "to": "2024-06-19T11:12:30+02:00",
             "series": [{"start": b, "avg": v, "avg_f": round(v * 9 / 5 + 32, 1)} for b, v in buckets],
             "gaps": [{"from": "11:04:11", "to": "11:05:49", "reason": "controller reboot"}], "note": "last bucket partial (2.5 of 5 min)"})
    turns = [
        (call("get_controller_info"), t1),
        (call("get_zone_status", zone=2), t2),
        (call("set_setpoint", zone=2, cooling_c=25.5), t3),
        (call("get_actuator", zone=2, actuator="roof_vent"), t4),
        (call("reboot_controller", reason="reset modbus bridge (zone 2 vent feedback stale)"), t5),
        (call("get_controller_info"), t6),
        (call("get_actuator", zone=2, actuator="roof_vent"), t7),
        (call("get_zone_status", zone=2), t8),
        (call("get_history", zone=2, metric="air_temp", minutes=30, bucket_min=5), t9),
    ]
    rs.add(task="mcp", tid=tid, system=system, turns=turns,
           state="Sunny June noon. The grower reports zone 2 of Glasshouse 2 is too hot and the roof vent did not seem to react; bring the zone down towards 25-26 °C.",
           bad=False, kind="clean")


# --------------------------------------------------------------------------------------------------
# Brewery fermentation log: a setpoint change is stamped before readings logged earlier in the session
# --------------------------------------------------------------------------------------------------

def brewery(rs: RowSet, tid: str) -> None:
    tools = [
        tool("list_batches", "Batches by status.", {"status": S}, []),
        tool("get_batch", "Batch details with recipe targets and last reading.", {"batch_id": S}, ["batch_id"]),
        tool("log_reading", "Log a gravity/temperature/pH reading (server stamps the time).", {"batch_id": S, "gravity": {"type": "number"}, "temp_c": {"type": "number"}, "ph": {"type": "number"}}, ["batch_id"]),
        tool("add_event", "Log a process event (server stamps the time).", {"batch_id": S, "type": S, "details": S}, ["batch_id", "type"]),
        tool("set_temperature", "Change the fermentation temperature setpoint of a batch's tank.", {"batch_id": S, "setpoint_c": {"type": "number"}, "note": S}, ["batch_id", "setpoint_c"]),
        tool("get_tank", "Live tank status.", {"tank": S}, ["tank"]),
        tool("get_batch_timeline", "Timeline of a batch filtered by event types, oldest first.", {"batch_id": S, "types": A, "limit": INT}, ["batch_id"]),
    ]
    system = mcp_system("brewlog", "fermentation tracker of Tidewater Brewing (cellar FV1-FV8), times in UTC", tools)
    t1 = pj({"status": "fermenting", "count": 2, "batches": [
        {"batch_id": "B-0417", "beer": "Citra Pale Ale", "tank": "FV3", "brewed": "2024-10-09", "day": 5, "og": 1.052, "last_sg": 1.018, "last_reading_at": "2024-10-13T08:40:12Z", "apparent_attenuation_pct": 65.4},
        {"batch_id": "B-0419", "beer": "Oatmeal Stout", "tank": "FV5", "brewed": "2024-10-12", "day": 2, "og": 1.064, "last_sg": 1.030, "last_reading_at": "2024-10-13T17:10:45Z", "apparent_attenuation_pct": 53.1}]})
    t2 = pj({"batch_id": "B-0417", "beer": "Citra Pale Ale", "style": "American Pale Ale", "tank": "FV3", "volume_l": 1200, "brewed": "2024-10-09",
             "yeast": {"strain": "US-05 (dry)", "pitched_at": "2024-10-09T15:20:00Z", "pitch_rate": "0.75 M cells/mL/°P"},
             "targets": {"og": 1.052, "fg": 1.011, "abv_pct": 5.4, "ferm_temp_c": 19.5, "dry_hop": "day 5: Citra 2.4 kg + Mosaic 1.2 kg"},
             "og": 1.052, "setpoint_c": 19.5, "last_reading": {"reading_id": "RD-22790", "sg": 1.018, "temp_c": 19.5, "ph": 4.46, "at": "2024-10-13T08:40:12Z"},
             "status": "fermenting", "notes": "Raise to 20.5 °C after dry hop for diacetyl rest."})
    t3 = pj({"ok": True, "reading_id": "RD-22817", "batch_id": "B-0417", "sg": 1.014, "temp_c": 19.8, "ph": 4.42, "recorded_at": "2024-10-14T08:52:31Z",
             "apparent_attenuation_pct": 73.1, "est_abv_pct": 4.99, "trend": "-0.004 in 24 h"})
    t4 = pj({"ok": True, "event_id": "EV-5530", "batch_id": "B-0417", "type": "dry_hop", "details": "Citra 2.4 kg + Mosaic 1.2 kg via hop port, CO2 purge",
             "at": "2024-10-14T09:06:05Z"})
    # bad: server-stamped time of this change is before the reading (08:52:31) and the dry hop (09:06:05) logged earlier
    t5 = pj({"ok": True, "event_id": "EV-5531", "batch_id": "B-0417", "tank": "FV3", "setpoint_c": 20.5, "previous_setpoint_c": 19.5,
             "changed_at": "2024-10-14T08:41:17Z", "note": "free rise for diacetyl rest after dry hop", "ramp": "+0.5 °C/h (est. reached 11:07Z)"})
    t6 = pj({"tank": "FV3", "batch_id": "B-0417", "setpoint_c": 20.5, "current_c": 19.9, "mode": "ramping up", "glycol_valve_pct": 0,
             "pressure_bar": 0.21, "level_l": 1180, "spunding_valve": "set 0.8 bar", "cip_last": "2024-10-08T14:30:00Z", "updated_at": "2024-10-14T09:09:55Z"})
    t7 = pj({"ok": True, "reading_id": "RD-22818", "batch_id": "B-0419", "sg": 1.021, "temp_c": 18.2, "ph": 4.31, "recorded_at": "2024-10-14T09:14:50Z",
             "apparent_attenuation_pct": 67.2, "est_abv_pct": 5.64, "trend": "-0.009 in 16 h"})
    t8 = pj({"batch_id": "B-0417", "types": ["pitch", "reading", "dry_hop"], "events": [
        {"id": "EV-5491", "type": "pitch", "at": "2024-10-09T15:20:00Z", "details": "US-05, 11 packs rehydrated"},
        {"id": "RD-22701", "type": "reading", "at": "2024-10-10T08:35:40Z", "sg": 1.044, "temp_c": 19.4},
        {"id": "RD-22733", "type": "reading", "at": "2024-10-11T08:31:02Z", "sg": 1.031, "temp_c": 19.6},
        {"id": "RD-22761", "type": "reading", "at": "2024-10-12T08:44:27Z", "sg": 1.023, "temp_c": 19.5},
        {"id": "RD-22790", "type": "reading", "at": "2024-10-13T08:40:12Z", "sg": 1.018, "temp_c": 19.5},
        {"id": "RD-22817", "type": "reading", "at": "2024-10-14T08:52:31Z", "sg": 1.014, "temp_c": 19.8},
        {"id": "EV-5530", "type": "dry_hop", "at": "2024-10-14T09:06:05Z", "details": "Citra 2.4 kg + Mosaic 1.2 kg via hop port, CO2 purge"}],
        "truncated": False})
    t9 = pj({"status": "fermenting", "count": 2, "batches": [
        {"batch_id": "B-0417", "beer": "Citra Pale Ale", "tank": "FV3", "brewed": "2024-10-09", "day": 5, "og": 1.052, "last_sg": 1.014, "last_reading_at": "2024-10-14T08:52:31Z", "apparent_attenuation_pct": 73.1},
        {"batch_id": "B-0419", "beer": "Oatmeal Stout", "tank": "FV5", "brewed": "2024-10-12", "day": 2, "og": 1.064, "last_sg": 1.021, "last_reading_at": "2024-10-14T09:14:50Z", "apparent_attenuation_pct": 67.2}]})
    t10 = pj({"ok": True, "event_id": "EV-5532", "batch_id": "B-0419", "type": "note", "details": "Krausen starting to drop, aroma clean; check again tomorrow 08:30.",
              "at": "2024-10-14T09:17:02Z"})
    turns = [
        (call("list_batches", status="fermenting"), t1),
        (call("get_batch", batch_id="B-0417"), t2),
        (call("log_reading", batch_id="B-0417", gravity=1.014, temp_c=19.8, ph=4.42), t3),
        (call("add_event", batch_id="B-0417", type="dry_hop", details="Citra 2.4 kg + Mosaic 1.2 kg via hop port, CO2 purge"), t4),
        (call("set_temperature", batch_id="B-0417", setpoint_c=20.5, note="free rise for diacetyl rest after dry hop"), t5),
        (call("get_tank", tank="FV3"), t6),
        (call("log_reading", batch_id="B-0419", gravity=1.021, temp_c=18.2, ph=4.31), t7),
        (call("get_batch_timeline", batch_id="B-0417", types=["pitch", "reading", "dry_hop"], limit=10), t8),
        (call("list_batches", status="fermenting"), t9),
        (call("add_event", batch_id="B-0419", type="note", details="Krausen starting to drop, aroma clean; check again tomorrow 08:30."), t10),
    ]
    rs.add(task="mcp", tid=tid, system=system, turns=turns,
           state="Monday morning cellar round, 2024-10-14. Log today's readings, do the day-5 dry hop on B-0417 and start its diacetyl rest.",
           bad=True, turn=5, kind="server timestamp of a setpoint change is earlier than a reading and a dry-hop event that were logged before it")


# --------------------------------------------------------------------------------------------------
# Museum collection (clean): object moved to the conservation lab, media attached, public vs internal view
# --------------------------------------------------------------------------------------------------

def museum(rs: RowSet, tid: str) -> None:
    tools = [
        tool("search_objects", "Search the collection.", {"query": S, "department": S, "page": INT, "page_size": INT}, ["query"]),
        tool("get_storage_unit", "Storage unit with environment and contents (first 10 by accession number).", {"unit_id": S}, ["unit_id"]),
        tool("get_object", "Object record; view 'internal' (default) or 'public'.", {"accession": S, "view": S}, ["accession"]),
        tool("update_location", "Record a movement of an object.", {"accession": S, "to_location": S, "reason": S, "handler": S}, ["accession", "to_location"]),
        tool("attach_media", "Attach images to an object record.", {"accession": S, "files": A, "caption": S, "restricted": B}, ["accession", "files"]),
        tool("list_location_history", "Movement history of an object, newest first.", {"accession": S}, ["accession"]),
    ]
    system = mcp_system("accession-cms", "collections management system of the Whitford Museum of Art, user conservation-03", tools)
    acc = "1987.214.3"
    t1 = mcp_text({"query": "celadon", "department": "Asian Art", "total": 23, "page": 1, "page_size": 5, "results": [
        {"accession": "1919.6.12", "title": "Bowl with incised lotus scroll", "culture": "Chinese, Longquan ware", "date": "13th century", "on_view": True},
        {"accession": "1952.88.1", "title": "Ewer in the shape of a bamboo shoot", "culture": "Korean", "date": "12th century", "on_view": False},
        {"accession": acc, "title": "Maebyeong (prunus vase) with inlaid cranes and clouds", "culture": "Korean", "date": "late 12th–13th century", "on_view": False},
        {"accession": "1987.214.7", "title": "Cosmetic box with inlaid chrysanthemums", "culture": "Korean", "date": "13th century", "on_view": False},
        {"accession": "2003.41.2", "title": "Dish with twin fish", "culture": "Chinese, Longquan ware", "date": "13th–14th century", "on_view": True}]})
    cab = ["1952.88.1", "1952.88.4", "1961.302", "1974.19.2", "1987.214.1", "1987.214.2", acc, "1987.214.5", "1987.214.7", "1987.214.9",
           "1991.77", "1994.5.3", "1998.120.1", "2001.9.2", "2005.63", "2009.12.4", "2012.448", "2016.3.1"]
    titles = {"1952.88.1": "Ewer in the shape of a bamboo shoot", "1952.88.4": "Cup stand", "1961.302": "Oil bottle with peony scroll",
              "1974.19.2": "Incense burner with lion lid", "1987.214.1": "Bowl with inlaid willow and ducks", "1987.214.2": "Wine cup",
              acc: "Maebyeong (prunus vase) with inlaid cranes and clouds", "1987.214.5": "Water dropper in the form of a duck",
              "1987.214.7": "Cosmetic box with inlaid chrysanthemums", "1987.214.9": "Spouted bowl", "1991.77": "Maebyeong with carved lotus",
              "1994.5.3": "Lobed cup", "1998.120.1": "Roof-end tile", "2001.9.2": "Bowl with reverse-inlaid peonies", "2005.63": "Jar with iron-brown spots",
              "2009.12.4": "Box lid", "2012.448": "Bowl with incised parrots", "2016.3.1": "Pillow with inlaid cranes"}
    shelf = {a: f"Shelf {1 + i // 5}" for i, a in enumerate(cab)}

    def unit(objs: list[str], env: str, at: str) -> str:
        return mcp_text({"unit_id": "B2-CAB14", "location": "Storage B2 / Cabinet 14", "type": "steel cabinet, 4 shelves, inert foam", "environment": env, "env_at": at,
                         "object_count": len(objs), "showing": f"1-10 of {len(objs)}", "objects": [{"accession": a, "title": titles[a], "shelf": shelf[a]} for a in objs[:10]],
                         "last_audit": "2024-03-14 (complete, no discrepancies)"})
    t2 = unit(cab, "19.8 °C / 48 % RH", "2024-11-19T14:15:00Z")
    rec = {"accession": acc, "title": titles[acc], "object_name": "Maebyeong", "culture": "Korean", "period": "Goryeo dynasty (918–1392)", "date": "late 12th–13th century",
           "medium": "Stoneware with inlaid decoration under celadon glaze", "dimensions": "H. 34.3 cm; Diam. 21.6 cm", "weight_kg": 3.9,
           "credit_line": "Gift of the Harriet and Leon Okada Collection, 1987", "department": "Asian Art",
           "condition": "Good; fine crazing to glaze, old chip to foot rim (stable)", "condition_checked": "2019-05-28",
           "current_location": "Storage B2 / Cabinet 14 / Shelf 2", "location_since": "2019-06-03", "media_count": 4, "on_view": False,
           "rights": "Public domain (image rights: museum)", "last_modified": "2024-08-12T09:31:44Z"}
    t3 = mcp_text(rec)
    t4 = mcp_text({"ok": True, "movement_id": "MV-2024-11873", "accession": acc, "from": "Storage B2 / Cabinet 14 / Shelf 2", "to": "Conservation Lab / Bench 2",
                   "reason": "condition assessment before loan to Sejong Museum (LN-2025-004)", "handler": "M. Ortega", "moved_at": "2024-11-19T14:20:05Z"})
    t5 = mcp_text({"ok": True, "accession": acc, "attached": [
        {"media_id": "IMG-0498812", "file": "1987.214.3_cond_2024-11-19_01.tif", "restricted": True},
        {"media_id": "IMG-0498813", "file": "1987.214.3_cond_2024-11-19_02.tif", "restricted": True}], "media_count": 6})
    t6 = mcp_text({"accession": acc, "title": titles[acc], "culture": "Korean", "period": "Goryeo dynasty (918–1392)", "date": "late 12th–13th century",
                   "medium": "Stoneware with inlaid decoration under celadon glaze", "dimensions": "H. 13 1/2 in. (34.3 cm); Diam. 8 1/2 in. (21.6 cm)",
                   "credit_line": "Gift of the Harriet and Leon Okada Collection, 1987", "location": "Not on view", "images": 4,
                   "url": "https://collection.whitford.org/objects/1987.214.3"})
    t7 = mcp_text({"accession": acc, "movements": [
        {"movement_id": "MV-2024-11873", "to": "Conservation Lab / Bench 2", "at": "2024-11-19T14:20:05Z", "reason": "condition assessment before loan to Sejong Museum (LN-2025-004)", "handler": "M. Ortega", "current": True},
        {"movement_id": "MV-2019-03318", "to": "Storage B2 / Cabinet 14 / Shelf 2", "at": "2019-06-03T10:02:51Z", "reason": "deinstalled from Gallery 233 (rotation)", "handler": "T. Lindqvist", "current": False},
        {"movement_id": "MV-2016-00871", "to": "Gallery 233 / Case 4", "at": "2016-02-11T08:47:10Z", "reason": "installation 'Korean Ceramics'", "handler": "T. Lindqvist", "current": False},
        {"movement_id": "MV-1988-00112", "to": "Storage B2 / Cabinet 14 / Shelf 2", "at": "1988-01-20T00:00:00Z", "reason": "accessioned (migrated record)", "handler": None, "current": False}]})
    cab2 = [a for a in cab if a != acc]
    t8 = unit(cab2, "19.9 °C / 48 % RH", "2024-11-19T14:25:00Z")
    t9 = mcp_text(dict(rec, current_location="Conservation Lab / Bench 2", location_since="2024-11-19T14:20:05Z", media_count=6, last_modified="2024-11-19T14:21:40Z"))
    turns = [
        (call("search_objects", query="celadon", department="Asian Art", page=1, page_size=5), t1),
        (call("get_storage_unit", unit_id="B2-CAB14"), t2),
        (call("get_object", accession=acc), t3),
        (call("update_location", accession=acc, to_location="Conservation Lab / Bench 2", reason="condition assessment before loan to Sejong Museum (LN-2025-004)", handler="M. Ortega"), t4),
        (call("attach_media", accession=acc, files=["1987.214.3_cond_2024-11-19_01.tif", "1987.214.3_cond_2024-11-19_02.tif"], caption="Condition photographs before loan, raking light", restricted=True), t5),
        (call("get_object", accession=acc, view="public"), t6),
        (call("list_location_history", accession=acc), t7),
        (call("get_storage_unit", unit_id="B2-CAB14"), t8),
        (call("get_object", accession=acc), t9),
    ]
    rs.add(task="mcp", tid=tid, system=system, turns=turns,
           state="Loan request LN-2025-004 (Sejong Museum) includes the Goryeo maebyeong 1987.214.3. Conservation must move it to the lab and record condition photographs.",
           bad=False, kind="clean")

# --------------------------------------------------------------------------------------------------
# Observatory queue: a submitted request shows up in the queue under a different request id
# --------------------------------------------------------------------------------------------------

def telescope(rs: RowSet, tid: str) -> None:
    tools = [
        tool("get_instrument_status", "Status of an instrument.", {"instrument": S}, ["instrument"]),
        tool("submit_request", "Submit an observation request to the queue.", {"proposal": S, "target": S, "ra": S, "dec": S, "instrument": S, "exposures": S, "airmass_max": {"type": "number"}, "priority": S}, ["proposal", "target", "ra", "dec", "instrument", "exposures"]),
        tool("get_weather", "Current site weather and dome status.", {}, []),
        tool("list_queue", "Tonight's queue for an instrument, in scheduled order.", {"instrument": S, "night": S}, ["instrument"]),
        tool("get_request", "One request with its scheduling status.", {"request_id": S}, ["request_id"]),
        tool("update_request", "Change the priority or constraints of a request.", {"request_id": S, "priority": S, "airmass_max": {"type": "number"}}, ["request_id"]),
        tool("cancel_request", "Withdraw a request.", {"request_id": S, "reason": S}, ["request_id"]),
    ]
    system = mcp_system("skyqueue", "queue scheduler of the 2.2 m telescope at Calar Alto (instrument SPEC-2), times in UT", tools)
    t1 = mcp_text("SPEC-2 long-slit spectrograph: ONLINE\n"
                  "  mode            long-slit, grating G600 (600 l/mm), slit 1.0\", order-blocking GG385\n"
                  "  wavelength      3900-7200 Å, R ~ 1400\n"
                  "  detector        e2v 2k x 4k, temp -100.2 °C (nominal), binning 2x2, readout 38 s\n"
                  "  calibrations    arcs HeAr 17:40 UT, flats 17:52 UT (ok)\n"
                  "  tonight         2024-11-19/20, sunset twilight end 18:24 UT, morning twilight 05:41 UT\n"
                  "  queue           6 requests, 5.4 h scheduled of 11.3 h dark time")
    mine = {"target": "SN 2024abfl", "proposal": "2024B-017", "exposures": "3 x 600 s", "priority": "ToO-B", "airmass_max": 1.6}
    t2 = pj({"ok": True, "request_id": "RQ-58213", "status": "queued", "queue_position": 7, **mine, "ra": "05:31:24.79", "dec": "+32:41:08.6",
             "submitted_at": "2024-11-19T19:02:44Z", "estimated_start": "2024-11-20T00:45:00Z", "duration_min": 34,
             "visibility": {"rises_above_airmass_1.6": "20:55 UT", "transit": "02:11 UT (airmass 1.03)"}})
    t3 = mcp_text("Site weather 19:03 UT: clear (cloud cover 5 %), seeing 1.1\" (DIMM, 5-min median), humidity 62 %, wind WSW 7 m/s (gusts 10), "
                  "temperature 3.8 °C, dew point -2.7 °C. Dome OPEN since 18:19 UT. No weather alerts.")

    coords = {"NGC 1275": ("03:19:48.16", "+41:30:42.1", "Fabian"), "SN 2024abfl": ("05:31:24.79", "+32:41:08.6", "Ruiz-Carmona"),
              "HD 19445": ("03:08:25.59", "+26:19:51.4", "Okonjo"), "AT 2024wpa": ("02:14:05.33", "+12:08:44.9", "Lindahl"),
              "3C 120": ("04:33:11.10", "+05:21:15.6", "Fabian"), "WD 0501+527": ("05:05:30.61", "+52:49:51.9", "Brückner")}

    def q(rows: list[tuple[str, str, str, str, str, str]]) -> str:
        head = f"{'#':<3}{'REQUEST':<10}{'PROPOSAL':<11}{'PI':<14}{'TARGET':<14}{'RA':<13}{'DEC':<13}{'EXPOSURES':<12}{'PRIO':<7}START (UT)"
        body = "\n".join(f"{i:<3}{a:<10}{b:<11}{coords[c][2]:<14}{c:<14}{coords[c][0]:<13}{coords[c][1]:<13}{d:<12}{e:<7}{f}" for i, (a, b, c, d, e, f) in enumerate(rows, 1))
        return mcp_text(f"SPEC-2 queue for night 2024-11-19/20 · {len(rows)} requests · dark time 18:24-05:41 UT\n" + head + "\n" + body)
    base = [("RQ-58174", "2024B-031", "NGC 1275", "4 x 900 s", "A", "18:40"),
            ("RQ-58190", "2024B-017", "SN 2024abfl", "1 x 900 s", "ToO-B", "20:55"),
            ("RQ-58177", "2024B-009", "HD 19445", "6 x 120 s", "B", "21:15"),
            ("RQ-58202", "2024B-044", "AT 2024wpa", "2 x 1200 s", "ToO-B", "21:40"),
            ("RQ-58185", "2024B-031", "3C 120", "3 x 900 s", "B", "23:05"),
            ("RQ-58199", "2024B-022", "WD 0501+527", "4 x 300 s", "C", "00:20")]
    t4 = q(base + [("RQ-58231", "2024B-017", "SN 2024abfl", "3 x 600 s", "ToO-B", "00:45")])  # bad: submitted as RQ-58213
    t5 = pj({"request_id": "RQ-58213", "status": "queued", "queue_position": 7, **mine, "ra": "05:31:24.79", "dec": "+32:41:08.6",
             "submitted_at": "2024-11-19T19:02:44Z", "estimated_start": "2024-11-20T00:45:00Z", "duration_min": 34, "history": [{"at": "2024-11-19T19:02:44Z", "event": "submitted"}]})
    t6 = pj({"ok": True, "request_id": "RQ-58213", "priority": "ToO-A", "previous_priority": "ToO-B", "queue_position": 3,
             "estimated_start": "2024-11-19T21:15:00Z", "note": "SPEC-2 queue re-optimised; requests after position 3 moved by 40 min"})
    t7 = pj({"ok": True, "request_id": "RQ-58190", "status": "withdrawn", "withdrawn_at": "2024-11-19T19:06:31Z", "reason": "superseded by RQ-58213 (3 x 600 s)"})
    t8 = q([("RQ-58174", "2024B-031", "NGC 1275", "4 x 900 s", "A", "18:40"),
            ("RQ-58213", "2024B-017", "SN 2024abfl", "3 x 600 s", "ToO-A", "20:55"),
            ("RQ-58177", "2024B-009", "HD 19445", "6 x 120 s", "B", "21:35"),
            ("RQ-58202", "2024B-044", "AT 2024wpa", "2 x 1200 s", "ToO-B", "22:00"),
            ("RQ-58185", "2024B-031", "3C 120", "3 x 900 s", "B", "23:25"),
            ("RQ-58199", "2024B-022", "WD 0501+527", "4 x 300 s", "C", "00:40")])
    turns = [
        (call("get_instrument_status", instrument="SPEC-2"), t1),
        (call("submit_request", proposal="2024B-017", target="SN 2024abfl", ra="05:31:24.79", dec="+32:41:08.6", instrument="SPEC-2", exposures="3 x 600 s", airmass_max=1.6, priority="ToO-B"), t2),
        (call("get_weather"), t3),
        (call("list_queue", instrument="SPEC-2", night="2024-11-19"), t4),
        (call("get_request", request_id="RQ-58213"), t5),
        (call("update_request", request_id="RQ-58213", priority="ToO-A"), t6),
        (call("cancel_request", request_id="RQ-58190", reason="superseded by RQ-58213 (3 x 600 s)"), t7),
        (call("list_queue", instrument="SPEC-2", night="2024-11-19"), t8),
    ]
    rs.add(task="mcp", tid=tid, system=system, turns=turns,
           state="PI of proposal 2024B-017 asks for a classification spectrum of the young supernova SN 2024abfl tonight (3 x 600 s), replacing the older single-exposure request.",
           bad=True, turn=4, kind="the request submitted as RQ-58213 appears in the queue under a different id (RQ-58231)")


# --------------------------------------------------------------------------------------------------

ORDER = [stripe, fleet, jira, home, postgres, notion, museum, library, github, flags, sqlite,
         telescope, slack, greenhouse, gcal, warehouse, lab, linear, crm, filesystem, kube, brewery]


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for i, fn in enumerate(ORDER, 1):
        fn(rs, f"h23-mcp-{i:02d}")
    rs.write()


if __name__ == "__main__":
    main()
