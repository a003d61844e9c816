"""Changes a clean trajectory makes that the fact engine once read as contradictions (found on holdout18,
development data since it was measured), each next to the contradiction the same mechanism still catches."""

from __future__ import annotations

import json

from playground.decoherence.engine.model import Quote, Ref, Selector, Write
from playground.decoherence.engine.rules import same_value
from playground.decoherence.engine.store import FactStore
from playground.decoherence.structured import http_call
from playground.decoherence.views.gui import read_screen
from playground.decoherence.views.text_records import text_records
from tests.decoherence.test_rules import run_case, terminal_case


def _call(tool: str, /, **args: object) -> str:
    return json.dumps({"name": tool, "arguments": args})


def test_a_second_edit_keeping_lines_does_not_hide_the_first_edit_that_shifted_them() -> None:
    store, f = FactStore(), Ref("file", "/w", "eval.rs")
    q = Quote(1, "t", "")
    store.write(Write(Selector.of(f), "update", q, keeps=frozenset({"line 1", "line 2"})))  # shifted 3 and below
    seen = store.counter
    store.write(Write(Selector.of(f), "update", q, keeps=frozenset({"line 1", "line 2", "line 28"})))
    assert store.touched_since(f, seen - 1, "line 28") is not None  # the first edit moved line 28
    assert store.touched_since(f, seen - 1, "line 1") is None  # both kept line 1


def test_an_action_on_one_entity_in_a_rest_path_is_that_entity_s_verb() -> None:
    c = http_call(1, "curl", "POST", "http://localhost:8080/api/tasks/4/restore")
    assert (c.verb, c.noun, c.args) == ("restore", "task", {"id": "4"})
    comments = http_call(1, "curl", "POST", "http://x/repos/a/b/issues/7/comments")
    assert (comments.verb, comments.noun) == ("create", "comment")  # a collection under the entity: a create


def test_escaped_text_is_the_text_typed_and_a_value_runs_to_the_line_s_last_quote() -> None:
    assert same_value("a\nb 'x'", "a\\nb \\'x\\'")
    assert not same_value("a\nb", "a\\nc")
    screen = read_screen("[43] textbox 'Source' value='The '''on-call''' rota\\nWeek 12'")
    (box,) = [e for e in screen.elements if e.role == "textbox"]
    assert box.attrs["value"] == "The '''on-call''' rota\\nWeek 12"


def test_a_line_of_several_fields_is_read_field_by_field() -> None:
    got = text_records("Event: Planning (q3n8k1u5d7j0)\nCreated: 2024-10-14T08:12:31Z | Updated: 2024-10-14T08:19:07Z")
    assert got is not None and got.records[0]["created"] == "2024-10-14T08:12:31Z"


def test_a_call_that_finds_its_thing_through_another_s_key_sets_nothing_on_that_other() -> None:
    zone = json.dumps({"zone_id": "Z3", "name": "Cucumber bay", "setpoints": {"day_temp_c": 25.0}})
    turns = [[_call("get_zone_status", zone_id="Z3"), zone],
             [_call("set_setpoint", zone_id="Z3", name="day_temp_c", value=24.0),
              json.dumps({"zone_id": "Z3", "setpoint": "day_temp_c", "new": 24.0})],
             [_call("get_zone_status", zone_id="Z3"), zone.replace("25.0", "24.0")]]
    assert run_case({"domain": "mcp", "state": None, "turns": turns}) == []
    renamed = [[_call("get_zone_status", zone_id="Z3"), zone],
               [_call("update_zone", zone_id="Z3", name="Tomato bay"),
                json.dumps({"zone_id": "Z3", "name": "Tomato bay"})],
               [_call("get_zone_status", zone_id="Z3"), zone]]
    assert (3, "set-value-reverted") in run_case({"domain": "mcp", "state": None, "turns": renamed})


def test_an_amount_typed_plainly_is_the_formatted_amount_shown() -> None:
    head = "tag\tname\ttext\tclass\tdescription\tposition (top-left x&y)\tsize (w&h)\n"
    cell = head + "table-cell\tD3\t{}\t\t\t(452, 234)\t(90, 22)\n"
    typed = "```python\nimport pyautogui\npyautogui.typewrite('1284.5\\n')\n```"
    case = {"domain": "desktop", "state": cell.format("1,824.50"),
            "turns": [[typed, cell.format("1,284.50")]]}
    assert run_case(case) == []
    untyped = {"domain": "desktop", "state": cell.format("1,824.50"),
               "turns": [["```python\nimport pyautogui\npyautogui.press('down')\n```", cell.format("1,284.50")]]}
    assert run_case(untyped) == [(1, "identifier-drift")]


def test_a_forecast_page_states_other_things_on_the_next_visit() -> None:
    url = "https://forecast.weather.gov/MapClick.php?lat=41.88&lon=-87.63"
    page = "# Forecast for Chicago IL\n\nTonight: Mostly clear, with a low around {}.\nThursday: Sunny, high 81."
    turns = [[_call("web_extractor", url=url, goal="forecast"), page.format(62)],
             [_call("web_extractor", url=url, goal="forecast"), page.format(63)]]
    assert run_case({"domain": "search", "state": None, "turns": turns}) == []


def test_a_record_named_inside_another_keeps_the_name_an_action_gave_it() -> None:
    pid = "4c1e9a2b-7f10-4d3e-8b5a-6c7d8e9f0a1b"

    def issue(name: str) -> str:
        return json.dumps({"identifier": "GROW-418", "title": "Skip link", "project": {"id": pid, "name": name}})

    renamed = json.dumps({"id": pid, "name": "Self-serve Onboarding"})
    turns = [[_call("get_project", query="Onboarding v2"), json.dumps({"id": pid, "name": "Onboarding v2"})],
             [_call("update_project", id=pid, name="Self-serve Onboarding"), renamed],
             [_call("get_issue", id="GROW-418"), issue("Onboarding v2")]]
    assert (3, "set-value-reverted") in run_case({"domain": "mcp", "state": None, "turns": turns})
    turns[2][1] = issue("Self-serve Onboarding")
    assert run_case({"domain": "mcp", "state": None, "turns": turns}) == []
    # another record's view of a name is no state of its own: the project's own read after it is not judged by it
    shown = [[_call("get_issue", id="GROW-418"), issue("Onboarding")],
             [_call("get_project", id=pid), json.dumps({"id": pid, "name": "Onboarding v2"})]]
    assert run_case({"domain": "mcp", "state": None, "turns": shown}) == []


# ------------------------------------------------ found on holdout20 (development data since it was measured)

def test_a_live_page_retitles_itself() -> None:
    url = "https://www.bbc.co.uk/sport/football/live/c1ww2kv4v4xt"
    page = "# Champions League final live: Dortmund {} Real Madrid\n\nKick-off 20:00."
    turns = [[_call("web_extractor", url=url, goal="score"), page.format("0-0")],
             [_call("web_extractor", url=url, goal="score"), page.format("0-1")]]
    assert run_case({"domain": "search", "state": None, "turns": turns}) == []


def test_a_single_page_app_route_names_its_page() -> None:
    from playground.decoherence.views.results import url_key

    assert url_key("https://fdc.nal.usda.gov/fdc-app.html#/food-details/173757/nutrients") != \
        url_key("https://fdc.nal.usda.gov/fdc-app.html#/food-details/173756/nutrients")
    assert url_key("https://example.org/page#section-2") == url_key("https://example.org/page")


def test_a_system_package_upgrade_restarts_the_services_it_holds() -> None:
    def status(pid: int) -> str:
        return ("● postgresql@15-main.service - PostgreSQL Cluster 15-main\n"
                "     Active: active (running) since Mon 2024-04-22 03:11:47 UTC; 3 weeks 1 day ago\n"
                f"   Main PID: {pid} (postgres)")

    turns = [("systemctl status postgresql@15-main --no-pager", status(812)),
             ("apt-get install -y --only-upgrade postgresql-15", "Setting up postgresql-15 (15.7-0+deb12u1) ..."),
             ("systemctl status postgresql@15-main --no-pager", status(51304))]
    assert run_case(terminal_case("root@db-01:~#", *turns)) == []
    untouched = [turns[0], ("apt list --upgradable", "postgresql-15/stable 15.7 amd64"), turns[2]]
    assert (3, "identity-changed") in run_case(terminal_case("root@db-01:~#", *untouched))


def test_a_read_of_a_thing_with_other_arguments_is_another_view_and_an_argument_echoed_is_no_state() -> None:
    def metrics(window: str, start: str) -> str:
        return json.dumps({"key": "new-tax-engine", "window": window, "from": start, "errors": 12})

    turns = [[_call("get_flag_metrics", key="new-tax-engine", window="1h"), metrics("1h", "12:03")],
             [_call("get_flag_metrics", key="new-tax-engine", window="5m"), metrics("5m", "13:05")]]
    assert run_case({"domain": "mcp", "state": None, "turns": turns}) == []
    def rule(v: str) -> str:
        return metrics("1h", "12:03").replace('"errors": 12', f'"errors": 12, "rollout_rule": "{v}"')

    same = [[_call("get_flag_metrics", key="new-tax-engine", window="1h"), rule("percent-10")],
            [_call("get_flag_metrics", key="new-tax-engine", window="1h"), rule("percent-20")]]
    assert (2, "state-changed-without-write") in run_case({"domain": "mcp", "state": None, "turns": same})


def test_an_argument_its_own_result_shows_otherwise_is_not_what_it_set() -> None:
    tank = json.dumps({"tank_id": "FV3", "setpoint_c": 2.0, "temp_c": 19.1})
    turns = [[_call("set_tank_setpoint", tank_id="FV3", temp_c=2.0), tank],
             [_call("get_tank", tank_id="FV3"), tank]]
    assert run_case({"domain": "mcp", "state": None, "turns": turns}) == []


def test_fields_of_a_moving_record_and_a_reading_s_own_moment_move_on_their_own() -> None:
    """Found on holdout21 (development data since it was measured): a sprint's progress rollup, a van's
    live position and a result's ``as_of`` moment changed between two reads with nothing done to them."""
    def sprint(done: int, goal: str) -> str:
        return json.dumps({"sprint_id": 318, "goal": goal, "progress": {"issues_done": done, "issues_total": 12},
                           "as_of": f"2024-12-03T16:{40 + done}:00Z"})

    turns = [[_call("get_sprint", sprint_id=318), sprint(6, "Checkout v3")],
             [_call("list_issues", sprint_id=318), json.dumps({"issues": []})],
             [_call("get_sprint", sprint_id=318), sprint(7, "Checkout v3")]]
    assert run_case({"domain": "mcp", "state": None, "turns": turns}) == []
    # a field of the record itself, with nothing done to it, still may not change
    changed = turns[:2] + [[_call("get_sprint", sprint_id=318), sprint(7, "Checkout v4")]]
    assert (3, "state-changed-without-write") in run_case({"domain": "mcp", "state": None, "turns": changed})


def test_a_lifecycle_that_goes_on_by_itself_may_move_forward_but_not_back() -> None:
    """Found on holdout51 (development data since it was measured): an appointment's confirmation message went
    from queued to delivered between two reads with nothing done to it."""
    def appointment(sms: str) -> str:
        return json.dumps({"appointment_id": "apt-118342", "patient": "R. Osei", "confirmation_sms": sms})

    def turns(first: str, then: str) -> list[list[str]]:
        return [[_call("get_appointment", appointment_id="apt-118342"), appointment(first)],
                [_call("list_providers"), json.dumps({"providers": []})],
                [_call("get_appointment", appointment_id="apt-118342"), appointment(then)]]

    assert run_case({"domain": "mcp", "state": None, "turns": turns("queued", "delivered")}) == []
    # near miss: back along the lifecycle with nothing done
    assert (3, "state-changed-without-write") in run_case({"domain": "mcp", "state": None,
                                                           "turns": turns("delivered", "queued")})


def test_a_write_on_all_things_of_a_kind_reaches_their_parts_a_report_names() -> None:
    """Found on holdout51: grades updated through a course's grading call, then its report's grade items read
    with the new grade."""
    def report(grade: str) -> str:
        return json.dumps({"usergrades": [{"userid": 3310, "gradeitems": [
            {"id": 1021, "itemname": "Journal critique 1", "gradeformatted": "17.00"},
            {"id": 1022, "itemname": "Journal critique 2", "gradeformatted": grade}]}]})

    get = _call("gradereport_user_get_grade_items", courseid=87, userid=3310)
    update = [_call("core_grades_update_grades", courseid=87, activityid=9922,
                    grades=[{"studentid": 3310, "grade": 42}]), "0"]
    assert run_case({"domain": "mcp", "state": None, "turns": [[get, report("-")], update,
                                                               [get, report("42.00")]]}) == []
    # near miss: a call that changes no grade leaves the report as it was
    other = [_call("core_course_get_contents", courseid=87), json.dumps({"sections": []})]
    turns = [[get, report("-")], other, [get, report("42.00")]]
    assert (3, "state-changed-without-write") in run_case({"domain": "mcp", "state": None, "turns": turns})
