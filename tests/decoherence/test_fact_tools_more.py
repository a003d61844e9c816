"""The fact engine's tool (MCP) binding, more mechanisms: one thing read through calls of different nouns (an
envelope's record, a record that states its own kind), fields a view leaves blank, a table's own figures moved by
a statement that writes it. Each with a positive case and a near-miss that must not warn."""

from __future__ import annotations

import json
from typing import Any

from tests.decoherence.test_rules import run_case


def _case(*turns: tuple[str, dict[str, Any], Any]) -> dict[str, Any]:
    return {"name": "t", "domain": "mcp", "state": None,
            "turns": [[json.dumps({"name": n, "arguments": a}), o if isinstance(o, str) else json.dumps(o)]
                      for n, a, o in turns]}


# ------------------------------------------------------------------ an envelope's record is the call's own thing

def _page(title: str) -> dict[str, Any]:
    return {"metadata": {"id": "2147450881", "title": title, "version": 7}, "content": {"value": "## Steps"}}


def test_an_envelope_record_read_back_after_an_update_is_the_updated_thing() -> None:
    case = _case(("get_page", {"page_id": "2147450881"}, _page("Runbook")),
                 ("update_page", {"page_id": "2147450881", "title": "Runbook (v16)"},
                  {"message": "updated", "page": {"id": "2147450881", "title": "Runbook (v16)"}}),
                 ("get_page", {"page_id": "2147450881"}, _page("Runbook (v16)")))
    assert run_case(case) == []


def test_an_envelope_record_showing_the_old_title_after_an_update_reverted_it() -> None:
    case = _case(("get_page", {"page_id": "2147450881"}, _page("Runbook")),
                 ("update_page", {"page_id": "2147450881", "title": "Runbook (v16)"},
                  {"message": "updated", "page": {"id": "2147450881", "title": "Runbook (v16)"}}),
                 ("get_page", {"page_id": "2147450881"}, _page("Runbook")))
    assert run_case(case) == [(3, "set-value-reverted")]


# ------------------------------------------------------------------ a record that states its own kind

def _children(color: str, kind: str = "block") -> dict[str, Any]:
    return {"object": "list", "results": [{"object": kind, "id": "b-2a7d", "color": color}]}


def test_a_record_stating_its_kind_is_the_thing_the_calls_of_that_kind_updated() -> None:
    case = _case(("get_block_children", {"block_id": "p-1f0c"}, _children("red")),
                 ("update_block", {"block_id": "b-2a7d", "color": "blue"},
                  {"object": "block", "id": "b-2a7d", "color": "blue"}),
                 ("get_block_children", {"block_id": "p-1f0c"}, _children("red")))
    assert run_case(case) == [(3, "set-value-reverted")]


def test_a_record_stating_its_kind_read_back_as_set_is_consistent() -> None:
    case = _case(("get_block_children", {"block_id": "p-1f0c"}, _children("red")),
                 ("update_block", {"block_id": "b-2a7d", "color": "blue"},
                  {"object": "block", "id": "b-2a7d", "color": "blue"}),
                 ("get_block_children", {"block_id": "p-1f0c"}, _children("blue")))
    assert run_case(case) == []


def test_a_stated_kind_no_call_acts_on_is_not_taken() -> None:
    # "paragraph" is no noun of the session's calls: the children stay things of their own listing
    case = _case(("update_block", {"block_id": "b-2a7d", "color": "blue"},
                  {"object": "block", "id": "b-2a7d", "color": "blue"}),
                 ("get_block_children", {"block_id": "p-1f0c"}, _children("red", kind="paragraph")))
    assert run_case(case) == []


# ------------------------------------------------------------------ a blank field is a field the view leaves out

def _dash(slug: str) -> list[dict[str, Any]]:
    return [{"id": 142, "uid": "chk-lat-01", "title": "Checkout - Latency", "slug": slug}]


def test_a_field_a_listing_leaves_blank_is_not_a_changed_value() -> None:
    case = _case(("update_dashboard", {"dashboard": {"id": 142, "title": "Checkout - Latency"}},
                  {"id": 142, "slug": "checkout-latency", "status": "success", "version": 15}),
                 ("search_dashboards", {"query": "checkout"}, _dash("")))
    assert run_case(case) == []


def test_a_field_a_listing_shows_otherwise_changed() -> None:
    case = _case(("update_dashboard", {"dashboard": {"id": 142, "title": "Checkout - Latency"}},
                  {"id": 142, "slug": "checkout-latency", "status": "success", "version": 15}),
                 ("search_dashboards", {"query": "checkout"}, _dash("checkout-errors")))
    assert run_case(case) == [(2, "state-changed-without-write")]


# ------------------------------------------------------------------ a statement that writes a table moves its figures

def _tables(rows: int) -> list[dict[str, Any]]:
    return [{"schema": "public", "name": "waitlist", "rows": rows}, {"schema": "public", "name": "posts", "rows": 90}]


def test_an_insert_moves_the_row_figure_a_listing_of_tables_shows() -> None:
    case = _case(("list_tables", {"project_id": "xk"}, _tables(412)),
                 ("execute_sql", {"project_id": "xk", "query": "insert into public.waitlist (email) values ('a@b.c')"},
                  [{"id": 413, "email": "a@b.c"}]),
                 ("list_tables", {"project_id": "xk"}, _tables(413)))
    assert run_case(case) == []


def test_a_row_figure_that_moves_with_only_reads_in_between_changed_without_a_write() -> None:
    case = _case(("list_tables", {"project_id": "xk"}, _tables(412)),
                 ("execute_sql", {"project_id": "xk", "query": "select count(*) from public.posts"}, [{"count": 90}]),
                 ("list_tables", {"project_id": "xk"}, _tables(413)))
    assert run_case(case) == [(3, "state-changed-without-write")]


# ------------------------------------------------------------------ an update whose own result shows a new status

def _issue(status: str, nested: bool = False) -> dict[str, Any]:
    if nested:
        return {"key": "PAY-318", "fields": {"summary": "Refund retries", "status": {"name": status}}}
    return {"key": "PAY-318", "summary": "Refund retries", "status": {"name": status}}


def _transition(later: dict[str, Any]) -> dict[str, Any]:
    return _case(("search_issues", {"jql": "project = PAY"}, {"issues": [_issue("To Do")]}),
                 ("transition_issue", {"issue_key": "PAY-318", "transition_id": "21"},
                  {"success": True, "issue": {"key": "PAY-318", "status": "In Progress"}}),
                 ("get_issue", {"issue_key": "PAY-318"}, later))


def test_a_status_back_to_what_it_was_before_the_update_reverted_it() -> None:
    assert run_case(_transition(_issue("To Do", nested=True))) == [(3, "set-value-reverted")]


def test_a_status_moved_on_to_a_third_one_is_the_workflow() -> None:
    assert run_case(_transition(_issue("In Review", nested=True))) == []
    assert run_case(_transition(_issue("In Progress", nested=True))) == []


# ------------------------------------------------------------------ a settling verb confirmed in words

def _task(done: bool, **more: Any) -> list[dict[str, Any]]:
    return [{"id": "8204117730", "content": "Renew passport photos", "is_completed": done, **more}]


def _closed(later: list[dict[str, Any]]) -> dict[str, Any]:
    return _case(("get_tasks", {"filter": "today"}, _task(False)),
                 ("close_task", {"task_id": "8204117730"}, "Task 8204117730 completed: Renew passport photos"),
                 ("get_tasks", {"filter": "today"}, later))


def test_a_task_closed_in_words_read_back_open_reverted() -> None:
    assert run_case(_closed(_task(False))) == [(3, "set-value-reverted")]


def test_a_recurring_task_closed_comes_back_open_by_design() -> None:
    assert run_case(_closed(_task(False, due={"date": "2024-10-25", "is_recurring": True}))) == []
    assert run_case(_closed(_task(True))) == []


# ------------------------------------------------------------------ a call's own key is no container; long hex ids

_WS = "64f1c2a9e7b3d50012a4c8e1"
_PROJECT = "6502b1e4c9a7f30047d1e2a5"  # a 24-hex object id: it names one project everywhere


def _entries(project_name: str) -> list[dict[str, Any]]:
    return [{"id": "671a1f3ce8b2a4005d9c7e14", "description": "Footer", "projectId": _PROJECT,
             "project": {"id": _PROJECT, "name": project_name}}]


def _renamed_then(listed_name: str) -> dict[str, Any]:
    return _case(("list_projects", {"workspace_id": _WS}, [{"id": _PROJECT, "name": "Website Redesign"}]),
                 ("update_project", {"workspace_id": _WS, "project_id": _PROJECT, "name": "Website Redesign 2"},
                  {"id": _PROJECT, "name": "Website Redesign 2"}),
                 ("list_time_entries", {"workspace_id": _WS}, _entries(listed_name)))


def test_a_record_named_inside_another_by_its_object_id_shows_the_name_an_update_gave_it() -> None:
    # update_project(project_id=...) works on the project, so the name it set is the project's wherever it is shown
    assert run_case(_renamed_then("Website Redesign")) == [(3, "set-value-reverted")]


def test_the_new_name_shown_inside_another_record_is_no_contradiction() -> None:
    assert run_case(_renamed_then("Website Redesign 2")) == []


def test_a_call_names_its_own_kind_by_key_and_another_kind_by_container() -> None:
    from playground.decoherence.structured import Call, make_ref

    assert Call.of_tool(1, "update_project", {"project_id": _PROJECT, "name": "x"}).scope == ""
    assert Call.of_tool(1, "list_tasks", {"project_id": _PROJECT}).scope == json.dumps({"project_id": _PROJECT})
    assert make_ref('{"list_id": "1"}', "task", _PROJECT) == make_ref("", "task", _PROJECT)
    assert make_ref('{"repo": "a"}', "commit", "9e4b7d1") != make_ref('{"repo": "b"}', "commit", "9e4b7d1")  # short


def test_a_rename_by_name_reads_back_under_the_new_name() -> None:
    # `update_user(name=old, new_name=new)`: the name names the thing the call renames
    def users(name: str) -> dict[str, Any]:
        return {"users": [{"id": "AIDA5EXAMPLE01", "name": "akim"}, {"id": "AIDA5EXAMPLE02", "name": name}]}
    renamed = ("update_user", {"name": "dkozlov", "new_name": "dmitri.kozlov"}, {"ok": True})
    before = ("list_users", {}, users("dkozlov"))
    assert run_case(_case(before, renamed, before)) == [(3, "set-value-reverted")]
    assert run_case(_case(before, renamed, ("list_users", {}, users("dmitri.kozlov")))) == []


def _stories(first: str, state: int) -> list[dict[str, Any]]:
    return [{"id": 48213, "name": first, "workflow_state_id": 500000010},
            {"id": 48201, "name": "Promo code field accepts whitespace", "workflow_state_id": state}]


def test_an_update_by_an_id_of_its_own_kind_sets_the_other_ids_it_gives() -> None:
    # `update_story(story_public_id=..., workflow_state_id=...)`: the story is the one named, the state a value;
    # its result's labels (named too) are not the story
    listed = ("list_iteration_stories", {"iteration_public_id": 10412}, _stories("Fix flaky e2e test", 500000009))
    renamed = ("update_story", {"story_public_id": 48213, "name": "Quarantine flaky e2e test"},
               {"id": 48213, "name": "Quarantine flaky e2e test", "labels": [{"id": 47070, "name": "flaky-test"}]})
    moved = ("update_story", {"story_public_id": 48201, "workflow_state_id": 500000012},
             {"id": 48201, "workflow_state_id": 500000012})
    again = ("list_iteration_stories", {"iteration_public_id": 10412}, _stories("Fix flaky e2e test", 500000012))
    assert run_case(_case(listed, renamed, moved, again)) == [(4, "set-value-reverted")]
    fine = ("list_iteration_stories", {"iteration_public_id": 10412}, _stories("Quarantine flaky e2e test", 500000012))
    assert run_case(_case(listed, renamed, moved, fine)) == []
    back = ("list_iteration_stories", {"iteration_public_id": 10412}, _stories("Quarantine flaky e2e test", 500000009))
    assert run_case(_case(listed, renamed, moved, back)) == [(4, "set-value-reverted")]
