"""The MCP binding's text results (views/text_records.py): records named by a head line with their id, blocks of
``Field: value`` lines keyed by their own id field, and a text listing read whole. Each with its near misses."""

from __future__ import annotations

from typing import Any

from playground.decoherence.domains.tools import ToolSession
from playground.decoherence.engine import FactEngine
from playground.decoherence.views.text_records import text_records


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
