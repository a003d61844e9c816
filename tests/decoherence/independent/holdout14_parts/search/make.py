# ruff: noqa: E501
"""Held-out search trajectories (h14-search-01 .. h14-search-22) for the decoherence set.

Deep-research tool calls (web_search, web_extractor, dict_memory) with simulated observations. Eleven
trajectories carry exactly one contradiction (labelled turn = first contradicting observation); eleven are
clean but full of legitimate changes. Deterministic: no randomness, clock or network.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import SEARCH_SYSTEM, RowSet, extract, memory, results, search

Turn = tuple[str, str]


def res(*items: tuple[str, str, str, str]) -> str:
    """web_search output in the benchmark's fenced, numbered form."""
    return "```\n" + results(*items) + "\n```"


def added(*k: str) -> str:
    return f"Successfully added items of {list(k)} to memory."


def updated(*k: str) -> str:
    return f"Successfully updated items of {list(k)} in memory."


def removed(*k: str) -> str:
    return f"Successfully removed items of {list(k)} from memory."


def got(found: dict[str, Any], missing: tuple[str, ...] = ()) -> str:
    out = "Retrieved items from memory:\n" + json.dumps(found, indent=2, ensure_ascii=False)
    for k in missing:
        out += f"\nKey not found: '{k}'"
    return out


def everything(d: dict[str, Any]) -> str:
    if not d:
        return "Memory is empty."
    return f"All items in memory ({len(d)}):\n" + json.dumps(d, indent=2, ensure_ascii=False)


def state(question: str, date: str) -> str:
    return f"Research question: {question}\nCurrent date: {date}\nMemory: empty (no prior searches or stored items)"


# ---------------------------------------------------------------------------------------------------------
def t01(rs: RowSet) -> None:
    # Clean: regional transit route restructure; two sources give different start days (Sun vs Mon), memory value updated by the agent.
    page = """# Spring 2025 Service Change

*Last updated: February 3, 2025*

Cascadia Valley Transit's spring service change takes effect **Sunday, March 9, 2025**. New timetables are available on board buses, at Eastgate Transit Center, and online.

## Summary of changes

| Route | Change |
| --- | --- |
| 12 – Eastgate / Riverside | Weekday frequency improved from every 20 to every 15 minutes, 6 AM–7 PM |
| 31 – College Loop | New stop at Brewer Street & 9th Avenue (both directions) |
| 54 – Millbrook / Eastgate | No longer serves Harlow Junction; operates Millbrook Park & Ride – Eastgate Transit Center only |
| 154 – Harlow Junction / Millbrook (NEW) | New route between Harlow Junction and Millbrook Park & Ride, timed to connect with Route 54 |
| Harlow Flex (NEW) | On-demand zone covering Harlow Junction, Pine Hollow and the Harlow Industrial Park |

## Route 54 and Harlow Junction

Route 54 previously made a 2.3-mile deviation from Orchard Avenue to serve Harlow Junction, adding about 9 minutes to every trip. Beginning March 9, Route 54 will stay on Orchard Avenue. Harlow Junction will be served by:

- **Route 154**, every 30 minutes on weekdays and every 60 minutes on Saturdays. Route 154 does not operate on Sundays.
- **Harlow Flex**, an on-demand shared ride within the Harlow zone, Monday–Saturday. Trips can be booked in the CVT Flex app or by calling 555-0148.

Riders transferring between Route 154 and Route 54 at Millbrook Park & Ride do not pay a second fare.

## Public input

CVT held three open houses in October 2024 and received 412 public comments. The Board of Directors adopted the Spring 2025 Service Plan on December 12, 2024 (Resolution 2024-37).

## Questions?

Contact Customer Service at 555-0100, Monday–Friday 7 AM–6 PM, or email rider@cvtransit.org."""
    article = """# CVT to end Route 54 service to Harlow Junction, launch on-demand zone

By Renata Okonjo | Valley Herald
Published February 5, 2025

Harlow Junction riders will have to change how they get to Millbrook and Eastgate next month.

Starting Monday, March 10, the neighborhood will be served by a new Route 154 and an app-based on-demand zone called Harlow Flex instead of Route 54, which has looped through Harlow Junction since 2011.

Cascadia Valley Transit's board approved the change in December as part of its spring service plan. Route 154 will run every 30 minutes on weekdays between Harlow Junction and the Millbrook Park & Ride, where riders can transfer to Route 54 toward Eastgate without paying again.

The Flex zone will operate from 6 a.m. to 8 p.m. Monday through Saturday, said CVT planning manager Daniel Strand. "For a lot of trips inside Harlow, Flex will pick you up closer to your door than the 54 ever did," Strand said.

Not everyone is convinced. More than 400 people commented on the plan last fall, and several Harlow residents told the board in December they were worried about losing Sunday service.

Riders who stay on Route 54 along Orchard Avenue will save about nine minutes per trip, according to the agency. The Flex pilot is budgeted at $1.18 million over its first two years.

## Related

- Transit board approves route changes, on-demand pilot for Harlow (Dec. 13, 2024)
- Letter: Harlow deserves a real bus (Dec. 19, 2024)"""
    minutes = """# CASCADIA VALLEY TRANSIT
## MINUTES – REGULAR MEETING OF THE BOARD OF DIRECTORS
### Thursday, December 12, 2024 – 5:30 PM
### Eastgate Transit Center Community Room, 410 Eastgate Blvd.

**1. Call to Order.** Chair Alma Reyes-Whitfield called the meeting to order at 5:31 PM.

**2. Roll Call.** Present: Chair Alma Reyes-Whitfield, Vice Chair Tom Byers, Directors Greg Hollander, Irene Makowski, Colette Ng, Marcus Oyelaran, Sunita Palacios, Dev Raman. Absent: none.

**3. Public Comment.** Eleven members of the public spoke, nine of them regarding the Spring 2025 Service Plan and Harlow Junction.

**4. Consent Calendar.** Approved 8-0 (minutes of November 14, 2024; fuel contract extension; paratransit quarterly report).

**7.B Resolution 2024-37 – Spring 2025 Service Plan.** Service Planning Manager Daniel Strand presented the plan, including the Route 54 restructure, the new Route 154 and the Harlow Flex on-demand pilot. Staff noted the Flex pilot is budgeted at $1.18 million over 24 months and that a Route 154 Sunday service evaluation will be reported to the Board by September 2025.

Motion by Vice Chair Byers, second by Director Makowski, to adopt Resolution 2024-37.

Ayes (7): Reyes-Whitfield, Byers, Hollander, Makowski, Ng, Oyelaran, Raman
Noes (1): Palacios
**Motion carried 7-1.**

Director Palacios stated she supports Flex but could not support ending all Sunday transit access for Harlow Junction.

**9. Adjournment.** The meeting adjourned at 7:52 PM.

*Approved by the Board of Directors on January 23, 2025.*"""
    timetable = """# Route 154 – Harlow Junction / Millbrook Park & Ride

**Effective March 9, 2025**

## Weekday — every 30 minutes

| Harlow Junction (Depot St) | Pine Hollow Rd & 3rd St | Orchard Ave & Kessel Rd | Millbrook Park & Ride |
| --- | --- | --- | --- |
| 5:48 AM | 5:55 AM | 6:01 AM | 6:09 AM |
| 6:18 AM | 6:25 AM | 6:31 AM | 6:39 AM |
| 6:48 AM | 6:55 AM | 7:01 AM | 7:09 AM |
| *…then every 30 minutes until…* | | | |
| 7:18 PM | 7:25 PM | 7:31 PM | 7:39 PM |
| 7:48 PM | 7:55 PM | 8:01 PM | 8:09 PM |

## Saturday — every 60 minutes

| Harlow Junction (Depot St) | Pine Hollow Rd & 3rd St | Orchard Ave & Kessel Rd | Millbrook Park & Ride |
| --- | --- | --- | --- |
| 7:15 AM | 7:22 AM | 7:28 AM | 7:36 AM |
| *…then every 60 minutes until…* | | | |
| 6:15 PM | 6:22 PM | 6:28 PM | 6:36 PM |

**No Sunday service.**

## Harlow Flex on-demand

Harlow Flex operates **Monday–Saturday, 6:00 AM – 8:00 PM** within the Harlow zone (Harlow Junction, Pine Hollow, Harlow Industrial Park). Book in the CVT Flex app or call 555-0148, up to 7 days ahead. Standard CVT fares and passes are accepted.

Connections at Millbrook Park & Ride: Route 54 to Eastgate Transit Center (timed transfer, about 4 minutes)."""
    turns: list[Turn] = [
        (search("Cascadia Valley Transit Route 54 Harlow Junction service change 2025"), res(
            ("https://www.cvtransit.org/service-changes/spring-2025", "Spring 2025 Service Change | Cascadia Valley Transit", "Beginning Sunday, March 9, 2025, Route 54 will no longer serve Harlow Junction. Harlow Junction will be served by the new Route 154 and Harlow Flex on-demand...", "Feb 3, 2025"),
            ("https://www.valleyherald.com/news/transit/cvt-route-54-harlow-changes-march", "CVT to end Route 54 service to Harlow Junction, launch on-demand zone | Valley Herald", "Starting Monday, March 10, the neighborhood will be served by a new Route 154 and an app-based on-demand zone called Harlow Flex instead of Route 54...", "Feb 5, 2025"),
            ("https://www.cvtransit.org/wp-content/uploads/2025/02/Route-154-timetable-effective-2025-03-09.pdf", "Route 154 Harlow Junction – Millbrook Park & Ride Timetable (PDF)", "Effective March 9, 2025. Weekday — every 30 minutes. Saturday — every 60 minutes. No Sunday service...", "Feb 14, 2025"),
            ("https://www.cvtransit.org/board/meetings/2024-12-12", "Board of Directors Regular Meeting – December 12, 2024 | Cascadia Valley Transit", "Agenda item 7.B: Resolution 2024-37 adopting the Spring 2025 Service Plan, including the Route 54 restructure and Harlow Flex pilot...", "Dec 12, 2024"),
            ("https://www.reddit.com/r/CascadiaValley/comments/1ik3v9q/route_54_going_away_from_harlow/", "Route 54 going away from Harlow?? : r/CascadiaValley", "Just saw the notice at the Depot St shelter. Anyone know if the Flex thing takes the regular monthly pass? ...", "Feb 8, 2025"),
            ("https://www.cvtransit.org/routes/54", "Route 54 – Millbrook / Eastgate | Cascadia Valley Transit", "Route 54 connects Millbrook Park & Ride with Eastgate Transit Center via Orchard Avenue. Service every 20 minutes weekdays...", "N/A"),
            ("https://www.cvtransit.org/flex", "CVT Flex On-Demand Zones | Cascadia Valley Transit", "Book a shared ride within a Flex zone using the CVT Flex app or by calling 555-0148. Standard CVT fares apply...", "N/A"),
            ("https://www.kcvt-news.com/2024/12/13/transit-board-approves-route-cuts-flex-zone/", "Transit board approves route changes, on-demand pilot for Harlow | KCVT", "The Cascadia Valley Transit board voted 7-1 Thursday to approve the spring service plan, which reroutes Route 54 away from Harlow Junction...", "Dec 13, 2024"),
        )),
        (extract("https://www.cvtransit.org/service-changes/spring-2025", "Route 54 changes at Harlow Junction and what replaces it"), page),
        (memory("add", dict={"effective_date": "Sun 2025-03-09 (CVT spring service change page)",
                             "rt54_replacement": "Route 154 (30 min weekdays, 60 min Sat, no Sunday) + Harlow Flex on-demand (Mon-Sat)"}),
         added("effective_date", "rt54_replacement")),
        (extract("https://www.valleyherald.com/news/transit/cvt-route-54-harlow-changes-march", "start date and details of the Harlow Junction replacement service"), article),
        (search("CVT Resolution 2024-37 Harlow Flex pilot budget board vote"), res(
            ("https://www.cvtransit.org/board/meetings/2024-12-12", "Board of Directors Regular Meeting – December 12, 2024 | Cascadia Valley Transit", "7.B Resolution 2024-37 – Spring 2025 Service Plan. Motion carried 7-1. Documents: Staff Report, Title VI Equity Analysis, Approved Minutes...", "Dec 12, 2024"),
            ("https://www.cvtransit.org/wp-content/uploads/2025/01/2024-12-12-Board-Minutes-APPROVED.pdf", "Minutes – Regular Meeting of the Board of Directors, December 12, 2024 (Approved)", "...Director Palacios stated she supports Flex but could not support ending all Sunday transit access for Harlow Junction...", "Jan 23, 2025"),
            ("https://www.kcvt-news.com/2024/12/13/transit-board-approves-route-cuts-flex-zone/", "Transit board approves route changes, on-demand pilot for Harlow | KCVT", "The Cascadia Valley Transit board voted 7-1 Thursday to approve the spring service plan...", "Dec 13, 2024"),
            ("https://www.cvtransit.org/wp-content/uploads/2024/11/Spring-2025-Service-Plan-Staff-Report.pdf", "Staff Report: Spring 2025 Service Plan and Title VI Equity Analysis", "...The Harlow Flex pilot is estimated at $1.18 million over 24 months, funded in part by a state mobility innovation grant...", "Nov 27, 2024"),
            ("https://www.cvtransit.org/flex", "CVT Flex On-Demand Zones | Cascadia Valley Transit", "CVT operates Flex zones in Westfield and, beginning March 2025, Harlow. Book a shared ride using the CVT Flex app...", "N/A"),
            ("https://www.valleyherald.com/opinion/letters/2024/12/harlow-deserves-a-real-bus", "Letter: Harlow deserves a real bus | Valley Herald", "The transit board's plan leaves Harlow Junction with no bus at all on Sundays. An app is not a substitute for...", "Dec 19, 2024"),
        )),
        (extract("https://www.cvtransit.org/wp-content/uploads/2025/01/2024-12-12-Board-Minutes-APPROVED.pdf", "vote on Resolution 2024-37 and any conditions"), minutes),
        (memory("update", dict={"effective_date": "Service change Sun 2025-03-09 (CVT); Valley Herald gives Mon 2025-03-10 as start of new Harlow service (Route 154/Flex do not run Sundays)"}),
         updated("effective_date")),
        (extract("https://www.cvtransit.org/wp-content/uploads/2025/02/Route-154-timetable-effective-2025-03-09.pdf", "first and last trips of Route 154 and Harlow Flex hours"), timetable),
        (memory("add", dict={"rt154_weekday_span": "5:48 AM from Harlow Junction to 8:09 PM arrival Millbrook, every 30 min",
                             "harlow_flex_hours": "Mon-Sat 6:00 AM-8:00 PM"}),
         added("rt154_weekday_span", "harlow_flex_hours")),
        (memory("retrieve_all"), everything({
            "effective_date": "Service change Sun 2025-03-09 (CVT); Valley Herald gives Mon 2025-03-10 as start of new Harlow service (Route 154/Flex do not run Sundays)",
            "rt54_replacement": "Route 154 (30 min weekdays, 60 min Sat, no Sunday) + Harlow Flex on-demand (Mon-Sat)",
            "rt154_weekday_span": "5:48 AM from Harlow Junction to 8:09 PM arrival Millbrook, every 30 min",
            "harlow_flex_hours": "Mon-Sat 6:00 AM-8:00 PM"})),
    ]
    rs.add(task="search", tid="h14-search-01", system=SEARCH_SYSTEM, turns=turns,
           state=state("When does Cascadia Valley Transit's Route 54 stop serving Harlow Junction, and what replaces it?", "2025-03-14"),
           bad=False, turn=None, kind="clean")


def t02(rs: RowSet) -> None:
    # Bad: city council minutes; turn 8 re-extracts the same 10/22 minutes URL and names Castellano as seconder, while turn 3 (and the turn 1 snippet) said Ferrante seconded.
    def minutes(seconder: str) -> str:
        return f"""City of Eastbrook

# City Council — Minutes

**Tuesday, October 22, 2024 — 6:00 PM**
Council Chambers, 200 Civic Center Plaza

## 1. CALL TO ORDER

Mayor Whitcombe called the meeting to order at 6:02 PM.

## 2. ROLL CALL

**Present:** Mayor Dana Whitcombe, Council Member Reggie Alcott, Council Member Tomás Barrera, Council Member Owen Castellano, Council Member Luis Ferrante, Council Member Priya Natarajan, Council Member Mei-Lin Sorensen

## 3. CONSENT CALENDAR

A motion was made by Council Member Sorensen, seconded by Council Member Barrera, that the Consent Calendar be approved. The motion carried by the following vote:

Aye: 7 - Mayor Whitcombe, Council Member Alcott, Council Member Barrera, Council Member Castellano, Council Member Ferrante, Council Member Natarajan, and Council Member Sorensen

- 24-0902 Minutes of the October 8, 2024 Regular Meeting
- 24-0917 Award of Contract — Linden Park Restroom Replacement (Halcyon Builders, $412,880)
- 24-0925 Second Amendment to Agreement with Tri-City Animal Services

## 4. ORDINANCES — SECOND READING

**24-0931 — Ordinance 2024-118 amending Chapter 17.64 (Short-Term Rentals) of the Eastbrook Municipal Code**

Planning Director Hal Brody summarized the changes made on first reading, including the 90-night annual cap on unhosted rentals and the $325 annual permit fee. Fourteen members of the public spoke: eight in support and six in opposition.

A motion was made by Council Member Natarajan, seconded by Council Member {seconder}, that this Ordinance be adopted. The motion carried by the following vote:

Aye: 4 - Mayor Whitcombe, Council Member Castellano, Council Member Ferrante, and Council Member Natarajan

Nay: 3 - Council Member Alcott, Council Member Barrera, and Council Member Sorensen

## 5. NEW BUSINESS

**24-0944 — FY 2024-25 Mid-Year Budget Amendment No. 1**

A motion was made by Council Member Ferrante, seconded by Mayor Whitcombe, that this Resolution be adopted. The motion carried by the following vote:

Aye: 6 - Mayor Whitcombe, Council Member Barrera, Council Member Castellano, Council Member Ferrante, Council Member Natarajan, and Council Member Sorensen

Nay: 1 - Council Member Alcott

## 6. ADJOURNMENT

The meeting was adjourned at 9:41 PM.

*Minutes approved November 12, 2024 — Rosalind Achebe, City Clerk*"""
    detail = """City of Eastbrook

**File #:** 24-0931 **Version:** 2 **Name:** Short-Term Rental Ordinance Amendments
**Type:** Ordinance **Status:** Adopted
**File created:** 9/17/2024 **In control:** City Council
**On agenda:** 10/22/2024 **Final action:** 10/22/2024
**Enactment date:** 10/22/2024 **Enactment #:** 2024-118

**Title:** An Ordinance of the City of Eastbrook amending Chapter 17.64 (Short-Term Rentals) of the Eastbrook Municipal Code to establish an annual cap on unhosted short-term rental nights, revise permit fees, and establish enforcement procedures

**Sponsors:** Planning Department
**Indexes:** Housing, Land Use
**Attachments:** 1. Staff Report - STR Amendments, 2. Ordinance 2024-118 (Clean), 3. Ordinance 2024-118 (Redline), 4. Public Comment Received as of 10/21/2024

## History (4) Text

| Date | Ver. | Action By | Action | Result | Action Details |
| --- | --- | --- | --- | --- | --- |
| 10/22/2024 | 2 | City Council | adopted | Pass | Action details |
| 10/8/2024 | 1 | City Council | approved on first reading, as amended | Pass | Action details |
| 9/26/2024 | 1 | Planning Commission | recommended for approval | Pass | Action details |
| 9/17/2024 | 1 | City Clerk | referred | | |"""
    ledger = """# Eastbrook council adopts 90-night cap on short-term rentals in 4-3 vote

By Caleb Wynn | Eastbrook Ledger | October 23, 2024

The Eastbrook City Council on Tuesday adopted new rules for short-term rentals that cap unhosted rentals at 90 nights a year and more than double the annual permit fee, ending a debate that stretched across three meetings.

The ordinance passed 4-3. Mayor Dana Whitcombe and council members Owen Castellano, Luis Ferrante and Priya Natarajan voted in favor. Council members Reggie Alcott, Mei-Lin Sorensen and Tomás Barrera voted against the ordinance.

Barrera, who voted for the ordinance on first reading Oct. 8, said he changed his vote after hearing from owners of duplexes in his district who rent out one unit part of the year. "I support the cap for investor-owned homes, but I don't think we got the owner-occupied piece right," he said.

Natarajan, who made the motion, said the city has about 640 active listings, roughly 70% of them unhosted. "We are asking hosts to be neighbors first," she said.

Sorensen argued the $325 fee would push small hosts out while doing little about larger operators.

The rules take effect Jan. 1, 2025. Hosts who already hold a permit will have until March 31 to renew under the new fee schedule.

**Related:** Short-term rental rules head to final vote (Oct. 10) · Planning Commission backs STR cap (Sept. 27)"""
    first = """City of Eastbrook

# City Council — Minutes

**Tuesday, October 8, 2024 — 6:00 PM**
Council Chambers, 200 Civic Center Plaza

## 1. CALL TO ORDER

Mayor Whitcombe called the meeting to order at 6:01 PM.

## 2. ROLL CALL

**Present:** Mayor Dana Whitcombe, Council Member Reggie Alcott, Council Member Tomás Barrera, Council Member Owen Castellano, Council Member Luis Ferrante, Council Member Priya Natarajan, Council Member Mei-Lin Sorensen

## 4. PUBLIC HEARINGS

**24-0931 — Ordinance amending Chapter 17.64 (Short-Term Rentals) — First Reading**

The public hearing was opened at 6:48 PM and closed at 8:05 PM; 23 speakers.

A motion was made by Council Member Natarajan, seconded by Council Member Castellano, to amend the draft ordinance to reduce the proposed annual cap on unhosted rental nights from 120 to 90. The motion carried by the following vote:

Aye: 5 - Mayor Whitcombe, Council Member Barrera, Council Member Castellano, Council Member Ferrante, and Council Member Natarajan

Nay: 2 - Council Member Alcott, and Council Member Sorensen

A motion was made by Council Member Ferrante, seconded by Council Member Castellano, that this Ordinance be approved on first reading, as amended. The motion carried by the following vote:

Aye: 5 - Mayor Whitcombe, Council Member Barrera, Council Member Castellano, Council Member Ferrante, and Council Member Natarajan

Nay: 2 - Council Member Alcott, and Council Member Sorensen

## 7. ADJOURNMENT

The meeting was adjourned at 10:12 PM.

*Minutes approved October 22, 2024 — Rosalind Achebe, City Clerk*"""
    min_url = "https://eastbrook.legistar.com/View.ashx?M=M&ID=1187342&GUID=0B7E51C4-2A9D-4F6E-8C13-5D9A4E27F160"
    turns: list[Turn] = [
        (search("Eastbrook City Council Ordinance 2024-118 short-term rental second reading vote"), res(
            ("https://eastbrook.legistar.com/LegislationDetail.aspx?ID=6841207&GUID=3F1C2A9E-77B4-4D0B-9E51-0C6A2D1B8F43", "City of Eastbrook - File #: 24-0931", "An Ordinance of the City of Eastbrook amending Chapter 17.64 (Short-Term Rentals) of the Eastbrook Municipal Code to establish an annual cap on unhosted short-term rental nights...", "Oct 22, 2024"),
            ("https://www.eastbrookledger.com/2024/10/23/council-adopts-short-term-rental-cap/", "Eastbrook council adopts 90-night cap on short-term rentals in 4-3 vote | Eastbrook Ledger", "The ordinance passed 4-3. ... Council members Reggie Alcott, Mei-Lin Sorensen and Tomás Barrera voted against the ordinance...", "Oct 23, 2024"),
            (min_url, "Minutes - City Council Regular Meeting 10/22/2024", "24-0931 ... A motion was made by Council Member Natarajan, seconded by Council Member Ferrante, that this Ordinance be adopted. The motion carried by the following vote...", "Nov 12, 2024"),
            ("https://patch.com/eastbrook/eastbrook/short-term-rental-rules-head-final-vote-eastbrook", "Short-Term Rental Rules Head To Final Vote In Eastbrook | Eastbrook Patch", "After passing on first reading 5-2, the ordinance returns to the council Oct. 22 for a second reading...", "Oct 10, 2024"),
            ("https://www.eastbrook.gov/str", "Short-Term Rental Permits | City of Eastbrook", "New short-term rental rules take effect January 1, 2025. Unhosted rentals are limited to 90 nights per calendar year...", "N/A"),
            ("https://eastbrook.legistar.com/MeetingDetail.aspx?ID=1187342&GUID=0B7E51C4-2A9D-4F6E-8C13-5D9A4E27F160", "City of Eastbrook - Meeting of City Council on 10/22/2024 at 6:00 PM", "Meeting Items: 24-0902 Minutes; 24-0917 Award of Contract; 24-0931 Ordinance 2024-118; 24-0944 Mid-Year Budget Amendment...", "Oct 22, 2024"),
            ("https://www.reddit.com/r/Eastbrook/comments/1g9x2kd/str_ordinance_passed_last_night/", "STR ordinance passed last night : r/Eastbrook", "4-3 with Barrera flipping. Anyone know when enforcement actually starts?...", "Oct 23, 2024"),
        )),
        (extract("https://eastbrook.legistar.com/LegislationDetail.aspx?ID=6841207&GUID=3F1C2A9E-77B4-4D0B-9E51-0C6A2D1B8F43", "legislative history and final action of Ordinance 2024-118"), detail),
        (extract(min_url, "roll call vote on adoption of 24-0931 / Ordinance 2024-118"), minutes("Ferrante")),
        (memory("add", dict={"ord_2024_118_adopted": "10/22/2024, 4-3 (file 24-0931)",
                             "ayes": "Whitcombe, Castellano, Ferrante, Natarajan",
                             "nays": "Alcott, Barrera, Sorensen"}),
         added("ord_2024_118_adopted", "ayes", "nays")),
        (search("Eastbrook short-term rental ordinance first reading October 8 2024 vote Barrera"), res(
            ("https://eastbrook.legistar.com/View.ashx?M=M&ID=1183965&GUID=7C2D90A1-5E34-4B8F-A6D2-19F0C3B7E845", "Minutes - City Council Regular Meeting 10/8/2024", "24-0931 ... approved on first reading, as amended ... Aye: 5 ... Nay: 2 - Council Member Alcott, and Council Member Sorensen...", "Oct 22, 2024"),
            ("https://patch.com/eastbrook/eastbrook/short-term-rental-rules-head-final-vote-eastbrook", "Short-Term Rental Rules Head To Final Vote In Eastbrook | Eastbrook Patch", "Council members voted 5-2 on Oct. 8 to advance the ordinance after lowering the proposed cap from 120 to 90 nights...", "Oct 10, 2024"),
            ("https://www.eastbrookledger.com/2024/10/09/str-cap-advances/", "Short-term rental cap advances after marathon hearing | Eastbrook Ledger", "Barrera joined the majority in advancing the cap but said he wanted changes for owner-occupied duplexes before a final vote...", "Oct 9, 2024"),
            ("https://www.eastbrookledger.com/2024/10/23/council-adopts-short-term-rental-cap/", "Eastbrook council adopts 90-night cap on short-term rentals in 4-3 vote | Eastbrook Ledger", "Barrera, who voted for the ordinance on first reading Oct. 8, said he changed his vote after hearing from owners of duplexes...", "Oct 23, 2024"),
            ("https://eastbrook.granicus.com/player/clip/2291?view_id=3", "City Council Regular Meeting - Oct 8, 2024 - Video", "Agenda item 4: Public hearing, Short-Term Rental Ordinance (first reading) ...", "Oct 8, 2024"),
            ("https://www.eastbrook.gov/departments/planning/str-update", "Short-Term Rental Code Update | Planning Department", "Timeline: Planning Commission 9/26 · City Council first reading 10/8 · Second reading 10/22 · Effective 1/1/2025...", "N/A"),
        )),
        (extract("https://www.eastbrookledger.com/2024/10/23/council-adopts-short-term-rental-cap/", "who voted which way and why Barrera changed his vote"), ledger),
        (extract("https://eastbrook.legistar.com/View.ashx?M=M&ID=1183965&GUID=7C2D90A1-5E34-4B8F-A6D2-19F0C3B7E845", "first reading vote on 24-0931"), first),
        (extract(min_url, "confirm who moved and who seconded the adoption of 24-0931"), minutes("Castellano")),
        (memory("add", dict={"motion_10_22": "moved by Natarajan, seconded by Castellano",
                             "first_reading_10_08": "5-2 (Barrera aye; Alcott, Sorensen nay)"}),
         added("motion_10_22", "first_reading_10_08")),
    ]
    rs.add(task="search", tid="h14-search-02", system=SEARCH_SYSTEM, turns=turns,
           state=state("How did each Eastbrook City Council member vote when Ordinance 2024-118 (short-term rentals) was adopted, and who made and seconded the motion?", "2025-01-15"),
           bad=True, turn=8, kind="same minutes page re-extracted names a different council member as seconder of the adoption motion")


def t03(rs: RowSet) -> None:
    # Clean: arXiv paper with v1 and v2 abstracts reporting different accuracies (different version URLs), citation counts differing between Semantic Scholar and Google Scholar.
    def abs_page(v2: bool) -> str:
        head = ("[Submitted on 19 Feb 2024 (v1), last revised 3 Jun 2024 (this version, v2)]" if v2 else
                "[Submitted on 19 Feb 2024 (this version), *latest version 3 Jun 2024* (v2)]")
        numbers = ("SparseMix-B reaches 81.4% top-1 accuracy on ImageNet-1K with 4.1 GFLOPs, and delivers 3.2x higher inference throughput than a dense ConvNeXt-T baseline of comparable accuracy" if v2 else
                   "SparseMix-B reaches 80.9% top-1 accuracy on ImageNet-1K with 4.3 GFLOPs, and delivers 3.0x higher inference throughput than a dense ConvNeXt-T baseline of comparable accuracy")
        comments = "ICML 2024 camera-ready. 9 pages, 6 figures, 7 tables" if v2 else "Preprint. 8 pages, 5 figures, 6 tables"
        cite = "arXiv:2402.11873v2 [cs.CV]" if v2 else "arXiv:2402.11873v1 [cs.CV]"
        return f"""Computer Science > Computer Vision and Pattern Recognition

**arXiv:2402.11873** (cs)

{head}

# SparseMix: Token-Sparse Mixtures of Convolutional Experts for Efficient Vision

Hanna Okafor, Jiayi Lin, Marek Dvořák, Samuel Reyes

> **Abstract:** Mixture-of-experts layers have made large language models cheaper to run, but their benefits have been harder to realize in vision backbones, where dense convolutions dominate latency. We introduce SparseMix, a family of convolutional backbones in which a lightweight router sends each spatial token to one of several depthwise-convolutional experts and skips experts entirely for low-saliency tokens. Combined with a token-budget schedule that grows with depth, {numbers}. SparseMix transfers to COCO detection and ADE20K segmentation with consistent gains. Code and checkpoints are available at github.com/okafor-lab/sparsemix.

| | |
| --- | --- |
| Comments: | {comments} |
| Subjects: | Computer Vision and Pattern Recognition (cs.CV); Machine Learning (cs.LG) |
| Cite as: | arXiv:2402.11873 [cs.CV] |
| | (or {cite} for this version) |
| | https://doi.org/10.48550/arXiv.2402.11873 |

## Submission history

From: Hanna Okafor [view email]

**[v1]** Mon, 19 Feb 2024 17:42:08 UTC (1,204 KB)
**[v2]** Mon, 3 Jun 2024 09:15:51 UTC (1,388 KB)

## Access Paper:

- View PDF
- HTML (experimental)
- TeX Source"""
    s2 = """# SparseMix: Token-Sparse Mixtures of Convolutional Experts for Efficient Vision

Hanna Okafor, Jiayi Lin, Marek Dvořák, Samuel Reyes

Published in International Conference on Machine Learning · 19 February 2024 · Computer Science

**TLDR:** SparseMix routes each spatial token to one of several depthwise-convolutional experts and skips low-saliency tokens, giving a better accuracy–throughput trade-off than dense ConvNets on ImageNet, COCO and ADE20K.

| | |
| --- | --- |
| Citations | 57 |
| Highly Influential Citations | 6 |
| References | 48 |
| Venue | ICML 2024 |
| arXiv | 2402.11873 |
| DOI | 10.48550/arXiv.2402.11873 |

## Topics

Mixture of Experts · Efficient Vision Backbones · Conditional Computation · ImageNet

## Citations (57)

- *TokenPrune-MoE: Learned Token Dropping for Sparse Vision Experts* — 2024 — 4 citations
- *Routing Matters: An Empirical Study of Expert Routers in Vision MoEs* — 2025 — 1 citation
- *EdgeMix: Mixture-of-Experts Backbones for Mobile Detection* — 2024 — 9 citations
- Show more…"""
    readme = """# okafor-lab/sparsemix

Official PyTorch implementation of **SparseMix: Token-Sparse Mixtures of Convolutional Experts for Efficient Vision** (ICML 2024)

⭐ 1.2k stars · 143 forks · MIT license

## News

- **[2024-06-03]** v2 of the paper and updated checkpoints released. SparseMix-B now reaches 81.4% top-1 with the improved training recipe (EMA + longer warm-up).
- **[2024-05-01]** SparseMix is accepted to ICML 2024.
- **[2024-02-20]** Code and v1 checkpoints released.

## ImageNet-1K results (224×224)

| Model | Params | GFLOPs | Top-1 (%) | Throughput (img/s, A100) | Checkpoint |
| --- | --- | --- | --- | --- | --- |
| SparseMix-T | 22M | 1.6 | 77.2 | 5,840 | sparsemix_t_v2.pth |
| SparseMix-S | 41M | 2.7 | 79.8 | 3,910 | sparsemix_s_v2.pth |
| SparseMix-B | 68M | 4.1 | 81.4 | 2,760 | sparsemix_b_v2.pth |

v1 checkpoints (from the February preprint) remain available under `releases/v1`.

## Usage

```bash
pip install -r requirements.txt
python validate.py --model sparsemix_b --checkpoint sparsemix_b_v2.pth --data /path/to/imagenet
```

## Citation

```bibtex
@inproceedings{okafor2024sparsemix,
  title={SparseMix: Token-Sparse Mixtures of Convolutional Experts for Efficient Vision},
  author={Okafor, Hanna and Lin, Jiayi and Dvo{\\v{r}}{\\'a}k, Marek and Reyes, Samuel},
  booktitle={International Conference on Machine Learning},
  year={2024}
}
```"""
    turns: list[Turn] = [
        (search("SparseMix sparse mixture of experts ImageNet top-1 accuracy arXiv 2024"), res(
            ("https://arxiv.org/abs/2402.11873", "[2402.11873] SparseMix: Token-Sparse Mixtures of Convolutional Experts for Efficient Vision", "... SparseMix-B reaches 81.4% top-1 accuracy on ImageNet-1K with 4.1 GFLOPs, and delivers 3.2x higher inference throughput than a dense ConvNeXt-T baseline...", "Jun 3, 2024"),
            ("https://openreview.net/forum?id=q7ZtS0mXb2", "SparseMix: Token-Sparse Mixtures of Convolutional Experts for Efficient Vision | OpenReview", "Published: 01 May 2024, Last Modified: 02 Jun 2024. ICML 2024 Poster. Keywords: mixture of experts, efficient backbones...", "May 1, 2024"),
            ("https://github.com/okafor-lab/sparsemix", "GitHub - okafor-lab/sparsemix: Official PyTorch implementation of SparseMix (ICML 2024)", "Pretrained checkpoints for SparseMix-T/S/B. ImageNet-1K top-1: 77.2 / 79.8 / 81.4...", "N/A"),
            ("https://paperswithcode.com/paper/sparsemix-token-sparse-mixtures-of", "SparseMix: Token-Sparse Mixtures of Convolutional Experts ... | Papers With Code", "Image Classification on ImageNet · Top 1 Accuracy 81.4% · GFLOPs 4.1 ...", "N/A"),
            ("https://huggingface.co/papers/2402.11873", "Paper page - SparseMix: Token-Sparse Mixtures of Convolutional Experts", "Mixture-of-experts layers have made large language models cheaper to run, but their benefits have been harder to realize in vision backbones...", "Feb 20, 2024"),
            ("https://www.marktechpost.com/2024/02/27/meet-sparsemix-a-token-sparse-moe-convnet/", "Meet SparseMix: A Token-Sparse MoE ConvNet That Hits 80.9% on ImageNet - MarkTechPost", "Researchers propose SparseMix, which reaches 80.9% top-1 on ImageNet-1K at 4.3 GFLOPs, about 3x the throughput of ConvNeXt-T...", "Feb 27, 2024"),
            ("https://www.reddit.com/r/MachineLearning/comments/1aw0k3n/r_sparsemix_tokensparse_mixtures_of_convolutional/", "[R] SparseMix: Token-Sparse Mixtures of Convolutional Experts : r/MachineLearning", "Interesting that the router is just a 1x1 conv. Has anyone tried the checkpoints on detection?...", "Feb 21, 2024"),
        )),
        (extract("https://arxiv.org/abs/2402.11873", "reported ImageNet top-1 accuracy and version history"), abs_page(True)),
        (memory("add", dict={"sparsemix_top1": "81.4% (SparseMix-B, ImageNet-1K, arXiv v2)"}), added("sparsemix_top1")),
        (extract("https://arxiv.org/abs/2402.11873v1", "what the first version reported for ImageNet top-1"), abs_page(False)),
        (search("SparseMix Okafor Lin Dvořák Reyes 2024 citations"), res(
            ("https://www.semanticscholar.org/paper/SparseMix%3A-Token-Sparse-Mixtures-of-Convolutional-Okafor-Lin/8c1f0e27b5a94d0d3e6f1b7a20c9d4e5f6a7b8c9", "SparseMix: Token-Sparse Mixtures of Convolutional Experts ... | Semantic Scholar", "Hanna Okafor, Jiayi Lin, Marek Dvořák, Samuel Reyes. Published in ICML 2024. Computer Science. 57 Citations...", "N/A"),
            ("https://scholar.google.com/citations?view_op=view_citation&hl=en&user=Xo7kQ2EAAAAJ&citation_for_view=Xo7kQ2EAAAAJ:u5HHmVD_uO8C", "SparseMix: Token-sparse mixtures of convolutional experts for efficient vision - Google Scholar", "H Okafor, J Lin, M Dvořák, S Reyes - International Conference on Machine Learning, 2024 - Cited by 71", "N/A"),
            ("https://proceedings.mlr.press/v235/okafor24a.html", "SparseMix: Token-Sparse Mixtures of Convolutional Experts for Efficient Vision - PMLR", "Proceedings of the 41st International Conference on Machine Learning, PMLR 235 ...", "N/A"),
            ("https://dblp.org/rec/conf/icml/OkaforLDR24.html", "dblp: SparseMix: Token-Sparse Mixtures of Convolutional Experts", "Hanna Okafor, Jiayi Lin, Marek Dvořák, Samuel Reyes: SparseMix ... ICML 2024", "N/A"),
            ("https://www.researchgate.net/publication/378412906_SparseMix_Token-Sparse_Mixtures_of_Convolutional_Experts_for_Efficient_Vision", "(PDF) SparseMix: Token-Sparse Mixtures of Convolutional Experts ... - ResearchGate", "February 2024 · DOI: 10.48550/arXiv.2402.11873 ...", "Feb 2024"),
            ("https://www.connectedpapers.com/search?q=SparseMix", "Connected Papers | SparseMix", "Explore connected papers in a visual graph ...", "N/A"),
        )),
        (extract("https://www.semanticscholar.org/paper/SparseMix%3A-Token-Sparse-Mixtures-of-Convolutional-Okafor-Lin/8c1f0e27b5a94d0d3e6f1b7a20c9d4e5f6a7b8c9", "citation count and venue"), s2),
        (extract("https://github.com/okafor-lab/sparsemix", "ImageNet results table and which checkpoint version gives 81.4%"), readme),
        (memory("update", dict={"sparsemix_top1": "81.4% (v2 / ICML camera-ready, 4.1 GFLOPs); v1 preprint reported 80.9% at 4.3 GFLOPs"}), updated("sparsemix_top1")),
        (memory("add", dict={"citations": "57 on Semantic Scholar (6 highly influential); Google Scholar shows 71"}), added("citations")),
        (memory("retrieve", key_list=["sparsemix_top1", "citations"]), got({
            "sparsemix_top1": "81.4% (v2 / ICML camera-ready, 4.1 GFLOPs); v1 preprint reported 80.9% at 4.3 GFLOPs",
            "citations": "57 on Semantic Scholar (6 highly influential); Google Scholar shows 71"})),
    ]
    rs.add(task="search", tid="h14-search-03", system=SEARCH_SYSTEM, turns=turns,
           state=state("What ImageNet top-1 accuracy does the SparseMix paper (Okafor et al., 2024) report for its base model, and how widely is it cited?", "2025-04-02"),
           bad=False, turn=None, kind="clean")


def t04(rs: RowSet) -> None:
    # Bad: company filing research; turn 5 extracts the earnings-call transcript whose turn 4 snippet (and the turn 2 10-K) gave backlog $655.2M, but the extraction says $565.2M.
    tenk = """HALVORSEN MARINE SYSTEMS, INC.

# FORM 10-K

**For the fiscal year ended September 30, 2024**
Commission File Number 001-39877

## Item 7. Management's Discussion and Analysis of Financial Condition and Results of Operations

### Overview

Halvorsen Marine Systems designs and manufactures sonar, hull-monitoring and autonomous survey systems for naval, offshore energy and research customers, and provides related integration and support services. We operate in two reportable segments: Products and Services.

### Results of Operations

| (in millions) | Fiscal 2024 | Fiscal 2023 | Change |
| --- | --- | --- | --- |
| Products revenue | $301.4 | $279.9 | 7.7% |
| Services revenue | 111.2 | 101.1 | 10.0% |
| **Total revenue** | **412.6** | **381.0** | **8.3%** |
| Gross profit | 139.5 | 124.6 | 12.0% |
| Gross margin | 33.8% | 32.7% | |
| Operating income | 38.2 | 31.9 | 19.7% |
| Net income | 27.4 | 22.8 | 20.2% |

**Revenue.** Total revenue for fiscal 2024 was $412.6 million, an increase of 8.3% compared to $381.0 million in fiscal 2023, driven primarily by deliveries under the U.S. Navy hull-sensor program and growth in offshore wind survey services.

**Gross margin.** Gross margin increased to 33.8% from 32.7%, reflecting favorable product mix and improved absorption at our Bremerton facility.

### Backlog

Backlog at September 30, 2024 was $655.2 million, compared to $590.7 million at September 30, 2023. We expect approximately 58% of backlog at September 30, 2024 to be converted to revenue during fiscal 2025. Backlog includes only firm orders for which funding has been authorized.

### Liquidity and Capital Resources

At September 30, 2024, we had cash and cash equivalents of $74.9 million and $150.0 million of undrawn capacity under our revolving credit facility. Capital expenditures were $16.3 million in fiscal 2024.

### Employees

As of September 30, 2024, we had approximately 1,430 full-time employees."""
    transcript = """# Halvorsen Marine Systems (HMSI) Q4 2024 Earnings Call Transcript

By Motley Fool Transcribing – Nov 20, 2024 at 1:05AM

**Date:** Tuesday, November 19, 2024 at 5:00 p.m. ET

## Call participants

- **Karin Solberg** — President and Chief Executive Officer
- **Martin Oduya** — Chief Financial Officer
- **Leah Brennan** — Vice President, Investor Relations

## Prepared Remarks

**Operator:** Good afternoon and welcome to the Halvorsen Marine Systems fourth quarter fiscal 2024 earnings conference call...

**Karin Solberg — President and CEO:** Thank you, Leah, and good afternoon, everyone. Fiscal 2024 was a milestone year for Halvorsen. We delivered the first production lot of hull-monitoring suites to the Navy on schedule, we more than doubled our offshore wind survey fleet to eleven vessels, and we ended the year with the strongest order book in our history...

**Martin Oduya — CFO:** Thanks, Karin. Fourth-quarter revenue was $118.9 million, up 11.2% from the prior-year quarter. For the full year, revenue was $412.6 million, up 8.3%. Products revenue grew 7.7% and services revenue grew 10.0%. Gross margin for the year was 33.8%, up 110 basis points.

Orders were strong. We ended fiscal 2024 with a record backlog of $565.2 million, and book-to-bill for the year was 1.16. We expect roughly 58% of that backlog to convert to revenue in fiscal 2025.

Turning to cash, operating cash flow for the year was $41.7 million and capital expenditures were $16.3 million. We ended the year with $74.9 million of cash and no borrowings under our revolver...

## Questions & Answers

**Operator:** Our first question comes from Devin Park with Whitcomb Securities.

**Devin Park — Analyst:** Thanks. Karin, can you talk about the cadence of Navy deliveries into fiscal '25?

**Karin Solberg — President and CEO:** Sure. We expect lots two and three to ship in the second and fourth quarters..."""
    release = """# Halvorsen Marine Systems Reports Fourth Quarter and Fiscal 2024 Results

BREMERTON, Wash.--(BUSINESS WIRE)--Nov. 19, 2024-- Halvorsen Marine Systems, Inc. (NASDAQ: HMSI) today reported results for its fourth quarter and fiscal year ended September 30, 2024.

## Fiscal 2024 Highlights

- Revenue of $412.6 million, up 8.3% from $381.0 million
- Gross margin of 33.8%, up 110 basis points
- Net income of $27.4 million, or $1.12 per diluted share
- Adjusted EBITDA of $61.8 million
- Orders of $477.1 million; book-to-bill of 1.16

## Fourth Quarter Highlights

- Revenue of $118.9 million, up 11.2% year over year
- Net income of $8.6 million, or $0.35 per diluted share

## Fiscal 2025 Outlook

The company expects fiscal 2025 revenue of $440 million to $460 million and adjusted EBITDA of $66 million to $72 million.

"Fiscal 2024 showed what this team can do," said Karin Solberg, President and CEO. "We are entering fiscal 2025 with excellent visibility."

## Conference Call

Halvorsen will host a conference call today at 5:00 p.m. ET. A webcast replay will be available at ir.halvorsenmarine.com.

**Investor Contact:** Leah Brennan, VP Investor Relations, ir@halvorsenmarine.com"""
    fool = "https://www.fool.com/earnings/call-transcripts/2024/11/20/halvorsen-marine-systems-hmsi-q4-2024-earnings-call/"
    bw = "https://www.businesswire.com/news/home/20241119005612/en/Halvorsen-Marine-Systems-Reports-Fourth-Quarter-and-Fiscal-2024-Results"
    turns: list[Turn] = [
        (search("Halvorsen Marine Systems 10-K fiscal 2024 total revenue backlog"), res(
            ("https://www.sec.gov/Archives/edgar/data/1583207/000158320724000041/hmsi-20240930.htm", "hmsi-20240930 - SEC.gov", "Total revenue for fiscal 2024 was $412.6 million, an increase of 8.3% compared to $381.0 million in fiscal 2023, driven primarily by deliveries under the U.S. Navy hull-sensor program...", "Dec 4, 2024"),
            ("https://ir.halvorsenmarine.com/financial-information/sec-filings", "SEC Filings | Halvorsen Marine Systems, Inc.", "10-K Annual report for fiscal year ended September 30, 2024 — filed 12/04/2024 ...", "N/A"),
            (bw, "Halvorsen Marine Systems Reports Fourth Quarter and Fiscal 2024 Results | Business Wire", "Revenue of $412.6 million, up 8.3% from $381.0 million; Orders of $477.1 million; book-to-bill of 1.16...", "Nov 19, 2024"),
            ("https://www.macrotrends.net/stocks/charts/HMSI/halvorsen-marine-systems/revenue", "Halvorsen Marine Systems Revenue 2016-2024 | HMSI | MacroTrends", "Halvorsen Marine Systems revenue for the twelve months ending September 30, 2024 was $0.413B, a 8.29% increase year-over-year...", "N/A"),
            ("https://finance.yahoo.com/quote/HMSI/financials/", "Halvorsen Marine Systems, Inc. (HMSI) Income Statement - Yahoo Finance", "Total Revenue 412,600 ... Gross Profit 139,500 ... Net Income 27,400 (all numbers in thousands)...", "N/A"),
            ("https://seekingalpha.com/article/4741562-halvorsen-marine-systems-backlog-growth-supports-re-rating", "Halvorsen Marine: Backlog Growth Supports A Re-Rating | Seeking Alpha", "With backlog up about 11% year over year and 58% of it expected to convert in FY25, guidance looks conservative...", "Dec 9, 2024"),
        )),
        (extract("https://www.sec.gov/Archives/edgar/data/1583207/000158320724000041/hmsi-20240930.htm", "fiscal 2024 total revenue and backlog at year end"), tenk),
        (memory("add", dict={"hmsi_fy2024_revenue": "$412.6M (10-K, FY ended 2024-09-30), +8.3% from $381.0M",
                             "hmsi_backlog_2024_09_30": "$655.2M (10-K), vs $590.7M prior year"}),
         added("hmsi_fy2024_revenue", "hmsi_backlog_2024_09_30")),
        (search("Halvorsen Marine Q4 fiscal 2024 earnings call transcript backlog book-to-bill"), res(
            (fool, "Halvorsen Marine Systems (HMSI) Q4 2024 Earnings Call Transcript | The Motley Fool", "... We ended fiscal 2024 with a record backlog of $655.2 million, and book-to-bill for the year was 1.16. We expect roughly 58% of that backlog...", "Nov 20, 2024"),
            ("https://seekingalpha.com/article/4738820-halvorsen-marine-systems-inc-hmsi-q4-2024-earnings-call-transcript", "Halvorsen Marine Systems, Inc. (HMSI) Q4 2024 Earnings Call Transcript | Seeking Alpha", "Karin Solberg - President and CEO; Martin Oduya - CFO ... Operator: Good afternoon and welcome...", "Nov 19, 2024"),
            (bw, "Halvorsen Marine Systems Reports Fourth Quarter and Fiscal 2024 Results | Business Wire", "Fourth quarter revenue of $118.9 million, up 11.2% ... Fiscal 2025 revenue outlook of $440 million to $460 million...", "Nov 19, 2024"),
            ("https://ir.halvorsenmarine.com/news-events/events/q4-fy2024-earnings-call", "Q4 Fiscal 2024 Earnings Conference Call | Halvorsen Marine Systems", "Tuesday, November 19, 2024 5:00 PM ET. Webcast replay available for 90 days...", "Nov 19, 2024"),
            ("https://www.investing.com/news/earnings/earnings-call-halvorsen-marine-posts-record-year-eyes-navy-ramp-93C2", "Earnings call: Halvorsen Marine posts record year, eyes Navy ramp | Investing.com", "CFO Martin Oduya highlighted a book-to-bill of 1.16 and operating cash flow of $41.7 million...", "Nov 20, 2024"),
        )),
        (extract(fool, "backlog and book-to-bill stated by management on the call"), transcript),
        (search("Halvorsen Marine fiscal 2025 guidance revenue adjusted EBITDA"), res(
            (bw, "Halvorsen Marine Systems Reports Fourth Quarter and Fiscal 2024 Results | Business Wire", "The company expects fiscal 2025 revenue of $440 million to $460 million and adjusted EBITDA of $66 million to $72 million...", "Nov 19, 2024"),
            ("https://www.marketscreener.com/quote/stock/HALVORSEN-MARINE-SYSTEMS-123981244/news/Halvorsen-Marine-Systems-Provides-Earnings-Guidance-for-Fiscal-2025-48311902/", "Halvorsen Marine Systems Provides Earnings Guidance for Fiscal 2025 - MarketScreener", "For fiscal 2025, the company expects revenue of $440 million to $460 million...", "Nov 19, 2024"),
            ("https://www.zacks.com/stock/research/HMSI/earnings-calendar", "Halvorsen Marine (HMSI) Earnings Date and Reports 2025 - Zacks", "Next report date 2/4/2025 ... Consensus EPS for current quarter $0.27 ...", "N/A"),
            ("https://www.tipranks.com/stocks/hmsi/forecast", "HMSI Stock Forecast, Price Targets & Analysts Predictions - TipRanks", "Based on 5 analysts giving stock ratings, HMSI has a Moderate Buy consensus...", "N/A"),
        )),
        (extract(bw, "fiscal 2025 outlook and fiscal 2024 orders"), release),
        (memory("add", dict={"book_to_bill_fy24": "1.16 (orders $477.1M)", "fy25_guidance": "revenue $440-460M; adj. EBITDA $66-72M"}),
         added("book_to_bill_fy24", "fy25_guidance")),
        (memory("retrieve", key_list=["hmsi_fy2024_revenue"]), got({"hmsi_fy2024_revenue": "$412.6M (10-K, FY ended 2024-09-30), +8.3% from $381.0M"})),
    ]
    rs.add(task="search", tid="h14-search-04", system=SEARCH_SYSTEM, turns=turns,
           state=state("What were Halvorsen Marine Systems' fiscal 2024 revenue and year-end backlog, and what book-to-bill did management cite?", "2025-01-20"),
           bad=True, turn=5, kind="earnings-call transcript extraction states a year-end backlog figure different from its own search snippet and the 10-K")


def t05(rs: RowSet) -> None:
    # Bad: college hockey scoring leaders; turn 6 memory retrieve returns runner_up with 44 pts although turn 3 stored 46 pts (as the turn 2 stats table showed).
    stats = """# 2024-25 NLHC Statistics — Skaters (Conference Games)

*Final regular season · Stats as of March 2, 2025*

Sort: Points ▼ | Filter: All teams · All positions · Min. 10 GP

| Rk | Player | Team | Pos | GP | G | A | PTS | +/- | PPG | PIM |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
| 1 | Aleksi Virtanen | Duluth Pine | F | 34 | 21 | 27 | 48 | +14 | 9 | 10 |
| 2 | Carter Jendro | Marquette | F | 34 | 17 | 29 | 46 | +9 | 5 | 22 |
| 3 | Noah Beaulieu | Houghton | F | 33 | 19 | 24 | 43 | +11 | 7 | 8 |
| 4 | Eli Kowalczyk | Green Bay | D | 34 | 8 | 33 | 41 | +17 | 3 | 26 |
| 5 | Jonas Lindgren | Duluth Pine | F | 32 | 15 | 24 | 39 | +12 | 4 | 12 |
| 6 | Mason Trudeau | Sault Rapids | F | 34 | 22 | 16 | 38 | -3 | 8 | 30 |
| 7 | Riley Oakes | Marquette | F | 31 | 13 | 23 | 36 | +6 | 2 | 14 |
| 8 | Tate Halvorson | Eau Claire | F | 34 | 16 | 19 | 35 | +1 | 6 | 18 |
| 9 | Dominik Sýkora | Houghton | F | 34 | 14 | 20 | 34 | +8 | 4 | 6 |
| 10 | Cole Brannigan | Green Bay | F | 33 | 11 | 22 | 33 | +10 | 1 | 16 |

Showing 1–10 of 142 skaters · Next ›

**Leaders:** Goals — Mason Trudeau (SR), 22 · Assists — Eli Kowalczyk (GB), 33 · Points — Aleksi Virtanen (DUL), 48"""
    news = """# Virtanen named NLHC Player of the Year

**Duluth Pine Athletics** | March 12, 2025

DULUTH, Minn. — Duluth Pine junior forward Aleksi Virtanen has been named the Northern Lakes Hockey Conference Player of the Year, the league announced Wednesday. He is the program's first winner of the award since 2016.

Virtanen led the NLHC with 48 points (21 goals, 27 assists) in 34 conference games, including a league-best nine power-play goals. He finished the regular season on a 14-game point streak.

Overall, Virtanen has 25 goals and 31 assists for 56 points in 39 games this season, the most points by a Duluth Pine player since 2012-13.

"Aleksi makes everyone around him better, and he does it at both ends of the rink," head coach Brent Mattila said.

Marquette's Carter Jendro and Green Bay defenseman Eli Kowalczyk were the other finalists for the award, which is voted on by the league's head coaches.

Virtanen was also a unanimous First Team All-NLHC selection. Linemate Jonas Lindgren was named to the Second Team.

Duluth Pine (25-12-2, 21-10-2-1 NLHC) opens the NLHC semifinals Friday at 7:07 p.m. against Houghton at Pine Arena."""
    player = """# Aleksi Virtanen — Hockey Stats

**Position:** F · **Shoots:** L · **Born:** October 4, 2003, Oulu, Finland
**Height/Weight:** 6-0, 185 lb · **Current team:** Duluth Pine (NLHC)

## Regular Season

| Season | Team | League | GP | G | A | PTS | +/- | PIM |
| --- | --- | --- | --- | --- | --- | --- | --- | --- |
| 2021-22 | Oulun Kärpät U20 | U20 SM-sarja | 41 | 12 | 17 | 29 | +6 | 8 |
| 2022-23 | Duluth Pine | NLHC | 35 | 9 | 13 | 22 | +2 | 6 |
| 2023-24 | Duluth Pine | NLHC | 36 | 14 | 18 | 32 | +7 | 12 |
| 2024-25 | Duluth Pine | NLHC | 39 | 25 | 31 | 56 | +18 | 14 |

*Season totals include non-conference games.*

## Awards

- 2024-25 — NLHC Player of the Year
- 2024-25 — All-NLHC First Team
- 2023-24 — All-NLHC Honorable Mention"""
    turns: list[Turn] = [
        (search("Northern Lakes Hockey Conference 2024-25 scoring leader points"), res(
            ("https://www.nlhchockey.org/stats/2024-25/skaters?sort=pts", "2024-25 NLHC Statistics — Skaters | Northern Lakes Hockey Conference", "Final regular season. Points leaders: Aleksi Virtanen (DUL) 48, Carter Jendro (MAR) 46, Noah Beaulieu (HOU) 43...", "Mar 2, 2025"),
            ("https://www.duluthpinehockey.com/news/2025/3/12/virtanen-named-nlhc-player-of-the-year.aspx", "Virtanen named NLHC Player of the Year - Duluth Pine Athletics", "Virtanen led the NLHC with 48 points (21 goals, 27 assists) in 34 conference games...", "Mar 12, 2025"),
            ("https://www.nlhchockey.org/news/2025/03/11/all-nlhc-teams-announced", "All-NLHC Teams Announced | Northern Lakes Hockey Conference", "First Team: F Aleksi Virtanen (DUL), F Carter Jendro (MAR), F Noah Beaulieu (HOU), D Eli Kowalczyk (GB)...", "Mar 11, 2025"),
            ("https://www.hockeyref.net/players/v/virtanen-aleksi-2003", "Aleksi Virtanen Stats, Height, Weight, Position | HockeyRef", "2024-25 Duluth Pine NLHC 39 GP 25 G 31 A 56 PTS ...", "N/A"),
            ("https://www.mqtsportsdesk.com/college-hockey/jendro-finishes-second-in-nlhc-scoring", "Jendro finishes second in NLHC scoring, eyes playoff run | MQT Sports Desk", "Marquette's Carter Jendro led the conference in assists among forwards...", "Mar 4, 2025"),
            ("https://www.reddit.com/r/collegehockey/comments/1j2ab7x/nlhc_final_standings_and_scoring_race/", "NLHC final standings and scoring race : r/collegehockey", "Virtanen held off Jendro by two points in the last weekend...", "Mar 3, 2025"),
        )),
        (extract("https://www.nlhchockey.org/stats/2024-25/skaters?sort=pts", "top point scorers in conference play"), stats),
        (memory("add", dict={"nlhc_points_leader": "Aleksi Virtanen (Duluth Pine), 48 pts (21G, 27A) in 34 GP",
                             "runner_up": "Carter Jendro (Marquette), 46 pts (17G, 29A)"}),
         added("nlhc_points_leader", "runner_up")),
        (search("Aleksi Virtanen Duluth Pine NLHC Player of the Year 2025"), res(
            ("https://www.duluthpinehockey.com/news/2025/3/12/virtanen-named-nlhc-player-of-the-year.aspx", "Virtanen named NLHC Player of the Year - Duluth Pine Athletics", "Duluth Pine junior forward Aleksi Virtanen has been named the Northern Lakes Hockey Conference Player of the Year...", "Mar 12, 2025"),
            ("https://www.nlhchockey.org/news/2025/03/12/nlhc-individual-awards", "NLHC announces 2024-25 individual awards | Northern Lakes Hockey Conference", "Player of the Year: Aleksi Virtanen (Duluth Pine). Defenseman of the Year: Eli Kowalczyk (Green Bay). Coach of the Year...", "Mar 12, 2025"),
            ("https://www.duluthnewsledger.com/sports/college/virtanen-pine-forward-wins-league-honor", "Pine's Virtanen wins NLHC's top individual honor | Duluth News Ledger", "The Finnish junior had 56 points overall, the most by a Pine player in more than a decade...", "Mar 13, 2025"),
            ("https://www.hockeyref.net/players/v/virtanen-aleksi-2003", "Aleksi Virtanen Stats, Height, Weight, Position | HockeyRef", "Born October 4, 2003 in Oulu, Finland. Shoots L...", "N/A"),
            ("https://www.instagram.com/p/DHGk2LqN8xZ/", "Duluth Pine Hockey on Instagram: \"Your NLHC Player of the Year 🏆\"", "1,204 likes · 63 comments ...", "Mar 12, 2025"),
        )),
        (extract("https://www.duluthpinehockey.com/news/2025/3/12/virtanen-named-nlhc-player-of-the-year.aspx", "award details and Virtanen's season totals"), news),
        (memory("retrieve", key_list=["nlhc_points_leader", "runner_up"]), got({
            "nlhc_points_leader": "Aleksi Virtanen (Duluth Pine), 48 pts (21G, 27A) in 34 GP",
            "runner_up": "Carter Jendro (Marquette), 44 pts (17G, 29A)"})),
        (extract("https://www.hockeyref.net/players/v/virtanen-aleksi-2003", "Virtanen's full-season totals including non-conference games"), player),
        (memory("add", dict={"virtanen_all_games": "56 pts (25G, 31A) in 39 GP incl. non-conference (HockeyRef, team release)"}),
         added("virtanen_all_games")),
        (memory("add", dict={"award": "NLHC Player of the Year 2024-25, announced Wed 2025-03-12"}), added("award")),
    ]
    rs.add(task="search", tid="h14-search-05", system=SEARCH_SYSTEM, turns=turns,
           state=state("Who led the Northern Lakes Hockey Conference in scoring in 2024-25, by how many points, and what honors did he receive?", "2025-03-20"),
           bad=True, turn=6, kind="memory retrieve returns the runner-up's points different from the value that was added")


def t06(rs: RowSet) -> None:
    # Clean: state bill replaced by a House Substitute (different LegislationId), an unrelated bill with a similar number, memory value updated by the agent.
    hb = """# HB 213

**153rd General Assembly (Present)**

| | |
| --- | --- |
| Bill Progress | Substituted |
| Legislation Type | Bill |
| Short Title | AN ACT TO AMEND TITLE 3 OF THE DELAWARE CODE RELATING TO AGRICULTURAL AERIAL APPLICATION BY UNMANNED AIRCRAFT. |
| Primary Sponsor | Rep. Marisa Kettering |
| Additional Sponsor(s) | Sen. Howard Lindqvist |
| Co-Sponsor(s) | Reps. Abernathy, Chukwu, Dolan, Pryor-Sandoval |
| Introduced on | 5/8/2025 |
| Substituted by | HS 1 for HB 213 on 6/3/2025 |
| Committee | House Agriculture — Released 5/21/2025 |

## Original Synopsis

This Act creates a category of pesticide applicator certification for the aerial application of pesticides, fertilizers and seed by unmanned aircraft systems. It requires operators to hold both a Federal Aviation Administration Part 137 certificate and a Delaware commercial applicator certification in the new category, and directs the Department of Agriculture to adopt rules.

## Actions History

| Date | Action |
| --- | --- |
| 6/3/2025 | Substituted by HS 1 for HB 213 |
| 5/21/2025 | Reported Out of Committee (Agriculture) in House with 6 Favorable, 1 On Its Merits |
| 5/8/2025 | Introduced and Assigned to Agriculture Committee in House |"""
    hs = """# HS 1 for HB 213

**153rd General Assembly (Present)**

| | |
| --- | --- |
| Bill Progress | Out of Senate — Awaiting Governor's Action |
| Legislation Type | Bill |
| Short Title | AN ACT TO AMEND TITLE 3 OF THE DELAWARE CODE RELATING TO AGRICULTURAL AERIAL APPLICATION BY UNMANNED AIRCRAFT. |
| Primary Sponsor | Rep. Marisa Kettering |
| Additional Sponsor(s) | Sen. Howard Lindqvist |
| Introduced on | 6/3/2025 |
| Original Bill | HB 213 |

## Original Synopsis

This House Substitute differs from HB 213 by establishing a $150 annual license fee for unmanned aerial applicators, adding drift-buffer requirements near schools and waterways, and requiring the Department of Agriculture to adopt implementing regulations by July 1, 2026.

## Actions History

| Date | Action |
| --- | --- |
| 6/26/2025 | Passed in Senate with 20 Yes, 0 No, 1 Absent |
| 6/18/2025 | Reported Out of Committee (Agriculture) in Senate with 4 Favorable |
| 6/10/2025 | Passed in House by Roll Call: Yes: 39 No: 1 Absent: 1 |
| 6/3/2025 | Introduced and Assigned to Agriculture Committee in House; Committee consideration waived |

## Roll Call — House, 6/10/2025

Passed · Yes: 39 · No: 1 · Not Voting: 0 · Absent: 1 · Vacant: 0

## Roll Call — Senate, 6/26/2025

Passed · Yes: 20 · No: 0 · Not Voting: 0 · Absent: 1 · Vacant: 0"""
    dpm = """# Drone crop-spraying license bill heads to governor

By Janelle Osei | Delaware Public Media | July 2, 2025

Farmers who use drones to spray fields would need a new state license under a bill the General Assembly sent to Gov. Matt Meyer last week.

House Substitute 1 for House Bill 213 passed the Senate unanimously, 20-0, on June 26, after clearing the House 39-1 earlier in the month. The governor has not said when he will act on it.

The measure creates a Delaware certification category for aerial application by unmanned aircraft. Operators would pay a $150 annual license fee and would need both the state certification and a Federal Aviation Administration Part 137 certificate. The substitute version also adds buffer zones near schools and waterways.

"Drones are already out there over soybeans in Kent and Sussex counties," said the bill's sponsor, Rep. Marisa Kettering. "This gives growers a clear path and gives neighbors some assurance."

The Delaware Farm Bureau supported the substitute after the buffer language was added. The Department of Agriculture would have until July 1, 2026, to write the rules.

About 40 operators are believed to be spraying crops with drones in the state, according to department estimates.

**Related stories**
- Lawmakers weigh rules for agricultural drones (May 22, 2025)"""
    hb231 = """# HB 231

**153rd General Assembly (Present)**

| | |
| --- | --- |
| Bill Progress | Committee |
| Legislation Type | Bill |
| Short Title | AN ACT TO AMEND TITLE 29 OF THE DELAWARE CODE RELATING TO LOTTERY COURIER SERVICES. |
| Primary Sponsor | Rep. Dwayne Folsom |
| Introduced on | 5/15/2025 |
| Committee | House Economic Development/Banking/Insurance & Commerce |

## Original Synopsis

This Act prohibits the operation of lottery courier services that purchase tickets on behalf of customers unless licensed by the Delaware State Lottery Office.

## Actions History

| Date | Action |
| --- | --- |
| 5/15/2025 | Introduced and Assigned to Economic Development/Banking/Insurance & Commerce Committee in House |"""
    u_hb = "https://legis.delaware.gov/BillDetail?LegislationId=141877"
    u_hs = "https://legis.delaware.gov/BillDetail?LegislationId=142305"
    u_231 = "https://legis.delaware.gov/BillDetail?LegislationId=141962"
    turns: list[Turn] = [
        (search("Delaware HB 213 agricultural drone pesticide applicator license 153rd General Assembly"), res(
            (u_hb, "HB 213 - Delaware General Assembly", "AN ACT TO AMEND TITLE 3 OF THE DELAWARE CODE RELATING TO AGRICULTURAL AERIAL APPLICATION BY UNMANNED AIRCRAFT. Bill Progress: Substituted...", "N/A"),
            (u_hs, "HS 1 for HB 213 - Delaware General Assembly", "This House Substitute differs from HB 213 by establishing a $150 annual license fee for unmanned aerial applicators, adding drift-buffer requirements...", "N/A"),
            ("https://www.delawarepublic.org/politics-government/2025-07-02/drone-crop-spraying-license-bill-heads-to-governor", "Drone crop-spraying license bill heads to governor | Delaware Public Media", "House Substitute 1 for House Bill 213 passed the Senate unanimously, 20-0, on June 26...", "Jul 2, 2025"),
            ("https://baytobaynews.com/stories/lawmakers-weigh-rules-for-agricultural-drones,184412", "Lawmakers weigh rules for agricultural drones | Bay to Bay News", "A House committee released HB 213 Wednesday with six favorable votes and one on its merits, but sponsor Rep. Marisa Kettering said a substitute is coming...", "May 22, 2025"),
            ("https://dda.delaware.gov/pesticides/applicator-certification/", "Pesticide Applicator Certification | Delaware Department of Agriculture", "Commercial applicators must be certified in each category in which they apply pesticides...", "N/A"),
            (u_231, "HB 231 - Delaware General Assembly", "AN ACT TO AMEND TITLE 29 OF THE DELAWARE CODE RELATING TO LOTTERY COURIER SERVICES...", "N/A"),
            ("https://www.defb.org/news/2025-legislative-update-june", "June Legislative Update | Delaware Farm Bureau", "Farm Bureau supports HS 1 for HB 213 now that buffer language has been clarified...", "Jun 12, 2025"),
        )),
        (extract(u_hb, "current status of HB 213"), hb),
        (extract(u_hs, "status and votes of the substitute bill"), hs),
        (memory("add", dict={"bill": "HS 1 for HB 213 (substituted for original HB 213 on 6/3/2025)",
                             "status": "Passed both chambers; awaiting Governor's action (last action 6/26/2025)"}),
         added("bill", "status")),
        (search("HS 1 for HB 213 Delaware drone spraying governor Meyer"), res(
            ("https://www.delawarepublic.org/politics-government/2025-07-02/drone-crop-spraying-license-bill-heads-to-governor", "Drone crop-spraying license bill heads to governor | Delaware Public Media", "Farmers who use drones to spray fields would need a new state license under a bill the General Assembly sent to Gov. Matt Meyer last week...", "Jul 2, 2025"),
            ("https://governor.delaware.gov/legislation-signed-2025/", "Legislation Signed – 2025 | Office of the Governor", "Bills signed by Governor Matt Meyer during the 153rd General Assembly, updated weekly...", "N/A"),
            ("https://www.wboc.com/news/delaware/ag-drone-bill-passes-senate/article_6f2c1e0a.html", "Ag drone bill passes Delaware Senate | WBOC", "The Senate voted 20-0 Thursday to approve licensing rules for drone sprayers...", "Jun 26, 2025"),
            (u_231, "HB 231 - Delaware General Assembly", "AN ACT TO AMEND TITLE 29 OF THE DELAWARE CODE RELATING TO LOTTERY COURIER SERVICES. Bill Progress: Committee...", "N/A"),
            ("https://www.reddit.com/r/Delaware/comments/1lm3f8q/drone_spraying_next_to_my_yard_again/", "Drone spraying next to my yard again : r/Delaware", "Is there any rule on how close they can spray to houses? ...", "Jun 29, 2025"),
        )),
        (extract("https://www.delawarepublic.org/politics-government/2025-07-02/drone-crop-spraying-license-bill-heads-to-governor", "whether the governor has signed it and vote counts"), dpm),
        (extract(u_231, "check whether HB 231 is related to the drone bill"), hb231),
        (memory("update", dict={"status": "Passed House 39-1 (6/10/2025) and Senate 20-0 (6/26/2025); sent to Gov. Meyer, not yet signed as of Jul 2 report"}),
         updated("status")),
        (memory("add", dict={"note_hb231": "HB 231 is unrelated (lottery courier services), still in House committee"}), added("note_hb231")),
        (memory("retrieve_all"), everything({
            "bill": "HS 1 for HB 213 (substituted for original HB 213 on 6/3/2025)",
            "status": "Passed House 39-1 (6/10/2025) and Senate 20-0 (6/26/2025); sent to Gov. Meyer, not yet signed as of Jul 2 report",
            "note_hb231": "HB 231 is unrelated (lottery courier services), still in House committee"})),
    ]
    rs.add(task="search", tid="h14-search-06", system=SEARCH_SYSTEM, turns=turns,
           state=state("What is the current status of the Delaware bill licensing agricultural drone spraying (HB 213), and what were the chamber votes?", "2025-07-08"),
           bad=False, turn=None, kind="clean")


def t07(rs: RowSet) -> None:
    # Clean: translated-fiction prize; the prize site and a newspaper give different submission counts, longlist (12) vs shortlist (6), a memory key removed and then reported missing.
    winner = """# The Salt Orchard wins the 2024 Harrowgate Prize for Translated Fiction

*20 November 2024*

**The Salt Orchard** by Inês Valadares, translated from the Portuguese by Martin Crewe (Kestrel & Finch), has won the 2024 Harrowgate Prize for Translated Fiction. The winner was announced this evening at a ceremony at the Royal Hall, Harrowgate.

The £15,000 prize is divided equally between author and translator. Each of the other five shortlisted authors and translators receives £500.

The judges — chair Dr Rowan Achterberg, novelist Tamsin Obi and translator Yusuf Demir — selected the winner from 128 submissions by 74 publishers.

> "The Salt Orchard is a family saga that keeps its secrets in the soil. Martin Crewe's translation is so alive to the rhythm of Valadares's sentences that it never feels like a translation at all." — Dr Rowan Achterberg, Chair of Judges

## About the book

Set on a failing salt farm in the Sado estuary between 1961 and 2008, *The Salt Orchard* follows three generations of the Brás family as the estuary, the dictatorship and the family's own silences close in around them.

## About the author and translator

**Inês Valadares** was born in Setúbal in 1979. *The Salt Orchard* (*O Pomar do Sal*, 2021) is her second novel and the first to appear in English.

**Martin Crewe** translates from Portuguese and Galician. He lives in Bristol.

## The 2024 shortlist

- *The Salt Orchard* — Inês Valadares, tr. Martin Crewe (Portuguese)
- *Nights on Ferry Street* — Baek Hyun-joo, tr. Clara Jennings (Korean)
- *A Grammar of Floods* — Mirela Dobrescu, tr. Adam Pike (Romanian)
- *The Lighthouse Accountant* — Teodor Halvik, tr. Siri Moen (Norwegian)
- *Cinnabar* — Lucía Ferrándiz, tr. Owen Gallagher (Spanish)
- *What the River Keeps* — Aylin Karataş, tr. Deniz Ward (Turkish)"""
    shortlist = """# 2024 Shortlist Announced

*18 September 2024*

The judges of the 2024 Harrowgate Prize for Translated Fiction have chosen a shortlist of six novels, translated from six languages. The longlist of twelve titles was announced on 10 July.

| Title | Author | Translator | Language | Publisher |
| --- | --- | --- | --- | --- |
| Cinnabar | Lucía Ferrándiz | Owen Gallagher | Spanish | Harbour Lane |
| A Grammar of Floods | Mirela Dobrescu | Adam Pike | Romanian | Gullhaven |
| The Lighthouse Accountant | Teodor Halvik | Siri Moen | Norwegian | Pellucid Editions |
| Nights on Ferry Street | Baek Hyun-joo | Clara Jennings | Korean | Tidewrack Books |
| The Salt Orchard | Inês Valadares | Martin Crewe | Portuguese | Kestrel & Finch |
| What the River Keeps | Aylin Karataş | Deniz Ward | Turkish | Tidewrack Books |

The winner will be announced on 20 November 2024 at the Royal Hall, Harrowgate. Tickets for the ceremony and the shortlist readings (Harrowgate Library, 16 October) are available from the festival box office.

> "Six books that trust their readers, and six translators who made us forget we were reading in translation." — Dr Rowan Achterberg, Chair of Judges"""
    review = """# Harrowgate translation prize unveils a longlist of twelve

**The Northern Review** · Books · 10 July 2024 · by Priya Lambeth

Twelve novels translated from eleven languages are in contention for this year's Harrowgate Prize for Translated Fiction, whose longlist was announced this morning. The judges chose the list from 131 eligible submissions, the most in the prize's history.

Two Spanish-language novels made the cut, alongside the prize's first-ever title translated from Romanian. Tidewrack Books has two titles on the list.

## The longlist

1. *Blue Hour at Marfa Station* — Andrés Quiroga, tr. Helen Yates (Spanish)
2. *Cinnabar* — Lucía Ferrándiz, tr. Owen Gallagher (Spanish)
3. *A Grammar of Floods* — Mirela Dobrescu, tr. Adam Pike (Romanian)
4. *House of Twelve Doors* — Farah Nasseri, tr. Tom Marsh (Persian)
5. *The Lighthouse Accountant* — Teodor Halvik, tr. Siri Moen (Norwegian)
6. *Nights on Ferry Street* — Baek Hyun-joo, tr. Clara Jennings (Korean)
7. *The Ninth Winter* — Jaroslav Mlynář, tr. Petra Hale (Czech)
8. *Paper Islands* — Mai Nakahara, tr. Jude Ellison (Japanese)
9. *The Salt Orchard* — Inês Valadares, tr. Martin Crewe (Portuguese)
10. *Soft Iron* — Katrin Vogelsang, tr. Lewis Abbott (German)
11. *The Weaver's Almanac* — Saara Leppänen, tr. Ilona Grant (Finnish)
12. *What the River Keeps* — Aylin Karataş, tr. Deniz Ward (Turkish)

The shortlist of six will be announced in September and the winner in November. The prize is worth £15,000, shared equally between author and translator."""
    wiki = """# Harrowgate Prize for Translated Fiction

From Wikipedia, the free encyclopedia

| Harrowgate Prize for Translated Fiction | |
| --- | --- |
| Awarded for | Best novel translated into English in the previous year |
| Country | United Kingdom |
| Presented by | Harrowgate Literary Festival Trust |
| Reward(s) | £15,000 (shared between author and translator) |
| First awarded | 2011 |
| Website | harrowgateprize.org |

The **Harrowgate Prize for Translated Fiction** is an annual British literary award for a novel translated into English and published in the UK or Ireland. It was founded in 2011 by the Harrowgate Literary Festival Trust. The prize money was raised from £10,000 to £15,000 in 2019, and has been split equally between author and translator since the prize began.

## Winners

| Year | Title | Author | Translator | Original language |
| --- | --- | --- | --- | --- |
| 2024 | *The Salt Orchard* | Inês Valadares | Martin Crewe | Portuguese |
| 2023 | *The Quiet Customs* | Elif Sayar | Nina Castell | Turkish |
| 2022 | *Winter Quarters* | Henrik Dahlgaard | Alice Merrow | Danish |
| 2021 | *The Salt Road* | Nour Haddad | Samir Faris | Arabic |
| 2020 | *Glass Hours* | Chiara Benvenuti | Daniel Orme | Italian |
| 2019 | *A Map of the Interior* | Kaja Nowicka | Stephen Raines | Polish |

## Judges

Each year's panel consists of three judges, usually an academic, a novelist and a literary translator. The 2024 judges were Rowan Achterberg (chair), Tamsin Obi and Yusuf Demir.

## See also

- International Booker Prize
- Warwick Prize for Women in Translation

## References

1. "The Salt Orchard wins the 2024 Harrowgate Prize for Translated Fiction". harrowgateprize.org. 20 November 2024."""
    turns: list[Turn] = [
        (search("Harrowgate Prize for Translated Fiction 2024 winner translator"), res(
            ("https://www.harrowgateprize.org/news/2024-winner", "The Salt Orchard wins the 2024 Harrowgate Prize for Translated Fiction", "The Salt Orchard by Inês Valadares, translated from the Portuguese by Martin Crewe (Kestrel & Finch), has won the 2024 Harrowgate Prize...", "Nov 20, 2024"),
            ("https://www.harrowgateprize.org/news/2024-shortlist", "2024 Shortlist Announced | Harrowgate Prize", "The judges have chosen a shortlist of six novels, translated from six languages...", "Sep 18, 2024"),
            ("https://en.wikipedia.org/wiki/Harrowgate_Prize_for_Translated_Fiction", "Harrowgate Prize for Translated Fiction - Wikipedia", "The Harrowgate Prize for Translated Fiction is an annual British literary award for a novel translated into English...", "N/A"),
            ("https://www.thebookseller.com/news/valadares-and-crewe-win-harrowgate-translation-prize", "Valadares and Crewe win Harrowgate translation prize | The Bookseller", "Kestrel & Finch's The Salt Orchard has won the £15,000 prize, a first win for the independent publisher...", "Nov 21, 2024"),
            ("https://www.kestrelandfinch.co.uk/books/the-salt-orchard", "The Salt Orchard — Kestrel & Finch", "Winner of the Harrowgate Prize for Translated Fiction 2024. Translated by Martin Crewe. Paperback, 312 pages...", "N/A"),
            ("https://www.goodreads.com/book/show/187326014-the-salt-orchard", "The Salt Orchard by Inês Valadares | Goodreads", "3.98 avg rating — 1,412 ratings. Set on a failing salt farm in the Sado estuary...", "N/A"),
        )),
        (extract("https://www.harrowgateprize.org/news/2024-winner", "winner, translator and number of submissions"), winner),
        (memory("add", dict={"winner": "The Salt Orchard — Inês Valadares, tr. Martin Crewe (from Portuguese), Kestrel & Finch",
                             "submissions": "128 from 74 publishers (prize site)"}),
         added("winner", "submissions")),
        (extract("https://www.harrowgateprize.org/news/2024-shortlist", "the six shortlisted titles and dates"), shortlist),
        (search("Harrowgate Prize 2024 longlist twelve titles"), res(
            ("https://www.northernreview.co.uk/books/2024/jul/10/harrowgate-translation-prize-longlist", "Harrowgate translation prize unveils a longlist of twelve | The Northern Review", "Twelve novels translated from eleven languages are in contention ... The judges chose the list from 131 eligible submissions...", "Jul 10, 2024"),
            ("https://www.harrowgateprize.org/news/2024-longlist", "2024 Longlist | Harrowgate Prize", "Announcing the twelve books longlisted for the 2024 prize...", "Jul 10, 2024"),
            ("https://www.harrowgateprize.org/news/2024-shortlist", "2024 Shortlist Announced | Harrowgate Prize", "The longlist of twelve titles was announced on 10 July...", "Sep 18, 2024"),
            ("https://www.tidewrackbooks.com/news/two-on-the-harrowgate-longlist", "Two Tidewrack titles on the Harrowgate longlist!", "We're thrilled that Nights on Ferry Street and What the River Keeps are both longlisted...", "Jul 10, 2024"),
            ("https://www.reddit.com/r/translatedfiction/comments/1e02yhm/harrowgate_prize_2024_longlist_discussion/", "Harrowgate Prize 2024 longlist discussion : r/translatedfiction", "Happy to see a Romanian book for once. Anyone read Soft Iron yet?...", "Jul 11, 2024"),
        )),
        (extract("https://www.northernreview.co.uk/books/2024/jul/10/harrowgate-translation-prize-longlist", "longlist titles and number of submissions"), review),
        (memory("update", dict={"submissions": "128 from 74 publishers per prize site; Northern Review longlist article says 131 eligible submissions"}),
         updated("submissions")),
        (memory("add", dict={"shortlist_count": "6 (announced 18 Sep 2024)", "temp_longlist": "12 titles announced 10 Jul 2024 (Northern Review list)"}),
         added("shortlist_count", "temp_longlist")),
        (memory("remove", key_list=["temp_longlist"]), removed("temp_longlist")),
        (memory("retrieve", key_list=["winner", "temp_longlist"]),
         got({"winner": "The Salt Orchard — Inês Valadares, tr. Martin Crewe (from Portuguese), Kestrel & Finch"}, ("temp_longlist",))),
        (extract("https://en.wikipedia.org/wiki/Harrowgate_Prize_for_Translated_Fiction", "prize history and list of previous winners"), wiki),
    ]
    rs.add(task="search", tid="h14-search-07", system=SEARCH_SYSTEM, turns=turns,
           state=state("Which book won the 2024 Harrowgate Prize for Translated Fiction, who translated it, and how many submissions were there?", "2025-02-03"),
           bad=False, turn=None, kind="clean")


def t08(rs: RowSet) -> None:
    # Bad: e-bike specs; turn 7 re-extracts the manufacturer product page and its spec table gives torque 54 Nm, while the same page at turn 2 (and the turn 1 snippet) said 45 Nm.
    def product(torque: str) -> str:
        return f"""# Velora Trekka 2

Class 1 commuter e-bike · **$2,299**
★★★★½ 4.6 (212 reviews)

Colors: Moss Green · Slate
Sizes: S (5'0"–5'6") · M (5'6"–5'11") · L (5'11"–6'4")

Free shipping in the contiguous US · Arrives 90% assembled · Pair with a certified dealer for a $99 build

## Specifications

| | |
| --- | --- |
| Motor | Velora H250 rear hub, 250 W nominal / 500 W peak |
| Torque | {torque} |
| Battery | 48 V 14 Ah Samsung 21700 cells (672 Wh), removable, lockable |
| Range | 35–70 mi (56–113 km), depending on assist level, rider weight and terrain |
| Charger | 48 V 4 A; 0–100% in about 4 hours |
| Top assisted speed | 20 mph (32 km/h) |
| Pedal assist | 5 levels, cadence + torque sensor |
| Drivetrain | Shimano CUES 9-speed, 11–41T |
| Brakes | Tektro hydraulic disc, 180 mm front / 160 mm rear |
| Tires | 27.5 × 2.2" puncture-resistant |
| Weight | 24.8 kg (54.7 lb) with battery, size M |
| Max payload | 136 kg (300 lb) |
| Display | 2.4" color LCD, USB-C charging port |
| Lights | Integrated 70 lux front, brake-activated rear |

## Warranty

2 years on frame and electrical components. Battery: 2 years or 500 full charge cycles, whichever comes first.

## In the box

Bike, battery (2 keys), 48 V 4 A charger, pedals, tool kit, owner's manual."""
    review = """# Velora Trekka 2 Review: A Sensible Commuter With Real-World Range

**eBikeVerdict** · Tested by Marcus Lindahl · Published April 22, 2025

**Verdict: 8.4/10** — Comfortable, well-specced and honest about its range, the Trekka 2 is one of the better commuters under $2,500.

## Specs at a glance

- Motor: 250 W nominal rear hub (500 W peak), claimed 45 Nm
- Battery: 672 Wh (48 V 14 Ah)
- Claimed range: 35–70 miles
- Weight (our scale, size M, with battery): 55.1 lb
- Price: $2,299 (on sale for $2,049 at time of writing)

## Range test

On our 12-mile mixed loop with a 180 lb rider, the Trekka 2 covered **41.3 miles** in assist level 3 of 5 before the battery cut out — squarely within Velora's claimed 35–70 miles. In level 1 we'd expect 60+ miles on flat ground.

## Hill climb

On our 0.5-mile, 7% grade test hill, the bike averaged 13.9 mph in the highest assist with moderate pedaling. The torque sensor makes starts on hills smooth rather than jerky.

## What we liked

- Smooth torque-sensing assist
- Bright integrated lights
- Battery removes easily for charging indoors

## What we didn't

- Rear hub makes flat repairs fiddlier
- Kickstand feels flimsy for a 55 lb bike"""
    rei = """# Velora Trekka 2 Electric Bike

**$2,299.00**
★★★★☆ 4.4 (23 reviews)
Item #241378 · Sold by REI

Color: Moss Green · Slate
Size: S · M · L

## Technical Specs

| | |
| --- | --- |
| Best Use | Commuting, Fitness |
| E-bike Class | Class 1 |
| Battery Capacity | 672 Wh |
| Motor | 250 W rear hub |
| Estimated Range | 35–70 mi |
| Weight | 54.7 lb (size M) |
| Brake Type | Hydraulic disc |
| Drivetrain | Shimano CUES 1 x 9 |

## Reviews

**Great bike for my 9-mile commute** — ★★★★★ "Battery easily lasts my round trip three days in a row in eco mode." — *Julia R., Portland OR*

**Heavier than I hoped** — ★★★☆☆ "Rides nicely but carrying it up to my apartment is a workout." — *Sam T., Chicago IL*"""
    u = "https://velora.bike/products/trekka-2"
    turns: list[Turn] = [
        (search("Velora Trekka 2 e-bike battery capacity range weight specs"), res(
            (u, "Velora Trekka 2 | Class 1 Commuter E-Bike | Velora", "Velora H250 rear hub, 250 W nominal / 500 W peak, 45 Nm. 48 V 14 Ah (672 Wh) removable battery. Range 35–70 mi...", "N/A"),
            ("https://www.ebikeverdict.com/reviews/velora-trekka-2", "Velora Trekka 2 Review: A Sensible Commuter With Real-World Range | eBikeVerdict", "On our 12-mile mixed loop with a 180 lb rider, the Trekka 2 covered 41.3 miles in assist level 3...", "Apr 22, 2025"),
            ("https://www.rei.com/product/241378/velora-trekka-2-electric-bike", "Velora Trekka 2 Electric Bike | REI Co-op", "Battery Capacity 672 Wh · Estimated Range 35–70 mi · Weight 54.7 lb (size M)...", "N/A"),
            ("https://www.reddit.com/r/ebikes/comments/1k0d7rw/velora_trekka_2_after_500_miles/", "Velora Trekka 2 after 500 miles : r/ebikes", "Still getting about 40 miles in level 3. Had to adjust the rear brake once...", "Apr 15, 2025"),
            ("https://www.youtube.com/watch?v=Q3vT8kLmP2s", "Velora Trekka 2 — Full Review & Range Test - YouTube", "We rode the Trekka 2 until the battery died. Here's how far it went...", "Mar 30, 2025"),
            ("https://velora.bike/pages/compare", "Compare Velora E-Bikes | Velora", "Trekka 2 vs Trekka (1st gen) vs Velora Cityline...", "N/A"),
        )),
        (extract(u, "battery capacity, motor, weight and price"), product("45 Nm")),
        (memory("add", dict={"battery": "48V 14Ah = 672 Wh, removable (manufacturer)", "weight": "24.8 kg / 54.7 lb with battery, size M (manufacturer)"}),
         added("battery", "weight")),
        (extract("https://www.ebikeverdict.com/reviews/velora-trekka-2", "independent range and weight measurements"), review),
        (search("Velora Trekka 2 vs Trekka first generation battery motor difference"), res(
            ("https://velora.bike/pages/compare", "Compare Velora E-Bikes | Velora", "Trekka 2: 672 Wh, 250 W hub. Trekka (1st gen): 36 V 13 Ah (468 Wh), 250 W hub, 40 Nm. Cityline: 540 Wh...", "N/A"),
            ("https://www.ebikeverdict.com/reviews/velora-trekka", "Velora Trekka Review (2022) | eBikeVerdict", "The original Trekka managed 27.6 miles on our loop from its 468 Wh battery...", "Aug 9, 2022"),
            ("https://www.reddit.com/r/ebikes/comments/1h7yq2c/trekka_2_worth_upgrading_from_og_trekka/", "Trekka 2 worth upgrading from OG Trekka? : r/ebikes", "Bigger battery, torque sensor instead of cadence only, hydraulic brakes. I'd say yes if you ride hills...", "Dec 6, 2024"),
            ("https://www.rei.com/product/241378/velora-trekka-2-electric-bike", "Velora Trekka 2 Electric Bike | REI Co-op", "Battery Capacity 672 Wh · Motor 250 W rear hub...", "N/A"),
            ("https://electrek.co/2024/10/02/velora-trekka-2-launch/", "Velora launches Trekka 2 with bigger battery, torque sensor | Electrek", "The Trekka 2 starts at $2,299 and ships in November...", "Oct 2, 2024"),
        )),
        (extract("https://www.rei.com/product/241378/velora-trekka-2-electric-bike", "retail price and listed specs"), rei),
        (extract(u, "warranty terms and charging time"), product("54 Nm")),
        (memory("add", dict={"warranty": "2 yr frame/electrical; battery 2 yr or 500 cycles", "charge_time": "about 4 h with 48V 4A charger"}),
         added("warranty", "charge_time")),
        (memory("retrieve_all"), everything({
            "battery": "48V 14Ah = 672 Wh, removable (manufacturer)",
            "weight": "24.8 kg / 54.7 lb with battery, size M (manufacturer)",
            "warranty": "2 yr frame/electrical; battery 2 yr or 500 cycles",
            "charge_time": "about 4 h with 48V 4A charger"})),
    ]
    rs.add(task="search", tid="h14-search-08", system=SEARCH_SYSTEM, turns=turns,
           state=state("What are the battery capacity, motor torque, weight and warranty of the Velora Trekka 2 e-bike, and how does its real-world range compare with the claim?", "2025-05-10"),
           bad=True, turn=7, kind="same product page re-extracted lists a different motor torque in its spec table")


def t09(rs: RowSet) -> None:
    # Clean: quarterly earnings; GAAP vs adjusted EPS, two consensus estimates from different providers, guidance raised vs the prior quarter's release, a live quote page read twice 21 minutes apart.
    def quote(price: str, chg: str, pct: str, asof: str, high: str, vol: str, cap: str, pe: str) -> str:
        return f"""# Corvane Logistics, Inc. (CVNL)

NYSE - Nasdaq Real Time Price · USD

**{price}** {chg} ({pct})
As of {asof}. Market open.

| | |
| --- | --- |
| Previous Close | 55.12 |
| Open | 57.90 |
| Bid | {price} x 800 |
| Ask | {price} x 1200 |
| Day's Range | 57.31 - {high} |
| 52 Week Range | 41.08 - 61.20 |
| Volume | {vol} |
| Avg. Volume | 1,102,455 |
| Market Cap (intraday) | {cap} |
| Beta (5Y Monthly) | 1.18 |
| PE Ratio (TTM) | {pe} |
| EPS (TTM) | 2.41 |
| Earnings Date | Jul 29, 2025 |
| Forward Dividend & Yield | 0.88 (1.60%) |
| 1y Target Est | 64.50 |

## Recent News

- Corvane Logistics beats quarterly profit estimates, raises annual forecast — Reuters · 3 hours ago
- Corvane Logistics Reports Second Quarter 2025 Results — Business Wire · 4 hours ago"""
    pr = """# Corvane Logistics Reports Second Quarter 2025 Results; Raises Full-Year Adjusted EPS Outlook

MEMPHIS, Tenn.--(BUSINESS WIRE)--Jul. 29, 2025-- Corvane Logistics, Inc. (NYSE: CVNL) today reported results for the second quarter ended June 30, 2025.

## Second Quarter Highlights

- Revenue of $1.84 billion, up 6.1% from $1.734 billion in the second quarter of 2024
- GAAP net income of $48.7 million; GAAP diluted EPS of $0.62
- Adjusted diluted EPS of $0.81, compared with $0.72 a year ago
- Contract logistics volumes up 9% year over year; brokerage gross margin 14.2%

## 2025 Outlook

The company is raising its full-year 2025 adjusted diluted EPS outlook to **$3.15 to $3.30**, from the previous range of $3.05 to $3.25. Revenue outlook of $7.2 billion to $7.4 billion is unchanged.

"Our contract logistics segment had its best quarter on record," said Chief Executive Officer Renée Castaldo.

## Reconciliation of GAAP to Adjusted Net Income (unaudited)

| (in millions, except per share) | Q2 2025 |
| --- | --- |
| GAAP net income | $48.7 |
| Restructuring charges | 9.8 |
| Amortization of acquired intangibles | 7.1 |
| Tax effect of adjustments | (2.0) |
| **Adjusted net income** | **$63.6** |
| Diluted shares | 78.5 |
| **Adjusted diluted EPS** | **$0.81** |

## Conference Call

Corvane will hold a conference call at 8:30 a.m. ET today."""
    reuters = """# Corvane Logistics beats quarterly profit estimates, raises annual forecast

By Anika Sridhar
July 29, 2025 7:12 AM EDT

July 29 (Reuters) - Corvane Logistics (CVNL.N) beat Wall Street estimates for second-quarter profit on Tuesday and raised its annual adjusted profit forecast, helped by strong demand for its warehousing and contract logistics services.

Shares of the Memphis-based company rose 7% in premarket trading.

The company now expects 2025 adjusted profit of $3.15 to $3.30 per share, compared with its prior forecast of $3.05 to $3.25.

On an adjusted basis, Corvane earned 81 cents per share, beating analysts' average estimate of 77 cents, according to data compiled by LSEG.

Quarterly revenue rose 6.1% to $1.84 billion, above estimates of $1.81 billion.

Contract logistics volumes grew 9% from a year earlier, while the company's freight brokerage unit continued to face soft spot rates, Chief Executive Renée Castaldo said.

Reporting by Anika Sridhar in Bengaluru; Editing by Shilpi Majumdar"""
    q1 = """# Corvane Logistics Reports First Quarter 2025 Results

MEMPHIS, Tenn.--(BUSINESS WIRE)--Apr. 29, 2025-- Corvane Logistics, Inc. (NYSE: CVNL) today reported results for the first quarter ended March 31, 2025.

## First Quarter Highlights

- Revenue of $1.76 billion, up 4.4% year over year
- GAAP diluted EPS of $0.51
- Adjusted diluted EPS of $0.69, compared with $0.66 a year ago

## 2025 Outlook

The company reaffirmed its full-year 2025 outlook of adjusted diluted EPS of **$3.05 to $3.25** and revenue of $7.2 billion to $7.4 billion, first issued on February 11, 2025.

"We are executing well in a choppy freight market," said Chief Executive Officer Renée Castaldo."""
    yq = "https://finance.yahoo.com/quote/CVNL/"
    turns: list[Turn] = [
        (search("Corvane Logistics Q2 2025 earnings EPS guidance"), res(
            ("https://www.businesswire.com/news/home/20250729358214/en/Corvane-Logistics-Reports-Second-Quarter-2025-Results", "Corvane Logistics Reports Second Quarter 2025 Results; Raises Full-Year Adjusted EPS Outlook | Business Wire", "GAAP diluted EPS of $0.62; Adjusted diluted EPS of $0.81 ... raising its full-year 2025 adjusted diluted EPS outlook to $3.15 to $3.30...", "Jul 29, 2025"),
            ("https://www.reuters.com/business/corvane-logistics-beats-quarterly-profit-estimates-raises-annual-forecast-2025-07-29/", "Corvane Logistics beats quarterly profit estimates, raises annual forecast | Reuters", "On an adjusted basis, Corvane earned 81 cents per share, beating analysts' average estimate of 77 cents, according to data compiled by LSEG...", "Jul 29, 2025"),
            (yq, "Corvane Logistics, Inc. (CVNL) Stock Price, News, Quote & History - Yahoo Finance", "Find the latest Corvane Logistics, Inc. (CVNL) stock quote, history, news and other vital information...", "N/A"),
            ("https://seekingalpha.com/news/4471208-corvane-logistics-non-gaap-eps-of-0_81-beats-by-0_03-revenue-of-1_84b-beats-by-30m", "Corvane Logistics Non-GAAP EPS of $0.81 beats by $0.03, revenue of $1.84B beats by $30M | Seeking Alpha", "Corvane Logistics press release (NYSE:CVNL): Q2 Non-GAAP EPS of $0.81 beats by $0.03...", "Jul 29, 2025"),
            ("https://ir.corvane.com/news-events/press-releases", "Press Releases | Corvane Logistics Investor Relations", "Jul 29, 2025 Corvane Logistics Reports Second Quarter 2025 Results ... Apr 29, 2025 Corvane Logistics Reports First Quarter 2025 Results...", "N/A"),
            ("https://www.zacks.com/stock/news/2512907/corvane-logistics-cvnl-q2-earnings-and-revenues-beat-estimates", "Corvane Logistics (CVNL) Q2 Earnings and Revenues Beat Estimates - Zacks", "Corvane Logistics came out with quarterly earnings of $0.81 per share, beating the Zacks Consensus Estimate of $0.78...", "Jul 29, 2025"),
        )),
        (extract("https://www.businesswire.com/news/home/20250729358214/en/Corvane-Logistics-Reports-Second-Quarter-2025-Results", "Q2 EPS (GAAP and adjusted) and full-year guidance"), pr),
        (memory("add", dict={"cvnl_q2_gaap_eps": "$0.62", "cvnl_q2_adj_eps": "$0.81",
                             "fy25_guidance": "adj EPS $3.15-$3.30 (raised from $3.05-$3.25); revenue $7.2-7.4B unchanged"}),
         added("cvnl_q2_gaap_eps", "cvnl_q2_adj_eps", "fy25_guidance")),
        (extract("https://www.reuters.com/business/corvane-logistics-beats-quarterly-profit-estimates-raises-annual-forecast-2025-07-29/", "analyst estimates and market reaction"), reuters),
        (search("Corvane Logistics Q2 2025 Zacks consensus estimate earnings surprise"), res(
            ("https://www.zacks.com/stock/news/2512907/corvane-logistics-cvnl-q2-earnings-and-revenues-beat-estimates", "Corvane Logistics (CVNL) Q2 Earnings and Revenues Beat Estimates - Zacks", "...beating the Zacks Consensus Estimate of $0.78 per share. This compares to earnings of $0.72 per share a year ago. This quarterly report represents an earnings surprise of 3.85%...", "Jul 29, 2025"),
            ("https://www.zacks.com/stock/research/CVNL/earnings-calendar", "Corvane Logistics (CVNL) Earnings Date and Reports 2025 - Zacks", "Reported 7/29/2025 · Estimate $0.78 · Reported $0.81 · Surprise 3.85%...", "N/A"),
            ("https://www.nasdaq.com/market-activity/stocks/cvnl/earnings", "Corvane Logistics (CVNL) Earnings Report Date | Nasdaq", "Quarterly earnings surprise amount ... Consensus EPS Forecast $0.78...", "N/A"),
            ("https://www.marketbeat.com/stocks/NYSE/CVNL/earnings/", "Corvane Logistics (CVNL) Earnings Date, Estimates & Call Transcripts | MarketBeat", "Corvane Logistics (NYSE:CVNL) posted its quarterly earnings results on Tuesday, July 29th. The company reported $0.81 EPS for the quarter, beating the consensus estimate of $0.77 by $0.04...", "Jul 29, 2025"),
        )),
        (extract(yq, "current share price reaction to the earnings"), quote("58.74", "+3.62", "+6.57%", "10:41 AM EDT", "59.48", "2,184,300", "4.59B", "24.37")),
        (memory("add", dict={"stock_reaction": "+6.6% ($58.74) at 10:41 AM EDT Jul 29 (Yahoo)"}), added("stock_reaction")),
        (extract("https://ir.corvane.com/news-events/press-releases/detail/412/corvane-logistics-reports-first-quarter-2025-results", "previous full-year guidance range"), q1),
        (extract(yq, "latest intraday price"), quote("59.21", "+4.09", "+7.42%", "11:02 AM EDT", "59.66", "2,911,750", "4.63B", "24.57")),
        (memory("update", dict={"stock_reaction": "+6.6% ($58.74) at 10:41 AM EDT, +7.4% ($59.21) at 11:02 AM EDT Jul 29 (Yahoo); prev close $55.12"}),
         updated("stock_reaction")),
    ]
    rs.add(task="search", tid="h14-search-09", system=SEARCH_SYSTEM, turns=turns,
           state=state("What EPS did Corvane Logistics report for Q2 2025 (GAAP and adjusted), how did it compare with estimates, and did it change its full-year outlook?", "2025-07-29 10:38 EDT"),
           bad=False, turn=None, kind="clean")


def t10(rs: RowSet) -> None:
    # Bad: state appellate opinion; the turn 7 search snippet for the same CourtListener URL gives docket No. 39152-4-III, while its turn 2 extraction (and the turn 6 court PDF) say 39512-4-III.
    opinion = """# Marisol Quintero v. Pacific Crest Orchards, LLC

**Court of Appeals of Washington**

| | |
| --- | --- |
| Filed | March 18, 2025 |
| Precedential Status | Precedential |
| Docket Number | 39512-4-III |
| Judges | Hallerman, Brightwell, Okamoto |
| Citations | None known |

---

FILED MARCH 18, 2025
In the Office of the Clerk of Court
WA State Court of Appeals, Division III

IN THE COURT OF APPEALS OF THE STATE OF WASHINGTON
DIVISION THREE

MARISOL QUINTERO, Appellant,
v.
PACIFIC CREST ORCHARDS, LLC, a Washington limited liability company, Respondent.

No. 39512-4-III
PUBLISHED OPINION

HALLERMAN, J. — Marisol Quintero, a seasonal orchard worker, was discharged two days after she complained to her crew supervisor that the crew had not been given shade or cool-down rest breaks during an afternoon when the temperature in the block exceeded 100°F. She sued Pacific Crest Orchards for wrongful discharge in violation of public policy and for unpaid rest breaks under the Minimum Wage Act. The trial court granted summary judgment to Pacific Crest on both claims.

We hold that the outdoor heat exposure rule, WAC 296-62-095, articulates a clear public policy protecting agricultural workers, and that Quintero raised a genuine issue of material fact as to whether her complaint was a substantial factor in her discharge. We therefore reverse the dismissal of her wrongful discharge claim. We affirm dismissal of the rest-break claim because Quintero was paid on an hourly basis for all time worked on the day in question. We remand for further proceedings.

## FACTS

Pacific Crest operates approximately 1,900 acres of apple and cherry orchards near Wapato. Quintero worked on a thinning crew during the 2022 season. On July 27, 2022, ...

## ANALYSIS

### A. Wrongful discharge in violation of public policy

To prevail, a plaintiff must show (1) the existence of a clear public policy (clarity element), (2) that discouraging the conduct would jeopardize the public policy (jeopardy element), and (3) that the conduct caused the dismissal (causation element)...

### B. Rest-break claim

...

Affirmed in part, reversed in part, and remanded.

Hallerman, J.

WE CONCUR:
Brightwell, C.J.

---

OKAMOTO, J. (dissenting) — I agree that WAC 296-62-095 expresses a clear public policy. But the record does not permit a reasonable inference that Quintero's complaint, rather than her documented attendance problems, caused her discharge. I would affirm."""
    pdf = """FILED
MARCH 18, 2025
In the Office of the Clerk of Court
WA State Court of Appeals, Division III

IN THE COURT OF APPEALS OF THE STATE OF WASHINGTON
DIVISION THREE

MARISOL QUINTERO,
Appellant,

v.

PACIFIC CREST ORCHARDS, LLC, a Washington limited liability company,
Respondent.

No. 39512-4-III

PUBLISHED OPINION

HALLERMAN, J. — Marisol Quintero, a seasonal orchard worker, was discharged two days after she complained to her crew supervisor that the crew had not been given shade or cool-down rest breaks during an afternoon when the temperature in the block exceeded 100°F...

We hold that the outdoor heat exposure rule, WAC 296-62-095, articulates a clear public policy protecting agricultural workers, and that Quintero raised a genuine issue of material fact as to whether her complaint was a substantial factor in her discharge...

No. 39512-4-III
Quintero v. Pacific Crest Orchards, LLC

FACTS

Pacific Crest operates approximately 1,900 acres of apple and cherry orchards near Wapato. Quintero worked on a thinning crew during the 2022 season. On July 27, 2022, a crew of 23 workers thinned apples in Block 14 from 6:00 a.m. until about 3:30 p.m. ...

[Page 1 of 24]"""
    news = """# Appeals court revives orchard worker's lawsuit over heat complaint

By Lorena Vásquez | Yakima Valley Tribune | March 19, 2025

A state appeals court on Tuesday revived a lawsuit by a former Wapato-area orchard worker who says she was fired for complaining that her crew had no shade on a 100-degree day.

A three-judge panel of Division III of the Washington Court of Appeals ruled 2-1 that Marisol Quintero can take her wrongful-discharge claim against Pacific Crest Orchards to trial. Yakima County Superior Court Judge Ellen Ruud-Barker had dismissed the case in 2023.

Writing for the majority, Judge Camille Hallerman said the state's outdoor heat exposure rule "reflects a clear mandate of public policy" and that a jury should decide whether Quintero's complaint was the reason she was let go.

Judge Daniel Okamoto dissented, writing that the evidence pointed to attendance problems rather than retaliation.

The court upheld the dismissal of a separate claim seeking pay for missed rest breaks.

"This decision tells every farmworker in Washington that speaking up about heat is protected," said Quintero's attorney, Ana Belén Soto of the Columbia Legal Center.

An attorney for Pacific Crest said the company was reviewing the decision and had not decided whether to ask the state Supreme Court to take the case."""
    blog = """# Appeals Court: Heat-Safety Complaints Can Support Wrongful Discharge Claims

**Thornbury Kessler LLP** · Employment Law Alert · April 24, 2025

## Key takeaways

- Division III of the Washington Court of Appeals held in *Quintero v. Pacific Crest Orchards, LLC* that the outdoor heat exposure rule (WAC 296-62-095) expresses a clear public policy for purposes of a wrongful-discharge claim.
- The court reversed summary judgment for the employer because the timing of the termination — two days after the complaint — created a fact question on causation.
- Pacific Crest has filed a petition for review with the Washington Supreme Court. Until the Supreme Court acts, the published decision is binding on trial courts statewide.

## What employers should do now

1. Treat heat-related complaints as protected activity, whether made orally or in writing, and whether made to a supervisor or to L&I.
2. Document legitimate performance or attendance issues contemporaneously, before any complaint is made.
3. Review heat-illness prevention plans ahead of the 2025 season; the rule's high-heat procedures apply at 90°F.

*This alert is for general information and is not legal advice.*"""
    cl = "https://www.courtlistener.com/opinion/10234517/quintero-v-pacific-crest-orchards-llc/"
    turns: list[Turn] = [
        (search("Quintero v. Pacific Crest Orchards Washington Court of Appeals heat exposure wrongful discharge"), res(
            (cl, "Marisol Quintero v. Pacific Crest Orchards, LLC – CourtListener.com", "Court of Appeals of Washington. Filed: March 18, 2025. Docket Number: 39512-4-III. HALLERMAN, J. — Marisol Quintero, a seasonal orchard worker, was discharged two days after...", "Mar 18, 2025"),
            ("https://www.courts.wa.gov/opinions/pdf/395124_pub.pdf", "IN THE COURT OF APPEALS OF THE STATE OF WASHINGTON DIVISION THREE – Quintero v. Pacific Crest Orchards", "PUBLISHED OPINION. We hold that the outdoor heat exposure rule, WAC 296-62-095, articulates a clear public policy...", "Mar 18, 2025"),
            ("https://law.justia.com/cases/washington/court-of-appeals-division-iii/2025/39512-4.html", "Quintero v. Pacific Crest Orchards, LLC :: 2025 :: Court of Appeals of Washington, Division III Decisions :: Justia", "Plaintiff appealed summary judgment dismissing her wrongful discharge and rest break claims...", "Mar 18, 2025"),
            ("https://www.yvtribune.com/news/local/appeals-court-revives-orchard-workers-lawsuit-over-heat-complaint/article_1e9c4a0b.html", "Appeals court revives orchard worker's lawsuit over heat complaint | Yakima Valley Tribune", "A three-judge panel of Division III ruled 2-1 that Marisol Quintero can take her wrongful-discharge claim to trial...", "Mar 19, 2025"),
            ("https://www.lni.wa.gov/safety-health/safety-rules/enforcement-policies/outdoor-heat-exposure", "Outdoor Heat Exposure | Washington State Department of Labor & Industries", "The outdoor heat exposure rule, WAC 296-62-095, applies May 1 through September 30...", "N/A"),
        )),
        (extract(cl, "holding, disposition, filing date and docket number"), opinion),
        (memory("add", dict={"case": "Quintero v. Pacific Crest Orchards, LLC (Wash. Ct. App. Div. III, published)",
                             "docket": "39512-4-III", "filed": "2025-03-18",
                             "disposition": "Affirmed in part (rest-break claim), reversed in part (wrongful discharge), remanded; 2-1, Okamoto dissenting"}),
         added("case", "docket", "filed", "disposition")),
        (search("Quintero Pacific Crest Orchards appeal ruling Yakima heat complaint fired"), res(
            ("https://www.yvtribune.com/news/local/appeals-court-revives-orchard-workers-lawsuit-over-heat-complaint/article_1e9c4a0b.html", "Appeals court revives orchard worker's lawsuit over heat complaint | Yakima Valley Tribune", "A state appeals court on Tuesday revived a lawsuit by a former Wapato-area orchard worker who says she was fired for complaining that her crew had no shade...", "Mar 19, 2025"),
            ("https://www.nwpublicradio.org/2025-03-20/farmworker-heat-complaint-lawsuit-revived", "Farmworker's heat complaint lawsuit revived by appeals court | NW Public Radio", "Advocates say the ruling is the first published decision tying Washington's heat rule to wrongful-discharge law...", "Mar 20, 2025"),
            ("https://www.columbialegalcenter.org/news/quintero-decision", "Statement on the Quintero decision | Columbia Legal Center", "Today's decision tells every farmworker in Washington that speaking up about heat is protected...", "Mar 18, 2025"),
            ("https://www.capitalpress.com/ag_sectors/orchards/appeals-court-sides-with-fired-worker-in-heat-case/article_77d1f3e2.html", "Appeals court sides with fired worker in heat case | Capital Press", "Growers' groups warned the ruling could invite more litigation during harvest...", "Mar 21, 2025"),
        )),
        (extract("https://www.yvtribune.com/news/local/appeals-court-revives-orchard-workers-lawsuit-over-heat-complaint/article_1e9c4a0b.html", "vote split, judges and reaction"), news),
        (extract("https://www.courts.wa.gov/opinions/pdf/395124_pub.pdf", "confirm caption and case number on the official slip opinion"), pdf),
        (search("Quintero v. Pacific Crest Orchards petition for review Washington Supreme Court"), res(
            ("https://www.courts.wa.gov/appellate_trial_courts/supreme/?fa=atc_supreme.petitions&year=2025&month=04", "Petitions for Review Filed – April 2025 | Washington Courts", "Quintero v. Pacific Crest Orchards, LLC — Supreme Court No. 104127-3 — Petition for review filed 4/17/2025...", "N/A"),
            (cl, "Marisol Quintero v. Pacific Crest Orchards, LLC – CourtListener.com", "Court of Appeals of Washington. Filed: March 18, 2025. Docket Number: 39152-4-III. Precedential Status: Precedential. Judges: Hallerman, Brightwell, Okamoto...", "Mar 18, 2025"),
            ("https://www.thornburykessler.com/insights/appeals-court-heat-safety-complaints-wrongful-discharge", "Appeals Court: Heat-Safety Complaints Can Support Wrongful Discharge Claims | Thornbury Kessler LLP", "Pacific Crest has filed a petition for review with the Washington Supreme Court...", "Apr 24, 2025"),
            ("https://www.capitalpress.com/ag_sectors/orchards/orchard-asks-supreme-court-to-review-heat-case/article_0a4be981.html", "Orchard asks Supreme Court to review heat case | Capital Press", "Pacific Crest Orchards asked the Washington Supreme Court on Thursday to review an appeals court decision...", "Apr 18, 2025"),
        )),
        (extract("https://www.thornburykessler.com/insights/appeals-court-heat-safety-complaints-wrongful-discharge", "status of any further appeal and practical implications"), blog),
        (memory("add", dict={"petition_for_review": "Filed 2025-04-17 by Pacific Crest; WA Supreme Court No. 104127-3 (pending)"}), added("petition_for_review")),
    ]
    rs.add(task="search", tid="h14-search-10", system=SEARCH_SYSTEM, turns=turns,
           state=state("What did the Washington Court of Appeals decide in Quintero v. Pacific Crest Orchards (heat complaint firing case), when, under what case number, and has it been appealed further?", "2025-05-06"),
           bad=True, turn=7, kind="later search snippet for the same opinion page gives a transposed docket number")


def t11(rs: RowSet) -> None:
    # Clean: history of a historic theatre; two sources give different opening dates, seat counts differ between original and current, a provisional memory key is removed and reported missing.
    ct = """# Orpheum Theatre

**1218 Main Street, Brandvold, MN 56519** · United States

Status: **Open** · Screens: 1 · Style: Art Deco, Spanish Colonial Revival
Previous names: Orpheum Cinema, Brandvold Orpheum Center for the Performing Arts
Architects: **Ernest F. Lindqvist**
Functions: Live Performances, Movies (Classic)

The Orpheum Theatre was built for the Brandvold Amusement Company and opened on September 3, 1927 with Lon Chaney in "The Unknown", plus a stage show and the theatre's 3 manual Barton organ. It was designed by Minneapolis architect Ernest F. Lindqvist, who designed a dozen theatres across the upper Midwest. Seating was provided for 1,040, in orchestra and balcony levels.

The Orpheum was twinned in 1974 and closed as a movie theatre in May 1979. After years of disuse, a community campaign purchased the building in 1993. It was restored and the twinning removed in 1998–1999, reopening in October 1999 as a performing arts center with 780 seats. It shows classic films on Sunday afternoons.

*Contributed by Marjorie Haugen*

## Recent comments (6)

**dhelgeson** on March 2, 2016: My grandmother ushered here in the 1940s. She always said the balcony was reserved for 'courting couples' on Saturday night.

**LostMemoryTheatres** on August 19, 2019: The Barton organ was removed in 1962 and is now in a church in Fargo.

**northernscreens** on June 4, 2023: Visited for the Sunday classic series. The restored ceiling stencils are gorgeous."""
    nrhp = """NPS Form 10-900
United States Department of the Interior
National Park Service

# National Register of Historic Places Inventory — Nomination Form

**1. Name**
historic: Orpheum Theatre
and/or common: Brandvold Orpheum

**2. Location**
street & number: 1218 Main Street
city, town: Brandvold · county: Clay · state: Minnesota · code: 027

**3. Classification**
Category: building · Ownership: private · Status: unoccupied · Present Use: vacant/not in use

**7. Description**
Condition: good · altered · original site

The Orpheum Theatre is a three-story, reinforced-concrete and brick building with a polychrome terra cotta façade combining Spanish Colonial Revival ornament with Art Deco massing. The auditorium originally seated 1,040 (760 orchestra, 280 balcony). In 1974 the auditorium was divided into two screens by a partition wall below the balcony rail...

**8. Significance**
Period: 1900–   · Areas of Significance: architecture, entertainment/recreation
Specific dates: 1927 · Builder/Architect: Ernest Falkner Lindqvist; Hagen Construction Co.

The Orpheum Theatre is significant as the finest surviving example in northwestern Minnesota of the "atmospheric"-influenced movie palace, and as the work of Minneapolis theatre architect Ernest Falkner Lindqvist (1884–1951). Built at a cost of approximately $185,000 for the Brandvold Amusement Company, the theatre formally opened on Monday, September 5, 1927 (Labor Day), with a program of vaudeville, organ music and the feature film "The Unknown." The *Brandvold Daily Courier* reported that more than 2,000 people attended the two opening performances...

**9. Major Bibliographical References**
Brandvold Daily Courier, September 1–7, 1927.

**11. Form Prepared By**
name/title: Karen J. Rudd, Historian · organization: Minnesota Historical Society, State Historic Preservation Office · date: March 1984

Entered in the National Register: August 16, 1984 · Reference number 84001432"""
    courier = """# Brandvold Daily Courier. (Brandvold, Minn.) 1911-1958, September 06, 1927, Image 1

About Brandvold Daily Courier. (Brandvold, Minn.) 1911-1958 · Image 1 · OCR text

ORPHEUM OPENS TO PACKED HOUSES

Two Thousand See New Theatre at Dedication Last Evening

Brandvold's new Orpheum theatre, the handsomest playhouse between Minneapolis and the Dakota line, was formally opened last evening before two audiences that filled every one of its 1,040 seats and overflowed into the lobby. The doors opened at 6:45 o'clock and the second performance did not let out until nearly midnight.

Mayor C. J. Oftedahl spoke briefly from the stage, congratulating the Brandvold Amusement company upon its enterprise, and the architect, Mr. E. F. Lindqvist of Minneapolis, was called to the footlights and given an ovation.

The program opened with the new Barton organ, played by Miss Hazel Tromald, followed by four acts of vaudeville and the feature picture, "The Unknown," with Lon Chaney. A special holiday matinee had been planned for the afternoon but was cancelled when the decorators could not finish the balcony in time.

The theatre will be open every day hereafter, with matinees at 2:30 o'clock and evening shows at 7 and 9..."""
    wiki = """# Orpheum Theatre (Brandvold, Minnesota)

From Wikipedia, the free encyclopedia

| Orpheum Theatre | |
| --- | --- |
| Address | 1218 Main Street, Brandvold, Minnesota |
| Type | Performing arts center (former movie palace) |
| Capacity | 780 (current); 1,040 (original) |
| Opened | September 5, 1927 |
| Closed | 1979 |
| Reopened | October 1999 |
| Architect | Ernest Falkner Lindqvist |
| NRHP reference No. | 84001432 |
| Added to NRHP | August 16, 1984 |

The **Orpheum Theatre** is a historic theater in Brandvold, Minnesota, United States. It opened in 1927 as a combination vaudeville and movie house and now operates as a nonprofit performing arts center. It was listed on the National Register of Historic Places in 1984.

## History

The Orpheum was commissioned by the Brandvold Amusement Company and designed by Minneapolis architect Ernest Falkner Lindqvist.[1] It opened with vaudeville, an organ recital and the Lon Chaney film *The Unknown*.[2] Some sources give the opening date as September 3, 1927.[3]

The theater was divided into two screens in 1974 and closed in 1979. The nonprofit Friends of the Orpheum bought the building in 1993 and completed a restoration in 1999 that removed the twinning and reduced seating to 780 to allow wider seats and modern accessibility.[4]

## References

1. National Register of Historic Places Inventory — Nomination Form: Orpheum Theatre (1984).
2. "Orpheum Opens to Packed Houses". *Brandvold Daily Courier*. September 6, 1927.
3. "Orpheum Theatre". Cinema Treasures.
4. Olstad, Greta (October 9, 1999). "The Orpheum lights up again". *Red River Sentinel*."""
    turns: list[Turn] = [
        (search("Orpheum Theatre Brandvold Minnesota opened 1927 architect"), res(
            ("http://cinematreasures.org/theaters/28614", "Orpheum Theatre in Brandvold, MN - Cinema Treasures", "The Orpheum Theatre was built for the Brandvold Amusement Company and opened on September 3, 1927 with Lon Chaney in \"The Unknown\"...", "N/A"),
            ("https://en.wikipedia.org/wiki/Orpheum_Theatre_(Brandvold,_Minnesota)", "Orpheum Theatre (Brandvold, Minnesota) - Wikipedia", "The Orpheum Theatre is a historic theater in Brandvold, Minnesota ... It opened in 1927 as a combination vaudeville and movie house...", "N/A"),
            ("https://www.brandvoldorpheum.org/history", "Our History | Brandvold Orpheum Center for the Performing Arts", "Since 1927, the Orpheum has been the heart of Main Street. Learn about our restoration...", "N/A"),
            ("https://www.mnopedia.org/place/orpheum-theatre-brandvold", "Orpheum Theatre, Brandvold | MNopedia", "Designed by theatre architect Ernest F. Lindqvist, the Orpheum is one of the few surviving movie palaces in the Red River Valley...", "N/A"),
            ("https://www.redriversentinel.com/archives/1999/10/09/the-orpheum-lights-up-again", "The Orpheum lights up again | Red River Sentinel", "Twenty years after the projectors went dark, the Orpheum reopened Friday with 780 new seats...", "Oct 9, 1999"),
            ("https://www.tripadvisor.com/Attraction_Review-g43012-d2214876-Reviews-Orpheum_Theatre-Brandvold_Minnesota.html", "Orpheum Theatre (Brandvold) - All You Need to Know BEFORE You Go", "4.8 of 5 · 96 reviews. Beautiful restored theater...", "N/A"),
        )),
        (extract("http://cinematreasures.org/theaters/28614", "opening date, architect and original seating"), ct),
        (memory("add", dict={"opening_date_candidate": "1927-09-03 (Cinema Treasures)", "architect": "Ernest F. Lindqvist of Minneapolis"}),
         added("opening_date_candidate", "architect")),
        (search("Orpheum Theatre Brandvold National Register of Historic Places nomination form 1984"), res(
            ("https://npgallery.nps.gov/NRHP/GetAsset/NRHP/84001432_text", "National Register of Historic Places Inventory — Nomination Form: Orpheum Theatre (Brandvold)", "...the theatre formally opened on Monday, September 5, 1927 (Labor Day), with a program of vaudeville, organ music and the feature film...", "N/A"),
            ("https://en.wikipedia.org/wiki/National_Register_of_Historic_Places_listings_in_Clay_County,_Minnesota", "National Register of Historic Places listings in Clay County, Minnesota - Wikipedia", "Orpheum Theatre · 1218 Main St., Brandvold · August 16, 1984 ...", "N/A"),
            ("https://www.mnhs.org/shpo/inventory/CY-BRV-0112", "Minnesota Historic Properties Inventory: CY-BRV-0112 Orpheum Theatre", "Inventory form, Clay County. Architect: E. F. Lindqvist. Construction date: 1926–1927...", "N/A"),
            ("https://chroniclingamerica.loc.gov/lccn/sn89081234/1927-09-06/ed-1/seq-1/ocr/", "Brandvold Daily Courier, September 06, 1927, Image 1 « Chronicling America « Library of Congress", "ORPHEUM OPENS TO PACKED HOUSES Two Thousand See New Theatre at Dedication Last Evening...", "Sep 6, 1927"),
        )),
        (extract("https://npgallery.nps.gov/NRHP/GetAsset/NRHP/84001432_text", "opening date, architect, construction cost and listing date"), nrhp),
        (memory("remove", key_list=["opening_date_candidate"]), removed("opening_date_candidate")),
        (memory("add", dict={"opening_date": "Mon 1927-09-05 (Labor Day) per NRHP nomination; Cinema Treasures says 1927-09-03"}), added("opening_date")),
        (extract("https://chroniclingamerica.loc.gov/lccn/sn89081234/1927-09-06/ed-1/seq-1/ocr/", "contemporary newspaper account of the opening night"), courier),
        (memory("retrieve", key_list=["opening_date_candidate", "opening_date", "architect"]),
         got({"opening_date": "Mon 1927-09-05 (Labor Day) per NRHP nomination; Cinema Treasures says 1927-09-03",
              "architect": "Ernest F. Lindqvist of Minneapolis"}, ("opening_date_candidate",))),
        (extract("https://en.wikipedia.org/wiki/Orpheum_Theatre_(Brandvold,_Minnesota)", "summary of history and current capacity"), wiki),
    ]
    rs.add(task="search", tid="h14-search-11", system=SEARCH_SYSTEM, turns=turns,
           state=state("When did the Orpheum Theatre in Brandvold, Minnesota open, and who was its architect?", "2025-06-17"),
           bad=False, turn=None, kind="clean")


def t12(rs: RowSet) -> None:
    # Bad: live light-rail service alerts; turn 9 re-extracts the alerts page showing "Last updated 8:52 AM", earlier than the 8:58 AM stamp the same page showed at turn 6 (content unchanged since then).
    def alerts(stamp: str, late: bool) -> str:
        if late:
            blue = """**Bus shuttle replacing trains between Cedar Avenue and Terminal 1**
Posted 7:58 AM · Updated 8:55 AM

Due to a traction power fault near 46th Street Station, trains are not running between Cedar Avenue and Airport Terminal 1. Repair crews are on site.

- Shuttle buses serve all stations in between: 38th Street, 46th Street, Fort Road and Terminal 1.
- Shuttles depart every 10 minutes from Cedar Avenue Station, Bay C (24th Street side).
- Allow 20–25 minutes of additional travel time.
- Trains continue between Union Station and Cedar Avenue every 10 minutes, and between Terminal 1 and Bloomfield Mall every 20 minutes.

**Estimated restoration: 11:00 AM**"""
            rest = """## Route 7 — Added service

**Extra buses between Cedar Avenue and Fort Road**
Posted 8:55 AM

Additional Route 7 trips are operating between Cedar Avenue Station and Fort Road Station while Blue Line trains are not running.

## Route 18 — Detour

**Northbound Route 18 detoured off Lyndale Ave between 31st and 36th Streets**
Posted Feb 10, 4:05 PM

Use temporary stops on Garfield Ave. Detour expected through Feb 14.

## Elevators & Escalators

**Union Station elevator 3 out of service**
Posted Feb 9, 11:20 AM

Use elevator 2 at the north entrance."""
        else:
            blue = """**Bus shuttle replacing trains between Cedar Avenue and Terminal 1**
Posted 7:58 AM · Updated 8:31 AM

Due to a traction power fault near 46th Street Station, trains are not running between Cedar Avenue and Airport Terminal 1.

- Shuttle buses serve all stations in between: 38th Street, 46th Street, Fort Road and Terminal 1.
- Shuttles depart every 10 minutes from Cedar Avenue Station, Bay C (24th Street side).
- Allow 20–25 minutes of additional travel time.
- Trains continue between Union Station and Cedar Avenue every 10 minutes, and between Terminal 1 and Bloomfield Mall every 20 minutes.

**Estimated restoration: 10:30 AM**"""
            rest = """## Green Line — Minor delay

**Westbound trains up to 10 minutes late**
Posted 8:12 AM

Due to an earlier signal issue at Lakeview Station, westbound Green Line trains are running up to 10 minutes behind schedule.

## Route 18 — Detour

**Northbound Route 18 detoured off Lyndale Ave between 31st and 36th Streets**
Posted Feb 10, 4:05 PM

Use temporary stops on Garfield Ave. Detour expected through Feb 14.

## Elevators & Escalators

**Union Station elevator 3 out of service**
Posted Feb 9, 11:20 AM

Use elevator 2 at the north entrance."""
        return f"""# Service Alerts | Metro Lakes Transit

Last updated: {stamp}, Tue Feb 11, 2025 · Refresh

Filter: All modes ▾ · Sign up for text and email alerts

## Blue Line — Major delay

{blue}

{rest}"""
    feed = """# Metro Lakes Alerts (@MetroLakesAlerts) / X

Metro Lakes Transit service alerts. Monitored 5 AM–midnight daily. For customer service call 555-0177.
12.4K Followers

**Metro Lakes Alerts** @MetroLakesAlerts · 8:52 AM · Feb 11, 2025
Blue Line update: Crews on site at 46th St. Estimated restoration now 11:00 AM. Shuttles continue every 10 min between Cedar Ave and Terminal 1. #BlueLine
14 reposts · 9 likes

**Metro Lakes Alerts** @MetroLakesAlerts · 8:31 AM · Feb 11, 2025
Blue Line: Shuttle buses now running every 10 min between Cedar Ave (Bay C) and Terminal 1, serving all stops. Est. restoration 10:30 AM. #BlueLine
22 reposts · 11 likes

**Metro Lakes Alerts** @MetroLakesAlerts · 8:12 AM · Feb 11, 2025
Green Line: Westbound trains running up to 10 min late due to an earlier signal issue at Lakeview. #GreenLine
3 reposts

**Metro Lakes Alerts** @MetroLakesAlerts · 7:58 AM · Feb 11, 2025
Blue Line: Trains are not running between Cedar Ave and Terminal 1 due to a power issue near 46th St. Shuttle buses are being arranged. #BlueLine
41 reposts · 6 likes"""
    news = """# Power problem halts Blue Line trains near airport; shuttles running

**KLTV 6 News** · By Owen Sattler · Published 8:40 AM CST Feb 11, 2025 · Updated 9:04 AM CST

Blue Line light rail trains stopped running between Cedar Avenue and Airport Terminal 1 shortly before 8 a.m. Tuesday because of a problem with the overhead power system near 46th Street Station, Metro Lakes Transit said.

Buses are shuttling riders between the stations, and the agency says to expect 20 to 25 extra minutes. Travelers headed to the airport should plan accordingly; Terminal 2 is also reachable by Route 54 express from downtown.

Metro Lakes now estimates service will be restored by 11 a.m. Earlier, the agency had estimated 10:30 a.m.

"Crews are working on a damaged insulator on the overhead contact system," spokesperson Dana Fairbanks said. "We know this is a tough morning for airport travelers and we appreciate everyone's patience."

Green Line trains were also running late earlier in the morning because of a separate signal issue in Lakeview, but that delay had cleared by 9 a.m., according to the agency.

*This story will be updated.*"""
    u = "https://www.metrolakes.org/alerts"
    turns: list[Turn] = [
        (search("Metro Lakes Blue Line not running Cedar Avenue Terminal 1 this morning"), res(
            (u, "Service Alerts | Metro Lakes Transit", "Blue Line — Major delay. Bus shuttle replacing trains between Cedar Avenue and Terminal 1...", "Feb 11, 2025"),
            ("https://x.com/MetroLakesAlerts", "Metro Lakes Alerts (@MetroLakesAlerts) / X", "Blue Line: Trains are not running between Cedar Ave and Terminal 1 due to a power issue near 46th St...", "Feb 11, 2025"),
            ("https://www.kltv6.com/news/transit/power-problem-halts-blue-line-trains-near-airport", "Power problem halts Blue Line trains near airport; shuttles running | KLTV 6", "Blue Line light rail trains stopped running between Cedar Avenue and Airport Terminal 1 shortly before 8 a.m. Tuesday...", "Feb 11, 2025"),
            ("https://www.reddit.com/r/MetroLakes/comments/1imq2xo/blue_line_down_again_at_46th/", "Blue Line down again at 46th? : r/MetroLakes", "Stuck at Cedar, they're saying shuttles but the line for the bus is huge...", "Feb 11, 2025"),
            ("https://www.metrolakes.org/blue-line", "Blue Line | Metro Lakes Transit", "The Blue Line connects Union Station, Cedar Avenue, the airport and Bloomfield Mall. Trains every 10 minutes...", "N/A"),
            ("https://www.lakesairport.com/ground-transportation/light-rail", "Light Rail to the Airport | Lakes Regional Airport", "The Blue Line stops at Terminal 1 and Terminal 2. Check Metro Lakes service alerts before you travel...", "N/A"),
        )),
        (extract(u, "Blue Line disruption cause, shuttle details and estimated restoration"), alerts("8:47 AM", False)),
        (memory("add", dict={"cause": "traction power fault near 46th Street Station",
                             "shuttle": "every 10 min from Cedar Ave Bay C; serves 38th St, 46th St, Fort Rd, Terminal 1; +20-25 min",
                             "est_restore": "10:30 AM (alerts page at 8:47 AM)"}),
         added("cause", "shuttle", "est_restore")),
        (extract("https://x.com/MetroLakesAlerts", "latest Blue Line updates"), feed),
        (search("Blue Line power fault 46th Street shuttle Metro Lakes news"), res(
            ("https://www.kltv6.com/news/transit/power-problem-halts-blue-line-trains-near-airport", "Power problem halts Blue Line trains near airport; shuttles running | KLTV 6", "Metro Lakes now estimates service will be restored by 11 a.m. Earlier, the agency had estimated 10:30 a.m....", "Feb 11, 2025"),
            ("https://www.lakescitypost.com/transportation/2025/02/11/blue-line-shuttles-airport-power", "Blue Line replaced by shuttles after power fault | Lakes City Post", "Metro Lakes said a damaged insulator on the overhead line is to blame...", "Feb 11, 2025"),
            ("https://www.metrolakes.org/news/2024-08-02-blue-line-ocs-upgrades", "Blue Line overhead power upgrades planned for 2025 | Metro Lakes Transit", "Replacement of overhead contact system components between Cedar Avenue and Fort Road is scheduled for summer 2025...", "Aug 2, 2024"),
            ("https://www.reddit.com/r/MetroLakes/comments/1imq2xo/blue_line_down_again_at_46th/", "Blue Line down again at 46th? : r/MetroLakes", "Third time this winter. The shuttle line at Bay C is moving now at least...", "Feb 11, 2025"),
        )),
        (extract(u, "any update to the restoration estimate"), alerts("8:58 AM", True)),
        (memory("update", dict={"est_restore": "11:00 AM (alerts page at 8:58 AM; X post 8:52 AM); earlier estimate was 10:30 AM"}), updated("est_restore")),
        (extract("https://www.kltv6.com/news/transit/power-problem-halts-blue-line-trains-near-airport", "cause details from the agency"), news),
        (extract(u, "whether any alternative bus service was added"), alerts("8:52 AM", True)),
        (memory("add", dict={"extra_service": "Route 7 extra trips Cedar Ave - Fort Road during the outage"}), added("extra_service")),
    ]
    rs.add(task="search", tid="h14-search-12", system=SEARCH_SYSTEM, turns=turns,
           state=state("Is the Metro Lakes Blue Line running between Cedar Avenue and Airport Terminal 1 this morning? What caused the disruption, how do the shuttles work, and when is service expected back?", "2025-02-11 08:44 CST"),
           bad=True, turn=9, kind="same live alerts page re-read shows a last-updated time earlier than the one it showed before")


def t13(rs: RowSet) -> None:
    # Clean: stage race; GC leader after stage 4 differs from final winner after the closing time trial, re-sorted final GC, points classification with a different leader.
    gc4 = """# Tour of the Ardennes Highlands 2025 | Stage 4 (GC)

**Stage 4 » Stavelot › La Gileppe (176.4 km)** · 14 June 2025
Tabs: Stage · **GC** · Points · KOM · Youth · Teams

| Rnk | Prev | ▲▼ | Rider | Team | Time |
| --- | --- | --- | --- | --- | --- |
| 1 | 2 | ▲1 | ØRSTED Tobias | Kestrel–Nordvik | 14:22:10 |
| 2 | 1 | ▼1 | FERRARETTI Luca | Team Voltaro | 0:08 |
| 3 | 3 | | VANMECHELEN Jonas | Brabant Cycling | 0:21 |
| 4 | 5 | ▲1 | ARRIETA Mateo | Orbea Basque | 0:34 |
| 5 | 4 | ▼1 | BRANDAUER Felix | Tirol Alpen Pro | 0:41 |
| 6 | 6 | | CASTAGNET Rémi | Team Lumière | 0:52 |
| 7 | 8 | ▲1 | DOYLE Cathal | Kestrel–Nordvik | 1:37 |
| 8 | 7 | ▼1 | KETTLEBY Joshua | Team Voltaro | 2:05 |

Race information: Date 14 June 2025 · Stage 4 of 5 · Distance 176.4 km · Won how: 2 riders sprint"""
    st5 = """# Tour of the Ardennes Highlands 2025 | Stage 5 (ITT)

**Stage 5 (ITT) » Spa › Francorchamps (18.6 km)** · 15 June 2025
Tabs: **Stage** · GC · Points · KOM · Youth · Teams

| Rnk | GC | Rider | Team | Time |
| --- | --- | --- | --- | --- |
| 1 | 1 | FERRARETTI Luca | Team Voltaro | 24:31 |
| 2 | 3 | VANMECHELEN Jonas | Brabant Cycling | 0:05 |
| 3 | 4 | BRANDAUER Felix | Tirol Alpen Pro | 0:13 |
| 4 | 9 | KETTLEBY Joshua | Team Voltaro | 0:16 |
| 5 | 2 | ØRSTED Tobias | Kestrel–Nordvik | 0:19 |
| 6 | 5 | ARRIETA Mateo | Orbea Basque | 0:31 |
| 7 | 6 | CASTAGNET Rémi | Team Lumière | 0:38 |
| 8 | 14 | VAN HOUTEN Sem | Brabant Cycling | 0:44 |

Race information: Date 15 June 2025 · Stage 5 of 5 · Distance 18.6 km · Avg. speed winner 45.5 km/h · Won how: Time Trial"""
    gcf = """# Tour of the Ardennes Highlands 2025 | Final GC

**Final general classification** · 11–15 June 2025 · 2.1 · Belgium
Tabs: Stage · **GC** · Points · KOM · Youth · Teams

| Rnk | Prev | ▲▼ | Rider | Team | Time |
| --- | --- | --- | --- | --- | --- |
| 1 | 2 | ▲1 | FERRARETTI Luca | Team Voltaro | 14:46:49 |
| 2 | 1 | ▼1 | ØRSTED Tobias | Kestrel–Nordvik | 0:11 |
| 3 | 3 | | VANMECHELEN Jonas | Brabant Cycling | 0:18 |
| 4 | 5 | ▲1 | BRANDAUER Felix | Tirol Alpen Pro | 0:46 |
| 5 | 4 | ▼1 | ARRIETA Mateo | Orbea Basque | 0:57 |
| 6 | 6 | | CASTAGNET Rémi | Team Lumière | 1:22 |

Classification leaders: GC FERRARETTI Luca · Points VANMECHELEN Jonas · KOM DOYLE Cathal · Youth ARRIETA Mateo · Teams Team Voltaro"""
    report = """# Ferraretti overturns Ørsted in final time trial to win Tour of the Ardennes Highlands

**Cyclingnews** · By Hannah Greer · published 15 June 2025

Luca Ferraretti (Team Voltaro) won the closing 18.6km time trial from Spa to Francorchamps on Sunday to overturn an eight-second deficit and claim the overall title at the Tour of the Ardennes Highlands by 11 seconds from overnight leader Tobias Ørsted (Kestrel–Nordvik).

The Italian covered the rolling course in 24:31, five seconds faster than Jonas Vanmechelen (Brabant Cycling), who finished third overall at 18 seconds and also secured the points classification. Ørsted, who had taken the lead with second place at La Gileppe on Saturday, lost 19 seconds to Ferraretti on the stage.

"I knew eight seconds was possible, but only if I went into the red from the first kilometre," Ferraretti said after the finish. "This is my first stage race win since 2022, so it means a lot."

Felix Brandauer (Tirol Alpen Pro) rode to third on the stage and moved up to fourth overall, overtaking Mateo Arrieta (Orbea Basque), who kept the white jersey of best young rider.

## Results powered by FirstCycling

Stage 5: 1 Luca Ferraretti 24:31 · 2 Jonas Vanmechelen +0:05 · 3 Felix Brandauer +0:13
Final GC: 1 Luca Ferraretti 14:46:49 · 2 Tobias Ørsted +0:11 · 3 Jonas Vanmechelen +0:18"""
    pts = """# Tour of the Ardennes Highlands 2025 | Points classification

**Final points classification** · after Stage 5
Tabs: Stage · GC · **Points** · KOM · Youth · Teams

| Rnk | Rider | Team | Points |
| --- | --- | --- | --- |
| 1 | VANMECHELEN Jonas | Brabant Cycling | 68 |
| 2 | FERRARETTI Luca | Team Voltaro | 54 |
| 3 | KETTLEBY Joshua | Team Voltaro | 51 |
| 4 | ØRSTED Tobias | Kestrel–Nordvik | 47 |
| 5 | VAN HOUTEN Sem | Brabant Cycling | 39 |
| 6 | BRANDAUER Felix | Tirol Alpen Pro | 30 |"""
    turns: list[Turn] = [
        (search("Tour of the Ardennes Highlands 2025 general classification winner"), res(
            ("https://www.procyclingstats.com/race/tour-of-the-ardennes-highlands/2025/gc", "Tour of the Ardennes Highlands 2025 GC results | ProCyclingStats", "Final general classification: 1 FERRARETTI Luca (Team Voltaro) 14:46:49, 2 ØRSTED Tobias +0:11...", "Jun 15, 2025"),
            ("https://www.cyclingnews.com/races/tour-of-the-ardennes-highlands-2025/stage-5/results/", "Ferraretti overturns Ørsted in final time trial to win Tour of the Ardennes Highlands | Cyclingnews", "Luca Ferraretti won the closing 18.6km time trial to overturn an eight-second deficit...", "Jun 15, 2025"),
            ("https://www.procyclingstats.com/race/tour-of-the-ardennes-highlands/2025/stage-4-gc", "Tour of the Ardennes Highlands 2025 Stage 4 (GC) | ProCyclingStats", "GC after stage 4: 1 ØRSTED Tobias 14:22:10, 2 FERRARETTI Luca +0:08, 3 VANMECHELEN Jonas +0:21...", "Jun 14, 2025"),
            ("https://en.wikipedia.org/wiki/2025_Tour_of_the_Ardennes_Highlands", "2025 Tour of the Ardennes Highlands - Wikipedia", "The 2025 Tour of the Ardennes Highlands was the 12th edition of the race, held from 11 to 15 June 2025...", "N/A"),
            ("https://www.ardenneshighlands.be/en/results", "Results | Tour of the Ardennes Highlands", "Official results, jerseys and classifications of all five stages...", "N/A"),
        )),
        (extract("https://www.procyclingstats.com/race/tour-of-the-ardennes-highlands/2025/stage-4-gc", "GC standings before the final stage"), gc4),
        (memory("add", dict={"gc_after_stage4": "1 Ørsted (Kestrel–Nordvik) 14:22:10; 2 Ferraretti +0:08; 3 Vanmechelen +0:21"}), added("gc_after_stage4")),
        (extract("https://www.procyclingstats.com/race/tour-of-the-ardennes-highlands/2025/stage-5", "result of the final time trial"), st5),
        (extract("https://www.procyclingstats.com/race/tour-of-the-ardennes-highlands/2025/gc", "final general classification and margins"), gcf),
        (memory("add", dict={"final_gc": "1 Luca Ferraretti (Team Voltaro) 14:46:49; 2 Ørsted +0:11; 3 Vanmechelen +0:18 — Ferraretti overturned 8 s deficit in stage 5 ITT"}),
         added("final_gc")),
        (search("Ferraretti wins Tour of the Ardennes Highlands time trial Ørsted"), res(
            ("https://www.cyclingnews.com/races/tour-of-the-ardennes-highlands-2025/stage-5/results/", "Ferraretti overturns Ørsted in final time trial to win Tour of the Ardennes Highlands | Cyclingnews", "The Italian covered the rolling course in 24:31, five seconds faster than Jonas Vanmechelen...", "Jun 15, 2025"),
            ("https://www.teamvoltaro.com/news/ferraretti-wins-ardennes-highlands", "Ferraretti takes overall victory in the Ardennes Highlands | Team Voltaro", "A perfect time trial from Luca gives Team Voltaro its third stage-race win of the season...", "Jun 15, 2025"),
            ("https://www.velonews.com/news/road/ferraretti-ardennes-highlands-itt/", "Ferraretti snatches Ardennes Highlands title on final day | Velo", "Eight seconds down at the start, Ferraretti won by 11...", "Jun 15, 2025"),
            ("https://en.wikipedia.org/wiki/Team_Voltaro", "Team Voltaro - Wikipedia", "Team Voltaro (known as Voltaro–Bikeline until 2024) is an Italian UCI ProTeam...", "N/A"),
            ("https://www.procyclingstats.com/race/tour-of-the-ardennes-highlands/2025/stage-5-points", "Tour of the Ardennes Highlands 2025 Points classification | ProCyclingStats", "1 VANMECHELEN Jonas 68, 2 FERRARETTI Luca 54, 3 KETTLEBY Joshua 51...", "Jun 15, 2025"),
        )),
        (extract("https://www.cyclingnews.com/races/tour-of-the-ardennes-highlands-2025/stage-5/results/", "race report with margins and jerseys"), report),
        (extract("https://www.procyclingstats.com/race/tour-of-the-ardennes-highlands/2025/stage-5-points", "who won the points classification"), pts),
        (memory("retrieve_all"), everything({
            "gc_after_stage4": "1 Ørsted (Kestrel–Nordvik) 14:22:10; 2 Ferraretti +0:08; 3 Vanmechelen +0:21",
            "final_gc": "1 Luca Ferraretti (Team Voltaro) 14:46:49; 2 Ørsted +0:11; 3 Vanmechelen +0:18 — Ferraretti overturned 8 s deficit in stage 5 ITT"})),
    ]
    rs.add(task="search", tid="h14-search-13", system=SEARCH_SYSTEM, turns=turns,
           state=state("Who won the 2025 Tour of the Ardennes Highlands overall, by what margin, and how did the final stage change the standings?", "2025-06-20"),
           bad=False, turn=None, kind="clean")


def t14(rs: RowSet) -> None:
    # Clean: NAS specifications; the product page and datasheet state the same facts in different wording, retailers list different prices, a similarly named 4-bay model has different specs.
    page = """# Norvik NS-624

**6-bay NAS for growing teams** · Launched September 2024 · MSRP $799.99

## Hardware Specifications

| | |
| --- | --- |
| CPU | AMD Ryzen Embedded R1600, 2-core 2.6 GHz (up to 3.1 GHz) |
| Memory | 8 GB DDR4 ECC (1 × 8 GB), expandable to 32 GB (2 × 16 GB) |
| Drive bays | 6 × 3.5"/2.5" SATA HDD/SSD |
| M.2 slots | 2 × M.2 2280 NVMe (cache or storage pool) |
| Maximum raw capacity | 144 TB (24 TB drives × 6) |
| LAN | 2 × 2.5GbE RJ-45 |
| PCIe | 1 × Gen3 x4 slot (10GbE NIC supported) |
| USB | 2 × USB 3.2 Gen 1 |
| Dimensions (H × W × D) | 166 mm × 282 mm × 243 mm |
| Weight | 5.1 kg |
| Power consumption | 58.2 W (access), 24.6 W (HDD hibernation) |
| Noise level | 22.7 dB(A) |
| Warranty | 3 years |

## Software

NorvikOS 3.2 · Btrfs snapshots · Hybrid RAID (NHR) · Active Backup · Surveillance (2 free camera licenses)"""
    sheet = """Norvik NS-624 Datasheet · Document version 1.2 (ENU) · Rev. Nov 2024

# NS-624 — Scalable 6-Bay Storage for Small Businesses

## Highlights

- Fast: Over 1,100 MB/s sequential read and 1,050 MB/s sequential write with link aggregation*
- Flexible: Two built-in 2.5GbE ports, plus a PCIe slot for optional 10GbE upgrade
- Reliable: ECC memory and Btrfs self-healing file system

## Technical Specifications

**Hardware**
- CPU: AMD Ryzen™ R1600 dual-core, base 2.6 GHz, burst 3.1 GHz
- Memory: 8 GB DDR4 ECC SODIMM (expandable up to 32 GB, 16 GB x 2)
- Compatible drive type: 6 x 3.5" or 2.5" SATA HDD / 2.5" SATA SSD; 2 x M.2 2280 NVMe SSD
- Maximum raw internal capacity: 144 TB (24 TB drive x 6) (capacity may vary by RAID types)
- RJ-45 LAN port: 2 (2.5GbE)
- PCIe expansion: 1 x Gen3 x4 slot
- Size (H x W x D): 166 x 282 x 243 mm
- Weight: 5.1 kg
- Power consumption: 58.2 W (Access); 24.6 W (HDD Hibernation)
- Noise level: 22.7 dB(A)

**General**
- Warranty: 3 years
- Operating temperature: 0°C to 40°C

*Performance figures obtained in Norvik internal lab with RAID 5 and 6 x 12 TB HDDs; may vary by environment."""
    amazon = """# Norvik NS-624 6-Bay NAS, AMD Ryzen R1600, 8GB DDR4 ECC, 2x 2.5GbE, Diskless

Visit the Norvik Store
4.5 out of 5 stars · 387 ratings

**-6% $749.99**
List Price: $799.99
FREE delivery Friday, June 27
In Stock · Ships from and sold by Amazon.com

## About this item

- 6 drive bays supporting up to 144 TB raw capacity; 2 M.2 NVMe slots for SSD cache or pools
- AMD Ryzen R1600 dual-core processor with 8 GB DDR4 ECC memory, upgradable to 32 GB
- Two 2.5GbE ports with link aggregation; PCIe slot for optional 10GbE card
- 3-year limited manufacturer warranty

## Product information

| | |
| --- | --- |
| Brand | Norvik |
| Model | NS-624 |
| Item Weight | 11.24 pounds |
| Product Dimensions | 9.57 x 11.1 x 6.54 inches |
| Best Sellers Rank | #14 in Network Attached Storage |"""
    bh = """# Norvik NS-624 6-Bay NAS Enclosure

B&H # NONS624 · MFR # NS-624

**$799.99**
In Stock · Free Expedited Shipping

## Key Features

- AMD Ryzen R1600 Dual-Core CPU
- 8GB DDR4 ECC RAM, Up to 32GB
- Six 3.5"/2.5" SATA Bays, Two M.2 NVMe Slots
- Two 2.5 Gigabit Ethernet Ports
- PCIe 3.0 x4 Expansion Slot

## Specs

| | |
| --- | --- |
| Number of Bays | 6 |
| Maximum Capacity | 144 TB |
| Network I/O | 2 x RJ45 2.5 Gb/s Ethernet |
| Dimensions (W x H x D) | 11.1 x 6.5 x 9.6" / 282 x 166 x 243 mm |
| Weight | 11.2 lb / 5.1 kg |
| Manufacturer Limited Warranty | 3-Year |

Customer rating: 4.7 (28 reviews)"""
    ns424 = """# Norvik NS-424

**4-bay NAS for home offices** · Launched September 2024 · MSRP $599.99

## Hardware Specifications

| | |
| --- | --- |
| CPU | AMD Ryzen Embedded R1600, 2-core 2.6 GHz (up to 3.1 GHz) |
| Memory | 4 GB DDR4 ECC (1 × 4 GB), expandable to 32 GB (2 × 16 GB) |
| Drive bays | 4 × 3.5"/2.5" SATA HDD/SSD |
| M.2 slots | 2 × M.2 2280 NVMe |
| Maximum raw capacity | 96 TB (24 TB drives × 4) |
| LAN | 2 × 2.5GbE RJ-45 |
| PCIe | None |
| Dimensions (H × W × D) | 166 mm × 199 mm × 223 mm |
| Weight | 2.6 kg |
| Warranty | 3 years |"""
    turns: list[Turn] = [
        (search("Norvik NS-624 NAS specifications max RAM drive bays 2.5GbE"), res(
            ("https://www.norvik.com/en-us/products/ns-624", "NS-624 | Norvik", "6-bay NAS for growing teams. AMD Ryzen Embedded R1600, 8 GB DDR4 ECC expandable to 32 GB, 2 × 2.5GbE, PCIe Gen3 x4 slot...", "N/A"),
            ("https://www.norvik.com/docs/datasheet/NS-624_datasheet_v1.2_enu.pdf", "NS-624 Datasheet (PDF) | Norvik", "Maximum raw internal capacity: 144 TB (24 TB drive x 6) ... RJ-45 LAN port: 2 (2.5GbE)...", "Nov 2024"),
            ("https://www.servethehome.com/norvik-ns-624-review-ryzen-r1600-6-bay-nas/", "Norvik NS-624 Review: A Ryzen R1600 6-Bay NAS | ServeTheHome", "The NS-624 finally brings 2.5GbE as standard to Norvik's 6-bay line...", "Dec 12, 2024"),
            ("https://www.norvik.com/en-us/products/ns-424", "NS-424 | Norvik", "4-bay NAS for home offices. 4 GB DDR4 ECC, 2 × 2.5GbE...", "N/A"),
            ("https://www.reddit.com/r/homelab/comments/1h2x9pq/ns624_vs_ns424_is_the_pcie_slot_worth_200/", "NS-624 vs NS-424 — is the PCIe slot worth $200? : r/homelab", "Only the 624 has the PCIe slot, so if you ever want 10GbE...", "Nov 29, 2024"),
        )),
        (extract("https://www.norvik.com/en-us/products/ns-624", "CPU, RAM, bays, network and max capacity"), page),
        (memory("add", dict={"ns624_specs": "6 bays + 2 M.2; Ryzen R1600; 8 GB ECC (max 32 GB); 2x2.5GbE + PCIe Gen3 x4; 144 TB raw; 5.1 kg; 3-yr warranty",
                             "msrp": "$799.99"}),
         added("ns624_specs", "msrp")),
        (extract("https://www.norvik.com/docs/datasheet/NS-624_datasheet_v1.2_enu.pdf", "confirm RAM expansion and power figures"), sheet),
        (search("Norvik NS-624 price Amazon B&H"), res(
            ("https://www.amazon.com/Norvik-NS-624-6-Bay-Ryzen-Diskless/dp/B0DF7K2M9Q", "Amazon.com: Norvik NS-624 6-Bay NAS, AMD Ryzen R1600, 8GB DDR4 ECC, 2x 2.5GbE, Diskless", "-6% $749.99 List Price: $799.99 ...", "N/A"),
            ("https://www.bhphotovideo.com/c/product/1842271-REG/norvik_ns_624_6_bay_nas_enclosure.html", "Norvik NS-624 6-Bay NAS Enclosure | B&H Photo Video", "$799.99 · In Stock · Key Features: AMD Ryzen R1600 Dual-Core CPU...", "N/A"),
            ("https://www.newegg.com/p/N82E16822108831", "Norvik NS-624 Diskless 6-Bay NAS - Newegg.com", "$779.00 · Free Shipping · Sold and shipped by Newegg...", "N/A"),
            ("https://www.amazon.com/Norvik-NS-424-4-Bay-Ryzen-Diskless/dp/B0DF7H8R1L", "Amazon.com: Norvik NS-424 4-Bay NAS, AMD Ryzen R1600, 4GB DDR4 ECC", "$569.99 List Price: $599.99 ...", "N/A"),
            ("https://camelcamelcamel.com/product/B0DF7K2M9Q", "Norvik NS-624 price history | camelcamelcamel", "Amazon price history: lowest $719.99 (Nov 29, 2024), highest $799.99...", "N/A"),
        )),
        (extract("https://www.amazon.com/Norvik-NS-624-6-Bay-Ryzen-Diskless/dp/B0DF7K2M9Q", "current price"), amazon),
        (extract("https://www.bhphotovideo.com/c/product/1842271-REG/norvik_ns_624_6_bay_nas_enclosure.html", "current price and specs"), bh),
        (memory("add", dict={"prices": "Amazon $749.99 (list $799.99, -6%); B&H $799.99; Newegg $779.00 (snippet)"}), added("prices")),
        (extract("https://www.norvik.com/en-us/products/ns-424", "how the 4-bay model differs"), ns424),
        (memory("retrieve_all"), everything({
            "ns624_specs": "6 bays + 2 M.2; Ryzen R1600; 8 GB ECC (max 32 GB); 2x2.5GbE + PCIe Gen3 x4; 144 TB raw; 5.1 kg; 3-yr warranty",
            "msrp": "$799.99",
            "prices": "Amazon $749.99 (list $799.99, -6%); B&H $799.99; Newegg $779.00 (snippet)"})),
    ]
    rs.add(task="search", tid="h14-search-14", system=SEARCH_SYSTEM, turns=turns,
           state=state("What are the key hardware specs of the Norvik NS-624 NAS (CPU, RAM, bays, networking) and what does it currently cost at major retailers?", "2025-06-24"),
           bad=False, turn=None, kind="clean")


def t15(rs: RowSet) -> None:
    # Bad: lighthouse history; turn 11 retrieve_all lists the key construction_start_1871 that was removed at turn 5 (no re-add in between).
    lf = """# Gullrock Reef Lighthouse, Michigan

**Lighthousefriends.com**

| | |
| --- | --- |
| Location | Lake Huron, 4.5 miles off Port Ainsley |
| Established | 1873 |
| Constructed | 1871–1873 |
| First lit | September 15, 1873 |
| Automated | 1961 |
| Deactivated | Active |
| Height | 62 ft |
| Original lens | Fourth-order Fresnel, fixed white varied by red flash every 45 seconds |
| Characteristic | Flashing white every 6 s |

Gullrock Reef, a ridge of limestone that rises to within six feet of the surface, claimed at least eleven vessels between 1850 and 1870. Congress appropriated $60,000 for a light on the reef in 1870, but work was slowed when the supply schooner *Ellen Markle* foundered with a load of cut stone in the fall of 1871. The crib was completed in 1872, and the tower's fourth-order Fresnel lens was first exhibited on September 15, 1873.

Keepers and their assistants lived in the tower's lower two stories for up to nine months a year. The last head keeper, Anton Belanger, served from 1946 until the station was automated in 1961. Belanger later recalled that a 1953 ice shove "lifted the whole crib an inch, and the coffee never spilled."

The Fresnel lens was replaced by a modern optic in 1985 and is now on display at the Port Ainsley Maritime Museum.

## Head Keepers

Horace Blaine (1873–1881), Peter Lachance (1881–1899), William Duff (1899–1922), Olaf Strand (1922–1946), Anton Belanger (1946–1961)."""
    uslhs = """# Gullrock Reef Light

**United States Lighthouse Society — Lighthouse Explorer Database**

| | |
| --- | --- |
| State | Michigan |
| Body of water | Lake Huron |
| Construction began | 1871 |
| First lit | 1873 |
| Tower shape | Conical, on square stone crib |
| Tower height | 62 ft |
| Focal plane | 68 ft |
| Current lens | VRB-25 (1985) |
| Automated | 1961 |
| Owner | U.S. Coast Guard |
| Open to public | No (viewable by boat) |

## History

Construction began in 1871, but the loss of the supply schooner *Ellen Markle* in November of that year delayed the project by nearly a season. The stone crib was finished in 1872 and the light was first exhibited in 1873. The station was automated in 1961 and its last resident keepers were removed that year.

## Sources

- U.S. Lighthouse Board Annual Reports, 1871–1874
- Port Ainsley Maritime Museum archives"""
    museum = """# The Keepers of Gullrock Reef

**Port Ainsley Maritime Museum** · Exhibits › Lights of the Thumb

For 88 years, keepers lived on a slab of stone four and a half miles from shore so that ships could find their way past Gullrock Reef.

## Life on the crib

Three keepers were assigned to the station at a time — a head keeper and two assistants — working rotating four-hour watches from the opening of navigation in spring until the lake iced over in December.

## The last keeper

Anton Belanger joined the Lighthouse Service in 1935 and became head keeper at Gullrock Reef in 1946. When the Coast Guard automated the light in 1961, Belanger was the last to leave the station, taking the station log with him; it is displayed in this gallery.

## The lens

The station's fourth-order Fresnel lens, manufactured by Henry-Lepaute of Paris, was removed in 1985 when a plastic VRB-25 optic was installed. It has been on display in our main hall since 1988.

Open Tuesday–Sunday, 10 AM–5 PM, May through October. Admission $8."""
    nps = """# Inventory of Historic Light Stations — Michigan Lighthouses: Gullrock Reef Light

**National Park Service, Maritime Heritage Program**

| | |
| --- | --- |
| Station established | 1873 |
| Year current tower(s) first lit | 1873 |
| Operational? | Yes |
| Automated? | Yes, 1961 |
| Deactivated | n/a |
| Foundation materials | Stone crib |
| Construction materials | Limestone |
| Tower shape | Conical |
| Markings / pattern | Natural stone with black lantern |
| Relationship to other structures | Integral |
| Original lens | Fourth order, Fresnel, 1873 |

Historical information: The tower rests on a 60-foot-square timber and stone crib filled with rubble. The lantern and gallery were replaced in 1912. The fourth-order Fresnel lens was removed in 1985 and is on display at the Port Ainsley Maritime Museum. The light is maintained by the U.S. Coast Guard as an active aid to navigation."""
    turns: list[Turn] = [
        (search("Gullrock Reef lighthouse Lake Huron history first lit automated"), res(
            ("https://www.lighthousefriends.com/light.asp?ID=1427", "Gullrock Reef Lighthouse, Michigan at Lighthousefriends.com", "The crib was completed in 1872, and the tower's fourth-order Fresnel lens was first exhibited on September 15, 1873...", "N/A"),
            ("https://www.uslhs.org/explorer/gullrock-reef-light", "Gullrock Reef Light | U.S. Lighthouse Society", "Construction began in 1871, but the loss of the supply schooner Ellen Markle in November of that year delayed the project...", "N/A"),
            ("https://en.wikipedia.org/wiki/Gullrock_Reef_Light", "Gullrock Reef Light - Wikipedia", "Gullrock Reef Light is a lighthouse on Lake Huron off Port Ainsley, Michigan. It was first lit in 1873...", "N/A"),
            ("https://www.portainsleymaritime.org/exhibits/gullrock-keepers", "The Keepers of Gullrock Reef | Port Ainsley Maritime Museum", "For 88 years, keepers lived on a slab of stone four and a half miles from shore...", "N/A"),
            ("https://www.michiganlights.org/gullrock-reef", "Gullrock Reef Light — Michigan Lights", "Photos from our 2019 boat tour of the Thumb lighthouses...", "Aug 3, 2019"),
        )),
        (extract("https://www.lighthousefriends.com/light.asp?ID=1427", "first lit date, automation year and keepers"), lf),
        (memory("add", dict={"first_lit": "1873-09-15 (Lighthousefriends)", "construction_start_1871": "USLHS snippet: construction began 1871, delayed by loss of schooner Ellen Markle"}),
         added("first_lit", "construction_start_1871")),
        (extract("https://www.uslhs.org/explorer/gullrock-reef-light", "confirm construction and first-lit years"), uslhs),
        (memory("remove", key_list=["construction_start_1871"]), removed("construction_start_1871")),
        (search("Gullrock Reef light last keeper Anton Belanger automated 1961"), res(
            ("https://www.portainsleymaritime.org/exhibits/gullrock-keepers", "The Keepers of Gullrock Reef | Port Ainsley Maritime Museum", "Anton Belanger joined the Lighthouse Service in 1935 and became head keeper at Gullrock Reef in 1946...", "N/A"),
            ("https://www.lighthousefriends.com/light.asp?ID=1427", "Gullrock Reef Lighthouse, Michigan at Lighthousefriends.com", "The last head keeper, Anton Belanger, served from 1946 until the station was automated in 1961...", "N/A"),
            ("https://www.findagrave.com/memorial/81422317/anton-joseph-belanger", "Anton Joseph Belanger (1909-1994) - Find a Grave Memorial", "Birth 1909 Port Ainsley, Huron County, Michigan. Death 1994...", "N/A"),
            ("https://www.thumbtimes.com/archives/1961/10/coast-guard-automates-gullrock-light", "Coast Guard automates Gullrock light | Thumb Times archives", "The last keepers left Gullrock Reef this week as an automatic light took over...", "Oct 1961"),
        )),
        (extract("https://www.portainsleymaritime.org/exhibits/gullrock-keepers", "last keeper and what happened to the lens"), museum),
        (memory("add", dict={"automated": "1961", "last_keeper": "Anton Belanger (head keeper 1946-1961)"}), added("automated", "last_keeper")),
        (extract("https://www.nps.gov/maritime/inventory/lights/mi/gullrock-reef.htm", "official inventory data for the station"), nps),
        (memory("add", dict={"lens": "4th-order Fresnel (Henry-Lepaute), removed 1985, displayed at Port Ainsley Maritime Museum"}), added("lens")),
        (memory("retrieve_all"), everything({
            "first_lit": "1873-09-15 (Lighthousefriends)",
            "construction_start_1871": "USLHS snippet: construction began 1871, delayed by loss of schooner Ellen Markle",
            "automated": "1961",
            "last_keeper": "Anton Belanger (head keeper 1946-1961)",
            "lens": "4th-order Fresnel (Henry-Lepaute), removed 1985, displayed at Port Ainsley Maritime Museum"})),
    ]
    rs.add(task="search", tid="h14-search-15", system=SEARCH_SYSTEM, turns=turns,
           state=state("When was Gullrock Reef Light on Lake Huron first lit, when was it automated, and who was its last keeper?", "2025-08-05"),
           bad=True, turn=11, kind="memory listing shows a key that was removed earlier")


def t16(rs: RowSet) -> None:
    # Clean: city budget; proposed vs adopted general fund differ because of council amendments, department lines change accordingly and sum correctly in both documents.
    hub = """# FY 2026 Budget | City of Riverton Falls

Home › Departments › Finance › Budget

**Status: Adopted June 17, 2025 (Resolution 2025-41)**
Fiscal year: July 1, 2025 – June 30, 2026

## Budget documents

| Document | Date | Format |
| --- | --- | --- |
| FY 2026 Adopted Budget Summary | July 1, 2025 | PDF (2.1 MB) |
| Council Budget Amendments – Staff Memo | June 17, 2025 | PDF (340 KB) |
| FY 2026 City Manager's Proposed Budget | May 6, 2025 | PDF (8.7 MB) |
| Budget Work Session Presentation | May 20, 2025 | PDF (4.4 MB) |

## Timeline

- May 6 — City Manager presents proposed budget
- May 20 & June 3 — Council work sessions
- June 10 — Public hearing
- June 17 — Budget adoption

Questions? Contact the Budget Office at budget@rivertonfalls.gov or 555-0162."""
    def table(pw: str, lib: str, total: str) -> str:
        return f"""| Department | FY 2026 ($000s) |
| --- | --- |
| Police | 27,600 |
| Fire | 19,800 |
| Public Works | {pw} |
| Parks & Recreation | 7,400 |
| Library | {lib} |
| General Government | 9,600 |
| Community Development | 4,400 |
| **Total General Fund** | **{total}** |"""
    proposed = f"""# City of Riverton Falls — FY 2026 City Manager's Proposed Budget

Presented to City Council May 6, 2025 · Marcus Feld, City Manager

## Budget Message (excerpt)

The proposed General Fund budget for FY 2026 totals **$84.2 million**, an increase of 4.1% over the FY 2025 adopted General Fund of $80.9 million. All funds combined, the proposed budget totals $231.4 million. The budget holds the property tax rate flat at 0.5420 per $100 of assessed value and adds 6.0 full-time-equivalent positions, including four firefighter-paramedics funded partly by a federal SAFER grant.

## General Fund Expenditures by Department

{table("11,300", "4,100", "84,200")}

## Revenue highlights

Sales tax is projected at $21.3 million, 2.5% above the FY 2025 estimate. Property tax is projected at $38.9 million."""
    news = """# Riverton Falls council adopts $85.1 million general fund budget, restores Sunday library hours

**Riverton Falls Gazette** · By Tomasz Ruelas · June 18, 2025

The Riverton Falls City Council voted 6-1 Tuesday night to adopt the city's FY 2026 budget after adding about $900,000 to the spending plan City Manager Marcus Feld proposed in May.

Council amendments added $350,000 to reopen the main library on Sundays and $550,000 for street resurfacing, bringing the general fund to $85.1 million, roughly 5% more than this year. The additions are covered by raising the city's sales tax estimate by $900,000 after stronger-than-expected spring receipts, finance director Allison Greaves said.

The police department's $27.6 million budget was unchanged from the proposal. Council member Rafael Ocampo, the lone no vote, had sought to move $400,000 from police overtime to youth programs; that amendment failed 2-5.

The property tax rate stays at 54.2 cents per $100 of assessed value.

The budget takes effect July 1."""
    adopted = f"""# City of Riverton Falls — FY 2026 Adopted Budget Summary

Adopted by City Council June 17, 2025 (Resolution 2025-41) · Published July 1, 2025

## Changes from the Proposed Budget

| Amendment | Department | Amount ($000s) |
| --- | --- | --- |
| Restore Sunday hours at Main Library | Library | +350 |
| Additional street resurfacing (Elm St, 14th Ave) | Public Works | +550 |
| **Total amendments** | | **+900** |

Funding: sales tax revenue estimate increased from $21.3 million to $22.2 million.

## General Fund Expenditures by Department (Adopted)

{table("11,850", "4,450", "85,100")}

All funds combined, the adopted budget totals $232.3 million. Property tax rate: 0.5420 per $100 of assessed value (unchanged)."""
    turns: list[Turn] = [
        (search("Riverton Falls FY 2026 budget general fund adopted"), res(
            ("https://www.rivertonfalls.gov/departments/finance/budget", "FY 2026 Budget | City of Riverton Falls", "Status: Adopted June 17, 2025 (Resolution 2025-41). Budget documents: Adopted Budget Summary, Council Budget Amendments, City Manager's Proposed Budget...", "N/A"),
            ("https://www.rivertonfallsgazette.com/news/local/council-adopts-85-1-million-general-fund-budget", "Riverton Falls council adopts $85.1 million general fund budget, restores Sunday library hours | Riverton Falls Gazette", "The council voted 6-1 Tuesday night to adopt the city's FY 2026 budget after adding about $900,000...", "Jun 18, 2025"),
            ("https://www.rivertonfalls.gov/files/finance/FY2026-Proposed-Budget.pdf", "FY 2026 City Manager's Proposed Budget (PDF)", "The proposed General Fund budget for FY 2026 totals $84.2 million, an increase of 4.1% over the FY 2025 adopted General Fund...", "May 6, 2025"),
            ("https://rivertonfalls.opengov.com/transparency/89214", "City of Riverton Falls Budget Explorer | OpenGov", "Explore expenditures by fund, department and account...", "N/A"),
            ("https://www.rivertonfallsgazette.com/news/local/manager-proposes-84-2-million-budget", "Manager proposes $84.2 million budget, four new firefighters | Riverton Falls Gazette", "The proposal holds the tax rate flat and adds six positions...", "May 7, 2025"),
        )),
        (extract("https://www.rivertonfalls.gov/departments/finance/budget", "budget status and documents"), hub),
        (extract("https://www.rivertonfalls.gov/files/finance/FY2026-Proposed-Budget.pdf", "proposed general fund total and department breakdown"), proposed),
        (memory("add", dict={"gf_proposed": "$84.2M (May 6, 2025)", "police_proposed": "$27.6M"}), added("gf_proposed", "police_proposed")),
        (search("Riverton Falls council budget amendments library Sunday hours street resurfacing June 2025"), res(
            ("https://www.rivertonfallsgazette.com/news/local/council-adopts-85-1-million-general-fund-budget", "Riverton Falls council adopts $85.1 million general fund budget, restores Sunday library hours | Riverton Falls Gazette", "Council amendments added $350,000 to reopen the main library on Sundays and $550,000 for street resurfacing...", "Jun 18, 2025"),
            ("https://www.rivertonfalls.gov/files/finance/FY2026-Council-Amendments-Memo.pdf", "Council Budget Amendments – Staff Memo (PDF)", "Amendment 1: Library Sunday hours ($350,000). Amendment 2: Street resurfacing ($550,000). Amendment 3: Youth programs transfer ($400,000) — not adopted...", "Jun 17, 2025"),
            ("https://www.rivertonfallslibrary.org/news/sunday-hours-return", "Sunday hours return to Main Library this fall | Riverton Falls Public Library", "Thanks to the City Council, the Main Library will open Sundays 1–5 PM beginning September 7...", "Jun 20, 2025"),
            ("https://www.facebook.com/RivertonFallsCity/posts/pfbid02kTq8", "City of Riverton Falls - Council adopts FY 2026 budget", "The City Council adopted the FY 2026 budget on June 17...", "Jun 18, 2025"),
        )),
        (extract("https://www.rivertonfallsgazette.com/news/local/council-adopts-85-1-million-general-fund-budget", "what changed between proposed and adopted"), news),
        (extract("https://www.rivertonfalls.gov/files/finance/FY2026-Adopted-Budget-Summary.pdf", "adopted department totals"), adopted),
        (memory("add", dict={"gf_adopted": "$85.1M (adopted 6/17/2025; +$0.9M amendments: library +$350K, resurfacing +$550K)"}), added("gf_adopted")),
        (memory("retrieve", key_list=["gf_proposed", "gf_adopted", "police_proposed"]), got({
            "gf_proposed": "$84.2M (May 6, 2025)",
            "gf_adopted": "$85.1M (adopted 6/17/2025; +$0.9M amendments: library +$350K, resurfacing +$550K)",
            "police_proposed": "$27.6M"})),
    ]
    rs.add(task="search", tid="h14-search-16", system=SEARCH_SYSTEM, turns=turns,
           state=state("How large is Riverton Falls' adopted FY 2026 general fund budget, how does it differ from the proposal, and what is the police budget?", "2025-07-09"),
           bad=False, turn=None, kind="clean")


def t17(rs: RowSet) -> None:
    # Bad: county election results; turn 6 re-extracts the same certified results page and the measure's "Total votes" reads 24,735 (Yes/No unchanged), while turn 2 showed 24,375 = 12,408 + 11,967.
    def results_page(total: str) -> str:
        return f"""# November 5, 2024 General Election — Official Results

**Tamarack County Elections** · Certified November 26, 2024 · Last updated Nov 26, 2024 4:12 PM

| Registered voters | Ballots cast | Turnout |
| --- | --- | --- |
| 38,210 | 26,933 | 70.49% |

## Measure 12-94 — Tamarack Library District Five-Year Local Option Levy

| Choice | Votes | Percent |
| --- | --- | --- |
| Yes | 12,408 | 50.90% |
| No | 11,967 | 49.10% |
| **Total votes** | **{total}** | |
| Overvotes | 11 | |
| Undervotes | 2,547 | |

## County Commissioner, Position 2

| Candidate | Votes | Percent |
| --- | --- | --- |
| Dana Holloway | 14,820 | 58.12% |
| Ray Petrakis | 10,571 | 41.46% |
| Write-in | 107 | 0.42% |
| **Total votes** | **25,498** | |

## Measure 12-95 — City of Larchmont Fire Services Levy

| Choice | Votes | Percent |
| --- | --- | --- |
| Yes | 3,902 | 61.37% |
| No | 2,456 | 38.63% |
| **Total votes** | **6,358** | |

Results by precinct (CSV) · Statement of Votes Cast (PDF) · Canvass certificate (PDF)"""
    news = """# Library levy squeaks through by 441 votes

**Tamarack Valley Courier** · By Josie Amundsen · November 27, 2024

The Tamarack Library District's five-year operating levy has passed, according to results certified by the county on Tuesday.

Measure 12-94 won 12,408 to 11,967, a margin of 441 votes, or 50.9% to 49.1%. That is well outside the range that would trigger an automatic recount under Oregon law, which applies when the margin is no more than one-fifth of 1% of all votes cast on the measure.

About 2,500 voters who returned ballots skipped the measure entirely.

The levy will cost property owners 39 cents per $1,000 of assessed value and is expected to raise about $1.6 million a year starting in July. Library director Imogen Sayre said the money would keep the Larchmont and Fenwick branches open six days a week and restore the bookmobile's rural routes.

"We knew it would be close," Sayre said. "We're grateful to every voter who took the time to look at what the library does."

Opponents, organized as Tamarack Taxpayers for Accountability, said they would not request a recount.

County turnout was just over 70%."""
    library = """# Thank you, Tamarack County voters!

**Tamarack Library District** · News · November 27, 2024

Measure 12-94, the library district's five-year local option levy, has been approved by voters. Results were certified by Tamarack County Elections on November 26.

## What the levy will fund (beginning July 1, 2025)

- Six-day-a-week hours at the Larchmont and Fenwick branches
- Restoration of the bookmobile's four rural routes, including Sawyer Flats and Hollis Creek
- A full-time children's librarian at each branch
- Replacement of 40 public computers

## Levy details

- Rate: $0.39 per $1,000 of assessed value
- Term: July 1, 2025 – June 30, 2030
- Estimated revenue: about $1.6 million per year

The Board of Directors will adopt a levy spending plan at its January 14 meeting. Meetings are open to the public."""
    u = "https://www.tamarackcounty.gov/elections/results/2024-11-05-general"
    turns: list[Turn] = [
        (search("Tamarack County Measure 12-94 library levy 2024 results"), res(
            (u, "November 5, 2024 General Election — Official Results | Tamarack County", "Measure 12-94 — Tamarack Library District Five-Year Local Option Levy: Yes 12,408 (50.90%), No 11,967 (49.10%)...", "Nov 26, 2024"),
            ("https://www.tamarackvalleycourier.com/news/library-levy-squeaks-through-by-441-votes", "Library levy squeaks through by 441 votes | Tamarack Valley Courier", "Measure 12-94 won 12,408 to 11,967, a margin of 441 votes...", "Nov 27, 2024"),
            ("https://www.tamaracklibrary.org/news/thank-you-voters", "Thank you, Tamarack County voters! | Tamarack Library District", "Measure 12-94, the library district's five-year local option levy, has been approved by voters...", "Nov 27, 2024"),
            ("https://www.tamarackvalleycourier.com/news/library-levy-leads-narrowly-on-election-night", "Library levy leads narrowly on election night | Tamarack Valley Courier", "With about 80% of ballots counted, the levy led by fewer than 300 votes...", "Nov 6, 2024"),
            ("https://ballotpedia.org/Tamarack_Library_District,_Oregon,_Measure_12-94,_Local_Option_Levy_(November_2024)", "Tamarack Library District, Oregon, Measure 12-94, Local Option Levy (November 2024) - Ballotpedia", "A yes vote supported authorizing a five-year local option levy of $0.39 per $1,000 in assessed value...", "N/A"),
        )),
        (extract(u, "certified vote totals for Measure 12-94"), results_page("24,375")),
        (memory("add", dict={"m12_94": "Yes 12,408 (50.90%) / No 11,967 (49.10%), total 24,375; certified 2024-11-26"}), added("m12_94")),
        (search("Measure 12-94 library levy margin recount Tamarack"), res(
            ("https://www.tamarackvalleycourier.com/news/library-levy-squeaks-through-by-441-votes", "Library levy squeaks through by 441 votes | Tamarack Valley Courier", "That is well outside the range that would trigger an automatic recount under Oregon law...", "Nov 27, 2024"),
            ("https://sos.oregon.gov/elections/Documents/recount-manual.pdf", "Recount Manual | Oregon Secretary of State", "An automatic recount is required if the difference is not more than one-fifth of one percent of the total votes cast...", "N/A"),
            ("https://www.tamarackvalleycourier.com/opinion/editorials/libraries-earned-it", "Editorial: The library earned this one | Tamarack Valley Courier", "A 441-vote margin is not a mandate, but it is a win...", "Nov 29, 2024"),
            ("https://www.facebook.com/TamarackTaxpayers/posts/pfbid0X3k", "Tamarack Taxpayers for Accountability - We will not request a recount", "The voters have spoken, narrowly...", "Nov 27, 2024"),
        )),
        (extract("https://www.tamarackvalleycourier.com/news/library-levy-squeaks-through-by-441-votes", "margin and whether a recount applies"), news),
        (extract(u, "registered voters, ballots cast and turnout"), results_page("24,735")),
        (memory("add", dict={"turnout": "70.49% (26,933 ballots of 38,210 registered)"}), added("turnout")),
        (extract("https://www.tamaracklibrary.org/news/thank-you-voters", "what the levy funds and its rate"), library),
        (memory("add", dict={"levy_terms": "$0.39 per $1,000 AV, FY2026-FY2030, ~$1.6M/yr"}), added("levy_terms")),
    ]
    rs.add(task="search", tid="h14-search-17", system=SEARCH_SYSTEM, turns=turns,
           state=state("Did Tamarack County's Measure 12-94 library levy pass in November 2024, by how many votes, and what was county turnout?", "2024-12-10"),
           bad=True, turn=6, kind="re-read of the same certified results page gives a measure total that no longer equals its Yes+No votes")


def t18(rs: RowSet) -> None:
    # Clean: clinical trial registry; current status differs from earlier record versions and from an older news item, estimated vs actual enrollment, a similarly numbered extension study.
    record = """# A Study of Orvanimab in Adults With IgA Nephropathy (HALO-IgAN)

**ClinicalTrials.gov ID:** NCT05873412
**Sponsor:** Halcyra Therapeutics, Inc.
**Information provided by:** Halcyra Therapeutics, Inc. (Responsible Party)
**Last Update Posted:** 2025-03-04

## Study Overview

**Brief Summary:** The purpose of this study is to evaluate the efficacy and safety of orvanimab, a monoclonal antibody targeting APRIL, compared with placebo in adults with biopsy-proven IgA nephropathy at risk of disease progression.

**Official Title:** A Phase 2, Randomized, Double-blind, Placebo-controlled, Dose-ranging Study of Orvanimab in Adults With IgA Nephropathy

**Conditions:** IgA Nephropathy
**Study Type:** Interventional · **Phase:** Phase 2

## Study Status

| | |
| --- | --- |
| Overall Status | **Active, not recruiting** |
| Study Start (Actual) | 2023-07-18 |
| Primary Completion (Estimated) | 2025-09 |
| Study Completion (Estimated) | 2026-06 |
| Enrollment (Actual) | 236 |

## Arms and Interventions

| Arm | Intervention |
| --- | --- |
| Experimental: Orvanimab 150 mg SC every 4 weeks | Drug: Orvanimab |
| Experimental: Orvanimab 300 mg SC every 4 weeks | Drug: Orvanimab |
| Placebo Comparator: Placebo SC every 4 weeks | Drug: Placebo |

## Outcome Measures

**Primary:** Percent change from baseline in 24-hour urine protein-to-creatinine ratio (UPCR) at Week 36

**Secondary:** Change from baseline in eGFR at Week 52; Percent change in serum galactose-deficient IgA1 (Gd-IgA1) at Week 36; Incidence of treatment-emergent adverse events

## Locations

71 study locations in 12 countries"""
    history = """# NCT05873412 — Record History

ClinicalTrials.gov › Study NCT05873412 › History of Changes

| Version | Submitted Date | Changes |
| --- | --- | --- |
| 7 | 2025-03-04 | Recruitment Status, Enrollment, Study Status |
| 6 | 2024-11-19 | Contacts/Locations, Study Status |
| 5 | 2024-07-30 | Contacts/Locations, Study Status |
| 4 | 2024-02-12 | Contacts/Locations, Study Status |
| 3 | 2023-10-02 | Contacts/Locations, Study Status |
| 2 | 2023-07-25 | Recruitment Status, Study Status, Contacts/Locations |
| 1 | 2023-05-19 | Nothing (earliest Version on record) |

## Comparison: Version 1 vs Version 7

| Field | Version 1 (2023-05-19) | Version 7 (2025-03-04) |
| --- | --- | --- |
| Overall Status | Not yet recruiting | Active, not recruiting |
| Study Start | 2023-07 (Estimated) | 2023-07-18 (Actual) |
| Enrollment | 240 (Estimated) | 236 (Actual) |
| Primary Completion | 2025-06 (Estimated) | 2025-09 (Estimated) |
| Locations | 0 | 71 |

Version 2 (2023-07-25): Overall Status changed from Not yet recruiting to Recruiting."""
    release = """# Halcyra Therapeutics Completes Enrollment in Phase 2 HALO-IgAN Trial of Orvanimab

CAMBRIDGE, Mass., Feb. 26, 2025 (GLOBE NEWSWIRE) -- Halcyra Therapeutics, Inc. (Nasdaq: HLCY), a clinical-stage biotechnology company developing therapies for immune-mediated kidney diseases, today announced that it has completed enrollment in HALO-IgAN, its Phase 2 trial of orvanimab in adults with IgA nephropathy.

The trial randomized 236 patients at 71 sites in 12 countries to orvanimab 150 mg, orvanimab 300 mg or placebo, administered subcutaneously every four weeks. The primary endpoint is the percent change in urine protein-to-creatinine ratio at Week 36.

"Enrollment outpaced our projections in Asia-Pacific, which allowed us to close the study slightly ahead of schedule," said Dr. Miriam Osterhout, Chief Medical Officer.

Halcyra expects to report topline 36-week data in the fourth quarter of 2025. Patients completing the double-blind period may enter an open-label extension study (NCT05873421).

**About orvanimab:** Orvanimab is an investigational humanized IgG2 monoclonal antibody that binds APRIL (a proliferation-inducing ligand)..."""
    ole = """# Open-Label Extension Study of Orvanimab in IgA Nephropathy (HALO-IgAN OLE)

**ClinicalTrials.gov ID:** NCT05873421
**Sponsor:** Halcyra Therapeutics, Inc.
**Last Update Posted:** 2025-01-22

**Official Title:** A Phase 2, Open-label Extension Study to Evaluate the Long-term Safety and Efficacy of Orvanimab in Participants With IgA Nephropathy Who Completed Study HAL-201

**Phase:** Phase 2 · **Study Type:** Interventional

| | |
| --- | --- |
| Overall Status | **Recruiting** |
| Study Start (Actual) | 2024-07-23 |
| Primary Completion (Estimated) | 2027-12 |
| Enrollment (Estimated) | 200 |

**Eligibility:** Participants who completed the 52-week double-blind treatment period of NCT05873412.

**Intervention:** Orvanimab 300 mg SC every 4 weeks for up to 104 weeks."""
    turns: list[Turn] = [
        (search("orvanimab IgA nephropathy phase 2 trial status enrollment NCT"), res(
            ("https://clinicaltrials.gov/study/NCT05873412", "Study Details | A Study of Orvanimab in Adults With IgA Nephropathy (HALO-IgAN) | ClinicalTrials.gov", "Phase 2, randomized, double-blind, placebo-controlled, dose-ranging study of orvanimab... Active, not recruiting...", "N/A"),
            ("https://www.fiercebiotech.com/biotech/halcyra-doses-first-patient-apriltargeting-iga-nephropathy-trial", "Halcyra doses first patient in APRIL-targeting IgA nephropathy trial | Fierce Biotech", "The Phase 2 HALO-IgAN study is now recruiting and aims to enroll 240 adults...", "Aug 1, 2023"),
            ("https://ir.halcyra.com/news-releases/news-release-details/halcyra-therapeutics-completes-enrollment-phase-2-halo-igan-trial", "Halcyra Therapeutics Completes Enrollment in Phase 2 HALO-IgAN Trial of Orvanimab", "The trial randomized 236 patients at 71 sites in 12 countries...", "Feb 26, 2025"),
            ("https://clinicaltrials.gov/study/NCT05873421", "Study Details | Open-Label Extension Study of Orvanimab in IgA Nephropathy | ClinicalTrials.gov", "Open-label extension for participants who completed HAL-201 ... Recruiting...", "N/A"),
            ("https://www.kidneynews.org/view/apr-targeting-therapies-iga-nephropathy-pipeline-2025", "APRIL-Targeting Therapies in IgA Nephropathy: 2025 Pipeline Update | Kidney News", "Orvanimab (Halcyra) Phase 2 readout expected late 2025...", "Jan 15, 2025"),
        )),
        (extract("https://clinicaltrials.gov/study/NCT05873412", "current recruitment status, enrollment and key dates"), record),
        (memory("add", dict={"status": "Active, not recruiting (CT.gov, last update 2025-03-04)", "enrollment": "236 actual"}), added("status", "enrollment")),
        (extract("https://clinicaltrials.gov/study/NCT05873412?tab=history", "how status and enrollment changed over record versions"), history),
        (search("Halcyra orvanimab HALO-IgAN enrollment complete topline data 2025"), res(
            ("https://ir.halcyra.com/news-releases/news-release-details/halcyra-therapeutics-completes-enrollment-phase-2-halo-igan-trial", "Halcyra Therapeutics Completes Enrollment in Phase 2 HALO-IgAN Trial of Orvanimab", "Halcyra expects to report topline 36-week data in the fourth quarter of 2025...", "Feb 26, 2025"),
            ("https://www.biospace.com/halcyra-wraps-enrollment-in-iga-nephropathy-study", "Halcyra wraps enrollment in IgA nephropathy study ahead of Q4 readout | BioSpace", "The company enrolled 236 patients, just shy of its original 240 target...", "Feb 27, 2025"),
            ("https://clinicaltrials.gov/study/NCT05873421", "Study Details | Open-Label Extension Study of Orvanimab in IgA Nephropathy | ClinicalTrials.gov", "Enrollment (Estimated) 200 · Recruiting...", "N/A"),
            ("https://www.fiercebiotech.com/biotech/halcyra-doses-first-patient-apriltargeting-iga-nephropathy-trial", "Halcyra doses first patient in APRIL-targeting IgA nephropathy trial | Fierce Biotech", "The Phase 2 HALO-IgAN study is now recruiting...", "Aug 1, 2023"),
        )),
        (extract("https://ir.halcyra.com/news-releases/news-release-details/halcyra-therapeutics-completes-enrollment-phase-2-halo-igan-trial", "enrollment completion and expected data timing"), release),
        (extract("https://clinicaltrials.gov/study/NCT05873421", "what this similarly numbered study is"), ole),
        (memory("update", dict={"status": "Active, not recruiting since enrollment completed (236 pts, announced 2025-02-26); topline 36-wk data expected Q4 2025"}), updated("status")),
        (memory("add", dict={"ole": "NCT05873421 = open-label extension (Recruiting, est. 200), not the main trial"}), added("ole")),
        (memory("retrieve_all"), everything({
            "status": "Active, not recruiting since enrollment completed (236 pts, announced 2025-02-26); topline 36-wk data expected Q4 2025",
            "enrollment": "236 actual",
            "ole": "NCT05873421 = open-label extension (Recruiting, est. 200), not the main trial"})),
    ]
    rs.add(task="search", tid="h14-search-18", system=SEARCH_SYSTEM, turns=turns,
           state=state("What is the current status and enrollment of the Phase 2 orvanimab trial in IgA nephropathy, and when are results expected?", "2025-05-27"),
           bad=False, turn=None, kind="clean")


def t19(rs: RowSet) -> None:
    # Bad: desktop app release research; turn 10 retrieve_all omits the key min_os that was added at turn 6 (never removed).
    blog = """# Tessera 4.2 is here: Smart Heal, HEIC export and LUT import

**Tessera Blog** · April 8, 2025 · by the Tessera team

Today we're releasing Tessera 4.2, a free update for everyone with a Tessera 4 license.

## What's new

- **Smart Heal** — a new content-aware healing brush that runs entirely on your device. No cloud, no generative model, no surprises.
- **HEIC and AVIF export** — save edits in modern formats with 10-bit color.
- **LUT import** — bring your own .cube LUTs and apply them as adjustable layers.
- **Faster library** — thumbnails for a 50,000-image catalog now load up to 3x faster.

## System requirements

Tessera 4.2 requires **macOS 13 Ventura or later** (Apple silicon and Intel) or **Windows 10 22H2 or later** (64-bit). Linux builds (AppImage and Flatpak) are available for Ubuntu 22.04+ and Fedora 39+.

## Pricing

Tessera 4 is a one-time purchase of $49. Updates within version 4 are free. Owners of Tessera 3 can upgrade for $25 until June 30.

Download Tessera 4.2 from tessera.app/download or update from within the app (Tessera › Check for Updates)."""
    gh = """# Releases · tessera-app/tessera

## Tessera 4.2.1 — Latest

**v4.2.1** · 7d1e04b · Apr 15, 2025

### Fixed
- Crash when exporting HEIC from wide-gamut (Display P3) images on Intel Macs (#3182)
- LUT layers ignored opacity after reopening a document (#3177)
- Smart Heal brush cursor offset on 150% Windows scaling (#3169)

### Assets (7)
- Tessera-4.2.1-mac-universal.dmg — 212 MB
- Tessera-4.2.1-win-x64.msi — 168 MB
- Tessera-4.2.1-x86_64.AppImage — 181 MB
- tessera-4.2.1.flatpakref — 1 KB
- SHA256SUMS.txt — 1 KB
- Source code (zip)
- Source code (tar.gz)

---

## Tessera 4.2.0

**v4.2.0** · a3f9c21 · Apr 8, 2025

### Added
- Smart Heal on-device healing brush (#2987)
- HEIC and AVIF export with 10-bit color (#3021)
- .cube LUT import as adjustment layers (#3044)

### Changed
- Library thumbnail cache rewritten; up to 3x faster on large catalogs (#3088)
- Minimum macOS raised from 12 Monterey to 13 Ventura (#3102)

### Assets (7)
- Tessera-4.2.0-mac-universal.dmg — 211 MB
- Tessera-4.2.0-win-x64.msi — 167 MB
- ..."""
    review = """# Tessera 4.2 Review: Smart Heal Makes a Good Editor Great

**PixelPeek** · By Hiroshi Lindberg · April 22, 2025

**Rating: 4/5** · **Price:** $49 one-time (free update for 4.x owners)

## Pros
- Smart Heal is excellent on skies, skin blemishes and sensor dust
- HEIC/AVIF export finally arrives
- Still no subscription

## Cons
- Smart Heal struggles with repeating patterns like brick
- No DNG export yet
- LUT browser is bare-bones

## Verdict

Tessera 4.2 is the most meaningful point release the small team has shipped. Smart Heal, which runs on-device, did about 90% as well as the cloud-based tools we compared it with on our test set of 60 images, and it was faster on an M2 MacBook Air. We tested version 4.2.1, which fixes the HEIC export crash some early adopters hit."""
    turns: list[Turn] = [
        (search("Tessera photo editor 4.2 release notes new features"), res(
            ("https://tessera.app/blog/tessera-4-2", "Tessera 4.2 is here: Smart Heal, HEIC export and LUT import | Tessera Blog", "Today we're releasing Tessera 4.2, a free update for everyone with a Tessera 4 license...", "Apr 8, 2025"),
            ("https://github.com/tessera-app/tessera/releases", "Releases · tessera-app/tessera · GitHub", "Tessera 4.2.1 — Latest. Fixed: Crash when exporting HEIC from wide-gamut images on Intel Macs...", "Apr 15, 2025"),
            ("https://www.pixelpeek.com/reviews/tessera-4-2", "Tessera 4.2 Review: Smart Heal Makes a Good Editor Great | PixelPeek", "Tessera 4.2 is the most meaningful point release the small team has shipped...", "Apr 22, 2025"),
            ("https://www.reddit.com/r/photography/comments/1jueq4k/tessera_42_smart_heal_is_actually_good/", "Tessera 4.2 Smart Heal is actually good : r/photography", "Tried it on some dust spots from my old Fuji. Works offline too...", "Apr 9, 2025"),
            ("https://alternativeto.net/software/tessera/about/", "Tessera: Photo editor | AlternativeTo", "Tessera is a non-subscription photo editor for Mac, Windows and Linux...", "N/A"),
        )),
        (extract("https://tessera.app/blog/tessera-4-2", "release date, headline features, requirements and price"), blog),
        (memory("add", dict={"release_date": "4.2 released 2025-04-08",
                             "headline_features": "Smart Heal (on-device), HEIC/AVIF 10-bit export, .cube LUT import, faster library"}),
         added("release_date", "headline_features")),
        (extract("https://github.com/tessera-app/tessera/releases", "latest patch version and changelog"), gh),
        (memory("add", dict={"latest_patch": "4.2.1 (2025-04-15): fixes HEIC export crash on wide-gamut images (Intel Macs), LUT opacity, Smart Heal cursor"}),
         added("latest_patch")),
        (memory("add", dict={"min_os": "macOS 13 Ventura+ (raised from 12), Windows 10 22H2+, Linux AppImage/Flatpak"}), added("min_os")),
        (search("Tessera 4.2 review Smart Heal"), res(
            ("https://www.pixelpeek.com/reviews/tessera-4-2", "Tessera 4.2 Review: Smart Heal Makes a Good Editor Great | PixelPeek", "Rating: 4/5 ... Smart Heal, which runs on-device, did about 90% as well as the cloud-based tools...", "Apr 22, 2025"),
            ("https://www.youtube.com/watch?v=tK83nR2xQ0w", "Tessera 4.2 Smart Heal vs Lightroom vs Affinity - YouTube", "Head-to-head on 10 real photos...", "Apr 17, 2025"),
            ("https://www.macworld-digest.com/article/tessera-4-2-update", "Tessera 4.2 adds on-device healing, HEIC export | Mac Digest", "The $49 editor's latest update drops support for macOS Monterey...", "Apr 9, 2025"),
            ("https://www.reddit.com/r/photography/comments/1jueq4k/tessera_42_smart_heal_is_actually_good/", "Tessera 4.2 Smart Heal is actually good : r/photography", "Works offline too. Brick walls are a weak spot...", "Apr 9, 2025"),
        )),
        (extract("https://www.pixelpeek.com/reviews/tessera-4-2", "review score and limitations"), review),
        (memory("add", dict={"review": "PixelPeek 4/5 (tested 4.2.1); weak on repeating patterns, no DNG export"}), added("review")),
        (memory("retrieve_all"), everything({
            "release_date": "4.2 released 2025-04-08",
            "headline_features": "Smart Heal (on-device), HEIC/AVIF 10-bit export, .cube LUT import, faster library",
            "latest_patch": "4.2.1 (2025-04-15): fixes HEIC export crash on wide-gamut images (Intel Macs), LUT opacity, Smart Heal cursor",
            "review": "PixelPeek 4/5 (tested 4.2.1); weak on repeating patterns, no DNG export"})),
    ]
    rs.add(task="search", tid="h14-search-19", system=SEARCH_SYSTEM, turns=turns,
           state=state("When was Tessera 4.2 released, what are its main new features and system requirements, and is there a newer patch?", "2025-05-02"),
           bad=True, turn=10, kind="memory listing is missing a key that was added earlier and never removed")


def t20(rs: RowSet) -> None:
    # Bad: UK private member's bill; turn 5 re-extracts the same bill page (same "Last updated" stamp, same stage list) but its Current stage badge now reads Committee stage instead of 2nd reading (turn 2).
    def bill(stage: str) -> str:
        return f"""# Community Allotments (Waiting Lists) Bill [HL]

Private Members' Bill (Starting in the House of Lords) · Session 2024-25

**Current stage: {stage} · House of Lords**
Last updated: 7 March 2025 at 15:48

Sponsor: **Baroness Whitlock-Ayers** (Crossbench)

## Long title

A Bill to require local authorities in England to publish their allotment waiting lists annually, to set a target time for offering a plot to residents on those lists, and for connected purposes.

## Stages

| House | Stage | Date |
| --- | --- | --- |
| House of Lords | 1st reading | 27 November 2024 |
| House of Lords | 2nd reading | 7 March 2025 |
| House of Lords | Committee stage | Date to be announced |

## Bill documents

- HL Bill 58 — as introduced (27 November 2024), PDF
- Explanatory Notes (27 November 2024), PDF
- Lords Library briefing: Community Allotments (Waiting Lists) Bill [HL] (28 February 2025)

## Summary

The Bill would require every allotment authority in England to publish, by 31 May each year, the number of people on its allotment waiting list and the average time they have waited. It sets a target that residents should be offered a plot within 18 months of joining a waiting list, and requires the Secretary of State to report to Parliament on compliance every two years."""
    hansard = """# Community Allotments (Waiting Lists) Bill [HL] — Second Reading

**Hansard · House of Lords · Volume 844: debated on Friday 7 March 2025**

*10:04 am*

Moved by **Baroness Whitlock-Ayers**

That the Bill be now read a second time.

**Baroness Whitlock-Ayers (CB):** My Lords, there are now more than 157,000 people on allotment waiting lists in England, and in some of our cities the wait is longer than a decade. This short Bill asks two things of councils: tell us how long the queue is, and aim to offer a plot within 18 months...

**Lord Pennington of Thame (Con):** My Lords, I declare an interest as a plot-holder in Oxfordshire of some 30 years' standing...

**Baroness Dalgetty (LD):** ...the Local Government Association has warned that the 18-month target, without new land, risks becoming a promise councils cannot keep...

**The Parliamentary Under-Secretary of State, Department for Environment, Food and Rural Affairs (Lord Hartwell of Kinloch) (Lab):** My Lords, I congratulate the noble Baroness on bringing forward this Bill. The Government share her ambition to see more people growing their own food, and we will not oppose the Bill today. We do, however, have concerns about the costs of a statutory 18-month target and will want to discuss in Committee whether a duty to publish data might be a better first step...

*11:52 am*

Bill read a second time and committed to a Committee of the Whole House."""
    society = """# Allotments Bill clears second reading in the Lords

**Allotment Growers' Federation** · News · 10 March 2025

We were delighted to see the Community Allotments (Waiting Lists) Bill [HL] receive its second reading on Friday 7 March, with speakers from every side of the House backing the principle that councils should be open about their waiting lists.

## What the Bill would do

- Require councils in England to publish waiting-list numbers and average waiting times every year
- Set a target of offering a plot within 18 months
- Require the Government to report to Parliament every two years

## The Government's position

Lord Hartwell of Kinloch, for the Government, said ministers would not oppose the Bill but had concerns about the cost of a statutory 18-month target. We believe the transparency duty alone would make a real difference, and we will be briefing peers on both parts of the Bill.

## How you can help

Write to your local councillor and ask how long your council's waiting list is. Our latest survey found 157,000 people waiting across England, with the longest waits in London, Bristol and Manchester.

*The Allotment Growers' Federation represents more than 90,000 plot-holders in 1,400 member associations.*"""
    u = "https://bills.parliament.uk/bills/3812"
    turns: list[Turn] = [
        (search("Community Allotments (Waiting Lists) Bill House of Lords current stage"), res(
            (u, "Community Allotments (Waiting Lists) Bill [HL] - Parliamentary Bills - UK Parliament", "Private Members' Bill (Starting in the House of Lords). Sponsor: Baroness Whitlock-Ayers. A Bill to require local authorities in England to publish their allotment waiting lists annually...", "N/A"),
            ("https://hansard.parliament.uk/lords/2025-03-07/debates/8F1C2B0E-41A7-4C55-9D3B-7A20E6C4F1B9/CommunityAllotmentsWaitingListsBillHL", "Community Allotments (Waiting Lists) Bill [HL] - Hansard - UK Parliament", "Moved by Baroness Whitlock-Ayers. That the Bill be now read a second time...", "Mar 7, 2025"),
            ("https://lordslibrary.parliament.uk/research-briefings/lln-2025-0019/", "Community Allotments (Waiting Lists) Bill [HL]: HL Bill 58 of 2024–25 - House of Lords Library", "This briefing covers the background to the Bill ahead of its second reading on 7 March 2025...", "Feb 28, 2025"),
            ("https://www.agf-allotments.org.uk/news/allotments-bill-clears-second-reading", "Allotments Bill clears second reading in the Lords | Allotment Growers' Federation", "We were delighted to see the Bill receive its second reading on Friday 7 March...", "Mar 10, 2025"),
            ("https://www.theguardian.com/lifeandstyle/2025/mar/08/allotment-waiting-lists-bill-lords", "'A decade in the queue': peers back bill to cut allotment waiting lists | The Guardian", "More than 157,000 people are waiting for a plot in England...", "Mar 8, 2025"),
        )),
        (extract(u, "current stage, sponsor and upcoming stages"), bill("2nd reading")),
        (memory("add", dict={"bill": "Community Allotments (Waiting Lists) Bill [HL], PMB, sponsor Baroness Whitlock-Ayers",
                             "stage": "2nd reading done 7 Mar 2025 (Lords); committee date TBA"}),
         added("bill", "stage")),
        (extract("https://hansard.parliament.uk/lords/2025-03-07/debates/8F1C2B0E-41A7-4C55-9D3B-7A20E6C4F1B9/CommunityAllotmentsWaitingListsBillHL", "outcome of second reading and the Government's position"), hansard),
        (extract(u, "whether a committee date has been set"), bill("Committee stage")),
        (search("allotment waiting lists bill Lords Government position 18-month target"), res(
            ("https://www.agf-allotments.org.uk/news/allotments-bill-clears-second-reading", "Allotments Bill clears second reading in the Lords | Allotment Growers' Federation", "Lord Hartwell of Kinloch, for the Government, said ministers would not oppose the Bill but had concerns about the cost of a statutory 18-month target...", "Mar 10, 2025"),
            ("https://www.local.gov.uk/parliament/briefings-and-responses/community-allotments-waiting-lists-bill-hl-second-reading-house", "Community Allotments (Waiting Lists) Bill [HL], Second Reading, House of Lords | Local Government Association", "The LGA supports transparency on waiting lists but cautions that an 18-month target without new land...", "Mar 5, 2025"),
            ("https://www.theguardian.com/lifeandstyle/2025/mar/08/allotment-waiting-lists-bill-lords", "'A decade in the queue': peers back bill to cut allotment waiting lists | The Guardian", "The government said it would not oppose the bill...", "Mar 8, 2025"),
            ("https://www.gov.uk/government/publications/allotments-guidance-for-local-authorities", "Allotments: guidance for local authorities - GOV.UK", "Statutory duties of allotment authorities under the Small Holdings and Allotments Act 1908...", "N/A"),
        )),
        (extract("https://www.agf-allotments.org.uk/news/allotments-bill-clears-second-reading", "stakeholder view and government position"), society),
        (memory("add", dict={"govt_position": "Will not oppose (Lord Hartwell of Kinloch, DEFRA); concerns about cost of statutory 18-month target"}), added("govt_position")),
    ]
    rs.add(task="search", tid="h14-search-20", system=SEARCH_SYSTEM, turns=turns,
           state=state("What stage has the Community Allotments (Waiting Lists) Bill [HL] reached, who sponsors it, and what is the Government's position?", "2025-03-19"),
           bad=True, turn=5, kind="same bill page re-read shows a different current-stage badge with no new stage or update")


def t21(rs: RowSet) -> None:
    # Clean: GTFS feed versions; each version has its own SHA1 and counts, the newer one adds two routes and 14 stops, the agency was renamed, the agency archive lists versions oldest-first with earlier publish dates.
    feed = """# Foothills Connect

**Feed** · Onestop ID: `f-9qc-foothillsconnect`

| | |
| --- | --- |
| Static GTFS URL | https://data.foothillsconnect.org/gtfs/google_transit.zip |
| Realtime | Trip updates, Vehicle positions, Alerts |
| License | CC BY 4.0 |
| Operators | Foothills Connect (formerly Sierra Foothills Transit) |

## Feed Versions (5)

| Fetched | SHA1 | Earliest service date | Latest service date | Imported |
| --- | --- | --- | --- | --- |
| 2025-06-02 | 7c41e0a9b2d35f8e61a4c07d9e2b1f5a6c83d704 | 2025-06-08 | 2025-09-27 | ✓ |
| 2025-03-03 | e19a5b7f02c4d86e3a91f7b0c5d2e4a8f6b13c92 | 2025-03-09 | 2025-06-07 | ✓ |
| 2024-12-02 | 0b8d3f6a91c27e4d5f0a8b3c6e1d9f2a7b4c5e60 | 2024-12-08 | 2025-03-08 | ✓ |
| 2024-09-03 | 5a2f9c0e7d1b4a6f8e3c2d0b9a7f6e5d4c3b2a19 | 2024-09-08 | 2024-12-07 | ✓ |
| 2024-06-03 | d4e7a1c0b9f83e2d6a5c4b1f0e9d8c7b6a5f4e32 | 2024-06-09 | 2024-09-07 | ✓ |

Most recent fetch attempt: 2025-06-15 03:10 UTC — no change (SHA1 matches 7c41e0a…)"""
    def fv(sha: str, fetched: str, start: str, end: str, routes: str, stops: str, trips: str, st: str, shapes: str) -> str:
        return f"""# Feed Version {sha}

**Feed:** f-9qc-foothillsconnect · **Fetched:** {fetched}

| | |
| --- | --- |
| SHA1 | {sha} |
| Earliest service date | {start} |
| Latest service date | {end} |
| Import status | Success |

## Files

| File | Rows |
| --- | --- |
| agency.txt | 1 |
| calendar.txt | 6 |
| calendar_dates.txt | 9 |
| routes.txt | {routes} |
| stops.txt | {stops} |
| trips.txt | {trips} |
| stop_times.txt | {st} |
| shapes.txt | {shapes} |
| feed_info.txt | 1 |

## Agencies

| agency_id | agency_name | agency_timezone |
| --- | --- | --- |
| FC | Foothills Connect | America/Los_Angeles |"""
    news = """# Summer service starts June 8 with two new routes

**Foothills Connect** · News · May 22, 2025

Beginning **Sunday, June 8, 2025**, Foothills Connect's summer service adds two new routes and 14 new stops.

- **Route 60 – Airport Express:** Grass Valley Transit Center to Nevada County Airport and Loma Rica business park, every 45 minutes on weekdays.
- **Route 61 – Penn Valley Connector:** Penn Valley to Rough and Ready and Grass Valley Transit Center, every 60 minutes, Monday–Saturday.

All other routes keep their current numbers and schedules, except for minor timing adjustments on Routes 5 and 12.

## A reminder about our new name

Sierra Foothills Transit became Foothills Connect on January 6, 2025. Old passes and tickets are still accepted. Developers: our GTFS feed URL has not changed, but file names in the archive now begin with `fc_` instead of `sft_`."""
    archive = """# GTFS Data | Foothills Connect Open Data

The current feed is always available at **https://data.foothillsconnect.org/gtfs/google_transit.zip**. GTFS-Realtime endpoints are listed on the Realtime page. Data is licensed CC BY 4.0.

## Archive

| Published | File | Service period |
| --- | --- | --- |
| 2024-05-31 | sft_gtfs_2024-06-09.zip | Jun 9 – Sep 7, 2024 |
| 2024-08-30 | sft_gtfs_2024-09-08.zip | Sep 8 – Dec 7, 2024 |
| 2024-11-29 | sft_gtfs_2024-12-08.zip | Dec 8, 2024 – Mar 8, 2025 |
| 2025-02-28 | fc_gtfs_2025-03-09.zip | Mar 9 – Jun 7, 2025 |
| 2025-05-30 | fc_gtfs_2025-06-08.zip | Jun 8 – Sep 27, 2025 |

Questions about the data? Email developers@foothillsconnect.org."""
    v5 = "7c41e0a9b2d35f8e61a4c07d9e2b1f5a6c83d704"
    v4 = "e19a5b7f02c4d86e3a91f7b0c5d2e4a8f6b13c92"
    turns: list[Turn] = [
        (search("Foothills Connect GTFS feed Transitland"), res(
            ("https://www.transit.land/feeds/f-9qc-foothillsconnect", "Foothills Connect • Transitland", "Feed f-9qc-foothillsconnect. Static GTFS: data.foothillsconnect.org/gtfs/google_transit.zip. Operators: Foothills Connect (formerly Sierra Foothills Transit)...", "N/A"),
            ("https://data.foothillsconnect.org/gtfs", "GTFS Data | Foothills Connect Open Data", "The current feed is always available at https://data.foothillsconnect.org/gtfs/google_transit.zip ...", "N/A"),
            ("https://www.foothillsconnect.org/news/summer-service-2025", "Summer service starts June 8 with two new routes | Foothills Connect", "Beginning Sunday, June 8, 2025, Foothills Connect's summer service adds two new routes and 14 new stops...", "May 22, 2025"),
            ("https://mobilitydatabase.org/feeds/gtfs/mdb-2291", "Sierra Foothills Transit GTFS Schedule Feed | Mobility Database", "Provider: Sierra Foothills Transit. Latest dataset: 2025-06-02...", "N/A"),
            ("https://www.foothillsconnect.org/about/new-name", "Sierra Foothills Transit is now Foothills Connect", "Same buses, same drivers, new name. The change takes effect January 6, 2025...", "Dec 9, 2024"),
        )),
        (extract("https://www.transit.land/feeds/f-9qc-foothillsconnect", "list of feed versions and the latest one"), feed),
        (extract(f"https://www.transit.land/feed-versions/{v5}", "route, stop and trip counts in the latest version"),
         fv(v5, "2025-06-02 03:14:22 UTC", "2025-06-08", "2025-09-27", "43", "1,186", "2,904", "61,337", "50,417")),
        (memory("add", dict={"latest_version": f"sha1 {v5[:10]}…, fetched 2025-06-02, service 2025-06-08 to 2025-09-27: 43 routes, 1,186 stops, 2,904 trips"}),
         added("latest_version")),
        (extract(f"https://www.transit.land/feed-versions/{v4}", "counts in the previous version for comparison"),
         fv(v4, "2025-03-03 03:12:05 UTC", "2025-03-09", "2025-06-07", "41", "1,172", "2,851", "60,118", "48,902")),
        (search("Foothills Connect summer 2025 service change new routes June 8"), res(
            ("https://www.foothillsconnect.org/news/summer-service-2025", "Summer service starts June 8 with two new routes | Foothills Connect", "Route 60 – Airport Express ... Route 61 – Penn Valley Connector ... 14 new stops...", "May 22, 2025"),
            ("https://www.theunion-gv.com/news/foothills-connect-adds-airport-express/", "Foothills Connect adds airport express, Penn Valley route | The Union", "The transit agency formerly known as Sierra Foothills Transit will launch two routes next month...", "May 24, 2025"),
            ("https://www.foothillsconnect.org/routes", "Routes & Schedules | Foothills Connect", "Find your route: 1, 2, 3, 5, 12 ... 60, 61...", "N/A"),
            ("https://www.reddit.com/r/NevadaCounty/comments/1kv2d9x/new_bus_to_the_airport/", "New bus to the airport? : r/NevadaCounty", "Saw the Route 60 signs going up at Loma Rica...", "May 26, 2025"),
        )),
        (extract("https://www.foothillsconnect.org/news/summer-service-2025", "which routes and stops were added"), news),
        (memory("update", dict={"latest_version": f"sha1 {v5[:10]}…, fetched 2025-06-02, service 2025-06-08 to 2025-09-27: 43 routes, 1,186 stops, 2,904 trips (previous {v4[:10]}…: 41 routes, 1,172 stops; +Routes 60/61, +14 stops)"}),
         updated("latest_version")),
        (extract("https://data.foothillsconnect.org/gtfs", "agency's own archive of published GTFS files"), archive),
        (memory("retrieve_all"), everything({
            "latest_version": f"sha1 {v5[:10]}…, fetched 2025-06-02, service 2025-06-08 to 2025-09-27: 43 routes, 1,186 stops, 2,904 trips (previous {v4[:10]}…: 41 routes, 1,172 stops; +Routes 60/61, +14 stops)"})),
    ]
    rs.add(task="search", tid="h14-search-21", system=SEARCH_SYSTEM, turns=turns,
           state=state("How many routes and stops are in Foothills Connect's current GTFS feed, and what changed compared with the previous feed version?", "2025-06-16"),
           bad=False, turn=None, kind="clean")


def t22(rs: RowSet) -> None:
    # Bad: science-communication medal; turn 12 re-extracts the same finalists page, which now gives the ceremony as Thursday 9 October 2025, while turn 2 (and the turn 5 university page) said Thursday 16 October 2025.
    def finalists(day: str) -> str:
        return f"""# The Calloway Medal 2025: meet the finalists

**The Calloway Trust** · Awards › Calloway Medal for Science Communication · Published 12 August 2025

Five finalists have been chosen from 212 nominations for the 2025 Calloway Medal, which recognises outstanding communication of science to the public. The winner receives £10,000 and a bronze medal; each finalist receives £1,000.

The winner will be announced at the Calloway Lecture on **Thursday {day} October 2025** at the Assembly Rooms, Edinburgh.

## The finalists

| Finalist | Field | Institution | Known for |
| --- | --- | --- | --- |
| Dr Aroha Ngata | Marine ecology | University of Otago | *Tidelines* podcast |
| Prof. Samuel Adeyemi-Clarke | Epidemiology | University of Leeds | "Numbers in Plain English" YouTube series |
| Dr Leonie Fairweather | Astrophysics | University of St Andrews | Touring planetarium shows for rural schools |
| Dr Kiran Bhattacharya | Materials chemistry | Imperial College London | Short-form chemistry videos (1.4M followers) |
| Maeve Ó Súilleabháin | Science journalism | Freelance, Dublin | *The Slow Science* newsletter |

## The judges

- Prof. Hamish Gowrie (Chair), former Director, National Museum of Science and Industry Scotland
- Dr Nadia El-Amin, Senior Lecturer in Science Communication, University of the West of England
- Tom Brackley, broadcaster and presenter of *The Curious Hour*

> "Each of this year's finalists has found a way to bring people into science who would never have called themselves science people." — Prof. Hamish Gowrie

Tickets for the Calloway Lecture go on sale 1 September."""
    otago = """# Otago marine ecologist a finalist for international science communication medal

**University of Otago** · News · 13 August 2025

Dr Aroha Ngata (Ngāi Tahu), a senior lecturer in the Department of Marine Science, is one of five finalists for the 2025 Calloway Medal for Science Communication, awarded by Edinburgh's Calloway Trust.

Dr Ngata created *Tidelines*, a fortnightly podcast that pairs marine scientists with mana whenua knowledge holders to talk about Aotearoa's coasts. Since launching in 2021 the podcast has released 96 episodes and been downloaded more than 1.3 million times.

"I'm thrilled, mostly for the guests, who have been so generous with their knowledge," Dr Ngata says.

The Calloway Medal winner will be announced in Edinburgh on 16 October. Dr Ngata is the first New Zealand-based finalist in the medal's history."""
    wiki = """# Calloway Medal

From Wikipedia, the free encyclopedia

The **Calloway Medal for Science Communication** is an annual award made by the Calloway Trust, an Edinburgh-based charity, to an individual who has made an outstanding contribution to public understanding of science. It was established in 2009 in memory of the science broadcaster Isobel Calloway (1931–2007). The winner receives a bronze medal and a cash prize, currently £10,000, and delivers the following year's Calloway Lecture.

## Recipients

| Year | Recipient | Field | Affiliation |
| --- | --- | --- | --- |
| 2024 | Dr Priya Raman | Neuroscience | University of Glasgow |
| 2023 | Prof. Elena Voskresenskaya | Climate science | University of Reading |
| 2022 | Dr Femi Adebayo | Microbiology | University of Bristol |
| 2021 | Hannah Stróżewska | Science journalism | Freelance |
| 2020 | *Not awarded (COVID-19 pandemic)* | | |
| 2019 | Dr Angus McAlister | Geology | University of Aberdeen |

## Selection

Nominations are open to anyone working in the UK, Ireland or, since 2023, anywhere in the Commonwealth. A panel of three judges selects up to five finalists each summer."""
    herald = """# Five in the running for Calloway science communication medal

**The Edinburgh Herald** · By Fiona Drummond · 12 August 2025

A podcasting marine biologist from New Zealand and an Irish newsletter writer are among the five finalists for this year's Calloway Medal, one of the most closely watched awards in science communication.

The Calloway Trust said the shortlist was chosen from 212 nominations, a record, after the medal was opened to nominees across the Commonwealth in 2023.

Leeds epidemiologist Samuel Adeyemi-Clarke, whose YouTube explainers on risk and statistics have been viewed more than 40 million times, is seen by many as the favourite. St Andrews astrophysicist Leonie Fairweather, Imperial College chemist Kiran Bhattacharya and Dublin-based journalist Maeve Ó Súilleabháin complete the list alongside Otago's Aroha Ngata.

The winner, who will receive £10,000, will be named in October at the annual Calloway Lecture, to be given this year by last year's medallist, Glasgow neuroscientist Dr Priya Raman."""
    u = "https://www.callowaytrust.org.uk/awards/calloway-medal/2025-finalists"
    turns: list[Turn] = [
        (search("Calloway Medal for Science Communication 2025 finalists"), res(
            (u, "The Calloway Medal 2025: meet the finalists | The Calloway Trust", "Five finalists have been chosen from 212 nominations for the 2025 Calloway Medal ... The winner will be announced at the Calloway Lecture on Thursday 16 October 2025...", "Aug 12, 2025"),
            ("https://www.edinburghherald.co.uk/news/five-in-running-for-calloway-science-communication-medal", "Five in the running for Calloway science communication medal | The Edinburgh Herald", "A podcasting marine biologist from New Zealand and an Irish newsletter writer are among the five finalists...", "Aug 12, 2025"),
            ("https://www.otago.ac.nz/news/newsroom/otago-marine-ecologist-finalist-calloway-medal", "Otago marine ecologist a finalist for international science communication medal | University of Otago", "Dr Aroha Ngata ... is one of five finalists for the 2025 Calloway Medal...", "Aug 13, 2025"),
            ("https://en.wikipedia.org/wiki/Calloway_Medal", "Calloway Medal - Wikipedia", "The Calloway Medal for Science Communication is an annual award made by the Calloway Trust...", "N/A"),
            ("https://www.leeds.ac.uk/news-health/news/article/5812/calloway-medal-shortlist", "Leeds epidemiologist shortlisted for Calloway Medal | University of Leeds", "Professor Samuel Adeyemi-Clarke has been named a finalist...", "Aug 14, 2025"),
        )),
        (extract(u, "list of finalists, prize and ceremony date"), finalists("16")),
        (memory("add", dict={"finalists": "Ngata (Otago), Adeyemi-Clarke (Leeds), Fairweather (St Andrews), Bhattacharya (Imperial), Ó Súilleabháin (freelance, Dublin)",
                             "ceremony": "Thu 16 Oct 2025, Calloway Lecture, Assembly Rooms Edinburgh"}),
         added("finalists", "ceremony")),
        (search("Aroha Ngata Tidelines podcast Calloway Medal"), res(
            ("https://www.otago.ac.nz/news/newsroom/otago-marine-ecologist-finalist-calloway-medal", "Otago marine ecologist a finalist for international science communication medal | University of Otago", "Dr Ngata created Tidelines, a fortnightly podcast ... downloaded more than 1.3 million times...", "Aug 13, 2025"),
            ("https://www.tidelinespodcast.nz/about", "About | Tidelines", "Conversations about Aotearoa's coasts, hosted by Dr Aroha Ngata...", "N/A"),
            ("https://www.rnz.co.nz/news/national/2025/08/14/podcasting-scientist-up-for-major-uk-award", "Podcasting scientist up for major UK award | RNZ", "Dunedin marine scientist Aroha Ngata says the nomination belongs to her guests...", "Aug 14, 2025"),
            ("https://www.otago.ac.nz/marine-science/staff/aroha-ngata", "Dr Aroha Ngata | Department of Marine Science | University of Otago", "Senior Lecturer. Research: kelp forest ecology, coastal restoration...", "N/A"),
        )),
        (extract("https://www.otago.ac.nz/news/newsroom/otago-marine-ecologist-finalist-calloway-medal", "details on Dr Ngata's work"), otago),
        (memory("add", dict={"ngata": "Tidelines podcast since 2021, 96 episodes, 1.3M+ downloads; first NZ-based finalist"}), added("ngata")),
        (search("Calloway Medal previous winners list"), res(
            ("https://en.wikipedia.org/wiki/Calloway_Medal", "Calloway Medal - Wikipedia", "Recipients: 2024 Dr Priya Raman; 2023 Prof. Elena Voskresenskaya; 2022 Dr Femi Adebayo...", "N/A"),
            ("https://www.callowaytrust.org.uk/awards/calloway-medal/past-winners", "Past winners | The Calloway Trust", "Since 2009 the Calloway Medal has recognised...", "N/A"),
            ("https://www.gla.ac.uk/news/headline_1101234_en.html", "Glasgow neuroscientist wins Calloway Medal | University of Glasgow", "Dr Priya Raman has been awarded the 2024 Calloway Medal...", "Oct 18, 2024"),
        )),
        (extract("https://en.wikipedia.org/wiki/Calloway_Medal", "previous recipients"), wiki),
        (memory("add", dict={"past_winner_2024": "Dr Priya Raman (neuroscience, Glasgow) — gives the 2025 Calloway Lecture"}), added("past_winner_2024")),
        (extract("https://www.edinburghherald.co.uk/news/five-in-running-for-calloway-science-communication-medal", "press coverage and favourites"), herald),
        (memory("retrieve", key_list=["ceremony"]), got({"ceremony": "Thu 16 Oct 2025, Calloway Lecture, Assembly Rooms Edinburgh"})),
        (extract(u, "who is on the judging panel"), finalists("9")),
    ]
    rs.add(task="search", tid="h14-search-22", system=SEARCH_SYSTEM, turns=turns,
           state=state("Who are the finalists for the 2025 Calloway Medal for Science Communication, who judges it, and when will the winner be announced?", "2025-08-20"),
           bad=True, turn=12, kind="same finalists page re-read gives a different ceremony date")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12,
                  t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
