"""The tool (MCP) binding's mechanisms ported from the older MCP ledger: writes to things never read, values a
create or a settling verb set, one-object kinds (settings), clock tools and database clocks, new directories,
path metadata, deletes by name, saved sessions' calls, and deletes confirmed by their own result."""

from __future__ import annotations

import json
from typing import Any

from playground.decoherence.engine.rules import same_value
from tests.decoherence.test_rules import run_case


def _case(*turns: tuple[str, dict[str, Any], Any], key: str = "name") -> dict[str, Any]:
    return {"name": "t", "domain": "mcp", "state": None,
            "turns": [[json.dumps({key: n, "arguments": a}), o if isinstance(o, str) else json.dumps(o)]
                      for n, a, o in turns]}


def test_an_update_of_a_thing_never_read_sets_it_in_the_calls_container() -> None:
    ticket = {"ticket_id": "T-90", "priority": "low", "subject": "Printer offline"}
    case = _case(("update_ticket", {"ticket_id": "T-90", "priority": "low"}, ticket),
                 ("list_ticket_comments", {"ticket_id": "T-90"}, {"comments": []}),
                 ("get_ticket", {"ticket_id": "T-90"}, dict(ticket, priority="high")))
    assert run_case(case) == [(3, "set-value-reverted")]
    ok = _case(("update_ticket", {"ticket_id": "T-90", "priority": "low"}, ticket),
               ("get_ticket", {"ticket_id": "T-90"}, ticket))
    assert run_case(ok) == []


def test_a_delete_of_a_thing_never_read_deletes_it_as_named() -> None:
    case = _case(("delete_contact", {"contact_id": "c9"}, {"status": "ok"}),
                 ("search_contacts", {"query": "Ana"}, {"results": [{"contact_id": "c9", "name": "Ana Ruiz"}]}))
    assert run_case(case) == [(2, "deleted-present")]
    # another container: another thing, nothing judged
    elsewhere = _case(("delete_contact", {"contact_id": "c9"}, {"status": "ok"}),
                      ("list_contacts", {"workspace": "sales"}, {"contacts": [{"contact_id": "c9", "name": "Ana"}]}))
    assert run_case(elsewhere) == []


def test_a_create_sets_the_values_its_result_shows_the_same() -> None:
    made = {"id": "e_42", "title": "Sync", "start": "2025-05-02T10:00"}
    case = _case(("create_event", {"title": "Sync", "start": "2025-05-02T10:00"}, made),
                 ("list_calendars", {}, [{"id": "cal_1", "name": "Work"}]),
                 ("get_event", {"id": "e_42"}, dict(made, title="Standup")))
    assert run_case(case) == [(3, "set-value-reverted")]
    # the server writes the time its own way: the same time, no finding
    normalised = _case(("create_event", {"title": "Sync", "start": "2025-05-02T10:00"},
                        dict(made, start="2025-05-02T10:00:00Z")),
                       ("get_event", {"id": "e_42"}, dict(made, start="2025-05-02T10:00:00Z")))
    assert run_case(normalised) == []


def test_a_settling_verb_sets_the_status_its_result_shows() -> None:
    issue = {"number": 12, "title": "Login times out", "state": "closed"}
    case = _case(("close_issue", {"number": 12}, issue),
                 ("get_issue", {"number": 9}, {"number": 9, "title": "Docs typo", "state": "open"}),
                 ("get_issue", {"number": 12}, dict(issue, state="open")))
    assert run_case(case) == [(3, "set-value-reverted")]
    # a status the verb does not rule out is the service's workflow moving on
    order = {"order_id": "ORD-88", "status": "cancelled"}
    moved = _case(("cancel_order", {"order_id": "ORD-88"}, order),
                  ("get_order", {"order_id": "ORD-88"}, dict(order, status="refunded")),
                  ("get_order", {"order_id": "ORD-88"}, dict(order, status="refunded")))
    assert run_case(moved) == []


def test_settings_are_one_object_whose_updates_set_values() -> None:
    case = _case(("update_settings", {"notifications": False}, {"theme": "light", "notifications": False}),
                 ("get_profile", {}, {"user": "mira", "plan": "pro"}),
                 ("get_settings", {}, {"theme": "light", "notifications": True}))
    assert run_case(case) == [(3, "set-value-reverted")]
    python = _case(("get_preferences", {}, "{'theme': 'light', 'digest': 'weekly'}"),
                   ("update_preferences", {"digest": "daily"}, "{'updated': ['digest']}"),
                   ("get_preferences", {}, "{'theme': 'light', 'digest': 'weekly'}"))
    assert run_case(python) == [(3, "set-value-reverted")]
    # fields nothing set may move (an object read whole is judged only against what an update set)
    moving = _case(("get_settings", {}, {"theme": "light", "last_sync": "x"}),
                   ("get_settings", {}, {"theme": "dark", "last_sync": "y"}))
    assert run_case(moving) == []


def test_clock_tools_read_as_bare_text_or_named_without_a_verb() -> None:
    case = _case(("get_current_time", {}, "2025-02-11T16:05:09+00:00"),
                 ("create_reminder", {"text": "stand up"}, {"reminder_id": "r-88", "text": "stand up"}),
                 ("get_current_time", {}, "2025-02-11T15:58:41+00:00"))
    assert run_case(case) == [(3, "clock-backwards")]
    verbless = _case(("server_time", {}, {"timestamp": "2025-07-01T08:00:30Z", "uptime_s": 5400}),
                     ("server_time", {}, {"timestamp": "2025-07-01T07:41:02Z", "uptime_s": 5460}))
    assert run_case(verbless) == [(2, "clock-backwards")]
    forward = _case(("server_time", {}, {"timestamp": "2025-07-01T08:00:30Z"}),
                    ("server_time", {}, {"timestamp": "2025-07-01T08:01:02Z"}))
    assert run_case(forward) == []


def test_a_database_clock_is_read_from_now_and_fresh_stamps() -> None:
    case = _case(("query", {"sql": "SELECT now() AS now"}, {"rows": [{"now": "2024-11-05T14:22:09Z"}]}),
                 ("execute", {"sql": "INSERT INTO log (actor) VALUES ('a') RETURNING id, created_at"},
                  {"rows": [{"id": 1, "created_at": "2024-11-05T14:22:31Z"}]}),
                 ("execute", {"sql": "UPDATE api_keys SET revoked_at = now() WHERE id = 3 RETURNING id, revoked_at"},
                  {"rows": [{"id": 3, "revoked_at": "2024-11-05T13:58:47Z"}]}))
    assert run_case(case) == [(3, "clock-backwards")]
    # an insert that gives the stamp itself reads no clock
    given = _case(("query", {"sql": "SELECT now() AS now"}, {"rows": [{"now": "2024-11-05T14:22:09Z"}]}),
                  ("execute", {"sql": "INSERT INTO log (actor, created_at) VALUES ('a', '2020-01-01') RETURNING "
                                      "created_at"}, {"rows": [{"created_at": "2020-01-01T00:00:00Z"}]}))
    assert run_case(given) == []


def test_a_directory_just_made_holds_what_is_written_in_it() -> None:
    case = _case(("create_directory", {"path": "/home/kai/drafts"}, "Successfully created directory"),
                 ("write_file", {"path": "/home/kai/drafts/pitch.md", "content": "# Pitch\n"}, "Successfully wrote"),
                 ("list_directory", {"path": "/home/kai/drafts"},
                  "Directory listing for /home/kai/drafts:\n[FILE] outline.md"))
    assert run_case(case) == [(3, "created-absent")]
    ok = _case(("create_directory", {"path": "/home/kai/drafts"}, "Successfully created directory"),
               ("write_file", {"path": "/home/kai/drafts/pitch.md", "content": "# Pitch\n"}, "Successfully wrote"),
               ("list_directory", {"path": "/home/kai/drafts"}, "[FILE] pitch.md"))
    assert run_case(ok) == []


def test_a_paths_metadata_keeps_its_creation_time() -> None:
    info = {"size": 96, "created": "2024-11-20T08:14:00Z", "modified": "2024-11-20T08:14:00Z"}
    case = _case(("get_file_info", {"path": "/srv/keys/id.pub"}, info),
                 ("write_file", {"path": "/srv/keys/notes.txt", "content": "x"}, "Successfully wrote"),
                 ("get_file_info", {"path": "/srv/keys/id.pub"}, dict(info, created="2025-05-01T10:02:11Z")))
    assert run_case(case) == [(3, "identity-changed")]
    lines = "size: 34\ncreated: Mon Mar 03 2025 10:01:12\nmodified: Mon Mar 03 2025 10:01:12"
    rewritten = _case(("get_file_info", {"path": "/opt/a.txt"}, lines),
                      ("write_file", {"path": "/opt/a.txt", "content": "new"}, "Successfully wrote"),
                      ("get_file_info", {"path": "/opt/a.txt"}, lines.replace("10:01:12", "11:00:00")))
    assert run_case(rewritten) == []


def test_a_delete_by_title_reaches_the_one_thing_read_under_it() -> None:
    marks = {"bookmarks": [{"title": "Grafana", "url": "https://grafana.local"},
                           {"title": "Runbook", "url": "https://wiki.local/runbook"}]}
    case = _case(("list_bookmarks", {}, marks), ("remove_bookmark", {"title": "Runbook"}, "Bookmark removed."),
                 ("list_bookmarks", {}, marks))
    assert (3, "deleted-present") in run_case(case)
    twice = {"bookmarks": [{"title": "Runbook", "url": "https://a.local"}, {"title": "Runbook", "url": "https://b.local"}]}
    ambiguous = _case(("list_bookmarks", {}, twice), ("remove_bookmark", {"title": "Runbook"}, "Removed."),
                      ("list_bookmarks", {}, {"bookmarks": [twice["bookmarks"][1]]}))
    assert run_case(ambiguous) == []


def test_a_saved_sessions_calls_and_a_delete_confirmed_by_its_result() -> None:
    ev = {"event_id": "evt_1", "title": "Standup"}
    case = _case(("list_events", {"date": "2025-05-06"}, {"events": [ev]}),
                 ("delete_event", {"event_id": "evt_1"}, {"event_id": "evt_1", "status": "cancelled"}),
                 ("list_events", {"date": "2025-05-06"}, {"events": [ev]}), key="tool")
    assert run_case(case) == [(3, "deleted-present")]


def test_a_delete_naming_a_thing_by_another_word_reaches_it() -> None:
    msgs = {"messages": [{"ts": "1718282311.118629", "text": "alert"}, {"ts": "1718283019.553019", "text": "ok"}]}
    case = _case(("conversations_history", {"channel": "C1"}, msgs),
                 ("chat_delete", {"channel": "C1", "ts": "1718282311.118629"}, {"ok": True}),
                 ("conversations_history", {"channel": "C1"}, msgs))
    assert (3, "deleted-present") in run_case(case)


def test_iso_times_with_or_without_seconds_are_one_value() -> None:
    assert same_value("2025-05-06T15:30", "2025-05-06T15:30:00")
    assert same_value("2025-05-06T15:30:00Z", "2025-05-06 15:30")
    assert not same_value("2025-05-06T15:30", "2025-05-06T15:31:00")
    assert not same_value("2025-05-06T15:30:00+02:00", "2025-05-06T15:30:00")


def test_a_listings_stated_total_follows_creates_and_deletes() -> None:
    tasks = [{"id": 1, "title": "a"}, {"id": 2, "title": "b"}, {"id": 3, "title": "c"}]
    case = _case(("list_tasks", {}, {"tasks": tasks, "total": 3}), ("delete_task", {"id": 2}, {"ok": True}),
                 ("list_tasks", {}, {"tasks": [tasks[0], tasks[2]], "total": 3}))
    assert run_case(case) == [(3, "listing-count")]
    ok = _case(("list_tasks", {}, {"tasks": tasks, "total": 3}), ("delete_task", {"id": 2}, {"ok": True}),
               ("list_tasks", {}, {"tasks": [tasks[0], tasks[2]], "total": 2}))
    assert run_case(ok) == []
