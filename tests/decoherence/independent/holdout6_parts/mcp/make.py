# ruff: noqa: E501
"""holdout6, MCP part: 22 hand-written MCP tool-server trajectories (11 with exactly one contradiction, 11 clean).

Written from knowledge of what real MCP servers return (mcp-server-git, the reference filesystem / memory /
time / sqlite servers, Todoist, Stripe, Airtable, Google Calendar, Jira, Redis, Notion, GitHub, Home
Assistant, Kubernetes, Linear, Sentry, Prometheus, Docker, Obsidian, Cloudflare DNS, Spotify), WITHOUT
reading the decoherence detectors, their rules, tests or any earlier labeled set. The clean trajectories are
full of legitimate changes (restarts with new pod names and PIDs, counters that move in the background,
clocks that cross midnight and DST, pagination whose pages shift after creates and deletes, sort orders
that change after priority edits, recurring tasks that roll forward when closed, ...).

Run: ``.venv/bin/python -m tests.decoherence.independent.holdout6_parts.mcp.make`` -> writes
``mcp_test.jsonl`` and ``labels.json`` next to this file.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import (
    INT,
    OBJ,
    A,
    B,
    RowSet,
    S,
    call,
    mcp_system,
    mcp_text,
    pj,
    tool,
)

HERE = Path(__file__).resolve().parent
T = "mcp"


def txt(s: str) -> str:
    """An MCP text content block (list form), as many servers return plain strings."""
    return json.dumps([{"type": "text", "text": s}], indent=2, ensure_ascii=False)


def pyrepr(rows: list[dict[str, Any]]) -> str:
    """mcp-server-sqlite returns str(list_of_dicts)."""
    return repr(rows)


# ---------------------------------------------------------------- bad 01: filesystem, renamed file listed under old name
def fs_tools() -> list[dict[str, Any]]:
    return [
        tool("list_directory", "Get a detailed listing of all files and directories in a specified path. Results distinguish files and directories with [FILE] and [DIR] prefixes.", {"path": S}, ["path"]),
        tool("create_directory", "Create a new directory or ensure a directory exists.", {"path": S}, ["path"]),
        tool("move_file", "Move or rename files and directories. Fails if the destination exists.", {"source": S, "destination": S}, ["source", "destination"]),
        tool("get_file_info", "Retrieve detailed metadata about a file or directory.", {"path": S}, ["path"]),
        tool("search_files", "Recursively search for files and directories matching a pattern.", {"path": S, "pattern": S, "excludePatterns": A}, ["path", "pattern"]),
    ]


def m01(rs: RowSet) -> None:
    root = "/home/ines/thesis"
    turns = [
        (call("list_directory", path=root), "[DIR] chapters\n[DIR] figures\n[FILE] latexmkrc\n[FILE] main.tex\n[FILE] notes-draft.md\n[FILE] refs.bib"),
        (call("list_directory", path=f"{root}/chapters"), "[FILE] 01-intro.tex\n[FILE] 02-background.tex\n[FILE] 03-method-old.tex\n[FILE] 03-method.tex\n[FILE] 04-results.tex\n[FILE] 05-discussion.tex"),
        (call("move_file", source=f"{root}/chapters/03-method-old.tex", destination=f"{root}/archive/03-method-old.tex"),
         f"Error: ENOENT: no such file or directory, rename '{root}/chapters/03-method-old.tex' -> '{root}/archive/03-method-old.tex'"),
        (call("create_directory", path=f"{root}/archive"), f"Successfully created directory {root}/archive"),
        (call("move_file", source=f"{root}/chapters/03-method-old.tex", destination=f"{root}/archive/03-method-old.tex"),
         f"Successfully moved {root}/chapters/03-method-old.tex to {root}/archive/03-method-old.tex"),
        (call("move_file", source=f"{root}/notes-draft.md", destination=f"{root}/notes.md"),
         f"Successfully moved {root}/notes-draft.md to {root}/notes.md"),
        (call("get_file_info", path=f"{root}/notes.md"),
         "size: 6184\ncreated: Tue Apr 08 2025 09:12:44 GMT+0200 (Central European Summer Time)\nmodified: Mon Apr 14 2025 22:31:05 GMT+0200 (Central European Summer Time)\naccessed: Tue Apr 15 2025 10:02:19 GMT+0200 (Central European Summer Time)\nisDirectory: false\nisFile: true\npermissions: 644"),
        (call("search_files", path=root, pattern="method"),
         f"{root}/archive/03-method-old.tex\n{root}/chapters/03-method.tex"),
        (call("list_directory", path=root), "[DIR] archive\n[DIR] chapters\n[DIR] figures\n[FILE] latexmkrc\n[FILE] main.tex\n[FILE] notes-draft.md\n[FILE] refs.bib"),
    ]
    rs.add(T, "h6-mcp-01", mcp_system("filesystem", "reference filesystem server, allowed directory /home/ines", fs_tools()), turns,
           bad=True, turn=9, kind="rename_old_name")


# ---------------------------------------------------------------- bad 02: sqlite, count does not follow insert/delete
def sqlite_tools() -> list[dict[str, Any]]:
    return [
        tool("list_tables", "List all tables in the SQLite database", {}, []),
        tool("describe_table", "Get the schema information for a specific table", {"table_name": S}, ["table_name"]),
        tool("read_query", "Execute a SELECT query on the SQLite database", {"query": S}, ["query"]),
        tool("write_query", "Execute an INSERT, UPDATE, or DELETE query on the SQLite database", {"query": S}, ["query"]),
    ]


def m02(rs: RowSet) -> None:
    turns = [
        (call("list_tables"), pyrepr([{"name": "stations"}, {"name": "readings"}, {"name": "calibrations"}])),
        (call("describe_table", table_name="readings"), pyrepr([
            {"cid": 0, "name": "id", "type": "INTEGER", "notnull": 0, "dflt_value": None, "pk": 1},
            {"cid": 1, "name": "station_id", "type": "TEXT", "notnull": 1, "dflt_value": None, "pk": 0},
            {"cid": 2, "name": "ts", "type": "TEXT", "notnull": 1, "dflt_value": None, "pk": 0},
            {"cid": 3, "name": "pm25", "type": "REAL", "notnull": 0, "dflt_value": None, "pk": 0},
            {"cid": 4, "name": "quality_flag", "type": "TEXT", "notnull": 1, "dflt_value": "'G'", "pk": 0}])),
        (call("read_query", query="SELECT COUNT(*) AS n FROM readings WHERE station_id = 'KSEA-07'"), pyrepr([{"n": 1438}])),
        (call("read_query", query="SELECT MAX(ts) AS last_ts, MAX(id) AS last_id FROM readings WHERE station_id = 'KSEA-07'"),
         pyrepr([{"last_ts": "2025-02-11T23:50:00Z", "last_id": 88412}])),
        (call("write_query", query="INSERT INTO readings (station_id, ts, pm25, quality_flag) VALUES ('KSEA-07','2025-02-12T00:00:00Z',7.9,'G'),('KSEA-07','2025-02-12T00:10:00Z',8.3,'G'),('KSEA-07','2025-02-12T00:20:00Z',41.0,'S')"),
         pyrepr([{"affected_rows": 3}])),
        (call("write_query", query="DELETE FROM readings WHERE station_id = 'KSEA-07' AND quality_flag = 'X'"), pyrepr([{"affected_rows": 2}])),
        (call("read_query", query="SELECT quality_flag, COUNT(*) AS n FROM readings WHERE station_id = 'KSEA-07' GROUP BY quality_flag ORDER BY quality_flag"),
         pyrepr([{"quality_flag": "G", "n": 1391}, {"quality_flag": "S", "n": 48}])),
        (call("write_query", query="UPDATE readings SET quality_flag = 'G' WHERE station_id = 'KSEA-07' AND quality_flag = 'S' AND pm25 < 35"),
         pyrepr([{"affected_rows": 12}])),
        (call("read_query", query="SELECT COUNT(*) AS n, SUM(quality_flag = 'S') AS suspect FROM readings WHERE station_id = 'KSEA-07'"),
         pyrepr([{"n": 1441, "suspect": 36}])),
    ]
    rs.add(T, "h6-mcp-02", mcp_system("sqlite", "mcp-server-sqlite on air_quality.db", sqlite_tools()), turns,
           bad=True, turn=9, kind="count_mismatch")


# ---------------------------------------------------------------- bad 03: knowledge-graph memory, relation reversed
def kg_tools() -> list[dict[str, Any]]:
    return [
        tool("create_entities", "Create multiple new entities in the knowledge graph", {"entities": A}, ["entities"]),
        tool("create_relations", "Create multiple new relations between entities in the knowledge graph. Relations should be in active voice", {"relations": A}, ["relations"]),
        tool("add_observations", "Add new observations to existing entities in the knowledge graph", {"observations": A}, ["observations"]),
        tool("search_nodes", "Search for nodes in the knowledge graph based on a query", {"query": S}, ["query"]),
        tool("read_graph", "Read the entire knowledge graph", {}, []),
    ]


def m03(rs: RowSet) -> None:
    ents = [
        {"name": "Ada Okafor", "entityType": "person", "observations": ["Staff engineer, payments platform"]},
        {"name": "Lin Wei", "entityType": "person", "observations": ["Joined March 2024", "Backend engineer"]},
        {"name": "Project Heron", "entityType": "project", "observations": ["Ledger migration to Postgres 16"]},
    ]
    rels = [{"from": "Ada Okafor", "to": "Lin Wei", "relationType": "mentors"},
            {"from": "Lin Wei", "to": "Project Heron", "relationType": "leads"}]
    turns = [
        (call("create_entities", entities=ents), pj(ents)),
        (call("create_relations", relations=rels), pj(rels)),
        (call("add_observations", observations=[{"entityName": "Ada Okafor", "contents": ["Prefers async code reviews", "Based in Lagos (WAT, UTC+1)"]}]),
         pj([{"entityName": "Ada Okafor", "addedObservations": ["Prefers async code reviews", "Based in Lagos (WAT, UTC+1)"]}])),
        (call("search_nodes", query="Heron"),
         pj({"entities": [{"name": "Project Heron", "entityType": "project", "observations": ["Ledger migration to Postgres 16"]}], "relations": []})),
        (call("add_observations", observations=[{"entityName": "Project Heron", "contents": ["Cutover deadline moved to 2025-06-30"]}]),
         pj([{"entityName": "Project Heron", "addedObservations": ["Cutover deadline moved to 2025-06-30"]}])),
        (call("create_relations", relations=[{"from": "Ada Okafor", "to": "Project Heron", "relationType": "advises"}]),
         pj([{"from": "Ada Okafor", "to": "Project Heron", "relationType": "advises"}])),
        (call("read_graph"), pj({
            "entities": [
                {"name": "Ada Okafor", "entityType": "person", "observations": ["Staff engineer, payments platform", "Prefers async code reviews", "Based in Lagos (WAT, UTC+1)"]},
                {"name": "Lin Wei", "entityType": "person", "observations": ["Joined March 2024", "Backend engineer"]},
                {"name": "Project Heron", "entityType": "project", "observations": ["Ledger migration to Postgres 16", "Cutover deadline moved to 2025-06-30"]}],
            "relations": [
                {"from": "Lin Wei", "to": "Ada Okafor", "relationType": "mentors"},
                {"from": "Lin Wei", "to": "Project Heron", "relationType": "leads"},
                {"from": "Ada Okafor", "to": "Project Heron", "relationType": "advises"}]})),
    ]
    rs.add(T, "h6-mcp-03", mcp_system("memory", "knowledge-graph memory server", kg_tools()), turns,
           bad=True, turn=7, kind="relation_reversed")


# ---------------------------------------------------------------- bad 04: Todoist, a closed task comes back
def todo_tools() -> list[dict[str, Any]]:
    return [
        tool("get_tasks", "Get active tasks, optionally filtered with a Todoist filter query", {"filter": S, "project_id": S}, []),
        tool("close_task", "Complete a task by its id", {"task_id": S}, ["task_id"]),
        tool("update_task", "Update a task", {"task_id": S, "content": S, "due_string": S, "priority": INT}, ["task_id"]),
        tool("add_task", "Create a new task", {"content": S, "due_string": S, "project_id": S, "labels": A}, ["content"]),
    ]


def task(tid: str, content: str, due: dict[str, Any], prio: int, labels: list[str], created: str, comments: int = 0) -> dict[str, Any]:
    return {"id": tid, "project_id": "2331907215", "section_id": None, "content": content, "description": "",
            "is_completed": False, "labels": labels, "parent_id": None, "order": 1, "priority": prio, "due": due,
            "url": f"https://app.todoist.com/app/task/{tid}", "comment_count": comments, "created_at": created,
            "creator_id": "41877520", "assignee_id": None, "duration": None}


def due(date: str, string: str, recurring: bool = False, dt: str | None = None) -> dict[str, Any]:
    d: dict[str, Any] = {"date": date, "string": string, "lang": "en", "is_recurring": recurring}
    if dt:
        d["datetime"] = dt
        d["timezone"] = "Europe/Dublin"
    return d


def m04(rs: RowSet) -> None:
    a = task("8796015283", "Renew passport photo at Photo-Me booth", due("2025-03-18", "Mar 18"), 3, ["errands"], "2025-03-10T19:02:11.113000Z")
    b = task("8796015911", "Send Q1 VAT figures to Orla", due("2025-03-18", "today"), 4, ["work"], "2025-03-14T08:40:57.820000Z", 2)
    c = task("8796016042", "Water plants", due("2025-03-18", "every 3 days", True), 1, ["home"], "2025-01-02T12:00:03.004000Z")
    d = task("8796013377", "Book NCT for the Corolla", due("2025-03-17", "Mar 17"), 2, ["car"], "2025-03-01T17:25:40.551000Z")
    b2 = dict(b, due=due("2025-03-19", "tomorrow"))
    n = task("8796120456", "Call plumber re: boiler pressure", due("2025-03-18", "today 17:00", dt="2025-03-18T17:00:00"), 1, [], "2025-03-18T09:14:27.309000Z")
    c2 = dict(c, due=due("2025-03-21", "every 3 days", True))
    turns = [
        (call("get_tasks", filter="today | overdue"), pj([d, a, b, c])),
        (call("close_task", task_id="8796015283"), "Successfully completed task: \"Renew passport photo at Photo-Me booth\" (id 8796015283)"),
        (call("update_task", task_id="8796015911", due_string="tomorrow"), pj(b2)),
        (call("add_task", content="Call plumber re: boiler pressure", due_string="today 17:00"), pj(n)),
        (call("get_tasks", filter="today | overdue"), pj([d, c, n])),
        (call("close_task", task_id="8796016042"), "Successfully completed task: \"Water plants\" (id 8796016042). Recurring task rescheduled to 2025-03-21."),
        (call("get_tasks", filter="overdue | next 7 days"), pj([d, a, n, b2, c2])),
    ]
    rs.add(T, "h6-mcp-04", mcp_system("todoist", "Todoist REST API v2", todo_tools()), turns,
           bad=True, turn=7, kind="completed_reappears")


# ---------------------------------------------------------------- bad 05: Stripe, customer id on the invoice changes
def stripe_tools() -> list[dict[str, Any]]:
    return [
        tool("create_customer", "Create a customer in Stripe.", {"name": S, "email": S}, ["name"]),
        tool("create_product", "Create a product in Stripe.", {"name": S, "description": S}, ["name"]),
        tool("create_price", "Create a price in Stripe.", {"product": S, "unit_amount": INT, "currency": S}, ["product", "unit_amount", "currency"]),
        tool("create_invoice", "Create an invoice in Stripe.", {"customer": S, "days_until_due": INT}, ["customer"]),
        tool("create_invoice_item", "Create an invoice item in Stripe.", {"customer": S, "price": S, "invoice": S}, ["customer", "price", "invoice"]),
        tool("finalize_invoice", "Finalize an invoice in Stripe.", {"invoice": S}, ["invoice"]),
        tool("list_invoices", "List invoices, optionally for one customer.", {"customer": S, "limit": INT}, []),
    ]


def m05(rs: RowSet) -> None:
    cus, prod, price, inv = "cus_RkT2mW8qZcL1Fa", "prod_RkT3Yv0bNq7sQe", "price_1QrJ6mE4dKp2Lx0aZ3bGh7Tn", "in_1QrJ7bE4dKp2Lx0aQm9vWc2R"
    inv_draft = {"id": inv, "object": "invoice", "customer": cus, "status": "draft", "amount_due": 0, "currency": "eur",
                 "collection_method": "send_invoice", "due_date": None, "number": None, "created": 1739871204}
    inv_open = dict(inv_draft, status="open", amount_due=18000, due_date=1741080844, number="6F2A1C3D-0001",
                    hosted_invoice_url="https://invoice.stripe.com/i/acct_1PbQ0cE4dKp2Lx0a/test_YWNjdF8xUGJRMGNFNGRLcDJMeDBhLF9SazVqZk1pZ0VXd3J5aTA0",
                    finalized_at=1739871244)
    turns = [
        (call("create_customer", name="Harbor & Pine Ceramics", email="studio@harborpine.ie"),
         pj({"id": cus, "object": "customer", "name": "Harbor & Pine Ceramics", "email": "studio@harborpine.ie", "created": 1739871150, "livemode": False})),
        (call("create_product", name="Glaze workshop (4 sessions)"),
         pj({"id": prod, "object": "product", "name": "Glaze workshop (4 sessions)", "active": True, "created": 1739871171})),
        (call("create_price", product=prod, unit_amount=18000, currency="eur"),
         pj({"id": price, "object": "price", "product": prod, "unit_amount": 18000, "currency": "eur", "type": "one_time", "active": True})),
        (call("create_invoice", customer=cus, days_until_due=14), pj(inv_draft)),
        (call("create_invoice_item", customer=cus, price=price, invoice=inv),
         pj({"id": "ii_1QrJ7qE4dKp2Lx0aT8fLw1Ks", "object": "invoiceitem", "customer": cus, "invoice": inv, "amount": 18000, "currency": "eur", "quantity": 1})),
        (call("finalize_invoice", invoice=inv), pj(inv_open)),
        (call("list_invoices", customer=cus, limit=3),
         pj({"object": "list", "data": [dict(inv_open, customer="cus_RkT2mW8qZcL7Fa")], "has_more": False, "url": "/v1/invoices"})),
    ]
    rs.add(T, "h6-mcp-05", mcp_system("stripe", "Stripe agent toolkit, test mode", stripe_tools()), turns,
           bad=True, turn=7, kind="identity_changed")


# ---------------------------------------------------------------- bad 06: Airtable, an updated field reads back old
def at_tools() -> list[dict[str, Any]]:
    return [
        tool("list_records", "List records from a table", {"baseId": S, "tableId": S, "filterByFormula": S, "maxRecords": INT}, ["baseId", "tableId"]),
        tool("get_record", "Get a single record", {"baseId": S, "tableId": S, "recordId": S}, ["baseId", "tableId", "recordId"]),
        tool("update_records", "Update up to 10 records", {"baseId": S, "tableId": S, "records": A}, ["baseId", "tableId", "records"]),
        tool("create_record", "Create a record", {"baseId": S, "tableId": S, "fields": OBJ}, ["baseId", "tableId", "fields"]),
    ]


def m06(rs: RowSet) -> None:
    base, tbl = "appX4kQ2f9TzLmN8s", "tblInventory0Qp3"

    def rec(rid: str, sku: str, item: str, on: int, reorder: int, sup: str, counted: str) -> dict[str, Any]:
        return {"id": rid, "createdTime": "2024-11-02T10:21:37.000Z",
                "fields": {"SKU": sku, "Item": item, "On hand": on, "Reorder at": reorder, "Supplier": sup, "Last counted": counted}}
    r1 = rec("recB7wqN2xLp0aT4d", "FX-M6-40", "M6x40 hex bolt, A2 stainless (box 100)", 31, 20, "Kestrel Fasteners", "2025-03-12")
    r2 = rec("recC2hvT9mQe4sW1k", "FX-M6-NY", "M6 nyloc nut (box 200)", 12, 15, "Boltworks Ltd", "2025-03-12")
    r3 = rec("recD8kLs3pZr7uY2b", "AD-EPX-50", "2-part epoxy, 50 ml", 9, 6, "Adhera", "2025-03-05")
    r1b = rec("recB7wqN2xLp0aT4d", "FX-M6-40", "M6x40 hex bolt, A2 stainless (box 100)", 14, 20, "Kestrel Fasteners", "2025-04-02")
    r2b = rec("recC2hvT9mQe4sW1k", "FX-M6-NY", "M6 nyloc nut (box 200)", 12, 15, "Kestrel Fasteners", "2025-03-12")
    new = {"id": "recF1nZx6vKc9qR3e", "createdTime": "2025-04-02T13:48:05.000Z",
           "fields": {"SKU": "FX-M8-WS", "Item": "M8 penny washer (box 100)", "On hand": 40, "Reorder at": 25, "Supplier": "Kestrel Fasteners", "Last counted": "2025-04-02"}}
    turns = [
        (call("list_records", baseId=base, tableId=tbl, maxRecords=3), pj([r1, r2, r3])),
        (call("update_records", baseId=base, tableId=tbl, records=[{"id": r1["id"], "fields": {"On hand": 14, "Last counted": "2025-04-02"}}]), pj([r1b])),
        (call("create_record", baseId=base, tableId=tbl, fields=new["fields"]), pj(new)),
        (call("update_records", baseId=base, tableId=tbl, records=[{"id": r2["id"], "fields": {"Supplier": "Kestrel Fasteners"}}]), pj([r2b])),
        (call("list_records", baseId=base, tableId=tbl, filterByFormula="{On hand} < {Reorder at}"), pj([r1b, r2b])),
        (call("get_record", baseId=base, tableId=tbl, recordId=r1["id"]),
         pj(rec("recB7wqN2xLp0aT4d", "FX-M6-40", "M6x40 hex bolt, A2 stainless (box 100)", 31, 20, "Kestrel Fasteners", "2025-04-02"))),
        (call("list_records", baseId=base, tableId=tbl, filterByFormula="{Supplier} = 'Adhera'"), pj([r3])),
    ]
    rs.add(T, "h6-mcp-06", mcp_system("airtable", "Airtable base 'Workshop stock'", at_tools()), turns,
           bad=True, turn=6, kind="value_reverted")


# ---------------------------------------------------------------- bad 07: Google Calendar, created event missing from the day
def cal_tools() -> list[dict[str, Any]]:
    return [
        tool("list_events", "List events in a calendar between timeMin and timeMax (RFC3339)", {"calendarId": S, "timeMin": S, "timeMax": S}, ["calendarId"]),
        tool("create_event", "Create an event", {"calendarId": S, "summary": S, "start": S, "end": S, "location": S}, ["calendarId", "summary", "start", "end"]),
        tool("update_event", "Update an event", {"calendarId": S, "eventId": S, "start": S, "end": S}, ["calendarId", "eventId"]),
    ]


def ev(eid: str, summary: str, start: str, end: str, created: str, updated: str, seq: int = 0, loc: str | None = None) -> dict[str, Any]:
    e: dict[str, Any] = {"kind": "calendar#event", "id": eid, "status": "confirmed",
                         "htmlLink": f"https://www.google.com/calendar/event?eid={eid}", "created": created, "updated": updated,
                         "summary": summary}
    if loc:
        e["location"] = loc
    e.update({"start": {"dateTime": start, "timeZone": "America/Denver"}, "end": {"dateTime": end, "timeZone": "America/Denver"},
              "sequence": seq, "reminders": {"useDefault": True}})
    return e


def m07(rs: RowSet) -> None:
    su = ev("0m3v7q1c2k9bd4s8t6p5ru1e0h_20250514T153000Z", "Standup", "2025-05-14T09:30:00-06:00", "2025-05-14T09:45:00-06:00", "2024-09-03T15:02:19.000Z", "2024-09-03T15:02:19.128Z")
    oo = ev("5tq2n8g0jv4e7l1c3k6m9p0s2a", "1:1 Priya / Sam", "2025-05-14T11:00:00-06:00", "2025-05-14T11:30:00-06:00", "2025-05-02T20:44:51.000Z", "2025-05-02T20:44:51.611Z")
    vr = ev("3h9c1r5u7w2y4a6e8g0i2k4m6o", "Vendor review: Fieldline", "2025-05-14T14:00:00-06:00", "2025-05-14T15:00:00-06:00", "2025-04-28T16:10:03.000Z", "2025-04-30T09:12:40.222Z", 0, "Room 4B")
    dn = ev("6b3kq0tq2m1v8c9f0r5a7uj2ps", "Dentist (Dr. Haskins)", "2025-05-14T16:15:00-06:00", "2025-05-14T17:00:00-06:00", "2025-05-12T18:04:11.000Z", "2025-05-12T18:04:11.402Z", 0, "1420 Pearl St, Boulder")
    vr2 = dict(vr, start={"dateTime": "2025-05-14T13:00:00-06:00", "timeZone": "America/Denver"},
               end={"dateTime": "2025-05-14T14:00:00-06:00", "timeZone": "America/Denver"}, updated="2025-05-12T18:05:02.870Z", sequence=1)
    rp = ev("1p8x4d6f2h0j5l7n9q3s1u5w7y", "Pick up race packet", "2025-05-15T12:00:00-06:00", "2025-05-15T12:30:00-06:00", "2025-05-12T18:06:37.000Z", "2025-05-12T18:06:37.054Z", 0, "Boulder Running Company")
    su15 = dict(su, id="0m3v7q1c2k9bd4s8t6p5ru1e0h_20250515T153000Z", start={"dateTime": "2025-05-15T09:30:00-06:00", "timeZone": "America/Denver"},
                end={"dateTime": "2025-05-15T09:45:00-06:00", "timeZone": "America/Denver"})
    day = {"calendarId": "primary", "timeMin": "2025-05-14T00:00:00-06:00", "timeMax": "2025-05-15T00:00:00-06:00"}
    turns = [
        (call("list_events", **day), pj({"kind": "calendar#events", "summary": "sam.ortiz@fieldline.io", "timeZone": "America/Denver", "items": [su, oo, vr]})),
        (call("create_event", calendarId="primary", summary="Dentist (Dr. Haskins)", start="2025-05-14T16:15:00-06:00", end="2025-05-14T17:00:00-06:00", location="1420 Pearl St, Boulder"), pj(dn)),
        (call("update_event", calendarId="primary", eventId=vr["id"], start="2025-05-14T13:00:00-06:00", end="2025-05-14T14:00:00-06:00"), pj(vr2)),
        (call("create_event", calendarId="primary", summary="Pick up race packet", start="2025-05-15T12:00:00-06:00", end="2025-05-15T12:30:00-06:00", location="Boulder Running Company"), pj(rp)),
        (call("list_events", **day), pj({"kind": "calendar#events", "summary": "sam.ortiz@fieldline.io", "timeZone": "America/Denver", "items": [su, oo, vr2]})),
        (call("list_events", calendarId="primary", timeMin="2025-05-15T00:00:00-06:00", timeMax="2025-05-16T00:00:00-06:00"),
         pj({"kind": "calendar#events", "summary": "sam.ortiz@fieldline.io", "timeZone": "America/Denver", "items": [su15, rp]})),
    ]
    rs.add(T, "h6-mcp-07", mcp_system("google-calendar", "Google Calendar API v3", cal_tools()), turns,
           bad=True, turn=5, kind="created_missing")


# ---------------------------------------------------------------- bad 08: Jira, time spent does not add up
def jira_tools() -> list[dict[str, Any]]:
    return [
        tool("jira_get_issue", "Get details of a Jira issue", {"issue_key": S, "fields": S}, ["issue_key"]),
        tool("jira_transition_issue", "Transition a Jira issue to a new status", {"issue_key": S, "transition_id": S}, ["issue_key", "transition_id"]),
        tool("jira_add_worklog", "Add a worklog entry to a Jira issue", {"issue_key": S, "time_spent": S, "comment": S}, ["issue_key", "time_spent"]),
        tool("jira_add_comment", "Add a comment to a Jira issue", {"issue_key": S, "comment": S}, ["issue_key", "comment"]),
    ]


def m08(rs: RowSet) -> None:
    def issue(status: str, spent: str | None, spent_s: int, remaining: str, updated: str) -> str:
        tt: dict[str, Any] = {"originalEstimate": "1d", "remainingEstimate": remaining, "originalEstimateSeconds": 28800}
        if spent:
            tt.update({"timeSpent": spent, "timeSpentSeconds": spent_s})
        return pj({"key": "OPS-2291", "summary": "Drain and replace node pool np-batch-2 (k8s 1.29 -> 1.30)",
                   "status": {"name": status, "category": "To Do" if status == "To Do" else "In Progress"},
                   "assignee": {"display_name": "Mirela Vass"}, "priority": {"name": "High"},
                   "created": "2025-06-02T08:11:45.000+0200", "updated": updated, "timetracking": tt})
    turns = [
        (call("jira_get_issue", issue_key="OPS-2291", fields="summary,status,assignee,timetracking"), issue("To Do", None, 0, "1d", "2025-06-03T16:20:09.000+0200")),
        (call("jira_transition_issue", issue_key="OPS-2291", transition_id="21"), pj({"success": True, "message": "Issue OPS-2291 transitioned to 'In Progress'"})),
        (call("jira_add_worklog", issue_key="OPS-2291", time_spent="2h", comment="Cordoned and drained np-batch-2, PDB on spark-history blocked one pod"),
         pj({"id": "48213", "issueId": "104377", "timeSpent": "2h", "timeSpentSeconds": 7200, "started": "2025-06-04T09:02:00.000+0200", "created": "2025-06-04T11:03:27.455+0200"})),
        (call("jira_add_comment", issue_key="OPS-2291", comment="Raised PDB maxUnavailable to 1 for spark-history, drain completed."),
         pj({"id": "311902", "author": "Mirela Vass", "created": "2025-06-04T11:05:10.918+0200", "body": "Raised PDB maxUnavailable to 1 for spark-history, drain completed."})),
        (call("jira_add_worklog", issue_key="OPS-2291", time_spent="1h 30m", comment="Created np-batch-3 on 1.30, moved taints/labels"),
         pj({"id": "48227", "issueId": "104377", "timeSpent": "1h 30m", "timeSpentSeconds": 5400, "started": "2025-06-04T11:06:00.000+0200", "created": "2025-06-04T12:37:51.020+0200"})),
        (call("jira_get_issue", issue_key="OPS-2291", fields="summary,status,assignee,timetracking"), issue("In Progress", "3h", 10800, "4h 30m", "2025-06-04T12:37:51.020+0200")),
        (call("jira_transition_issue", issue_key="OPS-2291", transition_id="31"), pj({"success": True, "message": "Issue OPS-2291 transitioned to 'In Review'"})),
    ]
    rs.add(T, "h6-mcp-08", mcp_system("atlassian", "mcp-atlassian, Jira Cloud", jira_tools()), turns,
           bad=True, turn=6, kind="sum_mismatch")


# ---------------------------------------------------------------- bad 09: Redis, TTL goes up without a write
def redis_tools() -> list[dict[str, Any]]:
    return [
        tool("set", "Set a Redis string value with an optional expiration time", {"key": S, "value": S, "expiration": INT}, ["key", "value"]),
        tool("get", "Get a Redis string value", {"key": S}, ["key"]),
        tool("hset", "Set a field in a hash stored at key", {"name": S, "key": S, "value": S}, ["name", "key", "value"]),
        tool("expire", "Set an expiration time for a Redis key", {"name": S, "expire_seconds": INT}, ["name", "expire_seconds"]),
        tool("ttl", "Get the remaining time to live of a key in seconds", {"key": S}, ["key"]),
    ]


def m09(rs: RowSet) -> None:
    sess = '{"uid":"u_20931","csrf":"8c1f0e5a","scopes":["read:orders","write:cart"]}'
    turns = [
        (call("set", key="session:4f1c9a", value=sess, expiration=900), "Successfully set session:4f1c9a with expiration 900 seconds"),
        (call("hset", name="rate:api:203.0.113.24", key="count", value="1"), "Field 'count' set successfully in hash 'rate:api:203.0.113.24'."),
        (call("expire", name="rate:api:203.0.113.24", expire_seconds=60), "Expiration set to 60 seconds for 'rate:api:203.0.113.24'."),
        (call("ttl", key="session:4f1c9a"), "871"),
        (call("hset", name="rate:api:203.0.113.24", key="count", value="2"), "Field 'count' set successfully in hash 'rate:api:203.0.113.24'."),
        (call("ttl", key="rate:api:203.0.113.24"), "41"),
        (call("get", key="session:4f1c9a"), sess),
        (call("ttl", key="session:4f1c9a"), "884"),
    ]
    rs.add(T, "h6-mcp-09", mcp_system("redis", "Redis MCP server on redis://cache-01:6379/2", redis_tools()), turns,
           bad=True, turn=8, kind="ttl_increased")


# ---------------------------------------------------------------- bad 10: Notion, archived page returned by a query
def notion_tools() -> list[dict[str, Any]]:
    return [
        tool("API-post-database-query", "Query a database", {"database_id": S, "filter": OBJ, "sorts": A}, ["database_id"]),
        tool("API-patch-page", "Update page properties or archive a page", {"page_id": S, "properties": OBJ, "archived": B}, ["page_id"]),
        tool("API-post-page", "Create a page", {"parent": OBJ, "properties": OBJ}, ["parent", "properties"]),
        tool("API-retrieve-a-page", "Retrieve a page", {"page_id": S}, ["page_id"]),
    ]


def m10(rs: RowSet) -> None:
    db = "1b7e2c4a-9d35-4f08-a3e1-6c52f0d8b917"

    def page(pid: str, title: str, author: str, status: str, edited: str, archived: bool = False) -> dict[str, Any]:
        return {"object": "page", "id": pid, "created_time": "2025-01-19T21:04:00.000Z", "last_edited_time": edited,
                "archived": archived, "in_trash": archived, "parent": {"type": "database_id", "database_id": db},
                "properties": {"Status": {"type": "select", "select": {"name": status}},
                               "Author": {"type": "rich_text", "rich_text": [{"plain_text": author}]},
                               "Name": {"type": "title", "title": [{"plain_text": title}]}},
                "url": f"https://www.notion.so/{title.replace(' ', '-').replace(':', '')}-{pid.replace('-', '')}"}
    a = page("1b7e2c4a-0001-4c6e-8f11-2a9d3e5b7c01", "The Dispossessed", "Ursula K. Le Guin", "Reading", "2025-02-08T22:17:00.000Z")
    b = page("1b7e2c4a-0002-41a9-b6d3-7e0c2f4a9d02", "Seeing Like a State", "James C. Scott", "To read", "2025-01-19T21:06:00.000Z")
    c = page("1b7e2c4a-0003-4d57-a2c8-91b3e6f0d403", "The Maintenance of Headway", "Magnus Mills", "Reading", "2025-02-26T07:40:00.000Z")
    d = page("1b7e2c4a-0004-4f12-93a7-c5d8e1b2a604", "Piranesi", "Susanna Clarke", "To read", "2025-01-19T21:07:00.000Z")
    b_arch = dict(page(b["id"], "Seeing Like a State", "James C. Scott", "To read", "2025-03-02T10:11:00.000Z", archived=True))
    c_done = page(c["id"], "The Maintenance of Headway", "Magnus Mills", "Done", "2025-03-02T10:12:00.000Z")
    e = page("1b7e2c4a-0005-4a8e-b0f9-3d6c7e2f1a05", "Stoner", "John Williams", "To read", "2025-03-02T10:13:00.000Z")
    e["created_time"] = "2025-03-02T10:13:00.000Z"
    flt = {"property": "Status", "select": {"does_not_equal": "Done"}}

    def q(results: list[dict[str, Any]]) -> str:
        return pj({"object": "list", "results": results, "next_cursor": None, "has_more": False, "type": "page_or_database", "page_or_database": {}})
    turns = [
        (call("API-post-database-query", database_id=db, filter=flt), q([a, b, c, d])),
        (call("API-patch-page", page_id=b["id"], archived=True), pj(b_arch)),
        (call("API-patch-page", page_id=c["id"], properties={"Status": {"select": {"name": "Done"}}}), pj(c_done)),
        (call("API-post-page", parent={"database_id": db}, properties={"Name": {"title": [{"text": {"content": "Stoner"}}]}, "Author": {"rich_text": [{"text": {"content": "John Williams"}}]}, "Status": {"select": {"name": "To read"}}}), pj(e)),
        (call("API-post-database-query", database_id=db, filter=flt), q([a, d, e])),
        (call("API-post-database-query", database_id=db, sorts=[{"property": "Name", "direction": "ascending"}]), q([d, b, e, a, c_done])),
        (call("API-retrieve-a-page", page_id=e["id"]), pj(e)),
    ]
    rs.add(T, "h6-mcp-10", mcp_system("notion", "Notion API, 'Reading list' database", notion_tools()), turns,
           bad=True, turn=6, kind="archived_reappears")


# ---------------------------------------------------------------- bad 11: GitHub, updated_at goes backwards
def gh_tools() -> list[dict[str, Any]]:
    return [
        tool("get_issue", "Get details of a specific issue in a GitHub repository.", {"owner": S, "repo": S, "issue_number": INT}, ["owner", "repo", "issue_number"]),
        tool("add_issue_comment", "Add a comment to a specific issue in a GitHub repository.", {"owner": S, "repo": S, "issue_number": INT, "body": S}, ["owner", "repo", "issue_number", "body"]),
        tool("update_issue", "Update an existing issue in a GitHub repository.", {"owner": S, "repo": S, "issue_number": INT, "labels": A, "assignees": A}, ["owner", "repo", "issue_number"]),
        tool("list_issues", "List issues in a GitHub repository with filtering options.", {"owner": S, "repo": S, "labels": A, "state": S}, ["owner", "repo"]),
    ]


def m11(rs: RowSet) -> None:
    def iss(n: int, title: str, labels: list[str], comments: int, updated: str, assignees: list[str] | None = None, created: str = "2025-01-08T10:14:52Z") -> dict[str, Any]:
        return {"url": f"https://api.github.com/repos/tidewater-labs/ferry/issues/{n}", "html_url": f"https://github.com/tidewater-labs/ferry/issues/{n}",
                "number": n, "title": title, "state": "open", "user": {"login": "kgrzyb"},
                "labels": [{"name": x} for x in labels], "assignees": [{"login": x} for x in (assignees or [])],
                "comments": comments, "created_at": created, "updated_at": updated, "author_association": "CONTRIBUTOR"}
    t412 = "Offline edits lost when sync resumes after token refresh"
    own = {"owner": "tidewater-labs", "repo": "ferry"}
    turns = [
        (call("get_issue", issue_number=412, **own), pj(iss(412, t412, ["bug", "needs-triage"], 5, "2025-02-19T16:03:11Z"))),
        (call("add_issue_comment", issue_number=412, body="Reproduced on 0.18.2: queue is flushed before the refreshed token is persisted. Looking at `SyncSession.resume()`.", **own),
         pj({"id": 2673045118, "html_url": "https://github.com/tidewater-labs/ferry/issues/412#issuecomment-2673045118", "user": {"login": "oanab"},
             "created_at": "2025-02-21T09:41:07Z", "updated_at": "2025-02-21T09:41:07Z", "author_association": "MEMBER"})),
        (call("update_issue", issue_number=412, labels=["bug", "area/sync"], **own), pj(iss(412, t412, ["bug", "area/sync"], 6, "2025-02-21T09:41:39Z"))),
        (call("list_issues", labels=["area/sync"], state="open", **own),
         pj([iss(412, t412, ["bug", "area/sync"], 6, "2025-02-21T09:41:39Z"),
             iss(398, "Conflict banner shows stale server timestamp", ["area/sync", "ux"], 2, "2025-02-11T12:30:40Z", created="2024-12-30T08:02:17Z")])),
        (call("add_issue_comment", issue_number=412, body="Fix in #431 (persist token before draining the outbox).", **own),
         pj({"id": 2673061904, "html_url": "https://github.com/tidewater-labs/ferry/issues/412#issuecomment-2673061904", "user": {"login": "oanab"},
             "created_at": "2025-02-21T09:44:20Z", "updated_at": "2025-02-21T09:44:20Z", "author_association": "MEMBER"})),
        (call("get_issue", issue_number=412, **own), pj(iss(412, t412, ["bug", "area/sync"], 7, "2025-02-21T09:38:02Z"))),
        (call("update_issue", issue_number=412, assignees=["oanab"], **own), pj(iss(412, t412, ["bug", "area/sync"], 7, "2025-02-21T09:45:13Z", ["oanab"]))),
    ]
    rs.add(T, "h6-mcp-11", mcp_system("github", "GitHub MCP server", gh_tools()), turns,
           bad=True, turn=6, kind="clock_backwards")


# ================================================================ clean
def git_tools() -> list[dict[str, Any]]:
    rp = {"repo_path": S}
    return [
        tool("git_status", "Shows the working tree status", rp, ["repo_path"]),
        tool("git_create_branch", "Creates a new branch from an optional base branch", {**rp, "branch_name": S, "base_branch": S}, ["repo_path", "branch_name"]),
        tool("git_checkout", "Switches branches", {**rp, "branch_name": S}, ["repo_path", "branch_name"]),
        tool("git_add", "Adds file contents to the staging area", {**rp, "files": A}, ["repo_path", "files"]),
        tool("git_commit", "Records changes to the repository", {**rp, "message": S}, ["repo_path", "message"]),
        tool("git_log", "Shows the commit logs", {**rp, "max_count": INT}, ["repo_path"]),
    ]


def c01(rs: RowSet) -> None:
    r = {"repo_path": "/home/devi/src/feedwright"}
    log_old = ("Commit: 'a91d3c07e5f24b18c6d0e7f3b2a9c1d4e8f60b27'\nAuthor: <git.Actor \"Devi Raman <devi@feedwright.dev>\">\nDate: 2025-04-09 17:22:41+05:30\nMessage: 'Bump feedparser to 6.0.11'\n\n"
               "Commit: '7c2e90f1d3b8a64e5f0c9d2b7a1e3f6c8d4b5a09'\nAuthor: <git.Actor \"Tomás Aguirre <tomas@aguirre.io>\">\nDate: 2025-04-07 22:05:13-03:00\nMessage: 'Cache parsed entries per ETag'\n")
    turns = [
        (call("git_status", **r), "Repository status:\nOn branch main\nYour branch is up to date with 'origin/main'.\n\nChanges not staged for commit:\n  (use \"git add <file>...\" to update what will be committed)\n  (use \"git restore <file>...\" to discard changes in working directory)\n\tmodified:   feedwright/render.py\n\nUntracked files:\n  (use \"git add <file>...\" to include in what will be committed)\n\ttests/test_render_tz.py\n\nno changes added to commit (use \"git add\" and/or \"git commit -a\")"),
        (call("git_log", max_count=2, **r), "Commit history:\n" + log_old),
        (call("git_create_branch", branch_name="fix/render-tz", base_branch="main", **r), "Created branch 'fix/render-tz' from 'main'"),
        (call("git_checkout", branch_name="fix/render-tz", **r), "Switched to branch 'fix/render-tz'"),
        (call("git_add", files=["feedwright/render.py", "tests/test_render_tz.py"], **r), "Files staged successfully"),
        (call("git_status", **r), "Repository status:\nOn branch fix/render-tz\nChanges to be committed:\n  (use \"git restore --staged <file>...\" to unstage)\n\tmodified:   feedwright/render.py\n\tnew file:   tests/test_render_tz.py\n"),
        (call("git_commit", message="Render entry timestamps in the feed's declared timezone", **r), "Changes committed successfully with hash 5e0c2a9d41b7f3e8c6a1d0b92f4e7c3a18d6b5f0"),
        (call("git_log", max_count=3, **r), "Commit history:\nCommit: '5e0c2a9d41b7f3e8c6a1d0b92f4e7c3a18d6b5f0'\nAuthor: <git.Actor \"Devi Raman <devi@feedwright.dev>\">\nDate: 2025-04-11 10:48:26+05:30\nMessage: \"Render entry timestamps in the feed's declared timezone\"\n\n" + log_old),
        (call("git_status", **r), "Repository status:\nOn branch fix/render-tz\nnothing to commit, working tree clean"),
    ]
    rs.add(T, "h6-mcp-12", mcp_system("git", "mcp-server-git", git_tools()), turns)


def c02(rs: RowSet) -> None:
    tools = [tool("get_current_time", "Get current time in a specific timezones", {"timezone": S}, ["timezone"]),
             tool("convert_time", "Convert time between timezones", {"source_timezone": S, "time": S, "target_timezone": S}, ["source_timezone", "time", "target_timezone"])]

    def now(tz: str, dt: str, dst: bool) -> str:
        return pj({"timezone": tz, "datetime": dt, "is_dst": dst})

    def conv(st: str, sdt: str, sd: bool, tt: str, tdt: str, td: bool, diff: str) -> str:
        return pj({"source": {"timezone": st, "datetime": sdt, "is_dst": sd}, "target": {"timezone": tt, "datetime": tdt, "is_dst": td}, "time_difference": diff})
    turns = [
        (call("get_current_time", timezone="America/Los_Angeles"), now("America/Los_Angeles", "2025-03-08T23:52:14-08:00", False)),
        (call("convert_time", source_timezone="America/Los_Angeles", time="23:55", target_timezone="Europe/Berlin"),
         conv("America/Los_Angeles", "2025-03-08T23:55:00-08:00", False, "Europe/Berlin", "2025-03-09T08:55:00+01:00", False, "+9.0h")),
        (call("get_current_time", timezone="Asia/Kolkata"), now("Asia/Kolkata", "2025-03-09T13:24:40+05:30", False)),
        (call("get_current_time", timezone="America/Los_Angeles"), now("America/Los_Angeles", "2025-03-09T00:01:03-08:00", False)),
        (call("get_current_time", timezone="America/New_York"), now("America/New_York", "2025-03-09T04:01:31-04:00", True)),
        (call("convert_time", source_timezone="Europe/Berlin", time="09:00", target_timezone="America/Los_Angeles"),
         conv("Europe/Berlin", "2025-03-09T09:00:00+01:00", False, "America/Los_Angeles", "2025-03-09T00:00:00-08:00", False, "-9.0h")),
        (call("get_current_time", timezone="America/Los_Angeles"), now("America/Los_Angeles", "2025-03-09T00:06:48-08:00", False)),
        (call("convert_time", source_timezone="America/Los_Angeles", time="12:30", target_timezone="Asia/Kolkata"),
         conv("America/Los_Angeles", "2025-03-09T12:30:00-07:00", True, "Asia/Kolkata", "2025-03-10T01:00:00+05:30", False, "+12.5h")),
    ]
    rs.add(T, "h6-mcp-13", mcp_system("time", "mcp-server-time, local timezone America/Los_Angeles", tools), turns)


def c03(rs: RowSet) -> None:
    tools = [tool("HassTurnOn", "Turns on/opens a device or entity", {"name": S, "area": S, "domain": A}, []),
             tool("HassTurnOff", "Turns off/closes a device or entity", {"name": S, "area": S, "domain": A}, []),
             tool("HassLightSet", "Sets the brightness or color of a light", {"name": S, "brightness": INT}, []),
             tool("HassClimateSetTemperature", "Sets the target temperature of a climate device or entity", {"name": S, "area": S, "temperature": {"type": "number"}}, ["temperature"]),
             tool("GetLiveContext", "Provides real-time information about the CURRENT state, value, or mode of devices, sensors, entities, or areas.", {}, [])]

    def ctx(kitchen: str, bright: str | None, temp: str, target: str, action: str, washer: str) -> str:
        kl = f"- names: Kitchen ceiling\n  domain: light\n  state: '{kitchen}'\n  areas: Kitchen\n"
        if bright:
            kl += f"  attributes:\n    brightness: '{bright}'\n"
        body = (kl + "- names: Hallway lamp\n  domain: light\n  state: 'off'\n  areas: Hallway\n"
                f"- names: Living room thermostat\n  domain: climate\n  state: heat\n  areas: Living room\n  attributes:\n    current_temperature: '{temp}'\n    temperature: '{target}'\n    hvac_action: {action}\n"
                f"- names: Living room temperature\n  domain: sensor\n  state: '{temp} °C'\n  areas: Living room\n"
                f"- names: Washer power\n  domain: sensor\n  state: '{washer} W'\n  areas: Utility room\n"
                "- names: Front door lock\n  domain: lock\n  state: locked\n  areas: Hallway\n")
        return txt(json.dumps({"success": True, "result": "Live Context: An overview of the areas and the devices in this smart home:\n" + body}, ensure_ascii=False))

    def done(name: str, eid: str) -> str:
        return txt(json.dumps({"speech": {}, "response_type": "action_done", "data": {"targets": [], "success": [{"name": name, "type": "entity", "id": eid}], "failed": []}}))
    turns = [
        (call("GetLiveContext"), ctx("off", None, "19.4", "19", "idle", "1.2")),
        (call("HassTurnOn", name="Kitchen ceiling"), done("Kitchen ceiling", "light.kitchen_ceiling")),
        (call("HassLightSet", name="Kitchen ceiling", brightness=40), done("Kitchen ceiling", "light.kitchen_ceiling")),
        (call("HassClimateSetTemperature", area="Living room", temperature=21), done("Living room thermostat", "climate.living_room")),
        (call("GetLiveContext"), ctx("on", "40", "19.6", "21", "heating", "412.7")),
        (call("HassTurnOff", name="Kitchen ceiling"), done("Kitchen ceiling", "light.kitchen_ceiling")),
        (call("GetLiveContext"), ctx("off", None, "20.1", "21", "heating", "398.2")),
    ]
    rs.add(T, "h6-mcp-14", mcp_system("home-assistant", "Home Assistant MCP server (Assist API)", tools), turns)


def c04(rs: RowSet) -> None:
    tools = [tool("kubectl_get", "Get or list Kubernetes resources", {"resourceType": S, "name": S, "namespace": S, "labelSelector": S, "output": S}, ["resourceType"]),
             tool("kubectl_rollout", "Manage the rollout of a resource", {"subCommand": S, "resourceType": S, "name": S, "namespace": S}, ["subCommand", "resourceType", "name"]),
             tool("kubectl_scale", "Scale a Kubernetes deployment", {"name": S, "namespace": S, "replicas": INT}, ["name", "replicas"])]
    H = "NAME                      READY   STATUS    RESTARTS      AGE\n"
    gp = {"resourceType": "pods", "namespace": "payments", "labelSelector": "app=ledger", "output": "wide"}
    turns = [
        (call("kubectl_get", **gp), mcp_text(H + "ledger-7d9f8c6b5-4xk2p   1/1     Running   0             3d2h\nledger-7d9f8c6b5-9mzqw   1/1     Running   1 (2d ago)    3d2h")),
        (call("kubectl_rollout", subCommand="restart", resourceType="deployment", name="ledger", namespace="payments"), mcp_text("deployment.apps/ledger restarted")),
        (call("kubectl_rollout", subCommand="status", resourceType="deployment", name="ledger", namespace="payments"),
         mcp_text("Waiting for deployment \"ledger\" rollout to finish: 1 out of 2 new replicas have been updated...\nWaiting for deployment \"ledger\" rollout to finish: 1 old replicas are pending termination...\ndeployment \"ledger\" successfully rolled out")),
        (call("kubectl_get", **gp), mcp_text(H + "ledger-5c8b7f9d4-h7tvn   1/1     Running   0             41s\nledger-5c8b7f9d4-q2lrs   1/1     Running   0             23s")),
        (call("kubectl_scale", name="ledger", namespace="payments", replicas=3), mcp_text("deployment.apps/ledger scaled")),
        (call("kubectl_get", **gp), mcp_text(H + "ledger-5c8b7f9d4-h7tvn   1/1     Running             0             58s\nledger-5c8b7f9d4-q2lrs   1/1     Running             0             40s\nledger-5c8b7f9d4-wx9dk   0/1     ContainerCreating   0             2s")),
        (call("kubectl_get", resourceType="deployment", name="ledger", namespace="payments"), mcp_text("NAME     READY   UP-TO-DATE   AVAILABLE   AGE\nledger   2/3     3            2           41d")),
        (call("kubectl_get", resourceType="deployment", name="ledger", namespace="payments"), mcp_text("NAME     READY   UP-TO-DATE   AVAILABLE   AGE\nledger   3/3     3            3           41d")),
    ]
    rs.add(T, "h6-mcp-15", mcp_system("kubernetes", "mcp-server-kubernetes, context prod-eu-1", tools), turns)


def c05(rs: RowSet) -> None:
    tools = [tool("linear_search_issues", "Search issues with filters", {"teamId": S, "assigneeId": S, "states": A, "limit": INT}, []),
             tool("linear_update_issue", "Update an existing issue", {"id": S, "priority": INT, "stateId": S, "estimate": INT}, ["id"]),
             tool("linear_add_comment", "Add a comment to an issue", {"issueId": S, "body": S}, ["issueId", "body"]),
             tool("linear_get_issue", "Get one issue with comments", {"id": S}, ["id"])]

    def li(ident: str, title: str, prio: int, state: str, updated: str, est: int | None = None) -> dict[str, Any]:
        names = {1: "Urgent", 2: "High", 3: "Medium", 4: "Low"}
        return {"identifier": ident, "title": title, "priority": prio, "priorityLabel": names[prio], "state": state,
                "estimate": est, "updatedAt": updated, "url": f"https://linear.app/quillhq/issue/{ident.lower()}"}
    i318 = li("PLAT-318", "Webhook retries double-post when upstream returns 502", 1, "In Progress", "2025-05-20T08:31:12.404Z", 3)
    i297 = li("PLAT-297", "Move cron workers off the shared Redis", 2, "Todo", "2025-05-16T14:02:58.110Z", 5)
    i305 = li("PLAT-305", "Audit log export times out for orgs > 50k events", 3, "Todo", "2025-05-19T10:47:33.981Z", 2)
    i322 = li("PLAT-322", "Rename `acct_tier` column to `plan_tier`", 4, "Backlog", "2025-05-21T09:15:06.250Z")
    i305b = dict(i305, priority=1, priorityLabel="Urgent", updatedAt="2025-05-21T11:02:40.517Z")
    i318b = dict(i318, state="Done", updatedAt="2025-05-21T11:03:19.066Z", completedAt="2025-05-21T11:03:19.066Z")
    i297b = dict(i297, updatedAt="2025-05-21T11:04:02.731Z")
    i322b = dict(i322, estimate=1, updatedAt="2025-05-21T11:06:44.092Z")
    srch = {"teamId": "PLAT", "assigneeId": "me", "states": ["Backlog", "Todo", "In Progress"]}
    cm = {"id": "c7e1f0a2-55d3-4b8e-9a61-2f4c8d90b3e7", "body": "Blocked on infra ticket INFRA-88 (new Redis instance). Picking up once provisioned.", "createdAt": "2025-05-21T11:04:02.731Z", "user": {"name": "Nadia Hale"}}
    turns = [
        (call("linear_search_issues", **srch), pj([i318, i297, i305, i322])),
        (call("linear_update_issue", id="PLAT-305", priority=1), pj(i305b)),
        (call("linear_update_issue", id="PLAT-318", stateId="done"), pj(i318b)),
        (call("linear_add_comment", issueId="PLAT-297", body=cm["body"]), pj(cm)),
        (call("linear_search_issues", **srch), pj([i305b, i297b, i322])),
        (call("linear_get_issue", id="PLAT-297"), pj(dict(i297b, description="Cron workers still share `redis-main`; eviction storms during batch import.", comments=[
            {"body": "Which workers? billing-sync and digest-mailer at least.", "createdAt": "2025-05-16T14:02:58.110Z", "user": {"name": "Owen Pryce"}}, cm]))),
        (call("linear_update_issue", id="PLAT-322", estimate=1), pj(i322b)),
    ]
    rs.add(T, "h6-mcp-16", mcp_system("linear", "Linear MCP server", tools), turns)


def c06(rs: RowSet) -> None:
    tools = [tool("list_issues", "List issues in a project", {"organizationSlug": S, "projectSlug": S, "query": S, "sortBy": S}, ["organizationSlug"]),
             tool("get_issue_details", "Retrieve issue details", {"organizationSlug": S, "issueId": S}, ["organizationSlug", "issueId"]),
             tool("update_issue", "Update an issue's status", {"organizationSlug": S, "issueId": S, "status": S}, ["organizationSlug", "issueId", "status"])]
    org = {"organizationSlug": "larkspur"}

    def entry(sid: str, title: str, culprit: str, first: str, last: str, events: str, users: int, status: str = "unresolved") -> str:
        return (f"## {sid}\n\n**Description**: {title}\n**Culprit**: {culprit}\n**First Seen**: {first}\n**Last Seen**: {last}\n"
                f"**Events**: {events}\n**Users**: {users}\n**Status**: {status}\n**URL**: https://larkspur.sentry.io/issues/{sid}\n")
    a = ("ANDROID-APP-9E2", "IllegalStateException: Fragment BasketFragment not attached to a context.", "BasketFragment.onPriceUpdate", "2025-05-29T06:12:40.000Z")
    b = ("ANDROID-APP-9F1", "SQLiteDatabaseLockedException: database is locked (code 5 SQLITE_BUSY)", "OfflineQueue.flush", "2025-05-31T19:03:11.000Z")
    c = ("ANDROID-APP-9C4", "NullPointerException: Attempt to invoke virtual method 'int java.lang.String.length()' on a null object reference", "PromoCodeView.bind", "2025-05-20T10:27:55.000Z")
    hdr = "# Issues in **larkspur/android-app**\n\n"
    turns = [
        (call("list_issues", projectSlug="android-app", query="is:unresolved", sortBy="freq", **org),
         hdr + entry(*a, "2025-06-03T14:20:51.000Z", "1,204", 517) + "\n" + entry(*b, "2025-06-03T14:21:08.000Z", "388", 141) + "\n" + entry(*c, "2025-06-03T13:58:02.000Z", "57", 49)),
        (call("get_issue_details", issueId="ANDROID-APP-9F1", **org),
         "# Issue ANDROID-APP-9F1 in **larkspur**\n\n**Description**: SQLiteDatabaseLockedException: database is locked (code 5 SQLITE_BUSY)\n**Culprit**: OfflineQueue.flush\n**First Seen**: 2025-05-31T19:03:11.000Z\n**Last Seen**: 2025-06-03T14:21:08.000Z\n**Occurrences**: 388\n**Users Impacted**: 141\n**Status**: unresolved\n**Platform**: java\n**Release**: 4.12.0 (41200)\n\n## Stacktrace\n\n```\nandroid.database.sqlite.SQLiteConnection.nativeExecuteForChangedRowCount\nandroid.database.sqlite.SQLiteSession.executeForChangedRowCount (SQLiteSession.java:734)\ncom.larkspur.app.sync.OfflineQueue.flush (OfflineQueue.kt:88)\ncom.larkspur.app.sync.SyncWorker.doWork (SyncWorker.kt:41)\n```\n"),
        (call("update_issue", issueId="ANDROID-APP-9C4", status="resolved", **org),
         "# Issue ANDROID-APP-9C4 Updated in **larkspur**\n\n**Issue**: NullPointerException: Attempt to invoke virtual method 'int java.lang.String.length()' on a null object reference\n**URL**: https://larkspur.sentry.io/issues/ANDROID-APP-9C4\n\n## Changes Made\n\n**Status**: unresolved → **resolved**\n"),
        (call("list_issues", projectSlug="android-app", query="is:unresolved", sortBy="freq", **org),
         hdr + entry(*a, "2025-06-03T14:26:30.000Z", "1,219", 523) + "\n" + entry(*b, "2025-06-03T14:26:55.000Z", "391", 142)),
        (call("get_issue_details", issueId="ANDROID-APP-9F1", **org),
         "# Issue ANDROID-APP-9F1 in **larkspur**\n\n**Description**: SQLiteDatabaseLockedException: database is locked (code 5 SQLITE_BUSY)\n**Culprit**: OfflineQueue.flush\n**First Seen**: 2025-05-31T19:03:11.000Z\n**Last Seen**: 2025-06-03T14:26:55.000Z\n**Occurrences**: 391\n**Users Impacted**: 142\n**Status**: unresolved\n**Platform**: java\n**Release**: 4.12.0 (41200)\n"),
        (call("update_issue", issueId="ANDROID-APP-9F1", status="resolvedInNextRelease", **org),
         "# Issue ANDROID-APP-9F1 Updated in **larkspur**\n\n**Issue**: SQLiteDatabaseLockedException: database is locked (code 5 SQLITE_BUSY)\n**URL**: https://larkspur.sentry.io/issues/ANDROID-APP-9F1\n\n## Changes Made\n\n**Status**: unresolved → **resolved (in next release)**\n"),
        (call("list_issues", projectSlug="android-app", query="is:unresolved", sortBy="freq", **org),
         hdr + entry(*a, "2025-06-03T14:29:12.000Z", "1,230", 526)),
    ]
    rs.add(T, "h6-mcp-17", mcp_system("sentry", "Sentry MCP server", tools), turns)


def c07(rs: RowSet) -> None:
    tools = [tool("execute_query", "Execute a PromQL instant query", {"query": S, "time": S}, ["query"]),
             tool("list_metrics", "List available metric names", {}, [])]

    def vec(samples: list[tuple[dict[str, str], float, str]]) -> str:
        return pj({"resultType": "vector", "result": [{"metric": m, "value": [t, v]} for m, t, v in samples]})
    n = [{"__name__": "up", "instance": f"node-{i}:9100", "job": "node"} for i in (1, 2, 3)]
    fs = {"device": "/dev/nvme0n1p3", "fstype": "ext4", "instance": "node-2:9100", "job": "node", "mountpoint": "/var"}
    turns = [
        (call("execute_query", query='up{job="node"}'), vec([(m, 1749046801.337, "1") for m in n])),
        (call("execute_query", query='node_filesystem_avail_bytes{mountpoint="/var",instance="node-2:9100"}'), vec([(dict(fs, __name__="node_filesystem_avail_bytes"), 1749046812.905, "18236440576")])),
        (call("execute_query", query='sum by (code) (rate(http_requests_total{service="checkout"}[5m]))'),
         vec([({"code": "200"}, 1749046830.118, "148.23333333333332"), ({"code": "500"}, 1749046830.118, "0.38333333333333336"), ({"code": "404"}, 1749046830.118, "1.9666666666666666")])),
        (call("execute_query", query='sum(http_requests_total{service="checkout",code="500"})'), vec([({}, 1749046845.562, "18233")])),
        (call("execute_query", query='sum by (code) (rate(http_requests_total{service="checkout"}[5m]))'),
         vec([({"code": "200"}, 1749046961.004, "151.7"), ({"code": "500"}, 1749046961.004, "0.4166666666666667"), ({"code": "404"}, 1749046961.004, "1.8333333333333333")])),
        (call("execute_query", query='sum(http_requests_total{service="checkout",code="500"})'), vec([({}, 1749046975.840, "18289")])),
        (call("execute_query", query='node_filesystem_avail_bytes{mountpoint="/var",instance="node-2:9100"}'), vec([(dict(fs, __name__="node_filesystem_avail_bytes"), 1749046990.221, "18229874688")])),
    ]
    rs.add(T, "h6-mcp-18", mcp_system("prometheus", "Prometheus MCP server, http://prometheus.monitoring:9090", tools), turns)


def c08(rs: RowSet) -> None:
    tools = [tool("list_containers", "List Docker containers", {"all": B}, []),
             tool("inspect_container", "Low-level information on a container", {"container_id": S}, ["container_id"]),
             tool("restart_container", "Restart a container", {"container_id": S}, ["container_id"]),
             tool("pull_image", "Pull an image", {"repository": S, "tag": S}, ["repository"]),
             tool("fetch_container_logs", "Fetch a container's logs", {"container_id": S, "tail": INT}, ["container_id"])]
    cid = "3f9c1e7a52b0d84c6e1f2a9b07d3c5e8f4a1b6c290d7e3f5a8c1b4d6e9f02a7c"

    def ps(caddy_up: str) -> str:
        rows = [("CONTAINER ID", "IMAGE", "STATUS", "NAMES"), ("3f9c1e7a52b0", "caddy:2", caddy_up, "caddy"),
                ("b81e04d9c3a7", "ghcr.io/umami-software/umami:postgresql-latest", "Up 6 days", "umami"),
                ("5d02a8f1e6c4", "postgres:16-alpine", "Up 6 days (healthy)", "umami-db")]
        return "\n".join(f"{a:<15}{b:<49}{c:<22}{d}" for a, b, c, d in rows)

    def insp(pid: int, started: str) -> str:
        return pj({"Id": cid, "Name": "/caddy", "State": {"Status": "running", "Running": True, "Pid": pid, "ExitCode": 0, "StartedAt": started, "FinishedAt": "0001-01-01T00:00:00Z" if pid == 18422 else "2025-06-03T19:40:27.512847310Z"},
                   "RestartCount": 0, "Image": "sha256:4d1b7c3e90a25f8e6c0d2b1a7f3e9c5d8b6a4f2e1c0d9b8a7f6e5d4c3b2a1f0e",
                   "HostConfig": {"RestartPolicy": {"Name": "unless-stopped", "MaximumRetryCount": 0}}})
    turns = [
        (call("list_containers"), ps("Up 6 days")),
        (call("inspect_container", container_id="caddy"), insp(18422, "2025-05-28T07:12:09.530114211Z")),
        (call("restart_container", container_id="caddy"), "Container caddy restarted"),
        (call("inspect_container", container_id="caddy"), insp(291044, "2025-06-03T19:40:27.806355902Z")),
        (call("pull_image", repository="caddy", tag="2"), "Pulled image caddy:2\nDigest: sha256:9a2f4c7e1b0d3a6f8c5e2d1b9a7f4c3e6d0b8a5f2e1c7d4b3a9f6e0c8d2b5a17\nStatus: Downloaded newer image for caddy:2"),
        (call("list_containers"), ps("Up 41 seconds")),
        (call("fetch_container_logs", container_id="caddy", tail=4),
         '{"level":"info","ts":1748979627.9034,"msg":"using config from file","file":"/etc/caddy/Caddyfile"}\n'
         '{"level":"info","ts":1748979627.9121,"logger":"admin","msg":"admin endpoint started","address":"localhost:2019","enforce_origin":false,"origins":["//localhost:2019","//[::1]:2019","//127.0.0.1:2019"]}\n'
         '{"level":"info","ts":1748979627.9398,"logger":"tls","msg":"finished cleaning storage units"}\n'
         '{"level":"info","ts":1748979627.9402,"msg":"serving initial configuration"}'),
    ]
    rs.add(T, "h6-mcp-19", mcp_system("docker", "Docker MCP server on vps-fra-2", tools), turns)


def c09(rs: RowSet) -> None:
    tools = [tool("get_file_contents", "Return the content of a single file in your vault.", {"filepath": S}, ["filepath"]),
             tool("append_content", "Append content to a new or existing file in the vault.", {"filepath": S, "content": S}, ["filepath", "content"]),
             tool("patch_content", "Insert content into an existing note relative to a heading, block reference, or frontmatter field.", {"filepath": S, "operation": S, "target_type": S, "target": S, "content": S}, ["filepath", "operation", "target_type", "target", "content"]),
             tool("simple_search", "Simple search for documents matching a specified text query across all files in the vault.", {"query": S}, ["query"]),
             tool("list_files_in_dir", "Lists all files and directories that exist in a specific Obsidian directory.", {"dirpath": S}, ["dirpath"])]
    v1 = "---\ntags: [garden, tomatoes]\n---\n# Tomatoes 2025\n\n## Varieties\n- Sungold (F1), 4 plants, greenhouse\n- Black Krim, 2 plants, bed C\n\n## Log\n- 2025-04-12: sowed all, heated propagator 24 °C\n- 2025-05-20: potted on to 2 L\n"
    v2 = v1 + "- 2025-06-04: first truss set on Sungold\n"
    v3 = v2.replace("- Black Krim, 2 plants, bed C\n", "- Black Krim, 2 plants, bed C\n- Gardener's Delight, 3 plants, grow bags\n")
    turns = [
        (call("get_file_contents", filepath="Garden/Tomatoes.md"), v1),
        (call("append_content", filepath="Garden/Tomatoes.md", content="- 2025-06-04: first truss set on Sungold\n"), "Successfully appended content to Garden/Tomatoes.md"),
        (call("simple_search", query="Sungold"), pj([{"filename": "Garden/Tomatoes.md", "score": 0.9, "matches": [{"context": "- Sungold (F1), 4 plants, greenhouse", "match": {"start": 2, "end": 9}}, {"context": "- 2025-06-04: first truss set on Sungold", "match": {"start": 33, "end": 40}}]},
                                                      {"filename": "Garden/Seed order 2025.md", "score": 0.5, "matches": [{"context": "Sungold F1 (10 seeds) — £4.45", "match": {"start": 0, "end": 7}}]}])),
        (call("patch_content", filepath="Garden/Tomatoes.md", operation="append", target_type="heading", target="Tomatoes 2025::Varieties", content="- Gardener's Delight, 3 plants, grow bags\n"), "Successfully patched content in Garden/Tomatoes.md"),
        (call("get_file_contents", filepath="Garden/Tomatoes.md"), v3),
        (call("list_files_in_dir", dirpath="Daily"), pj(["Daily/2025-06-02.md", "Daily/2025-06-03.md"])),
        (call("append_content", filepath="Daily/2025-06-04.md", content="- [[Tomatoes]]: first truss on Sungold\n"), "Successfully appended content to Daily/2025-06-04.md"),
        (call("list_files_in_dir", dirpath="Daily"), pj(["Daily/2025-06-02.md", "Daily/2025-06-03.md", "Daily/2025-06-04.md"])),
    ]
    rs.add(T, "h6-mcp-20", mcp_system("obsidian", "mcp-obsidian via the Local REST API plugin", tools), turns)


def c10(rs: RowSet) -> None:
    tools = [tool("dns_records_list", "List DNS records for a zone", {"zone_id": S, "page": INT, "per_page": INT}, ["zone_id"]),
             tool("dns_record_create", "Create a DNS record", {"zone_id": S, "type": S, "name": S, "content": S, "ttl": INT, "proxied": B}, ["zone_id", "type", "name", "content"]),
             tool("dns_record_update", "Update a DNS record", {"zone_id": S, "record_id": S, "proxied": B}, ["zone_id", "record_id"]),
             tool("dns_record_delete", "Delete a DNS record", {"zone_id": S, "record_id": S}, ["zone_id", "record_id"])]
    z = "9c2f7e41b0d85a3e6f1c4b7d2a9e0f38"

    def r(rid: str, typ: str, name: str, content: str, proxied: bool, ttl: int, mod: str, prio: int | None = None) -> dict[str, Any]:
        d: dict[str, Any] = {"id": rid, "type": typ, "name": name, "content": content, "proxiable": typ in ("A", "AAAA", "CNAME"), "proxied": proxied, "ttl": ttl}
        if prio is not None:
            d["priority"] = prio
        d.update({"created_on": "2024-10-14T09:30:12.118422Z", "modified_on": mod})
        return d
    a_api = r("4e1f0b7c9a2d", "A", "api.kelpie.dev", "203.0.113.11", True, 1, "2024-10-14T09:30:12.118422Z")
    a_apx = r("8b3c5d7e9f01", "A", "kelpie.dev", "203.0.113.10", True, 1, "2024-12-01T16:44:03.562910Z")
    aaaa = r("2a4c6e8f0b1d", "AAAA", "kelpie.dev", "2001:db8::10", True, 1, "2024-10-14T09:30:12.118422Z")
    www = r("6d8f0a2c4e6b", "CNAME", "www.kelpie.dev", "kelpie.dev", False, 3600, "2024-10-14T09:30:12.118422Z")
    mx = r("1c3e5a7b9d2f", "MX", "kelpie.dev", "route1.mx.cloudflare.net", False, 1, "2025-01-07T11:02:55.004318Z", 12)
    acme = r("7f9b1d3e5a0c", "TXT", "_acme-challenge.kelpie.dev", "\"Hh3vQ0pX2kz9Wm4T5bYc1rLs8dNe7uFa6gJi0oKq3Zw\"", False, 120, "2025-03-02T22:18:40.771205Z")
    spf = r("3e5a7c9b1d0f", "TXT", "kelpie.dev", "\"v=spf1 include:_spf.mx.cloudflare.net ~all\"", False, 1, "2025-01-07T11:02:55.004318Z")
    st = r("0d2f4b6a8c1e", "A", "status.kelpie.dev", "198.51.100.23", False, 300, "2025-06-04T08:15:31.204517Z")
    st["created_on"] = "2025-06-04T08:15:31.204517Z"
    www2 = dict(www, proxied=True, ttl=1, modified_on="2025-06-04T08:16:07.930144Z")

    def page(items: list[dict[str, Any]], p: int, total: int) -> str:
        return pj({"result": items, "result_info": {"page": p, "per_page": 5, "count": len(items), "total_count": total, "total_pages": -(-total // 5)}, "success": True, "errors": [], "messages": []})
    turns = [
        (call("dns_records_list", zone_id=z, page=1, per_page=5), page([a_api, a_apx, aaaa, www, mx], 1, 7)),
        (call("dns_records_list", zone_id=z, page=2, per_page=5), page([acme, spf], 2, 7)),
        (call("dns_record_create", zone_id=z, type="A", name="status", content="198.51.100.23", ttl=300, proxied=False), pj({"result": st, "success": True, "errors": [], "messages": []})),
        (call("dns_record_update", zone_id=z, record_id=www["id"], proxied=True), pj({"result": www2, "success": True, "errors": [], "messages": []})),
        (call("dns_record_delete", zone_id=z, record_id=acme["id"]), pj({"result": {"id": acme["id"]}, "success": True, "errors": [], "messages": []})),
        (call("dns_records_list", zone_id=z, page=1, per_page=5), page([a_api, a_apx, st, aaaa, www2], 1, 7)),
        (call("dns_records_list", zone_id=z, page=2, per_page=5), page([mx, spf], 2, 7)),
    ]
    rs.add(T, "h6-mcp-21", mcp_system("cloudflare", "Cloudflare API, zone kelpie.dev", tools), turns)


def c11(rs: RowSet) -> None:
    tools = [tool("SpotifyPlayback", "Manages the current playback: get, start, pause or skip.", {"action": S, "num_skips": INT}, ["action"]),
             tool("SpotifyQueue", "Manage the playback queue - get the queue or add tracks.", {"action": S, "track_id": S}, ["action"]),
             tool("SpotifyVolume", "Set the playback volume (0-100).", {"volume_percent": INT}, ["volume_percent"])]

    def pb(name: str, tid: str, dur: int, prog: int, vol: int) -> str:
        return pj({"name": name, "id": tid, "artist": "Massive Attack", "album": "Mezzanine", "duration_ms": dur, "progress_ms": prog,
                   "is_playing": True, "shuffle_state": False, "repeat_state": "off", "device": {"name": "Kitchen speaker", "type": "Speaker", "volume_percent": vol}})
    q = [("Inertia Creeps", "4xJ0y1k7z0aXbKp2cQ8vRm", 356653), ("Exchange", "6GgTn0rJq6hXbH8oYbZ2Ls", 251240),
         ("Dissolved Girl", "0Zb0tJkPq3wH2mF8cLs9vE", 366706), ("Man Next Door", "2nE7yJm1KfQ3pXo6rTz4Wd", 355893)]

    def queue(items: list[tuple[str, str, int]], cur: str) -> str:
        return pj({"currently_playing": {"name": cur, "artist": "Massive Attack"}, "queue": [{"name": n, "id": i, "artist": "Massive Attack", "duration_ms": d} for n, i, d in items]})
    turns = [
        (call("SpotifyPlayback", action="get"), pb("Teardrop", "67Hna13dNDkZvBpTXRIaOJ", 330773, 92115, 55)),
        (call("SpotifyQueue", action="get"), queue(q, "Teardrop")),
        (call("SpotifyPlayback", action="skip", num_skips=1), "Skipped to next track."),
        (call("SpotifyPlayback", action="get"), pb("Inertia Creeps", q[0][1], q[0][2], 4012, 55)),
        (call("SpotifyQueue", action="get"), queue(q[1:] + [("Black Milk", "7lPxTq2vB0oYcN4kR9sWzA", 380613)], "Inertia Creeps")),
        (call("SpotifyVolume", volume_percent=30), "Volume set to 30%."),
        (call("SpotifyPlayback", action="get"), pb("Inertia Creeps", q[0][1], q[0][2], 71480, 30)),
    ]
    rs.add(T, "h6-mcp-22", mcp_system("spotify", "spotify-mcp, user 'maeve.k'", tools), turns)


def build() -> RowSet:
    rs = RowSet(HERE)
    for f in (m01, m02, m03, m04, m05, m06, m07, m08, m09, m10, m11, c01, c02, c03, c04, c05, c06, c07, c08, c09, c10, c11):
        f(rs)
    return rs


def main() -> None:
    build().write()


if __name__ == "__main__":
    main()
