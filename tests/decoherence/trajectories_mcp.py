"""MCP trajectories for the labeled set (see evalset.py)."""

from __future__ import annotations

import json
from typing import Any

from tests.decoherence.benchrows import GONE
from tests.decoherence.evalset import Inject, S, Traj


def tools(*specs: tuple[str, str, dict[str, str], list[str]]) -> str:
    out = []
    for name, desc, props, required in specs:
        out.append({"name": name, "description": desc,
                    "input_schema": {"type": "object", "properties": {k: {"type": v} for k, v in props.items()},
                                     "required": required}})
    return json.dumps(out, indent=2)


def call(tool: str, **arguments: Any) -> dict[str, Any]:
    return {"tool": tool, "arguments": arguments}


def j(value: Any) -> str:
    return json.dumps(value, indent=2, ensure_ascii=False)


NOTES = Traj(
    name="mcp-notes-edit-and-delete",
    domain="mcp",
    title="Notes: create, rename, delete, re-create",
    state=tools(("list_notes", "List the notes in a folder.", {"folder": "string"}, ["folder"]),
                ("create_note", "Create a note and return it.", {"folder": "string", "title": "string", "body": "string"},
                 ["folder", "title", "body"]),
                ("update_note", "Change a note's title or body.", {"id": "string", "title": "string", "body": "string"},
                 ["id"]),
                ("get_note", "Read one note.", {"id": "string"}, ["id"]),
                ("delete_note", "Delete a note.", {"id": "string"}, ["id"]),
                ("search_notes", "Full-text search over all notes.", {"query": "string"}, ["query"])),
    steps=[
        S(call("list_notes", folder="work"),
          j({"folder": "work", "notes": [
              {"id": "nt_7f3a", "title": "Q2 planning", "updated": "2025-03-28T16:02:11Z"},
              {"id": "nt_7f3b", "title": "1:1 agenda", "updated": "2025-03-31T08:45:40Z"}]})),
        S(call("create_note", folder="work", title="Vendor contacts", body="Acme: Jo Park (jo@acme.io)"),
          j({"id": "nt_80c1", "folder": "work", "title": "Vendor contacts", "created": "2025-04-01T12:04:09Z"})),
        S(call("update_note", id="nt_7f3b", title="1:1 agenda (moved to Thu)"),
          j({"id": "nt_7f3b", "title": "1:1 agenda (moved to Thu)", "updated": "2025-04-01T12:05:30Z"})),
        S(call("get_note", id="nt_7f3b"),
          j({"id": "nt_7f3b", "folder": "work", "title": "1:1 agenda (moved to Thu)",
             "body": "- hiring plan\n- on-call rotation\n- offsite dates", "updated": "2025-04-01T12:05:30Z"})),
        S(call("list_notes", folder="work"),
          j({"folder": "work", "notes": [
              {"id": "nt_80c1", "title": "Vendor contacts", "updated": "2025-04-01T12:04:09Z"},
              {"id": "nt_7f3b", "title": "1:1 agenda (moved to Thu)", "updated": "2025-04-01T12:05:30Z"},
              {"id": "nt_7f3a", "title": "Q2 planning", "updated": "2025-03-28T16:02:11Z"}]})),
        S(call("delete_note", id="nt_7f3a"),
          j({"deleted": True, "id": "nt_7f3a"})),
        S(call("search_notes", query="agenda"),
          j({"query": "agenda", "results": [
              {"id": "nt_7f3b", "title": "1:1 agenda (moved to Thu)", "snippet": "- hiring plan\n- on-call rotation"}]})),
        S(call("list_notes", folder="work"),
          j({"folder": "work", "notes": [
              {"id": "nt_80c1", "title": "Vendor contacts", "updated": "2025-04-01T12:04:09Z"},
              {"id": "nt_7f3b", "title": "1:1 agenda (moved to Thu)", "updated": "2025-04-01T12:05:30Z"}]})),
        S(call("create_note", folder="work", title="Q2 planning", body="v2: budget moved to May"),
          j({"id": "nt_80d4", "folder": "work", "title": "Q2 planning", "created": "2025-04-01T12:09:51Z"})),
        S(call("get_note", id="nt_7f3a"),
          j({"error": {"code": "not_found", "message": "Note nt_7f3a was not found"}})),
        S(call("list_notes", folder="work"),
          j({"folder": "work", "notes": [
              {"id": "nt_80d4", "title": "Q2 planning", "updated": "2025-04-01T12:09:51Z"},
              {"id": "nt_80c1", "title": "Vendor contacts", "updated": "2025-04-01T12:04:09Z"},
              {"id": "nt_7f3b", "title": "1:1 agenda (moved to Thu)", "updated": "2025-04-01T12:05:30Z"}]})),
    ],
    injects=[
        Inject("deleted-note-listed", 8, ["mcp.id"], "the note deleted at step 6 is listed again",
               replace=('"title": "1:1 agenda (moved to Thu)",\n      "updated": "2025-04-01T12:05:30Z"\n    }\n  ]',
                        '"title": "1:1 agenda (moved to Thu)",\n      "updated": "2025-04-01T12:05:30Z"\n    },\n'
                        '    {\n      "id": "nt_7f3a",\n      "title": "Q2 planning",\n'
                        '      "updated": "2025-03-28T16:02:11Z"\n    }\n  ]')),
        Inject("created-note-missing", 8, ["mcp.id"], "the note created at step 2 is not listed",
               obs=j({"folder": "work", "notes": [
                   {"id": "nt_7f3b", "title": "1:1 agenda (moved to Thu)", "updated": "2025-04-01T12:05:30Z"}]})),
        Inject("rename-lost", 5, ["mcp.value"], "the title set at step 3 reads back as the old one",
               replace=('"title": "1:1 agenda (moved to Thu)"', '"title": "1:1 agenda"')),
        Inject("created-title-differs", 2, ["mcp.value"], "the created note has another title than requested",
               replace=('"title": "Vendor contacts"', '"title": "Vendor contact list"'), gap=GONE["mcp"]),
        Inject("existing-note-not-found", 4, ["mcp.id"], "a note seen at step 1 and renamed at step 3 is not found",
               obs=j({"error": {"code": "not_found", "message": "Note nt_7f3b was not found"}}), gap=GONE["mcp"]),
        Inject("id-changed", 5, ["mcp.id"], "the note created as nt_80c1 is listed under another id",
               replace=('"id": "nt_80c1"', '"id": "nt_91aa"')),
        Inject("search-json-cut", 7, ["mcp.json"], "the result JSON is cut off in the middle",
               obs='{\n  "query": "agenda",\n  "results": [\n    {\n      "id": "nt_7f3b",\n      "title": "1:1 agen', gap=GONE["mcp"]),
        Inject("deleted-note-readable", 10, ["mcp.id"], "get_note returns the note deleted at step 6",
               obs=j({"id": "nt_7f3a", "folder": "work", "title": "Q2 planning", "body": "targets, hiring",
                      "updated": "2025-03-28T16:02:11Z"}), gap=GONE["mcp"]),
        Inject("echoed-call", 4, ["format.echo"], "the result is the call itself",
               obs=j(call("get_note", id="nt_7f3b"))),
    ],
)

CALENDAR = Traj(
    name="mcp-calendar-reschedule",
    domain="mcp",
    title="Calendar: create, move and cancel events",
    state=tools(("list_events", "Events on a date (YYYY-MM-DD).", {"date": "string"}, ["date"]),
                ("create_event", "Create an event.", {"title": "string", "start": "string", "end": "string",
                                                     "attendees": "array"}, ["title", "start", "end"]),
                ("update_event", "Move or rename an event.", {"event_id": "string", "start": "string",
                                                              "end": "string", "title": "string"}, ["event_id"]),
                ("get_event", "Read an event.", {"event_id": "string"}, ["event_id"]),
                ("delete_event", "Cancel an event.", {"event_id": "string"}, ["event_id"])),
    steps=[
        S(call("list_events", date="2025-05-06"),
          j({"date": "2025-05-06", "events": [
              {"event_id": "evt_4398", "title": "Standup", "start": "2025-05-06T09:30:00", "end": "2025-05-06T09:45:00"}]})),
        S(call("create_event", title="Design review", start="2025-05-06T14:00", end="2025-05-06T15:00",
               attendees=["ana@corp.example", "li@corp.example"]),
          j({"event_id": "evt_4412", "title": "Design review", "start": "2025-05-06T14:00:00",
             "end": "2025-05-06T15:00:00", "attendees": ["ana@corp.example", "li@corp.example"],
             "status": "confirmed"})),
        S(call("update_event", event_id="evt_4412", start="2025-05-06T15:30", end="2025-05-06T16:30"),
          j({"event_id": "evt_4412", "title": "Design review", "start": "2025-05-06T15:30:00",
             "end": "2025-05-06T16:30:00", "status": "confirmed"})),
        S(call("get_event", event_id="evt_4412"),
          j({"event_id": "evt_4412", "title": "Design review", "start": "2025-05-06T15:30:00",
             "end": "2025-05-06T16:30:00", "attendees": ["ana@corp.example", "li@corp.example"],
             "status": "confirmed", "location": "Room 4B"})),
        S(call("list_events", date="2025-05-06"),
          j({"date": "2025-05-06", "events": [
              {"event_id": "evt_4398", "title": "Standup", "start": "2025-05-06T09:30:00", "end": "2025-05-06T09:45:00"},
              {"event_id": "evt_4412", "title": "Design review", "start": "2025-05-06T15:30:00",
               "end": "2025-05-06T16:30:00"}]})),
        S(call("delete_event", event_id="evt_4398"),
          j({"event_id": "evt_4398", "status": "cancelled"})),
        S(call("get_event", event_id="evt_4398"),
          j({"error": "Event evt_4398 not found"})),
        S(call("list_events", date="2025-05-06"),
          j({"date": "2025-05-06", "events": [
              {"event_id": "evt_4412", "title": "Design review", "start": "2025-05-06T15:30:00",
               "end": "2025-05-06T16:30:00"}]})),
    ],
    injects=[
        Inject("cancelled-event-listed", 8, ["mcp.id"], "the event deleted at step 6 is listed",
               obs=j({"date": "2025-05-06", "events": [
                   {"event_id": "evt_4398", "title": "Standup", "start": "2025-05-06T09:30:00",
                    "end": "2025-05-06T09:45:00"},
                   {"event_id": "evt_4412", "title": "Design review", "start": "2025-05-06T15:30:00",
                    "end": "2025-05-06T16:30:00"}]})),
        Inject("move-lost", 4, ["mcp.value"], "the start time set at step 3 reads back as the old one",
               replace=('"start": "2025-05-06T15:30:00"', '"start": "2025-05-06T14:00:00"')),
        Inject("cancelled-event-readable", 7, ["mcp.id"], "get_event returns the cancelled event",
               obs=j({"event_id": "evt_4398", "title": "Standup", "start": "2025-05-06T09:30:00",
                      "end": "2025-05-06T09:45:00", "status": "confirmed"})),
        Inject("created-end-differs", 2, ["mcp.value"], "the created event ends at another time than requested",
               replace=('"end": "2025-05-06T15:00:00"', '"end": "2025-05-06T16:00:00"'), gap=GONE["mcp"]),
        Inject("title-drift", 5, ["mcp.value"], "the title changes between two reads with no write",
               replace=('"title": "Design review"', '"title": "Design sync"'), gap=GONE["mcp"]),
    ],
)

ISSUES = Traj(
    name="mcp-github-issues",
    domain="mcp",
    title="Issues: file one, comment, close another",
    state=tools(("list_issues", "List issues of a repository.", {"repo": "string", "state": "string"}, ["repo"]),
                ("create_issue", "Open an issue.", {"repo": "string", "title": "string", "body": "string",
                                                   "labels": "array"}, ["repo", "title"]),
                ("add_comment", "Comment on an issue.", {"repo": "string", "number": "integer", "body": "string"},
                 ["repo", "number", "body"]),
                ("close_issue", "Close an issue.", {"repo": "string", "number": "integer"}, ["repo", "number"]),
                ("get_issue", "Read an issue.", {"repo": "string", "number": "integer"}, ["repo", "number"])),
    steps=[
        S(call("list_issues", repo="acme/widgets", state="open"),
          j([{"number": 55, "title": "Crash on empty config", "state": "open", "comments": 3, "labels": ["bug"]},
             {"number": 56, "title": "Docs: document WIDGET_HOME", "state": "open", "comments": 0,
              "labels": ["docs"]}])),
        S(call("create_issue", repo="acme/widgets", title="Dates parsed in local time",
               body="`parse_date('2025-03-30T01:30')` returns a local time; expected UTC.", labels=["bug"]),
          j({"number": 57, "title": "Dates parsed in local time", "state": "open",
             "html_url": "https://github.com/acme/widgets/issues/57", "labels": ["bug"], "comments": 0})),
        S(call("add_comment", repo="acme/widgets", number=57, body="Repro on 0.8.1, Python 3.11, TZ=Europe/Berlin."),
          j({"id": 2771093411, "issue_number": 57, "body": "Repro on 0.8.1, Python 3.11, TZ=Europe/Berlin.",
             "created_at": "2025-04-01T12:20:44Z"})),
        S(call("close_issue", repo="acme/widgets", number=56),
          j({"number": 56, "state": "closed", "closed_at": "2025-04-01T12:21:10Z"})),
        S(call("list_issues", repo="acme/widgets", state="open"),
          j([{"number": 57, "title": "Dates parsed in local time", "state": "open", "comments": 1, "labels": ["bug"]},
             {"number": 55, "title": "Crash on empty config", "state": "open", "comments": 3, "labels": ["bug"]}])),
        S(call("get_issue", repo="acme/widgets", number=56),
          j({"number": 56, "title": "Docs: document WIDGET_HOME", "state": "closed", "comments": 0,
             "closed_at": "2025-04-01T12:21:10Z"})),
    ],
    injects=[
        Inject("new-issue-not-listed", 5, ["mcp.id"], "issue 57 (open) is missing from the open issues",
               obs=j([{"number": 55, "title": "Crash on empty config", "state": "open", "comments": 3,
                       "labels": ["bug"]}]), gap=GONE["mcp"]),
        Inject("closed-issue-not-found", 6, ["mcp.id"], "an issue seen at step 1 is not found",
               obs=j({"message": "Not Found", "error": "issue 56 not found in acme/widgets"}), gap=GONE["mcp"]),
        Inject("created-title-differs", 2, ["mcp.value"], "the new issue has another title than requested",
               replace=('"title": "Dates parsed in local time"', '"title": "Dates parsed in UTC"'), gap=GONE["mcp"]),
        Inject("title-drift", 6, ["mcp.value"], "issue 56's title differs from step 1 with no edit",
               replace=('"title": "Docs: document WIDGET_HOME"', '"title": "Docs: explain config search path"'), gap=GONE["mcp"]),
    ],
)

CONTACTS = Traj(
    name="mcp-crm-contacts",
    domain="mcp",
    title="CRM: add a contact, change a phone number, send an email (text results too)",
    state=tools(("search_contacts", "Find contacts by name or email.", {"query": "string"}, ["query"]),
                ("create_contact", "Add a contact.", {"name": "string", "email": "string", "phone": "string"},
                 ["name", "email"]),
                ("update_contact", "Change a contact.", {"contact_id": "string", "phone": "string", "email": "string"},
                 ["contact_id"]),
                ("get_contact", "Read a contact.", {"contact_id": "string"}, ["contact_id"]),
                ("send_email", "Send an email.", {"to": "string", "subject": "string", "body": "string"},
                 ["to", "subject", "body"])),
    steps=[
        S(call("search_contacts", query="Lindqvist"),
          j({"contacts": [], "total": 0})),
        S(call("create_contact", name="Elin Lindqvist", email="elin@nordfjord.se", phone="+46 70 123 45 67"),
          j({"contact_id": "c_2207", "name": "Elin Lindqvist", "email": "elin@nordfjord.se",
             "phone": "+46 70 123 45 67", "created_at": "2025-04-01T12:30:02Z"})),
        S(call("send_email", to="elin@nordfjord.se", subject="Intro",
               body="Hi Elin, great to meet you at the fair. Shall we talk next week?"),
          "Message queued for delivery (id msg_9c1e05). Estimated delivery: under 1 minute."),
        S(call("update_contact", contact_id="c_2207", phone="+46 70 765 43 21"),
          j({"contact_id": "c_2207", "phone": "+46 70 765 43 21", "updated_at": "2025-04-01T12:33:17Z"})),
        S(call("get_contact", contact_id="c_2207"),
          j({"contact_id": "c_2207", "name": "Elin Lindqvist", "email": "elin@nordfjord.se",
             "phone": "+46 70 765 43 21", "created_at": "2025-04-01T12:30:02Z",
             "updated_at": "2025-04-01T12:33:17Z", "last_contacted": "2025-04-01T12:31:40Z"})),
        S(call("search_contacts", query="Elin"),
          j({"contacts": [{"contact_id": "c_2207", "name": "Elin Lindqvist", "email": "elin@nordfjord.se"},
                          {"contact_id": "c_0151", "name": "Elina Rautio", "email": "elina.rautio@kesko.fi"}],
             "total": 2})),
    ],
    injects=[
        Inject("email-drift", 5, ["mcp.value"], "the email reads back different though only the phone changed",
               replace=('"email": "elin@nordfjord.se"', '"email": "elin.lindqvist@nordfjord.se"'), gap=GONE["mcp"]),
        Inject("phone-update-lost", 5, ["mcp.value"], "the phone number set at step 4 reads back as the old one",
               replace=('"phone": "+46 70 765 43 21"', '"phone": "+46 70 123 45 67"')),
        Inject("contact-id-changed", 6, ["mcp.id"], "the contact created as c_2207 comes back as c_3310",
               replace=('"contact_id": "c_2207"', '"contact_id": "c_3310"')),
        Inject("contact-vanished", 4, ["mcp.id"], "the update says the contact created at step 2 does not exist",
               obs=j({"error": {"code": 404, "message": "contact c_2207 not found"}}), gap=GONE["mcp"]),
        Inject("python-dict", 2, ["mcp.json"], "the result is a Python dict, not JSON",
               obs="{'contact_id': 'c_2207', 'name': 'Elin Lindqvist', 'email': 'elin@nordfjord.se', "
                   "'phone': '+46 70 123 45 67'}", gap=GONE["mcp"]),
    ],
)

FILES = Traj(
    name="mcp-file-store-wrapped",
    domain="mcp",
    title="A file store whose results come in the MCP content wrapper",
    state=tools(("list_files", "List stored files.", {"limit": "integer"}, []),
                ("upload_file", "Store a file.", {"name": "string", "content": "string"}, ["name", "content"]),
                ("read_file", "Read a stored file.", {"file_id": "string"}, ["file_id"]),
                ("delete_file", "Delete a stored file.", {"file_id": "string"}, ["file_id"])),
    steps=[]
)


def _wrap(value: Any, error: bool = False) -> str:
    return j({"content": [{"type": "text", "text": json.dumps(value, ensure_ascii=False)}], "isError": error})


FILES.steps = [
    S(call("list_files"),
      _wrap({"files": [{"file_id": "f_01", "name": "todo.txt", "size": 120, "modified": "2025-03-30T18:22:05Z"}]})),
    S(call("upload_file", name="report.md", content="# Q1 report\n\nRevenue up 4%."),
      _wrap({"file_id": "f_02", "name": "report.md", "size": 26, "modified": "2025-04-01T12:40:00Z"})),
    S(call("list_files"),
      _wrap({"files": [{"file_id": "f_01", "name": "todo.txt", "size": 120, "modified": "2025-03-30T18:22:05Z"},
                       {"file_id": "f_02", "name": "report.md", "size": 26, "modified": "2025-04-01T12:40:00Z"}]})),
    S(call("list_files", limit=1),
      _wrap({"files": [{"file_id": "f_01", "name": "todo.txt", "size": 120, "modified": "2025-03-30T18:22:05Z"}],
             "next_cursor": "eyJvZmZzZXQiOjF9"})),
    S(call("delete_file", file_id="f_01"),
      _wrap({"deleted": True, "file_id": "f_01"})),
    S(call("list_files"),
      _wrap({"files": [{"file_id": "f_02", "name": "report.md", "size": 26, "modified": "2025-04-01T12:40:00Z"}]})),
    S(call("read_file", file_id="f_01"),
      _wrap({"error": "file f_01 does not exist"}, error=True)),
    S(call("read_file", file_id="f_02"),
      _wrap({"file_id": "f_02", "name": "report.md", "content": "# Q1 report\n\nRevenue up 4%."})),
]
FILES.injects = [
    Inject("deleted-file-listed", 6, ["mcp.id"], "the file deleted at step 5 is listed",
           obs=_wrap({"files": [{"file_id": "f_01", "name": "todo.txt", "size": 120},
                                {"file_id": "f_02", "name": "report.md", "size": 26}]})),
    Inject("uploaded-file-missing", 6, ["mcp.id"], "the uploaded file is missing from the listing",
           obs=_wrap({"files": []})),
    Inject("inner-json-cut", 3, ["mcp.json"], "the wrapped text is truncated JSON",
           obs=j({"content": [{"type": "text", "text": '{"files": [{"file_id": "f_01", "name": "todo.txt", "si'}],
                  "isError": False}), gap=GONE["mcp"]),
    Inject("uploaded-name-differs", 8, ["mcp.value"], "the stored file's name differs from the upload",
           replace=('\\"name\\": \\"report.md\\", \\"content', '\\"name\\": \\"report-final.md\\", \\"content')),
]

SURPRISE = Traj(
    name="mcp-notes-with-surprise",
    domain="mcp",
    title="Steps with recorded token surprise (one made-up id)",
    state=NOTES.state,
    note="signals as the step runner records them; step 3's id was a low-probability guess",
    steps=[
        S(call("list_notes", folder="inbox"),
          j({"folder": "inbox", "notes": [{"id": "nt_1001", "title": "Groceries"}]}),
          signals={"surprise": {"tokens": 31, "mean_nll": 0.38, "peak_nll": 3.1, "peak_text": "100",
                                "peak_at": 55, "span_nll": 1.9, "span_text": "nt_1001", "span_at": 52, "window": 8}}),
        S(call("create_note", folder="inbox", title="Call plumber", body="sink leak"),
          j({"id": "nt_1002", "folder": "inbox", "title": "Call plumber"}),
          signals={"surprise": {"tokens": 28, "mean_nll": 0.52, "peak_nll": 4.2, "peak_text": "2",
                                "peak_at": 14, "span_nll": 2.6, "span_text": "\"nt_1002\"", "span_at": 9,
                                "window": 8}}),
        S(call("get_note", id="nt_1002"),
          j({"id": "nt_1002", "folder": "inbox", "title": "Call plumber", "body": "sink leak"}),
          signals={"surprise": {"tokens": 33, "mean_nll": 1.21, "peak_nll": 9.8, "peak_text": "leak",
                                "peak_at": 80, "span_nll": 6.4, "span_text": "\"body\": \"sink leak\"",
                                "span_at": 70, "window": 8}}),
    ],
    labels={3: ["signal.surprise"]},
)

TRAJECTORIES = [NOTES, CALENDAR, ISSUES, CONTACTS, FILES, SURPRISE]
