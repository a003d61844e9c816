"""The fact engine's search binding: a key read back with a value that reports it missing, and page
titles from a result list and from the page itself, which are never compared."""

from __future__ import annotations

import json
from typing import Any

from playground.decoherence.views.results import mapping
from tests.decoherence.test_rules import run_case


def _case(*turns: tuple[str, dict[str, Any], str]) -> dict[str, Any]:
    return {"name": "t", "domain": "search", "state": None,
            "turns": [[json.dumps({"name": n, "arguments": a}), o] for n, a, o in turns]}


def test_a_value_that_reports_the_key_missing_is_a_missing_key() -> None:
    for text in ("cap_fr: Key not found", "cap_fr: (not found)", "cap_fr: <no such key>",
                 "cap_fr: Error: key does not exist"):
        m = mapping(text)
        assert m is not None and m.missing == ("cap_fr",) and not m.values, text
    m = mapping("note: the part was not found in stock")
    assert m is not None and m.values == {"note": "the part was not found in stock"}


def test_a_removed_key_read_back_as_not_found_is_quiet_and_shown_again_is_not() -> None:
    rm = ("dict_memory", {"operation": "remove", "key_list": ["cap_fr"]}, "Removed items of ['cap_fr'].")
    get = {"operation": "retrieve", "key_list": ["cap_fr", "cap_de"]}
    add = ("dict_memory", {"operation": "add", "dict": {"cap_fr": "Paris", "cap_de": "Berlin"}}, "Added.")
    quiet = _case(add, rm, ("dict_memory", get, "cap_fr: Key not found\ncap_de: Berlin"))
    assert run_case(quiet) == []
    back = _case(add, rm, ("dict_memory", get, "cap_fr: Paris\ncap_de: Berlin"))
    assert run_case(back) == [(3, "deleted-present")]


def test_a_result_title_and_the_page_heading_may_differ() -> None:
    results = "[1] https://example.org/papers/42\nTitle: A study of tides - Example Journal\nSnippet: ..."
    page = "# Earth sciences > Oceanography\n\nA study of tides ..."
    case = _case(("web_search", {"query": "tides"}, results), ("web_extractor", {"url": "https://example.org/papers/42"},
                                                               page))
    assert run_case(case) == []


PAGE = """# Voyager 1

## Facts

- **Launched:** September 5, 1977
- **Mass:** 815 kg
"""


def test_a_fact_line_of_a_page_that_changes_between_two_extractions() -> None:
    url = "https://example.org/voyager-1"
    case = _case(("web_extractor", {"url": url}, PAGE),
                 ("web_extractor", {"url": url, "goal": "mass"}, PAGE.replace("815 kg", "722 kg")))
    assert run_case(case) == [(2, "state-changed-without-write")]
    same = _case(("web_extractor", {"url": url}, PAGE), ("web_extractor", {"url": url, "goal": "mass"}, PAGE))
    assert run_case(same) == []
    summary = ("Evidence in page: the probe launched on September 5, 1977.\nSummary: Mass: 722 kg")
    assert run_case(_case(("web_extractor", {"url": url}, PAGE), ("web_extractor", {"url": url}, summary))) == []
