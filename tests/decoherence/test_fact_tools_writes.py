"""The fact engine's tool (MCP) binding, on what the world and the calls change: a record's own update
stamp moving on (someone else changed it), a key two records of one result share, fields that follow what
others did last, and files a call creates in a directory whose listing is known."""

from __future__ import annotations

import json
from typing import Any

from tests.decoherence.test_rules import run_case


def _case(*turns: tuple[str, dict[str, Any], Any]) -> dict[str, Any]:
    return {"name": "t", "domain": "mcp", "state": None,
            "turns": [[json.dumps({"name": n, "arguments": a}), o if isinstance(o, str) else json.dumps(o)]
                      for n, a, o in turns]}


CARD = {"id": "crd_77", "name": "Refund flow", "phase": "review", "modified_at": "2025-04-02T10:00:00Z"}


def test_a_set_value_that_moves_with_a_later_update_stamp_was_changed_by_someone_else() -> None:
    mine = dict(CARD, phase="blocked", modified_at="2025-04-02T10:05:00Z")
    theirs = dict(CARD, phase="review", modified_at="2025-04-02T11:40:00Z")
    case = _case(("get_card", {"card_id": "crd_77"}, {"card": CARD}),
                 ("update_card", {"card_id": "crd_77", "phase": "blocked"}, {"card": mine}),
                 ("get_card", {"card_id": "crd_77"}, {"card": theirs}))
    assert run_case(case) == []


def test_a_set_value_that_reverts_with_its_update_stamp_is_still_a_contradiction() -> None:
    mine = dict(CARD, phase="blocked", modified_at="2025-04-02T10:05:00Z")
    case = _case(("get_card", {"card_id": "crd_77"}, {"card": CARD}),
                 ("update_card", {"card_id": "crd_77", "phase": "blocked"}, {"card": mine}),
                 ("get_card", {"card_id": "crd_77"}, {"card": CARD}))  # the stamp went back too
    assert run_case(case) == [(3, "set-value-reverted")]


def test_a_stamp_read_before_our_own_update_does_not_excuse_a_revert() -> None:
    v = {"id": 9, "owner": "kim", "tier": "gold", "version": 3}
    case = _case(("get_account", {"id": 9}, v),
                 ("update_account", {"id": 9, "tier": "platinum"}, "Account 9 updated."),
                 ("get_account", {"id": 9}, dict(v, version=4)))  # our update made version 4
    assert run_case(case) == [(3, "set-value-reverted")]


def test_two_records_of_one_result_sharing_their_only_key_are_neither() -> None:
    replies = [{"author": "U1", "parent_post_id": "P5", "body": "ack"},
               {"author": "U2", "parent_post_id": "P5", "body": "on it"}]
    case = _case(("get_post_replies", {"post": "P5"}, {"replies": replies}))
    assert run_case(case) == []


def test_a_field_named_for_the_latest_activity_follows_others() -> None:
    t = {"id": "th_4", "topic": "deploy", "latest_comment": "c_10"}
    case = _case(("get_thread", {"id": "th_4"}, t), ("get_thread", {"id": "th_4"}, dict(t, latest_comment="c_12")))
    assert run_case(case) == []


def test_a_file_written_into_a_listed_directory_is_created_there() -> None:
    listing = "[FILE] a.txt\n[FILE] b.txt"
    case = _case(("list_directory", {"path": "/srv/docs"}, listing),
                 ("write_file", {"path": "/srv/docs/c.txt", "content": "x"}, "Successfully wrote to /srv/docs/c.txt"),
                 ("list_directory", {"path": "/srv/docs"}, listing))
    assert (3, "created-absent") in run_case(case)
    ok = _case(("list_directory", {"path": "/srv/docs"}, listing),
               ("write_file", {"path": "/srv/docs/c.txt", "content": "x"}, "Successfully wrote to /srv/docs/c.txt"),
               ("list_directory", {"path": "/srv/docs"}, listing + "\n[FILE] c.txt"))
    assert run_case(ok) == []


def test_rewriting_a_listed_file_changes_no_count_and_a_made_directory_shows() -> None:
    listing = "[FILE] a.txt\n[DIR] old"
    ok = _case(("list_directory", {"path": "/srv"}, listing),
               ("write_file", {"path": "/srv/a.txt", "content": "y"}, "Successfully wrote to /srv/a.txt"),
               ("create_directory", {"path": "/srv/old"}, "Successfully created directory /srv/old"),
               ("list_directory", {"path": "/srv"}, listing))
    assert run_case(ok) == []
    made = _case(("create_directory", {"path": "/srv/new"}, "Successfully created directory /srv/new"),
                 ("list_directory", {"path": "/srv"}, listing))
    assert run_case(made) == [(2, "created-absent")]


def test_a_read_file_reports_a_created_file_missing() -> None:
    case = _case(("list_directory", {"path": "/w"}, "[FILE] todo.md"),
                 ("write_file", {"path": "/w/notes.md", "content": "x"}, "Successfully wrote to /w/notes.md"),
                 ("read_file", {"path": "/w/notes.md"}, "Error: ENOENT: no such file or directory, open '/w/notes.md'"))
    assert run_case(case) == [(3, "created-reported-missing")]


def test_a_file_created_then_moved_counts_once_in_the_next_listing() -> None:
    listing = "[FILE] a.md\n[FILE] b.md"
    ok = _case(("list_directory", {"path": "/d"}, listing),
               ("write_file", {"path": "/d/tmp.md", "content": "x"}, "Successfully wrote to /d/tmp.md"),
               ("move_file", {"source": "/d/tmp.md", "destination": "/d/c.md"}, "Successfully moved"),
               ("list_directory", {"path": "/d"}, listing + "\n[FILE] c.md"))
    assert run_case(ok) == []


def test_a_delete_naming_several_things_in_a_list_deletes_each() -> None:
    graph = {"nodes": [{"name": "Oslo", "kind": "city"}, {"name": "Bergen", "kind": "city"},
                       {"name": "Tromso", "kind": "city"}]}
    rm = ("delete_nodes", {"nodeNames": ["Oslo", "Bergen"]}, "Nodes deleted successfully")
    case = _case(("read_nodes", {}, graph), rm, ("read_nodes", {}, graph))
    assert (3, "deleted-present") in run_case(case) or (3, "listing-deleted-member") in run_case(case)
    ok = _case(("read_nodes", {}, graph), rm, ("read_nodes", {}, {"nodes": graph["nodes"][2:]}))
    assert run_case(ok) == []


def test_a_change_of_a_thing_read_without_a_container_gives_the_container_arguments_as_values() -> None:
    # `update_ticket(ticket_id, group_id, priority)`: the ticket was read with no container, so its group is a
    # value the change sets (it moves the ticket), not where the ticket is
    t = {"id": 48213, "subject": "Refund stuck", "priority": "high", "group_id": 3600}
    moved = dict(t, priority="urgent", group_id=3700)
    search = ("search_tickets", {"query": "refund"}, {"results": [t, {"id": 48190, "priority": "low"}]})
    update = ("update_ticket", {"ticket_id": 48213, "group_id": 3700, "priority": "urgent"}, {"ticket": moved})
    reverted = ("search_tickets", {"query": "refund"}, {"results": [dict(t, group_id=3700),
                                                                   {"id": 48190, "priority": "low"}]})
    assert run_case(_case(search, update, reverted)) == [(3, "set-value-reverted")]
    assert run_case(_case(search, update, ("search_tickets", {"query": "refund"}, {"results": [moved]}))) == []
    # near miss: a thing read in its container is changed in the container the call names
    repo = {"owner": "acme", "repo": "api"}
    issue = {"number": 42, "title": "Flaky test", "state": "open"}
    read = ("get_issue", {**repo, "issue_number": 42}, issue)
    other = ("update_issue", {"owner": "acme", "repo": "web", "issue_number": 42, "state": "closed"},
             dict(issue, state="closed"))
    assert run_case(_case(read, other, read)) == []
