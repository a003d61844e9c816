# ruff: noqa: E501
"""Held-out set holdout41, domain mcp: 22 MCP-server trajectories (11 with exactly one contradiction).

Each trajectory simulates one SaaS server reached over MCP (the system prompt lists its tools, each
action is a tool call, each observation the server's result). Run from the repository root:
``python3 -m tests.decoherence.independent.holdout41_parts.mcp.make``; it writes ``mcp_test.jsonl`` and
``labels.json`` next to this file.
"""

from __future__ import annotations

import copy
import datetime as dt
import hashlib
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import A, B, INT, OBJ, RowSet, S, call, mcp_system, mcp_text, pj, tool

NUM: dict[str, Any] = {"type": "number"}


def hx(seed: str, n: int) -> str:
    """A deterministic hex string (content hashes, request ids)."""
    return hashlib.sha256(seed.encode()).hexdigest()[:n]


# Google Drive: clean
def t01(rs: RowSet) -> None:
    system = mcp_system("google-drive", "files, folders and sharing in the signed-in user's Google Drive", [
        tool("list_folder", "List the files directly inside a folder (trashed files are excluded).", {"folderId": S, "orderBy": S, "pageSize": INT, "pageToken": S}, ["folderId"]),
        tool("search_files", "Search files with a Drive query string (the q parameter of files.list).", {"q": S, "pageSize": INT}, ["q"]),
        tool("get_file", "Get one file's metadata.", {"fileId": S, "fields": S}, ["fileId"]),
        tool("create_folder", "Create a folder.", {"name": S, "parentId": S}, ["name"]),
        tool("move_file", "Move a file by adding and removing parent folders.", {"fileId": S, "addParents": S, "removeParents": S}, ["fileId", "addParents"]),
        tool("rename_file", "Rename a file.", {"fileId": S, "name": S}, ["fileId", "name"]),
        tool("share_file", "Share a file with a user.", {"fileId": S, "emailAddress": S, "role": S, "sendNotificationEmail": B}, ["fileId", "emailAddress", "role"]),
        tool("trash_file", "Move a file to the trash.", {"fileId": S}, ["fileId"]),
    ])
    folder = "1Fq3kT9vLmZ2pXaR7cYwB0dNsE4uHgJ6o"
    arch = "1Vb7nM3qW8eR2tY6uI0oP4aS9dF5gH1jK"
    maya = {"displayName": "Maya Okonkwo", "emailAddress": "maya.okonkwo@brightlane.io"}
    dev = {"displayName": "Dev Raman", "emailAddress": "dev.raman@brightlane.io"}
    lucia = {"displayName": "Lucia Brandt", "emailAddress": "lucia.brandt@brightlane.io"}
    xlsx = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
    docx = "application/vnd.openxmlformats-officedocument.wordprocessingml.document"

    def f(fid: str, name: str, mime: str, modified: str, version: int, who: dict[str, str], size: int | None = None) -> dict[str, Any]:
        d: dict[str, Any] = {"kind": "drive#file", "id": fid, "name": name, "mimeType": mime}
        if size is not None:
            d["size"] = str(size)
        d.update({"modifiedTime": modified, "version": str(version), "lastModifyingUser": who, "owners": [maya], "parents": [folder]})
        return d

    files = [
        f("1aK8vQ2mZpT5rW9xYcB3nLd7Hf0EgJ4sU", "Q3 Close Checklist v3.xlsx", xlsx, "2024-10-08T16:42:11.000Z", 14, maya, 48213),
        f("1Rt6YpXc0wN2qLm8ZaV4bKe9Hs3Dj7UfG", "Q3 Variance Commentary", "application/vnd.google-apps.document", "2024-10-09T09:15:27.000Z", 211, dev),
        f("1mW3eR7tYu9Io0PaS2dF4gH6jK8lZxCvB", "DRAFT - Accruals Schedule Q3.xlsx", xlsx, "2024-10-02T11:03:55.000Z", 9, lucia, 112947),
        f("1zX9cV8bN7mQ6wE5rT4yU3iO2pA1sDfGh", "Copy of Q3 Close Checklist v3.xlsx", xlsx, "2024-10-03T08:21:40.000Z", 3, lucia, 47880),
        f("1pL0oK9iJ8uH7yG6tF5rD4eS3wA2qZxCv", "Bank Rec - Operating 4417 - Sep 2024.pdf", "application/pdf", "2024-10-04T14:50:02.000Z", 1, maya, 385214),
        f("1hG5fD4sA3qW2eR1tY0uI9oP8lK7jMnBv", "Intercompany Eliminations Q3", "application/vnd.google-apps.spreadsheet", "2024-10-08T18:07:33.000Z", 96, dev),
        f("1nB6vC5xZ4lK3jH2gF1dS0aP9oI8uYtRe", "DRAFT - Revenue Cutoff Testing.docx", docx, "2024-09-30T10:12:48.000Z", 4, lucia, 73562),
        f("1qA2wS3eD4rF5tG6yH7uJ8iK9oL0pZxMn", "Fixed Asset Rollforward Q3.xlsx", xlsx, "2024-10-07T13:29:16.000Z", 11, maya, 95107),
    ]
    by_id = {x["id"]: x for x in files}
    t1 = pj({"kind": "drive#fileList", "incompleteSearch": False, "files": sorted(files, key=lambda x: x["name"])})
    new_folder = {"kind": "drive#file", "id": arch, "name": "Q3 Archive", "mimeType": "application/vnd.google-apps.folder",
                  "parents": [folder], "createdTime": "2024-10-09T09:36:14.512Z", "modifiedTime": "2024-10-09T09:36:14.512Z",
                  "version": "1", "owners": [maya], "webViewLink": f"https://drive.google.com/drive/folders/{arch}"}
    t2 = pj(new_folder)
    acc = copy.deepcopy(by_id["1mW3eR7tYu9Io0PaS2dF4gH6jK8lZxCvB"])
    acc.update({"parents": [arch], "version": "10"})
    rev = copy.deepcopy(by_id["1nB6vC5xZ4lK3jH2gF1dS0aP9oI8uYtRe"])
    rev.update({"parents": [arch], "version": "5"})
    t3 = pj({k: acc[k] for k in ("kind", "id", "name", "mimeType", "parents", "modifiedTime", "version")})
    t4 = pj({k: rev[k] for k in ("kind", "id", "name", "mimeType", "parents", "modifiedTime", "version")})
    chk = copy.deepcopy(by_id["1aK8vQ2mZpT5rW9xYcB3nLd7Hf0EgJ4sU"])
    chk.update({"name": "Q3 Close Checklist (final).xlsx", "modifiedTime": "2024-10-09T09:37:02.884Z", "version": "15", "lastModifyingUser": maya})
    t5 = pj({k: chk[k] for k in ("kind", "id", "name", "mimeType", "size", "modifiedTime", "version", "lastModifyingUser")})
    cp = by_id["1zX9cV8bN7mQ6wE5rT4yU3iO2pA1sDfGh"]
    t6 = pj({"kind": "drive#file", "id": cp["id"], "name": cp["name"], "mimeType": xlsx, "trashed": True,
             "explicitlyTrashed": True, "trashedTime": "2024-10-09T09:37:30.119Z", "trashingUser": maya})
    com = copy.deepcopy(by_id["1Rt6YpXc0wN2qLm8ZaV4bKe9Hs3Dj7UfG"])
    com.update({"modifiedTime": "2024-10-09T09:41:52.000Z", "version": "218", "lastModifyingUser": dev})
    nf = {k: new_folder[k] for k in ("kind", "id", "name", "mimeType", "modifiedTime", "version")}
    nf.update({"lastModifyingUser": maya, "owners": [maya], "parents": [folder]})
    left = [chk, com, nf, by_id["1hG5fD4sA3qW2eR1tY0uI9oP8lK7jMnBv"], by_id["1qA2wS3eD4rF5tG6yH7uJ8iK9oL0pZxMn"], by_id["1pL0oK9iJ8uH7yG6tF5rD4eS3wA2qZxCv"]]
    t7 = pj({"kind": "drive#fileList", "incompleteSearch": False, "files": sorted(left, key=lambda x: x["modifiedTime"], reverse=True)})
    t8 = pj({"kind": "drive#fileList", "incompleteSearch": False, "files": sorted([acc, rev], key=lambda x: x["name"])})
    turns = [
        (call("list_folder", folderId=folder, orderBy="name", pageSize=50), t1),
        (call("create_folder", name="Q3 Archive", parentId=folder), t2),
        (call("move_file", fileId=acc["id"], addParents=arch, removeParents=folder), t3),
        (call("move_file", fileId=rev["id"], addParents=arch, removeParents=folder), t4),
        (call("rename_file", fileId=chk["id"], name="Q3 Close Checklist (final).xlsx"), t5),
        (call("trash_file", fileId=cp["id"]), t6),
        (call("list_folder", folderId=folder, orderBy="modifiedTime desc", pageSize=50), t7),
        (call("list_folder", folderId=arch, orderBy="name", pageSize=50), t8),
    ]
    state = ("Signed in as maya.okonkwo@brightlane.io (Brightlane Analytics, Google Workspace). The folder 'Finance / 2024 Close / Q3' "
             f"(id {folder}) holds the Q3 close working files; the controller asked to archive the two DRAFT files into a new "
             "'Q3 Archive' subfolder, mark the checklist as final and bin the stray copy.")
    rs.add(task="mcp", tid="h41-mcp-01", system=system, turns=turns, state=state)


# Notion: bad
def t02(rs: RowSet) -> None:
    system = mcp_system("notion", "pages, databases and blocks of the Halden Robotics Notion workspace", [
        tool("search", "Search pages and databases the integration can access by title.", {"query": S, "filter": OBJ, "page_size": INT}, ["query"]),
        tool("query_database", "Query a database with an optional filter and sorts; returns page objects.", {"database_id": S, "filter": OBJ, "sorts": A, "page_size": INT, "start_cursor": S}, ["database_id"]),
        tool("retrieve_page", "Retrieve a page and its properties.", {"page_id": S}, ["page_id"]),
        tool("update_page", "Update page properties.", {"page_id": S, "properties": OBJ, "archived": B}, ["page_id", "properties"]),
        tool("create_page", "Create a page under a page or database.", {"parent": OBJ, "properties": OBJ, "children": A}, ["parent", "properties"]),
        tool("append_block_children", "Append blocks to a page or block.", {"block_id": S, "children": A}, ["block_id", "children"]),
        tool("retrieve_block_children", "List the child blocks of a block.", {"block_id": S, "page_size": INT}, ["block_id"]),
    ])
    db = "8c2f1e4a-6b3d-4f0e-9a71-2d5c8e0b4f63"
    users = {
        "Priya Shah": "2b7e4d19-0c85-4a6f-9e31-5d8a7c0f2e46",
        "Tomás Ferreira": "91f3a6c2-4e07-4b8d-a5d9-7c2e1f80b3a4",
        "Hana Kobayashi": "d0c84e7b-2a19-46f5-8b3e-e61f9a5c7d20",
        "Jonas Weber": "6a5d2f80-b3c4-4e91-9d07-18e4c6a2f5b9",
    }
    status_ids = {"Not started": ("c7f2e1a0-3b4d-4e8f-9a61-0d2b5c8e7f13", "default"), "In progress": ("e4b9a2d6-71c3-4f05-8e2a-9b6d0c3f1a57", "blue"),
                  "In review": ("5a0d8c3e-2f71-4b96-a4e8-c1d7f02b9e63", "purple"), "Done": ("b83f6e25-0a9c-4d17-b2f4-6e5a1c8d0f92", "green")}

    def page(pid: str, name: str, status: str, assignee: str | None, pts: int, due: str, created: str, edited: str, sprint: str = "Sprint 42") -> dict[str, Any]:
        sid, color = status_ids[status]
        people = [{"object": "user", "id": users[assignee], "name": assignee, "type": "person"}] if assignee else []
        return {
            "object": "page", "id": pid, "created_time": created, "last_edited_time": edited,
            "created_by": {"object": "user", "id": users["Jonas Weber"]}, "last_edited_by": {"object": "user", "id": users[assignee or "Jonas Weber"]},
            "parent": {"type": "database_id", "database_id": db}, "archived": False,
            "properties": {
                "Status": {"id": "%5DsZ%3B", "type": "status", "status": {"id": sid, "name": status, "color": color}},
                "Assignee": {"id": "notion%3A%2F%2Ftasks%2Fassign_property", "type": "people", "people": people},
                "Points": {"id": "Xq%7Dn", "type": "number", "number": pts},
                "Sprint": {"id": "wL%3Fd", "type": "select", "select": {"id": "s42" if sprint == "Sprint 42" else "s43", "name": sprint, "color": "yellow" if sprint == "Sprint 42" else "orange"}},
                "Due": {"id": "%3ApJ%7C", "type": "date", "date": {"start": due, "end": None, "time_zone": None}},
                "Name": {"id": "title", "type": "title", "title": [{"type": "text", "text": {"content": name, "link": None}, "plain_text": name, "href": None}]},
            },
            "url": "https://www.notion.so/" + name.replace(" ", "-").replace("#", "").replace(".", "-") + "-" + pid.replace("-", ""),
        }

    A_ = page("3f9a1c27-8e4b-4d21-b6a0-71c2e95d0a18", "Tune PID gains for wrist joint", "In review", "Priya Shah", 5, "2024-06-14", "2024-06-03T08:12:00.000Z", "2024-06-13T16:47:00.000Z")
    B_ = page("a6d04b8e-2c17-4f9a-8e53-90b1d7f4c265", "Replace encoder cable on Arm #3", "In progress", "Tomás Ferreira", 2, "2024-06-12", "2024-06-03T08:14:00.000Z", "2024-06-12T10:05:00.000Z")
    C_ = page("5be7d3f1-0a96-42c8-9d1e-c48f2a7b6e09", "Write calibration SOP for lidar mount", "Not started", None, 3, "2024-06-14", "2024-06-03T08:15:00.000Z", "2024-06-03T08:15:00.000Z")
    D_ = page("c81e2f94-7d5a-4b0c-a3f6-1e9d08b27c4d", "Firmware 2.8.1 regression test on gripper", "Done", "Priya Shah", 3, "2024-06-07", "2024-06-03T08:17:00.000Z", "2024-06-07T14:31:00.000Z")
    E_ = page("e2a9c4d7-51f8-4e36-b0d2-8f7c3a16e5b9", "Update BOM for gripper v4", "Done", "Hana Kobayashi", 1, "2024-06-10", "2024-06-04T09:02:00.000Z", "2024-06-10T11:20:00.000Z")
    F_ = page("7d41b0e6-93ac-4f25-8b17-2e6f9c05da38", "Investigate CAN bus dropouts under load", "In progress", "Tomás Ferreira", 8, "2024-06-14", "2024-06-03T08:20:00.000Z", "2024-06-13T17:58:00.000Z")
    G_ = page("0c5f8a23-b7e1-4d69-a4c2-95e0d3f71b86", "Document e-stop test results", "In review", "Hana Kobayashi", 2, "2024-06-13", "2024-06-05T13:40:00.000Z", "2024-06-13T09:26:00.000Z")
    C_["properties"]["Assignee"]["people"] = []
    t1 = pj({"object": "list", "results": [{
        "object": "database", "id": db, "created_time": "2023-11-20T10:31:00.000Z", "last_edited_time": "2024-06-14T14:52:00.000Z",
        "title": [{"type": "text", "text": {"content": "Sprint Board", "link": None}, "plain_text": "Sprint Board", "href": None}],
        "parent": {"type": "page_id", "page_id": "f1e0d9c8-7b6a-4594-8372-61504f3e2d1c"}, "is_inline": False, "archived": False,
        "properties": {"Name": {"type": "title"}, "Status": {"type": "status"}, "Assignee": {"type": "people"}, "Points": {"type": "number"}, "Sprint": {"type": "select"}, "Due": {"type": "date"}},
        "url": "https://www.notion.so/8c2f1e4a6b3d4f0e9a712d5c8e0b4f63"}], "next_cursor": None, "has_more": False, "type": "page_or_database", "page_or_database": {}})
    all42 = [A_, B_, C_, D_, E_, F_, G_]
    t2 = pj({"object": "list", "results": all42, "next_cursor": None, "has_more": False, "type": "page_or_database", "page_or_database": {}})

    def upd(p: dict[str, Any], edited: str, who: str, **props: Any) -> dict[str, Any]:
        q = copy.deepcopy(p)
        q["last_edited_time"] = edited
        q["last_edited_by"] = {"object": "user", "id": users[who]}
        for k, v in props.items():
            q["properties"][k] = v
        return q

    def st(name: str) -> dict[str, Any]:
        sid, color = status_ids[name]
        return {"id": "%5DsZ%3B", "type": "status", "status": {"id": sid, "name": name, "color": color}}

    A2 = upd(A_, "2024-06-14T15:02:00.000Z", "Jonas Weber", Status=st("Done"))
    B2 = upd(B_, "2024-06-14T15:03:00.000Z", "Jonas Weber", Status=st("Done"))
    C2 = upd(C_, "2024-06-14T15:03:00.000Z", "Jonas Weber", Status=st("In progress"),
             Assignee={"id": "notion%3A%2F%2Ftasks%2Fassign_property", "type": "people", "people": [{"object": "user", "id": users["Priya Shah"], "name": "Priya Shah", "type": "person"}]})
    F2 = upd(F_, "2024-06-14T15:04:00.000Z", "Jonas Weber",
             Sprint={"id": "wL%3Fd", "type": "select", "select": {"id": "s43", "name": "Sprint 43", "color": "orange"}},
             Due={"id": "%3ApJ%7C", "type": "date", "date": {"start": "2024-06-28", "end": None, "time_zone": None}})
    # the observation of turn 7: A reads with its old status
    A_bad = copy.deepcopy(A2)
    A_bad["properties"]["Status"] = st("In review")
    order = {"Not started": 0, "In progress": 1, "In review": 2, "Done": 3}
    t7_list = sorted([A_bad, B2, C2, D_, E_, G_], key=lambda p: (order[p["properties"]["Status"]["status"]["name"]], p["created_time"]))
    t7 = pj({"object": "list", "results": t7_list, "next_cursor": None, "has_more": False, "type": "page_or_database", "page_or_database": {}})
    retro_parent = "4d2c9b1a-e8f7-4a63-b5d0-27c1e9f4a8b6"
    retro_id = "9e1b7c4f-2d08-4a5e-b3f6-c0a8d2e71f95"
    t8 = pj({"object": "page", "id": retro_id, "created_time": "2024-06-14T15:06:00.000Z", "last_edited_time": "2024-06-14T15:06:00.000Z",
             "created_by": {"object": "user", "id": users["Jonas Weber"]}, "last_edited_by": {"object": "user", "id": users["Jonas Weber"]},
             "cover": None, "icon": {"type": "emoji", "emoji": "🔁"}, "parent": {"type": "page_id", "page_id": retro_parent}, "archived": False,
             "properties": {"title": {"id": "title", "type": "title", "title": [{"type": "text", "text": {"content": "Sprint 42 Retro — 2024-06-14", "link": None}, "plain_text": "Sprint 42 Retro — 2024-06-14", "href": None}]}},
             "url": "https://www.notion.so/Sprint-42-Retro-2024-06-14-" + retro_id.replace("-", "")})
    bullets = ["Done this sprint: wrist PID tuning, Arm #3 encoder cable, firmware 2.8.1 regression, gripper v4 BOM",
               "Carried over to Sprint 43: CAN bus dropout investigation (8 pts)",
               "Still open: lidar calibration SOP (Priya), e-stop test write-up in review (Hana)"]
    block_ids = ["1a7e3c90-5b2d-4f18-8c64-d9e0f2a7b351", "2b8f4da1-6c3e-4029-9d75-eaf103b8c462", "3c905eb2-7d4f-413a-ae86-fb0214c9d573"]
    t9 = pj({"object": "list", "results": [{
        "object": "block", "id": bid, "parent": {"type": "page_id", "page_id": retro_id}, "created_time": "2024-06-14T15:07:00.000Z",
        "last_edited_time": "2024-06-14T15:07:00.000Z", "created_by": {"object": "user", "id": users["Jonas Weber"]},
        "last_edited_by": {"object": "user", "id": users["Jonas Weber"]}, "has_children": False, "archived": False, "type": "bulleted_list_item",
        "bulleted_list_item": {"rich_text": [{"type": "text", "text": {"content": txt, "link": None}, "annotations": {"bold": False, "italic": False, "strikethrough": False, "underline": False, "code": False, "color": "default"}, "plain_text": txt, "href": None}], "color": "default"}}
        for bid, txt in zip(block_ids, bullets)], "next_cursor": None, "has_more": False, "type": "block", "block": {}})
    sprint42 = {"property": "Sprint", "select": {"equals": "Sprint 42"}}
    turns = [
        (call("search", query="Sprint Board", filter={"property": "object", "value": "database"}), t1),
        (call("query_database", database_id=db, filter=sprint42, page_size=50), t2),
        (call("update_page", page_id=A_["id"], properties={"Status": {"status": {"name": "Done"}}}), pj(A2)),
        (call("update_page", page_id=B_["id"], properties={"Status": {"status": {"name": "Done"}}}), pj(B2)),
        (call("update_page", page_id=C_["id"], properties={"Status": {"status": {"name": "In progress"}}, "Assignee": {"people": [{"id": users["Priya Shah"]}]}}), pj(C2)),
        (call("update_page", page_id=F_["id"], properties={"Sprint": {"select": {"name": "Sprint 43"}}, "Due": {"date": {"start": "2024-06-28"}}}), pj(F2)),
        (call("query_database", database_id=db, filter=sprint42, sorts=[{"property": "Status", "direction": "ascending"}], page_size=50), t7),
        (call("create_page", parent={"page_id": retro_parent}, properties={"title": [{"text": {"content": "Sprint 42 Retro — 2024-06-14"}}]}), t8),
        (call("append_block_children", block_id=retro_id, children=[{"object": "block", "type": "bulleted_list_item", "bulleted_list_item": {"rich_text": [{"type": "text", "text": {"content": b}}]}} for b in bullets]), t9),
    ]
    state = ("Notion workspace 'Halden Robotics'; the integration 'Ops Agent' is shared on the 'Sprint Board' database and the "
             "'Retrospectives' page. Sprint 42 ends today (2024-06-14). Jonas (the sprint lead) said: the wrist PID work and the Arm #3 "
             "cable are done, Priya takes the lidar SOP, the CAN bus investigation carries over to Sprint 43; then start a retro page.")
    rs.add(task="mcp", tid="h41-mcp-02", system=system, turns=turns, state=state, bad=True, turn=7,
           kind="page status set to Done reads back with its previous value")


# Smartsheet: bad
def t03(rs: RowSet) -> None:
    system = mcp_system("smartsheet", "sheets, rows and search in the Smartsheet account of the facilities team", [
        tool("list_sheets", "List the sheets the user can access.", {"includeAll": B}, []),
        tool("get_sheet", "Get a sheet with its columns and rows (paged).", {"sheetId": INT, "pageSize": INT, "page": INT}, ["sheetId"]),
        tool("add_rows", "Add rows to a sheet.", {"sheetId": INT, "rows": A, "toBottom": B}, ["sheetId", "rows"]),
        tool("update_rows", "Update cells of existing rows.", {"sheetId": INT, "rows": A}, ["sheetId", "rows"]),
        tool("delete_rows", "Delete rows by id.", {"sheetId": INT, "ids": A}, ["sheetId", "ids"]),
        tool("search_sheet", "Search the text of one sheet.", {"sheetId": INT, "query": S}, ["sheetId", "query"]),
    ])
    sid = 4823917245163396
    cols = [(7283960911374212, "Project", "TEXT_NUMBER", True), (1654461377161092, "Site", "PICKLIST", False),
            (6158061004531588, "Owner", "CONTACT_LIST", False), (3906261190846340, "Status", "PICKLIST", False),
            (8409860818216836, "Budget", "TEXT_NUMBER", False), (1091511423739780, "Committed", "TEXT_NUMBER", False),
            (5595111051110276, "Target Date", "DATE", False)]
    columns = [{"id": c, "version": 0, "index": i, "title": t, "type": ty, **({"primary": True} if p else {}), "validation": False, "width": 260 if p else 110}
               for i, (c, t, ty, p) in enumerate(cols)]
    data = [
        (2386041219590020, "HVAC replacement – Bldg A roof units", "Reno DC", "D. Alvarez", "In Progress", 412000, 268450, "2025-03-31"),
        (6889640846960516, "LED retrofit – warehouse bays 1-12", "Reno DC", "K. Osei", "Complete", 96500, 94212, "2024-09-30"),
        (4637841033275268, "Dock leveler replacement (x6)", "Sparks XD", "D. Alvarez", "Not Started", 138000, 0, "2025-05-15"),
        (9141440660645764, "Parking lot reseal & restripe", "Sparks XD", "M. Lindqvist", "Planned", 54000, 0, "2025-06-30"),
        (260141406138244, "Fire sprinkler riser upgrade", "Reno DC", "K. Osei", "In Progress", 221500, 187300, "2025-01-31"),
        (4763741033508740, "Office buildout – 2nd floor east", "HQ Carson", "J. Whitfield", "On Hold", 318000, 42600, "2025-08-29"),
        (2511941219823492, "Roof membrane repair – section C", "Sparks XD", "M. Lindqvist", "In Progress", 87400, 61150, "2024-12-20"),
        (7015540847193988, "Security camera refresh (48 cams)", "HQ Carson", "J. Whitfield", "Complete", 73900, 71880, "2024-10-18"),
        (1386041312980868, "Forklift charging station expansion", "Reno DC", "D. Alvarez", "Planned", 64250, 0, "2025-04-30"),
        (5889640940351364, "Warehouse racking seismic bracing", "Reno DC", "K. Osei", "Not Started", 176000, 0, "2025-07-31"),
        (3637841126666116, "Backup generator load bank test & ATS", "HQ Carson", "M. Lindqvist", "Cancelled", 38500, 0, "2024-11-29"),
        (8141440754036612, "Breakroom renovation", "Sparks XD", "J. Whitfield", "Planned", 45800, 0, "2025-03-14"),
        (823091359559556, "Stormwater drain rehabilitation", "Sparks XD", "D. Alvarez", "In Progress", 129000, 58420, "2025-02-28"),
        (5326690986930052, "Trash compactor replacement", "Reno DC", "K. Osei", "Complete", 31200, 30975, "2024-08-23"),
    ]
    emails = {"D. Alvarez": "dalvarez@sierrafreight.com", "K. Osei": "kosei@sierrafreight.com", "M. Lindqvist": "mlindqvist@sierrafreight.com", "J. Whitfield": "jwhitfield@sierrafreight.com"}

    def money(v: int) -> str:
        return f"${v:,.2f}"

    def row(n: int, r: tuple[Any, ...], created: str, modified: str) -> dict[str, Any]:
        rid, proj, site, owner, status, bud, com, date = r
        vals = [(proj, proj), (site, site), (emails[owner], owner), (status, status), (bud, money(bud)), (com, money(com)), (date, date[5:7] + "/" + date[8:] + "/" + date[2:4])]
        cells = [{"columnId": c[0], "value": v, "displayValue": dv} for c, (v, dv) in zip(cols, vals)]
        return {"id": rid, "rowNumber": n, "expanded": True, "createdAt": created, "modifiedAt": modified, "cells": cells}

    mod = ["2024-10-02T17:41:09Z", "2024-10-01T15:12:44Z", "2024-09-12T20:03:51Z", "2024-09-12T20:05:17Z", "2024-10-04T14:28:30Z", "2024-09-27T16:55:02Z", "2024-10-03T21:19:48Z",
           "2024-10-18T22:01:37Z", "2024-09-12T20:09:03Z", "2024-09-12T20:10:26Z", "2024-10-07T18:44:15Z", "2024-09-30T19:27:59Z", "2024-10-04T16:02:11Z", "2024-08-26T15:36:40Z"]
    rows = [row(i + 1, r, "2024-08-05T16:20:" + f"{10 + i:02d}Z", mod[i]) for i, r in enumerate(data)]
    sheet_meta = {"id": sid, "name": "FY25 Facilities Capex Tracker", "accessLevel": "OWNER",
                  "permalink": "https://app.smartsheet.com/sheets/qX7wR4pV9cJm2HfG8kLb3NsT6yZ5dA1eQ0uW", "createdAt": "2024-08-05T16:18:22Z"}
    t1 = pj({"pageNumber": 1, "pageSize": 100, "totalPages": 1, "totalCount": 5, "data": [
        {**sheet_meta, "modifiedAt": "2024-10-21T15:47:03Z"},
        {"id": 1126534839807876, "name": "FY25 Facilities Opex Budget", "accessLevel": "EDITOR", "permalink": "https://app.smartsheet.com/sheets/Hj4kP8wQ2xR6vM9cT3nB7yL5fD0gZ1sA", "createdAt": "2024-07-29T14:02:51Z", "modifiedAt": "2024-10-18T20:11:34Z"},
        {"id": 7756143217502084, "name": "Vendor COI Expirations", "accessLevel": "EDITOR", "permalink": "https://app.smartsheet.com/sheets/mN3bV7cX1zL9kJ5hG2fD8sA4qW6eR0tY", "createdAt": "2023-02-14T18:45:10Z", "modifiedAt": "2024-10-15T13:08:27Z"},
        {"id": 3252543590131588, "name": "PM Schedule – Reno DC", "accessLevel": "VIEWER", "permalink": "https://app.smartsheet.com/sheets/Pq2Wx6Ez0Rc4Tv8Yb3Un7Im1Ok5Lj9Hg", "createdAt": "2022-11-03T17:30:00Z", "modifiedAt": "2024-10-21T12:54:49Z"},
        {"id": 5504343403816836, "name": "Capex Requests Intake (Form)", "accessLevel": "ADMIN", "permalink": "https://app.smartsheet.com/sheets/Zx9Cv3Bn7Mq1Wf5Er8Ty2Ui6Op0As4Df", "createdAt": "2024-08-05T16:31:45Z", "modifiedAt": "2024-10-16T22:37:18Z"},
    ]})
    t2 = pj({**sheet_meta, "version": 87, "totalRowCount": 14, "modifiedAt": "2024-10-21T15:47:03Z", "effectiveAttachmentOptions": ["FILE", "ONEDRIVE", "GOOGLE_DRIVE", "LINK"],
             "ganttEnabled": False, "dependenciesEnabled": False, "resourceManagementEnabled": False, "columns": columns, "rows": rows})
    new = [(1574192836429700, "EV charging – visitor lot (4 ports)", "HQ Carson", "J. Whitfield", "Planned", 86000, 0, "2025-09-30"),
           (6077792463800196, "Warehouse skylight replacement", "Reno DC", "M. Lindqvist", "Planned", 142500, 0, "2025-06-13")]
    added = [row(15 + i, r, "2024-10-22T16:05:3" + str(i) + "Z", "2024-10-22T16:05:3" + str(i) + "Z") for i, r in enumerate(new)]
    for a in added:
        a["siblingId"] = rows[-1]["id"] if a["rowNumber"] == 15 else added[0]["id"]
    t3 = pj({"message": "SUCCESS", "resultCode": 0, "version": 88, "result": added})
    t4 = pj({"message": "SUCCESS", "resultCode": 0, "result": [3637841126666116]})
    t5 = pj({**sheet_meta, "version": 89, "totalRowCount": 16, "modifiedAt": "2024-10-22T16:06:12Z", "effectiveAttachmentOptions": ["FILE", "ONEDRIVE", "GOOGLE_DRIVE", "LINK"],
             "ganttEnabled": False, "dependenciesEnabled": False, "resourceManagementEnabled": False, "columns": columns, "rows": rows[:5]})
    upd = row(3, (4637841033275268, "Dock leveler replacement (x6)", "Sparks XD", "D. Alvarez", "In Progress", 138000, 41400, "2025-05-15"), rows[2]["createdAt"], "2024-10-22T16:08:47Z")
    t6 = pj({"message": "SUCCESS", "resultCode": 0, "version": 90, "result": [upd]})
    reno = [(r[0], r[1]) for r in data if r[2] == "Reno DC"] + [(new[1][0], new[1][1])]
    t7 = pj({"results": [{"text": "Reno DC", "objectType": "row", "objectId": rid, "parentObjectId": sid, "contextData": [proj],
                          "parentObjectType": "sheet", "parentObjectName": "FY25 Facilities Capex Tracker"} for rid, proj in reno], "totalCount": len(reno)})
    turns = [
        (call("list_sheets"), t1),
        (call("get_sheet", sheetId=sid, pageSize=100, page=1), t2),
        (call("add_rows", sheetId=sid, toBottom=True, rows=[{"cells": [{"columnId": c[0], "value": v} for c, v in zip(cols, [r[1], r[2], emails[r[3]], r[4], r[5], r[6], r[7]])]} for r in new]), t3),
        (call("delete_rows", sheetId=sid, ids=[3637841126666116]), t4),
        (call("get_sheet", sheetId=sid, pageSize=5, page=1), t5),
        (call("update_rows", sheetId=sid, rows=[{"id": 4637841033275268, "cells": [{"columnId": 3906261190846340, "value": "In Progress"}, {"columnId": 1091511423739780, "value": 41400}]}]), t6),
        (call("search_sheet", sheetId=sid, query="Reno DC"), t7),
    ]
    state = ("Smartsheet, signed in as the facilities coordinator (Sierra Freight). Sheet 'FY25 Facilities Capex Tracker' tracks the approved capex projects. "
             "Today: add the two projects approved at Monday's review (visitor-lot EV charging, Reno skylights), remove the cancelled generator test, and mark "
             "the dock levelers started (PO for 30% deposit, $41,400).")
    rs.add(task="mcp", tid="h41-mcp-03", system=system, turns=turns, state=state, bad=True, turn=5,
           kind="sheet row count ignores the deleted row")


# Dropbox: clean
def t04(rs: RowSet) -> None:
    system = mcp_system("dropbox", "files and shared links in a Dropbox account", [
        tool("list_folder", "List a folder's entries.", {"path": S, "recursive": B, "include_deleted": B}, ["path"]),
        tool("get_metadata", "Metadata of a file or folder.", {"path": S}, ["path"]),
        tool("create_folder", "Create a folder.", {"path": S, "autorename": B}, ["path"]),
        tool("move", "Move or rename a file or folder.", {"from_path": S, "to_path": S, "autorename": B}, ["from_path", "to_path"]),
        tool("delete", "Delete a file or folder.", {"path": S}, ["path"]),
        tool("search", "Search file and folder names.", {"query": S, "path": S, "max_results": INT}, ["query"]),
        tool("create_shared_link", "Create a shared link with settings.", {"path": S, "settings": OBJ}, ["path"]),
    ])
    base = "/Clients/Harbor & Finch/2024-09-21 Lookbook Shoot"
    low = base.lower()

    def fentry(name: str, fid: str, cm: str, sm: str, size: int, path: str | None = None) -> dict[str, Any]:
        p = path or f"{base}/{name}"
        return {".tag": "file", "name": p.rsplit("/", 1)[1], "path_lower": p.lower(), "path_display": p, "id": "id:" + fid,
                "client_modified": cm, "server_modified": sm, "rev": "0" + hx(fid + "rev", 8) + hx(fid + "rv", 8)[:8],
                "size": size, "is_downloadable": True, "parent_shared_folder_id": "8472019563", "content_hash": hx(fid + name, 64)}

    nefs = [("DSC_0398.NEF", "a4ayc_80_OEAAAAAAAAAXw", 31844102), ("DSC_0403.NEF", "a4ayc_80_OEAAAAAAAAAYg", 32107566),
            ("DSC_0412.NEF", "a4ayc_80_OEAAAAAAAAAZq", 31992480), ("DSC_0415.NEF", "a4ayc_80_OEAAAAAAAAAaM", 30871214),
            ("DSC_0419.NEF", "a4ayc_80_OEAAAAAAAAAbA", 32455908), ("DSC_0423.NEF", "a4ayc_80_OEAAAAAAAAAbw", 31560372),
            ("DSC_0431.NEF", "a4ayc_80_OEAAAAAAAAAcU", 31209946)]
    entries = []
    shot = ["15:02:41", "15:09:13", "15:21:56", "15:24:08", "15:37:30", "15:52:17", "16:14:45"]
    for i, (n, fid, sz) in enumerate(nefs):
        entries.append(fentry(n, fid, f"2024-09-21T{shot[i]}Z", f"2024-09-22T18:{10 + i:02d}:{(i * 7 + 4) % 60:02d}Z", sz))
    entries.append(fentry("Thumbs.db", "a4ayc_80_OEAAAAAAAAAdE", "2024-09-22T18:31:55Z", "2024-09-22T18:32:01Z", 24576))
    entries.append(fentry("shot_list_v2.pdf", "a4ayc_80_OEAAAAAAAAAVQ", "2024-09-18T11:04:37Z", "2024-09-18T11:05:02Z", 418230))
    entries.append(fentry("moodboard.jpg", "a4ayc_80_OEAAAAAAAAAVw", "2024-09-16T09:48:12Z", "2024-09-16T09:48:40Z", 2870114))
    t1 = pj({"entries": entries, "cursor": "AAGx7uJ3c0p6Yk2hRvN9sTqW4eB1mZoD8fLcK5aXyP0iU3gHj6rE2wQ7tV9nS4bM1", "has_more": False})
    sel_id = "id:a4ayc_80_OEAAAAAAAAAhk"
    folder = {"metadata": {".tag": "folder", "name": "Selects", "path_lower": f"{low}/selects", "path_display": f"{base}/Selects", "id": sel_id,
                           "shared_folder_id": None, "sharing_info": {"read_only": False, "parent_shared_folder_id": "8472019563", "traverse_only": False, "no_access": False}}}
    folder["metadata"] = {k: v for k, v in folder["metadata"].items() if k != "shared_folder_id"}
    t2 = pj(folder)
    moved = copy.deepcopy(entries[2])
    p = f"{base}/Selects/HF_Lookbook_01.NEF"
    moved.update({"name": "HF_Lookbook_01.NEF", "path_lower": p.lower(), "path_display": p})
    t3 = pj({"metadata": moved})
    thumbs = {k: v for k, v in entries[7].items() if k != "is_downloadable"}
    t4 = pj({"metadata": thumbs})
    upload = fentry("HF_signed_usage_agreement.pdf", "a4ayc_80_OEAAAAAAAAAiE", "2024-09-23T14:02:18Z", "2024-09-23T14:02:26Z", 196402)
    root = {".tag": "folder", "name": "2024-09-21 Lookbook Shoot", "path_lower": low, "path_display": base, "id": "id:a4ayc_80_OEAAAAAAAAAUA",
            "sharing_info": {"read_only": False, "parent_shared_folder_id": "8472019563", "traverse_only": False, "no_access": False}}
    rest = [e for i, e in enumerate(entries) if i not in (2, 7)]
    rec = [root] + rest + [folder["metadata"], moved, upload]
    t5 = pj({"entries": rec, "cursor": "AAHk2pQ9wE5rT1yU7iO3pA6sD0fG4hJ8kL2zX5cV9bN1mQ7wE3rT6yU0iO4pA8sD2", "has_more": False})
    t6 = pj({".tag": "folder", "url": "https://www.dropbox.com/scl/fo/3kq7x9w2m5v8b1n4c6z0l/AHd2Rk8PqW3xZ7vN5yT1uL9?rlkey=c5f8j2m7q0t3w6y9b1e4h7k0n&dl=0",
             "name": "Selects", "path_lower": f"{low}/selects", "id": sel_id, "expires": "2024-10-23T00:00:00Z",
             "link_permissions": {"can_revoke": True, "resolved_visibility": {".tag": "public"}, "requested_visibility": {".tag": "public"},
                                  "revoke_failure_reason": None, "visibility_policies": [], "can_set_expiry": True, "can_remove_expiry": True,
                                  "allow_download": True, "can_allow_download": True, "can_disallow_download": True, "allow_comments": True,
                                  "team_restricts_comments": False, "audience_options": [], "can_set_password": True, "can_remove_password": True,
                                  "require_password": False, "can_use_extended_sharing_controls": False},
             "preview_type": "folder"})
    turns = [
        (call("list_folder", path=base), t1),
        (call("create_folder", path=f"{base}/Selects", autorename=False), t2),
        (call("move", from_path=f"{base}/DSC_0412.NEF", to_path=p, autorename=False), t3),
        (call("delete", path=f"{base}/Thumbs.db"), t4),
        (call("list_folder", path=base, recursive=True), t5),
        (call("create_shared_link", path=f"{base}/Selects", settings={"requested_visibility": "public", "expires": "2024-10-23T00:00:00Z", "allow_download": True}), t6),
    ]
    state = ("Dropbox Plus account of Odile Marchetti Photography. '/Clients/Harbor & Finch' is shared with the client (shared folder 8472019563). "
             "The client picked frame DSC_0412 as the lookbook hero; put it in a new 'Selects' folder as HF_Lookbook_01.NEF, clean out Windows junk, "
             "and send the client a download link that expires in a month. It is 2024-09-23, about 14:10 UTC.")
    rs.add(task="mcp", tid="h41-mcp-04", system=system, turns=turns, state=state)


# Sentry: bad
def t05(rs: RowSet) -> None:
    system = mcp_system("sentry", "issues, events and releases of the lumen-pay Sentry organization", [
        tool("list_issues", "List a project's issues with a search query.", {"project": S, "query": S, "sort": S, "limit": INT}, ["project"]),
        tool("get_issue", "Get one issue's details.", {"issue_id": S}, ["issue_id"]),
        tool("list_issue_events", "List the latest events of an issue.", {"issue_id": S, "limit": INT, "full": B}, ["issue_id"]),
        tool("get_event", "Get one event of a project with its stack trace and tags.", {"project": S, "event_id": S}, ["project", "event_id"]),
        tool("update_issue", "Update an issue's status, assignee or bookmark.", {"issue_id": S, "status": S, "statusDetails": OBJ, "assignedTo": S}, ["issue_id"]),
        tool("list_releases", "List releases of a project.", {"project": S, "limit": INT}, ["project"]),
        tool("search_issues", "Search issues across the organization.", {"query": S, "limit": INT}, ["query"]),
        tool("add_comment", "Add a note to an issue's activity.", {"issue_id": S, "text": S}, ["issue_id", "text"]),
    ])
    proj = {"id": "4504119923376128", "name": "checkout-api", "slug": "checkout-api", "platform": "python"}
    dana = {"type": "user", "id": "2871133", "name": "Dana Whitmore", "email": "dana.whitmore@lumenpay.com"}

    def issue(iid: str, short: str, title: str, culprit: str, count: int, users: int, first: str, last: str, level: str = "error",
              status: str = "unresolved", assigned: dict[str, Any] | None = None, etype: str = "", evalue: str = "") -> dict[str, Any]:
        return {"id": iid, "shortId": short, "title": title, "culprit": culprit, "permalink": f"https://lumen-pay.sentry.io/issues/{iid}/",
                "level": level, "status": status, "statusDetails": {}, "substatus": "ongoing" if status == "unresolved" else None, "isPublic": False,
                "platform": "python", "project": proj, "type": "error", "metadata": {"type": etype or title.split(":")[0], "value": evalue or title.split(": ", 1)[-1]},
                "numComments": 0, "assignedTo": assigned, "isBookmarked": False, "isSubscribed": assigned is not None, "hasSeen": True,
                "count": str(count), "userCount": users, "firstSeen": first, "lastSeen": last}

    i1 = issue("4512873390", "CHECKOUT-API-1K7", "TimeoutError: upstream payments-gateway did not respond within 5000ms", "app.services.gateway in authorize_payment",
               1843, 612, "2024-11-12T22:04:51.118000Z", "2024-11-14T09:52:07.402000Z")
    i2 = issue("4509921187", "CHECKOUT-API-19Z", "KeyError: 'billing_postal_code'", "app.api.v2.orders in create_order", 477, 301, "2024-11-13T15:40:02.877000Z", "2024-11-14T09:31:44.019000Z")
    i3 = issue("4498810342", "CHECKOUT-API-15B", 'IntegrityError: duplicate key value violates unique constraint "uq_orders_idempotency_key"', "app.db.orders in insert_order",
               212, 188, "2024-11-08T13:27:40.551000Z", "2024-11-14T09:12:08.630000Z")
    i4 = issue("4520013377", "CHECKOUT-API-1M2", "ValueError: Invalid currency code 'EUR '", "app.utils.money in parse_currency", 38, 30, "2024-11-14T06:20:19.204000Z", "2024-11-14T09:44:51.938000Z")
    i5 = issue("4477120958", "CHECKOUT-API-0ZQ", "ConnectionResetError: [Errno 104] Connection reset by peer", "redis.connection in read_response", 96, 41, "2024-10-29T04:11:02.415000Z", "2024-11-14T07:58:13.776000Z")
    i6 = issue("4466203815", "CHECKOUT-API-0V8", "DeprecationWarning: datetime.datetime.utcnow() is deprecated", "app.services.receipts in render_receipt", 19, 1, "2024-10-24T10:02:36.310000Z", "2024-11-13T21:40:27.097000Z", level="warning")
    t1 = pj([i1, i2, i3, i5, i4, i6])
    d2 = copy.deepcopy(i1)
    d2.update({"count": "1851", "userCount": 615, "lastSeen": "2024-11-14T09:54:58.913000Z"})
    d2.update({"firstRelease": {"version": "checkout-api@2024.11.12-3", "shortVersion": "2024.11.12-3", "dateCreated": "2024-11-12T21:48:10.000000Z"},
               "lastRelease": {"version": "checkout-api@2024.11.13-2", "shortVersion": "2024.11.13-2", "dateCreated": "2024-11-13T18:05:33.000000Z"},
               "tags": [{"key": "environment", "name": "Environment", "totalValues": 1851, "topValues": [{"value": "production", "count": 1851}]},
                        {"key": "server_name", "name": "Server", "totalValues": 1851, "topValues": [{"value": "checkout-api-7d9c5b8f4-kx2lq", "count": 498}, {"value": "checkout-api-7d9c5b8f4-p8wzn", "count": 477}, {"value": "checkout-api-7d9c5b8f4-r5tmv", "count": 461}, {"value": "checkout-api-7d9c5b8f4-b7jhd", "count": 415}]},
                        {"key": "transaction", "name": "Transaction", "totalValues": 1851, "topValues": [{"value": "POST /v2/payments/authorize", "count": 1790}, {"value": "POST /v2/orders/{id}/retry-payment", "count": 61}]},
                        {"key": "gateway.region", "name": "gateway.region", "totalValues": 1851, "topValues": [{"value": "eu-west-1", "count": 1402}, {"value": "us-east-1", "count": 449}]}],
               "stats": {"24h": [[1731488400, 22], [1731492000, 19], [1731495600, 27], [1731499200, 25], [1731502800, 38], [1731506400, 44], [1731510000, 57], [1731513600, 69],
                                 [1731517200, 63], [1731520800, 78], [1731524400, 92], [1731528000, 88], [1731531600, 64], [1731535200, 55], [1731538800, 47], [1731542400, 44],
                                 [1731546000, 51], [1731549600, 62], [1731553200, 83], [1731556800, 101], [1731560400, 117], [1731564000, 124], [1731567600, 109], [1731571200, 71]]},
               "participants": [], "seenBy": [{"id": "2871133", "name": "Dana Whitmore", "lastSeen": "2024-11-14T09:55:31.204000Z"}], "pluginActions": [], "pluginIssues": []})
    t2 = pj(d2)
    ev_times = ["2024-11-14T09:56:40Z", "2024-11-14T09:56:12Z", "2024-11-14T09:54:58Z", "2024-11-14T09:54:31Z", "2024-11-14T09:53:49Z"]
    pods = ["checkout-api-7d9c5b8f4-r5tmv", "checkout-api-7d9c5b8f4-kx2lq", "checkout-api-7d9c5b8f4-kx2lq", "checkout-api-7d9c5b8f4-b7jhd", "checkout-api-7d9c5b8f4-p8wzn"]
    evs = [{"id": hx("ev" + t, 32), "eventID": hx("ev" + t, 32), "groupID": "4512873390", "title": i1["title"], "message": "", "platform": "python",
            "dateCreated": t, "user": {"id": str(880000 + 137 * k), "ip_address": None}, "location": "app/services/gateway.py", "culprit": i1["culprit"],
            "tags": [{"key": "environment", "value": "production"}, {"key": "level", "value": "error"}, {"key": "release", "value": "checkout-api@2024.11.13-2"},
                     {"key": "server_name", "value": pods[k]}, {"key": "gateway.region", "value": "eu-west-1" if k != 3 else "us-east-1"}]}
           for k, t in enumerate(ev_times)]
    t3 = pj(evs)
    u4 = copy.deepcopy(i1)
    u4.update({"count": "1858", "userCount": 617, "lastSeen": "2024-11-14T09:49:18.207000Z", "assignedTo": dana, "isSubscribed": True,
               "subscriptionDetails": {"reason": "assigned"}})
    t4 = pj(u4)
    latest = evs[0]["id"]
    t5 = pj({"id": latest, "eventID": latest, "groupID": "4512873390", "projectID": proj["id"], "dateCreated": ev_times[0], "dateReceived": "2024-11-14T09:56:40.611842Z",
             "title": i1["title"], "platform": "python", "type": "error", "culprit": i1["culprit"], "location": "app/services/gateway.py",
             "release": {"version": "checkout-api@2024.11.13-2"}, "user": {"id": "880000", "ip_address": None},
             "tags": evs[0]["tags"] + [{"key": "transaction", "value": "POST /v2/payments/authorize"}, {"key": "runtime", "value": "CPython 3.12.7"}, {"key": "handled", "value": "no"}],
             "contexts": {"runtime": {"name": "CPython", "version": "3.12.7"}, "trace": {"trace_id": hx("trace1", 32), "span_id": hx("span1", 16), "op": "http.server", "status": "deadline_exceeded"}},
             "entries": [{"type": "exception", "data": {"values": [{"type": "TimeoutError", "value": "upstream payments-gateway did not respond within 5000ms", "module": "builtins",
                                                                     "mechanism": {"type": "starlette", "handled": False},
                                                                     "stacktrace": {"frames": [
                                                                         {"filename": "app/api/v2/payments.py", "function": "authorize", "lineNo": 88, "inApp": True, "context": [[88, "    result = await gateway.authorize_payment(intent, timeout=settings.GATEWAY_TIMEOUT)"]]},
                                                                         {"filename": "app/services/gateway.py", "function": "authorize_payment", "lineNo": 142, "inApp": True, "context": [[142, "        resp = await self._client.post(url, json=body, timeout=timeout)"]]},
                                                                         {"filename": "httpx/_client.py", "function": "send", "lineNo": 1661, "inApp": False},
                                                                         {"filename": "httpcore/_async/connection_pool.py", "function": "handle_async_request", "lineNo": 196, "inApp": False, "context": [[196, "                    raise PoolTimeout(msg)  # waited 5.0s for a connection"]]}]}}]}},
                         {"type": "breadcrumbs", "data": {"values": [
                             {"timestamp": "2024-11-14T09:56:35.402Z", "category": "httpx", "level": "info", "message": "POST https://gw-eu.payments.internal/v3/authorize [pending]"},
                             {"timestamp": "2024-11-14T09:56:35.398Z", "category": "query", "level": "info", "message": "SELECT ... FROM payment_intents WHERE id = %s"}]}}]})
    t6 = pj([
        {"version": "checkout-api@2024.11.13-2", "shortVersion": "2024.11.13-2", "status": "open", "dateCreated": "2024-11-13T18:05:33.000000Z", "dateReleased": "2024-11-13T18:21:04.000000Z",
         "newGroups": 2, "commitCount": 7, "lastCommit": {"id": "9f1c2e7", "message": "gateway: reuse AsyncClient across requests (#2291)"}, "lastEvent": "2024-11-14T09:56:40Z",
         "authors": [{"name": "Marek Novak", "email": "marek.novak@lumenpay.com"}], "deployCount": 1, "lastDeploy": {"environment": "production", "dateFinished": "2024-11-13T18:21:04Z"}},
        {"version": "checkout-api@2024.11.12-3", "shortVersion": "2024.11.12-3", "status": "open", "dateCreated": "2024-11-12T21:48:10.000000Z", "dateReleased": "2024-11-12T21:59:47.000000Z",
         "newGroups": 1, "commitCount": 4, "lastCommit": {"id": "3ab84d0", "message": "gateway: lower pool max_connections to 20 per pod (#2284)"}, "lastEvent": "2024-11-13T18:20:59Z",
         "authors": [{"name": "Marek Novak", "email": "marek.novak@lumenpay.com"}, {"name": "Ines Carvalho", "email": "ines.carvalho@lumenpay.com"}], "deployCount": 1,
         "lastDeploy": {"environment": "production", "dateFinished": "2024-11-12T21:59:47Z"}},
        {"version": "checkout-api@2024.11.08-1", "shortVersion": "2024.11.08-1", "status": "open", "dateCreated": "2024-11-08T12:40:22.000000Z", "dateReleased": "2024-11-08T13:02:15.000000Z",
         "newGroups": 1, "commitCount": 12, "lastCommit": {"id": "c77e015", "message": "orders: idempotency key constraint (#2270)"}, "lastEvent": "2024-11-12T21:59:41Z",
         "authors": [{"name": "Ines Carvalho", "email": "ines.carvalho@lumenpay.com"}], "deployCount": 1, "lastDeploy": {"environment": "production", "dateFinished": "2024-11-08T13:02:15Z"}},
    ])
    s1 = copy.deepcopy(i1)
    s1.update({"count": "1866", "userCount": 620, "lastSeen": "2024-11-14T09:58:02.551000Z", "assignedTo": dana, "isSubscribed": True})
    gw = {"id": "4512880214", "shortId": "PAYMENTS-GATEWAY-7Q", "title": "PoolTimeout: timed out waiting for a free connection (max_connections=20)",
          "culprit": "gateway.upstream.acquirer in forward_authorization", "permalink": "https://lumen-pay.sentry.io/issues/4512880214/", "level": "error", "status": "unresolved",
          "project": {"id": "4504119925211136", "name": "payments-gateway", "slug": "payments-gateway", "platform": "go"}, "assignedTo": None,
          "count": "2307", "userCount": 0, "firstSeen": "2024-11-12T22:05:13.006000Z", "lastSeen": "2024-11-14T09:57:49.120000Z"}
    t7 = pj([s1, gw])
    r2 = copy.deepcopy(i2)
    r2.update({"status": "resolved", "substatus": None, "statusDetails": {"inNextRelease": True, "actor": {"id": "2871133", "name": "Dana Whitmore", "email": "dana.whitmore@lumenpay.com"}},
               "count": "479", "userCount": 302, "lastSeen": "2024-11-14T09:47:20.334000Z"})
    t8 = pj(r2)
    l1 = copy.deepcopy(s1)
    l1.update({"count": "1874", "userCount": 623, "lastSeen": "2024-11-14T09:59:41.086000Z"})
    l3 = copy.deepcopy(i3)
    l3.update({"count": "214", "userCount": 190, "lastSeen": "2024-11-14T09:57:26.745000Z"})
    l4 = copy.deepcopy(i4)
    l4.update({"count": "41", "userCount": 33, "lastSeen": "2024-11-14T09:58:12.480000Z"})
    t9 = pj([l1, l3, i5, l4, i6])
    note = "Assigned to me. Spikes line up with PAYMENTS-GATEWAY-7Q (pool exhausted, max_connections=20 since 2024.11.12-3). Proposing to revert #2284."
    t10 = pj({"id": "3919904412", "type": "note", "data": {"text": note}, "dateCreated": "2024-11-14T10:00:37.551000Z",
              "user": {"id": "2871133", "name": "Dana Whitmore", "username": "dana.whitmore@lumenpay.com", "email": "dana.whitmore@lumenpay.com", "avatarUrl": None}})
    turns = [
        (call("list_issues", project="checkout-api", query="is:unresolved", sort="freq", limit=25), t1),
        (call("get_issue", issue_id="4512873390"), t2),
        (call("list_issue_events", issue_id="4512873390", limit=5), t3),
        (call("update_issue", issue_id="4512873390", assignedTo="dana.whitmore@lumenpay.com"), t4),
        (call("get_event", project="checkout-api", event_id=latest), t5),
        (call("list_releases", project="checkout-api", limit=3), t6),
        (call("search_issues", query="is:unresolved payments-gateway", limit=10), t7),
        (call("update_issue", issue_id="4509921187", status="resolved", statusDetails={"inNextRelease": True}), t8),
        (call("list_issues", project="checkout-api", query="is:unresolved", sort="freq", limit=25), t9),
        (call("add_comment", issue_id="4512873390", text=note), t10),
    ]
    state = ("Sentry org 'lumen-pay', authenticated as Dana Whitmore (on call for checkout). It is 2024-11-14, about 09:55 UTC; checkout error volume "
             "has been climbing since yesterday's deploy. The fix for the billing_postal_code KeyError is merged and ships in the next release.")
    rs.add(task="mcp", tid="h41-mcp-05", system=system, turns=turns, state=state, bad=True, turn=4,
           kind="issue lastSeen earlier than events already listed")


# Datadog: clean
def t06(rs: RowSet) -> None:
    system = mcp_system("datadog", "monitors, metrics, hosts and logs of the Datadog organization 'Kestrel Outfitters'", [
        tool("list_monitors", "List monitors, filtered by tags or name.", {"monitor_tags": S, "name": S}, []),
        tool("get_monitor", "Get a monitor with its per-group states.", {"monitor_id": INT, "group_states": S}, ["monitor_id"]),
        tool("query_metrics", "Query timeseries points.", {"query": S, "from": INT, "to": INT}, ["query", "from", "to"]),
        tool("list_hosts", "List hosts with their metrics and metadata.", {"filter": S, "sort_field": S, "count": INT}, []),
        tool("search_logs", "Search logs.", {"query": S, "from": S, "to": S, "limit": INT, "sort": S}, ["query"]),
        tool("mute_monitor", "Mute a monitor (optionally one scope) until a time.", {"monitor_id": INT, "scope": S, "end": INT}, ["monitor_id"]),
    ])
    T0 = 1739974800  # 2025-02-19T14:20:00Z
    web = [f"web-0{i}" for i in range(1, 8)]

    def mon(mid: int, name: str, query: str, state: str, mtype: str = "query alert", modified: str = "2025-01-07T16:42:18.331915+00:00",
            silenced: dict[str, Any] | None = None, thresholds: dict[str, Any] | None = None) -> dict[str, Any]:
        return {"id": mid, "name": name, "type": mtype, "query": query, "overall_state": state, "tags": ["service:storefront-web", "team:web-platform", "env:prod"],
                "priority": 2, "creator": {"name": "Rafael Quintero", "handle": "rafael.quintero@kestreloutfitters.com"}, "created": "2024-06-11T19:03:55.618340+00:00",
                "modified": modified, "multi": "by" in query,
                "options": {"thresholds": thresholds or {"critical": 85.0, "warning": 75.0}, "notify_no_data": False, "renotify_interval": 30, "include_tags": True,
                            "new_group_delay": 300, "silenced": silenced or {}, "evaluation_delay": 60}}

    cpu_q = "avg(last_10m):avg:system.cpu.user{service:storefront-web,env:prod} by {host} > 85"
    m1 = mon(48213377, "[storefront-web] High CPU on web hosts", cpu_q, "Alert")
    m2 = mon(48213390, "[storefront-web] p95 latency above 800ms", "percentile(last_5m):p95:trace.http.request{service:storefront-web,env:prod} > 0.8", "Warn",
             "query alert", "2024-12-02T10:15:09.004188+00:00", thresholds={"critical": 0.8, "warning": 0.6})
    m3 = mon(48219912, "[storefront-web] 5xx error rate > 2%", "sum(last_5m):sum:trace.http.request.errors{service:storefront-web,env:prod}.as_count() / sum:trace.http.request.hits{service:storefront-web,env:prod}.as_count() * 100 > 2", "OK",
             thresholds={"critical": 2.0, "warning": 1.0})
    m4 = mon(47750031, "[storefront-web] Disk usage > 90% on /var", "avg(last_15m):avg:system.disk.in_use{service:storefront-web,device:/dev/nvme0n1p3} by {host} > 0.9", "OK",
             modified="2024-09-30T08:27:44.120551+00:00", thresholds={"critical": 0.9, "warning": 0.8})
    m5 = mon(49102245, "[storefront-web] nginx process not running", '"process.up".over("service:storefront-web","process:nginx").by("host").last(3).count_by_status()', "OK",
             "service check", "2025-02-03T13:51:20.700112+00:00", thresholds={"critical": 2, "ok": 1, "warning": 1})
    t1 = pj([m1, m2, m3, m4, m5])

    def groups(states: dict[str, str], trig: dict[str, int], changes: dict[str, int], evald: int) -> dict[str, Any]:
        return {f"host:{h}": {"status": states[h], "name": f"host:{h}", "last_triggered_ts": trig.get(h), "last_nodata_ts": None,
                              "last_notified_ts": trig.get(h), "last_resolved_ts": changes.get(h) if states[h] == "OK" else None, "last_eval_ts": evald} for h in web}

    st2 = {h: "OK" for h in web}
    st2.update({"web-03": "Alert", "web-07": "Alert"})
    trig = {"web-03": T0 - 1140, "web-07": T0 - 2460, "web-05": T0 - 86400 * 3 - 5400}
    chg = {"web-05": T0 - 86400 * 3 - 3600}
    for h in web:
        chg.setdefault(h, T0 - 86400 * 9)
    g2 = copy.deepcopy(m1)
    g2["state"] = {"groups": groups(st2, trig, chg, T0 + 40)}
    g2["overall_state_modified"] = "2025-02-19T13:39:00+00:00"
    t2 = pj(g2)
    base = {"web-01": 46.2, "web-02": 51.8, "web-03": 90.7, "web-04": 44.9, "web-05": 55.3, "web-06": 48.6, "web-07": 95.9}
    drift = {"web-01": [0.0, 1.3, -0.8, 2.1, 0.4, -1.1], "web-02": [0.0, -1.7, 0.9, 1.4, -0.6, 2.2], "web-03": [-3.9, -1.2, 0.6, 1.8, 2.4, 1.1],
             "web-04": [0.0, 0.8, -1.5, 0.3, 1.9, -0.4], "web-05": [0.0, 2.6, -0.9, -1.8, 0.7, 1.2], "web-06": [0.0, -0.5, 1.1, 0.6, -1.3, 0.9],
             "web-07": [-1.4, 0.9, 1.6, -0.3, 0.8, 1.1]}

    def series(start: int, step: int, vals: dict[str, list[float]]) -> dict[str, Any]:
        return {"status": "ok", "res_type": "time_series", "from_date": start * 1000, "to_date": (start + step * len(next(iter(vals.values())))) * 1000,
                "query": "avg:system.cpu.user{service:storefront-web,env:prod} by {host}", "group_by": ["host"],
                "series": [{"metric": "system.cpu.user", "display_name": "system.cpu.user", "scope": f"host:{h},env:prod,service:storefront-web",
                            "tag_set": [f"host:{h}"], "unit": [{"family": "percentage", "name": "percent", "short_name": "%", "scale_factor": 1.0}, None],
                            "interval": step, "length": len(v), "start": start * 1000, "end": (start + step * (len(v) - 1)) * 1000,
                            "pointlist": [[(start + step * k) * 1000, round(x, 2)] for k, x in enumerate(v)], "aggr": "avg"} for h, v in vals.items()]}

    v3 = {h: [round(base[h] + d, 2) for d in drift[h]] for h in web}
    t3 = pj(series(T0 - 1800, 300, v3))
    hosts = []
    for i, h in enumerate(web):
        hosts.append({"name": f"{h}.prod.kestrel.internal", "host_name": f"{h}.prod.kestrel.internal", "id": 7712094800 + 131 * i, "aliases": [f"i-0{hx(h, 16)}"],
                      "apps": ["agent", "nginx", "ntp", "system", "trace"], "sources": ["aws", "agent"], "up": True, "is_muted": False, "mute_timeout": None,
                      "last_reported_time": T0 + 52 - (i * 7) % 15, "tags_by_source": {"Datadog": [f"host:{h}", "service:storefront-web", "env:prod"], "Amazon Web Services": ["instance-type:c6i.2xlarge", "availability-zone:us-west-2" + "abc"[i % 3]]},
                      "meta": {"agent_version": "7.61.0", "platform": "linux2", "processor": "Intel(R) Xeon(R) Platinum 8375C CPU @ 2.90GHz", "cpuCores": 8, "socket-hostname": f"{h}.prod.kestrel.internal"},
                      "metrics": {"cpu": round(base[h] + drift[h][-1] + 3.1, 1), "iowait": round(0.4 + 0.1 * i, 1), "load": round((base[h] + drift[h][-1]) / 12.5, 2)}})
    t4 = pj({"host_list": hosts, "total_returned": 7, "total_matching": 7})
    logs = [
        ("2025-02-19T14:20:41.118Z", "upstream timed out (110: Connection timed out) while reading response header from upstream, client: 10.42.7.18, server: www.kestreloutfitters.com, request: \"GET /api/search?q=down+jacket&page=2 HTTP/1.1\", upstream: \"http://127.0.0.1:3000/api/search?q=down+jacket&page=2\""),
        ("2025-02-19T14:20:37.904Z", "[render] SSR render exceeded budget: route=/c/outerwear duration_ms=4187 heap_used_mb=1684"),
        ("2025-02-19T14:20:33.512Z", "[search] facet recompute on every request: cache MISS key=facets:outerwear:v2 (ttl expired)"),
        ("2025-02-19T14:20:29.066Z", "upstream timed out (110: Connection timed out) while reading response header from upstream, client: 10.42.3.201, server: www.kestreloutfitters.com, request: \"GET /c/outerwear HTTP/1.1\""),
        ("2025-02-19T14:20:21.730Z", "[render] SSR render exceeded budget: route=/c/outerwear duration_ms=3952 heap_used_mb=1679"),
        ("2025-02-19T14:20:14.385Z", "[search] facet recompute on every request: cache MISS key=facets:outerwear:v2 (ttl expired)"),
    ]
    t5 = pj({"data": [{"id": "AQAAAZUe" + hx(ts, 14), "type": "log", "attributes": {"timestamp": ts, "host": "web-07.prod.kestrel.internal", "service": "storefront-web",
                                                                                   "status": "error", "message": msg, "tags": ["env:prod", "service:storefront-web", "host:web-07", "source:nginx" if "upstream" in msg else "source:nodejs"]}}
                       for ts, msg in logs], "meta": {"page": {"after": "eyJhZnRlciI6IkFRQUFBWlVlOThhZjIzYzEifQ"}, "status": "done", "elapsed": 182, "request_id": "pddv1ChZRMU5Zb2pfT1QtaUVNd0h3UzNxQkJRIi0KHSoSrP"}})
    mute_end = T0 + 2 * 3600
    m1m = copy.deepcopy(m1)
    m1m["options"]["silenced"] = {"host:web-07": mute_end}
    m1m["modified"] = "2025-02-19T14:21:58.402117+00:00"
    t6 = pj(m1m)
    st7 = dict(st2)
    st7["web-03"] = "OK"
    chg7 = dict(chg)
    chg7["web-03"] = T0 + 180
    g7 = copy.deepcopy(m1m)
    g7["state"] = {"groups": groups(st7, trig, chg7, T0 + 220)}
    g7["overall_state_modified"] = "2025-02-19T13:39:00+00:00"
    t7 = pj(g7)
    d8 = {"web-01": [47.1, 45.6, 48.3, 46.9], "web-02": [52.9, 54.0, 51.2, 53.4], "web-03": [88.6, 79.4, 68.1, 62.3], "web-04": [45.8, 47.2, 44.1, 46.0],
          "web-05": [56.0, 54.7, 57.3, 55.8], "web-06": [49.2, 47.5, 48.8, 50.1], "web-07": [96.4, 95.1, 96.8, 97.2]}
    t8 = pj(series(T0, 60, d8))
    m2b = copy.deepcopy(m2)
    m2b["overall_state"] = "OK"
    t9 = pj([m1m, m2b, m3, m4, m5])
    turns = [
        (call("list_monitors", monitor_tags="service:storefront-web"), t1),
        (call("get_monitor", monitor_id=48213377, group_states="all"), t2),
        (call("query_metrics", query="avg:system.cpu.user{service:storefront-web,env:prod} by {host}", **{"from": T0 - 1800, "to": T0}), t3),
        (call("list_hosts", filter="service:storefront-web", sort_field="cpu", count=50), t4),
        (call("search_logs", query="service:storefront-web host:web-07 status:error", **{"from": "now-15m", "to": "now"}, limit=6, sort="-timestamp"), t5),
        (call("mute_monitor", monitor_id=48213377, scope="host:web-07", end=mute_end), t6),
        (call("get_monitor", monitor_id=48213377, group_states="all"), t7),
        (call("query_metrics", query="avg:system.cpu.user{service:storefront-web,env:prod} by {host}", **{"from": T0, "to": T0 + 240}), t8),
        (call("list_monitors", monitor_tags="service:storefront-web"), t9),
    ]
    state = ("Datadog org 'Kestrel Outfitters' (US1). Paged at 14:19 UTC on 2025-02-19 for high CPU on the storefront web tier; web-07 is being drained "
             "by the SRE on call, so its CPU alert should be muted for two hours while the outerwear search cache is fixed.")
    rs.add(task="mcp", tid="h41-mcp-06", system=system, turns=turns, state=state)


# Coda: clean
def t07(rs: RowSet) -> None:
    system = mcp_system("coda", "docs, tables and rows through the Coda API", [
        tool("list_tables", "List the tables and views of a doc.", {"docId": S}, ["docId"]),
        tool("list_columns", "List the columns of a table.", {"docId": S, "tableIdOrName": S}, ["docId", "tableIdOrName"]),
        tool("list_rows", "List rows of a table (paged); query filters on one column.", {"docId": S, "tableIdOrName": S, "query": S, "sortBy": S, "limit": INT, "pageToken": S, "useColumnNames": B, "valueFormat": S}, ["docId", "tableIdOrName"]),
        tool("get_row", "Get one row.", {"docId": S, "tableIdOrName": S, "rowIdOrName": S, "useColumnNames": B}, ["docId", "tableIdOrName", "rowIdOrName"]),
        tool("upsert_rows", "Insert rows, or update them when keyColumns match.", {"docId": S, "tableIdOrName": S, "rows": A, "keyColumns": A}, ["docId", "tableIdOrName", "rows"]),
        tool("update_row", "Update one row's cells.", {"docId": S, "tableIdOrName": S, "rowIdOrName": S, "row": OBJ}, ["docId", "tableIdOrName", "rowIdOrName", "row"]),
        tool("delete_row", "Delete one row.", {"docId": S, "tableIdOrName": S, "rowIdOrName": S}, ["docId", "tableIdOrName", "rowIdOrName"]),
    ])
    doc, tbl = "dQx7Kp2Lm9", "grid-8fT3sVw1Qa"
    api = f"https://coda.io/apis/v1/docs/{doc}"
    t1 = pj({"items": [
        {"id": tbl, "type": "table", "tableType": "table", "href": f"{api}/tables/{tbl}", "browserLink": f"https://coda.io/d/_d{doc}#Posts_tu{tbl[5:]}", "name": "Posts",
         "parent": {"id": "canvas-Hn3wP0rTq5", "type": "page", "href": f"{api}/pages/canvas-Hn3wP0rTq5", "browserLink": f"https://coda.io/d/_d{doc}/Calendar_suTq5", "name": "Calendar"}},
        {"id": "grid-Zr6bN2cY8e", "type": "table", "tableType": "table", "href": f"{api}/tables/grid-Zr6bN2cY8e", "browserLink": f"https://coda.io/d/_d{doc}#Channels_tuY8e", "name": "Channels",
         "parent": {"id": "canvas-Lm8vK1sXw2", "type": "page", "href": f"{api}/pages/canvas-Lm8vK1sXw2", "browserLink": f"https://coda.io/d/_d{doc}/Setup_suXw2", "name": "Setup"}},
        {"id": "grid-Qw4eR7tY1u", "type": "table", "tableType": "table", "href": f"{api}/tables/grid-Qw4eR7tY1u", "browserLink": f"https://coda.io/d/_d{doc}#Team_tuY1u", "name": "Team",
         "parent": {"id": "canvas-Lm8vK1sXw2", "type": "page", "href": f"{api}/pages/canvas-Lm8vK1sXw2", "browserLink": f"https://coda.io/d/_d{doc}/Setup_suXw2", "name": "Setup"}},
        {"id": "table-Vb9nM3kJ6h", "type": "table", "tableType": "view", "href": f"{api}/tables/table-Vb9nM3kJ6h", "browserLink": f"https://coda.io/d/_d{doc}#This-week_tuJ6h", "name": "This week",
         "parent": {"id": "canvas-Hn3wP0rTq5", "type": "page", "href": f"{api}/pages/canvas-Hn3wP0rTq5", "browserLink": f"https://coda.io/d/_d{doc}/Calendar_suTq5", "name": "Calendar"}},
    ], "href": f"{api}/tables?limit=25"})
    colspec = [("c-Ti7Lq0wZ3a", "Title", "text", False, True), ("c-Ch2Nx5vB8d", "Channel", "lookup", False, False), ("c-Ow4Mz9kR1f", "Owner", "person", False, False),
               ("c-St6Pa3jW7g", "Status", "select", False, False), ("c-Pd8Qs1hE5j", "Publish date", "date", False, False),
               ("c-Du3Rt6gY0k", "Days until publish", "number", True, False), ("c-Wc5Yu2fT9m", "Word count", "number", False, False)]
    t2 = pj({"items": [{"id": cid, "type": "column", "name": n, "href": f"{api}/tables/{tbl}/columns/{cid}", **({"display": True} if disp else {}),
                        **({"calculated": True, "formula": "thisRow.[Publish date] - Today()"} if calc else {}),
                        "format": {"type": ty, "isArray": False, **({"precision": 0, "useThousandsSeparator": True} if ty == "number" else {})}} for cid, n, ty, calc, disp in colspec],
             "href": f"{api}/tables/{tbl}/columns?limit=25"})
    people = {"Ana Ruiz": "ana@brewandco.com", "Marcus Lee": "marcus@brewandco.com", "Jenna Park": "jenna@brewandco.com"}
    raw = [
        ("i-Bx7Kq2mT9a", "Spring menu launch: 5 new cold brews", "Instagram", "Ana Ruiz", "Scheduled", "2025-03-14", 180, "2025-02-24T17:02:11.000Z", "2025-03-07T15:40:22.000Z"),
        ("i-Cy8Lr3nU0b", "Behind the roast: Ethiopia Guji lot", "Blog", "Marcus Lee", "Drafting", "2025-03-18", 1240, "2025-02-25T09:15:40.000Z", "2025-03-09T21:12:05.000Z"),
        ("i-Dz9Ms4oV1c", "Barista tips: dialing in oat milk microfoam", "YouTube", "Jenna Park", "Idea", "2025-03-27", 0, "2025-02-26T13:48:02.000Z", "2025-02-26T13:48:02.000Z"),
        ("i-Ea0Nt5pW2d", "Loyalty app 2.0 announcement", "Email", "Ana Ruiz", "In review", "2025-03-12", 420, "2025-02-27T10:31:27.000Z", "2025-03-08T11:05:49.000Z"),
        ("i-Fb1Ou6qX3e", "Customer spotlight: Riverside book club", "Instagram", "Jenna Park", "Drafting", "2025-03-20", 95, "2025-03-01T16:22:58.000Z", "2025-03-06T18:44:13.000Z"),
        ("i-Gc2Pv7rY4f", "St. Patrick's Day mint mocha promo", "Instagram", "Ana Ruiz", "Scheduled", "2025-03-16", 140, "2025-03-03T08:57:35.000Z", "2025-03-07T15:42:09.000Z"),
        ("i-Hd3Qw8sZ5g", "How we source decaf (Swiss Water process)", "Blog", "Marcus Lee", "Idea", "2025-04-02", 0, "2025-03-04T14:10:21.000Z", "2025-03-04T14:10:21.000Z"),
        ("i-Ie4Rx9tA6h", "March newsletter", "Email", "Marcus Lee", "Drafting", "2025-03-25", 860, "2025-03-05T12:03:44.000Z", "2025-03-09T19:27:30.000Z"),
        ("i-Jf5Sy0uB7i", "Latte art throwdown recap", "TikTok", "Jenna Park", "In review", "2025-03-11", 60, "2025-03-06T20:38:16.000Z", "2025-03-08T22:15:02.000Z"),
    ]
    today = (2025, 3, 10)

    def days(d: str) -> int:
        y, m, dd = map(int, d.split("-"))
        return (dt.date(y, m, dd) - dt.date(*today)).days

    def crow(idx: int, r: tuple[Any, ...]) -> dict[str, Any]:
        rid, title, ch, owner, status, pub, wc, created, updated = r
        return {"id": rid, "type": "row", "href": f"{api}/tables/{tbl}/rows/{rid}", "name": title, "index": idx,
                "browserLink": f"https://coda.io/d/_d{doc}#Posts_tu{tbl[5:]}/r{idx}&columnId=c-Ti7Lq0wZ3a", "createdAt": created, "updatedAt": updated,
                "values": {"Title": title, "Channel": ch, "Owner": {"@context": "http://schema.org/", "@type": "Person", "name": owner, "email": people[owner]},
                           "Status": status, "Publish date": pub + "T00:00:00.000-07:00", "Days until publish": days(pub), "Word count": wc}}

    rows = [crow(i + 1, r) for i, r in enumerate(raw)]
    tok1 = "eyJsaW1pdCI6Niwib2Zmc2V0Ijo2LCJzY2hlbWEiOiJyb3dzIn0"
    t3 = pj({"items": rows[:6], "href": f"{api}/tables/{tbl}/rows?limit=6&useColumnNames=true", "nextPageToken": tok1,
             "nextPageLink": f"{api}/tables/{tbl}/rows?pageToken={tok1}", "nextSyncToken": None})
    t4 = pj({"items": rows[6:], "href": f"{api}/tables/{tbl}/rows?pageToken={tok1}", "nextSyncToken": "eyJ2ZXJzaW9uIjoxNzQxNjI0MjMxfQ"})
    t5 = pj({"requestId": "mutate:7c1e9b42-5f3a-4d80-a6c2-0e8b3d71f594", "id": "i-Ea0Nt5pW2d"})
    new_id = "i-Kg6Tz1vC8j"
    t6 = pj({"requestId": "mutate:2a8d5f17-9c4e-4b63-b0f1-6d3e8a2c9b70", "addedRowIds": [new_id]})
    r4 = list(raw[3])
    r4[4], r4[8] = "Scheduled", "2025-03-10T16:21:07.000Z"
    got4 = crow(4, tuple(r4))
    got4["parent"] = {"id": tbl, "type": "table", "tableType": "table", "href": f"{api}/tables/{tbl}", "browserLink": f"https://coda.io/d/_d{doc}#Posts_tu{tbl[5:]}", "name": "Posts"}
    t7 = pj(got4)
    t8 = pj({"requestId": "mutate:e4b07c3d-1a96-4f28-8d5e-93c6f0a2b7e1", "id": "i-Jf5Sy0uB7i"})
    newrow = (new_id, "Women's History Month: our roasting partners", "Blog", "Marcus Lee", "Idea", "2025-03-28", 0, "2025-03-10T16:21:39.000Z", "2025-03-10T16:21:39.000Z")
    final = [raw[0], raw[1], raw[2], tuple(r4), raw[4], raw[5], raw[6], raw[7], newrow]
    frows = [crow(i + 1, r) for i, r in enumerate(final)]
    sched = [r for r in frows if r["values"]["Status"] == "Scheduled"]
    t9 = pj({"items": sched, "href": f"{api}/tables/{tbl}/rows?query=%22Status%22%3A%22Scheduled%22&useColumnNames=true", "nextSyncToken": "eyJ2ZXJzaW9uIjoxNzQxNjI0MzE4fQ"})
    t10 = pj({"items": frows, "href": f"{api}/tables/{tbl}/rows?limit=25&useColumnNames=true", "nextSyncToken": "eyJ2ZXJzaW9uIjoxNzQxNjI0MzE4fQ"})
    turns = [
        (call("list_tables", docId=doc), t1),
        (call("list_columns", docId=doc, tableIdOrName=tbl), t2),
        (call("list_rows", docId=doc, tableIdOrName=tbl, limit=6, useColumnNames=True), t3),
        (call("list_rows", docId=doc, tableIdOrName=tbl, pageToken=tok1, useColumnNames=True), t4),
        (call("update_row", docId=doc, tableIdOrName=tbl, rowIdOrName="i-Ea0Nt5pW2d", row={"cells": [{"column": "c-St6Pa3jW7g", "value": "Scheduled"}]}), t5),
        (call("upsert_rows", docId=doc, tableIdOrName=tbl, rows=[{"cells": [{"column": "c-Ti7Lq0wZ3a", "value": newrow[1]}, {"column": "c-Ch2Nx5vB8d", "value": "Blog"},
                                                                           {"column": "c-Ow4Mz9kR1f", "value": "marcus@brewandco.com"}, {"column": "c-St6Pa3jW7g", "value": "Idea"},
                                                                           {"column": "c-Pd8Qs1hE5j", "value": "2025-03-28"}]}]), t6),
        (call("get_row", docId=doc, tableIdOrName=tbl, rowIdOrName="i-Ea0Nt5pW2d", useColumnNames=True), t7),
        (call("delete_row", docId=doc, tableIdOrName=tbl, rowIdOrName="i-Jf5Sy0uB7i"), t8),
        (call("list_rows", docId=doc, tableIdOrName=tbl, query='"Status":"Scheduled"', useColumnNames=True), t9),
        (call("list_rows", docId=doc, tableIdOrName=tbl, limit=25, useColumnNames=True), t10),
    ]
    state = ("Coda doc 'Brew & Co. Content Calendar' (doc id dQx7Kp2Lm9), API token of Ana Ruiz (marketing lead). Today is Monday 2025-03-10, "
             "Pacific time. Ana approved the loyalty-app email for Wednesday, wants a Women's History Month blog idea added for Marcus, and says the latte "
             "art recap was cancelled.")
    rs.add(task="mcp", tid="h41-mcp-07", system=system, turns=turns, state=state)


# Airtable: bad
def t08(rs: RowSet) -> None:
    system = mcp_system("airtable", "bases, tables and records in Airtable", [
        tool("list_tables", "List the tables and fields of a base.", {"baseId": S}, ["baseId"]),
        tool("list_records", "List records, optionally from a view, with filterByFormula and sort.", {"baseId": S, "tableId": S, "view": S, "filterByFormula": S, "sort": A, "maxRecords": INT, "pageSize": INT, "offset": S}, ["baseId", "tableId"]),
        tool("get_record", "Get one record.", {"baseId": S, "tableId": S, "recordId": S}, ["baseId", "tableId", "recordId"]),
        tool("create_records", "Create up to 10 records.", {"baseId": S, "tableId": S, "records": A, "typecast": B}, ["baseId", "tableId", "records"]),
        tool("update_records", "Update up to 10 records (PATCH).", {"baseId": S, "tableId": S, "records": A}, ["baseId", "tableId", "records"]),
        tool("delete_records", "Delete up to 10 records.", {"baseId": S, "tableId": S, "recordIds": A}, ["baseId", "tableId", "recordIds"]),
        tool("search_records", "Search records whose field contains a string.", {"baseId": S, "tableId": S, "searchTerm": S, "fieldIds": A}, ["baseId", "tableId", "searchTerm"]),
    ])
    base, tbl = "appT7kQm2VxL9aB4c", "tblR4mN8pQ2xW6yZ1"

    def rec(rid: str, created: str, name: str, cat: str, email: str, country: str, status: str, risk: int, w9: bool, submitted: str, **extra: Any) -> dict[str, Any]:
        f: dict[str, Any] = {"Vendor Name": name, "Category": cat, "Contact Email": email, "Country": country, "Status": status, "Risk Score": risk}
        if w9:
            f["Tax Form Received"] = True
        f["Submitted"] = submitted
        f.update(extra)
        return {"id": rid, "createdTime": created, "fields": f}

    pend = [
        rec("recN3wP7kQ2mX8vB1", "2025-01-21T15:04:12.000Z", "Northwind Packaging Co.", "Packaging", "ap@northwindpack.com", "US", "Pending review", 22, True, "2025-01-21"),
        rec("recB8hL2xR5tY9nC4", "2025-01-22T09:41:37.000Z", "Blue Heron Logistics", "Freight", "billing@blueheronlog.com", "US", "Pending review", 35, True, "2025-01-22"),
        rec("recK5lW9zA1cV3bN7", "2025-01-23T11:18:02.000Z", "Kestrel Labelworks Ltd", "Labels", "orders@kestrel-labels.co.uk", "GB", "Pending review", 48, False, "2025-01-23"),
        rec("recD2uJ6eF8gH0iK3", "2025-01-24T16:55:49.000Z", "Northwind Packaging", "Packaging", "ap@northwindpack.com", "US", "Pending review", 22, False, "2025-01-24"),
        rec("recS7oM1pQ4rT6uV9", "2025-01-27T08:07:25.000Z", "Solano Ag Supply", "Raw materials", "accounts@solanoag.com", "US", "Pending review", 61, True, "2025-01-27"),
        rec("recT0xY3zB5nM8qW2", "2025-01-28T13:32:51.000Z", "Tatra Pallet s.r.o.", "Pallets", "fakturace@tatrapallet.sk", "SK", "Pending review", 54, True, "2025-01-28"),
        rec("recG4aS6dF9hJ2kL5", "2025-01-29T10:26:08.000Z", "Greenline Janitorial", "Facilities", "hello@greenlinejan.com", "US", "Pending review", 18, True, "2025-01-29"),
    ]
    fields = [("fldVn1aB2cD3eF4gH", "Vendor Name", "singleLineText"), ("fldCt5iJ6kL7mN8oP", "Category", "singleSelect"), ("fldEm9qR0sT1uV2wX", "Contact Email", "email"),
              ("fldCo3yZ4aB5cD6eF", "Country", "singleLineText"), ("fldSt7gH8iJ9kL0mN", "Status", "singleSelect"), ("fldRk1oP2qR3sT4uV", "Risk Score", "number"),
              ("fldTx5wX6yZ7aB8cD", "Tax Form Received", "checkbox"), ("fldSb9eF0gH1iJ2kL", "Submitted", "date"), ("fldAp3mN4oP5qR6sT", "Approved By", "singleCollaborator"),
              ("fldAd7uV8wX9yZ0aB", "Approved On", "date"), ("fldNt1cD2eF3gH4iJ", "Notes", "multilineText")]
    t1 = pj({"tables": [
        {"id": tbl, "name": "Vendors", "primaryFieldId": "fldVn1aB2cD3eF4gH", "fields": [{"id": i, "name": n, "type": t} for i, n, t in fields],
         "views": [{"id": "viwAl1Vn2dR3s", "name": "All vendors", "type": "grid"}, {"id": "viwPd4Rv5wQ6e", "name": "Pending review", "type": "grid"},
                   {"id": "viwHr7Sk8xT9f", "name": "High risk (≥50)", "type": "grid"}, {"id": "viwKb0Cd1yU2g", "name": "By status", "type": "kanban"}]},
        {"id": "tblC8oN5tA3cT1sF6", "name": "Vendor Contacts", "primaryFieldId": "fldPn2qR3sT4uV5wX", "fields": [{"id": "fldPn2qR3sT4uV5wX", "name": "Name", "type": "singleLineText"}, {"id": "fldVr6yZ7aB8cD9eF", "name": "Vendor", "type": "multipleRecordLinks"}, {"id": "fldPh0gH1iJ2kL3mN", "name": "Phone", "type": "phoneNumber"}],
         "views": [{"id": "viwCn4oP5qR6s", "name": "Grid view", "type": "grid"}]},
        {"id": "tblD3oC7uM9eN2tS4", "name": "Documents", "primaryFieldId": "fldDn4oP5qR6sT7uV", "fields": [{"id": "fldDn4oP5qR6sT7uV", "name": "Document", "type": "singleLineText"}, {"id": "fldFi8wX9yZ0aB1cD", "name": "File", "type": "multipleAttachments"}, {"id": "fldEx2eF3gH4iJ5kL", "name": "Expires", "type": "date"}],
         "views": [{"id": "viwDc6mN7oP8q", "name": "Grid view", "type": "grid"}]},
    ]})
    t2 = pj({"records": pend})
    approver = {"id": "usrQ4mW7eR1tY9uI2", "email": "ines.moreau@corvidfoods.com", "name": "Inès Moreau"}
    ap1 = copy.deepcopy(pend[0])
    ap2 = copy.deepcopy(pend[1])
    for r in (ap1, ap2):
        r["fields"].update({"Status": "Approved", "Approved By": approver, "Approved On": "2025-01-30"})
    t3 = pj({"records": [ap1, ap2]})
    t4 = pj({"records": [{"id": "recD2uJ6eF8gH0iK3", "deleted": True}]})
    newr = rec("recC1pE5lQ8nR2sW6", "2025-01-30T14:12:47.000Z", "Copperline Electric Supply", "MRO", "ar@copperline-elec.com", "US", "Pending review", 29, True, "2025-01-30",
               Notes="Referred by plant maintenance (Ruben). Net 45 requested.")
    t5 = pj({"records": [newr]})
    t6 = pj(newr)
    t7 = pj({"records": [ap1]})
    older = [
        rec("recA9cM3rG6tD1nQ8", "2024-03-11T10:02:44.000Z", "Acme Corrugated", "Packaging", "remit@acmecorrugated.com", "US", "Approved", 15, True, "2024-03-11", **{"Approved By": approver, "Approved On": "2024-03-13"}),
        rec("recF6rS2tH8yL4mK0", "2024-07-02T12:40:19.000Z", "Fresno Cold Chain LLC", "Freight", "ops@fresnocoldchain.com", "US", "Approved", 27, True, "2024-07-02", **{"Approved By": approver, "Approved On": "2024-07-09"}),
        rec("recM1sL7eF3vN9pA5", "2024-10-16T09:18:53.000Z", "Marisol Spice Traders", "Raw materials", "ventas@marisolspice.mx", "MX", "Rejected", 72, False, "2024-10-16",
            Notes="Could not provide food-safety audit (SQF/BRC)."),
        rec("recW8iN2dP5yH3gT6", "2024-12-05T15:27:31.000Z", "Westbrook Industrial Gases", "MRO", "credit@westbrookgas.com", "US", "Approved", 33, True, "2024-12-05", **{"Approved By": approver, "Approved On": "2024-12-10"}),
    ]
    allv = older + [ap1, ap2, pend[2], pend[3], pend[4], pend[5], pend[6], newr]
    t8 = pj({"records": sorted(allv, key=lambda r: r["fields"]["Vendor Name"].lower())})
    turns = [
        (call("list_tables", baseId=base), t1),
        (call("list_records", baseId=base, tableId=tbl, view="Pending review"), t2),
        (call("update_records", baseId=base, tableId=tbl, records=[{"id": r["id"], "fields": {"Status": "Approved", "Approved By": {"email": approver["email"]}, "Approved On": "2025-01-30"}} for r in (ap1, ap2)]), t3),
        (call("delete_records", baseId=base, tableId=tbl, recordIds=["recD2uJ6eF8gH0iK3"]), t4),
        (call("create_records", baseId=base, tableId=tbl, records=[{"fields": {k: v for k, v in newr["fields"].items()}}], typecast=True), t5),
        (call("get_record", baseId=base, tableId=tbl, recordId=newr["id"]), t6),
        (call("search_records", baseId=base, tableId=tbl, searchTerm="Northwind", fieldIds=["fldVn1aB2cD3eF4gH"]), t7),
        (call("list_records", baseId=base, tableId=tbl, view="All vendors", sort=[{"field": "Vendor Name", "direction": "asc"}]), t8),
    ]
    state = ("Airtable base 'Vendor Onboarding' (appT7kQm2VxL9aB4c) of Corvid Foods, personal access token of Inès Moreau (procurement). 2025-01-30: "
             "approve Northwind and Blue Heron, remove the duplicate Northwind submission (the one without the tax form), and add Copperline Electric, "
             "whose packet came in by email.")
    rs.add(task="mcp", tid="h41-mcp-08", system=system, turns=turns, state=state, bad=True, turn=8,
           kind="deleted duplicate record listed again")


# Honeycomb: clean
def t09(rs: RowSet) -> None:
    system = mcp_system("honeycomb", "datasets, queries, SLOs and markers of the Honeycomb environment 'production' (team tallyhq)", [
        tool("list_datasets", "List the datasets of the environment.", {}, []),
        tool("run_query", "Run a query and wait for its result.", {"dataset": S, "calculations": A, "breakdowns": A, "filters": A, "orders": A, "time_range": INT, "limit": INT}, ["dataset", "calculations"]),
        tool("get_slo", "Get an SLO; detailed adds compliance and budget remaining.", {"dataset": S, "slo_id": S, "detailed": B}, ["dataset", "slo_id"]),
        tool("create_marker", "Create a marker (deploy, incident, ...).", {"dataset": S, "message": S, "type": S, "url": S}, ["dataset", "message"]),
        tool("list_markers", "List the markers of a dataset.", {"dataset": S}, ["dataset"]),
    ])

    def ep(*a: int) -> int:
        return int(dt.datetime(*a, tzinfo=dt.timezone.utc).timestamp())

    t1 = pj([
        {"name": "api-gateway", "slug": "api-gateway", "description": "Envoy + gateway service spans", "settings": {"delete_protected": True}, "expand_json_depth": 0,
         "created_at": "2023-04-18T15:20:41Z", "last_written_at": "2025-05-06T13:42:07Z", "regular_columns_count": 187},
        {"name": "orders-svc", "slug": "orders-svc", "description": "", "settings": {"delete_protected": True}, "expand_json_depth": 0,
         "created_at": "2023-04-18T15:22:03Z", "last_written_at": "2025-05-06T13:42:06Z", "regular_columns_count": 143},
        {"name": "search-svc", "slug": "search-svc", "description": "", "settings": {"delete_protected": False}, "expand_json_depth": 0,
         "created_at": "2023-09-02T08:11:57Z", "last_written_at": "2025-05-06T13:42:05Z", "regular_columns_count": 96},
        {"name": "frontend-rum", "slug": "frontend-rum", "description": "Browser OpenTelemetry (web vitals, fetch spans)", "settings": {"delete_protected": False}, "expand_json_depth": 2,
         "created_at": "2024-01-22T19:45:10Z", "last_written_at": "2025-05-06T13:42:07Z", "regular_columns_count": 212},
        {"name": "k8s-events", "slug": "k8s-events", "description": "", "settings": {"delete_protected": False}, "expand_json_depth": 0,
         "created_at": "2024-06-30T11:02:38Z", "last_written_at": "2025-05-06T13:38:51Z", "regular_columns_count": 41},
    ])
    slo = {"id": "2LBq7Rk5xNp", "name": "api-gateway availability (non-5xx)", "description": "Requests through the gateway that do not end in a 5xx, excluding /healthz",
           "sli": {"alias": "sli.gateway_ok"}, "time_period_days": 30, "target_per_million": 999000, "tags": [{"key": "team", "value": "platform"}],
           "reset_at": None, "created_at": "2024-02-13T10:04:22Z", "updated_at": "2024-11-19T16:38:05Z"}
    t2 = pj({**slo, "compliance": 99.9412, "budget_remaining": 41.18})
    routes = ["/v2/checkout", "/v2/cart/items", "/v2/search", "/v2/orders/{id}", "/v2/auth/token", "/v2/products/{sku}"]
    r3 = [(1842.7, 46.1, 184233, 1.36), (412.9, 21.8, 402118, 0.02), (655.3, 88.4, 351906, 0.04), (398.2, 37.5, 97410, 0.11), (231.6, 14.9, 129775, 0.01), (187.4, 9.2, 611094, 0.0)]
    r4 = [(2417.3, 51.9, 15108, 2.21), (398.6, 21.1, 33905, 0.02), (671.0, 90.2, 29247, 0.05), (402.8, 38.0, 8011, 0.13), (229.9, 15.2, 10874, 0.01), (181.3, 9.0, 50622, 0.0)]

    def qres(vals: list[tuple[float, float, int, float]], qid: str, rid: str, tr: int, end: int) -> str:
        res = [{"data": {"http.route": r, "P99(duration_ms)": p99, "P50(duration_ms)": p50, "COUNT": c, "AVG(is_5xx)": round(e / 100, 4)}} for r, (p99, p50, c, e) in zip(routes, vals)]
        res.sort(key=lambda x: -x["data"]["P99(duration_ms)"])
        return pj({"query": {"calculations": [{"op": "P99", "column": "duration_ms"}, {"op": "P50", "column": "duration_ms"}, {"op": "COUNT"}, {"op": "AVG", "column": "is_5xx"}],
                             "breakdowns": ["http.route"], "filters": [{"column": "service.name", "op": "=", "value": "api-gateway"}, {"column": "http.route", "op": "!=", "value": "/healthz"}],
                             "orders": [{"op": "P99", "column": "duration_ms", "order": "descending"}], "time_range": tr, "granularity": tr // 60},
                   "id": qid, "query_result_id": rid, "complete": True, "data": {"results": res, "start_time": end - tr, "end_time": end},
                   "links": {"query_url": f"https://ui.honeycomb.io/tallyhq/environments/production/datasets/api-gateway/result/{rid}",
                             "graph_image_url": f"https://ui.honeycomb.io/tallyhq/environments/production/datasets/api-gateway/result/{rid}/snapshot"}})

    now3 = ep(2025, 5, 6, 13, 43, 20)
    t3 = qres(r3, "qRk2Fm8YpW1", "rTz6Hn3LcA9x", 7200, now3)
    t4 = qres(r4, "qNb5Vx9QeJ4", "rWp1Gs7DkM2v", 600, ep(2025, 5, 6, 13, 45, 2))
    mk_t = ep(2025, 5, 6, 13, 47, 12)
    marker = {"id": "hXw4Lp9Qz2r", "created_at": "2025-05-06T13:47:12Z", "updated_at": "2025-05-06T13:47:12Z", "start_time": mk_t,
              "message": "rollback api-gateway to v2025.05.06-2 (checkout p99 regression)", "type": "deploy", "url": "https://github.com/tallyhq/api-gateway/actions/runs/14862209731", "color": "#F96E11"}
    t5 = pj(marker)
    earlier = [
        {"id": "fGh2Jk4Lm6n", "created_at": "2025-05-06T12:58:40Z", "updated_at": "2025-05-06T12:58:40Z", "start_time": ep(2025, 5, 6, 12, 58, 40),
         "message": "deploy api-gateway v2025.05.06-3", "type": "deploy", "url": "https://github.com/tallyhq/api-gateway/actions/runs/14861377052", "color": "#F96E11"},
        {"id": "pQr8St0Uv2w", "created_at": "2025-05-06T09:14:03Z", "updated_at": "2025-05-06T09:14:03Z", "start_time": ep(2025, 5, 6, 9, 14, 3),
         "message": "deploy api-gateway v2025.05.06-2", "type": "deploy", "url": "https://github.com/tallyhq/api-gateway/actions/runs/14857903318", "color": "#F96E11"},
        {"id": "xYz1Ab3Cd5e", "created_at": "2025-05-05T22:31:19Z", "updated_at": "2025-05-05T22:41:55Z", "start_time": ep(2025, 5, 5, 22, 31, 19), "end_time": ep(2025, 5, 5, 22, 41, 55),
         "message": "DB failover drill (orders-primary)", "type": "incident", "url": "", "color": "#E7413C"},
        {"id": "kLm7No9Pq1r", "created_at": "2025-05-05T16:02:27Z", "updated_at": "2025-05-05T16:02:27Z", "start_time": ep(2025, 5, 5, 16, 2, 27),
         "message": "deploy api-gateway v2025.05.05-1", "type": "deploy", "url": "https://github.com/tallyhq/api-gateway/actions/runs/14841026647", "color": "#F96E11"},
    ]
    t6 = pj([marker] + earlier)
    t7 = pj({**slo, "compliance": 99.9411, "budget_remaining": 41.1})
    flt = [{"column": "service.name", "op": "=", "value": "api-gateway"}, {"column": "http.route", "op": "!=", "value": "/healthz"}]
    calcs = [{"op": "P99", "column": "duration_ms"}, {"op": "P50", "column": "duration_ms"}, {"op": "COUNT"}, {"op": "AVG", "column": "is_5xx"}]
    turns = [
        (call("list_datasets"), t1),
        (call("get_slo", dataset="api-gateway", slo_id="2LBq7Rk5xNp", detailed=True), t2),
        (call("run_query", dataset="api-gateway", calculations=calcs, breakdowns=["http.route"], filters=flt, orders=[{"op": "P99", "column": "duration_ms", "order": "descending"}], time_range=7200), t3),
        (call("run_query", dataset="api-gateway", calculations=calcs, breakdowns=["http.route"], filters=flt, orders=[{"op": "P99", "column": "duration_ms", "order": "descending"}], time_range=600), t4),
        (call("create_marker", dataset="api-gateway", message="rollback api-gateway to v2025.05.06-2 (checkout p99 regression)", type="deploy", url="https://github.com/tallyhq/api-gateway/actions/runs/14862209731"), t5),
        (call("list_markers", dataset="api-gateway"), t6),
        (call("get_slo", dataset="api-gateway", slo_id="2LBq7Rk5xNp", detailed=True), t7),
    ]
    state = ("Honeycomb team 'tallyhq', environment 'production', API key with query and marker rights. 2025-05-06, 13:42 UTC: checkout latency looks "
             "worse since the 12:58 gateway deploy; the platform on-call is rolling back and wants the rollback marked on the api-gateway dataset.")
    rs.add(task="mcp", tid="h41-mcp-09", system=system, turns=turns, state=state)


# Stripe Billing: bad
def t10(rs: RowSet) -> None:
    system = mcp_system("stripe", "customers, subscriptions, invoices and credit notes of a Stripe account (live mode)", [
        tool("search_customers", "Search customers with Stripe's search query language.", {"query": S, "limit": INT}, ["query"]),
        tool("retrieve_customer", "Retrieve a customer.", {"customer": S}, ["customer"]),
        tool("list_payment_methods", "List a customer's payment methods.", {"customer": S, "type": S}, ["customer"]),
        tool("list_subscriptions", "List subscriptions.", {"customer": S, "status": S, "limit": INT}, []),
        tool("update_subscription", "Update a subscription's items and proration.", {"subscription": S, "items": A, "proration_behavior": S, "proration_date": INT}, ["subscription"]),
        tool("retrieve_upcoming_invoice", "Preview the upcoming invoice, optionally with subscription changes.", {"customer": S, "subscription": S, "subscription_items": A, "subscription_proration_behavior": S, "subscription_proration_date": INT}, ["customer"]),
        tool("retrieve_invoice", "Retrieve an invoice.", {"invoice": S}, ["invoice"]),
        tool("list_invoices", "List invoices.", {"customer": S, "limit": INT, "status": S}, []),
        tool("create_credit_note", "Issue a credit note for an invoice.", {"invoice": S, "amount": INT, "credit_amount": INT, "refund_amount": INT, "memo": S, "reason": S}, ["invoice"]),
        tool("list_customer_balance_transactions", "List a customer's balance transactions.", {"customer": S, "limit": INT}, ["customer"]),
    ])
    cus, pm = "cus_QmA7r2XkLw9Ddz", "pm_1PqL8sHv3bNkE2aQ0dXyRt7M"
    sub, si = "sub_1PqL9aHv3bNkE2aQK4fJcW1s", "si_QmA9x3KpLr2Tzd"
    ps, pe, pdate = 1725321600, 1727913600, 1726668372
    price = {"id": "price_1OwZ2jHv3bNkE2aQe8RtYu6P", "object": "price", "active": True, "billing_scheme": "per_unit", "created": 1709740800, "currency": "usd",
             "livemode": True, "lookup_key": "team_monthly", "metadata": {}, "nickname": "Team (monthly)", "product": "prod_PmZ1kQ8vRt2XcD",
             "recurring": {"aggregate_usage": None, "interval": "month", "interval_count": 1, "trial_period_days": None, "usage_type": "licensed"},
             "tax_behavior": "exclusive", "tiers_mode": None, "type": "recurring", "unit_amount": 2400, "unit_amount_decimal": "2400"}
    customer = {"id": cus, "object": "customer", "address": {"city": "Portland", "country": "US", "line1": "1120 SE Morrison St", "line2": "Suite 310", "postal_code": "97214", "state": "OR"},
                "balance": 0, "created": 1710421133, "currency": "usd", "default_source": None, "delinquent": False, "description": "Workspace ws_88214",
                "discount": None, "email": "billing@fernhill.studio", "invoice_prefix": "6C1E0F2B",
                "invoice_settings": {"custom_fields": None, "default_payment_method": pm, "footer": None, "rendering_options": None},
                "livemode": True, "metadata": {"workspace_id": "ws_88214", "plan": "team"}, "name": "Fernhill Design Studio", "next_invoice_sequence": 8, "phone": "+1 503-555-0148",
                "preferred_locales": ["en"], "shipping": None, "tax_exempt": "none", "test_clock": None}
    t1 = pj({"object": "search_result", "data": [customer], "has_more": False, "next_page": None, "url": "/v1/customers/search"})
    t2 = pj({"object": "list", "data": [{"id": pm, "object": "payment_method", "allow_redisplay": "unspecified",
                                          "billing_details": {"address": {"city": "Portland", "country": "US", "line1": "1120 SE Morrison St", "line2": "Suite 310", "postal_code": "97214", "state": "OR"},
                                                              "email": "billing@fernhill.studio", "name": "Noor Abbasi", "phone": None},
                                          "card": {"brand": "mastercard", "checks": {"address_line1_check": "pass", "address_postal_code_check": "pass", "cvc_check": "pass"}, "country": "US",
                                                   "display_brand": "mastercard", "exp_month": 9, "exp_year": 2027, "fingerprint": "Xk3pT9vQw2LmRb7N", "funding": "credit",
                                                   "generated_from": None, "last4": "8830", "networks": {"available": ["mastercard"], "preferred": None},
                                                   "three_d_secure_usage": {"supported": True}, "wallet": None},
                                          "created": 1710421190, "customer": cus, "livemode": True, "metadata": {}, "type": "card"}],
             "has_more": False, "url": "/v1/payment_methods"})

    def subscription(qty: int, latest: str, item_created: int) -> dict[str, Any]:
        return {"id": sub, "object": "subscription", "application": None, "billing_cycle_anchor": 1712102400, "cancel_at": None, "cancel_at_period_end": False,
                "canceled_at": None, "collection_method": "charge_automatically", "created": 1710421133, "currency": "usd", "current_period_end": pe,
                "current_period_start": ps, "customer": cus, "days_until_due": None, "default_payment_method": None, "discount": None,
                "items": {"object": "list", "data": [{"id": si, "object": "subscription_item", "created": item_created, "metadata": {}, "price": price, "quantity": qty,
                                                       "subscription": sub, "tax_rates": []}], "has_more": False, "total_count": 1, "url": f"/v1/subscription_items?subscription={sub}"},
                "latest_invoice": latest, "livemode": True, "metadata": {"workspace_id": "ws_88214"}, "pause_collection": None,
                "payment_settings": {"payment_method_options": None, "payment_method_types": None, "save_default_payment_method": "off"},
                "pending_update": None, "plan": None, "quantity": qty, "start_date": 1710421133, "status": "active", "trial_end": None, "trial_start": None}

    old_inv = "in_1PuR4bHv3bNkE2aQx7Yd2KfL"
    t3 = pj({"object": "list", "data": [subscription(12, old_inv, 1710421134)], "has_more": False, "url": "/v1/subscriptions"})
    unused, remain = -13836, 17295

    def pline(lid: str, amt: int, qty: int, desc: str) -> dict[str, Any]:
        return {"id": lid, "object": "line_item", "amount": amt, "amount_excluding_tax": amt, "currency": "usd", "description": desc, "discountable": False,
                "livemode": True, "period": {"end": pe, "start": pdate}, "price": {"id": price["id"], "unit_amount": 2400, "nickname": "Team (monthly)"},
                "proration": True, "proration_details": {"credited_items": None}, "quantity": qty, "subscription": sub, "subscription_item": si, "type": "subscription"}

    l_un = pline("il_tmp_1Q0bRkHv3bNkE2aQ4aBz", unused, 12, "Unused time on 12 × Team (monthly) after 18 Sep 2024")
    l_re = pline("il_tmp_1Q0bRkHv3bNkE2aQ9cDy", remain, 15, "Remaining time on 15 × Team (monthly) after 18 Sep 2024")
    t4 = pj({"object": "invoice", "account_country": "US", "account_name": "Pinline, Inc.", "amount_due": 3459, "amount_paid": 0, "amount_remaining": 3459,
             "billing_reason": "upcoming", "collection_method": "charge_automatically", "currency": "usd", "customer": cus, "customer_email": "billing@fernhill.studio",
             "default_payment_method": None, "lines": {"object": "list", "data": [l_un, l_re], "has_more": False, "total_count": 2},
             "period_end": pdate, "period_start": pdate, "starting_balance": 0, "ending_balance": 0, "status": "draft", "subscription": sub,
             "subscription_proration_date": pdate, "subtotal": 3459, "tax": None, "total": 3459, "total_excluding_tax": 3459})
    new_inv = "in_1Q0bT7Hv3bNkE2aQm9Vx4RcE"
    t5 = pj(subscription(15, new_inv, 1710421134))
    c6 = copy.deepcopy(customer)
    c6["invoice_settings"]["default_payment_method"] = "pm_1PqL8sHv3bNkE2aQ0dXyRt7W"
    c6["next_invoice_sequence"] = 9
    t6 = pj(c6)
    lines7 = [dict(l_un, id="il_1Q0bT7Hv3bNkE2aQ2vLm8QpA", invoice=new_inv), dict(l_re, id="il_1Q0bT7Hv3bNkE2aQ6wNn1RsB", invoice=new_inv)]
    inv = {"id": new_inv, "object": "invoice", "account_country": "US", "account_name": "Pinline, Inc.", "amount_due": 3459, "amount_paid": 3459, "amount_remaining": 0,
           "attempt_count": 1, "attempted": True, "billing_reason": "subscription_update", "charge": "ch_3Q0bT8Hv3bNkE2aQ1zK0pW5n", "collection_method": "charge_automatically",
           "created": 1726668375, "currency": "usd", "customer": cus, "customer_email": "billing@fernhill.studio", "customer_name": "Fernhill Design Studio",
           "default_payment_method": None, "description": None, "hosted_invoice_url": "https://invoice.stripe.com/i/acct_1OwYvXHv3bNkE2aQ/live_YWNjdF8xT3dZdlhIdjNiTmtFMmFRLF9RczRrV2FQMnZCZ2x6",
           "invoice_pdf": "https://pay.stripe.com/invoice/acct_1OwYvXHv3bNkE2aQ/live_YWNjdF8xT3dZdlhIdjNiTmtFMmFRLF9RczRrV2FQMnZCZ2x6/pdf",
           "lines": {"object": "list", "data": lines7, "has_more": False, "total_count": 2, "url": f"/v1/invoices/{new_inv}/lines"},
           "livemode": True, "number": "6C1E0F2B-0008", "paid": True, "paid_out_of_band": False, "payment_intent": "pi_3Q0bT8Hv3bNkE2aQ1n6FqJ2s",
           "period_end": pdate, "period_start": pdate, "starting_balance": 0, "ending_balance": 0, "status": "paid",
           "status_transitions": {"finalized_at": 1726668375, "marked_uncollectible_at": None, "paid_at": 1726668377, "voided_at": None},
           "subscription": sub, "subtotal": 3459, "tax": None, "total": 3459, "total_excluding_tax": 3459}
    t7 = pj(inv)

    def brief(iid: str, number: str, amt: int, created: int, reason: str, pstart: int, pend: int, charge: str) -> dict[str, Any]:
        return {"id": iid, "object": "invoice", "amount_due": amt, "amount_paid": amt, "amount_remaining": 0, "billing_reason": reason, "charge": charge, "created": created,
                "currency": "usd", "customer": cus, "hosted_invoice_url": f"https://invoice.stripe.com/i/acct_1OwYvXHv3bNkE2aQ/live_{hx(iid, 40)}", "number": number,
                "paid": True, "period_end": pend, "period_start": pstart, "status": "paid", "subscription": sub, "subtotal": amt, "total": amt}

    t8 = pj({"object": "list", "data": [
        brief(new_inv, "6C1E0F2B-0008", 3459, 1726668375, "subscription_update", pdate, pdate, "ch_3Q0bT8Hv3bNkE2aQ1zK0pW5n"),
        brief(old_inv, "6C1E0F2B-0007", 28800, 1725325214, "subscription_cycle", 1722643200, ps, "ch_3PuR9cHv3bNkE2aQ0Tq1mV3x"),
        brief("in_1PjE6yHv3bNkE2aQs2Wc8HnM", "6C1E0F2B-0006", 28800, 1722646807, "subscription_cycle", 1719964800, 1722643200, "ch_3PjEBdHv3bNkE2aQ1Xk7sP0c"),
    ], "has_more": True, "url": "/v1/invoices"})
    cn = "cn_1Q0bZ2Hv3bNkE2aQp4Rt6YwX"
    cbt = "cbtxn_1Q0bZ2Hv3bNkE2aQ8uVn3LtR"
    memo = "Goodwill credit: seat change was briefly double-counted in the workspace UI"
    t9 = pj({"id": cn, "object": "credit_note", "amount": 1500, "amount_shipping": 0, "created": 1726669012, "currency": "usd", "customer": cus,
             "customer_balance_transaction": cbt, "discount_amount": 0, "discount_amounts": [], "effective_at": 1726669012, "invoice": new_inv,
             "lines": {"object": "list", "data": [{"id": "cnli_1Q0bZ2Hv3bNkE2aQc7Kx", "object": "credit_note_line_item", "amount": 1500, "description": "Credit",
                                                    "quantity": 1, "type": "custom_line_item", "unit_amount": 1500, "unit_amount_decimal": "1500"}], "has_more": False, "total_count": 1},
             "livemode": True, "memo": memo, "metadata": {}, "number": "6C1E0F2B-0008-CN-01", "out_of_band_amount": None,
             "pdf": "https://pay.stripe.com/credit_notes/acct_1OwYvXHv3bNkE2aQ/live_cnb_" + hx(cn, 24) + "/pdf", "reason": None, "refund": None,
             "status": "issued", "subtotal": 1500, "subtotal_excluding_tax": 1500, "total": 1500, "total_excluding_tax": 1500, "type": "post_payment", "voided_at": None})
    t10 = pj({"object": "list", "data": [{"id": cbt, "object": "customer_balance_transaction", "amount": -1500, "created": 1726669012, "credit_note": cn,
                                           "currency": "usd", "customer": cus, "description": None, "ending_balance": -1500, "invoice": None, "livemode": True,
                                           "metadata": {}, "type": "credit_note"}], "has_more": False, "url": f"/v1/customers/{cus}/balance_transactions"})
    nxt = 1730592000
    t11 = pj({"object": "invoice", "account_country": "US", "account_name": "Pinline, Inc.", "amount_due": 34500, "amount_paid": 0, "amount_remaining": 34500,
              "billing_reason": "upcoming", "collection_method": "charge_automatically", "created": pe, "currency": "usd", "customer": cus,
              "customer_email": "billing@fernhill.studio", "default_payment_method": None,
              "lines": {"object": "list", "data": [{"id": "il_tmp_1Q0bZxHv3bNkE2aQ5eFg", "object": "line_item", "amount": 36000, "currency": "usd",
                                                    "description": "15 × Team (monthly) (at $24.00 / month)", "period": {"end": nxt, "start": pe},
                                                    "price": {"id": price["id"], "unit_amount": 2400, "nickname": "Team (monthly)"}, "proration": False, "quantity": 15,
                                                    "subscription": sub, "subscription_item": si, "type": "subscription"}], "has_more": False, "total_count": 1},
              "next_payment_attempt": pe + 3600, "period_end": pe, "period_start": ps, "starting_balance": -1500, "ending_balance": 0, "status": "draft",
              "subscription": sub, "subtotal": 36000, "tax": None, "total": 36000, "total_excluding_tax": 36000})
    turns = [
        (call("search_customers", query="email:'billing@fernhill.studio'"), t1),
        (call("list_payment_methods", customer=cus, type="card"), t2),
        (call("list_subscriptions", customer=cus, status="active"), t3),
        (call("retrieve_upcoming_invoice", customer=cus, subscription=sub, subscription_items=[{"id": si, "quantity": 15}], subscription_proration_behavior="always_invoice", subscription_proration_date=pdate), t4),
        (call("update_subscription", subscription=sub, items=[{"id": si, "quantity": 15}], proration_behavior="always_invoice", proration_date=pdate), t5),
        (call("retrieve_customer", customer=cus), t6),
        (call("retrieve_invoice", invoice=new_inv), t7),
        (call("list_invoices", customer=cus, limit=3), t8),
        (call("create_credit_note", invoice=new_inv, amount=1500, credit_amount=1500, memo=memo), t9),
        (call("list_customer_balance_transactions", customer=cus, limit=10), t10),
        (call("retrieve_upcoming_invoice", customer=cus), t11),
    ]
    state = ("Stripe account of Pinline, Inc. (live mode, restricted key with billing write access). 2024-09-18 14:06 UTC. Support ticket #55120 from "
             "Fernhill Design Studio: move them from 12 to 15 Team seats today, bill the difference now, and add a $15 goodwill credit toward the next invoice.")
    rs.add(task="mcp", tid="h41-mcp-10", system=system, turns=turns, state=state, bad=True, turn=6,
           kind="customer's default payment method id changed with no action")


# Shortcut: bad
def t11(rs: RowSet) -> None:
    system = mcp_system("shortcut", "stories, iterations and workflows of the Shortcut workspace 'tidepool'", [
        tool("get_iteration", "Get an iteration with its stats.", {"iteration_public_id": INT}, ["iteration_public_id"]),
        tool("list_iteration_stories", "List the stories of an iteration.", {"iteration_public_id": INT, "includes_description": B}, ["iteration_public_id"]),
        tool("get_story", "Get a story.", {"story_public_id": INT}, ["story_public_id"]),
        tool("list_workflows", "List workflows and their states.", {}, []),
        tool("update_story", "Update a story.", {"story_public_id": INT, "name": S, "workflow_state_id": INT, "owner_ids": A, "estimate": INT, "iteration_id": INT}, ["story_public_id"]),
        tool("create_story", "Create a story.", {"name": S, "story_type": S, "workflow_state_id": INT, "iteration_id": INT, "estimate": INT, "owner_ids": A, "description": S, "labels": A}, ["name"]),
        tool("create_story_comment", "Comment on a story.", {"story_public_id": INT, "text": S}, ["story_public_id", "text"]),
    ])
    it = 10412
    rosa, kenji, amir, lena = ("6612f0a1-3c4b-4d2e-9f81-7a5b3c2d1e0f", "6612f0a1-77e2-4a19-b3c8-0d9e8f7a6b5c",
                               "6612f0a1-9b8c-4d7e-a6f5-e4d3c2b1a0f9", "6612f0a1-2e4f-4a6b-8c0d-1f3e5a7c9b2d")
    states = {500000008: ("Backlog", "backlog"), 500000009: ("Ready for Development", "unstarted"), 500000010: ("In Development", "started"),
              500000011: ("Ready for Review", "started"), 500000012: ("Ready for Deploy", "started"), 500000013: ("Completed", "done")}
    group = "6612e7c4-0a1b-4c2d-8e3f-5a6b7c8d9e0f"

    def story(sid: int, name: str, stype: str, state: int, owners: list[str], est: int, created: str, updated: str, labels: list[str], started_at: str | None = None,
              completed_at: str | None = None, requested: str = lena) -> dict[str, Any]:
        kind = states[state][1]
        return {"app_url": f"https://app.shortcut.com/tidepool/story/{sid}", "archived": False, "blocked": False, "blocker": False,
                "completed": kind == "done", "completed_at": completed_at, "created_at": created, "deadline": None, "entity_type": "story",
                "epic_id": 48002 if "checkout" in name.lower() or "cart" in name.lower() else None, "estimate": est, "external_id": None, "group_id": group,
                "id": sid, "iteration_id": it, "labels": [{"entity_type": "label", "id": 47000 + len(lb) * 7, "name": lb, "color": "#e2b350"} for lb in labels],
                "moved_at": updated, "name": name, "owner_ids": owners, "position": sid * 1024, "project_id": None, "requested_by_id": requested,
                "started": kind in ("started", "done"), "started_at": started_at, "story_type": stype, "updated_at": updated,
                "workflow_id": 500000005, "workflow_state_id": state}

    S_ = [
        story(48213, "Fix flaky checkout e2e test", "bug", 500000010, [rosa], 2, "2025-04-03T15:20:44Z", "2025-04-09T17:02:31Z", ["flaky-test", "e2e"], "2025-04-08T09:41:10Z"),
        story(48190, "Add Apple Pay to mobile web checkout", "feature", 500000010, [kenji], 5, "2025-03-27T10:05:12Z", "2025-04-10T08:14:55Z", ["payments"], "2025-04-07T11:30:02Z"),
        story(48201, "Migrate cart service to Postgres 16", "chore", 500000011, [amir], 3, "2025-03-31T13:48:27Z", "2025-04-09T22:37:19Z", ["infra"], "2025-04-07T14:12:45Z"),
        story(48222, "Order history pagination returns duplicates", "bug", 500000009, [], 2, "2025-04-04T09:12:03Z", "2025-04-07T08:55:40Z", ["customer-reported"]),
        story(48175, "Promo code field accepts whitespace-only input", "bug", 500000013, [rosa], 1, "2025-03-24T16:31:58Z", "2025-04-08T15:27:06Z", ["checkout-ui"], "2025-04-07T13:02:17Z", "2025-04-08T15:27:06Z"),
        story(48230, "Update Stripe SDK to v15", "chore", 500000009, [kenji], 1, "2025-04-04T14:40:21Z", "2025-04-07T08:56:12Z", ["payments", "deps"]),
        story(48188, "Guest checkout: persist address between steps", "feature", 500000012, [amir], 3, "2025-03-27T09:58:36Z", "2025-04-10T07:48:02Z", ["checkout-ui"], "2025-04-07T10:20:33Z"),
        story(48236, "Add Datadog RUM to checkout pages", "feature", 500000009, [], 2, "2025-04-04T16:05:49Z", "2025-04-07T08:57:30Z", ["observability"]),
    ]
    by = {s["id"]: s for s in S_}

    def stats(stories: list[dict[str, Any]]) -> dict[str, Any]:
        k = {"done": [], "started": [], "unstarted": [], "backlog": []}  # type: dict[str, list[dict[str, Any]]]
        for s in stories:
            k[states[s["workflow_state_id"]][1]].append(s)
        pts = {n: sum(s["estimate"] or 0 for s in v) for n, v in k.items()}
        return {"average_cycle_time": 118340, "average_lead_time": 1042715, "num_points": sum(pts.values()), "num_points_backlog": pts["backlog"],
                "num_points_done": pts["done"], "num_points_started": pts["started"], "num_points_unstarted": pts["unstarted"],
                "num_related_documents": 2, "num_stories_backlog": len(k["backlog"]), "num_stories_done": len(k["done"]),
                "num_stories_started": len(k["started"]), "num_stories_unestimated": sum(1 for s in stories if s["estimate"] is None),
                "num_stories_unstarted": len(k["unstarted"])}

    def iteration(stories: list[dict[str, Any]], updated: str) -> dict[str, Any]:
        return {"app_url": f"https://app.shortcut.com/tidepool/iteration/{it}", "created_at": "2025-03-21T16:00:02Z", "description": "Checkout squad – goal: Apple Pay beta + e2e suite green",
                "end_date": "2025-04-18", "entity_type": "iteration", "follower_ids": [lena, rosa, kenji, amir], "group_ids": [group], "id": it,
                "label_ids": [], "labels": [], "mention_ids": [], "name": "Sprint 58", "start_date": "2025-04-07", "stats": stats(stories),
                "status": "started", "updated_at": updated}

    t1 = pj(iteration(S_, "2025-04-10T08:14:55Z"))

    def slim(s: dict[str, Any]) -> dict[str, Any]:
        return {k: s[k] for k in ("app_url", "id", "name", "story_type", "workflow_state_id", "owner_ids", "estimate", "labels", "started", "completed",
                                  "iteration_id", "epic_id", "created_at", "updated_at", "position")}

    t2 = pj([slim(s) for s in sorted(S_, key=lambda s: s["position"])])
    d3 = copy.deepcopy(by[48213])
    d3.update({"description": "`checkout.spec.ts › pays with saved card` fails ~1 in 6 runs on the Safari 17 runner only (timeout waiting for `#confirm-payment`).\n"
                              "Chrome/Firefox are green over the last 120 runs. See CI history: https://ci.tidepool.dev/suites/checkout-e2e?filter=safari17",
               "branches": [{"id": 51822, "name": "rosa/sc-48213/fix-flaky-checkout-e2e", "url": "https://github.com/tidepool/web/tree/rosa/sc-48213/fix-flaky-checkout-e2e", "created_at": "2025-04-08T09:41:10Z"}],
               "comments": [{"id": 48271, "author_id": rosa, "created_at": "2025-04-09T17:02:31Z", "text": "Can't reproduce locally on Safari 17.4. Suspect WebDriver session timeout on the CI runner, not our code."}],
               "tasks": [], "pull_requests": [], "follower_ids": [rosa, lena], "stats": {"num_related_documents": 0}})
    t3 = pj(d3)
    t4 = pj([{"id": 500000005, "entity_type": "workflow", "name": "Engineering", "description": "", "team_id": 1, "auto_assign_owner": True,
              "default_state_id": 500000009, "created_at": "2021-06-01T17:44:18Z", "updated_at": "2024-01-15T10:02:33Z", "project_ids": [],
              "states": [{"id": sid, "name": n, "type": ty, "position": i, "entity_type": "workflow-state", "num_stories": [212, 38, 17, 9, 4, 2873][i],
                          "color": ["#e4e4e4", "#ecd400", "#3aa5d8", "#bb65cc", "#6a9fd6", "#27a27b"][i]} for i, (sid, (n, ty)) in enumerate(states.items())]}])
    new_name = "Quarantine flaky checkout e2e test on Safari 17"
    u5 = copy.deepcopy(by[48213])
    u5.update({"name": new_name, "updated_at": "2025-04-10T09:12:48Z"})
    t5 = pj(u5)
    u6 = copy.deepcopy(by[48201])
    u6.update({"workflow_state_id": 500000012, "updated_at": "2025-04-10T09:13:20Z", "moved_at": "2025-04-10T09:13:20Z"})
    t6 = pj(u6)
    u7 = copy.deepcopy(by[48222])
    u7.update({"workflow_state_id": 500000010, "owner_ids": [rosa], "started": True, "started_at": "2025-04-10T09:13:57Z", "updated_at": "2025-04-10T09:13:57Z", "moved_at": "2025-04-10T09:13:57Z"})
    t7 = pj(u7)
    n8 = story(48251, "Investigate Safari 17 WebDriver session timeouts on CI runner", "chore", 500000009, [rosa], 2, "2025-04-10T09:15:06Z", "2025-04-10T09:15:06Z", ["flaky-test", "ci"])
    n8["epic_id"] = None
    n8["description"] = "Follow-up to sc-48213. Reproduce on the macOS 14 runner with safaridriver --diagnose, compare session timeouts with Safari 17.4 vs 17.6."
    n8["position"] = 48251 * 1024
    t8 = pj(n8)
    bad9 = copy.deepcopy(u5)
    bad9["name"] = by[48213]["name"]
    cur = [bad9, by[48190], u6, u7, by[48175], by[48230], by[48188], by[48236], n8]
    t9 = pj([slim(s) for s in sorted(cur, key=lambda s: s["position"])])
    text = "Split out from [sc-48213](https://app.shortcut.com/tidepool/story/48213): the e2e test is quarantined on Safari 17; this story tracks the runner/WebDriver side."
    t10 = pj({"app_url": "https://app.shortcut.com/tidepool/story/48251/comment/48260", "author_id": lena, "created_at": "2025-04-10T09:16:22Z", "updated_at": "2025-04-10T09:16:22Z",
              "deleted": False, "entity_type": "story-comment", "external_id": None, "group_mention_ids": [], "id": 48260, "member_mention_ids": [],
              "mention_ids": [], "position": 1, "reactions": [], "story_id": 48251, "text": text})
    n11 = copy.deepcopy(n8)
    n11.update({"estimate": 3, "updated_at": "2025-04-10T09:16:51Z"})
    t11 = pj(n11)
    final = [u5, by[48190], u6, u7, by[48175], by[48230], by[48188], by[48236], n11]
    t12 = pj(iteration(final, "2025-04-10T09:16:51Z"))
    turns = [
        (call("get_iteration", iteration_public_id=it), t1),
        (call("list_iteration_stories", iteration_public_id=it, includes_description=False), t2),
        (call("get_story", story_public_id=48213), t3),
        (call("list_workflows"), t4),
        (call("update_story", story_public_id=48213, name=new_name), t5),
        (call("update_story", story_public_id=48201, workflow_state_id=500000012), t6),
        (call("update_story", story_public_id=48222, owner_ids=[rosa], workflow_state_id=500000010), t7),
        (call("create_story", name=n8["name"], story_type="chore", workflow_state_id=500000009, iteration_id=it, estimate=2, owner_ids=[rosa],
              description=n8["description"], labels=[{"name": "flaky-test"}, {"name": "ci"}]), t8),
        (call("list_iteration_stories", iteration_public_id=it, includes_description=False), t9),
        (call("create_story_comment", story_public_id=48251, text=text), t10),
        (call("update_story", story_public_id=48251, estimate=3), t11),
        (call("get_iteration", iteration_public_id=it), t12),
    ]
    state = ("Shortcut workspace 'tidepool', API token of Lena Hoffmann (checkout squad EM). Thursday 2025-04-10, mid-sprint check of Sprint 58 (iteration 10412). "
             "Notes from standup: Rosa's flaky test is really a Safari 17 runner problem, quarantine it and split the runner work out; Amir's Postgres 16 "
             "migration passed review; Rosa also picks up the order-history duplicates bug.")
    rs.add(task="mcp", tid="h41-mcp-11", system=system, turns=turns, state=state, bad=True, turn=9,
           kind="renamed story listed under its old name")


# Salesforce: clean
def t12(rs: RowSet) -> None:
    system = mcp_system("salesforce", "records of a Salesforce org through the REST API (SOQL, SOSL, sObject CRUD)", [
        tool("soql_query", "Run a SOQL query.", {"query": S}, ["query"]),
        tool("sosl_search", "Run a SOSL search.", {"search": S}, ["search"]),
        tool("get_record", "Get one record's fields.", {"sobject": S, "id": S, "fields": A}, ["sobject", "id"]),
        tool("create_record", "Create a record.", {"sobject": S, "fields": OBJ}, ["sobject", "fields"]),
        tool("update_record", "Update a record's fields.", {"sobject": S, "id": S, "fields": OBJ}, ["sobject", "id", "fields"]),
    ])
    owner = "005Hs000009QkLmIAK"
    accts = {"Meridian Health Systems": "001Hs00002Tq8vXIAR", "Cobalt Freight Inc.": "001Hs00002Rk3mWIAR", "Lindenwood University": "001Hs00002Pz7cKIAR",
             "Paragon Foods": "001Hs00002Uv1bNIAR", "Harborview Bank": "001Hs00002Sx4dLIAR", "Summit Outdoor Co": "001Hs00002Wy9eQIAR"}
    opps = [
        ["006Hs00001XkT2aIAF", "Meridian Health – EHR Integration Suite", "Meridian Health Systems", 184000.0, "Proposal/Price Quote", 75.0, "2024-09-27", "2024-09-11T21:04:37.000+0000"],
        ["006Hs00001XkQ9bIAF", "Cobalt Freight – Fleet Telematics Renewal", "Cobalt Freight Inc.", 96500.0, "Negotiation/Review", 90.0, "2024-09-20", "2024-09-13T15:22:09.000+0000"],
        ["006Hs00001XkV7cIAF", "Paragon Foods – Supply Chain Pilot", "Paragon Foods", 58000.0, "Id. Decision Makers", 60.0, "2024-09-25", "2024-09-06T18:47:51.000+0000"],
        ["006Hs00001Xjz4RIAR", "Lindenwood University – Campus Analytics", "Lindenwood University", 142750.0, "Value Proposition", 50.0, "2024-09-30", "2024-09-12T14:11:30.000+0000"],
        ["006Hs00001XjW1mIAF", "Harborview Bank – Fraud Module Add-on", "Harborview Bank", 73400.0, "Perception Analysis", 70.0, "2024-09-30", "2024-09-10T20:36:02.000+0000"],
        ["006Hs00001XkM5eIAF", "Summit Outdoor Co – POS Rollout Phase 2", "Summit Outdoor Co", 215000.0, "Qualification", 10.0, "2024-09-30", "2024-08-29T16:58:44.000+0000"],
    ]

    def orec(o: list[Any]) -> dict[str, Any]:
        return {"attributes": {"type": "Opportunity", "url": f"/services/data/v61.0/sobjects/Opportunity/{o[0]}"}, "Id": o[0], "Name": o[1],
                "Account": {"attributes": {"type": "Account", "url": f"/services/data/v61.0/sobjects/Account/{accts[o[2]]}"}, "Name": o[2]},
                "Amount": o[3], "StageName": o[4], "Probability": o[5], "CloseDate": o[6], "LastModifiedDate": o[7]}

    q1 = ("SELECT Id, Name, Account.Name, Amount, StageName, Probability, CloseDate, LastModifiedDate FROM Opportunity "
          f"WHERE OwnerId = '{owner}' AND IsClosed = false AND CloseDate = THIS_QUARTER ORDER BY CloseDate ASC")
    t1 = pj({"totalSize": 6, "done": True, "records": [orec(o) for o in sorted(opps, key=lambda o: o[6])]})
    mer = opps[0]
    full = {"attributes": {"type": "Opportunity", "url": f"/services/data/v61.0/sobjects/Opportunity/{mer[0]}"}, "Id": mer[0], "IsDeleted": False,
            "AccountId": accts[mer[2]], "Name": mer[1], "Description": "Integration of Ridgeline HL7/FHIR gateway with Meridian's Epic instance across 4 hospitals; 3-year term.",
            "StageName": "Proposal/Price Quote", "Amount": 184000.0, "Probability": 75.0, "ExpectedRevenue": 138000.0, "CloseDate": "2024-09-27", "Type": "New Business",
            "NextStep": "Pricing review with CFO 9/16", "LeadSource": "Partner Referral", "IsClosed": False, "IsWon": False, "ForecastCategory": "Pipeline",
            "ForecastCategoryName": "Pipeline", "CampaignId": None, "HasOpportunityLineItem": True, "Pricebook2Id": "01sHs000001aBcDIAU", "OwnerId": owner,
            "CreatedDate": "2024-06-04T17:21:15.000+0000", "CreatedById": owner, "LastModifiedDate": mer[7], "LastModifiedById": owner,
            "SystemModstamp": mer[7], "LastActivityDate": "2024-09-10", "FiscalQuarter": 3, "FiscalYear": 2024, "Fiscal": "2024 3"}
    t2 = pj(full)
    t3 = pj({"id": mer[0], "success": True, "errors": [], "statusCode": 204})
    f4 = copy.deepcopy(full)
    f4.update({"StageName": "Negotiation/Review", "Probability": 90.0, "ExpectedRevenue": 165600.0, "NextStep": "MSA redlines from Meridian legal due 9/20",
               "LastModifiedDate": "2024-09-16T15:42:18.000+0000", "SystemModstamp": "2024-09-16T15:42:18.000+0000"})
    t4 = pj(f4)
    task_id = "00THs00000Ab3dEMAR"
    t5 = pj({"id": task_id, "success": True, "errors": []})
    tasks = [
        {"attributes": {"type": "Task", "url": "/services/data/v61.0/sobjects/Task/00THs00000Zx7kQMAR"}, "Id": "00THs00000Zx7kQMAR", "Subject": "Call: pricing walkthrough with Meridian CFO",
         "Status": "Completed", "Priority": "Normal", "ActivityDate": "2024-09-10", "Owner": {"attributes": {"type": "Name", "url": f"/services/data/v61.0/sobjects/User/{owner}"}, "Name": "Jordan Pike"}, "CreatedDate": "2024-09-09T16:03:27.000+0000"},
        {"attributes": {"type": "Task", "url": "/services/data/v61.0/sobjects/Task/00THs00000Zy2mRMAR"}, "Id": "00THs00000Zy2mRMAR", "Subject": "Send security questionnaire (HECVAT) answers",
         "Status": "Completed", "Priority": "Normal", "ActivityDate": "2024-09-06", "Owner": {"attributes": {"type": "Name", "url": "/services/data/v61.0/sobjects/User/005Hs00000A1bCdIAF"}, "Name": "Priyanka Desai"}, "CreatedDate": "2024-08-30T13:48:05.000+0000"},
        {"attributes": {"type": "Task", "url": f"/services/data/v61.0/sobjects/Task/{task_id}"}, "Id": task_id, "Subject": "Send redlined MSA to Meridian legal",
         "Status": "Not Started", "Priority": "High", "ActivityDate": "2024-09-18", "Owner": {"attributes": {"type": "Name", "url": f"/services/data/v61.0/sobjects/User/{owner}"}, "Name": "Jordan Pike"}, "CreatedDate": "2024-09-16T15:43:02.000+0000"},
    ]
    t6 = pj({"totalSize": 3, "done": True, "records": sorted(tasks, key=lambda r: r["ActivityDate"], reverse=True)})
    t7 = pj({"id": "006Hs00001XkQ9bIAF", "success": True, "errors": [], "statusCode": 204})
    now = [list(o) for o in opps]
    now[0][4], now[0][5], now[0][7] = "Negotiation/Review", 90.0, "2024-09-16T15:42:18.000+0000"
    now[1][3], now[1][7] = 101200.0, "2024-09-16T15:44:37.000+0000"
    q8 = q1.replace("ORDER BY CloseDate ASC", "ORDER BY Amount DESC")
    t8 = pj({"totalSize": 6, "done": True, "records": [orec(o) for o in sorted(now, key=lambda o: -o[3])]})
    agg: dict[str, list[float]] = {}
    for o in now:
        agg.setdefault(o[4], []).append(o[3])
    q9 = ("SELECT StageName, COUNT(Id) cnt, SUM(Amount) total FROM Opportunity "
          f"WHERE OwnerId = '{owner}' AND IsClosed = false AND CloseDate = THIS_QUARTER GROUP BY StageName ORDER BY SUM(Amount) DESC")
    t9 = pj({"totalSize": len(agg), "done": True, "records": [{"attributes": {"type": "AggregateResult"}, "StageName": k, "cnt": len(v), "total": sum(v)}
                                                              for k, v in sorted(agg.items(), key=lambda kv: -sum(kv[1]))]})
    t10 = pj({"searchRecords": [
        {"attributes": {"type": "Account", "url": f"/services/data/v61.0/sobjects/Account/{accts['Meridian Health Systems']}"}, "Id": accts["Meridian Health Systems"], "Name": "Meridian Health Systems"},
        {"attributes": {"type": "Contact", "url": "/services/data/v61.0/sobjects/Contact/003Hs00003Lm4nOIAR"}, "Id": "003Hs00003Lm4nOIAR", "Name": "Gloria Whitcomb", "Title": "Chief Financial Officer"},
        {"attributes": {"type": "Contact", "url": "/services/data/v61.0/sobjects/Contact/003Hs00003Lp8qRIAR"}, "Id": "003Hs00003Lp8qRIAR", "Name": "Anders Nyqvist", "Title": "Associate General Counsel"},
        {"attributes": {"type": "Contact", "url": "/services/data/v61.0/sobjects/Contact/003Hs00003Lr2sTIAR"}, "Id": "003Hs00003Lr2sTIAR", "Name": "Tamika Howell", "Title": "Director, Clinical Informatics"},
        {"attributes": {"type": "Opportunity", "url": f"/services/data/v61.0/sobjects/Opportunity/{mer[0]}"}, "Id": mer[0], "Name": mer[1], "StageName": "Negotiation/Review"},
        {"attributes": {"type": "Opportunity", "url": "/services/data/v61.0/sobjects/Opportunity/006Hs00001Vb3cDIAF"}, "Id": "006Hs00001Vb3cDIAF", "Name": "Meridian Health – Pilot (St. Agnes)", "StageName": "Closed Won"},
    ]})
    t11 = pj({"attributes": {"type": "Account", "url": f"/services/data/v61.0/sobjects/Account/{accts['Meridian Health Systems']}"}, "Id": accts["Meridian Health Systems"],
              "Name": "Meridian Health Systems", "Type": "Customer - Direct", "Industry": "Healthcare", "AnnualRevenue": 1.24e9, "NumberOfEmployees": 8600,
              "BillingCity": "Columbus", "BillingState": "OH", "BillingCountry": "United States", "Phone": "(614) 555-0190", "Website": "www.meridianhealth.org",
              "OwnerId": owner, "Rating": "Hot", "CustomerPriority__c": "High", "LastActivityDate": "2024-09-10", "CreatedDate": "2023-11-02T19:12:48.000+0000",
              "LastModifiedDate": "2024-08-22T13:05:11.000+0000"})
    turns = [
        (call("soql_query", query=q1), t1),
        (call("get_record", sobject="Opportunity", id=mer[0]), t2),
        (call("update_record", sobject="Opportunity", id=mer[0], fields={"StageName": "Negotiation/Review", "NextStep": "MSA redlines from Meridian legal due 9/20"}), t3),
        (call("get_record", sobject="Opportunity", id=mer[0], fields=list(full.keys())[1:]), t4),
        (call("create_record", sobject="Task", fields={"Subject": "Send redlined MSA to Meridian legal", "WhatId": mer[0], "WhoId": "003Hs00003Lp8qRIAR",
                                                        "ActivityDate": "2024-09-18", "Priority": "High", "Status": "Not Started", "OwnerId": owner}), t5),
        (call("soql_query", query=f"SELECT Id, Subject, Status, Priority, ActivityDate, Owner.Name, CreatedDate FROM Task WHERE WhatId = '{mer[0]}' ORDER BY ActivityDate DESC"), t6),
        (call("update_record", sobject="Opportunity", id="006Hs00001XkQ9bIAF", fields={"Amount": 101200}), t7),
        (call("soql_query", query=q8), t8),
        (call("soql_query", query=q9), t9),
        (call("sosl_search", search="FIND {Meridian} IN NAME FIELDS RETURNING Account(Id, Name), Contact(Id, Name, Title), Opportunity(Id, Name, StageName)"), t10),
        (call("get_record", sobject="Account", id=accts["Meridian Health Systems"]), t11),
    ]
    state = ("Salesforce org of Ridgeline Software (API v61.0), logged in as Jordan Pike (account executive, user 005Hs000009QkLmIAK). Monday 2024-09-16. "
             "Pipeline review prep: Meridian's CFO accepted pricing, so the deal moves to negotiation with an MSA task for Wednesday; Cobalt added 40 "
             "telematics seats, renewal now $101,200.")
    rs.add(task="mcp", tid="h41-mcp-12", system=system, turns=turns, state=state)


# HubSpot: bad
def t13(rs: RowSet) -> None:
    system = mcp_system("hubspot", "CRM objects (companies, contacts, notes) and associations in a HubSpot portal", [
        tool("search_companies", "Search companies by property filters.", {"filterGroups": A, "properties": A, "limit": INT}, ["filterGroups"]),
        tool("list_company_contacts", "List the contacts associated with a company, with their properties.", {"companyId": S, "properties": A, "limit": INT, "after": S}, ["companyId"]),
        tool("create_contact", "Create a contact.", {"properties": OBJ}, ["properties"]),
        tool("get_contact", "Get a contact, optionally with associations.", {"contactId": S, "properties": A, "associations": A}, ["contactId"]),
        tool("create_association", "Associate two records (v4, with a label).", {"fromObjectType": S, "fromObjectId": S, "toObjectType": S, "toObjectId": S, "associationTypeId": INT, "associationCategory": S}, ["fromObjectType", "fromObjectId", "toObjectType", "toObjectId"]),
        tool("create_note", "Create a note associated with records.", {"body": S, "timestamp": S, "associations": A}, ["body"]),
    ])
    cid = "18234567011"
    t1 = pj({"total": 1, "results": [{"id": cid, "properties": {
        "city": "Asheville", "createdate": "2023-05-17T14:22:08.419Z", "domain": "quarrylanecoffee.com", "hs_lastmodifieddate": "2024-10-01T19:40:33.902Z",
        "hs_object_id": cid, "industry": "FOOD_BEVERAGES", "lifecyclestage": "customer", "name": "Quarry Lane Coffee Roasters", "num_associated_contacts": "4",
        "numberofemployees": "85", "state": "NC", "hubspot_owner_id": "48812093", "annualrevenue": "9400000"},
        "createdAt": "2023-05-17T14:22:08.419Z", "updatedAt": "2024-10-01T19:40:33.902Z", "archived": False}]})

    def contact(i: str, fn: str, ln: str, email: str, title: str, stage: str, created: str, updated: str, phone: str) -> dict[str, Any]:
        return {"id": i, "properties": {"createdate": created, "email": email, "firstname": fn, "lastname": ln, "hs_object_id": i, "jobtitle": title,
                                        "lastmodifieddate": updated, "lifecyclestage": stage, "phone": phone, "associatedcompanyid": cid},
                "createdAt": created, "updatedAt": updated, "archived": False, "associationTypes": [{"category": "HUBSPOT_DEFINED", "typeId": 279, "label": None},
                                                                                                    {"category": "HUBSPOT_DEFINED", "typeId": 1, "label": "Primary"}]}

    cs = [
        contact("51234001", "Marisa", "Delgado", "marisa@quarrylanecoffee.com", "Owner & Head Roaster", "customer", "2023-05-17T14:22:09.102Z", "2024-09-12T13:05:41.377Z", "+1 828-555-0117"),
        contact("51234077", "Calvin", "Ostrowski", "calvin.o@quarrylanecoffee.com", "Operations Manager", "customer", "2023-05-18T10:41:55.630Z", "2024-10-01T19:40:33.511Z", "+1 828-555-0139"),
        contact("62019845", "Yuki", "Tanabe", "yuki@quarrylanecoffee.com", "Green Coffee Buyer", "customer", "2023-11-02T16:08:12.944Z", "2024-07-30T08:52:20.015Z", "+1 828-555-0162"),
        contact("78830412", "Deshawn", "Pryor", "ap@quarrylanecoffee.com", "Accounts Payable", "customer", "2024-02-21T09:15:37.268Z", "2024-08-19T15:33:04.880Z", "+1 828-555-0104"),
    ]
    t2 = pj({"total": 4, "results": cs, "paging": None})
    new_id = "90211436785"
    props = {"email": "r.mbeki@quarrylanecoffee.com", "firstname": "Rethabile", "lastname": "Mbeki", "jobtitle": "Head of Wholesale", "phone": "+1 828-555-0181",
             "lifecyclestage": "salesqualifiedlead"}
    created = "2024-10-08T15:11:24.508Z"
    t3 = pj({"id": new_id, "properties": {**props, "createdate": created, "hs_is_unworked": "true", "hs_object_id": new_id, "hs_pipeline": "contacts-lifecycle-pipeline",
                                          "lastmodifieddate": created}, "createdAt": created, "updatedAt": created, "archived": False})
    t4 = pj({"fromObjectTypeId": "0-1", "fromObjectId": int(new_id), "toObjectTypeId": "0-2", "toObjectId": int(cid), "labels": ["Primary"]})
    upd = "2024-10-08T15:11:31.227Z"
    t5 = pj({"id": new_id, "properties": {**props, "associatedcompanyid": cid, "createdate": created, "hs_object_id": new_id, "lastmodifieddate": upd, "company": "Quarry Lane Coffee Roasters"},
             "createdAt": created, "updatedAt": upd, "archived": False,
             "associations": {"companies": {"results": [{"id": cid, "type": "contact_to_company"}, {"id": cid, "type": "contact_to_company_unlabeled"}]}}})
    t6 = pj({"total": 4, "results": cs, "paging": None})
    body = ("Intro call with Rethabile Mbeki (new Head of Wholesale). They want to add 6 café accounts in Q4 and need the wholesale price sheet "
            "and sample box by 10/15. Next step: send price sheet + book tasting for week of 10/21.")
    t7 = pj({"id": "63140277815", "properties": {"hs_createdate": "2024-10-08T15:13:02.715Z", "hs_lastmodifieddate": "2024-10-08T15:13:02.715Z",
                                                 "hs_note_body": body, "hs_object_id": "63140277815", "hs_timestamp": "2024-10-08T15:05:00.000Z", "hubspot_owner_id": "48812093"},
             "createdAt": "2024-10-08T15:13:02.715Z", "updatedAt": "2024-10-08T15:13:02.715Z", "archived": False})
    turns = [
        (call("search_companies", filterGroups=[{"filters": [{"propertyName": "domain", "operator": "EQ", "value": "quarrylanecoffee.com"}]}],
              properties=["name", "domain", "industry", "city", "state", "numberofemployees", "lifecyclestage", "num_associated_contacts", "annualrevenue", "hubspot_owner_id"], limit=5), t1),
        (call("list_company_contacts", companyId=cid, properties=["firstname", "lastname", "email", "jobtitle", "lifecyclestage", "phone"], limit=100), t2),
        (call("create_contact", properties=props), t3),
        (call("create_association", fromObjectType="contacts", fromObjectId=new_id, toObjectType="companies", toObjectId=cid, associationTypeId=1, associationCategory="HUBSPOT_DEFINED"), t4),
        (call("get_contact", contactId=new_id, properties=["firstname", "lastname", "email", "jobtitle", "phone", "lifecyclestage", "associatedcompanyid", "company"], associations=["companies"]), t5),
        (call("list_company_contacts", companyId=cid, properties=["firstname", "lastname", "email", "jobtitle", "lifecyclestage", "phone"], limit=100), t6),
        (call("create_note", body=body, timestamp="2024-10-08T15:05:00.000Z", associations=[{"to": {"id": cid}, "types": [{"associationCategory": "HUBSPOT_DEFINED", "associationTypeId": 190}]},
                                                                                             {"to": {"id": new_id}, "types": [{"associationCategory": "HUBSPOT_DEFINED", "associationTypeId": 202}]}]), t7),
    ]
    state = ("HubSpot portal 20418833 (Blue Ridge Roastworks wholesale), private-app token with CRM scopes. 2024-10-08, just after an intro call at 15:05 UTC: "
             "add the customer's new Head of Wholesale as a contact under Quarry Lane Coffee Roasters (primary company) and log the call notes.")
    rs.add(task="mcp", tid="h41-mcp-13", system=system, turns=turns, state=state, bad=True, turn=6,
           kind="contact created and associated is missing from the company's contacts")


# Unleash: clean
def t14(rs: RowSet) -> None:
    system = mcp_system("unleash", "feature toggles of the self-hosted Unleash instance (admin API)", [
        tool("list_features", "List the feature toggles of a project with per-environment state.", {"projectId": S}, ["projectId"]),
        tool("get_feature", "Get one feature toggle with its strategies per environment.", {"projectId": S, "featureName": S}, ["projectId", "featureName"]),
        tool("add_strategy", "Add an activation strategy to a feature in one environment.", {"projectId": S, "featureName": S, "environment": S, "name": S, "parameters": OBJ, "constraints": A}, ["projectId", "featureName", "environment", "name"]),
        tool("toggle_environment", "Turn a feature on or off in one environment.", {"projectId": S, "featureName": S, "environment": S, "enabled": B}, ["projectId", "featureName", "environment", "enabled"]),
        tool("get_feature_metrics", "Raw evaluation counts (yes/no) per environment and app for the last hours.", {"featureName": S, "hoursBack": INT}, ["featureName"]),
        tool("archive_feature", "Archive a feature toggle.", {"projectId": S, "featureName": S}, ["projectId", "featureName"]),
    ])

    def envs(dev: bool, stg: bool, prod: bool, seen: dict[str, str | None], variants: int = 0) -> list[dict[str, Any]]:
        return [{"name": "development", "lastSeenAt": seen.get("development"), "enabled": dev, "type": "development", "sortOrder": 100, "variantCount": variants, "hasStrategies": True, "hasEnabledStrategies": True},
                {"name": "staging", "lastSeenAt": seen.get("staging"), "enabled": stg, "type": "test", "sortOrder": 200, "variantCount": variants, "hasStrategies": True, "hasEnabledStrategies": True},
                {"name": "production", "lastSeenAt": seen.get("production"), "enabled": prod, "type": "production", "sortOrder": 300, "variantCount": variants,
                 "hasStrategies": prod or seen.get("_prodstrat") is not None, "hasEnabledStrategies": prod or seen.get("_prodstrat") is not None}]

    def feat(name: str, ftype: str, desc: str, created: str, last: str | None, e: list[dict[str, Any]], stale: bool = False) -> dict[str, Any]:
        for x in e:
            x.pop("_prodstrat", None)
        return {"type": ftype, "name": name, "description": desc, "project": "checkout", "stale": stale, "favorite": False, "impressionData": False,
                "createdAt": created, "lastSeenAt": last, "archivedAt": None, "environments": e, "segments": [], "dependencies": [], "children": [], "tags": []}

    nps_seen = {"development": "2025-06-18T10:03:12.000Z", "staging": "2025-06-18T10:04:41.000Z", "production": None}
    nps = feat("new-payment-sheet", "release", "Redesigned payment sheet (card + wallets in one step). Owner: @mara", "2025-06-02T09:14:27.512Z", "2025-06-18T10:04:41.000Z",
               envs(True, True, False, nps_seen))
    others = [
        feat("address-autocomplete-v2", "experiment", "Google Places autocomplete for shipping address", "2025-03-11T13:02:44.091Z", "2025-06-18T10:04:38.000Z",
             envs(True, True, True, {"development": "2025-06-18T09:57:20.000Z", "staging": "2025-06-18T10:02:05.000Z", "production": "2025-06-18T10:04:38.000Z"}, 2)),
        feat("cart-recommendations", "experiment", "Frequently-bought-together carousel in cart", "2024-12-03T08:40:19.755Z", "2025-06-18T10:04:40.000Z",
             envs(True, True, True, {"development": "2025-06-18T09:51:44.000Z", "staging": "2025-06-18T10:01:58.000Z", "production": "2025-06-18T10:04:40.000Z"}, 3)),
        feat("checkout-rate-limit", "operational", "Per-IP rate limit on /checkout/confirm", "2024-08-09T17:25:03.208Z", "2025-06-18T10:04:39.000Z",
             envs(False, True, True, {"staging": "2025-06-18T10:02:11.000Z", "production": "2025-06-18T10:04:39.000Z"})),
        feat("express-shipping-banner", "release", "Express shipping promo banner on checkout step 2", "2025-05-20T11:48:52.630Z", "2025-06-18T10:04:37.000Z",
             envs(True, True, True, {"development": "2025-06-18T09:44:03.000Z", "staging": "2025-06-18T10:01:49.000Z", "production": "2025-06-18T10:04:37.000Z"})),
        feat("legacy-paypal-button", "kill-switch", "Old PayPal Smart Button (replaced by wallets in payment sheet)", "2023-11-14T16:40:05.118Z", "2025-05-29T18:02:11.000Z",
             envs(False, False, True, {"development": "2025-04-02T15:20:09.000Z", "staging": "2025-05-12T09:31:47.000Z", "production": "2025-05-29T18:02:11.000Z"}), stale=True),
    ]
    t1 = pj({"version": 2, "features": sorted([nps] + others, key=lambda f: f["name"])})
    strat_dev = {"id": "0b7a2e91-6c4d-4f38-9e15-d2a83c7f6b40", "name": "default", "title": None, "disabled": False, "featureName": "new-payment-sheet", "sortOrder": 0,
                 "segments": [], "constraints": [], "variants": [], "parameters": {}}
    strat_stg = {"id": "5e1c8f03-a4b9-4d72-b6e0-37f9d2c15a8e", "name": "flexibleRollout", "title": "All of staging", "disabled": False, "featureName": "new-payment-sheet", "sortOrder": 0,
                 "segments": [], "constraints": [], "variants": [], "parameters": {"rollout": "100", "stickiness": "default", "groupId": "new-payment-sheet"}}
    detail = {"name": "new-payment-sheet", "type": "release", "description": nps["description"], "project": "checkout", "stale": False, "impressionData": False,
              "createdAt": nps["createdAt"], "lastSeenAt": nps["lastSeenAt"], "archived": False, "favorite": False, "dependencies": [], "children": [], "variants": [],
              "createdBy": {"id": 14, "name": "Mara Lindgren", "imageUrl": "https://gravatar.com/avatar/" + hx("mara", 32) + "?s=42&d=retro&r=g"},
              "environments": [
                  {"name": "development", "environment": "development", "type": "development", "enabled": True, "sortOrder": 100, "lastSeenAt": nps_seen["development"], "variants": [], "strategies": [strat_dev]},
                  {"name": "staging", "environment": "staging", "type": "test", "enabled": True, "sortOrder": 200, "lastSeenAt": nps_seen["staging"], "variants": [], "strategies": [strat_stg]},
                  {"name": "production", "environment": "production", "type": "production", "enabled": False, "sortOrder": 300, "lastSeenAt": None, "variants": [], "strategies": []}]}
    t2 = pj(detail)
    strat_prod = {"id": "a7f3c1d2-9e84-4b06-8c5a-1d2e3f405b6c", "name": "flexibleRollout", "title": "10% canary", "disabled": False, "featureName": "new-payment-sheet",
                  "sortOrder": 0, "segments": [], "constraints": [{"contextName": "appName", "operator": "IN", "values": ["checkout-web"], "caseInsensitive": False, "inverted": False}],
                  "variants": [], "parameters": {"rollout": "10", "stickiness": "default", "groupId": "new-payment-sheet"}}
    t3 = pj(strat_prod)
    t4 = mcp_text("Feature 'new-payment-sheet' enabled in environment 'production' (project 'checkout').")

    def bucket(env: str, ts: str, yes: int, no: int, app: str = "checkout-web") -> dict[str, Any]:
        return {"featureName": "new-payment-sheet", "appName": app, "environment": env, "timestamp": ts, "yes": yes, "no": no, "variants": {}}

    h9, h10 = "2025-06-18T09:00:00.000Z", "2025-06-18T10:00:00.000Z"
    t5 = pj({"version": 1, "maturity": "stable", "featureName": "new-payment-sheet", "lastHourUsage": [
        bucket("production", h9, 0, 17950), bucket("production", h10, 38, 2611), bucket("staging", h9, 5214, 0), bucket("staging", h10, 1240, 0),
        bucket("development", h9, 402, 0), bucket("development", h10, 87, 0, "checkout-web-dev")]})
    t6 = mcp_text("Feature 'legacy-paypal-button' archived (project 'checkout'). It can be revived from the archive within 90 days.")
    nps7 = copy.deepcopy(nps)
    nps7["lastSeenAt"] = "2025-06-18T10:20:17.000Z"
    for e in nps7["environments"]:
        if e["name"] == "production":
            e.update({"enabled": True, "lastSeenAt": "2025-06-18T10:20:17.000Z", "hasStrategies": True, "hasEnabledStrategies": True})
        elif e["name"] == "staging":
            e["lastSeenAt"] = "2025-06-18T10:19:52.000Z"
        else:
            e["lastSeenAt"] = "2025-06-18T10:16:30.000Z"
    later = []
    for f in others[:-1]:
        g = copy.deepcopy(f)
        g["lastSeenAt"] = g["lastSeenAt"].replace("10:04:", "10:20:")
        for e in g["environments"]:
            if e["name"] == "production":
                e["lastSeenAt"] = g["lastSeenAt"]
        later.append(g)
    t7 = pj({"version": 2, "features": sorted([nps7] + later, key=lambda f: f["name"])})
    t8 = pj({"version": 1, "maturity": "stable", "featureName": "new-payment-sheet", "lastHourUsage": [
        bucket("production", h9, 0, 17950), bucket("production", h10, 401, 5902), bucket("staging", h9, 5214, 0), bucket("staging", h10, 2385, 0),
        bucket("development", h9, 402, 0), bucket("development", h10, 164, 0, "checkout-web-dev")]})
    turns = [
        (call("list_features", projectId="checkout"), t1),
        (call("get_feature", projectId="checkout", featureName="new-payment-sheet"), t2),
        (call("add_strategy", projectId="checkout", featureName="new-payment-sheet", environment="production", name="flexibleRollout",
              parameters={"rollout": "10", "stickiness": "default", "groupId": "new-payment-sheet"},
              constraints=[{"contextName": "appName", "operator": "IN", "values": ["checkout-web"]}]), t3),
        (call("toggle_environment", projectId="checkout", featureName="new-payment-sheet", environment="production", enabled=True), t4),
        (call("get_feature_metrics", featureName="new-payment-sheet", hoursBack=1), t5),
        (call("archive_feature", projectId="checkout", featureName="legacy-paypal-button"), t6),
        (call("list_features", projectId="checkout"), t7),
        (call("get_feature_metrics", featureName="new-payment-sheet", hoursBack=1), t8),
    ]
    state = ("Unleash 6.x at https://flags.lumina-shop.internal, admin token of the release manager. 2025-06-18 10:05 UTC: start the production canary "
             "of the new payment sheet at 10% (checkout-web only), and archive the PayPal kill switch, which nothing has evaluated since the old button "
             "was removed at the end of May.")
    rs.add(task="mcp", tid="h41-mcp-14", system=system, turns=turns, state=state)


# Chargebee: clean
def t15(rs: RowSet) -> None:
    system = mcp_system("chargebee", "customers, subscriptions, invoices, estimates and promotional credits of the Chargebee site 'lumenlytics' (Product Catalog 2.0)", [
        tool("list_customers", "List customers with filters (e.g. email[is]).", {"filters": OBJ, "limit": INT}, []),
        tool("list_subscriptions", "List subscriptions with filters.", {"filters": OBJ, "limit": INT}, []),
        tool("list_invoices", "List invoices with filters and sort.", {"filters": OBJ, "limit": INT, "sort_by": S}, []),
        tool("retrieve_invoice", "Retrieve an invoice.", {"invoice_id": S}, ["invoice_id"]),
        tool("estimate_update_subscription", "Estimate the invoice for a subscription change without applying it.", {"subscription_id": S, "subscription_items": A, "replace_items_list": B, "prorate": B, "invoice_immediately": B}, ["subscription_id"]),
        tool("update_subscription_for_items", "Change a subscription's item prices.", {"subscription_id": S, "subscription_items": A, "replace_items_list": B, "prorate": B, "invoice_immediately": B}, ["subscription_id"]),
        tool("renewal_estimate", "Estimate the next renewal invoice of a subscription.", {"subscription_id": S}, ["subscription_id"]),
        tool("add_promotional_credits", "Add promotional credits to a customer.", {"customer_id": S, "amount": INT, "description": S, "credit_type": S}, ["customer_id", "amount", "description"]),
        tool("list_promotional_credits", "List a customer's promotional credit transactions.", {"customer_id": S, "limit": INT}, ["customer_id"]),
    ])
    cus, sub = "AzZj7LUJ3xq2b1Kd", "16BjXyUJ3xqAZ2Ze"
    ts, te = 1740787200, 1743465600
    t_up, t_seat = 1742224928, 1742226097
    customer = {"id": cus, "first_name": "Priya", "last_name": "Menon", "email": "finance@kelpco.io", "company": "Kelp & Co Analytics", "auto_collection": "on",
                "net_term_days": 0, "allow_direct_debit": False, "created_at": 1693526400, "taxability": "exempt", "entity_code": "e", "exempt_number": "EX-OR-558120",
                "updated_at": 1740787215, "locale": "en-US", "pii_cleared": "active", "channel": "web", "resource_version": 1740787215118, "deleted": False, "object": "customer",
                "billing_address": {"first_name": "Priya", "last_name": "Menon", "company": "Kelp & Co Analytics", "line1": "2040 NW Raleigh St", "city": "Portland",
                                    "state_code": "OR", "state": "Oregon", "country": "US", "zip": "97209", "validation_status": "valid", "object": "billing_address"},
                "card_status": "valid", "promotional_credits": 0, "refundable_credits": 0, "excess_payments": 0, "unbilled_charges": 0, "preferred_currency_code": "USD",
                "mrr": 59900, "primary_payment_source_id": "pm_AzqHGcUJ3xq5x1NT",
                "payment_method": {"object": "payment_method", "type": "card", "reference_id": "cus_PhR4Kq2wVb7yZt/card_1OsL2eK8wVb7yZtQ3nA9xPmR", "gateway": "stripe",
                                   "gateway_account_id": "gw_AzyxKMUJ3xq0s4bA", "status": "valid"}}
    card = {"status": "valid", "gateway": "stripe", "gateway_account_id": "gw_AzyxKMUJ3xq0s4bA", "iin": "411111", "last4": "0341", "card_type": "visa", "funding_type": "credit",
            "expiry_month": 4, "expiry_year": 2027, "masked_number": "************0341", "customer_id": cus, "payment_source_id": "pm_AzqHGcUJ3xq5x1NT", "object": "card"}
    t1 = pj({"list": [{"customer": customer, "card": card}], "next_offset": None})

    def items(plan: str, plan_price: int, seats: int) -> list[dict[str, Any]]:
        return [{"item_price_id": plan, "item_type": "plan", "quantity": 1, "unit_price": plan_price, "amount": plan_price, "free_quantity": 0, "object": "subscription_item"},
                {"item_price_id": "extra-seat-USD-Monthly", "item_type": "addon", "quantity": seats, "unit_price": 2500, "amount": 2500 * seats, "object": "subscription_item"}]

    def subscription(plan: str, plan_price: int, seats: int, updated: int, rv: int) -> dict[str, Any]:
        return {"id": sub, "billing_period": 1, "billing_period_unit": "month", "customer_id": cus, "status": "active", "current_term_start": ts, "current_term_end": te,
                "next_billing_at": te, "created_at": 1693526400, "started_at": 1693526400, "activated_at": 1693526400, "updated_at": updated, "has_scheduled_changes": False,
                "channel": "web", "resource_version": rv, "deleted": False, "object": "subscription", "currency_code": "USD", "subscription_items": items(plan, plan_price, seats),
                "due_invoices_count": 0, "mrr": plan_price + 2500 * seats, "exchange_rate": 1.0, "base_currency_code": "USD", "has_scheduled_advance_invoices": False,
                "auto_collection": "on", "create_pending_invoices": False, "auto_close_invoices": True}

    t2 = pj({"list": [{"subscription": subscription("growth-USD-Monthly", 49900, 4, 1740787215, 1740787215102), "customer": customer, "card": card}], "next_offset": None})

    def past(iid: str, date: int, txn: str) -> dict[str, Any]:
        return {"invoice": {"id": iid, "customer_id": cus, "subscription_id": sub, "recurring": True, "status": "paid", "price_type": "tax_exclusive", "date": date, "due_date": date,
                            "net_term_days": 0, "exchange_rate": 1.0, "total": 59900, "amount_paid": 59900, "amount_adjusted": 0, "write_off_amount": 0, "credits_applied": 0,
                            "amount_due": 0, "paid_at": date + 4, "updated_at": date + 4, "resource_version": (date + 4) * 1000 + 77, "deleted": False, "object": "invoice",
                            "first_invoice": False, "amount_to_collect": 0, "round_off_amount": 0, "has_advance_charges": False, "currency_code": "USD", "base_currency_code": "USD",
                            "sub_total": 59900, "tax": 0, "term_finalized": True, "channel": "web",
                            "linked_payments": [{"txn_id": txn, "applied_amount": 59900, "applied_at": date + 4, "txn_status": "success", "txn_date": date + 4, "txn_amount": 59900}]}}

    t3 = pj({"list": [past("INV-2025-00301", ts, "txn_AzZj3hUJ3xqF1a2B"), past("INV-2025-00187", 1738368000, "txn_AzyvM2UJ3xp7Qn8C"),
                      past("INV-2025-00062", 1735689600, "txn_Azyt0pUJ3xoWk5eD")], "next_offset": "[\"1735689600000\",\"230000000062\"]"})

    def li(lid: str, start: int, price_id: str, unit: int, qty: int, amt: int, desc: str, etype: str = "plan_item_price") -> dict[str, Any]:
        return {"id": lid, "date_from": start, "date_to": te, "unit_amount": unit, "quantity": qty, "amount": amt, "pricing_model": "flat_fee" if etype == "plan_item_price" else "per_unit",
                "is_taxed": False, "tax_amount": 0, "object": "line_item", "subscription_id": sub, "customer_id": cus, "description": desc, "entity_type": etype,
                "entity_id": price_id, "discount_amount": 0, "item_level_discount_amount": 0}

    t4 = pj({"estimate": {"created_at": 1742224800, "object": "estimate",
                          "subscription_estimate": {"id": sub, "status": "active", "next_billing_at": te, "object": "subscription_estimate", "currency_code": "USD"},
                          "invoice_estimate": {"recurring": False, "price_type": "tax_exclusive", "sub_total": 46280, "total": 46280, "credits_applied": 23117, "amount_paid": 0,
                                               "amount_due": 23163, "object": "invoice_estimate", "round_off_amount": 0, "currency_code": "USD",
                                               "line_items": [li("li_est_1", 1742224800, "scale-USD-Monthly", 99900, 1, 46280, "Scale - Prorated Charges")],
                                               "taxes": [], "line_item_taxes": [], "line_item_discounts": []},
                          "credit_note_estimates": [{"reference_invoice_id": "INV-2025-00301", "type": "adjustment", "price_type": "tax_exclusive", "sub_total": 23117, "total": 23117,
                                                     "amount_allocated": 23117, "amount_available": 0, "object": "credit_note_estimate", "currency_code": "USD",
                                                     "line_items": [li("li_est_2", 1742224800, "growth-USD-Monthly", 49900, 1, 23117, "Growth - Prorated Credits")]}]}})
    inv1 = {"id": "INV-2025-00418", "customer_id": cus, "subscription_id": sub, "recurring": False, "status": "paid", "price_type": "tax_exclusive", "date": t_up, "due_date": t_up,
            "net_term_days": 0, "exchange_rate": 1.0, "total": 46275, "amount_paid": 23161, "amount_adjusted": 0, "write_off_amount": 0, "credits_applied": 23114, "amount_due": 0,
            "paid_at": t_up + 3, "updated_at": t_up + 3, "resource_version": (t_up + 3) * 1000 + 412, "deleted": False, "object": "invoice", "first_invoice": False,
            "amount_to_collect": 0, "round_off_amount": 0, "new_sales_amount": 46275, "has_advance_charges": False, "currency_code": "USD", "base_currency_code": "USD",
            "generated_at": t_up, "is_gifted": False, "term_finalized": True, "channel": "web", "tax": 0, "sub_total": 46275,
            "line_items": [li("li_AzZj8aUJ3xqK9b4E", t_up, "scale-USD-Monthly", 99900, 1, 46275, "Scale - Prorated Charges")],
            "linked_payments": [{"txn_id": "txn_AzZj8aUJ3xqL2c7F", "applied_amount": 23161, "applied_at": t_up + 3, "txn_status": "success", "txn_date": t_up + 3, "txn_amount": 23161}],
            "applied_credits": [{"cn_id": "CN-2025-00071", "applied_amount": 23114, "applied_at": t_up, "cn_reason_code": "subscription_change", "cn_create_reason_code": "Subscription Change",
                                 "cn_date": t_up, "cn_status": "adjusted"}],
            "dunning_attempts": [], "billing_address": customer["billing_address"]}
    cust5 = dict(customer, mrr=109900, updated_at=t_up, resource_version=t_up * 1000 + 418)
    sub5 = subscription("scale-USD-Monthly", 99900, 4, t_up, t_up * 1000 + 405)
    t5 = pj({"subscription": sub5, "customer": cust5, "card": card, "invoice": inv1,
             "credit_notes": [{"id": "CN-2025-00071", "customer_id": cus, "subscription_id": sub, "reference_invoice_id": "INV-2025-00301", "type": "adjustment",
                               "reason_code": "subscription_change", "status": "adjusted", "date": t_up, "price_type": "tax_exclusive", "total": 23114, "amount_allocated": 23114,
                               "amount_refunded": 0, "amount_available": 0, "object": "credit_note", "currency_code": "USD", "sub_total": 23114,
                               "line_items": [li("li_AzZj8aUJ3xqK9b4F", t_up, "growth-USD-Monthly", 49900, 1, 23114, "Growth - Prorated Credits")]}]})
    t6 = pj({"invoice": inv1})
    t_pc = 1742225410
    cust7 = dict(cust5, promotional_credits=5000, updated_at=t_pc, resource_version=t_pc * 1000 + 36)
    pc1 = {"id": "pc_AzZj9rUJ3xqM8d1G", "customer_id": cus, "type": "increment", "amount": 5000, "currency_code": "USD", "description": "Goodwill - migration support",
           "credit_type": "general", "closing_balance": 5000, "done_by": "priya.menon+admin@lumenlytics.com", "created_at": t_pc, "object": "promotional_credit"}
    t7 = pj({"customer": cust7, "promotional_credit": pc1})
    t8 = pj({"list": [{"subscription": sub5, "customer": cust7, "card": card}], "next_offset": None})

    def renewal(seats: int, credits: int, created: int) -> str:
        sub_total = 99900 + 2500 * seats
        return pj({"estimate": {"created_at": created, "object": "estimate",
                                "subscription_estimate": {"id": sub, "status": "active", "next_billing_at": te, "object": "subscription_estimate", "currency_code": "USD"},
                                "invoice_estimate": {"recurring": True, "date": te, "price_type": "tax_exclusive", "sub_total": sub_total, "total": sub_total - credits,
                                                     "credits_applied": 0, "amount_paid": 0, "amount_due": sub_total - credits, "object": "invoice_estimate", "round_off_amount": 0,
                                                     "currency_code": "USD",
                                                     "line_items": [dict(li("li_ren_1", te, "scale-USD-Monthly", 99900, 1, 99900, "Scale"), date_to=1746057600),
                                                                    dict(li("li_ren_2", te, "extra-seat-USD-Monthly", 2500, seats, 2500 * seats, "Extra seat", "addon_item_price"), date_to=1746057600)],
                                                     "discounts": [{"amount": credits, "description": "Promotional Credits", "entity_type": "promotional_credits", "object": "discount"}],
                                                     "taxes": [], "line_item_taxes": [], "line_item_discounts": []}}})

    t9 = renewal(4, 5000, 1742225488)
    inv2 = {"id": "INV-2025-00419", "customer_id": cus, "subscription_id": sub, "recurring": False, "status": "paid", "price_type": "tax_exclusive", "date": t_seat, "due_date": t_seat,
            "net_term_days": 0, "exchange_rate": 1.0, "total": 0, "amount_paid": 0, "amount_adjusted": 0, "write_off_amount": 0, "credits_applied": 0, "amount_due": 0,
            "paid_at": t_seat, "updated_at": t_seat, "resource_version": t_seat * 1000 + 229, "deleted": False, "object": "invoice", "first_invoice": False, "amount_to_collect": 0,
            "round_off_amount": 0, "new_sales_amount": 2314, "has_advance_charges": False, "currency_code": "USD", "base_currency_code": "USD", "generated_at": t_seat,
            "is_gifted": False, "term_finalized": True, "channel": "web", "tax": 0, "sub_total": 2314,
            "line_items": [li("li_AzZjB4UJ3xqP0f3H", t_seat, "extra-seat-USD-Monthly", 2500, 2, 2314, "Extra seat - Prorated Charges", "addon_item_price")],
            "discounts": [{"amount": 2314, "description": "Promotional Credits", "entity_type": "promotional_credits", "object": "discount"}],
            "linked_payments": [], "applied_credits": []}
    sub10 = subscription("scale-USD-Monthly", 99900, 6, t_seat, t_seat * 1000 + 214)
    cust10 = dict(cust7, promotional_credits=2686, mrr=114900, updated_at=t_seat, resource_version=t_seat * 1000 + 231)
    t10 = pj({"subscription": sub10, "customer": cust10, "card": card, "invoice": inv2})
    t11 = pj({"list": [{"promotional_credit": {"id": "pc_AzZjB4UJ3xqP2g5J", "customer_id": cus, "type": "decrement", "amount": 2314, "currency_code": "USD",
                                               "description": "Promotional credits applied to invoice INV-2025-00419", "credit_type": "general", "reference": "INV-2025-00419",
                                               "closing_balance": 2686, "created_at": t_seat, "object": "promotional_credit"}},
                       {"promotional_credit": pc1}], "next_offset": None})
    t12 = renewal(6, 2686, 1742226240)
    turns = [
        (call("list_customers", filters={"email[is]": "finance@kelpco.io"}, limit=5), t1),
        (call("list_subscriptions", filters={"customer_id[is]": cus, "status[is]": "active"}), t2),
        (call("list_invoices", filters={"customer_id[is]": cus}, limit=3, sort_by="date[desc]"), t3),
        (call("estimate_update_subscription", subscription_id=sub, subscription_items=[{"item_price_id": "scale-USD-Monthly", "quantity": 1}, {"item_price_id": "extra-seat-USD-Monthly", "quantity": 4}],
              replace_items_list=True, prorate=True, invoice_immediately=True), t4),
        (call("update_subscription_for_items", subscription_id=sub, subscription_items=[{"item_price_id": "scale-USD-Monthly", "quantity": 1}, {"item_price_id": "extra-seat-USD-Monthly", "quantity": 4}],
              replace_items_list=True, prorate=True, invoice_immediately=True), t5),
        (call("retrieve_invoice", invoice_id="INV-2025-00418"), t6),
        (call("add_promotional_credits", customer_id=cus, amount=5000, description="Goodwill - migration support", credit_type="general"), t7),
        (call("list_subscriptions", filters={"customer_id[is]": cus, "status[is]": "active"}), t8),
        (call("renewal_estimate", subscription_id=sub), t9),
        (call("update_subscription_for_items", subscription_id=sub, subscription_items=[{"item_price_id": "extra-seat-USD-Monthly", "quantity": 6}], prorate=True, invoice_immediately=True), t10),
        (call("list_promotional_credits", customer_id=cus, limit=10), t11),
        (call("renewal_estimate", subscription_id=sub), t12),
    ]
    state = ("Chargebee site 'lumenlytics' (live), full-access API key of the billing ops team. Amounts are in cents. 2025-03-17 ~15:20 UTC. Kelp & Co Analytics "
             "(finance@kelpco.io) asked to upgrade from Growth to Scale effective now, with $50 of goodwill credit for the migration help; later the same "
             "afternoon they asked for two more seats.")
    rs.add(task="mcp", tid="h41-mcp-15", system=system, turns=turns, state=state)


# PagerDuty: bad
def t16(rs: RowSet) -> None:
    system = mcp_system("pagerduty", "incidents, services, on-calls and notes of a PagerDuty account (REST API v2)", [
        tool("list_incidents", "List incidents.", {"statuses": A, "service_ids": A, "team_ids": A, "urgencies": A, "limit": INT}, []),
        tool("get_service", "Get a service.", {"service_id": S, "include": A}, ["service_id"]),
        tool("list_services", "List services.", {"team_ids": A, "include": A, "limit": INT}, []),
        tool("update_incident", "Acknowledge, resolve or reassign an incident.", {"incident_id": S, "status": S, "resolution": S}, ["incident_id"]),
        tool("list_oncalls", "List who is on call.", {"escalation_policy_ids": A, "schedule_ids": A, "earliest": B}, []),
        tool("create_note", "Add a note to an incident.", {"incident_id": S, "content": S}, ["incident_id", "content"]),
        tool("list_log_entries", "List an incident's log entries.", {"incident_id": S, "is_overview": B}, ["incident_id"]),
    ])
    base = "https://lumenpay.pagerduty.com"
    api = "https://api.pagerduty.com"
    sofia = {"id": "P7T2WQ1", "type": "user_reference", "summary": "Sofia Brennan", "self": f"{api}/users/P7T2WQ1", "html_url": f"{base}/users/P7T2WQ1"}
    dmitri = {"id": "PL0K8ZD", "type": "user_reference", "summary": "Dmitri Volkov", "self": f"{api}/users/PL0K8ZD", "html_url": f"{base}/users/PL0K8ZD"}
    team = {"id": "P3X9TQD", "type": "team_reference", "summary": "Payments", "self": f"{api}/teams/P3X9TQD", "html_url": f"{base}/teams/P3X9TQD"}
    ep = {"id": "P8LQ1ZV", "type": "escalation_policy_reference", "summary": "Payments Primary", "self": f"{api}/escalation_policies/P8LQ1ZV", "html_url": f"{base}/escalation_policies/P8LQ1ZV"}

    def sref(sid: str, name: str) -> dict[str, Any]:
        return {"id": sid, "type": "service_reference", "summary": name, "self": f"{api}/services/{sid}", "html_url": f"{base}/service-directory/{sid}"}

    def inc(iid: str, num: int, title: str, svc: dict[str, Any], status: str, urgency: str, created: str, changed: str, who: dict[str, Any], acks: list[dict[str, Any]]) -> dict[str, Any]:
        return {"id": iid, "type": "incident", "summary": f"[#{num}] {title}", "self": f"{api}/incidents/{iid}", "html_url": f"{base}/incidents/{iid}",
                "incident_number": num, "title": title, "created_at": created, "updated_at": changed, "status": status, "incident_key": hx(iid, 32),
                "service": svc, "assignments": [{"at": created, "assignee": who}] if status != "resolved" else [], "assigned_via": "escalation_policy",
                "last_status_change_at": changed, "resolved_at": changed if status == "resolved" else None,
                "first_trigger_log_entry": {"id": "R" + hx(iid + "trig", 25).upper(), "type": "log_entry_reference", "summary": "Triggered through the API.",
                                            "self": f"{api}/log_entries/R{hx(iid + 'trig', 25).upper()}", "html_url": f"{base}/incidents/{iid}/log_entries/R{hx(iid + 'trig', 25).upper()}"},
                "alert_counts": {"all": 1, "triggered": 1 if status != "resolved" else 0, "resolved": 0 if status != "resolved" else 1}, "is_mergeable": True,
                "escalation_policy": ep, "teams": [team], "pending_actions": [] if status != "triggered" else [{"type": "escalate", "at": "2025-01-22T03:44:22Z"}],
                "acknowledgements": acks, "last_status_change_by": acks[-1]["acknowledger"] if acks and status == "acknowledged" else svc,
                "priority": {"id": "PQ1P1Q1", "type": "priority", "summary": "P1"} if urgency == "high" else None, "urgency": urgency, "resolve_reason": None,
                "alert_grouping": None, "incident_type": {"name": "incident_default"}}

    api_svc = sref("PXK4R2M", "Payments API")
    wh_svc = sref("PWB7H3C", "Payments Webhooks")
    lg_svc = sref("PLD2M9E", "Ledger Service")
    i1 = inc("Q0RIJJZL24RC6W", 4821, "[Datadog] p99 latency > 1.5s on payments-api (prod)", api_svc, "triggered", "high", "2025-01-22T03:14:22Z", "2025-01-22T03:14:22Z", sofia, [])
    i2 = inc("Q3VX8NQ1LM2T0P", 4819, "Webhook delivery backlog > 5k events (merchant-callbacks)", wh_svc, "acknowledged", "low", "2025-01-22T02:41:09Z", "2025-01-22T02:47:33Z", dmitri,
             [{"at": "2025-01-22T02:47:33Z", "acknowledger": dmitri}])
    i3 = inc("Q1MZ7YH9KD4R2S", 4816, "Disk usage 85% on ledger-db-2 /var/lib/postgresql", lg_svc, "acknowledged", "low", "2025-01-21T23:58:47Z", "2025-01-22T00:06:12Z", dmitri,
             [{"at": "2025-01-22T00:06:12Z", "acknowledger": dmitri}])
    t1 = pj({"incidents": [i1, i2, i3], "limit": 25, "offset": 0, "total": None, "more": False})

    def service(ref: dict[str, Any], desc: str, status: str, ar: int | None, created: str, last_inc: str, integ: list[tuple[str, str]], urg: dict[str, Any]) -> dict[str, Any]:
        return {"id": ref["id"], "type": "service", "summary": ref["summary"], "self": ref["self"], "html_url": ref["html_url"], "name": ref["summary"], "description": desc,
                "auto_resolve_timeout": ar, "acknowledgement_timeout": 1800, "created_at": created, "updated_at": "2024-11-05T16:20:41Z", "status": status,
                "last_incident_timestamp": last_inc, "teams": [team], "alert_creation": "create_alerts_and_incidents", "alert_grouping_parameters": {"type": "intelligent", "config": {"time_window": 300}},
                "incident_urgency_rule": urg, "scheduled_actions": [],
                "support_hours": {"type": "fixed_time_per_day", "time_zone": "America/Los_Angeles", "days_of_week": [1, 2, 3, 4, 5], "start_time": "09:00:00", "end_time": "17:00:00"} if urg["type"] == "use_support_hours" else None, "addons": [], "escalation_policy": ep, "response_play": None,
                "integrations": [{"id": iid, "type": "generic_events_api_inbound_integration_reference", "summary": nm, "self": f"{api}/services/{ref['id']}/integrations/{iid}",
                                  "html_url": f"{base}/services/{ref['id']}/integrations/{iid}"} for iid, nm in integ]}

    const_high = {"type": "constant", "urgency": "high"}
    const_low = {"type": "constant", "urgency": "low"}
    s_api = service(api_svc, "Public payments REST API (authorize/capture/refund). Runbook: https://wiki.lumenpay.com/runbooks/payments-api", "critical", 14400,
                    "2022-03-09T14:11:27Z", "2025-01-22T03:14:22Z", [("PQ4DD0X", "Datadog"), ("P9MZ2KE", "Sentry")], const_high)
    t2 = pj({"service": s_api})
    acks = [{"at": "2025-01-22T03:16:48Z", "acknowledger": sofia}]
    i1a = inc("Q0RIJJZL24RC6W", 4821, i1["title"], api_svc, "acknowledged", "high", "2025-01-22T03:14:22Z", "2025-01-22T03:16:48Z", sofia, acks)
    t3 = pj({"incident": i1a})
    raj = {"id": "PR5N3XA", "type": "user_reference", "summary": "Raj Patel", "self": f"{api}/users/PR5N3XA", "html_url": f"{base}/users/PR5N3XA"}
    claire = {"id": "PC8D1LM", "type": "user_reference", "summary": "Claire Dubois", "self": f"{api}/users/PC8D1LM", "html_url": f"{base}/users/PC8D1LM"}
    t4 = pj({"oncalls": [
        {"escalation_policy": ep, "escalation_level": 1, "schedule": {"id": "PSCH7Q2", "type": "schedule_reference", "summary": "Payments – Primary (weekly)", "self": f"{api}/schedules/PSCH7Q2", "html_url": f"{base}/schedules/PSCH7Q2"},
         "user": sofia, "start": "2025-01-20T17:00:00Z", "end": "2025-01-27T17:00:00Z"},
        {"escalation_policy": ep, "escalation_level": 2, "schedule": {"id": "PSCH4B8", "type": "schedule_reference", "summary": "Payments – Secondary (weekly)", "self": f"{api}/schedules/PSCH4B8", "html_url": f"{base}/schedules/PSCH4B8"},
         "user": raj, "start": "2025-01-20T17:00:00Z", "end": "2025-01-27T17:00:00Z"},
        {"escalation_policy": ep, "escalation_level": 3, "schedule": None, "user": claire, "start": None, "end": None},
    ], "limit": 25, "offset": 0, "more": False, "total": None})
    s_api5 = copy.deepcopy(s_api)
    s_api5.update({"status": "warning", "auto_resolve_timeout": 3600})
    s_wh = service(wh_svc, "Outbound merchant webhooks (merchant-callbacks workers)", "warning", 14400, "2022-05-17T09:40:03Z", "2025-01-22T02:41:09Z", [("PV2HS8T", "Datadog")], const_low)
    s_lg = service(lg_svc, "Double-entry ledger and settlement batch jobs", "warning", None, "2021-11-30T18:02:55Z", "2025-01-21T23:58:47Z", [("PK7RQ3W", "Prometheus Alertmanager")],
                   {"type": "use_support_hours", "during_support_hours": const_high, "outside_support_hours": const_low})
    t5 = pj({"services": sorted([s_api5, s_wh, s_lg], key=lambda s: s["name"]), "limit": 25, "offset": 0, "total": None, "more": False})
    note = ("Ack'd. p99 spike matches connection pool exhaustion after the 03:05 config push (max_connections 20). Rolled payments-api config back to "
            "rev 418 at 03:18; watching latency.")
    t6 = pj({"note": {"id": "PWL7QXS", "user": sofia, "channel": {"summary": "The PagerDuty REST API", "type": "api"}, "content": note, "created_at": "2025-01-22T03:19:05Z"}})

    def le(kind: str, at: str, summary: str, agent: dict[str, Any], extra: dict[str, Any] | None = None) -> dict[str, Any]:
        lid = "R" + hx(kind + at, 25).upper()
        d = {"id": lid, "type": kind, "summary": summary, "self": f"{api}/log_entries/{lid}", "html_url": f"{base}/incidents/Q0RIJJZL24RC6W/log_entries/{lid}",
             "created_at": at, "agent": agent, "channel": {"type": "api" if kind != "notify_log_entry" else "auto"}, "service": api_svc,
             "incident": {"id": "Q0RIJJZL24RC6W", "type": "incident_reference", "summary": i1["summary"], "self": f"{api}/incidents/Q0RIJJZL24RC6W", "html_url": f"{base}/incidents/Q0RIJJZL24RC6W"},
             "teams": [team], "contexts": [], "event_details": {}}
        if extra:
            d.update(extra)
        return d

    dd = {"id": "PQ4DD0X", "type": "generic_events_api_inbound_integration_reference", "summary": "Datadog", "self": f"{api}/services/PXK4R2M/integrations/PQ4DD0X", "html_url": f"{base}/services/PXK4R2M/integrations/PQ4DD0X"}
    logs = [
        le("annotate_log_entry", "2025-01-22T03:19:05Z", "Note added", sofia),
        le("acknowledge_log_entry", "2025-01-22T03:16:48Z", "Acknowledged by Sofia Brennan.", sofia, {"acknowledgement_timeout": 1800}),
        le("notify_log_entry", "2025-01-22T03:15:23Z", "Notified Sofia Brennan by phone +1 (415) 555-0172.", ep, {"user": sofia, "channel": {"type": "auto", "notification": {"type": "phone", "status": "success"}}}),
        le("notify_log_entry", "2025-01-22T03:14:23Z", "Notified Sofia Brennan by push notification.", ep, {"user": sofia, "channel": {"type": "auto", "notification": {"type": "push_notification", "status": "success"}}}),
        le("assign_log_entry", "2025-01-22T03:14:22Z", "Assigned to Sofia Brennan.", ep, {"assignees": [sofia]}),
        le("trigger_log_entry", "2025-01-22T03:14:22Z", "Triggered through the API.", dd, {"event_details": {"description": i1["title"]}}),
    ]
    t7 = pj({"log_entries": logs, "limit": 25, "offset": 0, "more": False, "total": None})
    i1r = inc("Q0RIJJZL24RC6W", 4821, i1["title"], api_svc, "resolved", "high", "2025-01-22T03:14:22Z", "2025-01-22T03:31:10Z", sofia, acks)
    i1r["last_status_change_by"] = sofia
    i1r["resolve_reason"] = None
    t8 = pj({"incident": i1r})
    t9 = pj({"incidents": [i2, i3], "limit": 25, "offset": 0, "total": None, "more": False})
    turns = [
        (call("list_incidents", statuses=["triggered", "acknowledged"], team_ids=["P3X9TQD"], limit=25), t1),
        (call("get_service", service_id="PXK4R2M", include=["integrations"]), t2),
        (call("update_incident", incident_id="Q0RIJJZL24RC6W", status="acknowledged"), t3),
        (call("list_oncalls", escalation_policy_ids=["P8LQ1ZV"], earliest=True), t4),
        (call("list_services", team_ids=["P3X9TQD"], include=["integrations"], limit=25), t5),
        (call("create_note", incident_id="Q0RIJJZL24RC6W", content=note), t6),
        (call("list_log_entries", incident_id="Q0RIJJZL24RC6W", is_overview=False), t7),
        (call("update_incident", incident_id="Q0RIJJZL24RC6W", status="resolved", resolution="Config rolled back to rev 418; p99 back under 400ms for 10 min."), t8),
        (call("list_incidents", statuses=["triggered", "acknowledged"], team_ids=["P3X9TQD"], limit=25), t9),
    ]
    state = ("PagerDuty account 'lumenpay', API key acting as Sofia Brennan (Payments primary on call). 2025-01-22 03:16 UTC, paged for payments-api "
             "latency. Acknowledge, check who is behind her in the escalation, note what was done, and resolve once latency recovers.")
    rs.add(task="mcp", tid="h41-mcp-16", system=system, turns=turns, state=state, bad=True, turn=5,
           kind="service auto-resolve timeout changed with no update")


# YouTrack: bad
def t17(rs: RowSet) -> None:
    system = mcp_system("youtrack", "issues, comments and links in the YouTrack instance of Corvus Labs", [
        tool("search_issues", "Search issues with a YouTrack query.", {"query": S, "top": INT}, ["query"]),
        tool("get_issue", "Get an issue by its readable id.", {"issueId": S}, ["issueId"]),
        tool("update_issue", "Set custom fields on an issue.", {"issueId": S, "customFields": OBJ}, ["issueId", "customFields"]),
        tool("add_comment", "Add a comment to an issue.", {"issueId": S, "text": S}, ["issueId", "text"]),
        tool("apply_command", "Apply a YouTrack command (links, tags, fields) to issues.", {"issueIds": A, "query": S, "comment": S}, ["issueIds", "query"]),
        tool("create_issue", "Create an issue.", {"project": S, "summary": S, "description": S, "customFields": OBJ}, ["project", "summary"]),
    ])

    def user(login: str, name: str) -> dict[str, Any]:
        return {"login": login, "fullName": name, "email": f"{login.replace('.', '')}@corvuslabs.io", "$type": "User"}

    maeve, attila, dario, ren = user("m.obrien", "Maeve O'Brien"), user("a.kovacs", "Attila Kovács"), user("d.ferrante", "Dario Ferrante"), user("r.ishikawa", "Ren Ishikawa")

    def cf(prio: str, state: str, assignee: dict[str, Any] | None, typ: str = "Bug") -> list[dict[str, Any]]:
        return [{"name": "Priority", "value": {"name": prio, "$type": "EnumBundleElement"}, "$type": "SingleEnumIssueCustomField"},
                {"name": "Type", "value": {"name": typ, "$type": "EnumBundleElement"}, "$type": "SingleEnumIssueCustomField"},
                {"name": "State", "value": {"name": state, "$type": "StateBundleElement"}, "$type": "StateIssueCustomField"},
                {"name": "Assignee", "value": assignee, "$type": "SingleUserIssueCustomField"},
                {"name": "Subsystem", "value": {"name": "Auth", "$type": "OwnedBundleElement"}, "$type": "SingleOwnedIssueCustomField"},
                {"name": "Fix versions", "value": [], "$type": "MultiVersionIssueCustomField"}]

    def issue(iid: str, rid: str, summary: str, created: int, updated: int, prio: str, state: str, assignee: dict[str, Any] | None, reporter: dict[str, Any]) -> dict[str, Any]:
        return {"id": iid, "idReadable": rid, "summary": summary, "created": created, "updated": updated, "resolved": None, "reporter": reporter,
                "customFields": cf(prio, state, assignee), "tags": [{"name": "regression", "$type": "Tag"}] if rid in ("PLAT-482", "PLAT-471") else [], "$type": "Issue"}

    iss = [
        issue("2-10934", "PLAT-482", "Login redirect loop after SSO session expiry", 1723536311000, 1723626725000, "Critical", "Open", None, ren),
        issue("2-10888", "PLAT-471", "2FA prompt shown twice after SSO login", 1722947420000, 1723561904000, "Major", "Reopened", dario, maeve),
        issue("2-10921", "PLAT-479", "Password reset links expire after 5 minutes instead of 60", 1723205118000, 1723619342000, "Major", "In Progress", dario, ren),
        issue("2-10951", "PLAT-485", "SAML assertion clock skew rejects valid logins (Okta)", 1723547790000, 1723547790000, "Major", "Open", None, attila),
        issue("2-10977", "PLAT-490", "Remember-me cookie not cleared on logout in Safari", 1723611203000, 1723611203000, "Normal", "Submitted", None, ren),
    ]
    t1 = pj(iss)
    full = copy.deepcopy(iss[0])
    full.update({"description": "Steps:\n1. Sign in through Okta SSO.\n2. Leave the tab idle > 8h (IdP session expires, our session cookie still valid).\n"
                                "3. Click any link → /auth/callback → /app → /auth/callback ... (browser stops after 20 redirects).\n\n"
                                "Started after 2024.08.2 (session refresh rework). ~140 support tickets since Monday.",
                 "project": {"shortName": "PLAT", "name": "Platform", "id": "0-7", "$type": "Project"}, "votes": 6, "watchers": {"hasStar": False, "$type": "IssueWatchers"},
                 "commentsCount": 3, "links": [{"direction": "BOTH", "linkType": {"name": "Relates", "$type": "IssueLinkType"}, "issues": [], "$type": "IssueLink"}],
                 "attachments": [{"name": "har-redirect-loop.har", "size": 1843220, "mimeType": "application/json", "$type": "IssueAttachment"}]})
    t2 = pj(full)
    u3 = copy.deepcopy(full)
    u3["id"] = "2-10943"
    u3["updated"] = 1723632190000
    u3["customFields"] = cf("Critical", "In Progress", attila)
    t3 = pj(u3)
    text = ("@a.kovacs taking this one since it is blocking support. Likely the refresh middleware treats an IdP `login_required` error as a new login. "
            "PLAT-485 (clock skew) may be the same code path.")
    t4 = pj({"id": "4-39217", "text": text, "textPreview": text, "author": maeve, "created": 1723632244000, "updated": None, "deleted": False, "visibility": None, "$type": "IssueComment"})
    t5 = pj({"query": "relates to PLAT-485", "caret": 19, "commands": [{"description": "relates to PLAT-485", "error": False, "delete": False, "$type": "Command"}],
             "issues": [{"idReadable": "PLAT-482", "$type": "Issue"}], "$type": "CommandList"})
    t6 = pj({"id": "2-11208", "idReadable": "PLAT-517", "summary": "Add integration test: expired IdP session must not loop on /auth/callback", "created": 1723632391000,
             "updated": 1723632391000, "resolved": None, "reporter": maeve, "project": {"shortName": "PLAT", "name": "Platform", "id": "0-7", "$type": "Project"},
             "customFields": cf("Major", "Open", attila, "Task"), "tags": [], "$type": "Issue"})
    turns = [
        (call("search_issues", query="project: PLAT Subsystem: Auth #Unresolved sort by: Priority", top=20), t1),
        (call("get_issue", issueId="PLAT-482"), t2),
        (call("update_issue", issueId="PLAT-482", customFields={"Assignee": "a.kovacs", "State": "In Progress"}), t3),
        (call("add_comment", issueId="PLAT-482", text=text), t4),
        (call("apply_command", issueIds=["PLAT-482"], query="relates to PLAT-485"), t5),
        (call("create_issue", project="PLAT", summary="Add integration test: expired IdP session must not loop on /auth/callback",
              description="Regression test for PLAT-482: simulate IdP session expiry with a valid app session cookie; assert at most one redirect.",
              customFields={"Type": "Task", "Priority": "Major", "Assignee": "a.kovacs"}), t6),
    ]
    state = ("YouTrack Cloud of Corvus Labs, permanent token of Maeve O'Brien (Auth team lead). 2024-08-14 ~10:40 UTC, morning triage of the Auth subsystem: "
             "the SSO redirect loop is the top support driver; give it to Attila, tie it to the Okta clock-skew issue, and open a follow-up test task.")
    rs.add(task="mcp", tid="h41-mcp-17", system=system, turns=turns, state=state, bad=True, turn=3,
           kind="issue's internal database id changed after a field update")


# Wrike: clean
def t18(rs: RowSet) -> None:
    system = mcp_system("wrike", "folders, projects and tasks in Wrike (API v4)", [
        tool("get_folders", "Get the folder tree.", {"project": B}, []),
        tool("get_tasks", "List tasks of a folder (paged).", {"folderId": S, "status": S, "pageSize": INT, "nextPageToken": S, "fields": A}, ["folderId"]),
        tool("update_task", "Update a task.", {"taskId": S, "title": S, "status": S, "dates": OBJ, "addResponsibles": A}, ["taskId"]),
        tool("create_task", "Create a task in a folder.", {"folderId": S, "title": S, "description": S, "status": S, "importance": S, "dates": OBJ, "responsibles": A}, ["folderId", "title"]),
    ])
    acct, folder = "IEAAB3XL", "IEAAB3XLI4M5Q2KF"
    nina, omar, lucas = "KUAJ7RQN", "KUAJ7RQP", "KUAJ7RQT"
    t1 = pj({"kind": "folderTree", "data": [
        {"id": "IEAAB3XLI7777777", "title": "Root", "childIds": ["IEAAB3XLI4M5Q2KF", "IEAAB3XLI4M5Q2KG", "IEAAB3XLI4M5Q2KH"], "scope": "WsRoot"},
        {"id": folder, "title": "Website Relaunch", "childIds": [], "scope": "WsFolder",
         "project": {"authorId": nina, "ownerIds": [nina], "status": "Green", "customStatusId": "IEAAB3XLJMAAAAGR", "startDate": "2025-01-06", "endDate": "2025-03-14", "createdDate": "2025-01-03T16:22:47Z"}},
        {"id": "IEAAB3XLI4M5Q2KG", "title": "Q1 Paid Campaigns", "childIds": [], "scope": "WsFolder",
         "project": {"authorId": omar, "ownerIds": [omar], "status": "Yellow", "customStatusId": "IEAAB3XLJMAAAAYL", "startDate": "2025-01-02", "endDate": "2025-03-31", "createdDate": "2024-12-18T10:05:12Z"}},
        {"id": "IEAAB3XLI4M5Q2KH", "title": "Brand Guidelines 2025", "childIds": [], "scope": "WsFolder",
         "project": {"authorId": nina, "ownerIds": [nina, lucas], "status": "Completed", "customStatusId": "IEAAB3XLJMAAAACP", "startDate": "2024-11-04", "endDate": "2025-01-24",
                     "completedDate": "2025-01-24T17:31:09Z", "createdDate": "2024-10-28T09:40:55Z"}},
    ]})
    pri = ["0fd6c4008000000000005c00", "0fd6c4008000000000006000", "0fd6c4008000000000006400", "0fd6c4008000000000006800",
           "0fd6c4008000000000006c00", "0fd6c4008000000000007000", "0fd6c4008000000000007400", "0fd6c4008000000000007800"]
    raw = [
        ("IEAAB3XLKQ7R2M1A", "Homepage hero copy", "Active", "High", nina, "2025-02-03", "2025-02-07", "2025-01-13T15:02:11Z", "2025-02-03T10:47:29Z", 1482205931),
        ("IEAAB3XLKQ7R2M1B", "Pricing page wireframes", "Active", "Normal", omar, "2025-02-04", "2025-02-10", "2025-01-13T15:04:38Z", "2025-02-04T16:12:03Z", 1482205947),
        ("IEAAB3XLKQ7R2M1C", "Migrate blog posts to new CMS", "Active", "Normal", lucas, "2025-02-10", "2025-02-21", "2025-01-13T15:07:52Z", "2025-01-29T11:20:45Z", 1482205962),
        ("IEAAB3XLKQ7R2M1D", "Brand photography shortlist", "Completed", "Normal", nina, "2025-01-20", "2025-01-31", "2025-01-14T09:31:06Z", "2025-01-30T14:55:18Z", 1482207113),
        ("IEAAB3XLKQ7R2M1E", "Accessibility audit (WCAG 2.2 AA)", "Active", "High", omar, "2025-02-17", "2025-02-28", "2025-01-15T13:48:20Z", "2025-01-15T13:48:20Z", 1482209870),
        ("IEAAB3XLKQ7R2M1F", "Set up 301 redirects map", "Active", "Normal", lucas, "2025-02-06", "2025-02-14", "2025-01-20T10:12:44Z", "2025-02-04T09:03:37Z", 1482230418),
        ("IEAAB3XLKQ7R2M1G", "Cookie consent banner (GDPR)", "Active", "High", omar, "2025-02-05", "2025-02-12", "2025-01-22T16:26:09Z", "2025-02-05T08:41:52Z", 1482241276),
        ("IEAAB3XLKQ7R2M1H", "Analytics: GA4 event plan", "Active", "Low", nina, "2025-02-12", "2025-02-19", "2025-01-27T12:58:31Z", "2025-01-27T12:58:31Z", 1482265009),
    ]
    status_ids = {"Active": "IEAAB3XLJMAAAAAA", "Completed": "IEAAB3XLJMAAAAAB"}

    def bdays(a: str, b: str) -> int:
        d0, d1 = dt.date.fromisoformat(a), dt.date.fromisoformat(b)
        return sum(1 for k in range((d1 - d0).days + 1) if (d0 + dt.timedelta(days=k)).weekday() < 5)

    def task(r: tuple[Any, ...], i: int) -> dict[str, Any]:
        tid, title, status, imp, resp, start, due, created, updated, link = r
        d = {"id": tid, "accountId": acct, "title": title, "status": status, "importance": imp, "createdDate": created, "updatedDate": updated}
        if status == "Completed":
            d["completedDate"] = updated
        d.update({"dates": {"type": "Planned", "duration": bdays(start, due) * 480, "start": start + "T09:00:00", "due": due + "T17:00:00"}, "scope": "WsTask",
                  "customStatusId": status_ids[status], "permalink": f"https://www.wrike.com/open.htm?id={link}", "priority": pri[i],
                  "responsibleIds": [resp], "parentIds": [folder], "authorIds": [nina]})
        return d

    tasks = [task(r, i) for i, r in enumerate(raw)]
    tok = "HMY3CEAAAAAAAAAABQAAAAAAAQAAAAAAAAAIEAAB3XLKQ7R2M1E"
    t2 = pj({"kind": "tasks", "nextPageToken": tok, "responseSize": 8, "data": tasks[:5]})
    t3 = pj({"kind": "tasks", "responseSize": 8, "data": tasks[5:]})
    r0 = list(raw[0])
    r0[1], r0[2], r0[8] = "Homepage hero copy (v2, approved)", "Completed", "2025-02-05T14:18:56Z"
    done = task(tuple(r0), 0)
    t4 = pj({"kind": "tasks", "data": [done]})
    new = task(("IEAAB3XLKQ7R8T3N", "QA pass on staging – mobile breakpoints", "Active", "Normal", omar, "2025-02-13", "2025-02-18",
                "2025-02-05T14:19:41Z", "2025-02-05T14:19:41Z", 1483012754), 0)
    new["priority"] = "0fd6c4008000000000007c00"
    new["description"] = "Check header/nav, pricing table and forms at 360, 390, 414 and 768 px on staging.relaunch.helio.co."
    t5 = pj({"kind": "tasks", "data": [new]})
    act = [t for t in tasks[1:] if t["status"] == "Active"] + [new]
    t6 = pj({"kind": "tasks", "responseSize": len(act), "data": act})
    turns = [
        (call("get_folders", project=True), t1),
        (call("get_tasks", folderId=folder, pageSize=5), t2),
        (call("get_tasks", folderId=folder, pageSize=5, nextPageToken=tok), t3),
        (call("update_task", taskId="IEAAB3XLKQ7R2M1A", title="Homepage hero copy (v2, approved)", status="Completed"), t4),
        (call("create_task", folderId=folder, title="QA pass on staging – mobile breakpoints", description=new["description"], status="Active", importance="Normal",
              dates={"start": "2025-02-13", "due": "2025-02-18"}, responsibles=[omar]), t5),
        (call("get_tasks", folderId=folder, status="Active", pageSize=20), t6),
    ]
    state = ("Wrike account of Helio Creative (API token of Nina Kovač, project owner of 'Website Relaunch'). Wednesday 2025-02-05 ~14:15 UTC: the client "
             "signed off the v2 hero copy; close that task under its approved name and add a mobile QA pass for Omar before launch.")
    rs.add(task="mcp", tid="h41-mcp-18", system=system, turns=turns, state=state)


# QuickBooks Online: bad
def t19(rs: RowSet) -> None:
    system = mcp_system("quickbooks-online", "customers, invoices and payments of a QuickBooks Online company (Accounting API v3)", [
        tool("query", "Run a QBO SQL-like query.", {"query": S}, ["query"]),
        tool("get_invoice", "Read an invoice by Id.", {"invoiceId": S}, ["invoiceId"]),
        tool("get_customer", "Read a customer by Id.", {"customerId": S}, ["customerId"]),
        tool("update_invoice", "Sparse-update an invoice (needs the current SyncToken).", {"Id": S, "SyncToken": S, "sparse": B, "Line": A}, ["Id", "SyncToken"]),
        tool("send_invoice", "Email an invoice.", {"invoiceId": S, "sendTo": S}, ["invoiceId"]),
        tool("create_payment", "Record a customer payment.", {"CustomerRef": OBJ, "TotalAmt": NUM, "TxnDate": S, "PaymentMethodRef": OBJ, "PaymentRefNum": S, "DepositToAccountRef": OBJ, "Line": A}, ["CustomerRef", "TotalAmt"]),
    ])
    cref = {"value": "58", "name": "Cedar & Pine Interiors"}
    cust = {"Taxable": False, "BillAddr": {"Id": "97", "Line1": "415 NW 11th Ave, Studio 2", "City": "Portland", "CountrySubDivisionCode": "OR", "PostalCode": "97209"},
            "Job": False, "BillWithParent": False, "Balance": 4130.0, "BalanceWithJobs": 4130.0, "CurrencyRef": {"value": "USD", "name": "United States Dollar"},
            "PreferredDeliveryMethod": "Email", "IsProject": False, "domain": "QBO", "sparse": False, "Id": "58", "SyncToken": "4",
            "MetaData": {"CreateTime": "2023-03-02T10:14:55-08:00", "LastUpdatedTime": "2024-06-03T08:44:19-07:00"}, "FullyQualifiedName": "Cedar & Pine Interiors",
            "CompanyName": "Cedar & Pine Interiors", "DisplayName": "Cedar & Pine Interiors", "PrintOnCheckName": "Cedar & Pine Interiors LLC", "Active": True,
            "PrimaryPhone": {"FreeFormNumber": "(503) 555-0126"}, "PrimaryEmailAddr": {"Address": "accounts@cedarandpine.design"}, "SalesTermRef": {"value": "3"}}
    T = "2024-10-24T09:31:07.221-07:00"
    t1 = pj({"QueryResponse": {"Customer": [cust], "startPosition": 1, "maxResults": 1}, "time": T})

    def line(n: int, desc: str, item: tuple[str, str], qty: float, price: float) -> dict[str, Any]:
        return {"Id": str(n), "LineNum": n, "Description": desc, "Amount": round(qty * price, 2), "DetailType": "SalesItemLineDetail",
                "SalesItemLineDetail": {"ItemRef": {"value": item[0], "name": item[1]}, "UnitPrice": price, "Qty": qty, "ItemAccountRef": {"value": "79", "name": "Services"},
                                        "TaxCodeRef": {"value": "NON"}}}

    def invoice(iid: str, doc: str, txn: str, due: str, lines: list[dict[str, Any]], bal: float, sync: str, created: str, updated: str, email: str,
                delivery: dict[str, Any] | None = None, linked: list[dict[str, Any]] | None = None) -> dict[str, Any]:
        total = round(sum(x["Amount"] for x in lines), 2)
        d: dict[str, Any] = {"AllowIPNPayment": False, "AllowOnlinePayment": False, "AllowOnlineCreditCardPayment": True, "AllowOnlineACHPayment": True,
                             "domain": "QBO", "sparse": False, "Id": iid, "SyncToken": sync, "MetaData": {"CreateTime": created, "LastUpdatedTime": updated},
                             "CustomField": [], "DocNumber": doc, "TxnDate": txn, "CurrencyRef": {"value": "USD", "name": "United States Dollar"},
                             "LinkedTxn": linked or [],
                             "Line": lines + [{"Amount": total, "DetailType": "SubTotalLineDetail", "SubTotalLineDetail": {}}],
                             "TxnTaxDetail": {"TotalTax": 0}, "CustomerRef": cref, "BillAddr": {"Id": "97", "Line1": "415 NW 11th Ave, Studio 2", "City": "Portland",
                                                                                                 "CountrySubDivisionCode": "OR", "PostalCode": "97209"},
                             "SalesTermRef": {"value": "3", "name": "Net 30"}, "DueDate": due, "TotalAmt": total, "ApplyTaxAfterDiscount": False,
                             "PrintStatus": "NotSet", "EmailStatus": email, "BillEmail": {"Address": "accounts@cedarandpine.design"}, "Balance": bal}
        if delivery:
            d["DeliveryInfo"] = delivery
        return d

    design = ("1", "Design Services")
    l212 = [line(1, "Kitchen remodel – design phase (16 hrs)", design, 16, 125.0), line(2, "Material sourcing & vendor coordination", ("7", "Sourcing"), 1, 480.0)]
    l231 = [line(1, "Design consultation – living room & entry", design, 10, 125.0), line(2, "Fabric & finish samples", ("9", "Samples"), 1, 400.0)]
    inv212 = invoice("212", "1039", "2024-09-15", "2024-10-15", l212, 2480.0, "0", "2024-09-15T11:02:47-07:00", "2024-09-15T11:05:30-07:00", "EmailSent",
                     {"DeliveryType": "Email", "DeliveryTime": "2024-09-15T11:05:30-07:00"})
    inv231 = invoice("231", "1047", "2024-10-09", "2024-11-08", l231, 1650.0, "1", "2024-10-09T14:20:51-07:00", "2024-10-09T14:22:08-07:00", "NotSet")
    t2 = pj({"QueryResponse": {"Invoice": [inv212, inv231], "startPosition": 1, "maxResults": 2, "totalCount": 2}, "time": "2024-10-24T09:31:40.538-07:00"})
    t3 = pj({"Invoice": inv231, "time": "2024-10-24T09:32:02.114-07:00"})
    l231b = l231 + [line(3, "Site measurement visit (10/22)", ("11", "Site Visit"), 1, 180.0)]
    inv231b = invoice("231", "1047", "2024-10-09", "2024-11-08", l231b, 1830.0, "2", "2024-10-09T14:20:51-07:00", "2024-10-24T09:33:18-07:00", "NotSet")
    t4 = pj({"Invoice": inv231b, "time": "2024-10-24T09:33:18.802-07:00"})
    deliv = {"DeliveryType": "Email", "DeliveryTime": "2024-10-24T09:34:12-07:00"}
    inv231c = invoice("231", "1047", "2024-10-09", "2024-11-08", l231b, 1830.0, "3", "2024-10-09T14:20:51-07:00", "2024-10-24T09:34:12-07:00", "EmailSent", deliv)
    t5 = pj({"Invoice": inv231c, "time": "2024-10-24T09:34:12.640-07:00"})
    pay = {"CustomerRef": cref, "DepositToAccountRef": {"value": "4"}, "PaymentMethodRef": {"value": "2"}, "PaymentRefNum": "5512", "TotalAmt": 2480.0, "UnappliedAmt": 0,
           "ProcessPayment": False, "domain": "QBO", "sparse": False, "Id": "245", "SyncToken": "0",
           "MetaData": {"CreateTime": "2024-10-24T09:35:03-07:00", "LastUpdatedTime": "2024-10-24T09:35:03-07:00"}, "TxnDate": "2024-10-24",
           "CurrencyRef": {"value": "USD", "name": "United States Dollar"},
           "Line": [{"Amount": 2480.0, "LinkedTxn": [{"TxnId": "212", "TxnType": "Invoice"}],
                     "LineEx": {"any": [{"name": "{http://schema.intuit.com/finance/v3}NameValue", "declaredType": "com.intuit.schema.finance.v3.NameValue",
                                         "scope": "javax.xml.bind.JAXBElement$GlobalScope", "value": {"Name": "txnId", "Value": "212"}, "nil": False, "globalScope": True, "typeSubstituted": False},
                                        {"name": "{http://schema.intuit.com/finance/v3}NameValue", "declaredType": "com.intuit.schema.finance.v3.NameValue",
                                         "scope": "javax.xml.bind.JAXBElement$GlobalScope", "value": {"Name": "txnOpenBalance", "Value": "2480.00"}, "nil": False, "globalScope": True, "typeSubstituted": False},
                                        {"name": "{http://schema.intuit.com/finance/v3}NameValue", "declaredType": "com.intuit.schema.finance.v3.NameValue",
                                         "scope": "javax.xml.bind.JAXBElement$GlobalScope", "value": {"Name": "txnReferenceNumber", "Value": "1039"}, "nil": False, "globalScope": True, "typeSubstituted": False}]}}]}
    t6 = pj({"Payment": pay, "time": "2024-10-24T09:35:03.917-07:00"})
    c7 = copy.deepcopy(cust)
    c7.update({"Balance": 1830.0, "BalanceWithJobs": 1830.0})
    t7 = pj({"Customer": c7, "time": "2024-10-24T09:35:40.226-07:00"})
    bad = copy.deepcopy(inv231c)
    bad["SyncToken"] = "2"
    t8 = pj({"Invoice": bad, "time": "2024-10-24T09:36:15.083-07:00"})
    t9 = pj({"QueryResponse": {"Invoice": [
        {"domain": "QBO", "sparse": True, "Id": "231", "DocNumber": "1047", "DueDate": "2024-11-08", "TotalAmt": 1830.0, "Balance": 1830.0},
        {"domain": "QBO", "sparse": True, "Id": "212", "DocNumber": "1039", "DueDate": "2024-10-15", "TotalAmt": 2480.0, "Balance": 0},
        {"domain": "QBO", "sparse": True, "Id": "198", "DocNumber": "1031", "DueDate": "2024-08-30", "TotalAmt": 3120.0, "Balance": 0},
        {"domain": "QBO", "sparse": True, "Id": "176", "DocNumber": "1022", "DueDate": "2024-06-21", "TotalAmt": 1975.0, "Balance": 0},
    ], "startPosition": 1, "maxResults": 4}, "time": "2024-10-24T09:36:52.771-07:00"})
    t10 = pj({"QueryResponse": {"Payment": [
        {"domain": "QBO", "sparse": True, "Id": "245", "TxnDate": "2024-10-24", "TotalAmt": 2480.0, "PaymentRefNum": "5512", "UnappliedAmt": 0},
        {"domain": "QBO", "sparse": True, "Id": "219", "TxnDate": "2024-08-27", "TotalAmt": 3120.0, "PaymentRefNum": "5390", "UnappliedAmt": 0},
        {"domain": "QBO", "sparse": True, "Id": "188", "TxnDate": "2024-06-19", "TotalAmt": 1975.0, "PaymentRefNum": "ACH-061924", "UnappliedAmt": 0},
    ], "startPosition": 1, "maxResults": 3}, "time": "2024-10-24T09:37:20.004-07:00"})
    turns = [
        (call("query", query="SELECT * FROM Customer WHERE DisplayName = 'Cedar & Pine Interiors'"), t1),
        (call("query", query="SELECT * FROM Invoice WHERE CustomerRef = '58' AND Balance > '0' ORDERBY DueDate"), t2),
        (call("get_invoice", invoiceId="231"), t3),
        (call("update_invoice", Id="231", SyncToken="1", sparse=True, Line=[{"Id": "1"}, {"Id": "2"}, {"DetailType": "SalesItemLineDetail", "Amount": 180.0, "Description": "Site measurement visit (10/22)",
                                                                             "SalesItemLineDetail": {"ItemRef": {"value": "11"}, "Qty": 1, "UnitPrice": 180.0}}]), t4),
        (call("send_invoice", invoiceId="231", sendTo="accounts@cedarandpine.design"), t5),
        (call("create_payment", CustomerRef={"value": "58"}, TotalAmt=2480.0, TxnDate="2024-10-24", PaymentMethodRef={"value": "2"}, PaymentRefNum="5512",
              DepositToAccountRef={"value": "4"}, Line=[{"Amount": 2480.0, "LinkedTxn": [{"TxnId": "212", "TxnType": "Invoice"}]}]), t6),
        (call("get_customer", customerId="58"), t7),
        (call("get_invoice", invoiceId="231"), t8),
        (call("query", query="SELECT Id, DocNumber, TotalAmt, Balance, DueDate FROM Invoice WHERE CustomerRef = '58' ORDERBY DueDate DESC MAXRESULTS 4"), t9),
        (call("query", query="SELECT Id, TxnDate, TotalAmt, PaymentRefNum, UnappliedAmt FROM Payment WHERE CustomerRef = '58' ORDERBY TxnDate DESC MAXRESULTS 3"), t10),
    ]
    state = ("QuickBooks Online company 'Fernwood Interior Studio' (realm 9130357582936452), OAuth as the bookkeeper. Thursday 2024-10-24, Pacific time. "
             "Cedar & Pine mailed check #5512 for $2,480.00 (invoice 1039); also add Tuesday's $180 site visit to draft invoice 1047 and email it to them.")
    rs.add(task="mcp", tid="h41-mcp-19", system=system, turns=turns, state=state, bad=True, turn=8,
           kind="invoice SyncToken lower than after the send")


# BambooHR: clean
def t20(rs: RowSet) -> None:
    system = mcp_system("bamboohr", "employees and time off in the BambooHR account 'northpeak'", [
        tool("get_time_off_requests", "List time off requests in a date range, optionally by status.", {"start": S, "end": S, "status": S, "employeeId": S}, ["start", "end"]),
        tool("get_time_off_balances", "Estimated time off balances of an employee as of a date.", {"employeeId": S, "end": S}, ["employeeId"]),
        tool("update_time_off_request_status", "Approve, deny or cancel a request.", {"requestId": S, "status": S, "note": S}, ["requestId", "status"]),
        tool("get_whos_out", "Who is out (time off and holidays) in a date range.", {"start": S, "end": S}, []),
    ])
    acts = {"view": True, "edit": True, "cancel": False, "approve": True, "deny": True, "bypass": True}
    types = {"78": ("Vacation", "palm-trees"), "79": ("Sick", "medical-bag"), "80": ("Personal", "coffee-cup")}

    def req(rid: str, emp: str, name: str, tid: str, start: str, end: str, amount: str, unit: str, created: str, note: str, per_day: str) -> dict[str, Any]:
        d0, d1 = dt.date.fromisoformat(start), dt.date.fromisoformat(end)
        days = [(d0 + dt.timedelta(days=k)).isoformat() for k in range((d1 - d0).days + 1) if (d0 + dt.timedelta(days=k)).weekday() < 5]
        return {"id": rid, "employeeId": emp, "status": {"lastChanged": created, "lastChangedByUserId": emp + "1", "status": "requested"}, "name": name,
                "start": start, "end": end, "created": created, "type": {"id": tid, "name": types[tid][0], "icon": types[tid][1]},
                "amount": {"unit": unit, "amount": amount}, "actions": acts, "dates": {d: per_day for d in days}, "notes": {"employee": note}}

    r1893 = req("1893", "412", "Camille Durand", "78", "2025-07-14", "2025-07-16", "24", "hours", "2025-06-23", "Family trip to Lyon", "8")
    r1895 = req("1895", "377", "Owen Fitzgerald", "80", "2025-07-03", "2025-07-03", "1", "days", "2025-06-24", "Moving apartments", "1")
    r1896 = req("1896", "455", "Aisha Rahman", "78", "2025-08-04", "2025-08-08", "40", "hours", "2025-06-25", "Wedding + travel", "8")
    r1897 = req("1897", "398", "Leo Brandt", "78", "2025-07-21", "2025-07-22", "16", "hours", "2025-06-25", "", "8")
    t1 = pj([r1893, r1895, r1896, r1897])

    def bal(vac: str, vused: str, end: str, sick: str = "40.00", pers: str = "2.00") -> str:
        return pj([{"timeOffType": "78", "name": "Vacation", "units": "hours", "balance": vac, "end": end, "policyType": "accruing", "usedYearToDate": vused},
                   {"timeOffType": "79", "name": "Sick", "units": "hours", "balance": sick, "end": end, "policyType": "accruing", "usedYearToDate": "8.00"},
                   {"timeOffType": "80", "name": "Personal", "units": "days", "balance": pers, "end": end, "policyType": "manual", "usedYearToDate": "1.00"}])

    t2 = bal("62.00", "32.00", "2025-07-31")
    t3 = mcp_text("Time off request 1893 (Camille Durand, Vacation, Jul 14 – Jul 16, 2025) status changed to approved. Note added: \"Approved – enjoy Lyon!\"")
    t4 = bal("38.00", "32.00", "2025-07-31")
    t5 = mcp_text("Time off request 1895 (Owen Fitzgerald, Personal, Jul 3, 2025) status changed to denied. Note added: "
                  "\"Jul 3 is launch day for Atlas 2.0 and we need full support coverage – could you pick Jul 7 or Jul 8 instead?\"")
    t6 = pj([
        {"id": 2, "type": "holiday", "name": "Independence Day", "start": "2025-07-04", "end": "2025-07-04"},
        {"id": 1871, "type": "timeOff", "employeeId": 421, "name": "Priya Nair", "start": "2025-07-07", "end": "2025-07-11"},
        {"id": 1893, "type": "timeOff", "employeeId": 412, "name": "Camille Durand", "start": "2025-07-14", "end": "2025-07-16"},
        {"id": 1880, "type": "timeOff", "employeeId": 366, "name": "Daniel Cho", "start": "2025-07-28", "end": "2025-08-01"},
    ])
    r1899 = req("1899", "433", "Marta Silva", "78", "2025-09-02", "2025-09-05", "32", "hours", "2025-06-26", "Labor Day week, visiting family in Porto", "8")
    t7 = pj([r1896, r1897, r1899])
    t8 = pj([{"timeOffType": "78", "name": "Vacation", "units": "hours", "balance": "88.50", "end": "2025-08-31", "policyType": "accruing", "usedYearToDate": "16.00"},
             {"timeOffType": "79", "name": "Sick", "units": "hours", "balance": "52.00", "end": "2025-08-31", "policyType": "accruing", "usedYearToDate": "0.00"},
             {"timeOffType": "80", "name": "Personal", "units": "days", "balance": "3.00", "end": "2025-08-31", "policyType": "manual", "usedYearToDate": "0.00"}])
    t9 = mcp_text("Time off request 1896 (Aisha Rahman, Vacation, Aug 4 – Aug 8, 2025) status changed to approved. Note added: \"Approved – congratulations!\"")
    turns = [
        (call("get_time_off_requests", start="2025-06-26", end="2025-12-31", status="requested"), t1),
        (call("get_time_off_balances", employeeId="412", end="2025-07-31"), t2),
        (call("update_time_off_request_status", requestId="1893", status="approved", note="Approved – enjoy Lyon!"), t3),
        (call("get_time_off_balances", employeeId="412", end="2025-07-31"), t4),
        (call("update_time_off_request_status", requestId="1895", status="denied",
              note="Jul 3 is launch day for Atlas 2.0 and we need full support coverage – could you pick Jul 7 or Jul 8 instead?"), t5),
        (call("get_whos_out", start="2025-07-01", end="2025-07-31"), t6),
        (call("get_time_off_requests", start="2025-06-26", end="2025-12-31", status="requested"), t7),
        (call("get_time_off_balances", employeeId="455", end="2025-08-31"), t8),
        (call("update_time_off_request_status", requestId="1896", status="approved", note="Approved – congratulations!"), t9),
    ]
    state = ("BambooHR company 'northpeak', API key of Hélène Marchand (Customer Success director, approver for her team). Thursday 2025-06-26. "
             "Clear the pending time off queue: approve what the balances cover, but nobody on support can be off on 2025-07-03 (Atlas 2.0 launch).")
    rs.add(task="mcp", tid="h41-mcp-20", system=system, turns=turns, state=state)


# Greenhouse: bad
def t21(rs: RowSet) -> None:
    system = mcp_system("greenhouse", "jobs, candidates, applications and interviews through the Greenhouse Harvest API", [
        tool("list_jobs", "List jobs.", {"status": S, "per_page": INT}, []),
        tool("list_job_stages", "List a job's interview stages and interviews.", {"job_id": INT}, ["job_id"]),
        tool("list_applications", "List applications of a job.", {"job_id": INT, "status": S, "per_page": INT}, ["job_id"]),
        tool("get_candidate", "Get a candidate.", {"candidate_id": INT}, ["candidate_id"]),
        tool("move_application_stage", "Move an application to another stage of the same job.", {"application_id": INT, "from_stage_id": INT, "to_stage_id": INT}, ["application_id", "from_stage_id", "to_stage_id"]),
        tool("schedule_interview", "Schedule an interview for an application.", {"application_id": INT, "interview_id": INT, "start": S, "end": S, "interviewers": A, "location": S}, ["application_id", "interview_id", "start", "end", "interviewers"]),
        tool("list_scheduled_interviews", "List scheduled interviews of an application.", {"application_id": INT}, ["application_id"]),
        tool("add_note", "Add a note to a candidate's activity feed.", {"candidate_id": INT, "body": S, "visibility": S}, ["candidate_id", "body"]),
        tool("reject_application", "Reject an application with a reason.", {"application_id": INT, "rejection_reason_id": INT, "notes": S, "send_email": B}, ["application_id", "rejection_reason_id"]),
    ])
    job = {"id": 4412987, "name": "Senior Backend Engineer (Payments)"}
    t1 = pj([
        {"id": 4412987, "name": "Senior Backend Engineer (Payments)", "requisition_id": "ENG-0419", "status": "open", "confidential": False, "created_at": "2024-10-21T16:04:11.348Z",
         "opened_at": "2024-10-22T13:00:02.115Z", "closed_at": None, "updated_at": "2024-11-26T17:41:27.902Z", "departments": [{"id": 87321, "name": "Engineering"}],
         "offices": [{"id": 40219, "name": "Remote – US"}], "openings": [{"id": 5528140, "opening_id": "ENG-0419-1", "status": "open", "opened_at": "2024-10-22T13:00:02.115Z"}],
         "hiring_team": {"hiring_managers": [{"id": 4100562, "first_name": "Hannah", "last_name": "Varga", "name": "Hannah Varga", "employee_id": "E1042"}],
                         "recruiters": [{"id": 4100877, "first_name": "Tobias", "last_name": "Reinholt", "name": "Tobias Reinholt", "employee_id": "E1187", "responsible": True}]}},
        {"id": 4409311, "name": "Staff Data Engineer", "requisition_id": "ENG-0412", "status": "open", "confidential": False, "created_at": "2024-10-07T09:30:44.021Z",
         "opened_at": "2024-10-08T12:00:00.000Z", "closed_at": None, "updated_at": "2024-11-25T20:02:13.446Z", "departments": [{"id": 87321, "name": "Engineering"}],
         "offices": [{"id": 40219, "name": "Remote – US"}], "openings": [{"id": 5521093, "opening_id": "ENG-0412-1", "status": "open", "opened_at": "2024-10-08T12:00:00.000Z"}], "hiring_team": {}},
        {"id": 4415620, "name": "Product Designer, Merchant Tools", "requisition_id": "DES-0077", "status": "open", "confidential": False, "created_at": "2024-11-04T15:12:59.730Z",
         "opened_at": "2024-11-05T14:00:00.000Z", "closed_at": None, "updated_at": "2024-11-26T15:18:40.113Z", "departments": [{"id": 87330, "name": "Design"}],
         "offices": [{"id": 40220, "name": "New York"}], "openings": [{"id": 5531876, "opening_id": "DES-0077-1", "status": "open", "opened_at": "2024-11-05T14:00:00.000Z"}], "hiring_team": {}},
        {"id": 4401785, "name": "Support Engineer II", "requisition_id": "SUP-0150", "status": "open", "confidential": False, "created_at": "2024-09-16T11:47:20.508Z",
         "opened_at": "2024-09-17T12:00:00.000Z", "closed_at": None, "updated_at": "2024-11-22T18:33:05.664Z", "departments": [{"id": 87345, "name": "Customer Support"}],
         "offices": [{"id": 40221, "name": "Austin"}], "openings": [{"id": 5510442, "opening_id": "SUP-0150-1", "status": "open", "opened_at": "2024-09-17T12:00:00.000Z"}], "hiring_team": {}},
    ])
    hannah = {"id": 4100562, "first_name": "Hannah", "last_name": "Varga", "name": "Hannah Varga", "employee_id": "E1042"}
    kofi = {"id": 4100633, "first_name": "Kofi", "last_name": "Mensah", "name": "Kofi Mensah", "employee_id": "E1098"}
    lukas = {"id": 4100714, "first_name": "Lukas", "last_name": "Brenner", "name": "Lukas Brenner", "employee_id": "E1121"}
    stages = [(31552001, "Application Review", []), (31552002, "Recruiter Screen", [(88213991, "Recruiter Screen", 30)]),
              (31552003, "Technical Phone Screen", [(88213995, "Technical Phone Screen", 60)]), (31552004, "Take-Home", [(88213998, "Take-Home Exercise Review", 45)]),
              (31552005, "Onsite", [(88214003, "Onsite – System Design", 60), (88214004, "Onsite – Coding (pairing)", 60), (88214005, "Onsite – Hiring Manager", 45)]),
              (31552006, "Offer", [])]
    t2 = pj([{"id": sid, "name": n, "created_at": "2024-10-21T16:04:12.004Z", "updated_at": "2024-10-21T16:04:12.004Z", "job_id": 4412987, "priority": i, "active": True,
              "interviews": [{"id": iid, "name": inm, "schedulable": True, "estimated_minutes": mins,
                              "default_interviewer_users": [hannah] if "Hiring Manager" in inm else ([kofi, lukas] if "Onsite" in inm else []),
                              "interview_kit": {"id": iid + 100000, "content": "", "questions": []}} for iid, inm, mins in ivs]}
             for i, (sid, n, ivs) in enumerate(stages)])
    sname = {sid: n for sid, n, _ in stages}

    def app(aid: int, cid: int, applied: str, last: str, src: tuple[int, str], stage: int, status: str = "active", rejected_at: str | None = None,
            reason: dict[str, Any] | None = None) -> dict[str, Any]:
        return {"id": aid, "candidate_id": cid, "prospect": False, "applied_at": applied, "rejected_at": rejected_at, "last_activity_at": last, "location": None,
                "source": {"id": src[0], "public_name": src[1]}, "credited_to": {"id": 4100877, "first_name": "Tobias", "last_name": "Reinholt", "name": "Tobias Reinholt", "employee_id": "E1187"},
                "rejection_reason": reason, "rejection_details": {"custom_fields": {}, "keyed_custom_fields": {}} if reason else None, "jobs": [job], "job_post_id": 5079314,
                "status": status, "current_stage": {"id": stage, "name": sname[stage]}, "answers": [], "prospective_office": None, "prospective_department": None,
                "prospect_detail": {"prospect_pool": None, "prospect_stage": None, "prospect_owner": None}, "custom_fields": {}, "keyed_custom_fields": {},
                "attachments": [{"filename": "resume.pdf", "url": f"https://grnhse-prod.s3.amazonaws.com/person_attachments/data/{cid}/resume.pdf", "type": "resume", "created_at": applied}]}

    apps = [
        app(90318822, 71234409, "2024-11-04T15:22:10.000Z", "2024-11-22T19:04:51.337Z", (4000145, "LinkedIn"), 31552003),
        app(90320157, 71236018, "2024-11-05T10:41:37.000Z", "2024-11-25T21:17:09.802Z", (4000211, "Referral"), 31552004),
        app(90331406, 71245577, "2024-11-11T08:03:55.000Z", "2024-11-20T14:30:26.118Z", (4000098, "Company website"), 31552002),
        app(90335920, 71249934, "2024-11-13T17:56:02.000Z", "2024-11-13T17:56:02.000Z", (4000102, "Indeed"), 31552001),
        app(90340271, 71253310, "2024-11-15T12:12:48.000Z", "2024-11-26T16:45:33.650Z", (4000211, "Referral"), 31552003),
    ]
    t3 = pj(apps)
    t4 = pj({"id": 71236018, "first_name": "Ibrahim", "last_name": "Sesay", "company": "Flutterwave", "title": "Senior Software Engineer", "created_at": "2024-11-05T10:41:37.000Z",
             "updated_at": "2024-11-25T21:17:09.802Z", "last_activity": "2024-11-25T21:17:09.802Z", "is_private": False, "photo_url": None, "attachments": apps[1]["attachments"],
             "application_ids": [90320157], "phone_numbers": [{"value": "+1 (646) 555-0193", "type": "mobile"}], "addresses": [{"value": "Brooklyn, NY", "type": "home"}],
             "email_addresses": [{"value": "ibrahim.sesay@fastmail.com", "type": "personal"}], "website_addresses": [{"value": "https://github.com/isesay", "type": "personal"}],
             "social_media_addresses": [], "recruiter": {"id": 4100877, "first_name": "Tobias", "last_name": "Reinholt", "name": "Tobias Reinholt", "employee_id": "E1187"},
             "coordinator": None, "can_email": True, "tags": ["payments", "go", "referral"],
             "applications": [{"id": 90320157, "status": "active", "current_stage": {"id": 31552004, "name": "Take-Home"}, "jobs": [job],
                               "scorecards_summary": {"Recruiter Screen": "strong_yes", "Technical Phone Screen": "yes", "Take-Home Exercise Review": "strong_yes"}}],
             "educations": [{"school_name": "University of Sierra Leone (Fourah Bay College)", "degree": "Bachelor's Degree", "discipline": "Computer Science"}],
             "employments": [{"company_name": "Flutterwave", "title": "Senior Software Engineer", "start_date": "2021-03-01T00:00:00.000Z", "end_date": None},
                             {"company_name": "Paystack", "title": "Software Engineer", "start_date": "2018-06-01T00:00:00.000Z", "end_date": "2021-02-28T00:00:00.000Z"}],
             "custom_fields": {"desired_salary": "$205k", "work_authorization": "US citizen"}})
    moved = app(90320157, 71236018, "2024-11-05T10:41:37.000Z", "2024-11-26T18:02:44.219Z", (4000211, "Referral"), 31552005)
    t5 = pj(moved)
    start, end = "2024-12-03T17:00:00.000Z", "2024-12-03T18:00:00.000Z"
    zoom = "https://ledgerly.zoom.us/j/84120377521?pwd=Qk9hV3JYc2x0eW5MbGdRdz09"

    def interview(st: str, en: str, kofi_status: str, updated: str) -> dict[str, Any]:
        return {"id": 41982275, "application_id": 90320157, "external_event_id": "7f0kq2m9v4b8c1d3e6g5h2j0ls", "start": {"date_time": st}, "end": {"date_time": en},
                "location": zoom, "video_conferencing_url": zoom, "status": "scheduled", "created_at": "2024-11-26T18:03:37.481Z", "updated_at": updated,
                "interview": {"id": 88214003, "name": "Onsite – System Design"},
                "organizer": {"id": 4100877, "first_name": "Tobias", "last_name": "Reinholt", "name": "Tobias Reinholt", "employee_id": "E1187"},
                "interviewers": [{"id": 4100633, "employee_id": "E1098", "name": "Kofi Mensah", "email": "kofi.mensah@ledgerly.com", "response_status": kofi_status, "scorecard_id": None},
                                 {"id": 4100714, "employee_id": "E1121", "name": "Lukas Brenner", "email": "lukas.brenner@ledgerly.com", "response_status": "needs_action", "scorecard_id": None}]}

    t6 = pj(interview(start, end, "needs_action", "2024-11-26T18:03:37.481Z"))
    body = ("Moved to Onsite after strong take-home (idempotent ledger writes, good test coverage). System design booked Tue 12/3 with Kofi + Lukas; "
            "pairing and HM slots to follow once Ibrahim confirms availability.")
    t7 = pj({"id": 1289442213, "created_at": "2024-11-26T18:04:20.660Z", "body": body, "user": {"id": 4100877, "first_name": "Tobias", "last_name": "Reinholt", "name": "Tobias Reinholt", "employee_id": "E1187"},
             "private": False, "visiblity": "public", "visibility": "public"})
    reason = {"id": 2120348, "name": "Lacking skill(s)/qualification(s)", "type": {"id": 1, "name": "We rejected them"}}
    rej = app(90335920, 71249934, "2024-11-13T17:56:02.000Z", "2024-11-26T18:05:02.395Z", (4000102, "Indeed"), 31552001, "rejected", "2024-11-26T18:05:02.395Z", reason)
    t8 = pj(rej)
    t9 = pj([apps[0], moved, apps[2], apps[4]])
    t10 = pj([interview("2024-12-03T18:00:00.000Z", "2024-12-03T19:00:00.000Z", "accepted", "2024-11-26T18:03:37.481Z")])
    nadia = app(90318822, 71234409, "2024-11-04T15:22:10.000Z", "2024-11-26T18:08:26.904Z", (4000145, "LinkedIn"), 31552004)
    t11 = pj(nadia)
    turns = [
        (call("list_jobs", status="open", per_page=50), t1),
        (call("list_job_stages", job_id=4412987), t2),
        (call("list_applications", job_id=4412987, status="active", per_page=100), t3),
        (call("get_candidate", candidate_id=71236018), t4),
        (call("move_application_stage", application_id=90320157, from_stage_id=31552004, to_stage_id=31552005), t5),
        (call("schedule_interview", application_id=90320157, interview_id=88214003, start=start, end=end, interviewers=[{"user_id": 4100633}, {"user_id": 4100714}], location=zoom), t6),
        (call("add_note", candidate_id=71236018, body=body, visibility="public"), t7),
        (call("reject_application", application_id=90335920, rejection_reason_id=2120348, notes="No distributed-systems or payments background; 2 yrs backend experience.", send_email=True), t8),
        (call("list_applications", job_id=4412987, status="active", per_page=100), t9),
        (call("list_scheduled_interviews", application_id=90320157), t10),
        (call("move_application_stage", application_id=90318822, from_stage_id=31552003, to_stage_id=31552004), t11),
    ]
    state = ("Greenhouse (Ledgerly), Harvest API key with On-Behalf-Of Tobias Reinholt (recruiter). Tuesday 2024-11-26 ~18:00 UTC, hiring sync for the Senior "
             "Backend Engineer (Payments) role: Ibrahim Sesay goes to onsite (system design Tue Dec 3, 9:00 PT, with Kofi and Lukas); reject Daniel Okafor "
             "(application 90335920); Nadia Petrova (90318822) passed the phone screen and gets the take-home.")
    rs.add(task="mcp", tid="h41-mcp-21", system=system, turns=turns, state=state, bad=True, turn=10,
           kind="scheduled interview reads back an hour later than booked")


# FreshBooks: clean
def t22(rs: RowSet) -> None:
    system = mcp_system("freshbooks", "clients, invoices and payments of a FreshBooks account", [
        tool("list_clients", "List clients, optionally searching by organization.", {"search": OBJ, "per_page": INT}, []),
        tool("list_invoices", "List invoices with search filters.", {"search": OBJ, "sort": S, "per_page": INT, "page": INT}, []),
        tool("get_invoice", "Get one invoice with its lines.", {"invoiceid": INT, "include": A}, ["invoiceid"]),
        tool("create_invoice", "Create an invoice (draft).", {"customerid": INT, "create_date": S, "due_offset_days": INT, "lines": A, "notes": S}, ["customerid", "lines"]),
        tool("send_invoice", "Email an invoice to the client's contacts.", {"invoiceid": INT, "email_subject": S, "email_body": S}, ["invoiceid"]),
        tool("create_payment", "Record a payment against an invoice.", {"invoiceid": INT, "amount": OBJ, "date": S, "type": S, "note": S}, ["invoiceid", "amount", "date", "type"]),
    ])
    acct, cid = "xk2Pq", 281934
    client = {"accounting_systemid": acct, "allow_late_fees": True, "allow_late_notifications": True, "bus_phone": "(617) 555-0134", "company_industry": None,
              "company_size": None, "currency_code": "USD", "email": "theo@lumenoak.com", "fname": "Theo", "lname": "Lindqvist", "id": cid, "userid": cid,
              "language": "en", "mob_phone": "", "note": "", "organization": "Lumen & Oak Architecture", "p_city": "Boston", "p_code": "02118", "p_country": "United States",
              "p_province": "Massachusetts", "p_street": "560 Harrison Ave, Suite 404", "p_street2": "", "signup_date": "2023-08-14 09:41:20",
              "updated": "2025-03-31 10:14:22", "vis_state": 0, "outstanding_balance": [{"amount": {"amount": "5075.00", "code": "USD"}}]}
    t1 = pj({"response": {"result": {"clients": [client], "page": 1, "pages": 1, "per_page": 25, "total": 1}}})
    def money(v: float) -> dict[str, str]:
        return {"amount": f"{v:.2f}", "code": "USD"}

    def inv(iid: int, num: str, amount: float, outstanding: float, paid: float, status: int, v3: str, pay: str, created: str, due: str, created_at: str, updated: str,
            date_paid: str | None = None, lines: list[dict[str, Any]] | None = None) -> dict[str, Any]:
        d = {"accountid": acct, "amount": money(amount), "auto_bill": False, "create_date": created, "created_at": created_at, "currency_code": "USD",
             "current_organization": "Lumen & Oak Architecture", "customerid": cid, "date_paid": date_paid, "display_status": v3, "due_date": due, "due_offset_days": 30,
             "fname": "Theo", "lname": "Lindqvist", "id": iid, "invoiceid": iid, "invoice_number": num, "language": "en", "organization": "Lumen & Oak Architecture",
             "outstanding": money(outstanding), "paid": money(paid), "payment_status": pay, "status": status, "v3_status": v3, "updated": updated, "vis_state": 0}
        if lines is not None:
            d["lines"] = lines
        return d

    i212 = inv(1198432, "0000212", 3200, 3200, 0, 2, "overdue", "unpaid", "2025-03-31", "2025-04-30", "2025-03-31 10:14:22", "2025-05-01 00:00:09")
    i219 = inv(1201977, "0000219", 1875, 1875, 0, 2, "sent", "unpaid", "2025-04-30", "2025-05-30", "2025-04-30 16:02:48", "2025-04-30 16:03:15")
    i198 = inv(1189001, "0000198", 2640, 0, 2640, 4, "paid", "paid", "2025-02-28", "2025-03-30", "2025-02-28 11:30:07", "2025-03-21 09:12:44", date_paid="2025-03-21")
    t2 = pj({"response": {"result": {"invoices": [i212, i219], "page": 1, "pages": 1, "per_page": 25, "total": 2}}})

    def ln(i: int, name: str, desc: str, qty: float, unit: float) -> dict[str, Any]:
        return {"lineid": i, "name": name, "description": desc, "qty": str(int(qty)) if qty == int(qty) else str(qty), "unit_cost": money(unit), "amount": money(qty * unit),
                "type": 0, "taxName1": "", "taxAmount1": None, "taxName2": "", "taxAmount2": None, "expenseid": 0, "invoiceid": 1207715}

    lines = [ln(1, "Schematic design – phase 2", "Revised floor plans and elevations, 2nd floor residence", 18, 150), ln(2, "3D renderings", "Exterior + two interior views", 3, 275)]
    i224 = inv(1207715, "0000224", 3525, 3525, 0, 1, "draft", "unpaid", "2025-05-12", "2025-06-11", "2025-05-12 11:06:31", "2025-05-12 11:06:31", lines=lines)
    t3 = pj({"response": {"result": {"invoice": i224}}})
    i224s = dict(i224, status=2, v3_status="sent", display_status="sent", updated="2025-05-12 11:07:04")
    t4 = pj({"response": {"result": {"invoice": i224s}}})
    t5 = pj({"response": {"result": {"payment": {"accounting_systemid": acct, "amount": money(1600), "bulk_paymentid": None, "clientid": cid, "creditid": None,
                                                 "date": "2025-05-12", "from_credit": False, "gateway": None, "id": 3390127, "invoiceid": 1198432, "logid": 3390127,
                                                 "note": "Check #20417 (first half; balance promised by 5/30)", "orderid": None, "overpaymentid": None, "transactionid": None,
                                                 "type": "Check", "updated": "2025-05-12 11:08:40", "vis_state": 0}}}})
    i212p = dict(i212, outstanding=money(1600), paid=money(1600), payment_status="partial", status=8, v3_status="partial", display_status="partial", updated="2025-05-12 11:08:40")
    l212 = [{"lineid": 1, "name": "Design development", "description": "Kitchen + primary bath, 2 revision rounds", "qty": "16", "unit_cost": money(150), "amount": money(2400),
             "type": 0, "taxName1": "", "taxAmount1": None, "taxName2": "", "taxAmount2": None, "expenseid": 0, "invoiceid": 1198432},
            {"lineid": 2, "name": "Permit drawing set", "description": "Boston ISD submission package", "qty": "1", "unit_cost": money(800), "amount": money(800),
             "type": 0, "taxName1": "", "taxAmount1": None, "taxName2": "", "taxAmount2": None, "expenseid": 0, "invoiceid": 1198432}]
    t6 = pj({"response": {"result": {"invoice": dict(i212p, lines=l212, payments=[{"id": 3390127, "amount": money(1600), "date": "2025-05-12", "type": "Check"}])}}})
    i219v = dict(i219, v3_status="viewed", display_status="viewed", status=3, updated="2025-05-12 11:09:26")
    i224c = {k: v for k, v in i224s.items() if k != "lines"}
    t7 = pj({"response": {"result": {"invoices": [i224c, i219v, i212p, i198], "page": 1, "pages": 1, "per_page": 25, "total": 4}}})
    turns = [
        (call("list_clients", search={"organization_like": "Lumen"}, per_page=25), t1),
        (call("list_invoices", search={"customerid": cid, "v3_statuses": ["sent", "viewed", "overdue", "partial"]}, per_page=25), t2),
        (call("create_invoice", customerid=cid, create_date="2025-05-12", due_offset_days=30,
              lines=[{"name": x["name"], "description": x["description"], "qty": x["qty"], "unit_cost": x["unit_cost"]} for x in lines], notes="Thank you! Payment by ACH or check."), t3),
        (call("send_invoice", invoiceid=1207715, email_subject="Lumen & Oak – Invoice 0000224", email_body="Hi Theo, attached is the invoice for schematic design phase 2 and renderings."), t4),
        (call("create_payment", invoiceid=1198432, amount={"amount": "1600.00", "code": "USD"}, date="2025-05-12", type="Check", note="Check #20417 (first half; balance promised by 5/30)"), t5),
        (call("get_invoice", invoiceid=1198432, include=["lines", "payments"]), t6),
        (call("list_invoices", search={"customerid": cid}, sort="invoice_number_desc", per_page=25), t7),
    ]
    state = ("FreshBooks account of Hollis Draft Studio (account xk2Pq), OAuth as the owner. Monday 2025-05-12 ~11:05 Eastern. Lumen & Oak sent check "
             "#20417 for half of the overdue March invoice; bill them for schematic design phase 2 (18 h at $150) and three renderings ($275 each).")
    rs.add(task="mcp", tid="h41-mcp-22", system=system, turns=turns, state=state)


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
