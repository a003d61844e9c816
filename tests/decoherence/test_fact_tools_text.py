"""The MCP binding's text results (views/text_records.py): records named by a head line with their id, blocks of
``Field: value`` lines keyed by their own id field, and a text listing read whole. Each with its near misses."""

from __future__ import annotations

import json
from typing import Any

from playground.decoherence.domains.tools import ToolSession
from playground.decoherence.engine import FactEngine
from playground.decoherence.views.text_records import table_records, text_records


def _run(*steps: tuple[str, dict[str, Any], str]) -> list[str]:
    session, engine = ToolSession(), FactEngine()
    found: list[str] = []
    for i, (name, args, result) in enumerate(steps, 1):
        writes, reading = session.step(i, {"name": name, "arguments": args}, result)
        found += [f"{i}:{f.rule}" for f in engine.step(writes, reading)]
    return found


# ------------------------------------------------------------------ the reader

def test_head_lines_and_their_fields() -> None:
    got = text_records("Found 2 meeting(s):\n\nRetro: sprint 9 (a1b2c3d4e5)\nStart: Fri, 9:00 AM\n"
                       "Guests: kim@example.org (needsAction)\n\nPlanning (zz99yy88xx)\nStart: Mon, 10:00 AM\n")
    assert got is not None and got.whole and got.count == 2
    assert got.records == [{"id": "a1b2c3d4e5", "title": "Retro: sprint 9"}, {"id": "zz99yy88xx", "title": "Planning"}]


def test_a_prefix_that_says_what_the_call_did_is_not_the_name() -> None:
    got = text_records("Meeting created: Retro: sprint 9 (a1b2c3d4e5)")
    assert got is not None and got.records == [{"id": "a1b2c3d4e5", "title": "Retro: sprint 9"}]


def test_id_after_the_name_and_a_detail_in_parentheses() -> None:
    got = text_records("Found 1 files:\nBudget 2026 (application/pdf) - ID: 9QwErTy7uIoP3aSd")
    assert got is not None and got.records == [{"id": "9QwErTy7uIoP3aSd", "title": "Budget 2026"}]


def test_field_blocks_keyed_by_their_own_id() -> None:
    got = text_records("ID: 18f0aa11bb22cc33\nSubject: Quote for racks\nDate: Tue, 3 Mar 2026 10:00:00 +0000\n\n"
                       "ID: 18f0aa11bb22cc44\nSubject: Delivery slot\n")
    assert got is not None and [r["id"] for r in got.records] == ["18f0aa11bb22cc33", "18f0aa11bb22cc44"]
    assert got.records[0] == {"id": "18f0aa11bb22cc33", "subject": "Quote for racks"}  # the date is not kept


def test_near_misses_of_the_reader() -> None:
    assert text_records("Thread ID: 18f0aa11bb22cc33\nSubject: Quote for racks\n\nHello,\nsee below.") is None
    assert text_records("The deploy finished.\nSee build (b77c1d2e9) for details.") is None  # prose first
    assert text_records("Attendees: kim@example.org (needsAction)") is None  # a word, not an id
    got = text_records("Notes (n0t3s12345)\n\nSome other line of prose")
    assert got is not None and not got.whole


# ------------------------------------------------------------------ the binding

LIST = ("list_meetings", {"calendarId": "team"})
LISTED = ("Found 3 meeting(s):\n\nRetro (r3tr0aa111)\nStart: Fri, 9:00 AM\n\n"
          "Planning (p1ann1ng22)\nStart: Mon, 10:00 AM\n\nDemo (d3m0cc3333)\nStart: Tue, 4:00 PM\n")


def test_a_deleted_record_listed_again_in_text() -> None:
    steps = [(*LIST, LISTED), ("delete_meeting", {"calendarId": "team", "meetingId": "p1ann1ng22"}, "Meeting deleted")]
    assert "3:deleted-present" in _run(*steps, (*LIST, LISTED))
    # near miss: the listing without it
    assert _run(*steps, (*LIST, LISTED.replace("3 meeting", "2 meeting").replace(
        "Planning (p1ann1ng22)\nStart: Mon, 10:00 AM\n\n", ""))) == []


def test_a_deleted_message_in_id_blocks() -> None:
    shown = "ID: 18f0aa11bb22cc33\nSubject: Quote for racks\n\nID: 18f0aa11bb22cc44\nSubject: Delivery slot\n"
    steps = [("search_emails", {"query": "racks"}, shown), ("delete_email", {"messageId": "18f0aa11bb22cc44"}, "Done")]
    assert "3:deleted-present" in _run(*steps, ("search_emails", {"query": "racks"}, shown))
    # near miss: a block keyed by another thing's id (its thread) is no record of the message
    thread = "Thread ID: 18f0aa11bb22cc44\nSubject: Delivery slot\nFrom: ops@example.org\n\nBody text."
    assert _run(*steps, ("read_email", {"messageId": "18f0aa11bb22cc33"}, thread)) == []


def test_a_complete_text_listing_misses_a_created_record() -> None:
    listed = "Planning (p1ann1ng22)\nDemo (d3m0cc3333)"
    steps = [("list_notes", {}, listed), ("create_note", {"title": "Ideas"}, "Note created: Ideas (1d3a5bb444)")]
    assert "3:created-absent" in _run(*steps, ("list_notes", {}, listed))
    # near misses: it is listed; the listing is followed by other text (not read whole); a filtered listing
    assert _run(*steps, ("list_notes", {}, listed + "\nIdeas (1d3a5bb444)")) == []
    assert _run(*steps, ("list_notes", {}, listed + "\n\n(more notes in the archive)")) == []
    assert _run(*steps, ("list_notes", {"query": "p"}, listed)) == []


# ------------------------------------------------------------------ opaque keys name one thing everywhere

def _update(key: str) -> tuple[str, dict[str, Any], str]:
    return "update_file", {"fileId": key, "name": "Roadmap - final"}, f'{{"id": "{key}", "name": "Roadmap - final"}}'


def _folder(key: str, name: str) -> tuple[str, dict[str, Any], str]:
    return "list_folder", {"folderId": "f0ld3r"}, f'{{"files": [{{"id": "{key}", "name": "{name}"}}]}}'


def test_an_opaque_key_read_in_a_container_is_the_thing_read_without_one() -> None:
    key = "7hGk2LmQ9pX4rT1vW8yZ3bN6cD0eF5aS"
    assert "2:set-value-reverted" in _run(_update(key), _folder(key, "Roadmap draft"))
    # near misses: the listing shows the name set; a short key (a hex hash, a slug) stays in its container
    assert _run(_update(key), _folder(key, "Roadmap - final")) == []
    assert _run(_update("a1b2c3d4e5f6"), _folder("a1b2c3d4e5f6", "Roadmap draft")) == []


# ------------------------------------------------------------------ a list of items with their ids first

TASKS = ("Found 3 active tasks in 'Allotment plot 14':\n"
         "- [8123405561] Order seed potatoes (Charlotte, 3 kg) — due 2025-02-15 — p3 — @shopping\n"
         "- [8123405640] Pay plot rent £42 — due 2025-01-31 — p1\n"
         "- [8123405739] Buy fleece for brassicas — no due date — p4")


def test_ids_first_in_brackets_name_their_records() -> None:
    got = text_records(TASKS)
    assert got is not None and [r["id"] for r in got.records] == ["8123405561", "8123405640", "8123405739"]
    assert got.records[1]["title"] == "Pay plot rent £42"  # the name stops at the first separated detail


def test_a_deleted_task_listed_again_under_its_project() -> None:
    # long numeric ids name one task whatever project the call names: the delete (no project) and the
    # project's list (a project named) are about the same task
    listed = ("get_tasks", {"project_id": "2331870052"}, TASKS)
    delete = ("delete_task", {"task_id": "8123405739"}, 'Successfully deleted task 8123405739')
    close = ("close_task", {"task_id": "8123405640"}, "Task 8123405640 completed")
    assert _run(listed, delete, close, listed) == ["4:deleted-present"]
    # near misses: the list without the deleted task, and without the one closed (active tasks only)
    after = TASKS.replace("\n- [8123405739] Buy fleece for brassicas — no due date — p4", "")
    assert _run(listed, delete, close, ("get_tasks", {"project_id": "2331870052"}, after)) == []
    active = after.replace("\n- [8123405640] Pay plot rent £42 — due 2025-01-31 — p1", "")
    assert _run(listed, delete, close, ("get_tasks", {"project_id": "2331870052"}, active)) == []


# ------------------------------------------------------------------ a result that is one table

def test_a_markdown_table_and_a_fixed_width_one_are_records() -> None:
    got = table_records("Found 2 issues:\n| ID | Title | Status |\n|----|-------|--------|\n"
                        "| 41 | Crash on **BOM** | open |\n| 42 | Slow export | closed |")
    assert got is not None and got.whole and got.count == 2
    assert got.records == [{"id": "41", "title": "Crash on BOM", "status": "open"},
                           {"id": "42", "title": "Slow export", "status": "closed"}]
    wide = table_records("NAME                DATA   AGE\nkube-root-ca.crt    1      40d\n"
                         "tileserver-config   3      12d")
    assert wide is not None and wide.records[1] == {"name": "tileserver-config", "data": "3", "age": "12d"}
    # near misses: prose, and a text with two tables (which rows are whose is not known)
    assert table_records("All 2 issues are open.") is None
    two = "| a | b |\n|---|---|\n| 1 | 2 |\n\n| c | d |\n|---|---|\n| 3 | 4 |"
    assert table_records(two) is None


def test_a_table_drawn_with_rules_is_records() -> None:
    ruled = ("+------+---------+---------+\n| ID   | Name    | Status  |\n+------+---------+---------+\n"
             "| 9d3e | jupyter | ACTIVE  |\n| c47a | label   | SHUTOFF |\n+------+---------+---------+")
    got = table_records(ruled)
    assert got is not None and got.whole and got.records == [
        {"id": "9d3e", "name": "jupyter", "status": "ACTIVE"}, {"id": "c47a", "name": "label", "status": "SHUTOFF"}]
    # a Field | Value table shows one thing
    fields = ("+--------+-------+\n| Field  | Value |\n+--------+-------+\n| id     | 5a02  |\n"
              "| status | BUILD |\n+--------+-------+")
    one = table_records(fields)
    assert one is not None and one.records == [{"id": "5a02", "status": "BUILD"}]
    # near misses: a line between the rules that is not a row, a rule with nothing under it
    assert table_records(ruled.replace("| c47a | label   | SHUTOFF |", "see above")) is None
    assert table_records("+---+\n| a |\n+---+") is not None and table_records("+---+\nplain text") is None


def _envelope(text: str) -> str:
    return json.dumps({"content": [{"type": "text", "text": text}], "isError": False})


def test_a_table_inside_an_mcp_envelope_names_a_kind_from_the_call_arguments() -> None:
    # ``kubectl_get(resourceType=...)``: the kind is the argument's; the result is a table inside the envelope
    svc = ("kubectl_get", {"resourceType": "services", "namespace": "maps"},
            _envelope("NAME    TYPE        CLUSTER-IP     PORT(S)\nredis   ClusterIP   10.43.12.7     6379/TCP\n"
                      "tiles   ClusterIP   10.43.80.21    8080/TCP"))
    moved = (svc[0], svc[1], svc[2].replace("10.43.80.21", "10.43.80.12"))
    maps = ("kubectl_get", {"resourceType": "configmaps", "namespace": "maps"},
            _envelope("NAME               DATA   AGE\nkube-root-ca.crt   1      40d"))
    assert _run(svc, maps, moved) == ["3:state-changed-without-write"]
    assert _run(svc, maps, svc) == []
    # near miss: a call on the services in between (``kubectl_apply``) may change them
    apply = ("kubectl_apply", {"resourceType": "service", "namespace": "maps", "manifest": "..."},
             _envelope("service/tiles configured"))
    assert _run(svc, apply, moved) == []


def test_a_list_line_naming_a_record_whose_id_is_on_the_next_line() -> None:
    got = text_records("Found 2 tasks:\n- Register at the town hall\n  ID: 8481107764\n  Due: 2024-12-09\n"
                       "- Sell wardrobe\n  ID: 8490234461")
    assert got is not None and got.whole and got.count == 2
    assert got.records == [{"title": "Register at the town hall", "id": "8481107764"},
                           {"title": "Sell wardrobe", "id": "8490234461"}]
    # what a call did, said before the name, is not the name; a list of names without ids holds no record
    done = text_records('Successfully completed task: "Ship winter clothes" (8481105537)')
    assert done is not None and done.records == [{"id": "8481105537", "title": "Ship winter clothes"}]
    assert text_records("Next steps:\n- call the movers\n- book the van") is None
