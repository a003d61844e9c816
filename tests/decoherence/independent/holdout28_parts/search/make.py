# ruff: noqa: E501
"""Holdout28, domain search: 22 deep-research trajectories (web_search, web_extractor, dict_memory).

Half contain exactly one world-model contradiction, half are clean but full of legitimate change
(live prices and counters, revised pages with newer stamps, re-sorted and paginated listings,
sources that disagree, the agent's own memory edits). Run with
``python -m tests.decoherence.independent.holdout28_parts.search.make``.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import SEARCH_SYSTEM, RowSet, extract, memory, results, search

T = tuple[str, str]


def hits(*items: tuple[str, str, str, str]) -> str:
    return "```\n" + results(*items) + "\n```"


def added(*keys: str) -> str:
    return f"Successfully added items of {list(keys)} to memory."


def updated(*keys: str) -> str:
    return f"Successfully updated items of {list(keys)} in memory."


def removed(*keys: str) -> str:
    return f"Successfully removed items of {list(keys)} from memory."


def got(items: dict[str, Any], missing: tuple[str, ...] = ()) -> str:
    text = "Retrieved items:\n" + json.dumps(items, indent=2, ensure_ascii=False)
    for k in missing:
        text += f"\nKey not found: {k}"
    return text


def page(url: str, goal: str, evidence: str, summary: str) -> str:
    return (f"The useful information in {url} for user goal {goal} as follows: \n\n"
            f"Evidence in page: \n{evidence.strip()}\n\nSummary: \n{summary.strip()}\n")


def state(question: str, date: str, extra: str = "") -> str:
    return f"Research question: {question}\nSession date: {date}" + (f"\n{extra}" if extra else "")


# ---------------------------------------------------------------- 01 (Statistics Iceland, less common)
HAG_URL = "https://www.hagstofa.is/utgafur/frettasafn/mannfjoldi/mannfjoldinn-1-januar-2024/"


def hag_news(capital: str) -> str:
    return f"""# Population on 1 January 2024

**Statistics Iceland** › News archive › Population
Published: 21 March 2024 09:00 · Last updated: 21 March 2024 09:00

The population of Iceland was 383,726 on 1 January 2024 and increased by 7,478 (2.0%) during 2023. Men were 198,957 and women 184,769; persons registered with a neutral sex marker are included in the total but not in the sex breakdown. The population increase in 2023 was somewhat smaller than in 2022, when the population grew by 11,633 (3.2%).

## Population by region

| Region | 1 Jan 2023 | 1 Jan 2024 | Change % |
|---|---:|---:|---:|
| Capital Region (Höfuðborgarsvæðið) | 243,938 | {capital} | 1.7 |
| Southern Peninsula (Suðurnes) | 30,452 | 31,644 | 3.9 |
| West (Vesturland) | 17,398 | 17,621 | 1.3 |
| Westfjords (Vestfirðir) | 7,264 | 7,393 | 1.8 |
| Northwest (Norðurland vestra) | 7,509 | 7,500 | -0.1 |
| Northeast (Norðurland eystra) | 31,385 | 31,795 | 1.3 |
| East (Austurland) | 11,087 | 11,297 | 1.9 |
| South (Suðurland) | 27,215 | 28,412 | 4.4 |

The Capital Region accounted for 64.6% of the population at the beginning of 2024. The largest relative increase was in the South (4.4%) and on the Southern Peninsula (3.9%). Population decreased slightly in the Northwest.

## Immigrants
Foreign citizens numbered 75,677 on 1 January 2024, or 19.7% of the population. Polish citizens remain the largest group (25,543), followed by citizens of Lithuania and Ukraine.

## Municipalities
Reykjavík is the largest municipality with 139,875 inhabitants, followed by Kópavogur (39,810) and Hafnarfjörður (30,868). The smallest municipality is Árneshreppur with 51 inhabitants. Municipalities numbered 64 on 1 January 2024.

Tables: [MAN02005 Population by municipality, sex and age](https://px.hagstofa.is/pxen/pxweb/en/Ibuar/Ibuar__mannfjoldi__2_byggdir__sveitarfelog/MAN02005.px) · [MAN10001 Population by region](https://px.hagstofa.is/pxen/pxweb/en/Ibuar/)
Contact: Ómar Harðarson · info@hagstofa.is · Statistical series: Population · ISSN 1670-4770
"""


def t01() -> dict[str, Any]:
    px = "https://px.hagstofa.is/pxen/pxweb/en/Ibuar/Ibuar__mannfjoldi__2_byggdir__sveitarfelog/MAN02005.px"
    turns: list[T] = [
        (search("Statistics Iceland population capital region 1 January 2024", "Hagstofa mannfjöldi höfuðborgarsvæði 1. janúar 2024"),
         hits((HAG_URL, "Population on 1 January 2024 - Statistics Iceland", "The population of Iceland was 383,726 on 1 January 2024 and increased by 7,478 (2.0%) during 2023 ...", "2024-03-21"),
              (px, "MAN02005: Population by municipality, sex and age 1998-2024 - PxWeb", "Choose variables: Municipality, Sex, Age, Year. Last updated 21.03.2024 ...", "2024-03-21"),
              ("https://en.wikipedia.org/wiki/Capital_Region_(Iceland)", "Capital Region (Iceland) - Wikipedia", "The Capital Region is a region in southwest Iceland ... population about 240,000 (2023) ...", "2024-01-30"),
              ("https://www.visir.is/g/20242546101d/ibuum-fjolgadi-um-tvo-prosent", "Íbúum fjölgaði um tvö prósent - Vísir", "Landsmenn voru 383.726 í upphafi árs ... flestir búa á höfuðborgarsvæðinu ...", "2024-03-21"),
              ("https://www.ruv.is/english/2024-03-21-population-grew-by-2-in-2023", "Population grew by 2% in 2023 - RÚV English", "Statistics Iceland figures show that the population grew by almost 7,500 people last year ...", "2024-03-21"))),
        (extract(HAG_URL, "Total population of Iceland and population of the Capital Region on 1 January 2024"), hag_news("248,064")),
        (memory("add", dict={"iceland_total_2024-01-01": "383,726 (Statistics Iceland release, 21 Mar 2024)", "capital_region_2024-01-01": "248,064 (same release, regional table)"}),
         added("iceland_total_2024-01-01", "capital_region_2024-01-01")),
        (extract(px, "Population of each Capital Region municipality on 1 January 2024"),
         """# MAN02005: Population by municipality, sex and age 1998-2024
Statistics Iceland · PxWeb · Last updated: 21.03.2024 · Unit: persons

Selection: Sex = Total · Age = Total · Year = 2023, 2024 · Municipality = 7 of 64 selected

| Municipality | 2023 | 2024 |
|---|---:|---:|
| Reykjavíkurborg | 137,394 | 139,875 |
| Kópavogsbær | 39,236 | 39,810 |
| Hafnarfjarðarkaupstaður | 30,321 | 30,868 |
| Garðabær | 18,620 | 19,132 |
| Mosfellsbær | 13,393 | 13,412 |
| Seltjarnarnesbær | 4,716 | 4,704 |
| Kjósarhreppur | 258 | 263 |

Footnotes:
1. Population on 1 January each year, from the National Registry (Þjóðskrá).
2. Municipal boundaries as of 1 January of the reference year.

Downloads: CSV (comma) · Excel (xlsx) · JSON-stat2 · PX · Save query: https://px.hagstofa.is/sq/8c1e2f0a-4b5d-4c12-9a0e-0c5e7e2d9f31
"""),
        (search("Reykjavík capital region share of Iceland population 2024 percent"),
         hits(("https://en.wikipedia.org/wiki/Reykjav%C3%ADk", "Reykjavík - Wikipedia", "... population of around 140,000 (and about 248,000 in the Capital Region) ... about 64% of Iceland's population ...", "2024-06-02"),
              ("https://www.icelandreview.com/news/population-of-iceland-reaches-383726/", "Population of Iceland Reaches 383,726 - Iceland Review", "Nearly two-thirds of the population, 64.6%, live in the capital area ...", "2024-03-22"),
              (HAG_URL, "Population on 1 January 2024 - Statistics Iceland", "The Capital Region accounted for 64.6% of the population at the beginning of 2024 ...", "2024-03-21"),
              ("https://www.ssh.is/hofudborgarsvaedid/tolfraedi", "Tölfræði - Samtök sveitarfélaga á höfuðborgarsvæðinu", "Íbúafjöldi á höfuðborgarsvæðinu 1. janúar 2024 ... sjö sveitarfélög ...", "2024-04-10"))),
        (extract(HAG_URL, "Confirm the regional table and the stated Capital Region share"), hag_news("248,604")),
        (memory("retrieve", key_list=["iceland_total_2024-01-01", "capital_region_2024-01-01"]),
         got({"iceland_total_2024-01-01": "383,726 (Statistics Iceland release, 21 Mar 2024)", "capital_region_2024-01-01": "248,064 (same release, regional table)"})),
        (memory("add", dict={"capital_region_share": "64.6% (stated in release; sum of 7 municipalities in MAN02005)"}),
         added("capital_region_share")),
    ]
    return dict(tid="h28-search-01", turns=turns, bad=True, turn=6,
                kind="Capital Region population in the same Statistics Iceland release (same publication stamp) differs from the earlier extraction",
                state=state("What was the population of Iceland's Capital Region on 1 January 2024, and what share of the national population is that?", "2024-07-15"))


# ---------------------------------------------------------------- 02 (Python 3.13 schedule, mainstream, clean)
PEP_URL = "https://peps.python.org/pep-0719/"


def pep719(modified: str, rows: str, note: str) -> str:
    return f"""# PEP 719 – Python 3.13 Release Schedule

Author: Thomas Wouters <thomas at python.org>
Status: Active · Type: Informational · Topic: Release · Created: 26-May-2023 · Python-Version: 3.13

## Abstract
This document describes the development and release schedule for Python 3.13.

## Release Manager and Crew
- 3.13 Release Manager: Thomas Wouters
- Windows installers: Steve Dower
- Mac installers: Ned Deily
- Documentation: Julien Palard

## Release Schedule

### 3.13.0 schedule
Note: the dates below use a 17-month development period that results in a 12-month release cadence between feature versions, as defined by PEP 602.

Actual:
- 3.13 development begins: Monday, 2023-05-22
- 3.13.0 alpha 1: Friday, 2023-10-13
- 3.13.0 alpha 2: Wednesday, 2023-11-22
- 3.13.0 alpha 3: Wednesday, 2024-01-17
- 3.13.0 alpha 4: Thursday, 2024-02-15
- 3.13.0 alpha 5: Tuesday, 2024-03-12
- 3.13.0 alpha 6: Tuesday, 2024-04-09
- 3.13.0 beta 1: Wednesday, 2024-05-08 (No new features beyond this point.)
- 3.13.0 beta 2: Wednesday, 2024-06-05
- 3.13.0 beta 3: Thursday, 2024-06-27
- 3.13.0 beta 4: Thursday, 2024-07-18
- 3.13.0 candidate 1: Thursday, 2024-08-01
{rows}
{note}
Subsequent bugfix releases every two months.

### 3.13 lifespan
3.13 will receive bugfix updates approximately every 2 months for approximately 24 months. Around the time of the 3.15.0 final release, the final 3.13 bugfix update will be released. After that, it is expected that security updates (source only) will be released until 5 years after the release of 3.13.0 final, so until approximately October 2029.

## Features for 3.13
Some of the notable features of Python 3.13 include:
- PEP 594, Removing dead batteries from the standard library
- PEP 695, Type Parameter Syntax
- PEP 696, Type defaults for type parameters
- PEP 703, Making the Global Interpreter Lock Optional (experimental free-threaded build)
- PEP 744, JIT Compilation (experimental)

Source: https://github.com/python/peps/blob/main/peps/pep-0719.rst
Last modified: {modified}
"""


def t02() -> dict[str, Any]:
    dl = "https://www.python.org/downloads/"
    disc = "https://discuss.python.org/t/python-3-13-0-final-release-postponed-to-october-7/62510"
    old_rows = "Expected:\n- 3.13.0 candidate 2: Tuesday, 2024-09-03\n- 3.13.0 final: Tuesday, 2024-10-01"
    new_rows = ("- 3.13.0 candidate 2: Friday, 2024-09-06\n\nExpected:\n- 3.13.0 candidate 3: Tuesday, 2024-10-01\n"
                "- 3.13.0 final: Monday, 2024-10-07")
    turns: list[T] = [
        (search("Python 3.13 release date final", "PEP 719 Python 3.13 release schedule"),
         hits((PEP_URL, "PEP 719 – Python 3.13 Release Schedule | peps.python.org", "This document describes the development and release schedule for Python 3.13 ... 3.13.0 final: Tuesday, 2024-10-01 ...", "2023-05-26"),
              ("https://docs.python.org/3.13/whatsnew/3.13.html", "What's New In Python 3.13 — Python 3.13.0rc1 documentation", "This article explains the new features in Python 3.13, compared to 3.12. Python 3.13 will be released on October 1, 2024 ...", "2024-08-01"),
              ("https://www.python.org/downloads/release/python-3130rc1/", "Python Release Python 3.13.0rc1 | Python.org", "This is the first release candidate of Python 3.13.0 ... The next pre-release of Python 3.13 will be the final release candidate, 3.13.0rc2, scheduled for 2024-09-03.", "2024-08-01"),
              ("https://realpython.com/python313-new-features/", "Python 3.13: Cool New Features for You to Try – Real Python", "Python 3.13 is due for release in October 2024 ...", "2024-08-14"))),
        (extract(PEP_URL, "Scheduled date of Python 3.13.0 final and of the last release candidate"),
         pep719("2024-08-02 09:47:31 UTC", old_rows, "")),
        (memory("add", dict={"py313_final": "2024-10-01 (PEP 719, page modified 2024-08-02)", "py313_rc2": "2024-09-03 (planned)"}),
         added("py313_final", "py313_rc2")),
        (extract(dl, "Latest stable Python release and its date"),
         """# Download Python | Python.org

## Download the latest version for Linux/UNIX
[Download Python 3.12.6](https://www.python.org/ftp/python/3.12.6/Python-3.12.6.tar.xz)
Looking for Python with a different OS? Python for Windows, Linux/UNIX, macOS, Other
Want to help test development versions of Python 3.13? Prereleases, Docker images

## Active Python Releases
| Python version | Maintenance status | First released | End of support | Release schedule |
|---|---|---|---|---|
| 3.13 | prerelease | 2024-10-01 (planned) | 2029-10 | PEP 719 |
| 3.12 | bugfix | 2023-10-02 | 2028-10 | PEP 693 |
| 3.11 | security | 2022-10-24 | 2027-10 | PEP 664 |
| 3.10 | security | 2021-10-04 | 2026-10 | PEP 619 |
| 3.9 | security | 2020-10-05 | 2025-10 | PEP 596 |
| 3.8 | security | 2019-10-14 | 2024-10 | PEP 569 |

## Looking for a specific release?
| Release version | Release date |
|---|---|
| Python 3.12.6 | Sept. 6, 2024 |
| Python 3.11.10 | Sept. 7, 2024 |
| Python 3.10.15 | Sept. 7, 2024 |
| Python 3.9.20 | Sept. 6, 2024 |
| Python 3.8.20 | Sept. 6, 2024 |
| Python 3.12.5 | Aug. 6, 2024 |
| Python 3.12.4 | June 6, 2024 |
| Python 3.12.3 | April 9, 2024 |
| Python 3.11.9 | April 2, 2024 |
[View older releases]
"""),
        (memory("add", dict={"latest_stable": "3.12.6 (2024-09-06, python.org/downloads)"}), added("latest_stable")),
        (search("Python 3.13.0 final postponed October 7 rc3"),
         hits((disc, "Python 3.13.0 final release postponed to October 7 - Core Development - Discussions on Python.org", "Thomas Wouters: ... we're adding a third release candidate on October 1st and moving the final release to Monday, October 7th ...", "1 day ago"),
              ("https://www.python.org/downloads/release/python-3130rc2/", "Python Release Python 3.13.0rc2 | Python.org", "Release Date: Sept. 6, 2024 ... This is the final release candidate of Python 3.13.0 ...", "2024-09-06"),
              ("https://lwn.net/Articles/989155/", "Python 3.13 release delayed [LWN.net]", "The Python 3.13.0 release has been pushed back by a week to allow reverting the incremental garbage collector ...", "2024-09-09"),
              ("https://news.ycombinator.com/item?id=41490123", "Python 3.13 final delayed a week | Hacker News", "212 points by ... 9 hours ago | 87 comments", "2024-09-09"))),
        (extract(disc, "New date for 3.13.0 final and reason"),
         """# Python 3.13.0 final release postponed to October 7
Core Development · python-release

**Thomas Wouters** (Release Manager) — Sep 9

Hi all,

Because of the late revert of the incremental garbage collector (gh-123006) we want the changes to get more exposure before 3.13.0 goes out. 3.13.0rc2 was released on Friday (September 6th) with the revert; we're adding a third release candidate on **October 1st** and moving the final release to **Monday, October 7th**. PEP 719 has been updated accordingly.

No new features or ABI changes are expected between rc2 and final. Please test your projects against rc2 and report anything unusual.

Thanks,
Thomas

---
**Hugo van Kemenade** — Sep 9
Thanks Thomas. The "What's New" document and python.org downloads page will be updated to match.

**pablogsal** — Sep 9
+1, a week of extra testing is well spent here.

12 replies · 1.9k views · last reply 3h ago
"""),
        (extract(PEP_URL, "Re-check the revised 3.13.0 final date in PEP 719"),
         pep719("2024-09-09 17:22:05 UTC", new_rows, "")),
        (memory("update", dict={"py313_final": "2024-10-07 (PEP 719 revised 2024-09-09; earlier 2024-10-01)", "py313_rc2": "released 2024-09-06; rc3 planned 2024-10-01"}),
         updated("py313_final", "py313_rc2")),
        (memory("retrieve_all"),
         got({"py313_final": "2024-10-07 (PEP 719 revised 2024-09-09; earlier 2024-10-01)", "py313_rc2": "released 2024-09-06; rc3 planned 2024-10-01", "latest_stable": "3.12.6 (2024-09-06, python.org/downloads)"})),
    ]
    return dict(tid="h28-search-02", turns=turns, bad=False, turn=None, kind="clean",
                state=state("When is Python 3.13.0 final scheduled to be released, and what is the latest stable Python release right now?", "2024-09-10"))


# ---------------------------------------------------------------- 03 (Mount Kazbek elevation, less common, clean)
PB_URL = "https://www.peakbagger.com/peak.aspx?pid=10318"


def peakbagger(ascents: int, views: str) -> str:
    return f"""# Mount Kazbek, Georgia — Peakbagger.com

| | |
|---|---|
| Elevation | 5047 meters, 16,558 feet |
| Elevation info | GPS-derived summit height, 2009 survey; older maps show 5033 m |
| Latitude/Longitude (WGS84) | 42° 41' 49'' N, 44° 31' 9'' E · 42.696939, 44.519165 (Dec Deg) |
| Country | Georgia (Highest Point of Mtskheta-Mtianeti) |
| Range2 | Caucasus Mountains / Greater Caucasus (Central) |
| Volcanic | Stratovolcano, last eruption c. 750 BC |
| Prominence | Clean Prominence: 2353 m/7720 ft · Optimistic Prominence: 2373 m/7785 ft |
| Key Col | Krestovy Pass area, 2694 m/8839 ft |
| Isolation | 180.6 km/112.2 mi |
| Ranks | World Ultra-Prominent Peaks #349 · Europe Highest by country (Georgia) #3 |
| Ascent Info | Successful Ascents: {ascents} · Climbers who summited: {ascents - 31} |

**Notes**
Kazbek (Mkinvartsveri in Georgian) is the third-highest peak in Georgia after Shkhara and Janga. The standard route starts from Stepantsminda (Kazbegi, 1740 m) via the Gergeti Trinity Church and the Bethlemi hut (Meteo station, 3653 m), crossing the Gergeti glacier. Elevation values in published sources range from 5033 m (Soviet topographic maps) to 5054 m (widely repeated older figure). This page uses 5047 m from a 2009 dual-frequency GPS measurement.

Page views: {views} · Data copyright Peakbagger.com · List with this peak: Caucasus 5000-meter peaks (5 peaks)
"""


def t03() -> dict[str, Any]:
    wiki = "https://en.wikipedia.org/wiki/Mount_Kazbek"
    sp = "https://www.summitpost.org/kazbek/150426"
    gnta = "https://georgia.travel/kazbegi-national-park"
    turns: list[T] = [
        (search("Mount Kazbek elevation", "Kazbek height meters survey"),
         hits((wiki, "Mount Kazbek - Wikipedia", "Mount Kazbek ... is a dormant stratovolcano ... Elevation 5,054 m (16,581 ft) ...", "2024-03-19"),
              (PB_URL, "Mount Kazbek, Georgia - Peakbagger.com", "Elevation: 5047 meters, 16,558 feet ... GPS-derived summit height ...", "2024-04-28"),
              (sp, "Kazbek : Climbing, Hiking & Mountaineering : SummitPost", "Kazbek 5033 m / 16,512 ft ... Georgia, Asia ... Page By: ...", "2023-11-05"),
              (gnta, "Kazbegi National Park | Georgia Travel", "The majestic Mount Kazbek (5,047 metres) dominates the park ...", "2022-06-14"))),
        (extract(wiki, "Elevation of Mount Kazbek and the sources for differing values"),
         page(wiki, "Elevation of Mount Kazbek and the sources for differing values",
              """Infobox: "Highest point — Elevation 5,054 m (16,581 ft); Prominence 2,353 m (7,720 ft); Isolation 180.6 km; Listing Ultra, Country high point (Georgia #3); Coordinates 42°41′49″N 44°31′09″E."
Geography section: "Mount Kazbek is the third-highest peak in Georgia (after Mount Shkhara and Janga) and the seventh-highest peak in the Caucasus Mountains. ... Its elevation is given variously as 5,033 m, 5,047 m and 5,054 m."
Footnote [3]: "The value 5,054 m is from the 1989 Soviet survey; a 2009 GPS survey gives 5,047 m; Soviet 1:50,000 maps give 5,033 m."
Page footer: "This page was last edited on 19 March 2024, at 08:14 (UTC)." """,
              "Wikipedia gives 5,054 m (16,581 ft) in the infobox, from an older Soviet-era survey, and notes that other sources give 5,047 m (2009 GPS) and 5,033 m (Soviet topographic maps).")),
        (extract(PB_URL, "Elevation of Kazbek given by Peakbagger and its source"), peakbagger(312, "48,119")),
        (memory("add", dict={"kazbek_wikipedia": "5,054 m / 16,581 ft (older Soviet survey; footnote lists 5,047 and 5,033)", "kazbek_peakbagger": "5047 m / 16,558 ft (2009 GPS)"}),
         added("kazbek_wikipedia", "kazbek_peakbagger")),
        (search("Kazbek 5033 m topographic map summitpost", "Kazbek 2009 GPS 5047"),
         hits((sp, "Kazbek : Climbing, Hiking & Mountaineering : SummitPost", "Kazbek 5033 m / 16,512 ft ... Overview ... Getting there ...", "2023-11-05"),
              ("https://www.mountain-forecast.com/peaks/Kazbek", "Kazbek Mountain Weather Forecast (5047m)", "Mountain weather forecast for Kazbek at 5047m, 4500m, 3500m ... issued: 2 pm 2 May ...", "4 hours ago"),
              (PB_URL, "Mount Kazbek, Georgia - Peakbagger.com", "Elevation: 5047 meters ... older maps show 5033 m ...", "2024-04-28"),
              ("https://www.caucasus-trekking.com/peaks/kazbek", "Kazbek (5033 m) - Caucasus Trekking", "Kazbek, 5033 m (some sources say 5047 or 5054 m) ... Route from Gergeti ...", "2023-09-01"))),
        (extract(sp, "Elevation stated by SummitPost and any note on measurement"),
         """# Kazbek — SummitPost

Page Type: Mountain/Rock · Location: Georgia, Asia · Lat/Lon: 42.69700°N / 44.51830°E
Elevation: 16512 ft / 5033 m
Object Title: Kazbek · Page By: alpinist_tbilisi · Created/Edited: Sep 14, 2005 / Nov 5, 2023
Page Score: 88.61% - 40 Votes · Hits: 41,882

## Overview
Kazbek (also Kazbegi, Mkinvartsveri) is an extinct volcano in the Khokh Range of the Greater Caucasus, on the border of Georgia and North Ossetia (Russia). The summit is entirely in Georgia. Heights of 5033 m, 5047 m and 5054 m are all found in the literature; this page uses the 5033 m figure from the Soviet 1:50,000 map sheet K-38-30-B.

## Getting There
From Tbilisi take a marshrutka from Didube station to Stepantsminda (about 3 hours, 15 GEL). Four-wheel-drive taxis go from Stepantsminda to the Gergeti Trinity Church (2170 m).

## Red Tape
Climbers must register at the border police office in Stepantsminda before going above the Meteo station. The route passes close to the Russian border.

## Huts
Bethlemi hut ("Meteo station"), 3653 m, about 60 beds; no reservations for the bunk rooms in summer, camping around the hut.
"""),
        (extract(PB_URL, "Re-check Peakbagger elevation figure and ascent count"), peakbagger(313, "48,127")),
        (memory("add", dict={"kazbek_summitpost": "5033 m / 16,512 ft (Soviet 1:50,000 map)", "kazbek_answer_draft": "Published heights: 5,054 m (older survey), 5,047 m (2009 GPS), 5,033 m (Soviet maps); ~5,047 m best modern value"}),
         added("kazbek_summitpost", "kazbek_answer_draft")),
        (memory("retrieve_all"),
         got({"kazbek_wikipedia": "5,054 m / 16,581 ft (older Soviet survey; footnote lists 5,047 and 5,033)", "kazbek_peakbagger": "5047 m / 16,558 ft (2009 GPS)",
              "kazbek_summitpost": "5033 m / 16,512 ft (Soviet 1:50,000 map)", "kazbek_answer_draft": "Published heights: 5,054 m (older survey), 5,047 m (2009 GPS), 5,033 m (Soviet maps); ~5,047 m best modern value"})),
    ]
    return dict(tid="h28-search-03", turns=turns, bad=False, turn=None, kind="clean",
                state=state("What is the elevation of Mount Kazbek, and why do sources report different values?", "2024-05-02"))


# ---------------------------------------------------------------- 04 (Tour de France 2023, mainstream)
def t04() -> dict[str, Any]:
    lt = "https://www.letour.fr/en/rankings/stage-21"
    wiki = "https://en.wikipedia.org/wiki/2023_Tour_de_France"
    cn = "https://www.cyclingnews.com/races/tour-de-france-2023/stage-21/results/"
    turns: list[T] = [
        (search("2023 Tour de France final general classification winner margin", "Vingegaard Pogačar 2023 Tour gap Paris"),
         hits((lt, "Tour de France 2023 - Rankings of stage 21 - Saint-Quentin-en-Yvelines > Paris Champs-Élysées", "General classification: 1 Jonas Vingegaard JUMBO-VISMA 82h 05' 42'' 2 Tadej Pogačar UAE TEAM EMIRATES + 07' 29'' ...", "2023-07-23"),
              (wiki, "2023 Tour de France - Wikipedia", "The race was won for the second consecutive year by Jonas Vingegaard of Team Jumbo–Visma ... 7 minutes 29 seconds ahead of Tadej Pogačar ...", "2024-01-28"),
              (cn, "Tour de France 2023: Stage 21 Results | Cyclingnews", "Jordi Meeus wins on the Champs-Élysées as Vingegaard seals second Tour de France title ...", "2023-07-23"),
              ("https://www.bbc.com/sport/cycling/66282310", "Tour de France 2023: Jonas Vingegaard wins second successive title - BBC Sport", "Denmark's Jonas Vingegaard won the Tour de France for the second successive year ...", "2023-07-23"))),
        (extract(lt, "Final general classification top 10 with times and gaps"),
         """# Tour de France 2023 — Rankings — Stage 21 — Saint-Quentin-en-Yvelines > Paris Champs-Élysées (115.1 km)

Stage winner: Jordi Meeus (BORA - HANSGROHE) 2h 56' 13''

## General classification (after stage 21 — final)
| Rank | Rider | Rider No. | Team | Times | Gap | B | P |
|---:|---|---:|---|---|---|---|---|
| 1 | JONAS VINGEGAARD | 1 | JUMBO-VISMA | 82h 05' 42'' | - | B : 1' 00'' | - |
| 2 | TADEJ POGAČAR | 11 | UAE TEAM EMIRATES | 82h 13' 11'' | + 07' 29'' | B : 1' 16'' | - |
| 3 | ADAM YATES | 17 | UAE TEAM EMIRATES | 82h 16' 38'' | + 10' 56'' | B : 0' 10'' | - |
| 4 | SIMON YATES | 188 | TEAM JAYCO ALULA | 82h 18' 12'' | + 12' 30'' | - | - |
| 5 | CARLOS RODRIGUEZ | 21 | INEOS GRENADIERS | 82h 19' 52'' | + 14' 10'' | B : 0' 06'' | - |
| 6 | PELLO BILBAO | 131 | BAHRAIN VICTORIOUS | 82h 22' 55'' | + 17' 13'' | B : 0' 10'' | - |
| 7 | JAI HINDLEY | 61 | BORA - HANSGROHE | 82h 29' 05'' | + 23' 23'' | B : 0' 10'' | - |
| 8 | FELIX GALL | 43 | AG2R CITROEN TEAM | 82h 30' 17'' | + 24' 35'' | B : 0' 04'' | - |
| 9 | DAVID GAUDU | 71 | GROUPAMA - FDJ | 82h 33' 18'' | + 27' 36'' | - | - |
| 10 | GUILLAUME MARTIN | 34 | COFIDIS | 82h 43' 36'' | + 37' 54'' | - | - |

Other classifications: Points — Jasper Philipsen (ALPECIN-DECEUNINCK) 377 pts · Mountains — Giulio Ciccone (LIDL-TREK) 106 pts · Best young rider — Tadej Pogačar · Teams — JUMBO-VISMA · Super combativity — Victor Campenaerts
"""),
        (memory("add", dict={"tdf2023_winner": "Jonas Vingegaard (Jumbo-Visma)", "tdf2023_margin": "7'29\" over Tadej Pogačar (UAE Team Emirates)", "tdf2023_time": "82h05'42\" (letour.fr final GC)"}),
         added("tdf2023_winner", "tdf2023_margin", "tdf2023_time")),
        (extract(wiki, "Winning margin, context about the decisive stages"),
         page(wiki, "Winning margin, context about the decisive stages",
              """Lead: "The 2023 Tour de France was the 110th edition of the Tour de France. It started in Bilbao, Spain, on 1 July and finished on the Champs-Élysées in Paris on 23 July. ... Jonas Vingegaard (Jumbo–Visma) won the general classification for the second consecutive year, finishing 7 minutes 29 seconds ahead of Tadej Pogačar (UAE Team Emirates). Pogačar's teammate Adam Yates was third, 10 minutes 56 seconds down."
Race overview: "Vingegaard and Pogačar were separated by ten seconds going into the stage 16 individual time trial from Passy to Combloux, which Vingegaard won by 1 minute 38 seconds. On stage 17 to Courchevel, Pogačar cracked on the Col de la Loze and lost 5 minutes 45 seconds to Vingegaard."
Final standings table (general classification): "1 Jonas Vingegaard (DEN) Jumbo–Visma 82h 05' 42" · 2 Tadej Pogačar (SLO) UAE Team Emirates + 7' 29" · 3 Adam Yates (GBR) UAE Team Emirates + 10' 56"". """,
              "Vingegaard won the 2023 Tour by 7'29\" over Pogačar; the decisive moments were the stage 16 time trial (+1'38\") and stage 17 to Courchevel (+5'45\").")),
        (memory("retrieve", key_list=["tdf2023_winner", "tdf2023_margin", "tdf2023_time"]),
         got({"tdf2023_winner": "Jonas Vingegaard (Jumbo-Visma)", "tdf2023_time": "82h05'42\" (letour.fr final GC)"}, missing=("tdf2023_margin",))),
        (search("Vingegaard Courchevel stage 17 2023 time lost Pogačar"),
         hits(("https://www.letour.fr/en/stage-17", "Stage 17 - Saint-Gervais Mont-Blanc > Courchevel - Tour de France 2023", "Felix Gall wins ... Pogačar concedes 5' 45'' to Vingegaard ...", "2023-07-19"),
              ("https://www.cyclingnews.com/races/tour-de-france-2023/stage-17/results/", "Tour de France 2023: Stage 17 Results | Cyclingnews", "'I'm gone, I'm dead' - Pogačar cracks on Col de la Loze ...", "2023-07-19"),
              ("https://www.procyclingstats.com/race/tour-de-france/2023/stage-17", "Tour de France 2023 Stage 17 results", "Gall Felix 1 ... Vingegaard Jonas +1:38 ... Pogačar Tadej +7:23 ...", "2023-07-19"))),
        (extract(cn, "Stage 21 result and final podium confirmation"),
         """# Tour de France 2023: Stage 21 Results | Cyclingnews

Jordi Meeus (Bora-Hansgrohe) won the final stage of the 2023 Tour de France on the Champs-Élysées, edging Jasper Philipsen (Alpecin-Deceuninck) and Dylan Groenewegen (Jayco AlUla) in a photo finish. Jonas Vingegaard (Jumbo-Visma) rolled home safely in the bunch to seal his second consecutive overall title.

## Results
1. Jordi Meeus (Bel) Bora-Hansgrohe 2:56:13
2. Jasper Philipsen (Bel) Alpecin-Deceuninck
3. Dylan Groenewegen (Ned) Jayco AlUla
4. Mads Pedersen (Den) Lidl-Trek
5. Dylan van Baarle (Ned) Jumbo-Visma

## General classification after stage 21
1. Jonas Vingegaard (Den) Jumbo-Visma 82:05:42
2. Tadej Pogačar (Slo) UAE Team Emirates 0:07:29
3. Adam Yates (GB) UAE Team Emirates 0:10:56
4. Simon Yates (GB) Jayco AlUla 0:12:30
5. Carlos Rodríguez (Spa) Ineos Grenadiers 0:14:10
"""),
    ]
    return dict(tid="h28-search-04", turns=turns, bad=True, turn=5,
                kind="memory key added successfully earlier is reported as not found on retrieve",
                state=state("Who won the 2023 Tour de France and by what margin over the runner-up?", "2024-02-10"))


# ---------------------------------------------------------------- 05 (Svalbard Global Seed Vault, less common)
def t05() -> dict[str, Any]:
    sv = "https://www.seedvault.no/"
    ct = "https://www.croptrust.org/news-events/news/seed-vault-february-2024-deposit/"
    nord = "https://seedvault.nordgen.org/Search"
    reg = "https://www.regjeringen.no/en/aktuelt/new-deposit-svalbard-global-seed-vault-feb-2024/id3025617/"
    turns: list[T] = [
        (memory("retrieve_all"), "Memory is empty."),
        (search("Svalbard Global Seed Vault number of seed samples 2024", "Svalbard seed vault February 2024 deposit"),
         hits((sv, "Svalbard Global Seed Vault", "The Seed Vault currently holds 1,214,827 seed samples deposited by 119 genebanks ...", "2024-02-27"),
              (ct, "Seed Vault welcomes February 2024 deposit | Crop Trust", "Over 30,000 seed samples from 21 depositors arrived at the Svalbard Global Seed Vault this week ...", "2024-02-21"),
              (reg, "New deposit to Svalbard Global Seed Vault - regjeringen.no", "Minister of Agriculture and Food Geir Pollestad ... 21 genebanks ...", "2024-02-20"),
              ("https://en.wikipedia.org/wiki/Svalbard_Global_Seed_Vault", "Svalbard Global Seed Vault - Wikipedia", "... As of 2023, the vault contained more than 1.2 million samples ...", "2024-01-11"))),
        (extract(sv, "Current total of seed samples and number of depositing institutions"),
         """# Svalbard Global Seed Vault

**The Seed Vault in numbers**
- Seed samples: **1,214,827**
- Depositing genebanks: **119**
- Species represented: **6,297**
- Capacity: 4.5 million seed samples (each sample about 500 seeds), up to 2.25 billion seeds
- Storage temperature: -18 °C

Figures updated after the deposit of 20 February 2024.

## About
The Svalbard Global Seed Vault is the world's largest secure backup facility for the world's crop diversity. It is owned and administered by the Norwegian Ministry of Agriculture and Food on behalf of the Kingdom of Norway, in partnership with the Crop Trust and NordGen (Nordic Genetic Resource Center), which manages the operations and the Seed Vault Portal.

## Depositing seeds
Genebanks deposit safety duplicates under a "black box" arrangement: the depositor retains ownership and only the depositor can withdraw its seeds. Openings for deposits take place a few times a year, usually in February, May/June and October.

## Latest news
- 20.02.2024 — New deposit: seeds from 21 genebanks, including first-time depositors from Albania, Croatia and Montenegro
- 16.10.2023 — October opening: 19,000 samples from 11 depositors
- 25.05.2023 — Deposit ceremony attended by the Minister of Agriculture and Food
"""),
        (memory("add", dict={"svalbard_samples": "1,214,827 (seedvault.no, updated after 20 Feb 2024 deposit)", "svalbard_depositors": "119 genebanks", "svalbard_todo": "cross-check total with NordGen portal"}),
         added("svalbard_samples", "svalbard_depositors", "svalbard_todo")),
        (extract(nord, "Total number of accessions and depositors shown in the Seed Vault Portal"),
         """# Seed Portal — Svalbard Global Seed Vault (NordGen)

Search the holdings | Depositors | Statistics | About

**Statistics** (live from the Seed Portal database)
| | |
|---|---:|
| Total samples | 1,214,827 |
| Depositors | 119 |
| Boxes in storage | 5,903 |
| Genera | 1,123 |
| Species | 6,297 |
| Countries of origin | 233 |

Most recent deposit session: 2024-02-20 (21 depositors, 30,341 samples)

Top depositors by number of samples:
| Depositor | Country | Samples |
|---|---|---:|
| International Crops Research Institute for the Semi-Arid Tropics (ICRISAT) | India | 123,452 |
| International Rice Research Institute (IRRI) | Philippines | 120,412 |
| International Center for Agricultural Research in the Dry Areas (ICARDA) | Lebanon/Morocco | 117,038 |
| CIMMYT | Mexico | 115,664 |
| USDA Agricultural Research Service | United States | 76,812 |

Showing 5 of 119 depositors. [Show all]
"""),
        (memory("remove", key_list=["svalbard_todo"]), removed("svalbard_todo")),
        (extract(ct, "Size of the February 2024 deposit and which institutions took part"),
         page(ct, "Size of the February 2024 deposit and which institutions took part",
              """"On 20 February 2024, the Svalbard Global Seed Vault received 30,341 seed samples from 21 depositors, including first-time deposits from genebanks in Albania, Croatia and Montenegro."
"The latest deposit brings the total number of samples stored in the Seed Vault to more than 1.2 million, representing over 6,000 plant species."
"Among the returning depositors were the Nordic Genetic Resource Center, the Philippine Rice Research Institute and the Brazilian Agricultural Research Corporation (Embrapa)."
Published: 21 February 2024 · Author: Crop Trust Communications""",
              "The February 2024 deposit comprised 30,341 samples from 21 depositors; Crop Trust rounds the total to 'more than 1.2 million'.")),
        (memory("retrieve_all"),
         got({"svalbard_samples": "1,214,827 (seedvault.no, updated after 20 Feb 2024 deposit)", "svalbard_depositors": "119 genebanks", "svalbard_todo": "cross-check total with NordGen portal"})),
        (extract(reg, "Government statement about the February 2024 deposit"),
         """# New deposit to Svalbard Global Seed Vault
Press release · Ministry of Agriculture and Food · Date: 20/02/2024

Today, 21 genebanks from around the world deposited seeds in the Svalbard Global Seed Vault. For the first time, genebanks from Albania, Croatia and Montenegro are among the depositors.

– The Seed Vault is an insurance policy for the world's food supply. Every new deposit makes the world a little safer, said Minister of Agriculture and Food Geir Pollestad, who attended the opening in Longyearbyen.

The Seed Vault was opened in 2008 and is owned by Norway. It is operated in a partnership between the Ministry of Agriculture and Food, the Nordic Genetic Resource Center (NordGen) and the Crop Trust.

Press contact: Communication unit, Ministry of Agriculture and Food
"""),
        (memory("add", dict={"svalbard_answer": "1,214,827 samples from 119 depositors after the 20 Feb 2024 deposit (30,341 samples, 21 depositors)"}),
         added("svalbard_answer")),
    ]
    return dict(tid="h28-search-05", turns=turns, bad=True, turn=8,
                kind="memory key removed earlier is present again in retrieve_all",
                state=state("How many seed samples does the Svalbard Global Seed Vault hold after its most recent deposit, and how large was that deposit?", "2024-03-01"))


# ---------------------------------------------------------------- 06 (Nvidia vs Apple market cap, mainstream, clean)
YF_NVDA = "https://finance.yahoo.com/quote/NVDA/"


def yahoo_nvda(price: str, chg: str, stamp: str, cap: str, vol: str, dayrange: str) -> str:
    wk = dayrange.split(" - ")[1]
    return f"""# NVIDIA Corporation (NVDA)
NasdaqGS - NasdaqGS Real Time Price. Currency in USD

**{price}** {chg}
As of {stamp}. Market Open.

| | | | |
|---|---|---|---|
| Previous Close | 130.98 | Market Cap (intraday) | {cap} |
| Open | 131.14 | Beta (5Y Monthly) | 1.68 |
| Bid | {price} x 800 | PE Ratio (TTM) | 77.91 |
| Ask | {price} x 1200 | EPS (TTM) | 1.74 |
| Day's Range | {dayrange} | Earnings Date | Aug 28, 2024 |
| 52 Week Range | 39.23 - {wk} | Forward Dividend & Yield | 0.04 (0.03%) |
| Volume | {vol} | Ex-Dividend Date | Jun 11, 2024 |
| Avg. Volume | 389,412,077 | 1y Target Est | 134.61 |

Note: prices reflect the 10-for-1 stock split effective June 10, 2024. Shares outstanding: 24.6B.

## Recent News
- Nvidia becomes world's most valuable company, overtaking Microsoft — Reuters · 18 minutes ago
- Nvidia's rally adds $150 billion in value as AI frenzy continues — Bloomberg · 1 hour ago
- Why Nvidia stock keeps rising — Motley Fool · 2 hours ago
"""


def t06() -> dict[str, Any]:
    cmc = "https://companiesmarketcap.com/"
    yf_aapl = "https://finance.yahoo.com/quote/AAPL/"
    turns: list[T] = [
        (search("Nvidia market cap today", "Nvidia most valuable company Microsoft Apple market value"),
         hits(("https://www.reuters.com/technology/nvidia-becomes-worlds-most-valuable-company-2024-06-18/", "Nvidia becomes world's most valuable company, overtaking Microsoft | Reuters", "Nvidia's shares rose 3.5% to $135.58, giving it a market value of $3.335 trillion ...", "12 minutes ago"),
              (YF_NVDA, "NVIDIA Corporation (NVDA) Stock Price, News, Quote & History - Yahoo Finance", "Find the latest NVIDIA Corporation (NVDA) stock quote, history, news ...", "2024-06-18"),
              (cmc, "Companies ranked by Market Cap - CompaniesMarketCap.com", "Largest companies by market cap: 1 NVIDIA $3.33 T, 2 Microsoft $3.31 T, 3 Apple $3.28 T ...", "2024-06-18"))),
        (extract(YF_NVDA, "Current NVDA price and intraday market cap"),
         yahoo_nvda("135.58", "+4.60 (+3.51%)", "11:42 AM EDT", "3.335T", "187,903,114", "130.69 - 135.90")),
        (memory("add", dict={"nvda_cap_1142": "$3.335T at $135.58 (Yahoo, 11:42 AM EDT, 18 Jun 2024)"}), added("nvda_cap_1142")),
        (extract(yf_aapl, "Current AAPL price and intraday market cap"),
         """# Apple Inc. (AAPL)
NasdaqGS - NasdaqGS Real Time Price. Currency in USD

**214.29** -2.38 (-1.10%)
As of 11:49 AM EDT. Market Open.

| | | | |
|---|---|---|---|
| Previous Close | 216.67 | Market Cap (intraday) | 3.285T |
| Open | 217.59 | Beta (5Y Monthly) | 1.25 |
| Day's Range | 213.15 - 218.63 | PE Ratio (TTM) | 33.33 |
| 52 Week Range | 164.08 - 220.20 | EPS (TTM) | 6.43 |
| Volume | 41,227,856 | Earnings Date | Aug 1, 2024 |
| Avg. Volume | 67,554,311 | Forward Dividend & Yield | 1.00 (0.46%) |

Shares outstanding: 15.33B

## Recent News
- Apple falls to third as Nvidia takes market cap crown — CNBC · 9 minutes ago
- Apple Intelligence: what's coming to iPhone this fall — The Verge · 5 hours ago
"""),
        (extract(cmc, "Top 5 companies by market cap right now"),
         """# Largest Companies by Marketcap
companiesmarketcap.com · companies: 8,021 · total market cap: $106.112 T

| Rank | Name | Market Cap | Price | Today | Country |
|---:|---|---:|---:|---:|---|
| 1 | NVIDIA (NVDA) | $3.340 T | $135.76 | 3.65% | USA |
| 2 | Microsoft (MSFT) | $3.316 T | $446.11 | 0.49% | USA |
| 3 | Apple (AAPL) | $3.284 T | $214.21 | -1.13% | USA |
| 4 | Alphabet (Google) (GOOG) | $2.181 T | $176.82 | 0.20% | USA |
| 5 | Amazon (AMZN) | $1.888 T | $181.44 | -1.21% | USA |
| 6 | Saudi Aramco (2222.SR) | $1.790 T | $7.40 | 0.06% | S. Arabia |
| 7 | Meta Platforms (META) | $1.276 T | $502.99 | -0.53% | USA |

Prices are delayed by up to 15 minutes. Last updated: 11:58 AM EDT
"""),
        (search("Nvidia stock price now market value trillion"),
         hits(("https://www.cnbc.com/2024/06/18/nvidia-passes-microsoft-in-market-cap-is-now-most-valuable-public-company.html", "Nvidia passes Microsoft in market cap, is now most valuable public company - CNBC", "Nvidia shares rose more than 3% on Tuesday ... market cap of about $3.34 trillion ...", "41 minutes ago"),
              (YF_NVDA, "NVIDIA Corporation (NVDA) Stock Price, News, Quote & History - Yahoo Finance", "136.12 +5.14 (+3.92%) ...", "2024-06-18"),
              ("https://www.reuters.com/technology/nvidia-becomes-worlds-most-valuable-company-2024-06-18/", "Nvidia becomes world's most valuable company, overtaking Microsoft | Reuters", "... giving it a market value of $3.335 trillion ...", "1 hour ago"))),
        (extract(YF_NVDA, "Latest NVDA price and market cap"),
         yahoo_nvda("136.12", "+5.14 (+3.92%)", "12:31 PM EDT", "3.349T", "231,448,902", "130.69 - 136.33").replace("18 minutes ago", "1 hour ago").replace("· 1 hour ago\n- Why", "· 2 hours ago\n- Why").replace("Motley Fool · 2 hours ago", "Motley Fool · 3 hours ago")),
        (memory("update", dict={"nvda_cap_1142": "$3.335T at $135.58 (Yahoo, 11:42 AM EDT); at 12:31 PM EDT $3.349T at $136.12"}), updated("nvda_cap_1142")),
        (memory("add", dict={"aapl_cap": "$3.285T at $214.29 (Yahoo, 11:49 AM EDT); CMC $3.284T (11:58)"}), added("aapl_cap")),
        (memory("retrieve_all"),
         got({"nvda_cap_1142": "$3.335T at $135.58 (Yahoo, 11:42 AM EDT); at 12:31 PM EDT $3.349T at $136.12", "aapl_cap": "$3.285T at $214.29 (Yahoo, 11:49 AM EDT); CMC $3.284T (11:58)"})),
    ]
    return dict(tid="h28-search-06", turns=turns, bad=False, turn=None, kind="clean",
                state=state("What is Nvidia's market capitalization right now, and how does it compare with Apple's?", "2024-06-18 (US market hours, Eastern time)"))


# ---------------------------------------------------------------- 07 (Mauna Loa CO2, less common, clean)
def t07() -> dict[str, Any]:
    gml = "https://gml.noaa.gov/ccgg/trends/"
    txt = "https://gml.noaa.gov/webdata/ccgg/trends/co2/co2_mm_mlo.txt"
    kc = "https://keelingcurve.ucsd.edu/"
    turns: list[T] = [
        (search("Mauna Loa CO2 monthly mean April 2024 ppm", "NOAA GML trends CO2 latest monthly average"),
         hits((gml, "Global Monitoring Laboratory - Carbon Cycle Greenhouse Gases - Trends in CO2", "April 2024: 426.57 ppm · April 2023: 423.36 ppm · Last updated: May 6, 2024 ...", "2024-05-06"),
              (kc, "The Keeling Curve", "Latest CO2 reading: 427.31 ppm ... May 9, 2024 ...", "1 day ago"),
              (txt, "co2_mm_mlo.txt", "# Mauna Loa CO2 monthly mean data ... # File Creation: Mon May 6 05:00:31 2024 ...", "2024-05-06"),
              ("https://www.climate.gov/news-features/understanding-climate/climate-change-atmospheric-carbon-dioxide", "Climate Change: Atmospheric Carbon Dioxide | NOAA Climate.gov", "The global average atmospheric carbon dioxide in 2023 was 419.3 parts per million ...", "2024-04-09"))),
        (extract(gml, "Latest monthly mean CO2 at Mauna Loa and the same month a year earlier"),
         """# Trends in Atmospheric Carbon Dioxide (CO2)
Global Monitoring Laboratory · Carbon Cycle Greenhouse Gases

## Monthly Average Mauna Loa CO2
| | |
|---|---|
| April 2024 | **426.57 ppm** |
| April 2023 | **423.36 ppm** |

Last updated: May 6, 2024

The graphs show monthly mean carbon dioxide measured at Mauna Loa Observatory, Hawaii. The carbon dioxide data on Mauna Loa constitute the longest record of direct measurements of CO2 in the atmosphere. They were started by C. David Keeling of the Scripps Institution of Oceanography in March of 1958 at a facility of the National Oceanic and Atmospheric Administration.

Recent monthly mean CO2 at Mauna Loa — the dashed red line with diamond symbols represents the monthly mean values, centered on the middle of each month. The black line with square symbols represents the same, after correction for the average seasonal cycle.

Data are reported as a dry air mole fraction defined as the number of molecules of carbon dioxide divided by the number of all molecules in air, including CO2 itself, after water vapor has been removed. The mole fraction is expressed as parts per million (ppm).

Note: the last several months of data are preliminary and subject to revision, pending recalibration of reference gases and other quality control checks.

[Mauna Loa CO2 monthly mean data (text)] [Mauna Loa CO2 annual mean data] [Global monthly mean data]
"""),
        (memory("add", dict={"mlo_apr2024": "426.57 ppm (NOAA GML monthly mean, updated 2024-05-06, preliminary)", "mlo_apr2023": "423.36 ppm"}),
         added("mlo_apr2024", "mlo_apr2023")),
        (extract(txt, "Last rows of the monthly table, with deseasonalized values and days of data"),
         """```
# --------------------------------------------------------------------
# USE OF NOAA GML DATA
# ...
# File Creation:  Mon May  6 05:00:31 2024
#
# CO2 expressed as a mole fraction in dry air, micromol/mol, abbreviated as ppm
#
#            decimal       monthly    de-seasonalized  #days  st.dev  unc. of
#             date         average     average                of days mon mean
[... 780 earlier rows not shown ...]
  2023   4   2023.2917      423.36      420.00     29     0.59     0.21
  2023   5   2023.3750      424.00      420.02     31     0.62     0.21
  2023   6   2023.4583      423.68      420.57     30     0.48     0.17
  2023   7   2023.5417      421.83      420.78     21     0.55     0.23
  2023   8   2023.6250      419.68      421.28     21     0.52     0.22
  2023   9   2023.7083      418.51      421.58     18     0.41     0.19
  2023  10   2023.7917      418.82      421.88     27     0.37     0.14
  2023  11   2023.8750      420.46      422.34     21     0.42     0.18
  2023  12   2023.9583      421.86      422.54     20     0.90     0.39
  2024   1   2024.0417      422.80      422.63     27     0.75     0.28
  2024   2   2024.1250      424.55      423.77     27     0.66     0.24
  2024   3   2024.2083      425.38      423.92     23     0.82     0.33
  2024   4   2024.2917      426.57      424.43     27     0.56     0.21
```"""),
        (extract(kc, "Latest daily CO2 reading reported by Scripps"),
         page(kc, "Latest daily CO2 reading reported by Scripps",
              """Header widget: "Latest CO2 reading — May 9, 2024: 427.31 ppm (Scripps Institution of Oceanography, UC San Diego)"
"Monthly average (April 2024): 426.65 ppm" — "Scripps and NOAA maintain independent measurement programs at Mauna Loa; their monthly values typically differ by a few hundredths to a tenth of a ppm."
"Daily readings are preliminary and may be revised." """,
              "Scripps' independent program reports a daily value of 427.31 ppm for May 9, 2024 and an April 2024 monthly average of 426.65 ppm, slightly different from NOAA's 426.57 ppm; the two programs are independent.")),
        (memory("add", dict={"scripps_apr2024": "426.65 ppm (Scripps independent program; daily 427.31 ppm on 9 May)"}), added("scripps_apr2024")),
        (search("Mauna Loa CO2 April 2024 increase year over year 3.2 ppm"),
         hits(("https://gml.noaa.gov/ccgg/trends/mlo.html", "Global Monitoring Laboratory - Mauna Loa CO2 monthly", "April 2024: 426.57 ppm · April 2023: 423.36 ppm ... Last updated: May 6, 2024", "2024-05-06"),
              (kc, "The Keeling Curve", "Latest CO2 reading: 427.31 ppm ...", "1 day ago"),
              ("https://www.co2.earth/daily-co2", "Daily CO2 | CO2.Earth", "May 8, 2024: 427.18 ppm · May 8, 2023: 424.05 ppm · Data from Scripps ...", "2024-05-09"))),
        (memory("retrieve_all"),
         got({"mlo_apr2024": "426.57 ppm (NOAA GML monthly mean, updated 2024-05-06, preliminary)", "mlo_apr2023": "423.36 ppm", "scripps_apr2024": "426.65 ppm (Scripps independent program; daily 427.31 ppm on 9 May)"})),
    ]
    return dict(tid="h28-search-07", turns=turns, bad=False, turn=None, kind="clean",
                state=state("What was the monthly mean CO2 concentration at Mauna Loa in April 2024, and how much higher was it than a year earlier?", "2024-05-10"))


# ---------------------------------------------------------------- 08 (pandas GitHub issue, mainstream)
GH_ISSUE = "https://github.com/pandas-dev/pandas/issues/57806"


def gh_issue(status: str) -> str:
    return f"""# BUG: read_csv(engine="pyarrow") keeps memory after return when usecols is given #57806

**{status}** · jorisvandenbossche-fan opened this issue on Mar 11, 2024 · 9 comments

Labels: Bug · IO CSV · Arrow · Performance
Milestone: 2.2.2
Assignees: phofl
Linked pull requests: #57931 (merged)

---
**jorisvandenbossche-fan** commented on Mar 11, 2024

### Pandas version checks
- [x] I have checked that this issue has not already been reported.
- [x] I have confirmed this bug exists on the latest version of pandas.

### Reproducible Example
```python
import pandas as pd, psutil, gc
for i in range(50):
    df = pd.read_csv("big.csv", engine="pyarrow", usecols=["a", "b"])
    del df; gc.collect()
    print(i, psutil.Process().memory_info().rss // 2**20)
```
### Issue Description
RSS grows by roughly 180 MB per iteration with `usecols`, stays flat without it. The intermediate pyarrow Table with all columns seems to be kept alive by a reference held in the converter.

### Installed Versions
pandas 2.2.1 · pyarrow 15.0.1 · Python 3.11.8 · Linux x86_64

---
**phofl** commented on Mar 12, 2024
Thanks, I can reproduce. We keep a reference to the full table in `ArrowParserWrapper._finalize_pandas_output`. Will put up a fix.

**mroeschke** added the **2.2.2** milestone on Mar 12, 2024

**lithomas1** commented on Mar 20, 2024
Confirmed this also affects `dtype_backend="pyarrow"`.

**phofl** linked a pull request on Mar 28, 2024 that will close this issue: BUG: Release full pyarrow table after column selection in read_csv #57931

**mroeschke** closed this as completed in #57931 on Apr 2, 2024

**jorisvandenbossche-fan** commented on Apr 11, 2024
Verified with 2.2.2, RSS is flat now. Thanks!

**someuser42** commented on May 3, 2024
Still seeing growth on Windows with pandas 2.2.2 and pyarrow 16.0 — but only without `usecols`, so probably a different issue. Opened #58512.

**phofl** commented on May 3, 2024
@someuser42 thanks, let's track that in #58512.
"""


def t08() -> dict[str, Any]:
    pr = "https://github.com/pandas-dev/pandas/pull/57931"
    wn = "https://pandas.pydata.org/docs/whatsnew/v2.2.2.html"
    turns: list[T] = [
        (search("pandas read_csv pyarrow engine memory leak usecols issue", "github pandas-dev read_csv engine pyarrow usecols memory"),
         hits((GH_ISSUE, "BUG: read_csv(engine=\"pyarrow\") keeps memory after return when usecols is given · Issue #57806 · pandas-dev/pandas", "RSS grows by roughly 180 MB per iteration with usecols ... closed this as completed in #57931 ...", "2024-03-11"),
              ("https://stackoverflow.com/questions/78191244/pandas-read-csv-pyarrow-memory-keeps-growing", "pandas read_csv pyarrow memory keeps growing - Stack Overflow", "When I loop over files with engine='pyarrow' the memory never goes down ... Asked 2 months ago ...", "2024-03-19"),
              ("https://github.com/apache/arrow/issues/40512", "[Python] Memory not released after to_pandas with column selection · Issue #40512 · apache/arrow", "... closed as not planned ...", "2024-03-13"))),
        (extract(GH_ISSUE, "Is the issue fixed, by which PR, and in which release"), gh_issue("Closed")),
        (memory("add", dict={"pandas_issue": "#57806 closed as completed via PR #57931 on 2024-04-02 (milestone 2.2.2)"}), added("pandas_issue")),
        (extract(pr, "What the fix changed and when it was merged"),
         """# BUG: Release full pyarrow table after column selection in read_csv #57931

**Merged** · mroeschke merged 3 commits into pandas-dev:main from phofl:arrow-usecols-leak on Apr 2, 2024

Conversation 6 · Commits 3 · Checks 44 · Files changed 3 (+41 −7)

- [x] closes #57806
- [x] Tests added and passed
- [x] Added an entry in the latest `doc/source/whatsnew/v2.2.2.rst`

Files changed:
- `pandas/io/parsers/arrow_parser_wrapper.py` (+12 −6)
- `pandas/tests/io/parser/test_usecols_basic.py` (+28 −0)
- `doc/source/whatsnew/v2.2.2.rst` (+1 −1)

**meeseeksmachine** commented on Apr 2, 2024
Owee, I'm MrMeeseeks, Look at me. There seem to be a conflict, please backport manually. … Backport PR #57957 opened on 2.2.x.

**mroeschke** added this to the 2.2.2 milestone on Apr 2, 2024
"""),
        (search("pandas 2.2.2 release notes what's new"),
         hits((wn, "What's new in 2.2.2 (April 10, 2024) — pandas 2.2.2 documentation", "These are the changes in pandas 2.2.2. ... Fixed regression ... Bug fixes ...", "2024-04-10"),
              ("https://github.com/pandas-dev/pandas/releases/tag/v2.2.2", "Release Pandas 2.2.2 · pandas-dev/pandas", "We are pleased to announce the release of pandas 2.2.2. This is a patch release in the 2.2.x series and includes some regression and bug fixes ...", "2024-04-10"),
              ("https://pypi.org/project/pandas/2.2.2/", "pandas · PyPI", "pandas 2.2.2 · Released: Apr 10, 2024", "2024-04-10"))),
        (extract(wn, "Entry mentioning GH#57806 and the release date"),
         """# What's new in 2.2.2 (April 10, 2024)

These are the changes in pandas 2.2.2. See Release notes for a full changelog including other versions of pandas.

## Pandas 2.2.2 is now compatible with numpy 2.0
Pandas 2.2.2 is the first version of pandas that is generally compatible with the upcoming numpy 2.0 release, and wheels for pandas 2.2.2 will work with both numpy 1.x and 2.x.

## Fixed regressions
- `DataFrame.__dataframe__()` was producing incorrect data buffers when the a column's type was a pandas nullable on with missing values (GH 56702)
- `DataFrame.__dataframe__()` was showing bytemask instead of bitmask for 'string[pyarrow]' validity buffer (GH 57762)
- `DataFrame.to_sql()` was failing to find the right table when using the schema argument (GH 57539)

## Bug fixes
- `read_csv()` with `engine="pyarrow"` and `usecols` no longer keeps the full intermediate pyarrow Table alive, which caused memory growth in loops (GH 57806)
- `DataFrame.__dataframe__()` was producing incorrect data buffers when the column's type was nullable boolean (GH 55332)
- `Series.astype()` now preserves the original index for nullable integer types (GH 57633)

## Contributors
A total of 20 people contributed patches to this release.
"""),
        (memory("add", dict={"pandas_fixed_in": "2.2.2 (released 2024-04-10; whatsnew lists GH 57806)"}), added("pandas_fixed_in")),
        (search("pandas 2.2.2 read_csv pyarrow memory still growing windows 58512"),
         hits(("https://github.com/pandas-dev/pandas/issues/58512", "BUG: memory growth in read_csv(engine='pyarrow') on Windows without usecols · Issue #58512", "Follow-up of #57806 ... pyarrow 16.0 ... Open ...", "2024-05-03"),
              ("https://stackoverflow.com/questions/78191244/pandas-read-csv-pyarrow-memory-keeps-growing", "pandas read_csv pyarrow memory keeps growing - Stack Overflow", "Update: fixed for me after upgrading to pandas 2.2.2 ...", "2024-04-12"))),
        (extract(GH_ISSUE, "Check the final state of #57806 and whether the later Windows report reopened it"), gh_issue("Open")),
        (memory("update", dict={"pandas_issue": "#57806 fixed by PR #57931 (merged 2024-04-02), shipped in 2.2.2; Windows report split into #58512"}), updated("pandas_issue")),
        (memory("retrieve_all"),
         got({"pandas_issue": "#57806 fixed by PR #57931 (merged 2024-04-02), shipped in 2.2.2; Windows report split into #58512", "pandas_fixed_in": "2.2.2 (released 2024-04-10; whatsnew lists GH 57806)"})),
    ]
    return dict(tid="h28-search-08", turns=turns, bad=True, turn=9,
                kind="GitHub issue shown closed as completed earlier now shows as open with no reopen event in its timeline",
                state=state("Has the pandas read_csv pyarrow-engine memory growth bug (with usecols) been fixed, and in which release?", "2024-05-20"))


# ---------------------------------------------------------------- 09 (UK Prime Minister, mainstream, clean)
def t09() -> dict[str, Any]:
    wiki = "https://en.wikipedia.org/wiki/Prime_Minister_of_the_United_Kingdom"
    bbc = "https://www.bbc.co.uk/news/live/cn09xnp7r70t"
    gov = "https://www.gov.uk/government/people/keir-starmer"
    turns: list[T] = [
        (search("current UK prime minister", "UK general election 2024 result prime minister"),
         hits((wiki, "Prime Minister of the United Kingdom - Wikipedia", "The prime minister of the United Kingdom is the head of government of the United Kingdom ... Incumbent Rishi Sunak since 25 October 2022 ...", "2024-07-04"),
              (bbc, "General election 2024 live: Labour wins landslide, Starmer to become PM - BBC News", "Keir Starmer is on his way to Buckingham Palace ... Live · 4 minutes ago", "2024-07-05"),
              ("https://www.theguardian.com/politics/live/2024/jul/05/general-election-results-2024-live-labour-landslide", "General election results 2024 live: Labour landslide - The Guardian", "Labour has won 412 seats with 648 of 650 declared ...", "11 minutes ago"))),
        (extract(wiki, "Who is the incumbent prime minister and since when"),
         page(wiki, "Who is the incumbent prime minister and since when",
              """Infobox: "Prime Minister of the United Kingdom of Great Britain and Northern Ireland — Incumbent: Rishi Sunak since 25 October 2022. Style: The Right Honourable. Residence: 10 Downing Street. Appointer: Charles III. Term length: At His Majesty's pleasure. Inaugural holder: Robert Walpole. Formation: 1721."
Lead: "... Rishi Sunak is the current prime minister, having been appointed by King Charles III on 25 October 2022. A general election was held on 4 July 2024."
Footer: "This page was last edited on 4 July 2024, at 21:12 (UTC)." """,
              "As of the last edit (4 July 2024, 21:12 UTC) Wikipedia still lists Rishi Sunak as incumbent; the general election took place on 4 July 2024.")),
        (memory("add", dict={"pm_wiki_snapshot": "Rishi Sunak (Wikipedia, last edited 2024-07-04 21:12 UTC)"}), added("pm_wiki_snapshot")),
        (extract(bbc, "Has Keir Starmer been appointed PM, and at what time"),
         """# General election 2024 live: Starmer becomes prime minister after Labour landslide
BBC News · Live Reporting · Edited by Jennifer Meierhans

**13:18 BST — Starmer: "Our work is urgent and we begin it today"**
Standing outside Number 10, Sir Keir Starmer says the country has voted "decisively for change". He says he will govern "as a government of service".

**12:25 BST — Keir Starmer appointed prime minister**
Buckingham Palace confirms that the King has received Sir Keir Starmer and asked him to form a new administration. Sir Keir accepted His Majesty's offer and kissed hands upon his appointment as prime minister and First Lord of the Treasury.

**11:56 BST — Starmer arrives at Buckingham Palace**
The Labour leader and his wife Victoria have arrived at the palace.

**10:38 BST — Sunak offers his resignation to the King**
Rishi Sunak has had an audience with King Charles and tendered his resignation as prime minister.

**10:20 BST — Sunak: "I have heard your anger, your disappointment"**
In a statement outside Downing Street, the outgoing prime minister apologised to Conservative candidates who lost their seats.

**07:10 BST — Labour wins landslide**
With 648 of 650 seats declared, Labour has 412 seats, the Conservatives 121, the Liberal Democrats 71.
"""),
        (search("Keir Starmer prime minister since 5 July 2024"),
         hits((gov, "The Rt Hon Sir Keir Starmer KCB KC MP - GOV.UK", "Sir Keir Starmer became Prime Minister on 5 July 2024 ...", "2024-07-05"),
              (wiki, "Prime Minister of the United Kingdom - Wikipedia", "... Incumbent Keir Starmer since 5 July 2024 ...", "2024-07-05"),
              (bbc, "General election 2024 live: Starmer becomes prime minister after Labour landslide - BBC News", "Our work is urgent and we begin it today ... Live · 2 minutes ago", "2024-07-05"))),
        (extract(wiki, "Re-check the incumbent after the change of government"),
         page(wiki, "Re-check the incumbent after the change of government",
              """Infobox: "Prime Minister of the United Kingdom of Great Britain and Northern Ireland — Incumbent: Keir Starmer since 5 July 2024. Style: The Right Honourable. Residence: 10 Downing Street. Appointer: Charles III. Inaugural holder: Robert Walpole. Formation: 1721."
Lead: "... Keir Starmer is the current prime minister, having been appointed by King Charles III on 5 July 2024, following the Labour Party's victory at the 2024 general election. He succeeded Rishi Sunak."
Footer: "This page was last edited on 5 July 2024, at 11:41 (UTC)." """,
              "The page has been updated since the earlier visit (now last edited 5 July 2024, 11:41 UTC): Keir Starmer is incumbent since 5 July 2024, succeeding Rishi Sunak.")),
        (extract(gov, "Official appointment date"),
         """# The Rt Hon Sir Keir Starmer KCB KC MP

## Biography
Sir Keir Starmer became Prime Minister on 5 July 2024. He was elected as the Member of Parliament for Holborn and St Pancras in 2015 and became Leader of the Labour Party in April 2020.

## Current roles
- Prime Minister — 5 July 2024 to present
- First Lord of the Treasury
- Minister for the Civil Service
- Minister for the Union

## Previous holders of the role of Prime Minister
Rishi Sunak (2022 to 2024) · Elizabeth Truss (2022) · Boris Johnson (2019 to 2022)
"""),
        (memory("add", dict={"pm_current": "Keir Starmer, appointed 5 July 2024 at 12:25 BST (11:25 UTC) per BBC live; GOV.UK confirms 5 July 2024"}), added("pm_current")),
        (memory("remove", key_list=["pm_wiki_snapshot"]), removed("pm_wiki_snapshot")),
        (memory("retrieve_all"),
         got({"pm_current": "Keir Starmer, appointed 5 July 2024 at 12:25 BST (11:25 UTC) per BBC live; GOV.UK confirms 5 July 2024"})),
    ]
    return dict(tid="h28-search-09", turns=turns, bad=False, turn=None, kind="clean",
                state=state("Who is the UK Prime Minister as of today, and when did they take office?", "2024-07-05 (afternoon, UK time)"))


# ---------------------------------------------------------------- 10 (deepest cave, less common)
def t10() -> dict[str, Any]:
    wiki = "https://en.wikipedia.org/wiki/Veryovkina_Cave"
    cb = "http://www.caverbob.com/wdeep.htm"
    spel = "https://www.speleogenesis.info/directory/karstbase/news/veryovkina-2018.php"
    krub = "https://en.wikipedia.org/wiki/Krubera_Cave"
    stored = "2,212 m (Perovo-Speleo expedition, August 2018; Wikipedia)"
    turns: list[T] = [
        (search("deepest known cave in the world depth", "Veryovkina cave depth 2212"),
         hits((wiki, "Veryovkina Cave - Wikipedia", "Veryovkina Cave is the deepest-known cave in the world ... depth of 2,212 metres (7,257 ft) ...", "2024-02-14"),
              (cb, "World's Deepest Caves - Bob Gulden", "Worlds Deepest Caves ... 1 Veryovkina (Verevkina) Cave 2212 m ...", "2024-01-20"),
              (krub, "Krubera Cave - Wikipedia", "Krubera (Voronya) Cave ... second-deepest-known cave ... 2,197 m ...", "2023-12-02"))),
        (extract(wiki, "Surveyed depth of Veryovkina, when and by whom it was reached"),
         page(wiki, "Surveyed depth of Veryovkina, when and by whom it was reached",
              """Infobox: "Veryovkina Cave (Верёвкина) — Location: Arabika Massif, Gagra Range, Abkhazia, Georgia · Depth 2,212 m (7,257 ft) · Length 17,830 m (58,500 ft) · Entrances 1 · Elevation of entrance 2,285 m · Discovery 1968 (Krasnoyarsk cavers)."
"In August 2018 an expedition of the Perovo-Speleo club (Moscow) reached a depth of 2,212 m, making Veryovkina the deepest-known cave in the world and the only cave known to exceed 2,200 m."
"In March 2018 the Perovo-Speleo expedition had reached 2,204 m; the terminal sump was pushed in August 2018."
Footer: "This page was last edited on 14 February 2024." """,
              "Veryovkina is the deepest-known cave, 2,212 m deep, reached by the Perovo-Speleo expedition in August 2018 (an earlier March 2018 expedition reached 2,204 m).")),
        (memory("add", dict={"veryovkina_depth": stored, "veryovkina_length": "17,830 m"}), added("veryovkina_depth", "veryovkina_length")),
        (extract(cb, "Top 5 deepest caves with depths"),
         """# World's Deepest Caves
compiled by Bob Gulden · Updated January 20, 2024 · (Depths in meters and feet)

| # | Cave Name | Country | State/Region | Depth (m) | Depth (ft) |
|---:|---|---|---|---:|---:|
| 1 | Veryovkina (Verevkina) Cave (S-115) | Georgia | Abkhazia, Arabika Massif | 2212 | 7257 |
| 2 | Krubera (Voronja) Cave | Georgia | Abkhazia, Arabika Massif | 2197 | 7208 |
| 3 | Sarma | Georgia | Abkhazia, Arabika Massif | 1830 | 6004 |
| 4 | Snezhnaja-Mezhonnogo-Illyuzia | Georgia | Abkhazia, Bzybsky Massif | 1760 | 5774 |
| 5 | Lamprechtsofen Vogelschacht Weg Schacht | Austria | Salzburg | 1735 | 5692 |
| 6 | Gouffre Mirolda / Lucien Bouclier | France | Haute-Savoie | 1733 | 5685 |
| 7 | Réseau Jean Bernard | France | Haute-Savoie | 1625 | 5331 |

Notes: Veryovkina depth from the Perovo-Speleo survey of August 2018. Krubera depth revised from 2199 m after resurvey (2013).
"""),
        (memory("retrieve", key_list=["veryovkina_depth"]),
         got({"veryovkina_depth": "2,204 m (Perovo-Speleo expedition, August 2018; Wikipedia)"})),
        (extract(krub, "Depth of Krubera and when it lost the deepest title"),
         page(krub, "Depth of Krubera and when it lost the deepest title",
              """Infobox: "Krubera Cave (Voronya) — Depth 2,197 m (7,208 ft) · Length 16,058 m · Elevation 2,240 m."
"Krubera was the deepest-known cave in the world from 2001 until March 2018, when Veryovkina was explored beyond it."
"In 2012 Gennadiy Samokhin dived the terminal sump to reach 2,197 m." """,
              "Krubera is 2,197 m deep; it was the deepest known cave from 2001 until Veryovkina surpassed it in March 2018.")),
        (search("Veryovkina 2018 expedition 2212 m terminal sump Perovo"),
         hits((spel, "Veryovkina reaches 2212 m - Speleogenesis news", "In August 2018 the Perovo-Speleo team pushed the terminal sump ... new depth 2212 m ...", "2018-08-23"),
              ("https://www.nationalgeographic.com/adventure/article/deepest-cave-veryovkina", "Inside the world's deepest cave - National Geographic", "... 7,257 feet deep ...", "2019-01-17"))),
        (extract(spel, "Details of the 2018 expeditions"),
         """# Veryovkina reaches 2212 m
Speleogenesis · Karstbase news · 23 August 2018

The Perovo-Speleo expedition to Veryovkina Cave (Arabika Massif) has returned from the field. In the terminal sump, divers extended the cave to a new depth of **2212 m**, making Veryovkina the deepest known cave in the world, 15 m deeper than Krubera (2197 m).

Earlier this year, in March 2018, the same club reached −2204 m, already exceeding Krubera. The August expedition comprised 14 cavers and spent 24 days underground.

Survey: Perovo-Speleo club, Moscow; cartography by P. Demidov.
"""),
        (memory("add", dict={"krubera_depth": "2,197 m (second)", "veryovkina_history": "-2204 m in March 2018, -2212 m in August 2018"}), added("krubera_depth", "veryovkina_history")),
        (search("deepest cave 2024 new record deeper than Veryovkina"),
         hits(("https://www.livescience.com/planet-earth/deepest-cave-in-the-world", "What is the deepest cave in the world? | Live Science", "Veryovkina Cave ... 7,257 feet (2,212 m) ... still holds the record ...", "2023-10-28"),
              (cb, "World's Deepest Caves - Bob Gulden", "Updated January 20, 2024 ... 1 Veryovkina ... 2212 m ...", "2024-01-20"))),
        (memory("add", dict={"answer": "Veryovkina Cave (Abkhazia, Georgia), 2,212 m, since Aug 2018; Krubera second at 2,197 m"}), added("answer")),
    ]
    return dict(tid="h28-search-10", turns=turns, bad=True, turn=5,
                kind="stored memory value reads back with a different depth although it was never updated",
                state=state("What is the deepest known cave in the world, how deep is it, and since when has it held the record?", "2024-03-05"))


# ---------------------------------------------------------------- 11 (Tartu city budget, less common)
TARTU_URL = "https://www.tartu.ee/en/budget-2024"


def tartu_budget(total: str) -> str:
    return f"""# City of Tartu budget 2024
Tartu City Government › Finance › Budget · Adopted by the City Council on 14 December 2023 · Page updated: 18.12.2023

The 2024 budget of the City of Tartu was adopted by the City Council at its session of 14 December 2023 (regulation no. 41). Total budget volume, including investments and financing activities, is 300.1 million euros.

## Operating expenditure by area (million €)
| Area | 2023 budget | 2024 budget |
|---|---:|---:|
| Education | 109.2 | 118.6 |
| Social welfare and health | 19.8 | 21.4 |
| Culture | 12.1 | 12.9 |
| Sport and youth work | 11.0 | 11.8 |
| Urban economy and maintenance | 18.9 | 19.7 |
| Public transport | 15.6 | 17.3 |
| City administration | 11.7 | 12.4 |
| Other | 4.5 | 4.9 |
| **Total operating expenditure** | **202.8** | **{total}** |

## Investments
Investment activities total 63.5 million euros in 2024, including:
- Renovation of Tartu Kesklinna School and the Raatuse School extension — 9.8 M€
- Construction of the Annelinna sports hall — 7.2 M€
- Street and bridge reconstruction (incl. Ropka bridge) — 14.1 M€
- Cycle network and bike-share expansion — 3.4 M€
- European Capital of Culture Tartu 2024 follow-up projects — 2.6 M€

## Financing
Loans to be taken in 2024: 26.0 M€; loan repayments: 11.4 M€. Net debt burden at the end of 2024 is forecast at 58% of operating revenue.

Documents: [Budget regulation (Riigi Teataja)](https://www.riigiteataja.ee/akt/418122023011) · [Explanatory memorandum (PDF, 2.1 MB)] · Contact: finance department, rahandus@raad.tartu.ee
"""


def t11() -> dict[str, Any]:
    rt = "https://www.riigiteataja.ee/akt/418122023011"
    err = "https://news.err.ee/1609192041/tartu-council-passes-300-million-euro-budget-for-2024"
    turns: list[T] = [
        (search("Tartu 2024 budget education expenditure", "Tartu linna 2024. aasta eelarve haridus"),
         hits((TARTU_URL, "City of Tartu budget 2024 | Tartu linn", "Total budget volume ... 300.1 million euros. Operating expenditure by area: Education 118.6 ...", "2023-12-18"),
              (rt, "Tartu linna 2024. aasta eelarve – Riigi Teataja", "Tartu Linnavolikogu määrus 14.12.2023 nr 41 ... Tartu linna 2024. aasta eelarve ...", "2023-12-18"),
              (err, "Tartu council passes €300 million budget for 2024 | ERR News", "More than half of the city's operating costs go to education ...", "2023-12-15"))),
        (extract(TARTU_URL, "Education line and total operating expenditure in the 2024 budget"), tartu_budget("219.0")),
        (memory("add", dict={"tartu_edu_2024": "118.6 M€ operating (tartu.ee, adopted 14.12.2023)", "tartu_opex_2024": "219.0 M€ total operating expenditure", "tartu_total_2024": "300.1 M€ incl. investments and financing"}),
         added("tartu_edu_2024", "tartu_opex_2024", "tartu_total_2024")),
        (extract(rt, "Structure of the budget regulation: main parts and totals"),
         """# Tartu linna 2024. aasta eelarve
Tartu Linnavolikogu määrus · Vastu võetud 14.12.2023 nr 41 · RT IV, 18.12.2023, 11 · Jõustumine 01.01.2024

Määrus kehtestatakse kohaliku omavalitsuse üksuse finantsjuhtimise seaduse § 23 lõike 1 alusel.

§ 1. Eelarve vastuvõtmine
Võtta vastu Tartu linna 2024. aasta eelarve koondmahuga 300 105 600 eurot vastavalt lisale.

§ 2. Määruse jõustumine
Määrus jõustub 1. jaanuaril 2024.

Lisa: Tartu linna 2024. aasta eelarve (koondvaade, eurodes)
| Osa | Summa |
|---|---:|
| Põhitegevuse tulud | 241 880 400 |
| Põhitegevuse kulud | 219 012 900 |
| Investeerimistegevus (väljaminekud) | 63 492 000 |
| Finantseerimistegevus (laenude tagasimaksed ja intressid) | 17 600 700 |
| Väljaminekud kokku | 300 105 600 |

Urmas Klaas, linnavolikogu esimees
"""),
        (search("Tartu education spending share of operating costs 2024"),
         hits((err, "Tartu council passes €300 million budget for 2024 | ERR News", "... education accounts for €118.6 million, more than half of operating costs ...", "2023-12-15"),
              ("https://tartu.postimees.ee/7917623/linnavolikogu-votis-vastu-tartu-2024-aasta-eelarve", "Linnavolikogu võttis vastu Tartu 2024. aasta eelarve - Tartu Postimees", "Haridusele kulub 118,6 miljonit eurot ...", "2023-12-14"))),
        (extract(err, "What ERR says about education's share and the overall volume"),
         page(err, "What ERR says about education's share and the overall volume",
              """"The Tartu City Council on Thursday passed the city's budget for 2024 with a total volume of just over €300 million."
"Education remains by far the largest item: €118.6 million, or more than half of the city's operating costs, will go to schools, kindergartens and hobby education. Teachers' salaries rise by 9 percent from January."
"Investments will total €63.5 million, the largest being school renovations and the reconstruction of streets and bridges."
"The budget passed with 27 votes in favor; the opposition criticized the growth of the loan burden."
Published: 15.12.2023 09:41 · ERR News""",
              "ERR confirms €118.6M for education (more than half of operating costs), total volume just over €300M, investments €63.5M.")),
        (memory("add", dict={"tartu_edu_share": "54.2% of operating expenditure (118.6 / 219.0)"}), added("tartu_edu_share")),
        (search("Tartu eelarve 2024 investeeringud koolid Ropka sild"),
         hits((TARTU_URL, "City of Tartu budget 2024 | Tartu linn", "Investment activities total 63.5 million euros in 2024 ...", "2023-12-18"),
              ("https://www.tartu.ee/et/uudised/ropka-silla-rekonstrueerimine-algab-2024", "Ropka silla rekonstrueerimine algab 2024. aastal | Tartu linn", "Ropka silla ehitustööd algavad kevadel ...", "2024-01-09"))),
        (memory("retrieve_all"),
         got({"tartu_edu_2024": "118.6 M€ operating (tartu.ee, adopted 14.12.2023)", "tartu_opex_2024": "219.0 M€ total operating expenditure", "tartu_total_2024": "300.1 M€ incl. investments and financing", "tartu_edu_share": "54.2% of operating expenditure (118.6 / 219.0)"})),
        (extract(TARTU_URL, "Investment items and re-check the operating totals"), tartu_budget("221.9")),
    ]
    return dict(tid="h28-search-11", turns=turns, bad=True, turn=10,
                kind="total operating expenditure on the same budget page (same update stamp, same line items) differs from the earlier extraction",
                state=state("How much does the City of Tartu budget for education in 2024, and what share of its operating expenditure is that?", "2024-02-12"))


# ---------------------------------------------------------------- 12 (ACL 2024 RAG papers via dblp, less common, clean)
RAG_LONG = [
    ("Accelerating Retrieval-Augmented Language Model Serving with Speculation", "Zhihao Zhang, Alan Zhu, Lijie Yang", 57, "1012-1028"),
    ("Active Retrieval-Augmented Generation for Long-Form Question Answering", "Mingxu Tao, Dongyan Zhao, Yansong Feng", 112, "2071-2086"),
    ("Benchmarking Retrieval-Augmented Generation for Medicine", "Guangzhi Xiong, Qiao Jin, Zhiyong Lu, Aidong Zhang", 372, "6233-6251"),
    ("Certifiably Robust Retrieval-Augmented Generation against Corpus Poisoning", "Chong Xiang, Tong Wu, Prateek Mittal", 611, "11302-11318"),
    ("Chain-of-Note Prompting for Robust Retrieval-Augmented Language Models", "Wenhao Yu, Hongming Zhang, Xiaoman Pan", 79, "1421-1437"),
    ("Corrective Retrieval-Augmented Generation with Lightweight Evaluators", "Shi-Qi Yan, Jia-Chen Gu, Yun Zhu", 288, "5102-5117"),
    ("DRAGIN: Dynamic Retrieval-Augmented Generation Based on Information Needs", "Weihang Su, Yichen Tang, Qingyao Ai", 702, "12991-13013"),
    ("Evaluating the Faithfulness of Retrieval-Augmented Generation in Multilingual Settings", "Nadia Roth, Kemal Oflazer", 415, "7120-7138"),
    ("Fine-Grained Attribution for Retrieval-Augmented Question Answering", "Paul Hennig, Ana Marasović", 233, "4120-4137"),
    ("Improving Retrieval-Augmented Code Generation with Execution Feedback", "Ruiqi Zhong, Daniel Fried", 518, "9410-9426"),
    ("Knowledge Conflicts in Retrieval-Augmented Language Models: A Survey and Benchmark", "Rongwu Xu, Zehan Qi, Wei Xu", 486, "8541-8565"),
    ("Learning to Filter Context for Retrieval-Augmented Generation", "Zhiruo Wang, Jun Araki, Graham Neubig", 160, "2930-2947"),
    ("Long-Context or Retrieval-Augmented? A Controlled Comparison", "Peng Xu, Wei Ping, Bryan Catanzaro", 647, "11980-11999"),
    ("Multi-Hop Retrieval-Augmented Reasoning over Tables and Text", "Fangyu Lei, Kang Liu, Jun Zhao", 339, "5702-5719"),
    ("On the Vulnerability of Retrieval-Augmented Generation to Prompt Injection", "Sahar Abdelnabi, Mario Fritz", 804, "14852-14869"),
    ("Privacy Risks of Retrieval-Augmented Generation Datastores", "Shenglai Zeng, Jiankun Zhang, Jiliang Tang", 733, "13560-13577"),
    ("Query Rewriting for Retrieval-Augmented Large Language Models", "Xinbei Ma, Yeyun Gong, Nan Duan", 26, "441-458"),
    ("RAG-Bench-ZH: Evaluating Chinese Retrieval-Augmented Generation", "Yuanjie Lyu, Zhiyu Li, Simin Niu", 560, "10244-10262"),
    ("Retrieval-Augmented Generation for Low-Resource Machine Translation", "Sweta Agrawal, Marine Carpuat", 198, "3590-3606"),
    ("Retrieval-Augmented Multimodal Chain-of-Thought for Chart Understanding", "Ahmed Masry, Enamul Hoque", 827, "15281-15297"),
    ("Retrieval-Augmented Text-to-SQL with Schema Pruning", "Dongjun Lee, Chanyoung Park", 452, "7890-7905"),
    ("Self-Knowledge Guided Retrieval-Augmented Generation", "Yile Wang, Peng Li, Yang Liu", 95, "1702-1716"),
    ("Small Models, Big Retrieval: Retrieval-Augmented Generation for On-Device Assistants", "Ilias Chalkidis, Desmond Elliott", 676, "12502-12519"),
    ("Temporal Reasoning in Retrieval-Augmented Language Models", "Qingyu Tan, Hwee Tou Ng, Lidong Bing", 311, "5531-5546"),
    ("Towards Trustworthy Retrieval-Augmented Generation: Citation Recall and Precision", "Tianyu Gao, Howard Yen, Danqi Chen", 589, "10802-10820"),
    ("Unsupervised Dense Retrieval for Retrieval-Augmented Dialogue", "Chen Xing, Siva Reddy", 743, "13750-13766"),
    ("When Does Retrieval-Augmented Generation Help? A Study of Knowledge Popularity", "Alex Mallen, Akari Asai, Hannaneh Hajishirzi", 395, "6790-6806"),
]


def dblp_rows(rows: list[tuple[str, str, int, str]], start: int) -> str:
    return "\n".join(f"{i}. {a}: {t}. ACL (1) 2024: {p} [doi: 10.18653/v1/2024.acl-long.{n}]" for i, (t, a, n, p) in enumerate(rows, start))


def t12() -> dict[str, Any]:
    vol = "https://aclanthology.org/volumes/2024.acl-long/"
    dq = "https://dblp.org/search?q=retrieval-augmented%20venue%3AACL%3A%20year%3A2024"
    dq1 = "https://dblp.org/search?q=retrieval-augmented%20streamid%3Aconf%2Facl%3A%20year%3A2024%20toc%3Adb%2Fconf%2Facl%2Facl2024-1.bht%3A&s=ydvspc"
    by_title = sorted(RAG_LONG)
    first_vol = "\n".join(f"- [2024.acl-long.{n}] {t} — {a}" for n, t, a in [
        (1, "Quantified Task Misalignment to Inform PEFT: An Exploration of Domain Generalization and Catastrophic Forgetting in CLIP", "Laura Niss, Kevin Vogt-Lowell, Theodoros Tsiligkaridis"),
        (2, "Describing Images Fast and Slow: Quantifying and Predicting the Variation in Human Signals during Visuo-Linguistic Processes", "Ece Takmaz, Sandro Pezzelle, Raquel Fernández"),
        (3, "Unsupervised Multilingual Dense Retrieval via Generative Pseudo Labeling", "Chao-Wei Huang, Chen-An Li, Tsu-Yuan Hsu"),
        (4, "Sensitivity, Performance, Robustness: Deconstructing the Effect of Sociodemographic Prompting", "Tilman Beck, Hendrik Schuff, Anne Lauscher"),
        (5, "Improving Factuality of Summarization with Contrastive Decoding", "Marta Kowalska, Tomasz Nowak"),
        (6, "On the Calibration of Multilingual Question Answering LLMs", "Yahan Yang, Soham Dan, Dan Roth")])
    rel = [RAG_LONG[6], RAG_LONG[5], RAG_LONG[24], RAG_LONG[2], RAG_LONG[12], RAG_LONG[16]]
    rel_txt = "\n".join(f"- {a}: {t}. ACL (1) 2024: {p}" for t, a, _, p in rel)
    turns: list[T] = [
        (search("ACL 2024 main conference papers retrieval-augmented title count", "ACL Anthology 2024.acl-long retrieval-augmented"),
         hits((vol, "Proceedings of the 62nd Annual Meeting of the Association for Computational Linguistics (Volume 1: Long Papers) - ACL Anthology", "Anthology ID: 2024.acl-long · Month: August · Year: 2024 · Address: Bangkok, Thailand ...", "2024-08-11"),
              ("https://dblp.org/db/conf/acl/acl2024-1.html", "ACL (1) 2024 - dblp", "Proceedings of the 62nd Annual Meeting of the ACL (Volume 1: Long Papers), ACL 2024, Bangkok, Thailand, August 11-16, 2024 ...", "2024-08-20"),
              ("https://www.reddit.com/r/MachineLearning/comments/1ev2rag/d_so_many_rag_papers_at_acl_2024/", "[D] So many RAG papers at ACL 2024 : r/MachineLearning", "... I counted at least 30 papers with RAG or retrieval in the title ...", "2024-08-18"))),
        (extract(vol, "Number of papers in the long-paper volume"),
         f"""# Proceedings of the 62nd Annual Meeting of the Association for Computational Linguistics (Volume 1: Long Papers)

Anthology ID: 2024.acl-long · Month: August · Year: 2024 · Address: Bangkok, Thailand
Editors: Lun-Wei Ku, Andre Martins, Vivek Srikumar · Venue: ACL · Publisher: Association for Computational Linguistics
Papers: 865 (plus front matter 2024.acl-long.0)
[PDF (full volume, 512 MB)] [Bib export]

## Papers (first 6 of 865 shown)
{first_vol}
… (view truncated by the extractor)
"""),
        (memory("add", dict={"acl24_long_volume": "865 long papers (2024.acl-long)"}), added("acl24_long_volume")),
        (extract(dq, "How many ACL 2024 papers have retrieval-augmented in the title, by track"),
         f"""# dblp: search for "retrieval-augmented venue:ACL: year:2024"

found 41 matches

Refine by venue: ACL (1) (27) · Findings ACL (10) · ACL (2) (4)
Refine by type: Conference and Workshop Papers (41)

Sorted by relevance · [sort by year] [sort by title]

### 2024
{rel_txt}
- Jian Wu, Linyi Yang: Retrieval-Augmented Generation for Scientific Claim Verification. Findings ACL 2024: 4471-4489
- Hao Li, Yu Su: Retrieval-Augmented Chain-of-Thought in Semi-structured Domains. ACL (2) 2024: 278-290
- Sohee Yang, Elena Gribovskaya: Do Retrieval-Augmented Language Models Know What They Do Not Know? Findings ACL 2024: 9876-9891
- Kunal Sawarkar, Abhilasha Mangal: Blended Retrieval-Augmented Generation with Semantic and Hybrid Search. Findings ACL 2024: 3011-3027

showing 10 of 41 · [load more]
"""),
        (extract(dq1, "Only ACL (1) long papers, sorted by title: first page"),
         f"""# dblp: search for "retrieval-augmented streamid:conf/acl: year:2024 toc:db/conf/acl/acl2024-1.bht:"

found 27 matches · Refine: ACL (1) 2024 ✓ · Sorted by title (A–Z)

{dblp_rows(by_title[:15], 1)}

showing 1–15 of 27 · [next page]
"""),
        (extract(dq1 + "&p=2", "Second page of the same filtered list"),
         f"""# dblp: search for "retrieval-augmented streamid:conf/acl: year:2024 toc:db/conf/acl/acl2024-1.bht:"

found 27 matches · Refine: ACL (1) 2024 ✓ · Sorted by title (A–Z) · page 2

{dblp_rows(by_title[15:], 16)}

showing 16–27 of 27 · [previous page]
"""),
        (memory("add", dict={"acl24_rag_long": "27 ACL 2024 long papers with 'retrieval-augmented' in the title (dblp, ACL (1))", "acl24_rag_all": "41 incl. Findings ACL (10) and short papers (4)"}),
         added("acl24_rag_long", "acl24_rag_all")),
        (search("how many RAG papers ACL 2024 analysis"),
         hits(("https://ragtrends.substack.com/p/rag-at-acl-2024", "RAG at ACL 2024: 38 papers and what they tell us - RAG Trends", "We counted 38 main-conference papers (long and short) about retrieval-augmented generation, using the keywords 'retrieval-augmented', 'RAG' and 'retrieval augmentation' ...", "2024-08-22"),
              ("https://www.reddit.com/r/MachineLearning/comments/1ev2rag/d_so_many_rag_papers_at_acl_2024/", "[D] So many RAG papers at ACL 2024 : r/MachineLearning", "... at least 30 papers with RAG or retrieval in the title ... 142 comments", "2024-08-18"))),
        (extract("https://ragtrends.substack.com/p/rag-at-acl-2024", "Method used to count and the count"),
         page("https://ragtrends.substack.com/p/rag-at-acl-2024", "Method used to count and the count",
              """"We searched titles and abstracts of the ACL 2024 main conference (long and short papers, excluding Findings) for 'retrieval-augmented', 'RAG' and 'retrieval augmentation'. This yields 38 papers: 33 long and 5 short."
"If you restrict to titles containing the exact phrase 'retrieval-augmented', the number is much smaller, about 30."
"Findings of ACL adds another 20 or so." """,
              "The blog counts 38 (33 long + 5 short) using titles and abstracts and several keywords; its title-only estimate is 'about 30'. Different criteria from the dblp title search (27 long).")),
        (memory("update", dict={"acl24_rag_long": "27 ACL 2024 long papers with 'retrieval-augmented' in the title (dblp, ACL (1)); broader title+abstract count by RAG Trends blog: 33 long / 38 main"}),
         updated("acl24_rag_long")),
        (memory("retrieve_all"),
         got({"acl24_long_volume": "865 long papers (2024.acl-long)", "acl24_rag_long": "27 ACL 2024 long papers with 'retrieval-augmented' in the title (dblp, ACL (1)); broader title+abstract count by RAG Trends blog: 33 long / 38 main",
              "acl24_rag_all": "41 incl. Findings ACL (10) and short papers (4)"})),
    ]
    return dict(tid="h28-search-12", turns=turns, bad=False, turn=None, kind="clean",
                state=state("How many ACL 2024 main-conference long papers have 'retrieval-augmented' in their title, out of how many long papers?", "2024-09-02"))


# ---------------------------------------------------------------- 13 (iPhone 15 batteries, mainstream, clean)
GSMA = "https://www.gsmarena.com/apple_iphone_15_pro_max-12548.php"


def gsma_pro_max(hits_: str, fans: str) -> str:
    return f"""# Apple iPhone 15 Pro Max - Full phone specifications
GSMArena.com · Released 2023, September 22 · 221g, 8.3mm thickness · iOS 17, up to iOS 17.5 · 256GB/512GB/1TB storage, no card slot
Popularity: {hits_} hits · Fans: {fans} · Become a fan

| Category | Spec | Value |
|---|---|---|
| Network | Technology | GSM / CDMA / HSPA / EVDO / LTE / 5G |
| Launch | Announced | 2023, September 12 |
| Body | Dimensions | 159.9 x 76.7 x 8.3 mm (6.30 x 3.02 x 0.33 in) |
| Display | Size | 6.7 inches, 110.2 cm2 (~89.8% screen-to-body ratio) |
| Platform | Chipset | Apple A17 Pro (3 nm) |
| Memory | Internal | 256GB 8GB RAM, 512GB 8GB RAM, 1TB 8GB RAM |
| Battery | Type | Li-Ion 4441 mAh, non-removable (17.11 Wh) |
| Battery | Charging | Wired, PD2.0, 50% in 30 min (advertised); 15W wireless (MagSafe); 15W wireless (Qi2) |
| Misc | Models | A3106, A2849, A3105, A3108, iphone16,2 |
| Tests | Battery (new) | Active use score 16:08h |

Disclaimer. We can not guarantee that the information on this page is 100% correct.
"""


def t13() -> dict[str, Any]:
    reg = "https://www.anatel.gov.br/dadosabertos/paineis_de_dados/certificacao_de_produtos/iphone15.html"
    apple = "https://www.apple.com/iphone-15-pro/specs/"
    mac = "https://www.macrumors.com/2023/09/13/iphone-15-battery-capacities/"
    turns: list[T] = [
        (search("iPhone 15 battery capacity mAh all models", "iPhone 15 Pro Max battery mAh regulatory filing"),
         hits((mac, "iPhone 15 Lineup Battery Capacities Revealed - MacRumors", "iPhone 15: 3,349 mAh · iPhone 15 Plus: 4,383 mAh · iPhone 15 Pro: 3,274 mAh · iPhone 15 Pro Max: 4,422 mAh ...", "2023-09-13"),
              (GSMA, "Apple iPhone 15 Pro Max - Full phone specifications - GSMArena", "Battery: Li-Ion 4441 mAh, non-removable (17.11 Wh) ...", "2024-05-14"),
              (apple, "iPhone 15 Pro and iPhone 15 Pro Max - Technical Specifications - Apple", "Video playback: Up to 29 hours ... Built-in rechargeable lithium-ion battery ...", "2023-09-12"),
              (reg, "Certificação de produtos - Anatel", "Bateria A3105 ... 4.422 mAh ... 17,11 Wh ...", "2023-09-20"))),
        (extract(mac, "Battery capacity of each iPhone 15 model and the source of the figures"),
         page(mac, "Battery capacity of each iPhone 15 model and the source of the figures",
              """"Apple does not advertise battery capacities, but a regulatory database in China (3C/CQC) lists them:"
"iPhone 15: 3,349 mAh (vs 3,279 mAh in iPhone 14)"
"iPhone 15 Plus: 4,383 mAh (vs 4,325 mAh)"
"iPhone 15 Pro: 3,274 mAh (vs 3,200 mAh)"
"iPhone 15 Pro Max: 4,422 mAh (vs 4,323 mAh)"
Thursday September 13, 2023 5:14 am PDT by Joe Rossignol""",
              "MacRumors, citing a Chinese regulatory database, gives 3,349 / 4,383 / 3,274 / 4,422 mAh for the 15 / 15 Plus / 15 Pro / 15 Pro Max.")),
        (memory("add", dict={"ip15": "3,349 mAh", "ip15_plus": "4,383 mAh", "ip15_pro": "3,274 mAh", "ip15_pro_max": "4,422 mAh (MacRumors / China 3C)", "ip15_pro_max_dup": "4,422 mAh"}),
         added("ip15", "ip15_plus", "ip15_pro", "ip15_pro_max", "ip15_pro_max_dup")),
        (extract(GSMA, "Battery capacity listed for the Pro Max"), gsma_pro_max("5,318,204", "1,027")),
        (extract(reg, "Battery capacity in the Brazilian certification record for the Pro Max battery"),
         """# Certificação de Produtos — Anatel (Agência Nacional de Telecomunicações)

Certificado: 10234-23-12345 · Data de emissão: 19/09/2023 · Situação: Válido
Requerente: Apple Computer Brasil Ltda. · Fabricante: Apple Inc.
Tipo de produto: Bateria de lítio para telefone celular

| Modelo | Aparelho | Tensão nominal | Capacidade nominal | Energia |
|---|---|---|---|---|
| A3105 (bateria) | iPhone 15 Pro Max | 3,87 V | 4.422 mAh | 17,11 Wh |
| A3102 (bateria) | iPhone 15 Pro | 3,87 V | 3.274 mAh | 12,67 Wh |

Observação: capacidade nominal (rated); a capacidade típica pode ser maior.
"""),
        (memory("update", dict={"ip15_pro_max": "4,422 mAh rated (Anatel cert., 17.11 Wh @3.87 V; MacRumors/3C agree); GSMArena lists 4441 mAh / 17.11 Wh (typical)"}),
         updated("ip15_pro_max")),
        (memory("remove", key_list=["ip15_pro_max_dup"]), removed("ip15_pro_max_dup")),
        (extract(GSMA, "Check whether GSMArena still lists 4441 mAh"), gsma_pro_max("5,318,977", "1,027")),
        (memory("add", dict={"note_units": "rated vs typical capacity; Wh = mAh x 3.87 V / 1000 (4,422 mAh -> 17.11 Wh); GSMArena pairs 4441 mAh with the same 17.11 Wh"}), added("note_units")),
        (memory("retrieve_all"),
         got({"ip15": "3,349 mAh", "ip15_plus": "4,383 mAh", "ip15_pro": "3,274 mAh",
              "ip15_pro_max": "4,422 mAh rated (Anatel cert., 17.11 Wh @3.87 V; MacRumors/3C agree); GSMArena lists 4441 mAh / 17.11 Wh (typical)",
              "note_units": "rated vs typical capacity; Wh = mAh x 3.87 V / 1000 (4,422 mAh -> 17.11 Wh); GSMArena pairs 4441 mAh with the same 17.11 Wh"})),
    ]
    return dict(tid="h28-search-13", turns=turns, bad=False, turn=None, kind="clean",
                state=state("What are the battery capacities (mAh) of the four iPhone 15 models, and why do sources disagree for the Pro Max?", "2024-05-20"))


# ---------------------------------------------------------------- 14 (RTS,S phase 3, mainstream)
PM_URL = "https://pubmed.ncbi.nlm.nih.gov/25913272/"


def pubmed_rtss(doi: str) -> str:
    return f"""# Efficacy and safety of RTS,S/AS01 malaria vaccine with or without a booster dose in infants and children in Africa: final results of a phase 3, individually randomised, controlled trial

RTS,S Clinical Trials Partnership
Lancet. 2015 Jul 4;386(9988):31-45. doi: {doi}. Epub 2015 Apr 23.
PMID: 25913272 · PMCID: PMC5626001 · Free PMC article

## Abstract
**Background:** The efficacy and safety of the RTS,S/AS01 candidate malaria vaccine during 18 months of follow-up have been published previously. Herein, we report the final results from the same trial, including the efficacy of a booster dose.

**Methods:** From March 27, 2009, until Jan 31, 2011, children (age 5-17 months) and young infants (age 6-12 weeks) were enrolled at 11 centres in seven countries in sub-Saharan Africa. Participants were randomly assigned (1:1:1) at first vaccination ... to receive three doses of RTS,S/AS01 at months 0, 1, and 2 and a booster dose at month 20 (R3R group); three doses of RTS,S/AS01 and a dose of comparator vaccine at month 20 (R3C group); or a comparator vaccine at months 0, 1, 2, and 20 (C3C [control group]). This study is registered with ClinicalTrials.gov, number NCT00866619.

**Findings:** 8922 children and 6537 young infants were included in the modified per-protocol analyses. Children were followed up for a median of 48 months and young infants for 38 months after dose 1. From month 0 until study end, compared with the control group, efficacy against clinical malaria in children who received three or four doses of RTS,S/AS01 was 28.3% (95% CI 23.3-32.9) in the group that received three doses and 36.3% (31.8-40.5) in the group that received four doses. In young infants, vaccine efficacy against clinical malaria was 18.3% (11.7-24.4) with three doses and 25.9% (19.9-31.5) with four doses. Efficacy against severe malaria was 32.2% (13.7 to 46.9) in children with four doses; it was not significant in young infants.

**Interpretation:** RTS,S/AS01 prevented a substantial number of cases of clinical malaria over a 3-4 year period in young infants and children when administered with or without a booster dose. Efficacy was enhanced by the administration of a booster dose in both age categories.

**Funding:** GlaxoSmithKline Biologicals SA and the PATH Malaria Vaccine Initiative.

Copyright © 2015 RTS,S Clinical Trials Partnership. Open Access article distributed under the terms of CC BY.
Cited by: 612 articles · Similar articles · MeSH terms: Malaria Vaccines*; Malaria, Falciparum/prevention & control*; Africa South of the Sahara
"""


def t14() -> dict[str, Any]:
    doi = "10.1016/S0140-6736(15)60721-8"
    who = "https://www.who.int/news-room/questions-and-answers/item/q-a-on-rts-s-malaria-vaccine"
    ct = "https://clinicaltrials.gov/study/NCT00866619"
    turns: list[T] = [
        (search("RTS,S phase 3 trial efficacy final results Lancet 2015", "RTS,S/AS01 four doses efficacy clinical malaria children 36.3%"),
         hits((PM_URL, "Efficacy and safety of RTS,S/AS01 malaria vaccine with or without a booster dose in infants and children in Africa: final results of a phase 3 ... - PubMed", "... efficacy against clinical malaria ... 36.3% (31.8-40.5) in the group that received four doses ...", "2015-04-23"),
              (who, "Q&A on RTS,S malaria vaccine - WHO", "In the phase 3 trial, children who received 4 doses had a 39% reduction in malaria episodes ...", "2023-10-02"),
              (ct, "Efficacy of GSK Biologicals' Malaria Vaccine 257049 ... - ClinicalTrials.gov", "NCT00866619 · Completed · 15,460 participants ...", "2017-01-18"))),
        (extract(PM_URL, "Vaccine efficacy against clinical malaria by age group and dose schedule; citation details"), pubmed_rtss(doi)),
        (memory("add", dict={"rtss_citation": f"RTS,S Clinical Trials Partnership, Lancet 2015;386(9988):31-45, doi:{doi}, PMID 25913272", "rtss_children_4dose": "36.3% (95% CI 31.8-40.5) vs clinical malaria, median 48 mo follow-up"}),
         added("rtss_citation", "rtss_children_4dose")),
        (extract(who, "Why WHO says 39% when the trial reports 36.3%"),
         page(who, "Why WHO says 39% when the trial reports 36.3%",
              """"In the phase 3 trial, among children aged 5–17 months who received 4 doses, the vaccine prevented approximately 4 in 10 (39%) cases of malaria over 4 years of follow-up and 3 in 10 (29%) cases of severe malaria."
"These estimates are from the intention-to-treat population over the full follow-up period."
Last reviewed: 2 October 2023""",
              "WHO quotes 39% (malaria) and 29% (severe malaria) from the intention-to-treat population; the Lancet abstract quotes per-protocol figures (36.3%, 32.2%). Different analysis populations, not a conflict.")),
        (search("RTS,S Lancet 2015 per-protocol intention-to-treat 39% 36.3% difference"),
         hits(("https://www.thelancet.com/journals/lancet/article/PIIS0140-6736(15)60721-8/fulltext", "Efficacy and safety of RTS,S/AS01 ... - The Lancet", "... intention-to-treat population ... 39.0% (34.3-43.3) ...", "2015-04-23"),
              ("https://www.nejm.org/doi/full/10.1056/NEJMoa1208394", "A Phase 3 Trial of RTS,S/AS01 Malaria Vaccine in African Infants - NEJM", "... 31.3% against clinical malaria in infants 6-12 weeks over 12 months ...", "2012-12-13"))),
        (extract(PM_URL, "Efficacy against severe malaria and the number of participants analysed"), pubmed_rtss("10.1016/S0140-6736(15)60271-8")),
        (memory("add", dict={"rtss_severe_4dose": "32.2% (13.7-46.9) per-protocol; WHO ITT: 29%", "rtss_n": "8922 children + 6537 young infants (mPP)"}), added("rtss_severe_4dose", "rtss_n")),
        (memory("retrieve_all"),
         got({"rtss_citation": f"RTS,S Clinical Trials Partnership, Lancet 2015;386(9988):31-45, doi:{doi}, PMID 25913272", "rtss_children_4dose": "36.3% (95% CI 31.8-40.5) vs clinical malaria, median 48 mo follow-up",
              "rtss_severe_4dose": "32.2% (13.7-46.9) per-protocol; WHO ITT: 29%", "rtss_n": "8922 children + 6537 young infants (mPP)"})),
    ]
    return dict(tid="h28-search-14", turns=turns, bad=True, turn=6,
                kind="DOI printed on the same PubMed record changes between two extractions (same PMID, same content)",
                state=state("What efficacy did the RTS,S/AS01 malaria vaccine show in its phase 3 trial for children receiving four doses?", "2024-04-03"))


# ---------------------------------------------------------------- 15 (Voyager 1 distance, less common, clean)
VGR = "https://voyager.jpl.nasa.gov/mission/status/"


def vgr_status(stamp: str, earth_km: str, earth_mi: str, earth_au: str, sun_km: str, sun_mi: str, sun_au: str) -> str:
    return f"""# Voyager — Mission Status
NASA Jet Propulsion Laboratory · California Institute of Technology

Where are the Voyagers now? (values update in real time) · {stamp}

| Voyager 1 | |
|---|---|
| Distance from Earth | {earth_km} km / {earth_mi} mi / {earth_au} AU |
| Distance from Sun | {sun_km} km / {sun_mi} mi / {sun_au} AU |
| Velocity with respect to the Sun | 16.99 km/s (38,006 mph) |
| Round-trip light time | 45:17:12 (hh:mm:ss) |
| One-way light time | 22:38:36 |

(Voyager 2 values: see the Voyager 2 tab.)

Instrument status (Voyager 1): MAG on · PWS on · CRS on · LECP on · PLS off · ISS off · UVS off · IRIS off

Note: Voyager 1 resumed returning usable engineering data on April 20, 2024, after a flight data subsystem (FDS) memory chip failure in November 2023. Science data are not yet returned.

Cosmic ray data · Spacecraft life · Glossary
"""


def t15() -> dict[str, Any]:
    hz = "https://ssd.jpl.nasa.gov/api/horizons.api?COMMAND='-31'&CENTER='500@399'&START_TIME='2024-04-22 14:00'&STOP_TIME='2024-04-22 15:00'&STEP_SIZE='1h'&QUANTITIES='19,20'"
    blog = "https://www.jpl.nasa.gov/news/nasas-voyager-1-resumes-sending-engineering-updates-to-earth"
    turns: list[T] = [
        (search("Voyager 1 distance from Earth now", "Voyager 1 mission status real time distance"),
         hits((VGR, "Voyager - Mission Status", "Where are the Voyagers now? Distance from Earth ... Round-trip light time ...", "2024-04-22"),
              (blog, "NASA's Voyager 1 Resumes Sending Engineering Updates to Earth | NASA JPL", "After some inventive sleuthing, the mission team can — for the first time in five months — check the health and status ...", "2024-04-22"),
              ("https://theskylive.com/voyager1-tracker", "Voyager 1 Tracker - TheSkyLive", "Voyager 1 is currently 163.36 AU from Earth ... light takes 22 hours 38 minutes ...", "3 hours ago"))),
        (extract(VGR, "Current distance of Voyager 1 from Earth and from the Sun"),
         vgr_status("2024-04-22 14:02:10 UTC", "24,437,860,112", "15,184,977,576", "163.3570", "24,386,512,345", "15,153,071,562", "163.0138")),
        (memory("add", dict={"v1_earth_1402": "24,437,860,112 km (163.3570 AU) at 2024-04-22 14:02:10 UTC", "v1_sun_1402": "24,386,512,345 km (163.0138 AU), 16.99 km/s"}),
         added("v1_earth_1402", "v1_sun_1402")),
        (extract(hz, "Horizons range and range-rate for Voyager 1 from the geocenter, hourly"),
         """```
*******************************************************************************
 Revised: Apr 12, 2022               Voyager 1 (spacecraft)              -31
 ...
*******************************************************************************
Ephemeris / API_USER Mon Apr 22 14:05:33 2024 Pasadena, USA      / Horizons
*******************************************************************************
Target body name: Voyager 1 (spacecraft) (-31)    {source: Voyager_1_ST+refit2022_m}
Center body name: Earth (399)                     {source: DE441}
Center-site name: GEOCENTRIC
*******************************************************************************
Start time      : A.D. 2024-Apr-22 14:00:00.0000 UT
Stop  time      : A.D. 2024-Apr-22 15:00:00.0000 UT
Step-size       : 60 minutes
*******************************************************************************
 Date__(UT)__HR:MN        r              rdot           delta         deldot
**************************************************************************************
$$SOE
 2024-Apr-22 14:00     163.013751612  16.9900012  163.356971023  39.1001874
 2024-Apr-22 15:00     163.014160468  16.9900008  163.357911945  39.0998812
$$EOE
**************************************************************************************
 r, delta in au; rdot, deldot in km/s.  1 au = 149597870.700 km
```"""),
        (extract(blog, "What happened to Voyager 1 recently"),
         page(blog, "What happened to Voyager 1 recently",
              """"For the first time since November, NASA's Voyager 1 spacecraft is returning usable data about the health and status of its onboard engineering systems. The next step is to enable the spacecraft to begin returning science data again."
"The team sent the command on April 18 and it took until April 20 to hear back — 22.5 hours each way."
"The team discovered that a single chip responsible for storing a portion of the FDS memory isn't working. ... they relocated the affected code to different locations in the FDS memory."
Published April 22, 2024""",
              "Voyager 1 resumed sending engineering data on 20 April 2024 after code was moved around a failed FDS memory chip; one-way light time is about 22.5 hours.")),
        (extract(VGR, "Updated distance reading"),
         vgr_status("2024-04-22 14:41:30 UTC", "24,437,952,388", "15,185,034,913", "163.3576", "24,386,552,441", "15,153,096,477", "163.0140")),
        (memory("add", dict={"v1_earth_1441": "24,437,952,388 km (163.3576 AU) at 14:41:30 UTC (+92,276 km in 39 min 20 s = 39.1 km/s, matches Horizons deldot)"}),
         added("v1_earth_1441")),
        (memory("update", dict={"v1_sun_1402": "24,386,512,345 km (163.0138 AU) at 14:02:10; 24,386,552,441 km at 14:41:30; 16.99 km/s"}), updated("v1_sun_1402")),
        (memory("retrieve_all"),
         got({"v1_earth_1402": "24,437,860,112 km (163.3570 AU) at 2024-04-22 14:02:10 UTC", "v1_sun_1402": "24,386,512,345 km (163.0138 AU) at 14:02:10; 24,386,552,441 km at 14:41:30; 16.99 km/s",
              "v1_earth_1441": "24,437,952,388 km (163.3576 AU) at 14:41:30 UTC (+92,276 km in 39 min 20 s = 39.1 km/s, matches Horizons deldot)"})),
    ]
    return dict(tid="h28-search-15", turns=turns, bad=False, turn=None, kind="clean",
                state=state("How far is Voyager 1 from Earth right now, and how long does a signal take to reach it?", "2024-04-22 (around 14:00 UTC)"))


# ---------------------------------------------------------------- 16 (renamed GPX tool on Codeberg, less common)
CB_URL = "https://codeberg.org/tarnwald/trackstitch"


def cb_readme(pkg: str) -> str:
    return f"""# tarnwald/trackstitch
Merge, split and clean GPX tracks from the command line.

Codeberg · 142 stars · 11 forks · 9 issues · 2 pull requests · Releases 14 · License: EUPL-1.2
Branch: main · Latest commit `9c41e07a2f` "docs: clarify --gap-threshold units" by tarnwald · 3 weeks ago · 418 commits

Files: `.woodpecker/` `docs/` `src/trackstitch/` `tests/` `CHANGELOG.md` `LICENSE` `README.md` `pyproject.toml`

## README.md

> **Renamed:** this project was called **gpxmerge** until 2 November 2023. The old repository `tarnwald/gpxmerge` now redirects here and the PyPI package `gpxmerge` is frozen at 0.7.1.

trackstitch joins several GPX files into one continuous track, removes GPS jitter at pauses, splits multi-day recordings at overnight gaps and writes GPX 1.1 or GeoJSON.

### Installation
```
pipx install {pkg}
```
Requires Python ≥ 3.10. Optional extra `[fit]` adds FIT file input (Garmin).

### Usage
```
trackstitch merge day1.gpx day2.gpx -o tour.gpx
trackstitch split tour.gpx --gap-threshold 6h
trackstitch clean ride.gpx --min-speed 0.8   # m/s
```

### License
European Union Public Licence v1.2 (EUPL-1.2). Versions ≤ 0.7.1 (as gpxmerge) were MIT-licensed.
"""


def t16() -> dict[str, Any]:
    pypi_new = "https://pypi.org/project/trackstitch/"
    pypi_old = "https://pypi.org/project/gpxmerge/"
    chg = "https://codeberg.org/tarnwald/trackstitch/src/branch/main/CHANGELOG.md"
    turns: list[T] = [
        (search("gpxmerge renamed codeberg", "gpxmerge python gpx merge tool new name"),
         hits((CB_URL, "tarnwald/trackstitch: Merge, split and clean GPX tracks - Codeberg.org", "Renamed: this project was called gpxmerge until 2 November 2023 ...", "2024-03-08"),
              (pypi_old, "gpxmerge · PyPI", "gpxmerge 0.7.1 · This project has been renamed to trackstitch ...", "2023-11-02"),
              ("https://forum.openstreetmap.org/viewtopic.php?id=78214", "Tool to merge multi-day GPX recordings? - OSM Community Forum", "... try gpxmerge (now trackstitch) from codeberg ...", "2024-01-15"))),
        (extract(CB_URL, "Current project name, install command, license"), cb_readme("trackstitch")),
        (memory("add", dict={"gpx_tool_name": "trackstitch (formerly gpxmerge, renamed 2023-11-02)", "gpx_tool_install": "pipx install trackstitch", "gpx_tool_license": "EUPL-1.2 (MIT up to gpxmerge 0.7.1)"}),
         added("gpx_tool_name", "gpx_tool_install", "gpx_tool_license")),
        (extract(pypi_new, "Latest release number and date"),
         """# trackstitch 0.9.2
pip install trackstitch

Released: Feb 28, 2024
Merge, split and clean GPX tracks from the command line.

## Navigation
Project description · Release history · Download files

## Meta
License: European Union Public Licence 1.2 (EUPL 1.2) · Author: Tarn Waldmann · Requires: Python >=3.10
Provides-Extra: fit

## Release history
| Version | Date |
|---|---|
| 0.9.2 | Feb 28, 2024 |
| 0.9.1 | Jan 19, 2024 |
| 0.9.0 | Dec 12, 2023 |
| 0.8.0 | Nov 2, 2023 |

## Classifiers
Environment :: Console · Topic :: Scientific/Engineering :: GIS · Programming Language :: Python :: 3.10 / 3.11 / 3.12
"""),
        (extract(pypi_old, "Status of the old package"),
         """# gpxmerge 0.7.1
pip install gpxmerge

Released: Nov 2, 2023

> ⚠ This project has been renamed to **trackstitch**. Please install `trackstitch` instead; gpxmerge will receive no further releases.

## Meta
License: MIT License · Author: Tarn Waldmann · Requires: Python >=3.8

## Release history
0.7.1 (Nov 2, 2023) · 0.7.0 (Aug 30, 2023) · 0.6.3 (May 4, 2023) · ...
"""),
        (memory("add", dict={"gpx_tool_latest": "0.9.2 (PyPI, 2024-02-28); gpxmerge frozen at 0.7.1"}), added("gpx_tool_latest")),
        (search("trackstitch changelog 0.9.2"),
         hits((chg, "CHANGELOG.md at main - tarnwald/trackstitch - Codeberg.org", "## 0.9.2 (2024-02-28) - fix: timezone handling of Garmin FIT input ...", "2024-02-28"),
              (pypi_new, "trackstitch · PyPI", "trackstitch 0.9.2 · Released: Feb 28, 2024 ...", "2024-02-28"))),
        (extract(CB_URL, "Re-check install command and license wording for the answer"), cb_readme("gpxmerge")),
        (memory("retrieve_all"),
         got({"gpx_tool_name": "trackstitch (formerly gpxmerge, renamed 2023-11-02)", "gpx_tool_install": "pipx install trackstitch", "gpx_tool_license": "EUPL-1.2 (MIT up to gpxmerge 0.7.1)",
              "gpx_tool_latest": "0.9.2 (PyPI, 2024-02-28); gpxmerge frozen at 0.7.1"})),
    ]
    return dict(tid="h28-search-16", turns=turns, bad=True, turn=8,
                kind="README install line reverts to the project's old package name between two extractions at the same commit",
                state=state("What is the current name of the GPX tool formerly called gpxmerge, how is it installed, what is its latest release and license?", "2024-03-29"))


# ---------------------------------------------------------------- 17 (June 2024 FOMC, mainstream)
RT_URL = "https://www.reuters.com/markets/us/fed-holds-rates-steady-sees-just-one-cut-this-year-2024-06-12/"


def reuters_fed(updated_: str) -> str:
    return f"""# Fed holds rates steady, sees just one cut this year
By Howard Schneider and Ann Saphir · June 12, 2024 2:04 PM EDT · Updated {updated_}

WASHINGTON, June 12 (Reuters) - Federal Reserve officials on Wednesday held interest rates steady and pushed out the start of rate cuts to perhaps as late as December, with policymakers projecting only a single quarter-percentage-point reduction this year.

The Fed's policy rate was left in the 5.25%-5.50% range, where it has been since July 2023. The decision was unanimous.

In new economic projections, the median policymaker now sees the benchmark rate at 5.1% at the end of 2024, compared with 4.6% in March, implying one cut. Four officials saw no cuts this year, seven saw one and eight saw two.

"We'll need to see more good data to bolster our confidence that inflation is moving sustainably toward 2%," Fed Chair Jerome Powell told reporters in a press conference after the end of the two-day meeting. He called the May consumer price report released earlier on Wednesday "encouraging" but said one month's data was not enough.

Powell said the projection of one cut was "a fairly close call" and officials would be data dependent. "Nobody's super-attached to whether it's one or two," he said.

U.S. stocks pared gains during Powell's remarks; the S&P 500 closed up 0.85% at a record 5,421.03. The two-year Treasury yield was at 4.75%, down from 4.83% before the CPI report.

Consumer prices were unchanged in May, the Labor Department reported earlier in the day; core CPI rose 0.2%.

(Reporting by Howard Schneider and Ann Saphir; Editing by Andrea Ricci)
"""


def t17() -> dict[str, Any]:
    fed = "https://www.federalreserve.gov/newsevents/pressreleases/monetary20240612a.htm"
    sep = "https://www.federalreserve.gov/monetarypolicy/fomcprojtabl20240612.htm"
    turns: list[T] = [
        (search("FOMC June 12 2024 decision", "Fed June 2024 dot plot one cut Powell press conference"),
         hits((fed, "Federal Reserve issues FOMC statement", "June 12, 2024 · The Committee decided to maintain the target range for the federal funds rate at 5-1/4 to 5-1/2 percent ...", "2024-06-12"),
              (RT_URL, "Fed holds rates steady, sees just one cut this year | Reuters", "Federal Reserve officials on Wednesday held interest rates steady and pushed out the start of rate cuts ...", "5 hours ago"),
              (sep, "Summary of Economic Projections, June 12, 2024", "Median federal funds rate: 2024 5.1, 2025 4.1, 2026 3.1, longer run 2.8 ...", "2024-06-12"))),
        (extract(fed, "Policy decision, vote and key statement language"),
         """# Federal Reserve issues FOMC statement
June 12, 2024 · For release at 2:00 p.m. EDT

Recent indicators suggest that economic activity has continued to expand at a solid pace. Job gains have remained strong, and the unemployment rate has remained low. Inflation has eased over the past year but remains elevated. In recent months, there has been modest further progress toward the Committee's 2 percent inflation objective.

The Committee seeks to achieve maximum employment and inflation at the rate of 2 percent over the longer run. The Committee judges that the risks to achieving its employment and inflation goals have moved toward better balance over the past year. The economic outlook is uncertain, and the Committee remains highly attentive to inflation risks.

In support of its goals, the Committee decided to maintain the target range for the federal funds rate at 5-1/4 to 5-1/2 percent. In considering any adjustments to the target range for the federal funds rate, the Committee will carefully assess incoming data, the evolving outlook, and the balance of risks. The Committee does not expect it will be appropriate to reduce the target range until it has gained greater confidence that inflation is moving sustainably toward 2 percent. In addition, the Committee will continue reducing its holdings of Treasury securities and agency debt and agency mortgage-backed securities. Beginning in June, the Committee will slow the pace of decline of its securities holdings by reducing the monthly redemption cap on Treasury securities from $60 billion to $25 billion.

Voting for the monetary policy action were Jerome H. Powell, Chair; John C. Williams, Vice Chair; Thomas I. Barkin; Michael S. Barr; Raphael W. Bostic; Michelle W. Bowman; Lisa D. Cook; Mary C. Daly; Philip N. Jefferson; Adriana D. Kugler; Loretta J. Mester; and Christopher J. Waller.

Implementation Note issued June 12, 2024
"""),
        (extract(RT_URL, "Market reaction and Powell's comments on the number of cuts"), reuters_fed("4:41 PM EDT")),
        (memory("add", dict={"fomc_2024-06": "Held at 5.25-5.50%, unanimous (statement 2:00 pm EDT, 12 Jun 2024)", "fomc_dots_2024": "median 5.1% end-2024 = one cut (4 none / 7 one / 8 two)"}),
         added("fomc_2024-06", "fomc_dots_2024")),
        (extract(sep, "Median projections for the federal funds rate and inflation"),
         """# Summary of Economic Projections — June 12, 2024
Table 1. Economic projections of Federal Reserve Board members and Federal Reserve Bank presidents, under their individual assumptions of projected appropriate monetary policy, June 2024 (percent)

| Variable | 2024 | 2025 | 2026 | Longer run |
|---|---:|---:|---:|---:|
| Change in real GDP | 2.1 | 2.0 | 2.0 | 1.8 |
| March projection | 2.1 | 2.0 | 2.0 | 1.8 |
| Unemployment rate | 4.0 | 4.2 | 4.1 | 4.2 |
| March projection | 4.0 | 4.1 | 4.0 | 4.1 |
| PCE inflation | 2.6 | 2.3 | 2.0 | 2.0 |
| March projection | 2.4 | 2.2 | 2.0 | 2.0 |
| Core PCE inflation | 2.8 | 2.3 | 2.0 | |
| March projection | 2.6 | 2.2 | 2.0 | |
| Federal funds rate (median) | 5.1 | 4.1 | 3.1 | 2.8 |
| March projection | 4.6 | 3.9 | 3.1 | 2.6 |

Note: projections of the federal funds rate are the value of the midpoint of the projected appropriate target range at the end of the year. 19 participants submitted projections.
"""),
        (memory("add", dict={"fomc_sep_ffr": "5.1 (2024), 4.1 (2025), 3.1 (2026), 2.8 longer run; March: 4.6 / 3.9 / 3.1 / 2.6"}), added("fomc_sep_ffr")),
        (extract(RT_URL, "Re-read the article for the exact Powell quote"), reuters_fed("2:18 PM EDT")),
        (search("May 2024 CPI unchanged core 0.2% June 12"),
         hits(("https://www.bls.gov/news.release/archives/cpi_06122024.htm", "Consumer Price Index - May 2024", "The Consumer Price Index for All Urban Consumers (CPI-U) was unchanged in May on a seasonally adjusted basis ... core 0.2 percent ...", "2024-06-12"),
              ("https://www.cnbc.com/2024/06/12/cpi-inflation-report-may-2024.html", "CPI inflation report May 2024: Consumer prices unchanged - CNBC", "The consumer price index was flat for May ... 3.3% from a year ago ...", "10 hours ago"))),
        (memory("retrieve_all"),
         got({"fomc_2024-06": "Held at 5.25-5.50%, unanimous (statement 2:00 pm EDT, 12 Jun 2024)", "fomc_dots_2024": "median 5.1% end-2024 = one cut (4 none / 7 one / 8 two)",
              "fomc_sep_ffr": "5.1 (2024), 4.1 (2025), 3.1 (2026), 2.8 longer run; March: 4.6 / 3.9 / 3.1 / 2.6"})),
    ]
    return dict(tid="h28-search-17", turns=turns, bad=True, turn=7,
                kind="article's 'Updated' stamp goes back to earlier than the stamp seen before, while the text still includes the later press conference and closing prices",
                state=state("What did the Federal Reserve decide at its June 2024 FOMC meeting, and how many rate cuts did officials project for 2024?", "2024-06-12 (evening, US Eastern)"))


# ---------------------------------------------------------------- 18 (EU AI Act GPAI rules, mainstream, clean)
def t18() -> dict[str, Any]:
    eli = "https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=OJ:L_202401689"
    ep = "https://www.europarl.europa.eu/news/en/press-room/20240308IPR19015/artificial-intelligence-act-meps-adopt-landmark-law"
    office = "https://digital-strategy.ec.europa.eu/en/policies/ai-office"
    turns: list[T] = [
        (search("EU AI Act general-purpose AI model obligations final text article", "Regulation (EU) 2024/1689 Official Journal"),
         hits((eli, "Regulation (EU) 2024/1689 of the European Parliament and of the Council of 13 June 2024 laying down harmonised rules on artificial intelligence", "Official Journal L, 2024/1689, 12.7.2024 ... Article 53 Obligations for providers of general-purpose AI models ...", "2024-07-12"),
              (ep, "Artificial Intelligence Act: MEPs adopt landmark law | News | European Parliament", "The regulation ... was endorsed by MEPs with 523 votes in favour, 46 against and 49 abstentions ...", "2024-03-13"),
              ("https://artificialintelligenceact.eu/article/53/", "Article 53: Obligations for Providers of General-Purpose AI Models | EU Artificial Intelligence Act", "1. Providers of general-purpose AI models shall: (a) draw up and keep up-to-date the technical documentation of the model ...", "2024-07-15"))),
        (extract(eli, "Dates of the act and the obligations for providers of general-purpose AI models"),
         """# Regulation (EU) 2024/1689 of the European Parliament and of the Council of 13 June 2024
laying down harmonised rules on artificial intelligence and amending Regulations (EC) No 300/2008, (EU) No 167/2013, (EU) No 168/2013, (EU) 2018/858, (EU) 2018/1139 and (EU) 2019/2144 and Directives 2014/90/EU, (EU) 2016/797 and (EU) 2020/1828 (Artificial Intelligence Act) (Text with EEA relevance)

OJ L, 2024/1689, 12.7.2024 · ELI: http://data.europa.eu/eli/reg/2024/1689/oj
Document information: Date of document 13/06/2024 · Date of entry into force 01/08/2024 · In force

[…] recitals (1)–(180) not shown […]

## CHAPTER V — GENERAL-PURPOSE AI MODELS
### SECTION 1 — Classification rules
**Article 51 — Classification of general-purpose AI models as general-purpose AI models with systemic risk**
1. A general-purpose AI model shall be classified as a general-purpose AI model with systemic risk if it meets any of the following conditions: (a) it has high impact capabilities evaluated on the basis of appropriate technical tools and methodologies, including indicators and benchmarks; (b) based on a decision of the Commission ...
2. A general-purpose AI model shall be presumed to have high impact capabilities pursuant to paragraph 1, point (a), when the cumulative amount of computation used for its training measured in floating point operations is greater than 10^25.

### SECTION 2 — Obligations for providers of general-purpose AI models
**Article 53 — Obligations for providers of general-purpose AI models**
1. Providers of general-purpose AI models shall:
(a) draw up and keep up-to-date the technical documentation of the model, including its training and testing process and the results of its evaluation ...;
(b) draw up, keep up-to-date and make available information and documentation to providers of AI systems who intend to integrate the general-purpose AI model into their AI systems ...;
(c) put in place a policy to comply with Union law on copyright and related rights ...;
(d) draw up and make publicly available a sufficiently detailed summary about the content used for training of the general-purpose AI model, according to a template provided by the AI Office.
2. The obligations set out in paragraph 1, points (a) and (b), shall not apply to providers of AI models that are released under a free and open-source licence ... unless the general-purpose AI models present systemic risks.

**Article 55 — Obligations of providers of general-purpose AI models with systemic risk**
1. ... (a) perform model evaluation ... including conducting and documenting adversarial testing ...; (b) assess and mitigate possible systemic risks at Union level ...; (c) keep track of, document, and report without undue delay to the AI Office ... serious incidents ...; (d) ensure an adequate level of cybersecurity protection ...

[… extractor output truncated at Article 55(1); Articles 56–113 and Annexes I–XIII not shown …]
"""),
        (memory("add", dict={"aiact_id": "Regulation (EU) 2024/1689, signed 13 Jun 2024, OJ 12 Jul 2024, in force 1 Aug 2024", "aiact_gpai_articles": "Art. 51 (systemic-risk threshold 10^25 FLOP), Art. 53 (all GPAI providers), Art. 55 (systemic risk)"}),
         added("aiact_id", "aiact_gpai_articles")),
        (extract(ep, "Vote result and how GPAI rules were described at the plenary vote"),
         """# Artificial Intelligence Act: MEPs adopt landmark law
Press release · Plenary session · 13-03-2024 - 12:25

- Safeguards on general purpose artificial intelligence
- Limits on the use of biometric identification systems by law enforcement
- Bans on social scoring and AI used to manipulate or exploit user vulnerabilities
- Right of consumers to launch complaints and receive meaningful explanations

On Wednesday, Parliament approved the Artificial Intelligence Act that ensures safety and compliance with fundamental rights, while boosting innovation. The regulation, agreed in negotiations with member states in December 2023, was endorsed by MEPs with 523 votes in favour, 46 against and 49 abstentions.

**Transparency requirements**
General-purpose AI (GPAI) systems, and the GPAI models they are based on, must meet certain transparency requirements, including compliance with EU copyright law and publishing detailed summaries of the content used for training. The more powerful GPAI models that could pose systemic risks will face additional requirements, including performing model evaluations, assessing and mitigating systemic risks, and reporting on incidents.

**Next steps**
The regulation is still subject to a final lawyer-linguist check and is expected to be finally adopted before the end of the legislature (through the so-called corrigendum procedure). The law also needs to be formally endorsed by the Council. In the text adopted today, the GPAI provisions are set out in Articles 52a to 52e; the final numbering will follow the lawyer-linguist revision.

It will enter into force twenty days after its publication in the official Journal, and be fully applicable 24 months after its entry into force, except for: bans on prohibited practises, which will apply six months after the entry into force date; codes of practise (nine months after entry into force); general-purpose AI rules including governance (12 months after entry into force); and obligations for high-risk systems (36 months).
"""),
        (extract(eli + "#art_113", "Entry into force and dates of application (Article 113)"),
         """# Regulation (EU) 2024/1689 — Article 113 (Entry into force and application)
OJ L, 2024/1689, 12.7.2024

**Article 113 — Entry into force and application**
This Regulation shall enter into force on the twentieth day following that of its publication in the Official Journal of the European Union.
It shall apply from 2 August 2026.
However:
(a) Chapters I and II shall apply from 2 February 2025;
(b) Chapter III, Section 4, Chapter V, Chapter VII and Chapter XII and Article 78 shall apply from 2 August 2025, with the exception of Article 101;
(c) Article 6(1) and the corresponding obligations in this Regulation shall apply from 2 August 2027.

This Regulation shall be binding in its entirety and directly applicable in all Member States.
Done at Brussels, 13 June 2024.
For the European Parliament — The President, R. METSOLA · For the Council — The President, M. MICHEL
"""),
        (memory("update", dict={"aiact_gpai_articles": "Art. 51 (systemic-risk threshold 10^25 FLOP), Art. 53 (all GPAI providers), Art. 55 (systemic risk); were Arts. 52a-52e in the March 2024 plenary text; Chapter V applies from 2 Aug 2025"}),
         updated("aiact_gpai_articles")),
        (search("AI Office general-purpose AI code of practice timeline"),
         hits((office, "European AI Office | Shaping Europe's digital future", "The AI Office ... will facilitate the drawing up of codes of practice for general-purpose AI ... Last update: 30 July 2024", "2024-07-30"),
              ("https://digital-strategy.ec.europa.eu/en/news/ai-act-enters-force", "AI Act enters into force | Shaping Europe's digital future", "On 1 August 2024, the European Artificial Intelligence Act (AI Act) enters into force ...", "2024-08-01"))),
        (extract(office, "Role of the AI Office and code of practice timing"),
         page(office, "Role of the AI Office and code of practice timing",
              """"The European AI Office, established within the Commission, is the centre of AI expertise across the EU ... It plays a key role in implementing the AI Act, especially for general-purpose AI."
"The AI Office will facilitate the drawing up of a Code of Practice for general-purpose AI models, which should be ready at the latest by 2 May 2025 (nine months after entry into force)."
"Rules for general-purpose AI models apply from 2 August 2025."
Page footer: "Last update: 6 August 2024" """,
              "The AI Office oversees GPAI rules; the GPAI Code of Practice is due by 2 May 2025, and GPAI obligations apply from 2 August 2025.")),
        (memory("retrieve_all"),
         got({"aiact_id": "Regulation (EU) 2024/1689, signed 13 Jun 2024, OJ 12 Jul 2024, in force 1 Aug 2024",
              "aiact_gpai_articles": "Art. 51 (systemic-risk threshold 10^25 FLOP), Art. 53 (all GPAI providers), Art. 55 (systemic risk); were Arts. 52a-52e in the March 2024 plenary text; Chapter V applies from 2 Aug 2025"})),
    ]
    return dict(tid="h28-search-18", turns=turns, bad=False, turn=None, kind="clean",
                state=state("What obligations does the final EU AI Act place on providers of general-purpose AI models, and from when do they apply?", "2024-08-20"))


# ---------------------------------------------------------------- 19 (OSM taginfo benches, less common, clean)
TI_TAG = "https://taginfo.openstreetmap.org/tags/amenity=bench"
TI_KEY = "https://taginfo.openstreetmap.org/keys/backrest#values"
BACKREST = [("yes", 1204331, "80.03%"), ("no", 298102, "19.81%"), ("partial", 1404, "0.09%"), ("unknown", 388, "0.03%"),
            ("Yes", 212, "0.01%"), ("both", 156, "0.01%"), ("one-sided", 97, "0.01%"), ("2", 61, "<0.01%")]


def ti_tag(update: str, total: str, nodes: str, ways: str, users: str) -> str:
    return f"""# Tag amenity=bench · OpenStreetMap Taginfo

Database update: {update} · Data from planet dump of the previous day
A bench, a place for people to sit; allows room for several people. [Wiki](https://wiki.openstreetmap.org/wiki/Tag:amenity%3Dbench)

## Overview
| Type | Number of objects | | Users |
|---|---:|---:|---|
| All | {total} | 0.02% | |
| Nodes | {nodes} | 0.03% | |
| Ways | {ways} | <0.01% | |
| Relations | 8 | <0.01% | |
Last edited by {users} distinct users (approx.).

## Combinations (top 7, by number of objects together with this tag)
| Key | Objects | % of this tag |
|---|---:|---:|
| backrest | 1,504,751 | 57.62% |
| material | 560,017 | 21.44% |
| seats | 325,941 | 12.48% |
| check_date | 201,304 | 7.71% |
| colour | 188,224 | 7.21% |
| direction | 97,802 | 3.75% |
| armrest | 41,338 | 1.58% |

Tabs: Overview · Combinations · Map · Wiki · Projects · Chronology
"""


def ti_values(order: str, rows: list[tuple[str, int, str]]) -> str:
    body = "\n".join(f"| {v} | {n:,} | {p} | |" for v, n, p in rows)
    return f"""# Key backrest · OpenStreetMap Taginfo
Database update: 2024-04-09 01:16 UTC

Values (sorted by {order}) · Objects with this key: 1,504,751 · Distinct values: 8

| Value | Count | Fraction | In wiki |
|---|---:|---:|---|
{body}

Showing 1–8 of 8 values
"""


def t19() -> dict[str, Any]:
    ov = "https://overpass-turbo.eu/s/1Jq8"
    turns: list[T] = [
        (search("taginfo amenity=bench count", "OpenStreetMap how many benches mapped backrest"),
         hits((TI_TAG, "Tag amenity=bench | OpenStreetMap Taginfo", "Objects: 2,6xx,xxx ... Nodes ... Ways ... backrest ...", "2024-04-09"),
              ("https://wiki.openstreetmap.org/wiki/Tag:amenity%3Dbench", "Tag:amenity=bench - OpenStreetMap Wiki", "A bench, a place for people to sit ... Useful combination: backrest=yes/no ...", "2023-12-18"),
              (TI_KEY, "Key backrest | OpenStreetMap Taginfo", "Values: yes, no, partial ...", "2024-04-09"))),
        (extract(TI_TAG, "Number of amenity=bench objects by type and the database date"), ti_tag("2024-04-09 01:16 UTC", "2,611,482", "2,587,903", "23,571", "271,008")),
        (memory("add", dict={"bench_total": "2,611,482 objects (nodes 2,587,903 / ways 23,571 / relations 8), taginfo DB 2024-04-09 01:16 UTC"}), added("bench_total")),
        (extract(TI_KEY, "Most common backrest values with counts"), ti_values("count (descending)", BACKREST)),
        (extract(TI_KEY + "&sort=value", "Same values sorted alphabetically, to find spelling variants"),
         ti_values("value (A–Z)", sorted(BACKREST, key=lambda r: r[0]))),
        (memory("add", dict={"backrest_values": "yes 1,204,331 / no 298,102 / partial 1,404; variants 'Yes' 212, 'both' 156, 'one-sided' 97 (DB 2024-04-09)"}), added("backrest_values")),
        (extract(ov, "Count of benches in Berlin from the shared Overpass query"),
         """# overpass turbo — shared query 1Jq8

```
[out:json][timeout:60];
area["name"="Berlin"]["admin_level"="4"]->.a;
nwr["amenity"="bench"](area.a);
out count;
```

Result (Data tab):
```json
{
  "version": 0.6,
  "generator": "Overpass API 0.7.62.1 084b4234",
  "osm3s": { "timestamp_osm_base": "2024-04-10T01:21:05Z", "timestamp_areas_base": "2024-04-09T21:43:12Z" },
  "elements": [
    { "type": "count", "id": 0, "tags": { "nodes": "38251", "ways": "114", "relations": "0", "total": "38365" } }
  ]
}
```
Map: 38,365 features (count only, no geometry returned)
"""),
        (extract(TI_TAG, "Re-check after the nightly taginfo update"), ti_tag("2024-04-10 01:14 UTC", "2,612,130", "2,588,545", "23,577", "271,044").replace("| backrest | 1,504,751 | 57.62% |", "| backrest | 1,505,102 | 57.62% |")),
        (memory("update", dict={"bench_total": "2,612,130 objects (nodes 2,588,545 / ways 23,577 / relations 8), taginfo DB 2024-04-10 01:14 UTC; was 2,611,482 on 2024-04-09"}), updated("bench_total")),
        (memory("retrieve_all"),
         got({"bench_total": "2,612,130 objects (nodes 2,588,545 / ways 23,577 / relations 8), taginfo DB 2024-04-10 01:14 UTC; was 2,611,482 on 2024-04-09",
              "backrest_values": "yes 1,204,331 / no 298,102 / partial 1,404; variants 'Yes' 212, 'both' 156, 'one-sided' 97 (DB 2024-04-09)"})),
    ]
    return dict(tid="h28-search-19", turns=turns, bad=False, turn=None, kind="clean",
                state=state("How many benches (amenity=bench) are mapped in OpenStreetMap, and how often do they carry backrest=yes vs backrest=no?", "2024-04-10 (session started 00:50 UTC)"))


# ---------------------------------------------------------------- 20 (Tokyo 2020 medal table, mainstream)
OLY_URL = "https://olympics.com/en/olympic-games/tokyo-2020/medals"
MEDALS = [("United States of America", "USA", 39, 41, 33), ("People's Republic of China", "CHN", 38, 32, 18), ("Japan", "JPN", 27, 14, 17),
          ("Great Britain", "GBR", 22, 21, 22), ("ROC", "ROC", 20, 28, 23), ("Australia", "AUS", 17, 7, 22), ("Netherlands", "NED", 10, 12, 14),
          ("France", "FRA", 10, 12, 11), ("Germany", "GER", 10, 11, 16), ("Italy", "ITA", 10, 10, 20)]


def oly_table(drift: tuple[str, int] | None = None) -> str:
    lines = []
    for i, (name, code, g, s, b) in enumerate(MEDALS, 1):
        tot = g + s + b
        if drift and drift[0] == code:
            s = drift[1]
        lines.append(f"| {i} | {name} | {code} | {g} | {s} | {b} | {tot} |")
    rows = "\n".join(lines)
    return f"""# Tokyo 2020 Olympic Medal Table - Gold, Silver & Bronze
Olympics.com · Olympic Games Tokyo 2020 · 23 July – 8 August 2021

Sort by: Gold ▾ | Total

| Rank | Team | NOC | Gold | Silver | Bronze | Total |
|---:|---|---|---:|---:|---:|---:|
{rows}
| … | 83 more teams | | | | | |

Total medals awarded: 340 gold · 338 silver · 402 bronze
Show all 93 teams with medals · Download
"""


def t20() -> dict[str, Any]:
    wiki = "https://en.wikipedia.org/wiki/2020_Summer_Olympics_medal_table"
    mpc = "https://www.medalspercapita.com/#medals-per-capita:2020"
    ger = "https://olympics.com/en/olympic-games/tokyo-2020/results/germany"
    turns: list[T] = [
        (search("Tokyo 2020 Olympics medal table", "Tokyo 2020 final medal count by country"),
         hits((OLY_URL, "Tokyo 2020 Olympic Medal Table - Gold, Silver & Bronze", "Official medal table of the Tokyo 2020 Olympic Games: United States of America 39 gold, 113 total ...", "2021-08-08"),
              (wiki, "2020 Summer Olympics medal table - Wikipedia", "The United States topped the medal table with 39 gold and 113 total medals ...", "2024-05-11"),
              (mpc, "Medals per capita - Tokyo 2020", "Olympic medals per capita ... San Marino ... Bermuda ... Grenada ...", "2021-08-09"))),
        (extract(OLY_URL, "Top 10 of the final medal table with gold, silver, bronze and totals"), oly_table()),
        (memory("add", dict={"tokyo_top3": "USA 39/41/33=113; CHN 38/32/18=88; JPN 27/14/17=58 (olympics.com)", "tokyo_medals_awarded": "340 G / 338 S / 402 B"}),
         added("tokyo_top3", "tokyo_medals_awarded")),
        (extract(wiki, "Wikipedia's version of the top of the table and any notes on ties"),
         page(wiki, "Wikipedia's version of the top of the table and any notes on ties",
              """Lead: "... The United States won the most gold medals (39) and the most medals overall (113). China finished second with 38 gold and 88 medals overall, and host nation Japan finished third with 27 gold and 58 medals overall, its best ever Olympic performance."
"The ranking in this table is consistent with International Olympic Committee convention ... by number of gold medals ... then silver ... then bronze."
Table excerpt: "7 Netherlands 10 12 14 36 · 8 France 10 12 11 33 · 9 Germany 10 11 16 37 · 10 Italy 10 10 20 40"
Notes: "In boxing and judo two bronze medals were awarded per event, and there were ties in some events, so the numbers of silver and bronze medals differ from gold." """,
              "Wikipedia matches the official table for the top 10; Netherlands ranks above France on silver/bronze tie-break rules (both 10 gold, 12 silver; NED more bronze).")),
        (search("Tokyo 2020 medals per capita ranking"),
         hits((mpc, "Medals per capita - Tokyo 2020", "1 San Marino 3 medals, 1 medal per 11,310 people ...", "2021-08-09"),
              ("https://www.statista.com/chart/25554/tokyo-olympics-medals-per-capita/", "Chart: The Most Successful Olympic Nations Per Capita | Statista", "San Marino, Bermuda and Grenada lead ...", "2021-08-09"))),
        (extract(mpc, "Medals-per-capita ranking and where the big nations rank"),
         """# Medals per capita — Tokyo 2020
Olympic medal table adjusted for population (World Bank 2020 population estimates)

Sort by: Population per medal (ascending) ▾

| Rank | Country | Medals | Population | Population per medal |
|---:|---|---:|---:|---:|
| 1 | San Marino | 3 | 33,931 | 11,310 |
| 2 | Bermuda | 1 | 63,903 | 63,903 |
| 3 | Grenada | 1 | 112,523 | 112,523 |
| 4 | Bahamas | 2 | 393,248 | 196,624 |
| 5 | New Zealand | 20 | 5,084,300 | 254,215 |
| 6 | Jamaica | 9 | 2,961,161 | 329,018 |
| 7 | Slovenia | 5 | 2,102,419 | 420,484 |
| 8 | Fiji | 2 | 896,444 | 448,222 |
| 9 | Netherlands | 36 | 17,441,139 | 484,476 |
| 10 | Denmark | 11 | 5,831,404 | 530,128 |
| … | | | | |
| 46 | United States | 113 | 331,501,080 | 2,933,638 |
| 62 | China | 88 | 1,411,100,000 | 16,035,227 |

Medal counts: Tokyo 2020 official results (e.g. Netherlands 10 gold, 12 silver, 14 bronze).
"""),
        (memory("add", dict={"tokyo_percapita": "San Marino #1 (3 medals, 1 per 11,310); NED 36 medals, 1 per 484,476; USA #46"}), added("tokyo_percapita")),
        (search("Germany Tokyo 2020 medal count 37"),
         hits((ger, "Germany at Tokyo 2020 - Olympics.com", "Team Germany won 37 medals: 10 gold, 11 silver, 16 bronze ...", "2021-08-08"),
              ("https://www.dosb.de/sonderseiten/news/news-detail/news/olympia-bilanz-tokio", "Olympia-Bilanz Tokio - DOSB", "37 Medaillen, davon zehnmal Gold ...", "2021-08-09"))),
        (extract(ger, "Germany's medal breakdown at Tokyo 2020"),
         """# Germany — Olympic Games Tokyo 2020
Olympics.com · NOC: GER

Medals: 🥇 10 · 🥈 11 · 🥉 16 · Total 37 · Rank 9 (by gold)

Gold medals:
- Alexander Zverev — Tennis, Men's Singles
- Ricarda Funk — Canoe Slalom, Women's Kayak
- Jessica von Bredow-Werndl — Equestrian, Dressage Individual
- Germany — Equestrian, Dressage Team
- Julia Krajewski — Equestrian, Eventing Individual
- Aline Rotter-Focken — Wrestling, Women's Freestyle 76kg
- Malaika Mihambo — Athletics, Women's Long Jump
- Germany (Ronald Rauhe, Tom Liebscher, Max Lemke, Max Rendschmidt) — Canoe Sprint, Men's Kayak Four 500m
- Germany — Track Cycling, Women's Team Pursuit
- Florian Wellbrock — Swimming, Men's 10km Marathon (bronze in 1500m freestyle)
"""),
        (memory("add", dict={"tokyo_ger": "10/11/16 = 37, rank 9"}), added("tokyo_ger")),
        (extract(OLY_URL, "Re-check rows 7-10 (Netherlands, France, Germany, Italy) for the tie-break explanation"), oly_table(("NED", 14))),
        (memory("retrieve_all"),
         got({"tokyo_top3": "USA 39/41/33=113; CHN 38/32/18=88; JPN 27/14/17=58 (olympics.com)", "tokyo_medals_awarded": "340 G / 338 S / 402 B",
              "tokyo_percapita": "San Marino #1 (3 medals, 1 per 11,310); NED 36 medals, 1 per 484,476; USA #46", "tokyo_ger": "10/11/16 = 37, rank 9"})),
    ]
    return dict(tid="h28-search-20", turns=turns, bad=True, turn=11,
                kind="one cell of the same final medal table (Netherlands silver) changes between two extractions, total unchanged",
                state=state("What did the final Tokyo 2020 Olympic medal table look like at the top, and which countries did best per capita?", "2024-06-03"))


# ---------------------------------------------------------------- 21 (Framework 13 AMD suspend drain, less common, clean)
FW_THREAD = "https://community.frame.work/t/framework-13-amd-high-battery-drain-during-suspend-s2idle/41873"


def fw_thread(replies: int, views: str, ages: tuple[str, str, str], extra: str) -> str:
    a1, a2, a3 = ages
    return f"""# Framework 13 AMD: high battery drain during suspend (s2idle)
Framework Community › Linux › Fedora · Solved ✓

**kaidrift** · Dec 2023
On my Framework 13 (Ryzen 7 7840U, BIOS 3.02, Fedora 39, kernel 6.6.8) the battery drops 4-5% per hour while suspended. `cat /sys/power/mem_sleep` shows `[s2idle]`. amd_s2idle.py reports the system never reaches the deepest state because of the NVMe drive and the fingerprint reader.

**Mario_Limonciello** (AMD) · Dec 2023
Please run `amd_s2idle.py` again after updating the BIOS when 3.03 is out; there is an EC fix for the spurious wakeups. For WD SN770 drives also check that the NVMe firmware is current.

**nrp** (Framework) · Jan 2024 · ✓ Solution
BIOS 3.03 for the AMD Ryzen 7040 mainboard is now available via LVFS (fwupd). It fixes the keyboard wake causing suspend drain and improves s2idle residency. Together with kernel 6.7 you should see under 1% per hour.

**lina_k** · Feb 2024
After BIOS 3.03 + kernel 6.7.5 I measure 0.8%/h overnight. The Wi-Fi card (RZ616) still needs `iwd` restart after resume sometimes.

**d_hartmann** · {a1}
Same result on Arch: 0.7%/h with 3.03 and 6.7.9. Removing the `rtc_cmos.use_acpi_alarm=1` parameter made no difference.

**kaidrift** · {a2}
Confirming the fix on Fedora 39 after updating via `fwupdmgr update`. Marking nrp's post as solution.

**tomekz** · {a3}
Anyone tried with the 2.8K panel? Drain seems similar for me (~0.9%/h).
{extra}
---
{replies} replies · {views} views · 31 users · 58 likes · 12 links
"""


def t21() -> dict[str, Any]:
    aw = "https://wiki.archlinux.org/title/Framework_Laptop_13_(AMD_Ryzen_7040_Series)"
    kb = "https://knowledgebase.frame.work/framework-laptop-13-bios-and-driver-releases-amd-ryzen-7040-series-r1rXGVL16"
    late = "\n**mbuerger** · 4m\nOn BIOS 3.03 + Fedora 40 beta (kernel 6.8.1) I get 0.6%/h. fwupd had to be told `--allow-reinstall` once because the first flash was interrupted.\n"
    turns: list[T] = [
        (search("Framework 13 AMD suspend battery drain Linux fix", "Framework Laptop 13 Ryzen 7040 s2idle drain BIOS 3.03"),
         hits((FW_THREAD, "Framework 13 AMD: high battery drain during suspend (s2idle) - Linux / Fedora - Framework Community", "Solved · BIOS 3.03 for the AMD Ryzen 7040 mainboard is now available via LVFS ... under 1% per hour ...", "2 hours ago"),
              (aw, "Framework Laptop 13 (AMD Ryzen 7040 Series) - ArchWiki", "Suspend ... With BIOS 3.03 and Linux 6.7 suspend-to-idle drain is about 1% per hour ...", "2024-03-02"),
              (kb, "Framework Laptop 13 BIOS and Driver Releases (AMD Ryzen 7040 Series) - Framework Knowledge Base", "BIOS 3.03 ... Release date ... Fixes ...", "2024-02-20"))),
        (extract(FW_THREAD, "Accepted solution and measured drain after the fix"),
         fw_thread(46, "3.1k", ("6d", "3d", "2h"), "")),
        (memory("add", dict={"fw13_fix": "BIOS 3.03 (via fwupd/LVFS) + kernel >= 6.7 -> <1%/h in s2idle (forum solution by nrp, Jan 2024)", "fw13_reports": "0.8%/h (lina_k), 0.7%/h (d_hartmann), ~0.9%/h (tomekz)"}),
         added("fw13_fix", "fw13_reports")),
        (extract(aw, "What the ArchWiki recommends for suspend"),
         page(aw, "What the ArchWiki recommends for suspend",
              """Suspend section: "The laptop only supports suspend-to-idle (s2idle); S3 is not available. With BIOS 3.03 and Linux 6.7 or newer, suspend drain is about 1% per hour. Older BIOS versions wake up spuriously from keyboard events."
"Use `amd_s2idle.py` from the amd-debug-tools to diagnose what blocks the deepest state."
Firmware section: "BIOS updates are distributed through LVFS; run `fwupdmgr refresh && fwupdmgr update`."
Footer: "This page was last edited on 2 March 2024, at 17:40." """,
              "ArchWiki: s2idle only; BIOS 3.03 + Linux ≥6.7 gives ~1%/h; update BIOS via fwupd/LVFS.")),
        (extract(kb, "Release date and changelog of BIOS 3.03"),
         """# Framework Laptop 13 BIOS and Driver Releases (AMD Ryzen 7040 Series)
Framework Knowledge Base · Updated Feb 20, 2024

## BIOS 3.03 — Release date: January 17, 2024 (Beta: December 22, 2023)
Install: Windows installer, EFI shell (USB), or LVFS/fwupd on Linux.

Fixes and enhancements:
- Fixed keyboard presses waking the system from suspend while the lid is closed
- Improved s2idle power draw (EC firmware update)
- Fixed fingerprint reader not detected after warm reboot on some units
- Updated AGESA to PI 1.0.0.3a
- Added support for 2.8K display panel (for future mainboard upgrades)

Known issue: if a BIOS update via fwupd is interrupted, run it again with `--allow-reinstall`.

## BIOS 3.02 — Release date: October 31, 2023
- Initial production firmware for the Ryzen 7040 mainboard
"""),
        (memory("update", dict={"fw13_fix": "BIOS 3.03 (released 2024-01-17, beta 2023-12-22; via fwupd/LVFS) + kernel >= 6.7 -> <1%/h in s2idle (forum solution by nrp; ArchWiki ~1%/h)"}),
         updated("fw13_fix")),
        (extract(FW_THREAD, "Any new reports since the last visit"), fw_thread(47, "3.2k", ("6d", "3d", "2h"), late)),
        (memory("update", dict={"fw13_reports": "0.8%/h (lina_k), 0.7%/h (d_hartmann), ~0.9%/h (tomekz), 0.6%/h on kernel 6.8.1 (mbuerger, new reply)"}), updated("fw13_reports")),
        (memory("retrieve_all"),
         got({"fw13_fix": "BIOS 3.03 (released 2024-01-17, beta 2023-12-22; via fwupd/LVFS) + kernel >= 6.7 -> <1%/h in s2idle (forum solution by nrp; ArchWiki ~1%/h)",
              "fw13_reports": "0.8%/h (lina_k), 0.7%/h (d_hartmann), ~0.9%/h (tomekz), 0.6%/h on kernel 6.8.1 (mbuerger, new reply)"})),
    ]
    return dict(tid="h28-search-21", turns=turns, bad=False, turn=None, kind="clean",
                state=state("How do Framework Laptop 13 (AMD Ryzen 7040) owners fix high battery drain in suspend on Linux, and what drain is achievable after the fix?", "2024-03-15"))


# ---------------------------------------------------------------- 22 (Netflix subscribers, mainstream)
def t22() -> dict[str, Any]:
    wiki = "https://en.wikipedia.org/wiki/Netflix"
    ir = "https://s22.q4cdn.com/959853165/files/doc_financials/2024/q1/FINAL-Q1-24-Shareholder-Letter.pdf"
    rt = "https://www.reuters.com/business/media-telecom/netflix-beats-subscriber-estimates-2024-04-18/"
    new = "269.60M paid memberships (Q1 2024, shareholder letter 18 Apr 2024); Q4 2023 was 260.28M; net adds 9.33M"
    turns: list[T] = [
        (search("Netflix number of subscribers 2024", "Netflix paid memberships latest quarter"),
         hits((wiki, "Netflix - Wikipedia", "Netflix, Inc. is an American subscription video on-demand over-the-top streaming service ... 260.28 million paid memberships ...", "2024-04-02"),
              ("https://ir.netflix.net/financials/quarterly-earnings/default.aspx", "Netflix - Financials - Quarterly Earnings", "Q1 2024 Shareholder Letter · Earnings Interview · April 18, 2024 ...", "2024-04-18"),
              (rt, "Netflix beats subscriber estimates, will stop reporting quarterly membership numbers | Reuters", "Netflix added 9.33 million streaming customers in the first quarter ...", "2024-04-18"))),
        (extract(wiki, "Current subscriber count in the infobox and its date"),
         page(wiki, "Current subscriber count in the infobox and its date",
              """Infobox: "Netflix, Inc. — Type: Public · Traded as Nasdaq: NFLX · Founded August 29, 1997 · Founders Reed Hastings, Marc Randolph · Headquarters Los Gatos, California · Revenue US$33.7 billion (2023) · Net income US$5.4 billion (2023) · Employees 13,000 (2023) · Subscribers 260.28 million (Q4 2023)"
Lead: "As of December 31, 2023, Netflix had over 260 million subscribers worldwide."
Footer: "This page was last edited on 2 April 2024, at 09:31 (UTC)." """,
              "Wikipedia (last edited 2 April 2024, before the Q1 results) gives 260.28 million subscribers as of Q4 2023.")),
        (memory("add", dict={"netflix_subs": "260.28M paid memberships (Q4 2023, Wikipedia infobox)"}), added("netflix_subs")),
        (search("Netflix Q1 2024 shareholder letter paid memberships 269.6 million"),
         hits((ir, "FINAL-Q1-24-Shareholder-Letter.pdf", "Paid memberships 269.60M ... paid net adds 9.33M ... revenue $9,370M ...", "2024-04-18"),
              (rt, "Netflix beats subscriber estimates, will stop reporting quarterly membership numbers | Reuters", "... total of 269.6 million ...", "2024-04-18"),
              ("https://variety.com/2024/digital/news/netflix-q1-2024-earnings-subscribers-1235973177/", "Netflix Q1 2024 Earnings: Adds 9.3 Million Subscribers - Variety", "Netflix blew past expectations ...", "2024-04-18"))),
        (extract(ir, "Paid memberships at end of Q1 2024, net adds, revenue, reporting changes"),
         """# Netflix Q1'24 Shareholder Letter — April 18, 2024

## Summary
| (in millions except per membership data) | Q1'23 | Q2'23 | Q3'23 | Q4'23 | Q1'24 |
|---|---:|---:|---:|---:|---:|
| Revenue | $8,162 | $8,187 | $8,542 | $8,833 | $9,370 |
| Operating income | $1,714 | $1,827 | $1,916 | $1,496 | $2,633 |
| Operating margin | 21.0% | 22.3% | 22.4% | 16.9% | 28.1% |
| Diluted EPS | $2.88 | $3.29 | $3.73 | $2.11 | $5.28 |
| Global streaming paid memberships | 232.50 | 238.39 | 247.15 | 260.28 | 269.60 |
| Paid net membership additions | 1.75 | 5.89 | 8.76 | 13.12 | 9.33 |
| Global streaming ARM | $11.64 | $11.66 | $11.73 | $11.64 | $11.64 |

We added 9.3M paid memberships in Q1'24 vs. 1.8M in Q1'23, ending the quarter with 269.6M.

## Reporting changes
Starting with our Q1'25 earnings report, we will stop reporting quarterly membership numbers and ARM. We will announce major subscriber milestones as we cross them. Our focus is on revenue and operating margin as our primary financial metrics.
"""),
        (memory("update", dict={"netflix_subs": new}), updated("netflix_subs")),
        (extract(rt, "How Reuters reports the numbers and the reporting change"),
         page(rt, "How Reuters reports the numbers and the reporting change",
              """"Netflix added 9.33 million streaming customers in the first quarter, beating Wall Street forecasts ... for a total of 269.6 million."
"The company said it would stop reporting quarterly subscriber numbers starting next year, shifting focus to revenue and operating margin."
"Shares fell about 5% in extended trading."
April 18, 2024 4:33 PM EDT · Updated 7 days ago""",
              "Reuters: +9.33M in Q1 2024 to 269.6M; Netflix will stop reporting quarterly subscriber numbers from 2025; shares fell ~5% after hours.")),
        (memory("add", dict={"netflix_reporting_change": "stops reporting quarterly memberships and ARM from the Q1'25 report"}), added("netflix_reporting_change")),
        (memory("retrieve", key_list=["netflix_subs", "netflix_reporting_change"]),
         got({"netflix_subs": "260.28M paid memberships (Q4 2023, Wikipedia infobox)", "netflix_reporting_change": "stops reporting quarterly memberships and ARM from the Q1'25 report"})),
        (search("Netflix Q1 2024 paid memberships by region UCAN EMEA LATAM APAC"),
         hits((ir, "FINAL-Q1-24-Shareholder-Letter.pdf", "Regional breakdown ... UCAN 82.66 ... EMEA 91.39 ... LATAM 47.72 ... APAC 47.83 ...", "2024-04-18"),
              ("https://www.statista.com/statistics/483112/netflix-subscribers/", "Netflix subscribers count by region 2024 | Statista", "In the first quarter of 2024, Netflix had 82.66 million paid subscribers in the US and Canada ...", "2024-04-19"))),
        (extract(ir + "#page=11", "Regional paid memberships at end of Q1 2024"),
         """# Netflix Q1'24 Shareholder Letter — Regional Breakdown (page 11)

| Paid memberships at end of period (M) | Q1'23 | Q4'23 | Q1'24 |
|---|---:|---:|---:|
| United States and Canada (UCAN) | 74.40 | 80.13 | 82.66 |
| Europe, Middle East and Africa (EMEA) | 79.81 | 88.81 | 91.39 |
| Latin America (LATAM) | 41.25 | 46.00 | 47.72 |
| Asia-Pacific (APAC) | 37.04 | 45.34 | 47.83 |
| Global | 232.50 | 260.28 | 269.60 |
"""),
        (memory("add", dict={"netflix_regions_q1_24": "UCAN 82.66 / EMEA 91.39 / LATAM 47.72 / APAC 47.83 (M)"}), added("netflix_regions_q1_24")),
    ]
    return dict(tid="h28-search-22", turns=turns, bad=True, turn=9,
                kind="memory key updated with the new figure reads back its old pre-update value",
                state=state("How many paid memberships does Netflix have according to its latest quarterly report, and is it changing how it reports them?", "2024-04-25"))


BUILDERS = [t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22]


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for build in BUILDERS:
        t = build()
        rs.add(task="search", tid=t["tid"], system=SEARCH_SYSTEM, turns=t["turns"], state=t["state"],
               bad=t["bad"], turn=t["turn"], kind=t["kind"])
    rs.write()


if __name__ == "__main__":
    main()
