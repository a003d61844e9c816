"""The MCP (fact engine), search, SWE-tools and GUI ledgers: contradictions and near-misses."""

from __future__ import annotations

import pytest


import json

from playground.decoherence.mcp_results import is_error, load_json
from tests.decoherence.helpers import kinds, noted, session, warnings_at
from tests.decoherence.trajectories_mcp import call, j, tools

NOTE_TOOLS = tools(("list_notes", "", {"folder": "string"}, []), ("create_note", "", {"title": "string"}, []),
                   ("update_note", "", {"id": "string"}, ["id"]), ("get_note", "", {"id": "string"}, ["id"]),
                   ("delete_note", "", {"id": "string"}, ["id"]))


def mcp(*steps):
    return session("mcp", NOTE_TOOLS, list(steps))


# ------------------------------------------------------------------- MCP


def test_json_reading() -> None:
    assert load_json('{"a": 1}') == ({"a": 1}, None, True)
    value, err, looks = load_json('{"a": 1, "b": [')
    assert value is None and looks and err is not None and "line 1" in err
    assert load_json("Message queued.") == (None, None, False)
    wrapped = json.dumps({"content": [{"type": "text", "text": '{"id": "x"}'}], "isError": True})
    assert load_json(wrapped)[0] == {"id": "x", "isError": True}
    assert is_error({"error": {"code": 404}}, "") and not is_error({"errors": []}, "")
    assert is_error(None, "Error: quota exceeded") and not is_error(None, "Saved 3 rows")


def test_created_then_listed_then_deleted() -> None:
    create = (call("create_note", folder="inbox", title="Call plumber"), j({"id": "n2", "title": "Call plumber"}))
    ok = mcp(create,
             (call("list_notes", folder="inbox"), j({"notes": [{"id": "n2", "title": "Call plumber"}]})),
             (call("delete_note", id="n2"), j({"deleted": True, "id": "n2"})),
             (call("delete_note", id="n2"), j({"error": {"code": "not_found", "message": "note n2 does not exist"}})),
             (call("list_notes", folder="inbox"), j({"notes": []})),
             (call("create_note", folder="inbox", title="Call plumber"), j({"id": "n3", "title": "Call plumber"})))
    assert kinds(ok) == {}
    back = mcp(create, (call("delete_note", id="n2"), j({"deleted": True})),
               (call("list_notes", folder="inbox"), j({"notes": [{"id": "n2", "title": "Call plumber"}]})))
    assert noted(back) == {3}
    w = warnings_at(back, 3)[0]
    assert w.evidence["earlier_step"] == 2
    missing = mcp(create, (call("list_notes", folder="inbox"), j({"notes": []})))
    assert noted(missing) == {2}
    other_folder = mcp(create, (call("list_notes", folder="archive"), j({"notes": []})))
    assert kinds(other_folder) == {}
    paged = mcp(create, (call("list_notes", folder="inbox"), j({"notes": [{"id": "n1"}], "has_more": True})))
    assert kinds(paged) == {}


DNS_TOOLS = tools(("dns_record_delete", "", {"zone_id": "string", "record_id": "string"}, ["zone_id", "record_id"]),
                  ("dns_records_list", "", {"zone_id": "string"}, ["zone_id"]))


def test_a_delete_naming_its_container_deletes_the_record_of_its_noun() -> None:
    zone, rec = "8e3b71c9d2f04a6b95e1c07d4a2f6b13", "1d8b3f6a0e2c47d59b4a7e1c3f8d02b5"
    delete = (call("dns_record_delete", zone_id=zone, record_id=rec), j({"result": {"id": rec}, "success": True}))
    # the zone the record lived in is still there: its other records list under it
    ok = session("mcp", DNS_TOOLS, [delete, (call("dns_records_list", zone_id=zone), j({"result": [
        {"id": "e70b4f92d1c6483ea5f7b2c8d0e91a34", "zone_id": zone, "type": "MX"}]}))])
    assert kinds(ok) == {}


def test_values_set_and_read_back() -> None:
    create = (call("create_note", folder="inbox", title="Draft", body="x"), j({"id": "n7", "title": "Draft"}))
    ok = mcp(create, (call("update_note", id="n7", title="Final"), j({"id": "n7", "title": "Final"})),
             (call("get_note", id="n7"), j({"id": "n7", "title": "Final", "body": "x",
                                            "updated": "2025-01-01T00:00:00Z"})),
             (call("get_note", id="n7"), j({"id": "n7", "title": "Final", "body": "x",
                                            "updated": "2025-01-02T00:00:00Z"})))  # time stamps may move
    assert kinds(ok) == {}
    lost = mcp(create, (call("update_note", id="n7", title="Final"), j({"id": "n7", "title": "Final"})),
               (call("get_note", id="n7"), j({"id": "n7", "title": "Draft"})))
    assert noted(lost) == {3}
    normalized = mcp((call("create_note", folder="Inbox", title="Lunch", due="2025-03-01T12:00"),
                      j({"id": "n8", "folder": "inbox", "title": "Lunch", "due": "2025-03-01T12:00:00Z"})))
    assert kinds(normalized) == {}


def test_implicit_writes_change_flags_not_text() -> None:
    seen = (call("get_note", id="n1"), j({"id": "n1", "title": "A", "pinned": False}))
    ok = mcp(seen, (call("pin_note", id="n1"), j({"ok": True})),
             (call("get_note", id="n1"), j({"id": "n1", "title": "A", "pinned": True})))
    assert kinds(ok) == {}


def test_not_found_for_a_live_record_and_id_changes() -> None:
    create = (call("create_note", folder="inbox", title="Trip"), j({"id": "n5", "title": "Trip"}))
    moved = mcp(create, (call("list_notes", folder="inbox"), j({"notes": [{"id": "n9", "title": "Trip"}]})))
    assert noted(moved) == {2}
    assert "n9" in warnings_at(moved, 2)[0].message
    twin = mcp(create, (call("create_note", folder="inbox", title="Trip"), j({"id": "n6", "title": "Trip"})))
    assert kinds(twin) == {}  # a second note with the same title is new, not a changed id


def test_a_record_deleted_under_the_zone_its_delete_named_is_listed_again() -> None:
    # ``zone_id`` names where the record lives (a scope), not a second thing the call acts on
    zone, rec = "8e3b71c9d2f04a6b95e1c07d4a2f6b13", "1d8b3f6a0e2c47d59b4a7e1c3f8d02b5"
    delete = (call("dns_record_delete", zone_id=zone, record_id=rec), j({"result": {"id": rec}, "success": True}))
    back = session("mcp", DNS_TOOLS, [delete, (call("dns_records_list", zone_id=zone), j({"result": [
        {"id": rec, "zone_id": zone, "type": "TXT"}]}))])
    assert noted(back) == {2}
    gone = session("mcp", DNS_TOOLS, [delete, (call("dns_records_list", zone_id=zone), j({"result": []}))])
    assert noted(gone) == set()


@pytest.mark.xfail(strict=True, reason="known gaps of the fact engine since the older MCP ledger was deleted")
def test_mcp_gaps_of_the_fact_engine() -> None:
    """What the older MCP ledger followed and the fact engine's tools binding does not yet (strict: move one
    back into its test above when it is found)."""
    # only the title was updated, the body changed
    create = (call("create_note", folder="inbox", title="Draft", body="x"), j({"id": "n7", "title": "Draft"}))
    drift = mcp(create, (call("update_note", id="n7", title="Final"), j({"id": "n7", "title": "Final"})),
                (call("get_note", id="n7"), j({"id": "n7", "title": "Final", "body": "y"})))
    # pinning a note changed its title
    seen = (call("get_note", id="n1"), j({"id": "n1", "title": "A", "pinned": False}))
    bad = mcp(seen, (call("pin_note", id="n1"), j({"ok": True})),
              (call("get_note", id="n1"), j({"id": "n1", "title": "B", "pinned": True})))
    # a note just created is not found
    made = (call("create_note", folder="inbox", title="Trip"), j({"id": "n5", "title": "Trip"}))
    gone = mcp(made, (call("get_note", id="n5"), j({"error": "note n5 not found"})))
    # a task created open is missing from the open tasks
    todo = tools(("create_task", "", {"title": "string"}, []), ("list_tasks", "", {"status": "string"}, []))
    kept = session("mcp", todo, [
        (call("create_task", title="Book venue"), j({"task_id": "t1", "title": "Book venue", "status": "open"})),
        (call("list_tasks", status="open"), j({"tasks": []})),
    ])
    # a note created with one title answered with another
    wrong_create = mcp((call("create_note", folder="inbox", title="Draft"), j({"id": "n7", "title": "Drafts"})))
    assert (noted(wrong_create) == {1} or noted(drift) == {3} or noted(bad) == {3}
            or noted(gone) == {2} or noted(kept) == {2})


# ----------------------------------------------------------------- search

def _search(*steps):
    return session("search", "Search engine home page.", list(steps))


def test_search_pages_find_and_memory() -> None:
    serp = ({"action": "search", "query": "q"}, "1. Alpha page\n   https://a.example/\n   about alpha")
    page = ({"action": "open", "url": "https://a.example/"},
            "URL: https://a.example/\nTitle: Alpha page - A site\n\nAlpha is the first letter.\nVersion: 2.1")
    ok = _search(serp, page, ({"action": "find", "pattern": "gamma"}, "No matches for \"gamma\"."),
                 ({"action": "find", "pattern": "first letter"}, "1 match: Alpha is the first letter."),
                 ({"action": "open", "url": "https://a.example"},
                  "URL: https://a.example/\nTitle: Alpha page - A site\n\nAlpha is the first letter.\nVersion: 2.1"),
                 ({"action": "memory_write", "key": "k", "value": "v1"}, "stored"),
                 ({"action": "memory_write", "key": "k", "value": "v2"}, "updated"),
                 ({"action": "memory_read", "key": "k"}, "k: v2"),
                 ({"action": "memory_read", "key": "unknown"}, "k2: whatever"))
    assert kinds(ok) == {}
    bad = _search(serp, page, ({"action": "find", "pattern": "first letter"}, "No matches."),
                  ({"action": "open", "url": "https://a.example/"},
                   "URL: https://a.example/\nTitle: Alpha page - A site\n\nAlpha is the first letter.\nVersion: 3.0"),
                  ({"action": "search", "query": "q2"}, "1. Beta things\n   https://a.example/\n   beta"),
                  ({"action": "memory_write", "key": "k", "value": "v1"}, "stored"),
                  ({"action": "memory_read", "key": "k"}, "k: v9"),
                  ({"action": "memory_delete", "key": "k"}, "deleted"),
                  ({"action": "memory_list"}, "k"))
    # step 5, the page's URL under another title in a result list: search.title was removed (0 of 6 right on
    # held-out sets), the fact engine's title identity finds it (information while its binding is in preview);
    # at step 4 it speaks beside search.page, which holdout11 put in preview (8 of 12 right); the memory's value read
    # back otherwise and its deleted key listed again are the engine's, since the older memory checks were deleted
    assert kinds(bad) == {3: ["fact.identity-changed"], 4: ["fact.identity-changed"], 5: ["fact.identity-changed"],
                          7: ["fact.set-value-reverted"], 9: ["fact.deleted-present"]}


# ------------------------------------------------------------------- SWE

def _view(path: str, lines: list[str]) -> str:
    return f"Here's the result of running `cat -n` on {path}:\n" + "\n".join(
        f"{n:6d}\t{t}" for n, t in enumerate(lines, 1))


def test_swe_files_edits_and_exit_codes() -> None:
    create = ({"action": "create", "path": "/repo/a.py", "content": "x = 1\ny = 2\n"}, "File created successfully")
    ok = session("swe", "Repository /repo", [
        create,
        ({"action": "view", "path": "/repo/a.py"}, _view("/repo/a.py", ["x = 1", "y = 2"])),
        ({"action": "str_replace", "path": "/repo/a.py", "old": "y = 2", "new": "y = 3"},
         "The file /repo/a.py has been edited."),
        ({"action": "view", "path": "/repo/a.py"}, _view("/repo/a.py", ["x = 1", "y = 3"])),
        ({"action": "bash", "command": "python a.py; echo exit code: $?"}, "exit code: 0"),
        ({"action": "bash", "command": "python a.py; echo exit code: $?"}, "exit code: 0"),
        ({"action": "str_replace", "path": "/repo/a.py", "old": "y = 2", "new": "y = 4"},
         "No replacement was performed, old_str `y = 2` did not appear verbatim in /repo/a.py."),
        ({"action": "bash", "command": "rm a.py && ls"}, "README.md"),
        ({"action": "view", "path": "/repo/a.py"}, "The path /repo/a.py does not exist."),
    ])
    assert kinds(ok) == {}
    bad = session("swe", "Repository /repo", [
        create,
        ({"action": "view", "path": "/repo/a.py"}, _view("/repo/a.py", ["x = 1", "y = 5"])),
        ({"action": "str_replace", "path": "/repo/a.py", "old": "z = 9", "new": "z = 0"},
         "The file /repo/a.py has been edited."),
        ({"action": "bash", "command": "python -m pytest -q"}, "3 passed in 0.01s"),
        ({"action": "bash", "command": "python -m pytest -q"}, "1 failed, 2 passed in 0.01s"),
        ({"action": "view", "path": "/repo"}, "/repo\n/repo/README.md"),
    ])
    # the older SWE ledger (deleted) also caught steps 3 (a replace of text the file does not hold reported
    # done), 5 (the same run on an unchanged tree fails now) and 6 (a created file missing from a directory
    # view): known gaps of the fact engine (test_swe_gaps_of_the_fact_engine)
    assert kinds(bad) == {2: ["fact.set-value-reverted"]}


@pytest.mark.xfail(strict=True, reason="known gaps of the fact engine since the older SWE ledger was deleted")
def test_swe_gaps_of_the_fact_engine() -> None:
    create = ({"action": "create", "path": "/repo/a.py", "content": "x = 1\ny = 2\n"}, "File created successfully")
    bad = session("swe", "Repository /repo", [
        create,
        ({"action": "str_replace", "path": "/repo/a.py", "old": "z = 9", "new": "z = 0"},
         "The file /repo/a.py has been edited."),
        ({"action": "bash", "command": "python -m pytest -q"}, "3 passed in 0.01s"),
        ({"action": "bash", "command": "python -m pytest -q"}, "1 failed, 2 passed in 0.01s"),
        ({"action": "view", "path": "/repo"}, "/repo\n/repo/README.md"),
    ])
    assert set(kinds(bad)) >= {2, 4, 5}


# ------------------------------------------------------------------- GUI

def test_listing_filters_on_fields_a_write_may_have_changed() -> None:
    todo = tools(("create_task", "", {"title": "string"}, []), ("complete_task", "", {"task_id": "string"}, []),
                 ("list_tasks", "", {"status": "string"}, []))
    s = session("mcp", todo, [
        (call("create_task", title="Book venue"), j({"task_id": "t1", "title": "Book venue", "status": "open"})),
        (call("complete_task", task_id="t1"), "Task completed."),
        (call("list_tasks", status="open"), j({"tasks": []})),  # done now: not among the open ones
    ])
    assert kinds(s) == {}


def test_records_named_by_their_own_id_key() -> None:
    mail = tools(("send_email", "", {"to": "string"}, []), ("list_sent", "", {}, []),
                 ("delete_message", "", {"message_id": "string"}, []))
    s = session("mcp", mail, [
        (call("send_email", to="a@x.io"), j({"message_id": "m1", "to": "a@x.io"})),
        (call("list_sent"), j({"messages": [{"message_id": "m1", "to": "a@x.io"}]})),
        (call("delete_message", message_id="m1"), j({"deleted": True})),
        (call("list_sent"), j({"messages": [{"message_id": "m1", "to": "a@x.io"}]})),
    ])
    assert noted(s) == {4}


def test_the_same_id_in_two_kinds_of_record_is_two_records() -> None:
    crm = tools(("list_users", "", {}, []), ("list_projects", "", {}, []))
    s = session("mcp", crm, [
        (call("list_users"), j({"users": [{"id": 1, "name": "Alice"}, {"id": 2, "name": "Bob"}]})),
        (call("list_projects"), j({"projects": [{"id": 1, "name": "Website"}]})),
        (call("list_users"), j({"users": [{"id": 1, "name": "Alice"}, {"id": 2, "name": "Bob"}]})),
    ])
    assert kinds(s) == {}
    drift = session("mcp", crm, [
        (call("list_users"), j({"users": [{"id": 1, "name": "Alice"}]})),
        (call("list_users"), j({"users": [{"id": 1, "name": "Alicia"}]})),
    ])
    assert noted(drift) == {2}
