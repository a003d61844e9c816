# ruff: noqa: E501
"""holdout4, mcp part: 22 held-out trajectories of agents calling the tools of one MCP server each.

``python -m tests.decoherence.independent.holdout4_parts.mcp.make`` writes ``mcp_test.jsonl`` and
``labels.json`` next to this file. 11 trajectories hold exactly one contradiction (labeled turn, 1-based,
and kind); 11 are clean but full of legitimate changes (new ids, moved clocks, filtered or paginated
listings, dry runs, retries, time-zone views, expiring keys, state changed by the agent's own writes).
"""

from __future__ import annotations

import difflib
import hashlib
import json
from datetime import datetime
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import A, B, INT, OBJ, S, RowSet, call, mcp_system, mcp_text, pj, tool

out = Path(__file__).resolve().parent
R = RowSet(out)


def world(server: str, purpose: str, tools: list[dict[str, Any]]) -> str:
    """A system prompt in the spirit of the upstream tool-world-model template."""
    return ("# Role and Objective\n\nYou are a tool world model standing in for the MCP server '" + server + "' ("
            + purpose + "). Given the earlier tool calls of this session and the current call, return the result "
            "exactly as the real server would return it, after **Environment Observation:**. Keep identifiers, "
            "timestamps and stored data consistent with what earlier results established, and reflect every "
            "create, update and delete in later reads.\n\n# Available Tools\n\n" + json.dumps(tools, indent=1))


def secs(iso: str) -> int:
    return int(datetime.fromisoformat(iso.replace("Z", "+00:00")).timestamp())


def msec(iso: str) -> int:
    return int(round(datetime.fromisoformat(iso.replace("Z", "+00:00")).timestamp() * 1000))


def md5(text: str) -> str:
    return hashlib.md5(text.encode()).hexdigest()


# ------------------------------------------------------------------------------------------------ 01 hubspot (bad)
def hubspot() -> None:
    sysp = mcp_system("hubspot", "the HubSpot CRM of a logistics software vendor", [
        tool("hubspot-search-objects", "Search CRM objects with filter groups", {"objectType": S, "filterGroups": A, "properties": A, "sorts": A, "limit": INT}, ["objectType"]),
        tool("hubspot-batch-read-objects", "Read CRM objects by id", {"objectType": S, "inputs": A, "properties": A}, ["objectType", "inputs"]),
        tool("hubspot-batch-update-objects", "Update properties of CRM objects", {"objectType": S, "inputs": A}, ["objectType", "inputs"]),
        tool("hubspot-batch-create-objects", "Create CRM objects, optionally with associations", {"objectType": S, "inputs": A}, ["objectType", "inputs"]),
        tool("hubspot-create-engagement", "Create a note, task, call or meeting", {"type": S, "ownerId": INT, "associations": OBJ, "metadata": OBJ}, ["type", "ownerId", "associations", "metadata"]),
        tool("hubspot-list-associations", "Associations of an object to another object type", {"objectType": S, "objectId": S, "toObjectType": S}, ["objectType", "objectId", "toObjectType"])])
    cid, owner = "51873024901", "81234577"
    created = "2025-02-11T14:22:07.412Z"
    note_body = ("Discovery call with Rukayat: 40 dispatcher seats, SSO via Entra ID is a must, budget approved for Q3. "
                 "Wants a quote before 20 June; competitor in the running is Routemaster.")
    deal_props = {"dealname": "Brightlane Logistics - 40 dispatcher seats", "pipeline": "default", "dealstage": "appointmentscheduled",
                  "amount": "28800", "closedate": "2025-07-31T00:00:00Z", "hubspot_owner_id": owner}
    t = [
        (call("hubspot-search-objects", objectType="contacts",
              filterGroups=[{"filters": [{"propertyName": "email", "operator": "EQ", "value": "r.okafor@brightlane.io"}]}],
              properties=["firstname", "lastname", "email", "company", "phone", "lifecyclestage", "hs_lead_status", "hubspot_owner_id"], limit=10),
         mcp_text({"total": 1, "results": [{"id": cid, "properties": {
             "company": "Brightlane Logistics", "createdate": created, "email": "r.okafor@brightlane.io", "firstname": "Rukayat",
             "hs_lead_status": "NEW", "hs_object_id": cid, "hubspot_owner_id": owner, "lastmodifieddate": "2025-06-02T09:15:44.108Z",
             "lastname": "Okafor", "lifecyclestage": "lead", "phone": "+44 20 7946 0321"},
             "createdAt": created, "updatedAt": "2025-06-02T09:15:44.108Z", "archived": False}]})),
        (call("hubspot-create-engagement", type="NOTE", ownerId=int(owner), associations={"contactIds": [int(cid)]}, metadata={"body": note_body}),
         mcp_text({"engagement": {"id": 78213399012, "portalId": 24408812, "active": True, "createdAt": msec("2025-06-12T10:41:19.530Z"),
                                  "lastUpdated": msec("2025-06-12T10:41:19.530Z"), "ownerId": int(owner), "type": "NOTE",
                                  "timestamp": msec("2025-06-12T10:41:19.530Z")},
                   "associations": {"contactIds": [int(cid)], "companyIds": [], "dealIds": [], "ownerIds": [], "workflowIds": [], "ticketIds": []},
                   "attachments": [], "metadata": {"body": note_body}})),
        (call("hubspot-batch-update-objects", objectType="contacts",
              inputs=[{"id": cid, "properties": {"lifecyclestage": "salesqualifiedlead", "hs_lead_status": "CONNECTED"}}]),
         mcp_text({"status": "COMPLETE", "results": [{"id": cid, "properties": {
             "createdate": created, "hs_lead_status": "CONNECTED", "hs_object_id": cid, "lastmodifieddate": "2025-06-12T10:41:52.201Z",
             "lifecyclestage": "salesqualifiedlead"}, "createdAt": created, "updatedAt": "2025-06-12T10:41:52.201Z", "archived": False}],
             "startedAt": "2025-06-12T10:41:52.118Z", "completedAt": "2025-06-12T10:41:52.240Z"})),
        (call("hubspot-batch-create-objects", objectType="deals",
              inputs=[{"properties": deal_props, "associations": [{"to": {"id": cid}, "types": [{"associationCategory": "HUBSPOT_DEFINED", "associationTypeId": 3}]}]}]),
         mcp_text({"status": "COMPLETE", "results": [{"id": "33098127455", "properties": {
             **deal_props, "createdate": "2025-06-12T10:42:30.877Z", "hs_lastmodifieddate": "2025-06-12T10:42:30.877Z", "hs_object_id": "33098127455"},
             "createdAt": "2025-06-12T10:42:30.877Z", "updatedAt": "2025-06-12T10:42:30.877Z", "archived": False}],
             "startedAt": "2025-06-12T10:42:30.790Z", "completedAt": "2025-06-12T10:42:31.012Z"})),
        (call("hubspot-batch-read-objects", objectType="contacts", inputs=[{"id": cid}],
              properties=["lifecyclestage", "hs_lead_status", "num_associated_deals", "notes_last_updated", "lastmodifieddate"]),
         mcp_text({"status": "COMPLETE", "results": [{"id": cid, "properties": {
             "createdate": created, "hs_lead_status": "CONNECTED", "hs_object_id": cid, "lastmodifieddate": "2025-06-12T10:42:32.064Z",
             "lifecyclestage": "lead", "notes_last_updated": "2025-06-12T10:41:19.530Z", "num_associated_deals": "1"},
             "createdAt": created, "updatedAt": "2025-06-12T10:42:32.064Z", "archived": False}],
             "startedAt": "2025-06-12T10:42:58.301Z", "completedAt": "2025-06-12T10:42:58.322Z"})),
        (call("hubspot-list-associations", objectType="contacts", objectId=cid, toObjectType="deals"),
         mcp_text({"results": [{"toObjectId": 33098127455, "associationTypes": [{"category": "HUBSPOT_DEFINED", "typeId": 4, "label": None}]}]})),
        (call("hubspot-create-engagement", type="TASK", ownerId=int(owner), associations={"contactIds": [int(cid)], "dealIds": [33098127455]},
              metadata={"subject": "Send quote to Brightlane (40 seats + SSO add-on)", "body": "Use the Q3 logistics price book; SSO add-on at 15%.",
                        "status": "NOT_STARTED", "taskType": "EMAIL", "forObjectType": "CONTACT"}),
         mcp_text({"engagement": {"id": 78213512007, "portalId": 24408812, "active": True, "createdAt": msec("2025-06-12T10:43:40.215Z"),
                                  "lastUpdated": msec("2025-06-12T10:43:40.215Z"), "ownerId": int(owner), "type": "TASK",
                                  "timestamp": msec("2025-06-12T10:43:40.215Z")},
                   "associations": {"contactIds": [int(cid)], "companyIds": [], "dealIds": [33098127455], "ownerIds": [], "workflowIds": [], "ticketIds": []},
                   "attachments": [], "metadata": {"body": "Use the Q3 logistics price book; SSO add-on at 15%.", "status": "NOT_STARTED",
                                                   "forObjectType": "CONTACT", "subject": "Send quote to Brightlane (40 seats + SSO add-on)",
                                                   "taskType": "EMAIL", "reminders": [], "priority": "NONE", "isAllDay": False}})),
        (call("hubspot-search-objects", objectType="deals",
              filterGroups=[{"filters": [{"propertyName": "hubspot_owner_id", "operator": "EQ", "value": owner},
                                         {"propertyName": "dealstage", "operator": "EQ", "value": "appointmentscheduled"}]}],
              properties=["dealname", "amount", "closedate"], sorts=[{"propertyName": "createdate", "direction": "DESCENDING"}], limit=5),
         mcp_text({"total": 3, "results": [
             {"id": "33098127455", "properties": {"amount": "28800", "closedate": "2025-07-31T00:00:00Z", "createdate": "2025-06-12T10:42:30.877Z",
                                                  "dealname": "Brightlane Logistics - 40 dispatcher seats", "hs_lastmodifieddate": "2025-06-12T10:43:40.561Z", "hs_object_id": "33098127455"},
              "createdAt": "2025-06-12T10:42:30.877Z", "updatedAt": "2025-06-12T10:43:40.561Z", "archived": False},
             {"id": "32977041836", "properties": {"amount": "12600", "closedate": "2025-06-30T00:00:00Z", "createdate": "2025-05-27T15:08:12.330Z",
                                                  "dealname": "Harwell Freight - pilot (12 seats)", "hs_lastmodifieddate": "2025-06-10T08:21:09.447Z", "hs_object_id": "32977041836"},
              "createdAt": "2025-05-27T15:08:12.330Z", "updatedAt": "2025-06-10T08:21:09.447Z", "archived": False},
             {"id": "32811906254", "properties": {"amount": "54000", "closedate": "2025-08-29T00:00:00Z", "createdate": "2025-05-06T09:44:57.902Z",
                                                  "dealname": "Tamar Cold Chain - 75 seats", "hs_lastmodifieddate": "2025-06-04T13:30:18.006Z", "hs_object_id": "32811906254"},
              "createdAt": "2025-05-06T09:44:57.902Z", "updatedAt": "2025-06-04T13:30:18.006Z", "archived": False}]})),
        (call("hubspot-batch-update-objects", objectType="deals", inputs=[{"id": "33098127455", "properties": {"dealstage": "qualifiedtobuy"}}]),
         mcp_text({"status": "COMPLETE", "results": [{"id": "33098127455", "properties": {
             "createdate": "2025-06-12T10:42:30.877Z", "dealstage": "qualifiedtobuy", "hs_lastmodifieddate": "2025-06-12T10:44:12.730Z", "hs_object_id": "33098127455"},
             "createdAt": "2025-06-12T10:42:30.877Z", "updatedAt": "2025-06-12T10:44:12.730Z", "archived": False}],
             "startedAt": "2025-06-12T10:44:12.655Z", "completedAt": "2025-06-12T10:44:12.781Z"})),
    ]
    R.add("mcp", "h4-mcp-01", sysp, t, bad=True, turn=5, kind="value_reverted")


# ------------------------------------------------------------------------------------------------ 02 github (clean)
def github() -> None:
    sysp = world("github", "GitHub, authenticated as rvasquez, a maintainer of tessera-labs/quarry", [
        tool("list_issues", "List issues in a repository (pull requests excluded)", {"owner": S, "repo": S, "state": S, "labels": A, "sort": S, "direction": S, "perPage": INT}, ["owner", "repo"]),
        tool("create_issue", "Create a new issue", {"owner": S, "repo": S, "title": S, "body": S, "labels": A, "assignees": A}, ["owner", "repo", "title"]),
        tool("add_issue_comment", "Add a comment to an issue", {"owner": S, "repo": S, "issue_number": INT, "body": S}, ["owner", "repo", "issue_number", "body"]),
        tool("update_issue", "Update an issue", {"owner": S, "repo": S, "issue_number": INT, "state": S, "state_reason": S, "labels": A, "title": S}, ["owner", "repo", "issue_number"]),
        tool("get_issue", "Get one issue", {"owner": S, "repo": S, "issue_number": INT}, ["owner", "repo", "issue_number"]),
        tool("search_issues", "Search issues and pull requests", {"q": S, "sort": S, "order": S, "perPage": INT}, ["q"])])
    repo = "https://github.com/tessera-labs/quarry"

    def iss(n: int, title: str, labels: list[str], comments: int, created: str, updated: str, user: str, state: str = "open",
            closed: str | None = None, reason: str | None = None, **extra: Any) -> dict[str, Any]:
        return {"number": n, "title": title, "state": state, "state_reason": reason, "user": {"login": user},
                "labels": [{"name": x} for x in labels], "comments": comments, "created_at": created, "updated_at": updated,
                "closed_at": closed, "html_url": f"{repo}/issues/{n}", **extra}
    i311 = iss(311, "Parquet writer drops timezone on timestamp[us, tz] columns", ["bug", "parquet"], 4, "2025-05-12T08:17:55Z", "2025-05-19T16:40:02Z", "mkowalczyk")
    i298 = iss(298, "quarry sync hangs when the manifest has more than 10k entries", ["bug"], 7, "2025-04-28T11:52:30Z", "2025-05-18T21:09:33Z", "tanvir-h")
    i276 = iss(276, "Windows: backslashes in glob patterns are treated as escapes", ["bug", "windows"], 2, "2025-04-03T06:40:12Z", "2025-04-09T14:15:27Z", "eliasb")
    body = ("Uploading a 6 GB shard to S3 fails with `SlowDown` after 3 attempts:\n\n```\nquarry.io.s3.UploadError: part 212/768 failed: 503 SlowDown "
            "(attempt 3/3)\n```\n\nThe retry budget is shared by all parts, so one hot prefix exhausts it. Expected: per-part retries with jittered backoff.")
    i314 = iss(314, "S3 multipart upload gives up after 3 SlowDown (503) responses", ["bug", "s3"], 0, "2025-05-20T13:02:44Z", "2025-05-20T13:02:44Z", "rvasquez", body=body)
    closed311 = {**i311, "state": "closed", "state_reason": "completed", "comments": 5, "updated_at": "2025-05-20T13:04:37Z", "closed_at": "2025-05-20T13:04:37Z"}
    comment = "Reproduced on 0.9.2 with pyarrow 16. The fix landed in #313 (we now pass `tz` through `pa.timestamp`), released in 0.9.3. Closing."
    t = [
        (call("list_issues", owner="tessera-labs", repo="quarry", state="open", labels=["bug"], sort="created", direction="desc", perPage=10),
         pj([i311, i298, i276])),
        (call("create_issue", owner="tessera-labs", repo="quarry", title=i314["title"], body=body, labels=["bug", "s3"]), pj(i314)),
        (call("add_issue_comment", owner="tessera-labs", repo="quarry", issue_number=311, body=comment),
         pj({"id": 2893341207, "html_url": f"{repo}/issues/311#issuecomment-2893341207", "issue_url": "https://api.github.com/repos/tessera-labs/quarry/issues/311",
             "user": {"login": "rvasquez"}, "author_association": "MEMBER", "body": comment, "created_at": "2025-05-20T13:04:10Z", "updated_at": "2025-05-20T13:04:10Z"})),
        (call("update_issue", owner="tessera-labs", repo="quarry", issue_number=311, state="closed", state_reason="completed"), pj(closed311)),
        (call("list_issues", owner="tessera-labs", repo="quarry", state="open", labels=["bug"], sort="created", direction="desc", perPage=10),
         pj([{k: v for k, v in i314.items() if k != "body"}, i298, i276])),
        (call("get_issue", owner="tessera-labs", repo="quarry", issue_number=311), pj({**closed311, "closed_by": {"login": "rvasquez"}, "assignees": [], "milestone": {"title": "0.9.3"}})),
        (call("search_issues", q="repo:tessera-labs/quarry is:issue label:bug", sort="updated", order="desc", perPage=3),
         pj({"total_count": 41, "incomplete_results": False, "items": [
             {"number": 311, "title": i311["title"], "state": "closed", "updated_at": "2025-05-20T13:04:37Z", "comments": 5},
             {"number": 314, "title": i314["title"], "state": "open", "updated_at": "2025-05-20T13:02:44Z", "comments": 0},
             {"number": 305, "title": "`quarry ls --long` crashes on objects without LastModified", "state": "closed", "updated_at": "2025-05-19T11:22:48Z", "comments": 3}]})),
    ]
    R.add("mcp", "h4-mcp-02", sysp, t)


# ------------------------------------------------------------------------------------------------ 03 filesystem (bad)
FS_TOOLS = [
    tool("read_file", "Read the complete contents of a file", {"path": S}, ["path"]),
    tool("write_file", "Create a new file or overwrite an existing one", {"path": S, "content": S}, ["path", "content"]),
    tool("edit_file", "Line-based edits; returns a git-style diff. dryRun previews without writing", {"path": S, "edits": A, "dryRun": B}, ["path", "edits"]),
    tool("create_directory", "Create a directory (and parents)", {"path": S}, ["path"]),
    tool("list_directory", "List entries with [FILE]/[DIR] prefixes", {"path": S}, ["path"]),
    tool("move_file", "Move or rename a file or directory", {"source": S, "destination": S}, ["source", "destination"]),
    tool("search_files", "Recursively find files and directories whose name matches a pattern", {"path": S, "pattern": S}, ["path", "pattern"]),
    tool("get_file_info", "Metadata of a file or directory", {"path": S}, ["path"])]


def fs_bad() -> None:
    sysp = mcp_system("filesystem", "@modelcontextprotocol/server-filesystem, allowed directory /home/lena/finance", FS_TOOLS)
    root = "/home/lena/finance"
    summary = ("# Q2 2025 - summary\n\n| Month | Revenue | Expenses | Net |\n|---|---:|---:|---:|\n"
               "| April | 41,230.00 | 35,918.40 | 5,311.60 |\n| May | 44,905.50 | 36,204.10 | 8,701.40 |\n| June | (open) | | |\n\n"
               "Notes: May includes the Nordwerk retainer (EUR 6,000) invoiced late.\n")
    template = ("# {{QUARTER}} - summary\n\n| Month | Revenue | Expenses | Net |\n|---|---:|---:|---:|\n| {{M1}} | | | |\n| {{M2}} | | | |\n| {{M3}} | | | |\n\n"
                "Notes:\n\n<!-- numbers come from ledger/YYYY-MM.csv, column `amount_eur`; expenses exclude VAT -->\n")
    t = [
        (call("create_directory", path=f"{root}/reports/2025-q2"), f"Successfully created directory {root}/reports/2025-q2"),
        (call("write_file", path=f"{root}/reports/2025-q2/summary.md", content=summary), f"Successfully wrote to {root}/reports/2025-q2/summary.md"),
        (call("list_directory", path=f"{root}/reports"), "[DIR] 2024-q3\n[DIR] 2024-q4\n[DIR] 2025-q1\n[FILE] README.md\n[FILE] quarterly-template.md"),
        (call("read_file", path=f"{root}/reports/quarterly-template.md"), template),
        (call("list_directory", path=f"{root}/ledger"), "[FILE] 2025-04.csv\n[FILE] 2025-05.csv\n[FILE] 2025-06.csv\n[FILE] categories.json\n[DIR] receipts"),
        (call("get_file_info", path=f"{root}/ledger/2025-06.csv"),
         "size: 3914\ncreated: Mon Jun 02 2025 08:47:19 GMT+0200 (Central European Summer Time)\n"
         "modified: Mon Jun 16 2025 18:05:51 GMT+0200 (Central European Summer Time)\n"
         "accessed: Tue Jun 17 2025 09:12:03 GMT+0200 (Central European Summer Time)\n"
         "isDirectory: false\nisFile: true\npermissions: 644"),
    ]
    R.add("mcp", "h4-mcp-03", sysp, t, bad=True, turn=3, kind="created_missing")


# ------------------------------------------------------------------------------------------------ 04 redis (clean)
def redis() -> None:
    sysp = world("redis", "the Redis instance behind the public API gateway: fixed-window rate-limit counters and API-key hashes", [
        tool("get", "GET a string key", {"key": S}, ["key"]),
        tool("ttl", "Remaining time to live of a key in seconds (-1 no expiry, -2 missing)", {"key": S}, ["key"]),
        tool("hgetall", "All fields of a hash", {"name": S}, ["name"]),
        tool("hset", "Set a field in a hash", {"name": S, "key": S, "value": S, "expire_seconds": INT}, ["name", "key", "value"])])
    mk, dk, hk = "rl:ak_7Qe3xV:min", "rl:ak_7Qe3xV:day", "apikey:ak_7Qe3xV"
    h = {"org_id": "org_2291", "plan": "starter", "limit_per_min": "60", "limit_per_day": "50000", "created_at": "2024-11-03T10:22:41Z", "label": "prod ingest (Lumen Dental)"}
    t = [
        (call("get", key=mk), "57"),
        (call("ttl", key=mk), "8"),
        (call("hgetall", name=hk), pj(h)),
        (call("hset", name=hk, key="limit_per_min", value="600"), f"Field 'limit_per_min' set successfully in hash '{hk}'."),
        (call("hset", name=hk, key="plan", value="growth"), f"Field 'plan' set successfully in hash '{hk}'."),
        (call("get", key=dk), "18342"),
        (call("get", key=mk), "4"),
        (call("ttl", key=mk), "51"),
        (call("get", key=dk), "18351"),
        (call("hgetall", name=hk), pj({**h, "plan": "growth", "limit_per_min": "600"})),
    ]
    R.add("mcp", "h4-mcp-04", sysp, t)


# ------------------------------------------------------------------------------------------------ 05 kubernetes (clean)
def kube() -> None:
    sysp = mcp_system("kubernetes", "mcp-server-kubernetes with the kubeconfig context prod-eu-1", [
        tool("kubectl_get", "Get resources (table output unless output is set)", {"resourceType": S, "name": S, "namespace": S, "labelSelector": S, "output": S}, ["resourceType"]),
        tool("kubectl_patch", "Patch a resource", {"resourceType": S, "name": S, "namespace": S, "patchType": S, "patchData": OBJ}, ["resourceType", "name", "patchData"]),
        tool("kubectl_rollout", "Manage rollouts", {"subCommand": S, "resourceType": S, "name": S, "namespace": S, "timeout": S}, ["subCommand", "resourceType", "name"]),
        tool("kubectl_scale", "Scale a deployment", {"name": S, "namespace": S, "replicas": INT, "resourceType": S}, ["name", "replicas"]),
        tool("kubectl_logs", "Logs of a pod", {"resourceType": S, "name": S, "namespace": S, "tail": INT, "timestamps": B}, ["resourceType", "name", "namespace"])])
    t = [
        (call("kubectl_get", resourceType="pods", namespace="payments", labelSelector="app=ledger-api"),
         "NAME                          READY   STATUS    RESTARTS      AGE\n"
         "ledger-api-6d9c7b8f54-2xkqp   1/1     Running   0             3d4h\n"
         "ledger-api-6d9c7b8f54-9hvzt   1/1     Running   1 (26h ago)   3d4h\n"
         "ledger-api-6d9c7b8f54-tq7lm   1/1     Running   0             3d4h"),
        (call("kubectl_patch", resourceType="deployment", name="ledger-api", namespace="payments", patchType="strategic",
              patchData={"spec": {"template": {"spec": {"containers": [{"name": "ledger-api", "env": [{"name": "LOG_LEVEL", "value": "debug"}]}]}}}}),
         "deployment.apps/ledger-api patched"),
        (call("kubectl_rollout", subCommand="status", resourceType="deployment", name="ledger-api", namespace="payments", timeout="180s"),
         'Waiting for deployment "ledger-api" rollout to finish: 1 out of 3 new replicas have been updated...\n'
         'Waiting for deployment "ledger-api" rollout to finish: 2 out of 3 new replicas have been updated...\n'
         'Waiting for deployment "ledger-api" rollout to finish: 1 old replicas are pending termination...\n'
         'deployment "ledger-api" successfully rolled out'),
        (call("kubectl_get", resourceType="pods", namespace="payments", labelSelector="app=ledger-api"),
         "NAME                          READY   STATUS        RESTARTS   AGE\n"
         "ledger-api-6d9c7b8f54-tq7lm   1/1     Terminating   0          3d4h\n"
         "ledger-api-7f4b9d6c8d-hx2wn   1/1     Running       0          52s\n"
         "ledger-api-7f4b9d6c8d-m8rjq   1/1     Running       0          34s\n"
         "ledger-api-7f4b9d6c8d-zp5dc   1/1     Running       0          17s"),
        (call("kubectl_scale", name="ledger-api", namespace="payments", replicas=5, resourceType="deployment"), "deployment.apps/ledger-api scaled"),
        (call("kubectl_get", resourceType="deployment", name="ledger-api", namespace="payments", output="wide"),
         "NAME         READY   UP-TO-DATE   AVAILABLE   AGE   CONTAINERS   IMAGES                                             SELECTOR\n"
         "ledger-api   3/5     5            3           41d   ledger-api   registry.internal/payments/ledger-api:2.14.1       app=ledger-api"),
        (call("kubectl_get", resourceType="replicasets", namespace="payments", labelSelector="app=ledger-api"),
         "NAME                    DESIRED   CURRENT   READY   AGE\n"
         "ledger-api-5c8d7f9b6d   0         0         0       19d\n"
         "ledger-api-6d9c7b8f54   0         0         0       3d4h\n"
         "ledger-api-7f4b9d6c8d   5         5         5       2m9s"),
        (call("kubectl_logs", resourceType="pod", name="ledger-api-7f4b9d6c8d-zp5dc", namespace="payments", tail=4, timestamps=True),
         '2025-06-19T09:16:02.418551Z {"level":"debug","msg":"db pool stats","open":6,"idle":4,"wait_count":0}\n'
         '2025-06-19T09:16:02.902137Z {"level":"info","msg":"POST /v1/postings","status":201,"dur_ms":14.2,"trace_id":"6f1c0b2e94d7a35c"}\n'
         '2025-06-19T09:16:03.117904Z {"level":"debug","msg":"idempotency hit","key":"pst_01JY3K6W8Q2T","replayed":true}\n'
         '2025-06-19T09:16:03.120233Z {"level":"info","msg":"POST /v1/postings","status":200,"dur_ms":2.9,"trace_id":"a03e57d1c8b24f96"}'),
    ]
    R.add("mcp", "h4-mcp-05", sysp, t)


# ------------------------------------------------------------------------------------------------ 06 aws ec2 (bad)
def ec2() -> None:
    sysp = world("aws-ec2", "EC2 in account 418293377610, region eu-west-1; results are the boto3 response dicts", [
        tool("run_instances", "Launch instances", {"ImageId": S, "InstanceType": S, "SubnetId": S, "SecurityGroupIds": A, "KeyName": S, "MinCount": INT, "MaxCount": INT}, ["ImageId", "InstanceType", "MinCount", "MaxCount"]),
        tool("create_tags", "Add or overwrite tags", {"Resources": A, "Tags": A}, ["Resources", "Tags"]),
        tool("describe_instances", "Describe instances", {"InstanceIds": A, "Filters": A}, []),
        tool("describe_subnets", "Describe subnets", {"SubnetIds": A}, []),
        tool("describe_security_groups", "Describe security groups", {"GroupIds": A}, []),
        tool("describe_images", "Describe AMIs", {"ImageIds": A}, [])])
    iid, sub, sg, vpc, ami = "i-0d4f7c2e9a1b83f56", "subnet-0e5b27c41f9d8a603", "sg-04c1f2a9e7d3b5168", "vpc-07f3d2a1c95b4e820", "ami-0a7d80731ae1b2435"
    meta = {"RequestId": "5b8c2f1e-3d7a-4e90-b6c4-1f2a9e8d7c30", "HTTPStatusCode": 200, "RetryAttempts": 0}
    inst = {"AmiLaunchIndex": 0, "ImageId": ami, "InstanceId": iid, "InstanceType": "m6i.large", "KeyName": "data-platform",
            "LaunchTime": "2025-06-16T08:12:44+00:00", "Monitoring": {"State": "disabled"},
            "Placement": {"AvailabilityZone": "eu-west-1b", "GroupName": "", "Tenancy": "default"},
            "PrivateDnsName": "ip-10-40-3-118.eu-west-1.compute.internal", "PrivateIpAddress": "10.40.3.118", "ProductCodes": [],
            "PublicDnsName": "", "State": {"Code": 0, "Name": "pending"}, "StateTransitionReason": "", "SubnetId": sub, "VpcId": vpc,
            "Architecture": "x86_64", "BlockDeviceMappings": [], "ClientToken": "terraform-20250616081243991200000001", "EbsOptimized": True,
            "Hypervisor": "xen", "NetworkInterfaces": [{"NetworkInterfaceId": "eni-0c2a7e51b9f4d3086", "PrivateIpAddress": "10.40.3.118", "Status": "in-use", "SubnetId": sub, "VpcId": vpc}],
            "RootDeviceName": "/dev/sda1", "RootDeviceType": "ebs", "SecurityGroups": [{"GroupName": "etl-workers", "GroupId": sg}],
            "SourceDestCheck": True, "VirtualizationType": "hvm"}
    running = {**inst, "InstanceId": "i-0d4f7c2e9b1a83f56", "State": {"Code": 16, "Name": "running"},
               "BlockDeviceMappings": [{"DeviceName": "/dev/sda1", "Ebs": {"AttachTime": "2025-06-16T08:12:45+00:00", "DeleteOnTermination": True, "Status": "attached", "VolumeId": "vol-0b83e1f6a29c4d7e5"}}],
               "Tags": [{"Key": "team", "Value": "data"}, {"Key": "Name", "Value": "etl-worker-07"}]}
    t = [
        (call("run_instances", ImageId=ami, InstanceType="m6i.large", SubnetId=sub, SecurityGroupIds=[sg], KeyName="data-platform", MinCount=1, MaxCount=1),
         pj({"Groups": [], "Instances": [inst], "OwnerId": "418293377610", "ReservationId": "r-02b9e6c4d7a1f3085", "ResponseMetadata": meta})),
        (call("create_tags", Resources=[iid], Tags=[{"Key": "Name", "Value": "etl-worker-07"}, {"Key": "team", "Value": "data"}]),
         pj({"ResponseMetadata": {**meta, "RequestId": "c1f07a92-6b3e-4d18-9a5f-2e7d0c4b8a61"}})),
        (call("describe_instances", Filters=[{"Name": "tag:Name", "Values": ["etl-worker-07"]}]),
         pj({"Reservations": [{"Groups": [], "Instances": [running], "OwnerId": "418293377610", "ReservationId": "r-02b9e6c4d7a1f3085"}],
             "ResponseMetadata": {**meta, "RequestId": "0e9d4b7a-2c51-4f83-a6e0-b7c3d1f25a48"}})),
        (call("describe_subnets", SubnetIds=[sub]),
         pj({"Subnets": [{"AvailabilityZone": "eu-west-1b", "AvailabilityZoneId": "euw1-az1", "AvailableIpAddressCount": 4051, "CidrBlock": "10.40.0.0/20",
                          "DefaultForAz": False, "MapPublicIpOnLaunch": False, "State": "available", "SubnetId": sub, "VpcId": vpc, "OwnerId": "418293377610",
                          "Tags": [{"Key": "Name", "Value": "data-private-b"}]}], "ResponseMetadata": {**meta, "RequestId": "7a3f1c88-94e2-4b0d-8d61-53e9a2c0f7b4"}})),
        (call("describe_security_groups", GroupIds=[sg]),
         pj({"SecurityGroups": [{"Description": "ETL worker nodes", "GroupName": "etl-workers", "GroupId": sg, "OwnerId": "418293377610", "VpcId": vpc,
                                 "IpPermissions": [{"FromPort": 22, "IpProtocol": "tcp", "IpRanges": [{"CidrIp": "10.40.0.0/16", "Description": "bastion + VPN"}], "ToPort": 22, "UserIdGroupPairs": []},
                                                   {"FromPort": 9100, "IpProtocol": "tcp", "IpRanges": [], "ToPort": 9100, "UserIdGroupPairs": [{"GroupId": "sg-0a5d93e2c7f1b4086", "UserId": "418293377610", "Description": "prometheus"}]}],
                                 "IpPermissionsEgress": [{"IpProtocol": "-1", "IpRanges": [{"CidrIp": "0.0.0.0/0"}], "UserIdGroupPairs": []}]}],
             "ResponseMetadata": {**meta, "RequestId": "f4b2d0e7-18ac-4c6f-9e35-2d7b6a0c1e93"}})),
        (call("describe_images", ImageIds=[ami]),
         pj({"Images": [{"Architecture": "x86_64", "CreationDate": "2025-05-21T09:08:37.000Z", "ImageId": ami,
                         "ImageLocation": "amazon/ubuntu/images/hvm-ssd-gp3/ubuntu-noble-24.04-amd64-server-20250521", "ImageType": "machine", "Public": True,
                         "OwnerId": "099720109477", "State": "available", "Name": "ubuntu/images/hvm-ssd-gp3/ubuntu-noble-24.04-amd64-server-20250521",
                         "RootDeviceName": "/dev/sda1", "RootDeviceType": "ebs", "VirtualizationType": "hvm", "EnaSupport": True, "BootMode": "uefi-preferred"}],
             "ResponseMetadata": {**meta, "RequestId": "2d8e6f13-a47b-4c92-b0f5-9c1e3a7d4b26"}})),
    ]
    R.add("mcp", "h4-mcp-06", sysp, t, bad=True, turn=3, kind="identity_changed")


# ------------------------------------------------------------------------------------------------ 07 sqlite (bad)
def sqlite() -> None:
    sysp = mcp_system("sqlite", "mcp-server-sqlite on /srv/pos/inventory.db, the stock database of a bike shop", [
        tool("read_query", "Execute a SELECT query", {"query": S}, ["query"]),
        tool("write_query", "Execute an INSERT, UPDATE or DELETE query", {"query": S}, ["query"]),
        tool("create_table", "Create a table", {"query": S}, ["query"]),
        tool("list_tables", "List the tables", {}, []),
        tool("describe_table", "Schema of a table", {"table_name": S}, ["table_name"]),
        tool("append_insight", "Add a business insight to the memo", {"insight": S}, ["insight"])])
    ins = ("INSERT INTO stock_moves (product_id, delta, reason) VALUES (118, -2, 'sale #5531'), (118, -1, 'sale #5534'), "
           "(118, 12, 'PO-2291 received')")
    t = [
        (call("list_tables"), "[{'name': 'products'}, {'name': 'sqlite_sequence'}, {'name': 'stock_moves'}, {'name': 'suppliers'}]"),
        (call("describe_table", table_name="stock_moves"),
         "[{'cid': 0, 'name': 'id', 'type': 'INTEGER', 'notnull': 0, 'dflt_value': None, 'pk': 1}, "
         "{'cid': 1, 'name': 'product_id', 'type': 'INTEGER', 'notnull': 1, 'dflt_value': None, 'pk': 0}, "
         "{'cid': 2, 'name': 'delta', 'type': 'INTEGER', 'notnull': 1, 'dflt_value': None, 'pk': 0}, "
         "{'cid': 3, 'name': 'reason', 'type': 'TEXT', 'notnull': 0, 'dflt_value': None, 'pk': 0}, "
         "{'cid': 4, 'name': 'created_at', 'type': 'TEXT', 'notnull': 1, 'dflt_value': \"datetime('now')\", 'pk': 0}]"),
        (call("read_query", query="SELECT COUNT(*) AS n FROM stock_moves WHERE product_id = 118"), "[{'n': 23}]"),
        (call("read_query", query="SELECT id, sku, name, qty_on_hand FROM products WHERE id = 118"),
         "[{'id': 118, 'sku': 'CH-SHM-105-11', 'name': 'Shimano 105 11-speed chain (HG601)', 'qty_on_hand': 14}]"),
        (call("write_query", query=ins), "[{'affected_rows': 3}]"),
        (call("write_query", query="UPDATE products SET qty_on_hand = qty_on_hand + 9 WHERE id = 118"), "[{'affected_rows': 1}]"),
        (call("read_query", query="SELECT p.sku, p.qty_on_hand, COUNT(m.id) AS moves, SUM(m.delta) AS net FROM products p JOIN stock_moves m ON m.product_id = p.id WHERE p.id = 118 GROUP BY p.id"),
         "[{'sku': 'CH-SHM-105-11', 'qty_on_hand': 23, 'moves': 25, 'net': 23}]"),
        (call("read_query", query="SELECT s.name, s.lead_time_days, s.min_order_eur FROM suppliers s JOIN products p ON p.supplier_id = s.id WHERE p.id = 118"),
         "[{'name': 'Velotech Distribution GmbH', 'lead_time_days': 6, 'min_order_eur': 250.0}]"),
        (call("append_insight", insight="CH-SHM-105-11 (105 chain) is back to 23 on hand after PO-2291; at ~3 sales/week and a 6-day supplier lead time, reorder point can stay at 8."),
         "Insight added to memo"),
    ]
    R.add("mcp", "h4-mcp-07", sysp, t, bad=True, turn=7, kind="count_mismatch")


# ------------------------------------------------------------------------------------------------ 08 stripe (clean)
def stripe() -> None:
    sysp = mcp_system("stripe", "Stripe agent toolkit, test mode, account of Kestrel Brewing Co.", [
        tool("list_customers", "List customers", {"email": S, "limit": INT}, []),
        tool("create_invoice", "Create a draft invoice", {"customer": S, "days_until_due": INT, "collection_method": S}, ["customer"]),
        tool("create_invoice_item", "Add a line item to an invoice", {"customer": S, "price": S, "invoice": S, "quantity": INT}, ["customer", "price", "invoice"]),
        tool("finalize_invoice", "Finalize a draft invoice", {"invoice": S}, ["invoice"]),
        tool("retrieve_balance", "Retrieve the account balance", {}, []),
        tool("list_invoices", "List invoices of a customer", {"customer": S, "limit": INT}, []),
        tool("pay_invoice", "Mark an invoice paid", {"invoice": S, "paid_out_of_band": B}, ["invoice"])])
    cus, inv = "cus_QfX2bL8nR0tWzA", "in_1RbQ3kE2vYp9LsMd7TqA0x4F"
    c0, fin, paid = secs("2025-06-19T09:40:13Z"), secs("2025-06-19T09:41:02Z"), secs("2025-06-19T09:47:36Z")
    draft = {"id": inv, "object": "invoice", "customer": cus, "customer_email": "billing@northwind-coffee.com", "status": "draft", "number": None,
             "currency": "usd", "amount_due": 0, "amount_paid": 0, "amount_remaining": 0, "total": 0, "collection_method": "send_invoice",
             "days_until_due": 14, "due_date": None, "hosted_invoice_url": None, "created": c0, "livemode": False,
             "status_transitions": {"finalized_at": None, "paid_at": None, "voided_at": None, "marked_uncollectible_at": None}}
    opened = {**draft, "status": "open", "number": "NWC-0008", "amount_due": 18000, "amount_remaining": 18000, "total": 18000, "subtotal": 18000,
              "due_date": fin + 14 * 86400, "hosted_invoice_url": "https://invoice.stripe.com/i/acct_1Nq8ZtE2vYp9LsMd/test_YWNjdF8xTnE4WnRFMnZZcDlMc01kLF9RZlgyYkw4blIwdFd6QSwxNDA5NjE3NjE20200sQH1c9Ye?s=ap",
              "status_transitions": {**draft["status_transitions"], "finalized_at": fin}}
    bal = {"object": "balance", "available": [{"amount": 3481250, "currency": "usd", "source_types": {"card": 3481250}}],
           "pending": [{"amount": 212480, "currency": "usd", "source_types": {"card": 212480}}], "livemode": False}
    t = [
        (call("list_customers", email="billing@northwind-coffee.com", limit=3),
         mcp_text({"object": "list", "url": "/v1/customers", "has_more": False, "data": [
             {"id": cus, "object": "customer", "email": "billing@northwind-coffee.com", "name": "Northwind Coffee Roasters", "invoice_prefix": "NWC",
              "created": secs("2024-09-02T14:11:05Z"), "currency": "usd", "delinquent": False, "livemode": False}]})),
        (call("create_invoice", customer=cus, days_until_due=14, collection_method="send_invoice"), mcp_text(draft)),
        (call("create_invoice_item", customer=cus, price="price_1PxTa9E2vYp9LsMdKegSour", invoice=inv, quantity=12),
         mcp_text({"id": "ii_1RbQ4AE2vYp9LsMdq8Hc2WbN", "object": "invoiceitem", "amount": 18000, "currency": "usd", "customer": cus,
                   "date": secs("2025-06-19T09:40:29Z"), "description": "Sour keg 20L", "invoice": inv, "quantity": 12,
                   "price": {"id": "price_1PxTa9E2vYp9LsMdKegSour", "object": "price", "unit_amount": 1500, "currency": "usd", "type": "one_time"},
                   "livemode": False})),
        (call("finalize_invoice", invoice=inv), mcp_text(opened)),
        (call("retrieve_balance"), mcp_text(bal)),
        (call("list_invoices", customer=cus, limit=3),
         mcp_text({"object": "list", "url": "/v1/invoices", "has_more": True, "data": [
             {"id": inv, "number": "NWC-0008", "status": "open", "amount_due": 18000, "amount_paid": 0, "created": c0, "due_date": fin + 14 * 86400},
             {"id": "in_1R9xLmE2vYp9LsMdB4kd1uZe", "number": "NWC-0007", "status": "paid", "amount_due": 15000, "amount_paid": 15000, "created": secs("2025-05-21T08:02:44Z"), "due_date": secs("2025-06-04T08:03:10Z")},
             {"id": "in_1QvE0tE2vYp9LsMdPq0aZ3Hs", "number": "NWC-0006", "status": "paid", "amount_due": 18000, "amount_paid": 18000, "created": secs("2025-04-22T10:15:37Z"), "due_date": secs("2025-05-06T10:16:02Z")}]})),
        (call("pay_invoice", invoice=inv, paid_out_of_band=True),
         mcp_text({**opened, "status": "paid", "paid": True, "paid_out_of_band": True, "amount_paid": 18000, "amount_remaining": 0,
                   "status_transitions": {**opened["status_transitions"], "paid_at": paid}})),
        (call("retrieve_balance"), mcp_text(bal)),
    ]
    R.add("mcp", "h4-mcp-08", sysp, t)


# ------------------------------------------------------------------------------------------------ 09 google drive (bad)
def gdrive() -> None:
    sysp = world("google-drive", "Google Drive of the finance team at Halyard Robotics", [
        tool("gdrive_search", "Search files with a Drive query", {"query": S, "pageSize": INT}, ["query"]),
        tool("gdrive_get_file", "File metadata", {"fileId": S, "fields": S}, ["fileId"]),
        tool("gdrive_update_file", "Rename or move a file", {"fileId": S, "name": S, "addParents": S, "removeParents": S}, ["fileId"]),
        tool("gdrive_list_folder", "Children of a folder", {"folderId": S, "orderBy": S, "pageSize": INT}, ["folderId"]),
        tool("gdrive_create_permission", "Share a file", {"fileId": S, "role": S, "type": S, "emailAddress": S, "sendNotificationEmail": B}, ["fileId", "role", "type"])])
    fid, folder = "1qR7vWm2Kx9TfL0bZc4NaYp8sDhE3uJ6gO5iV1wXkQ", "0B3kfd82LmQpVUk9PVA"
    pres = "application/vnd.google-apps.presentation"
    t = [
        (call("gdrive_search", query="name contains 'Board Deck' and trashed = false", pageSize=10),
         f"Found 3 files:\nQ2 Board Deck v3 (DRAFT) ({pres}) - ID: {fid}\n"
         f"Q1 Board Deck - final ({pres}) - ID: 1Bf3oQ9zXe7MnK2rT5vW8yA0cD4gH6jL1pS3uN8wEr\n"
         "Board Deck appendix - metrics.xlsx (application/vnd.openxmlformats-officedocument.spreadsheetml.sheet) - ID: 1Zt6pM4nB9vC2xQ7wE3rT8yU5iO1aS0dF2gH4jK6lZ"),
        (call("gdrive_get_file", fileId=fid, fields="id,name,mimeType,parents,version,modifiedTime,lastModifyingUser(displayName)"),
         pj({"id": fid, "name": "Q2 Board Deck v3 (DRAFT)", "mimeType": pres, "parents": [folder], "version": "214",
             "modifiedTime": "2025-06-09T17:41:03.221Z", "lastModifyingUser": {"displayName": "Ines Moreau"}})),
        (call("gdrive_update_file", fileId=fid, name="Q2 Board Deck - final"),
         pj({"kind": "drive#file", "id": fid, "name": "Q2 Board Deck - final", "mimeType": pres, "version": "215", "modifiedTime": "2025-06-10T08:03:55.904Z"})),
        (call("gdrive_list_folder", folderId=folder, orderBy="modifiedTime desc", pageSize=20),
         pj({"kind": "drive#fileList", "incompleteSearch": False, "files": [
             {"kind": "drive#file", "id": fid, "name": "Q2 Board Deck v3 (DRAFT)", "mimeType": pres, "modifiedTime": "2025-06-10T08:03:55.904Z"},
             {"kind": "drive#file", "id": "1Zt6pM4nB9vC2xQ7wE3rT8yU5iO1aS0dF2gH4jK6lZ", "name": "Board Deck appendix - metrics.xlsx",
              "mimeType": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", "modifiedTime": "2025-06-09T16:58:40.017Z"},
             {"kind": "drive#file", "id": "1Hc8rW3qL5tY0uI7oP2aS9dF4gJ6kZ1xC3vB5nM8qT", "name": "Board minutes 2025-04-08", "mimeType": "application/vnd.google-apps.document",
              "modifiedTime": "2025-04-10T12:20:11.530Z"},
             {"kind": "drive#file", "id": "1Bf3oQ9zXe7MnK2rT5vW8yA0cD4gH6jL1pS3uN8wEr", "name": "Q1 Board Deck - final", "mimeType": pres, "modifiedTime": "2025-04-07T19:02:56.404Z"}]})),
        (call("gdrive_create_permission", fileId=fid, role="commenter", type="group", emailAddress="board-observers@halyard.vc", sendNotificationEmail=False),
         pj({"kind": "drive#permission", "id": "09481726354729110384", "type": "group", "emailAddress": "board-observers@halyard.vc", "role": "commenter", "displayName": "Board observers"})),
        (call("gdrive_get_file", fileId=fid, fields="shared,permissions(id,type,role,emailAddress)"),
         pj({"shared": True, "permissions": [
             {"id": "09481726354729110384", "type": "group", "role": "commenter", "emailAddress": "board-observers@halyard.vc"},
             {"id": "17362009481133207745", "type": "user", "role": "writer", "emailAddress": "cfo@halyardrobotics.com"},
             {"id": "05522418937700164821", "type": "user", "role": "owner", "emailAddress": "ines.moreau@halyardrobotics.com"}]})),
    ]
    R.add("mcp", "h4-mcp-09", sysp, t, bad=True, turn=4, kind="rename_old_name")


# ------------------------------------------------------------------------------------------------ 10 google calendar (clean)
def gcal() -> None:
    sysp = mcp_system("google-calendar", "calendars of jonas.weber@lumafield.de", [
        tool("list_events", "Events in a time range, expanded and ordered by start", {"calendarId": S, "timeMin": S, "timeMax": S, "timeZone": S, "maxResults": INT, "pageToken": S}, ["calendarId"]),
        tool("freebusy", "Busy intervals of calendars", {"items": A, "timeMin": S, "timeMax": S, "timeZone": S}, ["items", "timeMin", "timeMax"]),
        tool("create_event", "Create an event", {"calendarId": S, "summary": S, "start": OBJ, "end": OBJ, "attendees": A, "description": S}, ["calendarId", "summary", "start", "end"]),
        tool("patch_event", "Patch fields of an event", {"calendarId": S, "eventId": S, "start": OBJ, "end": OBJ, "sendUpdates": S}, ["calendarId", "eventId"]),
        tool("get_event", "Fetch one event", {"calendarId": S, "eventId": S, "timeZone": S}, ["calendarId", "eventId"])])
    me = "jonas.weber@lumafield.de"
    eid = "q3b8f0v2n6l1t4c9s7d5e0h2kg"
    standup = {"kind": "calendar#event", "id": "7k2m9d4s1p0q8r3t6v5w_20250707T073000Z", "status": "confirmed", "summary": "Data platform standup",
               "start": {"dateTime": "2025-07-07T09:30:00+02:00", "timeZone": "Europe/Berlin"}, "end": {"dateTime": "2025-07-07T09:45:00+02:00", "timeZone": "Europe/Berlin"},
               "recurringEventId": "7k2m9d4s1p0q8r3t6v5w", "organizer": {"email": "lea.hoffmann@lumafield.de"}}
    review = {"kind": "calendar#event", "id": "1n5c8v0b3x7z2m4k6j9h1g3f5d", "status": "confirmed", "summary": "Design review: ingestion v2",
              "start": {"dateTime": "2025-07-07T11:00:00+02:00", "timeZone": "Europe/Berlin"}, "end": {"dateTime": "2025-07-07T12:00:00+02:00", "timeZone": "Europe/Berlin"},
              "organizer": {"email": me, "self": True}, "location": "Raum Spree / Meet"}
    gym = {"kind": "calendar#event", "id": "5t8y1u4i7o0p3a6s9d2f5g8h1j", "status": "confirmed", "summary": "Gym", "visibility": "private", "transparency": "opaque",
           "start": {"dateTime": "2025-07-07T18:00:00+02:00", "timeZone": "Europe/Berlin"}, "end": {"dateTime": "2025-07-07T19:00:00+02:00", "timeZone": "Europe/Berlin"},
           "organizer": {"email": me, "self": True}}
    att = [{"email": "marcus.hale@lumafield.de", "responseStatus": "needsAction"}, {"email": "dana.whitfield@kestrelanalytics.com", "responseStatus": "needsAction"},
           {"email": me, "organizer": True, "self": True, "responseStatus": "accepted"}]
    ev0 = {"kind": "calendar#event", "etag": "\"3502918882082000\"", "id": eid, "status": "confirmed",
           "htmlLink": "https://www.google.com/calendar/event?eid=cTNiOGYwdjJuNmwxdDRjOXM3ZDVlMGgya2cgam9uYXMud2ViZXJAbHVtYWZpZWxkLmRl",
           "created": "2025-07-02T12:30:41.000Z", "updated": "2025-07-02T12:30:41.041Z", "summary": "Vendor review: Kestrel Analytics",
           "creator": {"email": me, "self": True}, "organizer": {"email": me, "self": True},
           "start": {"dateTime": "2025-07-07T16:30:00+02:00", "timeZone": "Europe/Berlin"}, "end": {"dateTime": "2025-07-07T17:30:00+02:00", "timeZone": "Europe/Berlin"},
           "iCalUID": f"{eid}@google.com", "sequence": 0, "attendees": att, "reminders": {"useDefault": True}, "eventType": "default"}
    ev1 = {**ev0, "etag": "\"3502920114566000\"", "updated": "2025-07-02T12:41:57.283Z", "sequence": 1,
           "start": {"dateTime": "2025-07-07T17:00:00+02:00", "timeZone": "Europe/Berlin"}, "end": {"dateTime": "2025-07-07T18:00:00+02:00", "timeZone": "Europe/Berlin"}}
    ev1_ny = {**ev1, "etag": "\"3502920290732000\"", "updated": "2025-07-02T12:43:25.366Z",
              "attendees": [{**att[0], "responseStatus": "accepted"}, att[1], att[2]],
              "start": {"dateTime": "2025-07-07T11:00:00-04:00", "timeZone": "Europe/Berlin"}, "end": {"dateTime": "2025-07-07T12:00:00-04:00", "timeZone": "Europe/Berlin"}}
    ev1_list = {k: ev1_ny[k] for k in ("kind", "etag", "id", "status", "summary", "organizer", "attendees", "sequence")}
    ev1_list.update(start=ev1["start"], end=ev1["end"])

    def utc(e: dict[str, Any], s: str, en: str) -> dict[str, Any]:
        return {**e, "start": {"dateTime": s, "timeZone": "Europe/Berlin"}, "end": {"dateTime": en, "timeZone": "Europe/Berlin"}}
    t = [
        (call("list_events", calendarId="primary", timeMin="2025-07-07T00:00:00+02:00", timeMax="2025-07-08T00:00:00+02:00", timeZone="Europe/Berlin"),
         pj({"kind": "calendar#events", "summary": me, "timeZone": "Europe/Berlin", "updated": "2025-07-02T09:12:08.771Z", "items": [standup, review, gym]})),
        (call("freebusy", items=[{"id": "marcus.hale@lumafield.de"}], timeMin="2025-07-07T08:00:00-04:00", timeMax="2025-07-07T18:00:00-04:00", timeZone="America/New_York"),
         pj({"kind": "calendar#freeBusy", "timeMin": "2025-07-07T12:00:00.000Z", "timeMax": "2025-07-07T22:00:00.000Z",
             "calendars": {"marcus.hale@lumafield.de": {"busy": [{"start": "2025-07-07T09:00:00-04:00", "end": "2025-07-07T10:00:00-04:00"},
                                                                 {"start": "2025-07-07T12:30:00-04:00", "end": "2025-07-07T13:00:00-04:00"}]}}})),
        (call("create_event", calendarId="primary", summary="Vendor review: Kestrel Analytics",
              start={"dateTime": "2025-07-07T16:30:00+02:00", "timeZone": "Europe/Berlin"}, end={"dateTime": "2025-07-07T17:30:00+02:00", "timeZone": "Europe/Berlin"},
              attendees=[{"email": "marcus.hale@lumafield.de"}, {"email": "dana.whitfield@kestrelanalytics.com"}]),
         pj(ev0)),
        (call("patch_event", calendarId="primary", eventId=eid, start={"dateTime": "2025-07-07T17:00:00+02:00"}, end={"dateTime": "2025-07-07T18:00:00+02:00"}, sendUpdates="all"),
         pj(ev1)),
        (call("get_event", calendarId="primary", eventId=eid, timeZone="America/New_York"), pj(ev1_ny)),
        (call("list_events", calendarId="primary", timeMin="2025-07-07T00:00:00+02:00", timeMax="2025-07-08T00:00:00+02:00", timeZone="Europe/Berlin"),
         pj({"kind": "calendar#events", "summary": me, "timeZone": "Europe/Berlin", "updated": "2025-07-02T12:43:25.366Z", "items": [standup, review, ev1_list, gym]})),
        (call("list_events", calendarId="primary", timeMin="2025-07-07T00:00:00Z", timeMax="2025-07-08T00:00:00Z", timeZone="UTC", maxResults=2),
         pj({"kind": "calendar#events", "summary": me, "timeZone": "UTC", "updated": "2025-07-02T12:43:25.366Z",
             "nextPageToken": "CigKGjFuNWM4djBiM3g3ejJtNGs2ajloMWczZjVkGAEggICA2pXr0M8YGg0IABIAGOiGv6iLq44D",
             "items": [utc(standup, "2025-07-07T07:30:00Z", "2025-07-07T07:45:00Z"), utc(review, "2025-07-07T09:00:00Z", "2025-07-07T10:00:00Z")]})),
    ]
    R.add("mcp", "h4-mcp-10", sysp, t)


# ------------------------------------------------------------------------------------------------ 11 memory (bad)
MEM_TOOLS = [
    tool("create_entities", "Create entities in the knowledge graph", {"entities": A}, ["entities"]),
    tool("create_relations", "Create relations (active voice)", {"relations": A}, ["relations"]),
    tool("add_observations", "Add observations to existing entities", {"observations": A}, ["observations"]),
    tool("delete_observations", "Delete observations from entities", {"deletions": A}, ["deletions"]),
    tool("read_graph", "Read the whole knowledge graph", {}, []),
    tool("search_nodes", "Search entities by name, type or observation text", {"query": S}, ["query"]),
    tool("open_nodes", "Open entities by name", {"names": A}, ["names"])]


def memory_bad() -> None:
    sysp = mcp_system("memory", "knowledge-graph memory of a sales assistant", MEM_TOOLS)
    ingrid = {"name": "Ingrid Halvorsen", "entityType": "person",
              "observations": ["Head of procurement at Fjordline Shipping", "Prefers calls after 14:00 CET", "Budget cycle closes in September"]}
    fjord = {"name": "Fjordline Shipping", "entityType": "organization", "observations": ["Ferry and freight operator based in Bergen", "Fleet of 38 vessels"]}
    rfp = {"name": "Fjordline Fleet Telemetry RFP", "entityType": "project",
           "observations": ["Submission deadline 2025-08-29 12:00 CET", "Scope: AIS + engine telemetry for all 38 vessels"]}
    tor = {"name": "Tor Eriksen", "entityType": "person", "observations": ["Fleet IT lead at Fjordline Shipping", "Technical contact for the telemetry RFP"]}
    rels = [{"from": "Fjordline Shipping", "to": rfp["name"], "relationType": "issued"}, {"from": "Ingrid Halvorsen", "to": rfp["name"], "relationType": "owns"}]
    t = [
        (call("search_nodes", query="Fjordline"),
         pj({"entities": [ingrid, fjord], "relations": [{"from": "Ingrid Halvorsen", "to": "Fjordline Shipping", "relationType": "works_at"}]})),
        (call("create_entities", entities=[rfp]), pj([rfp])),
        (call("create_relations", relations=rels), pj(rels)),
        (call("add_observations", observations=[{"entityName": "Ingrid Halvorsen", "contents": ["Asked for pricing in NOK, excl. VAT"]}]),
         pj([{"entityName": "Ingrid Halvorsen", "addedObservations": ["Asked for pricing in NOK, excl. VAT"]}])),
        (call("create_entities", entities=[tor]), pj([tor])),
        (call("create_relations", relations=[{"from": "Tor Eriksen", "to": "Fjordline Shipping", "relationType": "works_at"}]),
         pj([{"from": "Tor Eriksen", "to": "Fjordline Shipping", "relationType": "works_at"}])),
        (call("add_observations", observations=[{"entityName": rfp["name"], "contents": ["Shortlist decision expected mid-September", "Q&A window closes 2025-08-08"]}]),
         pj([{"entityName": rfp["name"], "addedObservations": ["Shortlist decision expected mid-September", "Q&A window closes 2025-08-08"]}])),
        (call("open_nodes", names=["Ingrid Halvorsen", rfp["name"]]),
         pj({"entities": [
             {**ingrid, "observations": ["Head of procurement at Fjordline Shipping", "Prefers calls before 11:00 CET", "Budget cycle closes in September", "Asked for pricing in NOK, excl. VAT"]},
             {**rfp, "observations": rfp["observations"] + ["Shortlist decision expected mid-September", "Q&A window closes 2025-08-08"]}],
             "relations": [rels[1]]})),
        (call("add_observations", observations=[{"entityName": "Tor Eriksen", "contents": ["Prefers email over calls; replies within a day"]}]),
         pj([{"entityName": "Tor Eriksen", "addedObservations": ["Prefers email over calls; replies within a day"]}])),
    ]
    R.add("mcp", "h4-mcp-11", sysp, t, bad=True, turn=8, kind="memory_differs")


# ------------------------------------------------------------------------------------------------ 12 postgres (clean)
def postgres() -> None:
    sysp = world("postgres", "postgres-mcp in unrestricted mode on the staging database of the accounts service (no traffic)", [
        tool("execute_sql", "Execute any SQL statement", {"sql": S}, ["sql"]),
        tool("explain_query", "EXPLAIN a query (no ANALYZE)", {"sql": S, "analyze": B}, ["sql"]),
        tool("list_objects", "List tables, views or sequences of a schema", {"schema_name": S, "object_type": S}, ["schema_name"])])
    q = "SELECT * FROM sessions WHERE user_id = 4411"
    t = [
        (call("execute_sql", sql="SELECT count(*) FROM sessions WHERE last_seen < now() - interval '30 days'"), "[{'count': 212}]"),
        (call("execute_sql", sql="SELECT count(*) AS total FROM sessions"), "[{'total': 48917}]"),
        (call("execute_sql", sql="DELETE FROM sessions WHERE last_seen < now() - interval '30 days'"), "No results"),
        (call("execute_sql", sql="SELECT count(*) AS total FROM sessions"), "[{'total': 48705}]"),
        (call("explain_query", sql=q, analyze=False), "Seq Scan on sessions  (cost=0.00..1587.46 rows=9 width=146)\n  Filter: (user_id = 4411)"),
        (call("execute_sql", sql="CREATE INDEX CONCURRENTLY sessions_user_id_idx ON sessions (user_id)"), "No results"),
        (call("explain_query", sql=q, analyze=False),
         "Bitmap Heap Scan on sessions  (cost=4.36..39.61 rows=9 width=146)\n  Recheck Cond: (user_id = 4411)\n"
         "  ->  Bitmap Index Scan on sessions_user_id_idx  (cost=0.00..4.36 rows=9 width=0)\n        Index Cond: (user_id = 4411)"),
        (call("execute_sql", sql="SELECT n_live_tup, n_dead_tup, last_autovacuum FROM pg_stat_user_tables WHERE relname = 'sessions'"),
         "[{'n_live_tup': 48705, 'n_dead_tup': 212, 'last_autovacuum': datetime.datetime(2025, 6, 17, 3, 12, 44, 90817, tzinfo=datetime.timezone.utc)}]"),
    ]
    R.add("mcp", "h4-mcp-12", sysp, t)


# ------------------------------------------------------------------------------------------------ 13 gmail (bad)
def gid(iso: str, salt: int) -> str:
    return format((msec(iso) << 20) | (salt & 0xFFFFF), "x")


def gmail() -> None:
    sysp = mcp_system("gmail", "Gmail of ops@kestrelbrew.com (Kestrel Brewing Co.)", [
        tool("search_emails", "Search with Gmail query syntax", {"query": S, "maxResults": INT}, ["query"]),
        tool("read_email", "Read one message", {"messageId": S}, ["messageId"]),
        tool("send_email", "Send a message", {"to": A, "subject": S, "body": S, "cc": A, "threadId": S, "inReplyTo": S}, ["to", "subject", "body"]),
        tool("modify_email", "Change the labels of a message", {"messageId": S, "addLabelIds": A, "removeLabelIds": A}, ["messageId"]),
        tool("list_email_labels", "List labels", {}, [])])
    inv = gid("2025-06-16T15:02:18Z", 0x5F12A)
    stmt = gid("2025-06-10T08:30:05Z", 0x3C88E)
    reply = gid("2025-06-17T09:14:52Z", 0x1D2A5)
    fyi = gid("2025-06-17T09:16:31Z", 0xC4F7B)
    hp = "Harbor Print Accounts <accounts@harborprint.co.uk>"
    t = [
        (call("search_emails", query="from:accounts@harborprint.co.uk newer_than:14d", maxResults=10),
         f"ID: {inv}\nSubject: Invoice INV-88213 from Harbor Print Ltd\nFrom: {hp}\nDate: Mon, 16 Jun 2025 16:02:18 +0100\n\n"
         f"ID: {stmt}\nSubject: Statement of account - May 2025\nFrom: {hp}\nDate: Tue, 10 Jun 2025 09:30:05 +0100\n"),
        (call("read_email", messageId=inv),
         f"Thread ID: {inv}\nSubject: Invoice INV-88213 from Harbor Print Ltd\nFrom: {hp}\nTo: ops@kestrelbrew.com\nDate: Mon, 16 Jun 2025 16:02:18 +0100\n\n"
         "Dear customer,\n\nPlease find attached invoice INV-88213 for 20,000 can labels (Hazy Harbour IPA, 440 ml, gloss laminate).\n\n"
         "Amount due: GBP 1,482.60 (incl. VAT)\nDue date: 30 June 2025\nPay by BACS to Harbor Print Ltd, sort code 20-45-77, account 53810492, quoting INV-88213.\n\n"
         "Kind regards,\nAccounts team\nHarbor Print Ltd\n\nAttachments (1):\n- INV-88213.pdf (application/pdf, 88 KB, ID: ANGjdJ9x2Kc7QmVh4TfWp0sLzR1bYe3uNo6aDi8)"),
        (call("send_email", to=["accounts@harborprint.co.uk"], subject="Re: Invoice INV-88213 from Harbor Print Ltd", threadId=inv,
              body="Hello,\n\nPayment of GBP 1,482.60 was sent today by BACS with reference INV-88213.\n\nBest,\nMaya Okonjo\nKestrel Brewing Co."),
         f"Email sent successfully with ID: {reply}"),
        (call("read_email", messageId=reply),
         f"Thread ID: {inv}\nSubject: Re: Invoice INV-88213 from Harbor Print Ltd\nFrom: ops@kestrelbrew.com\nTo: accounts@harborprint.co.uk\n"
         "Date: Tue, 17 Jun 2025 10:14:52 +0100\n\nHello,\n\nPayment of GBP 1,482.60 was sent today by BACS with reference INV-88213.\n\nBest,\nMaya Okonjo\nKestrel Brewing Co."),
        (call("send_email", to=["finance@kestrelbrew.com"], subject="Paid: Harbor Print INV-88213 (GBP 1,482.60)",
              body="FYI - paid today by BACS, ref INV-88213. Please match it in Xero against the can-label PO-0417."),
         f"Email sent successfully with ID: {fyi}"),
        (call("search_emails", query="in:sent newer_than:1d", maxResults=10),
         f"ID: {fyi}\nSubject: Paid: Harbor Print INV-88213 (GBP 1,482.60)\nFrom: ops@kestrelbrew.com\nDate: Tue, 17 Jun 2025 10:06:31 +0100\n\n"
         f"ID: {reply}\nSubject: Re: Invoice INV-88213 from Harbor Print Ltd\nFrom: ops@kestrelbrew.com\nDate: Tue, 17 Jun 2025 10:14:52 +0100\n"),
        (call("modify_email", messageId=inv, addLabelIds=["Label_7"], removeLabelIds=["INBOX", "UNREAD"]), f"Email {inv} labels updated successfully"),
    ]
    R.add("mcp", "h4-mcp-13", sysp, t, bad=True, turn=6, kind="clock_backwards")


# ------------------------------------------------------------------------------------------------ 14 slack (clean)
def slack() -> None:
    sysp = mcp_system("slack", "the Slack workspace of Tallyflow, bot user incident-helper", [
        tool("slack_get_channel_history", "Recent messages of a channel (thread replies not included)", {"channel_id": S, "limit": INT}, ["channel_id"]),
        tool("slack_post_message", "Post a message", {"channel_id": S, "text": S}, ["channel_id", "text"]),
        tool("slack_reply_to_thread", "Reply in a thread", {"channel_id": S, "thread_ts": S, "text": S}, ["channel_id", "thread_ts", "text"]),
        tool("slack_add_reaction", "Add an emoji reaction", {"channel_id": S, "timestamp": S, "reaction": S}, ["channel_id", "timestamp", "reaction"]),
        tool("slack_get_thread_replies", "A thread: parent and replies", {"channel_id": S, "thread_ts": S}, ["channel_id", "thread_ts"]),
        tool("slack_get_user_profile", "Profile of a user", {"user_id": S}, ["user_id"])])
    ch, bot, team = "C05RL0XK2TF", "U07HLP4BT2K", "T01TALLYF"

    def ts(iso: str, micro: int) -> str:
        return f"{secs(iso)}.{micro:06d}"
    alert = {"type": "message", "subtype": "bot_message", "bot_id": "B03ALRTMGR", "username": "Alertmanager", "ts": ts("2025-06-18T09:26:01Z", 448219),
             "text": "[FIRING:1] CheckoutErrorRate prod-eu (checkout-svc, severity=page)\n5xx ratio on POST /pay is 4.2% (threshold 1%) since 09:24 UTC"}
    old1 = {"type": "message", "subtype": "bot_message", "bot_id": "B02DPLYBOT", "username": "deploys", "ts": ts("2025-06-18T09:21:44Z", 902117),
            "text": "checkout-svc v2.32.0 deployed to prod-eu by @sofia (canary 100%)"}
    old2 = {"type": "message", "user": "U03SOFIAR", "ts": ts("2025-06-18T09:20:10Z", 15390), "text": "promoting checkout-svc 2.32.0 canary to 100%, dashboards look flat", "team": team}
    post_ts, r1, r2, dep, rep, res = (ts("2025-06-18T09:27:32Z", 339119), ts("2025-06-18T09:27:58Z", 104552), ts("2025-06-18T09:28:21Z", 771036),
                                      ts("2025-06-18T09:31:41Z", 220894), ts("2025-06-18T09:33:11Z", 2219), ts("2025-06-18T09:34:01Z", 650713))
    text = "Rolling back checkout-svc to v2.31.4 - POST /pay 5xx at 4.2% since 09:24 UTC :rotating_light:"
    parent = {"type": "message", "user": bot, "bot_id": "B07HLP4BT2", "app_id": "A07HLP3RX1Q", "text": text, "ts": post_ts, "team": team}
    t = [
        (call("slack_get_channel_history", channel_id=ch, limit=3),
         pj({"ok": True, "messages": [alert, old1, old2], "has_more": True, "pin_count": 2,
             "response_metadata": {"next_cursor": "bmV4dF90czoxNzUwMjM4NDEwMDE1MzkwCg=="}})),
        (call("slack_post_message", channel_id=ch, text=text), pj({"ok": True, "channel": ch, "ts": post_ts, "message": parent})),
        (call("slack_add_reaction", channel_id=ch, timestamp=post_ts, reaction="eyes"), pj({"ok": True})),
        (call("slack_get_thread_replies", channel_id=ch, thread_ts=post_ts),
         pj({"ok": True, "has_more": False, "messages": [
             {**parent, "thread_ts": post_ts, "reply_count": 2, "reply_users_count": 2, "latest_reply": r2, "reply_users": ["U03SOFIAR", "U04DEVKAP"],
              "reactions": [{"name": "eyes", "users": [bot], "count": 1}]},
             {"type": "message", "user": "U03SOFIAR", "text": "ack - pausing the canary controller so it doesn't re-promote", "ts": r1, "thread_ts": post_ts, "parent_user_id": bot, "team": team},
             {"type": "message", "user": "U04DEVKAP", "text": "rollback pipeline started: https://ci.tallyflow.internal/pipelines/checkout-svc/88412", "ts": r2, "thread_ts": post_ts, "parent_user_id": bot, "team": team}]})),
        (call("slack_reply_to_thread", channel_id=ch, thread_ts=post_ts, text="Rollback done, POST /pay 5xx back to 0.3%. RCA to follow in #incidents."),
         pj({"ok": True, "channel": ch, "ts": rep, "message": {"type": "message", "user": bot, "bot_id": "B07HLP4BT2", "app_id": "A07HLP3RX1Q",
                                                                "text": "Rollback done, POST /pay 5xx back to 0.3%. RCA to follow in #incidents.", "ts": rep, "thread_ts": post_ts, "parent_user_id": bot, "team": team}})),
        (call("slack_get_channel_history", channel_id=ch, limit=3),
         pj({"ok": True, "messages": [
             {"type": "message", "subtype": "bot_message", "bot_id": "B03ALRTMGR", "username": "Alertmanager", "ts": res,
              "text": "[RESOLVED] CheckoutErrorRate prod-eu (checkout-svc, severity=page)\n5xx ratio on POST /pay is 0.3%"},
             {"type": "message", "subtype": "bot_message", "bot_id": "B02DPLYBOT", "username": "deploys", "ts": dep, "text": "checkout-svc v2.31.4 deployed to prod-eu by @dev.kapoor (rollback)"},
             {**parent, "thread_ts": post_ts, "reply_count": 3, "reply_users_count": 3, "latest_reply": rep, "reply_users": ["U03SOFIAR", "U04DEVKAP", bot],
              "reactions": [{"name": "eyes", "users": [bot], "count": 1}, {"name": "raised_hands", "users": ["U03SOFIAR"], "count": 1}]}],
             "has_more": True, "pin_count": 2, "response_metadata": {"next_cursor": "bmV4dF90czoxNzUwMjM4ODUyMzM5MTE5Cg=="}})),
        (call("slack_get_user_profile", user_id="U03SOFIAR"),
         pj({"ok": True, "profile": {"title": "SRE, Payments", "phone": "", "real_name": "Sofia Ramirez", "display_name": "sofia", "status_text": "on call",
                                     "status_emoji": ":pager:", "status_expiration": 0, "tz": "Europe/Madrid", "image_72": "https://avatars.slack-edge.com/2023-02-14/4821930022_6a1f0e2b9c_72.jpg",
                                     "team": team}})),
        (call("slack_add_reaction", channel_id=ch, timestamp=post_ts, reaction="white_check_mark"), pj({"ok": True})),
    ]
    R.add("mcp", "h4-mcp-14", sysp, t)


# ------------------------------------------------------------------------------------------------ 15 notion (bad)
def notion() -> None:
    sysp = world("notion", "the Notion workspace of the platform team", [
        tool("API-post-search", "Search pages and databases by title", {"query": S, "filter": OBJ}, []),
        tool("API-get-block-children", "Children of a block or page", {"block_id": S, "page_size": INT}, ["block_id"]),
        tool("API-update-a-block", "Update the content of a block", {"block_id": S, "paragraph": OBJ}, ["block_id"]),
        tool("API-patch-block-children", "Append children to a block", {"block_id": S, "children": A}, ["block_id", "children"]),
        tool("API-retrieve-a-page", "Retrieve a page", {"page_id": S}, ["page_id"])])
    page, u1, u2 = "1f0c4e8a-7b2d-4c93-a5e1-6d8f0b3c2a71", "8e2b6f41-0c3a-4d97-b5e8-2a1f9c7d3e60", "c4d9a2e7-5b18-4f60-93ac-7e0b1d6f2a58"

    def rt(s: str) -> list[dict[str, Any]]:
        return [{"type": "text", "text": {"content": s, "link": None},
                 "annotations": {"bold": False, "italic": False, "strikethrough": False, "underline": False, "code": False, "color": "default"},
                 "plain_text": s, "href": None}]

    def blk(bid: str, kind: str, s: str, created: str, edited: str, editor: str = u2, **extra: Any) -> dict[str, Any]:
        return {"object": "block", "id": bid, "parent": {"type": "page_id", "page_id": page}, "created_time": created, "last_edited_time": edited,
                "created_by": {"object": "user", "id": u1}, "last_edited_by": {"object": "user", "id": editor}, "has_children": False,
                "archived": False, "in_trash": False, "type": kind, kind: {"rich_text": rt(s), "color": "default", **extra}}
    old = "Rotation is weekly. Handoff happens Fridays at 16:00 CET in #oncall-handoff; the outgoing primary writes the summary."
    new = "Rotation is weekly. Handoff happens Mondays at 10:00 CET in #oncall-handoff; the outgoing primary writes the summary."
    pid = "2a7d1c90-3e4f-4b8a-9c61-0f5e2d8b7a34"
    kids = [blk("5b3e0d21-8f4c-4a67-b1d9-3c6e2f0a8b15", "heading_2", "Rotation", "2024-10-02T08:11:00.000Z", "2024-10-02T08:11:00.000Z", u1, is_toggleable=False),
            blk(pid, "paragraph", old, "2024-10-02T08:11:00.000Z", "2025-02-20T13:47:00.000Z"),
            blk("9e4c7a13-2d0b-4f85-a6e9-1b8d3f5c0e72", "bulleted_list_item", "Primary and secondary are paged together for SEV1.", "2024-10-02T08:12:00.000Z", "2024-10-02T08:12:00.000Z", u1),
            blk("0d6f2b84-7a1e-4c39-85b0-e3c9a1d4f627", "heading_2", "Escalation", "2024-10-02T08:12:00.000Z", "2024-10-02T08:12:00.000Z", u1, is_toggleable=False),
            blk("e71a5c3f-4b92-4d08-b6e1-5a0c8d2f9b43", "paragraph", "If the primary does not ack within 10 minutes, PagerDuty escalates to the secondary, then to the EM on duty.",
                "2024-10-02T08:13:00.000Z", "2025-03-11T10:05:00.000Z")]
    edited = {**kids[1], "last_edited_time": "2025-06-18T09:12:00.000Z", "paragraph": {"rich_text": rt(new), "color": "default"}}
    stale = {**kids[1], "last_edited_time": "2025-06-18T09:12:00.000Z"}
    todo = {**blk("f2c8e5a1-6d3b-4f70-9a24-8b1e0c7d5f96", "to_do", "Move the PagerDuty schedule handoff to Monday 10:00 CET", "2025-06-18T09:13:00.000Z", "2025-06-18T09:13:00.000Z"),
            "to_do": {"rich_text": rt("Move the PagerDuty schedule handoff to Monday 10:00 CET"), "checked": False, "color": "default"}}
    title = [{"type": "text", "text": {"content": "On-call handbook", "link": None},
              "annotations": {"bold": False, "italic": False, "strikethrough": False, "underline": False, "code": False, "color": "default"},
              "plain_text": "On-call handbook", "href": None}]
    pg = {"object": "page", "id": page, "created_time": "2024-10-02T08:10:00.000Z", "last_edited_time": "2025-05-28T15:20:00.000Z",
          "created_by": {"object": "user", "id": u1}, "last_edited_by": {"object": "user", "id": u2}, "cover": None, "icon": {"type": "emoji", "emoji": "\U0001f4df"},
          "parent": {"type": "workspace", "workspace": True}, "archived": False, "in_trash": False,
          "properties": {"title": {"id": "title", "type": "title", "title": title}},
          "url": "https://www.notion.so/On-call-handbook-1f0c4e8a7b2d4c93a5e16d8f0b3c2a71", "public_url": None}
    t = [
        (call("API-post-search", query="On-call handbook", filter={"property": "object", "value": "page"}),
         pj({"object": "list", "results": [pg], "next_cursor": None, "has_more": False, "type": "page_or_database", "page_or_database": {}})),
        (call("API-get-block-children", block_id=page, page_size=50),
         pj({"object": "list", "results": kids, "next_cursor": None, "has_more": False, "type": "block", "block": {}})),
        (call("API-update-a-block", block_id=pid, paragraph={"rich_text": [{"type": "text", "text": {"content": new}}]}), pj(edited)),
        (call("API-get-block-children", block_id=page, page_size=50),
         pj({"object": "list", "results": [kids[0], stale, *kids[2:]], "next_cursor": None, "has_more": False, "type": "block", "block": {}})),
        (call("API-patch-block-children", block_id=page, children=[{"object": "block", "type": "to_do", "to_do": {"rich_text": [{"type": "text", "text": {"content": "Move the PagerDuty schedule handoff to Monday 10:00 CET"}}], "checked": False}}]),
         pj({"object": "list", "results": [todo], "next_cursor": None, "has_more": False, "type": "block", "block": {}})),
        (call("API-retrieve-a-page", page_id=page), pj({**pg, "last_edited_time": "2025-06-18T09:13:00.000Z"})),
    ]
    R.add("mcp", "h4-mcp-15", sysp, t, bad=True, turn=4, kind="content_unchanged_after_edit")


# ------------------------------------------------------------------------------------------------ 16 filesystem (clean)
def fs_clean() -> None:
    sysp = mcp_system("filesystem", "@modelcontextprotocol/server-filesystem, allowed directory /srv/site", FS_TOOLS)
    posts = "/srv/site/content/posts"
    src, dst = f"{posts}/draft-postgres-vacuum.md", f"{posts}/2025-06-20-postgres-vacuum.md"
    before = ("---\ntitle: \"What autovacuum is actually doing to your sessions table\"\ndate: 2025-06-20\ntags: [postgres, operations]\ndraft: true\n---\n\n"
              "Our staging sessions table had 212 dead tuples after a cleanup job and nobody knew why the\nplanner still chose a sequential scan. "
              "This post walks through `pg_stat_user_tables`,\n`autovacuum_vacuum_scale_factor` and what `CREATE INDEX CONCURRENTLY` changes.\n\n"
              "## Dead tuples are not free\n\nA `DELETE` only marks rows dead; the space comes back after (auto)vacuum.\n")
    after = before.replace("draft: true", "draft: false")

    def diff(a: str, b: str, path: str) -> str:
        body = "".join(list(difflib.unified_diff(a.splitlines(keepends=True), b.splitlines(keepends=True), n=3))[2:])
        return (f"```diff\nIndex: {path}\n===================================================================\n"
                f"--- {path}\toriginal\n+++ {path}\tmodified\n{body}```\n\n")
    edit = [{"oldText": "draft: true", "newText": "draft: false"}]
    t = [
        (call("list_directory", path=posts),
         "[FILE] 2025-04-11-sqlite-wal-in-production.md\n[FILE] 2025-05-02-zero-downtime-column-renames.md\n[FILE] 2025-05-30-pgbouncer-transaction-mode.md\n"
         "[FILE] _index.md\n[FILE] draft-postgres-vacuum.md\n[DIR] images"),
        (call("edit_file", path=src, edits=edit, dryRun=True), diff(before, after, src)),
        (call("read_file", path=src), before),
        (call("edit_file", path=src, edits=edit, dryRun=False), diff(before, after, src)),
        (call("move_file", source=src, destination=dst), f"Successfully moved {src} to {dst}"),
        (call("list_directory", path=posts),
         "[FILE] 2025-04-11-sqlite-wal-in-production.md\n[FILE] 2025-05-02-zero-downtime-column-renames.md\n[FILE] 2025-05-30-pgbouncer-transaction-mode.md\n"
         "[FILE] 2025-06-20-postgres-vacuum.md\n[FILE] _index.md\n[DIR] images"),
        (call("get_file_info", path=dst),
         f"size: {len(after.encode())}\ncreated: Tue Jun 17 2025 21:40:12 GMT+0000 (Coordinated Universal Time)\n"
         "modified: Fri Jun 20 2025 07:58:44 GMT+0000 (Coordinated Universal Time)\naccessed: Fri Jun 20 2025 07:58:31 GMT+0000 (Coordinated Universal Time)\n"
         "isDirectory: false\nisFile: true\npermissions: 664"),
        (call("search_files", path="/srv/site/content", pattern="postgres"),
         f"{dst}\n/srv/site/content/tags/postgres.md"),
    ]
    R.add("mcp", "h4-mcp-16", sysp, t)


# ------------------------------------------------------------------------------------------------ 17 s3 (bad)
def s3() -> None:
    sysp = world("aws-s3", "S3 in eu-central-1, bucket tallyflow-feature-config (versioning enabled)", [
        tool("s3_list_objects_v2", "List objects under a prefix", {"Bucket": S, "Prefix": S, "MaxKeys": INT}, ["Bucket"]),
        tool("s3_get_object", "Get an object; text bodies are returned as Body", {"Bucket": S, "Key": S}, ["Bucket", "Key"]),
        tool("s3_copy_object", "Server-side copy", {"Bucket": S, "Key": S, "CopySource": S}, ["Bucket", "Key", "CopySource"]),
        tool("s3_put_object", "Upload an object", {"Bucket": S, "Key": S, "Body": S, "ContentType": S}, ["Bucket", "Key", "Body"]),
        tool("s3_head_object", "Object metadata", {"Bucket": S, "Key": S}, ["Bucket", "Key"])])
    bucket = "tallyflow-feature-config"

    def flags(checkout: int) -> str:
        return json.dumps({"checkout_v2": {"enabled": True, "rollout": checkout}, "gift_cards": {"enabled": False},
                           "new_search": {"enabled": True, "rollout": 100, "allow": ["internal", "beta"]},
                           "pay_later": {"enabled": True, "rollout": 5, "regions": ["DE", "AT"]}}, indent=2) + "\n"
    a, b, c = flags(10), flags(25), flags(50)
    limits = "{\n  \"api_rpm_default\": 600\n}\n"
    t = [
        (call("s3_list_objects_v2", Bucket=bucket, Prefix="prod/"),
         pj({"IsTruncated": False, "Name": bucket, "Prefix": "prod/", "MaxKeys": 1000, "KeyCount": 3, "Contents": [
             {"Key": "prod/flags.json", "LastModified": "2025-06-11T14:27:03+00:00", "ETag": f"\"{md5(a)}\"", "Size": len(a), "StorageClass": "STANDARD"},
             {"Key": "prod/limits.json", "LastModified": "2025-05-02T09:10:44+00:00", "ETag": f"\"{md5(limits)}\"", "Size": len(limits), "StorageClass": "STANDARD"},
             {"Key": "prod/regions.json", "LastModified": "2025-03-19T16:51:20+00:00", "ETag": "\"4e1c9b07d3a25f86e0b7c1d2a9f3e584\"", "Size": 1211, "StorageClass": "STANDARD"}]})),
        (call("s3_get_object", Bucket=bucket, Key="prod/flags.json"),
         pj({"ContentType": "application/json", "ContentLength": len(a), "ETag": f"\"{md5(a)}\"", "LastModified": "2025-06-11T14:27:03+00:00",
                   "VersionId": "3HL4kqtJlcpXroDTDmJ.rmSpXd3dIbrHY", "ServerSideEncryption": "AES256", "Body": a})),
        (call("s3_copy_object", Bucket=bucket, Key="backups/prod/flags.2025-06-19.json", CopySource=f"{bucket}/prod/flags.json"),
         pj({"CopyObjectResult": {"ETag": f"\"{md5(a)}\"", "LastModified": "2025-06-19T08:40:12+00:00"},
                   "VersionId": "Qm5xq9uH2bW8TzRfA0kDpLcV3eYs7GjN", "CopySourceVersionId": "3HL4kqtJlcpXroDTDmJ.rmSpXd3dIbrHY", "ServerSideEncryption": "AES256"})),
        (call("s3_get_object", Bucket=bucket, Key="backups/prod/flags.2025-06-19.json"),
         pj({"ContentType": "application/json", "ContentLength": len(b), "ETag": f"\"{md5(a)}\"", "LastModified": "2025-06-19T08:40:12+00:00",
                   "VersionId": "Qm5xq9uH2bW8TzRfA0kDpLcV3eYs7GjN", "ServerSideEncryption": "AES256", "Body": b})),
        (call("s3_put_object", Bucket=bucket, Key="prod/flags.json", Body=c, ContentType="application/json"),
         pj({"ETag": f"\"{md5(c)}\"", "VersionId": "v7Dn2LpQ0sWc4HxYbR9tEmZ1aKfG8uJo", "ServerSideEncryption": "AES256"})),
        (call("s3_head_object", Bucket=bucket, Key="prod/flags.json"),
         pj({"AcceptRanges": "bytes", "ContentType": "application/json", "ContentLength": len(c), "ETag": f"\"{md5(c)}\"",
                   "LastModified": "2025-06-19T08:44:57+00:00", "VersionId": "v7Dn2LpQ0sWc4HxYbR9tEmZ1aKfG8uJo", "ServerSideEncryption": "AES256", "Metadata": {}})),
    ]
    R.add("mcp", "h4-mcp-17", sysp, t, bad=True, turn=4, kind="content_changed_without_write")


# ------------------------------------------------------------------------------------------------ 18 salesforce (clean)
def salesforce() -> None:
    sysp = mcp_system("salesforce", "Salesforce org of a food-safety sensor company, API v61.0", [
        tool("run_soql_query", "Run a SOQL query", {"query": S}, ["query"]),
        tool("update_record", "Update fields of a record", {"objectName": S, "recordId": S, "data": OBJ}, ["objectName", "recordId", "data"]),
        tool("create_record", "Create a record", {"objectName": S, "data": OBJ}, ["objectName", "data"])])

    def at(kind: str, rid: str) -> dict[str, str]:
        return {"type": kind, "url": f"/services/data/v61.0/sobjects/{kind}/{rid}"}
    acc_v, acc_o = "0015g00000QvT8bAAF", "0015g00000RwK3mAAF"
    dk_v, dk_o = "0035g00000XkR2qAAF", "0035g00000Ym4LpAAJ"
    opp, ren = "0065g00000Ks9WcAAJ", "0065g00000Jr2HdAAJ"

    def o(rid: str, name: str, stage: str, amount: float, close: str, mod: str) -> dict[str, Any]:
        return {"attributes": at("Opportunity", rid), "Id": rid, "Name": name, "StageName": stage, "Amount": amount, "CloseDate": close, "LastModifiedDate": mod}
    cold = o(opp, "Verdant - Cold Chain Sensors", "Proposal/Price Quote", 64000.0, "2025-07-31", "2025-06-11T15:03:22.000+0000")
    renew = o(ren, "Verdant - Renewal 2025", "Closed Won", 72000.0, "2025-03-31", "2025-04-01T07:45:10.000+0000")
    cold2 = {**cold, "StageName": "Negotiation/Review", "Amount": 58500.0, "LastModifiedDate": "2025-06-20T08:44:10.000+0000"}
    oq = f"SELECT Id, Name, StageName, Amount, CloseDate, LastModifiedDate FROM Opportunity WHERE AccountId = '{acc_v}'"
    task = {"Subject": "Send revised quote (58.5k, 3-year term)", "WhoId": dk_v, "WhatId": opp, "ActivityDate": "2025-06-24", "Status": "Not Started", "Priority": "High"}
    t = [
        (call("run_soql_query", query="SELECT Id, Name, Email, Title, Account.Name FROM Contact WHERE Name = 'Daniel Kim'"),
         pj({"totalSize": 2, "done": True, "records": [
             {"attributes": at("Contact", dk_v), "Id": dk_v, "Name": "Daniel Kim", "Email": "daniel.kim@verdantfoods.com", "Title": "Head of Operations",
              "Account": {"attributes": at("Account", acc_v), "Name": "Verdant Foods"}},
             {"attributes": at("Contact", dk_o), "Id": dk_o, "Name": "Daniel Kim", "Email": "dkim@orbismedical.org", "Title": "Procurement Manager",
              "Account": {"attributes": at("Account", acc_o), "Name": "Orbis Medical"}}]})),
        (call("run_soql_query", query=oq + " ORDER BY CloseDate DESC"), pj({"totalSize": 2, "done": True, "records": [cold, renew]})),
        (call("update_record", objectName="Opportunity", recordId=opp, data={"StageName": "Negotiation/Review", "Amount": 58500}),
         pj([{"errorCode": "UNABLE_TO_LOCK_ROW", "message": "unable to obtain exclusive access to this record or 1 records: 0065g00000Ks9WcAAJ", "fields": []}])),
        (call("update_record", objectName="Opportunity", recordId=opp, data={"StageName": "Negotiation/Review", "Amount": 58500}),
         pj({"id": opp, "success": True, "errors": []})),
        (call("create_record", objectName="Task", data=task), pj({"id": "00T5g00001AbC7xEAF", "success": True, "errors": []})),
        (call("run_soql_query", query=oq + " ORDER BY Amount DESC"), pj({"totalSize": 2, "done": True, "records": [renew, cold2]})),
        (call("run_soql_query", query=f"SELECT Id, Subject, Status, ActivityDate FROM Task WHERE WhatId = '{opp}' ORDER BY CreatedDate"),
         pj({"totalSize": 3, "done": True, "records": [
             {"attributes": at("Task", "00T5g000019QpLzEAK"), "Id": "00T5g000019QpLzEAK", "Subject": "Discovery call", "Status": "Completed", "ActivityDate": "2025-05-14"},
             {"attributes": at("Task", "00T5g00001A2xRtEAJ"), "Id": "00T5g00001A2xRtEAJ", "Subject": "Share sensor spec sheet + SOC 2 report", "Status": "Completed", "ActivityDate": "2025-06-03"},
             {"attributes": at("Task", "00T5g00001AbC7xEAF"), "Id": "00T5g00001AbC7xEAF", "Subject": task["Subject"], "Status": "Not Started", "ActivityDate": "2025-06-24"}]})),
        (call("run_soql_query", query=f"SELECT Id, Name, Email, Phone, MailingCity FROM Contact WHERE Id = '{dk_o}'"),
         pj({"totalSize": 1, "done": True, "records": [{"attributes": at("Contact", dk_o), "Id": dk_o, "Name": "Daniel Kim", "Email": "dkim@orbismedical.org",
                                                         "Phone": "(617) 555-0148", "MailingCity": "Boston"}]})),
    ]
    R.add("mcp", "h4-mcp-18", sysp, t)


# ------------------------------------------------------------------------------------------------ 19 cloudflare (bad)
def cloudflare() -> None:
    sysp = mcp_system("cloudflare", "Cloudflare API for the zone brightmoor.dev", [
        tool("list_dns_records", "List DNS records of a zone", {"zone_id": S, "type": S, "name": S}, ["zone_id"]),
        tool("get_dns_record", "DNS record details", {"zone_id": S, "dns_record_id": S}, ["zone_id", "dns_record_id"]),
        tool("create_dns_record", "Create a DNS record", {"zone_id": S, "type": S, "name": S, "content": S, "proxied": B, "ttl": INT}, ["zone_id", "type", "name", "content"]),
        tool("get_zone_setting", "One zone setting", {"zone_id": S, "setting_id": S}, ["zone_id", "setting_id"]),
        tool("purge_cache", "Purge cached files", {"zone_id": S, "files": A}, ["zone_id"])])
    z = "8c1f5e3a9d2b4c7e6f0a1b2c3d4e5f60"

    def rec(rid: str, kind: str, name: str, content: str, proxied: bool, ttl: int, created: str, modified: str, **extra: Any) -> dict[str, Any]:
        return {"id": rid, "name": name, "type": kind, "content": content, "proxiable": kind in ("A", "AAAA", "CNAME"), "proxied": proxied, "ttl": ttl,
                "settings": {}, "meta": {}, "comment": None, "tags": [], "created_on": created, "modified_on": modified, **extra}
    apex = rec("3f9a1c7e5b2d4086a1c3e5f7092b4d6e", "A", "brightmoor.dev", "203.0.113.40", True, 1, "2024-09-14T10:02:51.118273Z", "2024-09-14T10:02:51.118273Z")
    api = rec("b72e4d1a9c0f4e83b5a6c7d8e9f0a1b2", "A", "api.brightmoor.dev", "203.0.113.41", True, 1, "2024-09-14T10:04:12.550961Z", "2025-03-04T11:20:37.512344Z",
              comment="origin: fra1 LB")
    www = rec("5c0d8e2f4a6b4c1d9e3f5a7b9c1d3e5f", "CNAME", "www.brightmoor.dev", "brightmoor.dev", True, 1, "2024-09-14T10:03:30.007412Z", "2024-09-14T10:03:30.007412Z")
    mx = rec("e1f3a5c7b9d04e2f8a6c4b2d0e9f7a5c", "MX", "brightmoor.dev", "mx.zoho.eu", False, 3600, "2024-09-20T15:44:02.901655Z", "2024-09-20T15:44:02.901655Z", priority=10)
    spf = rec("7a9c1e3f5b7d4f9a8c6e4a2c0b8d6f4e", "TXT", "brightmoor.dev", "\"v=spf1 include:zoho.eu ~all\"", False, 3600, "2024-09-20T15:45:19.334120Z", "2024-09-20T15:45:19.334120Z")
    status = rec("0f2e4c6a8b1d4e3f9c7a5e3c1b9d7f5a", "CNAME", "status.brightmoor.dev", "brightmoor.instatus.com", False, 1, "2025-06-20T10:02:14.338910Z", "2025-06-20T10:02:14.338910Z")
    env = {"success": True, "errors": [], "messages": []}
    t = [
        (call("list_dns_records", zone_id=z),
         pj({"result": [apex, api, www, mx, spf], **env, "result_info": {"page": 1, "per_page": 100, "count": 5, "total_count": 5, "total_pages": 1}})),
        (call("get_dns_record", zone_id=z, dns_record_id=api["id"]), pj({"result": {**api, "proxied": False, "ttl": 300}, **env})),
        (call("create_dns_record", zone_id=z, type="CNAME", name="status", content="brightmoor.instatus.com", proxied=False, ttl=1), pj({"result": status, **env})),
        (call("get_zone_setting", zone_id=z, setting_id="ssl"),
         pj({"result": {"id": "ssl", "value": "full", "editable": True, "modified_on": "2025-01-12T18:30:05.221470Z"}, **env})),
        (call("purge_cache", zone_id=z, files=["https://brightmoor.dev/status", "https://www.brightmoor.dev/status"]), pj({"result": {"id": z}, **env})),
        (call("list_dns_records", zone_id=z, type="CNAME"),
         pj({"result": [status, www], **env, "result_info": {"page": 1, "per_page": 100, "count": 2, "total_count": 2, "total_pages": 1}})),
    ]
    R.add("mcp", "h4-mcp-19", sysp, t, bad=True, turn=2, kind="state_changed_without_write")


# ------------------------------------------------------------------------------------------------ 20 zendesk (clean)
def zendesk() -> None:
    sysp = world("zendesk", "Zendesk Support of Tallyflow, subdomain tallyflow, acting as agent Priya Natarajan", [
        tool("get_ticket", "Retrieve a ticket", {"ticket_id": INT}, ["ticket_id"]),
        tool("update_ticket", "Update a ticket; a comment may be added", {"ticket_id": INT, "status": S, "assignee_id": INT, "comment": OBJ}, ["ticket_id"]),
        tool("get_ticket_comments", "Comments of a ticket, oldest first", {"ticket_id": INT}, ["ticket_id"]),
        tool("search_tickets", "Search tickets", {"query": S, "sort_by": S}, ["query"])])
    me, req = 394019283711, 18822740551
    base = {"url": "https://tallyflow.zendesk.com/api/v2/tickets/48213.json", "id": 48213, "subject": "CSV export times out for large workspaces",
            "status": "new", "priority": "high", "type": "problem", "requester_id": req, "submitter_id": req, "assignee_id": None, "group_id": 360004412871,
            "organization_id": 9120034417, "tags": ["enterprise", "export"], "via": {"channel": "email"},
            "created_at": "2025-06-19T07:48:02Z", "updated_at": "2025-06-19T07:48:02Z"}
    desc = ("Hi, exporting the Appointments table to CSV for our whole workspace (Lumen Dental, 14 clinics) spins for ~2 minutes and then fails with "
            "\"Export failed, please try again\". Smaller date ranges work. We need the full export for an audit on Friday.\n\nThanks,\nRenata Silva")
    mine = ("Hi Renata, thanks for the details. We reproduced the timeout on exports above ~1M rows and engineering is on it (ref EXP-2291). "
            "In the meantime, could you confirm roughly how many appointments the export covers and whether a per-clinic export would unblock the audit?")
    reply = "Hi Priya - it's about 1.2M rows for 2019-2025. Per-clinic exports work for us as a stopgap, thank you!"

    def cm(cid: int, author: int, body: str, at: str, public: bool = True) -> dict[str, Any]:
        return {"id": cid, "type": "Comment", "author_id": author, "body": body, "public": public, "created_at": at, "via": {"channel": "email" if author == req else "api"}}
    c1, c2, c3 = cm(31877204519, req, desc, "2025-06-19T07:48:02Z"), cm(31877915642, me, mine, "2025-06-19T08:09:40Z"), cm(31879002137, req, reply, "2025-06-19T08:31:57Z")
    t = [
        (call("get_ticket", ticket_id=48213), mcp_text({"ticket": base})),
        (call("update_ticket", ticket_id=48213, status="open", assignee_id=me),
         mcp_text({"ticket": {**base, "status": "open", "assignee_id": me, "updated_at": "2025-06-19T08:03:11Z"}})),
        (call("update_ticket", ticket_id=48213, status="pending", comment={"body": mine, "public": True}),
         mcp_text({"ticket": {**base, "status": "pending", "assignee_id": me, "updated_at": "2025-06-19T08:09:40Z"}})),
        (call("get_ticket_comments", ticket_id=48213), mcp_text({"comments": [c1, c2], "next_page": None, "previous_page": None, "count": 2})),
        (call("search_tickets", query="type:ticket status<solved organization:lumen_dental", sort_by="updated_at"),
         mcp_text("Found 2 tickets:\n"
                  "#48213 [pending] CSV export times out for large workspaces - assignee: Priya Natarajan - updated 4 minutes ago\n"
                  "#47990 [open] SSO login loop on Safari 17 - assignee: Jonah Baptiste - updated 2 days ago")),
        (call("get_ticket_comments", ticket_id=48213), mcp_text({"comments": [c1, c2, c3], "next_page": None, "previous_page": None, "count": 3})),
        (call("get_ticket", ticket_id=48213), mcp_text({"ticket": {**base, "status": "open", "assignee_id": me, "updated_at": "2025-06-19T08:31:57Z"}})),
    ]
    R.add("mcp", "h4-mcp-20", sysp, t)


# ------------------------------------------------------------------------------------------------ 21 outlook calendar (bad)
def outlook() -> None:
    sysp = mcp_system("ms-365", "Microsoft Graph for marco.bellini@ardentlabs.eu; times in W. Europe Standard Time", [
        tool("get-calendar-view", "Events (occurrences expanded) between two instants", {"startDateTime": S, "endDateTime": S, "select": S}, ["startDateTime", "endDateTime"]),
        tool("delete-calendar-event", "Delete an event", {"eventId": S}, ["eventId"]),
        tool("create-calendar-event", "Create an event", {"body": OBJ}, ["body"]),
        tool("update-calendar-event", "Update an event", {"eventId": S, "body": OBJ}, ["eventId", "body"])])
    tz = "W. Europe Standard Time"
    org = {"emailAddress": {"name": "Marco Bellini", "address": "marco.bellini@ardentlabs.eu"}}

    def ev(eid: str, subj: str, day: str, s: str, e: str, loc: str = "", organizer: dict[str, Any] | None = None, **extra: Any) -> dict[str, Any]:
        return {"id": eid, "subject": subj, "start": {"dateTime": f"{day}T{s}:00.0000000", "timeZone": tz}, "end": {"dateTime": f"{day}T{e}:00.0000000", "timeZone": tz},
                "location": {"displayName": loc}, "organizer": organizer or org, "isCancelled": False, "showAs": "busy", **extra}
    pfx = "AAMkAGE1ZjQ4NGYxLTc3ZDMtNDU1Ni1hNWVjLTJlYjFkM2E4ZjBhNABGAAAAAAC3hL9hF1m0QK0cP2eNqW7BBwD0xYzR9vJjS6"
    ops = ev(pfx + "kT1uZs8dAAAAAAENAAD0xYzR9vJjS6kT1uZs8dAAA9pQwLAAA=", "Weekly ops sync", "2025-06-23", "09:30", "10:00", "Microsoft Teams Meeting",
             {"emailAddress": {"name": "Ops Team", "address": "ops@ardentlabs.eu"}}, type="occurrence")
    one = ev(pfx + "kT1uZs8dAAAAAAENAAD0xYzR9vJjS6kT1uZs8dAABCr7yPAAA=", "1:1 Priya / Marco", "2025-06-24", "10:00", "10:30", "Marco's office")
    price = ev(pfx + "kT1uZs8dAAAAAAENAAD0xYzR9vJjS6kT1uZs8dAAA7mXe1AAA=", "Quarterly pricing review", "2025-06-25", "14:00", "15:30", "Room Elbe (4th floor)")
    dbt = ev(pfx + "kT1uZs8dAAAAAAENAAD0xYzR9vJjS6kT1uZs8dAABA1qKbAAA=", "Lunch & learn: dbt incremental models", "2025-06-26", "12:30", "13:30", "Kitchen / Teams",
             {"emailAddress": {"name": "Data Guild", "address": "data-guild@ardentlabs.eu"}}, showAs="tentative")
    vendor = ev(pfx + "kT1uZs8dAAAAAAENAAD0xYzR9vJjS6kT1uZs8dAABBx3nTAAA=", "Vendor call - Kestrel Analytics", "2025-06-27", "11:00", "11:45", "Microsoft Teams Meeting")
    new_id = pfx + "kT1uZs8dAAAAAAENAAD0xYzR9vJjS6kT1uZs8dAABD8wE2AAA="
    new_one = ev(new_id, "1:1 Priya / Marco", "2025-06-26", "14:00", "14:30", "Marco's office",
                 attendees=[{"type": "required", "status": {"response": "none", "time": "0001-01-01T00:00:00Z"},
                             "emailAddress": {"name": "Priya Shah", "address": "priya.shah@ardentlabs.eu"}}],
                 createdDateTime="2025-06-20T07:41:09.5531273Z", lastModifiedDateTime="2025-06-20T07:41:10.1022847Z",
                 webLink="https://outlook.office365.com/owa/?itemid=" + new_id.replace("/", "%2F").replace("=", "%3D") + "&exvsurl=1&path=/calendar/item")
    price2 = {**price, "location": {"displayName": "Microsoft Teams Meeting"}, "isOnlineMeeting": True, "lastModifiedDateTime": "2025-06-20T07:42:31.7719056Z"}
    view = "subject,start,end,location,organizer,isCancelled,showAs"

    def listed(e: dict[str, Any]) -> dict[str, Any]:
        return {k: e[k] for k in ("id", "subject", "start", "end", "location", "organizer", "isCancelled", "showAs")}
    ctx = "https://graph.microsoft.com/v1.0/$metadata#users('marco.bellini%40ardentlabs.eu')/calendarView(subject,start,end,location,organizer,isCancelled,showAs)"
    t = [
        (call("get-calendar-view", startDateTime="2025-06-23T00:00:00", endDateTime="2025-06-28T00:00:00", select=view),
         pj({"@odata.context": ctx, "value": [listed(x) for x in (ops, one, price, dbt, vendor)]})),
        (call("delete-calendar-event", eventId=one["id"]), mcp_text("Event deleted successfully.")),
        (call("create-calendar-event", body={"subject": "1:1 Priya / Marco", "start": {"dateTime": "2025-06-26T14:00:00", "timeZone": tz},
                                             "end": {"dateTime": "2025-06-26T14:30:00", "timeZone": tz}, "location": {"displayName": "Marco's office"},
                                             "attendees": [{"emailAddress": {"address": "priya.shah@ardentlabs.eu", "name": "Priya Shah"}, "type": "required"}]}),
         pj(new_one)),
        (call("update-calendar-event", eventId=price["id"], body={"location": {"displayName": "Microsoft Teams Meeting"}, "isOnlineMeeting": True}), pj(price2)),
        (call("get-calendar-view", startDateTime="2025-06-23T00:00:00", endDateTime="2025-06-28T00:00:00", select=view),
         pj({"@odata.context": ctx, "value": [listed(x) for x in (ops, one, price2, dbt, new_one, vendor)]})),
        (call("create-calendar-event", body={"subject": "Focus: Q3 pricing model", "start": {"dateTime": "2025-06-27T14:00:00", "timeZone": tz},
                                             "end": {"dateTime": "2025-06-27T16:00:00", "timeZone": tz}, "showAs": "busy", "isReminderOn": False}),
         pj(ev(pfx + "kT1uZs8dAAAAAAENAAD0xYzR9vJjS6kT1uZs8dAABD8wE3AAA=", "Focus: Q3 pricing model", "2025-06-27", "14:00", "16:00", "",
               createdDateTime="2025-06-20T07:43:02.2290114Z", lastModifiedDateTime="2025-06-20T07:43:02.6841530Z", isReminderOn=False))),
    ]
    R.add("mcp", "h4-mcp-21", sysp, t, bad=True, turn=5, kind="deleted_reappears")


# ------------------------------------------------------------------------------------------------ 22 memory (clean)
def memory_clean() -> None:
    sysp = world("memory", "knowledge-graph memory of a personal assistant", MEM_TOOLS)
    mateo = {"name": "Mateo Ruiz", "entityType": "person", "observations": ["Lives in Berlin", "Works at Quillsoft as a data engineer", "Allergic to peanuts"]}
    quill = {"name": "Quillsoft", "entityType": "organization", "observations": ["Berlin-based B2B invoicing startup", "About 60 employees"]}
    anna = {"name": "Anna Ruiz", "entityType": "person", "observations": ["Mateo's sister", "Birthday on 14 March"]}
    works = {"from": "Mateo Ruiz", "to": "Quillsoft", "relationType": "works_at"}
    sib = {"from": "Anna Ruiz", "to": "Mateo Ruiz", "relationType": "sibling_of"}
    lisbon = {"name": "Lisbon", "entityType": "city", "observations": ["Capital of Portugal", "Timezone WET/WEST (one hour behind Berlin)"]}
    lives = {"from": "Mateo Ruiz", "to": "Lisbon", "relationType": "lives_in"}
    mobs = ["Works at Quillsoft as a data engineer", "Allergic to peanuts", "Moved to Lisbon in June 2025", "Now works remotely for Quillsoft"]
    t = [
        (call("read_graph"), pj({"entities": [mateo, quill, anna], "relations": [works, sib]})),
        (call("delete_observations", deletions=[{"entityName": "Mateo Ruiz", "observations": ["Lives in Berlin"]}]), "Observations deleted successfully"),
        (call("add_observations", observations=[{"entityName": "Mateo Ruiz", "contents": ["Moved to Lisbon in June 2025", "Now works remotely for Quillsoft"]}]),
         pj([{"entityName": "Mateo Ruiz", "addedObservations": ["Moved to Lisbon in June 2025", "Now works remotely for Quillsoft"]}])),
        (call("create_entities", entities=[{"name": "Quillsoft", "entityType": "organization", "observations": ["Invoicing SaaS"]}]), "[]"),
        (call("create_entities", entities=[lisbon]), pj([lisbon])),
        (call("create_relations", relations=[lives]), pj([lives])),
        (call("open_nodes", names=["Mateo Ruiz"]), pj({"entities": [{**mateo, "observations": mobs}], "relations": []})),
        (call("search_nodes", query="Lisbon"),
         pj({"entities": [{**mateo, "observations": mobs}, lisbon], "relations": [lives]})),
    ]
    R.add("mcp", "h4-mcp-22", sysp, t)


def main() -> None:
    for make in (hubspot, github, fs_bad, redis, kube, ec2, sqlite, stripe, gdrive, gcal, memory_bad, postgres, gmail, slack, notion,
                 fs_clean, s3, salesforce, cloudflare, zendesk, outlook, memory_clean):
        make()
    R.write()


if __name__ == "__main__":
    main()
