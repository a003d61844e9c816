"""The fact engine's tool (MCP) binding: records in envelopes and after prose, one key per entity across
reads, writes to things named without their container, filesystem servers, the current time."""

from __future__ import annotations

import json
from typing import Any

from tests.decoherence.test_rules import run_case


def _case(*turns: tuple[str, dict[str, Any], Any]) -> dict[str, Any]:
    return {"name": "t", "domain": "mcp", "state": None,
            "turns": [[json.dumps({"name": n, "arguments": a}), o if isinstance(o, str) else json.dumps(o)]
                      for n, a, o in turns]}


TASKS = [{"id": "t_1", "title": "Renew passport", "status": "open"}, {"id": "t_2", "title": "Book dentist",
                                                                     "status": "open"}]


def test_a_created_record_in_an_envelope_missing_from_a_complete_listing() -> None:
    done = dict(TASKS[0], status="done")
    case = _case(("list_tasks", {}, {"tasks": TASKS}),
                 ("create_task", {"title": "Send invoice"}, {"task": {"id": "t_3", "title": "Send invoice"}}),
                 ("complete_task", {"task_id": "t_1"}, {"task": done}),
                 ("list_tasks", {}, {"tasks": [done, TASKS[1]]}))
    assert (4, "created-absent") in run_case(case)


def test_an_update_keeps_the_created_time_of_a_record_after_prose() -> None:
    ev = {"event_id": "evt_8f", "title": "Review", "created": "2024-06-03T09:12:44Z"}
    case = _case(("create_event", {"title": "Review"}, "Event created.\n" + json.dumps(ev)),
                 ("update_event", {"event_id": "evt_8f", "title": "Review 2"},
                  "Event updated.\n" + json.dumps(dict(ev, title="Review 2"))),
                 ("get_event", {"event_id": "evt_8f"}, dict(ev, title="Review 2", created="2024-06-03T09:30:02Z")))
    assert run_case(case) == [(3, "identity-changed")]


def test_filesystem_move_then_a_listing_with_the_old_name() -> None:
    listing = "[FILE] a.csv\n[FILE] draft.md\n[DIR] archive"
    case = _case(("list_directory", {"path": "/data"}, listing),
                 ("move_file", {"source": "/data/draft.md", "destination": "/data/q2.md"},
                  "Successfully moved /data/draft.md to /data/q2.md"),
                 ("list_directory", {"path": "/data"}, listing))
    assert {r for _, r in run_case(case)} & {"renamed-old-name", "created-absent"}
    ok = _case(("list_directory", {"path": "/data"}, listing),
               ("move_file", {"source": "/data/draft.md", "destination": "/data/q2.md"}, "Moved."),
               ("list_directory", {"path": "/data"}, "[FILE] a.csv\n[FILE] q2.md\n[DIR] archive"))
    assert run_case(ok) == []


def test_the_time_a_time_tool_reads_does_not_go_back() -> None:
    case = _case(("get_time", {"timezone": "UTC"}, {"time": "2024-06-03T14:31:05Z"}),
                 ("get_time", {"timezone": "UTC"}, {"time": "2024-06-03T14:27:40Z"}))
    assert run_case(case) == [(2, "clock-backwards")]


def test_traps_zones_renames_and_moves_stay_quiet() -> None:
    zones = _case(("get_time", {"timezone": "Asia/Tokyo"}, {"time": "2024-06-03 23:31:05"}),
                  ("get_time", {"timezone": "Europe/Paris"}, {"time": "2024-06-03 16:31:06"}))
    assert run_case(zones) == []
    renamed = _case(("conversations_info", {"channel": "C07"}, {"ok": True, "channel": {"id": "C07", "name": "tmp"}}),
                    ("conversations_rename", {"channel": "C07", "name": "inc-1"},
                     {"ok": True, "channel": {"id": "C07", "name": "inc-1"}}))
    assert run_case(renamed) == []
    cards = [{"id": "c1", "name": "A"}, {"id": "c2", "name": "B"}]
    moved = _case(("get_cards", {"listId": "L1"}, cards),
                  ("move_card", {"cardId": "c1", "listId": "L3"}, dict(cards[0], idList="L3")),
                  ("archive_card", {"cardId": "c1"}, "Archived."),
                  ("get_cards", {"listId": "L1"}, cards[1:]))
    assert run_case(moved) == []


ISSUE = {"number": 58, "title": "Crash when importing CSV with a BOM", "state": "open"}
REPO = {"owner": "acme", "repo": "widgets"}


def test_a_created_record_keeps_its_key_under_its_name() -> None:
    bad = _case(("create_issue", dict(REPO, title=ISSUE["title"]), ISSUE),
                ("update_issue", dict(REPO, issue_number=58, labels=["bug"]), dict(ISSUE, labels=["bug"])),
                ("list_issues", REPO, [dict(ISSUE, number=59), {"number": 55, "title": "Export drops zeros"}]))
    assert run_case(bad) == [(3, "identity-changed")]
    # deleted and made again under the same name: a new number; renamed: the name is another's now
    again = _case(("create_issue", dict(REPO, title=ISSUE["title"]), ISSUE),
                  ("delete_issue", dict(REPO, issue_number=58), {"ok": True}),
                  ("create_issue", dict(REPO, title=ISSUE["title"]), dict(ISSUE, number=59)),
                  ("list_issues", REPO, [dict(ISSUE, number=59)]))
    assert run_case(again) == []
    renamed = _case(("create_issue", dict(REPO, title=ISSUE["title"]), ISSUE),
                    ("update_issue", dict(REPO, issue_number=58, title="BOM crash"), dict(ISSUE, title="BOM crash")),
                    ("list_issues", REPO, [dict(ISSUE, number=61), dict(ISSUE, title="BOM crash")]))
    assert run_case(renamed) == []
    # a record the session only read may share its name with another (two "Weekly sync" events)
    read = _case(("list_issues", REPO, [ISSUE]), ("list_issues", REPO, [dict(ISSUE, number=59)]))
    assert run_case(read) == []


def test_an_id_that_points_at_another_thing_is_not_the_records_key() -> None:
    # Slack messages: `ts` names the message; `bot_id` is who posted it (the same on every message of a bot)
    posted = {"type": "message", "user": "U07BOT", "text": "Deploying v1.18", "ts": "1718878412.551929",
              "bot_id": "B07BOT"}
    reply = {"type": "message", "text": "eu-west-1 done", "ts": "1718878995.093119", "bot_id": "B07BOT",
             "thread_ts": "1718878412.551929"}
    ok = _case(("post_message", {"channel_id": "C05"}, {"ok": True, "message": posted}),
               ("reply_to_thread", {"channel_id": "C05", "thread_ts": posted["ts"]}, {"ok": True, "message": reply}),
               ("get_channel_history", {"channel_id": "C05"}, {"ok": True, "messages": [posted], "has_more": True}))
    assert run_case(ok) == []
    edited = _case(("post_message", {"channel_id": "C05"}, {"ok": True, "message": posted}),
                   ("get_channel_history", {"channel_id": "C05"},
                    {"ok": True, "messages": [dict(posted, user="U03MM7")], "has_more": True}))
    assert run_case(edited) == [(2, "state-changed-without-write")]


GRAPH = {"entities": [{"name": "Ada", "entityType": "person", "observations": []},
                      {"name": "Lin", "entityType": "person", "observations": []}],
         "relations": [{"from": "Ada", "to": "Lin", "relationType": "mentors"}]}


def test_a_whole_graph_read_lists_every_relation() -> None:
    made = ("create_relations", {"relations": [{"from": "Lin", "to": "Ada", "relationType": "reviews"}]},
            [{"from": "Lin", "to": "Ada", "relationType": "reviews"}])
    bad = _case(("read_graph", {}, GRAPH), made, ("read_graph", {}, GRAPH))
    assert run_case(bad) == [(3, "created-absent")]  # one finding per listing: the first rule that speaks
    # deleting an entity takes its relations along
    gone = _case(("read_graph", {}, GRAPH), made, ("delete_entities", {"entityNames": ["Lin"]}, "Entities deleted"),
                 ("read_graph", {}, {"entities": [GRAPH["entities"][0]], "relations": []}))
    assert run_case(gone) == []
    # a filtered read is no whole listing
    found = _case(made, ("search_nodes", {"query": "Ada"}, GRAPH))
    assert run_case(found) == []


def _volunteer(hours: str, total: int) -> dict[str, Any]:
    return {"id": "recS1zX5", "fields": {"Name": "Ola Nowak", "Hours": hours, "Total Hours": total}}


def test_an_aggregate_of_other_records_moves_with_them() -> None:
    # a rollup ("Total Hours") grows when a shift is logged in another table; the record's own field does not
    shift = ("create_record", {"tableId": "tblShifts", "fields": {"Volunteer": ["recS1zX5"], "Hours": 3}},
             {"id": "recQ9", "fields": {"Volunteer": ["recS1zX5"], "Hours": 3}})
    get = ("get_record", {"tableId": "tblVolunteers", "recordId": "recS1zX5"})
    assert run_case(_case((*get, _volunteer("weekends", 12)), shift, (*get, _volunteer("weekends", 15)))) == []
    # near miss: the record's own field changed, and nothing wrote that record
    assert (3, "state-changed-without-write") in run_case(
        _case((*get, _volunteer("weekends", 12)), shift, (*get, _volunteer("weekdays", 15))))


def _record(rid: str, name: str, rtype: str, content: str) -> dict[str, Any]:
    return {"id": rid, "type": rtype, "name": name, "content": content, "ttl": 3600}


def test_a_name_two_records_share_keys_neither() -> None:
    # two records of one host name (an A and an MX record): a record made later under that name is one of
    # several, not the name's own thing
    host = "fenwick-rowing.org.uk"
    listed = [_record("c47e2a9f", host, "A", "203.0.113.10"), _record("9b1d33e0", host, "MX", "mail.example.net")]
    made = _record("f7a05d2c", host, "TXT", "v=spf1 -all")
    case = _case(("list_dns_records", {"zone_id": "z1"}, {"result": listed}),
                 ("create_dns_record", {"zone_id": "z1", "type": "TXT", "name": "@"}, {"result": made}),
                 ("update_dns_record", {"zone_id": "z1", "record_id": "c47e2a9f", "ttl": 300},
                  {"result": dict(listed[0], ttl=300)}))
    assert run_case(case) == []
    # near miss: a name one record alone holds keys it: the record made under it shows another id later
    alone = _record("f7a05d2c", "mail.fenwick-rowing.org.uk", "TXT", "v=spf1 -all")
    case = _case(("list_dns_records", {"zone_id": "z1"}, {"result": listed}),
                 ("create_dns_record", {"zone_id": "z1", "type": "TXT", "name": "mail"}, {"result": alone}),
                 ("get_dns_record", {"zone_id": "z1", "name": "mail.fenwick-rowing.org.uk"},
                  {"result": dict(alone, id="f7a50d2c")}))
    assert (3, "identity-changed") in run_case(case)
