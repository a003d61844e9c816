"""Stamps of the moment an observation was made (views/run_stamps.py), read in every domain: a build's "Finished
at", a page's "Page generated", and the clock-backwards rule on them."""

from __future__ import annotations

from playground.decoherence.views.run_stamps import clock_reading, run_stamps
from tests.decoherence.test_rules import run_case


def test_stamps_after_a_now_label_are_read_on_one_scale() -> None:
    got = run_stamps("[INFO] BUILD SUCCESS\n[INFO] Finished at: 2024-06-11T10:42:18+02:00\n"
                     "StaticText 'Wavelog 1.7 · Page generated 2024-06-09 18:20:31 UTC'", 3, "observation")
    assert [(s, q.step, scale) for s, q, scale in got] == [(1718095338.0, 3, "abs"), (1717957231.0, 3, "abs")]
    assert clock_reading("2024-06-09 18:20:31 CEST") == (1717957231.0 - 7200, "abs")  # a zone of one offset
    # near misses: a moment of the past ("as of", "last updated", "started"), a time without its date
    assert run_stamps("Population as of 2024-01-01 00:00:00\nLast updated: 2024-06-09 18:20:31 UTC\n"
                      "Started at: 2024-06-09 18:20:31 UTC\nGenerated at 18:20 UTC", 1, "observation") == []


def _mvn(stamp: str) -> str:
    return f"$ mvn -B -o validate | tail -2\n[INFO] BUILD SUCCESS\n[INFO] Finished at: {stamp}\n$ "


def test_a_run_that_finished_before_an_earlier_one_is_clock_backwards() -> None:
    case = {"name": "t", "domain": "terminal", "state": "$ ",
            "turns": [['[{"keystrokes": "mvn -B -o validate | tail -2\\n"}]', _mvn("2024-06-11T10:45:49+02:00")],
                      ['[{"keystrokes": "mvn -B -o validate | tail -2\\n"}]', _mvn("2024-06-11T10:39:51+02:00")]]}
    assert (2, "clock-backwards") in run_case(case)
    later = {**case, "turns": [case["turns"][0], [case["turns"][1][0], _mvn("2024-06-11T10:46:30+02:00")]]}
    assert run_case(later) == []
