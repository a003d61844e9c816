"""A record's short lists (its labels, its tags) read as one value each, in no order: an update that gives the whole
list (``labelIds=[...]``, ``tags=[...]``) sets it, and a later read with nothing touching the record must show those
members; a list others add to (a thread's repliers) moves on its own and is never judged unset. An update that
names its record by a bare ``id`` sets the other ids it gives (a state, an assignee, labels)."""

from __future__ import annotations

import json
from typing import Any

from playground.decoherence.structured import Call, flatten, member_sets, target_key
from tests.decoherence.test_rules import run_case

BUG, UI, OLD = "3b6d2f4e-1a8c-4e07-9f25-7c1d0b9e8a42", "5fa8e0d2-3c71-49b4-a6e5-12d9b07c4f38", \
    "e9c51f07-b28a-4d63-a0f4-3b7e2c9d1a85"
ISSUE = "7c1f4e2a-93b8-4d61-a0f5-2e8c9b7d4a13"


def _issue(*labels: str, title: str = "Date picker resets timezone") -> str:
    names = {BUG: "Bug", UI: "Frontend", OLD: "Regression"}
    return json.dumps({"issue": {"id": ISSUE, "identifier": "ENG-2291", "title": title, "priority": 2,
                                 "labels": [{"id": x, "name": names[x]} for x in labels]}})


def _mcp(*turns: tuple[str, dict[str, Any], str]) -> dict[str, Any]:
    return {"name": "t", "domain": "mcp", "state": None,
            "turns": [[json.dumps({"name": n, "arguments": a}), o] for n, a, o in turns]}


def test_a_list_is_one_value_by_its_members_keys_or_names() -> None:
    attrs = flatten({"id": 1, "labels": [{"id": "b"}, {"id": "a"}], "tags": ["UI", "bug"], "rows": [[1], [2]]})
    assert attrs["labels (ids)"] == "a, b" and attrs["tags (names)"] == "bug, ui" and "rows" not in str(attrs)
    assert member_sets({"labelIds": ["B", "a"], "tags": ["x"], "title": "t"}, attrs) == (
        ("labels (ids)", "a, b"), ("tags (names)", "x"))


def test_an_update_by_a_bare_id_sets_the_other_ids_it_gives() -> None:
    call = Call.of_tool(1, "update_issue", {"id": "ENG-2291", "stateId": "s1", "labelIds": [BUG]})
    assert target_key(call) == "ENG-2291"
    # near miss: a label taken off an issue names the issue as its container, not the label's own key
    assert target_key(Call.of_tool(1, "remove_label", {"issue_id": "ENG-2291", "label_id": BUG})) is None


def test_labels_set_whole_then_read_back_with_a_removed_one_are_reverted() -> None:
    get = ("get_issue", {"id": "ENG-2291"})
    update = ("update_issue", {"id": "ENG-2291", "stateId": "s1", "labelIds": [BUG, UI]}, _issue(BUG, UI))
    comment = ("create_comment", {"issueId": "ENG-2291", "body": "Root cause found"},
               json.dumps({"comment": {"id": "a2f85c1e-39d7-4b06-8e4a-7d0c3b9f25e1", "body": "Root cause found"}}))
    back = _mcp((*get, _issue(BUG, UI, OLD)), update, comment, (*get, _issue(BUG, UI, OLD)))
    assert (4, "set-value-reverted") in run_case(back)
    # near miss: read back with the members set, in another order
    assert run_case(_mcp((*get, _issue(BUG, UI, OLD)), update, comment, (*get, _issue(UI, BUG)))) == []


def test_a_list_others_add_to_is_not_judged_unset() -> None:
    def thread(*users: str) -> str:
        return json.dumps({"messages": [{"ts": "1718031245.339119", "text": "deploy?", "reply_users": list(users)}]})
    hist = ("conversations_history", {"channel": "C04KQ7M2P9X"})
    assert run_case(_mcp((*hist, thread("U01", "U02")), (*hist, thread("U01", "U02", "U03")))) == []
