"""Values that say the same thing read twice, and changes a page or a call explains: a date given coarser
and finer, a line that gained a sentence, a page whose own refresh stamp moved on (its time of day read
with AM/PM), records nested in a whole record an update gave, a rollout's READY count converging."""

from __future__ import annotations

import json
from typing import Any

from playground.decoherence.engine.rules import restated, same_value
from playground.decoherence.views.keyclasses import attr_class
from playground.decoherence.views.page_facts import stamps
from tests.decoherence.test_rules import run_case


def _case(domain: str, *turns: tuple[str, dict[str, Any], str]) -> dict[str, Any]:
    return {"name": "t", "domain": domain, "state": None,
            "turns": [[json.dumps({"name": n, "arguments": a}), o] for n, a, o in turns]}


def test_a_date_coarser_in_one_view_and_a_sentence_added_are_the_same_value() -> None:
    assert same_value("2009-03", "2009-03-14") and same_value("2009-03-14", "2009-03-14T10:00Z")
    assert not same_value("2009-03", "2009-04-01") and not same_value("2009-03-1", "2009-03-14")
    said = "2 for a win, 1 for a loss. Ties are broken by head-to-head record."
    assert same_value(said, said + " Riga lead Kaunas on head-to-head (2-1).")
    assert not same_value("Status is fine.", "Status is fine. x")  # too short to be a sentence of a page
    assert not same_value(said, said[:-1] + " and points difference.")  # the sentence itself changed


def test_refresh_stamps_read_their_time_of_day() -> None:
    assert stamps("Last updated: June 10, 2025 8:05 AM")["last updated"][0] == "2025-06-10T08:05"
    assert stamps("Last updated: June 10, 2025 4:42 PM")["last updated"][0] == "2025-06-10T16:42"
    assert stamps("Last updated: June 10, 2025 12:10 am")["last updated"][0] == "2025-06-10T00:10"
    assert stamps("Last updated: June 10, 2025 at 14:05 UTC")["last updated"][0] == "2025-06-10T14:05Z"


ALERTS = "https://www.transit.example/alerts"


def _alerts(updated: str, effective: str) -> str:
    return (f"# Service alerts\n\nTri-County Transit · Last updated: June 10, 2025 {updated}\n\n"
            f"## Route 17 detour\n\n**Effective:** {effective}\n\nBuses skip Alder St.")


def test_a_page_whose_refresh_stamp_moved_on_may_state_other_things() -> None:
    read = ("web_extractor", {"url": ALERTS, "goal": "detour"}, _alerts("8:05 AM", "June 9 – June 20, 2025"))
    extended = ("web_extractor", {"url": ALERTS, "goal": "detour end"}, _alerts("4:42 PM", "June 9 – June 27, 2025"))
    assert run_case(_case("search", read, extended)) == []
    # the same refresh stamp: the page did not change, and a field that did is a contradiction
    same = ("web_extractor", {"url": ALERTS, "goal": "detour end"}, _alerts("8:05 AM", "June 9 – June 27, 2025"))
    assert run_case(_case("search", read, same)) == [(2, "state-changed-without-write")]
    # a stamp that went back is no refresh: it is the contradiction
    later = ("web_extractor", {"url": ALERTS, "goal": "detour"}, _alerts("4:42 PM", "June 9 – June 20, 2025"))
    back = ("web_extractor", {"url": ALERTS, "goal": "detour end"}, _alerts("8:05 AM", "June 9 – June 27, 2025"))
    assert run_case(_case("search", later, back)) == [(2, "monotone-reversed")]


def _dashboard(title: str, version: int) -> str:
    return json.dumps({"dashboard": {"uid": "ferm", "title": "Cellar", "version": version,
                                     "panels": [{"id": 2, "type": "timeseries", "title": title}]}})


def test_an_update_that_gives_a_whole_record_writes_the_records_nested_in_it() -> None:
    get = ("get_dashboard_by_uid", {"uid": "ferm"}, _dashboard("FV temperatures", 17))
    whole = ("update_dashboard", {"dashboard": {"uid": "ferm", "title": "Cellar",
                                                "panels": [{"id": 2, "title": "FV temperatures (°C)"}]}},
             json.dumps({"uid": "ferm", "status": "success", "version": 18}))
    again = ("get_dashboard_by_uid", {"uid": "ferm"}, _dashboard("FV temperatures (°C)", 18))
    assert run_case(_case("mcp", get, whole, again)) == []
    # a read with nothing between: the panel's title changing is still a contradiction
    assert run_case(_case("mcp", get, again)) != []


def test_a_rollouts_ready_count_moves_by_itself() -> None:
    for name in ("READY", "UP-TO-DATE", "ready replicas", "RESTARTS"):
        assert attr_class(name) == "soft", name
    assert attr_class("IMAGE") == "state"


def test_a_reading_that_only_restates_another_is_the_same_thing() -> None:
    assert restated("Invitrogen 15568025", "Invitrogen") and restated("Ford Transit Custom 320L", "Transit Custom 320L")
    assert restated("NEB", "New England Biolabs") and restated("2024-02-29T14:00:00+00:00", "14:00")
    assert restated("Katsushika Hokusai", "Katsushika Hokusai (1760-1849)")
    assert restated("https://example.org/Q3-Planning-draft-8c41…", "https://example.org/Q3-Planning-draft-8c41f2d0")
    assert not restated("running", "not running")  # a word more that says the opposite
    assert not restated("def parse_epw(path):", "def parse_epw(path, tz_offset=0):")  # a line of code that grew
    assert not restated("In Progress", "In Review") and not restated("3", "3 4")
    assert not restated("2024-02-29T14:00:00+00:00", "15:00")


def test_a_record_read_again_in_fuller_words_changed_nothing() -> None:
    get = ("get_item", {"item_id": "RGT-00417"},
           json.dumps({"id": "RGT-00417", "vendor": "NEB", "model": "Transit Custom 320L", "lot": "10094"}))
    fuller = ("list_items", {"shelf": "B2"}, json.dumps({"items": [
        {"id": "RGT-00417", "vendor": "New England Biolabs", "model": "Ford Transit Custom 320L", "lot": "10094"}]}))
    assert run_case(_case("mcp", get, fuller)) == []
    other = ("list_items", {"shelf": "B2"}, json.dumps({"items": [
        {"id": "RGT-00417", "vendor": "Thermo Fisher", "model": "Transit Custom 320L", "lot": "10094"}]}))
    assert run_case(_case("mcp", get, other)) == [(2, "state-changed-without-write")]
