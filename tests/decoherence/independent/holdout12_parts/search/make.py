# ruff: noqa: E501
"""Held-out search-domain trajectories h12-search-01 .. h12-search-22 (deep-research tools: web_search, web_extractor, dict_memory).

Written by an outside author without sight of the detector. Each trajectory function returns the keyword
arguments for ``RowSet.add``; ``main()`` writes ``search_test.jsonl`` and ``labels.json`` next to this file.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import SEARCH_SYSTEM, RowSet, extract, memory, results, search

HERE = Path(__file__).resolve().parent


def sr(*items: tuple[str, str, str, str]) -> str:
    """A web_search observation, fenced as the official few-shot example shows it."""
    return "```\n" + results(*items) + "\n```"


def added(*keys: str) -> str:
    return f"Successfully added items of {list(keys)} to memory."


def updated(*keys: str) -> str:
    return f"Successfully updated items of {list(keys)} in memory."


def removed(*keys: str) -> str:
    return f"Successfully removed items of {list(keys)} from memory."


def got(d: dict[str, Any], missing: list[str] | None = None) -> str:
    text = json.dumps(d, indent=2, ensure_ascii=False)
    if missing:
        text += f"\nKey not found: {missing}"
    return text


def task_state(question: str) -> str:
    return f"Research question: {question}\nSearch history: none. Memory: empty."


def t01() -> dict[str, Any]:
    # Clean: SEC 10-K / Yahoo Finance / press release for a biotech's FY2023 revenue and R&D; rounded vs exact figures, a TTM column that includes a later quarter, a memory value updated by the agent.
    q = "What were Marrowind Therapeutics' total revenue and R&D expense for fiscal 2023, and how much did each change from 2022?"
    tenk = "https://www.sec.gov/Archives/edgar/data/1689214/000168921424000011/mrwd-20231231.htm"
    yahoo = "https://finance.yahoo.com/quote/MRWD/financials/"
    pr = "https://ir.marrowind.com/news-releases/news-release-details/marrowind-therapeutics-reports-fourth-quarter-and-full-year-2023"
    fierce = "https://www.fiercebiotech.com/biotech/marrowind-rd-bill-climbs-kelvora-label-expansion-trials-ramp"
    turns = [
        (search("Marrowind Therapeutics 2023 annual report total revenue research and development expense"), sr(
            (tenk, "mrwd-20231231 - SEC.gov", "Total revenues were $412.6 million for the year ended December 31, 2023, compared to $318.9 million for the year ended December 31, 2022. Research and development expenses were $287.4 million ...", "Feb 27, 2024"),
            (pr, "Marrowind Therapeutics Reports Fourth Quarter and Full Year 2023 Financial Results", "Full-year 2023 total revenue of $413 million, up 29% year over year, driven by KELVORA net product revenue of $389.2 million ...", "Feb 27, 2024"),
            (yahoo, "Marrowind Therapeutics, Inc. (MRWD) Income Statement - Yahoo Finance", "Get the detailed quarterly/annual income statement for Marrowind Therapeutics, Inc. (MRWD). Total Revenue 412,581 ... Research & Development 287,440 ...", "N/A"),
            (fierce, "Marrowind's R&D bill climbs as Kelvora label-expansion trials ramp", "The Cambridge biotech spent roughly $287 million on R&D last year as two Phase 3 studies of Kelvora in pediatric patients enrolled ...", "Feb 28, 2024"),
            ("https://www.macrotrends.net/stocks/charts/MRWD/marrowind-therapeutics/revenue", "Marrowind Therapeutics Revenue 2019-2024 | MRWD | MacroTrends", "Marrowind Therapeutics annual revenue for 2023 was $0.413B, a 29.37% increase from 2022. Marrowind Therapeutics annual revenue for 2022 was $0.319B ...", "N/A"),
            ("https://stockanalysis.com/stocks/mrwd/financials/", "Marrowind Therapeutics (MRWD) Financial Statements - Stock Analysis", "Detailed annual and quarterly income statement for Marrowind Therapeutics. Revenue, operating loss, R&D, SG&A and EPS for the last 5 years ...", "N/A"),
            ("https://www.biopharmadive.com/news/marrowind-kelvora-sales-2023-guidance/708114/", "Marrowind sees Kelvora sales growth slowing in 2024", "Marrowind guided to 2024 Kelvora net product revenue of $455 million to $475 million, below some analysts' estimates ...", "Feb 27, 2024"),
        )),
        (extract(tenk, "FY2023 and FY2022 total revenue and research and development expense"), """# Marrowind Therapeutics, Inc. — Form 10-K for the fiscal year ended December 31, 2023

**Commission File Number:** 001-38872 | **Nasdaq Global Select Market:** MRWD

## Item 7. Management's Discussion and Analysis of Financial Condition and Results of Operations

### Results of Operations

Comparison of the Years Ended December 31, 2023 and 2022 (in thousands):

| | 2023 | 2022 | Change | % |
| --- | --- | --- | --- | --- |
| Product revenue, net | $389,207 | $297,615 | $91,592 | 31% |
| Collaboration revenue | 23,374 | 21,289 | 2,085 | 10% |
| **Total revenues** | **412,581** | **318,904** | **93,677** | **29%** |
| Cost of product revenue | 41,318 | 33,706 | 7,612 | 23% |
| Research and development | 287,440 | 251,113 | 36,327 | 14% |
| Selling, general and administrative | 164,092 | 139,870 | 24,222 | 17% |
| Total operating expenses | 492,850 | 424,689 | 68,161 | 16% |
| Loss from operations | (80,269) | (105,785) | 25,516 | (24)% |

#### Revenue

Total revenues were $412.6 million for the year ended December 31, 2023, compared to $318.9 million for the year ended December 31, 2022. Product revenue, net, consists of sales of KELVORA in the United States and, beginning in the second quarter of 2023, Germany. The increase was primarily driven by higher patient demand and, to a lesser extent, a price increase effective January 1, 2023. Collaboration revenue reflects royalties and supply revenue under our agreement with Sanoma Pharma K.K. for Japan.

#### Research and Development Expenses

Research and development expenses were $287.4 million for the year ended December 31, 2023, compared to $251.1 million for the year ended December 31, 2022. The increase of $36.3 million was primarily attributable to:

- $21.8 million of higher clinical trial costs, mainly for the Phase 3 KELVORA-PEDS 1 and KELVORA-PEDS 2 studies;
- $9.4 million of higher personnel-related costs, including $3.1 million of stock-based compensation; and
- $5.1 million of higher manufacturing process development costs for MRW-217.

#### Selling, General and Administrative Expenses

Selling, general and administrative expenses were $164.1 million for 2023, compared to $139.9 million for 2022, primarily due to commercial launch activities in Germany.

### Liquidity and Capital Resources

As of December 31, 2023, we had cash, cash equivalents and marketable securities of $611.2 million."""),
        (memory("add", dict={"mrwd_fy2023_revenue": "$412.6M (10-K)", "mrwd_fy2023_rnd": "$287.4M vs $251.1M in 2022"}),
         added("mrwd_fy2023_revenue", "mrwd_fy2023_rnd")),
        (extract(yahoo, "annual total revenue and R&D for 2023 and 2022"), """# Marrowind Therapeutics, Inc. (MRWD)
NasdaqGS - Nasdaq Real Time Price. Currency in USD

**38.74** -0.62 (-1.58%)
At close: May 17 at 4:00:02 PM EDT

Summary | News | Chart | Conversations | Statistics | Historical Data | Profile | **Financials** | Analysis | Options | Holders | Sustainability

## Income Statement
All numbers in thousands | Annual | Quarterly

| Breakdown | TTM | 12/31/2023 | 12/31/2022 | 12/31/2021 |
| --- | --- | --- | --- | --- |
| Total Revenue | 431,207 | 412,581 | 318,904 | 204,377 |
| Cost of Revenue | 43,950 | 41,318 | 33,706 | 22,951 |
| Gross Profit | 387,257 | 371,263 | 285,198 | 181,426 |
| Operating Expense | 458,611 | 451,532 | 390,983 | 334,208 |
| Research & Development | 291,072 | 287,440 | 251,113 | 209,655 |
| Selling General and Administrative | 167,539 | 164,092 | 139,870 | 124,553 |
| Operating Income | -71,354 | -80,269 | -105,785 | -152,782 |
| Net Interest Income | 24,442 | 23,539 | 6,175 | 516 |
| Pretax Income | -46,912 | -56,730 | -99,610 | -152,266 |
| Tax Provision | 1,204 | 1,187 | 644 | 212 |
| Net Income Common Stockholders | -48,116 | -57,917 | -100,254 | -152,478 |
| Basic EPS | - | -1.02 | -1.84 | -2.91 |

TTM figures reflect the four quarters ended 3/31/2024.

Related Tickers: KROS, ARDX, MIRM, RCKT"""),
        (extract(pr, "full-year 2023 revenue and R&D commentary"), """# Marrowind Therapeutics Reports Fourth Quarter and Full Year 2023 Financial Results

CAMBRIDGE, Mass., Feb. 27, 2024 (GLOBE NEWSWIRE) -- Marrowind Therapeutics, Inc. (Nasdaq: MRWD) today reported financial results for the fourth quarter and full year ended December 31, 2023, and provided a business update.

**Full Year 2023 Highlights**

- Full-year 2023 total revenue of $413 million, up 29% year over year
- KELVORA net product revenue of $389.2 million, including $11.6 million from Germany following launch in May 2023
- Completed enrollment in KELVORA-PEDS 1; KELVORA-PEDS 2 topline data expected in the second half of 2024
- 2024 KELVORA net product revenue guidance of $455 million to $475 million

> "2023 was a breakout year for KELVORA, and we enter 2024 with a strong balance sheet to fund our pediatric and MRW-217 programs," said Dana Whitcombe, Chief Executive Officer.

**Full Year 2023 Financial Results**

- **Revenue:** Total revenue was $412.6 million for the full year 2023, compared to $318.9 million for the full year 2022.
- **R&D Expenses:** Research and development expenses were $287.4 million for the full year 2023, compared to $251.1 million for 2022.
- **SG&A Expenses:** Selling, general and administrative expenses were $164.1 million, compared to $139.9 million for 2022.
- **Net Loss:** Net loss was $57.9 million, or $1.02 per share, compared to $100.3 million, or $1.84 per share, for 2022.
- **Cash Position:** Cash, cash equivalents and marketable securities were $611.2 million as of December 31, 2023.

**Fourth Quarter 2023 Financial Results**

- Total revenue was $118.4 million, compared to $91.7 million in the fourth quarter of 2022.
- Research and development expenses were $76.9 million, compared to $68.0 million in the fourth quarter of 2022.

**Conference Call**

Marrowind will host a conference call and webcast today at 8:00 a.m. ET.

**Investor Contact:** Priyanka Sood, ir@marrowind.com"""),
        (memory("update", dict={"mrwd_fy2023_revenue": "$412,581K (vs $318,904K in 2022, +29.4%)"}),
         updated("mrwd_fy2023_revenue")),
        (search("Marrowind R&D expense increase 2023 reasons pediatric trials"), sr(
            (fierce, "Marrowind's R&D bill climbs as Kelvora label-expansion trials ramp", "The Cambridge biotech spent roughly $287 million on R&D last year as two Phase 3 studies of Kelvora in pediatric patients enrolled ...", "Feb 28, 2024"),
            ("https://www.clinicaltrials.gov/study/NCT05519347", "KELVORA-PEDS 2: Study of Kelvora in Children Aged 2 to 11", "A Phase 3, randomized, double-blind study ... Estimated enrollment: 186 participants ...", "Jan 9, 2024"),
            (tenk, "mrwd-20231231 - SEC.gov", "The increase of $36.3 million was primarily attributable to $21.8 million of higher clinical trial costs, mainly for the Phase 3 KELVORA-PEDS 1 and KELVORA-PEDS 2 studies ...", "Feb 27, 2024"),
            ("https://seekingalpha.com/article/4677120-marrowind-therapeutics-kelvora-growth-rd-drag", "Marrowind: Kelvora Growth Intact, But R&D Is The Drag", "Opex growth of 16% trailed revenue growth of 29%, narrowing the operating loss to about $80 million ...", "Mar 12, 2024"),
            ("https://www.endpts.com/marrowind-mrw217-manufacturing-scale-up/", "Marrowind spends up on MRW-217 manufacturing ahead of pivotal study", "Process development costs for the next-generation candidate rose by about $5 million last year, the company disclosed ...", "Mar 4, 2024"),
        )),
        (extract(fierce, "reasons for the R&D increase and revenue figure cited"), """# Marrowind's R&D bill climbs as Kelvora label-expansion trials ramp

By Gabrielle Nwosu | Feb 28, 2024 10:15am

Marrowind Therapeutics' push to bring its rare-disease drug Kelvora to younger patients is showing up in the budget.

The Cambridge, Massachusetts-based biotech spent roughly $287 million on research and development in 2023, up about 14% from a year earlier, according to its annual report filed with the SEC on Tuesday. Most of the increase — about $21.8 million — came from two Phase 3 studies testing Kelvora in children, one of which finished enrolling in November.

The spending came as revenue jumped 29% to $412.6 million, powered by U.S. demand and an early contribution from Germany, where Kelvora launched in May. The company narrowed its operating loss to about $80 million from $106 million.

CEO Dana Whitcombe told analysts on the earnings call that R&D spending would "moderate as a percentage of revenue" in 2024, though the company is also preparing a pivotal study for its follow-on candidate MRW-217.

Marrowind guided to Kelvora net product revenue of $455 million to $475 million this year. Shares fell about 4% in morning trading.

**Related:** Marrowind inks Japan supply deal with Sanoma Pharma"""),
        (memory("add", dict={"mrwd_rnd_yoy": "+$36.3M (+14.5%); $21.8M from PEDS Phase 3 trials"}),
         added("mrwd_rnd_yoy")),
        (memory("retrieve_all"), got({
            "mrwd_fy2023_revenue": "$412,581K (vs $318,904K in 2022, +29.4%)",
            "mrwd_fy2023_rnd": "$287.4M vs $251.1M in 2022",
            "mrwd_rnd_yoy": "+$36.3M (+14.5%); $21.8M from PEDS Phase 3 trials",
        })),
    ]
    return dict(tid="h12-search-01", system=SEARCH_SYSTEM, turns=turns, state=task_state(q), bad=False, turn=None, kind="clean")


def t02() -> dict[str, Any]:
    # Bad: orienteering World Cup women's standings (IOF site). Turn 8 re-extracts the same standings page (same 'last updated' stamp) and Lindqvist's total reads 395 where turn 2 showed 405 (her race cells still add to 405).
    q = "Who leads the 2024 Orienteering World Cup women's overall standings after Round 2, and by how many points over second place?"
    stand = "https://orienteering.sport/world-cup/standings/?season=2024&class=women"
    wofo = "https://worldofo.com/2024/06/02/sandvik-takes-long-distance-and-world-cup-lead-in-gjovik/"
    prof = "https://orienteering.sport/athletes/elin-sandvik/"
    rows_hdr = """| # | Athlete | Nation | R1 Sprint | R1 KO Sprint | R1 Middle | R2 Middle | R2 Long | Total |
| --- | --- | --- | --- | --- | --- | --- | --- | --- |"""
    table_a = rows_hdr + """
| 1 | Elin Sandvik | NOR | 80 | 100 | 60 | 80 | 100 | 420 |
| 2 | Maja Lindqvist | SWE | 100 | 80 | 100 | 45 | 80 | 405 |
| 3 | Noémie Fluri | SUI | 60 | 60 | 45 | 100 | 60 | 325 |
| 4 | Hanna Koivisto | FIN | 45 | 36 | 80 | 60 | 40 | 261 |
| 5 | Ruby Ashworth | GBR | 50 | 45 | 50 | 36 | 45 | 226 |
| 6 | Karolína Dvořáková | CZE | 36 | 50 | 40 | 50 | 26 | 202 |
| 7 | Ingrid Røed | NOR | 40 | 29 | 36 | 40 | 36 | 181 |
| 8 | Tereza Nováková | CZE | 32 | 26 | 29 | 29 | 50 | 166 |
| 9 | Anna-Lena Keller | GER | 29 | 40 | 32 | 32 | 32 | 165 |
| 10 | Sofie Bachmann | DEN | 26 | 32 | 24 | 26 | 29 | 137 |"""
    page_head = """# Orienteering World Cup 2024 — Overall Standings

**Class:** Women | **Season:** 2024 | Men | Women

Last updated: 2 June 2024, 17:45 CEST · After Round 2 (5 of 13 races)

Points are awarded to the 40 best athletes in each race (100 – 80 – 60 – 50 – 45 – 40 – 36 – 32 – 29 – 26 – 24 ...). The best 11 results of the season count towards the overall World Cup.

"""
    page_tail = """

Showing 1–10 of 94 athletes · Next page ›

## Upcoming

- **Round 3 — Czech Republic (Liberec):** Sprint Relay, Sprint, Middle · 23–25 August 2024
- **Round 4 — Switzerland (Lenzerheide):** Long, Middle, Sprint · 4–6 October 2024

Download standings (PDF) · Race results archive"""
    turns = [
        (search("Orienteering World Cup 2024 women overall standings after round 2"), sr(
            (stand, "World Cup 2024 Overall Standings – Women | International Orienteering Federation", "1. Elin Sandvik (NOR) 420 · 2. Maja Lindqvist (SWE) 405 · 3. Noémie Fluri (SUI) 325 · Last updated after Round 2 in Gjøvik ...", "Jun 2, 2024"),
            (wofo, "Sandvik takes long distance and World Cup lead in Gjøvik | World of O", "Elin Sandvik won the long distance on home terrain on Sunday and moved into the overall World Cup lead ahead of Maja Lindqvist ...", "Jun 2, 2024"),
            ("https://orienteering.sport/news/round-2-gjovik-long-distance-report/", "Round 2 long distance: home win for Sandvik in Gjøvik - IOF", "In demanding terrain with 21.4 km for the women, Sandvik finished 48 seconds ahead of Lindqvist, who had won the sprint and the middle distance in Borås ...", "Jun 2, 2024"),
            ("https://www.svenskorientering.se/nyheter/lindqvist-tvaa-i-gjovik", "Lindqvist tvåa i Gjøvik – tappar ledningen i världscupen", "Maja Lindqvist slutade tvåa på långdistansen och ligger nu tvåa i världscupen, femton poäng bakom Elin Sandvik ...", "Jun 2, 2024"),
            ("https://en.wikipedia.org/wiki/2024_Orienteering_World_Cup", "2024 Orienteering World Cup - Wikipedia", "The 2024 Orienteering World Cup is the 30th edition of the Orienteering World Cup. The season consists of 13 races in five rounds ...", "N/A"),
            ("https://www.reddit.com/r/orienteering/comments/1d6hx2q/world_cup_round_2_gjovik_discussion/", "World Cup Round 2 Gjøvik discussion : r/orienteering", "That long course was brutal. Sandvik's route choice on leg 14 won it ...", "Jun 3, 2024"),
        )),
        (extract(stand, "overall women's standings after round 2"), page_head + table_a + page_tail),
        (search("Elin Sandvik Gjøvik long distance 2024 winning margin Lindqvist"), sr(
            (wofo, "Sandvik takes long distance and World Cup lead in Gjøvik | World of O", "Elin Sandvik won the long distance on home terrain on Sunday and moved into the overall World Cup lead ahead of Maja Lindqvist ...", "Jun 2, 2024"),
            ("https://orienteering.sport/news/round-2-gjovik-long-distance-report/", "Round 2 long distance: home win for Sandvik in Gjøvik - IOF", "Sandvik finished 48 seconds ahead of Lindqvist, with Noémie Fluri third, 2:31 down ...", "Jun 2, 2024"),
            ("https://www.nrk.no/sport/sandvik-vant-verdenscupen-pa-hjemmebane-1.16911204", "Sandvik vant på hjemmebane – leder verdenscupen", "Elin Sandvik (25) vant langdistansen i Gjøvik søndag og tok over ledelsen i verdenscupen ...", "Jun 2, 2024"),
            ("https://liveresultat.orientering.se/followfull.php?comp=28817&lang=en", "WC Round 2 Long – Women – Live results", "1 Elin Sandvik NOR 1:27:12 · 2 Maja Lindqvist SWE 1:28:00 · 3 Noémie Fluri SUI 1:29:43 ...", "Jun 2, 2024"),
        )),
        (extract(wofo, "race summary and overall standings mention"), """# Sandvik takes long distance and World Cup lead in Gjøvik

*World of O · 2 June 2024 · by Henrik Aasen*

Elin Sandvik (NOR) won the women's long distance at World Cup Round 2 in Gjøvik on Sunday, 48 seconds ahead of Maja Lindqvist (SWE). Noémie Fluri (SUI) was third, 2:31 behind the winner.

The 21.4 km course with 1,010 m of climb was decided in the long route-choice leg to control 14, where Sandvik chose the western path around the marsh and gained almost a minute on Lindqvist.

| Pl | Name | Nation | Time | Behind |
| --- | --- | --- | --- | --- |
| 1 | Elin Sandvik | NOR | 1:27:12 | |
| 2 | Maja Lindqvist | SWE | 1:28:00 | +0:48 |
| 3 | Noémie Fluri | SUI | 1:29:43 | +2:31 |
| 4 | Tereza Nováková | CZE | 1:30:20 | +3:08 |
| 5 | Ruby Ashworth | GBR | 1:31:05 | +3:53 |

With the win, Sandvik takes over the lead in the overall World Cup. Lindqvist, who won the opening sprint and the middle distance in Borås, had led after Round 1 but was only fifth in Saturday's middle distance.

"I was nervous before leg 14, but I trusted my choice," Sandvik said at the finish.

The World Cup continues in Liberec, Czech Republic, on 23–25 August.

*Photo: Sandvik at the last control. (Photo: IOF/Lars Holm)*"""),
        (memory("add", dict={"wc_women_leader": "Elin Sandvik (NOR) 420 pts", "wc_women_second": "Maja Lindqvist (SWE) 405 pts", "gap_pts": "15"}),
         added("wc_women_leader", "wc_women_second", "gap_pts")),
        (extract(prof, "World Cup 2024 results and overall position"), """# Elin Sandvik

**Nation:** Norway (NOR) · **Club:** Halden SK · **Born:** 1999 · **IOF ID:** 7713

## World Cup 2024

Overall position: **1st** · 420 points (5 races)

| Date | Race | Place | Points |
| --- | --- | --- | --- |
| 2 Jun 2024 | Round 2 – Long, Gjøvik (NOR) | 1 | 100 |
| 1 Jun 2024 | Round 2 – Middle, Gjøvik (NOR) | 2 | 80 |
| 23 May 2024 | Round 1 – Middle, Borås (SWE) | 3 | 60 |
| 21 May 2024 | Round 1 – Knockout Sprint, Borås (SWE) | 1 | 100 |
| 20 May 2024 | Round 1 – Sprint, Borås (SWE) | 2 | 80 |

## Career highlights

- World Championships 2023: 2nd, Long distance
- World Cup overall 2023: 4th
- European Championships 2022: 1st, Relay (NOR)"""),
        (search("Orienteering World Cup 2024 Round 3 Liberec programme dates"), sr(
            ("https://orienteering.sport/world-cup/2024/round-3-liberec/", "World Cup Round 3 – Liberec, Czech Republic | IOF", "Sprint Relay (23 Aug), Sprint (24 Aug) and Middle distance (25 Aug) in and around Liberec. Model event on 22 August ...", "Mar 14, 2024"),
            ("https://wc2024.orientacnisporty.cz/en/", "World Cup 2024 Liberec – Official event website", "Bulletin 2 published. Accommodation packages, training areas and embargoed areas ...", "May 29, 2024"),
            ("https://worldofo.com/2024/03/14/world-cup-2024-calendar-confirmed/", "World Cup 2024 calendar confirmed | World of O", "Five rounds, 13 races: Borås, Gjøvik, Liberec, Lenzerheide and the final in ...", "Mar 14, 2024"),
        )),
        (extract(stand, "check the nations of places 3 to 6"), page_head + table_a.replace("| 100 | 80 | 100 | 45 | 80 | 405 |", "| 100 | 80 | 100 | 45 | 80 | 395 |") + page_tail),
        (memory("retrieve", key_list=["wc_women_leader", "gap_pts"]), got({"wc_women_leader": "Elin Sandvik (NOR) 420 pts", "gap_pts": "15"})),
        (extract("https://orienteering.sport/world-cup/2024/round-3-liberec/", "race formats and dates for Round 3"), """# World Cup Round 3 – Liberec, Czech Republic

**Dates:** 22–25 August 2024 · **Organiser:** Czech Orienteering Federation / OK Jiskra Nový Bor

| Date | Race | Format | Start |
| --- | --- | --- | --- |
| Thu 22 Aug | Model event | – | 10:00 |
| Fri 23 Aug | Sprint Relay | Mixed, 4 legs | 17:30 CEST |
| Sat 24 Aug | Sprint | Individual | 15:00 CEST |
| Sun 25 Aug | Middle distance | Individual | 10:00 CEST |

**Event centre:** Liberec Town Square (Sprint, Sprint Relay) · Ještěd ski area (Middle)

**Embargoed areas:** The city of Liberec north of the river Nisa and the forest around Ještěd are embargoed for all World Cup athletes until the event.

**Live coverage:** All three races will be broadcast live on IOF Live TV, with GPS tracking by Livelox.

Entries close 9 August 2024 via IOF Eventor."""),
    ]
    return dict(tid="h12-search-02", system=SEARCH_SYSTEM, turns=turns, state=task_state(q), bad=True, turn=8, kind="same standings page (same last-updated stamp) re-extracted: second-place total cell changed 405 -> 395")


def t03() -> dict[str, Any]:
    # Bad: arXiv paper on MoE routing. Turn 6 memory retrieve returns paper_arxiv_id "2403.11827", but turn 3 stored "2403.11872" (the id turn 2's abstract page shows); no update in between.
    q = "Which arXiv paper introduced the SparseRoute token-adaptive expert routing method, who is its first author, and what C4 perplexity does it report for the 1.3B model?"
    abs_url = "https://arxiv.org/abs/2403.11872"
    html_url = "https://arxiv.org/html/2403.11872v2"
    gh = "https://github.com/praghu-lab/sparseroute"
    turns = [
        (search("SparseRoute token-adaptive expert routing mixture of experts arXiv"), sr(
            (abs_url, "[2403.11872] SparseRoute: Token-Adaptive Expert Selection for Efficient Mixture-of-Experts Language Models", "We propose SparseRoute, a routing scheme that lets each token select a variable number of experts based on a learned confidence threshold ...", "Mar 18, 2024"),
            ("https://paperswithcode.com/paper/sparseroute-token-adaptive-expert-selection", "SparseRoute: Token-Adaptive Expert Selection for Efficient ... | Papers With Code", "Ranked #3 on Language Modelling on C4 (1.3B params) ... Code: praghu-lab/sparseroute (PyTorch) ...", "N/A"),
            (gh, "praghu-lab/sparseroute: Official implementation of SparseRoute (ICML 2024)", "Official PyTorch implementation of SparseRoute: Token-Adaptive Expert Selection ... Checkpoints for 350M and 1.3B models ...", "May 6, 2024"),
            ("https://openreview.net/forum?id=Kq7vT2mXc4", "SparseRoute: Token-Adaptive Expert Selection for Efficient Mixture ... | OpenReview", "Decision: Accept (Poster). Reviewers noted the clear gains over top-2 routing at matched FLOPs ...", "May 2, 2024"),
            ("https://huggingface.co/papers/2403.11872", "Paper page - SparseRoute: Token-Adaptive Expert Selection ...", "Join the discussion on this paper page. Upvotes: 41 ...", "Mar 19, 2024"),
            ("https://www.marktechpost.com/2024/03/22/sparseroute-lets-tokens-choose-how-many-experts-they-need/", "SparseRoute Lets Tokens Choose How Many Experts They Need", "Researchers from the University of Toronto and ... show that adaptive expert counts cut MoE inference FLOPs by 27% ...", "Mar 22, 2024"),
        )),
        (extract(abs_url, "title, authors, venue, abstract numbers"), """# Computer Science > Machine Learning

**arXiv:2403.11872** (cs)

[Submitted on 18 Mar 2024 (v1), last revised 2 May 2024 (this version, v2)]

# Title: SparseRoute: Token-Adaptive Expert Selection for Efficient Mixture-of-Experts Language Models

Authors: Priya Raghunathan, Tomasz Wielgosz, Hannah Oduya, Kenji Morimoto, Alan W. Carvalho

> **Abstract:** Mixture-of-Experts (MoE) language models route every token to a fixed number of experts, spending the same compute on trivial and difficult tokens. We propose SparseRoute, a routing scheme that lets each token select a variable number of experts based on a learned confidence threshold, together with a load-balancing loss that remains stable when expert counts vary. On C4 and The Pile, SparseRoute matches or improves the perplexity of top-2 routing while reducing average active experts per token from 2.0 to 1.46, cutting inference FLOPs by 27%. At 1.3B total parameters, SparseRoute-8x reaches a C4 validation perplexity of 14.62 compared with 15.87 for a compute-matched dense baseline. Code and checkpoints are released.

| | |
| --- | --- |
| Comments: | ICML 2024 camera-ready. 9 pages main text, 14 figures |
| Subjects: | Machine Learning (cs.LG); Computation and Language (cs.CL) |
| Cite as: | arXiv:2403.11872 [cs.LG] |
| | (or arXiv:2403.11872v2 [cs.LG] for this version) |
| | https://doi.org/10.48550/arXiv.2403.11872 |

## Submission history

From: Priya Raghunathan [view email]
**[v1]** Mon, 18 Mar 2024 16:02:45 UTC (1,884 KB)
**[v2]** Thu, 2 May 2024 09:31:10 UTC (1,912 KB)

Access Paper: View PDF · HTML (experimental) · TeX Source"""),
        (memory("add", dict={"paper_arxiv_id": "2403.11872", "first_author": "Priya Raghunathan", "venue": "ICML 2024"}),
         added("paper_arxiv_id", "first_author", "venue")),
        (extract(html_url, "Table with C4 validation perplexity for all model sizes"), """# SparseRoute: Token-Adaptive Expert Selection for Efficient Mixture-of-Experts Language Models

Priya Raghunathan¹, Tomasz Wielgosz², Hannah Oduya¹, Kenji Morimoto³, Alan W. Carvalho¹
¹University of Toronto ²Warsaw University of Technology ³Preferred Networks

## 5 Experiments

### 5.2 Language modeling results

Table 2 reports validation perplexity on C4 and The Pile after 100B training tokens. All MoE models use 8 experts per layer; dense baselines are matched in inference FLOPs to top-2 routing.

**Table 2:** Validation perplexity (lower is better). Avg. experts = mean active experts per token.

| Model | Params (total) | Avg. experts | C4 | The Pile |
| --- | --- | --- | --- | --- |
| Dense (FLOP-matched) | 350M | – | 19.41 | 11.08 |
| Top-2 routing | 350M | 2.00 | 18.27 | 10.52 |
| Expert Choice | 350M | 2.00 | 18.19 | 10.47 |
| **SparseRoute-8x** | 350M | 1.52 | **18.03** | **10.39** |
| Dense (FLOP-matched) | 1.3B | – | 15.87 | 8.94 |
| Top-2 routing | 1.3B | 2.00 | 14.81 | 8.41 |
| Expert Choice | 1.3B | 2.00 | 14.77 | 8.38 |
| **SparseRoute-8x** | 1.3B | 1.46 | **14.62** | **8.30** |

At 1.3B parameters SparseRoute improves C4 perplexity by 1.25 over the dense baseline and by 0.19 over top-2 routing while activating 27% fewer expert FLOPs on average.

### 5.3 Where do tokens use more experts?

Tokens in the top decile of routing entropy (mostly numerals, rare subwords and code identifiers) use on average 2.7 experts, while punctuation and frequent function words use 1.1 (Figure 6)."""),
        (memory("add", dict={"c4_ppl_sparseroute_1.3b": "14.62", "c4_ppl_dense_1.3b": "15.87", "c4_ppl_top2_1.3b": "14.81"}),
         added("c4_ppl_sparseroute_1.3b", "c4_ppl_dense_1.3b", "c4_ppl_top2_1.3b")),
        (search("SparseRoute GitHub checkpoints 1.3B C4 perplexity reproduce"), sr(
            (gh, "praghu-lab/sparseroute: Official implementation of SparseRoute (ICML 2024)", "Official PyTorch implementation ... Checkpoints for 350M and 1.3B models on the Hugging Face Hub ...", "May 6, 2024"),
            ("https://huggingface.co/praghu-lab/sparseroute-8x-1.3b", "praghu-lab/sparseroute-8x-1.3b · Hugging Face", "SparseRoute-8x, 1.3B total parameters, trained on 100B tokens of C4 ... C4 val ppl 14.62 ...", "May 6, 2024"),
            ("https://github.com/praghu-lab/sparseroute/issues/7", "Can't reproduce 14.62 on C4 with bf16 · Issue #7 · praghu-lab/sparseroute", "I get 14.70 with the released checkpoint when evaluating with seq len 1024 instead of 2048 ...", "May 14, 2024"),
            ("https://www.reddit.com/r/MachineLearning/comments/1bi0q8e/r_sparseroute_tokenadaptive_expert_selection/", "[R] SparseRoute: Token-Adaptive Expert Selection : r/MachineLearning", "Interesting that the gains over Expert Choice are small at 1.3B ...", "Mar 19, 2024"),
        )),
        (extract(gh, "README results and citation"), """# SparseRoute

Official implementation of **SparseRoute: Token-Adaptive Expert Selection for Efficient Mixture-of-Experts Language Models** (ICML 2024).

[Paper] · [Checkpoints] · [Blog post]

## Installation

```bash
git clone https://github.com/praghu-lab/sparseroute
cd sparseroute
pip install -e .
```

## Results

| Model | C4 ppl | Pile ppl | Avg. experts/token |
| --- | --- | --- | --- |
| sparseroute-8x-350m | 18.03 | 10.39 | 1.52 |
| sparseroute-8x-1.3b | 14.62 | 8.30 | 1.46 |

Evaluation uses sequence length 2048 and bf16; see `scripts/eval_c4.sh`. Using 1024-token sequences gives slightly higher perplexity (see #7).

## Training

```bash
torchrun --nproc_per_node 8 train.py --config configs/sparseroute_1p3b.yaml
```

## Citation

```bibtex
@inproceedings{raghunathan2024sparseroute,
  title     = {SparseRoute: Token-Adaptive Expert Selection for Efficient Mixture-of-Experts Language Models},
  author    = {Raghunathan, Priya and Wielgosz, Tomasz and Oduya, Hannah and Morimoto, Kenji and Carvalho, Alan W.},
  booktitle = {Proceedings of the 41st International Conference on Machine Learning},
  year      = {2024}
}
```

## License

Apache 2.0"""),
        (memory("retrieve", key_list=["paper_arxiv_id", "first_author"]), got({"paper_arxiv_id": "2403.11827", "first_author": "Priya Raghunathan"})),
        (extract("https://openreview.net/forum?id=Kq7vT2mXc4", "decision and reviewer comments on perplexity gains"), """# SparseRoute: Token-Adaptive Expert Selection for Efficient Mixture-of-Experts Language Models

**Priya Raghunathan, Tomasz Wielgosz, Hannah Oduya, Kenji Morimoto, Alan W. Carvalho**

Published: 02 May 2024, Last Modified: 02 May 2024 · ICML 2024 Poster

**Keywords:** mixture of experts, conditional computation, routing, efficiency

**TL;DR:** Tokens pick how many experts they need; same or better perplexity with 27% fewer expert FLOPs.

---

### Paper Decision
Decision: **Accept (Poster)**

Comment: All reviewers agree the method is simple and the FLOP savings are well supported. The authors' rebuttal added the Expert Choice baseline at 1.3B, which addressed the main concern of Reviewer Xb3T.

### Official Review by Reviewer Xb3T
Rating: 6: Weak accept · Confidence: 4

The perplexity gains over top-2 routing are modest (0.19 on C4 at 1.3B) but come with a large reduction in active experts. I would like to see results beyond 1.3B parameters.

### Official Review by Reviewer 9pLm
Rating: 7: Accept · Confidence: 3

The load-balancing loss for variable expert counts is the most reusable contribution."""),
        (memory("add", dict={"answer_draft": "SparseRoute (ICML 2024), first author Priya Raghunathan; 1.3B SparseRoute-8x C4 val ppl 14.62 vs 15.87 dense, 14.81 top-2"}),
         added("answer_draft")),
    ]
    turns = [turns[i] for i in (0, 1, 2, 3, 4, 7, 5, 6, 8, 9)]  # the order in which the agent made these calls
    return dict(tid="h12-search-03", system=SEARCH_SYSTEM, turns=turns, state=task_state(q), bad=True, turn=6, kind="memory read-back: stored arXiv id 2403.11872 returned as 2403.11827")


def t04() -> dict[str, Any]:
    # Clean: city council rezoning ordinance (agenda center minutes, local paper, ordinance text); first reading passes 5-2, second reading adopts 6-1 after a member switches, a news story from between the readings reports the first vote.
    q = "How did the Cedar Hollow (WA) city council vote on Ordinance 2024-117, the Millrace Road rezone, and when does it take effect?"
    m0305 = "https://www.cedarhollowwa.gov/AgendaCenter/ViewFile/Minutes/_03052024-1187"
    m0319 = "https://www.cedarhollowwa.gov/AgendaCenter/ViewFile/Minutes/_03192024-1196"
    news1 = "https://www.cedarhollowcourier.com/news/millrace-rezone-clears-first-vote/article_4b1e2a70-db5c-11ee-9d41-0f3c2a1b7e55.html"
    news2 = "https://www.cedarhollowcourier.com/news/council-gives-final-ok-to-millrace-rezone/article_9c7d11f4-e6a2-11ee-a1c8-6b0e93df2c10.html"
    ordpdf = "https://www.cedarhollowwa.gov/DocumentCenter/View/9412/Ordinance-2024-117"
    turns = [
        (search("Cedar Hollow city council Ordinance 2024-117 Millrace Road rezone vote"), sr(
            (m0305, "City Council Regular Meeting Minutes – March 5, 2024 - Cedar Hollow, WA", "... AB 24-041 Ordinance 2024-117, rezoning approximately 14.2 acres on Millrace Road from R-1 to MU-2, first reading. Motion carried 5-2 ...", "Mar 20, 2024"),
            (news1, "Millrace rezone clears first council vote", "The Cedar Hollow City Council voted 5-2 Tuesday to advance a rezone that would allow apartments and shops on 14 acres along Millrace Road ...", "Mar 6, 2024"),
            (m0319, "City Council Regular Meeting Minutes – March 19, 2024 - Cedar Hollow, WA", "... Ordinance 2024-117, second reading and adoption ... Motion carried 6-1, Councilmember Brandt opposed ...", "Apr 3, 2024"),
            ("https://www.cedarhollowwa.gov/AgendaCenter/ViewFile/Agenda/_03052024-1187", "City Council Agenda – March 5, 2024", "7.B Ordinance 2024-117 (Millrace Road rezone, R-1 to MU-2) – First reading. Staff: Community Development Director Renee Takahashi ...", "Mar 1, 2024"),
            ("https://www.cedarhollowwa.gov/1402/Millrace-Road-Subarea-Plan", "Millrace Road Subarea Plan | Cedar Hollow, WA", "The subarea plan adopted in 2023 identifies the Millrace corridor for mixed-use development of up to 380 housing units ...", "N/A"),
            ("https://www.facebook.com/groups/cedarhollowneighbors/posts/3391027764451280/", "Cedar Hollow Neighbors | Anyone going to the Millrace hearing?", "Council is voting on the rezone Tuesday night, traffic on Millrace is already terrible ...", "Mar 4, 2024"),
        )),
        (extract(m0305, "the vote on Ordinance 2024-117 and who voted no"), """# CITY OF CEDAR HOLLOW — CITY COUNCIL REGULAR MEETING MINUTES
**Tuesday, March 5, 2024 — 7:00 p.m. — Council Chambers, 410 Grange Street**

**1. CALL TO ORDER:** Mayor Helen Voss called the meeting to order at 7:01 p.m.

**2. ROLL CALL:** Present: Mayor Voss, Deputy Mayor Ortega, Councilmembers Brandt, Fitzgerald, Lindahl, Nakamura and Pruitt. Staff present: City Manager Owen Raske, City Attorney Lisa Chu, Community Development Director Renee Takahashi, City Clerk Maria Delgado.

**3. CONSENT AGENDA:** Motion by Lindahl, second by Nakamura, to approve the consent agenda (minutes of February 20, 2024; claims vouchers Nos. 88214–88390 totaling $1,214,876.42). Motion carried 7-0.

**7. NEW BUSINESS**

**7.B AB 24-041 — Ordinance 2024-117, rezoning approximately 14.2 acres (parcels 2206-14-0031, -0032 and -0047) on Millrace Road from R-1 Single-Family Residential to MU-2 Mixed Use — First Reading.**

Director Takahashi presented the staff report. The Planning Commission recommended approval 4-1 on February 8, 2024. Twelve members of the public spoke; eight in opposition citing traffic on Millrace Road and school capacity, four in support.

Councilmember Fitzgerald stated she could not support the rezone without a traffic study of the Millrace/Kettle Creek Road intersection. Councilmember Brandt stated the MU-2 height limit of 55 feet was out of scale with the neighborhood.

MOTION: Ortega moved, Lindahl seconded, to pass Ordinance 2024-117 on first reading and direct staff to return with a condition requiring a traffic impact analysis before any building permit is issued.

VOTE: Ayes — Voss, Ortega, Lindahl, Nakamura, Pruitt. Nays — Brandt, Fitzgerald. **Motion carried 5-2.**

Second reading was scheduled for March 19, 2024.

**10. ADJOURNMENT:** The meeting adjourned at 9:48 p.m.

Approved: March 19, 2024 · Maria Delgado, City Clerk"""),
        (memory("add", dict={"ord_117_first_reading": "Mar 5, 2024: passed 5-2 on first reading (No: Brandt, Fitzgerald)"}),
         added("ord_117_first_reading")),
        (extract(m0319, "second reading vote on Ordinance 2024-117"), """# CITY OF CEDAR HOLLOW — CITY COUNCIL REGULAR MEETING MINUTES
**Tuesday, March 19, 2024 — 7:00 p.m. — Council Chambers, 410 Grange Street**

**1. CALL TO ORDER:** Mayor Helen Voss called the meeting to order at 7:00 p.m.

**2. ROLL CALL:** Present: Mayor Voss, Deputy Mayor Ortega, Councilmembers Brandt, Fitzgerald, Lindahl, Nakamura and Pruitt.

**3. CONSENT AGENDA:** Motion by Pruitt, second by Ortega, to approve the consent agenda (minutes of March 5, 2024; claims vouchers Nos. 88391–88544 totaling $962,310.07). Motion carried 7-0.

**6. UNFINISHED BUSINESS**

**6.A AB 24-041 — Ordinance 2024-117, Millrace Road rezone (R-1 to MU-2) — Second Reading and Adoption.**

Director Takahashi reported that, as directed on March 5, Section 3 of the ordinance now requires a traffic impact analysis of the Millrace Road/Kettle Creek Road intersection, and any mitigation it identifies, before the first building permit is issued in the rezoned area.

Councilmember Fitzgerald stated that the added traffic condition addressed her concerns and that she would support the ordinance. Councilmember Brandt restated his opposition to the 55-foot height limit.

MOTION: Ortega moved, Nakamura seconded, to adopt Ordinance 2024-117 on second reading as amended.

VOTE: Ayes — Voss, Ortega, Fitzgerald, Lindahl, Nakamura, Pruitt. Nays — Brandt. **Motion carried 6-1.**

City Attorney Chu noted that the ordinance takes effect thirty days after publication of its summary in the official newspaper.

**9. ADJOURNMENT:** The meeting adjourned at 8:37 p.m.

Approved: April 2, 2024 · Maria Delgado, City Clerk"""),
        (memory("add", dict={"ord_117_adoption": "Mar 19, 2024: adopted 6-1 on second reading (No: Brandt; Fitzgerald switched to yes after traffic-study condition)"}),
         added("ord_117_adoption")),
        (extract(news1, "vote count and next steps"), """# Millrace rezone clears first council vote

*By Tom Iverson, Courier staff · Mar 6, 2024*

The Cedar Hollow City Council voted 5-2 Tuesday to advance a rezone that would allow apartments and shops on 14 acres along Millrace Road, despite objections from neighbors about traffic.

Councilmembers Dale Brandt and Erin Fitzgerald voted no. Fitzgerald said she wanted a study of the Millrace and Kettle Creek Road intersection, where the city recorded 23 crashes between 2019 and 2023, before allowing new development.

Deputy Mayor Luis Ortega's motion directed staff to add a requirement for a traffic impact analysis before any building permit is issued, a change that will be written into the ordinance before its second reading.

"We adopted the subarea plan last year. This is the step that makes it real," Ortega said.

The property, owned by Kettle Creek Partners LLC, could hold about 240 apartments and 18,000 square feet of commercial space under the new MU-2 zoning, according to a city staff report.

The council is scheduled to take a final vote March 19."""),
        (search("Cedar Hollow Millrace rezone final approval council March 19"), sr(
            (news2, "Council gives final OK to Millrace rezone", "After Fitzgerald switched her vote, the council adopted the rezone 6-1 on Tuesday. Only Dale Brandt voted no ...", "Mar 20, 2024"),
            (m0319, "City Council Regular Meeting Minutes – March 19, 2024 - Cedar Hollow, WA", "... Ordinance 2024-117, second reading and adoption ... Motion carried 6-1, Councilmember Brandt opposed ...", "Apr 3, 2024"),
            (ordpdf, "Ordinance 2024-117 - Cedar Hollow, WA", "AN ORDINANCE OF THE CITY OF CEDAR HOLLOW, WASHINGTON, AMENDING THE OFFICIAL ZONING MAP FOR APPROXIMATELY 14.2 ACRES ...", "Mar 25, 2024"),
            ("https://www.cedarhollowwa.gov/CivicAlerts.aspx?AID=612", "Notice of Ordinance Adoption – Ordinances 2024-115 through 2024-118", "Summaries of ordinances adopted by the City Council on March 19, 2024 ...", "Mar 25, 2024"),
        )),
        (extract(news2, "final vote and effective date"), """# Council gives final OK to Millrace rezone

*By Tom Iverson, Courier staff · Mar 20, 2024*

The Cedar Hollow City Council on Tuesday gave final approval to rezoning 14 acres on Millrace Road for mixed-use development, voting 6-1.

Councilmember Erin Fitzgerald, who voted against the rezone on first reading two weeks ago, supported it after staff added a requirement for a traffic study of the Millrace and Kettle Creek Road intersection before construction can begin.

"My concern was never the housing. It was the intersection," Fitzgerald said. "This gets us the study first."

Councilmember Dale Brandt cast the lone no vote, repeating his objection to allowing 55-foot buildings next to single-family homes.

The ordinance takes effect 30 days after a summary is published in the city's official newspaper. Kettle Creek Partners has not yet submitted a site plan."""),
        (extract(ordpdf, "adoption date, publication date and effective date"), """# ORDINANCE NO. 2024-117

**AN ORDINANCE OF THE CITY OF CEDAR HOLLOW, WASHINGTON, AMENDING THE OFFICIAL ZONING MAP FOR APPROXIMATELY 14.2 ACRES LOCATED ON MILLRACE ROAD FROM R-1 SINGLE-FAMILY RESIDENTIAL TO MU-2 MIXED USE; ADOPTING A CONDITION; PROVIDING FOR SEVERABILITY; AND ESTABLISHING AN EFFECTIVE DATE.**

WHEREAS, the City Council adopted the Millrace Road Subarea Plan by Ordinance 2023-088 on June 6, 2023; and

WHEREAS, the Planning Commission held a public hearing on February 8, 2024 and recommended approval;

NOW, THEREFORE, THE CITY COUNCIL OF THE CITY OF CEDAR HOLLOW, WASHINGTON, DO ORDAIN AS FOLLOWS:

**Section 1. Zoning Map Amended.** Parcels 2206-14-0031, 2206-14-0032 and 2206-14-0047 are rezoned from R-1 to MU-2 as shown on Exhibit A.

**Section 2. Findings.** The Council adopts the findings of the staff report for AB 24-041.

**Section 3. Condition.** No building permit shall be issued for new development within the rezoned area until a traffic impact analysis of the Millrace Road/Kettle Creek Road intersection has been accepted by the City Engineer and any mitigation identified in it has been secured.

**Section 4. Severability.** If any section of this ordinance is held invalid, the remainder shall not be affected.

**Section 5. Effective Date.** This ordinance shall take effect thirty (30) days after publication of its summary in the official newspaper of the City.

PASSED by the City Council of the City of Cedar Hollow this 19th day of March, 2024.

APPROVED: Helen Voss, Mayor
ATTEST: Maria Delgado, City Clerk
APPROVED AS TO FORM: Lisa Chu, City Attorney

Published: March 25, 2024
Effective: April 24, 2024"""),
        (memory("add", dict={"ord_117_effective": "April 24, 2024 (30 days after Mar 25 publication)"}),
         added("ord_117_effective")),
        (memory("retrieve_all"), got({
            "ord_117_first_reading": "Mar 5, 2024: passed 5-2 on first reading (No: Brandt, Fitzgerald)",
            "ord_117_adoption": "Mar 19, 2024: adopted 6-1 on second reading (No: Brandt; Fitzgerald switched to yes after traffic-study condition)",
            "ord_117_effective": "April 24, 2024 (30 days after Mar 25 publication)",
        })),
    ]
    return dict(tid="h12-search-04", system=SEARCH_SYSTEM, turns=turns, state=task_state(q), bad=False, turn=None, kind="clean")


def t05() -> dict[str, Any]:
    # Clean: cargo e-bike specs (maker spec page, independent review, maker shop page, news); review's measured battery/weight differ from claimed specs, price cut on the shop page, memory update and remove by the agent.
    q = "What are the battery capacity, motor torque, weight and current US price of the Velocargo Mule LT cargo e-bike?"
    spec = "https://www.velocargo.com/bikes/mule-lt/specs"
    review = "https://electricbikereview.com/velocargo/mule-lt/"
    shop = "https://shop.velocargo.com/products/mule-lt?variant=44120987345"
    turns = [
        (search("Velocargo Mule LT specs battery Wh torque weight"), sr(
            (spec, "Mule LT – Technical Specifications | Velocargo", "Motor: Bafang M420 mid-drive, 250 W nominal, 85 Nm · Battery: 48 V 15 Ah (720 Wh), UL 2271 · Weight: 34.5 kg (76 lb) ...", "N/A"),
            (review, "Velocargo Mule LT Review – Electric Bike Review", "Longtail cargo bike with a torquey mid-drive, 720 Wh pack and a 200 kg total payload. We measured usable capacity and range ...", "Apr 18, 2024"),
            ("https://www.rei.com/product/231844/velocargo-mule-lt-electric-cargo-bike", "Velocargo Mule LT Electric Cargo Bike | REI Co-op", "Longtail electric cargo bike with 85 Nm mid-drive motor, 720 Wh battery and integrated child-seat mounts ...", "N/A"),
            ("https://www.reddit.com/r/CargoBike/comments/1c3k9wz/velocargo_mule_lt_6_month_review/", "Velocargo Mule LT – 6 month review : r/CargoBike", "Range with two kids on hilly commute is ~45 km on eco. Heavy bike, mine is 79 lb with the Runway bars ...", "Apr 13, 2024"),
            ("https://www.bicycling.com/bikes-gear/a60141295/best-cargo-e-bikes/", "The 9 Best Cargo E-Bikes of 2024 | Bicycling", "Best longtail for hills: Velocargo Mule LT. Its 85 Nm mid-drive ...", "May 2, 2024"),
        )),
        (extract(spec, "full specifications"), """# Mule LT — Technical Specifications

Longtail cargo e-bike · Model year 2024 · Colors: Moss, Slate, Cream

## Drive system

| | |
| --- | --- |
| Motor | Bafang M420 mid-drive, 250 W nominal (750 W peak), 85 Nm |
| Battery | 48 V 15 Ah (720 Wh), Samsung 21700 cells, UL 2271 certified |
| Charger | 4 A, 0–100% in about 5 h |
| Display | Bafang DP C244, 5 assist levels |
| Range (claimed) | 55–110 km (35–70 mi) |
| Top assisted speed | 20 mph (Class 1), configurable to 28 mph (Class 3) |

## Frame and components

| | |
| --- | --- |
| Frame | 6061 aluminium, step-through, one size (riders 155–193 cm) |
| Drivetrain | Shimano CUES 9-speed, 11–46T |
| Brakes | Tektro T540 4-piston hydraulic, 203 mm rotors |
| Wheels | 20 × 3.0" front and rear |
| Rear rack | Integrated, 80 kg rated |

## Weights and capacities

| | |
| --- | --- |
| Bike weight | 34.5 kg (76 lb), with battery, without accessories |
| Max total payload | 200 kg (441 lb), rider + cargo |

**MSRP:** $3,299 USD

*Specifications subject to change. Weight measured on a size-standard bike in Moss without accessories.*"""),
        (memory("add", dict={"mule_battery": "720 Wh (48 V 15 Ah)", "mule_torque": "85 Nm", "mule_weight": "34.5 kg / 76 lb (no accessories)", "mule_price_usd": "$3,299 MSRP"}),
         added("mule_battery", "mule_torque", "mule_weight", "mule_price_usd")),
        (extract(review, "measured battery capacity, measured weight, torque"), """# Velocargo Mule LT Review

*Electric Bike Review · Apr 18, 2024 · by Court Rye and Brent Mizell*

**Quick take:** A stable, hill-friendly longtail with a strong mid-drive, good brakes and a sensible price. It's heavy, and the small front basket mount feels like an afterthought.

## Highlights

- Bafang M420 mid-drive rated at 85 Nm; it pulled our 160 lb tester plus 60 lb of groceries up a 12% grade in level 3 without complaint
- 48 V, 15 Ah pack rated at 720 Wh; in our range test we drained **684 Wh** from a full charge before the bike cut assist, about 95% of the rated capacity
- 41.8 mi (67.3 km) of mixed riding in assist level 2 before cut-off
- Tektro 4-piston hydraulic brakes with 203 mm rotors front and rear

## Weight

Velocargo lists 76 lb without accessories. Our test bike came with the rear Runway bars and footboards fitted, and weighed **78.2 lb** on our scale.

## Pricing

At $3,299 the Mule LT undercuts most mid-drive longtails by $1,000 or more.

| Measured | Result |
| --- | --- |
| Usable battery energy | 684 Wh |
| Range (assist 2, mixed) | 41.8 mi |
| Weight as tested (with Runway bars, footboards) | 78.2 lb |
| Charge time 10–100% | 4 h 41 min |"""),
        (memory("add", dict={"review_measured": "684 Wh usable; 78.2 lb with Runway bars + footboards (EBR, Apr 2024)"}),
         added("review_measured")),
        (search("Velocargo Mule LT price cut 2024"), sr(
            ("https://electrek.co/2024/06/04/velocargo-cuts-mule-lt-price/", "Velocargo cuts Mule LT price to $2,899, adds free rear rack pad", "Velocargo has dropped the price of its Mule LT longtail by $400 to $2,899 through the end of summer ...", "Jun 4, 2024"),
            (shop, "Mule LT – Velocargo Shop", "Sale $2,899.00 Regular price $3,299.00 · Free shipping in the contiguous US ...", "N/A"),
            ("https://www.reddit.com/r/CargoBike/comments/1d81kqa/mule_lt_now_2899/", "Mule LT now $2,899 : r/CargoBike", "Just saw the price drop, anyone know if it's permanent? ...", "Jun 5, 2024"),
            ("https://www.rei.com/product/231844/velocargo-mule-lt-electric-cargo-bike", "Velocargo Mule LT Electric Cargo Bike | REI Co-op", "$3,299.00 · Members earn 10% back ...", "N/A"),
        )),
        (extract(shop, "current price and what is included"), """# Mule LT

★★★★★ 4.8 (212 reviews)

~~$3,299.00~~ **$2,899.00** · Save $400 — Summer pricing through August 31, 2024

Color: **Moss** · Slate · Cream

- 85 Nm mid-drive, 720 Wh battery
- Up to 110 km (70 mi) range
- Integrated 80 kg rear rack — **free rear rack pad included for a limited time**

Quantity: 1 · **Add to cart** · Pay in 4 interest-free installments of $724.75 with Shop Pay

Ships in 3–5 business days · Free shipping in the contiguous US · 30-day test ride

## What's in the box
- Mule LT, 90% assembled
- 4 A charger, 2 keys
- Pedals, tool kit, owner's manual

## Accessories
Runway bars $129 · Footboards $89 · Front basket $79 · Child seat adapter $49"""),
        (memory("update", dict={"mule_price_usd": "$2,899 sale through Aug 31, 2024 (MSRP $3,299)"}),
         updated("mule_price_usd")),
        (memory("remove", key_list=["review_measured"]), removed("review_measured")),
        (memory("retrieve_all"), got({
            "mule_battery": "720 Wh (48 V 15 Ah)",
            "mule_torque": "85 Nm",
            "mule_weight": "34.5 kg / 76 lb (no accessories)",
            "mule_price_usd": "$2,899 sale through Aug 31, 2024 (MSRP $3,299)",
        })),
    ]
    return dict(tid="h12-search-05", system=SEARCH_SYSTEM, turns=turns, state=task_state(q), bad=False, turn=None, kind="clean")


def t06() -> dict[str, Any]:
    # Bad: a translated-fiction prize (prize site, trade press). Turn 7 removes memory key "longlist_url"; turn 10 retrieve_all still lists it with its old value.
    q = "Which book won the 2024 Wexley Prize for Translated Fiction, who translated it, and from which language? How many titles were shortlisted?"
    short = "https://www.wexleyprize.org/2024-shortlist"
    win = "https://www.wexleyprize.org/news/2024-winner-announced"
    books = "https://www.thebookseller.com/news/croatian-novel-the-salt-orchard-wins-wexley-prize-2024"
    turns = [
        (search("Wexley Prize for Translated Fiction 2024 shortlist"), sr(
            (short, "The 2024 Shortlist | The Wexley Prize", "Six novels translated from six languages make up the 2024 shortlist, chosen from 148 eligible submissions ...", "May 9, 2024"),
            ("https://www.wexleyprize.org/2024-longlist", "The 2024 Longlist | The Wexley Prize", "Thirteen books translated from eleven languages ...", "Mar 28, 2024"),
            ("https://www.theguardian.com/books/2024/may/09/wexley-prize-translated-fiction-shortlist-2024", "Wexley prize shortlist celebrates 'quiet revolutions' in translated fiction", "Novels from Croatian, Korean, Portuguese, Catalan, Turkish and Finnish compete for the £15,000 award ...", "May 9, 2024"),
            ("https://www.thebookseller.com/news/wexley-prize-2024-shortlist-revealed", "Wexley Prize 2024 shortlist revealed | The Bookseller", "Independent presses dominate, with five of the six titles from small publishers ...", "May 9, 2024"),
            ("https://en.wikipedia.org/wiki/Wexley_Prize", "Wexley Prize - Wikipedia", "The Wexley Prize for Translated Fiction is an annual British literary award founded in 2011 ... split equally between author and translator ...", "N/A"),
        )),
        (extract(short, "list of shortlisted titles with translators and languages"), """# The 2024 Shortlist

Announced 9 May 2024 · Winner announced 20 June 2024 at the British Library

The judges — Nadia Farouk (chair), Peter Lindgren, Amaka Obi and Joanna Reyes — selected six books from a longlist of thirteen, chosen from 148 eligible submissions.

| Title | Author | Translator | Translated from | Publisher |
| --- | --- | --- | --- | --- |
| *The Salt Orchard* | Ilse Marjanović | Daniel Ashcombe | Croatian | Istros Books |
| *Winter Ledger* | Han Seo-yeon | Kyung-ah Park | Korean | Tilted Axis Press |
| *The Cartographer's Daughters* | Inês Vasconcelos | Margaret Jull Hale | Portuguese | And Other Stories |
| *Dry Season at Can Roig* | Pere Bonet i Mas | Clara Weiss | Catalan | Fum d'Estampa Press |
| *Night Ferry to Mudanya* | Deniz Akbulut | Elif Shaw | Turkish | Pushkin Press |
| *The Lake Keepers* | Aino Lehtisalo | Owen Witesman-Crane | Finnish | Lantern Fiction |

> "Each of these books performs a quiet revolution in how its language sounds in English." — Nadia Farouk

The winning author and translator will share the £15,000 prize equally. Each shortlisted author and translator receives £500."""),
        (memory("add", dict={"shortlist": "6 titles (from longlist of 13, 148 submissions); announced May 9, 2024", "longlist_url": "https://www.wexleyprize.org/2024-longlist", "ceremony": "June 20, 2024, British Library"}),
         added("shortlist", "longlist_url", "ceremony")),
        (search("Wexley Prize 2024 winner announced"), sr(
            (win, "The Salt Orchard wins the 2024 Wexley Prize | The Wexley Prize", "Ilse Marjanović's The Salt Orchard, translated from the Croatian by Daniel Ashcombe, has won the 2024 Wexley Prize for Translated Fiction ...", "Jun 20, 2024"),
            (books, "Croatian novel The Salt Orchard wins Wexley Prize 2024 | The Bookseller", "Istros Books' first winner of the prize; judges praised Ashcombe's 'salt-crusted, exact' English ...", "Jun 21, 2024"),
            ("https://www.theguardian.com/books/2024/jun/20/the-salt-orchard-wexley-prize-2024", "The Salt Orchard wins Wexley prize for translated fiction", "A novel about three generations of women running a failing olive grove on the island of Pag ...", "Jun 20, 2024"),
            ("https://www.istrosbooks.com/the-salt-orchard", "The Salt Orchard – Istros Books", "Winner of the Wexley Prize 2024. Paperback £11.99, 312 pages ...", "N/A"),
        )),
        (extract(win, "winner, translator, language, judges' comments"), """# The Salt Orchard wins the 2024 Wexley Prize

*20 June 2024*

**Ilse Marjanović's *The Salt Orchard*, translated from the Croatian by Daniel Ashcombe and published by Istros Books, has won the 2024 Wexley Prize for Translated Fiction.**

The winner was announced this evening at a ceremony at the British Library in London. Marjanović and Ashcombe will share the £15,000 prize equally.

*The Salt Orchard* follows three generations of women running a failing olive grove on the island of Pag, where the bora wind carries salt across the fields. It is Marjanović's third novel and the first to appear in English.

> "A book of enormous patience, rendered into an English that is salt-crusted and exact. Daniel Ashcombe has found a voice for the wind itself." — Nadia Farouk, chair of judges

Ashcombe, who lives in Zagreb, previously translated Marjanović's short story collection *Limestone* for the journal *Asymptote*.

The other shortlisted books were *Winter Ledger* (Han Seo-yeon, tr. Kyung-ah Park), *The Cartographer's Daughters* (Inês Vasconcelos, tr. Margaret Jull Hale), *Dry Season at Can Roig* (Pere Bonet i Mas, tr. Clara Weiss), *Night Ferry to Mudanya* (Deniz Akbulut, tr. Elif Shaw) and *The Lake Keepers* (Aino Lehtisalo, tr. Owen Witesman-Crane).

Press enquiries: press@wexleyprize.org"""),
        (memory("add", dict={"winner": "The Salt Orchard — Ilse Marjanović, tr. Daniel Ashcombe (Croatian), Istros Books", "prize": "£15,000 split equally"}),
         added("winner", "prize")),
        (memory("remove", key_list=["longlist_url"]), removed("longlist_url")),
        (extract(books, "reaction and sales details"), """# Croatian novel The Salt Orchard wins Wexley Prize 2024

*The Bookseller · 21 June 2024 · by Caroline Merritt*

Istros Books has won its first Wexley Prize for Translated Fiction with Ilse Marjanović's *The Salt Orchard*, translated from the Croatian by Daniel Ashcombe.

The £15,000 award, split equally between author and translator, was presented at the British Library on Thursday evening (20th June). Chair of judges Nadia Farouk praised Ashcombe's "salt-crusted, exact" English.

Istros publisher Susan Curtis said the press had ordered a reprint of 4,000 copies, taking the print run to 7,500. According to Nielsen BookScan, the novel had sold 1,140 copies through UK tills since its publication in September 2023.

The Salt Orchard was one of six shortlisted titles, five of them from independent presses. Pushkin Press was the only larger publisher on the shortlist, with Deniz Akbulut's *Night Ferry to Mudanya*.

Founded in 2011, the prize is open to novels and short story collections translated into English and published in the UK or Ireland."""),
        (memory("update", dict={"shortlist": "6 titles (from longlist of 13, 148 submissions); announced May 9, 2024; winner The Salt Orchard"}),
         updated("shortlist")),
        (memory("retrieve_all"), got({
            "shortlist": "6 titles (from longlist of 13, 148 submissions); announced May 9, 2024; winner The Salt Orchard",
            "longlist_url": "https://www.wexleyprize.org/2024-longlist",
            "ceremony": "June 20, 2024, British Library",
            "winner": "The Salt Orchard — Ilse Marjanović, tr. Daniel Ashcombe (Croatian), Istros Books",
            "prize": "£15,000 split equally",
        })),
    ]
    return dict(tid="h12-search-06", system=SEARCH_SYSTEM, turns=turns, state=task_state(q), bad=True, turn=10, kind="memory key removed at turn 7 reappears in retrieve_all")


def t07() -> dict[str, Any]:
    # Clean: lighthouse history (Wikipedia, Lighthouse Friends, NRHP nomination, USCG light list); sources legitimately differ on 1871 vs 1872 and 64 vs 67 ft, and the agent renames a memory key by remove + add.
    q = "When was Skerrow Point Lighthouse (Lake Superior) first lit, how tall is its tower, and when was it automated?"
    wiki = "https://en.wikipedia.org/wiki/Skerrow_Point_Light"
    lhf = "https://www.lighthousefriends.com/light.asp?ID=1742"
    nrhp = "https://npgallery.nps.gov/NRHP/GetAsset/NRHP/84001377_text"
    uscg = "https://www.navcen.uscg.gov/light-list?region=7&llnr=14885"
    turns = [
        (search("Skerrow Point Lighthouse Lake Superior first lit tower height automated"), sr(
            (wiki, "Skerrow Point Light - Wikipedia", "Skerrow Point Light is a lighthouse on the south shore of Lake Superior near Grand Marais, Michigan. The tower was completed in 1871 and first lit in 1872 ...", "N/A"),
            (lhf, "Skerrow Point Lighthouse, Michigan at Lighthousefriends.com", "Construction began in 1870, and although the tower was finished in the fall of 1871, ice prevented delivery of the lens until the following summer ...", "N/A"),
            (nrhp, "National Register of Historic Places Inventory – Nomination Form: Skerrow Point Light Station", "The light station was established in 1871 ... The conical brick tower rises 67 feet from grade to the top of the ventilator ball ...", "N/A"),
            ("https://www.uscglighthouses.org/skerrow-point", "Skerrow Point Light – USCG Lighthouses", "Automated in 1968; the fourth-order Fresnel lens was removed in 1985 and is now displayed at the Grand Marais Maritime Museum ...", "N/A"),
            ("https://www.michiganlighthouse.org/lights/skerrow-point", "Skerrow Point | Michigan Lighthouse Conservancy", "Tower open for climbing Memorial Day to Labor Day. 84 steps to the lantern room ...", "Jun 2, 2023"),
        )),
        (extract(wiki, "infobox: construction, first lit, automated, height"), """# Skerrow Point Light

From Wikipedia, the free encyclopedia

| Skerrow Point Light | |
| --- | --- |
| Location | Skerrow Point, Alger County, Michigan |
| Coordinates | 46°41′02″N 85°52′41″W |
| Tower | |
| Constructed | 1871 |
| Foundation | Sandstone |
| Construction | Brick |
| Automated | 1968 |
| Height | 64 ft (20 m) |
| Shape | Conical, attached keeper's dwelling |
| Heritage | National Register of Historic Places listed place |
| Light | |
| First lit | September 1, 1872 |
| Focal height | 92 ft (28 m) |
| Lens | Fourth-order Fresnel lens (original), 300 mm acrylic (current) |
| Range | 14 nmi |
| Characteristic | Fl W 6s |

**Skerrow Point Light** is a lighthouse on the south shore of Lake Superior near Grand Marais, Michigan. The brick tower was completed in 1871 but was not lit until September 1, 1872, because the fourth-order Fresnel lens could not be delivered before the close of navigation.

## History

Congress appropriated $25,000 for a light at Skerrow Point in 1869. Construction began in 1870. The keeper's dwelling was enlarged in 1893 to house an assistant keeper. A fog signal building was added in 1908.

The station was automated by the United States Coast Guard in 1968 and the last keeper, Boatswain's Mate First Class Arnold Pelto, was transferred. The original lens was removed in 1985 and is displayed at the Grand Marais Maritime Museum.

The light station was listed on the National Register of Historic Places in 1984.

## References

1. "Historic Light Station Information and Photography: Michigan". United States Coast Guard History Office.
2. Pepper, Terry. "Skerrow Point Light". *Seeing the Light*.
3. National Register of Historic Places nomination, reference No. 84001377."""),
        (memory("add", dict={"first_lit": "Sep 1, 1872 (tower completed 1871)", "tower_height": "64 ft"}),
         added("first_lit", "tower_height")),
        (extract(lhf, "construction story and dimensions"), """# Skerrow Point, MI

**Lighthousefriends.com**

## Description

Grand Marais harbor was a refuge for vessels caught in Lake Superior storms, and mariners petitioned for a light on Skerrow Point, five miles to the east, as early as 1866. Congress appropriated $25,000 in 1869, and construction began in 1870.

Although the tower was finished in the fall of 1871, ice prevented the delivery of the fourth-order Fresnel lens until the following summer, and keeper Charles Dunleavy first exhibited the light on September 1, 1872.

The conical brick tower stands 64 feet tall and is attached to a two-story keeper's dwelling. Eighty-four cast-iron steps lead to the lantern room.

## Keepers

| Head keeper | Years |
| --- | --- |
| Charles Dunleavy | 1872 – 1889 |
| John W. Hassel | 1889 – 1912 |
| Peter Rautio | 1912 – 1934 |
| Wilbert Cole | 1934 – 1951 |

The Coast Guard automated the light in 1968.

Located: On Skerrow Point, east of Grand Marais. Latitude: 46.68389, Longitude: -85.87806"""),
        (extract(nrhp, "date established and tower height as recorded in the nomination"), """# National Register of Historic Places Inventory — Nomination Form

**Name:** Skerrow Point Light Station
**Location:** Skerrow Point, Burt Township, Alger County, Michigan
**Classification:** District · Structures (3) · Ownership: Public (Federal)
**Date entered:** August 2, 1984 · **Reference number:** 84001377

## 7. Description

The Skerrow Point Light Station, established in 1871, consists of a conical brick light tower with attached two-story brick keeper's dwelling, a brick fog signal building (1908) and an oil house (1896).

The tower rises 67 feet from grade to the top of the ventilator ball on the lantern roof. The walls are 36 inches thick at the base, tapering to 18 inches at the watch room. The ten-sided cast-iron lantern retains its original astragals.

## 8. Significance

Period of significance: 1871–1934. The station is significant for its association with Great Lakes navigation and as a well-preserved example of the Lake Superior brick tower type built by the Lighthouse Board in the early 1870s.

Prepared by: Michigan History Division, Department of State, January 1984"""),
        (memory("remove", key_list=["tower_height"]), removed("tower_height")),
        (memory("add", dict={"tower_height_ft": "64 ft tower (Wikipedia, Lighthousefriends); NRHP gives 67 ft grade-to-ventilator-ball"}),
         added("tower_height_ft")),
        (search("Skerrow Point Light automated 1968 Coast Guard light list focal height"), sr(
            (uscg, "Light List Volume VII – Great Lakes: Skerrow Point Light (LLNR 14885)", "Skerrow Point Light · Fl W 6s · 92 ft · 14 NM · White conical tower attached to dwelling ...", "Jan 2, 2024"),
            ("https://www.uscglighthouses.org/skerrow-point", "Skerrow Point Light – USCG Lighthouses", "Automated in 1968; the fourth-order Fresnel lens was removed in 1985 ...", "N/A"),
            ("https://www.grandmaraismuseum.org/exhibits/fresnel-lens", "The Skerrow Point Fresnel Lens – Grand Marais Maritime Museum", "On display since 1986, the lens served at Skerrow Point from 1872 until 1985 ...", "N/A"),
            ("https://www.history.uscg.mil/Browse-by-Topic/Assets/Land/All/Lighthouses/Michigan/", "Historic Light Station Information & Photography: Michigan", "Skerrow Point: Station established 1871; present lighthouse built 1871; automated 1968 ...", "N/A"),
        )),
        (extract(uscg, "light list entry details"), """# U.S. Coast Guard Light List — Volume VII, Great Lakes (2024 edition)

## LAKE SUPERIOR — South Shore

| LLNR | Name and location | Position | Characteristic | Height | Range | Structure | Remarks |
| --- | --- | --- | --- | --- | --- | --- | --- |
| 14880 | Grand Marais Harbor Range Front Light | 46°40′54″N 85°58′38″W | F R | 34 ft | – | Red skeleton tower | |
| **14885** | **Skerrow Point Light** | **46°41′02″N 85°52′41″W** | **Fl W 6s** | **92 ft** | **14** | **White conical tower attached to dwelling** | **Automated 1968.** |
| 14890 | Au Sable Point Light | 46°40′19″N 86°08′26″W | Fl W 6s | 107 ft | 17 | White conical tower attached to dwelling | |

Height is the focal height of the light above mean water level. Range in nautical miles."""),
        (memory("retrieve_all"), got({
            "first_lit": "Sep 1, 1872 (tower completed 1871)",
            "tower_height_ft": "64 ft tower (Wikipedia, Lighthousefriends); NRHP gives 67 ft grade-to-ventilator-ball",
        })),
    ]
    return dict(tid="h12-search-07", system=SEARCH_SYSTEM, turns=turns, state=task_state(q), bad=False, turn=None, kind="clean")


def t08() -> dict[str, Any]:
    # Bad: Vermont bill on municipal tree wardens (legislature site, VLCT, VTDigger, act text). Turn 1's snippet of the bill status page says the governor signed on May 14, 2024; turn 4's extraction of that same page has the governor's approval on 5/16/2024.
    q = "What happened to Vermont bill H.612 (2024, municipal tree wardens)? Was it signed, what is its Act number, and when does it take effect?"
    status = "https://legislature.vermont.gov/bill/status/2024/H.612"
    vlct = "https://www.vlct.org/resource/2024-legislative-wrap-tree-wardens-h612"
    act = "https://legislature.vermont.gov/Documents/2024/Docs/ACTS/ACT087/ACT087%20As%20Enacted.pdf"
    digger = "https://vtdigger.org/2024/04/24/senate-passes-tree-warden-overhaul/"
    turns = [
        (search("Vermont H.612 2024 tree warden bill signed governor Act"), sr(
            (status, "H.612 – Bill Status – Vermont General Assembly", "H.612 An act relating to municipal tree wardens and the removal of public shade trees ... Signed by Governor on May 14, 2024 ... Act 87 ...", "N/A"),
            (vlct, "2024 Legislative Wrap: Tree Wardens (H.612) | VLCT", "H.612, signed into law in mid-May as Act 87, updates the 120-year-old tree warden statute and allows towns to adopt shade tree preservation plans ...", "Jun 3, 2024"),
            (digger, "Senate passes tree warden overhaul, sending bill back to House", "The Vermont Senate on Wednesday approved H.612 on a voice vote after adding a section on utility line clearance ...", "Apr 24, 2024"),
            ("https://legiscan.com/VT/bill/H612/2024", "VT H0612 | 2023-2024 | Regular Session | LegiScan", "An act relating to municipal tree wardens ... Status: Passed ... Last action: Signed by Governor ...", "N/A"),
            ("https://vnrc.org/tree-warden-bill-h612/", "Why H.612 matters for Vermont's street trees – VNRC", "Vermont's tree warden law dates to 1904. H.612 would give wardens clearer authority and require public notice before removal ...", "Feb 12, 2024"),
            ("https://vtcommunityforestry.org/resources/tree-warden-law-update-2024", "Tree Warden Law Update 2024 – Vermont Urban & Community Forestry", "A plain-language summary of Act 87 for tree wardens and select boards, including the new notice and hearing requirements ...", "Jul 9, 2024"),
        )),
        (extract(vlct, "what the bill does and its status"), """# 2024 Legislative Wrap: Tree Wardens (H.612)

*Vermont League of Cities and Towns · June 3, 2024 · Municipal Assistance Center*

H.612, signed into law in mid-May as Act 87, is the first major update of Vermont's tree warden statute (24 V.S.A. §§ 2501–2510) since it was enacted in 1904.

## What changes for municipalities

- **Appointment.** The select board (or city council) must appoint a tree warden annually; if none is appointed, the select board serves as tree warden. Deputy tree wardens may be appointed.
- **Definition of public shade tree.** "Public shade tree" now means a shade or ornamental tree located in whole or in part within the limits of a public way or public place, *if the tree is identified on a municipal public shade tree inventory or plan*, or if no plan exists, any such tree.
- **Notice before removal.** Before removing a public shade tree, the tree warden must post notice on the tree and in two public places at least 15 days in advance. Any five residents may request a public hearing.
- **Hazard trees.** Trees posing an imminent threat may be removed without notice; the warden must report the removal to the legislative body within 14 days.
- **Utility clearance.** Work by utilities under an approved vegetation management plan is exempt from the notice requirement.
- **Training.** The Department of Forests, Parks and Recreation will offer training for new tree wardens.

## Effective date

Act 87 takes effect **July 1, 2024**. VLCT will publish a model shade tree preservation plan this summer.

*Questions: info@vlct.org · 802-229-9111*"""),
        (memory("add", dict={"h612_summary": "Tree warden statute overhaul (24 V.S.A. §§ 2501–2510): annual appointment, 15-day notice before removal, hearing on request of 5 residents, hazard-tree exception, utility exemption"}),
         added("h612_summary")),
        (extract(status, "full action history including votes and governor action"), """# H.612

**An act relating to municipal tree wardens and the removal of public shade trees**

**Sponsor(s):** Rep. Nora Brightwell, Rep. Caleb Moody, Rep. Dana Ferreira, Rep. Ruth Avery
**Last Recorded Action:** House – Governor approved bill on May 16, 2024
**Act No.:** 87 (Act 87)

## Detailed Status

| Date | Body | Journal Page | Action |
| --- | --- | --- | --- |
| 01/09/2024 | House | 68 | Read first time and referred to the Committee on Environment and Energy |
| 02/16/2024 | House | 412 | Committee bill reported favorably with recommendation of amendment (Environment and Energy) |
| 02/22/2024 | House | 501 | Read second time; report of committee agreed to |
| 02/23/2024 | House | 533 | Read third time and passed, Roll Call Yeas 132, Nays 9 |
| 02/27/2024 | Senate | 301 | Read first time and referred to the Committee on Natural Resources and Energy |
| 04/19/2024 | Senate | 812 | Reported favorably with recommendation of proposal of amendment |
| 04/23/2024 | Senate | 847 | Read second time; proposal of amendment agreed to |
| 04/24/2024 | Senate | 875 | Read third time and passed in concurrence with proposal of amendment, on a voice vote |
| 05/02/2024 | House | 1422 | House concurred in Senate proposal of amendment |
| 05/09/2024 | House | | Delivered to Governor on May 9, 2024 |
| 05/16/2024 | House | | Governor approved bill on May 16, 2024 |

## Documents

- As Introduced · As Passed by the House · As Passed by Both House and Senate (Unofficial)
- Act 87 – As Enacted (PDF)
- Act Summary (PDF)
- Fiscal Note (Joint Fiscal Office, 02/15/2024)

## Committee Witness Documents (House Environment and Energy)

- Testimony – Meredith Kane, Urban & Community Forestry Program, 01/24/2024
- Testimony – VLCT, 02/06/2024"""),
        (memory("add", dict={"h612_act_no": "Act 87", "h612_votes": "House 132-9 (02/23/2024); Senate voice vote (04/24/2024); House concurred 05/02/2024"}),
         added("h612_act_no", "h612_votes")),
        (search("Act 87 2024 Vermont tree warden as enacted effective date section"), sr(
            (act, "ACT087 As Enacted – Vermont General Assembly", "No. 87. An act relating to municipal tree wardens and the removal of public shade trees. (H.612) It is hereby enacted by the General Assembly of the State of Vermont ...", "N/A"),
            ("https://legislature.vermont.gov/Documents/2024/Docs/ACTS/ACT087/ACT087%20Act%20Summary.pdf", "Act 87 Act Summary – Vermont General Assembly", "This act amends the tree warden statutes ... Effective Date: July 1, 2024 ...", "N/A"),
            ("https://vtcommunityforestry.org/resources/tree-warden-law-update-2024", "Tree Warden Law Update 2024 – Vermont Urban & Community Forestry", "Act 87 takes effect July 1, 2024. Here's what tree wardens need to know ...", "Jul 9, 2024"),
        )),
        (extract(act, "sections and effective date"), """No. 87. An act relating to municipal tree wardens and the removal of public shade trees.
(H.612)

It is hereby enacted by the General Assembly of the State of Vermont:

**Sec. 1. 24 V.S.A. § 2501 is amended to read:**
§ 2501. TREE WARDEN; APPOINTMENT
(a) Annually, the legislative body of each municipality shall appoint a tree warden. If a tree warden is not appointed, the legislative body shall serve as tree warden. The legislative body may appoint one or more deputy tree wardens.

**Sec. 2. 24 V.S.A. § 2502 is amended to read:**
§ 2502. DEFINITION; PUBLIC SHADE TREE
(a) As used in this chapter, "public shade tree" means a shade or ornamental tree located in whole or in part within the limits of a public way or public place, provided that, if the municipality has adopted a public shade tree preservation plan, the tree is identified in that plan.

**Sec. 3. 24 V.S.A. § 2509 is amended to read:**
§ 2509. REMOVAL; NOTICE; HEARING
(a) Except as provided in subsection (d) of this section, a public shade tree shall not be removed unless the tree warden has posted notice on the tree and in at least two public places in the municipality not less than 15 days before removal.
(b) If, within the notice period, five or more residents of the municipality file a written objection, the tree warden shall hold a public hearing before acting.
...
(d) A tree that poses an imminent threat to public safety may be removed without notice. The tree warden shall report the removal to the legislative body within 14 days.

**Sec. 4. UTILITY VEGETATION MANAGEMENT**
Work performed by a utility in accordance with a vegetation management plan approved by the Public Utility Commission is exempt from subsections 2509(a) and (b).

**Sec. 5. TRAINING**
The Department of Forests, Parks and Recreation shall offer training for tree wardens.

**Sec. 6. EFFECTIVE DATE**
This act shall take effect on July 1, 2024."""),
        (memory("retrieve_all"), got({
            "h612_summary": "Tree warden statute overhaul (24 V.S.A. §§ 2501–2510): annual appointment, 15-day notice before removal, hearing on request of 5 residents, hazard-tree exception, utility exemption",
            "h612_act_no": "Act 87",
            "h612_votes": "House 132-9 (02/23/2024); Senate voice vote (04/24/2024); House concurred 05/02/2024",
        })),
        (extract(digger, "Senate vote and the utility amendment"), """# Senate passes tree warden overhaul, sending bill back to House

*VTDigger · April 24, 2024 · by Ellen Marsh*

The Vermont Senate on Wednesday approved H.612, a rewrite of the state's 120-year-old tree warden law, on a voice vote after adding a section that exempts utility line-clearing work from the bill's new notice requirements.

The House passed the bill 132-9 in February. Because the Senate changed it, the bill now returns to the House, which must agree to the amendment before it can go to Gov. Phil Scott.

Under the bill, a town tree warden would have to post notice at least 15 days before cutting down a public shade tree, and five residents could force a public hearing. Trees that pose an immediate danger could still be removed right away.

Sen. Marion Haskell, D-Chittenden Southeast, who reported the bill for the Senate Natural Resources and Energy Committee, said the utility exemption was added at the request of Green Mountain Power and the Vermont Electric Cooperative. "Without it, every storm response could get tied up in notices," she said.

Supporters, including the Vermont Natural Resources Council, said the bill would give residents a voice before mature street trees are removed."""),
    ]
    return dict(tid="h12-search-08", system=SEARCH_SYSTEM, turns=turns, state=task_state(q), bad=True, turn=4, kind="bill status page extraction gives governor approval 5/16/2024 while its own search snippet said signed May 14, 2024")


def t09() -> dict[str, Any]:
    # Bad: regional ferry service status (operator status page, schedule, local news). Turn 7 re-extracts the live status page and its 'Last updated' reads 2:37 PM, earlier than the 2:52 PM shown at turn 2, with otherwise the same content.
    q = "Is the 3:40 pm Port Alden to Hesketh Island sailing of Kittering Sound Ferries running on schedule today (Tuesday, June 11, 2024), and why are there delays?"
    status = "https://www.ksferries.ca/current-conditions/service-status"
    sched = "https://www.ksferries.ca/schedules/port-alden-hesketh-island/summer-2024"
    news = "https://www.coastlinerecord.ca/news/coldwater-queen-pulled-for-propulsion-inspection-7611820"

    def status_page(updated: str) -> str:
        return f"""# Service Status

**Last updated: June 11, 2024, {updated} PDT** · Refresh

## Service notices

⚠ **Port Alden – Hesketh Island:** MV *Coldwater Queen* is operating with a reduced service speed following an unscheduled inspection of its port-side propulsion unit this morning. Sailings are running approximately 35 minutes behind schedule. We apologize for the inconvenience.

✔ Port Alden – Merrow Bay: Normal service
✔ Hesketh Island – Tolley Point (water taxi): Normal service

## Port Alden – Hesketh Island · Today's sailings from Port Alden

| Scheduled | Vessel | Status | Car deck |
| --- | --- | --- | --- |
| 6:10 AM | Coldwater Queen | Departed 6:12 AM | – |
| 8:30 AM | Coldwater Queen | Cancelled – vessel inspection | – |
| 11:00 AM | Coldwater Queen | Departed 11:41 AM | – |
| 1:20 PM | Coldwater Queen | Departed 1:58 PM | – |
| 3:40 PM | Coldwater Queen | Delayed – expected 4:15 PM | 64% full |
| 6:00 PM | Coldwater Queen | Delayed – expected 6:35 PM | 38% full |
| 8:20 PM | Coldwater Queen | On time | 12% full |

## Port Alden – Hesketh Island · Today's sailings from Hesketh Island

| Scheduled | Vessel | Status | Car deck |
| --- | --- | --- | --- |
| 7:15 AM | Coldwater Queen | Departed 7:17 AM | – |
| 9:45 AM | Coldwater Queen | Cancelled – vessel inspection | – |
| 12:10 PM | Coldwater Queen | Departed 12:49 PM | – |
| 2:30 PM | Coldwater Queen | Delayed – expected 3:06 PM | 57% full |
| 4:50 PM | Coldwater Queen | Delayed – expected 5:25 PM | 71% full |
| 7:10 PM | Coldwater Queen | Delayed – expected 7:45 PM | 22% full |

Car deck capacity is shown for reservable space only. Status information is provided for planning purposes and may change without notice."""

    turns = [
        (search("Kittering Sound Ferries Port Alden Hesketh Island service status today"), sr(
            (status, "Service Status | Kittering Sound Ferries", "Port Alden – Hesketh Island: MV Coldwater Queen is operating with a reduced service speed following an unscheduled inspection ... Sailings are running approximately 35 minutes behind ...", "Jun 11, 2024"),
            (sched, "Port Alden – Hesketh Island Summer Schedule 2024 | Kittering Sound Ferries", "Valid June 1 to September 15, 2024. Daily departures from Port Alden at 6:10 AM, 8:30 AM, 11:00 AM, 1:20 PM, 3:40 PM, 6:00 PM, 8:20 PM ...", "N/A"),
            ("https://x.com/KSFerries", "Kittering Sound Ferries (@KSFerries) / X", "Port Alden–Hesketh Island: 8:30 AM sailing cancelled due to unscheduled vessel inspection. Subsequent sailings will run with delays ...", "Jun 11, 2024"),
            (news, "Coldwater Queen pulled for propulsion inspection, Hesketh sailings delayed", "A morning sailing to Hesketh Island was cancelled Tuesday after crew reported vibration in the ferry's port-side propulsion unit ...", "Jun 11, 2024"),
            ("https://www.reddit.com/r/Hesketh/comments/1ddq3vk/ferry_delays_again/", "Ferry delays again? : r/Hesketh", "Anyone on the 11? We sat at the dock forever ...", "Jun 11, 2024"),
        )),
        (extract(status, "status of the 3:40 PM sailing from Port Alden"), status_page("2:52 PM")),
        (memory("add", dict={"sailing_1540": "3:40 PM Port Alden departure delayed, expected 4:15 PM (status page updated 2:52 PM)", "cause": "unscheduled inspection of Coldwater Queen port-side propulsion unit; reduced speed"}),
         added("sailing_1540", "cause")),
        (extract(sched, "crossing time and normal schedule"), """# Port Alden – Hesketh Island · Summer Schedule 2024

**Valid:** June 1 – September 15, 2024 · **Crossing time:** approx. 55 minutes · **Vessel:** MV *Coldwater Queen* (capacity 78 vehicles, 400 passengers)

## Leave Port Alden (daily)
6:10 AM · 8:30 AM · 11:00 AM · 1:20 PM · 3:40 PM · 6:00 PM · 8:20 PM

## Leave Hesketh Island (daily)
7:15 AM · 9:45 AM · 12:10 PM · 2:30 PM · 4:50 PM · 7:10 PM · 9:25 PM*

\\* Fridays, Saturdays and Sundays only

## Fares (one way, collected at Port Alden)

| | Fare |
| --- | --- |
| Adult | $14.75 |
| Senior (65+) / Child (5–11) | $7.35 |
| Standard vehicle (under 20 ft) incl. driver | $46.20 |
| Bicycle | $2.00 |

Reservations are available for up to 70% of vehicle space on all sailings. Arrive at least 20 minutes before departure."""),
        (search("Coldwater Queen ferry inspection propulsion Hesketh June 2024"), sr(
            (news, "Coldwater Queen pulled for propulsion inspection, Hesketh sailings delayed", "A morning sailing to Hesketh Island was cancelled Tuesday after crew reported vibration in the ferry's port-side propulsion unit ...", "Jun 11, 2024"),
            ("https://www.ksferries.ca/news/2024-06-11-coldwater-queen-update", "Update: MV Coldwater Queen – June 11 | Kittering Sound Ferries", "Following inspection by our engineering team, the vessel has returned to service at reduced speed. A full assessment is planned overnight ...", "Jun 11, 2024"),
            ("https://www.coastlinerecord.ca/news/ferry-reliability-report-council-7388214", "Island council presses ferry operator on reliability", "Hesketh Island trustees say the 31-year-old Coldwater Queen has missed 46 sailings so far this year ...", "May 22, 2024"),
        )),
        (extract(news, "what happened to the vessel and expected duration"), """# Coldwater Queen pulled for propulsion inspection, Hesketh sailings delayed

*Coastline Record · June 11, 2024 · 1:05 PM · by Marisa Tan*

A morning sailing to Hesketh Island was cancelled Tuesday after crew reported vibration in the ferry's port-side propulsion unit, Kittering Sound Ferries says.

The MV *Coldwater Queen* completed its 6:10 a.m. run from Port Alden and the 7:15 a.m. return, but the 8:30 a.m. departure was cancelled so engineers could inspect the unit.

"The vessel was cleared to return to service at a reduced speed as a precaution," spokesperson Devon Clarke said in an email. "Passengers should expect delays of around half an hour for the rest of the day."

Clarke said a full assessment will be done overnight and the company will decide by Wednesday morning whether a relief vessel is needed.

The 31-year-old ferry is the only vessel on the route in summer. Hesketh Island trustee Gail Morrow said residents with medical appointments on the mainland were left scrambling. "This is the fourth disruption since April," she said."""),
        (extract(status, "recheck the 3:40 PM sailing"), status_page("2:37 PM")),
        (memory("retrieve", key_list=["sailing_1540"]), got({"sailing_1540": "3:40 PM Port Alden departure delayed, expected 4:15 PM (status page updated 2:52 PM)"})),
        (search("Kittering Sound Ferries relief vessel Hesketh Island Larch Spirit"), sr(
            ("https://www.ksferries.ca/fleet/larch-spirit", "MV Larch Spirit | Kittering Sound Ferries", "Built 2009 · 52 vehicles · 300 passengers · Normally serves Port Alden – Merrow Bay ...", "N/A"),
            ("https://www.ksferries.ca/news/2024-06-11-coldwater-queen-update", "Update: MV Coldwater Queen – June 11 | Kittering Sound Ferries", "A full assessment is planned overnight. If a relief vessel is required, MV Larch Spirit would be reassigned from the Merrow Bay route ...", "Jun 11, 2024"),
            ("https://www.coastlinerecord.ca/news/ferry-reliability-report-council-7388214", "Island council presses ferry operator on reliability", "The operator said the Larch Spirit could cover Hesketh Island in an emergency but with 26 fewer vehicle spaces ...", "May 22, 2024"),
        )),
        (extract("https://www.ksferries.ca/news/2024-06-11-coldwater-queen-update", "plan for tomorrow and relief vessel"), """# Update: MV Coldwater Queen – June 11

*Posted June 11, 2024*

Following an inspection by our engineering team this morning, MV *Coldwater Queen* has returned to service on the Port Alden – Hesketh Island route at reduced speed. Sailings are running approximately 35 minutes late. The 8:30 AM departure from Port Alden and the 9:45 AM departure from Hesketh Island were cancelled.

A full assessment of the port-side propulsion unit is planned overnight after the last sailing. If a relief vessel is required, MV *Larch Spirit* would be reassigned from the Port Alden – Merrow Bay route, and Merrow Bay would be served by the water taxi *Osprey II* on a reduced timetable.

We will post an update by 6:00 AM on Wednesday, June 12. Customers with reservations on affected sailings may change them without fees.

Thank you for your patience."""),
    ]
    return dict(tid="h12-search-09", system=SEARCH_SYSTEM, turns=turns, state=task_state(q), bad=True, turn=7, kind="live status page re-extracted shows an earlier 'Last updated' time (2:37 PM) than the first extraction (2:52 PM)")


def t10() -> dict[str, Any]:
    # Clean: EuroLeague player stats (league site player page, paginated leaders list, box score); the agent checks tonight's game, the player page refreshes after midnight with one more game and consistent new totals, memory updated.
    q = "How many three-pointers has Žalgiris guard Tadas Vaitkus made in the 2023-24 EuroLeague regular season, including tonight's game against Baskonia (4 April 2024), and what is his 3P%?"
    player = "https://www.euroleaguebasketball.net/euroleague/players/tadas-vaitkus/011482/"
    leaders1 = "https://www.euroleaguebasketball.net/euroleague/stats/leaders/?season=E2023&phase=RS&stat=threePointersMade&page=1"
    leaders2 = "https://www.euroleaguebasketball.net/euroleague/stats/leaders/?season=E2023&phase=RS&stat=threePointersMade&page=2"
    box = "https://www.euroleaguebasketball.net/euroleague/game-center/2023-24/zalgiris-kaunas-baskonia-vitoria-gasteiz/E2023/262/"

    def player_page(updated: str, gp: int, pts: int, ppg: str, fg: str, tpm: int, tpa: int, tpp: str, ast: str, mins: str, last_rows: str, ft: str, pir: str) -> str:
        return f"""# Tadas Vaitkus

**Žalgiris Kaunas** · #7 · Guard · Born: 14 Feb 1997 (Lithuania) · Height: 1.93 m

Updated: {updated}

## 2023-24 EuroLeague · Regular Season

| GP | GS | MIN | PTS | PPG | FG% | 3PM | 3PA | 3P% | FT% | REB | AST | PIR |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
| {gp} | 18 | {mins} | {pts} | {ppg} | {fg} | {tpm} | {tpa} | {tpp} | {ft} | 2.1 | {ast} | {pir} |

## Last games

| Round | Date | Opponent | MIN | PTS | 3P | PIR |
| --- | --- | --- | --- | --- | --- | --- |
{last_rows}

Career: Rytas Vilnius (2016–2020), Žalgiris Kaunas (2020–)"""

    rows_before = """| 31 | 28 Mar 2024 | @ Partizan Mozzart Bet Belgrade | 23:40 | 11 | 3/6 | 9 |
| 30 | 22 Mar 2024 | vs Valencia Basket | 19:05 | 6 | 2/4 | 5 |
| 29 | 15 Mar 2024 | @ Olympiacos Piraeus | 25:12 | 13 | 3/7 | 11 |"""
    rows_after = """| 32 | 4 Apr 2024 | vs Baskonia Vitoria-Gasteiz | 24:31 | 14 | 3/5 | 15 |
""" + rows_before
    turns = [
        (search("Tadas Vaitkus EuroLeague 2023-24 stats three pointers made 3P%"), sr(
            (player, "Tadas Vaitkus | Player | EuroLeague", "Žalgiris Kaunas guard. 2023-24 Regular Season: 31 GP, 9.8 PPG, 71 3PM, 42.3% 3P ...", "N/A"),
            (leaders1, "EuroLeague Stats Leaders – Three-pointers made | EuroLeague", "Regular Season 2023-24 leaders in 3-point field goals made ...", "N/A"),
            ("https://www.basketnews.com/news-211482-vaitkus-hot-hand-keeps-zalgiris-in-playoff-race.html", "Vaitkus' hot hand keeps Žalgiris in the play-in race", "The guard is shooting a career-best 42% from deep this EuroLeague season ...", "Mar 29, 2024"),
            ("https://www.proballers.com/basketball/player/181302/tadas-vaitkus", "Tadas Vaitkus, Basketball Player, News, Stats - Proballers", "Tadas Vaitkus stats with Zalgiris Kaunas in EuroLeague and LKL ...", "N/A"),
            ("https://www.realgm.com/player/Tadas-Vaitkus/Summary/154077", "Tadas Vaitkus Basketball Player Profile – RealGM", "Position: G · Born: Feb 14, 1997 · Nationality: Lithuania ...", "N/A"),
        )),
        (extract(player, "season totals for three-pointers"), player_page("29 Mar 2024, 00:20 CET", 31, 304, "9.8", "45.1%", 71, 168, "42.3%", "2.6", "21:14", rows_before, "88.6%", "9.4")),
        (memory("add", dict={"vaitkus_3pm": "71 (31 GP, through Round 31)", "vaitkus_3p_pct": "42.3% (71/168)"}),
         added("vaitkus_3pm", "vaitkus_3p_pct")),
        (extract(leaders1, "where Vaitkus ranks in 3PM"), """# Stats Leaders · 2023-24 · Regular Season

**Category:** 3-point field goals made · Totals · Updated 29 Mar 2024

| Rank | Player | Team | GP | 3PM | 3PA | 3P% |
| --- | --- | --- | --- | --- | --- | --- |
| 1 | Jalen Whitfield | Baskonia Vitoria-Gasteiz | 31 | 88 | 214 | 41.1% |
| 2 | Mateo Arrieta | Real Madrid | 30 | 84 | 221 | 38.0% |
| 3 | Dorian Fields | FC Barcelona | 29 | 82 | 190 | 43.2% |
| 4 | Trey Okonkwo | Baskonia Vitoria-Gasteiz | 28 | 80 | 206 | 38.8% |
| 5 | Marcus Delaine | AS Monaco | 31 | 79 | 203 | 38.9% |
| 6 | Yam Ben-David | Maccabi Playtika Tel Aviv | 30 | 78 | 219 | 35.6% |
| 7 | Bastien Koffi | Bayern Munich | 31 | 77 | 198 | 38.9% |
| 8 | Isaac Rutherford | Maccabi Playtika Tel Aviv | 29 | 76 | 188 | 40.4% |
| 9 | Giorgos Pappas | Olympiacos Piraeus | 30 | 75 | 181 | 41.4% |
| 10 | Andreas Kalaitzis | Panathinaikos Athens | 27 | 74 | 186 | 39.8% |

Showing 1–10 of 247 · Page 1 of 25 · Next ›"""),
        (extract(leaders2, "page 2 of 3PM leaders"), """# Stats Leaders · 2023-24 · Regular Season

**Category:** 3-point field goals made · Totals · Updated 29 Mar 2024

| Rank | Player | Team | GP | 3PM | 3PA | 3P% |
| --- | --- | --- | --- | --- | --- | --- |
| 11 | Riccardo Benedetti | EA7 Emporio Armani Milan | 29 | 72 | 176 | 40.9% |
| 12 | Tadas Vaitkus | Žalgiris Kaunas | 31 | 71 | 168 | 42.3% |
| 13 | Stefan Marjanović | Partizan Mozzart Bet Belgrade | 30 | 70 | 192 | 36.5% |
| 14 | Théo Mbemba | AS Monaco | 30 | 69 | 171 | 40.4% |
| 15 | Berk Aydın | Fenerbahçe Beko Istanbul | 31 | 67 | 164 | 40.9% |
| 16 | Pau Sanchis | Valencia Basket | 31 | 66 | 181 | 36.5% |
| 17 | Nikos Vrettos | Panathinaikos Athens | 28 | 64 | 148 | 43.2% |
| 18 | Mantas Jokūbaitis | Žalgiris Kaunas | 31 | 63 | 165 | 38.2% |
| 19 | Vangelis Doukas | Olympiacos Piraeus | 30 | 61 | 152 | 40.1% |
| 20 | Iker Etxeberria | Baskonia Vitoria-Gasteiz | 31 | 60 | 158 | 38.0% |

Showing 11–20 of 247 · Page 2 of 25 · ‹ Prev · Next ›"""),
        (search("Žalgiris Baskonia 4 April 2024 EuroLeague round 32 box score Vaitkus"), sr(
            (box, "Žalgiris Kaunas vs Baskonia Vitoria-Gasteiz | Game Center | EuroLeague", "Final: Žalgiris 84 – 79 Baskonia. Vaitkus 14 pts (3/5 3P) ...", "Apr 4, 2024"),
            ("https://www.basketnews.com/news-211904-zalgiris-edges-baskonia-keeps-play-in-hopes.html", "Žalgiris edges Baskonia, keeps play-in hopes alive", "Tadas Vaitkus hit three triples, including the go-ahead shot with 1:12 left ...", "Apr 4, 2024"),
            ("https://www.lrt.lt/naujienos/sportas/10/2251190/zalgiris-nugalejo-baskonia", "„Žalgiris“ nugalėjo „Baskonia“ – 84:79", "Vaitkus pelnė 14 taškų, Jokūbaitis – 12 ...", "Apr 4, 2024"),
        )),
        (extract(box, "Vaitkus line in the box score"), """# Žalgiris Kaunas 84 – 79 Baskonia Vitoria-Gasteiz

EuroLeague · Regular Season · Round 32 · Thu 4 Apr 2024, 20:00 EEST · Žalgirio Arena, Kaunas · Attendance: 14,806

| Team | Q1 | Q2 | Q3 | Q4 | Final |
| --- | --- | --- | --- | --- | --- |
| Žalgiris Kaunas | 21 | 19 | 22 | 22 | 84 |
| Baskonia Vitoria-Gasteiz | 18 | 24 | 20 | 17 | 79 |

## Žalgiris Kaunas

| # | Player | MIN | PTS | 2FG | 3FG | FT | REB | AST | PIR |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
| 7 | Tadas Vaitkus | 24:31 | 14 | 1/3 | 3/5 | 3/3 | 3 | 4 | 15 |
| 13 | Mantas Jokūbaitis | 27:02 | 12 | 3/6 | 2/5 | 0/0 | 2 | 6 | 12 |
| 2 | Darnell Price | 25:48 | 13 | 5/9 | 1/3 | 0/1 | 3 | 3 | 10 |
| 17 | Rokas Stankevičius | 18:20 | 10 | 5/6 | 0/0 | 0/2 | 6 | 0 | 12 |
| 30 | Jerome Caldwell | 22:15 | 9 | 3/5 | 1/4 | 0/0 | 5 | 1 | 6 |
| | Others | 82:04 | 26 | 8/17 | 2/8 | 4/6 | 15 | 7 | 24 |
| | **Totals** | 200:00 | **84** | 25/46 | 9/25 | 7/12 | 34 | 21 | 79 |

Top scorer Baskonia: Jalen Whitfield 19 pts (3/8 3FG)."""),
        (extract(player, "updated season totals after tonight's game"), player_page("5 Apr 2024, 00:40 CEST", 32, 318, "9.9", "45.3%", 74, 173, "42.8%", "2.6", "21:20", rows_after, "89.5%", "9.6")),
        (memory("update", dict={"vaitkus_3pm": "74 (32 GP, through Round 32, 4 Apr 2024)", "vaitkus_3p_pct": "42.8% (74/173)"}),
         updated("vaitkus_3pm", "vaitkus_3p_pct")),
        (memory("retrieve_all"), got({
            "vaitkus_3pm": "74 (32 GP, through Round 32, 4 Apr 2024)",
            "vaitkus_3p_pct": "42.8% (74/173)",
        })),
    ]
    return dict(tid="h12-search-10", system=SEARCH_SYSTEM, turns=turns, state=task_state(q), bad=False, turn=None, kind="clean")


def t11() -> dict[str, Any]:
    # Clean: ClinicalTrials.gov record, its version history, a journal abstract, a similarly named follow-on trial, a sponsor press release; estimated vs actual enrollment across versions, 398 randomized vs 397 analysed, a different NCT record with a bigger target.
    q = "What was the actual enrollment and primary completion date of the PRISM-HF trial of cardiolatide in HFpEF, and what was the primary endpoint result?"
    rec = "https://clinicaltrials.gov/study/NCT05214839"
    hist = "https://clinicaltrials.gov/study/NCT05214839?tab=history"
    rec2 = "https://clinicaltrials.gov/study/NCT05981702"
    nejm = "https://www.nejm.org/doi/full/10.1056/NEJMoa2403318"
    pr = "https://www.halvorsenpharma.com/news/prism-hf-topline-results"
    turns = [
        (search("PRISM-HF cardiolatide HFpEF trial NCT enrollment results"), sr(
            (rec, "A Study of Cardiolatide in Adults With Heart Failure With Preserved Ejection Fraction (PRISM-HF) | ClinicalTrials.gov", "Phase 2b, randomized, double-blind, placebo-controlled ... Enrollment (Actual): 398 ... Completed ...", "May 8, 2024"),
            (rec2, "Cardiolatide Outcomes Study in HFpEF (PRISM-HF2) | ClinicalTrials.gov", "Phase 3 ... Recruiting ... Estimated enrollment: 1,200 participants ...", "Apr 22, 2024"),
            (nejm, "Cardiolatide in Heart Failure with Preserved Ejection Fraction | NEJM", "In this phase 2b trial, cardiolatide led to a greater reduction in NT-proBNP at 24 weeks than placebo ...", "May 12, 2024"),
            (pr, "Halvorsen Pharma Announces Positive Topline Results from PRISM-HF Phase 2b Trial", "PRISM-HF met its primary endpoint, with a 31% placebo-adjusted reduction in NT-proBNP at week 24 ...", "Jan 17, 2024"),
            ("https://www.tctmd.com/news/prism-hf-cardiolatide-hfpef-hfa-2024", "PRISM-HF: Cardiolatide Lowers NT-proBNP in HFpEF, But Outcomes Await", "Presented at Heart Failure 2024 in Lisbon and published simultaneously ... the trial wasn't powered for clinical events ...", "May 12, 2024"),
        )),
        (extract(rec, "status, enrollment, dates, primary outcome"), """# A Study of Cardiolatide in Adults With Heart Failure With Preserved Ejection Fraction (PRISM-HF)

**ClinicalTrials.gov ID:** NCT05214839 · **Sponsor:** Halvorsen Pharma A/S · **Information provided by:** Halvorsen Pharma A/S (Responsible Party)
**Last Update Posted:** 2024-05-08

## Study Overview

**Brief Summary:** The purpose of this study is to evaluate the effect of cardiolatide, given as a once-weekly subcutaneous injection, compared with placebo on NT-proBNP in adults with heart failure with preserved ejection fraction (HFpEF).

**Official Title:** A Phase 2b, Randomized, Double-blind, Placebo-controlled, Dose-ranging Study of Cardiolatide in Participants With Heart Failure With Preserved Ejection Fraction

| | |
| --- | --- |
| Overall Status | Completed |
| Study Start (Actual) | 2022-03-14 |
| Primary Completion (Actual) | 2023-11-30 |
| Study Completion (Actual) | 2024-02-16 |
| Enrollment (Actual) | 398 |
| Study Type | Interventional |
| Phase | Phase 2 |
| Locations | 61 study locations in 9 countries |

## Arms and Interventions

| Arm | Intervention |
| --- | --- |
| Experimental: Cardiolatide 2 mg | Once weekly SC for 24 weeks |
| Experimental: Cardiolatide 6 mg | Once weekly SC for 24 weeks |
| Placebo Comparator: Placebo | Matching placebo once weekly SC |

## Outcome Measures

**Primary:** Change from baseline in log-transformed NT-proBNP at week 24 [Time Frame: Baseline, Week 24]

**Secondary:** Change in KCCQ clinical summary score at week 24; change in 6-minute walk distance at week 24; incidence of treatment-emergent adverse events

## Results

Results Submitted: 2024-05-06 · Results First Posted: 2024-05-08"""),
        (memory("add", dict={"prism_hf_nct": "NCT05214839", "enrollment_actual": "398", "primary_completion": "2023-11-30 (actual)"}),
         added("prism_hf_nct", "enrollment_actual", "primary_completion")),
        (extract(hist, "how enrollment and status changed over versions"), """# History of Changes for Study: NCT05214839

A Study of Cardiolatide in Adults With Heart Failure With Preserved Ejection Fraction (PRISM-HF)

Latest version (submitted May 6, 2024) on ClinicalTrials.gov

| Version | Submitted Date | Changes |
| --- | --- | --- |
| 1 | February 3, 2022 | None (earliest Version on record) |
| 2 | March 21, 2022 | Recruitment Status, Study Status, Contacts/Locations |
| 3 | June 30, 2022 | Contacts/Locations |
| 4 | October 11, 2022 | Contacts/Locations, Study Status |
| 5 | January 19, 2023 | Study Design, Study Status, Eligibility |
| 6 | April 4, 2023 | Contacts/Locations, Study Status |
| 7 | June 27, 2023 | Recruitment Status, Study Status |
| 8 | December 12, 2023 | Study Design, Study Status |
| 9 | February 28, 2024 | Recruitment Status, Study Status |
| 10 | May 6, 2024 | Results, Outcome Measures, Study Status, References |

## Selected changes

- **Version 1 → 5:** Enrollment (Estimated) changed from 360 to 420; eligibility amended to allow LVEF ≥ 45%.
- **Version 7:** Recruitment Status changed from Recruiting to Active, not recruiting (enrollment closed June 2023).
- **Version 8:** Enrollment changed from 420 (Estimated) to 398 (Actual); Primary Completion changed from 2023-12 (Anticipated) to 2023-11-30 (Actual).
- **Version 9:** Overall Status changed to Completed; Study Completion 2024-02-16 (Actual).
- **Version 10:** Results first submitted; publication reference added (N Engl J Med 2024)."""),
        (extract(nejm, "randomized population and primary endpoint result"), """# Cardiolatide in Heart Failure with Preserved Ejection Fraction

**N Engl J Med** 2024;390:1871-1883 · DOI: 10.1056/NEJMoa2403318 · Published May 12, 2024, at NEJM.org

Lars Mikkelsen, M.D., Ph.D., Ana Rebelo, M.D., Jonathan Whitaker, M.D., et al., for the PRISM-HF Investigators

## Abstract

**BACKGROUND:** Cardiolatide is a long-acting natriuretic peptide receptor agonist. Its effects in patients with heart failure with preserved ejection fraction (HFpEF) are unknown.

**METHODS:** In this phase 2b, double-blind trial, we randomly assigned patients with HFpEF (LVEF ≥ 45%) and elevated NT-proBNP, in a 1:1:1 ratio, to receive once-weekly cardiolatide at a dose of 2 mg or 6 mg or placebo for 24 weeks. The primary end point was the change in log-transformed NT-proBNP from baseline to week 24.

**RESULTS:** A total of 398 patients underwent randomization at 61 sites in 9 countries; 397 received at least one dose of trial drug and were included in the modified intention-to-treat population. The placebo-adjusted reduction in NT-proBNP at week 24 was 18% (95% CI, 6 to 28) with the 2-mg dose and 31% (95% CI, 21 to 40) with the 6-mg dose (P<0.001). Hypotension occurred in 7.6% of patients in the 6-mg group and 2.3% in the placebo group.

**CONCLUSIONS:** Among patients with HFpEF, cardiolatide at a dose of 6 mg resulted in a greater reduction in NT-proBNP than placebo over 24 weeks. (Funded by Halvorsen Pharma; PRISM-HF ClinicalTrials.gov number, NCT05214839.)"""),
        (memory("add", dict={"primary_result": "NT-proBNP placebo-adjusted reduction at wk 24: -18% (2 mg), -31% (6 mg), P<0.001", "mitt_population": "397 of 398 randomized (1 never dosed)"}),
         added("primary_result", "mitt_population")),
        (extract(rec2, "is this the same trial? enrollment and status"), """# Cardiolatide Outcomes Study in HFpEF (PRISM-HF2)

**ClinicalTrials.gov ID:** NCT05981702 · **Sponsor:** Halvorsen Pharma A/S
**Last Update Posted:** 2024-04-22

**Official Title:** A Phase 3, Randomized, Double-blind, Placebo-controlled, Event-driven Trial of Cardiolatide on Cardiovascular Death and Heart Failure Events in Participants With HFpEF

| | |
| --- | --- |
| Overall Status | Recruiting |
| Study Start (Actual) | 2023-10-02 |
| Primary Completion (Estimated) | 2026-09-30 |
| Study Completion (Estimated) | 2027-03-31 |
| Enrollment (Estimated) | 1,200 |
| Phase | Phase 3 |
| Locations | 148 study locations in 17 countries |

**Primary outcome:** Time to first occurrence of cardiovascular death or worsening heart failure event [Time Frame: up to 36 months]

**Arms:** Cardiolatide 6 mg once weekly SC; Placebo"""),
        (search("Halvorsen Pharma PRISM-HF topline press release sites countries"), sr(
            (pr, "Halvorsen Pharma Announces Positive Topline Results from PRISM-HF Phase 2b Trial", "398 adults with HFpEF enrolled across 61 sites in 9 countries ... 31% placebo-adjusted reduction in NT-proBNP with the 6 mg dose ...", "Jan 17, 2024"),
            ("https://www.fiercebiotech.com/biotech/halvorsen-cardiolatide-hfpef-phase-2b-topline", "Halvorsen's cardiolatide clears phase 2b HFpEF test, phase 3 already running", "The Danish company has already started the 1,200-patient PRISM-HF2 outcomes trial ...", "Jan 17, 2024"),
            ("https://www.halvorsenpharma.com/investors/q4-2023", "Q4 2023 Results – Halvorsen Pharma", "Full-year report including PRISM-HF topline data ...", "Feb 8, 2024"),
        )),
        (extract(pr, "enrollment numbers and topline result wording"), """# Halvorsen Pharma Announces Positive Topline Results from PRISM-HF Phase 2b Trial

*Copenhagen, Denmark, January 17, 2024 — Company announcement No. 3/2024*

Halvorsen Pharma A/S today announced that the phase 2b PRISM-HF trial of cardiolatide, an investigational once-weekly natriuretic peptide receptor agonist, met its primary endpoint in adults with heart failure with preserved ejection fraction (HFpEF).

**Key findings**

- PRISM-HF enrolled 398 adults with HFpEF across 61 sites in 9 countries.
- At week 24, cardiolatide 6 mg reduced NT-proBNP by 31% compared with placebo (p<0.001); the 2 mg dose reduced NT-proBNP by 18%.
- Cardiolatide was generally well tolerated; the most common adverse event was hypotension, mostly mild.

> "These results support our ongoing phase 3 outcomes trial, PRISM-HF2," said Dr. Sofie Brandt, Chief Medical Officer.

Full results will be presented at an upcoming medical meeting.

**About PRISM-HF:** PRISM-HF (NCT05214839) is a randomized, double-blind, placebo-controlled, dose-ranging phase 2b trial evaluating cardiolatide 2 mg and 6 mg once weekly versus placebo for 24 weeks."""),
        (memory("retrieve", key_list=["enrollment_actual", "primary_completion", "mitt_population"]), got({
            "enrollment_actual": "398",
            "primary_completion": "2023-11-30 (actual)",
            "mitt_population": "397 of 398 randomized (1 never dosed)",
        })),
    ]
    return dict(tid="h12-search-11", system=SEARCH_SYSTEM, turns=turns, state=task_state(q), bad=False, turn=None, kind="clean")


def t12() -> dict[str, Any]:
    # Bad: startup funding (TechCrunch, Crunchbase, Business Wire, PitchBook). Turn 9 extracts Crunchbase's organization summary for the same company and shows "Total Funding Amount $75.1M" over the same 3 rounds that Crunchbase's financials page summed to $71.5M at turn 4.
    q = "How much total funding has Fernhollow Labs raised, over how many rounds, and who led its Series B?"
    tc = "https://techcrunch.com/2024/04/09/fernhollow-labs-raises-48m-series-b-grid-battery-analytics/"
    cb_fin = "https://www.crunchbase.com/organization/fernhollow-labs/company_financials"
    cb_org = "https://www.crunchbase.com/organization/fernhollow-labs"
    bw = "https://www.businesswire.com/news/home/20220614005218/en/Fernhollow-Labs-Raises-18-Million-Series-A"
    pb = "https://pitchbook.com/profiles/company/437812-33"
    turns = [
        (search("Fernhollow Labs Series B funding total raised"), sr(
            (tc, "Fernhollow Labs raises $48M Series B to predict grid battery failures | TechCrunch", "Fernhollow Labs, which uses cell-level telemetry to forecast degradation in utility-scale batteries, has raised a $48 million Series B led by Meridian Ridge Ventures ...", "Apr 9, 2024"),
            (cb_org, "Fernhollow Labs - Crunchbase Company Profile & Funding", "Fernhollow Labs is a battery analytics company that predicts failures in grid-scale energy storage systems. Oakland, California ...", "N/A"),
            ("https://www.fernhollow.io/news/series-b", "Fernhollow announces $48M Series B", "We're thrilled to welcome Meridian Ridge Ventures as lead investor, alongside Gradient Peak Capital, Northbay Climate Fund ...", "Apr 9, 2024"),
            (pb, "Fernhollow Labs 2024 Company Profile: Valuation, Funding & Investors | PitchBook", "Fernhollow Labs was founded in 2020. Its most recent deal was a Series B on Apr 9, 2024 ...", "N/A"),
            ("https://www.canarymedia.com/articles/energy-storage/battery-analytics-startups-2024", "The startups trying to keep grid batteries from catching fire", "Fernhollow Labs, a handful of rivals and utilities' in-house teams are racing to catch failing cells early ...", "May 1, 2024"),
            ("https://www.linkedin.com/company/fernhollow-labs/", "Fernhollow Labs | LinkedIn", "Fernhollow Labs | 84 followers on LinkedIn. Predictive analytics for grid-scale storage ...", "N/A"),
        )),
        (extract(tc, "round size, lead investor, participants, total raised"), """# Fernhollow Labs raises $48M Series B to predict grid battery failures

*Dana Whitlock · 8:00 AM PDT · April 9, 2024*

Grid-scale batteries are multiplying fast, and so are the ways they can fail. Fernhollow Labs, an Oakland startup that uses cell-level telemetry to forecast degradation and thermal events in utility-scale storage, has raised a $48 million Series B, the company told TechCrunch exclusively.

Meridian Ridge Ventures led the round, with participation from existing investors Gradient Peak Capital and Northbay Climate Fund, and new investors Sable Energy Ventures, Tidewater Strategic and Kōan Capital. The round brings Fernhollow's total raised to $71.5 million.

Fernhollow's software now monitors 9.2 gigawatt-hours of storage across 64 sites, up from 2.1 GWh a year ago, co-founder and CEO Maya Okonjo said. The company charges per megawatt-hour monitored.

"Operators are finding out that the warranty data from cell makers doesn't tell them when a rack is going to go bad," Okonjo said. "We do."

The company will use the money to expand into Europe and Australia and to double its 58-person team by the end of 2025.

Fernhollow was founded in 2020 by Okonjo, a former Tesla Energy engineer, and CTO Rafael Quintero, who previously worked on battery management systems at Fluence."""),
        (memory("add", dict={"series_b": "$48M, Apr 9, 2024, led by Meridian Ridge Ventures", "total_raised_tc": "$71.5M (TechCrunch)"}),
         added("series_b", "total_raised_tc")),
        (extract(cb_fin, "all funding rounds with amounts and leads"), """# Fernhollow Labs — Financials

**Funding**

Fernhollow Labs has raised a total of **$71.5M** in funding over **3** rounds. Their latest funding was raised on Apr 9, 2024 from a Series B round.

Fernhollow Labs is funded by **9** investors. Meridian Ridge Ventures and Kōan Capital are the most recent investors.

| Announced Date | Transaction Name | Number of Investors | Money Raised | Lead Investors |
| --- | --- | --- | --- | --- |
| Apr 9, 2024 | Series B - Fernhollow Labs | 6 | $48M | Meridian Ridge Ventures |
| Jun 14, 2022 | Series A - Fernhollow Labs | 4 | $18M | Gradient Peak Capital |
| Feb 2, 2021 | Seed Round - Fernhollow Labs | 3 | $5.5M | Northbay Climate Fund |

**Investors**

| Investor Name | Lead Investor | Funding Round |
| --- | --- | --- |
| Meridian Ridge Ventures | Yes | Series B |
| Kōan Capital | — | Series B |
| Sable Energy Ventures | — | Series B |
| Tidewater Strategic | — | Series B |
| Gradient Peak Capital | Yes | Series A |
| Overline Partners | — | Series A |
| Halyard Angels | — | Series A |
| Northbay Climate Fund | Yes | Seed Round |
| Jordan Feld | — | Seed Round |"""),
        (search("Fernhollow Labs Series A 2022 Gradient Peak Capital $18 million"), sr(
            (bw, "Fernhollow Labs Raises $18 Million Series A to Scale Battery Health Analytics", "Round led by Gradient Peak Capital with participation from Northbay Climate Fund, Overline Partners and Halyard Angels ...", "Jun 14, 2022"),
            ("https://www.energy-storage.news/fernhollow-labs-series-a/", "Battery analytics firm Fernhollow Labs lands US$18m Series A", "The Oakland company says its software already covers 600MWh of installed storage ...", "Jun 15, 2022"),
            ("https://www.gradientpeak.vc/portfolio/fernhollow", "Fernhollow Labs – Gradient Peak Capital Portfolio", "Series A (2022) · Climate software · Board: Lena Marsh ...", "N/A"),
        )),
        (extract(bw, "Series A details"), """# Fernhollow Labs Raises $18 Million Series A to Scale Battery Health Analytics

*June 14, 2022 08:00 AM Eastern Daylight Time*

OAKLAND, Calif.--(BUSINESS WIRE)--Fernhollow Labs, a provider of predictive analytics for grid-scale battery energy storage, today announced an $18 million Series A financing round led by Gradient Peak Capital, with participation from Northbay Climate Fund, Overline Partners and Halyard Angels. The funding follows a $5.5 million seed round led by Northbay Climate Fund in 2021.

Fernhollow's platform ingests cell-level voltage, temperature and impedance data from battery management systems and flags racks likely to degrade or overheat weeks in advance. The company's software currently monitors more than 600 megawatt-hours of installed storage.

"Storage is becoming critical infrastructure, and it needs the kind of predictive maintenance that turbines and transformers have had for decades," said Lena Marsh, partner at Gradient Peak Capital, who joins Fernhollow's board.

**About Fernhollow Labs**
Founded in 2020 by Maya Okonjo and Rafael Quintero, Fernhollow Labs helps storage owners and operators extend asset life and prevent failures.

**Contacts:** press@fernhollow.io"""),
        (extract(pb, "total raised to date and deal history"), """# Fernhollow Labs Overview

| | |
| --- | --- |
| Year Founded | 2020 |
| Status | Private |
| Employees | 58 |
| Latest Deal Type | Series B |
| Latest Deal Amount | $48M |
| Total Raised to Date | $72.1M |
| Investors | 9 |

## Deal History

| Date | Deal Type | Amount | Raised to Date |
| --- | --- | --- | --- |
| 09-Apr-2024 | Series B | $48.00M | $72.10M |
| 14-Jun-2022 | Series A | $18.00M | $24.10M |
| 11-Oct-2021 | Grant | $0.60M | $6.10M |
| 02-Feb-2021 | Seed Round | $5.50M | $5.50M |

The October 2021 grant was a Phase I SBIR award from the U.S. Department of Energy.

*Data in this profile is for informational purposes only. Log in to view valuations, cap table and investor details.*"""),
        (memory("add", dict={"total_raised": "$71.5M equity over 3 rounds (Crunchbase, TechCrunch); PitchBook $72.1M incl. $0.6M DOE SBIR grant"}),
         added("total_raised")),
        (extract(cb_org, "summary: total funding, number of rounds, headquarters"), """# Fernhollow Labs

**Battery analytics that predict failures in grid-scale energy storage**

Oakland, California, United States · 51-100 employees · Private · Founded 2020 · fernhollow.io

## About

Fernhollow Labs is a battery analytics company that predicts failures in grid-scale energy storage systems. Its platform uses cell-level telemetry from battery management systems to forecast degradation and thermal events.

**Industries:** Analytics, Battery, Clean Energy, Energy Storage, Software

**Founders:** Maya Okonjo, Rafael Quintero

## Highlights

| | |
| --- | --- |
| Total Funding Amount | $75.1M |
| Number of Funding Rounds | 3 |
| Last Funding Type | Series B |
| Last Funding Date | Apr 9, 2024 |
| Number of Investors | 9 |
| Number of Lead Investors | 3 |

## Recent News & Activity

- Apr 9, 2024 — TechCrunch: Fernhollow Labs raises $48M Series B to predict grid battery failures
- Jun 15, 2022 — Energy-Storage.news: Battery analytics firm Fernhollow Labs lands US$18m Series A"""),
        (memory("retrieve_all"), got({
            "series_b": "$48M, Apr 9, 2024, led by Meridian Ridge Ventures",
            "total_raised_tc": "$71.5M (TechCrunch)",
            "total_raised": "$71.5M equity over 3 rounds (Crunchbase, TechCrunch); PitchBook $72.1M incl. $0.6M DOE SBIR grant",
        })),
    ]
    return dict(tid="h12-search-12", system=SEARCH_SYSTEM, turns=turns, state=task_state(q), bad=True, turn=9, kind="Crunchbase summary page total funding $75.1M vs $71.5M on the same site's financials page for the same 3 rounds")


def t13() -> dict[str, Any]:
    # Clean: city rail line extension (Wikipedia, agency press release, live service alerts page, news search); 4 stations at opening plus a later infill station, the alerts page refreshed with a newer timestamp and the incident resolved, memory updated.
    q = "When did the CVRT Blue Line South Extension open, how many new stations did it add, and is there a service disruption at Harlan Yards station this morning (Monday, October 14, 2024)?"
    wiki = "https://en.wikipedia.org/wiki/Blue_Line_South_Extension_(CVRT)"
    pr = "https://www.cvrt.org/news/2023/blue-line-south-extension-opens-september-16"
    alerts = "https://www.cvrt.org/alerts?line=blue"
    turns = [
        (search("CVRT Blue Line South Extension opening date new stations"), sr(
            (wiki, "Blue Line South Extension (CVRT) - Wikipedia", "The Blue Line South Extension is a 7.8-mile light rail extension ... opened on September 16, 2023 with four new stations ... Ridgeway infill station opened in 2024 ...", "N/A"),
            (pr, "Blue Line South Extension opens September 16 | Calder Valley Regional Transit", "Four new stations — Marsh Street, Ridgeway Park-and-Ride, Harlan Yards and Southgate Mall — open to riders Saturday ...", "Sep 6, 2023"),
            ("https://www.caldervalleytribune.com/news/transportation/blue-line-extension-opening-day-crowds/article_77f1.html", "Thousands ride free on Blue Line extension's opening day", "CVRT counted 41,300 boardings on the four new stations' first day, when rides were free ...", "Sep 17, 2023"),
            ("https://www.cvrt.org/projects/blue-line-south-extension", "Blue Line South Extension | CVRT Projects", "Project complete. Five stations now serve the South Valley, including Ridgeway, which opened February 26, 2024 ...", "Mar 4, 2024"),
            ("https://www.reddit.com/r/CalderValley/comments/16kx0ab/blue_line_extension_opening_megathread/", "Blue Line extension opening megathread : r/CalderValley", "Rode it end to end, Southgate to downtown in 34 min ...", "Sep 16, 2023"),
        )),
        (extract(wiki, "opening date and stations"), """# Blue Line South Extension (CVRT)

From Wikipedia, the free encyclopedia

| Blue Line South Extension | |
| --- | --- |
| Owner | Calder Valley Regional Transit |
| Locale | Calder City, South Valley |
| Termini | Civic Center – Southgate Mall |
| Stations | 5 |
| Opened | September 16, 2023 |
| Line length | 7.8 mi (12.6 km) |
| Character | At-grade and elevated |
| Cost | $1.21 billion |

The **Blue Line South Extension** is a 7.8-mile (12.6 km) light rail extension of the Blue Line of Calder Valley Regional Transit (CVRT), running from the former terminus at Civic Center south to Southgate Mall. It opened on September 16, 2023 with four new stations.

## Stations

| Station | Opened | Notes |
| --- | --- | --- |
| Marsh Street | September 16, 2023 | Connects to Marsh Street Transit Center |
| Ridgeway | February 26, 2024 | Infill station, delayed by utility relocation |
| Ridgeway Park-and-Ride | September 16, 2023 | 900-space garage |
| Harlan Yards | September 16, 2023 | Elevated; transfer to Route 40 bus |
| Southgate Mall | September 16, 2023 | Terminus |

Four stations opened with the extension in 2023; the Ridgeway infill station opened on February 26, 2024, bringing the extension to five new stations.

## Ridership

Average weekday boardings at the four 2023 stations were 11,900 in the first quarter of 2024."""),
        (memory("add", dict={"blue_ext_opened": "2023-09-16", "new_stations": "4 at opening (Marsh St, Ridgeway P&R, Harlan Yards, Southgate Mall) + Ridgeway infill Feb 26, 2024 = 5"}),
         added("blue_ext_opened", "new_stations")),
        (extract(pr, "station list in the opening announcement"), """# Blue Line South Extension opens September 16

*Calder Valley Regional Transit · News release · September 6, 2023*

The Blue Line South Extension will open to riders at 10 a.m. on Saturday, September 16, CVRT announced today. Rides on the entire CVRT system will be free that day.

The 7.8-mile extension adds four stations south of downtown:

1. **Marsh Street**
2. **Ridgeway Park-and-Ride**
3. **Harlan Yards**
4. **Southgate Mall**

A fifth station, Ridgeway, is under construction and is expected to open in early 2024 after the relocation of a water main beneath Ridgeway Boulevard.

Trains will run every 10 minutes on weekdays and every 15 minutes on evenings and weekends. The trip from Southgate Mall to Central Station will take about 34 minutes.

> "This is the largest expansion in CVRT's history," said CEO Monique Albers.

The $1.21 billion project was funded by Measure T (2016) and a $512 million Federal Transit Administration Capital Investment Grant."""),
        (extract(alerts, "current Blue Line alerts affecting Harlan Yards"), """# Service Alerts · Blue Line

**Updated 8:14 AM, Mon Oct 14, 2024**

⚠ **Delays — Blue Line between Ridgeway and Harlan Yards**
Posted 7:52 AM · Due to a signal problem near Harlan Yards, trains are single-tracking between Ridgeway and Harlan Yards. Expect delays of 10 to 15 minutes in both directions. Crews are on site.

ℹ **Elevator out of service — Harlan Yards**
Posted Oct 11, 3:20 PM · The street-level elevator (Elevator 2) at Harlan Yards is out of service for repairs until Oct 18. Use the elevator on the Route 40 bus plaza side (Elevator 1).

ℹ **Weekend work — Central Station**
Posted Oct 9 · The northbound platform at Central Station will close Oct 19–20. Northbound trains will use the southbound platform.

Sign up for text alerts: text BLUE to 28788"""),
        (memory("add", dict={"harlan_alert": "Signal problem near Harlan Yards, single-tracking Ridgeway–Harlan Yards, 10–15 min delays (posted 7:52 AM)"}),
         added("harlan_alert")),
        (search("CVRT Blue Line signal problem Harlan Yards delays"), sr(
            ("https://x.com/CVRTalerts/status/1845807712093417984", "CVRT Alerts on X", "Blue Line: Single-tracking between Ridgeway and Harlan Yards due to a signal problem. Expect 10-15 min delays ...", "Oct 14, 2024"),
            ("https://www.caldervalleytribune.com/news/transportation/blue-line-signal-failures-2024/article_9e02.html", "Blue Line extension has had 11 signal failures since opening, records show", "Most occurred between Ridgeway and Harlan Yards, where the line crosses the freight corridor ...", "Aug 2, 2024"),
            (alerts, "Service Alerts · Blue Line | CVRT", "Delays — Blue Line between Ridgeway and Harlan Yards ...", "Oct 14, 2024"),
        )),
        (extract(alerts, "is the Harlan Yards delay still in effect"), """# Service Alerts · Blue Line

**Updated 9:06 AM, Mon Oct 14, 2024**

✔ **Resolved — Blue Line between Ridgeway and Harlan Yards**
Posted 7:52 AM · Updated 8:58 AM · The signal problem near Harlan Yards has been repaired and normal two-track service has resumed. Residual delays of up to 5 minutes are possible.

ℹ **Elevator out of service — Harlan Yards**
Posted Oct 11, 3:20 PM · The street-level elevator (Elevator 2) at Harlan Yards is out of service for repairs until Oct 18. Use the elevator on the Route 40 bus plaza side (Elevator 1).

ℹ **Weekend work — Central Station**
Posted Oct 9 · The northbound platform at Central Station will close Oct 19–20. Northbound trains will use the southbound platform.

Sign up for text alerts: text BLUE to 28788"""),
        (memory("update", dict={"harlan_alert": "Signal problem near Harlan Yards (posted 7:52 AM) RESOLVED 8:58 AM; residual delays up to 5 min. Elevator 2 out until Oct 18"}),
         updated("harlan_alert")),
        (memory("retrieve_all"), got({
            "blue_ext_opened": "2023-09-16",
            "new_stations": "4 at opening (Marsh St, Ridgeway P&R, Harlan Yards, Southgate Mall) + Ridgeway infill Feb 26, 2024 = 5",
            "harlan_alert": "Signal problem near Harlan Yards (posted 7:52 AM) RESOLVED 8:58 AM; residual delays up to 5 min. Elevator 2 out until Oct 18",
        })),
    ]
    return dict(tid="h12-search-13", system=SEARCH_SYSTEM, turns=turns, state=task_state(q), bad=False, turn=None, kind="clean")


def t14() -> dict[str, Any]:
    # Bad: 3D printer specs (maker spec page, review, comparison forum, maker FAQ). Turn 6 retrieve says "k3pro_nozzle_max" is not found, though turn 3 added it and nothing removed it.
    q = "What are the build volume, maximum nozzle temperature, maximum print speed and price of the Forgeline K3 Pro 3D printer?"
    spec = "https://www.forgeline3d.com/products/k3-pro#specs"
    review = "https://www.tomshardware.com/3d-printing/forgeline-k3-pro-review"
    forum = "https://forum.forgeline3d.com/t/k3-vs-k3-pro-what-actually-changed/18842"
    faq = "https://support.forgeline3d.com/hc/en-us/articles/8812034-K3-Pro-hotend-and-nozzles"
    turns = [
        (search("Forgeline K3 Pro specifications build volume nozzle temperature speed"), sr(
            (spec, "K3 Pro CoreXY 3D Printer – Forgeline", "Build volume 300 × 300 × 350 mm · Max nozzle temperature 320 °C · Max speed 600 mm/s · Acceleration 20,000 mm/s² ...", "N/A"),
            (review, "Forgeline K3 Pro Review: Big, Fast and Surprisingly Quiet | Tom's Hardware", "The K3 Pro's enclosed CoreXY frame and 320-degree hotend make it one of the better values for engineering filaments ...", "Mar 7, 2024"),
            (forum, "K3 vs K3 Pro – what actually changed? - Forgeline Community", "Pro gets the bigger bed, all-metal 320C hotend, chamber fan and the lidar ...", "Feb 19, 2024"),
            ("https://www.reddit.com/r/3Dprinting/comments/1b8ql2z/forgeline_k3_pro_first_impressions/", "Forgeline K3 Pro first impressions : r/3Dprinting", "Printing PA-CF out of the box with the hardened nozzle. Chamber gets to about 52C ...", "Mar 7, 2024"),
            ("https://www.all3dp.com/1/best-corexy-3d-printer/", "The Best CoreXY 3D Printers of 2024 | All3DP", "Forgeline K3 Pro: best large-format enclosed CoreXY under $800 ...", "Apr 2, 2024"),
        )),
        (extract(spec, "technical specifications and price"), """# K3 Pro

**Enclosed CoreXY 3D Printer** · ★ 4.7 (1,204 reviews)

**$749.00** · In stock · Ships from California in 1–2 business days

## Specifications

| Printing | |
| --- | --- |
| Technology | FDM, CoreXY |
| Build volume | 300 × 300 × 350 mm |
| Max print speed | 600 mm/s |
| Max acceleration | 20,000 mm/s² |
| Layer height | 0.08 – 0.32 mm |

| Hotend and bed | |
| --- | --- |
| Hotend | All-metal, ceramic heater, 60 W |
| Max nozzle temperature | 320 °C |
| Nozzle | 0.4 mm hardened steel (included) |
| Max bed temperature | 120 °C |
| Build plate | Flexible PEI spring steel, textured |

| Machine | |
| --- | --- |
| Enclosure | Fully enclosed, glass door, active chamber fan with carbon filter |
| Auto leveling | Lidar + strain-gauge probing |
| Connectivity | Wi-Fi, Ethernet, USB-C |
| Machine size | 515 × 520 × 620 mm |
| Net weight | 21.8 kg |
| Supported filaments | PLA, PETG, TPU, ABS, ASA, PC, PA, PA-CF, PET-CF |"""),
        (memory("add", dict={"k3pro_build_volume": "300 x 300 x 350 mm", "k3pro_nozzle_max": "320 °C"}),
         added("k3pro_build_volume", "k3pro_nozzle_max")),
        (extract(review, "tested speed, hotend temperature, price verdict"), """# Forgeline K3 Pro Review: Big, Fast and Surprisingly Quiet

*By Colin Harwell · March 7, 2024*

**Verdict:** At $749 the K3 Pro is one of the best values for anyone who wants a large enclosed printer for engineering filaments. Its 600 mm/s top speed is more marketing than reality, but real-world prints are still fast.

**Pros:** Big 300 x 300 x 350 mm build volume · 320 °C all-metal hotend · Quiet (48 dB in silent mode) · Good filament runout and clog detection

**Cons:** Slicer profiles need tuning for PC · Heavy at almost 22 kg · Lidar calibration adds three minutes to every print

## Speed

Forgeline's 600 mm/s figure is the maximum travel speed. Our Benchy took 17 minutes 40 seconds at the default "Sport" profile, with outer walls at 200 mm/s and infill at 450 mm/s.

## Hotend

We ran PA-CF at 300 °C and polycarbonate at 290 °C without issues. The hotend reached 320 °C in 2 minutes 10 seconds from room temperature.

| Specs | Forgeline K3 Pro |
| --- | --- |
| Build volume | 300 x 300 x 350 mm |
| Max nozzle temp | 320 °C |
| Max bed temp | 120 °C |
| Max speed | 600 mm/s |
| Price | $749 |"""),
        (memory("add", dict={"k3pro_max_speed": "600 mm/s (claimed; travel), review Benchy 17:40", "k3pro_price": "$749"}),
         added("k3pro_max_speed", "k3pro_price")),
        (search("Forgeline K3 vs K3 Pro differences build volume hotend"), sr(
            (forum, "K3 vs K3 Pro – what actually changed? - Forgeline Community", "Pro gets the bigger bed, all-metal 320C hotend, chamber fan and the lidar ...", "Feb 19, 2024"),
            ("https://www.forgeline3d.com/products/k3", "K3 CoreXY 3D Printer – Forgeline", "Build volume 250 × 250 × 300 mm · Max nozzle 300 °C · $499 ...", "N/A"),
            ("https://www.youtube.com/watch?v=Qm3v8KfR2aE", "Forgeline K3 vs K3 Pro – Which should you buy?", "Side by side: same motion system, different hotend and bed size ...", "Mar 15, 2024"),
        )),
        (extract(forum, "differences between K3 and K3 Pro"), """# K3 vs K3 Pro – what actually changed?

**Category:** K3 Series · 37 replies · 4.1k views

---

**toolhead_tom** · Feb 19, 2024

Trying to decide between the K3 ($499) and the Pro ($749). The spec pages are laid out differently so I made a table. Did I miss anything?

| | K3 | K3 Pro |
| --- | --- | --- |
| Build volume | 250 × 250 × 300 mm | 300 × 300 × 350 mm |
| Max nozzle | 300 °C | 320 °C |
| Hotend | Bimetal heatbreak | All-metal, ceramic heater |
| Chamber fan / filter | No | Yes, carbon |
| Leveling | Strain gauge | Lidar + strain gauge |
| Ethernet | No | Yes |

---

**Forgeline_Support_Ana** (Staff) · Feb 20, 2024

That's correct. One more difference: the K3 ships with a brass nozzle, the K3 Pro with hardened steel. Both use the same 600 mm/s motion system and the same 120 °C bed.

---

**layerlines** · Feb 21, 2024

For PA-CF you really want the Pro. The 300 °C limit on the K3 is borderline for nylon."""),
        (memory("retrieve", key_list=["k3pro_build_volume", "k3pro_nozzle_max", "k3pro_price"]), got({"k3pro_build_volume": "300 x 300 x 350 mm", "k3pro_price": "$749"}, missing=["k3pro_nozzle_max"])),
        (extract(faq, "is 320 °C sustained or peak; nozzle options"), """# K3 Pro hotend and nozzles

*Forgeline Support · Updated January 30, 2024*

## Temperature range

The K3 Pro hotend is rated for continuous printing up to 320 °C. Firmware limits the set temperature to 320 °C; thermal runaway protection triggers at 335 °C.

## Included and optional nozzles

| Nozzle | Material | Included |
| --- | --- | --- |
| 0.4 mm | Hardened steel | Yes (installed) |
| 0.2 mm | Hardened steel | Optional ($14.99) |
| 0.6 mm | Hardened steel | Optional ($14.99) |
| 0.8 mm | Hardened steel | Optional ($14.99) |

## Changing a nozzle

1. Heat the hotend to 250 °C from **Settings > Maintenance > Nozzle change**.
2. Use the included 7 mm wrench to remove the nozzle while holding the heater block with the silicone-sock tool.
3. Install the new nozzle hand-tight, then tighten a further 1/8 turn at temperature.

Abrasive filaments (carbon fiber, glass fiber, glow-in-the-dark) require a hardened nozzle."""),
    ]
    turns = [turns[i] for i in (0, 1, 2, 3, 4, 7, 5, 6, 8)]  # the order in which the agent made these calls
    return dict(tid="h12-search-14", system=SEARCH_SYSTEM, turns=turns, state=task_state(q), bad=True, turn=6, kind="memory key added at turn 3 reported 'Key not found' on retrieve")


def t15() -> dict[str, Any]:
    # Bad: Great Lakes shipwreck history (Wikipedia, wreck database, museum, newspaper archive). Turn 8 re-extracts the same Wikipedia revision (same oldid) and its infobox gives 8,214 GRT where turn 2 gave 8,412 GRT.
    q = "What was the gross register tonnage of the lake freighter SS Harlow Meridian, and how many of her crew died when she sank?"
    wiki = "https://en.wikipedia.org/wiki/SS_Harlow_Meridian"
    wreck = "https://www.wrecksite.eu/wreck.aspx?171264"
    museum = "https://www.shipwreckmuseum.com/harlow-meridian"
    paper = "https://newspaperarchive.com/alpena-news-nov-05-1951-p-1/"

    def wiki_page(grt: str) -> str:
        return f"""# SS Harlow Meridian

From Wikipedia, the free encyclopedia

| History | |
| --- | --- |
| Name | *Harlow Meridian* |
| Owner | Meridian Steamship Company, Cleveland |
| Builder | American Ship Building Company, Lorain, Ohio |
| Yard number | 788 |
| Launched | May 11, 1927 |
| Completed | July 2, 1927 |
| Identification | US official number 226534 |
| Fate | Foundered in Lake Huron, November 3, 1951 |
| General characteristics | |
| Type | Lake freighter |
| Tonnage | {grt} GRT; 6,390 NRT |
| Length | 588 ft (179 m) |
| Beam | 60 ft (18 m) |
| Depth | 32 ft (9.8 m) |
| Propulsion | Triple-expansion steam engine, 2,200 ihp |
| Crew | 33 |

**SS *Harlow Meridian*** was an American lake freighter that sank in a storm on Lake Huron on November 3, 1951, with the loss of 29 of her 33 crew. She was carrying 12,600 tons of iron ore from Duluth to Detroit when she broke in two about 14 miles northeast of Thunder Bay Island.

## History

*Harlow Meridian* was built by the American Ship Building Company at Lorain, Ohio, as hull number 788 and launched on May 11, 1927. She entered service for the Meridian Steamship Company of Cleveland in July 1927 and carried iron ore, coal and grain for 24 seasons.

## Sinking

On the afternoon of November 3, 1951, *Harlow Meridian* was caught in a northeasterly gale with winds of 55 to 60 miles per hour. At about 5:40 p.m. Captain Walter H. Brenner radioed that the ship was "cracking amidships". She broke in two and sank within minutes. Four crewmen in a liferaft were rescued by the Coast Guard cutter *Mackinaw* the following morning; the bodies of 11 others were recovered.

## Wreck

The two sections of the wreck lie about 400 feet apart in 190 feet of water. They were located by sidescan sonar in 1989 and are within the Thunder Bay National Marine Sanctuary.

## References

1. Stonehouse, Frederick (1993). *Lake Huron Shipwrecks*. Avery Color Studios.
2. "29 Feared Lost as Ore Boat Sinks". *Alpena News*. November 5, 1951. p. 1.
3. "Harlow Meridian". Thunder Bay National Marine Sanctuary.

Retrieved from "https://en.wikipedia.org/w/index.php?title=SS_Harlow_Meridian&oldid=1218840335"

Categories: Shipwrecks of Lake Huron · Maritime incidents in 1951 · Ships built in Lorain, Ohio · Great Lakes freighters"""

    turns = [
        (search("SS Harlow Meridian freighter tonnage sinking 1951 crew lost"), sr(
            (wiki, "SS Harlow Meridian - Wikipedia", "SS Harlow Meridian was an American lake freighter that sank in a storm on Lake Huron on November 3, 1951, with the loss of 29 of her 33 crew ...", "N/A"),
            (wreck, "SS Harlow Meridian (+1951) - wrecksite", "Cargo ship, 8,412 GRT, built 1927. Foundered in a gale off Thunder Bay Island, Lake Huron ...", "N/A"),
            (museum, "Harlow Meridian | Great Lakes Shipwreck Museum", "She broke in two in a northeast gale. Only four men, clinging to a raft, survived the night ...", "N/A"),
            (paper, "Alpena News, November 5, 1951, p. 1 | NewspaperArchive", "29 FEARED LOST AS ORE BOAT SINKS ... Cutter Mackinaw picks up four survivors ...", "Nov 5, 1951"),
            ("https://thunderbay.noaa.gov/shipwrecks/harlow-meridian.html", "Harlow Meridian | Thunder Bay National Marine Sanctuary", "The 588-foot steel freighter lies in two sections in 190 feet of water ...", "N/A"),
        )),
        (extract(wiki, "infobox tonnage and crew losses"), wiki_page("8,412")),
        (memory("add", dict={"grt": "8,412 GRT (Wikipedia)", "crew_lost": "29 of 33 (4 survivors)"}),
         added("grt", "crew_lost")),
        (extract(wreck, "tonnage and casualty figures"), """# SS Harlow Meridian (+1951)

**wrecksite.eu** · Wreck ID 171264

| | |
| --- | --- |
| Type | Cargo ship (lake freighter) |
| Built | 1927, American Ship Building Co., Lorain OH (yard no. 788) |
| Tonnage | 8,412 GRT / 6,390 NRT |
| Dimensions | 179.2 × 18.3 × 9.8 m |
| Owner at loss | Meridian Steamship Co., Cleveland |
| Date of loss | 03/11/1951 |
| Cause | Foundered (structural failure in heavy weather) |
| Casualties | 29 |
| Position | 45°08′N 83°07′W (approx.) |
| Depth | 58 m |

**History:** On voyage Duluth – Detroit with 12,600 t iron ore. Broke in two in a NE gale about 14 mi NE of Thunder Bay Island, Lake Huron. 4 survivors rescued from a raft by USCGC Mackinaw.

*Submitted by member "lakesdiver" · Last modified 12/02/2021*"""),
        (search("Harlow Meridian 1951 survivors names Mackinaw rescue"), sr(
            (museum, "Harlow Meridian | Great Lakes Shipwreck Museum", "Survivors: First Mate Leonard Kowalczyk, Wheelsman Roy Dufresne, Deckhand James Ott and Fireman Eugene Saari ...", "N/A"),
            (paper, "Alpena News, November 5, 1951, p. 1 | NewspaperArchive", "29 FEARED LOST AS ORE BOAT SINKS ... four survivors brought to Alpena aboard the Mackinaw ...", "Nov 5, 1951"),
            ("https://www.findagrave.com/virtual-cemetery/2218406", "SS Harlow Meridian crew – Find a Grave Virtual Cemetery", "Memorials for crew members lost in the sinking of the Harlow Meridian, November 3, 1951 ...", "N/A"),
        )),
        (extract(museum, "survivors and rescue account"), """# Harlow Meridian

**Great Lakes Shipwreck Museum · Lost ships of Lake Huron**

On November 3, 1951, the ore carrier *Harlow Meridian* broke in two in a northeast gale off Thunder Bay Island. Captain Walter H. Brenner's last radio message, heard by the steamer *Frank Purnell*, reported the ship "cracking amidships".

Only four men, clinging to a raft, survived the night. They were found at 7:15 the next morning by the Coast Guard icebreaker *Mackinaw*:

- First Mate Leonard Kowalczyk, Cleveland
- Wheelsman Roy Dufresne, Detroit
- Deckhand James Ott, Toledo
- Fireman Eugene Saari, Ashtabula

Twenty-nine of the 33 men aboard died, including Captain Brenner. The bodies of eleven were recovered in the following weeks.

The museum displays one of *Harlow Meridian*'s life rings, found near Harrisville in the spring of 1952."""),
        (extract(paper, "front-page report of the loss"), """# The Alpena News — Monday, November 5, 1951 — Page 1

## 29 FEARED LOST AS ORE BOAT SINKS

**Four Survivors Brought to Alpena Aboard Cutter Mackinaw**

ALPENA — Twenty-nine men were feared lost today after the 588-foot ore freighter Harlow Meridian broke in two and sank in a northeast gale on Lake Huron Saturday evening.

Four crewmen, found clinging to a raft about 14 miles northeast of Thunder Bay Island early Sunday, were brought here aboard the Coast Guard cutter Mackinaw and taken to Alpena General Hospital suffering from exposure.

"We heard her crack like a rifle shot and then the stern just went," said First Mate Leonard Kowalczyk, 41, of Cleveland.

The Harlow Meridian, owned by the Meridian Steamship Co. of Cleveland, was carrying iron ore from Duluth to Detroit. She carried a crew of 33.

Coast Guard planes and the cutters Mackinaw and Bramble searched the area through Sunday. Seven bodies had been recovered by last night."""),
        (extract(wiki, "builder and hull number"), wiki_page("8,214")),
        (memory("retrieve_all"), got({"grt": "8,412 GRT (Wikipedia)", "crew_lost": "29 of 33 (4 survivors)"})),
    ]
    return dict(tid="h12-search-15", system=SEARCH_SYSTEM, turns=turns, state=task_state(q), bad=True, turn=8, kind="same Wikipedia revision (same oldid) re-extracted: infobox tonnage 8,412 -> 8,214 GRT")


def t16() -> dict[str, Any]:
    # Clean: ML paper metrics (arXiv latest vs v1 abstract, Google Scholar, Semantic Scholar, date-sorted citing list); v1 and v2 abstracts state different ratios, Scholar and Semantic Scholar counts differ, the citing list sorted by date shows different papers first.
    q = "What maximum compression ratio does the Mnemosyne long-context compression paper report, and roughly how many citations does it have (June 2024)?"
    abs_latest = "https://arxiv.org/abs/2310.04417"
    abs_v1 = "https://arxiv.org/abs/2310.04417v1"
    gs = "https://scholar.google.com/scholar?q=Mnemosyne%3A+Retrieval-Augmented+Long-Context+Compression"
    s2 = "https://www.semanticscholar.org/paper/Mnemosyne-Retrieval-Augmented-Long-Context-Halloran-Deshpande/5e1f0c7a92bd44e3a0f6d8c1b7e29a4f6c3d8e15"
    gs_cites = "https://scholar.google.com/scholar?cites=14483920176455021877&as_sdt=2005&sciodt=0,5&hl=en&scisbd=1"
    turns = [
        (search("Mnemosyne retrieval-augmented long-context compression arXiv compression ratio"), sr(
            (abs_latest, "[2310.04417] Mnemosyne: Retrieval-Augmented Long-Context Compression for Language Models", "We introduce Mnemosyne, which compresses long contexts into retrievable memory slots ... achieving up to 16x compression ...", "Oct 6, 2023"),
            ("https://github.com/halloran-nlp/mnemosyne", "halloran-nlp/mnemosyne – GitHub", "Code for Mnemosyne (ICLR 2024). Compress 128k-token contexts into memory slots ...", "Feb 14, 2024"),
            ("https://openreview.net/forum?id=pX2mnm0sYq", "Mnemosyne: Retrieval-Augmented Long-Context Compression | OpenReview", "ICLR 2024 Poster. Reviewers asked for comparisons with ... the camera-ready adds 16x results ...", "Jan 16, 2024"),
            (s2, "Mnemosyne: Retrieval-Augmented Long-Context Compression | Semantic Scholar", "Semantic Scholar extracted view of the paper ... Citations ...", "N/A"),
            ("https://www.marktechpost.com/2023/10/10/mnemosyne-compresses-long-contexts/", "Meet Mnemosyne: A Retrieval-Augmented Method That Compresses Long Contexts by 14x", "Researchers report up to 14x compression of long documents with minimal loss on QA ...", "Oct 10, 2023"),
        )),
        (extract(abs_latest, "abstract, versions, compression ratio"), """# Computer Science > Computation and Language

**arXiv:2310.04417** (cs)

[Submitted on 6 Oct 2023 (v1), last revised 12 Feb 2024 (this version, v2)]

# Title: Mnemosyne: Retrieval-Augmented Long-Context Compression for Language Models

Authors: Siobhan Halloran, Arjun Deshpande, Mei-Lin Zhou, Grant Okafor

> **Abstract:** Long-context language models are expensive to run because attention cost grows with context length. We introduce Mnemosyne, which compresses long contexts into a bank of retrievable memory slots produced by a lightweight encoder; at inference, the model attends only to the slots retrieved for the current query. Trained with a reconstruction-plus-QA objective, Mnemosyne achieves up to 16x compression on documents of up to 128k tokens while retaining 97% of full-context accuracy on LongBench QA tasks, and outperforms prior soft-prompt compression methods at every ratio we test.

| | |
| --- | --- |
| Comments: | ICLR 2024 camera-ready. v2 adds 16x experiments and 128k-token documents |
| Subjects: | Computation and Language (cs.CL); Machine Learning (cs.LG) |
| Cite as: | arXiv:2310.04417 [cs.CL] |

## Submission history

**[v1]** Fri, 6 Oct 2023 17:44:02 UTC (912 KB)
**[v2]** Mon, 12 Feb 2024 10:05:37 UTC (1,206 KB)"""),
        (extract(abs_v1, "original v1 abstract compression claim"), """# Computer Science > Computation and Language

**arXiv:2310.04417v1** (cs)

[Submitted on 6 Oct 2023 (this version), *latest version 12 Feb 2024 (v2)*]

# Title: Mnemosyne: Retrieval-Augmented Long-Context Compression for Language Models

Authors: Siobhan Halloran, Arjun Deshpande, Mei-Lin Zhou, Grant Okafor

> **Abstract:** Long-context language models are expensive to run because attention cost grows with context length. We introduce Mnemosyne, which compresses long contexts into a bank of retrievable memory slots produced by a lightweight encoder; at inference, the model attends only to the slots retrieved for the current query. Trained with a reconstruction-plus-QA objective, Mnemosyne achieves up to 14x compression on documents of up to 32k tokens while retaining 96% of full-context accuracy on LongBench QA tasks, and outperforms prior soft-prompt compression methods.

| | |
| --- | --- |
| Comments: | Preprint. Under review |
| Subjects: | Computation and Language (cs.CL); Machine Learning (cs.LG) |
| Cite as: | arXiv:2310.04417 [cs.CL] |"""),
        (memory("add", dict={"compression_ratio": "up to 16x (v2, Feb 12 2024, 128k docs, 97% accuracy retained); v1 (Oct 2023) said 14x on 32k docs"}),
         added("compression_ratio")),
        (extract(gs, "citation count"), """# Google Scholar

About 3 results (0.04 sec)

**[PDF] Mnemosyne: Retrieval-Augmented Long-Context Compression for Language Models**
S Halloran, A Deshpande, ML Zhou, G Okafor – The Twelfth International Conference on Learning Representations, 2024 – openreview.net
Long-context language models are expensive to run because attention cost grows with context length. We introduce Mnemosyne, which compresses long contexts into a bank of retrievable memory …
☆ Save ❝ Cite **Cited by 212** Related articles All 6 versions

**Mnemosyne: Retrieval-augmented long-context compression for language models**
S Halloran, A Deshpande, ML Zhou… – arXiv preprint arXiv:2310.04417, 2023 – arxiv.org
☆ Save ❝ Cite Related articles

**Compressing context for RAG: a survey of Mnemosyne, ICAE and gist tokens**
R Ibáñez – Medium, 2024
☆ Save ❝ Cite"""),
        (extract(s2, "citation count and influential citations"), """# Mnemosyne: Retrieval-Augmented Long-Context Compression for Language Models

Siobhan Halloran, Arjun Deshpande, Mei-Lin Zhou, Grant Okafor · Published in International Conference on… 6 October 2023 · Computer Science

**TLDR:** Mnemosyne compresses long contexts into retrievable memory slots and achieves up to 16x compression while retaining most full-context accuracy.

| | |
| --- | --- |
| Citations | 187 |
| Highly Influential Citations | 24 |
| References | 58 |

**Citation type:** Background 121 · Methods 49 · Results 17

**Topics:** Context compression · Retrieval augmentation · Long-context modeling

Figures and Tables · Topics · 187 Citations · 58 References · Related Papers"""),
        (memory("add", dict={"citations": "Google Scholar 212 (merged versions); Semantic Scholar 187 (24 highly influential) — June 2024"}),
         added("citations")),
        (extract(gs_cites, "most recent citing papers"), """# Google Scholar

Sorted by date · Articles citing: Mnemosyne: Retrieval-Augmented Long-Context Compression for Language Models

**Compact memory banks for agentic retrieval over long transcripts**
T Varga, K Achterberg – arXiv preprint arXiv:2406.08112, 2024 – arxiv.org
*4 days ago* – … slot-based compression (Halloran et al., 2024) reaches 16× but degrades on multi-hop …

**LongBench-Compress: evaluating context compression beyond QA**
N Sørensen, Y Ikeda, P Ramaswamy – arXiv preprint arXiv:2406.05530, 2024 – arxiv.org
*8 days ago* – … we include ICAE, gist tokens and Mnemosyne as baselines …

**Rethinking soft prompts for long-context compression**
J Lindholm, C Abara – arXiv preprint arXiv:2405.19907, 2024 – arxiv.org
*14 days ago* – …

**Token-level KV eviction vs. learned compression: a controlled study**
F Demir, H Walsh – arXiv preprint arXiv:2405.16618, 2024 – arxiv.org
*18 days ago* – …

**Memory slots for code models**
A Kowalski, R Iyer, S Bhatt – arXiv preprint arXiv:2405.14021, 2024 – arxiv.org
*21 days ago* – …

Only the most recent articles are shown when sorted by date. Sort by relevance to see all results."""),
        (memory("retrieve_all"), got({
            "compression_ratio": "up to 16x (v2, Feb 12 2024, 128k docs, 97% accuracy retained); v1 (Oct 2023) said 14x on 32k docs",
            "citations": "Google Scholar 212 (merged versions); Semantic Scholar 187 (24 highly influential) — June 2024",
        })),
    ]
    return dict(tid="h12-search-16", system=SEARCH_SYSTEM, turns=turns, state=task_state(q), bad=False, turn=None, kind="clean")


def t17() -> dict[str, Any]:
    # Clean: data-journalism award (awards site shortlist, the same shortlist filtered to one category, winners page, outlet's project page, GIJN article); filtering hides other categories, the project's short listing title vs its full title, "more than 1,100" vs exact 1,138.
    q = "Which project won Best Investigation at the 2024 Ostrander Awards for Data Journalism, from which outlet, and how many entries were submitted that year?"
    short = "https://www.ostranderawards.org/2024/shortlist"
    short_f = "https://www.ostranderawards.org/2024/shortlist?category=best-investigation"
    winners = "https://www.ostranderawards.org/2024/winners"
    proj = "https://projects.ledgersentinel.com/dry-wells/"
    gijn = "https://gijn.org/stories/ostrander-awards-2024-winners/"
    turns = [
        (search("Ostrander Awards data journalism 2024 shortlist Best Investigation"), sr(
            (short, "2024 Shortlist | Ostrander Awards for Data Journalism", "24 projects from 21 countries have been shortlisted across six categories, selected from 1,138 entries ...", "Oct 1, 2024"),
            (winners, "2024 Winners | Ostrander Awards for Data Journalism", "Winners of the 2024 Ostrander Awards were announced on 14 November at a ceremony in Lisbon ...", "Nov 14, 2024"),
            (gijn, "Ostrander Awards 2024: The Winning Data Investigations", "From groundwater collapse in the US to ghost payrolls in ... this year's winners, chosen from more than 1,100 entries ...", "Nov 15, 2024"),
            ("https://www.niemanlab.org/2024/10/ostrander-shortlist-small-newsrooms/", "Small newsrooms crowd this year's Ostrander shortlist", "Half of the 24 shortlisted projects come from newsrooms with fewer than 50 staff ...", "Oct 3, 2024"),
            ("https://www.ostranderawards.org/about", "About | Ostrander Awards", "Founded in 2015, the Ostrander Awards recognize outstanding work in data journalism worldwide ...", "N/A"),
        )),
        (extract(short, "all categories and the Best Investigation finalists"), """# 2024 Shortlist

Announced 1 October 2024 · Winners will be announced 14 November 2024 in Lisbon

This year the jury received **1,138 entries from 71 countries**. Seven jurors selected **24 shortlisted projects** (four per category) from 21 countries.

Filter by category: All · Best Investigation · Best Visualization · Open Data · Small Newsroom · Innovation · Young Journalist

## Best Investigation
- **Dry Wells** — The Ledger-Sentinel (USA)
- **Ghost Payroll** — Cablecast Data Desk (Nigeria)
- **The Quarry Files** — Dagens Granskning (Sweden)
- **Uncounted Heat** — Diario Meridiano (Spain)

## Best Visualization
- **Where the River Went** — Korea Data Lab (South Korea)
- **Every Bus, Every Minute** — Transit Times Collective (Brazil)
- **Tidelines** — The Coastal Post (Bangladesh)
- **Rent Map 2024** — Stadtdaten Berlin (Germany)

## Open Data
- **The Procurement Ledger** — OpenContract Kenya (Kenya)
- **Pesticide Tracker** — Agência Lupa Verde (Brazil)
- **Ship Signals** — Baltic Data Watch (Estonia)
- **Police Stops Database** — Chicago Data Beat (USA)

## Small Newsroom
- **Water Debts** — La Sonda (Guatemala)
- **Mine Tailings Atlas** — Andes Abierto (Peru)
- **Clinic Deserts** — Karoo Reporter (South Africa)
- **The Vanishing Ferries** — Island Record (Philippines)

## Innovation
- **Satellite Fires** — Glasshouse Lab (Indonesia)
- **LLM Court Reader** — Tribunal Aberto (Portugal)
- **AudioGraphs** — Signal Desk (Canada)
- **Cell Tower Witness** — Kyiv Data Unit (Ukraine)

## Young Journalist
- **Heat in Classrooms** — Priya Menon, The Deccan Ledger (India)
- **Bottled** — Lucas Ferreira, Folha Dados (Brazil)
- **Student Debt Atlas** — Hannah Oyelaran, Campus Data (UK)
- **Night Shift** — Tomás Quiroga, El Faro Austral (Chile)

Jury: Ana Bettencourt (chair), Kwame Asante, Lena Hoffmann, Rohan Iyer, Marta Nowak, Daniel Osei, Yuki Tanaka"""),
        (extract(short_f, "only Best Investigation entries with descriptions"), """# 2024 Shortlist

Filter by category: All · **Best Investigation** · Best Visualization · Open Data · Small Newsroom · Innovation · Young Journalist

Showing 4 of 24 shortlisted projects

### Dry Wells
**The Ledger-Sentinel (USA)** · Team: Carla Medina, Josh Whitaker, Ines Farah
Analysis of 38,000 well-permit records and satellite subsidence data showing how agricultural pumping left rural households in the San Joaquin Valley with dry taps.

### Ghost Payroll
**Cablecast Data Desk (Nigeria)** · Team: Tunde Bakare, Amina Yusuf
Matched 2.1 million civil-service payroll records against death and pension registries, finding 46,000 suspected ghost workers.

### The Quarry Files
**Dagens Granskning (Sweden)** · Team: Elsa Lund, Oskar Berg
Leaked permit documents and drone imagery mapping illegal gravel extraction in protected forests.

### Uncounted Heat
**Diario Meridiano (Spain)** · Team: Lucía Navarro, Pablo Ruiz
Excess-mortality modelling that found heat deaths in Andalusia were undercounted by a factor of three."""),
        (memory("add", dict={"entries_2024": "1,138 entries from 71 countries (official shortlist page)", "investigation_finalists": "Dry Wells (Ledger-Sentinel, USA); Ghost Payroll (Cablecast, Nigeria); The Quarry Files (Dagens Granskning, Sweden); Uncounted Heat (Diario Meridiano, Spain)"}),
         added("entries_2024", "investigation_finalists")),
        (extract(winners, "Best Investigation winner"), """# 2024 Winners

Announced 14 November 2024 · Ceremony at the LX Factory, Lisbon

## Best Investigation
🏆 **Dry Wells: Inside the Aquifer Collapse** — The Ledger-Sentinel (USA)
Carla Medina, Josh Whitaker, Ines Farah

> "A model of how to combine permits, satellites and shoe-leather reporting to hold water managers to account." — Jury

Honourable mention: **Ghost Payroll** — Cablecast Data Desk (Nigeria)

## Best Visualization
🏆 **Where the River Went** — Korea Data Lab (South Korea)

## Open Data
🏆 **The Procurement Ledger** — OpenContract Kenya (Kenya)

## Small Newsroom
🏆 **Mine Tailings Atlas** — Andes Abierto (Peru)

## Innovation
🏆 **Cell Tower Witness** — Kyiv Data Unit (Ukraine)

## Young Journalist
🏆 **Heat in Classrooms** — Priya Menon, The Deccan Ledger (India)

Each winning team receives €5,000 and a one-week fellowship at the Ostrander Data Lab."""),
        (memory("add", dict={"investigation_winner": "Dry Wells: Inside the Aquifer Collapse — The Ledger-Sentinel (USA); Medina, Whitaker, Farah"}),
         added("investigation_winner")),
        (search("\"Dry Wells\" aquifer collapse Ledger-Sentinel investigation"), sr(
            (proj, "Dry Wells: Inside the Aquifer Collapse | The Ledger-Sentinel", "A data investigation into 38,000 well permits and a decade of land subsidence in the San Joaquin Valley ...", "Mar 18, 2024"),
            ("https://www.ledgersentinel.com/news/dry-wells-wins-ostrander-award/", "Ledger-Sentinel's 'Dry Wells' wins international data journalism award", "The series, published in four parts this spring, won Best Investigation at the Ostrander Awards in Lisbon ...", "Nov 15, 2024"),
            ("https://www.kqed.org/science/dry-wells-followup-2024", "After 'Dry Wells' series, county orders review of pumping permits", "Tulare County supervisors voted to audit 1,200 permits issued since 2015 ...", "May 22, 2024"),
        )),
        (extract(proj, "series description and publication dates"), """# Dry Wells: Inside the Aquifer Collapse

**A Ledger-Sentinel data investigation** · By Carla Medina, Josh Whitaker and Ines Farah · Graphics by Ines Farah

**Part 1 — The Sinking Valley** (March 18, 2024)
**Part 2 — Permits Without Limits** (March 25, 2024)
**Part 3 — The Households Left Behind** (April 8, 2024)
**Part 4 — Who Decides Who Gets Water** (April 22, 2024)

## How we did it

We obtained 38,412 well-construction permits issued by five San Joaquin Valley counties between 2013 and 2023 and matched them to InSAR satellite subsidence data from NASA's Jet Propulsion Laboratory. We identified 2,860 domestic wells reported dry since 2014 and surveyed 412 affected households.

## Impact

- Tulare County ordered an audit of 1,200 pumping permits (May 2024).
- Two state legislators introduced a bill requiring well-interference reviews.

🏆 Winner, Best Investigation, Ostrander Awards 2024"""),
        (extract(gijn, "number of entries and description of winners"), """# Ostrander Awards 2024: The Winning Data Investigations

*GIJN · November 15, 2024 · by Marisa Kohl*

The 2024 Ostrander Awards for Data Journalism were handed out Thursday night in Lisbon. The seven-member jury chose six winners from more than 1,100 entries submitted from 71 countries.

**Best Investigation: "Dry Wells: Inside the Aquifer Collapse" — The Ledger-Sentinel (USA)**
Reporters matched more than 38,000 well permits with satellite data on land subsidence to show how agricultural pumping in California's San Joaquin Valley left thousands of rural households without water.

**Best Visualization: "Where the River Went" — Korea Data Lab**
A scroll-driven reconstruction of the Nakdong River's changing course since 1960.

**Open Data: "The Procurement Ledger" — OpenContract Kenya**
A searchable database of 640,000 county-level public contracts.

Nigeria's Cablecast Data Desk received an honourable mention for "Ghost Payroll."

*GIJN is a media partner of the Ostrander Awards.*"""),
        (memory("retrieve_all"), got({
            "entries_2024": "1,138 entries from 71 countries (official shortlist page)",
            "investigation_finalists": "Dry Wells (Ledger-Sentinel, USA); Ghost Payroll (Cablecast, Nigeria); The Quarry Files (Dagens Granskning, Sweden); Uncounted Heat (Diario Meridiano, Spain)",
            "investigation_winner": "Dry Wells: Inside the Aquifer Collapse — The Ledger-Sentinel (USA); Medina, Whitaker, Farah",
        })),
    ]
    return dict(tid="h12-search-17", system=SEARCH_SYSTEM, turns=turns, state=task_state(q), bad=False, turn=None, kind="clean")


def t18() -> dict[str, Any]:
    # Bad: county open-data portal (Socrata dataset page, SODA API aggregate queries, county annual report). Turn 5's data preview of the same dataset (same 'Updated March 2, 2024') says 14,826 rows where the dataset page at turn 2 said 14,286.
    q = "How many residential building permits did Marlow County issue in 2023, and what was their total declared valuation?"
    ds = "https://data.marlowcounty.gov/Housing-and-Development/Building-Permits-2023/7qk2-hx9m"
    api_sum = "https://data.marlowcounty.gov/resource/7qk2-hx9m.json?$select=sum(declared_valuation)&$where=permit_class='Residential'"
    api_type = "https://data.marlowcounty.gov/resource/7qk2-hx9m.json?$select=permit_class,count(*)&$group=permit_class&$order=count(*) DESC"
    report = "https://www.marlowcounty.gov/DocumentCenter/View/21877/2023-Development-Services-Annual-Report"
    preview = "https://data.marlowcounty.gov/Housing-and-Development/Building-Permits-2023/7qk2-hx9m/data_preview"
    turns = [
        (search("Marlow County building permits 2023 open data residential"), sr(
            (ds, "Building Permits 2023 | Marlow County Open Data", "All building permits issued by Marlow County Development Services from January 1 to December 31, 2023. Updated March 2, 2024 ...", "Mar 2, 2024"),
            (report, "2023 Development Services Annual Report – Marlow County", "Development Services issued 9,406 residential permits in 2023, down 6% from 2022 ...", "Apr 15, 2024"),
            ("https://data.marlowcounty.gov/Housing-and-Development/Building-Permits-2022/r8vn-2c4e", "Building Permits 2022 | Marlow County Open Data", "All building permits issued by Marlow County Development Services in 2022 ...", "Feb 27, 2023"),
            ("https://www.marlowcountyledger.com/news/permits-dip-2023-housing-slowdown", "Building permits dip in 2023 as rates bite", "Residential permits in unincorporated Marlow County fell for the second straight year ...", "Apr 18, 2024"),
            ("https://data.marlowcounty.gov/stories/s/permit-dashboard/8hq3-a2kd", "Permit Activity Dashboard | Marlow County Open Data", "Explore monthly permit counts by type and district ...", "N/A"),
        )),
        (extract(ds, "dataset metadata: rows, columns, update dates, field names"), """# Building Permits 2023

**Marlow County Open Data** · Housing and Development

All building permits issued by Marlow County Development Services from January 1 to December 31, 2023, including residential, commercial and public permits. Revised and reissued permits appear as separate rows with `reissue_flag = Y`.

| About this Dataset | |
| --- | --- |
| Updated | March 2, 2024 |
| Data Last Updated | February 29, 2024 |
| Metadata Last Updated | March 2, 2024 |
| Date Created | January 8, 2024 |
| Data Provided by | Marlow County Development Services |
| Dataset Owner | Open Data Team |
| Update frequency | Annually |
| Rows | 14,286 |
| Columns | 18 |
| Each row is a | Permit |

## Columns in this Dataset

| Column Name | Description | Type |
| --- | --- | --- |
| permit_number | Unique permit identifier (e.g., BP23-004512) | Text |
| issue_date | Date the permit was issued | Floating Timestamp |
| permit_class | Residential, Commercial, Public, Other | Text |
| work_type | New, Addition, Alteration, Demolition, Mechanical/Electrical | Text |
| declared_valuation | Applicant-declared valuation of work (USD) | Number |
| reissue_flag | Y if the row is a revised or reissued permit | Text |
| district | Supervisorial district (1–5) | Number |
| parcel_apn | Assessor parcel number | Text |
| ... | 10 more columns | |

API Endpoint: `https://data.marlowcounty.gov/resource/7qk2-hx9m.json` · Views: 2,914 · Downloads: 388"""),
        (memory("add", dict={"dataset_id": "7qk2-hx9m", "rows_total": "14,286 (all classes, updated Mar 2, 2024)"}),
         added("dataset_id", "rows_total")),
        (extract(api_type, "permit counts by class"), """```json
[
  {"permit_class": "Residential", "count": "9412"},
  {"permit_class": "Commercial", "count": "3018"},
  {"permit_class": "Other", "count": "1247"},
  {"permit_class": "Public", "count": "609"}
]
```"""),
        (extract(api_sum, "sum of declared valuation for residential"), """```json
[{"sum_declared_valuation": "1187436220.50"}]
```"""),
        (memory("add", dict={"res_permits_2023": "9,412 rows (incl. reissues)", "res_valuation_2023": "$1,187,436,220.50"}),
         added("res_permits_2023", "res_valuation_2023")),
        (extract(report, "residential permit count and valuation in the annual report"), """# 2023 Development Services Annual Report

**Marlow County Department of Development Services** · Published April 2024

## Permits at a glance

| | 2022 | 2023 | Change |
| --- | --- | --- | --- |
| Residential permits issued | 10,012 | 9,406 | -6.1% |
| Commercial permits issued | 3,142 | 3,011 | -4.2% |
| Total valuation, residential | $1.21B | $1.18B | -2.5% |
| Average review time (days) | 21.4 | 18.9 | -11.7% |

*Counts in this report exclude reissued permits (revisions to a permit already issued in the same year). The Open Data portal lists reissued permits as separate rows, so portal counts may be slightly higher.*

## Highlights

- New single-family dwelling permits: 1,284 (2022: 1,511)
- Accessory dwelling unit permits: 362, a record (2022: 298)
- Solar photovoltaic permits: 3,907 (included in residential)
- Online submissions: 91% of applications

## Staffing

Development Services had 64 budgeted positions in 2023, with a 9% vacancy rate at year end."""),
        (extract(preview, "preview first rows and total row count"), """# Building Permits 2023 — Data preview

**Updated March 2, 2024** · View Data · Visualize · Export · API

Showing rows 1–25 out of 14,826

| permit_number | issue_date | permit_class | work_type | declared_valuation | reissue_flag | district |
| --- | --- | --- | --- | --- | --- | --- |
| BP23-000001 | 2023-01-03 | Residential | Mechanical/Electrical | 8,450.00 | N | 2 |
| BP23-000002 | 2023-01-03 | Residential | Alteration | 42,000.00 | N | 4 |
| BP23-000003 | 2023-01-03 | Commercial | Alteration | 310,500.00 | N | 1 |
| BP23-000004 | 2023-01-03 | Residential | New | 486,200.00 | N | 5 |
| BP23-000005 | 2023-01-03 | Other | Demolition | 12,000.00 | N | 3 |
| BP23-000006 | 2023-01-04 | Residential | Mechanical/Electrical | 24,915.00 | N | 2 |
| BP23-000007 | 2023-01-04 | Public | Alteration | 1,250,000.00 | N | 1 |
| BP23-000008 | 2023-01-04 | Residential | Addition | 96,000.00 | N | 4 |
| BP23-000009 | 2023-01-04 | Residential | Mechanical/Electrical | 18,600.00 | N | 5 |
| BP23-000010 | 2023-01-04 | Commercial | New | 2,840,000.00 | N | 3 |
| … | | | | | | |

Rows per page: 25 · Page 1 of 594 · Next ›"""),
        (memory("retrieve_all"), got({
            "dataset_id": "7qk2-hx9m",
            "rows_total": "14,286 (all classes, updated Mar 2, 2024)",
            "res_permits_2023": "9,412 rows (incl. reissues)",
            "res_valuation_2023": "$1,187,436,220.50",
        })),
    ]
    turns = [turns[i] for i in (0, 1, 2, 3, 7, 4, 5, 6, 8)]  # the order in which the agent made these calls
    return dict(tid="h12-search-18", system=SEARCH_SYSTEM, turns=turns, state=task_state(q), bad=True, turn=5, kind="dataset preview row count 14,826 vs 14,286 on the dataset page, same update stamp")


def t19() -> dict[str, Any]:
    # Clean: municipal code (American Legal current section, a 2022 Wayback snapshot of the same section, a neighbouring section with a similar 600 sq ft cap, local news); the old snapshot has the old limit, the agent updates a memory note.
    q = "What is the current maximum floor area for a detached accessory dwelling unit (ADU) in Brannock, Ohio, and when did it change?"
    cur = "https://codelibrary.amlegal.com/codes/brannockoh/latest/brannock_oh/0-0-0-18422"
    wb = "https://web.archive.org/web/20220517093112/https://codelibrary.amlegal.com/codes/brannockoh/latest/brannock_oh/0-0-0-18422"
    nxt = "https://codelibrary.amlegal.com/codes/brannockoh/latest/brannock_oh/0-0-0-18436"
    news = "https://www.brannockherald.com/news/council-raises-adu-size-cap/article_5a0c2e1e-03b9-11ee-bd11-9f02e3a1d7b4.html"
    turns = [
        (search("Brannock Ohio codified ordinances accessory dwelling unit maximum floor area 1141.07"), sr(
            (cur, "1141.07 ACCESSORY DWELLING UNITS. – Brannock, OH Codified Ordinances", "(c)(2) The gross floor area of a detached ADU shall not exceed 800 square feet or fifty percent of the gross floor area of the principal dwelling, whichever is less ...", "N/A"),
            ("https://www.brannockoh.gov/planning/adu", "Accessory Dwelling Units (ADUs) | City of Brannock Planning", "Detached ADUs may be up to 800 sq ft (or half the size of your house, whichever is smaller). Permit checklist and FAQ ...", "N/A"),
            (news, "Council raises ADU size cap, eases parking rule", "Brannock City Council voted 6-1 Monday to let homeowners build backyard cottages of up to 800 square feet, up from 600 ...", "Jun 6, 2023"),
            (nxt, "1141.08 ACCESSORY BUILDINGS AND STRUCTURES. – Brannock, OH Codified Ordinances", "(b) The total floor area of all detached accessory buildings on a lot shall not exceed 600 square feet ...", "N/A"),
            ("https://www.reddit.com/r/Ohio/comments/13z7l1a/brannock_adu_rules_changing/", "Brannock ADU rules changing? : r/Ohio", "Anyone know if the new 800 sq ft limit applies to garage conversions ...", "Jun 4, 2023"),
        )),
        (extract(cur, "current text of 1141.07, especially the size limit and history note"), """# Brannock, OH Codified Ordinances

**PART ELEVEN – PLANNING AND ZONING CODE** › TITLE FOUR – Zoning › CHAPTER 1141 – Supplementary Regulations

*This code is current through Ord. 2024-09, passed March 18, 2024.*

## 1141.07 ACCESSORY DWELLING UNITS.

(a) **Purpose.** The purpose of this section is to expand housing choices while maintaining the character of single-family neighborhoods.

(b) **Where permitted.** One accessory dwelling unit (ADU) is permitted as an accessory use on a lot containing a single-family dwelling in the R-1, R-2 and R-3 Districts.

(c) **Size.**
   (1) An attached ADU shall not exceed 40 percent of the gross floor area of the principal dwelling.
   (2) The gross floor area of a detached ADU shall not exceed 800 square feet or fifty percent of the gross floor area of the principal dwelling, whichever is less.

(d) **Height.** A detached ADU shall not exceed 20 feet in height, or 24 feet if located above a detached garage.

(e) **Parking.** No additional off-street parking space is required for an ADU located within one-quarter mile of a transit stop.

(f) **Owner occupancy.** The property owner shall occupy either the principal dwelling or the ADU as a primary residence.

(Ord. 2019-112. Passed 11-18-19; Ord. 2023-48. Passed 6-5-23.)"""),
        (memory("add", dict={"adu_max_current": "Detached ADU: 800 sq ft or 50% of principal dwelling, whichever is less (§1141.07(c)(2))", "amended_by": "Ord. 2023-48, passed 6-5-23"}),
         added("adu_max_current", "amended_by")),
        (extract(wb, "the older text of 1141.07 as archived in May 2022"), """[Wayback Machine capture · 17 May 2022 09:31:12]

# Brannock, OH Codified Ordinances

**PART ELEVEN – PLANNING AND ZONING CODE** › TITLE FOUR – Zoning › CHAPTER 1141 – Supplementary Regulations

*This code is current through Ord. 2022-17, passed April 4, 2022.*

## 1141.07 ACCESSORY DWELLING UNITS.

(a) **Purpose.** The purpose of this section is to expand housing choices while maintaining the character of single-family neighborhoods.

(b) **Where permitted.** One accessory dwelling unit (ADU) is permitted as an accessory use on a lot containing a single-family dwelling in the R-1 and R-2 Districts.

(c) **Size.**
   (1) An attached ADU shall not exceed 40 percent of the gross floor area of the principal dwelling.
   (2) The gross floor area of a detached ADU shall not exceed 600 square feet.

(d) **Height.** A detached ADU shall not exceed 20 feet in height.

(e) **Parking.** One additional off-street parking space shall be provided for an ADU.

(f) **Owner occupancy.** The property owner shall occupy either the principal dwelling or the ADU as a primary residence.

(Ord. 2019-112. Passed 11-18-19.)"""),
        (memory("add", dict={"adu_max_pre_2023": "600 sq ft flat cap (2019 text, archived May 2022); also R-1/R-2 only, 1 parking space required"}),
         added("adu_max_pre_2023")),
        (extract(nxt, "is the 600 sq ft in 1141.08 about ADUs?"), """# Brannock, OH Codified Ordinances

*This code is current through Ord. 2024-09, passed March 18, 2024.*

## 1141.08 ACCESSORY BUILDINGS AND STRUCTURES.

(a) **Applicability.** This section applies to detached garages, sheds, workshops, greenhouses and similar accessory buildings. It does not apply to accessory dwelling units, which are regulated by Section 1141.07.

(b) **Floor area.** The total floor area of all detached accessory buildings on a lot shall not exceed 600 square feet or 10 percent of the lot area, whichever is greater, but in no case more than 1,000 square feet.

(c) **Setbacks.** Accessory buildings shall be set back at least 5 feet from side and rear lot lines.

(d) **Height.** Accessory buildings shall not exceed 15 feet in height.

(Ord. 2008-31. Passed 5-19-08; Ord. 2016-77. Passed 10-3-16.)"""),
        (search("Brannock ADU ordinance 2023-48 council vote effective date 800 square feet"), sr(
            (news, "Council raises ADU size cap, eases parking rule", "Brannock City Council voted 6-1 Monday to let homeowners build backyard cottages of up to 800 square feet, up from 600 ...", "Jun 6, 2023"),
            ("https://www.brannockoh.gov/AgendaCenter/ViewFile/Minutes/_06052023-612", "City Council Minutes – June 5, 2023", "Ordinance 2023-48 amending Section 1141.07 ... third reading ... adopted 6-1 ...", "Jun 21, 2023"),
            ("https://www.brannockoh.gov/planning/adu", "Accessory Dwelling Units (ADUs) | City of Brannock Planning", "Rules updated July 2023 ...", "N/A"),
        )),
        (extract(news, "vote, what changed, effective date"), """# Council raises ADU size cap, eases parking rule

*Brannock Herald · June 6, 2023 · by Keith Lorenz*

Brannock City Council voted 6-1 Monday to let homeowners build backyard cottages of up to 800 square feet, up from 600, as part of a package of changes to the city's accessory dwelling unit rules.

Ordinance 2023-48 also caps a detached unit at half the size of the main house, allows ADUs in the R-3 district for the first time, and drops the requirement for an extra parking space when the property is within a quarter mile of a bus stop.

Councilwoman Denise Hartung cast the only no vote, saying the parking change would crowd streets near the university.

Planning Director Sam Okafor said the city has issued 23 ADU permits since the rules were first adopted in 2019. "The 600-foot cap was the number one reason people told us they didn't build," he said.

The ordinance takes effect in 30 days, on July 5."""),
        (memory("update", dict={"amended_by": "Ord. 2023-48, passed 6-5-23 (6-1 vote), effective 7-5-23"}),
         updated("amended_by")),
        (memory("retrieve_all"), got({
            "adu_max_current": "Detached ADU: 800 sq ft or 50% of principal dwelling, whichever is less (§1141.07(c)(2))",
            "amended_by": "Ord. 2023-48, passed 6-5-23 (6-1 vote), effective 7-5-23",
            "adu_max_pre_2023": "600 sq ft flat cap (2019 text, archived May 2022); also R-1/R-2 only, 1 parking space required",
        })),
    ]
    return dict(tid="h12-search-19", system=SEARCH_SYSTEM, turns=turns, state=task_state(q), bad=False, turn=None, kind="clean")


def t20() -> dict[str, Any]:
    # Bad: SEC EDGAR filings for an outdoor-products maker (EDGAR company browse, 10-K document, press release, filing index). Turn 5's filing index page for the 10-K shows accession 0001593027-24-000041, but turn 2 listed that 10-K as 0001593027-24-000014 (the number in the URL the agent opened).
    q = "According to Corvane Outdoor Brands' most recent 10-K, what were its fiscal 2023 net sales and how many employees did it have? Give the filing's accession number."
    browse = "https://www.sec.gov/cgi-bin/browse-edgar?action=getcompany&CIK=0001593027&type=10-K&dateb=&owner=include&count=40"
    doc = "https://www.sec.gov/Archives/edgar/data/1593027/000159302724000014/cvob-20231231.htm"
    idx = "https://www.sec.gov/Archives/edgar/data/1593027/000159302724000014/0001593027-24-000014-index.htm"
    pr = "https://investors.corvaneoutdoor.com/news-releases/news-release-details/corvane-outdoor-brands-reports-fourth-quarter-and-fiscal-2023"
    turns = [
        (search("Corvane Outdoor Brands 10-K 2023 SEC EDGAR"), sr(
            (browse, "EDGAR Filing Documents for Corvane Outdoor Brands, Inc. (CVOB)", "CIK 0001593027 · SIC 3949 Sporting & Athletic Goods, NEC · State of Inc.: DE · Fiscal Year End: 1231 ...", "N/A"),
            (doc, "cvob-20231231 – 10-K", "Corvane Outdoor Brands, Inc. Annual Report on Form 10-K for the fiscal year ended December 31, 2023 ... Net sales were $1,042.7 million ...", "Mar 1, 2024"),
            (pr, "Corvane Outdoor Brands Reports Fourth Quarter and Fiscal 2023 Results", "Fiscal 2023 net sales of $1.04 billion, down 3.8%; adjusted EBITDA of $118.6 million ...", "Feb 22, 2024"),
            ("https://www.macrotrends.net/stocks/charts/CVOB/corvane-outdoor-brands/revenue", "Corvane Outdoor Brands Revenue 2014-2024 | CVOB", "Corvane Outdoor Brands revenue for 2023 was $1.043B, a 3.77% decline from 2022 ...", "N/A"),
            ("https://www.reuters.com/markets/companies/CVOB.N/", "Corvane Outdoor Brands Inc (CVOB.N) Stock Price & News – Reuters", "Corvane Outdoor Brands designs and sells camping, hydration and cooler products under the Corvane, Ridgeback and Summit Trail brands ...", "N/A"),
        )),
        (extract(browse, "list of 10-K filings with accession numbers"), """# EDGAR | Company Filings

**CORVANE OUTDOOR BRANDS, INC.** CIK#: 0001593027 (see all company filings)
SIC: 3949 – Sporting & Athletic Goods, NEC · State location: UT · State of Inc.: DE · Fiscal Year End: 1231
Business Address: 2750 West Canyon Parkway, Lehi UT 84043 · 801-555-0142

Filter Results: Filing Type: 10-K · Prior to: (YYYYMMDD) · Ownership: include · Limit Results Per Page: 40

| Filings | Format | Description | Filing Date | File/Film Number |
| --- | --- | --- | --- | --- |
| 10-K | Documents Interactive Data | Annual report [Section 13 and 15(d), not S-K Item 405] Acc-no: 0001593027-24-000014 (34 Act) Size: 14 MB | 2024-03-01 | 001-36514 / 24706718 |
| 10-K | Documents Interactive Data | Annual report [Section 13 and 15(d), not S-K Item 405] Acc-no: 0001593027-23-000009 (34 Act) Size: 13 MB | 2023-03-03 | 001-36514 / 23698122 |
| 10-K | Documents Interactive Data | Annual report [Section 13 and 15(d), not S-K Item 405] Acc-no: 0001593027-22-000011 (34 Act) Size: 12 MB | 2022-03-04 | 001-36514 / 22710459 |
| 10-K | Documents Interactive Data | Annual report [Section 13 and 15(d), not S-K Item 405] Acc-no: 0001593027-21-000007 (34 Act) Size: 11 MB | 2021-03-05 | 001-36514 / 21717330 |
| 10-K/A | Documents | [Amend] Annual report [Section 13 and 15(d), not S-K Item 405] Acc-no: 0001593027-20-000019 (34 Act) Size: 412 KB | 2020-04-28 | 001-36514 / 20822104 |
| 10-K | Documents Interactive Data | Annual report [Section 13 and 15(d), not S-K Item 405] Acc-no: 0001593027-20-000006 (34 Act) Size: 10 MB | 2020-03-06 | 001-36514 / 20693381 |"""),
        (memory("add", dict={"cvob_cik": "0001593027", "latest_10k_accession": "0001593027-24-000014 (filed 2024-03-01, FY2023)"}),
         added("cvob_cik", "latest_10k_accession")),
        (extract(doc, "net sales for fiscal 2023 and number of employees"), """# CORVANE OUTDOOR BRANDS, INC.
## FORM 10-K — For the fiscal year ended December 31, 2023

Commission file number 001-36514 · Delaware · I.R.S. Employer Identification No. 46-3390187

### Item 1. Business

Corvane Outdoor Brands, Inc. designs, markets and distributes outdoor recreation products — coolers, drinkware and hydration, camp furniture and shelters — under the Corvane, Ridgeback and Summit Trail brands. Our products are sold through approximately 12,000 retail doors in North America, through our own e-commerce sites, and in 31 other countries through distributors.

#### Human Capital

As of December 31, 2023, we had 2,318 full-time employees, of whom 1,406 were employed in our distribution centers and manufacturing facility in Tooele, Utah, and 212 were located outside the United States. None of our U.S. employees is represented by a labor union.

### Item 7. Management's Discussion and Analysis

| (in thousands) | 2023 | 2022 | % change |
| --- | --- | --- | --- |
| Net sales | $1,042,718 | $1,083,571 | (3.8)% |
| Cost of sales | 640,112 | 678,844 | (5.7)% |
| Gross profit | 402,606 | 404,727 | (0.5)% |
| Gross margin | 38.6% | 37.4% | |
| Selling, general and administrative | 329,455 | 318,016 | 3.6% |
| Operating income | 73,151 | 86,711 | (15.6)% |

Net sales decreased $40.9 million, or 3.8%, primarily due to lower cooler volumes in the wholesale channel, partially offset by growth in drinkware and a 9.4% increase in direct-to-consumer sales."""),
        (memory("add", dict={"fy2023_net_sales": "$1,042,718K ($1.043B), -3.8% YoY", "employees": "2,318 full-time as of 12/31/2023"}),
         added("fy2023_net_sales", "employees")),
        (search("Corvane Outdoor Brands fiscal 2023 results press release employees net sales"), sr(
            (pr, "Corvane Outdoor Brands Reports Fourth Quarter and Fiscal 2023 Results", "Fiscal 2023 net sales of $1.04 billion, down 3.8%; adjusted EBITDA of $118.6 million ...", "Feb 22, 2024"),
            ("https://www.outdoorretailer.com/business/corvane-q4-2023-cooler-slump/", "Corvane's cooler slump offsets drinkware gains in Q4", "The Utah company's DTC business grew 9% for the year ...", "Feb 23, 2024"),
            ("https://www.sltrib.com/news/business/2024/02/22/lehi-based-corvane/", "Lehi-based Corvane trims outlook, keeps Tooele plant running", "The company employs about 2,300 people, roughly 1,400 of them in Tooele ...", "Feb 22, 2024"),
        )),
        (extract(pr, "full-year figures"), """# Corvane Outdoor Brands Reports Fourth Quarter and Fiscal 2023 Results

*LEHI, Utah, Feb. 22, 2024 (BUSINESS WIRE)* -- Corvane Outdoor Brands, Inc. (NYSE: CVOB) today announced financial results for the fourth quarter and fiscal year ended December 31, 2023.

**Fiscal 2023 Highlights**

- Net sales of $1.04 billion, down 3.8% compared with fiscal 2022
- Gross margin of 38.6%, up 120 basis points
- Direct-to-consumer net sales up 9.4%
- Operating income of $73.2 million; adjusted EBITDA of $118.6 million
- Diluted EPS of $1.21; adjusted diluted EPS of $1.47

**Fourth Quarter 2023**

- Net sales of $291.3 million compared with $305.8 million in the fourth quarter of 2022
- Gross margin of 39.9%

**2024 Outlook**

The company expects fiscal 2024 net sales of $1.03 billion to $1.07 billion and adjusted EBITDA of $115 million to $125 million.

> "We protected margins in a tough year for coolers and kept investing in drinkware and our DTC channel," said CEO Hollis Brandvold.

The company will file its Annual Report on Form 10-K with the SEC on or about March 1, 2024."""),
        (extract(idx, "filing header: accession number, filing date, period"), """# Filing Detail

**Form 10-K** - Annual report [Section 13 and 15(d), not S-K Item 405]

SEC Accession No. 0001593027-24-000041

| | |
| --- | --- |
| Filing Date | 2024-03-01 |
| Accepted | 2024-03-01 16:12:48 |
| Documents | 118 |
| Period of Report | 2023-12-31 |

## Document Format Files

| Seq | Description | Document | Type | Size |
| --- | --- | --- | --- | --- |
| 1 | 10-K | cvob-20231231.htm | 10-K | 2,946,114 |
| 2 | SUBSIDIARIES OF THE REGISTRANT | cvob-20231231xexx21.htm | EX-21 | 6,203 |
| 3 | CONSENT OF DELOITTE & TOUCHE LLP | cvob-20231231xexx23.htm | EX-23 | 3,118 |
| 4 | CERTIFICATION OF CEO PURSUANT TO SECTION 302 | cvob-20231231xexx311.htm | EX-31.1 | 11,402 |
| 5 | CERTIFICATION OF CFO PURSUANT TO SECTION 302 | cvob-20231231xexx312.htm | EX-31.2 | 11,377 |
| 6 | CERTIFICATION PURSUANT TO SECTION 906 | cvob-20231231xexx32.htm | EX-32 | 5,990 |
| | Complete submission text file | 0001593027-24-000014.txt | | 14,208,551 |

## Filer Information

**CORVANE OUTDOOR BRANDS, INC.** (Filer) CIK: 0001593027
IRS No.: 463390187 · State of Incorp.: DE · Fiscal Year End: 1231
Type: 10-K · Act: 34 · File No.: 001-36514 · Film No.: 24706718
SIC: 3949 Sporting & Athletic Goods, NEC"""),
        (memory("retrieve_all"), got({
            "cvob_cik": "0001593027",
            "latest_10k_accession": "0001593027-24-000014 (filed 2024-03-01, FY2023)",
            "fy2023_net_sales": "$1,042,718K ($1.043B), -3.8% YoY",
            "employees": "2,318 full-time as of 12/31/2023",
        })),
    ]
    turns = [turns[i] for i in (0, 1, 2, 3, 7, 4, 5, 6, 8)]  # the order in which the agent made these calls
    return dict(tid="h12-search-20", system=SEARCH_SYSTEM, turns=turns, state=task_state(q), bad=True, turn=5, kind="filing index header accession number differs from the accession listed for the same 10-K (and in its URL)")


def t21() -> dict[str, Any]:
    # Bad: James Beard Awards regional chef finalists (JBF finalists page, Eater, local paper, semifinalist list). Turn 8 re-extracts the same finalists page and the Denver finalist's restaurant reads "Olivo" where turn 2 (and turns 4 and 7) had "Olmo".
    q = "Who are the 2025 James Beard Award finalists for Best Chef: Mountain, and what are their restaurants and cities? When is the ceremony?"
    fin = "https://www.jamesbeard.org/blog/the-2025-james-beard-award-finalists"
    eater = "https://www.eater.com/2025/4/2/24398112/james-beard-awards-2025-finalists-list"
    local = "https://www.bozemandailychronicle.com/news/business/sagebrush-table-whitehorse-james-beard-finalist/article_0b6d7e52-0fd9-11f0-8a3e-4f1d2c9b6a77.html"
    semi = "https://www.jamesbeard.org/blog/the-2025-james-beard-award-restaurant-and-chef-semifinalists"

    def fin_page() -> str:
        return """# The 2025 James Beard Award Finalists

*James Beard Foundation · April 2, 2025*

The James Beard Foundation today announced the finalists for the 2025 Restaurant and Chef Awards. Winners will be celebrated at the James Beard Restaurant and Chef Awards ceremony on **Monday, June 16, 2025**, at the Lyric Opera of Chicago.

Finalists were selected from the semifinalist list announced January 22 by a panel of more than 250 judges.

## Outstanding Restaurateur
...

## Best Chef: Great Lakes (Illinois, Indiana, Michigan, Ohio)
...

## Best Chef: Midwest (Iowa, Kansas, Minnesota, Missouri, Nebraska, North Dakota, South Dakota, Wisconsin)
...

## Best Chef: Mountain (Colorado, Idaho, Montana, Utah, Wyoming)
- Ana Lucía Ferraro, **Brasa Alta**, Boise, ID
- Dev Raman, **Tamarind & Pine**, Salt Lake City, UT
- Colleen Whitehorse, **Sagebrush Table**, Bozeman, MT
- Marco Bettencourt, **{denver}**, Denver, CO
- Hana Kwok, **Kiln House**, Jackson, WY

## Best Chef: Northwest and Pacific (Alaska, Hawai'i, Oregon, Pacific Islands, Washington)
...

## Best Chef: Southwest (Arizona, New Mexico, Nevada, Oklahoma)
..."""

    turns = [
        (search("James Beard Awards 2025 finalists Best Chef Mountain"), sr(
            (fin, "The 2025 James Beard Award Finalists | James Beard Foundation", "Best Chef: Mountain — Ana Lucía Ferraro, Brasa Alta, Boise; Dev Raman, Tamarind & Pine, Salt Lake City; Colleen Whitehorse, Sagebrush Table, Bozeman ...", "Apr 2, 2025"),
            (eater, "2025 James Beard Awards Finalists: The Full List - Eater", "Here are the finalists for the 2025 James Beard Restaurant and Chef Awards, to be handed out June 16 in Chicago ...", "Apr 2, 2025"),
            (local, "Bozeman's Sagebrush Table chef named James Beard finalist", "Colleen Whitehorse, who opened Sagebrush Table in 2019, is one of five finalists for Best Chef: Mountain ...", "Apr 2, 2025"),
            ("https://www.denverpost.com/2025/04/02/james-beard-finalists-2025-colorado/", "Denver's Olmo lands a James Beard finalist nod", "Marco Bettencourt of Olmo is Colorado's only finalist in the Best Chef: Mountain category ...", "Apr 2, 2025"),
            (semi, "The 2025 James Beard Award Restaurant and Chef Semifinalists", "See the full list of semifinalists announced January 22, 2025 ...", "Jan 22, 2025"),
        )),
        (extract(fin, "Best Chef: Mountain finalists and ceremony date"), fin_page().replace("{denver}", "Olmo")),
        (memory("add", dict={"mountain_finalists": "Ana Lucía Ferraro (Brasa Alta, Boise ID); Dev Raman (Tamarind & Pine, Salt Lake City UT); Colleen Whitehorse (Sagebrush Table, Bozeman MT); Marco Bettencourt (Olmo, Denver CO); Hana Kwok (Kiln House, Jackson WY)", "ceremony": "Mon June 16, 2025, Lyric Opera of Chicago"}),
         added("mountain_finalists", "ceremony")),
        (extract(eater, "Best Chef: Mountain section"), """# 2025 James Beard Awards Finalists: The Full List

*By Mara Ellison · Apr 2, 2025, 10:30am EDT*

The James Beard Foundation announced the finalists for its 2025 Restaurant and Chef Awards this morning. The winners will be named at a ceremony at the Lyric Opera of Chicago on June 16.

As in recent years, the list reflects the foundation's revamped ethics policy, which includes an independent review of every finalist.

...

**Best Chef: Mountain**
- Ana Lucía Ferraro, Brasa Alta, Boise, Idaho
- Dev Raman, Tamarind & Pine, Salt Lake City, Utah
- Colleen Whitehorse, Sagebrush Table, Bozeman, Montana
- Marco Bettencourt, Olmo, Denver, Colorado
- Hana Kwok, Kiln House, Jackson, Wyoming

**Best Chef: Northwest and Pacific**
...

*Eater is owned by Vox Media. Eater's editors are not involved in James Beard Awards judging.*"""),
        (search("Sagebrush Table Bozeman Colleen Whitehorse James Beard"), sr(
            (local, "Bozeman's Sagebrush Table chef named James Beard finalist", "Colleen Whitehorse, who opened Sagebrush Table in 2019, is one of five finalists for Best Chef: Mountain ...", "Apr 2, 2025"),
            ("https://www.sagebrushtable.com/about", "About | Sagebrush Table", "Chef Colleen Whitehorse (Apsáalooke) cooks with bison, foraged greens and heirloom corn from Montana growers ...", "N/A"),
            ("https://www.montanafreepress.org/2024/07/11/indigenous-chefs-montana/", "The Indigenous chefs reshaping Montana dining", "At Sagebrush Table in Bozeman, Colleen Whitehorse's tasting menu changes every two weeks ...", "Jul 11, 2024"),
        )),
        (extract(local, "background on the chef and nomination"), """# Bozeman's Sagebrush Table chef named James Beard finalist

*Bozeman Daily Chronicle · April 2, 2025 · by Nate Kessler*

Colleen Whitehorse, chef and owner of Sagebrush Table on East Main Street, is one of five finalists for the James Beard Foundation's Best Chef: Mountain award, the foundation announced Wednesday.

It is the second straight year Whitehorse has been recognized; she was a semifinalist in 2024.

Whitehorse, a member of the Apsáalooke (Crow) Nation, opened Sagebrush Table in 2019 in a former hardware store. The 38-seat restaurant serves a tasting menu built around bison, elk, foraged greens and heirloom corn.

"I found out from my sous chef, who saw it on Instagram before I did," Whitehorse said.

The other finalists in the five-state region are Ana Lucía Ferraro of Brasa Alta in Boise, Dev Raman of Tamarind & Pine in Salt Lake City, Marco Bettencourt of Olmo in Denver and Hana Kwok of Kiln House in Jackson, Wyoming.

Winners will be announced June 16 in Chicago."""),
        (extract(semi, "Best Chef: Mountain semifinalists"), """# The 2025 James Beard Award Restaurant and Chef Semifinalists

*James Beard Foundation · January 22, 2025*

Finalists will be announced on Wednesday, April 2, 2025.

## Best Chef: Mountain (Colorado, Idaho, Montana, Utah, Wyoming)

- Ana Lucía Ferraro, Brasa Alta, Boise, ID
- Tyler Bransford, Ember & Rye, Missoula, MT
- Marco Bettencourt, Olmo, Denver, CO
- Ruth Castellanos, Masa Madre, Pueblo, CO
- Jun Fukuda, Kōji, Park City, UT
- Hana Kwok, Kiln House, Jackson, WY
- Samir Haddad, Zaatar Room, Fort Collins, CO
- Dev Raman, Tamarind & Pine, Salt Lake City, UT
- Elena Marchetti, Forno Rosso, Ketchum, ID
- Caleb Youngblood, High Line Smokehouse, Cheyenne, WY
- Colleen Whitehorse, Sagebrush Table, Bozeman, MT
- Priya Venkataraman, Chai & Chile, Boulder, CO
- Owen Larkspur, Larkspur Supper Club, Aspen, CO
- Maribel Ochoa, Cocina Ochoa, Ogden, UT
- Greta Lindqvist, Fjell, Whitefish, MT
- Danny Cho, Little Seoul Kitchen, Aurora, CO
- Isaac Redhorse, Frybread & Feast, Billings, MT
- Lauren Whitlock, Alpine Tavern, Crested Butte, CO
- Kenji Sato, Tsuru, Salt Lake City, UT
- Alma Reyes, Reyes Cocina, Idaho Falls, ID"""),
        (extract(fin, "double-check the Mountain list and the ceremony venue"), fin_page().replace("{denver}", "Olivo")),
        (memory("retrieve_all"), got({
            "mountain_finalists": "Ana Lucía Ferraro (Brasa Alta, Boise ID); Dev Raman (Tamarind & Pine, Salt Lake City UT); Colleen Whitehorse (Sagebrush Table, Bozeman MT); Marco Bettencourt (Olmo, Denver CO); Hana Kwok (Kiln House, Jackson WY)",
            "ceremony": "Mon June 16, 2025, Lyric Opera of Chicago",
        })),
    ]
    return dict(tid="h12-search-21", system=SEARCH_SYSTEM, turns=turns, state=task_state(q), bad=True, turn=8, kind="finalists list on the same page re-extracted: one finalist's restaurant name changed (Olmo -> Olivo)")


def t22() -> dict[str, Any]:
    # Clean: FIDE rating research (FIDE profile, rating history, April 2024 calculation page, Chess-Results tournament table, federation top list); the rating used in the tournament differs from the current list rating, a similarly named player with a different FIDE ID, memory updated.
    q = "What is WIM Ilina Vassileva's (Bulgaria) current FIDE standard rating, what is her peak, and how much did she gain on the April 2024 list and from which tournament?"
    prof = "https://ratings.fide.com/profile/2914532"
    prof2 = "https://ratings.fide.com/profile/2935890"
    chart = "https://ratings.fide.com/profile/2914532/chart"
    calc = "https://ratings.fide.com/calculations.phtml?id_number=2914532&period=2024-04-01&rating=0"
    cr = "https://chess-results.com/tnr881204.aspx?lan=1&art=1"
    top = "https://ratings.fide.com/topfed.phtml?tops=1&ina=1&country=BUL"
    turns = [
        (search("Ilina Vassileva FIDE rating WIM Bulgaria"), sr(
            (prof, "Vassileva, Ilina FIDE Profile", "FIDE ID 2914532 · Federation Bulgaria · B-Year 2001 · WIM · std 2431 · rapid 2388 · blitz 2402 ...", "N/A"),
            (prof2, "Vassileva-Petrova, Ilina FIDE Profile", "FIDE ID 2935890 · Federation Bulgaria · B-Year 2008 · std 1876 ...", "N/A"),
            (cr, "Balkan Women's Open 2024 – Chess-Results Server", "Final Ranking after 9 Rounds · 1 WGM Koleva Nadezhda 7 · 2 WGM Georgieva Radostina 6.5 · 3 WIM Vassileva Ilina 6.5 ...", "Mar 24, 2024"),
            ("https://www.bgchess.bg/news/balkanski-damski-open-2024-plovdiv", "Балкански дамски опен 2024 – Пловдив", "Надежда Колева спечели турнира с 7 точки, Радостина Георгиева и Илина Василева са с по 6,5 ...", "Mar 24, 2024"),
            ("https://2700chess.com/women/ilina-vassileva", "Ilina Vassileva – Live Women's Rating", "Live rating 2431.0 · Bulgaria #3 · Peak 2447 (Sep 2023) ...", "N/A"),
        )),
        (extract(prof, "current ratings and title"), """# Vassileva, Ilina

| | |
| --- | --- |
| FIDE ID | 2914532 |
| Federation | Bulgaria |
| B-Year | 2001 |
| Sex | Female |
| FIDE title | Woman International Master |

| std | rapid | blitz |
| --- | --- | --- |
| **2431** | 2388 | 2402 |

**World Rank (All Players):** Active 4,382 · **World Rank (Women):** Active 139 · **National Rank (Women):** Active 3 · **Continental Rank (Women):** Active 98

Latest rating list: 01 Apr 2024

Tabs: Rating history · Chart · Calculations · Games · Stats"""),
        (memory("add", dict={"fide_id": "2914532", "std_apr2024": "2431"}),
         added("fide_id", "std_apr2024")),
        (extract(chart, "standard rating by period; find the peak"), """# Vassileva, Ilina — Rating progress

| Period | RTNG | GMS | RPD | GMS | BLZ | GMS |
| --- | --- | --- | --- | --- | --- | --- |
| 2024-Apr | 2431 | 9 | 2388 | 0 | 2402 | 0 |
| 2024-Mar | 2418 | 0 | 2388 | 11 | 2402 | 0 |
| 2024-Feb | 2418 | 7 | 2371 | 0 | 2402 | 0 |
| 2024-Jan | 2407 | 0 | 2371 | 0 | 2402 | 18 |
| 2023-Dec | 2407 | 9 | 2371 | 0 | 2385 | 0 |
| 2023-Nov | 2425 | 7 | 2371 | 0 | 2385 | 0 |
| 2023-Oct | 2439 | 9 | 2371 | 9 | 2385 | 0 |
| 2023-Sep | 2447 | 9 | 2359 | 0 | 2385 | 0 |
| 2023-Aug | 2426 | 0 | 2359 | 0 | 2385 | 0 |
| 2023-Jul | 2426 | 11 | 2359 | 0 | 2385 | 0 |
| 2023-Jun | 2409 | 0 | 2359 | 0 | 2385 | 0 |

Showing 11 of 96 periods · Show all"""),
        (extract(calc, "April 2024 standard calculation: tournament, games, change"), """# Vassileva, Ilina — Individual Calculations

**Rating period:** 2024-04-01 · **Standard** · Ro 2418 · K 10

### Balkan Women's Open 2024 · Plovdiv (BUL) · 2024-03-16 — 2024-03-24

| Rd | Opponent | Title | Rtg | Fed | Res | Chg | K | K*Chg |
| --- | --- | --- | --- | --- | --- | --- | --- | --- |
| 1 | Dimitrova, Teodora | WFM | 2186 | BUL | 1.00 | 0.21 | 10 | 2.08 |
| 2 | Popescu, Ioana | WIM | 2352 | ROU | 1.00 | 0.41 | 10 | 4.06 |
| 3 | Nikolaidou, Eleni | WFM | 2297 | GRE | 0.50 | -0.17 | 10 | -1.67 |
| 4 | Koleva, Nadezhda | WGM | 2465 | BUL | 0.50 | 0.07 | 10 | 0.67 |
| 5 | Stojanović, Milica | WIM | 2391 | SRB | 1.00 | 0.46 | 10 | 4.61 |
| 6 | Georgieva, Radostina | WGM | 2440 | BUL | 0.00 | -0.47 | 10 | -4.68 |
| 7 | Demir, Zeynep | WIM | 2318 | TUR | 1.00 | 0.36 | 10 | 3.60 |
| 8 | Marinković, Jelena | WGM | 2402 | SRB | 1.00 | 0.48 | 10 | 4.77 |
| 9 | Hristova, Kalina | WIM | 2375 | BUL | 0.50 | -0.06 | 10 | -0.62 |

Games: 9 · Points: 6.5 · Ra: 2358 · Chg: **+12.82**

New rating (Rn = Ro + Chg): 2430.82 → **2431**"""),
        (memory("add", dict={"apr2024_change": "+12.82 (2418 -> 2431), Balkan Women's Open 2024, Plovdiv, 6.5/9", "peak_std": "2447 (Sep 2023 list)"}),
         added("apr2024_change", "peak_std")),
        (extract(cr, "final ranking with ratings used in the tournament"), """# Balkan Women's Open 2024

**Organizer:** Bulgarian Chess Federation / ChessClub Trakia Plovdiv · **Chief Arbiter:** IA Petar Mladenov
**Location:** Plovdiv, Hotel Trimontium · **Date:** 2024/03/16 to 2024/03/24 · **Rating calculation:** Rating national, Rating international
Last update 24.03.2024 19:42:15

## Final Ranking after 9 Rounds

| Rk. | SNo | | Name | FED | Rtg | Pts. | TB1 | TB2 | TB3 |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
| 1 | 1 | WGM | Koleva Nadezhda | BUL | 2465 | 7 | 0 | 52.5 | 56.5 |
| 2 | 2 | WGM | Georgieva Radostina | BUL | 2440 | 6.5 | 1 | 50 | 54.5 |
| 3 | 4 | WIM | Vassileva Ilina | BUL | 2418 | 6.5 | 0 | 53 | 57 |
| 4 | 3 | WGM | Marinković Jelena | SRB | 2402 | 6 | 0 | 51.5 | 56 |
| 5 | 6 | WIM | Stojanović Milica | SRB | 2391 | 6 | 0 | 49 | 53 |
| 6 | 7 | WIM | Hristova Kalina | BUL | 2375 | 5.5 | 0 | 50.5 | 55 |
| 7 | 9 | WIM | Popescu Ioana | ROU | 2352 | 5.5 | 0 | 47 | 51.5 |
| … | | | | | | | | | |
| 38 | 47 | | Vassileva-Petrova Ilina | BUL | 1876 | 4 | 0 | 33.5 | 36 |
| … | | | | | | | | | |
| 64 | 58 | | Angelova Petya | BUL | 1702 | 2 | 0 | 30 | 32.5 |

Tie Break1: Direct Encounter · Tie Break2: Buchholz Tie-Breaks (Cut1) · Tie Break3: Buchholz Tie-Breaks"""),
        (extract(top, "top Bulgarian women on the current list"), """# Top 100 Women — Bulgaria

**Rating list:** April 2024 · Standard · Active players

| # | Name | Title | Fed | Rating | B-Year |
| --- | --- | --- | --- | --- | --- |
| 1 | Koleva, Nadezhda | WGM | BUL | 2462 | 1994 |
| 2 | Georgieva, Radostina | WGM | BUL | 2437 | 1990 |
| 3 | Vassileva, Ilina | WIM | BUL | 2431 | 2001 |
| 4 | Hristova, Kalina | WIM | BUL | 2379 | 1998 |
| 5 | Dimitrova, Teodora | WFM | BUL | 2192 | 2005 |
| 6 | Angelova, Mira | WFM | BUL | 2168 | 1987 |

Showing 6 of 100 · Next ›"""),
        (memory("update", dict={"std_apr2024": "2431 (#3 among active Bulgarian women, April 2024 list)"}),
         updated("std_apr2024")),
        (memory("retrieve_all"), got({
            "fide_id": "2914532",
            "std_apr2024": "2431 (#3 among active Bulgarian women, April 2024 list)",
            "apr2024_change": "+12.82 (2418 -> 2431), Balkan Women's Open 2024, Plovdiv, 6.5/9",
            "peak_std": "2447 (Sep 2023 list)",
        })),
    ]
    return dict(tid="h12-search-22", system=SEARCH_SYSTEM, turns=turns, state=task_state(q), bad=False, turn=None, kind="clean")


TRAJECTORIES = (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
                t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22)


def main() -> None:
    rs = RowSet(HERE)
    for make in TRAJECTORIES:
        kw = make()
        rs.add(task="search", **kw)
    rs.write()


if __name__ == "__main__":
    main()
