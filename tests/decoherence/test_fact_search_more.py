"""The fact engine's search binding, more mechanisms: a key read back as "Key not found" inside an object, a page
that says how many minutes ago it was refreshed, refresh stamps that only move forward."""

from __future__ import annotations

import json
from typing import Any

from playground.decoherence.views.page_facts import stamps
from playground.decoherence.thresholds import Thresholds
from tests.decoherence.helpers import kinds, session
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


STRUCTURE = """# 6VXX: Structure of the spike glycoprotein (closed state)

| Released | 2020-03-11 |

## Primary Citation
**Structure, Function, and Antigenicity of the Spike Glycoprotein.**
PubMed: 32155444  Search on PubMed
DOI: https://doi.org/10.1016/j.cell.2020.02.058
"""


def test_one_work_has_one_pubmed_id_whichever_page_states_it() -> None:
    other = STRUCTURE.replace("6VXX", "6VYB").replace("closed", "open")
    changed = _case(("web_extractor", {"url": "https://www.rcsb.org/structure/6VXX"}, STRUCTURE),
                    ("web_extractor", {"url": "https://www.rcsb.org/structure/6VYB"},
                     other.replace("32155444", "32155445")))
    assert run_case(changed) == [(2, "identity-changed")]
    same = _case(("web_extractor", {"url": "https://www.rcsb.org/structure/6VXX"}, STRUCTURE),
                 ("web_extractor", {"url": "https://www.rcsb.org/structure/6VYB"}, other))
    assert run_case(same) == []


def test_a_reference_list_in_one_paragraph_names_several_works() -> None:
    refs = ("# Review\n\n## References\nSmith 2020. doi: 10.1000/aaa.1 PMID: 11111111\n"
            "Jones 2021. doi: 10.1000/bbb.2 PMID: 22222222\n")
    swapped = refs.replace("11111111", "33333333")
    case = _case(("web_extractor", {"url": "https://example.org/review"}, refs),
                 ("web_extractor", {"url": "https://example.org/review-2"}, swapped))
    assert run_case(case) == []


def test_what_a_page_says_its_arxiv_id_is_follows_its_url() -> None:
    abs_page = "Computer Science > Computation and Language\narXiv:2310.06825 (cs)\n# Mistral 7B\nWe introduce ..."
    pdf = "arXiv:2310.06852v1 [cs.CL] 10 Oct 2023\n# Mistral 7B\n## 2 Architectural details\n..."
    case = _case(("web_extractor", {"url": "https://arxiv.org/abs/2310.06825"}, abs_page),
                 ("web_extractor", {"url": "https://arxiv.org/pdf/2310.06825", "goal": "sizes"}, pdf))
    assert run_case(case) == [(2, "identity-changed")]
    fine = _case(("web_extractor", {"url": "https://arxiv.org/abs/2310.06825"}, abs_page),
                 ("web_extractor", {"url": "https://arxiv.org/pdf/2310.06825", "goal": "sizes"},
                  pdf.replace("06852", "06825")))
    assert run_case(fine) == []


PAPER = """# A Model of the Cosmos in the ancient Greek Antikythera Mechanism

## Cite this article
Freeth, T. et al. A Model of the Cosmos in the ancient Greek Antikythera Mechanism. *Sci Rep* 11, 5821 (2021).
https://doi.org/10.1038/s41598-021-84310-w
"""


def test_a_citation_of_a_known_work_states_its_doi_under_its_registrant() -> None:
    cite = ('# Antikythera mechanism\n\n## References\n38. Freeth, Tony (2021). "A Model of the Cosmos in the '
            'ancient Greek Antikythera Mechanism". *Scientific Reports*. doi:10.1038/s41598-021-84310-x.\n')
    case = _case(("web_extractor", {"url": "https://www.nature.com/articles/s41598-021-84310-w"}, PAPER),
                 ("web_extractor", {"url": "https://en.wikipedia.org/wiki/Antikythera_mechanism"}, cite))
    assert run_case(case) == [(2, "identity-changed")]
    preprint = cite.replace("10.1038/s41598-021-84310-x", "10.1101/2020.07.01.123456")  # a preprint: another DOI
    assert run_case(_case(("web_extractor", {"url": "https://www.nature.com/articles/s41598-021-84310-w"}, PAPER),
                          ("web_extractor", {"url": "https://en.wikipedia.org/wiki/Antikythera_mechanism"},
                           preprint))) == []


RESULTS = """[1] https://pypi.org/project/requests/2.32.3/
Title: requests · PyPI
Snippet: requests 2.32.3. pip install requests==2.32.3. Released: May 29, 2024. Python HTTP for Humans.
Date: May 29, 2024
"""
PYPI = "# requests 2.32.3\npip install requests==2.32.3\nReleased: May 29, 2024\nPython HTTP for Humans.\n"


def test_a_label_a_snippet_quotes_is_the_label_its_page_states() -> None:
    url = "https://pypi.org/project/requests/2.32.3/"
    differs = _case(("web_search", {"queries": ["requests"]}, RESULTS),
                    ("web_extractor", {"url": url, "goal": "date"}, PYPI.replace("May 29", "May 20")))
    assert run_case(differs) == [(2, "identity-changed")]
    agrees = _case(("web_search", {"queries": ["requests"]}, RESULTS), ("web_extractor", {"url": url}, PYPI))
    assert run_case(agrees) == []
    # running text of a snippet is cut at both ends: a figure in it is not held against the page
    prose = RESULTS.replace("Released: May 29, 2024.", "It was released on May 29, 2024 after a long review.")
    assert run_case(_case(("web_search", {"queries": ["requests"]}, prose),
                          ("web_extractor", {"url": url}, PYPI.replace("May 29", "May 20")))) == []


SPECS = "https://velocargo.example/bikes/mule-lt/specs"
SPEC_RESULTS = (f"[1] {SPECS}\nTitle: Mule LT specifications\nSnippet: Motor: Bafang M420 mid-drive, 250 W nominal, "
                "85 Nm · Battery: 48 V 15 Ah (720 Wh), UL 2271 · Weight: 34.5 kg (76 lb) ...\n")
SPEC_PAGE = ("# Mule LT specifications\n\n| | |\n| --- | --- |\n"
             "| Motor | Bafang M420 mid-drive, 250 W nominal (750 W peak), 85 Nm |\n"
             "| Battery | 48 V 15 Ah (720 Wh), Samsung 21700 cells, UL 2271 certified |\n"
             "| Bike weight | 34.5 kg (76 lb), with battery |\n")


def test_labels_set_side_by_side_in_a_snippet_are_read_one_by_one() -> None:
    # "Motor: ... · Battery: ... · Weight: ...": each label its own figures, not the whole line's
    agrees = _case(("web_search", {"queries": ["mule lt specs"]}, SPEC_RESULTS),
                   ("web_extractor", {"url": SPECS, "goal": "specs"}, SPEC_PAGE))
    assert run_case(agrees) == []
    differs = _case(("web_search", {"queries": ["mule lt specs"]}, SPEC_RESULTS),
                    ("web_extractor", {"url": SPECS, "goal": "specs"}, SPEC_PAGE.replace("85 Nm", "80 Nm")))
    assert run_case(differs) == [(2, "identity-changed")]


def _listing(url: str, date: str) -> str:
    return f"[1] {url}\nTitle: Japan's population falls again\nSnippet: The population fell ...\nDate: {date}\n"


def test_a_url_that_names_its_day_keeps_its_result_date() -> None:
    dated = "https://www.japantimes.co.jp/news/2024/07/24/japan/society/population-decline/"
    moved = _case(("web_search", {"queries": ["a"]}, _listing(dated, "Jul 24, 2024")),
                  ("web_search", {"queries": ["b"]}, _listing(dated, "Jul 31, 2024")))
    assert run_case(moved) == [(2, "identity-changed")]
    # a page without a day in its URL (a mission page, a guide) is updated: its listed date moves on
    undated = "https://www.nasa.gov/mission/artemis-ii/"
    assert run_case(_case(("web_search", {"queries": ["a"]}, _listing(undated, "Jan 9, 2024")),
                          ("web_search", {"queries": ["b"]}, _listing(undated, "Dec 6, 2024")))) == []


ALERTS = "https://www.transit.example/alerts"


def _alert_results(until: str) -> str:
    return (f"[1] {ALERTS}\nTitle: Service alerts\nSnippet: Green Line: Shuttle buses replace trains, Fri Jun 13, "
            f"9:00 PM - Mon Jun 16, {until} ...\n")


def test_a_page_that_shows_its_update_time_is_quoted_anew_by_later_snippets() -> None:
    page = "# Service alerts\n*Last updated: Jun 13, 2025 4:30 PM*\n\nGreen Line: Shuttle buses replace trains.\n"
    # the page said it is updated through the day: a later snippet may quote a newer version of it
    live = _case(("web_search", {"queries": ["a"]}, _alert_results("4:00 AM")),
                 ("web_extractor", {"url": ALERTS}, page),
                 ("web_search", {"queries": ["b"]}, _alert_results("12:00 PM (extended)")))
    assert run_case(live) == []
    # a page with no such stamp keeps what its snippets quote
    still = _case(("web_search", {"queries": ["a"]}, _alert_results("4:00 AM")),
                  ("web_extractor", {"url": ALERTS}, page.replace("*Last updated: Jun 13, 2025 4:30 PM*\n", "")),
                  ("web_search", {"queries": ["b"]}, _alert_results("12:00 PM (extended)")))
    assert run_case(still) == [(3, "identity-changed")]


def test_a_page_named_live_in_its_path_moves_on() -> None:
    from playground.decoherence.effects.search import LIVE_URL

    for url in ("espncricinfo.com/series/x/baroda-vs-tripura/live-cricket-score", "bbc.co.uk/news/election-live",
                "example.com/live-updates/", "bankrate.com/banking/federal-reserve/latest-inflation-statistics/"):
        assert LIVE_URL.search(url), url
    for url in ("example.com/delivery-times", "example.com/olive-oil", "example.com/lives-of-the-saints",
                "example.com/the-latest-x/y", "example.com/latestnews-archive"):
        assert not LIVE_URL.search(url), url


STORM = """Hurricane Milton
From Wikipedia, the free encyclopedia
| Hurricane Milton | |
| --- | --- |
| Formed | October 5, 2024 |
| Highest winds | 180 mph (285 km/h) |
| Lowest pressure | 897 mbar (hPa); 26.49 inHg |
Milton formed from a tropical wave in the Bay of Campeche on October 5 and made landfall near Siesta Key."""


def test_a_page_rendered_for_a_goal_states_the_page_s_rows() -> None:
    # an extraction for a goal that renders the page (no "# " title, not the summary format): its rows are the page's
    url = "https://en.wikipedia.org/wiki/Hurricane_Milton"
    first = ("web_extractor", {"url": url, "goal": "peak winds and pressure"}, STORM)
    again = ("web_extractor", {"url": url, "goal": "tornadoes in Florida"},
             STORM.replace("897 mbar (hPa); 26.49", "902 mbar (hPa); 26.64"))
    assert run_case(_case(first, again)) == [(2, "identity-changed")]
    summary = ("web_extractor", {"url": url, "goal": "tornadoes in Florida"},
               f"The useful information in {url} for user goal tornadoes in Florida as follows:\n\nEvidence in page:\n"
               "| Lowest pressure | 902 mbar |\n\nSummary:\nAbout 46 tornadoes.")
    assert run_case(_case(first, summary)) == []  # a summary written for the goal is not the page


RATES = """# Policy rate decisions

| Decision date | Change (pp) | Policy rate (%) |
| --- | --- | --- |
| {cut} | -0.50 | 2.75 |
| 2024-09-25 | -0.25 | 3.25 |
| 2024-08-20 | -0.25 | 3.50 |
"""


def test_a_row_s_figures_under_another_date_on_the_same_page_is_a_drift() -> None:
    url = "https://www.riksbank.se/en-gb/monetary-policy/the-policy-rate/"
    read = ("web_extractor", {"url": url, "goal": "decision dates"})
    assert (2, "identity-changed") in run_case(_case((*read, RATES.format(cut="2024-11-07")),
                                                     (*read, RATES.format(cut="2024-11-08"))))
    # near miss: the same row's name written otherwise around the same numbers
    again = RATES.format(cut="7 Nov 2024").replace("Decision date", "Date")
    assert run_case(_case((*read, RATES.format(cut="Nov 7, 2024")), (*read, again))) == []


WEBB = "https://www.nasa.gov/news-release/nasas-webb-telescope-launches/"


def _webb(date: str, title: str = "NASA's Webb Telescope Launches - NASA") -> str:
    return f"[1] {WEBB}\nTitle: {title}\nSnippet: Webb launched on an Ariane 5 ...\nDate: {date}\n"


def test_a_results_date_of_one_page_may_move_on_not_back() -> None:
    first = ("web_search", {"queries": ["webb launch"]}, _webb("Dec 25, 2021"))
    back = _case(first, ("web_search", {"queries": ["jwst launch date"]}, _webb("Dec 21, 2021")))
    assert run_case(back) == [(2, "monotone-reversed")]
    on = _case(first, ("web_search", {"queries": ["jwst launch date"]}, _webb("Jan 8, 2022")))  # the page updated
    assert run_case(on) == []
    # the same address under another title: another edition of the page, an older one with an older date
    edition = [[json.dumps({"name": n, "arguments": a}), o] for n, a, o in (
        first, ("web_search", {"queries": ["webb 2020"]}, _webb("Dec 21, 2020", "Webb 2020 update - NASA")))]
    found = kinds(session("search", None, edition), Thresholds())  # (the levels rank the rules: its title is another's)
    assert not any("monotone-reversed" in k for ks in found.values() for k in ks), found


def test_a_news_index_moves_on_and_an_article_under_it_is_a_page_of_its_own() -> None:
    from playground.decoherence.effects.search import LIVE_URL

    for url in ("bbc.com/news", "bbc.com/news/world", "example.org/news/", "news.google.com/topics/x"):
        assert LIVE_URL.search(url), url
    for url in ("pr.tsmc.com/english/news/2986", "bbc.com/news/world-us-canada-65994201",
                "example.org/news/tsmc-holds-3nm-ceremony"):
        assert not LIVE_URL.search(url), url
    release = ("# TSMC Holds 3nm Volume Production Ceremony\n\nIssued on: 2022/12/29\n\nCompared with the 5nm (N5) "
               "process, TSMC's 3nm process offers up to {}% logic density gain, up to 15% speed improvement at "
               "the same power and up to 30% power reduction at the same speed.\n")
    url = "https://pr.tsmc.com/english/news/2986"
    read = ("web_extractor", {"url": url, "goal": "N3 gains"}, release.format(70))
    again = ("web_extractor", {"url": url, "goal": "the ceremony"}, release.format(60))
    assert run_case(_case(read, again)) == [(2, "identity-changed")]
    assert run_case(_case(read, (again[0], again[1], release.format(70)))) == []
