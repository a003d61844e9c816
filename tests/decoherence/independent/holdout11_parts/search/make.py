# ruff: noqa: E501
"""Held-out set 11, search domain: 22 deep-research trajectories (web_search / web_extractor / dict_memory).

Written by an outside author from the official search prompt's formats. Eleven trajectories carry exactly one
contradiction (the comment at the top of each function says which turn contradicts which earlier one); the
other eleven are clean but full of legitimate changes.
"""

from __future__ import annotations

from pathlib import Path

from tests.decoherence.independent.rowkit2 import SEARCH_SYSTEM, RowSet, extract, memory, pj, results, search

Turns = list[tuple[str, str]]


def fence(text: str) -> str:
    return "```\n" + text.strip("\n") + "\n```"


def sres(*items: tuple[str, str, str, str]) -> str:
    """A web_search observation: numbered results inside a code fence, as in the official example."""
    return fence(results(*items))


def md(text: str) -> str:
    return text.strip("\n")


def drift(text: str, old: str, new: str, count: int = 1) -> str:
    """The same text with one detail changed (checks that the detail occurs exactly `count` times)."""
    assert text.count(old) == count, (old, text.count(old))
    return text.replace(old, new)


def fetch_error(url: str, code: int, reason: str) -> str:
    return (f"[web_extractor] Failed to retrieve {url}\nHTTP {code} {reason}: the server did not return the "
            "page content. Please try again later or use a different source.")


class Mem:
    """The dict_memory store: each call returns (action, observation) and keeps the store's state."""

    def __init__(self) -> None:
        self.d: dict[str, str] = {}

    def add(self, **kv: str) -> tuple[str, str]:
        self.d.update(kv)
        return memory("add", dict=kv), f"Successfully added items of {list(kv)} to memory."

    def update(self, **kv: str) -> tuple[str, str]:
        assert all(k in self.d for k in kv), kv
        self.d.update(kv)
        return memory("update", dict=kv), f"Successfully updated items of {list(kv)} in memory."

    def remove(self, *keys: str) -> tuple[str, str]:
        for k in keys:
            del self.d[k]
        return memory("remove", key_list=list(keys)), f"Successfully removed items of {list(keys)} from memory."

    def get(self, *keys: str) -> tuple[str, str]:
        found = {k: self.d[k] for k in keys if k in self.d}
        missing = [k for k in keys if k not in self.d]
        out = pj(found) if found else ""
        if missing:
            out = (out + "\n" if out else "") + f"Key not found: {missing}"
        return memory("retrieve", key_list=list(keys)), out

    def all(self) -> tuple[str, str]:
        return memory("retrieve_all"), pj(self.d) if self.d else "Memory is empty."


def question(q: str) -> str:
    return f"User question: {q}\nSearch history: none\nMemory: empty"


# ---------------------------------------------------------------- Eastbrook council vote (Legistar, local news)
def t_council_vote() -> tuple[str, Turns, bool, int | None, str]:
    # City council ordinance research (Legistar + local paper); BAD: turn 6's Legistar page records the adoption vote 7-2 with Pruitt voting Aye, contradicting turn 1's snippet of the same URL (6 Aye, 3 Nay incl. Pruitt).
    m = Mem()
    legistar = "https://eastbrook.legistar.com/LegislationDetail.aspx?ID=6614092&GUID=3C1F0A7E-52B4-4D1B-9E0B-7A2C5D11F0B3"
    news = "https://www.eastbrookledger.com/news/local/council-approves-harlan-avenue-bike-lanes-6-3/article_8d21c4be.html"
    proj = "https://www.eastbrookwa.gov/publicworks/harlan-complete-streets"
    award = "https://www.eastbrookledger.com/news/local/harlan-avenue-contract-awarded/article_f04a9e13.html"
    t: Turns = []
    t.append((search("Eastbrook city council ordinance O2024-37 Harlan Avenue bike lanes vote"), sres(
        (legistar, "O2024-37 - Harlan Avenue Complete Streets Ordinance - City of Eastbrook",
         "Adopted on second reading by the City Council on 10/22/2024. Vote: 6 Aye, 3 Nay (Ferreira, Kowalski, Pruitt). Amends EMC 11.52 to establish protected bicycle facilities ...", "N/A"),
        (news, "Council approves Harlan Avenue bike lanes 6-3 after marathon hearing",
         "After more than three hours of public comment, the Eastbrook City Council voted 6-3 Tuesday night to convert one travel lane in each direction on Harlan Avenue ...", "Oct 23, 2024"),
        (proj, "Harlan Avenue Complete Streets Project | Eastbrook, WA",
         "The project will add 1.8 miles of parking-protected bike lanes between 4th Street and Kettle Creek Road. Construction is anticipated to begin in ...", "N/A"),
        ("https://eastbrook.legistar.com/View.ashx?M=M&ID=1187402&GUID=A81D44C2-0E5B-4F0C-93B8-2F6E0C7D9B15", "City Council Regular Meeting Minutes - October 22, 2024",
         "... Motion by Councilmember Cho, seconded by Councilmember Haskins, to adopt Ordinance O2024-37 on second reading ...", "Nov 6, 2024"),
        ("https://www.reddit.com/r/Eastbrook/comments/1gaq7x2/harlan_ave_bike_lanes_passed/", "Harlan Ave bike lanes passed! : r/Eastbrook",
         "Just got back from the council meeting. 6-3 with Pruitt, Kowalski and Ferreira voting no. Construction supposedly next summer ...", "Oct 23, 2024"),
        ("https://bikeeastbrook.org/2024/10/harlan-win/", "We did it: Harlan Avenue is getting protected lanes - Bike Eastbrook",
         "Thank you to the 214 members who sent comments ahead of Tuesday's vote. Here's what happens next, including the design timeline ...", "Oct 24, 2024"),
        ("https://www.eastbrookchamber.org/advocacy/harlan-avenue-parking-concerns", "Harlan Avenue Parking Concerns - Eastbrook Chamber of Commerce",
         "The Chamber has asked the Council to preserve at least 60 on-street parking spaces between 9th and 14th Streets ...", "Sep 30, 2024"),
        ("https://www.kxeb.com/2024/10/22/eastbrook-council-harlan-avenue-vote/", "Eastbrook council set to vote on Harlan Avenue redesign tonight",
         "The ordinance would remove about 140 parking spaces and reduce Harlan Avenue to one general travel lane in each direction ...", "Oct 22, 2024"),
    )))
    t.append((extract(news, "final vote count, who voted against, and construction timeline"), md("""
# Council approves Harlan Avenue bike lanes 6-3 after marathon hearing

By Marisol Treviño, Staff Writer | Oct 23, 2024

After more than three hours of public comment, the Eastbrook City Council voted 6-3 Tuesday night to convert one travel lane in each direction on Harlan Avenue into parking-protected bike lanes, ending a debate that has run for most of the year.

Councilmembers Lena Alvarez, Patrick Brennan, Jia Cho, Simone Delacroix, Omar Haskins and Thao Nguyen voted in favor of Ordinance O2024-37. Councilmembers Dana Ferreira, Ed Kowalski and Ray Pruitt voted against it.

Before the final vote, Pruitt offered an amendment that would have kept 60 on-street parking spaces between 9th and 14th streets, as the Eastbrook Chamber of Commerce had requested. It failed 3-6.

"This is the most dangerous corridor in the city for people on bikes, and the data has been clear for years," said Cho, who co-sponsored the ordinance with Haskins.

Kowalski said he supports safer streets but worried about the roughly 140 parking spaces the design removes. "Small businesses between 9th and 14th told us what this will cost them, and we didn't listen," he said.

## What happens next

Public Works Director Grant Osei told the council that final design will be completed in early 2025 and that construction "could start as soon as June 2025," pending bids. The project is estimated to cost $6.2 million, with $4.1 million coming from a state Active Transportation Program grant.

The 1.8-mile project runs from 4th Street to Kettle Creek Road and includes raised crossings at five intersections and new signals at 9th and 12th streets.

## Related

- Eastbrook council set to vote on Harlan Avenue redesign tonight (Oct 22)
- Chamber asks city to keep Harlan parking (Sep 30)
""")))
    t.append((extract(proj, "construction start date, schedule and budget"), md("""
# Harlan Avenue Complete Streets Project

Public Works Department · Transportation Division

The Harlan Avenue Complete Streets Project will add 1.8 miles of parking-protected bike lanes on Harlan Avenue between 4th Street and Kettle Creek Road, along with raised crossings, upgraded curb ramps and new traffic signals at 9th Street and 12th Street.

## Project timeline

| Phase | Dates | Status |
| --- | --- | --- |
| Corridor study and outreach | Jan 2023 – Dec 2023 | Complete |
| Concept design | Jan 2024 – Jun 2024 | Complete |
| Council adoption of Ordinance O2024-37 | Oct 22, 2024 | Complete |
| Final design | Jan 2025 – Apr 2025 | In progress |
| Construction | Jun 2025 – Nov 2025 | Upcoming |

## Budget and funding

| Source | Amount |
| --- | --- |
| State Active Transportation Program grant | $4.1 million |
| Eastbrook Transportation Benefit District | $1.5 million |
| City street fund | $0.6 million |
| **Total** | **$6.2 million** |

## What to expect during construction

- Harlan Avenue will stay open to traffic, with one lane in each direction during most work.
- Work will be phased in three segments: 4th–9th, 9th–14th, and 14th–Kettle Creek.
- Business access will be maintained at all times.

## Contact

Project manager: Hannah Roecker, P.E. · (509) 555-0182 · harlan@eastbrookwa.gov

*Page last updated: January 17, 2025*
""")))
    t.append(m.add(o2024_37_vote="Adopted 10/22/2024 on 2nd reading, 6-3 (No: Ferreira, Kowalski, Pruitt)",
                   harlan_construction="Jun 2025 - Nov 2025 per city project page (updated Jan 17, 2025); budget $6.2M"))
    t.append((search("Eastbrook Harlan Avenue construction contract award 2025"), sres(
        (award, "Council awards Harlan Avenue contract; work to start in June",
         "The council on Tuesday awarded a $5.38 million construction contract to Cascade Civil Group, the lowest of four bidders ...", "May 21, 2025"),
        ("https://www.eastbrookwa.gov/bids/25-018", "Bid No. 25-018 Harlan Avenue Complete Streets | City of Eastbrook",
         "Sealed bids will be received until 2:00 PM on April 29, 2025. Engineer's estimate: $5.6 million to $6.0 million ...", "Apr 1, 2025"),
        (proj, "Harlan Avenue Complete Streets Project | Eastbrook, WA",
         "Construction: Jun 2025 – Nov 2025. Work will be phased in three segments: 4th–9th, 9th–14th, and 14th–Kettle Creek ...", "N/A"),
        ("https://bikeeastbrook.org/2025/05/harlan-bids-are-in/", "Harlan bids came in under estimate - Bike Eastbrook",
         "Four contractors bid on Harlan, and the low bid came in well under the engineer's estimate ...", "May 2, 2025"),
        ("https://www.kxeb.com/2025/06/16/harlan-avenue-construction-begins/", "Orange cones arrive as Harlan Avenue construction begins",
         "Drivers on Harlan Avenue between 4th and 9th streets should expect lane shifts starting Monday ...", "Jun 16, 2025"),
        ("https://www.eastbrookwa.gov/news/harlan-construction-open-house", "Harlan Avenue construction open house June 4 | City of Eastbrook",
         "Meet the contractor and project team and learn about the phasing plan ...", "May 28, 2025"),
    )))
    vote_rec = """
# O2024-37

| | |
| --- | --- |
| File #: | O2024-37 |
| Version: | 2 |
| Type: | Ordinance |
| Status: | Adopted |
| File created: | 8/29/2024 |
| In control: | City Council |
| On agenda: | 10/22/2024 |
| Final action: | 10/22/2024 |
| Enactment #: | 4417 |

**Title:** AN ORDINANCE of the City of Eastbrook, Washington, amending Chapter 11.52 of the Eastbrook Municipal Code to establish protected bicycle facilities on Harlan Avenue between 4th Street and Kettle Creek Road, and amending associated parking regulations

**Sponsors:** Jia Cho, Omar Haskins

**Attachments:** 1. O2024-37 Ordinance v2, 2. Harlan Ave Parking Study (Aug 2024), 3. Staff Presentation 10-22-2024, 4. Public Comment Summary

## History (4)

| Date | Ver. | Action By | Action | Result |
| --- | --- | --- | --- | --- |
| 10/22/2024 | 2 | City Council | adopted | Pass |
| 10/22/2024 | 2 | City Council | amendment (Pruitt) failed | Fail |
| 10/8/2024 | 1 | City Council | first reading | |
| 9/24/2024 | 1 | Transportation & Public Works Committee | recommended for approval | Pass |

## Action details: 10/22/2024 · City Council · adopted

Mover: Jia Cho · Seconder: Omar Haskins · Result: Pass

| Person Name | Vote |
| --- | --- |
| Lena Alvarez | Aye |
| Patrick Brennan | Aye |
| Jia Cho | Aye |
| Simone Delacroix | Aye |
| Dana Ferreira | Nay |
| Omar Haskins | Aye |
| Ed Kowalski | Nay |
| Thao Nguyen | Aye |
| Ray Pruitt | Nay |

**Vote count:** Aye: 6 · Nay: 3 · Absent: 0
"""
    vote_rec = drift(vote_rec, "| Ray Pruitt | Nay |", "| Ray Pruitt | Aye |")
    vote_rec = drift(vote_rec, "Aye: 6 · Nay: 3", "Aye: 7 · Nay: 2")
    t.append((extract(legistar, "official vote record and legislative history"), md(vote_rec)))
    t.append((extract(award, "contract amount, contractor, construction start and completion"), md("""
# Council awards Harlan Avenue contract; work to start in June

By Marisol Treviño, Staff Writer | May 21, 2025

The Eastbrook City Council on Tuesday awarded a $5.38 million construction contract for the Harlan Avenue Complete Streets Project to Cascade Civil Group of Spokane Valley, the lowest of four bidders.

The vote on the contract was 8-1, with Councilmember Ed Kowalski opposed.

Bids opened April 29 ranged from $5.38 million to $6.71 million, below or near the engineer's estimate of $5.6 million to $6.0 million. Public Works Director Grant Osei said the savings would be held as contingency.

Crews will begin work on June 16 on the segment between 4th and 9th streets, Osei said. The contractor's schedule calls for substantial completion in November 2025, with final striping possibly slipping into spring if the weather turns early.

A construction open house is planned for June 4 at the Harlan Branch Library.
""")))
    t.append(m.update(harlan_construction="Starts Jun 16, 2025 (Cascade Civil Group, $5.38M contract awarded May 20, 2025); substantial completion Nov 2025"))
    t.append(m.get("harlan_construction"))
    return (question("How did the Eastbrook City Council vote on Ordinance O2024-37 (Harlan Avenue protected bike lanes), and when does construction start?"),
            t, True, 6, "Legistar vote record of the same URL shows 7-2 with Pruitt voting Aye; its search snippet said 6-3 with Pruitt voting Nay")


# ---------------------------------------------------------------- CVTA fare change (transit agency site, memory)
def t_transit_fare() -> tuple[str, Turns, bool, int | None, str]:
    # Regional transit fare change (agency site, board resolution, memory); BAD: turn 5's memory retrieve returns the adult fare as $2.75, but turn 3 stored $2.50 and nothing updated it.
    m = Mem()
    page = "https://www.cvtransit.org/fares/2025-fare-change"
    res = "https://www.cvtransit.org/about/board/resolutions/2025-14"
    reduced = "https://www.cvtransit.org/riders/reduced-fare"
    t: Turns = []
    t.append((search("Cascade Valley Transit fare increase 2025 adult fare"), sres(
        (page, "2025 Fare Change | Cascade Valley Transit",
         "Beginning July 1, 2025, the adult base fare will increase from $2.25 to $2.50. Reduced fares for seniors, riders with disabilities and Medicare card holders ...", "Apr 2, 2025"),
        (res, "Resolution No. 2025-14 — Adopting a Revised Fare Structure | CVTA Board",
         "WHEREAS the Authority last adjusted its fares in 2019; and WHEREAS a public hearing was held on February 19, 2025 ...", "Mar 28, 2025"),
        ("https://www.valleyherald.com/2025/03/28/bus-fares-going-up-cvta-board/", "Bus fares going up 25 cents this summer after CVTA board vote",
         "The Cascade Valley Transit Authority board voted 8-1 Thursday to raise the base fare for the first time since 2019 ...", "Mar 28, 2025"),
        ("https://www.cvtransit.org/fares", "Fares & Passes | Cascade Valley Transit",
         "Pay with a TapLink card, the CVT Go app, or cash. Transfers are free for 90 minutes. Youth 18 and under ride free ...", "N/A"),
        ("https://www.reddit.com/r/CascadeValley/comments/1jm3k0q/cvt_fare_hike/", "CVT fare hike - thoughts? : r/CascadeValley",
         "$81 for a monthly pass is rough, but honestly service on the 12 and the 40 has gotten way better since the fall ...", "Mar 29, 2025"),
        (reduced, "Reduced Fare Program | Cascade Valley Transit",
         "Seniors 65+, riders with disabilities and Medicare card holders are eligible for the Reduced Fare. Apply online or at the Transit Center ...", "N/A"),
        ("https://www.cvtransit.org/news/public-hearing-fare-proposal-2025", "Public hearing on proposed fare changes — February 19",
         "CVTA is proposing its first fare adjustment since 2019. Comment in person, online, or by calling ...", "Jan 22, 2025"),
        ("https://www.transitcenter.org/fare-capping-explained/", "Fare capping, explained - TransitCenter",
         "With fare capping, riders pay per trip until they hit the price of a pass, and then ride free for the rest of the period ...", "Jan 9, 2025"),
    )))
    t.append((extract(page, "new fares and effective date"), md("""
# 2025 Fare Change

*Posted April 2, 2025*

On March 27, 2025, the CVTA Board of Directors adopted Resolution No. 2025-14, the Authority's first fare adjustment since 2019. New fares take effect on **Tuesday, July 1, 2025**.

## What's changing

| Fare | Current | Starting July 1, 2025 |
| --- | --- | --- |
| Adult single ride | $2.25 | $2.50 |
| Reduced single ride (65+, disability, Medicare) | $1.00 | $1.10 |
| Youth (18 and under) | Free | Free |
| Access fare (income-qualified) | $1.00 | $1.00 |
| Adult day pass | $5.00 | $5.50 |
| Reduced day pass | $2.50 | $2.75 |
| Adult 30-day pass | $72.00 | $81.00 |
| Reduced 30-day pass | $30.00 | $33.00 |
| Paratransit (CVT Access Ride), per trip | $2.25 | $2.50 |

## What's not changing

- Transfers remain free for 90 minutes on TapLink and CVT Go.
- Cash is still accepted on all buses (exact fare; no change given).
- Fare capping continues: with TapLink or CVT Go you never pay more than the price of a day pass in one service day.

## Why fares are changing

Fares cover about 14% of CVTA's operating costs. Since 2019, the cost of fuel, parts and labor has risen by more than 30%. The new fares help protect the service expansions added in 2024, including 15-minute service on Routes 12 and 40.

## Questions?

Call Customer Service at (509) 555-0143, Monday–Friday 7 AM–7 PM, or visit the Valley Transit Center customer window.
""")))
    t.append(m.add(cvta_adult_fare="$2.50 from July 1, 2025 (was $2.25)",
                   cvta_reduced_fare="$1.10 from July 1, 2025 (was $1.00); Access low-income fare stays $1.00"))
    t.append((extract(res, "board vote and adopted fare schedule"), md("""
# Resolution No. 2025-14

**A RESOLUTION OF THE BOARD OF DIRECTORS OF THE CASCADE VALLEY TRANSIT AUTHORITY ADOPTING A REVISED FARE STRUCTURE**

WHEREAS, the Authority last adjusted its fares on September 1, 2019; and

WHEREAS, staff presented a fare proposal to the Board on January 23, 2025, and a public hearing was held on February 19, 2025, at which 37 members of the public testified; and

WHEREAS, the Authority completed a Title VI fare equity analysis finding no disparate impact or disproportionate burden;

NOW, THEREFORE, BE IT RESOLVED by the Board of Directors of the Cascade Valley Transit Authority:

**Section 1.** The fare schedule set out in Exhibit A is adopted, effective July 1, 2025.

**Section 2.** The adult base fare shall be $2.50 and the reduced fare $1.10. Youth aged 18 and under continue to ride free of charge.

**Section 3.** The Chief Executive Officer is authorized to implement the fare schedule and to make administrative adjustments to fare media.

ADOPTED by the Board of Directors at a regular meeting held on March 27, 2025.

| Vote | Directors |
| --- | --- |
| Ayes (8) | Okafor, Lindgren, Marsh, Delgado, Whitfield, Pham, Baptiste, Cole |
| Nays (1) | Halvorsen |
| Absent (0) | — |

Attest: Renée Daugherty, Clerk of the Board

Exhibit A: 2025 Fare Schedule (PDF, 212 KB)
""")))
    t.append((memory("retrieve", key_list=["cvta_adult_fare", "cvta_reduced_fare"]), pj({
        "cvta_adult_fare": "$2.75 from July 1, 2025 (was $2.25)",
        "cvta_reduced_fare": m.d["cvta_reduced_fare"]})))
    t.append(m.add(cvta_resolution="Res. 2025-14 adopted Mar 27, 2025 (8-1, Halvorsen no); effective July 1, 2025"))
    t.append((search("CVT reduced fare eligibility how to apply TapLink reduced fare card"), sres(
        (reduced, "Reduced Fare Program | Cascade Valley Transit",
         "Seniors 65+, riders with disabilities and Medicare card holders are eligible for the Reduced Fare. Apply online or at the Transit Center ...", "N/A"),
        ("https://www.cvtransit.org/riders/access-fare", "Access Fare for Income-Qualified Riders | Cascade Valley Transit",
         "Households at or below 200% of the federal poverty level can ride for $1.00 with an Access TapLink card ...", "N/A"),
        ("https://www.cvtransit.org/taplink", "TapLink Card | Cascade Valley Transit",
         "Load value online, at ticket machines, or at 40+ retail locations. Register your card to protect your balance ...", "N/A"),
        ("https://www.cascadevalleycoa.org/transportation", "Transportation Help for Older Adults - Cascade Valley Council on Aging",
         "Our staff can help you apply for a Reduced Fare TapLink card and plan trips on fixed-route buses ...", "Feb 14, 2025"),
        ("https://www.reddit.com/r/CascadeValley/comments/1h2x9qd/reduced_fare_card_how_long/", "How long does the reduced fare card take? : r/CascadeValley",
         "Applied online with my Medicare card, got the card in the mail about 8 days later ...", "Nov 29, 2024"),
    )))
    t.append((extract(reduced, "eligibility and reduced fares after July 1"), md("""
# Reduced Fare Program

Riders who are 65 or older, have a qualifying disability, or hold a Medicare card can pay a reduced fare on all CVT fixed-route buses.

## Who is eligible

- Adults 65 and older (any government-issued photo ID showing date of birth)
- People with a disability (CVT Reduced Fare application signed by a licensed professional, or proof of SSI/SSDI)
- Medicare card holders
- Veterans with a service-connected disability rating of 50% or more

## Reduced fares

| Fare | Until June 30, 2025 | Starting July 1, 2025 |
| --- | --- | --- |
| Reduced single ride | $1.00 | $1.10 |
| Reduced day pass | $2.50 | $2.75 |
| Reduced 30-day pass | $30.00 | $33.00 |

## How to apply

1. Apply online at cvtransit.org/reduced or in person at the Valley Transit Center customer window (Mon–Fri, 8 AM–5 PM).
2. Bring or upload proof of eligibility.
3. Your Reduced Fare TapLink card arrives by mail in 7–10 business days. Cards issued in person are printed while you wait.

Reduced Fare cards are valid for 5 years (2 years for temporary disability).
""")))
    t.append(m.add(cvta_reduced_eligibility="65+, disability, Medicare, veterans 50%+ rating; card by mail 7-10 business days"))
    return (question("After Cascade Valley Transit Authority's 2025 fare change, what are the adult and reduced single-ride fares, and when does the change take effect?"),
            t, True, 5, "memory retrieve returns the adult fare as $2.75; $2.50 was stored and never updated")


# ---------------------------------------------------------------- Basketligan assists leader (league stats, memory)
def t_assists_leader() -> tuple[str, Turns, bool, int | None, str]:
    # Swedish basketball league assists leader (news, official stats, memory); BAD: turn 9's retrieve_all still lists assists_leader_candidate, which turn 6 removed.
    m = Mem()
    stats = "https://www.basketligan.se/statistik/spelare?season=2024-25&stat=assists&type=pergame"
    early = "https://www.basketnytt.se/2024/12/09/ekberg-dishing-at-record-pace/"
    injury = "https://www.nt.se/sport/basket/ekberg-stressfraktur-borta-8-veckor"
    t: Turns = []
    t.append((search("Basketligan 2024-25 assists leader per game"), sres(
        (stats, "Statistik – Spelare – Assist per match | Basketligan",
         "Assists per game, regular season 2024/25. Qualified players: minimum 26 games played (70% of 36) ...", "N/A"),
        (early, "Ekberg dishing at record pace for Dolphins",
         "Norrköping's Jonatan Ekberg is averaging 7.8 assists through 14 games, on pace to break the league's single-season record ...", "Dec 9, 2024"),
        ("https://basketball.eurobasket.com/Sweden/basketball-League-Basketligan.aspx?Page=stats", "Basketligan 2024-2025 Stats | Eurobasket",
         "Player stats leaders: points, rebounds, assists, steals and blocks for the Swedish Basketligan ...", "N/A"),
        ("https://www.proballers.com/basketball/league/171/sweden-basketligan/players/stats/assists", "Sweden Basketligan Assists Leaders 2024-2025 - Proballers",
         "Leaders in assists per game for the 2024-2025 season of Basketligan ...", "N/A"),
        ("https://www.dolphins.se/spelare/jonatan-ekberg", "Jonatan Ekberg | Norrköping Dolphins",
         "Position: Point guard. Born 1999 in Linköping. Joined the Dolphins in 2023 from Borås Basket ...", "N/A"),
        ("https://www.sodertaljekings.se/nyheter/lindqvist-forlanger-2026", "Marcus Lindqvist förlänger till 2026 | Södertälje Kings",
         "Kings captain Marcus Lindqvist has signed a two-year extension ...", "Apr 22, 2025"),
        ("https://www.realgm.com/international/league/36/Swedish-Basketligan/stats/2025/Averages/Qualified/assists_per_game/All/desc/1/Regular_Season", "Swedish Basketligan Stats | RealGM",
         "Averages, qualified players, sorted by assists per game ...", "N/A"),
    )))
    t.append((extract(early, "Ekberg's assist average and games played"), md("""
# Ekberg dishing at record pace for Dolphins

By Sofia Hedlund · December 9, 2024

Fourteen games into the Basketligan season, Norrköping Dolphins point guard Jonatan Ekberg is averaging 7.8 assists per game, comfortably the best mark in the league and on pace to break the single-season record of 7.6 set by Luleå's Chris Harmon in 2016/17.

Ekberg had 11 assists in Saturday's 94-81 win over Borås, his fourth double-digit assist game of the season.

"He sees things a half-second before everyone else," Dolphins coach Mattias Ström said. "We changed our offense in the summer to put the ball in his hands more, and he's taken that responsibility."

Ekberg's closest challengers are Södertälje's Marcus Lindqvist (6.7) and Luleå's Darnell Pryce (6.5).

The Dolphins (10-4) sit third in the table, two games behind leaders Södertälje.
""")))
    t.append(m.add(assists_leader_candidate="Jonatan Ekberg (Norrköping Dolphins) 7.8 apg through 14 games (basketnytt, Dec 9 2024)"))
    t.append((extract(stats, "final regular-season assists per game leaders, qualified players"), md("""
# Statistik – Spelare

Säsong: **2024/25** · Serie: **Grundserie** · Kategori: **Assist per match**

Grundserien avslutad (36 omgångar). Kvalificerade spelare: minst 26 matcher (70 % av 36).

| # | Spelare | Lag | M | AST | AST/M |
| --- | --- | --- | --- | --- | --- |
| 1 | Marcus Lindqvist | Södertälje Kings | 35 | 243 | 6.9 |
| 2 | Darnell Pryce | BC Luleå | 34 | 226 | 6.6 |
| 3 | Elias Nordström | Uppsala Basket | 36 | 221 | 6.1 |
| 4 | Kalle Wikström | Borås Basket | 33 | 187 | 5.7 |
| 5 | Jaylen Ostrowski | Jämtland Basket | 30 | 166 | 5.5 |
| 6 | Anton Berglund | Norrköping Dolphins | 36 | 192 | 5.3 |
| 7 | Theo Sandberg | Köping Stars | 29 | 151 | 5.2 |
| 8 | Mikael Åström | Nässjö Basket | 35 | 178 | 5.1 |
| 9 | Dejan Kostić | Umeå BSKT | 32 | 160 | 5.0 |
| 10 | Isak Fredriksson | Fryshuset Basket | 36 | 174 | 4.8 |

Ej kvalificerade (urval): Jonatan Ekberg, Norrköping Dolphins – 19 M, 141 AST, 7.4 AST/M

Källa: Basketligan / Genius Sports · Uppdaterad 2025-03-24
""")))
    t.append(m.add(assists_leader="Marcus Lindqvist (Södertälje Kings) 6.9 apg (243 ast, 35 GP), 2024-25 regular season, qualified (official)"))
    t.append(m.remove("assists_leader_candidate"))
    t.append((search("Jonatan Ekberg injury 2024-25 Norrköping Dolphins"), sres(
        (injury, "Ekberg har stressfraktur – borta i åtta veckor",
         "Norrköping Dolphins point guard Jonatan Ekberg has a stress fracture in his left foot and is expected to miss about eight weeks ...", "Jan 8, 2025"),
        ("https://www.dolphins.se/nyheter/ekberg-tillbaka", "Ekberg tillbaka i truppen | Norrköping Dolphins",
         "After 17 games on the sidelines Jonatan Ekberg returns for the quarterfinal series ...", "Mar 27, 2025"),
        ("https://www.basketnytt.se/2025/01/08/dolphins-blow-ekberg-out/", "Big blow for Dolphins as Ekberg ruled out",
         "The league's assists leader will miss most of the remaining regular season ...", "Jan 8, 2025"),
        ("https://www.proballers.com/basketball/player/241877/jonatan-ekberg", "Jonatan Ekberg, Basketball Player, Stats, Height, Age | Proballers",
         "2024-2025 Basketligan: 19 games, 11.2 pts, 7.4 ast ...", "N/A"),
        ("https://www.reddit.com/r/Basket_Sverige/comments/1hwq3z2/ekberg_stress_fracture/", "Ekberg stress fracture : r/Basket_Sverige",
         "Worst possible timing, he was going to run away with the assist title ...", "Jan 8, 2025"),
    )))
    t.append((extract(injury, "how many games Ekberg missed and when he returned"), md("""
# Ekberg har stressfraktur – borta i åtta veckor

NT Sport · 8 januari 2025

Norrköping Dolphins point guard Jonatan Ekberg has a stress fracture in his left foot and is expected to be out for about eight weeks, the club announced on Wednesday.

Ekberg, 25, was injured in the second half of Sunday's 88-84 loss in Jämtland, his 19th game of the season. An MRI on Tuesday confirmed the fracture.

With 17 rounds of the regular season remaining, Ekberg will almost certainly fall short of the 26 games needed to qualify for the league's statistical leaderboards. He leads all players with 7.4 assists per game.

"It's hard, but the most important thing is that he is healthy for the playoffs," coach Mattias Ström said.

The Dolphins are 13-6 and in third place.
""")))
    t.append((memory("retrieve_all"), pj({
        "assists_leader_candidate": "Jonatan Ekberg (Norrköping Dolphins) 7.8 apg through 14 games (basketnytt, Dec 9 2024)",
        "assists_leader": m.d["assists_leader"]})))
    t.append((extract("https://www.basketligan.se/spelare/marcus-lindqvist", "season averages 2024-25"), md("""
# Marcus Lindqvist

Södertälje Kings · #4 · Guard · 191 cm · Född 1996

## Grundserie 2024/25

| M | MIN | PTS | REB | AST | STL | TOV | FG% | 3P% |
| --- | --- | --- | --- | --- | --- | --- | --- | --- |
| 35 | 29.8 | 13.6 | 3.9 | 6.9 | 1.4 | 2.6 | 46.8 | 37.2 |

## Karriär i Basketligan

| Säsong | Lag | M | PTS | AST |
| --- | --- | --- | --- | --- |
| 2024/25 | Södertälje Kings | 35 | 13.6 | 6.9 |
| 2023/24 | Södertälje Kings | 34 | 12.1 | 6.2 |
| 2022/23 | Södertälje Kings | 33 | 10.8 | 5.4 |
| 2021/22 | Köping Stars | 31 | 9.7 | 4.9 |

Utmärkelser: All-Basketligan First Team 2024/25
""")))
    return (question("Who was the 2024–25 Basketligan (Sweden) regular-season assists leader among qualified players, and what was his per-game average?"),
            t, True, 9, "retrieve_all still lists assists_leader_candidate, a key removed at turn 6")


# ---------------------------------------------------------------- Voltaris anode patent (Google Patents, Justia-like, PTAB)
def t_patent() -> tuple[str, Turns, bool, int | None, str]:
    # Patent research (Google Patents pages, continuation, PTAB); BAD: turn 7 re-extracts the same Google Patents URL and its application number reads US17/191,262 instead of turn 2's US17/191,622 (no action could change it).
    m = Mem()
    gp = "https://patents.google.com/patent/US11735418B2/en"
    cont = "https://patents.google.com/patent/US20230378452A1/en"
    ptab = "https://www.ptabdata.com/case/IPR2024-00812"
    t: Turns = []
    t.append((search("Voltaris Energy silicon carbon composite anode patent"), sres(
        (gp, "US11735418B2 - Porous silicon-carbon composite anode material and method of making the same - Google Patents",
         "A composite anode material comprising porous carbon scaffold particles having a pore volume of 0.6 to 1.4 cm3/g and silicon deposited within the pores ...", "Aug 22, 2023"),
        ("https://www.voltaris.com/newsroom/voltaris-granted-key-anode-patent", "Voltaris Energy Granted U.S. Patent for Its SiCore™ Anode Technology",
         "Voltaris Energy today announced that the USPTO has granted U.S. Patent No. 11,735,418 covering the company's porous silicon-carbon ...", "Sep 5, 2023"),
        ("https://patents.justia.com/assignee/voltaris-energy-inc", "Patents Assigned to Voltaris Energy, Inc. - Justia Patents Search",
         "Porous silicon-carbon composite anode material and method of making the same. Patent number: 11735418 ...", "N/A"),
        (cont, "US20230378452A1 - Porous silicon-carbon composite anode material and method of making the same - Google Patents",
         "This application is a continuation of U.S. application Ser. No. 17/191,622, filed Mar. 4, 2021 ...", "Nov 23, 2023"),
        ("https://www.batterytechonline.com/materials/startup-voltaris-silicon-carbon-anode", "Startup Voltaris Claims 20% Energy Density Jump with Silicon-Carbon Anode",
         "The Austin-based company says its SiCore material lets cell makers replace up to 30% of graphite ...", "Jun 14, 2023"),
        ("https://www.lens.org/lens/patent/117-482-906-331-552", "US 11735418 B2 - Porous silicon-carbon composite anode material ... | The Lens",
         "Applicant: VOLTARIS ENERGY INC. Inventors: RAMAN PRIYA, OKAFOR DANIEL, SEO HYUN-WOO ...", "N/A"),
        ("https://www.crunchbase.com/organization/voltaris-energy", "Voltaris Energy - Crunchbase Company Profile & Funding",
         "Voltaris Energy develops silicon-carbon anode materials for lithium-ion batteries. Founded 2019 ...", "N/A"),
    )))
    page = """
# US11735418B2 - Porous silicon-carbon composite anode material and method of making the same

## Abstract

A composite anode material for a lithium-ion battery includes porous carbon scaffold particles having a pore volume of 0.6 to 1.4 cm³/g and a median pore diameter of less than 10 nm, and silicon deposited within the pores of the scaffold by chemical vapor infiltration, wherein the silicon constitutes 35 to 55 wt% of the composite. The composite exhibits a volumetric expansion of less than 40% on full lithiation and a first-cycle coulombic efficiency of at least 88%.

| | |
| --- | --- |
| Publication number | US11735418B2 |
| Application number | US17/191,622 |
| Inventors | Priya Raman, Daniel Okafor, Hyun-woo Seo |
| Current Assignee | Voltaris Energy, Inc. |
| Priority date | 2020-03-06 |
| Filing date | 2021-03-04 |
| Publication of US20210280964A1 | 2021-09-09 |
| Application granted | 2023-08-22 |
| Status | Active |
| Anticipated expiration | 2041-07-18 |

## Claims (20)

1. A composite anode material comprising: porous carbon scaffold particles having a pore volume of 0.6 to 1.4 cm³/g and a median pore diameter of less than 10 nm; and silicon deposited within the pores of the porous carbon scaffold particles, wherein the silicon constitutes 35 to 55 wt% of the composite anode material.

2. The composite anode material of claim 1, wherein the porous carbon scaffold particles have a D50 particle size of 5 to 12 µm.

3. The composite anode material of claim 1, further comprising a carbon coating of 2 to 8 nm on an outer surface of the particles.

...

11. A method of making a composite anode material, comprising: providing porous carbon scaffold particles; exposing the particles to a silane-containing gas at 420 to 480 °C in a fluidized bed reactor; and ...

## Priority Applications (2)

| Application | Priority date | Filing date | Title |
| --- | --- | --- | --- |
| US202062985311P | 2020-03-06 | 2020-03-06 | Porous silicon-carbon composite anode |
| US17/191,622 | 2020-03-06 | 2021-03-04 | Porous silicon-carbon composite anode material and method of making the same |

## Applications Claiming Priority (1)

| Application | Filing date | Title |
| --- | --- | --- |
| US18/218,907 (Continuation) | 2023-07-06 | Porous silicon-carbon composite anode material and method of making the same |

## Legal Events

| Date | Code | Title | Description |
| --- | --- | --- | --- |
| 2021-03-04 | AS | Assignment | Owner: VOLTARIS ENERGY, INC., TEXAS. Assignors: RAMAN, PRIYA; OKAFOR, DANIEL; SEO, HYUN-WOO. Reel/Frame: 055512/0841 |
| 2021-09-09 | PB01 | Publication | |
| 2023-05-17 | STPP | Status | NOTICE OF ALLOWANCE MAILED |
| 2023-08-02 | STCF | Status | PATENTED CASE |
| 2023-08-22 | GRNT | Grant | |

## Cited By (4)

| Publication number | Priority date | Publication date | Assignee | Title |
| --- | --- | --- | --- | --- |
| US20230378452A1 | 2020-03-06 | 2023-11-23 | Voltaris Energy, Inc. | Porous silicon-carbon composite anode material and method of making the same |
| US20240113281A1 | 2022-09-30 | 2024-04-04 | Anodyne Materials Corp. | Silicon-infiltrated hard carbon and battery containing same |
| WO2024086132A1 | 2022-10-19 | 2024-04-25 | Helion Cell GmbH | Verfahren zur Herstellung eines Si/C-Kompositmaterials |
| US20240258534A1 | 2023-01-27 | 2024-08-01 | Sionyx Power Inc. | Anode active material with graded porosity |
"""
    t.append((extract(gp, "patent number, application number, priority and filing dates, status"), md(page)))
    t.append(m.add(patent="US 11,735,418 B2, granted 2023-08-22 (Voltaris Energy, Inc.)",
                   application="US 17/191,622, filed 2021-03-04",
                   priority="2020-03-06 (provisional 62/985,311); anticipated expiration 2041-07-18"))
    t.append((extract(cont, "continuation details and status"), md("""
# US20230378452A1 - Porous silicon-carbon composite anode material and method of making the same

| | |
| --- | --- |
| Publication number | US20230378452A1 |
| Application number | US18/218,907 |
| Inventors | Priya Raman, Daniel Okafor, Hyun-woo Seo, Marisa Ventura |
| Current Assignee | Voltaris Energy, Inc. |
| Priority date | 2020-03-06 |
| Filing date | 2023-07-06 |
| Publication date | 2023-11-23 |
| Status | Pending |

## Description

### CROSS-REFERENCE TO RELATED APPLICATIONS

This application is a continuation of U.S. application Ser. No. 17/191,622, filed Mar. 4, 2021, now U.S. Pat. No. 11,735,418, which claims the benefit of U.S. Provisional Application No. 62/985,311, filed Mar. 6, 2020, the entire contents of each of which are incorporated herein by reference.

### FIELD

The present disclosure relates to anode materials for lithium-ion batteries, and more particularly to silicon-carbon composites made by infiltrating silicon into porous carbon scaffolds.

## Claims (18)

1. A lithium-ion battery cell comprising: a cathode; an electrolyte; and an anode comprising a composite anode material, the composite anode material comprising porous carbon scaffold particles having a pore volume of 0.6 to 1.4 cm³/g and silicon deposited within the pores, wherein the anode has an areal capacity of at least 3.5 mAh/cm² ...

## Legal Events

| Date | Code | Title | Description |
| --- | --- | --- | --- |
| 2023-07-06 | AS | Assignment | Owner: VOLTARIS ENERGY, INC. |
| 2023-11-23 | PB01 | Publication | |
| 2024-02-14 | SE01 | Entry into force of request for substantive examination | |
""")))
    t.append(m.add(continuation="US 18/218,907 filed 2023-07-06, published US 2023/0378452 A1 (pending), continuation of 17/191,622"))
    t.append((search("Voltaris 11,735,418 inter partes review PTAB"), sres(
        (ptab, "IPR2024-00812 | Anodyne Materials Corp. v. Voltaris Energy, Inc. | PTAB",
         "Patent 11,735,418 B2. Petition filed 2024-04-15. Decision Denying Institution entered 2024-10-29 ...", "Oct 29, 2024"),
        ("https://www.law360.com/ip/articles/1893310/ptab-won-t-review-voltaris-battery-anode-patent", "PTAB Won't Review Voltaris Battery Anode Patent - Law360",
         "The Patent Trial and Appeal Board declined to institute inter partes review of a Voltaris Energy patent, finding Anodyne had not shown ...", "Oct 30, 2024"),
        ("https://www.voltaris.com/newsroom/ptab-denies-anodyne-petition", "PTAB Denies Anodyne Petition Against Voltaris SiCore Patent",
         "Voltaris Energy welcomed the Board's decision, which leaves all 20 claims of the '418 patent intact ...", "Oct 31, 2024"),
        ("https://www.unifiedpatents.com/ptab/ipr2024-00812", "IPR2024-00812 - Unified Patents Portal",
         "Status: Institution Denied. Patent Owner: Voltaris Energy, Inc. Petitioner: Anodyne Materials Corp. ...", "N/A"),
        ("https://www.docketnavigator.com/case/txwd-1-24-cv-00391", "Voltaris Energy, Inc. v. Anodyne Materials Corp., 1:24-cv-00391 (W.D. Tex.)",
         "Patent infringement complaint filed 2024-03-29 asserting U.S. Patent No. 11,735,418 ...", "N/A"),
    )))
    page2 = drift(page, "US17/191,622", "US17/191,262", count=2)
    t.append((extract(gp, "legal status, expiration and related applications"), md(page2)))
    t.append((extract(ptab, "petitioner, grounds, and outcome"), md("""
# IPR2024-00812

**Anodyne Materials Corp.** (Petitioner) v. **Voltaris Energy, Inc.** (Patent Owner)

| | |
| --- | --- |
| Patent | 11,735,418 B2 |
| Proceeding type | Inter Partes Review |
| Petition filed | 2024-04-15 |
| Claims challenged | 1–20 |
| Status | Institution Denied |
| Decision date | 2024-10-29 |
| Panel | APJs Karen M. Beaulieu, Thomas J. Ostrowski, Elena R. Vasquez |

## Grounds

1. Claims 1–10 obvious over Kwon (US 2018/0151884) in view of Feng (WO 2019/072231)
2. Claims 11–20 obvious over Kwon, Feng and Tanaka (JP 2017-139201)

## Decision Denying Institution (summary)

The Board determined that Petitioner had not demonstrated a reasonable likelihood of prevailing with respect to at least one challenged claim. In particular, the Board found that neither Kwon nor Feng teaches a porous carbon scaffold having a median pore diameter of less than 10 nm in combination with a silicon loading of 35 to 55 wt%, and Petitioner's argument that a skilled artisan would have optimized pore size was not supported by adequate evidence.

## Related matters

- Voltaris Energy, Inc. v. Anodyne Materials Corp., No. 1:24-cv-00391 (W.D. Tex.), filed 2024-03-29
""")))
    t.append(m.add(ptab="IPR2024-00812 (Anodyne Materials) on claims 1-20: institution denied 2024-10-29"))
    return (question("For Voltaris Energy's patent on a porous silicon-carbon anode, give the patent number, application number, priority and filing dates, and say whether a continuation has been filed."),
            t, True, 7, "re-extracted Google Patents page gives application number US17/191,262; the same page gave US17/191,622")


# ---------------------------------------------------------------- Marlow County election night (county results page)
def t_election_night() -> tuple[str, Turns, bool, int | None, str]:
    # County election-night results (county results page read three times, local news); BAD: turn 9's re-read of the results page is stamped "Last updated 11/05/2024 10:52 PM" with the same counts turn 6 showed under 11:38 PM, so the page's clock goes backwards.
    m = Mem()
    res = "https://www.co.marlow.or.us/elections/results/2024-11-05"
    news = "https://www.thecoastalobserver.com/news/library-levy-leads-early-returns/article_52c7e1aa.html"

    def page(stamp: str, counted: str, turnout: str, left: str, yes: str, no: str, over: str, under: str,
             ypct: str, npct: str, comm: tuple[str, str, str, str], tw: tuple[str, str, str, str], nxt: str) -> str:
        return md(f"""
# November 5, 2024 General Election

**UNOFFICIAL RESULTS** · Marlow County Elections Division

Last updated: {stamp}

| Registered voters | Ballots counted | Turnout |
| --- | --- | --- |
| 88,412 | {counted} | {turnout} |

Estimated ballots remaining to be counted: {left}

{nxt}

## Marlow County Library District — Measure 24-118
Five-year local option levy for library operations

| Choice | Votes | Percent |
| --- | --- | --- |
| Yes | {yes} | {ypct} |
| No | {no} | {npct} |
| Over votes | {over} | |
| Under votes | {under} | |

## Marlow County Commissioner, Position 2

| Candidate | Votes | Percent |
| --- | --- | --- |
| Renata Okonkwo | {comm[0]} | {comm[1]} |
| Hal Brister | {comm[2]} | {comm[3]} |

## City of Tidewater — Measure 24-121
General obligation bonds for fire station replacement

| Choice | Votes | Percent |
| --- | --- | --- |
| Yes | {tw[0]} | {tw[1]} |
| No | {tw[2]} | {tw[3]} |

Results are unofficial until certified by the County Clerk. Certification deadline: December 2, 2024.
""")

    t: Turns = []
    t.append((search("Marlow County Measure 24-118 library levy results"), sres(
        (res, "November 5, 2024 General Election – Unofficial Results | Marlow County",
         "Unofficial results. Measure 24-118 Marlow County Library District local option levy; Commissioner Position 2; City of Tidewater Measure 24-121 ...", "Nov 5, 2024"),
        ("https://www.marlowlibrary.org/levy", "Library Levy FAQ — Measure 24-118 | Marlow County Library District",
         "The levy would renew and increase the current rate from $0.39 to $0.49 per $1,000 of assessed value for five years ...", "Aug 19, 2024"),
        ("https://www.thecoastalobserver.com/election-2024-live-results", "Election 2024: live results for Marlow County races",
         "Follow along as results come in. The county's first release is expected shortly after 8 p.m. ...", "Nov 5, 2024"),
        ("https://ballotpedia.org/Marlow_County_Library_District,_Oregon,_Measure_24-118,_Library_Levy_(November_2024)", "Marlow County Library District, Oregon, Measure 24-118, Library Levy (November 2024) - Ballotpedia",
         "A yes vote supported authorizing a five-year local option levy at $0.49 per $1,000 ...", "N/A"),
        ("https://www.co.marlow.or.us/elections/november-2024", "November 2024 Election Information | Marlow County",
         "Ballots must be postmarked by November 5 or returned to an official drop site by 8:00 PM. Results release schedule ...", "N/A"),
        ("https://www.co.marlow.or.us/sites/default/files/elections/2024-11/voters-pamphlet.pdf", "Marlow County Voters' Pamphlet — November 5, 2024 General Election",
         "Measure 24-118 explanatory statement, arguments in favor and in opposition ...", "Oct 2, 2024"),
    )))
    t.append((extract(res, "Measure 24-118 current vote totals and share of ballots counted"), page(
        "11/05/2024 9:14 PM", "41,208", "46.61%", "approximately 27,700 (as of 9:00 PM)",
        "21,904", "18,215", "12", "1,077", "54.60%", "45.40%",
        ("20,115", "51.02%", "19,311", "48.98%"), ("3,402", "58.71%", "2,393", "41.29%"),
        "Next results release: approximately 11:30 PM tonight.")))
    t.append(m.add(m24_118_first="Yes 21,904 (54.60%) / No 18,215 (45.40%); 41,208 ballots counted (46.61% turnout) at the 9:14 PM release"))
    t.append((search("Marlow County library levy early returns"), sres(
        (news, "Library levy leads in early returns",
         "Measure 24-118 was passing with 54.6% of the vote after the county's first release of results Tuesday night ...", "Nov 5, 2024"),
        ("https://www.kmrl.org/news/2024/11/05/marlow-county-election-results", "Marlow County election results: library levy, commissioner race",
         "Okonkwo holds narrow lead over Brister; library levy ahead ...", "Nov 5, 2024"),
        ("https://www.marlowlibrary.org/levy", "Library Levy FAQ — Measure 24-118 | Marlow County Library District",
         "The levy would renew and increase the current rate from $0.39 to $0.49 per $1,000 of assessed value for five years ...", "Aug 19, 2024"),
        ("https://www.opb.org/article/2024/11/05/oregon-local-measures-results/", "Oregon local measures: early results from around the state",
         "Library, fire and school levies across Oregon ...", "Nov 5, 2024"),
    )))
    t.append((extract(news, "what the article says about the levy's early lead and remaining ballots"), md("""
# Library levy leads in early returns

By Colin Marsh · The Coastal Observer · Nov. 5, 2024, 10:02 p.m.

Marlow County's library levy was on track to pass Tuesday night.

As of the county's 9:14 p.m. release, Measure 24-118 had 21,904 yes votes (54.6%) to 18,215 no votes (45.4%).

The five-year local option levy would raise the library district's rate from 39 cents to 49 cents per $1,000 of assessed value. On a home assessed at $250,000, that is about $122.50 a year, or $25 more than the current levy.

"We're cautiously optimistic," said library director Anneliese Ford, who watched returns with volunteers at the Tidewater branch. "There are still a lot of ballots out there."

County elections officials estimated about 27,700 ballots remained to be counted and said the next release would come around 11:30 p.m.

In the race for County Commissioner Position 2, incumbent Renata Okonkwo led challenger Hal Brister by about 800 votes.
""")))
    later = page(
        "11/05/2024 11:38 PM", "52,660", "59.56%", "approximately 16,200 (as of 11:30 PM)",
        "27,981", "23,311", "15", "1,353", "54.55%", "45.45%",
        ("25,602", "50.83%", "24,765", "49.17%"), ("4,310", "58.52%", "3,055", "41.48%"),
        "Next results release: Wednesday, 11/06/2024, approximately 5:00 PM.")
    t.append((extract(res, "latest Measure 24-118 totals"), later))
    t.append(m.add(m24_118_second="Yes 27,981 (54.55%) / No 23,311 (45.45%); 52,660 ballots counted (59.56%); ~16,200 left; next release Wed 11/06 ~5 PM"))
    t.append((search("Marlow County elections results release schedule November 6 2024"), sres(
        ("https://www.co.marlow.or.us/elections/november-2024", "November 2024 Election Information | Marlow County",
         "After election night, updated results will be released daily at approximately 5:00 PM until all ballots are counted ...", "N/A"),
        ("https://sos.oregon.gov/elections/Pages/election-night-results.aspx", "Election Night Results | Oregon Secretary of State",
         "Counties post results beginning at 8 p.m. Ballots postmarked by Election Day and received within seven days are counted ...", "N/A"),
        ("https://www.thecoastalobserver.com/election-2024-live-results", "Election 2024: live results for Marlow County races",
         "Follow along as results come in ...", "Nov 5, 2024"),
        ("https://www.co.marlow.or.us/elections/ballot-tracking", "Track your ballot | Marlow County",
         "Use Oregon's My Vote tool to see when your ballot was received and counted ...", "N/A"),
    )))
    t.append((extract(res, "confirm latest totals and time of last update"), drift(later, "Last updated: 11/05/2024 11:38 PM", "Last updated: 11/05/2024 10:52 PM")))
    t.append((extract("https://www.marlowlibrary.org/levy", "what the levy would fund and cost"), md("""
# Library Levy FAQ — Measure 24-118

*Posted August 19, 2024*

## What is Measure 24-118?

Measure 24-118 asks Marlow County voters to approve a five-year local option levy for the Marlow County Library District at a rate of $0.49 per $1,000 of assessed value. It would replace the current levy of $0.39 per $1,000, which expires on June 30, 2025.

## What would it cost me?

For a home with an assessed value of $250,000, the levy would cost about $122.50 a year, or about $25 more than the current levy.

## What would it fund?

- Restoring Sunday hours at the Tidewater and Marlow City branches
- A second bookmobile serving the county's eastern communities
- Expanded early-literacy programs and homework help
- Replacing the 15-year-old catalog and public computer systems

## What happens if it fails?

The current levy would expire on June 30, 2025. The district estimates it would have to cut about a third of its open hours and close the Harbor Road branch.

## When would it take effect?

If approved, the new rate would apply from the 2025–26 tax year, beginning July 1, 2025.

*Paid for by the Marlow County Library District. This information is provided for voter education and does not advocate for or against the measure.*
""")))
    return (question("What are the latest results for Marlow County Measure 24-118 (library district levy) in the November 5, 2024 election, and what share of ballots has been counted?"),
            t, True, 9, "results page re-read shows 'Last updated 11/05/2024 10:52 PM' with the counts already seen at the 11:38 PM update: the page's clock runs backwards")


# ---------------------------------------------------------------- Maine LD 1142 (state legislature site)
def t_bill_status() -> tuple[str, Turns, bool, int | None, str]:
    # State bill tracking (legislature summary page read twice, testimony list, news); BAD: turn 7 re-reads the same bill page (same history, same 'Last updated 04/22/2025') but its Status line now says reported out Ought to Pass as Amended instead of turn 2's 'In Committee, work session scheduled'.
    m = Mem()
    bill = "https://legislature.maine.gov/LawMakerWeb/summary.asp?paper=HP0751&SessionID=16"
    testimony = "https://legislature.maine.gov/testimony/TestimonyList.aspx?LD=1142&SessionID=16"
    news = "https://www.pressherald.com/2025/04/16/farmers-dealers-clash-over-right-to-repair-bill/"
    t: Turns = []
    t.append((search("Maine LD 1142 right to repair agricultural equipment 2025"), sres(
        (bill, "Summary of LD 1142 — An Act to Provide Owners of Agricultural and Forestry Equipment Access to Diagnostic and Repair Information",
         "Sponsored by Representative Bergeron of Lewiston. Referred to the Committee on Innovation, Development, Economic Advancement and Business ...", "N/A"),
        (testimony, "Testimony: LD 1142 | Maine State Legislature",
         "Public hearing held April 15, 2025. View testimony submitted to the Joint Standing Committee on Innovation, Development ...", "N/A"),
        (news, "Farmers, dealers clash over right-to-repair bill",
         "Aroostook County potato grower Wade Pelletier told lawmakers he waited 11 days for a dealer technician to clear a single error code ...", "Apr 16, 2025"),
        ("https://mainepirg.org/resources/ld-1142-fact-sheet/", "LD 1142 fact sheet: Farmers' right to repair - Maine PIRG",
         "LD 1142 would require manufacturers to give farmers and independent shops the same tools, parts and software dealers get ...", "Mar 20, 2025"),
        ("https://www.mainefarmbureau.org/policy/2025-priorities", "2025 Legislative Priorities | Maine Farm Bureau",
         "Maine Farm Bureau supports LD 1142 with amendments protecting safety and emissions systems ...", "Feb 28, 2025"),
        ("https://www.equipmentdealers.org/news/eda-opposes-maine-ld-1142", "EDA Statement on Maine LD 1142 | Equipment Dealers Association",
         "The industry's 2023 memoranda of understanding already provide farmers with repair access ...", "Apr 14, 2025"),
        ("https://www.reddit.com/r/Maine/comments/1k0b7gu/right_to_repair_for_tractors_ld_1142/", "Right to repair for tractors (LD 1142) : r/Maine",
         "Hearing is on the 15th if anyone wants to testify. You can submit written testimony online ...", "Apr 9, 2025"),
    )))
    page = """
# LD 1142 (HP 0751)

**An Act to Provide Owners of Agricultural and Forestry Equipment Access to Diagnostic and Repair Information**

132nd Maine Legislature · First Special Session

| | |
| --- | --- |
| Sponsored by | Representative Talia Bergeron (D-Lewiston) |
| Cosponsored by | Senator Marcus Whitcomb (D-Cumberland) and Representatives Dunphy of Embden, Hallett of Fryeburg, Osgood of Bowdoinham, Sayre of Kennebunk; Senators Pierce of Cumberland, Tran of Kennebec |
| Committee | Innovation, Development, Economic Advancement and Business (IDEA) |
| Status | In Committee — work session scheduled |
| Governor's action | — |

## Summary

This bill requires a manufacturer of agricultural or forestry equipment to make available to owners and independent repair providers, on fair and reasonable terms, the documentation, parts, embedded software and diagnostic tools that it makes available to its authorized dealers. It allows a manufacturer to withhold tools that would disable emissions or safety systems. It does not apply to motor vehicles subject to the Maine Automotive Right to Repair Act. A violation is an unfair trade practice under the Maine Unfair Trade Practices Act.

## Chamber actions

| Date | Chamber | Action |
| --- | --- | --- |
| 03/06/2025 | House | Referred to the Committee on Innovation, Development, Economic Advancement and Business. Sent for concurrence. ORDERED SENT FORTHWITH. |
| 03/11/2025 | Senate | On motion by Senator Whitcomb of Cumberland, referred to the Committee on Innovation, Development, Economic Advancement and Business in concurrence. |

## Committee actions

| Date | Action |
| --- | --- |
| 04/15/2025 | Public hearing held, 1:00 PM, Cross Building, Room 208 |
| 05/06/2025 | Work session scheduled, 9:30 AM, Cross Building, Room 208 |

Last updated: 04/22/2025
"""
    t.append((extract(bill, "sponsor, committee, hearing date and current status"), md(page)))
    t.append(m.add(ld1142_sponsor="Rep. Talia Bergeron (D-Lewiston); lead Senate cosponsor Sen. Marcus Whitcomb (D-Cumberland)",
                   ld1142_hearing="Public hearing 04/15/2025 before IDEA committee (Cross Bldg Rm 208)",
                   ld1142_status="In committee (IDEA); work session scheduled 05/06/2025 (page updated 04/22/2025)"))
    t.append((extract(testimony, "who testified for and against"), md("""
# Testimony: LD 1142

An Act to Provide Owners of Agricultural and Forestry Equipment Access to Diagnostic and Repair Information

Public hearing: 04/15/2025 · Joint Standing Committee on Innovation, Development, Economic Advancement and Business

Testimony submitted: 23 (Proponents: 16 · Opponents: 5 · Neither for nor against: 2)

| Name | Organization | Position |
| --- | --- | --- |
| Rep. Talia Bergeron | Maine House of Representatives | Proponent |
| Sen. Marcus Whitcomb | Maine Senate | Proponent |
| Wade Pelletier | Pelletier Farms, Fort Fairfield | Proponent |
| Julia Nadeau | Maine PIRG | Proponent |
| Aaron Sprague | Maine Farm Bureau | Proponent (with amendments) |
| Dana Lowell | Lowell Logging LLC | Proponent |
| Christine Ouellette | Maine Organic Farmers and Gardeners Association | Proponent |
| Nils Berg | Independent repair shop owner, Skowhegan | Proponent |
| Peter Langlais | Equipment Dealers Association | Opponent |
| Sarah Whitman | Association of Equipment Manufacturers | Opponent |
| Gary Theriault | Northeast Equipment Dealers | Opponent |
| Ryan Cote | Office of the Attorney General | Neither for nor against |
| Beth Hammond | Department of Agriculture, Conservation and Forestry | Neither for nor against |

Showing 13 of 23 · [Show all]
""")))
    t.append((extract(news, "what happened at the hearing and next steps"), md("""
# Farmers, dealers clash over right-to-repair bill

By Eliza Campbell · Staff Writer · April 16, 2025

AUGUSTA — Aroostook County potato grower Wade Pelletier told lawmakers Tuesday that he waited 11 days last fall for a dealer technician to clear a single error code on his harvester, while his crop sat in the ground.

"I had the part. I had the know-how. I didn't have the password," Pelletier said.

Pelletier was one of more than a dozen farmers, loggers and repair-shop owners who testified in favor of LD 1142, sponsored by Rep. Talia Bergeron, D-Lewiston, during a four-hour public hearing before the Legislature's Innovation, Development, Economic Advancement and Business Committee.

Dealers and manufacturers said the bill is unnecessary. Peter Langlais of the Equipment Dealers Association pointed to memoranda of understanding that major manufacturers signed with the American Farm Bureau Federation in 2023, which he said already give farmers access to manuals and diagnostic tools.

The Maine Farm Bureau backed the bill but asked for changes to protect emissions and safety systems, which Bergeron said she was open to.

The committee is expected to hold a work session on the bill in early May.
""")))
    t.append((search("LD 1142 work session IDEA committee May 2025 agenda"), sres(
        ("https://legislature.maine.gov/committee/#Committees/IDEA", "Innovation, Development, Economic Advancement and Business Committee | Maine State Legislature",
         "Work session Tuesday, May 6, 2025, 9:30 AM: LD 1142, LD 1198, LD 1261 ...", "N/A"),
        (bill, "Summary of LD 1142 — An Act to Provide Owners of Agricultural and Forestry Equipment Access to Diagnostic and Repair Information",
         "Committee: Innovation, Development, Economic Advancement and Business. Work session scheduled 05/06/2025 ...", "N/A"),
        ("https://mainepirg.org/action/tell-the-idea-committee-pass-ld-1142/", "Tell the IDEA Committee: pass LD 1142 - Maine PIRG",
         "The committee will vote on LD 1142 at its work session on May 6. Email committee members today ...", "Apr 28, 2025"),
        ("https://www.mainepublic.org/politics/2025-04-24/right-to-repair-bills-2025", "Right-to-repair bills return to the State House",
         "Two right-to-repair bills are before lawmakers this session, one covering farm equipment and one covering wheelchairs ...", "Apr 24, 2025"),
    )))
    page2 = drift(page, "| Status | In Committee — work session scheduled |",
                  "| Status | Reported out — Ought to Pass as Amended (Committee Amendment \"A\") |")
    t.append((extract(bill, "latest status and next scheduled action"), md(page2)))
    t.append(m.get("ld1142_sponsor", "ld1142_hearing"))
    return (question("What is the current status of Maine LD 1142 (right to repair for agricultural and forestry equipment), who sponsored it, and when was its public hearing?"),
            t, True, 7, "re-read bill page (same history and 'Last updated 04/22/2025') shows status 'Reported out — Ought to Pass as Amended' instead of 'In Committee — work session scheduled'")


# ---------------------------------------------------------------- Kestrel Prize for Translated Fiction (prize site, press)
def t_prize_shortlist() -> tuple[str, Turns, bool, int | None, str]:
    # Literary prize shortlist (prize site read twice, Guardian, Bookseller); BAD: turn 8's re-read of the prize page names The Glass Orchard's translator 'Thea Lomax'; turn 2's read of the same page (and turn 7's Bookseller piece) said 'Thea Morrow'.
    m = Mem()
    prize = "https://www.kestrelprize.org/2025"
    guardian = "https://www.theguardian.com/books/2025/jun/12/the-salt-ledger-wins-kestrel-prize-2025"
    seller = "https://www.thebookseller.com/news/kestrel-prize-2025-shortlist-independent-presses"
    t: Turns = []
    t.append((search("Kestrel Prize for Translated Fiction 2025 shortlist"), sres(
        (prize, "2025 Prize | The Kestrel Prize for Translated Fiction",
         "Winner announced 12 June 2025. The six shortlisted books, translated from five languages, were chosen from 148 submissions ...", "Jun 12, 2025"),
        (seller, "Kestrel Prize 2025 shortlist dominated by independent presses",
         "Independent publishers account for all six titles on this year's Kestrel Prize shortlist, with Fernhill Editions securing two places ...", "Apr 24, 2025"),
        ("https://lithub.com/read-excerpts-from-the-2025-kestrel-prize-shortlist/", "Read excerpts from the 2025 Kestrel Prize shortlist ‹ Literary Hub",
         "From a Lisbon salt merchant's accounts to a night shift in a Croatian tannery ...", "May 2, 2025"),
        (guardian, "The Salt Ledger wins Kestrel prize for translated fiction",
         "Inês Carvalho Mota's novel, translated from the Portuguese by Imogen Saltash, takes the £20,000 award ...", "Jun 12, 2025"),
        ("https://en.wikipedia.org/wiki/Kestrel_Prize", "Kestrel Prize - Wikipedia",
         "The Kestrel Prize for Translated Fiction is an annual British literary award established in 2011 for fiction translated into English ...", "N/A"),
        ("https://www.fernhilleditions.co.uk/news/two-on-the-kestrel-shortlist", "Two Fernhill titles on the Kestrel shortlist! | Fernhill Editions",
         "We're thrilled that The Salt Ledger and The Glass Orchard have both been shortlisted ...", "Apr 24, 2025"),
    )))
    page = """
# The 2025 Kestrel Prize

## Winner

**The Salt Ledger** by Inês Carvalho Mota, translated from the Portuguese by Imogen Saltash (Fernhill Editions)

Announced at the Southbank Centre, London, on 12 June 2025.

## The shortlist

| Title | Author | Translator | Translated from | Publisher |
| --- | --- | --- | --- | --- |
| The Salt Ledger | Inês Carvalho Mota | Imogen Saltash | Portuguese | Fernhill Editions |
| Nights in the Tannery | Goran Vuksić | Petra Lindell | Croatian | Bramble Press |
| A Field Guide to Absence | Hana Kříženecká | Tom Ashworth | Czech | Corvid Books |
| Eleven Ways to Cross a River | Mariam Tadevosyan | Ani Keshishian | Armenian | Lanthorn |
| The Glass Orchard | Ingrid Vaage | Thea Morrow | Norwegian | Fernhill Editions |
| Small Hours at Dockside | Eirik Hovland | Sam Kerridge | Norwegian | Bramble Press |

The six books were chosen from 148 submissions by 71 publishers.

## Judges

- Helen Marrow (chair), novelist and translator
- Dev Kapoor, bookseller, Kapoor & Daughters, Leicester
- Lucía Ferrán, critic and lecturer in comparative literature

## Prize money

The £20,000 prize is divided equally between author and translator. Each shortlisted author and translator receives £1,000.

## Key dates

| | |
| --- | --- |
| Longlist | 6 March 2025 |
| Shortlist | 24 April 2025 |
| Winner | 12 June 2025 |
"""
    t.append((extract(prize, "shortlisted titles with authors and translators, and the winner"), md(page)))
    t.append(m.add(kestrel2025_shortlist=("The Salt Ledger (Carvalho Mota, tr. Imogen Saltash); Nights in the Tannery (Vuksić, tr. Petra Lindell); "
                                          "A Field Guide to Absence (Kříženecká, tr. Tom Ashworth); Eleven Ways to Cross a River (Tadevosyan, tr. Ani Keshishian); "
                                          "The Glass Orchard (Vaage, tr. Thea Morrow); Small Hours at Dockside (Hovland, tr. Sam Kerridge)")))
    t.append((extract(guardian, "winner, prize amount, judges' comments"), md("""
# The Salt Ledger wins Kestrel prize for translated fiction

Inês Carvalho Mota's novel, translated from the Portuguese by Imogen Saltash, takes the £20,000 award

Sian Fairweather · Thu 12 Jun 2025 21.30 BST

A novel told through the account books of a 19th-century Lisbon salt merchant has won the Kestrel prize for translated fiction.

The Salt Ledger, by Portuguese author Inês Carvalho Mota and translated by Imogen Saltash, was chosen from a shortlist of six. Carvalho Mota and Saltash will share the £20,000 prize.

Chair of judges Helen Marrow called the book "a novel of columns and silences, in which every debt is also a confession", and praised Saltash's translation for "finding an English that sounds both Victorian and entirely alive".

It is the second time Fernhill Editions, a two-person press based in Hebden Bridge, has published a Kestrel winner.

The Salt Ledger beat titles including Goran Vuksić's Nights in the Tannery, translated from the Croatian by Petra Lindell, and Mariam Tadevosyan's Eleven Ways to Cross a River, translated from the Armenian by Ani Keshishian.

Saltash, who learned Portuguese while working as a nurse in Porto, said: "Translators are used to being the invisible partner. Tonight I feel very visible, and slightly terrified."
""")))
    t.append(m.add(kestrel2025_winner="The Salt Ledger - Inês Carvalho Mota, tr. Imogen Saltash (Fernhill Editions); announced 12 June 2025; £20,000 split"))
    t.append((search("Kestrel Prize 2025 shortlist announced April judges"), sres(
        (seller, "Kestrel Prize 2025 shortlist dominated by independent presses",
         "Independent publishers account for all six titles on this year's Kestrel Prize shortlist, with Fernhill Editions securing two places ...", "Apr 24, 2025"),
        (prize, "2025 Prize | The Kestrel Prize for Translated Fiction",
         "Judges: Helen Marrow (chair), Dev Kapoor and Lucía Ferrán. The £20,000 prize is divided equally between author and translator ...", "Jun 12, 2025"),
        ("https://www.kestrelprize.org/news/2025-judges", "Announcing the 2025 judges | The Kestrel Prize",
         "Novelist and translator Helen Marrow will chair this year's panel ...", "Oct 15, 2024"),
        ("https://www.booktrade.info/kestrel-2025-longlist", "Kestrel Prize reveals 12-strong longlist",
         "Twelve books translated from ten languages make the 2025 longlist ...", "Mar 6, 2025"),
        ("https://www.theguardian.com/books/2025/apr/24/kestrel-prize-2025-shortlist", "Kestrel prize shortlist spans Lisbon to Yerevan",
         "Six novels translated from Portuguese, Croatian, Czech, Armenian and Norwegian ...", "Apr 24, 2025"),
    )))
    t.append((extract(seller, "shortlisted titles and translators"), md("""
# Kestrel Prize 2025 shortlist dominated by independent presses

By Tom Ridley · 24 April 2025

Independent publishers account for all six titles on this year's Kestrel Prize for Translated Fiction shortlist, with Hebden Bridge-based Fernhill Editions securing two places.

The shortlist is:

- *The Salt Ledger* by Inês Carvalho Mota, translated from the Portuguese by Imogen Saltash (Fernhill Editions)
- *Nights in the Tannery* by Goran Vuksić, translated from the Croatian by Petra Lindell (Bramble Press)
- *A Field Guide to Absence* by Hana Kříženecká, translated from the Czech by Tom Ashworth (Corvid Books)
- *Eleven Ways to Cross a River* by Mariam Tadevosyan, translated from the Armenian by Ani Keshishian (Lanthorn)
- *The Glass Orchard* by Ingrid Vaage, translated from the Norwegian by Thea Morrow (Fernhill Editions)
- *Small Hours at Dockside* by Eirik Hovland, translated from the Norwegian by Sam Kerridge (Bramble Press)

Chair of judges Helen Marrow said the panel had "argued happily and at length" over 148 submissions. She is joined on the panel by Leicester bookseller Dev Kapoor and critic Lucía Ferrán.

Bramble Press publisher Jude Okonjo said: "Two Norwegian books on one shortlist tells you something about how much is happening in that literature right now."

The winner will be announced on 12 June at the Southbank Centre.
""")))
    t.append((extract(prize, "judges and prize money"), md(drift(page, "| Thea Morrow |", "| Thea Lomax |"))))
    t.append((search("Imogen Saltash translator interview The Salt Ledger"), sres(
        ("https://www.newstatesman.com/culture/books/2025/06/imogen-saltash-interview", "Imogen Saltash: 'Every translation is a ledger of losses'",
         "The Kestrel winner on learning Portuguese on night shifts, and why she kept the merchant's misspellings ...", "Jun 20, 2025"),
        ("https://www.fernhilleditions.co.uk/translators/imogen-saltash", "Imogen Saltash | Fernhill Editions",
         "Imogen Saltash translates from Portuguese. Her translations include The Salt Ledger (2024) ...", "N/A"),
        ("https://www.bbc.co.uk/sounds/play/m002c9x1", "Front Row - Kestrel Prize winner, new Almodóvar - BBC Sounds",
         "Inês Carvalho Mota and Imogen Saltash on winning the Kestrel Prize ...", "Jun 13, 2025"),
        ("https://lithub.com/the-invisible-partner-imogen-saltash/", "The Invisible Partner: A Conversation with Imogen Saltash ‹ Literary Hub",
         "On archives, account books and the music of nineteenth-century Portuguese commerce ...", "Jul 1, 2025"),
    )))
    return (question("List the 2025 Kestrel Prize for Translated Fiction shortlist (titles, authors and translators) and name the winner."),
            t, True, 8, "re-read prize page lists The Glass Orchard's translator as Thea Lomax; the same page earlier gave Thea Morrow")


# ---------------------------------------------------------------- Brightwater Aquaculture FY2024 (IR release, EDGAR 10-K)
def t_company_results() -> tuple[str, Turns, bool, int | None, str]:
    # Company annual results (IR press release read twice, 10-K segment note); BAD: turn 7 re-reads the same press release and its FY2024 total revenue is $812.4 million (bullet and table total), where turn 2 gave $798.0 million, the sum of the unchanged segment figures.
    m = Mem()
    pr = "https://investors.brightwateraqua.com/news-releases/news-release-details/brightwater-aquaculture-reports-fourth-quarter-and-full-year-2024"
    tenk = "https://www.sec.gov/Archives/edgar/data/1794522/000179452225000011/bwaq-20241231.htm"
    t: Turns = []
    t.append((search("Brightwater Aquaculture FY2024 results revenue by segment"), sres(
        (pr, "Brightwater Aquaculture Reports Fourth Quarter and Full Year 2024 Results",
         "Full-year revenue of $798.0 million, up 11.4%; Salmon Farming revenue of $412.6 million; net income of $61.9 million ...", "Feb 26, 2025"),
        ("https://www.sec.gov/cgi-bin/browse-edgar?action=getcompany&CIK=0001794522&type=10-K", "EDGAR Filing Index: Brightwater Aquaculture Corp (CIK 0001794522)",
         "10-K Annual report, filed 2025-03-03, period 2024-12-31 ...", "N/A"),
        ("https://finance.yahoo.com/quote/BWAQ/financials/", "Brightwater Aquaculture Corp. (BWAQ) Income Statement - Yahoo Finance",
         "Annual income statement for BWAQ: total revenue, cost of revenue, gross profit, operating expense ...", "N/A"),
        ("https://seekingalpha.com/news/4412987-brightwater-aquaculture-non-gaap-eps-of-0_41-beats-by-0_05-revenue-of-214_7m", "Brightwater Aquaculture Non-GAAP EPS of $0.41 beats by $0.05, revenue of $214.7M beats by $3.2M",
         "Brightwater Aquaculture press release (NASDAQ:BWAQ): Q4 Non-GAAP EPS of $0.41 beats by $0.05. Revenue of $214.7M (+9.8% Y/Y) ...", "Feb 26, 2025"),
        ("https://www.intrafish.com/salmon/brightwater-posts-record-harvest-volumes-in-2024/2-1-1795530", "Brightwater posts record harvest volumes in 2024",
         "The US-listed salmon farmer harvested 58,300 tonnes head-on gutted last year ...", "Feb 27, 2025"),
        ("https://www.macrotrends.net/stocks/charts/BWAQ/brightwater-aquaculture/revenue", "Brightwater Aquaculture Revenue 2020-2024 | BWAQ | MacroTrends",
         "Brightwater Aquaculture annual revenue for 2024 was $0.798B, a 11.4% increase from 2023 ...", "N/A"),
    )))
    release = """
# Brightwater Aquaculture Reports Fourth Quarter and Full Year 2024 Results

February 26, 2025 07:00 ET

SEATTLE — Brightwater Aquaculture Corp. (NASDAQ: BWAQ) today reported financial results for the fourth quarter and full year ended December 31, 2024.

## Full Year 2024 Highlights

- Revenue of $798.0 million, up 11.4% from $716.3 million in 2023
- Net income of $61.9 million, or $1.47 per diluted share, compared with $48.2 million, or $1.16 per diluted share, in 2023
- Adjusted EBITDA of $142.5 million, a margin of 17.9%
- Record harvest volume of 58,300 tonnes (head-on gutted), up 8%

## Fourth Quarter 2024 Highlights

- Revenue of $214.7 million, up 9.8% from $195.5 million in Q4 2023
- Net income of $16.3 million, or $0.39 per diluted share; adjusted EPS of $0.41

"2024 was the year our integrated model paid off," said CEO Karin Solberg. "Feed & Nutrition and Health Services grew with the farming business, and both now sell meaningfully to third parties."

## Revenue by Segment (in millions)

| Segment | FY2024 | FY2023 | Change |
| --- | --- | --- | --- |
| Salmon Farming | $412.6 | $371.9 | 10.9% |
| Feed & Nutrition | $288.1 | $262.0 | 10.0% |
| Health Services | $97.3 | $82.4 | 18.1% |
| **Total revenue** | **$798.0** | **$716.3** | **11.4%** |

## 2025 Outlook

- Revenue of $850 million to $880 million
- Harvest volume of 61,000 to 63,000 tonnes
- Capital expenditures of approximately $95 million, including the first phase of the Kodiak recirculating hatchery

## Conference Call

Management will host a conference call today at 8:30 a.m. ET. A replay will be available on the investor relations website for 90 days.

## About Brightwater Aquaculture

Brightwater Aquaculture Corp. farms Atlantic and coho salmon in the Pacific Northwest and Chile and supplies feed and fish-health services to the aquaculture industry.

Investor contact: Daniel Reyes, ir@brightwateraqua.com
"""
    t.append((extract(pr, "FY2024 total revenue, segment revenue"), md(release)))
    t.append(m.add(bwaq_fy24_revenue="$798.0M (+11.4% vs $716.3M in 2023)",
                   bwaq_fy24_segments="Salmon Farming $412.6M; Feed & Nutrition $288.1M; Health Services $97.3M"))
    t.append((search("Brightwater Aquaculture 10-K 2024 segment information note"), sres(
        (tenk, "bwaq-20241231 - 10-K - Brightwater Aquaculture Corp",
         "Note 17 — Segment Information. The Company has three reportable segments: Salmon Farming, Feed & Nutrition, and Health Services ...", "Mar 3, 2025"),
        ("https://www.sec.gov/cgi-bin/browse-edgar?action=getcompany&CIK=0001794522&type=10-K", "EDGAR Filing Index: Brightwater Aquaculture Corp (CIK 0001794522)",
         "10-K Annual report, filed 2025-03-03, period 2024-12-31 ...", "N/A"),
        ("https://www.annualreports.com/Company/brightwater-aquaculture-corp", "Brightwater Aquaculture Corp - AnnualReports.com",
         "View the 2024 annual report and past annual reports ...", "N/A"),
        ("https://last10k.com/sec-filings/bwaq", "BWAQ 10-K filings - Last10K",
         "Brightwater Aquaculture Corp annual and quarterly reports ...", "N/A"),
    )))
    t.append((extract(tenk, "segment revenue and segment operating income for 2024"), md("""
# BRIGHTWATER AQUACULTURE CORP. — FORM 10-K (fiscal year ended December 31, 2024)

## Notes to Consolidated Financial Statements

### Note 17 — Segment Information

The Company has three reportable segments: Salmon Farming, Feed & Nutrition, and Health Services. The chief operating decision maker evaluates performance based on segment revenue from external customers and segment operating income. Intersegment sales are recorded at cost and eliminated; the amounts below are revenue from external customers.

| (in thousands) | 2024 | 2023 | 2022 |
| --- | --- | --- | --- |
| **Revenue from external customers** | | | |
| Salmon Farming | $412,618 | $371,904 | $328,775 |
| Feed & Nutrition | 288,104 | 261,987 | 229,410 |
| Health Services | 97,318 | 82,433 | 66,102 |
| Total revenue | $798,040 | $716,324 | $624,287 |
| **Segment operating income** | | | |
| Salmon Farming | $58,412 | $47,380 | $39,911 |
| Feed & Nutrition | 31,705 | 26,944 | 22,168 |
| Health Services | 14,926 | 11,207 | 8,333 |
| Corporate and unallocated | (21,318) | (19,776) | (17,420) |
| Total operating income | $83,725 | $65,755 | $52,992 |

Long-lived assets located outside the United States (principally Chile) were $214.6 million and $198.3 million at December 31, 2024 and 2023, respectively.
""")))
    t.append(m.add(bwaq_fy24_eps="$1.47 diluted (net income $61.9M); Q4 $0.39 GAAP / $0.41 adjusted"))
    t.append((extract(pr, "net income, diluted EPS and 2025 outlook"),
              md(drift(release, "$798.0", "$812.4", count=2))))
    t.append((search("Brightwater Aquaculture 2025 guidance analyst reaction"), sres(
        ("https://www.intrafish.com/finance/analysts-cautious-on-brightwater-2025-guidance/2-1-1796044", "Analysts cautious on Brightwater's 2025 guidance",
         "The midpoint of the $850-$880 million range implies slower growth than 2024, analysts at two banks said ...", "Feb 28, 2025"),
        ("https://seekingalpha.com/article/4763120-brightwater-aquaculture-q4-2024-earnings-call-transcript", "Brightwater Aquaculture Corp. (BWAQ) Q4 2024 Earnings Call Transcript",
         "Karin Solberg, CEO: Good morning, everyone, and thank you for joining us ...", "Feb 26, 2025"),
        ("https://www.marketbeat.com/stocks/NASDAQ/BWAQ/price-target/", "Brightwater Aquaculture (BWAQ) Price Target and Analyst Ratings",
         "Consensus rating: Moderate Buy. Average price target $34.17 ...", "N/A"),
        ("https://www.fool.com/investing/2025/02/27/why-brightwater-aquaculture-stock-fell-today/", "Why Brightwater Aquaculture Stock Fell Today | The Motley Fool",
         "Shares slipped 6% as the company's harvest outlook came in below Wall Street's hopes ...", "Feb 27, 2025"),
    )))
    t.append(m.get("bwaq_fy24_eps"))
    return (question("What was Brightwater Aquaculture's FY2024 total revenue, how did it break down by segment, and what was diluted EPS?"),
            t, True, 7, "re-read press release gives FY2024 total revenue $812.4M (no longer the sum of its unchanged segments); the same release earlier said $798.0M")


# ---------------------------------------------------------------- Harrowgate Railway Museum (museum site, Wikipedia, obituary)
def t_museum_history() -> tuple[str, Turns, bool, int | None, str]:
    # Local museum history (museum's own history page, Wikipedia, obituary); BAD: turn 7's search snippet of the museum history URL quotes the opening as 18 May 1976, while turn 2's extraction of that same page (and turn 1's snippet) said 18 May 1974.
    m = Mem()
    hist = "https://www.harrowgaterailwaymuseum.org.uk/about/our-history"
    wiki = "https://en.wikipedia.org/wiki/Harrowgate_Railway_Museum"
    obit = "https://www.yorkshirepost.co.uk/news/obituaries/cyril-ashdown-railway-preservationist-1-2217654"
    gala = "https://www.harrowgaterailwaymuseum.org.uk/events/50th-anniversary-gala"
    t: Turns = []
    t.append((search("Harrowgate Railway Museum history founded opened"), sres(
        (hist, "Our History | Harrowgate Railway Museum",
         "Opened to the public on 18 May 1974 by the Harrowgate & District Railway Preservation Society, the museum began life in a former parcels office ...", "N/A"),
        (wiki, "Harrowgate Railway Museum - Wikipedia",
         "The Harrowgate Railway Museum is a railway museum in Harrowgate, North Yorkshire, England, housed in the former Midland Railway goods shed ...", "N/A"),
        ("https://www.tripadvisor.co.uk/Attraction_Review-g190749-d2155809-Reviews-Harrowgate_Railway_Museum-Harrowgate_North_Yorkshire_England.html", "Harrowgate Railway Museum (2025) - All You Need to Know BEFORE You Go",
         "Lovely little museum run by volunteers. Brake van rides on the first Sunday of the month ...", "N/A"),
        (obit, "Obituary: Cyril Ashdown, railway preservationist",
         "Signalman who led the campaign to save Harrowgate's railway heritage and founded the town's railway museum ...", "Mar 4, 2008"),
        ("https://www.heritagerailway.co.uk/museums/harrowgate", "Harrowgate Railway Museum | Heritage Railway Magazine",
         "Collection includes Peckett 0-4-0ST No. 1438 'Lady Beatrice' and a rare NER clerestory coach ...", "N/A"),
        ("https://www.visitnorthyorkshire.com/things-to-do/harrowgate-railway-museum", "Harrowgate Railway Museum | Visit North Yorkshire",
         "Open Wednesday to Sunday, March to October. Free entry for under-5s ...", "N/A"),
    )))
    t.append((extract(hist, "opening date, founders, key milestones"), md("""
# Our History

## Beginnings

The Harrowgate & District Railway Preservation Society (HDRPS) was formed in 1969 by a group of local enthusiasts led by Cyril Ashdown, a signalman at Harrowgate Central. Their first aim was modest: to save the signal box lever frame and station nameboards before the line's goods yard was cleared.

With the support of British Rail's divisional manager, the society was offered the use of the former Platform 3 parcels office, and after four years of volunteer work **the museum opened to the public on 18 May 1974**. Admission was 5p.

## Growing the collection

- **1978** — Society acquires North Eastern Railway clerestory coach No. 3453, rescued from use as a farm store near Thirsk.
- **1983** — Arrival of Peckett 0-4-0ST No. 1438 *Lady Beatrice*, built in 1916 for the Harrowgate gasworks.
- **1991** — The collection moves to the restored Midland Railway goods shed on Station Road, giving the museum four times the space.
- **2004** — A £1.2 million Heritage Lottery Fund grant pays for a new gallery and learning centre.
- **2006** — The Ashdown Gallery, named after our founder, opens on 9 July 2006.
- **2012** — Accredited by Arts Council England.
- **2024** — We celebrate our 50th anniversary with a gala weekend.

## Today

The museum is run almost entirely by volunteers and welcomes around 38,000 visitors a year. Brake van rides on our 400-yard demonstration line run on the first Sunday of each month from April to October.
""")))
    t.append(m.add(hrm_opened="18 May 1974 (museum's own history page)",
                   hrm_founder="Cyril Ashdown (signalman) and the Harrowgate & District Railway Preservation Society, formed 1969"))
    t.append((extract(wiki, "infobox details: established, founder, location"), md("""
# Harrowgate Railway Museum

From Wikipedia, the free encyclopedia

| Harrowgate Railway Museum | |
| --- | --- |
| Established | 1974 |
| Location | Station Road, Harrowgate, North Yorkshire, England |
| Type | Railway museum |
| Visitors | c. 38,000 (2023) |
| Founder | Cyril Ashdown |
| Website | harrowgaterailwaymuseum.org.uk |

The **Harrowgate Railway Museum** is a railway museum in Harrowgate, North Yorkshire, England. It is housed in the former Midland Railway goods shed on Station Road and is operated by the Harrowgate & District Railway Preservation Society, a registered charity.

## History

The preservation society was founded in 1969 by Cyril Ashdown (1926–2008), a local signalman. The museum first opened in the former parcels office on Platform 3 of Harrowgate Central station and moved to the goods shed in 1991.[1] A Heritage Lottery Fund grant in 2004 funded the Ashdown Gallery, which opened in 2006.[2]

## Collection

- Peckett 0-4-0ST No. 1438 *Lady Beatrice* (1916)
- NER clerestory coach No. 3453
- Lever frame from Harrowgate Central signal box (26 levers)
- Collection of over 300 station nameboards and enamel signs

## References

1. "Railway museum on the move". *Harrowgate Times*. 12 April 1991.
2. "Lottery cash for railway museum". *BBC News*. 18 November 2004.
""")))
    t.append((extract(obit, "Ashdown's role in founding the museum"), md("""
# Obituary: Cyril Ashdown, railway preservationist

Yorkshire Post · 4 March 2008

Cyril Ashdown, who has died aged 81, spent 38 years as a signalman on the railways around Harrowgate and most of the rest of his life making sure that the town would not forget them.

Born in Knaresborough in 1926, he joined the London and North Eastern Railway as a lad porter at 15. He was in Harrowgate Central signal box in 1968 when the goods yard closed and, watching the scrap merchants at work, resolved to save what he could.

In 1969 he called a meeting at the Station Hotel that founded the Harrowgate & District Railway Preservation Society. He served as its chairman for 27 years.

The opening of the museum's first small display in the old parcels office in May 1974, he often said, was the proudest day of his life after his wedding. He lived to see it move to the Midland goods shed and, in 2006, to open a gallery bearing his name.

He is survived by his wife, Margaret, their two daughters and five grandchildren.
""")))
    t.append(m.add(ashdown="Cyril Ashdown (1926-2008), signalman; called founding meeting of HDRPS in 1969; chairman for 27 years"))
    t.append((search("Harrowgate Railway Museum 50th anniversary celebrations 2024"), sres(
        ("https://www.harrowgatetimes.co.uk/news/24311562.railway-museum-marks-50-years-gala-weekend/", "Railway museum marks 50 years with gala weekend",
         "Visiting locomotives, a vintage bus link and a birthday cake in the shape of a brake van marked the milestone ...", "May 20, 2024"),
        (gala, "50th Anniversary Gala — 18 & 19 May 2024 | Harrowgate Railway Museum",
         "Join us for two days of celebrations, with visiting engines, brake van rides and the launch of our anniversary book ...", "Mar 12, 2024"),
        (hist, "Our History | Harrowgate Railway Museum",
         "... the museum opened to the public on 18 May 1976 in the former Platform 3 parcels office. Admission was 5p ...", "N/A"),
        ("https://www.heritagerailway.co.uk/news/harrowgate-at-50", "Harrowgate at 50: small museum, big ambitions",
         "Chairman Rob Ellery on the next half-century, including plans for a carriage shed ...", "Jun 2024"),
        ("https://www.facebook.com/harrowgaterailwaymuseum/posts/pfbid02Xk7", "Harrowgate Railway Museum - What a weekend! Thank you ...",
         "Over 2,300 visitors across the two days of our 50th anniversary gala ...", "May 20, 2024"),
    )))
    t.append((extract(gala, "what the anniversary gala included"), md("""
# 50th Anniversary Gala — 18 & 19 May 2024

Join us for two days of celebrations as the Harrowgate Railway Museum marks its half-century.

## Visiting locomotives

- Hudswell Clarke 0-6-0ST *Sir Berkeley* (courtesy of the Vintage Carriages Trust)
- Ruston & Hornsby 48DS diesel No. 7002

## Programme

| Time | Saturday 18 May | Sunday 19 May |
| --- | --- | --- |
| 10:00 | Gates open | Gates open |
| 11:00 | Official opening by the Mayor of Harrowgate | Model railway exhibition opens (Ashdown Gallery) |
| 12:00–16:00 | Brake van rides every 20 minutes | Brake van rides every 20 minutes |
| 14:00 | Launch of *Fifty Years on Station Road* anniversary book | Talk: "Saving the Central box" by volunteer Jean Pickles |
| 17:00 | Gates close | Gates close |

Vintage bus link from Harrowgate bus station every 30 minutes, operated by the Yorkshire Heritage Omnibus Group.

Tickets: Adults £9, children £4, family £22. Members free.
""")))
    t.append(m.get("ashdown"))
    return (question("When did the Harrowgate Railway Museum first open to the public, and who founded it?"),
            t, True, 7, "search snippet of the museum history URL quotes the opening date as 18 May 1976; the same page read earlier said 18 May 1974")


# ---------------------------------------------------------------- Eastern Counties Combination League (FA Full-Time)
def t_league_table() -> tuple[str, Turns, bool, int | None, str]:
    # Non-league football table (FA Full-Time table read twice, fixtures, club report); BAD: turn 8 re-reads the same table URL and Brantham Wanderers' Pts cell reads 68 (W20 D7 unchanged) where turn 2 showed 67, with no match played in between.
    m = Mem()
    table = "https://fulltime.thefa.com/table.html?league=8847213&selectedSeason=41836950&selectedDivision=563201174"
    fixtures = "https://fulltime.thefa.com/fixtures.html?league=8847213&selectedSeason=41836950&selectedDivision=563201174"
    report = "https://www.stowmarketrovers.co.uk/news/match-report-rovers-3-1-hadleigh-athletic"
    rules = "https://www.eccleague.co.uk/handbook/rules#rule-11"
    t: Turns = []
    t.append((search("Eastern Counties Combination League Premier Division table 2024-25"), sres(
        (table, "Premier Division - Eastern Counties Combination League - FA Full-Time",
         "League table. Pos Team P W D L GF GA GD Pts. 1 Stowmarket Rovers 34 ...", "N/A"),
        ("https://www.eccleague.co.uk/premier-division", "Premier Division | Eastern Counties Combination League",
         "Tables, fixtures and results for the 2024-25 Premier Division. Powered by FA Full-Time ...", "N/A"),
        (report, "Match report: Rovers 3-1 Hadleigh Athletic | Stowmarket Rovers FC",
         "Two goals from Callum Rix keep Rovers top with four games to play ...", "Apr 13, 2025"),
        ("https://www.nonleaguepaper.com/step-7-round-up-12-april-2025", "Step 7 round-up: title races go to the wire",
         "In the Eastern Counties Combination, Stowmarket Rovers, Brantham Wanderers and Kesgrave Town are separated by four points ...", "Apr 14, 2025"),
        ("https://www.pitchero.com/clubs/branthamwanderers/news/capel-1-1-brantham-2987154.html", "Capel St Mary 1-1 Brantham Wanderers - Brantham Wanderers FC",
         "A late equaliser from Josh Mayhew rescued a point for Wanderers ...", "Apr 12, 2025"),
    )))
    tab = """
# Premier Division — Eastern Counties Combination League 2024-25

League table as of 12/04/2025

| Pos | Team | P | W | D | L | GF | GA | GD | Pts |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
| 1 | Stowmarket Rovers | 34 | 21 | 6 | 7 | 71 | 38 | 33 | 69 |
| 2 | Brantham Wanderers | 34 | 20 | 7 | 7 | 66 | 35 | 31 | 67 |
| 3 | Kesgrave Town | 34 | 19 | 8 | 7 | 63 | 40 | 23 | 65 |
| 4 | Hadleigh Athletic | 34 | 18 | 6 | 10 | 58 | 44 | 14 | 60 |
| 5 | Framlingham Borough | 34 | 16 | 9 | 9 | 55 | 43 | 12 | 57 |
| 6 | Debenham United | 34 | 15 | 7 | 12 | 52 | 49 | 3 | 52 |
| 7 | Coddenham Rangers | 34 | 14 | 6 | 14 | 49 | 51 | -2 | 48 |
| 8 | Capel St Mary | 34 | 12 | 9 | 13 | 44 | 47 | -3 | 45 |
| 9 | Needham Athletic | 34 | 11 | 8 | 15 | 41 | 53 | -12 | 41 |
| 10 | Wickham Market Town | 34 | 10 | 7 | 17 | 39 | 58 | -19 | 37 |

Showing 1 to 10 of 20 entries · Previous · **1** · 2 · Next

Win 3 pts · Draw 1 pt · Loss 0 pts
"""
    t.append((extract(table, "current standings of the top clubs"), md(tab)))
    t.append(m.add(eccl_top3="1 Stowmarket Rovers 69 pts, 2 Brantham Wanderers 67, 3 Kesgrave Town 65 (all P34 of 38, table as of 12 Apr 2025)"))
    t.append((search("Eastern Counties Combination Premier Division remaining fixtures April May 2025"), sres(
        (fixtures, "Fixtures - Premier Division - Eastern Counties Combination League - FA Full-Time",
         "Upcoming fixtures: Sat 19 Apr 2025 15:00 ...", "N/A"),
        ("https://www.eccleague.co.uk/news/end-of-season-fixture-schedule", "End-of-season fixture schedule confirmed | ECCL",
         "All Premier Division fixtures on the final day, Saturday 10 May, will kick off at 3pm ...", "Mar 31, 2025"),
        ("https://www.kesgravetownfc.co.uk/fixtures", "Fixtures | Kesgrave Town FC",
         "Home and away fixtures for the first team ...", "N/A"),
    )))
    t.append((extract(fixtures, "remaining fixtures for Stowmarket, Brantham and Kesgrave"), md("""
# Fixtures — Premier Division — Eastern Counties Combination League 2024-25

Filtered: Stowmarket Rovers, Brantham Wanderers, Kesgrave Town · Upcoming

| Date / Time | Home | | Away | Venue |
| --- | --- | --- | --- | --- |
| 19/04/25 15:00 | Stowmarket Rovers | v | Needham Athletic | Greens Meadow Annexe |
| 19/04/25 15:00 | Debenham United | v | Brantham Wanderers | Debenham Leisure Centre |
| 19/04/25 15:00 | Kesgrave Town | v | Wickham Market Town | Bell Lane |
| 26/04/25 15:00 | Coddenham Rangers | v | Stowmarket Rovers | Coddenham Rec |
| 26/04/25 15:00 | Brantham Wanderers | v | Framlingham Borough | Brantham Leisure Centre |
| 26/04/25 15:00 | Capel St Mary | v | Kesgrave Town | Capel Recreation Ground |
| 03/05/25 15:00 | Stowmarket Rovers | v | Brantham Wanderers | Greens Meadow Annexe |
| 03/05/25 15:00 | Kesgrave Town | v | Hadleigh Athletic | Bell Lane |
| 10/05/25 15:00 | Framlingham Borough | v | Stowmarket Rovers | Badingham Road |
| 10/05/25 15:00 | Brantham Wanderers | v | Kesgrave Town | Brantham Leisure Centre |
""")))
    t.append((extract(report, "result and what it means for the title race"), md("""
# Match report: Rovers 3-1 Hadleigh Athletic

Saturday 12 April 2025 · Greens Meadow Annexe · Attendance 187

Two goals from Callum Rix kept Stowmarket Rovers top of the Premier Division with four games to play.

Rix opened the scoring after nine minutes, steering home Ollie Farrant's low cross, and doubled the lead just before half-time with a header from a corner. Hadleigh pulled one back through Kieran Mayes on the hour, but substitute Tyler Goode settled it in stoppage time.

Elsewhere, Brantham were held 1-1 at Capel St Mary and Kesgrave won 2-0 at Needham, so Rovers are two points clear of Brantham and four ahead of Kesgrave.

"It's in our hands," manager Darren Kettle said. "Win our four and nobody can catch us. But the trip to Coddenham and Brantham at home on 3 May are going to decide it."

**Rovers:** Leggett; Simms, Okafor, Barrett (c), Dunne; Farrant, Howlett, Pearce (Goode 71); Rix, Crane, Abbott.
""")))
    t.append(m.add(eccl_key_fixture="Stowmarket Rovers v Brantham Wanderers, Sat 3 May 2025, 15:00, Greens Meadow Annexe"))
    t.append((extract(table, "goal difference of the top three and tie-break order"), md(drift(tab, "| 31 | 67 |", "| 31 | 68 |"))))
    t.append((search("Eastern Counties Combination League rules clubs level on points goal difference"), sres(
        (rules, "League Handbook — Rules | Eastern Counties Combination League",
         "11. Where two or more clubs are level on points, their positions shall be decided by goal difference, then goals scored ...", "N/A"),
        ("https://www.thefa.com/-/media/files/thefaportal/governance-docs/standardised-league-rules-2024-25.pdf", "Standardised Rules for Step 7 Leagues 2024-25 - The FA",
         "League positions of clubs level on points shall be determined by goal difference; if still level, goals scored ...", "Jul 1, 2024"),
        ("https://www.eccleague.co.uk/handbook", "League Handbook 2024-25 | ECCL",
         "Officers, clubs, ground directory and league rules ...", "Aug 1, 2024"),
    )))
    t.append((extract(rules, "tie-break rules and promotion"), md("""
# League Handbook 2024-25 — Rules

## 11. League positions

11.1 Clubs shall be awarded three points for a win and one point for a draw.

11.2 Where two or more clubs are level on points, their positions in the table shall be decided by:
  (a) goal difference;
  (b) if still level, the greater number of goals scored;
  (c) if still level, the greater number of points gained in league matches between the clubs concerned;
  (d) if still level, a play-off match at a neutral venue arranged by the Management Committee.

11.3 Where a position is relevant to promotion, relegation or qualification for a competition and cannot be decided under 11.2 (a)–(c), rule 11.2 (d) shall apply.

## 12. Promotion

12.1 The Premier Division champion shall be eligible for promotion to Step 6, subject to meeting the ground grading and other requirements of the FA's National League System.

12.2 If the champion is not eligible or declines, the next highest-placed eligible club may apply.

## 13. Unplayed matches

13.1 All league fixtures must be completed by Saturday 10 May 2025 unless the Management Committee grants an extension.
""")))
    return (question("With four matches left, which clubs occupy the top three places in the Eastern Counties Combination League Premier Division 2024–25, and how many points separate them?"),
            t, True, 8, "re-read of the same league table shows Brantham Wanderers on 68 points (same W/D/L); the table earlier showed 67")


# ---------------------------------------------------------------- E-reader comparison (spec database, memory renames)
def t_ereader_compare() -> tuple[str, Turns, bool, int | None, str]:
    # Device spec comparison (spec pages, memory keys renamed via add+remove); BAD: turn 10's retrieve_all shows the old key 'reader_a' and no 'lumen_reader_7', although turn 7 added lumen_reader_7 and turn 8 removed reader_a.
    m = Mem()
    lumen = "https://www.ereaderspecs.net/lumen-reader-7"
    inkwell = "https://www.ereaderspecs.net/inkwell-nova-c"
    review = "https://the-ebook-reader.com/2025/02/lumen-reader-7-vs-inkwell-nova-c/"
    t: Turns = []
    t.append((search("Lumen Reader 7 specifications battery weight storage"), sres(
        (lumen, "Lumen Reader 7 - Full specifications | eReaderSpecs",
         "7-inch E Ink Kaleido 3 color display, 300 ppi B/W, 150 ppi color, 2,050 mAh battery, 199 g, 32 GB ...", "N/A"),
        ("https://www.lumendevices.com/reader-7", "Lumen Reader 7 — Color reading, waterproof | Lumen Devices",
         "Our lightest color e-reader yet. IPX8 waterproof, weeks of battery life, and a warm ComfortLight frontlight ...", "N/A"),
        ("https://the-ebook-reader.com/2024/10/lumen-reader-7-review/", "Lumen Reader 7 Review: Color Done Right?",
         "The Lumen Reader 7 is the first color e-reader from Lumen that doesn't feel like a compromise ...", "Oct 21, 2024"),
        ("https://www.reddit.com/r/ereader/comments/1fzq2kd/lumen_reader_7_first_impressions/", "Lumen Reader 7 first impressions : r/ereader",
         "Color is muted like all Kaleido 3 screens but the page turns are fast. Battery drain seems a bit higher with color ...", "Oct 9, 2024"),
        ("https://www.notebookcheck.net/Lumen-Reader-7-e-reader-review.891204.0.html", "Lumen Reader 7 e-reader review - Notebookcheck",
         "Measured brightness, battery runtime and display response of the 7-inch color e-reader ...", "Nov 14, 2024"),
    )))
    t.append((extract(lumen, "screen, battery, weight, storage, water resistance, price"), md("""
# Lumen Reader 7 — Full specifications

| Category | Specification |
| --- | --- |
| Announced | 2024, September 4 |
| Released | 2024, September 24 |
| Display | 7.0" E Ink Kaleido 3, 1264 × 1680 px (300 ppi B/W, 150 ppi color) |
| Frontlight | ComfortLight with adjustable color temperature |
| Processor | 2.0 GHz quad-core |
| RAM | 1 GB |
| Storage | 32 GB, no microSD |
| Battery | 2,050 mAh, non-removable |
| Weight | 199 g |
| Dimensions | 144.6 × 161.0 × 8.8 mm |
| Water resistance | IPX8 (2 m, 60 minutes) |
| Connectivity | Wi-Fi 802.11 b/g/n/ac, Bluetooth 5.1 (audiobooks) |
| Port | USB-C |
| Formats | EPUB, EPUB3, PDF, MOBI, CBZ, CBR, TXT, RTF, HTML, JPEG, PNG |
| Stylus | Not supported |
| Launch price | $219.99 |

**Battery life (manufacturer):** "weeks" of reading with color and frontlight off; 2,050 mAh rated.
""")))
    t.append(m.add(reader_a="Lumen Reader 7: 7in Kaleido 3 (300/150 ppi), 2,050 mAh, 199 g, 32 GB (no microSD), IPX8, $219.99"))
    t.append((search("Inkwell Nova C e-reader specs battery weight"), sres(
        (inkwell, "Inkwell Nova C - Full specifications | eReaderSpecs",
         "7.8-inch E Ink Kaleido 3, 1404 × 1872 (300 ppi B/W, 150 ppi color), Android 11, 2,200 mAh, 235 g, 64 GB + microSD ...", "N/A"),
        ("https://www.inkwelltech.com/nova-c", "Inkwell Nova C | Open Android e-reader with color",
         "Install any app from Google Play. 7.8\" color E Ink, stylus support, microSD expansion ...", "N/A"),
        ("https://goodereader.com/blog/reviews/inkwell-nova-c-review", "Inkwell Nova C Review - Good e-Reader",
         "The Nova C is a capable Android tablet with an E Ink screen, but it is heavier than most 7-inch readers ...", "Dec 3, 2024"),
        ("https://www.amazon.com/Inkwell-Nova-C-ePaper-Tablet/dp/B0DF4K7N2Q", "Inkwell Nova C 7.8\" Color ePaper Tablet - Amazon.com",
         "4.3 out of 5 stars. 64GB, Android 11, Google Play ...", "N/A"),
    )))
    t.append((extract(inkwell, "screen, battery, weight, storage, water resistance, price"), md("""
# Inkwell Nova C — Full specifications

| Category | Specification |
| --- | --- |
| Announced | 2024, August 20 |
| Released | 2024, September 10 |
| Display | 7.8" E Ink Kaleido 3, 1404 × 1872 px (300 ppi B/W, 150 ppi color) |
| Frontlight | Warm and cold, CTM |
| Operating system | Android 11, Google Play |
| Processor | 2.0 GHz octa-core |
| RAM | 4 GB |
| Storage | 64 GB, microSD up to 1 TB |
| Battery | 2,200 mAh, non-removable |
| Weight | 235 g |
| Dimensions | 194.0 × 136.5 × 7.0 mm |
| Water resistance | None |
| Connectivity | Wi-Fi 802.11 ac, Bluetooth 5.0 |
| Port | USB-C (OTG) |
| Stylus | Inkwell Pen 2 (sold separately) |
| Launch price | $279.00 |
""")))
    t.append(m.add(reader_b="Inkwell Nova C: 7.8in Kaleido 3 (300/150 ppi), 2,200 mAh, 235 g, 64 GB + microSD, no IP rating, $279"))
    t.append(m.add(lumen_reader_7=m.d["reader_a"], inkwell_nova_c=m.d["reader_b"]))
    t.append(m.remove("reader_a", "reader_b"))
    t.append((search("Lumen Reader 7 vs Inkwell Nova C battery life test"), sres(
        (review, "Lumen Reader 7 vs Inkwell Nova C: Which Color E-Reader Lasts Longer?",
         "We ran both readers through the same page-turn test with frontlight at 50% ...", "Feb 11, 2025"),
        ("https://www.reddit.com/r/ereader/comments/1ik9s1m/lumen_7_or_nova_c/", "Lumen 7 or Nova C? : r/ereader",
         "If you only read books the Lumen is lighter and waterproof. If you want apps, Nova C ...", "Feb 8, 2025"),
        ("https://www.notebookcheck.net/Inkwell-Nova-C-review.902214.0.html", "Inkwell Nova C review - Notebookcheck",
         "Battery runtime in our reading test: 41 hours with Wi-Fi off ...", "Jan 20, 2025"),
        ("https://www.youtube.com/watch?v=QmZ7v0cLr3E", "Lumen Reader 7 vs Inkwell Nova C - which should you buy?",
         "Side-by-side comparison of color, speed and battery ...", "Jan 29, 2025"),
    )))
    t.append((memory("retrieve_all"), pj({"reader_a": m.d["lumen_reader_7"], "inkwell_nova_c": m.d["inkwell_nova_c"]})))
    t.append((extract(review, "measured battery life of each device"), md("""
# Lumen Reader 7 vs Inkwell Nova C: Which Color E-Reader Lasts Longer?

By Nathan Ruiz · February 11, 2025

Both of these readers use the same Kaleido 3 color E Ink panel technology, but they take very different approaches: the Lumen Reader 7 is a closed, dedicated e-reader, while the Inkwell Nova C runs full Android 11 with Google Play.

## How we tested

Each device was set to 50% frontlight, Wi-Fi off, and turned a page every 30 seconds using an automated tapper until it shut down. We ran the test twice and averaged the results.

## Results

| Device | Battery | Pages turned | Runtime |
| --- | --- | --- | --- |
| Lumen Reader 7 | 2,050 mAh | 9,860 | 82 h 10 min |
| Inkwell Nova C | 2,200 mAh | 5,310 | 44 h 15 min |

The Lumen lasted almost twice as long despite its slightly smaller battery. Android's background services on the Nova C keep waking the processor even with Wi-Fi off; with the Inkwell "Deep sleep" setting enabled, its runtime rose to 51 hours in a third run.

## Verdict

If you want a reader for books, the Lumen Reader 7 is lighter (199 g vs 235 g), waterproof, and lasts far longer. If you need Android apps, a larger 7.8-inch screen, microSD storage or pen input, the Nova C is the only choice of the two.
""")))
    return (question("Compare the Lumen Reader 7 and the Inkwell Nova C e-readers on screen, battery, weight and storage."),
            t, True, 10, "retrieve_all lists the old key reader_a (removed) instead of the renamed lumen_reader_7 (added)")


# ---------------------------------------------------------------- Offshore Ferndale earthquake (USGS event pages, news)
def t_quake() -> tuple[str, Turns, bool, int | None, str]:
    # Clean: USGS event page read twice; between reads it is reviewed (magnitude 5.1 ml -> 4.9 Mww, depth and location refined, DYFI count up) with a later 'Updated' stamp; a different aftershock event page, EMSC's differing magnitude and a news story quoting the preliminary figure are all legitimate.
    m = Mem()
    main = "https://earthquake.usgs.gov/earthquakes/eventpage/nc75138422/executive"
    after = "https://earthquake.usgs.gov/earthquakes/eventpage/nc75138467/executive"
    news = "https://www.times-standard.com/2025/02/10/earthquake-shakes-humboldt-county/"
    t: Turns = []
    t.append((search("earthquake Ferndale California February 10 2025 magnitude"), sres(
        (main, "M 5.1 - 17 km WSW of Ferndale, CA",
         "2025-02-11 02:47:09 (UTC) | 40.512°N 124.453°W | 17.3 km depth | Review status: AUTOMATIC", "Feb 11, 2025"),
        (news, "Magnitude 5.1 earthquake shakes Humboldt County",
         "A preliminary magnitude 5.1 earthquake struck off the coast near Ferndale at 6:47 p.m. Monday, rattling dishes from Eureka to Fortuna ...", "Feb 10, 2025"),
        ("https://lostcoastoutpost.com/2025/feb/10/did-you-feel-it-quake-rattles-eureka/", "Did You Feel It? Quake Rattles Eureka Monday Evening",
         "Reports of a sharp jolt followed by rolling shaking came in from across the county ...", "Feb 10, 2025"),
        ("https://www.emsc-csem.org/Earthquake_information/earthquake.php?id=1752190", "M 5.0 - OFFSHORE NORTHERN CALIFORNIA - 2025-02-11 02:47:10 UTC",
         "Magnitude mb 5.0. Region: OFFSHORE NORTHERN CALIFORNIA. Depth 15 km ...", "Feb 11, 2025"),
        ("https://earthquake.usgs.gov/earthquakes/map/?extent=39.9,-125.3&extent=41.1,-123.6", "Latest Earthquakes | USGS",
         "Interactive map of recent earthquakes ...", "N/A"),
        ("https://www.reddit.com/r/humboldtcounty/comments/1imj2q8/earthquake/", "Earthquake! : r/humboldtcounty",
         "That was a good one in Ferndale. Longer than the December one but not as violent ...", "Feb 10, 2025"),
    )))
    t.append((extract(main, "magnitude, depth, location, time, review status"), md("""
# M 5.1 - 17 km WSW of Ferndale, CA

- 2025-02-11 02:47:09 (UTC)
- 40.512°N 124.453°W
- 17.3 km depth

## Event details

| | |
| --- | --- |
| Magnitude | 5.1 ml |
| Review status | AUTOMATIC |
| Time | 2025-02-11 02:47:09 UTC (2025-02-10 18:47:09 local, UTC-08:00) |
| Location | 40.512°N 124.453°W |
| Depth | 17.3 km |
| Event ID | nc75138422 |
| Contributor | NC 1 |
| Updated | 2025-02-11 03:18:44 UTC |

## Did You Feel It?

1,204 responses · Maximum reported intensity: V (Moderate)

## ShakeMap

Maximum estimated intensity: V (Moderate)

## PAGER

Green alert for shaking-related fatalities and economic losses. There is a low likelihood of casualties and damage.

## Tsunami

For official tsunami alerts, advisories, warnings and information, visit tsunami.gov. (No tsunami threat.)

## Nearby places

- 17.4 km (10.8 mi) WSW of Ferndale, California
- 26.1 km (16.2 mi) WSW of Fortuna, California
- 33.8 km (21.0 mi) SW of Eureka, California
""")))
    t.append(m.add(quake_id="nc75138422",
                   quake_prelim="M5.1 ml (AUTOMATIC, page updated 03:18:44 UTC); 17.3 km depth; 40.512N 124.453W; 2025-02-11 02:47:09 UTC"))
    t.append((extract(news, "reported magnitude, shaking and damage"), md("""
# Magnitude 5.1 earthquake shakes Humboldt County

By Isabel Loera · Times-Standard · February 10, 2025, 7:22 p.m.

A preliminary magnitude 5.1 earthquake struck off the coast near Ferndale at 6:47 p.m. Monday, rattling dishes and setting off car alarms from Eureka to Fortuna.

The U.S. Geological Survey placed the epicenter about 11 miles west-southwest of Ferndale at a depth of about 11 miles. Magnitudes and locations are often revised in the hours after an earthquake as seismologists review the data.

The Humboldt County Sheriff's Office said it had received no reports of damage or injuries as of 7:15 p.m. The National Tsunami Warning Center said no tsunami was expected.

"It was a sharp jolt and then a rolling for maybe ten seconds," said Ferndale resident Tom Navarro, who was cooking dinner when the shaking began. "The cat was under the bed before I was."

The area off Cape Mendocino, where three tectonic plates meet, is the most seismically active region in California.

This story will be updated.
""")))
    t.append((search("Ferndale earthquake aftershocks February 2025 USGS"), sres(
        (after, "M 3.2 - 15 km WSW of Ferndale, CA",
         "2025-02-11 03:06:52 (UTC) | 40.519°N 124.431°W | 15.9 km depth | Review status: REVIEWED", "Feb 11, 2025"),
        (main, "M 4.9 - 17 km WSW of Ferndale, CA",
         "2025-02-11 02:47:09 (UTC) | 40.508°N 124.447°W | 16.8 km depth | Review status: REVIEWED | Updated: 2025-02-11 03:51:30 UTC", "Feb 11, 2025"),
        ("https://earthquake.usgs.gov/earthquakes/eventpage/nc75138431/executive", "M 2.6 - 19 km W of Ferndale, CA",
         "2025-02-11 02:55:14 (UTC) | 40.533°N 124.482°W | 18.4 km depth | Review status: REVIEWED", "Feb 11, 2025"),
        ("https://lostcoastoutpost.com/2025/feb/10/aftershocks-continue-off-ferndale/", "Aftershocks Continue After Tonight's Quake Off Ferndale",
         "At least a dozen small aftershocks have been recorded so far, the largest a magnitude 3.2 about 20 minutes after the main shock ...", "Feb 10, 2025"),
        ("https://www.usgs.gov/programs/earthquake-hazards/science/mendocino-triple-junction", "Mendocino Triple Junction | U.S. Geological Survey",
         "Where the Pacific, North American and Gorda plates meet ...", "N/A"),
    )))
    t.append((extract(after, "magnitude, time and depth of the aftershock"), md("""
# M 3.2 - 15 km WSW of Ferndale, CA

- 2025-02-11 03:06:52 (UTC)
- 40.519°N 124.431°W
- 15.9 km depth

## Event details

| | |
| --- | --- |
| Magnitude | 3.2 md |
| Review status | REVIEWED |
| Time | 2025-02-11 03:06:52 UTC (2025-02-10 19:06:52 local, UTC-08:00) |
| Location | 40.519°N 124.431°W |
| Depth | 15.9 km |
| Event ID | nc75138467 |
| Contributor | NC 1 |
| Updated | 2025-02-11 03:40:02 UTC |

## Did You Feel It?

86 responses · Maximum reported intensity: III (Weak)

## Nearby places

- 15.2 km (9.4 mi) WSW of Ferndale, California
- 24.0 km (14.9 mi) WSW of Fortuna, California
""")))
    t.append(m.add(largest_aftershock="M3.2 md, nc75138467, 2025-02-11 03:06:52 UTC (~20 min after), 15.9 km depth"))
    t.append((extract(main, "final reviewed magnitude and depth"), md("""
# M 4.9 - 17 km WSW of Ferndale, CA

- 2025-02-11 02:47:09 (UTC)
- 40.508°N 124.447°W
- 16.8 km depth

## Event details

| | |
| --- | --- |
| Magnitude | 4.9 mww |
| Review status | REVIEWED |
| Time | 2025-02-11 02:47:09 UTC (2025-02-10 18:47:09 local, UTC-08:00) |
| Location | 40.508°N 124.447°W |
| Depth | 16.8 km |
| Event ID | nc75138422 |
| Contributor | NC 1 |
| Updated | 2025-02-11 03:51:30 UTC |

## Origin and magnitude products

| Product | Source | Magnitude | Depth |
| --- | --- | --- | --- |
| Origin (preferred) | NC | 4.9 mww | 16.8 km |
| Moment tensor | US | 4.9 Mww | 17.5 km (centroid) |
| Origin (superseded, automatic) | NC | 5.1 ml | 17.3 km |

## Did You Feel It?

3,877 responses · Maximum reported intensity: V (Moderate)

## ShakeMap

Maximum estimated intensity: V (Moderate)

## PAGER

Green alert for shaking-related fatalities and economic losses.

## Nearby places

- 17.0 km (10.6 mi) WSW of Ferndale, California
- 25.7 km (16.0 mi) WSW of Fortuna, California
- 33.4 km (20.8 mi) SW of Eureka, California
""")))
    t.append(m.add(quake_reviewed="M4.9 mww REVIEWED (updated 03:51:30 UTC); 16.8 km depth; 40.508N 124.447W; replaces automatic M5.1 ml"))
    t.append(m.all())
    return (question("An earthquake shook Humboldt County, California on the evening of February 10, 2025 (local time). What were its magnitude, depth and epicenter, and were there notable aftershocks?"),
            t, False, None, "clean")


# ---------------------------------------------------------------- MART Route 7 timetable (transit agency, archived PDF)
def t_timetable() -> tuple[str, Turns, bool, int | None, str]:
    # Clean: weekday vs Sunday views of the same route page (different query string), a service change moving the first Sunday trip from 7:05 to 6:15, the superseded Sept 2024 timetable with the old times and a slightly different Riverside Hospital time, and a memory update recording the change.
    m = Mem()
    route = "https://www.ridemart.org/routes/7-northgate"
    sunday = "https://www.ridemart.org/routes/7-northgate?day=sunday"
    change = "https://www.ridemart.org/service-changes/spring-2025"
    old = "https://www.ridemart.org/wp-content/uploads/2024/09/Route7_Sept2024.pdf"
    news = "https://www.millbrookdaily.com/2025/03/04/mart-sunday-service-expands/"
    t: Turns = []
    t.append((search("MART Route 7 Northgate schedule Millbrook Transit Center"), sres(
        (route, "Route 7 – Northgate | MART",
         "Weekday, Saturday and Sunday schedules for Route 7 Northgate. Effective March 30, 2025 ...", "N/A"),
        (change, "Spring 2025 Service Change — effective March 30 | MART",
         "Earlier Sunday service on Routes 3, 7 and 12, new Saturday trips on Route 15, and minor timing adjustments ...", "Mar 3, 2025"),
        (old, "Route 7 Northgate Timetable (Effective September 8, 2024)",
         "Millbrook Transit Center – 5th & Alder – Riverside Hospital – Hillcrest Mall – Northgate Park & Ride ...", "Sep 3, 2024"),
        ("https://moovitapp.com/index/en/public_transit-line-7-Millbrook-4812-1092334-39017288-0", "7 Route: Schedules, Stops & Maps - Northgate (Updated)",
         "The 7 bus (Northgate) has 24 stops departing from Millbrook Transit Center and ending at Northgate Park & Ride ...", "N/A"),
        (news, "MART to start Sunday buses earlier on three routes",
         "Riders on routes 3, 7 and 12 will be able to catch a bus about an hour earlier on Sundays starting March 30 ...", "Mar 4, 2025"),
    )))
    t.append((extract(route, "first northbound trip from Millbrook Transit Center"), md("""
# Route 7 – Northgate

Effective March 30, 2025

Day: **Weekday** · Saturday · Sunday

## Northbound — to Northgate Park & Ride

| Millbrook Transit Center | 5th & Alder | Riverside Hospital | Hillcrest Mall | Northgate P&R |
| --- | --- | --- | --- | --- |
| 5:12 AM | 5:18 AM | 5:25 AM | 5:34 AM | 5:46 AM |
| 5:42 AM | 5:48 AM | 5:55 AM | 6:04 AM | 6:16 AM |
| 6:12 AM | 6:18 AM | 6:25 AM | 6:34 AM | 6:46 AM |
| 6:42 AM | 6:48 AM | 6:55 AM | 7:04 AM | 7:16 AM |
| … every 30 minutes … | | | | |
| 8:42 PM | 8:48 PM | 8:55 PM | 9:04 PM | 9:16 PM |
| 9:42 PM | 9:48 PM | 9:55 PM | 10:04 PM | 10:16 PM |
| 10:42 PM | 10:48 PM | 10:55 PM | 11:04 PM | 11:16 PM |

Times shown are for Weekday service. Use the day selector above for Saturday and Sunday schedules.

Route 7 serves: Millbrook Transit Center, Downtown, Riverside Hospital, Hillcrest Mall, Northgate Park & Ride.
""")))
    t.append((search("MART Route 7 Sunday schedule first bus"), sres(
        (sunday, "Route 7 – Northgate (Sunday) | MART",
         "Sunday northbound: first trip 6:15 AM from Millbrook Transit Center, then hourly until 7:15 PM ...", "N/A"),
        (route, "Route 7 – Northgate | MART",
         "Weekday, Saturday and Sunday schedules for Route 7 Northgate. Effective March 30, 2025 ...", "N/A"),
        ("https://www.ridemart.org/riders/holiday-service", "Holiday Service | MART",
         "On New Year's Day, Memorial Day, Independence Day, Labor Day, Thanksgiving and Christmas, MART operates a Sunday schedule ...", "N/A"),
        ("https://www.ridemart.org/routes", "Routes & Schedules | MART", "Find your route ...", "N/A"),
    )))
    t.append((extract(sunday, "Sunday northbound times from Millbrook Transit Center"), md("""
# Route 7 – Northgate

Effective March 30, 2025

Day: Weekday · Saturday · **Sunday**

## Northbound — to Northgate Park & Ride

| Millbrook Transit Center | 5th & Alder | Riverside Hospital | Hillcrest Mall | Northgate P&R |
| --- | --- | --- | --- | --- |
| 6:15 AM | 6:21 AM | 6:27 AM | 6:35 AM | 6:46 AM |
| 7:15 AM | 7:21 AM | 7:27 AM | 7:35 AM | 7:46 AM |
| 8:15 AM | 8:21 AM | 8:27 AM | 8:35 AM | 8:46 AM |
| … every 60 minutes … | | | | |
| 6:15 PM | 6:21 PM | 6:27 PM | 6:35 PM | 6:46 PM |
| 7:15 PM | 7:21 PM | 7:27 PM | 7:35 PM | 7:46 PM |

Sunday schedule also operates on New Year's Day, Memorial Day, Independence Day, Labor Day, Thanksgiving Day and Christmas Day.
""")))
    t.append(m.add(r7_sun_first_nb="6:15 AM from Millbrook Transit Center (timetable eff. Mar 30, 2025)",
                   r7_wkdy_first_nb="5:12 AM from Millbrook Transit Center"))
    t.append((extract(change, "what changed on Route 7"), md("""
# Spring 2025 Service Change — effective Sunday, March 30

Posted March 3, 2025

MART's spring service change takes effect on **Sunday, March 30, 2025**. New printed timetables are available on buses and at the Millbrook Transit Center from March 17.

## Route changes

| Route | Change |
| --- | --- |
| 3 – Eastside | Sunday service starts about one hour earlier (first trip 6:30 AM, was 7:30 AM). |
| 7 – Northgate | Sunday service starts earlier and ends later: first northbound trip 6:15 AM (was 7:05 AM); last northbound trip 7:15 PM (was 6:05 PM). Weekday: minor timing adjustment at Riverside Hospital; no change to first or last trips. |
| 12 – College | Sunday service starts at 6:45 AM (was 7:45 AM). |
| 15 – Airport | Two new Saturday evening trips, leaving Millbrook Transit Center at 8:40 PM and 9:40 PM. |

## Why

Rider surveys in 2024 showed strong demand for earlier Sunday service for hospital, retail and hospitality workers. The changes are funded by the state's Transit Operating Assistance grant.
""")))
    t.append((extract(old, "Sunday and weekday first northbound trips under the previous timetable"), md("""
# Route 7 — Northgate

Effective September 8, 2024

## Weekday — Northbound

| Millbrook Transit Center | 5th & Alder | Riverside Hospital | Hillcrest Mall | Northgate P&R |
| --- | --- | --- | --- | --- |
| 5:12 | 5:18 | 5:27 | 5:34 | 5:46 |
| 5:42 | 5:48 | 5:57 | 6:04 | 6:16 |
| … every 30 minutes until … | | | | |
| **10:42** | **10:48** | **10:57** | **11:04** | **11:16** |

## Sunday — Northbound

| Millbrook Transit Center | 5th & Alder | Riverside Hospital | Hillcrest Mall | Northgate P&R |
| --- | --- | --- | --- | --- |
| 7:05 | 7:11 | 7:17 | 7:25 | 7:36 |
| 8:05 | 8:11 | 8:17 | 8:25 | 8:36 |
| … every 60 minutes until … | | | | |
| **6:05** | **6:11** | **6:17** | **6:25** | **6:36** |

AM times in light type, PM times in **bold**.
""")))
    t.append(m.update(r7_sun_first_nb="6:15 AM from Millbrook TC since Mar 30, 2025 (was 7:05 AM under the Sept 8, 2024 timetable)"))
    t.append((search("MART Sunday service expansion March 2025"), sres(
        (news, "MART to start Sunday buses earlier on three routes",
         "Riders on routes 3, 7 and 12 will be able to catch a bus about an hour earlier on Sundays starting March 30 ...", "Mar 4, 2025"),
        (change, "Spring 2025 Service Change — effective March 30 | MART",
         "Route 7: first northbound Sunday trip 6:15 AM (was 7:05 AM) ...", "Mar 3, 2025"),
        ("https://www.ridemart.org/board/minutes/2025-01-21", "Board of Directors Minutes — January 21, 2025 | MART",
         "Motion to approve the Spring 2025 service change as presented. Carried 7-0 ...", "Feb 19, 2025"),
    )))
    t.append((extract(news, "details for Route 7"), md("""
# MART to start Sunday buses earlier on three routes

By Dana Kessler · Millbrook Daily · March 4, 2025

Riders on routes 3, 7 and 12 will be able to catch a bus about an hour earlier on Sundays starting March 30, Millbrook Area Regional Transit announced Monday.

Route 7's first Sunday bus will leave Millbrook Transit Center at 6:15 a.m., 50 minutes earlier than now, and the last northbound trip will leave at 7:15 p.m. instead of 6:05 p.m.

"We heard from nurses at Riverside who were starting a 7 a.m. shift and had no way to get there on a Sunday," MART planning manager Luis Okoro said.

Weekday schedules will stay largely the same, with small timing tweaks on a few routes.

The expansion costs about $410,000 a year and is paid for with a state operating grant.
""")))
    t.append(m.all())
    return (question("On Sundays, when does the first northbound Route 7 bus leave Millbrook Transit Center under MART's current schedule, and how did that change with the spring 2025 service change?"),
            t, False, None, "clean")


# ---------------------------------------------------------------- Nuvexa approval (company PR, Drugs@FDA, label)
def t_fda_approval() -> tuple[str, Turns, bool, int | None, str]:
    # Clean: memory-heavy run: add three keys, update one with the Drugs@FDA details, remove the PDUFA key, retrieve it (Key not found), add a dosing key; approval before the PDUFA target date and differing per-trial figures are legitimate.
    m = Mem()
    pr = "https://ir.corvanetx.com/news-releases/news-release-details/corvane-announces-fda-approval-nuvexa-zelrapatin"
    daf = "https://www.accessdata.fda.gov/scripts/cder/daf/index.cfm?event=overview.process&ApplNo=218734"
    label = "https://www.accessdata.fda.gov/drugsatfda_docs/label/2025/218734s000lbl.pdf"
    t: Turns = []
    t.append((search("FDA approves Nuvexa zelrapatin Corvane hidradenitis suppurativa"), sres(
        (pr, "Corvane Therapeutics Announces FDA Approval of NUVEXA™ (zelrapatin), the First Oral IRAK4 Inhibitor for Moderate-to-Severe Hidradenitis Suppurativa",
         "... approval came ahead of the March 22, 2025 PDUFA target action date. NUVEXA is expected to be available in April ...", "Mar 14, 2025"),
        ("https://www.fiercepharma.com/pharma/corvane-beats-pdufa-date-nuvexa-nod-hidradenitis-suppurativa", "Corvane beats PDUFA date with Nuvexa nod in HS",
         "The FDA signed off on Corvane's once-daily pill a week before its target date, setting up a launch against injectable biologics ...", "Mar 17, 2025"),
        (daf, "Drugs@FDA: FDA-Approved Drugs — NUVEXA",
         "NDA 218734. Company: CORVANE THERAPEUTICS INC. Products on NDA 218734 ...", "N/A"),
        ("https://www.drugs.com/history/nuvexa.html", "Nuvexa (zelrapatin) FDA Approval History - Drugs.com",
         "FDA Approved: Yes (First approved March 14th, 2025). Brand name: Nuvexa. Generic name: zelrapatin ...", "Mar 15, 2025"),
        ("https://ir.corvanetx.com/news-releases/news-release-details/fda-accepts-nda-zelrapatin-priority-review", "FDA Accepts Corvane's NDA for Zelrapatin with Priority Review",
         "PDUFA target action date set for March 22, 2025 ...", "Sep 23, 2024"),
        ("https://www.biopharmadive.com/news/corvane-nuvexa-approval-hidradenitis-pill/742918/", "Corvane wins approval for first pill to treat hidradenitis suppurativa",
         "The approval gives patients an oral alternative to Humira, Cosentyx and Bimzelx ...", "Mar 14, 2025"),
    )))
    t.append((extract(pr, "approval date, indication, dose, PDUFA date"), md("""
# Corvane Therapeutics Announces FDA Approval of NUVEXA™ (zelrapatin), the First Oral IRAK4 Inhibitor for Moderate-to-Severe Hidradenitis Suppurativa

March 14, 2025 16:05 ET

CAMBRIDGE, Mass. — Corvane Therapeutics, Inc. (NASDAQ: CRVN) today announced that the U.S. Food and Drug Administration (FDA) has approved NUVEXA™ (zelrapatin) tablets for the treatment of adults with moderate-to-severe hidradenitis suppurativa (HS). The approval came ahead of the March 22, 2025 Prescription Drug User Fee Act (PDUFA) target action date.

NUVEXA is a once-daily oral inhibitor of interleukin-1 receptor-associated kinase 4 (IRAK4).

## Phase 3 HELIOS program

The approval is based on two randomized, double-blind, placebo-controlled Phase 3 trials, HELIOS-1 (n=612) and HELIOS-2 (n=598). At week 16, the proportion of patients achieving HiSCR75 was:

| Trial | NUVEXA 60 mg | Placebo |
| --- | --- | --- |
| HELIOS-1 | 46.2% | 24.8% |
| HELIOS-2 | 43.7% | 22.1% |

The most common adverse reactions (≥5%) were headache, upper respiratory tract infection, nausea and increased blood creatine phosphokinase.

"For people living with HS, the option of a pill rather than an injection is a meaningful step," said Dr. Elena Marquez, Chief Medical Officer.

## Availability

NUVEXA is expected to be available by prescription in the U.S. in April 2025. The Corvane Access program will offer co-pay support for eligible commercially insured patients.

Investor contact: Priya Natarajan, ir@corvanetx.com
""")))
    t.append(m.add(nuvexa_approval_date="March 14, 2025 (company press release)",
                   nuvexa_pdufa_date="March 22, 2025 (approved early)",
                   nuvexa_indication="adults with moderate-to-severe hidradenitis suppurativa"))
    t.append((search("Drugs@FDA NUVEXA NDA 218734 approval letter"), sres(
        (daf, "Drugs@FDA: FDA-Approved Drugs — NUVEXA",
         "NDA 218734. Company: CORVANE THERAPEUTICS INC. Products on NDA 218734: NUVEXA (ZELRAPATIN) 30MG, 60MG TABLET;ORAL ...", "N/A"),
        ("https://www.accessdata.fda.gov/drugsatfda_docs/appletter/2025/218734Orig1s000ltr.pdf", "NDA 218734 APPROVAL LETTER",
         "Please refer to your new drug application (NDA) dated and received July 22, 2024 ...", "Mar 14, 2025"),
        (label, "NUVEXA (zelrapatin) tablets, for oral use — Prescribing Information",
         "HIGHLIGHTS OF PRESCRIBING INFORMATION. Initial U.S. Approval: 2025 ...", "Mar 14, 2025"),
        ("https://www.fda.gov/drugs/novel-drug-approvals-fda/novel-drug-approvals-2025", "Novel Drug Approvals for 2025 | FDA",
         "Nuvexa (zelrapatin) 3/14/2025 To treat moderate-to-severe hidradenitis suppurativa ...", "N/A"),
    )))
    t.append((extract(daf, "approval date, application type and review priority"), md("""
# Drugs@FDA: FDA-Approved Drugs

## New Drug Application (NDA): 218734

Company: CORVANE THERAPEUTICS INC

## Products on NDA 218734

| Drug Name | Active Ingredients | Strength | Dosage Form/Route | Marketing Status | TE Code | RLD | RS |
| --- | --- | --- | --- | --- | --- | --- | --- |
| NUVEXA | ZELRAPATIN | 30MG | TABLET;ORAL | Prescription | None | Yes | No |
| NUVEXA | ZELRAPATIN | 60MG | TABLET;ORAL | Prescription | None | Yes | Yes |

## Approval Date(s) and History, Letters, Labels, Reviews for NDA 218734

| Action Date | Submission | Action Type | Submission Classification | Review Priority; Orphan Status | Letters, Reviews, Labels, Patient Package Insert |
| --- | --- | --- | --- | --- | --- |
| 03/14/2025 | ORIG-1 | Approval | Type 1 - New Molecular Entity | PRIORITY | Label (PDF) · Letter (PDF) |
""")))
    t.append(m.update(nuvexa_approval_date="03/14/2025 - NDA 218734 ORIG-1, Type 1 NME, priority review (Drugs@FDA)"))
    t.append(m.remove("nuvexa_pdufa_date"))
    t.append(m.get("nuvexa_pdufa_date", "nuvexa_approval_date"))
    t.append((search("NUVEXA prescribing information dosage 60 mg hepatic impairment"), sres(
        (label, "NUVEXA (zelrapatin) tablets, for oral use — Prescribing Information",
         "Recommended dosage: 60 mg orally once daily with or without food. Moderate hepatic impairment: 30 mg once daily ...", "Mar 14, 2025"),
        ("https://www.nuvexa.com/hcp/dosing", "Dosing | NUVEXA® (zelrapatin) for HCPs",
         "One 60 mg tablet, once a day. No titration. Lab monitoring before starting ...", "N/A"),
        ("https://www.drugs.com/dosage/nuvexa.html", "Nuvexa Dosage Guide - Drugs.com",
         "Usual adult dose for hidradenitis suppurativa: 60 mg orally once a day ...", "Mar 20, 2025"),
    )))
    t.append((extract(label, "recommended dosage and dose adjustments"), md("""
# HIGHLIGHTS OF PRESCRIBING INFORMATION

These highlights do not include all the information needed to use NUVEXA safely and effectively. See full prescribing information for NUVEXA.

NUVEXA (zelrapatin) tablets, for oral use
Initial U.S. Approval: 2025

## INDICATIONS AND USAGE

NUVEXA is an interleukin-1 receptor-associated kinase 4 (IRAK4) inhibitor indicated for the treatment of adults with moderate-to-severe hidradenitis suppurativa. (1)

## DOSAGE AND ADMINISTRATION

- Recommended dosage: 60 mg orally once daily, with or without food. (2.1)
- Obtain liver tests and a complete blood count before starting. (2.2)
- Moderate hepatic impairment (Child-Pugh B): 30 mg once daily. (2.3, 8.6)
- Severe hepatic impairment (Child-Pugh C): not recommended. (2.3, 8.6)
- Avoid use with strong CYP3A4 inducers. (7.1)

## DOSAGE FORMS AND STRENGTHS

Tablets: 60 mg, 30 mg (3)

## CONTRAINDICATIONS

None. (4)

## WARNINGS AND PRECAUTIONS

- Serious infections: avoid use in patients with an active, serious infection. (5.1)
- Hepatotoxicity: monitor liver tests. (5.2)

## ADVERSE REACTIONS

Most common adverse reactions (incidence ≥5%) are headache, upper respiratory tract infection, nausea, and increased blood creatine phosphokinase. (6.1)

Revised: 3/2025
""")))
    t.append(m.add(nuvexa_dose="60 mg PO once daily with/without food; 30 mg in moderate hepatic impairment (Child-Pugh B); not recommended in severe"))
    t.append(m.all())
    return (question("When did the FDA approve Corvane Therapeutics' zelrapatin (Nuvexa), for what indication, and at what dose?"),
            t, False, None, "clean")


# ---------------------------------------------------------------- Copperfield Road capacity (Wikipedia, club site, StadiumDB, BBC)
def t_stadium() -> tuple[str, Turns, bool, int | None, str]:
    # Clean: different sources legitimately disagree on capacity (Wikipedia 18,412; club 'around 18,500'; StadiumDB's stale 2021 figure 17,962), explained by a 2023 North Stand rebuild (+450); the Wikipedia URL reappears at a different rank with a different snippet; memory value updated and read back.
    m = Mem()
    wiki = "https://en.wikipedia.org/wiki/Copperfield_Road"
    club = "https://www.brackenfordtownfc.co.uk/club/stadium"
    sdb = "https://stadiumdb.com/stadiums/eng/copperfield_road"
    bbc = "https://www.bbc.co.uk/sport/football/66012345"
    t: Turns = []
    t.append((search("Copperfield Road stadium capacity Brackenford Town"), sres(
        (wiki, "Copperfield Road - Wikipedia",
         "Copperfield Road is a football stadium in Brackenford, England, the home ground of Brackenford Town. It has a capacity of 18,412 ...", "N/A"),
        (club, "Copperfield Road | Brackenford Town FC",
         "With room for around 18,500 supporters, Copperfield Road has been our home since 1908 ...", "N/A"),
        (sdb, "Copperfield Road – StadiumDB.com",
         "Capacity: 17,962. Built: 1908. Renovations: 1995–1997. Clubs: Brackenford Town AFC ...", "N/A"),
        (bbc, "Brackenford's new North Stand opens with 450 extra seats",
         "Brackenford Town's rebuilt North Stand was used for the first time on Saturday, taking Copperfield Road's capacity past 18,400 ...", "Aug 5, 2023"),
        ("https://www.footballgroundguide.com/leagues/england/league-one/copperfield-road-brackenford-town.html", "Copperfield Road - Brackenford Town - Football Ground Guide",
         "The ground has a capacity of 18,412. Away fans are housed in one side of the Copperfield Stand ...", "Sep 2, 2024"),
        ("https://www.transfermarkt.co.uk/brackenford-town/stadion/verein/2987", "Copperfield Road - Stadium - Brackenford Town",
         "Total capacity: 18.412. Seats: 18.412. Built: 1908. Undersoil heating: Yes ...", "N/A"),
        ("https://www.tripadvisor.co.uk/Attraction_Review-g2315602-d4201196-Reviews-Copperfield_Road-Brackenford.html", "Copperfield Road, Brackenford - Tripadvisor",
         "Stadium tours on non-matchdays, book via the club shop ...", "N/A"),
    )))
    t.append((extract(wiki, "current capacity and stand breakdown"), md("""
# Copperfield Road

From Wikipedia, the free encyclopedia

| Copperfield Road | |
| --- | --- |
| Location | Copperfield Road, Brackenford, Lancashire, England |
| Owner | Brackenford Borough Council (leased to the club) |
| Operator | Brackenford Town AFC |
| Capacity | 18,412 |
| Record attendance | 31,806 (v Preston North End, FA Cup, 2 February 1952) |
| Surface | Grass |
| Opened | 1908 |
| Renovated | 1995–1997, 2023 (North Stand) |
| Tenants | Brackenford Town AFC (1908–present) |

**Copperfield Road** is a football stadium in Brackenford, England, the home ground of Brackenford Town. It has a capacity of 18,412 following the rebuilding of the North Stand in 2023.

## History

Brackenford Town moved to Copperfield Road in 1908. The ground's record attendance of 31,806 was set for an FA Cup fourth-round tie against Preston North End in 1952. Following the Taylor Report, the ground became all-seater during a redevelopment between 1995 and 1997, leaving a capacity of 17,962.

In 2023 the North Stand ("the Kiln End") was demolished and rebuilt over the summer with a larger single tier, adding 450 seats; it reopened on 5 August 2023.

## Stands

| Stand | Capacity |
| --- | --- |
| North Stand (Kiln End) | 4,150 |
| Copperfield Stand (south) | 5,262 |
| East Stand (Family Stand) | 4,480 |
| West Stand (Main Stand) | 4,520 |
| **Total** | **18,412** |
""")))
    t.append(m.add(copperfield_capacity="18,412 (Wikipedia; includes 2023 North Stand rebuild)"))
    t.append((extract(club, "stadium capacity"), md("""
# Copperfield Road

Home of the Town since 1908

With room for around 18,500 supporters, Copperfield Road has been our home since 1908 and is one of the oldest continuously used football grounds in the North West.

## The stands

- **The Kiln End (North Stand)** — rebuilt in summer 2023, now seating more than 4,000 of our most vocal supporters.
- **The Copperfield Stand** — our largest stand, with away supporters housed in the eastern blocks.
- **The Family Stand (East)** — home of the Junior Kilners, with reduced-price tickets for under-16s.
- **The Main Stand (West)** — dressing rooms, hospitality lounges, media and directors' box.

## Stadium tours

Tours run on most non-matchday Wednesdays and Saturdays at 11am and 2pm. Adults £12, concessions £8.

## Getting here

Copperfield Road is a 12-minute walk from Brackenford station. Matchday parking is available at the Leisure Centre (£6).
""")))
    t.append((extract(sdb, "capacity and when the data was last updated"), md("""
# Copperfield Road

| | |
| --- | --- |
| Capacity | 17,962 |
| Country | England |
| City | Brackenford |
| Clubs | Brackenford Town AFC |
| Inauguration | 1908 |
| Renovations | 1995–1997 |
| Cost | — |
| Record attendance | 31,806 |

## Description

One of the oldest grounds in the Football League, Copperfield Road became all-seater during the redevelopment of 1995–1997, when three of the four stands were rebuilt. The club has long discussed replacing the old North Stand (Kiln End), the only stand not rebuilt in the 1990s.

*Last update: 14 March 2021*
""")))
    t.append((search("Brackenford North Stand rebuild 2023 capacity increase"), sres(
        (bbc, "Brackenford's new North Stand opens with 450 extra seats",
         "Brackenford Town's rebuilt North Stand was used for the first time on Saturday, taking Copperfield Road's capacity past 18,400 ...", "Aug 5, 2023"),
        ("https://www.brackenfordtownfc.co.uk/news/kiln-end-opening-day", "Kiln End opening day: everything you need to know | Brackenford Town FC",
         "The new Kiln End will be open for the first time for Saturday's pre-season friendly against Burnley ...", "Aug 2, 2023"),
        ("https://www.lancashiretelegraph.co.uk/sport/23512987.brackenford-kiln-end-demolition-begins/", "Demolition begins on Brackenford's Kiln End",
         "The 1930s stand will be replaced by a larger single tier in a £7.8m project due to finish before the new season ...", "May 16, 2023"),
        (wiki, "Copperfield Road - Wikipedia",
         "In 2023 the North Stand (\"the Kiln End\") was demolished and rebuilt over the summer with a larger single tier, adding 450 seats ...", "N/A"),
    )))
    t.append((extract(bbc, "capacity before and after the rebuild"), md("""
# Brackenford's new North Stand opens with 450 extra seats

BBC Sport · 5 August 2023

Brackenford Town's rebuilt North Stand was used for the first time on Saturday, taking Copperfield Road's capacity past 18,400.

The £7.8m single-tier stand, known to supporters as the Kiln End, holds 4,150 fans, up from 3,700 in the 1930s structure it replaced, and lifts the ground's total capacity from 17,962 to 18,412.

Around 3,900 fans filled the new stand for the pre-season friendly against Burnley, which Town lost 2-1.

Chairman Graham Healey said: "This is the first major investment in the ground in almost 30 years. The Kiln End was always the heart of Copperfield Road, and now it finally looks like it."

The work was completed in 11 weeks, with contractors working through the night in the final fortnight to get the stand certified before the new season.
""")))
    t.append(m.update(copperfield_capacity="18,412 since 5 Aug 2023 (was 17,962; North Stand rebuild +450). Club site says 'around 18,500'; StadiumDB still shows 17,962 (last updated Mar 2021)"))
    t.append(m.get("copperfield_capacity"))
    t.append((search("Copperfield Road record attendance Preston 1952"), sres(
        ("https://www.brackenfordtownfc.co.uk/club/history/records", "Club Records | Brackenford Town FC",
         "Record attendance: 31,806 v Preston North End, FA Cup fourth round, 2 February 1952 ...", "N/A"),
        (wiki, "Copperfield Road - Wikipedia",
         "Record attendance: 31,806 (v Preston North End, FA Cup, 2 February 1952) ...", "N/A"),
        ("https://www.lancashiretelegraph.co.uk/nostalgia/19822314.day-31-806-packed-copperfield-road/", "The day 31,806 packed into Copperfield Road",
         "Fans climbed onto the roof of the old Kiln End to see Tom Finney's Preston ...", "Feb 2, 2022"),
    )))
    return (question("What is the current capacity of Copperfield Road, home of Brackenford Town, and has it changed recently?"),
            t, False, None, "clean")


# ---------------------------------------------------------------- Outdoor power equipment regulation (EUR-Lex, law firm blog)
def t_eu_regulation() -> tuple[str, Turns, bool, int | None, str]:
    # Clean: the original OJ text (2 %), the amending regulation replacing '2 %' by '4 %' from 1 Jan 2025, the consolidated version (4 %) and a 2023 law-firm article (2 %) are different documents at different URLs; memory updated to mark the original figure as superseded.
    m = Mem()
    oj = "https://eur-lex.europa.eu/eli/reg/2022/2106/oj"
    amend = "https://eur-lex.europa.eu/eli/reg/2024/1337/oj"
    cons = "https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX:02022R2106-20250101"
    lex = "https://www.lexology.com/library/detail.aspx?g=6b1f0c2e-8d3a-4a77-9f4e-1c2d7b5a9e01"
    t: Turns = []
    t.append((search("Regulation (EU) 2022/2106 outdoor power equipment penalties Article 21 fines turnover"), sres(
        (oj, "Regulation (EU) 2022/2106 of the European Parliament and of the Council of 16 November 2022 on ecodesign and energy labelling requirements for outdoor power equipment",
         "... Member States shall ensure that the maximum amount of fines ... is at least 2 % of the economic operator's annual turnover in the Member State concerned ...", "N/A"),
        (cons, "Consolidated text: Regulation (EU) 2022/2106 of the European Parliament and of the Council of 16 November 2022 ...",
         "02022R2106 — EN — 01.01.2025 — 001.001. Amended by: M1 Regulation (EU) 2024/1337 of 24 April 2024 ...", "N/A"),
        (lex, "EU outdoor power equipment regulation: what manufacturers need to know - Lexology",
         "... national penalties with maximum fines of at least 2% of turnover, market surveillance ...", "Jan 19, 2023"),
        (amend, "Regulation (EU) 2024/1337 of the European Parliament and of the Council of 24 April 2024 amending Regulation (EU) 2022/2106 as regards penalties and market surveillance",
         "... in Article 21, paragraph 3, '2 %' is replaced by '4 %' ...", "N/A"),
        ("https://single-market-economy.ec.europa.eu/sectors/outdoor-power-equipment/questions-and-answers_en", "Outdoor power equipment: questions and answers - European Commission",
         "Which products are covered? When do the requirements apply? What are the penalties for non-compliance? ...", "Feb 2025"),
        ("https://www.euractiv.com/section/energy-environment/news/parliament-backs-tougher-fines-for-non-compliant-garden-equipment/", "Parliament backs tougher fines for non-compliant garden equipment",
         "MEPs voted to double the minimum ceiling for national fines after market surveillance authorities reported widespread non-compliance ...", "Mar 12, 2024"),
    )))
    t.append((extract(oj, "text of Article 21 on penalties and date of application"), md("""
# REGULATION (EU) 2022/2106 OF THE EUROPEAN PARLIAMENT AND OF THE COUNCIL

of 16 November 2022

on ecodesign and energy labelling requirements for outdoor power equipment, and repealing Directive 2000/14/EC as regards equipment within its scope

(OJ L 301, 24.11.2022, p. 1)

…

## Article 21 — Penalties

1. Member States shall lay down the rules on penalties applicable to infringements of this Regulation and shall take all measures necessary to ensure that they are implemented. The penalties provided for shall be effective, proportionate and dissuasive.

2. When deciding on the type and level of penalties, Member States shall take into account the nature, gravity and duration of the infringement, the number of non-compliant units placed on the market and whether the economic operator has previously committed a similar infringement.

3. Member States shall ensure that the maximum amount of fines for infringements referred to in paragraph 1 is at least 2 % of the economic operator's annual turnover in the Member State concerned in the financial year preceding the decision imposing the fine.

4. Member States shall notify the Commission of those rules and measures by 1 June 2023 and shall notify it, without delay, of any subsequent amendment affecting them.

…

## Article 30 — Entry into force and application

This Regulation shall enter into force on the twentieth day following that of its publication in the Official Journal of the European Union.

It shall apply from 1 December 2023.

This Regulation shall be binding in its entirety and directly applicable in all Member States.
""")))
    t.append(m.add(art21_3_original="at least 2% of annual turnover in the Member State (Reg. 2022/2106 as published, OJ L 301, 24.11.2022)"))
    t.append((extract(amend, "what the amendment changes in Article 21 and from when"), md("""
# REGULATION (EU) 2024/1337 OF THE EUROPEAN PARLIAMENT AND OF THE COUNCIL

of 24 April 2024

amending Regulation (EU) 2022/2106 as regards penalties and market surveillance

(OJ L, 2024/1337, 17.5.2024)

…

## Article 1 — Amendments to Regulation (EU) 2022/2106

Regulation (EU) 2022/2106 is amended as follows:

…

(8) in Article 20, paragraph 2 is replaced by the following: "2. Market surveillance authorities shall carry out checks on at least 1 % of the models placed on the market each year ...";

(9) in Article 21, paragraph 3, '2 %' is replaced by '4 %';

(10) in Article 21, the following paragraph is added: "5. Member States shall report annually to the Commission on the penalties imposed under this Article.";

…

## Article 2 — Entry into force and application

This Regulation shall enter into force on the twentieth day following that of its publication in the Official Journal of the European Union.

Points (9) and (10) of Article 1 shall apply from 1 January 2025.

This Regulation shall be binding in its entirety and directly applicable in all Member States.

Done at Strasbourg, 24 April 2024.
""")))
    t.append((extract(cons, "current wording of Article 21(3)"), md("""
# Consolidated text

This text is meant purely as a documentation tool and has no legal effect.

02022R2106 — EN — 01.01.2025 — 001.001

**REGULATION (EU) 2022/2106 OF THE EUROPEAN PARLIAMENT AND OF THE COUNCIL of 16 November 2022 on ecodesign and energy labelling requirements for outdoor power equipment, and repealing Directive 2000/14/EC as regards equipment within its scope**

(OJ L 301, 24.11.2022, p. 1)

Amended by:

| | | Official Journal No | page | date |
| --- | --- | --- | --- | --- |
| ►M1 | Regulation (EU) 2024/1337 of the European Parliament and of the Council of 24 April 2024 | L 2024/1337 | 1 | 17.5.2024 |

…

## Article 21 — Penalties

1. Member States shall lay down the rules on penalties applicable to infringements of this Regulation ...

3. Member States shall ensure that the maximum amount of fines for infringements referred to in paragraph 1 is at least ►M1 4 % ◄ of the economic operator's annual turnover in the Member State concerned in the financial year preceding the decision imposing the fine.

4. Member States shall notify the Commission of those rules and measures by 1 June 2023 and shall notify it, without delay, of any subsequent amendment affecting them.

▼M1
5. Member States shall report annually to the Commission on the penalties imposed under this Article.
""")))
    t.append(m.update(art21_3_original="2% of annual turnover in the MS: original text, applied until 31 Dec 2024 (superseded)"))
    t.append(m.add(art21_3_current="at least 4% of annual turnover in the MS, from 1 Jan 2025 (Reg. 2024/1337, Art. 1(9)); consolidated text 02022R2106-20250101"))
    t.append((search("EU outdoor power equipment fines 4% turnover 2025 manufacturers"), sres(
        ("https://www.twobirds.com/en/insights/2024/eu/outdoor-power-equipment-tougher-penalties-from-2025", "Outdoor power equipment: tougher penalties from 2025 - Bird & Bird",
         "From 1 January 2025, Member States must provide for maximum fines of at least 4% of national turnover ...", "Jun 10, 2024"),
        (cons, "Consolidated text: Regulation (EU) 2022/2106 ...",
         "Article 21(3): ... at least 4 % of the economic operator's annual turnover ...", "N/A"),
        (lex, "EU outdoor power equipment regulation: what manufacturers need to know - Lexology",
         "... national penalties with maximum fines of at least 2% of turnover, market surveillance ...", "Jan 19, 2023"),
        ("https://www.euractiv.com/section/energy-environment/news/parliament-backs-tougher-fines-for-non-compliant-garden-equipment/", "Parliament backs tougher fines for non-compliant garden equipment",
         "MEPs voted to double the minimum ceiling for national fines ...", "Mar 12, 2024"),
    )))
    t.append((extract(lex, "what the article says about penalties"), md("""
# EU outdoor power equipment regulation: what manufacturers need to know

Hartley & Moss LLP · Europe · January 19 2023

Regulation (EU) 2022/2106 was published in the Official Journal on 24 November 2022 and will apply from 1 December 2023. It brings lawnmowers, leaf blowers, hedge trimmers, chainsaws and other outdoor power equipment under a single ecodesign and energy labelling framework, replacing the noise rules of Directive 2000/14/EC for equipment in scope.

## Key obligations

- **Noise limits** tightened by 2–3 dB(A) for most categories from 1 December 2023
- **Energy label** for battery and mains-powered equipment, with classes A to G
- **Repairability**: spare parts for at least 7 years after the last unit is placed on the market

## Penalties

Member States must set penalties that are effective, proportionate and dissuasive. For the first time in EU product law of this kind, the Regulation sets a floor for the maximum fine: national law must allow fines of at least 2% of the economic operator's annual turnover in the Member State concerned. Member States must notify their rules to the Commission by 1 June 2023.

## What to do now

Manufacturers should review their product portfolios against the new noise limits and begin preparing technical documentation for the energy label.

*This article reflects the law as at the date of publication.*
""")))
    t.append(m.all())
    return (question("Under Regulation (EU) 2022/2106 on outdoor power equipment, what floor must Member States set for maximum fines as the rule applies today, and when did it change?"),
            t, False, None, "clean")


# ---------------------------------------------------------------- Harlow Precision Instruments (Companies House, Endole)
def t_companies_house() -> tuple[str, Turns, bool, int | None, str]:
    # Clean: three similarly named companies with different numbers and statuses; the registered office moved in June 2024 (AD01 in the filing history), so Endole's page last updated Sept 2023 still shows the old address; the holdings company has a previous name.
    m = Mem()
    ch = "https://find-and-update.company-information.service.gov.uk/company/"
    hpi, hold, old = ch + "08731455", ch + "11960284", ch + "05518823"
    endole = "https://www.endole.co.uk/company/08731455/harlow-precision-instruments-limited"
    t: Turns = []
    t.append((search("Harlow Precision Instruments Limited Companies House"), sres(
        (hpi, "HARLOW PRECISION INSTRUMENTS LIMITED overview - Find and update company information - GOV.UK",
         "HARLOW PRECISION INSTRUMENTS LIMITED - Free company information from Companies House including registered office address, filing history, accounts, annual return ...", "N/A"),
        (hold, "HARLOW PRECISION INSTRUMENTS (HOLDINGS) LIMITED overview - Find and update company information - GOV.UK",
         "HARLOW PRECISION INSTRUMENTS (HOLDINGS) LIMITED - Free company information from Companies House ...", "N/A"),
        (old, "HARLOW PRECISION LTD overview - Find and update company information - GOV.UK",
         "HARLOW PRECISION LTD - Free company information from Companies House ... Dissolved ...", "N/A"),
        (endole, "Harlow Precision Instruments Limited - Company Profile - Endole",
         "Harlow Precision Instruments Limited is an active company incorporated on 14 October 2013 with the registered office located in Harlow, Essex ...", "N/A"),
        ("https://www.harlowprecision.co.uk/", "Harlow Precision Instruments | Calibration & Metrology Equipment",
         "UKAS-accredited calibration of pressure, temperature and electrical instruments. Made in Harlow since 2013 ...", "N/A"),
        ("https://opencorporates.com/companies/gb/08731455", "HARLOW PRECISION INSTRUMENTS LIMITED :: England and Wales (UK) :: OpenCorporates",
         "Company Number 08731455, Status Active, Incorporation Date 14 October 2013 ...", "N/A"),
    )))
    t.append((extract(hpi, "company number, status, incorporation date, registered office"), md("""
# HARLOW PRECISION INSTRUMENTS LIMITED

Company number **08731455**

Overview · Filing history · People · More

**Registered office address**
Unit 7, Pinnacles West Business Park, Roydon Road, Harlow, Essex, England, CM19 5AR

**Company status**
Active

**Company type**
Private limited Company

**Incorporated on**
14 October 2013

## Accounts

Next accounts made up to 31 December 2024, due by 30 September 2025

Last accounts made up to 31 December 2023

## Confirmation statement

Next statement date 14 October 2025, due by 28 October 2025

Last statement dated 14 October 2024

## Nature of business (SIC)

- 26511 - Manufacture of electronic measuring, testing etc. equipment, not for industrial process control
- 33130 - Repair of electronic and optical equipment
""")))
    t.append(m.add(hpi_number="08731455", hpi_incorporated="14 October 2013",
                   hpi_office="Unit 7, Pinnacles West Business Park, Roydon Road, Harlow, Essex, CM19 5AR",
                   hpi_status="Active"))
    t.append((extract(hpi + "/filing-history", "recent filings, especially address changes"), md("""
# HARLOW PRECISION INSTRUMENTS LIMITED

Company number 08731455

## Filing history

| Date | Type | Description |
| --- | --- | --- |
| 15 Oct 2024 | CS01 | Confirmation statement made on 14 October 2024 with no updates |
| 26 Sep 2024 | AA | Total exemption full accounts made up to 31 December 2023 |
| 03 Jun 2024 | AD01 | Registered office address changed from 14 River Way Harlow Essex CM20 2DP to Unit 7, Pinnacles West Business Park Roydon Road Harlow Essex CM19 5AR on 3 June 2024 |
| 24 Oct 2023 | CS01 | Confirmation statement made on 14 October 2023 with no updates |
| 28 Sep 2023 | AA | Total exemption full accounts made up to 31 December 2022 |
| 17 Jan 2023 | AP01 | Appointment of Mrs Fiona Adebayo-Clarke as a director on 16 January 2023 |
| 26 Oct 2022 | CS01 | Confirmation statement made on 14 October 2022 with no updates |
| 30 Sep 2022 | AA | Total exemption full accounts made up to 31 December 2021 |

Showing 8 of 47 filings
""")))
    t.append((search("Harlow Precision Instruments 14 River Way Harlow"), sres(
        (endole, "Harlow Precision Instruments Limited - Company Profile - Endole",
         "Registered address: 14 River Way, Harlow, Essex, CM20 2DP. Incorporated 14 October 2013 ...", "N/A"),
        ("https://www.yell.com/biz/harlow-precision-instruments-harlow-8124472/", "Harlow Precision Instruments, Harlow | Calibration Services - Yell",
         "14 River Way, Harlow, CM20 2DP. Calibration services ...", "N/A"),
        ("https://www.harlowprecision.co.uk/contact", "Contact us | Harlow Precision Instruments",
         "We've moved! From June 2024 find us at Unit 7, Pinnacles West Business Park, Roydon Road, Harlow CM19 5AR ...", "N/A"),
        ("https://www.google.com/maps/place/14+River+Way,+Harlow+CM20+2DP", "14 River Way, Harlow CM20 2DP - Google Maps", "", "N/A"),
    )))
    t.append((extract(endole, "registered address and when the profile was last updated"), md("""
# Harlow Precision Instruments Limited

Active · Company number 08731455 · Incorporated 14 October 2013

## Registered address

14 River Way, Harlow, Essex, CM20 2DP

## Key information

| | |
| --- | --- |
| SIC code | 26511 - Manufacture of electronic measuring, testing etc. equipment |
| Employees (est.) | 24 |
| Net assets (Dec 2022) | £1.16M |
| Directors | 3 (Robert Fenwick, Anita Fenwick, Fiona Adebayo-Clarke) |
| Parent company | Harlow Precision Instruments (Holdings) Limited |

## Similar companies

- Harlow Precision Ltd (Dissolved)
- Essex Metrology Services Ltd
- Templefield Calibration Ltd

*Data last updated: 11 September 2023*
""")))
    t.append((extract(hold, "company number, status, previous names, registered office"), md("""
# HARLOW PRECISION INSTRUMENTS (HOLDINGS) LIMITED

Company number **11960284**

**Registered office address**
Unit 7, Pinnacles West Business Park, Roydon Road, Harlow, Essex, England, CM19 5AR

**Company status**
Active

**Company type**
Private limited Company

**Incorporated on**
23 April 2019

## Previous company names

| Name | Period |
| --- | --- |
| HPI GROUP LIMITED | 23 Apr 2019 - 11 Feb 2020 |

## Accounts

Next accounts made up to 31 December 2024, due by 30 September 2025

Last accounts made up to 31 December 2023

## Nature of business (SIC)

- 70100 - Activities of head offices
""")))
    t.append((extract(old, "status and dates"), md("""
# HARLOW PRECISION LTD

Company number **05518823**

**Registered office address**
45 Fourth Avenue, Harlow, Essex, CM20 1DU

**Company status**
Dissolved

**Dissolved on**
9 July 2019

**Company type**
Private limited Company

**Incorporated on**
26 July 2005

## Accounts

Last accounts made up to 31 July 2017

## Nature of business (SIC)

- 25620 - Machining
""")))
    t.append(m.add(not_to_confuse="Harlow Precision Ltd 05518823 (machining; dissolved 9 Jul 2019); HPI (Holdings) Ltd 11960284 is the parent, formerly HPI Group Ltd (until 11 Feb 2020)"))
    t.append(m.get("hpi_number", "hpi_office", "hpi_status"))
    return (question("Find the company number, incorporation date and current registered office of Harlow Precision Instruments Limited, and check whether it is still active."),
            t, False, None, "clean")


# ---------------------------------------------------------------- Baroda v Tripura, Ranji Trophy (ESPNcricinfo live scorecard)
def t_cricket_live() -> tuple[str, Turns, bool, int | None, str]:
    # Clean: a live scorecard read three times during day 3 (lunch, mid-session, tea): total, overs, wickets, batters' scores, bowling figures and the deficit all advance consistently; a day-2 report and a points table that excludes the match in progress.
    m = Mem()
    live = "https://www.espncricinfo.com/series/ranji-trophy-2024-25-1447658/baroda-vs-tripura-elite-group-c-1447731/live-cricket-score"
    rep = "https://www.espncricinfo.com/series/ranji-trophy-2024-25-1447658/baroda-vs-tripura-elite-group-c-1447731/match-report-day-2"
    pts = "https://www.espncricinfo.com/series/ranji-trophy-2024-25-1447658/points-table-standings"

    def card(status: str, score: str, crr: str, bats: list[str], extras: str, fow: str, bowl: list[str], partnership: str) -> str:
        return md(f"""
# Baroda vs Tripura, Elite Group C, Ranji Trophy 2024/25

Kotambi Stadium, Vadodara · Nov 13–16, 2024 · 4-day match

**Baroda** 341
**Tripura** {score}

{status}

## Tripura 1st innings

| Batter | Dismissal | R | B | 4s | 6s |
| --- | --- | --- | --- | --- | --- |
{chr(10).join(bats)}
| Extras | {extras} | | | | |
| **Total** | **{score}** · CRR {crr} | | | | |

**Fall of wickets:** {fow}

**Current partnership:** {partnership}

| Bowler | O | M | R | W | Econ |
| --- | --- | --- | --- | --- | --- |
{chr(10).join(bowl)}
""")

    top = ["| Arjun Debnath | c Mehta b Solanki | 34 | 71 | 5 | 0 |",
           "| Rajat Saha | lbw b Parmar | 12 | 29 | 2 | 0 |",
           "| Srideep Paul | b Solanki | 57 | 118 | 7 | 1 |",
           "| Manish Rao | c †Vyas b Mehta | 29 | 64 | 3 | 0 |"]
    fow4 = "1-31 (Rajat Saha, 9.4 ov), 2-67 (Arjun Debnath, 23.1 ov), 3-128 (Srideep Paul, 44.5 ov), 4-161 (Manish Rao, 52.2 ov)"
    t: Turns = []
    t.append((search("Baroda vs Tripura Ranji Trophy 2024-25 live score"), sres(
        (live, "Baroda vs Tripura, Elite Group C, Ranji Trophy 2024/25 Live Score - ESPNcricinfo",
         "Tripura 188/4 (61.2 ov). Day 3 - Lunch: Tripura trail by 153 runs ...", "N/A"),
        ("https://www.cricbuzz.com/live-cricket-scores/104412/bar-vs-tri-elite-group-c-ranji-trophy-2024-25", "Baroda vs Tripura Live Cricket Score, Elite Group C | Cricbuzz.com",
         "TRI 188/4 (61.2) · Day 3: Lunch - Tripura trail by 153 runs ...", "N/A"),
        (rep, "Thakkar's 118 lifts Baroda to 341; Sultan takes five - ESPNcricinfo",
         "Tripura reached 72 for 2 at stumps on the second day, still 269 behind ...", "Nov 14, 2024"),
        ("https://www.bcci.tv/domestic/ranji-trophy-elite/2024-25/match/bar-vs-tri", "Baroda vs Tripura | Ranji Trophy Elite 2024-25 | BCCI.tv",
         "Scorecard, commentary and match info ...", "N/A"),
        (pts, "Ranji Trophy 2024/25 Points Table - ESPNcricinfo",
         "Standings for Elite Groups A, B, C and D and the Plate group ...", "N/A"),
    )))
    t.append((extract(live, "current score, batters at the crease, deficit"), card(
        "Day 3 - Lunch: Tripura trail by 153 runs", "188/4 (61.2 ov)", "3.06",
        top + ["| Tanmoy Das | not out | 38 | 66 | 5 | 0 |", "| Bishal Ghosh | not out | 11 | 20 | 1 | 0 |"],
        "7 (b 2, lb 3, nb 2)", fow4,
        ["| Vikas Solanki | 17 | 4 | 48 | 2 | 2.82 |", "| Hardik Parmar | 14 | 3 | 41 | 1 | 2.93 |",
         "| Rohan Mehta | 13.2 | 2 | 46 | 1 | 3.45 |", "| Nirav Sheth | 11 | 3 | 27 | 0 | 2.45 |",
         "| Dhruv Pandya | 6 | 1 | 21 | 0 | 3.50 |"],
        "27 runs (54 balls), Das 15, Ghosh 11")))
    t.append(m.add(bar_v_tri_lunch_d3="Baroda 341; Tripura 188/4 (61.2 ov), trail by 153 - Lunch, day 3"))
    t.append((search("Baroda 341 Tripura day 2 report Ranji Trophy Thakkar"), sres(
        (rep, "Thakkar's 118 lifts Baroda to 341; Sultan takes five - ESPNcricinfo",
         "Kunal Thakkar's fourth first-class hundred carried Baroda to 341 before Parvez Sultan's 5 for 74 ...", "Nov 14, 2024"),
        ("https://www.cricbuzz.com/cricket-news/132145/ranji-trophy-round-6-day-2-roundup", "Ranji Trophy round 6, day 2 roundup | Cricbuzz.com",
         "Baroda bowled out for 341 in Vadodara; Tripura 72/2 at stumps ...", "Nov 14, 2024"),
    )))
    t.append((extract(rep, "Baroda's innings and close of play on day 2"), md("""
# Thakkar's 118 lifts Baroda to 341; Sultan takes five

ESPNcricinfo staff · Nov 14, 2024

**Stumps, day 2: Tripura 72 for 2 (Paul 21*, Rao 4*) trail Baroda 341 (Thakkar 118, Solanki 46, Sultan 5-74) by 269 runs**

Kunal Thakkar's fourth first-class hundred carried Baroda to 341 in Vadodara, but Tripura's left-arm spinner Parvez Sultan ensured the hosts did not run away with the game, finishing with 5 for 74 from 31.3 overs.

Resuming on 254 for 5, Baroda lost Thakkar early in the morning, caught at slip off Sultan after a 241-ball stay that included 14 fours and two sixes. Vikas Solanki's breezy 46 from No. 8 added valuable runs before Baroda were bowled out in the 113th over, for 341 in 112.3 overs.

Tripura lost Rajat Saha lbw to Hardik Parmar in the tenth over and Arjun Debnath, caught by Rohan Mehta off Solanki for a patient 34, shortly after drinks. Srideep Paul and Manish Rao saw them through to stumps.
""")))
    t.append((extract(live, "latest score and wickets"), card(
        "Day 3 - Session 2: Tripura trail by 105 runs", "236/6 (78.4 ov)", "3.00",
        top + ["| Tanmoy Das | lbw b Solanki | 61 | 114 | 8 | 0 |", "| Bishal Ghosh | c †Vyas b Parmar | 24 | 52 | 3 | 0 |",
               "| Rohit Bhowmik | not out | 7 | 16 | 1 | 0 |", "| Abhijit Sarkar | not out | 3 | 8 | 0 | 0 |"],
        "9 (b 2, lb 4, nb 3)", fow4 + ", 5-203 (Bishal Ghosh, 70.1 ov), 6-229 (Tanmoy Das, 76.5 ov)",
        ["| Vikas Solanki | 22 | 5 | 63 | 3 | 2.86 |", "| Hardik Parmar | 18 | 4 | 52 | 2 | 2.89 |",
         "| Rohan Mehta | 16.4 | 2 | 57 | 1 | 3.42 |", "| Nirav Sheth | 14 | 3 | 35 | 0 | 2.50 |",
         "| Dhruv Pandya | 8 | 1 | 23 | 0 | 2.88 |"],
        "7 runs (11 balls), Bhowmik 4, Sarkar 3")))
    t.append(m.add(bar_v_tri_latest="Tripura 236/6 (78.4 ov), trail by 105 - day 3, session 2 (Das 61, Ghosh 24 out)"))
    t.append((search("Ranji Trophy 2024-25 Elite Group C points table"), sres(
        (pts, "Ranji Trophy 2024/25 Points Table - ESPNcricinfo",
         "Elite Group C: Baroda 19, Odisha 16, Services 14 ...", "N/A"),
        ("https://www.bcci.tv/domestic/ranji-trophy-elite/2024-25/points-table", "Ranji Trophy Elite 2024-25 Points Table | BCCI.tv",
         "Points table for all elite groups ...", "N/A"),
        ("https://sportstar.thehindu.com/cricket/ranji-trophy/ranji-trophy-2024-25-points-table-group-c/article68859021.ece", "Ranji Trophy 2024-25 points table: Baroda on top of Group C",
         "Baroda lead Group C after five rounds ...", "Nov 11, 2024"),
    )))
    t.append((extract(pts, "Elite Group C standings"), md("""
# Ranji Trophy 2024/25 — Points Table

## Elite Group C

| Pos | Team | M | W | L | D | Pts | Quotient |
| --- | --- | --- | --- | --- | --- | --- | --- |
| 1 | Baroda | 5 | 2 | 0 | 3 | 19 | 1.412 |
| 2 | Odisha | 5 | 2 | 1 | 2 | 16 | 1.187 |
| 3 | Services | 5 | 1 | 0 | 4 | 14 | 1.095 |
| 4 | Jharkhand | 5 | 1 | 1 | 3 | 11 | 1.021 |
| 5 | Tripura | 5 | 1 | 2 | 2 | 10 | 0.934 |
| 6 | Assam | 5 | 0 | 1 | 4 | 6 | 0.901 |
| 7 | Goa | 5 | 0 | 1 | 4 | 6 | 0.842 |
| 8 | Himachal Pradesh | 5 | 0 | 1 | 4 | 4 | 0.776 |

Win: 6 points (+1 bonus for an innings or 10-wicket win). Draw with first-innings lead: 3. Draw without first-innings lead: 1. Table does not include matches in progress. Top two teams qualify for the quarter-finals.
""")))
    t.append((extract(live, "score at tea"), card(
        "Day 3 - Tea: Tripura trail by 80 runs", "261/6 (88 ov)", "2.97",
        top + ["| Tanmoy Das | lbw b Solanki | 61 | 114 | 8 | 0 |", "| Bishal Ghosh | c †Vyas b Parmar | 24 | 52 | 3 | 0 |",
               "| Rohit Bhowmik | not out | 22 | 45 | 3 | 0 |", "| Abhijit Sarkar | not out | 13 | 34 | 1 | 0 |"],
        "9 (b 2, lb 4, nb 3)", fow4 + ", 5-203 (Bishal Ghosh, 70.1 ov), 6-229 (Tanmoy Das, 76.5 ov)",
        ["| Vikas Solanki | 25 | 6 | 69 | 3 | 2.76 |", "| Hardik Parmar | 21 | 5 | 58 | 2 | 2.76 |",
         "| Rohan Mehta | 18 | 2 | 67 | 1 | 3.72 |", "| Nirav Sheth | 16 | 4 | 38 | 0 | 2.38 |",
         "| Dhruv Pandya | 8 | 1 | 23 | 0 | 2.88 |"],
        "32 runs (67 balls), Bhowmik 19, Sarkar 13")))
    t.append(m.all())
    return (question("What is the live situation in the Ranji Trophy match between Baroda and Tripura in Vadodara (day 3), and where do the two teams stand in Elite Group C?"),
            t, False, None, "clean")


# ---------------------------------------------------------------- TRSA paper versions (arXiv v1/v2, OpenReview, PwC, GitHub)
def t_arxiv_versions() -> tuple[str, Turns, bool, int | None, str]:
    # Clean: arXiv v2 (latest) reports 81.9% while the explicit v1 URL reports 81.4%; a July 2024 blog and the HF paper page quote v1, Papers with Code and the GitHub README quote v2 and explain the change; all version-consistent.
    m = Mem()
    abs_ = "https://arxiv.org/abs/2406.11873"
    v1 = "https://arxiv.org/abs/2406.11873v1"
    orv = "https://openreview.net/forum?id=kX7qTr2mNa"
    blog = "https://www.aiwatchdigest.com/2024/07/02/trsa-token-routed-sparse-adapters/"
    pwc = "https://paperswithcode.com/paper/token-routed-sparse-adapters-for-efficient"
    gh = "https://github.com/mlzhao/trsa"
    t: Turns = []
    t.append((search("Token-Routed Sparse Adapters efficient vision transformers arXiv 2406.11873"), sres(
        (abs_, "[2406.11873] Token-Routed Sparse Adapters for Efficient Vision Transformers",
         "... On ImageNet-1k, TRSA-B reaches 81.9% top-1 accuracy while using 38% fewer FLOPs than a dense ViT-B/16 baseline ...", "Oct 3, 2024"),
        (orv, "Token-Routed Sparse Adapters for Efficient Vision Transformers | OpenReview",
         "NeurIPS 2024 Poster. TL;DR: Route each token through a small subset of sparse adapters to cut ViT compute ...", "N/A"),
        (pwc, "Token-Routed Sparse Adapters for Efficient Vision Transformers | Papers With Code",
         "Ranked #14 on Image Classification on ImageNet (GFLOPs < 12) ...", "N/A"),
        (gh, "GitHub - mlzhao/trsa: Official PyTorch implementation of TRSA (NeurIPS 2024)",
         "Token-Routed Sparse Adapters. Pretrained checkpoints, training and evaluation scripts ...", "N/A"),
        (blog, "TRSA: sparse adapters make ViTs 38% cheaper - AI Watch Digest",
         "A new preprint from Zhao et al. routes tokens through sparse adapters and reports 81.4% top-1 on ImageNet ...", "Jul 2, 2024"),
        ("https://huggingface.co/papers/2406.11873", "Paper page - Token-Routed Sparse Adapters for Efficient Vision Transformers",
         "... TRSA-B reaches 81.4% top-1 accuracy, within 0.4 points of a dense ViT-B/16 baseline ...", "Jun 18, 2024"),
        ("https://www.semanticscholar.org/paper/Token-Routed-Sparse-Adapters-Zhao-Wierzbicki/8c1f0e4a", "Token-Routed Sparse Adapters for Efficient Vision Transformers | Semantic Scholar",
         "Citations: 17 ...", "N/A"),
    )))
    t.append((extract(abs_, "reported ImageNet top-1 for TRSA-B and version history"), md("""
# Computer Science > Computer Vision and Pattern Recognition

**[Submitted on 17 Jun 2024 (v1), last revised 3 Oct 2024 (this version, v2)]**

# Token-Routed Sparse Adapters for Efficient Vision Transformers

Mei-Lin Zhao, Tomasz Wierzbicki, Aarav Deshpande, Lena Hoffmann

> Abstract: Vision Transformers apply the same dense computation to every token, although many tokens carry little information. We propose Token-Routed Sparse Adapters (TRSA), which replace the MLP blocks of a pretrained ViT with a pool of low-rank sparse adapters and a lightweight router that sends each token through at most two of them. On ImageNet-1k, TRSA-B reaches 81.9% top-1 accuracy while using 38% fewer FLOPs than a dense ViT-B/16 baseline (81.8%). TRSA also transfers to COCO detection and ADE20K segmentation with similar savings. Code is available at https://github.com/mlzhao/trsa.

| | |
| --- | --- |
| Comments: | NeurIPS 2024 camera-ready. v2: corrected evaluation resolution for TRSA-B (224 px), updated Tables 2 and 4, added router temperature ablation |
| Subjects: | Computer Vision and Pattern Recognition (cs.CV); Machine Learning (cs.LG) |
| Cite as: | arXiv:2406.11873 [cs.CV] |
| | (or arXiv:2406.11873v2 [cs.CV] for this version) |
| | https://doi.org/10.48550/arXiv.2406.11873 |

## Submission history

From: Mei-Lin Zhao

[v1] Mon, 17 Jun 2024 16:42:11 UTC (1,842 KB)
**[v2]** Thu, 3 Oct 2024 09:15:37 UTC (2,106 KB)
""")))
    t.append((extract(v1, "top-1 accuracy reported in version 1"), md("""
# Computer Science > Computer Vision and Pattern Recognition

**[Submitted on 17 Jun 2024 (this version), latest version 3 Oct 2024 (v2)]**

# Token-Routed Sparse Adapters for Efficient Vision Transformers

Mei-Lin Zhao, Tomasz Wierzbicki, Aarav Deshpande, Lena Hoffmann

> Abstract: Vision Transformers apply the same dense computation to every token, although many tokens carry little information. We propose Token-Routed Sparse Adapters (TRSA), which replace the MLP blocks of a pretrained ViT with a pool of low-rank sparse adapters and a lightweight router that sends each token through at most two of them. On ImageNet-1k, TRSA-B reaches 81.4% top-1 accuracy, within 0.4 points of a dense ViT-B/16 baseline (81.8%), while using 38% fewer FLOPs. TRSA also transfers to COCO detection and ADE20K segmentation with similar savings.

| | |
| --- | --- |
| Comments: | 23 pages, 9 figures |
| Subjects: | Computer Vision and Pattern Recognition (cs.CV); Machine Learning (cs.LG) |
| Cite as: | arXiv:2406.11873 [cs.CV] |
| | (or arXiv:2406.11873v1 [cs.CV] for this version) |

## Submission history

From: Mei-Lin Zhao

**[v1]** Mon, 17 Jun 2024 16:42:11 UTC (1,842 KB)
[v2] Thu, 3 Oct 2024 09:15:37 UTC (2,106 KB)
""")))
    t.append(m.add(trsa_v1_top1="81.4% TRSA-B ImageNet-1k top-1 (arXiv v1, 17 Jun 2024)",
                   trsa_v2_top1="81.9% TRSA-B (arXiv v2, 3 Oct 2024; eval resolution corrected to 224 px); baseline ViT-B/16 81.8%; 38% fewer FLOPs"))
    t.append((extract(orv, "venue, decision and reported accuracy"), md("""
# Token-Routed Sparse Adapters for Efficient Vision Transformers

Mei-Lin Zhao, Tomasz Wierzbicki, Aarav Deshpande, Lena Hoffmann

Published: 25 Sept 2024, Last Modified: 30 Oct 2024 · NeurIPS 2024 poster

**Keywords:** vision transformer, sparse adapters, conditional computation, efficiency

**TL;DR:** Route each token through a small subset of sparse adapters to cut ViT compute by 38% without losing accuracy.

**Abstract:** ... On ImageNet-1k, TRSA-B reaches 81.9% top-1 accuracy while using 38% fewer FLOPs than a dense ViT-B/16 baseline (81.8%) ...

**Primary Area:** machine vision

**Submission Number:** 11284

## Paper Decision

Decision: Accept (poster)

Comment: Reviewers agree that the routing design is simple and effective, and the rebuttal resolved the main concern about the evaluation protocol for TRSA-B. The authors should include the corrected ImageNet numbers and the router temperature ablation in the camera-ready version.
""")))
    t.append((search("TRSA sparse adapters 81.4 ImageNet top-1"), sres(
        (blog, "TRSA: sparse adapters make ViTs 38% cheaper - AI Watch Digest",
         "A new preprint from Zhao et al. routes tokens through sparse adapters and reports 81.4% top-1 on ImageNet ...", "Jul 2, 2024"),
        ("https://huggingface.co/papers/2406.11873", "Paper page - Token-Routed Sparse Adapters for Efficient Vision Transformers",
         "... TRSA-B reaches 81.4% top-1 accuracy, within 0.4 points of a dense ViT-B/16 baseline ...", "Jun 18, 2024"),
        (abs_, "[2406.11873] Token-Routed Sparse Adapters for Efficient Vision Transformers",
         "... On ImageNet-1k, TRSA-B reaches 81.9% top-1 accuracy while using 38% fewer FLOPs ...", "Oct 3, 2024"),
        ("https://x.com/mlzhao_/status/1802789123456789012", "Mei-Lin Zhao on X: \"New paper: Token-Routed Sparse Adapters ...\"",
         "81.4% top-1 at 10.9 GFLOPs. Code coming soon! 🧵 ...", "Jun 18, 2024"),
    )))
    t.append((extract(blog, "numbers the article reports"), md("""
# TRSA: sparse adapters make ViTs 38% cheaper

AI Watch Digest · July 2, 2024 · 4 min read

A new preprint from researchers led by Mei-Lin Zhao proposes Token-Routed Sparse Adapters (TRSA), a way to make Vision Transformers cheaper by sending each token through only a couple of small adapter modules instead of a full MLP.

## Key numbers

- **81.4%** top-1 accuracy on ImageNet-1k for TRSA-B
- **81.8%** for the dense ViT-B/16 baseline it is built from
- **38%** fewer FLOPs (10.9 vs 17.6 GFLOPs)

The 0.4-point accuracy gap is small for that much compute saved, and the authors show similar trade-offs on COCO and ADE20K.

## Our take

The idea builds on mixture-of-experts work in language models but is unusually simple to bolt onto an existing checkpoint. Code has not been released yet; the authors say it is "coming soon".

*Based on arXiv:2406.11873 (v1).*
""")))
    t.append((extract(pwc, "leaderboard entry for TRSA-B"), md("""
# Token-Routed Sparse Adapters for Efficient Vision Transformers

NeurIPS 2024 · Mei-Lin Zhao, Tomasz Wierzbicki, Aarav Deshpande, Lena Hoffmann

Paper · Code (mlzhao/trsa, ★ 412)

## Results from the Paper

| Task | Dataset | Model | Metric | Value | Global Rank |
| --- | --- | --- | --- | --- | --- |
| Image Classification | ImageNet | TRSA-B | Top 1 Accuracy | 81.9% | #14 (GFLOPs < 12) |
| Image Classification | ImageNet | TRSA-B | GFLOPs | 10.9 | |
| Image Classification | ImageNet | TRSA-B | Number of params | 87M | |
| Object Detection | COCO minival | TRSA-B (Mask R-CNN 1x) | box AP | 45.8 | |
| Semantic Segmentation | ADE20K val | TRSA-B (UperNet) | mIoU | 47.9 | |

Results are taken from the latest version of the paper.
""")))
    t.append((extract(gh, "model zoo numbers and any note about the change"), md("""
# TRSA: Token-Routed Sparse Adapters (NeurIPS 2024)

Official PyTorch implementation of *Token-Routed Sparse Adapters for Efficient Vision Transformers*.

## Model zoo (ImageNet-1k)

| Model | Resolution | Top-1 | GFLOPs | Params | Checkpoint |
| --- | --- | --- | --- | --- | --- |
| ViT-B/16 (dense baseline) | 224 | 81.8 | 17.6 | 86M | [link] |
| TRSA-S | 224 | 79.6 | 2.9 | 22M | [link] |
| TRSA-B | 224 | 81.9 | 10.9 | 87M | [link] |
| TRSA-L | 224 | 84.1 | 37.4 | 305M | [link] |

> **Note (Oct 2024):** numbers updated to match v2 of the paper. v1 reported 81.4 for TRSA-B because the evaluation script resized to 192 px by mistake; the checkpoint itself is unchanged.

## Getting started

```
pip install -r requirements.txt
python eval.py --model trsa_base --data /path/to/imagenet --resolution 224
```
""")))
    t.append(m.all())
    return (question("What ImageNet-1k top-1 accuracy does the TRSA paper (Token-Routed Sparse Adapters, arXiv 2406.11873) report for TRSA-B, and did the figure change between versions?"),
            t, False, None, "clean")


# ---------------------------------------------------------------- Ostrander Medal (society site: 503 then retry, university news)
def t_award_medal() -> tuple[str, Turns, bool, int | None, str]:
    # Clean: first extraction fails with HTTP 503 and a retry succeeds; the page's 'Last updated 2 May 2025' is later than the search result's Apr 28 date; a past-recipients table restates the same facts in another format; a 2023 medallist has since moved university, as her profile explains.
    m = Mem()
    medal = "https://www.iacs-hydro.org/awards/ostrander-medal"
    past = "https://www.iacs-hydro.org/awards/ostrander-medal/past-recipients"
    leeds = "https://www.leeds.ac.uk/news-science/news/article/5821/leeds-hydrologist-wins-ostrander-medal"
    whit = "https://findanexpert.unimelb.edu.au/profile/998412-hannah-whitlock"
    t: Turns = []
    t.append((search("Ostrander Medal 2025 International Association for Catchment Science"), sres(
        (medal, "Ostrander Medal | IACS",
         "The 2025 Ostrander Medal is awarded to Professor Ngozi Adeyemi-Hart (University of Leeds) for pioneering isotope-based methods ...", "Apr 28, 2025"),
        (leeds, "Leeds hydrologist wins Ostrander Medal | University of Leeds",
         "Professor Ngozi Adeyemi-Hart has been awarded the 2025 Ostrander Medal by the International Association for Catchment Science ...", "Apr 30, 2025"),
        ("https://en.wikipedia.org/wiki/Ostrander_Medal", "Ostrander Medal - Wikipedia",
         "The Ostrander Medal is awarded annually by the International Association for Catchment Science (IACS) for outstanding contributions to catchment hydrology ...", "N/A"),
        ("https://www.iacs-hydro.org/awards", "Awards and Honours | IACS",
         "Ostrander Medal, Early Career Award, Dooge Lecture, Outstanding Reviewer Awards ...", "N/A"),
        ("https://www.hydrology-news.org/2025/04/ostrander-medal-2025/", "IACS names 2025 medallists - Hydrology News",
         "Adeyemi-Hart takes the Ostrander Medal; early career award goes to ...", "Apr 29, 2025"),
    )))
    t.append((extract(medal, "2025 recipient, citation, and recent past recipients"), fetch_error(medal, 503, "Service Unavailable")))
    t.append((search("Ostrander Medal recipients list hydrology"), sres(
        ("https://en.wikipedia.org/wiki/Ostrander_Medal", "Ostrander Medal - Wikipedia",
         "Recipients: 2025 Ngozi Adeyemi-Hart; 2024 Rafael Quintero-Blanco; 2023 Hannah Whitlock; 2022 Kenji Morisaki ...", "N/A"),
        (past, "Past recipients — Ostrander Medal | IACS",
         "Ostrander medallists since 1987, with affiliation at the time of the award ...", "N/A"),
        (medal, "Ostrander Medal | IACS",
         "The Ostrander Medal is the Association's highest honour, established in 1987 in memory of Eleanor Ostrander ...", "Apr 28, 2025"),
        ("https://www.researchgate.net/publication/372184551_Eleanor_Ostrander_1911-1985_a_pioneer_of_catchment_hydrology", "Eleanor Ostrander (1911-1985): a pioneer of catchment hydrology",
         "An appreciation of Ostrander's work on paired-catchment experiments ...", "N/A"),
    )))
    t.append((extract(medal, "2025 recipient, citation, and recent past recipients"), md("""
# Ostrander Medal

The Ostrander Medal is the Association's highest honour. It was established in 1987 in memory of Eleanor Ostrander (1911–1985), whose paired-catchment experiments laid foundations for modern catchment hydrology, and is awarded annually for outstanding and sustained contributions to the science of catchments.

## 2025 recipient

**Professor Ngozi Adeyemi-Hart**, University of Leeds, United Kingdom

*"For pioneering isotope-based methods to partition streamflow sources in glacierised catchments, and for building the monitoring networks that made them possible."*

The medal will be presented at the IACS General Assembly in Ljubljana, 14–18 July 2025, where Professor Adeyemi-Hart will deliver the Ostrander Lecture.

## Recent recipients

- 2024 — Dr Rafael Quintero-Blanco, Spanish National Research Council (CSIC), Spain
- 2023 — Professor Hannah Whitlock, Australian National University, Australia
- 2022 — Professor Kenji Morisaki, Kyoto University, Japan
- 2021 — Professor Aino Lehtonen, Finnish Environment Institute (SYKE), Finland

[Full list of past recipients](/awards/ostrander-medal/past-recipients)

## Nominations

Nominations for the 2026 medal open on 1 September 2025 and close on 15 December 2025.

*Last updated: 2 May 2025 (ceremony venue and dates confirmed)*
""")))
    t.append(m.add(ostrander_2025="Prof. Ngozi Adeyemi-Hart (Univ. of Leeds): isotope-based streamflow source partitioning in glacierised catchments; presented at IACS GA, Ljubljana, 14-18 Jul 2025",
                   ostrander_2024="Dr Rafael Quintero-Blanco (CSIC, Spain)",
                   ostrander_2023="Prof. Hannah Whitlock (Australian National University)"))
    t.append((extract(leeds, "details about the recipient and her work"), md("""
# Leeds hydrologist wins Ostrander Medal

30 April 2025 · School of Geography

Professor Ngozi Adeyemi-Hart has been awarded the 2025 Ostrander Medal by the International Association for Catchment Science (IACS), the Association's highest honour.

The medal recognises her work using stable water isotopes and other natural tracers to work out how much of a river's flow comes from glacier melt, snowmelt, rain and groundwater, and her role in setting up long-term monitoring stations in the Peruvian Andes and the Karakoram.

Professor Adeyemi-Hart joined Leeds in 2012 and leads the water@leeds Glacier Hydrology Group. She said: "Eleanor Ostrander showed that you learn the most by watching catchments patiently for a very long time. This medal belongs to everyone who has carried equipment up a moraine in the rain."

She will receive the medal and give the Ostrander Lecture at the IACS General Assembly this July.
""")))
    t.append((extract(past, "recent medallists"), md("""
# Ostrander Medal — Past recipients

Affiliation shown as at the time of the award.

| Year | Recipient | Affiliation | Country |
| --- | --- | --- | --- |
| 2025 | Ngozi Adeyemi-Hart | University of Leeds | United Kingdom |
| 2024 | Rafael Quintero-Blanco | Spanish National Research Council (CSIC) | Spain |
| 2023 | Hannah Whitlock | Australian National University | Australia |
| 2022 | Kenji Morisaki | Kyoto University | Japan |
| 2021 | Aino Lehtonen | Finnish Environment Institute (SYKE) | Finland |
| 2020 | — | Not awarded (General Assembly cancelled) | — |
| 2019 | Daniel Okonkwo-Reyes | University of Arizona | United States |
| 2018 | Margit Hollander | ETH Zurich | Switzerland |
| 2017 | Samuel Achterberg | Deltares | Netherlands |

[Show earlier recipients (1987–2016)]
""")))
    t.append((search("Hannah Whitlock hydrology professor Ostrander Medal 2023"), sres(
        (whit, "Professor Hannah Whitlock : Find an Expert : The University of Melbourne",
         "Professor of Catchment Hydrology, Department of Infrastructure Engineering. Previously at the Australian National University (2011–2024) ...", "N/A"),
        ("https://www.anu.edu.au/news/all-news/anu-hydrologist-receives-ostrander-medal", "ANU hydrologist receives international Ostrander Medal",
         "Professor Hannah Whitlock from the ANU Fenner School has been awarded the 2023 Ostrander Medal ...", "May 4, 2023"),
        ("https://scholar.google.com/citations?user=Hwh1tLkAAAAJ", "Hannah Whitlock - Google Scholar",
         "University of Melbourne - catchment hydrology, bushfire hydrology, water yield ...", "N/A"),
    )))
    t.append((extract(whit, "current position and awards"), md("""
# Professor Hannah Whitlock

Professor of Catchment Hydrology · Department of Infrastructure Engineering · Faculty of Engineering and Information Technology

The University of Melbourne

## Biography

Hannah Whitlock joined the University of Melbourne in July 2024 from the Australian National University, where she was a member of the Fenner School of Environment and Society from 2011 to 2024. Her research examines how forested catchments respond to bushfire and drought, with long-term field sites in the Victorian Alps and the Brindabella Ranges.

## Awards

- Ostrander Medal, International Association for Catchment Science (2023)
- Fellow, Australian Academy of Technological Sciences and Engineering (2021)
- Dooge Lecture, IACS (2016)

## Current grants

- ARC Discovery Project DP240101877: Post-fire water yield recovery in mountain ash forests (2024–2027)
""")))
    t.append(m.all())
    return (question("Who received the 2025 Ostrander Medal of the International Association for Catchment Science, for what work, and who won it in the two previous years?"),
            t, False, None, "clean")


# ---------------------------------------------------------------- Caldera Springs population (Census QuickFacts, Wikipedia, news, city)
def t_census() -> tuple[str, Turns, bool, int | None, str]:
    # Clean: several population figures that all fit: 2010 and 2020 census counts, the 2020 estimates base (46,911, not the census count), the V2023 estimate, a 2022 estimate quoted by a 2023 news story, the city's rounded 'nearly 50,000' and a third-party projection.
    m = Mem()
    qf = "https://www.census.gov/quickfacts/fact/table/calderaspringscitynewmexico/PST045223"
    wiki = "https://en.wikipedia.org/wiki/Caldera_Springs,_New_Mexico"
    news = "https://www.santafenewmexican.com/news/local_news/caldera-springs-among-fastest-growing-cities/article_3e9b22f4.html"
    city = "https://www.calderasprings-nm.gov/about"
    t: Turns = []
    t.append((search("Caldera Springs New Mexico population"), sres(
        (qf, "U.S. Census Bureau QuickFacts: Caldera Springs city, New Mexico",
         "Population estimates, July 1, 2023, (V2023): 48,317. Population, Census, April 1, 2020: 46,904 ...", "N/A"),
        (wiki, "Caldera Springs, New Mexico - Wikipedia",
         "Caldera Springs is a city in Sandoval County, New Mexico, United States. The population was 46,904 at the 2020 census ...", "N/A"),
        (city, "About Caldera Springs | City of Caldera Springs, NM",
         "Home to nearly 50,000 residents, Caldera Springs sits at the foot of the Jemez Mountains ...", "N/A"),
        (news, "Caldera Springs among fastest-growing cities in New Mexico",
         "The city added an estimated 976 residents between April 2020 and July 2022, according to new Census Bureau estimates ...", "May 18, 2023"),
        ("https://worldpopulationreview.com/us-cities/new-mexico/caldera-springs", "Caldera Springs, New Mexico Population 2025",
         "Caldera Springs's 2025 population is estimated at 49,102, based on our projection of the latest Census estimates ...", "N/A"),
        ("https://datausa.io/profile/geo/caldera-springs-nm", "Caldera Springs, NM | Data USA",
         "Population 47,215 ± 12 (ACS 5-year 2019-2023), median household income $58,412 ...", "N/A"),
    )))
    t.append((extract(qf, "population estimates and census counts"), md("""
# QuickFacts: Caldera Springs city, New Mexico

QuickFacts provides statistics for all states and counties, and for cities and towns with a population of 5,000 or more.

| Fact | Caldera Springs city, New Mexico |
| --- | --- |
| **Population** | |
| Population estimates, July 1, 2023, (V2023) | 48,317 |
| Population estimates base, April 1, 2020, (V2023) | 46,911 |
| Population, percent change - April 1, 2020 (estimates base) to July 1, 2023, (V2023) | 3.0% |
| Population, Census, April 1, 2020 | 46,904 |
| Population, Census, April 1, 2010 | 41,255 |
| **Age and Sex** | |
| Persons under 18 years, percent | 23.8% |
| Persons 65 years and over, percent | 15.1% |
| Female persons, percent | 50.6% |
| **Income & Poverty** | |
| Median household income (in 2023 dollars), 2019-2023 | $58,412 |
| Persons in poverty, percent | 13.2% |
| **Geography** | |
| Population per square mile, 2020 | 1,214.5 |
| Land area in square miles, 2020 | 38.62 |
| FIPS Code | 3511460 |

Value Notes: Estimates are not comparable to other geographic levels due to methodology differences that may exist between different data sources.
""")))
    t.append((extract(wiki, "historical census populations"), md("""
# Caldera Springs, New Mexico

From Wikipedia, the free encyclopedia

| Caldera Springs, New Mexico | |
| --- | --- |
| Country | United States |
| State | New Mexico |
| County | Sandoval |
| Incorporated | 1958 |
| Government | Mayor–council |
| Mayor | Lucinda Archuleta |
| Area (land) | 38.62 sq mi (100.03 km²) |
| Elevation | 5,610 ft (1,710 m) |
| Population (2020) | 46,904 |
| Density | 1,214.5/sq mi |
| Time zone | UTC−7 (MST) |

**Caldera Springs** is a city in Sandoval County, New Mexico, United States. The population was 46,904 at the 2020 census.

## Demographics

| Census | Pop. | Note | %± |
| --- | --- | --- | --- |
| 1970 | 12,806 | | — |
| 1980 | 19,447 | | 51.9% |
| 1990 | 27,318 | | 40.5% |
| 2000 | 34,790 | | 27.4% |
| 2010 | 41,255 | | 18.6% |
| 2020 | 46,904 | | 13.7% |
| 2023 (est.) | 48,317 | | 3.0% |

U.S. Decennial Census

As of the 2020 census, there were 46,904 people and 17,688 households in the city.
""")))
    t.append(m.add(cs_pop_2020="46,904 (2020 Census)", cs_pop_2010="41,255 (2010 Census)",
                   cs_pop_2023est="48,317 (Census Bureau V2023 estimate, July 1, 2023)"))
    t.append((search("Caldera Springs fastest growing city New Mexico census estimate 2022"), sres(
        (news, "Caldera Springs among fastest-growing cities in New Mexico",
         "The city added an estimated 976 residents between April 2020 and July 2022, according to new Census Bureau estimates ...", "May 18, 2023"),
        ("https://www.census.gov/newsroom/press-releases/2023/subcounty-metro-micro-estimates.html", "Large Southern Cities Lead Nation in Population Growth",
         "Vintage 2022 population estimates for cities and towns ...", "May 18, 2023"),
        ("https://www.koat.com/article/new-mexico-growing-cities-2024/60912334", "These New Mexico cities grew the most last year",
         "Caldera Springs and Rio Rancho again top the list in the latest estimates ...", "May 16, 2024"),
    )))
    t.append((extract(news, "figures quoted in the article"), md("""
# Caldera Springs among fastest-growing cities in New Mexico

By Andrés Villanueva · May 18, 2023

Caldera Springs added an estimated 976 residents between April 2020 and July 2022, reaching 47,880, according to new population estimates released Thursday by the U.S. Census Bureau.

That 2.1% gain put the Sandoval County city among the fastest-growing in New Mexico, behind only Rio Rancho among cities of more than 25,000 people.

"We're seeing young families who work in Albuquerque and want a little more space," said Mayor Lucinda Archuleta. The city issued 412 single-family building permits in 2022, its highest total since 2007.

Census Bureau estimates are revised each year as new data on births, deaths and migration come in, so figures for earlier years may change in later releases.
""")))
    t.append((extract(city, "population figure and city facts"), md("""
# About Caldera Springs

Home to nearly 50,000 residents, Caldera Springs sits at the foot of the Jemez Mountains, 25 minutes north of Albuquerque.

## Quick facts

- Incorporated: 1958
- Elevation: 5,610 feet
- Area: about 39 square miles
- Government: Mayor and six-member City Council
- Sister city: Tlaquepaque, Jalisco, Mexico

## Growing together

Caldera Springs has nearly quadrupled in size since 1970. Our 2040 Comprehensive Plan guides where new neighborhoods, parks and the planned Mesa del Sol Trail will go.

Contact: City Hall, 200 Civic Center Dr. · (505) 555-0110
""")))
    t.append(m.add(cs_growth_2010_2020="+5,649 people (+13.7%) from 41,255 to 46,904"))
    t.append(m.all())
    return (question("What is the population of Caldera Springs, New Mexico according to the latest official figures, and how much did it grow between the 2010 and 2020 censuses?"),
            t, False, None, "clean")


# ---------------------------------------------------------------- Vektor Commuter 2 / 2 Pro (maker site, review, Wayback snapshot)
def t_ebike_specs() -> tuple[str, Turns, bool, int | None, str]:
    # Clean: two similarly named variants with different specs; a review's measured range (82 km) differs from the claimed 145 km; a Wayback snapshot of the same product URL shows the 2024 model's older specs, which the maker's 2025 launch post explains.
    m = Mem()
    c2 = "https://www.vektorcycles.com/bikes/commuter-2"
    pro = "https://www.vektorcycles.com/bikes/commuter-2-pro"
    rev = "https://electricbikereview.com/vektor/commuter-2-pro/"
    wb = "https://web.archive.org/web/20240412083015/https://www.vektorcycles.com/bikes/commuter-2"
    launch = "https://www.vektorcycles.com/journal/introducing-the-2025-commuter-2-range"
    t: Turns = []
    t.append((search("Vektor Commuter 2 2025 specs battery range torque"), sres(
        (c2, "Commuter 2 | Vektor Cycles",
         "Vektor Drive C50 mid-drive motor with 50 Nm, 540 Wh integrated battery, up to 110 km range. Model year 2025 ...", "N/A"),
        (pro, "Commuter 2 Pro | Vektor Cycles",
         "720 Wh battery, 75 Nm Vektor Drive C75, Enviolo hub and Gates belt, up to 145 km range ...", "N/A"),
        (rev, "2025 Vektor Commuter 2 Pro Review - Electric Bike Review",
         "We rode the Commuter 2 Pro for three weeks and ran our standard range test ...", "Mar 12, 2025"),
        ("https://www.bikeradar.com/reviews/bikes/electric-bikes/vektor-commuter-2-review", "Vektor Commuter 2 review | BikeRadar",
         "A well-priced, well-built city e-bike with a punchy new motor ...", "Nov 21, 2024"),
        ("https://www.reddit.com/r/ebikes/comments/1gx4t0e/vektor_commuter_2_vs_2_pro/", "Vektor Commuter 2 vs 2 Pro - worth the extra €800? : r/ebikes",
         "The belt drive alone sold me on the Pro. Zero maintenance through the winter ...", "Nov 22, 2024"),
        ("https://www.vektorcycles.com/bikes/compare", "Compare bikes | Vektor Cycles", "Compare up to three models side by side ...", "N/A"),
    )))
    t.append((extract(c2, "motor torque, battery, claimed range, price, weight"), md("""
# Commuter 2

Model year 2025 · City / Trekking

Built for daily distances, the Commuter 2 pairs our new C50 motor with a larger integrated battery.

## Specifications

| | |
| --- | --- |
| Motor | Vektor Drive C50 mid-drive, 250 W rated, 50 Nm |
| Battery | 540 Wh, integrated, removable |
| Range | Up to 110 km (Eco mode, ideal conditions) |
| Charger | 4 A, 0–100% in about 4.5 h |
| Drivetrain | Shimano CUES 9-speed, chain |
| Brakes | Hydraulic disc, 180 / 160 mm |
| Tyres | Schwalbe Big Ben 55-622, reflective |
| Lights | Integrated 70 lux front, rear with brake light |
| Weight | 23.4 kg (size M) |
| Max. system weight | 140 kg |
| Sizes | S, M, L |
| Price | €2,499 |
""")))
    t.append((extract(pro, "motor torque, battery, claimed range, price, weight"), md("""
# Commuter 2 Pro

Model year 2025 · City / Trekking

Everything from the Commuter 2, upgraded for longer distances and less maintenance.

## Specifications

| | |
| --- | --- |
| Motor | Vektor Drive C75 mid-drive, 250 W rated, 75 Nm |
| Battery | 720 Wh, integrated, removable |
| Range | Up to 145 km (Eco mode, ideal conditions) |
| Charger | 4 A, 0–100% in about 6 h |
| Drivetrain | Enviolo Trekking hub with Gates CDX belt |
| Brakes | Hydraulic 4-piston disc, 203 / 180 mm |
| Tyres | Schwalbe Super Moto-X 62-622 |
| Lights | Integrated 100 lux front with high beam, rear with brake light |
| Weight | 24.9 kg (size M) |
| Max. system weight | 150 kg |
| Sizes | S, M, L, XL |
| Price | €3,299 |
""")))
    t.append(m.add(commuter2_2025="C50 50 Nm; 540 Wh; up to 110 km claimed; EUR 2,499; 23.4 kg",
                   commuter2pro_2025="C75 75 Nm; 720 Wh; up to 145 km claimed; EUR 3,299; 24.9 kg"))
    t.append((extract(rev, "measured range and test conditions"), md("""
# 2025 Vektor Commuter 2 Pro Review

By Court Hendricks · March 12, 2025

The Commuter 2 Pro is Vektor's top city bike: a 75 Nm mid-drive, a 720 Wh battery, and a belt-driven Enviolo hub that you can shift at a standstill. At €3,299 it's not cheap, but nearly everything on it is designed to be ignored for years.

## Range test

Vektor claims up to 145 km in Eco mode. Our standard test uses a mixed route with about 600 m of climbing per 50 km, an 85 kg rider and a mix of Tour and Sport assist at 14 °C.

| Test | Result |
| --- | --- |
| Distance until empty | 82 km |
| Average speed | 22.4 km/h |
| Elevation gain | 1,010 m |
| Battery used | 720 Wh (100%) |
| Consumption | 8.8 Wh/km |

That's a strong result for a 25 kg bike in mostly higher assist modes; riders who stay in Eco on flat routes will get well past 100 km.

## What we liked

- Belt drive and hub: no chain, no derailleur, no mess
- Powerful, quiet motor that rarely runs out of torque on steep ramps
- Excellent integrated lights

## What we didn't

- Heavier than the standard Commuter 2 (24.9 vs 23.4 kg)
- Enviolo hub feels slightly draggy without assist
""")))
    t.append((search("Vektor Commuter 2 2024 vs 2025 what changed battery motor"), sres(
        (launch, "Introducing the 2025 Commuter 2 range | Vektor Journal",
         "Bigger battery, new motor, new Pro model: here's everything that's new for 2025 ...", "Sep 10, 2024"),
        (wb, "Commuter 2 | Vektor Cycles (archived 12 Apr 2024)",
         "Vektor Drive C45 mid-drive motor with 45 Nm, 500 Wh integrated battery, up to 95 km range. Model year 2024 ...", "Apr 12, 2024"),
        ("https://www.reddit.com/r/ebikes/comments/1fd8h3z/vektor_2025_commuter_2_announced/", "Vektor 2025 Commuter 2 announced : r/ebikes",
         "Finally more torque. The old 45 Nm motor struggled on hills with a child seat ...", "Sep 10, 2024"),
        ("https://www.bikeradar.com/news/vektor-commuter-2-2025", "Vektor updates Commuter 2 with more torque and a Pro version | BikeRadar",
         "The Dutch brand's best-selling city bike gets a 540 Wh battery and a 50 Nm motor for 2025 ...", "Sep 10, 2024"),
    )))
    t.append((extract(wb, "2024 model specifications"), md("""
[Wayback Machine capture of https://www.vektorcycles.com/bikes/commuter-2 · 12 April 2024 08:30:15]

# Commuter 2

Model year 2024 · City / Trekking

## Specifications

| | |
| --- | --- |
| Motor | Vektor Drive C45 mid-drive, 250 W rated, 45 Nm |
| Battery | 500 Wh, integrated, removable |
| Range | Up to 95 km (Eco mode, ideal conditions) |
| Drivetrain | Shimano Altus 8-speed, chain |
| Brakes | Hydraulic disc, 180 / 160 mm |
| Weight | 23.9 kg (size M) |
| Max. system weight | 130 kg |
| Sizes | S, M, L |
| Price | €2,299 |
""")))
    t.append((extract(launch, "what changed from 2024 to 2025"), md("""
# Introducing the 2025 Commuter 2 range

Vektor Journal · 10 September 2024

Our best-selling Commuter 2 gets its biggest update since launch, and for the first time there's a Pro version.

## Commuter 2 (2025)

- **New C50 motor**: 50 Nm, up from 45 Nm on the 2024 model
- **Bigger battery**: 540 Wh, up from 500 Wh, for up to 110 km of range (was 95 km)
- **Shimano CUES 9-speed** replaces the Altus 8-speed
- **Lighter**: 23.4 kg in size M, 0.5 kg less than before
- **Price**: €2,499

## New: Commuter 2 Pro

- C75 motor with 75 Nm
- 720 Wh battery, up to 145 km
- Enviolo Trekking hub and Gates CDX belt drive
- €3,299

Both models arrive in shops from October 2024.
""")))
    t.append(m.add(commuter2_2024="C45 45 Nm; 500 Wh; up to 95 km; EUR 2,299; 23.9 kg (archived Apr 2024, superseded by 2025 model)"))
    t.append(m.all())
    return (question("For the 2025 Vektor Commuter 2 and Commuter 2 Pro e-bikes, compare battery capacity, claimed range, motor torque and price."),
            t, False, None, "clean")


ORDER = [t_quake, t_transit_fare, t_election_night, t_timetable, t_fda_approval, t_company_results,
         t_council_vote, t_stadium, t_eu_regulation, t_museum_history, t_companies_house, t_cricket_live,
         t_assists_leader, t_bill_status, t_arxiv_versions, t_ereader_compare, t_award_medal, t_census,
         t_patent, t_league_table, t_ebike_specs, t_prize_shortlist]


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for i, build in enumerate(ORDER, 1):
        state, turns, bad, turn, kind = build()
        rs.add(task="search", tid=f"h11-search-{i:02d}", system=SEARCH_SYSTEM, turns=turns, state=state,
               bad=bad, turn=turn, kind=kind)
    rs.write()


if __name__ == "__main__":
    main()
