"""The fact engine's search binding, more mechanisms: a key read back as "Key not found" inside an object, a page
that says how many minutes ago it was refreshed, refresh stamps that only move forward."""

from __future__ import annotations

import json
from typing import Any

from playground.decoherence.views.page_facts import stamps
from tests.decoherence.test_rules import run_case


def _case(*turns: tuple[str, dict[str, Any], str]) -> dict[str, Any]:
    return {"name": "t", "domain": "search", "state": None,
            "turns": [[json.dumps({"name": n, "arguments": a}), o] for n, a, o in turns]}


ADD = ("dict_memory", {"operation": "add", "dict": {"h_m": "8,848.86 m", "h_old": "8,848 m"}}, "Successfully added.")
RM = ("dict_memory", {"operation": "remove", "key_list": ["h_old"]}, "Successfully removed items of ['h_old'].")
GET = {"operation": "retrieve", "key_list": ["h_m", "h_old"]}


def test_a_removed_key_read_back_in_an_object_as_not_found_is_missing() -> None:
    quiet = _case(ADD, RM, ("dict_memory", GET, '{\n  "h_m": "8,848.86 m",\n  "h_old": "Key not found"\n}'))
    assert run_case(quiet) == []
    back = _case(ADD, RM, ("dict_memory", GET, '{\n  "h_m": "8,848.86 m",\n  "h_old": "8,848 m"\n}'))
    assert run_case(back) == [(3, "deleted-present")]


VESSEL = """# MSC EXAMPLE - Container Ship, IMO 9930038

| | |
| --- | --- |
| Predicted ETA | Feb 11, 2025 19:30 UTC |
| Course / Speed | 128.4° / 15.2 kn |
| Position received | 12 min ago |
| Last report | Feb 11, 2025 06:12 UTC |
"""


def test_a_page_refreshed_minutes_ago_is_live_and_its_stamp_only_moves_forward() -> None:
    url = "https://www.example-ships.com/vessels/details/9930038"
    later = VESSEL.replace("19:30", "20:10").replace("15.2", "14.1").replace("12 min", "2 min")
    moved = _case(("web_extractor", {"url": url, "goal": "eta"}, VESSEL),
                  ("web_extractor", {"url": url, "goal": "eta"}, later.replace("06:12", "06:44")))
    assert run_case(moved) == []  # a live page: its figures and its stamp move on
    back = _case(("web_extractor", {"url": url, "goal": "eta"}, VESSEL),
                 ("web_extractor", {"url": url, "goal": "eta"}, later.replace("06:12", "05:50")))
    assert run_case(back) == [(2, "monotone-reversed")]


WIKI = """# Strandbeest

A strandbeest is a wind-powered kinetic sculpture created by Theo Jansen.

* This page was last edited on 21 January 2025, at 11:37 (UTC).
"""


def test_a_last_edited_stamp_that_goes_back() -> None:
    url = "https://en.wikipedia.org/wiki/Strandbeest"
    back = _case(("web_extractor", {"url": url, "goal": "history"}, WIKI),
                 ("web_extractor", {"url": url, "goal": "mechanism"},
                  WIKI.replace("21 January 2025, at 11:37", "9 December 2024, at 08:15")))
    assert run_case(back) == [(2, "monotone-reversed")]
    edited = _case(("web_extractor", {"url": url, "goal": "history"}, WIKI),
                   ("web_extractor", {"url": url, "goal": "mechanism"},
                    WIKI.replace("21 January 2025, at 11:37", "2 February 2025, at 08:15")))
    assert run_case(edited) == []


def test_stamps_need_a_full_date_and_one_value_per_label() -> None:
    assert stamps("Last updated Nov 2024.") == {}
    assert stamps("| Last report | Mar 3, 2025 08:41 UTC |") == {
        "last report": ("2025-03-03T08:41Z", "| Last report | Mar 3, 2025 08:41 UTC |")}
    assert stamps("Updated: 2025-02-01\nUpdated: 2025-03-01") == {}  # two things' stamps
