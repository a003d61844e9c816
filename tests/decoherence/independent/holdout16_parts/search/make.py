# ruff: noqa: E501
"""Held-out set 16, search domain: 22 deep-research trajectories (web_search / web_extractor / dict_memory).

Written by hand by an outside author; 11 trajectories carry exactly one contradiction, 11 are clean.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import SEARCH_SYSTEM, RowSet, extract, memory, results, search

SYS = SEARCH_SYSTEM


def R(url: str, title: str, snippet: str, date: str = "N/A") -> tuple[str, str, str, str]:
    return (url, title, snippet, date)


def serp(*items: tuple[str, str, str, str]) -> str:
    """A web_search answer in the official fenced `[n] url / Title / Snippet / Date` layout."""
    return "```\n" + results(*items) + "\n```"


def added(*keys: str) -> str:
    return f"Successfully added items of {list(keys)} to memory."


def updated(*keys: str) -> str:
    return f"Successfully updated items of {list(keys)} in memory."


def removed(*keys: str) -> str:
    return f"Successfully removed items of {list(keys)} from memory."


def got(found: dict[str, Any], missing: tuple[str, ...] = ()) -> str:
    """A dict_memory retrieve / retrieve_all answer."""
    parts = []
    if found:
        parts.append(json.dumps(found, indent=2, ensure_ascii=False))
    for k in missing:
        parts.append(f"Key not found: '{k}'")
    return "\n".join(parts) if parts else "{}"


def swap(text: str, old: str, new: str) -> str:
    """Replace one exact occurrence (used to derive a later rendering of the same page)."""
    assert text.count(old) == 1, (old, text.count(old))
    return text.replace(old, new)


def table(head: list[str], rows: list[list[Any]]) -> str:
    out = ["| " + " | ".join(head) + " |", "| " + " | ".join("---" for _ in head) + " |"]
    out += ["| " + " | ".join(str(c) for c in r) + " |" for r in rows]
    return "\n".join(out)


def st(question: str) -> str:
    return f"Research question: {question}\nMemory: (empty)"


# ---------------------------------------------------------------------------------------------------------------------

def t01(rs: RowSet) -> None:
    # clean: trail-race winner; news quotes a provisional time, UltraSignup the corrected official one (different sources), agent updates memory; Strava moving time differs legitimately; a same-named footballer is a different person.
    s1 = serp(
        R("https://ultrasignup.com/results_event.aspx?did=108734", "Lakeshore Ridge Trail 50K 2024 Results - UltraSignup", "Lakeshore Ridge Trail 50K · Sep 28, 2024 · Eagle, WI · Finishers: 389 · 1. Dane Okafor 3:41:12 · 2. Luis Ferrante 3:47:55 · 3. Caleb Wirtz 3:52:40 ...", "N/A"),
        R("https://www.lakeshoreridgetrail.com/results", "Results & Records | Lakeshore Ridge Trail Races", "Official results for the 50K, 25K and 10K are hosted on UltraSignup. Course records and past champions for every distance are listed below ...", "N/A"),
        R("https://www.hartwellledger.com/sports/2024/09/29/okafor-wins-lakeshore-ridge-50k/", "Milwaukee's Okafor runs away with Lakeshore Ridge 50K title", "Dane Okafor, 29, pulled away after the Emma Carlin aid station and crossed in 3 hours, 41 minutes, 7 seconds, according to provisional timing ...", "Sep 29, 2024"),
        R("https://www.strava.com/activities/12518830417", "Lakeshore Ridge 50K - the W! | Strava", "Dane Okafor · Run · 31.3 mi · Moving time 3:40:51 · Elevation 3,212 ft · Kettle Moraine State Forest ...", "Sep 28, 2024"),
        R("https://www.reddit.com/r/ultrarunning/comments/1fsk2d1/lakeshore_ridge_50k_race_report_first_ultra/", "Lakeshore Ridge 50K race report (first ultra!) : r/ultrarunning", "Finished in 6:58 ... the course was in great shape apart from the mud after the second Scuppernong crossing. Aid stations were stocked with pierogi ...", "Oct 1, 2024"),
        R("https://runsignup.com/Race/WI/Eagle/LakeshoreRidgeTrail", "Lakeshore Ridge Trail Races - Eagle, WI - RunSignup", "Registration for the 2025 Lakeshore Ridge Trail Races opens January 6, 2025. 50K · 25K · 10K. Sept 27, 2025 ...", "N/A"),
        R("https://www.wisconsintrailrunner.org/calendar/2024", "2024 Wisconsin Trail Race Calendar", "Sep 28 - Lakeshore Ridge Trail 50K/25K/10K, Eagle ... Oct 12 - Glacial Blaze 50M, Greenbush ...", "N/A"),
    )
    news = """# Milwaukee's Okafor runs away with Lakeshore Ridge 50K title

By Carla Mensing | Hartwell Daily Ledger
Published Sep 29, 2024, 6:12 a.m. CT

EAGLE — Dane Okafor had a plan, and for the first 20 miles of Saturday's Lakeshore Ridge Trail 50K he stuck to it.

Then the 29-year-old from Milwaukee's Bay View neighborhood reached the Emma Carlin aid station, saw a gap of barely 40 seconds over defending champion Luis Ferrante, and threw the plan away.

"I told myself I'd wait until the last climb," Okafor said. "But my legs felt good on the pines section, so I went."

Okafor crossed the line at the Ottawa Lake trailhead in 3 hours, 41 minutes, 7 seconds, according to provisional timing posted at the finish. Ferrante, of Madison, was second in 3:47:55 and Caleb Wirtz of Waukesha third in 3:52:40.

The women's race went to Priya Raman of Chicago in 4:19:33, more than 11 minutes clear of Hanna Lindqvist.

## A record field

Race director Tom Brekke said 412 runners started the 50K, the largest field in the event's 11-year history. Warm, dry weather kept the course fast, though several runners reported slick footing at the second Scuppernong River crossing.

Okafor's time was about two minutes off the men's course record, which Brekke said "is going to fall one of these years."

## Results (provisional, top 5 men)

1. Dane Okafor, Milwaukee, 3:41:07
2. Luis Ferrante, Madison, 3:47:55
3. Caleb Wirtz, Waukesha, 3:52:40
4. Ben Szymanski, Green Bay, 3:55:18
5. Arturo Lugo, Rockford, Ill., 3:58:02

Full results will be posted on UltraSignup.
"""
    ultra = """# Lakeshore Ridge Trail 50K 2024

Eagle, WI · Saturday, September 28, 2024 · 50K

Results updated 10/2/2024: timing corrections applied to 4 finishers after review of the Emma Carlin (AS3) mat data.

Finishers: 389 · DNF: 23 · DNS: 57

| Place | Name | Age | Gender | City | State | Time | Rank |
| --- | --- | --- | --- | --- | --- | --- | --- |
| 1 | Dane Okafor | 29 | M | Milwaukee | WI | 3:41:12 | 96.12 |
| 2 | Luis Ferrante | 34 | M | Madison | WI | 3:47:55 | 93.40 |
| 3 | Caleb Wirtz | 27 | M | Waukesha | WI | 3:52:40 | 91.77 |
| 4 | Ben Szymanski | 31 | M | Green Bay | WI | 3:55:18 | 89.05 |
| 5 | Arturo Lugo | 38 | M | Rockford | IL | 3:58:02 | 90.31 |
| 6 | Priya Raman | 33 | F | Chicago | IL | 4:19:33 | 94.86 |
| 7 | Mitch Halloran | 41 | M | Oconomowoc | WI | 4:21:09 | 87.20 |
| 8 | Jonas Berglund | 25 | M | Minneapolis | MN | 4:24:50 | 85.66 |
| ... | | | | | | | |

Showing 1–8 of 389 finishers. Filter: All · Male · Female · Age group
"""
    records = """# Results & Records | Lakeshore Ridge Trail Races

Official results (2021–present) are hosted on UltraSignup. Results from 2014–2020 are archived below as PDFs.

## Course records

| Distance | Men | Time | Year | Women | Time | Year |
| --- | --- | --- | --- | --- | --- | --- |
| 50K | Tomas Reyes | 3:38:55 | 2019 | Hanna Lindqvist | 4:12:48 | 2022 |
| 25K | Eli Navarro | 1:41:06 | 2023 | Grace Tollefson | 1:55:31 | 2021 |
| 10K | Ben Szymanski | 0:37:12 | 2018 | Maya Okonkwo | 0:42:57 | 2023 |

Records apply to the current course (in use since 2016, start/finish at Ottawa Lake).

## Past 50K champions

| Year | Men | Women |
| --- | --- | --- |
| 2024 | Dane Okafor | Priya Raman |
| 2023 | Luis Ferrante | Hanna Lindqvist |
| 2022 | Luis Ferrante | Hanna Lindqvist |
| 2021 | Arturo Lugo | Jess Kowalczyk |
| 2020 | Race cancelled (COVID-19) | |
| 2019 | Tomas Reyes | Jess Kowalczyk |

Questions about results? Email results@lakeshoreridgetrail.com
"""
    s6 = serp(
        R("https://www.lakeshoreridgetrail.com/results", "Results & Records | Lakeshore Ridge Trail Races", "Course records · 50K: Tomas Reyes 3:38:55 (2019) · Hanna Lindqvist 4:12:48 (2022) · Records apply to the current course (in use since 2016) ...", "N/A"),
        R("https://www.hartwellledger.com/sports/2019/09/29/reyes-sets-record-lakeshore-ridge/", "Reyes shatters Lakeshore Ridge 50K record", "Tomas Reyes of Whitewater took nearly four minutes off the old mark, finishing in 3:38:55 on a cool, damp morning ...", "Sep 29, 2019"),
        R("https://ultrasignup.com/results_event.aspx?did=71250", "Lakeshore Ridge Trail 50K 2019 Results - UltraSignup", "Lakeshore Ridge Trail 50K · Sep 28, 2019 · Finishers: 241 · 1. Tomas Reyes 3:38:55 ...", "N/A"),
        R("https://www.reddit.com/r/ultrarunning/comments/d9x2k1/fastest_wisconsin_50k_courses/", "Fastest Wisconsin 50K courses? : r/ultrarunning", "Lakeshore Ridge is runnable but the last 10K has the climbs. CR is 3:38 something ...", "Sep 24, 2019"),
        R("https://www.wisconsintrailrunner.org/records", "Wisconsin trail course records", "A volunteer-maintained list of course records at Wisconsin trail ultras. Lakeshore Ridge 50K · 3:38:55 · T. Reyes ...", "N/A"),
    )
    s10 = serp(
        R("https://www.transfermarkt.us/dane-okafor/profil/spieler/884512", "Dane Okafor - Player profile 24/25 | Transfermarkt", "Dane Okafor · Date of birth: Mar 3, 2003 · Position: Centre-Back · Current club: Bristol Rovers U21 ...", "N/A"),
        R("https://ultrasignup.com/results_participant.aspx?fname=Dane&lname=Okafor", "Dane Okafor - UltraSignup", "Dane Okafor · Age 29 · Milwaukee, WI · 7 results · Runner rank 94.88% · 2024 Lakeshore Ridge Trail 50K 1st 3:41:12 ...", "N/A"),
        R("https://www.instagram.com/daneokafor.runs/", "Dane Okafor (@daneokafor.runs) • Instagram", "Trail runner · Bay View, MKE · coach @creamcityrunco ...", "N/A"),
        R("https://www.hartwellledger.com/sports/2024/09/29/okafor-wins-lakeshore-ridge-50k/", "Milwaukee's Okafor runs away with Lakeshore Ridge 50K title", "Dane Okafor, 29, pulled away after the Emma Carlin aid station and crossed in 3 hours, 41 minutes, 7 seconds, according to provisional timing ...", "Sep 29, 2024"),
        R("https://www.bristolrovers.co.uk/news/academy-scholars-2021", "Academy confirms scholars for 2021 intake | Bristol Rovers", "... defender Dane Okafor joins from Cheltenham's development centre ...", "Jul 2, 2021"),
    )
    turns = [
        (search("Lakeshore Ridge Trail 50K 2024 results men's winner"), s1),
        (extract("https://www.hartwellledger.com/sports/2024/09/29/okafor-wins-lakeshore-ridge-50k/", "men's winner, time, field size"), news),
        (memory("add", dict={"men_winner_2024": "Dane Okafor (Milwaukee, 29)", "winning_time": "3:41:07 (provisional, Hartwell Ledger)"}), added("men_winner_2024", "winning_time")),
        (extract("https://ultrasignup.com/results_event.aspx?did=108734", "official finishing time of the men's winner and number of finishers"), ultra),
        (memory("update", dict={"winning_time": "3:41:12 (official UltraSignup; corrected 10/2/2024)"}), updated("winning_time")),
        (search("Lakeshore Ridge Trail 50K course record men"), s6),
        (extract("https://www.lakeshoreridgetrail.com/results", "men's 50K course record"), records),
        (memory("add", dict={"course_record_men": "3:38:55 Tomas Reyes (2019) -> 2024 not a CR", "finishers_2024": "389 finishers (412 starters, 23 DNF)"}), added("course_record_men", "finishers_2024")),
        (memory("retrieve_all"), got({"men_winner_2024": "Dane Okafor (Milwaukee, 29)", "winning_time": "3:41:12 (official UltraSignup; corrected 10/2/2024)", "course_record_men": "3:38:55 Tomas Reyes (2019) -> 2024 not a CR", "finishers_2024": "389 finishers (412 starters, 23 DNF)"})),
        (search("Dane Okafor"), s10),
    ]
    rs.add(task="search", tid="h16-search-01", system=SYS, turns=turns, state=st("Who won the men's race at the 2024 Lakeshore Ridge Trail 50K (Wisconsin), in what official time, was it a course record, and how many finished?"))


def t02(rs: RowSet) -> None:
    # bad: turn 10 retrieve_all returns gf_fy2025 as "$84,621,300" although turn 3 stored "$84,612,300" (taken from the turn-2 page) and nothing updated it.
    s1 = serp(
        R("https://www.marlowespringsco.gov/227/Budget-Financial-Reports", "Budget & Financial Reports | Marlowe Springs, CO - Official Website", "FY2025 Adopted Budget · General Fund appropriations $84,612,300 · Adopted by City Council June 17, 2024 (Ordinance 2024-31) ...", "N/A"),
        R("https://www.marlowespringsco.gov/DocumentCenter/View/6114/FY2025-Adopted-Budget-Book", "FY2025 Adopted Budget Book (PDF)", "City of Marlowe Springs, Colorado · Annual Budget Fiscal Year 2025 · January 1 – December 31, 2025 · Transmittal letter ...", "N/A"),
        R("https://www.marlowecourier.com/news/council-adopts-2025-budget-library-hours/article_7f21c0a4.html", "Council adopts 2025 budget; library hours restored", "The Marlowe Springs City Council approved a $84.6 million general fund budget Monday on a 5-2 vote, restoring Sunday hours at the main library ...", "Jun 18, 2024"),
        R("https://marlowesprings.legistar.com/LegislationDetail.aspx?ID=6683120&GUID=2B1C", "Ordinance 2024-31 - Marlowe Springs Legistar", "An ordinance adopting the budget and appropriating sums of money for fiscal year 2025 ... Status: Adopted · Final action: 6/17/2024 ...", "N/A"),
        R("https://www.marlowespringsco.gov/DocumentCenter/View/5530/FY2024-Adopted-Budget-Book", "FY2024 Adopted Budget Book (PDF)", "City of Marlowe Springs, Colorado · Annual Budget Fiscal Year 2024 · General Fund $80,904,115 ...", "N/A"),
        R("https://www.reddit.com/r/MarloweSprings/comments/1dhw3x0/city_budget_vote_tonight/", "City budget vote tonight : r/MarloweSprings", "Anyone going to the council meeting? Apparently the library Sunday hours are back in the final version ...", "Jun 17, 2024"),
    )
    budget = """# Budget & Financial Reports

City of Marlowe Springs, Colorado › Departments › Finance › Budget & Financial Reports

The City of Marlowe Springs operates on a calendar fiscal year (January 1 – December 31). The City Council adopts the annual budget by ordinance each June following two public hearings.

## FY2025 Adopted Budget

Adopted by City Council on June 17, 2024 (Ordinance 2024-31).

| Fund | FY2024 Adopted | FY2025 Adopted | Change |
| --- | --- | --- | --- |
| General Fund | $80,904,115 | $84,612,300 | +4.6% |
| Water Utility Fund | $31,220,400 | $32,905,750 | +5.4% |
| Wastewater Fund | $18,466,010 | $19,012,600 | +3.0% |
| Capital Improvement Fund | $22,150,000 | $19,780,000 | -10.7% |
| Open Space & Trails Fund | $4,402,900 | $4,615,200 | +4.8% |

### General Fund by department (FY2025)

| Department | FY2025 Adopted |
| --- | --- |
| Police | $27,480,900 |
| Fire & Rescue | $19,115,640 |
| Public Works – Streets | $9,884,210 |
| Parks & Recreation | $8,203,775 |
| Library Services | $3,918,450 |
| Community Development | $4,377,120 |
| Administration, Finance & IT | $8,512,005 |
| City Council, Clerk & Attorney | $3,120,200 |
| **Total General Fund** | **$84,612,300** |

## Documents

- FY2025 Adopted Budget Book (PDF, 14.2 MB)
- FY2025 Budget in Brief (PDF, 1.1 MB)
- FY2024 Adopted Budget Book (PDF, 12.8 MB)
- Annual Comprehensive Financial Report 2023 (PDF)

Questions? Contact the Budget Office at (719) 555-0148 or budget@marlowespringsco.gov.
"""
    s4 = serp(
        R("https://www.marlowecourier.com/news/council-adopts-2025-budget-library-hours/article_7f21c0a4.html", "Council adopts 2025 budget; library hours restored", "The Marlowe Springs City Council approved a $84.6 million general fund budget Monday on a 5-2 vote, restoring Sunday hours at the main library ...", "Jun 18, 2024"),
        R("https://www.marlowespringslibrary.org/about/annual-report-2024", "2024 Annual Report | Marlowe Springs Public Library", "Circulation rose 6% in 2024 to 612,480 items; the Eastgate branch logged 88,300 visits ...", "Mar 4, 2025"),
        R("https://www.marlowespringsco.gov/DocumentCenter/View/5530/FY2024-Adopted-Budget-Book", "FY2024 Adopted Budget Book (PDF)", "City of Marlowe Springs, Colorado · Annual Budget Fiscal Year 2024 · General Fund $80,904,115 ...", "N/A"),
        R("https://www.coloradolibraries.org/news/2024-budget-roundup", "Front Range library budgets, 2024-25 roundup", "... Marlowe Springs (+4.2%), Castle Rock Library District (+2.9%), Loveland (flat) ...", "Aug 9, 2024"),
        R("https://www.marlowecourier.com/opinion/letters/keep-sunday-library-hours/article_0c8b11d2.html", "Letter: Keep Sunday library hours", "As a parent of two I rely on the main library on Sundays ...", "May 30, 2024"),
    )
    article = """# Council adopts 2025 budget; library hours restored

By Nate Albrecht, Marlowe Springs Courier
June 18, 2024

The Marlowe Springs City Council approved a $84.6 million general fund budget Monday on a 5-2 vote, restoring Sunday hours at the main library that were cut during the 2020 downturn.

Library Services will receive $3,918,450 in 2025, up about 4.2% from $3,760,510 this year. Library Director Angela Mirabal told council the increase covers two additional part-time clerks and Sunday hours from noon to 5 p.m. starting in January.

Council members Dave Rusk and Lorena Pike voted no, saying the budget leaned too heavily on a projected 3.8% rise in sales tax revenue.

"We are budgeting for a good year," Pike said. "I hope we get one."

Police received the largest share at $27.5 million, including four new patrol positions. The capital improvement fund shrinks to $19.8 million after the Hollister Road widening wrapped up.

The budget takes effect Jan. 1. A second ordinance setting the 2025 mill levy at 7.911 mills is scheduled for a final vote in November.
"""
    minutes = """# City Council Regular Meeting — Minutes

Monday, June 17, 2024 · 6:00 PM · Council Chambers, 101 W. Platte Ave.

## Roll call

Present: Mayor Gail Whitford, Mayor Pro Tem Sam Okada, Councilmembers Dave Rusk, Lorena Pike, Hector Valdez, Renee Stiles, Bill Harnack. Absent: none.

## 7. Public hearings

### 7.a Ordinance 2024-31 — Adopting the FY2025 Budget (second reading)

Finance Director Kim Ostrowski presented the final budget. Changes since first reading: restoration of Sunday library hours ($96,200) funded by a reduction in the fleet replacement transfer.

Public comment: 9 speakers (6 in support of library hours; 3 opposed to new positions).

Motion to adopt Ordinance 2024-31 on second reading: Okada. Second: Stiles.

Vote: Ayes — Whitford, Okada, Valdez, Stiles, Harnack. Nays — Rusk, Pike. **Motion carried 5-2.**

### 7.b Resolution 2024-88 — Fee schedule amendments

Adopted 7-0.

## 8. Adjournment

Meeting adjourned at 8:47 PM.

Minutes approved July 1, 2024.
"""
    s7 = serp(
        R("https://marlowesprings.legistar.com/View.ashx?M=M&ID=1204418&GUID=7C0E2A19", "Minutes - City Council Regular Meeting 6/17/2024", "Ordinance 2024-31 — Adopting the FY2025 Budget (second reading) ... Motion carried 5-2 ...", "N/A"),
        R("https://marlowesprings.legistar.com/LegislationDetail.aspx?ID=6683120&GUID=2B1C", "Ordinance 2024-31 - Marlowe Springs Legistar", "An ordinance adopting the budget and appropriating sums of money for fiscal year 2025 ... Status: Adopted · Final action: 6/17/2024 ...", "N/A"),
        R("https://www.youtube.com/watch?v=Qk4r8xNw2aE", "Marlowe Springs City Council - June 17, 2024 - YouTube", "Regular meeting of the Marlowe Springs City Council. Agenda items: budget second reading, fee schedule ...", "Jun 18, 2024"),
    )
    mem = {"gf_fy2025": "$84,612,300", "library_fy2025": "$3,918,450", "adopting_ordinance": "2024-31 (adopted June 17, 2024)"}
    shown = dict(mem, gf_fy2025="$84,621,300")
    shown.update({"library_fy2024": "$3,760,510 (+4.2% to FY2025)", "council_vote": "5-2 (Rusk, Pike no)"})
    turns = [
        (search("Marlowe Springs FY2025 adopted budget general fund total"), s1),
        (extract("https://www.marlowespringsco.gov/227/Budget-Financial-Reports", "FY2025 general fund total and library budget"), budget),
        (memory("add", dict=mem), added(*mem)),
        (search("Marlowe Springs library budget 2025 increase"), s4),
        (extract("https://www.marlowecourier.com/news/council-adopts-2025-budget-library-hours/article_7f21c0a4.html", "library budget change and council vote"), article),
        (memory("add", dict={"library_fy2024": "$3,760,510 (+4.2% to FY2025)"}), added("library_fy2024")),
        (search("Marlowe Springs city council June 17 2024 minutes ordinance 2024-31 vote"), s7),
        (extract("https://marlowesprings.legistar.com/View.ashx?M=M&ID=1204418&GUID=7C0E2A19", "recorded vote on ordinance 2024-31"), minutes),
        (memory("add", dict={"council_vote": "5-2 (Rusk, Pike no)"}), added("council_vote")),
        (memory("retrieve_all"), got(shown)),
    ]
    rs.add(task="search", tid="h16-search-02", system=SYS, turns=turns, state=st("What is Marlowe Springs, Colorado's FY2025 adopted general fund budget, how much goes to Library Services, and what was the council vote?"),
           bad=True, turn=10, kind="memory value read back different: gf_fy2025 stored as $84,612,300 returns $84,621,300")


def t03(rs: RowSet) -> None:
    # bad: turn 9 re-extracts the same arXiv HTML page as turn 3 (no new version) and Table 2 lists SparrowNet-B with 26.7M params instead of 27.6M (turn 3 table, turn 6 README and turn 8 PwC all say 27.6M).
    s1 = serp(
        R("https://arxiv.org/abs/2403.11872", "[2403.11872] SparrowNet: Sparse Token Routing for Efficient Vision Transformers", "We present SparrowNet, a family of vision transformers that route only informative tokens through deep blocks ... SparrowNet-S reaches 81.4% top-1 accuracy on ImageNet-1k with 11.2M parameters ...", "Jul 2, 2024"),
        R("https://arxiv.org/html/2403.11872v2", "SparrowNet: Sparse Token Routing for Efficient Vision Transformers (HTML)", "1 Introduction · 2 Related Work · 3 Method · 3.1 Token router · 4 Experiments · Table 2: ImageNet-1k classification ...", "N/A"),
        R("https://github.com/zhou-ml/sparrownet", "zhou-ml/sparrownet: Official PyTorch implementation of SparrowNet (ECCV 2024)", "Official code and pretrained checkpoints for SparrowNet-T/S/B. Training scripts for ImageNet-1k, COCO detection with Mask R-CNN ...", "N/A"),
        R("https://paperswithcode.com/paper/sparrownet-sparse-token-routing-for", "SparrowNet: Sparse Token Routing for Efficient Vision Transformers | Papers With Code", "Ranked #41 on Image Classification on ImageNet (using extra training data: no) ... 1 code implementation in PyTorch ...", "N/A"),
        R("https://www.semanticscholar.org/paper/SparrowNet%3A-Sparse-Token-Routing-Zhou-Lindgren/4b1f0e9c", "SparrowNet: Sparse Token Routing for Efficient Vision Transformers | Semantic Scholar", "Mei-Ling Zhou, Arvid Lindgren, Kofi Mensah, Tomás Herrera · ECCV 2024 · 23 citations ...", "N/A"),
        R("https://www.reddit.com/r/MachineLearning/comments/1bi4z0q/r_sparrownet_sparse_token_routing/", "[R] SparrowNet: Sparse Token Routing for Efficient ViTs : r/MachineLearning", "Interesting that the router is trained with a straight-through estimator rather than Gumbel ... anyone reproduced the throughput numbers?", "Mar 19, 2024"),
        R("https://huggingface.co/papers/2403.11872", "Paper page - SparrowNet: Sparse Token Routing for Efficient Vision Transformers", "Upvoted 31 · Models citing this paper: zhou-ml/sparrownet-s-in1k, zhou-ml/sparrownet-b-in1k ...", "Mar 19, 2024"),
    )
    abs_page = """# Computer Science > Computer Vision and Pattern Recognition

**arXiv:2403.11872** (cs)

[Submitted on 18 Mar 2024 (v1), last revised 2 Jul 2024 (this version, v2)]

# SparrowNet: Sparse Token Routing for Efficient Vision Transformers

Mei-Ling Zhou, Arvid Lindgren, Kofi Mensah, Tomás Herrera

> We present SparrowNet, a family of vision transformers that route only informative tokens through deep blocks while cheaper tokens skip ahead via a lightweight bypass. A learned router, trained with a straight-through estimator and a budget loss, decides per block which tokens to process. On ImageNet-1k, SparrowNet-S reaches 81.4% top-1 accuracy with 11.2M parameters and 1.9 GFLOPs, and runs 1.6x faster than DeiT-S on an A100 GPU at equal accuracy budget. SparrowNet also transfers to COCO detection and ADE20K segmentation with consistent gains over comparably sized baselines. Code and models are available.

| | |
| --- | --- |
| Comments: | ECCV 2024 camera-ready. v2: added ADE20K results and throughput on A100 |
| Subjects: | Computer Vision and Pattern Recognition (cs.CV); Machine Learning (cs.LG) |
| Cite as: | arXiv:2403.11872 [cs.CV] |
| | (or arXiv:2403.11872v2 [cs.CV] for this version) |
| | https://doi.org/10.48550/arXiv.2403.11872 |

## Submission history

From: Mei-Ling Zhou [view email]
**[v1]** Mon, 18 Mar 2024 14:02:37 UTC (4,812 KB)
**[v2]** Tue, 2 Jul 2024 09:45:10 UTC (5,377 KB)
"""
    html = """# SparrowNet: Sparse Token Routing for Efficient Vision Transformers

Mei-Ling Zhou¹, Arvid Lindgren², Kofi Mensah¹, Tomás Herrera²
¹University of Waterloo ²KTH Royal Institute of Technology

## Abstract

We present SparrowNet, a family of vision transformers that route only informative tokens through deep blocks while cheaper tokens skip ahead via a lightweight bypass. On ImageNet-1k, SparrowNet-S reaches 81.4% top-1 accuracy with 11.2M parameters and 1.9 GFLOPs.

## 4 Experiments

### 4.1 Setup

All models are trained from scratch on ImageNet-1k for 300 epochs with AdamW (β₁=0.9, β₂=0.999), a batch size of 1024, peak learning rate 1e-3 with 20 warm-up epochs and cosine decay, weight decay 0.05, RandAugment (9, 0.5), Mixup 0.8, CutMix 1.0 and stochastic depth 0.1/0.1/0.2 for T/S/B. Throughput is measured on a single A100 (40 GB) with batch size 256 and mixed precision.

### 4.2 ImageNet-1k classification

**Table 2:** Comparison on ImageNet-1k (224×224). Throughput in images/s.

| Model | Params | FLOPs | Throughput | Top-1 (%) |
| --- | --- | --- | --- | --- |
| DeiT-Ti | 5.7M | 1.3G | 4,520 | 72.2 |
| DeiT-S | 22.1M | 4.6G | 2,570 | 79.8 |
| Swin-T | 28.3M | 4.5G | 1,490 | 81.3 |
| **SparrowNet-T** | 5.8M | 1.0G | 6,840 | 77.9 |
| **SparrowNet-S** | 11.2M | 1.9G | 4,120 | 81.4 |
| **SparrowNet-B** | 27.6M | 4.8G | 1,730 | 83.1 |

SparrowNet-S matches Swin-T accuracy with 40% of its parameters and runs 2.8× faster. SparrowNet-B improves on Swin-T by 1.8 points at similar cost.

### 4.3 Ablation: keep ratio

| Keep ratio ρ | FLOPs | Top-1 (%) |
| --- | --- | --- |
| 1.0 (no routing) | 3.1G | 81.6 |
| 0.7 | 2.3G | 81.5 |
| 0.5 (default) | 1.9G | 81.4 |
| 0.3 | 1.4G | 80.2 |

Routing half of the tokens costs only 0.2 points relative to the dense model.
"""
    readme = """# SparrowNet (ECCV 2024)

Official PyTorch implementation of **SparrowNet: Sparse Token Routing for Efficient Vision Transformers** [[arXiv]](https://arxiv.org/abs/2403.11872)

## News
- **2024-07-03** v2 paper and ADE20K configs released.
- **2024-07-01** Accepted to ECCV 2024.
- **2024-03-19** Code and ImageNet checkpoints released.

## ImageNet-1k checkpoints

| Model | Resolution | Params | FLOPs | Top-1 | Download |
| --- | --- | --- | --- | --- | --- |
| SparrowNet-T | 224 | 5.8M | 1.0G | 77.9 | [ckpt](https://github.com/zhou-ml/sparrownet/releases/download/v1.0/sparrownet_t_in1k.pth) / [log] |
| SparrowNet-S | 224 | 11.2M | 1.9G | 81.4 | [ckpt](https://github.com/zhou-ml/sparrownet/releases/download/v1.0/sparrownet_s_in1k.pth) / [log] |
| SparrowNet-B | 224 | 27.6M | 4.8G | 83.1 | [ckpt](https://github.com/zhou-ml/sparrownet/releases/download/v1.0/sparrownet_b_in1k.pth) / [log] |

Checkpoints are also on the Hugging Face Hub (`zhou-ml/sparrownet-s-in1k`, `zhou-ml/sparrownet-b-in1k`).

## Training

```bash
torchrun --nproc_per_node=8 train.py --model sparrownet_s --data /path/to/imagenet \\
    --epochs 300 --batch-size 128 --lr 1e-3 --keep-ratio 0.5
```

(8 GPUs × 128 = global batch 1024.)

## Citation

```bibtex
@inproceedings{zhou2024sparrownet,
  title={SparrowNet: Sparse Token Routing for Efficient Vision Transformers},
  author={Zhou, Mei-Ling and Lindgren, Arvid and Mensah, Kofi and Herrera, Tom{\\'a}s},
  booktitle={ECCV},
  year={2024}
}
```

⭐ 612 stars · 48 forks · MIT license
"""
    s5 = serp(
        R("https://github.com/zhou-ml/sparrownet", "zhou-ml/sparrownet: Official PyTorch implementation of SparrowNet (ECCV 2024)", "Official code and pretrained checkpoints for SparrowNet-T/S/B. Training scripts for ImageNet-1k, COCO detection with Mask R-CNN ...", "N/A"),
        R("https://huggingface.co/zhou-ml/sparrownet-s-in1k", "zhou-ml/sparrownet-s-in1k · Hugging Face", "Image classification · timm · SparrowNet-S trained on ImageNet-1k, 81.4% top-1 ...", "N/A"),
        R("https://github.com/zhou-ml/sparrownet/releases", "Releases · zhou-ml/sparrownet", "v1.0 · ImageNet-1k checkpoints for T/S/B · sparrownet_b_in1k.pth 110 MB ...", "Mar 19, 2024"),
        R("https://github.com/huggingface/pytorch-image-models/issues/2151", "Add SparrowNet models · Issue #2151 · huggingface/pytorch-image-models", "Would be great to have SparrowNet-T/S/B in timm; weights are MIT-licensed ...", "Apr 22, 2024"),
    )
    pwc = """# SparrowNet: Sparse Token Routing for Efficient Vision Transformers

ECCV 2024 · Mei-Ling Zhou, Arvid Lindgren, Kofi Mensah, Tomás Herrera

Paper: arxiv.org/abs/2403.11872 · Code: github.com/zhou-ml/sparrownet (official, PyTorch, ★ 612)

## Tasks
Image Classification · Object Detection · Semantic Segmentation

## Results from the Paper

| Task | Dataset | Model | Metric Name | Metric Value | Global Rank |
| --- | --- | --- | --- | --- | --- |
| Image Classification | ImageNet | SparrowNet-B | Top 1 Accuracy | 83.1% | #41 |
| Image Classification | ImageNet | SparrowNet-B | Number of params | 27.6M | #212 |
| Image Classification | ImageNet | SparrowNet-B | GFLOPs | 4.8 | #188 |
| Image Classification | ImageNet | SparrowNet-S | Top 1 Accuracy | 81.4% | #96 |
| Image Classification | ImageNet | SparrowNet-S | Number of params | 11.2M | #77 |
| Object Detection | COCO minival | SparrowNet-S (Mask R-CNN 1x) | box AP | 44.0 | #203 |
| Semantic Segmentation | ADE20K | SparrowNet-S (UperNet) | Validation mIoU | 45.9 | #154 |

## Methods used
Vision Transformer · AdamW · Cosine Annealing · Mixup · CutMix · Stochastic Depth
"""
    s7 = serp(
        R("https://paperswithcode.com/paper/sparrownet-sparse-token-routing-for", "SparrowNet: Sparse Token Routing for Efficient Vision Transformers | Papers With Code", "Ranked #41 on Image Classification on ImageNet (using extra training data: no) ... 1 code implementation in PyTorch ...", "N/A"),
        R("https://paperswithcode.com/sota/image-classification-on-imagenet", "ImageNet Benchmark (Image Classification) | Papers With Code", "The current state-of-the-art on ImageNet is ... See a full comparison of 1000+ papers with code ...", "N/A"),
        R("https://openaccess.thecvf.com/", "ECCV 2024 Open Access Repository", "These ECCV 2024 papers are the Open Access versions, provided by the Computer Vision Foundation ...", "N/A"),
    )
    mem = {"paper": "arXiv 2403.11872v2 (ECCV 2024), Zhou et al.", "sparrownet_s": "81.4% top-1, 11.2M params, 1.9 GFLOPs", "sparrownet_b": "83.1% top-1, 27.6M params, 4.8 GFLOPs"}
    turns = [
        (search("SparrowNet sparse token routing vision transformer arXiv"), s1),
        (extract("https://arxiv.org/abs/2403.11872", "which version is latest and what accuracy/params the abstract reports"), abs_page),
        (extract("https://arxiv.org/html/2403.11872v2", "ImageNet-1k results table for all SparrowNet variants"), html),
        (memory("add", dict=mem), added(*mem)),
        (search("SparrowNet github pretrained checkpoints"), s5),
        (extract("https://github.com/zhou-ml/sparrownet", "checkpoint table with params and accuracy"), readme),
        (search("SparrowNet ImageNet top-1 papers with code"), s7),
        (extract("https://paperswithcode.com/paper/sparrownet-sparse-token-routing-for", "reported metrics"), pwc),
        (extract("https://arxiv.org/html/2403.11872v2", "training recipe: epochs, optimizer, batch size"), swap(html, "| **SparrowNet-B** | 27.6M |", "| **SparrowNet-B** | 26.7M |")),
        (memory("add", dict={"training_recipe": "300 ep, AdamW, batch 1024, lr 1e-3 cosine, 20 warm-up ep, wd 0.05"}), added("training_recipe")),
    ]
    rs.add(task="search", tid="h16-search-03", system=SYS, turns=turns, state=st("For the SparrowNet paper (arXiv 2403.11872), what are the parameter counts and ImageNet top-1 accuracies of the S and B models in the latest version, and what was the training recipe?"),
           bad=True, turn=9, kind="same arXiv HTML page re-extracted: SparrowNet-B params 27.6M -> 26.7M in Table 2")


def t04(rs: RowSet) -> None:
    # clean: transit service-alerts page re-extracted later in the day with a newer "Last updated" stamp: Route 17 detour extended (citing city's revised paving dates), elevator alert resolved and gone, a new alert added; agent updates memory accordingly.
    s1 = serp(
        R("https://www.ridetcrt.org/alerts", "Service Alerts | Tri-County Regional Transit", "Route 17 Crosstown — Detour June 9 – June 20, 2025. Water main replacement on Alder St between 5th Ave and 9th Ave ...", "N/A"),
        R("https://www.ridetcrt.org/routes/17", "Route 17 Crosstown | Tri-County Regional Transit", "Route 17 Crosstown connects Westgate Transit Center, Alder Street and Central Station every 15 minutes on weekdays ...", "N/A"),
        R("https://x.com/RideTCRT/status/1931012284553017417", "TCRT on X: \"Starting Mon 6/9, Route 17 will detour ...\"", "Starting Mon 6/9, Route 17 will detour via 3rd Ave and Birch St while @CityOfHalden replaces the water main on Alder. Stops 1742–1745 closed ...", "Jun 6, 2025"),
        R("https://www.haldenherald.com/news/local/alder-street-water-main-work-begins/article_55c0de9e.html", "Alder Street water main work begins; expect detours", "Crews from Kessler Underground began tearing up Alder Street on Tuesday for the second phase of the city's water main replacement ...", "May 28, 2025"),
        R("https://www.reddit.com/r/Halden/comments/1l6zq2v/route_17_detour_is_a_mess/", "Route 17 detour is a mess : r/Halden", "Waited 25 min at the temporary Birch & 8th stop this morning, no sign posted ...", "Jun 9, 2025"),
        R("https://www.ridetcrt.org/news/summer-service-changes-2025", "Summer Service Changes Begin June 14 | TCRT", "Route 22 moves to a summer Saturday schedule; Route 4 adds late trips on Fridays ...", "May 30, 2025"),
    )
    alerts1 = """# Service Alerts

Tri-County Regional Transit · Last updated: June 10, 2025 8:05 AM

Sign up for text alerts: text your route number to 55-TCRT.

## Route 17 Crosstown — Detour

**Effective:** June 9 – June 20, 2025

Due to water main replacement on Alder St between 5th Ave and 9th Ave, Route 17 buses in both directions will detour via 3rd Ave and Birch St.

**Stops closed:** #1742 Alder St & 5th Ave · #1743 Alder St & 6th Ave · #1744 Alder St & 7th Ave · #1745 Alder St & 9th Ave
**Temporary stops:** Birch St & 5th Ave (northside) · Birch St & 8th Ave (southside)

Posted June 6, 2025

## Route 4 Harbor — Stop Closure

Stop #0418 Front St & Pier Rd is closed until further notice for sidewalk repair. Please use #0417 Front St & Main St.

Posted June 2, 2025

## Central Station — Elevator B Out of Service

Elevator B (Bay C–D level) is out of service for repairs. Expected return: June 11, 2025. Use Elevator A or the Harbor St ramp.

Posted June 9, 2025

## Route 22 Northridge — Summer Saturday Schedule

Starting Saturday, June 14, Route 22 runs every 40 minutes on Saturdays until August 23.

Posted May 30, 2025
"""
    alerts2 = """# Service Alerts

Tri-County Regional Transit · Last updated: June 10, 2025 4:42 PM

Sign up for text alerts: text your route number to 55-TCRT.

## Route 17 Crosstown — Detour (extended)

**Effective:** June 9 – June 27, 2025

**UPDATE June 10:** The detour has been extended through June 27, 2025 to match the City of Halden's revised paving schedule on Alder St.

Due to water main replacement on Alder St between 5th Ave and 9th Ave, Route 17 buses in both directions will detour via 3rd Ave and Birch St.

**Stops closed:** #1742 Alder St & 5th Ave · #1743 Alder St & 6th Ave · #1744 Alder St & 7th Ave · #1745 Alder St & 9th Ave
**Temporary stops:** Birch St & 5th Ave (northside) · Birch St & 8th Ave (southside)

Posted June 6, 2025 · Updated June 10, 2025

## Route 9 Eastside — Shelter Replacement

The shelter at stop #0907 Lincoln Ave & 14th St will be replaced June 12–13. The stop remains open; no shelter or bench during work.

Posted June 10, 2025

## Route 4 Harbor — Stop Closure

Stop #0418 Front St & Pier Rd is closed until further notice for sidewalk repair. Please use #0417 Front St & Main St.

Posted June 2, 2025

## Route 22 Northridge — Summer Saturday Schedule

Starting Saturday, June 14, Route 22 runs every 40 minutes on Saturdays until August 23.

Posted May 30, 2025
"""
    s4 = serp(
        R("https://www.haldenwa.gov/1180/Alder-Street-Water-Main-Phase-2", "Alder Street Water Main Replacement – Phase 2 | Halden, WA", "Replacement of 2,150 feet of 1920s cast-iron water main on Alder St between 5th Ave and 9th Ave. Construction May 27 – June 27, 2025 ...", "N/A"),
        R("https://www.haldenherald.com/news/local/alder-street-water-main-work-begins/article_55c0de9e.html", "Alder Street water main work begins; expect detours", "Crews from Kessler Underground began tearing up Alder Street on Tuesday for the second phase of the city's water main replacement ...", "May 28, 2025"),
        R("https://www.haldenwa.gov/1044/Capital-Projects-Map", "Capital Projects Map | Halden, WA", "Interactive map of active water, sewer, street and parks projects ...", "N/A"),
        R("https://www.haldenwa.gov/AgendaCenter/ViewFile/Agenda/_03182025-980", "City Council Agenda March 18, 2025", "... Award of Bid No. 25-007, Alder Street Water Main Phase 2, to Kessler Underground LLC in the amount of $2,140,600 ...", "N/A"),
    )
    city = """# Alder Street Water Main Replacement – Phase 2

City of Halden › Public Works › Projects

## Project overview

Phase 2 replaces 2,150 feet of 1920s cast-iron water main on Alder St between 5th Ave and 9th Ave with new 12-inch ductile iron pipe, along with 38 service connections and 4 fire hydrants.

| | |
| --- | --- |
| Contractor | Kessler Underground LLC |
| Contract amount | $2,140,600 (Bid No. 25-007) |
| Construction start | May 27, 2025 |
| Estimated completion | June 27, 2025 |
| Work hours | Mon–Fri 7:00 AM – 6:00 PM; night work possible June 16–20 |

## Schedule update (posted June 9, 2025)

Due to rain delays in the week of June 2, final paving has moved from June 16–20 to **June 23–27**. Alder St will remain closed to through traffic between 5th and 9th until paving is complete. Local access for residents and deliveries is maintained.

## Traffic and transit impacts

- Alder St closed to through traffic, 5th Ave to 9th Ave
- Detour via 3rd Ave and Birch St
- TCRT Route 17 detoured; see ridetcrt.org/alerts

## Contact

Project engineer: Dana Whitcomb, P.E. · (360) 555-0192 · dwhitcomb@haldenwa.gov
"""
    s8 = serp(
        R("https://www.ridetcrt.org/routes/17", "Route 17 Crosstown | Tri-County Regional Transit", "Route 17 Crosstown connects Westgate Transit Center, Alder Street and Central Station every 15 minutes on weekdays ...", "N/A"),
        R("https://www.ridetcrt.org/stops/1742", "Stop #1742 Alder St & 5th Ave | TCRT", "Served by: 17 · Stop temporarily closed — see Route 17 detour ...", "N/A"),
        R("https://www.ridetcrt.org/maps/system-map.pdf", "TCRT System Map (PDF)", "Effective March 2025 · Routes 1–31 · Frequent network shown in bold ...", "N/A"),
        R("https://x.com/RideTCRT/status/1932489015727222871", "TCRT on X: \"Route 17 detour now runs through Fri 6/27 ...\"", "Route 17 detour now runs through Fri 6/27 to match the city's paving schedule on Alder. Temporary stops on Birch St stay in place ...", "Jun 10, 2025"),
    )
    route = """# Route 17 Crosstown

Westgate Transit Center ↔ Central Station via Alder St

> ⚠ Active alert: Detour June 9 – June 27, 2025 (Alder St water main). Stops #1742–#1745 closed. [See alert](https://www.ridetcrt.org/alerts)

## Service

| Day | First trip | Last trip | Frequency |
| --- | --- | --- | --- |
| Weekdays | 5:20 AM | 11:40 PM | every 15 min (every 30 min after 8 PM) |
| Saturday | 6:45 AM | 10:50 PM | every 30 min |
| Sunday | 8:15 AM | 7:45 PM | every 45 min |

## Major stops (eastbound)

| Stop # | Name | Connections |
| --- | --- | --- |
| 1701 | Westgate Transit Center | 3, 9, 12, 31 |
| 1718 | Cedar Ave & 1st Ave | 12 |
| 1742 | Alder St & 5th Ave (closed during detour) | — |
| 1744 | Alder St & 7th Ave (closed during detour) | 22 |
| 1751 | Alder St & 12th Ave | 4 |
| 1766 | Central Station (Bay D) | all routes |

Fare: $2.00 adult · $1.00 youth/senior/reduced · Day pass $5.00
"""
    turns = [
        (search("TCRT Route 17 detour Alder Street"), s1),
        (extract("https://www.ridetcrt.org/alerts", "Route 17 detour dates and closed stops"), alerts1),
        (memory("add", dict={"r17_detour": "June 9–20, 2025; Alder St water main; stops #1742–1745 closed; via 3rd Ave & Birch St"}), added("r17_detour")),
        (search("Halden Alder Street water main replacement schedule paving"), s4),
        (extract("https://www.haldenwa.gov/1180/Alder-Street-Water-Main-Phase-2", "construction and paving schedule"), city),
        (extract("https://www.ridetcrt.org/alerts", "check whether the Route 17 detour end date changed"), alerts2),
        (memory("update", dict={"r17_detour": "June 9–27, 2025 (extended June 10 to match city paving June 23–27); stops #1742–1745 closed; via 3rd Ave & Birch St"}), updated("r17_detour")),
        (search("TCRT Route 17 schedule stops temporary stop Birch"), s8),
        (extract("https://www.ridetcrt.org/routes/17", "route page: detour notice and weekday frequency"), route),
        (memory("retrieve", key_list=["r17_detour"]), got({"r17_detour": "June 9–27, 2025 (extended June 10 to match city paving June 23–27); stops #1742–1745 closed; via 3rd Ave & Birch St"})),
    ]
    rs.add(task="search", tid="h16-search-04", system=SYS, turns=turns, state=st("Is TCRT Route 17 in Halden on detour this month, which stops are closed, and until when?"))


def t05(rs: RowSet) -> None:
    # clean: prize laureate; two different people named Ingrid Solberg; Wikipedia and the prize foundation legitimately give ceremony dates one day apart; a different year's laureate page is a different record.
    s1 = serp(
        R("https://en.wikipedia.org/wiki/Halvorsen_Prize", "Halvorsen Prize - Wikipedia", "The Halvorsen Prize is a biennial Norwegian award for outstanding contributions to mathematics, established in 1982 by the Halvorsen Foundation ...", "N/A"),
        R("https://www.halvorsenprize.no/en/laureates", "Laureates | The Halvorsen Prize", "All laureates since 1983 · 1987 Ingrid Solberg · 1989 Hiroshi Tanabe · 1991 Pieter van Loon ...", "N/A"),
        R("https://www.halvorsenprize.no/en/laureates/1987", "Ingrid Solberg – 1987 | The Halvorsen Prize", "The Halvorsen Prize 1987 is awarded to Ingrid Solberg for her foundational contributions to the ergodic theory of group actions ...", "N/A"),
        R("https://mathshistory.st-andrews.ac.uk/Biographies/Solberg/", "Ingrid Solberg (1931 - 2014) - Biography - MacTutor", "Ingrid Solberg was a Norwegian mathematician who worked in ergodic theory and dynamical systems ...", "N/A"),
        R("https://nbl.snl.no/Ingrid_Solberg", "Ingrid Solberg – Norsk biografisk leksikon", "Ingrid Solberg, norsk matematiker. Professor ved Universitetet i Oslo 1965–98 ...", "N/A"),
        R("https://www.mn.uio.no/math/english/about/history/prizes.html", "Prizes and awards – Department of Mathematics, University of Oslo", "Department members who have received the Halvorsen Prize: Kristian Hauge (1983), Ingrid Solberg (1987), Rolf Eide (1995) ...", "N/A"),
    )
    wiki_prize = """# Halvorsen Prize

From Wikipedia, the free encyclopedia

The **Halvorsen Prize** (Norwegian: *Halvorsenprisen*) is a biennial Norwegian award for outstanding contributions to mathematics, established in 1982 by the Halvorsen Foundation in memory of the shipowner and amateur mathematician Johan Halvorsen (1888–1979). The prize was first awarded in 1983 and is presented in Oslo in October.

| Halvorsen Prize | |
| --- | --- |
| Awarded for | Outstanding contributions to mathematics |
| Country | Norway |
| Presented by | Halvorsen Foundation |
| Reward(s) | NOK 250,000 (1983–1999); NOK 500,000 (since 2001) |
| First awarded | 1983 |
| Website | halvorsenprize.no |

## Laureates

| Year | Laureate | Nationality | Citation (short) |
| --- | --- | --- | --- |
| 1983 | Kristian Hauge | Norway | Algebraic topology and cobordism |
| 1985 | Étienne Moreau | France | Nonlinear partial differential equations |
| 1987 | Ingrid Solberg | Norway | Ergodic theory of group actions |
| 1989 | Hiroshi Tanabe | Japan | Analytic number theory |
| 1991 | Pieter van Loon | Netherlands | Extremal combinatorics |
| 1993 | Agnes Kovács | Hungary | Probability theory |
| 1995 | Rolf Eide | Norway | Operator algebras |

Solberg was the first woman to receive the prize.

## See also

- Abel Prize
- List of mathematics awards

## References

1. "Laureates". The Halvorsen Prize. Retrieved 3 March 2025.
"""
    s3 = serp(
        R("https://en.wikipedia.org/wiki/Ingrid_Solberg_(mathematician)", "Ingrid Solberg (mathematician) - Wikipedia", "Ingrid Solberg (9 February 1931 – 22 August 2014) was a Norwegian mathematician known for her work in ergodic theory ...", "N/A"),
        R("https://en.wikipedia.org/wiki/Ingrid_Solberg_(architect)", "Ingrid Solberg (architect) - Wikipedia", "Ingrid Solberg (born 1962) is a Norwegian architect and co-founder of Solberg Vik Arkitekter, known for the Tromsø Maritime Library ...", "N/A"),
        R("https://mathshistory.st-andrews.ac.uk/Biographies/Solberg/", "Ingrid Solberg (1931 - 2014) - Biography - MacTutor", "Ingrid Solberg was a Norwegian mathematician who worked in ergodic theory and dynamical systems ...", "N/A"),
        R("https://www.uio.no/english/about/news/2014/obituary-ingrid-solberg.html", "In memoriam: Ingrid Solberg – University of Oslo", "Professor emerita Ingrid Solberg died on 22 August 2014, aged 83 ...", "Aug 27, 2014"),
        R("https://no.linkedin.com/in/ingrid-solberg-4a1b2c", "Ingrid Solberg – Sykepleier – Haukeland universitetssjukehus | LinkedIn", "Bergen, Vestland · Sykepleier ved Haukeland universitetssjukehus ...", "N/A"),
        R("https://www.archdaily.com/1002215/tromso-maritime-library-solberg-vik-arkitekter", "Tromsø Maritime Library / Solberg Vik Arkitekter | ArchDaily", "Architects: Solberg Vik Arkitekter · Lead architects: Ingrid Solberg, Henrik Vik · Year: 2019 ...", "Jun 14, 2023"),
    )
    wiki_person = """# Ingrid Solberg (mathematician)

From Wikipedia, the free encyclopedia

*For the architect, see Ingrid Solberg (architect).*

| Ingrid Solberg | |
| --- | --- |
| Born | 9 February 1931, Bergen, Norway |
| Died | 22 August 2014 (aged 83), Oslo, Norway |
| Alma mater | University of Oslo; Princeton University (PhD) |
| Known for | Solberg entropy theorem |
| Awards | Halvorsen Prize (1987) |
| Fields | Mathematics |
| Institutions | University of Oslo |
| Doctoral advisor | Harald Nystrøm |

**Ingrid Solberg** (9 February 1931 – 22 August 2014) was a Norwegian mathematician known for her work in ergodic theory, in particular on entropy for actions of amenable groups.

## Career

Solberg studied at the University of Oslo and completed her doctorate at Princeton University in 1958. She returned to Oslo as a research fellow and was professor of mathematics from 1965 until her retirement in 1998.

## Recognition

In 1987 she became the first woman to receive the Halvorsen Prize, "for her foundational contributions to the ergodic theory of group actions". She received the prize on 14 October 1987 in Oslo. She was elected to the Norwegian Academy of Science and Letters in 1972.

## References

1. "Ingrid Solberg". Norsk biografisk leksikon.
2. "In memoriam: Ingrid Solberg". University of Oslo. 27 August 2014.
"""
    found87 = """# Ingrid Solberg – 1987

The Halvorsen Prize › Laureates › 1987

## Citation

> The Halvorsen Prize 1987 is awarded to **Ingrid Solberg**, University of Oslo, *for her foundational contributions to the ergodic theory of group actions, in particular the entropy theorem for actions of amenable groups that now bears her name.*

## Presentation

The prize was presented on 13 October 1987 in the University Aula, Oslo. Prize amount: NOK 250,000.

## Prize committee 1987

- Professor Lars Gunnarsson (chair)
- Professor Marit Sandvik
- Professor Jean-Pierre Lenoir

## Prize lecture

"Entropy, amenability and the geometry of orbits" — University of Oslo, 14 October 1987.

[← 1985 Étienne Moreau](https://www.halvorsenprize.no/en/laureates/1985) · [1989 Hiroshi Tanabe →](https://www.halvorsenprize.no/en/laureates/1989)
"""
    s7 = serp(
        R("https://www.aftenposten.no/arkiv/1987/10/14/halvorsenprisen-solberg", "Halvorsenprisen til Ingrid Solberg – Aftenposten arkiv", "Matematikeren Ingrid Solberg mottok tirsdag Halvorsenprisen i Universitetets aula. Dagen etter holdt hun prisforelesningen ...", "Oct 14, 1987"),
        R("https://www.halvorsenprize.no/en/laureates/1987", "Ingrid Solberg – 1987 | The Halvorsen Prize", "The Halvorsen Prize 1987 is awarded to Ingrid Solberg for her foundational contributions to the ergodic theory of group actions ...", "N/A"),
        R("https://www.halvorsenprize.no/en/laureates/1989", "Hiroshi Tanabe – 1989 | The Halvorsen Prize", "The Halvorsen Prize 1989 is awarded to Hiroshi Tanabe for his work on zeros of L-functions ...", "N/A"),
        R("https://mathshistory.st-andrews.ac.uk/Biographies/Solberg/", "Ingrid Solberg (1931 - 2014) - Biography - MacTutor", "... she received the Halvorsen Prize in October 1987 and gave her prize lecture on entropy and amenability ...", "N/A"),
    )
    found89 = """# Hiroshi Tanabe – 1989

The Halvorsen Prize › Laureates › 1989

## Citation

> The Halvorsen Prize 1989 is awarded to **Hiroshi Tanabe**, Kyoto University, *for his work on zeros of L-functions and the distribution of primes in short intervals.*

## Presentation

The prize was presented on 10 October 1989 in the University Aula, Oslo. Prize amount: NOK 250,000.

## Prize committee 1989

- Professor Marit Sandvik (chair)
- Professor Jean-Pierre Lenoir
- Professor Kristian Hauge

[← 1987 Ingrid Solberg](https://www.halvorsenprize.no/en/laureates/1987) · [1991 Pieter van Loon →](https://www.halvorsenprize.no/en/laureates/1991)
"""
    mem = {"laureate_1987": "Ingrid Solberg (mathematician, 1931–2014, Univ. of Oslo) — not the architect b. 1962",
           "citation": "for her foundational contributions to the ergodic theory of group actions (amenable-group entropy theorem)",
           "ceremony": "13 Oct 1987, University Aula (foundation); Wikipedia says 14 Oct — 14 Oct was the prize lecture"}
    turns = [
        (search("Halvorsen Prize mathematics 1987 laureate"), s1),
        (extract("https://en.wikipedia.org/wiki/Halvorsen_Prize", "1987 laureate"), wiki_prize),
        (search("Ingrid Solberg mathematician"), s3),
        (extract("https://en.wikipedia.org/wiki/Ingrid_Solberg_(mathematician)", "biography and prize details"), wiki_person),
        (extract("https://www.halvorsenprize.no/en/laureates/1987", "official citation and ceremony date"), found87),
        (memory("add", dict=mem), added(*mem)),
        (search("Halvorsenprisen 1987 Solberg aula"), s7),
        (extract("https://www.halvorsenprize.no/en/laureates/1989", "check next laureate for comparison of ceremony format"), found89),
        (memory("retrieve_all"), got(mem)),
    ]
    rs.add(task="search", tid="h16-search-05", system=SYS, turns=turns, state=st("Who received the 1987 Halvorsen Prize in mathematics, what was the official citation, and when was it presented?"))


def t06(rs: RowSet) -> None:
    # bad: turn 10 retrieve_all still lists "t9_price" although turn 7 removed it (removal confirmed) and nothing re-added it.
    s1 = serp(
        R("https://www.korvex.com/products/t9-mid-drive-kit", "Korvex T9 Mid-Drive E-Bike Conversion Kit | Korvex", "500W nominal mid-drive · 48V 13Ah (624Wh) downtube battery · Total kit weight 6.8 kg · Fits 68–73 mm BSA bottom brackets ...", "N/A"),
        R("https://www.korvex.com/products/t9-pro-mid-drive-kit", "Korvex T9 Pro Mid-Drive Kit with Torque Sensor | Korvex", "Torque-sensing 500W mid-drive · 48V 17.5Ah (840Wh) battery · up to 62 miles range ...", "N/A"),
        R("https://www.ebikeloop.com/reviews/korvex-t9-pro-review", "Korvex T9 Pro review: the conversion kit that feels factory-built", "We fitted the T9 Pro to a 2016 steel hardtail and rode it for six weeks. Our range test ...", "Apr 17, 2025"),
        R("https://www.reddit.com/r/ebikes/comments/1j0x9p2/korvex_t9_vs_bafang_bbs02/", "Korvex T9 vs Bafang BBS02? : r/ebikes", "T9 is quieter and the battery is nicer but it's $150 more than a BBS02 kit ...", "Feb 28, 2025"),
        R("https://www.amazon.com/Korvex-T9-Conversion-48V-13Ah/dp/B0CW7LQ2K9", "Korvex T9 48V 500W Mid Drive Conversion Kit with 13Ah Battery - Amazon.com", "4.3 out of 5 stars · 214 ratings · 48V 13Ah Samsung cells ...", "N/A"),
        R("https://electricbikereview.com/forums/threads/korvex-t9-install-on-a-touring-frame.58213/", "Korvex T9 install on a touring frame | Electric Bike Review Forums", "Had to use the 73 mm spacer kit. Chainline is fine with a 42T ring ...", "Jan 9, 2025"),
    )
    t9 = """# Korvex T9 Mid-Drive E-Bike Conversion Kit

$899.00 · Free shipping in the contiguous US · 2-year warranty

Turn the bike you already love into an e-bike in an afternoon. The T9 pairs our quiet 500W mid-drive with a 624Wh downtube battery.

## Specifications

| Spec | T9 |
| --- | --- |
| Motor | 500W nominal / 950W peak mid-drive, 48V |
| Torque | 110 Nm |
| Sensor | Cadence (12-magnet) |
| Battery | 48V 13Ah (624 Wh), Samsung 35E cells |
| Charger | 48V 3A (approx. 4.5 h full charge) |
| Range (estimated) | up to 45 mi / 72 km |
| Motor weight | 3.7 kg |
| Battery weight | 3.1 kg |
| Total kit weight | 6.8 kg |
| Bottom bracket | 68–73 mm BSA threaded (100 mm with optional adapter) |
| Display | KD-1 color LCD, 5 assist levels |
| Class | Class 1 / Class 2 (throttle included, removable) |

## In the box

Motor unit, 44T chainring, battery with mounting rail, charger, display, brake sensors, thumb throttle, speed sensor, tools.

Compare with the [T9 Pro](https://www.korvex.com/products/t9-pro-mid-drive-kit) (torque sensor, 840 Wh).
"""
    s4 = serp(
        R("https://www.korvex.com/products/t9-pro-mid-drive-kit", "Korvex T9 Pro Mid-Drive Kit with Torque Sensor | Korvex", "Torque-sensing 500W mid-drive · 48V 17.5Ah (840Wh) battery · up to 62 miles range ...", "N/A"),
        R("https://www.korvex.com/pages/compare-kits", "Compare Korvex Kits | Korvex", "T9 vs T9 Pro vs T12 Cargo — motor, battery, sensor, weight ...", "N/A"),
        R("https://www.ebikeloop.com/reviews/korvex-t9-pro-review", "Korvex T9 Pro review: the conversion kit that feels factory-built", "We fitted the T9 Pro to a 2016 steel hardtail and rode it for six weeks. Our range test ...", "Apr 17, 2025"),
        R("https://www.youtube.com/watch?v=Zr3tQ1pV8sM", "Korvex T9 Pro install + first ride (torque sensor is GOOD) - YouTube", "Full install on a Surly Ogre in under 2 hours. Weighing the kit at 12:40 ...", "Mar 22, 2025"),
    )
    t9pro = """# Korvex T9 Pro Mid-Drive Kit with Torque Sensor

$1,149.00 · Free shipping in the contiguous US · 2-year warranty

Everything in the T9, plus a torque sensor for natural, smooth assist and our bigger 840Wh battery.

## Specifications

| Spec | T9 Pro |
| --- | --- |
| Motor | 500W nominal / 1000W peak mid-drive, 48V |
| Torque | 120 Nm |
| Sensor | Torque + cadence |
| Battery | 48V 17.5Ah (840 Wh), Samsung 50E cells |
| Charger | 48V 4A (approx. 4.5 h full charge) |
| Range (estimated) | up to 62 mi / 100 km |
| Motor weight | 3.7 kg |
| Battery weight | 4.2 kg |
| Total kit weight | 7.9 kg |
| Bottom bracket | 68–73 mm BSA threaded (100 mm with optional adapter) |
| Display | KD-2 color LCD, 5 assist levels + walk mode |
| Class | Class 1 / Class 2 (throttle included, removable) |
"""
    review = """# Korvex T9 Pro review: the conversion kit that feels factory-built

By Renata Shaw · EbikeLoop · April 17, 2025

**Verdict:** 4.5/5 — The best-riding conversion kit we've tested, if you can stomach the price.

## What we tested

We fitted the T9 Pro to a 2016 steel hardtail (73 mm BB) and rode it for six weeks, about 410 miles in total. Install took 1 h 50 min with basic tools.

## Weight

Our scale put the motor at 3.72 kg and the battery at 4.23 kg, very close to Korvex's 3.7 kg and 4.2 kg claims. The complete bike came in at 19.6 kg with pedals.

## Range test

On our 9.8-mile mixed loop with a 185 lb rider, assist level 2, the 840 Wh pack delivered **58 miles** before the display flashed empty. In turbo we got 31 miles. Korvex's "up to 62 miles" claim is believable on flatter terrain.

## The good
- Torque sensor is smooth, no surging at low cadence
- Quiet: 54 dB at 20 mph
- Clean internal-style wiring

## The not-so-good
- $250 more than the regular T9
- Display mount is plasticky
"""
    mem1 = {"t9_battery": "48V 13Ah (624 Wh)", "t9_weight": "6.8 kg total kit (motor 3.7 + battery 3.1)", "t9_price": "$899"}
    mem2 = {"t9pro_battery": "48V 17.5Ah (840 Wh)", "t9pro_weight": "7.9 kg total kit (motor 3.7 + battery 4.2)"}
    mem3 = {"t9pro_review_range": "58 mi at PAS 2 (EbikeLoop test, 185 lb rider)"}
    final = {k: v for k, v in mem1.items()}
    final.update(mem2)
    final.update(mem3)
    turns = [
        (search("Korvex T9 e-bike conversion kit battery capacity weight"), s1),
        (extract("https://www.korvex.com/products/t9-mid-drive-kit", "battery capacity and total kit weight"), t9),
        (memory("add", dict=mem1), added(*mem1)),
        (search("Korvex T9 Pro specs weight battery"), s4),
        (extract("https://www.korvex.com/products/t9-pro-mid-drive-kit", "battery capacity and total kit weight"), t9pro),
        (memory("add", dict=mem2), added(*mem2)),
        (memory("remove", key_list=["t9_price"]), removed("t9_price")),
        (extract("https://www.ebikeloop.com/reviews/korvex-t9-pro-review", "measured range and weight"), review),
        (memory("add", dict=mem3), added(*mem3)),
        (memory("retrieve_all"), got(final)),
    ]
    rs.add(task="search", tid="h16-search-06", system=SYS, turns=turns, state=st("Compare the battery capacity and weight of the Korvex T9 and T9 Pro conversion kits, and find a real-world range test of the Pro."),
           bad=True, turn=10, kind="removed memory key t9_price reappears in retrieve_all")


def t07(rs: RowSet) -> None:
    # clean: state bill; snippet of a January news story quotes the introduced bill's $5,000 penalty, enrolled text says $2,500/$7,500 (amended); memory add/update/remove with a correct "Key not found" for the removed key.
    s1 = serp(
        R("https://olis.oregonlegislature.gov/liz/2025R1/Measures/Overview/HB3217", "HB 3217 2025 Regular Session - Oregon Legislative Information System", "Relating to short-term rentals; prescribing an effective date. Chief Sponsors: Rep Ortega-Hale, Sen Whitaker ...", "N/A"),
        R("https://www.statesmanjournal.com/story/news/politics/2025/01/21/oregon-bill-short-term-rental-registry-fines/77844210007/", "Oregon bill would create statewide short-term rental registry, fines", "House Bill 3217, as introduced, would let counties and cities fine unregistered short-term rental operators up to $5,000 per violation ...", "Jan 21, 2025"),
        R("https://www.opb.org/article/2025/06/25/oregon-kotek-signs-short-term-rental-registry-law/", "Governor signs short-term rental registry law", "Operators who skip registration could face penalties of up to $7,500 for repeat violations under the law, which takes effect at the start of 2026 ...", "Jun 25, 2025"),
        R("https://olis.oregonlegislature.gov/liz/2025R1/Downloads/MeasureDocument/HB3217/Enrolled", "HB 3217 Enrolled", "Enrolled House Bill 3217 · Sponsored by Representative ORTEGA-HALE, Senator WHITAKER ... SECTION 6 ...", "N/A"),
        R("https://www.oregon.gov/ohcs/Pages/short-term-rental-registry.aspx", "Short-Term Rental Registry | Oregon Housing and Community Services", "OHCS will launch the statewide short-term rental registry portal in late 2025 ...", "N/A"),
        R("https://www.reddit.com/r/Portland/comments/1lk2n0q/hb_3217_passed_what_it_means_for_airbnb_hosts/", "HB 3217 passed - what it means for Airbnb hosts : r/Portland", "If I'm reading the enrolled version right, first offense is capped lower than the original draft ...", "Jun 6, 2025"),
    )
    overview = """# HB 3217 — 2025 Regular Session

Oregon State Legislature · Oregon Legislative Information System

**Relating to short-term rentals; prescribing an effective date.**

| | |
| --- | --- |
| Chief Sponsors | Representative Ortega-Hale; Senator Whitaker |
| Regular Sponsors | Representatives Bynum, Lively, Pham K; Senator Pham |
| At the request of | Oregon Association of Counties |
| Current location | Chapter 214, (2025 Laws) |
| Effective date | 01/01/2026 |

## Measure History

| Date | Chamber | Action |
| --- | --- | --- |
| 1-13-2025 | H | First reading. Referred to Speaker's desk. |
| 1-17-2025 | H | Referred to Housing and Homelessness. |
| 3-20-2025 | H | Public Hearing held. |
| 4-8-2025 | H | Work Session held. Recommendation: Do pass with amendments and be printed A-Engrossed. |
| 4-15-2025 | H | Third reading. Carried by Ortega-Hale. Passed. Ayes, 38; Nays, 20; Excused, 2. |
| 4-17-2025 | S | First reading. Referred to President's desk; referred to Housing and Development. |
| 5-29-2025 | S | Work Session held. Recommendation: Do pass the A-Eng. bill. |
| 6-5-2025 | S | Third reading. Carried by Whitaker. Passed. Ayes, 17; Nays, 12; Excused, 1. |
| 6-10-2025 | H | Speaker signed. |
| 6-12-2025 | S | President signed. |
| 6-24-2025 | H | Governor signed. |
| 6-30-2025 | H | Chapter 214, (2025 Laws). |

Documents: Introduced · A-Engrossed · Enrolled · Staff Measure Summary · Fiscal Impact · Revenue Impact
"""
    enrolled = """# Enrolled House Bill 3217

83rd OREGON LEGISLATIVE ASSEMBLY--2025 Regular Session

Sponsored by Representative ORTEGA-HALE, Senator WHITAKER; Representatives BYNUM, LIVELY, PHAM K, Senator PHAM (at the request of Oregon Association of Counties)

CHAPTER 214

AN ACT Relating to short-term rentals; creating new provisions; amending ORS 90.100; and prescribing an effective date.

Be It Enacted by the People of the State of Oregon:

**SECTION 1.** As used in sections 1 to 9 of this 2025 Act, "short-term rental" means a dwelling unit, or a portion of a dwelling unit, rented to a transient for occupancy for periods of fewer than 30 consecutive days.

**SECTION 3.** (1) A person may not offer a short-term rental for occupancy unless the person has registered the rental with the Housing and Community Services Department and displays the registration number in every listing.
(2) Registration expires two years after issuance and may be renewed.

**SECTION 6.** (1) A county or city may impose a civil penalty on a person who violates section 3 of this 2025 Act in an amount not to exceed:
(a) $2,500 for a first violation; and
(b) $7,500 for a second or subsequent violation within 24 months of a prior violation.
(2) Each day a listing remains active in violation of section 3 is a separate violation, up to a maximum of 30 violations per listing per year.
(3) Civil penalties shall be imposed in the manner provided in ORS 183.745.

**SECTION 9.** The department shall report to the interim committees of the Legislative Assembly related to housing no later than September 15, 2026.

**SECTION 11.** This 2025 Act takes effect on January 1, 2026.

Passed by House April 15, 2025 · Passed by Senate June 5, 2025 · Approved by Governor June 24, 2025 · Filed in the office of Secretary of State June 30, 2025
"""
    s8 = serp(
        R("https://www.opb.org/article/2025/06/25/oregon-kotek-signs-short-term-rental-registry-law/", "Governor signs short-term rental registry law", "Operators who skip registration could face penalties of up to $7,500 for repeat violations under the law, which takes effect at the start of 2026 ...", "Jun 25, 2025"),
        R("https://www.bendbulletin.com/localstate/deschutes-county-weighs-str-rules-after-state-law/article_2e7f3f10.html", "Deschutes County weighs STR rules after new state law", "County commissioners said the state registry would not replace local permits ...", "Jul 9, 2025"),
        R("https://olis.oregonlegislature.gov/liz/2025R1/Downloads/CommitteeMeetingDocument/288114", "HB 3217 -1 amendment", "Replaces $5,000 per violation with $2,500 first violation / $7,500 subsequent ...", "N/A"),
        R("https://www.statesmanjournal.com/story/news/politics/2025/01/21/oregon-bill-short-term-rental-registry-fines/77844210007/", "Oregon bill would create statewide short-term rental registry, fines", "House Bill 3217, as introduced, would let counties and cities fine unregistered short-term rental operators up to $5,000 per violation ...", "Jan 21, 2025"),
    )
    opb = """# Governor signs short-term rental registry law

By Jamie Oduya (OPB) · June 25, 2025 6:04 a.m.

Oregon will require anyone renting a home or room for fewer than 30 days to register with the state, under a bill signed Tuesday.

House Bill 3217 creates a statewide short-term rental registry run by Oregon Housing and Community Services. Hosts will have to post a registration number on every Airbnb or Vrbo listing.

Operators who skip registration could face penalties of up to $7,500 for repeat violations under the law, which takes effect at the start of 2026. A first violation is capped at $2,500 — lower than the $5,000 figure in the bill as introduced, after the House housing committee amended it in April.

The bill passed the House 38-20 in April and the Senate 17-12 on June 5, largely along party lines.

"This is about knowing what's out there," said Rep. Marisol Ortega-Hale, the bill's chief sponsor. "Counties can't plan for housing if they can't count it."

Opponents, including the Oregon Vacation Rental Alliance, said the registry duplicates local permit systems.

OHCS says it expects to open the registration portal in November.
"""
    turns = [
        (search("Oregon HB 3217 2025 short-term rental civil penalty"), s1),
        (extract("https://olis.oregonlegislature.gov/liz/2025R1/Measures/Overview/HB3217", "status and effective date"), overview),
        (memory("add", dict={"bill": "Oregon HB 3217 (2025), Ch. 214, 2025 Laws", "status": "Governor signed 6-24-2025", "penalty_max": "$5,000 per violation? (Jan news on introduced bill — verify enrolled)"}), added("bill", "status", "penalty_max")),
        (extract("https://olis.oregonlegislature.gov/liz/2025R1/Downloads/MeasureDocument/HB3217/Enrolled", "civil penalty amounts and effective date in enrolled text"), enrolled),
        (memory("update", dict={"penalty_max": "$2,500 first violation / $7,500 subsequent within 24 months (Sec. 6, enrolled)"}), updated("penalty_max")),
        (memory("remove", key_list=["status"]), removed("status")),
        (memory("retrieve", key_list=["status", "penalty_max"]), got({"penalty_max": "$2,500 first violation / $7,500 subsequent within 24 months (Sec. 6, enrolled)"}, ("status",))),
        (search("HB 3217 short-term rental registry penalties signed effective 2026"), s8),
        (extract("https://www.opb.org/article/2025/06/25/oregon-kotek-signs-short-term-rental-registry-law/", "confirm penalties and effective date"), opb),
        (memory("add", dict={"effective": "January 1, 2026 (Sec. 11)"}), added("effective")),
        (memory("retrieve_all"), got({"bill": "Oregon HB 3217 (2025), Ch. 214, 2025 Laws", "penalty_max": "$2,500 first violation / $7,500 subsequent within 24 months (Sec. 6, enrolled)", "effective": "January 1, 2026 (Sec. 11)"})),
    ]
    rs.add(task="search", tid="h16-search-07", system=SYS, turns=turns, state=st("Under Oregon HB 3217 (2025), what is the maximum civil penalty for operating an unregistered short-term rental, and when does the law take effect?"))


def t08(rs: RowSet) -> None:
    # bad: turn 8 (EDGAR filing index) gives the FY2024 10-K accession number as 0001712894-25-000017, while turn 2's filing list, turn 7's snippet and the URL path itself say 0001712894-25-000011.
    s1 = serp(
        R("https://www.sec.gov/Archives/edgar/data/1712894/000171289425000011/bwlx-20241231.htm", "bwlx-20241231.htm - SEC.gov", "BRIGHTWATER LOGISTICS, INC. FORM 10-K For the fiscal year ended December 31, 2024 ... Total revenues $1,482.6 million ...", "Feb 27, 2025"),
        R("https://www.sec.gov/cgi-bin/browse-edgar?action=getcompany&CIK=0001712894&type=10-K&dateb=&owner=include&count=40", "EDGAR Filing Documents for Brightwater Logistics, Inc. (CIK 0001712894)", "Brightwater Logistics, Inc. CIK#: 0001712894 · SIC: 4731 · State location: TN · 10-K filings ...", "N/A"),
        R("https://investors.brightwaterlogistics.com/news-releases/news-release-details/brightwater-logistics-reports-fourth-quarter-and-full-year-2024", "Brightwater Logistics Reports Fourth Quarter and Full Year 2024 Results", "Full-year revenue of $1.48 billion, up 6.6% ... Q4 revenue of $391.4 million ...", "Feb 20, 2025"),
        R("https://seekingalpha.com/symbol/BWLX/income-statement", "Brightwater Logistics (BWLX) Income Statement | Seeking Alpha", "Total Revenues FY2024 1,482.6 · FY2023 1,391.0 · FY2022 1,402.7 ...", "N/A"),
        R("https://www.macrotrends.net/stocks/charts/BWLX/brightwater-logistics/revenue", "Brightwater Logistics Revenue 2017-2024 | BWLX | MacroTrends", "Brightwater Logistics annual revenue for 2024 was $1.483B, a 6.59% increase from 2023 ...", "N/A"),
        R("https://www.freightwaves.com/news/brightwater-logistics-q4-2024-intermodal", "Brightwater's intermodal unit carries Q4 as brokerage stalls", "Memphis-based Brightwater Logistics said intermodal revenue rose 8.2% in 2024 ...", "Feb 21, 2025"),
    )
    browse = """# EDGAR Filing Documents for Brightwater Logistics, Inc.

**Brightwater Logistics, Inc.** CIK#: 0001712894 (see all company filings)

SIC: 4731 - Arrangement of Transportation of Freight & Cargo
State location: TN | State of Inc.: DE | Fiscal Year End: 1231

Business Address: 4100 Riverside Parkway, Memphis TN 38118 · 901-555-0170

Filter: Filing Type 10-K · Prior to (YYYYMMDD) · Ownership? include

| Filings | Format | Description | Filing Date | File/Film Number |
| --- | --- | --- | --- | --- |
| 10-K | Documents Interactive Data | Annual report [Section 13 and 15(d)], not S-K Item 405 Acc-no: 0001712894-25-000011 (34 Act) Size: 14 MB | 2025-02-27 | 001-38642 / 25674120 |
| 10-K | Documents Interactive Data | Annual report [Section 13 and 15(d)], not S-K Item 405 Acc-no: 0001712894-24-000009 (34 Act) Size: 13 MB | 2024-02-29 | 001-38642 / 24695511 |
| 10-K | Documents Interactive Data | Annual report [Section 13 and 15(d)], not S-K Item 405 Acc-no: 0001712894-23-000008 (34 Act) Size: 12 MB | 2023-03-01 | 001-38642 / 23690422 |
| 10-K | Documents Interactive Data | Annual report [Section 13 and 15(d)], not S-K Item 405 Acc-no: 0001712894-22-000010 (34 Act) Size: 11 MB | 2022-02-25 | 001-38642 / 22681079 |
| 10-K | Documents Interactive Data | Annual report [Section 13 and 15(d)], not S-K Item 405 Acc-no: 0001712894-21-000006 (34 Act) Size: 10 MB | 2021-03-02 | 001-38642 / 21700315 |
"""
    tenk = """UNITED STATES
SECURITIES AND EXCHANGE COMMISSION
Washington, D.C. 20549

# FORM 10-K

☒ ANNUAL REPORT PURSUANT TO SECTION 13 OR 15(d) OF THE SECURITIES EXCHANGE ACT OF 1934
For the fiscal year ended December 31, 2024

Commission File Number 001-38642

# BRIGHTWATER LOGISTICS, INC.
(Exact name of registrant as specified in its charter)

| Delaware | 82-1459037 |
| --- | --- |
| (State of incorporation) | (I.R.S. Employer Identification No.) |

4100 Riverside Parkway, Memphis, Tennessee 38118 · (901) 555-0170

Securities registered pursuant to Section 12(b): Common Stock, par value $0.001 per share — BWLX — The Nasdaq Global Select Market

As of February 14, 2025, 33,418,207 shares of common stock were outstanding.

...

## Item 7. Management's Discussion and Analysis of Financial Condition and Results of Operations

### Results of Operations

| (in millions) | 2024 | 2023 | Change |
| --- | --- | --- | --- |
| Truckload brokerage | $742.3 | $718.9 | 3.3% |
| Intermodal | 401.8 | 371.4 | 8.2% |
| Managed transportation | 338.5 | 300.7 | 12.6% |
| **Total revenues** | **$1,482.6** | **$1,391.0** | **6.6%** |
| Purchased transportation | 1,161.9 | 1,094.8 | 6.1% |
| Net income | $61.7 | $54.2 | 13.8% |

Total revenues increased $91.6 million, or 6.6%, primarily due to growth in managed transportation, where we added 14 new shipper contracts, and higher intermodal volumes on our Memphis–Laredo lane.
"""
    pr = """# Brightwater Logistics Reports Fourth Quarter and Full Year 2024 Results

MEMPHIS, Tenn., Feb. 20, 2025 (GLOBE NEWSWIRE) -- Brightwater Logistics, Inc. (Nasdaq: BWLX) today reported results for the fourth quarter and year ended December 31, 2024.

## Full-year 2024 highlights
- Total revenue of $1,482.6 million, up 6.6% from $1,391.0 million in 2023
- Net income of $61.7 million, or $1.84 per diluted share
- Adjusted EBITDA of $128.3 million

## Fourth quarter 2024 highlights
- Total revenue of $391.4 million, up 7.9% year over year
- Net income of $17.9 million, or $0.53 per diluted share

"2024 was the year managed transportation became a real growth engine," said CEO Rachel Imhoff. "We enter 2025 with a record pipeline."

## 2025 outlook
Revenue of $1.55 billion to $1.60 billion.

Brightwater will file its Annual Report on Form 10-K with the SEC on or before March 3, 2025.

Investor contact: Owen Castellano, ir@brightwaterlogistics.com
"""
    s5 = serp(
        R("https://investors.brightwaterlogistics.com/news-releases/news-release-details/brightwater-logistics-reports-fourth-quarter-and-full-year-2024", "Brightwater Logistics Reports Fourth Quarter and Full Year 2024 Results", "Full-year revenue of $1.48 billion, up 6.6% ... Q4 revenue of $391.4 million ...", "Feb 20, 2025"),
        R("https://www.globenewswire.com/news-release/2025/02/20/3029915/0/en/Brightwater-Logistics-Reports-Fourth-Quarter-and-Full-Year-2024-Results.html", "Brightwater Logistics Reports Fourth Quarter and Full Year 2024 Results - GlobeNewswire", "MEMPHIS, Tenn., Feb. 20, 2025 -- Brightwater Logistics, Inc. (Nasdaq: BWLX) today reported ...", "Feb 20, 2025"),
        R("https://www.fool.com/earnings/call-transcripts/2025/02/21/brightwater-logistics-bwlx-q4-2024-earnings-call/", "Brightwater Logistics (BWLX) Q4 2024 Earnings Call Transcript", "Rachel Imhoff -- Chief Executive Officer: Thanks, Owen, and good morning everyone ...", "Feb 21, 2025"),
    )
    s7 = serp(
        R("https://www.sec.gov/Archives/edgar/data/1712894/000171289425000011/0001712894-25-000011-index.htm", "EDGAR Filing Index: Brightwater Logistics, Inc. 10-K 2025-02-27", "Form 10-K - Annual report · SEC Accession No. 0001712894-25-000011 · Filing Date 2025-02-27 · Period of Report 2024-12-31 ...", "Feb 27, 2025"),
        R("https://www.sec.gov/Archives/edgar/data/1712894/000171289425000011/bwlx-20241231.htm", "bwlx-20241231.htm - SEC.gov", "BRIGHTWATER LOGISTICS, INC. FORM 10-K For the fiscal year ended December 31, 2024 ... Total revenues $1,482.6 million ...", "Feb 27, 2025"),
        R("https://www.sec.gov/Archives/edgar/data/1712894/000171289424000009/0001712894-24-000009-index.htm", "EDGAR Filing Index: Brightwater Logistics, Inc. 10-K 2024-02-29", "Form 10-K - Annual report · SEC Accession No. 0001712894-24-000009 · Filing Date 2024-02-29 · Period of Report 2023-12-31 ...", "Feb 29, 2024"),
    )
    index = """# Filing Detail

SEC Home » Search the Next-Generation EDGAR System » Company Search » Current Page

**Form 10-K - Annual report [Section 13 and 15(d)], not S-K Item 405**

SEC Accession No. 0001712894-25-000017

| | |
| --- | --- |
| Filing Date | 2025-02-27 |
| Accepted | 2025-02-27 16:12:45 |
| Documents | 14 |
| Period of Report | 2024-12-31 |

## Document Format Files

| Seq | Description | Document | Type | Size |
| --- | --- | --- | --- | --- |
| 1 | 10-K | bwlx-20241231.htm | 10-K | 3,912,448 |
| 2 | EX-21.1 | bwlx-ex21_1.htm | EX-21.1 | 6,102 |
| 3 | EX-23.1 | bwlx-ex23_1.htm | EX-23.1 | 3,877 |
| 4 | EX-31.1 | bwlx-ex31_1.htm | EX-31.1 | 9,214 |
| 5 | EX-31.2 | bwlx-ex31_2.htm | EX-31.2 | 9,198 |
| 6 | EX-32.1 | bwlx-ex32_1.htm | EX-32.1 | 4,661 |
| 7 | EX-97.1 | bwlx-ex97_1.htm | EX-97.1 | 38,015 |
|  | Complete submission text file | 0001712894-25-000011.txt |  | 14,203,377 |

## Filer

**Brightwater Logistics, Inc.** (Filer) CIK: 0001712894 (see all company filings)
IRS No.: 821459037 | State of Incorp.: DE | Fiscal Year End: 1231
Type: 10-K | Act: 34 | File No.: 001-38642 | Film No.: 25674120
SIC: 4731 Arrangement of Transportation of Freight & Cargo
Business Address: 4100 Riverside Parkway, Memphis TN 38118
"""
    turns = [
        (search("Brightwater Logistics 10-K 2024 total revenue"), s1),
        (extract("https://www.sec.gov/cgi-bin/browse-edgar?action=getcompany&CIK=0001712894&type=10-K&dateb=&owner=include&count=40", "list of 10-K filings with accession numbers"), browse),
        (extract("https://www.sec.gov/Archives/edgar/data/1712894/000171289425000011/bwlx-20241231.htm", "total revenues 2024 and 2023, segment breakdown"), tenk),
        (memory("add", dict={"bwlx_rev_2024": "$1,482.6M (10-K FY2024)", "bwlx_rev_2023": "$1,391.0M", "bwlx_cik": "0001712894"}), added("bwlx_rev_2024", "bwlx_rev_2023", "bwlx_cik")),
        (search("Brightwater Logistics Q4 2024 earnings press release revenue"), s5),
        (extract("https://investors.brightwaterlogistics.com/news-releases/news-release-details/brightwater-logistics-reports-fourth-quarter-and-full-year-2024", "full-year revenue and Q4 revenue"), pr),
        (search("Brightwater Logistics 10-K 2024 filing index accession number"), s7),
        (extract("https://www.sec.gov/Archives/edgar/data/1712894/000171289425000011/0001712894-25-000011-index.htm", "accession number, filing date and documents"), index),
        (memory("add", dict={"bwlx_segments_2024": "TL brokerage $742.3M; intermodal $401.8M; managed $338.5M"}), added("bwlx_segments_2024")),
    ]
    rs.add(task="search", tid="h16-search-08", system=SYS, turns=turns, state=st("What total revenue did Brightwater Logistics (BWLX) report for fiscal 2024 in its 10-K, and what is that filing's accession number?"),
           bad=True, turn=8, kind="EDGAR accession number of the FY2024 10-K drifts (-25-000011 -> -25-000017) on the filing index page")


def _kittredge(stamp: str, prec: int, ballots: int, k: tuple[int, int], lm: tuple[int, int], d3: tuple[int, int, int]) -> str:
    def pct(a: int, b: int) -> str:
        return f"{100 * a / (a + b):.2f}%"
    return f"""# Kittredge County Elections — November 5, 2024 General Election

**Election Night Results — UNOFFICIAL**

Last updated: 11/05/2024 {stamp} · Precincts reporting: {prec} of 64 ({100 * prec / 64:.1f}%)
Ballots cast: {ballots:,} · Registered voters: 112,480 · Turnout: {100 * ballots / 112480:.1f}%

Results are unofficial until certified by the Board of Supervisors (scheduled December 3, 2024). Vote-by-mail ballots postmarked by Election Day and received by November 12 will be counted in later updates.

## Measure K — Kittredge Unified School District Bond ($185,000,000)

*55% vote required*

| Choice | Votes | Percent |
| --- | --- | --- |
| Bonds — Yes | {k[0]:,} | {pct(k[0], k[1])} |
| Bonds — No | {k[1]:,} | {pct(k[1], k[0])} |

## Measure L — County of Kittredge Transactions and Use Tax (1/2 cent)

*Majority vote required*

| Choice | Votes | Percent |
| --- | --- | --- |
| Yes | {lm[0]:,} | {pct(lm[0], lm[1])} |
| No | {lm[1]:,} | {pct(lm[1], lm[0])} |

## County Supervisor, District 3

Precincts reporting: {d3[2]} of 14

| Candidate | Votes | Percent |
| --- | --- | --- |
| Rosa Mendez | {d3[0]:,} | {pct(d3[0], d3[1])} |
| Gary Albright | {d3[1]:,} | {pct(d3[1], d3[0])} |

[Download results (CSV)](https://www.kittredgecountyvotes.gov/results/2024-general/summary.csv) · [Precinct-level results](https://www.kittredgecountyvotes.gov/results/2024-general/precincts)
"""


def t09(rs: RowSet) -> None:
    # bad: turn 8 re-extracts the live results page and its "Last updated" stamp reads 11:21 PM, earlier than the 11:46 PM stamp shown at turn 6, while the counts moved forward.
    url = "https://www.kittredgecountyvotes.gov/results/2024-general/"
    s1 = serp(
        R(url, "November 5, 2024 General Election Results | Kittredge County Elections", "Election Night Results — UNOFFICIAL · Measure K — Kittredge Unified School District Bond ($185,000,000) · 55% vote required ...", "Nov 5, 2024"),
        R("https://www.kittredgecountyvotes.gov/measures/2024-general/measure-k", "Measure K — Full Text and Impartial Analysis | Kittredge County Elections", "Measure K authorizes Kittredge Unified School District to issue $185,000,000 in bonds at legal rates; levies approx. $29 per $100,000 assessed value ...", "N/A"),
        R("https://www.kittredgecourier.com/news/election-2024-live-results-measure-k-measure-l/", "LIVE: Kittredge County election results — Measure K, Measure L, District 3", "We'll update this page as the county posts new counts tonight ...", "Nov 5, 2024"),
        R("https://ballotpedia.org/Kittredge_Unified_School_District,_California,_Measure_K,_Bond_Measure_(November_2024)", "Kittredge Unified School District, California, Measure K, Bond Measure (November 2024) - Ballotpedia", "A 'yes' vote supported authorizing the district to issue $185 million in bonds ... A 55% supermajority vote was required ...", "N/A"),
        R("https://www.kusd.k12.ca.us/measure-k", "Measure K Facilities Bond | Kittredge Unified School District", "Measure K would fund roof and HVAC replacement at 11 schools and a new career-technical center at Kittredge High ...", "N/A"),
    )
    p1 = _kittredge("10:58 PM", 38, 41207, (21906, 16928), (19842, 19511), (6114, 5702, 9))
    p2 = _kittredge("11:46 PM", 52, 55630, (29880, 22611), (26530, 26642), (8015, 7890, 12))
    p3 = _kittredge("11:21 PM", 57, 60112, (32301, 24402), (28590, 28870), (8702, 8566, 13))
    s4 = serp(
        R("https://www.kittredgecourier.com/news/election-2024-live-results-measure-k-measure-l/", "LIVE: Kittredge County election results — Measure K, Measure L, District 3", "As of the 10:58 p.m. update, with 38 of 64 precincts reporting, Measure K had 56.4% ...", "Nov 5, 2024"),
        R("https://ballotpedia.org/Kittredge_Unified_School_District,_California,_Measure_K,_Bond_Measure_(November_2024)", "Kittredge Unified School District, California, Measure K, Bond Measure (November 2024) - Ballotpedia", "A 'yes' vote supported authorizing the district to issue $185 million in bonds ... A 55% supermajority vote was required ...", "N/A"),
        R("https://www.sos.ca.gov/elections/ballot-measures/local-bond-measures", "Local Bond Measures | California Secretary of State", "School bond measures under Proposition 39 (2000) require 55 percent approval ...", "N/A"),
        R("https://www.kittredgecourier.com/news/2022/11/09/measure-g-school-bond-falls-short/", "Measure G school bond falls just short of 55%", "The district's 2022 bond attempt finished at 54.2% after the final count ...", "Nov 9, 2022"),
    )
    live = """# LIVE: Kittredge County election results — Measure K, Measure L, District 3

Kittredge Courier-Gazette · Staff report · Updated Nov. 5, 2024, 11:05 p.m.

**11:05 p.m.** — The county's 10:58 p.m. update, with 38 of 64 precincts reporting, has Measure K, the Kittredge Unified school bond, at 56.4% yes — above the 55% it needs. In 2022 the district's Measure G failed with 54.2%.

Measure L, the half-cent county sales tax, is essentially tied: 50.4% yes.

In the District 3 supervisor race, Rosa Mendez leads Gary Albright 51.7% to 48.3% with 9 of 14 district precincts in.

**9:12 p.m.** — First results, all early vote-by-mail: Measure K 58.1% yes.

**8:00 p.m.** — Polls are closed. The county expects updates roughly every 45 minutes until all precincts are in.

The county registrar's office has said thousands of late-arriving mail ballots will not be counted tonight.
"""
    turns = [
        (search("Kittredge County Measure K school bond results November 2024"), s1),
        (extract(url, "Measure K current yes percentage and precincts reporting"), p1),
        (memory("add", dict={"measure_k": "Yes 56.41% (21,906–16,928), 38/64 precincts, update 10:58 PM; needs 55%"}), added("measure_k")),
        (search("Measure K Kittredge 55 percent threshold live results"), s4),
        (extract("https://www.kittredgecourier.com/news/election-2024-live-results-measure-k-measure-l/", "latest reporting on Measure K"), live),
        (extract(url, "refresh: latest Measure K count"), p2),
        (memory("update", dict={"measure_k": "Yes 56.92% (29,880–22,611), 52/64 precincts, update 11:46 PM; needs 55%"}), updated("measure_k")),
        (extract(url, "refresh again: latest Measure K count and precincts"), p3),
        (memory("update", dict={"measure_k": "Yes 56.97% (32,301–24,402), 57/64 precincts; needs 55% — leading, mail ballots pending"}), updated("measure_k")),
    ]
    rs.add(task="search", tid="h16-search-09", system=SYS, turns=turns, state=st("Is Kittredge County's Measure K school bond passing in tonight's count (Nov 5, 2024), and by what margin over the 55% threshold?"),
           bad=True, turn=8, kind="live results page 'Last updated' goes back from 11:46 PM to 11:21 PM while counts advance")


QH = [
    ("Marit Lindahl", "Lake Effect", "CD, Album", 2009), ("The Gooseberry Falls", "Shore Lunch", "CD, EP", 2009),
    ("Pastika & Wren", "Iron Range Hymns", "CD, Album", 2010), ("Marit Lindahl", "Ice Road", "7\", Single", 2010),
    ("Northern Gauge", "Ore Docks", "CD, Album", 2011), ("The Gooseberry Falls", "Superior Blue", "LP, Album", 2011),
    ("Hollis Brandvold", "Two Harbors", "CD, Album", 2012), ("Various", "Quiet Harbor Sampler Vol. 1", "CD, Comp", 2012),
    ("Northern Gauge", "Aerial Lift", "LP, Album", 2013), ("Wren", "Fog Signal", "Cass, EP", 2013),
    ("Pastika & Wren", "Canal Park", "LP, Album", 2014), ("Juniper Lane", "Bluestem", "CD, Album", 2014),
    ("Hollis Brandvold", "Snowbound", "LP, Album", 2015), ("Marit Lindahl", "Greysolon", "LP, Album", 2015),
    ("Juniper Lane", "Trestle", "LP, Album", 2016), ("The Gooseberry Falls", "Split Rock", "LP, Album", 2016),
    ("Various", "Quiet Harbor Sampler Vol. 2", "LP, Comp", 2017), ("Otter Tail Choir", "Lanterns", "LP, Album", 2017),
    ("Northern Gauge", "Range Line", "LP, Album", 2018), ("Wren", "Breakwater", "LP, Album", 2018),
    ("Otter Tail Choir", "Midwinter", "7\", Single", 2019), ("Juniper Lane", "North Shore Drive", "LP, Album", 2019),
    ("Hollis Brandvold", "Last Boat Out", "LP, Album", 2020), ("Marit Lindahl", "Lake Effect (Expanded Edition)", "2xLP, RE", 2021),
    ("Sable Point", "Driftless", "LP, Album", 2021), ("Otter Tail Choir", "Hayfield", "LP, Album", 2022),
    ("Wren", "Harbor Lights", "LP, Album", 2022), ("Sable Point", "Cold Spring", "Cass, EP", 2023),
    ("Northern Gauge", "Taconite", "LP, Album", 2023), ("Juniper Lane", "Palisade", "LP, Album", 2023),
    ("Pastika & Wren", "Old Harbor Road", "LP, Album", 2024), ("Various", "Quiet Harbor 15", "2xLP, Comp", 2024),
    ("Sable Point", "Tamarack", "LP, Album", 2025), ("Marit Lindahl", "Minnesota Point", "LP, Album", 2025),
]


def _qh_page(rows: list[tuple[int, tuple[str, str, str, int]]], first: int, page: int, pages: int, sort: str) -> str:
    body = table(["Artist", "Title", "Format", "Cat#", "Year"], [[a, t, f, f"QH-{n:03d}", y] for n, (a, t, f, y) in rows])
    return f"""# Quiet Harbor Records

Label · Discogs

**Profile:** Independent label based in Duluth, Minnesota, founded in 2009 by Marit Lindahl and Joe Pastika. Folk, Americana and lake-country indie rock.
**Contact Info:** hello@quietharborrecords.com
**Sites:** quietharborrecords.com, quietharbor.bandcamp.com
**Parent Label:** —
**Data Quality:** Correct

## Releases (34)

Sort: {sort} · Show: 25 · Page {page} of {pages} · {first} – {first + len(rows) - 1} of 34

{body}
"""


def t10(rs: RowSet) -> None:
    # clean: Discogs label catalogue paginated (page 1/2) and later re-sorted by year descending; release count stays 34; Bandcamp Daily legitimately reports a different count (digital-only singles); agent updates memory.
    base = "https://www.discogs.com/label/418207-Quiet-Harbor-Records"
    numbered = list(enumerate(QH, 1))
    asc1 = _qh_page(numbered[:25], 1, 1, 2, "Year, Ascending")
    asc2 = _qh_page(numbered[25:], 26, 2, 2, "Year, Ascending")
    desc1 = _qh_page(list(reversed(numbered))[:25], 1, 1, 2, "Year, Descending")
    s1 = serp(
        R(base, "Quiet Harbor Records Label | Releases | Discogs", "Independent label based in Duluth, Minnesota, founded in 2009 by Marit Lindahl and Joe Pastika. Releases (34) ...", "N/A"),
        R("https://quietharbor.bandcamp.com/", "Quiet Harbor Records | Bandcamp", "Duluth, Minnesota · Folk, Americana and lake-country indie since 2009 · Sable Point – Tamarack out now ...", "N/A"),
        R("https://quietharborrecords.com/", "Quiet Harbor Records — Duluth, MN", "Records from the edge of the big lake. Shop · Artists · Tour · About ...", "N/A"),
        R("https://www.duluthnewstribune.com/entertainment/music/quiet-harbor-records-turns-15", "Quiet Harbor Records turns 15 with a two-night party at Sacred Heart", "The label Marit Lindahl and Joe Pastika started with a CD burner and a borrowed van ...", "Aug 30, 2024"),
        R("https://www.discogs.com/artist/1188420-Marit-Lindahl", "Marit Lindahl Discography | Discogs", "Marit Lindahl is a singer-songwriter from Duluth, Minnesota, and co-founder of Quiet Harbor Records ...", "N/A"),
    )
    s5 = serp(
        R("https://www.discogs.com/release/1743322-Marit-Lindahl-Lake-Effect", "Marit Lindahl – Lake Effect | Releases | Discogs", "Label: Quiet Harbor Records – QH-001 · Format: CD, Album · Country: US · Released: Mar 2009 · Genre: Folk, World, & Country ...", "N/A"),
        R("https://www.discogs.com/master/409117-Marit-Lindahl-Lake-Effect", "Marit Lindahl – Lake Effect | Master Release | Discogs", "Lake Effect · 2 versions: CD (QH-001, 2009), 2xLP Expanded Edition reissue (QH-024, 2021) ...", "N/A"),
        R("https://quietharbor.bandcamp.com/album/lake-effect", "Lake Effect | Marit Lindahl | Quiet Harbor Records", "released March 14, 2009 · QH-001 · 10 tracks ...", "N/A"),
    )
    rel = """# Marit Lindahl – Lake Effect

| | |
| --- | --- |
| Label | Quiet Harbor Records – QH-001 |
| Format | CD, Album |
| Country | US |
| Released | Mar 14, 2009 |
| Genre | Folk, World, & Country |
| Style | Folk, Americana |

## Tracklist

| # | Title | Duration |
| --- | --- | --- |
| 1 | Minnesota Point | 3:41 |
| 2 | Lake Effect | 4:12 |
| 3 | Aerial Bridge | 3:05 |
| 4 | Greysolon | 4:38 |
| 5 | Lester River | 3:29 |
| 6 | Ice Road | 2:57 |
| 7 | Ore Boat | 4:01 |
| 8 | Lakewalk | 3:16 |
| 9 | Park Point Lullaby | 2:49 |
| 10 | Superior | 5:22 |

## Credits
- Producer, Engineer – Joe Pastika
- Mastered By – Hollis Brandvold

## Notes
First release on Quiet Harbor Records. Recorded at Sacred Heart, Duluth, winter 2008–2009. Pressed in an edition of 500.

## Barcode and Other Identifiers
- Barcode: 8 84501 22017 3
- Matrix / Runout: QH-001 01

Have: 63 · Want: 41 · Avg Rating: 4.38 / 5 (13) · Last Sold: Jan 22, 2025
"""
    s7 = serp(
        R("https://daily.bandcamp.com/label-profile/quiet-harbor-records-label-profile", "Quiet Harbor Records Keeps Duluth's Lights On | Bandcamp Daily", "Fifteen years and 36 releases in, the Duluth label still mails every order with a handwritten note ...", "Nov 12, 2024"),
        R("https://www.duluthnewstribune.com/entertainment/music/quiet-harbor-records-turns-15", "Quiet Harbor Records turns 15 with a two-night party at Sacred Heart", "The label Marit Lindahl and Joe Pastika started with a CD burner and a borrowed van ...", "Aug 30, 2024"),
        R("https://www.mprnews.org/story/2019/04/05/quiet-harbor-records-10-years", "A decade of Quiet Harbor: Duluth label marks 10 years", "From a basement in Lakeside to a shelf at every record store on the North Shore ...", "Apr 5, 2019"),
    )
    daily = """# Quiet Harbor Records Keeps Duluth's Lights On

By Sam Okerlund · Bandcamp Daily · Label Profile · November 12, 2024

Fifteen years and 36 releases in, the Duluth label still mails every order with a handwritten note.

Marit Lindahl and Joe Pastika started Quiet Harbor in 2009 to put out Lindahl's debut, *Lake Effect*, burning the first CD-Rs themselves before a proper run of 500 arrived that March. "We didn't plan a label," Pastika says. "We planned one record."

Since then the catalog has grown to 36 releases, counting a handful of digital-only singles that never got a catalog number, from the brass-and-banjo of Northern Gauge to the hushed choral folk of Otter Tail Choir.

## Five essential Quiet Harbor releases

1. **Marit Lindahl — *Lake Effect*** (2009). The one that started it.
2. **Northern Gauge — *Ore Docks*** (2011). Iron Range history as a song cycle.
3. **Juniper Lane — *Trestle*** (2016). The label's best seller on vinyl.
4. **Otter Tail Choir — *Lanterns*** (2017). Recorded in a grain elevator.
5. **Pastika & Wren — *Old Harbor Road*** (2024). Fifteen years of harmony.

Up next: a new Sable Point LP in early 2025.
"""
    turns = [
        (search("Quiet Harbor Records Duluth label discography"), s1),
        (extract(base, "release count and first release"), asc1),
        (extract(base + "?page=2", "remaining releases"), asc2),
        (memory("add", dict={"qh_release_count": "34 (Discogs)", "qh_first_release": "QH-001 Marit Lindahl – Lake Effect (2009)"}), added("qh_release_count", "qh_first_release")),
        (search("Quiet Harbor Records QH-001 Lake Effect release date"), s5),
        (extract("https://www.discogs.com/release/1743322-Marit-Lindahl-Lake-Effect", "release date and format"), rel),
        (search("Quiet Harbor Records label profile interview"), s7),
        (extract("https://daily.bandcamp.com/label-profile/quiet-harbor-records-label-profile", "how many releases the label says it has"), daily),
        (extract(base + "?sort=year%2Cdesc&page=1", "most recent releases"), desc1),
        (memory("update", dict={"qh_release_count": "34 on Discogs; Bandcamp Daily (Nov 2024) says 36 incl. uncatalogued digital-only singles"}), updated("qh_release_count")),
        (memory("retrieve_all"), got({"qh_release_count": "34 on Discogs; Bandcamp Daily (Nov 2024) says 36 incl. uncatalogued digital-only singles", "qh_first_release": "QH-001 Marit Lindahl – Lake Effect (2009)"})),
    ]
    rs.add(task="search", tid="h16-search-10", system=SYS, turns=turns, state=st("How many releases has Duluth's Quiet Harbor Records put out, what was its first release, and what are its most recent ones?"))


def t11(rs: RowSet) -> None:
    # bad: turn 9 re-extracts the same ProPublica page as turn 2; the FY2023 revenue-breakdown total row reads $1,583,379 while its unchanged parts (and turn 2's total, turn 5, turn 7) give $1,538,379.
    url = "https://projects.propublica.org/nonprofits/organizations/840912377"
    s1 = serp(
        R(url, "Larkspur Watershed Alliance - Nonprofit Explorer - ProPublica", "Larkspur, CO · EIN 84-0912377 · Fiscal year ending Dec. 2023: Total Revenue $1,538,379 · Total Functional Expenses $1,402,660 ...", "N/A"),
        R("https://www.guidestar.org/profile/84-0912377", "Larkspur Watershed Alliance - GuideStar Profile | Candid", "Mission: to restore and protect the streams of Plum Creek and its tributaries through science, stewardship and volunteers ...", "N/A"),
        R("https://www.larkspurwatershed.org/about/financials", "Financials & 990s | Larkspur Watershed Alliance", "Download our audited financial statements and IRS Form 990 filings for 2019–2023 ...", "N/A"),
        R("https://www.causeiq.com/organizations/larkspur-watershed-alliance,840912377/", "Larkspur Watershed Alliance | Larkspur, CO | Cause IQ", "Revenue $1.5M · Assets $2.8M · Employees 14 ...", "N/A"),
        R("https://www.charitynavigator.org/ein/840912377", "Larkspur Watershed Alliance | Charity Navigator Profile", "This charity's score is 94%, earning it a Four-Star rating ...", "N/A"),
    )
    page = """# Larkspur Watershed Alliance

Larkspur, CO 80118 · EIN: 84-0912377

Classification (NTEE): Land Resources Conservation (C34)
Nonprofit Tax Code Designation: 501(c)(3) — Donations are tax deductible
Ruling year: 1998

## Tax filings by year

### Fiscal year ending Dec. 2023 — Form 990 (filed Nov. 2024)

| Total Revenue | Total Functional Expenses | Net Income | Net Assets |
| --- | --- | --- | --- |
| $1,538,379 | $1,402,660 | $135,719 | $2,596,715 |

#### Revenue

| Source | Amount | % of total |
| --- | --- | --- |
| Contributions | $1,204,118 | 78.3% |
| Program services | $311,240 | 20.2% |
| Investment income | $18,906 | 1.2% |
| Other | $4,115 | 0.3% |
| **Total Revenue** | **$1,538,379** | 100% |

#### Expenses

| Category | Amount |
| --- | --- |
| Executive compensation | $98,450 |
| Other salaries and wages | $612,300 |
| Professional fundraising fees | $0 |
| Other | $691,910 |

#### Assets

Total Assets $2,811,045 · Total Liabilities $214,330

#### Key employees and officers

| Name | Title | Compensation |
| --- | --- | --- |
| Dana Reinholt | Executive Director | $98,450 |
| Miguel Archuleta | Board Chair | $0 |
| Karen Tesch | Treasurer | $0 |

### Fiscal year ending Dec. 2022 — Form 990

Total Revenue $1,391,522 · Total Functional Expenses $1,355,870

### Fiscal year ending Dec. 2021 — Form 990

Total Revenue $1,207,004 · Total Functional Expenses $1,150,112

Data source: IRS Form 990 e-file data released by the IRS.
"""
    s4 = serp(
        R("https://www.larkspurwatershed.org/annual-report-2023", "2023 Annual Report | Larkspur Watershed Alliance", "In 2023 we restored 14.2 miles of streambank along Plum Creek and planted 6,800 willows with 1,120 volunteers ...", "Apr 30, 2024"),
        R("https://www.larkspurwatershed.org/about/financials", "Financials & 990s | Larkspur Watershed Alliance", "Download our audited financial statements and IRS Form 990 filings for 2019–2023 ...", "N/A"),
        R("https://www.douglascountynewspress.com/larkspur-group-plants-willows-plum-creek/", "Larkspur group plants 6,800 willows along Plum Creek", "Volunteers with the Larkspur Watershed Alliance spent ten Saturdays this fall ...", "Nov 3, 2023"),
    )
    report = """# 2023 Annual Report

Larkspur Watershed Alliance · Published April 30, 2024

## Letter from the Executive Director

Dear friends, 2023 was our biggest year on the ground. Together we restored 14.2 miles of streambank along Plum Creek and its tributaries, planted 6,800 willows, and welcomed 1,120 volunteers who gave 9,430 hours.

— Dana Reinholt, Executive Director

## By the numbers

| Metric | 2023 |
| --- | --- |
| Streambank restored | 14.2 miles |
| Willows planted | 6,800 |
| Volunteers | 1,120 |
| Volunteer hours | 9,430 |
| Students in Creek School | 2,315 |

## Financial summary

Revenue of $1.54 million came mostly from individual and foundation contributions (78%), with fee-for-service restoration contracts making up about a fifth. Expenses were $1.40 million, of which 83% went directly to programs.

Full audited statements and our Form 990 are available on the Financials page.
"""
    s6 = serp(
        R("https://www.guidestar.org/profile/84-0912377", "Larkspur Watershed Alliance - GuideStar Profile | Candid", "Mission: to restore and protect the streams of Plum Creek and its tributaries ... Executive Director Dana Reinholt ...", "N/A"),
        R("https://www.linkedin.com/in/dana-reinholt/", "Dana Reinholt - Executive Director - Larkspur Watershed Alliance | LinkedIn", "Executive Director at Larkspur Watershed Alliance · Castle Rock, Colorado ...", "N/A"),
        R(url, "Larkspur Watershed Alliance - Nonprofit Explorer - ProPublica", "Larkspur, CO · EIN 84-0912377 · Fiscal year ending Dec. 2023: Total Revenue $1,538,379 · Total Functional Expenses $1,402,660 ...", "N/A"),
    )
    candid = """# Larkspur Watershed Alliance

GuideStar Profile | Candid · EIN 84-0912377 · Larkspur, CO

🏅 2024 Platinum Seal of Transparency

## Mission
To restore and protect the streams of Plum Creek and its tributaries through science, stewardship and volunteers.

## Leadership
Executive Director: Dana Reinholt (since 2017)
Board Chair: Miguel Archuleta

## Financials (Form 990, fiscal year ending 12/31/2023)

| | |
| --- | --- |
| Total revenue | $1,538,379 |
| Total expenses | $1,402,660 |
| Total assets | $2,811,045 |
| Employees | 14 |

## Compensation of highest-paid employees (FY2023)

| Name | Title | Compensation |
| --- | --- | --- |
| Dana Reinholt | Executive Director | $98,450 |
| Ellis Ward | Restoration Program Manager | $71,200 |
"""
    turns = [
        (search("Larkspur Watershed Alliance Form 990 2023 revenue"), s1),
        (extract(url, "FY2023 total revenue and its breakdown"), page),
        (memory("add", dict={"lwa_fy2023_revenue": "$1,538,379 (contrib. $1,204,118; program $311,240; invest. $18,906; other $4,115)", "lwa_fy2023_expenses": "$1,402,660"}), added("lwa_fy2023_revenue", "lwa_fy2023_expenses")),
        (search("Larkspur Watershed Alliance annual report 2023"), s4),
        (extract("https://www.larkspurwatershed.org/annual-report-2023", "program results and financial summary"), report),
        (search("Larkspur Watershed Alliance executive director compensation"), s6),
        (extract("https://www.guidestar.org/profile/84-0912377", "executive director and compensation"), candid),
        (memory("add", dict={"lwa_ed": "Dana Reinholt, $98,450 (FY2023)"}), added("lwa_ed")),
        (extract(url, "double-check revenue breakdown by source"), swap(page, "| **Total Revenue** | **$1,538,379** | 100% |", "| **Total Revenue** | **$1,583,379** | 100% |")),
        (memory("retrieve", key_list=["lwa_ed"]), got({"lwa_ed": "Dana Reinholt, $98,450 (FY2023)"})),
    ]
    rs.add(task="search", tid="h16-search-11", system=SYS, turns=turns, state=st("What was the Larkspur Watershed Alliance's total revenue in FY2023 by source, and what did it pay its executive director?"),
           bad=True, turn=9, kind="re-extracted ProPublica revenue table: total row $1,583,379 no longer equals its unchanged parts ($1,538,379)")


def t12(rs: RowSet) -> None:
    # clean: arXiv v1 and v2 abstracts legitimately report different WERs (v2 fixed an eval bug); a blog from before v2 quotes the v1 number; the leaderboard and v2 HTML use the v2 number.
    s1 = serp(
        R("https://arxiv.org/abs/2311.04577", "[2311.04577] Tern-ASR: Streaming Conformer Transducers with Lookahead Distillation", "... achieves 2.1% and 4.6% WER on LibriSpeech test-clean and test-other with 118M parameters and 320 ms latency ...", "Feb 19, 2024"),
        R("https://arxiv.org/abs/2311.04577v1", "[2311.04577v1] Tern-ASR: Streaming Conformer Transducers with Lookahead Distillation", "... achieves 2.3% and 4.9% WER on LibriSpeech test-clean and test-other with 118M parameters ...", "Nov 8, 2023"),
        R("https://medium.com/@speechnotes/tern-asr-hits-4-9-wer-streaming-35c1f0a9e2b1", "Tern-ASR hits 4.9% WER on test-other — while streaming | Medium", "A new paper from Aalto and Reykjavik University claims streaming results close to offline models ...", "Nov 14, 2023"),
        R("https://paperswithcode.com/sota/speech-recognition-on-librispeech-test-other", "LibriSpeech test-other Benchmark (Speech Recognition) | Papers With Code", "See a full comparison of 140 papers with code ...", "N/A"),
        R("https://github.com/aalto-speech/tern-asr", "aalto-speech/tern-asr: Streaming Conformer-Transducer with lookahead distillation", "Training recipes (ESPnet-style) and checkpoints for Tern-ASR ...", "N/A"),
        R("https://ieeexplore.ieee.org/document/10447812", "Tern-ASR: Streaming Conformer Transducers with Lookahead Distillation | IEEE Conference Publication", "ICASSP 2024 - 2024 IEEE International Conference on Acoustics, Speech and Signal Processing ...", "Mar 18, 2024"),
    )
    v2 = """# Computer Science > Computation and Language

**arXiv:2311.04577** (cs)

[Submitted on 8 Nov 2023 (v1), last revised 19 Feb 2024 (this version, v2)]

# Tern-ASR: Streaming Conformer Transducers with Lookahead Distillation

Aino Virtanen, Guðrún Jónsdóttir, Pekka Laine

> Streaming speech recognizers trail their offline counterparts because they cannot see future context. We propose lookahead distillation, in which a full-context teacher supervises a chunked Conformer-Transducer student through a learned lookahead predictor. Tern-ASR achieves 2.1% and 4.6% WER on LibriSpeech test-clean and test-other with 118M parameters and 320 ms latency, closing 71% of the gap to its offline teacher.

| | |
| --- | --- |
| Comments: | ICASSP 2024. v2: fixed text normalization (numerals) in evaluation; Table 3 and abstract updated |
| Subjects: | Computation and Language (cs.CL); Sound (cs.SD); Audio and Speech Processing (eess.AS) |
| Cite as: | arXiv:2311.04577 [cs.CL] |

## Submission history
**[v1]** Wed, 8 Nov 2023 17:20:04 UTC (512 KB)
**[v2]** Mon, 19 Feb 2024 10:02:55 UTC (530 KB)
"""
    v1 = """# Computer Science > Computation and Language

**arXiv:2311.04577v1** (cs)

[Submitted on 8 Nov 2023 (this version), latest version 19 Feb 2024 (v2)]

# Tern-ASR: Streaming Conformer Transducers with Lookahead Distillation

Aino Virtanen, Guðrún Jónsdóttir, Pekka Laine

> Streaming speech recognizers trail their offline counterparts because they cannot see future context. We propose lookahead distillation, in which a full-context teacher supervises a chunked Conformer-Transducer student through a learned lookahead predictor. Tern-ASR achieves 2.3% and 4.9% WER on LibriSpeech test-clean and test-other with 118M parameters and 320 ms latency, closing 68% of the gap to its offline teacher.

| | |
| --- | --- |
| Comments: | Submitted to ICASSP 2024 |
| Subjects: | Computation and Language (cs.CL); Sound (cs.SD); Audio and Speech Processing (eess.AS) |
| Cite as: | arXiv:2311.04577 [cs.CL] |

## Submission history
**[v1]** Wed, 8 Nov 2023 17:20:04 UTC (512 KB)
**[v2]** Mon, 19 Feb 2024 10:02:55 UTC (530 KB)
"""
    s5 = serp(
        R("https://medium.com/@speechnotes/tern-asr-hits-4-9-wer-streaming-35c1f0a9e2b1", "Tern-ASR hits 4.9% WER on test-other — while streaming | Medium", "A new paper from Aalto and Reykjavik University claims streaming results close to offline models ...", "Nov 14, 2023"),
        R("https://paperswithcode.com/sota/speech-recognition-on-librispeech-test-other", "LibriSpeech test-other Benchmark (Speech Recognition) | Papers With Code", "See a full comparison of 140 papers with code ...", "N/A"),
        R("https://www.reddit.com/r/speechtech/comments/17r0w3k/ternasr_streaming_transducer_49_testother/", "Tern-ASR: streaming transducer, 4.9 test-other : r/speechtech", "Would like to see how they normalize numbers, test-other has a lot of them ...", "Nov 9, 2023"),
    )
    medium = """# Tern-ASR hits 4.9% WER on test-other — while streaming

Speech Notes · 4 min read · Nov 14, 2023

A new paper from Aalto University and Reykjavik University, *Tern-ASR: Streaming Conformer Transducers with Lookahead Distillation* (arXiv 2311.04577), claims streaming results that come close to offline models.

The headline numbers: **2.3% WER on test-clean and 4.9% on test-other**, with a 118M-parameter model and 320 ms algorithmic latency.

## How it works

Instead of simply training a chunked model, the authors train a full-context teacher and distill it into a streaming student. A small "lookahead predictor" guesses the next 240 ms of encoder states so the student can act as if it had future context.

## Caveats

The paper evaluates only on LibriSpeech. It will be interesting to see whether the gains hold on noisier conversational data.
"""
    pwc = """# LibriSpeech test-other Benchmark (Speech Recognition)

Papers With Code · Leaderboard · Word Error Rate (WER) — lower is better

| Rank | Model | Word Error Rate (WER) | Extra Training Data | Paper | Year |
| --- | --- | --- | --- | --- | --- |
| 1 | Halcyon-XL (offline) | 2.6 | ✓ | Scaling Noisy Student for ASR | 2023 |
| 2 | Merganser-L | 3.1 | ✓ | Merganser: Self-Supervised Speech at Scale | 2023 |
| 3 | Conformer-XXL+LM | 3.4 | ✗ | Deep Conformers Revisited | 2022 |
| ... | | | | | |
| 17 | Tern-ASR (streaming, 118M) | 4.6 | ✗ | Tern-ASR: Streaming Conformer Transducers with Lookahead Distillation | 2023 |
| 18 | Plover-Stream | 4.8 | ✗ | Plover: Low-latency Transducers | 2023 |
| 19 | ContextNet-M | 5.1 | ✗ | ContextNet Revisited | 2021 |

Showing selected rows · 140 papers with code
"""
    html = """# Tern-ASR: Streaming Conformer Transducers with Lookahead Distillation

arXiv:2311.04577v2 [cs.CL] 19 Feb 2024

## 4 Results

**Table 3:** WER (%) on LibriSpeech. All streaming models use 320 ms chunks. No external language model.

| Model | Params | Streaming | dev-clean | dev-other | test-clean | test-other |
| --- | --- | --- | --- | --- | --- | --- |
| Offline teacher | 118M | ✗ | 1.8 | 3.6 | 1.9 | 3.8 |
| Chunked baseline | 118M | ✓ | 2.3 | 5.7 | 2.5 | 6.6 |
| Tern-ASR | 118M | ✓ | 2.0 | 4.4 | 2.1 | 4.6 |

Tern-ASR closes 71% of the test-other gap between the chunked baseline and the offline teacher ((6.6 − 4.6) / (6.6 − 3.8)).

*Note on v2:* version 1 of this paper reported 2.3 / 4.9 on test-clean / test-other. Those numbers were computed with a text normalizer that did not expand numerals in the references; all rows of Table 3 were re-scored with the corrected normalizer.
"""
    turns = [
        (search("Tern-ASR LibriSpeech test-other WER arXiv 2311.04577"), s1),
        (extract("https://arxiv.org/abs/2311.04577", "latest reported WER on test-other"), v2),
        (extract("https://arxiv.org/abs/2311.04577v1", "what v1 reported"), v1),
        (memory("add", dict={"tern_wer_v2": "test-clean 2.1 / test-other 4.6 (v2, 19 Feb 2024)", "tern_wer_v1": "2.3 / 4.9 (v1, 8 Nov 2023; normalization bug)"}), added("tern_wer_v2", "tern_wer_v1")),
        (search("Tern-ASR 4.9 test-other streaming"), s5),
        (extract("https://medium.com/@speechnotes/tern-asr-hits-4-9-wer-streaming-35c1f0a9e2b1", "which WER it quotes"), medium),
        (extract("https://paperswithcode.com/sota/speech-recognition-on-librispeech-test-other", "Tern-ASR leaderboard entry"), pwc),
        (extract("https://arxiv.org/html/2311.04577v2", "Table 3 full results"), html),
        (memory("add", dict={"tern_gap_closed": "71% of test-other gap (v2); v1 said 68%"}), added("tern_gap_closed")),
        (memory("retrieve_all"), got({"tern_wer_v2": "test-clean 2.1 / test-other 4.6 (v2, 19 Feb 2024)", "tern_wer_v1": "2.3 / 4.9 (v1, 8 Nov 2023; normalization bug)", "tern_gap_closed": "71% of test-other gap (v2); v1 said 68%"})),
    ]
    rs.add(task="search", tid="h16-search-12", system=SYS, turns=turns, state=st("What test-other WER does the latest version of the Tern-ASR paper report, and why might other sources quote a different number?"))


def t13(rs: RowSet) -> None:
    # clean: stadium renamed by a naming-rights deal; the old-name Wikipedia URL redirects to the new title; a 2019 article gives the pre-expansion capacity; historic vs all-seated attendance records are different records.
    s1 = serp(
        R("https://en.wikipedia.org/wiki/Vantafield_Arena", "Vantafield Arena - Wikipedia", "Vantafield Arena (known as Corran Park until 2022) is a football stadium in Dunmore, Fife, Scotland, and the home of Dunmore Athletic. Capacity 18,250 ...", "N/A"),
        R("https://www.bbc.co.uk/sport/football/49012345", "Dunmore Athletic unveil plans for new north stand at Corran Park", "The 16,900-capacity Corran Park would grow by around 1,350 seats under plans lodged with Fife Council ...", "Jul 18, 2019"),
        R("https://www.dunmoreathletic.co.uk/club/stadium", "Vantafield Arena | Dunmore Athletic FC", "Home of the Ath since 1921. Capacity 18,250, all seated. Getting here, accessibility, away fans ...", "N/A"),
        R("https://www.footballgroundguide.com/scottish-football-grounds/dunmore-athletic-corran-park.html", "Dunmore Athletic | Vantafield Arena (Corran Park) | Football Ground Guide", "Capacity: 18,250 (all seated) · Away fans are housed in the Bayview Stand ...", "Oct 2, 2023"),
        R("https://www.transfermarkt.co.uk/dunmore-athletic/stadion/verein/4371", "Dunmore Athletic - Stadium - Vantafield Arena | Transfermarkt", "Vantafield Arena · Total capacity: 18,250 · Built: 1921 · Undersoil heating: Yes ...", "N/A"),
        R("https://www.thecourier.co.uk/sport/football/dunmore-athletic/3318820/dunmore-corran-park-renamed-vantafield-arena/", "Dunmore's Corran Park to be renamed Vantafield Arena in 10-year deal", "Dunmore Athletic have sold the naming rights to their home ground to Kirkcaldy-based Vanta Energy ...", "Apr 14, 2022"),
    )
    wiki = """# Vantafield Arena

From Wikipedia, the free encyclopedia

(Redirected from Corran Park)

| Vantafield Arena | |
| --- | --- |
| Former names | Corran Park (1921–2022) |
| Location | Bayview Road, Dunmore, Fife, Scotland |
| Owner | Dunmore Athletic F.C. |
| Capacity | 18,250 (all-seated) |
| Record attendance | 24,310 (Dunmore Athletic v Kilbride Thistle, Scottish Cup, 11 February 1961) |
| Surface | Grass |
| Opened | 1921 |
| Renovated | 1996 (all-seater), 2023 (North Stand) |
| Tenants | Dunmore Athletic F.C. (1921–present) |

**Vantafield Arena** (known as **Corran Park** until 2022) is a football stadium in Dunmore, Fife, Scotland, and the home of Dunmore Athletic. It has an all-seated capacity of 18,250.

## History

The ground opened in 1921 on reclaimed land beside the Corran shore. Its record crowd of 24,310 came for a Scottish Cup tie against Kilbride Thistle in 1961, when three sides were terracing.

Following the Taylor Report, the ground was converted to an all-seater stadium in 1996, with a capacity of 16,900.

In April 2022 the club agreed a ten-year naming-rights deal with Vanta Energy, and the ground has been called Vantafield Arena since 1 July 2022.

A new North Stand, adding 1,350 seats, opened in August 2023 and raised the capacity to 18,250.

## Stands

- Bayview Stand (east) — away supporters
- Main Stand (west)
- North Stand (2023)
- Shore End (south)

## References

1. "Dunmore's Corran Park to be renamed Vantafield Arena in 10-year deal". The Courier. 14 April 2022.
2. "North Stand opens to fans". Dunmore Athletic FC. 5 August 2023.
"""
    bbc = """# Dunmore Athletic unveil plans for new north stand at Corran Park

BBC Sport Scotland · 18 July 2019

Dunmore Athletic have lodged plans with Fife Council for a new north stand at Corran Park that would add around 1,350 seats.

The 16,900-capacity ground has been all-seated since 1996. The club say demand for season tickets has outstripped supply for three seasons in a row.

Chief executive Alison Baird said: "We're turning people away on big days. The north end is the obvious place to grow."

If approved, construction would not begin until 2021 at the earliest, with the club hoping to fund the £9m project through a share issue and commercial partnerships.
"""
    s5 = serp(
        R("https://www.dunmoreathletic.co.uk/club/stadium", "Vantafield Arena | Dunmore Athletic FC", "Home of the Ath since 1921. Capacity 18,250, all seated. Getting here, accessibility, away fans ...", "N/A"),
        R("https://www.bbc.co.uk/sport/football/68517730", "Dunmore Athletic 2-1 Glenbrae Rovers: Ath reach Scottish Cup semi-finals", "A crowd of 18,117, the biggest since Vantafield Arena became all-seated, watched ...", "Mar 9, 2024"),
        R("https://en.wikipedia.org/wiki/Vantafield_Arena", "Vantafield Arena - Wikipedia", "Vantafield Arena (known as Corran Park until 2022) is a football stadium in Dunmore, Fife, Scotland ... Record attendance 24,310 (1961) ...", "N/A"),
    )
    club = """# Vantafield Arena

Dunmore Athletic FC › Club › Stadium

Home of the Ath since 1921. Formerly Corran Park — renamed Vantafield Arena on 1 July 2022 in partnership with Vanta Energy.

| | |
| --- | --- |
| Capacity | 18,250 (all seated) |
| Pitch | 105 m × 68 m, hybrid grass |
| Record attendance (all-time) | 24,310 v Kilbride Thistle, 11 February 1961 |
| Record attendance (all-seated) | 18,117 v Glenbrae Rovers, Scottish Cup quarter-final, 9 March 2024 |
| Away section | Bayview Stand, up to 2,400 |

## Getting here

Dunmore railway station is a 12-minute walk. Matchday buses run from Kirkcaldy bus station.

## Accessibility

104 wheelchair spaces across the Main Stand and the North Stand, with audio-descriptive commentary available on request.
"""
    s8 = serp(
        R("https://www.thecourier.co.uk/sport/football/dunmore-athletic/3318820/dunmore-corran-park-renamed-vantafield-arena/", "Dunmore's Corran Park to be renamed Vantafield Arena in 10-year deal", "Dunmore Athletic have sold the naming rights to their home ground to Kirkcaldy-based Vanta Energy ...", "Apr 14, 2022"),
        R("https://www.vantaenergy.co.uk/news/vantafield-arena", "Vanta Energy becomes stadium partner of Dunmore Athletic", "We're proud to put our name to one of Scotland's oldest grounds ...", "Apr 14, 2022"),
        R("https://www.reddit.com/r/ScottishFootball/comments/u3m2kx/corran_park_renamed_vantafield_arena/", "Corran Park renamed 'Vantafield Arena' : r/ScottishFootball", "It'll always be Corran Park to me ...", "Apr 14, 2022"),
    )
    courier = """# Dunmore's Corran Park to be renamed Vantafield Arena in 10-year deal

By Euan Robertson · The Courier · 14 April 2022

Dunmore Athletic have sold the naming rights to their home ground to Kirkcaldy-based Vanta Energy in a ten-year agreement the club describes as "the biggest commercial deal in our history".

Corran Park, home of the Ath since 1921, will become Vantafield Arena from 1 July 2022.

The club did not disclose the value, but chief executive Alison Baird said the income would "unlock" the long-planned north stand, which has planning permission for around 1,350 extra seats.

Supporters' groups gave the news a mixed reception. The Dunmore Athletic Supporters' Trust said it was "disappointed but realistic", asking that the name Corran Park be kept for the club's women's team ground or a stand.
"""
    mem = {"stadium": "Vantafield Arena (Corran Park until 1 July 2022)", "capacity": "18,250 all-seated since North Stand (Aug 2023); 16,900 from 1996 to 2023"}
    mem2 = {"attendance_records": "all-time 24,310 (1961, terraces); all-seated 18,117 (9 Mar 2024)"}
    allm = dict(mem)
    allm.update(mem2)
    turns = [
        (search("Corran Park stadium capacity Dunmore"), s1),
        (extract("https://en.wikipedia.org/wiki/Corran_Park", "current capacity and name history"), wiki),
        (extract("https://www.bbc.co.uk/sport/football/49012345", "capacity before the expansion"), bbc),
        (memory("add", dict=mem), added(*mem)),
        (search("Vantafield Arena record attendance"), s5),
        (extract("https://www.dunmoreathletic.co.uk/club/stadium", "capacity and record attendance"), club),
        (memory("add", dict=mem2), added(*mem2)),
        (search("Corran Park renamed Vantafield Arena naming rights"), s8),
        (extract("https://www.thecourier.co.uk/sport/football/dunmore-athletic/3318820/dunmore-corran-park-renamed-vantafield-arena/", "date the new name took effect"), courier),
        (memory("retrieve_all"), got(allm)),
    ]
    rs.add(task="search", tid="h16-search-13", system=SYS, turns=turns, state=st("What is the current capacity of the stadium formerly known as Corran Park (Dunmore Athletic), what is it called now, and what is its record attendance?"))


def t14(rs: RowSet) -> None:
    # bad: turn 10 retrieve_all shows the Harwick keeper under the old key "last_keeper" although turn 7 removed that key and turn 8 re-added the value as "harwick_last_keeper".
    s1 = serp(
        R("https://www.trinityhouse.co.uk/lighthouses-and-lightvessels/harwick-point-lighthouse", "Harwick Point Lighthouse | Trinity House", "Harwick Point Lighthouse was built in 1862 ... The lighthouse was automated in 1986 ...", "N/A"),
        R("https://www.cornishlighthouses.org.uk/harwick-point", "Harwick Point — Cornish Lighthouses Heritage Trust", "Keepers at Harwick Point 1862–1986 · The last Principal Keeper, Arthur Penhallow, served from 1971 until the light was automated ...", "N/A"),
        R("https://en.wikipedia.org/wiki/Harwick_Point_Lighthouse", "Harwick Point Lighthouse - Wikipedia", "Harwick Point Lighthouse is an active lighthouse on the north coast of Cornwall, England ...", "N/A"),
        R("https://www.cornwalllive.com/news/history/last-keeper-harwick-point-lighthouse-1987654", "'We turned the key and walked away': last keeper remembers Harwick Point", "Arthur Penhallow, now 88, recalls the morning in 1986 when the keepers left ...", "Sep 30, 2016"),
        R("https://www.geograph.org.uk/photo/4412983", "Harwick Point Lighthouse :: Geograph Britain and Ireland", "The white tower seen from the coast path west of Porth Harwick ...", "N/A"),
    )
    trinity = """# Harwick Point Lighthouse

Trinity House › Lighthouses and Lightvessels › Harwick Point

| | |
| --- | --- |
| Established | 1862 |
| Engineer | James Walker |
| Automated | 1986 |
| Height of tower | 27 metres |
| Height of light above mean high water | 61 metres |
| Character | Fl (2) W 15s |
| Range | 22 nautical miles |
| Status | Operational |

## History

Harwick Point Lighthouse was built in 1862 to mark the dangerous ledges off the north Cornish coast. The light was converted from paraffin to electric operation in 1959.

The lighthouse was automated in 1986, and the last keepers left the station on 30 September 1986. It is now monitored from the Trinity House Planning Centre in Harwich.

The former keepers' cottages are let as holiday accommodation.
"""
    heritage = """# Harwick Point

Cornish Lighthouses Heritage Trust › Lights › Harwick Point

## Keepers at Harwick Point, 1862–1986

Harwick Point was a three-keeper rock-and-shore station. Over 124 years some 140 keepers served here.

| Period | Principal Keeper |
| --- | --- |
| 1946–1958 | William Trevaskis |
| 1958–1971 | George Rowe |
| 1971–1986 | Arthur Penhallow |

The last Principal Keeper, Arthur Penhallow, served from 1971 until the light was automated in 1986. On 30 September 1986 he and Assistant Keepers Colin Hext and Ray Dunstan handed over to the automatic equipment and left the station.

Penhallow later helped found the Trust and guided visitors at the lighthouse until 2012.
"""
    s5 = serp(
        R("https://www.nlb.org.uk/lighthouses/skerrow-head/", "Skerrow Head | Northern Lighthouse Board", "Skerrow Head lighthouse was established in 1858 ... The lighthouse was automated on 31 March 1991 ...", "N/A"),
        R("https://en.wikipedia.org/wiki/Skerrow_Head_Lighthouse", "Skerrow Head Lighthouse - Wikipedia", "Skerrow Head Lighthouse is an active lighthouse on the island of Unst, Shetland ...", "N/A"),
        R("https://www.shetlandtimes.co.uk/2021/03/31/thirty-years-since-last-keepers-left-skerrow", "Thirty years since last keepers left Skerrow Head", "Donald Cairns, the station's last Principal Keeper, was among the crew flown out on 31 March 1991 ...", "Mar 31, 2021"),
    )
    nlb = """# Skerrow Head

Northern Lighthouse Board › Lighthouses › Skerrow Head

| | |
| --- | --- |
| Established | 1858 |
| Engineer | David and Thomas Stevenson |
| Automated | 31 March 1991 |
| Character | Fl W 10s |
| Range | 20 nautical miles |
| Height of light above MHWS | 66 metres |

## History

Skerrow Head lighthouse was established in 1858 on the north-east tip of Unst. The station was one of the last in Scotland to be manned by three keepers.

The lighthouse was automated on 31 March 1991, when Principal Keeper Donald Cairns and his assistants were withdrawn. It is now monitored from the NLB's headquarters at 84 George Street, Edinburgh.
"""
    s9 = serp(
        R("https://www.nlb.org.uk/history/automation/", "Automation | Northern Lighthouse Board", "The automation programme was completed in 1998 when the last keepers left Fair Isle South ...", "N/A"),
        R("https://www.trinityhouse.co.uk/history/automation", "Automation of lighthouses | Trinity House", "The last Trinity House lighthouse to be automated was North Foreland, in November 1998 ...", "N/A"),
        R("https://www.shetlandtimes.co.uk/2021/03/31/thirty-years-since-last-keepers-left-skerrow", "Thirty years since last keepers left Skerrow Head", "Donald Cairns, the station's last Principal Keeper, was among the crew flown out on 31 March 1991 ...", "Mar 31, 2021"),
    )
    new = {"harwick_automated": "1986 (keepers left 30 Sep 1986)", "harwick_last_keeper": "Arthur Penhallow (PK 1971–1986)",
           "skerrow_automated": "31 Mar 1991", "skerrow_last_keeper": "Donald Cairns (PK)"}
    shown = {"harwick_automated": new["harwick_automated"], "last_keeper": new["harwick_last_keeper"],
             "skerrow_automated": new["skerrow_automated"], "skerrow_last_keeper": new["skerrow_last_keeper"]}
    turns = [
        (search("Harwick Point lighthouse automated year last keeper"), s1),
        (extract("https://www.trinityhouse.co.uk/lighthouses-and-lightvessels/harwick-point-lighthouse", "automation date"), trinity),
        (extract("https://www.cornishlighthouses.org.uk/harwick-point", "name of the last principal keeper"), heritage),
        (memory("add", dict={"automated": "1986 (keepers left 30 Sep 1986)", "last_keeper": "Arthur Penhallow (PK 1971–1986)"}), added("automated", "last_keeper")),
        (search("Skerrow Head lighthouse automated last keeper"), s5),
        (extract("https://www.nlb.org.uk/lighthouses/skerrow-head/", "automation date and last keeper"), nlb),
        (memory("remove", key_list=["automated", "last_keeper"]), removed("automated", "last_keeper")),
        (memory("add", dict=new), added(*new)),
        (search("lighthouse automation programme Trinity House Northern Lighthouse Board completed"), s9),
        (memory("retrieve_all"), got(shown)),
    ]
    rs.add(task="search", tid="h16-search-14", system=SYS, turns=turns, state=st("When were Harwick Point (Cornwall) and Skerrow Head (Shetland) lighthouses automated, and who were their last principal keepers?"),
           bad=True, turn=10, kind="memory key renamed (last_keeper -> harwick_last_keeper) is listed under its old name")


def t15(rs: RowSet) -> None:
    # bad: turn 8 re-extracts the bill page and its status line reads "Governor Signed" while the (unchanged) history still ends with the 04/09/2025 House committee assignment shown at turn 2.
    url = "https://leg.colorado.gov/bills/sb25-117"
    s1 = serp(
        R(url, "SB25-117 Electric Bicycle Battery Recycling | Colorado General Assembly", "Concerning a stewardship program for the collection and recycling of batteries used in electric bicycles ... Status: In House ...", "N/A"),
        R("https://coloradosun.com/2025/04/10/e-bike-battery-recycling-bill-senate/", "E-bike battery recycling bill clears Colorado Senate", "Senate Bill 117 would make battery makers pay for a statewide drop-off network. It passed 23-12 on Tuesday ...", "Apr 10, 2025"),
        R("https://leg.colorado.gov/sites/default/files/documents/2025A/bills/fn/2025a_sb117_r1.pdf", "SB 25-117 Revised Fiscal Note", "Electric Bicycle Battery Recycling · Fiscal Analyst ... State Expenditures: CDPHE $184,620 and 1.5 FTE in FY 2025-26 ...", "Mar 20, 2025"),
        R("https://www.cpr.org/2025/02/25/ebike-battery-fires-recycling-bill-committee/", "After a string of garage fires, lawmakers look at e-bike battery recycling", "Denver Fire Department responded to 41 lithium-ion battery fires last year ...", "Feb 25, 2025"),
        R("https://www.call2recycle.org/colorado-ebike-battery-legislation/", "Colorado e-bike battery stewardship legislation | Call2Recycle", "Call2Recycle supports SB25-117, which would establish a producer-funded collection program ...", "Mar 3, 2025"),
    )
    bill = """# SB25-117 Electric Bicycle Battery Recycling

Colorado General Assembly · 2025 Regular Session

Concerning a stewardship program for the collection and recycling of batteries used in electric bicycles, and, in connection therewith, making an appropriation.

**Status: In House — Assigned to Transportation, Housing & Local Government**

| | |
| --- | --- |
| Subjects | Energy · Natural Resources & Environment · Transportation & Motor Vehicles |
| Prime Sponsors | Sen. N. Castellano, Sen. B. Haddix; Rep. A. Lowe, Rep. T. Fenwick |
| Sponsors | Sen. Ruiz, Sen. Pelton W.; Rep. Marsh |

## Bill Summary

The bill requires each producer of electric bicycle batteries sold in Colorado to participate in a battery stewardship organization by July 1, 2026. The organization must submit a plan to the Department of Public Health and Environment (CDPHE), operate free collection sites within 15 miles of 95% of residents, and report collection volumes annually. The bill creates the Electric Bicycle Battery Stewardship Cash Fund.

## Bill History

| Date | Location | Action |
| --- | --- | --- |
| 04/09/2025 | House | Introduced In House - Assigned to Transportation, Housing & Local Government |
| 04/08/2025 | Senate | Senate Third Reading Passed - No Amendments |
| 04/02/2025 | Senate | Senate Second Reading Passed with Amendments - Committee, Floor |
| 03/21/2025 | Senate | Senate Committee on Appropriations Refer Amended to Senate Committee of the Whole |
| 02/25/2025 | Senate | Senate Committee on Transportation & Energy Refer Amended to Appropriations |
| 01/30/2025 | Senate | Introduced In Senate - Assigned to Transportation & Energy |

## Votes

| Date | Chamber | Vote | Aye | No | Excused | Absent |
| --- | --- | --- | --- | --- | --- | --- |
| 04/08/2025 | Senate | Third Reading | 23 | 12 | 0 | 0 |
| 03/21/2025 | Senate Appropriations | Refer Amended | 5 | 2 | 0 | 0 |
| 02/25/2025 | Senate Transportation & Energy | Refer Amended | 4 | 3 | 0 | 0 |

## Documents
- Introduced (01/30/2025) · Reengrossed (04/08/2025)
- FN 00 Fiscal Note (01/30/2025) · FN 01 Revised Fiscal Note (03/20/2025)
"""
    fn = """# Revised Fiscal Note — SB 25-117: Electric Bicycle Battery Recycling

Legislative Council Staff · Nonpartisan Services for Colorado's Legislature

| | |
| --- | --- |
| Date | March 20, 2025 |
| Bill Status | Senate Appropriations |
| Fiscal Analyst | Priya Venkataraman, 303-555-0134 |
| Sponsors | Sen. Castellano; Haddix · Rep. Lowe; Fenwick |

## Summary of Fiscal Impact

The bill increases state revenue and expenditures in CDPHE beginning in FY 2025-26. Producer registration fees are credited to the new Electric Bicycle Battery Stewardship Cash Fund.

| | FY 2025-26 | FY 2026-27 |
| --- | --- | --- |
| Revenue — Cash Funds | $210,000 | $210,000 |
| Expenditures — Cash Funds | $184,620 | $171,380 |
| FTE | 1.5 FTE | 1.5 FTE |

## Appropriations

For FY 2025-26, the bill requires an appropriation of $184,620 from the Electric Bicycle Battery Stewardship Cash Fund to CDPHE, and 1.5 FTE.

## Effective Date

The bill takes effect 90 days following adjournment of the General Assembly sine die, assuming no referendum petition is filed.
"""
    s5 = serp(
        R("https://coloradosun.com/2025/04/10/e-bike-battery-recycling-bill-senate/", "E-bike battery recycling bill clears Colorado Senate", "Senate Bill 117 would make battery makers pay for a statewide drop-off network. It passed 23-12 on Tuesday ...", "Apr 10, 2025"),
        R("https://www.cpr.org/2025/02/25/ebike-battery-fires-recycling-bill-committee/", "After a string of garage fires, lawmakers look at e-bike battery recycling", "Denver Fire Department responded to 41 lithium-ion battery fires last year ...", "Feb 25, 2025"),
        R("https://www.denverpost.com/2025/04/09/colorado-legislature-week-ebike-batteries-ag-overtime/", "Colorado legislature this week: e-bike batteries, farmworker overtime", "The Senate sent an e-bike battery stewardship bill to the House ...", "Apr 9, 2025"),
    )
    sun = """# E-bike battery recycling bill clears Colorado Senate

By Lydia Ramírez, The Colorado Sun · April 10, 2025

Senate Bill 117 would make battery makers pay for a statewide drop-off network for worn-out e-bike batteries. It passed the Senate 23-12 on Tuesday, with two Republicans joining Democrats in support.

The bill now heads to the House Transportation, Housing & Local Government Committee, where a hearing has not yet been scheduled.

"These batteries are ending up in trash trucks and catching fire," said Sen. Nora Castellano, a Lakewood Democrat and one of the bill's prime sponsors. "Manufacturers should help pay to collect them."

Under the bill, producers would have until July 1, 2026, to join a stewardship organization, which would have to put a free collection site within 15 miles of 95% of Coloradans.

The Colorado Retail Council opposed an earlier version that would have put collection duties on bike shops; that provision was amended out in the Senate Appropriations Committee in March.
"""
    turns = [
        (search("Colorado SB25-117 e-bike battery recycling bill status"), s1),
        (extract(url, "current status and history"), bill),
        (memory("add", dict={"sb117_status": "In House — assigned to Transportation, Housing & Local Government (04/09/2025)", "sb117_senate_vote": "Third reading passed 23-12 (04/08/2025)"}), added("sb117_status", "sb117_senate_vote")),
        (extract("https://leg.colorado.gov/sites/default/files/documents/2025A/bills/fn/2025a_sb117_r1.pdf", "state cost and appropriation"), fn),
        (search("SB25-117 e-bike battery recycling Colorado Senate vote House committee"), s5),
        (extract("https://coloradosun.com/2025/04/10/e-bike-battery-recycling-bill-senate/", "next step for the bill"), sun),
        (memory("add", dict={"sb117_cost": "CDPHE $184,620 + 1.5 FTE in FY 2025-26 (revised FN 3/20/2025)"}), added("sb117_cost")),
        (extract(url, "prime sponsors"), swap(bill, "**Status: In House — Assigned to Transportation, Housing & Local Government**", "**Status: Governor Signed**")),
        (memory("add", dict={"sb117_sponsors": "Sens. Castellano & Haddix; Reps. Lowe & Fenwick"}), added("sb117_sponsors")),
    ]
    rs.add(task="search", tid="h16-search-15", system=SYS, turns=turns, state=st("What is the current status of Colorado SB25-117 (e-bike battery recycling), how did the Senate vote, and what would it cost the state?"),
           bad=True, turn=8, kind="bill status line changes to 'Governor Signed' on re-extraction with no new history entry")


def t16(rs: RowSet) -> None:
    # clean: lens specs stated in grams/mm by the maker and in lb/inches by a retailer (same values), dates in different formats, a separate Nikon Z variant with its own weight, a retailer sale price vs MSRP; agent reformats memory.
    s1 = serp(
        R("https://www.tamsen-global.com/en/lenses/a071/", "28-200mm F/2.8-5.6 Di III RXD (Model A071) | Tamsen", "The world's first all-in-one zoom starting at F2.8 for full-frame mirrorless · 575g (Sony E) · Φ74 × 117mm ...", "N/A"),
        R("https://www.dpreview.com/news/8812094361/tamsen-28-200mm-f2-8-5-6-di-iii-rxd-sony-e", "Tamsen announces 28-200mm F2.8-5.6 Di III RXD for Sony E-mount: Digital Photography Review", "The lens weighs 575g (20.3oz) and will be available from 24 October for $749 ...", "Oct 3, 2024"),
        R("https://www.bhphotovideo.com/c/product/1841120-REG/tamsen_a071s_28_200mm_f_2_8_5_6_di_iii.html", "Tamsen 28-200mm f/2.8-5.6 Di III RXD Lens for Sony E A071S B&H", "Full-Frame | f/2.8 to 32 · Weight 1.27 lb / 575 g · 67mm filter ...", "N/A"),
        R("https://www.reddit.com/r/SonyAlpha/comments/1g5x9vn/tamsen_28200_first_impressions/", "Tamsen 28-200 first impressions : r/SonyAlpha", "Surprisingly light for the range. Sharp at 28 wide open, softer at 200 ...", "Oct 29, 2024"),
        R("https://www.lenstip.com/658.1-Lens_review-Tamsen_28-200_mm_f_2.8-5.6_Di_III_RXD_Introduction.html", "Tamsen 28-200 mm f/2.8-5.6 Di III RXD review - Introduction - LensTip.com", "The lens weighed in our lab at 578 g with caps ...", "Jan 20, 2025"),
    )
    maker = """# 28-200mm F/2.8-5.6 Di III RXD (Model A071)

Tamsen › Lenses › Full-frame mirrorless

The world's first all-in-one zoom starting at F2.8 for full-frame mirrorless cameras. Compact, light and weather-sealed.

## Specifications

| Item | Sony E-mount | Nikon Z-mount |
| --- | --- | --- |
| Model | A071S | A071Z |
| Focal length | 28-200mm | 28-200mm |
| Maximum aperture | F2.8-5.6 | F2.8-5.6 |
| Angle of view (diagonal) | 75°23'-12°21' | 75°23'-12°21' |
| Optical construction | 18 elements in 14 groups | 18 elements in 14 groups |
| Minimum object distance | 0.19m (W) / 0.8m (T) | 0.19m (W) / 0.8m (T) |
| Maximum magnification ratio | 1:3.1 (W) / 1:3.8 (T) | 1:3.1 (W) / 1:3.8 (T) |
| Filter size | Φ67mm | Φ67mm |
| Maximum diameter | Φ74mm | Φ74mm |
| Length | 117mm | 119.5mm |
| Weight | 575g | 580g |
| Aperture blades | 7 (circular) | 7 (circular) |
| Minimum aperture | F16-32 | F16-32 |
| Standard accessories | Flower-shaped lens hood, lens caps | Flower-shaped lens hood, lens caps |
| Release date | October 24, 2024 | February 20, 2025 |

Length is measured from the front tip of the lens to the lens mount face.

MSRP: $749 (both mounts)
"""
    s4 = serp(
        R("https://www.bhphotovideo.com/c/product/1841120-REG/tamsen_a071s_28_200mm_f_2_8_5_6_di_iii.html", "Tamsen 28-200mm f/2.8-5.6 Di III RXD Lens for Sony E A071S B&H", "Full-Frame | f/2.8 to 32 · Weight 1.27 lb / 575 g · 67mm filter ...", "N/A"),
        R("https://www.bhphotovideo.com/c/product/1871992-REG/tamsen_a071z_28_200mm_f_2_8_5_6_di_iii.html", "Tamsen 28-200mm f/2.8-5.6 Di III RXD Lens for Nikon Z A071Z B&H", "Full-Frame | f/2.8 to 32 · Weight 1.28 lb / 580 g ...", "N/A"),
        R("https://www.adorama.com/tma071s.html", "Tamsen 28-200mm F/2.8-5.6 Di III RXD Lens for Sony E | Adorama", "$699.00 · Free shipping · In stock ...", "N/A"),
    )
    bh = """# Tamsen 28-200mm f/2.8-5.6 Di III RXD Lens for Sony E

B&H # TA28200SE · MFR # A071S

**$699.00** ~~$749.00~~ — Instant Savings $50.00, expires 6/30/25
In stock · Free expedited shipping

## Key Features
- E-Mount Lens / Full-Frame Format
- Aperture Range: f/2.8 to f/32
- RXD Stepping AF Motor
- Moisture-Resistant Construction
- Minimum Focus Distance: 7.5" / 19 cm (28 mm)

## Specs

| Spec | Value |
| --- | --- |
| Focal Length | 28 to 200mm |
| Maximum Aperture | f/2.8 to 5.6 |
| Minimum Aperture | f/16 to 32 |
| Optical Design | 18 Elements in 14 Groups |
| Diaphragm Blades | 7, Rounded |
| Minimum Focus Distance | 7.5" / 19 cm (Wide) · 31.5" / 80 cm (Tele) |
| Maximum Magnification | 0.32x (Wide) |
| Filter Size | 67 mm (Front) |
| Diameter | 2.9" / 74 mm |
| Length | 4.6" / 117 mm |
| Weight | 1.27 lb / 575 g |

Rated 4.7/5 · 86 reviews · 21 questions
"""
    dpr = """# Tamsen announces 28-200mm F2.8-5.6 Di III RXD for Sony E-mount

Digital Photography Review · Published 3 October 2024

Tamsen has announced the 28-200mm F2.8-5.6 Di III RXD (Model A071), a superzoom for full-frame Sony E-mount cameras that it says is the first in its class to start at F2.8.

The lens uses 18 elements in 14 groups, focuses as close as 19cm at the wide end for 1:3.1 magnification, and takes 67mm filters. It weighs 575g (20.3oz) and measures 117mm long.

The 28-200mm will be available from 24 October for $749.

## Specifications
- Focal length: 28–200mm
- Aperture: F2.8–5.6 / F16–32
- Elements: 18 in 14 groups
- Minimum focus: 0.19m (W), 0.8m (T)
- Weight: 575g
- Dimensions: 74 × 117mm
"""
    s8 = serp(
        R("https://www.tamsen-global.com/en/news/2025/0130-a071z/", "Tamsen to release 28-200mm Di III RXD for Nikon Z mount | Tamsen", "The Nikon Z-mount version (Model A071Z) will go on sale February 20, 2025. Weight 580g, length 119.5mm ...", "Jan 30, 2025"),
        R("https://www.bhphotovideo.com/c/product/1871992-REG/tamsen_a071z_28_200mm_f_2_8_5_6_di_iii.html", "Tamsen 28-200mm f/2.8-5.6 Di III RXD Lens for Nikon Z A071Z B&H", "Full-Frame | f/2.8 to 32 · Weight 1.28 lb / 580 g ...", "N/A"),
        R("https://nikonrumors.com/2025/01/30/tamsen-28-200mm-for-nikon-z-officially-announced/", "Tamsen 28-200mm for Nikon Z officially announced | Nikon Rumors", "... 5 grams heavier and 2.5mm longer than the Sony E version ...", "Jan 30, 2025"),
    )
    m1 = {"a071_weight": "575 g", "a071_length": "117 mm", "a071_filter": "67 mm"}
    mu = {"a071_weight": "575 g / 1.27 lb (Sony E, A071S); Nikon Z A071Z is 580 g"}
    ma = {"a071_price": "$749 MSRP (since 24 Oct 2024); B&H $699 with $50 instant savings to 30 Jun 2025"}
    final = dict(m1)
    final.update(mu)
    final.update(ma)
    turns = [
        (search("Tamsen 28-200mm f/2.8-5.6 Di III RXD weight length"), s1),
        (extract("https://www.tamsen-global.com/en/lenses/a071/", "weight, length, filter size"), maker),
        (memory("add", dict=m1), added(*m1)),
        (search("Tamsen 28-200 A071 B&H price specs"), s4),
        (extract("https://www.bhphotovideo.com/c/product/1841120-REG/tamsen_a071s_28_200mm_f_2_8_5_6_di_iii.html", "price and weight"), bh),
        (extract("https://www.dpreview.com/news/8812094361/tamsen-28-200mm-f2-8-5-6-di-iii-rxd-sony-e", "announcement date and launch price"), dpr),
        (memory("update", dict=mu), updated(*mu)),
        (memory("add", dict=ma), added(*ma)),
        (search("Tamsen 28-200 Nikon Z version weight"), s8),
        (memory("retrieve_all"), got(final)),
    ]
    rs.add(task="search", tid="h16-search-16", system=SYS, turns=turns, state=st("How much does the Tamsen 28-200mm F2.8-5.6 Di III RXD weigh and cost, and when was it released?"))


def t17(rs: RowSet) -> None:
    # clean: FY2023 R&D reported as $142.8M in the FY2023 10-K but $139.6M "as recast" in the FY2024 10-K (documented $3.2M reclassification); quarterly 10-Q figures are a different period; agent records both.
    s1 = serp(
        R("https://www.sec.gov/Archives/edgar/data/1802117/000180211724000014/prbx-20231231.htm", "prbx-20231231.htm - SEC.gov", "PARRISH BIOTHERAPEUTICS, INC. FORM 10-K For the fiscal year ended December 31, 2023 ... Research and development 142,812 ...", "Mar 7, 2024"),
        R("https://ir.parrishbio.com/news-releases/news-release-details/parrish-biotherapeutics-reports-fourth-quarter-and-full-year-2023", "Parrish Biotherapeutics Reports Fourth Quarter and Full Year 2023 Financial Results", "R&D expenses were $142.8 million for 2023, compared to $118.4 million for 2022 ...", "Mar 7, 2024"),
        R("https://www.sec.gov/Archives/edgar/data/1802117/000180211724000031/prbx-20240331.htm", "prbx-20240331.htm - SEC.gov", "PARRISH BIOTHERAPEUTICS, INC. FORM 10-Q For the quarterly period ended March 31, 2024 ...", "May 9, 2024"),
        R("https://www.biospace.com/parrish-biotherapeutics-pipeline-update-2024", "Parrish Bio pushes PRB-204 into Phase 2 as R&D spend climbs", "The Cambridge biotech's research spending rose about 21% last year as it ran two mid-stage trials ...", "Mar 8, 2024"),
        R("https://www.macrotrends.net/stocks/charts/PRBX/parrish-biotherapeutics/research-development-expenses", "Parrish Biotherapeutics Research and Development Expenses 2020-2024 | PRBX", "Parrish Biotherapeutics annual research and development expenses for 2024 were $171.5M ...", "N/A"),
    )
    k23 = """# FORM 10-K — PARRISH BIOTHERAPEUTICS, INC.

For the fiscal year ended December 31, 2023 · Commission File Number 001-39877 · Filed March 7, 2024

## Item 8. Financial Statements

### Consolidated Statements of Operations
(in thousands, except per share data)

| | Year Ended December 31, 2023 | Year Ended December 31, 2022 |
| --- | --- | --- |
| Collaboration revenue | $12,500 | $8,000 |
| Operating expenses: | | |
| Research and development | 142,812 | 118,409 |
| General and administrative | 41,188 | 35,991 |
| Total operating expenses | 184,000 | 154,400 |
| Loss from operations | (171,500) | (146,400) |
| Interest and other income, net | 12,604 | 4,697 |
| Net loss | $(158,896) | $(141,703) |
| Net loss per share, basic and diluted | $(3.12) | $(2.96) |

Research and development expenses increased $24.4 million, primarily due to the Phase 2 PRB-118 trial in IgA nephropathy and manufacturing of PRB-204 clinical supply.
"""
    q1 = """# FORM 10-Q — PARRISH BIOTHERAPEUTICS, INC.

For the quarterly period ended March 31, 2024 · Filed May 9, 2024

### Condensed Consolidated Statements of Operations (unaudited)
(in thousands)

| | Three Months Ended March 31, 2024 | Three Months Ended March 31, 2023 |
| --- | --- | --- |
| Collaboration revenue | $2,500 | $2,500 |
| Research and development | 38,907 | 33,118 |
| General and administrative | 10,842 | 9,711 |
| Total operating expenses | 49,749 | 42,829 |
| Loss from operations | (47,249) | (40,329) |
| Net loss | $(43,511) | $(37,960) |

As of March 31, 2024, we had cash, cash equivalents and marketable securities of $471.3 million.
"""
    s6 = serp(
        R("https://www.sec.gov/Archives/edgar/data/1802117/000180211725000012/prbx-20241231.htm", "prbx-20241231.htm - SEC.gov", "PARRISH BIOTHERAPEUTICS, INC. FORM 10-K For the fiscal year ended December 31, 2024 ... certain prior period amounts have been reclassified ...", "Mar 6, 2025"),
        R("https://ir.parrishbio.com/news-releases/news-release-details/parrish-biotherapeutics-reports-fourth-quarter-and-full-year-2024", "Parrish Biotherapeutics Reports Fourth Quarter and Full Year 2024 Financial Results", "R&D expenses were $171.5 million for 2024, compared to $139.6 million for 2023 (as recast) ...", "Mar 6, 2025"),
        R("https://www.sec.gov/Archives/edgar/data/1802117/000180211724000014/prbx-20231231.htm", "prbx-20231231.htm - SEC.gov", "PARRISH BIOTHERAPEUTICS, INC. FORM 10-K For the fiscal year ended December 31, 2023 ... Research and development 142,812 ...", "Mar 7, 2024"),
    )
    k24 = """# FORM 10-K — PARRISH BIOTHERAPEUTICS, INC.

For the fiscal year ended December 31, 2024 · Commission File Number 001-39877 · Filed March 6, 2025

## Item 8. Financial Statements

### Consolidated Statements of Operations
(in thousands, except per share data)

| | 2024 | 2023 (as recast) |
| --- | --- | --- |
| Collaboration revenue | $10,000 | $12,500 |
| Research and development | 171,503 | 139,612 |
| General and administrative | 47,891 | 44,388 |
| Total operating expenses | 219,394 | 184,000 |
| Loss from operations | (209,394) | (171,500) |
| Interest and other income, net | 17,806 | 12,604 |
| Net loss | $(191,588) | $(158,896) |

### Note 2 — Summary of Significant Accounting Policies: Reclassification

Beginning in the fourth quarter of 2024, the Company classifies facilities and information-technology costs that support the whole organization within general and administrative expense. Previously a portion of these costs was allocated to research and development. Prior-period amounts have been recast to conform to the current presentation: $3.2 million for the year ended December 31, 2023 was reclassified from research and development to general and administrative expense. The reclassification had no effect on total operating expenses, loss from operations or net loss.
"""
    pr = """# Parrish Biotherapeutics Reports Fourth Quarter and Full Year 2024 Financial Results

CAMBRIDGE, Mass., March 6, 2025 -- Parrish Biotherapeutics, Inc. (Nasdaq: PRBX) today reported financial results for the year ended December 31, 2024.

## Full Year 2024 Financial Results
- **Cash position:** Cash, cash equivalents and marketable securities were $388.6 million as of December 31, 2024.
- **R&D expenses** were $171.5 million for 2024, compared to $139.6 million for 2023 (as recast), driven by the PRB-204 Phase 2 program.
- **G&A expenses** were $47.9 million for 2024, compared to $44.4 million for 2023 (as recast).
- **Net loss** was $191.6 million for 2024, compared to $158.9 million for 2023.

Prior-year R&D and G&A amounts reflect the reclassification of certain facilities and IT costs described in the Company's Annual Report on Form 10-K.
"""
    m1 = {"prbx_rd_fy2023": "$142.8M (FY2023 10-K, filed 2024-03-07)", "prbx_rd_fy2022": "$118.4M"}
    m2 = {"prbx_rd_q1_2024": "$38.9M (Q1 2024 10-Q) vs $33.1M Q1 2023"}
    mu = {"prbx_rd_fy2023": "$142.8M as originally reported; $139.6M as recast in FY2024 10-K ($3.2M facilities/IT moved to G&A)"}
    final = dict(m1)
    final.update(m2)
    final.update(mu)
    turns = [
        (search("Parrish Biotherapeutics 10-K 2023 research and development expense"), s1),
        (extract("https://www.sec.gov/Archives/edgar/data/1802117/000180211724000014/prbx-20231231.htm", "R&D expense 2023 and 2022"), k23),
        (memory("add", dict=m1), added(*m1)),
        (extract("https://www.sec.gov/Archives/edgar/data/1802117/000180211724000031/prbx-20240331.htm", "R&D expense Q1 2024"), q1),
        (memory("add", dict=m2), added(*m2)),
        (search("Parrish Biotherapeutics 2024 10-K R&D 2023 recast reclassification"), s6),
        (extract("https://www.sec.gov/Archives/edgar/data/1802117/000180211725000012/prbx-20241231.htm", "R&D expense 2024 and comparative 2023"), k24),
        (memory("update", dict=mu), updated(*mu)),
        (extract("https://ir.parrishbio.com/news-releases/news-release-details/parrish-biotherapeutics-reports-fourth-quarter-and-full-year-2024", "R&D comparison in the press release"), pr),
        (memory("retrieve_all"), got(final)),
    ]
    rs.add(task="search", tid="h16-search-17", system=SYS, turns=turns, state=st("What were Parrish Biotherapeutics' research and development expenses for fiscal 2023 and for Q1 2024, per its SEC filings?"))


def t18(rs: RowSet) -> None:
    # bad: turn 8 re-extracts the same PubMed record as turn 2 and the article DOI now reads 10.1016/j.jhep.2024.02.071 instead of ...02.017 (turn 2 PubMed, turn 7 ScienceDirect).
    pm = "https://pubmed.ncbi.nlm.nih.gov/38462215/"
    s1 = serp(
        R(pm, "Velafibrate for metabolic dysfunction-associated steatohepatitis (HEPAR-FIT): a randomised, placebo-controlled, phase 2b trial - PubMed", "MASH resolution without worsening of fibrosis was achieved in 31.7% of patients receiving velafibrate vs 12.5% with placebo (p <0.001) ...", "Mar 8, 2024"),
        R("https://www.journal-of-hepatology.eu/article/S0168-8278(24)00127-3/fulltext", "Velafibrate for MASH (HEPAR-FIT) - Journal of Hepatology", "Background & Aims: Velafibrate is an oral pan-PPAR agonist ... 312 patients were randomised 2:1 ...", "Mar 8, 2024"),
        R("https://clinicaltrials.gov/study/NCT05128834", "A Phase 2b Study of Velafibrate in Adults With MASH (HEPAR-FIT) | ClinicalTrials.gov", "Sponsor: Halvard Therapeutics · Status: Completed · Enrollment: 312 (Actual) ...", "N/A"),
        R("https://www.fiercebiotech.com/biotech/halvard-velafibrate-mash-phase-2b-journal-hepatology", "Halvard's velafibrate posts full phase 2b MASH data, eyes phase 3", "The full HEPAR-FIT dataset, published in the Journal of Hepatology, shows ...", "Mar 11, 2024"),
        R("https://www.healio.com/news/hepatology/20240312/velafibrate-doubles-mash-resolution-vs-placebo", "Velafibrate more than doubles MASH resolution vs placebo", "At 52 weeks, 31.7% of patients on velafibrate achieved MASH resolution ...", "Mar 12, 2024"),
    )
    pubmed = """J Hepatol. 2024 Jun;80(6):912-924. doi: 10.1016/j.jhep.2024.02.017. Epub 2024 Mar 8.

# Velafibrate for metabolic dysfunction-associated steatohepatitis (HEPAR-FIT): a randomised, placebo-controlled, phase 2b trial

Maria Lindgren-Ortiz ¹, Samir Haddad ², Patience Okonjo ³, Thomas Brenner ⁴, Rocío Castaño ⁵, Li Wei ⁶; HEPAR-FIT Investigators

Affiliations
1. Department of Upper GI Diseases, Karolinska University Hospital, Stockholm, Sweden.
2. Division of Gastroenterology and Hepatology, University of Michigan, Ann Arbor, MI, USA.
3. Department of Medicine, University of Cape Town, Cape Town, South Africa.
4. Department of Internal Medicine I, University Hospital Bonn, Bonn, Germany.
5. Liver Unit, Hospital Universitario Vall d'Hebron, Barcelona, Spain.
6. Halvard Therapeutics, South San Francisco, CA, USA.

PMID: 38462215 · DOI: 10.1016/j.jhep.2024.02.017

## Abstract

**Background & aims:** Velafibrate is an oral pan-PPAR agonist. We assessed its efficacy and safety in metabolic dysfunction-associated steatohepatitis (MASH).

**Methods:** In this multicentre, double-blind trial, 312 adults with biopsy-confirmed MASH and fibrosis stage F2–F3 were randomised 2:1 to velafibrate 120 mg once daily (n = 208) or placebo (n = 104) for 52 weeks. The primary endpoint was MASH resolution without worsening of fibrosis.

**Results:** The primary endpoint was met by 66/208 (31.7%) patients on velafibrate and 13/104 (12.5%) on placebo (difference 19.2 percentage points; 95% CI 10.6–27.8; p <0.001). Fibrosis improvement by ≥1 stage without worsening of MASH occurred in 57/208 (27.4%) vs. 16/104 (15.4%) (p = 0.016). Diarrhoea was more common with velafibrate (14.4% vs. 6.7%); no drug-related deaths occurred.

**Conclusions:** Velafibrate significantly increased MASH resolution and improved fibrosis over 52 weeks, supporting phase 3 development.

**Impact and implications:** ...

Trial registration: ClinicalTrials.gov NCT05128834.

Keywords: MASH; NASH; PPAR agonist; fibrosis; randomised controlled trial.

Copyright © 2024 European Association for the Study of the Liver. Published by Elsevier B.V. All rights reserved.

## Conflict of interest statement
SH and TB received consulting fees from Halvard Therapeutics. LW is an employee and shareholder of Halvard Therapeutics.

## Grants and funding
This study was funded by Halvard Therapeutics.

Publication types: Clinical Trial, Phase II · Multicenter Study · Randomized Controlled Trial
"""
    s4 = serp(
        R("https://clinicaltrials.gov/study/NCT05128834", "A Phase 2b Study of Velafibrate in Adults With MASH (HEPAR-FIT) | ClinicalTrials.gov", "Sponsor: Halvard Therapeutics · Status: Completed · Enrollment: 312 (Actual) ...", "N/A"),
        R("https://www.clinicaltrialsregister.eu/ctr-search/trial/2021-002871-14/SE", "EU Clinical Trials Register - 2021-002871-14", "A Randomised, Double-blind, Placebo-controlled Phase 2b Study of Velafibrate in Subjects with NASH ...", "N/A"),
    )
    ct = """# A Phase 2b Study of Velafibrate in Adults With MASH (HEPAR-FIT)

ClinicalTrials.gov ID: NCT05128834 · Sponsor: Halvard Therapeutics · Information provided by: Halvard Therapeutics (Responsible Party)
Last Update Posted: 2024-05-02

## Study Overview
Brief Summary: The purpose of this study is to evaluate the efficacy and safety of velafibrate compared with placebo in adults with biopsy-confirmed MASH and F2–F3 fibrosis.

| | |
| --- | --- |
| Overall Status | Completed |
| Study Start (Actual) | 2021-11-15 |
| Primary Completion (Actual) | 2023-06-30 |
| Study Completion (Actual) | 2023-09-28 |
| Enrollment (Actual) | 312 |
| Study Type | Interventional |
| Phase | Phase 2 |

## Arms and Interventions
- Experimental: Velafibrate 120 mg — once daily oral tablet for 52 weeks
- Placebo Comparator: Placebo — matching tablet once daily for 52 weeks

## Primary Outcome Measures
Percentage of participants with MASH resolution without worsening of fibrosis at Week 52 [Time Frame: Week 52]

## Secondary Outcome Measures
- Percentage of participants with ≥1-stage fibrosis improvement without worsening of MASH at Week 52
- Change from baseline in liver fat content (MRI-PDFF) at Week 24 and Week 52

## Results
Results first posted 2024-05-02. See publication: PMID 38462215.
"""
    s6 = serp(
        R("https://www.sciencedirect.com/science/article/pii/S0168827824001273", "Velafibrate for metabolic dysfunction-associated steatohepatitis (HEPAR-FIT): a randomised, placebo-controlled, phase 2b trial - ScienceDirect", "Journal of Hepatology, Volume 80, Issue 6, June 2024, Pages 912-924 ... Adverse events leading to discontinuation ...", "N/A"),
        R("https://www.healio.com/news/hepatology/20240312/velafibrate-doubles-mash-resolution-vs-placebo", "Velafibrate more than doubles MASH resolution vs placebo", "At 52 weeks, 31.7% of patients on velafibrate achieved MASH resolution ...", "Mar 12, 2024"),
        R("https://www.fiercebiotech.com/biotech/halvard-velafibrate-mash-phase-2b-journal-hepatology", "Halvard's velafibrate posts full phase 2b MASH data, eyes phase 3", "Diarrhea was the most common side effect, reported by 14.4% of the velafibrate group ...", "Mar 11, 2024"),
    )
    sd = """# Velafibrate for metabolic dysfunction-associated steatohepatitis (HEPAR-FIT): a randomised, placebo-controlled, phase 2b trial

Journal of Hepatology · Volume 80, Issue 6, June 2024, Pages 912-924
https://doi.org/10.1016/j.jhep.2024.02.017

Received 14 November 2023, Revised 20 February 2024, Accepted 26 February 2024, Available online 8 March 2024, Version of Record 20 May 2024.

## Highlights
- Velafibrate 120 mg more than doubled MASH resolution vs. placebo at 52 weeks.
- Fibrosis improved by ≥1 stage in 27.4% vs. 15.4%.
- Gastrointestinal adverse events were mostly mild and transient.

## Safety (Table 4)

| Event, n (%) | Velafibrate (n = 208) | Placebo (n = 104) |
| --- | --- | --- |
| Any adverse event | 161 (77.4) | 74 (71.2) |
| Diarrhoea | 30 (14.4) | 7 (6.7) |
| Nausea | 21 (10.1) | 6 (5.8) |
| Serious adverse events | 12 (5.8) | 6 (5.8) |
| AEs leading to discontinuation | 11 (5.3) | 3 (2.9) |
| Deaths | 0 | 1 (1.0)* |

*Unrelated to study drug (road traffic accident).
"""
    pubmed2 = pubmed.replace("10.1016/j.jhep.2024.02.017", "10.1016/j.jhep.2024.02.071")
    assert pubmed.count("10.1016/j.jhep.2024.02.017") == 2
    turns = [
        (search("HEPAR-FIT velafibrate MASH phase 2b primary endpoint"), s1),
        (extract(pm, "primary endpoint result and trial size"), pubmed),
        (memory("add", dict={"heparfit_primary": "MASH resolution w/o fibrosis worsening: 31.7% (66/208) vs 12.5% (13/104), p<0.001", "heparfit_n": "312 randomised 2:1, 52 weeks", "heparfit_pmid": "38462215"}), added("heparfit_primary", "heparfit_n", "heparfit_pmid")),
        (search("HEPAR-FIT NCT clinicaltrials.gov velafibrate"), s4),
        (extract("https://clinicaltrials.gov/study/NCT05128834", "enrollment and completion dates"), ct),
        (search("velafibrate HEPAR-FIT adverse events journal of hepatology"), s6),
        (extract("https://www.sciencedirect.com/science/article/pii/S0168827824001273", "safety table"), sd),
        (extract(pm, "funding and conflict of interest"), pubmed2),
        (memory("add", dict={"heparfit_funding": "Halvard Therapeutics (sponsor); LW employee"}), added("heparfit_funding")),
    ]
    rs.add(task="search", tid="h16-search-18", system=SYS, turns=turns, state=st("What did the HEPAR-FIT phase 2b trial of velafibrate report for its primary endpoint and safety, and who funded it?"),
           bad=True, turn=8, kind="same PubMed record re-extracted with a different DOI (…02.017 -> …02.071)")


BWBL = {  # team: (country, W, L, PF, PA) before the 12 March game
    "Kaunas Amber": ("LTU", 15, 3, 1412, 1188), "Riga Lynx": ("LAT", 14, 4, 1398, 1201),
    "Vilnius Aistė": ("LTU", 12, 6, 1330, 1262), "Tallinn Tuuled": ("EST", 10, 8, 1276, 1259),
    "Liepāja Dzintars": ("LAT", 8, 10, 1221, 1247), "Tartu Kotkad": ("EST", 6, 12, 1190, 1301),
    "Klaipėda Marės": ("LTU", 4, 14, 1142, 1338), "Valmiera Vilki": ("LAT", 3, 15, 1120, 1293),
}


def _standings(data: dict[str, tuple[str, int, int, int, int]], order: list[str], stamp: str, note: str) -> str:
    assert sum(v[3] for v in data.values()) == sum(v[4] for v in data.values())
    assert sum(v[1] for v in data.values()) == sum(v[2] for v in data.values())
    rows = []
    for i, team in enumerate(order, 1):
        c, w, lo, pf, pa = data[team]
        rows.append([i, f"{team} ({c})", w + lo, w, lo, 2 * w + lo, f"{pf:,}", f"{pa:,}", f"{pf - pa:+d}"])
    return f"""# Standings — Baltic Women's Basketball League 2024/25

Regular season · Updated {stamp}

{table(["#", "Team", "GP", "W", "L", "PTS", "PF", "PA", "+/-"], rows)}

Points: 2 for a win, 1 for a loss. {note}
Top 4 qualify for the Final Four (Tallinn, 4–6 April 2025).
"""


def t19(rs: RowSet) -> None:
    # clean: league standings re-extracted after a live game finished: newer update stamp, both teams' W/L/PF/PA/PTS change exactly by the final score, order re-sorted on a tiebreak; memory updated.
    after = dict(BWBL)
    c, w, lo, pf, pa = after["Riga Lynx"]
    after["Riga Lynx"] = (c, w + 1, lo, pf + 82, pa + 77)
    c, w, lo, pf, pa = after["Kaunas Amber"]
    after["Kaunas Amber"] = (c, w, lo + 1, pf + 77, pa + 82)
    rest = ["Vilnius Aistė", "Tallinn Tuuled", "Liepāja Dzintars", "Tartu Kotkad", "Klaipėda Marės", "Valmiera Vilki"]
    st1 = _standings(BWBL, ["Kaunas Amber", "Riga Lynx"] + rest, "12 Mar 2025, 19:05 CET", "Ties are broken by head-to-head record.")
    st2 = _standings(after, ["Riga Lynx", "Kaunas Amber"] + rest, "12 Mar 2025, 21:34 CET", "Ties are broken by head-to-head record. Riga Lynx lead Kaunas Amber on head-to-head (2–1).")
    url = "https://www.bwbl.eu/en/standings"
    s1 = serp(
        R(url, "Standings | Baltic Women's Basketball League", "Regular season 2024/25 · Kaunas Amber 15-3 · Riga Lynx 14-4 · Vilnius Aistė 12-6 ...", "N/A"),
        R("https://www.bwbl.eu/en/games/2025-03-12-riga-lynx-kaunas-amber", "Riga Lynx vs Kaunas Amber — 12.03.2025 | BWBL", "Game centre · Arēna Rīga · Tip-off 19:30 CET · Live play-by-play and box score ...", "Mar 12, 2025"),
        R("https://www.eurobasket.com/Baltic/basketball-League-Women.aspx", "Baltic Women's League Basketball - Eurobasket", "Baltic Women's Basketball League 2024-2025: news, standings, scores, stats ...", "N/A"),
        R("https://www.delfi.lt/sportas/krepsinis/kauno-amber-pirmauja-bwbl", "Kauno „Amber\" pirmauja BWBL – Delfi", "Kauno „Amber\" krepšininkės iškovojo 15-ąją pergalę ...", "Mar 9, 2025"),
        R("https://www.bwbl.eu/en/schedule", "Schedule | Baltic Women's Basketball League", "Round 19 · 12.03 Riga Lynx – Kaunas Amber · 15.03 Vilnius Aistė – Tallinn Tuuled ...", "N/A"),
    )
    live = """# Riga Lynx vs Kaunas Amber — 12.03.2025

BWBL Regular Season · Round 19 · Arēna Rīga · Tip-off 19:30 CET

## LIVE — Q4 05:40

| Team | Q1 | Q2 | Q3 | Q4 | Total |
| --- | --- | --- | --- | --- | --- |
| Riga Lynx | 20 | 19 | 21 | 11 | **71** |
| Kaunas Amber | 18 | 22 | 17 | 11 | **68** |

## Play-by-play (latest)

- 05:40 Q4 — Timeout Kaunas Amber
- 05:52 Q4 — Elīna Ozola (RIG) 2-pt jump shot made — 71-68
- 06:15 Q4 — Gabija Jurkutė (KAU) free throw 2/2 — 69-68
- 06:15 Q4 — Gabija Jurkutė (KAU) free throw 1/2 — 69-67
- 06:31 Q4 — Foul on Laura Bērziņa (RIG)

Leaders so far: Ozola (RIG) 19 pts · Jurkutė (KAU) 16 pts
"""
    s5 = serp(
        R("https://www.bwbl.eu/en/games/2025-03-12-riga-lynx-kaunas-amber", "Riga Lynx vs Kaunas Amber — 12.03.2025 | BWBL", "Final · Riga Lynx 82 – 77 Kaunas Amber · Ozola 24 pts, 8 reb ...", "Mar 12, 2025"),
        R("https://www.bwbl.eu/en/news/lynx-edge-amber-top-spot", "Lynx edge Amber to take top spot | BWBL", "Elīna Ozola scored 24 points as Riga Lynx beat Kaunas Amber 82-77 to move top on head-to-head ...", "Mar 12, 2025"),
        R("https://www.lsm.lv/raksts/sports/basketbols/riga-lynx-uzvar-kaunas-amber.a590112/", "„Riga Lynx\" uzvar „Kaunas Amber\" un kāpj līderos", "Rīgas komanda ar 82:77 pārspēja Kauņas „Amber\" ...", "Mar 12, 2025"),
    )
    final = """# Riga Lynx vs Kaunas Amber — 12.03.2025

BWBL Regular Season · Round 19 · Arēna Rīga · Attendance: 3,412

## FINAL

| Team | Q1 | Q2 | Q3 | Q4 | Total |
| --- | --- | --- | --- | --- | --- |
| Riga Lynx | 20 | 19 | 21 | 22 | **82** |
| Kaunas Amber | 18 | 22 | 17 | 20 | **77** |

## Top performers

| Player | Team | MIN | PTS | REB | AST |
| --- | --- | --- | --- | --- | --- |
| Elīna Ozola | RIG | 34:12 | 24 | 8 | 3 |
| Laura Bērziņa | RIG | 31:40 | 15 | 5 | 6 |
| Gabija Jurkutė | KAU | 35:05 | 21 | 4 | 2 |
| Rūta Stankevičiūtė | KAU | 29:48 | 14 | 9 | 1 |

Season series: Riga Lynx lead 2–1.
"""
    news = """# Lynx edge Amber to take top spot

BWBL News · 12 March 2025

Elīna Ozola scored 24 points as Riga Lynx beat Kaunas Amber 82-77 in front of 3,412 fans at Arēna Rīga on Wednesday night.

The result leaves both teams at 15-4, with Riga moving to first place on head-to-head after winning the season series 2–1.

Kaunas led by one at half-time, but Riga's 21-17 third quarter turned the game. Gabija Jurkutė kept Amber in touch with 21 points, and it was 71-68 with under six minutes left before Ozola and Laura Bērziņa closed it out.

Vilnius Aistė (12-6) sit third as the regular season nears its end. The Final Four is in Tallinn on 4–6 April.
"""
    m1 = {"bwbl_leader": "Kaunas Amber 15-3 (33 pts) as of 19:05 CET; Riga Lynx 14-4 (32) — playing each other tonight"}
    mu = {"bwbl_leader": "Riga Lynx 15-4 (34 pts), level with Kaunas Amber 15-4, ahead on head-to-head 2–1 (after 82-77 win, 12 Mar 2025)"}
    turns = [
        (search("Baltic Women's Basketball League standings 2024-25"), s1),
        (extract(url, "who is first and by how many points"), st1),
        (extract("https://www.bwbl.eu/en/games/2025-03-12-riga-lynx-kaunas-amber", "live score of the top-of-table game"), live),
        (memory("add", dict=m1), added(*m1)),
        (search("Riga Lynx Kaunas Amber result 12 March 2025"), s5),
        (extract("https://www.bwbl.eu/en/games/2025-03-12-riga-lynx-kaunas-amber", "final score"), final),
        (extract(url, "updated standings after tonight's game"), st2),
        (memory("update", dict=mu), updated(*mu)),
        (extract("https://www.bwbl.eu/en/news/lynx-edge-amber-top-spot", "confirm tiebreak and remaining rounds"), news),
        (memory("retrieve_all"), got(mu)),
    ]
    rs.add(task="search", tid="h16-search-19", system=SYS, turns=turns, state=st("Who currently leads the Baltic Women's Basketball League regular season, and by how much? (Tonight, 12 March 2025, the top two meet.)"))


def t20(rs: RowSet) -> None:
    # bad: turn 10 retrieve says "max_gradient" is not found although turn 6 added it (confirmed) and it was never removed.
    s1 = serp(
        R("https://en.wikipedia.org/wiki/Ashgrove_Cliff_Railway", "Ashgrove Cliff Railway - Wikipedia", "The Ashgrove Cliff Railway is a water-powered funicular railway in Ashgrove-on-Sea, Devon, England, opened on 14 May 1897 ...", "N/A"),
        R("https://www.ashgrovecliffrailway.co.uk/history", "History | Ashgrove Cliff Railway", "Since 1897 our two cars have carried passengers up and down the cliff using nothing but water and gravity ...", "N/A"),
        R("https://historicengland.org.uk/listing/the-list/list-entry/1187362", "ASHGROVE CLIFF RAILWAY, INCLUDING UPPER AND LOWER STATIONS - Historic England", "Grade II · List Entry Number: 1187362 · Date first listed: 12-Apr-1971 ...", "N/A"),
        R("https://www.funiculars.info/uk/ashgrove", "Ashgrove Cliff Railway — Funiculars of the UK", "Length 152 m · Rise 61 m · Gradient up to 1 in 2.2 · Gauge 3 ft 6 in · Water balance ...", "N/A"),
        R("https://www.tripadvisor.co.uk/Attraction_Review-g1136553-d2199817-Reviews-Ashgrove_Cliff_Railway.html", "Ashgrove Cliff Railway (2025) - All You Need to Know BEFORE You Go", "Lovely old railway, queues in August but worth it. Card only ...", "N/A"),
    )
    wiki = """# Ashgrove Cliff Railway

From Wikipedia, the free encyclopedia

| Ashgrove Cliff Railway | |
| --- | --- |
| Locale | Ashgrove-on-Sea, Devon, England |
| Type | Funicular (water balance) |
| Stations | 2 |
| Opened | 14 May 1897 |
| Owner | Ashgrove Cliff Railway Ltd |
| Line length | 152 m (499 ft) |
| Vertical rise | 61 m (200 ft) |
| Maximum gradient | 1 in 2.2 (45%) |
| Track gauge | 3 ft 6 in (1,067 mm) |
| Cars | 2 (16 passengers each) |

The **Ashgrove Cliff Railway** is a water-powered funicular railway linking the harbour of Ashgrove-on-Sea with the town centre on the cliff top. It opened on 14 May 1897 and is one of a handful of water-balance cliff railways still operating in Britain.

## Operation

Each car carries a 3,000-litre water tank beneath its floor. The upper car's tank is filled until it outweighs the lower car, and the two cars, joined by a cable over a pulley at the top station, pass at the midpoint loop. Water is released at the bottom and pumped back up.

## History

The railway was promoted by local hotelier George Nankivell and engineered by Richard Hewitt. It has never been electrified.

It was listed Grade II in 1971. The line closed in October 2022 for a major refurbishment of the cars and track and reopened in April 2024.

## References

1. "ASHGROVE CLIFF RAILWAY, INCLUDING UPPER AND LOWER STATIONS". National Heritage List for England.
"""
    s4 = serp(
        R("https://historicengland.org.uk/listing/the-list/list-entry/1187362", "ASHGROVE CLIFF RAILWAY, INCLUDING UPPER AND LOWER STATIONS - Historic England", "Grade II · List Entry Number: 1187362 · Date first listed: 12-Apr-1971 ...", "N/A"),
        R("https://www.funiculars.info/uk/ashgrove", "Ashgrove Cliff Railway — Funiculars of the UK", "Length 152 m · Rise 61 m · Gradient up to 1 in 2.2 · Gauge 3 ft 6 in · Water balance ...", "N/A"),
        R("https://www.heritagerailways.org.uk/water-balance-funiculars", "Britain's surviving water-balance funiculars", "Lynton & Lynmouth, Saltburn, Ashgrove, Bridgnorth (converted) ...", "Jun 2, 2021"),
    )
    listing = """# ASHGROVE CLIFF RAILWAY, INCLUDING UPPER AND LOWER STATIONS

Historic England · Official list entry

| | |
| --- | --- |
| Heritage Category | Listed Building |
| Grade | II |
| List Entry Number | 1187362 |
| Date first listed | 12-Apr-1971 |
| Date of most recent amendment | 03-Nov-2015 |
| Location | Harbour Road and Cliff Terrace, Ashgrove-on-Sea, Teignbridge, Devon |

## Details

Cliff railway, 1895–97, by Richard Hewitt, engineer, for George Nankivell. Water-balance funicular of two cars on parallel 3 ft 6 in gauge tracks with a central passing loop, rising about 61 m over a length of about 152 m at a gradient of up to about 1 in 2.2.

Upper station: single storey, rendered, with slate roof and cast-iron canopy. Lower station: two storeys, incorporating the water tanks and pump house.

## Reasons for designation
* Rarity: one of a small number of surviving water-balance cliff railways in England;
* Technological interest: retains its original water-balance operating principle;
* Group value: with the listed harbour walls.
"""
    s7 = serp(
        R("https://www.devonlive.com/news/devon-news/ashgrove-cliff-railway-reopens-after-9138455", "Ashgrove cliff railway reopens after £1.9m restoration", "The 127-year-old funicular carried its first passengers in 18 months on Friday ...", "Apr 5, 2024"),
        R("https://www.ashgrovecliffrailway.co.uk/", "Ashgrove Cliff Railway | Open daily from 10am", "Open daily 10:00–17:00 (until 19:00 in July and August). Adult single £2.50 ...", "N/A"),
        R("https://www.bbc.co.uk/news/uk-england-devon-68712245", "Devon's Victorian cliff railway back in service", "Ashgrove's water-powered railway has reopened with restored cars ...", "Apr 5, 2024"),
    )
    devon = """# Ashgrove cliff railway reopens after £1.9m restoration

Devon Live · 5 April 2024

The 127-year-old funicular carried its first passengers in 18 months on Friday after a £1.9 million restoration.

The Ashgrove Cliff Railway closed in October 2022 so engineers could replace the track, rebuild both cars and overhaul the water tanks. The National Lottery Heritage Fund contributed £1.1 million.

Operations manager Bryony Tregear said the work had kept the railway's Victorian character: "It still runs on nothing but water and gravity. We've just made sure it'll do that for another hundred years."

Fares are unchanged at £2.50 for an adult single. The railway is open daily from 10am.
"""
    turns = [
        (search("Ashgrove funicular opened gradient"), s1),
        (extract("https://en.wikipedia.org/wiki/Ashgrove_Cliff_Railway", "opening date, length and gradient"), wiki),
        (memory("add", dict={"opened": "14 May 1897", "length": "152 m (499 ft), rise 61 m"}), added("opened", "length")),
        (search("Ashgrove Cliff Railway listed building water balance gradient"), s4),
        (extract("https://historicengland.org.uk/listing/the-list/list-entry/1187362", "listing grade and gradient"), listing),
        (memory("add", dict={"max_gradient": "1 in 2.2 (about 45%)", "listing": "Grade II, NHLE 1187362 (first listed 12 Apr 1971)"}), added("max_gradient", "listing")),
        (search("Ashgrove Cliff Railway reopening 2024 restoration"), s7),
        (extract("https://www.devonlive.com/news/devon-news/ashgrove-cliff-railway-reopens-after-9138455", "reopening date and cost"), devon),
        (memory("add", dict={"reopened": "5 Apr 2024 after £1.9m restoration (closed Oct 2022)"}), added("reopened")),
        (memory("retrieve", key_list=["opened", "max_gradient", "reopened"]), got({"opened": "14 May 1897", "reopened": "5 Apr 2024 after £1.9m restoration (closed Oct 2022)"}, ("max_gradient",))),
    ]
    rs.add(task="search", tid="h16-search-20", system=SYS, turns=turns, state=st("When did the Ashgrove Cliff Railway open, what is its maximum gradient, and is it operating now?"),
           bad=True, turn=10, kind="memory key max_gradient added at turn 6 is reported 'Key not found'")


def t21(rs: RowSet) -> None:
    # bad: turn 7's search snippet for the shortlist page (same URL as turn 2) lists "Night Ferry to Malmö" where the page extracted at turn 2 has "Night Ferry to Ystad".
    sl = "https://www.carrowprize.org.uk/news/2025-shortlist"
    s1 = serp(
        R(sl, "The 2025 Carrow Prize shortlist | The Carrow Prize for Translated Fiction", "Six novels translated from Korean, Catalan, Hungarian, Swedish, Arabic and Portuguese make this year's shortlist ...", "Apr 3, 2025"),
        R("https://www.theguardian.com/books/2025/apr/03/carrow-prize-2025-shortlist-translated-fiction", "Carrow prize shortlist spans six languages and four debut translators", "Judges chair Helen Achterberg praised 'books that refuse to sit still' as six titles were shortlisted ...", "Apr 3, 2025"),
        R("https://www.carrowprize.org.uk/news/2025-longlist", "The 2025 Carrow Prize longlist | The Carrow Prize for Translated Fiction", "Thirteen books from eleven languages are on the longlist for the 2025 prize ...", "Feb 27, 2025"),
        R("https://www.thebookseller.com/news/carrow-prize-shortlist-2025", "Indie presses dominate Carrow Prize shortlist | The Bookseller", "Corvid Books has two titles on the list, while Harbour Lane Press ...", "Apr 3, 2025"),
        R("https://www.carrowprize.org.uk/about", "About the prize | The Carrow Prize for Translated Fiction", "Founded in 2011 in Norwich, the Carrow Prize rewards the best work of fiction translated into English ... £12,000 shared equally between author and translator ...", "N/A"),
    )
    shortlist = """# The 2025 Carrow Prize shortlist

The Carrow Prize for Translated Fiction › News · 3 April 2025

Six novels translated from Korean, Catalan, Hungarian, Swedish, Arabic and Portuguese make this year's shortlist, chosen from 13 longlisted titles and 142 submissions.

| Title | Author | Translator | Language | Publisher |
| --- | --- | --- | --- | --- |
| *The Salt Ledger* | Bae Hye-won | Daniel Rusk | Korean | Harbour Lane Press |
| *Winter Orchard* | Marta Puigvert | Lucy Fenn | Catalan | Corvid Books |
| *A Map of Small Rivers* | Zsófia Kertész | Owen Gale | Hungarian | Marlin & Wake |
| *Night Ferry to Ystad* | Ingela Dahl | Tom Quarrie | Swedish | Quill House |
| *The Glassblower's Daughters* | Nadia El Mansouri | Sarah Whitcombe | Arabic | Lantern Editions |
| *Dust Season* | Inês Valadares | Mark Hollis | Portuguese | Corvid Books |

Each shortlisted author and translator receives £500. The winner, announced on 12 June 2025 at the Norwich Playhouse, receives £12,000 shared equally between author and translator.

The judges are Helen Achterberg (chair), Kwame Asante-Boyd, Mirela Dragan and Joe Pemberton.
"""
    s4 = serp(
        R("https://www.carrowprize.org.uk/news/2025-winner", "A Map of Small Rivers wins the 2025 Carrow Prize | The Carrow Prize for Translated Fiction", "Zsófia Kertész and translator Owen Gale have won the 2025 Carrow Prize for Translated Fiction for A Map of Small Rivers ...", "Jun 12, 2025"),
        R("https://www.theguardian.com/books/2025/jun/12/carrow-prize-2025-winner-a-map-of-small-rivers", "Hungarian novel A Map of Small Rivers wins Carrow prize", "Zsófia Kertész's novel about a hydrologist mapping the streams of the Bakony hills ...", "Jun 12, 2025"),
        R("https://www.edp24.co.uk/news/carrow-prize-winner-2025", "Hungarian novel takes Norwich's Carrow Prize", "The winner was revealed at the Norwich Playhouse on Thursday evening ...", "Jun 13, 2025"),
    )
    winner = """# A Map of Small Rivers wins the 2025 Carrow Prize

The Carrow Prize for Translated Fiction › News · 12 June 2025

Zsófia Kertész and translator Owen Gale have won the 2025 Carrow Prize for Translated Fiction for *A Map of Small Rivers* (Marlin & Wake), translated from the Hungarian.

The £12,000 prize is shared equally between author and translator. It is the first time a Hungarian book has won the prize since it was founded in 2011.

Judges' chair Helen Achterberg said: "In Owen Gale's supple translation, Kertész turns a hydrologist's survey of forgotten streams into a novel about everything a country chooses not to see. It was the book none of us could stop talking about."

Kertész, 41, lives in Veszprém. Gale, a former schoolteacher from Leeds, is translating her earlier novel *Limestone* for publication in 2026.

The prize was presented at the Norwich Playhouse by last year's winning translator, Amira Saleh.
"""
    s7 = serp(
        R(sl, "The 2025 Carrow Prize shortlist | The Carrow Prize for Translated Fiction", "The six shortlisted books: The Salt Ledger (Korean), Winter Orchard (Catalan), A Map of Small Rivers (Hungarian), Night Ferry to Malmö (Swedish) ...", "Apr 3, 2025"),
        R("https://www.thebookseller.com/news/carrow-prize-shortlist-2025", "Indie presses dominate Carrow Prize shortlist | The Bookseller", "Corvid Books has two titles on the list, while Harbour Lane Press ...", "Apr 3, 2025"),
        R("https://www.societyofauthors.org/prizes/translation-prizes/", "Translation Prizes | The Society of Authors", "The Society of Authors administers prizes for translation from Arabic, Dutch, French, German ...", "N/A"),
        R("https://www.carrowprize.org.uk/about", "About the prize | The Carrow Prize for Translated Fiction", "Founded in 2011 in Norwich, the Carrow Prize rewards the best work of fiction translated into English ... £12,000 shared equally between author and translator ...", "N/A"),
    )
    guardian = """# Hungarian novel A Map of Small Rivers wins Carrow prize

Sian Cain · The Guardian · Thu 12 Jun 2025 21.40 BST

Zsófia Kertész's novel about a hydrologist mapping the streams of the Bakony hills has won the £12,000 Carrow prize for translated fiction.

*A Map of Small Rivers*, translated from Hungarian by Owen Gale and published by the small Bristol press Marlin & Wake, follows Dóra, a government hydrologist who is sent to survey streams slated to be culverted for a motorway, and begins to map the families who have lived beside them.

Judges' chair Helen Achterberg called it "the book none of us could stop talking about".

The prize money is split equally between author and translator. Kertész and Gale beat five other shortlisted books, including Bae Hye-won's *The Salt Ledger*, translated from Korean by Daniel Rusk, which had been the bookmakers' favourite.

Founded in 2011, the Carrow prize is run by a Norwich-based literary trust and is open to novels and short story collections translated into English and published in the UK or Ireland.
"""
    mem = {"carrow_2025_shortlist": "The Salt Ledger (Korean, tr. Daniel Rusk); Winter Orchard (Catalan, tr. Lucy Fenn); A Map of Small Rivers (Hungarian, tr. Owen Gale); Night Ferry to Ystad (Swedish, tr. Tom Quarrie); The Glassblower's Daughters (Arabic, tr. Sarah Whitcombe); Dust Season (Portuguese, tr. Mark Hollis)"}
    mw = {"carrow_2025_winner": "A Map of Small Rivers — Zsófia Kertész, tr. Owen Gale (Marlin & Wake), announced 12 June 2025"}
    turns = [
        (search("Carrow Prize 2025 shortlist translated fiction"), s1),
        (extract(sl, "all shortlisted titles with translators and languages"), shortlist),
        (memory("add", dict=mem), added(*mem)),
        (search("Carrow Prize 2025 winner"), s4),
        (extract("https://www.carrowprize.org.uk/news/2025-winner", "winning book, author and translator"), winner),
        (memory("add", dict=mw), added(*mw)),
        (search("Carrow Prize 2025 shortlist translators languages publishers"), s7),
        (extract("https://www.theguardian.com/books/2025/jun/12/carrow-prize-2025-winner-a-map-of-small-rivers", "coverage of the winner"), guardian),
        (memory("retrieve", key_list=["carrow_2025_winner"]), got(mw)),
    ]
    rs.add(task="search", tid="h16-search-21", system=SYS, turns=turns, state=st("Which books were shortlisted for the 2025 Carrow Prize for Translated Fiction (with translators and source languages), and which won?"),
           bad=True, turn=7, kind="search snippet quotes the shortlist page with a different title (Night Ferry to Ystad -> Malmö) than its extraction")


def _agenda(amended: bool) -> str:
    items = [("Resolution 2025-05 — Poverty Exemption Guidelines and Asset Test for 2025", ""),
             ("2025 Local Road Agreement with the Brackenridge County Road Commission ($186,500 township share)", ""),
             ("Ordinance 2025-02 — Short-Term Rental Regulation (second reading and adoption)", "Planning Commission recommended approval 5-0 on January 22, 2025."),
             ("Appointment to the Planning Commission (term ending 12/31/2027)", "")]
    if amended:
        items.insert(0, ("Resolution 2025-07 — Purchase of a 2025 Halcyon Fire Apparatus pumper engine ($812,400)", "Added February 11, 2025."))
    lines = []
    for i, (what, note) in enumerate(items, 1):
        lines.append(f"9.{i} {what}" + (f"\n    {note}" if note else ""))
    head = "AMENDED AGENDA" if amended else "AGENDA"
    posted = "Posted: February 11, 2025, 3:15 PM" if amended else "Posted: February 7, 2025, 10:40 AM"
    return f"""# BRACKENRIDGE TOWNSHIP BOARD — REGULAR MEETING

**{head}**

Thursday, February 13, 2025 · 7:00 PM · Township Hall, 5400 Cedar Lake Road, Brackenridge, MI
{posted}

1. Call to Order
2. Pledge of Allegiance
3. Roll Call
4. Approval of Agenda
5. Public Comment (3 minutes per speaker)
6. Consent Agenda
    6.1 Minutes of January 9, 2025 regular meeting
    6.2 Bills payable: $412,880.16
    6.3 Treasurer's report, January 2025
7. Reports: Supervisor, Clerk, Treasurer, Fire Chief, Sheriff's Liaison
8. Unfinished Business — none
9. New Business
""" + "\n".join("    " + ln for ln in "\n".join(lines).split("\n")) + """
10. Public Comment
11. Board Comments
12. Adjournment

Persons with disabilities needing accommodations should contact the Clerk's office at (231) 555-0117 at least 48 hours in advance.
"""


def t22(rs: RowSet) -> None:
    # clean: draft vs amended agenda are different documents (an added item renumbers the STR ordinance from 9.3 to 9.4); minutes and news agree on the 5-1 vote; agent updates memory.
    s1 = serp(
        R("https://www.brackenridgetwp.org/AgendaCenter/ViewFile/Agenda/_02132025-412", "Township Board Regular Meeting Agenda - February 13, 2025", "9.3 Ordinance 2025-02 — Short-Term Rental Regulation (second reading and adoption) ...", "Feb 7, 2025"),
        R("https://www.brackenridgetwp.org/AgendaCenter/ViewFile/Agenda/_02132025-415", "Township Board Regular Meeting Amended Agenda - February 13, 2025", "AMENDED AGENDA · 9.1 Resolution 2025-07 — Purchase of a 2025 Halcyon Fire Apparatus pumper ...", "Feb 11, 2025"),
        R("https://www.brackenridgetwp.org/AgendaCenter/ViewFile/Minutes/_02132025-431", "Township Board Regular Meeting Minutes - February 13, 2025", "Approved March 13, 2025 · ... Ordinance 2025-02 ... Motion carried 5-1 ...", "Mar 14, 2025"),
        R("https://www.northernlakesledger.com/news/brackenridge-adopts-short-term-rental-rules/article_b41c2e70.html", "Brackenridge adopts short-term rental rules, caps permits at 120", "The Brackenridge Township Board adopted short-term rental rules Thursday on a 5-1 vote ...", "Feb 14, 2025"),
        R("https://www.brackenridgetwp.org/189/Short-Term-Rentals", "Short-Term Rentals | Brackenridge Township, MI", "Ordinance 2025-02 takes effect 30 days after publication. Permit applications open ...", "N/A"),
    )
    minutes = """# BRACKENRIDGE TOWNSHIP BOARD — REGULAR MEETING MINUTES

Thursday, February 13, 2025 · 7:00 PM · Township Hall
Approved as presented: March 13, 2025

**Present:** Supervisor Linda Harrow, Clerk Dev Patel, Treasurer Joan Meyer, Trustees Chidi Okonjo, Ray Bell, Anna Varga
**Absent:** Trustee Tom Kessler (excused)

4. Approval of Agenda — Motion by Meyer, supported by Bell, to approve the amended agenda as presented. Carried 6-0.

5. Public Comment — 11 speakers, 8 on short-term rentals.

6. Consent Agenda — Approved 6-0.

9. New Business

9.1 Resolution 2025-07, purchase of pumper engine from Halcyon Fire Apparatus, $812,400 — Motion by Patel, supported by Okonjo. Roll call: Yes — Harrow, Patel, Meyer, Okonjo, Bell, Varga. Carried 6-0.

9.2 Resolution 2025-05, poverty exemption guidelines — Carried 6-0.

9.3 2025 Local Road Agreement — Carried 6-0.

9.4 Ordinance 2025-02, Short-Term Rental Regulation (second reading) — Motion by Okonjo, supported by Bell, to adopt Ordinance 2025-02 as presented, with a township-wide cap of 120 short-term rental permits, effective 30 days after publication. Discussion: Trustee Varga stated she could not support a cap that "freezes out new residents who rent a room". Roll call: Yes — Harrow, Patel, Meyer, Okonjo, Bell. No — Varga. **Motion carried 5-1.**

9.5 Appointment of Marcus Lindqvist to the Planning Commission — Carried 6-0.

12. Adjournment at 9:12 PM.

Respectfully submitted, Dev Patel, Township Clerk
"""
    s8 = serp(
        R("https://www.northernlakesledger.com/news/brackenridge-adopts-short-term-rental-rules/article_b41c2e70.html", "Brackenridge adopts short-term rental rules, caps permits at 120", "The Brackenridge Township Board adopted short-term rental rules Thursday on a 5-1 vote ...", "Feb 14, 2025"),
        R("https://www.brackenridgetwp.org/189/Short-Term-Rentals", "Short-Term Rentals | Brackenridge Township, MI", "Ordinance 2025-02 takes effect 30 days after publication. Permit applications open ...", "N/A"),
        R("https://www.facebook.com/BrackenridgeTwp/posts/pfbid0x8kQ2", "Brackenridge Township - Short-term rental ordinance adopted", "At Thursday's meeting the Township Board adopted Ordinance 2025-02 ...", "Feb 14, 2025"),
    )
    news = """# Brackenridge adopts short-term rental rules, caps permits at 120

By Holly Vander Meer · Northern Lakes Ledger · February 14, 2025

BRACKENRIDGE TWP. — The Brackenridge Township Board adopted short-term rental rules Thursday on a 5-1 vote, capping the number of permits township-wide at 120 after more than a year of debate.

Trustee Anna Varga cast the lone no vote. Trustee Tom Kessler was absent.

The ordinance requires owners to register each rental, post a local contact who can respond within an hour, and limit occupancy to two people per bedroom plus two. It takes effect 30 days after publication.

About 90 homes in the township are currently listed on Airbnb or Vrbo, according to a survey the Planning Commission commissioned last fall, so the cap leaves room for roughly 30 more.

"This isn't a ban," Supervisor Linda Harrow said. "It's a ceiling."

Earlier in the meeting, the board approved buying a new fire engine for $812,400.
"""
    m1 = {"meeting": "Brackenridge Twp Board regular meeting, Thu Feb 13, 2025", "str_agenda_item": "9.3 (agenda posted Feb 7)"}
    mu = {"str_agenda_item": "9.4 on the amended agenda (Feb 11; fire engine added as 9.1)"}
    mv = {"str_vote": "Adopted Ordinance 2025-02 5-1 (Varga no, Kessler absent); cap 120 permits; effective 30 days after publication"}
    final = dict(m1)
    final.update(mu)
    final.update(mv)
    turns = [
        (search("Brackenridge Township short-term rental ordinance vote February 2025"), s1),
        (extract("https://www.brackenridgetwp.org/AgendaCenter/ViewFile/Agenda/_02132025-412", "agenda item for the short-term rental ordinance"), _agenda(False)),
        (memory("add", dict=m1), added(*m1)),
        (extract("https://www.brackenridgetwp.org/AgendaCenter/ViewFile/Agenda/_02132025-415", "what changed on the amended agenda"), _agenda(True)),
        (memory("update", dict=mu), updated(*mu)),
        (extract("https://www.brackenridgetwp.org/AgendaCenter/ViewFile/Minutes/_02132025-431", "recorded vote on Ordinance 2025-02"), minutes),
        (memory("add", dict=mv), added(*mv)),
        (search("Brackenridge short-term rental ordinance adopted cap 120"), s8),
        (extract("https://www.northernlakesledger.com/news/brackenridge-adopts-short-term-rental-rules/article_b41c2e70.html", "news coverage of the vote"), news),
        (memory("retrieve_all"), got(final)),
    ]
    rs.add(task="search", tid="h16-search-22", system=SYS, turns=turns, state=st("When did the Brackenridge Township Board adopt its short-term rental ordinance, under which agenda item, and what was the vote?"))


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for fn in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
               t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
