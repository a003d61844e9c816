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


def test_a_result_listed_under_its_files_name_has_no_title() -> None:
    url = "https://www.sec.gov/Archives/edgar/data/789019/msft-20231231.htm"

    def listed(title: str) -> str:
        return f"[1] {url}\nTitle: {title}\nSnippet: Quarterly report ..."

    first = ("web_search", {"query": "microsoft 10-q"}, listed("Microsoft Form 10-Q for the quarter ended December 31"))
    again = ("web_search", {"query": "msft 10-q december"}, listed("msft-20231231"))
    assert run_case(_case(first, again)) == []
    # near miss: another title is another page's
    other = ("web_search", {"query": "msft 10-q december"}, listed("Microsoft Form 10-K for the year 2023"))
    assert run_case(_case(first, other)) == [(2, "identity-changed")]


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


# ------------------------------------------------------------ the older search ledger's mechanisms, ported

def test_a_list_value_reads_back_as_stored_or_not() -> None:
    add = ("dict_memory", {"operation": "add", "dict": {"obsoletes": ["RFC 2818", "RFC 7230"]}}, "Added.")
    get = {"operation": "retrieve", "key_list": ["obsoletes"]}
    same = '{\n  "obsoletes": [\n    "RFC 2818",\n    "RFC 7230"\n  ]\n}'
    assert run_case(_case(add, ("dict_memory", get, same))) == []
    assert run_case(_case(add, ("dict_memory", get, same.replace(',\n    "RFC 7230"', "")))) == [
        (2, "set-value-reverted")]
    # a listing that prints the list as its items is not compared with the list
    assert run_case(_case(add, ("dict_memory", get, "obsoletes: RFC 2818, RFC 7230"))) == []


def test_keys_reported_missing_as_a_list_after_an_object() -> None:
    add = ("dict_memory", {"operation": "add", "dict": {"launch": "2 March 2004", "end": "30 September 2016"}},
           "Added.")
    get = ("dict_memory", {"operation": "retrieve", "key_list": ["launch", "end"]},
           '{\n  "end": "30 September 2016"\n}\nKey not found: [\'launch\']')
    assert run_case(_case(add, get)) == [(2, "created-reported-missing")]
    m = mapping("Keys not found: a, b")
    assert m is not None and m.missing == ("a", "b")


def test_a_listing_of_key_names_and_memory_tools_named_by_their_words() -> None:
    write = ("memory_write", {"key": "bp", "value": "93.4 C"}, "Stored memory 'bp'.")
    gone = ("memory_delete", {"key": "bp"}, "Deleted memory 'bp'.")
    assert run_case(_case(write, gone, ("memory_list", {}, "1 memories stored:\n- bp"))) == [(3, "deleted-present")]
    assert run_case(_case(write, ("memory_list", {}, "1 memories stored:\n- bp"))) == []
    assert run_case(_case(write, ("memory_list", {}, "No memories stored."))) == [(2, "created-absent")]
    assert run_case(_case(write, gone, ("memory_list", {}, "No memories stored."))) == []
    recall = _case(("remember", {"key": "mont_blanc_m", "value": "4,805.59"}, "Remembered."),
                   ("recall", {"key": "mont_blanc_m"}, "mont_blanc_m = 4,478"))
    assert run_case(recall) == [(2, "set-value-reverted")]
    saved = _case(("save_memory", {"key": "k", "value": "v1"}, "ok"), ("read_memory", {"key": "k"}, "k: v2"))
    assert run_case(saved) == [(2, "set-value-reverted")]


BRIDGE = """# Golden Gate Bridge

| Total length | 8,981 ft (2,737.4 m) |
| Longest span | 4,200 ft (1,280.2 m) |
| Opened | May 27, 1937 |

The bridge was the longest suspension bridge main span in the world until 1964, at 4,200 feet.
"""


def test_a_page_states_the_same_figures_for_a_row_or_a_sentence() -> None:
    url = "https://en.wikipedia.org/wiki/Golden_Gate_Bridge"
    read = ("web_extractor", {"url": url, "goal": "span"}, BRIDGE)
    row = BRIDGE.replace("| 4,200 ft (1,280.2 m) |", "| 4,600 ft (1,402.1 m) |")
    assert run_case(_case(read, ("web_extractor", {"url": url, "goal": "opening"}, row))) == [(2, "identity-changed")]
    assert run_case(_case(read, ("web_extractor", {"url": url, "goal": "x"}, BRIDGE.replace("1964", "1971")))) == [
        (2, "identity-changed")]
    # a row with a figure more (another column) agrees; a summary for the goal is not the page
    wider = BRIDGE.replace("| May 27, 1937 |", "| May 27, 1937 | 1937 |")
    assert run_case(_case(read, ("web_extractor", {"url": url, "goal": "x"}, wider))) == []
    summary = "Evidence in page: the longest span is 4,600 ft.\nSummary: the span is 4,600 ft"
    assert run_case(_case(read, ("web_extractor", {"url": url, "goal": "x"}, summary))) == []


def test_a_page_updated_through_the_day_moves_its_figures() -> None:
    url = "https://www.example.com/converter/?from=EUR&to=USD"
    page = "# 1 EUR to USD\n\nLast updated Jun 4, 2024, 11:56 AM UTC\n\n| 1 EUR | 1.08812 USD |\n"
    later = page.replace("11:56 AM", "12:07 PM").replace("1.08812", "1.08780")
    assert run_case(_case(("web_extractor", {"url": url, "goal": "rate"}, page),
                          ("web_extractor", {"url": url, "goal": "rate"}, later))) == []


def test_find_misses_text_the_page_shows_and_a_page_opened_again_is_rewritten() -> None:
    page = ("open", {"url": "https://a.example/"},
            "URL: https://a.example/\nTitle: Alpha\n\nAlpha is the first letter.")
    assert run_case(_case(page, ("find", {"pattern": "first letter"}, "No matches."))) == [(2, "identity-changed")]
    assert run_case(_case(page, ("find", {"pattern": "gamma"}, "No matches."))) == []
    # a call the binding cannot read may have changed the page: its text is no longer held
    find = ("find", {"pattern": "first letter"}, "No matches.")
    assert run_case(_case(page, ("click", {"id": 3}, "ok"), find)) == []
    other = ("open", {"url": "https://a.example"},
             "URL: https://a.example/\nTitle: Alpha\n\nDownload the latest release.\nView older releases")
    assert run_case(_case(page, other)) == [(2, "identity-changed")]


def test_a_header_before_the_whole_memory_introduces_it() -> None:
    add = ("dict_memory", {"operation": "add", "dict": {"release": "2025-04-08", "min_os": "macOS 13+"}}, "Added.")
    whole = ("dict_memory", {"operation": "retrieve_all"}, 'All items in memory (1):\n{\n  "release": "2025-04-08"\n}')
    assert run_case(_case(add, whole)) == [(2, "created-absent")]
    # near miss: a header that says it shows a part of the memory
    part = ("dict_memory", {"operation": "retrieve_all"}, 'First 1 of 2 items:\n{\n  "release": "2025-04-08"\n}')
    assert run_case(_case(add, part)) == []


CALL = """# Halvorsen Marine (HMSI) Q4 2024 Earnings Call Transcript

By Motley Fool Transcribing - Nov 20, 2024 at 1:05AM

**Date:** Tuesday, November 19, 2024 at 5:00 p.m. ET

Orders were strong. We ended fiscal 2024 with a record backlog of $655.2 million, and book-to-bill for the year
was 1.16. We expect roughly 58% of that backlog to convert to revenue in fiscal 2025.
"""


def test_a_whole_sentence_a_snippet_quotes_is_the_pages_sentence() -> None:
    url = "https://www.fool.com/earnings/call-transcripts/2024/11/20/hmsi-q4-2024-earnings-call/"
    snippet = ("... We ended fiscal 2024 with a record backlog of $655.2 million, and book-to-bill for the year was "
               "1.16. We expect roughly 58% of that...")
    head = f"[1] {url}\nTitle: HMSI Q4 2024 Earnings Call\nSnippet: "
    found = ("web_search", {"query": "hmsi backlog"}, head + snippet)
    page = ("web_extractor", {"url": url}, CALL.replace("$655.2 million", "$565.2 million").replace("year\nwas",
                                                                                                   "year was"))
    assert run_case(_case(found, page)) == [(2, "identity-changed")]
    # a byline's time after a full date is when it was published, not a live page's render time: the page is read
    assert run_case(_case(found, ("web_extractor", {"url": url}, CALL.replace("year\nwas", "year was")))) == []
    # near miss: a snippet cut inside the sentence says nothing of its figures
    cut = ("web_search", {"query": "hmsi backlog"}, head + "... a record backlog of $655.2 million, and...")
    assert run_case(_case(cut, page)) == []


def test_a_byline_time_is_no_render_time_and_a_current_time_is() -> None:
    from playground.decoherence.views.page_facts import render_stamps

    byline = "By Motley Fool Transcribing - Nov 20, 2024 at 1:05AM\n**Date:** Nov 19, 2024 at 5:00 PM"
    assert render_stamps(byline) == set()
    assert render_stamps("# Where are they now?\n\nCurrent time (UTC): 2024-12-05 14:03:10") == {"14:03:10"}


def test_memory_items_given_under_a_value_argument_are_the_items_written() -> None:
    from playground.decoherence.effects.search import memory_arguments

    assert memory_arguments({"operation": "add", "content": {"h": "330 m"}}) == ({"h": "330 m"}, [])
    assert memory_arguments({"key": "h", "value": {"m": 330}}) == ({"h": {"m": 330}}, ["h"])  # a key's own object
    add = ("dict_memory", {"operation": "add", "content": {"height_m": "324 m"}}, "Successfully added items of "
           "['height_m'] to memory.")
    update = ("dict_memory", {"operation": "update", "content": {"height_m": "330 m"}},
              "Successfully updated items of ['height_m'] in memory.")

    def everything(value: str) -> tuple[str, dict[str, Any], str]:
        return ("dict_memory", {"operation": "retrieve_all"},
                "Retrieved items:\n" + json.dumps({"height_m": value, "opened": "1889"}, indent=2))

    assert (3, "set-value-reverted") in run_case(_case(add, update, everything("324 m")))
    assert run_case(_case(add, update, everything("330 m"))) == []
