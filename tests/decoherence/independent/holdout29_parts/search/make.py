# ruff: noqa: E501
"""Holdout29, domain search: 22 deep-research trajectories (web_search, web_extractor, dict_memory).

Eleven carry exactly one world-model contradiction (labelled with its 1-based turn); eleven are clean but
full of legitimate changes (live prices and clocks, pages re-stamped after an update, sources that disagree,
rounding and unit differences, paginated or re-sorted listings, memory the agent itself changed).
Running this module writes ``search_test.jsonl`` and ``labels.json`` next to it. Deterministic.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import SEARCH_SYSTEM, RowSet, extract, memory, results, search

TASK = "search"
Turns = list[tuple[str, str]]


def R(*items: tuple[str, str, str, str]) -> str:
    """A web_search observation: the numbered result list in a code fence."""
    return "```\n" + results(*items) + "\n```"


def added(*keys: str) -> str:
    return f"Successfully added items of {list(keys)} to memory."


def updated(*keys: str) -> str:
    return f"Successfully updated items of {list(keys)} in memory."


def removed(*keys: str) -> str:
    return f"Successfully removed items of {list(keys)} from memory."


def got(d: dict[str, Any]) -> str:
    return "Retrieved items:\n" + json.dumps(d, indent=2, ensure_ascii=False)


def ev(url: str, goal: str, evidence: str, summary: str) -> str:
    """The extractor's Evidence/Summary shape."""
    return (f"The useful information in {url} for user goal {goal} as follows: \n\n"
            f"Evidence in page: \n{evidence.strip()}\n\nSummary: \n{summary.strip()}\n")


def sha(name: str) -> str:
    return hashlib.sha256(("h29-search:" + name).encode()).hexdigest()


# ---------------------------------------------------------------------------------------------------------
# 01 clean: live share prices (mainstream finance pages)
def t01(rs: RowSet) -> None:
    state = ("Research question: What is NVIDIA's market capitalization right now, and is it larger than Microsoft's? "
             "Report the figures with the time they were read.\nSession date: 2024-06-18 (Tuesday), during US market hours (ET).")

    def nvda(price: str, chg: str, pct: str, clock: str, rng: str, yr: str, cap: str, pe: str, vol: str, ago: tuple[str, str, str]) -> str:
        return f"""# NVIDIA Corp
NASDAQ: NVDA · Add to watchlist

**${price}**  +{chg} ({pct}%) ↑ today
{clock} GMT-4 · USD · NASDAQ · Disclaimer

[1D] [5D] [1M] [6M] [YTD] [1Y] [5Y] [MAX]

| | |
|---|---|
| Previous close | $130.98 |
| Day range | {rng} |
| Year range | {yr} |
| Market cap | {cap} |
| Avg Volume | 412.37M |
| Volume (today) | {vol} |
| P/E ratio | {pe} |
| Dividend yield | 0.03% |
| Primary exchange | NASDAQ |

## About
NVIDIA Corporation is an American multinational technology company headquartered in Santa Clara, California. It designs graphics processing units for the gaming and professional markets, as well as system on a chip units for the mobile computing and automotive market. [Wikipedia]

| | |
|---|---|
| CEO | Jensen Huang |
| Founded | Apr 1993 |
| Headquarters | Santa Clara, California, United States |
| Website | nvidia.com |
| Employees | 29,600 |

## Financials (Quarterly, Apr 2024)
| (USD) | Apr 2024 | Y/Y change |
|---|---|---|
| Revenue | 26.04B | 262.12% |
| Operating expense | 3.50B | 38.88% |
| Net income | 14.88B | 628.12% |
| Net profit margin | 57.14 | 101.20% |
| Earnings per share | 0.61 | 461.47% |
| EBITDA | 17.14B | 395.06% |

## In the news
- Reuters · {ago[0]} — Nvidia edges past Microsoft as world's most valuable company
- CNBC · {ago[1]} — Nvidia shares climb as AI rally extends after 10-for-1 split
- Barron's · {ago[2]} — Nvidia stock is on the verge of a new record. Here's what to watch.
"""
    msft = """# Microsoft Corp
NASDAQ: MSFT · Add to watchlist

**$446.10**  -2.27 (0.51%) ↓ today
Jun 18, 11:48:40 AM GMT-4 · USD · NASDAQ · Disclaimer

| | |
|---|---|
| Previous close | $448.37 |
| Day range | $443.14 - $450.04 |
| Year range | $309.45 - $450.94 |
| Market cap | 3.31T USD |
| Avg Volume | 18.09M |
| Volume (today) | 6.92M |
| P/E ratio | 38.62 |
| Dividend yield | 0.67% |
| Primary exchange | NASDAQ |

## About
Microsoft Corporation is an American multinational corporation and technology company headquartered in Redmond, Washington. [Wikipedia]

| | |
|---|---|
| CEO | Satya Nadella |
| Founded | Apr 4, 1975 |
| Headquarters | Redmond, Washington, United States |
| Employees | 221,000 |

## Financials (Quarterly, Mar 2024)
| (USD) | Mar 2024 | Y/Y change |
|---|---|---|
| Revenue | 61.86B | 17.03% |
| Net income | 21.94B | 19.95% |
| Earnings per share | 2.94 | 19.51% |
"""
    mem: dict[str, Any] = {}
    t: Turns = []
    t.append((search("NVIDIA market cap today", "NVDA stock price"), R(
        ("https://www.google.com/finance/quote/NVDA:NASDAQ", "NVIDIA Corp (NVDA) Stock Price & News - Google Finance",
         "NVIDIA Corp. 134.87 USD +3.89 (2.97%) · Jun 18, 11:36:02 AM GMT-4 · NASDAQ · Market cap 3.32T USD", "6 minutes ago"),
        ("https://companiesmarketcap.com/nvidia/marketcap/", "NVIDIA (NVDA) - Market capitalization",
         "As of June 2024 NVIDIA has a market cap of $3.318 Trillion USD. This makes NVIDIA the world's 2nd most valuable company by market cap according to our data.", "1 hour ago"),
        ("https://www.reuters.com/technology/nvidia-becomes-worlds-most-valuable-company-2024-06-18/", "Nvidia becomes world's most valuable company, edging past Microsoft",
         "Nvidia shares rose 3.1% to $135.03 on Tuesday, giving the chip designer a market value of about $3.32 trillion and lifting it past Microsoft ...", "38 minutes ago"),
        ("https://www.cnbc.com/quotes/NVDA", "NVDA: NVIDIA Corp - Stock Price, Quote and News - CNBC",
         "Last | 11:39 AM EDT · 135.02 USD · +4.04 (+3.08%) · Volume 118,402,557 · 52 week range 40.55 - 135.29", "3 minutes ago"),
        ("https://finance.yahoo.com/quote/NVDA/", "NVIDIA Corporation (NVDA) Stock Price, News, Quote & History",
         "135.10 +4.12 (+3.15%) As of 11:40 AM EDT. Market Open. Market Cap (intraday) 3.323T · PE Ratio (TTM) 79.28", "2 minutes ago"))))
    t.append((extract("https://www.google.com/finance/quote/NVDA:NASDAQ", "current NVDA price, time of quote and market capitalization"),
              nvda("135.21", "4.23", "3.23", "Jun 18, 11:42:07 AM", "$130.69 - $135.83", "$39.23 - $135.83", "3.33T USD", "79.35", "121.77M", ("38 minutes ago", "1 hour ago", "2 hours ago"))))
    mem.update({"nvda_price": "135.21 USD (Google Finance, 2024-06-18 11:42:07 ET)", "nvda_mcap": "3.33T USD (Google Finance, 11:42 ET)"})
    t.append((memory("add", dict=dict(mem)), added("nvda_price", "nvda_mcap")))
    t.append((extract("https://www.google.com/finance/quote/MSFT:NASDAQ", "current MSFT price, time of quote and market capitalization"), msft))
    mem.update({"msft_price": "446.10 USD (Google Finance, 11:48:40 ET)", "msft_mcap": "3.31T USD (Google Finance, 11:48 ET)"})
    t.append((memory("add", dict={"msft_price": mem["msft_price"], "msft_mcap": mem["msft_mcap"]}), added("msft_price", "msft_mcap")))
    t.append((extract("https://www.google.com/finance/quote/NVDA:NASDAQ", "re-read NVDA price and market cap now, to compare at nearly the same time as MSFT"),
              nvda("135.74", "4.76", "3.63", "Jun 18, 12:31:54 PM", "$130.69 - $136.33", "$39.23 - $136.33", "3.34T USD", "79.66", "163.40M", ("1 hour ago", "2 hours ago", "3 hours ago"))))
    mem.update({"nvda_price": "135.74 USD (Google Finance, 2024-06-18 12:31:54 ET)", "nvda_mcap": "3.34T USD (Google Finance, 12:31 ET)"})
    t.append((memory("update", dict={"nvda_price": mem["nvda_price"], "nvda_mcap": mem["nvda_mcap"]}), updated("nvda_price", "nvda_mcap")))
    t.append((search("Nvidia most valuable company Microsoft market value trillion"), R(
        ("https://www.reuters.com/technology/nvidia-becomes-worlds-most-valuable-company-2024-06-18/", "Nvidia becomes world's most valuable company, edging past Microsoft",
         "Nvidia shares were up 3.6% at $135.72 in afternoon trading, giving it a market value of $3.34 trillion, ahead of Microsoft at $3.31 trillion and Apple at $3.29 trillion.", "9 minutes ago"),
        ("https://www.bloomberg.com/news/articles/2024-06-18/nvidia-passes-microsoft-in-market-value", "Nvidia Passes Microsoft in Market Value to Become Largest Company",
         "Nvidia Corp. became the world's most valuable company, with its market capitalization reaching about $3.335 trillion ...", "31 minutes ago"),
        ("https://www.cnbc.com/2024/06/18/nvidia-passes-microsoft-in-market-cap-is-most-valuable-public-company.html", "Nvidia passes Microsoft in market cap, becomes most valuable public company",
         "Nvidia is now the most valuable public company in the world, with a market cap of $3.34 trillion, passing Microsoft's $3.32 trillion ...", "1 hour ago"),
        ("https://companiesmarketcap.com/", "Companies ranked by Market Cap - CompaniesMarketCap.com",
         "1 NVIDIA $3.339 T · 2 Microsoft $3.315 T · 3 Apple $3.285 T · 4 Alphabet $2.179 T ...", "4 minutes ago"))))
    t.append((memory("retrieve_all"), got(mem)))
    rs.add(task=TASK, tid="h29-search-01", system=SEARCH_SYSTEM, turns=t, state=state)


# ---------------------------------------------------------------------------------------------------------
# 02 bad: a stored memory value drifts (marathon world records, World Athletics)
def t02(rs: RowSet) -> None:
    state = ("Research question: List the current men's and women's marathon world records (time, athlete, race, date) "
             "as ratified by World Athletics, and note any record still pending ratification.\nSession date: 2024-05-06.")
    men_page = """# Marathon - Men - Senior - Outdoor
World Athletics · Records · By discipline · Road running

Select: [World Records] [Olympic Games Records] [World Championships Records] [World U20 Records] [World Leading]

## World Records

| Discipline | Perf | Competitor | DOB | Country | Venue | Date | Ratification |
|---|---|---|---|---|---|---|---|
| Marathon | 2:00:35 | Kelvin KIPTUM | 02 DEC 1999 | KEN | Chicago, IL (USA) | 08 OCT 2023 | Ratified 06 FEB 2024 |

### Progression (last five records)
| Perf | Competitor | Country | Venue | Date |
|---|---|---|---|---|
| 2:00:35 | Kelvin KIPTUM | KEN | Chicago, IL (USA) | 08 OCT 2023 |
| 2:01:09 | Eliud KIPCHOGE | KEN | Berlin (GER) | 25 SEP 2022 |
| 2:01:39 | Eliud KIPCHOGE | KEN | Berlin (GER) | 16 SEP 2018 |
| 2:02:57 | Dennis Kipruto KIMETTO | KEN | Berlin (GER) | 28 SEP 2014 |
| 2:03:23 | Wilson KIPSANG | KEN | Berlin (GER) | 29 SEP 2013 |

Notes: Road records are ratified only on courses measured by an A- or B-grade IAAF/AIMS measurer; the 2:00:35 mark was ratified by the World Athletics Council following course re-measurement and doping control. Kelvin Kiptum died in a road accident in Kenya on 11 February 2024.

Last updated: 29 APR 2024
"""
    women_page = """# Marathon - Women - Senior - Outdoor
World Athletics · Records · By discipline · Road running

## World Records

| Discipline | Perf | Competitor | DOB | Country | Venue | Date | Ratification |
|---|---|---|---|---|---|---|---|
| Marathon (mixed race) | 2:11:53 | Tigst ASSEFA | 03 DEC 1996 | ETH | Berlin (GER) | 24 SEP 2023 | Ratified 30 JAN 2024 |
| Marathon (women only) | 2:17:01 | Mary Jepkosgei KEITANY | 18 JAN 1982 | KEN | London (GBR) | 23 APR 2017 | Ratified |

### Pending ratification
| Discipline | Perf | Competitor | Country | Venue | Date | Status |
|---|---|---|---|---|---|---|
| Marathon (women only) | 2:16:16 | Peres JEPCHIRCHIR | KEN | London (GBR) | 21 APR 2024 | Submitted for ratification |

### Progression (mixed race, last four records)
| Perf | Competitor | Country | Venue | Date |
|---|---|---|---|---|
| 2:11:53 | Tigst ASSEFA | ETH | Berlin (GER) | 24 SEP 2023 |
| 2:14:04 | Brigid KOSGEI | KEN | Chicago, IL (USA) | 13 OCT 2019 |
| 2:15:25 | Paula RADCLIFFE | GBR | London (GBR) | 13 APR 2003 |
| 2:17:18 | Paula RADCLIFFE | GBR | Chicago, IL (USA) | 13 OCT 2002 |

Last updated: 29 APR 2024
"""
    news = ev("https://www.theguardian.com/sport/2024/apr/21/london-marathon-2024-peres-jepchirchir-womens-world-record",
              "details of the women-only marathon world record run in London 2024",
              """
- "Peres Jepchirchir broke the women-only marathon world record in London on Sunday, crossing the line in 2hr 16min 16sec, 45 seconds inside Mary Keitany's mark from 2017."
- "Tigst Assefa of Ethiopia was second in 2:16:23, also under the old record, with Joyciline Jepkosgei third in 2:17:12."
- "The race was a women-only elite field, with no male pacemakers, which is why the performance is recorded separately from Assefa's mixed-race world record of 2:11:53 set in Berlin last September."
- "The mark will need to be ratified by World Athletics." (Published Sun 21 Apr 2024 12.41 BST)
""",
              "Jepchirchir ran 2:16:16 in the women-only London Marathon on 21 April 2024, beating Keitany's 2:17:01 (2017); Assefa 2:16:23 second. It is separate from the mixed-race record (Assefa 2:11:53, Berlin 2023) and awaited ratification at the time of the article.")
    mem: dict[str, Any] = {}
    t: Turns = []
    t.append((search("marathon world record men ratified World Athletics", "Kiptum 2:00:35 ratified"), R(
        ("https://worldathletics.org/records/by-discipline/road-running/marathon/outdoor/men", "Marathon - men - senior - outdoor | World Athletics",
         "World Records · Marathon · 2:00:35 · Kelvin KIPTUM · KEN · Chicago, IL (USA) · 08 OCT 2023", "Apr 29, 2024"),
        ("https://worldathletics.org/news/press-releases/kiptum-chicago-marathon-world-record-ratified", "Kiptum's marathon world record ratified | PRESS-RELEASE | World Athletics",
         "Kelvin Kiptum's marathon world record of 2:00:35 set at the Chicago Marathon on 8 October has been ratified, World Athletics announced on Tuesday (6) ...", "Feb 6, 2024"),
        ("https://en.wikipedia.org/wiki/Marathon_world_record_progression", "Marathon world record progression - Wikipedia",
         "... the current men's record of 2:00:35 by Kelvin Kiptum of Kenya at the 2023 Chicago Marathon, and the women's 2:11:53 by Tigst Assefa at the 2023 Berlin Marathon.", "May 2, 2024"),
        ("https://www.runnersworld.com/news/a45458731/kelvin-kiptum-world-record-ratified/", "Kelvin Kiptum's Marathon World Record Is Officially Ratified",
         "Four months after he became the first man to break 2:01 in a record-eligible race, Kiptum's 2:00:35 is now official ...", "Feb 6, 2024"))))
    t.append((extract("https://worldathletics.org/records/by-discipline/road-running/marathon/outdoor/men", "men's marathon world record: time, athlete, venue, date, ratification"), men_page))
    mem["men_wr"] = "2:00:35 — Kelvin Kiptum (KEN), Chicago Marathon, 8 Oct 2023; ratified 6 Feb 2024 (World Athletics records page, updated 29 Apr 2024)"
    t.append((memory("add", dict={"men_wr": mem["men_wr"]}), added("men_wr")))
    t.append((search("women's marathon world record World Athletics mixed women-only 2024"), R(
        ("https://worldathletics.org/records/by-discipline/road-running/marathon/outdoor/women", "Marathon - women - senior - outdoor | World Athletics",
         "World Records · Marathon (mixed) 2:11:53 Tigst ASSEFA ETH Berlin 24 SEP 2023 · Marathon (women only) 2:17:01 Mary Jepkosgei KEITANY ...", "Apr 29, 2024"),
        ("https://www.theguardian.com/sport/2024/apr/21/london-marathon-2024-peres-jepchirchir-womens-world-record", "Peres Jepchirchir breaks women-only world record at London Marathon",
         "Peres Jepchirchir broke the women-only marathon world record in London on Sunday, crossing the line in 2hr 16min 16sec ...", "Apr 21, 2024"),
        ("https://www.bbc.com/sport/athletics/68862108", "London Marathon 2024: Peres Jepchirchir sets women-only world record",
         "Kenya's Olympic champion Peres Jepchirchir set a women-only world record of two hours 16 minutes 16 seconds ...", "Apr 21, 2024"),
        ("https://worldathletics.org/news/report/berlin-marathon-2023-tigst-assefa-world-record", "Assefa smashes world marathon record in Berlin | REPORT",
         "Tigst Assefa clocked 2:11:53 to take more than two minutes off the world record at the BMW Berlin Marathon ...", "Sep 24, 2023"))))
    t.append((extract("https://worldathletics.org/records/by-discipline/road-running/marathon/outdoor/women", "women's marathon world records (mixed and women-only) and any pending ratification"), women_page))
    mem["women_wr_mixed"] = "2:11:53 — Tigst Assefa (ETH), Berlin Marathon, 24 Sep 2023; ratified 30 Jan 2024"
    mem["women_wr_women_only"] = "2:17:01 — Mary Keitany (KEN), London, 23 Apr 2017 (ratified); pending: 2:16:16 Peres Jepchirchir, London, 21 Apr 2024"
    t.append((memory("add", dict={"women_wr_mixed": mem["women_wr_mixed"], "women_wr_women_only": mem["women_wr_women_only"]}),
              added("women_wr_mixed", "women_wr_women_only")))
    shown = dict(mem)
    shown["men_wr"] = mem["men_wr"].replace("2:00:35", "2:00:53")
    t.append((memory("retrieve_all"), got(shown)))
    t.append((extract("https://www.theguardian.com/sport/2024/apr/21/london-marathon-2024-peres-jepchirchir-womens-world-record", "details of the women-only marathon world record run in London 2024"), news))
    t.append((memory("update", dict={"women_wr_women_only": mem["women_wr_women_only"] + " (Guardian 21 Apr 2024: beat Keitany by 45 s; Assefa 2:16:23 2nd)"}),
              updated("women_wr_women_only")))
    rs.add(task=TASK, tid="h29-search-02", system=SEARCH_SYSTEM, turns=t, state=state, bad=True, turn=7,
           kind="men's record time stored in memory reads back with different digits (2:00:35 became 2:00:53) though it was never updated")


# ---------------------------------------------------------------------------------------------------------
# 03 bad: a line of the same 10-K drifts between two extractions (SEC EDGAR)
def t03(rs: RowSet) -> None:
    state = ("Research question: From Costco Wholesale's Form 10-K for fiscal 2023, report net sales, membership fee revenue, "
             "total revenue, net income and the number of warehouses in operation at fiscal year end.\nSession date: 2024-03-11.")
    url = "https://www.sec.gov/Archives/edgar/data/909832/000090983223000040/cost-20230903.htm"
    hl = ev(url, "Item 7 MD&A highlights for fiscal 2023: net sales, membership fees, net income",
            """
Costco Wholesale Corporation — Form 10-K for the fiscal year ended September 3, 2023 (53 weeks). Filed 2023-10-11. Accession No. 0000909832-23-000040.

Item 7 — Management's Discussion and Analysis of Financial Condition and Results of Operations
Highlights for 2023 versus 2022 (dollars in millions, except per share data):
- We operated 861 warehouses worldwide: 591 in the U.S. and Puerto Rico, 107 in Canada, 40 in Mexico, 33 in Japan, 29 in the U.K., 18 in Korea, 14 in Taiwan, 14 in Australia, five in Spain, five in China, two in France, and one each in Iceland, New Zealand and Sweden.
- Net sales increased 7% to $237,710, driven by an increase in comparable sales and sales at new warehouses opened in 2022 and 2023. The 53rd week in 2023 contributed approximately $4,300 of net sales.
- Membership fee revenue increased 8% to $4,580, driven by new member sign-ups at existing and new warehouses, upgrades to Executive Membership and the extra week.
- Gross margin percentage decreased 24 basis points, to 10.57% ... SG&A expenses as a percentage of net sales increased 20 basis points.
- Net income was $6,292, or $14.16 per diluted share, compared to $5,844, or $13.14 per diluted share, in 2022, an 8% increase.
- We had 71.0 million paid household members and 127.9 million cardholders at year end; the renewal rate was 92.7% in the U.S. and Canada and 90.4% worldwide.
- In April 2023, the Board approved an increase in the quarterly cash dividend from $0.90 to $1.02 per share.
""",
            "FY2023 (53 weeks ended 3 Sep 2023): net sales $237,710M (+7%), membership fees $4,580M (+8%), net income $6,292M ($14.16 diluted EPS). 861 warehouses at year end.")
    props = ev(url, "Item 2 Properties: warehouse count by country at fiscal year end",
               """
Item 2 — Properties. Warehouse Properties. At September 3, 2023, we operated 861 membership warehouses:

| | Own Land and Building | Lease Land and/or Building(1) | Total |
|---|---|---|---|
| United States and Puerto Rico | 505 | 86 | 591 |
| Canada | 88 | 19 | 107 |
| Other International | 99 | 64 | 163 |
| Total | 692 | 169 | 861 |

(1) 143 of the 169 leases are land-only leases, where Costco owns the building.

The following schedule shows warehouse openings, net of closings and relocations, for the past five fiscal years:
| Year | Openings | Ending warehouses |
|---|---|---|
| 2019 | 20 | 782 |
| 2020 | 13 | 795 |
| 2021 | 20 | 815 |
| 2022 | 23 | 838 |
| 2023 | 23 | 861 |

Our executive offices are in Issaquah, Washington; we operate 28 depots for the consolidation and distribution of most merchandise shipments to warehouses.
""",
               "861 warehouses at 3 Sep 2023 (591 U.S. & Puerto Rico, 107 Canada, 163 other international); 23 net openings in FY2023 after 838 at end of FY2022.")

    def income(fees: str) -> str:
        return ev(url, "Consolidated Statements of Income (three fiscal years)",
                  f"""
COSTCO WHOLESALE CORPORATION — CONSOLIDATED STATEMENTS OF INCOME (amounts in millions, except per share data)

| | 53 Weeks Ended September 3, 2023 | 52 Weeks Ended August 28, 2022 | 52 Weeks Ended August 29, 2021 |
|---|---|---|---|
| **REVENUE** | | | |
| Net sales | $ 237,710 | $ 222,730 | $ 192,052 |
| Membership fees | {fees} | 4,224 | 3,877 |
| Total revenue | 242,290 | 226,954 | 195,929 |
| **OPERATING EXPENSES** | | | |
| Merchandise costs | 212,586 | 199,382 | 170,684 |
| Selling, general and administrative | 21,590 | 19,779 | 18,537 |
| Operating income | 8,114 | 7,793 | 6,708 |
| **OTHER INCOME (EXPENSE)** | | | |
| Interest expense | (160) | (158) | (171) |
| Interest income and other, net | 533 | 205 | 143 |
| INCOME BEFORE INCOME TAXES | 8,487 | 7,840 | 6,680 |
| Provision for income taxes | 2,195 | 1,925 | 1,601 |
| NET INCOME INCLUDING NONCONTROLLING INTERESTS | 6,292 | 5,915 | 5,079 |
| Net income attributable to noncontrolling interests | — | (71) | (72) |
| NET INCOME ATTRIBUTABLE TO COSTCO | $ 6,292 | $ 5,844 | $ 5,007 |
| NET INCOME PER COMMON SHARE ATTRIBUTABLE TO COSTCO: | | | |
| Basic | $ 14.18 | $ 13.17 | $ 11.30 |
| Diluted | $ 14.16 | $ 13.14 | $ 11.27 |
| Shares used in calculation (000's): Basic | 443,854 | 443,651 | 443,089 |
| Shares used in calculation (000's): Diluted | 444,452 | 444,757 | 444,346 |

The accompanying notes are an integral part of these consolidated financial statements.
""",
                  f"FY2023: net sales $237,710M, membership fees ${fees}M, total revenue $242,290M, operating income $8,114M, net income attributable to Costco $6,292M; diluted EPS $14.16.")
    mem: dict[str, Any] = {}
    t: Turns = []
    t.append((search("Costco 10-K fiscal 2023 net sales membership fees net income", "Costco FY2023 annual report warehouses 861"), R(
        (url, "cost-20230903 - SEC.gov", "Costco Wholesale Corporation Form 10-K for the fiscal year ended September 3, 2023 ... Net sales increased 7% to $237,710 ...", "Oct 11, 2023"),
        ("https://investor.costco.com/financial-information/annual-reports", "Annual Reports | Costco Wholesale", "2023 Annual Report (PDF) · 2022 Annual Report · 2021 Annual Report ...", "Dec 2023"),
        ("https://www.sec.gov/cgi-bin/browse-edgar?action=getcompany&CIK=0000909832&type=10-K", "EDGAR Filing Documents for COSTCO WHOLESALE CORP /NEW",
         "10-K · Annual report · 2023-10-11 · Acc-no: 0000909832-23-000040 · 10-K 2022-10-05 ...", "—"),
        ("https://www.macrotrends.net/stocks/charts/COST/costco/revenue", "Costco Revenue 2010-2024 | COST", "Costco annual revenue for 2023 was $242.29B, a 6.76% increase from 2022 ...", "Mar 2024"))))
    t.append((extract(url, "Item 7 MD&A highlights for fiscal 2023: net sales, membership fees, net income"), hl))
    mem["costco_fy2023"] = "Net sales $237,710M; membership fees $4,580M; net income $6,292M ($14.16 diluted); 53-week year ended 2023-09-03 (10-K acc. 0000909832-23-000040)"
    t.append((memory("add", dict={"costco_fy2023": mem["costco_fy2023"]}), added("costco_fy2023")))
    t.append((extract(url, "Item 2 Properties: warehouse count by country at fiscal year end"), props))
    mem["costco_warehouses"] = "861 at 2023-09-03 (591 US&PR, 107 Canada, 163 other intl); 838 a year earlier"
    t.append((memory("add", dict={"costco_warehouses": mem["costco_warehouses"]}), added("costco_warehouses")))
    t.append((extract(url, "Consolidated Statements of Income (three fiscal years)"), income("4,850")))
    t.append((memory("retrieve_all"), got(mem)))
    t.append((search("Costco first quarter fiscal 2024 results membership fee income"), R(
        ("https://investor.costco.com/news/news-details/2023/Costco-Wholesale-Corporation-Reports-First-Quarter-Fiscal-Year-2024-Operating-Results/default.aspx",
         "Costco Wholesale Corporation Reports First Quarter Fiscal Year 2024 Operating Results", "Net sales for the quarter increased 6.1 percent, to $56.72 billion ... Membership fee income $1,082 million ...", "Dec 14, 2023"),
        ("https://www.cnbc.com/2023/12/14/costco-cost-earnings-q1-2024.html", "Costco beats earnings estimates, announces $15 special dividend",
         "Costco reported earnings of $3.58 per share on revenue of $57.80 billion for its fiscal first quarter ...", "Dec 14, 2023"),
        ("https://www.sec.gov/Archives/edgar/data/909832/000090983223000054/cost-20231126.htm", "cost-20231126 - SEC.gov",
         "Form 10-Q for the quarterly period ended November 26, 2023 ...", "Dec 20, 2023"))))
    rs.add(task=TASK, tid="h29-search-03", system=SEARCH_SYSTEM, turns=t, state=state, bad=True, turn=6,
           kind="membership fee revenue for FY2023 differs between two extractions of the same 10-K (4,580 vs 4,850) and no longer sums to total revenue")


# ---------------------------------------------------------------------------------------------------------
# 04 clean: live football scores and a table that moves during the session (BBC Sport, premierleague.com)
def t04(rs: RowSet) -> None:
    state = ("Research question: Who wins the 2023-24 Premier League title on the final day, with what points total, and what were "
             "the title-deciding results? Also give the season's top five scorers.\nSession date: 2024-05-19, from 16:05 to about 18:15 BST.")
    live = "https://www.bbc.com/sport/football/live/c3gg1g9zd1xt"

    def bbc(stamp: str, minute: str, city: str, ars: str, posts: str, table: str) -> str:
        return f"""# Premier League final day: Man City v West Ham, Arsenal v Everton - live
BBC Sport · Live · Last updated {stamp}

**Man City {city} West Ham** ({minute})
**Arsenal {ars} Everton** ({minute})

## Live Premier League table (top four)
| Pos | Team | P | GD | Pts |
|---|---|---|---|---|
{table}

## Latest posts
{posts}

Get involved: #bbcfootball · Text 81111
"""
    posts1 = """- **16:11** Arsenal have had 72% of the ball but Everton's block is holding. Saka drags one wide.
- **16:08** Kudus hits the side-netting at the Etihad - West Ham's first sight of goal.
- **16:02 GOAL - Man City 1-0 West Ham (Foden 2')** Phil Foden curls in from the edge of the box after Bernardo Silva's cut-back. As it stands City would finish four points clear of Arsenal.
- **16:00** We're under way at the Etihad and the Emirates."""
    table1 = """| 1 | Man City | 38 | +61 | 91 |
| 2 | Arsenal | 38 | +61 | 87 |
| 3 | Liverpool | 38 | +43 | 80 |
| 4 | Aston Villa | 38 | +20 | 69 |"""
    posts2 = """- **16:47 HT** Man City 2-1 West Ham, Arsenal 1-1 Everton. As it stands City are champions by four points.
- **16:43 GOAL - Arsenal 1-1 Everton (Tomiyasu 43')** Takehiro Tomiyasu drills in after Everton fail to clear a corner.
- **16:42 GOAL - Man City 2-1 West Ham (Kudus 42')** An overhead kick from Mohammed Kudus! Game on at the Etihad.
- **16:40 GOAL - Arsenal 0-1 Everton (Gueye 40')** Idrissa Gueye's free-kick deflects off Declan Rice and in.
- **16:18 GOAL - Man City 2-0 West Ham (Foden 18')** Foden again, a low finish after Doku's run.
- **16:02 GOAL - Man City 1-0 West Ham (Foden 2')**"""
    table2 = """| 1 | Man City | 38 | +61 | 91 |
| 2 | Arsenal | 38 | +61 | 87 |
| 3 | Liverpool | 38 | +45 | 82 |
| 4 | Aston Villa | 38 | +19 | 68 |"""
    posts3 = """- **17:53 FT** Man City 3-1 West Ham, Arsenal 2-1 Everton. **Manchester City are Premier League champions** for a record fourth season in a row, finishing on 91 points, two ahead of Arsenal.
- **17:48 GOAL - Arsenal 2-1 Everton (Havertz 89')** Kai Havertz flicks in, but it will not be enough.
- **17:52 FULL-TIME at Anfield** Liverpool 2-0 Wolves in Jurgen Klopp's final game.
- **17:17 GOAL - Man City 3-1 West Ham (Rodri 59')** Rodri drives low into the corner from 20 yards.
- **16:47 HT** Man City 2-1 West Ham, Arsenal 1-1 Everton."""
    table3 = """| 1 | Man City | 38 | +62 | 91 |
| 2 | Arsenal | 38 | +62 | 89 |
| 3 | Liverpool | 38 | +45 | 82 |
| 4 | Aston Villa | 38 | +15 | 68 |"""
    scorers = """# Premier League Player Stats - Goals - 2023/24
premierleague.com · Stats · Player Stats

Filter: Season **2023/24** · Club: All Clubs · Nationality: All · Position: All · Sorted by **Goals** (desc)

| Rank | Player | Club | Nationality | Stat |
|---|---|---|---|---|
| 1 | Erling Haaland | Manchester City | Norway | 27 |
| 2 | Cole Palmer | Chelsea | England | 22 |
| 3 | Alexander Isak | Newcastle United | Sweden | 21 |
| 4 | Ollie Watkins | Aston Villa | England | 19 |
| 4 | Dominic Solanke | AFC Bournemouth | England | 19 |
| 4 | Phil Foden | Manchester City | England | 19 |
| 7 | Mohamed Salah | Liverpool | Egypt | 18 |
| 8 | Heung-Min Son | Tottenham Hotspur | South Korea | 17 |
| 9 | Jarrod Bowen | West Ham United | England | 16 |
| 9 | Bukayo Saka | Arsenal | England | 16 |
| 9 | Jean-Philippe Mateta | Crystal Palace | France | 16 |
| 12 | Nicolas Jackson | Chelsea | Senegal | 14 |
| 12 | Chris Wood | Nottingham Forest | New Zealand | 14 |
| 14 | Hwang Hee-Chan | Wolverhampton Wanderers | South Korea | 12 |
| 14 | Leandro Trossard | Arsenal | Belgium | 12 |

Showing 1-15 of 398 · [Previous] [Next]

Note: players on the same number of goals share a rank; the display order within a tie follows minutes played. Stats last updated 18:02 BST, 19 May 2024.
"""
    mem: dict[str, Any] = {}
    t: Turns = []
    t.append((search("Premier League final day live Man City West Ham Arsenal Everton"), R(
        (live, "Premier League final day: Man City v West Ham, Arsenal v Everton - live - BBC Sport", "LIVE · Foden scores early at the Etihad · City go top of the live table ...", "4 minutes ago"),
        ("https://www.skysports.com/football/live-blog/11095/13131713/premier-league-final-day-live", "Premier League final day LIVE! Title race decided",
         "Man City need a win against West Ham to seal a fourth straight title; Arsenal must beat Everton and hope ...", "12 minutes ago"),
        ("https://www.premierleague.com/tables", "Premier League Table, Form Guide & Season Archives", "Before kick-off: 1 Man City 37 88 · 2 Arsenal 37 86 · 3 Liverpool 37 79 ...", "1 hour ago"),
        ("https://www.theguardian.com/football/live/2024/may/19/premier-league-final-day-live", "Premier League final day: Manchester City v West Ham, Arsenal v Everton - live",
         "Minute-by-minute report: City lead early through Foden ...", "2 minutes ago"))))
    t.append((extract(live, "current scores of both title games and the live table"), bbc("16:12", "12'", "1-0", "0-0", posts1, table1)))
    mem["pl_live"] = "16:12 BST: Man City 1-0 West Ham (Foden 2'), Arsenal 0-0 Everton; live table City 91, Arsenal 87"
    t.append((memory("add", dict={"pl_live": mem["pl_live"]}), added("pl_live")))
    t.append((extract(live, "scores at half-time and the live table now"), bbc("16:51", "HT", "2-1", "1-1", posts2, table2)))
    mem["pl_live"] = "16:51 BST (HT): Man City 2-1 West Ham (Foden 2', 18'; Kudus 42'), Arsenal 1-1 Everton (Gueye 40', Tomiyasu 43'); City 4 clear as it stands"
    t.append((memory("update", dict={"pl_live": mem["pl_live"]}), updated("pl_live")))
    t.append((extract(live, "final scores and final table"), bbc("17:58", "FT", "3-1", "2-1", posts3, table3)))
    mem["pl_final"] = "Man City champions, 91 pts (GD +62); Arsenal 89 (GD +62); Liverpool 82. FT: City 3-1 West Ham (Foden 2, Rodri), Arsenal 2-1 Everton (Tomiyasu, Havertz; Gueye for Everton)"
    t.append((memory("add", dict={"pl_final": mem["pl_final"]}), added("pl_final")))
    t.append((extract("https://www.premierleague.com/stats/top/players/goals?se=578", "top goalscorers of the 2023/24 season"), scorers))
    mem["pl_top_scorers"] = "Haaland 27, Palmer 22, Isak 21, then Watkins/Solanke/Foden 19 (premierleague.com, 18:02 BST)"
    t.append((memory("add", dict={"pl_top_scorers": mem["pl_top_scorers"]}), added("pl_top_scorers")))
    t.append((memory("retrieve_all"), got(mem)))
    rs.add(task=TASK, tid="h29-search-04", system=SEARCH_SYSTEM, turns=t, state=state)


# ---------------------------------------------------------------------------------------------------------
# 05 bad: a memory key the agent updated reads back with its old value (EU AI Act, EUR-Lex)
def t05(rs: RowSet) -> None:
    state = ("Research question: When did the EU Artificial Intelligence Act enter into force, and from which dates do (a) the prohibitions, "
             "(b) the general-purpose AI obligations, (c) most other provisions and (d) Article 6(1) apply?\nSession date: 2024-08-05.")
    lex = "https://eur-lex.europa.eu/eli/reg/2024/1689/oj"
    lex_page = """# Regulation (EU) 2024/1689 of the European Parliament and of the Council of 13 June 2024 laying down harmonised rules on artificial intelligence and amending Regulations (EC) No 300/2008, (EU) No 167/2013, (EU) No 168/2013, (EU) 2018/858, (EU) 2018/1139 and (EU) 2019/2144 and Directives 2014/90/EU, (EU) 2016/797 and (EU) 2020/1828 (Artificial Intelligence Act) (Text with EEA relevance)

PE/24/2024/REV/1 · OJ L, 2024/1689, 12.7.2024 · ELI: http://data.europa.eu/eli/reg/2024/1689/oj

**In force** · Current consolidated version: 12/07/2024

## Document information
| | |
|---|---|
| CELEX number | 32024R1689 |
| Form | Regulation |
| Author | European Parliament, Council of the European Union |
| Date of document | 13/06/2024 |
| Date of publication | 12/07/2024 |
| Date of effect | 01/08/2024; Entry into force Date pub. +20 See Art 113 |
| Date of end of validity | 99/99/9999 |
| Legal basis | 12016E016, 12016E114 |
| Procedure number | 2021/0106(COD) |

## Text (extract)
**Article 113 — Entry into force and application**

This Regulation shall enter into force on the twentieth day following that of its publication in the *Official Journal of the European Union*.

It shall apply from 2 August 2026.

However:
(a) Chapters I and II shall apply from 2 February 2025;
(b) Chapter III Section 4, Chapter V, Chapter VII and Chapter XII and Article 78 shall apply from 2 August 2025, with the exception of Article 101;
(c) Article 6(1) and the corresponding obligations in this Regulation shall apply from 2 August 2027.

This Regulation shall be binding in its entirety and directly applicable in all Member States.

Done at Brussels, 13 June 2024.
For the European Parliament — The President, R. METSOLA
For the Council — The President, M. MICHEL

Languages: BG ES CS DA DE ET EL EN FR GA HR IT LV LT HU MT NL PL PT RO SK SL FI SV
"""
    press = ev("https://ec.europa.eu/commission/presscorner/detail/en/ip_24_4123", "Commission announcement of entry into force and timeline",
               """
Press release · 1 August 2024 · Brussels — "European Artificial Intelligence Act comes into force"
- "Today, the European Artificial Intelligence Act (AI Act), the world's first comprehensive regulation on artificial intelligence, enters into force."
- "The majority of rules of the AI Act will start applying on 2 August 2026. However, prohibitions of AI systems deemed to present an unacceptable risk will already apply after six months, while the rules for so-called General-Purpose AI models will apply after 12 months."
- "To bridge the transitional period before full implementation, the Commission has launched the AI Pact."
- "Member States have until 2 August 2025 to designate national competent authorities, who will oversee the application of the rules for AI systems and carry out market surveillance activities."
- "The Commission's AI Office will be the key implementation body for the AI Act at EU-level, as well as the enforcer for the rules for general-purpose AI models."
""",
               "The AI Act entered into force on 1 August 2024. Prohibitions apply after six months (2 Feb 2025), GPAI rules after 12 months (2 Aug 2025), most rules from 2 Aug 2026; national authorities to be designated by 2 Aug 2025.")
    mem: dict[str, Any] = {"ai_act_id": "Regulation (EU) 2024/1689 (CELEX 32024R1689), Artificial Intelligence Act",
                           "entry_into_force": "unverified — expected 20 days after OJ publication"}
    t: Turns = []
    t.append((memory("add", dict=dict(mem)), added("ai_act_id", "entry_into_force")))
    t.append((search("AI Act Regulation 2024/1689 entry into force Official Journal", "AI Act application dates prohibitions general-purpose AI"), R(
        (lex, "Regulation - EU - 2024/1689 - EN - EUR-Lex", "Regulation (EU) 2024/1689 ... laying down harmonised rules on artificial intelligence (Artificial Intelligence Act) ... OJ L, 2024/1689, 12.7.2024", "Jul 12, 2024"),
        ("https://artificialintelligenceact.eu/implementation-timeline/", "Implementation Timeline | EU Artificial Intelligence Act",
         "1 August 2024: entry into force · 2 February 2025: prohibitions on unacceptable-risk AI apply · 2 August 2025: GPAI obligations ...", "Jul 2024"),
        ("https://digital-strategy.ec.europa.eu/en/policies/regulatory-framework-ai", "AI Act | Shaping Europe's digital future",
         "The AI Act entered into force on 1 August 2024, and will be fully applicable 2 years later on 2 August 2026, with some exceptions ...", "Aug 1, 2024"),
        ("https://www.europarl.europa.eu/topics/en/article/20230601STO93804/eu-ai-act-first-regulation-on-artificial-intelligence", "EU AI Act: first regulation on artificial intelligence | Topics | European Parliament",
         "The Parliament adopted the Artificial Intelligence Act in March 2024 and the Council followed with its approval in May 2024 ...", "Jun 18, 2024"))))
    t.append((extract(lex, "publication date, entry into force and the application dates in Article 113"), lex_page))
    mem["entry_into_force"] = "2024-08-01 (OJ L 2024/1689 published 2024-07-12; Art. 113: 20th day after publication; EUR-Lex 'Date of effect 01/08/2024')"
    t.append((memory("update", dict={"entry_into_force": mem["entry_into_force"]}), updated("entry_into_force")))
    dates = {"prohibitions_apply": "2025-02-02 (Art. 113(a): Chapters I and II)",
             "gpai_apply": "2025-08-02 (Art. 113(b): Ch. III s.4, Ch. V GPAI, Ch. VII, Ch. XII except Art. 101, Art. 78)",
             "general_apply": "2026-08-02 (Art. 113, second paragraph)",
             "art6_1_apply": "2027-08-02 (Art. 113(c))"}
    mem.update(dates)
    t.append((memory("add", dict=dates), added(*dates)))
    t.append((search("Commission press release AI Act comes into force 1 August 2024"), R(
        ("https://ec.europa.eu/commission/presscorner/detail/en/ip_24_4123", "European Artificial Intelligence Act comes into force - European Commission",
         "Today, the European Artificial Intelligence Act (AI Act), the world's first comprehensive regulation on artificial intelligence, enters into force ...", "Aug 1, 2024"),
        ("https://www.reuters.com/technology/artificial-intelligence/eus-ai-act-enters-into-force-2024-08-01/", "EU's landmark AI rules enter into force",
         "The European Union's landmark artificial intelligence rules enter into force on Thursday ...", "Aug 1, 2024"),
        ("https://www.euronews.com/next/2024/08/01/the-eus-ai-act-enters-into-force-today", "The EU's AI Act enters into force today. Here's what it means",
         "Prohibited practices will be banned from February 2025; companies will have up to three years to comply with some rules ...", "Aug 1, 2024"))))
    t.append((extract("https://ec.europa.eu/commission/presscorner/detail/en/ip_24_4123", "Commission announcement of entry into force and timeline"), press))
    t.append((memory("retrieve", key_list=["gpai_apply"]), got({"gpai_apply": mem["gpai_apply"]})))
    shown = dict(mem)
    shown["entry_into_force"] = "unverified — expected 20 days after OJ publication"
    t.append((memory("retrieve_all"), got(shown)))
    t.append((memory("add", dict={"answer_draft": "Entered into force 1 Aug 2024; prohibitions 2 Feb 2025; GPAI 2 Aug 2025; most rules 2 Aug 2026; Art. 6(1) 2 Aug 2027."}),
              added("answer_draft")))
    rs.add(task=TASK, tid="h29-search-05", system=SEARCH_SYSTEM, turns=t, state=state, bad=True, turn=9,
           kind="memory key updated to the verified entry-into-force date reads back with its earlier placeholder value")


# ---------------------------------------------------------------------------------------------------------
# 06 clean: live spacecraft distance counters (NASA Voyager status page, TheSkyLive)
def t06(rs: RowSet) -> None:
    state = ("Research question: How far is Voyager 1 from Earth and from the Sun right now, and how long does a radio signal take "
             "to reach it one way?\nSession date: 2024-02-27, about 14:00-14:40 UTC.")
    au, c = 149_597_870.7, 299_792.458
    e0, s0 = 24_418_551_206, 24_374_120_887
    ve, vs = 31.86, 16.99

    def at(dt: int) -> tuple[int, int]:
        return round(e0 + ve * dt), round(s0 + vs * dt)

    def hms(sec: float) -> str:
        sec = int(round(sec))
        return f"{sec // 3600:02d}:{sec % 3600 // 60:02d}:{sec % 60:02d}"

    def nasa(stamp: str, dt: int) -> str:
        e, s = at(dt)
        return f"""# Mission Status | Voyager - NASA Jet Propulsion Laboratory
voyager.jpl.nasa.gov/mission/status/

Where are the Voyagers now? Values are computed in real time from the spacecraft trajectories. Page time: **{stamp}**

| | Voyager 1 |
|---|---|
| Distance from Earth | {e:,} km · {round(e / 1.609344):,} mi |
| Distance from Earth (AU) | {e / au:.8f} AU |
| Distance from Sun | {s:,} km · {round(s / 1.609344):,} mi |
| Distance from Sun (AU) | {s / au:.8f} AU |
| Velocity with respect to the Sun | 61,164 km/hr · 38,006 mph |
| Round-trip light time | {hms(2 * e / c)} (hh:mm:ss) |
| Cosmic ray data (particles/s, >70 MeV) | 2.18 |

## Instrument status (Voyager 1)
| Instrument | Status |
|---|---|
| Cosmic Ray Subsystem (CRS) | On |
| Low-Energy Charged Particles (LECP) | On |
| Magnetometer (MAG) | On |
| Plasma Wave Subsystem (PWS) | On |
| Plasma Science (PLS) | Off (2007) |
| Ultraviolet Spectrometer (UVS) | Off (2016) |

**Spacecraft note:** Since 14 November 2023 Voyager 1 has been returning an unreadable repeating pattern instead of usable science and engineering data. The team traced the problem to the flight data subsystem (FDS) and is working on a fix; the spacecraft continues to receive and execute commands.

Launched 5 September 1977 · Entered interstellar space 25 August 2012
"""
    lt408 = [int(x) for x in hms(at(408)[0] / c).split(":")]
    skylive = ev("https://theskylive.com/voyager1-tracker", "current distance of Voyager 1 from Earth",
                 f"""
Voyager 1 Tracker — "The distance of Voyager 1 from Earth is currently {round(at(408)[0] / 1e6):,} thousand kilometers, equivalent to {at(408)[0] / au:.6f} Astronomical Units." (computed 2024-02-27 14:10 UTC)
- "Light takes {lt408[0]} hours, {lt408[1]} minutes and {lt408[2]} seconds to travel from Voyager 1 and arrive to us."
- "Voyager 1 is moving away from the Sun at about 17 km/s (3.59 AU per year)."
- Distance from the Sun: {at(408)[1] / au:.3f} AU. Constellation: Ophiuchus. RA 17h 13m 23s, Dec +12° 04' 18".
""",
                 "TheSkyLive gives about 24.42 billion km (163.23 AU) from Earth at 14:10 UTC, one-way light time about 22 h 37.5 min; distance from Sun about 162.93 AU.")
    mem: dict[str, Any] = {}
    t: Turns = []
    t.append((search("Voyager 1 distance from Earth now", "Voyager 1 one-way light time hours"), R(
        ("https://voyager.jpl.nasa.gov/mission/status/", "Mission Status | Voyager - NASA Jet Propulsion Laboratory",
         "Where are the Voyagers now? Distance from Earth, distance from the Sun, velocity and round-trip light time, updated in real time.", "—"),
        ("https://theskylive.com/voyager1-tracker", "Voyager 1 Tracker - Live Position and Data | TheSkyLive",
         "The distance of Voyager 1 from Earth is currently about 24.4 billion kilometers, equivalent to 163.2 Astronomical Units ...", "—"),
        ("https://www.nasa.gov/missions/voyager-program/voyager-1/engineers-working-to-resolve-issue-with-voyager-1-computer/", "Engineers Working to Resolve Issue With Voyager 1 Computer - NASA",
         "Voyager 1 is more than 15 billion miles (24 billion kilometers) from Earth; it takes 22.5 hours for a radio signal to reach the spacecraft ...", "Dec 12, 2023"),
        ("https://en.wikipedia.org/wiki/Voyager_1", "Voyager 1 - Wikipedia",
         "As of 2023 it is about 162 AU (24.2 billion km; 15.1 billion mi) from Earth, the most distant human-made object ...", "Feb 20, 2024"))))
    t.append((extract("https://voyager.jpl.nasa.gov/mission/status/", "Voyager 1 distance from Earth and Sun, and light time"), nasa("2024-02-27 14:03:12 UTC", 0)))
    e, s = at(0)
    mem["v1_earth_km"] = f"{e:,} km ({e / au:.3f} AU) at 14:03:12 UTC (NASA JPL status page)"
    mem["v1_light_time"] = f"one-way {hms(e / c)} (round trip {hms(2 * e / c)})"
    t.append((memory("add", dict=dict(mem)), added("v1_earth_km", "v1_light_time")))
    t.append((extract("https://theskylive.com/voyager1-tracker", "current distance of Voyager 1 from Earth"), skylive))
    t.append((extract("https://voyager.jpl.nasa.gov/mission/status/", "re-read distances now to report a single consistent snapshot"), nasa("2024-02-27 14:21:40 UTC", 1108)))
    e, s = at(1108)
    mem["v1_earth_km"] = f"{e:,} km ({e / au:.3f} AU) at 14:21:40 UTC (NASA JPL status page)"
    mem["v1_sun_km"] = f"{s:,} km ({s / au:.3f} AU) at 14:21:40 UTC"
    mem["v1_light_time"] = f"one-way {hms(e / c)} (round trip {hms(2 * e / c)}) at 14:21:40 UTC"
    t.append((memory("update", dict={"v1_earth_km": mem["v1_earth_km"], "v1_light_time": mem["v1_light_time"]}), updated("v1_earth_km", "v1_light_time")))
    t.append((memory("add", dict={"v1_sun_km": mem["v1_sun_km"]}), added("v1_sun_km")))
    t.append((search("Voyager 1 signal 22.5 hours each way 2024"), R(
        ("https://blogs.nasa.gov/sunspot/2024/02/01/voyager-1-update/", "Voyager 1 Update - NASA Blogs",
         "... Voyager 1 is more than 15 billion miles away, and a radio signal takes about 22.5 hours to reach it ...", "Feb 1, 2024"),
        ("https://www.space.com/voyager-1-data-problem-flight-data-subsystem", "Voyager 1 is sending gibberish back to Earth - Space.com",
         "... commands take roughly 22 and a half hours to travel each way, so every troubleshooting step costs nearly two days ...", "Dec 14, 2023"),
        ("https://voyager.jpl.nasa.gov/mission/status/", "Mission Status | Voyager - NASA Jet Propulsion Laboratory",
         "Round-trip light time, distance from Earth and Sun, live ...", "—"))))
    t.append((memory("retrieve_all"), got(mem)))
    rs.add(task=TASK, tid="h29-search-06", system=SEARCH_SYSTEM, turns=t, state=state)


# ---------------------------------------------------------------------------------------------------------
# 07 bad: a memory key removed earlier is listed again (Swiss rail planning, SBB and Glacier Express)
def t07(rs: RowSet) -> None:
    state = ("Research question: Plan the best public-transport connection from Zürich HB to Zermatt on Saturday 14 September 2024 arriving "
             "before 12:00, with a safety margin, and say whether the Glacier Express could be used instead.\nSession date: 2024-09-10.")
    sbb_url = "https://www.sbb.ch/en?date=%222024-09-14%22&moment=%22ARRIVAL%22&time=%2212:00%22&stops=Z%C3%BCrich+HB~Zermatt"
    sbb = """# Timetable · Zürich HB → Zermatt
SBB · Sat, 14.09.2024 · Arrival by 12:00 · 2nd class · Half-Fare travelcard: no

| Dep. | Arr. | Duration | Changes | Products | Occupancy 2nd | Price from |
|---|---|---|---|---|---|---|
| 07:02 | 10:14 | 3h 12min | 1 | IC 8, R 41 | low | CHF 66.00 (Supersaver) |
| 07:32 | 10:44 | 3h 12min | 2 | IC 1, IC 6, R 41 | medium | CHF 81.20 |
| 08:02 | 11:14 | 3h 12min | 1 | IC 8, R 41 | medium | CHF 58.80 (Supersaver) |
| 08:32 | 11:44 | 3h 12min | 2 | IC 1, IC 6, R 41 | high | CHF 132.00 |

### Details 08:02 → 11:14
| | Station | Time | Platform |
|---|---|---|---|
| IC 8 direction Brig | Zürich HB | dep 08:02 | 31 |
| | Bern | arr 08:58 / dep 09:02 | 6 |
| | Visp | arr 10:03 | 3 |
| Walk 7 min to MGB platform | | | |
| R 41 (Matterhorn Gotthard Bahn) direction Zermatt | Visp | dep 10:10 | MGB 1 |
| | St. Niklaus | 10:39 | |
| | Täsch | 11:02 | |
| | Zermatt | arr 11:14 | 1 |

### Details 08:32 → 11:44
| | Station | Time | Platform |
|---|---|---|---|
| IC 1 direction Genève-Aéroport | Zürich HB | dep 08:32 | 33 |
| | Bern | arr 09:28 | 7 |
| IC 6 direction Brig | Bern | dep 09:34 | 4 |
| | Visp | arr 10:30 | 1 |
| R 41 direction Zermatt | Visp | dep 10:37 | MGB 1 |
| | Zermatt | arr 11:44 | 1 |

Notes: Reservation not required. Zermatt is car-free; the last stretch by car ends at Täsch (Matterhorn Terminal Täsch, shuttle train every 20 min). Full fare 2nd class single Zürich HB–Zermatt CHF 132.00.
"""
    ge_url = "https://www.glacierexpress.ch/en/timetable/"
    ge = ev(ge_url, "Glacier Express departures towards Zermatt in September 2024 and whether one reaches Zermatt before noon",
            """
Glacier Express — Timetable summer 2024 (valid 10 May – 20 October 2024), direction Zermatt:
| Train | St. Moritz | Davos Platz | Chur | Disentis | Andermatt | Brig | Visp | Zermatt |
|---|---|---|---|---|---|---|---|---|
| 900 | 07:52 | — | 09:30 | 11:09 | 12:29 | 14:28 | 14:42 | 15:52 |
| 902 | 08:52 | — | 10:30 | 12:09 | 13:29 | 15:28 | 15:42 | 16:52 |
| 904 | 09:52 | — | — | 13:09 | 14:29 | 16:28 | 16:42 | 17:52 |
| 912 | — | 08:39 | 09:57 | ... | ... | ... | ... | 16:08 |
- "Seat reservation is compulsory on all Glacier Express trains (supplement from CHF 49 in summer)."
- "The Glacier Express does not serve Zürich; connections from Zürich are via Chur (IC 3) or via Göschenen/Andermatt."
""",
            "No Glacier Express reaches Zermatt before the early afternoon (earliest 15:52); it starts in St. Moritz/Davos/Chur, not Zürich, and needs a compulsory reservation. Not usable for an arrival before 12:00.")
    price = ev("https://www.sbb.ch/en/buying/pages/fahrplan/fahrplan.xhtml?von=Z%C3%BCrich+HB&nach=Zermatt&datum=14.09.2024&zeit=08:02",
               "price options for the 08:02 Zürich HB - Zermatt connection",
               """
Connection 08:02 Zürich HB → 11:14 Zermatt, Sat 14.09.2024, 1 change (Visp)
| Ticket | 2nd class | 1st class |
|---|---|---|
| Supersaver ticket (train-bound, non-refundable) | CHF 58.80 | CHF 103.40 |
| Point-to-point ticket (full fare) | CHF 132.00 | CHF 231.00 |
| Point-to-point with Half-Fare travelcard | CHF 66.00 | CHF 115.50 |
- "Supersaver tickets are only valid on the booked trains." · "Saver day pass available from CHF 52.00 (Half-Fare)."
""",
               "For the 08:02 connection: Supersaver CHF 58.80 (2nd) / 103.40 (1st); full fare CHF 132.00 / 231.00; with Half-Fare CHF 66.00 / 115.50.")
    mem: dict[str, Any] = {
        "option_a": "08:02 Zürich HB (pl. 31) IC 8 → Visp 10:03, R 41 10:10 → Zermatt 11:14; 1 change; Supersaver from CHF 58.80",
        "option_b": "08:32 Zürich HB IC 1 → Bern, IC 6 → Visp 10:30, R 41 10:37 → Zermatt 11:44; 2 changes",
        "option_c": "07:02 Zürich HB IC 8 → Visp, R 41 → Zermatt 10:14; 1 change (one hour more margin)",
        "glacier_express_note": "to check",
    }
    t: Turns = []
    t.append((search("SBB Zürich HB Zermatt Saturday 14 September 2024 timetable", "Zürich to Zermatt train change Visp"), R(
        ("https://www.sbb.ch/en", "SBB: Timetable, tickets, travel information", "Plan your journey with the SBB timetable: connections, prices, occupancy forecast ...", "—"),
        ("https://www.zermatt.ch/en/Media/Planning-guides/Arriving-by-train", "Arriving by train | Zermatt Matterhorn",
         "From Zürich you travel via Bern and Visp (Lötschberg base tunnel); from Visp the Matterhorn Gotthard Bahn runs every 30 minutes to Zermatt ...", "Apr 2024"),
        ("https://www.seat61.com/Switzerland.htm#zurich-zermatt", "Zurich to Zermatt by train | Seat61", "Journey time about 3h12 with one change at Visp; trains hourly ...", "Jul 2024"),
        ("https://www.matterhorngotthardbahn.ch/en/timetable", "Timetable | Matterhorn Gotthard Bahn", "Visp - Zermatt: departures every 30 min, journey time 64 min ...", "—"))))
    t.append((extract(sbb_url, "connections arriving Zermatt by 12:00 on 14 Sept 2024 with changes and platforms"), sbb))
    t.append((memory("add", dict=dict(mem)), added(*mem)))
    del mem["option_b"]
    t.append((memory("remove", key_list=["option_b"]), removed("option_b")))
    t.append((search("Glacier Express timetable 2024 Zermatt arrival times from Chur"), R(
        (ge_url, "Timetable | Glacier Express", "Summer timetable 10 May – 20 October 2024: St. Moritz 07:52 – Zermatt 15:52 · St. Moritz 08:52 – Zermatt 16:52 ...", "May 2024"),
        ("https://www.myswitzerland.com/en/experiences/glacier-express/", "Glacier Express | Switzerland Tourism", "The slowest express train in the world: 8 hours, 291 bridges, 91 tunnels ...", "—"),
        ("https://www.seat61.com/trains-and-routes/glacier-express.htm", "Glacier Express train | Seat61", "Reservations are compulsory; the supplement in summer is CHF 49 ...", "Jun 2024"))))
    t.append((extract(ge_url, "Glacier Express departures towards Zermatt in September 2024 and whether one reaches Zermatt before noon"), ge))
    mem["glacier_express_note"] = "Not usable: earliest arrival Zermatt 15:52 (train 900 from St. Moritz 07:52), does not serve Zürich, reservation compulsory (from CHF 49)"
    t.append((memory("update", dict={"glacier_express_note": mem["glacier_express_note"]}), updated("glacier_express_note")))
    shown = {"option_a": mem["option_a"],
             "option_b": "08:32 Zürich HB IC 1 → Bern, IC 6 → Visp 10:30, R 41 10:37 → Zermatt 11:44; 2 changes",
             "option_c": mem["option_c"], "glacier_express_note": mem["glacier_express_note"]}
    t.append((memory("retrieve_all"), got(shown)))
    t.append((extract("https://www.sbb.ch/en/buying/pages/fahrplan/fahrplan.xhtml?von=Z%C3%BCrich+HB&nach=Zermatt&datum=14.09.2024&zeit=08:02",
                      "price options for the 08:02 Zürich HB - Zermatt connection"), price))
    rs.add(task=TASK, tid="h29-search-07", system=SEARCH_SYSTEM, turns=t, state=state, bad=True, turn=8,
           kind="a memory key removed four turns earlier (option_b) is listed again by retrieve_all with no re-add")


# ---------------------------------------------------------------------------------------------------------
# 08 clean: exact vs rounded delivery figures from different documents (Tesla IR, Reuters, 10-K)
def t08(rs: RowSet) -> None:
    state = ("Research question: How many vehicles did Tesla deliver in 2023 and in Q4 2023, and how did Q4 2023 compare with Q4 2022?\n"
             "Session date: 2024-02-01.")
    pr23 = "https://ir.tesla.com/press-release/tesla-vehicle-production-deliveries-and-date-financial-results-webcast-fourth-quarter-2023"
    pr22 = "https://ir.tesla.com/press-release/tesla-fourth-quarter-2022-vehicle-production-deliveries"
    q4_23 = """# Tesla Vehicle Production & Deliveries and Date for Financial Results & Webcast for Fourth Quarter 2023
Tesla Investor Relations · AUSTIN, Texas, January 2, 2024

In the fourth quarter, we produced approximately 495,000 vehicles and delivered over 484,000 vehicles. In 2023, we produced approximately 1.85 million vehicles and delivered over 1.8 million vehicles.

| | Production | Deliveries | Subject to operating lease accounting |
|---|---|---|---|
| Model 3/Y | 476,777 | 461,538 | 4% |
| Other Models | 18,212 | 22,969 | 7% |
| Total | 494,989 | 484,507 | 4% |

| 2023 | Production | Deliveries |
|---|---|---|
| Total | 1,845,985 | 1,808,581 |

We will post our financial results for the fourth quarter of 2023 after market close on Wednesday, January 24, 2024. At that time, Tesla will issue a brief advisory containing a link to the Q4 and full year 2023 update, which will be available on Tesla's Investor Relations website. Tesla management will hold a live question and answer webcast that day at 4:30 p.m. Central Time.

Tesla vehicle deliveries represent only one measure of the company's financial performance and should not be relied on as an indicator of quarterly financial results, which depend on a variety of factors, including average selling price, cost of sales, foreign exchange movements and others.

Forward-Looking Statements ...
"""
    reuters = ev("https://www.reuters.com/business/autos-transportation/tesla-q4-deliveries-2024-01-02/", "how Reuters reported Tesla's 2023 and Q4 deliveries",
                 """
- "Tesla delivered 484,507 vehicles in the fourth quarter, beating analysts' estimates of 483,173 vehicles, according to Visible Alpha."
- "For the full year, the company delivered 1.81 million vehicles, up 38% from 2022 and in line with its target of 1.8 million."
- "China's BYD sold 526,409 battery-electric vehicles in the October-December quarter, overtaking Tesla as the world's top-selling EV maker for the quarter."
- Published January 2, 2024 9:41 AM GMT+1; Updated January 2, 2024 3:13 PM GMT+1.
""",
                 "Reuters: Q4 2023 deliveries 484,507 (beat 483,173 estimate); 2023 deliveries 1.81 million, +38% y/y; BYD outsold Tesla in BEVs in Q4 (526,409).")
    q4_22 = """# Tesla Fourth Quarter 2022 Vehicle Production & Deliveries
Tesla Investor Relations · AUSTIN, Texas, January 2, 2023

In the fourth quarter, we produced over 439,000 vehicles and delivered over 405,000 vehicles. In 2022, we produced over 1.3 million vehicles and delivered over 1.3 million vehicles.

| | Production | Deliveries | Subject to operating lease accounting |
|---|---|---|---|
| Model 3/Y | 419,088 | 388,131 | 4% |
| Other Models | 20,613 | 17,147 | 16% |
| Total | 439,701 | 405,278 | 5% |

| 2022 | Production | Deliveries |
|---|---|---|
| Total | 1,369,611 | 1,313,851 |

We continued to transition towards a more even regional mix of vehicle builds which again led to a build-up of cars in transit at the end of the quarter.
"""
    tenk = ev("https://www.sec.gov/Archives/edgar/data/1318605/000162828024002390/tsla-20231231.htm", "2023 deliveries as stated in the Form 10-K",
              """
Tesla, Inc. Form 10-K for the fiscal year ended December 31, 2023 (filed January 29, 2024).
Item 7, Overview and 2023 Highlights: "In 2023, we produced 1,845,985 consumer vehicles and delivered 1,808,581 consumer vehicles. We are currently focused on increasing vehicle production, capacity and delivery capabilities ..."
- "Total revenues $96.77 billion, an increase of $15.31 billion, or 19%, compared to the prior year."
- "Automotive sales revenue increased $8.17 billion, or 12%, ... driven by an increase of approximately 473,000 combined Model 3 and Model Y cash deliveries ..."
- Energy storage: "we deployed 14.72 GWh of energy storage products in 2023."
""",
              "The 10-K states 1,808,581 consumer vehicles delivered and 1,845,985 produced in 2023; revenue $96.77B (+19%).")
    mem: dict[str, Any] = {}
    t: Turns = []
    t.append((search("Tesla Q4 2023 deliveries production", "Tesla 2023 deliveries 1.8 million"), R(
        (pr23, "Tesla Vehicle Production & Deliveries and Date for Financial Results & Webcast for Fourth Quarter 2023",
         "In the fourth quarter, we produced approximately 495,000 vehicles and delivered over 484,000 vehicles ...", "Jan 2, 2024"),
        ("https://www.reuters.com/business/autos-transportation/tesla-q4-deliveries-2024-01-02/", "Tesla beats quarterly delivery estimates, loses EV crown to BYD",
         "Tesla delivered 484,507 vehicles in the fourth quarter, beating analysts' estimates ... full year 1.81 million vehicles ...", "Jan 2, 2024"),
        ("https://www.cnbc.com/2024/01/02/tesla-tsla-q4-2023-vehicle-delivery-and-production-numbers.html", "Tesla Q4 2023 deliveries: 484,507 vehicles",
         "Tesla delivered 1,808,581 vehicles in 2023, hitting its target of 1.8 million ...", "Jan 2, 2024"),
        ("https://www.statista.com/statistics/502208/tesla-quarterly-vehicle-deliveries/", "Tesla's vehicle deliveries by quarter 2024 | Statista",
         "In the fourth quarter of 2023, Tesla delivered approximately 484,500 vehicles ...", "Jan 2024"))))
    t.append((extract(pr23, "Q4 2023 and full-year 2023 production and deliveries"), q4_23))
    mem.update({"q4_2023_deliveries": "484,507 (production 494,989) — Tesla IR, 2 Jan 2024", "fy2023_deliveries": "1,808,581 (production 1,845,985) — Tesla IR"})
    t.append((memory("add", dict=dict(mem)), added("q4_2023_deliveries", "fy2023_deliveries")))
    t.append((extract("https://www.reuters.com/business/autos-transportation/tesla-q4-deliveries-2024-01-02/", "how Reuters reported Tesla's 2023 and Q4 deliveries"), reuters))
    t.append((search("Tesla Q4 2022 deliveries 405,278"), R(
        (pr22, "Tesla Fourth Quarter 2022 Vehicle Production & Deliveries", "In the fourth quarter, we produced over 439,000 vehicles and delivered over 405,000 vehicles ...", "Jan 2, 2023"),
        ("https://www.cnbc.com/2023/01/02/tesla-tsla-q4-2022-vehicle-delivery-and-production-numbers.html", "Tesla Q4 2022 deliveries: 405,278 vehicles, short of estimates",
         "Tesla reported 405,278 deliveries for the fourth quarter of 2022 ... 1.31 million for the year, up 40% ...", "Jan 2, 2023"))))
    t.append((extract(pr22, "Q4 2022 and full-year 2022 deliveries"), q4_22))
    mem["q4_2022_deliveries"] = "405,278 (2022 total 1,313,851) — Tesla IR, 2 Jan 2023"
    mem["q4_yoy"] = "+19.5% (484,507 vs 405,278); FY +37.7% (1,808,581 vs 1,313,851)"
    t.append((memory("add", dict={"q4_2022_deliveries": mem["q4_2022_deliveries"], "q4_yoy": mem["q4_yoy"]}), added("q4_2022_deliveries", "q4_yoy")))
    t.append((extract("https://www.sec.gov/Archives/edgar/data/1318605/000162828024002390/tsla-20231231.htm", "2023 deliveries as stated in the Form 10-K"), tenk))
    mem["fy2023_deliveries"] = "1,808,581 (production 1,845,985) — Tesla IR 2 Jan 2024, confirmed in 10-K filed 29 Jan 2024; media round to 1.81M"
    t.append((memory("update", dict={"fy2023_deliveries": mem["fy2023_deliveries"]}), updated("fy2023_deliveries")))
    t.append((memory("retrieve_all"), got(mem)))
    rs.add(task=TASK, tid="h29-search-08", system=SEARCH_SYSTEM, turns=t, state=state)


# ---------------------------------------------------------------------------------------------------------
# 09 bad: an orbital element changes between two extractions of the same MPC page (less common source)
def t09(rs: RowSet) -> None:
    state = ("Research question: Give the current osculating orbit of asteroid (99942) Apophis (a, e, i, q, Q, period) from the Minor Planet "
             "Center, compare with JPL, and state how close it will pass Earth on 13 April 2029.\nSession date: 2024-06-03.")
    mpc_url = "https://minorplanetcenter.net/db_search/show_object?object_id=99942"

    def mpc(e: str) -> str:
        return f"""# (99942) Apophis = 2004 MN4
Minor Planet Center · MPC Database · Object details

| | |
|---|---|
| Orbit type | Aten |
| NEO | yes · PHA: yes |
| Discovered | 2004 June 19 by R. A. Tucker, D. J. Tholen, F. Bernardi at Kitt Peak (695) |
| Absolute magnitude H | 19.09 · Phase slope G 0.24 |
| Earth MOID | 0.00026 AU |

## Orbital elements (heliocentric, J2000.0)
| Element | Value | Uncertainty (1σ) |
|---|---|---|
| Epoch | 2024-03-31.0 TT = JDT 2460400.5 | |
| Mean anomaly M (°) | 142.91842 | 0.0000052 |
| Argument of perihelion ω (°) | 126.65608 | 0.0000061 |
| Ascending node Ω (°) | 203.95664 | 0.0000177 |
| Inclination i (°) | 3.33660 | 0.0000018 |
| Eccentricity e | {e} | 0.00000003 |
| Semimajor axis a (AU) | 0.9225609 | 0.00000001 |
| Perihelion distance q (AU) | 0.7458871 | |
| Aphelion distance Q (AU) | 1.0992347 | |
| Period (years) | 0.89 (323.66 d) | |
| Tisserand (Jupiter) | 6.47 | |

## Orbit quality
| | |
|---|---|
| Arc length | 2004-03-15 – 2023-05-20 (6,990 days) |
| Oppositions | 11 |
| Observations used | 7,314 (incl. 16 radar) |
| Residual rms | 0.33" |
| Uncertainty parameter U | 0 |
| Reference | MPEC 2023-K54 |
| Orbit computer | MPCLINUX |

Last updated: 2024-05-27 · [Show ephemeris] [Show observations] [Orbit diagram]
"""
    jpl = ev("https://ssd.jpl.nasa.gov/tools/sbdb_lookup.html#/?sstr=99942", "JPL orbital elements of Apophis for comparison",
             """
JPL Small-Body Database: 99942 Apophis (2004 MN4) · Classification: Aten [NEO, PHA] · Orbit ID 220 · solution date 2023-Jun-06
Orbital elements at epoch 2460600.5 (2024-Oct-17.0) TDB, reference JPL 220 (heliocentric IAU76/J2000 ecliptic):
| Element | Value | Uncertainty (1σ) |
|---|---|---|
| e | .1911302 | 2.7e-8 |
| a | .9227418 au | 3.6e-9 |
| q | .7463780 au | 2.5e-8 |
| i | 3.34076° | 2.1e-6 |
| node | 203.88724° | 1.9e-5 |
| peri | 126.70241° | 1.9e-5 |
| M | 319.01156° | 6.1e-6 |
| period | 323.76 d (0.89 yr) | |
| Q | 1.0991056 au | |
Physical: H = 19.09; diameter 0.340 km; rotation period 30.56 h (tumbling).
Earth MOID .000254 au.
""",
             "JPL (epoch 2024-Oct-17): e 0.19113, a 0.92274 au, i 3.341°, q 0.74638 au, Q 1.09911 au, P 323.76 d. Different epoch and solution from the MPC elements, so values differ slightly.")
    mem: dict[str, Any] = {}
    t: Turns = []
    t.append((search("99942 Apophis orbital elements Minor Planet Center", "Apophis semimajor axis eccentricity"), R(
        (mpc_url, "MPC Database: (99942) Apophis", "Aten · NEO · PHA · Epoch 2024-03-31.0 · a 0.9225609 · e 0.1915037 · i 3.33660 ...", "May 27, 2024"),
        ("https://ssd.jpl.nasa.gov/tools/sbdb_lookup.html#/?sstr=99942", "JPL Small-Body Database Lookup: 99942 Apophis", "Orbital elements, physical parameters and close approaches of 99942 Apophis (2004 MN4) ...", "—"),
        ("https://en.wikipedia.org/wiki/99942_Apophis", "99942 Apophis - Wikipedia",
         "Apophis is a near-Earth asteroid ... On April 13, 2029, it will pass within 32,000 km (20,000 mi) of Earth's surface ...", "May 30, 2024"),
        ("https://cneos.jpl.nasa.gov/news/apophis-2029.html", "Apophis 2029 close approach | CNEOS", "Apophis will pass about 38,000 km from Earth's center on April 13, 2029 ...", "2021"))))
    t.append((extract(mpc_url, "current orbital elements of Apophis with epoch"), mpc("0.1915037")))
    mem["apophis_mpc"] = "Epoch 2024-03-31.0 TT: a 0.9225609 AU, e 0.1915037, i 3.33660°, Ω 203.95664°, ω 126.65608°, M 142.91842° (MPC, updated 2024-05-27)"
    t.append((memory("add", dict={"apophis_mpc": mem["apophis_mpc"]}), added("apophis_mpc")))
    t.append((extract("https://ssd.jpl.nasa.gov/tools/sbdb_lookup.html#/?sstr=99942", "JPL orbital elements of Apophis for comparison"), jpl))
    mem["apophis_jpl"] = "Epoch 2024-10-17.0 TDB (JPL 220): a 0.9227418 au, e 0.1911302, i 3.34076°, q 0.7463780 au, P 323.76 d"
    t.append((memory("add", dict={"apophis_jpl": mem["apophis_jpl"]}), added("apophis_jpl")))
    t.append((extract(mpc_url, "perihelion and aphelion distance, period and orbit quality"), mpc("0.1951037")))
    mem["apophis_mpc_qQ"] = "q 0.7458871 AU, Q 1.0992347 AU, P 323.66 d; arc 2004-2023, 7,314 obs, U=0 (MPC)"
    t.append((memory("add", dict={"apophis_mpc_qQ": mem["apophis_mpc_qQ"]}), added("apophis_mpc_qQ")))
    t.append((search("Apophis April 13 2029 closest approach distance km geostationary"), R(
        ("https://cneos.jpl.nasa.gov/news/apophis-2029.html", "Apophis 2029 close approach | CNEOS",
         "On April 13, 2029, Apophis will pass 31,600 km above Earth's surface (about 38,000 km from the center), closer than geosynchronous satellites ...", "2021"),
        ("https://science.nasa.gov/solar-system/asteroids/apophis/", "Apophis - NASA Science", "Apophis will come within 20,000 miles (32,000 kilometers) of Earth's surface ... visible to the naked eye from the Eastern Hemisphere ...", "Apr 2024"),
        ("https://www.esa.int/Space_Safety/Planetary_Defence/Ramses_mission", "ESA - Ramses", "ESA's Rapid Apophis Mission for Space Safety (Ramses) would rendezvous with Apophis in February 2029 ...", "Feb 2024"))))
    rs.add(task=TASK, tid="h29-search-09", system=SEARCH_SYSTEM, turns=t, state=state, bad=True, turn=6,
           kind="eccentricity on the same MPC object page (same epoch, same update date) changes between two extractions (0.1915037 vs 0.1951037)")


# ---------------------------------------------------------------------------------------------------------
# 10 clean: a bill page updated with a newer stamp during the session (congress.gov)
def t10(rs: RowSet) -> None:
    state = ("Research question: What is the legislative status of H.R. 815 (the April 2024 national security supplemental that carries the "
             "TikTok divest-or-ban provision), and what deadline does the TikTok provision set?\nSession date: 2024-04-24 (Wednesday), US Eastern time.")
    url = "https://www.congress.gov/bill/118th-congress/house-bill/815/all-actions"
    head = """# H.R.815 - Making emergency supplemental appropriations for the fiscal year ending September 30, 2024, and for other purposes.
118th Congress (2023-2024)

| | |
|---|---|
| Sponsor | Rep. Luttrell, Morgan [R-TX-8] (Introduced 02/03/2023) |
| Committees | House - Veterans' Affairs |
| Committee Meetings | 03/23/23 |
| Roll Call Votes | There have been 6 roll call votes |
"""
    morning = head + """| Latest Action | 04/23/2024 Senate agreed to the House amendments to the Senate amendment by Yea-Nay Vote. 79 - 18. Record Vote Number: 154. |

Tracker: Introduced › Passed House › Passed Senate › Resolving Differences › **To President** › Became Law

## Actions Overview (key actions; All Actions: 12)
| Date | Actions Overview |
|---|---|
| 04/23/2024 | Senate agreed to the House amendments to the Senate amendment by Yea-Nay Vote. 79 - 18. Record Vote Number: 154. |
| 04/23/2024 | Motion to table the motion to concur in House amendment No. 1 with further amendment agreed to in Senate by Yea-Nay Vote. |
| 04/20/2024 | Resolving differences -- House actions: On motion that the House agree with an amendment (House amendment No. 4) Agreed to by the Yeas and Nays: 360 - 58 (Roll no. 145). |
| 04/20/2024 | On motion that the House agree with an amendment (House amendment No. 1) Agreed to by the Yeas and Nays: 311 - 112 (Roll no. 151). |
| 02/13/2024 | Passed Senate with an amendment by Yea-Nay Vote. 70 - 29. Record Vote Number: 48. |
| 03/27/2023 | Passed/agreed to in House: On motion to suspend the rules and pass the bill, as amended Agreed to by the Yeas and Nays: 414 - 0 (Roll no. 158). |
| 02/03/2023 | Introduced in House |

Data as of 04/24/2024 09:14 AM ET · Congress.gov is updated generally one day after events occur.
"""
    evening = head + """| Latest Action | 04/24/2024 Became Public Law No: 118-50. |

Tracker: Introduced › Passed House › Passed Senate › Resolving Differences › To President › **Became Law**

## Actions Overview (key actions; All Actions: 15)
| Date | Actions Overview |
|---|---|
| 04/24/2024 | Became Public Law No: 118-50. |
| 04/24/2024 | Signed by President. |
| 04/24/2024 | Presented to President. |
| 04/23/2024 | Senate agreed to the House amendments to the Senate amendment by Yea-Nay Vote. 79 - 18. Record Vote Number: 154. |
| 04/23/2024 | Motion to table the motion to concur in House amendment No. 1 with further amendment agreed to in Senate by Yea-Nay Vote. |
| 04/20/2024 | Resolving differences -- House actions: On motion that the House agree with an amendment (House amendment No. 4) Agreed to by the Yeas and Nays: 360 - 58 (Roll no. 145). |
| 04/20/2024 | On motion that the House agree with an amendment (House amendment No. 1) Agreed to by the Yeas and Nays: 311 - 112 (Roll no. 151). |
| 02/13/2024 | Passed Senate with an amendment by Yea-Nay Vote. 70 - 29. Record Vote Number: 48. |
| 03/27/2023 | Passed/agreed to in House: On motion to suspend the rules and pass the bill, as amended Agreed to by the Yeas and Nays: 414 - 0 (Roll no. 158). |
| 02/03/2023 | Introduced in House |

Data as of 04/24/2024 05:02 PM ET · Congress.gov is updated generally one day after events occur.
"""
    wh = ev("https://www.whitehouse.gov/briefing-room/statements-releases/2024/04/24/statement-from-president-joe-biden-on-the-passage-of-h-r-815/",
            "when the President signed H.R. 815", """
Statement from President Joe Biden — April 24, 2024
- "Today, I signed into law the national security package that passed the House on Saturday and the Senate last night."
- "It's going to make America safer. It's going to make the world safer."
- The statement refers to $60.8 billion for Ukraine, $26.4 billion for Israel and humanitarian aid, and funding for the Indo-Pacific.
""", "The President signed H.R. 815 on 24 April 2024 (statement dated that day).")
    text = ev("https://www.congress.gov/bill/118th-congress/house-bill/815/text", "the TikTok divestiture provision and its deadline", """
Division H — Protecting Americans from Foreign Adversary Controlled Applications Act.
Sec. 2(a)(2)(A): prohibitions apply "in the case of a foreign adversary controlled application ... beginning on the date that is 270 days after the date of the enactment of this division".
Sec. 2(a)(3): "The President may grant a 1-time extension of not more than 90 days" if a path to a qualified divestiture has been identified and significant progress shown, with binding legal agreements in place.
Sec. 2(g)(3)(A): a covered company includes "ByteDance, Ltd." and "TikTok", and subsidiaries or successors controlled by a foreign adversary.
Text version shown: Public Law 118-50 (04/24/2024).
""", "The app-store and hosting ban applies 270 days after enactment unless TikTok is divested; the President may extend once by up to 90 days.")
    mem: dict[str, Any] = {}
    t: Turns = []
    t.append((search("H.R. 815 Senate vote 79-18 foreign aid TikTok", "H.R.815 118th Congress status"), R(
        ("https://www.congress.gov/bill/118th-congress/house-bill/815", "H.R.815 - 118th Congress (2023-2024): Making emergency supplemental appropriations ...",
         "Latest Action: 04/23/2024 Senate agreed to the House amendments to the Senate amendment by Yea-Nay Vote. 79 - 18 ...", "Apr 24, 2024"),
        ("https://apnews.com/article/senate-vote-ukraine-israel-tiktok-2024-04-23", "Senate passes $95 billion in war aid to Ukraine, Israel and Taiwan; TikTok ban next",
         "The Senate passed the package late Tuesday by a vote of 79-18, sending it to President Joe Biden, who said he would sign it Wednesday ...", "10 hours ago"),
        ("https://www.nytimes.com/2024/04/23/us/politics/senate-ukraine-israel-aid-tiktok.html", "Senate Passes Aid for Ukraine, Israel and Taiwan",
         "... the legislation also includes a measure that would force the sale of TikTok ...", "11 hours ago"))))
    t.append((extract(url, "latest action and actions list for H.R. 815"), morning))
    mem["hr815_status"] = "Passed Senate 79-18 on 2024-04-23 (House 04-20); awaiting President — congress.gov data as of 04/24 09:14 ET"
    t.append((memory("add", dict={"hr815_status": mem["hr815_status"]}), added("hr815_status")))
    t.append((search("Biden signs Ukraine Israel aid TikTok bill into law"), R(
        ("https://www.whitehouse.gov/briefing-room/statements-releases/2024/04/24/statement-from-president-joe-biden-on-the-passage-of-h-r-815/",
         "Statement from President Joe Biden on the Passage of H.R. 815 | The White House", "Today, I signed into law the national security package ...", "2 hours ago"),
        ("https://www.reuters.com/world/us/biden-signs-ukraine-aid-bill-2024-04-24/", "Biden signs Ukraine, Israel aid bill; weapons shipments to start within hours",
         "President Joe Biden on Wednesday signed into law a $95 billion package ... which also forces TikTok's owner to sell ...", "3 hours ago"),
        ("https://www.theverge.com/2024/4/24/24139036/biden-signs-tiktok-ban-bill-divest-foreign-aid-package", "Biden signs TikTok 'ban' bill into law, starting the clock for ByteDance to divest",
         "ByteDance has 270 days to divest, with a possible 90-day extension ...", "4 hours ago"))))
    t.append((extract("https://www.whitehouse.gov/briefing-room/statements-releases/2024/04/24/statement-from-president-joe-biden-on-the-passage-of-h-r-815/",
                      "when the President signed H.R. 815"), wh))
    t.append((extract(url, "re-check the latest action now that the President has signed"), evening))
    mem["hr815_status"] = "Became Public Law 118-50 on 2024-04-24 (signed by President); Senate 79-18 on 04-23 — congress.gov data as of 04/24 05:02 PM ET"
    t.append((memory("update", dict={"hr815_status": mem["hr815_status"]}), updated("hr815_status")))
    t.append((extract("https://www.congress.gov/bill/118th-congress/house-bill/815/text", "the TikTok divestiture provision and its deadline"), text))
    mem["tiktok_deadline"] = "Division H, sec. 2: ban applies 270 days after enactment (24 Apr 2024 → 19 Jan 2025), one extension of up to 90 days possible"
    t.append((memory("add", dict={"tiktok_deadline": mem["tiktok_deadline"]}), added("tiktok_deadline")))
    t.append((memory("retrieve_all"), got(mem)))
    rs.add(task=TASK, tid="h29-search-10", system=SEARCH_SYSTEM, turns=t, state=state)


# ---------------------------------------------------------------------------------------------------------
# 11 bad: a key added to memory is missing from retrieve_all (local history, the Iron Bridge)
def t11(rs: RowSet) -> None:
    state = ("Research question: Build a short fact sheet on the Iron Bridge at Coalbrookdale, Shropshire: construction dates, opening, who designed "
             "and cast it, span and weight of iron, when it closed to vehicles and when tolls ended, and the recent conservation work.\nSession date: 2024-10-02.")
    eh = "https://www.english-heritage.org.uk/visit/places/iron-bridge/history-and-stories/history/"
    eh_page = ev(eh, "construction dates, opening, designer and ironmaster of the Iron Bridge", """
History of the Iron Bridge (English Heritage)
- "The Iron Bridge was the first major bridge in the world to be built of cast iron. It was erected in 1779 across the River Severn at Coalbrookdale ..."
- "The design was proposed by the Shrewsbury architect Thomas Farnolls Pritchard, who died in 1777, shortly after work had begun."
- "The iron was cast by Abraham Darby III at his Coalbrookdale works. The main ribs were raised in the summer of 1779, over three months, apparently without interrupting river traffic."
- "Construction began in 1777 and the bridge was completed in 1779, but the approach roads took longer; it opened to traffic on 1 January 1781."
- "The bridge cost £6,000 — far more than the original estimate of £3,200 — a loss that Darby bore personally for the rest of his life."
- "In 1934 the bridge was closed to vehicles and designated a scheduled monument."
""", "Built 1777–1779, opened to traffic 1 January 1781; designed by T. F. Pritchard (d. 1777); cast by Abraham Darby III; cost about £6,000; closed to vehicles and scheduled in 1934.")
    wiki = ev("https://en.wikipedia.org/wiki/The_Iron_Bridge", "span, weight of iron and number of parts", """
The Iron Bridge — infobox: Crosses River Severn · Locale Ironbridge Gorge, Shropshire · Heritage status: Grade I listed; Scheduled monument · Design: Arch bridge · Material: Cast iron · Total length 60 m (196 ft) · Width 7.3 m (24 ft) · Longest span 30.60 m (100 ft 6 in) · Clearance below 16.75 m (55 ft) · Designer Thomas Farnolls Pritchard · Construction start 1777 · Construction end 1779 · Opened 1 January 1781.
- "The bridge is made of nearly 1,700 individual components, the heaviest weighing 5 1⁄4 long tons (5.3 t). They were cast individually to fit with each other, rather than being standardised."
- "Some 378 long tons (384 t) of iron were used in its construction."
- "The joints were made with techniques used in carpentry: mortise and tenon, dovetail and blind dovetail."
(This page was last edited on 14 September 2024, at 08:51 (UTC).)
""", "Span 30.60 m (100 ft 6 in), about 378 long tons (384 t) of iron in nearly 1,700 castings; total length 60 m.")
    igmt = ev("https://www.ironbridge.org.uk/explore/the-iron-bridge-and-tollhouse/", "tolls, closure to vehicles and later history", """
The Iron Bridge & Tollhouse (Ironbridge Gorge Museum Trust)
- "Everyone, even royalty, had to pay a toll to cross the bridge. The toll board on the Tollhouse still lists the charges, from a halfpenny for a pedestrian to two shillings for a coach and four."
- "Tolls were collected until 1950, when the bridge was transferred to Shropshire County Council."
- "Cracks caused by ground movement were a problem from the 1780s; the south abutment was rebuilt in timber in 1802 and in iron in the 1820s ... In 1934 the bridge was closed to vehicular traffic."
- "In 1986 the Ironbridge Gorge was inscribed as a UNESCO World Heritage Site."
- Tollhouse opening times: daily 10:00–16:00 (April–October); free entry.
""", "Tolls collected until 1950; closed to vehicles in 1934; Ironbridge Gorge a World Heritage Site since 1986.")
    cons = ev("https://www.english-heritage.org.uk/visit/places/iron-bridge/conservation-project/", "recent conservation work on the bridge", """
Conserving the Iron Bridge
- "In 2017–18 English Heritage carried out its biggest conservation project to date at the Iron Bridge, costing £3.6 million."
- "Work included repairing cracks and broken pieces of cast iron, stabilising the structure and repainting the bridge in its original red-brown colour, identified from paint analysis."
- "The bridge reopened fully to pedestrians in November 2018, with the scaffolding 'cocoon' removed in time for the 240th anniversary of its erection in 2019."
""", "The £3.6m English Heritage conservation project ran 2017–2018 (repairs, stabilisation, repainting in its original red-brown colour); completed November 2018.")
    mem: dict[str, Any] = {}
    t: Turns = []
    t.append((search("Iron Bridge Coalbrookdale history construction 1779 opened 1781", "Iron Bridge designer Pritchard Abraham Darby III"), R(
        (eh, "History of the Iron Bridge | English Heritage", "The Iron Bridge was the first major bridge in the world to be built of cast iron ... erected in 1779 ...", "Jan 2024"),
        ("https://en.wikipedia.org/wiki/The_Iron_Bridge", "The Iron Bridge - Wikipedia", "The Iron Bridge is a cast iron arch bridge that crosses the River Severn in Shropshire, England. Opened in 1781 ...", "Sep 14, 2024"),
        ("https://www.ironbridge.org.uk/explore/the-iron-bridge-and-tollhouse/", "The Iron Bridge and Tollhouse | Ironbridge Gorge Museums", "Discover the story of the world's first iron bridge and its Tollhouse ...", "—"),
        ("https://www.bbc.co.uk/news/uk-england-shropshire-46143226", "Ironbridge: Restored bridge 'back to its best' after £3.6m work", "The world's first iron bridge has been restored to its original colour ...", "Nov 2018"))))
    t.append((extract(eh, "construction dates, opening, designer and ironmaster of the Iron Bridge"), eh_page))
    a = {"construction": "1777–1779 (ribs raised summer 1779)", "opened": "1 January 1781 (to traffic)"}
    mem.update(a)
    t.append((memory("add", dict=a), added(*a)))
    b = {"designer": "Thomas Farnolls Pritchard, Shrewsbury architect (died 1777)", "ironmaster": "Abraham Darby III, Coalbrookdale; cost ~£6,000 vs £3,200 estimate"}
    mem.update(b)
    t.append((memory("add", dict=b), added(*b)))
    t.append((search("Iron Bridge span metres tons of iron number of parts"), R(
        ("https://en.wikipedia.org/wiki/The_Iron_Bridge", "The Iron Bridge - Wikipedia", "Longest span 30.60 m (100 ft 6 in) ... Some 378 long tons (384 t) of iron were used ...", "Sep 14, 2024"),
        ("https://www.historic-uk.com/HistoryMagazine/DestinationsUK/The-Iron-Bridge/", "The Iron Bridge - Historic UK", "The bridge has a span of just over 100 feet and is made of nearly 800 castings ...", "2019"),
        ("https://www.asce.org/about-civil-engineering/history-and-heritage/historic-landmarks/iron-bridge", "Iron Bridge | ASCE", "International Historic Civil Engineering Landmark, designated 1979 ...", "—"))))
    t.append((extract("https://en.wikipedia.org/wiki/The_Iron_Bridge", "span, weight of iron and number of parts"), wiki))
    c = {"span": "30.60 m (100 ft 6 in); total length 60 m", "iron_weight": "378 long tons (384 t), nearly 1,700 castings (Wikipedia); Historic UK says ~800 castings"}
    mem.update(c)
    t.append((memory("add", dict=c), added(*c)))
    t.append((extract("https://www.ironbridge.org.uk/explore/the-iron-bridge-and-tollhouse/", "tolls, closure to vehicles and later history"), igmt))
    d = {"closed_to_vehicles": "1934 (also scheduled monument 1934)", "tolls_ended": "1950 (transferred to Shropshire County Council)", "world_heritage": "Ironbridge Gorge, 1986"}
    mem.update(d)
    t.append((memory("add", dict=d), added(*d)))
    shown = {k: v for k, v in mem.items() if k != "ironmaster"}
    t.append((memory("retrieve_all"), got(shown)))
    t.append((extract("https://www.english-heritage.org.uk/visit/places/iron-bridge/conservation-project/", "recent conservation work on the bridge"), cons))
    rs.add(task=TASK, tid="h29-search-11", system=SEARCH_SYSTEM, turns=t, state=state, bad=True, turn=10,
           kind="retrieve_all omits the 'ironmaster' key that was added (together with 'designer') and never removed")


# ---------------------------------------------------------------------------------------------------------
# 12 clean: product specs from maker and third-party pages, units and rounding, memory the agent removed
def t12(rs: RowSet) -> None:
    state = ("Research question: Compare the iPhone 15 Pro and the Pixel 8 Pro on weight, display (size, resolution, peak brightness) and battery.\n"
             "Session date: 2023-10-20.")
    apple = """# iPhone 15 Pro and iPhone 15 Pro Max - Technical Specifications
apple.com/iphone-15-pro/specs/

## Finish
Black Titanium · White Titanium · Blue Titanium · Natural Titanium. Titanium design; textured matte glass back; Ceramic Shield front.

## Capacity
128GB · 256GB · 512GB · 1TB

## Size and Weight (iPhone 15 Pro)
- Width: 70.6 mm (2.78 inches)
- Height: 146.6 mm (5.77 inches)
- Depth: 8.25 mm (0.32 inch)
- Weight: 187 grams (6.60 ounces)

## Display
- Super Retina XDR display; 6.1-inch (diagonal) all-screen OLED display
- 2556-by-1179-pixel resolution at 460 ppi
- Dynamic Island; Always-On display; ProMotion technology with adaptive refresh rates up to 120Hz
- HDR display; True Tone; Wide color (P3); Haptic Touch; 2,000,000:1 contrast ratio (typical)
- 1000 nits max brightness (typical); 1600 nits peak brightness (HDR); 2000 nits peak brightness (outdoor); 1 nit minimum brightness

## Chip
A17 Pro chip: new 6-core CPU with 2 performance and 4 efficiency cores; new 6-core GPU; new 16-core Neural Engine

## Power and Battery
- Video playback: up to 23 hours
- Video playback (streamed): up to 20 hours
- Audio playback: up to 75 hours
- Built-in rechargeable lithium-ion battery
- MagSafe wireless charging up to 15W; Qi wireless charging up to 7.5W
- Fast-charge capable: up to 50% charge in around 30 minutes with 20W adapter or higher

## Connector
USB-C (USB 3, up to 10Gb/s)
"""
    pixel = ev("https://store.google.com/us/product/pixel_8_pro_specs", "Pixel 8 Pro display, dimensions, weight and battery", """
Pixel 8 Pro — Tech specs
Display: 6.7-inch Super Actua display; 1344 x 2992 LTPO OLED at 489 PPI; Smooth Display (1–120 Hz); up to 1600 nits (HDR) and up to 2400 nits (peak brightness); Corning Gorilla Glass Victus 2.
Dimensions and weight: 162.6 mm (H) x 76.5 mm (W) x 8.8 mm (D); 213 g. (Dimensions and weight vary by configuration and manufacturing process.)
Battery and charging: Typical 5050 mAh, minimum 4950 mAh; beyond 24-hour battery life; up to 72 hours with Extreme Battery Saver; fast wired charging up to 30W (USB-PD 3.0 PPS); wireless charging up to 23W with Pixel Stand (2nd gen), 12W Qi.
Processor: Google Tensor G3; Titan M2 security coprocessor. Memory 12 GB LPDDR5X.
""", "Pixel 8 Pro: 6.7\" 1344x2992 at 489 PPI, 1–120 Hz, 2400 nits peak; 213 g; battery 5050 mAh typical (4950 min), 'beyond 24-hour' battery life.")
    gsm = ev("https://www.gsmarena.com/apple_iphone_15_pro-12557.php", "battery capacity and measurements of the iPhone 15 Pro", """
Apple iPhone 15 Pro — full phone specifications (GSMArena)
Body: Dimensions 146.6 x 70.6 x 8.3 mm (5.77 x 2.78 x 0.33 in); Weight 187 g (6.60 oz); Glass front (Corning-made glass), glass back, titanium frame (grade 5).
Display: LTPO Super Retina XDR OLED, 120Hz, HDR10, Dolby Vision, 1000 nits (typ), 2000 nits (HBM); Size 6.1 inches, 91.3 cm2 (~88.2% screen-to-body ratio); Resolution 1179 x 2556 pixels, 19.5:9 ratio (~461 ppi density).
Battery: Li-Ion 3274 mAh, non-removable; wired, PD2.0, 50% in 30 min (advertised); 15W wireless (MagSafe); 4.5W reverse wired.
Tests: Active use score 13:28h (GSMArena battery test).
""", "GSMArena lists a 3274 mAh battery (Apple does not publish capacity), 187 g, 146.6 x 70.6 x 8.3 mm, ~461 ppi by its own calculation.")
    mem: dict[str, Any] = {}
    t: Turns = []
    t.append((search("iPhone 15 Pro specs weight display battery", "Pixel 8 Pro tech specs weight 213 g"), R(
        ("https://www.apple.com/iphone-15-pro/specs/", "iPhone 15 Pro and 15 Pro Max - Technical Specifications - Apple", "Weight: 187 grams (6.60 ounces) ... 6.1-inch (diagonal) all-screen OLED display ... up to 23 hours video playback", "—"),
        ("https://store.google.com/us/product/pixel_8_pro_specs", "Pixel 8 Pro Tech Specs - Google Store", "6.7-inch Super Actua display ... 213 g ... Typical 5050 mAh ...", "—"),
        ("https://www.gsmarena.com/apple_iphone_15_pro-12557.php", "Apple iPhone 15 Pro - Full phone specifications", "Released 2023, September 22 · 187g, 8.3mm thickness · 6.1\" 1179x2556 pixels · 3274mAh", "Sep 2023"),
        ("https://www.theverge.com/23906485/google-pixel-8-pro-review", "Google Pixel 8 Pro review: a tale of two Pixels", "... the brighter 2,400-nit screen is the best Google has made ...", "Oct 4, 2023"))))
    t.append((extract("https://www.apple.com/iphone-15-pro/specs/", "iPhone 15 Pro weight, display and battery specs"), apple))
    a = {"iphone15pro": "187 g (6.60 oz); 6.1\" OLED 2556x1179 @ 460 ppi, 120 Hz, 2000 nits peak outdoor; up to 23 h video playback (Apple lists no mAh)",
         "scratch_note": "find battery mAh for iPhone (third-party teardown or GSMArena)"}
    mem.update(a)
    t.append((memory("add", dict=a), added(*a)))
    t.append((extract("https://store.google.com/us/product/pixel_8_pro_specs", "Pixel 8 Pro display, dimensions, weight and battery"), pixel))
    mem["pixel8pro"] = "213 g; 6.7\" LTPO 1344x2992 @ 489 ppi, 1-120 Hz, 2400 nits peak; 5050 mAh typical (4950 min)"
    t.append((memory("add", dict={"pixel8pro": mem["pixel8pro"]}), added("pixel8pro")))
    t.append((extract("https://www.gsmarena.com/apple_iphone_15_pro-12557.php", "battery capacity and measurements of the iPhone 15 Pro"), gsm))
    mem["iphone15pro"] = "187 g (6.60 oz); 6.1\" OLED 2556x1179 @ 460 ppi (GSMArena computes ~461), 120 Hz, 2000 nits peak outdoor; up to 23 h video; 3274 mAh per GSMArena"
    t.append((memory("update", dict={"iphone15pro": mem["iphone15pro"]}), updated("iphone15pro")))
    del mem["scratch_note"]
    t.append((memory("remove", key_list=["scratch_note"]), removed("scratch_note")))
    t.append((memory("retrieve", key_list=["scratch_note"]), "Key not found: scratch_note"))
    t.append((memory("retrieve_all"), got(mem)))
    rs.add(task=TASK, tid="h29-search-12", system=SEARCH_SYSTEM, turns=t, state=state)


# ---------------------------------------------------------------------------------------------------------
# 13 bad: a status page's "last updated" time goes backwards while its content moves forward (TfL)
def t13(rs: RowSet) -> None:
    state = ("Research question: Is the Elizabeth line running normally this morning? If not, what is the cause, which section is affected, "
             "and when was it resolved?\nSession date: 2024-03-14 (Thursday), 07:40-08:30 GMT.")
    url = "https://tfl.gov.uk/tube-dlr-overground/status/"

    def status(stamp: str, liz: str) -> str:
        return f"""# Status updates - Transport for London
tfl.gov.uk · Tube, Elizabeth line, London Overground, DLR and Trams · **Now** | Later today | This weekend

Last updated: {stamp}

| Line | Status |
|---|---|
| Bakerloo | Good service |
| Central | Minor delays — Minor delays between White City and Liverpool Street due to an earlier faulty train at Holland Park. Tickets will be accepted on London Buses. |
| Circle | Good service |
| District | Good service |
| Hammersmith & City | Good service |
| Jubilee | Good service |
| Metropolitan | Good service |
| Northern | Good service |
| Piccadilly | Good service |
| Victoria | Good service |
| Waterloo & City | Good service |
| Elizabeth line | {liz} |
| London Overground | Part closure — No service between Gospel Oak and Barking Riverside until 18 March due to planned engineering work. Replacement buses operate. |
| DLR | Good service |
| Trams | Good service |

Other operators: Great Western Railway — Good service · c2c — Good service · Greater Anglia — Minor delays.

Plan ahead: Check before you travel · Sign up for status update emails · Accessibility: step-free stations, lifts out of service (7)
"""
    liz1 = ("Severe delays — Severe delays between Paddington and Abbey Wood due to a signal failure at Whitechapel. GOOD SERVICE between "
            "Reading / Heathrow and Paddington, and between Liverpool Street and Shenfield. Tickets will be accepted on London Buses, the Central and Jubilee lines and on c2c.")
    liz2 = ("Minor delays — Minor delays between Paddington and Abbey Wood while we recover from an earlier signal failure at Whitechapel, which was fixed at 07:52. "
            "GOOD SERVICE on the rest of the line. Tickets will be accepted on London Buses and the Central line.")
    news = ev("https://www.standard.co.uk/news/transport/elizabeth-line-delays-signal-failure-whitechapel-b1145032.html", "cause, affected section and fix time of this morning's Elizabeth line disruption", """
Elizabeth line: Commuters hit by severe delays after signal failure at Whitechapel (Evening Standard, published 14 March 2024, 08:11 GMT)
- "Passengers faced severe delays between Paddington and Abbey Wood on Thursday morning after a signal failure at Whitechapel."
- "TfL said the fault had been fixed at 07:52 but warned that minor delays would continue while trains returned to their normal positions."
- "Services between Reading/Heathrow and Paddington and between Liverpool Street and Shenfield were not affected."
- "The disruption comes a week after a points failure at Custom House caused delays on the south-eastern branch."
""", "A signal failure at Whitechapel caused severe delays between Paddington and Abbey Wood; fixed 07:52, minor delays afterwards; the western and Shenfield branches unaffected.")
    mem: dict[str, Any] = {}
    t: Turns = []
    t.append((extract(url, "current status of the Elizabeth line and any disruption"), status("07:46", liz1)))
    mem["liz_status"] = "07:46 (TfL): Severe delays Paddington–Abbey Wood, signal failure at Whitechapel; Reading/Heathrow–Paddington and Liverpool St–Shenfield good service"
    t.append((memory("add", dict={"liz_status": mem["liz_status"]}), added("liz_status")))
    t.append((extract(url, "has the Elizabeth line disruption been resolved"), status("07:38", liz2)))
    mem["liz_status"] = "TfL later: minor delays Paddington–Abbey Wood while recovering; signal failure at Whitechapel fixed 07:52"
    t.append((memory("update", dict={"liz_status": mem["liz_status"]}), updated("liz_status")))
    t.append((search("Elizabeth line signal failure Whitechapel delays this morning"), R(
        ("https://www.standard.co.uk/news/transport/elizabeth-line-delays-signal-failure-whitechapel-b1145032.html", "Elizabeth line: Commuters hit by severe delays after signal failure at Whitechapel",
         "Passengers faced severe delays between Paddington and Abbey Wood on Thursday morning after a signal failure at Whitechapel ...", "14 minutes ago"),
        ("https://www.mylondon.news/news/transport/elizabeth-line-live-delays-whitechapel-28812345", "Elizabeth line LIVE: severe delays between Paddington and Abbey Wood",
         "Live updates as a signal failure hits the central section of the Elizabeth line during the morning rush ...", "31 minutes ago"),
        ("https://x.com/TfLRail", "Elizabeth line (@TfLElizabethLine) / X", "Minor delays between Paddington and Abbey Wood while we recover from an earlier signal failure at Whitechapel ...", "19 minutes ago"))))
    t.append((extract("https://www.standard.co.uk/news/transport/elizabeth-line-delays-signal-failure-whitechapel-b1145032.html",
                      "cause, affected section and fix time of this morning's Elizabeth line disruption"), news))
    t.append((memory("retrieve_all"), got(mem)))
    rs.add(task=TASK, tid="h29-search-13", system=SEARCH_SYSTEM, turns=t, state=state, bad=True, turn=3,
           kind="status page's 'Last updated' goes back from 07:46 to 07:38 although the new text reports a fix made at 07:52")


# ---------------------------------------------------------------------------------------------------------
# 14 clean: live train delays, a platform change and paginated connection lists (Deutsche Bahn)
def t14(rs: RowSet) -> None:
    state = ("Research question: Which is the next direct ICE from Berlin Hbf to München Hbf departing after 10:00 today, what is its current delay and "
             "expected arrival, and what are the later direct options?\nSession date: 2024-11-08 (Friday), from 09:40 CET.")
    conn_url = "https://int.bahn.de/en/buchung/fahrplan/suche#sts=true&so=Berlin%20Hbf&zo=M%C3%BCnchen%20Hbf&hd=2024-11-08T10:00:00&direct=true"
    page1 = """# Search results · Berlin Hbf → München Hbf
Deutsche Bahn · Fri, 08 Nov 2024 · Outward journey from 10:00 · 1 adult, no BahnCard · 2nd class
Filter: **Direct connections only** ✓ · Fast connections ✓

| Departure | Arrival | Duration | Changes | Train | Real-time | Price from |
|---|---|---|---|---|---|---|
| 10:29 Berlin Hbf (tief) · Pl. 1 | 14:31 München Hbf · Pl. 19 | 4h 02min | 0 | ICE 505 | approx. +5 | €49.99 (Super Sparpreis) |
| 11:29 Berlin Hbf (tief) · Pl. 2 | 15:32 München Hbf · Pl. 18 | 4h 03min | 0 | ICE 1001 | on time | €59.99 (Super Sparpreis) |
| 12:29 Berlin Hbf (tief) · Pl. 1 | 16:28 München Hbf · Pl. 17 | 3h 59min | 0 | ICE 507 (Sprinter) | on time | €71.99 (Sparpreis) |
| 13:29 Berlin Hbf (tief) · Pl. 1 | 17:31 München Hbf · Pl. 19 | 4h 02min | 0 | ICE 1003 | on time | €59.99 (Super Sparpreis) |

Showing 4 connections · [Earlier] [Later]
Flexpreis for all connections: €155.90 · Seat reservation from €5.20
Note: Real-time information can change at short notice.
"""
    page2 = """# Search results · Berlin Hbf → München Hbf (later connections)
Deutsche Bahn · Fri, 08 Nov 2024 · Outward journey from 13:30 · 1 adult, no BahnCard · 2nd class
Filter: **Direct connections only** ✓ · Fast connections ✓

| Departure | Arrival | Duration | Changes | Train | Real-time | Price from |
|---|---|---|---|---|---|---|
| 14:29 Berlin Hbf (tief) · Pl. 2 | 18:31 München Hbf · Pl. 18 | 4h 02min | 0 | ICE 509 | on time | €65.99 (Super Sparpreis) |
| 15:29 Berlin Hbf (tief) · Pl. 1 | 19:34 München Hbf · Pl. 19 | 4h 05min | 0 | ICE 1005 | on time | €79.99 (Sparpreis) |
| 16:29 Berlin Hbf (tief) · Pl. 1 | 20:28 München Hbf · Pl. 17 | 3h 59min | 0 | ICE 1009 (Sprinter) | on time | €89.99 (Sparpreis) |
| 17:29 Berlin Hbf (tief) · Pl. 2 | 21:31 München Hbf · Pl. 18 | 4h 02min | 0 | ICE 1011 | on time | €59.99 (Super Sparpreis) |

Showing 4 connections · [Earlier] [Later]
"""

    def train(stamp: str, rows: str, note: str) -> str:
        return f"""# ICE 505 · Berlin Gesundbrunnen → München Hbf
Deutsche Bahn · Train details · Fri, 08 Nov 2024 · Real-time as of {stamp}

| Station | Scheduled arr. | Scheduled dep. | Real-time | Platform |
|---|---|---|---|---|
{rows}

{note}
Train formation: ICE 4 (12 cars), 1st class cars 1–3, Bistro car 9 · Wi-Fi on board · Bicycle reservation required
"""
    rows1 = """| Berlin Gesundbrunnen | — | 10:22 | dep approx. 10:27 (+5) | 5 |
| Berlin Hbf (tief) | 10:27 | 10:29 | dep approx. 10:34 (+5) | 1 |
| Berlin Südkreuz | 10:35 | 10:36 | approx. +5 | 4 |
| Halle (Saale) Hbf | 11:35 | 11:37 | approx. +4 | 12 |
| Erfurt Hbf | 12:13 | 12:16 | approx. +4 | 9 |
| Nürnberg Hbf | 13:21 | 13:24 | approx. +3 | 8 |
| München Hbf | 14:31 | — | arr approx. 14:34 (+3) | 19 |"""
    note1 = "Reason for delay: delay of a preceding train. Forecasts are updated continuously."
    rows2 = """| Berlin Gesundbrunnen | — | 10:22 | departed 10:28 (+6) | 5 |
| Berlin Hbf (tief) | 10:27 | 10:29 | departed 10:36 (+7) | **2** (instead of 1) |
| Berlin Südkreuz | 10:35 | 10:36 | approx. +7 | 4 |
| Halle (Saale) Hbf | 11:35 | 11:37 | approx. +7 | 12 |
| Erfurt Hbf | 12:13 | 12:16 | approx. +6 | 9 |
| Nürnberg Hbf | 13:21 | 13:24 | approx. +6 | 8 |
| München Hbf | 14:31 | — | arr approx. 14:37 (+6) | 19 |"""
    note2 = ("⚠ Platform change at Berlin Hbf (tief): departed from platform 2 instead of 1.\n"
             "Reason for delay: delay of a preceding train; additional delay due to a platform change at Berlin Hbf. Forecasts are updated continuously.")
    turl = "https://int.bahn.de/en/buchung/zugfinder?zug=ICE%20505&datum=2024-11-08"
    mem: dict[str, Any] = {}
    t: Turns = []
    t.append((search("Berlin Hbf München Hbf ICE direkt heute 10:29", "ICE 505 Berlin München Verspätung"), R(
        ("https://int.bahn.de/en", "Deutsche Bahn: Train tickets, timetable and real-time information", "Book train tickets for Germany and Europe ... real-time information on delays and platform changes ...", "—"),
        ("https://www.bahn.de/service/fahrplaene/aktuell", "Current timetable | Deutsche Bahn", "Timetable valid from 10 December 2023 to 14 December 2024 ...", "Dec 2023"),
        ("https://www.zugfinder.net/en/train-ICE_505", "ICE 505 Berlin Gesundbrunnen - München Hbf | Zugfinder", "Punctuality last 30 days: 71% ... average delay at München Hbf 6 min ...", "1 hour ago"),
        ("https://www.rome2rio.com/s/Berlin/Munich", "Berlin to Munich - 8 ways to travel via train, plane, bus", "The fastest way to get from Berlin to Munich is to train which takes 3h 59m ...", "2024"))))
    t.append((extract(conn_url, "direct ICE connections after 10:00 with real-time delays"), page1))
    mem["next_direct"] = "ICE 505, Berlin Hbf (tief) 10:29 pl. 1 → München Hbf 14:31 pl. 19; approx. +5 at 09:4x; from €49.99"
    t.append((memory("add", dict={"next_direct": mem["next_direct"]}), added("next_direct")))
    t.append((extract(turl, "current delay and arrival forecast of ICE 505"), train("09:52", rows1, note1)))
    t.append((extract(conn_url.replace("T10:00:00", "T13:30:00"), "later direct ICE connections in the afternoon"), page2))
    mem["later_direct"] = "11:29 ICE 1001, 12:29 ICE 507 (Sprinter, 3h59), 13:29 ICE 1003, 14:29 ICE 509, 15:29 ICE 1005, 16:29 ICE 1009, 17:29 ICE 1011"
    t.append((memory("add", dict={"later_direct": mem["later_direct"]}), added("later_direct")))
    t.append((extract(turl, "did ICE 505 leave Berlin Hbf, and what is the arrival forecast now"), train("10:41", rows2, note2)))
    mem["next_direct"] = "ICE 505 left Berlin Hbf (tief) 10:36 (+7) from pl. 2 (changed from 1); forecast München Hbf 14:37 (+6) — DB real-time 10:41"
    t.append((memory("update", dict={"next_direct": mem["next_direct"]}), updated("next_direct")))
    t.append((memory("retrieve_all"), got(mem)))
    rs.add(task=TASK, tid="h29-search-14", system=SEARCH_SYSTEM, turns=t, state=state)


# ---------------------------------------------------------------------------------------------------------
# 15 bad: a total in the same medal table changes between two extractions and no longer adds up
def t15(rs: RowSet) -> None:
    state = ("Research question: Give the top of the Beijing 2022 Winter Olympics medal table (gold/silver/bronze/total), note Germany's haul, and say "
             "whether the figure skating team event reallocation changed the table.\nSession date: 2024-02-20.")
    oly = "https://olympics.com/en/olympic-games/beijing-2022/medals"
    rows = [("Norway", 16, 8, 13), ("Germany", 12, 10, 5), ("China", 9, 4, 2), ("United States of America", 8, 10, 7), ("Sweden", 8, 5, 5),
            ("Netherlands", 8, 5, 4), ("Austria", 7, 7, 4), ("Switzerland", 7, 2, 5), ("ROC", 6, 12, 14), ("France", 5, 7, 2),
            ("Canada", 4, 8, 14), ("Japan", 3, 6, 9), ("Italy", 2, 7, 8), ("Republic of Korea", 2, 5, 2), ("Slovenia", 2, 3, 2)]

    def table(germany_total: int) -> str:
        lines = []
        for i, (n, g, s, b) in enumerate(rows, 1):
            tot = germany_total if n == "Germany" else g + s + b
            lines.append(f"| {i} | {n} | {g} | {s} | {b} | {tot} |")
        return """# Beijing 2022 Olympic Medal Table - Gold, Silver & Bronze
olympics.com · Olympic Games · Beijing 2022 · Medals

Sort by: **Gold** ▾ · Show: All NOCs (29)

| Rank | Team/NOC | Gold | Silver | Bronze | Total |
|---|---|---|---|---|---|
""" + "\n".join(lines) + """

Showing 15 of 29 NOCs · [Show more]

ⓘ Figure skating team event: following the Court of Arbitration for Sport decision of 29 January 2024 and the ISU's revised results, the medal allocation for this event is being reviewed. The table above reflects the results as originally published.

109 events · 327 medals awarded · 4–20 February 2022
"""
    wiki = ev("https://en.wikipedia.org/wiki/2022_Winter_Olympics_medal_table", "current medal table including any reallocation from the figure skating team event", """
2022 Winter Olympics medal table (Wikipedia) — "Key: ‡ Changes in medal standings (see below)"
| Rank | NOC | Gold | Silver | Bronze | Total |
|---|---|---|---|---|---|
| 1 | Norway | 16 | 8 | 13 | 37 |
| 2 | Germany | 12 | 10 | 5 | 27 |
| 3 | United States ‡ | 9 | 9 | 7 | 25 |
| 4 | China | 9 | 4 | 2 | 15 |
| 5 | Sweden | 8 | 5 | 5 | 18 |
| 6 | Netherlands | 8 | 5 | 4 | 17 |
| 7 | Austria | 7 | 7 | 4 | 18 |
| 8 | Switzerland | 7 | 2 | 5 | 14 |
| 9 | ROC ‡ | 5 | 12 | 15 | 32 |
| 10 | France | 5 | 7 | 2 | 14 |
Changes in medal standings: "On 29 January 2024, CAS disqualified Kamila Valieva ... On 30 January 2024 the ISU revised the team event results: United States gold, Japan silver, ROC bronze. Canada, fourth, has appealed." Japan is now 3 gold, 7 silver, 8 bronze (18).
(This page was last edited on 18 February 2024, at 21:07 (UTC).)
""", "Wikipedia applies the ISU's revised team-event result: USA 9-9-7 (25) moves to 3rd, China 4th, ROC 5-12-15 (32), Japan 3-7-8 (18). Norway 16-8-13 (37) and Germany 12-10-5 (27) unchanged.")
    mem: dict[str, Any] = {}
    t: Turns = []
    t.append((search("Beijing 2022 Winter Olympics medal table", "Germany medals Beijing 2022 total"), R(
        (oly, "Beijing 2022 Olympic Medal Table - Gold, Silver & Bronze", "Norway 16 gold, 8 silver, 13 bronze (37) · Germany 12 · 10 · 5 (27) · China 9 · 4 · 2 (15) ...", "Jan 31, 2024"),
        ("https://en.wikipedia.org/wiki/2022_Winter_Olympics_medal_table", "2022 Winter Olympics medal table - Wikipedia", "Norway topped the medal table for the second consecutive Winter Olympics, with 16 gold medals and 37 in total ...", "Feb 18, 2024"),
        ("https://www.teamdeutschland.de/news/detail/peking-2022-bilanz", "Peking 2022: Die Bilanz des Team D", "12 Gold-, 10 Silber- und 5 Bronzemedaillen: Platz zwei im Medaillenspiegel ...", "Feb 20, 2022"))))
    t.append((extract(oly, "medal table, top 15 NOCs"), table(27)))
    a = {"top3_original": "Norway 16-8-13 (37), Germany 12-10-5 (27), China 9-4-2 (15) — olympics.com as originally published",
         "germany": "12 gold, 10 silver, 5 bronze = 27, rank 2 (olympics.com)"}
    mem.update(a)
    t.append((memory("add", dict=a), added(*a)))
    t.append((search("Beijing 2022 figure skating team event medals reallocated ISU United States gold Japan silver"), R(
        ("https://www.isu.org/figure-skating/news/isu-revises-results-team-event-beijing-2022", "ISU revises results of the Figure Skating Team Event Beijing 2022", "United States 1st, Japan 2nd, ROC 3rd after the disqualification of Kamila Valieva ...", "Jan 30, 2024"),
        ("https://apnews.com/article/valieva-doping-team-event-medals-2024", "US skaters to get gold from Beijing team event after Valieva ruling", "... the Russians dropped to bronze, Japan moved up to silver. Canada, which finished fourth, plans to appeal ...", "Jan 30, 2024"),
        ("https://en.wikipedia.org/wiki/2022_Winter_Olympics_medal_table", "2022 Winter Olympics medal table - Wikipedia", "Changes in medal standings ...", "Feb 18, 2024"))))
    t.append((extract("https://en.wikipedia.org/wiki/2022_Winter_Olympics_medal_table", "current medal table including any reallocation from the figure skating team event"), wiki))
    mem["top3_revised"] = "After ISU revision (30 Jan 2024, per Wikipedia): Norway 37, Germany 27, USA 9-9-7 (25) 3rd; olympics.com still shows original with a review note"
    t.append((memory("add", dict={"top3_revised": mem["top3_revised"]}), added("top3_revised")))
    t.append((extract(oly, "Germany's gold, silver, bronze and total"), table(29)))
    mem["germany"] = "12 gold, 10 silver, 5 bronze = 27, rank 2 on both olympics.com and Wikipedia; unaffected by the team-event revision"
    t.append((memory("update", dict={"germany": mem["germany"]}), updated("germany")))
    t.append((memory("retrieve_all"), got(mem)))
    rs.add(task=TASK, tid="h29-search-15", system=SEARCH_SYSTEM, turns=t, state=state, bad=True, turn=7,
           kind="Germany's total on the same olympics.com medal table changes from 27 to 29 while its 12-10-5 breakdown is unchanged")


# ---------------------------------------------------------------------------------------------------------
# 16 clean: local history where sources disagree, a truncated view and a page edited during the session
def t16(rs: RowSet) -> None:
    state = ("Research question: When was Dunedin Railway Station (New Zealand) built and opened, who designed it, what is it built of, and what is "
             "notable about its mosaic floor?\nSession date: 2024-07-05 (times in UTC).")
    wurl = "https://en.wikipedia.org/wiki/Dunedin_Railway_Station"
    w1 = """# Dunedin Railway Station
From Wikipedia, the free encyclopedia

**Dunedin Railway Station** is a railway station in Dunedin, New Zealand, on the Main South Line. It is the city's main railway station and the base of the tourist Dunedin Railways services.

| | |
|---|---|
| Location | Anzac Avenue, Dunedin, New Zealand |
| Line | Main South Line |
| Platforms | 1 (plus 1 disused) |
| Architect | George Troup |
| Architectural style | Edwardian Baroque / Flemish Renaissance Revival |
| Opened | 1906 |
| Heritage New Zealand – Category 1 | List number 2172 |

## History
The current building was designed by George Troup, architect for New Zealand Railways, and built between 1903 and 1906 to replace an earlier, smaller station. Troup was later nicknamed "Gingerbread George" for the building's elaborate decoration. The station was the busiest in New Zealand in the early twentieth century, handling up to 100 trains a day.

## Architecture
The building is constructed of dark Kokonga basalt from the Central Otago area with lighter Oamaru stone facings, with pink granite pillars on the frontage. Its most prominent feature is the 37-metre clock tower. [...]

(Content truncated: 2 of 9 sections shown. This page was last edited on 3 July 2024, at 22:10 (UTC).)
"""
    w2 = """# Dunedin Railway Station — section "Architecture"
From Wikipedia, the free encyclopedia

## Architecture
The building is constructed of dark Kokonga basalt from the Central Otago area with lighter Oamaru stone facings, with pink granite pillars on the frontage. Its most prominent feature is the 37-metre clock tower. The booking hall has a mosaic floor made of over 725,000 Royal Doulton porcelain squares, depicting a steam locomotive and emblems of New Zealand Railways.[12] The floor was covered with linoleum for decades and was restored in the 1990s. Stained glass windows on the upper balcony also feature locomotives.

## Later history
Long-distance passenger services ended in 2002 with the withdrawal of the Southerner. The upper floor houses the New Zealand Sports Hall of Fame, and the station hosts the Otago Farmers Market every Saturday morning.

(This page was last edited on 5 July 2024, at 09:41 (UTC). Revision note: "mosaic figure: replace exact count with sourced approximation, add ref".)
"""
    hnz = ev("https://www.heritage.org.nz/list-details/2172/Dunedin%20Railway%20Station", "construction dates, architect and materials per Heritage New Zealand", """
Heritage New Zealand Pouhere Taonga — List entry 2172: Railway Station, Anzac Avenue, Dunedin. Category 1 Historic Place. Date entered 2 April 1985.
- "Construction of the station began in 1904, when the foundation stone was laid, and it was completed in 1906 ..."
- "Architect: George Alexander Troup (1863–1941), New Zealand Railways Department."
- "Materials: bluestone (basalt) from Kokonga with Oamaru limestone dressings; Aberdeen granite columns; Marseilles tile roof."
- "Builders: Purdie & Co." · Cost recorded as about £40,000.
""", "Heritage NZ: construction began 1904 (foundation stone), completed 1906; architect George A. Troup; Kokonga basalt with Oamaru stone, granite columns; Marseilles tiles.")
    odt = ev("https://www.odt.co.nz/news/dunedin/station-turns-100", "opening date and cost of the station", """
Otago Daily Times, "Station turns 100" (archive, published 2006):
- "The grand building was officially opened on 1 December 1906, although parts of it had been in use for some months."
- "It cost about £40,000, a huge sum at the time, and was criticised by some as extravagant for a provincial city."
- "Its architect, George Troup, earned the nickname 'Gingerbread George'."
- "The mosaic floor contains 725,760 Royal Doulton porcelain squares."
""", "ODT: officially opened 1 December 1906 (parts in use earlier), cost about £40,000; mosaic floor of 725,760 porcelain squares.")
    mem: dict[str, Any] = {}
    t: Turns = []
    t.append((search("Dunedin Railway Station history built opened architect Troup", "Dunedin station mosaic floor Royal Doulton tiles"), R(
        (wurl, "Dunedin Railway Station - Wikipedia", "Dunedin Railway Station ... designed by George Troup ... built between 1903 and 1906 ...", "Jul 3, 2024"),
        ("https://www.heritage.org.nz/list-details/2172/Dunedin%20Railway%20Station", "Railway Station | Heritage New Zealand", "List number 2172 · Category 1 Historic Place · Anzac Avenue, Dunedin ...", "—"),
        ("https://www.dunedinnz.com/visit/see-and-do/dunedin-railway-station", "Dunedin Railway Station | Dunedin NZ", "Completed in 1906, the station is one of the most photographed buildings in New Zealand ...", "2023"),
        ("https://www.odt.co.nz/news/dunedin/station-turns-100", "Station turns 100 | Otago Daily Times Online News", "The grand building was officially opened on 1 December 1906 ...", "Dec 1, 2006"))))
    t.append((extract(wurl, "history, architect, materials and dates"), w1))
    a = {"architect": "George Troup (NZ Railways architect; nickname 'Gingerbread George')", "built": "1903–1906 (Wikipedia)",
         "materials": "Kokonga basalt with Oamaru stone facings, pink granite pillars; 37 m clock tower"}
    mem.update(a)
    t.append((memory("add", dict=a), added(*a)))
    t.append((extract("https://www.heritage.org.nz/list-details/2172/Dunedin%20Railway%20Station", "construction dates, architect and materials per Heritage New Zealand"), hnz))
    mem["built"] = "Wikipedia: 1903–1906; Heritage NZ: foundation stone 1904, completed 1906 (sources differ on the start year)"
    t.append((memory("update", dict={"built": mem["built"]}), updated("built")))
    t.append((extract("https://www.odt.co.nz/news/dunedin/station-turns-100", "opening date and cost of the station"), odt))
    t.append((extract(wurl + "#Architecture", "what the article says about the mosaic floor"), w2))
    b = {"opened": "officially 1 December 1906 (ODT 2006); cost ~£40,000 (ODT, Heritage NZ)",
         "mosaic": "booking hall floor of Royal Doulton porcelain squares: 725,760 (ODT 2006); Wikipedia now says 'over 725,000' (edited 5 Jul 2024 09:41 UTC)"}
    mem.update(b)
    t.append((memory("add", dict=b), added(*b)))
    t.append((memory("retrieve_all"), got(mem)))
    rs.add(task=TASK, tid="h29-search-16", system=SEARCH_SYSTEM, turns=t, state=state)


# ---------------------------------------------------------------------------------------------------------
# 17 bad: one checksum in a release's SHASUMS file changes between two reads (Node.js)
def t17(rs: RowSet) -> None:
    state = ("Research question: For the Node.js 20.11.1 LTS security release: release date, bundled npm version, the CVEs it fixes with severities, "
             "and the SHA-256 of the linux-x64 .tar.xz; also note when the next 20.x minor came out.\nSession date: 2024-04-02.")
    v = "v20.11.1"
    names = [f"node-{v}-aix-ppc64.tar.gz", f"node-{v}-arm64.msi", f"node-{v}-darwin-arm64.tar.gz", f"node-{v}-darwin-arm64.tar.xz",
             f"node-{v}-darwin-x64.tar.gz", f"node-{v}-darwin-x64.tar.xz", f"node-{v}-headers.tar.gz", f"node-{v}-headers.tar.xz",
             f"node-{v}-linux-arm64.tar.gz", f"node-{v}-linux-arm64.tar.xz", f"node-{v}-linux-armv7l.tar.gz", f"node-{v}-linux-armv7l.tar.xz",
             f"node-{v}-linux-ppc64le.tar.gz", f"node-{v}-linux-ppc64le.tar.xz", f"node-{v}-linux-s390x.tar.gz", f"node-{v}-linux-s390x.tar.xz",
             f"node-{v}-linux-x64.tar.gz", f"node-{v}-linux-x64.tar.xz", f"node-{v}-win-arm64.7z", f"node-{v}-win-arm64.zip",
             f"node-{v}-win-x64.7z", f"node-{v}-win-x64.zip", f"node-{v}-win-x86.7z", f"node-{v}-win-x86.zip", f"node-{v}-x64.msi",
             f"node-{v}-x86.msi", f"node-{v}.pkg", f"node-{v}.tar.gz", f"node-{v}.tar.xz", "win-arm64/node.exe", "win-arm64/node.lib",
             "win-x64/node.exe", "win-x64/node.lib", "win-x86/node.exe", "win-x86/node.lib"]
    sums = {n: sha(f"{v}/{n}") for n in names}

    def shasums(drift: bool = False) -> str:
        out = []
        for n in names:
            h = sums[n]
            if drift and n == f"node-{v}-darwin-arm64.tar.xz":
                h = h[:28] + h[28:32][::-1] + h[32:]
            out.append(f"{h}  {n}")
        return "\n".join(out)
    rel_url = "https://nodejs.org/en/blog/release/v20.11.1"
    rel = f"""# Node v20.11.1 (LTS)
Rafael Gonzaga · 2024-02-14

This is a security release.

## Notable Changes
- CVE-2024-21892 - Code injection and privilege escalation through Linux capabilities (High)
- CVE-2024-22019 - http: Reading unprocessed HTTP request with unbounded chunk extension allows DoS attacks (High)
- CVE-2024-21896 - Path traversal by monkey-patching Buffer internals (High)
- CVE-2024-22017 - setuid() does not drop all privileges due to io_uring (High)
- CVE-2023-46809 - Node.js is vulnerable to the Marvin Attack (timing variant of the Bleichenbacher attack against PKCS#1 v1.5 padding) (Medium)
- CVE-2024-21891 - Multiple permission model bypasses due to improper path traversal sequence sanitization (Medium)
- CVE-2024-21890 - Improper handling of wildcards in --allow-fs-read and --allow-fs-write (Medium)
- CVE-2024-22025 - Denial of Service by resource exhaustion in fetch() brotli decoding (Medium)
- undici version 5.28.3 (CVE-2024-24758)
- libuv version 1.48.0 (CVE-2024-24806)
- OpenSSL Security Releases: OpenSSL 3.0.13 (CVE-2023-5678, CVE-2023-6129, CVE-2023-6237, CVE-2024-0727)

More detailed information on each of the vulnerabilities can be found in the February 2024 Security Releases blog post.

## Commits
- [6ab3db8a3e] - deps: update undici to 5.28.3 (Matteo Collina) nodejs-private/node-private#539
- [ebf2b50e1e] - deps: upgrade libuv to 1.48.0 (RafaelGSS) #51697
- [bef8a7f2d2] - lib: update undici to v5.28.3 (Matteo Collina) nodejs-private/node-private#536
- [d8b24eb59b] - src: fix HasOnly(capability) in node::credentials (Tobias Nießen) nodejs-private/node-private#505
- [bc2dc32a26] - http: add maximum chunk extension size (Paolo Insogna) nodejs-private/node-private#520
- [63ad79eb0a] - zlib: pause stream if outgoing buffer is full (Matteo Collina) nodejs-private/node-private#541

## Windows 32-bit Installer: https://nodejs.org/dist/v20.11.1/node-v20.11.1-x86.msi
## macOS 64-bit Installer: https://nodejs.org/dist/v20.11.1/node-v20.11.1.pkg
## Linux 64-bit Binary: https://nodejs.org/dist/v20.11.1/node-v20.11.1-linux-x64.tar.xz
## Source Code: https://nodejs.org/dist/v20.11.1/node-v20.11.1.tar.gz
Other release files: https://nodejs.org/dist/v20.11.1/
Documentation: https://nodejs.org/docs/v20.11.1/api/

## SHASUMS
```
-----BEGIN PGP SIGNED MESSAGE-----
Hash: SHA256

{shasums()}
-----BEGIN PGP SIGNATURE-----

iQGzBAEBCAAdFiEEiQwI24V5Fi/uDfnbi+q0389VXvQFAmXMsQsACgkQi+q0389V
XvR1mQv/VZ8o0k3pIGQ2cD4p6W7sFb5yqh0eZK8nQ3HuvC0vT5NwWkZo1bXQ7dGe
... (signature truncated)
=Pb8D
-----END PGP SIGNATURE-----
```
"""
    sec = ev("https://nodejs.org/en/blog/vulnerability/february-2024-security-releases", "list of CVEs and affected release lines", """
Wednesday February 14 2024 Security Releases (posted by Rafael Gonzaga)
"The Node.js project has released new versions of the 21.x, 20.x and 18.x releases lines on or shortly after, Wednesday, February 14 2024, in order to address: 8 high severity issues, 7 medium severity issues, 1 low severity issue."
Fixed in: 18.19.1, 20.11.1, 21.6.2.
- Code injection and privilege escalation through Linux capabilities - (High) (CVE-2024-21892): affects all active release lines.
- Reading unprocessed HTTP request with unbounded chunk extension allows DoS attacks - (High) (CVE-2024-22019): all active release lines.
- Path traversal by monkey-patching Buffer internals - (High) (CVE-2024-21896): 20.x and 21.x (permission model users).
- setuid() does not drop all privileges due to io_uring - (High) (CVE-2024-22017): 20.x and 21.x.
- Node.js is vulnerable to the Marvin Attack - (Medium) (CVE-2023-46809): all active release lines.
- Multiple permission model bypasses due to improper path traversal sequence sanitization - (Medium) (CVE-2024-21891): 20.x and 21.x.
- Improper handling of wildcards in --allow-fs-read and --allow-fs-write - (Medium) (CVE-2024-21890): 20.x and 21.x.
- Denial of Service by resource exhaustion in fetch() brotli decoding - (Medium) (CVE-2024-22025): all active release lines.
- (Other issues listed in the post affect only 21.x or 18.x.)
""", "February 14, 2024 security releases 18.19.1 / 20.11.1 / 21.6.2; for 20.x: four High (21892, 22019, 21896, 22017) and four Medium (46809, 21891, 21890, 22025) plus dependency updates.")
    rel12 = ev("https://nodejs.org/en/blog/release/v20.12.0", "release date and highlights of Node.js 20.12.0", """
Node v20.12.0 (LTS) · Richard Lau · 2024-03-26
Notable Changes:
- crypto: implement crypto.hash() — a one-shot hashing utility faster than createHash() for small inputs.
- Loading and parsing environment variables: process.loadEnvFile(path) and util.parseEnv(content).
- New connection attempt events for net.Socket with autoSelectFamily.
- vm: support using the default loader to handle dynamic import() (vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER).
- deps: npm updated to 10.5.0.
""", "Node.js 20.12.0 LTS was released 2024-03-26 (crypto.hash, process.loadEnvFile, npm 10.5.0).")
    dist = "https://nodejs.org/dist/v20.11.1/SHASUMS256.txt"
    mem: dict[str, Any] = {}
    t: Turns = []
    t.append((search("Node.js 20.11.1 security release February 2024", "node v20.11.1 changelog npm version"), R(
        (rel_url, "Node v20.11.1 (LTS) | Node.js", "This is a security release. Notable Changes: CVE-2024-21892 - Code injection and privilege escalation through Linux capabilities (High) ...", "Feb 14, 2024"),
        ("https://nodejs.org/en/blog/vulnerability/february-2024-security-releases", "Wednesday February 14 2024 Security Releases | Node.js",
         "The Node.js project has released new versions of the 21.x, 20.x and 18.x releases lines ... 8 high severity issues ...", "Feb 14, 2024"),
        ("https://github.com/nodejs/node/releases/tag/v20.11.1", "Release 2024-02-14, Version 20.11.1 'Iron' (LTS), @RafaelGSS · nodejs/node", "This is a security release. Notable Changes ...", "Feb 14, 2024"),
        ("https://nodejs.org/en/about/previous-releases", "Node.js — Node.js Releases", "v20.11.1 · Iron · npm v10.2.4 · V8 11.3.244.8 · released 2024-02-14 ...", "Mar 2024"))))
    t.append((extract(rel_url, "release date, notable changes and checksums for v20.11.1"), rel))
    mem["node_20_11_1"] = "Released 2024-02-14 (LTS 'Iron'), security release; npm 10.2.4 (per previous-releases page); undici 5.28.3, libuv 1.48.0, OpenSSL 3.0.13"
    t.append((memory("add", dict={"node_20_11_1": mem["node_20_11_1"]}), added("node_20_11_1")))
    t.append((search("February 2024 Node.js security releases CVE-2024-21892 severity"), R(
        ("https://nodejs.org/en/blog/vulnerability/february-2024-security-releases", "Wednesday February 14 2024 Security Releases | Node.js", "... in order to address: 8 high severity issues, 7 medium severity issues, 1 low severity issue ...", "Feb 14, 2024"),
        ("https://nvd.nist.gov/vuln/detail/CVE-2024-21892", "NVD - CVE-2024-21892", "On Linux, Node.js ignores certain environment variables if those may have been set by an unprivileged user ... CVSS 3.x 7.8 HIGH", "Feb 20, 2024"),
        ("https://www.cve.org/CVERecord?id=CVE-2024-22019", "CVE-2024-22019", "A vulnerability in Node.js HTTP servers allows an attacker to send a specially crafted HTTP request with chunked encoding ...", "Feb 2024"))))
    t.append((extract("https://nodejs.org/en/blog/vulnerability/february-2024-security-releases", "list of CVEs and affected release lines"), sec))
    mem["node_20_11_1_cves"] = "High: CVE-2024-21892, -22019, -21896, -22017; Medium: CVE-2023-46809, CVE-2024-21891, -21890, -22025; deps: undici CVE-2024-24758, libuv CVE-2024-24806"
    t.append((memory("add", dict={"node_20_11_1_cves": mem["node_20_11_1_cves"]}), added("node_20_11_1_cves")))
    t.append((extract(dist, "SHA-256 checksums of the v20.11.1 release files"), shasums()))
    mem["sha256_linux_x64_tar_xz"] = sums[f"node-{v}-linux-x64.tar.xz"] + "  node-v20.11.1-linux-x64.tar.xz (matches release post)"
    t.append((memory("add", dict={"sha256_linux_x64_tar_xz": mem["sha256_linux_x64_tar_xz"]}), added("sha256_linux_x64_tar_xz")))
    t.append((search("Node.js 20.12.0 release date LTS"), R(
        ("https://nodejs.org/en/blog/release/v20.12.0", "Node v20.12.0 (LTS) | Node.js", "Notable Changes: crypto: implement crypto.hash() ... process.loadEnvFile ...", "Mar 26, 2024"),
        ("https://github.com/nodejs/node/releases/tag/v20.12.0", "Release 2024-03-26, Version 20.12.0 'Iron' (LTS), @richardlau", "Notable Changes ...", "Mar 26, 2024"),
        ("https://endoflife.date/nodejs", "Node.js | endoflife.date", "20 (LTS) · Latest 20.12.0 (26 Mar 2024) · Active support until 22 Oct 2024 · Security support until 30 Apr 2026", "Mar 27, 2024"))))
    t.append((extract("https://nodejs.org/en/blog/release/v20.12.0", "release date and highlights of Node.js 20.12.0"), rel12))
    t.append((extract(dist, "confirm the darwin-arm64 and linux-x64 checksums before finishing"), shasums(drift=True)))
    t.append((memory("retrieve_all"), got(mem)))
    rs.add(task=TASK, tid="h29-search-17", system=SEARCH_SYSTEM, turns=t, state=state, bad=True, turn=11,
           kind="the SHA-256 of node-v20.11.1-darwin-arm64.tar.xz in the same SHASUMS256.txt differs (four hex digits) from the two earlier listings")


# ---------------------------------------------------------------------------------------------------------
# 18 clean: paper versions, citation counts from different indexes, re-sorted listings (arXiv, ADS, S2)
def t18(rs: RowSet) -> None:
    state = ("Research question: What did the JWST K2-18 b paper (Madhusudhan et al. 2023) claim about CH4, CO2 and DMS, where was it published, "
             "how often is it cited, and what follow-up papers exist?\nSession date: 2024-01-15.")
    abs_url = "https://arxiv.org/abs/2309.05566"
    abs_page = """# [2309.05566] Carbon-bearing Molecules in a Possible Hycean Atmosphere
arXiv.org > astro-ph > arXiv:2309.05566 · Astrophysics > Earth and Planetary Astrophysics

**Carbon-bearing Molecules in a Possible Hycean Atmosphere**
Nikku Madhusudhan, Subhajit Sarkar, Savvas Constantinou, Måns Holmberg, Anjali A. A. Piette, Julianne I. Moses

> The search for habitable environments and biomarkers in exoplanetary atmospheres is the holy grail of exoplanet science. The detection of atmospheric signatures of habitable Earth-like exoplanets is challenging due to their small planet-star size contrast and thin atmospheres with high mean molecular weight. Recently, a new class of habitable exoplanets, called Hycean worlds, has been proposed, defined as temperate ocean-covered worlds with H2-rich atmospheres. Their large sizes and extended atmospheres, compared to rocky planets of the same mass, make Hycean worlds significantly more accessible to atmospheric spectroscopy with the JWST. Here we report a transmission spectrum of the candidate Hycean world, K2-18 b, observed with the JWST NIRISS and NIRSpec instruments in the 0.9-5.2 μm range. The spectrum reveals strong detections of methane (CH4) and carbon dioxide (CO2) at 5σ and 3σ confidence, respectively, with high volume mixing ratios of ~1% each in a H2-rich atmosphere. The abundant CH4 and CO2 along with the non-detection of ammonia (NH3) are consistent with chemical predictions for an ocean under a temperate H2-rich atmosphere on K2-18 b. The spectrum also suggests potential signs of dimethyl sulfide (DMS), which has been predicted to be an observable biomarker in Hycean worlds, motivating considerations of possible biological activity on the planet. The detection of CH4 resolves the 'missing methane problem' for temperate exoplanets and the degeneracy in the atmospheric composition of K2-18 b from previous observations. We discuss possible implications of the findings, open questions, and future observations to explore this new regime in the search for life elsewhere.

| | |
|---|---|
| Comments | Published in the Astrophysical Journal Letters |
| Subjects | Earth and Planetary Astrophysics (astro-ph.EP) |
| Journal reference | ApJL 956 L13 (2023) |
| DOI | https://doi.org/10.3847/2041-8213/acf577 |
| Cite as | arXiv:2309.05566 [astro-ph.EP] (or arXiv:2309.05566v2 [astro-ph.EP] for this version) |

## Submission history
From: Nikku Madhusudhan
[v1] Mon, 11 Sep 2023 14:19:05 UTC (3,271 KB)
[v2] Thu, 12 Oct 2023 09:02:41 UTC (3,274 KB)
"""
    ads = ev("https://ui.adsabs.harvard.edu/abs/2023ApJ...956L..13M/abstract", "publication details and citation count", """
NASA ADS — Carbon-bearing Molecules in a Possible Hycean Atmosphere · Madhusudhan, Nikku; Sarkar, Subhajit; Constantinou, Savvas; Holmberg, Måns; Piette, Anjali A. A.; Moses, Julianne I.
Publication: The Astrophysical Journal Letters, Volume 956, Issue 1, id.L13, 11 pp. · Pub Date: October 2023 · DOI: 10.3847/2041-8213/acf577 · arXiv: 2309.05566 · Bibcode: 2023ApJ...956L..13M
Keywords: Exoplanet atmospheres; Habitable planets; Astrobiology; ...
Citations: 87 · References: 132 · Reads: 4,312 (last 90 days)
""", "ADS: ApJL 956, L13, October 2023; 87 citations (ADS count).")
    s2 = ev("https://www.semanticscholar.org/paper/Carbon-bearing-Molecules-in-a-Possible-Hycean-Madhusudhan-Sarkar/4b0f8d2e", "citation count in Semantic Scholar", """
Semantic Scholar — Carbon-bearing Molecules in a Possible Hycean Atmosphere · The Astrophysical Journal Letters · 11 September 2023
"104 Citations · 9 Highly Influential Citations · 131 References"
TLDR: "A JWST transmission spectrum of K2-18 b shows CH4 and CO2 in an H2-rich atmosphere and possible signs of DMS."
""", "Semantic Scholar counts 104 citations (9 highly influential), a different index from ADS.")

    def listing(order: str, rows: list[str], extra: str) -> str:
        return f"""# Search | arXiv e-print repository
Searching in archive **astro-ph** for *K2-18 b JWST*. Showing 1–{len(rows)} of 23 results. Sort results by: **{order}**

""" + "\n\n".join(rows) + f"\n\n{extra}\n"
    r_main = "arXiv:2309.05566 [astro-ph.EP] — Carbon-bearing Molecules in a Possible Hycean Atmosphere. Madhusudhan, Sarkar, Constantinou, et al. Submitted 12 October, 2023; v1 submitted 11 September, 2023; originally announced September 2023."
    r_shorttle = "arXiv:2401.05864 [astro-ph.EP] — Distinguishing oceans of water from magma on mini-Neptune K2-18b. Shorttle, Jordan, Nicholls, Lichtenberg, Bower. Submitted 11 January, 2024; originally announced January 2024."
    r_bezard = "arXiv:2011.10424 [astro-ph.EP] — Methane as a dominant absorber in the habitable-zone sub-Neptune K2-18 b. Bézard, Charnay, Blain. Submitted 20 November, 2020; originally announced November 2020."
    r_hycean = "arXiv:2108.10888 [astro-ph.EP] — Habitability and Biosignatures of Hycean Worlds. Madhusudhan, Piette, Constantinou. Submitted 24 August, 2021; originally announced August 2021."
    rel_rows = [r_main, r_hycean, r_bezard, r_shorttle]
    date_rows = [r_shorttle, r_main, r_hycean, r_bezard]
    mem: dict[str, Any] = {}
    t: Turns = []
    t.append((search("Madhusudhan 2023 K2-18 b JWST methane carbon dioxide DMS arXiv", "Carbon-bearing Molecules in a Possible Hycean Atmosphere"), R(
        (abs_url, "[2309.05566] Carbon-bearing Molecules in a Possible Hycean Atmosphere", "... strong detections of methane (CH4) and carbon dioxide (CO2) at 5σ and 3σ confidence ... potential signs of dimethyl sulfide (DMS) ...", "Oct 12, 2023"),
        ("https://iopscience.iop.org/article/10.3847/2041-8213/acf577", "Carbon-bearing Molecules in a Possible Hycean Atmosphere - IOPscience", "Published 2023 September 11 • © 2023. The Author(s) ... ApJL 956 L13", "Sep 11, 2023"),
        ("https://www.nasa.gov/goddard/2023/webb-discovers-methane-carbon-dioxide-in-atmosphere-of-k2-18b", "Webb Discovers Methane, Carbon Dioxide in Atmosphere of K2-18 b - NASA",
         "... possible detection of a molecule called dimethyl sulfide (DMS) ... The inference of DMS is less robust and requires further validation ...", "Sep 11, 2023"),
        ("https://www.cam.ac.uk/research/news/carbon-containing-molecules-found-in-atmosphere-of-possible-hycean-world", "Carbon-containing molecules found in atmosphere of possible 'hycean' world | University of Cambridge",
         "Researchers using the James Webb Space Telescope found carbon-bearing molecules including methane and carbon dioxide ...", "Sep 11, 2023"))))
    t.append((extract(abs_url, "claims about CH4, CO2, DMS, journal reference and version history"), abs_page))
    a = {"k218b_claims": "CH4 at 5σ, CO2 at 3σ (~1% each, H2-rich atmosphere), no NH3, 'potential signs' of DMS (arXiv:2309.05566v2 abstract)",
         "k218b_pub": "ApJL 956, L13 (2023), doi:10.3847/2041-8213/acf577; arXiv v1 11 Sep 2023, v2 12 Oct 2023"}
    mem.update(a)
    t.append((memory("add", dict=a), added(*a)))
    t.append((extract("https://ui.adsabs.harvard.edu/abs/2023ApJ...956L..13M/abstract", "publication details and citation count"), ads))
    t.append((extract("https://www.semanticscholar.org/paper/Carbon-bearing-Molecules-in-a-Possible-Hycean-Madhusudhan-Sarkar/4b0f8d2e", "citation count in Semantic Scholar"), s2))
    mem["k218b_citations"] = "ADS 87; Semantic Scholar 104 (9 highly influential) — indexes count differently (as of 2024-01-15)"
    t.append((memory("add", dict={"k218b_citations": mem["k218b_citations"]}), added("k218b_citations")))
    t.append((extract("https://arxiv.org/a/search?query=K2-18+b+JWST&searchtype=all&order=", "papers on K2-18 b (relevance order)"),
              listing("relevance", rel_rows, "[Next 4 results]")))
    t.append((extract("https://arxiv.org/a/search?query=K2-18+b+JWST&searchtype=all&order=-announced_date_first", "newest papers on K2-18 b first"),
              listing("announcement date (newest first)", date_rows, "[Next 4 results]")))
    mem["k218b_followups"] = "Shorttle et al. arXiv:2401.05864 (11 Jan 2024): magma ocean could mimic the spectrum; earlier Bézard+ 2020 (methane), Madhusudhan+ 2021 (Hycean concept)"
    t.append((memory("add", dict={"k218b_followups": mem["k218b_followups"]}), added("k218b_followups")))
    t.append((memory("retrieve_all"), got(mem)))
    rs.add(task=TASK, tid="h29-search-18", system=SEARCH_SYSTEM, turns=t, state=state)


# ---------------------------------------------------------------------------------------------------------
# 19 bad: an issue's open/closed state flips between two extractions with an unchanged timeline (GitHub, DuckDB)
def t19(rs: RowSet) -> None:
    state = ("Research question: Has the DuckDB bug where read_csv auto-detection fails on CSV files that start with a UTF-8 BOM (issue #11512) been fixed, "
             "by which pull request, and in which release?\nSession date: 2024-04-25.")
    iurl = "https://github.com/duckdb/duckdb/issues/11512"

    def issue(badge: str) -> str:
        return f"""# read_csv auto-detect fails when file starts with UTF-8 BOM and header has quoted names #11512
duckdb/duckdb · **{badge}** · mvanvliet opened this issue on Apr 4, 2024 · 7 comments

Labels: `CSV Reader` `reproduced`
Assignees: pdet
Development: Successfully merging a pull request may close this issue — #11534 CSV Sniffer: skip UTF-8 BOM before dialect and header detection (merged)

### What happens?
When a CSV file exported from Excel starts with a UTF-8 BOM (EF BB BF) and the first header is quoted, `read_csv('file.csv')` detects a single column named `\\ufeff"id"` and all rows end up in one VARCHAR column. Removing the BOM or the quotes makes detection work.

### To Reproduce
```sql
COPY (SELECT 1 AS id, 'a' AS name) TO 'x.csv' (HEADER);
-- prepend BOM with: printf '\\xef\\xbb\\xbf' | cat - x.csv > bom.csv
SELECT * FROM read_csv('bom.csv');
```

### OS / DuckDB Version / Client
Windows 11 x64 · v0.10.1 4a89d97db8 · Python 3.12

---
**pdet** commented on Apr 5 — Thanks for the report, I can reproduce this on main. The BOM is only stripped after the sniffer has already chosen the quote rule. Adding `reproduced`.
**Mytherin** commented on Apr 5 — Should be a small fix in the buffer reader; the BOM check has to happen before the first sniffing pass.
**mvanvliet** commented on Apr 6 — Workaround for anyone else: `read_csv('bom.csv', header=true, quote='"')` works.
**pdet** linked a pull request on Apr 8 that will close this issue: #11534
**szarnyasg** commented on Apr 8 — Also affects `read_csv_auto`, same code path.
**pdet** closed this as completed in #11534 on Apr 9
**mvanvliet** commented on Apr 10 — Confirmed fixed in the nightly (v0.10.2-dev1147). Thanks!
**hawkfish** commented on Apr 11 — 👍
**duckdblabs-bot** commented on Apr 17 — This fix is included in release v0.10.2.
"""
    pr = ev("https://github.com/duckdb/duckdb/pull/11534", "merge status, date and what the PR changes", """
CSV Sniffer: skip UTF-8 BOM before dialect and header detection #11534 · **Merged** · Mytherin merged 3 commits into duckdb:main from pdet:bom_sniffer on Apr 9, 2024
- Fixes #11512
- "The CSV buffer now strips the UTF-8 byte order mark when the first buffer is read, before the sniffer runs, so dialect, type and header detection all see the real first byte."
- Files changed: 4 (+112 −9): src/execution/operator/csv_scanner/buffer_manager/csv_buffer.cpp, src/execution/operator/csv_scanner/sniffer/dialect_detection.cpp, test/sql/copy/csv/test_bom_quoted_header.test, data/csv/bom_quoted_header.csv
- Checks: 41 successful
""", "PR #11534 (pdet) fixes #11512 by stripping the BOM before sniffing; merged into main by Mytherin on 9 April 2024.")
    relnotes = ev("https://github.com/duckdb/duckdb/releases/tag/v0.10.2", "release date and whether the BOM fix is listed", """
DuckDB 0.10.2 bugfix release · Mytherin released this Apr 17, 2024 · v0.10.2 · 1601a0a
"This is a bug fix release for various issues discovered after we released 0.10.1. There are no new features, just bug fixes."
What's Changed (excerpt, 189 PRs):
- Fix #11381: correctly handle NULL in list_reduce by @Tishj in #11402
- CSV Sniffer: skip UTF-8 BOM before dialect and header detection by @pdet in #11534
- [Python] Fix fetch_arrow_table with empty result by @Tishj in #11551
- Secrets: fix persistent secret directory on Windows by @samansmink in #11568
- Fix #11622: ALTER TABLE ... ADD COLUMN with default in transaction by @Mytherin in #11630
Full Changelog: v0.10.1...v0.10.2
""", "v0.10.2 (17 Apr 2024) includes #11534, the BOM sniffer fix.")
    mem: dict[str, Any] = {}
    t: Turns = []
    t.append((extract(iurl, "state of the issue, linked fix and comments"), issue("Closed")))
    mem["duckdb_11512"] = "Closed as completed on 2024-04-09 by PR #11534 (pdet); reporter confirmed fix in nightly v0.10.2-dev1147; bot says included in v0.10.2"
    t.append((memory("add", dict={"duckdb_11512": mem["duckdb_11512"]}), added("duckdb_11512")))
    t.append((search("duckdb 0.10.2 release notes CSV BOM sniffer", "duckdb pull 11534 BOM"), R(
        ("https://github.com/duckdb/duckdb/releases/tag/v0.10.2", "Release DuckDB 0.10.2 Bugfix Release · duckdb/duckdb", "This is a bug fix release for various issues discovered after we released 0.10.1 ...", "Apr 17, 2024"),
        ("https://github.com/duckdb/duckdb/pull/11534", "CSV Sniffer: skip UTF-8 BOM before dialect and header detection by pdet · Pull Request #11534", "Fixes #11512 ...", "Apr 9, 2024"),
        ("https://duckdb.org/2024/04/17/duckdb-0102", "Announcing DuckDB 0.10.2 - DuckDB", "DuckDB 0.10.2 is a bugfix release ... CSV reader robustness improvements ...", "Apr 17, 2024"))))
    t.append((extract("https://github.com/duckdb/duckdb/pull/11534", "merge status, date and what the PR changes"), pr))
    t.append((extract(iurl, "any comment on which release contains the fix"), issue("Open")))
    t.append((extract("https://github.com/duckdb/duckdb/releases/tag/v0.10.2", "release date and whether the BOM fix is listed"), relnotes))
    mem["duckdb_fix_release"] = "v0.10.2, released 2024-04-17 (release notes list #11534); PR merged 2024-04-09 by Mytherin"
    t.append((memory("add", dict={"duckdb_fix_release": mem["duckdb_fix_release"]}), added("duckdb_fix_release")))
    t.append((memory("retrieve_all"), got(mem)))
    rs.add(task=TASK, tid="h29-search-19", system=SEARCH_SYSTEM, turns=t, state=state, bad=True, turn=5,
           kind="GitHub issue shows Open on re-extraction although nothing reopened it: same 7 comments and timeline still ending closed as completed")


# ---------------------------------------------------------------------------------------------------------
# 20 clean: an earthquake event page revised with a newer stamp; agencies report different magnitudes (USGS, JMA)
def t20(rs: RowSet) -> None:
    state = ("Research question: What magnitude, time, location and depth are reported for today's large earthquake on the Noto Peninsula, Japan, "
             "by USGS and by the Japan Meteorological Agency, and why might they differ?\nSession date: 2024-01-01, from 07:25 UTC (16:25 JST).")
    uurl = "https://earthquake.usgs.gov/earthquakes/eventpage/us6000m0xl/executive"
    u1 = """# M 7.4 - 41 km NE of Anamizu, Japan
USGS Earthquake Hazards Program · Event page · us6000m0xl

| | |
|---|---|
| Time | 2024-01-01 07:10:09 (UTC) |
| Location | 37.495°N 137.270°E |
| Depth | 10.0 km |
| Review status | AUTOMATIC |
| Updated | 2024-01-01 07:29:52 UTC |

## Regional information
- 42.6 km (26.5 mi) NE of Anamizu, Japan · 48.1 km NNE of Wajima (approx.)
- Tsunami: For official tsunami information see the Japan Meteorological Agency and tsunami.gov.

## Impact
| Product | Status |
|---|---|
| Did You Feel It? | Intensity VIII · 96 responses |
| ShakeMap | Intensity IX (preliminary) |
| PAGER | Pending |

## Technical
| Product | Value |
|---|---|
| Origin | us · Magnitude Mww 7.4 (preliminary; W-phase) · Contributed by US |
| Moment tensor | Pending |
"""
    u2 = """# M 7.5 - 42 km NE of Anamizu, Japan
USGS Earthquake Hazards Program · Event page · us6000m0xl

| | |
|---|---|
| Time | 2024-01-01 07:10:09 (UTC) |
| Location | 37.487°N 137.271°E |
| Depth | 10.0 km |
| Review status | REVIEWED |
| Updated | 2024-01-01 08:36:14 UTC |

## Regional information
- 42.3 km (26.3 mi) NE of Anamizu, Japan
- Tsunami: For official tsunami information see the Japan Meteorological Agency and tsunami.gov.

## Impact
| Product | Status |
|---|---|
| Did You Feel It? | Intensity VIII · 1,093 responses |
| ShakeMap | Intensity IX |
| PAGER | ORANGE for estimated economic losses; YELLOW for estimated fatalities |

## Technical
| Product | Value |
|---|---|
| Origin | us · Magnitude Mww 7.5 · Contributed by US · reviewed |
| Moment tensor | Mww 7.5 · strike 50°, dip 39°, rake 97° (reverse faulting) · depth 13.5 km (moment tensor centroid) |

Change log: 08:36 origin relocated and magnitude updated from Mww 7.4 (preliminary) to Mww 7.5 after analyst review; 08:12 PAGER alert issued.
"""
    jma = ev("https://www.data.jma.go.jp/multi/quake/quake_detail.html?eventID=20240101161010&lang=en", "JMA magnitude, time, epicentre, depth and maximum intensity", """
Japan Meteorological Agency — Earthquake Information (issued 2024-01-01 16:47 JST)
- Origin time: 2024-01-01 16:10 JST (07:10 UTC)
- Region: Noto Peninsula, Ishikawa Prefecture · Latitude 37.5°N, Longitude 137.3°E · Depth approx. 16 km
- Magnitude: 7.6 (JMA magnitude Mj; updated from the preliminary value of 7.4)
- Maximum seismic intensity: 7 (Shika town, Ishikawa Prefecture)
- Tsunami: Major Tsunami Warning for the Noto area of Ishikawa Prefecture; Tsunami Warnings for other Sea of Japan coasts.
""", "JMA: Mj 7.6 (revised from 7.4), 16:10 JST, depth about 16 km, intensity 7 at Shika; Major Tsunami Warning for Noto.")
    mem: dict[str, Any] = {}
    t: Turns = []
    t.append((search("Noto Peninsula earthquake magnitude USGS", "Ishikawa earthquake tsunami warning January 1 2024"), R(
        (uurl, "M 7.4 - 41 km NE of Anamizu, Japan", "2024-01-01 07:10:09 (UTC) 37.495°N 137.270°E 10.0 km depth", "14 minutes ago"),
        ("https://www.jma.go.jp/bosai/map.html#contents=earthquake_map", "Earthquake Information | Japan Meteorological Agency", "Noto Peninsula, Ishikawa · M7.4 (preliminary) · Max intensity 7 ...", "8 minutes ago"),
        ("https://www.reuters.com/world/asia-pacific/japan-issues-tsunami-warning-after-strong-quake-2024-01-01/", "Japan issues major tsunami warning after magnitude 7.4 quake",
         "A magnitude 7.4 earthquake struck central Japan on Monday, prompting a major tsunami warning ...", "11 minutes ago"),
        ("https://www3.nhk.or.jp/nhkworld/en/news/20240101_13/", "Major tsunami warning issued for Ishikawa Prefecture | NHK WORLD-JAPAN News", "Evacuate immediately ... tsunami of up to 5 meters expected ...", "17 minutes ago"))))
    t.append((extract(uurl, "USGS magnitude, time, location, depth and impact products"), u1))
    mem["usgs"] = "Mww 7.4 (automatic, preliminary) 07:10:09 UTC, 37.495N 137.270E, depth 10 km; page updated 07:29:52 UTC"
    t.append((memory("add", dict={"usgs": mem["usgs"]}), added("usgs")))
    t.append((extract("https://www.data.jma.go.jp/multi/quake/quake_detail.html?eventID=20240101161010&lang=en", "JMA magnitude, time, epicentre, depth and maximum intensity"), jma))
    mem["jma"] = "Mj 7.6 (revised from 7.4), 16:10 JST = 07:10 UTC, 37.5N 137.3E, depth ~16 km, max intensity 7 (Shika); Major Tsunami Warning"
    t.append((memory("add", dict={"jma": mem["jma"]}), added("jma")))
    t.append((extract(uurl, "has the USGS solution been reviewed or updated since"), u2))
    mem["usgs"] = "Mww 7.5 (reviewed) 07:10:09 UTC, 37.487N 137.271E, depth 10 km; updated 08:36:14 UTC from preliminary 7.4; PAGER orange (economic)"
    t.append((memory("update", dict={"usgs": mem["usgs"]}), updated("usgs")))
    t.append((search("Noto earthquake 7.5 or 7.6 why USGS JMA magnitude differ"), R(
        ("https://www.japantimes.co.jp/news/2024/01/01/japan/noto-earthquake-magnitude/", "Why the Noto quake is 7.6 in Japan and 7.5 elsewhere",
         "The JMA uses its own magnitude scale (Mj) based on the amplitude of seismic waves near the source, while the USGS reports moment magnitude (Mww) ...", "20 minutes ago"),
        ("https://www.bbc.com/news/world-asia-67858566", "Japan earthquake: Major tsunami warning after 7.5 magnitude quake", "... the Japan Meteorological Agency put the magnitude at 7.6 ...", "47 minutes ago"),
        (uurl, "M 7.5 - 42 km NE of Anamizu, Japan", "2024-01-01 07:10:09 (UTC) 37.487°N 137.271°E 10.0 km depth", "5 minutes ago"))))
    t.append((memory("retrieve_all"), got(mem)))
    rs.add(task=TASK, tid="h29-search-20", system=SEARCH_SYSTEM, turns=t, state=state)


# ---------------------------------------------------------------------------------------------------------
# 21 bad: a line of statute text changes between two extractions of the same version (legislation.gov.uk)
def t21(rs: RowSet) -> None:
    state = ("Research question: Under section 87 of the Environmental Protection Act 1990 (England), what is the offence of leaving litter, what is the "
             "maximum fine on conviction, and what fixed penalty can councils issue instead?\nSession date: 2024-05-14.")
    url = "https://www.legislation.gov.uk/ukpga/1990/43/section/87"

    def s87(level: str) -> str:
        return f"""# Environmental Protection Act 1990, Section 87
legislation.gov.uk · UK Public General Acts · 1990 c. 43 · Part IV Litter etc. · Provisions relating to litter

Point in time: **Latest available (Revised)** · Extent: England and Wales · [Original (As enacted)] [More resources]

Changes to legislation: There are currently no known outstanding effects for the Environmental Protection Act 1990, Section 87.

## 87 Offence of leaving litter.
**[F1(1)** A person is guilty of an offence if he throws down, drops or otherwise deposits any litter in any place to which this section applies and leaves it.

(2) No offence is committed under this section where the depositing and leaving of the litter is—
(a) authorised by law, or
(b) done by or with the consent of the owner, occupier or other person having control of the place where it is deposited.

(3) This section applies to any place in the area of a principal litter authority which is open to the air, subject to subsection (4).

(4) This section does not apply to a place which is "open to the air" if the public does not have access to it, with or without payment.**]**

(5) A person who is guilty of an offence under this section shall be liable on summary conviction to a fine not exceeding **{level}** on the standard scale.

(6) A local authority, with a view to promoting the abatement of litter, may take such steps as the authority think appropriate for making the effect of subsection (5) above known to the public in their area.

### Textual Amendments
F1 S. 87(1)-(4) substituted (E.W.) (6.4.2006) by Clean Neighbourhoods and Environment Act 2005 (c. 16), ss. 18(1), 108(1)(c); S.I. 2006/795, art. 2(2)
F2 S. 87(4A)-(4C) repealed (E.W.) (6.4.2006) by Clean Neighbourhoods and Environment Act 2005 (c. 16), s. 18(1)

### Modifications etc. (not altering text)
C1 S. 87 applied (with modifications) by Litter (Animal Droppings) Order 1991 (S.I. 1991/961), art. 3
"""
    guid = ev("https://www.gov.uk/government/publications/litter-and-refuse-fixed-penalty-notices", "fixed penalty amounts for littering in England", """
Guidance: Fixed penalty notices for littering (Department for Environment, Food & Rural Affairs), updated 31 July 2023:
- "Councils can issue a fixed penalty notice under section 88 of the Environmental Protection Act 1990 to anyone they have reason to believe has committed a littering offence under section 87."
- "From 31 July 2023 the maximum fixed penalty a council in England can set for littering is £500 (previously £150). The minimum is £65."
- "If a council does not set its own amount, the default penalty is £200."
- "Paying the fixed penalty within the period stated discharges liability to conviction for the offence."
""", "Instead of prosecution councils may issue a s.88 fixed penalty: £65–£500 in England since 31 July 2023 (default £200).")
    mem: dict[str, Any] = {}
    t: Turns = []
    t.append((search("Environmental Protection Act 1990 section 87 offence of leaving litter fine level", "littering fixed penalty England 2023 £500"), R(
        (url, "Environmental Protection Act 1990, Section 87 - legislation.gov.uk", "87 Offence of leaving litter. (1) A person is guilty of an offence if he throws down, drops or otherwise deposits any litter ...", "—"),
        ("https://www.gov.uk/government/publications/litter-and-refuse-fixed-penalty-notices", "Fixed penalty notices for littering - GOV.UK", "From 31 July 2023 the maximum fixed penalty ... is £500 ...", "Jul 31, 2023"),
        ("https://www.keepbritaintidy.org/get-involved/support-our-campaigns/litter-law", "Litter law | Keep Britain Tidy", "Dropping litter is a criminal offence ... you could be fined up to £2,500 if convicted ...", "2023"),
        ("https://www.sentencingcouncil.org.uk/explanatory-material/item/fines-and-financial-orders/", "Fines | Sentencing Council", "Standard scale of fines: level 1 £200; level 2 £500; level 3 £1,000; level 4 £2,500; level 5 unlimited ...", "—"))))
    t.append((extract(url, "the offence in section 87 and the maximum penalty on conviction"), s87("level 4")))
    mem["s87_offence"] = "Throwing down, dropping or otherwise depositing litter in a place open to the air (public access) and leaving it; exceptions if authorised by law or with owner's consent"
    mem["s87_penalty"] = "Summary conviction: fine not exceeding level 4 on the standard scale (£2,500) — s.87(5)"
    t.append((memory("add", dict=dict(mem)), added("s87_offence", "s87_penalty")))
    t.append((extract(url, "check the territorial extent and any amendments to subsection (5)"), s87("level 3")))
    t.append((extract("https://www.gov.uk/government/publications/litter-and-refuse-fixed-penalty-notices", "fixed penalty amounts for littering in England"), guid))
    mem["s88_fpn"] = "Fixed penalty instead of prosecution (s.88): £65–£500 in England from 31 Jul 2023 (was max £150); default £200"
    t.append((memory("add", dict={"s88_fpn": mem["s88_fpn"]}), added("s88_fpn")))
    t.append((memory("retrieve_all"), got(mem)))
    rs.add(task=TASK, tid="h29-search-21", system=SEARCH_SYSTEM, turns=t, state=state, bad=True, turn=4,
           kind="section 87(5) maximum fine reads 'level 3' on re-extraction of the same revised version that earlier said 'level 4'")


# ---------------------------------------------------------------------------------------------------------
# 22 clean: live download counters, star counts, memory cleared with remove_all (GitHub, crates.io)
def t22(rs: RowSet) -> None:
    state = ("Research question: Compare the Rust web frameworks axum and actix-web by GitHub stars, latest release and crates.io downloads "
             "(all-time and last 90 days).\nSession date: 2024-07-09.")

    def gh(repo: str, about: str, stars: str, forks: str, watch: str, rel: str, reldate: str, nrel: str, contrib: str, used: str, commits: str, lic: str) -> str:
        return f"""# {repo}
GitHub · Public repository · {about}

⭐ {stars} stars · 🍴 {forks} forks · 👁 {watch} watching · License: {lic}

| | |
|---|---|
| Default branch | main · {commits} commits |
| Latest release | {rel} — {reldate} (Latest) · {nrel} releases |
| Contributors | {contrib} |
| Used by | {used} |
| Languages | Rust 99.8% · Other 0.2% |

README (excerpt) shown below the file list; Topics: rust, http, web, framework, async
"""
    axum_gh = gh("tokio-rs/axum", "Ergonomic and modular web framework built with Tokio, Tower, and Hyper", "18.4k", "1k", "129", "axum-v0.7.5", "Mar 29, 2024", "74",
                 "299", "78.9k", "1,447", "MIT")
    actix_gh = gh("actix/actix-web", "Actix Web is a powerful, pragmatic, and extremely fast web framework for Rust.", "21k", "1.6k", "227", "web-v4.8.0", "Jun 16, 2024", "283",
                  "376", "55.3k", "5,174", "Apache-2.0, MIT")

    def crate(name: str, ver: str, alltime: str, recent: str, updated: str, stamp: str, extra: str) -> str:
        return f"""# {name} v{ver}
crates.io · {extra}

| | |
|---|---|
| Version | {ver} |
| Published / updated | {updated} |
| MSRV | v1.66.0 |
| License | MIT |
| Downloads all time | {alltime} |
| Recent downloads (90 days) | {recent} |

Download stats are refreshed continuously; figures as of {stamp} UTC.
Versions: 118 · Dependents: see [Dependents] tab · Owners: see [Owners]
"""
    mem: dict[str, Any] = {}
    t: Turns = []
    t.append((search("axum vs actix-web github stars 2024", "axum crates.io downloads"), R(
        ("https://github.com/tokio-rs/axum", "GitHub - tokio-rs/axum: Ergonomic and modular web framework built with Tokio, Tower, and Hyper", "18.3k stars ... axum-v0.7.5 Latest Mar 29, 2024", "3 weeks ago"),
        ("https://github.com/actix/actix-web", "GitHub - actix/actix-web: Actix Web is a powerful, pragmatic, and extremely fast web framework for Rust", "21k stars · 1.6k forks ...", "2 weeks ago"),
        ("https://crates.io/crates/axum", "axum - crates.io: Rust Package Registry", "Web framework that focuses on ergonomics and modularity · 0.7.5 · All-Time 92M", "—"),
        ("https://www.reddit.com/r/rust/comments/1c2xk4v/axum_vs_actix_in_2024/", "Axum vs Actix in 2024? : r/rust", "Both are great; axum has the larger download count now, actix-web has more stars ...", "3 months ago"))))
    t.append((extract("https://github.com/tokio-rs/axum", "stars, forks and latest release"), axum_gh))
    t.append((extract("https://github.com/actix/actix-web", "stars, forks and latest release"), actix_gh))
    a = {"axum_gh": "18.4k stars, 1k forks; latest axum-v0.7.5 (2024-03-29)", "actix_gh": "21k stars, 1.6k forks; latest web-v4.8.0 (2024-06-16)"}
    mem.update(a)
    t.append((memory("add", dict=a), added(*a)))
    t.append((extract("https://crates.io/crates/axum", "all-time and recent downloads"),
              crate("axum", "0.7.5", "92,614,208", "9,871,455", "Mar 29, 2024", "2024-07-09 10:14", "Web framework that focuses on ergonomics and modularity")))
    t.append((extract("https://crates.io/crates/actix-web", "all-time and recent downloads"),
              crate("actix-web", "4.8.0", "31,208,734", "2,147,009", "Jun 16, 2024", "2024-07-09 10:16", "Actix Web is a powerful, pragmatic, and extremely fast web framework for Rust")))
    t.append((extract("https://crates.io/crates/axum", "re-read axum downloads for a same-time comparison"),
              crate("axum", "0.7.5", "92,617,941", "9,873,102", "Mar 29, 2024", "2024-07-09 10:19", "Web framework that focuses on ergonomics and modularity")))
    t.append((memory("remove_all"), "Successfully removed all items from memory."))
    t.append((memory("retrieve_all"), "Memory is empty."))
    mem = {"comparison": "axum: 18.4k stars, v0.7.5 (2024-03-29), 92.6M all-time / 9.87M 90-day downloads; actix-web: 21k stars, v4.8.0 (2024-06-16), 31.2M / 2.15M (crates.io ~10:16-10:19 UTC)"}
    t.append((memory("add", dict=dict(mem)), added("comparison")))
    t.append((memory("retrieve_all"), got(mem)))
    rs.add(task=TASK, tid="h29-search-22", system=SEARCH_SYSTEM, turns=t, state=state)


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for fn in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
