# ruff: noqa: E501
"""Held-out set 17, search domain: 22 deep-research trajectories (web_search / web_extractor / dict_memory).

Written by an outside author. Each trajectory function returns the keyword arguments of ``RowSet.add``.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import SEARCH_SYSTEM, RowSet, extract, memory, results, search

Turn = tuple[str, str]


def R(*items: tuple[str, str, str, str]) -> str:
    """A web_search observation: numbered results inside a code fence, as in the official examples."""
    return "```\n" + results(*items) + "\n```"


def _js(obj: Any) -> str:
    return json.dumps(obj, indent=2, ensure_ascii=False)


class Mem:
    """A dict_memory store that produces the (action, observation) pair of each operation."""

    def __init__(self) -> None:
        self.d: dict[str, str] = {}

    def add(self, d: dict[str, str]) -> Turn:
        self.d.update(d)
        return memory("add", dict=d), f"Successfully added items of {list(d)} to memory."

    def update(self, d: dict[str, str]) -> Turn:
        self.d.update(d)
        return memory("update", dict=d), f"Successfully updated items of {list(d)} in memory."

    def remove(self, keys: list[str]) -> Turn:
        for k in keys:
            del self.d[k]
        return memory("remove", key_list=keys), f"Successfully removed items of {keys} from memory."

    def retrieve(self, keys: list[str]) -> Turn:
        found = {k: self.d[k] for k in keys if k in self.d}
        parts = []
        if found:
            parts.append("Retrieved items:\n" + _js(found))
        parts += [f"Key not found: {k}" for k in keys if k not in self.d]
        return memory("retrieve", key_list=keys), "\n".join(parts)

    def retrieve_all(self) -> Turn:
        if not self.d:
            return memory("retrieve_all"), "Memory is empty."
        return memory("retrieve_all"), "Current memory contents:\n" + _js(self.d)


def state(question: str, when: str) -> str:
    return f"Research question: {question}\nSession date: {when}\nMemory store: empty (0 keys)\nSearch history: none"


# ---------------------------------------------------------------------------------------------------------------
def t01() -> dict[str, Any]:
    # clean: regional transit agency (HVRT) route frequency; draft-plan news vs adopted notice, route page updated later with a newer stamp, memory update.
    m = Mem()
    q = "What is the weekday peak frequency of HVRT Route 14 after the fall 2025 service change, and when did Route 14's extension to Millbrook Station open?"
    turns: list[Turn] = []
    turns.append((search("HVRT Route 14 frequency fall 2025 service change"), R(
        ("https://www.hvrt.org/service-changes/fall-2025", "Fall 2025 Service Changes | Harlow Valley Regional Transit",
         "Effective Sunday, September 7, 2025. Route 14 (Crosstown) weekday peak service improves to every 10 minutes; midday service every 15 minutes. Route 22 is consolidated ...", "Aug 22, 2025"),
        ("https://www.millbrookgazette.com/news/2025/08/02/hvrt-draft-plan-route-14-frequency", "HVRT draft plan would run Route 14 buses every 12 minutes - Millbrook Gazette",
         "Under the draft plan released for public comment, Route 14 buses would arrive every 12 minutes at rush hour, up from every 20 minutes today ...", "Aug 2, 2025"),
        ("https://www.hvrt.org/routes/14", "Route 14 - Crosstown | HVRT",
         "Route 14 Crosstown connects Harlow Transit Center, Eastgate Mall and Millbrook Station. View weekday, Saturday and Sunday schedules and service alerts.", "N/A"),
        ("https://www.reddit.com/r/HarlowValley/comments/1n4kq2x/route_14_is_actually_every_10_min_now/", "Route 14 is actually every 10 min now?? : r/HarlowValley",
         "Rode it this morning from Eastgate and two buses showed up 10 minutes apart. Finally. Anyone know if evenings got better too or just rush hour ...", "Sep 9, 2025"),
        ("https://www.hvrt.org/board/meetings/2025-08-21", "Board of Directors Regular Meeting - August 21, 2025 | HVRT",
         "Resolution 2025-31 adopting the Fall 2025 Service Change Program, including Route 3 and Route 14 frequency improvements and the Route 22/23 consolidation.", "Aug 21, 2025"),
        ("https://www.hvtransitriders.org/blog/fall-service-change-explained", "What the fall service change means for your commute - Harlow Valley Transit Riders Union",
         "Route 14 and Route 3 get the biggest frequency bumps. Route 22 riders: your bus is now part of Route 23, which runs every 20 minutes at peak ...", "Sep 3, 2025"),
        ("https://en.wikipedia.org/wiki/Harlow_Valley_Regional_Transit", "Harlow Valley Regional Transit - Wikipedia",
         "Harlow Valley Regional Transit (HVRT) is the public transit operator for Harlow County. It operates 31 fixed bus routes, a demand-response service and ...", "N/A"),
        ("https://www.hvrt.org/news/millbrook-station-extension-opens", "Route 14 extension to Millbrook Station opens Jan. 12 | HVRT",
         "Beginning Sunday, January 12, Route 14 continues 2.3 miles past Eastgate Mall to the new Millbrook Station park-and-ride, adding three new stops ...", "Jan 10, 2025"),
    )))
    turns.append((extract("https://www.hvrt.org/service-changes/fall-2025", "Route 14 frequency after the change and the effective date"), """# Fall 2025 Service Changes

*Last updated: August 22, 2025*

**Effective Sunday, September 7, 2025**

HVRT's Fall 2025 Service Change Program was adopted by the Board of Directors on August 21, 2025 (Resolution 2025-31). The changes focus on more frequent service on our busiest corridors and a simpler network in Ferncliff.

## Route-by-route summary

| Route | Change | Weekday peak | Weekday midday | Weekday evening |
| --- | --- | --- | --- | --- |
| 3 Riverside | Frequency increase | every 15 min (was 20) | every 20 min | every 30 min |
| 14 Crosstown | Frequency increase | every 10 min (was 20) | every 15 min (was 30) | every 30 min |
| 22 Ferncliff | Discontinued; service covered by Route 23 | - | - | - |
| 23 Ferncliff-Oakmere | Extended over former Route 22 segment | every 20 min | every 30 min | every 60 min |
| 41 Airport Express | New first trip at 4:45 a.m. | every 30 min | every 30 min | every 60 min |

Peak periods are 6:00-9:00 a.m. and 3:00-6:30 p.m., Monday through Friday. Saturday and Sunday schedules are unchanged except on Route 23.

## What changed from the draft plan

The draft plan released for public comment on July 28 proposed 12-minute peak service on Route 14. After reviewing more than 1,400 comments, staff recommended and the Board adopted 10-minute peak service, funded by moving two buses from the discontinued Route 22.

## Stops and detours

- Route 22 stops on Ferncliff Parkway between Alder St and Oakmere Rd are now served by Route 23.
- No stop changes on Route 14. Route 14 continues to serve Millbrook Station.

## Questions?

Call Customer Service at (555) 310-4878, Monday-Friday 7 a.m.-7 p.m., or visit the Harlow Transit Center information booth.
"""))
    turns.append((extract("https://www.millbrookgazette.com/news/2025/08/02/hvrt-draft-plan-route-14-frequency", "What did the draft plan propose for Route 14?"), """# HVRT draft plan would run Route 14 buses every 12 minutes

**By Dana Okafor** | August 2, 2025

Riders on Harlow Valley Regional Transit's busiest crosstown line could see a bus every 12 minutes at rush hour this fall under a draft service plan the agency released this week.

Under the draft plan, released for public comment on July 28, Route 14 buses would arrive every 12 minutes during morning and afternoon peaks, up from every 20 minutes today. Midday service would improve from every 30 minutes to every 15.

"Route 14 is where the demand is," HVRT planning manager Luis Ferreira said. Ridership on the route is up 18% since the line was extended to Millbrook Station in January, according to agency figures.

The plan would pay for the added trips in part by folding Route 22 into Route 23, a change that drew criticism at a Ferncliff neighborhood meeting Thursday.

> "We were told the 22 was safe two years ago," said Ferncliff resident Gloria Maddox.

Public comment closes August 15. The HVRT Board of Directors is scheduled to vote on the final plan August 21, and the changes would take effect September 7.

*Related: [Millbrook Station park-and-ride opens with 412 spaces](https://www.millbrookgazette.com/news/2025/01/12/millbrook-station-opens)*
"""))
    turns.append(m.add({"r14_peak_headway": "every 10 min weekday peak (6-9am, 3-6:30pm), effective 2025-09-07 per HVRT Fall 2025 notice; Gazette's 12 min was the July draft plan",
                        "r14_midday_headway": "every 15 min"}))
    turns.append((extract("https://www.hvrt.org/routes/14", "Current Route 14 frequencies and terminals"), """# Route 14 - Crosstown

*Last updated: September 30, 2025*

> **Service alert:** Starting Monday, September 29, 2025, weekday evening service on Route 14 runs every 20 minutes until 10 p.m. (previously every 30 minutes). Funded by the Harlow County evening service pilot.

Route 14 connects **Harlow Transit Center**, downtown Harlow, Eastgate Mall and **Millbrook Station** (park-and-ride, opened January 12, 2025).

## How often the bus comes

| Day | Time | Frequency |
| --- | --- | --- |
| Weekdays | 6:00-9:00 a.m. | every 10 min |
| Weekdays | 9:00 a.m.-3:00 p.m. | every 15 min |
| Weekdays | 3:00-6:30 p.m. | every 10 min |
| Weekdays | 6:30-10:00 p.m. | every 20 min |
| Weekdays | after 10:00 p.m. | every 60 min |
| Saturday | all day | every 20 min |
| Sunday | all day | every 30 min |

## Major stops

1. Harlow Transit Center (Bay C)
2. 4th St & Main St
3. Harlow Community College
4. Kessler Ave & 18th St
5. Eastgate Mall
6. Cedar Hollow Rd
7. Pike Rd & 9th St
8. Millbrook Station

Route length: 11.8 miles. Typical end-to-end trip: 46 minutes.

[Download weekday timetable (PDF)](https://www.hvrt.org/media/timetables/route14-weekday-2025-09.pdf) | [Trip planner](https://www.hvrt.org/plan)
"""))
    turns.append((extract("https://www.hvrt.org/news/millbrook-station-extension-opens", "Opening date of the Millbrook Station extension"), """# Route 14 extension to Millbrook Station opens Jan. 12

*January 10, 2025 | HVRT News*

Beginning **Sunday, January 12, 2025**, Route 14 Crosstown will continue 2.3 miles past Eastgate Mall to the new Millbrook Station park-and-ride.

The extension adds three new stops:

- Cedar Hollow Rd
- Pike Rd & 9th St
- Millbrook Station (412 parking spaces, 24 bike lockers, EV charging)

"Millbrook has been the fastest-growing part of the county without all-day transit," said HVRT CEO Patrice Lindqvist. "Starting Sunday, it has a bus at least every half hour."

The $14.6 million project was funded by a federal CMAQ grant and the Harlow County transportation sales tax. Parking at Millbrook Station is free for HVRT riders.

Riders can ride free on Route 14 on opening day, January 12.
"""))
    turns.append(m.add({"r14_millbrook_ext_opened": "2025-01-12 (Sunday); +2.3 mi past Eastgate Mall, 3 new stops",
                        "r14_evening_headway": "every 20 min until 10pm from 2025-09-29 (was 30 min under the 9/7 change)"}))
    turns.append(m.update({"r14_peak_headway": "every 10 min weekday peak, effective 2025-09-07; confirmed on route page updated 2025-09-30"}))
    turns.append(m.retrieve_all())
    return dict(tid="h17-search-01", turns=turns, state=state(q, "October 6, 2025"), bad=False, turn=None, kind="clean")


def t02() -> dict[str, Any]:
    # bad: non-league football ground (Wikipedia, club site, BBC, groundhopping guide). Turn 5's search snippet for the Wikipedia URL quotes the capacity as 6,142 while turn 2's extraction of that page (and turn 1's snippet) said 6,412.
    m = Mem()
    q = "What is Kestrel Park's capacity after the North Stand redevelopment, when did the new stand open, and which firm designed it?"
    turns: list[Turn] = []
    turns.append((search("Kestrel Park Aldersey Town capacity North Stand redevelopment"), R(
        ("https://en.wikipedia.org/wiki/Kestrel_Park", "Kestrel Park - Wikipedia",
         "Kestrel Park is a football stadium in Aldersey, Cheshire, England, and the home ground of Aldersey Town F.C. Following the 2024 redevelopment of the North Stand, its capacity is 6,412 ...", "N/A"),
        ("https://www.alderseytownfc.co.uk/club/kestrel-park", "Kestrel Park | Aldersey Town FC - Official Website",
         "Welcome to Kestrel Park, home of the Kestrels since 1921. Capacity 6,412 (2,180 seated). Directions, parking and away supporters information ...", "N/A"),
        ("https://www.bbc.co.uk/sport/football/articles/c9x4kq2lw7po", "Aldersey Town open new £3.1m North Stand - BBC Sport",
         "National League North side Aldersey Town have opened their new £3.1m North Stand at Kestrel Park, with 2,917 fans watching the first game against Chorley ...", "Aug 10, 2024"),
        ("https://www.footballgroundguide.com/non-league/aldersey-town-kestrel-park.html", "Aldersey Town | Kestrel Park | Football Ground Guide",
         "The new North Stand, opened in August 2024, is a smart covered all-seater that runs most of the length of the pitch. Away fans are housed in the ...", "May 2, 2025"),
        ("https://www.alderseyadvertiser.co.uk/news/23918412.council-approves-new-north-stand-kestrel-park/", "Council approves plans for new North Stand at Kestrel Park - Aldersey Advertiser",
         "Cheshire East planners have approved Aldersey Town's application to replace the uncovered North Terrace with a 1,150-seat stand ...", "Nov 14, 2023"),
        ("https://www.penninehallworth.co.uk/projects/kestrel-park-north-stand", "Kestrel Park North Stand - Pennine Hallworth Architects",
         "A 1,150-seat cantilevered stand for Aldersey Town FC, delivered in 39 weeks on a constrained site between the pitch and the Weaver towpath ...", "N/A"),
        ("https://www.reddit.com/r/nonleague/comments/1f0a9pz/kestrel_park_new_stand_first_visit/", "Kestrel Park new stand - first visit : r/nonleague",
         "Went to the Chorley game. The new stand is decent but the old Main Stand still has the best view. Pie was 3.80 ...", "Aug 11, 2024"),
        ("https://www.groundhoppersguide.net/grounds/kestrel-park", "Kestrel Park - Groundhopper's Guide",
         "Ground: Kestrel Park, Weaver Lane, Aldersey CW9 4LT. Capacity: approx. 6,400. Covered: all four sides since 2024. Admission 15/10 ...", "Feb 19, 2025"),
    )))
    wiki = """Jump to content

From Wikipedia, the free encyclopedia

Football stadium in Aldersey, England

| Kestrel Park | |
| --- | --- |
| Location | Weaver Lane, Aldersey, Cheshire, CW9 4LT |
| Owner | Aldersey Town F.C. |
| Operator | Aldersey Town F.C. |
| Capacity | 6,412 (2,180 seated) |
| Record attendance | 8,905 (v Stockport County, FA Cup, 16 November 1968) |
| Surface | Grass |
| Opened | 1921 |
| Renovated | 1987 (Main Stand), 2024 (North Stand) |
| Architect | Pennine Hallworth Architects (North Stand) |
| Tenants | Aldersey Town F.C. (1921-present) |

**Kestrel Park** is a football stadium in Aldersey, Cheshire, England, and the home ground of Aldersey Town F.C. Following the 2024 redevelopment of the North Stand, its capacity is 6,412, of which 2,180 is seated.

## History

Aldersey Town moved to Kestrel Park from the Fairfield Road recreation ground in 1921. The original wooden stand burned down in 1949 and was replaced by the present Main Stand, which was re-roofed and extended in 1987.

The ground's record attendance of 8,905 was set on 16 November 1968 for an FA Cup first round match against Stockport County.

### North Stand redevelopment

In November 2023 Cheshire East Council approved plans to replace the uncovered North Terrace with a 1,150-seat cantilevered stand designed by Pennine Hallworth Architects. Construction began in November 2023 and the £3.1 million stand opened on 10 August 2024 for a National League North match against Chorley, watched by 2,917 spectators. The redevelopment raised the ground's capacity from 5,840 to 6,412.

## Structure and facilities

| Stand | Type | Capacity |
| --- | --- | --- |
| Main Stand | Seated | 1,030 |
| North Stand | Seated | 1,150 |
| Weaver End | Covered terrace | 2,260 |
| Lane End | Covered terrace | 1,972 |

Away supporters are normally housed in the Weaver End.

## References

1. "Kestrel Park". Aldersey Town F.C. Retrieved 3 March 2025.
2. "Aldersey Town open new £3.1m North Stand". BBC Sport. 10 August 2024.
3. "Council approves plans for new North Stand at Kestrel Park". Aldersey Advertiser. 14 November 2023.

Retrieved from "https://en.wikipedia.org/w/index.php?title=Kestrel_Park&oldid=1268830417"
"""
    turns.append((extract("https://en.wikipedia.org/wiki/Kestrel_Park", "capacity, North Stand opening date, architect"), wiki))
    turns.append((extract("https://www.bbc.co.uk/sport/football/articles/c9x4kq2lw7po", "North Stand opening details"), """# Aldersey Town open new £3.1m North Stand

*10 August 2024 | BBC Sport*

National League North side Aldersey Town have opened their new £3.1m North Stand at Kestrel Park, with 2,917 fans watching the first game against Chorley.

The 1,150-seat stand, designed by Pennine Hallworth Architects, replaces the uncovered North Terrace that had stood since the 1950s and lifts the ground's capacity to 6,412.

The Kestrels marked the occasion with a 2-1 win, Callum Brierley scoring the first goal in front of the new stand after 14 minutes.

"This is the biggest investment in the ground for nearly 40 years," chairman Gareth Mellor told BBC Radio Stoke. "It means we can meet the ground grading for National League football if we go up."

The stand was funded by a £1.4m Football Stadia Improvement Fund grant, a supporters' share issue and a loan from Cheshire East Council.
"""))
    turns.append(m.add({"capacity": "6,412 (2,180 seated) after 2024 North Stand", "north_stand_opened": "2024-08-10 (v Chorley, 2,917 crowd)",
                        "architect": "Pennine Hallworth Architects"}))
    turns.append((search("Kestrel Park record attendance Aldersey Town"), R(
        ("https://en.wikipedia.org/wiki/Kestrel_Park", "Kestrel Park - Wikipedia",
         "The ground's record attendance of 8,905 was set on 16 November 1968 ... Following the 2024 redevelopment of the North Stand, its capacity is 6,142, of which 2,180 is seated.", "N/A"),
        ("https://www.alderseytownfc.co.uk/club/history", "Club History | Aldersey Town FC",
         "From the Fairfield Road days to the 1968 FA Cup run, when 8,905 packed into Kestrel Park to see the Kestrels take on Stockport County ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Aldersey_Town_F.C.", "Aldersey Town F.C. - Wikipedia",
         "Aldersey Town Football Club is a football club based in Aldersey, Cheshire, England. They are currently members of the National League North ...", "N/A"),
        ("https://www.alderseyadvertiser.co.uk/sport/24601877.1968-cup-tie-remembered/", "The day 8,905 crammed into Kestrel Park - Aldersey Advertiser",
         "Fifty-five years on, supporters remember the FA Cup tie with Stockport County that set a record which will almost certainly never be broken ...", "Nov 16, 2023"),
        ("https://www.footballgroundguide.com/non-league/aldersey-town-kestrel-park.html", "Aldersey Town | Kestrel Park | Football Ground Guide",
         "Record attendance: 8,905 v Stockport County, FA Cup 1st Round, 1968. Average attendance 2024-25: 1,884 ...", "May 2, 2025"),
        ("https://www.nonleaguematters.co.uk/grounds/kestrel-park", "Kestrel Park - Non League Matters",
         "Ground information for Kestrel Park including record crowd, capacity, covered accommodation and floodlight history ...", "N/A"),
    )))
    turns.append((extract("https://www.alderseytownfc.co.uk/club/kestrel-park", "stand capacities and seated capacity"), """# Kestrel Park

Welcome to Kestrel Park, home of the Kestrels since 1921.

**Address:** Weaver Lane, Aldersey, Cheshire, CW9 4LT
**Capacity:** 6,412 (2,180 seated)

## Our stands

- **Main Stand** (seated, 1,030) - home of the directors' box, press area and Kestrels Bar.
- **North Stand** (seated, 1,150) - opened August 2024. Family zone in blocks N1-N2. Accessible viewing platform for 24 wheelchair users and companions.
- **Weaver End** (covered terrace) - away supporters; open to home fans for non-segregated fixtures.
- **Lane End** (covered terrace) - home supporters.

## Getting here

Aldersey railway station is a 12-minute walk. Limited parking is available at the ground (£4); please use the Weaver Lane Park & Stride on matchdays.

## Away supporters

Away fans are normally admitted through turnstiles 9-11 to the Weaver End. Segregation is in place for selected fixtures.
"""))
    turns.append((extract("https://www.footballgroundguide.com/non-league/aldersey-town-kestrel-park.html", "review of the new North Stand"), """# Aldersey Town - Kestrel Park

*Updated 2 May 2025*

## What is the ground like?

Kestrel Park has had a real makeover. The new North Stand, opened in August 2024, is a smart covered all-seater that runs most of the length of the pitch, with a cantilever roof so there are no pillars to block your view. Opposite is the older all-seated Main Stand, re-roofed in the 1980s, with the dressing rooms and bar underneath. Both ends are covered terraces; the Weaver End is the larger and is usually where away fans go.

The capacity is now approximately 6,400, of which around 2,200 is seated.

## Record and average attendance

Record: 8,905 v Stockport County, FA Cup 1st Round, 1968.
Average 2024-25: 1,884 (National League North).

## Food and drink

The Kestrels Bar under the Main Stand welcomes away fans unless the game is segregated. Pies 3.80, tea 1.80.

## Ticket prices

Adults 15, concessions 10, under-16s 5.
"""))
    turns.append(m.add({"record_attendance": "8,905 v Stockport County, FA Cup 1R, 16 Nov 1968"}))
    turns.append(m.retrieve_all())
    return dict(tid="h17-search-02", turns=turns, state=state(q, "June 3, 2025"), bad=True, turn=5,
                kind="search snippet quotes the Wikipedia page's capacity as 6,142; the page's extraction said 6,412")


def t03() -> dict[str, Any]:
    # bad: company results via investor-relations release, SEC EDGAR 10-K and Reuters. Turn 10's memory retrieve returns fy2024_net_sales_musd as "1248.6" though turn 3 stored "1284.6" and nothing changed it.
    m = Mem()
    q = "What were Calder Ridge Materials' FY2024 and FY2023 net sales, and its FY2024 gross margin?"
    turns: list[Turn] = []
    turns.append((search("Calder Ridge Materials full year 2024 net sales results"), R(
        ("https://ir.calderridge.com/news-releases/news-release-details/calder-ridge-materials-reports-fourth-quarter-and-full-year-2024", "Calder Ridge Materials Reports Fourth Quarter and Full Year 2024 Results",
         "Full year net sales of $1,284.6 million increased 9.6%; gross margin expanded 150 basis points to 27.4%; 2025 net sales guidance of $1.36 to $1.40 billion ...", "Feb 19, 2025"),
        ("https://www.reuters.com/markets/companies/CRDG.N/", "CRDG.N - Calder Ridge Materials Inc Profile | Reuters",
         "Calder Ridge Materials, Inc. produces construction aggregates and specialty binders. Key stats, financials and latest news ...", "N/A"),
        ("https://www.reuters.com/business/calder-ridge-forecasts-2025-sales-above-estimates-2025-02-19/", "Calder Ridge forecasts 2025 sales above estimates on infrastructure demand | Reuters",
         "Calder Ridge Materials forecast 2025 net sales above Wall Street estimates on Wednesday, betting on steady demand from federally funded highway projects ...", "Feb 19, 2025"),
        ("https://stockanalysis.com/stocks/crdg/financials/", "Calder Ridge Materials (CRDG) Financial Statements - Stock Analysis",
         "Detailed annual and quarterly income statement for Calder Ridge Materials. Revenue 1,284.60 ... Gross profit 352.00 ...", "N/A"),
        ("https://www.sec.gov/cgi-bin/browse-edgar?action=getcompany&CIK=0001583921&type=10-K", "EDGAR Filing Documents for Calder Ridge Materials, Inc.",
         "10-K Annual report [Section 13 and 15(d), not S-K Item 405] ... 2025-02-26 ... 2024-02-27 ...", "N/A"),
        ("https://www.macrotrends.net/stocks/charts/CRDG/calder-ridge-materials/revenue", "Calder Ridge Materials Revenue 2015-2025 | CRDG | MacroTrends",
         "Calder Ridge Materials annual revenue for 2024 was $1.285B, a 9.62% increase from 2023. Annual revenue for 2023 was $1.172B ...", "N/A"),
        ("https://seekingalpha.com/article/4761203-calder-ridge-materials-q4-2024-earnings-call-transcript", "Calder Ridge Materials (CRDG) Q4 2024 Earnings Call Transcript | Seeking Alpha",
         "Our specialty binders segment delivered record volumes in the fourth quarter, and aggregates pricing was up high single digits ...", "Feb 19, 2025"),
    )))
    turns.append((extract("https://ir.calderridge.com/news-releases/news-release-details/calder-ridge-materials-reports-fourth-quarter-and-full-year-2024", "FY2024 and FY2023 net sales, gross margin"), """# Calder Ridge Materials Reports Fourth Quarter and Full Year 2024 Results

DENVER, Feb. 19, 2025 -- Calder Ridge Materials, Inc. (NYSE: CRDG) today reported results for the fourth quarter and full year ended December 31, 2024.

## Full Year 2024 Highlights

- Net sales of **$1,284.6 million**, up 9.6% from $1,171.9 million in 2023
- Gross margin of **27.4%**, up 150 basis points from 25.9%
- Net income of $96.8 million, or $2.31 per diluted share
- Adjusted EBITDA of $241.3 million, up 14.2%
- Operating cash flow of $188.5 million

## Fourth Quarter 2024 Highlights

- Net sales of $318.7 million, up 7.8%
- Gross margin of 26.1%
- Net income of $21.4 million, or $0.51 per diluted share

"2024 was a record year for Calder Ridge," said Chief Executive Officer Renée Halvorsen. "Pricing discipline in aggregates and strong demand for our specialty binders drove margin expansion across both segments."

## 2025 Outlook

| Metric | 2025 guidance |
| --- | --- |
| Net sales | $1.36 billion to $1.40 billion |
| Adjusted EBITDA | $262 million to $276 million |
| Capital expenditures | $115 million to $125 million |

## Segment Results (full year, $ millions)

| Segment | 2024 | 2023 | Change |
| --- | --- | --- | --- |
| Aggregates | 701.2 | 652.8 | 7.4% |
| Specialty Binders | 583.4 | 519.1 | 12.4% |
| **Total net sales** | **1,284.6** | **1,171.9** | **9.6%** |

## Conference Call

The company will host a conference call today at 10:00 a.m. Eastern Time. A replay will be available on the Investor Relations website.

*Contact: Investor Relations, ir@calderridge.com*
"""))
    turns.append(m.add({"fy2024_net_sales_musd": "1284.6", "fy2023_net_sales_musd": "1171.9", "fy2024_gross_margin_pct": "27.4"}))
    turns.append((search("Calder Ridge Materials 10-K fiscal 2024 sec.gov"), R(
        ("https://www.sec.gov/Archives/edgar/data/1583921/000158392125000012/0001583921-25-000012-index.htm", "Calder Ridge Materials, Inc. - 10-K - 20250226 - SEC.gov",
         "Filing Date 2025-02-26. Period of Report 2024-12-31. Form 10-K Annual report ... crdg-20241231.htm ...", "Feb 26, 2025"),
        ("https://www.sec.gov/cgi-bin/browse-edgar?action=getcompany&CIK=0001583921&type=10-K", "EDGAR Filing Documents for Calder Ridge Materials, Inc.",
         "10-K Annual report [Section 13 and 15(d), not S-K Item 405] ... 2025-02-26 ... 2024-02-27 ...", "N/A"),
        ("https://www.sec.gov/Archives/edgar/data/1583921/000158392124000009/0001583921-24-000009-index.htm", "Calder Ridge Materials, Inc. - 10-K - 20240227 - SEC.gov",
         "Filing Date 2024-02-27. Period of Report 2023-12-31. Form 10-K Annual report ...", "Feb 27, 2024"),
        ("https://ir.calderridge.com/financial-information/sec-filings", "SEC Filings | Calder Ridge Materials, Inc.",
         "View all SEC filings for Calder Ridge Materials including 10-K, 10-Q, 8-K and proxy statements ...", "N/A"),
        ("https://www.annualreports.com/Company/calder-ridge-materials-inc", "Calder Ridge Materials Annual Reports 2024, 2023 ...",
         "Calder Ridge Materials annual reports. Most recent annual report: 2024 Form 10-K ...", "N/A"),
    )))
    turns.append((extract("https://www.sec.gov/Archives/edgar/data/1583921/000158392125000012/0001583921-25-000012-index.htm", "the 10-K filing index"), """# Filing Detail

**Form 10-K - Annual report [Section 13 and 15(d), not S-K Item 405]**

SEC Accession No. **0001583921-25-000012**

| | |
| --- | --- |
| Filing Date | 2025-02-26 |
| Accepted | 2025-02-26 16:21:07 |
| Documents | 14 |
| Period of Report | 2024-12-31 |

## Document Format Files

| Seq | Description | Document | Type | Size |
| --- | --- | --- | --- | --- |
| 1 | 10-K | crdg-20241231.htm | 10-K | 2,914,377 |
| 2 | EX-21.1 SUBSIDIARIES | crdg-ex21_1.htm | EX-21.1 | 9,118 |
| 3 | EX-23.1 CONSENT OF INDEPENDENT REGISTERED PUBLIC ACCOUNTING FIRM | crdg-ex23_1.htm | EX-23.1 | 3,402 |
| 4 | EX-31.1 | crdg-ex31_1.htm | EX-31.1 | 11,276 |
| 5 | EX-31.2 | crdg-ex31_2.htm | EX-31.2 | 11,190 |
| 6 | EX-32.1 | crdg-ex32_1.htm | EX-32.1 | 5,034 |
| 7 | EX-97.1 CLAWBACK POLICY | crdg-ex97_1.htm | EX-97.1 | 28,611 |
| | Complete submission text file | 0001583921-25-000012.txt | | 14,802,559 |

## Filer

**Calder Ridge Materials, Inc.** (Filer) CIK: 0001583921
IRS No.: 46-3318207 | State of Incorp.: DE | Fiscal Year End: 1231
Business Address: 1700 Wynkoop Street, Suite 900, Denver CO 80202, 303-555-0148
SIC: 1400 Mining & Quarrying of Nonmetallic Minerals (No Fuels)
"""))
    turns.append((extract("https://www.sec.gov/Archives/edgar/data/1583921/000158392125000012/crdg-20241231.htm", "Item 7 consolidated results table"), """# CALDER RIDGE MATERIALS, INC. - FORM 10-K (fiscal year ended December 31, 2024)

## Item 7. Management's Discussion and Analysis of Financial Condition and Results of Operations

### Consolidated Results of Operations

| (in millions, except percentages) | 2024 | 2023 | Change |
| --- | --- | --- | --- |
| Net sales | $1,284.6 | $1,171.9 | 9.6% |
| Cost of sales | 932.6 | 868.4 | 7.4% |
| Gross profit | 352.0 | 303.5 | 16.0% |
| Gross margin | 27.4% | 25.9% | 150 bps |
| Selling, general and administrative expenses | 179.6 | 162.9 | 10.3% |
| Operating income | 172.4 | 140.6 | 22.6% |
| Interest expense, net | 44.7 | 47.3 | (5.5)% |
| Income before income taxes | 127.7 | 93.3 | 36.9% |
| Income tax expense | 30.9 | 22.1 | 39.8% |
| Net income | $96.8 | $71.2 | 36.0% |

**Net sales.** Net sales increased $112.7 million, or 9.6%, to $1,284.6 million in 2024, primarily due to higher average selling prices in Aggregates and a 9.8% increase in Specialty Binders shipments.

**Gross profit.** Gross profit increased $48.5 million to $352.0 million. Gross margin improved to 27.4% from 25.9%, reflecting pricing that outpaced cost inflation for diesel, labor and purchased cement.

### Segment Net Sales

| (in millions) | 2024 | 2023 |
| --- | --- | --- |
| Aggregates | $701.2 | $652.8 |
| Specialty Binders | 583.4 | 519.1 |
| Total | $1,284.6 | $1,171.9 |
"""))
    turns.append(m.add({"fy2024_gross_profit_musd": "352.0", "accession_10k_fy2024": "0001583921-25-000012 (filed 2025-02-26)"}))
    turns.append((search("Calder Ridge Materials 2024 sales Reuters analysts estimates"), R(
        ("https://www.reuters.com/business/calder-ridge-forecasts-2025-sales-above-estimates-2025-02-19/", "Calder Ridge forecasts 2025 sales above estimates on infrastructure demand | Reuters",
         "Calder Ridge Materials forecast 2025 net sales above Wall Street estimates on Wednesday, betting on steady demand from federally funded highway projects ...", "Feb 19, 2025"),
        ("https://www.denverbusinessjournal.com/news/2025/02/19/calder-ridge-record-year.html", "Calder Ridge posts record year as aggregates prices climb - Denver Business Journal",
         "The Denver-based producer of crushed stone and specialty binders said full-year sales rose nearly 10% ...", "Feb 19, 2025"),
        ("https://www.marketbeat.com/earnings/reports/2025-2-19-calder-ridge-materials-inc-stock/", "Calder Ridge Materials (CRDG) Q4 2024 Earnings Results - MarketBeat",
         "Calder Ridge Materials reported $0.51 EPS for the quarter, beating the consensus estimate of $0.47 ...", "Feb 19, 2025"),
        ("https://finance.yahoo.com/quote/CRDG/analysis/", "Calder Ridge Materials Inc. (CRDG) Analyst Ratings, Estimates & Forecasts - Yahoo Finance",
         "Revenue estimate current year (2025): 1.37B. Number of analysts: 7 ...", "N/A"),
    )))
    turns.append((extract("https://www.reuters.com/business/calder-ridge-forecasts-2025-sales-above-estimates-2025-02-19/", "how 2024 sales compared with estimates"), """# Calder Ridge forecasts 2025 sales above estimates on infrastructure demand

*By Akash Menon | February 19, 2025 8:14 AM MST*

Feb 19 (Reuters) - Calder Ridge Materials (CRDG.N) forecast 2025 net sales above Wall Street estimates on Wednesday, betting on steady demand from federally funded highway projects, and its shares rose 4% in premarket trading.

The Denver-based company expects 2025 net sales between $1.36 billion and $1.40 billion, compared with analysts' average estimate of $1.35 billion, according to data compiled by LSEG.

Full-year net sales rose 9.6% to $1.28 billion, roughly in line with estimates of $1.27 billion, as the company raised prices for crushed stone and sand and shipped more of its specialty binders used in road resurfacing.

Fourth-quarter net income was $21.4 million, or 51 cents per share, compared with expectations of 47 cents.

Calder Ridge, which operates 64 quarries across the Mountain West and Texas, said it planned to spend $115 million to $125 million on capital projects this year, including a new binder terminal near El Paso.

*(Reporting by Akash Menon in Bengaluru; Editing by Shilpi Majumdar)*
"""))
    turns.append((memory("retrieve", key_list=["fy2024_net_sales_musd", "fy2023_net_sales_musd", "fy2024_gross_margin_pct"]),
                  "Retrieved items:\n" + _js({"fy2024_net_sales_musd": "1248.6", "fy2023_net_sales_musd": "1171.9", "fy2024_gross_margin_pct": "27.4"})))
    turns.append(m.add({"fy2025_guidance": "net sales $1.36-1.40B (Feb 19, 2025 release)"}))
    return dict(tid="h17-search-03", turns=turns, state=state(q, "March 12, 2025"), bad=True, turn=10,
                kind="memory read-back of fy2024_net_sales_musd is 1248.6; the value stored was 1284.6")


def t04() -> dict[str, Any]:
    # clean: arXiv paper with two versions (v1 and v2 state different numbers on different URLs), ACL Anthology venue page, and a similarly titled but different arXiv paper.
    m = Mem()
    q = "How many language pairs does the final version of the arXiv paper 'Sparse Mixture-of-Adapters for Low-Resource Speech Translation' evaluate, and where was it published?"
    turns: list[Turn] = []
    turns.append((search("Sparse Mixture-of-Adapters for Low-Resource Speech Translation arXiv"), R(
        ("https://arxiv.org/abs/2406.18533", "[2406.18533] Sparse Mixture-of-Adapters for Low-Resource Speech Translation",
         "We propose SMoA, a sparse mixture of language-family adapters for end-to-end speech translation ... across 11 low-resource language pairs, SMoA improves BLEU by 2.4 on average ...", "Oct 3, 2024"),
        ("https://arxiv.org/abs/2406.18533v1", "[2406.18533v1] Sparse Mixture-of-Adapters for Low-Resource Speech Translation",
         "... Experiments on 9 low-resource language pairs show an average improvement of 2.1 BLEU over dense adapter baselines while training only 3.8% of parameters ...", "Jun 24, 2024"),
        ("https://aclanthology.org/2024.findings-emnlp.712/", "Sparse Mixture-of-Adapters for Low-Resource Speech Translation - ACL Anthology",
         "Ilse Vandermeer, Tomasz Krajewski, Priya Raghunathan, Owen Achterberg. Findings of the Association for Computational Linguistics: EMNLP 2024 ...", "N/A"),
        ("https://www.semanticscholar.org/paper/Sparse-Mixture-of-Adapters-for-Low-Resource-Vandermeer-Krajewski/6f1e2a9b0c7d", "Sparse Mixture-of-Adapters for Low-Resource Speech Translation | Semantic Scholar",
         "Semantic Scholar extracted view of \"Sparse Mixture-of-Adapters for Low-Resource Speech Translation\" by Ilse Vandermeer et al. 14 citations ...", "N/A"),
        ("https://github.com/ivandermeer/smoa-st", "GitHub - ivandermeer/smoa-st: Code for Sparse Mixture-of-Adapters (Findings of EMNLP 2024)",
         "Official implementation of SMoA. Includes recipes for the 11 language pairs in the paper, pretrained adapter checkpoints and evaluation scripts ...", "N/A"),
        ("https://arxiv.org/abs/2311.04127", "[2311.04127] Mixture-of-Adapters for Multilingual Speech Translation",
         "We study mixture-of-adapters for multilingual end-to-end speech translation on CoVoST 2 ... 8 X-to-English directions ...", "Nov 7, 2023"),
        ("https://paperswithcode.com/paper/sparse-mixture-of-adapters-for-low-resource", "Sparse Mixture-of-Adapters for Low-Resource Speech Translation | Papers With Code",
         "SMoA: sparse routing over language-family adapters. Tasks: speech-to-text translation. Datasets: FLEURS, IWSLT low-resource tracks ...", "N/A"),
    )))
    turns.append((extract("https://arxiv.org/abs/2406.18533", "number of language pairs and venue in the latest version"), """Computer Science > Computation and Language

**arXiv:2406.18533** (cs)

[Submitted on 24 Jun 2024 (v1), last revised 3 Oct 2024 (this version, v2)]

# Title: Sparse Mixture-of-Adapters for Low-Resource Speech Translation

Authors: Ilse Vandermeer, Tomasz Krajewski, Priya Raghunathan, Owen Achterberg

> Abstract: End-to-end speech translation for low-resource languages suffers from negative transfer when a single multilingual model is adapted to many languages at once. We propose SMoA, a sparse mixture of language-family adapters in which a lightweight router activates two of sixteen adapters per layer. Across 11 low-resource language pairs drawn from FLEURS and the IWSLT low-resource tracks, SMoA improves BLEU by 2.4 on average over dense adapter baselines while training only 3.8% of the model's parameters. Gains are largest for languages with under 20 hours of paired speech. We release code and adapter checkpoints.

| | |
| --- | --- |
| Comments: | Accepted to Findings of EMNLP 2024. v2: added Tigrinya-English and Kyrgyz-English experiments; updated averages |
| Subjects: | Computation and Language (cs.CL); Sound (cs.SD); Audio and Speech Processing (eess.AS) |
| Cite as: | arXiv:2406.18533 [cs.CL] |
| | (or arXiv:2406.18533v2 [cs.CL] for this version) |
| | https://doi.org/10.48550/arXiv.2406.18533 |

## Submission history

From: Ilse Vandermeer [view email]
**[v1]** Mon, 24 Jun 2024 17:02:11 UTC (1,204 KB)
**[v2]** Thu, 3 Oct 2024 09:45:37 UTC (1,388 KB)
"""))
    turns.append((extract("https://arxiv.org/abs/2406.18533v1", "what v1 reported"), """Computer Science > Computation and Language

**arXiv:2406.18533v1** (cs)

[Submitted on 24 Jun 2024 (this version), *latest version 3 Oct 2024 (v2)*]

# Title: Sparse Mixture-of-Adapters for Low-Resource Speech Translation

Authors: Ilse Vandermeer, Tomasz Krajewski, Priya Raghunathan, Owen Achterberg

> Abstract: End-to-end speech translation for low-resource languages suffers from negative transfer when a single multilingual model is adapted to many languages at once. We propose SMoA, a sparse mixture of language-family adapters in which a lightweight router activates two of sixteen adapters per layer. Experiments on 9 low-resource language pairs show an average improvement of 2.1 BLEU over dense adapter baselines while training only 3.8% of parameters. Gains are largest for languages with under 20 hours of paired speech.

| | |
| --- | --- |
| Comments: | Under review |
| Subjects: | Computation and Language (cs.CL); Sound (cs.SD); Audio and Speech Processing (eess.AS) |
| Cite as: | arXiv:2406.18533 [cs.CL] |
| | (or arXiv:2406.18533v1 [cs.CL] for this version) |
| | https://doi.org/10.48550/arXiv.2406.18533 |

## Submission history

From: Ilse Vandermeer [view email]
**[v1]** Mon, 24 Jun 2024 17:02:11 UTC (1,204 KB)
**[v2]** Thu, 3 Oct 2024 09:45:37 UTC (1,388 KB)
"""))
    turns.append(m.add({"paper_id": "arXiv:2406.18533 (v2 = 3 Oct 2024)", "final_language_pairs": "11 in v2; v1 (24 Jun 2024) had 9",
                        "avg_bleu_gain": "+2.4 BLEU in v2; +2.1 in v1"}))
    turns.append((extract("https://aclanthology.org/2024.findings-emnlp.712/", "venue, pages, DOI"), """# Sparse Mixture-of-Adapters for Low-Resource Speech Translation

Ilse Vandermeer, Tomasz Krajewski, Priya Raghunathan, Owen Achterberg

## Abstract

End-to-end speech translation for low-resource languages suffers from negative transfer when a single multilingual model is adapted to many languages at once. We propose SMoA, a sparse mixture of language-family adapters in which a lightweight router activates two of sixteen adapters per layer. Across 11 low-resource language pairs drawn from FLEURS and the IWSLT low-resource tracks, SMoA improves BLEU by 2.4 on average over dense adapter baselines while training only 3.8% of the model's parameters. Gains are largest for languages with under 20 hours of paired speech. We release code and adapter checkpoints.

| | |
| --- | --- |
| Anthology ID: | 2024.findings-emnlp.712 |
| Volume: | Findings of the Association for Computational Linguistics: EMNLP 2024 |
| Month: | November |
| Year: | 2024 |
| Address: | Miami, Florida, USA |
| Venue: | Findings |
| Publisher: | Association for Computational Linguistics |
| Pages: | 12187-12201 |
| URL: | https://aclanthology.org/2024.findings-emnlp.712/ |
| DOI: | 10.18653/v1/2024.findings-emnlp.712 |
| PDF: | https://aclanthology.org/2024.findings-emnlp.712.pdf |

Cite (ACL): Ilse Vandermeer, Tomasz Krajewski, Priya Raghunathan, and Owen Achterberg. 2024. Sparse Mixture-of-Adapters for Low-Resource Speech Translation. In *Findings of the Association for Computational Linguistics: EMNLP 2024*, pages 12187-12201, Miami, Florida, USA. Association for Computational Linguistics.
"""))
    turns.append((search("Mixture-of-Adapters multilingual speech translation CoVoST 2 2023"), R(
        ("https://arxiv.org/abs/2311.04127", "[2311.04127] Mixture-of-Adapters for Multilingual Speech Translation",
         "We study mixture-of-adapters for multilingual end-to-end speech translation on CoVoST 2. On 8 X-to-English directions, dense routing over 4 adapters improves BLEU by 1.3 ...", "Nov 7, 2023"),
        ("https://www.isca-archive.org/interspeech_2024/chen24m_interspeech.html", "Mixture-of-Adapters for Multilingual Speech Translation - ISCA Archive",
         "Yu-Han Chen, Jiaqi Liu, Seo-yeon Park. Proc. Interspeech 2024 ...", "N/A"),
        ("https://arxiv.org/abs/2406.18533", "[2406.18533] Sparse Mixture-of-Adapters for Low-Resource Speech Translation",
         "We propose SMoA, a sparse mixture of language-family adapters ... Across 11 low-resource language pairs ...", "Oct 3, 2024"),
        ("https://huggingface.co/papers/2311.04127", "Paper page - Mixture-of-Adapters for Multilingual Speech Translation",
         "Join the discussion on this paper page. Mixture-of-Adapters for Multilingual Speech Translation ...", "Nov 8, 2023"),
        ("https://github.com/facebookresearch/covost", "GitHub - facebookresearch/covost: CoVoST: A Large-Scale Multilingual Speech-To-Text Translation Corpus",
         "CoVoST 2 is a large-scale multilingual speech translation corpus covering translations from 21 languages into English and from English into 15 languages ...", "N/A"),
    )))
    turns.append((extract("https://arxiv.org/abs/2311.04127", "authors and setup, to make sure this is a different paper"), """Computer Science > Computation and Language

**arXiv:2311.04127** (cs)

[Submitted on 7 Nov 2023]

# Title: Mixture-of-Adapters for Multilingual Speech Translation

Authors: Yu-Han Chen, Jiaqi Liu, Seo-yeon Park

> Abstract: We study mixture-of-adapters for multilingual end-to-end speech translation on CoVoST 2. A dense router mixes the outputs of 4 adapters in every decoder layer. On 8 X-to-English directions, dense routing improves BLEU by 1.3 over a single shared adapter and by 0.6 over language-specific adapters, at the cost of 4x adapter compute. We analyse routing weights and find that they cluster by script rather than by language family.

| | |
| --- | --- |
| Comments: | Accepted at Interspeech 2024 |
| Subjects: | Computation and Language (cs.CL); Audio and Speech Processing (eess.AS) |
| Cite as: | arXiv:2311.04127 [cs.CL] |
| | https://doi.org/10.48550/arXiv.2311.04127 |

## Submission history

From: Yu-Han Chen [view email]
**[v1]** Tue, 7 Nov 2023 04:18:52 UTC (612 KB)
"""))
    turns.append(m.add({"venue": "Findings of EMNLP 2024, pp. 12187-12201 (Anthology ID 2024.findings-emnlp.712, DOI 10.18653/v1/2024.findings-emnlp.712)",
                        "not_to_confuse": "arXiv:2311.04127 (Chen, Liu, Park; 8 CoVoST 2 directions; Interspeech 2024) is a different paper"}))
    turns.append(m.retrieve(["final_language_pairs", "venue"]))
    return dict(tid="h17-search-04", turns=turns, state=state(q, "January 28, 2025"), bad=False, turn=None, kind="clean")


def t05() -> dict[str, Any]:
    # clean: stage race live blog (niche cycling site) read twice as the race goes on, official results/GC page, a wire story with a slightly different winning margin (different source).
    m = Mem()
    q = "Who won stage 4 of the 2025 Tour de l'Aveyron, and who leads the general classification after it?"
    turns: list[Turn] = []
    turns.append((search("Tour de l'Aveyron 2025 stage 4 live"), R(
        ("https://www.velofocus.cc/live/2025/tour-de-l-aveyron-stage-4", "Live: Tour de l'Aveyron stage 4 - Rodez to Laguiole | VeloFocus",
         "Follow all the action from the 168.4km fourth stage from Rodez to Laguiole, with the summit finish on the Montée de Laguiole ...", "Aug 15, 2025"),
        ("https://www.tourdelaveyron.fr/en/2025/stage-4", "Stage 4 - Rodez > Laguiole | Tour de l'Aveyron 2025",
         "Stage 4, Friday 15 August: Rodez > Laguiole, 168.4 km. Start 11:45, estimated finish 16:10-16:35. Profile, route map and timetable ...", "N/A"),
        ("https://www.tourdelaveyron.fr/en/2025/stage-3/results", "Stage 3 results - Tour de l'Aveyron 2025",
         "Stage 3 Villefranche-de-Rouergue > Millau. Stage classification, general classification, points, mountains and youth classifications ...", "Aug 14, 2025"),
        ("https://www.procyclingstats.com/race/tour-de-l-aveyron/2025/stage-4", "Tour de l'Aveyron 2025 Stage 4 results - ProCyclingStats",
         "Stage 4 from Rodez to Laguiole. Race information, startlist, profile and results ...", "Aug 15, 2025"),
        ("https://www.velofocus.cc/news/2025/molinaro-holds-lead-tour-aveyron-stage-3", "Molinaro keeps leader's jersey as Garnier sprints to Millau win | VeloFocus",
         "Adrien Molinaro (Team Corvalis) will start stage 4 in the leader's jersey with 14 seconds on Lukas Brenner ...", "Aug 14, 2025"),
        ("https://twitter.com/TourAveyron/status/1956312844102", "Tour de l'Aveyron on X",
         "KM 0! The peloton is on its way from Rodez. 168.4 km to go and a summit finish at Laguiole. #TdA2025", "Aug 15, 2025"),
    )))
    live1 = """# Live: Tour de l'Aveyron stage 4 - Rodez to Laguiole

*VeloFocus live report | Last updated: 15:05 CEST, Friday 15 August 2025*

Stage 4 is the queen stage of the 2025 Tour de l'Aveyron: 168.4 km from Rodez to Laguiole with three categorised climbs and a summit finish on the Montée de Laguiole (5.9 km at 6.4%). Adrien Molinaro (Team Corvalis) starts in the leader's jersey, 14 seconds ahead of Lukas Brenner (Velonova) and 31 seconds ahead of Iker Zubeldia (Euskal Bidea).

---

**15:05** - 58 km to go: the five leaders have 3:10 over the peloton, where Team Corvalis are setting the pace for Molinaro. Zubeldia is the best-placed rider in the break, 31 seconds down overnight, so he is the virtual leader on the road.

**14:48** - Intermediate sprint at Espalion: 1. Mathis Ferrand (Team Corvalis), 2. Kasper Lindqvist (Nordhavn Cycling), 3. Tom Aldridge (Brennan-Halloway).

**14:20** - The gap goes out to 3:45, the largest of the day.

**13:35** - Côte de Bozouls (cat. 3): 1. Joris Vandaele (Velonova), 2. Zubeldia, 3. Aldridge.

**12:42** - A break of five is clear: Mathis Ferrand (Team Corvalis), Joris Vandaele (Velonova), Kasper Lindqvist (Nordhavn Cycling), Iker Zubeldia (Euskal Bidea) and Tom Aldridge (Brennan-Halloway).

**11:45** - The flag drops in Rodez. 124 riders start the stage.
"""
    turns.append((extract("https://www.velofocus.cc/live/2025/tour-de-l-aveyron-stage-4", "current race situation"), live1))
    turns.append((search("Tour de l'Aveyron 2025 general classification after stage 3"), R(
        ("https://www.tourdelaveyron.fr/en/2025/stage-3/results", "Stage 3 results - Tour de l'Aveyron 2025",
         "General classification after stage 3: 1. Adrien Molinaro (Team Corvalis) 11h42'18\", 2. Lukas Brenner (Velonova) +14\", 3. Iker Zubeldia (Euskal Bidea) +31\" ...", "Aug 14, 2025"),
        ("https://www.velofocus.cc/news/2025/molinaro-holds-lead-tour-aveyron-stage-3", "Molinaro keeps leader's jersey as Garnier sprints to Millau win | VeloFocus",
         "Félix Garnier won a reduced bunch sprint in Millau while Adrien Molinaro finished safely to keep his 14-second lead ...", "Aug 14, 2025"),
        ("https://www.procyclingstats.com/race/tour-de-l-aveyron/2025/stage-3-gc", "Tour de l'Aveyron 2025 Stage 3 GC - ProCyclingStats",
         "General classification after stage 3 ...", "Aug 14, 2025"),
    )))
    turns.append((extract("https://www.tourdelaveyron.fr/en/2025/stage-3/results", "general classification after stage 3"), """# Stage 3 - Villefranche-de-Rouergue > Millau (172.0 km) - Results

*Thursday 14 August 2025*

## Stage classification (top 5)

| Pos | Rider | Team | Time |
| --- | --- | --- | --- |
| 1 | Félix Garnier | Brennan-Halloway | 4h08'51" |
| 2 | Lukas Brenner | Velonova | s.t. |
| 3 | Oskar Dahl | Nordhavn Cycling | s.t. |
| 4 | Mathis Ferrand | Team Corvalis | s.t. |
| 5 | Adrien Molinaro | Team Corvalis | s.t. |

## General classification after stage 3

| Pos | Rider | Team | Time |
| --- | --- | --- | --- |
| 1 | Adrien Molinaro | Team Corvalis | 11h42'18" |
| 2 | Lukas Brenner | Velonova | +14" |
| 3 | Iker Zubeldia | Euskal Bidea | +31" |
| 4 | Félix Garnier | Brennan-Halloway | +39" |
| 5 | Oskar Dahl | Nordhavn Cycling | +52" |
| 6 | Pieter Leclercq | Velonova | +1'05" |
| 7 | Nils Oyarbide | Euskal Bidea | +1'21" |
| 8 | Thomas Rouvière | Team Corvalis | +1'48" |
| ... | | | |
| 14 | Kasper Lindqvist | Nordhavn Cycling | +4'52" |

Points: Félix Garnier | Mountains: Joris Vandaele | Youth: Oskar Dahl | Teams: Team Corvalis
"""))
    live2 = """# Live: Tour de l'Aveyron stage 4 - Rodez to Laguiole

*VeloFocus live report | Last updated: 16:22 CEST, Friday 15 August 2025*

Stage 4 is the queen stage of the 2025 Tour de l'Aveyron: 168.4 km from Rodez to Laguiole with three categorised climbs and a summit finish on the Montée de Laguiole (5.9 km at 6.4%). Adrien Molinaro (Team Corvalis) starts in the leader's jersey, 14 seconds ahead of Lukas Brenner (Velonova) and 31 seconds ahead of Iker Zubeldia (Euskal Bidea).

---

**16:22** - FINISH: Iker Zubeldia wins stage 4 solo at Laguiole and takes the overall lead! Kasper Lindqvist is second, 19 seconds back, Mathis Ferrand third. The Molinaro group crosses the line 1:02 down, with Brenner leading them in. Provisional GC: Zubeldia leads Molinaro by 41 seconds.

**16:14** - 2 km to go: Zubeldia has 22 seconds on Lindqvist. The peloton is at 1:05.

**16:06** - Zubeldia attacks on the steepest ramp of the Montée de Laguiole, 5 km from the line. Only Lindqvist can respond at first, but he cannot close the gap.

**15:41** - 25 km to go: the gap is falling fast, 1:58.

**15:05** - 58 km to go: the five leaders have 3:10 over the peloton, where Team Corvalis are setting the pace for Molinaro. Zubeldia is the best-placed rider in the break, 31 seconds down overnight, so he is the virtual leader on the road.

**14:48** - Intermediate sprint at Espalion: 1. Mathis Ferrand (Team Corvalis), 2. Kasper Lindqvist (Nordhavn Cycling), 3. Tom Aldridge (Brennan-Halloway).

**14:20** - The gap goes out to 3:45, the largest of the day.

**13:35** - Côte de Bozouls (cat. 3): 1. Joris Vandaele (Velonova), 2. Zubeldia, 3. Aldridge.

**12:42** - A break of five is clear: Mathis Ferrand (Team Corvalis), Joris Vandaele (Velonova), Kasper Lindqvist (Nordhavn Cycling), Iker Zubeldia (Euskal Bidea) and Tom Aldridge (Brennan-Halloway).

**11:45** - The flag drops in Rodez. 124 riders start the stage.
"""
    turns.append((extract("https://www.velofocus.cc/live/2025/tour-de-l-aveyron-stage-4", "stage result"), live2))
    turns.append(m.add({"stage4_winner": "Iker Zubeldia (Euskal Bidea), solo at Laguiole",
                        "gc_leader_after_s4": "Zubeldia per VeloFocus live (provisional, +41\" on Molinaro); confirm with official results"}))
    turns.append((extract("https://www.tourdelaveyron.fr/en/2025/stage-4/results", "official stage 4 result and GC"), """# Stage 4 - Rodez > Laguiole (168.4 km) - Results

*Friday 15 August 2025 | Official results, validated by the commissaires' panel*

## Stage classification (top 8)

| Pos | Rider | Team | Time | Bonus |
| --- | --- | --- | --- | --- |
| 1 | Iker Zubeldia | Euskal Bidea | 4h01'37" | B:10" |
| 2 | Kasper Lindqvist | Nordhavn Cycling | +19" | B:6" |
| 3 | Mathis Ferrand | Team Corvalis | +44" | B:4" |
| 4 | Lukas Brenner | Velonova | +1'02" | |
| 5 | Adrien Molinaro | Team Corvalis | +1'02" | |
| 6 | Félix Garnier | Brennan-Halloway | +1'02" | |
| 7 | Oskar Dahl | Nordhavn Cycling | +1'02" | |
| 8 | Pieter Leclercq | Velonova | +1'02" | |

## General classification after stage 4

| Pos | Rider | Team | Time |
| --- | --- | --- | --- |
| 1 | Iker Zubeldia | Euskal Bidea | 15h44'16" |
| 2 | Adrien Molinaro | Team Corvalis | +41" |
| 3 | Lukas Brenner | Velonova | +55" |
| 4 | Félix Garnier | Brennan-Halloway | +1'20" |
| 5 | Oskar Dahl | Nordhavn Cycling | +1'33" |
| 6 | Pieter Leclercq | Velonova | +1'46" |
| 7 | Nils Oyarbide | Euskal Bidea | +2'02" |
| 8 | Thomas Rouvière | Team Corvalis | +2'29" |
| ... | | | |
| 12 | Kasper Lindqvist | Nordhavn Cycling | +4'44" |

Points: Félix Garnier | Mountains: Joris Vandaele | Youth: Oskar Dahl | Teams: Team Corvalis | Most combative: Iker Zubeldia
"""))
    turns.append((search("Zubeldia wins Laguiole Tour de l'Aveyron stage 4"), R(
        ("https://www.cyclingwire.eu/2025/08/15/zubeldia-solos-to-laguiole-takes-aveyron-lead", "Zubeldia solos to Laguiole, takes Tour de l'Aveyron lead - CyclingWire",
         "Basque climber Iker Zubeldia attacked from the day's breakaway 5km from the summit and finished 20 seconds clear of Kasper Lindqvist to take the overall lead ...", "Aug 15, 2025"),
        ("https://www.velofocus.cc/news/2025/zubeldia-wins-tour-aveyron-stage-4", "Zubeldia wins queen stage, Molinaro loses lead | VeloFocus",
         "Iker Zubeldia (Euskal Bidea) won stage 4 at Laguiole from the breakaway and now leads Adrien Molinaro by 41 seconds with two stages to go ...", "Aug 15, 2025"),
        ("https://www.tourdelaveyron.fr/en/2025/stage-4/results", "Stage 4 results - Tour de l'Aveyron 2025",
         "Stage classification: 1. Iker Zubeldia (Euskal Bidea) 4h01'37\" ... General classification: 1. Iker Zubeldia 15h44'16\" ...", "Aug 15, 2025"),
        ("https://www.euskalbidea.eus/albisteak/zubeldia-laguiole", "Iker Zubeldia garaile Laguiolen! - Euskal Bidea",
         "Gure Iker Zubeldiak laugarren etapa irabazi du eta sailkapen orokorreko buru da ...", "Aug 15, 2025"),
    )))
    turns.append(m.update({"gc_leader_after_s4": "Iker Zubeldia, 15h44'16\", +41\" on Molinaro, +55\" on Brenner (official results)"}))
    turns.append(m.retrieve_all())
    return dict(tid="h17-search-05", turns=turns, state=state(q, "August 15, 2025"), bad=False, turn=None, kind="clean")


def t06() -> dict[str, Any]:
    # bad: state business registry (Oregon SOS), OpenCorporates, company site. Turn 6 re-reads the same registry detail page and shows Entity Status INA, though turn 2 showed ACT with the same history and the same "current as of" date.
    m = Mem()
    q = "Is Bramblecote Cider Works LLC (Oregon) still active, who is its registered agent, and when was it formed?"
    turns: list[Turn] = []
    sos = "https://egov.sos.state.or.us/br/pkg_web_name_srch_inq.show_detl?p_be_rsn=2218374&p_srce=BR_INQ&p_print=FALSE"
    turns.append((search("Bramblecote Cider Works LLC Oregon business registry"), R(
        (sos, "Business Name Search - Business Registry Business Entity Data - Oregon Secretary of State",
         "BRAMBLECOTE CIDER WORKS LLC. Registry Nbr 1847263-95. Entity Type DLLC. Jurisdiction OREGON. Registry Date 06-14-2021 ...", "N/A"),
        ("https://opencorporates.com/companies/us_or/184726395", "BRAMBLECOTE CIDER WORKS LLC :: Oregon (US) :: OpenCorporates",
         "BRAMBLECOTE CIDER WORKS LLC (Oregon (US), 14 Jun 2021, company number 184726395) ...", "N/A"),
        ("https://www.bramblecotecider.com/about", "About Us | Bramblecote Cider Works - Hood River, Oregon",
         "Family-run cidery on Tucker Road in the Hood River Valley. We press apples and pears from our own orchard and neighboring farms ...", "N/A"),
        ("https://www.bizapedia.com/or/bramblecote-cider-works-llc.html", "Bramblecote Cider Works LLC in Hood River, OR | Company Info & Reviews",
         "Bramblecote Cider Works LLC is an Oregon Domestic Limited-Liability Company filed on June 14, 2021. The company's filing status is listed as Active ...", "N/A"),
        ("https://www.hoodrivernews.com/news/new-cidery-opens-on-tucker-road/article_5e1c0a2e.html", "New cidery opens on Tucker Road - Hood River News",
         "Hollis and Renata Quade opened the tasting room at Bramblecote Cider Works on Saturday after two years of planting and pressing ...", "Jun 8, 2022"),
        ("https://untappd.com/BramblecoteCider", "Bramblecote Cider Works - Hood River, OR - Untappd",
         "Cider - Traditional, Perry, Cider - Dry. 14 ciders, 2,311 ratings ...", "N/A"),
    )))
    page = """# Business Registry Business Name Search

**Oregon Secretary of State - Corporation Division**

*New Search | Printer Friendly*

## Business Entity Data

*Current As Of: 10-20-2025*

| Registry Nbr | Entity Type | Entity Status | Jurisdiction | Registry Date | Next Renewal Date | Renewal Due? |
| --- | --- | --- | --- | --- | --- | --- |
| 1847263-95 | DLLC | {status} | OREGON | 06-14-2021 | 06-14-2026 | |

| Entity Name | BRAMBLECOTE CIDER WORKS LLC |
| --- | --- |
| Foreign Name | |

## Associated Names

| Type | Name / Address | Start Date | Resign Date |
| --- | --- | --- | --- |
| PPB PRINCIPAL PLACE OF BUSINESS | 4410 TUCKER RD, HOOD RIVER OR 97031 UNITED STATES OF AMERICA | | |
| AGT REGISTERED AGENT | HOLLIS QUADE, 4410 TUCKER RD, HOOD RIVER OR 97031 | 06-14-2021 | |
| MAL MAILING ADDRESS | PO BOX 1187, HOOD RIVER OR 97031 | | |
| MEM MEMBER | HOLLIS QUADE, 4410 TUCKER RD, HOOD RIVER OR 97031 | | |
| MEM MEMBER | RENATA QUADE, 4410 TUCKER RD, HOOD RIVER OR 97031 | | |

## Name History

| Business Entity Name | Name Type | Name Status | Start Date | End Date |
| --- | --- | --- | --- | --- |
| BRAMBLECOTE CIDER WORKS LLC | EN | CUR | 06-14-2021 | |

## Summary History

| Image Available | Action | Transaction Date | Effective Date | Status | Name/Agent Change | Dissolved By |
| --- | --- | --- | --- | --- | --- | --- |
| ☐ | ANNUAL REPORT | 05-30-2025 | | FI | | |
| ☐ | ANNUAL REPORT | 06-03-2024 | | FI | | |
| ☐ | ANNUAL REPORT | 06-12-2023 | | FI | | |
| ☐ | AMENDMENT TO ARTICLES/ADMISSION | 11-08-2022 | | FI | | |
| ☐ | ANNUAL REPORT | 06-10-2022 | | FI | | |
| ☐ | ARTICLES OF ORGANIZATION | 06-14-2021 | | FI | Agent | |

*About Our Registry Data: This data is provided as a public service. Status codes: ACT = Active, INA = Inactive. FI = Filed.*
"""
    turns.append((extract(sos, "entity status, registered agent, registry date"), page.replace("{status}", "ACT")))
    turns.append((extract("https://opencorporates.com/companies/us_or/184726395", "status and incorporation date"), """# BRAMBLECOTE CIDER WORKS LLC

**Company Number** 184726395
**Status** Active
**Incorporation Date** 14 June 2021 (over 4 years ago)
**Company Type** DOMESTIC LIMITED LIABILITY COMPANY
**Jurisdiction** Oregon (US)
**Registered Address** 4410 TUCKER RD, HOOD RIVER, OR, 97031, United States
**Agent Name** HOLLIS QUADE
**Agent Address** 4410 TUCKER RD, HOOD RIVER, OR, 97031
**Directors / Officers**
- HOLLIS QUADE, member
- RENATA QUADE, member

**Registry Page** https://egov.sos.state.or.us/br/pkg_web_name_srch_inq.show_detl?p_be_rsn=2218374

## Latest Events

- 2025-05-30 Annual Report
- 2024-06-03 Annual Report
- 2023-06-12 Annual Report

*Source: Oregon Secretary of State, data last updated 11 October 2025*
"""))
    turns.append(m.add({"entity_status": "ACT (Active) per Oregon SOS, current as of 10-20-2025; OpenCorporates also Active",
                        "registered_agent": "Hollis Quade, 4410 Tucker Rd, Hood River OR 97031 (since 06-14-2021)",
                        "formed": "2021-06-14 (Articles of Organization), Registry Nbr 1847263-95"}))
    turns.append((search("Bramblecote Cider Works assumed business name Hood River"), R(
        ("https://www.bramblecotecider.com/about", "About Us | Bramblecote Cider Works - Hood River, Oregon",
         "Family-run cidery on Tucker Road in the Hood River Valley. Tasting room open Thursday-Sunday, 12-6 ...", "N/A"),
        ("https://www.hoodrivernews.com/news/new-cidery-opens-on-tucker-road/article_5e1c0a2e.html", "New cidery opens on Tucker Road - Hood River News",
         "Hollis and Renata Quade opened the tasting room at Bramblecote Cider Works on Saturday ...", "Jun 8, 2022"),
        ("https://www.yelp.com/biz/bramblecote-cider-works-hood-river", "Bramblecote Cider Works - Hood River - Yelp",
         "4.7 (86 reviews). Cideries. Open until 6:00 PM ...", "N/A"),
        ("https://hoodriverfruitloop.com/members/bramblecote-cider-works/", "Bramblecote Cider Works | Hood River County Fruit Loop",
         "Stop #23 on the Fruit Loop. Hard cider, perry and u-pick pears in September ...", "N/A"),
    )))
    turns.append((extract(sos, "name history and any assumed business names"), page.replace("{status}", "INA")))
    turns.append((extract("https://www.bramblecotecider.com/about", "owners and opening"), """# About Bramblecote Cider Works

We're Hollis and Renata Quade. In 2021 we bought a tired pear orchard on Tucker Road, planted 900 cider apple trees beside it, and started pressing in a converted fruit shed.

Our tasting room opened in June 2022. Today we make dry ciders, a barrel-aged perry and a couple of seasonal releases from fruit grown within five miles of the farm.

## Visit

**4410 Tucker Rd, Hood River, OR 97031**
Tasting room: Thursday-Sunday, 12-6 pm (closed January)
Groups of 8+: please book ahead.

## Find us

We're stop #23 on the Hood River County Fruit Loop. Our ciders are also poured at a handful of Portland bottle shops - see the *Where to buy* page.
"""))
    turns.append(m.add({"owners": "Hollis and Renata Quade (members); tasting room opened June 2022"}))
    return dict(tid="h17-search-06", turns=turns, state=state(q, "October 20, 2025"), bad=True, turn=6,
                kind="re-read of the same registry page shows Entity Status INA; the first read showed ACT with identical history and as-of date")


def t07() -> dict[str, Any]:
    # bad: local TV live blog on a windstorm, utility newsroom, NWS statement. Turn 7 re-reads the live blog and it shows "Last updated: 11:26 a.m." with a newest entry at 11:26, though turn 2's read was updated 11:48 a.m. with an entry at 11:40 (clock goes backwards).
    m = Mem()
    q = "How many customers lost power in Bellhaven County during the October 14, 2025 windstorm, and what was the highest wind gust recorded?"
    turns: list[Turn] = []
    live = "https://www.kxvt13.com/weather/live-updates-bellhaven-windstorm-power-outages-october-14-2025"
    turns.append((search("Bellhaven windstorm power outages live updates"), R(
        (live, "LIVE UPDATES: Windstorm knocks out power to tens of thousands in Bellhaven County | KXVT 13",
         "Follow live: high wind warning until 4 p.m. Cascade Sound Energy reports more than 40,000 customers without power. Schools closing early ...", "Oct 14, 2025"),
        ("https://www.cascadesoundenergy.com/outage-map", "Outage Map | Cascade Sound Energy",
         "View current outages, estimated restoration times and crew status in your area. Report an outage or sign up for alerts ...", "N/A"),
        ("https://www.cascadesoundenergy.com/newsroom/storm-update-october-14", "Storm update: crews responding to widespread outages | CSE Newsroom",
         "Strong winds are causing widespread outages across Bellhaven and Orrin counties. We have called in additional crews from Oregon and Idaho ...", "Oct 14, 2025"),
        ("https://forecast.weather.gov/product.php?site=SEW&product=NPW&issuedby=SEW", "High Wind Warning - National Weather Service Seattle",
         "HIGH WIND WARNING REMAINS IN EFFECT UNTIL 4 PM PDT THIS AFTERNOON ... South winds 30 to 40 mph with gusts to 70 mph ...", "Oct 14, 2025"),
        ("https://www.bellhavenherald.com/news/local/article291104587.html", "Bellhaven schools to close early as windstorm strengthens - Bellhaven Herald",
         "Bellhaven School District will dismiss students at noon Tuesday. After-school activities are canceled ...", "Oct 14, 2025"),
        ("https://www.reddit.com/r/Bellhaven/comments/1o6d2k1/power_out_in_north_end/", "Power out in North End? : r/Bellhaven",
         "Lost power around 9:15, CSE map says estimated restoration 8pm. Huge tree down on Larch St ...", "Oct 14, 2025"),
    )))
    head = """# LIVE UPDATES: Windstorm knocks out power to tens of thousands in Bellhaven County

*KXVT 13 News staff | Last updated: {upd}, Oct. 14, 2025*

A high wind warning is in effect for Bellhaven and Orrin counties until 4 p.m. Tuesday. Here's what we know.

---

"""
    e_1115 = "**11:15 a.m.** - The National Weather Service says a gust of 71 mph was measured at Point Orrin at 10:58 a.m., the strongest so far in this storm. Bellhaven Airport has gusted to 64 mph.\n\n"
    rest = """**10:50 a.m.** - Bellhaven School District will dismiss all students at noon. After-school activities and evening events are canceled.

**10:20 a.m.** - Orrin Island ferry sailings are suspended until further notice because of high seas at the Bellhaven terminal.

**9:45 a.m.** - Power outages top 30,000 customers in Bellhaven County, according to Cascade Sound Energy's outage map. The hardest-hit areas are the North End, Fairmount and Lake Ostrander.

**8:30 a.m.** - Good morning. The National Weather Service has a high wind warning in effect until 4 p.m., with south winds of 30 to 40 mph and gusts up to 70 mph expected, strongest late morning through early afternoon.
"""
    first = head.replace("{upd}", "11:48 a.m. PDT") + "**11:40 a.m.** - Cascade Sound Energy's outage map now shows 42,310 customers without power in Bellhaven County, the highest number so far today. CSE says it has 212 crews working and more on the way from Oregon and Idaho.\n\n" + e_1115 + rest
    turns.append((extract(live, "latest outage count and peak gust"), first))
    turns.append((search("Cascade Sound Energy storm update October 14 outages Bellhaven"), R(
        ("https://www.cascadesoundenergy.com/newsroom/storm-update-october-14", "Storm update: crews responding to widespread outages | CSE Newsroom",
         "As of 11 a.m., approximately 41,800 customers in Bellhaven County and 6,900 in Orrin County are without power ...", "Oct 14, 2025"),
        ("https://www.cascadesoundenergy.com/outage-map", "Outage Map | Cascade Sound Energy",
         "View current outages, estimated restoration times and crew status in your area ...", "N/A"),
        ("https://twitter.com/CSEnergy/status/1978102443521", "Cascade Sound Energy on X",
         "We know it's a tough day. Crews are out in force. If you see a downed line, stay 35 feet away and call 911 ...", "Oct 14, 2025"),
        ("https://www.bellhavenherald.com/news/local/article291109932.html", "Tens of thousands without power as windstorm batters Bellhaven - Bellhaven Herald",
         "Cascade Sound Energy said restoration for some customers could take until Wednesday night ...", "Oct 14, 2025"),
    )))
    turns.append((extract("https://www.cascadesoundenergy.com/newsroom/storm-update-october-14", "outage numbers and restoration estimate"), """# Storm update: crews responding to widespread outages

*CSE Newsroom | Posted Oct. 14, 2025, 11:30 a.m.*

Strong south winds are causing widespread outages across our service area. **As of 11 a.m., approximately 41,800 customers in Bellhaven County and 6,900 in Orrin County are without power.**

## What we're doing

- 212 crews are assessing damage and making repairs, including contract crews from Oregon and Idaho.
- We prioritize hospitals, water treatment and other critical facilities, then the repairs that restore the most customers.
- Crews cannot use bucket trucks when sustained winds exceed 40 mph, so some repairs will wait until winds ease this afternoon.

## When will my power be back?

Most customers should be restored by Wednesday evening. Customers on lines that serve only a few homes may be restored later. Check the outage map for your estimated restoration time.

## Stay safe

Stay at least 35 feet away from downed power lines and call 911. Never run a generator indoors or in a garage.

*Next update by 3 p.m.*
"""))
    turns.append((extract("https://forecast.weather.gov/product.php?site=SEW&product=PNS&issuedby=SEW", "peak wind gust reports"), """000
NOUS46 KSEW 141905
PNSSEW

Public Information Statement
National Weather Service Seattle WA
1205 PM PDT Tue Oct 14 2025

...PEAK WIND GUST REPORTS FROM THE OCTOBER 14 WINDSTORM...

The following are peak wind gusts received through 1155 AM PDT.
Additional reports will be included in later statements.

Location                      Peak Gust   Time (PDT)   Source
Point Orrin                     71 mph      1058 AM    Mesonet
Marrow Ridge                    68 mph      1031 AM    RAWS
Bellhaven Airport (KBLH)        64 mph      1112 AM    ASOS
Fairmount                       59 mph      1044 AM    CWOP
Lake Ostrander                  57 mph      1120 AM    Mesonet
Orrin Island Ferry Terminal     55 mph      1009 AM    WSDOT

$$

Observations are collected from a variety of sources with varying
equipment, exposures and quality control.
"""))
    turns.append(m.add({"peak_gust": "71 mph at Point Orrin, 10:58 AM PDT (NWS Seattle PNS issued 12:05 PM)",
                        "outages_bellhaven_1140am": "42,310 customers (KXVT live blog citing CSE map); CSE said ~41,800 as of 11 a.m."}))
    second = head.replace("{upd}", "11:26 a.m. PDT") + "**11:26 a.m.** - Cascade Sound Energy says crews have restored power to about 5,000 customers since 10 a.m., but 38,900 remain without power in Bellhaven County. CSE expects most customers to be restored by Wednesday evening.\n\n" + e_1115 + rest
    turns.append((extract(live, "any newer outage figures"), second))
    turns.append((search("Bellhaven County outages peaked windstorm October 14 2025"), R(
        ("https://www.bellhavenherald.com/news/local/article291121406.html", "Windstorm outages peaked near 48,000 in Bellhaven County; most power back by Wednesday - Bellhaven Herald",
         "Outages peaked at about 47,600 Bellhaven County customers shortly after 1 p.m. Tuesday, Cascade Sound Energy said in an evening update ...", "Oct 14, 2025"),
        ("https://www.cascadesoundenergy.com/newsroom/storm-update-october-14-evening", "Evening storm update: restoration under way | CSE Newsroom",
         "Outages in Bellhaven County peaked at approximately 47,600 customers at 1:10 p.m. As of 6 p.m., 29,450 customers remain without power ...", "Oct 14, 2025"),
        (live, "LIVE UPDATES: Windstorm knocks out power to tens of thousands in Bellhaven County | KXVT 13",
         "Follow live: high wind warning until 4 p.m. Cascade Sound Energy reports tens of thousands of customers without power ...", "Oct 14, 2025"),
        ("https://www.kiro7.com/news/local/windstorm-leaves-thousands-without-power-across-puget-sound/", "Windstorm leaves thousands without power across western Washington",
         "Utilities across western Washington reported outages Tuesday as a strong storm moved through ...", "Oct 14, 2025"),
    )))
    turns.append(m.add({"outages_peak": "~47,600 Bellhaven County customers at 1:10 p.m. (CSE evening update)"}))
    return dict(tid="h17-search-07", turns=turns, state=state(q, "October 14, 2025"), bad=True, turn=7,
                kind="live blog's last-updated time goes back from 11:48 to 11:26 a.m. on a later read (newest entry now earlier than the 11:40 entry seen before)")


def t08() -> dict[str, Any]:
    # clean: Hawaii State Legislature measure status page, two bill drafts with different appropriations (HD2 vs CD1), a different bill with the same number in the other chamber, a Civil Beat story from before the signing.
    m = Mem()
    q = "What is the current status of Hawaii HB1187 (2025 session), and how much does its final draft appropriate?"
    turns: list[Turn] = []
    status = "https://www.capitol.hawaii.gov/session/measure_indiv.aspx?billtype=HB&billnumber=1187&year=2025"
    turns.append((search("Hawaii HB1187 2025 agricultural water systems"), R(
        (status, "HB1187 HD2 SD1 CD1 - Hawaii State Legislature",
         "RELATING TO AGRICULTURAL WATER SYSTEMS. Appropriates funds to the Department of Agriculture for repair and maintenance of state-owned agricultural irrigation systems ...", "N/A"),
        ("https://www.civilbeat.org/2025/04/lawmakers-agree-on-irrigation-repair-money/", "Lawmakers Agree On Money To Fix Aging Irrigation Systems - Honolulu Civil Beat",
         "House and Senate negotiators agreed Friday to spend $3.2 million in each of the next two years on state-owned irrigation systems ...", "Apr 25, 2025"),
        ("https://legiscan.com/HI/bill/HB1187/2025", "Hawaii HB1187 | 2025 | Regular Session | LegiScan",
         "Bill Title: Relating To Agricultural Water Systems. Status: Chaptered on July 9 2025 - 100% progression ...", "N/A"),
        ("https://www.capitol.hawaii.gov/session/measure_indiv.aspx?billtype=SB&billnumber=1187&year=2025", "SB1187 - Hawaii State Legislature",
         "RELATING TO TAXATION. Amends the general excise tax exemption for ...", "N/A"),
        ("https://hdoa.hawaii.gov/arm/irrigation-systems/", "Agricultural Resource Management Division - Irrigation Systems",
         "The Department of Agriculture operates five irrigation systems statewide: Waimanalo, Molokai, Waimea, Kahuku and Upcountry Maui ...", "N/A"),
    )))
    turns.append((extract(status, "current status and versions"), """# HB1187 HD2 SD1 CD1

| | |
| --- | --- |
| Measure Title: | RELATING TO AGRICULTURAL WATER SYSTEMS. |
| Report Title: | Agricultural Water Systems; Irrigation; Repair and Maintenance; Appropriation ($) |
| Description: | Appropriates funds to the Department of Agriculture for repair and maintenance of state-owned agricultural irrigation systems. (CD1) |
| Companion: | SB1392 |
| Package: | None |
| Current Referral: | AGR/WTL, WAM |
| Introducer(s): | KAHALE, NAKOA, TORRES-ALBANO, Fontaine, Ikeda |
| Act: | ACT 241 |

## Measure Status

| Date | | Status Text |
| --- | --- | --- |
| 1/21/2025 | H | Introduced and Pass First Reading. |
| 1/24/2025 | H | Referred to AGR, FIN, referral sheet 2 |
| 2/6/2025 | H | The committee(s) on AGR recommend(s) that the measure be PASSED, WITH AMENDMENTS. |
| 2/10/2025 | H | Reported from AGR (Stand. Com. Rep. No. 412), recommending passage on Second Reading as amended (HD1) and referral to FIN. |
| 2/10/2025 | H | Passed Second Reading as amended in HD1 and referred to the committee(s) on FIN. |
| 2/26/2025 | H | The committee(s) on FIN recommend(s) that the measure be PASSED, WITH AMENDMENTS. |
| 3/4/2025 | H | Passed Third Reading as amended in HD2 with none voting aye with reservations; Ayes, 50; Noes, 1 (Representative(s) Kealoha). |
| 3/6/2025 | S | Received from House (Hse. Com. No. 512). |
| 3/7/2025 | S | Passed First Reading. Referred to AGR/WTL, WAM. |
| 3/20/2025 | S | Report adopted; Passed Second Reading, as amended (SD1) and referred to WAM. |
| 4/8/2025 | S | Report adopted; Passed Third Reading, as amended (SD1). Ayes, 25; Aye(s) with reservations: none; Noes, 0. |
| 4/10/2025 | H | House disagrees with Senate amendment (Sen. Com. No. 731). |
| 4/25/2025 | H | Conference Committee recommends that the measure be PASSED, WITH AMENDMENTS (CD1). |
| 4/29/2025 | H | Passed Final Reading as amended in CD1; Ayes, 51; Noes, 0. |
| 4/29/2025 | S | Passed Final Reading, as amended (CD1). Ayes, 25; Noes, 0. |
| 4/30/2025 | H | Enrolled to Governor. |
| 7/9/2025 | S | Act 241, on 07/09/2025 (Gov. Msg. No. 1342). |

## Versions

| Version | Date |
| --- | --- |
| HB1187 | 1/17/2025 |
| HB1187 HD1 | 2/10/2025 |
| HB1187 HD2 | 3/3/2025 |
| HB1187 HD2 SD1 | 4/4/2025 |
| HB1187 HD2 SD1 CD1 | 4/25/2025 |
| Act 241 | 7/9/2025 |
"""))
    turns.append((extract("https://www.capitol.hawaii.gov/sessions/session2025/bills/HB1187_HD2_.HTM", "appropriation amount in HD2"), """HOUSE OF REPRESENTATIVES
THIRTY-THIRD LEGISLATURE, 2025
STATE OF HAWAII

H.B. NO. 1187 H.D. 2

# A BILL FOR AN ACT

RELATING TO AGRICULTURAL WATER SYSTEMS.

BE IT ENACTED BY THE LEGISLATURE OF THE STATE OF HAWAII:

SECTION 1. The legislature finds that many of the State's agricultural irrigation systems were built more than a century ago for plantation agriculture and now suffer from leaking ditches, failing siphons and deferred maintenance. Reliable irrigation water is essential to the State's goal of increasing local food production.

SECTION 2. There is appropriated out of the general revenues of the State of Hawaii the sum of $4,500,000 or so much thereof as may be necessary for fiscal year 2025-2026 for the repair and maintenance of state-owned agricultural irrigation systems.

The sum appropriated shall be expended by the department of agriculture for the purposes of this Act.

SECTION 3. This Act shall take effect on July 1, 3000.

Report Title: Agricultural Water Systems; Irrigation; Repair and Maintenance; Appropriation ($)

Description: Appropriates funds to the Department of Agriculture for repair and maintenance of state-owned agricultural irrigation systems. Effective 7/1/3000. (HD2)
"""))
    turns.append((extract("https://www.capitol.hawaii.gov/sessions/session2025/bills/HB1187_CD1_.HTM", "appropriation amount in the final CD1 draft"), """HOUSE OF REPRESENTATIVES
THIRTY-THIRD LEGISLATURE, 2025
STATE OF HAWAII

H.B. NO. 1187 H.D. 2 S.D. 1 C.D. 1

# A BILL FOR AN ACT

RELATING TO AGRICULTURAL WATER SYSTEMS.

BE IT ENACTED BY THE LEGISLATURE OF THE STATE OF HAWAII:

SECTION 1. The legislature finds that many of the State's agricultural irrigation systems were built more than a century ago for plantation agriculture and now suffer from leaking ditches, failing siphons and deferred maintenance. Reliable irrigation water is essential to the State's goal of increasing local food production.

SECTION 2. There is appropriated out of the general revenues of the State of Hawaii the sum of $3,200,000 or so much thereof as may be necessary for fiscal year 2025-2026 and the same sum or so much thereof as may be necessary for fiscal year 2026-2027 for the repair and maintenance of state-owned agricultural irrigation systems; provided that no less than $800,000 in each fiscal year shall be expended on the Waimea irrigation system.

The sums appropriated shall be expended by the department of agriculture for the purposes of this Act.

SECTION 3. This Act shall take effect on July 1, 2025.

Report Title: Agricultural Water Systems; Irrigation; Repair and Maintenance; Appropriation

Description: Appropriates funds to the Department of Agriculture for repair and maintenance of state-owned agricultural irrigation systems. (CD1)
"""))
    turns.append(m.add({"hb1187_status": "Became Act 241 on 07/09/2025 (Gov. Msg. No. 1342); passed final reading 4/29/2025",
                        "hb1187_appropriation_final": "$3,200,000 FY2025-26 + $3,200,000 FY2026-27 (CD1), min $800k/yr for Waimea system; HD2 had $4.5M for FY25-26 only"}))
    turns.append((search("Hawaii SB1187 2025 status"), R(
        ("https://www.capitol.hawaii.gov/session/measure_indiv.aspx?billtype=SB&billnumber=1187&year=2025", "SB1187 - Hawaii State Legislature",
         "RELATING TO TAXATION. Amends the general excise tax exemption for sales of tangible personal property to ... Current referral: EET, WAM ...", "N/A"),
        ("https://legiscan.com/HI/bill/SB1187/2025", "Hawaii SB1187 | 2025 | Regular Session | LegiScan",
         "Bill Title: Relating To Taxation. Status: Referred to EET, WAM on January 24 2025 - 25% progression ...", "N/A"),
        ("https://www.capitol.hawaii.gov/session/measure_indiv.aspx?billtype=SB&billnumber=1392&year=2025", "SB1392 SD1 - Hawaii State Legislature",
         "RELATING TO AGRICULTURAL WATER SYSTEMS. Appropriates funds to the Department of Agriculture ... (SD1)", "N/A"),
    )))
    turns.append((extract("https://www.civilbeat.org/2025/04/lawmakers-agree-on-irrigation-repair-money/", "what the conference agreement contained"), """# Lawmakers Agree On Money To Fix Aging Irrigation Systems

*By Kaʻiulani Mendes | April 25, 2025*

House and Senate negotiators agreed Friday to spend $3.2 million in each of the next two years on state-owned irrigation systems, less than the $4.5 million for a single year that the House originally approved but more than the Senate's version.

The measure, House Bill 1187, sets aside at least $800,000 a year for the Waimea irrigation system on Hawaii Island, where farmers have endured repeated water restrictions since a siphon failure in 2023.

"It's not everything we asked for, but it's two years of real money," said Rep. Malia Kahale, who introduced the bill.

The Department of Agriculture has estimated the backlog of repairs on its five systems at more than $90 million.

The bill now goes to final votes in both chambers next week. If it passes, Gov. Josh Green will have until July to sign it, veto it or let it become law without his signature.
"""))
    turns.append(m.update({"hb1187_status": "ENACTED: Act 241, 07/09/2025 (passed final reading 4/29/2025). Note SB1187 is an unrelated tax bill; companion is SB1392"}))
    turns.append(m.retrieve(["hb1187_status", "hb1187_appropriation_final"]))
    return dict(tid="h17-search-08", turns=turns, state=state(q, "September 2, 2025"), bad=False, turn=None, kind="clean")


def t09() -> dict[str, Any]:
    # bad: e-bike spec comparison (retailer listing, manufacturer spec pages, a review site). Turn 9's retrieve_all lists c3_battery_wh_unverified, which turn 5 removed (and no later call re-added it).
    m = Mem()
    q = "Compare battery capacity, motor torque and weight of the Vantor Commute 3 and Commute 3 Plus e-bikes."
    turns: list[Turn] = []
    turns.append((search("Vantor Commute 3 vs Commute 3 Plus specs battery torque weight"), R(
        ("https://www.vantorcycles.com/bikes/commute-3", "Commute 3 | Vantor Cycles",
         "The Commute 3 pairs a quiet 250 W rear hub motor with an integrated battery and hydraulic disc brakes. Tech specs, geometry and sizing ...", "N/A"),
        ("https://www.vantorcycles.com/bikes/commute-3-plus", "Commute 3 Plus | Vantor Cycles",
         "More range, more climbing: the Commute 3 Plus adds a mid-drive motor and a larger 630 Wh battery ...", "N/A"),
        ("https://www.pedalhaus.com/products/vantor-commute-3-2025", "Vantor Commute 3 (2025) Electric Hybrid Bike - PedalHaus",
         "In stock in M and L. Battery: 540 Wh. Motor: 250 W rear hub, 65 Nm. Weight: 24.1 kg. Free delivery over 50 ...", "N/A"),
        ("https://electricbikereview.com/vantor/commute-3-plus/", "Vantor Commute 3 Plus Review - ElectricBikeReview.com",
         "The mid-drive makes a big difference on hills. I measured 25.9 kg on my scale for the size L with fenders and rack ...", "Apr 9, 2025"),
        ("https://www.bikeradar.com/reviews/bikes/electric-bikes/vantor-commute-3-review", "Vantor Commute 3 review | BikeRadar",
         "A sensible, well-specced urban e-bike that's let down slightly by its hub motor on steep climbs ...", "Mar 14, 2025"),
        ("https://www.reddit.com/r/ebikes/comments/1jq8r2v/vantor_commute_3_or_3_plus/", "Vantor Commute 3 or 3 Plus? : r/ebikes",
         "Is the mid-drive worth the extra 500? My commute is 14 km with one steep hill ...", "Apr 2, 2025"),
    )))
    turns.append((extract("https://www.pedalhaus.com/products/vantor-commute-3-2025", "battery, torque, weight"), """# Vantor Commute 3 (2025) Electric Hybrid Bike

**1,799.00** | In stock: M, L | Out of stock: S

Free delivery on orders over 50. 0% finance available.

## Key specs

- **Motor:** 250 W rear hub, 65 Nm
- **Battery:** 540 Wh, integrated in down tube, removable
- **Range:** up to 110 km (manufacturer claim)
- **Gears:** Shimano Deore 1x10
- **Brakes:** Tektro hydraulic disc, 180/160 mm rotors
- **Weight:** 24.1 kg (53.1 lb)
- **Max rider + cargo weight:** 130 kg
- **Charger:** 2A, full charge in about 6.5 hours

## Customer reviews (4.5 / 5, 27 reviews)

> "Smooth and quiet, does my 20 km commute twice on one charge." - Rhys, Cardiff

> "Heavier than I expected to carry up to my flat." - Anna, Leeds

*Specifications are supplied by the manufacturer and may change without notice.*
"""))
    turns.append(m.add({"c3_battery_wh_unverified": "540 (PedalHaus listing)", "c3_torque_nm": "65"}))
    turns.append((extract("https://www.vantorcycles.com/bikes/commute-3", "official battery, motor torque and weight"), """# Commute 3

Quiet, comfortable and built for every day. The Commute 3 pairs a 250 W rear hub motor with an integrated battery and hydraulic disc brakes.

**From 1,799**

## Tech specs

| Component | Commute 3 |
| --- | --- |
| Motor | Vantor H250 rear hub, 250 W nominal, 65 Nm |
| Battery | 504 Wh (36 V, 14 Ah), integrated, removable |
| Range | up to 110 km (Eco mode, 75 kg rider, flat route) |
| Display | Vantor C1 LCD with USB-C charging port |
| Drivetrain | Shimano Deore 1x10, 11-42T |
| Brakes | Tektro HD-T275 hydraulic disc, 180/160 mm |
| Tyres | 700 x 45c puncture-resistant |
| Weight | 23.8 kg (52.5 lb), size M, with battery |
| Max. system weight | 150 kg |
| Sizes | S, M, L |

## In the box

Bike, 2A charger, pedals, two keys, user manual.
"""))
    turns.append(m.remove(["c3_battery_wh_unverified"]))
    turns.append(m.add({"c3_battery_wh": "504 Wh (36V 14Ah, official spec)", "c3_weight_kg": "23.8 (size M, with battery)"}))
    turns.append((extract("https://www.vantorcycles.com/bikes/commute-3-plus", "official battery, motor torque and weight"), """# Commute 3 Plus

More range, more climbing. The Commute 3 Plus adds a mid-drive motor and a larger 630 Wh battery to everything you love about the Commute 3.

**From 2,299**

## Tech specs

| Component | Commute 3 Plus |
| --- | --- |
| Motor | Vantor M85 mid-drive, 250 W nominal, 85 Nm |
| Battery | 630 Wh (36 V, 17.5 Ah), integrated, removable |
| Range | up to 140 km (Eco mode, 75 kg rider, flat route) |
| Display | Vantor C2 colour display with USB-C charging port |
| Drivetrain | Shimano Deore 1x11, 11-51T |
| Brakes | Tektro HD-T745 4-piston hydraulic disc, 203/180 mm |
| Tyres | 700 x 50c puncture-resistant |
| Weight | 25.6 kg (56.4 lb), size M, with battery |
| Max. system weight | 150 kg |
| Sizes | S, M, L, XL |

## In the box

Bike, 4A fast charger, pedals, two keys, user manual.
"""))
    turns.append(m.add({"c3plus_battery_wh": "630 Wh (36V 17.5Ah)", "c3plus_torque_nm": "85 (mid-drive)", "c3plus_weight_kg": "25.6 (size M, with battery)"}))
    turns.append((memory("retrieve_all"), "Current memory contents:\n" + _js({"c3_battery_wh_unverified": "540 (PedalHaus listing)", **m.d})))
    turns.append((extract("https://electricbikereview.com/vantor/commute-3-plus/", "real-world weight and hill performance"), """# Vantor Commute 3 Plus Review

*By Court Halvorsen | April 9, 2025*

## Pros

- The 85 Nm mid-drive pulls confidently up 12% grades in the middle assist level
- 630 Wh battery gave me 94 km of mixed riding in Eco and Tour
- 4-piston brakes with a 203 mm front rotor are a welcome upgrade over the Commute 3

## Cons

- Heavier than the hub-drive Commute 3; I measured 25.9 kg for my size L with the optional rack and fenders
- The colour display washes out in direct sun

## Verdict

If your commute has real hills, the Plus is worth the extra money. On flat routes the standard Commute 3, with its 504 Wh battery and quieter hub motor, is the better value.
"""))
    return dict(tid="h17-search-09", turns=turns, state=state(q, "May 20, 2025"), bad=True, turn=9,
                kind="removed memory key c3_battery_wh_unverified reappears in retrieve_all")


def t10() -> dict[str, Any]:
    # clean: learned-society prize page (announcement with the originally planned venue), relocation notice, university news, a similarly named junior prize; memory rename via add+remove and a retrieve of the removed key.
    m = Mem()
    q = "Who received the 2025 Hollis Medal in applied mathematics, for what work, and where and when was it presented?"
    turns: list[Turn] = []
    turns.append((search("2025 Hollis Medal applied mathematics recipient"), R(
        ("https://www.scaa-math.org/prizes/hollis-medal", "Hollis Medal | Society for Computational and Applied Analysis",
         "The 2025 Hollis Medal is awarded to Mireille Castagnet (Université Grenoble Alpes) for her work on asymptotic-preserving and adaptive multiscale solvers for kinetic equations ...", "N/A"),
        ("https://www.scaa-math.org/prizes/hollis-young-researcher-prize", "Hollis Young Researcher Prize | SCAA",
         "The 2025 Hollis Young Researcher Prize is awarded to Tobias Lindgaard (University of Copenhagen) ...", "N/A"),
        ("https://www.univ-grenoble-alpes.fr/news/mireille-castagnet-receives-the-2025-hollis-medal-1481203.kjsp", "Mireille Castagnet receives the 2025 Hollis Medal - Université Grenoble Alpes",
         "The mathematician from the Laboratoire Jean Kuntzmann received the medal in Coimbra and delivered the Hollis Lecture ...", "Jul 16, 2025"),
        ("https://en.wikipedia.org/wiki/Hollis_Medal", "Hollis Medal - Wikipedia",
         "The Hollis Medal is an annual award of the Society for Computational and Applied Analysis (SCAA), established in 1994 in memory of Edith Hollis ...", "N/A"),
        ("https://www.scaa-math.org/news/2025-annual-meeting-moves-to-coimbra", "2025 Annual Meeting moves to Coimbra | SCAA News",
         "The SCAA 2025 Annual Meeting will take place at the University of Coimbra. Dates are unchanged ...", "Apr 30, 2025"),
        ("https://www.ams.org/news?news_id=7312", "Castagnet awarded Hollis Medal - American Mathematical Society",
         "Mireille Castagnet of Université Grenoble Alpes has been awarded the 2025 Hollis Medal by the Society for Computational and Applied Analysis ...", "Mar 14, 2025"),
    )))
    turns.append((extract("https://www.scaa-math.org/prizes/hollis-medal", "2025 recipient, citation, presentation details"), """# Hollis Medal

*Page last updated: 11 March 2025*

The Hollis Medal was established in 1994 in memory of Edith Hollis (1921-1992) and recognises outstanding contributions to applied and computational mathematics. It is awarded annually and carries a cash award of EUR 10,000.

## 2025 Recipient

The 2025 Hollis Medal is awarded to **Mireille Castagnet** (Université Grenoble Alpes) *for her work on asymptotic-preserving and adaptive multiscale solvers for kinetic equations, which made simulations of rarefied gases and plasmas across all collision regimes both reliable and affordable.*

The medal will be presented at the SCAA Annual Meeting in Porto, Portugal, 14-18 July 2025, where Professor Castagnet will deliver the Hollis Lecture.

## Selection committee (2025)

Ana Beatriz Lemos (chair), Joachim Reuter, Yuki Haneda, Olumide Adebayo, Clara Whitcombe

## Past recipients

| Year | Recipient | Institution |
| --- | --- | --- |
| 2024 | Henrik Aaltonen | Aalto University |
| 2023 | Sunita Raghavachari | Indian Institute of Science |
| 2022 | Paulo Mendonça Reis | Instituto Superior Técnico |
| 2021 | Greta Vollmer | ETH Zürich |
| 2020 | not awarded | - |

## Nominations

Nominations for the 2026 medal open on 1 September 2025.
"""))
    turns.append(m.add({"medal_2025_tmp": "Mireille Castagnet (UGA) - AP/adaptive multiscale solvers for kinetic equations; presentation TBC"}))
    turns.append((search("Castagnet Hollis Lecture 2025 SCAA annual meeting"), R(
        ("https://www.scaa-math.org/news/2025-annual-meeting-moves-to-coimbra", "2025 Annual Meeting moves to Coimbra | SCAA News",
         "Because the renovation of the Porto congress centre will not be finished in time, the SCAA 2025 Annual Meeting will take place at the University of Coimbra. Dates are unchanged: 14-18 July 2025 ...", "Apr 30, 2025"),
        ("https://www.univ-grenoble-alpes.fr/news/mireille-castagnet-receives-the-2025-hollis-medal-1481203.kjsp", "Mireille Castagnet receives the 2025 Hollis Medal - Université Grenoble Alpes",
         "On 15 July, Mireille Castagnet received the Hollis Medal at the SCAA Annual Meeting in Coimbra, where she delivered the Hollis Lecture ...", "Jul 16, 2025"),
        ("https://www.scaa-math.org/meetings/2025/program", "Program - SCAA Annual Meeting 2025",
         "Tuesday 15 July, 17:00-18:00, Auditório da Reitoria: Hollis Lecture - Mireille Castagnet ...", "N/A"),
        ("https://www.youtube.com/watch?v=Qd8kX2mR0aE", "Hollis Lecture 2025: Asymptotic-preserving schemes across scales - YouTube",
         "SCAA 2025 Annual Meeting, Coimbra. Hollis Lecture by Mireille Castagnet (Université Grenoble Alpes) ...", "Jul 24, 2025"),
    )))
    turns.append((extract("https://www.scaa-math.org/news/2025-annual-meeting-moves-to-coimbra", "new venue and dates"), """# 2025 Annual Meeting moves to Coimbra

*SCAA News | 30 April 2025*

Because the renovation of the Porto congress centre will not be finished in time, the SCAA 2025 Annual Meeting will take place at the **University of Coimbra**, Portugal. **Dates are unchanged: 14-18 July 2025.**

- All registrations and accepted abstracts transfer automatically.
- The prize session, including the presentation of the Hollis Medal and the Hollis Young Researcher Prize, will be held on Tuesday 15 July in the Auditório da Reitoria.
- Hotel blocks in Porto have been cancelled at no cost; a new block is available at three hotels in Coimbra.

We thank our colleagues at the University of Coimbra for hosting us at short notice.
"""))
    turns.append((extract("https://www.univ-grenoble-alpes.fr/news/mireille-castagnet-receives-the-2025-hollis-medal-1481203.kjsp", "date and place of presentation, lecture title"), """# Mireille Castagnet receives the 2025 Hollis Medal

*Published on 16 July 2025*

On 15 July, Mireille Castagnet, professor at Université Grenoble Alpes and member of the Laboratoire Jean Kuntzmann, received the Hollis Medal at the Annual Meeting of the Society for Computational and Applied Analysis (SCAA) in Coimbra, Portugal.

The medal recognises her work on asymptotic-preserving and adaptive multiscale solvers for kinetic equations. Her methods allow a single simulation to move seamlessly between the rarefied and fluid regimes of a gas or plasma, and are now used in codes for atmospheric re-entry and magnetic confinement fusion.

After the ceremony, she delivered the Hollis Lecture, *"Asymptotic-preserving schemes across scales"*.

Mireille Castagnet joined UGA in 2011. She previously received the CNRS Silver Medal (2019).
"""))
    turns.append(m.add({"hollis_medal_2025": "Mireille Castagnet (Université Grenoble Alpes), for asymptotic-preserving/adaptive multiscale solvers for kinetic equations; presented 15 Jul 2025 at SCAA Annual Meeting, Coimbra (meeting moved from Porto, announced 30 Apr 2025); Hollis Lecture 'Asymptotic-preserving schemes across scales'"}))
    turns.append(m.remove(["medal_2025_tmp"]))
    turns.append(m.retrieve(["medal_2025_tmp", "hollis_medal_2025"]))
    turns.append((extract("https://www.scaa-math.org/prizes/hollis-young-researcher-prize", "2025 young researcher prize winner"), """# Hollis Young Researcher Prize

The Hollis Young Researcher Prize recognises an outstanding researcher in applied or computational mathematics within eight years of the PhD. It carries a cash award of EUR 3,000.

## 2025 Recipient

The 2025 Hollis Young Researcher Prize is awarded to **Tobias Lindgaard** (University of Copenhagen) *for his contributions to randomized low-rank methods for parametric partial differential equations.*

The prize is presented together with the Hollis Medal at the SCAA Annual Meeting.

## Past recipients

| Year | Recipient | Institution |
| --- | --- | --- |
| 2024 | Amara Nwosu | University of Oxford |
| 2023 | Léa Moreau-Tissot | Sorbonne Université |
| 2022 | Rohan Iyer | University of Texas at Austin |
"""))
    turns.append(m.add({"not_to_confuse": "Hollis Young Researcher Prize 2025 = Tobias Lindgaard (Copenhagen), a different award"}))
    turns.append(m.retrieve_all())
    return dict(tid="h17-search-10", turns=turns, state=state(q, "September 9, 2025"), bad=False, turn=None, kind="clean")


def t11() -> dict[str, Any]:
    # clean: PyPI project page, GitHub releases (with a newer pre-release), Read the Docs changelog in ISO dates, an unrelated similarly named package, download stats from two services that differ.
    m = Mem()
    q = "What is the latest stable release of the tidewater Python package, when was it released, and which Python versions does it support?"
    turns: list[Turn] = []
    turns.append((search("tidewater python package latest release"), R(
        ("https://pypi.org/project/tidewater/", "tidewater - PyPI",
         "Harmonic tide prediction and analysis for Python. pip install tidewater. Released: Sep 18, 2025 ...", "Sep 18, 2025"),
        ("https://github.com/ocean-tools/tidewater/releases", "Releases - ocean-tools/tidewater - GitHub",
         "v3.3.0rc1 Pre-release ... v3.2.1 Latest: Fix NOAA harmonic constituent parsing for stations with missing M4 ...", "Oct 2, 2025"),
        ("https://tidewater.readthedocs.io/en/stable/changelog.html", "Changelog - tidewater 3.2.1 documentation",
         "3.2.1 (2025-09-18). Fixed: parsing of NOAA harmonic constituents for stations without M4 ...", "N/A"),
        ("https://pypi.org/project/tidewater-cli/", "tidewater-cli - PyPI",
         "Command-line tide tables using the WorldTides API. pip install tidewater-cli ...", "Jun 2, 2025"),
        ("https://libraries.io/pypi/tidewater", "tidewater 3.2.1 on PyPI - Libraries.io",
         "Harmonic tide prediction and analysis for Python - 3.2.1 - a Python package on PyPI - Libraries.io ...", "N/A"),
        ("https://github.com/ocean-tools/tidewater", "GitHub - ocean-tools/tidewater: Harmonic tide prediction and analysis for Python",
         "tidewater predicts tides from harmonic constituents (NOAA, UKHO, SHOM formats) and fits constituents to your own water-level records ...", "N/A"),
    )))
    turns.append((extract("https://pypi.org/project/tidewater/", "latest version, release date, Python requirement, release history"), """# tidewater 3.2.1

`pip install tidewater`

✓ Latest version

Released: Sep 18, 2025

Harmonic tide prediction and analysis for Python

## Meta

- **License:** BSD License (BSD-3-Clause)
- **Author:** Marisol Obi
- **Requires:** Python >=3.10

## Maintainers

marisol.obi, kjellstrand

## Classifiers

- Development Status :: 5 - Production/Stable
- Intended Audience :: Science/Research
- Programming Language :: Python :: 3.10
- Programming Language :: Python :: 3.11
- Programming Language :: Python :: 3.12
- Programming Language :: Python :: 3.13
- Topic :: Scientific/Engineering :: Oceanography

## Release history

| Version | Date |
| --- | --- |
| 3.3.0rc1 (pre-release) | Oct 2, 2025 |
| 3.2.1 | Sep 18, 2025 |
| 3.2.0 | Aug 5, 2025 |
| 3.1.4 | May 27, 2025 |
| 3.1.3 | Apr 11, 2025 |
| 3.1.0 | Jan 20, 2025 |
| 3.0.0 | Oct 8, 2024 |

## Download files

- tidewater-3.2.1.tar.gz (412.7 kB) Source
- tidewater-3.2.1-py3-none-any.whl (386.2 kB) Python 3
"""))
    turns.append((extract("https://github.com/ocean-tools/tidewater/releases", "release notes for the latest releases"), """# Releases · ocean-tools/tidewater

## v3.3.0rc1 `Pre-release`

kjellstrand released this Oct 2

**This is a release candidate. Please test and report issues before the final 3.3.0 release.**

- **Breaking:** drops support for Python 3.10 (now requires Python >=3.11)
- New `tidewater.datums` module for converting between chart datum, MLLW and MSL
- Faster constituent fitting (about 3x on long records) using banded least squares

Assets 3

## v3.2.1 `Latest`

marisol-obi released this Sep 18

- Fix NOAA harmonic constituent parsing for stations with missing M4 (#412)
- Fix timezone handling when predictions cross a DST change (#419)

Assets 3

## v3.2.0

marisol-obi released this Aug 5

- Add support for Python 3.13
- New `predict_extrema()` for high/low water times
- Deprecate `TideModel.highlow()`; it will be removed in 4.0

Assets 3

## v3.1.4

kjellstrand released this May 27

- Fix UKHO constituent file reader on Windows (#377)

Assets 3
"""))
    turns.append(m.add({"latest_stable": "3.2.1, released 2025-09-18 (3.3.0rc1 of 2025-10-02 is a pre-release)",
                        "python_support": "3.2.1: Python >=3.10 (classifiers 3.10-3.13); 3.3.0rc1 would require >=3.11"}))
    turns.append((extract("https://pypi.org/project/tidewater-cli/", "is this the same project?"), """# tidewater-cli 0.9.4

`pip install tidewater-cli`

✓ Latest version

Released: Jun 2, 2025

Command-line tide tables using the WorldTides API

## Meta

- **License:** MIT License
- **Author:** Declan Roe
- **Requires:** Python >=3.8

## Project description

`tidewater-cli` prints tide tables for any location in your terminal using the WorldTides API. An API key is required.

```
$ tides "Falmouth, UK" --days 3
```

*Not affiliated with the `tidewater` library.*

## Release history

| Version | Date |
| --- | --- |
| 0.9.4 | Jun 2, 2025 |
| 0.9.3 | Feb 17, 2025 |
| 0.9.0 | Sep 30, 2024 |
"""))
    turns.append((extract("https://tidewater.readthedocs.io/en/stable/changelog.html", "changes in 3.2.x"), """# Changelog

All notable changes to this project are documented here. This project follows Semantic Versioning.

## 3.2.1 (2025-09-18)

### Fixed

- Parsing of NOAA harmonic constituents for stations without M4 (#412).
- Timezone handling when a prediction window crosses a daylight-saving change (#419).

## 3.2.0 (2025-08-05)

### Added

- Python 3.13 support.
- `predict_extrema()` returns high and low water times and heights.

### Deprecated

- `TideModel.highlow()`; use `predict_extrema()`. Will be removed in 4.0.

## 3.1.4 (2025-05-27)

### Fixed

- UKHO constituent file reader on Windows (#377).
"""))
    turns.append((search("tidewater pypi downloads per month"), R(
        ("https://pypistats.org/packages/tidewater", "PyPI Download Stats - tidewater",
         "Downloads last day: 2,918. Downloads last week: 19,877. Downloads last month: 81,402 ...", "N/A"),
        ("https://pepy.tech/projects/tidewater", "tidewater - Download Stats - Pepy",
         "Total downloads 1,204,331. 84,117 downloads in the last 30 days ...", "N/A"),
        ("https://pypistats.org/packages/tidewater-cli", "PyPI Download Stats - tidewater-cli",
         "Downloads last day: 41. Downloads last week: 302. Downloads last month: 1,276 ...", "N/A"),
    )))
    turns.append((extract("https://pypistats.org/packages/tidewater", "monthly downloads"), """# tidewater

PyPI page: https://pypi.org/project/tidewater
Home page: https://github.com/ocean-tools/tidewater
Author: Marisol Obi
License: BSD-3-Clause
Summary: Harmonic tide prediction and analysis for Python
Latest version: 3.2.1

Required dependencies: numpy | scipy | pandas

## Downloads

| | |
| --- | --- |
| Last day | 2,918 |
| Last week | 19,877 |
| Last month | 81,402 |

## Daily Download Quantity of tidewater package - Overall

*Without mirrors*. Date range: 2025-04-12 to 2025-10-09.

## Daily Download Quantity of tidewater package - Python Major

| Category | Percent | Downloads |
| --- | --- | --- |
| 3 | 99.86% | 489,116 |
| null | 0.14% | 703 |
"""))
    turns.append(m.add({"monthly_downloads": "81,402 last month per pypistats (without mirrors); pepy.tech reports 84,117 in last 30 days"}))
    turns.append(m.retrieve_all())
    return dict(tid="h17-search-11", turns=turns, state=state(q, "October 10, 2025"), bad=False, turn=None, kind="clean")


def t12() -> dict[str, Any]:
    # bad: clinical trial paper via PubMed, ClinicalTrials.gov record, the Lancet Neurology full text. Turn 6's Lancet page gives the trial registration as NCT05518746, while the PubMed abstract of the same article (turn 2) and the registry record (turn 3) established NCT05518764.
    m = Mem()
    q = "What was the primary outcome result of the phase 3 VELA-M trial of velantrine for migraine prevention, and what is its trial registration number?"
    turns: list[Turn] = []
    lancet = "https://www.thelancet.com/journals/laneur/article/PIIS1474-4422(25)00214-6/fulltext"
    turns.append((search("velantrine VELA-M phase 3 migraine prevention results"), R(
        ("https://pubmed.ncbi.nlm.nih.gov/40641187/", "Velantrine for the preventive treatment of episodic migraine (VELA-M): a randomised, double-blind, placebo-controlled, phase 3 trial - PubMed",
         "742 participants were randomly assigned ... mean change in monthly migraine days was -4.1 with velantrine 50 mg, -4.6 with 100 mg and -2.3 with placebo ...", "Jul 8, 2025"),
        (lancet, "Velantrine for the preventive treatment of episodic migraine (VELA-M) - The Lancet Neurology",
         "Oral velantrine once daily significantly reduced monthly migraine days compared with placebo and was well tolerated ...", "Jul 8, 2025"),
        ("https://clinicaltrials.gov/study/NCT05518764", "A Study of Velantrine for the Preventive Treatment of Episodic Migraine (VELA-M) | ClinicalTrials.gov",
         "Phase 3, randomized, double-blind, placebo-controlled study of velantrine 50 mg and 100 mg in adults with episodic migraine. Status: Completed ...", "N/A"),
        ("https://www.medscape.com/viewarticle/velantrine-cuts-migraine-days-phase-3-2025a1000k3x", "Daily Oral Velantrine Cuts Migraine Days in Phase 3 Trial - Medscape",
         "The new oral agent reduced monthly migraine days by up to 2.3 days more than placebo at 12 weeks ...", "Jul 9, 2025"),
        ("https://www.halcyra.com/news/2025-07-08-vela-m-lancet-neurology", "Halcyra Announces Publication of Phase 3 VELA-M Results in The Lancet Neurology",
         "Halcyra Therapeutics today announced that full results from the Phase 3 VELA-M trial have been published in The Lancet Neurology ...", "Jul 8, 2025"),
    )))
    turns.append((extract("https://pubmed.ncbi.nlm.nih.gov/40641187/", "primary outcome and registration"), """# Velantrine for the preventive treatment of episodic migraine (VELA-M): a randomised, double-blind, placebo-controlled, phase 3 trial

Lindiwe Okonkwo-Baird, Jonas Feldmann, Haruka Sato, Marta A Ribeiro, Daniel Wexler, Priti Anand; VELA-M Investigators

*Lancet Neurol.* 2025 Aug;24(8):651-662. doi: 10.1016/S1474-4422(25)00214-6. Epub 2025 Jul 8.

PMID: 40641187

## Abstract

**Background:** Many people with episodic migraine do not tolerate or do not respond to existing preventive treatments. Velantrine is an oral, once-daily, selective antagonist of the PAC1 receptor. We aimed to assess its efficacy and safety for the preventive treatment of episodic migraine.

**Methods:** VELA-M was a randomised, double-blind, placebo-controlled, phase 3 trial done at 87 sites in nine countries. Adults aged 18-65 years with 4-14 monthly migraine days were randomly assigned (1:1:1) to oral velantrine 50 mg, velantrine 100 mg or placebo once daily for 12 weeks. The primary endpoint was the change from baseline in mean monthly migraine days across weeks 9-12. This trial is registered with ClinicalTrials.gov, NCT05518764, and is completed.

**Findings:** Between Oct 3, 2022, and Dec 22, 2023, 742 participants were randomly assigned (248 to velantrine 50 mg, 247 to velantrine 100 mg and 247 to placebo). The mean change in monthly migraine days was -4.1 (SE 0.3) with velantrine 50 mg, -4.6 (0.3) with velantrine 100 mg and -2.3 (0.3) with placebo; differences versus placebo were -1.8 days (95% CI -2.5 to -1.1; p<0.0001) and -2.3 days (-3.0 to -1.6; p<0.0001). Adverse events occurred in 58%, 61% and 52% of participants, most commonly nausea and dizziness. Two participants (both 100 mg) discontinued because of raised liver enzymes.

**Interpretation:** Oral velantrine once daily significantly reduced monthly migraine days compared with placebo and was well tolerated.

**Funding:** Halcyra Therapeutics.

Copyright © 2025 Elsevier Ltd. All rights reserved.
"""))
    turns.append((extract("https://clinicaltrials.gov/study/NCT05518764", "registry record details"), """# A Study of Velantrine for the Preventive Treatment of Episodic Migraine (VELA-M)

**ClinicalTrials.gov ID:** NCT05518764
**Sponsor:** Halcyra Therapeutics, Inc.
**Information provided by:** Halcyra Therapeutics, Inc. (Responsible Party)
**Last Update Posted:** 2025-03-14

## Study Overview

**Brief Summary:** The purpose of this study is to evaluate the efficacy, safety and tolerability of velantrine 50 mg and 100 mg once daily compared with placebo for the preventive treatment of episodic migraine in adults.

**Official Title:** A Phase 3, Randomized, Double-blind, Placebo-controlled, Parallel-group Study to Evaluate the Efficacy and Safety of Oral Velantrine for the Preventive Treatment of Episodic Migraine

**Conditions:** Episodic Migraine
**Intervention / Treatment:** Drug: Velantrine; Drug: Placebo

## Study Details

| | |
| --- | --- |
| Study Type | Interventional |
| Phase | Phase 3 |
| Enrollment (Actual) | 742 |
| Allocation | Randomized |
| Masking | Quadruple (Participant, Care Provider, Investigator, Outcomes Assessor) |
| Study Start (Actual) | 2022-10-03 |
| Primary Completion (Actual) | 2024-03-15 |
| Study Completion (Actual) | 2024-06-28 |
| Overall Status | Completed |
| Results First Posted | 2025-03-14 |
| Other Study ID Numbers | HLC-PAC-301, 2022-001874-33 (EudraCT) |

## Primary Outcome Measure

Change from baseline in mean monthly migraine days (MMD) across weeks 9-12 [Time Frame: Baseline, Weeks 9-12]

## Locations

87 study locations in the United States, Canada, Germany, Spain, Poland, Czechia, Japan, Australia and the United Kingdom.
"""))
    turns.append(m.add({"trial_id": "NCT05518764 (VELA-M, Halcyra; other ID HLC-PAC-301)",
                        "primary_outcome": "Change in MMD wks 9-12: -4.1 (50 mg), -4.6 (100 mg), -2.3 placebo; diff -1.8 (95% CI -2.5 to -1.1) and -2.3 (-3.0 to -1.6)"}))
    turns.append((search("VELA-M velantrine Lancet Neurology 2025 full text"), R(
        (lancet, "Velantrine for the preventive treatment of episodic migraine (VELA-M) - The Lancet Neurology",
         "Adults aged 18-65 years with 4-14 monthly migraine days were randomly assigned (1:1:1) to oral velantrine 50 mg, velantrine 100 mg or placebo ...", "Jul 8, 2025"),
        ("https://pubmed.ncbi.nlm.nih.gov/40641187/", "Velantrine for the preventive treatment of episodic migraine (VELA-M) ... - PubMed",
         "Lancet Neurol. 2025 Aug;24(8):651-662. doi: 10.1016/S1474-4422(25)00214-6 ...", "Jul 8, 2025"),
        ("https://www.thelancet.com/journals/laneur/article/PIIS1474-4422(25)00231-6/fulltext", "PAC1 antagonism for migraine: a new oral option? - The Lancet Neurology",
         "Comment on the VELA-M trial. The effect size is modest but the oral route and tolerability may matter to patients ...", "Jul 8, 2025"),
        ("https://www.neurologylive.com/view/velantrine-phase-3-vela-m-published", "Phase 3 VELA-M Data for Velantrine Published in The Lancet Neurology - NeurologyLive",
         "Both doses met the primary end point, with the 100-mg dose reducing monthly migraine days by 2.3 days more than placebo ...", "Jul 10, 2025"),
    )))
    turns.append((extract(lancet, "methods and results summary"), """The Lancet Neurology | Articles | Volume 24, Issue 8, P651-662, August 2025

# Velantrine for the preventive treatment of episodic migraine (VELA-M): a randomised, double-blind, placebo-controlled, phase 3 trial

Lindiwe Okonkwo-Baird, MD, Jonas Feldmann, MD, Haruka Sato, PhD, Marta A Ribeiro, MD, Daniel Wexler, MSc, Priti Anand, PhD, on behalf of the VELA-M Investigators

Published: July 08, 2025 | DOI: https://doi.org/10.1016/S1474-4422(25)00214-6

## Summary

### Background

Many people with episodic migraine do not tolerate or do not respond to existing preventive treatments. Velantrine is an oral, once-daily, selective antagonist of the PAC1 receptor. We aimed to assess its efficacy and safety for the preventive treatment of episodic migraine.

### Methods

VELA-M was a randomised, double-blind, placebo-controlled, phase 3 trial done at 87 sites in nine countries. Adults aged 18-65 years with 4-14 monthly migraine days were randomly assigned (1:1:1) to oral velantrine 50 mg, velantrine 100 mg or placebo once daily for 12 weeks. The primary endpoint was the change from baseline in mean monthly migraine days across weeks 9-12. This trial is registered with ClinicalTrials.gov, NCT05518746, and is completed.

### Findings

Between Oct 3, 2022, and Dec 22, 2023, 742 participants were randomly assigned (248 to velantrine 50 mg, 247 to velantrine 100 mg and 247 to placebo). The mean change in monthly migraine days was -4.1 (SE 0.3) with velantrine 50 mg, -4.6 (0.3) with velantrine 100 mg and -2.3 (0.3) with placebo; differences versus placebo were -1.8 days (95% CI -2.5 to -1.1; p<0.0001) and -2.3 days (-3.0 to -1.6; p<0.0001). Adverse events occurred in 58%, 61% and 52% of participants, most commonly nausea and dizziness. Two participants (both 100 mg) discontinued because of raised liver enzymes.

### Interpretation

Oral velantrine once daily significantly reduced monthly migraine days compared with placebo and was well tolerated.

### Funding

Halcyra Therapeutics.

## Research in context

**Evidence before this study:** We searched PubMed from Jan 1, 2010, to Aug 31, 2022, for randomised trials of PAC1 or PACAP-targeted therapies in migraine. Two phase 2 trials of injectable antibodies had reported mixed results.

**Added value of this study:** VELA-M is the first phase 3 trial of an oral PAC1 antagonist.

**Implications of all the available evidence:** Longer trials, including in chronic migraine, are needed.
"""))
    turns.append(m.add({"journal_ref": "Lancet Neurol 2025;24(8):651-662, doi 10.1016/S1474-4422(25)00214-6, PMID 40641187"}))
    turns.append((search("velantrine FDA new drug application 2025"), R(
        ("https://www.halcyra.com/news/2025-09-22-velantrine-nda-accepted", "Halcyra Announces FDA Acceptance of New Drug Application for Velantrine",
         "The FDA has assigned a Prescription Drug User Fee Act (PDUFA) target action date of June 19, 2026 ...", "Sep 22, 2025"),
        ("https://www.fiercebiotech.com/biotech/halcyra-oral-migraine-drug-nda", "Halcyra's oral migraine drug heads to FDA review - Fierce Biotech",
         "Halcyra has filed for approval of velantrine based on the VELA-M study and a 52-week open-label safety extension ...", "Sep 23, 2025"),
    )))
    turns.append((extract("https://www.halcyra.com/news/2025-09-22-velantrine-nda-accepted", "NDA status and PDUFA date"), """# Halcyra Announces FDA Acceptance of New Drug Application for Velantrine

*SAN DIEGO, Sept. 22, 2025*

Halcyra Therapeutics, Inc. today announced that the U.S. Food and Drug Administration (FDA) has accepted for review the company's New Drug Application (NDA) for velantrine, an investigational oral PAC1 receptor antagonist for the preventive treatment of episodic migraine in adults. The FDA has assigned a Prescription Drug User Fee Act (PDUFA) target action date of June 19, 2026.

The NDA is supported by the Phase 3 VELA-M trial, published in *The Lancet Neurology* in July 2025, and the 52-week open-label extension study VELA-X.

"Velantrine could become the first oral preventive that targets the PACAP pathway," said Dr. Renata Solberg, Chief Medical Officer.

*About Halcyra Therapeutics:* Halcyra is a clinical-stage biopharmaceutical company focused on neurological disorders.
"""))
    return dict(tid="h17-search-12", turns=turns, state=state(q, "October 2, 2025"), bad=True, turn=6,
                kind="trial registration number drifts to NCT05518746 in the journal full text; PubMed abstract of the same article and the registry gave NCT05518764")


def t13() -> dict[str, Any]:
    # bad: suspension bridge facts (Wikipedia, Structurae, local newspaper). Turn 8 re-extracts the same Wikipedia page and its Construction section now says "1,140-metre main span"; turn 2's read of that page said 1,104 m in the same sentence.
    m = Mem()
    q = "What is the main span of the Kallerø Sound Bridge in Denmark, when did it open, and what did it cost?"
    turns: list[Turn] = []
    url = "https://en.wikipedia.org/wiki/Kaller%C3%B8_Sound_Bridge"
    turns.append((search("Kallerø Sound Bridge main span opened cost"), R(
        (url, "Kallerø Sound Bridge - Wikipedia",
         "The Kallerø Sound Bridge (Danish: Kallerø Sundbro) is a road suspension bridge across Kallerø Sound in Denmark, linking Vesthavn with the island of Kallerø. Opened in 2021 ...", "N/A"),
        ("https://structurae.net/en/structures/kallero-sound-bridge", "Kallerø Sound Bridge (Vesthavn/Kallerø, 2021) | Structurae",
         "Suspension bridge. Main span 1,104 m. Total length 2,870 m. Completion 2021 ...", "N/A"),
        ("https://www.kalleroe-forbindelsen.dk/en/the-bridge", "The bridge | Kallerø Forbindelsen A/S",
         "Facts about Kallerø Sundbro: 2,870 m long, pylons 212 m high, clearance 65 m. Toll prices and traffic information ...", "N/A"),
        ("https://www.vesthavnavis.dk/kalleroe/broen-aabnet-regningen-blev-10-1-mia", "Broen er åbnet: regningen blev 10,1 milliarder - Vesthavn Avis",
         "Efter fem års byggeri blev Kallerø Sundbro indviet tirsdag. Den endelige pris blev 10,1 mia. kr. i løbende priser ...", "Sep 28, 2021"),
        ("https://www.ft.dk/samling/20121/lovforslag/L164/index.htm", "L 164 Forslag til lov om anlæg af en fast forbindelse over Kallerø Sund",
         "Lovforslaget vedtaget 4. juni 2013 ...", "N/A"),
        ("https://www.reddit.com/r/Denmark/comments/pxk3t1/kaller%C3%B8_broen_er_%C3%A5ben/", "Kallerø-broen er åben! : r/Denmark",
         "Kørte over i morges, 95 kr for en bil er stadig for meget hvis man pendler ...", "Sep 29, 2021"),
    )))
    wiki = """Jump to content

From Wikipedia, the free encyclopedia

Suspension bridge in Denmark

| Kallerø Sound Bridge | |
| --- | --- |
| Coordinates | 55°33′12″N 8°14′40″E |
| Carries | Route 21 (four lanes), cycle and pedestrian path |
| Crosses | Kallerø Sound |
| Locale | Vesthavn - Kallerø, Denmark |
| Official name | Kallerø Sundbro |
| Maintained by | Kallerø Forbindelsen A/S |
| Design | Suspension bridge |
| Total length | 2,870 m (9,416 ft) |
| Width | 31.2 m (102 ft) |
| Height | 212 m (696 ft) (pylons) |
| Longest span | 1,104 m (3,622 ft) |
| Clearance below | 65 m (213 ft) |
| Designer | Brandt & Holm Engineering |
| Construction start | 14 March 2016 |
| Construction cost | DKK 9.4 billion (2015 prices) |
| Opened | 28 September 2021 |
| Toll | Yes |
| Daily traffic | 14,300 (2024) |

The **Kallerø Sound Bridge** (Danish: *Kallerø Sundbro*) is a road suspension bridge across Kallerø Sound in Denmark, linking Vesthavn on the Jutland coast with the island of Kallerø. It has a main span of 1,104 metres and a total length of 2,870 metres. The bridge opened on 28 September 2021, replacing the Vesthavn-Kallerø ferry, and is operated as a toll bridge by the state-owned company Kallerø Forbindelsen A/S.

## History

A fixed link to Kallerø was proposed in the 1970s but repeatedly postponed. The Folketing passed the construction act for the bridge on 4 June 2013, with a budget of DKK 9.4 billion in 2015 prices, to be repaid through tolls over 35 years.

## Construction

Construction began on 14 March 2016 with dredging for the pylon foundations. The two concrete pylons were completed in October 2018, and cable spinning took place during the summer of 2019. The deck was assembled from 72 steel box-girder segments fabricated in Poland; the final deck segment of the 1,104-metre main span was lifted into place on 14 April 2020. Surfacing and installation of the toll station continued into 2021.

The bridge was opened on 28 September 2021 by Minister of Transport Benny Engelbrecht, and the ferry service ended the same evening.

## Tolls and traffic

The toll for a passenger car is DKK 95 (2024). Commuter agreements reduce this to DKK 38 per crossing. Traffic averaged 14,300 vehicles per day in 2024, against a forecast of 12,000.

## See also

- List of longest suspension bridge spans
- Great Belt Fixed Link

## References

1. "The bridge". Kallerø Forbindelsen A/S. Retrieved 2 February 2025.
2. "Broen er åbnet: regningen blev 10,1 milliarder". Vesthavn Avis. 28 September 2021.
3. "Kallerø Sound Bridge". Structurae. Retrieved 2 February 2025.

Retrieved from "https://en.wikipedia.org/w/index.php?title=Kaller%C3%B8_Sound_Bridge&oldid=1272044918"
"""
    turns.append((extract(url, "main span, opening date, cost"), wiki))
    turns.append((extract("https://structurae.net/en/structures/kallero-sound-bridge", "technical data"), """# Kallerø Sound Bridge

**Other name(s):** Kallerø Sundbro
**Beginning of works:** 2016
**Completion:** 2021
**Status:** in use

## Type of structure

Bridges > Suspension bridges > Road bridges

## Location

Vesthavn / Kallerø, Region of Southern Denmark, Denmark
Crosses: Kallerø Sound

## Technical information

| Dimension | Value |
| --- | --- |
| main span | 1,104 m |
| total length | 2,870 m |
| deck width | 31.2 m |
| pylon height | 212 m |
| navigational clearance | 65 m |
| number of deck segments | 72 |

## Participants

- Structural engineering: Brandt & Holm Engineering
- Contractor: Nordsund Joint Venture
- Owner: Kallerø Forbindelsen A/S
"""))
    turns.append(m.add({"main_span_m": "1104", "opened": "2021-09-28", "cost": "DKK 9.4 bn budget (2015 prices)"}))
    turns.append((search("Kallerø Sundbro endelig pris overskridelse"), R(
        ("https://www.vesthavnavis.dk/kalleroe/broen-aabnet-regningen-blev-10-1-mia", "Broen er åbnet: regningen blev 10,1 milliarder - Vesthavn Avis",
         "Den endelige pris blev 10,1 mia. kr. i løbende priser. Omregnet til 2015-priser svarer det til 9,6 mia. kr. ...", "Sep 28, 2021"),
        ("https://www.trm.dk/nyheder/2021/kalleroe-sundbro-aabnet", "Kallerø Sundbro er åbnet - Transportministeriet",
         "Transportminister Benny Engelbrecht indviede i dag Kallerø Sundbro ...", "Sep 28, 2021"),
        ("https://www.rigsrevisionen.dk/beretninger/2022/kalleroe-forbindelsen", "Beretning om anlægget af Kallerø-forbindelsen - Rigsrevisionen",
         "Rigsrevisionen vurderer, at projektet blev gennemført med en overskridelse på ca. 2 % i faste priser ...", "Nov 10, 2022"),
    )))
    turns.append((extract("https://www.vesthavnavis.dk/kalleroe/broen-aabnet-regningen-blev-10-1-mia", "final cost"), """# Broen er åbnet: regningen blev 10,1 milliarder

*Vesthavn Avis | 28. september 2021 | Af Mette Lind Kjær*

Efter fem års byggeri blev Kallerø Sundbro indviet tirsdag af transportminister Benny Engelbrecht.

Den endelige pris blev 10,1 mia. kr. i løbende priser. Omregnet til 2015-priser, som anlægsloven fra 2013 regnede i, svarer det til 9,6 mia. kr. - altså en overskridelse på godt 2 procent i forhold til budgettet på 9,4 mia. kr.

"Det er et flot resultat for et projekt af den størrelse," sagde direktør for Kallerø Forbindelsen, Søren Aagaard.

Færgen sejler sin sidste tur i aften kl. 22.10. Fra onsdag koster det 95 kr. at køre over broen i personbil.
"""))
    turns.append(m.update({"cost": "DKK 9.4 bn budget (2015 prices); final DKK 10.1 bn in current prices = DKK 9.6 bn in 2015 prices (~2% over), per Vesthavn Avis 28 Sep 2021"}))
    turns.append((extract(url, "construction history details"), wiki.replace("the final deck segment of the 1,104-metre main span", "the final deck segment of the 1,140-metre main span")))
    turns.append(m.add({"daily_traffic": "14,300 vehicles/day (2024); car toll DKK 95"}))
    turns.append(m.retrieve_all())
    return dict(tid="h17-search-13", turns=turns, state=state(q, "February 3, 2025"), bad=True, turn=8,
                kind="same Wikipedia page re-read: construction section's main span becomes 1,140 m instead of 1,104 m")


def t14() -> dict[str, Any]:
    # clean: maritime history (Wikipedia, wrecksite, a memorial register); two ships of the same name, a tonnage figure that differs between two different sources, dates in different formats.
    m = Mem()
    q = "When was the SS Carraway that sank in 1917 launched, where was it lost, and how many of its crew died?"
    turns: list[Turn] = []
    turns.append((search("SS Carraway 1917 sunk launched crew lost"), R(
        ("https://en.wikipedia.org/wiki/SS_Carraway_(1911)", "SS Carraway (1911) - Wikipedia",
         "SS Carraway was a British cargo ship built in 1911 by J. Rennick & Sons, Sunderland. She was torpedoed and sunk off Flamborough Head on 22 September 1917 ...", "N/A"),
        ("https://en.wikipedia.org/wiki/SS_Carraway_(1937)", "SS Carraway (1937) - Wikipedia",
         "SS Carraway was a cargo ship built in 1937 for the Carr Line. She survived the Second World War, was sold to Greek owners in 1954 ...", "N/A"),
        ("https://www.wrecksite.eu/wreck.aspx?118427", "Carraway SS (+1917) - wrecksite",
         "Carraway, British steam cargo ship, 4,820 grt, built 1911. Sunk 22/09/1917 by torpedo 4 nm ESE of Flamborough Head ...", "N/A"),
        ("https://www.merchantnavymemorial1914-18.org.uk/ships/carraway-1917", "Carraway (1917) - Merchant Navy Roll of Honour 1914-1918",
         "Names of the crew of SS Carraway lost on 22 September 1917, commemorated on the Tower Hill Memorial ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Carr_Line", "Carr Line - Wikipedia",
         "The Carr Line was a Newcastle upon Tyne shipping company founded in 1889 ... fleet list ...", "N/A"),
        ("https://www.sunderlandships.com/view.php?ref=11874", "CARRAWAY 1911 - Sunderland built ships",
         "Yard no 214. Launched 14/03/1911. Owner Carr Line Ltd, Newcastle. 4,812 tons gross ...", "N/A"),
    )))
    turns.append((extract("https://en.wikipedia.org/wiki/SS_Carraway_(1911)", "launch date, loss, casualties"), """Jump to content

From Wikipedia, the free encyclopedia

For the 1937 ship, see SS Carraway (1937).

| History | |
| --- | --- |
| Name | Carraway |
| Owner | Carr Line Ltd, Newcastle upon Tyne |
| Builder | J. Rennick & Sons, Sunderland |
| Yard number | 214 |
| Launched | 14 March 1911 |
| Completed | May 1911 |
| Fate | Torpedoed and sunk, 22 September 1917 |
| General characteristics | |
| Type | Cargo ship |
| Tonnage | 4,812 GRT |
| Length | 385 ft (117 m) |
| Beam | 51 ft (16 m) |
| Propulsion | Triple expansion steam engine, single screw |
| Crew | 34 |

**SS Carraway** was a British cargo ship built in 1911 by J. Rennick & Sons, Sunderland, for the Carr Line. She was torpedoed and sunk by a German submarine off Flamborough Head on 22 September 1917 with the loss of 11 of her 34 crew.

## Career

Carraway was launched on 14 March 1911 and completed in May that year. She traded mainly between the Tyne, the Mediterranean and the River Plate, carrying coal outward and grain home.

## Sinking

On 22 September 1917 Carraway was on passage from the Tyne to Genoa with 6,900 tons of coal when she was torpedoed without warning 4 nautical miles (7.4 km) east-south-east of Flamborough Head. She sank in about ten minutes. Eleven men, including her master, Captain Walter Pryce, were lost; the 23 survivors were picked up by the trawler *Emerald Isle* and landed at Bridlington.

The dead are commemorated on the Tower Hill Memorial in London.

## References

1. "Carraway". Sunderland built ships. Retrieved 8 November 2025.
2. Hocking, Charles (1969). *Dictionary of Disasters at Sea during the Age of Steam*.
"""))
    turns.append((extract("https://www.wrecksite.eu/wreck.aspx?118427", "wreck details"), """# Carraway SS (+1917)

| | |
| --- | --- |
| Type | Cargo ship |
| Nationality | British |
| Built | 1911, J. Rennick & Sons, Sunderland (yard no 214) |
| Launched | 14/03/1911 |
| Tonnage | 4,820 grt |
| Dimensions | 117.3 x 15.6 m |
| Owner | Carr Line Ltd, Newcastle |
| Cause of loss | Torpedoed |
| Date lost | 22/09/1917 |
| Position | 54°05'N 00°01'W (4 nm ESE of Flamborough Head) |
| Casualties | 11 |
| Cargo | Coal, Tyne for Genoa |
| Depth | 48 m |

## History

Torpedoed without warning by a German U-boat while on passage from the Tyne to Genoa. The master and 10 crew were lost.

## Diving

The wreck lies upright but broken in two, with the boilers and engine standing clear. Visibility is usually poor.
"""))
    turns.append(m.add({"carraway_1911_launched": "14 March 1911 (J. Rennick & Sons, Sunderland, yard no 214)",
                        "carraway_loss": "Torpedoed 22 Sep 1917, 4 nm ESE of Flamborough Head (Tyne to Genoa, coal)",
                        "crew_lost": "11 of 34 incl. master Capt Walter Pryce"}))
    turns.append((extract("https://en.wikipedia.org/wiki/SS_Carraway_(1937)", "check this is a different ship"), """Jump to content

From Wikipedia, the free encyclopedia

For the 1911 ship, see SS Carraway (1911).

| History | |
| --- | --- |
| Name | Carraway (1937-1954); Pelagos (1954-1962) |
| Owner | Carr Line Ltd (1937-1954); Aegean Bulk Carriers, Piraeus (1954-1962) |
| Builder | Harland Mercer & Co, Glasgow |
| Launched | 9 June 1937 |
| Fate | Scrapped at Split, 1962 |
| General characteristics | |
| Type | Cargo ship |
| Tonnage | 5,210 GRT |
| Length | 412 ft (126 m) |

**SS Carraway** was a cargo ship built in 1937 for the Carr Line, the second company ship of the name. She sailed in North Atlantic and Mediterranean convoys during the Second World War without damage, was sold to Greek owners in 1954 and renamed *Pelagos*, and was scrapped at Split in 1962.
"""))
    turns.append((search("Carraway 22 September 1917 crew names Tower Hill Memorial"), R(
        ("https://www.merchantnavymemorial1914-18.org.uk/ships/carraway-1917", "Carraway (1917) - Merchant Navy Roll of Honour 1914-1918",
         "SS Carraway, Carr Line, sunk 22 September 1917. 11 names. Master: Pryce, Walter, age 52 ...", "N/A"),
        ("https://www.cwgc.org/visit-us/find-cemeteries-memorials/cemetery-details/2003148/tower-hill-memorial/", "Tower Hill Memorial | CWGC",
         "The Tower Hill Memorial commemorates men and women of the Merchant Navy and Fishing Fleets who died in both World Wars and who have no known grave ...", "N/A"),
        ("https://www.bridlingtonfreepress.co.uk/heritage/carraway-survivors-landed-1917", "When survivors of the Carraway were landed at Bridlington - Bridlington Free Press",
         "The trawler Emerald Isle brought 23 exhausted men into the harbour on the evening of 22 September 1917 ...", "Sep 22, 2017"),
    )))
    turns.append((extract("https://www.merchantnavymemorial1914-18.org.uk/ships/carraway-1917", "names of the crew lost"), """# Carraway (1917)

**Owner:** Carr Line Ltd, Newcastle upon Tyne
**Lost:** 22 September 1917, torpedoed 4 miles ESE of Flamborough Head
**Commemorated:** Tower Hill Memorial, London

## Crew lost (11)

| Name | Rank / rating | Age | Home |
| --- | --- | --- | --- |
| Pryce, Walter | Master | 52 | South Shields |
| Coulthard, Robert Henry | Chief Officer | 41 | Jarrow |
| Ainsley, Thomas | Second Engineer | 36 | Sunderland |
| Dunn, George | Third Engineer | 27 | Sunderland |
| O'Rourke, Patrick | Fireman | 33 | Liverpool |
| Hansen, Nils | Able Seaman | 29 | Bergen, Norway |
| Bell, James | Fireman | 24 | North Shields |
| Kirkup, John William | Donkeyman | 45 | Hebburn |
| Reay, Edward | Ordinary Seaman | 17 | Newcastle |
| Mahmoud, Ali | Fireman | 31 | Aden |
| Storey, Frederick | Steward | 38 | Blyth |
"""))
    turns.append(m.update({"crew_lost": "11 of 34 (23 survivors landed at Bridlington by trawler Emerald Isle); names on Tower Hill Memorial, master Capt Walter Pryce, 52"}))
    turns.append(m.retrieve_all())
    return dict(tid="h17-search-14", turns=turns, state=state(q, "November 8, 2025"), bad=False, turn=None, kind="clean")


def t15() -> dict[str, Any]:
    # clean: city council on Legistar: agenda for a meeting later rescheduled (notice), ordinance amended on the floor (appropriation reduced), local paper rounding the figure, approved minutes.
    m = Mem()
    q = "Did Fernhollow City Council pass Ordinance 2025-62 (Larkspur Avenue safety project), what was the vote, and how much does it appropriate?"
    turns: list[Turn] = []
    turns.append((search("Fernhollow City Council Ordinance 2025-62 Larkspur Avenue"), R(
        ("https://fernhollow.legistar.com/LegislationDetail.aspx?ID=6718204&GUID=3C0B8E7A-2F41-4D2B-9A0E-55D1C7B3E9A2", "City of Fernhollow - File #: ORD 2025-62",
         "An ordinance authorizing the Director of Public Service to enter into contracts for the Larkspur Avenue Safety Improvement Project and appropriating ...", "N/A"),
        ("https://fernhollow.legistar.com/View.ashx?M=A&ID=1298844&GUID=8E2D5F10-7C3A-4B61-A0D2-7F94E3B21C05", "City Council Regular Meeting Agenda - September 23, 2025",
         "12. ORD 2025-62 Second reading. An ordinance authorizing ... Larkspur Avenue Safety Improvement Project and appropriating $1,850,000 ...", "Sep 19, 2025"),
        ("https://www.fernhollowcourier.com/news/council-approves-larkspur-road-diet", "Council approves Larkspur Avenue road diet, trims cost - Fernhollow Courier",
         "Fernhollow City Council voted 6-1 Tuesday to convert Larkspur Avenue from four lanes to three ...", "Oct 1, 2025"),
        ("https://www.fernhollowoh.gov/news/council-meeting-rescheduled", "Notice: September 23 City Council meeting rescheduled | City of Fernhollow",
         "The regular meeting of Fernhollow City Council scheduled for Tuesday, September 23, 2025 has been rescheduled ...", "Sep 17, 2025"),
        ("https://www.fernhollowoh.gov/larkspur", "Larkspur Avenue Safety Improvement Project | City of Fernhollow",
         "Project overview, public meeting materials and the proposed lane configuration for Larkspur Avenue between Route 42 and Maple Grove Drive ...", "N/A"),
    )))
    turns.append((extract("https://fernhollow.legistar.com/View.ashx?M=A&ID=1298844&GUID=8E2D5F10-7C3A-4B61-A0D2-7F94E3B21C05", "agenda item for ORD 2025-62"), """# CITY OF FERNHOLLOW
## City Council Regular Meeting - Agenda

**Tuesday, September 23, 2025 - 6:00 PM**
Council Chambers, Fernhollow City Hall, 100 Commons Square

1. Call to Order
2. Roll Call
3. Pledge of Allegiance
4. Approval of Minutes - September 9, 2025 Regular Meeting
5. Public Comment (3 minutes per speaker)
6. Mayor's Report
7. Committee Reports

*(Items 8-11: consent agenda and board appointments - see full agenda packet)*

### Legislation - Second Reading

12. **ORD 2025-62** - An ordinance authorizing the Director of Public Service to enter into contracts for the Larkspur Avenue Safety Improvement Project and appropriating $1,850,000 from the Capital Improvement Fund. *(Transportation & Public Works Committee recommends approval, 3-0)*

13. **ORD 2025-64** - An ordinance amending Chapter 1127 of the Codified Ordinances regarding accessory dwelling units.

### Legislation - First Reading

14. **RES 2025-88** - A resolution accepting the amounts and rates as determined by the Budget Commission.

15. Adjournment
"""))
    turns.append((search("Fernhollow council meeting September 23 2025 rescheduled"), R(
        ("https://www.fernhollowoh.gov/news/council-meeting-rescheduled", "Notice: September 23 City Council meeting rescheduled | City of Fernhollow",
         "Because Council Chambers will be used by the Board of Elections for poll worker training, the September 23 meeting will be held Tuesday, September 30 ...", "Sep 17, 2025"),
        ("https://fernhollow.legistar.com/Calendar.aspx", "City of Fernhollow - Calendar",
         "City Council 9/30/2025 6:00 PM Council Chambers Agenda Minutes Video ...", "N/A"),
        ("https://www.facebook.com/FernhollowOH/posts/1043377215531184", "City of Fernhollow - Facebook",
         "Reminder: Council meets Tuesday, Sept. 30 at 6 p.m. (rescheduled from Sept. 23). Larkspur Ave is on the agenda ...", "Sep 28, 2025"),
    )))
    turns.append((extract("https://www.fernhollowoh.gov/news/council-meeting-rescheduled", "new meeting date"), """# Notice: September 23 City Council meeting rescheduled

*Posted September 17, 2025 | Clerk of Council*

Because Council Chambers will be used by the Board of Elections for poll worker training, the regular meeting of Fernhollow City Council scheduled for **Tuesday, September 23, 2025** will instead be held on **Tuesday, September 30, 2025, at 6:00 PM** in Council Chambers, 100 Commons Square.

The agenda published for September 23 will be carried forward to September 30 without change, except for updated approval of minutes.

Questions: Clerk of Council Janine Akers, (555) 288-4100.
"""))
    turns.append((extract("https://fernhollow.legistar.com/LegislationDetail.aspx?ID=6718204&GUID=3C0B8E7A-2F41-4D2B-9A0E-55D1C7B3E9A2", "status, final vote and appropriation"), """# City of Fernhollow - Legislation Details (With Text)

| | |
| --- | --- |
| File #: | ORD 2025-62 |
| Version: | 2 |
| Type: | Ordinance |
| Status: | Passed |
| File created: | 8/28/2025 |
| In control: | City Council |
| On agenda: | 9/30/2025 |
| Final action: | 9/30/2025 |
| Enactment date: | 10/3/2025 |
| Title: | An ordinance authorizing the Director of Public Service to enter into contracts for the Larkspur Avenue Safety Improvement Project and appropriating $1,620,000 from the Capital Improvement Fund. |
| Sponsors: | Keisha Banerjee, Tom Lindell |
| Attachments: | 1. Larkspur Ave concept plan, 2. Traffic study summary, 3. Amendment 1 - Banerjee |

## History (5)

| Ver. | Date | Action By | Action | Result |
| --- | --- | --- | --- | --- |
| 2 | 10/3/2025 | Mayor | signed | |
| 2 | 9/30/2025 | City Council | passed as amended | Pass |
| 1 | 9/30/2025 | City Council | amended | Pass |
| 1 | 9/16/2025 | Transportation & Public Works Committee | recommended for approval | Pass |
| 1 | 9/9/2025 | City Council | first reading; referred to Transportation & Public Works Committee | |

## Votes - 9/30/2025 City Council: amended (Amendment 1: remove Birch Street raised intersection, reduce appropriation by $230,000)

Aye: 7 - Reyes-Whitfield, Banerjee, Lindell, Gutierrez, Haugland, Petit, Ostrowski

## Votes - 9/30/2025 City Council: passed as amended

Aye: 6 - Reyes-Whitfield, Banerjee, Lindell, Gutierrez, Haugland, Petit
Nay: 1 - Ostrowski

## Text of Legislation

SECTION 1. The Director of Public Service is hereby authorized to enter into contracts for the Larkspur Avenue Safety Improvement Project, converting Larkspur Avenue between State Route 42 and Maple Grove Drive from four travel lanes to two travel lanes with a center turn lane and buffered bike lanes.

SECTION 2. There is hereby appropriated from the Capital Improvement Fund (Fund 401) the sum of $1,620,000 for the purposes of Section 1.
"""))
    turns.append(m.add({"ord_2025_62_status": "Passed as amended 9/30/2025 (meeting moved from 9/23); signed by Mayor 10/3/2025",
                        "ord_2025_62_vote": "6-1 on passage (Nay: Ostrowski); amendment passed 7-0",
                        "ord_2025_62_appropriation": "$1,620,000 (amended down from $1,850,000 by removing $230,000 Birch St raised intersection)"}))
    turns.append((extract("https://www.fernhollowcourier.com/news/council-approves-larkspur-road-diet", "context, cost and timeline"), """# Council approves Larkspur Avenue road diet, trims cost

*By Owen Partridge | Fernhollow Courier | October 1, 2025*

Fernhollow City Council voted 6-1 Tuesday to convert Larkspur Avenue from four lanes to three between Route 42 and Maple Grove Drive, after trimming the project's price tag to about $1.6 million.

Council first voted unanimously to drop a raised intersection at Birch Street, which neighbors had said would push traffic onto side streets. That cut $230,000 from the original $1.85 million request.

Councilman Dan Ostrowski cast the lone vote against the project. "I support safer streets, but I'm not convinced a single lane each way will handle rush hour," he said.

The city recorded 64 crashes on the 1.4-mile stretch between 2020 and 2024, including two fatal crashes, according to the traffic study.

Construction is expected to begin in spring 2026 and take about four months. The meeting had been pushed back a week from its usual date because the Board of Elections was using Council Chambers.
"""))
    turns.append(m.add({"ord_2025_62_timeline": "construction expected spring 2026, ~4 months (Courier, Oct 1, 2025)"}))
    turns.append((extract("https://fernhollow.legistar.com/View.ashx?M=M&ID=1301127&GUID=A41C9E02-5B7D-4F38-9E61-0C2D8B7F3A19", "approved minutes of the meeting"), """# CITY OF FERNHOLLOW
## City Council Regular Meeting - Minutes

**Tuesday, September 30, 2025** *(rescheduled from September 23, 2025)*
*Approved October 14, 2025*

**Call to Order:** President Alma Reyes-Whitfield called the meeting to order at 6:02 PM.

**Roll Call:** Present: Reyes-Whitfield, Banerjee, Gutierrez, Haugland, Lindell, Ostrowski, Petit (7). Absent: none.

...

**ORD 2025-62** (second reading) - Larkspur Avenue Safety Improvement Project.

Ms. Banerjee moved, seconded by Mr. Lindell, to amend the ordinance by removing the Birch Street raised intersection and reducing the appropriation from $1,850,000 to $1,620,000. Motion carried 7-0.

Fourteen residents spoke during public comment on the ordinance (9 in favor, 5 opposed).

Mr. Lindell moved, seconded by Ms. Gutierrez, to pass ORD 2025-62 as amended. Roll call: Yes - Banerjee, Gutierrez, Haugland, Lindell, Petit, Reyes-Whitfield; No - Ostrowski. **Ordinance passed as amended, 6-1.**

**Adjournment:** 8:47 PM.

Janine Akers, Clerk of Council
"""))
    turns.append(m.retrieve_all())
    return dict(tid="h17-search-15", turns=turns, state=state(q, "October 20, 2025"), bad=False, turn=None, kind="clean")


def t16() -> dict[str, Any]:
    # bad: county election results site (summary page and statistics page of the same report), ballot-measure page, local paper. Turn 9's statistics page gives Measure K total votes 34,439, but the same Report #6 listed Yes 18,442 + No 15,907 = 34,349 (turn 2).
    m = Mem()
    q = "Did Alder County's Measure K (sales tax) pass in the November 4, 2025 election, by how many votes, and what was turnout?"
    turns: list[Turn] = []
    summary = "https://www.aldercountyvotes.gov/results/2025-11-04/summary"
    turns.append((search("Alder County Measure K November 2025 results"), R(
        (summary, "Election Results - November 4, 2025 Consolidated Special Election | Alder County Elections",
         "Semi-Official Results. Report #6. Measure K - Alder County General Sales Tax: YES 18,442 (53.69%), NO 15,907 (46.31%) ...", "Nov 5, 2025"),
        ("https://www.aldersentinel.com/news/measure-k-sales-tax-leading", "Measure K sales tax leading in early returns - Alder Sentinel",
         "Alder County's half-cent sales tax measure was ahead with nearly 54% of the vote early Wednesday ...", "Nov 5, 2025"),
        ("https://www.aldercountyvotes.gov/elections/2025-11-04/measures", "Ballot Measures - November 4, 2025 | Alder County Elections",
         "Measure K: Alder County General Sales Tax. Measure L: Cedar Flat Unified School District Bond ...", "N/A"),
        ("https://ballotpedia.org/Alder_County,_California,_Measure_K,_Sales_Tax_(November_2025)", "Alder County, California, Measure K, Sales Tax (November 2025) - Ballotpedia",
         "Measure K was on the ballot as a referral in Alder County on November 4, 2025 ... A yes vote supported authorizing a 0.5% sales tax for 10 years ...", "N/A"),
        ("https://www.aldercountyvotes.gov/results/2025-11-04/unprocessed", "Unprocessed Ballot Report - November 4, 2025",
         "Estimated unprocessed ballots as of 11/05/2025 ...", "Nov 5, 2025"),
    )))
    turns.append((extract(summary, "Measure K result, ballots cast, turnout"), """# Alder County Elections
## November 4, 2025 Consolidated Special Election

**Semi-Official Election Night Results - Report #6 (Final Election Night Report)**
Updated: 11/05/2025 1:12 AM

| | |
| --- | --- |
| Precincts reported | 142 of 142 (100.00%) |
| Registered voters | 96,210 |
| Ballots cast | 35,877 |
| Voter turnout | 37.29% |

*Results are semi-official and will change as vote-by-mail and provisional ballots are processed. Next update: Friday, 11/07/2025, 5:00 PM.*

## Measure K - Alder County General Sales Tax (1/2 cent)
*Requires majority approval (50% + 1)*

| Choice | Votes | Percent |
| --- | --- | --- |
| YES | 18,442 | 53.69% |
| NO | 15,907 | 46.31% |

## Measure L - Cedar Flat Unified School District Bond
*Requires 55% approval*

| Choice | Votes | Percent |
| --- | --- | --- |
| YES | 4,118 | 56.02% |
| NO | 3,233 | 43.98% |

## City of Harwick - Member, City Council, District 2

| Candidate | Votes | Percent |
| --- | --- | --- |
| ERIN CASTELLANO | 2,904 | 51.43% |
| MARCUS ILUNGA | 2,743 | 48.57% |

[Statistics](https://www.aldercountyvotes.gov/results/2025-11-04/statistics) | [Precinct results (CSV)](https://www.aldercountyvotes.gov/results/2025-11-04/precincts.csv) | [Unprocessed ballot report](https://www.aldercountyvotes.gov/results/2025-11-04/unprocessed)
"""))
    turns.append((search("Alder County Measure K half cent sales tax what it funds"), R(
        ("https://www.aldercountyvotes.gov/elections/2025-11-04/measures", "Ballot Measures - November 4, 2025 | Alder County Elections",
         "Measure K: Shall the measure enacting a one-half cent general sales tax for 10 years, raising approximately $14,000,000 annually ...", "N/A"),
        ("https://www.aldersentinel.com/opinion/editorial-yes-on-k", "Editorial: Yes on K - Alder Sentinel",
         "The county's roads and fire stations need the money, and the sunset clause keeps it honest ...", "Oct 12, 2025"),
        ("https://ballotpedia.org/Alder_County,_California,_Measure_K,_Sales_Tax_(November_2025)", "Alder County, California, Measure K, Sales Tax (November 2025) - Ballotpedia",
         "A simple majority vote was required for the approval of Measure K ...", "N/A"),
    )))
    turns.append((extract("https://www.aldercountyvotes.gov/elections/2025-11-04/measures", "Measure K text and threshold"), """# Ballot Measures - November 4, 2025

## Measure K - Alder County General Sales Tax

**Ballot question:** "To maintain and improve county services, including road repair, fire protection and emergency response, and mental health crisis services, shall the measure enacting a one-half cent general sales tax for 10 years, raising approximately $14,000,000 annually, with independent annual audits and all funds staying in Alder County, be adopted?"

- **Placed on ballot by:** Alder County Board of Supervisors (Resolution 2025-117, July 22, 2025)
- **Type:** General tax
- **Approval required:** Simple majority (50% + 1)
- **Full text:** [Measure K full text (PDF)](https://www.aldercountyvotes.gov/media/2025-11/measure-k-full-text.pdf)
- **Impartial analysis:** County Counsel

## Measure L - Cedar Flat Unified School District Bond

**Ballot question:** "To repair aging classrooms and roofs ... shall Cedar Flat Unified School District issue $38,000,000 in bonds ..."

- **Approval required:** 55%
- **Voters:** Cedar Flat Unified School District only
"""))
    turns.append(m.add({"measure_k_yes": "18,442 (53.69%)", "measure_k_no": "15,907 (46.31%)", "measure_k_threshold": "simple majority (general tax)",
                        "turnout": "35,877 ballots of 96,210 registered = 37.29% (Report #6, 11/05 1:12 AM, semi-official)"}))
    turns.append((extract("https://www.aldersentinel.com/news/measure-k-sales-tax-leading", "margin and uncounted ballots"), """# Measure K sales tax leading in early returns

*By Priya Natarajan | Alder Sentinel | Nov. 5, 2025, 9:40 a.m.*

Alder County's half-cent sales tax measure was ahead with nearly 54% of the vote early Wednesday, a lead of about 2,500 votes that supporters said would be hard to overturn.

Measure K needs a simple majority to pass. If approved, it would raise an estimated $14 million a year for 10 years for roads, fire protection and mental health crisis teams.

"We're cautiously optimistic," said Supervisor Ramona Tisdale, who led the campaign. Opponents, led by the Alder County Taxpayers Association, said they would wait for more ballots to be counted.

The county elections office estimated Wednesday morning that roughly 9,100 vote-by-mail and provisional ballots remain to be counted. The next update is scheduled for Friday at 5 p.m.

Turnout on election night stood at about 37%.
"""))
    turns.append(m.add({"measure_k_margin": "2,535 votes (18,442 - 15,907) as of Report #6"}))
    turns.append((search("Alder County unprocessed ballot report November 5 2025"), R(
        ("https://www.aldercountyvotes.gov/results/2025-11-04/unprocessed", "Unprocessed Ballot Report - November 4, 2025",
         "As of 11/05/2025 5:00 PM: vote-by-mail ballots to be processed 8,702; provisional ballots 438; total estimated unprocessed 9,140 ...", "Nov 5, 2025"),
        ("https://www.sos.ca.gov/elections/upcoming-elections/unprocessed-ballots", "Unprocessed Ballots Report | California Secretary of State",
         "County elections officials report the estimated number of unprocessed ballots ...", "N/A"),
        ("https://www.aldercountyvotes.gov/results/2025-11-04/statistics", "Statistics - November 4, 2025 Consolidated Special Election",
         "Report #6. Ballots cast 35,877. Turnout 37.29%. Contest statistics ...", "Nov 5, 2025"),
    )))
    turns.append((extract("https://www.aldercountyvotes.gov/results/2025-11-04/statistics", "turnout and contest statistics"), """# Alder County Elections
## November 4, 2025 Consolidated Special Election - Statistics

**Semi-Official Election Night Results - Report #6 (Final Election Night Report)**
Updated: 11/05/2025 1:12 AM

## Turnout

| | |
| --- | --- |
| Registered voters | 96,210 |
| Ballots cast - vote by mail | 31,206 |
| Ballots cast - in person | 4,671 |
| Ballots cast - total | 35,877 |
| Voter turnout | 37.29% |

## Contest statistics

| Contest | Ballots cast in contest | Total votes | Undervotes | Overvotes |
| --- | --- | --- | --- | --- |
| Measure K - Alder County General Sales Tax | 35,877 | 34,439 | 1,412 | 26 |
| Measure L - Cedar Flat USD Bond | 7,802 | 7,351 | 447 | 4 |
| City of Harwick Council District 2 | 5,931 | 5,647 | 281 | 3 |

*Undervotes: ballots with no choice marked in the contest. Overvotes: ballots with more choices marked than allowed.*
"""))
    return dict(tid="h17-search-16", turns=turns, state=state(q, "November 6, 2025"), bad=True, turn=9,
                kind="statistics page of the same report gives Measure K total votes 34,439, but its YES 18,442 + NO 15,907 = 34,349")


def t17() -> dict[str, Any]:
    # bad: literary prize site (shortlist page, longlist page) and news. Turn 6 re-reads the shortlist page and lists "The Lighthouse Accounts" by Cora Pennant (a longlisted title) in place of "Nineteen Bridges" by Rafael Ochoa-Birch, which turn 2's read of the same page had on the shortlist.
    m = Mem()
    q = "Which six titles are on the 2025 Marlowe Prize for Debut Fiction shortlist, and when will the winner be announced?"
    turns: list[Turn] = []
    url = "https://www.marloweprize.org.uk/2025/shortlist"
    turns.append((search("Marlowe Prize for Debut Fiction 2025 shortlist"), R(
        (url, "The 2025 Shortlist | The Marlowe Prize for Debut Fiction",
         "Six debut novels are shortlisted for the 2025 Marlowe Prize, including The Salt Orchard by Niamh Corcoran and Weather for Small Towns by Tobi Adeyemi-Clarke ...", "Sep 9, 2025"),
        ("https://www.thebookseller.com/news/marlowe-prize-2025-shortlist-announced", "Two Harrowgate Press titles on Marlowe debut prize shortlist | The Bookseller",
         "Harrowgate Press has two titles on the six-strong shortlist for the £15,000 Marlowe Prize for Debut Fiction, announced on Tuesday ...", "Sep 9, 2025"),
        ("https://www.marloweprize.org.uk/2025/longlist", "The 2025 Longlist | The Marlowe Prize for Debut Fiction",
         "Twelve debut novels make the 2025 longlist, chosen from 214 submissions ...", "Jul 15, 2025"),
        ("https://www.theguardian.com/books/2025/sep/09/marlowe-prize-debut-fiction-shortlist", "Marlowe prize shortlist celebrates 'fearless' debuts | The Guardian",
         "A novel told entirely through weather reports and a family saga set in a Kent apple orchard are among the six books ...", "Sep 9, 2025"),
        ("https://www.marloweprize.org.uk/about", "About the Prize | The Marlowe Prize for Debut Fiction",
         "Founded in 2011, the Marlowe Prize is awarded annually to the best debut novel by a writer resident in the UK or Ireland ...", "N/A"),
    )))
    page = """# The 2025 Shortlist

*Announced 9 September 2025*

Our judges have chosen six debut novels for the 2025 Marlowe Prize for Debut Fiction. The winner, who receives £15,000, will be announced on **13 November 2025** at a ceremony in Bristol. Each shortlisted author receives £1,500.

## The shortlisted books

- **The Salt Orchard** by Niamh Corcoran (Harrowgate Press)
- **Weather for Small Towns** by Tobi Adeyemi-Clarke (Lanternfish Books)
- **A Map of Quiet Rooms** by Hana Sterling (Quillon & Daughters)
- **The Ferryman's Daughter** by Elspeth Maclaine (Saltire Row)
- {fifth}
- **The Understudy** by Maren Holt (Peregrine House)

## The judges

- Imogen Faraday, novelist (chair)
- Kwame Osei-Bonsu, bookseller, Mr B's Reading Room
- Dr Harriet Lomax, lecturer in creative writing, University of Bristol
- Sunil Dhar, critic and broadcaster

> "Every book on this list takes a risk, and every one of them lands it," said chair Imogen Faraday.

## Ceremony

The winner will be announced at the Marlowe Prize ceremony on 13 November 2025, broadcast live on our YouTube channel from 7.30pm.
"""
    fifth_ok = "**Nineteen Bridges** by Rafael Ochoa-Birch (Harrowgate Press)"
    turns.append((extract(url, "the six shortlisted titles and the announcement date"), page.replace("{fifth}", fifth_ok)))
    turns.append(m.add({"shortlist_2025": "The Salt Orchard (Niamh Corcoran); Weather for Small Towns (Tobi Adeyemi-Clarke); A Map of Quiet Rooms (Hana Sterling); The Ferryman's Daughter (Elspeth Maclaine); Nineteen Bridges (Rafael Ochoa-Birch); The Understudy (Maren Holt)"}))
    turns.append((search("Marlowe Prize 2025 longlist twelve debuts"), R(
        ("https://www.marloweprize.org.uk/2025/longlist", "The 2025 Longlist | The Marlowe Prize for Debut Fiction",
         "Twelve debut novels make the 2025 longlist, chosen from 214 submissions ...", "Jul 15, 2025"),
        ("https://www.thebookseller.com/news/marlowe-prize-2025-longlist", "Lanternfish Books leads Marlowe Prize longlist with three debuts | The Bookseller",
         "Independent publisher Lanternfish Books has three titles on the 12-strong longlist ...", "Jul 15, 2025"),
        ("https://www.waterstones.com/campaign/marlowe-prize", "The Marlowe Prize for Debut Fiction | Waterstones",
         "Shop the 2025 Marlowe Prize shortlist and longlist ...", "N/A"),
    )))
    turns.append((extract("https://www.marloweprize.org.uk/2025/longlist", "all twelve longlisted titles"), """# The 2025 Longlist

*Announced 15 July 2025*

Twelve debut novels make the 2025 longlist, chosen from 214 submissions. The shortlist will be announced on 9 September.

| Title | Author | Publisher |
| --- | --- | --- |
| Ash Year | Tomasz Wren | Peregrine House |
| The Ferryman's Daughter | Elspeth Maclaine | Saltire Row |
| The Glass Allotment | Ruth Ellery | Quillon & Daughters |
| Kingfisher Season | Dev Mistry-Hale | Lanternfish Books |
| The Lighthouse Accounts | Cora Pennant | Lanternfish Books |
| A Map of Quiet Rooms | Hana Sterling | Quillon & Daughters |
| Nineteen Bridges | Rafael Ochoa-Birch | Harrowgate Press |
| The Salt Orchard | Niamh Corcoran | Harrowgate Press |
| Small Hours in Lagos | Femi Adewale-Hart | Saltire Row |
| The Understudy | Maren Holt | Peregrine House |
| Weather for Small Towns | Tobi Adeyemi-Clarke | Lanternfish Books |
| What the River Kept | Orla Kinsella | Harrowgate Press |
"""))
    turns.append((extract(url, "judges and ceremony details"), page.replace("{fifth}", "**The Lighthouse Accounts** by Cora Pennant (Lanternfish Books)")))
    turns.append((search("Marlowe Prize 2025 winner announcement date ceremony Bristol"), R(
        (url, "The 2025 Shortlist | The Marlowe Prize for Debut Fiction",
         "The winner, who receives £15,000, will be announced on 13 November 2025 at a ceremony in Bristol ...", "Sep 9, 2025"),
        ("https://www.marloweprize.org.uk/ceremony", "The Ceremony | The Marlowe Prize for Debut Fiction",
         "Join us on 13 November 2025 for the announcement of the winner, live on YouTube from 7.30pm ...", "N/A"),
        ("https://www.bristol247.com/culture/books/marlowe-prize-ceremony-2025", "Marlowe Prize returns to Bristol for 2025 ceremony - Bristol24/7",
         "The debut fiction prize will name its winner at a ceremony in the city on Thursday 13 November ...", "Sep 12, 2025"),
    )))
    turns.append(m.add({"winner_announcement": "13 November 2025, ceremony in Bristol (live on YouTube from 7.30pm); prize £15,000"}))
    return dict(tid="h17-search-17", turns=turns, state=state(q, "September 20, 2025"), bad=True, turn=6,
                kind="shortlist page re-read lists a longlisted title in place of one of the six shortlisted books")


def t18() -> dict[str, Any]:
    # clean: Google Patents (application publication and granted patent of one family carry different numbers and claim counts), a similar patent of another company, the assignee's press release.
    m = Mem()
    q = "Has Greenlattice's fold-flat hydroponic tray patent application been granted? Give the patent number, key dates and expected expiry."
    turns: list[Turn] = []
    turns.append((search("Greenlattice fold-flat hydroponic tray patent"), R(
        ("https://patents.google.com/patent/US20230189476A1/en", "US20230189476A1 - Fold-flat hydroponic grow tray - Google Patents",
         "A hydroponic grow tray comprising a base panel and four side walls joined to the base panel by living hinges, the side walls folding inward to lie flat ...", "Jun 22, 2023"),
        ("https://patents.google.com/patent/US11917284B2/en", "US11917284B2 - Fold-flat hydroponic grow tray - Google Patents",
         "A hydroponic grow tray comprising a base panel, four side walls joined to the base panel by living hinges, and a gasketed channel ...", "Mar 5, 2024"),
        ("https://patents.google.com/patent/US11560118B1/en", "US11560118B1 - Collapsible grow tray for vertical farming - Google Patents",
         "A collapsible grow tray having telescoping side walls and a removable drain insert ... Verdanta Farms LLC ...", "Jan 24, 2023"),
        ("https://www.greenlattice.com/press/2024-03-12-us-patent-fold-flat-tray", "Greenlattice Granted U.S. Patent for Fold-Flat Grow Tray",
         "Greenlattice Inc. today announced that the USPTO has issued U.S. Patent No. 11,917,284 covering its FlatGrow fold-flat hydroponic tray ...", "Mar 12, 2024"),
        ("https://patents.justia.com/assignee/greenlattice-inc", "Greenlattice Inc. Patents - Justia Patents Search",
         "Patents assigned to Greenlattice Inc. Fold-flat hydroponic grow tray. Patent number: 11917284 ...", "N/A"),
    )))
    events = """## Application US18/082,611 events

| Date | Event |
| --- | --- |
| 2021-12-20 | Priority to US202163291845P |
| 2022-12-16 | Application filed by Greenlattice Inc |
| 2023-06-22 | Publication of US20230189476A1 |
| 2024-03-05 | Application granted |
| 2024-03-05 | Publication of US11917284B2 |
| Status | Active |
| 2043-01-09 | Anticipated expiration |
"""
    turns.append((extract("https://patents.google.com/patent/US20230189476A1/en", "status and dates"), """# US20230189476A1 - Fold-flat hydroponic grow tray

**Abstract**

A hydroponic grow tray comprising a base panel and four side walls joined to the base panel by living hinges, the side walls folding inward to lie flat against the base panel for shipping and storage and locking upright by snap-fit corner clips for use. A drain channel formed in the base panel directs nutrient solution to an outlet port.

| | |
| --- | --- |
| Inventor | Saoirse Delaney, Mateus Okoro-Lind |
| Current Assignee | Greenlattice Inc |
| Other versions | US11917284B2 |
| Worldwide applications | 2022 US; 2022 WO; 2023 EP |

""" + events + """
## Claims (20)

1. A hydroponic grow tray comprising: a base panel having an upper surface and a drain channel formed in the upper surface; four side walls, each side wall joined to an edge of the base panel by a living hinge and movable between a folded position in which the side wall lies against the upper surface and an upright position; and a corner clip at each corner configured to lock adjacent side walls in the upright position.

2. The hydroponic grow tray of claim 1, wherein the drain channel slopes toward an outlet port.

...

## Description

### CROSS-REFERENCE TO RELATED APPLICATIONS

This application claims the benefit of U.S. Provisional Application No. 63/291,845, filed Dec. 20, 2021.
"""))
    turns.append((extract("https://patents.google.com/patent/US11917284B2/en", "granted patent details and claims"), """# US11917284B2 - Fold-flat hydroponic grow tray

**Abstract**

A hydroponic grow tray comprising a base panel, four side walls joined to the base panel by living hinges, and a gasketed channel along each hinge line. The side walls fold inward to lie flat against the base panel for shipping and lock upright by snap-fit corner clips, with the gasketed channels sealing the hinge lines against leakage of nutrient solution.

| | |
| --- | --- |
| Inventor | Saoirse Delaney, Mateus Okoro-Lind |
| Current Assignee | Greenlattice Inc |
| Other versions | US20230189476A1 |
| Worldwide applications | 2022 US; 2022 WO; 2023 EP |

""" + events + """
## Claims (18)

1. A hydroponic grow tray comprising: a base panel having an upper surface and a drain channel formed in the upper surface; four side walls, each side wall joined to an edge of the base panel by a living hinge and movable between a folded position and an upright position; a gasketed channel extending along each living hinge and sealing the living hinge when the side wall is in the upright position; and a corner clip at each corner configured to lock adjacent side walls in the upright position.

...

## Legal Events

| Date | Code | Title | Description |
| --- | --- | --- | --- |
| 2022-12-16 | AS | Assignment | Owner name: GREENLATTICE INC., OREGON; ASSIGNORS: DELANEY, SAOIRSE; OKORO-LIND, MATEUS |
| 2023-12-01 | STPP | Information on status: patent application and granting procedure in general | NOTICE OF ALLOWANCE MAILED |
| 2024-02-14 | STPP | Information on status | ISSUE FEE PAYMENT VERIFIED |
| 2024-03-05 | STCF | Information on status: patent grant | PATENTED CASE |
"""))
    turns.append(m.add({"granted": "Yes - US 11,917,284 B2 granted 2024-03-05 (app US18/082,611 filed 2022-12-16, published as US20230189476A1 on 2023-06-22)",
                        "priority_date": "2021-12-20 (provisional 63/291,845)",
                        "expiry": "anticipated 2043-01-09 (Google Patents); status Active",
                        "claims": "application publication 20 claims; granted patent 18 claims (gasketed hinge channel added to claim 1)"}))
    turns.append((extract("https://patents.google.com/patent/US11560118B1/en", "is this related?"), """# US11560118B1 - Collapsible grow tray for vertical farming

**Abstract**

A collapsible grow tray having telescoping side walls that slide vertically within a rigid base frame, and a removable drain insert. The tray collapses to about one third of its working height for storage.

| | |
| --- | --- |
| Inventor | Caleb Yoon, Priyanka Seth |
| Current Assignee | Verdanta Farms LLC |
| Worldwide applications | 2021 US |

## Application US17/337,094 events

| Date | Event |
| --- | --- |
| 2021-06-02 | Application filed by Verdanta Farms LLC |
| 2023-01-24 | Application granted |
| 2023-01-24 | Publication of US11560118B1 |
| Status | Active |
| 2041-06-02 | Anticipated expiration |

## Claims (12)

1. A collapsible grow tray comprising: a rigid base frame; a plurality of side walls slidably received in the base frame ...
"""))
    turns.append((search("Greenlattice FlatGrow patent 11,917,284 press release"), R(
        ("https://www.greenlattice.com/press/2024-03-12-us-patent-fold-flat-tray", "Greenlattice Granted U.S. Patent for Fold-Flat Grow Tray",
         "Greenlattice Inc. today announced that the USPTO has issued U.S. Patent No. 11,917,284 covering its FlatGrow fold-flat hydroponic tray ...", "Mar 12, 2024"),
        ("https://www.agfundernews.com/greenlattice-raises-series-a", "Greenlattice raises $9m Series A for flat-pack hydroponics - AgFunderNews",
         "Portland-based Greenlattice, whose FlatGrow trays ship flat and snap together on site, has raised ...", "Aug 20, 2024"),
        ("https://patents.google.com/patent/EP4451327A1/en", "EP4451327A1 - Fold-flat hydroponic grow tray - Google Patents",
         "European application claiming priority of US 63/291,845 ... Status: Pending ...", "Oct 30, 2024"),
    )))
    turns.append((extract("https://www.greenlattice.com/press/2024-03-12-us-patent-fold-flat-tray", "what the press release says about the patent"), """# Greenlattice Granted U.S. Patent for Fold-Flat Grow Tray

*PORTLAND, Ore., March 12, 2024*

Greenlattice Inc. today announced that the U.S. Patent and Trademark Office has issued U.S. Patent No. 11,917,284, titled "Fold-flat hydroponic grow tray," covering the company's FlatGrow tray. The patent issued on March 5, 2024.

FlatGrow trays ship and store flat, then fold up and lock in seconds. A sealed hinge design keeps nutrient solution from leaking at the folds, the feature at the heart of the granted claims.

"Shipping air is expensive," said co-founder and CEO Saoirse Delaney. "FlatGrow cuts freight volume for our customers by about 70 percent."

A corresponding European application is pending.

*Media contact: press@greenlattice.com*
"""))
    turns.append(m.update({"expiry": "anticipated 2043-01-09 (20 yrs from 2022-12-16 filing + term adjustment, per Google Patents); status Active; EP4451327A1 pending"}))
    turns.append(m.retrieve(["granted", "expiry"]))
    return dict(tid="h17-search-18", turns=turns, state=state(q, "November 14, 2025"), bad=False, turn=None, kind="clean")


def t19() -> dict[str, Any]:
    # clean: USGS earthquake event page read first as an automatic solution and later as the reviewed solution (newer update stamp, magnitude/depth revised, felt reports growing), EMSC's own magnitude, an early news story with the preliminary magnitude.
    m = Mem()
    q = "What is the final magnitude and depth of the earthquake near Pell Creek, Nevada on the evening of October 18, 2025 (local time), and how widely was it felt?"
    turns: list[Turn] = []
    usgs = "https://earthquake.usgs.gov/earthquakes/eventpage/nn00912734/executive"
    turns.append((search("earthquake Pell Creek Nevada October 18 2025 magnitude"), R(
        (usgs, "M 5.1 - 14 km SW of Pell Creek, Nevada",
         "2025-10-19 03:41:27 (UTC). 39.412°N 118.906°W. 7.2 km depth ...", "Oct 19, 2025"),
        ("https://www.seismicportal.eu/eventdetails.html?unid=20251019_0000041", "M 5.0 - NEVADA - 2025-10-19 03:41:28 UTC - EMSC",
         "Magnitude 5.0. Region NEVADA. Time 2025-10-19 03:41:28.4 UTC. Depth 10 km ...", "Oct 19, 2025"),
        ("https://www.truckeemeadowstribune.com/news/earthquake-felt-in-reno-carson-city-oct-18", "Magnitude 5.1 earthquake rattles northern Nevada, felt in Reno - Truckee Meadows Tribune",
         "A preliminary magnitude 5.1 earthquake struck near Pell Creek at 8:41 p.m. Saturday and was felt as far away as Reno and Carson City ...", "Oct 18, 2025"),
        ("https://www.reddit.com/r/Reno/comments/1o9w4e2/earthquake/", "Earthquake!! : r/Reno",
         "Anyone else feel that? House creaked for like 5 seconds in south Reno ...", "Oct 18, 2025"),
        ("http://www.seismo.unr.edu/Earthquake", "Nevada Seismological Laboratory - Recent Earthquakes",
         "Recent earthquakes in Nevada and eastern California located by the Nevada Seismological Laboratory ...", "N/A"),
    )))
    turns.append((extract(usgs, "magnitude, depth, review status, felt reports"), """# M 5.1 - 14 km SW of Pell Creek, Nevada

- **2025-10-19 03:41:27 (UTC)**
- 39.412°N 118.906°W
- 7.2 km depth

## Summary

| | |
| --- | --- |
| Time | 2025-10-19 03:41:27 (UTC) / 2025-10-18 20:41:27 (UTC-07:00) in your timezone |
| Location | 39.412°N 118.906°W |
| Depth | 7.2 km |
| Magnitude | 5.1 ml |
| Review Status | AUTOMATIC |
| Contributed by | NN |
| Updated | 2025-10-19 03:52:10 (UTC) |

## Did You Feel It? (DYFI)

IV - Light | **312** responses

## ShakeMap

V - Moderate (estimated)

## PAGER

GREEN - Estimated Fatalities: green; Estimated Losses: green

## Nearby Places

- 14.2 km (8.8 mi) SW of Pell Creek, Nevada
- 38.6 km (24.0 mi) E of Fallon, Nevada
- 96.1 km (59.7 mi) ENE of Carson City, Nevada

*Automatic solutions may be revised when reviewed by a seismologist.*
"""))
    turns.append((search("EMSC M 5.0 Nevada 2025-10-19 03:41"), R(
        ("https://www.seismicportal.eu/eventdetails.html?unid=20251019_0000041", "M 5.0 - NEVADA - 2025-10-19 03:41:28 UTC - EMSC",
         "Magnitude 5.0 mb. Region NEVADA. Time 2025-10-19 03:41:28.4 UTC. 39.42 N ; 118.90 W. Depth 10 km ...", "Oct 19, 2025"),
        ("https://www.emsc-csem.org/Earthquake_information/earthquake.php?id=1873302", "Earthquake - Magnitude 5.0 - NEVADA - 2025 October 19, 03:41:28 UTC",
         "Felt reports: 214 testimonies. Earthquake information: EMSC ...", "Oct 19, 2025"),
    )))
    turns.append((extract("https://www.seismicportal.eu/eventdetails.html?unid=20251019_0000041", "EMSC magnitude and depth"), """# M 5.0 - NEVADA - 2025-10-19 03:41:28 UTC

| | |
| --- | --- |
| Magnitude | 5.0 mb |
| Region | NEVADA |
| Date time | 2025-10-19 03:41:28.4 UTC |
| Location | 39.42 N ; 118.90 W |
| Depth | 10 km |
| Distances | 15 km SW of Pell Creek, United States |
| Source | EMSC |
| Last update | 2025-10-19 04:10 UTC |

## Felt reports

214 testimonies received. Maximum reported intensity: V (moderate).
"""))
    turns.append(m.add({"usgs_prelim": "M 5.1 ml, depth 7.2 km, AUTOMATIC (USGS updated 2025-10-19 03:52:10 UTC); DYFI 312 responses",
                        "emsc": "M 5.0 mb, depth 10 km (EMSC, last update 04:10 UTC)",
                        "origin_time": "2025-10-19 03:41:27 UTC = 2025-10-18 20:41:27 PDT"}))
    turns.append((extract("https://www.truckeemeadowstribune.com/news/earthquake-felt-in-reno-carson-city-oct-18", "where it was felt"), """# Magnitude 5.1 earthquake rattles northern Nevada, felt in Reno

*By Colin Aberra | Truckee Meadows Tribune | Oct. 18, 2025, 9:30 p.m.*

A preliminary magnitude 5.1 earthquake struck near Pell Creek at 8:41 p.m. Saturday and was felt as far away as Reno and Carson City, according to the U.S. Geological Survey.

The quake was centered about 9 miles southwest of Pell Creek, a ranching community in Churchill County, at a shallow depth, the USGS said. There were no immediate reports of damage or injuries.

"It was a sharp jolt and then a rolling motion for a few seconds," said Pell Creek resident Dolores Whitlock. "Some jars fell off the shelf."

Nevada Seismological Laboratory seismologists said the quake was likely followed by aftershocks and cautioned that the magnitude could be revised.

This story will be updated.
"""))
    turns.append((extract(usgs, "reviewed solution"), """# M 4.9 - 14 km SW of Pell Creek, Nevada

- **2025-10-19 03:41:27 (UTC)**
- 39.409°N 118.911°W
- 8.4 km depth

## Summary

| | |
| --- | --- |
| Time | 2025-10-19 03:41:27 (UTC) / 2025-10-18 20:41:27 (UTC-07:00) in your timezone |
| Location | 39.409°N 118.911°W |
| Depth | 8.4 km |
| Magnitude | 4.9 mww |
| Review Status | REVIEWED |
| Contributed by | NN (origin), US (magnitude) |
| Updated | 2025-10-19 06:18:44 (UTC) |

## Did You Feel It? (DYFI)

V - Moderate | **1,487** responses

## ShakeMap

V - Moderate

## PAGER

GREEN - Estimated Fatalities: green; Estimated Losses: green

## Moment Tensor

Mww 4.9 | Depth 8.0 km | Strike-slip (NW-striking right-lateral plane)

## Nearby Places

- 14.6 km (9.1 mi) SW of Pell Creek, Nevada
- 38.2 km (23.7 mi) E of Fallon, Nevada
- 95.7 km (59.5 mi) ENE of Carson City, Nevada
"""))
    turns.append(m.add({"usgs_final": "M 4.9 mww, depth 8.4 km, REVIEWED (USGS updated 2025-10-19 06:18:44 UTC); revised from automatic M 5.1 ml / 7.2 km",
                        "felt": "DYFI 1,487 responses (max CDI V) as of 06:18 UTC; felt in Reno and Carson City (Truckee Meadows Tribune)"}))
    turns.append(m.retrieve_all())
    return dict(tid="h17-search-19", turns=turns, state=state(q, "October 19, 2025"), bad=False, turn=None, kind="clean")


def t20() -> dict[str, Any]:
    # bad: niche port sustainability index (2025 and 2024 ranking pages), a port authority release. Turn 7 re-reads the 2025 ranking page and Gdynia's change-vs-2024 cell reads ▲6, though turn 2's read of the page had ▲4 (and the 2024 page, turn 5, had Gdynia 13th).
    m = Mem()
    q = "Where does the Port of Gdynia rank in the 2025 Green Port Performance Index, with what score, and where was it in 2024?"
    turns: list[Turn] = []
    url = "https://www.gppi-index.org/2025/ranking"
    turns.append((search("Green Port Performance Index 2025 ranking Gdynia"), R(
        (url, "GPPI 2025 - Ranking | Green Port Performance Index",
         "The 2025 Green Port Performance Index ranks 40 ports in the North Sea and Baltic on emissions, shore power, modal split and water quality. Rotterdam stays first ...", "Jun 18, 2025"),
        ("https://www.port.gdynia.pl/en/news/gppi-2025", "Port of Gdynia climbs to 9th place in Green Port Performance Index | Port of Gdynia",
         "The Port of Gdynia has climbed four places to 9th in the 2025 edition of the Green Port Performance Index ...", "Jun 20, 2025"),
        ("https://www.gppi-index.org/2024/ranking", "GPPI 2024 - Ranking | Green Port Performance Index",
         "Full ranking of the 2024 Green Port Performance Index ...", "Jun 12, 2024"),
        ("https://www.gppi-index.org/methodology", "Methodology | Green Port Performance Index",
         "Four pillars, 22 indicators. Scores are normalised to 0-100 ...", "N/A"),
        ("https://www.porttechnology.org/news/gppi-2025-results/", "Rotterdam tops GPPI again; Gothenburg closes the gap - Port Technology International",
         "Gothenburg rose to second on the strength of its shore power roll-out, while Antwerp-Bruges slipped to third ...", "Jun 19, 2025"),
    )))
    rows = [("1", "Rotterdam", "Netherlands", "87.4", "-"), ("2", "Gothenburg", "Sweden", "86.9", "▲1"), ("3", "Antwerp-Bruges", "Belgium", "85.2", "▼1"),
            ("4", "Hamburg", "Germany", "83.7", "-"), ("5", "Aarhus", "Denmark", "82.0", "▲2"), ("6", "Oslo", "Norway", "81.5", "▼1"),
            ("7", "Helsinki", "Finland", "80.9", "▼1"), ("8", "Tallinn", "Estonia", "79.8", "▲1"), ("9", "Gdynia", "Poland", "78.6", "▲4"),
            ("10", "Bremerhaven", "Germany", "78.1", "▼2"), ("11", "Klaipėda", "Lithuania", "77.4", "▲1"), ("12", "Gdańsk", "Poland", "76.9", "▼2"),
            ("13", "Riga", "Latvia", "75.3", "▼2"), ("14", "Felixstowe", "United Kingdom", "74.8", "▲3"), ("15", "Le Havre", "France", "74.1", "▼1")]

    def page(gdynia_change: str) -> str:
        table = "\n".join(f"| {r} | {p} | {c} | {s} | {gdynia_change if p == 'Gdynia' else ch} |" for r, p, c, s, ch in rows)
        return f"""# GPPI 2025 - Ranking

*Published 18 June 2025 | Green Port Performance Index, 6th edition*

The 2025 Green Port Performance Index ranks 40 ports in the North Sea and Baltic on four pillars: air emissions, shore power and alternative fuels, modal split of hinterland transport, and water and biodiversity. Rotterdam stays first for the third year running. Gothenburg rises to second on the strength of its shore power roll-out.

## Top 15

| Rank | Port | Country | Score | Change vs 2024 |
| --- | --- | --- | --- | --- |
{table}

## Biggest climbers in the top 15

Gdynia (new LNG and shore power berths at the Ferry Terminal) and Felixstowe (rail share above 30% for the first time).

## Methodology

Each pillar is weighted equally (25%). Indicators are normalised to 0-100 against the best and worst performer in the sample. Data are for calendar year 2024, supplied by port authorities and verified against public sources. Ports with missing data for more than three indicators are not ranked.

[Full ranking of 40 ports (XLSX)](https://www.gppi-index.org/2025/gppi-2025-full.xlsx) | [Methodology](https://www.gppi-index.org/methodology)
"""
    turns.append((extract(url, "Gdynia rank, score, change"), page("▲4")))
    turns.append(m.add({"gdynia_2025": "rank 9, score 78.6, up 4 places vs 2024 (GPPI 2025, published 18 Jun 2025)"}))
    turns.append((search("GPPI 2024 ranking full table Gdynia score"), R(
        ("https://www.gppi-index.org/2024/ranking", "GPPI 2024 - Ranking | Green Port Performance Index",
         "Rotterdam first, Antwerp-Bruges second, Gothenburg third. Full top 15 and downloadable data ...", "Jun 12, 2024"),
        ("https://www.port.gdynia.pl/en/news/gppi-2024", "Gdynia in the GPPI 2024 | Port of Gdynia",
         "Gdynia placed 13th in this year's Green Port Performance Index and aims for the top ten ...", "Jun 14, 2024"),
        ("https://www.gppi-index.org/2023/ranking", "GPPI 2023 - Ranking | Green Port Performance Index",
         "Full ranking of the 2023 Green Port Performance Index ...", "Jun 7, 2023"),
    )))
    turns.append((extract("https://www.gppi-index.org/2024/ranking", "Gdynia rank and score in 2024"), """# GPPI 2024 - Ranking

*Published 12 June 2024 | Green Port Performance Index, 5th edition*

## Top 15

| Rank | Port | Country | Score |
| --- | --- | --- | --- |
| 1 | Rotterdam | Netherlands | 86.1 |
| 2 | Antwerp-Bruges | Belgium | 85.0 |
| 3 | Gothenburg | Sweden | 84.2 |
| 4 | Hamburg | Germany | 82.9 |
| 5 | Oslo | Norway | 81.8 |
| 6 | Helsinki | Finland | 80.7 |
| 7 | Aarhus | Denmark | 79.9 |
| 8 | Bremerhaven | Germany | 79.5 |
| 9 | Tallinn | Estonia | 78.0 |
| 10 | Gdańsk | Poland | 77.1 |
| 11 | Riga | Latvia | 76.0 |
| 12 | Klaipėda | Lithuania | 75.2 |
| 13 | Gdynia | Poland | 74.0 |
| 14 | Le Havre | France | 73.6 |
| 15 | Valencia | Spain | 73.1 |

Data are for calendar year 2023.
"""))
    turns.append((extract("https://www.port.gdynia.pl/en/news/gppi-2025", "how the port describes its result"), """# Port of Gdynia climbs to 9th place in Green Port Performance Index

*20 June 2025 | Port of Gdynia Authority S.A.*

The Port of Gdynia has climbed four places to 9th in the 2025 edition of the Green Port Performance Index, published on 18 June. Gdynia scored 78.6 points, up from 74.0 a year earlier, and is now the highest-ranked Polish port in the index, ahead of Gdańsk (12th).

The improvement reflects the commissioning of shore power at the Public Ferry Terminal and the LNG bunkering berth in 2024, and a rise in the share of containers leaving the port by rail to 41%.

"Our goal was the top ten, and we reached it a year early," said the Authority's president.

The Port of Gdynia has committed to offering shore power at all passenger and ro-ro berths by 2028.
"""))
    turns.append((extract(url, "methodology and the rest of the top 15"), page("▲6")))
    turns.append(m.add({"gdynia_2024": "rank 13, score 74.0 (GPPI 2024, data year 2023)"}))
    turns.append((search("GPPI methodology four pillars weights indicators"), R(
        ("https://www.gppi-index.org/methodology", "Methodology | Green Port Performance Index",
         "Four pillars, 22 indicators, each pillar weighted 25%. Scores are normalised to 0-100 against the best and worst performer ...", "N/A"),
        ("https://www.porttechnology.org/news/gppi-2025-results/", "Rotterdam tops GPPI again; Gothenburg closes the gap - Port Technology International",
         "The index, compiled from port authority data for 2024, now covers 40 ports ...", "Jun 19, 2025"),
    )))
    turns.append(m.retrieve_all())
    return dict(tid="h17-search-20", turns=turns, state=state(q, "July 7, 2025"), bad=True, turn=7,
                kind="re-read of the 2025 ranking page shows Gdynia's change vs 2024 as up 6 instead of up 4")


def t21() -> dict[str, Any]:
    # clean: SEC EDGAR 10-Ks of a renamed company (old name on the older filing), prior-year revenue recast for a divested unit (explicitly noted), rename press release, divestiture release, EDGAR company page.
    m = Mem()
    q = "What was Harbinger Logistics' FY2024 revenue and its growth rate versus FY2023?"
    turns: list[Turn] = []
    k23 = "https://www.sec.gov/Archives/edgar/data/1427730/000142773024000007/mfwy-20231231.htm"
    k24 = "https://www.sec.gov/Archives/edgar/data/1427730/000142773025000005/hblg-20241231.htm"
    turns.append((search("Harbinger Logistics 10-K 2024 revenue"), R(
        (k24, "hblg-20241231 - 10-K - Harbinger Logistics Corp - SEC.gov",
         "HARBINGER LOGISTICS CORP (formerly Meridian Freightways Inc.) Annual report for the fiscal year ended December 31, 2024 ... Operating revenues of $2,556.0 million ...", "Feb 20, 2025"),
        (k23, "mfwy-20231231 - 10-K - Meridian Freightways Inc - SEC.gov",
         "MERIDIAN FREIGHTWAYS INC Annual report for the fiscal year ended December 31, 2023 ... Operating revenues increased 5.0% to $2,413.7 million ...", "Feb 22, 2024"),
        ("https://www.prnewswire.com/news-releases/meridian-freightways-to-become-harbinger-logistics-302155871.html", "Meridian Freightways to Become Harbinger Logistics",
         "Meridian Freightways, Inc. (NYSE: MFWY) today announced it will change its name to Harbinger Logistics Corp. Shares will begin trading under HBLG on June 17, 2024 ...", "Jun 4, 2024"),
        ("https://www.sec.gov/cgi-bin/browse-edgar?action=getcompany&CIK=0001427730", "EDGAR Filing Documents for Harbinger Logistics Corp",
         "HARBINGER LOGISTICS CORP CIK#: 0001427730 (formerly: MERIDIAN FREIGHTWAYS INC) ...", "N/A"),
        ("https://investors.harbingerlogistics.com/news/2025-02-13-fourth-quarter-2024-results", "Harbinger Logistics Reports Fourth Quarter and Full Year 2024 Results",
         "Full-year operating revenues from continuing operations of $2.56 billion, up 7.0% ...", "Feb 13, 2025"),
    )))
    turns.append((extract(k23, "FY2023 operating revenues (Item 7)"), """# MERIDIAN FREIGHTWAYS INC - FORM 10-K

For the fiscal year ended December 31, 2023 | Commission File Number 001-38214 | CIK 0001427730

## Item 7. Management's Discussion and Analysis

### Results of Operations

| (in millions) | 2023 | 2022 | Change |
| --- | --- | --- | --- |
| Operating revenues | $2,413.7 | $2,298.4 | 5.0% |
| Operating expenses | 2,223.1 | 2,127.2 | 4.5% |
| Operating income | 190.6 | 171.2 | 11.3% |
| Net income | $123.7 | $109.5 | 13.0% |

Operating revenues increased 5.0% to $2,413.7 million, reflecting higher less-than-truckload (LTL) tonnage and revenue per hundredweight, partly offset by lower volumes in our Brokerage Solutions business.

### Revenue by service line

| (in millions) | 2023 | 2022 |
| --- | --- | --- |
| LTL | $1,902.6 | $1,801.3 |
| Dedicated & truckload | 486.6 | 466.0 |
| Brokerage Solutions | 24.5 | 31.1 |
| Total | $2,413.7 | $2,298.4 |
"""))
    turns.append(m.add({"fy2023_rev_as_originally_reported": "$2,413.7M (FY2023 10-K filed 2024-02-22 as Meridian Freightways Inc)"}))
    turns.append((extract(k24, "FY2024 operating revenues and comparison"), """# HARBINGER LOGISTICS CORP - FORM 10-K

(formerly Meridian Freightways Inc.)
For the fiscal year ended December 31, 2024 | Commission File Number 001-38214 | CIK 0001427730

## Item 7. Management's Discussion and Analysis

*Prior-period amounts have been recast to present the Brokerage Solutions business, sold on October 1, 2024, as discontinued operations. See Note 4, Discontinued Operations.*

### Results of Operations

| (in millions) | 2024 | 2023 (recast) | Change |
| --- | --- | --- | --- |
| Operating revenues | $2,556.0 | $2,389.2 | 7.0% |
| Operating expenses | 2,341.3 | 2,200.9 | 6.4% |
| Operating income | 214.7 | 188.3 | 14.0% |
| Income from continuing operations | 141.2 | 121.9 | 15.8% |
| Income from discontinued operations, net of tax | 9.6 | 1.8 | n/m |
| Net income | $150.8 | $123.7 | 21.9% |

Operating revenues from continuing operations increased $166.8 million, or 7.0%, driven by a 4.1% increase in LTL revenue per hundredweight and new dedicated fleet contracts.

### Revenue by service line

| (in millions) | 2024 | 2023 (recast) |
| --- | --- | --- |
| LTL | $2,019.4 | $1,902.6 |
| Dedicated & truckload | 536.6 | 486.6 |
| Total | $2,556.0 | $2,389.2 |
"""))
    turns.append((extract("https://www.prnewswire.com/news-releases/meridian-freightways-to-become-harbinger-logistics-302155871.html", "name change details"), """# Meridian Freightways to Become Harbinger Logistics

*NASHVILLE, Tenn., June 4, 2024 /PRNewswire/*

Meridian Freightways, Inc. (NYSE: MFWY) today announced it will change its name to **Harbinger Logistics Corp.**, effective June 14, 2024. The company's common stock will begin trading on the New York Stock Exchange under the new ticker symbol **"HBLG"** at market open on Monday, June 17, 2024. The CUSIP number will change; no action is required by shareholders.

"Our name should reflect what we've become: a network that moves freight for customers from dock to door, not just across the highway," said President and CEO Terrence Obuya.

The company also said it is exploring strategic alternatives for its Brokerage Solutions unit, which accounted for about 1% of 2023 revenue.
"""))
    turns.append((search("Harbinger Logistics sale Brokerage Solutions Crossdock Partners"), R(
        ("https://investors.harbingerlogistics.com/news/2024-10-01-completes-sale-of-brokerage-solutions", "Harbinger Logistics Completes Sale of Brokerage Solutions to Crossdock Partners",
         "Harbinger Logistics Corp. (NYSE: HBLG) today completed the sale of its Brokerage Solutions business to Crossdock Partners for $68 million in cash ...", "Oct 1, 2024"),
        ("https://www.freightwaves.com/news/harbinger-sells-brokerage-unit", "Harbinger sells brokerage arm to focus on LTL - FreightWaves",
         "The small brokerage unit generated about 1% of revenue last year ...", "Oct 1, 2024"),
        ("https://www.sec.gov/Archives/edgar/data/1427730/000142773024000031/hblg-8k_20241001.htm", "8-K - Harbinger Logistics Corp - Item 2.01 Completion of Disposition of Assets",
         "On October 1, 2024, Harbinger Logistics Corp. completed the previously announced sale of ...", "Oct 1, 2024"),
    )))
    turns.append((extract("https://investors.harbingerlogistics.com/news/2024-10-01-completes-sale-of-brokerage-solutions", "revenue of the divested unit"), """# Harbinger Logistics Completes Sale of Brokerage Solutions to Crossdock Partners

*NASHVILLE, Tenn., Oct. 1, 2024*

Harbinger Logistics Corp. (NYSE: HBLG) today completed the sale of its Brokerage Solutions business to Crossdock Partners for $68 million in cash, subject to customary adjustments.

The Brokerage Solutions business generated revenue of $24.5 million in 2023. Beginning with the fourth quarter of 2024, Harbinger will report the business as discontinued operations and recast prior periods accordingly.

"This sale sharpens our focus on LTL and dedicated services," said CFO Miriam Galloway. The company expects to use the proceeds to repay borrowings under its revolving credit facility.
"""))
    turns.append(m.add({"fy2024_rev": "$2,556.0M continuing ops (FY2024 10-K filed 2025-02-20)",
                        "fy2023_rev_recast": "$2,389.2M (= 2,413.7 original - 24.5 Brokerage Solutions, sold 2024-10-01)",
                        "growth": "+7.0% vs recast FY2023 (+5.9% vs originally reported $2,413.7M)"}))
    turns.append((extract("https://www.sec.gov/cgi-bin/browse-edgar?action=getcompany&CIK=0001427730", "filing list and name history"), """# EDGAR Company Filings

**HARBINGER LOGISTICS CORP** CIK#: 0001427730
SIC: 4213 - Trucking (No Local) | State location: TN | State of Inc.: DE | Fiscal Year End: 1231
formerly: MERIDIAN FREIGHTWAYS INC (filings through 2024-06-14)

Business Address: 410 Commerce Street, Suite 1800, Nashville TN 37219

| Filings | Format | Description | Filing Date | File/Film Number |
| --- | --- | --- | --- | --- |
| 10-K | Documents | Annual report [Section 13 and 15(d), not S-K Item 405] Acc-no: 0001427730-25-000005 | 2025-02-20 | 001-38214 |
| 8-K | Documents | Current report, items 2.02 and 9.01 Acc-no: 0001427730-25-000002 | 2025-02-13 | 001-38214 |
| 10-Q | Documents | Quarterly report Acc-no: 0001427730-24-000036 | 2024-10-30 | 001-38214 |
| 8-K | Documents | Current report, items 2.01 and 9.01 Acc-no: 0001427730-24-000031 | 2024-10-01 | 001-38214 |
| 10-Q | Documents | Quarterly report Acc-no: 0001427730-24-000024 | 2024-07-31 | 001-38214 |
| 8-K | Documents | Current report, items 5.03 and 9.01 Acc-no: 0001427730-24-000019 | 2024-06-14 | 001-38214 |
| 10-Q | Documents | Quarterly report Acc-no: 0001427730-24-000012 | 2024-05-01 | 001-38214 |
| 10-K | Documents | Annual report [Section 13 and 15(d), not S-K Item 405] Acc-no: 0001427730-24-000007 | 2024-02-22 | 001-38214 |
"""))
    turns.append(m.retrieve_all())
    return dict(tid="h17-search-21", turns=turns, state=state(q, "April 8, 2025"), bad=False, turn=None, kind="clean")


def t22() -> dict[str, Any]:
    # bad: small ferry operator's site (winter and summer timetables, fares) and a local paper. Turn 11's retrieve_all omits crossing_min, which turn 3 added (acknowledged) and nothing removed.
    m = Mem()
    q = "In the 2025/26 winter timetable of the Skerrvik-Holmøya ferry, when is the first weekday departure, how long is the crossing, and what is the adult fare?"
    turns: list[Turn] = []
    turns.append((search("Skerrvik Holmøya ferje vinterrute 2025 2026"), R(
        ("https://www.skerrvikferja.no/en/timetables/skerrvik-holmoya-winter-2025-26", "Skerrvik - Holmøya: winter timetable 2025/26 | Skerrvik Ferjeselskap",
         "Valid 27 October 2025 - 26 April 2026. Crossing time 35 minutes. Monday-Friday first departure from Skerrvik 05:40 ...", "Oct 3, 2025"),
        ("https://www.skerrvikferja.no/en/timetables/skerrvik-holmoya-summer-2025", "Skerrvik - Holmøya: summer timetable 2025 | Skerrvik Ferjeselskap",
         "Valid 16 June - 26 October 2025. Crossing time 35 minutes. Extra evening departures on Fridays ...", "May 28, 2025"),
        ("https://www.skerrvikferja.no/en/fares", "Fares | Skerrvik Ferjeselskap",
         "Ticket prices for all routes. Adult, child, senior, vehicles and bicycles. Fares valid from 1 April 2025 ...", "N/A"),
        ("https://www.skerrvikavis.no/nyheter/ny-elferje-holmoya", "Ny elferje på Holmøya-sambandet fra november - Skerrvik Avis",
         "MF Holmøyglimt settes inn på sambandet Skerrvik-Holmøya fra 3. november ...", "Oct 9, 2025"),
        ("https://entur.no/reiseplanlegger?from=Skerrvik%20ferjekai&to=Holm%C3%B8ya%20ferjekai", "Skerrvik ferjekai - Holmøya ferjekai | Entur",
         "Plan your journey. Ferry departures from Skerrvik ferjekai ...", "N/A"),
    )))
    turns.append((extract("https://www.skerrvikferja.no/en/timetables/skerrvik-holmoya-winter-2025-26", "first weekday departure and crossing time"), """# Skerrvik - Holmøya: winter timetable 2025/26

**Valid 27 October 2025 - 26 April 2026** | Crossing time: **35 minutes** | Vessel: see notice below

> From 3 November 2025 the route is operated by the new battery-electric MF Holmøyglimt. The timetable is unchanged.

## Monday - Friday

| From Skerrvik | From Holmøya |
| --- | --- |
| 05:40 | 06:30 |
| 07:10 | 08:00 |
| 08:40 | 09:30 |
| 10:10 | 11:00 |
| 11:40 | 12:30 |
| 13:10 | 14:00 |
| 14:40 | 15:30 |
| 16:10 | 17:00 |
| 17:40 | 18:30 |
| 19:10 | 20:00 |
| 20:40 | 21:30 |
| 22:10 | 23:00 |

## Saturday

First departure from Skerrvik 07:15, then every 90 minutes until 22:15.

## Sunday and public holidays

First departure from Skerrvik 08:30, then every 90 minutes until 22:00.

*No sailings 25 December and 1 January before 12:00. Dangerous goods: only on the 08:40 and 14:40 departures from Skerrvik, by prior notice.*
"""))
    turns.append(m.add({"first_weekday_dep": "05:40 from Skerrvik (Mon-Fri, winter 2025/26)", "crossing_min": "35",
                        "winter_valid": "27 Oct 2025 - 26 Apr 2026"}))
    turns.append((search("Skerrvik Ferjeselskap fares adult ticket Holmøya"), R(
        ("https://www.skerrvikferja.no/en/fares", "Fares | Skerrvik Ferjeselskap",
         "Skerrvik - Holmøya: adult NOK 64, child (6-17) NOK 32, car including driver up to 6 m NOK 187 ...", "N/A"),
        ("https://www.skerrvikferja.no/en/tickets/autopass", "AutoPASS for ferries | Skerrvik Ferjeselskap",
         "Register your car with AutoPASS for ferries and get up to 40% discount on vehicle tickets ...", "N/A"),
        ("https://www.skerrvikavis.no/nyheter/ferjeprisene-opp-fra-april", "Ferjeprisene går opp fra 1. april - Skerrvik Avis",
         "Voksenbilletten på Holmøya-ferja øker fra 60 til 64 kroner ...", "Mar 12, 2025"),
    )))
    turns.append((extract("https://www.skerrvikferja.no/en/fares", "adult fare Skerrvik-Holmøya"), """# Fares

*Fares valid from 1 April 2025. Prices in NOK per single crossing.*

## Skerrvik - Holmøya

| Ticket | Price |
| --- | --- |
| Adult (18-66) | 64 |
| Child (6-17) | 32 |
| Senior (67+) | 32 |
| Children under 6 | free |
| Bicycle | 20 |
| Car incl. driver, up to 6 m | 187 |
| Car incl. driver, 6-8 m | 412 |
| Motorcycle incl. driver | 94 |

## Discounts

- **AutoPASS for ferries:** up to 40% off vehicle tickets with a prepaid agreement.
- **Island resident card:** residents of Holmøya travel free as foot passengers.

Tickets can be bought on board by card or in the Entur app. Cash is not accepted.
"""))
    turns.append(m.add({"adult_fare": "NOK 64 single (fares valid from 1 Apr 2025); child/senior NOK 32"}))
    turns.append((extract("https://www.skerrvikferja.no/en/timetables/skerrvik-holmoya-summer-2025", "compare with summer timetable"), """# Skerrvik - Holmøya: summer timetable 2025

**Valid 16 June - 26 October 2025** | Crossing time: **35 minutes** | Vessel: MF Skerrøy

## Monday - Friday

| From Skerrvik | From Holmøya |
| --- | --- |
| 06:10 | 06:50 |
| 07:30 | 08:10 |
| 08:50 | 09:30 |
| 10:10 | 10:50 |
| 11:30 | 12:10 |
| 12:50 | 13:30 |
| 14:10 | 14:50 |
| 15:30 | 16:10 |
| 16:50 | 17:30 |
| 18:10 | 18:50 |
| 19:30 | 20:10 |
| 20:50 | 21:30 |
| 22:10 | 22:50 |

Fridays: extra departure from Skerrvik at 23:30, returning from Holmøya at 00:10.

## Saturday, Sunday and public holidays

First departure from Skerrvik 07:30, then every 75 minutes until 22:30.
"""))
    turns.append((search("MF Holmøyglimt elferje Skerrvik Holmøya november"), R(
        ("https://www.skerrvikavis.no/nyheter/ny-elferje-holmoya", "Ny elferje på Holmøya-sambandet fra november - Skerrvik Avis",
         "MF Holmøyglimt settes inn på sambandet Skerrvik-Holmøya fra 3. november. Ferja tar 60 biler og 295 passasjerer ...", "Oct 9, 2025"),
        ("https://www.skerrvikferja.no/en/news/mf-holmoyglimt-delivered", "MF Holmøyglimt delivered | Skerrvik Ferjeselskap",
         "Our new battery-electric ferry was delivered by the yard on 24 September 2025 ...", "Sep 25, 2025"),
        ("https://www.skipsrevyen.no/batomtaler/mf-holmoyglimt", "MF Holmøyglimt - Skipsrevyen",
         "Batterikapasitet 4,2 MWh, lading ved begge kaier ...", "Oct 1, 2025"),
    )))
    turns.append((extract("https://www.skerrvikavis.no/nyheter/ny-elferje-holmoya", "start date of the new ferry and any timetable change"), """# Ny elferje på Holmøya-sambandet fra november

*Skerrvik Avis | 9. oktober 2025 | Av Ingrid Sæther*

MF Holmøyglimt settes inn på sambandet Skerrvik-Holmøya fra mandag 3. november. Den nye batterielektriske ferja tar 60 biler og 295 passasjerer, mot 42 biler og 199 passasjerer på dagens MF Skerrøy.

- Overfartstiden blir den samme, 35 minutter, sier driftssjef Arne Vollan i Skerrvik Ferjeselskap.

Ferja lades ved begge kaiene i liggetiden. Vinterruta, som gjelder fra 27. oktober, er laget slik at liggetiden på Holmøya er lang nok til full lading.

MF Skerrøy blir reserveferje for sambandet.
"""))
    turns.append(m.add({"vessel": "MF Holmøyglimt (battery-electric, 60 cars / 295 pax) from Mon 3 Nov 2025; crossing unchanged"}))
    shown = {k: v for k, v in m.d.items() if k != "crossing_min"}
    turns.append((memory("retrieve_all"), "Current memory contents:\n" + _js(shown)))
    turns.append(m.update({"first_weekday_dep": "05:40 from Skerrvik, arriving Holmøya 06:15 (Mon-Fri, winter 2025/26; summer 2025 was 06:10)"}))
    return dict(tid="h17-search-22", turns=turns, state=state(q, "October 22, 2025"), bad=True, turn=11,
                kind="memory key crossing_min, added and acknowledged earlier, is missing from retrieve_all")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for fn in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
               t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        kw = fn()
        rs.add(task="search", system=SEARCH_SYSTEM, **kw)
    rs.write()


if __name__ == "__main__":
    main()
