# ruff: noqa: E501
"""Held-out set 59, domain ``search``: 22 deep-research trajectories (web_search, web_extractor, dict_memory).

Topics: economics, law and politics (inflation, central-bank rates, elections, dockets, treaties, laws,
tax rates, trade, index closes, earnings, censuses, minimum wages). Eleven trajectories hold exactly one
contradiction (labelled with the first contradicting turn), eleven are clean but full of legitimate changes.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import RowSet, extract, memory, pj, results, search

TOOLS = [
    {"name": "web_search", "description": "Perform Google web searches then return a string of the top search results. Accepts multiple queries.",
     "parameters": {"type": "object", "properties": {"queries": {"type": "array", "items": {"type": "string"}, "minItems": 1,
                                                                 "description": "The list of search queries."}}, "required": ["queries"]}},
    {"name": "web_extractor", "description": "Visit a webpage and return its content as Markdown, focusing on the information relevant to the goal.",
     "parameters": {"type": "object", "properties": {"url": {"type": "string", "description": "The URL of the webpage to visit."},
                                                     "goal": {"type": "string", "description": "The information the agent wants from the page."}},
                    "required": ["url", "goal"]}},
    {"name": "dict_memory", "description": "A persistent key-value scratchpad for intermediate findings.",
     "parameters": {"type": "object", "properties": {
         "operation": {"type": "string", "enum": ["add", "update", "retrieve", "retrieve_all", "remove", "remove_all"]},
         "dict": {"type": "object", "description": "Key-value pairs for add/update."},
         "key_list": {"type": "array", "items": {"type": "string"}, "description": "Keys for retrieve/remove."}},
         "required": ["operation"]}},
]

SYSTEM = """# Role and Objective

You are a **Search World Model** — a precise web search and information retrieval environment simulator. Your task is to simulate the execution of search and memory-related tool calls and generate realistic, contextually appropriate responses, with **factual accuracy as the top priority** and **query relevance** across the interaction sequence.

## Task Definition

Given the historical context (previous tool calls and their responses in this session) and the current tool call (web_search, web_extractor or dict_memory), predict the **exact tool response** that would be returned in a real execution environment. Reply after **Environment Observation:**.

## Context Awareness

Track and maintain across turns:
- **Discovered Facts**: information found through search that may be referenced later
- **URL References**: URLs from search results that may be extracted in subsequent turns
- **Memory Contents**: all key-value pairs stored in memory
- **Query Progression**: how search queries evolve to refine information gathering

# Environment Execution

### web_search

Input: `{"queries": ["query1", ...]}`. Output format:

```
[1] https://example.com/page
Title: Page Title
Snippet: Brief description of the content...
Date: Jan 1, 2024

[2] ...
```

- Generate 10 relevant results per query; number them `[1]`, `[2]`, ...
- URLs match the query topic; snippets tease key facts without fully answering
- Use `N/A` for undated content (Wikipedia, reference pages), realistic dates for news and releases
- Mix Wikipedia, official sites, news outlets, data portals and occasional forums

### web_extractor

Input: `{"url": "<webpage_url>", "goal": "<what to find>"}`. Output: the page as Markdown text — headers with `#`, tables with `|`, lists with `-` or `1.`, minimal boilerplate. Content MUST align with prior search snippets for the same URL and with earlier extractions of it. Follow the page type (Wikipedia infobox and sections, news byline and body, official releases with tables, data portals with series tables or JSON).

### dict_memory

| Operation | Input | Output |
|-----------|-------|--------|
| `add` | `{"dict": {...}}` | `Successfully added items of [keys] to memory.` |
| `update` | `{"dict": {...}}` | `Successfully updated items of [keys] in memory.` |
| `retrieve` | `{"key_list": [...]}` | Retrieved key-value pairs (JSON), `"Key not found"` for missing keys |
| `retrieve_all` | (none) | All stored key-value pairs (JSON) |
| `remove` | `{"key_list": [...]}` | `Successfully removed items of [keys] from memory.` |
| `remove_all` | (none) | `Successfully cleared all memory.` |

Memory persists across all turns until explicitly removed; retrieve returns exactly the data previously stored.

# Key Principles

Format (strict adherence to the output formats), Factuality (real-world knowledge, no invented entities or figures), Consistency (historical context, memory state, cross-tool alignment), Realism (search ranking and page structure), Quality (complete yet concise).

# Input Definitions & Action Space

""" + json.dumps(TOOLS, indent=2, ensure_ascii=False)

Hit = tuple[str, str, str, str]


def srch(*items: Hit) -> str:
    """web_search output, fenced as the official examples print it."""
    return "```\n" + results(*items) + "\n```"


def state(date: str, mem: dict[str, str] | None = None, note: str = "") -> str:
    body = pj(mem) if mem else "{} (empty)"
    extra = f"\n{note}" if note else ""
    return f"Session date: {date}\nSearch history: (none)\nMemory ({len(mem or {})} keys): {body}{extra}"


class Mem:
    """A dict_memory store that writes the call and the answer a real store would give."""

    def __init__(self, init: dict[str, str] | None = None) -> None:
        self.d: dict[str, str] = dict(init or {})

    def add(self, d: dict[str, str]) -> tuple[str, str]:
        self.d.update(d)
        return memory("add", dict=d), f"Successfully added items of {list(d)} to memory."

    def update(self, d: dict[str, str]) -> tuple[str, str]:
        assert all(k in self.d for k in d), d
        self.d.update(d)
        return memory("update", dict=d), f"Successfully updated items of {list(d)} in memory."

    def remove(self, keys: list[str]) -> tuple[str, str]:
        for k in keys:
            del self.d[k]
        return memory("remove", key_list=keys), f"Successfully removed items of {keys} from memory."

    def get(self, keys: list[str]) -> tuple[str, str]:
        return memory("retrieve", key_list=keys), pj({k: self.d.get(k, "Key not found") for k in keys})

    def all(self) -> tuple[str, str]:
        return memory("retrieve_all"), pj(self.d)


Turns = list[tuple[str, str]]
Add = dict[str, Any]


# --------------------------------------------------------------------------------------------------
# 01 clean — BLS CPI (mainstream): Feb release on the live page vs Jan archive, index view vs percent
# --------------------------------------------------------------------------------------------------
BLS_JAN = """Transmission of material in this release is embargoed until 8:30 a.m. (ET) Wednesday, February 12, 2025

# CONSUMER PRICE INDEX – JANUARY 2025

The Consumer Price Index for All Urban Consumers (CPI-U) increased 0.5 percent on a seasonally adjusted basis in January, after rising 0.4 percent in December, the U.S. Bureau of Labor Statistics reported today. Over the last 12 months, the all items index increased 3.0 percent before seasonal adjustment.

The index for shelter rose 0.4 percent in January, accounting for nearly thirty percent of the monthly all items increase. The energy index increased 1.1 percent over the month, as the gasoline index increased 1.8 percent. The index for food also increased in January, rising 0.4 percent as the food at home index increased 0.5 percent and the food away from home index rose 0.2 percent.

The index for all items less food and energy rose 0.4 percent in January. Indexes which increased over the month include shelter, motor vehicle insurance, used cars and trucks, communication, recreation, and medical care.

The all items index rose 3.0 percent for the 12 months ending January, after rising 2.9 percent over the 12 months ending December. The all items less food and energy index rose 3.3 percent over the last 12 months. The energy index increased 1.0 percent for the 12 months ending January. The food index increased 2.5 percent over the last year.

## Table A. Percent changes in CPI for All Urban Consumers (CPI-U): U.S. city average

Seasonally adjusted changes from preceding month, and un-adjusted 12-month change:

| | Jul. 2024 | Aug. 2024 | Sep. 2024 | Oct. 2024 | Nov. 2024 | Dec. 2024 | Jan. 2025 | Un-adjusted 12-mos. ended Jan. 2025 |
|---|---|---|---|---|---|---|---|---|
| All items | 0.2 | 0.2 | 0.2 | 0.2 | 0.3 | 0.4 | 0.5 | 3.0 |
| Food | 0.2 | 0.1 | 0.4 | 0.2 | 0.4 | 0.3 | 0.4 | 2.5 |
| Food at home | 0.0 | 0.0 | 0.4 | 0.1 | 0.5 | 0.3 | 0.5 | 1.9 |
| Food away from home | 0.2 | 0.3 | 0.3 | 0.2 | 0.3 | 0.3 | 0.2 | 3.4 |
| Energy | 0.0 | -0.8 | -1.9 | 0.0 | 0.2 | 2.6 | 1.1 | 1.0 |
| Gasoline (all types) | 0.0 | -0.6 | -4.1 | -0.9 | 0.6 | 4.4 | 1.8 | 0.0 |
| All items less food and energy | 0.2 | 0.3 | 0.3 | 0.3 | 0.3 | 0.2 | 0.4 | 3.3 |
| Shelter | 0.4 | 0.5 | 0.2 | 0.4 | 0.3 | 0.3 | 0.4 | 4.4 |
| Medical care services | -0.3 | -0.1 | 0.7 | 0.4 | 0.4 | 0.2 | 0.0 | 2.7 |
| Transportation services | 0.4 | 0.9 | 1.4 | 0.4 | 0.0 | 0.5 | 1.8 | 7.3 |

## Note on seasonal adjustment

With the release of January 2025 data, seasonal factors were recalculated, reflecting price movements from January 2020 through December 2024. Seasonally adjusted indexes and percent changes from January 2020 forward are subject to revision; the monthly changes shown for 2024 above reflect the revised factors.

The February 2025 Consumer Price Index is scheduled to be released on Wednesday, March 12, 2025, at 8:30 a.m. (ET).

Technical information: (202) 691-7000 • cpi_info@bls.gov • www.bls.gov/cpi
Media contact: (202) 691-5902 • PressOffice@bls.gov
"""

FRED_NSA = """# Consumer Price Index for All Urban Consumers: All Items in U.S. City Average (CPIAUCNS)

Observation:
**Feb 2025: 319.082**

| Updated | Units | Frequency |
|---|---|---|
| Mar 12, 2025 7:36 AM CDT | Index 1982-1984=100, Not Seasonally Adjusted | Monthly |

Next Release Date: Apr 10, 2025

## Observations (most recent 14)

| DATE | CPIAUCNS |
|---|---|
| 2024-01-01 | 308.417 |
| 2024-02-01 | 310.326 |
| 2024-03-01 | 312.332 |
| 2024-04-01 | 313.548 |
| 2024-05-01 | 314.069 |
| 2024-06-01 | 314.175 |
| 2024-07-01 | 314.540 |
| 2024-08-01 | 314.796 |
| 2024-09-01 | 315.301 |
| 2024-10-01 | 315.664 |
| 2024-11-01 | 315.493 |
| 2024-12-01 | 315.605 |
| 2025-01-01 | 317.671 |
| 2025-02-01 | 319.082 |

## Notes

Source: U.S. Bureau of Labor Statistics
Release: Consumer Price Index

The Consumer Price Index for All Urban Consumers: All Items (CPIAUCNS) is a price index of a basket of goods and services paid by urban consumers. Percent changes in the price index measure the inflation rate between any two time periods. This series is not seasonally adjusted; for the seasonally adjusted version see CPIAUCSL.

Suggested Citation: U.S. Bureau of Labor Statistics, Consumer Price Index for All Urban Consumers: All Items in U.S. City Average [CPIAUCNS], retrieved from FRED, Federal Reserve Bank of St. Louis; https://fred.stlouisfed.org/series/CPIAUCNS, March 20, 2025.
"""


def t01(rs: RowSet) -> None:
    m = Mem()
    t: Turns = []
    t.append((search("BLS CPI January 2025 12-month change all items less food and energy"), srch(
        ("https://www.bls.gov/news.release/cpi.nr0.htm", "Consumer Price Index Summary - 2025 M02 Results", "The Consumer Price Index for All Urban Consumers (CPI-U) increased 0.2 percent on a seasonally adjusted basis in February, after rising 0.5 percent in January. Over the last 12 months, the all items index increased 2.8 percent ...", "Mar 12, 2025"),
        ("https://www.bls.gov/news.release/archives/cpi_02122025.htm", "Consumer Price Index – January 2025 (archived news release)", "The all items index rose 3.0 percent for the 12 months ending January, after rising 2.9 percent over the 12 months ending December. The all items less food and energy index rose 3.3 percent ...", "Feb 12, 2025"),
        ("https://www.reuters.com/markets/us/us-consumer-prices-increase-strongly-january-2025-02-12/", "US consumer prices increase strongly in January | Reuters", "The so-called core CPI increased 0.4% last month after climbing 0.2% in December. In the 12 months through January, core inflation increased 3.3% after rising 3.2% in December.", "Feb 12, 2025"),
        ("https://www.cnbc.com/2025/02/12/cpi-inflation-report-january-2025.html", "CPI inflation January 2025: Consumer prices rose 3% annually", "The consumer price index, a broad-based measure of goods and services costs across the U.S. economy, increased a seasonally adjusted 0.5% for the month, putting the annual inflation rate at 3% ...", "Feb 12, 2025"),
        ("https://www.bls.gov/cpi/", "Consumer Price Index Home : U.S. Bureau of Labor Statistics", "The Consumer Price Index (CPI) is a measure of the average change over time in the prices paid by urban consumers for a market basket of consumer goods and services. CPI for February 2025: 2.8% ...", "N/A"),
        ("https://fred.stlouisfed.org/series/CPIAUCSL", "Consumer Price Index for All Urban Consumers: All Items in U.S. City Average (CPIAUCSL) | FRED", "Index 1982-1984=100, Seasonally Adjusted. Monthly. Updated: Mar 12, 2025. Source: U.S. Bureau of Labor Statistics.", "N/A"),
        ("https://apnews.com/article/inflation-prices-consumers-economy-interest-rates-fed-trump-b2c3f3d2", "Inflation jumps to 3% in January as egg prices soar | AP News", "Inflation rose in January as the cost of eggs, gas and used cars jumped, a sign that price increases are persisting even as the Federal Reserve has signaled it will put off further interest rate cuts ...", "Feb 12, 2025"),
        ("https://www.usinflationcalculator.com/inflation/current-inflation-rates/", "Current US Inflation Rates: 2000-2025", "The annual inflation rate for the United States was 2.8% for the 12 months ended February, after rising 3.0% previously, according to U.S. Labor Department data published March 12 ...", "Mar 12, 2025"),
        ("https://www.investopedia.com/cpi-report-january-2025-8787611", "CPI Report: Inflation Unexpectedly Rose in January", "Core CPI, which excludes volatile food and energy prices, climbed 3.3% year-over-year; economists had expected 3.1% ...", "Feb 12, 2025"),
        ("https://www.reddit.com/r/economy/comments/1iny4qk/january_cpi_30_yoy_core_33/", "January CPI 3.0% YoY, core 3.3% : r/economy", "Shelter still the biggest contributor. Note January always has the residual seasonality thing with start-of-year price resets ...", "Feb 12, 2025"),
    )))
    t.append((extract("https://www.bls.gov/news.release/archives/cpi_02122025.htm", "January 2025 headline and core CPI: 12-month and monthly changes, shelter and energy"), BLS_JAN))
    t.append(m.add({"cpi_jan2025_yoy_nsa": "3.0%", "core_cpi_jan2025_yoy": "3.3%", "cpi_jan2025_mom_sa": "0.5%"}))
    t.append((search("CPIAUCNS index level January 2025 1982-84=100 not seasonally adjusted"), srch(
        ("https://fred.stlouisfed.org/series/CPIAUCNS", "Consumer Price Index for All Urban Consumers: All Items in U.S. City Average (CPIAUCNS) | FRED", "Feb 2025: 319.082 | Index 1982-1984=100 | Monthly | Not Seasonally Adjusted. Updated: Mar 12, 2025.", "N/A"),
        ("https://data.bls.gov/timeseries/CUUR0000SA0", "CPI for All Urban Consumers (CPI-U) — Series Id: CUUR0000SA0", "Series Title: All items in U.S. city average, all urban consumers, not seasonally adjusted. Base Period: 1982-84=100. 2025 Jan 317.671 Feb 319.082 ...", "N/A"),
        ("https://www.bls.gov/cpi/tables/supplemental-files/", "CPI Supplemental Files : U.S. Bureau of Labor Statistics", "Historical CPI-U, detailed reports and relative importance data; the January 2025 detailed report tables are available in XLSX ...", "N/A"),
        ("https://www.minneapolisfed.org/about-us/monetary-policy/inflation-calculator/consumer-price-index-1913-", "Consumer Price Index, 1913- | Federal Reserve Bank of Minneapolis", "Annual average CPI-U: 2023 304.702; 2024 313.689. Annual average inflation 2024: 2.9% ...", "N/A"),
        ("https://www.bls.gov/regions/mid-atlantic/data/consumerpriceindexhistorical_us_table.htm", "Consumer Price Index, U.S. city average - Historical", "All items, 1982-84=100, not seasonally adjusted, monthly and annual averages since 1913 ...", "N/A"),
        ("https://www.usinflationcalculator.com/inflation/consumer-price-index-and-annual-percent-changes-from-1913-to-2008/", "Consumer Price Index Data from 1913 to 2025", "Jan 2025: 317.671; Feb 2025: 319.082. Table of CPI-U values by month ...", "Mar 13, 2025"),
        ("https://fred.stlouisfed.org/series/CPIAUCSL", "Consumer Price Index for All Urban Consumers: All Items in U.S. City Average (CPIAUCSL) | FRED", "Seasonally adjusted version of the all items CPI-U, Index 1982-1984=100 ...", "N/A"),
        ("https://www.bls.gov/cpi/factsheets/cpi-math-calculations.pdf", "How to calculate percent changes using the CPI", "Percent change = ((Index B - Index A) / Index A) x 100. Example using CPI-U not seasonally adjusted ...", "N/A"),
        ("https://www.statista.com/statistics/190974/unadjusted-monthly-consumer-price-index-for-all-urban-consumers-in-the-us/", "Monthly CPI-U U.S. 2025 | Statista", "Monthly unadjusted consumer price index for all urban consumers in the United States from February 2023 to February 2025 ...", "Mar 13, 2025"),
        ("https://www.frbsf.org/research-and-insights/data-and-indicators/pce-inflation-dispersion/", "PCE vs CPI: inflation indicators | San Francisco Fed", "The CPI and the PCE price index differ in weights, scope and formula ...", "N/A"),
    )))
    t.append((extract("https://fred.stlouisfed.org/series/CPIAUCNS", "index values for January 2024 and January 2025"), FRED_NSA))
    t.append(m.update({"cpi_jan2025_yoy_nsa": "3.0% (CPIAUCNS 317.671 vs 308.417 in Jan 2024)"}))
    t.append(m.all())
    t.append((search("CPI February 2025 release all items less food and energy 12-month"), srch(
        ("https://www.bls.gov/news.release/archives/cpi_03122025.htm", "Consumer Price Index – February 2025 (archived news release)", "The all items index rose 2.8 percent for the 12 months ending February, after rising 3.0 percent over the 12 months ending January. The all items less food and energy index rose 3.1 percent ...", "Mar 12, 2025"),
        ("https://www.bls.gov/news.release/cpi.nr0.htm", "Consumer Price Index Summary - 2025 M02 Results", "The index for all items less food and energy rose 0.2 percent in February, following a 0.4-percent increase in January ...", "Mar 12, 2025"),
        ("https://www.reuters.com/markets/us/us-consumer-prices-rise-moderately-february-2025-03-12/", "US consumer prices rise moderately in February | Reuters", "The consumer price index increased 0.2% last month after surging 0.5% in January ... In the 12 months through February, the CPI advanced 2.8% after rising 3.0% in January.", "Mar 12, 2025"),
        ("https://www.cnbc.com/2025/03/12/cpi-inflation-february-2025-.html", "CPI inflation February 2025: Rate falls to 2.8%", "Excluding food and energy, the core CPI accelerated 0.2% for the month and was at 3.1% on a 12-month basis ...", "Mar 12, 2025"),
        ("https://www.nytimes.com/2025/03/12/business/economy/cpi-inflation-february.html", "Inflation Cooled in February, Offering Some Relief", "Prices climbed 2.8 percent from a year earlier, down from 3 percent in January ...", "Mar 12, 2025"),
        ("https://www.bls.gov/cpi/latest-numbers.htm", "CPI Latest Numbers", "CPI-U, US city average, All items: 0.2% in Feb 2025 (SA); 12-month: 2.8% ...", "N/A"),
        ("https://www.marketwatch.com/story/cpi-february-2025-inflation-cools", "Inflation cools in February as airfares fall", "The core rate slowed to 3.1%, the lowest since April 2021 ...", "Mar 12, 2025"),
        ("https://apnews.com/article/inflation-prices-february-2025", "Inflation eased in February to 2.8% | AP News", "Core prices rose 3.1% from a year ago, down from 3.3% in January ...", "Mar 12, 2025"),
        ("https://www.wsj.com/economy/cpi-report-inflation-february-2025", "Inflation Eased in February Ahead of Tariff Effects - WSJ", "Economists warned that tariffs announced this month had not yet shown up in consumer prices ...", "Mar 12, 2025"),
        ("https://fred.stlouisfed.org/series/CPILFESL", "Consumer Price Index for All Urban Consumers: All Items Less Food and Energy (CPILFESL) | FRED", "Index 1982-1984=100, Seasonally Adjusted, Monthly. Updated: Mar 12, 2025 ...", "N/A"),
    )))
    rs.add("search", "h59-search-01", SYSTEM, t, state=state("2025-03-20"))


# --------------------------------------------------------------------------------------------------
# 02 BAD — Sveriges Riksbank (less common): re-extracted decision table re-dates the November cut
# --------------------------------------------------------------------------------------------------
RIKS_PAGE = """# The policy rate

Page last updated: 20/03/2025

The policy rate is the interest rate that the banks receive when they deposit money in the Riksbank for a period of seven days. The Executive Board of the Riksbank decides on the policy rate at its monetary policy meetings, normally eight times a year. The decision is announced at 09.30 the day after the meeting and the new rate applies from the following Wednesday.

## Current policy rate

**2.25 %** — applies from 5 February 2025

| Rate | Per cent |
|---|---|
| Policy rate | 2.25 |
| Deposit rate | 2.15 |
| Lending rate | 2.35 |
| Reference rate (set semi-annually) | 2.50 |

Next monetary policy announcement: 8 May 2025, 09.30

## Policy rate decisions

| Decision announced | Policy rate, % | Change, percentage points |
|---|---|---|
| 2025-03-20 | 2.25 | 0.00 |
| 2025-01-29 | 2.25 | -0.25 |
| 2024-12-19 | 2.50 | -0.25 |
| 2024-11-07 | 2.75 | -0.50 |
| 2024-09-25 | 3.25 | -0.25 |
| 2024-08-20 | 3.50 | -0.25 |
| 2024-06-27 | 3.75 | 0.00 |
| 2024-05-08 | 3.75 | -0.25 |
| 2024-03-27 | 4.00 | 0.00 |
| 2024-02-01 | 4.00 | 0.00 |
| 2023-11-23 | 4.00 | 0.00 |
| 2023-09-21 | 4.00 | +0.25 |
| 2023-06-29 | 3.75 | +0.25 |
| 2023-04-26 | 3.50 | +0.50 |
| 2023-02-09 | 3.00 | +0.50 |
| 2022-11-24 | 2.50 | +0.75 |

Download the full series (1994–) as Excel or CSV from the interest rates and exchange rates search page.

## Related

- Monetary policy decisions and press releases
- Monetary Policy Report, March 2025
- Minutes of the monetary policy meetings
"""

RIKS_PR = """# Policy rate cut to 2.75 per cent

Press release · Published 07/11/2024 09:30

Inflation is now close to the target and the outlook for inflation is favourable. Economic activity is still weak. To support economic activity and stabilise inflation at the target, the Executive Board has decided to cut the policy rate by 0.5 percentage points to 2.75 per cent. If the outlook for inflation and economic activity remains unchanged, the policy rate may be cut further in December and during the first half of 2025, in line with the forecast presented in September.

The new policy rate will apply from 13 November 2024.

## Decision

| | Per cent |
|---|---|
| Policy rate | 2.75 |
| Deposit rate | 2.65 |
| Lending rate | 2.85 |

## Background

Inflation has fallen back and CPIF inflation was 1.5 per cent in September; CPIF excluding energy was 2.2 per cent. Indicators of future inflation, such as inflation expectations and companies' pricing plans, are compatible with inflation close to the target going forward. Swedish economic activity has been weaker than expected, and unemployment has continued to rise. A larger cut than usual now is motivated by the need to support the recovery.

The Executive Board will hold its next monetary policy meeting on 18 December 2024; the decision will be announced on 19 December.

Contact: Press office, tel. +46 8-0787 00 00, press@riksbank.se

### Related

- Monetary policy decision, November 2024 (PDF, 412 kB)
- Press conference with Governor Erik Thedéen (video, 42:17)
"""


def t02(rs: RowSet) -> None:
    m = Mem()
    t: Turns = []
    t.append((search("Riksbank policy rate decisions 2024 2025 list of dates"), srch(
        ("https://www.riksbank.se/en-gb/monetary-policy/the-policy-rate/", "The policy rate | Sveriges Riksbank", "The policy rate is the interest rate that the banks receive when they deposit money in the Riksbank for a period of seven days. Current policy rate: 2.25 % ...", "N/A"),
        ("https://www.riksbank.se/en-gb/press-and-published/notices-and-press-releases/press-releases/2025/policy-rate-unchanged-at-2.25-per-cent/", "Policy rate unchanged at 2.25 per cent | Sveriges Riksbank", "The Executive Board has decided to hold the policy rate unchanged at 2.25 per cent. Inflation has been higher than expected at the start of the year ...", "Mar 20, 2025"),
        ("https://www.reuters.com/markets/europe/swedens-riksbank-cuts-rate-225-2025-01-29/", "Sweden's Riksbank cuts key rate to 2.25% | Reuters", "Sweden's central bank cut its key interest rate by 25 basis points to 2.25% on Wednesday, as expected, and said it was likely to hold rates steady for now ...", "Jan 29, 2025"),
        ("https://en.wikipedia.org/wiki/Sveriges_Riksbank", "Sveriges Riksbank - Wikipedia", "Sveriges Riksbank, or simply the Riksbank, is the central bank of Sweden. It is the world's oldest central bank and the fourth-oldest bank in operation ...", "N/A"),
        ("https://tradingeconomics.com/sweden/interest-rate", "Sweden Interest Rate - Trading Economics", "The Riksbank kept its policy rate at 2.25% during its March 2025 meeting, following five cuts in 2024 and one in January ...", "Mar 20, 2025"),
        ("https://www.riksbank.se/en-gb/statistics/interest-rates-and-exchange-rates/search-interest-rates-and-exchange-rates/", "Search interest & exchange rates | Sveriges Riksbank", "Daily series for the policy rate, deposit and lending rates, SWESTR and government bond yields ...", "N/A"),
        ("https://www.global-rates.com/en/interest-rates/central-banks/central-bank-sweden/", "Riksbank interest rate - Sweden's central bank", "Current Riksbank interest rate: 2.250 %. Last change: January 29 2025 ...", "N/A"),
        ("https://www.bloomberg.com/news/articles/2024-11-07/sweden-cuts-rates-by-half-point", "Sweden Cuts Rates by Half-Point to Help Spur Lagging Economy", "Sweden's central bank delivered its first half-point interest-rate cut since the global financial crisis ...", "Nov 7, 2024"),
        ("https://www.riksbank.se/en-gb/monetary-policy/monetary-policy-report/", "Monetary Policy Report | Sveriges Riksbank", "The Monetary Policy Report is published four times a year; the March 2025 report shows a policy rate path around 2.25 per cent ...", "Mar 20, 2025"),
        ("https://www.reddit.com/r/sweden/comments/1gln8x2/riksbanken_s%C3%A4nker_r%C3%A4ntan_med_05/", "Riksbanken sänker räntan med 0,5 procentenheter : r/sweden", "Styrräntan sänks till 2,75 procent ...", "Nov 7, 2024"),
    )))
    t.append((extract("https://www.riksbank.se/en-gb/monetary-policy/the-policy-rate/", "table of policy rate decisions 2024-2025 with dates and changes"), RIKS_PAGE))
    t.append(m.add({"riksbank_rate_current": "2.25% (held 2025-03-20)", "riksbank_cuts_2024": "5 cuts: 4.00% -> 2.50% (-150bp)", "riksbank_nov2024_cut": "-0.50pp on 2024-11-07 to 2.75%"}))
    t.append((search("Riksbank November 2024 half point cut 2.75 per cent press release"), srch(
        ("https://www.riksbank.se/en-gb/press-and-published/notices-and-press-releases/press-releases/2024/policy-rate-cut-to-2.75-per-cent/", "Policy rate cut to 2.75 per cent | Sveriges Riksbank", "The Executive Board has decided to cut the policy rate by 0.5 percentage points to 2.75 per cent. The new policy rate will apply from 13 November 2024.", "Nov 7, 2024"),
        ("https://www.reuters.com/markets/europe/swedens-central-bank-cuts-rates-by-half-point-275-2024-11-07/", "Sweden's central bank cuts rates by half point to 2.75% | Reuters", "Sweden's central bank cut its policy rate by 50 basis points to 2.75% on Thursday, as expected, and said it could lower rates further in December ...", "Nov 7, 2024"),
        ("https://www.bloomberg.com/news/articles/2024-11-07/sweden-cuts-rates-by-half-point", "Sweden Cuts Rates by Half-Point to Help Spur Lagging Economy", "The Riksbank in Stockholm lowered its benchmark to 2.75% on Thursday, as predicted by all economists in a Bloomberg survey ...", "Nov 7, 2024"),
        ("https://www.thelocal.se/20241107/riksbank-cuts-interest-rate-by-half-a-percentage-point", "Riksbank cuts interest rate by half a percentage point - The Local", "Sweden's central bank on Thursday slashed its key rate by half a percentage point to 2.75 percent ...", "Nov 7, 2024"),
        ("https://www.riksbank.se/en-gb/press-and-published/speeches-and-presentations/2024/thedeen-press-conference-november-2024/", "Press conference November 2024 | Sveriges Riksbank", "Governor Erik Thedéen presents the monetary policy decision ...", "Nov 7, 2024"),
        ("https://www.ft.com/content/0a4e7f1c-riksbank-november", "Sweden's central bank makes bumper half-point rate cut", "Riksbank joins Switzerland in accelerating easing as growth stalls ...", "Nov 7, 2024"),
        ("https://www.svd.se/a/riksbanken-sanker-styrrantan-till-275-procent", "Riksbanken sänker styrräntan till 2,75 procent | SvD", "Riksbanken sänker styrräntan med 0,5 procentenheter till 2,75 procent ...", "Nov 7, 2024"),
        ("https://tradingeconomics.com/sweden/interest-rate", "Sweden Interest Rate - Trading Economics", "In November 2024 the Riksbank lowered its policy rate by 50bps to 2.75% ...", "N/A"),
        ("https://www.nordea.com/en/news/riksbank-preview-november-2024", "Riksbank preview: A 50bp cut on the cards | Nordea", "We expect the Riksbank to cut by 50bp on 7 November ...", "Oct 30, 2024"),
        ("https://www.fxstreet.com/news/riksbank-cuts-policy-rate-by-50-bps-to-275-202411070830", "Riksbank cuts policy rate by 50 bps to 2.75% as expected | FXStreet", "EUR/SEK reaction muted after the decision ...", "Nov 7, 2024"),
    )))
    t.append((extract("https://www.riksbank.se/en-gb/press-and-published/notices-and-press-releases/press-releases/2024/policy-rate-cut-to-2.75-per-cent/", "size of the November 2024 cut, date the new rate applies, deposit and lending rates"), RIKS_PR))
    t.append(m.get(["riksbank_nov2024_cut", "riksbank_cuts_2024"]))
    bad = RIKS_PAGE.replace("| 2024-11-07 | 2.75 | -0.50 |", "| 2024-11-08 | 2.75 | -0.50 |")
    assert bad != RIKS_PAGE
    t.append((extract("https://www.riksbank.se/en-gb/monetary-policy/the-policy-rate/", "confirm the announcement dates of the 2024 cuts"), bad))
    rs.add("search", "h59-search-02", SYSTEM, t, state=state("2025-04-10"), bad=True, turn=7,
           kind="Re-extracted Riksbank decision table dates the half-point cut to 2.75% on 2024-11-08, but the same page at turn 2 (and the press release) had 2024-11-07.")


# --------------------------------------------------------------------------------------------------
# 03 BAD — Federal Reserve FOMC (mainstream): memory reads back a different 2024 total of cuts
# --------------------------------------------------------------------------------------------------
FOMC_DEC = """# Federal Reserve issues FOMC statement

December 18, 2024

For release at 2:00 p.m. EST

Recent indicators suggest that economic activity has continued to expand at a solid pace. Since earlier in the year, labor market conditions have generally eased, and the unemployment rate has moved up but remains low. Inflation has made progress toward the Committee's 2 percent objective but remains somewhat elevated.

The Committee seeks to achieve maximum employment and inflation at the rate of 2 percent over the longer run. The Committee judges that the risks to achieving its employment and inflation goals are roughly in balance. The economic outlook is uncertain, and the Committee is attentive to the risks to both sides of its dual mandate.

In support of its goals, the Committee decided to lower the target range for the federal funds rate by 1/4 percentage point to 4-1/4 to 4-1/2 percent. In considering the extent and timing of additional adjustments to the target range for the federal funds rate, the Committee will carefully assess incoming data, the evolving outlook, and the balance of risks. The Committee will continue reducing its holdings of Treasury securities and agency debt and agency mortgage-backed securities. The Committee is strongly committed to supporting maximum employment and returning inflation to its 2 percent objective.

In assessing the appropriate stance of monetary policy, the Committee will continue to monitor the implications of incoming information for the economic outlook. The Committee would be prepared to adjust the stance of monetary policy as appropriate if risks emerge that could impede the attainment of the Committee's goals.

Voting for the monetary policy action were Jerome H. Powell, Chair; John C. Williams, Vice Chair; Thomas I. Barkin; Michael S. Barr; Raphael W. Bostic; Michelle W. Bowman; Lisa D. Cook; Mary C. Daly; Philip N. Jefferson; Adriana D. Kugler; and Christopher J. Waller. Voting against this action was Beth M. Hammack, who preferred to maintain the target range for the federal funds rate at 4-1/2 to 4-3/4 percent.

## Implementation Note issued December 18, 2024

| Decision | Setting | Effective |
|---|---|---|
| Interest rate paid on reserve balances | 4.40 percent | December 19, 2024 |
| Overnight reverse repurchase rate (ON RRP) | 4.25 percent (bottom of the target range) | December 19, 2024 |
| Primary credit rate (Board approval) | 4.50 percent | December 19, 2024 |
| Standing overnight repo operations minimum bid rate | 4.50 percent | December 19, 2024 |

Related: Implementation Note (HTML) · Summary of Economic Projections (PDF) · Press conference transcript (PDF)

For media inquiries, please email media@frb.gov or call 202-452-2955.

Last Update: December 18, 2024
"""

FOMC_CAL = """# Meeting calendars and information

The FOMC holds eight regularly scheduled meetings during the year and other meetings as needed. Links to policy statements and minutes are in the calendars below. The minutes of regularly scheduled meetings are released three weeks after the date of the policy decision. Committee membership changes at the first regularly scheduled meeting of the year.

## 2025 FOMC Meetings

| Meeting | Statement | Minutes |
|---|---|---|
| January 28-29 | Statement: PDF / HTML · Implementation Note · Press Conference | Released February 19, 2025 (scheduled) |
| March 18-19* | — | — |
| May 6-7 | — | — |
| June 17-18* | — | — |
| July 29-30 | — | — |
| September 16-17* | — | — |
| October 28-29 | — | — |
| December 9-10* | — | — |

\\* Meeting associated with a Summary of Economic Projections.

## 2024 FOMC Meetings

| Meeting | Decision | Minutes |
|---|---|---|
| January 30-31 | Maintained 5-1/4 to 5-1/2 percent | Released February 21, 2024 |
| March 19-20* | Maintained 5-1/4 to 5-1/2 percent | Released April 10, 2024 |
| April 30-May 1 | Maintained 5-1/4 to 5-1/2 percent | Released May 22, 2024 |
| June 11-12* | Maintained 5-1/4 to 5-1/2 percent | Released July 3, 2024 |
| July 30-31 | Maintained 5-1/4 to 5-1/2 percent | Released August 21, 2024 |
| September 17-18* | Lowered to 4-3/4 to 5 percent | Released October 9, 2024 |
| November 6-7 | Lowered to 4-1/2 to 4-3/4 percent | Released November 26, 2024 |
| December 17-18* | Lowered to 4-1/4 to 4-1/2 percent | Released January 8, 2025 |

Last Update: January 29, 2025
"""

FOMC_JAN = """# Federal Reserve issues FOMC statement

January 29, 2025

For release at 2:00 p.m. EST

Recent indicators suggest that economic activity has continued to expand at a solid pace. The unemployment rate has stabilized at a low level in recent months, and labor market conditions remain solid. Inflation remains somewhat elevated.

The Committee seeks to achieve maximum employment and inflation at the rate of 2 percent over the longer run. The Committee judges that the risks to achieving its employment and inflation goals are roughly in balance. The economic outlook is uncertain, and the Committee is attentive to the risks to both sides of its dual mandate.

In support of its goals, the Committee decided to maintain the target range for the federal funds rate at 4-1/4 to 4-1/2 percent. In considering the extent and timing of additional adjustments to the target range for the federal funds rate, the Committee will carefully assess incoming data, the evolving outlook, and the balance of risks. The Committee will continue reducing its holdings of Treasury securities and agency debt and agency mortgage-backed securities.

Voting for the monetary policy action were Jerome H. Powell, Chair; John C. Williams, Vice Chair; Michael S. Barr; Michelle W. Bowman; Susan M. Collins; Lisa D. Cook; Austan D. Goolsbee; Philip N. Jefferson; Adriana D. Kugler; Alberto G. Musalem; Jeffrey R. Schmid; and Christopher J. Waller.

## Implementation Note issued January 29, 2025

| Decision | Setting | Effective |
|---|---|---|
| Interest rate paid on reserve balances | 4.40 percent | January 30, 2025 |
| Overnight reverse repurchase rate (ON RRP) | 4.25 percent | January 30, 2025 |
| Primary credit rate | 4.50 percent (unchanged) | — |

For media inquiries, please email media@frb.gov or call 202-452-2955.

Last Update: January 29, 2025
"""


def t03(rs: RowSet) -> None:
    m = Mem()
    t: Turns = []
    t.append((search("FOMC December 18 2024 statement federal funds target range dissent"), srch(
        ("https://www.federalreserve.gov/newsevents/pressreleases/monetary20241218a.htm", "Federal Reserve Board - Federal Reserve issues FOMC statement", "In support of its goals, the Committee decided to lower the target range for the federal funds rate by 1/4 percentage point to 4-1/4 to 4-1/2 percent ...", "Dec 18, 2024"),
        ("https://www.federalreserve.gov/newsevents/pressreleases/monetary20241218a1.htm", "Implementation Note issued December 18, 2024", "The Board of Governors of the Federal Reserve System voted unanimously to lower the interest rate paid on reserve balances to 4.40 percent, effective December 19, 2024 ...", "Dec 18, 2024"),
        ("https://www.reuters.com/markets/us/fed-cuts-rates-signals-slower-pace-2025-2024-12-18/", "Fed cuts rates, signals slower pace of easing in 2025 | Reuters", "Cleveland Fed President Beth Hammack dissented in favor of leaving rates unchanged ...", "Dec 18, 2024"),
        ("https://www.cnbc.com/2024/12/18/fed-rate-decision-december-2024.html", "Fed cuts by a quarter point, indicates fewer reductions ahead", "The FOMC lowered its benchmark overnight borrowing rate to a range of 4.25%-4.5%, back to the level it was at in December 2022 ...", "Dec 18, 2024"),
        ("https://www.federalreserve.gov/monetarypolicy/fomccalendars.htm", "Federal Reserve Board - Meeting calendars, statements, and minutes", "The FOMC holds eight regularly scheduled meetings during the year and other meetings as needed ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Federal_funds_rate", "Federal funds rate - Wikipedia", "In the United States, the federal funds rate is the interest rate at which depository institutions lend reserve balances to other depository institutions overnight ...", "N/A"),
        ("https://www.nytimes.com/2024/12/18/business/economy/fed-meeting-interest-rates.html", "Fed Cuts Rates but Signals Fewer Reductions Next Year", "Officials now forecast two rate cuts in 2025, down from four in their September projections ...", "Dec 18, 2024"),
        ("https://www.federalreserve.gov/monetarypolicy/files/fomcprojtabl20241218.pdf", "Summary of Economic Projections, December 18, 2024 (PDF)", "Median projection for the federal funds rate: 3.9 percent at end-2025, 3.4 percent at end-2026 ...", "Dec 18, 2024"),
        ("https://www.clevelandfed.org/collections/press-releases/2024/pr-20241220-hammack-statement", "Statement from Cleveland Fed President Beth M. Hammack on FOMC dissent", "Hammack explains her vote to maintain the target range at 4-1/2 to 4-3/4 percent ...", "Dec 20, 2024"),
        ("https://www.bankrate.com/banking/federal-reserve/fomc-meeting-december-2024/", "Fed cuts rates for third straight meeting | Bankrate", "The Fed has now lowered rates by a full percentage point since September ...", "Dec 18, 2024"),
    )))
    t.append((extract("https://www.federalreserve.gov/newsevents/pressreleases/monetary20241218a.htm", "new target range, size of the cut, dissents, administered rates"), FOMC_DEC))
    t.append(m.add({"fomc_2024-12-18_range": "4.25%-4.50% (-25bp)", "fomc_2024-12-18_dissent": "Beth M. Hammack (preferred 4.50%-4.75%)",
                    "fomc_2024_total_cuts_bp": "100 (Sep -50, Nov -25, Dec -25)"}))
    t.append((search("FOMC meeting calendar 2025 dates Summary of Economic Projections"), srch(
        ("https://www.federalreserve.gov/monetarypolicy/fomccalendars.htm", "Federal Reserve Board - Meeting calendars, statements, and minutes (2020-2025)", "2025 FOMC Meetings: January 28-29, March 18-19*, May 6-7, June 17-18*, July 29-30, September 16-17*, October 28-29, December 9-10* ...", "N/A"),
        ("https://www.federalreserve.gov/newsevents/pressreleases/monetary20240809a.htm", "Federal Reserve Board announces tentative schedule of FOMC meetings in 2025", "The Federal Open Market Committee on Friday released its tentative schedule of meetings in 2025 ...", "Aug 9, 2024"),
        ("https://www.forbes.com/advisor/investing/fomc-meeting-schedule/", "FOMC Meeting Schedule 2025 – Forbes Advisor", "The next Fed meeting is March 18-19, 2025, which will include updated economic projections ...", "Jan 30, 2025"),
        ("https://www.cmegroup.com/markets/interest-rates/cme-fedwatch-tool.html", "CME FedWatch Tool", "Target rate probabilities for the 19 Mar 2025 Fed meeting; current target rate 425-450 ...", "N/A"),
        ("https://www.federalreserve.gov/newsevents/pressreleases/monetary20250129a.htm", "Federal Reserve Board - Federal Reserve issues FOMC statement", "the Committee decided to maintain the target range for the federal funds rate at 4-1/4 to 4-1/2 percent ...", "Jan 29, 2025"),
        ("https://www.kiplinger.com/investing/economy/fed-meeting-schedule-2025", "Fed Meeting Schedule 2025 and What to Expect | Kiplinger", "Eight scheduled meetings; SEP released in March, June, September and December ...", "Jan 31, 2025"),
        ("https://www.investopedia.com/fomc-meeting-calendar-2025", "FOMC Meeting Calendar 2025", "Rotating voters in 2025: Boston, Chicago, St. Louis and Kansas City ...", "Jan 2, 2025"),
        ("https://www.newyorkfed.org/markets/reference-rates/effr", "Effective Federal Funds Rate - FEDERAL RESERVE BANK of NEW YORK", "EFFR 4.33 percent; 1st percentile 4.30 ...", "N/A"),
        ("https://www.reuters.com/markets/us/fed-holds-rates-steady-2025-01-29/", "Fed holds rates steady, says inflation 'somewhat elevated' | Reuters", "The Fed left its benchmark overnight interest rate in the 4.25%-4.50% range ...", "Jan 29, 2025"),
        ("https://www.federalreserve.gov/monetarypolicy/fomc.htm", "Federal Reserve Board - Federal Open Market Committee", "The FOMC consists of twelve members: the seven members of the Board of Governors, the president of the Federal Reserve Bank of New York and four of the remaining eleven Reserve Bank presidents ...", "N/A"),
    )))
    _, good = m.get(["fomc_2024_total_cuts_bp", "fomc_2024-12-18_range"])
    bad = good.replace("100 (Sep -50, Nov -25, Dec -25)", "75 (Sep -25, Nov -25, Dec -25)")
    assert bad != good
    t.append((memory("retrieve", key_list=["fomc_2024_total_cuts_bp", "fomc_2024-12-18_range"]), bad))
    t.append((extract("https://www.federalreserve.gov/monetarypolicy/fomccalendars.htm", "2025 meeting dates, which have SEP"), FOMC_CAL))
    t.append(m.add({"fomc_2025_meetings": "Jan 28-29, Mar 18-19*, May 6-7, Jun 17-18*, Jul 29-30, Sep 16-17*, Oct 28-29, Dec 9-10* (*SEP)"}))
    t.append((extract("https://www.federalreserve.gov/newsevents/pressreleases/monetary20250129a.htm", "January 2025 decision and votes"), FOMC_JAN))
    t.append(m.add({"fomc_2025-01-29_range": "4.25%-4.50% (hold, unanimous, 12-0)"}))
    rs.add("search", "h59-search-03", SYSTEM, t, state=state("2025-02-05"), bad=True, turn=5,
           kind="Memory retrieve returns fomc_2024_total_cuts_bp as '75 (Sep -25, ...)' though turn 3 stored '100 (Sep -50, Nov -25, Dec -25)' and nothing updated it.")


# --------------------------------------------------------------------------------------------------
# 04 clean — Stats NZ 2023 Census (less common): census count vs estimated resident population
# --------------------------------------------------------------------------------------------------
NZ_COUNTS = """# 2023 Census population, dwelling, and housing counts

29 May 2024 · Information release · ISBN 978-1-99-104998-5

## Key facts

The 2023 Census was held on Tuesday 7 March 2023. On census night:

- **4,993,923** people were counted in New Zealand (census usually resident population count), an increase of 294,168 people (6.3 percent) since the 2018 Census count of 4,699,755.
- 978,246 people were of Māori descent, up from 869,850 (12.5 percent) in 2018.
- Auckland remains the most populous region, with 1,656,486 people, or one in three New Zealanders.
- Canterbury had the largest percentage increase of the four largest regions.

## Census usually resident population count, selected regions

| Region | 2018 Census | 2023 Census | Change (number) | Change (percent) |
|---|---|---|---|---|
| Auckland | 1,571,718 | 1,656,486 | 84,768 | 5.4 |
| Canterbury | 599,694 | 655,479 | 55,785 | 9.3 |
| Wellington | 506,814 | 520,971 | 14,157 | 2.8 |
| Waikato | 458,202 | 498,771 | 40,569 | 8.9 |
| **Total New Zealand** | **4,699,755** | **4,993,923** | **294,168** | **6.3** |

Regions shown are the four most populous; the full table of 16 regions and 'Area outside region' is in the downloadable Excel file (2023-census-counts-regions.xlsx, 1.2 MB).

## About these counts

Census counts are not the same as the official population estimates. The estimated resident population (ERP) adjusts the census count for people missed by the census (net census undercount), for residents temporarily overseas on census night, and for births, deaths and migration between census night and 30 June. Use ERP for the official size of the population; use census counts for small-area and characteristic breakdowns.

Data quality: the 2023 Census used a combined model of census responses and administrative data; the person response rate was 88 percent (individual form), with administrative enumeration filling gaps.

## Downloads

| File | Format | Size |
|---|---|---|
| 2023 Census population, dwelling, and housing counts | CSV | 2.4 MB |
| 2023 Census counts by region and territorial authority | XLSX | 1.2 MB |

Next release: 2023 Census ethnic group, culture and identity (3 October 2024).
"""


def t04(rs: RowSet) -> None:
    m = Mem()
    t: Turns = []
    t.append((search("Stats NZ 2023 Census population count usually resident 4,993,923"), srch(
        ("https://www.stats.govt.nz/information-releases/2023-census-population-dwelling-and-housing-counts/", "2023 Census population, dwelling, and housing counts | Stats NZ", "4,993,923 people were counted in New Zealand in the 2023 Census, an increase of 294,168 people (6.3 percent) since the 2018 Census ...", "May 29, 2024"),
        ("https://www.stats.govt.nz/news/2023-census-results-show-new-zealands-population-growing/", "2023 Census results show New Zealand's population growing | Stats NZ", "New Zealand's population has grown to almost 5 million people, according to the first results from the 2023 Census released today ...", "May 29, 2024"),
        ("https://en.wikipedia.org/wiki/2023_New_Zealand_census", "2023 New Zealand census - Wikipedia", "The 2023 New Zealand census was held on 7 March 2023. The usually resident population count was 4,993,923 ...", "N/A"),
        ("https://www.rnz.co.nz/news/national/518079/census-2023-first-results", "Census 2023: First results released | RNZ News", "The census night population count was 4.99 million people, with Canterbury recording strong growth ...", "May 29, 2024"),
        ("https://tools.summaries.stats.govt.nz/places/NZ/new-zealand", "Place summaries | New Zealand | Stats NZ", "Population count 2023 Census: 4,993,923. Median age 38.1 years ...", "N/A"),
        ("https://www.nzherald.co.nz/nz/census-2023-results-population-nears-5-million/", "Census 2023 results: New Zealand population nears 5 million - NZ Herald", "Māori descent population passes 978,000 ...", "May 29, 2024"),
        ("https://www.stats.govt.nz/topics/population-estimates-and-projections/", "Population estimates and projections | Stats NZ", "Estimated resident population of New Zealand, updated quarterly ...", "N/A"),
        ("https://www.1news.co.nz/2024/05/29/census-2023-what-we-know-so-far/", "Census 2023: What we know so far | 1News", "Auckland remains the biggest region with 1.66 million people ...", "May 29, 2024"),
        ("https://www.stats.govt.nz/assets/Uploads/Reports/2023-census-data-quality-report.pdf", "2023 Census data quality report (PDF)", "The 2023 Census combined census responses with administrative data ...", "May 29, 2024"),
        ("https://www.interest.co.nz/economy/128010/census-figures-show-population-growth", "Census figures show population growth slowed | interest.co.nz", "The 6.3% increase compares with 10.8% between 2013 and 2018 ...", "May 29, 2024"),
    )))
    t.append((extract("https://www.stats.govt.nz/information-releases/2023-census-population-dwelling-and-housing-counts/", "2023 and 2018 census counts and change, regional breakdown"), NZ_COUNTS))
    t.append(m.add({"nz_census_2023_urp": "4,993,923", "nz_census_2018_urp": "4,699,755", "nz_growth_2018_2023": "+294,168 (+6.3%)"}))
    t.append((search("Stats NZ estimated resident population 30 June 2023 5.2 million"), srch(
        ("https://www.stats.govt.nz/information-releases/national-population-estimates-at-30-june-2023/", "National population estimates: At 30 June 2023 | Stats NZ", "New Zealand's estimated resident population was 5,223,100 at 30 June 2023, up 2.0 percent from 30 June 2022 ...", "Aug 15, 2023"),
        ("https://www.stats.govt.nz/topics/population-estimates-and-projections/", "Population estimates and projections | Stats NZ", "The estimated resident population (ERP) is the official measure of the population who usually live in New Zealand ...", "N/A"),
        ("https://www.stats.govt.nz/information-releases/national-population-estimates-at-30-june-2024/", "National population estimates: At 30 June 2024 | Stats NZ", "Estimates from June 2018 onwards have been revised using 2023 Census results ...", "Aug 14, 2024"),
        ("https://www.stats.govt.nz/methods/difference-between-census-counts-and-population-estimates/", "Why census counts differ from population estimates | Stats NZ", "Population estimates include adjustments for net census undercount and residents temporarily overseas ...", "N/A"),
        ("https://www.rnz.co.nz/news/national/495865/nz-population-tops-5-2-million", "New Zealand population tops 5.2 million on migration surge | RNZ", "Net migration gain of 110,200 in the June 2023 year ...", "Aug 15, 2023"),
        ("https://tradingeconomics.com/new-zealand/population", "New Zealand Population - Trading Economics", "The total population in New Zealand was estimated at 5.2 million people in 2023 ...", "N/A"),
        ("https://www.worldometers.info/world-population/new-zealand-population/", "New Zealand Population (2025) - Worldometer", "Live estimate based on UN World Population Prospects ...", "N/A"),
        ("https://www.populationclock.stats.govt.nz/", "Population clock | Stats NZ", "The population clock gives a projection of New Zealand's resident population at any given time ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Demographics_of_New_Zealand", "Demographics of New Zealand - Wikipedia", "Estimated resident population 5,338,500 (March 2025) ...", "N/A"),
        ("https://figure.nz/chart/ERP-NZ", "Estimated resident population of New Zealand | Figure.NZ", "Annual ERP at 30 June, 1991–2024 ...", "N/A"),
    )))
    t.append(m.add({"nz_erp_2023-06-30": "5,223,100 (official estimate incl. undercount adj.; not the census count)"}))
    t.append(m.all())
    rs.add("search", "h59-search-04", SYSTEM, t, state=state("2025-05-06"))


# --------------------------------------------------------------------------------------------------
# 05 clean — IRS tax brackets (mainstream): two tax years, update, remove, Key not found
# --------------------------------------------------------------------------------------------------
IRS_2025 = """# IRS releases tax inflation adjustments for tax year 2025

IR-2024-273, Oct. 22, 2024

WASHINGTON — The Internal Revenue Service today announced the annual inflation adjustments for more than 60 tax provisions for tax year 2025, including the tax rate schedules and other tax changes. Revenue Procedure 2024-40 provides details about these annual adjustments. The tax year 2025 adjustments generally apply to income tax returns filed in 2026.

## Standard deduction

| Filing status | Tax year 2025 | Increase from 2024 |
|---|---|---|
| Single or married filing separately | $15,000 | $400 |
| Married filing jointly | $30,000 | $800 |
| Head of household | $22,500 | $600 |

## Marginal rates for tax year 2025

| Rate | Single (taxable income over) | Married filing jointly (taxable income over) |
|---|---|---|
| 10% | $0 | $0 |
| 12% | $11,925 | $23,850 |
| 22% | $48,475 | $96,950 |
| 24% | $103,350 | $206,700 |
| 32% | $197,300 | $394,600 |
| 35% | $250,525 | $501,050 |
| 37% | $626,350 | $751,600 |

## Other items

- The Alternative Minimum Tax exemption amount is $88,100 and begins to phase out at $626,350 ($137,000 for married couples filing jointly, phasing out at $1,252,700).
- The maximum Earned Income Tax Credit is $8,046 for qualifying taxpayers who have three or more qualifying children, up from $7,830 for tax year 2024.
- The monthly limitation for the qualified transportation fringe benefit and qualified parking is $325.
- The dollar limitation for employee salary reductions for contributions to health flexible spending arrangements is $3,300.
- The foreign earned income exclusion is $130,000, up from $126,500 for tax year 2024.
- Estates of decedents who die during 2025 have a basic exclusion amount of $13,990,000.
- The annual exclusion for gifts increases to $19,000 for calendar year 2025.

Page Last Reviewed or Updated: 22-Oct-2024
"""

IRS_2024 = """# IRS provides tax inflation adjustments for tax year 2024

IR-2023-208, Nov. 9, 2023

WASHINGTON — The Internal Revenue Service today announced the tax year 2024 annual inflation adjustments for more than 60 tax provisions, including the tax rate schedules and other tax changes. Revenue Procedure 2023-34 provides details about these annual adjustments. The tax items for tax year 2024 of greatest interest to most taxpayers include the following dollar amounts.

## Standard deduction

| Filing status | Tax year 2024 | Increase from 2023 |
|---|---|---|
| Single or married filing separately | $14,600 | $750 |
| Married filing jointly | $29,200 | $1,500 |
| Head of household | $21,900 | $1,100 |

## Marginal rates for tax year 2024

| Rate | Single (taxable income over) | Married filing jointly (taxable income over) |
|---|---|---|
| 10% | $0 | $0 |
| 12% | $11,600 | $23,200 |
| 22% | $47,150 | $94,300 |
| 24% | $100,525 | $201,050 |
| 32% | $191,950 | $383,900 |
| 35% | $243,725 | $487,450 |
| 37% | $609,350 | $731,200 |

## Other items

- The AMT exemption amount is $85,700 and begins to phase out at $609,350 ($133,300 for married couples filing jointly, phasing out at $1,218,700).
- The maximum EITC amount is $7,830 for qualifying taxpayers who have three or more qualifying children.
- Estates of decedents who die during 2024 have a basic exclusion amount of $13,610,000.
- The annual exclusion for gifts increases to $18,000 for calendar year 2024.

Page Last Reviewed or Updated: 09-Nov-2023
"""


def t05(rs: RowSet) -> None:
    init = {"task": "compare single-filer standard deduction and 22% bracket, TY2024 vs TY2025"}
    m = Mem(init)
    t: Turns = []
    t.append((search("IRS 2025 tax brackets inflation adjustments Rev. Proc. 2024-40 standard deduction"), srch(
        ("https://www.irs.gov/newsroom/irs-releases-tax-inflation-adjustments-for-tax-year-2025", "IRS releases tax inflation adjustments for tax year 2025 | Internal Revenue Service", "For single taxpayers and married individuals filing separately, the standard deduction rises to $15,000 for 2025, an increase of $400 from 2024 ...", "Oct 22, 2024"),
        ("https://www.irs.gov/pub/irs-drop/rp-24-40.pdf", "Rev. Proc. 2024-40 (PDF)", "This revenue procedure sets forth inflation-adjusted items for 2025 for various provisions of the Internal Revenue Code ...", "Oct 22, 2024"),
        ("https://taxfoundation.org/data/all/federal/2025-tax-brackets/", "2025 Tax Brackets and Federal Income Tax Rates | Tax Foundation", "The IRS released the federal marginal tax rates and income brackets for 2025 on October 22, 2024. Brackets rise about 2.8 percent ...", "Oct 22, 2024"),
        ("https://www.nerdwallet.com/article/taxes/federal-income-tax-brackets", "2024-2025 Tax Brackets and Federal Income Tax Rates - NerdWallet", "There are seven federal income tax rates in 2025: 10%, 12%, 22%, 24%, 32%, 35% and 37% ...", "Jan 15, 2025"),
        ("https://www.irs.gov/filing/federal-income-tax-rates-and-brackets", "Federal income tax rates and brackets | Internal Revenue Service", "See current federal tax brackets and rates based on your income and filing status ...", "N/A"),
        ("https://www.cnbc.com/2024/10/22/irs-tax-brackets-2025.html", "IRS unveils higher 2025 federal income tax brackets", "The standard deduction will rise to $30,000 for married couples filing together ...", "Oct 22, 2024"),
        ("https://www.forbes.com/sites/kellyphillipserb/2024/10/22/irs-announces-new-tax-brackets-for-2025/", "IRS Announces 2025 Tax Brackets, Standard Deduction And Other Inflation Changes", "The top rate of 37% applies to single taxpayers with incomes over $626,350 ...", "Oct 22, 2024"),
        ("https://www.kiplinger.com/taxes/new-irs-tax-brackets", "New IRS Tax Brackets for 2025 | Kiplinger", "The income thresholds for each bracket have been adjusted for inflation ...", "Nov 1, 2024"),
        ("https://www.bankrate.com/taxes/tax-brackets/", "2024-2025 Tax Brackets And Federal Income Tax Rates | Bankrate", "Single filers: 22% on income from $48,476 to $103,350 ...", "Feb 3, 2025"),
        ("https://www.reddit.com/r/tax/comments/1g9jx0f/2025_tax_brackets_released/", "2025 tax brackets released : r/tax", "Standard deduction $15k single / $30k MFJ ...", "Oct 22, 2024"),
    )))
    t.append((extract("https://www.irs.gov/newsroom/irs-releases-tax-inflation-adjustments-for-tax-year-2025", "2025 standard deduction by filing status and single-filer bracket thresholds"), IRS_2025))
    t.append(m.add({"std_deduction_2025_single": "$15,000", "std_deduction_2025_mfj": "$30,000", "bracket_2025_single_22pct_top": "$103,350"}))
    t.append((search("IRS tax year 2024 standard deduction 14,600 brackets Rev. Proc. 2023-34"), srch(
        ("https://www.irs.gov/newsroom/irs-provides-tax-inflation-adjustments-for-tax-year-2024", "IRS provides tax inflation adjustments for tax year 2024 | Internal Revenue Service", "For single taxpayers and married individuals filing separately, the standard deduction rises to $14,600 for 2024, an increase of $750 from 2023 ...", "Nov 9, 2023"),
        ("https://www.irs.gov/pub/irs-drop/rp-23-34.pdf", "Rev. Proc. 2023-34 (PDF)", "Inflation-adjusted items for 2024 ...", "Nov 9, 2023"),
        ("https://taxfoundation.org/data/all/federal/2024-tax-brackets/", "2024 Tax Brackets and Federal Income Tax Rates | Tax Foundation", "Brackets for 2024 rose about 5.4 percent ...", "Nov 9, 2023"),
        ("https://www.irs.gov/newsroom/irs-releases-tax-inflation-adjustments-for-tax-year-2025", "IRS releases tax inflation adjustments for tax year 2025 | Internal Revenue Service", "the standard deduction rises to $15,000 for 2025, an increase of $400 from 2024 ...", "Oct 22, 2024"),
        ("https://www.nerdwallet.com/article/taxes/federal-income-tax-brackets", "2024-2025 Tax Brackets and Federal Income Tax Rates - NerdWallet", "2024 brackets (taxes due April 2025): 22% for single filers from $47,151 to $100,525 ...", "Jan 15, 2025"),
        ("https://www.irs.gov/instructions/i1040gi", "1040 (2024) Instructions | Internal Revenue Service", "Standard Deduction Chart for Most People: Single or MFS $14,600 ...", "Dec 19, 2024"),
        ("https://www.cnbc.com/2023/11/09/irs-tax-brackets-2024.html", "IRS unveils higher 2024 federal income tax brackets", "The standard deduction will rise to $29,200 for married couples filing jointly ...", "Nov 9, 2023"),
        ("https://www.forbes.com/advisor/taxes/taxes-federal-income-tax-bracket/", "2024-2025 Tax Brackets And Federal Income Tax Rates – Forbes Advisor", "Federal tax brackets for tax year 2024 and 2025 side by side ...", "Feb 10, 2025"),
        ("https://www.hrblock.com/tax-center/irs/tax-brackets-and-rates/what-are-the-tax-brackets/", "2024-2025 Tax Brackets | H&R Block", "Tax brackets and rates for the 2024 tax year, as well as for 2025 ...", "N/A"),
        ("https://smartasset.com/taxes/current-federal-income-tax-brackets", "2024-2025 Federal Income Tax Brackets | SmartAsset", "Use our calculator to find your marginal rate ...", "N/A"),
    )))
    t.append((extract("https://www.irs.gov/newsroom/irs-provides-tax-inflation-adjustments-for-tax-year-2024", "2024 standard deduction and single-filer bracket thresholds"), IRS_2024))
    t.append(m.add({"std_deduction_2024_single": "$14,600"}))
    t.append(m.update({"bracket_2025_single_22pct_top": "$103,350 (22% applies $48,476-$103,350; TY2024: $47,151-$100,525)"}))
    t.append(m.remove(["std_deduction_2025_mfj"]))
    t.append(m.get(["std_deduction_2025_mfj", "std_deduction_2025_single"]))
    t.append(m.all())
    rs.add("search", "h59-search-05", SYSTEM, t, state=state("2025-03-03", init))


# --------------------------------------------------------------------------------------------------
# 06 BAD — CourtListener docket (less common): defendant's lead counsel renamed on re-extraction
# --------------------------------------------------------------------------------------------------
CL_DOCKET = """# United States v. Google LLC (1:20-cv-03010)

District Court, District of Columbia

| | |
|---|---|
| Last Updated | May 31, 2025, 2:14 a.m. |
| Assigned To | Judge Amit P. Mehta |
| Date Filed | Oct. 20, 2020 |
| Cause | 15:2 Sherman Antitrust Act |
| Nature of Suit | 410 Anti-Trust |
| Jury Demand | None |
| Jurisdiction Type | U.S. Government Plaintiff |
| Related case | 1:20-cv-03715 (State of Colorado v. Google LLC) |

## Parties and Attorneys

**UNITED STATES OF AMERICA** — Plaintiff
- David E. Dahlquist, U.S. Department of Justice, Antitrust Division, 209 S. LaSalle Street, Suite 600, Chicago, IL 60604, (202) 805-8563 — LEAD ATTORNEY, ATTORNEY TO BE NOTICED
- Kenneth M. Dintzer, U.S. Department of Justice, Antitrust Division, 450 Fifth Street NW, Washington, DC 20530 — TERMINATED: 11/08/2024

**STATE OF ARKANSAS**, **STATE OF CALIFORNIA**, **STATE OF FLORIDA**, **STATE OF GEORGIA**, **STATE OF INDIANA**, **COMMONWEALTH OF KENTUCKY**, **STATE OF LOUISIANA**, **STATE OF MICHIGAN**, **STATE OF MISSOURI**, **STATE OF MISSISSIPPI**, **STATE OF MONTANA**, **STATE OF SOUTH CAROLINA**, **STATE OF TEXAS**, **STATE OF WISCONSIN** — Plaintiffs

**GOOGLE LLC** — Defendant
- John E. Schmidtlein, Williams & Connolly LLP, 680 Maine Avenue SW, Washington, DC 20024, (202) 434-5000 — LEAD ATTORNEY, ATTORNEY TO BE NOTICED
- Benjamin M. Greenblum, Williams & Connolly LLP — ATTORNEY TO BE NOTICED
- Franklin M. Rubinstein, Wilson Sonsini Goodrich & Rosati — ATTORNEY TO BE NOTICED

## Docket Entries (selected; 1,418 entries, sorted ascending)

| # | Date Filed | Description |
|---|---|---|
| 1 | Oct 20, 2020 | COMPLAINT against GOOGLE LLC (Filing fee $ 402) filed by UNITED STATES OF AMERICA, STATE OF ARKANSAS, STATE OF FLORIDA, STATE OF GEORGIA, STATE OF INDIANA, COMMONWEALTH OF KENTUCKY, STATE OF LOUISIANA, STATE OF MISSISSIPPI, STATE OF MISSOURI, STATE OF MONTANA, STATE OF SOUTH CAROLINA, STATE OF TEXAS. (Attachments: # 1 Civil Cover Sheet) |
| 1032 | Aug 5, 2024 | ORDER. For the reasons set forth in the court's Memorandum Opinion, ECF No. 1033, the court finds that Google has violated Section 2 of the Sherman Act ... Signed by Judge Amit P. Mehta on 8/5/2024. |
| 1033 | Aug 5, 2024 | MEMORANDUM OPINION. Signed by Judge Amit P. Mehta on 8/5/2024. (286 pages) |
| 1062 | Nov 20, 2024 | NOTICE of Initial Proposed Final Judgment by UNITED STATES OF AMERICA |
| 1108 | Dec 20, 2024 | NOTICE of Proposed Final Judgment by GOOGLE LLC |
| 1184 | Mar 7, 2025 | NOTICE of Revised Proposed Final Judgment by UNITED STATES OF AMERICA |
| 1291 | Apr 21, 2025 | Minute Entry for Remedies Evidentiary Hearing (Day 1) held before Judge Amit P. Mehta on 4/21/2025. |
| 1364 | May 9, 2025 | Minute Entry for Remedies Evidentiary Hearing (Day 15) concluded on 5/9/2025. Closing arguments set for 5/30/2025. |
| 1417 | May 30, 2025 | Minute Entry for Closing Arguments held before Judge Amit P. Mehta on 5/30/2025. Matter taken under advisement. |
| 1418 | May 30, 2025 | TRANSCRIPT OF CLOSING ARGUMENTS before Judge Amit P. Mehta held on 5/30/2025; Page Numbers: 1-236. Redaction Request due 6/20/2025. |

Page 1 of 15 · RSS feed · Create alert
"""

REUTERS_GOOG = """# Judge weighs Google search remedies as closing arguments wrap up

By Jody Godoy and Mike Scarcella

May 30, 2025 10:18 PM UTC · Updated May 30, 2025

WASHINGTON, May 30 (Reuters) — A U.S. judge on Friday heard closing arguments over how to restore competition in online search, after the Justice Department asked him to force Alphabet's Google to sell its Chrome browser and share search data with rivals.

U.S. District Judge Amit Mehta, who ruled in August that Google illegally maintained a monopoly in general search and related advertising, said he would aim to issue a remedies decision by August.

DOJ attorney David Dahlquist told the court that Google's conduct "has been so pervasive" that only structural remedies would open the market. Google's lawyers said the government's proposals would hurt consumers and hand Google's technology to competitors.

## Key dates

| Date | Event |
|---|---|
| Oct 20, 2020 | DOJ and 11 states sue Google (1:20-cv-03010) |
| Sep 12 – Nov 16, 2023 | Liability trial |
| Aug 5, 2024 | Mehta rules Google is a monopolist |
| Mar 7, 2025 | DOJ files revised proposed remedies |
| Apr 21 – May 9, 2025 | Remedies hearing, 15 days of testimony |
| May 30, 2025 | Closing arguments |

The evidentiary hearing featured testimony from executives at OpenAI, Perplexity and Microsoft, as well as Google CEO Sundar Pichai.

Reporting by Jody Godoy in New York and Mike Scarcella in Washington; Editing by Matthew Lewis
"""


def t06(rs: RowSet) -> None:
    m = Mem()
    t: Turns = []
    url = "https://www.courtlistener.com/docket/18552824/united-states-v-google-llc/"
    t.append((search("United States v. Google LLC 1:20-cv-03010 docket CourtListener"), srch(
        (url, "United States v. Google LLC, 1:20-cv-03010 – CourtListener.com", "Docket for United States v. Google LLC, 1:20-cv-03010 — Brought to you by Free Law Project, a non-profit dedicated to creating high quality open legal information.", "N/A"),
        ("https://www.courtlistener.com/docket/18552824/1033/united-states-v-google-llc/", "MEMORANDUM OPINION – #1033 in United States v. Google LLC (D.D.C., 1:20-cv-03010)", "MEMORANDUM OPINION. Signed by Judge Amit P. Mehta on 8/5/2024. (286 pages)", "Aug 5, 2024"),
        ("https://www.justice.gov/atr/case/us-and-plaintiff-states-v-google-llc", "U.S. and Plaintiff States v. Google LLC | United States Department of Justice", "Case Number 1:20-cv-03010. Court: District of Columbia. Filed October 20, 2020 ...", "N/A"),
        ("https://en.wikipedia.org/wiki/United_States_v._Google_LLC_(2020)", "United States v. Google LLC (2020) - Wikipedia", "United States v. Google LLC is a federal antitrust case brought by the United States Department of Justice against Google LLC on October 20, 2020 ...", "N/A"),
        ("https://www.pacermonitor.com/public/case/39279347/UNITED_STATES_OF_AMERICA_et_al_v_GOOGLE_LLC", "UNITED STATES OF AMERICA et al v. GOOGLE LLC, 1:20-cv-03010 - PacerMonitor", "Federal Civil Lawsuit, District of Columbia, Judge Amit P. Mehta, Nature of Suit 410 Anti-Trust ...", "N/A"),
        ("https://www.courtlistener.com/docket/18705564/state-of-colorado-v-google-llc/", "State of Colorado v. Google LLC, 1:20-cv-03715 – CourtListener.com", "Docket for State of Colorado v. Google LLC, consolidated for trial with 1:20-cv-03010 ...", "N/A"),
        ("https://www.dcd.uscourts.gov/us-v-google-llc-120-cv-03010-apm", "U.S. v. Google LLC, 1:20-cv-03010-APM | United States District Court for the District of Columbia", "Public access to trial exhibits and transcripts ...", "N/A"),
        ("https://www.theverge.com/2024/8/5/24155520/judge-rules-on-us-doj-v-google-antitrust-search-monopoly", "Google loses antitrust case over search monopoly | The Verge", "'Google is a monopolist,' Judge Amit Mehta wrote ...", "Aug 5, 2024"),
        ("https://storage.courtlistener.com/recap/gov.uscourts.dcd.223205/gov.uscourts.dcd.223205.1033.0.pdf", "gov.uscourts.dcd.223205.1033.0.pdf", "UNITED STATES DISTRICT COURT FOR THE DISTRICT OF COLUMBIA ... Case No. 20-cv-3010 (APM) MEMORANDUM OPINION ...", "Aug 5, 2024"),
        ("https://www.law360.com/articles/1865010", "Google Search Remedies Case: What's Next - Law360", "Remedies hearing set for April 2025 ...", "Sep 6, 2024"),
    )))
    t.append((extract(url, "docket number, judge, filing date, counsel of record, key docket entries"), CL_DOCKET))
    t.append(m.add({"us_v_google_case_no": "1:20-cv-03010 (D.D.C.), Judge Amit P. Mehta", "us_v_google_liability_opinion": "Aug 5, 2024 (ECF 1033; order ECF 1032)",
                    "us_v_google_google_lead_counsel": "John E. Schmidtlein (Williams & Connolly)"}))
    t.append((search("Google search antitrust remedies hearing closing arguments Mehta May 2025"), srch(
        ("https://www.reuters.com/legal/litigation/judge-weighs-google-search-remedies-closing-arguments-2025-05-30/", "Judge weighs Google search remedies as closing arguments wrap up | Reuters", "U.S. District Judge Amit Mehta said he would aim to issue a remedies decision by August ...", "May 30, 2025"),
        ("https://www.nytimes.com/2025/05/30/technology/google-search-antitrust-closing-arguments.html", "Google and Justice Dept. Make Final Arguments in Search Case", "The government wants Google to sell Chrome; Google says the proposals go too far ...", "May 30, 2025"),
        ("https://www.theverge.com/news/google-antitrust-remedies-closing-arguments", "Google's search monopoly remedies case closing arguments | The Verge", "Mehta questioned both sides about how generative AI is changing search ...", "May 30, 2025"),
        ("https://www.justice.gov/opa/pr/justice-department-files-revised-proposed-final-judgment-google-search-case", "Justice Department Files Revised Proposed Final Judgment in Google Search Case", "The revised proposal continues to require divestiture of Chrome ...", "Mar 7, 2025"),
        ("https://apnews.com/article/google-search-antitrust-remedies-hearing-begins", "Google remedies hearing begins in search monopoly case | AP News", "The hearing opened April 21 before Judge Amit Mehta in Washington ...", "Apr 21, 2025"),
        ("https://blog.google/outreach-initiatives/public-policy/doj-search-remedies-closing/", "Our closing arguments in the DOJ search remedies case - Google", "Google's Lee-Anne Mulholland: the DOJ's proposals would harm consumers ...", "May 30, 2025"),
        ("https://www.courtlistener.com/docket/18552824/united-states-v-google-llc/", "United States v. Google LLC, 1:20-cv-03010 – CourtListener.com", "Minute Entry for Closing Arguments held before Judge Amit P. Mehta on 5/30/2025 ...", "N/A"),
        ("https://www.bloomberg.com/news/articles/2025-05-30/google-judge-hears-final-arguments", "Google Judge Hears Final Arguments Over Breaking Up Search Monopoly", "Mehta is expected to rule by the end of summer ...", "May 30, 2025"),
        ("https://www.wsj.com/tech/google-antitrust-remedies-trial-ends", "Google Antitrust Remedies Trial Wraps Up - WSJ", "Fifteen days of testimony ended May 9 ...", "May 9, 2025"),
        ("https://www.bigtechontrial.com/p/google-remedies-closing", "Closing arguments recap | Big Tech on Trial", "Live notes from courtroom 10 ...", "May 31, 2025"),
    )))
    bad = CL_DOCKET.replace("- John E. Schmidtlein, Williams & Connolly LLP, 680 Maine Avenue SW", "- Jonathan B. Sallet, Williams & Connolly LLP, 680 Maine Avenue SW")
    assert bad != CL_DOCKET
    t.append((extract(url, "remedies-phase docket entries and dates"), bad))
    t.append((extract("https://www.reuters.com/legal/litigation/judge-weighs-google-search-remedies-closing-arguments-2025-05-30/", "when the judge expects to rule, length of remedies hearing"), REUTERS_GOOG))
    t.append(m.add({"us_v_google_remedies_hearing": "Apr 21 - May 9, 2025 (15 days); closing args May 30, 2025; ruling expected by August"}))
    t.append(m.get(["us_v_google_remedies_hearing", "us_v_google_liability_opinion"]))
    rs.add("search", "h59-search-06", SYSTEM, t, state=state("2025-06-02"), bad=True, turn=5,
           kind="Re-extracted CourtListener docket names Jonathan B. Sallet as Google's lead attorney, but the same docket at turn 2 listed John E. Schmidtlein.")


# --------------------------------------------------------------------------------------------------
# 07 clean — World Bank data (mainstream): web view vs API JSON, nominal USD change vs real growth
# --------------------------------------------------------------------------------------------------
WB_GDP = """# GDP (current US$) - Viet Nam

World Bank national accounts data, and OECD National Accounts data files.

License: CC BY-4.0 · Last Updated: Apr 15, 2025

**Viet Nam — most recent value (2023): 429.72 billion**

| Year | GDP (current US$) |
|---|---|
| 2014 | 233.45 B |
| 2015 | 239.26 B |
| 2016 | 257.10 B |
| 2017 | 281.35 B |
| 2018 | 310.11 B |
| 2019 | 334.37 B |
| 2020 | 346.62 B |
| 2021 | 366.47 B |
| 2022 | 413.45 B |
| 2023 | 429.72 B |

Similar values: Lower middle income 10.05 T · East Asia & Pacific 36.12 T · World 105.44 T

## Details
| | |
|---|---|
| Indicator code | NY.GDP.MKTP.CD |
| Aggregation method | Gap-filled total |
| Periodicity | Annual |
| Unit of measure | Current U.S. dollars |

GDP at purchaser's prices is the sum of gross value added by all resident producers in the economy plus any product taxes and minus any subsidies not included in the value of the products. Data are in current U.S. dollars. Dollar figures for GDP are converted from domestic currencies using single year official exchange rates.

Download: CSV · XML · EXCEL · DataBank
"""

WB_API = json.dumps([
    {"page": 1, "pages": 1, "per_page": 50, "total": 5, "sourceid": "2", "lastupdated": "2025-04-15"},
    [{"indicator": {"id": "NY.GDP.MKTP.CD", "value": "GDP (current US$)"}, "country": {"id": "VN", "value": "Viet Nam"},
      "countryiso3code": "VNM", "date": y, "value": v, "unit": "", "obs_status": "", "decimal": 0}
     for y, v in (("2023", 429716969146.2), ("2022", 413445230669.9), ("2021", 366474752771.2), ("2020", 346615738131.0), ("2019", 334365270496.0))],
], indent=1)

WB_GROWTH = """# GDP growth (annual %) - Viet Nam

World Bank and OECD GDP growth estimates.

License: CC BY-4.0 · Last Updated: Apr 15, 2025

**Viet Nam — most recent value (2023): 5.05**

| Year | GDP growth (annual %) |
|---|---|
| 2016 | 6.69 |
| 2017 | 6.94 |
| 2018 | 7.47 |
| 2019 | 7.36 |
| 2020 | 2.87 |
| 2021 | 2.55 |
| 2022 | 8.12 |
| 2023 | 5.05 |

## Details
| | |
|---|---|
| Indicator code | NY.GDP.MKTP.KD.ZG |
| Unit of measure | % |
| Base | Constant local currency |

Annual percentage growth rate of GDP at market prices based on constant local currency. Aggregates are based on constant 2015 prices, expressed in U.S. dollars. Growth in constant local currency differs from the change in the current-US$ series, which also reflects prices and exchange rates.
"""


def t07(rs: RowSet) -> None:
    m = Mem()
    t: Turns = []
    t.append((search("World Bank GDP current US$ Vietnam 2023 NY.GDP.MKTP.CD"), srch(
        ("https://data.worldbank.org/indicator/NY.GDP.MKTP.CD?locations=VN", "GDP (current US$) - Viet Nam | Data", "GDP (current US$) - Viet Nam from The World Bank: Data. Most recent value (2023): 429.72 billion ...", "N/A"),
        ("https://data.worldbank.org/country/viet-nam", "Viet Nam | Data", "GDP (current US$) 429.72 billion (2023); Population, total 100.3 million (2023) ...", "N/A"),
        ("https://www.worldbank.org/en/country/vietnam/overview", "Vietnam Overview: Development news, research, data | World Bank", "Vietnam's GDP grew by 5.0 percent in 2023 and 7.1 percent in 2024 ...", "Apr 8, 2025"),
        ("https://tradingeconomics.com/vietnam/gdp", "Vietnam GDP - Trading Economics", "The Gross Domestic Product (GDP) in Vietnam was worth 429.72 billion US dollars in 2023, according to official data from the World Bank ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Economy_of_Vietnam", "Economy of Vietnam - Wikipedia", "GDP $476 billion (nominal; 2024 est.) ...", "N/A"),
        ("https://www.macrotrends.net/global-metrics/countries/VNM/vietnam/gdp-gross-domestic-product", "Vietnam GDP 1985-2025 | MacroTrends", "Vietnam gdp for 2023 was $429.72B, a 3.94% increase from 2022 ...", "N/A"),
        ("https://api.worldbank.org/v2/country/VN/indicator/NY.GDP.MKTP.CD", "World Bank API: NY.GDP.MKTP.CD for VN", "XML/JSON API for indicator NY.GDP.MKTP.CD ...", "N/A"),
        ("https://www.imf.org/external/datamapper/NGDPD@WEO/VNM", "Viet Nam - GDP, current prices (IMF DataMapper)", "Billions of U.S. dollars: 2023 433.4 (IMF estimate) ...", "N/A"),
        ("https://www.gso.gov.vn/en/data-and-statistics/2024/01/socio-economic-situation-in-the-fourth-quarter-and-2023/", "Socio-economic situation in Q4 and 2023 - General Statistics Office", "GDP in 2023 estimated to increase by 5.05% over the previous year ...", "Dec 29, 2023"),
        ("https://www.statista.com/statistics/444584/gross-domestic-product-gdp-in-vietnam/", "Vietnam: GDP 2029 | Statista", "Gross domestic product in current prices from 1987 to 2029 ...", "N/A"),
    )))
    t.append((extract("https://data.worldbank.org/indicator/NY.GDP.MKTP.CD?locations=VN", "GDP in current US$ for 2019-2023"), WB_GDP))
    t.append((extract("https://api.worldbank.org/v2/country/VN/indicator/NY.GDP.MKTP.CD?format=json&date=2019:2023", "raw values 2019-2023"), WB_API))
    t.append(m.add({"vn_gdp_2023_usd": "429.72 billion (NY.GDP.MKTP.CD; raw 429716969146.2)", "vn_gdp_2022_usd": "413.45 billion"}))
    t.append((search("World Bank Vietnam GDP growth annual % 2023 NY.GDP.MKTP.KD.ZG"), srch(
        ("https://data.worldbank.org/indicator/NY.GDP.MKTP.KD.ZG?locations=VN", "GDP growth (annual %) - Viet Nam | Data", "GDP growth (annual %) - Viet Nam. Most recent value (2023): 5.05 ...", "N/A"),
        ("https://www.gso.gov.vn/en/data-and-statistics/2024/01/socio-economic-situation-in-the-fourth-quarter-and-2023/", "Socio-economic situation in Q4 and 2023 - GSO", "GDP in 2023 estimated to increase by 5.05% ... lower than 8.12% in 2022 ...", "Dec 29, 2023"),
        ("https://tradingeconomics.com/vietnam/gdp-growth-annual", "Vietnam GDP Annual Growth Rate - Trading Economics", "Vietnam's GDP expanded 6.93% year-on-year in Q1 2025 ...", "Apr 6, 2025"),
        ("https://www.macrotrends.net/global-metrics/countries/VNM/vietnam/gdp-growth-rate", "Vietnam GDP Growth Rate 1985-2025 | MacroTrends", "Vietnam gdp growth rate for 2023 was 5.05%, a 3.07% decline from 2022 ...", "N/A"),
        ("https://www.worldbank.org/en/country/vietnam/publication/taking-stock-december-2024", "Taking Stock, December 2024 | World Bank", "Growth is projected at 6.8 percent in 2025 ...", "Dec 12, 2024"),
        ("https://www.adb.org/where-we-work/viet-nam/economy", "Viet Nam: Economy | Asian Development Bank", "GDP growth 2023: 5.0%; 2024: 7.1% ...", "Apr 9, 2025"),
        ("https://en.wikipedia.org/wiki/Economy_of_Vietnam", "Economy of Vietnam - Wikipedia", "GDP growth 5.05% (2023) ...", "N/A"),
        ("https://www.reuters.com/world/asia-pacific/vietnams-2023-gdp-growth-slows-505-2023-12-29/", "Vietnam's 2023 GDP growth slows to 5.05% | Reuters", "Vietnam's economic growth slowed to 5.05% in 2023 from 8.12% a year earlier, missing the government's target ...", "Dec 29, 2023"),
        ("https://data.worldbank.org/indicator/NY.GDP.PCAP.KD.ZG?locations=VN", "GDP per capita growth (annual %) - Viet Nam | Data", "Most recent value (2023): 4.27 ...", "N/A"),
        ("https://www.imf.org/en/Countries/VNM", "Vietnam and the IMF", "Article IV consultation, 2024 ...", "N/A"),
    )))
    t.append((extract("https://data.worldbank.org/indicator/NY.GDP.MKTP.KD.ZG?locations=VN", "real growth 2022 and 2023"), WB_GROWTH))
    t.append(m.add({"vn_gdp_growth_2023_real": "5.05% (constant LCU)", "vn_gdp_usd_change_2023_nominal": "+3.9% (429.72/413.45, current US$)"}))
    t.append((search("World Bank Vietnam GDP PPP current international $ 2023 NY.GDP.MKTP.PP.CD"), srch(
        ("https://data.worldbank.org/indicator/NY.GDP.MKTP.PP.CD?locations=VN", "GDP, PPP (current international $) - Viet Nam | Data", "Most recent value (2023): 1.43 trillion ...", "N/A"),
        ("https://data.worldbank.org/indicator/NY.GDP.PCAP.PP.CD?locations=VN", "GDP per capita, PPP (current international $) - Viet Nam | Data", "Most recent value (2023): 14,280 ...", "N/A"),
        ("https://www.worldbank.org/en/programs/icp", "International Comparison Program (ICP) | World Bank", "PPPs are the rates of currency conversion that equalize the purchasing power of different currencies ...", "N/A"),
        ("https://tradingeconomics.com/vietnam/gdp-per-capita-ppp", "Vietnam GDP per capita PPP - Trading Economics", "GDP per capita PPP in Vietnam was last recorded at 13,960 US dollars in 2023 (constant 2021 $) ...", "N/A"),
        ("https://en.wikipedia.org/wiki/List_of_countries_by_GDP_(PPP)", "List of countries by GDP (PPP) - Wikipedia", "World Bank estimates, 2023: Vietnam 1,434,000 (millions of international dollars) ...", "N/A"),
        ("https://www.imf.org/external/datamapper/PPPGDP@WEO/VNM", "GDP, current prices, PPP - Viet Nam (IMF DataMapper)", "Billions of international dollars ...", "N/A"),
        ("https://www.macrotrends.net/global-metrics/countries/VNM/vietnam/gdp-purchasing-power-parity", "Vietnam GDP PPP | MacroTrends", "Vietnam GDP PPP for 2023 ...", "N/A"),
        ("https://datahelpdesk.worldbank.org/knowledgebase/articles/114944", "What is the difference between current and constant data? – World Bank Data Help Desk", "Current data are in nominal terms; constant data remove the effect of price changes ...", "N/A"),
        ("https://databank.worldbank.org/source/world-development-indicators", "World Development Indicators | DataBank", "Select country, series and time ...", "N/A"),
        ("https://www.statista.com/statistics/444611/gross-domestic-product-gdp-per-capita-in-vietnam/", "Vietnam GDP per capita | Statista", "GDP per capita in current prices ...", "N/A"),
    )))
    t.append(m.all())
    rs.add("search", "h59-search-07", SYSTEM, t, state=state("2025-05-12"))


# --------------------------------------------------------------------------------------------------
# 08 BAD — GOV.UK minimum wage (mainstream): a removed memory key is listed again
# --------------------------------------------------------------------------------------------------
GOVUK_NMW = """# National Minimum Wage and National Living Wage rates

The hourly rate for the minimum wage depends on your age and whether you're an apprentice.

You must be at least:

- school leaving age to get the National Minimum Wage
- aged 21 to get the National Living Wage - the minimum wage will still apply for workers aged 20 and under

## Current rates

These rates are for the National Living Wage (for those aged 21 and over) and the National Minimum Wage (for those of at least school leaving age). The rates change on 1 April every year.

| | 21 and over | 18 to 20 | Under 18 | Apprentice |
|---|---|---|---|---|
| April 2025 (current rate) | £12.21 | £10.00 | £7.55 | £7.55 |

## Apprentices

Apprentices are entitled to the apprentice rate if they're either:

- aged under 19
- aged 19 or over and in the first year of their apprenticeship

## Previous rates

| Year | 23 and over | 21 to 22 | 18 to 20 | Under 18 | Apprentice |
|---|---|---|---|---|---|
| April 2024 to March 2025 | £11.44 | £11.44 | £8.60 | £6.40 | £6.40 |
| April 2023 to March 2024 | £10.42 | £10.18 | £7.49 | £5.28 | £5.28 |
| April 2022 to March 2023 | £9.50 | £9.18 | £6.83 | £4.81 | £4.81 |
| April 2021 to March 2022 | £8.91 | £8.36 | £6.56 | £4.62 | £4.30 |

From April 2024 the National Living Wage applies to workers aged 21 and over.

## Accommodation offset

| Year | Daily rate | Weekly rate |
|---|---|---|
| April 2025 (current) | £10.66 | £74.62 |
| April 2024 to March 2025 | £9.99 | £69.93 |

## Getting the minimum wage

If you think you're not being paid the right minimum wage, contact Acas (0300 123 1100) or make a complaint to HMRC.

Last updated 1 April 2025
"""

GOVUK_LPC = """# Government accepts Low Pay Commission recommendations on minimum wage rates

From: Department for Business and Trade, HM Treasury and The Rt Hon Rachel Reeves MP
Published 29 October 2024

- National Living Wage to rise by 6.7% to £12.21 an hour from April 2025, worth £1,400 a year to a full-time worker
- Largest ever increase to the 18 to 20 year old rate, up 16.3% to £10.00 an hour, a step towards a single adult rate
- More than 3 million workers set to benefit

## Rates from 1 April 2025

| Rate | April 2024 | April 2025 | Increase (£) | Increase (%) |
|---|---|---|---|---|
| National Living Wage (21 and over) | £11.44 | £12.21 | £0.77 | 6.7 |
| 18-20 Year Old Rate | £8.60 | £10.00 | £1.40 | 16.3 |
| 16-17 Year Old Rate | £6.40 | £7.55 | £1.15 | 18.0 |
| Apprentice Rate | £6.40 | £7.55 | £1.15 | 18.0 |
| Accommodation Offset (daily) | £9.99 | £10.66 | £0.67 | 6.7 |

The Low Pay Commission's remit for 2024 asked it to take account of the cost of living and ensure the National Living Wage remains at least two thirds of median hourly earnings.

Chancellor of the Exchequer Rachel Reeves said: "Today's increase is a significant step towards delivering on our commitment to make sure the minimum wage is a genuine living wage."
"""


def t08(rs: RowSet) -> None:
    m = Mem()
    t: Turns = []
    t.append((search("gov.uk National Minimum Wage rates April 2025"), srch(
        ("https://www.gov.uk/national-minimum-wage-rates", "National Minimum Wage and National Living Wage rates - GOV.UK", "The hourly rate for the minimum wage depends on your age and whether you're an apprentice. April 2025 (current rate): 21 and over £12.21 ...", "N/A"),
        ("https://www.gov.uk/government/news/government-accepts-low-pay-commission-recommendations-on-minimum-wage-rates", "Government accepts Low Pay Commission recommendations - GOV.UK", "National Living Wage to rise by 6.7% to £12.21 an hour from April 2025 ...", "Oct 29, 2024"),
        ("https://www.gov.uk/government/publications/minimum-wage-rates-for-2025", "National Minimum Wage and National Living Wage rates 2025 - GOV.UK", "The rates set out below will apply from 1 April 2025 ...", "Oct 30, 2024"),
        ("https://www.acas.org.uk/national-minimum-wage-entitlement", "National Minimum Wage and National Living Wage - Acas", "From 1 April 2025: £12.21 for those aged 21 and over; £10.00 for 18 to 20 ...", "Apr 1, 2025"),
        ("https://www.bbc.co.uk/news/articles/c0k8gj4r7mlo", "Minimum wage rises to £12.21 an hour - BBC News", "More than three million workers will see their pay rise from today ...", "Apr 1, 2025"),
        ("https://www.livingwage.org.uk/what-real-living-wage", "What is the real Living Wage? | Living Wage Foundation", "The real Living Wage is £12.60 across the UK and £13.85 in London (voluntary rates) ...", "N/A"),
        ("https://en.wikipedia.org/wiki/National_Minimum_Wage_Act_1998", "National Minimum Wage Act 1998 - Wikipedia", "The Act created a minimum wage across the United Kingdom, from 1 April 1999 ...", "N/A"),
        ("https://www.gov.uk/government/organisations/low-pay-commission", "Low Pay Commission - GOV.UK", "We advise the government about the National Living Wage and the National Minimum Wage ...", "N/A"),
        ("https://www.cipd.org/uk/knowledge/employment-law/pay/national-minimum-wage/", "National minimum wage | CIPD", "Rates, eligibility and employer obligations ...", "Apr 2, 2025"),
        ("https://www.reddit.com/r/UKPersonalFinance/comments/1jof3d2/minimum_wage_april_2025/", "Minimum wage April 2025 : r/UKPersonalFinance", "£12.21 x 37.5h = £457.88 a week before tax ...", "Apr 1, 2025"),
    )))
    t.append((extract("https://www.gov.uk/national-minimum-wage-rates", "current rates by age band and apprentice rate"), GOVUK_NMW))
    t.append(m.add({"nlw_21plus_2025": "£12.21", "nmw_18_20_2025": "£10.00", "nmw_16_17_2025": "£7.55", "apprentice_2025": "£7.55"}))
    t.append((search("Low Pay Commission 2025 recommendations National Living Wage 6.7% 18-20 rate 16.3%"), srch(
        ("https://www.gov.uk/government/news/government-accepts-low-pay-commission-recommendations-on-minimum-wage-rates", "Government accepts Low Pay Commission recommendations on minimum wage rates - GOV.UK", "Largest ever increase to the 18 to 20 year old rate, up 16.3% to £10.00 an hour ...", "Oct 29, 2024"),
        ("https://www.gov.uk/government/publications/low-pay-commission-report-2024", "Low Pay Commission Report 2024 - GOV.UK", "The LPC recommends the National Living Wage increases to £12.21 ...", "Mar 18, 2025"),
        ("https://www.theguardian.com/money/2024/oct/29/minimum-wage-rise-1221-april-2025", "Minimum wage to rise to £12.21 an hour, Reeves confirms | The Guardian", "The 6.7% rise will take effect in April ...", "Oct 29, 2024"),
        ("https://www.bbc.co.uk/news/articles/cy4ml9x7wn7o", "Minimum wage to rise to £12.21 next year - BBC News", "The rise is worth £1,400 a year for a full-time worker ...", "Oct 29, 2024"),
        ("https://www.resolutionfoundation.org/comment/minimum-wage-2025/", "A big rise for young workers | Resolution Foundation", "The 18-20 rate rises by £1.40 an hour ...", "Oct 29, 2024"),
        ("https://www.personneltoday.com/hr/national-minimum-wage-rates-2025/", "National minimum wage rates 2025 confirmed - Personnel Today", "Apprentice rate and 16-17 rate both to rise 18% to £7.55 ...", "Oct 30, 2024"),
        ("https://www.ft.com/content/minimum-wage-april-2025-employers", "Employers warn of cost of minimum wage increase - FT", "Combined with higher employer NICs ...", "Oct 30, 2024"),
        ("https://www.gov.uk/government/publications/national-living-wage-and-national-minimum-wage-government-evidence-to-the-low-pay-commission-on-the-2025-rates", "Government evidence to the LPC on the 2025 rates - GOV.UK", "Remit letter and evidence ...", "Jun 26, 2024"),
        ("https://www.hrmagazine.co.uk/content/news/minimum-wage-2025", "Minimum wage increases explained | HR Magazine", "18-20 year olds: £8.60 to £10.00 ...", "Oct 30, 2024"),
        ("https://www.fsb.org.uk/resources-page/minimum-wage-2025.html", "Minimum wage 2025: what small firms need to know | FSB", "From 1 April 2025 ...", "Mar 20, 2025"),
    )))
    t.append((extract("https://www.gov.uk/government/news/government-accepts-low-pay-commission-recommendations-on-minimum-wage-rates", "percentage increases for each rate"), GOVUK_LPC))
    t.append(m.remove(["apprentice_2025"]))
    t.append(m.add({"nlw_increase_2025": "+6.7% (£11.44 -> £12.21)", "nmw_18_20_increase_2025": "+16.3% (£8.60 -> £10.00)"}))
    t.append((search("minimum wage accommodation offset April 2025 £10.66 per day"), srch(
        ("https://www.gov.uk/national-minimum-wage-accommodation", "National Minimum Wage: accommodation - GOV.UK", "The accommodation offset rate is £10.66 per day or £74.62 per week from 1 April 2025 ...", "N/A"),
        ("https://www.gov.uk/national-minimum-wage-rates", "National Minimum Wage and National Living Wage rates - GOV.UK", "Accommodation offset April 2025 (current): daily £10.66, weekly £74.62 ...", "N/A"),
        ("https://www.gov.uk/guidance/calculating-the-minimum-wage/accommodation", "Calculating the minimum wage: accommodation - GOV.UK", "If the accommodation charge is above the offset, the excess counts against minimum wage pay ...", "Apr 1, 2025"),
        ("https://www.acas.org.uk/national-minimum-wage-entitlement/accommodation", "Accommodation and the minimum wage - Acas", "The maximum an employer can charge ...", "N/A"),
        ("https://www.gov.uk/government/news/government-accepts-low-pay-commission-recommendations-on-minimum-wage-rates", "Government accepts Low Pay Commission recommendations - GOV.UK", "Accommodation Offset rises 6.7% to £10.66 a day ...", "Oct 29, 2024"),
        ("https://www.brightpay.co.uk/blog/accommodation-offset-2025", "Accommodation offset 2025/26 | BrightPay", "£10.66 daily / £74.62 weekly ...", "Mar 14, 2025"),
        ("https://www.nfuonline.com/updates-and-information/accommodation-offset-2025/", "Accommodation offset for farm workers 2025 | NFU", "Applies to seasonal workers living on farm ...", "Mar 27, 2025"),
        ("https://www.lowpay.gov.uk/accommodation-offset", "Accommodation offset | Low Pay Commission", "History of offset rates since 1999 ...", "N/A"),
        ("https://www.xperthr.co.uk/quick-reference/accommodation-offset/", "Accommodation offset rates | XpertHR", "Table of daily and weekly offset rates ...", "N/A"),
        ("https://www.taxation.co.uk/articles/minimum-wage-accommodation", "Minimum wage pitfalls: accommodation | Taxation", "Common HMRC enforcement issues ...", "Feb 11, 2025"),
    )))
    good = dict(m.d)
    bad_d = {}
    for k, v in good.items():
        bad_d[k] = v
        if k == "nmw_16_17_2025":
            bad_d["apprentice_2025"] = "£7.55"
    assert "apprentice_2025" not in good and len(bad_d) == len(good) + 1
    t.append((memory("retrieve_all"), pj(bad_d)))
    t.append(m.add({"accommodation_offset_2025": "£10.66/day (£74.62/week)"}))
    rs.add("search", "h59-search-08", SYSTEM, t, state=state("2025-04-14"), bad=True, turn=9,
           kind="retrieve_all lists apprentice_2025 = £7.55 although turn 6 removed that key and nothing re-added it.")


# --------------------------------------------------------------------------------------------------
# 09 BAD — Council of Europe Treaty Office (less common): a signatory drops out of the chart
# --------------------------------------------------------------------------------------------------
COE_MEMBERS = ["Albania", "Andorra", "Armenia", "Austria", "Azerbaijan", "Belgium", "Bosnia and Herzegovina", "Bulgaria", "Croatia",
               "Cyprus", "Czech Republic", "Denmark", "Estonia", "Finland", "France", "Georgia", "Germany", "Greece", "Hungary",
               "Iceland", "Ireland", "Italy", "Latvia", "Liechtenstein", "Lithuania", "Luxembourg", "Malta", "Monaco", "Montenegro",
               "Netherlands", "North Macedonia", "Norway", "Poland", "Portugal", "Republic of Moldova", "Romania", "San Marino",
               "Serbia", "Slovak Republic", "Slovenia", "Spain", "Sweden", "Switzerland", "Türkiye", "Ukraine", "United Kingdom"]
COE_NONMEMBERS = ["Argentina", "Australia", "Canada", "Costa Rica", "Holy See", "Israel", "Japan", "Mexico", "Peru",
                  "United States of America", "Uruguay"]
COE_SIGNED = {"Andorra": "05/09/2024", "Georgia": "05/09/2024", "Iceland": "05/09/2024", "Norway": "05/09/2024",
              "Republic of Moldova": "05/09/2024", "San Marino": "05/09/2024", "United Kingdom": "05/09/2024",
              "Canada": "11/02/2025", "Israel": "05/09/2024", "Japan": "11/02/2025", "United States of America": "05/09/2024"}
assert len(COE_MEMBERS) == 46


def coe_chart(signed: dict[str, str]) -> str:
    head = "| States | Signature | Ratification | Entry into Force | Notes | R. | D. | A. | T. | C. | O. |\n|---|---|---|---|---|---|---|---|---|---|---|\n"
    mem = "".join(f"| {s} | {signed.get(s, '')} | | | | | | | | | |\n" for s in COE_MEMBERS)
    non = "".join(f"| {s} | {signed.get(s, '')} | | | | | | | | | |\n" for s in COE_NONMEMBERS)
    return f"""# Chart of signatures and ratifications of Treaty 225

**Council of Europe Framework Convention on Artificial Intelligence and Human Rights, Democracy and the Rule of Law**
CETS No. 225

Treaty open for signature by the member States, the non-member States which have participated in its elaboration and the European Union, and for accession by other non-member States

| Opening for signature | Entry into force |
|---|---|
| Place: Vilnius · Date: 05/09/2024 | Conditions: 5 Ratifications including at least 3 member States of the Council of Europe · Date: - |

Status as of: 14/03/2025

## Member States of the Council of Europe

{head}{mem}
## Non-member States of the Council of Europe

{head}{non}
## International Organisations

{head}| European Union | 05/09/2024 | | | | | | | | | |

Total number of signatures not followed by ratifications: 12
Total number of ratifications/accessions: 0

Notes: (a) Accession - (s) Signature without reservation as to ratification - (su) Succession - (r) Signature "ad referendum". R.: Reservations - D.: Declarations - A.: Authorities - T.: Territorial Application - C.: Communication - O.: Objection.

Source: Treaty Office on http://conventions.coe.int
"""


COE_NEWS = """# Council of Europe opens first ever global treaty on AI for signature

Vilnius 05/09/2024 · Newsroom

The Council of Europe Framework Convention on artificial intelligence and human rights, democracy, and the rule of law (CETS No. 225) was opened for signature today during a conference of Council of Europe Ministers of Justice in Vilnius. It is the first-ever international legally binding treaty aimed at ensuring that the use of AI systems is fully consistent with human rights, democracy and the rule of law.

The Framework Convention was signed by Andorra, Georgia, Iceland, Norway, the Republic of Moldova, San Marino, the United Kingdom as well as Israel, the United States of America and the European Union.

"We must ensure that the rise of AI upholds our standards, rather than undermining them," said Council of Europe Secretary General Marija Pejčinović Burić. "The Framework Convention is designed to ensure just that."

## About the treaty

- Adopted by the Committee of Ministers on 17 May 2024
- Negotiated by the 46 member States, the European Union and 11 non-member States (Argentina, Australia, Canada, Costa Rica, the Holy See, Israel, Japan, Mexico, Peru, the United States of America and Uruguay)
- Covers the activities within the lifecycle of AI systems undertaken by public authorities, and by private actors acting on their behalf
- Will enter into force on the first day of the month following the expiration of a period of three months after the date on which five signatories, including at least three Council of Europe member states, have ratified it

Contact: Jaime Rodriguez, Spokesperson/Media officer, Tel. +33 3 90 21 47 04
"""


def t09(rs: RowSet) -> None:
    m = Mem()
    t: Turns = []
    chart_url = "https://www.coe.int/en/web/conventions/full-list?module=signatures-by-treaty&treatynum=225"
    t.append((search("Council of Europe Framework Convention Artificial Intelligence CETS 225 signatures ratifications"), srch(
        (chart_url, "Chart of signatures and ratifications of Treaty 225 - Treaty Office", "Council of Europe Framework Convention on Artificial Intelligence and Human Rights, Democracy and the Rule of Law. Status as of 14/03/2025 ...", "N/A"),
        ("https://www.coe.int/en/web/artificial-intelligence/the-framework-convention-on-artificial-intelligence", "The Framework Convention on Artificial Intelligence - Council of Europe", "The first-ever international legally binding treaty in this field, opened for signature on 5 September 2024 in Vilnius ...", "N/A"),
        ("https://www.coe.int/en/web/portal/-/council-of-europe-opens-first-ever-global-treaty-on-ai-for-signature", "Council of Europe opens first ever global treaty on AI for signature - Portal", "The Framework Convention was signed by Andorra, Georgia, Iceland, Norway, the Republic of Moldova, San Marino, the United Kingdom as well as Israel ...", "Sep 5, 2024"),
        ("https://rm.coe.int/1680afae3c", "CETS 225 - Framework Convention on AI (text, PDF)", "Article 30 – Entry into force ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Framework_Convention_on_Artificial_Intelligence", "Framework Convention on Artificial Intelligence - Wikipedia", "The Framework Convention on Artificial Intelligence and Human Rights, Democracy and the Rule of Law is an international treaty ...", "N/A"),
        ("https://www.reuters.com/technology/artificial-intelligence/us-britain-eu-sign-agreement-ai-standards-ft-reports-2024-09-05/", "US, Britain, EU to sign first international AI treaty | Reuters", "The convention was signed on Thursday by the United States, Britain and the European Union ...", "Sep 5, 2024"),
        ("https://www.gov.uk/government/news/uk-signs-first-international-treaty-addressing-risks-of-artificial-intelligence", "UK signs first international treaty addressing risks of AI - GOV.UK", "Lord Chancellor Shabana Mahmood signed on behalf of the UK ...", "Sep 5, 2024"),
        ("https://www.mofa.go.jp/press/release/pressite_000001_01234.html", "Signing of the Council of Europe Framework Convention on AI - MOFA Japan", "Japan signed the Convention in Strasbourg ...", "Feb 11, 2025"),
        ("https://www.canada.ca/en/innovation-science-economic-development/news/2025/02/canada-signs-ai-convention.html", "Canada signs Council of Europe AI Convention - Canada.ca", "Canada signed the Framework Convention on 11 February 2025 ...", "Feb 11, 2025"),
        ("https://www.euractiv.com/section/tech/news/council-of-europe-ai-treaty-signatories/", "Who has signed the Council of Europe AI treaty? | Euractiv", "Signature does not yet bind parties; ratification required ...", "Feb 14, 2025"),
    )))
    chart = coe_chart(COE_SIGNED)
    t.append((extract(chart_url, "which states and organisations have signed, dates, ratifications, entry into force conditions"), chart))
    t.append(m.add({"cets225_signatures": "12 (7 CoE members, 4 non-members incl. Israel and USA, plus EU); 0 ratifications as of 14/03/2025",
                    "cets225_opened": "05/09/2024, Vilnius"}))
    t.append((search("Vilnius 5 September 2024 AI convention signed United States EU UK Israel"), srch(
        ("https://www.coe.int/en/web/portal/-/council-of-europe-opens-first-ever-global-treaty-on-ai-for-signature", "Council of Europe opens first ever global treaty on AI for signature - Portal", "signed by Andorra, Georgia, Iceland, Norway, the Republic of Moldova, San Marino, the United Kingdom as well as Israel, the United States of America and the European Union ...", "Sep 5, 2024"),
        ("https://www.reuters.com/technology/artificial-intelligence/us-britain-eu-sign-agreement-ai-standards-ft-reports-2024-09-05/", "US, Britain, EU to sign first international AI treaty | Reuters", "The treaty was negotiated by 57 countries ...", "Sep 5, 2024"),
        ("https://www.state.gov/the-united-states-signs-council-of-europe-framework-convention-on-ai/", "The United States Signs Council of Europe Framework Convention on AI - State Department", "Signed in Vilnius on behalf of the United States ...", "Sep 5, 2024"),
        ("https://commission.europa.eu/news/commission-signs-council-europe-framework-convention-ai-2024-09-05_en", "Commission signs Council of Europe Framework Convention on AI", "Věra Jourová signed on behalf of the EU ...", "Sep 5, 2024"),
        ("https://www.timesofisrael.com/israel-signs-first-international-treaty-on-ai/", "Israel signs first international treaty on AI | Times of Israel", "Israel among first ten signatories in Vilnius ...", "Sep 5, 2024"),
        ("https://www.lrt.lt/en/news-in-english/19/2365501/ai-convention-signed-in-vilnius", "AI convention signed in Vilnius | LRT", "Ministers of Justice conference hosted by Lithuania ...", "Sep 5, 2024"),
        ("https://www.euronews.com/next/2024/09/05/us-uk-and-eu-sign-first-legally-binding-ai-treaty", "US, UK and EU sign first legally binding AI treaty | Euronews", "Ten parties signed on day one ...", "Sep 5, 2024"),
        ("https://www.theguardian.com/technology/article/2024/sep/05/uk-signs-first-international-treaty-to-implement-ai-safeguards", "UK signs first international treaty to implement AI safeguards | The Guardian", "The convention will need ratification ...", "Sep 5, 2024"),
        ("https://www.lawfaremedia.org/article/the-council-of-europe-ai-convention", "The Council of Europe's AI Convention | Lawfare", "Analysis of the private-sector opt-in ...", "Sep 10, 2024"),
        ("https://www.coe.int/en/web/artificial-intelligence/cai", "Committee on Artificial Intelligence (CAI)", "Negotiating body of the Framework Convention ...", "N/A"),
    )))
    t.append((extract("https://www.coe.int/en/web/portal/-/council-of-europe-opens-first-ever-global-treaty-on-ai-for-signature", "list of first signatories on 5 September 2024"), COE_NEWS))
    bad_signed = {k: v for k, v in COE_SIGNED.items() if k != "Israel"}
    bad = coe_chart(bad_signed)
    assert bad != chart
    t.append((extract(chart_url, "non-member States that have signed and their signature dates"), bad))
    t.append((search("CETS 225 entry into force conditions five ratifications three member States Article 30"), srch(
        ("https://rm.coe.int/1680afae3c", "CETS 225 - Framework Convention on AI (text, PDF)", "Article 30 – Signature and entry into force: ... five signatories, including at least three member States of the Council of Europe ...", "N/A"),
        ("https://www.coe.int/en/web/conventions/full-list?module=treaty-detail&treatynum=225", "Details of Treaty No.225 - Treaty Office", "Opening of the treaty: Vilnius, 05/09/2024. Entry into force: 5 ratifications including at least 3 member States ...", "N/A"),
        ("https://www.coe.int/en/web/artificial-intelligence/the-framework-convention-on-artificial-intelligence", "The Framework Convention on Artificial Intelligence - Council of Europe", "Explanatory report and HUDERIA methodology ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Framework_Convention_on_Artificial_Intelligence", "Framework Convention on Artificial Intelligence - Wikipedia", "As of 2025, no state had ratified the convention ...", "N/A"),
        ("https://www.europarl.europa.eu/legislative-train/theme-a-europe-fit-for-the-digital-age/file-coe-ai-convention", "EU conclusion of the CoE AI Convention | Legislative Train", "Council decision on conclusion pending ...", "Mar 20, 2025"),
        ("https://www.iapp.org/news/a/council-of-europe-ai-convention-ratification-tracker", "CoE AI convention ratification tracker | IAPP", "Signatures and ratifications to date ...", "Mar 1, 2025"),
        ("https://www.bundesregierung.de/breg-en/ai-convention", "Framework Convention on AI - Federal Government", "Germany's position on signature ...", "N/A"),
        ("https://www.aljazeera.com/economy/2024/9/5/us-uk-eu-sign-ai-treaty", "US, UK, EU sign AI treaty | Al Jazeera", "The treaty enters into force after five ratifications ...", "Sep 5, 2024"),
        ("https://www.coe.int/en/web/conventions/full-list?module=declarations-by-treaty&treatynum=225", "Reservations and Declarations for Treaty No.225", "No declarations recorded ...", "N/A"),
        ("https://www.justsecurity.org/coe-ai-convention-ratification/", "What ratifying the CoE AI Convention means | Just Security", "Senate advice and consent would be required for the US ...", "Nov 12, 2024"),
    )))
    t.append(m.add({"cets225_entry_into_force_rule": "1st day of month after 3 months following 5 ratifications incl. 3 CoE member States (Art. 30)"}))
    rs.add("search", "h59-search-09", SYSTEM, t, state=state("2025-03-18"), bad=True, turn=6,
           kind="Re-extracted CETS 225 chart shows no signature date for Israel, though the same chart at turn 2 (and the turn-5 news) had Israel signing on 05/09/2024.")


# --------------------------------------------------------------------------------------------------
# 10 clean — Bundeswahlleiterin (less common): final vs preliminary result, combined Union view
# --------------------------------------------------------------------------------------------------
BWL_FINAL = """# Bundestag election 2025 — Final result, Germany

The Federal Returning Officer · Published on 14 March 2025 after the meeting of the Federal Electoral Committee

| | Number | Percent |
|---|---|---|
| Electorate | 60,510,631 | |
| Voters | 49,928,653 | 82.5 (2021: 76.4) |
| Invalid second votes | 279,141 | 0.6 |
| Valid second votes | 49,649,512 | 99.4 |

## Second votes and seats

| Party | Second votes, % | Change vs 2021, pp | Seats | Change vs 2021 |
|---|---|---|---|---|
| CDU | 22.6 | +3.7 | 164 | +12 |
| AfD | 20.8 | +10.5 | 152 | +69 |
| SPD | 16.4 | -9.3 | 120 | -86 |
| GRÜNE | 11.6 | -3.1 | 85 | -33 |
| Die Linke | 8.8 | +3.9 | 64 | +25 |
| CSU | 6.0 | +0.8 | 44 | -1 |
| BSW | 4.981 | +4.981 | 0 | 0 |
| FDP | 4.3 | -7.1 | 0 | -92 |
| SSW | 0.2 | +0.1 | 1 | 0 |
| Others | 4.4 | | 0 | |
| **Total** | | | **630** | **-106** |

CDU and CSU together: 28.5 % of second votes (unrounded 22.55 % + 5.97 %), 208 seats.

The BSW received 2,472,947 second votes, 4.981 percent of valid second votes, and thus failed the five-percent threshold by 9,529 votes. The SSW, as a party of a national minority, is exempt from the threshold. Under the 2023 electoral law the Bundestag has a fixed size of 630 seats; 23 constituency winners did not receive a seat because their party's second-vote allocation did not cover them (Zweitstimmendeckung).

Compared with the preliminary result of 24 February 2025, the final result changes no seat allocation.
"""

BWL_PRELIM = """# Press release No. 41/25 — Bundestag election 2025: Preliminary official result

Wiesbaden, 24 February 2025, 05:14

The Federal Returning Officer has announced the preliminary official result of the election to the 21st German Bundestag. All 299 constituencies have been counted.

| | |
|---|---|
| Electorate | 60,510,631 |
| Voters | 49,928,653 |
| Turnout | 82.5 % |

| Party | Second votes, % | Seats (preliminary) |
|---|---|---|
| CDU | 22.6 | 164 |
| AfD | 20.8 | 152 |
| SPD | 16.4 | 120 |
| GRÜNE | 11.6 | 85 |
| Die Linke | 8.8 | 64 |
| CSU | 6.0 | 44 |
| BSW | 4.972 | 0 |
| FDP | 4.3 | 0 |
| SSW | 0.2 | 1 |
| Total | | 630 |

The preliminary result is based on the quick reports of the district and constituency returning officers. The final result will be determined by the Federal Electoral Committee on 14 March 2025 after the checking of the electoral records; deviations in the number of votes are usual.

Press office: Tel. +49 611 75-4855 · presse@bundeswahlleiterin.de
"""

WIKI_BTW = """# 2025 German federal election

From Wikipedia, the free encyclopedia

| 2025 German federal election | |
|---|---|
| Date | 23 February 2025 |
| All 630 seats in the Bundestag; 316 seats needed for a majority | |
| Turnout | 82.5% (+6.1 pp) |
| Previous election | 2021 |

| Party | Leader | Seats | Seat change | Popular vote | % |
|---|---|---|---|---|---|
| CDU/CSU | Friedrich Merz | 208 | +11 | 14,158,515 | 28.5% |
| AfD | Alice Weidel | 152 | +69 | 10,328,780 | 20.8% |
| SPD | Olaf Scholz | 120 | −86 | 8,149,124 | 16.4% |
| Greens | Robert Habeck | 85 | −33 | 5,762,380 | 11.6% |
| Die Linke | Heidi Reichinnek / Jan van Aken | 64 | +25 | 4,356,532 | 8.8% |
| SSW | Stefan Seidler | 1 | 0 | 76,138 | 0.2% |

Federal elections were held in Germany on 23 February 2025 to elect the members of the 21st Bundestag. The snap election was called after the collapse of the traffic light coalition in November 2024 and Chancellor Olaf Scholz losing a motion of confidence on 16 December 2024.

The CDU/CSU won the most seats and its chancellor candidate Friedrich Merz began coalition talks with the SPD. The AfD achieved its best result and became the second-largest party. The FDP and the BSW fell below the 5% threshold; the BSW missed it by about 9,500 votes. Turnout of 82.5% was the highest since 1987.

## Results by party (second votes)

Seats per party are allocated among 630 seats; the Union's 208 seats split as CDU 164 and CSU 44.

## Aftermath

Coalition negotiations between CDU/CSU and SPD began in March 2025.
"""


def t10(rs: RowSet) -> None:
    init = {"task_note": "Bundestag 2025: need final turnout, seat totals, and BSW distance to threshold"}
    m = Mem(init)
    t: Turns = []
    final_url = "https://www.bundeswahlleiterin.de/en/bundestagswahlen/2025/ergebnisse/bund-99.html"
    t.append((search("Bundeswahlleiterin Bundestagswahl 2025 endgültiges Ergebnis Sitzverteilung"), srch(
        (final_url, "Results Germany - The Federal Returning Officer", "Bundestag election 2025: Final result. Turnout 82.5 %. CDU 22.6 %, AfD 20.8 %, SPD 16.4 % ...", "Mar 14, 2025"),
        ("https://www.bundeswahlleiterin.de/bundestagswahlen/2025/ergebnisse/bund-99.html", "Ergebnisse Deutschland - Die Bundeswahlleiterin", "Endgültiges Ergebnis der Bundestagswahl 2025: Wahlbeteiligung 82,5 % ...", "Mar 14, 2025"),
        ("https://www.bundeswahlleiterin.de/info/presse/mitteilungen/bundestagswahl-2025/52_25_endgueltiges-ergebnis.html", "Bundestagswahl 2025: Endgültiges Ergebnis - Pressemitteilung Nr. 52/25", "Der Bundeswahlausschuss hat in seiner Sitzung am 14. März 2025 das endgültige Ergebnis festgestellt ...", "Mar 14, 2025"),
        ("https://www.tagesschau.de/wahl/archiv/2025-02-23-BT-DE/index.shtml", "Bundestagswahl 2025 - tagesschau.de", "Endgültiges Ergebnis: Union 28,5 %, AfD 20,8 % ...", "Mar 14, 2025"),
        ("https://de.wikipedia.org/wiki/Bundestagswahl_2025", "Bundestagswahl 2025 - Wikipedia", "Die Wahl zum 21. Deutschen Bundestag fand am 23. Februar 2025 statt ...", "N/A"),
        ("https://www.spiegel.de/politik/deutschland/bsw-scheitert-knapp-endgueltiges-ergebnis", "BSW scheitert auch nach endgültigem Ergebnis knapp - DER SPIEGEL", "4,981 Prozent: Das BSW verpasst den Einzug in den Bundestag um 9529 Stimmen ...", "Mar 14, 2025"),
        ("https://www.bundestag.de/parlament/wahlen/wahlergebnisse", "Wahlergebnisse - Deutscher Bundestag", "Sitzverteilung des 21. Deutschen Bundestages ...", "N/A"),
        ("https://www.zdf.de/nachrichten/politik/deutschland/bundestagswahl-endgueltiges-ergebnis-100.html", "Endgültiges Wahlergebnis: Kaum Änderungen - ZDFheute", "Die Sitzverteilung bleibt unverändert ...", "Mar 14, 2025"),
        ("https://www.dawum.de/Bundestag/", "DAWUM – Wahlumfragen Bundestag", "Umfragen nach der Wahl ...", "N/A"),
        ("https://www.wahlrecht.de/ergebnisse/bundestag.htm", "Wahlrecht.de – Ergebnisse der Bundestagswahlen", "Bundestagswahl 2025: Zweitstimmen und Sitze ...", "N/A"),
    )))
    t.append((extract(final_url, "final turnout, second-vote shares, seat distribution, BSW margin"), BWL_FINAL))
    t.append(m.add({"btw2025_turnout": "82.5%", "btw2025_seats_total": "630", "btw2025_bsw_second_vote": "4.981% final (2,472,947 votes; 9,529 short of 5%)"}))
    t.append((search("Bundestagswahl 2025 vorläufiges amtliches Ergebnis BSW 4,972"), srch(
        ("https://www.bundeswahlleiterin.de/info/presse/mitteilungen/bundestagswahl-2025/41_25_vorlaeufiges-ergebnis.html", "Bundestagswahl 2025: Vorläufiges amtliches Ergebnis - Pressemitteilung Nr. 41/25", "BSW 4,972 %; FDP 4,3 %; Wahlbeteiligung 82,5 % ...", "Feb 24, 2025"),
        ("https://www.tagesschau.de/inland/bundestagswahl/bsw-knapp-gescheitert-100.html", "BSW scheitert knapp an Fünf-Prozent-Hürde | tagesschau.de", "Nach dem vorläufigen Ergebnis fehlen dem BSW knapp 14.000 Stimmen ...", "Feb 24, 2025"),
        ("https://www.zeit.de/politik/deutschland/2025-02/bundestagswahl-vorlaeufiges-endergebnis", "Vorläufiges Endergebnis der Bundestagswahl | ZEIT ONLINE", "Union 28,5 Prozent, AfD 20,8 Prozent ...", "Feb 24, 2025"),
        ("https://www.dw.com/en/german-election-results-2025/a-71717133", "German election results 2025 | DW", "Preliminary results: CDU/CSU 28.5%, AfD 20.8% ...", "Feb 24, 2025"),
        ("https://www.bundeswahlleiterin.de/en/bundestagswahlen/2025/ergebnisse/bund-99.html", "Results Germany - The Federal Returning Officer", "Final result ...", "Mar 14, 2025"),
        ("https://www.reuters.com/world/europe/germany-election-2025-02-24/", "Merz's conservatives win German election, AfD second | Reuters", "Preliminary official results showed the conservatives on 28.5% ...", "Feb 24, 2025"),
        ("https://www.spiegel.de/politik/deutschland/bsw-prueft-wahlanfechtung", "BSW prüft Wahlanfechtung - DER SPIEGEL", "Sahra Wagenknecht kündigt Prüfung an ...", "Feb 25, 2025"),
        ("https://www.politico.eu/europe-poll-of-polls/germany/", "Germany — National parliament voting intention | POLITICO", "Poll of polls ...", "N/A"),
        ("https://en.wikipedia.org/wiki/2025_German_federal_election", "2025 German federal election - Wikipedia", "Federal elections were held in Germany on 23 February 2025 ...", "N/A"),
        ("https://www.bpb.de/kurz-knapp/zahlen-und-fakten/bundestagswahl-2025/", "Bundestagswahl 2025 | bpb.de", "Zahlen und Fakten ...", "N/A"),
    )))
    t.append((extract("https://www.bundeswahlleiterin.de/info/presse/mitteilungen/bundestagswahl-2025/41_25_vorlaeufiges-ergebnis.html", "preliminary BSW share and seat allocation"), BWL_PRELIM))
    t.append(m.add({"btw2025_bsw_prelim": "4.972% (preliminary, 24 Feb 2025; final 4.981%)"}))
    t.append((search("2025 German federal election seats CDU/CSU 208 AfD 152 wikipedia"), srch(
        ("https://en.wikipedia.org/wiki/2025_German_federal_election", "2025 German federal election - Wikipedia", "CDU/CSU 208 seats, AfD 152, SPD 120, Greens 85, Die Linke 64, SSW 1 ...", "N/A"),
        ("https://www.bundestag.de/en/parliament/plenary/distributionofseats", "Distribution of seats in the 21st German Bundestag", "CDU/CSU 208 · AfD 152 · SPD 120 · Alliance 90/The Greens 85 · Die Linke 64 · SSW 1 ...", "N/A"),
        ("https://www.bbc.com/news/articles/germany-election-results-2025", "Germany election results in maps and charts - BBC", "Merz's CDU/CSU won 208 of 630 seats ...", "Feb 24, 2025"),
        ("https://www.bundeswahlleiterin.de/en/bundestagswahlen/2025/ergebnisse/bund-99.html", "Results Germany - The Federal Returning Officer", "Seats: CDU 164, AfD 152, SPD 120, GRÜNE 85, Die Linke 64, CSU 44, SSW 1 ...", "Mar 14, 2025"),
        ("https://www.statista.com/statistics/1488890/germany-election-seats-2025/", "German federal election 2025: seats | Statista", "Distribution of seats by party ...", "Mar 15, 2025"),
        ("https://www.politico.eu/article/germany-election-2025-results-seats/", "Germany's election results: who won how many seats | POLITICO", "A CDU/CSU–SPD coalition would hold 328 seats ...", "Feb 24, 2025"),
        ("https://www.economist.com/europe/2025/02/24/germany-election-results", "What Germany's election results mean | The Economist", "Friedrich Merz needs only one partner ...", "Feb 24, 2025"),
        ("https://www.ft.com/content/germany-election-results-2025", "German election results 2025 | FT", "Turnout of 82.5% ...", "Feb 24, 2025"),
        ("https://www.aljazeera.com/news/2025/2/24/germany-election-results-2025", "Germany election results 2025 | Al Jazeera", "Far-right AfD doubles its share ...", "Feb 24, 2025"),
        ("https://www.reddit.com/r/europe/comments/1iwq3f7/final_seat_distribution_bundestag_2025/", "Final seat distribution Bundestag 2025 : r/europe", "Union 208 + SPD 120 = 328 > 316 ...", "Feb 24, 2025"),
    )))
    t.append((extract("https://en.wikipedia.org/wiki/2025_German_federal_election", "combined CDU/CSU seat count and turnout"), WIKI_BTW))
    t.append(m.update({"btw2025_seats_total": "630 (CDU/CSU 208 = CDU 164 + CSU 44, AfD 152, SPD 120, Greens 85, Linke 64, SSW 1)"}))
    t.append(m.get(["btw2025_bsw_second_vote", "btw2025_bsw_prelim", "btw2025_seats_total"]))
    t.append(m.all())
    rs.add("search", "h59-search-10", SYSTEM, t, state=state("2025-03-30", init))


# --------------------------------------------------------------------------------------------------
# 11 clean — Eurostat HICP (mainstream): flash vs final estimate, euro area vs EU
# --------------------------------------------------------------------------------------------------
ESTAT_FLASH = """# Euro area annual inflation down to 2.2%

Flash estimate - March 2025 · euro indicators · 1 April 2025

Euro area annual inflation is expected to be 2.2% in March 2025, down from 2.3% in February according to a flash estimate from Eurostat, the statistical office of the European Union.

Looking at the main components of euro area inflation, services is expected to have the highest annual rate in March (3.4%, compared with 3.7% in February), followed by food, alcohol & tobacco (2.9%, compared with 2.7% in February), non-energy industrial goods (0.6%, stable compared with February) and energy (-0.7%, compared with 0.2% in February).

## Euro area annual inflation and its main components (%)

| | Mar 2024 | Oct 2024 | Nov 2024 | Dec 2024 | Jan 2025 | Feb 2025 | Mar 2025 (flash) |
|---|---|---|---|---|---|---|---|
| All-items HICP | 2.4 | 2.0 | 2.2 | 2.4 | 2.5 | 2.3 | 2.2 |
| All-items excluding energy, food, alcohol & tobacco | 2.9 | 2.7 | 2.7 | 2.7 | 2.7 | 2.6 | 2.4 |
| Food, alcohol & tobacco | 2.6 | 2.9 | 2.7 | 2.6 | 2.3 | 2.7 | 2.9 |
| Energy | -1.8 | -4.6 | -2.0 | 0.1 | 1.9 | 0.2 | -0.7 |
| Non-energy industrial goods | 1.1 | 0.5 | 0.6 | 0.5 | 0.5 | 0.6 | 0.6 |
| Services | 4.0 | 4.0 | 3.9 | 4.0 | 3.9 | 3.7 | 3.4 |

Monthly rate, all-items HICP, March 2025: 0.6%.

## Notes

The flash estimate is based on early price data for the current month and energy prices. Flash estimates for the euro area are published at the end of the reference month or shortly after; final data, including EU aggregates and all Member States, are released about two weeks later. The release of full HICP data for March 2025 is scheduled for 16 April 2025.

Media requests: Eurostat media support · Tel. +352 4301 33 408
"""

ESTAT_FINAL = """# Annual inflation down to 2.2% in the euro area

March 2025 · euro indicators · 16 April 2025

The euro area annual inflation rate was 2.2% in March 2025, down from 2.3% in February. A year earlier, the rate was 2.4%. European Union annual inflation was 2.5% in March 2025, down from 2.7% in February. A year earlier, the rate was 2.6%. These figures are published by Eurostat, the statistical office of the European Union.

The lowest annual rates were registered in France (0.9%), Denmark (1.4%) and Luxembourg (1.5%). The highest annual rates were recorded in Romania (4.9%), Hungary (4.8%) and Estonia (4.6%). Compared with February, annual inflation fell in eighteen Member States, remained stable in two and rose in seven.

In March 2025, the highest contribution to the annual euro area inflation rate came from services (+1.59 percentage points, pp), followed by food, alcohol & tobacco (+0.56 pp), non-energy industrial goods (+0.15 pp) and energy (-0.07 pp).

## Main components, euro area (annual rate, %)

| | Mar 2024 | Feb 2025 | Mar 2025 |
|---|---|---|---|
| All-items HICP | 2.4 | 2.3 | 2.2 |
| Services | 4.0 | 3.7 | 3.5 |
| Food, alcohol & tobacco | 2.6 | 2.7 | 2.9 |
| Non-energy industrial goods | 1.1 | 0.6 | 0.6 |
| Energy | -1.8 | 0.2 | -1.0 |

Note: the final estimate for services (3.5%) and energy (-1.0%) differ from the flash estimate of 1 April 2025 (3.4% and -0.7%), which was based on incomplete data; the all-items rate (2.2%) is confirmed.

## Annual inflation rates (%), aggregates

| | Mar 2024 | Feb 2025 | Mar 2025 |
|---|---|---|---|
| Euro area | 2.4 | 2.3 | 2.2 |
| EU | 2.6 | 2.7 | 2.5 |
"""


def t11(rs: RowSet) -> None:
    m = Mem()
    t: Turns = []
    t.append((search("Eurostat flash estimate euro area inflation March 2025"), srch(
        ("https://ec.europa.eu/eurostat/web/products-euro-indicators/w/2-01042025-ap", "Euro area annual inflation down to 2.2% - Eurostat", "Euro area annual inflation is expected to be 2.2% in March 2025, down from 2.3% in February according to a flash estimate from Eurostat ...", "Apr 1, 2025"),
        ("https://www.reuters.com/markets/europe/euro-zone-inflation-eases-march-2025-04-01/", "Euro zone inflation eases to 2.2%, services cool | Reuters", "Services inflation, closely watched by the ECB, slowed to 3.4% from 3.7% ...", "Apr 1, 2025"),
        ("https://www.ecb.europa.eu/stats/macroeconomic_and_sectoral/hicp/html/index.en.html", "Measuring inflation – HICP - European Central Bank", "HICP - Overall index, euro area: 2.2% (March 2025, flash) ...", "N/A"),
        ("https://tradingeconomics.com/euro-area/inflation-cpi", "Euro Area Inflation Rate - Trading Economics", "Annual inflation rate in the Euro Area eased to 2.2% in March 2025 from 2.3% in February, in line with expectations ...", "Apr 1, 2025"),
        ("https://ec.europa.eu/eurostat/web/hicp", "Harmonised index of consumer prices (HICP) - Eurostat", "Overview, database and news releases ...", "N/A"),
        ("https://www.ft.com/content/eurozone-inflation-march-2025", "Eurozone inflation falls to 2.2% | FT", "Core inflation slowed to 2.4%, the lowest since January 2022 ...", "Apr 1, 2025"),
        ("https://www.bloomberg.com/news/articles/2025-04-01/euro-area-inflation-slows", "Euro-Area Inflation Slows, Keeping ECB Cut on Track", "Underlying price growth also eased ...", "Apr 1, 2025"),
        ("https://www.cnbc.com/2025/04/01/euro-zone-inflation-march-2025.html", "Euro zone inflation March 2025 flash estimate | CNBC", "Headline 2.2%, core 2.4% ...", "Apr 1, 2025"),
        ("https://ec.europa.eu/eurostat/databrowser/view/prc_hicp_manr/default/table", "HICP - monthly data (annual rate of change) - Eurostat Data Browser", "Dataset prc_hicp_manr ...", "N/A"),
        ("https://www.ing.com/Newsroom/eurozone-inflation-march-2025.htm", "Eurozone inflation drops; April cut likely | ING Think", "Services disinflation finally visible ...", "Apr 1, 2025"),
    )))
    t.append((extract("https://ec.europa.eu/eurostat/web/products-euro-indicators/w/2-01042025-ap", "March 2025 flash headline, core and services rates"), ESTAT_FLASH))
    t.append(m.add({"ea_hicp_mar2025_flash": "2.2%", "ea_services_mar2025_flash": "3.4%", "ea_core_mar2025_flash": "2.4%"}))
    t.append((search("Eurostat HICP March 2025 final euro area 2.2% EU 2.5% member states"), srch(
        ("https://ec.europa.eu/eurostat/web/products-euro-indicators/w/2-16042025-ap", "Annual inflation down to 2.2% in the euro area - Eurostat", "The euro area annual inflation rate was 2.2% in March 2025, down from 2.3% in February ... European Union annual inflation was 2.5% ...", "Apr 16, 2025"),
        ("https://www.reuters.com/markets/europe/euro-zone-inflation-confirmed-22-march-2025-04-16/", "Euro zone inflation confirmed at 2.2% in March | Reuters", "Eurostat confirmed its flash headline estimate; services revised up to 3.5% ...", "Apr 16, 2025"),
        ("https://tradingeconomics.com/european-union/inflation-rate", "European Union Inflation Rate - Trading Economics", "EU annual inflation 2.5% in March 2025 ...", "Apr 16, 2025"),
        ("https://ec.europa.eu/eurostat/web/products-euro-indicators/w/2-01042025-ap", "Euro area annual inflation down to 2.2% - Eurostat", "Flash estimate - March 2025 ...", "Apr 1, 2025"),
        ("https://www.fxstreet.com/news/eurozone-hicp-march-final-2025", "Eurozone HICP confirmed at 2.2% YoY in March | FXStreet", "Core HICP 2.4% as expected ...", "Apr 16, 2025"),
        ("https://www.ecb.europa.eu/press/economic-bulletin/html/index.en.html", "Economic Bulletin - ECB", "Inflation developments ...", "N/A"),
        ("https://www.destatis.de/EN/Press/2025/04/PE25_131_611.html", "Inflation rate at +2.2% in March 2025 - Destatis", "German CPI; HICP +2.3% ...", "Apr 11, 2025"),
        ("https://www.insee.fr/en/statistiques/8565830", "In March 2025, consumer prices rose by 0.8% year-on-year - Insee", "HICP +0.9% year-on-year ...", "Apr 15, 2025"),
        ("https://ec.europa.eu/eurostat/databrowser/view/prc_hicp_manr/default/table", "HICP - annual rate of change - Eurostat Data Browser", "Latest: March 2025 ...", "N/A"),
        ("https://www.statista.com/statistics/225698/monthly-inflation-rate-in-eu-countries/", "Inflation rate in EU countries March 2025 | Statista", "Romania highest at 4.9% ...", "Apr 16, 2025"),
    )))
    t.append((extract("https://ec.europa.eu/eurostat/web/products-euro-indicators/w/2-16042025-ap", "final March 2025 rates for euro area, EU, services"), ESTAT_FINAL))
    t.append(m.add({"ea_services_mar2025_final": "3.5% (flash 3.4%, revised in final release 16 Apr 2025)", "eu_hicp_mar2025": "2.5% (EU27; euro area 2.2%)"}))
    t.append(m.all())
    rs.add("search", "h59-search-11", SYSTEM, t, state=state("2025-04-22"))


# --------------------------------------------------------------------------------------------------
# 12 BAD — MarketWatch / S&P 500 (mainstream): the quote page's timestamp runs backwards
# --------------------------------------------------------------------------------------------------
MW_SPX = """# S&P 500 Index

SPX · Cboe Indexes (Real-time) · U.S.: S&P US

**Closed**

Last Updated: Apr 10, 2025 5:05 p.m. EDT · Delayed quote

## 5,268.05  -188.85  -3.46%

| Key Data | |
|---|---|
| Open | 5,353.15 |
| Day Range | 5,115.27 - 5,353.15 |
| 52 Week Range | 4,835.04 - 6,147.43 |
| Previous Close | 5,456.90 |
| 5 Day | -2.38% |
| 1 Month | -6.17% |
| 3 Month | -9.59% |
| YTD | -10.43% |
| 1 Year | 2.08% |

## Market breadth (S&P 500)

| | Count |
|---|---|
| Advancers | 38 |
| Decliners | 465 |
| Unchanged | 0 |

## Latest news

- Stocks tumble as tariff relief rally fades; S&P 500 gives back part of record gain (MarketWatch, 4:24 p.m.)
- Dollar slides, gold tops $3,170 as investors sell U.S. assets (MarketWatch, 3:58 p.m.)
- White House clarifies total U.S. tariff on Chinese imports is 145% (Dow Jones, 1:02 p.m.)
- 'We're not out of the woods': strategists on Wednesday's 9.5% surge (MarketWatch, 11:30 a.m.)

## Overview
The S&P 500 is a market-capitalization-weighted index of 500 leading publicly traded U.S. companies. Components: 503. Index Divisor and full constituent list: S&P Dow Jones Indices.
"""

NASDAQ_HIST = """# S&P 500 (SPX) Historical Data

Nasdaq · Index · Data as of Apr 10, 2025

| Date | Close/Last | Net Change | % Change |
|---|---|---|---|
| 04/10/2025 | 5,268.05 | -188.85 | -3.46% |
| 04/09/2025 | 5,456.90 | +474.13 | +9.52% |
| 04/08/2025 | 4,982.77 | -79.48 | -1.57% |
| 04/07/2025 | 5,062.25 | -11.83 | -0.23% |
| 04/04/2025 | 5,074.08 | -322.44 | -5.97% |
| 04/03/2025 | 5,396.52 | -274.45 | -4.84% |
| 04/02/2025 | 5,670.97 | +37.90 | +0.67% |
| 04/01/2025 | 5,633.07 | +21.22 | +0.38% |
| 03/31/2025 | 5,611.85 | +30.91 | +0.55% |

Record close: 6,144.15 (02/19/2025). Intraday record: 6,147.43 (02/19/2025).

The 474.13-point gain on 04/09/2025 was the index's largest one-day percentage gain since October 2008, after President Trump announced a 90-day pause on most reciprocal tariffs.

Download data (CSV) · 1M · 6M · YTD · 1Y · 5Y · MAX
"""


def t12(rs: RowSet) -> None:
    m = Mem()
    t: Turns = []
    mw = "https://www.marketwatch.com/investing/index/spx"
    t.append((search("S&P 500 close April 9 2025 9.5% gain tariff pause"), srch(
        ("https://www.cnbc.com/2025/04/09/stock-market-today-live-updates.html", "S&P 500 skyrockets 9.5% for its best day since 2008 after Trump pauses tariffs", "The S&P 500 rallied 9.52% to close at 5,456.90, its third-largest gain since World War II ...", "Apr 9, 2025"),
        (mw, "S&P 500 Index (SPX) Quote - MarketWatch", "S&P 500 Index advanced index charts by MarketWatch. View real-time SPX index data and compare to other exchanges and stocks.", "N/A"),
        ("https://www.reuters.com/markets/us/futures-extend-declines-2025-04-09/", "Wall Street soars after Trump pauses some tariffs | Reuters", "The S&P 500 gained 474.13 points, or 9.52%, to 5,456.90 ...", "Apr 9, 2025"),
        ("https://www.nasdaq.com/market-activity/index/spx/historical", "S&P 500 (SPX) Historical Data | Nasdaq", "Historical daily closing prices for the S&P 500 index ...", "N/A"),
        ("https://www.wsj.com/finance/stocks/stock-market-today-dow-sp500-nasdaq-04-09-2025", "Stocks Soar After Trump Pauses Tariffs - WSJ", "Dow jumps nearly 3,000 points; Nasdaq up 12% ...", "Apr 9, 2025"),
        ("https://www.spglobal.com/spdji/en/indices/equity/sp-500/", "S&P 500 | S&P Dow Jones Indices", "The S&P 500 is widely regarded as the best single gauge of large-cap U.S. equities ...", "N/A"),
        ("https://apnews.com/article/stocks-markets-tariffs-trump-april-9-2025", "Wall Street rockets higher after Trump pauses tariffs | AP News", "The S&P 500 jumped 9.5% for one of its best days ever ...", "Apr 9, 2025"),
        ("https://en.wikipedia.org/wiki/2025_stock_market_crash", "2025 stock market crash - Wikipedia", "On April 9, the S&P 500 rose 9.52% ...", "N/A"),
        ("https://finance.yahoo.com/quote/%5EGSPC/history/", "S&P 500 (^GSPC) Historical Data - Yahoo Finance", "Daily prices ...", "N/A"),
        ("https://www.bloomberg.com/news/articles/2025-04-09/stocks-surge-tariff-pause", "Stocks Surge Most Since 2008 as Trump Pauses Tariffs - Bloomberg", "S&P 500 jumps 9.5% ...", "Apr 9, 2025"),
    )))
    t.append((extract(mw, "latest close, change, previous close, day range"), MW_SPX))
    t.append(m.add({"spx_close_2025-04-09": "5,456.90 (+9.52%)", "spx_close_2025-04-10": "5,268.05 (-3.46%, -188.85)"}))
    t.append((search("S&P 500 historical prices April 2025 daily close"), srch(
        ("https://www.nasdaq.com/market-activity/index/spx/historical", "S&P 500 (SPX) Historical Data | Nasdaq", "04/10/2025 Close/Last 5,268.05 ...", "N/A"),
        ("https://finance.yahoo.com/quote/%5EGSPC/history/", "S&P 500 (^GSPC) Historical Data - Yahoo Finance", "Apr 10, 2025: Close 5,268.05 ...", "N/A"),
        ("https://www.wsj.com/market-data/quotes/index/SPX/historical-prices", "S&P 500 Index Historical Prices - WSJ", "Download historical prices ...", "N/A"),
        ("https://www.investing.com/indices/us-spx-500-historical-data", "S&P 500 Historical Data - Investing.com", "Daily, weekly, monthly data ...", "N/A"),
        ("https://www.macrotrends.net/2324/sp-500-historical-chart-data", "S&P 500 Index - 90 Year Historical Chart | MacroTrends", "Interactive chart of the S&P 500 ...", "N/A"),
        ("https://www.cnbc.com/2025/04/10/stock-market-today-live-updates.html", "S&P 500 drops 3.5% as tariff relief rally fades", "The index closed at 5,268.05 on Thursday ...", "Apr 10, 2025"),
        ("https://fred.stlouisfed.org/series/SP500", "S&P 500 (SP500) | FRED", "Daily close, not seasonally adjusted ...", "N/A"),
        ("https://stockanalysis.com/stocks/spx/history/", "S&P 500 Historical Prices | StockAnalysis", "Apr 9: 5,456.90 ...", "N/A"),
        ("https://www.marketwatch.com/investing/index/spx/download-data", "SPX Historical Data | MarketWatch", "Download daily data ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Closing_milestones_of_the_S%26P_500", "Closing milestones of the S&P 500 - Wikipedia", "Record close 6,144.15 on February 19, 2025 ...", "N/A"),
    )))
    t.append((extract("https://www.nasdaq.com/market-activity/index/spx/historical", "daily closes April 1-10, 2025 and record close"), NASDAQ_HIST))
    t.append(m.add({"spx_drawdown_close_2025-04-08": "-18.9% (4,982.77 vs record close 6,144.15 on 2025-02-19)"}))
    t.append((search("S&P 500 futures evening April 10 2025"), srch(
        ("https://www.cnbc.com/2025/04/10/stock-market-today-live-updates.html", "Stock futures are little changed after S&P 500 drops 3.5%", "S&P 500 futures were flat Thursday evening after a volatile week ...", "Apr 10, 2025"),
        ("https://www.marketwatch.com/investing/future/es00", "S&P 500 E-mini Futures (ES00) - MarketWatch", "ES00 continuous contract quote ...", "N/A"),
        ("https://www.reuters.com/markets/us/futures-april-10-2025/", "Wall St tumbles as tariff fears return; China tariffs tallied at 145% | Reuters", "The White House clarified that total tariffs on Chinese imports are 145% ...", "Apr 10, 2025"),
        ("https://www.cmegroup.com/markets/equities/sp/e-mini-sandp500.html", "E-mini S&P 500 Futures Quotes - CME Group", "Globex session quotes ...", "N/A"),
        ("https://www.bloomberg.com/news/articles/2025-04-10/stocks-slide-as-tariff-euphoria-fades", "Stocks Slide as Tariff Euphoria Fades - Bloomberg", "S&P 500 falls 3.5% ...", "Apr 10, 2025"),
        ("https://www.investing.com/indices/us-spx-500-futures", "US 500 Futures - Investing.com", "Live futures quote ...", "N/A"),
        ("https://www.wsj.com/livecoverage/stock-market-tariffs-trade-war-04-10-2025", "Stock Market Today: Dow falls 1,000 points - WSJ", "Live coverage ...", "Apr 10, 2025"),
        ("https://apnews.com/article/stocks-markets-tariffs-april-10-2025", "Wall Street gives back much of its historic gain | AP News", "The S&P 500 fell 3.5% ...", "Apr 10, 2025"),
        ("https://www.barrons.com/livecoverage/stock-market-today-041025", "Stock Market Today | Barron's", "Stocks drop; VIX above 40 ...", "Apr 10, 2025"),
        ("https://www.cboe.com/tradable_products/vix/", "VIX Index | Cboe", "VIX closed at 40.72 ...", "N/A"),
    )))
    bad = MW_SPX.replace("Last Updated: Apr 10, 2025 5:05 p.m. EDT", "Last Updated: Apr 10, 2025 3:41 p.m. EDT")
    assert bad != MW_SPX
    t.append((extract(mw, "after-close quote status and 52-week range"), bad))
    t.append(m.all())
    rs.add("search", "h59-search-12", SYSTEM, t, state=state("2025-04-10", note="Local time at session start: 19:40 EDT"), bad=True, turn=8,
           kind="Re-extracted MarketWatch SPX page says 'Last Updated: Apr 10, 2025 3:41 p.m. EDT', earlier than the 5:05 p.m. stamp the same page showed at turn 2 (clock runs backwards).")


# --------------------------------------------------------------------------------------------------
# 13 clean — EUR-Lex (less common): several distinct dates for one act, metadata vs article text
# --------------------------------------------------------------------------------------------------
EURLEX_INFO = """# Document 32024R1689

Regulation (EU) 2024/1689 of the European Parliament and of the Council of 13 June 2024 laying down harmonised rules on artificial intelligence and amending Regulations (EC) No 300/2008, (EU) No 167/2013, (EU) No 168/2013, (EU) 2018/858, (EU) 2018/1139 and (EU) 2019/2144 and Directives 2014/90/EU, (EU) 2016/797 and (EU) 2020/1828 (Artificial Intelligence Act) (Text with EEA relevance)

PE/24/2024/REV/1

OJ L, 2024/1689, 12.7.2024, ELI: http://data.europa.eu/eli/reg/2024/1689/oj

**In force**

## Dates

| | |
|---|---|
| Date of document | 13/06/2024 |
| Date of signature | 13/06/2024 |
| Date of effect | 01/08/2024; Entry into force Date pub. + 20 See Art 113 |
| Date of effect | 02/02/2025; Application See Art 113 point (a) |
| Date of effect | 02/08/2025; Application See Art 113 point (b) |
| Date of effect | 02/08/2026; Application See Art 113 |
| Date of effect | 02/08/2027; Application See Art 113 point (c) |
| Date of end of validity | 31/12/9999 |

## Classifications

| | |
|---|---|
| Author | European Parliament, Council of the European Union |
| Form | Regulation |
| Procedure number | 2021/0106(COD) |
| EUROVOC descriptor | artificial intelligence; approximation of laws; data protection; fundamental rights; market surveillance |
| Subject matter | Approximation of laws, Internal market - Principles |

## Relationship between documents

| | |
|---|---|
| Treaty | Treaty on the Functioning of the European Union |
| Legal basis | 12016E016, 12016E114 |
| Amends | 32008R0300 (Addition Article 4.3); 32013R0167 (Addition Article 17.5); 32013R0168 (Addition Article 22.5); 32014L0090 (Addition Article 8.5); 32016L0797 (Addition Article 5.12); 32018R0858 (Addition Article 5.4); 32018R1139 (Addition Articles 17.3, 19.4, 43.4, 47.3, 57, 58.3); 32019R2144 (Addition Article 11.3); 32020L1828 (Addition Annex I point 68) |
| Corrected by | 32024R1689R(01) |

Languages, formats and link to OJ: BG ES CS DA DE ET EL EN FR GA HR IT LV LT HU MT NL PL PT RO SK SL FI SV — HTML · PDF (OJ L 2024/1689, 144 pages)
"""

EURLEX_ART113 = """# Regulation (EU) 2024/1689 — Article 113

ELI: http://data.europa.eu/eli/reg/2024/1689/oj · Current consolidated version: 12/07/2024

## CHAPTER XIII — FINAL PROVISIONS

### Article 113 — Entry into force and application

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

---

Navigation: ← Article 112 (Evaluation and review) · Annex I →
"""


def t13(rs: RowSet) -> None:
    m = Mem()
    t: Turns = []
    t.append((search("EUR-Lex Regulation (EU) 2024/1689 Artificial Intelligence Act entry into force date of application"), srch(
        ("https://eur-lex.europa.eu/legal-content/EN/ALL/?uri=CELEX:32024R1689", "Regulation - EU - 2024/1689 - EN - EUR-Lex", "Regulation (EU) 2024/1689 of the European Parliament and of the Council of 13 June 2024 laying down harmonised rules on artificial intelligence ... In force", "N/A"),
        ("https://eur-lex.europa.eu/eli/reg/2024/1689/oj", "Regulation (EU) 2024/1689 - Artificial Intelligence Act - ELI", "OJ L, 2024/1689, 12.7.2024 ...", "Jul 12, 2024"),
        ("https://artificialintelligenceact.eu/implementation-timeline/", "Implementation Timeline | EU Artificial Intelligence Act", "Entry into force 1 August 2024; prohibitions apply 2 February 2025; GPAI obligations 2 August 2025 ...", "N/A"),
        ("https://digital-strategy.ec.europa.eu/en/policies/regulatory-framework-ai", "AI Act | Shaping Europe's digital future", "The AI Act entered into force on 1 August 2024, and will be fully applicable 2 years later on 2 August 2026, with some exceptions ...", "N/A"),
        ("https://commission.europa.eu/news/ai-act-enters-force-2024-08-01_en", "AI Act enters into force - European Commission", "On 1 August 2024, the European Artificial Intelligence Act enters into force ...", "Aug 1, 2024"),
        ("https://en.wikipedia.org/wiki/Artificial_Intelligence_Act", "Artificial Intelligence Act - Wikipedia", "The Act was published in the Official Journal on 12 July 2024 and entered into force on 1 August 2024 ...", "N/A"),
        ("https://www.europarl.europa.eu/news/en/press-room/20240308IPR19015/artificial-intelligence-act-meps-adopt-landmark-law", "Artificial Intelligence Act: MEPs adopt landmark law", "Plenary vote 523 in favour, 46 against and 49 abstentions ...", "Mar 13, 2024"),
        ("https://www.consilium.europa.eu/en/press/press-releases/2024/05/21/artificial-intelligence-ai-act-council-gives-final-green-light/", "AI Act: Council gives final green light", "The Council formally adopted the regulation on 21 May 2024 ...", "May 21, 2024"),
        ("https://www.whitecase.com/insight-alert/long-awaited-eu-ai-act-becomes-law-after-publication-eus-official-journal", "EU AI Act becomes law after publication in the OJ | White & Case", "Key application dates under Article 113 ...", "Jul 16, 2024"),
        ("https://iapp.org/resources/article/eu-ai-act-timeline/", "EU AI Act timeline | IAPP", "Dates to watch through 2027 and 2030 ...", "N/A"),
    )))
    t.append((extract("https://eur-lex.europa.eu/legal-content/EN/ALL/?uri=CELEX:32024R1689", "document metadata: CELEX, date of document, publication, entry into force, application dates"), EURLEX_INFO))
    t.append(m.add({"ai_act_celex": "32024R1689", "ai_act_entry_into_force": "01/08/2024 (OJ 12/07/2024 + 20 days)", "ai_act_general_application": "02/08/2026"}))
    t.append((extract("https://eur-lex.europa.eu/eli/reg/2024/1689/oj", "text of Article 113 on entry into force and staged application"), EURLEX_ART113))
    t.append(m.add({"ai_act_prohibitions_apply": "02/02/2025 (Ch. I-II)", "ai_act_gpai_apply": "02/08/2025", "ai_act_art6_1_apply": "02/08/2027"}))
    t.append((search("AI Act Article 101 fines providers general-purpose AI models apply from 2 August 2026"), srch(
        ("https://artificialintelligenceact.eu/article/101/", "Article 101: Fines for Providers of General-Purpose AI Models | EU AI Act", "The Commission may impose fines not exceeding 3% of total worldwide annual turnover or EUR 15 000 000 ...", "N/A"),
        ("https://artificialintelligenceact.eu/implementation-timeline/", "Implementation Timeline | EU Artificial Intelligence Act", "2 August 2025: GPAI rules apply; Commission fining powers for GPAI providers apply from 2 August 2026 ...", "N/A"),
        ("https://digital-strategy.ec.europa.eu/en/policies/guidelines-gpai-providers", "Guidelines for providers of general-purpose AI models | Shaping Europe's digital future", "Obligations apply from 2 August 2025; enforcement powers from 2 August 2026 ...", "N/A"),
        ("https://eur-lex.europa.eu/eli/reg/2024/1689/oj", "Regulation (EU) 2024/1689 - ELI", "Article 113(b): ... shall apply from 2 August 2025, with the exception of Article 101 ...", "Jul 12, 2024"),
        ("https://www.euractiv.com/section/tech/news/gpai-code-of-practice-timeline/", "GPAI Code of Practice timeline | Euractiv", "Final code expected before August ...", "May 2, 2025"),
        ("https://www.lw.com/en/insights/eu-ai-act-gpai-obligations", "EU AI Act: GPAI obligations | Latham & Watkins", "Models placed on the market before 2 August 2025 have until 2 August 2027 ...", "Apr 3, 2025"),
        ("https://iapp.org/resources/article/eu-ai-act-timeline/", "EU AI Act timeline | IAPP", "Article 101 excluded from the 2025 date ...", "N/A"),
        ("https://www.twobirds.com/en/insights/2024/global/ai-act-penalties", "AI Act penalties explained | Bird & Bird", "Articles 99 to 101 ...", "Aug 20, 2024"),
        ("https://en.wikipedia.org/wiki/Artificial_Intelligence_Act", "Artificial Intelligence Act - Wikipedia", "Fines of up to €35 million or 7% ...", "N/A"),
        ("https://www.reddit.com/r/MachineLearning/comments/1ekq0m1/eu_ai_act_timeline_summary/", "EU AI Act timeline summary : r/MachineLearning", "Quick table of dates ...", "Aug 5, 2024"),
    )))
    t.append(m.update({"ai_act_gpai_apply": "02/08/2025 (Ch. III s.4, V, VII, XII, Art. 78); Art. 101 GPAI fines from 02/08/2026"}))
    t.append(m.all())
    rs.add("search", "h59-search-13", SYSTEM, t, state=state("2025-06-10"))


# --------------------------------------------------------------------------------------------------
# 14 clean — UN Comtrade (less common): mirror flows, CIF vs FOB — different values, all legitimate
# --------------------------------------------------------------------------------------------------
def comtrade(reporter: tuple[int, str, str], partner: tuple[int, str, str], flow: tuple[str, str], cif: float | None, fob: float,
             primary: float, secs: str) -> str:
    row = {"typeCode": "C", "freqCode": "A", "refPeriodId": 20230101, "refYear": 2023, "refMonth": 52, "period": "2023",
           "reporterCode": reporter[0], "reporterISO": reporter[1], "reporterDesc": reporter[2], "flowCode": flow[0], "flowDesc": flow[1],
           "partnerCode": partner[0], "partnerISO": partner[1], "partnerDesc": partner[2], "partner2Code": 0, "partner2ISO": "W00",
           "partner2Desc": "World", "classificationCode": "H6", "classificationSearchCode": "HS", "isOriginalClassification": True,
           "cmdCode": "TOTAL", "cmdDesc": "All Commodities", "aggrLevel": 0, "isLeaf": False, "customsCode": "C00", "customsDesc": "TOTAL CPC",
           "mosCode": "0", "motCode": 0, "motDesc": "TOTAL MOT", "qtyUnitCode": -1, "qtyUnitAbbr": "N/A", "qty": 0, "isQtyEstimated": False,
           "altQtyUnitCode": -1, "altQtyUnitAbbr": "N/A", "altQty": 0, "isAltQtyEstimated": False, "netWgt": 0, "isNetWgtEstimated": False,
           "grossWgt": 0, "isGrossWgtEstimated": False, "cifvalue": cif, "fobvalue": fob, "primaryValue": primary,
           "legacyEstimationFlag": 0, "isReported": True, "isAggregate": True}
    return json.dumps({"elapsedTime": secs, "count": 1, "data": [row], "error": ""}, indent=1, ensure_ascii=False)


def t14(rs: RowSet) -> None:
    m = Mem()
    t: Turns = []
    base = "https://comtradeapi.un.org/public/v1/preview/C/A/HS"
    t.append((search("UN Comtrade China exports to United States 2023 total value"), srch(
        ("https://comtradeplus.un.org/TradeFlow?Frequency=A&Flows=X&CommodityCodes=TOTAL&Partners=842&Reporters=156&period=2023", "UN Comtrade Database - Trade Flow: China to USA, 2023", "Reporter: China; Partner: USA; Flow: Export; Period: 2023; Trade value (US$) ...", "N/A"),
        ("https://comtradeapi.un.org/", "UN Comtrade API portal", "Public preview endpoints: /public/v1/preview/{typeCode}/{freqCode}/{clCode} — up to 500 records without a subscription key ...", "N/A"),
        ("https://www.reuters.com/markets/china-2023-exports-us-fall-2024-01-12/", "China's 2023 exports to US fall for first time since 2019 | Reuters", "Chinese customs data showed exports to the United States fell 13.1% to about $500 billion in 2023 ...", "Jan 12, 2024"),
        ("https://tradingeconomics.com/china/exports/united-states", "China Exports to United States - 2025 Data | Trading Economics", "China Exports to United States was US$500.29 Billion during 2023, according to the United Nations COMTRADE database ...", "N/A"),
        ("https://www.census.gov/foreign-trade/balance/c5700.html", "Trade in Goods with China | U.S. Census Bureau", "2023: Imports 427,230.1 (millions of U.S. dollars, customs basis) ...", "N/A"),
        ("https://wits.worldbank.org/CountryProfile/en/Country/CHN/Year/2023/TradeFlow/Export/Partner/USA", "China exports to United States 2023 | WITS", "Trade value in thousand US$ ...", "N/A"),
        ("https://oec.world/en/profile/bilateral-country/chn/partner/usa", "China (CHN) and United States (USA) Trade | OEC", "Bilateral trade profile ...", "N/A"),
        ("https://english.customs.gov.cn/statics/report/preliminary.html", "Preliminary Release - General Administration of Customs of the PRC", "Imports and exports by country (region), December 2023 ...", "Jan 12, 2024"),
        ("https://uncomtrade.org/docs/mirror-statistics/", "Mirror statistics and bilateral asymmetries | UN Comtrade", "Reasons why exports reported by A to B differ from imports reported by B from A ...", "N/A"),
        ("https://www.statista.com/statistics/270326/main-export-partners-for-china/", "Main export partners of China 2023 | Statista", "The United States remained China's largest single-country export market ...", "N/A"),
    )))
    t.append((extract(f"{base}?reporterCode=156&period=2023&partnerCode=842&flowCode=X&cmdCode=TOTAL", "China-reported exports to the USA, 2023, total"),
              comtrade((156, "CHN", "China"), (842, "USA", "USA"), ("X", "Export"), None, 500291562083.0, 500291562083.0, "0.31 secs")))
    t.append((extract(f"{base}?reporterCode=842&period=2023&partnerCode=156&flowCode=M&cmdCode=TOTAL", "US-reported imports from China, 2023, total (mirror flow)"),
              comtrade((842, "USA", "USA"), (156, "CHN", "China"), ("M", "Import"), 448031790286.0, 427230124544.0, 448031790286.0, "0.27 secs")))
    t.append(m.add({"cn_x_us_2023_cn_reported": "US$500.29 bn FOB (reporter 156, flow X)",
                    "us_m_cn_2023_us_reported": "US$448.03 bn CIF / US$427.23 bn FOB (reporter 842, flow M)",
                    "mirror_gap_2023_fob": "US$73.06 bn (500.29 - 427.23)"}))
    t.append((search("China US trade data discrepancy mirror statistics 2023 Hong Kong re-exports CIF FOB"), srch(
        ("https://uncomtrade.org/docs/mirror-statistics/", "Mirror statistics and bilateral asymmetries | UN Comtrade", "Asymmetries arise from CIF/FOB valuation, re-exports via third countries, timing, and country-of-origin vs consignment rules ...", "N/A"),
        ("https://www.piie.com/blogs/realtime-economics/2024/china-us-trade-gap-mystery", "The mystery of the missing China–US imports | PIIE", "China reports exporting about $70 billion more to the US than the US reports importing; de minimis shipments explain part ...", "Mar 5, 2024"),
        ("https://www.census.gov/foreign-trade/statistics/reconciliation/china.html", "U.S.-China Trade Statistics Reconciliation | Census Bureau", "Joint reconciliation studies attribute most of the difference to Hong Kong re-exports and valuation ...", "N/A"),
        ("https://www.federalreserve.gov/econres/notes/feds-notes/the-great-reallocation-20240607.html", "Trade diversion and US-China data gaps | FEDS Notes", "Discrepancy widened in 2023 ...", "Jun 7, 2024"),
        ("https://www.reuters.com/markets/us/china-us-trade-data-gap-de-minimis-2024-04-02/", "US trade data understate imports from China, de minimis | Reuters", "Low-value parcels under $800 are not fully captured ...", "Apr 2, 2024"),
        ("https://wits.worldbank.org/wits/wits/witshelp/content/data_retrieval/p/intro/c2.mirror_data.htm", "Mirror data | WITS help", "Using partner-reported data to fill gaps ...", "N/A"),
        ("https://www.oecd.org/sdd/its/balanced-trade-statistics.htm", "OECD Balanced International Merchandise Trade Statistics", "Reconciled bilateral flows ...", "N/A"),
        ("https://www.bloomberg.com/news/articles/2024-02-14/china-us-trade-data-diverge", "The $70 Billion Gap in US-China Trade Numbers - Bloomberg", "Data from the two countries diverge by the most on record ...", "Feb 14, 2024"),
        ("https://www.imf.org/external/pubs/ft/wp/2024/wp2410.pdf", "Explaining bilateral trade asymmetries (IMF WP)", "CIF/FOB margins average 5-6% ...", "Jan 19, 2024"),
        ("https://www.stats.gov.hk/en/EIndexbySubject.html?pcode=B1020007&scode=230", "Re-exports of China origin to the US | Census and Statistics Department HK", "Hong Kong re-exports ...", "N/A"),
    )))
    t.append(m.all())
    rs.add("search", "h59-search-14", SYSTEM, t, state=state("2025-02-18"))


# --------------------------------------------------------------------------------------------------
# 15 BAD — SEC EDGAR (mainstream): the 10-Q cover shows a different Commission File Number
# --------------------------------------------------------------------------------------------------
EDGAR_INDEX = """# Form 10-Q - Quarterly report [Sections 13 or 15(d)]

SEC Accession No. 0000320193-25-000008

| | |
|---|---|
| Filing Date | 2025-01-31 |
| Accepted | 2025-01-30 18:03:51 |
| Documents | 88 |
| Period of Report | 2024-12-28 |

## Document Format Files

| Seq | Description | Document | Type | Size |
|---|---|---|---|---|
| 1 | 10-Q | aapl-20241228.htm | 10-Q | 1070612 |
| 2 | EXHIBIT 31.1 | aapl-20241228xex311.htm | EX-31.1 | 10386 |
| 3 | EXHIBIT 31.2 | aapl-20241228xex312.htm | EX-31.2 | 10424 |
| 4 | EXHIBIT 32.1 | aapl-20241228xex321.htm | EX-32.1 | 7912 |
| | Complete submission text file | 0000320193-25-000008.txt | | 5104382 |

## Data Files

| Seq | Description | Document | Type | Size |
|---|---|---|---|---|
| 5 | XBRL TAXONOMY EXTENSION SCHEMA DOCUMENT | aapl-20241228.xsd | EX-101.SCH | 32811 |
| 6 | XBRL TAXONOMY EXTENSION CALCULATION LINKBASE DOCUMENT | aapl-20241228_cal.xml | EX-101.CAL | 49152 |
| 7 | XBRL TAXONOMY EXTENSION DEFINITION LINKBASE DOCUMENT | aapl-20241228_def.xml | EX-101.DEF | 133980 |
| 8 | XBRL TAXONOMY EXTENSION LABEL LINKBASE DOCUMENT | aapl-20241228_lab.xml | EX-101.LAB | 503120 |
| 9 | XBRL TAXONOMY EXTENSION PRESENTATION LINKBASE DOCUMENT | aapl-20241228_pre.xml | EX-101.PRE | 281451 |
| 81 | EXTRACTED XBRL INSTANCE DOCUMENT | aapl-20241228_htm.xml | XML | 612340 |

## Filer

**APPLE INC (Filer)** CIK: 0000320193 (see all company filings)

| | |
|---|---|
| IRS No. | 942404110 |
| State of Incorp. | CA |
| Fiscal Year End | 0927 |
| Type | 10-Q |
| Act | 34 |
| File No. | 001-36743 |
| Film No. | 25574856 |
| SIC | 3571 Electronic Computers |
| Office | Office of Technology |

Business Address: ONE APPLE PARK WAY, CUPERTINO CA 95014, (408) 996-1010
Mailing Address: ONE APPLE PARK WAY, CUPERTINO CA 95014
"""

AAPL_10Q = """UNITED STATES
SECURITIES AND EXCHANGE COMMISSION
Washington, D.C. 20549

# FORM 10-Q

(Mark One)
☒ QUARTERLY REPORT PURSUANT TO SECTION 13 OR 15(d) OF THE SECURITIES EXCHANGE ACT OF 1934

For the quarterly period ended December 28, 2024

or

☐ TRANSITION REPORT PURSUANT TO SECTION 13 OR 15(d) OF THE SECURITIES EXCHANGE ACT OF 1934

Commission File Number: 001-36743

**Apple Inc.**
(Exact name of Registrant as specified in its charter)

| California | 94-2404110 |
|---|---|
| (State or other jurisdiction of incorporation or organization) | (I.R.S. Employer Identification No.) |

One Apple Park Way, Cupertino, California 95014 · (408) 996-1010

| Title of each class | Trading symbol(s) | Name of each exchange on which registered |
|---|---|---|
| Common Stock, $0.00001 par value per share | AAPL | The Nasdaq Stock Market LLC |
| 0.000% Notes due 2025 | — | The Nasdaq Stock Market LLC |
| 0.875% Notes due 2025 | — | The Nasdaq Stock Market LLC |
| 1.625% Notes due 2026 | — | The Nasdaq Stock Market LLC |

Large accelerated filer ☒ · Accelerated filer ☐ · Non-accelerated filer ☐

15,037,874,000 shares of common stock were issued and outstanding as of January 17, 2025.

## PART I — FINANCIAL INFORMATION

### CONDENSED CONSOLIDATED STATEMENTS OF OPERATIONS (Unaudited)
(In millions, except number of shares, which are reflected in thousands, and per-share amounts)

| | Three Months Ended December 28, 2024 | Three Months Ended December 30, 2023 |
|---|---|---|
| Net sales: Products | $ 97,960 | $ 96,458 |
| Net sales: Services | 26,340 | 23,117 |
| **Total net sales** | 124,300 | 119,575 |
| Cost of sales: Products | 59,173 | 58,440 |
| Cost of sales: Services | 6,852 | 6,280 |
| Total cost of sales | 66,025 | 64,720 |
| **Gross margin** | 58,275 | 54,855 |
| Research and development | 8,268 | 7,696 |
| Selling, general and administrative | 7,175 | 6,786 |
| Total operating expenses | 15,443 | 14,482 |
| **Operating income** | 42,832 | 40,373 |
| Other income/(expense), net | (248) | (50) |
| Income before provision for income taxes | 42,584 | 40,323 |
| Provision for income taxes | 6,254 | 6,407 |
| **Net income** | $ 36,330 | $ 33,916 |
| Earnings per share: Basic | $ 2.41 | $ 2.19 |
| Earnings per share: Diluted | $ 2.40 | $ 2.18 |
| Shares used in computing EPS: Basic | 15,081,724 | 15,509,763 |
| Shares used in computing EPS: Diluted | 15,150,865 | 15,576,641 |

See accompanying Notes to Condensed Consolidated Financial Statements.
"""

AAPL_PR = """# Apple reports first quarter results

PRESS RELEASE · January 30, 2025

**All-time records for total company revenue and EPS**
**Services revenue reaches new all-time high**

CUPERTINO, CALIFORNIA — Apple® today announced financial results for its fiscal 2025 first quarter ended December 28, 2024. The Company posted all-time record revenue of $124.3 billion, up 4 percent year over year, and all-time record EPS of $2.40, up 10 percent year over year.

"Today Apple is reporting our best quarter ever, with revenue of $124.3 billion, up 4 percent from a year ago," said Tim Cook, Apple's CEO. "We were thrilled to bring customers our best-ever lineup of products and services during the holiday season."

"Our record business performance during the December quarter drove EPS growth of 10 percent and operating cash flow of nearly $30 billion," said Kevan Parekh, Apple's CFO. "Our installed base of active devices reached a new all-time high across all products and geographic segments, and is now over 2.35 billion active devices."

Apple's board of directors has declared a cash dividend of $0.25 per share of the Company's common stock. The dividend is payable on February 13, 2025 to shareholders of record as of the close of business on February 10, 2025.

Apple will provide live streaming of its Q1 2025 financial results conference call beginning at 2:00 p.m. PT on January 30, 2025 at apple.com/investor/earnings-call.

## Condensed consolidated statements of operations (in millions, except per-share amounts)

| | Q1 FY25 | Q1 FY24 |
|---|---|---|
| Total net sales | $124,300 | $119,575 |
| Net income | $36,330 | $33,916 |
| Diluted EPS | $2.40 | $2.18 |

Press Contacts: Josh Rosenstock, Apple, jrosenstock@apple.com, (408) 862-1142 · Investor Relations Contacts: Suhasini Chandramouli, Apple, suhasini@apple.com, (408) 974-3123
"""


def t15(rs: RowSet) -> None:
    m = Mem()
    t: Turns = []
    idx = "https://www.sec.gov/Archives/edgar/data/320193/000032019325000008/0000320193-25-000008-index.htm"
    t.append((search("Apple 10-Q quarter ended December 28 2024 EDGAR filing"), srch(
        (idx, "EDGAR Filing Documents for 0000320193-25-000008", "Form 10-Q - Quarterly report [Sections 13 or 15(d)]. Filing Date 2025-01-31. Period of Report 2024-12-28 ...", "Jan 31, 2025"),
        ("https://www.sec.gov/cgi-bin/browse-edgar?action=getcompany&CIK=0000320193&type=10-Q&dateb=&owner=include&count=40", "EDGAR Search Results — APPLE INC 10-Q", "10-Q | Documents | Quarterly report [Sections 13 or 15(d)] Acc-no: 0000320193-25-000008 (34 Act) Size: 5 MB | 2025-01-31 | 001-36743 ...", "N/A"),
        ("https://www.sec.gov/Archives/edgar/data/320193/000032019325000008/aapl-20241228.htm", "aapl-20241228 - 10-Q", "For the quarterly period ended December 28, 2024 ... Apple Inc. ...", "Jan 31, 2025"),
        ("https://investor.apple.com/sec-filings/default.aspx", "SEC Filings - Apple Investor Relations", "10-Q filed 01/31/2025 for period ending 12/28/2024 ...", "N/A"),
        ("https://www.apple.com/newsroom/2025/01/apple-reports-first-quarter-results/", "Apple reports first quarter results - Apple Newsroom", "The Company posted all-time record revenue of $124.3 billion, up 4 percent year over year ...", "Jan 30, 2025"),
        ("https://efts.sec.gov/LATEST/search-index?q=aapl&forms=10-Q", "EDGAR Full Text Search", "Full-text search of EDGAR filings since 2001 ...", "N/A"),
        ("https://www.sec.gov/edgar/browse/?CIK=320193", "EDGAR Entity Landing Page — Apple Inc. (AAPL)", "CIK 0000320193. SIC 3571. Fiscal year end 0927 ...", "N/A"),
        ("https://www.macrotrends.net/stocks/charts/AAPL/apple/revenue", "Apple Revenue 2010-2025 | MacroTrends", "Apple revenue for the quarter ending December 31, 2024 was $124.300B ...", "N/A"),
        ("https://seekingalpha.com/filing/8765432", "Apple Inc. 10-Q | Seeking Alpha", "Quarterly report filed Jan 31, 2025 ...", "Jan 31, 2025"),
        ("https://www.reuters.com/technology/apple-q1-2025-results-2025-01-30/", "Apple forecasts growth despite China slump | Reuters", "Greater China sales fell 11.1% ...", "Jan 30, 2025"),
    )))
    t.append((extract(idx, "accession number, filing date, period, file number, document list"), EDGAR_INDEX))
    bad = AAPL_10Q.replace("Commission File Number: 001-36743", "Commission File Number: 001-36734")
    assert bad != AAPL_10Q
    t.append((extract("https://www.sec.gov/Archives/edgar/data/320193/000032019325000008/aapl-20241228.htm", "cover page details and condensed statement of operations"), bad))
    t.append(m.add({"aapl_q1fy25_revenue": "$124,300M", "aapl_q1fy25_net_income": "$36,330M", "aapl_q1fy25_eps_diluted": "$2.40",
                    "aapl_10q_accession": "0000320193-25-000008 (filed 2025-01-31)"}))
    t.append((search("Apple reports first quarter results fiscal 2025 revenue 124.3 billion EPS 2.40"), srch(
        ("https://www.apple.com/newsroom/2025/01/apple-reports-first-quarter-results/", "Apple reports first quarter results - Apple Newsroom", "All-time records for total company revenue and EPS. Services revenue reaches new all-time high ...", "Jan 30, 2025"),
        ("https://www.cnbc.com/2025/01/30/apple-aapl-q1-earnings-2025.html", "Apple (AAPL) earnings report Q1 2025 | CNBC", "EPS: $2.40 vs. $2.35 estimated; Revenue: $124.30 billion vs. $124.12 billion estimated ...", "Jan 30, 2025"),
        ("https://www.reuters.com/technology/apple-q1-2025-results-2025-01-30/", "Apple forecasts growth despite China slump | Reuters", "Revenue rose 4% to $124.3 billion ...", "Jan 30, 2025"),
        ("https://investor.apple.com/investor-relations/default.aspx", "Investor Relations - Apple", "FY 25 First Quarter Results: press release, financial data, conference call ...", "N/A"),
        ("https://www.apple.com/newsroom/pdfs/fy2025-q1/FY25_Q1_Consolidated_Financial_Statements.pdf", "FY25 Q1 Consolidated Financial Statements (PDF)", "Net sales by reportable segment: Americas $52,648 ...", "Jan 30, 2025"),
        ("https://www.theverge.com/2025/1/30/apple-q1-2025-earnings", "Apple posts record quarter even as iPhone sales slip | The Verge", "iPhone revenue $69.14 billion, down 1% ...", "Jan 30, 2025"),
        ("https://www.macrumors.com/2025/01/30/apple-q1-2025-earnings/", "Apple Reports 1Q 2025 Results | MacRumors", "$36.33 billion profit on $124.3 billion revenue ...", "Jan 30, 2025"),
        ("https://www.wsj.com/tech/apple-earnings-q1-2025", "Apple Sales Rise, but iPhone Slips in China - WSJ", "Services grew 14% to $26.34 billion ...", "Jan 30, 2025"),
        ("https://www.fool.com/earnings/call-transcripts/2025/01/30/apple-aapl-q1-2025-earnings-call-transcript/", "Apple (AAPL) Q1 2025 Earnings Call Transcript | The Motley Fool", "Tim Cook: best quarter ever ...", "Jan 30, 2025"),
        ("https://www.bloomberg.com/news/articles/2025-01-30/apple-results", "Apple Forecasts Sales Growth - Bloomberg", "Guidance for low- to mid-single-digit growth ...", "Jan 30, 2025"),
    )))
    t.append((extract("https://www.apple.com/newsroom/2025/01/apple-reports-first-quarter-results/", "headline revenue, EPS growth, dividend"), AAPL_PR))
    t.append(m.all())
    rs.add("search", "h59-search-15", SYSTEM, t, state=state("2025-02-07"), bad=True, turn=3,
           kind="The 10-Q cover gives Commission File Number 001-36734, but the EDGAR index for the same filing at turn 2 (and the search listing) gave File No. 001-36743.")


# --------------------------------------------------------------------------------------------------
# 16 BAD — ECI results portal (less common): the party-wise total row drops a seat on re-extraction
# --------------------------------------------------------------------------------------------------
ECI_PARTIES = [
    ("Bharatiya Janata Party - BJP", 240), ("Indian National Congress - INC", 99), ("Samajwadi Party - SP", 37),
    ("All India Trinamool Congress - AITC", 29), ("Dravida Munnetra Kazhagam - DMK", 22), ("Telugu Desam - TDP", 16),
    ("Janata Dal  (United) - JD(U)", 12), ("Shiv Sena (Uddhav Balasaheb Thackrey) - SHSUBT", 9),
    ("Nationalist Congress Party – Sharadchandra Pawar - NCPSP", 8), ("Shiv Sena - SHS", 7),
    ("Lok Janshakti Party(Ram Vilas) - LJPRV", 5), ("Yuvajana Sramika Rythu Congress Party - YSRCP", 4),
    ("Rashtriya Janata Dal - RJD", 4), ("Communist Party of India  (Marxist) - CPI(M)", 4), ("Indian Union Muslim League - IUML", 3),
    ("Aam Aadmi Party - AAAP", 3), ("Jharkhand Mukti Morcha - JMM", 3), ("Janasena Party - JnP", 2),
    ("Communist Party of India  (Marxist-Leninist)  (Liberation) - CPI(ML)(L)", 2), ("Janata Dal  (Secular) - JD(S)", 2),
    ("Viduthalai Chiruthaigal Katchi - VCK", 2), ("Communist Party of India - CPI", 2), ("Rashtriya Lok Dal - RLD", 2),
    ("Jammu & Kashmir National Conference - JKN", 2), ("United People’s Party, Liberal - UPPL", 1), ("Asom Gana Parishad - AGP", 1),
    ("Hindustani Awam Morcha (Secular) - HAMS", 1), ("Kerala Congress - KEC", 1), ("Revolutionary Socialist Party - RSP", 1),
    ("Nationalist Congress Party - NCP", 1), ("Voice of the People Party - VOTPP", 1), ("Zoram People’s Movement - ZPM", 1),
    ("Shiromani Akali Dal - SAD", 1), ("Rashtriya Loktantrik Party - RLTP", 1), ("Bharat Adivasi Party - BHRTADVSIP", 1),
    ("Sikkim Krantikari Morcha - SKM", 1), ("Marumalarchi Dravida Munnetra Kazhagam - MDMK", 1),
    ("Aazad Samaj Party (Kanshi Ram) - ASPKR", 1), ("Apna Dal (Soneylal) - ADAL", 1), ("AJSU Party - AJSUP", 1),
    ("All India Majlis-E-Ittehadul Muslimeen - AIMIM", 1), ("Independent - IND", 7)]
assert sum(n for _, n in ECI_PARTIES) == 543


def eci_page(total: int) -> str:
    rows = "".join(f"| {p} | {n} | 0 | {n} |\n" for p, n in ECI_PARTIES)
    return f"""# General Election to Parliamentary Constituencies: Trends & Results June-2024

Election Commission of India · results.eci.gov.in

**Status Known For 543 out of 543 Constituencies** · Last Updated at 10:45 AM On 05/06/2024

## Party Wise Results Status

| Party | Won | Leading | Total |
|---|---|---|---|
{rows}| **Total** | **{total}** | **0** | **{total}** |

Note: Results of all 543 Parliamentary Constituencies have been declared. Surat (Gujarat) was returned unopposed on 22/04/2024 and is included in the BJP count.

Links: Constituency-wise results · State-wise results · Party-wise winning candidates · Download (PDF, 412 KB)
"""


ECI_WIKI = """# 2024 Indian general election

From Wikipedia, the free encyclopedia

| 2024 Indian general election | |
|---|---|
| Dates | 19 April – 1 June 2024 (7 phases); results 4 June 2024 |
| Seats | All 543 seats in the Lok Sabha; 272 seats needed for a majority |
| Registered | 968,821,926 |
| Turnout | 65.79% (−1.61 pp) |

| Alliance | Seats | Change |
|---|---|---|
| NDA | 293 | −60 |
| INDIA | 234 | +112 |
| Others | 16 | −52 |
| **Total** | **543** | |

| Party | Leader | Seats | Vote share |
|---|---|---|---|
| BJP | Narendra Modi | 240 | 36.56% |
| INC | Mallikarjun Kharge | 99 | 21.19% |
| SP | Akhilesh Yadav | 37 | 4.58% |
| AITC | Mamata Banerjee | 29 | 4.37% |

General elections were held in India from 19 April to 1 June 2024 in seven phases to elect all 543 members of the 18th Lok Sabha. Votes were counted and the results declared on 4 June 2024. The BJP lost its own majority, winning 240 seats, but the NDA as a whole secured 293 seats. Narendra Modi was sworn in for a third term on 9 June 2024.

## NDA (293)
BJP 240, TDP 16, JD(U) 12, SHS 7, LJP(RV) 5, JD(S) 2, RLD 2, JSP 2, NCP 1, AGP 1, HAM(S) 1, UPPL 1, AJSU 1, AD(S) 1, SKM 1

## INDIA (234)
INC 99, SP 37, AITC 29, DMK 22, SS(UBT) 9, NCP(SP) 8, RJD 4, CPI(M) 4, IUML 3, AAP 3, JMM 3, CPI(ML)L 2, VCK 2, CPI 2, JKNC 2, KC 1, RSP 1, MDMK 1, BAP 1, RLP 1

## Others (16)
YSRCP 4, AIMIM 1, ASP(KR) 1, ZPM 1, VPP 1, SAD 1, Independents 7
"""

ECI_TURNOUT = """# Press Note: Final voter turnout, General Election to Lok Sabha 2024

Election Commission of India · Nirvachan Sadan, New Delhi · No. ECI/PN/142/2024

| Phase | Poll date | PCs | Voter turnout (%) |
|---|---|---|---|
| Phase 1 | 19 April 2024 | 102 | 66.14 |
| Phase 2 | 26 April 2024 | 88 | 66.71 |
| Phase 3 | 7 May 2024 | 93 | 65.68 |
| Phase 4 | 13 May 2024 | 96 | 69.16 |
| Phase 5 | 20 May 2024 | 49 | 62.20 |
| Phase 6 | 25 May 2024 | 58 | 63.37 |
| Phase 7 | 1 June 2024 | 57 | 63.88 |
| **All phases** | | **543** | **65.79** |

Total electors: 96.88 crore (968,821,926). Electors who voted: 63.74 crore. Female voter turnout (65.78%) was nearly equal to male turnout (65.55%).

Phase 3 includes Betul (Madhya Pradesh), rescheduled from Phase 2. Turnout includes postal ballots.

Spokesperson, ECI · Tel. 011-23052150
"""


def t16(rs: RowSet) -> None:
    m = Mem()
    t: Turns = []
    eci = "https://results.eci.gov.in/PcResultGenJune2024/index.htm"
    t.append((search("ECI results 2024 Lok Sabha party wise results BJP 240"), srch(
        (eci, "Election Commission of India - Party Wise Results June 2024", "General Election to Parliamentary Constituencies: Trends & Results June-2024. Bharatiya Janata Party - BJP 240 ...", "Jun 5, 2024"),
        ("https://en.wikipedia.org/wiki/2024_Indian_general_election", "2024 Indian general election - Wikipedia", "NDA 293, INDIA 234, Others 16. BJP 240 seats ...", "N/A"),
        ("https://www.thehindu.com/elections/lok-sabha/lok-sabha-election-results-2024-live-updates/article68246590.ece", "Lok Sabha election results 2024 live | The Hindu", "BJP wins 240 seats, short of majority ...", "Jun 4, 2024"),
        ("https://indianexpress.com/elections/lok-sabha-election-results-2024-party-wise/", "Lok Sabha Election Results 2024: Party-wise tally | Indian Express", "BJP 240, Congress 99, SP 37, TMC 29, DMK 22 ...", "Jun 5, 2024"),
        ("https://www.eci.gov.in/statistical-reports", "Statistical Reports - Election Commission of India", "GE 2024 statistical reports ...", "N/A"),
        ("https://www.reuters.com/world/india/india-election-results-2024-06-04/", "Modi's BJP loses majority, needs allies | Reuters", "BJP won 240 of 543 seats ...", "Jun 4, 2024"),
        ("https://www.ndtv.com/elections/lok-sabha-election-results-2024", "Lok Sabha Results 2024 | NDTV", "Full results by state and party ...", "Jun 5, 2024"),
        ("https://www.bbc.com/news/world-asia-india-68997285", "India election results 2024: Modi claims victory but loses majority - BBC", "NDA wins 293 seats ...", "Jun 5, 2024"),
        ("https://results.eci.gov.in/PcResultGenJune2024/partywiseresult-S24.htm", "State-wise party results: Uttar Pradesh - ECI", "SP 37, BJP 33, INC 6 ...", "Jun 5, 2024"),
        ("https://www.reddit.com/r/india/comments/1d825rz/final_results_ls_2024/", "Final results LS 2024 : r/india", "BJP 240 ...", "Jun 5, 2024"),
    )))
    page = eci_page(543)
    t.append((extract(eci, "final party-wise seat totals"), page))
    t.append(m.add({"ls2024_bjp": "240", "ls2024_inc": "99", "ls2024_total_seats": "543 (all declared; IND 7)"}))
    t.append((search("NDA 293 INDIA bloc 234 others 16 final tally 2024"), srch(
        ("https://en.wikipedia.org/wiki/2024_Indian_general_election", "2024 Indian general election - Wikipedia", "The NDA secured 293 seats, the INDIA bloc 234 ...", "N/A"),
        ("https://www.hindustantimes.com/india-news/nda-293-india-234-final-tally-101717560000000.html", "NDA 293, INDIA 234: Final tally | Hindustan Times", "Others including independents won 16 seats ...", "Jun 5, 2024"),
        ("https://www.indiatoday.in/elections/lok-sabha/story/final-alliance-tally-2024", "Final alliance tally 2024 | India Today", "NDA crosses 272 with 293 ...", "Jun 5, 2024"),
        ("https://www.aljazeera.com/news/2024/6/4/india-election-results-2024", "India election results 2024 | Al Jazeera", "Modi's alliance wins majority ...", "Jun 4, 2024"),
        ("https://www.thehindu.com/elections/lok-sabha/nda-india-final-numbers/article68250011.ece", "NDA vs INDIA: Final numbers | The Hindu", "Alliance-wise break-up ...", "Jun 5, 2024"),
        ("https://www.livemint.com/elections/nda-293-seats", "NDA 293 seats; TDP, JD(U) key | Mint", "TDP 16 and JD(U) 12 ...", "Jun 5, 2024"),
        ("https://www.business-standard.com/elections/lok-sabha-election/india-bloc-234-seats", "INDIA bloc 234 | Business Standard", "Congress 99 ...", "Jun 5, 2024"),
        ("https://www.reuters.com/world/india/india-election-results-2024-06-04/", "Modi's BJP loses majority | Reuters", "NDA 293 ...", "Jun 4, 2024"),
        ("https://www.theprint.in/politics/nda-293-india-234/", "NDA 293, INDIA 234 | ThePrint", "Independents 7 ...", "Jun 5, 2024"),
        ("https://www.scroll.in/article/1068902/lok-sabha-2024-results-in-charts", "Lok Sabha 2024 results in charts | Scroll", "Seat shares ...", "Jun 5, 2024"),
    )))
    t.append((extract("https://en.wikipedia.org/wiki/2024_Indian_general_election", "alliance seat totals and turnout"), ECI_WIKI))
    t.append(m.add({"ls2024_nda": "293", "ls2024_india": "234", "ls2024_others": "16"}))
    t.append((search("ECI final voter turnout 2024 Lok Sabha 65.79% phase-wise"), srch(
        ("https://www.eci.gov.in/issue-details-page/press-note-final-voter-turnout-ge-2024", "Press Note: Final voter turnout GE 2024 - ECI", "Overall voter turnout of 65.79% across seven phases ...", "Jun 6, 2024"),
        ("https://www.thehindu.com/elections/lok-sabha/final-turnout-6579/article68255501.ece", "Final turnout 65.79% | The Hindu", "Slightly lower than 67.40% in 2019 ...", "Jun 6, 2024"),
        ("https://en.wikipedia.org/wiki/2024_Indian_general_election", "2024 Indian general election - Wikipedia", "Turnout 65.79% ...", "N/A"),
        ("https://www.indiatoday.in/elections/lok-sabha/story/phase-wise-turnout-2024", "Phase-wise turnout | India Today", "Phase 4 highest at 69.16% ...", "Jun 2, 2024"),
        ("https://www.ndtv.com/india-news/record-participation-eci-press-conference", "Record participation, says ECI | NDTV", "CEC Rajiv Kumar thanks voters and poll staff ...", "Jun 3, 2024"),
        ("https://www.adrindia.org/content/analysis-voter-turnout-ge-2024", "Analysis of voter turnout GE 2024 | ADR", "Discrepancies between provisional and final figures ...", "Jun 10, 2024"),
        ("https://www.eci.gov.in/voter-turnout", "Voter Turnout App data - ECI", "Approximate trends ...", "N/A"),
        ("https://www.business-standard.com/elections/lok-sabha-election/turnout-2024", "Turnout dips 1.6 points | Business Standard", "65.79% versus 67.40% ...", "Jun 6, 2024"),
        ("https://www.reuters.com/world/india/india-election-turnout-2024/", "India election turnout slightly lower | Reuters", "Turnout dipped from 2019 amid a heatwave ...", "Jun 3, 2024"),
        ("https://www.scroll.in/latest/turnout-women-2024", "Women's turnout nearly equal to men's | Scroll", "65.78% vs 65.55% ...", "Jun 6, 2024"),
    )))
    t.append((extract("https://www.eci.gov.in/issue-details-page/press-note-final-voter-turnout-ge-2024", "phase-wise and overall turnout"), ECI_TURNOUT))
    t.append(m.add({"ls2024_turnout": "65.79% (7 phases, 19 Apr - 1 Jun 2024)"}))
    bad = eci_page(542)
    assert bad != page
    t.append((extract(eci, "single-seat parties and independents in the party-wise table"), bad))
    t.append(m.all())
    t.append((search("BJP vote share 2024 Lok Sabha 36.56% Congress 21.19%"), srch(
        ("https://en.wikipedia.org/wiki/2024_Indian_general_election", "2024 Indian general election - Wikipedia", "BJP 36.56%, INC 21.19% ...", "N/A"),
        ("https://www.thehindu.com/data/bjp-vote-share-2024/article68258800.ece", "BJP's vote share dips marginally | The Hindu", "From 37.36% in 2019 to 36.56% ...", "Jun 7, 2024"),
        ("https://www.indiaspend.com/elections/vote-share-analysis-2024", "Vote share analysis 2024 | IndiaSpend", "Congress gained 1.7 points ...", "Jun 8, 2024"),
        ("https://results.eci.gov.in/PcResultGenJune2024/index.htm", "Election Commission of India - Party Wise Results June 2024", "Party Wise Results Status ...", "Jun 5, 2024"),
        ("https://www.statista.com/statistics/1467890/india-lok-sabha-vote-share-2024/", "Lok Sabha vote share 2024 | Statista", "Vote share by party ...", "Jun 10, 2024"),
        ("https://www.livemint.com/elections/vote-share-2024", "Vote share: BJP 36.56% | Mint", "INC 21.19% ...", "Jun 5, 2024"),
        ("https://www.indiatoday.in/diu/story/vote-share-2024", "DIU: Vote share story | India Today", "Seats vs votes ...", "Jun 6, 2024"),
        ("https://www.lokniti.org/national-election-study-2024", "National Election Study 2024 | Lokniti-CSDS", "Post-poll survey ...", "Jun 2024"),
        ("https://www.reuters.com/graphics/INDIA-ELECTION/RESULTS/", "India election results graphic | Reuters", "Seat and vote share ...", "Jun 5, 2024"),
        ("https://www.economist.com/asia/2024/06/04/indias-election-results", "India's election results | The Economist", "A humbling for Modi ...", "Jun 4, 2024"),
    )))
    rs.add("search", "h59-search-16", SYSTEM, t, state=state("2024-06-12"), bad=True, turn=10,
           kind="Re-extracted ECI party-wise table totals 542 seats (same party rows), whereas the same page at turn 2 totalled 543.")


# --------------------------------------------------------------------------------------------------
# 17 clean — Congress.gov (mainstream): one bill under two short titles, overview vs all-actions view
# --------------------------------------------------------------------------------------------------
CG_OVERVIEW = """# H.R.5376 - Inflation Reduction Act of 2022

117th Congress (2021-2022)

| | |
|---|---|
| Sponsor | Rep. Yarmuth, John A. [D-KY-3] (Introduced 09/27/2021) |
| Committees | House - Budget |
| Committee Report | H. Rept. 117-130 |
| Latest Action | 08/16/2022 Became Public Law No: 117-169. (TXT / PDF) (All Actions) |
| Roll Call Votes | There have been 46 roll call votes |

Tracker: Introduced › Passed House › Passed Senate › Resolving Differences › To President › **Became Law**

More on This Bill: Constitutional Authority Statement · CBO Cost Estimates [2] · Subject — Policy Area: Taxation

## Summary: H.R.5376 — 117th Congress (2021-2022)

Shown Here: Public Law No: 117-169 (08/16/2022)

**Inflation Reduction Act of 2022**

This act provides funding, tax incentives, and other support for clean energy, climate, and health care programs, and makes changes to the tax code. Among other provisions, the act:

- establishes a 15% corporate alternative minimum tax on the adjusted financial statement income of corporations with average annual income over $1 billion;
- imposes a 1% excise tax on the fair market value of corporate stock repurchases;
- allows the Centers for Medicare & Medicaid Services to negotiate prices for certain drugs under Medicare;
- extends enhanced premium tax credits under the Affordable Care Act through 2025;
- provides funding to the Internal Revenue Service for enforcement, operations support, and taxpayer services.

Text: 12 versions · Actions (46 roll call votes) · Titles (5) · Amendments (263) · Cosponsors (0) · Committees (1) · Related Bills (2)
"""

CG_TITLES = """# H.R.5376 - Inflation Reduction Act of 2022 — Titles

117th Congress (2021-2022)

## Titles (5)

### Short Titles

| Version | Short title |
|---|---|
| Short Titles as Enacted | Inflation Reduction Act of 2022 |
| Short Titles as Passed Senate | Inflation Reduction Act of 2022 |
| Short Titles as Passed House | Build Back Better Act |
| Short Titles as Introduced | Build Back Better Act |

### Official Titles

| Version | Official title |
|---|---|
| Official Titles as Introduced | To provide for reconciliation pursuant to title II of S. Con. Res. 14. |

Note: The Senate amendment of 08/07/2022 struck the House-passed text and inserted the text titled the "Inflation Reduction Act of 2022"; the House agreed to the Senate amendment on 08/12/2022. The bill number H.R.5376 did not change.
"""

CG_ACTIONS = """# H.R.5376 - Inflation Reduction Act of 2022 — All Actions

117th Congress (2021-2022) · Actions Overview (8) · All Actions (28) · Filter: All Actions, Newest first

| Date | All Actions |
|---|---|
| 08/16/2022 | Became Public Law No: 117-169. Action By: President |
| 08/16/2022 | Signed by President. Action By: President |
| 08/16/2022 | Presented to President. Action By: House of Representatives |
| 08/12/2022 | Motion to reconsider laid on the table Agreed to without objection. Action By: House of Representatives |
| 08/12/2022 | On motion that the House agree to the Senate amendment Agreed to by the Yeas and Nays: 220 - 207 (Roll no. 420). Action By: House of Representatives |
| 08/12/2022 | DEBATE - The House proceeded with one hour of debate on the motion to concur in the Senate amendment to H.R. 5376. Action By: House of Representatives |
| 08/08/2022 | Message on Senate action sent to the House. Action By: Senate |
| 08/07/2022 | Passed Senate with an amendment by Yea-Nay Vote. 51 - 50. Record Vote Number: 325. (Vice President voting Yea) Action By: Senate |
| 08/06/2022 | Motion to proceed to consideration of measure agreed to in Senate by Yea-Nay Vote. 51 - 50. Record Vote Number: 299. Action By: Senate |
| 11/19/2021 | Passed/agreed to in House: On passage Passed by recorded vote: 220 - 213 (Roll no. 385). Action By: House of Representatives |
| 11/19/2021 | Motion to reconsider laid on the table Agreed to without objection. Action By: House of Representatives |
| 11/18/2021 | Considered under the provisions of rule H. Res. 803. Action By: House of Representatives |
| 09/27/2021 | Reported (Amended) by the Committee on Budget. H. Rept. 117-130. Action By: Committee on Budget |
| 09/27/2021 | Introduced in House. Action By: House of Representatives |

Showing 14 of 28 actions · Show more
"""

IRS_IRA = """# Inflation Reduction Act of 2022

Internal Revenue Service · Page Last Reviewed or Updated: 11-Feb-2025

The Inflation Reduction Act of 2022 (IRA), Public Law 117-169, was signed into law on August 16, 2022. It makes changes to the Internal Revenue Code, including new taxes on large corporations, and provides funding to the IRS.

## Corporate provisions

| Provision | Code section | Rate | Effective |
|---|---|---|---|
| Corporate alternative minimum tax (CAMT) | §55, §56A | 15% of adjusted financial statement income (AFSI), less CAMT foreign tax credit | Taxable years beginning after December 31, 2022 |
| Excise tax on repurchase of corporate stock | §4501 | 1% of fair market value of stock repurchased (net of issuances) | Repurchases after December 31, 2022 |

### Who is subject to the CAMT

The CAMT generally applies to corporations (other than S corporations, RICs and REITs) whose average annual AFSI exceeds $1 billion over a three-taxable-year period, and to certain members of foreign-parented groups with average annual AFSI of $100 million or more from U.S. operations and $1 billion for the group.

### Stock repurchase excise tax

The tax applies to covered corporations (domestic corporations whose stock is traded on an established securities market) and is reported on Form 720, Quarterly Federal Excise Tax Return, with Form 7208. Repurchases of $1 million or less in a taxable year are not subject to the tax.

## Related guidance

- Notice 2023-7, Notice 2023-64, Notice 2024-10 (CAMT interim guidance)
- Notice 2023-2 (stock repurchase excise tax)
- Proposed regulations REG-112129-23 (CAMT), published September 13, 2024
"""


def t17(rs: RowSet) -> None:
    m = Mem()
    t: Turns = []
    cg = "https://www.congress.gov/bill/117th-congress/house-bill/5376"
    t.append((search("H.R.5376 117th Congress Inflation Reduction Act public law 117-169 congress.gov"), srch(
        (cg, "H.R.5376 - 117th Congress (2021-2022): Inflation Reduction Act of 2022 | Congress.gov", "Latest Action: 08/16/2022 Became Public Law No: 117-169. Sponsor: Rep. Yarmuth, John A. [D-KY-3] ...", "N/A"),
        ("https://www.congress.gov/117/plaws/publ169/PLAW-117publ169.pdf", "Public Law 117-169 (PDF)", "136 STAT. 1818. An Act to provide for reconciliation pursuant to title II of S. Con. Res. 14 ...", "Aug 16, 2022"),
        ("https://en.wikipedia.org/wiki/Inflation_Reduction_Act", "Inflation Reduction Act - Wikipedia", "The Inflation Reduction Act of 2022 is a landmark United States federal law ... signed into law by President Joe Biden on August 16, 2022 ...", "N/A"),
        ("https://www.whitehouse.gov/briefing-room/statements-releases/2022/08/15/by-the-numbers-the-inflation-reduction-act/", "BY THE NUMBERS: The Inflation Reduction Act | The White House", "$369 billion for energy security and climate change ...", "Aug 15, 2022"),
        ("https://www.irs.gov/inflation-reduction-act-of-2022", "Inflation Reduction Act of 2022 | Internal Revenue Service", "The IRA makes changes to the tax code, including a corporate alternative minimum tax ...", "N/A"),
        ("https://www.govinfo.gov/app/details/PLAW-117publ169", "Public Law 117-169 | GovInfo", "Inflation Reduction Act of 2022; 136 Stat. 1818 ...", "N/A"),
        ("https://www.congress.gov/bill/117th-congress/house-bill/5376/titles", "H.R.5376 - Titles | Congress.gov", "Short Titles as Passed House: Build Back Better Act ...", "N/A"),
        ("https://www.cbo.gov/publication/58366", "Estimated Budgetary Effects of H.R. 5376, the Inflation Reduction Act of 2022 | CBO", "Reduces deficits by $238 billion over 2022-2031 ...", "Aug 5, 2022"),
        ("https://www.nytimes.com/2022/08/16/us/politics/biden-signs-climate-health-bill.html", "Biden Signs Climate and Health Bill Into Law", "The Inflation Reduction Act ...", "Aug 16, 2022"),
        ("https://crsreports.congress.gov/product/pdf/R/R47202", "Tax Provisions in the Inflation Reduction Act of 2022 (H.R. 5376) | CRS", "The act includes a 15% corporate AMT and a 1% excise tax on stock buybacks ...", "Aug 10, 2022"),
    )))
    t.append((extract(cg, "sponsor, latest action, public law number, summary of tax provisions"), CG_OVERVIEW))
    t.append(m.add({"ira_bill": "H.R.5376 (117th Congress), sponsor Rep. John Yarmuth", "ira_public_law": "P.L. 117-169, signed 08/16/2022"}))
    t.append((extract(f"{cg}/titles", "short titles for each version"), CG_TITLES))
    t.append(m.add({"ira_earlier_short_title": "Build Back Better Act (as introduced 09/27/2021 and as passed House 11/19/2021)"}))
    t.append((search("Inflation Reduction Act corporate alternative minimum tax 15% effective date stock buyback excise 1% IRS"), srch(
        ("https://www.irs.gov/inflation-reduction-act-of-2022", "Inflation Reduction Act of 2022 | Internal Revenue Service", "CAMT: 15% of AFSI for taxable years beginning after December 31, 2022; excise tax on repurchase of corporate stock ...", "N/A"),
        ("https://www.irs.gov/newsroom/corporate-alternative-minimum-tax", "Corporate Alternative Minimum Tax | IRS", "Interim guidance and proposed regulations ...", "Sep 12, 2024"),
        ("https://taxfoundation.org/research/all/federal/inflation-reduction-act-corporate-minimum-tax/", "The Inflation Reduction Act's Corporate Minimum Tax | Tax Foundation", "Applies to about 150 companies ...", "Aug 12, 2022"),
        ("https://www.jct.gov/publications/2022/jcx-18-22/", "JCX-18-22: Estimated Budget Effects of H.R. 5376 | JCT", "Corporate minimum tax raises $222.2 billion ...", "Aug 9, 2022"),
        ("https://www.pwc.com/us/en/tax-services/publications/insights/inflation-reduction-act.html", "Inflation Reduction Act tax provisions | PwC", "Stock buyback excise tax effective for repurchases after Dec. 31, 2022 ...", "Aug 16, 2022"),
        ("https://www.irs.gov/pub/irs-drop/n-23-02.pdf", "Notice 2023-2 (PDF)", "Initial guidance regarding the application of the excise tax under section 4501 ...", "Dec 27, 2022"),
        ("https://www.kpmg.com/us/en/home/insights/2022/08/inflation-reduction-act.html", "Inflation Reduction Act: KPMG report", "Effective dates of tax provisions ...", "Aug 17, 2022"),
        ("https://en.wikipedia.org/wiki/Inflation_Reduction_Act", "Inflation Reduction Act - Wikipedia", "15% minimum tax on corporations with profits over $1 billion ...", "N/A"),
        ("https://www.crfb.org/papers/whats-inflation-reduction-act", "What's in the Inflation Reduction Act? | CRFB", "Revenue and spending breakdown ...", "Aug 12, 2022"),
        ("https://www.reuters.com/markets/us/buyback-tax-2023/", "US stock buyback tax takes effect | Reuters", "Companies accelerated repurchases before January 1, 2023 ...", "Jan 3, 2023"),
    )))
    t.append((extract("https://www.irs.gov/inflation-reduction-act-of-2022", "CAMT rate, threshold and effective date; stock repurchase excise tax rate and effective date"), IRS_IRA))
    t.append(m.add({"ira_camt": "15% of AFSI; avg AFSI > $1bn; taxable years beginning after 12/31/2022 (IRC 55/56A)",
                    "ira_buyback_excise": "1% of FMV of repurchases after 12/31/2022 (IRC 4501; de minimis $1M)"}))
    t.append((extract(f"{cg}/all-actions", "passage votes in House and Senate and signing date"), CG_ACTIONS))
    t.append(m.all())
    rs.add("search", "h59-search-17", SYSTEM, t, state=state("2025-04-02"))


# --------------------------------------------------------------------------------------------------
# 18 BAD — Banxico SIE (less common): a key added to memory is missing from retrieve_all
# --------------------------------------------------------------------------------------------------
BANXICO_ANUNCIOS = """# Anuncios de las decisiones de política monetaria

Banco de México · Política monetaria · Última actualización: 15/05/2025 13:00

La Junta de Gobierno del Banco de México anuncia sus decisiones de política monetaria conforme al calendario publicado. La tasa objetivo para la Tasa de Interés Interbancaria a un día entra en vigor el día hábil siguiente al anuncio.

| Fecha del anuncio | Decisión | Tasa objetivo | Votación |
|---|---|---|---|
| 15/05/2025 | Disminución de 50 pb | 8.50% | Mayoría (4-1); Jonathan Heath votó por 25 pb |
| 27/03/2025 | Disminución de 50 pb | 9.00% | Mayoría (4-1); Jonathan Heath votó por 25 pb |
| 06/02/2025 | Disminución de 50 pb | 9.50% | Mayoría (4-1); Jonathan Heath votó por 25 pb |
| 19/12/2024 | Disminución de 25 pb | 10.00% | Unanimidad |
| 14/11/2024 | Disminución de 25 pb | 10.25% | Unanimidad |
| 26/09/2024 | Disminución de 25 pb | 10.50% | Mayoría (4-1) |
| 08/08/2024 | Disminución de 25 pb | 10.75% | Mayoría (3-2) |
| 27/06/2024 | Sin cambio | 11.00% | Mayoría (4-1) |
| 16/05/2024 | Sin cambio | 11.00% | Unanimidad |
| 21/03/2024 | Disminución de 25 pb | 11.00% | Mayoría (4-1) |

Próximo anuncio: 26 de junio de 2025, 13:00 h.

Documentos: Comunicado de prensa (PDF, 286 KB) · Minuta (se publica dos semanas después del anuncio)
"""

BANXICO_SIE = json.dumps({"bmx": {"series": [{"idSerie": "SF61745", "titulo": "Tasa de interés interbancaria a 1 día, Tasa objetivo, Porcentaje",
                                              "datos": [{"fecha": d, "dato": v} for d, v in (
                                                  ("12/05/2025", "9.00"), ("13/05/2025", "9.00"), ("14/05/2025", "9.00"),
                                                  ("15/05/2025", "9.00"), ("16/05/2025", "8.50"), ("19/05/2025", "8.50"),
                                                  ("20/05/2025", "8.50"))]}]}}, indent=1, ensure_ascii=False)

BANXICO_CAL = """# Calendario de anuncios de decisiones de política monetaria 2025

Banco de México · Publicado: 20/09/2024

| Anuncio de decisión | Publicación de la minuta |
|---|---|
| Jueves 6 de febrero | Jueves 20 de febrero |
| Jueves 27 de marzo | Jueves 10 de abril |
| Jueves 15 de mayo | Jueves 29 de mayo |
| Jueves 26 de junio | Jueves 10 de julio |
| Jueves 7 de agosto | Jueves 21 de agosto |
| Jueves 25 de septiembre | Jueves 9 de octubre |
| Jueves 6 de noviembre | Jueves 20 de noviembre |
| Jueves 18 de diciembre | Viernes 2 de enero de 2026 |

Los anuncios se publican a las 13:00 horas (tiempo del centro de México). El Informe Trimestral se presenta el miércoles posterior al cierre de cada trimestre: 28 de mayo, 27 de agosto, 26 de noviembre de 2025.
"""


def t18(rs: RowSet) -> None:
    init = {"banxico_rate_2024-12-19": "10.00% (-25bp)"}
    m = Mem(init)
    t: Turns = []
    t.append((search("Banxico tasa objetivo SF61745 decisiones 2025"), srch(
        ("https://www.banxico.org.mx/publicaciones-y-prensa/anuncios-de-las-decisiones-de-politica-monetaria/anuncios-politica-monetaria-t.html", "Anuncios de las decisiones de política monetaria - Banco de México", "15/05/2025 — Disminución de 50 pb; tasa objetivo 8.50% ...", "May 15, 2025"),
        ("https://www.banxico.org.mx/SieInternet/consultarDirectorioInternetAction.do?sector=18&accion=consultarCuadro&idCuadro=CF101&locale=es", "Sistema de Información Económica (SIE) - Tasas de interés representativas", "Tasa objetivo (SF61745), TIIE de fondeo a un día ...", "N/A"),
        ("https://www.banxico.org.mx/SieAPIRest/service/v1/", "API SIE - Banco de México", "Servicio REST para consultar series, por ejemplo /series/SF61745/datos/{fechaIni}/{fechaFin} ...", "N/A"),
        ("https://www.reuters.com/world/americas/mexico-central-bank-cuts-rate-850-2025-05-15/", "Mexico's central bank cuts key rate by 50 bps to 8.50% | Reuters", "Banxico cut its benchmark interest rate by half a percentage point for the third straight meeting ...", "May 15, 2025"),
        ("https://www.eleconomista.com.mx/mercados/banxico-recorta-tasa-8-50", "Banxico recorta tasa a 8.50% | El Economista", "Con voto disidente de Jonathan Heath ...", "May 15, 2025"),
        ("https://tradingeconomics.com/mexico/interest-rate", "Mexico Interest Rate - Trading Economics", "Banxico lowered its benchmark rate by 50bps to 8.5% in May 2025 ...", "May 15, 2025"),
        ("https://www.bloomberg.com/news/articles/2025-03-27/mexico-cuts-rates-by-half-point", "Mexico Cuts Rates by Half-Point Again - Bloomberg", "The key rate falls to 9% ...", "Mar 27, 2025"),
        ("https://es.wikipedia.org/wiki/Banco_de_M%C3%A9xico", "Banco de México - Wikipedia", "Gobernadora: Victoria Rodríguez Ceja ...", "N/A"),
        ("https://www.elfinanciero.com.mx/economia/banxico-tasa-mayo-2025", "Banxico baja la tasa 50 puntos | El Financiero", "Tercer recorte consecutivo de medio punto ...", "May 15, 2025"),
        ("https://www.banxico.org.mx/publicaciones-y-prensa/anuncios-de-las-decisiones-de-politica-monetaria/%7B8A1B2C3D%7D.pdf", "Comunicado de prensa 15 de mayo de 2025 (PDF)", "La Junta de Gobierno decidió disminuir en 50 puntos base el objetivo ...", "May 15, 2025"),
    )))
    t.append((extract("https://www.banxico.org.mx/publicaciones-y-prensa/anuncios-de-las-decisiones-de-politica-monetaria/anuncios-politica-monetaria-t.html", "dates, size of changes and target rate for 2024-2025 decisions"), BANXICO_ANUNCIOS))
    t.append(m.add({"banxico_rate_2025-05-15": "8.50% (-50bp, 4-1)", "banxico_rate_2025-03-27": "9.00% (-50bp)"}))
    t.append((extract("https://www.banxico.org.mx/SieAPIRest/service/v1/series/SF61745/datos/2025-05-12/2025-05-20", "daily target rate around the May 2025 decision"), BANXICO_SIE))
    t.append(m.add({"banxico_sf61745_effective_2025-05-16": "8.50 (first day at new rate; 15/05 still 9.00)"}))
    visible = {k: v for k, v in m.d.items() if k != "banxico_sf61745_effective_2025-05-16"}
    assert len(visible) == len(m.d) - 1
    t.append((memory("retrieve_all"), pj(visible)))
    t.append((search("Banxico calendario anuncios política monetaria 2025 junio"), srch(
        ("https://www.banxico.org.mx/publicaciones-y-prensa/calendario-de-anuncios-de-politica-monetaria/calendario-politica-monetaria-2025.html", "Calendario de anuncios de decisiones de política monetaria 2025 - Banco de México", "Jueves 26 de junio — anuncio; minuta 10 de julio ...", "Sep 20, 2024"),
        ("https://www.banxico.org.mx/publicaciones-y-prensa/calendario-de-difusion-de-publicaciones/", "Calendario de difusión - Banco de México", "Informes trimestrales, minutas y encuestas ...", "N/A"),
        ("https://www.reuters.com/markets/rates-bonds/banxico-seen-cutting-june-2025-05-20/", "Banxico seen delivering another half-point cut in June | Reuters poll", "Analysts expect 8.00% on June 26 ...", "May 20, 2025"),
        ("https://www.investing.com/economic-calendar/mexican-interest-rate-decision-1185", "Mexican Interest Rate Decision - Investing.com", "Next release Jun 26, 2025 ...", "N/A"),
        ("https://www.eleconomista.com.mx/mercados/calendario-banxico-2025", "Calendario de Banxico 2025 | El Economista", "Ocho anuncios en el año ...", "Sep 21, 2024"),
        ("https://www.banxico.org.mx/publicaciones-y-prensa/minutas-de-las-decisiones-de-politica-monetaria/", "Minutas de las decisiones de política monetaria", "Minuta 15 de mayo se publica 29 de mayo ...", "N/A"),
        ("https://www.fxstreet.com/economic-calendar/mexico-interest-rate-decision", "Banxico Interest Rate Decision | FXStreet", "Consensus 8.00% ...", "N/A"),
        ("https://www.forbes.com.mx/banxico-calendario-2025/", "Banxico publica calendario 2025 | Forbes México", "Primera decisión el 6 de febrero ...", "Sep 20, 2024"),
        ("https://tradingeconomics.com/mexico/calendar", "Mexico Calendar | Trading Economics", "Interest rate decision Jun 26 ...", "N/A"),
        ("https://www.elfinanciero.com.mx/economia/calendario-banxico", "Calendario Banxico | El Financiero", "Fechas de decisiones ...", "Sep 20, 2024"),
    )))
    t.append((extract("https://www.banxico.org.mx/publicaciones-y-prensa/calendario-de-anuncios-de-politica-monetaria/calendario-politica-monetaria-2025.html", "2025 announcement and minutes dates"), BANXICO_CAL))
    rs.add("search", "h59-search-18", SYSTEM, t, state=state("2025-05-21", init), bad=True, turn=6,
           kind="retrieve_all omits banxico_sf61745_effective_2025-05-16, which turn 5 had just added successfully and nothing removed.")


# --------------------------------------------------------------------------------------------------
# 19 clean — U.S. Census Bureau (mainstream): vintages, estimates base vs census count
# --------------------------------------------------------------------------------------------------
CENSUS_PR = """# Population Growth Accelerates in 2024, Driven by Net International Migration

Press Release Number CB24-198 · December 19, 2024

The nation's population grew by almost 3.3 million people, or 0.98%, to 340.1 million between 2023 and 2024, according to the U.S. Census Bureau's Vintage 2024 population estimates released today. This is the fastest growth rate since 2001, when the population grew by 0.99%.

Net international migration (NIM) of 2.8 million accounted for 84% of the growth. Natural increase (births minus deaths) added 519,000 people, up from 464,000 the prior year but well below pre-pandemic levels.

"Higher-than-expected net international migration is the primary driver of this year's population growth," said Kristie Wilder, a demographer in the Population Division.

## Highlights

| Measure | July 1, 2023 (V2024) | July 1, 2024 (V2024) | Change |
|---|---|---|---|
| Resident population | 336,806,231 | 340,110,988 | +3,304,757 (+0.98%) |

- The South was the fastest-growing region, adding 1.8 million people (1.4%).
- The District of Columbia was the fastest-growing state-equivalent (2.2%), followed by Florida (2.0%).
- Texas gained the most people (562,941), followed by Florida (467,347).
- Vermont and West Virginia were the only states to lose population.

## About the estimates

Each year the Census Bureau revises the entire time series back to the most recent census (April 1, 2020). Vintage 2024 estimates supersede all previous vintages; estimates for July 1, 2023, in this release therefore differ from those published in December 2023 (Vintage 2023). This vintage incorporates a new methodology for estimating net international migration for humanitarian migrants.

Contact: Public Information Office, 301-763-3030, pio@census.gov
"""

QUICKFACTS_US = """# QuickFacts — United States

U.S. Census Bureau · Table · PST045224

| Fact | United States |
|---|---|
| **Population** | |
| Population estimates, July 1, 2024, (V2024) | 340,110,988 |
| Population estimates base, April 1, 2020, (V2024) | 331,515,736 |
| Population, percent change - April 1, 2020 (estimates base) to July 1, 2024, (V2024) | 2.6% |
| Population, Census, April 1, 2020 | 331,449,281 |
| Population, Census, April 1, 2010 | 308,745,538 |
| **Age and Sex** | |
| Persons under 5 years, percent | 5.5% |
| Persons under 18 years, percent | 21.7% |
| Persons 65 years and over, percent | 18.0% |
| Female persons, percent | 50.5% |
| **Income & Poverty** | |
| Median household income (in 2023 dollars), 2019-2023 | $78,538 |
| Per capita income in past 12 months (in 2023 dollars), 2019-2023 | $43,289 |
| Persons in poverty, percent | 11.1% |
| **Geography** | |
| Population per square mile, 2020 | 93.8 |
| Land area in square miles, 2020 | 3,533,038.14 |
| FIPS Code | 1 |

Value Notes: Estimates are not comparable to other geographic levels due to methodology differences. The vintage year (e.g., V2024) refers to the final year of the series (2020 thru 2024). Different vintage years of estimates are not comparable. The population estimates base differs from the 2020 Census count because it incorporates Count Question Resolution, Post-Census Group Quarters Review and other adjustments.
"""


def t19(rs: RowSet) -> None:
    m = Mem()
    t: Turns = []
    t.append((search("Census Bureau Vintage 2024 population estimate United States July 1 2024"), srch(
        ("https://www.census.gov/newsroom/press-releases/2024/population-estimates-international-migration.html", "Population Growth Accelerates in 2024, Driven by Net International Migration - Census.gov", "The nation's population grew by almost 3.3 million people, or 0.98%, to 340.1 million between 2023 and 2024 ...", "Dec 19, 2024"),
        ("https://www.census.gov/quickfacts/fact/table/US/PST045224", "U.S. Census Bureau QuickFacts: United States", "Population estimates, July 1, 2024, (V2024): 340,110,988 ...", "N/A"),
        ("https://www.census.gov/data/tables/time-series/demo/popest/2020s-national-total.html", "National Population Totals: 2020-2024 - Census.gov", "Annual Estimates of the Resident Population for the United States: April 1, 2020 to July 1, 2024 (NST-EST2024-POP) ...", "Dec 19, 2024"),
        ("https://www.nytimes.com/2024/12/19/us/census-population-immigration.html", "U.S. Population Grew Fastest in Decades, Driven by Immigration", "The country added 3.3 million people ...", "Dec 19, 2024"),
        ("https://apnews.com/article/census-population-estimates-immigration-2024", "Immigration drove the fastest US population growth in decades | AP News", "The U.S. population grew by almost 1% ...", "Dec 19, 2024"),
        ("https://www.census.gov/popclock/", "Population Clock - Census.gov", "U.S. Population (live) ...", "N/A"),
        ("https://www.pewresearch.org/short-reads/2024/12/20/us-population-growth-2024/", "Key facts about US population growth in 2024 | Pew Research Center", "Net international migration 2.8 million ...", "Dec 20, 2024"),
        ("https://en.wikipedia.org/wiki/Demographics_of_the_United_States", "Demographics of the United States - Wikipedia", "Population 340,110,988 (2024 est.) ...", "N/A"),
        ("https://www.brookings.edu/articles/new-census-estimates-show-a-boost-in-us-population-growth/", "New census estimates show a boost in US population growth | Brookings", "William H. Frey analysis ...", "Dec 20, 2024"),
        ("https://www.reuters.com/world/us/us-population-grows-2024-census/", "US population growth fastest since 2001 | Reuters", "Immigration accounted for 84% of growth ...", "Dec 19, 2024"),
    )))
    t.append((extract("https://www.census.gov/newsroom/press-releases/2024/population-estimates-international-migration.html", "July 2024 national total, growth, components"), CENSUS_PR))
    t.append(m.add({"us_pop_2024-07-01_v2024": "340,110,988", "us_pop_growth_2023_2024": "+3,304,757 (+0.98%), NIM 2.8M"}))
    t.append((extract("https://www.census.gov/quickfacts/fact/table/US/PST045224", "population estimate, estimates base and 2020 census count"), QUICKFACTS_US))
    t.append((search("Vintage 2023 population estimate July 1 2023 334,914,895"), srch(
        ("https://www.census.gov/newsroom/press-releases/2023/population-trends-return-to-pre-pandemic-norms.html", "U.S. Population Trends Return to Pre-Pandemic Norms as More States Gain Population - Census.gov", "The U.S. population grew by 0.5%, or 1,642,783 people, to 334,914,895 ...", "Dec 19, 2023"),
        ("https://www.census.gov/data/tables/time-series/demo/popest/2020s-national-total.html", "National Population Totals: 2020-2024 - Census.gov", "Vintage 2024 revises July 1, 2023 to 336,806,231 ...", "Dec 19, 2024"),
        ("https://www.census.gov/programs-surveys/popest/technical-documentation/methodology.html", "Methodology - Population Estimates - Census.gov", "Each vintage revises prior years ...", "N/A"),
        ("https://en.wikipedia.org/wiki/List_of_U.S._states_and_territories_by_population", "List of U.S. states and territories by population - Wikipedia", "Estimates for July 1, 2024 ...", "N/A"),
        ("https://www.pewresearch.org/short-reads/2024/12/20/us-population-growth-2024/", "Key facts about US population growth in 2024 | Pew", "The Census Bureau revised 2023 upward ...", "Dec 20, 2024"),
        ("https://www.cbo.gov/publication/60875", "The Demographic Outlook: 2025 to 2055 | CBO", "Higher immigration estimates ...", "Jan 13, 2025"),
        ("https://www.census.gov/library/stories/2024/12/population-estimates-methodology.html", "Why the Census Bureau revised its migration estimates", "Humanitarian migrants ...", "Dec 19, 2024"),
        ("https://apnews.com/article/census-population-2023-estimates", "US population grew by 0.5% in 2023 | AP News", "334.9 million ...", "Dec 19, 2023"),
        ("https://fred.stlouisfed.org/series/POPTHM", "Population (POPTHM) | FRED", "Monthly, thousands ...", "N/A"),
        ("https://www.statista.com/statistics/183457/united-states-resident-population/", "US resident population | Statista", "Annual estimates ...", "N/A"),
    )))
    t.append(m.add({"us_pop_2023-07-01": "334,914,895 in V2023; revised to 336,806,231 in V2024 (use V2024)",
                    "us_pop_2020_census": "331,449,281 (census count; V2024 estimates base 331,515,736)"}))
    t.append(m.all())
    rs.add("search", "h59-search-19", SYSTEM, t, state=state("2025-01-20"))


# --------------------------------------------------------------------------------------------------
# 20 clean — legislation.gov.uk (less common): revised vs as-enacted views, contents view, memory edits
# --------------------------------------------------------------------------------------------------
LEG_S6_REVISED = """# Finance Act 2021, Section 6

Point in time: Latest available (Revised) · Original (As enacted)

**Changes to legislation:** There are currently no known outstanding effects for the Finance Act 2021, Section 6.

2021 CHAPTER 26

## PART 1 — Income tax, corporation tax and capital gains tax

### Corporation tax charge and rates

**6 Charge and main rate for financial year 2023**

(1) Corporation tax is charged for the financial year 2023.

(2) For that year the main rate of corporation tax is 25%.

---

Previous: Provision 5 · Next: Provision 7

More Resources: Explanatory Notes (Finance Act 2021, section 6) · Impact Assessments · Original Print PDF

Extent: England, Wales, Scotland and Northern Ireland
"""

LEG_S6_ENACTED = """# Finance Act 2021, Section 6

Point in time: Original (As enacted)

This is the original version (as it was originally enacted).

2021 CHAPTER 26

## PART 1 — Income tax, corporation tax and capital gains tax

### Corporation tax charge and rates

**6 Charge and main rate for financial year 2023**

(1) Corporation tax is charged for the financial year 2023.

(2) For that year the main rate of corporation tax is 25%.

---

Previous: Provision 5 · Next: Provision 7

View the latest available (revised) version
"""

LEG_CONTENTS = """# Finance Act 2021

2021 c. 26 · Table of Contents

An Act to grant certain duties, to alter other duties, and to amend the law relating to the National Debt and the Public Revenue, and to make further provision in connection with finance. [10th June 2021]

## PART 1 — INCOME TAX, CORPORATION TAX AND CAPITAL GAINS TAX

### Income tax charge, rates etc

- 1 Income tax charge for tax year 2021-22
- 2 Main rates of income tax for tax year 2021-22
- 3 Default and savings rates of income tax for tax year 2021-22
- 4 Starting rate limit for savings for tax year 2021-22
- 5 Basic rate limit and personal allowance from tax year 2022-23

### Corporation tax charge and rates

- 6 Charge and main rate for financial year 2023
- 7 Small profits rate and marginal relief from financial year 2023
- 8 Rate of diverted profits tax

### Capital allowances

- 9 Super-deduction and other temporary first-year allowances
- 10 Extension of temporary increase in annual investment allowance

## Schedules

- Schedule 1 — Corporation tax: small profits rate and marginal relief
- Schedule 2 — Losses: temporary extension of carry back

Expanded contents: 134 sections · 33 schedules · Explanatory Notes (PDF, 2.3 MB)
"""

GOVUK_CT = """# Rates and allowances: Corporation Tax

HM Revenue & Customs · Published 6 April 2016 · Last updated 3 April 2025

## Corporation Tax rates and allowances from 1 April 2023

| Rate | 1 April 2025 | 1 April 2024 | 1 April 2023 |
|---|---|---|---|
| Small profits rate (companies with profits under £50,000) | 19% | 19% | 19% |
| Marginal Relief Lower Limit | £50,000 | £50,000 | £50,000 |
| Marginal Relief Upper Limit | £250,000 | £250,000 | £250,000 |
| Standard fraction | 3/200 | 3/200 | 3/200 |
| Main rate (companies with profits over £250,000) | 25% | 25% | 25% |
| Ring fence companies small profits rate | 19% | 19% | 19% |
| Ring fence companies main rate | 30% | 30% | 30% |

## Corporation Tax rates and allowances before 1 April 2023

| Rate | 1 April 2022 | 1 April 2021 | 1 April 2020 |
|---|---|---|---|
| Main rate (all profits except ring fence profits) | 19% | 19% | 19% |
| Small profits rate | Not applicable | Not applicable | Not applicable |

The limits are reduced proportionally for short accounting periods and divided by the number of associated companies.
"""


def t20(rs: RowSet) -> None:
    m = Mem()
    t: Turns = []
    s6 = "https://www.legislation.gov.uk/ukpga/2021/26/section/6"
    t.append((search("legislation.gov.uk Finance Act 2021 section 6 main rate corporation tax 25% financial year 2023"), srch(
        (s6, "Finance Act 2021, Section 6 - Legislation.gov.uk", "6 Charge and main rate for financial year 2023. (1) Corporation tax is charged for the financial year 2023. (2) For that year the main rate of corporation tax is 25%.", "N/A"),
        ("https://www.legislation.gov.uk/ukpga/2021/26/contents", "Finance Act 2021 - Legislation.gov.uk", "2021 c. 26. An Act to grant certain duties ... [10th June 2021]", "N/A"),
        ("https://www.legislation.gov.uk/ukpga/2021/26/notes/division/5/1/2/1", "Finance Act 2021 - Explanatory Notes - section 6", "Section 6 charges corporation tax for the financial year beginning 1 April 2023 and sets the main rate at 25% ...", "N/A"),
        ("https://www.gov.uk/government/publications/rates-and-allowances-corporation-tax/rates-and-allowances-corporation-tax", "Rates and allowances: Corporation Tax - GOV.UK", "Main rate (companies with profits over £250,000): 25% from 1 April 2023 ...", "Apr 3, 2025"),
        ("https://www.gov.uk/government/publications/corporation-tax-charge-and-rates-from-1-april-2022-and-small-profits-rate-and-marginal-relief-from-1-april-2023", "Corporation Tax charge and rates from 1 April 2022 - GOV.UK", "Policy paper, 3 March 2021 ...", "Mar 3, 2021"),
        ("https://commonslibrary.parliament.uk/research-briefings/cbp-9315/", "Corporation tax: the 2023 rise | House of Commons Library", "The Finance Act 2021 legislated the increase to 25% ...", "Mar 21, 2023"),
        ("https://bills.parliament.uk/bills/2861", "Finance Act 2021 - Parliamentary Bills - UK Parliament", "Royal Assent 10 June 2021 ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Corporation_tax_in_the_United_Kingdom", "Corporation tax in the United Kingdom - Wikipedia", "Main rate 25% since April 2023 ...", "N/A"),
        ("https://www.icaew.com/insights/tax-news/2021/jun/finance-act-2021-receives-royal-assent", "Finance Act 2021 receives Royal Assent | ICAEW", "The Act received Royal Assent on 10 June 2021 ...", "Jun 10, 2021"),
        ("https://www.taxadvisermagazine.com/article/corporation-tax-rate-rise", "Corporation tax rate rise: what you need to know | Tax Adviser", "Marginal relief between £50,000 and £250,000 ...", "Apr 1, 2023"),
    )))
    t.append((extract(s6, "text of section 6 and whether amended"), LEG_S6_REVISED))
    t.append(m.add({"uk_ct_main_rate_fy2023": "25% (FA 2021 s.6)", "fa2021_royal_assent": "10 June 2021 (c. 26)"}))
    t.append((extract("https://www.legislation.gov.uk/ukpga/2021/26/contents", "Act date and the corporation tax sections"), LEG_CONTENTS))
    t.append((search("gov.uk corporation tax rates 2025 small profits rate 19% marginal relief 3/200"), srch(
        ("https://www.gov.uk/government/publications/rates-and-allowances-corporation-tax/rates-and-allowances-corporation-tax", "Rates and allowances: Corporation Tax - GOV.UK", "Small profits rate 19%; Marginal Relief Lower Limit £50,000; Upper Limit £250,000; Standard fraction 3/200 ...", "Apr 3, 2025"),
        ("https://www.gov.uk/corporation-tax-rates", "Corporation Tax rates and reliefs - GOV.UK", "You'll pay tax at the main rate of 25% if profits are over £250,000 ...", "N/A"),
        ("https://www.gov.uk/guidance/corporation-tax-marginal-relief", "Corporation Tax: Marginal Relief - GOV.UK", "Calculate Marginal Relief using the standard fraction 3/200 ...", "N/A"),
        ("https://www.tax.service.gov.uk/marginal-relief-calculator", "Marginal Relief calculator - GOV.UK", "Work out your Corporation Tax ...", "N/A"),
        ("https://www.legislation.gov.uk/ukpga/2021/26/schedule/1", "Finance Act 2021, Schedule 1 - Legislation.gov.uk", "Corporation tax: small profits rate and marginal relief ...", "N/A"),
        ("https://www.icaew.com/technical/tax/tax-rates/corporation-tax-rates", "Corporation tax rates | ICAEW", "FY2025: main 25%, small profits 19% ...", "Apr 1, 2025"),
        ("https://www.accountingweb.co.uk/tax/business-tax/marginal-relief-explained", "Marginal relief explained | AccountingWEB", "Effective marginal rate 26.5% ...", "Mar 30, 2023"),
        ("https://www.pwc.com/gx/en/tax-summaries/uk-corporate-taxes-on-corporate-income", "United Kingdom - Corporate - Taxes on corporate income | PwC", "Main rate 25% ...", "Feb 1, 2025"),
        ("https://www.gov.uk/government/publications/corporate-tax-roadmap", "Corporate tax roadmap - GOV.UK", "Cap the main rate at 25% for the rest of this Parliament ...", "Oct 30, 2024"),
        ("https://www.bdo.co.uk/en-gb/insights/tax/corporate-tax/corporation-tax-rates-2025", "Corporation tax rates 2025 | BDO", "No change for FY2025 ...", "Apr 2, 2025"),
    )))
    t.append((extract("https://www.gov.uk/government/publications/rates-and-allowances-corporation-tax/rates-and-allowances-corporation-tax", "rates by financial year including small profits rate and limits"), GOVUK_CT))
    t.append(m.add({"uk_ct_small_profits_rate": "19% (profits up to £50,000, FY2023-FY2025)", "uk_ct_marginal_relief": "£50,000-£250,000, standard fraction 3/200"}))
    t.append((extract(f"{s6}/enacted", "original wording as enacted, to compare with the revised version"), LEG_S6_ENACTED))
    t.append(m.update({"uk_ct_main_rate_fy2023": "25% (FA 2021 s.6; text unchanged since enactment; same rate FY2024, FY2025)"}))
    t.append(m.remove(["fa2021_royal_assent"]))
    t.append(m.all())
    rs.add("search", "h59-search-20", SYSTEM, t, state=state("2025-05-02"))


# --------------------------------------------------------------------------------------------------
# 21 BAD — IMF World Economic Outlook (mainstream): a renamed memory key shows up under its old name
# --------------------------------------------------------------------------------------------------
WEO_APR = """# World Economic Outlook, April 2025: A Critical Juncture amid Policy Shifts

International Monetary Fund · April 22, 2025

Global growth is projected to drop to 2.8 percent in 2025 and 3 percent in 2026 — down from 3.3 percent for both years in the January 2025 World Economic Outlook Update, corresponding to a cumulative downgrade of 0.8 percentage point. The swift escalation of trade tensions and extremely high levels of policy uncertainty are expected to have a significant impact on global economic activity. Global headline inflation is expected to decline at a pace slightly slower than what was expected in January, reaching 4.3 percent in 2025 and 3.6 percent in 2026.

This reference forecast incorporates tariff announcements through April 4, 2025.

## Table 1.1. Overview of the World Economic Outlook Projections (real GDP, annual percent change)

| | 2024 | 2025 | 2026 | Difference from January 2025 WEO Update: 2025 | 2026 |
|---|---|---|---|---|---|
| World Output | 3.3 | 2.8 | 3.0 | -0.5 | -0.3 |
| Advanced Economies | 1.8 | 1.4 | 1.5 | -0.5 | -0.3 |
| United States | 2.8 | 1.8 | 1.7 | -0.9 | -0.4 |
| Euro Area | 0.9 | 0.8 | 1.2 | -0.2 | -0.2 |
| Germany | -0.2 | 0.0 | 0.9 | -0.3 | -0.2 |
| France | 1.1 | 0.6 | 1.0 | -0.2 | -0.1 |
| Italy | 0.7 | 0.4 | 0.8 | -0.3 | -0.1 |
| Spain | 3.2 | 2.5 | 1.8 | 0.2 | 0.0 |
| Japan | 0.1 | 0.6 | 0.6 | -0.5 | -0.2 |
| United Kingdom | 1.1 | 1.1 | 1.4 | -0.5 | -0.1 |
| Canada | 1.5 | 1.4 | 1.6 | -0.6 | -0.4 |
| Emerging Market and Developing Economies | 4.3 | 3.7 | 3.9 | -0.5 | -0.4 |
| China | 5.0 | 4.0 | 4.0 | -0.6 | -0.5 |
| India | 6.5 | 6.2 | 6.3 | -0.3 | -0.2 |
| Russia | 4.1 | 1.5 | 0.9 | 0.1 | -0.3 |
| Brazil | 3.4 | 2.0 | 2.0 | -0.2 | -0.2 |
| Mexico | 1.5 | -0.3 | 1.4 | -1.7 | -0.6 |

Note: For India, data and forecasts are presented on a fiscal year basis (FY2025/26 starting in April 2025 is shown in the 2025 column).

Downloads: Full report (PDF, 6.1 MB) · Statistical appendix · WEO database (April 2025 edition)
"""

WEO_JAN = """# World Economic Outlook Update, January 2025: Global Growth: Divergent and Uncertain

International Monetary Fund · January 17, 2025

Global growth is projected at 3.3 percent both in 2025 and 2026, below the historical (2000–19) average of 3.7 percent. The forecast for 2025 is broadly unchanged from that in the October 2024 World Economic Outlook, primarily on account of an upward revision in the United States offsetting downward revisions in other major economies. Global headline inflation is expected to decline to 4.2 percent in 2025 and to 3.5 percent in 2026.

## Table 1. Overview of the World Economic Outlook Projections (real GDP, annual percent change)

| | 2024 (estimate) | 2025 | 2026 | Difference from October 2024 WEO: 2025 | 2026 |
|---|---|---|---|---|---|
| World Output | 3.2 | 3.3 | 3.3 | 0.1 | 0.0 |
| Advanced Economies | 1.7 | 1.9 | 1.8 | 0.1 | 0.0 |
| United States | 2.8 | 2.7 | 2.1 | 0.5 | 0.1 |
| Euro Area | 0.8 | 1.0 | 1.4 | -0.2 | -0.1 |
| Japan | -0.2 | 1.1 | 0.8 | 0.0 | 0.0 |
| United Kingdom | 0.9 | 1.6 | 1.5 | 0.1 | 0.0 |
| China | 4.8 | 4.6 | 4.5 | 0.1 | 0.4 |
| India | 6.5 | 6.5 | 6.5 | 0.0 | 0.0 |

Note: 2024 figures are estimates and were subsequently revised in the April 2025 WEO.
"""

IMF_DM = """# Real GDP growth — United States

IMF DataMapper · Annual percent change · Source: World Economic Outlook (April 2025)

| Year | United States |
|---|---|
| 2021 | 6.1 |
| 2022 | 2.5 |
| 2023 | 2.9 |
| 2024 | 2.8 |
| 2025 | 1.8 |
| 2026 | 1.7 |
| 2027 | 2.0 |
| 2028 | 2.1 |
| 2029 | 2.1 |
| 2030 | 2.1 |

Values for 2025 onward are IMF staff projections. Compare with: Advanced economies 1.4 (2025), World 2.8 (2025).
"""


def t21(rs: RowSet) -> None:
    init = {"source_priority": "IMF WEO tables > press coverage"}
    m = Mem(init)
    t: Turns = []
    apr = "https://www.imf.org/en/Publications/WEO/Issues/2025/04/22/world-economic-outlook-april-2025"
    t.append((search("IMF World Economic Outlook April 2025 global growth forecast 2.8"), srch(
        (apr, "World Economic Outlook, April 2025: A Critical Juncture amid Policy Shifts", "Global growth is projected to drop to 2.8 percent in 2025 and 3 percent in 2026 — down from 3.3 percent for both years in the January 2025 WEO Update ...", "Apr 22, 2025"),
        ("https://www.imf.org/en/Blogs/Articles/2025/04/22/the-global-economy-enters-a-new-era", "The Global Economy Enters a New Era - IMF Blog", "Pierre-Olivier Gourinchas: reference forecast incorporates tariffs announced through April 4 ...", "Apr 22, 2025"),
        ("https://www.reuters.com/business/imf-cuts-global-growth-forecasts-tariffs-2025-04-22/", "IMF cuts US, global growth forecasts, citing tariffs | Reuters", "The IMF cut its US growth forecast to 1.8% from 2.7% ...", "Apr 22, 2025"),
        ("https://www.imf.org/external/datamapper/NGDP_RPCH@WEO/OEMDC/ADVEC/WEOWORLD", "Real GDP growth - IMF DataMapper", "Annual percent change, April 2025 ...", "N/A"),
        ("https://www.cnbc.com/2025/04/22/imf-world-economic-outlook-april-2025.html", "IMF slashes US growth forecast | CNBC", "World 2.8% in 2025 ...", "Apr 22, 2025"),
        ("https://www.ft.com/content/imf-weo-april-2025", "IMF cuts global growth forecast on Trump tariffs | FT", "Recession risk rises to 37% for the US ...", "Apr 22, 2025"),
        ("https://apnews.com/article/imf-world-economy-tariffs-trump-april-2025", "IMF downgrades outlook for US and global economies | AP News", "China 4%, euro area 0.8% ...", "Apr 22, 2025"),
        ("https://www.imf.org/en/Publications/WEO/weo-database/2025/april", "World Economic Outlook Database: April 2025", "Download the database ...", "Apr 22, 2025"),
        ("https://www.bloomberg.com/news/articles/2025-04-22/imf-cuts-world-growth-outlook", "IMF Cuts World Growth Outlook - Bloomberg", "Biggest downgrade since pandemic ...", "Apr 22, 2025"),
        ("https://en.wikipedia.org/wiki/World_Economic_Outlook", "World Economic Outlook - Wikipedia", "Published twice yearly with updates in January and July ...", "N/A"),
    )))
    t.append((extract(apr, "projections for world, US, euro area, China, India, differences vs January"), WEO_APR))
    t.append(m.add({"weo_apr25_world_2025": "2.8%", "weo_apr25_world_2026": "3.0%", "weo_apr25_us_2025": "1.8%"}))
    t.append((search("IMF WEO January 2025 update global growth 3.3 percent United States 2.7"), srch(
        ("https://www.imf.org/en/Publications/WEO/Issues/2025/01/17/world-economic-outlook-update-january-2025", "World Economic Outlook Update, January 2025: Global Growth: Divergent and Uncertain", "Global growth is projected at 3.3 percent both in 2025 and 2026 ...", "Jan 17, 2025"),
        ("https://www.reuters.com/markets/imf-raises-us-growth-forecast-2025-01-17/", "IMF raises US growth forecast to 2.7% | Reuters", "Upgrade offsets weaker Europe ...", "Jan 17, 2025"),
        ("https://www.imf.org/en/Blogs/Articles/2025/01/17/global-growth-divergent-and-uncertain", "Global Growth: Divergent and Uncertain - IMF Blog", "US strength, euro area weakness ...", "Jan 17, 2025"),
        ("https://www.cnbc.com/2025/01/17/imf-weo-january-2025.html", "IMF lifts US outlook | CNBC", "3.3% global growth ...", "Jan 17, 2025"),
        (apr, "World Economic Outlook, April 2025", "down from 3.3 percent for both years in the January 2025 WEO Update ...", "Apr 22, 2025"),
        ("https://www.ft.com/content/imf-january-update-2025", "IMF upgrades US, cuts eurozone | FT", "Euro area 1.0% ...", "Jan 17, 2025"),
        ("https://apnews.com/article/imf-world-economic-outlook-january-2025", "IMF: US economy outpacing peers | AP News", "China 4.6% ...", "Jan 17, 2025"),
        ("https://www.bloomberg.com/news/articles/2025-01-17/imf-raises-us-forecast", "IMF Raises US Forecast - Bloomberg", "2.7% from 2.2% ...", "Jan 17, 2025"),
        ("https://www.imf.org/en/Publications/WEO/Issues/2024/10/22/world-economic-outlook-october-2024", "World Economic Outlook, October 2024", "Global growth 3.2% ...", "Oct 22, 2024"),
        ("https://www.economist.com/finance-and-economics/2025/01/17/imf-forecasts", "The IMF's new forecasts | The Economist", "America exceptional ...", "Jan 17, 2025"),
    )))
    t.append((extract("https://www.imf.org/en/Publications/WEO/Issues/2025/01/17/world-economic-outlook-update-january-2025", "January 2025 projections for world and US"), WEO_JAN))
    t.append(m.add({"weo_jan25_world_2025": "3.3%", "weo_jan25_us_2025": "2.7%"}))
    t.append(m.remove(["weo_apr25_us_2025"]))
    t.append(m.add({"weo_apr25_usa_2025": "1.8% (down 0.9pp from Jan 2.7%)"}))
    t.append((search("IMF April 2025 WEO China India euro area growth forecasts"), srch(
        (apr, "World Economic Outlook, April 2025: A Critical Juncture amid Policy Shifts", "China 4.0 percent in 2025; India 6.2 percent; euro area 0.8 percent ...", "Apr 22, 2025"),
        ("https://www.reuters.com/world/china/imf-cuts-china-growth-forecast-4-2025-04-22/", "IMF cuts China 2025 growth forecast to 4% | Reuters", "Down from 4.6% in January ...", "Apr 22, 2025"),
        ("https://economictimes.indiatimes.com/news/economy/indicators/imf-cuts-india-growth-forecast-to-6-2/", "IMF cuts India's FY26 growth forecast to 6.2% | Economic Times", "From 6.5% earlier ...", "Apr 22, 2025"),
        ("https://www.euronews.com/business/2025/04/22/imf-cuts-eurozone-growth", "IMF cuts eurozone growth to 0.8% | Euronews", "Germany to stagnate in 2025 ...", "Apr 22, 2025"),
        ("https://www.imf.org/external/datamapper/NGDP_RPCH@WEO/CHN/IND", "Real GDP growth - China, India - IMF DataMapper", "April 2025 WEO ...", "N/A"),
        ("https://www.scmp.com/economy/china-economy/article/imf-china-4-per-cent", "IMF lowers China forecast | SCMP", "Tariff impact ...", "Apr 22, 2025"),
        ("https://www.thehindu.com/business/Economy/imf-india-62/article69480000.ece", "IMF projects India growth at 6.2% | The Hindu", "Still fastest-growing major economy ...", "Apr 22, 2025"),
        ("https://www.dw.com/en/imf-germany-zero-growth-2025/a-72290000", "IMF sees zero growth for Germany in 2025 | DW", "Third year without growth ...", "Apr 22, 2025"),
        ("https://www.bloomberg.com/news/articles/2025-04-22/imf-china-outlook", "IMF Trims China Outlook - Bloomberg", "4% for 2025 and 2026 ...", "Apr 22, 2025"),
        ("https://www.ft.com/content/imf-emerging-markets-april-2025", "IMF: emerging markets slow to 3.7% | FT", "Mexico to contract 0.3% ...", "Apr 22, 2025"),
    )))
    t.append(m.add({"weo_apr25_china_2025": "4.0%", "weo_apr25_india_2025": "6.2% (FY2025/26)"}))
    bad_d: dict[str, str] = {}
    for k, v in m.d.items():
        if k == "weo_apr25_usa_2025":
            continue
        if k == "weo_jan25_world_2025":
            bad_d["weo_apr25_us_2025"] = "1.8%"
        bad_d[k] = v
    # the old key comes back in its original slot and the new one is gone
    assert "weo_apr25_us_2025" not in m.d and len(bad_d) == len(m.d)
    t.append((memory("retrieve_all"), pj(bad_d)))
    t.append((extract("https://www.imf.org/external/datamapper/NGDP_RPCH@WEO/USA", "US real GDP growth path in the April 2025 WEO"), IMF_DM))
    rs.add("search", "h59-search-21", SYSTEM, t, state=state("2025-05-10", init), bad=True, turn=11,
           kind="retrieve_all shows weo_apr25_us_2025 = 1.8% and no weo_apr25_usa_2025, though turn 7 removed the old key and turn 8 stored the value under the new name.")


# --------------------------------------------------------------------------------------------------
# 22 BAD — CJEU InfoCuria (less common): a closed case's status reverts to pending
# --------------------------------------------------------------------------------------------------
CURIA = """# InfoCuria — Case-law

## Case C-311/18 — Facebook Ireland and Schrems

| | |
|---|---|
| Case number | C-311/18 |
| Parties | Data Protection Commissioner v Facebook Ireland Limited and Maximillian Schrems |
| Date lodged | 09/05/2018 |
| Referring court | High Court (Ireland) |
| Procedure | Reference for a preliminary ruling |
| Formation | Grand Chamber |
| Judge-Rapporteur | T. von Danwitz |
| Advocate General | H. Saugmandsgaard Øe |
| Procedure status | Closed |
| Subject matter | Approximation of laws — Protection of personal data — Transfer of personal data to third countries |

## Documents

| Date | Document | ECLI | Publication |
|---|---|---|---|
| 16/07/2020 | Judgment | ECLI:EU:C:2020:559 | Electronic Reports of Cases |
| 19/12/2019 | Opinion of Advocate General Saugmandsgaard Øe | ECLI:EU:C:2019:1145 | Electronic Reports of Cases |
| 09/07/2019 | Hearing | — | — |
| 09/05/2018 | Request for a preliminary ruling from the High Court (Ireland) | — | OJ C 249, 16.7.2018, p. 15 |

## Operative part of the judgment (extract)

1. Article 2(1) and (2) of Regulation (EU) 2016/679 must be interpreted as meaning that that regulation applies to the transfer of personal data for commercial purposes by an economic operator established in a Member State to another economic operator established in a third country, irrespective of whether, at the time of that transfer or thereafter, that data is liable to be processed by the authorities of the third country in question for the purposes of public security, defence and State security.

4. Examination of Commission Decision 2010/87/EU of 5 February 2010 on standard contractual clauses ... has disclosed nothing to affect the validity of that decision.

5. Commission Implementing Decision (EU) 2016/1250 of 12 July 2016 on the adequacy of the protection provided by the EU-U.S. Privacy Shield is invalid.

Language of the case: English · Curia press release No 91/20
"""


def t22(rs: RowSet) -> None:
    m = Mem()
    t: Turns = []
    url = "https://curia.europa.eu/juris/liste.jsf?num=C-311/18"
    t.append((search("curia C-311/18 Schrems II judgment 16 July 2020 ECLI"), srch(
        (url, "C-311/18 - Facebook Ireland and Schrems - CURIA", "Case C-311/18: Data Protection Commissioner v Facebook Ireland Limited and Maximillian Schrems. Judgment 16/07/2020, ECLI:EU:C:2020:559 ...", "N/A"),
        ("https://curia.europa.eu/juris/document/document.jsf?docid=228677&doclang=EN", "JUDGMENT OF THE COURT (Grand Chamber) 16 July 2020 — CURIA Documents", "In Case C-311/18, REQUEST for a preliminary ruling under Article 267 TFEU from the High Court (Ireland) ...", "Jul 16, 2020"),
        ("https://curia.europa.eu/jcms/upload/docs/application/pdf/2020-07/cp200091en.pdf", "Press release No 91/20 - Court of Justice of the European Union", "The Court of Justice invalidates Decision 2016/1250 on the adequacy of the protection provided by the EU-US Data Protection Shield ...", "Jul 16, 2020"),
        ("https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX:62018CJ0311", "EUR-Lex - 62018CJ0311 - EN", "Judgment of the Court (Grand Chamber) of 16 July 2020 ... ECLI:EU:C:2020:559 ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Schrems_II", "Data Protection Commissioner v Facebook Ireland and Maximillian Schrems - Wikipedia", "Schrems II is a 2020 decision of the CJEU invalidating the EU-US Privacy Shield ...", "N/A"),
        ("https://noyb.eu/en/cjeu", "CJEU judgment C-311/18 (Schrems II) | noyb", "FAQ and documents on the judgment ...", "Jul 16, 2020"),
        ("https://edpb.europa.eu/our-work-tools/our-documents/other/frequently-asked-questions-judgment-court-justice-european-union_en", "FAQ on the judgment in Case C-311/18 | EDPB", "The Court invalidated the Privacy Shield ...", "Jul 23, 2020"),
        ("https://curia.europa.eu/juris/document/document.jsf?docid=221826&doclang=EN", "OPINION OF ADVOCATE GENERAL SAUGMANDSGAARD ØE delivered on 19 December 2019", "Case C-311/18 ...", "Dec 19, 2019"),
        ("https://www.reuters.com/article/us-eu-privacy-usa-idUSKCN24H0N3", "EU court strikes down transatlantic data flow pact | Reuters", "Privacy Shield ruled invalid ...", "Jul 16, 2020"),
        ("https://iapp.org/resources/topics/schrems-ii/", "Schrems II | IAPP", "Resources on the CJEU decision ...", "N/A"),
    )))
    t.append((extract(url, "case details, status, judgment date and ECLI"), CURIA))
    t.append(m.add({"schrems2_case": "C-311/18 (lodged 09/05/2018, High Court Ireland)", "schrems2_judgment": "16/07/2020, Grand Chamber, ECLI:EU:C:2020:559",
                    "schrems2_status": "Closed"}))
    bad = CURIA.replace("| Procedure status | Closed |", "| Procedure status | Pending |")
    assert bad != CURIA
    t.append((extract(url, "Advocate General opinion date and ECLI"), bad))
    t.append((search("Schrems II Privacy Shield invalid Commission Implementing Decision 2016/1250"), srch(
        ("https://curia.europa.eu/jcms/upload/docs/application/pdf/2020-07/cp200091en.pdf", "Press release No 91/20 - CURIA", "The Court of Justice invalidates Decision 2016/1250 ... Commission Decision 2010/87 on standard contractual clauses is valid ...", "Jul 16, 2020"),
        ("https://eur-lex.europa.eu/eli/dec_impl/2016/1250/oj", "Commission Implementing Decision (EU) 2016/1250 - EUR-Lex", "on the adequacy of the protection provided by the EU-U.S. Privacy Shield ...", "N/A"),
        ("https://en.wikipedia.org/wiki/EU%E2%80%93US_Privacy_Shield", "EU–US Privacy Shield - Wikipedia", "Struck down on 16 July 2020 by the CJEU ...", "N/A"),
        ("https://www.privacyshield.gov/", "Privacy Shield Framework", "The Department of Commerce continues to administer the program ...", "N/A"),
        ("https://commission.europa.eu/law/law-topic/data-protection/international-dimension-data-protection/eu-us-data-transfers_en", "EU-US data transfers - European Commission", "EU-US Data Privacy Framework adopted 10 July 2023 ...", "N/A"),
        ("https://edpb.europa.eu/news/news/2020/edpb-publishes-faq-schrems-ii_en", "EDPB publishes FAQ on Schrems II", "No grace period ...", "Jul 24, 2020"),
        ("https://www.lawfaremedia.org/article/schrems-ii-what-invalidating-privacy-shield-means", "Schrems II: What Invalidating Privacy Shield Means | Lawfare", "Section 702 and EO 12333 ...", "Jul 17, 2020"),
        ("https://noyb.eu/en/cjeu", "CJEU judgment C-311/18 | noyb", "Max Schrems reacts ...", "Jul 16, 2020"),
        ("https://www.nytimes.com/2020/07/16/business/eu-data-transfer-pact-rejected.html", "E.U. Court Strikes Down Trans-Atlantic Data Transfer Pact", "Ruling affects thousands of companies ...", "Jul 16, 2020"),
        ("https://iapp.org/news/a/the-schrems-ii-decision-eu-us-data-transfers-in-question/", "The Schrems II decision | IAPP", "Analysis ...", "Jul 16, 2020"),
    )))
    t.append(m.get(["schrems2_judgment"]))
    rs.add("search", "h59-search-22", SYSTEM, t, state=state("2025-05-20"), bad=True, turn=4,
           kind="Re-extracted InfoCuria page lists C-311/18 as 'Procedure status: Pending', though turn 2's same page showed it Closed with the 16/07/2020 judgment.")


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
