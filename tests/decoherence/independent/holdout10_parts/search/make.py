# ruff: noqa: E501
"""Held-out set 10, search domain: 22 deep-research trajectories (11 with exactly one contradiction).

Written by an outside author without sight of the detector. Run as a module to write
``search_test.jsonl`` and ``labels.json`` next to this file.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import SEARCH_SYSTEM, RowSet, extract, memory, pj, results, search

SYSTEM = SEARCH_SYSTEM


def sr(*items: tuple[str, str, str, str]) -> str:
    """A web_search observation: numbered results in a fenced block, as the official examples show."""
    return "```\n" + results(*items) + "\n```"


def state(task: str, date: str) -> str:
    return f"Research task: {task}\nCurrent date: {date}\nSearch history: none\nMemory: empty"


class Mem:
    """A dict_memory scratchpad that answers each call the way the tool does."""

    def __init__(self) -> None:
        self.d: dict[str, Any] = {}

    def add(self, kv: dict[str, Any]) -> tuple[str, str]:
        self.d.update(kv)
        return memory("add", dict=kv), f"Successfully added items of {list(kv)} to memory."

    def update(self, kv: dict[str, Any]) -> tuple[str, str]:
        self.d.update(kv)
        return memory("update", dict=kv), f"Successfully updated items of {list(kv)} in memory."

    def remove(self, keys: list[str]) -> tuple[str, str]:
        for k in keys:
            del self.d[k]
        return memory("remove", key_list=keys), f"Successfully removed items of {keys} from memory."

    def retrieve(self, keys: list[str]) -> tuple[str, str]:
        found = {k: self.d[k] for k in keys if k in self.d}
        missing = [k for k in keys if k not in self.d]
        out = pj(found) if found else ""
        if missing:
            out = (out + "\n" if out else "") + f"Key not found: {missing}"
        return memory("retrieve", key_list=keys), out

    def retrieve_all(self) -> tuple[str, str]:
        return memory("retrieve_all"), pj(self.d)


def t01(rs: RowSet) -> None:
    # BAD (transit fares): turn 9 memory retrieve returns the adult fare as $2.50, but turn 3 stored "$2.25" and no later call changed that key (only the reduced-fare key was updated at turn 8).
    m = Mem()
    fc = "https://www.kvrt.org/fares/fare-changes-2025"
    news = "https://www.kestrelvalleyherald.com/news/local/kvrt-board-approves-first-fare-increase-since-2016/"
    board = "https://www.kvrt.org/board/meetings/2025-04-24"
    red = "https://www.kvrt.org/fares/reduced-fare-program"
    turns = [
        (search("Kestrel Valley Regional Transit fare change July 2025"), sr(
            (fc, "2025 Fare Changes | Kestrel Valley Regional Transit",
             "Beginning July 1, 2025, the adult local fare will increase from $2.00 to $2.25. Reduced fares for seniors, youth and riders with disabilities rise from $1.00 to $1.10 ...", "May 2, 2025"),
            (board, "Board of Directors Regular Meeting - April 24, 2025 | KVRT",
             "Action items: Resolution 2025-11 adopting the FY2026 fare structure; Resolution 2025-12 awarding the bus shelter replacement contract ...", "Apr 24, 2025"),
            (news, "KVRT board approves first fare increase since 2016 - Kestrel Valley Herald",
             "The Kestrel Valley Regional Transit board voted 7-2 Thursday to raise the base bus fare to $2.25 starting July 1, the agency's first increase in nearly nine years ...", "Apr 25, 2025"),
            ("https://www.kvrt.org/fares", "Fares & Passes | Kestrel Valley Regional Transit",
             "Adult fare $2.00. Reduced fare $1.00. Day Pass $5.00. 31-Day Pass $60.00. Pay with cash, the KV Tap card or the KV Tap app ...", "N/A"),
            ("https://www.reddit.com/r/KestrelValley/comments/1kdq2wz/bus_fare_going_up_to_225/", "Bus fare going up to $2.25? : r/KestrelValley",
             "Saw the notice at the Riverside transit center. At least they went with the smaller increase, the other option was $2.50 ...", "May 3, 2025"),
            ("https://www.kvrt.org/news/public-hearing-fy2026-fares", "KVRT seeks public input on proposed FY2026 fares",
             "Two options are proposed: Option A raises the adult fare to $2.25; Option B raises it to $2.50 while keeping pass prices unchanged. Public hearing March 12 ...", "Feb 14, 2025"),
            ("https://www.kezi-kv.com/2025/04/24/transit-fares-vote/", "Transit board set to vote on bus fare increase tonight",
             "Riders packed the KVRT board room ahead of a vote on the first fare change since 2016. Staff recommend Option A ...", "Apr 24, 2025"),
        )),
        (extract(fc, "new adult and reduced fares and effective date"), """# 2025 Fare Changes

Home > Fares & Passes > 2025 Fare Changes

*Last updated: May 2, 2025*

On April 24, 2025, the KVRT Board of Directors adopted **Resolution 2025-11**, approving the first fare adjustment since 2016. New fares take effect **Tuesday, July 1, 2025** on all local, express and KV Access paratransit services.

## What's changing

| Fare product | Current fare | Starting July 1, 2025 |
| --- | --- | --- |
| Adult local fare | $2.00 | $2.25 |
| Reduced fare (seniors 65+, youth 6-18, riders with disabilities, Medicare card holders) | $1.00 | $1.10 |
| Express routes (80X, 84X, 91X) | $3.00 | $3.50 |
| Day Pass (adult) | $5.00 | $5.50 |
| Reduced Day Pass | $2.50 | $2.75 |
| 31-Day Pass (adult) | $60.00 | $66.00 |
| Reduced 31-Day Pass | $30.00 | $33.00 |
| KV Access (paratransit) one-way trip | $3.00 | $3.25 |

Children 5 and under continue to ride free with a paying adult (limit three per adult).

## What's not changing

- Transfers remain free for 90 minutes when you pay with a KV Tap card or the KV Tap app.
- Fare capping stays in place: once you have paid the cost of a Day Pass in one service day, the rest of that day's rides are free. The daily cap rises with the Day Pass price, to $5.50 (adult) and $2.75 (reduced).
- Cash is still accepted on board. Drivers cannot give change.

## Why fares are changing

KVRT fares have not changed since July 2016. Since then the cost of operating an hour of bus service has risen 38%, driven by fuel, insurance and wages. The adjustment is projected to bring in about **$1.4 million** in additional fare revenue in fiscal year 2026 (July 2025 - June 2026), which will be used to keep 15-minute service on Routes 1, 6 and 11.

## Public input

A public comment period ran from February 14 to March 21, 2025, with a public hearing on March 12, 2025. KVRT received 612 comments. The board considered two options:

- **Option A**: adult fare $2.25, passes increase about 10%.
- **Option B**: adult fare $2.50, pass prices unchanged.

The board adopted Option A.

## Questions?

Call Customer Service at (541) 555-0142, Monday-Friday 7 a.m.-6 p.m., or visit the Riverside Transit Center information window.
"""),
        m.add({"kvrt_adult_fare_jul2025": "$2.25 (up from $2.00), local bus, effective 2025-07-01",
               "kvrt_reduced_fare_jul2025": "$1.10 (up from $1.00)",
               "kvrt_approval": "Board Resolution 2025-11, adopted April 24, 2025 (Option A)"}),
        (extract(news, "vote count and fare amounts"), """# KVRT board approves first fare increase since 2016

**By Marisol Ortega, Kestrel Valley Herald**
*April 25, 2025 at 6:12 a.m.*

The Kestrel Valley Regional Transit board voted 7-2 Thursday night to raise the base bus fare from $2 to $2.25 starting July 1, the agency's first increase in nearly nine years.

Reduced fares for seniors, youth and riders with disabilities will go from $1 to $1.10. The price of an adult day pass will rise from $5 to $5.50 and a 31-day pass from $60 to $66.

The board rejected a staff alternative that would have raised the adult fare to $2.50 while freezing pass prices. Several speakers during public comment said that option would have hurt occasional riders the most.

"Nobody on this board wanted to raise fares," Chair Diane Okafor said before the vote. "But we also made a promise to riders on Routes 1, 6 and 11 that the buses would keep coming every 15 minutes."

Directors Ana Ruelas and Tom Brandvold voted no. Ruelas said the agency should have waited for the state's transit operating grant decision, expected in September.

General Manager Priya Venkataraman said the change is expected to raise about $1.4 million in the fiscal year that starts July 1. Fare revenue covered about 14% of KVRT's operating costs last year, she said, down from 21% in 2016.

KV Access paratransit trips will go from $3 to $3.25. Transfers will remain free for 90 minutes for riders who pay with a KV Tap card or the app.

### Related

- Riverside Transit Center canopy repairs start in May
- Route 84X to add Saturday trips this fall
"""),
        (extract(board, "resolution number and roll call on the fare item"), """# Board of Directors Regular Meeting - April 24, 2025

**Time:** 5:30 PM
**Location:** KVRT Administrative Center, Board Room, 1180 Larkspur Avenue, Kestrel Falls

## Documents

- Agenda (PDF, posted April 18, 2025)
- Agenda packet (PDF, 214 pages)
- Minutes (PDF, approved May 22, 2025)
- Meeting video (2:41:07)

## Action items

| Item | Subject | Action | Vote |
| --- | --- | --- | --- |
| 6.A | Approval of March 27, 2025 minutes | Approved | 9-0 |
| 7.A | Resolution 2025-11: FY2026 fare structure (Option A) | Adopted | 7-2 |
| 7.B | Resolution 2025-12: Award of bus shelter replacement contract to Cascade Site Works, $846,200 | Adopted | 9-0 |
| 7.C | FY2026 preliminary budget presentation | Received, no action | - |

## Roll call on Item 7.A

- **Motion:** Director Halvorsen; **Second:** Director Pike
- **Yes (7):** Chair Okafor, Vice Chair Fajardo, Directors Halvorsen, Pike, Sato, Whitcomb, Yellowhorse
- **No (2):** Directors Ruelas, Brandvold

## Next meeting

Thursday, May 22, 2025, 5:30 PM
"""),
        (search("KVRT reduced fare program eligibility KV Tap card"), sr(
            (red, "Reduced Fare Program | Kestrel Valley Regional Transit",
             "Seniors 65+, youth 6-18, people with disabilities and Medicare card holders ride for $1.00 ($1.10 starting July 1, 2025) with a Reduced Fare KV Tap card ...", "May 2, 2025"),
            ("https://www.kvrt.org/kvtap", "KV Tap card and app | KVRT",
             "Tap on, ride on. KV Tap gives you free 90-minute transfers and daily fare capping. Get a card at any ticket vending machine ...", "N/A"),
            ("https://www.kvrt.org/forms/reduced-fare-application.pdf", "Reduced Fare KV Tap Card Application (PDF)",
             "Bring this form with proof of age or eligibility to the Riverside Transit Center. Cards are issued on the spot and cost $3 ...", "Jan 8, 2025"),
            ("https://www.kvrt.org/accessibility/kv-access", "KV Access paratransit | KVRT",
             "KV Access provides origin-to-destination service for riders unable to use fixed-route buses. Fares: $3.00 per one-way trip ...", "N/A"),
            ("https://www.kestrelvalleyherald.com/news/local/seniors-youth-fares-2025/", "What the fare change means for seniors and students",
             "Students with a school ID already ride free on weekdays under the district partnership, which is not affected by the July change ...", "May 6, 2025"),
            ("https://www.reddit.com/r/KestrelValley/comments/1k2m8ps/how_long_does_reduced_fare_card_take/", "How long does the reduced fare card take? : r/KestrelValley",
             "Went to Riverside with my Medicare card, took 10 minutes. They print it right there ...", "Apr 16, 2025"),
        )),
        (extract(red, "reduced fare amount and who is eligible"), """# Reduced Fare Program

*Last updated: May 2, 2025*

Eligible riders pay **$1.00 per ride** ($1.10 per ride starting July 1, 2025) and can buy Reduced Day Passes and Reduced 31-Day Passes.

## Who is eligible

- Seniors age 65 and older
- Youth age 6-18
- People with a qualifying disability
- Medicare card holders of any age

## How to get a Reduced Fare KV Tap card

1. Download the application or pick one up at the Riverside Transit Center.
2. Bring the application and proof of eligibility (ID showing age, Medicare card, or a completed disability certification) to the Riverside Transit Center information window.
3. Pay the $3.00 card fee. Your photo card is printed on the spot.

Cards are valid for four years (youth cards until the holder's 19th birthday).

## Reduced fares at a glance

| Product | Now | From July 1, 2025 |
| --- | --- | --- |
| Single ride | $1.00 | $1.10 |
| Reduced Day Pass | $2.50 | $2.75 |
| Reduced 31-Day Pass | $30.00 | $33.00 |

Cash payers asking for the reduced fare must show their Reduced Fare KV Tap card, Medicare card or a KVRT-issued ID to the driver.
"""),
        m.update({"kvrt_reduced_fare_jul2025": "$1.10 (up from $1.00); eligible: 65+, youth 6-18, disability, Medicare card holders; needs Reduced Fare KV Tap card ($3 fee)"}),
    ]
    keys = ["kvrt_adult_fare_jul2025", "kvrt_reduced_fare_jul2025", "kvrt_approval"]
    act, _ = m.retrieve(keys)
    bad_view = dict(m.d)
    bad_view["kvrt_adult_fare_jul2025"] = "$2.50 (up from $2.00), local bus, effective 2025-07-01"
    turns.append((act, pj({k: bad_view[k] for k in keys})))
    rs.add(task="search", tid="h10-search-01", system=SYSTEM, turns=turns,
           state=state("Find Kestrel Valley Regional Transit's new adult and reduced fares effective July 1, 2025, and the board action that approved them.", "Wednesday, June 18, 2025"),
           bad=True, turn=9, kind="memory value read back different: adult fare stored as $2.25 at turn 3 is retrieved as $2.50 at turn 9 with no update to that key")


def t02(rs: RowSet) -> None:
    # CLEAN (science paper): bioRxiv v1 (n=38) and v2 / journal version (n=44) differ legitimately; memory value is updated by the agent; Google Scholar and Semantic Scholar citation counts differ (different sources).
    m = Mem()
    v1 = "https://www.biorxiv.org/content/10.1101/2023.09.14.557621v1"
    v2 = "https://www.biorxiv.org/content/10.1101/2023.09.14.557621v2"
    jsr = "https://onlinelibrary.wiley.com/doi/10.1111/jsr.14217"
    pr = "https://www.gu.se/en/news/gentle-sounds-during-deep-sleep-helped-older-adults-remember-more"
    turns = [
        (search("closed-loop auditory stimulation slow-wave sleep older adults word-pair retention Lindqvist"), sr(
            (v1, "Closed-loop auditory stimulation during slow-wave sleep and overnight memory retention in adults aged 60-79 | bioRxiv",
             "In a within-subject, sham-controlled crossover design, 38 healthy older adults (60-79 years) completed one stimulation and one sham night ...", "Sep 17, 2023"),
            (jsr, "Closed-loop auditory stimulation during slow-wave sleep and overnight memory retention in older adults - Lindqvist - 2024 - Journal of Sleep Research",
             "Forty-four adults aged 60-79 years completed both experimental nights. Stimulation increased slow-oscillation amplitude and improved overnight retention ...", "Apr 9, 2024"),
            ("https://www.semanticscholar.org/paper/Closed-loop-auditory-stimulation-during-slow-wave-Lindqvist-Ferreyra/6f0c2a9d1e", "Closed-loop auditory stimulation during slow-wave sleep ... | Semantic Scholar",
             "M. Lindqvist, J. Ferreyra, A. Halonen, S. Bergkvist. Journal of Sleep Research, 2024. 19 Citations ...", "N/A"),
            (pr, "Gentle sounds during deep sleep helped older adults remember more | University of Gothenburg",
             "Researchers at the Sahlgrenska Academy played short pink-noise clicks timed to slow brain waves to 44 volunteers in their sixties and seventies ...", "Apr 12, 2024"),
            ("https://www.researchgate.net/publication/379915204_Closed-loop_auditory_stimulation_during_slow-wave_sleep", "(PDF) Closed-loop auditory stimulation during slow-wave sleep ... - ResearchGate",
             "Request PDF | On Apr 9, 2024, Marthe Lindqvist and others published Closed-loop auditory stimulation ...", "Apr 9, 2024"),
            ("https://www.cell.com/neuron/fulltext/S0896-6273(13)00231-6", "Auditory closed-loop stimulation of the sleep slow oscillation enhances memory | Neuron",
             "Sound stimulation in phase with ongoing slow oscillation rhythm enhanced slow oscillations and improved retention of word pairs in young adults ...", "N/A"),
        )),
        (extract(v1, "sample size and main result"), """bioRxiv preprint doi: https://doi.org/10.1101/2023.09.14.557621

**View current version of this article** (A newer version of this preprint is available.)

# Closed-loop auditory stimulation during slow-wave sleep and overnight memory retention in adults aged 60-79

Marthe Lindqvist, Joaquin Ferreyra, Aino Halonen, Sven Bergkvist

Posted September 17, 2023.

*This article is a preprint and has not been certified by peer review.*

## Abstract

Slow oscillations (SOs) during non-rapid eye movement sleep support the consolidation of declarative memory, but SO amplitude declines with age. We tested whether closed-loop auditory stimulation (CLAS), which delivers brief pink-noise clicks in phase with SO up-states, enhances SOs and overnight memory retention in older adults. In a within-subject, sham-controlled crossover design, **38 healthy older adults (60-79 years; 21 women)** completed one stimulation and one sham night at least one week apart. Participants learned 120 word pairs in the evening and were tested before sleep and after waking. CLAS increased SO amplitude by 17% during stimulation windows relative to sham. Overnight retention was **9.4% higher** after stimulation than after sham (p = .012). The retention benefit correlated with the individual SO enhancement (r = .41). These results suggest CLAS is a feasible, non-pharmacological way to support sleep-dependent memory in aging.

## Methods (summary)

- Recruitment: community sample, Gothenburg, January-June 2023
- Enrolled: 43; excluded after adaptation night: 5 (sleep efficiency < 70% or apnea-hypopnea index > 15)
- Analysed: 38
- Stimulation: two 50-ms pink-noise clicks at 50 dB SPL, the first at the detected SO up-state
- Registration: OSF (osf.io/7k2qe)

## Competing Interest Statement

The authors have declared no competing interest.
"""),
        m.add({"n_final_analysis": "38 older adults (bioRxiv v1, Sep 2023)",
               "design": "within-subject sham-controlled crossover; stimulation vs sham night >= 1 week apart"}),
        (extract(v2, "sample size in the revised version and publication status"), """bioRxiv preprint doi: https://doi.org/10.1101/2023.09.14.557621

**Now published in Journal of Sleep Research** doi: 10.1111/jsr.14217

# Closed-loop auditory stimulation during slow-wave sleep and overnight memory retention in adults aged 60-79

Marthe Lindqvist, Joaquin Ferreyra, Aino Halonen, Sven Bergkvist

Posted January 22, 2024. (Version 2; previous version posted September 17, 2023.)

*This article is a preprint and has not been certified by peer review.*

## Abstract

Slow oscillations (SOs) during non-rapid eye movement sleep support the consolidation of declarative memory, but SO amplitude declines with age. We tested whether closed-loop auditory stimulation (CLAS) enhances SOs and overnight memory retention in older adults. In a within-subject, sham-controlled crossover design, **44 healthy older adults (60-79 years; 25 women)** completed one stimulation and one sham night. CLAS increased SO amplitude by 16% relative to sham. Overnight retention of word pairs was **8.1% higher** after stimulation than after sham (p = .004).

## Version history note

In response to reviewers, recruitment was extended to October 2023 to reach the sample size of the preregistered power analysis. Version 2 reports the full sample (51 enrolled, 7 excluded after the adaptation night, 44 analysed) and adds an analysis of sleep-spindle coupling.
"""),
        m.update({"n_final_analysis": "44 older adults (bioRxiv v2, Jan 2024, and published JSR version); v1 had reported 38 before recruitment was extended"}),
        (extract(jsr, "participants analysed, publication date, DOI"), """# Closed-loop auditory stimulation during slow-wave sleep and overnight memory retention in older adults

**Journal of Sleep Research** | Research Article | Open Access

Marthe Lindqvist, Joaquin Ferreyra, Aino Halonen, Sven Bergkvist

First published: 09 April 2024
https://doi.org/10.1111/jsr.14217

Received: 30 January 2024 | Revised: 11 March 2024 | Accepted: 27 March 2024

## Summary

Slow-oscillation amplitude declines with age and this decline is linked to poorer sleep-dependent memory consolidation. Forty-four adults aged 60-79 years (25 women) completed a stimulation night and a sham night in randomized order. Closed-loop auditory stimulation increased slow-oscillation amplitude by 16% and overnight retention of word pairs by 8.1% relative to sham (p = .004). Gains were largest in participants with the greatest slow-oscillation enhancement.

## Keywords

aging, closed-loop stimulation, declarative memory, slow oscillations, sleep spindles

## Participants

Fifty-one volunteers were enrolled between January and October 2023; seven were excluded after the adaptation night (sleep efficiency < 70%, n = 4; apnea-hypopnea index > 15, n = 3). The final sample comprised 44 participants (mean age 68.7 years, SD 5.2).

## Funding

Swedish Research Council (2021-01877); Hjarnfonden (FO2022-0154).

## Data availability

Data and analysis code are available at OSF (osf.io/7k2qe).
"""),
        (search("\"Closed-loop auditory stimulation during slow-wave sleep\" older adults Lindqvist citations"), sr(
            ("https://scholar.google.com/scholar?cites=11804223917350064718", "Google Scholar: Cited by 23",
             "Lindqvist M, Ferreyra J, Halonen A, Bergkvist S. Closed-loop auditory stimulation during slow-wave sleep ... J Sleep Res. 2024. Cited by 23 Related articles All 6 versions", "N/A"),
            ("https://www.semanticscholar.org/paper/Closed-loop-auditory-stimulation-during-slow-wave-Lindqvist-Ferreyra/6f0c2a9d1e", "Closed-loop auditory stimulation during slow-wave sleep ... | Semantic Scholar",
             "M. Lindqvist, J. Ferreyra, A. Halonen, S. Bergkvist. Journal of Sleep Research, 2024. 19 Citations, 2 Highly Influential Citations ...", "N/A"),
            (jsr, "Closed-loop auditory stimulation during slow-wave sleep and overnight memory retention in older adults - Lindqvist - 2024 - Journal of Sleep Research",
             "Forty-four adults aged 60-79 years completed both experimental nights. Stimulation increased slow-oscillation amplitude and improved overnight retention ...", "Apr 9, 2024"),
            ("https://pubmed.ncbi.nlm.nih.gov/38591142/", "Closed-loop auditory stimulation during slow-wave sleep and overnight memory retention in older adults - PubMed",
             "J Sleep Res. 2024 Apr 9:e14217. doi: 10.1111/jsr.14217. Online ahead of print ...", "Apr 9, 2024"),
            ("https://www.frontiersin.org/articles/10.3389/fnagi.2025.1502284/full", "Acoustic stimulation of sleep slow oscillations in aging: a systematic review - Frontiers",
             "Of the 14 studies included, the largest older-adult sample (n = 44; Lindqvist et al., 2024) ...", "Feb 20, 2025"),
        )),
        m.add({"citations_jun2025": "Google Scholar: 23; Semantic Scholar: 19 (different indexes, both checked June 2025)"}),
        m.retrieve_all(),
        (extract(pr, "how many participants the press release mentions"), """# Gentle sounds during deep sleep helped older adults remember more

*Published: 12 April 2024 | Sahlgrenska Academy*

Short clicks of pink noise, played at exactly the right moment during deep sleep, strengthened the slow brain waves that help store memories - and the effect held in people in their sixties and seventies, a new study from the University of Gothenburg shows.

The researchers followed 44 volunteers aged 60 to 79 over two nights in the sleep laboratory. On one night, a computer listened to the brain's electrical activity and played a soft click each time a slow wave was about to peak; on the other night, no sound was played. The participants did not know which night was which.

After the nights with sound, the volunteers remembered about 8 percent more of the word pairs they had learned the evening before.

"The slow waves get smaller as we get older, and this is one of the reasons memory consolidation becomes less effective," says Marthe Lindqvist, doctoral student and first author. "Here we could boost them without drugs and without waking anyone up."

The study was published in the Journal of Sleep Research.

**Contact:** Sven Bergkvist, Professor of Neurophysiology
"""),
    ]
    rs.add(task="search", tid="h10-search-02", system=SYSTEM, turns=turns,
           state=state("How many participants were in the final analysis of Lindqvist et al.'s closed-loop auditory stimulation study in older adults, and where was it published?", "Monday, June 9, 2025"))


def t03(rs: RowSet) -> None:
    # BAD (company filings): turn 7 EDGAR company search page lists Norrvik Marine Robotics under CIK 0001831270, but the filing index at turn 3 (and the EDGAR paths since turn 1) give CIK 0001831207; the CIK is an identity no action can change.
    m = Mem()
    ir = "https://investors.norrvikmarine.com/news-releases/news-release-details/norrvik-marine-robotics-reports-fourth-quarter-and-full-year-2024"
    idx = "https://www.sec.gov/Archives/edgar/data/1831207/000183120725000009/0001831207-25-000009-index.htm"
    doc = "https://www.sec.gov/Archives/edgar/data/1831207/000183120725000009/nvmr-20241231.htm"
    browse = "https://www.sec.gov/cgi-bin/browse-edgar?company=norrvik+marine&type=10-&dateb=&owner=include&count=40"
    turns = [
        (search("Norrvik Marine Robotics 10-K fiscal 2024 total revenue"), sr(
            (ir, "Norrvik Marine Robotics Reports Fourth Quarter and Full Year 2024 Results",
             "Full-year revenue of $214.6 million, up 31% year over year; fourth-quarter revenue of $61.2 million; backlog of $402 million at December 31, 2024 ...", "Mar 6, 2025"),
            (idx, "10-K: Norrvik Marine Robotics, Inc. - SEC.gov",
             "Filing Detail. Form 10-K - Annual report [Section 13 and 15(d), not S-K Item 405]. Filing Date 2025-03-14. Period of Report 2024-12-31 ...", "Mar 14, 2025"),
            ("https://stockanalysis.com/stocks/nvmr/financials/", "Norrvik Marine Robotics (NVMR) Financial Statements - Stock Analysis",
             "Revenue 214.61M (FY2024), 163.80M (FY2023), 102.35M (FY2022). Revenue growth 31.02% ...", "N/A"),
            ("https://www.businesswire.com/news/home/20250306005312/en/", "Norrvik Marine Robotics Reports Fourth Quarter and Full Year 2024 Results | Business Wire",
             "SEATTLE--(BUSINESS WIRE)--Norrvik Marine Robotics, Inc. (Nasdaq: NVMR), a maker of autonomous survey vessels and subsea inspection drones ...", "Mar 6, 2025"),
            ("https://seekingalpha.com/article/4765190-norrvik-marine-robotics-nvmr-q4-2024-earnings-call-transcript", "Norrvik Marine Robotics (NVMR) Q4 2024 Earnings Call Transcript | Seeking Alpha",
             "CFO Hanne Lorentzen: For the full year, services revenue grew 44% to $43.2 million, driven by the offshore wind inspection contracts ...", "Mar 6, 2025"),
            ("https://www.macrotrends.net/stocks/charts/NVMR/norrvik-marine-robotics/revenue", "Norrvik Marine Robotics Revenue 2021-2025 | NVMR | MacroTrends",
             "Norrvik Marine Robotics annual revenue for 2024 was $0.215B, a 31.02% increase from 2023 ...", "N/A"),
        )),
        (extract(ir, "full-year 2024 revenue and other headline figures"), """# Norrvik Marine Robotics Reports Fourth Quarter and Full Year 2024 Results

*March 6, 2025 at 4:05 PM EST*

SEATTLE - Norrvik Marine Robotics, Inc. (Nasdaq: NVMR), a maker of autonomous survey vessels and subsea inspection drones, today reported financial results for the fourth quarter and full year ended December 31, 2024.

## Full Year 2024 Highlights

- Revenue of **$214.6 million**, up 31% from $163.8 million in 2023
- Product revenue of $171.4 million; services revenue of $43.2 million, up 44%
- Gross margin of 41.8%, compared with 38.9% in 2023
- Net loss of $(18.9) million, compared with $(27.4) million in 2023
- Adjusted EBITDA of $12.7 million
- Backlog of $402 million at December 31, 2024

## Fourth Quarter 2024 Highlights

- Revenue of $61.2 million, up 27% year over year
- Delivered 14 Skarv-class autonomous survey vessels, a quarterly record

## 2025 Outlook

The company expects full-year 2025 revenue of $265 million to $280 million.

## Conference Call

Management will host a conference call today at 5:00 p.m. Eastern Time. The company expects to file its Annual Report on Form 10-K with the Securities and Exchange Commission on or before March 17, 2025.

**Investor contact:** Hanne Lorentzen, Chief Financial Officer, ir@norrvikmarine.com
"""),
        (extract(idx, "filing date and filer identifiers"), """# Filing Detail

**Form 10-K** - Annual report [Section 13 and 15(d), not S-K Item 405]

SEC Accession No. 0001831207-25-000009

| | |
| --- | --- |
| Filing Date | 2025-03-14 |
| Accepted | 2025-03-14 16:42:07 |
| Documents | 12 |
| Period of Report | 2024-12-31 |

## Document Format Files

| Seq | Description | Document | Type | Size |
| --- | --- | --- | --- | --- |
| 1 | 10-K | nvmr-20241231.htm | 10-K | 2,914,306 |
| 2 | Subsidiaries of the Registrant | nvmr-ex21_1.htm | EX-21.1 | 3,118 |
| 3 | Consent of Independent Registered Public Accounting Firm | nvmr-ex23_1.htm | EX-23.1 | 2,406 |
| 4 | Certification of CEO (Section 302) | nvmr-ex31_1.htm | EX-31.1 | 9,847 |
| 5 | Certification of CFO (Section 302) | nvmr-ex31_2.htm | EX-31.2 | 9,812 |
| 6 | Certification of CEO and CFO (Section 906) | nvmr-ex32_1.htm | EX-32.1 | 5,201 |
| 7 | Compensation Recovery Policy | nvmr-ex97_1.htm | EX-97.1 | 21,640 |
| | Complete submission text file | 0001831207-25-000009.txt | | 11,472,903 |

## Filer

**Norrvik Marine Robotics, Inc.** (Filer) CIK: **0001831207** (see all company filings)

- IRS No.: 85-3047719
- State of Incorp.: DE
- Fiscal Year End: 1231
- Type: 10-K | Act: 34 | File No.: 001-40518 | Film No.: 25741166
- SIC: 3812 Search, Detection, Navigation, Guidance, Aeronautical Sys

**Business Address:** 2200 Westlake Avenue North, Suite 410, Seattle WA 98109, (206) 555-0187
**Mailing Address:** 2200 Westlake Avenue North, Suite 410, Seattle WA 98109
"""),
        m.add({"nvmr_cik": "0001831207", "nvmr_10k_fy2024_filed": "2025-03-14 (accession 0001831207-25-000009)",
               "nvmr_fy2024_revenue": "$214.6M (press release 2025-03-06), up 31% from $163.8M"}),
        (extract(doc, "total revenue in the consolidated statements of operations"), """# NORRVIK MARINE ROBOTICS, INC.

## FORM 10-K - For the fiscal year ended December 31, 2024

Commission File Number 001-40518 | Delaware | I.R.S. Employer Identification No. 85-3047719

...

## Item 8. Financial Statements and Supplementary Data

### Consolidated Statements of Operations
(in thousands, except per share data)

| | Year Ended December 31, 2024 | Year Ended December 31, 2023 |
| --- | --- | --- |
| Product revenue | $171,408 | $133,792 |
| Services revenue | 43,204 | 30,003 |
| **Total revenue** | **214,612** | **163,795** |
| Cost of product revenue | 103,117 | 84,236 |
| Cost of services revenue | 21,805 | 15,824 |
| Total cost of revenue | 124,922 | 100,060 |
| Gross profit | 89,690 | 63,735 |
| Research and development | 47,331 | 41,902 |
| Sales and marketing | 27,846 | 24,118 |
| General and administrative | 31,077 | 25,660 |
| Loss from operations | (16,564) | (27,945) |
| Interest and other income (expense), net | (1,902) | 1,206 |
| Provision for income taxes | 434 | 661 |
| **Net loss** | **$(18,900)** | **$(27,400)** |

Revenue from our five largest customers accounted for 46% of total revenue in 2024 (2023: 51%).
"""),
        (search("Norrvik Marine Robotics 10-K/A amendment 2024 annual report"), sr(
            ("https://investors.norrvikmarine.com/financial-information/sec-filings", "SEC Filings | Norrvik Marine Robotics",
             "10-Q May 8, 2025; DEF 14A Apr 17, 2025; 10-K Mar 14, 2025; 8-K Mar 6, 2025 ...", "N/A"),
            (idx, "10-K: Norrvik Marine Robotics, Inc. - SEC.gov",
             "Filing Detail. Form 10-K - Annual report [Section 13 and 15(d), not S-K Item 405]. Filing Date 2025-03-14. Period of Report 2024-12-31 ...", "Mar 14, 2025"),
            ("https://www.sec.gov/Archives/edgar/data/1831207/000183120725000021/nvmr-20250331.htm", "nvmr-20250331 - 10-Q - SEC.gov",
             "For the quarterly period ended March 31, 2025. Total revenue $58.9 million compared with $44.1 million ...", "May 8, 2025"),
            ("https://www.sec.gov/Archives/edgar/data/1831207/000114036125014288/ny20043217x1_def14a.htm", "DEF 14A - Norrvik Marine Robotics, Inc. - SEC.gov",
             "Notice of 2025 Annual Meeting of Stockholders to be held June 12, 2025, virtually ...", "Apr 17, 2025"),
            ("https://www.nasdaq.com/market-activity/stocks/nvmr/sec-filings", "NVMR SEC Filings | Nasdaq",
             "Norrvik Marine Robotics, Inc. Common Stock (NVMR) SEC Filings. Form type, filed date, period ...", "N/A"),
        )),
        (extract(browse, "list of 10-K and 10-Q filings for the company"), """# EDGAR Company Search Results

**NORRVIK MARINE ROBOTICS, INC.** CIK#: **0001831270** (see all company filings)

SIC: 3812 - SEARCH, DETECTION, NAVIGATION, GUIDANCE, AERONAUTICAL SYS
State location: WA | State of Inc.: DE | Fiscal Year End: 1231

Business Address: 2200 WESTLAKE AVENUE NORTH, SUITE 410, SEATTLE WA 98109, 206-555-0187

Items 1 - 9 | Filter: type 10-

| Filings | Format | Description | Filing Date | File/Film Number |
| --- | --- | --- | --- | --- |
| 10-Q | Documents | Quarterly report [Sections 13 or 15(d)] Acc-no: 0001831207-25-000021 (34 Act) Size: 6 MB | 2025-05-08 | 001-40518 / 25925014 |
| 10-K | Documents | Annual report [Section 13 and 15(d), not S-K Item 405] Acc-no: 0001831207-25-000009 (34 Act) Size: 11 MB | 2025-03-14 | 001-40518 / 25741166 |
| 10-Q | Documents | Quarterly report [Sections 13 or 15(d)] Acc-no: 0001831207-24-000047 (34 Act) Size: 6 MB | 2024-11-07 | 001-40518 / 241437552 |
| 10-Q | Documents | Quarterly report [Sections 13 or 15(d)] Acc-no: 0001831207-24-000031 (34 Act) Size: 6 MB | 2024-08-08 | 001-40518 / 241189930 |
| 10-Q | Documents | Quarterly report [Sections 13 or 15(d)] Acc-no: 0001831207-24-000018 (34 Act) Size: 5 MB | 2024-05-09 | 001-40518 / 24929871 |
| 10-K | Documents | Annual report [Section 13 and 15(d), not S-K Item 405] Acc-no: 0001831207-24-000006 (34 Act) Size: 10 MB | 2024-03-13 | 001-40518 / 24744019 |
| 10-Q | Documents | Quarterly report [Sections 13 or 15(d)] Acc-no: 0001831207-23-000052 (34 Act) Size: 5 MB | 2023-11-08 | 001-40518 / 231389017 |
| 10-Q | Documents | Quarterly report [Sections 13 or 15(d)] Acc-no: 0001831207-23-000037 (34 Act) Size: 5 MB | 2023-08-09 | 001-40518 / 231155386 |
| 10-K | Documents | Annual report [Section 13 and 15(d), not S-K Item 405] Acc-no: 0001831207-23-000008 (34 Act) Size: 9 MB | 2023-03-15 | 001-40518 / 23732650 |

No 10-K/A filings found for this company.
"""),
        m.retrieve(["nvmr_10k_fy2024_filed", "nvmr_fy2024_revenue"]),
    ]
    rs.add(task="search", tid="h10-search-03", system=SYSTEM, turns=turns,
           state=state("What total revenue did Norrvik Marine Robotics report for fiscal 2024, and on what date did it file the 10-K? Check whether it was amended.", "Thursday, June 5, 2025"),
           bad=True, turn=7, kind="identity drift: EDGAR company page shows CIK 0001831270 for the filer whose filing index (turn 3) gave CIK 0001831207")


def t04(rs: RowSet) -> None:
    # CLEAN (local government): the agenda center page is re-extracted after a newer "Last updated" stamp and now shows an amended agenda plus a newly posted July 1 meeting; a memory key is removed by the agent and then reported as not found.
    m = Mem()
    ac = "https://www.portalderwa.gov/AgendaCenter/City-Council-4"
    draft = "https://www.portalderwa.gov/DocumentCenter/View/8812/Draft-Ordinance-2025-014-Short-Term-Rentals"
    news = "https://www.alderbeacon.com/2025/06/14/short-term-rental-rules-second-reading-july-1/"
    agenda_v1 = """# Agenda Center - City Council

City of Port Alder, Washington

*Last updated: June 12, 2025 3:05 PM*

## 2025 Meetings

### Jun 17, 2025 - City Council Regular Meeting
Posted Jun 12, 2025 3:05 PM
- Agenda (PDF) | Agenda Packet (PDF, 186 pages) | Video: not yet available

**Agenda highlights**
1. Call to order, roll call, Pledge of Allegiance - 6:00 PM, Council Chambers, 310 Harbor Street
2. Public comment (3 minutes per speaker)
3. Consent calendar: minutes of June 3; claims and payroll; Resolution 2025-31 accepting the Dock Street sewer project
...
9. Ordinances
   - 9.A Second reading: Ordinance 2025-012, amending Chapter 12.20 (sidewalk cafe permits)
   - 9.B First reading: **Ordinance 2025-014, adding Chapter 5.62 PAMC, Short-Term Rental Permits** (staff: Planning Director Kelsey Nakamura)
10. Council reports
11. Adjourn

### Jun 3, 2025 - City Council Regular Meeting
Posted May 29, 2025 11:20 AM
- Agenda (PDF) | Minutes (PDF, draft) | Video (2:07:44)

### May 20, 2025 - City Council Study Session
Posted May 15, 2025 9:42 AM
- Agenda (PDF) | Minutes (PDF) | Video (1:31:09)
- Topic: Short-term rental regulations - policy options
"""
    agenda_v2 = """# Agenda Center - City Council

City of Port Alder, Washington

*Last updated: June 14, 2025 10:48 AM*

## 2025 Meetings

### Jul 1, 2025 - City Council Regular Meeting
Posted Jun 14, 2025 10:48 AM (preliminary agenda)
- Preliminary Agenda (PDF)

**Agenda highlights**
- Second reading and adoption: **Ordinance 2025-014, Short-Term Rental Permits** (tentative, subject to first reading on June 17)

### Jun 17, 2025 - City Council Regular Meeting - AMENDED
Posted Jun 12, 2025 3:05 PM | Amended Jun 14, 2025 10:48 AM
- Amended Agenda (PDF) | Agenda Packet (PDF, 191 pages) | Video: not yet available

**Agenda highlights**
1. Call to order, roll call, Pledge of Allegiance - 6:00 PM, Council Chambers, 310 Harbor Street
2. Public comment (3 minutes per speaker)
3. Consent calendar: minutes of June 3; claims and payroll; Resolution 2025-31 accepting the Dock Street sewer project
...
9. Ordinances
   - 9.A Second reading: Ordinance 2025-012, amending Chapter 12.20 (sidewalk cafe permits)
   - 9.B First reading: **Ordinance 2025-014, adding Chapter 5.62 PAMC, Short-Term Rental Permits** (staff: Planning Director Kelsey Nakamura)
   - 9.C *Added Jun 14:* Motion setting the second reading of Ordinance 2025-014 for July 1, 2025
10. Council reports
11. Adjourn

### Jun 3, 2025 - City Council Regular Meeting
Posted May 29, 2025 11:20 AM
- Agenda (PDF) | Minutes (PDF, draft) | Video (2:07:44)

### May 20, 2025 - City Council Study Session
Posted May 15, 2025 9:42 AM
- Agenda (PDF) | Minutes (PDF) | Video (1:31:09)
- Topic: Short-term rental regulations - policy options
"""
    turns = [
        (search("Port Alder city council short-term rental ordinance vote June 2025"), sr(
            (ac, "Agenda Center - City Council | Port Alder, WA",
             "Jun 17, 2025 - City Council Regular Meeting. Posted Jun 12, 2025 3:05 PM. Agenda | Agenda Packet ...", "Jun 12, 2025"),
            (draft, "Draft Ordinance 2025-014 - Short-Term Rentals (PDF) | Port Alder, WA",
             "An ordinance of the City of Port Alder adding a new Chapter 5.62 to the Port Alder Municipal Code establishing short-term rental permits ...", "Jun 12, 2025"),
            ("https://www.alderbeacon.com/2025/05/21/council-weighs-cap-on-vacation-rentals/", "Council weighs cap on vacation rentals - The Alder Beacon",
             "At Tuesday's study session, council members leaned toward a citywide cap on non-owner-occupied rentals, with a number to be set by staff ...", "May 21, 2025"),
            ("https://www.portalderwa.gov/612/Short-Term-Rentals", "Short-Term Rentals | Port Alder, WA",
             "The City is developing regulations for short-term rentals (stays of fewer than 30 nights). Sign up for project updates ...", "N/A"),
            ("https://www.reddit.com/r/OlympicPeninsula/comments/1kt4h0q/port_alder_str_rules/", "Port Alder STR rules - anyone going to the council meeting? : r/OlympicPeninsula",
             "They're doing the first reading on the 17th. Heard the cap might be around 240 ...", "May 25, 2025"),
        )),
        (extract(ac, "date and item number for the short-term rental ordinance"), agenda_v1),
        m.add({"str_first_reading": "June 17, 2025 council meeting, Item 9.B (Ordinance 2025-014, new Chapter 5.62 PAMC)",
               "todo": "check permit cap in draft ordinance; check if a second reading date is set"}),
        (extract(draft, "permit cap and fees"), """# ORDINANCE NO. 2025-014 (DRAFT - for first reading June 17, 2025)

AN ORDINANCE OF THE CITY OF PORT ALDER, WASHINGTON, ADDING A NEW CHAPTER 5.62 TO THE PORT ALDER MUNICIPAL CODE ESTABLISHING SHORT-TERM RENTAL PERMITS; PROVIDING FOR SEVERABILITY; AND ESTABLISHING AN EFFECTIVE DATE.

## Section 1. Findings
...the City's 2024 housing inventory identified 412 dwelling units advertised as short-term rentals, of which an estimated 268 were not owner-occupied...

## 5.62.030 Permit required
No person shall operate a short-term rental without a valid short-term rental permit issued under this chapter.

## 5.62.040 Permit types
A. **Type 1 (owner-occupied):** the owner's primary residence, including an accessory dwelling unit on the same lot. No numerical limit.
B. **Type 2 (non-owner-occupied):** the total number of Type 2 permits in effect citywide shall not exceed **240**. One Type 2 permit per owner.

## 5.62.050 Fees
Annual permit fee: Type 1 - $175; Type 2 - $425.

## 5.62.080 Waitlist
When the Type 2 cap is reached, applications are placed on a waitlist in order of receipt.

## Section 4. Effective date
This ordinance takes effect thirty (30) days after publication; applications will be accepted beginning January 1, 2026.
"""),
        m.add({"str_permit_cap": "240 Type 2 (non-owner-occupied) permits citywide; Type 1 owner-occupied uncapped. Fees $175 / $425 per year"}),
        (search("Port Alder short-term rental ordinance second reading date"), sr(
            (news, "Short-term rental rules head to council; final vote set for July 1 - The Alder Beacon",
             "The city amended Tuesday's agenda Saturday morning to add a motion setting the second reading for July 1, when the council could adopt the rules ...", "Jun 14, 2025"),
            (ac, "Agenda Center - City Council | Port Alder, WA",
             "Jun 17, 2025 - City Council Regular Meeting - AMENDED. Amended Jun 14, 2025 10:48 AM. Jul 1, 2025 - City Council Regular Meeting ...", "Jun 14, 2025"),
            (draft, "Draft Ordinance 2025-014 - Short-Term Rentals (PDF) | Port Alder, WA",
             "An ordinance of the City of Port Alder adding a new Chapter 5.62 to the Port Alder Municipal Code establishing short-term rental permits ...", "Jun 12, 2025"),
            ("https://www.portalderwa.gov/612/Short-Term-Rentals", "Short-Term Rentals | Port Alder, WA",
             "The City is developing regulations for short-term rentals (stays of fewer than 30 nights). Sign up for project updates ...", "N/A"),
        )),
        (extract(ac, "whether a second reading or adoption date has been scheduled"), agenda_v2),
        m.update({"str_first_reading": "June 17, 2025, Item 9.B (Ord. 2025-014); agenda amended Jun 14 to add 9.C setting second reading",
                  }),
        m.add({"str_second_reading": "July 1, 2025 council meeting (tentative; preliminary agenda posted Jun 14, 2025)"}),
        m.remove(["todo"]),
        m.retrieve(["todo", "str_permit_cap"]),
        m.retrieve_all(),
    ]
    rs.add(task="search", tid="h10-search-04", system=SYSTEM, turns=turns,
           state=state("When will the Port Alder City Council vote on the short-term rental ordinance, and what permit cap does it propose?", "Saturday, June 14, 2025"))


def t05(rs: RowSet) -> None:
    # BAD (literary award): turn 9 retrieve_all still lists "cba_fiction_winner_2025" (the unverified 2024 winner), a key the agent removed at turn 4 and never re-added.
    m = Mem()
    win = "https://www.cascadiabookawards.org/2025-winners"
    news = "https://www.cascadiadaily.com/arts/2025/jun/01/a-map-of-small-weathers-wins-cascadia-book-award/"
    pub = "https://www.tidewaterpress.ca/news/a-map-of-small-weathers-wins-the-2025-cascadia-book-award-for-fiction"
    turns = [
        (search("Cascadia Book Award 2025 fiction winner"), sr(
            (win, "2025 Winners | Cascadia Book Awards",
             "The 2025 Cascadia Book Awards were presented May 31 at the Vancouver Playhouse. Fiction: A Map of Small Weathers ...", "Jun 1, 2025"),
            ("https://www.cascadiabookawards.org/2025-shortlists", "2025 Shortlists | Cascadia Book Awards",
             "Five books are in contention for the fiction prize, announced April 8 ...", "Apr 8, 2025"),
            ("https://www.cascadiadaily.com/arts/2025/apr/08/cascadia-book-award-shortlist/", "Cascadia Book Award shortlist puts small presses front and center",
             "Four of five fiction finalists come from independent presses; last year's winner, The Salt Ledger by Imogen Aske, was also published by Tidewater Press ...", "Apr 8, 2025"),
            (news, "'A Map of Small Weathers' wins Cascadia Book Award for fiction",
             "Renata Okafor-Lind's debut novel took the fiction prize Saturday night ...", "Jun 1, 2025"),
            ("https://www.goodreads.com/list/show/201553.Cascadia_Book_Award_Fiction_Finalists", "Cascadia Book Award - Fiction Finalists (all years) | Goodreads",
             "The Salt Ledger, A Map of Small Weathers, Cedar Hours, The Undertow Clinic ...", "N/A"),
            ("https://en.wikipedia.org/wiki/Cascadia_Book_Awards", "Cascadia Book Awards - Wikipedia",
             "The Cascadia Book Awards are annual literary prizes for books by authors living in British Columbia, Washington and Oregon, established in 2012 ...", "N/A"),
        )),
        m.add({"cba_fiction_winner_2025": "The Salt Ledger - Imogen Aske (from a search snippet; unverified)"}),
        (extract(win, "2025 fiction winner and shortlist"), """# 2025 Winners

*Posted June 1, 2025*

The 14th Cascadia Book Awards were presented on **Saturday, May 31, 2025** at the Vancouver Playhouse, hosted by broadcaster Leah Tsosie. Winners in each category receive US$7,500; every other shortlisted author receives US$1,000.

## Fiction

**Winner: *A Map of Small Weathers* by Renata Okafor-Lind** (Tidewater Press)

> "A novel of astonishing restraint, in which a meteorologist's logbook becomes a record of a marriage." - Jury citation

Shortlist:
- *Cedar Hours* by Wynn Talbot (Goldfinch Books)
- *The Undertow Clinic* by Priya Achterberg (Hawser & Pike)
- *Nine Rivers North* by Callum Ferrante (Ledgerline)
- *What the Ferry Knew* by Odessa Brandt (Knopf Canada)

Jury: Marguerite Ellison (chair), Tomas Akiyama, Deb Lightfoot

## Nonfiction

**Winner: *The Last Cannery* by Harold Wing** (University of Washington Press)

## Poetry

**Winner: *Salal* by Jun Ishikawa-Bell** (Gaspereau West)

## Young Readers

**Winner: *The Lighthouse Cat of Tatoosh* by Noor Haddad** (Orca Book Publishers)

## Previous fiction winners

| Year | Book | Author |
| --- | --- | --- |
| 2024 | The Salt Ledger | Imogen Aske |
| 2023 | Kelp Forest Requiem | Martin Oduya |
| 2022 | A House on Stilts | Caroline Fenwick-Yu |
"""),
        m.remove(["cba_fiction_winner_2025"]),
        m.add({"cba_2025_fiction_winner": "A Map of Small Weathers - Renata Okafor-Lind (Tidewater Press); presented 2025-05-31, Vancouver Playhouse",
               "cba_2025_fiction_shortlist": "Cedar Hours (Wynn Talbot); The Undertow Clinic (Priya Achterberg); Nine Rivers North (Callum Ferrante); What the Ferry Knew (Odessa Brandt)",
               "cba_2024_fiction_winner": "The Salt Ledger - Imogen Aske"}),
        (search("\"A Map of Small Weathers\" Okafor-Lind debut Tidewater Press prize"), sr(
            (pub, "A Map of Small Weathers wins the 2025 Cascadia Book Award for Fiction | Tidewater Press",
             "We are thrilled to announce that Renata Okafor-Lind's debut novel has won ... our second consecutive win after The Salt Ledger in 2024 ...", "Jun 2, 2025"),
            (news, "'A Map of Small Weathers' wins Cascadia Book Award for fiction",
             "Renata Okafor-Lind's debut novel took the fiction prize Saturday night ...", "Jun 1, 2025"),
            ("https://quillandquire.com/review/a-map-of-small-weathers/", "A Map of Small Weathers - Quill & Quire",
             "Okafor-Lind's debut is structured as a weather logbook kept at a remote station on Haida Gwaii ...", "Oct 3, 2024"),
            ("https://www.goodreads.com/book/show/212004877-a-map-of-small-weathers", "A Map of Small Weathers by Renata Okafor-Lind | Goodreads",
             "3.96 avg rating. 1,412 ratings. Published September 17, 2024 by Tidewater Press ...", "N/A"),
        )),
        (extract(pub, "prize amount and details about the win"), """# A Map of Small Weathers wins the 2025 Cascadia Book Award for Fiction

*June 2, 2025 | Tidewater Press News*

We are thrilled to announce that Renata Okafor-Lind's debut novel, *A Map of Small Weathers*, has won the 2025 Cascadia Book Award for Fiction, presented Saturday, May 31 at the Vancouver Playhouse. It is Tidewater's second consecutive win in the category, after Imogen Aske's *The Salt Ledger* in 2024.

The prize carries an award of US$7,500. The jury - Marguerite Ellison (chair), Tomas Akiyama and Deb Lightfoot - called the novel "a book of astonishing restraint."

*A Map of Small Weathers* follows Ines Calloway, a meteorological technician posted to a remote station on Haida Gwaii, whose daily observations gradually record the end of her marriage. It was published in September 2024 and was also longlisted for the Giller Prize.

Okafor-Lind, who lives in Port Townsend, Washington, is at work on a second novel.

**Format:** Paperback, 288 pages, ISBN 978-1-77214-339-0 | **Price:** CA$24.95 / US$19.95
"""),
        m.add({"cba_prize_amount": "US$7,500 to each category winner; US$1,000 to other shortlisted authors"}),
    ]
    act, _ = m.retrieve_all()
    view = {"cba_fiction_winner_2025": "The Salt Ledger - Imogen Aske (from a search snippet; unverified)", **m.d}
    turns.append((act, pj(view)))
    turns.append((extract(news, "quotes from the winner"), """# 'A Map of Small Weathers' wins Cascadia Book Award for fiction

*By Ellen Moravec, Cascadia Daily | June 1, 2025*

VANCOUVER - Renata Okafor-Lind's debut novel *A Map of Small Weathers* took the fiction prize at the Cascadia Book Awards on Saturday night, beating four other finalists including Odessa Brandt's *What the Ferry Knew*.

"I wrote most of this book in a car parked at the ferry terminal, waiting for my shift," Okafor-Lind said in her acceptance speech at the Vancouver Playhouse. "So thank you to BC Ferries for the delays."

The award comes with US$7,500. Harold Wing's *The Last Cannery* won for nonfiction, Jun Ishikawa-Bell's *Salal* for poetry, and Noor Haddad's *The Lighthouse Cat of Tatoosh* in the young readers category.

Tidewater Press, based in Victoria, has now published the fiction winner two years running.
"""))
    rs.add(task="search", tid="h10-search-05", system=SYSTEM, turns=turns,
           state=state("Who won the 2025 Cascadia Book Award for Fiction, who else was shortlisted, and what is the prize worth?", "Tuesday, June 10, 2025"),
           bad=True, turn=9, kind="deleted memory key reappears: cba_fiction_winner_2025, removed at turn 4, is listed again by retrieve_all at turn 9")


def t06(rs: RowSet) -> None:
    # CLEAN (product specs): the maker's current datasheet (rev. C) and a retailer quoting the older rev. B disagree on SCOP, sound power and weight; these are different sources/document revisions, and the agent updates its memory accordingly.
    m = Mem()
    prod = "https://www.kaarre.fi/en/products/vellamo-ahp-12"
    shop = "https://www.lampopumppukauppa.fi/en/kaarre-vellamo-ahp-12-air-to-water-heat-pump"
    revb = "https://www.kaarre.fi/media/datasheets/Vellamo_AHP-12_datasheet_revB_2024.pdf"
    eprel = "https://eprel.ec.europa.eu/screen/product/spaceheaterheatpumps/1734582"
    turns = [
        (search("Kaarre Vellamo AHP-12 SCOP sound power refrigerant"), sr(
            (prod, "Vellamo AHP-12 air-to-water heat pump | Kaarre Energy",
             "12 kW monobloc air-to-water heat pump with natural refrigerant R290. SCOP 4.62 (W35, average climate). Sound power 54 dB(A) ...", "N/A"),
            (shop, "Kaarre Vellamo AHP-12 air-to-water heat pump - Lampopumppukauppa",
             "Kaarre Vellamo AHP-12, 12 kW, R290. SCOP 4.55, sound power 55 dB(A), weight 98 kg. In stock, delivery 3-5 days ...", "N/A"),
            (eprel, "EPREL - Space heater heat pump - Kaarre Vellamo AHP-12",
             "Product information sheet. Supplier: Kaarre Energy Oy. Model identifier: Vellamo AHP-12 ...", "N/A"),
            ("https://www.kaarre.fi/media/datasheets/Vellamo_AHP-12_datasheet_revC_2025.pdf", "Vellamo AHP-12 Technical Datasheet rev. C (PDF)",
             "Technical data according to EN 14825 / EN 12102-1. Revision C, February 2025 ...", "Feb 11, 2025"),
            ("https://www.heatpumpforum.eu/threads/kaarre-vellamo-ahp-12-owners-thread.48213/", "Kaarre Vellamo AHP-12 owners thread | Heat Pump Forum",
             "Installed mine in Tampere in October. Measured COP around 3.1 at -7 outside, 40 flow ...", "May 22, 2025"),
            ("https://www.nibe.eu/en-eu/products/heat-pumps/air-water-heat-pumps", "Air/water heat pumps | NIBE",
             "NIBE air/water heat pumps extract energy from the outdoor air ...", "N/A"),
        )),
        (extract(prod, "SCOP, sound power, refrigerant and weight"), """# Vellamo AHP-12

*Air-to-water monobloc heat pump | Kaarre Energy Oy*

Quiet, efficient heating and hot water for detached houses up to about 220 m2. The Vellamo AHP-12 uses natural refrigerant R290 (propane) and runs down to -25 degC outdoor temperature.

## Technical data (datasheet rev. C, February 2025)

| Parameter | Value |
| --- | --- |
| Heating capacity A7/W35 | 12.0 kW (modulating 3.1-12.0 kW) |
| COP A7/W35 | 5.02 |
| SCOP, average climate, W35 | 4.62 |
| SCOP, average climate, W55 | 3.71 |
| Energy class W35 / W55 | A+++ / A++ |
| Refrigerant / charge | R290 / 1.1 kg |
| Sound power level (EN 12102-1) | 54 dB(A) |
| Max. flow temperature | 75 degC |
| Operating range | -25 to +35 degC |
| Dimensions (W x H x D) | 1,280 x 985 x 470 mm |
| Weight | 96 kg |
| Power supply | 400 V 3N~ 50 Hz |
| Warranty | 5 years (7 years with annual service) |

## Downloads
- Datasheet rev. C (PDF, Feb 2025)
- Installation manual v3.2
- EPREL product sheet
"""),
        m.add({"ahp12_scop_w35": "4.62 (Kaarre product page, datasheet rev. C Feb 2025)",
               "ahp12_sound_power": "54 dB(A) (EN 12102-1)",
               "ahp12_refrigerant": "R290, 1.1 kg charge",
               "ahp12_weight": "96 kg"}),
        (extract(shop, "specs listed by the retailer"), """# Kaarre Vellamo AHP-12 air-to-water heat pump

**Price:** 8,490.00 EUR (incl. VAT 25.5%) | In stock - delivery 3-5 working days

Product code: KAA-AHP12 | EAN 6430071552104

## Specifications

*Manufacturer's data (datasheet 2024)*

- Heating capacity: 12 kW
- SCOP (W35, average climate): 4.55
- Refrigerant: R290
- Sound power: 55 dB(A)
- Dimensions: 1,280 x 985 x 470 mm
- Weight: 98 kg
- Power supply: 400 V

## Customer reviews (4.6 / 5, 17 reviews)

> "Very quiet at night, runs all winter in Jyvaskyla without backup heater." - Mikko H., March 2025

## Installation

Installation packages from 2,950 EUR in Uusimaa and Pirkanmaa. Household deduction (kotitalousvahennys) applies to the labour share.
"""),
        (search("Kaarre Vellamo AHP-12 datasheet rev B 2024 SCOP 4.55 rev C changes"), sr(
            (revb, "Vellamo AHP-12 Technical Datasheet rev. B (PDF)",
             "Technical data according to EN 14825 / EN 12102-1. Revision B, March 2024. SCOP W35 average climate 4.55 ...", "Mar 18, 2024"),
            ("https://www.kaarre.fi/media/datasheets/Vellamo_AHP-12_datasheet_revC_2025.pdf", "Vellamo AHP-12 Technical Datasheet rev. C (PDF)",
             "Technical data according to EN 14825 / EN 12102-1. Revision C, February 2025 ...", "Feb 11, 2025"),
            ("https://www.heatpumpforum.eu/threads/kaarre-vellamo-ahp-12-owners-thread.48213/page-4", "Kaarre Vellamo AHP-12 owners thread - Page 4 | Heat Pump Forum",
             "Rev C datasheet is out - new fan blade and the lighter composite drip tray, they re-tested SCOP and sound, a bit better on both ...", "Feb 19, 2025"),
            (prod, "Vellamo AHP-12 air-to-water heat pump | Kaarre Energy",
             "12 kW monobloc air-to-water heat pump with natural refrigerant R290. SCOP 4.62 (W35, average climate). Sound power 54 dB(A) ...", "N/A"),
        )),
        (extract(revb, "SCOP, sound power and weight in rev. B"), """# VELLAMO AHP-12 - TECHNICAL DATASHEET

**Revision B - March 2024** | Kaarre Energy Oy, Hatanpaan valtatie 34, 33100 Tampere, Finland

*This revision is superseded by revision C (February 2025).*

| Parameter | Unit | Value |
| --- | --- | --- |
| Heating capacity A7/W35 | kW | 12.0 |
| COP A7/W35 | - | 4.96 |
| SCOP W35 (average climate) | - | 4.55 |
| SCOP W55 (average climate) | - | 3.68 |
| Refrigerant / charge | - / kg | R290 / 1.1 |
| Sound power level, EN 12102-1 | dB(A) | 55 |
| Sound pressure at 5 m | dB(A) | 33 |
| Dimensions W x H x D | mm | 1,280 x 985 x 470 |
| Net weight | kg | 98 |
| Fan | - | 1 x 630 mm, EC |

Tested at RISE Research Institutes of Sweden, report 23-04117.
"""),
        m.update({"ahp12_scop_w35": "4.62 per current datasheet rev. C (Feb 2025); rev. B (Mar 2024) said 4.55 - retailers still quote rev. B",
                  "ahp12_sound_power": "54 dB(A) rev. C; 55 dB(A) in rev. B",
                  "ahp12_weight": "96 kg rev. C; 98 kg rev. B (new fan blade and lighter drip tray in rev. C)"}),
        (extract(eprel, "registered SCOP and sound power"), """# Product information sheet - Space heater heat pump

**EPREL registration number:** 1734582
**Supplier:** Kaarre Energy Oy
**Model identifier:** Vellamo AHP-12
**Registration last modified:** 2025-02-10

| | Low-temperature (35 degC) | Medium-temperature (55 degC) |
| --- | --- | --- |
| Seasonal space heating energy efficiency class (average climate) | A+++ | A++ |
| Rated heat output Prated | 11 kW | 10 kW |
| Seasonal space heating energy efficiency (etas) | 182% | 145% |
| SCOP | 4.62 | 3.71 |
| Sound power level, outdoors | 54 dB | 54 dB |

Refrigerant: R290 (GWP 3)
"""),
        m.retrieve_all(),
    ]
    rs.add(task="search", tid="h10-search-06", system=SYSTEM, turns=turns,
           state=state("Find the SCOP (W35), sound power level, refrigerant and weight of the Kaarre Vellamo AHP-12 heat pump.", "Friday, June 13, 2025"))


VICTIMS_1887 = [
    ("Arthur Sowden", 13, "trapper"), ("Walter Sowden", 41, "hewer"), ("John Crabtree", 36, "hewer"),
    ("Samuel Crabtree", 17, "putter"), ("Thomas Haigh", 52, "deputy"), ("George Illingworth", 29, "hewer"),
    ("William Illingworth", 24, "hewer"), ("Joseph Brook", 33, "hewer"), ("Henry Lumb", 15, "putter"),
    ("Edwin Lumb", 38, "hewer"), ("James Firth", 46, "shotfirer"), ("Albert Firth", 19, "putter"),
    ("Fred Ackroyd", 14, "trapper"), ("Charles Wainwright", 27, "hewer"), ("David Pickles", 31, "hewer"),
    ("Richard Pickles", 16, "putter"), ("Isaac Hinchliffe", 58, "onsetter"), ("Benjamin Dyson", 22, "hewer"),
    ("Matthew Dyson", 44, "hewer"), ("Lewis Holroyd", 35, "hewer"), ("Frank Holroyd", 18, "putter"),
    ("Thomas Greenwood", 49, "hewer"), ("Ernest Bottomley", 14, "pony driver"),
]


def t07(rs: RowSet) -> None:
    # BAD (history): turn 5 extraction of the heritage group's page dates the explosion to 17 March 1887, while that same URL's snippet at turn 4 (and Wikipedia at turn 2) said Monday 14 March 1887; nothing explains the change.
    m = Mem()
    wiki = "https://en.wikipedia.org/wiki/Hollin_Ridge_Colliery_disaster"
    her = "https://www.hollinridgeheritage.org.uk/1887-disaster/"
    assert len(VICTIMS_1887) == 23
    roll = "\n".join(f"| {n} | {a} | {j} |" for n, a, j in VICTIMS_1887)
    turns = [
        (search("Hollin Ridge Colliery explosion 1887"), sr(
            (wiki, "Hollin Ridge Colliery disaster - Wikipedia",
             "The Hollin Ridge Colliery disaster was a firedamp explosion on 14 March 1887 at Hollin Ridge Colliery near Scholemoor, West Riding of Yorkshire, which killed 23 men and boys ...", "N/A"),
            ("https://www.dmm.org.uk/ukreport/1887-hollinridge.htm", "Hollin Ridge Colliery 1887 - Durham Mining Museum",
             "Report of the Inspector of Mines for the Yorkshire and Lincolnshire District, 1887: explosion in the Low Main seam ...", "N/A"),
            ("https://www.gracesguide.co.uk/Fenwick_and_Sons", "Fenwick and Sons - Graces Guide",
             "Colliery proprietors of Scholemoor. Owners of Hollin Ridge and Netherfold pits ...", "N/A"),
            ("https://www.yorkshirepost.co.uk/heritage/memorial-restored-to-hollin-ridge-miners-3814922", "Memorial restored to Hollin Ridge miners - Yorkshire Post",
             "The sandstone obelisk erected in 1888 in St Bartholomew's churchyard has been cleaned and its 23 names re-cut ...", "Sep 12, 2022"),
            ("https://www.nmrs.org.uk/mines-map/accidents-disasters/yorkshire/hollin-ridge-1887/", "Hollin Ridge 1887 | Northern Mine Research Society",
             "Explosion, 23 killed. Cause: naked light in the return airway of the Low Main ...", "N/A"),
        )),
        (extract(wiki, "date, death toll and cause"), """From Wikipedia, the free encyclopedia

# Hollin Ridge Colliery disaster

| Hollin Ridge Colliery disaster | |
| --- | --- |
| Date | 14 March 1887 |
| Location | Hollin Ridge Colliery, Scholemoor, West Riding of Yorkshire, England |
| Type | Firedamp explosion |
| Cause | Naked light in the return airway of the Low Main seam |
| Deaths | 23 |
| Inquest | Scholemoor, 16-29 March 1887 |

The **Hollin Ridge Colliery disaster** was a firedamp explosion on Monday 14 March 1887 at Hollin Ridge Colliery near Scholemoor, in the West Riding of Yorkshire, England. Twenty-three men and boys were killed; the youngest, Arthur Sowden, was 13 years old.

## Background

Hollin Ridge was sunk in 1859 by Fenwick & Sons and worked the Low Main and Better Bed seams. In 1886 it employed about 240 men and boys underground.

## Explosion

At about 10:40 am, gas that had accumulated in the return airway of the Low Main district after a roof fall was ignited by a naked light. Forty-one men were working in the district; eighteen were brought out alive, several badly burned.

## Inquest and inspection

The inquest, held at the Black Bull Inn, returned a verdict of accidental death but criticised the management for permitting naked lights in a district known to produce gas. H.M. Inspector Frank Wardell recommended the use of safety lamps throughout the pit.

## Legacy

A sandstone obelisk bearing the 23 names was erected in St Bartholomew's churchyard in 1888 and restored in 2022. The colliery closed in 1923.

## References
1. Report of H.M. Inspector of Mines for the Yorkshire and Lincolnshire District, 1887.
2. "Terrible colliery explosion near Scholemoor". *Leeds Mercury*. 15 March 1887.
"""),
        m.add({"hollin_ridge_date": "Monday 14 March 1887 (Wikipedia)", "hollin_ridge_deaths": "23 (youngest Arthur Sowden, 13)",
               "hollin_ridge_cause": "naked light ignited firedamp in Low Main return airway after roof fall"}),
        (search("Hollin Ridge colliery 1887 victims names memorial"), sr(
            (her, "The 1887 Disaster - Hollin Ridge Heritage Group",
             "On Monday 14 March 1887 a firedamp explosion in the Low Main seam killed 23 men and boys, the youngest aged 13. Here we remember them by name ...", "N/A"),
            ("https://www.yorkshirepost.co.uk/heritage/memorial-restored-to-hollin-ridge-miners-3814922", "Memorial restored to Hollin Ridge miners - Yorkshire Post",
             "The sandstone obelisk erected in 1888 in St Bartholomew's churchyard has been cleaned and its 23 names re-cut ...", "Sep 12, 2022"),
            ("https://www.findagrave.com/virtual-cemetery/2230817", "Hollin Ridge Colliery Disaster 1887 - Find a Grave Virtual Cemetery",
             "23 memorials. Arthur Sowden (1873-1887), Walter Sowden (1845-1887) ...", "N/A"),
            ("https://www.dmm.org.uk/ukreport/1887-hollinridge.htm", "Hollin Ridge Colliery 1887 - Durham Mining Museum",
             "Report of the Inspector of Mines for the Yorkshire and Lincolnshire District, 1887: explosion in the Low Main seam ...", "N/A"),
        )),
        (extract(her, "list of victims with ages and jobs"), f"""# The 1887 Disaster

*Hollin Ridge Heritage Group - Remembering the men and boys of Hollin Ridge*

On 17 March 1887 a firedamp explosion in the Low Main seam of Hollin Ridge Colliery killed 23 men and boys, the youngest aged 13. Eighteen others in the district survived, among them the deputy's son, Joe Haigh, who walked out through the intake with two injured putters.

The blast came at about twenty to eleven in the morning. Rescuers led by the under-manager, John Mellor, reached the return airway that afternoon. The funerals took up most of the following week, and eleven of the dead were buried at St Bartholomew's.

## Roll of honour

| Name | Age | Occupation |
| --- | --- | --- |
{roll}

## The memorial

The obelisk in St Bartholomew's churchyard was paid for by public subscription and unveiled in 1888. Our group raised funds to have it cleaned and the names re-cut in 2022.

*If you are descended from any of these families, please get in touch - we are collecting photographs for the exhibition at Scholemoor Library.*
"""),
        m.add({"hollin_ridge_victims": "23 named on heritage group roll of honour; 4 aged under 16 (Arthur Sowden 13, Fred Ackroyd 14, Ernest Bottomley 14, Henry Lumb 15)"}),
        (search("Hollin Ridge 1887 inquest verdict Black Bull Inn Wardell safety lamps"), sr(
            ("https://www.dmm.org.uk/ukreport/1887-hollinridge.htm", "Hollin Ridge Colliery 1887 - Durham Mining Museum",
             "The inspector recommended that safety lamps be used throughout the colliery and that no naked lights be allowed in the Low Main ...", "N/A"),
            (wiki, "Hollin Ridge Colliery disaster - Wikipedia",
             "The inquest, held at the Black Bull Inn, returned a verdict of accidental death but criticised the management for permitting naked lights ...", "N/A"),
            ("https://www.britishnewspaperarchive.co.uk/viewer/bl/0000316/18870330/041/0006", "Leeds Mercury - Wednesday 30 March 1887 - British Newspaper Archive",
             "THE HOLLIN RIDGE EXPLOSION. CLOSE OF THE INQUEST. The jury returned a verdict of accidental death ...", "N/A"),
        )),
    ]
    rs.add(task="search", tid="h10-search-07", system=SYSTEM, turns=turns,
           state=state("When did the Hollin Ridge Colliery explosion happen, how many died, and what was the cause?", "Sunday, June 1, 2025"),
           bad=True, turn=5, kind="snippet vs page: heritage page extraction gives 17 March 1887, its own search snippet (turn 4) and Wikipedia said Monday 14 March 1887")


def t08(rs: RowSet) -> None:
    # CLEAN (state law): an older news story describes the bill as introduced (90% glazing, hearing pending); the legislature's status page shows it later amended (75%) and signed; the agent updates memory. Different dates/versions, no contradiction.
    m = Mem()
    n1 = "https://www.pressherald.com/2025/03/20/bill-would-require-bird-safe-glass-on-new-state-buildings/"
    status = "https://legislature.maine.gov/LawMakerWeb/summary.asp?paper=HP1143&SessionID=16"
    amend = "https://legislature.maine.gov/legis/bills/getPDF.asp?paper=HP1143&item=2&snum=132"
    chap = "https://legislature.maine.gov/legis/bills/getPDF.asp?paper=HP1143&item=4&snum=132"
    n2 = "https://www.bangordailynews.com/2025/06/05/politics/mills-signs-bird-safe-glass-law/"
    turns = [
        (search("Maine LD 1730 bird-safe glass state buildings bill"), sr(
            (n1, "Bill would require bird-safe glass on new state buildings - Portland Press Herald",
             "LD 1730, sponsored by Rep. Talia Gervais of Bath, would require that 90 percent of the exterior glass on new and substantially renovated state buildings ...", "Mar 20, 2025"),
            (status, "Summary of LD 1730 - Maine Legislature",
             "An Act to Reduce Bird Collisions with State Buildings. HP 1143, LD 1730. 132nd Maine State Legislature ...", "N/A"),
            ("https://maineaudubon.org/news/testify-for-ld-1730/", "Testify in support of LD 1730 - Maine Audubon",
             "Up to a billion birds die in building collisions in the U.S. each year. LD 1730 would make Maine the sixth state with bird-friendly design rules ...", "Apr 2, 2025"),
            (amend, "LD 1730, Committee Amendment A (H-312) - Maine Legislature",
             "Amend the bill by striking out all of section 1 and inserting the following ... 75% of the exterior glazing ...", "Apr 22, 2025"),
            ("https://www.abcbirds.org/glass-collisions/legislation/", "Bird-friendly building legislation - American Bird Conservancy",
             "States and cities that have adopted bird-friendly building requirements ...", "N/A"),
        )),
        (extract(n1, "what the bill requires and next steps"), """# Bill would require bird-safe glass on new state buildings

*By Owen Marchetti, Staff Writer | March 20, 2025*

AUGUSTA - New and substantially renovated state buildings would have to use glass that birds can see under a bill introduced this week in the Maine Legislature.

LD 1730, sponsored by Rep. Talia Gervais, D-Bath, would require that at least 90 percent of the exterior glass on those buildings be treated with visible patterns, fritting or other materials that meet a bird-collision threat rating of 30 or less.

"Glass is invisible to birds, and we are building a lot of it," Gervais said. She said the requirement would add less than 1 percent to the cost of a typical project.

The Bureau of General Services has not taken a position. A spokesperson said the agency was still estimating costs for projects already in design.

The bill has been referred to the Committee on State and Local Government, which has scheduled a public hearing for **April 8**.

At least five states, including Minnesota and New York, have bird-friendly design requirements for some public buildings.
"""),
        m.add({"ld1730_status": "introduced week of Mar 17, 2025; referred to State & Local Government; hearing Apr 8 (per Press Herald, Mar 20)",
               "ld1730_glass_threshold": "at least 90% of exterior glass, threat factor <= 30 (as introduced)"}),
        (extract(status, "full legislative history and final status"), """# Summary of LD 1730

**An Act to Reduce Bird Collisions with State Buildings**
HP 1143 | LD 1730 | 132nd Maine State Legislature

**Sponsored by:** Representative Talia Gervais of Bath
**Cosponsored by:** Senator Raymond Theriault of Kennebec and 9 others
**Committee:** State and Local Government
**Status:** Public Law 2025, chapter 214

## Chronology

| Date | Chamber | Action |
| --- | --- | --- |
| 03/18/2025 | House | Referred to the Committee on State and Local Government. Ordered printed. Sent for concurrence |
| 03/19/2025 | Senate | Referred in concurrence |
| 04/08/2025 | - | Public hearing held |
| 04/15/2025 | - | Work session held; voted Ought to Pass as Amended |
| 04/22/2025 | House | Reported out: Ought to Pass as Amended by Committee Amendment "A" (H-312) (Majority, 9-3) |
| 04/29/2025 | House | Majority report accepted; Committee Amendment "A" (H-312) adopted; passed to be engrossed as amended. Roll call: 82 yeas, 61 nays |
| 05/20/2025 | Senate | Passed to be engrossed as amended in concurrence, under the hammer |
| 05/27/2025 | House | Passed to be enacted. Roll call: 80 yeas, 63 nays |
| 05/28/2025 | Senate | Passed to be enacted, 21-13 |
| 06/04/2025 | Governor | Signed by the Governor |
| 06/04/2025 | - | Chaptered: Public Law 2025, chapter 214 |

## Documents
- Bill text (as introduced)
- Committee Amendment "A" (H-312)
- Chaptered law, PL 2025, c. 214
- Fiscal note
"""),
        (extract(amend, "threshold and scope after amendment"), """# COMMITTEE AMENDMENT "A" to H.P. 1143, L.D. 1730

*Report of the Committee on State and Local Government | Filed by the Clerk of the House April 22, 2025 | H-312*

Amend the bill by striking out all of section 1 and inserting the following:

**Sec. 1. 5 MRSA section 1742-F** is enacted to read:

**Section 1742-F. Bird-friendly design for state buildings**

1. **Application.** This section applies to the construction of a new state building, or the replacement of more than 50% of the exterior glazing of an existing state building, with a gross floor area greater than 10,000 square feet, when design begins on or after January 1, 2027.

2. **Requirement.** At least 75% of the exterior glazing located between grade and 40 feet above grade must have a bird-collision threat factor of 30 or less.

3. **Exceptions.** This section does not apply to a building listed on the National Register of Historic Places if the Maine Historic Preservation Commission determines compliance would harm the building's historic character.

4. **Rules.** The Bureau of General Services shall adopt rules to implement this section. Rules adopted pursuant to this subsection are routine technical rules.

## SUMMARY

This amendment replaces the bill. It lowers the required share of treated glazing from 90% to 75% and limits it to the first 40 feet above grade, limits the requirement to buildings over 10,000 square feet, delays application to projects designed on or after January 1, 2027 and adds an exception for historic buildings.

## FISCAL NOTE REQUIRED
"""),
        m.update({"ld1730_status": "Signed by Governor 6/4/2025 - Public Law 2025, c. 214 (House passed as amended 4/29, 82-61; Senate 5/20; enacted 5/27-5/28)",
                  "ld1730_glass_threshold": "75% of exterior glazing between grade and 40 ft, threat factor <= 30; state buildings > 10,000 sq ft; design starting on/after 1/1/2027 (Committee Amendment A, H-312; introduced version said 90%)"}),
        (search("Mills signs bird-safe glass bill LD 1730 June 2025"), sr(
            (n2, "Mills signs law requiring bird-safe glass on big state buildings - Bangor Daily News",
             "Gov. Janet Mills on Wednesday signed LD 1730, which requires treated glass on the lower 40 feet of large new state buildings starting with projects designed in 2027 ...", "Jun 5, 2025"),
            (status, "Summary of LD 1730 - Maine Legislature",
             "An Act to Reduce Bird Collisions with State Buildings. HP 1143, LD 1730. Status: Public Law 2025, chapter 214 ...", "N/A"),
            (chap, "Public Law 2025, chapter 214 - Maine Legislature",
             "An Act to Reduce Bird Collisions with State Buildings. Be it enacted by the People of the State of Maine as follows ...", "Jun 4, 2025"),
            ("https://maineaudubon.org/news/ld-1730-is-law/", "LD 1730 is law! - Maine Audubon",
             "Thank you to everyone who testified. The final version covers state buildings over 10,000 square feet ...", "Jun 6, 2025"),
        )),
        (extract(chap, "final enacted text and approval date"), """# PUBLIC LAW 2025, CHAPTER 214

**APPROVED JUNE 4, 2025 BY GOVERNOR**

**H.P. 1143 - L.D. 1730**

## An Act to Reduce Bird Collisions with State Buildings

Be it enacted by the People of the State of Maine as follows:

**Sec. 1. 5 MRSA section 1742-F** is enacted to read:

**Section 1742-F. Bird-friendly design for state buildings**

1. **Application.** This section applies to the construction of a new state building, or the replacement of more than 50% of the exterior glazing of an existing state building, with a gross floor area greater than 10,000 square feet, when design begins on or after January 1, 2027.

2. **Requirement.** At least 75% of the exterior glazing located between grade and 40 feet above grade must have a bird-collision threat factor of 30 or less.

3. **Exceptions.** This section does not apply to a building listed on the National Register of Historic Places if the Maine Historic Preservation Commission determines compliance would harm the building's historic character.

4. **Rules.** The Bureau of General Services shall adopt rules to implement this section. Rules adopted pursuant to this subsection are routine technical rules.

*Effective 90 days after adjournment of the First Special Session of the 132nd Legislature.*
"""),
        m.add({"ld1730_citation": "PL 2025, c. 214, enacting 5 MRSA sec. 1742-F; approved June 4, 2025; effective 90 days after adjournment"}),
        m.retrieve_all(),
    ]
    rs.add(task="search", tid="h10-search-08", system=SYSTEM, turns=turns,
           state=state("What is the current status of Maine's LD 1730 (bird-safe glass for state buildings), and what glazing threshold does it set?", "Monday, June 16, 2025"))


SOLENT_2425 = [("Hamble Harbour Athletic", 24, 5, 81, 33), ("Fawley Wanderers", 23, 6, 74, 30), ("Bursledon Town", 20, 7, 68, 41),
               ("Netley Abbey Rovers", 18, 8, 63, 42), ("Totton Marsh", 17, 7, 59, 44), ("Lymington Quay", 16, 8, 57, 47),
               ("Romsey Priory", 15, 8, 55, 49), ("Chandler's Ford Albion", 14, 9, 52, 48), ("Bishop's Waltham Dynamos", 13, 8, 50, 53),
               ("Hedge End Rangers", 12, 9, 47, 51), ("Whiteley Park", 12, 7, 49, 56), ("Titchfield United", 11, 8, 44, 55),
               ("Swanwick Sports", 10, 9, 42, 57), ("Botley Village", 10, 6, 45, 58), ("Locks Heath", 9, 7, 39, 59),
               ("Marchwood Tigers", 7, 8, 36, 61), ("Brockenhurst Colts", 6, 6, 33, 64), ("Calshot Vale", 4, 4, 29, 75)]


def t09(rs: RowSet) -> None:
    # BAD (sports): turn 5 league table gives Hamble Harbour Athletic 79 points, but its own row (W24 D5 L5) makes 77, the club's report at turn 2 said 77 and "two points clear" of Fawley (75).
    m = Mem()
    club = "https://www.hambleharbourathletic.co.uk/news/champions-2024-25"
    ft = "https://fulltime.thefa.com/table.html?league=8842917&selectedSeason=912744091&selectedDivision=386513322&selectedCompetition=0"
    lg = "https://www.solentcountiesleague.co.uk/news/2024-25-awards-golden-boot-and-fair-play"
    assert sum(w for _, w, _, _, _ in SOLENT_2425) == sum(34 - w - d for _, w, d, _, _ in SOLENT_2425)
    rows = []
    for pos, (name, w, d, f, a) in enumerate(SOLENT_2425, 1):
        pts = 3 * w + d
        if pos == 1:
            pts = 79
        rows.append(f"| {pos} | {name} | 34 | {w} | {d} | {34 - w - d} | {f} | {a} | {f - a:+d} | {pts} |")
    table = "\n".join(rows)
    turns = [
        (search("Hamble Harbour Athletic champions 2024-25 Solent Counties League points"), sr(
            (club, "CHAMPIONS! | Hamble Harbour Athletic FC",
             "A 3-1 win at Bursledon Town on the final day sealed the Solent Counties League Premier Division title, two points clear of Fawley Wanderers ...", "Apr 20, 2025"),
            ("https://www.dailyecho.co.uk/sport/local-football/25091342.hamble-harbour-pip-fawley-solent-counties-title/", "Hamble Harbour pip Fawley to Solent Counties title | Daily Echo",
             "Mottram's 27th league goal of the season settled it as Hamble Harbour finished on 77 points ...", "Apr 21, 2025"),
            (ft, "Solent Counties League - Premier Division - Full-Time",
             "League table 2024-25. Pos, Team, P, W, D, L, F, A, GD, Pts. Hamble Harbour Athletic, Fawley Wanderers, Bursledon Town ...", "N/A"),
            ("https://www.facebook.com/HambleHarbourAFC/posts/pfbid02kq7Zs1", "Hamble Harbour Athletic FC - Facebook",
             "WE ARE CHAMPIONS! Thank you to every player, volunteer and supporter ...", "Apr 19, 2025"),
            ("https://www.solentcountiesleague.co.uk/", "Solent Counties Football League - Official Website",
             "Step 7 league covering south Hampshire. Premier Division, Division One, Reserve Division ...", "N/A"),
        )),
        (extract(club, "final points total and record"), """# CHAMPIONS!

*Hamble Harbour Athletic FC | Club News | 20 April 2025*

Hamble Harbour Athletic are the Solent Counties League Premier Division champions for 2024-25!

Needing a win on the final day to stay ahead of Fawley Wanderers, the Harbour came from behind to beat Bursledon Town 3-1 at Mallards Lane on Saturday. Fawley won 2-0 at Calshot Vale, but it was not enough: we finish on **77 points**, two clear of Fawley on 75.

## Season in numbers

- Played 34, won 24, drawn 5, lost 5
- 81 league goals - the most in the division - and 33 conceded
- Kieran Mottram: 27 league goals
- Longest unbeaten run: 16 matches (28 September - 25 January)

## What's next

The title earns us the right to apply for promotion to the Wessex League Division One, subject to ground grading in May. Manager Dean Whitlock said: "This group never stopped believing, even after we lost at Fawley in March."

Presentation evening: Friday 16 May, clubhouse, 7:30pm.
"""),
        m.add({"hha_final_points": "77 (P34 W24 D5 L5, GF81 GA33)",
               "hha_title": "Champions 2024-25, two points clear of Fawley Wanderers (75); clinched with 3-1 win at Bursledon Town on final day (19 Apr 2025)"}),
        (search("Solent Counties League Premier Division 2024-25 final table"), sr(
            (ft, "Solent Counties League - Premier Division - Full-Time",
             "League table 2024-25. Pos, Team, P, W, D, L, F, A, GD, Pts. Hamble Harbour Athletic, Fawley Wanderers, Bursledon Town ...", "N/A"),
            ("https://www.solentcountiesleague.co.uk/tables/premier-division", "Premier Division Table | Solent Counties Football League",
             "Tables are provided by FA Full-Time. Click a team to see results ...", "N/A"),
            ("https://www.dailyecho.co.uk/sport/local-football/25091342.hamble-harbour-pip-fawley-solent-counties-title/", "Hamble Harbour pip Fawley to Solent Counties title | Daily Echo",
             "Mottram's 27th league goal of the season settled it as Hamble Harbour finished on 77 points ...", "Apr 21, 2025"),
            ("https://www.wessexleague.co.uk/news/step-7-promotion-applications-2025", "Step 7 promotion applications 2025 | Wessex League",
             "Clubs from the Solent Counties League, Dorset Premier League and Hampshire Premier League have applied ...", "May 2, 2025"),
        )),
        (extract(ft, "final league table"), f"""# Solent Counties League

**Premier Division** | Season 2024-25 | League Table

| Pos | Team | P | W | D | L | F | A | GD | Pts |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
{table}

Last updated: 22/04/25 09:14

Key: P - Played, W - Won, D - Drawn, L - Lost, F - Goals for, A - Goals against, GD - Goal difference, Pts - Points
"""),
        (search("Solent Counties League 2024-25 Golden Boot top scorer"), sr(
            (lg, "2024-25 awards: Golden Boot and Fair Play | Solent Counties Football League",
             "Kieran Mottram of Hamble Harbour Athletic wins the Premier Division Golden Boot with 27 league goals ...", "Apr 28, 2025"),
            ("https://www.dailyecho.co.uk/sport/local-football/25091342.hamble-harbour-pip-fawley-solent-counties-title/", "Hamble Harbour pip Fawley to Solent Counties title | Daily Echo",
             "Mottram's 27th league goal of the season settled it as Hamble Harbour finished on 77 points ...", "Apr 21, 2025"),
            ("https://www.hambleharbourathletic.co.uk/players/kieran-mottram", "Kieran Mottram | Hamble Harbour Athletic FC",
             "Striker. Joined from Blackfield & Langley in 2023. 2024-25: 34 apps, 27 goals ...", "N/A"),
        )),
        (extract(lg, "Golden Boot winner and goal count"), """# 2024-25 awards: Golden Boot and Fair Play

*Solent Counties Football League | 28 April 2025*

## Premier Division Golden Boot

| Player | Club | League goals |
| --- | --- | --- |
| Kieran Mottram | Hamble Harbour Athletic | 27 |
| Reece Aldana | Fawley Wanderers | 23 |
| Jordan Petch | Bursledon Town | 19 |
| Sam Okonedo | Netley Abbey Rovers | 17 |

## Fair Play Award

Romsey Priory (24 yellow cards, no red cards in 34 league matches).

## Presentation

Trophies will be presented at the league's annual dinner on Friday 6 June at the Ageas Bowl.
"""),
    ]
    rs.add(task="search", tid="h10-search-09", system=SYSTEM, turns=turns,
           state=state("How many points did Hamble Harbour Athletic finish the 2024-25 Solent Counties League Premier Division season on, and by how much did they win the title?", "Wednesday, May 14, 2025"),
           bad=True, turn=5, kind="derived total drift: table Pts cell 79 for W24 D5 L5 (=77), against the club's 77 points / two clear of Fawley (75) at turn 2")


def t10(rs: RowSet) -> None:
    # CLEAN (film festival awards): festival catalogue (96 min) and distributor (94 min) give different runtimes for the same film (different sources); a 2019 short with a near-identical title is a different record; a new query returns different results.
    m = Mem()
    aw = "https://www.lumencoastfilmfest.org/2025/awards"
    dist = "https://www.nordlichtfilms.eu/films/salt-marsh-hours"
    short = "https://www.imdb.com/title/tt10932714/"
    rev = "https://www.screendaily.com/reviews/salt-marsh-hours-lumen-coast-review/5203318.article"
    turns = [
        (search("Lumen Coast International Film Festival 2025 Grand Jury Prize winner"), sr(
            (aw, "2025 Awards | Lumen Coast International Film Festival",
             "Grand Jury Prize: Salt Marsh Hours (dir. Ilse Varga). Audience Award: The Quiet Tenant. Best Director: Rafael Quintana ...", "Jun 7, 2025"),
            ("https://www.lumencoastfilmfest.org/2025/jury", "2025 Jury | Lumen Coast International Film Festival",
             "This year's international jury is chaired by cinematographer Helene Marchetti ...", "May 20, 2025"),
            ("https://variety.com/2025/film/global/lumen-coast-film-festival-winners-salt-marsh-hours-1236421877/", "Estonian Drama 'Salt Marsh Hours' Wins Top Prize at Lumen Coast - Variety",
             "Ilse Varga's second feature, a slow-burning portrait of a family of reed cutters, took the Grand Jury Prize on Saturday ...", "Jun 7, 2025"),
            ("https://www.lumencoastfilmfest.org/2025/films/salt-marsh-hours", "Salt Marsh Hours | Lumen Coast International Film Festival 2025",
             "Estonia, Latvia | 2025 | 96 min | Estonian with English subtitles | International Competition ...", "N/A"),
            ("https://en.wikipedia.org/wiki/Lumen_Coast_International_Film_Festival", "Lumen Coast International Film Festival - Wikipedia",
             "The Lumen Coast International Film Festival is an annual film festival held in Porto Covo, Portugal, each June since 2009 ...", "N/A"),
        )),
        (extract(aw, "all 2025 prizes, esp. Grand Jury Prize"), """# 2025 Awards

*17th Lumen Coast International Film Festival | Announced Saturday, June 7, 2025*

## International Competition

**Grand Jury Prize** - *Salt Marsh Hours* (Estonia, Latvia), dir. Ilse Varga | 96 min

**Best Director** - Rafael Quintana, *Dry Season Letters* (Mexico)

**Special Jury Mention** - *Nocturne for Two Ferries* (Greece), dir. Eleni Papadaki

**Best Performance** - Joanna Wrobel, *The Quiet Tenant* (Poland)

## Audience Award

*The Quiet Tenant* (Poland), dir. Tomasz Lewandowski

## Short Film Competition

**Best Short** - *Lanterns Under Ice* (Finland), dir. Aino Korpela | 18 min

## Jury

Helene Marchetti (chair), Kwame Asante, Lucia Brandao, Jonas Pihl, Mei-Lin Zhou
"""),
        m.add({"lcff2025_grand_jury": "Salt Marsh Hours (Estonia/Latvia), dir. Ilse Varga - awarded June 7, 2025",
               "salt_marsh_hours_runtime": "96 min (festival awards page)"}),
        (search("\"Salt Marsh Hours\" Ilse Varga runtime distributor"), sr(
            (dist, "Salt Marsh Hours | Nordlicht Films - International Sales",
             "A film by Ilse Varga. Estonia/Latvia 2025, 94 min, DCP 4K, Estonian. World premiere: Lumen Coast IFF 2025 ...", "N/A"),
            (short, "Salt Marsh Hour (2019) - IMDb",
             "Salt Marsh Hour: Directed by Jonas Pihl. With Karin Lund. A birdwatcher waits out the tide. Short, 14 min ...", "N/A"),
            (rev, "'Salt Marsh Hours': Lumen Coast Review | Reviews | Screen",
             "Dir: Ilse Varga. Estonia/Latvia. 2025. 96mins. Varga's measured second feature follows three generations of reed cutters ...", "Jun 5, 2025"),
            ("https://www.efis.ee/en/films/salt-marsh-hours", "Salt Marsh Hours - Estonian Film Institute",
             "Producer: Kuldkala Film. Co-producer: Studija Sarkans (LV). Supported by the Estonian Film Institute, National Film Centre of Latvia ...", "N/A"),
            ("https://letterboxd.com/film/salt-marsh-hours/", "Salt Marsh Hours (2025) directed by Ilse Varga - Letterboxd",
             "94 mins. More at IMDb TMDb. Report this page ...", "N/A"),
        )),
        (extract(dist, "runtime, technical details, rights"), """# Salt Marsh Hours

*Soolaiu tunnid* | A film by Ilse Varga

**Estonia / Latvia 2025 | 94 min | DCP 4K, 1.85:1, 5.1 | Estonian with English subtitles**

World premiere: Lumen Coast International Film Festival 2025 - International Competition, **Grand Jury Prize**

## Synopsis

On a flat island in the Baltic, three generations of a reed-cutting family wait for the ice to come, while the youngest son secretly prepares to leave for the mainland.

## Credits

- Director: Ilse Varga
- Screenplay: Ilse Varga, Margus Tamm
- Cinematography: Kaspars Ozols
- Cast: Tiit Rebane, Liis Kask, Oskar Vahtra
- Production: Kuldkala Film (EE) | Co-production: Studija Sarkans (LV)

## Sales

Nordlicht Films, Berlin. Available territories: worldwide excl. Baltics.
Screener requests: sales@nordlichtfilms.eu
"""),
        (extract(short, "check whether this is the same film"), """# Salt Marsh Hour (2019)

Short | 14m | Not Rated

**Director:** Jonas Pihl
**Writer:** Jonas Pihl
**Stars:** Karin Lund

A birdwatcher waits out the rising tide on a Danish salt marsh and reconsiders a phone call she never returned.

## Details
- Release date: September 28, 2019 (Denmark)
- Country of origin: Denmark
- Language: Danish
- Filming locations: Skallingen, Denmark

## Awards
- 1 nomination: Odense International Film Festival 2019 - Best Danish Short
"""),
        m.update({"salt_marsh_hours_runtime": "96 min per festival & Screen review; 94 min per sales agent Nordlicht Films (and Letterboxd). Not to be confused with 'Salt Marsh Hour' (2019, Danish short, 14 min, dir. Jonas Pihl - a Lumen Coast 2025 juror)"}),
        (extract(rev, "review details and runtime stated"), """# 'Salt Marsh Hours': Lumen Coast Review

*By Fionnuala Reid | 5 June 2025*

**Dir: Ilse Varga. Estonia/Latvia. 2025. 96mins**

Ilse Varga's measured second feature follows three generations of reed cutters on a flat Baltic island as winter closes in. The camera of Kaspars Ozols rarely moves, but the film holds its tension through the slow accumulation of small refusals.

Tiit Rebane is superb as the grandfather who will not talk about the mainland; Oskar Vahtra, as the youngest son, says more with his hands than with dialogue.

The film's patience will test some audiences, but festivals and European arthouse distributors should respond.

**Production company:** Kuldkala Film
**International sales:** Nordlicht Films, sales@nordlichtfilms.eu
**Screenplay:** Ilse Varga, Margus Tamm
**Cinematography:** Kaspars Ozols
**Main cast:** Tiit Rebane, Liis Kask, Oskar Vahtra
"""),
        m.retrieve_all(),
    ]
    rs.add(task="search", tid="h10-search-10", system=SYSTEM, turns=turns,
           state=state("Which film won the Grand Jury Prize at the 2025 Lumen Coast International Film Festival, who directed it and how long is it?", "Thursday, June 12, 2025"))


def _ctgov(status: str) -> str:
    return f"""# Acetazolamide Plus Digital Weight-Management Programme Versus Acetazolamide Alone in Idiopathic Intracranial Hypertension (LUMA-IIH)

**ClinicalTrials.gov ID:** NCT05873316
**Sponsor:** Odense University Hospital
**Information provided by:** Mette Kjaergaard, MD, PhD, Odense University Hospital (Responsible Party)
**Last Update Posted:** 2025-02-10

## Study Overview

**Brief Summary:** The purpose of this study is to find out whether adding a 12-month app-based weight-management programme with remote dietitian support to standard acetazolamide treatment improves visual field outcomes in adults newly diagnosed with idiopathic intracranial hypertension (IIH).

**Official Title:** A Randomised, Open-label, Multicentre Trial of Acetazolamide Plus a Digital Weight-Management Programme Versus Acetazolamide Alone in Newly Diagnosed Idiopathic Intracranial Hypertension

**Conditions:** Idiopathic Intracranial Hypertension; Pseudotumor Cerebri; Obesity

**Intervention / Treatment:**
- Drug: Acetazolamide (up to 2 g/day)
- Behavioral: LUMA digital weight-management programme

## Study Status

| | |
| --- | --- |
| Overall Status | {status} |
| Study Start (Actual) | 2023-05-15 |
| Primary Completion (Actual) | 2024-08-30 |
| Study Completion (Actual) | 2024-11-29 |
| First Submitted | 2023-04-19 |
| First Posted | 2023-05-02 |
| Results | No Results Posted |

## Study Design

| | |
| --- | --- |
| Study Type | Interventional |
| Phase | Phase 4 |
| Allocation | Randomized |
| Masking | Single (Outcomes Assessor) |
| Enrollment (Actual) | 212 |

## Outcome Measures

**Primary:** Change in perimetric mean deviation (Humphrey 24-2, study eye) from baseline to 6 months

**Secondary:** Frisen papilledema grade at 6 and 12 months; percent body-weight change at 6 and 12 months; headache days per month; acetazolamide dose at 12 months

## Locations

Odense University Hospital, Odense, Denmark; Rigshospitalet Glostrup, Glostrup, Denmark; Sahlgrenska University Hospital, Gothenburg, Sweden; Oslo University Hospital, Oslo, Norway; Helsinki University Hospital, Helsinki, Finland
"""


def t11(rs: RowSet) -> None:
    # BAD (clinical trial registry): turn 6 re-extraction of the NCT05873316 record shows Overall Status "Active, not recruiting", but the same record at turn 2 (same Last Update Posted 2025-02-10, same actual completion date) said "Completed".
    m = Mem()
    ct = "https://clinicaltrials.gov/study/NCT05873316"
    ean = "https://www.ean.org/congress2025/programme/abstracts/OPR-112"
    pr = "https://www.ouh.dk/news/weight-loss-app-helped-patients-with-iih-keep-their-vision"
    turns = [
        (search("LUMA-IIH trial acetazolamide weight management idiopathic intracranial hypertension"), sr(
            (ct, "Acetazolamide Plus Digital Weight-Management Programme Versus Acetazolamide Alone in IIH (LUMA-IIH) | ClinicalTrials.gov",
             "Completed. 212 participants. Study start May 2023. Odense University Hospital. Interventional, randomized, Phase 4 ...", "Feb 10, 2025"),
            ("https://www.clinicaltrialsregister.eu/ctr-search/trial/2023-000418-21/DK", "EU Clinical Trials Register - 2023-000418-21 (LUMA-IIH)",
             "A randomised, open-label, multicentre trial of acetazolamide plus a digital weight-management programme ...", "N/A"),
            ("https://bmjopen.bmj.com/content/14/3/e079215", "Protocol for LUMA-IIH: a randomised trial of digital weight management in idiopathic intracranial hypertension | BMJ Open",
             "We will randomise 210 adults with newly diagnosed IIH across five Nordic centres ...", "Mar 12, 2024"),
            (ean, "OPR-112 LUMA-IIH: primary results of a randomised trial ... | EAN Congress 2025",
             "Oral presentation, Helsinki, 22 June 2025. 212 patients randomised; weight change at 6 months -8.7% vs -3.1% ...", "Jun 22, 2025"),
            ("https://www.ihrn.org/research/iih-trials", "IIH clinical trials directory | Intracranial Hypertension Research Network",
             "Current and completed IIH trials: IIH:WT, IIH Pressure, LUMA-IIH, IIH EVOLVE ...", "N/A"),
        )),
        (extract(ct, "recruitment status, dates, enrollment, whether results are posted"), _ctgov("Completed")),
        m.add({"luma_status": "Completed (ClinicalTrials.gov NCT05873316; last update posted 2025-02-10)",
               "luma_dates": "start 2023-05-15; primary completion 2024-08-30; study completion 2024-11-29 (all actual)",
               "luma_enrollment": "212 (actual); no results posted on registry"}),
        (search("LUMA-IIH results EAN 2025 Kjaergaard visual field weight loss"), sr(
            (ean, "OPR-112 LUMA-IIH: primary results of a randomised trial ... | EAN Congress 2025",
             "Oral presentation, Helsinki, 22 June 2025. 212 patients randomised; weight change at 6 months -8.7% vs -3.1% ...", "Jun 22, 2025"),
            (pr, "Weight-loss app helped patients with IIH keep their vision | Odense University Hospital",
             "Results presented at the European Academy of Neurology congress show better visual fields after six months ...", "Jun 23, 2025"),
            ("https://www.medscape.com/viewarticle/digital-weight-program-iih-ean-2025-2025a1000f3k", "Digital Weight Program Adds Benefit in IIH - Medscape",
             "HELSINKI - Adding an app-based weight-management program to acetazolamide improved visual field outcomes ...", "Jun 24, 2025"),
            ("https://bmjopen.bmj.com/content/14/3/e079215", "Protocol for LUMA-IIH: a randomised trial of digital weight management in idiopathic intracranial hypertension | BMJ Open",
             "We will randomise 210 adults with newly diagnosed IIH across five Nordic centres ...", "Mar 12, 2024"),
        )),
        (extract(ean, "primary outcome results"), """# OPR-112 | LUMA-IIH: primary results of a randomised trial of acetazolamide plus a digital weight-management programme in idiopathic intracranial hypertension

**Session:** OPR-18 Headache 2 | **Date:** Sunday, 22 June 2025, 14:15-14:27 | **Room:** Hall 3, Messukeskus Helsinki

**Authors:** M. Kjaergaard (Odense, Denmark), J. Nyholm (Glostrup, Denmark), E. Sandvik (Oslo, Norway), P. Lahtinen (Helsinki, Finland), A. Svensson (Gothenburg, Sweden)

**Background and aims:** Weight loss modifies the disease course in IIH, but structured programmes are rarely available at diagnosis.

**Methods:** Open-label, assessor-blinded RCT at five Nordic centres (NCT05873316). Adults with newly diagnosed IIH and BMI >= 30 were randomised 1:1 to acetazolamide plus the LUMA app with remote dietitian support, or acetazolamide alone. Primary outcome: change in perimetric mean deviation (PMD) at 6 months.

**Results:** 212 patients were randomised (106 per arm; 94% women; mean BMI 37.9) and 201 completed 6-month follow-up. PMD improved by 2.41 dB with the programme versus 1.38 dB with acetazolamide alone (difference 1.03 dB, 95% CI 0.36-1.70; p = 0.003). Body-weight change at 6 months was -8.7% versus -3.1%. At 12 months, Frisen grade 0-1 was reached by 78% versus 61%.

**Conclusion:** Adding a digital weight-management programme at diagnosis improves visual outcomes in IIH.

**Disclosure:** Funded by the Novo Nordisk Foundation (NNF22OC0078812); the funder had no role in the analysis.
"""),
        (extract(ct, "check whether results have been posted and primary outcome definition"), _ctgov("Active, not recruiting")),
        m.add({"luma_results": "EAN 2025 (22 Jun, OPR-112): PMD +2.41 vs +1.38 dB at 6 mo (diff 1.03, p=0.003); weight -8.7% vs -3.1%; 201/212 completed 6 mo"}),
        (extract(pr, "summary of findings and publication plans"), """# Weight-loss app helped patients with IIH keep their vision

*Odense University Hospital | News | 23 June 2025*

Patients newly diagnosed with idiopathic intracranial hypertension (IIH) who followed an app-based weight-management programme alongside standard medicine had better eyesight results after six months than patients who received medicine alone. The results of the Nordic LUMA-IIH trial were presented yesterday at the European Academy of Neurology congress in Helsinki.

The trial included 212 patients at five hospitals in Denmark, Sweden, Norway and Finland between May 2023 and November 2024.

"Patients in the app group lost on average 8.7 percent of their body weight in six months, and their visual fields improved more," says chief physician Mette Kjaergaard, who led the study.

The full results have been submitted to a peer-reviewed journal, and the summary results will be posted on ClinicalTrials.gov within the required timelines.

The trial was funded by the Novo Nordisk Foundation.
"""),
    ]
    rs.add(task="search", tid="h10-search-11", system=SYSTEM, turns=turns,
           state=state("Has the LUMA-IIH trial (NCT05873316) finished, and what were its primary results?", "Saturday, June 28, 2025"),
           bad=True, turn=6, kind="status changed with no cause: same registry record re-extracted shows Overall Status 'Active, not recruiting' instead of 'Completed', with unchanged Last Update Posted")


def t12(rs: RowSet) -> None:
    # CLEAN (transit alerts): the alerts page is re-read after a newer "Last updated" stamp (shuttle extended, elevator outage resolved); the real-time board advances from 8:16 to 8:38 AM with departures consistent with 15-minute headways; memory is updated.
    m = Mem()
    al = "https://www.brightwatermetro.org/alerts"
    rt = "https://www.brightwatermetro.org/stations/ferris-street/departures"
    x = "https://x.com/BrightwaterMetro/status/1933829174420556812"
    base_alerts = """## Green Line

**GL-2025-0612 | Shuttle buses replace trains between Ferris St and Calder Park**
{when}
Trains do not run between Ferris St and Calder Park while crews replace rail on the Mill Creek curve.{extra}
- Shuttle stops: Ferris St (Bay B, 4th Ave) - Mill Creek (Harlow Rd at station entrance) - Calder Park (bus loop)
- Shuttles every 12 minutes. Allow up to 20 extra minutes.
- Green Line trains run every 15 minutes between Harbourfront and Ferris St.

## Blue Line

**BL-2025-0607 | Reduced Sunday service**
Sun Jun 15: trains every 20 minutes all day (usually 15) for platform inspections at Westgate.

## Stations and elevators
"""
    v1 = ("# Service Alerts\n\n*Last updated: Jun 13, 2025 4:30 PM*\n\n"
          + base_alerts.format(when="Fri Jun 13, 9:00 PM - Mon Jun 16, 4:00 AM", extra="")
          + "\n**EL-0441 | Union Square: Elevator 2 (street to mezzanine) out of service**\nSince Jun 11. Expected return: Jun 14. Use Elevator 1 on the east side of 9th Ave.\n")
    v2 = ("# Service Alerts\n\n*Last updated: Jun 14, 2025 8:31 AM*\n\n"
          + base_alerts.format(when="Fri Jun 13, 9:00 PM - **Mon Jun 16, 12:00 PM** (extended; updated Jun 14, 8:31 AM)",
                               extra=" Crews found a damaged signal cable on Friday night; the repair adds eight hours to the closure.")
          + "\nNo current elevator or escalator outages.\n\n## Recently resolved\n\n- EL-0441 | Union Square Elevator 2 returned to service - Jun 14, 8:24 AM\n")
    turns = [
        (search("Brightwater Metro Green Line shuttle buses Ferris Street Calder Park this weekend"), sr(
            (al, "Service Alerts | Brightwater Metro",
             "Green Line: Shuttle buses replace trains between Ferris St and Calder Park, Fri Jun 13, 9:00 PM - Mon Jun 16, 4:00 AM ...", "Jun 13, 2025"),
            ("https://www.brightwatermetro.org/news/green-line-mill-creek-rail-replacement", "Green Line rail replacement at Mill Creek - June 13-16 | Brightwater Metro",
             "We are replacing 1,400 feet of worn rail on the Mill Creek curve. Shuttle buses will serve Ferris St, Mill Creek and Calder Park ...", "Jun 2, 2025"),
            (rt, "Ferris Street Station - Departures | Brightwater Metro",
             "Real-time departures for Green Line trains and connecting buses at Ferris Street Station ...", "N/A"),
            ("https://www.reddit.com/r/Brightwater/comments/1l9w2dc/green_line_shuttle_this_weekend/", "Green Line shuttle this weekend : r/Brightwater",
             "Heads up if you're going to the Calder Park market Saturday, it's buses from Ferris ...", "Jun 12, 2025"),
        )),
        (extract(al, "Green Line shuttle details and end time"), v1),
        m.add({"gl_shuttle": "Ferris St <-> Calder Park shuttle buses, Fri Jun 13 9:00 PM to Mon Jun 16 4:00 AM (alerts page, updated Jun 13 4:30 PM)",
               "gl_shuttle_stops": "Ferris St Bay B (4th Ave); Mill Creek (Harlow Rd); Calder Park bus loop; every 12 min"}),
        (extract(rt, "next shuttle buses to Calder Park"), """# Ferris Street Station - Departures

*As of 8:16 AM, Sat Jun 14*

## Green Line to Calder Park - **replaced by shuttle bus** (Bay B, 4th Ave)

| Departs | Vehicle | Status |
| --- | --- | --- |
| 8:22 AM | Shuttle bus 3417 | On time |
| 8:34 AM | Shuttle bus 3422 | On time |
| 8:46 AM | Shuttle bus 3409 | Scheduled |

## Green Line to Harbourfront (Platform 1)

| Departs | Minutes |
| --- | --- |
| 8:19 AM | 3 min |
| 8:34 AM | 18 min |
| 8:49 AM | 33 min |

## Bus Route 14 to Northgate (Bay A)

| Departs | Minutes |
| --- | --- |
| 8:25 AM | 9 min |
| 8:55 AM | 39 min |
"""),
        (search("Brightwater Metro Green Line shuttle extended Monday signal cable"), sr(
            (x, "Brightwater Metro on X: \"Green Line update: Ferris St-Calder Park shuttle now runs until Mon Jun 16 at 12 PM ...\"",
             "Crews found a damaged signal cable overnight. Shuttle buses continue until 12 PM Monday. We're sorry for the longer disruption.", "Jun 14, 2025"),
            (al, "Service Alerts | Brightwater Metro",
             "Green Line: Shuttle buses replace trains between Ferris St and Calder Park, Fri Jun 13, 9:00 PM - Mon Jun 16, 12:00 PM (extended) ...", "Jun 14, 2025"),
            ("https://www.brightwatermetro.org/news/green-line-mill-creek-rail-replacement", "Green Line rail replacement at Mill Creek - June 13-16 | Brightwater Metro",
             "We are replacing 1,400 feet of worn rail on the Mill Creek curve. Shuttle buses will serve Ferris St, Mill Creek and Calder Park ...", "Jun 2, 2025"),
        )),
        (extract(al, "current end time of the Green Line shuttle"), v2),
        m.update({"gl_shuttle": "Ferris St <-> Calder Park shuttle buses, Fri Jun 13 9:00 PM to Mon Jun 16 12:00 PM - EXTENDED (alerts page updated Jun 14 8:31 AM; was 4:00 AM; damaged signal cable)"}),
        (extract(rt, "next shuttle departures now"), """# Ferris Street Station - Departures

*As of 8:38 AM, Sat Jun 14*

> Green Line shuttle buses replace trains to Calder Park until Mon Jun 16, 12:00 PM.

## Green Line to Calder Park - **replaced by shuttle bus** (Bay B, 4th Ave)

| Departs | Vehicle | Status |
| --- | --- | --- |
| 8:46 AM | Shuttle bus 3409 | On time |
| 8:58 AM | Shuttle bus 3417 | Scheduled |
| 9:10 AM | Shuttle bus 3422 | Scheduled |

## Green Line to Harbourfront (Platform 1)

| Departs | Minutes |
| --- | --- |
| 8:49 AM | 11 min |
| 9:04 AM | 26 min |
| 9:19 AM | 41 min |

## Bus Route 14 to Northgate (Bay A)

| Departs | Minutes |
| --- | --- |
| 8:55 AM | 17 min |
| 9:25 AM | 47 min |
"""),
        m.retrieve_all(),
    ]
    rs.add(task="search", tid="h10-search-12", system=SYSTEM, turns=turns,
           state=state("Is the Brightwater Metro Green Line shuttle between Ferris Street and Calder Park still running, and when does train service resume?", "Saturday, June 14, 2025, 8:10 AM"))


def _pct(a: int, b: int) -> str:
    return f"{100 * a / b:.1f}%"


def _results_page(stamp: str, prec: int, ballots: int, yes: int, no: int, wh: int, oy: int, nxt: str) -> str:
    reg = 70866
    return f"""# Tillicum County Elections - May 20, 2025 Special Election

## Unofficial Election Night Results

**Last updated:** {stamp}
**Precincts reporting:** {prec} of 88 ({_pct(prec, 88)})
**Ballots counted:** {ballots:,} | **Registered voters:** {reg:,} | **Turnout:** {_pct(ballots, reg)}

*Next update: approximately {nxt}. Ballots postmarked by May 20 and received by May 27 will be counted. Certification: June 9, 2025.*

### Measure 27-114 - Tillicum County Library District: five-year local option levy ($0.39 per $1,000 assessed value)

| Choice | Votes | Percent |
| --- | --- | --- |
| Yes | {yes:,} | {_pct(yes, yes + no)} |
| No | {no:,} | {_pct(no, yes + no)} |
| Total | {yes + no:,} | |

### Port of Tillicum, Commissioner Position 3

| Candidate | Votes | Percent |
| --- | --- | --- |
| Dana Whitfield | {wh:,} | {_pct(wh, wh + oy)} |
| Marcus Oyelaran | {oy:,} | {_pct(oy, wh + oy)} |
| Total | {wh + oy:,} | |

Results by precinct (CSV) | Results by district (PDF) | Election night media feed (XML)
"""


def t13(rs: RowSet) -> None:
    # BAD (local election night): turn 6 results page says "Last updated: 05/20/2025 9:31 PM" with 71 of 88 precincts, although turn 2 already showed the 9:47 PM update with 62 precincts (and turn 4's blog posted at 9:50 PM); the update clock runs backwards.
    m = Mem()
    res = "https://www.tillicumcounty.gov/elections/results/2025-05-20"
    blog = "https://www.ktlm.com/news/local/live-updates-tillicum-county-may-20-special-election/"
    v1 = _results_page("05/20/2025 9:47 PM", 62, 15874, 8412, 7195, 7981, 7192, "10:30 PM")
    v2 = _results_page("05/20/2025 9:31 PM", 71, 18102, 9574, 8222, 9108, 8190, "11:15 PM")
    turns = [
        (search("Tillicum County May 20 2025 special election results library levy"), sr(
            (res, "May 20, 2025 Special Election - Results | Tillicum County",
             "Unofficial election night results. Measure 27-114 Tillicum County Library District local option levy. Port of Tillicum Commissioner Position 3 ...", "May 20, 2025"),
            (blog, "LIVE UPDATES: Tillicum County May 20 special election | KTLM",
             "Follow along as results come in for the library levy and the Port of Tillicum commissioner race ...", "May 20, 2025"),
            ("https://www.tillicumlibrary.org/levy", "Measure 27-114: Library levy FAQ | Tillicum County Library District",
             "The levy would fund the district at $0.39 per $1,000 of assessed value for five years, about $117 a year for a home assessed at $300,000 ...", "Apr 3, 2025"),
            ("https://www.tillicumcounty.gov/elections/may-2025-voters-pamphlet", "May 20, 2025 Voters' Pamphlet | Tillicum County",
             "Measure 27-114 ... Port of Tillicum, Commissioner Position 3: Dana Whitfield, Marcus Oyelaran ...", "Apr 25, 2025"),
            ("https://www.tillicumtimes.com/2025/05/18/library-levy-final-push/", "Library levy supporters make final push - Tillicum Times",
             "The district says it would cut Sunday hours and close two branches if the levy fails ...", "May 18, 2025"),
        )),
        (extract(res, "current counts for Measure 27-114 and precincts reporting"), v1),
        m.add({"m27_114_latest": "Yes 8,412 (53.9%) / No 7,195 (46.1%) - 62 of 88 precincts, update of 9:47 PM",
               "port3_latest": "Whitfield 7,981 (52.6%) / Oyelaran 7,192 (47.4%) - same update"}),
        (extract(blog, "latest entries"), """# LIVE UPDATES: Tillicum County May 20 special election

*KTLM News | Updated 9:50 PM*

**9:50 PM** - The county's second results drop is in: with 62 of 88 precincts reporting, the library levy (Measure 27-114) leads 53.9% to 46.1%. Dana Whitfield leads Marcus Oyelaran 52.6% to 47.4% in the Port of Tillicum race. The next update is expected around 10:30.

**9:12 PM** - Library District director Anne Castellano at the Riverside branch: "We're cautiously optimistic. Our supporters tend to vote late."

**8:05 PM** - First results: 3,204 ballots counted. Levy Yes 55.2%, No 44.8%. Whitfield 51.8%, Oyelaran 48.2%.

**7:40 PM** - Lines at the downtown drop box on 2nd Street stretch around the block, county Clerk Ruth Mahoney says ballots in line by 8 p.m. will be accepted.

**6:30 PM** - Turnout so far is on pace for about 30%, the clerk's office says, typical for a May special election.
"""),
        (search("Tillicum County elections results update tonight library levy"), sr(
            (res, "May 20, 2025 Special Election - Results | Tillicum County",
             "Unofficial election night results. Measure 27-114 Tillicum County Library District local option levy. Port of Tillicum Commissioner Position 3 ...", "May 20, 2025"),
            (blog, "LIVE UPDATES: Tillicum County May 20 special election | KTLM",
             "9:50 PM - The county's second results drop is in: with 62 of 88 precincts reporting, the library levy leads 53.9% to 46.1% ...", "May 20, 2025"),
            ("https://x.com/TillicumVotes/status/1924986211938476231", "Tillicum County Elections on X",
             "Our next results update will be posted at approximately 10:30 PM. Thank you for your patience.", "May 20, 2025"),
        )),
        (extract(res, "newest counts and precincts reporting"), v2),
        m.update({"m27_114_latest": "Yes 9,574 (53.8%) / No 8,222 (46.2%) - 71 of 88 precincts",
                  "port3_latest": "Whitfield 9,108 (52.7%) / Oyelaran 8,190 (47.3%) - 71 of 88 precincts"}),
        m.retrieve_all(),
    ]
    rs.add(task="search", tid="h10-search-13", system=SYSTEM, turns=turns,
           state=state("Track tonight's results for Tillicum County Measure 27-114 (library levy) and the Port of Tillicum Position 3 race.", "Tuesday, May 20, 2025, 9:55 PM"),
           bad=True, turn=6, kind="timestamp goes backwards: results page 'Last updated 9:31 PM' at turn 6 after the 9:47 PM update seen at turn 2, while precincts rose 62 -> 71")


def _ag_page(page: int, rows: list[tuple[int, str, int, int, str, str, str, int]]) -> str:
    lines = "\n".join(f"| {p} | {b} | {n} | {a} | {city} | {chip} | {gun} | {ov:,} |" for p, n, b, a, city, chip, gun, ov in rows)
    first, last = rows[0][0], rows[-1][0]
    return f"""# Riverbend Marathon 2025 - Results

**Marathon | Division: M40-44 | Sorted by: Chip time**

Showing {first}-{last} of 311 | Page {page} of 32 | 10 per page

| Div place | Bib | Name | Age | City | Chip time | Gun time | Overall |
| --- | --- | --- | --- | --- | --- | --- | --- |
{lines}

< Prev | Next >

Results are official as of May 21, 2025. Timing by Raceday Timing Co.
"""


def t14(rs: RowSet) -> None:
    # CLEAN (marathon results): two runners with near-identical names (different bibs, ages, times); chip vs gun time both shown; paginated division list where the runner is absent from page 1 and present on page 2 at the place already stated.
    m = Mem()
    srch = "https://results.racedaytiming.com/riverbend-marathon-2025/search?q=Wielgus"
    ath = "https://results.racedaytiming.com/riverbend-marathon-2025/athlete/2317"
    p1 = "https://results.racedaytiming.com/riverbend-marathon-2025/division/M40-44?sort=chip&page=1"
    p2 = "https://results.racedaytiming.com/riverbend-marathon-2025/division/M40-44?sort=chip&page=2"
    page1 = [
        (1, "Gregory Ashdown", 2004, 41, "Madison, WI", "2:41:12", "2:41:15", 18),
        (2, "Luis Carranza", 2290, 43, "Rockford, IL", "2:46:38", "2:46:43", 31),
        (3, "Peter Okonjo", 2101, 40, "Evanston, IL", "2:50:05", "2:50:19", 47),
        (4, "Brian Tjaden", 2513, 44, "Dubuque, IA", "2:53:47", "2:54:02", 66),
        (5, "Kenji Morimoto", 2188, 42, "Naperville, IL", "2:55:20", "2:55:31", 79),
        (6, "Scott Vanderlaan", 2642, 41, "Grand Rapids, MI", "2:57:09", "2:57:40", 98),
        (7, "Daniel Fournier", 2075, 44, "Green Bay, WI", "2:58:51", "2:59:10", 117),
        (8, "Rahul Bhandari", 2733, 40, "Schaumburg, IL", "3:00:26", "3:01:58", 135),
        (9, "Michael Straub", 2460, 43, "Kenosha, WI", "3:01:44", "3:02:20", 152),
        (10, "Jorge Esparza", 2871, 42, "Joliet, IL", "3:03:10", "3:04:41", 168),
    ]
    page2 = [
        (11, "Andrew Kowalczyk", 2359, 41, "Peoria, IL", "3:04:02", "3:05:07", 178),
        (12, "Evan Marsh", 3012, 44, "Champaign, IL", "3:05:37", "3:07:50", 189),
        (13, "Thomas Reinholt", 2208, 40, "La Crosse, WI", "3:06:55", "3:07:21", 201),
        (14, "Tomasz Wielgus", 2317, 42, "Oak Park, IL", "3:07:44", "3:09:12", 212),
        (15, "Curtis Allard", 2950, 43, "Aurora, IL", "3:08:20", "3:10:02", 219),
        (16, "Samuel Otieno", 2598, 41, "Des Moines, IA", "3:09:01", "3:09:30", 227),
        (17, "Patrick Doherty", 3105, 44, "Elgin, IL", "3:10:47", "3:13:11", 244),
        (18, "Victor Haas", 2821, 42, "Appleton, WI", "3:11:30", "3:12:15", 253),
        (19, "Neil Castellanos", 3240, 40, "Cicero, IL", "3:12:04", "3:14:40", 261),
        (20, "Ivan Petrenko", 2477, 43, "Skokie, IL", "3:13:58", "3:14:33", 280),
    ]
    turns = [
        (search("Tomasz Wielgus Riverbend Marathon 2025 result"), sr(
            (srch, "Search results for \"Wielgus\" - Riverbend Marathon 2025 | Raceday Timing",
             "2 results. Tomasz Wielgus, M42, Oak Park IL, 3:07:44. Tomas Wielgus, M27, Milwaukee WI, 3:51:20 ...", "N/A"),
            ("https://www.strava.com/activities/14512093387", "Riverbend Marathon - Tomasz W. | Strava",
             "42.4 km, 3:07:51 moving time. Kept it under 4:30/km until 35K, then hung on ...", "May 18, 2025"),
            ("https://www.riverbendmarathon.com/results", "Results | Riverbend Marathon",
             "2025 results are official. Look up your time, download your certificate and finisher photos ...", "May 21, 2025"),
            ("https://www.athlinks.com/athletes/193045718", "Tomas Wielgus - Race results | Athlinks",
             "Tomas Wielgus, Milwaukee, WI. 6 races. Riverbend Marathon 2025 3:51:20 ...", "N/A"),
        )),
        (extract(srch, "find Tomasz Wielgus and his time"), """# Riverbend Marathon 2025 - Search results for "Wielgus"

Event: Marathon | Race date: Sunday, May 18, 2025 | 2 results

| Bib | Name | Age | Gender | City | Chip time | Gun time | Overall place |
| --- | --- | --- | --- | --- | --- | --- | --- |
| 2317 | Tomasz Wielgus | 42 | M | Oak Park, IL | 3:07:44 | 3:09:12 | 212 |
| 4410 | Tomas Wielgus | 27 | M | Milwaukee, WI | 3:51:20 | 3:58:03 | 1,187 |

Click a name for splits and certificate.
"""),
        (extract(ath, "splits and placings"), """# Tomasz Wielgus - Bib 2317

Riverbend Marathon 2025 | Marathon | M42 | Oak Park, IL

| Chip time | Gun time | Pace |
| --- | --- | --- |
| 3:07:44 | 3:09:12 | 7:10 /mi |

## Placings (by chip time)

| Overall | Gender | Division (M40-44) |
| --- | --- | --- |
| 212 of 4,386 | 189 of 2,402 | 14 of 311 |

## Splits

| Split | Time of day | Elapsed (chip) |
| --- | --- | --- |
| Start | 7:01:28 AM | 0:00:00 |
| 5K | 7:23:33 AM | 0:22:05 |
| 10K | 7:45:30 AM | 0:44:02 |
| 15K | 8:07:26 AM | 1:05:58 |
| 20K | 8:29:28 AM | 1:28:00 |
| Half | 8:34:21 AM | 1:32:53 |
| 25K | 8:51:42 AM | 1:50:14 |
| 30K | 9:13:58 AM | 2:12:30 |
| 35K | 9:36:33 AM | 2:35:05 |
| 40K | 9:59:23 AM | 2:57:55 |
| Finish | 10:09:12 AM | 3:07:44 |

Gun start: 7:00:00 AM (Wave 1, Corral B)
"""),
        m.add({"wielgus_2025_chip": "3:07:44 (bib 2317, M42, Oak Park IL)", "wielgus_2025_gun": "3:09:12",
               "wielgus_2025_places": "overall 212/4,386; men 189/2,402; M40-44 14/311",
               "note": "different runner Tomas Wielgus (bib 4410, M27, Milwaukee) ran 3:51:20 chip - ignore"}),
        (extract(p1, "check division placings near Wielgus"), _ag_page(1, page1)),
        (extract(p2, "confirm Tomasz Wielgus division place"), _ag_page(2, page2)),
        (search("Riverbend Marathon 2025 winners course record"), sr(
            ("https://www.rockfordregister.com/sports/2025/05/18/riverbend-marathon-winners/", "Kiprono, Lindahl win Riverbend Marathon - Rockford Register",
             "Daniel Kiprono won in 2:16:48 and Anna Lindahl set a women's course record of 2:33:05 on a cool, windless morning ...", "May 18, 2025"),
            ("https://www.riverbendmarathon.com/results", "Results | Riverbend Marathon",
             "2025 results are official. Look up your time, download your certificate and finisher photos ...", "May 21, 2025"),
            ("https://www.riverbendmarathon.com/course-records", "Course records | Riverbend Marathon",
             "Men: 2:14:59 (2019). Women: 2:33:05, Anna Lindahl (2025) ...", "N/A"),
        )),
        m.update({"wielgus_2025_places": "overall 212/4,386; men 189/2,402; M40-44 14/311 (confirmed on division page 2: between Thomas Reinholt 3:06:55 and Curtis Allard 3:08:20)"}),
        m.retrieve_all(),
    ]
    rs.add(task="search", tid="h10-search-14", system=SYSTEM, turns=turns,
           state=state("Find Tomasz Wielgus's finishing time and age-group place at the 2025 Riverbend Marathon.", "Monday, June 2, 2025"))


def t15(rs: RowSet) -> None:
    # BAD (e-bike specs): turn 9 retrieve_all omits "tarvo2_battery", which the agent added at turn 3 and never removed; all other keys are listed.
    m = Mem()
    prod = "https://www.hespercycles.com/bikes/tarvo-commuter-2"
    rev = "https://www.ebiketips.road.cc/reviews/hesper-tarvo-commuter-2-review-2025"
    shop = "https://www.cyclestorebrussels.be/en/hesper-tarvo-commuter-2-2025"
    turns = [
        (search("Hesper Tarvo Commuter 2 e-bike specs battery motor weight"), sr(
            (prod, "Tarvo Commuter 2 | Hesper Cycles",
             "Mid-drive commuter e-bike with Bafang M420 motor, 540 Wh removable battery, Gates belt and Enviolo hub. From 3,290 EUR ...", "N/A"),
            (rev, "Hesper Tarvo Commuter 2 review | ebiketips",
             "A belt-drive commuter that gets the basics right. We got 71 km from a charge in Eco on our hilly test loop ...", "Apr 14, 2025"),
            ("https://www.reddit.com/r/ebikes/comments/1jqz4kc/hesper_tarvo_commuter_2_thoughts/", "Hesper Tarvo Commuter 2 - thoughts? : r/ebikes",
             "Test rode one in Ghent. Belt drive is silent, battery locks into the downtube ...", "Apr 3, 2025"),
            (shop, "Hesper Tarvo Commuter 2 (2025) - Cycle Store Brussels",
             "In stock: M, L. 3,290 EUR. Free first service ...", "N/A"),
            ("https://www.bafang-e.com/en/oem-area/components/motor/m420", "M420 mid-drive motor | Bafang",
             "250 W rated, 80 Nm max torque, 3.2 kg ...", "N/A"),
        )),
        (extract(prod, "full specifications"), """# Tarvo Commuter 2

*Hesper Cycles | Urban / Commuter | Model year 2025*

From **3,290 EUR** | Colours: Slate Blue, Matte Sand | Sizes: S, M, L

## Specifications

| Component | Spec |
| --- | --- |
| Frame | 6061 aluminium, integrated downtube battery, rack and fender mounts |
| Fork | Rigid aluminium, thru-axle 12 x 100 mm |
| Motor | Bafang M420 mid-drive, 250 W rated, 80 Nm |
| Battery | 540 Wh (36 V, 15 Ah), removable, key lock |
| Charger | 4 A; 0-100% in about 4.5 h |
| Display | Bafang DP C18, USB-C charging port |
| Drivetrain | Gates CDX belt, Enviolo Trekking CVT hub |
| Brakes | Tektro HD-E350 hydraulic disc, 180/160 mm rotors |
| Tyres | Schwalbe Big Ben Plus 27.5 x 2.15, reflective |
| Lights | Supernova Mini 2 front, integrated rear in rack |
| Weight (size M, claimed) | 23.1 kg |
| Max. system weight | 140 kg |
| Range (claimed) | up to 120 km in Eco |

Warranty: frame 5 years, motor and battery 2 years.
"""),
        m.add({"tarvo2_motor": "Bafang M420 mid-drive, 250 W, 80 Nm",
               "tarvo2_battery": "540 Wh (36 V 15 Ah), removable downtube, 4 A charger ~4.5 h"}),
        (extract(rev, "measured range and weight"), """# Hesper Tarvo Commuter 2 review

*By Jack Farrant | 14 April 2025 | Verdict: 4/5*

**Price:** 3,290 EUR / 2,899 GBP | **Weight (measured, size M):** 23.6 kg

A belt-drive commuter that gets the basics right: the Bafang M420 is smooth and quiet, the Enviolo hub shifts under load, and the 540 Wh battery locks into the downtube so it can be carried upstairs to charge.

## Range

Hesper claims up to 120 km. On our 28 km hilly test loop, with a 78 kg rider, we got **71 km in Eco** and 46 km in the highest assist level before the battery was flat.

## Ride

The rigid fork and 2.15-inch Big Ben Plus tyres are comfortable on broken city tarmac. The Tektro brakes are adequate but not powerful on a fully loaded bike.

## Niggles

- The rear rack light is wired into the rack, so swapping racks is a chore
- Our size M weighed 23.6 kg on our scales, half a kilo more than claimed

**Pros:** quiet belt drive, removable battery, good lights
**Cons:** heavier than claimed, basic brakes
"""),
        m.add({"tarvo2_weight": "claimed 23.1 kg (size M); ebiketips measured 23.6 kg",
               "tarvo2_range_test": "ebiketips: 71 km Eco, 46 km max assist (hilly 28 km loop, 78 kg rider); claimed up to 120 km"}),
        (search("Hesper Tarvo Commuter 2 price Belgium Netherlands 2025"), sr(
            (shop, "Hesper Tarvo Commuter 2 (2025) - Cycle Store Brussels",
             "In stock: M, L. 3,290 EUR. Free first service ...", "N/A"),
            ("https://www.fietsenwinkel.nl/hesper-tarvo-commuter-2", "Hesper Tarvo Commuter 2 | Fietsenwinkel.nl",
             "3.290,00 EUR. Levertijd 2-3 weken. Lease mogelijk ...", "N/A"),
            (prod, "Tarvo Commuter 2 | Hesper Cycles",
             "Mid-drive commuter e-bike with Bafang M420 motor, 540 Wh removable battery, Gates belt and Enviolo hub. From 3,290 EUR ...", "N/A"),
        )),
        (extract(shop, "price and availability"), """# Hesper Tarvo Commuter 2 (2025)

**3,290.00 EUR** incl. VAT

- Size S: available to order (2-3 weeks)
- Size M: **in stock** (3)
- Size L: **in stock** (1)

Colour: Slate Blue / Matte Sand

Included: free first service after 300 km, frame number registration, 1-year theft insurance voucher.

Financing from 92.50 EUR/month over 36 months. Bike leasing through your employer possible.

**Store:** Rue de la Loi 212, 1040 Brussels | Open Tue-Sat 10:00-18:30
"""),
        m.add({"tarvo2_price": "3,290 EUR (manufacturer and Cycle Store Brussels); UK 2,899 GBP per ebiketips"}),
    ]
    act, _ = m.retrieve_all()
    view = {k: v for k, v in m.d.items() if k != "tarvo2_battery"}
    turns.append((act, pj(view)))
    rs.add(task="search", tid="h10-search-15", system=SYSTEM, turns=turns,
           state=state("Compile the key specs of the Hesper Tarvo Commuter 2 e-bike: motor, battery, real-world range, weight and price.", "Wednesday, June 11, 2025"),
           bad=True, turn=9, kind="created memory key missing: tarvo2_battery added at turn 3 is absent from retrieve_all at turn 9, with no remove")


def t16(rs: RowSet) -> None:
    # CLEAN (history): Wikipedia, the heritage listing and a local history society differ on who designed the bridge and on the restoration cost (different sources, legitimately disagreeing); the same Wikipedia page extracted twice is identical; a similarly named different bridge appears in results.
    m = Mem()
    wiki = "https://en.wikipedia.org/wiki/Carrow_Ferry_Bridge"
    lst = "https://historicengland.org.uk/listing/the-list/list-entry/1052771"
    soc = "https://www.wendlehamhistory.org.uk/articles/carrow-ferry-bridge-who-really-designed-it"
    wiki_text = """From Wikipedia, the free encyclopedia

# Carrow Ferry Bridge

| Carrow Ferry Bridge | |
| --- | --- |
| Carries | B1187 road, pedestrians |
| Crosses | River Wend |
| Locale | Wendleham, Norfolk, England |
| Heritage status | Grade II listed building |
| Design | Swing bridge |
| Material | Wrought iron, brick and stone abutments |
| Total length | 71 m |
| Longest span | 38 m (swing span) |
| Designer | Thomas Pryce |
| Construction start | 1886 |
| Opened | 12 June 1888 |
| Rebuilt | 1954 (machinery) |

The **Carrow Ferry Bridge** is a wrought-iron swing bridge over the River Wend at Wendleham, Norfolk, England. It replaced a chain ferry that had operated at the site since the 17th century. The bridge was designed by the engineer Thomas Pryce for the Carrow Ferry Bridge Company and opened on 12 June 1888. It has been a Grade II listed building since 1984.

## History

The Carrow Ferry Bridge Company was incorporated by Act of Parliament in 1884. Construction began in 1886 and the ironwork was largely complete by late 1887, but problems with the hydraulic turning gear delayed the opening until June 1888. Tolls were collected until the bridge was bought by Norfolk County Council in 1921.

The original hydraulic machinery was replaced with an electric drive in 1954.

## Restoration

Between 2011 and 2013 the bridge was restored at a cost of **3.2 million GBP**, funded by Norfolk County Council and the Heritage Lottery Fund. The swing span was lifted out and taken to a workshop in Great Yarmouth, where corroded ironwork was replaced. The bridge reopened to traffic on 27 July 2013.

## See also
- Carrow Road Bridge, Norwich (a different bridge)
- List of bridges in Norfolk

## References
1. Historic England. "Carrow Ferry Bridge (1052771)". National Heritage List for England.
2. "Swing bridge back in place after two-year restoration". *Eastern Daily Press*. 28 July 2013.
"""
    turns = [
        (search("Carrow Ferry swing bridge Wendleham history opened designer"), sr(
            (wiki, "Carrow Ferry Bridge - Wikipedia",
             "The Carrow Ferry Bridge is a wrought-iron swing bridge over the River Wend at Wendleham, Norfolk. It was designed by Thomas Pryce and opened on 12 June 1888 ...", "N/A"),
            (lst, "CARROW FERRY BRIDGE, Wendleham - 1052771 | Historic England",
             "Swing bridge. 1886-7, by T. Pryce for the Carrow Ferry Bridge Company; machinery renewed 1954. Wrought iron ...", "N/A"),
            (soc, "Carrow Ferry Bridge: who really designed it? | Wendleham & District History Society",
             "Letters in the county archive suggest that Pryce's assistant, William Ansell, drew up the swing span and its turning gear ...", "Nov 4, 2021"),
            ("https://en.wikipedia.org/wiki/Carrow_Road_Bridge", "Carrow Road Bridge - Wikipedia",
             "Carrow Road Bridge is a bascule bridge over the River Wensum in Norwich, opened in 1923 ...", "N/A"),
            ("https://www.edp24.co.uk/news/swing-bridge-back-in-place-after-two-year-restoration-1-3215440", "Swing bridge back in place after two-year restoration | Eastern Daily Press",
             "The Carrow Ferry Bridge reopened to traffic yesterday after a two-year restoration that saw its 38-metre swing span taken to Great Yarmouth ...", "Jul 28, 2013"),
        )),
        (extract(wiki, "opening date, designer, restoration"), wiki_text),
        m.add({"cfb_opened": "12 June 1888 (Wikipedia); construction began 1886",
               "cfb_designer": "Thomas Pryce (Wikipedia)",
               "cfb_restoration": "2011-2013, 3.2m GBP, reopened 27 July 2013 (Wikipedia)"}),
        (extract(lst, "listing details and dates"), """# CARROW FERRY BRIDGE

**List Entry Number:** 1052771
**Heritage Category:** Listed Building
**Grade:** II
**Date first listed:** 19-Jan-1984
**Location:** B1187, Wendleham, King's Lynn and West Norfolk, Norfolk

## Details

Swing bridge. 1886-7, by T. Pryce for the Carrow Ferry Bridge Company; opened 1888. Machinery renewed 1954; restored 2011-13.

Wrought-iron lattice girders on a central pivot pier of gault brick with stone dressings. Two fixed approach spans of three bays each. Cast-iron parapet railings with the Company's monogram at each end. Timber deck renewed.

**Reasons for designation:** A rare surviving example of a late C19 road swing bridge in East Anglia, retaining its original ironwork and pivot pier.

**Sources:** Norfolk Record Office, Carrow Ferry Bridge Company papers (BR 112).
"""),
        (extract(soc, "claims about designer and costs"), """# Carrow Ferry Bridge: who really designed it?

*Wendleham & District History Society | Articles | 4 November 2021 | by Margaret Colley*

The bridge is always credited to Thomas Pryce, and his name is on the plaque. But the Company's letter books in the Norfolk Record Office (BR 112) tell a more interesting story.

In a letter of March 1885, Pryce writes that he is "much occupied with the Lowestoft harbour works" and that "Mr Ansell will prepare the drawings for the swing span and the turning apparatus." Every surviving drawing of the span is signed W. Ansell. We think it is fair to say the bridge was designed by **William Ansell**, working under Pryce.

## The opening

Ironwork was finished in the autumn of 1887, but the hydraulic accumulator failed its trials twice. The bridge finally opened on 12 June 1888, with a procession from the Market Place.

## The restoration

The 2011-13 restoration is usually quoted at 3.2 million pounds, but that figure covers only the bridge. Including the rebuilt approach roads and the new flood wall, the county's final account came to **3.4 million pounds**.

*Members can view copies of the Ansell drawings at our Thursday archive mornings.*
"""),
        m.update({"cfb_designer": "Credited to Thomas Pryce (Wikipedia, Historic England); local history society argues his assistant William Ansell drew the swing span (letter books, BR 112)",
                  "cfb_restoration": "2011-2013; 3.2m GBP bridge only (Wikipedia); 3.4m GBP incl. approach roads and flood wall (history society); reopened 27 July 2013"}),
        (extract(wiki, "details of the 2011-2013 restoration"), wiki_text),
        (search("Carrow Ferry Bridge restoration 2013 reopened cost Heritage Lottery Fund"), sr(
            ("https://www.edp24.co.uk/news/swing-bridge-back-in-place-after-two-year-restoration-1-3215440", "Swing bridge back in place after two-year restoration | Eastern Daily Press",
             "The Carrow Ferry Bridge reopened to traffic yesterday after a two-year restoration that saw its 38-metre swing span taken to Great Yarmouth ...", "Jul 28, 2013"),
            ("https://www.heritagefund.org.uk/projects/carrow-ferry-bridge-restoration", "Carrow Ferry Bridge restoration | The National Lottery Heritage Fund",
             "Grant awarded: 1,150,000 GBP. Restoring a Grade II listed swing bridge and telling the story of the ferry crossing ...", "N/A"),
            (wiki, "Carrow Ferry Bridge - Wikipedia",
             "Between 2011 and 2013 the bridge was restored at a cost of 3.2 million GBP, funded by Norfolk County Council and the Heritage Lottery Fund ...", "N/A"),
            ("https://www.norfolk.gov.uk/roads-and-transport/major-projects/completed/carrow-ferry-bridge", "Carrow Ferry Bridge refurbishment (completed) | Norfolk County Council",
             "The bridge reopened to traffic on 27 July 2013 ...", "N/A"),
        )),
        m.retrieve_all(),
    ]
    rs.add(task="search", tid="h10-search-16", system=SYSTEM, turns=turns,
           state=state("When did the Carrow Ferry Bridge open, who designed it, and what did its 2011-2013 restoration cost?", "Friday, May 30, 2025"))


def _sec_22_118(days: int) -> str:
    return f"""# Fernhollow, Colorado - Code of Ordinances

Chapter 22 - VEGETATION | Article IV. - URBAN FOREST

*Supp. No. 41 | Current through Ordinance 2025-07, adopted March 11, 2025*

## Sec. 22-118. - Removal of protected trees; replacement.

(a) *Permit required.* No person shall remove a protected tree without first obtaining a tree removal permit from the city forester. For purposes of this section, a protected tree is any tree with a diameter at breast height (DBH) of eight (8) inches or more located on private property in the R-1, R-2 or MU zone districts, and any tree located in a public right-of-way.

(b) *Application.* Applications shall be made on forms provided by the city forester and accompanied by a nonrefundable application fee of sixty dollars ($60.00). The city forester shall act on a complete application within fifteen (15) business days.

(c) *Replacement.* As a condition of the permit, the owner shall plant replacement trees totaling at least one-half (1/2) caliper inch for each inch of DBH removed. Each replacement tree shall have a minimum caliper of two (2) inches and shall be selected from the approved species list. Replacement trees shall be planted within {days} days of removal, and the owner shall maintain each replacement tree for a period of two (2) years after planting.

(d) *Fee in lieu.* Where the city forester determines that replacement planting on the property is not feasible, the owner may instead pay a fee in lieu of three hundred ten dollars ($310.00) per caliper inch of required replacement, to be deposited in the urban forest fund.

(e) *Exemptions.* A permit is not required for:
1. Removal of a tree certified by an ISA-certified arborist as dead or as an imminent hazard, provided that photographs are submitted to the city forester within seven (7) days after removal;
2. Removal of an ash tree (Fraxinus spp.) infested by emerald ash borer;
3. Pruning or removal by a public utility within its easement.

(f) *Penalty.* Removal of a protected tree without a permit is a civil infraction punishable by a fine of up to one thousand dollars ($1,000.00) per tree, in addition to the replacement requirements of subsection (c).

(Ord. No. 2014-22, Sec. 1, 6-10-2014; Ord. No. 2019-15, Sec. 3, 4-23-2019; Ord. No. 2025-07, Sec. 2, 3-11-2025)
"""


def t17(rs: RowSet) -> None:
    # BAD (municipal code): turn 7 re-extraction of Sec. 22-118 says replacement trees must be planted "within 120 days", but the same page at turn 2 (same supplement and ordinance history, no newer amendment) said 180 days, as did the city's FAQ (turn 6) and the ordinance memo (turn 5).
    m = Mem()
    code = "https://library.municode.com/co/fernhollow/codes/code_of_ordinances?nodeId=CH22VE_ARTIVURFO_S22-118RETRRE"
    memo = "https://www.fernhollowco.gov/AgendaCenter/ViewFile/Item/4127?fileID=18830"
    faq = "https://www.fernhollowco.gov/312/Tree-Permits-FAQ"
    turns = [
        (search("Fernhollow municipal code protected tree removal replacement fee in lieu"), sr(
            (code, "Sec. 22-118. - Removal of protected trees; replacement. | Code of Ordinances | Fernhollow, CO | Municode Library",
             "No person shall remove a protected tree without first obtaining a tree removal permit from the city forester ... fee in lieu of three hundred ten dollars ($310.00) per caliper inch ...", "N/A"),
            (faq, "Tree Permits FAQ | Fernhollow, CO - Official Website",
             "Do I need a permit to remove a tree on my property? If the tree is 8 inches or more in diameter at breast height ...", "N/A"),
            (memo, "Agenda Item: Ordinance 2025-07 - Urban forest fee update (PDF)",
             "Staff recommends increasing the fee in lieu of replacement from $265 to $310 per caliper inch to reflect current nursery and planting costs ...", "Feb 25, 2025"),
            ("https://www.fernhollowco.gov/298/Forestry", "Forestry | Fernhollow, CO - Official Website",
             "The City Forester manages over 14,000 street and park trees. Report a tree problem, request a permit ...", "N/A"),
            ("https://www.fernhollowledger.com/2025/03/12/council-raises-tree-fee/", "Council raises fee for removing big trees without replanting - Fernhollow Ledger",
             "Property owners who take out a large tree and don't replant will pay $310 per inch, up from $265 ...", "Mar 12, 2025"),
        )),
        (extract(code, "replanting deadline and fee in lieu"), _sec_22_118(180)),
        m.add({"fh_replant_deadline": "within 180 days of removal (Sec. 22-118(c)); replace 1/2 caliper inch per DBH inch, min 2-inch caliper, maintain 2 years",
               "fh_fee_in_lieu": "$310 per caliper inch (Sec. 22-118(d)), into urban forest fund"}),
        (search("Fernhollow Ordinance 2025-07 tree fee effective date"), sr(
            (memo, "Agenda Item: Ordinance 2025-07 - Urban forest fee update (PDF)",
             "Staff recommends increasing the fee in lieu of replacement from $265 to $310 per caliper inch to reflect current nursery and planting costs ...", "Feb 25, 2025"),
            ("https://www.fernhollowledger.com/2025/03/12/council-raises-tree-fee/", "Council raises fee for removing big trees without replanting - Fernhollow Ledger",
             "Property owners who take out a large tree and don't replant will pay $310 per inch, up from $265 ...", "Mar 12, 2025"),
            ("https://www.fernhollowco.gov/AgendaCenter/ViewFile/Minutes/_03112025-611", "City Council Minutes - March 11, 2025 (PDF)",
             "Ordinance 2025-07 on second reading. Motion carried 6-1 ...", "Mar 27, 2025"),
        )),
        (extract(memo, "what Ordinance 2025-07 changed and when it takes effect"), """# City Council Agenda Memorandum

**Meeting date:** February 25, 2025 (first reading); March 11, 2025 (second reading)
**From:** Dana Greer, City Forester
**Subject:** Ordinance 2025-07, amending Section 22-118 (fee in lieu of tree replacement)

## Summary

Section 22-118(d) allows property owners who cannot replant on site to pay a fee in lieu of replacement. The fee, last set in 2019 at $265 per caliper inch, no longer covers the cost of buying, planting and establishing a 2-inch caliper tree, which averaged $302 per caliper inch in the city's 2024 planting contracts.

## Proposed change

- Increase the fee in lieu from **$265** to **$310** per caliper inch.
- No change to the replacement ratio or to the 180-day replanting period in subsection (c).

## Effective date

If adopted on second reading on March 11, 2025, the ordinance takes effect 30 days after adoption, on **April 10, 2025**. Permits issued before that date are charged the former rate.

## Fiscal impact

Based on 2024 permits (41 fee-in-lieu payments, 1,212 caliper inches), the change would add about $54,500 a year to the urban forest fund.
"""),
        (extract(faq, "replanting deadline as explained to residents"), """# Tree Permits FAQ

**Do I need a permit to remove a tree on my property?**
If the tree is 8 inches or more in diameter at breast height (about 4.5 feet above the ground) and your property is zoned R-1, R-2 or MU, yes. Trees in the public right-of-way always need a permit.

**How much does the permit cost?**
The application fee is $60.

**Do I have to replant?**
Yes. You must plant half a caliper inch of new trees for every inch of trunk diameter you remove, with each new tree at least 2 inches in caliper. Replacement trees must be planted within 180 days of the removal, and you are responsible for keeping them alive for two years.

**What if there is no room to replant?**
The City Forester may allow you to pay a fee in lieu of replanting instead. Since April 10, 2025 the fee is $310 per caliper inch of required replacement.

**My ash tree has emerald ash borer. Do I need a permit?**
No, but please report it using the Forestry page so we can track the infestation.

*Page last reviewed: April 14, 2025*
"""),
        (extract(code, "exemptions in subsection (e)"), _sec_22_118(120)),
        m.retrieve(["fh_replant_deadline"]),
    ]
    rs.add(task="search", tid="h10-search-17", system=SYSTEM, turns=turns,
           state=state("Under Fernhollow, Colorado's code, how long does an owner have to replant after removing a protected tree, and what is the fee in lieu per caliper inch?", "Tuesday, June 3, 2025"),
           bad=True, turn=7, kind="same page, changed text: municipal code Sec. 22-118(c) re-extracted reads 'within 120 days' instead of 180 days, same supplement, no amendment")


def t18(rs: RowSet) -> None:
    # CLEAN (company filings): FY2023 revenue is $1,041.0M in the original 10-K and $1,032.6M "as restated" in later filings (explained by an 8-K Item 4.02); Q1 2024 is "as revised"; quarterly vs annual figures differ by period; memory is updated.
    m = Mem()
    pr = "https://www.sec.gov/Archives/edgar/data/1760423/000176042325000011/tgs-ex99_1.htm"
    k23 = "https://www.sec.gov/Archives/edgar/data/1760423/000176042324000009/tgs-20231231.htm"
    k402 = "https://www.sec.gov/Archives/edgar/data/1760423/000176042324000052/tgs-20241107.htm"
    q1 = "https://www.sec.gov/Archives/edgar/data/1760423/000176042325000024/tgs-20250331.htm"
    turns = [
        (search("Tessel Grid Storage fiscal 2024 revenue 10-K restatement"), sr(
            (pr, "Exhibit 99.1 - Tessel Grid Storage Reports Fourth Quarter and Full Year 2024 Results",
             "Full-year revenue of $1,184.3 million, an increase of 14.7% compared with $1,032.6 million (as restated) in 2023 ...", "Feb 26, 2025"),
            (k402, "8-K - Tessel Grid Storage Corp. - Item 4.02 Non-Reliance on Previously Issued Financial Statements",
             "The Audit Committee concluded that the Company's previously issued financial statements for the year ended December 31, 2023 should no longer be relied upon ...", "Nov 7, 2024"),
            ("https://www.reuters.com/business/energy/tessel-grid-storage-restate-2023-results-over-bill-and-hold-sales-2024-11-07/", "Tessel Grid Storage to restate 2023 results over bill-and-hold sales | Reuters",
             "The battery-storage integrator said about $8.4 million of revenue was booked too early ...", "Nov 7, 2024"),
            (k23, "tgs-20231231 - 10-K - SEC.gov",
             "Annual report for the fiscal year ended December 31, 2023. Total revenue $1,041.0 million ...", "Mar 12, 2024"),
            ("https://www.sec.gov/Archives/edgar/data/1760423/000176042325000017/tgs-20241231.htm", "tgs-20241231 - 10-K - SEC.gov",
             "Annual report for the fiscal year ended December 31, 2024, including restated 2023 comparative information ...", "Mar 4, 2025"),
        )),
        (extract(pr, "FY2024 and FY2023 revenue"), """# Tessel Grid Storage Reports Fourth Quarter and Full Year 2024 Results

*Exhibit 99.1 | AUSTIN, Texas, February 26, 2025*

Tessel Grid Storage Corp. (NYSE: TGS), an integrator of utility-scale battery energy storage systems, today announced results for the fourth quarter and full year ended December 31, 2024.

## Full Year 2024

- Revenue of **$1,184.3 million**, an increase of 14.7% compared with **$1,032.6 million (as restated)** in 2023
- Gross margin of 17.9%, compared with 16.0% (as restated)
- Net income of $41.8 million, or $0.52 per diluted share
- Deployed 3.1 GWh of storage, up from 2.4 GWh

## Fourth Quarter 2024

- Revenue of $341.5 million, compared with $318.2 million (as restated) in Q4 2023

## Restatement

As previously disclosed in our Form 8-K filed November 7, 2024, the 2023 financial statements have been restated. Restated 2023 amounts are included in our Annual Report on Form 10-K for 2024.

## 2025 Outlook

Revenue of $1.30 billion to $1.38 billion.
"""),
        m.add({"tgs_fy2024_revenue": "$1,184.3M (Q4/FY2024 release, Feb 26, 2025), +14.7%",
               "tgs_fy2023_revenue": "$1,032.6M as restated"}),
        (extract(k23, "total revenue as originally reported"), """# TESSEL GRID STORAGE CORP.

## FORM 10-K - For the fiscal year ended December 31, 2023

*Filed March 12, 2024*

### Item 7. Management's Discussion and Analysis

#### Results of Operations (in millions)

| | 2023 | 2022 | Change |
| --- | --- | --- | --- |
| Total revenue | $1,041.0 | $897.5 | 16.0% |
| Cost of revenue | 874.1 | 781.3 | 11.9% |
| Gross profit | 166.9 | 116.2 | 43.6% |
| Gross margin | 16.0% | 12.9% | |

Revenue increased $143.5 million, driven by deliveries under the ERCOT-region contracts and the first phase of the Moapa Valley project. Fourth-quarter 2023 revenue was $326.6 million.
"""),
        (search("Tessel Grid Storage restatement bill-and-hold 2023 revenue $8.4 million"), sr(
            (k402, "8-K - Tessel Grid Storage Corp. - Item 4.02 Non-Reliance on Previously Issued Financial Statements",
             "The Audit Committee concluded that the Company's previously issued financial statements for the year ended December 31, 2023 should no longer be relied upon ...", "Nov 7, 2024"),
            ("https://www.reuters.com/business/energy/tessel-grid-storage-restate-2023-results-over-bill-and-hold-sales-2024-11-07/", "Tessel Grid Storage to restate 2023 results over bill-and-hold sales | Reuters",
             "The battery-storage integrator said about $8.4 million of revenue was booked too early ...", "Nov 7, 2024"),
            ("https://www.law360.com/articles/2261804/tessel-grid-storage-hit-with-investor-suit-after-restatement", "Tessel Grid Storage hit with investor suit after restatement - Law360",
             "A proposed class of shareholders sued in the Western District of Texas ...", "Dec 2, 2024"),
        )),
        (extract(k402, "amount and reason for the restatement"), """# FORM 8-K - CURRENT REPORT

**Tessel Grid Storage Corp.** | Date of report: November 7, 2024

## Item 4.02 Non-Reliance on Previously Issued Financial Statements or a Related Audit Report or Completed Interim Review

On November 5, 2024, the Audit Committee of the Board of Directors of Tessel Grid Storage Corp. (the "Company"), after discussion with management and the Company's independent registered public accounting firm, concluded that the Company's previously issued audited consolidated financial statements for the year ended December 31, 2023, and the unaudited interim financial statements for the quarter ended March 31, 2024, should no longer be relied upon.

The Company determined that **$8.4 million** of revenue recognized in the fourth quarter of 2023 under bill-and-hold arrangements with two customers did not meet all criteria for recognition at that time and should have been recognized in the first quarter of 2024, when the systems were shipped.

The Company expects the correction to:
- reduce revenue for the year ended December 31, 2023 from $1,041.0 million to **$1,032.6 million** (fourth quarter 2023: from $326.6 million to $318.2 million); and
- increase revenue for the quarter ended March 31, 2024 from $260.5 million to **$268.9 million**.

There is no effect on cash. The Company will present restated 2023 amounts in its Annual Report on Form 10-K for 2024 and revised Q1 2024 amounts in its Quarterly Report for Q1 2025.
"""),
        m.update({"tgs_fy2023_revenue": "$1,032.6M as restated (originally $1,041.0M in 10-K filed 2024-03-12; $8.4M Q4'23 bill-and-hold revenue moved to Q1'24)"}),
        (extract(q1, "Q1 2025 revenue and comparison"), """# TESSEL GRID STORAGE CORP.

## FORM 10-Q - For the quarterly period ended March 31, 2025

*Filed May 8, 2025*

### Condensed Consolidated Statements of Operations (unaudited, in millions)

| | Three Months Ended March 31, 2025 | Three Months Ended March 31, 2024 (as revised) |
| --- | --- | --- |
| Total revenue | $302.7 | $268.9 |
| Cost of revenue | 246.1 | 225.3 |
| Gross profit | 56.6 | 43.6 |

Prior-period amounts for the three months ended March 31, 2024 have been revised to reflect the correction described in Note 2 (previously reported revenue: $260.5 million).

Revenue increased 12.6%, reflecting higher deliveries in the Western Interconnection.
"""),
        m.add({"tgs_q1_2025_revenue": "$302.7M vs $268.9M in Q1 2024 as revised (orig. $260.5M); +12.6%"}),
        m.retrieve_all(),
    ]
    rs.add(task="search", tid="h10-search-18", system=SYSTEM, turns=turns,
           state=state("What revenue did Tessel Grid Storage report for FY2024 and FY2023, and why do different filings show different 2023 figures?", "Tuesday, June 17, 2025"))


MLHYDRO_PAPERS = [
    ("Differentiable Routing for Continental-Scale Streamflow Prediction", "K. Obasi, L. Verhoeven, T. Mizuno", False),
    ("Conformal Prediction Intervals for Flood Stage Forecasts in Ungauged Basins", "R. Dasgupta, M. Feld", False),
    ("Snowpack Emulation with Graph Neural Networks over the Upper Colorado", "J. Whitcombe, A. Ruiz-Lopez, H. Sato", True),
    ("A Benchmark for Sub-Daily Rainfall-Runoff Modelling in Small Catchments", "E. Nieminen, P. Adeyemi", False),
    ("Learning Reservoir Operating Rules from Sparse Release Records", "D. Haddad, S. Kwon, F. Marin", False),
    ("Physics-Informed LSTMs Preserve Mass Balance Under Distribution Shift", "C. Lindgren, O. Banda", False),
    ("Groundwater Level Imputation with Masked Autoencoders", "Y. Chen, B. Okafor, I. Petrova", False),
    ("HydroMamba: State-Space Models for Multi-Decade Hydrological Simulation", "N. Arora, G. Fischer, W. Tan", True),
    ("Downscaling ERA5 Precipitation for Alpine Catchments with Diffusion Models", "M. Rossi, U. Brandt", False),
    ("Which Catchment Attributes Matter? Shapley Analysis of a Global LSTM", "S. Mbeki, T. Holm", False),
    ("Evapotranspiration Partitioning from Eddy Covariance with Neural ODEs", "L. Ferreira, J. Kowalski", False),
    ("Transfer Learning for Flash Flood Warning in Data-Scarce Regions of East Africa", "A. Wanjiru, P. Laine, R. Cohen", True),
    ("Satellite Altimetry and Machine Learning for Lake Level Reconstruction", "H. Jansen, V. Rao", False),
    ("Uncertainty-Aware Soil Moisture Retrieval from SMAP with Deep Ensembles", "D. Ortega, K. Yamamoto", False),
    ("Detecting Stage-Discharge Rating Curve Shifts with Changepoint Networks", "F. Dubois, E. Ansah", False),
    ("Coupling Glacier Melt Models and LSTMs in the Indus Basin", "Z. Qureshi, M. Lehner, A. Ivanova", False),
    ("Probabilistic Drought Forecasting with Gradient-Boosted Quantile Models", "B. Santos, C. Whitfield", False),
    ("Learning to Correct Bias in Operational Ensemble Streamflow Forecasts", "P. Novak, S. Idowu", False),
    ("Foundation Model Embeddings of River Networks for Few-Shot Prediction", "J. Park, T. Andersson, L. Mensah", True),
    ("Water Temperature Prediction in Regulated Rivers with Process-Guided Learning", "A. Brennan, K. Huber", False),
    ("Data Assimilation of Streamflow into Neural Hydrological Models", "M. Silva, R. Takahashi", False),
    ("Estimating Urban Runoff Coefficients from Street-Level Imagery", "E. Kariuki, D. Moreau", False),
    ("Benchmarking Tabular Deep Learning for Water Quality Exceedance Prediction", "G. Olsen, N. Patel", False),
    ("Extreme Value Losses for Peak Flow Prediction", "H. Mahlangu, J. Becker, Y. Lin", True),
    ("Sediment Load Estimation from Sentinel-2 with Weak Supervision", "I. Costa, W. Brooks", False),
    ("A Causal Look at Land-Use Change and Baseflow Decline", "T. Nakamura, S. Adebayo", False),
    ("Emulating a Distributed Hydrological Model 1000x Faster with Neural Operators", "R. Vogel, C. Amoah, L. Park", True),
    ("Active Learning for Placement of Low-Cost River Gauges", "O. Fernandes, M. Kim", False),
    ("Long-Range Seasonal Inflow Forecasts for Hydropower with Climate Indices", "K. Lund, A. Reyes", False),
    ("Interpretable Attention over Upstream Gauges for Flood Routing", "J. Mwangi, E. Schultz", False),
]


def _papers_page(page: int, total: int) -> str:
    lo, hi = 15 * (page - 1) + 1, 15 * page
    rows = "\n".join(f"| {i} | {t}{' **[Oral]**' if oral else ''} | {a} |"
                     for i, (t, a, oral) in enumerate(MLHYDRO_PAPERS[lo - 1:hi], lo))
    pages = -(-total // 15)
    return f"""# MLHydro 2025 - Accepted Papers ({total})

*Workshop on Machine Learning for Hydrology, co-located with ICLR 2025, Singapore*

Showing {lo}-{hi} of {total} | Page {page} of {pages} | Papers are listed by submission number. **[Oral]** = contributed talk.

| # | Title | Authors |
| --- | --- | --- |
{rows}

[< Previous] [Next >]

Camera-ready PDFs are linked from each title. Posters: Hall 4, 10:30-11:30 and 15:00-16:00.
"""


def t19(rs: RowSet) -> None:
    # BAD (academic workshop): turn 6 (page 2 of the accepted-papers list) says 52 accepted papers ("Showing 16-30 of 52", 4 pages), but the workshop home page (turn 2) and page 1 of the same list (turn 4) said 47 accepted papers.
    m = Mem()
    home = "https://mlhydro-workshop.github.io/2025/"
    pg1 = "https://mlhydro-workshop.github.io/2025/papers?page=1"
    pg2 = "https://mlhydro-workshop.github.io/2025/papers?page=2"
    assert len(MLHYDRO_PAPERS) == 30 and sum(o for _, _, o in MLHYDRO_PAPERS) == 6
    orals = [t for t, _, o in MLHYDRO_PAPERS if o]
    turns = [
        (search("MLHydro 2025 workshop ICLR accepted papers acceptance rate"), sr(
            (home, "MLHydro 2025 - Workshop on Machine Learning for Hydrology @ ICLR 2025",
             "We received 83 submissions and accepted 47 papers, including 6 contributed talks. Workshop date: Sunday, April 27, 2025 ...", "Apr 2, 2025"),
            (pg1, "Accepted Papers | MLHydro 2025",
             "Accepted Papers (47). Differentiable Routing for Continental-Scale Streamflow Prediction; Conformal Prediction Intervals for Flood Stage Forecasts ...", "Mar 28, 2025"),
            ("https://openreview.net/group?id=ICLR.cc/2025/Workshop/MLHydro", "ICLR 2025 Workshop MLHydro | OpenReview",
             "Submissions, reviews and decisions for the Workshop on Machine Learning for Hydrology ...", "N/A"),
            ("https://iclr.cc/virtual/2025/workshop/23941", "ICLR 2025 Workshop: Machine Learning for Hydrology",
             "Sun 27 Apr, 9 a.m. - 6 p.m. Singapore EXPO, Hall 4 ...", "N/A"),
            ("https://x.com/mlhydro_ws/status/1904527180219814012", "MLHydro Workshop on X",
             "Decisions are out! 47 papers accepted out of 83. Thanks to our 61 reviewers ...", "Mar 25, 2025"),
        )),
        (extract(home, "number of submissions, acceptances and talks"), """# MLHydro 2025

## Workshop on Machine Learning for Hydrology

**ICLR 2025 | Sunday, April 27, 2025 | Singapore EXPO, Hall 4**

Machine learning is changing how we forecast floods, manage reservoirs and understand the water cycle. MLHydro brings together hydrologists and ML researchers to discuss models that are accurate, physically consistent and useful for operations.

## News

- **Mar 25, 2025:** Decisions are out. We received **83 submissions** and accepted **47 papers** (acceptance rate 56.6%), including **6 contributed talks**. See the list of accepted papers.
- **Feb 3, 2025:** Submission deadline (extended from Jan 31).

## Invited speakers

- Tobias Reinholz (ETH Zurich)
- Priya Menon (University of Bristol)
- Carlos Ibarra (Penn State)
- Adaeze Nwachukwu (Nigeria Hydrological Services Agency)

## Schedule (SGT)

| Time | Session |
| --- | --- |
| 09:00 | Opening remarks |
| 09:10 | Invited talk 1 |
| 09:50 | Contributed talks 1-3 |
| 10:30 | Poster session A |
| 11:30 | Invited talk 2 |
| 13:30 | Invited talk 3 |
| 14:10 | Contributed talks 4-6 |
| 15:00 | Poster session B |
| 16:00 | Panel: ML in operational forecasting |
| 17:00 | Invited talk 4 |
| 17:40 | Awards and closing |

## Organizers

Ines Baptista, Kofi Owusu-Ansah, Mira Castell, Daniel Hoffmann, Yuki Tanabe
"""),
        m.add({"mlhydro25_counts": "83 submissions, 47 accepted (56.6%), 6 contributed talks",
               "mlhydro25_when": "Sun Apr 27, 2025, ICLR 2025, Singapore EXPO Hall 4"}),
        (extract(pg1, "list of accepted papers and which are orals"), _papers_page(1, 47)),
        m.add({"mlhydro25_orals_seen": "; ".join(orals[:3]) + " (page 1)"}),
        (extract(pg2, "remaining orals"), _papers_page(2, 52)),
        m.update({"mlhydro25_orals_seen": "; ".join(orals) + " (pages 1-2; all 6 talks found)"}),
        m.retrieve_all(),
    ]
    rs.add(task="search", tid="h10-search-19", system=SYSTEM, turns=turns,
           state=state("How many papers did the MLHydro 2025 workshop at ICLR accept, and which were selected as contributed talks?", "Wednesday, May 7, 2025"),
           bad=True, turn=6, kind="count drift: accepted-papers page 2 says 52 accepted papers ('Showing 16-30 of 52') where the home page and page 1 of the same list said 47")


LAKESHORE_PLAYERS = {
    "P1": ("GM", "Halasz, Viktor", "HUN", 2541), "P2": ("IM", "Eriksen, Jonas", "NOR", 2448),
    "P3": ("FM", "Marlowe, Ethan", "USA", 2391), "P4": ("GM", "Kadyrov, Rustam", "UZB", 2556),
    "P5": ("IM", "Delgado, Sofia", "ESP", 2402), "P6": ("FM", "Chu, Aiden", "CAN", 2356),
    "P7": ("", "Bell, Marcus", "USA", 2289), "P8": ("WGM", "Hoffmann, Lena", "GER", 2318),
    "P9": ("FM", "Hassan, Tariq", "USA", 2334), "P10": ("", "Pritchard, Owen", "USA", 2240),
    "P11": ("CM", "Subramanian, Ravi", "IND", 2205), "P12": ("", "Petrov, Nikolai", "USA", 2267),
}
LAKESHORE_SNO = {"P4": 1, "P1": 2, "P2": 3, "P5": 4, "P3": 5, "P6": 6, "P9": 7, "P8": 8, "P7": 9, "P12": 10, "P10": 11, "P11": 12}
LAKESHORE_R7 = [("P1", 6.5, 31.5), ("P4", 6.0, 32.0), ("P2", 6.0, 30.5), ("P3", 5.5, 31.0), ("P5", 5.5, 29.5), ("P9", 5.5, 28.0),
                ("P6", 5.0, 30.0), ("P8", 5.0, 29.0), ("P7", 5.0, 28.5), ("P12", 5.0, 27.5), ("P10", 5.0, 26.0), ("P11", 5.0, 25.5)]
# (white, black, white's score)
LAKESHORE_R8 = [("P1", "P4", 0.5), ("P2", "P3", 1.0), ("P9", "P5", 0.0), ("P6", "P8", 0.5), ("P7", "P12", 0.0), ("P10", "P11", 1.0)]
LAKESHORE_R9 = [("P2", "P1", 0.0), ("P4", "P5", 1.0), ("P12", "P10", 0.5), ("P3", "P8", 1.0), ("P6", "P9", 0.5), ("P11", "P7", 1.0)]
LAKESHORE_TB_FINAL = {"P1": 45.0, "P4": 44.5, "P2": 43.0, "P5": 41.5, "P3": 41.0, "P12": 38.5, "P10": 36.0,
                      "P6": 40.0, "P9": 39.5, "P11": 35.0, "P8": 40.5, "P7": 38.0}


def _pts(x: float) -> str:
    return f"{x:g}".replace(".5", ",5")


def _lk_rank(title: str, rows: list[tuple[str, float, float]]) -> str:
    body = "\n".join(f"| {i} | {LAKESHORE_SNO[p]} | {LAKESHORE_PLAYERS[p][0]} | {LAKESHORE_PLAYERS[p][1]} | {LAKESHORE_PLAYERS[p][2]} | {LAKESHORE_PLAYERS[p][3]} | {_pts(s)} | {_pts(tb)} |"
                     for i, (p, s, tb) in enumerate(rows, 1))
    return f"""# Lakeshore Open 2025

Chess-Tournament-Results-Server Chess-Results.com

**Last update 08.06.2025 20:04:17, Creator/Last Upload: Illinois Chess Association**

Federation: USA | Tournament director: Karen Albright | Chief Arbiter: IA Michael Szabo | Time control: 90 min / 40 moves + 30 min + 30 sec/move | Location: Evanston, Illinois | Number of rounds: 9 | Tournament type: Swiss-System | Date: 2025/06/04 to 2025/06/08

## {title}

| Rk. | SNo | | Name | FED | Rtg | Pts. | TB1 |
| --- | --- | --- | --- | --- | --- | --- | --- |
{body}

(Rk. 13-64 not shown) TB1: Buchholz Tie-Breaks (variable with parameter)
"""


def _lk_pairs(rnd: int, when: str, pairs: list[tuple[str, str, float]], before: dict[str, float]) -> str:
    res = {1.0: "1 - 0", 0.5: "1/2 - 1/2", 0.0: "0 - 1"}
    body = "\n".join(f"| {b} | {LAKESHORE_SNO[w]} | {LAKESHORE_PLAYERS[w][1]} | {LAKESHORE_PLAYERS[w][3]} | {_pts(before[w])} | {res[r]} | {_pts(before[bl])} | {LAKESHORE_PLAYERS[bl][1]} | {LAKESHORE_PLAYERS[bl][3]} | {LAKESHORE_SNO[bl]} |"
                     for b, (w, bl, r) in enumerate(pairs, 1))
    return f"""# Lakeshore Open 2025

**Last update 08.06.2025 20:04:17, Creator/Last Upload: Illinois Chess Association**

## Round {rnd} on {when}

| Bo. | No. | White | Rtg | Pts. | Result | Pts. | Black | Rtg | No. |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
{body}

(Boards 7-32 not shown)
"""


def t20(rs: RowSet) -> None:
    # CLEAN (chess tournament): standings after round 7, the round 8 and 9 pairings with results, and the final ranking; every final score equals the round-7 score plus the two results; ranks re-sort and tie-breaks rise legitimately; same "Last update" on every page.
    m = Mem()
    base = "https://chess-results.com/tnr1148203.aspx?lan=1"
    r7 = base + "&art=1&rd=7"
    p8 = base + "&art=2&rd=8"
    p9 = base + "&art=2&rd=9"
    fin = base + "&art=1"
    score = {p: s for p, s, _ in LAKESHORE_R7}
    before8 = dict(score)
    for w, b, r in LAKESHORE_R8:
        score[w] += r
        score[b] += 1 - r
    before9 = dict(score)
    for w, b, r in LAKESHORE_R9:
        score[w] += r
        score[b] += 1 - r
    final = sorted(score, key=lambda p: (-score[p], -LAKESHORE_TB_FINAL[p]))
    final_rows = [(p, score[p], LAKESHORE_TB_FINAL[p]) for p in final]
    assert final[0] == "P1" and score["P1"] == 8.0
    turns = [
        (search("Lakeshore Open 2025 chess results Evanston"), sr(
            (r7, "Lakeshore Open 2025 - Chess-Results Server Chess-results.com",
             "Rank after Round 7. Halasz, Viktor 6,5; Kadyrov, Rustam 6; Eriksen, Jonas 6 ... Evanston, Illinois, 2025/06/04 to 2025/06/08 ...", "Jun 8, 2025"),
            ("https://www.il-chess.org/events/lakeshore-open-2025", "Lakeshore Open 2025 | Illinois Chess Association",
             "9-round Swiss, June 4-8, Hilton Orrington Evanston. $15,000 guaranteed prize fund, 1st place $3,000 ...", "Mar 10, 2025"),
            ("https://www.uschess.org/msa/XtblMain.php?202506081442", "US Chess MSA - Cross Table for Lakeshore Open 2025",
             "Event rated on 2025-06-08. Section 1 - Open. 64 players ...", "N/A"),
            ("https://www.chessbase.com/post/lakeshore-open-2025-round-7", "Lakeshore Open: Halasz leads by half a point with two to go | ChessBase",
             "Viktor Halasz beat Tariq Hassan to reach 6.5/7 ...", "Jun 7, 2025"),
        )),
        (extract(r7, "standings after round 7"), _lk_rank("Rank after Round 7", LAKESHORE_R7)),
        m.add({"lk_after_r7": "Halasz 6.5; Kadyrov 6; Eriksen 6; Marlowe, Delgado, Hassan 5.5"}),
        (extract(p8, "round 8 results on top boards"), _lk_pairs(8, "2025/06/08 at 10:00", LAKESHORE_R8, before8)),
        (extract(p9, "round 9 results on top boards"), _lk_pairs(9, "2025/06/08 at 15:30", LAKESHORE_R9, before9)),
        (extract(fin, "final standings and winner"), _lk_rank("Final Ranking after 9 Rounds", final_rows)),
        m.add({"lk_winner": "GM Viktor Halasz (HUN) 8/9 - drew Kadyrov R8, beat Eriksen R9",
               "lk_podium": "2. GM Rustam Kadyrov 7.5; 3. IM Jonas Eriksen 7; then Delgado, Marlowe, Petrov, Pritchard 6.5"}),
        (search("Halasz wins Lakeshore Open 2025"), sr(
            ("https://www.chessbase.com/post/lakeshore-open-2025-final", "Halasz takes Lakeshore Open with 8/9 | ChessBase",
             "Hungarian GM Viktor Halasz won the Lakeshore Open in Evanston with 8/9 after beating Jonas Eriksen in the last round; Rustam Kadyrov was second on 7.5 ...", "Jun 8, 2025"),
            (fin, "Lakeshore Open 2025 - Chess-Results Server Chess-results.com",
             "Final Ranking after 9 Rounds. Halasz, Viktor 8; Kadyrov, Rustam 7,5; Eriksen, Jonas 7 ...", "Jun 8, 2025"),
            ("https://www.chessbase.com/post/lakeshore-open-2025-round-7", "Lakeshore Open: Halasz leads by half a point with two to go | ChessBase",
             "Viktor Halasz beat Tariq Hassan to reach 6.5/7 ...", "Jun 7, 2025"),
        )),
        m.retrieve_all(),
    ]
    rs.add(task="search", tid="h10-search-20", system=SYSTEM, turns=turns,
           state=state("Who won the Lakeshore Open 2025 chess tournament, with what score, and how did the lead change over the last two rounds?", "Sunday, June 8, 2025, 8:15 PM"))


WGSBN_CITES = [
    ("(21947) Kaviraj", "1999 RQ27", "1999 Sept. 8 by LINEAR at Socorro", "Anjali Kaviraj (b. 1971) is an Indian planetary scientist whose spectroscopic surveys of V-type asteroids traced fragments of Vesta's crust across the inner main belt."),
    ("(33864) Moravcik", "2000 GH91", "2000 Apr. 5 by LINEAR at Socorro", "Jan Moravcik (1934-2019) was a Slovak amateur astronomer and longtime observer of variable stars at the Hurbanovo observatory."),
    ("(48102) Tuulikki", "2001 FA41", "2001 Mar. 21 by NEAT at Palomar", "Tuulikki Saarinen (b. 1966) is a Finnish science teacher who founded the Kuopio school astronomy network."),
    ("(52890) Velasquillo", "1998 SF146", "1998 Sept. 26 by LINEAR at Socorro", "Ramon Velasquillo (b. 1980) is a Mexican engineer who built the dome control systems of the San Pedro Martir 2.1-m telescope."),
    ("(88317) Ennohirv", "2001 QW142", "2001 Aug. 19 by LINEAR at Socorro", "Enno Hirv (b. 1958) is an Estonian astronomer at Tartu Observatory who led the Tartu minor planet photometry programme and trained a generation of Estonian observers."),
    ("(91205) Lembitu", "1999 RS34", "1999 Sept. 7 by LINEAR at Socorro", "Lembitu (d. 1217) was an elder of Sakala, remembered as a leader of Estonian resistance in the Livonian Crusade."),
    ("(104588) Okonkwo", "2000 GQ112", "2000 Apr. 7 by LINEAR at Socorro", "Chiamaka Okonkwo (b. 1985) is a Nigerian astrophysicist who studies the rotation rates of small near-Earth asteroids."),
    ("(117342) Hallgrimur", "2005 AN18", "2005 Jan. 6 by the Catalina Sky Survey at Mount Lemmon", "Hallgrimur Bjornsson (b. 1962) is an Icelandic meteorologist and popularizer of the night sky on Icelandic radio."),
    ("(129077) Fabrette", "2005 JU61", "2005 May 10 by Spacewatch at Kitt Peak", "Lucie Fabrette (b. 1990) is a French software engineer who developed orbit-linking tools used by the Minor Planet Center."),
    ("(143956) Zurabi", "2003 YQ39", "2003 Dec. 19 by LINEAR at Socorro", "Zurab Kapanadze (b. 1948) is a Georgian astronomer at the Abastumani Astrophysical Observatory."),
    ("(158403) Pyhajarvi", "2001 TR203", "2001 Oct. 14 by NEAT at Palomar", "Pyhajarvi is a lake near Tampere, Finland, on whose shore an amateur observatory has operated since 1988."),
    ("(175122) Marisabel", "2005 EJ217", "2005 Mar. 10 by the Catalina Sky Survey at Mount Lemmon", "Maria Isabel Duarte (b. 1977) is a Portuguese astronomer who coordinates occultation campaigns in southern Europe."),
]


def _wgsbn(cites: list[tuple[str, str, str, str]]) -> str:
    body = "\n\n".join(f"**{n} = {d}**\nDiscovered {disc}.\n{txt}" for n, d, disc, txt in cites)
    return f"""# WGSBN Bulletin

**Volume 5, #9 | 2025 May 12**

*Working Group Small Bodies Nomenclature, International Astronomical Union*

Chair: D. Ramirez | Secretary: K. Ohtsuka | Editor: M. Lindblad

## New names of minor planets

The WGSBN has approved the following {len(cites)} names. Each citation was proposed by the discoverer(s) or under the rules for LINEAR/NEAT/Spacewatch discoveries.

{body}

## Corrigenda

In Bulletin 5, #7, the citation of (77410) should read "1928-2011" instead of "1928-2012".

*The WGSBN Bulletin is published under CC BY 4.0. https://www.wgsbn-iau.org/*
"""


def t21(rs: RowSet) -> None:
    # BAD (asteroid naming bulletin): turn 8 re-extraction of the same WGSBN Bulletin PDF lists minor planet (91205) as "Soomaa" (with a Soomaa citation), where the same bulletin at turn 2 named (91205) "Lembitu"; one list member silently changed.
    m = Mem()
    bul = "https://www.wgsbn-iau.org/files/Bulletins/V005/WGSBNBull_V005_009.pdf"
    sbdb = "https://ssd.jpl.nasa.gov/tools/sbdb_lookup.html#/?sstr=88317"
    tartu = "https://kosmos.ut.ee/en/news/asteroid-named-after-enno-hirv"
    drift = [c if not c[0].startswith("(91205)") else
             ("(91205) Soomaa", "1999 RS34", "1999 Sept. 7 by LINEAR at Socorro",
              "Soomaa is a national park in southwestern Estonia, known for its bogs and for the seasonal floods its residents call the fifth season.")
             for c in WGSBN_CITES]
    turns = [
        (search("WGSBN Bulletin May 2025 new minor planet names Estonian astronomer"), sr(
            (bul, "WGSBN Bulletin Volume 5, #9 (PDF) - IAU Working Group Small Bodies Nomenclature",
             "New names of minor planets ... (88317) Ennohirv = 2001 QW142. Enno Hirv (b. 1958) is an Estonian astronomer at Tartu Observatory ...", "May 12, 2025"),
            ("https://www.wgsbn-iau.org/files/Bulletins/", "WGSBN Bulletins - index",
             "Volume 5: #1 (2025 Jan. 14) ... #8 (2025 Apr. 22), #9 (2025 May 12), #10 (2025 Jun. 3) ...", "N/A"),
            (tartu, "Asteroid named after Enno Hirv | University of Tartu Institute of Physics / Tartu Observatory",
             "The International Astronomical Union has named minor planet 88317 after Tartu Observatory astronomer Enno Hirv ...", "May 20, 2025"),
            ("https://en.wikipedia.org/wiki/Meanings_of_minor-planet_names:_88001%E2%80%9389000", "Meanings of minor-planet names: 88001-89000 - Wikipedia",
             "88317 Ennohirv 2001 QW142 Enno Hirv (b. 1958), Estonian astronomer at Tartu Observatory ... WGSBN Bull. 5, #9 ...", "N/A"),
        )),
        (extract(bul, "all new names in this bulletin, especially Estonian-related ones"), _wgsbn(WGSBN_CITES)),
        m.add({"target_asteroid": "(88317) Ennohirv = 2001 QW142, discovered 2001 Aug. 19 by LINEAR at Socorro",
               "bulletin": "WGSBN Bulletin Vol. 5, #9, 2025 May 12 (12 new names)",
               "other_estonian_names": "(91205) Lembitu (Sakala elder, d. 1217)"}),
        (extract(sbdb, "orbit and discovery circumstances for 88317"), """# Small-Body Database Lookup

## 88317 Ennohirv (2001 QW142)

Classification: Main-belt Asteroid | SPK-ID: 20088317

**Discovered** 2001-Aug-19 by LINEAR at Socorro

**Reference:** WGSBN Bull. 5, #9 (2025)
Enno Hirv (b. 1958) is an Estonian astronomer at Tartu Observatory who led the Tartu minor planet photometry programme and trained a generation of Estonian observers.

### Orbital Elements at Epoch 2460800.5 (2025-May-05.0) TDB

| Element | Value |
| --- | --- |
| e | 0.1417 |
| a | 2.6143 au |
| q | 2.2439 au |
| i | 12.31 deg |
| node | 151.86 deg |
| peri | 287.04 deg |
| M | 64.72 deg |
| period | 1543.9 d (4.23 yr) |

### Physical Parameters

| Parameter | Value |
| --- | --- |
| H | 14.7 |
| diameter | 3.8 km (NEOWISE) |
| albedo | 0.161 |
"""),
        (search("Enno Hirv Tartu Observatory astronomer asteroid 88317"), sr(
            (tartu, "Asteroid named after Enno Hirv | University of Tartu Institute of Physics / Tartu Observatory",
             "The International Astronomical Union has named minor planet 88317 after Tartu Observatory astronomer Enno Hirv ...", "May 20, 2025"),
            ("https://www.etis.ee/CV/Enno_Hirv/eng", "Enno Hirv - ETIS Estonian Research Information System",
             "Research fields: photometry of minor planets, variable stars. Tartu Observatory 1982-2023 ...", "N/A"),
            ("https://novaator.err.ee/1609683122/asteroid-sai-nime-tartu-astronoomi-jargi", "Asteroid sai nime Tartu astronoomi jargi | Novaator",
             "Rahvusvaheline Astronoomia Liit nimetas asteroidi 88317 Enno Hirve auks ...", "May 21, 2025"),
        )),
        (extract(tartu, "who Enno Hirv is and what the announcement says"), """# Asteroid named after Enno Hirv

*Tartu Observatory News | 20 May 2025*

The International Astronomical Union's Working Group Small Bodies Nomenclature has named minor planet (88317) after Enno Hirv, who worked at Tartu Observatory for more than forty years. The name, *Ennohirv*, was published in the WGSBN Bulletin of 12 May 2025.

The asteroid, about 4 km across, orbits the Sun in the main belt every 4.2 years. It was discovered on 19 August 2001 by the LINEAR survey in New Mexico. The name was proposed by Hirv's former student, Dr. Kadri Tamm.

Enno Hirv was born in 1958 in Viljandi. He joined Tartu Observatory in 1982 and from 1995 led its photometry programme for minor planets, measuring the rotation periods of more than 300 asteroids with the observatory's 60-cm telescope. He retired in 2023 and still gives public lectures at the Toravere visitor centre.

The same bulletin also named (91205) Lembitu, after the 13th-century elder of Sakala.
"""),
        m.add({"enno_hirv": "b. 1958 Viljandi; Tartu Observatory 1982-2023; led minor planet photometry from 1995; name proposed by Kadri Tamm"}),
        (extract(bul, "check the other Estonia-related citations"), _wgsbn(drift)),
        m.retrieve(["other_estonian_names"]),
    ]
    rs.add(task="search", tid="h10-search-21", system=SYSTEM, turns=turns,
           state=state("Which minor planet was named after Tartu astronomer Enno Hirv, in which WGSBN Bulletin, and were other Estonia-related names in the same bulletin?", "Monday, June 23, 2025"),
           bad=True, turn=8, kind="list member changed: same WGSBN Bulletin re-extracted names (91205) 'Soomaa' instead of 'Lembitu' (confirmed at turn 2 and by Tartu news at turn 6)")


def t22(rs: RowSet) -> None:
    # CLEAN (patents): the published application (20 claims, original assignee Brightfin) and the granted patent (17 claims) legitimately differ; the current assignee changed via a recorded assignment after an acquisition; a reworded query returns the same pages in a different order.
    m = Mem()
    app = "https://patents.google.com/patent/US20230287451A1/en"
    grant = "https://patents.google.com/patent/US12104337B2/en"
    news = "https://www.waterworld.com/technologies/article/55241017/marlow-acoustics-completes-acquisition-of-brightfin-labs"
    asg = "https://assignment.uspto.gov/patent/index.html#/patent/search/resultAssignment?id=12104337&type=patNum"
    s_app = (app, "US20230287451A1 - Adaptive acoustic leak localization for pressurized water mains - Google Patents",
             "A sensor array clamped to a water main records acoustic emissions; a model adapts the wave-speed estimate to pipe material and diameter ... Brightfin Labs Inc", "Sep 14, 2023")
    s_grant = (grant, "US12104337B2 - Adaptive acoustic leak localization for pressurized water mains - Google Patents",
               "Current Assignee: Marlow Acoustics Corp. Granted 2024-10-01. 17 claims ...", "Oct 1, 2024")
    s_news = (news, "Marlow Acoustics completes acquisition of Brightfin Labs | WaterWorld",
              "The Ohio-based acoustic monitoring company said the deal brings Brightfin's leak localization patents and its 14-person engineering team ...", "Nov 19, 2024")
    s_lens = ("https://www.lens.org/lens/patent/118-402-771-650-339", "US 12104337 B2 - Adaptive acoustic leak localization ... | The Lens",
              "Family: US 2023/0287451 A1; US 12,104,337 B2; WO 2023/172918 A1 ...", "N/A")
    s_bf = ("https://www.brightfinlabs.com/", "Brightfin Labs - Listen to your pipes",
            "Brightfin Labs is now part of Marlow Acoustics. Existing customers: your support contacts have not changed ...", "N/A")
    turns = [
        (search("adaptive acoustic leak localization water main patent Brightfin Labs"), sr(s_app, s_grant, s_bf, s_news, s_lens)),
        (extract(app, "claims count, dates, assignee, legal status"), """# US20230287451A1 - Adaptive acoustic leak localization for pressurized water mains

**Application** | US 18/180,522 | Publication: **US20230287451A1** (kind A1)

**Inventors:** Maren Solheim, Diego Paredes-Vidal, Alan Whitcombe
**Original Assignee:** Brightfin Labs Inc
**Current Assignee:** Marlow Acoustics Corp

**Priority date:** 2022-03-09 | **Filing date:** 2023-03-08 | **Publication date:** 2023-09-14

**Status:** Application granted as US12104337B2

## Abstract

A leak localization system includes at least two acoustic sensors clamped to a pressurized pipe on either side of a suspected leak. A processor cross-correlates the recorded signals and estimates the leak position using a wave-speed model that is adapted, during operation, to the pipe material, diameter and wall thickness inferred from a calibration tap...

## Claims (20)

1. A method for localizing a leak in a pressurized water main, comprising: recording acoustic signals at a first sensor and a second sensor coupled to the main; ...
...
20. A non-transitory computer-readable medium storing instructions that, when executed, cause a processor to perform the method of claim 1.

## Family
- US20230287451A1 (this application)
- US12104337B2 (granted)
- WO2023172918A1
"""),
        m.add({"app_pub": "US20230287451A1, filed 2023-03-08, published 2023-09-14, priority 2022-03-09, 20 claims as published; original assignee Brightfin Labs Inc"}),
        (extract(grant, "granted claims, grant date, expiration, assignment events"), """# US12104337B2 - Adaptive acoustic leak localization for pressurized water mains

**Patent** | US 12,104,337 B2

**Inventors:** Maren Solheim, Diego Paredes-Vidal, Alan Whitcombe
**Current Assignee:** Marlow Acoustics Corp
**Original Assignee:** Brightfin Labs Inc

**Priority date:** 2022-03-09 | **Filing date:** 2023-03-08 | **Grant date:** 2024-10-01

**Status:** Active | **Anticipated expiration:** 2043-05-09 (patent term adjustment: 62 days)

## Claims (17)

1. A method for localizing a leak in a pressurized water main, comprising: recording acoustic signals at a first sensor and a second sensor coupled to the main; performing a calibration tap at a known location; ...
...
17. A system comprising the sensors and a processor configured to perform the method of claim 1.

## Events

| Date | Event |
| --- | --- |
| 2022-03-09 | Priority to US202263318054P |
| 2023-03-08 | Application filed by Brightfin Labs Inc |
| 2023-09-14 | Publication of US20230287451A1 |
| 2024-10-01 | Application granted |
| 2024-10-01 | Publication of US12104337B2 |
| 2024-12-02 | Assigned to MARLOW ACOUSTICS CORP. Assignors: BRIGHTFIN LABS, INC. (Reel/Frame 069512/0443) |
| 2043-05-09 | Anticipated expiration |

## Cited by (2)
- US12217904B2 (Aquasonde GmbH)
- US20250068312A1 (Pipewise Inc)
"""),
        (search("Marlow Acoustics acquires Brightfin Labs"), sr(s_news, s_bf,
            ("https://www.marlowacoustics.com/news/marlow-acoustics-to-acquire-brightfin-labs", "Marlow Acoustics to acquire Brightfin Labs | Marlow Acoustics",
             "Marlow Acoustics today announced a definitive agreement to acquire Brightfin Labs, a Portland, Oregon-based developer of acoustic leak localization ...", "Oct 15, 2024"))),
        (extract(news, "closing date and what was acquired"), """# Marlow Acoustics completes acquisition of Brightfin Labs

*WaterWorld | November 19, 2024 | by Staff*

Marlow Acoustics Corp., the Columbus, Ohio-based maker of acoustic monitoring systems for water utilities, has completed its acquisition of Brightfin Labs, Inc., a Portland, Oregon start-up that developed a clamp-on leak localization system.

The transaction closed on November 18, 2024, about a month after it was announced on October 15. Terms were not disclosed.

Marlow said the deal brings Brightfin's leak localization patents and its 14-person engineering team, which will stay in Portland. Brightfin's LeakLens product will be sold under the Marlow brand from 2025.

"Brightfin's calibration approach gets us from 'there is a leak somewhere on this block' to 'dig here'," said Marlow CEO Patricia Okafor.

Brightfin co-founder Maren Solheim joins Marlow as vice president of sensing technology.
"""),
        m.add({"grant": "US12104337B2 granted 2024-10-01, 17 claims (app had 20), active, anticipated expiration 2043-05-09 (PTA 62 days)",
               "current_holder": "Marlow Acoustics Corp - acquired Brightfin Labs (closed 2024-11-18); assignment recorded 2024-12-02, reel/frame 069512/0443"}),
        (search("US12104337 leak localization patent assignee"), sr(s_grant, s_lens, s_app, s_news)),
        (extract(asg, "assignment record details"), """# USPTO Assignment Search - Patent Number 12104337

**Total Assignments: 2**

## Assignment 1

| | |
| --- | --- |
| Reel/Frame | 063018/0915 |
| Recorded | 2023-03-17 |
| Conveyance | ASSIGNMENT OF ASSIGNORS INTEREST (SEE DOCUMENT FOR DETAILS) |
| Assignors | SOLHEIM, MAREN (exec 2023-03-02); PAREDES-VIDAL, DIEGO (exec 2023-03-02); WHITCOMBE, ALAN (exec 2023-03-06) |
| Assignee | BRIGHTFIN LABS, INC., 1120 NW COUCH ST, SUITE 300, PORTLAND, OREGON 97209 |

## Assignment 2

| | |
| --- | --- |
| Reel/Frame | 069512/0443 |
| Recorded | 2024-12-02 |
| Conveyance | ASSIGNMENT OF ASSIGNORS INTEREST (SEE DOCUMENT FOR DETAILS) |
| Assignor | BRIGHTFIN LABS, INC. (exec 2024-11-18) |
| Assignee | MARLOW ACOUSTICS CORP., 455 W NATIONWIDE BLVD, COLUMBUS, OHIO 43215 |

**Property:** Patent 12104337 | Application 18180522 | Publication 20230287451 | Filed 2023-03-08 | Title: ADAPTIVE ACOUSTIC LEAK LOCALIZATION FOR PRESSURIZED WATER MAINS
"""),
        m.retrieve_all(),
    ]
    rs.add(task="search", tid="h10-search-22", system=SYSTEM, turns=turns,
           state=state("Who currently owns the US patent on Brightfin Labs' adaptive acoustic leak localization, and how many claims were granted?", "Thursday, June 19, 2025"))


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for fn in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
               t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
