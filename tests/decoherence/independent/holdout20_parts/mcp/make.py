# ruff: noqa: E501
"""holdout20, domain mcp: 22 hand-written trajectories of an agent calling one MCP server each.

Eleven carry exactly one planted contradiction (an observation that disagrees with something an earlier
observation or the starting state established); eleven are clean but full of legitimate change (the
agent's own writes, live counters and sensors, re-sorted or filtered listings, unit and format
differences, other users' recorded actions). Half the servers are mainstream (GitHub, Jira, Slack,
Postgres, Notion, Google Calendar, Stripe, Linear, filesystem, SQLite, Sentry), half less common (lab
inventory, fleet telematics, library catalog, CRM, home-automation hub, feature flags, warehouse, print
farm, brewery log, museum collection registry, telescope scheduler).

Run: ``python -m tests.decoherence.independent.holdout20_parts.mcp.make`` (writes ``mcp_test.jsonl``
and ``labels.json`` next to this file). Deterministic, stdlib only.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import A, B, INT, OBJ, S, RowSet, call, mcp_system, mcp_text, pj, tool

TASK = "mcp"
NUM: dict[str, Any] = {"type": "number"}


def tsv(header: list[str], rows: list[list[Any]]) -> str:
    """A fixed-width text table, as several plain-text servers print one."""
    cells = [header] + [[str(c) for c in r] for r in rows]
    width = [max(len(r[i]) for r in cells) for i in range(len(header))]
    out = []
    for k, r in enumerate(cells):
        out.append("  ".join(c.ljust(width[i]) for i, c in enumerate(r)).rstrip())
        if k == 0:
            out.append("  ".join("-" * w for w in width))
    return "\n".join(out)


# ---------------------------------------------------------------------------------------------------------
# 01 GitHub (bad): a config file read twice at the same pinned commit shows a different value.
# ---------------------------------------------------------------------------------------------------------

GH_HEAD = "9c41e0d7b2a84f6e1c35d09a7e62b4f8a1d3c590"
GH_NEWC = "e7a25f1c08d94b3a6e2f71c5d0b8a4e39f6c1d72"
GH_DEFAULTS = """# ledgerd default configuration
# Values here are overridden by /etc/ledgerd/ledgerd.toml and by LEDGERD_* environment variables.

[server]
bind = "0.0.0.0:8420"
workers = 4
graceful_shutdown_secs = 20

[database]
url = "postgres://ledgerd@localhost:5432/ledgerd"
pool_max = 16
statement_timeout_ms = 15000

[sync]
upstream = "https://api.northwind-ledger.example/v2"
request_timeout_secs = 30
batch_size = 500
max_retries = 3
backoff_base_ms = 250

[metrics]
enabled = true
path = "/metrics"
"""
GH_CLIENT = """use std::time::Duration;

use reqwest::Client;
use serde::Deserialize;

use crate::config::SyncConfig;
use crate::error::SyncError;

#[derive(Debug, Deserialize)]
pub struct Batch {
    pub entries: Vec<crate::model::Entry>,
    pub next_cursor: Option<String>,
}

pub struct UpstreamClient {
    http: Client,
    base: String,
    max_retries: u32,
    backoff_base: Duration,
}

impl UpstreamClient {
    pub fn new(cfg: &SyncConfig) -> Result<Self, SyncError> {
        let http = Client::builder()
            .timeout(Duration::from_secs(cfg.request_timeout_secs))
            .build()?;
        Ok(Self {
            http,
            base: cfg.upstream.clone(),
            max_retries: cfg.max_retries,
            backoff_base: Duration::from_millis(cfg.backoff_base_ms),
        })
    }

    pub async fn fetch_batch(&self, ledger: &str, cursor: Option<&str>, limit: usize) -> Result<Batch, SyncError> {
        let url = format!("{}/ledgers/{}/entries", self.base, ledger);
        let mut attempt = 0;
        loop {
            let mut req = self.http.get(&url).query(&[("limit", limit.to_string())]);
            if let Some(c) = cursor {
                req = req.query(&[("cursor", c)]);
            }
            match req.send().await {
                Ok(resp) if resp.status().is_success() => return Ok(resp.json::<Batch>().await?),
                Ok(resp) if attempt < self.max_retries && resp.status().is_server_error() => {}
                Ok(resp) => return Err(SyncError::Upstream(resp.status())),
                Err(e) if attempt < self.max_retries && e.is_timeout() => {}
                Err(e) => return Err(e.into()),
            }
            attempt += 1;
            tokio::time::sleep(self.backoff_base * 2u32.pow(attempt)).await;
        }
    }
}
"""
GH_CLIENT_NEW = GH_CLIENT.replace(
    "    max_retries: u32,\n    backoff_base: Duration,\n}",
    "    max_retries: u32,\n    backoff_base: Duration,\n    base_timeout: Duration,\n}").replace(
    "        let http = Client::builder()\n            .timeout(Duration::from_secs(cfg.request_timeout_secs))\n            .build()?;",
    "        // No client-wide timeout: each request gets one scaled to its batch size (#218).\n        let http = Client::builder().build()?;").replace(
    "            backoff_base: Duration::from_millis(cfg.backoff_base_ms),\n        })",
    "            backoff_base: Duration::from_millis(cfg.backoff_base_ms),\n            base_timeout: Duration::from_secs(cfg.request_timeout_secs),\n        })").replace(
    "            let mut req = self.http.get(&url).query(&[(\"limit\", limit.to_string())]);",
    "            // 20 ms per requested entry on top of the configured base timeout.\n            let timeout = self.base_timeout + Duration::from_millis(20 * limit as u64);\n            let mut req = self.http.get(&url).timeout(timeout).query(&[(\"limit\", limit.to_string())]);")


def gh_file(path: str, content: str, sha: str) -> dict[str, Any]:
    return {"type": "file", "encoding": "utf-8", "size": len(content.encode()), "name": path.rsplit("/", 1)[-1],
            "path": path, "sha": sha, "content": content,
            "url": f"https://api.github.com/repos/northwind-labs/ledgerd/contents/{path}?ref={GH_HEAD}",
            "html_url": f"https://github.com/northwind-labs/ledgerd/blob/{GH_HEAD}/{path}",
            "download_url": f"https://raw.githubusercontent.com/northwind-labs/ledgerd/{GH_HEAD}/{path}"}


def t01(rs: RowSet) -> None:
    repo = {"owner": {"type": "string"}, "repo": {"type": "string"}}
    system = mcp_system("github", "GitHub's official MCP server, acting as the user hana-okafor", [
        tool("list_issues", "List issues in a repository.", {**repo, "state": S, "labels": A, "sort": S, "per_page": INT}, ["owner", "repo"]),
        tool("list_commits", "List commits of a branch or sha.", {**repo, "sha": S, "perPage": INT}, ["owner", "repo"]),
        tool("get_file_contents", "Get the contents of a file or directory at a ref.", {**repo, "path": S, "ref": S}, ["owner", "repo", "path"]),
        tool("create_branch", "Create a new branch.", {**repo, "branch": S, "from_branch": S}, ["owner", "repo", "branch"]),
        tool("create_or_update_file", "Create or update a single file in a branch.", {**repo, "path": S, "content": S, "message": S, "branch": S, "sha": S}, ["owner", "repo", "path", "content", "message", "branch"]),
        tool("create_pull_request", "Open a pull request.", {**repo, "title": S, "head": S, "base": S, "body": S, "draft": B}, ["owner", "repo", "title", "head", "base"]),
        tool("add_issue_comment", "Comment on an issue or pull request.", {**repo, "issue_number": INT, "body": S}, ["owner", "repo", "issue_number", "body"]),
    ])
    o = {"owner": "northwind-labs", "repo": "ledgerd"}

    def issue(n: int, title: str, user: str, labels: list[str], comments: int, created: str, updated: str, body: str) -> dict[str, Any]:
        return {"number": n, "title": title, "state": "open", "user": {"login": user},
                "labels": [{"name": x} for x in labels], "assignees": [], "comments": comments,
                "created_at": created, "updated_at": updated,
                "html_url": f"https://github.com/northwind-labs/ledgerd/issues/{n}", "body": body}

    issues = [
        issue(218, "Sync job times out on large ledgers", "mbautista", ["bug", "sync", "p1"], 6, "2024-11-12T08:41:09Z", "2024-11-18T16:02:55Z",
              "Ledgers with more than ~40k entries never finish the nightly sync. Every batch after the first few fails with `operation timed out` after exactly 30 s, retries 3 times, then the job aborts. Upstream says their p99 for a 500-entry page is ~38 s on big tenants."),
        issue(214, "Metrics endpoint returns 404 when metrics.path has a trailing slash", "dlindqvist", ["bug", "metrics"], 2, "2024-11-07T13:20:44Z", "2024-11-08T09:11:30Z",
              "Setting `path = \"/metrics/\"` makes the route unreachable."),
        issue(209, "Graceful shutdown drops in-flight sync batch", "hana-okafor", ["bug", "sync"], 4, "2024-10-30T10:05:12Z", "2024-11-15T11:47:03Z",
              "SIGTERM during a sync waits graceful_shutdown_secs but the batch being written is lost."),
        issue(203, "`ledgerd migrate --dry-run` still takes the advisory lock", "tpham", ["bug", "cli", "good first issue"], 1, "2024-10-21T17:33:58Z", "2024-10-22T07:14:26Z",
              "Dry runs should not block a concurrent real migration."),
        issue(197, "Pool exhaustion under burst load logs at DEBUG only", "mbautista", ["bug", "observability"], 3, "2024-10-14T09:52:17Z", "2024-11-02T14:28:40Z",
              "When all 16 connections are busy we only see it at DEBUG; should be WARN with the wait time."),
    ]
    commits = [
        {"sha": GH_HEAD, "commit": {"message": "Merge pull request #216 from northwind-labs/tpham/pool-metrics\n\nExport pool wait histogram",
                                    "author": {"name": "Tuan Pham", "email": "tuan@northwind-labs.dev", "date": "2024-11-18T15:27:41Z"}},
         "html_url": f"https://github.com/northwind-labs/ledgerd/commit/{GH_HEAD}", "parents": [{"sha": "52d0b9e41f7a3c6d8e2b0a95c4f1e7d3b6a8c201"}, {"sha": "c3f8a1e07b5d2946e1a0c7d3b8f5e2a4d9c6b113"}]},
        {"sha": "c3f8a1e07b5d2946e1a0c7d3b8f5e2a4d9c6b113", "commit": {"message": "metrics: export pool wait histogram",
                                                                    "author": {"name": "Tuan Pham", "email": "tuan@northwind-labs.dev", "date": "2024-11-18T11:03:19Z"}},
         "html_url": "https://github.com/northwind-labs/ledgerd/commit/c3f8a1e07b5d2946e1a0c7d3b8f5e2a4d9c6b113", "parents": [{"sha": "52d0b9e41f7a3c6d8e2b0a95c4f1e7d3b6a8c201"}]},
        {"sha": "52d0b9e41f7a3c6d8e2b0a95c4f1e7d3b6a8c201", "commit": {"message": "Merge pull request #215 from northwind-labs/dlindqvist/cli-help\n\ncli: clearer --help for migrate",
                                                                    "author": {"name": "Daniel Lindqvist", "email": "daniel@northwind-labs.dev", "date": "2024-11-15T09:44:02Z"}},
         "html_url": "https://github.com/northwind-labs/ledgerd/commit/52d0b9e41f7a3c6d8e2b0a95c4f1e7d3b6a8c201", "parents": [{"sha": "8e1d4c7a2b9f05e3d6c1a8b7f4e2d09c5a3b6e48"}, {"sha": "f1a6c9e3d2b70854a1e3c6d9b2f8a7e5c4d0b396"}]},
    ]
    defaults_sha = "4be1f3a09d6c27e85b1a4f3c0e9d72b6a58c1e04"
    client_sha = "a03c7e5d1b9f24c68e0d3a7b5f1c9e2d84b6a0f7"
    new_client_sha = "d6b2e8a4c1f07359e2d8b6a0c4f1e3d7a95b2c86"
    f_ok = gh_file("config/defaults.toml", GH_DEFAULTS, defaults_sha)
    f_bad = gh_file("config/defaults.toml", GH_DEFAULTS.replace("request_timeout_secs = 30", "request_timeout_secs = 45"), defaults_sha)
    branch = "fix/218-sync-timeout"
    pr_body = ("Fixes #218.\n\nThe reqwest client had a single client-wide timeout of `sync.request_timeout_secs`, so every page "
               "request was cut off at the base value no matter how many entries it asked for. This drops the client-wide timeout "
               "and sets a per-request timeout of the configured base plus 20 ms per requested entry (a 500-entry page gets "
               "the base + 10 s).\n\n- no config change; `request_timeout_secs` keeps its meaning as the base\n- retries/backoff unchanged")
    turns = [
        (call("list_issues", **o, state="open", labels=["bug"], sort="updated", per_page=10), pj([issues[i] for i in (0, 2, 1, 4, 3)])),
        (call("list_commits", **o, sha="main", perPage=3), pj(commits)),
        (call("get_file_contents", **o, path="config/defaults.toml", ref=GH_HEAD), pj(f_ok)),
        (call("get_file_contents", **o, path="src/sync/client.rs", ref=GH_HEAD), pj(gh_file("src/sync/client.rs", GH_CLIENT, client_sha))),
        (call("create_branch", **o, branch=branch, from_branch="main"),
         pj({"ref": f"refs/heads/{branch}", "node_id": "REF_kwDOK7x2c9oAFHJlZnMvaGVhZHMvZml4LzIxOC1zeW5jLXRpbWVvdXQ",
             "url": f"https://api.github.com/repos/northwind-labs/ledgerd/git/refs/heads/{branch}",
             "object": {"sha": GH_HEAD, "type": "commit", "url": f"https://api.github.com/repos/northwind-labs/ledgerd/git/commits/{GH_HEAD}"}})),
        (call("create_or_update_file", **o, path="src/sync/client.rs", content=GH_CLIENT_NEW,
              message="sync: scale per-request timeout with batch size (#218)", branch=branch, sha=client_sha),
         pj({"content": {"name": "client.rs", "path": "src/sync/client.rs", "sha": new_client_sha, "size": len(GH_CLIENT_NEW.encode()),
                         "html_url": f"https://github.com/northwind-labs/ledgerd/blob/{branch}/src/sync/client.rs"},
             "commit": {"sha": GH_NEWC, "message": "sync: scale per-request timeout with batch size (#218)",
                        "author": {"name": "Hana Okafor", "email": "hana@northwind-labs.dev", "date": "2024-11-19T10:14:52Z"},
                        "committer": {"name": "Hana Okafor", "email": "hana@northwind-labs.dev", "date": "2024-11-19T10:14:52Z"},
                        "parents": [{"sha": GH_HEAD}],
                        "html_url": f"https://github.com/northwind-labs/ledgerd/commit/{GH_NEWC}"}})),
        (call("create_pull_request", **o, title="sync: per-request timeout scaled to batch size", head=branch, base="main", body=pr_body, draft=False),
         pj({"number": 221, "state": "open", "draft": False, "title": "sync: per-request timeout scaled to batch size",
             "html_url": "https://github.com/northwind-labs/ledgerd/pull/221", "user": {"login": "hana-okafor"},
             "head": {"ref": branch, "sha": GH_NEWC}, "base": {"ref": "main", "sha": GH_HEAD},
             "mergeable": None, "mergeable_state": "unknown", "commits": 1, "additions": 7, "deletions": 4, "changed_files": 1,
             "created_at": "2024-11-19T10:16:07Z", "updated_at": "2024-11-19T10:16:07Z", "requested_reviewers": [], "labels": []})),
        (call("get_file_contents", **o, path="config/defaults.toml", ref=GH_HEAD), pj(f_bad)),
        (call("add_issue_comment", **o, issue_number=218,
              body="Opened #221: the 30 s was a client-wide reqwest timeout applied to every page regardless of size. The PR keeps `request_timeout_secs` as the base and adds 20 ms per requested entry. @mbautista could you try it on the big tenant?"),
         pj({"id": 2486119037, "node_id": "IC_kwDOK7x2c86UMjN9", "html_url": "https://github.com/northwind-labs/ledgerd/issues/218#issuecomment-2486119037",
             "user": {"login": "hana-okafor"}, "created_at": "2024-11-19T10:18:33Z", "updated_at": "2024-11-19T10:18:33Z",
             "author_association": "MEMBER",
             "body": "Opened #221: the 30 s was a client-wide reqwest timeout applied to every page regardless of size. The PR keeps `request_timeout_secs` as the base and adds 20 ms per requested entry. @mbautista could you try it on the big tenant?"})),
    ]
    rs.add(task=TASK, tid="h20-mcp-01", system=system, turns=turns,
           state="Repository northwind-labs/ledgerd (Rust). Authenticated as hana-okafor (write access). Goal: fix issue #218.",
           bad=True, turn=8, kind="config/defaults.toml read again at the same pinned commit sha shows request_timeout_secs = 45 instead of 30 (same blob sha, no edit to that file)")


# ---------------------------------------------------------------------------------------------------------
# 02 Lab inventory (clean): checkout lowers stock, live freezer temperatures, unit display, order approved.
# ---------------------------------------------------------------------------------------------------------

def t02(rs: RowSet) -> None:
    system = mcp_system("labtrack", "the reagent and sample inventory of the Ahmadi lab, Institute of Molecular Medicine", [
        tool("search_items", "Full-text search over inventory items.", {"query": S, "location": S, "include_empty": B}, ["query"]),
        tool("get_item", "Get one inventory item with its recent history.", {"item_id": S}, ["item_id"]),
        tool("checkout", "Take an amount of an item out of stock for a project.", {"item_id": S, "quantity": NUM, "unit": S, "user": S, "project": S}, ["item_id", "quantity", "unit", "user"]),
        tool("list_freezers", "List cold-storage units with live sensor readings.", {}, []),
        tool("get_freezer", "One cold-storage unit: live reading, alarms, door events, contents summary.", {"freezer_id": S}, ["freezer_id"]),
        tool("create_order", "Request a purchase (goes to the PI for approval).", {"catalog_no": S, "vendor": S, "quantity": INT, "note": S}, ["catalog_no", "vendor", "quantity"]),
        tool("move_item", "Move an item to another storage position.", {"item_id": S, "location": S}, ["item_id", "location"]),
        tool("list_orders", "List purchase requests.", {"status": S, "requested_by": S}, []),
    ])
    search = {"query": "Q5 polymerase", "total": 3, "results": [
        {"item_id": "INV-004417", "name": "Q5 High-Fidelity DNA Polymerase", "vendor": "NEB", "catalog_no": "M0491L", "lot": "10183522",
         "concentration": "2 U/µL", "remaining": "180 µL", "location": "F-02 / Rack B / Box 3 / A4", "expires": "2025-06-30", "owner": "shared"},
        {"item_id": "INV-004102", "name": "Q5 High-Fidelity 2X Master Mix", "vendor": "NEB", "catalog_no": "M0492L", "lot": "10171209",
         "concentration": "2X", "remaining": "3.2 mL", "location": "F-02 / Rack B / Box 3 / B1", "expires": "2025-02-28", "owner": "shared"},
        {"item_id": "INV-003876", "name": "Q5 Reaction Buffer Pack", "vendor": "NEB", "catalog_no": "B9027S", "lot": "10166031",
         "concentration": "5X", "remaining": "4 × 1.0 mL", "location": "F-02 / Rack B / Box 3 / B2", "expires": "2025-09-30", "owner": "shared"},
    ]}
    item_before = {
        "item_id": "INV-004417", "name": "Q5 High-Fidelity DNA Polymerase", "vendor": "NEB", "catalog_no": "M0491L", "lot": "10183522",
        "concentration": "2 U/µL", "container": "vial, 250 µL (500 U) as received", "remaining": {"volume_ul": 180, "units": 360},
        "low_stock_threshold_ul": 100, "low_stock": False, "storage_temp": "-20 °C",
        "location": "F-02 / Rack B / Box 3 / A4", "received": "2024-08-14", "expires": "2025-06-30", "owner": "shared", "on_order": None,
        "last_accessed": "2024-11-18T16:41:22+01:00 (yesterday) by jlee",
        "history": [
            {"at": "2024-11-18T16:41:22+01:00", "user": "jlee", "action": "checkout", "quantity": "20 µL", "project": "PRJ-ORG-07"},
            {"at": "2024-11-12T10:03:51+01:00", "user": "mkovac", "action": "checkout", "quantity": "30 µL", "project": "PRJ-CRISPR-22"},
            {"at": "2024-10-29T14:27:09+01:00", "user": "sfarah", "action": "checkout", "quantity": "20 µL", "project": "PRJ-ORG-07"},
        ]}
    freezers1 = tsv(["ID", "Name", "Type", "Room", "Setpoint", "Current", "Status", "Occupancy", "Reading age"], [
        ["F-01", "Thermo TSX -80 #1", "-80 upright", "B2.14", "-80.0 °C", "-80.3 °C", "OK", "71 %", "12 s"],
        ["F-02", "Liebherr -20 (enzymes)", "-20 upright", "B2.14", "-20.0 °C", "-20.4 °C", "OK", "64 %", "12 s"],
        ["F-03", "Liebherr -20 (oligos)", "-20 chest", "B2.16", "-20.0 °C", "-19.6 °C", "OK", "48 %", "12 s"],
        ["R-01", "Cold room 4 °C", "walk-in", "B2.20", "4.0 °C", "4.3 °C", "OK", "—", "12 s"],
        ["LN-01", "LN2 dewar (cell lines)", "vapour phase", "B2.16", "-150 °C", "-182 °C", "OK · fill 67 %", "83 %", "5 min"],
    ])
    order = {"order_id": "PO-2024-1187", "status": "pending_approval", "catalog_no": "M0491L", "vendor": "NEB",
             "description": "Q5 High-Fidelity DNA Polymerase, 500 U", "quantity": 2, "unit_price": "€412.00", "total": "€824.00",
             "requested_by": "mkovac", "requested_at": "2024-11-19T09:22:40+01:00", "approver": "dr.ahmadi",
             "note": "INV-004417 below threshold after today's checkout", "linked_item": "INV-004417"}
    item_after = dict(item_before)
    item_after.update({
        "remaining": {"volume_ml": 0.08, "units": 160, "display": "80 µL"}, "low_stock": True,
        "location": "F-02 / Rack B / Box 1 / C2", "on_order": {"order_id": "PO-2024-1187", "quantity": 2, "status": "pending_approval"},
        "last_accessed": "2024-11-19T09:24:05+01:00 (2 min ago) by mkovac",
        "history": [
            {"at": "2024-11-19T09:24:05+01:00", "user": "mkovac", "action": "move", "from": "F-02 / Rack B / Box 3 / A4", "to": "F-02 / Rack B / Box 1 / C2"},
            {"at": "2024-11-19T09:20:13+01:00", "user": "mkovac", "action": "checkout", "quantity": "100 µL", "project": "PRJ-CRISPR-22"},
            {"at": "2024-11-18T16:41:22+01:00", "user": "jlee", "action": "checkout", "quantity": "20 µL", "project": "PRJ-ORG-07"},
        ]})
    freezer2 = {"freezer_id": "F-02", "name": "Liebherr -20 (enzymes)", "setpoint_c": -20.0, "current_c": -19.8, "reading_age_s": 4,
                "trend_30min": "-20.4 → -19.8 (door opened 09:23:41, recovering)", "alarms_active": [],
                "door_events_today": [{"opened": "08:51:02", "closed": "08:51:40", "user": "sfarah"},
                                      {"opened": "09:19:55", "closed": "09:20:31", "user": "mkovac"},
                                      {"opened": "09:23:41", "closed": "09:24:18", "user": "mkovac"}],
                "contents": [{"rack": "A", "boxes": 4, "items": 52}, {"rack": "B", "boxes": 3, "items": 51},
                             {"rack": "C", "boxes": 2, "items": 17}],
                "occupancy_pct": 64, "last_defrost": "2024-09-02", "service_due": "2025-03-01"}
    orders = {"requested_by": "mkovac", "count": 3, "orders": [
        {"order_id": "PO-2024-1187", "catalog_no": "M0491L", "vendor": "NEB", "quantity": 2, "total": "€824.00",
         "status": "approved", "requested_at": "2024-11-19T09:22:40+01:00", "approved_by": "dr.ahmadi", "approved_at": "2024-11-19T09:31:12+01:00",
         "expected_delivery": "2024-11-21"},
        {"order_id": "PO-2024-1142", "catalog_no": "E2621L", "vendor": "NEB", "quantity": 1, "total": "€1,096.00",
         "status": "received", "requested_at": "2024-10-28T11:05:19+01:00", "approved_by": "dr.ahmadi", "approved_at": "2024-10-28T13:40:02+01:00",
         "received_at": "2024-10-31T10:12:44+01:00"},
        {"order_id": "PO-2024-1098", "catalog_no": "11668019", "vendor": "Thermo Fisher", "quantity": 1, "total": "€389.50",
         "status": "received", "requested_at": "2024-10-07T15:48:30+02:00", "approved_by": "dr.ahmadi", "approved_at": "2024-10-08T08:20:11+02:00",
         "received_at": "2024-10-10T09:36:58+02:00"},
    ]}
    turns = [
        (call("search_items", query="Q5 polymerase"), mcp_text(search)),
        (call("get_item", item_id="INV-004417"), mcp_text(item_before)),
        (call("checkout", item_id="INV-004417", quantity=100, unit="uL", user="mkovac", project="PRJ-CRISPR-22"),
         mcp_text({"transaction_id": "TX-88341", "item_id": "INV-004417", "taken": "100 µL (200 U)", "remaining": "80 µL (160 U)",
                   "at": "2024-11-19T09:20:13+01:00", "low_stock": True,
                   "warning": "Remaining volume 80 µL is below the item's low-stock threshold (100 µL). Consider ordering."})),
        (call("list_freezers"), mcp_text(freezers1)),
        (call("create_order", catalog_no="M0491L", vendor="NEB", quantity=2, note="INV-004417 below threshold after today's checkout"),
         mcp_text(order)),
        (call("move_item", item_id="INV-004417", location="F-02 / Rack B / Box 1 / C2"),
         mcp_text({"item_id": "INV-004417", "from": "F-02 / Rack B / Box 3 / A4", "to": "F-02 / Rack B / Box 1 / C2",
                   "moved_at": "2024-11-19T09:24:05+01:00", "box_counts": {"F-02/B/Box 3": "23 of 81", "F-02/B/Box 1": "15 of 81"}})),
        (call("get_item", item_id="INV-004417"), mcp_text(item_after)),
        (call("get_freezer", freezer_id="F-02"), mcp_text(freezer2)),
        (call("list_orders", status="all", requested_by="mkovac"), mcp_text(orders)),
    ]
    rs.add(task=TASK, tid="h20-mcp-02", system=system, turns=turns,
           state="User mkovac (postdoc). The lab's -20 °C enzyme freezer F-02 holds the shared polymerases; every purchase request needs PI approval (dr.ahmadi).")


# ---------------------------------------------------------------------------------------------------------
# 03 Jira (bad): story points the agent raised to 8 read back as 5 in a later search.
# ---------------------------------------------------------------------------------------------------------

def t03(rs: RowSet) -> None:
    system = mcp_system("mcp-atlassian", "Jira Cloud at payhaven.atlassian.net, acting as Jonas Weber", [
        tool("jira_search", "Search issues with JQL.", {"jql": S, "fields": S, "limit": INT}, ["jql"]),
        tool("jira_get_issue", "Get one issue.", {"issue_key": S, "fields": S, "comment_limit": INT}, ["issue_key"]),
        tool("jira_update_issue", "Update fields of an issue.", {"issue_key": S, "fields": OBJ}, ["issue_key", "fields"]),
        tool("jira_get_transitions", "List the workflow transitions available for an issue.", {"issue_key": S}, ["issue_key"]),
        tool("jira_transition_issue", "Move an issue through its workflow.", {"issue_key": S, "transition_id": S, "comment": S}, ["issue_key", "transition_id"]),
        tool("jira_create_issue", "Create an issue or sub-task.", {"project_key": S, "summary": S, "issue_type": S, "assignee": S, "description": S, "additional_fields": OBJ}, ["project_key", "summary", "issue_type"]),
        tool("jira_add_comment", "Add a comment to an issue.", {"issue_key": S, "comment": S}, ["issue_key", "comment"]),
    ])
    jonas = {"display_name": "Jonas Weber", "email": "jonas.weber@payhaven.io"}
    sofia = {"display_name": "Sofia Brandt", "email": "sofia.brandt@payhaven.io"}
    rahul = {"display_name": "Rahul Menon", "email": "rahul.menon@payhaven.io"}

    def row(key: str, summary: str, status: str, cat: str, itype: str, prio: str, who: dict[str, str] | None, sp: int | None, updated: str, labels: list[str]) -> dict[str, Any]:
        return {"key": key, "summary": summary, "status": {"name": status, "category": cat}, "issue_type": itype, "priority": prio,
                "assignee": who, "customfield_10016": sp, "labels": labels, "updated": updated}

    sprint = [
        row("PAY-1418", "Reconcile Adyen settlement reports nightly", "In Progress", "In Progress", "Story", "High", rahul, 5, "2024-11-18T17:22:09.114+0100", ["reconciliation"]),
        row("PAY-1425", "Expose refund reason codes in merchant API", "In Review", "In Progress", "Story", "Medium", sofia, 3, "2024-11-19T08:47:31.602+0100", ["api", "refunds"]),
        row("PAY-1432", "Retry webhook deliveries with exponential backoff", "To Do", "To Do", "Story", "High", jonas, 5, "2024-11-15T14:03:58.270+0100", ["webhooks", "reliability"]),
        row("PAY-1436", "Currency rounding in partial captures (JPY, KRW)", "To Do", "To Do", "Bug", "Highest", sofia, 2, "2024-11-18T09:12:44.891+0100", ["rounding"]),
        row("PAY-1439", "Remove legacy Braintree sandbox credentials", "Done", "Done", "Task", "Low", rahul, 1, "2024-11-14T11:30:02.045+0100", ["cleanup", "security"]),
        row("PAY-1441", "Dashboard: payout timeline shows UTC instead of merchant TZ", "To Do", "To Do", "Bug", "Medium", jonas, 3, "2024-11-13T16:55:17.338+0100", ["dashboard"]),
        row("PAY-1444", "Spike: idempotency keys for payout API", "In Progress", "In Progress", "Spike", "Medium", jonas, 3, "2024-11-18T15:40:26.719+0100", ["api", "payouts"]),
        row("PAY-1447", "Alert when PSP webhook signature check fails > 1%", "To Do", "To Do", "Story", "Medium", None, 2, "2024-11-18T10:21:50.006+0100", ["webhooks", "observability"]),
    ]
    desc = ("Merchants miss events when their endpoint is briefly down: we try each webhook once and then mark it failed.\n\n"
            "*Acceptance criteria*\n# Failed deliveries (non-2xx or timeout > 10 s) are retried with exponential backoff: 1 min, 5 min, 30 min, 2 h, 6 h, 24 h.\n"
            "# Each attempt is recorded in webhook_attempts with status code and latency.\n# The merchant dashboard shows attempt history per event.\n"
            "# A merchant can trigger a manual redelivery.\n\nSee incident INC-2024-061 (Nov 8) for context.")
    issue0 = {"key": "PAY-1432", "id": "28771", "summary": "Retry webhook deliveries with exponential backoff", "description": desc,
              "status": {"name": "To Do", "category": "To Do"}, "issue_type": "Story", "priority": "High", "assignee": jonas,
              "reporter": {"display_name": "Lena Hoffmann", "email": "lena.hoffmann@payhaven.io"}, "labels": ["webhooks", "reliability"],
              "components": ["notifications"], "customfield_10016": 5, "sprint": {"id": 412, "name": "PAY Sprint 57", "state": "active", "endDate": "2024-11-26"},
              "created": "2024-11-08T15:31:04.552+0100", "updated": "2024-11-15T14:03:58.270+0100", "subtasks": [],
              "comments": [
                  {"id": "51102", "author": "Lena Hoffmann", "created": "2024-11-08T15:40:19.803+0100", "body": "Linking INC-2024-061. Two large merchants lost ~1.4k events each."},
                  {"id": "51166", "author": "Sofia Brandt", "created": "2024-11-15T14:03:58.270+0100", "body": "The dead-letter handling probably deserves its own ticket, and the 5 points might be optimistic once the dashboard part is in."}]}
    sprint_mine = [
        row("PAY-1451", "Dead-letter queue for webhooks that exhaust retries", "To Do", "To Do", "Sub-task", "High", jonas, None, "2024-11-19T10:09:02.331+0100", []),
        row("PAY-1432", "Retry webhook deliveries with exponential backoff", "In Progress", "In Progress", "Story", "High", jonas, 5, "2024-11-19T10:07:30.145+0100", ["webhooks", "reliability", "needs-design"]),
        row("PAY-1444", "Spike: idempotency keys for payout API", "In Progress", "In Progress", "Spike", "Medium", jonas, 3, "2024-11-18T15:40:26.719+0100", ["api", "payouts"]),
        row("PAY-1441", "Dashboard: payout timeline shows UTC instead of merchant TZ", "To Do", "To Do", "Bug", "Medium", jonas, 3, "2024-11-13T16:55:17.338+0100", ["dashboard"]),
    ]
    sprint_mine[0]["parent"] = "PAY-1432"
    comment = ("Re-estimated to 8 after Sofia's note: backoff scheduler + attempt log + dashboard history is more than 5. "
               "Split the dead-letter queue into PAY-1451. Starting with the scheduler today.")
    final = dict(issue0)
    final.update({"status": {"name": "In Progress", "category": "In Progress"}, "customfield_10016": 8,
                  "labels": ["webhooks", "reliability", "needs-design"], "updated": "2024-11-19T10:11:45.560+0100",
                  "subtasks": [{"key": "PAY-1451", "summary": "Dead-letter queue for webhooks that exhaust retries", "status": "To Do"}],
                  "comments": issue0["comments"] + [{"id": "51207", "author": "Jonas Weber", "created": "2024-11-19T10:11:45.560+0100", "body": comment}]})
    del final["description"]
    sub = {"key": "PAY-1451", "id": "28790", "summary": "Dead-letter queue for webhooks that exhaust retries",
           "description": "After the last retry (24 h) move the event to a dead-letter table, alert the merchant by e-mail, allow bulk redelivery from the dashboard.",
           "status": {"name": "To Do", "category": "To Do"}, "issue_type": "Sub-task", "priority": "High", "assignee": jonas,
           "reporter": jonas, "labels": [], "components": ["notifications"], "customfield_10016": None,
           "parent": {"key": "PAY-1432", "summary": "Retry webhook deliveries with exponential backoff", "status": "In Progress"},
           "sprint": {"id": 412, "name": "PAY Sprint 57", "state": "active", "endDate": "2024-11-26"},
           "created": "2024-11-19T10:09:02.331+0100", "updated": "2024-11-19T10:09:02.331+0100", "comments": []}
    turns = [
        (call("jira_search", jql="project = PAY AND sprint in openSprints() ORDER BY Rank ASC",
              fields="summary,status,issuetype,priority,assignee,customfield_10016,labels,updated", limit=50),
         mcp_text({"total": 8, "start_at": 0, "max_results": 50, "issues": sprint})),
        (call("jira_get_issue", issue_key="PAY-1432", comment_limit=10), mcp_text(issue0)),
        (call("jira_update_issue", issue_key="PAY-1432", fields={"customfield_10016": 8, "labels": ["webhooks", "reliability", "needs-design"]}),
         mcp_text({"message": "Issue updated successfully", "issue": {"key": "PAY-1432", "customfield_10016": 8,
                                                                      "labels": ["webhooks", "reliability", "needs-design"], "updated": "2024-11-19T10:06:48.917+0100"}})),
        (call("jira_get_transitions", issue_key="PAY-1432"),
         mcp_text([{"id": "11", "name": "Back to To Do", "to_status": "To Do"}, {"id": "21", "name": "Start progress", "to_status": "In Progress"},
                   {"id": "31", "name": "Send to review", "to_status": "In Review"}, {"id": "41", "name": "Done", "to_status": "Done"}])),
        (call("jira_transition_issue", issue_key="PAY-1432", transition_id="21"),
         mcp_text({"message": "Issue PAY-1432 transitioned successfully to 'In Progress'",
                   "issue": {"key": "PAY-1432", "status": "In Progress", "updated": "2024-11-19T10:07:30.145+0100"}})),
        (call("jira_create_issue", project_key="PAY", summary="Dead-letter queue for webhooks that exhaust retries", issue_type="Sub-task",
              assignee="jonas.weber@payhaven.io", description=sub["description"], additional_fields={"parent": "PAY-1432", "priority": {"name": "High"}, "components": [{"name": "notifications"}]}),
         mcp_text({"message": "Issue created successfully", "issue": {"key": "PAY-1451", "id": "28790", "summary": sub["summary"],
                                                                      "issue_type": "Sub-task", "status": "To Do", "parent": "PAY-1432",
                                                                      "assignee": "Jonas Weber", "created": "2024-11-19T10:09:02.331+0100",
                                                                      "url": "https://payhaven.atlassian.net/browse/PAY-1451"}})),
        (call("jira_search", jql="project = PAY AND sprint in openSprints() AND assignee = currentUser() AND statusCategory != Done ORDER BY updated DESC",
              fields="summary,status,issuetype,priority,assignee,customfield_10016,labels,updated,parent", limit=20),
         mcp_text({"total": 4, "start_at": 0, "max_results": 20, "issues": sprint_mine})),
        (call("jira_add_comment", issue_key="PAY-1432", comment=comment),
         mcp_text({"id": "51207", "author": "Jonas Weber", "created": "2024-11-19T10:11:45.560+0100", "body": comment})),
        (call("jira_get_issue", issue_key="PAY-1451"), mcp_text(sub)),
        (call("jira_get_issue", issue_key="PAY-1432", fields="summary,status,priority,assignee,labels,customfield_10016,subtasks,updated,comment", comment_limit=10),
         mcp_text(final)),
    ]
    rs.add(task=TASK, tid="h20-mcp-03", system=system, turns=turns, bad=True, turn=7,
           kind="story points the agent set to 8 (confirmed, and 8 again at the end) appear as 5 in a later JQL search with no other edit")


# ---------------------------------------------------------------------------------------------------------
# 04 Fleet telematics (bad): a ticket's live odometer snapshot is lower than a reading taken before it.
# ---------------------------------------------------------------------------------------------------------

def t04(rs: RowSet) -> None:
    system = mcp_system("fleetwise", "telematics and maintenance for Van Dalen Logistics' delivery fleet", [
        tool("list_alerts", "Open alerts across the fleet.", {"severity": S, "depot": S}, []),
        tool("get_vehicle", "Vehicle record with the latest telemetry.", {"vehicle_id": S}, ["vehicle_id"]),
        tool("get_trip_history", "Trips of a vehicle since a date, with odometer at start and end.", {"vehicle_id": S, "since": S}, ["vehicle_id"]),
        tool("get_live_position", "Live GPS fix and CAN readings of a vehicle.", {"vehicle_id": S}, ["vehicle_id"]),
        tool("create_maintenance_ticket", "Open a maintenance ticket; the vehicle's live readings are snapshotted.", {"vehicle_id": S, "category": S, "priority": S, "description": S, "preferred_garage": S}, ["vehicle_id", "category", "description"]),
        tool("list_vehicles", "Vehicles of a depot.", {"depot": S, "status": S}, ["depot"]),
        tool("assign_driver", "Assign a driver to a vehicle for the current shift.", {"vehicle_id": S, "driver_id": S}, ["vehicle_id", "driver_id"]),
    ])
    alerts = {"severity": "warning", "count": 4, "alerts": [
        {"alert_id": "AL-77410", "vehicle_id": "VH-2207", "type": "service_overdue", "raised_at": "2024-11-16T15:22:40+01:00",
         "message": "Scheduled service overdue (due at 84,000 km)", "odometer_at_raise_km": 84003.7, "overdue_by_km_now": 512.4, "acknowledged": False},
        {"alert_id": "AL-77455", "vehicle_id": "VH-1990", "type": "tyre_pressure", "raised_at": "2024-11-19T07:12:05+01:00",
         "message": "Rear-left tyre 4.1 bar (nominal 4.75 bar)", "acknowledged": True, "acknowledged_by": "planner.ruben"},
        {"alert_id": "AL-77461", "vehicle_id": "VH-2311", "type": "harsh_braking", "raised_at": "2024-11-19T08:30:51+01:00",
         "message": "3 harsh-braking events in the last 24 h (threshold 3)", "acknowledged": False},
        {"alert_id": "AL-77470", "vehicle_id": "VH-2044", "type": "idling", "raised_at": "2024-11-19T09:20:33+01:00",
         "message": "Engine idling 38 min at Waalhaven depot", "acknowledged": False},
    ]}
    veh0 = {"vehicle_id": "VH-2207", "plate": "VX-318-K", "make_model": "Ford Transit 350 L3H2 2.0 EcoBlue", "year": 2021,
            "vin": "WF0EXXTTGEMJ41872", "depot": "Rotterdam-Waalhaven", "status": "in_transit",
            "driver": {"driver_id": "D-118", "name": "Sanne de Vries"},
            "telemetry": {"at": "2024-11-19T09:41:02+01:00", "odometer_km": 84512.4, "engine_hours": 3120.6, "fuel_pct": 62,
                          "speed_kmh": 72, "ignition": "on", "position": {"lat": 51.87214, "lon": 4.38917, "road": "A15 eastbound, km 31.4"},
                          "coolant_c": 88, "battery_v": 14.1, "dtc_codes": []},
            "maintenance": {"last_service": {"date": "2024-03-21", "odometer_km": 69004.2, "garage": "Ford Transit Center Rotterdam"},
                            "service_interval_km": 15000, "next_service_due_km": 84000, "open_tickets": []},
            "trip_in_progress": "T-88140"}
    trips = {"vehicle_id": "VH-2207", "since": "2024-11-18", "trips": [
        {"trip_id": "T-88107", "start": "2024-11-18T06:12:30+01:00", "end": "2024-11-18T11:47:05+01:00", "start_odometer_km": 84188.3, "end_odometer_km": 84301.9, "distance_km": 113.6, "stops": 14, "driver_id": "D-118"},
        {"trip_id": "T-88120", "start": "2024-11-18T12:40:11+01:00", "end": "2024-11-18T16:58:42+01:00", "start_odometer_km": 84301.9, "end_odometer_km": 84398.7, "distance_km": 96.8, "stops": 11, "driver_id": "D-118"},
        {"trip_id": "T-88131", "start": "2024-11-19T06:05:48+01:00", "end": "2024-11-19T08:52:19+01:00", "start_odometer_km": 84398.7, "end_odometer_km": 84455.0, "distance_km": 56.3, "stops": 9, "driver_id": "D-118"},
        {"trip_id": "T-88140", "start": "2024-11-19T09:10:27+01:00", "end": None, "start_odometer_km": 84455.0, "current_odometer_km": 84514.9, "distance_km": 59.9, "stops": 0, "driver_id": "D-118", "status": "in_progress"},
    ], "total_distance_km": 326.6}
    live = {"vehicle_id": "VH-2207", "fix_at": "2024-11-19T09:56:10+01:00", "lat": 51.84302, "lon": 4.61755,
            "road": "A15 eastbound, km 48.2 (near Alblasserdam)", "speed_kmh": 64, "heading_deg": 97, "odometer_km": 84531.8,
            "engine_hours": 3120.9, "fuel_pct": 61, "ignition": "on", "gps_satellites": 11, "hdop": 0.8}
    ticket = {"ticket_id": "MT-5531", "vehicle_id": "VH-2207", "category": "scheduled_service", "priority": "high", "status": "open",
              "created_at": "2024-11-19T09:57:30+01:00", "created_by": "planner.ines",
              "description": "Service overdue since 16 Nov (due 84,000 km). Book full 15k service incl. brake check; driver reports soft pedal.",
              "preferred_garage": "Ford Transit Center Rotterdam",
              "vehicle_snapshot": {"source": "live telemetry", "at": "2024-11-19T09:57:28+01:00", "odometer_km": 84413.6,
                                   "engine_hours": 3120.9, "fuel_pct": 61, "dtc_codes": []},
              "linked_alerts": ["AL-77410"], "sla": "book within 2 working days"}
    fleet = tsv(["Vehicle", "Plate", "Model", "Status", "Driver", "Odometer km", "Fuel", "Open tickets", "Last update"], [
        ["VH-1990", "VS-442-P", "Mercedes eSprinter", "at_depot", "—", "61,208.5", "SoC 88 %", "0", "09:59:41"],
        ["VH-2044", "VT-019-R", "Renault Master dCi 150", "at_depot", "D-102 M. Bakker", "112,774.0", "47 %", "0", "09:59:55"],
        ["VH-2207", "VX-318-K", "Ford Transit 350", "in_transit", "D-118 S. de Vries", "84,536.2", "61 %", "1", "09:59:50"],
        ["VH-2311", "VZ-207-D", "Ford Transit 350", "in_transit", "D-125 K. Yilmaz", "41,955.9", "74 %", "0", "09:59:48"],
        ["VH-2318", "VZ-311-D", "Ford E-Transit", "charging", "—", "18,402.3", "SoC 63 %", "0", "09:59:30"],
        ["VH-2402", "VG-905-N", "Iveco Daily 35S16", "in_transit", "D-131 L. Jansen", "27,118.6", "55 %", "0", "09:59:52"],
    ])
    veh1 = json.loads(json.dumps(veh0))
    veh1["telemetry"].update({"at": "2024-11-19T10:04:18+01:00", "odometer_km": 84541.7, "engine_hours": 3121.0, "fuel_pct": 61, "speed_kmh": 38,
                              "position": {"lat": 51.82577, "lon": 4.67702, "road": "N214, Papendrecht"}})
    veh1["maintenance"]["open_tickets"] = ["MT-5531"]
    turns = [
        (call("list_alerts", severity="warning"), pj(alerts)),
        (call("get_vehicle", vehicle_id="VH-2207"), pj(veh0)),
        (call("get_trip_history", vehicle_id="VH-2207", since="2024-11-18"), pj(trips)),
        (call("get_live_position", vehicle_id="VH-2207"), pj(live)),
        (call("create_maintenance_ticket", vehicle_id="VH-2207", category="scheduled_service", priority="high",
              description="Service overdue since 16 Nov (due 84,000 km). Book full 15k service incl. brake check; driver reports soft pedal.",
              preferred_garage="Ford Transit Center Rotterdam"), pj(ticket)),
        (call("list_vehicles", depot="Rotterdam-Waalhaven", status="any"), "Depot Rotterdam-Waalhaven — 6 vehicles (as of 10:00:02)\n\n" + fleet),
        (call("assign_driver", vehicle_id="VH-1990", driver_id="D-140"),
         pj({"vehicle_id": "VH-1990", "driver": {"driver_id": "D-140", "name": "Tess Visser"}, "shift": "2024-11-19 10:00–18:30",
             "previous_driver": None, "note": "Open alert AL-77455 (tyre pressure) is acknowledged; pre-trip check required."})),
        (call("get_vehicle", vehicle_id="VH-2207"), pj(veh1)),
    ]
    rs.add(task=TASK, tid="h20-mcp-04", system=system, turns=turns,
           state="Planner account planner.ines, depot Rotterdam-Waalhaven. Odometers come from the vehicles' CAN bus and only increase.",
           bad=True, turn=5, kind="maintenance ticket snapshots the van's live odometer at 84,413.6 km, below the 84,512–84,531.8 km readings taken minutes earlier (odometer went backwards)")


# ---------------------------------------------------------------------------------------------------------
# 05 Slack (clean): new messages arrive, a join raises the member count, reply counts grow.
# ---------------------------------------------------------------------------------------------------------

def t05(rs: RowSet) -> None:
    system = mcp_system("slack", "the Slack workspace of Helix Payments, as the bot user helix-ops", [
        tool("slack_list_channels", "List public channels in the workspace with pagination.", {"limit": INT, "cursor": S}, []),
        tool("slack_post_message", "Post a new message to a Slack channel.", {"channel_id": S, "text": S}, ["channel_id", "text"]),
        tool("slack_reply_to_thread", "Reply to a specific message thread.", {"channel_id": S, "thread_ts": S, "text": S}, ["channel_id", "thread_ts", "text"]),
        tool("slack_add_reaction", "Add a reaction emoji to a message.", {"channel_id": S, "timestamp": S, "reaction": S}, ["channel_id", "timestamp", "reaction"]),
        tool("slack_get_channel_history", "Get recent messages from a channel.", {"channel_id": S, "limit": INT}, ["channel_id"]),
        tool("slack_get_thread_replies", "Get all replies in a message thread.", {"channel_id": S, "thread_ts": S}, ["channel_id", "thread_ts"]),
        tool("slack_get_user_profile", "Get detailed profile information for a user.", {"user_id": S}, ["user_id"]),
    ])
    ch = "C07TQ4M2K1P"
    bot, priya, marco, tomas = "U06HELIX01", "U02PRIYA9K", "U04MARCO7Z", "U03TKLEIN2"

    def chan(cid: str, name: str, created: int, members: int, topic: str, purpose: str, general: bool = False) -> dict[str, Any]:
        return {"id": cid, "name": name, "is_channel": True, "created": created, "is_archived": False, "is_general": general,
                "is_private": False, "num_members": members, "topic": {"value": topic, "creator": marco if name.startswith("inc") else "U01ADMIN00", "last_set": created},
                "purpose": {"value": purpose, "creator": "U01ADMIN00", "last_set": created}}

    def channels(inc_members: int) -> dict[str, Any]:
        return {"ok": True, "channels": [
            chan("C01GENERAL", "general", 1589282311, 412, "Company-wide announcements", "This is the one channel that will always include everyone.", True),
            chan("C02ENGPAYM", "eng-payments", 1601047790, 37, "Sprint 57 · on-call: @marco", "Payments engineering"),
            chan("C03DEPLOYS", "deploys", 1603201118, 58, "Deploy log — automated", "Deploy notifications from CI"),
            chan("C04ONCALL1", "oncall", 1611326404, 22, "Escalations only", "On-call coordination"),
            chan(ch, "inc-2291-payments", 1732029105, inc_members, "SEV2 · 5xx on /v2/charges · IC: @marco", "Incident channel for INC-2291"),
            chan("C05RANDOM0", "random", 1589282311, 398, "", "Non-work banter and water cooler conversation"),
        ], "response_metadata": {"next_cursor": "dGVhbTpDMDVSQU5ETTBYWA=="}}

    status = ("*INC-2291 status update — 15:36 UTC*\n• Impact: ~7% of /v2/charges requests returned 5xx between 15:10 and ~15:27 UTC\n"
              "• Suspected cause: connection-pool settings shipped in payments-api 2024.11.19-2\n"
              "• Mitigation: rolled back to 2024.11.19-1 (~15:27 UTC); error rate recovering\n• Next update: 16:00 UTC or on change")
    reply = "Thanks @marco — I'll draft the timeline in the PIR doc before Thursday."

    def msg(user: str, ts: str, text: str, **kw: Any) -> dict[str, Any]:
        m = {"type": "message", "user": user, "text": text, "ts": ts, "team": "T01HELIX00"}
        if user == bot:
            m.update({"bot_id": "B06HELIXOPS", "app_id": "A06HELIXAPP"})
        m.update(kw)
        return m

    m_decl = msg(bot, "1732029105.002194", f"Incident INC-2291 declared (SEV2) by <@{marco}>: 5xx on /v2/charges. IC: <@{marco}>. Channel: <#{ch}>")
    m_spike = msg(priya, "1732029201.330817", "Seeing a 5xx spike on charges, ~7% of requests since 15:10 UTC")
    m_cause = msg(marco, "1732029540.771003", "Looks like the new connection pool settings in 2024.11.19-2. Preparing rollback.")
    m_canary = msg(priya, "1732029788.505211", "Canary on 2024.11.19-1 looks healthy, p95 on /v2/charges under 400 ms")
    m_roll = msg(marco, "1732030012.118429", "Rolled back payments-api to 2024.11.19-1 everywhere, error rate dropping :crossed_fingers:")
    hist1 = {"ok": True, "messages": [m_roll, m_canary, m_cause, m_spike, m_decl], "has_more": True, "pin_count": 1,
             "response_metadata": {"next_cursor": "bmV4dF90czoxNzMyMDI5MTA1MDAyMTk0"}}
    post_ts = "1732030574.412309"
    m_status = msg(bot, post_ts, status)
    m_roll_r = dict(m_roll, reactions=[{"name": "white_check_mark", "users": [bot], "count": 1}])
    m_status_t1 = dict(m_status, thread_ts=post_ts, reply_count=1, reply_users_count=1, latest_reply="1732030702.337610", reply_users=[marco])
    m_base = msg(priya, "1732030655.908113", "Error rate 0.4% now, back to baseline. Will keep watching for 30 min.")
    m_join = msg(tomas, "1732030781.220947", f"<@{tomas}> has joined the channel", subtype="channel_join")
    hist2 = {"ok": True, "messages": [m_join, m_base, m_status_t1, m_roll_r, m_canary, m_cause], "has_more": True, "pin_count": 1,
             "response_metadata": {"next_cursor": "bmV4dF90czoxNzMyMDI5NTQwNzcxMDAz"}}
    r_marco = msg(marco, "1732030702.337610", "Post-incident review booked for Thu 10:00 CET. @priya can you own the timeline?", thread_ts=post_ts, parent_user_id=bot)
    r_bot = msg(bot, "1732030840.516002", reply, thread_ts=post_ts, parent_user_id=bot)
    thread = {"ok": True, "messages": [dict(m_status, thread_ts=post_ts, reply_count=2, reply_users_count=2, latest_reply="1732030840.516002", reply_users=[marco, bot]),
                                       r_marco, r_bot], "has_more": False}
    profile = {"ok": True, "profile": {"real_name": "Tomas Klein", "display_name": "tomas.k", "title": "Staff Engineer, Platform",
                                       "email": "tomas.klein@helixpay.io", "status_text": "Joining INC-2291", "status_emoji": ":rotating_light:",
                                       "status_expiration": 0, "tz": "Europe/Berlin", "tz_label": "Central European Time", "tz_offset": 3600,
                                       "image_72": "https://avatars.slack-edge.com/2023-02-11/4801937_72.png"}, "presence": "active"}
    turns = [
        (call("slack_list_channels", limit=6), pj(channels(14))),
        (call("slack_get_channel_history", channel_id=ch, limit=5), pj(hist1)),
        (call("slack_post_message", channel_id=ch, text=status), pj({"ok": True, "channel": ch, "ts": post_ts, "message": m_status})),
        (call("slack_add_reaction", channel_id=ch, timestamp="1732030012.118429", reaction="white_check_mark"), pj({"ok": True})),
        (call("slack_get_channel_history", channel_id=ch, limit=6), pj(hist2)),
        (call("slack_reply_to_thread", channel_id=ch, thread_ts=post_ts, text=reply),
         pj({"ok": True, "channel": ch, "ts": "1732030840.516002", "message": r_bot})),
        (call("slack_get_thread_replies", channel_id=ch, thread_ts=post_ts), pj(thread)),
        (call("slack_list_channels", limit=6), pj(channels(15))),
        (call("slack_get_user_profile", user_id=tomas), pj(profile)),
    ]
    rs.add(task=TASK, tid="h20-mcp-05", system=system, turns=turns,
           state="Incident INC-2291 (SEV2) is open; the bot helix-ops posts status updates to its channel.")


# ---------------------------------------------------------------------------------------------------------
# 06 Library catalog (bad): a title's copy total jumps from 4 to 5 with the same four item rows.
# ---------------------------------------------------------------------------------------------------------

def t06(rs: RowSet) -> None:
    system = mcp_system("harbor-catalog", "the circulation and catalog service of Harbor City Public Library, staff mode", [
        tool("search_catalog", "Keyword or field search of the catalog.", {"query": S, "index": S, "limit": INT}, ["query"]),
        tool("get_holdings", "Copies of a title with their status.", {"instance_id": S}, ["instance_id"]),
        tool("get_patron", "Patron account summary.", {"patron_barcode": S}, ["patron_barcode"]),
        tool("checkout_item", "Check an item out to a patron.", {"item_barcode": S, "patron_barcode": S}, ["item_barcode", "patron_barcode"]),
        tool("place_hold", "Place a title-level hold.", {"instance_id": S, "patron_barcode": S, "pickup_location": S}, ["instance_id", "patron_barcode", "pickup_location"]),
        tool("list_requests", "The hold queue of a title.", {"instance_id": S}, ["instance_id"]),
        tool("renew_item", "Renew a loan.", {"item_barcode": S, "patron_barcode": S}, ["item_barcode", "patron_barcode"]),
    ])
    pat = "21234000099871"

    def holdings(title: str, iid: str, rows: list[list[str]], summary: str, extra: str = "") -> str:
        return (f"{title}\nInstance {iid}\n\n{summary}\n\n"
                + tsv(["Barcode", "Location", "Call number", "Status", "Due / note"], rows) + ("\n\n" + extra if extra else ""))

    disp = "The dispossessed : an ambiguous utopia / Ursula K. Le Guin. — Harper Perennial Modern Classics, 2014 [c1974]"
    d_rows0 = [["31234000518822", "Main Library · Adult Fiction", "FIC LEGUIN", "Available", ""],
               ["31234000519101", "Main Library · Adult Fiction", "FIC LEGUIN", "Checked out", "due 2024-12-02"],
               ["31234000520147", "Main Library · Adult Fiction", "FIC LEGUIN c.3", "Available", ""],
               ["31234000520388", "Eastside Branch · Fiction", "FIC LEGUIN", "In transit", "to Main Library (collection transfer), sent 2024-11-18"]]
    d_rows1 = [["31234000518822", "Main Library · Adult Fiction", "FIC LEGUIN", "Checked out", "due 2024-12-10"],
               ["31234000519101", "Main Library · Adult Fiction", "FIC LEGUIN", "Checked out", "due 2024-12-02"],
               ["31234000520147", "Main Library · Adult Fiction", "FIC LEGUIN c.3", "Available", ""],
               ["31234000520388", "Main Library · Adult Fiction", "FIC LEGUIN", "Available", "checked in at Main 2024-11-19 11:12 (transit complete)"]]
    search1 = """4 results for "The Dispossessed Le Guin" (keyword, all formats)

1. The dispossessed : an ambiguous utopia / Ursula K. Le Guin.
   Harper Perennial Modern Classics, 2014 [c1974] · Book · xi, 387 p. ; 21 cm
   Instance in00041877 · ISBN 9780061054884 · FIC LEGUIN
   Copies: 4 (2 available)

2. The dispossessed [sound recording] / Ursula K. Le Guin ; read by Don Leslie.
   Blackstone Audio, 2010 · Audiobook CD · 12 discs (ca. 14 hr.)
   Instance in00029455 · ISBN 9781441738554 · CD FIC LEGUIN
   Copies: 1 (1 available)

3. The dispossessed / Ursula K. Le Guin. [Large print]
   Thorndike Press, 2018 · Book · 591 p. (large print)
   Instance in00044102 · ISBN 9781432851842 · LP FIC LEGUIN
   Copies: 1 (0 available)

4. The Hainish novels & stories. Volume two / Ursula K. Le Guin ; edited by Brian Attebery.
   Library of America, 2017 · Book · 1105 p. ; 21 cm
   Instance in00037720 · ISBN 9781598535396 · FIC LEGUIN v.2
   Copies: 2 (2 available)"""
    patron0 = f"""Patron {pat} — Maya Ortiz
Type: Adult resident · Home library: Eastside Branch · Card expires 2026-03-31
Status: OK (no blocks)

Loans (2 of max 25):
  31234000461190  Braiding sweetgrass / Robin Wall Kimmerer          due 2024-11-22  renewals 0/2
  31234000509817  Piranesi / Susanna Clarke                           due 2024-12-03  renewals 0/2

Holds (0 of max 15): none
Fines / fees: $0.00
Last activity: 2024-11-05 (checkout, Eastside Branch)"""
    lhod = "The left hand of darkness / Ursula K. Le Guin. — Ace Books, 2019 [c1969] (50th anniversary ed.)"
    search2 = """3 results for "Left Hand of Darkness" (keyword, all formats)

1. The left hand of darkness / Ursula K. Le Guin.
   Ace Books, 2019 [c1969] · Book · 304 p. ; 21 cm · 50th anniversary edition
   Instance in00039310 · ISBN 9781984800589 · FIC LEGUIN
   Copies: 2 (0 available) · Holds: 1

2. The left hand of darkness [electronic resource] / Ursula K. Le Guin.
   Penguin Random House (OverDrive), 2012 · eBook
   Instance in00040011 · Digital · Licenses: 3 (0 available) · Holds: 6

3. Conversations on writing / Ursula K. Le Guin with David Naimon.
   Tin House Books, 2018 · Book · 168 p.
   Instance in00038871 · ISBN 9781941040997 · 808.02 LEGUIN
   Copies: 1 (1 available)"""
    l_rows = [["31234000477316", "Main Library · Adult Fiction", "FIC LEGUIN", "Checked out", "due 2024-11-29"],
              ["31234000502954", "Northside Branch · Fiction", "FIC LEGUIN", "Missing", "since 2024-10-03 (inventory)"]]
    patron1 = f"""Patron {pat} — Maya Ortiz
Type: Adult resident · Home library: Eastside Branch · Card expires 2026-03-31
Status: OK (no blocks)

Loans (3 of max 25):
  31234000461190  Braiding sweetgrass / Robin Wall Kimmerer          due 2024-11-22  renewals 0/2
  31234000509817  Piranesi / Susanna Clarke                           due 2024-12-03  renewals 0/2
  31234000518822  The dispossessed / Ursula K. Le Guin                due 2024-12-10  renewals 0/2

Holds (1 of max 15):
  rq-2283410  The left hand of darkness / Ursula K. Le Guin   queue position 2   pickup: Eastside Branch   placed 2024-11-19

Fines / fees: $0.00
Last activity: 2024-11-19 (hold placed, staff desk Main Library)"""
    queue = f"""Hold queue — {lhod}
Instance in00039310 · 2 open requests · copies that can fill holds: 1 (31234000477316, due 2024-11-29)

Pos  Request     Patron              Placed               Pickup             Status
1    rq-2279155  21234000031206 (J.P.)  2024-11-14 16:02  Main Library       Not yet filled
2    rq-2283410  {pat} (M.O.)  2024-11-19 11:06  Eastside Branch    Not yet filled"""
    turns = [
        (call("search_catalog", query="The Dispossessed Le Guin", index="keyword", limit=10), search1),
        (call("get_holdings", instance_id="in00041877"),
         holdings(disp, "in00041877", d_rows0, "Items: 4 · Available 2 · Checked out 1 · In transit 1 · Requests: 0")),
        (call("get_patron", patron_barcode=pat), patron0),
        (call("checkout_item", item_barcode="31234000518822", patron_barcode=pat),
         "Checked out 31234000518822 — The dispossessed : an ambiguous utopia / Ursula K. Le Guin.\nPatron: Maya Ortiz (21234000099871)\n"
         "Loan ID: ln-5519823 · Loan period: 21 days · Due: 2024-12-10 23:59\nPatron now has 3 items on loan.\nSlip printed at: Main Library · Desk 2"),
        (call("search_catalog", query="Left Hand of Darkness", index="keyword", limit=10), search2),
        (call("get_holdings", instance_id="in00039310"),
         holdings(lhod, "in00039310", l_rows, "Items: 2 · Available 0 · Checked out 1 · Missing 1 · Requests: 1")),
        (call("place_hold", instance_id="in00039310", patron_barcode=pat, pickup_location="Eastside Branch"),
         "Hold placed: rq-2283410\nTitle: The left hand of darkness / Ursula K. Le Guin. (in00039310)\nPatron: Maya Ortiz (21234000099871)\n"
         "Pickup: Eastside Branch · Queue position: 2 of 2 · Expires if not filled: 2025-05-18\n"
         "Note: 1 copy is currently checked out (due 2024-11-29); 1 copy is missing."),
        (call("get_patron", patron_barcode=pat), patron1),
        (call("get_holdings", instance_id="in00041877"),
         holdings(disp, "in00041877", d_rows1, "Items: 5 · Available 2 · Checked out 2 · In transit 0 · Requests: 0")),
        (call("list_requests", instance_id="in00039310"), queue),
        (call("renew_item", item_barcode="31234000461190", patron_barcode=pat),
         "Renewed 31234000461190 — Braiding sweetgrass / Robin Wall Kimmerer.\nPatron: Maya Ortiz (21234000099871)\n"
         "Old due date: 2024-11-22 · New due date: 2024-12-10 23:59 · Renewals used: 1 of 2"),
    ]
    rs.add(task=TASK, tid="h20-mcp-06", system=system, turns=turns,
           state="Staff login: desk2.main (Main Library). Patron Maya Ortiz is at the desk asking for two Le Guin novels.",
           bad=True, turn=9, kind="holdings summary for The Dispossessed now says 5 items though the same four copies are listed, their statuses sum to 4, and no copy was added")


# ---------------------------------------------------------------------------------------------------------
# 07 Postgres (clean): an index changes the plan, ANALYZE refreshes estimates, live orders shift counts.
# ---------------------------------------------------------------------------------------------------------

def t07(rs: RowSet) -> None:
    system = mcp_system("postgres-mcp", "Postgres MCP Pro connected to the shop database (unrestricted mode) of an online retailer", [
        tool("list_objects", "List objects of a schema.", {"schema_name": S, "object_type": S}, ["schema_name"]),
        tool("get_object_details", "Columns, constraints, indexes and size of a table.", {"schema_name": S, "object_name": S, "object_type": S}, ["schema_name", "object_name"]),
        tool("execute_sql", "Execute any SQL statement.", {"sql": S}, ["sql"]),
        tool("explain_query", "Explain a query's plan, optionally with ANALYZE.", {"sql": S, "analyze": B}, ["sql"]),
    ])
    tables = [
        {"schema": "shop", "name": "customers", "type": "table", "row_estimate": 318442, "total_size": "96 MB"},
        {"schema": "shop", "name": "order_items", "type": "table", "row_estimate": 7902114, "total_size": "2106 MB"},
        {"schema": "shop", "name": "orders", "type": "table", "row_estimate": 2418330, "total_size": "1412 MB"},
        {"schema": "shop", "name": "payments", "type": "table", "row_estimate": 2401977, "total_size": "688 MB"},
        {"schema": "shop", "name": "products", "type": "table", "row_estimate": 12806, "total_size": "9 MB"},
        {"schema": "shop", "name": "shipments", "type": "table", "row_estimate": 2305610, "total_size": "540 MB"},
    ]
    cols = [
        {"column": "id", "data_type": "bigint", "is_nullable": "NO", "default": "nextval('shop.orders_id_seq'::regclass)"},
        {"column": "customer_id", "data_type": "bigint", "is_nullable": "NO", "default": None},
        {"column": "status", "data_type": "text", "is_nullable": "NO", "default": "'pending'::text"},
        {"column": "total_cents", "data_type": "integer", "is_nullable": "NO", "default": None},
        {"column": "currency", "data_type": "character(3)", "is_nullable": "NO", "default": "'EUR'::bpchar"},
        {"column": "channel", "data_type": "text", "is_nullable": "YES", "default": None},
        {"column": "created_at", "data_type": "timestamp with time zone", "is_nullable": "NO", "default": "now()"},
        {"column": "updated_at", "data_type": "timestamp with time zone", "is_nullable": "YES", "default": None},
    ]
    cons = [
        {"name": "orders_pkey", "type": "PRIMARY KEY", "columns": ["id"]},
        {"name": "orders_customer_id_fkey", "type": "FOREIGN KEY", "columns": ["customer_id"], "references": "shop.customers(id)"},
        {"name": "orders_status_check", "type": "CHECK", "definition": "status = ANY (ARRAY['pending','paid','shipped','cancelled','refunded'])"},
    ]
    idx0 = [
        {"name": "orders_pkey", "definition": "CREATE UNIQUE INDEX orders_pkey ON shop.orders USING btree (id)", "size": "52 MB"},
        {"name": "idx_orders_status", "definition": "CREATE INDEX idx_orders_status ON shop.orders USING btree (status)", "size": "16 MB"},
        {"name": "idx_orders_created_at", "definition": "CREATE INDEX idx_orders_created_at ON shop.orders USING btree (created_at)", "size": "52 MB"},
    ]
    idx1 = idx0 + [{"name": "idx_orders_customer_created",
                    "definition": "CREATE INDEX idx_orders_customer_created ON shop.orders USING btree (customer_id, created_at DESC)", "size": "74 MB"}]
    det0 = {"basic": {"schema": "shop", "name": "orders", "type": "table", "row_estimate": 2418330, "table_size": "1218 MB", "total_size": "1412 MB",
                      "last_analyze": "2024-11-18 03:12:09+00", "last_autovacuum": "2024-11-19 06:41:55+00"},
            "columns": cols, "constraints": cons, "indexes": idx0}
    det1 = {"basic": {"schema": "shop", "name": "orders", "type": "table", "row_estimate": 2419874, "table_size": "1218 MB", "total_size": "1486 MB",
                      "last_analyze": "2024-11-19 14:09:36+00", "last_autovacuum": "2024-11-19 06:41:55+00"},
            "columns": cols, "constraints": cons, "indexes": idx1}
    agg_sql = ("SELECT status, count(*) AS orders, round(avg(total_cents) / 100.0, 2) AS avg_total_eur, max(created_at) AS newest\n"
               "FROM shop.orders WHERE created_at >= now() - interval '7 days'\nGROUP BY status ORDER BY orders DESC")

    def agg(rows: list[tuple[str, int, str, str]], ms: float) -> str:
        return pj([{"status": s, "orders": n, "avg_total_eur": a, "newest": t} for s, n, a, t in rows]) + f"\n\n({len(rows)} rows, {ms} ms)"

    agg1 = agg([("paid", 142318, "63.47", "2024-11-19 14:02:41.882+00"), ("shipped", 96205, "71.12", "2024-11-19 13:58:10.406+00"),
                ("pending", 8944, "52.80", "2024-11-19 14:02:44.017+00"), ("cancelled", 4107, "48.95", "2024-11-19 13:49:32.661+00"),
                ("refunded", 1262, "88.31", "2024-11-19 12:31:07.249+00")], 1842.6)
    agg2 = agg([("paid", 142377, "63.46", "2024-11-19 14:14:05.537+00"), ("shipped", 96262, "71.12", "2024-11-19 14:11:52.118+00"),
                ("pending", 8921, "52.81", "2024-11-19 14:14:07.213+00"), ("cancelled", 4105, "48.95", "2024-11-19 14:06:18.904+00"),
                ("refunded", 1263, "88.29", "2024-11-19 14:08:40.377+00")], 1796.3)
    q = ("SELECT id, status, total_cents, created_at FROM shop.orders\nWHERE customer_id = 48213 AND created_at >= now() - interval '90 days'\n"
         "ORDER BY created_at DESC")
    plan1 = """Gather Merge  (cost=246330.69..246332.79 rows=18 width=35) (actual time=410.116..412.804 rows=17 loops=1)
  Workers Planned: 2
  Workers Launched: 2
  ->  Sort  (cost=245330.67..245330.69 rows=9 width=35) (actual time=371.201..371.205 rows=6 loops=3)
        Sort Key: created_at DESC
        Sort Method: quicksort  Memory: 25kB
        Worker 0:  Sort Method: quicksort  Memory: 25kB
        Worker 1:  Sort Method: quicksort  Memory: 25kB
        ->  Parallel Seq Scan on orders  (cost=0.00..245330.49 rows=9 width=35) (actual time=88.410..371.093 rows=6 loops=3)
              Filter: ((customer_id = 48213) AND (created_at >= (now() - '90 days'::interval)))
              Rows Removed by Filter: 806104
Planning Time: 0.212 ms
Execution Time: 412.871 ms"""
    plan2 = """Index Scan using idx_orders_customer_created on orders  (cost=0.43..52.87 rows=17 width=35) (actual time=0.031..0.058 rows=17 loops=1)
  Index Cond: ((customer_id = 48213) AND (created_at >= (now() - '90 days'::interval)))
Planning Time: 0.184 ms
Execution Time: 0.079 ms"""
    usage = pj([
        {"index": "orders_pkey", "idx_scan": 18220417, "idx_tup_read": 18904552, "size": "52 MB"},
        {"index": "idx_orders_created_at", "idx_scan": 992410, "idx_tup_read": 411870326, "size": "52 MB"},
        {"index": "idx_orders_status", "idx_scan": 3112, "idx_tup_read": 27451903, "size": "16 MB"},
        {"index": "idx_orders_customer_created", "idx_scan": 41, "idx_tup_read": 688, "size": "74 MB"},
    ]) + "\n\n(4 rows, 3.1 ms)"
    turns = [
        (call("list_objects", schema_name="shop", object_type="table"), pj(tables)),
        (call("get_object_details", schema_name="shop", object_name="orders", object_type="table"), pj(det0)),
        (call("execute_sql", sql=agg_sql), agg1),
        (call("explain_query", sql=q, analyze=True), plan1),
        (call("execute_sql", sql="CREATE INDEX CONCURRENTLY idx_orders_customer_created ON shop.orders (customer_id, created_at DESC)"),
         "Query executed successfully. No rows returned.\n(CREATE INDEX, 18421.7 ms)"),
        (call("execute_sql", sql="ANALYZE shop.orders"), "Query executed successfully. No rows returned.\n(ANALYZE, 1930.4 ms)"),
        (call("explain_query", sql=q, analyze=True), plan2),
        (call("get_object_details", schema_name="shop", object_name="orders", object_type="table"), pj(det1)),
        (call("execute_sql", sql=agg_sql), agg2),
        (call("execute_sql", sql="SELECT indexrelname AS index, idx_scan, idx_tup_read, pg_size_pretty(pg_relation_size(indexrelid)) AS size\n"
                                 "FROM pg_stat_user_indexes WHERE schemaname = 'shop' AND relname = 'orders' ORDER BY idx_scan DESC"), usage),
    ]
    rs.add(task=TASK, tid="h20-mcp-07", system=system, turns=turns,
           state="Production read-write replica promoted for maintenance; the storefront keeps writing orders during the session. Complaint: the 'My orders' page is slow.")


# ---------------------------------------------------------------------------------------------------------
# 08 CRM (bad): a logged call shows up in the timeline an hour before the server said it was created.
# ---------------------------------------------------------------------------------------------------------

def t08(rs: RowSet) -> None:
    system = mcp_system("relay-crm", "Relay CRM for the sales team of Routewise (route-optimisation software), acting as amelia.grant", [
        tool("search_contacts", "Search contacts by name, e-mail or company.", {"query": S, "limit": INT}, ["query"]),
        tool("get_contact", "A contact with company, deals and activity summary.", {"contact_id": S}, ["contact_id"]),
        tool("log_activity", "Log a call, e-mail or meeting on a contact (and optionally a deal).", {"contact_id": S, "type": S, "subject": S, "notes": S, "duration_min": INT, "deal_id": S}, ["contact_id", "type", "subject"]),
        tool("update_deal", "Change a deal's stage, amount or close date.", {"deal_id": S, "stage": S, "amount": NUM, "close_date": S}, ["deal_id"]),
        tool("create_task", "Create a follow-up task on a contact.", {"contact_id": S, "title": S, "due": S, "deal_id": S}, ["contact_id", "title", "due"]),
        tool("get_timeline", "Everything that happened on a contact, newest first.", {"contact_id": S, "limit": INT}, ["contact_id"]),
        tool("get_deal", "A deal with its stage history.", {"deal_id": S}, ["deal_id"]),
    ])
    found = {"query": "Halvorsen", "total": 2, "contacts": [
        {"contact_id": "ct_7Qm2", "name": "Ingrid Halvorsen", "title": "VP Operations", "company": "Nordlys Freight AS",
         "email": "ingrid.halvorsen@nordlysfreight.no", "owner": "amelia.grant", "last_activity_at": "2024-11-14T13:20:05Z"},
        {"contact_id": "ct_2Bx9", "name": "Erik Halvorsen", "title": "Procurement Manager", "company": "Fjordline Cold Chain",
         "email": "erik.h@fjordline-cc.com", "owner": "dev.rao", "last_activity_at": "2024-09-30T08:02:44Z"},
    ]}
    deal0 = {"deal_id": "dl_3310", "name": "Nordlys – Route Optimizer annual", "stage": "Proposal", "amount": 48000, "currency": "EUR",
             "close_date": "2024-12-13", "probability": 0.4}
    contact0 = {"contact_id": "ct_7Qm2", "name": "Ingrid Halvorsen", "title": "VP Operations", "email": "ingrid.halvorsen@nordlysfreight.no",
                "phone": "+47 915 42 877", "company": {"account_id": "acc_N0rd1", "name": "Nordlys Freight AS", "industry": "Logistics",
                                                       "employees": 640, "city": "Bergen"},
                "owner": "amelia.grant", "tags": ["decision-maker", "nordics"], "deals": [deal0], "open_tasks": 0,
                "activity_count": 3, "last_activity_at": "2024-11-14T13:20:05Z", "created_at": "2024-10-21T09:14:38Z"}
    notes = ("Ingrid OK with 3-year term if year-1 price is 52.5k incl. 40 extra vehicles. Legal wants our DPA v3. "
             "Go-live target mid-January; needs revised order form by Thursday.")
    act = {"activity_id": "act_91kd2", "type": "call", "subject": "Pricing follow-up", "contact_id": "ct_7Qm2", "deal_id": "dl_3310",
           "duration_min": 25, "notes": notes, "logged_by": "amelia.grant", "created_at": "2024-11-19T10:42:17Z"}
    upd = {"deal_id": "dl_3310", "name": "Nordlys – Route Optimizer annual", "previous_stage": "Proposal", "stage": "Negotiation",
           "amount": 52500, "previous_amount": 48000, "currency": "EUR", "close_date": "2024-12-20", "probability": 0.6,
           "weighted_amount": 31500, "updated_at": "2024-11-19T10:44:03Z", "updated_by": "amelia.grant"}
    task = {"task_id": "tk_4Hs8", "title": "Send revised order form (52.5k, 3-yr option) + DPA v3", "contact_id": "ct_7Qm2", "deal_id": "dl_3310",
            "due": "2024-11-21", "status": "open", "assignee": "amelia.grant", "created_at": "2024-11-19T10:45:30Z"}
    timeline = {"contact_id": "ct_7Qm2", "items": [
        {"kind": "task_created", "id": "tk_4Hs8", "title": task["title"], "due": "2024-11-21", "by": "amelia.grant", "created_at": "2024-11-19T10:45:30Z"},
        {"kind": "deal_updated", "id": "dl_3310", "changes": {"stage": ["Proposal", "Negotiation"], "amount": [48000, 52500], "close_date": ["2024-12-13", "2024-12-20"]},
         "by": "amelia.grant", "created_at": "2024-11-19T10:44:03Z"},
        {"kind": "activity", "id": "act_91kd2", "type": "call", "subject": "Pricing follow-up", "duration_min": 25, "by": "amelia.grant",
         "created_at": "2024-11-19T09:42:17Z"},
        {"kind": "activity", "id": "act_88xq1", "type": "email", "subject": "Proposal v2 (48k, 1-yr)", "by": "amelia.grant", "created_at": "2024-11-14T13:20:05Z"},
        {"kind": "activity", "id": "act_85pp0", "type": "meeting", "subject": "Discovery demo with ops team", "duration_min": 60, "by": "amelia.grant",
         "created_at": "2024-11-07T09:00:00Z"},
        {"kind": "deal_updated", "id": "dl_3310", "changes": {"stage": ["Qualification", "Proposal"]}, "by": "amelia.grant", "created_at": "2024-11-05T15:12:48Z"},
    ], "has_more": True, "next_cursor": "tl_c_20241105151248"}
    deal = {"deal_id": "dl_3310", "name": "Nordlys – Route Optimizer annual", "account": "Nordlys Freight AS", "primary_contact": "ct_7Qm2",
            "owner": "amelia.grant", "stage": "Negotiation", "amount": 52500, "currency": "EUR", "close_date": "2024-12-20",
            "probability": 0.6, "weighted_amount": 31500, "products": [{"sku": "RW-OPT-ANNUAL", "qty": 1}, {"sku": "RW-VEH-ADDON", "qty": 40}],
            "stage_history": [
                {"stage": "Qualification", "entered_at": "2024-10-22T08:31:10Z", "days_in_stage": 14},
                {"stage": "Proposal", "entered_at": "2024-11-05T15:12:48Z", "days_in_stage": 13},
                {"stage": "Negotiation", "entered_at": "2024-11-19T10:44:03Z", "days_in_stage": 0}],
            "activity_count": 3, "last_activity": {"activity_id": "act_91kd2", "type": "call", "created_at": "2024-11-19T10:42:17Z"},
            "open_tasks": ["tk_4Hs8"], "created_at": "2024-10-22T08:31:10Z", "updated_at": "2024-11-19T10:44:03Z"}
    email = {"activity_id": "act_92b7w", "type": "email", "subject": "Revised order form + DPA v3", "contact_id": "ct_7Qm2", "deal_id": "dl_3310",
             "notes": "Sent order form (52,500 EUR yr 1, 3-yr option) and DPA v3 to Ingrid, cc legal@nordlysfreight.no.",
             "logged_by": "amelia.grant", "created_at": "2024-11-19T10:49:51Z"}
    contact1 = json.loads(json.dumps(contact0))
    contact1.update({"deals": [{"deal_id": "dl_3310", "name": "Nordlys – Route Optimizer annual", "stage": "Negotiation", "amount": 52500,
                                "currency": "EUR", "close_date": "2024-12-20", "probability": 0.6}],
                     "open_tasks": 1, "activity_count": 5, "last_activity_at": "2024-11-19T10:49:51Z"})
    turns = [
        (call("search_contacts", query="Halvorsen", limit=10), mcp_text(found)),
        (call("get_contact", contact_id="ct_7Qm2"), mcp_text(contact0)),
        (call("log_activity", contact_id="ct_7Qm2", type="call", subject="Pricing follow-up", notes=notes, duration_min=25, deal_id="dl_3310"), mcp_text(act)),
        (call("update_deal", deal_id="dl_3310", stage="Negotiation", amount=52500, close_date="2024-12-20"), mcp_text(upd)),
        (call("create_task", contact_id="ct_7Qm2", title=task["title"], due="2024-11-21", deal_id="dl_3310"), mcp_text(task)),
        (call("get_timeline", contact_id="ct_7Qm2", limit=6), mcp_text(timeline)),
        (call("get_deal", deal_id="dl_3310"), mcp_text(deal)),
        (call("log_activity", contact_id="ct_7Qm2", type="email", subject="Revised order form + DPA v3", notes=email["notes"], deal_id="dl_3310"), mcp_text(email)),
        (call("get_contact", contact_id="ct_7Qm2"), mcp_text(contact1)),
    ]
    rs.add(task=TASK, tid="h20-mcp-08", system=system, turns=turns, bad=True, turn=6,
           kind="timeline lists the call act_91kd2 at 09:42:17Z although the server created it at 10:42:17Z (and get_deal later repeats 10:42:17Z)")


# ---------------------------------------------------------------------------------------------------------
# 09 Notion (clean): a done task drops out of a filtered query, timestamps move (minute-rounded).
# ---------------------------------------------------------------------------------------------------------

NOTION_USER = {"object": "user", "id": "5d2f8a91-3c4e-4b7a-9e12-a8c0f6d3b471"}


def n_title(text: str) -> list[dict[str, Any]]:
    return [{"type": "text", "text": {"content": text, "link": None}, "annotations": {"bold": False, "italic": False, "code": False, "color": "default"},
             "plain_text": text, "href": None}]


def n_task(pid: str, name: str, status: str, who: str, due: str, prio: str, edited: str) -> dict[str, Any]:
    colors = {"Not started": "default", "In progress": "blue", "Done": "green"}
    return {"object": "page", "id": pid, "created_time": "2024-11-04T09:15:00.000Z", "last_edited_time": edited,
            "parent": {"type": "database_id", "database_id": "c41e7d90-2a6b-4f38-b1e5-07d9a3c8e264"}, "archived": False,
            "properties": {"Name": {"id": "title", "type": "title", "title": [{"plain_text": name}]},
                           "Status": {"id": "%3DkFz", "type": "status", "status": {"name": status, "color": colors[status]}},
                           "Assignee": {"id": "bN%5Cq", "type": "people", "people": [{"object": "user", "name": who}]},
                           "Due": {"id": "Xq%3Fa", "type": "date", "date": {"start": due}},
                           "Priority": {"id": "p%7Dtw", "type": "select", "select": {"name": prio}}},
            "url": f"https://www.notion.so/{name.replace(' ', '-').replace('→', '').replace(':', '')}-{pid.replace('-', '')}"}


def t09(rs: RowSet) -> None:
    system = mcp_system("notion", "Notion's MCP server for the Brightside engineering workspace", [
        tool("API-post-search", "Search pages and databases by title.", {"query": S, "filter": OBJ, "sort": OBJ}, []),
        tool("API-post-database-query", "Query a database.", {"database_id": S, "filter": OBJ, "sorts": A, "page_size": INT, "start_cursor": S}, ["database_id"]),
        tool("API-create-a-page", "Create a page.", {"parent": OBJ, "properties": OBJ}, ["parent", "properties"]),
        tool("API-patch-block-children", "Append blocks to a block or page.", {"block_id": S, "children": A}, ["block_id", "children"]),
        tool("API-patch-page", "Update page properties.", {"page_id": S, "properties": OBJ}, ["page_id", "properties"]),
        tool("API-retrieve-a-page", "Retrieve a page.", {"page_id": S}, ["page_id"]),
        tool("API-get-block-children", "Retrieve the children of a block.", {"block_id": S, "page_size": INT}, ["block_id"]),
    ])
    notes_db = "8f3c2a1e-5b7d-4e09-a6c2-91d4e0b7f352"
    tasks_db = "c41e7d90-2a6b-4f38-b1e5-07d9a3c8e264"
    new_id = "144a7c3e-92d1-8103-a5f6-e2c9b07d4a18"
    search = {"object": "list", "results": [
        {"object": "page", "id": "13f9e2a0-7c4d-81b2-9e3f-d0a1b5c6e7f8", "created_time": "2024-11-12T10:01:00.000Z", "last_edited_time": "2024-11-12T11:17:00.000Z",
         "parent": {"type": "database_id", "database_id": notes_db}, "properties": {"Name": {"type": "title", "title": [{"plain_text": "Weekly Eng Sync — 2024-11-12"}]}},
         "url": "https://www.notion.so/Weekly-Eng-Sync-2024-11-12-13f9e2a07c4d81b29e3fd0a1b5c6e7f8"},
        {"object": "page", "id": "1367b1d4-0a9e-8154-b2c3-f4e5a6d7c8b9", "created_time": "2024-11-05T10:00:00.000Z", "last_edited_time": "2024-11-06T08:42:00.000Z",
         "parent": {"type": "database_id", "database_id": notes_db}, "properties": {"Name": {"type": "title", "title": [{"plain_text": "Weekly Eng Sync — 2024-11-05"}]}},
         "url": "https://www.notion.so/Weekly-Eng-Sync-2024-11-05-1367b1d40a9e8154b2c3f4e5a6d7c8b9"},
        {"object": "page", "id": "0e21c8f7-6d5a-4b39-8c12-7f0e9d8a6b54", "created_time": "2023-01-09T14:22:00.000Z", "last_edited_time": "2024-10-01T07:30:00.000Z",
         "parent": {"type": "workspace", "workspace": True}, "properties": {"title": {"type": "title", "title": [{"plain_text": "Weekly Eng Sync — how we run it"}]}},
         "url": "https://www.notion.so/Weekly-Eng-Sync-how-we-run-it-0e21c8f76d5a4b398c127f0e9d8a6b54"},
    ], "next_cursor": None, "has_more": False, "type": "page_or_database"}
    t_rot = n_task("12e5a0b1-4c3d-8e7f-a1b2-c3d4e5f60718", "Rotate staging DB credentials", "In progress", "Priya Natarajan", "2024-11-15", "High", "2024-11-18T16:40:00.000Z")
    t_arm = n_task("12e5a0b1-4c3d-8e7f-a1b2-c3d4e5f60722", "Migrate CI runners to arm64", "In progress", "Daniel Osei", "2024-11-18", "Medium", "2024-11-18T09:05:00.000Z")
    t_adr = n_task("12e5a0b1-4c3d-8e7f-a1b2-c3d4e5f60735", "Write ADR for event bus", "Not started", "Sam Whitfield", "2024-11-20", "Medium", "2024-11-12T11:17:00.000Z")
    t_pg = n_task("12e5a0b1-4c3d-8e7f-a1b2-c3d4e5f60741", "Upgrade Postgres 14 → 16 on analytics", "Not started", "Priya Natarajan", "2024-11-22", "High", "2024-11-13T15:02:00.000Z")
    t_e2e = n_task("12e5a0b1-4c3d-8e7f-a1b2-c3d4e5f60756", "Fix flaky e2e: checkout timeout", "In progress", "Lee Carver", "2024-11-25", "Low", "2024-11-19T08:51:00.000Z")
    t_load = n_task("12e5a0b1-4c3d-8e7f-a1b2-c3d4e5f60768", "Load test new search API", "Not started", "Daniel Osei", "2024-11-27", "Medium", "2024-11-14T13:26:00.000Z")
    flt = {"property": "Status", "status": {"does_not_equal": "Done"}}
    q1 = {"object": "list", "results": [t_rot, t_arm, t_adr, t_pg, t_e2e], "next_cursor": t_load["id"], "has_more": True, "type": "page_or_database"}
    q2 = {"object": "list", "results": [t_rot, t_adr, t_pg, t_e2e, t_load], "next_cursor": "12e5a0b1-4c3d-8e7f-a1b2-c3d4e5f60779", "has_more": True, "type": "page_or_database"}
    t_arm_done = json.loads(json.dumps(t_arm))
    t_arm_done["last_edited_time"] = "2024-11-19T10:04:00.000Z"
    t_arm_done["last_edited_by"] = NOTION_USER
    t_arm_done["properties"]["Status"]["status"] = {"name": "Done", "color": "green"}
    title = "Weekly Eng Sync — 2024-11-19"
    page = {"object": "page", "id": new_id, "created_time": "2024-11-19T10:02:00.000Z", "last_edited_time": "2024-11-19T10:02:00.000Z",
            "created_by": NOTION_USER, "last_edited_by": NOTION_USER, "cover": None, "icon": {"type": "emoji", "emoji": "🗓️"},
            "parent": {"type": "database_id", "database_id": notes_db}, "archived": False, "in_trash": False,
            "properties": {"Date": {"id": "D%3Ea1", "type": "date", "date": {"start": "2024-11-19", "end": None, "time_zone": None}},
                           "Name": {"id": "title", "type": "title", "title": n_title(title)}},
            "url": f"https://www.notion.so/Weekly-Eng-Sync-2024-11-19-{new_id.replace('-', '')}", "public_url": None}
    page2 = dict(page, last_edited_time="2024-11-19T10:03:00.000Z")
    children = [("heading_2", "Decisions", None), ("bulleted_list_item", "CI runners are fully on arm64; x86 pool is drained and will be deleted Friday.", None),
                ("bulleted_list_item", "Event bus ADR slips to next week; Sam pairs with Priya on Thursday.", None),
                ("heading_2", "Action items", None), ("to_do", "Daniel: delete x86 runner pool after Friday's release", False),
                ("to_do", "Priya: finish staging credential rotation (overdue since 15 Nov)", False), ("to_do", "Lee: post flaky-test stats in #eng", False)]
    bids = ["144a7c3e-92d1-8171-9c0e-01a2b3c4d5e6", "144a7c3e-92d1-8172-8d1f-12b3c4d5e6f7", "144a7c3e-92d1-8173-be20-23c4d5e6f708",
            "144a7c3e-92d1-8174-af31-34d5e6f70819", "144a7c3e-92d1-8175-9042-45e6f708192a", "144a7c3e-92d1-8176-8153-56f708192a3b",
            "144a7c3e-92d1-8177-b264-6708192a3b4c"]

    def blocks() -> list[dict[str, Any]]:
        out = []
        for bid, (kind, text, checked) in zip(bids, children):
            body: dict[str, Any] = {"rich_text": [{"type": "text", "text": {"content": text}, "plain_text": text}], "color": "default"}
            if kind == "to_do":
                body["checked"] = checked
            out.append({"object": "block", "id": bid, "parent": {"type": "page_id", "page_id": new_id}, "created_time": "2024-11-19T10:03:00.000Z",
                        "last_edited_time": "2024-11-19T10:03:00.000Z", "has_children": False, "archived": False, "type": kind, kind: body})
        return out

    req_children = [{"type": k, k: ({"rich_text": [{"type": "text", "text": {"content": t}}]} | ({"checked": False} if k == "to_do" else {}))}
                    for k, t, _ in children]
    turns = [
        (call("API-post-search", query="Weekly Eng Sync", filter={"property": "object", "value": "page"}, sort={"direction": "descending", "timestamp": "last_edited_time"}), pj(search)),
        (call("API-post-database-query", database_id=tasks_db, filter=flt, sorts=[{"property": "Due", "direction": "ascending"}], page_size=5), pj(q1)),
        (call("API-create-a-page", parent={"database_id": notes_db}, properties={"Name": {"title": [{"text": {"content": title}}]}, "Date": {"date": {"start": "2024-11-19"}}}), pj(page)),
        (call("API-patch-block-children", block_id=new_id, children=req_children), pj({"object": "list", "results": blocks(), "next_cursor": None, "has_more": False, "type": "block", "block": {}})),
        (call("API-patch-page", page_id=t_arm["id"], properties={"Status": {"status": {"name": "Done"}}}), pj(t_arm_done)),
        (call("API-post-database-query", database_id=tasks_db, filter=flt, sorts=[{"property": "Due", "direction": "ascending"}], page_size=5), pj(q2)),
        (call("API-retrieve-a-page", page_id=new_id), pj(page2)),
        (call("API-get-block-children", block_id=new_id, page_size=50), pj({"object": "list", "results": blocks(), "next_cursor": None, "has_more": False, "type": "block", "block": {}})),
    ]
    rs.add(task=TASK, tid="h20-mcp-09", system=system, turns=turns,
           state="Integration 'eng-bot' has access to the Meeting Notes and Eng Tasks databases. Notion timestamps are rounded to the minute.")


# ---------------------------------------------------------------------------------------------------------
# 10 Home-automation hub (bad): the motion sensor's Zigbee IEEE address differs in its event-log header.
# ---------------------------------------------------------------------------------------------------------

def t10(rs: RowSet) -> None:
    system = mcp_system("homelink-hub", "a Zigbee/Z-Wave home-automation hub in the Moreau household", [
        tool("list_devices", "Devices with their current state.", {"room": S, "type": S}, []),
        tool("get_device", "One device in detail.", {"device_id": S}, ["device_id"]),
        tool("get_event_log", "Recent events of a device (newest first).", {"device_id": S, "limit": INT}, ["device_id"]),
        tool("list_automations", "Automations and whether they are enabled.", {}, []),
        tool("set_automation_enabled", "Enable or disable an automation.", {"automation_id": S, "enabled": B}, ["automation_id", "enabled"]),
        tool("set_device_state", "Command a device.", {"device_id": S, "attributes": OBJ}, ["device_id", "attributes"]),
        tool("get_energy_report", "Energy use per metered device.", {"period": S}, ["period"]),
    ])
    head = ["ID", "Name", "Room", "Type", "Proto", "Address", "State", "Battery", "Last seen"]
    rows_all = [
        ["dev_003", "Front Door Lock", "Entry", "lock", "Z-Wave", "node 12", "locked", "91 %", "1 min ago"],
        ["dev_007", "Living Room Thermostat", "Living room", "thermostat", "Z-Wave", "node 7", "heating 20.5 °C → 21.0 °C", "—", "30 s ago"],
        ["dev_011", "Kitchen Motion", "Kitchen", "motion", "Zigbee", "0x00158d0003f7e1a9", "clear", "64 %", "3 min ago"],
        ["dev_014", "Hallway Motion", "Hallway", "motion", "Zigbee", "0x00158d0004a1c2f3", "clear", "78 %", "2 min ago"],
        ["dev_018", "Garage Door", "Garage", "garage_door", "Z-Wave", "node 19", "closed", "—", "4 min ago"],
        ["dev_021", "Hallway Ceiling Light", "Hallway", "dimmer", "Zigbee", "0x680ae2fffe3b71d0", "off", "—", "2 min ago"],
        ["dev_022", "Kitchen Pendant", "Kitchen", "dimmer", "Zigbee", "0x680ae2fffe3b8a44", "on 60 %", "—", "1 min ago"],
        ["dev_025", "Washer Plug", "Utility", "plug", "Zigbee", "0xa4c1385f02d9e6b1", "on · 2.1 W", "—", "20 s ago"],
        ["dev_030", "Bedroom TRV", "Bedroom", "valve", "Zigbee", "0x0c4314fffe2a6d57", "18.5 °C → 19.0 °C", "55 %", "6 min ago"],
    ]
    devices1 = "Hub time 2024-11-19 19:48:05 CET · 9 devices · mesh OK (Zigbee ch 15, Z-Wave EU)\n\n" + tsv(head, rows_all)
    motion = {"device_id": "dev_014", "name": "Hallway Motion", "room": "Hallway", "protocol": "zigbee", "ieee_address": "0x00158d0004a1c2f3",
              "network_address": "0x5A1E", "manufacturer": "Xiaomi", "model": "RTCGQ11LM (Aqara motion sensor)", "firmware": "3000-0001",
              "paired_at": "2023-02-04T16:21:09+01:00", "parent": "dev_021 (router)",
              "state": {"occupancy": False, "illuminance_lux": 41, "battery_pct": 78, "voltage_mv": 3005, "linkquality": 116},
              "config": {"occupancy_timeout_s": 90}, "last_seen": "2024-11-19T19:46:12+01:00",
              "used_by": ["auto_07 Hallway night light", "auto_12 Away-mode intrusion alert"]}
    log = """Event log — dev_014 Hallway Motion (Zigbee 0x00158d0004a1c7f3) · 8 newest

2024-11-19 19:46:12  occupancy → clear                      (timeout 90 s)
2024-11-19 19:46:12  auto_07 Hallway night light: dev_021 → off
2024-11-19 19:44:42  occupancy → detected                   illuminance 43 lx, lq 118
2024-11-19 19:44:42  auto_07 Hallway night light: dev_021 → on 30 %
2024-11-19 18:58:30  battery report                         78 % (3005 mV)
2024-11-19 18:31:07  occupancy → clear                      (timeout 90 s)
2024-11-19 18:31:07  auto_07 Hallway night light: dev_021 → off
2024-11-19 18:29:37  occupancy → detected                   illuminance 39 lx, lq 112"""
    autos = [
        {"automation_id": "auto_07", "name": "Hallway night light", "enabled": True, "trigger": "dev_014 occupancy detected, after sunset (16:42)",
         "actions": ["dev_021 on 30 %", "dev_021 off when dev_014 clear"], "last_run": "2024-11-19T19:44:42+01:00", "runs_today": 6},
        {"automation_id": "auto_09", "name": "Good night", "enabled": True, "trigger": "23:30 daily", "actions": ["all lights off", "dev_003 lock", "dev_007 18.0 °C"],
         "last_run": "2024-11-18T23:30:00+01:00", "runs_today": 0},
        {"automation_id": "auto_12", "name": "Away-mode intrusion alert", "enabled": True, "trigger": "mode = away AND (dev_011 OR dev_014 occupancy)",
         "actions": ["push notification", "dev_022 on 100 %"], "last_run": "2024-11-08T14:03:51+01:00", "runs_today": 0},
        {"automation_id": "auto_15", "name": "Washer done", "enabled": True, "trigger": "dev_025 power < 3 W for 5 min after > 100 W",
         "actions": ["push notification 'Washing is done'"], "last_run": "2024-11-19T17:52:20+01:00", "runs_today": 1},
    ]
    autos2 = json.loads(json.dumps(autos))
    autos2[0]["enabled"] = False
    light = {"device_id": "dev_021", "name": "Hallway Ceiling Light", "room": "Hallway", "protocol": "zigbee", "ieee_address": "0x680ae2fffe3b71d0",
             "manufacturer": "IKEA of Sweden", "model": "LED1836G9 (TRÅDFRI bulb E27 806 lm)", "firmware": "2.3.093", "role": "router",
             "state": {"on": True, "brightness": 77, "brightness_pct": 30, "color_temp_k": 2700, "power_w": 3.1, "linkquality": 164},
             "last_changed": "2024-11-19T19:50:31+01:00", "last_changed_by": "api (mcp)", "last_seen": "2024-11-19T19:50:31+01:00"}
    rows_hall = [
        ["dev_014", "Hallway Motion", "Hallway", "motion", "Zigbee", "0x00158d0004a1c2f3", "detected", "78 %", "just now"],
        ["dev_021", "Hallway Ceiling Light", "Hallway", "dimmer", "Zigbee", "0x680ae2fffe3b71d0", "on 30 %", "—", "40 s ago"],
    ]
    energy = """Energy report — today (2024-11-19 00:00 → 19:51 CET)

Device                      kWh     Cost (€0.31/kWh)   Peak W   Now W
dev_025 Washer Plug         1.42    €0.44              2,184    2.1
dev_007 Thermostat (boiler) —       —                  —        — (gas, not metered)
dev_022 Kitchen Pendant     0.09    €0.03              9.0      5.4
dev_021 Hallway Light       0.01    €0.00              8.8      3.1
Whole-home meter (P1)       11.86   €3.68              4,910    612

Metered devices cover 12.8 % of whole-home consumption today."""
    turns = [
        (call("list_devices"), devices1),
        (call("get_device", device_id="dev_014"), pj(motion)),
        (call("get_event_log", device_id="dev_014", limit=8), log),
        (call("list_automations"), pj(autos)),
        (call("set_automation_enabled", automation_id="auto_07", enabled=False),
         pj({"automation_id": "auto_07", "name": "Hallway night light", "enabled": False, "changed_at": "2024-11-19T19:50:02+01:00"})),
        (call("set_device_state", device_id="dev_021", attributes={"on": True, "brightness_pct": 30}),
         pj({"device_id": "dev_021", "accepted": True, "state": {"on": True, "brightness": 77, "brightness_pct": 30}, "at": "2024-11-19T19:50:31+01:00"})),
        (call("get_device", device_id="dev_021"), pj(light)),
        (call("list_devices", room="Hallway"), "Hub time 2024-11-19 19:51:11 CET · 2 devices in Hallway\n\n" + tsv(head, rows_hall)),
        (call("get_energy_report", period="today"), energy),
        (call("list_automations"), pj(autos2)),
    ]
    rs.add(task=TASK, tid="h20-mcp-10", system=system, turns=turns, bad=True, turn=3,
           kind="event-log header gives Hallway Motion's Zigbee IEEE address as 0x00158d0004a1c7f3 instead of 0x00158d0004a1c2f3 shown before and after (no re-pairing)")


# ---------------------------------------------------------------------------------------------------------
# 11 Google Calendar (bad): a duplicate event deleted earlier is listed again.
# ---------------------------------------------------------------------------------------------------------

def gcal_event(e: dict[str, Any]) -> str:
    lines = [f"Event: {e['summary']}", f"Event ID: {e['id']}"]
    if e.get("all_day"):
        lines.append(f"Date: {e['start']} (all day)")
    else:
        lines += [f"Start: {e['start']}", f"End: {e['end']}"]
    for k, label in (("location", "Location"), ("organizer", "Organizer"), ("recurring", "Recurring"), ("status", "Status")):
        if e.get(k):
            lines.append(f"{label}: {e[k]}")
    if e.get("attendees"):
        lines.append("Attendees: " + ", ".join(e["attendees"]))
    if e.get("description"):
        lines.append(f"Description: {e['description']}")
    if e.get("extra"):
        lines += e["extra"]
    return "\n".join(lines)


def t11(rs: RowSet) -> None:
    system = mcp_system("google-calendar", "Google Calendar for dana.whitaker@lumenstudio.co (time zone America/Chicago)", [
        tool("list-calendars", "List all available calendars.", {}, []),
        tool("list-events", "List events from a calendar in a time range.", {"calendarId": S, "timeMin": S, "timeMax": S}, ["calendarId", "timeMin", "timeMax"]),
        tool("search-events", "Search events by text.", {"calendarId": S, "query": S, "timeMin": S, "timeMax": S}, ["calendarId", "query"]),
        tool("delete-event", "Delete an event.", {"calendarId": S, "eventId": S, "sendUpdates": S}, ["calendarId", "eventId"]),
        tool("create-event", "Create an event.", {"calendarId": S, "summary": S, "start": S, "end": S, "attendees": A, "location": S, "description": S}, ["calendarId", "summary", "start", "end"]),
        tool("update-event", "Update fields of an event.", {"calendarId": S, "eventId": S, "attendees": A, "location": S, "description": S}, ["calendarId", "eventId"]),
        tool("get-freebusy", "Busy intervals for calendars.", {"timeMin": S, "timeMax": S, "items": A}, ["timeMin", "timeMax", "items"]),
    ])
    me, luis, mei, kofi = "dana.whitaker@lumenstudio.co", "luis.ferreira@lumenstudio.co", "mei.tanaka@lumenstudio.co", "kofi.asante@lumenstudio.co"
    cals = """Available calendars:
- Dana Whitaker (dana.whitaker@lumenstudio.co) — primary, owner, America/Chicago
- Design Team (c_9f1e4d7b2a6c3e58@group.calendar.google.com) — writer, America/Chicago
- Holidays in United States (en.usa#holiday@group.v.calendar.google.com) — reader"""

    def standup(day: str, iso: str) -> dict[str, Any]:
        return {"summary": "Team standup", "id": f"7h2k4m9q1rbv3s6t8c0n2p4d5f_{iso}T150000Z", "start": f"2024-11-{day}T09:00:00-06:00",
                "end": f"2024-11-{day}T09:30:00-06:00", "organizer": me, "recurring": "Yes (weekly on Mon–Fri)", "location": "Google Meet"}

    dr_main = {"summary": "Design review: Checkout v3", "id": "0v5b3x8z1qk4m7n9p2r6t8w0y1", "start": "2024-11-26T14:00:00-06:00", "end": "2024-11-26T15:00:00-06:00",
               "organizer": me, "location": "Fern (4F)", "attendees": [f"{me} (accepted)", f"{luis} (accepted)", f"{mei} (needsAction)"], "status": "confirmed"}
    dr_dup = {"summary": "Design review: Checkout v3", "id": "2m7d4f9h6jq1s3u5w7y9a0c2e4", "start": "2024-11-26T14:00:00-06:00", "end": "2024-11-26T15:00:00-06:00",
              "organizer": me, "status": "confirmed", "description": "Imported from Outlook (checkout-v3-review.ics)"}
    plan = {"summary": "Quarterly planning prep", "id": "4c8n2p6s0tv2x4z6b8d0f2h4j6", "start": "2024-11-25T13:00:00-06:00", "end": "2024-11-25T14:00:00-06:00",
            "organizer": me, "location": "Google Meet", "status": "confirmed"}
    lunch = {"summary": "Lunch w/ Priya", "id": "6e0g4i8k2m5o9q3s7u1w5y9a3c", "start": "2024-11-27T12:00:00-06:00", "end": "2024-11-27T13:00:00-06:00",
             "organizer": me, "location": "Avec, 615 W Randolph St", "status": "confirmed"}
    ooo = {"summary": "Out of office — Thanksgiving", "id": "1a5c9e3g7i0k4m8o2q6s0u4w8y", "start": "2024-11-28", "all_day": True, "organizer": me, "status": "confirmed"}
    vendor = {"summary": "Vendor call: payments SDK", "id": "8b2d6f0h4j7l1n5p9r3t7v1x5z", "start": "2024-11-29T10:00:00-06:00", "end": "2024-11-29T11:00:00-06:00",
              "organizer": "ap@paysdk.io", "attendees": [f"{me} (tentative)", "ap@paysdk.io (accepted)"], "status": "confirmed"}
    one = {"summary": "1:1 Dana / Luis", "id": "5r1t8w3y6u0a2c4e6g8i0k2m4o", "start": "2024-11-27T10:30:00-06:00", "end": "2024-11-27T11:00:00-06:00",
           "organizer": me, "location": "Google Meet", "attendees": [f"{me} (accepted)", f"{luis} (needsAction)"], "status": "confirmed"}
    dr_upd = dict(dr_main, location="Fern (4F) + Google Meet", attendees=dr_main["attendees"] + [f"{kofi} (needsAction)"],
                  description="Agenda: payment sheet, address autofill, error states. Figma: Checkout v3 / Review.")

    def listing(evts: list[dict[str, Any]]) -> str:
        return (f"Found {len(evts)} events in primary between 2024-11-25 and 2024-11-29 (America/Chicago):\n\n"
                + "\n\n".join(gcal_event(e) for e in evts))

    week0 = [standup("25", "20241125"), plan, standup("26", "20241126"), dr_main, dr_dup, standup("27", "20241127"), lunch, ooo, standup("29", "20241129"), vendor]
    week1 = [standup("25", "20241125"), plan, standup("26", "20241126"), dr_upd, dr_dup, standup("27", "20241127"), one, lunch, ooo, standup("29", "20241129"), vendor]
    found = ("Found 2 events matching \"Checkout v3\":\n\n"
             + gcal_event(dict(dr_main, extra=["Created: 2024-11-11T16:20:41Z by dana.whitaker@lumenstudio.co", "Last updated: 2024-11-14T09:02:17Z", "Sequence: 1"])) + "\n\n"
             + gcal_event(dict(dr_dup, extra=["Created: 2024-11-18T22:47:05Z by dana.whitaker@lumenstudio.co (ICS import)", "Last updated: 2024-11-18T22:47:05Z",
                                              "Sequence: 0", "iCalUID: 040000008200E00074C5B7101A82E008000000001F3B@outlook.com"])))
    fb = """Free/busy 2024-11-27 08:00–18:00 (America/Chicago):

dana.whitaker@lumenstudio.co
  09:00–09:30 busy
  10:30–11:00 busy
  12:00–13:00 busy

luis.ferreira@lumenstudio.co
  10:30–11:00 busy
  15:00–16:00 busy
  16:30–17:00 busy"""
    turns = [
        (call("list-calendars"), cals),
        (call("list-events", calendarId="primary", timeMin="2024-11-25T00:00:00-06:00", timeMax="2024-11-30T00:00:00-06:00"), listing(week0)),
        (call("search-events", calendarId="primary", query="Checkout v3", timeMin="2024-11-25T00:00:00-06:00", timeMax="2024-11-30T00:00:00-06:00"), found),
        (call("delete-event", calendarId="primary", eventId="2m7d4f9h6jq1s3u5w7y9a0c2e4", sendUpdates="none"),
         "Event deleted successfully (2m7d4f9h6jq1s3u5w7y9a0c2e4, \"Design review: Checkout v3\", Tue Nov 26 14:00). No notifications sent."),
        (call("create-event", calendarId="primary", summary="1:1 Dana / Luis", start="2024-11-27T10:30:00-06:00", end="2024-11-27T11:00:00-06:00",
              attendees=[luis], location="Google Meet"),
         "Event created successfully:\n" + gcal_event(dict(one, extra=["Link: https://www.google.com/calendar/event?eid=NXIxdDh3M3k2dTBhMmM0ZTZnOGkwazJtNG8gZGFuYS53aGl0YWtlckBsdW1lbnN0dWRpby5jbw"]))),
        (call("update-event", calendarId="primary", eventId="0v5b3x8z1qk4m7n9p2r6t8w0y1", attendees=[luis, mei, kofi],
              location="Fern (4F) + Google Meet", description=dr_upd["description"]),
         "Event updated successfully:\n" + gcal_event(dict(dr_upd, extra=["Last updated: 2024-11-19T17:32:58Z", "Sequence: 2"]))),
        (call("list-events", calendarId="primary", timeMin="2024-11-25T00:00:00-06:00", timeMax="2024-11-30T00:00:00-06:00"), listing(week1)),
        (call("get-freebusy", timeMin="2024-11-27T08:00:00-06:00", timeMax="2024-11-27T18:00:00-06:00", items=[{"id": me}, {"id": luis}]), fb),
    ]
    rs.add(task=TASK, tid="h20-mcp-11", system=system, turns=turns, bad=True, turn=7,
           kind="the imported duplicate 'Design review: Checkout v3' (2m7d4f9h6j…) that was deleted successfully is listed again, status confirmed")


# ---------------------------------------------------------------------------------------------------------
# 12 Feature flags (clean): versions bump on each change, live metrics, re-sorted list, other envs differ.
# ---------------------------------------------------------------------------------------------------------

def t12(rs: RowSet) -> None:
    system = mcp_system("flagpole", "the Flagpole feature-flag service, project 'checkout', as ana.costa", [
        tool("list_flags", "Flags of a project in one environment.", {"project": S, "environment": S, "sort": S}, ["project", "environment"]),
        tool("get_flag", "A flag's targeting in one environment.", {"key": S, "environment": S}, ["key", "environment"]),
        tool("get_flag_metrics", "Evaluation counts of a flag.", {"key": S, "environment": S, "window": S}, ["key", "environment"]),
        tool("update_targeting", "Change rollout or rules (creates a new version).", {"key": S, "environment": S, "rollout": OBJ, "add_rules": A, "comment": S}, ["key", "environment"]),
        tool("toggle_flag", "Turn a flag on or off in an environment.", {"key": S, "environment": S, "on": B, "comment": S}, ["key", "environment", "on"]),
        tool("create_segment", "Create a targeting segment.", {"key": S, "environment": S, "name": S, "rules": A, "included": A}, ["key", "environment", "name"]),
        tool("list_audit_log", "Recent changes in a project.", {"project": S, "limit": INT}, ["project"]),
    ])
    head = ["Flag", "On", "Serving", "Version", "Last modified"]
    flags1 = "checkout · production · 9 flags (sorted by key)\n\n" + tsv(head, [
        ["address-autocomplete-v2", "off", "false (off variation)", "v5", "2 days ago · mlopez"],
        ["cart-recs-ml", "on", "rollout A 50 % / B 50 %", "v17", "6 hours ago · ci-bot"],
        ["checkout-3ds-v2", "on", "true", "v31", "19 days ago · rkhan"],
        ["express-pay-button", "on", "true", "v8", "12 days ago · mlopez"],
        ["free-shipping-banner", "on", "rules: country in [DE, AT] → true", "v11", "yesterday · jbauer"],
        ["guest-checkout-email-verify", "off", "false (off variation)", "v3", "7 weeks ago · rkhan"],
        ["legacy-coupon-path", "on", "true", "v9", "41 days ago · rkhan"],
        ["new-tax-engine", "on", "rule + rollout true 10 % / false 90 %", "v22", "3 days ago · rkhan"],
        ["pay-later-klarna", "on", "rollout true 25 % / false 75 %", "v14", "5 days ago · jbauer"],
    ])
    flags2 = "checkout · production · 9 flags (sorted by last modified)\n\n" + tsv(head, [
        ["legacy-coupon-path", "off", "false (off variation)", "v10", "1 minute ago · ana.costa"],
        ["new-tax-engine", "on", "rule + rollout true 25 % / false 75 %", "v23", "7 minutes ago · ana.costa"],
        ["cart-recs-ml", "on", "rollout A 50 % / B 50 %", "v17", "6 hours ago · ci-bot"],
        ["free-shipping-banner", "on", "rules: country in [DE, AT] → true", "v11", "yesterday · jbauer"],
        ["address-autocomplete-v2", "off", "false (off variation)", "v5", "2 days ago · mlopez"],
        ["pay-later-klarna", "on", "rollout true 25 % / false 75 %", "v14", "5 days ago · jbauer"],
        ["express-pay-button", "on", "true", "v8", "12 days ago · mlopez"],
        ["checkout-3ds-v2", "on", "true", "v31", "19 days ago · rkhan"],
        ["guest-checkout-email-verify", "off", "false (off variation)", "v3", "7 weeks ago · rkhan"],
    ])
    staging = {"key": "new-tax-engine", "environment": "staging", "on": True, "version": 14, "variations": [True, False], "off_variation": False,
               "rules": [], "fallthrough": {"variation": True}, "updated_at": "2024-11-04T15:40:08Z", "updated_by": "rkhan",
               "description": "Route tax calculation to tax-svc v2 instead of the in-process calculator."}
    rule1 = {"id": "r1", "clauses": [{"segment": "internal-staff"}], "serve": True}
    prod = {"key": "new-tax-engine", "environment": "production", "on": True, "version": 22, "variations": [True, False], "off_variation": False,
            "rules": [rule1], "fallthrough": {"rollout": {"true": 10, "false": 90}, "bucket_by": "merchant_id"},
            "prerequisites": [], "updated_at": "2024-11-16T09:12:44Z", "updated_by": "rkhan",
            "description": "Route tax calculation to tax-svc v2 instead of the in-process calculator.", "tags": ["tax", "migration"]}
    m1 = {"key": "new-tax-engine", "environment": "production", "window": "1h", "from": "2024-11-19T12:03:00Z", "to": "2024-11-19T13:03:00Z",
          "evaluations": 184220, "by_reason": {"rule r1 (internal-staff)": {"true": 212},
                                                "fallthrough": {"true": 18194, "false": 165814, "true_pct": 9.89}},
          "errors": 0, "p99_eval_latency_ms": 0.4, "sdk_versions": {"node 7.2.1": 171044, "go 3.9.0": 13176}}
    v23 = json.loads(json.dumps(prod))
    v23.update({"version": 23, "fallthrough": {"rollout": {"true": 25, "false": 75}, "bucket_by": "merchant_id"},
                "updated_at": "2024-11-19T13:05:12Z", "updated_by": "ana.costa", "comment": "Tax engine rollout step 2: 10% → 25% of merchants"})
    m2 = {"key": "new-tax-engine", "environment": "production", "window": "5m", "from": "2024-11-19T13:05:20Z", "to": "2024-11-19T13:10:20Z",
          "evaluations": 15930, "versions_seen": {"v23": 15930},
          "by_reason": {"rule r1 (internal-staff)": {"true": 19}, "fallthrough": {"true": 3967, "false": 11944, "true_pct": 24.93}},
          "errors": 0, "p99_eval_latency_ms": 0.4}
    seg = {"key": "eu-beta-merchants", "environment": "production", "name": "EU beta merchants", "version": 1,
           "included": ["m_40219", "m_40877", "m_51302", "m_55014", "m_60388"], "rules": [{"attribute": "country", "op": "in", "values": ["PT", "ES", "IE"]}],
           "created_at": "2024-11-19T13:13:30Z", "created_by": "ana.costa"}
    v24 = json.loads(json.dumps(v23))
    rule2 = {"id": "r2", "clauses": [{"segment": "eu-beta-merchants"}], "serve": True}
    v24.update({"version": 24, "rules": [rule1, rule2], "updated_at": "2024-11-19T13:14:48Z", "comment": "Serve new engine to EU beta merchants regardless of rollout"})
    audit = "Audit log · project checkout · 6 newest\n\n" + tsv(["When (UTC)", "Who", "Env", "Target", "Change", "Version"], [
        ["2024-11-19 13:14:48", "ana.costa", "production", "flag new-tax-engine", "added rule r2: segment eu-beta-merchants → true", "v24"],
        ["2024-11-19 13:13:30", "ana.costa", "production", "segment eu-beta-merchants", "created (5 included, 1 rule)", "v1"],
        ["2024-11-19 13:12:05", "mlopez", "staging", "flag express-pay-button", "fallthrough true → false", "v6"],
        ["2024-11-19 13:11:02", "ana.costa", "production", "flag legacy-coupon-path", "turned off", "v10"],
        ["2024-11-19 13:05:12", "ana.costa", "production", "flag new-tax-engine", "rollout true 10 % → 25 %", "v23"],
        ["2024-11-19 07:02:16", "ci-bot", "production", "flag cart-recs-ml", "rollout A 60/B 40 → A 50/B 50", "v17"],
    ])
    turns = [
        (call("list_flags", project="checkout", environment="production", sort="key"), flags1),
        (call("get_flag", key="new-tax-engine", environment="staging"), pj(staging)),
        (call("get_flag", key="new-tax-engine", environment="production"), pj(prod)),
        (call("get_flag_metrics", key="new-tax-engine", environment="production", window="1h"), pj(m1)),
        (call("update_targeting", key="new-tax-engine", environment="production", rollout={"true": 25, "false": 75}, comment=v23["comment"]), pj(v23)),
        (call("get_flag_metrics", key="new-tax-engine", environment="production", window="5m"), pj(m2)),
        (call("toggle_flag", key="legacy-coupon-path", environment="production", on=False, comment="Old coupon path unused since 3 Oct; tax engine v2 does not support it"),
         pj({"key": "legacy-coupon-path", "environment": "production", "on": False, "serving": False, "version": 10, "previous_version": 9,
             "updated_at": "2024-11-19T13:11:02Z", "updated_by": "ana.costa"})),
        (call("list_flags", project="checkout", environment="production", sort="last_modified"), flags2),
        (call("create_segment", key="eu-beta-merchants", environment="production", name="EU beta merchants",
              rules=[{"attribute": "country", "op": "in", "values": ["PT", "ES", "IE"]}], included=seg["included"]), pj(seg)),
        (call("update_targeting", key="new-tax-engine", environment="production", add_rules=[{"segment": "eu-beta-merchants", "serve": True}], comment=v24["comment"]), pj(v24)),
        (call("list_audit_log", project="checkout", limit=6), audit),
    ]
    rs.add(task=TASK, tid="h20-mcp-12", system=system, turns=turns,
           state="Project checkout has environments staging and production; each environment keeps its own targeting and version counter per flag.")


# ---------------------------------------------------------------------------------------------------------
# 13 Stripe (bad): the finalized invoice's amount due is listed with two digits swapped.
# ---------------------------------------------------------------------------------------------------------

def t13(rs: RowSet) -> None:
    system = mcp_system("stripe", "Stripe's MCP server on the live account of Ridgeline Data Consulting", [
        tool("list_customers", "List customers, optionally by e-mail.", {"email": S, "limit": INT}, []),
        tool("create_product", "Create a product.", {"name": S, "description": S}, ["name"]),
        tool("create_price", "Create a price for a product.", {"product": S, "unit_amount": INT, "currency": S}, ["product", "unit_amount", "currency"]),
        tool("create_invoice", "Create a draft invoice.", {"customer": S, "days_until_due": INT, "collection_method": S}, ["customer"]),
        tool("create_invoice_item", "Add a line to a draft invoice.", {"customer": S, "price": S, "invoice": S, "quantity": INT}, ["customer", "price", "invoice"]),
        tool("finalize_invoice", "Finalize a draft invoice.", {"invoice": S}, ["invoice"]),
        tool("list_invoices", "List invoices.", {"customer": S, "limit": INT}, []),
        tool("retrieve_balance", "Retrieve the account balance.", {}, []),
        tool("list_payment_intents", "List payment intents.", {"customer": S, "limit": INT}, []),
    ])
    cus = "cus_R8mQ2vXb7LkT1a"
    p1, p2 = "prod_RFd9x2LqW3mZ0b", "prod_RFdA7kPq2Nw8yC"
    pr1, pr2 = "price_1QMv8hL3kJ9sT2aXc4d5e6f7", "price_1QMvAzL3kJ9sT2aXg8h9i0j1"
    inv = "in_1QMvCqL3kJ9sT2aXk2l3m4n5"
    pi = "pi_3QMvFbL3kJ9sT2aX0p1q2r3s"
    customers = {"object": "list", "url": "/v1/customers", "has_more": False, "data": [
        {"id": cus, "object": "customer", "name": "Kestrel Bio Ltd", "email": "ap@kestrelbio.com", "created": 1714647201, "currency": "usd",
         "balance": 0, "delinquent": False, "invoice_prefix": "7F3C21D9", "next_invoice_sequence": 12,
         "address": {"line1": "Unit 4, Granta Park", "city": "Cambridge", "postal_code": "CB21 6GP", "country": "GB"},
         "tax_exempt": "reverse", "metadata": {"po_required": "yes", "crm_id": "acc_K3str"}}]}

    def product(pid: str, name: str, desc: str, created: int) -> dict[str, Any]:
        return {"id": pid, "object": "product", "active": True, "name": name, "description": desc, "created": created, "updated": created,
                "default_price": None, "livemode": True, "metadata": {}, "tax_code": "txcd_20030000", "type": "service"}

    def price(pid: str, prod: str, amount: int, created: int) -> dict[str, Any]:
        return {"id": pid, "object": "price", "active": True, "billing_scheme": "per_unit", "created": created, "currency": "usd", "livemode": True,
                "product": prod, "type": "one_time", "unit_amount": amount, "unit_amount_decimal": str(amount), "tax_behavior": "exclusive"}

    def item(iid: str, prc: str, prod: str, qty: int, unit: int, desc: str, created: int) -> dict[str, Any]:
        return {"id": iid, "object": "invoiceitem", "amount": qty * unit, "currency": "usd", "customer": cus, "date": created,
                "description": desc, "invoice": inv, "livemode": True, "price": {"id": prc, "product": prod, "unit_amount": unit},
                "quantity": qty, "unit_amount_decimal": str(unit), "proration": False, "discountable": True}

    ii1 = item("ii_1QMvDfL3kJ9sT2aXv4w5x6y7", pr1, p1, 12, 18500, "Data migration — professional services", 1732032334)
    ii2 = item("ii_1QMvEaL3kJ9sT2aXz8a9b0c1", pr2, p2, 1, 95000, "Onsite workshop (half day)", 1732032391)
    draft = {"id": inv, "object": "invoice", "status": "draft", "customer": cus, "customer_email": "ap@kestrelbio.com", "customer_name": "Kestrel Bio Ltd",
             "collection_method": "send_invoice", "days_until_due": 30, "currency": "usd", "subtotal": 0, "total": 0, "amount_due": 0,
             "amount_paid": 0, "amount_remaining": 0, "number": None, "created": 1732032279, "auto_advance": False, "livemode": True,
             "lines": {"object": "list", "data": [], "has_more": False, "total_count": 0}}
    final = dict(draft)
    final.update({"status": "open", "number": "7F3C21D9-0012", "subtotal": 317000, "subtotal_excluding_tax": 317000, "tax": 0, "total": 317000,
                  "total_excluding_tax": 317000, "amount_due": 317000, "amount_remaining": 317000, "auto_advance": True,
                  "status_transitions": {"finalized_at": 1732032448, "paid_at": None, "voided_at": None},
                  "due_date": 1734624448, "payment_intent": pi,
                  "hosted_invoice_url": "https://invoice.stripe.com/i/acct_1Lr2dKL3kJ9sT2aX/live_YWNjdF8xTHIyZEtMM2tKOXNUMmFYLF9STUZ2",
                  "invoice_pdf": "https://pay.stripe.com/invoice/acct_1Lr2dKL3kJ9sT2aX/live_YWNjdF8xTHIyZEtMM2tKOXNUMmFYLF9STUZ2/pdf",
                  "lines": {"object": "list", "has_more": False, "total_count": 2, "data": [
                      {"id": "il_1QMvDfL3kJ9sT2aXq1w2e3r4", "amount": 222000, "description": "Data migration — professional services", "quantity": 12,
                       "price": {"id": pr1, "unit_amount": 18500}, "invoice_item": ii1["id"]},
                      {"id": "il_1QMvEaL3kJ9sT2aXt5y6u7i8", "amount": 95000, "description": "Onsite workshop (half day)", "quantity": 1,
                       "price": {"id": pr2, "unit_amount": 95000}, "invoice_item": ii2["id"]}]}})
    invoices = {"object": "list", "url": "/v1/invoices", "has_more": False, "data": [
        {"id": inv, "number": "7F3C21D9-0012", "status": "open", "currency": "usd", "amount_due": 371000, "amount_paid": 0,
         "created": 1732032279, "due_date": 1734624448, "collection_method": "send_invoice", "payment_intent": pi,
         "hosted_invoice_url": final["hosted_invoice_url"]},
        {"id": "in_1Q2hLmL3kJ9sT2aXa7s8d9f0", "number": "7F3C21D9-0011", "status": "paid", "currency": "usd", "amount_due": 148000, "amount_paid": 148000,
         "created": 1727791204, "due_date": 1730383204, "collection_method": "send_invoice", "payment_intent": "pi_3Q2hMnL3kJ9sT2aX9g8h7j6k",
         "hosted_invoice_url": "https://invoice.stripe.com/i/acct_1Lr2dKL3kJ9sT2aX/live_YWNjdF8xTHIyZEtMM2tKOXNUMmFYLF9RdWhM"},
        {"id": "in_1PqRsTL3kJ9sT2aXl5k4j3h2", "number": "7F3C21D9-0010", "status": "paid", "currency": "usd", "amount_due": 92500, "amount_paid": 92500,
         "created": 1722503511, "due_date": 1725095511, "collection_method": "send_invoice", "payment_intent": "pi_3PqRtUL3kJ9sT2aX1z2x3c4v",
         "hosted_invoice_url": "https://invoice.stripe.com/i/acct_1Lr2dKL3kJ9sT2aX/live_YWNjdF8xTHIyZEtMM2tKOXNUMmFYLF9QcVJz"}]}
    balance = {"object": "balance", "livemode": True,
               "available": [{"amount": 1284530, "currency": "usd", "source_types": {"card": 402130, "bank_account": 882400}}],
               "pending": [{"amount": 241700, "currency": "usd", "source_types": {"card": 241700}}],
               "instant_available": [{"amount": 402130, "currency": "usd"}], "connect_reserved": [{"amount": 0, "currency": "usd"}]}
    pis = {"object": "list", "url": "/v1/payment_intents", "has_more": False, "data": [
        {"id": pi, "object": "payment_intent", "amount": 317000, "amount_received": 0, "currency": "usd", "customer": cus, "invoice": inv,
         "status": "requires_payment_method", "created": 1732032448, "payment_method_types": ["card", "us_bank_account", "customer_balance"],
         "description": "Payment for Invoice 7F3C21D9-0012"},
        {"id": "pi_3Q2hMnL3kJ9sT2aX9g8h7j6k", "object": "payment_intent", "amount": 148000, "amount_received": 148000, "currency": "usd",
         "customer": cus, "invoice": "in_1Q2hLmL3kJ9sT2aXa7s8d9f0", "status": "succeeded", "created": 1727791230,
         "payment_method_types": ["card", "us_bank_account", "customer_balance"], "description": "Payment for Invoice 7F3C21D9-0011"}]}
    turns = [
        (call("list_customers", email="ap@kestrelbio.com", limit=3), pj(customers)),
        (call("create_product", name="Data migration — professional services", description="Hourly consulting: schema mapping, ETL and validation"),
         pj(product(p1, "Data migration — professional services", "Hourly consulting: schema mapping, ETL and validation", 1732032102))),
        (call("create_price", product=p1, unit_amount=18500, currency="usd"), pj(price(pr1, p1, 18500, 1732032140))),
        (call("create_product", name="Onsite workshop (half day)", description="Half-day onsite training, travel included"),
         pj(product(p2, "Onsite workshop (half day)", "Half-day onsite training, travel included", 1732032188))),
        (call("create_price", product=p2, unit_amount=95000, currency="usd"), pj(price(pr2, p2, 95000, 1732032219))),
        (call("create_invoice", customer=cus, days_until_due=30, collection_method="send_invoice"), pj(draft)),
        (call("create_invoice_item", customer=cus, price=pr1, invoice=inv, quantity=12), pj(ii1)),
        (call("create_invoice_item", customer=cus, price=pr2, invoice=inv, quantity=1), pj(ii2)),
        (call("finalize_invoice", invoice=inv), pj(final)),
        (call("list_invoices", customer=cus, limit=5), pj(invoices)),
        (call("retrieve_balance"), pj(balance)),
        (call("list_payment_intents", customer=cus, limit=5), pj(pis)),
    ]
    rs.add(task=TASK, tid="h20-mcp-13", system=system, turns=turns, bad=True, turn=10,
           kind="the just-finalized invoice 7F3C21D9-0012 (12 × $185 + $950 = $3,170.00) is listed with amount_due 371000 instead of 317000; no line changed")


# ---------------------------------------------------------------------------------------------------------
# 14 Warehouse (clean): allocation, picks and a cycle-count adjustment move stock; another order allocates.
# ---------------------------------------------------------------------------------------------------------

def t14(rs: RowSet) -> None:
    system = mcp_system("stockroom-wms", "the warehouse management system of the Tilburg DC (Brightline Tools)", [
        tool("get_order", "A sales order with lines and status.", {"order_id": S}, ["order_id"]),
        tool("get_stock", "Stock position of a SKU by bin, with allocations.", {"sku": S}, ["sku"]),
        tool("allocate_order", "Reserve stock for every line of an order.", {"order_id": S}, ["order_id"]),
        tool("create_pick_list", "Create a pick list with a walking route.", {"order_ids": A}, ["order_ids"]),
        tool("confirm_pick", "Confirm a picked line.", {"pick_list_id": S, "line": INT, "quantity": INT, "bin": S}, ["pick_list_id", "line", "quantity", "bin"]),
        tool("cycle_count", "Record a counted quantity for a bin (posts an adjustment on variance).", {"bin": S, "sku": S, "counted": INT}, ["bin", "sku", "counted"]),
        tool("pack_order", "Pack a picked order into cartons.", {"order_id": S, "cartons": A}, ["order_id", "cartons"]),
        tool("create_shipment", "Book a carrier label for a packed order.", {"order_id": S, "carrier": S, "service": S}, ["order_id", "carrier"]),
    ])
    order = {"order_id": "SO-558213", "status": "released", "customer": "Brightworks Maker Supplies B.V.", "ship_by": "2024-11-19T16:00:00+01:00",
             "ship_to": {"name": "Brightworks Maker Supplies", "street": "Kanaalweg 14", "postcode": "3526 KL", "city": "Utrecht", "country": "NL"},
             "lines": [
                 {"line": 1, "sku": "HX-2210-BLK", "description": "Hex key set 10 pc, black", "qty": 4, "uom": "EA"},
                 {"line": 2, "sku": "CB-0450-GRY", "description": "Cable organiser box, grey", "qty": 2, "uom": "EA"},
                 {"line": 3, "sku": "SCR-M4-16", "description": "Machine screws M4×16, pack of 100", "qty": 10, "uom": "PK"}],
             "created_at": "2024-11-19T08:12:44+01:00", "priority": "standard"}
    stock1 = {"sku": "HX-2210-BLK", "description": "Hex key set 10 pc, black", "as_of": "2024-11-19T10:21:09+01:00",
              "on_hand": 46, "allocated": 12, "available": 34, "uom": "EA",
              "bins": [{"bin": "A-04-03", "qty": 30, "allocated": 12}, {"bin": "A-04-04", "qty": 16, "allocated": 0}],
              "allocations": [{"order_id": "SO-558190", "qty": 8, "bin": "A-04-03", "at": "2024-11-19T09:02:51+01:00"},
                              {"order_id": "SO-558201", "qty": 4, "bin": "A-04-03", "at": "2024-11-19T09:47:15+01:00"}],
              "inbound": [{"po": "PO-77120", "qty": 120, "eta": "2024-11-22"}]}
    alloc = {"order_id": "SO-558213", "status": "allocated", "allocated_at": "2024-11-19T10:22:30+01:00", "lines": [
        {"line": 1, "sku": "HX-2210-BLK", "qty": 4, "from": [{"bin": "A-04-03", "qty": 4}]},
        {"line": 2, "sku": "CB-0450-GRY", "qty": 2, "from": [{"bin": "B-02-01", "qty": 2}]},
        {"line": 3, "sku": "SCR-M4-16", "qty": 10, "from": [{"bin": "C-11-02", "qty": 7}, {"bin": "C-11-05", "qty": 3}]}],
        "shortages": []}
    pl = """Pick list PL-90031 · created 2024-11-19 10:23:04 · orders: SO-558213 · zone A→C · est. walk 142 m

Seq  Line  Bin      SKU          Description                         Qty  UoM
1    1     A-04-03  HX-2210-BLK  Hex key set 10 pc, black            4    EA
2    2     B-02-01  CB-0450-GRY  Cable organiser box, grey           2    EA
3    3     C-11-02  SCR-M4-16    Machine screws M4×16, pack of 100   7    PK
4    4     C-11-05  SCR-M4-16    Machine screws M4×16, pack of 100   3    PK

Status: open · picker: unassigned · tote: —"""

    def pick(line: int, sku: str, qty: int, bin_: str, left: int, at: str, extra: dict[str, Any] | None = None) -> str:
        d = {"pick_list_id": "PL-90031", "line": line, "sku": sku, "picked": qty, "bin": bin_, "bin_qty_after": left, "confirmed_at": at,
             "tote": "TOTE-0417", "lines_done": line, "lines_total": 4}
        d.update(extra or {})
        return pj(d)

    count = {"bin": "C-11-05", "sku": "SCR-M4-16", "system_qty": 6, "counted": 5, "variance": -1, "allocated_in_bin": 3,
             "adjustment": {"id": "ADJ-31872", "qty": -1, "reason": "cycle count", "posted_at": "2024-11-19T10:31:47+01:00", "by": "r.peeters"},
             "bin_qty_after": 5, "note": "Allocation of 3 still covered."}
    packed = {"order_id": "SO-558213", "status": "packed", "packed_at": "2024-11-19T10:38:20+01:00", "station": "PACK-03",
              "cartons": [{"carton_id": "CTN-5582130-1", "type": "BOX-M (40×30×25 cm)", "weight_kg": 6.4,
                           "contents": [{"sku": "HX-2210-BLK", "qty": 4}, {"sku": "CB-0450-GRY", "qty": 2}, {"sku": "SCR-M4-16", "qty": 10}]}]}
    ship = {"order_id": "SO-558213", "status": "awaiting_pickup", "carrier": "DHL Parcel NL", "service": "Zakelijk (next day)",
            "tracking": "JVGL06281093001487", "label_url": "https://wms.brightline.nl/labels/JVGL06281093001487.pdf",
            "booked_at": "2024-11-19T10:40:02+01:00", "pickup_window": "2024-11-19 15:30–17:00", "cartons": 1, "weight_kg": 6.4}
    stock2 = {"sku": "HX-2210-BLK", "description": "Hex key set 10 pc, black", "as_of": "2024-11-19T10:43:30+01:00",
              "on_hand": 42, "allocated": 15, "available": 27, "uom": "EA",
              "bins": [{"bin": "A-04-03", "qty": 26, "allocated": 12}, {"bin": "A-04-04", "qty": 16, "allocated": 3}],
              "allocations": [{"order_id": "SO-558190", "qty": 8, "bin": "A-04-03", "at": "2024-11-19T09:02:51+01:00"},
                              {"order_id": "SO-558201", "qty": 4, "bin": "A-04-03", "at": "2024-11-19T09:47:15+01:00"},
                              {"order_id": "SO-558244", "qty": 3, "bin": "A-04-04", "at": "2024-11-19T10:41:12+01:00"}],
              "inbound": [{"po": "PO-77120", "qty": 120, "eta": "2024-11-22"}],
              "recent_movements": [{"type": "pick", "ref": "PL-90031 / SO-558213", "qty": -4, "bin": "A-04-03", "at": "2024-11-19T10:25:38+01:00"}]}
    turns = [
        (call("get_order", order_id="SO-558213"), pj(order)),
        (call("get_stock", sku="HX-2210-BLK"), pj(stock1)),
        (call("allocate_order", order_id="SO-558213"), pj(alloc)),
        (call("create_pick_list", order_ids=["SO-558213"]), pl),
        (call("confirm_pick", pick_list_id="PL-90031", line=1, quantity=4, bin="A-04-03"), pick(1, "HX-2210-BLK", 4, "A-04-03", 26, "2024-11-19T10:25:38+01:00")),
        (call("confirm_pick", pick_list_id="PL-90031", line=2, quantity=2, bin="B-02-01"), pick(2, "CB-0450-GRY", 2, "B-02-01", 9, "2024-11-19T10:27:02+01:00")),
        (call("confirm_pick", pick_list_id="PL-90031", line=3, quantity=7, bin="C-11-02"),
         pick(3, "SCR-M4-16", 7, "C-11-02", 0, "2024-11-19T10:29:55+01:00", {"bin_status": "empty", "replenishment_task": "RPL-11408 (from reserve R-22-01)"})),
        (call("cycle_count", bin="C-11-05", sku="SCR-M4-16", counted=5), pj(count)),
        (call("confirm_pick", pick_list_id="PL-90031", line=4, quantity=3, bin="C-11-05"),
         pick(4, "SCR-M4-16", 3, "C-11-05", 2, "2024-11-19T10:32:40+01:00", {"pick_list_status": "complete", "order_status": "picked"})),
        (call("pack_order", order_id="SO-558213", cartons=[{"type": "BOX-M", "weight_kg": 6.4}]), pj(packed)),
        (call("create_shipment", order_id="SO-558213", carrier="DHL Parcel NL", service="Zakelijk"), pj(ship)),
        (call("get_stock", sku="HX-2210-BLK"), pj(stock2)),
    ]
    rs.add(task=TASK, tid="h20-mcp-14", system=system, turns=turns,
           state="Operator r.peeters on the day shift; other orders keep being released and allocated by the order-release job while you work.")


# ---------------------------------------------------------------------------------------------------------
# 15 Linear (clean): cycle scope/progress follow the agent's changes; branch name follows the assignee.
# ---------------------------------------------------------------------------------------------------------

def t15(rs: RowSet) -> None:
    system = mcp_system("linear", "Linear's MCP server for the Fernhill workspace, as Sam Ortega", [
        tool("list_cycles", "Cycles of a team.", {"teamId": S}, ["teamId"]),
        tool("list_issues", "List issues with filters.", {"teamId": S, "cycle": S, "state": S, "assigneeId": S, "limit": INT}, []),
        tool("get_issue", "One issue with comments.", {"id": S}, ["id"]),
        tool("create_issue", "Create an issue.", {"title": S, "teamId": S, "description": S, "priority": INT, "estimate": INT, "cycleId": S, "projectId": S, "labelIds": A}, ["title", "teamId"]),
        tool("update_issue", "Update an issue.", {"id": S, "stateId": S, "assigneeId": S, "estimate": INT}, ["id"]),
        tool("create_comment", "Comment on an issue.", {"issueId": S, "body": S}, ["issueId", "body"]),
        tool("get_project", "A project with progress.", {"id": S}, ["id"]),
    ])

    def cycles(scope: int, done: int, started: int) -> dict[str, Any]:
        return {"team": "ENG", "cycles": [
            {"id": "cyc_41", "number": 41, "name": None, "startsAt": "2024-10-28T00:00:00.000Z", "endsAt": "2024-11-11T00:00:00.000Z",
             "completedAt": "2024-11-11T00:00:00.000Z", "scope": 36, "completedScope": 31, "progress": 0.86},
            {"id": "cyc_42", "number": 42, "name": "Checkout hardening", "startsAt": "2024-11-11T00:00:00.000Z", "endsAt": "2024-11-25T00:00:00.000Z",
             "completedAt": None, "isActive": True, "scope": scope, "completedScope": done, "inProgressScope": started,
             "progress": round(done / scope, 2), "issueCount": {"total": 19 + (scope - 38) // 2, "completed": 9 + (done - 21) // 3}},
            {"id": "cyc_43", "number": 43, "name": None, "startsAt": "2024-11-25T00:00:00.000Z", "endsAt": "2024-12-09T00:00:00.000Z",
             "completedAt": None, "isActive": False, "scope": 12, "completedScope": 0, "progress": 0.0}]}

    def iss(ident: str, title: str, who: str, est: int, prio: int, updated: str) -> dict[str, Any]:
        return {"identifier": ident, "title": title, "state": "In Review", "assignee": who, "estimate": est, "priority": prio, "updatedAt": updated,
                "url": f"https://linear.app/fernhill/issue/{ident.lower()}"}

    review1 = {"issues": [
        iss("ENG-1241", "Retry idempotent POSTs on 502 from edge", "Mina Park", 3, 2, "2024-11-19T13:48:22.031Z"),
        iss("ENG-1236", "Payment sheet: disable submit while tokenizing", "Jordan Lee", 2, 2, "2024-11-19T11:05:47.880Z"),
        iss("ENG-1262", "Rate-limit password reset emails", "Mina Park", 3, 3, "2024-11-18T17:30:12.404Z"),
        iss("ENG-1250", "Drop Node 18 from CI matrix", "Alex Kim", 1, 4, "2024-11-18T09:14:55.219Z")], "pageInfo": {"hasNextPage": False}}
    review2 = {"issues": [
        iss("ENG-1271", "Log correlation id on webhook retries", "Jordan Lee", 2, 3, "2024-11-19T15:04:51.662Z"),
        iss("ENG-1236", "Payment sheet: disable submit while tokenizing", "Jordan Lee", 2, 2, "2024-11-19T11:05:47.880Z"),
        iss("ENG-1262", "Rate-limit password reset emails", "Mina Park", 3, 3, "2024-11-18T17:30:12.404Z"),
        iss("ENG-1250", "Drop Node 18 from CI matrix", "Alex Kim", 1, 4, "2024-11-18T09:14:55.219Z")], "pageInfo": {"hasNextPage": False}}
    desc = ("`spec/checkout_spec.rb:212` fails ~1 in 15 runs on CI: the order-create retry gets a 409 from the idempotency layer and the "
            "spec expects 201. Happens only when the first attempt actually succeeded but the response was dropped by the stubbed edge.")
    comment = "Repro: `bin/rspec spec/checkout_spec.rb:212 --seed 40117` fails 3/20 locally. Likely the stub returns 502 after committing."
    created = {"id": "a6f2c1d8-3b47-4e9a-8c05-71d2e9b4f630", "identifier": "ENG-1290", "title": "Flaky test: checkout_spec retries on 409",
               "state": "Todo", "priority": 2, "priorityLabel": "High", "estimate": 2, "cycle": {"number": 42}, "project": "Checkout Reliability",
               "labels": ["Bug", "Flaky test"], "assignee": None, "creator": "Sam Ortega", "branchName": "eng-1290-flaky-test-checkout_spec-retries-on-409",
               "createdAt": "2024-11-19T15:03:40.112Z", "updatedAt": "2024-11-19T15:03:40.112Z", "url": "https://linear.app/fernhill/issue/ENG-1290"}
    full = dict(created)
    full.update({"description": desc, "state": "In Progress", "assignee": "Mina Park", "branchName": "mina/eng-1290-flaky-test-checkout_spec-retries-on-409",
                 "startedAt": "2024-11-19T15:06:27.945Z", "updatedAt": "2024-11-19T15:06:27.945Z",
                 "comments": [{"id": "c9e1b7a4-52f0-4d3c-9a8e-0f6b2d4c1e93", "user": "Sam Ortega", "body": comment, "createdAt": "2024-11-19T15:05:02.377Z"}],
                 "history": ["created by Sam Ortega", "assigned to Mina Park", "Todo → In Progress"]})
    project = {"id": "proj_checkout_rel", "name": "Checkout Reliability", "state": "started", "lead": "Mina Park", "targetDate": "2024-12-13",
               "startDate": "2024-10-14", "progress": 0.62, "scope": 55, "completedScope": 34,
               "issueCount": {"total": 26, "completed": 15, "started": 6, "unstarted": 5, "canceled": 0},
               "health": "onTrack", "lastUpdate": {"by": "Mina Park", "at": "2024-11-15T16:20:00.000Z", "body": "On track; 409 handling is the main open risk."},
               "url": "https://linear.app/fernhill/project/checkout-reliability-3b1f9c"}
    turns = [
        (call("list_cycles", teamId="ENG"), pj(cycles(38, 21, 9))),
        (call("list_issues", teamId="ENG", cycle="current", state="In Review", limit=25), pj(review1)),
        (call("update_issue", id="ENG-1241", stateId="Done"),
         pj({"success": True, "issue": {"identifier": "ENG-1241", "state": "Done", "completedAt": "2024-11-19T15:02:11.508Z", "updatedAt": "2024-11-19T15:02:11.508Z"}})),
        (call("create_issue", title="Flaky test: checkout_spec retries on 409", teamId="ENG", description=desc, priority=2, estimate=2,
              cycleId="cyc_42", projectId="proj_checkout_rel", labelIds=["Bug", "Flaky test"]), pj({"success": True, "issue": created})),
        (call("list_cycles", teamId="ENG"), pj(cycles(40, 24, 6))),
        (call("create_comment", issueId="ENG-1290", body=comment),
         pj({"success": True, "comment": {"id": "c9e1b7a4-52f0-4d3c-9a8e-0f6b2d4c1e93", "issue": "ENG-1290", "body": comment, "createdAt": "2024-11-19T15:05:02.377Z"}})),
        (call("update_issue", id="ENG-1290", assigneeId="Mina Park", stateId="In Progress"),
         pj({"success": True, "issue": {"identifier": "ENG-1290", "state": "In Progress", "assignee": "Mina Park", "startedAt": "2024-11-19T15:06:27.945Z",
                                        "updatedAt": "2024-11-19T15:06:27.945Z"}})),
        (call("list_issues", teamId="ENG", cycle="current", state="In Review", limit=25), pj(review2)),
        (call("get_issue", id="ENG-1290"), pj(full)),
        (call("get_project", id="proj_checkout_rel"), pj(project)),
    ]
    rs.add(task=TASK, tid="h20-mcp-15", system=system, turns=turns,
           state="Team ENG works in two-week cycles; teammates keep moving their own issues during the session.")


# ---------------------------------------------------------------------------------------------------------
# 16 Filesystem (bad): after a rename into reports/, the tree shows the file under its old name.
# ---------------------------------------------------------------------------------------------------------

def t16(rs: RowSet) -> None:
    system = mcp_system("filesystem", "the reference filesystem MCP server; allowed directory /home/ana/projects", [
        tool("list_directory", "List files and directories in a path.", {"path": S}, ["path"]),
        tool("create_directory", "Create a directory.", {"path": S}, ["path"]),
        tool("move_file", "Move or rename a file.", {"source": S, "destination": S}, ["source", "destination"]),
        tool("read_file", "Read a text file.", {"path": S}, ["path"]),
        tool("directory_tree", "Recursive JSON tree of a directory.", {"path": S}, ["path"]),
        tool("get_file_info", "Metadata of a file.", {"path": S}, ["path"]),
        tool("search_files", "Recursively search for names matching a pattern.", {"path": S, "pattern": S}, ["path", "pattern"]),
    ])
    root = "/home/ana/projects/grant-2025"
    listing = """[FILE] README.md
[FILE] budget_v2.xlsx
[FILE] budget_v3.xlsx
[FILE] draft_report.md
[DIR] figures
[FILE] notes.txt
[DIR] refs
[DIR] submission
[FILE] timeline.md"""
    timeline = """# Grant 2025 — timeline

| Date       | Milestone                                   | Owner | Status      |
|------------|---------------------------------------------|-------|-------------|
| 2024-10-07 | Call published (Horizon Coastal Resilience) | —     | done        |
| 2024-10-21 | Partner letters requested                   | Ana   | done        |
| 2024-11-04 | Budget v2 to finance office                 | Ana   | done        |
| 2024-11-15 | Budget v3 (after overhead correction)       | Ana   | done        |
| 2024-11-22 | Narrative draft to co-PIs                   | Ana   | in progress |
| 2024-11-29 | Co-PI comments back                         | Tomás | —           |
| 2024-12-06 | Internal review (research office)           | RO    | —           |
| 2024-12-13 | Final figures + references frozen           | Lea   | —           |
| 2024-12-18 | Submission deadline 17:00 CET               | Ana   | —           |

Notes:
- Page limit for the narrative: 15 pages excl. references.
- Figures must be vector (SVG/PDF) per call guidelines.
"""

    def f(name: str) -> dict[str, Any]:
        return {"name": name, "type": "file"}

    def d(name: str, children: list[dict[str, Any]]) -> dict[str, Any]:
        return {"name": name, "type": "directory", "children": children}

    tree = [
        f("README.md"), f("budget_v2.xlsx"), f("budget_v3.xlsx"),
        d("figures", [f("draft_fig2.svg"), f("fig1_study_area.png"), f("fig2_results.svg"), f("fig3_timeline.pdf"),
                      d("src", [f("plot_results.py"), f("plot_timeline.py"), f("requirements.txt")])]),
        d("refs", [f("Alvarez2021.pdf"), f("Brennan_etal_2019.pdf"), f("Chen2023_preprint.pdf"), f("Okoye2020.pdf"), f("refs.bib")]),
        d("reports", [f("draft_report.md"), f("reviewer_notes.txt")]),
        d("submission", [f("checklist.md"), f("cover_letter_template.docx")]),
        f("timeline.md"),
    ]
    info = """size: 18342
created: Thu Oct 24 2024 09:12:37 GMT+0100 (Central European Standard Time)
modified: Mon Nov 18 2024 22:14:09 GMT+0100 (Central European Standard Time)
accessed: Tue Nov 19 2024 10:05:51 GMT+0100 (Central European Standard Time)
isDirectory: false
isFile: true
permissions: 644"""
    turns = [
        (call("list_directory", path=root), listing),
        (call("create_directory", path=f"{root}/reports"), f"Successfully created directory {root}/reports"),
        (call("move_file", source=f"{root}/draft_report.md", destination=f"{root}/reports/narrative_draft.md"),
         f"Successfully moved {root}/draft_report.md to {root}/reports/narrative_draft.md"),
        (call("move_file", source=f"{root}/notes.txt", destination=f"{root}/reports/reviewer_notes.txt"),
         f"Successfully moved {root}/notes.txt to {root}/reports/reviewer_notes.txt"),
        (call("read_file", path=f"{root}/timeline.md"), timeline),
        (call("directory_tree", path=root), json.dumps(tree, indent=2)),
        (call("get_file_info", path=f"{root}/reports/narrative_draft.md"), info),
        (call("search_files", path=root, pattern="draft"), f"{root}/figures/draft_fig2.svg\n{root}/reports/narrative_draft.md"),
    ]
    rs.add(task=TASK, tid="h20-mcp-16", system=system, turns=turns, bad=True, turn=6,
           kind="directory tree lists reports/draft_report.md, the old name of the file that was moved and renamed to reports/narrative_draft.md")


# ---------------------------------------------------------------------------------------------------------
# 17 SQLite (bad): a table created and filled (14 rows) is missing from list_tables right after.
# ---------------------------------------------------------------------------------------------------------

def t17(rs: RowSet) -> None:
    system = mcp_system("sqlite", "the reference SQLite MCP server on coastal_birds.db, a seabird survey database", [
        tool("read_query", "Execute a SELECT query.", {"query": S}, ["query"]),
        tool("write_query", "Execute an INSERT, UPDATE or DELETE query.", {"query": S}, ["query"]),
        tool("create_table", "Create a new table.", {"query": S}, ["query"]),
        tool("list_tables", "List all tables.", {}, []),
        tool("describe_table", "Schema of a table.", {"table_name": S}, ["table_name"]),
        tool("append_insight", "Add a business insight to the memo.", {"insight": S}, ["insight"]),
    ])
    cols = [
        {"cid": 0, "name": "obs_id", "type": "INTEGER", "notnull": 0, "dflt_value": None, "pk": 1},
        {"cid": 1, "name": "survey_id", "type": "INTEGER", "notnull": 1, "dflt_value": None, "pk": 0},
        {"cid": 2, "name": "species_code", "type": "TEXT", "notnull": 1, "dflt_value": None, "pk": 0},
        {"cid": 3, "name": "count", "type": "INTEGER", "notnull": 1, "dflt_value": "0", "pk": 0},
        {"cid": 4, "name": "behaviour", "type": "TEXT", "notnull": 0, "dflt_value": None, "pk": 0},
        {"cid": 5, "name": "observer", "type": "TEXT", "notnull": 0, "dflt_value": None, "pk": 0},
        {"cid": 6, "name": "notes", "type": "TEXT", "notnull": 0, "dflt_value": None, "pk": 0},
    ]
    ddl = ("CREATE TABLE site_summary (\n  site_id INTEGER PRIMARY KEY,\n  site_name TEXT NOT NULL,\n  n_surveys INTEGER,\n"
           "  n_species INTEGER,\n  total_count INTEGER,\n  last_survey TEXT\n)")
    ins = ("INSERT INTO site_summary (site_id, site_name, n_surveys, n_species, total_count, last_survey)\n"
           "SELECT s.site_id, s.name, COUNT(DISTINCT v.survey_id), COUNT(DISTINCT o.species_code), SUM(o.count), MAX(v.survey_date)\n"
           "FROM sites s JOIN surveys v ON v.site_id = s.site_id JOIN observations o ON o.survey_id = v.survey_id\nGROUP BY s.site_id, s.name")
    top = [
        {"site_id": 3, "site_name": "Saltmarsh North (SM-N)", "n_surveys": 22, "n_species": 41, "total_count": 9412, "last_survey": "2024-11-16"},
        {"site_id": 7, "site_name": "Estuary Mudflats East", "n_surveys": 19, "n_species": 37, "total_count": 8055, "last_survey": "2024-11-16"},
        {"site_id": 1, "site_name": "Harbour Breakwater", "n_surveys": 18, "n_species": 24, "total_count": 5630, "last_survey": "2024-11-14"},
        {"site_id": 11, "site_name": "Gull Island Colony", "n_surveys": 12, "n_species": 9, "total_count": 5187, "last_survey": "2024-10-02"},
        {"site_id": 5, "site_name": "Shingle Spit South", "n_surveys": 16, "n_species": 28, "total_count": 3964, "last_survey": "2024-11-09"},
    ]
    species = [
        {"species_code": "DUNLI", "common_name": "Dunlin", "birds": 7120, "sites": 9},
        {"species_code": "HERGU", "common_name": "Herring Gull", "birds": 6388, "sites": 14},
        {"species_code": "OYSCA", "common_name": "Eurasian Oystercatcher", "birds": 5214, "sites": 12},
        {"species_code": "KNOT", "common_name": "Red Knot", "birds": 3307, "sites": 4},
        {"species_code": "BRGOO", "common_name": "Brant Goose", "birds": 2951, "sites": 6},
    ]
    insight = ("14 survey sites, 212 surveys, 48,213 birds recorded in 2024. Saltmarsh North and Estuary Mudflats East together hold "
               "36% of all birds counted; Gull Island was last surveyed on 2 Oct and needs a visit before the winter census.")
    turns = [
        (call("list_tables"), "[{'name': 'sites'}, {'name': 'species'}, {'name': 'surveys'}, {'name': 'observations'}]"),
        (call("describe_table", table_name="observations"), repr(cols)),
        (call("create_table", query=ddl), "Table created successfully"),
        (call("write_query", query=ins), "[{'affected_rows': 14}]"),
        (call("list_tables"), "[{'name': 'sites'}, {'name': 'species'}, {'name': 'surveys'}, {'name': 'observations'}]"),
        (call("read_query", query="SELECT * FROM site_summary ORDER BY total_count DESC LIMIT 5"), repr(top)),
        (call("read_query", query="SELECT COUNT(*) AS n, SUM(total_count) AS birds, SUM(n_surveys) AS surveys FROM site_summary"),
         "[{'n': 14, 'birds': 48213, 'surveys': 212}]"),
        (call("read_query", query="SELECT SUM(count) AS birds, COUNT(DISTINCT survey_id) AS surveys FROM observations"),
         "[{'birds': 48213, 'surveys': 212}]"),
        (call("append_insight", insight=insight), "Insight added to memo"),
        (call("read_query", query="SELECT o.species_code, sp.common_name, SUM(o.count) AS birds, COUNT(DISTINCT v.site_id) AS sites\n"
                                  "FROM observations o JOIN species sp USING (species_code) JOIN surveys v USING (survey_id)\n"
                                  "GROUP BY o.species_code ORDER BY birds DESC LIMIT 5"), repr(species)),
    ]
    rs.add(task=TASK, tid="h20-mcp-17", system=system, turns=turns, bad=True, turn=5,
           kind="list_tables omits site_summary although it was just created and filled with 14 rows (and is queried successfully afterwards)")


# ---------------------------------------------------------------------------------------------------------
# 18 Print farm (clean): progress, ETAs and temperatures move; a finished job frees a printer for the queue.
# ---------------------------------------------------------------------------------------------------------

def t18(rs: RowSet) -> None:
    system = mcp_system("printfleet", "the 3D-print farm of the Makerspace at Aalto Works (six printers)", [
        tool("list_printers", "All printers with state and current job.", {}, []),
        tool("get_printer", "One printer in detail.", {"printer_id": S}, ["printer_id"]),
        tool("list_queue", "Jobs waiting for a printer.", {}, []),
        tool("list_spools", "Filament spools and remaining weight.", {"location": S}, []),
        tool("assign_spool", "Record that a spool was loaded into a printer.", {"printer_id": S, "spool_id": S}, ["printer_id", "spool_id"]),
        tool("resume_job", "Resume a paused job.", {"printer_id": S}, ["printer_id"]),
        tool("submit_job", "Submit a print job.", {"file": S, "printer_id": S, "material": S, "copies": INT}, ["file", "material"]),
        tool("get_job", "One job with progress.", {"job_id": S}, ["job_id"]),
    ])
    head = ["Printer", "Model", "State", "Job", "Progress", "ETA", "Nozzle °C", "Bed °C", "Spool"]
    pr1 = "Farm time 14:02:17 · 6 printers · 2 printing, 1 paused, 1 offline\n\n" + tsv(head, [
        ["P1", "Prusa MK4 #1", "printing", "J-3301 gear_housing_v4", "62 %", "1 h 18 m", "215.2 / 215", "60.1 / 60", "SP-031 PLA Galaxy Black"],
        ["P2", "Prusa MK4 #2", "idle", "—", "—", "—", "24.8 / 0", "23.9 / 0", "SP-040 PETG Signal Orange"],
        ["P3", "Bambu X1C #1", "printing", "J-3303 drone_arm_x4", "88 %", "0 h 21 m", "270.4 / 270", "80.2 / 80", "SP-037 PA-CF Black"],
        ["P4", "Voron 2.4 350", "offline", "— (maintenance: belt replacement)", "—", "—", "—", "—", "—"],
        ["P5", "Prusa MK4 #3", "paused", "J-3308 enclosure_lid", "36 %", "—", "170.0 / 170", "60.0 / 60", "SP-029 PLA Silver (runout)"],
        ["P6", "Bambu P1S #1", "idle", "—", "—", "—", "26.1 / 0", "24.4 / 0", "SP-042 PLA Matte White"],
    ])
    q1 = "Queue · 2 waiting\n\n" + tsv(["Pos", "Job", "File", "Material", "Needs", "Submitted by", "Waiting for"], [
        ["1", "J-3312", "bracket_set_12.3mf", "PA-CF", "X1C (hardened nozzle)", "t.nieminen", "P3 (busy, 88 %)"],
        ["2", "J-3315", "cable_clips_x50.3mf", "PLA Galaxy Black", "any MK4", "e.rautio", "P1 (busy, 62 %)"],
    ])
    spools = "Spools · 7\n\n" + tsv(["Spool", "Material", "Colour", "Remaining g", "Where"], [
        ["SP-029", "PLA", "Silver", "0 (runout)", "P5"],
        ["SP-031", "PLA", "Galaxy Black", "412", "P1"],
        ["SP-037", "PA-CF", "Black", "188", "P3"],
        ["SP-040", "PETG", "Signal Orange", "805", "P2"],
        ["SP-042", "PLA", "Matte White", "655", "P6"],
        ["SP-044", "PLA", "Silver", "1000 (new)", "Shelf B2"],
        ["SP-045", "PETG", "Black", "720", "Shelf B2"],
    ])
    p2 = {"printer_id": "P2", "model": "Prusa MK4 #2", "state": "printing", "firmware": "6.1.3",
          "job": {"job_id": "J-3320", "file": "bracket_v7.3mf", "copies": 4, "progress_pct": 1, "layer": "2 / 188",
                  "started_at": "14:10:44", "elapsed": "0 h 06 m", "eta": "3 h 37 m", "filament_est_g": 146},
          "temps": {"nozzle": {"actual": 239.4, "target": 240}, "bed": {"actual": 79.8, "target": 80}},
          "spool": {"spool_id": "SP-040", "material": "PETG", "colour": "Signal Orange", "remaining_g": 803},
          "fan_pct": 30, "camera": "https://farm.aaltoworks.fi/cam/p2", "last_update": "14:16:51"}
    job1 = {"job_id": "J-3301", "file": "gear_housing_v4.bgcode", "printer_id": "P1", "owner": "e.rautio", "state": "printing",
            "progress_pct": 71, "layer": "214 / 301", "started_at": "11:36:05", "elapsed": "2 h 44 m", "eta": "0 h 59 m",
            "filament_est_g": 236, "filament_used_g": 168, "last_update": "14:20:32"}
    q2 = "Queue · 1 waiting\n\n" + tsv(["Pos", "Job", "File", "Material", "Needs", "Submitted by", "Waiting for"], [
        ["1", "J-3315", "cable_clips_x50.3mf", "PLA Galaxy Black", "any MK4", "e.rautio", "P1 (busy, 73 %)"],
    ]) + "\n\nStarted from queue: J-3312 → P3 at 14:24:09 (J-3303 finished 14:23:02)"
    pr2 = "Farm time 14:31:40 · 6 printers · 4 printing, 1 offline\n\n" + tsv(head, [
        ["P1", "Prusa MK4 #1", "printing", "J-3301 gear_housing_v4", "76 %", "0 h 48 m", "214.9 / 215", "60.0 / 60", "SP-031 PLA Galaxy Black"],
        ["P2", "Prusa MK4 #2", "printing", "J-3320 bracket_v7 ×4", "9 %", "3 h 20 m", "240.1 / 240", "80.0 / 80", "SP-040 PETG Signal Orange"],
        ["P3", "Bambu X1C #1", "printing", "J-3312 bracket_set_12", "4 %", "2 h 51 m", "269.8 / 270", "80.1 / 80", "SP-037 PA-CF Black"],
        ["P4", "Voron 2.4 350", "offline", "— (maintenance: belt replacement)", "—", "—", "—", "—", "—"],
        ["P5", "Prusa MK4 #3", "printing", "J-3308 enclosure_lid", "40 %", "2 h 05 m", "215.3 / 215", "60.0 / 60", "SP-044 PLA Silver"],
        ["P6", "Bambu P1S #1", "idle", "—", "—", "—", "25.7 / 0", "24.2 / 0", "SP-042 PLA Matte White"],
    ])
    turns = [
        (call("list_printers"), pr1),
        (call("list_queue"), q1),
        (call("list_spools"), spools),
        (call("assign_spool", printer_id="P5", spool_id="SP-044"),
         pj({"printer_id": "P5", "spool_id": "SP-044", "material": "PLA", "colour": "Silver", "remaining_g": 1000,
             "previous_spool": {"spool_id": "SP-029", "remaining_g": 0, "status": "empty → archived"}, "printer_state": "paused (ready to resume)"})),
        (call("resume_job", printer_id="P5"),
         pj({"printer_id": "P5", "job_id": "J-3308", "state": "printing", "resumed_at": "14:08:12", "resumed_from_layer": 141, "layers_total": 390,
             "note": "Nozzle reheating 170 → 215 °C before extrusion."})),
        (call("submit_job", file="bracket_v7.3mf", printer_id="P2", material="PETG", copies=4),
         pj({"job_id": "J-3320", "printer_id": "P2", "state": "heating", "queued_position": 0, "submitted_at": "14:10:44",
             "est_duration": "3 h 43 m", "filament_est_g": 146, "spool": "SP-040 PETG Signal Orange (805 g)"})),
        (call("get_printer", printer_id="P2"), pj(p2)),
        (call("get_job", job_id="J-3301"), pj(job1)),
        (call("list_queue"), q2),
        (call("list_printers"), pr2),
    ]
    rs.add(task=TASK, tid="h20-mcp-18", system=system, turns=turns,
           state="Farm manager account 'lab.tech'. Printers report every few seconds; queued jobs start automatically when a matching printer frees up.")


# ---------------------------------------------------------------------------------------------------------
# 19 Brewery log (clean): gravity falls, a cold crash cools the tank, a transfer loses volume to trub.
# ---------------------------------------------------------------------------------------------------------

def t19(rs: RowSet) -> None:
    system = mcp_system("brewlog", "production log of Saltwick Brewing (tanks FV1–FV6, BT1–BT3)", [
        tool("list_batches", "Batches by status.", {"status": S}, []),
        tool("get_batch", "One batch with its readings.", {"batch_id": S}, ["batch_id"]),
        tool("log_gravity_reading", "Record a gravity reading.", {"batch_id": S, "sg": NUM, "temp_c": NUM, "note": S}, ["batch_id", "sg"]),
        tool("get_tank", "Live state of a tank.", {"tank_id": S}, ["tank_id"]),
        tool("set_tank_setpoint", "Change a tank's temperature setpoint.", {"tank_id": S, "temp_c": NUM, "reason": S}, ["tank_id", "temp_c"]),
        tool("transfer_batch", "Transfer a batch to another tank.", {"batch_id": S, "to_tank": S}, ["batch_id", "to_tank"]),
    ])
    head = ["Batch", "Beer", "Style", "Tank", "Day", "Status", "Last SG", "Temp °C", "Volume hL"]
    b1 = "Batches · status fermenting · 3\n\n" + tsv(head, [
        ["B-2411", "Cloudberry Haze", "Hazy IPA", "FV3", "9", "fermenting", "1.014 (11-18 16:40)", "19.0", "19.6"],
        ["B-2413", "Kallio Pils", "German Pilsner", "FV1", "24", "lagering", "1.010 (11-15 09:10)", "1.1", "19.4"],
        ["B-2414", "Harbour Stout", "Oatmeal Stout", "FV5", "3", "fermenting", "1.041 (11-19 08:05)", "18.5", "24.8"],
    ])
    batch = {"batch_id": "B-2411", "beer": "Cloudberry Haze", "style": "Hazy IPA", "tank": "FV3", "brewed": "2024-11-10",
             "volume_knockout_hl": 20.0, "volume_current_hl": 19.6, "volume_note": "after dry-hop absorption and trub dump 11-16",
             "og": 1.064, "target_fg": 1.012, "yeast": "London Ale III (gen 4)", "dry_hop": "2024-11-14: Citra 6 kg, Mosaic 4 kg",
             "setpoint_c": 19.0, "readings": [
                 {"at": "2024-11-11 09:02", "sg": 1.058, "temp_c": 19.1}, {"at": "2024-11-12 09:15", "sg": 1.046, "temp_c": 19.0},
                 {"at": "2024-11-13 08:58", "sg": 1.031, "temp_c": 19.2}, {"at": "2024-11-15 10:20", "sg": 1.019, "temp_c": 19.0},
                 {"at": "2024-11-17 09:44", "sg": 1.015, "temp_c": 19.1}, {"at": "2024-11-18 16:40", "sg": 1.014, "temp_c": 19.0}],
             "est_abv_pct": 6.6, "apparent_attenuation_pct": 78.1, "diacetyl_check": "passed 2024-11-18"}
    reading = {"batch_id": "B-2411", "reading_id": "GR-70912", "at": "2024-11-19 14:32", "sg": 1.012, "plato": 3.1, "temp_c": 19.1,
               "change_24h": -0.002, "apparent_attenuation_pct": 81.3, "est_abv_pct": 6.8, "at_target_fg": True,
               "hint": "Target FG reached; consider cold crash."}
    fv3 = {"tank_id": "FV3", "type": "unitank 20 hL", "batch": "B-2411", "level_hl": 19.6, "temp_c": 18.6, "setpoint_c": 2.0,
           "trend": "-0.5 °C since setpoint change at 14:35:10", "glycol_valve_pct": 100, "pressure_bar": 0.8, "spunding_bar": 1.0,
           "mode": "cold crash", "alarms": [], "updated": "2024-11-19 14:39:58"}
    transfer = {"transfer_id": "TR-1184", "batch_id": "B-2413", "from_tank": "FV1", "to_tank": "BT2", "started": "2024-11-19 14:41",
                "finished": "2024-11-19 15:12", "volume_out_hl": 19.4, "volume_in_hl": 19.0, "loss_hl": 0.4, "loss_note": "yeast cake and lines",
                "dissolved_o2_ppb": 38, "batch_status": "conditioning", "from_tank_state": "dirty — CIP required"}
    fv1 = {"tank_id": "FV1", "type": "unitank 20 hL", "batch": None, "level_hl": 0.0, "temp_c": 2.6, "setpoint_c": None,
           "glycol_valve_pct": 0, "pressure_bar": 0.0, "state": "dirty — CIP required", "last_batch": "B-2413 (transferred to BT2 15:12)",
           "last_cip": "2024-10-25", "alarms": [], "updated": "2024-11-19 15:16:40"}
    b2 = "Batches · status active · 3\n\n" + tsv(head, [
        ["B-2411", "Cloudberry Haze", "Hazy IPA", "FV3", "9", "cold crash", "1.012 (11-19 14:32)", "16.7 → 2.0", "19.6"],
        ["B-2413", "Kallio Pils", "German Pilsner", "BT2", "24", "conditioning", "1.010 (11-15 09:10)", "1.3", "19.0"],
        ["B-2414", "Harbour Stout", "Oatmeal Stout", "FV5", "3", "fermenting", "1.041 (11-19 08:05)", "18.6", "24.8"],
    ])
    turns = [
        (call("list_batches", status="fermenting"), b1),
        (call("get_batch", batch_id="B-2411"), pj(batch)),
        (call("log_gravity_reading", batch_id="B-2411", sg=1.012, temp_c=19.1, note="hydrometer, sample degassed"), pj(reading)),
        (call("set_tank_setpoint", tank_id="FV3", temp_c=2.0, reason="cold crash B-2411"),
         pj({"tank_id": "FV3", "setpoint_c": 2.0, "previous_setpoint_c": 19.0, "temp_c": 19.1, "mode": "cold crash", "glycol_valve_pct": 100,
             "changed": "2024-11-19 14:35:10", "est_time_to_setpoint": "~22 h"})),
        (call("get_tank", tank_id="FV3"), pj(fv3)),
        (call("transfer_batch", batch_id="B-2413", to_tank="BT2"), pj(transfer)),
        (call("get_tank", tank_id="FV1"), pj(fv1)),
        (call("list_batches", status="active"), b2),
    ]
    rs.add(task=TASK, tid="h20-mcp-19", system=system, turns=turns,
           state="Head brewer account. Tank temperatures are live; gravity readings are entered by hand.")


# ---------------------------------------------------------------------------------------------------------
# 20 Sentry (clean): counts and last-seen grow, resolved/ignored issues leave the unresolved list.
# ---------------------------------------------------------------------------------------------------------

def sentry_list(title: str, items: list[tuple[str, str, str, str, str, int, int, str]]) -> str:
    out = [f"# {title}", ""]
    for short, num, desc, culprit, first, events, users, last in items:
        out += [f"## {short}", f"**Description**: {desc}", f"**Culprit**: {culprit}", f"**First Seen**: {first}", f"**Last Seen**: {last}",
                f"**Events**: {events:,} · **Users**: {users:,}", f"**URL**: https://lumen-retail.sentry.io/issues/{num}", ""]
    return "\n".join(out).rstrip()


def t20(rs: RowSet) -> None:
    system = mcp_system("sentry", "Sentry's MCP server, organization lumen-retail, as rui.almeida", [
        tool("find_issues", "Search issues in a project.", {"organizationSlug": S, "projectSlug": S, "query": S, "sortBy": S, "limit": INT}, ["organizationSlug", "projectSlug"]),
        tool("get_issue_details", "One issue with its latest event.", {"organizationSlug": S, "issueId": S}, ["organizationSlug", "issueId"]),
        tool("search_issue_events", "Recent events of an issue.", {"organizationSlug": S, "issueId": S, "limit": INT}, ["organizationSlug", "issueId"]),
        tool("find_releases", "Releases of a project.", {"organizationSlug": S, "projectSlug": S}, ["organizationSlug", "projectSlug"]),
        tool("update_issue", "Change an issue's status or assignee.", {"organizationSlug": S, "issueId": S, "status": S, "inRelease": S, "assignedTo": S}, ["organizationSlug", "issueId"]),
    ])
    org, proj = "lumen-retail", "web-checkout"
    i4f2 = ("WEB-CHECKOUT-4F2", "5987123401", "TypeError: Cannot read properties of undefined (reading 'tokenId')", "submitPayment(app/checkout/payment.ts)", "2024-11-19T10:01:52Z")
    i4e9 = ("WEB-CHECKOUT-4E9", "5986610277", "ResizeObserver loop completed with undelivered notifications.", "?(node_modules/@floating-ui/dom)", "2024-11-12T07:40:13Z")
    i3zk = ("WEB-CHECKOUT-3ZK", "5971048812", "ChunkLoadError: Loading chunk 812 failed.", "__webpack_require__.f.j(webpack/runtime/jsonp)", "2024-10-30T18:22:09Z")
    i4d1 = ("WEB-CHECKOUT-4D1", "5983377105", "TypeError: Failed to fetch (api.lumen-retail.com/v2/cart)", "fetchCart(app/cart/api.ts)", "2024-11-08T12:05:44Z")
    i4a8 = ("WEB-CHECKOUT-4A8", "5980254930", "Error: Stripe.js not loaded", "loadStripe(app/checkout/stripe.ts)", "2024-11-04T09:31:57Z")
    i47c = ("WEB-CHECKOUT-47C", "5976601483", "AbortError: The user aborted a request.", "fetchShippingRates(app/checkout/shipping.ts)", "2024-11-01T15:10:36Z")
    l1 = sentry_list(f"Issues in **{org}/{proj}** (is:unresolved, sorted by frequency)", [
        (*i4f2, 1284, 311, "2024-11-19T14:10:38Z"), (*i4e9, 944, 402, "2024-11-19T14:11:02Z"), (*i3zk, 312, 198, "2024-11-19T14:06:47Z"),
        (*i4d1, 227, 164, "2024-11-19T14:09:55Z"), (*i4a8, 96, 80, "2024-11-19T13:41:20Z"), (*i47c, 54, 41, "2024-11-19T12:58:03Z")])
    d1 = """# Issue WEB-CHECKOUT-4F2 in **lumen-retail**

**Description**: TypeError: Cannot read properties of undefined (reading 'tokenId')
**Culprit**: submitPayment(app/checkout/payment.ts)
**Status**: unresolved · **Assigned to**: nobody · **Level**: error
**First Seen**: 2024-11-19T10:01:52Z (release 2024.11.19-2)
**Last Seen**: 2024-11-19T14:11:47Z
**Events**: 1,285 · **Users**: 311
**URL**: https://lumen-retail.sentry.io/issues/5987123401

## Tags
- browser: Safari 17.6 (61%), Mobile Safari 18.1 (33%), Chrome 130 (6%)
- payment_method: apple_pay (97%), card (3%)
- release: 2024.11.19-2 (100%)

## Latest Event (b41c07e9d2f64a3a9e1f5c83d07a6b21)
**Occurred At**: 2024-11-19T14:11:47Z

```
TypeError: Cannot read properties of undefined (reading 'tokenId')
  at submitPayment (app/checkout/payment.ts:88:41)
      const token = result.wallet.tokenId;
  at async onApplePayAuthorized (app/checkout/wallets.ts:54:5)
  at async HTMLButtonElement.<anonymous> (app/checkout/PayButton.tsx:31:9)
```"""
    ev = """# Events for WEB-CHECKOUT-4F2 (5 newest)

| Event ID | Timestamp (UTC) | Release | Browser | User |
|---|---|---|---|---|
| 9e73d5a1c0b84f2e8d6a1b3c5e7f9012 | 2024-11-19T14:12:05Z | 2024.11.19-2 | Mobile Safari 18.1 | id:u_81734 |
| b41c07e9d2f64a3a9e1f5c83d07a6b21 | 2024-11-19T14:11:47Z | 2024.11.19-2 | Safari 17.6 | id:u_44021 |
| 2d8f1a6e4c3b49a0b7e5d9c1f3a8e604 | 2024-11-19T14:10:38Z | 2024.11.19-2 | Safari 17.6 | id:u_90115 |
| 7c2e9b4d1a6f40e3a5c8d0b2e4f6a917 | 2024-11-19T14:08:51Z | 2024.11.19-2 | Mobile Safari 18.1 | id:u_81734 |
| e5a0c3f7b9d2418e6c4a2f0d8b1e3c75 | 2024-11-19T14:07:30Z | 2024.11.19-2 | Safari 17.6 | id:u_63328 |"""
    rel = """# Releases in **lumen-retail/web-checkout**

## 2024.11.19-3
**Created**: 2024-11-19T14:03:12Z · **Deployed**: production 2024-11-19T14:09:40Z
**Commits**: 2 (fix(checkout): guard missing wallet token on Apple Pay; chore: bump @stripe/stripe-js 4.9.0)
**New issues**: 0

## 2024.11.19-2
**Created**: 2024-11-19T09:41:55Z · **Deployed**: production 2024-11-19T09:58:27Z
**Commits**: 7 · **New issues**: 1 (WEB-CHECKOUT-4F2)

## 2024.11.18-1
**Created**: 2024-11-18T15:20:03Z · **Deployed**: production 2024-11-18T15:34:49Z
**Commits**: 4 · **New issues**: 0"""
    l2 = sentry_list(f"Issues in **{org}/{proj}** (is:unresolved, sorted by last seen)", [
        (*i4d1, 239, 171, "2024-11-19T14:19:44Z"), (*i3zk, 318, 201, "2024-11-19T14:17:30Z"),
        (*i47c, 55, 42, "2024-11-19T14:15:26Z"), (*i4a8, 96, 80, "2024-11-19T13:41:20Z")])
    d2 = d1.replace("**Status**: unresolved · **Assigned to**: nobody", "**Status**: resolved (in release 2024.11.19-3) · **Assigned to**: rui.almeida").replace(
        "**Last Seen**: 2024-11-19T14:11:47Z\n**Events**: 1,285 · **Users**: 311",
        "**Last Seen**: 2024-11-19T14:19:02Z\n**Events**: 1,301 · **Users**: 315\n"
        "_Events from releases older than 2024.11.19-3 are still recorded but do not reopen this issue._").replace(
        "## Latest Event (b41c07e9d2f64a3a9e1f5c83d07a6b21)\n**Occurred At**: 2024-11-19T14:11:47Z",
        "## Latest Event (0a4d6f8b2c1e47d9b3a5e7c9f1d3b586)\n**Occurred At**: 2024-11-19T14:19:02Z")
    l3 = sentry_list(f"Issues in **{org}/{proj}** (is:resolved, sorted by last seen)", [
        (*i4f2, 1301, 315, "2024-11-19T14:19:02Z"),
        ("WEB-CHECKOUT-4C3", "5982011946", "RangeError: Invalid time value", "formatDeliveryDate(app/checkout/shipping.ts)", "2024-11-06T11:14:27Z", 88, 73, "2024-11-15T17:02:41Z"),
        ("WEB-CHECKOUT-49B", "5978120457", "TypeError: e.items is not iterable", "CartSummary(app/cart/CartSummary.tsx)", "2024-11-02T10:47:30Z", 431, 290, "2024-11-07T08:55:12Z")])
    turns = [
        (call("find_issues", organizationSlug=org, projectSlug=proj, query="is:unresolved", sortBy="freq", limit=10), l1),
        (call("get_issue_details", organizationSlug=org, issueId="WEB-CHECKOUT-4F2"), d1),
        (call("search_issue_events", organizationSlug=org, issueId="WEB-CHECKOUT-4F2", limit=5), ev),
        (call("find_releases", organizationSlug=org, projectSlug=proj), rel),
        (call("update_issue", organizationSlug=org, issueId="WEB-CHECKOUT-4F2", status="resolved", inRelease="2024.11.19-3", assignedTo="rui.almeida"),
         "Updated WEB-CHECKOUT-4F2: status unresolved → resolved (in release 2024.11.19-3); assigned to rui.almeida.\nURL: https://lumen-retail.sentry.io/issues/5987123401"),
        (call("update_issue", organizationSlug=org, issueId="WEB-CHECKOUT-4E9", status="ignored"),
         "Updated WEB-CHECKOUT-4E9: status unresolved → ignored (forever).\nURL: https://lumen-retail.sentry.io/issues/5986610277"),
        (call("find_issues", organizationSlug=org, projectSlug=proj, query="is:unresolved", sortBy="date", limit=10), l2),
        (call("get_issue_details", organizationSlug=org, issueId="WEB-CHECKOUT-4F2"), d2),
        (call("find_issues", organizationSlug=org, projectSlug=proj, query="is:resolved", sortBy="date", limit=3), l3),
    ]
    rs.add(task=TASK, tid="h20-mcp-20", system=system, turns=turns,
           state="Production traffic keeps reporting errors during the session; a fix for the Apple Pay token error shipped in release 2024.11.19-3.")


# ---------------------------------------------------------------------------------------------------------
# 21 Museum collection registry (bad): a painting's canvas width changes from 81.0 to 87.0 cm, no edit.
# ---------------------------------------------------------------------------------------------------------

def t21(rs: RowSet) -> None:
    system = mcp_system("collectiva", "the collection-management system of the Vestervig Art Museum, registrar account", [
        tool("search_objects", "Search the collection.", {"query": S, "department": S, "limit": INT}, ["query"]),
        tool("get_object", "Full catalogue record of an object.", {"accession_no": S}, ["accession_no"]),
        tool("create_loan", "Create an outgoing loan (draft).", {"borrower": S, "exhibition": S, "venue_dates": S, "loan_period": S}, ["borrower", "exhibition"]),
        tool("add_object_to_loan", "Add an object to a loan.", {"loan_id": S, "accession_no": S}, ["loan_id", "accession_no"]),
        tool("record_condition_report", "Record a condition report.", {"accession_no": S, "overall": S, "notes": S, "examiner": S, "purpose": S}, ["accession_no", "overall"]),
        tool("update_location", "Move an object and log the movement.", {"accession_no": S, "location": S, "reason": S}, ["accession_no", "location"]),
        tool("get_loan", "A loan with its objects.", {"loan_id": S}, ["loan_id"]),
    ])
    found = """3 objects match "Lund interior" in Paintings & Drawings

1987.114  Ingeborg Lund (1864–1916), Interior with Open Door, Strandgade, 1904
          Oil on canvas · 64.5 × 81.0 cm · In storage (Storage B2)
1991.032  Ingeborg Lund (1864–1916), Sunlight on the Floor, 1906
          Oil on canvas · 55.0 × 46.5 cm · On view (Gallery 12)
2003.207  Ingeborg Lund (1864–1916), Study for an Interior, c. 1903
          Graphite on paper · 23.4 × 30.1 cm · In storage (Works on Paper store, drawer 44)"""

    def record(location: str, since: str, condition: str, canvas: str, loans: list[str]) -> str:
        return f"""Accession no.   1987.114
Object          Painting
Artist          Ingeborg Lund (Danish, 1864–1916)
Title           Interior with Open Door, Strandgade
Date            1904
Medium          Oil on canvas
Dimensions      Canvas: {canvas} (25 3/8 × 31 7/8 in.)
                Framed: 86.2 × 102.6 × 7.4 cm · 11.8 kg
Inscriptions    Signed and dated lower right: I. Lund 1904
Credit line     Bequest of Harald Winther, 1987
Provenance      Winther family, Copenhagen, 1905–1987; bequeathed to the museum 1987
Location        {location} (since {since})
Condition       {condition}
Insurance value DKK 4,200,000 (valuation 2023-09)
Exhibitions     Danish Interiors, Statens Museum for Kunst, 1996; Light and Silence, Vestervig, 2016
Loans           {'; '.join(loans) if loans else 'none open'}
Rights          Public domain · Photo © Vestervig Art Museum"""

    loan = {"loan_id": "L-2025-007", "status": "draft", "borrower": "KODE Art Museums, Bergen",
            "exhibition": "Quiet Rooms: Nordic Interiors 1890–1920", "venue_dates": "2025-03-14 – 2025-06-22",
            "loan_period": "2025-02-24 – 2025-07-07", "created": "2024-11-19T13:41:09+01:00", "created_by": "registrar.kjeldsen", "objects": []}
    add1 = {"loan_id": "L-2025-007", "added": "1987.114", "object_count": 1, "insurance_total": "DKK 4,200,000",
            "requirements": ["climate crate (framed 86.2 × 102.6 × 7.4 cm)", "courier: yes (value > DKK 3 M)"], "status": "draft"}
    add2 = {"loan_id": "L-2025-007", "added": "1991.032", "object_count": 2, "insurance_total": "DKK 6,950,000",
            "requirements": ["climate crate (framed 71.8 × 62.0 × 6.1 cm)"], "warnings": ["1991.032 is on view in Gallery 12; schedule de-installation"],
            "status": "draft"}
    cr = {"report_id": "CR-2024-0388", "accession_no": "1987.114", "date": "2024-11-19", "purpose": "outgoing loan L-2025-007", "overall": "good",
          "notes": "Stable. Minor frame abrasion lower left corner. Age craquelure in upper wall area unchanged against 2022 images. Fit to travel.",
          "examiner": "conservator.holm", "images": 12, "previous_report": "CR-2022-0141 (2022-05-10, good)"}
    moved = {"accession_no": "1987.114", "from": "Storage B2 / Rack 14 / Slot 3", "to": "Packing room P1", "moved_at": "2024-11-19T14:06:55+01:00",
             "moved_by": "registrar.kjeldsen", "reason": "condition check and crate measurement for L-2025-007", "movement_id": "MV-55917"}
    loan2 = """Loan L-2025-007 · draft · KODE Art Museums, Bergen
Exhibition: Quiet Rooms: Nordic Interiors 1890–1920 (venue 2025-03-14 – 2025-06-22) · loan period 2025-02-24 – 2025-07-07

#  Accession  Title                                   Canvas / sheet    Framed                   Location                Condition            Insurance
1  1987.114   Interior with Open Door, Strandgade    64.5 × 81.0 cm    86.2 × 102.6 × 7.4 cm    Packing room P1         good (CR-2024-0388)  DKK 4,200,000
2  1991.032   Sunlight on the Floor                  55.0 × 46.5 cm    71.8 × 62.0 × 6.1 cm     Gallery 12 (on view)    good (CR-2023-0217)  DKK 2,750,000

Total insurance: DKK 6,950,000 · Objects: 2
Checklist: [x] objects selected  [x] condition report 1987.114  [ ] condition report 1991.032  [ ] facility report received  [ ] loan agreement signed  [ ] courier named"""
    turns = [
        (call("search_objects", query="Lund interior", department="Paintings & Drawings", limit=10), found),
        (call("get_object", accession_no="1987.114"),
         record("Storage B2 / Rack 14 / Slot 3", "2019-08-30", "good (last report CR-2022-0141, 2022-05-10)", "64.5 × 81.0 cm", [])),
        (call("create_loan", borrower="KODE Art Museums, Bergen", exhibition="Quiet Rooms: Nordic Interiors 1890–1920",
              venue_dates="2025-03-14 – 2025-06-22", loan_period="2025-02-24 – 2025-07-07"), pj(loan)),
        (call("add_object_to_loan", loan_id="L-2025-007", accession_no="1987.114"), pj(add1)),
        (call("add_object_to_loan", loan_id="L-2025-007", accession_no="1991.032"), pj(add2)),
        (call("record_condition_report", accession_no="1987.114", overall="good", notes=cr["notes"], examiner="conservator.holm", purpose="outgoing loan L-2025-007"), pj(cr)),
        (call("update_location", accession_no="1987.114", location="Packing room P1", reason=moved["reason"]), pj(moved)),
        (call("get_loan", loan_id="L-2025-007"), loan2),
        (call("get_object", accession_no="1987.114"),
         record("Packing room P1", "2024-11-19", "good (last report CR-2024-0388, 2024-11-19)", "64.5 × 87.0 cm", ["L-2025-007 (draft) to KODE Art Museums, Bergen"])),
    ]
    rs.add(task=TASK, tid="h20-mcp-21", system=system, turns=turns, bad=True, turn=9,
           kind="catalogue record now gives the canvas as 64.5 × 87.0 cm; it was 64.5 × 81.0 cm in the search, the first record and the loan, with no edit to dimensions")


# ---------------------------------------------------------------------------------------------------------
# 22 Telescope scheduler (clean): sky turns, the dome opens when humidity drops, queue times shift.
# ---------------------------------------------------------------------------------------------------------

def t22(rs: RowSet) -> None:
    system = mcp_system("skyqueue", "the robotic 0.6 m telescope queue of Hallormur Observatory (lat 52.2° N)", [
        tool("get_conditions", "Live weather, sky and dome state.", {}, []),
        tool("list_targets", "Catalogue targets above an altitude now.", {"min_altitude": NUM}, []),
        tool("get_queue", "The observation queue with estimated start times.", {}, []),
        tool("submit_observation", "Queue an observation.", {"target": S, "filters": A, "exposures": OBJ, "priority": INT}, ["target", "filters", "exposures"]),
        tool("cancel_observation", "Cancel a queued observation.", {"obs_id": S}, ["obs_id"]),
        tool("get_telescope_status", "Mount, dome, camera and focuser state.", {}, []),
    ])
    cond1 = """Conditions at 2024-11-19 21:04:12 UTC (LST 23:41:05)
Sun altitude      -41.6° (astronomical night since 18:03 UTC)
Moon              waning gibbous, 86 % illuminated, altitude 4.8°, rising (az 62°)
Sky               cloud cover 10 % (all-sky camera), sky temp -31 °C
Seeing            1.6″ (DIMM, 5-min median)
Humidity          86 %   (dome limit 85 %; reopen below 82 % for 10 min)
Wind              4.2 m/s from WSW, gusts 6.0 m/s
Air temperature   1.9 °C, dew point 0.0 °C
Dome              CLOSED — humidity hold since 20:41 UTC"""
    targets = "Targets above 30° at 21:04 UTC (LST 23:41)\n\n" + tsv(["Target", "RA (J2000)", "Dec (J2000)", "Alt", "Az", "Hour angle", "Moon sep"], [
        ["M31", "00h42m44.3s", "+41°16′09″", "79.4°", "118.2°", "-1h02m", "71°"],
        ["NGC 7331", "22h37m04.1s", "+34°24′56″", "69.6°", "236.0°", "+1h04m", "118°"],
        ["Stephan's Quintet", "22h35m57.5s", "+33°57′36″", "69.3°", "234.7°", "+1h05m", "117°"],
        ["M33", "01h33m50.9s", "+30°39′37″", "61.8°", "113.5°", "-1h53m", "58°"],
        ["NGC 891", "02h22m33.4s", "+42°20′57″", "60.7°", "77.9°", "-2h41m", "50°"],
        ["M76", "01h42m19.9s", "+51°34′31″", "72.3°", "54.0°", "-2h01m", "48°"],
    ])
    q1 = "Queue at 21:05 UTC · dome closed (humidity hold) · estimates assume opening at 21:30\n\n" + tsv(
        ["Pos", "Obs", "Target", "Filters × exposures", "Pri", "Owner", "Est. start", "Est. end"], [
            ["1", "OBS-10415", "M33", "L,R,G,B 5×120 s each", "2", "astro101-group3", "21:30", "22:16"],
            ["2", "OBS-10417", "NGC 891", "Hα 6×300 s", "3", "k.sigurdsson", "22:16", "22:53"],
            ["3", "OBS-10418", "NGC 7331", "B,V,R 3×120 s each", "3", "e.thorsdottir", "22:53", "23:14"],
        ])
    sub = {"obs_id": "OBS-10422", "target": "NGC 7331", "ra": "22h37m04.1s", "dec": "+34°24′56″", "ra_deg": 339.26708, "dec_deg": 34.41556,
           "filters": ["B", "V", "R"], "exposures": {"B": "4×180 s", "V": "4×120 s", "R": "4×120 s"}, "priority": 2, "owner": "e.thorsdottir",
           "queue_position": 2, "est_start": "22:16 UTC", "est_duration_min": 33, "min_altitude_ok_until": "01:52 UTC",
           "note": "Priority 2 places this ahead of the priority-3 observations OBS-10417 and OBS-10418."}
    q2 = "Queue at 21:31 UTC · dome open since 21:18 UTC\n\n" + tsv(
        ["Pos", "Obs", "Target", "Filters × exposures", "Pri", "Owner", "Est. start", "Est. end"], [
            ["▶", "OBS-10415", "M33", "L,R,G,B 5×120 s each", "2", "astro101-group3", "running since 21:19 (6/20 done)", "22:05"],
            ["1", "OBS-10422", "NGC 7331", "B 4×180 s, V,R 4×120 s", "2", "e.thorsdottir", "22:05", "22:38"],
            ["2", "OBS-10417", "NGC 891", "Hα 6×300 s", "3", "k.sigurdsson", "22:38", "23:15"],
        ]) + "\n\nCancelled today: OBS-10418 (by owner, 21:09 UTC)"
    tel = {"at": "2024-11-19T21:32:20Z", "dome": {"state": "open", "since": "21:18:22", "shutter_pct": 100, "azimuth_deg": 127.0, "slaved": True},
           "mount": {"state": "tracking", "target": "M33 (OBS-10415)", "ra": "01h33m50.9s", "dec": "+30°39′37″", "alt_deg": 66.1, "az_deg": 126.8,
                     "guiding_rms_arcsec": 0.62},
           "camera": {"model": "QHY600M", "temp_c": -15.0, "setpoint_c": -15.0, "cooler_pct": 41, "filter": "R",
                      "exposure": {"index": "7 / 20", "elapsed_s": 84, "length_s": 120}},
           "focuser": {"position": 14312, "temp_compensation": True, "tube_temp_c": 1.6},
           "last_frames": ["m33_L_001–005 (FWHM 2.4–2.7″)", "m33_R_001 (FWHM 2.3″)"]}
    cond2 = """Conditions at 2024-11-19 21:33:04 UTC (LST 00:10:02)
Sun altitude      -44.9° (astronomical night since 18:03 UTC)
Moon              waning gibbous, 86 % illuminated, altitude 9.1°, rising (az 68°)
Sky               cloud cover 5 % (all-sky camera), sky temp -33 °C
Seeing            1.3″ (DIMM, 5-min median)
Humidity          79 %   (dome limit 85 %)
Wind              3.6 m/s from WSW, gusts 5.1 m/s
Air temperature   1.7 °C, dew point -1.5 °C
Dome              OPEN since 21:18 UTC (humidity below 82 % for 10 min)"""
    turns = [
        (call("get_conditions"), cond1),
        (call("list_targets", min_altitude=30), targets),
        (call("get_queue"), q1),
        (call("submit_observation", target="NGC 7331", filters=["B", "V", "R"], exposures={"B": "4x180s", "V": "4x120s", "R": "4x120s"}, priority=2), pj(sub)),
        (call("cancel_observation", obs_id="OBS-10418"),
         pj({"obs_id": "OBS-10418", "state": "cancelled", "cancelled_at": "2024-11-19T21:09:03Z", "by": "e.thorsdottir",
             "queue_effect": "was last in the queue; no other estimates change"})),
        (call("get_queue"), q2),
        (call("get_telescope_status"), pj(tel)),
        (call("get_conditions"), cond2),
    ]
    rs.add(task=TASK, tid="h20-mcp-22", system=system, turns=turns,
           state="Observer account e.thorsdottir. The dome opens and closes by itself on weather limits; the queue re-plans after every change.")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for fn in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
