# ruff: noqa: E501
"""Held-out set h65, domain ``search``: 22 deep-research trajectories on economics, law and politics.

Tools: web_search (ranked results), web_extractor (a page as Markdown for a goal) and dict_memory (a
key-value scratchpad). Eleven trajectories hold exactly one contradiction (an observation that conflicts
with what an earlier one established, with no action in between that could change it); eleven are clean
but full of legitimate changes (memory updates and removals, revised statistical vintages, flash vs
final estimates, decision vs effective dates, live quotes moving forward, different sources measuring
different things).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import RowSet, extract, memory, results, search

TOOLS = [
    {"name": "web_search", "description": "Run one or more web search queries; returns ranked results (URL, title, snippet, date) for each query.",
     "parameters": {"type": "object", "properties": {"queries": {"type": "array", "items": {"type": "string"}, "description": "List of search queries."}}, "required": ["queries"]}},
    {"name": "web_extractor", "description": "Fetch a web page and return its main content as Markdown, focused on the given goal.",
     "parameters": {"type": "object", "properties": {"url": {"type": "string"}, "goal": {"type": "string", "description": "What information to look for on the page."}}, "required": ["url", "goal"]}},
    {"name": "dict_memory", "description": "Persistent key-value scratchpad. Operations: add, update, retrieve, retrieve_all, remove, remove_all.",
     "parameters": {"type": "object", "properties": {"operation": {"type": "string", "enum": ["add", "update", "retrieve", "retrieve_all", "remove", "remove_all"]},
                                                     "dict": {"type": "object", "description": "Key-value pairs for add/update."},
                                                     "key_list": {"type": "array", "items": {"type": "string"}, "description": "Keys for retrieve/remove."}},
                    "required": ["operation"]}},
]

SYSTEM = """# Role and Objective

You are a **Search World Model**, a precise web search and information retrieval environment simulator. Simulate the execution of search and memory tool calls (web_search, web_extractor, dict_memory) and generate the exact response a real execution environment would return. Factual accuracy comes first; keep query relevance across the interaction sequence.

## Context Awareness

Track and maintain across turns: discovered facts, URLs seen in results (they may be extracted later), every key-value pair stored in memory, and how the queries evolve. The initial state is usually empty: no search history and no memory entries.

| Tool | State Transition Behavior |
|------|--------------------------|
| `web_search` | Adds search results to context; provides URLs and snippets for further exploration |
| `web_extractor` | Retrieves full webpage content; adds extracted information to context |
| `dict_memory` | Modifies persistent memory state (add/update/retrieve/remove operations) |

# Tool Execution

### web_search
Output, inside a code block, 10 results per query numbered `[1]`, `[2]`, ...:

```
[1] https://example.com/page
Title: Page Title
Snippet: Brief description of the content...
Date: Jan 1, 2024
```

Use `N/A` as the date for undated pages (Wikipedia, reference pages) and realistic dates for news. URLs must match the topic; mix official sites, Wikipedia, news outlets and data portals. Snippets tease the facts without fully answering.

### web_extractor
Return the page's main content as Markdown: headers with `#`, tables with `|`, lists with `-` or `1.`, minimal boilerplate. Content MUST align with prior search snippets for the same URL. Government and statistical pages carry structured tables, release dates and contact details; news pages carry author, date and headline.

### dict_memory
| Operation | Input | Output |
|-----------|-------|--------|
| `add` | `{"dict": {...}}` | `Successfully added items of [keys] to memory.` |
| `update` | `{"dict": {...}}` | `Successfully updated items of [keys] in memory.` |
| `retrieve` | `{"key_list": [...]}` | Retrieved key-value pairs as JSON, or `Key not found: <key>` |
| `retrieve_all` | (none) | All stored key-value pairs as JSON |
| `remove` | `{"key_list": [...]}` | `Successfully removed items of [keys] from memory.` |
| `remove_all` | (none) | `Successfully cleared all memory.` |

For retrieve operations return exactly the data previously stored. Memory persists across all turns until explicitly removed.

# Key Principles

Format: follow the output formats above strictly. Factuality: real-world knowledge, never fabricated entities or statistics. Consistency: strict coherence with the historical context, the memory state and prior snippets. Realism: realistic ranking, source diversity and page structure.

# Input Definitions & Action Space

""" + json.dumps(TOOLS, indent=1)


def state(ts: str) -> str:
    return f"Research session started {ts}. Search history: none. Memory store: empty (0 keys)."


def serp(*items: tuple[str, str, str, str]) -> str:
    return "```\n" + results(*items) + "\n```"


def shown(d: dict[str, Any]) -> str:
    return json.dumps(d, indent=2, ensure_ascii=False)


class Mem:
    """Tracks the dict_memory store so that every read-back follows from the writes before it."""

    def __init__(self) -> None:
        self.d: dict[str, Any] = {}

    def add(self, d: dict[str, Any]) -> tuple[str, str]:
        assert not set(d) & set(self.d), d
        self.d.update(d)
        return memory("add", dict=d), f"Successfully added items of {list(d)} to memory."

    def update(self, d: dict[str, Any]) -> tuple[str, str]:
        assert set(d) <= set(self.d), d
        self.d.update(d)
        return memory("update", dict=d), f"Successfully updated items of {list(d)} in memory."

    def remove(self, keys: list[str]) -> tuple[str, str]:
        for k in keys:
            del self.d[k]
        return memory("remove", key_list=keys), f"Successfully removed items of {keys} from memory."

    def get(self, keys: list[str]) -> tuple[str, str]:
        found = {k: self.d[k] for k in keys if k in self.d}
        missing = [k for k in keys if k not in self.d]
        obs = shown(found) if found else ""
        for k in missing:
            obs += ("\n" if obs else "") + f"Key not found: {k}"
        return memory("retrieve", key_list=keys), obs

    def all(self) -> tuple[str, str]:
        return memory("retrieve_all"), shown(self.d)


def swap(turn: tuple[str, str], old: str, new: str) -> tuple[str, str]:
    """The same observation with one detail changed (the planted contradiction)."""
    action, obs = turn
    assert obs.count(old) == 1, old
    return action, obs.replace(old, new)


# ---------------------------------------------------------------- 01 Federal Reserve (clean)
def t01(rs: RowSet) -> None:
    m = Mem()
    turns = [
        (search("FOMC federal funds rate decisions 2024 dates target range"), serp(
            ("https://www.federalreserve.gov/monetarypolicy/openmarket.htm", "The Fed - Open Market Operations",
             "Federal funds target rate changes: 2024 — December 19: decrease 25 basis points, level 4.25-4.50; November 8: decrease 25, level 4.50-4.75; September 19: decrease 50, level 4.75-5.00 ...", "N/A"),
            ("https://www.federalreserve.gov/monetarypolicy/fomccalendars.htm", "The Fed - Meeting calendars and information",
             "2024 FOMC Meetings: January 30-31, March 19-20*, April 30-May 1, June 11-12*, July 30-31, September 17-18*, November 6-7, December 17-18*. * Meeting associated with a Summary of Economic Projections.", "N/A"),
            ("https://www.federalreserve.gov/newsevents/pressreleases/monetary20241218a.htm", "Federal Reserve issues FOMC statement",
             "In support of its goals, the Committee decided to lower the target range for the federal funds rate by 1/4 percentage point to 4-1/4 to 4-1/2 percent.", "Dec 18, 2024"),
            ("https://www.reuters.com/markets/us/fed-cuts-rates-signals-slower-pace-easing-2024-12-18/", "Fed cuts rates, signals slower pace of easing ahead - Reuters",
             "The Federal Reserve cut interest rates by a quarter of a percentage point on Wednesday, but signaled it would slow the pace of further reductions...", "Dec 18, 2024"),
            ("https://en.wikipedia.org/wiki/Federal_funds_rate", "Federal funds rate - Wikipedia",
             "In the United States, the federal funds rate is the interest rate at which depository institutions (banks and credit unions) lend reserve balances to other depository institutions overnight...", "N/A"),
            ("https://www.cnbc.com/2024/09/18/fed-cuts-rates-september-2024-.html", "Fed cuts interest rates by half a percentage point - CNBC",
             "The Federal Reserve on Wednesday enacted its first interest rate cut since the early days of the Covid pandemic, slicing half a percentage point off benchmark rates...", "Sep 18, 2024"),
            ("https://fred.stlouisfed.org/series/DFEDTARU", "Federal Funds Target Range - Upper Limit (DFEDTARU) | FRED",
             "Observation: 2025-01-29: 4.50 Percent, Daily, Not Seasonally Adjusted. Updated: Jan 29, 2025.", "N/A"),
            ("https://www.bankrate.com/banking/federal-reserve/fed-interest-rate-decisions/", "Fed rate decisions: A history of Federal Reserve rate changes | Bankrate",
             "The Fed lowered rates three times in 2024 — by half a point in September and by a quarter point each in November and December — for a full percentage point of cuts.", "Jan 29, 2025"),
            ("https://www.nytimes.com/2024/11/07/business/economy/fed-rate-cut.html", "Fed Cuts Rates by a Quarter Point - The New York Times",
             "Federal Reserve officials lowered interest rates by a quarter point on Thursday, to a range of 4.5 to 4.75 percent...", "Nov 7, 2024"),
            ("https://www.forbes.com/advisor/investing/fed-funds-rate-history/", "Fed Funds Rate History: Its Highs, Lows and Chaotic Times - Forbes Advisor",
             "The federal funds rate peaked at 5.25% to 5.50% in July 2023 and stayed there for more than a year before the first cut in September 2024.", "Dec 19, 2024"),
        )),
        (extract("https://www.federalreserve.gov/monetarypolicy/openmarket.htm", "list of 2022-2024 changes in the federal funds target range with dates and levels"), """# Open Market Operations

The FOMC sets a target range for the federal funds rate. The dates below are the dates on which changes in the target range took effect; a change announced at the end of an FOMC meeting takes effect the following day.

## Federal funds rate target range

### 2024

| Date | Increase | Decrease | Level (%) |
| --- | --- | --- | --- |
| December 19 | 0 | 25 | 4.25-4.50 |
| November 8 | 0 | 25 | 4.50-4.75 |
| September 19 | 0 | 50 | 4.75-5.00 |

### 2023

| Date | Increase | Decrease | Level (%) |
| --- | --- | --- | --- |
| July 27 | 25 | 0 | 5.25-5.50 |
| May 4 | 25 | 0 | 5.00-5.25 |
| March 23 | 25 | 0 | 4.75-5.00 |
| February 2 | 25 | 0 | 4.50-4.75 |

### 2022

| Date | Increase | Decrease | Level (%) |
| --- | --- | --- | --- |
| December 15 | 50 | 0 | 4.25-4.50 |
| November 3 | 75 | 0 | 3.75-4.00 |
| September 22 | 75 | 0 | 3.00-3.25 |
| July 28 | 75 | 0 | 2.25-2.50 |
| June 16 | 75 | 0 | 1.50-1.75 |
| May 5 | 50 | 0 | 0.75-1.00 |
| March 17 | 25 | 0 | 0.25-0.50 |

## Related information

- Policy Tools: Interest on Reserve Balances, Overnight Reverse Repurchase Agreements, Discount Window
- Implementation Notes are issued with each FOMC statement and give the effective dates of the administered rates.

Last Update: December 18, 2024"""),
        m.add({"fomc_2024_cuts": "Sep 18 (-50bp -> 4.75-5.00), Nov 7 (-25bp -> 4.50-4.75), Dec 18 (-25bp -> 4.25-4.50); decision dates, each effective the next day",
               "ffr_target_latest": "4.25-4.50% (effective 2024-12-19)"}),
        (extract("https://www.federalreserve.gov/newsevents/pressreleases/monetary20241218a.htm", "vote, dissents and administered rates (IORB, ON RRP, primary credit)"), """# Federal Reserve issues FOMC statement

December 18, 2024

For release at 2:00 p.m. EST

Recent indicators suggest that economic activity has continued to expand at a solid pace. Since earlier in the year, labor market conditions have generally eased, and the unemployment rate has moved up but remains low. Inflation has made progress toward the Committee's 2 percent objective but remains somewhat elevated.

The Committee seeks to achieve maximum employment and inflation at the rate of 2 percent over the longer run. The Committee judges that the risks to achieving its employment and inflation goals are roughly in balance. The economic outlook is uncertain, and the Committee is attentive to the risks to both sides of its dual mandate.

In support of its goals, the Committee decided to lower the target range for the federal funds rate by 1/4 percentage point to 4-1/4 to 4-1/2 percent. In considering the extent and timing of additional adjustments to the target range for the federal funds rate, the Committee will carefully assess incoming data, the evolving outlook, and the balance of risks. The Committee will continue reducing its holdings of Treasury securities and agency debt and agency mortgage-backed securities.

Voting for the monetary policy action were Jerome H. Powell, Chair; John C. Williams, Vice Chair; Thomas I. Barkin; Michael S. Barr; Raphael W. Bostic; Michelle W. Bowman; Lisa D. Cook; Mary C. Daly; Philip N. Jefferson; Adriana D. Kugler; and Christopher J. Waller. Voting against the action was Beth M. Hammack, who preferred to maintain the target range for the federal funds rate at 4-1/2 to 4-3/4 percent.

## Implementation Note issued December 18, 2024

Decisions Regarding Monetary Policy Implementation

- The Board of Governors voted unanimously to lower the interest rate paid on reserve balances to 4.4 percent, effective December 19, 2024.
- The Committee directs the Desk to undertake open market operations as necessary to maintain the federal funds rate in a target range of 4-1/4 to 4-1/2 percent, effective December 19, 2024.
- Conduct overnight reverse repurchase operations at an offering rate of 4.25 percent, with a per-counterparty limit of $160 billion per day.
- In a related action, the Board of Governors approved a 1/4 percentage point decrease in the primary credit rate to 4.5 percent, effective December 19, 2024.

For media inquiries, please email media@frb.gov or call 202-452-2955."""),
        (search("FOMC January 29 2025 decision federal funds rate held"), serp(
            ("https://www.federalreserve.gov/newsevents/pressreleases/monetary20250129a.htm", "Federal Reserve issues FOMC statement",
             "In support of its goals, the Committee decided to maintain the target range for the federal funds rate at 4-1/4 to 4-1/2 percent.", "Jan 29, 2025"),
            ("https://www.cnbc.com/2025/01/29/fed-rate-decision-january-2025.html", "Fed holds rates steady, gives no indication of when the next cut will come - CNBC",
             "The Federal Reserve on Wednesday held interest rates steady, halting a string of three consecutive cuts...", "Jan 29, 2025"),
            ("https://www.reuters.com/markets/us/fed-holds-rates-steady-2025-01-29/", "Fed holds rates steady, says inflation 'somewhat elevated' - Reuters",
             "The Fed kept its benchmark overnight interest rate in the 4.25%-4.50% range, where it has been since December...", "Jan 29, 2025"),
            ("https://www.federalreserve.gov/monetarypolicy/fomccalendars.htm", "The Fed - Meeting calendars and information",
             "2025 FOMC Meetings: January 28-29, March 18-19*, May 6-7, June 17-18*, July 29-30, September 16-17*, October 28-29, December 9-10*.", "N/A"),
            ("https://www.federalreserve.gov/newsevents/pressreleases/monetary20250129a1.htm", "Implementation Note issued January 29, 2025",
             "The Board of Governors voted unanimously to maintain the interest rate paid on reserve balances at 4.4 percent, effective January 30, 2025.", "Jan 29, 2025"),
            ("https://www.nytimes.com/2025/01/29/business/economy/fed-interest-rates.html", "Fed Leaves Interest Rates Unchanged - The New York Times",
             "Federal Reserve officials left interest rates unchanged on Wednesday and signaled that they were in no hurry to cut them again...", "Jan 29, 2025"),
            ("https://www.wsj.com/economy/central-banking/fed-holds-rates-steady-january-2025", "Fed Holds Rates Steady - WSJ",
             "The vote was unanimous, with officials keeping the federal-funds rate in a range between 4.25% and 4.5%.", "Jan 29, 2025"),
            ("https://www.bloomberg.com/news/articles/2025-01-29/fed-holds-rates", "Fed Holds Rates Steady, Says Inflation Remains Elevated - Bloomberg",
             "Federal Reserve officials left interest rates unchanged and removed language saying inflation has made progress toward their 2% goal.", "Jan 29, 2025"),
            ("https://www.investopedia.com/fed-meeting-january-2025-11667213", "Fed Meeting Recap: Rates Stay Put - Investopedia",
             "The central bank's rate-setting committee held the fed funds rate at 4.25% to 4.50%, the level since its December meeting.", "Jan 30, 2025"),
            ("https://apnews.com/article/federal-reserve-interest-rates-inflation-january-2025", "Fed leaves rates unchanged - AP News",
             "The Fed's key rate stays at about 4.3% after three cuts last year...", "Jan 29, 2025"),
        )),
        m.update({"ffr_target_latest": "4.25-4.50% (held at Jan 28-29, 2025 meeting; unchanged since 2024-12-19)"}),
        m.add({"iorb_latest": "4.40% (set effective 2024-12-19; maintained effective 2025-01-30)"}),
        m.all(),
    ]
    rs.add("search", "h65-search-01", SYSTEM, turns, state=state("2025-01-30 09:12 UTC"))


# ---------------------------------------------------------------- 02 Sveriges Riksbank (bad: stored value read back changed)
def t02(rs: RowSet) -> None:
    m = Mem()
    pr = "https://www.riksbank.se/en-gb/press-and-published/notices-and-press-releases/press-releases/"
    turns = [
        (search("Riksbank policy rate decisions 2024 cuts"), serp(
            ("https://www.riksbank.se/en-gb/statistics/interest-rates-and-exchange-rates/policy-rate-deposit-and-lending-rate/", "Policy rate, deposit and lending rate | Sveriges Riksbank",
             "The policy rate is 2.25 per cent from 5 February 2025. The deposit rate is 2.15 per cent and the lending rate 2.35 per cent.", "N/A"),
            (pr + "2025/riksbank-cuts-policy-rate-to-2.25-per-cent/", "Riksbank cuts policy rate to 2.25 per cent | Sveriges Riksbank",
             "The Executive Board of the Riksbank has decided to cut the policy rate by 0.25 percentage points to 2.25 per cent.", "Jan 29, 2025"),
            (pr + "2024/riksbank-cuts-policy-rate-to-2.5-per-cent/", "Riksbank cuts policy rate to 2.5 per cent | Sveriges Riksbank",
             "The Executive Board has decided to cut the policy rate by 0.25 percentage points to 2.5 per cent...", "Dec 19, 2024"),
            (pr + "2024/riksbank-cuts-policy-rate-to-2.75-per-cent/", "Riksbank cuts policy rate to 2.75 per cent | Sveriges Riksbank",
             "The Executive Board has decided to cut the policy rate by 0.5 percentage points to 2.75 per cent. The policy rate may also be cut in December and during the first half of 2025.", "Nov 7, 2024"),
            ("https://www.reuters.com/markets/europe/swedens-central-bank-cuts-rates-by-50-basis-points-2024-11-07/", "Sweden's central bank cuts rates by 50 basis points - Reuters",
             "Sweden's central bank cut its key interest rate by half a percentage point to 2.75% on Thursday, as expected...", "Nov 7, 2024"),
            ("https://en.wikipedia.org/wiki/Sveriges_Riksbank", "Sveriges Riksbank - Wikipedia",
             "Sveriges Riksbank, or simply the Riksbank, is the central bank of Sweden. It is the world's oldest central bank and the fourth oldest bank in operation...", "N/A"),
            (pr + "2024/riksbank-cuts-policy-rate-to-3.75-per-cent/", "Riksbank cuts policy rate to 3.75 per cent | Sveriges Riksbank",
             "The Executive Board has decided to cut the policy rate by 0.25 percentage points to 3.75 per cent. The new policy rate will apply from 15 May 2024.", "May 8, 2024"),
            ("https://www.bloomberg.com/news/articles/2024-08-20/riksbank-cuts-rates", "Riksbank Cuts Key Rate to 3.5%, Signals Faster Easing - Bloomberg",
             "Sweden's central bank lowered borrowing costs for a second time this year and signaled that it may speed up easing...", "Aug 20, 2024"),
            ("https://tradingeconomics.com/sweden/interest-rate", "Sweden Interest Rate - Trading Economics",
             "The Riksbank lowered its policy rate by 25bps to 2.25% in January 2025, marking the sixth cut since May 2024...", "Jan 29, 2025"),
            (pr + "2024/riksbank-cuts-policy-rate-to-3.25-per-cent/", "Riksbank cuts policy rate to 3.25 per cent | Sveriges Riksbank",
             "The Executive Board has decided to cut the policy rate by 0.25 percentage points to 3.25 per cent...", "Sep 25, 2024"),
        )),
        (extract("https://www.riksbank.se/en-gb/statistics/interest-rates-and-exchange-rates/policy-rate-deposit-and-lending-rate/", "history of policy rate decisions 2022-2025"), """# Policy rate, deposit and lending rate

The policy rate is 2.25 per cent from 5 February 2025. The deposit rate is 2.15 per cent and the lending rate 2.35 per cent.

The policy rate is the interest rate the banks receive when they deposit money in the Riksbank for one week. The deposit rate is the policy rate minus 0.10 percentage points and the lending rate is the policy rate plus 0.10 percentage points.

## Policy rate decisions

| Date of announcement | Policy rate, per cent | Change, percentage points |
| --- | --- | --- |
| 2025-01-29 | 2.25 | -0.25 |
| 2024-12-19 | 2.50 | -0.25 |
| 2024-11-07 | 2.75 | -0.50 |
| 2024-09-25 | 3.25 | -0.25 |
| 2024-08-20 | 3.50 | -0.25 |
| 2024-05-08 | 3.75 | -0.25 |
| 2023-09-21 | 4.00 | +0.25 |
| 2023-06-29 | 3.75 | +0.25 |
| 2023-04-26 | 3.50 | +0.50 |
| 2023-02-09 | 3.00 | +0.50 |
| 2022-11-24 | 2.50 | +0.75 |
| 2022-09-20 | 1.75 | +1.00 |
| 2022-06-30 | 0.75 | +0.50 |
| 2022-04-28 | 0.25 | +0.25 |

Decisions unchanged at meetings not listed (e.g. 2023-11-23, 2024-02-01, 2024-03-27, 2024-06-27) kept the rate at its previous level.

## Download

- Policy rate, deposit and lending rate, XLSX (updated 2025-01-29)
- Series ID SECBREPOEFF in the Riksbank's interest-rate database

Contact: Statistics Department, statistik@riksbank.se"""),
        m.add({"riksbank_cuts_2024": "2024-05-08: 3.75% (-0.25); 2024-08-20: 3.50% (-0.25); 2024-09-25: 3.25% (-0.25); 2024-11-07: 2.75% (-0.50); 2024-12-19: 2.50% (-0.25)",
               "riksbank_peak": "4.00% (announced 2023-09-21, held until the May 2024 cut)"}),
        (extract(pr + "2024/riksbank-cuts-policy-rate-to-2.75-per-cent/", "size of cut, effective date, forward guidance"), """# Riksbank cuts policy rate to 2.75 per cent

Press release, 7 November 2024, Monetary policy

**Inflation is close to the target and inflation prospects look good. At the same time, economic activity is weak. To support economic activity and stabilise inflation at the target, the Executive Board has decided to cut the policy rate by 0.5 percentage points to 2.75 per cent. The policy rate may also be cut in December and during the first half of 2025, in line with what was communicated in September.**

The new policy rate will apply from 13 November 2024.

## Inflation and the economy

CPIF inflation has been close to the target of 2 per cent since the spring and measures of underlying inflation have fallen further. Price increases for goods and services have slowed markedly and companies' price plans and inflation expectations are compatible with the inflation target. The krona has weakened somewhat since the last monetary policy meeting, but the Executive Board judges that the effect on inflation is limited.

Economic activity in Sweden remains weak. Household consumption has not yet picked up and the labour market is still weakening. Unemployment is expected to peak during the coming year.

## Members of the Executive Board

| Name | Position |
| --- | --- |
| Erik Thedéen | Governor |
| Anna Breman | First Deputy Governor |
| Per Jansson | Deputy Governor |
| Aino Bunge | Deputy Governor |
| Anna Seim | Deputy Governor |

A minute of the monetary policy discussion will be published on 18 November 2024 at 09:30.

Press contact: Press office, +46 8 787 02 00, press@riksbank.se"""),
        m.add({"riksbank_nov2024_effective": "2024-11-13",
               "riksbank_guidance_nov2024": "further cut possible in December 2024 and during H1 2025"}),
        (search("Riksbank January 2025 policy rate 2.25 CPIF inflation"), serp(
            (pr + "2025/riksbank-cuts-policy-rate-to-2.25-per-cent/", "Riksbank cuts policy rate to 2.25 per cent | Sveriges Riksbank",
             "The Executive Board has decided to cut the policy rate by 0.25 percentage points to 2.25 per cent. The new policy rate will apply from 5 February 2025.", "Jan 29, 2025"),
            ("https://www.reuters.com/markets/europe/swedish-central-bank-cuts-rates-2025-01-29/", "Swedish central bank cuts rates, signals end to easing - Reuters",
             "Sweden's central bank cut its key interest rate by 25 basis points to 2.25% on Wednesday and signalled it was probably done with easing for now...", "Jan 29, 2025"),
            ("https://www.scb.se/en/finding-statistics/statistics-by-subject-area/prices-and-consumption/consumer-price-index/", "Consumer Price Index (CPI) - Statistics Sweden",
             "The CPIF inflation rate was 1.5 percent in December 2024. The CPI inflation rate was 0.8 percent. See table for monthly rates.", "Jan 14, 2025"),
            ("https://www.riksbank.se/en-gb/monetary-policy/monetary-policy-report/2025/monetary-policy-report-january-2025/", "Monetary Policy Report, January 2025 | Sveriges Riksbank",
             "The policy rate forecast indicates that the rate will remain at 2.25 per cent in the coming years...", "Jan 29, 2025"),
            ("https://www.bloomberg.com/news/articles/2025-01-29/riksbank-cuts", "Riksbank Cuts Rate and Signals Pause - Bloomberg",
             "Sweden's central bank delivered its sixth rate cut since last May and indicated it's likely to pause.", "Jan 29, 2025"),
            ("https://www.ft.com/content/riksbank-rate-cut-january-2025", "Sweden's Riksbank lowers rates to 2.25% - Financial Times",
             "The Riksbank has now cut its policy rate by 1.75 percentage points from its peak of 4 per cent.", "Jan 29, 2025"),
            ("https://tradingeconomics.com/sweden/inflation-cpi", "Sweden Inflation Rate - Trading Economics",
             "The annual inflation rate in Sweden, measured by CPIF, eased in December 2024...", "Jan 14, 2025"),
            ("https://www.nordea.com/en/news/riksbank-january-2025-comment", "Riksbank comment: cut and pause - Nordea",
             "As expected the Riksbank cut the policy rate to 2.25% and signalled a pause...", "Jan 29, 2025"),
            ("https://www.seb.se/en/research/riksbank-january-2025", "Riksbank delivers final cut - SEB",
             "We expect the policy rate to stay at 2.25% through 2025...", "Jan 29, 2025"),
            ("https://www.thelocal.se/20250129/riksbank-interest-rate-cut", "Sweden's central bank cuts interest rate to 2.25 percent - The Local",
             "Mortgage holders in Sweden can expect lower costs after the Riksbank lowered its key rate again on Wednesday.", "Jan 29, 2025"),
        )),
        swap(m.get(["riksbank_cuts_2024", "riksbank_peak"]), "2024-08-20: 3.50%", "2024-08-21: 3.50%"),
        m.add({"riksbank_latest": "2.25% from 2025-02-05 (announced 2025-01-29; deposit 2.15%, lending 2.35%)"}),
        m.get(["riksbank_latest", "riksbank_nov2024_effective"]),
    ]
    rs.add("search", "h65-search-02", SYSTEM, turns, state=state("2025-02-03 08:40 CET"), bad=True, turn=7,
           kind="memory read-back gives the August 2024 cut as 2024-08-21, but it was stored (from the Riksbank table) as 2024-08-20")


# ---------------------------------------------------------------- 03 BLS CPI (bad: extracted page differs from its own snippet)
def t03(rs: RowSet) -> None:
    m = Mem()
    nr = "https://www.bls.gov/news.release/cpi.nr0.htm"
    turns = [
        (search("BLS CPI May 2024 news release all items 12 months"), serp(
            (nr, "Consumer Price Index News Release - 2024 M05 Results",
             "The Consumer Price Index for All Urban Consumers (CPI-U) was unchanged in May on a seasonally adjusted basis, after rising 0.3 percent in April, the U.S. Bureau of Labor Statistics reported today.", "Jun 12, 2024"),
            ("https://www.bls.gov/cpi/", "CPI Home : U.S. Bureau of Labor Statistics",
             "In May, the Consumer Price Index for All Urban Consumers was unchanged... Over the last 12 months, the all items index increased 3.3 percent before seasonal adjustment.", "N/A"),
            ("https://www.bls.gov/news.release/pdf/cpi.pdf", "CONSUMER PRICE INDEX - MAY 2024 (PDF)",
             "Transmission of material in this release is embargoed until 8:30 a.m. (ET) Wednesday, June 12, 2024. USDL-24-1153...", "Jun 12, 2024"),
            ("https://www.cnbc.com/2024/06/12/cpi-inflation-report-may-2024.html", "CPI inflation May 2024: Consumer prices flat for the month - CNBC",
             "The consumer price index was flat for the month while increasing 3.3% from a year ago, below the Dow Jones estimates for 0.1% and 3.4%...", "Jun 12, 2024"),
            ("https://www.reuters.com/markets/us/us-consumer-prices-unchanged-may-2024-06-12/", "US consumer prices unchanged in May - Reuters",
             "U.S. consumer prices were unchanged in May amid cheaper gasoline, but rents and other costs remained high...", "Jun 12, 2024"),
            ("https://fred.stlouisfed.org/series/CPIAUCSL", "Consumer Price Index for All Urban Consumers: All Items in U.S. City Average (CPIAUCSL) | FRED",
             "Index 1982-1984=100, Monthly, Seasonally Adjusted. Updated: Jun 12, 2024.", "N/A"),
            ("https://www.bls.gov/schedule/news_release/cpi.htm", "Schedule of Releases for the Consumer Price Index",
             "June 2024 — Jul. 11, 2024, 08:30 AM. July 2024 — Aug. 14, 2024, 08:30 AM...", "N/A"),
            ("https://www.usinflationcalculator.com/inflation/current-inflation-rates/", "Current US Inflation Rates: 2000-2024",
             "The annual inflation rate for the United States was 3.3% for the 12 months ended May, according to U.S. Labor Department data published June 12, 2024.", "Jun 12, 2024"),
            ("https://www.nytimes.com/2024/06/12/business/economy/cpi-inflation-may.html", "Inflation Cooled in May - The New York Times",
             "Consumer prices climbed 3.3 percent in May from a year earlier, a more modest increase than expected...", "Jun 12, 2024"),
            ("https://www.bls.gov/charts/consumer-price-index/consumer-price-index-by-category-line-chart.htm", "12-month percentage change, Consumer Price Index, selected categories",
             "Interactive chart of 12-month changes in the CPI for all items, food, energy and all items less food and energy.", "N/A"),
        )),
        m.add({"cpi_may2024_yoy": "3.3% (all items, NSA, 12 months ending May 2024)",
               "cpi_may2024_mom": "0.0% SA (unchanged; April 2024 was +0.3%)"}),
        (search("core CPI May 2024 3.4 percent shelter index"), serp(
            ("https://www.bls.gov/news.release/cpi.htm", "Consumer Price Index Summary - 2024 M05 Results",
             "The index for all items less food and energy rose 0.2 percent in May, after rising 0.3 percent in April.", "Jun 12, 2024"),
            ("https://www.cnbc.com/2024/06/12/core-cpi-may-2024.html", "Core inflation rose 0.2% in May, the smallest gain since 2021 - CNBC",
             "Excluding volatile food and energy prices, core CPI increased 0.2% on the month and 3.4% from a year ago...", "Jun 12, 2024"),
            ("https://www.bls.gov/cpi/factsheets/owners-equivalent-rent-and-rent.htm", "How the CPI measures price change of Owners' equivalent rent and Rent of primary residence",
             "Shelter is the largest component of the CPI, accounting for roughly a third of the all items index...", "N/A"),
            ("https://www.wsj.com/economy/inflation-cpi-report-may-2024", "Inflation Eases More Than Expected in May - WSJ",
             "Shelter costs, which had been a persistent source of inflation, rose 0.4% in May...", "Jun 12, 2024"),
            ("https://www.bloomberg.com/news/articles/2024-06-12/us-core-inflation-cools", "US Core Inflation Cools by More Than Forecast - Bloomberg",
             "The core CPI rose 0.2% from April, the smallest advance since August 2021.", "Jun 12, 2024"),
            ("https://www.axios.com/2024/06/12/cpi-inflation-may-2024", "Inflation cools sharply in May - Axios",
             "Core prices rose 3.4% over the past year, the slowest pace since April 2021.", "Jun 12, 2024"),
            ("https://fred.stlouisfed.org/series/CPILFESL", "Consumer Price Index for All Urban Consumers: All Items Less Food and Energy (CPILFESL) | FRED",
             "Index 1982-1984=100, Monthly, Seasonally Adjusted. Updated: Jun 12, 2024.", "N/A"),
            ("https://www.bls.gov/cpi/tables/supplemental-files/", "CPI Supplemental Files",
             "Detailed tables for the May 2024 CPI, including relative importance and seasonally adjusted indexes.", "Jun 12, 2024"),
            ("https://www.marketwatch.com/story/cpi-may-2024-shelter", "Rent inflation is slowing — slowly - MarketWatch",
             "The shelter index is up 5.4% from a year ago, the smallest increase since early 2022.", "Jun 12, 2024"),
            ("https://www.clevelandfed.org/indicators-and-data/median-cpi", "Median CPI | Federal Reserve Bank of Cleveland",
             "Median CPI and 16% trimmed-mean CPI, updated monthly on the day of the CPI release.", "Jun 12, 2024"),
        )),
        (extract(nr, "headline and core changes for May 2024, shelter, energy, food"), """# Consumer Price Index - May 2024

Transmission of material in this release is embargoed until 8:30 a.m. (ET) Wednesday, June 12, 2024. USDL-24-1153

The Consumer Price Index for All Urban Consumers (CPI-U) was unchanged in May on a seasonally adjusted basis, after rising 0.4 percent in April, the U.S. Bureau of Labor Statistics reported today. Over the last 12 months, the all items index increased 3.3 percent before seasonal adjustment.

The index for gasoline fell 3.6 percent in May, more than offsetting increases in other indexes and resulting in the all items index being unchanged over the month. The energy index fell 2.0 percent over the month. The food index increased 0.1 percent in May. The food at home index was unchanged, while the food away from home index rose 0.4 percent.

The index for all items less food and energy rose 0.2 percent in May, after rising 0.3 percent in April. The index for shelter rose 0.4 percent in May. Other indexes with increases last month include medical care, used cars and trucks, and education. The indexes for airline fares, new vehicles, communication, and motor vehicle insurance were among those that decreased over the month.

The all items index rose 3.3 percent for the 12 months ending May, a smaller increase than the 3.4-percent increase for the 12 months ending April. The all items less food and energy index rose 3.4 percent over the last 12 months. The energy index increased 3.7 percent for the 12 months ending May. The food index increased 2.1 percent over the last year.

## Table A. Percent changes in CPI for All Urban Consumers (CPI-U): U.S. city average

| Expenditure category | Seasonally adjusted change, Apr. 2024 - May 2024 | Unadjusted 12-mos. ended May 2024 |
| --- | --- | --- |
| All items | 0.0 | 3.3 |
| Food | 0.1 | 2.1 |
| Food at home | 0.0 | 1.0 |
| Food away from home | 0.4 | 4.0 |
| Energy | -2.0 | 3.7 |
| Gasoline (all types) | -3.6 | 2.2 |
| All items less food and energy | 0.2 | 3.4 |
| Used cars and trucks | 0.6 | -9.3 |
| Apparel | -0.3 | 0.9 |
| Shelter | 0.4 | 5.4 |
| Transportation services | -0.5 | 10.5 |
| Motor vehicle insurance | -0.1 | 20.3 |

## Next release

The June 2024 Consumer Price Index is scheduled to be released on Thursday, July 11, 2024, at 8:30 a.m. (ET).

CPI Information: (202) 691-7000 · cpi_info@bls.gov"""),
        m.add({"core_cpi_may2024": "+0.2% m/m SA; +3.4% y/y NSA",
               "shelter_may2024": "+0.4% m/m SA; +5.4% y/y NSA"}),
        (extract("https://www.bls.gov/schedule/news_release/cpi.htm", "release dates for the rest of 2024"), """# Schedule of Releases for the Consumer Price Index

| Reference Month | Release Date | Release Time |
| --- | --- | --- |
| January 2024 | Feb. 13, 2024 | 08:30 AM |
| February 2024 | Mar. 12, 2024 | 08:30 AM |
| March 2024 | Apr. 10, 2024 | 08:30 AM |
| April 2024 | May 15, 2024 | 08:30 AM |
| May 2024 | Jun. 12, 2024 | 08:30 AM |
| June 2024 | Jul. 11, 2024 | 08:30 AM |
| July 2024 | Aug. 14, 2024 | 08:30 AM |
| August 2024 | Sep. 11, 2024 | 08:30 AM |
| September 2024 | Oct. 10, 2024 | 08:30 AM |
| October 2024 | Nov. 13, 2024 | 08:30 AM |
| November 2024 | Dec. 11, 2024 | 08:30 AM |
| December 2024 | Jan. 15, 2025 | 08:30 AM |

Release dates are subject to change. Subscribe to receive e-mail notification of new releases.

Last Modified Date: December 8, 2023"""),
        m.all(),
    ]
    rs.add("search", "h65-search-03", SYSTEM, turns, state=state("2024-06-20 14:05 EDT"), bad=True, turn=4,
           kind="extracted BLS release says the CPI rose 0.4 percent in April, but its own search snippet (turn 1) said 0.3 percent")


# ---------------------------------------------------------------- 04 CourtListener dockets (clean)
def t04(rs: RowSet) -> None:
    m = Mem()
    dk = "https://www.courtlistener.com/docket/66421713/loper-bright-enterprises-v-raimondo/"
    turns = [
        (search("Loper Bright Enterprises v. Raimondo docket 22-451 CourtListener"), serp(
            (dk, "Loper Bright Enterprises v. Raimondo, 22-451 – CourtListener.com",
             "Docket for Loper Bright Enterprises v. Raimondo, 22-451 — Supreme Court of the United States. Lower court: D.C. Circuit, 21-5166. Date argued: Jan 17, 2024.", "N/A"),
            ("https://www.supremecourt.gov/search.aspx?filename=/docket/docketfiles/html/public/22-451.html", "Docket for 22-451 - Supreme Court of the United States",
             "Loper Bright Enterprises, et al., Petitioners v. Gina Raimondo, Secretary of Commerce, et al. Lower Ct: United States Court of Appeals for the District of Columbia Circuit. Case Numbers: (21-5166)", "N/A"),
            ("https://www.supremecourt.gov/opinions/23pdf/22-451_7m58.pdf", "Loper Bright Enterprises v. Raimondo (06/28/2024)",
             "Held: The Administrative Procedure Act requires courts to exercise their independent judgment in deciding whether an agency has acted within its statutory authority... Chevron is overruled.", "Jun 28, 2024"),
            ("https://en.wikipedia.org/wiki/Loper_Bright_Enterprises_v._Raimondo", "Loper Bright Enterprises v. Raimondo - Wikipedia",
             "Loper Bright Enterprises v. Raimondo, 603 U.S. 369 (2024), is a landmark decision of the United States Supreme Court that overruled the principle of Chevron deference...", "N/A"),
            ("https://www.oyez.org/cases/2023/22-451", "Loper Bright Enterprises v. Raimondo | Oyez",
             "Granted May 1, 2023. Argued Jan 17, 2024. Decided Jun 28, 2024.", "N/A"),
            ("https://www.scotusblog.com/case-files/cases/loper-bright-enterprises-v-raimondo/", "Loper Bright Enterprises v. Raimondo - SCOTUSblog",
             "Holding: The Administrative Procedure Act requires courts to exercise their independent judgment... Judgment: Vacated and remanded, 6-2, in an opinion by Chief Justice Roberts on June 28, 2024.", "Jun 28, 2024"),
            ("https://www.courtlistener.com/docket/67896552/relentless-inc-v-department-of-commerce/", "Relentless, Inc. v. Department of Commerce, 22-1219 – CourtListener.com",
             "Docket for Relentless, Inc. v. Department of Commerce, 22-1219 — Supreme Court of the United States. Lower court: First Circuit, 21-1886.", "N/A"),
            ("https://www.law.cornell.edu/supremecourt/text/22-451", "Loper Bright Enterprises v. Raimondo | Supreme Court | US Law | LII",
             "LOPER BRIGHT ENTERPRISES ET AL. v. RAIMONDO, SECRETARY OF COMMERCE, ET AL. certiorari to the united states court of appeals for the district of columbia circuit. No. 22–451. Argued January 17, 2024—Decided June 28, 2024.", "N/A"),
            ("https://www.reuters.com/legal/us-supreme-court-curbs-federal-agency-powers-2024-06-28/", "US Supreme Court curbs federal agency powers - Reuters",
             "The Supreme Court on Friday overturned a 40-year-old legal precedent that gave deference to federal agencies...", "Jun 28, 2024"),
            ("https://www.courtlistener.com/?q=%22Loper+Bright%22&type=r", "Search results for \"Loper Bright\" – RECAP Archive – CourtListener.com",
             "1,204 results. Loper Bright Enterprises, Inc. v. Raimondo, 1:20-cv-00466 (D.D.C.)...", "N/A"),
        )),
        (extract(dk, "docket header and first docket entries"), f"""# Loper Bright Enterprises v. Raimondo

Supreme Court of the United States

| Field | Value |
| --- | --- |
| Docket Number | 22-451 |
| Date Filed | Nov 10, 2022 |
| Date Argued | Jan 17, 2024 |
| Date Decided | Jun 28, 2024 |
| Lower Court | United States Court of Appeals for the District of Columbia Circuit |
| Lower Court Docket | 21-5166 |
| Case Name (full) | Loper Bright Enterprises, et al., Petitioners v. Gina Raimondo, Secretary of Commerce, et al. |

Showing entries 1–20 of 61 · Page 1 of 4 · Sort: Ascending

| # | Date Filed | Description |
| --- | --- | --- |
| 1 | Nov 10, 2022 | Petition for a writ of certiorari filed. (Response due December 15, 2022) |
| 2 | Dec 8, 2022 | Motion to extend the time to file a response from December 15, 2022 to January 17, 2023, submitted to The Clerk. |
| 3 | Dec 9, 2022 | Motion to extend the time to file a response is granted and the time is extended to and including January 17, 2023. |
| 4 | Dec 15, 2022 | Brief amicus curiae of New Civil Liberties Alliance filed. |
| 5 | Dec 15, 2022 | Brief amicus curiae of Cato Institute filed. |
| 6 | Jan 17, 2023 | Brief of respondents Gina Raimondo, Secretary of Commerce, et al. in opposition filed. |
| 7 | Jan 31, 2023 | Reply of petitioners Loper Bright Enterprises, et al. filed. |
| 8 | Feb 1, 2023 | DISTRIBUTED for Conference of 2/17/2023. |
| 9 | Feb 21, 2023 | DISTRIBUTED for Conference of 3/3/2023. |
| 10 | Apr 24, 2023 | DISTRIBUTED for Conference of 4/28/2023. |
| 11 | May 1, 2023 | Petition GRANTED limited to Question 2 presented by the petition. |
| 12 | Jun 9, 2023 | Blanket Consent filed by Petitioner, Loper Bright Enterprises, et al. |
| 13 | Jun 20, 2023 | Blanket Consent filed by Respondent, Gina Raimondo, Secretary of Commerce, et al. |
| 14 | Jul 17, 2023 | Brief of petitioners Loper Bright Enterprises, et al. filed. |
| 15 | Jul 17, 2023 | Joint appendix filed. |
| 16 | Jul 24, 2023 | Brief amicus curiae of Americans for Prosperity Foundation filed. |
| 17 | Jul 24, 2023 | Brief amicus curiae of Pacific Legal Foundation filed. |
| 18 | Jul 24, 2023 | Brief amicus curiae of U.S. Chamber of Commerce filed. |
| 19 | Jul 24, 2023 | Brief amicus curiae of Buckeye Institute filed. |
| 20 | Jul 24, 2023 | Brief amicus curiae of Competitive Enterprise Institute filed. |

[Next page →]({dk}?page=2)

Citation: 603 U.S. 369 · RECAP: 0 documents available"""),
        m.add({"loper_scotus_docket": "22-451",
               "loper_dc_cir_no": "21-5166",
               "loper_decided": "2024-06-28 (6–2; Jackson, J., took no part in 22-451)"}),
        (extract(dk + "?page=2", "docket entries 21-40"), f"""# Loper Bright Enterprises v. Raimondo

Supreme Court of the United States · Docket Number 22-451

Showing entries 21–40 of 61 · Page 2 of 4 · Sort: Ascending

| # | Date Filed | Description |
| --- | --- | --- |
| 21 | Jul 24, 2023 | Brief amicus curiae of Southeastern Legal Foundation filed. |
| 22 | Jul 24, 2023 | Brief amicus curiae of National Federation of Independent Business filed. |
| 23 | Jul 24, 2023 | Brief amicus curiae of Senator Mitch McConnell, et al. filed. |
| 24 | Jul 24, 2023 | Brief amicus curiae of Washington Legal Foundation filed. |
| 25 | Sep 15, 2023 | Brief of respondents Gina Raimondo, Secretary of Commerce, et al. filed. |
| 26 | Sep 22, 2023 | Brief amicus curiae of American Cancer Society, et al. filed. |
| 27 | Sep 22, 2023 | Brief amicus curiae of Natural Resources Defense Council filed. |
| 28 | Sep 22, 2023 | Brief amicus curiae of Administrative Law Scholars filed. |
| 29 | Sep 22, 2023 | Brief amicus curiae of Senator Sheldon Whitehouse, et al. filed. |
| 30 | Sep 22, 2023 | Brief amicus curiae of American Medical Association, et al. filed. |
| 31 | Oct 12, 2023 | SET FOR ARGUMENT on Wednesday, January 17, 2024. |
| 32 | Oct 16, 2023 | Reply of petitioners Loper Bright Enterprises, et al. filed. (Distributed) |
| 33 | Nov 13, 2023 | CIRCULATED |
| 34 | Dec 4, 2023 | Record requested from the U.S.C.A. D.C. Circuit. |
| 35 | Dec 12, 2023 | The record from the U.S.C.A. D.C. Circuit has been electronically filed. |
| 36 | Jan 2, 2024 | Motion of the Solicitor General for divided argument filed. |
| 37 | Jan 8, 2024 | Motion for divided argument DENIED. |
| 38 | Jan 17, 2024 | Argued. For petitioners: Paul D. Clement, Alexandria, Va. For respondents: Elizabeth B. Prelogar, Solicitor General, Department of Justice, Washington, D. C. |
| 39 | Jun 28, 2024 | Judgment VACATED and case REMANDED. Roberts, C. J., delivered the opinion of the Court, in which Thomas, Alito, Gorsuch, Kavanaugh, and Barrett, JJ., joined. Thomas, J., and Gorsuch, J., filed concurring opinions. Kagan, J., filed a dissenting opinion, in which Sotomayor, J., joined, and in which Jackson, J., joined as it applies to No. 22-1219. Jackson, J., took no part in the consideration or decision of the case in No. 22-451. |
| 40 | Jun 28, 2024 | Opinion of the Court filed jointly with No. 22-1219, Relentless, Inc. v. Department of Commerce. |

[← Previous page]({dk}) · [Next page →]({dk}?page=3)"""),
        (search("Relentless v. Department of Commerce 22-1219 decided vote"), serp(
            ("https://www.courtlistener.com/docket/67896552/relentless-inc-v-department-of-commerce/", "Relentless, Inc. v. Department of Commerce, 22-1219 – CourtListener.com",
             "Docket for Relentless, Inc. v. Department of Commerce, 22-1219 — Supreme Court of the United States. Lower court: First Circuit, 21-1886.", "N/A"),
            ("https://www.oyez.org/cases/2023/22-1219", "Relentless, Inc. v. Department of Commerce | Oyez",
             "Granted Oct 13, 2023. Argued Jan 17, 2024. Decided Jun 28, 2024.", "N/A"),
            ("https://www.scotusblog.com/case-files/cases/relentless-inc-v-department-of-commerce/", "Relentless, Inc. v. Department of Commerce - SCOTUSblog",
             "Judgment: Vacated and remanded, 6-3, in an opinion by Chief Justice Roberts on June 28, 2024 (consolidated with Loper Bright).", "Jun 28, 2024"),
            ("https://en.wikipedia.org/wiki/Relentless,_Inc._v._Department_of_Commerce", "Relentless, Inc. v. Department of Commerce - Wikipedia",
             "Relentless, Inc. v. Department of Commerce was a companion case to Loper Bright, decided together on June 28, 2024...", "N/A"),
            ("https://www.supremecourt.gov/search.aspx?filename=/docket/docketfiles/html/public/22-1219.html", "Docket for 22-1219 - Supreme Court of the United States",
             "Relentless, Inc., et al., Petitioners v. Department of Commerce, et al. Lower Ct: United States Court of Appeals for the First Circuit. Case Numbers: (21-1886)", "N/A"),
            ("https://www.nytimes.com/2024/06/28/us/supreme-court-chevron-ruling.html", "Supreme Court Strikes Down Chevron, Curtailing Power of Federal Agencies - The New York Times",
             "The vote was 6 to 3 in the case from Rhode Island; Justice Ketanji Brown Jackson was recused from the New Jersey case...", "Jun 28, 2024"),
            ("https://www.npr.org/2024/06/28/nx-s1-5006966/supreme-court-chevron-ruling", "Supreme Court guts agency power in seismic Chevron ruling - NPR",
             "The vote was 6-3 along ideological lines.", "Jun 28, 2024"),
            ("https://www.law.cornell.edu/supremecourt/text/22-1219", "Relentless, Inc. v. Department of Commerce | LII",
             "No. 22–1219. Argued January 17, 2024—Decided June 28, 2024.", "N/A"),
            ("https://www.causeofaction.org/relentless", "Relentless v. Department of Commerce - Cause of Action Institute",
             "Cause of Action Institute represented the Rhode Island herring fishermen of Relentless...", "Jul 1, 2024"),
            ("https://www.brookings.edu/articles/chevron-is-overruled/", "Chevron is overruled: What comes next - Brookings",
             "The Court's decision in Loper Bright and Relentless ends four decades of Chevron deference...", "Jun 30, 2024"),
        )),
        m.add({"relentless_scotus_docket": "22-1219",
               "relentless_1st_cir_no": "21-1886",
               "relentless_decided": "2024-06-28 (6–3; opinion issued jointly with 22-451)"}),
        (extract("https://www.oyez.org/cases/2023/22-451", "decision, majority and dissent"), """# Loper Bright Enterprises v. Raimondo

| | |
| --- | --- |
| Petitioner | Loper Bright Enterprises, et al. |
| Respondent | Gina Raimondo, Secretary of Commerce, et al. |
| Docket no. | 22-451 |
| Decided by | Roberts Court |
| Lower court | United States Court of Appeals for the District of Columbia Circuit |
| Citation | 603 US 369 (2024) |
| Granted | May 1, 2023 |
| Argued | Jan 17, 2024 |
| Decided | Jun 28, 2024 |

## Facts of the case

The Magnuson-Stevens Act requires fishing vessels to carry federal observers on board, and a 2020 rule by the National Marine Fisheries Service required the industry to fund those observers. A group of Atlantic herring fishermen challenged the rule; the district court and the D.C. Circuit upheld it, applying Chevron deference.

## Question

Whether the Court should overrule Chevron or at least clarify that statutory silence concerning controversial powers expressly but narrowly granted elsewhere in the statute does not constitute an ambiguity requiring deference to the agency.

## Conclusion

Vacated and remanded. The Administrative Procedure Act requires courts to exercise their independent judgment in deciding whether an agency has acted within its statutory authority, and courts may not defer to an agency interpretation of the law simply because a statute is ambiguous; Chevron is overruled.

| Vote | Justices |
| --- | --- |
| Majority (6) | Roberts (opinion), Thomas, Alito, Gorsuch, Kavanaugh, Barrett |
| Minority (2) | Kagan (dissent), Sotomayor |
| Recused | Jackson |

6-2 decision · Majority opinion by John G. Roberts, Jr."""),
        m.update({"loper_decided": "2024-06-28 (6–2; Roberts, C.J., for the Court; Kagan dissent joined by Sotomayor; Jackson recused) — Chevron overruled"}),
        m.remove(["loper_dc_cir_no"]),
        m.all(),
    ]
    rs.add("search", "h65-search-04", SYSTEM, turns, state=state("2024-07-02 10:25 EDT"))


# ---------------------------------------------------------------- 05 Wikipedia, UK general election 2024 (clean)
def t05(rs: RowSet) -> None:
    m = Mem()
    wp = "https://en.wikipedia.org/wiki/2024_United_Kingdom_general_election"
    turns = [
        (search("2024 United Kingdom general election results seats turnout"), serp(
            (wp, "2024 United Kingdom general election - Wikipedia",
             "The Labour Party, led by Keir Starmer, won a landslide victory with 411 seats... Turnout was 59.7%, the lowest since the 2001 general election.", "N/A"),
            ("https://commonslibrary.parliament.uk/research-briefings/cbp-10009/", "General election 2024 results - House of Commons Library",
             "Labour won 411 seats and the Conservatives 121. Turnout was 59.7%, down from 67.3% in 2019...", "Jul 18, 2024"),
            ("https://www.bbc.co.uk/news/election/2024/uk/results", "UK General Election 2024 results - BBC News",
             "Results: 650 of 650 seats declared. Labour 411, Conservative 121, Liberal Democrat 72, SNP 9, Sinn Féin 7, Independent 6, Reform UK 5, DUP 5, Green 4, Plaid Cymru 4...", "Jul 5, 2024"),
            ("https://www.theguardian.com/politics/ng-interactive/2024/jul/05/uk-general-election-results-2024-live-in-full", "UK general election results 2024: live in full - The Guardian",
             "Full results for every constituency in the 2024 general election...", "Jul 5, 2024"),
            ("https://www.electoralcommission.org.uk/research-reports-and-data/our-reports-and-data-past-elections-and-referendums/report-2024-uk-parliamentary-general-election", "Report on the 2024 UK Parliamentary general election - Electoral Commission",
             "Our report on how the 4 July 2024 general election was run, including turnout and voter ID...", "Nov 2024"),
            ("https://www.reuters.com/world/uk/uk-election-results-2024-07-05/", "Labour wins landslide in UK election - Reuters",
             "Keir Starmer will become prime minister after his Labour Party won a landslide victory, ending 14 years of Conservative government...", "Jul 5, 2024"),
            ("https://www.ft.com/content/uk-election-2024-results-vote-share", "Labour's landslide built on a third of the vote - Financial Times",
             "Labour's 33.7 per cent share of the vote is the lowest for any majority government in British history...", "Jul 5, 2024"),
            ("https://www.instituteforgovernment.org.uk/explainer/general-election-2024-results", "General election 2024: results explained - Institute for Government",
             "Reform UK won 14.3% of the vote but only five seats...", "Jul 8, 2024"),
            ("https://en.wikipedia.org/wiki/2019_United_Kingdom_general_election", "2019 United Kingdom general election - Wikipedia",
             "The Conservative Party won 365 seats... Turnout 67.3%.", "N/A"),
            ("https://www.ipsos.com/en-uk/how-britain-voted-2024-election", "How Britain voted in the 2024 election - Ipsos",
             "Estimates of vote by age, gender and social grade...", "Jul 19, 2024"),
        )),
        (extract(wp, "seat totals, vote shares and turnout"), """# 2024 United Kingdom general election

From Wikipedia, the free encyclopedia

The **2024 United Kingdom general election** was held on Thursday, 4 July 2024 to elect all 650 members of the House of Commons. The opposition Labour Party, led by Keir Starmer, won a landslide victory, ending 14 years of Conservative government. Turnout was 59.7%, the lowest since the 2001 general election.

| Infobox | |
| --- | --- |
| Date | 4 July 2024 |
| All 650 seats in the House of Commons; 326 seats needed for a majority | |
| Turnout | 59.7% (▼7.6 pp) |
| Prime Minister before | Rishi Sunak (Conservative) |
| Prime Minister after | Keir Starmer (Labour) |

## Results

| Party | Leader | Seats | Change (notional) | Votes | % |
| --- | --- | --- | --- | --- | --- |
| Labour | Keir Starmer | 411 | +209 | 9,708,716 | 33.7 |
| Conservative | Rishi Sunak | 121 | −251 | 6,828,925 | 23.7 |
| Liberal Democrats | Ed Davey | 72 | +64 | 3,519,143 | 12.2 |
| SNP | John Swinney | 9 | −39 | 724,758 | 2.5 |
| Sinn Féin | Mary Lou McDonald | 7 | 0 | 210,891 | 0.7 |
| Reform UK | Nigel Farage | 5 | +5 | 4,117,610 | 14.3 |
| DUP | Gavin Robinson | 5 | −3 | 172,058 | 0.6 |
| Green (E&W) | Carla Denyer & Adrian Ramsay | 4 | +3 | 1,943,265 | 6.7 |
| Plaid Cymru | Rhun ap Iorwerth | 4 | +2 | 194,811 | 0.7 |
| SDLP | Colum Eastwood | 2 | 0 | 86,861 | 0.3 |
| Alliance | Naomi Long | 1 | 0 | 117,191 | 0.4 |
| UUP | Doug Beattie | 1 | +1 | 94,779 | 0.3 |
| TUV | Jim Allister | 1 | +1 | 48,685 | 0.2 |
| Independents | — | 6 | +6 | — | 2.0 |
| Speaker | Lindsay Hoyle | 1 | 0 | — | — |
| Total | | 650 | | | |

## Aftermath

Starmer was appointed Prime Minister by King Charles III on 5 July 2024. Sunak remained Leader of the Opposition until Kemi Badenoch was elected Conservative leader on 2 November 2024. Reform UK came second in 98 constituencies.

## See also

- Results of the 2024 United Kingdom general election
- List of MPs elected in the 2024 United Kingdom general election"""),
        m.add({"uk2024_seats": "Lab 411, Con 121, LD 72, SNP 9, SF 7, Reform 5, DUP 5, Green 4, PC 4, SDLP 2, Alliance 1, UUP 1, TUV 1, Ind 6, Speaker 1 (650)",
               "uk2024_turnout": "59.7% UK-wide (2019: 67.3%; lowest since 2001)"}),
        (search("UK general election turnout history 2001 59.4% 2024 59.7%"), serp(
            ("https://commonslibrary.parliament.uk/research-briefings/cbp-8060/", "General election results from 1918 to 2019 - House of Commons Library",
             "Turnout at UK general elections: 1992 77.7%, 1997 71.4%, 2001 59.4%, 2005 61.4%, 2010 65.1%, 2015 66.4%, 2017 68.8%, 2019 67.3%.", "Feb 2023"),
            ("https://www.ukpolitical.info/Turnout45.htm", "General election turnout 1945 - 2024 - UKPolitical.info",
             "2024 turnout 59.7%, the second-lowest since 1885 after 2001 (59.4%).", "Jul 2024"),
            (wp, "2024 United Kingdom general election - Wikipedia",
             "Turnout was 59.7%, the lowest since the 2001 general election.", "N/A"),
            ("https://www.bbc.co.uk/news/articles/cn09xns7yx4o", "Why was turnout so low at the 2024 election? - BBC News",
             "Around 28.8 million people voted, with turnout dropping in every nation of the UK...", "Jul 6, 2024"),
            ("https://www.statista.com/statistics/1050929/voter-turnout-in-the-uk/", "UK general election voter turnout 1918-2024 - Statista",
             "Voter turnout in the 2024 general election was 59.7 percent.", "Jul 2024"),
            ("https://www.ippr.org/articles/turnout-2024", "Low turnout and the 2024 election - IPPR",
             "Turnout fell most sharply in seats with younger and poorer electorates...", "Jul 2024"),
            ("https://www.electoral-reform.org.uk/2024-general-election-analysis/", "The 2024 general election: the most disproportionate in history - ERS",
             "Labour won 63% of seats on 34% of the vote...", "Jul 2024"),
            ("https://en.wikipedia.org/wiki/2001_United_Kingdom_general_election", "2001 United Kingdom general election - Wikipedia",
             "Turnout 59.4%, the lowest since 1918.", "N/A"),
            ("https://www.britishelectionstudy.com/bes-findings/turnout-2024/", "Turnout in 2024 - British Election Study",
             "Self-reported turnout in the BES post-election wave...", "Oct 2024"),
            ("https://www.ons.gov.uk/peoplepopulationandcommunity/elections/electoralregistration", "Electoral statistics, UK - ONS",
             "Parliamentary electoral registrations for the December 2023 register...", "N/A"),
        )),
        (extract("https://www.bbc.co.uk/news/election/2024/uk/results", "national vote share and change since 2019"), """# UK General Election 2024 results

Results: 650 of 650 seats declared

## Seats

| Party | Seats |
| --- | --- |
| Labour | 411 |
| Conservative | 121 |
| Liberal Democrat | 72 |
| Scottish National Party | 9 |
| Sinn Féin | 7 |
| Independent | 6 |
| Reform UK | 5 |
| Democratic Unionist Party | 5 |
| Green | 4 |
| Plaid Cymru | 4 |
| Others | 6 |

## Vote share (UK)

| Party | Share | Change vs 2019 |
| --- | --- | --- |
| Labour | 33.7% | +1.6 |
| Conservative | 23.7% | −19.9 |
| Reform UK | 14.3% | +12.3 |
| Liberal Democrat | 12.2% | +0.7 |
| Green | 6.7% | +4.0 |
| SNP | 2.5% | −1.4 |

Turnout: 59.7%

Note: the "Others" row counts the SDLP (2), Alliance (1), UUP (1), TUV (1) and the Speaker (1)."""),
        m.add({"uk2024_vote_share": "Lab 33.7% (+1.6), Con 23.7% (−19.9), Reform 14.3% (+12.3), LD 12.2% (+0.7), Green 6.7% (+4.0), SNP 2.5% (−1.4)"}),
    ]
    rs.add("search", "h65-search-05", SYSTEM, turns, state=state("2024-12-02 11:02 GMT"))


# ---------------------------------------------------------------- 06 UN Treaty Collection, TPNW (bad: removed key shows again)
def t06(rs: RowSet) -> None:
    m = Mem()
    untc = "https://treaties.un.org/Pages/ViewDetails.aspx?src=TREATY&mtdsg_no=XXVI-9&chapter=26&clang=_en"
    first = "Guyana, Holy See, Thailand (all ratified 20 Sep 2017, the opening day for signature)"
    turns = [
        (search("Treaty on the Prohibition of Nuclear Weapons status signatories parties UN Treaty Collection"), serp(
            (untc, "9. Treaty on the Prohibition of Nuclear Weapons - United Nations Treaty Collection",
             "New York, 7 July 2017. Entry into force: 22 January 2021, in accordance with article 15(1). Status: Signatories: 94. Parties: 73.", "N/A"),
            ("https://en.wikipedia.org/wiki/Treaty_on_the_Prohibition_of_Nuclear_Weapons", "Treaty on the Prohibition of Nuclear Weapons - Wikipedia",
             "The TPNW is the first legally binding international agreement to comprehensively prohibit nuclear weapons... It entered into force on 22 January 2021.", "N/A"),
            ("https://www.icanw.org/signature_and_ratification_status", "Signature/ratification status of the TPNW - ICAN",
             "The Treaty on the Prohibition of Nuclear Weapons has 94 signatories and 73 states parties.", "Sep 2024"),
            ("https://disarmament.unoda.org/wmd/nuclear/tpnw/", "Treaty on the Prohibition of Nuclear Weapons - UNODA",
             "The Treaty was adopted by the Conference on 7 July 2017 and opened for signature by the Secretary-General on 20 September 2017.", "N/A"),
            ("https://www.armscontrol.org/factsheets/nuclearprohibition", "The Treaty on the Prohibition of Nuclear Weapons at a Glance - Arms Control Association",
             "The treaty was adopted by a vote of 122 in favor, one against (Netherlands), and one abstention (Singapore).", "Jan 2024"),
            ("https://news.un.org/en/story/2020/10/1076082", "Treaty banning nuclear weapons to enter into force after 50th ratification - UN News",
             "Honduras became the 50th State to ratify the Treaty on 24 October 2020, triggering its entry into force 90 days later.", "Oct 25, 2020"),
            ("https://www.icrc.org/en/document/treaty-prohibition-nuclear-weapons", "Treaty on the Prohibition of Nuclear Weapons - ICRC",
             "The ICRC welcomes the entry into force of the TPNW on 22 January 2021...", "Jan 22, 2021"),
            ("https://www.sipri.org/yearbook/2024/tpnw", "Nuclear disarmament treaties - SIPRI Yearbook 2024",
             "None of the nine nuclear-armed states has signed the TPNW...", "Jun 2024"),
            ("https://www.reuters.com/world/un-nuclear-weapons-ban-treaty-2021-01-22/", "U.N. treaty banning nuclear weapons enters into force - Reuters",
             "A U.N. treaty banning nuclear weapons entered into force on Friday, hailed as historic by supporters...", "Jan 22, 2021"),
            ("https://www.nti.org/education-center/treaties-and-regimes/treaty-on-the-prohibition-of-nuclear-weapons/", "Treaty on the Prohibition of Nuclear Weapons (TPNW) - NTI",
             "Opened for signature: 20 September 2017. Entered into force: 22 January 2021.", "N/A"),
        )),
        (extract(untc, "entry into force, current counts, early ratifications"), """# 9. TREATY ON THE PROHIBITION OF NUCLEAR WEAPONS

New York, 7 July 2017

| | |
| --- | --- |
| ENTRY INTO FORCE | 22 January 2021, in accordance with article 15(1). |
| STATUS | Signatories: 94. Parties: 73. |
| TEXT | Doc. A/CONF.229/2017/8. |

Note: The Treaty was adopted on 7 July 2017 by the United Nations Conference to Negotiate a Legally Binding Instrument to Prohibit Nuclear Weapons, Leading Towards their Total Elimination. In accordance with its article 13, the Treaty was opened for signature by all States at United Nations Headquarters in New York on 20 September 2017. Article 15(1): the Treaty shall enter into force 90 days after the fiftieth instrument of ratification, acceptance, approval or accession has been deposited. The fiftieth instrument was deposited on 24 October 2020.

## Participants (selection)

| Participant | Signature | Ratification, Acceptance(A), Approval(AA), Accession(a) |
| --- | --- | --- |
| Austria | 20 Sep 2017 | 8 May 2018 |
| Bangladesh | 20 Sep 2017 | 26 Sep 2019 |
| Guyana | 20 Sep 2017 | 20 Sep 2017 |
| Holy See | 20 Sep 2017 | 20 Sep 2017 |
| Ireland | 20 Sep 2017 | 6 Aug 2020 |
| Kazakhstan | 2 Mar 2018 | 29 Aug 2019 |
| Mexico | 20 Sep 2017 | 16 Jan 2018 |
| New Zealand | 20 Sep 2017 | 31 Jul 2018 |
| Nigeria | 20 Sep 2017 | 6 Aug 2020 |
| Thailand | 20 Sep 2017 | 20 Sep 2017 |

Showing 10 of the participants; the full table lists every signature and every instrument deposited with the Secretary-General.

Status as at: 01-10-2024 05:00:12 EDT"""),
        m.add({"tpnw_adopted": "7 July 2017, New York (opened for signature 20 Sep 2017)",
               "tpnw_eif": "22 January 2021 (90 days after the 50th instrument, deposited 24 Oct 2020)",
               "tpnw_counts": "94 signatories / 73 parties (UNTC, status as at 2024-10-01)"}),
        (extract("https://www.icanw.org/signature_and_ratification_status", "signatory and party counts, how the 50th ratification came about"), """# Signature and ratification status

## The Treaty on the Prohibition of Nuclear Weapons

| | |
| --- | --- |
| Signatories | 94 |
| States parties | 73 |

The treaty opened for signature on 20 September 2017. On that day, Guyana, the Holy See and Thailand signed and ratified at the same time, becoming the first three states parties.

The 50th ratification, by Honduras on 24 October 2020, triggered the treaty's entry into force 90 days later, on 22 January 2021. From that date the treaty has been binding international law for every state that has joined it.

## How to join

States can join the treaty by signing and then ratifying it, or by acceding to it in a single step. A state that has signed but not ratified is not yet legally bound, but must refrain from acts that would defeat the treaty's object and purpose.

## Meetings of States Parties

States parties meet regularly to review the treaty's implementation. Signatory states, non-signatory states, the UN, the ICRC and civil society may attend as observers.

Last updated: 27 September 2024"""),
        m.add({"tpnw_50th": "Honduras, 24 Oct 2020",
               "tpnw_first_ratifiers": first}),
        (search("TPNW Meeting of States Parties Vienna 2022 New York 2023 third meeting 2025 dates"), serp(
            ("https://www.un.org/en/conferences/tpnw/1msp", "First Meeting of States Parties to the TPNW - United Nations",
             "The First Meeting of States Parties took place in Vienna, Austria, from 21 to 23 June 2022 and adopted the Vienna Declaration and Action Plan.", "Jun 2022"),
            ("https://meetings.unoda.org/meeting/tpnw-msp-2023", "Second Meeting of States Parties to the TPNW - UNODA Meetings Place",
             "New York, 27 November - 1 December 2023. President: H.E. Juan Ramón de la Fuente (Mexico).", "Dec 2023"),
            ("https://meetings.unoda.org/meeting/tpnw-msp-2025", "Third Meeting of States Parties to the TPNW - UNODA Meetings Place",
             "The Third Meeting of States Parties will be held in New York from 3 to 7 March 2025 under the presidency of Kazakhstan.", "Sep 2024"),
            ("https://www.icanw.org/vienna_2022", "First Meeting of States Parties, Vienna 2022 - ICAN",
             "States parties adopted a 50-point action plan at the first meeting in Vienna...", "Jun 23, 2022"),
            ("https://en.wikipedia.org/wiki/Treaty_on_the_Prohibition_of_Nuclear_Weapons", "Treaty on the Prohibition of Nuclear Weapons - Wikipedia",
             "Meetings of States Parties: 1MSP Vienna (2022), 2MSP New York (2023), 3MSP New York (2025)...", "N/A"),
            ("https://www.armscontrol.org/act/2023-12/news/tpnw-states-parties-meet", "TPNW States-Parties Meet in New York - Arms Control Today",
             "The second meeting ended on Dec. 1 with a declaration condemning nuclear threats...", "Dec 2023"),
            ("https://reachingcriticalwill.org/disarmament-fora/tpnw/2msp", "TPNW 2MSP - Reaching Critical Will",
             "Statements, documents and daily reports from the Second Meeting of States Parties...", "Dec 2023"),
            ("https://www.bmeia.gv.at/en/tpnw-vienna", "Austria and the TPNW - Austrian Foreign Ministry",
             "Austria hosted and presided over the First Meeting of States Parties in June 2022...", "N/A"),
            ("https://news.un.org/en/story/2022/06/1121072", "States parties to nuclear ban treaty adopt Vienna Declaration - UN News",
             "The three-day meeting closed with the adoption of a declaration and a 50-point action plan.", "Jun 23, 2022"),
            ("https://www.gov.kz/memleket/entities/mfa/press/news/details/tpnw-3msp", "Kazakhstan to preside over 3MSP - MFA Kazakhstan",
             "Kazakhstan will preside over the Third Meeting of States Parties in March 2025.", "Aug 2024"),
        )),
        m.add({"tpnw_msp": "1MSP Vienna 21–23 Jun 2022; 2MSP New York 27 Nov–1 Dec 2023; 3MSP New York 3–7 Mar 2025 (Kazakhstan presiding)"}),
        m.remove(["tpnw_first_ratifiers"]),
        m.update({"tpnw_counts": "94 signatories / 73 parties (UNTC and ICAN agree, checked 2024-10-01)"}),
    ]
    ghost: dict[str, Any] = {}
    for k, v in m.d.items():
        ghost[k] = v
        if k == "tpnw_50th":
            ghost["tpnw_first_ratifiers"] = first
    turns.append((memory("retrieve_all"), shown(ghost)))
    turns.append(m.get(["tpnw_eif"]))
    rs.add("search", "h65-search-06", SYSTEM, turns, state=state("2024-10-01 13:20 UTC"), bad=True, turn=10,
           kind="retrieve_all still lists tpnw_first_ratifiers, which was removed from memory at turn 8")


# ---------------------------------------------------------------- 07 BEA GDP vintages (clean)
def t07(rs: RowSet) -> None:
    m = Mem()
    rel = "https://www.bea.gov/news/2024/gdp-third-estimate-corporate-profits-revised-estimate-2nd-quarter-2024-and-comprehensive-update"
    turns = [
        (search("BEA GDP second quarter 2024 advance second third estimate"), serp(
            (rel, "GDP (Third Estimate), Corporate Profits (Revised Estimate), 2nd Quarter 2024, and Comprehensive Update | BEA",
             "Real gross domestic product (GDP) increased at an annual rate of 3.0 percent in the second quarter of 2024... In the first quarter, real GDP increased 1.6 percent.", "Sep 26, 2024"),
            ("https://www.bea.gov/news/2024/gross-domestic-product-second-estimate-corporate-profits-preliminary-estimate-second-quarter", "GDP (Second Estimate), Corporate Profits (Preliminary Estimate), Second Quarter 2024 | BEA",
             "Real GDP increased at an annual rate of 3.0 percent in the second quarter of 2024... The update primarily reflected an upward revision to consumer spending.", "Aug 29, 2024"),
            ("https://www.bea.gov/news/2024/gross-domestic-product-second-quarter-2024-advance-estimate", "Gross Domestic Product, Second Quarter 2024 (Advance Estimate) | BEA",
             "Real GDP increased at an annual rate of 2.8 percent in the second quarter of 2024... In the first quarter, real GDP increased 1.4 percent.", "Jul 25, 2024"),
            ("https://www.bea.gov/news/2024/gdp-third-estimate-gdp-industry-and-corporate-profits-revised-1st-quarter-2024", "GDP (Third Estimate), GDP by Industry, and Corporate Profits (Revised), 1st Quarter 2024 | BEA",
             "Real GDP increased at an annual rate of 1.4 percent in the first quarter of 2024... In the second estimate, the increase in real GDP was 1.3 percent.", "Jun 27, 2024"),
            ("https://www.bea.gov/data/gdp/gross-domestic-product", "Gross Domestic Product | U.S. Bureau of Economic Analysis (BEA)",
             "Real gross domestic product (GDP) increased at an annual rate of 3.0 percent in the second quarter of 2024 (third estimate)...", "N/A"),
            ("https://fred.stlouisfed.org/series/A191RL1Q225SBEA", "Real Gross Domestic Product (A191RL1Q225SBEA) | FRED",
             "Q2 2024: 3.0 Percent Change from Preceding Period, Seasonally Adjusted Annual Rate. Updated: Sep 26, 2024.", "N/A"),
            ("https://www.reuters.com/markets/us/us-economy-grows-30-second-quarter-2024-09-26/", "US economy grows solidly in second quarter; revisions show stronger income - Reuters",
             "The comprehensive revisions showed the economy was in better shape than previously thought...", "Sep 26, 2024"),
            ("https://www.cnbc.com/2024/07/25/gdp-q2-2024-.html", "GDP grew at a 2.8% rate in the second quarter, much better than expected - CNBC",
             "Gross domestic product accelerated at a 2.8% annualized pace in the second quarter, well above the 2.1% Dow Jones estimate...", "Jul 25, 2024"),
            ("https://www.wsj.com/economy/gdp-second-quarter-2024", "U.S. Economy Grew at 2.8% Rate in Second Quarter - WSJ",
             "Consumer spending drove a rebound in growth in the spring...", "Jul 25, 2024"),
            ("https://tradingeconomics.com/united-states/gdp-growth", "United States GDP Growth Rate - Trading Economics",
             "The US economy expanded an annualized 3% in Q2 2024, unchanged from the second estimate...", "Sep 26, 2024"),
        )),
        m.add({"q2_2024_gdp_advance": "2.8% SAAR (advance estimate, released 2024-07-25)",
               "q1_2024_gdp": "1.4% SAAR (third estimate, released 2024-06-27; second estimate was 1.3%)"}),
        (extract(rel, "Q2 2024 growth and revisions from the comprehensive update"), """# GDP (Third Estimate), Corporate Profits (Revised Estimate), 2nd Quarter 2024, and Comprehensive Update

September 26, 2024 · BEA 24-46 · Embargoed until 8:30 a.m. EDT

Real gross domestic product (GDP) increased at an annual rate of 3.0 percent in the second quarter of 2024 (April, May, and June), according to the "third" estimate released by the U.S. Bureau of Economic Analysis. In the first quarter, real GDP increased 1.6 percent.

The GDP estimate released today is based on more complete source data than were available for the "second" estimate issued last month. In the second estimate, the increase in real GDP was also 3.0 percent. The update reflected upward revisions to private inventory investment and federal government spending that were offset by downward revisions to consumer spending.

## Comprehensive (annual) update

Today's release also presents the results of the 2024 comprehensive update of the National Economic Accounts, which resulted in revisions to GDP, GDP by industry, and gross domestic income (GDI). Estimates were revised back to the first quarter of 2013. In addition to the updated Q2 estimates, the first-quarter 2024 growth rate was revised from 1.4 percent to 1.6 percent.

| Real GDP, percent change at annual rate | 2023 Q3 | 2023 Q4 | 2024 Q1 | 2024 Q2 |
| --- | --- | --- | --- | --- |
| Previously published | 4.9 | 3.4 | 1.4 | 3.0 |
| Revised (this release) | 4.4 | 3.2 | 1.6 | 3.0 |

## Prices

The price index for gross domestic purchases increased 2.4 percent in the second quarter. The PCE price index increased 2.5 percent; excluding food and energy prices, the PCE price index increased 2.8 percent.

## Next release

October 30, 2024 — Gross Domestic Product, 3rd Quarter 2024 (Advance Estimate).

Contact: Personal Income and Outlays / GDP: gdpniwd@bea.gov · Media: Connie O'Connell, 301-278-9003"""),
        m.update({"q1_2024_gdp": "1.6% SAAR (revised in the 2024 comprehensive update, 2024-09-26; previously 1.4% third estimate)"}),
        m.add({"q2_2024_gdp_third": "3.0% SAAR (third estimate, 2024-09-26; second estimate 2024-08-29 also 3.0%; advance 2.8%)"}),
        (search("BEA release schedule GDP third quarter 2024 advance estimate date"), serp(
            ("https://www.bea.gov/news/schedule", "Release Schedule | U.S. Bureau of Economic Analysis (BEA)",
             "October 30 · 8:30 AM · GDP (Advance Estimate), 3rd Quarter 2024. October 31 · 8:30 AM · Personal Income and Outlays, September 2024.", "N/A"),
            ("https://www.bea.gov/news/schedule/full", "Full Release Schedule 2024 | BEA",
             "All scheduled BEA news releases for 2024 with dates and times...", "N/A"),
            ("https://www.bea.gov/news/2024/gdp-third-estimate-corporate-profits-revised-estimate-2nd-quarter-2024-and-comprehensive-update", "GDP (Third Estimate)... 2nd Quarter 2024, and Comprehensive Update | BEA",
             "Next release: October 30, 2024 — Gross Domestic Product, 3rd Quarter 2024 (Advance Estimate).", "Sep 26, 2024"),
            ("https://www.investing.com/economic-calendar/gdp-375", "United States GDP QoQ - Investing.com",
             "Next release: Oct 30, 2024 08:30. Forecast: 3.0%. Previous: 3.0%.", "Sep 26, 2024"),
            ("https://www.marketwatch.com/economy-politics/calendar", "U.S. Economic Calendar - MarketWatch",
             "Wed Oct 30: GDP (first estimate) Q3, ADP employment Oct...", "N/A"),
            ("https://www.atlantafed.org/cqer/research/gdpnow", "GDPNow - Federal Reserve Bank of Atlanta",
             "Latest estimate: 3.1 percent — September 26, 2024. Next GDPNow update: Friday, September 27.", "Sep 27, 2024"),
            ("https://www.bls.gov/schedule/2024/home.htm", "BLS Release Calendar 2024",
             "Employment Situation for October: Friday, November 1, 2024...", "N/A"),
            ("https://www.census.gov/economic-indicators/calendar-listview.html", "Economic Indicator Calendar - Census Bureau",
             "Advance Economic Indicators Report: October 29, 2024...", "N/A"),
            ("https://tradingeconomics.com/united-states/calendar", "United States Calendar - Trading Economics",
             "2024-10-30 12:30 GDP Growth Rate QoQ Adv Q3...", "N/A"),
            ("https://www.newyorkfed.org/research/policy/nowcast", "New York Fed Staff Nowcast",
             "Q3 2024 nowcast as of September 20, 2024...", "Sep 27, 2024"),
        )),
        (extract("https://www.bea.gov/news/schedule", "upcoming GDP release dates for Q3 2024"), """# Release Schedule

## Upcoming releases

| Date | Time | Release |
| --- | --- | --- |
| September 27 | 8:30 AM | Personal Income and Outlays, August 2024 |
| October 8 | 8:30 AM | U.S. International Trade in Goods and Services, August 2024 |
| October 30 | 8:30 AM | GDP (Advance Estimate), 3rd Quarter 2024 |
| October 31 | 8:30 AM | Personal Income and Outlays, September 2024 |
| November 6 | 8:30 AM | U.S. International Trade in Goods and Services, September 2024 |
| November 27 | 8:30 AM | GDP (Second Estimate), Corporate Profits (Preliminary Estimate), 3rd Quarter 2024 |
| November 27 | 10:00 AM | Personal Income and Outlays, October 2024 |
| December 19 | 8:30 AM | GDP (Third Estimate), GDP by Industry, and Corporate Profits (Revised), 3rd Quarter 2024 |
| December 20 | 8:30 AM | Personal Income and Outlays, November 2024 |

All times are Eastern. Schedule subject to change; see the full 2024 schedule for all releases.

Sign up for e-mail notifications · Subscribe to RSS"""),
        m.add({"q3_2024_advance_date": "2024-10-30 08:30 ET (second estimate 2024-11-27, third 2024-12-19)"}),
        m.all(),
    ]
    rs.add("search", "h65-search-07", SYSTEM, turns, state=state("2024-09-27 07:45 EDT"))


# ---------------------------------------------------------------- 08 MarketWatch S&P 500 live quote (bad: quote timestamp goes backwards)
def t08(rs: RowSet) -> None:
    m = Mem()
    mw = "https://www.marketwatch.com/investing/index/spx"

    def quote(ts: str, price: str, chg: str, pct: str, label: str = "Real time quote") -> str:
        return f"""# S&P 500 Index

SPX (U.S.: S&P US) · {label}

**{price}** {chg} {pct}

Last Updated: Oct 18, 2024 at {ts} EDT

## Key Data

| | |
| --- | --- |
| Open | 5,859.43 |
| Day Range | 5,846.11 - 5,878.46 |
| 52 Week Range | 4,103.78 - 5,878.46 |
| Previous Close | 5,841.47 |

## Market movers

| Symbol | Name | Change |
| --- | --- | --- |
| NFLX | Netflix Inc. | +11.1% |
| ISRG | Intuitive Surgical Inc. | +10.2% |
| AXP | American Express Co. | -3.2% |
| SLB | Schlumberger N.V. | -0.6% |

## Latest News

- Netflix stock soars after subscriber growth beats expectations
- Intuitive Surgical shares jump on strong robot placements
- Dow, S&P 500 on track for 6th straight week of gains"""
    turns = [
        (search("S&P 500 today record high October 18 2024"), serp(
            (mw, "S&P 500 Index (SPX) Price & News - MarketWatch",
             "S&P 500 Index advanced index charts by MarketWatch. View real-time SPX index data and compare to other exchanges and stocks.", "N/A"),
            ("https://www.cnbc.com/2024/10/17/stock-market-today-live-updates.html", "Stock market today: S&P 500 ticks higher, on pace for sixth straight winning week - CNBC",
             "The S&P 500 rose slightly Friday, putting the broad market index on pace for a sixth straight winning week, as Netflix shares surged...", "Oct 18, 2024"),
            ("https://www.reuters.com/markets/us/futures-edge-up-netflix-jumps-2024-10-18/", "Wall St edges up as Netflix jumps, indexes eye weekly gains - Reuters",
             "Netflix shares jumped after the streaming giant beat subscriber estimates...", "Oct 18, 2024"),
            ("https://www.wsj.com/market-data/quotes/index/SPX", "S&P 500 Index - SPX - Stock Price & News | WSJ",
             "View the latest S&P 500 Index (SPX) stock price, news, historical charts, analyst ratings...", "N/A"),
            ("https://finance.yahoo.com/quote/%5EGSPC/", "S&P 500 (^GSPC) Charts, Data & News - Yahoo Finance",
             "Find the latest information on S&P 500 (^GSPC) including data, charts, related news and more...", "N/A"),
            ("https://www.investing.com/indices/us-spx-500", "S&P 500 Index (SPX) - Investing.com",
             "Get free historical data for SPX. You'll find the closing price, open, high, low, change and %change...", "N/A"),
            ("https://www.cnbc.com/2024/10/17/netflix-nflx-earnings-q3-2024.html", "Netflix shares pop after earnings beat - CNBC",
             "Netflix added 5.07 million subscribers in the third quarter...", "Oct 17, 2024"),
            ("https://www.marketwatch.com/story/dow-notches-record-close-sp-500-slips-2024-10-17", "Dow notches record close, S&P 500 slips - MarketWatch",
             "The S&P 500 SPX fell 1.1 points, or less than 0.1%, to finish at 5,841.47, while the Dow rose 161.35 points to end at 43,239.05.", "Oct 17, 2024"),
            ("https://www.barrons.com/livecoverage/stock-market-today-101824", "Stock Market Today: Dow, S&P 500 Edge Higher - Barron's",
             "Stocks were mostly higher Friday as investors digested strong earnings...", "Oct 18, 2024"),
            ("https://www.morningstar.com/news/marketwatch/20241018/stocks-rise-netflix", "Stocks rise as Netflix rallies - Morningstar",
             "The S&P 500 was up about 0.3% in afternoon trade...", "Oct 18, 2024"),
        )),
        (extract(mw, "latest quote, change and day range"), quote("3:41 p.m.", "5,862.35", "+20.88", "+0.36%")),
        m.add({"spx_prev_close": "5,841.47 (Oct 17, 2024)",
               "spx_quote_1541": "5,862.35 (+20.88, +0.36%) at 3:41 p.m. EDT, Oct 18, 2024"}),
        (search("S&P 500 sixth straight weekly gain Netflix October 18 2024"), serp(
            ("https://www.cnbc.com/2024/10/17/stock-market-today-live-updates.html", "Stock market today: S&P 500 ticks higher, on pace for sixth straight winning week - CNBC",
             "The S&P 500 rose slightly Friday... Netflix shares surged more than 11% after the streaming company's third-quarter results...", "Oct 18, 2024"),
            ("https://apnews.com/article/stocks-markets-netflix-2024-10-18", "Stock market today: Wall Street drifts to more records - AP News",
             "The S&P 500 was on track for its sixth straight winning week, its longest such streak of the year...", "Oct 18, 2024"),
            ("https://www.reuters.com/markets/us/futures-edge-up-netflix-jumps-2024-10-18/", "Wall St edges up as Netflix jumps, indexes eye weekly gains - Reuters",
             "Netflix shares jumped after the streaming giant beat subscriber estimates...", "Oct 18, 2024"),
            ("https://www.bloomberg.com/news/articles/2024-10-18/stock-market-today", "Stocks Extend Weekly Rally as Netflix Soars - Bloomberg",
             "The S&P 500 headed for a sixth straight week of gains, the longest streak this year...", "Oct 18, 2024"),
            ("https://www.investopedia.com/dow-jones-today-10182024-8728331", "Markets News, Oct. 18, 2024: Stocks Notch 6th Straight Weekly Gain - Investopedia",
             "The S&P 500 and Dow closed at record highs...", "Oct 18, 2024"),
            ("https://www.marketwatch.com/livecoverage/stock-market-today-netflix", "Stock market today: Netflix leads gains - MarketWatch",
             "Netflix shares were up about 11% in afternoon trading...", "Oct 18, 2024"),
            ("https://finance.yahoo.com/news/live/stock-market-today-netflix-2024-10-18", "Stock market today: S&P 500, Nasdaq edge higher - Yahoo Finance",
             "Stocks edged higher Friday as Netflix's earnings beat buoyed tech...", "Oct 18, 2024"),
            ("https://www.foxbusiness.com/markets/stock-market-news-today-october-18-2024", "Stock market news today - Fox Business",
             "Stocks rose Friday, Netflix and Intuitive Surgical lead...", "Oct 18, 2024"),
            ("https://www.kiplinger.com/investing/stock-market-today-101824", "Stock Market Today: Netflix Stock Pops - Kiplinger",
             "Netflix (NFLX) jumped 11.1% after the streaming giant's earnings beat...", "Oct 18, 2024"),
            ("https://www.thestreet.com/markets/stock-market-today-oct-18-2024", "Stock Market Today: Stocks End Week Higher - TheStreet",
             "S&P 500 marked its sixth straight week of gains...", "Oct 18, 2024"),
        )),
        (extract(mw, "refresh the latest quote"), quote("3:36 p.m.", "5,866.10", "+24.63", "+0.42%")),
        m.add({"spx_quote_refresh": "5,866.10 (+24.63, +0.42%) on MarketWatch refresh"}),
        (extract(mw, "closing value for Oct 18, 2024"), quote("4:54 p.m.", "5,864.67", "+23.20", "+0.40%", label="Closed")),
        m.add({"spx_close_2024_10_18": "5,864.67 (+23.20, +0.40%); record close; 6th straight weekly gain"}),
    ]
    rs.add("search", "h65-search-08", SYSTEM, turns, state=state("2024-10-18 15:38 EDT"), bad=True, turn=5,
           kind="the refreshed MarketWatch quote is stamped 3:36 p.m. EDT, earlier than the 3:41 p.m. quote already shown at turn 2")


# ---------------------------------------------------------------- 09 Council of Europe Treaty Office, CETS 225 (bad: a signatory swapped)
def t09(rs: RowSet) -> None:
    m = Mem()
    chart = "https://www.coe.int/en/web/conventions/full-list?module=signatures-by-treaty&treatynum=225"

    def chart_page(goal_note: str) -> str:
        return f"""# Chart of signatures and ratifications of Treaty 225

Council of Europe Framework Convention on Artificial Intelligence and Human Rights, Democracy and the Rule of Law

CETS No. 225 · Treaty open for signature by the member States, the non-member States which have participated in its elaboration and the European Union, and for accession by other non-member States

| | |
| --- | --- |
| Opening of the treaty | Vilnius, 05/09/2024 |
| Entry into force | Conditions: 5 Ratifications including at least 3 member States of the Council of Europe |
| Status as of | 10/09/2024 |

{goal_note}

## Member States of the Council of Europe

| States | Signature | Ratification | Entry into Force | Notes | R. | D. | A. | T. | C. | O. |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
| Andorra | 05/09/2024 | | | | | | | | | |
| Georgia | 05/09/2024 | | | | | | | | | |
| Iceland | 05/09/2024 | | | | | | | | | |
| Norway | 05/09/2024 | | | | | | | | | |
| Republic of Moldova | 05/09/2024 | | | | | | | | | |
| San Marino | 05/09/2024 | | | | | | | | | |
| United Kingdom | 05/09/2024 | | | | | | | | | |

## Non-member States of the Council of Europe

| States | Signature | Ratification | Entry into Force |
| --- | --- | --- | --- |
| Israel | 05/09/2024 | | |
| United States of America | 05/09/2024 | | |

## International Organisations

| Organisations | Signature | Ratification | Entry into Force |
| --- | --- | --- | --- |
| European Union | 05/09/2024 | | |

Total number of signatures not followed by ratifications: 10

Total number of ratifications/accessions: 0

Notes: a: Accession - s: Signature without reservation as to ratification - su: Succession - r: Signature "ad referendum". R.: Reservations - D.: Declarations - A.: Authorities - T.: Territorial Application - C.: Communication - O.: Objection.

Source: Treaty Office on http://conventions.coe.int"""
    turns = [
        (search("Council of Europe Framework Convention on Artificial Intelligence signatures CETS 225"), serp(
            (chart, "Chart of signatures and ratifications of Treaty 225 - Treaty Office",
             "Council of Europe Framework Convention on Artificial Intelligence and Human Rights, Democracy and the Rule of Law. Opening of the treaty: Vilnius, 05/09/2024. Status as of: 10/09/2024.", "N/A"),
            ("https://www.coe.int/en/web/portal/-/council-of-europe-opens-first-ever-global-treaty-on-ai-for-signature", "Council of Europe opens first ever global treaty on AI for signature - Portal",
             "The Framework Convention was signed by Andorra, Georgia, Iceland, Norway, the Republic of Moldova, San Marino, the United Kingdom as well as Israel, the United States of America and the European Union.", "Sep 5, 2024"),
            ("https://en.wikipedia.org/wiki/Framework_Convention_on_Artificial_Intelligence", "Framework Convention on Artificial Intelligence - Wikipedia",
             "The Framework Convention on Artificial Intelligence and Human Rights, Democracy and the Rule of Law is an international treaty adopted on 17 May 2024...", "N/A"),
            ("https://www.reuters.com/technology/artificial-intelligence/us-britain-eu-sign-first-international-ai-treaty-2024-09-05/", "US, Britain, EU to sign first international AI treaty - Reuters",
             "The first legally binding international AI treaty will be open for signing on Thursday by the countries that negotiated it...", "Sep 5, 2024"),
            ("https://www.gov.uk/government/news/uk-signs-first-international-treaty-addressing-risks-of-artificial-intelligence", "UK signs first international treaty addressing risks of artificial intelligence - GOV.UK",
             "Lord Chancellor Shabana Mahmood signed the convention on behalf of the UK in Vilnius...", "Sep 5, 2024"),
            ("https://www.coe.int/en/web/artificial-intelligence/the-framework-convention-on-artificial-intelligence", "The Framework Convention on Artificial Intelligence - Artificial Intelligence",
             "The Framework Convention was adopted by the Committee of Ministers on 17 May 2024 and opened for signature on 5 September 2024...", "N/A"),
            ("https://www.state.gov/united-states-signs-council-of-europe-framework-convention-on-ai", "United States Signs Council of Europe Framework Convention on AI - U.S. Department of State",
             "The United States signed the Framework Convention in Vilnius, Lithuania...", "Sep 5, 2024"),
            ("https://www.euractiv.com/section/tech/news/eu-signs-council-of-europe-ai-convention/", "EU signs Council of Europe AI convention - Euractiv",
             "Commissioner Věra Jourová signed on behalf of the EU...", "Sep 5, 2024"),
            ("https://www.lawfaremedia.org/article/the-council-of-europe-s-ai-convention", "The Council of Europe's AI Convention - Lawfare",
             "The convention applies to public authorities and offers parties options for the private sector...", "Sep 9, 2024"),
            ("https://www.techpolicy.press/council-of-europe-ai-treaty-signatories/", "Who signed the Council of Europe AI treaty? - Tech Policy Press",
             "Ten signatories on day one, including seven Council of Europe member states...", "Sep 6, 2024"),
        )),
        (extract(chart, "list of signatories and entry into force conditions"), chart_page("Extract for goal: list of signatories and entry into force conditions.")),
        m.add({"cets225_opened": "5 Sept 2024, Vilnius (Conference of Ministers of Justice); adopted by Committee of Ministers 17 May 2024",
               "cets225_signatories": "Andorra, Georgia, Iceland, Norway, Republic of Moldova, San Marino, United Kingdom; Israel, United States; European Union (10 signatures, 0 ratifications as of 10/09/2024)"}),
        (search("Framework Convention AI entry into force five ratifications three member states three months"), serp(
            ("https://rm.coe.int/1680afae3c", "Council of Europe Framework Convention on Artificial Intelligence (CETS No. 225) - text",
             "Article 30 – Entry into force: This Convention shall enter into force on the first day of the month following the expiration of a period of three months after the date on which five signatories, including at least three member States of the Council of Europe, have expressed their consent to be bound...", "N/A"),
            ("https://www.coe.int/en/web/conventions/full-list?module=treaty-detail&treatynum=225", "Details of Treaty No.225 - Treaty Office",
             "Opening of the treaty: Vilnius, 05/09/2024. Entry into force: Conditions: 5 Ratifications including at least 3 member States of the Council of Europe.", "N/A"),
            ("https://www.coe.int/en/web/artificial-intelligence/the-framework-convention-on-artificial-intelligence", "The Framework Convention on Artificial Intelligence",
             "The convention will enter into force after five ratifications, including those of three Council of Europe member states.", "N/A"),
            ("https://en.wikipedia.org/wiki/Framework_Convention_on_Artificial_Intelligence", "Framework Convention on Artificial Intelligence - Wikipedia",
             "It will enter into force on the first day of the month following a three-month period after five ratifications...", "N/A"),
            ("https://www.ejiltalk.org/the-council-of-europes-ai-convention-a-critical-assessment/", "The Council of Europe's AI Convention: A Critical Assessment - EJIL: Talk!",
             "The entry-into-force threshold is low, but the private-sector opt-in remains contested...", "Sep 2024"),
            ("https://www.europarl.europa.eu/legislative-train/ai-convention", "Conclusion of the CoE AI Convention - Legislative Train",
             "The Council authorised the signature on behalf of the Union...", "Sep 2024"),
            ("https://iapp.org/news/a/council-of-europe-ai-treaty-explained", "The Council of Europe AI treaty, explained - IAPP",
             "Key provisions, scope and entry-into-force requirements...", "Sep 2024"),
            ("https://www.globalpolicywatch.com/2024/09/coe-ai-convention/", "Council of Europe AI Convention Opens for Signature - Covington",
             "Parties may choose how to apply the Convention to private actors...", "Sep 2024"),
            ("https://digital-strategy.ec.europa.eu/en/news/commission-signs-council-europe-framework-convention", "Commission signs Council of Europe Framework Convention on AI - Shaping Europe's digital future",
             "The Convention is fully compatible with EU law, including the AI Act...", "Sep 5, 2024"),
            ("https://www.oecd.ai/en/wonk/coe-convention", "The CoE convention and the global AI governance landscape - OECD.AI",
             "How the convention fits with the OECD AI Principles and the Hiroshima process...", "Sep 2024"),
        )),
        m.add({"cets225_eif_rule": "1st day of the month after 3 months following 5 ratifications incl. at least 3 CoE member States (Art. 30)"}),
        swap(swap((extract(chart, "confirm the member-State signatories"), chart_page("Extract for goal: confirm the member-State signatories.")),
                  "| San Marino | 05/09/2024 | | | | | | | | | |\n", ""),
             "| Iceland | 05/09/2024 | | | | | | | | | |\n", "| Iceland | 05/09/2024 | | | | | | | | | |\n| Liechtenstein | 05/09/2024 | | | | | | | | | |\n"),
        m.get(["cets225_signatories"]),
    ]
    rs.add("search", "h65-search-09", SYSTEM, turns, state=state("2024-09-10 16:10 CEST"), bad=True, turn=6,
           kind="the re-extracted signature chart lists Liechtenstein among member-State signatories where the same chart (same status date) listed San Marino")


# ---------------------------------------------------------------- 10 census.gov apportionment (bad: a total changes on re-extraction)
def t10(rs: RowSet) -> None:
    m = Mem()
    ap = "https://www.census.gov/data/tables/2020/dec/2020-apportionment-data.html"
    prs = "https://www.census.gov/newsroom/press-releases/2021/2020-census-apportionment-results.html"

    def ap_page(note: str) -> str:
        return f"""# 2020 Census Apportionment Results

Release date: April 26, 2021

{note}

The apportionment population includes the resident population of the 50 states plus overseas federal employees (military and civilian) and their dependents living with them who could be allocated to a home state. The District of Columbia is not included in the apportionment population.

## Table 1. Apportionment Population and Number of Representatives by State: 2020 Census (selection)

| State | Apportionment population | Number of representatives | Change from 2010 apportionment |
| --- | --- | --- | --- |
| Alabama | 5,030,053 | 7 | 0 |
| California | 39,576,757 | 52 | -1 |
| Colorado | 5,782,171 | 8 | +1 |
| Florida | 21,570,527 | 28 | +1 |
| Illinois | 12,822,739 | 17 | -1 |
| Michigan | 10,079,985 | 13 | -1 |
| Minnesota | 5,709,752 | 8 | 0 |
| Montana | 1,085,407 | 2 | +1 |
| New York | 20,215,751 | 26 | -1 |
| North Carolina | 10,453,948 | 14 | +1 |
| Ohio | 11,808,848 | 15 | -1 |
| Oregon | 4,241,500 | 6 | +1 |
| Pennsylvania | 13,011,844 | 17 | -1 |
| Texas | 29,183,290 | 38 | +2 |
| West Virginia | 1,795,045 | 2 | -1 |
| **Total, 50 states** | **331,108,434** | **435** | |

## Table 2. Resident Population for the 50 States and the District of Columbia: 2020 Census

| Area | Resident population |
| --- | --- |
| 50 states | 330,759,736 |
| District of Columbia | 689,545 |
| **Total** | **331,449,281** |

Average apportionment population per representative: 761,169.

Downloads: apportionment-2020-table01.xlsx (27 KB) · apportionment-2020-table02.xlsx (21 KB) · Technical documentation (PDF, 1.2 MB)"""
    turns = [
        (search("2020 census apportionment results resident population seats gained lost"), serp(
            (ap, "2020 Census Apportionment Results - Census.gov",
             "The resident population of the 50 states and the District of Columbia on April 1, 2020 was 331,449,281. Apportionment population: 331,108,434.", "Apr 26, 2021"),
            (prs, "2020 Census Apportionment Results Delivered to the President - Census.gov",
             "The U.S. resident population represents the total number of people living in the 50 states and the District of Columbia... 331,449,281, an increase of 7.4% over 2010.", "Apr 26, 2021"),
            ("https://www.census.gov/library/stories/2021/04/2020-census-data-release.html", "2020 Census: Percent Change in Resident Population - Census.gov",
             "Utah was the fastest-growing state, up 18.4% since 2010...", "Apr 26, 2021"),
            ("https://en.wikipedia.org/wiki/2020_United_States_census", "2020 United States census - Wikipedia",
             "The census recorded a resident population of 331,449,281 in the 50 states and D.C., an increase of 7.4 percent...", "N/A"),
            ("https://www.npr.org/2021/04/26/983082132/census-to-release-1st-results-that-shift-electoral-college-house-seats", "Texas, Florida gain House seats; California loses one for 1st time - NPR",
             "New York lost a seat by 89 people...", "Apr 26, 2021"),
            ("https://www.pewresearch.org/short-reads/2021/04/26/2020-census-apportionment/", "What the 2020 census tells us about House seats - Pew Research Center",
             "Seven seats will shift among 13 states...", "Apr 26, 2021"),
            ("https://www.nytimes.com/interactive/2021/04/26/us/census-apportionment-map.html", "See Which States Gained and Lost Seats in Congress - The New York Times",
             "Texas gains two seats; Colorado, Florida, Montana, North Carolina and Oregon gain one each...", "Apr 26, 2021"),
            ("https://www.census.gov/topics/public-sector/congressional-apportionment.html", "Congressional Apportionment - Census.gov",
             "Apportionment is the process of dividing the 435 memberships, or seats, in the House of Representatives among the 50 states.", "N/A"),
            ("https://www.brookings.edu/articles/the-2020-census-and-apportionment/", "The 2020 census and apportionment - Brookings",
             "The slowest growth decade since the 1930s...", "Apr 27, 2021"),
            ("https://www.census.gov/data/tables/time-series/dec/apportionment-data-text.html", "Historical Apportionment Data (1910-2020) - Census.gov",
             "Apportionment population and number of representatives by state, 1910–2020...", "N/A"),
        )),
        (extract(ap, "apportionment table and resident population totals"), ap_page("Goal: apportionment table and resident population totals.")),
        m.add({"us_resident_pop_2020": "331,449,281 (50 states + DC, April 1, 2020)",
               "us_apportionment_pop_2020": "331,108,434 (50 states + overseas federal employees; excludes DC)"}),
        (search("2020 census population growth 7.4 percent slowest since 1930s"), serp(
            ("https://www.census.gov/library/stories/2021/04/2020-census-data-release.html", "2020 Census: Percent Change in Resident Population - Census.gov",
             "The U.S. population grew by 7.4% between 2010 and 2020, the second-slowest rate of growth in the nation's history (after 7.3% in the 1930s).", "Apr 26, 2021"),
            ("https://www.nytimes.com/2021/04/26/us/census-population-growth-slowest.html", "U.S. Population Growth Slowest Since 1930s - The New York Times",
             "The population grew by 7.4 percent over the decade...", "Apr 26, 2021"),
            (prs, "2020 Census Apportionment Results Delivered to the President - Census.gov",
             "...331,449,281, an increase of 7.4% over 2010.", "Apr 26, 2021"),
            ("https://www.pewresearch.org/short-reads/2021/04/27/slowest-growth/", "U.S. population growth slowest since Great Depression - Pew",
             "The 2020 count is 22.7 million higher than in 2010...", "Apr 27, 2021"),
            ("https://en.wikipedia.org/wiki/2010_United_States_census", "2010 United States census - Wikipedia",
             "Resident population 308,745,538...", "N/A"),
            ("https://www.brookings.edu/articles/2020-census-slowest-growth/", "2020 census shows slowest growth since the 1930s - Brookings",
             "Only 7.4% growth, as births declined and immigration slowed...", "Apr 26, 2021"),
            ("https://apnews.com/article/census-2020-population-growth", "Census shows US growing at slowest pace since the 1930s - AP News",
             "The U.S. population grew to 331,449,281 people...", "Apr 26, 2021"),
            ("https://www.axios.com/2021/04/26/census-population-slowest-growth", "U.S. population grew at slowest pace in decades - Axios",
             "The 7.4% growth rate was the second-lowest ever recorded.", "Apr 26, 2021"),
            ("https://www.census.gov/data/tables/time-series/dec/popchange-data-text.html", "Historical Population Change Data (1910-2020) - Census.gov",
             "Resident population and percent change by decade...", "N/A"),
            ("https://www.cnn.com/2021/04/26/politics/census-2020-population-growth/index.html", "US population grew 7.4% over the decade - CNN",
             "The country's growth slowed to its lowest rate since the Depression.", "Apr 26, 2021"),
        )),
        m.add({"growth_2010_2020": "+7.4% (+22,703,743 people: 308,745,538 in 2010 -> 331,449,281 in 2020)"}),
        (extract(prs, "which states gained and lost seats; fastest and slowest growing states"), """# 2020 Census Apportionment Results Delivered to the President

April 26, 2021 · Press Release Number CB21-CN.35

WASHINGTON, April 26, 2021 — The U.S. Census Bureau today announced the 2020 Census apportionment results, which determine the number of seats each state receives in the U.S. House of Representatives, and the resident population of the United States.

The U.S. resident population represents the total number of people living in the 50 states and the District of Columbia. The resident population increased by 22,703,743, or 7.4%, to 331,449,281, compared to 2010.

## Changes in the number of seats

- Texas will gain two seats in the House of Representatives.
- Five states will gain one seat each: Colorado, Florida, Montana, North Carolina and Oregon.
- Seven states will lose one seat each: California, Illinois, Michigan, New York, Ohio, Pennsylvania and West Virginia.
- The remaining 37 states' delegations will stay the same size.

## Population change

The most populous state was California (39,538,223), the least populous Wyoming (576,851). The fastest-growing state since 2010 was Utah, at 18.4%. West Virginia lost 3.2% of its population, the largest decline.

The average size of a congressional district based on the 2020 Census apportionment population will be 761,169, roughly 50,000 more than the 2010 average of 710,767.

Contact: Public Information Office, 301-763-3030, pio@census.gov"""),
        m.add({"seats_gained": "TX +2; CO, FL, MT, NC, OR +1 each",
               "seats_lost": "CA, IL, MI, NY, OH, PA, WV -1 each"}),
    ]
    act, obs = extract(ap, "resident population of DC and the 50-state total"), ap_page("Goal: resident population of DC and the 50-state total.")
    assert obs.count("331,449,281") == 1
    turns.append((act, obs.replace("331,449,281", "331,449,821")))
    turns += [
        (search("District of Columbia 2020 census population 689,545"), serp(
            ("https://www.census.gov/quickfacts/DC", "U.S. Census Bureau QuickFacts: District of Columbia",
             "Population, Census, April 1, 2020: 689,545. Population estimates, July 1, 2023: 678,972.", "N/A"),
            ("https://en.wikipedia.org/wiki/Washington,_D.C.", "Washington, D.C. - Wikipedia",
             "The 2020 census recorded a population of 689,545...", "N/A"),
            ("https://dc.gov/release/dc-population-2020-census", "DC's Population Reaches 689,545 in 2020 Census - dc.gov",
             "The District grew 14.6% since 2010...", "Apr 26, 2021"),
            (ap, "2020 Census Apportionment Results - Census.gov",
             "Resident population... District of Columbia 689,545; 50 states 330,759,736.", "Apr 26, 2021"),
            ("https://www.washingtonpost.com/dc-md-va/2021/04/26/dc-census-population/", "D.C. population tops 689,000 - The Washington Post",
             "The District's population grew 14.6% over the decade, faster than all but a handful of states...", "Apr 26, 2021"),
            ("https://planning.dc.gov/page/census-2020", "Census 2020 - Office of Planning",
             "2020 Census counts for the District of Columbia by ward and tract...", "N/A"),
            ("https://www.census.gov/library/stories/state-by-state/district-of-columbia-population-change-between-census-decade.html", "District of Columbia: 2020 Census - Census.gov",
             "Population 689,545 (+14.6% from 2010)...", "Aug 25, 2021"),
            ("https://www.dcfpi.org/all/2020-census-dc/", "What the 2020 Census tells us about DC - DCFPI",
             "The city added nearly 88,000 residents over the decade...", "Sep 2021"),
            ("https://worldpopulationreview.com/us-cities/washington-dc-population", "Washington DC Population 2024 - World Population Review",
             "2020 census: 689,545...", "N/A"),
            ("https://www.statista.com/statistics/dc-population/", "Resident population of Washington, D.C. 1960-2023 - Statista",
             "Resident population of the District of Columbia by year...", "N/A"),
        )),
        m.get(["us_resident_pop_2020"]),
    ]
    rs.add("search", "h65-search-10", SYSTEM, turns, state=state("2024-03-15 10:30 EDT"), bad=True, turn=8,
           kind="the re-extracted apportionment page gives the 50-states-plus-DC resident total as 331,449,821, not the 331,449,281 it showed at turn 2")


# ---------------------------------------------------------------- 11 Mindestlohnkommission (clean)
def t11(rs: RowSet) -> None:
    m = Mem()
    mk = "https://www.mindestlohn-kommission.de/DE/Bericht/Beschluss/beschluss_node.html"
    mj = "https://www.minijob-zentrale.de/DE/die-minijobs/minijob-verdienstgrenze/"
    turns = [
        (search("Mindestlohn 2026 2027 Mindestlohnkommission Beschluss"), serp(
            (mk, "Beschluss der Mindestlohnkommission - Mindestlohnkommission",
             "Die Mindestlohnkommission hat am 27. Juni 2025 einstimmig beschlossen, den gesetzlichen Mindestlohn in zwei Stufen anzuheben: zum 1. Januar 2026 auf 13,90 Euro und zum 1. Januar 2027 auf 14,60 Euro brutto je Zeitstunde.", "Jun 27, 2025"),
            ("https://www.bundesregierung.de/breg-de/aktuelles/mindestlohn-steigt-2026", "Mindestlohn steigt auf 13,90 Euro - Bundesregierung",
             "Der gesetzliche Mindestlohn soll ab 1. Januar 2026 auf 13,90 Euro pro Stunde steigen, ab 2027 auf 14,60 Euro...", "Jun 27, 2025"),
            ("https://www.bmas.de/DE/Arbeit/Arbeitsrecht/Mindestlohn/mindestlohn.html", "Mindestlohn - BMAS",
             "Seit dem 1. Januar 2025 beträgt der gesetzliche Mindestlohn 12,82 Euro brutto je Zeitstunde.", "N/A"),
            ("https://de.wikipedia.org/wiki/Mindestlohn_in_Deutschland", "Mindestlohn in Deutschland - Wikipedia",
             "Der gesetzliche Mindestlohn wurde zum 1. Januar 2015 mit 8,50 Euro eingeführt...", "N/A"),
            ("https://www.tagesschau.de/wirtschaft/mindestlohn-erhoehung-2026-100.html", "Mindestlohn steigt in zwei Schritten auf 14,60 Euro - tagesschau.de",
             "Die Mindestlohnkommission hat sich auf eine Erhöhung in zwei Stufen geeinigt...", "Jun 27, 2025"),
            ("https://www.destatis.de/DE/Themen/Arbeit/Verdienste/Mindestloehne/_inhalt.html", "Mindestlöhne - Statistisches Bundesamt",
             "Daten und Analysen zur Entwicklung des gesetzlichen Mindestlohns und zur Zahl der Jobs mit Mindestlohn...", "N/A"),
            ("https://www.dgb.de/mindestlohn-2026", "Mindestlohn 2026: Was der Beschluss bedeutet - DGB",
             "13,90 Euro ab Januar 2026 – ein wichtiger Schritt...", "Jun 27, 2025"),
            ("https://www.handelsblatt.com/politik/deutschland/mindestlohn-kommission-beschluss-2025/", "Mindestlohn: Kommission empfiehlt 14,60 Euro bis 2027 - Handelsblatt",
             "Es ist die größte Erhöhung, die die Kommission je beschlossen hat...", "Jun 27, 2025"),
            (mj, "Minijob-Verdienstgrenze - Minijob-Zentrale",
             "Die Verdienstgrenze im Minijob ist dynamisch an den Mindestlohn gekoppelt. Sie beträgt 2025 556 Euro im Monat.", "N/A"),
            ("https://www.reuters.com/world/europe/germany-raise-minimum-wage-1460-euros-by-2027-2025-06-27/", "Germany to raise minimum wage to 14.60 euros by 2027 - Reuters",
             "Germany's minimum wage will rise to 13.90 euros an hour next year and to 14.60 euros in 2027...", "Jun 27, 2025"),
        )),
        (extract(mk, "Beschluss vom 27. Juni 2025 und bisherige Entwicklung des Mindestlohns"), """# Beschluss der Mindestlohnkommission nach § 9 MiLoG

Berlin, 27. Juni 2025

Die Mindestlohnkommission hat in ihrer Sitzung am 27. Juni 2025 einstimmig beschlossen, den gesetzlichen Mindestlohn wie folgt anzupassen:

- zum **1. Januar 2026** auf **13,90 Euro** brutto je Zeitstunde,
- zum **1. Januar 2027** auf **14,60 Euro** brutto je Zeitstunde.

Die Kommission hat sich im Rahmen einer Gesamtabwägung neben der Tarifentwicklung erstmals auch am Referenzwert von 60 Prozent des Bruttomedianlohns von Vollzeitbeschäftigten orientiert.

## Entwicklung des gesetzlichen Mindestlohns

| Gültig ab | Mindestlohn (Euro/Stunde) | Grundlage |
| --- | --- | --- |
| 01.01.2015 | 8,50 | MiLoG |
| 01.01.2017 | 8,84 | Beschluss 2016 |
| 01.01.2019 | 9,19 | Beschluss 2018 |
| 01.01.2020 | 9,35 | Beschluss 2018 |
| 01.01.2021 | 9,50 | Beschluss 2020 |
| 01.07.2021 | 9,60 | Beschluss 2020 |
| 01.01.2022 | 9,82 | Beschluss 2020 |
| 01.07.2022 | 10,45 | Beschluss 2020 |
| 01.10.2022 | 12,00 | Mindestlohnerhöhungsgesetz |
| 01.01.2024 | 12,41 | Beschluss 2023 |
| 01.01.2025 | 12,82 | Beschluss 2023 |
| 01.01.2026 | 13,90 | Beschluss 2025 |
| 01.01.2027 | 14,60 | Beschluss 2025 |

Die Erhöhung zum 1. Januar 2026 entspricht 8,4 Prozent, die zum 1. Januar 2027 weiteren 5,0 Prozent; gegenüber dem derzeit geltenden Mindestlohn von 12,82 Euro steigt der Mindestlohn damit insgesamt um 13,9 Prozent.

Die Bundesregierung kann die Anpassung durch Rechtsverordnung verbindlich machen (§ 11 MiLoG).

Geschäfts- und Informationsstelle für den Mindestlohn · Kontakt: info@mindestlohn-kommission.de"""),
        m.add({"de_mw_current": "12.82 €/h (since 2025-01-01)",
               "de_mw_2026": "13.90 €/h from 2026-01-01 (+8.4%)",
               "de_mw_2027": "14.60 €/h from 2027-01-01 (+5.0%; +13.9% vs 12.82)"}),
        (extract(mj, "Verdienstgrenze 2025 und 2026 und wie sie berechnet wird"), """# Minijob-Verdienstgrenze

Seit dem 1. Oktober 2022 ist die Verdienstgrenze für Minijobs dynamisch. Sie orientiert sich an einer Wochenarbeitszeit von 10 Stunden zum gesetzlichen Mindestlohn und wird wie folgt berechnet:

> Mindestlohn × 130 ÷ 3, aufgerundet auf volle Euro

## Verdienstgrenze im Überblick

| Zeitraum | Mindestlohn | Verdienstgrenze pro Monat | pro Jahr |
| --- | --- | --- | --- |
| 01.10.2022 – 31.12.2023 | 12,00 Euro | 520 Euro | 6.240 Euro |
| 01.01.2024 – 31.12.2024 | 12,41 Euro | 538 Euro | 6.456 Euro |
| 01.01.2025 – 31.12.2025 | 12,82 Euro | 556 Euro | 6.672 Euro |
| ab 01.01.2026 | 13,90 Euro | 603 Euro | 7.236 Euro |

Ein gelegentliches und nicht vorhersehbares Überschreiten der Verdienstgrenze ist in bis zu zwei Kalendermonaten innerhalb eines Zeitjahres zulässig.

Die Verdienstgrenze für Midijobs (Übergangsbereich) liegt 2025 bei 2.000 Euro im Monat.

Minijob-Zentrale · Service-Center 0355 2902-70799"""),
        m.add({"minijob_limit": "556 €/month in 2025 -> 603 €/month from 2026 (MW × 130 / 3, rounded up)"}),
        (search("Germany minimum wage 2026 13.90 euros English"), serp(
            ("https://www.reuters.com/world/europe/germany-raise-minimum-wage-1460-euros-by-2027-2025-06-27/", "Germany to raise minimum wage to 14.60 euros by 2027 - Reuters",
             "Germany's minimum wage will rise to 13.90 euros ($16.30) an hour from January 2026 and to 14.60 euros in 2027, the minimum wage commission said on Friday.", "Jun 27, 2025"),
            ("https://www.dw.com/en/germany-minimum-wage-to-rise-to-1460-euros/a-73088512", "Germany's minimum wage to rise to €14.60 by 2027 - DW",
             "The current minimum wage of €12.82 will rise in two stages...", "Jun 27, 2025"),
            ("https://www.euronews.com/business/2025/06/27/germany-minimum-wage", "Germany agrees biggest minimum wage hike since 2022 - Euronews",
             "An increase of 8.4% in 2026, followed by a further 5% in 2027...", "Jun 27, 2025"),
            ("https://www.bloomberg.com/news/articles/2025-06-27/germany-minimum-wage", "Germany Raises Minimum Wage Short of SPD's €15 Goal - Bloomberg",
             "The commission stopped short of the €15 an hour target set out by the Social Democrats in their campaign...", "Jun 27, 2025"),
            ("https://www.thelocal.de/20250627/germany-minimum-wage-2026", "Germany's minimum wage to rise to €13.90 next year - The Local",
             "Here's what the rise means for workers and mini-jobbers...", "Jun 27, 2025"),
            ("https://www.bmas.de/EN/Labour/Labour-Law/Minimum-Wage/minimum-wage.html", "Minimum wage - Federal Ministry of Labour and Social Affairs",
             "Since 1 January 2025 the statutory minimum wage has been EUR 12.82 gross per hour.", "N/A"),
            ("https://en.wikipedia.org/wiki/Minimum_wage_in_Germany", "Minimum wage in Germany - Wikipedia",
             "A statutory minimum wage of €8.50 was introduced on 1 January 2015...", "N/A"),
            ("https://www.ft.com/content/german-minimum-wage-2027", "Germany lifts minimum wage to €14.60 - Financial Times",
             "Employers warned the rise would burden small businesses...", "Jun 27, 2025"),
            ("https://www.eurofound.europa.eu/en/minimum-wages-2025", "Minimum wages in 2025: Annual review - Eurofound",
             "Germany's minimum wage of €12.82 ranks among the highest in the EU...", "Jun 2025"),
            ("https://ec.europa.eu/eurostat/statistics-explained/index.php?title=Minimum_wage_statistics", "Minimum wage statistics - Eurostat",
             "In January 2025, monthly minimum wages ranged from €551 in Bulgaria to €2,704 in Luxembourg...", "Feb 2025"),
        )),
        m.all(),
    ]
    rs.add("search", "h65-search-11", SYSTEM, turns, state=state("2025-07-01 09:00 CEST"))


# ---------------------------------------------------------------- 12 IRS brackets and standard deduction (clean)
def t12(rs: RowSet) -> None:
    m = Mem()
    ia = "https://www.irs.gov/newsroom/irs-releases-tax-inflation-adjustments-for-tax-year-2025"
    ob = "https://www.irs.gov/newsroom/one-big-beautiful-bill-provisions"
    turns = [
        (search("IRS 2025 tax brackets single filers Rev. Proc. 2024-40 standard deduction"), serp(
            (ia, "IRS releases tax inflation adjustments for tax year 2025 | Internal Revenue Service",
             "IR-2024-273, Oct. 22, 2024 — The standard deduction for single taxpayers and married individuals filing separately for tax year 2025 rises to $15,000, an increase of $400 from tax year 2024.", "Oct 22, 2024"),
            ("https://www.irs.gov/pub/irs-drop/rp-24-40.pdf", "Rev. Proc. 2024-40 (PDF)",
             "This revenue procedure sets forth inflation-adjusted items for 2025 for various provisions of the Internal Revenue Code...", "Oct 22, 2024"),
            ("https://www.irs.gov/filing/federal-income-tax-rates-and-brackets", "Federal income tax rates and brackets | Internal Revenue Service",
             "See current federal tax brackets and rates based on your income and filing status...", "N/A"),
            ("https://taxfoundation.org/data/all/federal/2025-tax-brackets/", "2025 Tax Brackets and Federal Income Tax Rates - Tax Foundation",
             "The top marginal income tax rate of 37 percent will hit taxpayers with taxable income above $626,350 for single filers...", "Oct 22, 2024"),
            (ob, "One, Big, Beautiful Bill provisions | Internal Revenue Service",
             "The standard deduction for 2025 increases to $15,750 for single filers and married filing separately, $23,625 for head of household and $31,500 for married filing jointly.", "Jul 14, 2025"),
            ("https://www.nerdwallet.com/article/taxes/federal-income-tax-brackets", "2025-2026 Tax Brackets and Federal Income Tax Rates - NerdWallet",
             "There are seven federal income tax rates in 2025: 10%, 12%, 22%, 24%, 32%, 35% and 37%...", "Jul 2025"),
            ("https://www.cnbc.com/2024/10/22/irs-tax-brackets-2025.html", "IRS unveils new tax brackets for 2025 - CNBC",
             "The IRS on Tuesday unveiled dozens of inflation adjustments for 2025...", "Oct 22, 2024"),
            ("https://www.forbes.com/sites/kellyphillipserb/2024/10/22/irs-announces-2025-tax-brackets/", "IRS Announces 2025 Tax Brackets, Standard Deduction - Forbes",
             "The standard deduction will rise to $30,000 for married couples filing jointly...", "Oct 22, 2024"),
            ("https://www.bankrate.com/taxes/tax-brackets/", "2024-2025 Tax Brackets And Federal Income Tax Rates - Bankrate",
             "Tax brackets for income earned in 2024 and 2025...", "Jul 2025"),
            ("https://www.irs.gov/newsroom/irs-provides-tax-inflation-adjustments-for-tax-year-2024", "IRS provides tax inflation adjustments for tax year 2024 | Internal Revenue Service",
             "For single taxpayers and married individuals filing separately, the standard deduction rises to $14,600 for 2024, up $750 from 2023.", "Nov 9, 2023"),
        )),
        (extract(ia, "2025 brackets for single filers and standard deduction"), """# IRS releases tax inflation adjustments for tax year 2025

IR-2024-273, Oct. 22, 2024

WASHINGTON — The Internal Revenue Service today announced the tax year 2025 annual inflation adjustments for more than 60 tax provisions, including the tax rate schedules and other tax changes. Revenue Procedure 2024-40 provides details about these annual adjustments.

## New for 2025

- The standard deduction for married couples filing jointly for tax year 2025 rises to $30,000, an increase of $800 from tax year 2024. For single taxpayers and married individuals filing separately, the standard deduction rises to $15,000 for 2025, an increase of $400 from 2024. For heads of households, the standard deduction will be $22,500 for tax year 2025, an increase of $600 from the amount for tax year 2024.

## Marginal rates

For tax year 2025, the top tax rate remains 37% for individual single taxpayers with incomes greater than $626,350 ($751,600 for married couples filing jointly).

| Rate | Single: taxable income over | Married filing jointly: taxable income over |
| --- | --- | --- |
| 37% | $626,350 | $751,600 |
| 35% | $250,525 | $501,050 |
| 32% | $197,300 | $394,600 |
| 24% | $103,350 | $206,700 |
| 22% | $48,475 | $96,950 |
| 12% | $11,925 | $23,850 |
| 10% | $0 | $0 |

## Other provisions

- The Alternative Minimum Tax exemption amount for tax year 2025 is $88,100 and begins to phase out at $626,350 ($137,000 for married couples filing jointly, phasing out at $1,252,700).
- The tax year 2025 maximum Earned Income Tax Credit amount is $8,046 for qualifying taxpayers who have three or more qualifying children.
- The annual exclusion for gifts increases to $19,000 for calendar year 2025.
- Estates of decedents who die during 2025 have a basic exclusion amount of $13,990,000.
- For the taxable years beginning in 2025, the dollar limitation for employee salary reductions for contributions to health flexible spending arrangements increases to $3,300.

Related: Revenue Procedure 2024-40 (PDF)"""),
        m.add({"2025_std_ded_single": "$15,000 (Rev. Proc. 2024-40)",
               "2025_brackets_single": "10% ≤11,925; 12% ≤48,475; 22% ≤103,350; 24% ≤197,300; 32% ≤250,525; 35% ≤626,350; 37% above"}),
        (search("2024 tax brackets single filers IRS 609,350"), serp(
            ("https://www.irs.gov/newsroom/irs-provides-tax-inflation-adjustments-for-tax-year-2024", "IRS provides tax inflation adjustments for tax year 2024 | Internal Revenue Service",
             "For tax year 2024, the top tax rate remains 37% for individual single taxpayers with incomes greater than $609,350 ($731,200 for married couples filing jointly). 35% for incomes over $243,725; 32% over $191,950; 24% over $100,525; 22% over $47,150; 12% over $11,600.", "Nov 9, 2023"),
            ("https://taxfoundation.org/data/all/federal/2024-tax-brackets/", "2024 Tax Brackets and Federal Income Tax Rates - Tax Foundation",
             "The standard deduction for single filers increases to $14,600 in 2024...", "Nov 9, 2023"),
            ("https://www.irs.gov/pub/irs-drop/rp-23-34.pdf", "Rev. Proc. 2023-34 (PDF)",
             "Inflation-adjusted items for 2024...", "Nov 9, 2023"),
            ("https://www.nerdwallet.com/article/taxes/federal-income-tax-brackets-2024", "2024 Tax Brackets - NerdWallet",
             "Single filers: 10% up to $11,600; 12% $11,601 to $47,150...", "Jan 2025"),
            ("https://www.cnbc.com/2023/11/09/irs-tax-brackets-2024.html", "IRS announces new tax brackets for 2024 - CNBC",
             "The standard deduction will increase to $29,200 for married couples filing together...", "Nov 9, 2023"),
            ("https://www.irs.gov/forms-pubs/about-form-1040", "About Form 1040, U.S. Individual Income Tax Return",
             "Information about Form 1040 and instructions for tax year 2024...", "N/A"),
            ("https://www.bankrate.com/taxes/tax-brackets-2024/", "Tax brackets 2024 - Bankrate",
             "Here are the federal income tax brackets for tax year 2024, filed in 2025...", "Feb 2025"),
            ("https://www.kiplinger.com/taxes/tax-brackets/2024-tax-brackets", "2024 Tax Brackets - Kiplinger",
             "Seven rates from 10% to 37%...", "Jan 2025"),
            ("https://www.investopedia.com/2024-tax-brackets-8383525", "Tax Brackets for 2024 - Investopedia",
             "The 2024 income thresholds rose about 5.4% from 2023...", "Dec 2024"),
            ("https://www.hrblock.com/tax-center/irs/tax-brackets-and-rates/2024-tax-brackets/", "2024 tax brackets - H&R Block",
             "Single filers: 22% bracket from $47,151 to $100,525...", "Jan 2025"),
        )),
        m.add({"2024_std_ded_single": "$14,600 (Rev. Proc. 2023-34)",
               "2024_brackets_single": "10% ≤11,600; 12% ≤47,150; 22% ≤100,525; 24% ≤191,950; 32% ≤243,725; 35% ≤609,350; 37% above"}),
        (extract(ob, "standard deduction change for 2025 and new deductions"), """# One, Big, Beautiful Bill provisions

Public Law 119-21, enacted July 4, 2025, made significant changes to the tax law. This page summarizes provisions that affect individuals for tax year 2025; more guidance will follow.

## Standard deduction

For tax year 2025 the law permanently increases the standard deduction:

| Filing status | 2025 (before the law) | 2025 (as amended) |
| --- | --- | --- |
| Single or married filing separately | $15,000 | $15,750 |
| Head of household | $22,500 | $23,625 |
| Married filing jointly | $30,000 | $31,500 |

The amounts will be adjusted for inflation for tax years after 2025.

## New deductions (tax years 2025 through 2028)

- **Enhanced deduction for seniors:** an additional $6,000 deduction for each eligible individual age 65 or older; phases out for modified adjusted gross income over $75,000 ($150,000 for joint filers).
- **No tax on tips:** deduction of up to $25,000 for qualified tips; phases out for MAGI over $150,000 ($300,000 joint).
- **No tax on overtime:** deduction of up to $12,500 ($25,000 joint) for qualified overtime compensation; same phase-out thresholds.
- **No tax on car loan interest:** up to $10,000 of interest on loans for new personal-use vehicles assembled in the United States.

## Other changes

- The tax rates of 10%, 12%, 22%, 24%, 32%, 35% and 37% are made permanent.
- The state and local tax (SALT) deduction limit rises to $40,000 ($20,000 married filing separately) for 2025.
- The child tax credit increases to $2,200 per qualifying child for 2025.

Page Last Reviewed or Updated: 14-Jul-2025"""),
        m.update({"2025_std_ded_single": "$15,750 (OBBBA, P.L. 119-21, enacted 2025-07-04; was $15,000 under Rev. Proc. 2024-40)"}),
        m.add({"obbba_senior_deduction": "$6,000 per eligible individual 65+, tax years 2025–2028; phase-out above $75,000 MAGI ($150,000 joint)"}),
        m.remove(["2024_brackets_single"]),
        m.get(["2025_std_ded_single", "2024_brackets_single"]),
        m.all(),
    ]
    rs.add("search", "h65-search-12", SYSTEM, turns, state=state("2025-08-12 13:15 EDT"))


# ---------------------------------------------------------------- 13 Bank of England Bank Rate (bad: renamed key back under its old name)
def t13(rs: RowSet) -> None:
    m = Mem()
    hist = "https://www.bankofengland.co.uk/boeapps/database/Bank-Rate.asp"
    mps = "https://www.bankofengland.co.uk/monetary-policy-summary-and-minutes/2025/may-2025"
    rate = "4.25% (MPC announcement 8 May 2025, vote 5–2–2)"
    turns = [
        (search("Bank of England Bank Rate decisions 2024 2025 vote split"), serp(
            ("https://www.bankofengland.co.uk/monetary-policy/the-interest-rate-bank-rate", "Interest rates and Bank Rate | Bank of England",
             "Our Monetary Policy Committee (MPC) sets Bank Rate. The current Bank Rate is 4.25%. The next announcement is on 19 June 2025.", "N/A"),
            (mps, "Monetary Policy Summary, May 2025 | Bank of England",
             "At its meeting ending on 7 May 2025, the MPC voted by a majority of 5–4 to reduce Bank Rate by 0.25 percentage points, to 4.25%.", "May 8, 2025"),
            (hist, "Official Bank Rate history | Bank of England Database",
             "Date Changed, Rate: 08 May 25 4.25; 06 Feb 25 4.50; 07 Nov 24 4.75; 01 Aug 24 5.00; 03 Aug 23 5.25...", "N/A"),
            ("https://www.bankofengland.co.uk/monetary-policy-summary-and-minutes/2025/february-2025", "Monetary Policy Summary, February 2025 | Bank of England",
             "The MPC voted by a majority of 7–2 to reduce Bank Rate by 0.25 percentage points, to 4.5%. Two members voted to reduce Bank Rate by 0.5 percentage points, to 4.25%.", "Feb 6, 2025"),
            ("https://www.bankofengland.co.uk/monetary-policy-summary-and-minutes/2024/november-2024", "Monetary Policy Summary, November 2024 | Bank of England",
             "The MPC voted by a majority of 8–1 to reduce Bank Rate by 0.25 percentage points, to 4.75%. One member voted to maintain Bank Rate at 5%.", "Nov 7, 2024"),
            ("https://www.bankofengland.co.uk/monetary-policy-summary-and-minutes/2024/august-2024", "Monetary Policy Summary, August 2024 | Bank of England",
             "The MPC voted by a majority of 5–4 to reduce Bank Rate by 0.25 percentage points, to 5%. Four members preferred to maintain Bank Rate at 5.25%.", "Aug 1, 2024"),
            ("https://www.reuters.com/world/uk/bank-england-cuts-rates-425-2025-05-08/", "Bank of England cuts rates to 4.25% in three-way split - Reuters",
             "The Bank of England cut interest rates by a quarter point on Thursday in an unusual three-way split...", "May 8, 2025"),
            ("https://www.bbc.co.uk/news/articles/c4gzrq8v2rvo", "Interest rates cut to 4.25% by Bank of England - BBC News",
             "The Bank of England has cut interest rates for the fourth time since last summer...", "May 8, 2025"),
            ("https://www.ft.com/content/boe-may-2025-rate-cut", "BoE cuts rates as Bailey warns on tariff uncertainty - Financial Times",
             "Two members wanted a bigger half-point cut while two wanted to hold...", "May 8, 2025"),
            ("https://en.wikipedia.org/wiki/Bank_rate", "Bank rate - Wikipedia",
             "In the United Kingdom, the Bank Rate is the official interest rate set by the Bank of England...", "N/A"),
        )),
        (extract(hist, "Bank Rate changes since 2020"), """# Official Bank Rate history

Data from 1694 · Series code: IUDBEDR

| Date Changed | Rate |
| --- | --- |
| 08 May 25 | 4.25 |
| 06 Feb 25 | 4.50 |
| 07 Nov 24 | 4.75 |
| 01 Aug 24 | 5.00 |
| 03 Aug 23 | 5.25 |
| 22 Jun 23 | 5.00 |
| 11 May 23 | 4.50 |
| 23 Mar 23 | 4.25 |
| 02 Feb 23 | 4.00 |
| 15 Dec 22 | 3.50 |
| 03 Nov 22 | 3.00 |
| 22 Sep 22 | 2.25 |
| 04 Aug 22 | 1.75 |
| 16 Jun 22 | 1.25 |
| 05 May 22 | 1.00 |
| 17 Mar 22 | 0.75 |
| 03 Feb 22 | 0.50 |
| 16 Dec 21 | 0.25 |
| 19 Mar 20 | 0.10 |
| 11 Mar 20 | 0.25 |

Dates shown are the dates the change was announced and took effect. Download: CSV · XLSX · Chart"""),
        m.add({"boe_rate_latest": rate,
               "boe_cycle_peak": "5.25% (from 3 Aug 2023 until the cut on 1 Aug 2024)"}),
        (extract(mps, "vote breakdown by member"), """# Monetary Policy Summary, May 2025

Monetary Policy Summary · Published on 08 May 2025

The Bank of England's Monetary Policy Committee (MPC) sets monetary policy to meet the 2% inflation target, and in a way that helps to sustain growth and employment. At its meeting ending on 7 May 2025, the MPC voted by a majority of 5–4 to reduce Bank Rate by 0.25 percentage points, to 4.25%. Two members voted to reduce Bank Rate by 0.5 percentage points, to 4%, and two members voted to maintain Bank Rate at 4.5%.

There has been substantial disinflation over the past two years, as previous external shocks have receded, and as the restrictive stance of monetary policy has curbed second-round effects and stabilised longer-term inflation expectations. Twelve-month CPI inflation was 2.6% in March, down from 2.8% in February. It is expected to rise to 3.5% in 2025 Q3.

## Votes

| Vote | Members |
| --- | --- |
| Reduce by 0.25pp to 4.25% | Andrew Bailey, Sarah Breeden, Megan Greene, Clare Lombardelli, Dave Ramsden |
| Reduce by 0.5pp to 4% | Swati Dhingra, Alan Taylor |
| Maintain at 4.5% | Catherine L Mann, Huw Pill |

A gradual and careful approach to the further withdrawal of monetary policy restraint remains appropriate.

The Minutes of the Monetary Policy Committee meeting ending on 7 May 2025 are published alongside this summary, together with the May 2025 Monetary Policy Report."""),
        m.add({"boe_may2025_votes": "0.25pp cut: Bailey, Breeden, Greene, Lombardelli, Ramsden; 0.5pp cut: Dhingra, Taylor; hold: Mann, Pill"}),
        m.remove(["boe_rate_latest"]),
        m.add({"boe_bank_rate_2025_05_08": rate}),
        (search("Bank of England next MPC announcement date June 2025"), serp(
            ("https://www.bankofengland.co.uk/news/2024/september/mpc-dates-for-2025", "Monetary Policy Committee dates for 2025 | Bank of England",
             "Thursday 6 February, Thursday 20 March, Thursday 8 May, Thursday 19 June, Thursday 7 August, Thursday 18 September, Thursday 6 November, Thursday 18 December.", "Sep 2024"),
            ("https://www.bankofengland.co.uk/monetary-policy/the-interest-rate-bank-rate", "Interest rates and Bank Rate | Bank of England",
             "The next announcement is on 19 June 2025.", "N/A"),
            ("https://www.reuters.com/markets/rates-bonds/boe-june-2025-preview/", "BoE expected to hold rates in June - Reuters poll",
             "Economists expect the Bank to keep rates at 4.25% on June 19...", "May 2025"),
            ("https://www.moneysavingexpert.com/news/2025/05/interest-rate-cut-4-25/", "Interest rate cut to 4.25% - what it means for you - MSE",
             "The next Bank of England decision is due on 19 June...", "May 8, 2025"),
            ("https://www.ig.com/uk/news-and-trade-ideas/boe-meeting-dates-2025", "Bank of England meeting dates 2025 - IG",
             "Full list of 2025 MPC announcement dates...", "Jan 2025"),
            ("https://www.forexfactory.com/calendar?day=jun19.2025", "GBP Official Bank Rate - Forex Factory",
             "Jun 19 2025 12:00pm · Previous 4.25%...", "N/A"),
            ("https://www.bbc.co.uk/news/articles/bank-of-england-june-2025", "When is the next interest rate decision? - BBC News",
             "The Bank of England will announce its next decision on Thursday 19 June.", "May 2025"),
            ("https://www.thisismoney.co.uk/money/markets/article-boe-june-2025.html", "Will the Bank of England cut rates in June? - This is Money",
             "Markets price a pause in June after May's cut...", "May 2025"),
            ("https://www.ukfinance.org.uk/news-and-insight/blog/bank-rate-outlook-2025", "Bank Rate outlook 2025 - UK Finance",
             "Two further cuts are expected this year...", "May 2025"),
            ("https://www.cityam.com/bank-of-england-june-decision/", "Bank of England June decision: what to expect - City AM",
             "MPC will meet again ahead of the 19 June announcement...", "May 2025"),
        )),
    ]
    ghost = {("boe_rate_latest" if k == "boe_bank_rate_2025_05_08" else k): v for k, v in m.d.items()}
    turns.append((memory("retrieve_all"), shown(ghost)))
    turns += [
        m.add({"boe_next_mpc": "19 June 2025 (announcement 12:00 BST)"}),
        (extract("https://www.bankofengland.co.uk/news/2024/september/mpc-dates-for-2025", "all 2025 MPC announcement dates"), """# Monetary Policy Committee dates for 2025

News release · Published on 26 September 2024

The Bank of England has today announced the provisional dates for Monetary Policy Committee (MPC) announcements in 2025:

| Announcement date | Monetary Policy Report |
| --- | --- |
| Thursday 6 February | Yes |
| Thursday 20 March | |
| Thursday 8 May | Yes |
| Thursday 19 June | |
| Thursday 7 August | Yes |
| Thursday 18 September | |
| Thursday 6 November | Yes |
| Thursday 18 December | |

The policy decision, Monetary Policy Summary and Minutes will be published at 12:00 on each announcement date. The Financial Stability Report will be published on 9 July and 2 December 2025 (provisional).

Contact: Media Relations, 020 3461 4411, press@bankofengland.co.uk"""),
        m.get(["boe_next_mpc", "boe_cycle_peak"]),
    ]
    rs.add("search", "h65-search-13", SYSTEM, turns, state=state("2025-05-09 10:05 BST"), bad=True, turn=9,
           kind="retrieve_all lists the rate under boe_rate_latest again, though that key was removed and the value re-stored as boe_bank_rate_2025_05_08")


# ---------------------------------------------------------------- 14 NZ Electoral Commission (clean)
def t14(rs: RowSet) -> None:
    m = Mem()
    off = "https://www.electionresults.govt.nz/electionresults_2023/"
    pre = "https://www.electionresults.govt.nz/electionresults_2023_preliminary/"
    turns = [
        (search("2023 New Zealand general election official results seats party vote"), serp(
            (off, "Official Result - 2023 General Election - Electoral Commission",
             "Overall Status: Final – Official Result. National Party 48 seats, Labour Party 34, Green Party 15, ACT New Zealand 11, New Zealand First 8, Te Pāti Māori 6.", "Nov 3, 2023"),
            ("https://elections.nz/media-and-news/2023/official-results-for-the-2023-general-election/", "Official results for the 2023 General Election - Elections NZ",
             "The Electoral Commission has today declared the official results of the 2023 General Election. Turnout was 78.2% of enrolled voters.", "Nov 3, 2023"),
            (pre, "Preliminary Count - 2023 General Election - Electoral Commission",
             "Election night results: National 50, Labour 34, Green 14, ACT 11, NZ First 8, Te Pāti Māori 4.", "Oct 14, 2023"),
            ("https://en.wikipedia.org/wiki/2023_New_Zealand_general_election", "2023 New Zealand general election - Wikipedia",
             "The National Party won the most seats... formed a coalition government with ACT and New Zealand First.", "N/A"),
            ("https://www.rnz.co.nz/news/political/501591/election-2023-final-results", "Election 2023 final results: National loses two seats - RNZ",
             "Special votes cost National two seats, while the Greens and Te Pāti Māori each picked one up...", "Nov 3, 2023"),
            ("https://www.1news.co.nz/2023/11/03/official-election-results/", "Official election results: National down two seats - 1News",
             "The 54th Parliament will have 122 MPs, with two overhang seats...", "Nov 3, 2023"),
            ("https://www.nzherald.co.nz/nz/politics/election-2023-official-results/", "Election 2023: Official results released - NZ Herald",
             "National and ACT can no longer govern alone and will need New Zealand First...", "Nov 3, 2023"),
            ("https://www.stuff.co.nz/politics/election-2023-specials", "Special votes shake up election result - Stuff",
             "Te Pāti Māori wins Tāmaki Makaurau after specials...", "Nov 3, 2023"),
            ("https://www.electionresults.govt.nz/electionresults_2023/electorate-details-port-waikato.html", "Port Waikato - Official Result - Electoral Commission",
             "No electorate result: the death of a candidate means a by-election will be held on 25 November 2023.", "Nov 3, 2023"),
            ("https://www.reuters.com/world/asia-pacific/new-zealand-final-election-results-2023-11-03/", "New Zealand's National needs NZ First after final count - Reuters",
             "Final results showed National winning 48 seats in the 122-seat parliament...", "Nov 3, 2023"),
        )),
        (extract(off, "party vote, electorate and list seats, turnout"), """# Official Result – 2023 General Election

Overall Status: Final – Official Result, declared 3 November 2023

| Party | Party votes | % | Electorate seats | List seats | Total seats |
| --- | --- | --- | --- | --- | --- |
| National Party | 1,085,851 | 38.06 | 43 | 5 | 48 |
| Labour Party | 767,540 | 26.91 | 17 | 17 | 34 |
| Green Party | 330,907 | 11.60 | 3 | 12 | 15 |
| ACT New Zealand | 246,473 | 8.64 | 2 | 9 | 11 |
| New Zealand First Party | 173,553 | 6.08 | 0 | 8 | 8 |
| Te Pāti Māori | 87,844 | 3.08 | 6 | 0 | 6 |
| The Opportunity Party (TOP) | 63,344 | 2.22 | 0 | 0 | 0 |
| **Total** | | | **71** | **51** | **122** |

Notes:

- Te Pāti Māori won 6 electorate seats, 2 more than its party-vote entitlement; Parliament therefore has 2 overhang seats.
- Port Waikato: due to the death of a candidate the electorate vote was cancelled and a by-election will be held on Saturday 25 November 2023. The Port Waikato party votes are included above.
- Turnout: 78.2% of enrolled electors.

Downloads: Party votes by electorate (CSV) · Candidate votes (CSV) · Split votes (CSV)"""),
        m.add({"nz2023_official_seats": "NAT 48, LAB 34, GRN 15, ACT 11, NZF 8, TPM 6 = 122 (2 overhang; Port Waikato by-election pending, 25 Nov 2023)"}),
        (extract(pre, "election-night seat totals"), """# Preliminary Count – 2023 General Election

Overall Status: Preliminary count, 100.0% of voting places counted · Saturday 14 October 2023, 11:54 pm

These results do not include special votes. The official result, including special votes, will be declared on Friday 3 November 2023.

| Party | Party votes % | Seats |
| --- | --- | --- |
| National Party | 38.95 | 50 |
| Labour Party | 26.85 | 34 |
| Green Party | 10.77 | 14 |
| ACT New Zealand | 8.98 | 11 |
| New Zealand First Party | 6.46 | 8 |
| Te Pāti Māori | 2.61 | 4 |
| The Opportunity Party (TOP) | 2.22 | 0 |
| **Total** | | **121** |

Parliament (preliminary): 121 seats, including 1 overhang seat."""),
        m.add({"nz2023_prelim_seats": "NAT 50, LAB 34, GRN 14, ACT 11, NZF 8, TPM 4 = 121 (election night 14 Oct 2023, excl. specials)"}),
        (search("Port Waikato by-election 2023 result Andrew Bayly parliament 123 seats"), serp(
            ("https://www.electionresults.govt.nz/electionresults_2023_port_waikato_by_election/", "Port Waikato By-election 2023 - Electoral Commission",
             "Preliminary count, 100% of voting places counted: Andrew Bayly (National Party) leads by a wide margin.", "Nov 25, 2023"),
            ("https://www.rnz.co.nz/news/political/503400/port-waikato-by-election-andrew-bayly-wins", "Port Waikato by-election: National's Andrew Bayly wins - RNZ",
             "National's Andrew Bayly has won the Port Waikato by-election, giving the party a 49th seat and taking Parliament to 123 MPs.", "Nov 25, 2023"),
            ("https://en.wikipedia.org/wiki/2023_Port_Waikato_by-election", "2023 Port Waikato by-election - Wikipedia",
             "The by-election was held on 25 November 2023 following the death of ACT candidate Neil Christensen...", "N/A"),
            ("https://www.nzherald.co.nz/nz/politics/port-waikato-by-election-result/", "Port Waikato by-election: Andrew Bayly romps home - NZ Herald",
             "The result adds an extra overhang seat, bringing Parliament to 123 seats...", "Nov 25, 2023"),
            ("https://www.1news.co.nz/2023/11/25/port-waikato-by-election/", "Bayly wins Port Waikato by-election - 1News",
             "National now holds 49 seats in the 123-seat Parliament...", "Nov 25, 2023"),
            ("https://www.stuff.co.nz/politics/port-waikato-by-election", "Port Waikato: National holds seat - Stuff",
             "Turnout was low in the by-election...", "Nov 25, 2023"),
            ("https://elections.nz/media-and-news/2023/port-waikato-by-election/", "Port Waikato by-election - Elections NZ",
             "Voting closed at 7pm on Saturday 25 November 2023.", "Nov 2023"),
            ("https://www.beehive.govt.nz/release/new-government-sworn-in", "New Government sworn in - Beehive.govt.nz",
             "Christopher Luxon was sworn in as Prime Minister on 27 November 2023.", "Nov 27, 2023"),
            ("https://www.reuters.com/world/asia-pacific/luxon-sworn-in-2023-11-27/", "Luxon sworn in as New Zealand prime minister - Reuters",
             "Luxon leads a three-party coalition with ACT and New Zealand First...", "Nov 27, 2023"),
            ("https://www.parliament.nz/en/mps-and-electorates/members-of-parliament/", "Members of Parliament - New Zealand Parliament",
             "There are 123 members in the 54th Parliament.", "N/A"),
        )),
        m.update({"nz2023_official_seats": "NAT 49, LAB 34, GRN 15, ACT 11, NZF 8, TPM 6 = 123 (after Port Waikato by-election 25 Nov 2023, won by Andrew Bayly, NAT)"}),
        m.all(),
    ]
    rs.add("search", "h65-search-14", SYSTEM, turns, state=state("2023-11-28 09:30 NZDT"))


# ---------------------------------------------------------------- 15 IBGE Censo 2022 (clean)
def t15(rs: RowSet) -> None:
    m = Mem()
    an = "https://agenciadenoticias.ibge.gov.br/agencia-noticias/2012-agencia-de-noticias/noticias/37237-de-2010-a-2022-populacao-brasileira-cresce-6-5-e-chega-a-203-1-milhoes"
    turns = [
        (search("IBGE Censo 2022 população residente Brasil 203.080.756"), serp(
            (an, "De 2010 a 2022, população brasileira cresce 6,5% e chega a 203,1 milhões | Agência de Notícias IBGE",
             "A população do Brasil chegou a 203.080.756 habitantes na data de referência do Censo Demográfico 2022, 1º de agosto... crescimento de 6,5% frente a 2010.", "Jun 28, 2023"),
            ("https://censo2022.ibge.gov.br/panorama/", "Panorama do Censo 2022 | IBGE",
             "População residente: 203.080.756 pessoas. Densidade demográfica: 23,86 hab/km².", "N/A"),
            ("https://pt.wikipedia.org/wiki/Censo_demogr%C3%A1fico_do_Brasil_de_2022", "Censo demográfico do Brasil de 2022 – Wikipédia",
             "O Censo de 2022 foi o 13º recenseamento demográfico do Brasil... adiado de 2020 devido à pandemia...", "N/A"),
            ("https://www.ibge.gov.br/estatisticas/sociais/populacao/22827-censo-demografico-2022.html", "Censo Demográfico 2022 | IBGE",
             "Publicações, tabelas e microdados do Censo Demográfico 2022...", "N/A"),
            ("https://g1.globo.com/economia/censo/noticia/2023/06/28/censo-2022-populacao-brasil.ghtml", "Censo 2022: Brasil tem 203 milhões de habitantes - g1",
             "População cresceu no menor ritmo da série histórica: 0,52% ao ano...", "Jun 28, 2023"),
            ("https://www.reuters.com/world/americas/brazil-population-grows-slowest-pace-2023-06-28/", "Brazil's population grows at slowest pace on record - Reuters",
             "Brazil's population rose to 203.1 million in 2022, growing at its slowest pace since the first census in 1872...", "Jun 28, 2023"),
            ("https://www.ibge.gov.br/estatisticas/sociais/populacao/9103-estimativas-de-populacao.html", "Estimativas da População | IBGE",
             "Estimativas da população residente para os municípios e unidades da federação com data de referência em 1º de julho...", "N/A"),
            ("https://www.bbc.com/portuguese/articles/censo-2022", "Censo 2022: o que os números revelam - BBC News Brasil",
             "O país tem 12,3 milhões de pessoas a mais que em 2010...", "Jun 28, 2023"),
            ("https://agenciabrasil.ebc.com.br/geral/noticia/2023-06/censo-2022-populacao", "Censo: população brasileira é de 203 milhões - Agência Brasil",
             "São Paulo segue como o estado mais populoso, com 44,4 milhões...", "Jun 28, 2023"),
            ("https://cidades.ibge.gov.br/brasil/sp/sao-paulo/panorama", "São Paulo (SP) | Cidades e Estados | IBGE",
             "População no último censo [2022]: 11.451.245 pessoas.", "N/A"),
        )),
        (extract(an, "população total, crescimento, estados mais e menos populosos"), """# De 2010 a 2022, população brasileira cresce 6,5% e chega a 203,1 milhões

Editoria: Estatísticas Sociais · 28/06/2023 10h00 | Atualizado em 28/06/2023 11h24

- A população do Brasil chegou a **203.080.756** habitantes na data de referência do Censo Demográfico 2022, 1º de agosto.
- Em relação ao Censo 2010, quando a população era de 190.755.799, houve um aumento de 6,5%.
- A taxa de crescimento anual foi de 0,52%, a menor desde o primeiro recenseamento, em 1872.

## População por Grande Região

| Grande Região | População | Participação |
| --- | --- | --- |
| Sudeste | 84.847.187 | 41,8% |
| Nordeste | 54.644.582 | 26,9% |
| Sul | 29.933.315 | 14,7% |
| Norte | 17.349.619 | 8,5% |
| Centro-Oeste | 16.306.053 | 8,0% |

## Unidades da Federação

| | UF | População |
| --- | --- | --- |
| Mais populosa | São Paulo | 44.411.238 |
| 2ª | Minas Gerais | 20.539.989 |
| 3ª | Rio de Janeiro | 16.054.524 |
| Menos populosa | Roraima | 636.707 |

O município mais populoso segue sendo São Paulo (SP), com 11.451.245 habitantes. Serra da Saudade (MG) é o menos populoso, com 833 habitantes.

Contato: Comunicação Social IBGE · comunica@ibge.gov.br"""),
        m.add({"br_census_2022": "203,080,756 (Censo 2022, reference date 1 Aug 2022; published 28 Jun 2023)",
               "br_census_2010": "190,755,799 (growth 2010-2022: +6.5%, 0.52%/yr)"}),
        (search("IBGE estimativa população 2025 213,4 milhões 2024 212,6 milhões"), serp(
            ("https://agenciadenoticias.ibge.gov.br/agencia-noticias/2012-agencia-de-noticias/noticias/44228-populacao-estimada-do-pais-chega-a-213-4-milhoes-de-habitantes-em-2025", "População estimada do país chega a 213,4 milhões de habitantes em 2025 | Agência de Notícias IBGE",
             "O IBGE divulga hoje as estimativas das populações residentes nos municípios brasileiros com data de referência em 1º de julho de 2025. A população do país foi estimada em 213.421.037 habitantes.", "Aug 28, 2025"),
            ("https://agenciadenoticias.ibge.gov.br/agencia-noticias/2012-agencia-de-noticias/noticias/41111-populacao-estimada-do-pais-chega-a-212-6-milhoes-de-habitantes-em-2024", "População estimada do país chega a 212,6 milhões de habitantes em 2024 | Agência de Notícias IBGE",
             "A população do Brasil foi estimada em 212.583.750 habitantes, com data de referência em 1º de julho de 2024.", "Aug 29, 2024"),
            ("https://www.ibge.gov.br/estatisticas/sociais/populacao/9103-estimativas-de-populacao.html", "Estimativas da População | IBGE",
             "As estimativas incorporam a cobertura do Censo 2022 e as projeções de fecundidade, mortalidade e migração...", "N/A"),
            ("https://g1.globo.com/economia/noticia/2025/08/28/populacao-brasil-2025-ibge.ghtml", "Brasil tem 213,4 milhões de habitantes, estima IBGE - g1",
             "São Paulo continua sendo a cidade mais populosa, com 11,9 milhões...", "Aug 28, 2025"),
            ("https://www.poder360.com.br/brasil/populacao-estimada-2025/", "População do Brasil chega a 213,4 milhões - Poder360",
             "Estimativa para 1º de julho de 2025...", "Aug 28, 2025"),
            ("https://agenciabrasil.ebc.com.br/geral/noticia/2025-08/populacao-estimada-2025", "IBGE: população brasileira é estimada em 213,4 milhões - Agência Brasil",
             "Dados servem de base para o Fundo de Participação dos Municípios...", "Aug 28, 2025"),
            ("https://www.cnnbrasil.com.br/nacional/populacao-brasil-2025-ibge/", "População brasileira é estimada em 213,4 milhões em 2025 - CNN Brasil",
             "O número é maior que o do Censo 2022 porque as estimativas corrigem a cobertura do recenseamento...", "Aug 28, 2025"),
            ("https://www.reuters.com/world/americas/brazil-population-estimate-2024/", "Brazil population estimated at 212.6 million - Reuters",
             "IBGE said the estimate incorporates a correction for undercounting in the 2022 census...", "Aug 29, 2024"),
            ("https://pt.wikipedia.org/wiki/Demografia_do_Brasil", "Demografia do Brasil – Wikipédia",
             "Segundo estimativas do IBGE para 2025, a população é de 213,4 milhões...", "N/A"),
            ("https://www.ibge.gov.br/apps/populacao/projecao/", "Projeção da população do Brasil e das Unidades da Federação | IBGE",
             "Relógio da população: população projetada em tempo real...", "N/A"),
        )),
        m.add({"br_estimate_2024": "212,583,750 (estimate for 1 Jul 2024; published 29 Aug 2024)",
               "br_estimate_2025": "213,421,037 (estimate for 1 Jul 2025; published 28 Aug 2025; above census count because it corrects census coverage)"}),
        m.all(),
    ]
    rs.add("search", "h65-search-15", SYSTEM, turns, state=state("2025-09-02 14:20 BRT"))


# ---------------------------------------------------------------- 16 SEC EDGAR, Apple FY2024 (bad: a stored key missing from retrieve_all)
def t16(rs: RowSet) -> None:
    m = Mem()
    tenk = "https://www.sec.gov/Archives/edgar/data/320193/000032019324000123/aapl-20240928.htm"
    nr = "https://www.apple.com/newsroom/2024/10/apple-reports-fourth-quarter-results/"
    turns = [
        (search("Apple 10-K fiscal 2024 total net sales net income EDGAR"), serp(
            (tenk, "aapl-20240928 - 10-K - SEC.gov",
             "Apple Inc. Form 10-K for the fiscal year ended September 28, 2024. Total net sales $391,035 million; net income $93,736 million.", "Nov 1, 2024"),
            ("https://www.sec.gov/cgi-bin/browse-edgar?action=getcompany&CIK=0000320193&type=10-K&dateb=&owner=include&count=40", "EDGAR Filing Documents for Apple Inc. (CIK 0000320193)",
             "10-K · 2024-11-01 · Accession Number 0000320193-24-000123 · Annual report [Section 13 and 15(d)]", "N/A"),
            (nr, "Apple reports fourth quarter results - Apple Newsroom",
             "Apple today announced financial results for its fiscal 2024 fourth quarter ended September 28, 2024. The Company posted quarterly revenue of $94.9 billion, up 6 percent year over year.", "Oct 31, 2024"),
            ("https://investor.apple.com/sec-filings/default.aspx", "SEC Filings - Apple Investor Relations",
             "Annual report on Form 10-K for fiscal 2024 filed November 1, 2024...", "N/A"),
            ("https://www.cnbc.com/2024/10/31/apple-aapl-earnings-report-q4-2024.html", "Apple reports fourth-quarter results - CNBC",
             "Apple reported fiscal fourth-quarter earnings that beat expectations, but included a $10.2 billion one-time charge related to a European tax ruling...", "Oct 31, 2024"),
            ("https://www.macrotrends.net/stocks/charts/AAPL/apple/revenue", "Apple Revenue 2010-2024 | AAPL - Macrotrends",
             "Apple annual revenue for 2024 was $391.035B, a 2.02% increase from 2023.", "N/A"),
            ("https://stockanalysis.com/stocks/aapl/financials/", "Apple (AAPL) Financial Statements - Stock Analysis",
             "Revenue FY2024: 391,035; Net income: 93,736; EPS (diluted): 6.08...", "N/A"),
            ("https://www.reuters.com/technology/apple-results-2024-10-31/", "Apple forecasts modest growth, shares slip - Reuters",
             "Apple forecast revenue growth in the low to mid single digits for the December quarter...", "Oct 31, 2024"),
            ("https://www.wsj.com/tech/apple-aapl-q4-earnings-2024", "Apple's iPhone Sales Rise, but China Remains a Weak Spot - WSJ",
             "Greater China revenue was roughly flat...", "Oct 31, 2024"),
            ("https://www.statista.com/statistics/265125/total-net-sales-of-apple-since-2004/", "Apple: net sales worldwide 2004-2024 - Statista",
             "In fiscal 2024, Apple's net sales amounted to around 391 billion U.S. dollars.", "Nov 2024"),
        )),
        (extract(tenk, "FY2024 net sales by category and segment, net income, diluted EPS"), """# Apple Inc. — Form 10-K

For the fiscal year ended September 28, 2024 · Commission File Number: 001-36743 · CIK 0000320193

## Item 7. Management's Discussion and Analysis

### Net sales by category (in millions)

| Category | 2024 | Change | 2023 |
| --- | --- | --- | --- |
| iPhone | $201,183 | 0 % | $200,583 |
| Mac | 29,984 | 2 % | 29,357 |
| iPad | 26,694 | (6)% | 28,300 |
| Wearables, Home and Accessories | 37,005 | (7)% | 39,845 |
| Services | 96,169 | 13 % | 85,200 |
| **Total net sales** | **$391,035** | **2 %** | **$383,285** |

### Segment operating performance — net sales (in millions)

| Segment | 2024 | 2023 |
| --- | --- | --- |
| Americas | $167,045 | $162,560 |
| Europe | 101,328 | 94,294 |
| Greater China | 66,952 | 72,559 |
| Japan | 25,052 | 24,257 |
| Rest of Asia Pacific | 30,658 | 29,615 |

### Gross margin

Total gross margin was $180,683 million (46.2% of net sales) in 2024, compared with $169,148 million (44.1%) in 2023.

### Provision for income taxes

The Company's effective tax rate for 2024 was 24.1%, and included a one-time income tax charge of $10.2 billion, net, related to the State Aid Decision of the European Commission.

## Item 8. Consolidated Statements of Operations (in millions, except per-share amounts)

| | 2024 | 2023 | 2022 |
| --- | --- | --- | --- |
| Total net sales | $391,035 | $383,285 | $394,328 |
| Operating income | 123,216 | 114,301 | 119,437 |
| Net income | $93,736 | $96,995 | $99,803 |
| Diluted earnings per share | $6.08 | $6.13 | $6.11 |

Filed: 2024-11-01 · Accession No. 0000320193-24-000123"""),
        m.add({"aapl_fy24_revenue": "$391,035M (FY ended 2024-09-28; +2% vs $383,285M)",
               "aapl_fy24_net_income": "$93,736M (incl. $10.2B one-time EU State Aid tax charge); diluted EPS $6.08",
               "aapl_fy24_services": "$96,169M (+13% vs $85,200M)"}),
        (extract(nr, "Q4 FY24 revenue, EPS, dividend"), """# Apple reports fourth quarter results

PRESS RELEASE · October 31, 2024

**September quarter records for total company revenue and Services revenue**

CUPERTINO, CALIFORNIA — Apple today announced financial results for its fiscal 2024 fourth quarter ended September 28, 2024. The Company posted quarterly revenue of $94.9 billion, up 6 percent year over year. Diluted earnings per share was $0.97; excluding the one-time charge recognized during the quarter related to the reversal of the European General Court's State Aid decision, diluted earnings per share was $1.64, up 12 percent year over year.

"Today Apple is reporting a new September quarter revenue record of $94.9 billion, up 6 percent from a year ago," said Tim Cook, Apple's CEO.

"Our record business performance during the September quarter drove nearly $27 billion in operating cash flow," said Luca Maestri, Apple's CFO.

Apple's board of directors has declared a cash dividend of $0.25 per share of the Company's common stock. The dividend is payable on November 14, 2024 to shareholders of record as of the close of business on November 11, 2024.

## Q4 FY24 net sales by category (in millions)

| Category | Three months ended Sep 28, 2024 | Three months ended Sep 30, 2023 |
| --- | --- | --- |
| iPhone | $46,222 | $43,805 |
| Mac | 7,744 | 7,614 |
| iPad | 6,950 | 6,443 |
| Wearables, Home and Accessories | 9,042 | 9,322 |
| Services | 24,972 | 22,314 |
| **Total net sales** | **$94,930** | **$89,498** |

Apple will provide live streaming of its Q4 2024 financial results conference call beginning at 2:00 p.m. PT on October 31, 2024."""),
        m.add({"aapl_q4fy24_revenue": "$94,930M (+6% y/y)",
               "aapl_q4fy24_eps": "$0.97 diluted ($1.64 excluding the one-time State Aid charge)"}),
    ]
    turns.append((memory("retrieve_all"), shown({k: v for k, v in m.d.items() if k != "aapl_fy24_services"})))
    turns += [
        (search("Apple fiscal 2024 services revenue record 96.2 billion"), serp(
            ("https://www.apple.com/newsroom/2024/10/apple-reports-fourth-quarter-results/", "Apple reports fourth quarter results - Apple Newsroom",
             "September quarter records for total company revenue and Services revenue...", "Oct 31, 2024"),
            ("https://www.cnbc.com/2024/11/01/apple-services-revenue-fiscal-2024.html", "Apple's services business hit $96 billion in fiscal 2024 - CNBC",
             "Services revenue rose 13% to $96.17 billion for the fiscal year...", "Nov 1, 2024"),
            ("https://www.macrumors.com/2024/10/31/apple-q4-2024-earnings/", "Apple Reports Q4 2024 Results: $94.9B Revenue - MacRumors",
             "Services revenue hit an all-time high of $24.97 billion...", "Oct 31, 2024"),
            ("https://www.theverge.com/2024/10/31/apple-earnings-q4-2024", "Apple's services keep growing - The Verge",
             "Apple's services revenue jumped 12 percent in the quarter...", "Oct 31, 2024"),
            ("https://stockanalysis.com/stocks/aapl/revenue/", "Apple Revenue by segment - Stock Analysis",
             "Services: $96.17B (FY2024)...", "N/A"),
            ("https://www.statista.com/statistics/apple-services-revenue/", "Apple services revenue 2013-2024 - Statista",
             "Apple's services revenue reached 96.17 billion U.S. dollars in fiscal 2024.", "Nov 2024"),
            ("https://www.reuters.com/technology/apple-services-growth-2024/", "Apple's services growth cushions hardware slowdown - Reuters",
             "Services now account for nearly a quarter of Apple's revenue...", "Nov 1, 2024"),
            ("https://sixcolors.com/post/2024/10/apple-q4-2024-charts/", "Apple's Q4 2024 in charts - Six Colors",
             "Services set another record...", "Oct 31, 2024"),
            ("https://www.fool.com/investing/2024/11/apple-services/", "Apple's Secret Weapon: Services - The Motley Fool",
             "Services gross margin was 74% in fiscal 2024...", "Nov 2024"),
            ("https://www.sec.gov/Archives/edgar/data/320193/000032019324000123/aapl-20240928.htm", "aapl-20240928 - 10-K - SEC.gov",
             "Services net sales increased 13% during 2024 compared to 2023...", "Nov 1, 2024"),
        )),
        m.update({"aapl_fy24_net_income": "$93,736M (FY2024; -3% vs $96,995M; incl. $10.2B one-time EU State Aid tax charge); diluted EPS $6.08"}),
        m.get(["aapl_fy24_revenue"]),
    ]
    rs.add("search", "h65-search-16", SYSTEM, turns, state=state("2024-11-05 11:40 EST"), bad=True, turn=6,
           kind="retrieve_all omits aapl_fy24_services, which was added at turn 3 and never removed")


# ---------------------------------------------------------------- 17 Eurostat HICP flash vs final (clean)
def t17(rs: RowSet) -> None:
    m = Mem()
    fl = "https://ec.europa.eu/eurostat/web/products-euro-indicators/w/2-01102024-ap"
    fi = "https://ec.europa.eu/eurostat/web/products-euro-indicators/w/2-17102024-ap"
    cal = "https://ec.europa.eu/eurostat/news/release-calendar"
    turns = [
        (search("Eurostat euro area annual inflation September 2024 flash estimate"), serp(
            (fl, "Euro area annual inflation down to 1.8% - Euro indicators - Eurostat",
             "Flash estimate - September 2024. Euro area annual inflation is expected to be 1.8% in September 2024, down from 2.2% in August.", "Oct 1, 2024"),
            (fi, "Annual inflation down to 1.7% in the euro area - Euro indicators - Eurostat",
             "The euro area annual inflation rate was 1.7% in September 2024, down from 2.2% in August. A year earlier, the rate was 4.3%. European Union annual inflation was 2.1% in September 2024, down from 2.4% in August.", "Oct 17, 2024"),
            ("https://www.ecb.europa.eu/stats/macroeconomic_and_sectoral/hicp/html/index.en.html", "Measuring inflation – HICP - European Central Bank",
             "HICP - Overall index, euro area, annual rate of change...", "N/A"),
            ("https://www.reuters.com/markets/europe/euro-zone-inflation-falls-below-ecb-target-2024-10-01/", "Euro zone inflation dips below ECB's 2% target - Reuters",
             "Inflation in the 20 nations sharing the euro fell to 1.8% in September, the first time below the ECB's target since mid-2021...", "Oct 1, 2024"),
            ("https://www.reuters.com/markets/europe/euro-zone-inflation-revised-down-17-2024-10-17/", "Euro zone inflation revised down to 1.7% - Reuters",
             "Euro zone inflation was revised down to 1.7% in September from a flash estimate of 1.8%...", "Oct 17, 2024"),
            ("https://www.bloomberg.com/news/articles/2024-10-01/euro-zone-inflation-slows-below-2", "Euro-Zone Inflation Slows Below 2% - Bloomberg",
             "Price growth in the euro area fell below the ECB's 2% target for the first time in over three years...", "Oct 1, 2024"),
            ("https://tradingeconomics.com/euro-area/inflation-cpi", "Euro Area Inflation Rate - Trading Economics",
             "Annual inflation rate in the Euro Area was confirmed at 1.7% in September 2024, below the flash estimate of 1.8%...", "Oct 17, 2024"),
            ("https://ec.europa.eu/eurostat/databrowser/view/prc_hicp_manr/default/table", "HICP - monthly data (annual rate of change) - Eurostat Data Browser",
             "Dataset prc_hicp_manr: annual rate of change of the HICP by country and COICOP...", "N/A"),
            ("https://www.ft.com/content/eurozone-inflation-september-2024", "Eurozone inflation falls below ECB target - Financial Times",
             "The drop strengthens the case for an October rate cut...", "Oct 1, 2024"),
            ("https://www.cnbc.com/2024/10/01/euro-zone-inflation-september-2024.html", "Euro zone inflation drops to 1.8% in September - CNBC",
             "Core inflation, excluding energy, food, alcohol and tobacco, came in at 2.7%...", "Oct 1, 2024"),
        )),
        (extract(fl, "headline flash estimate and main components"), """# Euro area annual inflation down to 1.8%

Flash estimate - September 2024 · Euro indicators · 1 October 2024 · 116/2024

Euro area annual inflation is expected to be **1.8%** in September 2024, down from 2.2% in August, according to a flash estimate from Eurostat, the statistical office of the European Union.

Looking at the main components of euro area inflation, services is expected to have the highest annual rate in September (4.0%, compared with 4.1% in August), followed by food, alcohol & tobacco (2.4%, compared with 2.4% in August), non-energy industrial goods (0.4%, compared with 0.4% in August) and energy (-6.0%, compared with -3.0% in August).

## Euro area annual inflation and its main components (%)

| | Sep 2023 | Apr 2024 | May 2024 | Jun 2024 | Jul 2024 | Aug 2024 | Sep 2024 (flash) |
| --- | --- | --- | --- | --- | --- | --- | --- |
| All-items HICP | 4.3 | 2.4 | 2.6 | 2.5 | 2.6 | 2.2 | 1.8 |
| All-items excluding energy, food, alcohol & tobacco | 4.5 | 2.7 | 2.9 | 2.9 | 2.9 | 2.8 | 2.7 |
| Services | 4.7 | 3.7 | 4.1 | 4.1 | 4.0 | 4.1 | 4.0 |
| Energy | -4.6 | -0.6 | 0.3 | 0.2 | 1.2 | -3.0 | -6.0 |

## Selected Member States, annual rate (%)

| | Aug 2024 | Sep 2024 (flash) |
| --- | --- | --- |
| Germany | 2.0 | 1.8 |
| Spain | 2.4 | 1.7 |
| France | 2.2 | 1.5 |
| Italy | 1.2 | 0.8 |

The full HICP release for September 2024 is scheduled for 17 October 2024.

Issued by: Eurostat Press Office · eurostat-pressoffice@ec.europa.eu"""),
        m.add({"ea_hicp_sep2024_flash": "1.8% y/y (flash estimate, 2024-10-01)",
               "ea_hicp_aug2024": "2.2% y/y"}),
        (extract(fi, "final September 2024 figure, EU rate, contributions, revised member-state rates"), """# Annual inflation down to 1.7% in the euro area

September 2024 · Euro indicators · 17 October 2024 · 125/2024

The euro area annual inflation rate was **1.7%** in September 2024, down from 2.2% in August. A year earlier, the rate was 4.3%. European Union annual inflation was 2.1% in September 2024, down from 2.4% in August. A year earlier, the rate was 4.9%.

The September 2024 euro area rate is 0.1 percentage points lower than the flash estimate of 1.8% published on 1 October 2024.

In September, the highest contribution to the annual euro area inflation rate came from services (+1.73 percentage points, pp), followed by food, alcohol & tobacco (+0.46 pp), non-energy industrial goods (+0.11 pp) and energy (-0.59 pp).

## Selected Member States, annual rate (%)

| | Aug 2024 | Sep 2024 |
| --- | --- | --- |
| Germany | 2.0 | 1.8 |
| Spain | 2.4 | 1.7 |
| France | 2.2 | 1.4 |
| Italy | 1.2 | 0.7 |

## Euro area and EU annual rates (%)

| | Sep 2023 | Aug 2024 | Sep 2024 |
| --- | --- | --- | --- |
| Euro area | 4.3 | 2.2 | 1.7 |
| European Union | 4.9 | 2.4 | 2.1 |

Issued by: Eurostat Press Office · eurostat-pressoffice@ec.europa.eu"""),
        m.add({"ea_hicp_sep2024_final": "1.7% y/y (final, 2024-10-17; revised down from the 1.8% flash)",
               "eu_hicp_sep2024": "2.1% y/y (EU27; euro area is 1.7%)"}),
        (search("Eurostat release calendar flash estimate euro area inflation October 2024 date"), serp(
            (cal, "Release calendar - Eurostat",
             "31 October 2024, 11:00 — Flash estimate euro area inflation - October 2024. 19 November 2024, 11:00 — HICP - October 2024...", "N/A"),
            ("https://ec.europa.eu/eurostat/web/euro-indicators/release-calendar", "Euro indicators release calendar - Eurostat",
             "Calendar of euro indicator releases for 2024...", "N/A"),
            ("https://www.ecb.europa.eu/press/calendars/statscal/html/index.en.html", "Statistical calendars - European Central Bank",
             "Release dates of ECB and Eurostat statistics...", "N/A"),
            ("https://tradingeconomics.com/euro-area/calendar", "Euro Area Calendar - Trading Economics",
             "2024-10-31 10:00 Inflation Rate YoY Flash OCT · Previous 1.7%...", "N/A"),
            ("https://www.investing.com/economic-calendar/cpi-68", "Eurozone CPI (YoY) - Investing.com",
             "Next release: Oct 31, 2024 10:00 GMT. Previous: 1.7%.", "Oct 17, 2024"),
            ("https://www.forexfactory.com/calendar?week=oct27.2024", "Forex Factory Calendar week of Oct 27, 2024",
             "EUR CPI Flash Estimate y/y · Thu Oct 31...", "N/A"),
            ("https://www.bundesbank.de/en/statistics/release-calendar", "Release calendar - Deutsche Bundesbank",
             "Statistical release dates...", "N/A"),
            ("https://www.ecb.europa.eu/press/calendars/mgcgc/html/index.en.html", "Meeting calendars for the Governing Council - ECB",
             "Monetary policy meeting 12 December 2024...", "N/A"),
            ("https://www.reuters.com/markets/europe/ecb-cuts-rates-2024-10-17/", "ECB cuts rates again as inflation slows - Reuters",
             "The ECB cut its deposit rate to 3.25% on Thursday...", "Oct 17, 2024"),
            ("https://www.destatis.de/EN/Service/Release-Calendar/release-calendar.html", "Release calendar - Destatis",
             "Consumer prices, October 2024, provisional: 30 October 2024...", "N/A"),
        )),
        (extract(cal, "inflation releases in the next two months"), """# Release calendar

Filter: Euro indicators · Theme: Economy and finance · Sub-theme: Prices

| Date | Time | Release | Reference period |
| --- | --- | --- | --- |
| 31 October 2024 | 11:00 | Flash estimate euro area inflation | October 2024 |
| 19 November 2024 | 11:00 | HICP – monthly data (annual rate of change) | October 2024 |
| 29 November 2024 | 11:00 | Flash estimate euro area inflation | November 2024 |
| 18 December 2024 | 11:00 | HICP – monthly data (annual rate of change) | November 2024 |

All times are Central European (Summer) Time. Euro indicators are released at 11:00."""),
        m.add({"next_flash": "2024-10-31 11:00 CET (October 2024 flash; final on 2024-11-19)"}),
        m.remove(["ea_hicp_aug2024"]),
        m.all(),
    ]
    rs.add("search", "h65-search-17", SYSTEM, turns, state=state("2024-10-17 15:10 CEST"))


# ---------------------------------------------------------------- 18 DOJ / CourtListener, US v. Google (bad: docket number changed)
def t18(rs: RowSet) -> None:
    m = Mem()
    doj = "https://www.justice.gov/atr/case/us-and-plaintiff-states-v-google-llc"
    cl = "https://www.courtlistener.com/docket/18552824/united-states-v-google-llc/"
    nyt = "https://www.nytimes.com/2024/08/05/technology/google-antitrust-ruling.html"
    turns = [
        (search("United States v. Google LLC search antitrust ruling Judge Mehta case number"), serp(
            (doj, "U.S. and Plaintiff States v. Google LLC | Antitrust Division | United States Department of Justice",
             "Case Number: 1:20-cv-03010. Court: U.S. District Court for the District of Columbia. Judge: Amit P. Mehta.", "N/A"),
            (cl, "United States v. Google LLC, 1:20-cv-03010 (D.D.C.) – CourtListener.com",
             "Docket for United States v. Google LLC, 1:20-cv-03010 — Assigned To: Judge Amit P. Mehta. Date Filed: Oct 20, 2020. Nature of Suit: 410 Anti-Trust.", "N/A"),
            ("https://www.justice.gov/opa/pr/justice-department-sues-monopolist-google-violating-antitrust-laws", "Justice Department Sues Monopolist Google For Violating Antitrust Laws",
             "The Justice Department, along with eleven state Attorneys General, filed a civil antitrust lawsuit in the U.S. District Court for the District of Columbia...", "Oct 20, 2020"),
            (nyt, "Google Is a Monopolist, Judge Rules in Landmark Antitrust Case - The New York Times",
             "A federal judge ruled on Monday that Google had acted illegally to maintain a monopoly in online search...", "Aug 5, 2024"),
            ("https://en.wikipedia.org/wiki/United_States_v._Google_LLC_(2020)", "United States v. Google LLC (2020) - Wikipedia",
             "United States v. Google LLC is a federal antitrust case brought by the DOJ against Google in 2020...", "N/A"),
            ("https://www.theverge.com/2024/8/5/24155520/judge-rules-on-us-v-google-search-antitrust-case", "Google loses its massive antitrust case over its search business - The Verge",
             "Judge Amit Mehta found that Google violated Section 2 of the Sherman Act...", "Aug 5, 2024"),
            ("https://www.courtlistener.com/docket/18715795/state-of-colorado-v-google-llc/", "State of Colorado v. Google LLC, 1:20-cv-03715 (D.D.C.) – CourtListener.com",
             "Docket for State of Colorado v. Google LLC, 1:20-cv-03715 — consolidated for trial with 1:20-cv-03010.", "N/A"),
            ("https://www.reuters.com/legal/google-violated-antitrust-law-us-judge-rules-2024-08-05/", "Google violated antitrust law, US judge rules - Reuters",
             "Google illegally spent billions of dollars to create a monopoly and become the world's default search engine...", "Aug 5, 2024"),
            ("https://www.cnbc.com/2024/08/05/google-loses-antitrust-case-doj.html", "Google loses DOJ antitrust suit over search - CNBC",
             "The ruling could change how the company does business...", "Aug 5, 2024"),
            ("https://www.lawfaremedia.org/article/the-google-search-decision", "What the Google Search Decision Means - Lawfare",
             "A close reading of Judge Mehta's memorandum opinion...", "Aug 6, 2024"),
        )),
        (extract(doj, "case number, court, judge and key filings"), """# U.S. and Plaintiff States v. Google LLC

| | |
| --- | --- |
| Case Number | 1:20-cv-03010 |
| Court | U.S. District Court for the District of Columbia |
| Judge | Hon. Amit P. Mehta |
| Industry | Internet / Online search |
| Case Open Date | Tuesday, October 20, 2020 |
| Violations | Monopolization (Sherman Act § 2) |

The Department of Justice, joined by state Attorneys General, sued Google LLC to restrain it from unlawfully maintaining monopolies in the markets for general search services, search advertising, and general search text advertising through anticompetitive and exclusionary practices.

## Documents

| Date | Document |
| --- | --- |
| 10/20/2020 | Complaint |
| 01/15/2021 | Amended Complaint |
| 09/12/2023 | Trial begins (opening statements) |
| 05/03/2024 | Closing arguments |
| 08/05/2024 | Memorandum Opinion |
| 08/05/2024 | Order |

## Related

- Press release: Justice Department Sues Monopolist Google For Violating Antitrust Laws (October 20, 2020)
- Statement of Attorney General Merrick B. Garland on the Court's decision (August 5, 2024)

Updated August 5, 2024"""),
        (extract(cl, "docket header and the latest entries"), """# United States v. Google LLC

District Court, District of Columbia

| Field | Value |
| --- | --- |
| Docket Number | 1:20-cv-03100 |
| Assigned To | Judge Amit P. Mehta |
| Date Filed | Oct 20, 2020 |
| Cause | 15:2 Monopolizing Trade |
| Nature of Suit | 410 Anti-Trust |
| Jury Demand | None |
| Jurisdiction | U.S. Government Plaintiff |

Parties: United States of America; State of Arkansas; State of California; ... (plaintiffs) v. Google LLC (defendant)

Showing the latest entries · 1,034 entries · Sort: Descending

| # | Date Filed | Description |
| --- | --- | --- |
| 1034 | Aug 6, 2024 | NOTICE of Appearance by David E. Dahlquist on behalf of USA |
| 1033 | Aug 5, 2024 | ORDER: In accordance with the Memorandum Opinion, the court finds Google liable under Section 2 of the Sherman Act. The parties shall meet and confer and submit a Joint Status Report by September 4, 2024. A Status Conference is set for September 6, 2024, at 10:00 AM. Signed by Judge Amit P. Mehta on 8/5/2024. |
| 1032 | Aug 5, 2024 | MEMORANDUM OPINION. Signed by Judge Amit P. Mehta on 8/5/2024. (286 pages) |
| 1031 | Aug 5, 2024 | SEALED MEMORANDUM OPINION. |
| 1030 | Jul 26, 2024 | NOTICE of Filing of Public Versions of Post-Trial Briefs by Google LLC |
| 1029 | May 10, 2024 | Minute Entry for Closing Arguments held on 5/3/2024 before Judge Amit P. Mehta. |

RECAP: 412 documents available · Last updated Aug 6, 2024, 9:12 a.m. EDT"""),
        m.add({"usvgoogle_case_no": "1:20-cv-03010 (D.D.C.), consolidated for trial with Colorado v. Google, 1:20-cv-03715",
               "usvgoogle_liability": "2024-08-05, Mehta J.: Google unlawfully maintained monopolies in general search and general search text ads (Sherman Act §2)"}),
        (search("Google antitrust ruling next steps remedies status conference September 2024"), serp(
            ("https://www.reuters.com/legal/google-antitrust-remedies-next-steps-2024-08-06/", "After landmark ruling, Google faces remedies fight - Reuters",
             "Judge Mehta ordered the parties to propose a schedule for the remedies phase and set a status conference for Sept. 6...", "Aug 6, 2024"),
            (nyt, "Google Is a Monopolist, Judge Rules in Landmark Antitrust Case - The New York Times",
             "The judge will now decide on remedies, which could include changes to how Google does business...", "Aug 5, 2024"),
            ("https://www.theverge.com/2024/8/6/google-antitrust-what-happens-next", "What happens next in the Google search case - The Verge",
             "A remedies trial could take place next year; Google says it will appeal...", "Aug 6, 2024"),
            ("https://blog.google/outreach-initiatives/public-policy/doj-search-decision-statement/", "Our statement on today's decision - Google",
             "This decision recognizes that Google offers the best search engine... we plan to appeal.", "Aug 5, 2024"),
            ("https://www.cnbc.com/2024/08/06/google-antitrust-remedies-possible.html", "What the Google antitrust remedies could look like - CNBC",
             "Possible remedies range from ending default deals to structural changes...", "Aug 6, 2024"),
            ("https://www.bloomberg.com/news/articles/2024-08-06/google-antitrust-ruling-what-next", "Google Ruling: What Comes Next - Bloomberg",
             "Mehta's order sets a joint status report deadline of Sept. 4...", "Aug 6, 2024"),
            ("https://www.law360.com/articles/google-remedies-schedule", "Mehta Sets Status Conference After Google Ruling - Law360",
             "The parties must file a joint status report by Sept. 4, with a status conference on Sept. 6.", "Aug 6, 2024"),
            ("https://www.wsj.com/tech/google-search-ruling-apple-deal", "Apple's $20 Billion Google Deal Is in Jeopardy - WSJ",
             "Google paid Apple about $20 billion in 2022 to be the default search engine in Safari...", "Aug 6, 2024"),
            ("https://www.axios.com/2024/08/06/google-antitrust-ruling-appeal", "Google will appeal antitrust ruling - Axios",
             "An appeal can't proceed until remedies are decided...", "Aug 6, 2024"),
            ("https://www.politico.com/news/2024/08/05/google-antitrust-ruling", "Judge rules Google is a monopolist - POLITICO",
             "The ruling is the biggest antitrust decision in decades...", "Aug 5, 2024"),
        )),
        (extract(nyt, "key findings of the ruling"), """# Google Is a Monopolist, Judge Rules in Landmark Antitrust Case

By David McCabe · Aug. 5, 2024

A federal judge ruled on Monday that Google had acted illegally to maintain a monopoly in online search, a landmark decision that strikes at the power of tech giants in the modern internet era and that may fundamentally alter the way they do business.

Judge Amit P. Mehta of U.S. District Court for the District of Columbia said in a 286-page ruling that Google had abused a monopoly over the search business. The Justice Department and states had sued Google, accusing it of illegally cementing its dominance, in part, by paying other companies, like Apple and Samsung, billions of dollars a year to have Google automatically handle search queries on their smartphones and web browsers.

> "Google is a monopolist, and it has acted as one to maintain its monopoly," Judge Mehta wrote in his ruling.

## Key findings

- Google accounts for about 90 percent of the general search market, and nearly 95 percent on mobile devices.
- Google paid $26.3 billion in 2021 for default placements across browsers and devices.
- The judge found no liability on one claim about Google's search advertising tool, SA360.

The ruling does not include remedies. Judge Mehta will decide those in a separate proceeding. Google has said it plans to appeal.

Related: What the Google ruling means for Apple · How the trial unfolded"""),
        m.add({"usvgoogle_next": "Joint status report due 2024-09-04; status conference 2024-09-06 10:00 (remedies phase)"}),
        m.all(),
    ]
    rs.add("search", "h65-search-18", SYSTEM, turns, state=state("2024-08-06 14:15 EDT"), bad=True, turn=3,
           kind="the CourtListener docket page gives the docket number as 1:20-cv-03100, while its own search result and the DOJ page gave 1:20-cv-03010")


# ---------------------------------------------------------------- 19 IMF World Economic Outlook vintages (clean)
def t19(rs: RowSet) -> None:
    m = Mem()
    apr = "https://www.imf.org/en/Publications/WEO/Issues/2025/04/22/world-economic-outlook-april-2025"
    jan = "https://www.imf.org/en/Publications/WEO/Issues/2025/01/17/world-economic-outlook-update-january-2025"
    oct_ = "https://www.imf.org/en/Publications/WEO/Issues/2024/10/22/world-economic-outlook-october-2024"
    dm = "https://www.imf.org/external/datamapper/NGDP_RPCH@WEO/OEMDC/ADVEC/WEOWORLD"
    turns = [
        (search("IMF World Economic Outlook April 2025 global growth forecast"), serp(
            (apr, "World Economic Outlook, April 2025: A Critical Juncture amid Policy Shifts",
             "Global growth is projected to drop to 2.8 percent in 2025 and 3 percent in 2026—down from 3.3 percent for both years in the January 2025 WEO Update...", "Apr 22, 2025"),
            (jan, "World Economic Outlook Update, January 2025: Global Growth: Divergent and Uncertain",
             "Global growth is projected at 3.3 percent both in 2025 and 2026, below the historical (2000–19) average of 3.7 percent.", "Jan 17, 2025"),
            (oct_, "World Economic Outlook, October 2024: Policy Pivot, Rising Threats",
             "Global growth is expected to remain stable yet underwhelming at 3.2 percent in 2024 and 2025.", "Oct 22, 2024"),
            ("https://www.reuters.com/business/imf-slashes-us-growth-forecast-2025-04-22/", "IMF slashes US, global growth forecasts, citing tariffs - Reuters",
             "The IMF cut its 2025 U.S. growth forecast to 1.8% from 2.7% in January, and China's to 4.0%...", "Apr 22, 2025"),
            ("https://www.imf.org/en/Blogs/Articles/2025/04/22/the-global-economy-enters-a-new-era", "The Global Economy Enters a New Era - IMF Blog",
             "By Pierre-Olivier Gourinchas. The reference forecast incorporates tariff announcements up to April 4...", "Apr 22, 2025"),
            (dm, "Real GDP growth - IMF DataMapper",
             "Annual percent change. World: 2025 2.8. Source: World Economic Outlook (April 2025).", "N/A"),
            ("https://www.cnbc.com/2025/04/22/imf-world-economic-outlook-april-2025.html", "IMF cuts global growth forecasts on tariffs - CNBC",
             "The fund now sees global growth of 2.8% this year...", "Apr 22, 2025"),
            ("https://www.ft.com/content/imf-weo-april-2025", "IMF slashes growth forecasts as Trump tariffs bite - Financial Times",
             "The IMF said global inflation would decline more slowly than expected...", "Apr 22, 2025"),
            ("https://www.bloomberg.com/news/articles/2025-04-22/imf-cuts-forecasts", "IMF Cuts World Growth Outlook - Bloomberg",
             "The IMF lowered its forecast for US growth more than for any other major economy...", "Apr 22, 2025"),
            ("https://en.wikipedia.org/wiki/World_Economic_Outlook", "World Economic Outlook - Wikipedia",
             "The WEO is published twice a year, in April and October, with updates in January and July.", "N/A"),
        )),
        (extract(apr, "Table 1.1 overview of projections for world, US, euro area, China, India"), """# World Economic Outlook, April 2025: A Critical Juncture amid Policy Shifts

April 22, 2025

Global growth is projected to drop to 2.8 percent in 2025 and 3 percent in 2026—down from 3.3 percent for both years in the January 2025 World Economic Outlook Update, corresponding to a cumulative downgrade of 0.8 percentage point, and much below the historical (2000–19) average of 3.7 percent. Global headline inflation is expected to decline at a pace that is slightly slower than what was expected in January, reaching 4.3 percent in 2025 and 3.6 percent in 2026. The reference forecast incorporates tariff announcements up to April 4, 2025.

## Table 1.1. Overview of the World Economic Outlook Projections (real GDP, annual percent change)

| | 2024 (estimate) | 2025 (projection) | 2026 (projection) | Difference from Jan 2025 Update: 2025 | 2026 |
| --- | --- | --- | --- | --- | --- |
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

Note: For India, data and projections are presented on a fiscal year basis.

Full report: Chapter 1 (PDF) · Statistical Appendix · WEO database, April 2025 edition"""),
        m.add({"weo_apr25_world": "2025: 2.8%, 2026: 3.0% (April 2025 WEO)",
               "weo_apr25_us": "2025: 1.8%, 2026: 1.7% (April 2025 WEO; -0.9 / -0.4 vs Jan)"}),
        (extract(jan, "Table 1 projections for 2025 and 2026"), """# World Economic Outlook Update, January 2025: Global Growth: Divergent and Uncertain

January 17, 2025

Global growth is projected at 3.3 percent both in 2025 and 2026, below the historical (2000–19) average of 3.7 percent. The forecast for 2025 is broadly unchanged from that in the October 2024 World Economic Outlook, primarily on account of an upward revision in the United States offsetting downward revisions in other major economies. Global headline inflation is expected to decline to 4.2 percent in 2025 and to 3.5 percent in 2026.

## Table 1. Overview of the World Economic Outlook Projections (real GDP, annual percent change)

| | 2024 (estimate) | 2025 (projection) | 2026 (projection) |
| --- | --- | --- | --- |
| World Output | 3.2 | 3.3 | 3.3 |
| Advanced Economies | 1.7 | 1.9 | 1.8 |
| United States | 2.8 | 2.7 | 2.1 |
| Euro Area | 0.8 | 1.0 | 1.4 |
| Germany | -0.2 | 0.3 | 1.1 |
| France | 1.1 | 0.8 | 1.1 |
| Italy | 0.6 | 0.7 | 0.9 |
| Spain | 3.1 | 2.3 | 1.8 |
| Japan | -0.2 | 1.1 | 0.8 |
| United Kingdom | 0.9 | 1.6 | 1.5 |
| Canada | 1.3 | 2.0 | 2.0 |
| Emerging Market and Developing Economies | 4.2 | 4.2 | 4.3 |
| China | 4.8 | 4.6 | 4.5 |
| India | 6.5 | 6.5 | 6.5 |
| Russia | 3.8 | 1.4 | 1.2 |
| Brazil | 3.7 | 2.2 | 2.2 |
| Mexico | 1.8 | 1.4 | 2.0 |

Note: 2024 figures are estimates; 2025 and 2026 figures are projections."""),
        m.add({"weo_jan25_world": "2025: 3.3%, 2026: 3.3% (Jan 2025 WEO Update; 2024 est. 3.2%)",
               "weo_jan25_us": "2025: 2.7%, 2026: 2.1% (Jan 2025 WEO Update)"}),
        (search("IMF October 2024 WEO global growth 3.2 percent 2025 forecast"), serp(
            (oct_, "World Economic Outlook, October 2024: Policy Pivot, Rising Threats",
             "Global growth is expected to remain stable yet underwhelming at 3.2 percent in 2024 and 2025.", "Oct 22, 2024"),
            ("https://www.reuters.com/markets/imf-keeps-global-growth-forecast-2024-10-22/", "IMF keeps 2024 global growth forecast at 3.2% - Reuters",
             "The IMF trimmed its 2025 forecast to 3.2% from 3.3% in July...", "Oct 22, 2024"),
            ("https://www.imf.org/en/Blogs/Articles/2024/10/22/the-last-mile-of-disinflation", "Policy Pivot, Rising Threats - IMF Blog",
             "The battle against inflation has almost been won...", "Oct 22, 2024"),
            ("https://www.cnbc.com/2024/10/22/imf-world-economic-outlook-october-2024.html", "IMF sees global growth at 3.2% - CNBC",
             "The IMF raised its U.S. forecast to 2.8% for 2024...", "Oct 22, 2024"),
            ("https://www.imf.org/en/Publications/WEO/weo-database/2024/October", "World Economic Outlook Database, October 2024",
             "Download WEO data: October 2024 edition...", "Oct 22, 2024"),
            ("https://www.bloomberg.com/news/articles/2024-10-22/imf-outlook", "IMF Warns of Mounting Risks - Bloomberg",
             "Global growth to hold at 3.2% but medium-term prospects weak...", "Oct 22, 2024"),
            ("https://www.ft.com/content/imf-october-2024-outlook", "IMF says inflation battle largely won - Financial Times",
             "The fund warned of rising geopolitical and trade risks...", "Oct 22, 2024"),
            ("https://www.aljazeera.com/economy/2024/10/22/imf-global-growth", "IMF keeps global growth outlook steady - Al Jazeera",
             "The fund projected 3.2 percent growth for both years...", "Oct 22, 2024"),
            ("https://apnews.com/article/imf-world-economy-outlook-october-2024", "IMF upgrades US outlook - AP News",
             "The IMF expects the U.S. economy to grow 2.8% this year...", "Oct 22, 2024"),
            ("https://www.worldbank.org/en/publication/global-economic-prospects", "Global Economic Prospects - World Bank",
             "Global growth is projected to stabilize at 2.7 percent in 2025...", "Jan 2025"),
        )),
        m.add({"weo_oct24_world": "2024: 3.2%, 2025: 3.2% (October 2024 WEO)"}),
        (extract(dm, "world real GDP growth series, latest vintage"), """# Real GDP growth

Annual percent change · Source: World Economic Outlook (April 2025)

| Country / group | 2022 | 2023 | 2024 | 2025 | 2026 |
| --- | --- | --- | --- | --- | --- |
| World | 3.6 | 3.5 | 3.3 | 2.8 | 3.0 |
| Advanced economies | 2.9 | 1.7 | 1.8 | 1.4 | 1.5 |
| Emerging market and developing economies | 4.0 | 4.7 | 4.3 | 3.7 | 3.9 |
| United States | 2.5 | 2.9 | 2.8 | 1.8 | 1.7 |
| China, People's Republic of | 3.1 | 5.4 | 5.0 | 4.0 | 4.0 |

Values for 2025 onward are IMF staff projections. Select countries or groups to compare · Download (XLSX) · Share"""),
        m.update({"weo_apr25_world": "2024: 3.3% (est.), 2025: 2.8%, 2026: 3.0% (April 2025 WEO; -0.5 / -0.3 pp vs Jan 2025 Update)"}),
        m.remove(["weo_oct24_world"]),
        (search("IMF April 2025 WEO China growth 4.0 percent tariffs"), serp(
            ("https://www.reuters.com/world/china/imf-cuts-china-growth-forecast-40-2025-04-22/", "IMF cuts China 2025 growth forecast to 4% on tariffs - Reuters",
             "The IMF lowered its 2025 growth forecast for China to 4.0% from 4.6% in January...", "Apr 22, 2025"),
            (apr, "World Economic Outlook, April 2025: A Critical Juncture amid Policy Shifts",
             "China: 4.0 percent in 2025 and 4.0 percent in 2026...", "Apr 22, 2025"),
            ("https://www.scmp.com/economy/china-economy/article/imf-china-growth-2025", "IMF slashes China growth outlook - SCMP",
             "The cut reflects the impact of US tariffs announced in early April...", "Apr 23, 2025"),
            ("https://www.cnbc.com/2025/04/22/imf-cuts-china-growth-forecast.html", "IMF cuts China growth forecast to 4% - CNBC",
             "Beijing has set a growth target of around 5% for 2025...", "Apr 22, 2025"),
            ("https://www.bloomberg.com/news/articles/2025-04-22/imf-china-forecast", "IMF Sees China Growth Slowing to 4% - Bloomberg",
             "The fund also lowered its 2026 projection to 4%...", "Apr 22, 2025"),
            ("https://www.imf.org/en/Countries/CHN", "People's Republic of China and the IMF",
             "Country page with latest data and reports...", "N/A"),
            ("https://www.ft.com/content/imf-china-tariffs-2025", "China bears brunt of IMF downgrades - Financial Times",
             "The US and Mexico saw bigger downgrades than China among major economies...", "Apr 22, 2025"),
            ("https://www.caixinglobal.com/2025-04-23/imf-china-growth.html", "IMF lowers China forecast - Caixin Global",
             "The IMF expects consumer price inflation in China to remain near zero...", "Apr 23, 2025"),
            ("https://www.aljazeera.com/economy/2025/4/22/imf-global-growth-tariffs", "IMF cuts global growth outlook as tariffs bite - Al Jazeera",
             "The US and China both downgraded...", "Apr 22, 2025"),
            ("https://www.economist.com/finance-and-economics/2025/04/22/imf-forecasts", "The IMF's gloomy new forecasts - The Economist",
             "What the fund's numbers say about the trade war...", "Apr 22, 2025"),
        )),
        m.all(),
    ]
    rs.add("search", "h65-search-19", SYSTEM, turns, state=state("2025-04-25 16:45 EDT"))


# ---------------------------------------------------------------- 20 EUR-Lex, AI Act dates (bad: an application date changes)
def t20(rs: RowSet) -> None:
    m = Mem()
    eli = "https://eur-lex.europa.eu/eli/reg/2024/1689/oj"
    com = "https://commission.europa.eu/news/ai-act-enters-force-2024-08-01_en"

    def eli_page(focus: str) -> str:
        return f"""# Regulation (EU) 2024/1689 of the European Parliament and of the Council of 13 June 2024 laying down harmonised rules on artificial intelligence and amending Regulations (EC) No 300/2008, (EU) No 167/2013, (EU) No 168/2013, (EU) 2018/858, (EU) 2018/1139 and (EU) 2019/2144 and Directives 2014/90/EU, (EU) 2016/797 and (EU) 2020/1828 (Artificial Intelligence Act) (Text with EEA relevance)

PE/24/2024/REV/1 · OJ L, 2024/1689, 12.7.2024 · ELI: http://data.europa.eu/eli/reg/2024/1689/oj

## Document information

| | |
| --- | --- |
| CELEX number | 32024R1689 |
| Date of document | 13/06/2024 |
| Date of effect | 01/08/2024; Entry into force Date pub. + 20 See Art 113 |
| Date of end of validity | No end date |
| Procedure number | 2021/0106(COD) |
| Author | European Parliament, Council of the European Union |
| Form | Regulation |

{focus}

## Article 113 — Entry into force and application

This Regulation shall enter into force on the twentieth day following that of its publication in the Official Journal of the European Union.

It shall apply from 2 August 2026.

However:

(a) Chapters I and II shall apply from 2 February 2025;

(b) Chapter III Section 4, Chapter V, Chapter VII and Chapter XII and Article 78 shall apply from 2 August 2025, with the exception of Article 101;

(c) Article 6(1) and the corresponding obligations in this Regulation shall apply from 2 August 2027.

This Regulation shall be binding in its entirety and directly applicable in all Member States.

Done at Brussels, 13 June 2024.

For the European Parliament, The President, R. METSOLA · For the Council, The President, M. MICHEL

Languages and formats available: BG ES CS DA DE ET EL EN FR GA HR IT LV LT HU MT NL PL PT RO SK SL FI SV · HTML · PDF (2.5 MB)"""
    turns = [
        (search("Regulation (EU) 2024/1689 AI Act entry into force dates of application EUR-Lex"), serp(
            (eli, "Regulation - EU - 2024/1689 - EN - EUR-Lex",
             "Regulation (EU) 2024/1689 of the European Parliament and of the Council of 13 June 2024 laying down harmonised rules on artificial intelligence... OJ L, 2024/1689, 12.7.2024.", "Jul 12, 2024"),
            ("https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX:32024R1689", "EUR-Lex - 32024R1689 - EN",
             "Artificial Intelligence Act. Date of effect: 01/08/2024. In force.", "Jul 12, 2024"),
            ("https://artificialintelligenceact.eu/implementation-timeline/", "Implementation Timeline | EU Artificial Intelligence Act",
             "2 February 2025: prohibitions and AI literacy apply. 2 August 2025: GPAI obligations and governance. 2 August 2026: most of the Act applies. 2 August 2027: Article 6(1)...", "Aug 2024"),
            (com, "AI Act enters into force - European Commission",
             "On 1 August 2024, the European Artificial Intelligence Act (AI Act) enters into force...", "Aug 1, 2024"),
            ("https://en.wikipedia.org/wiki/Artificial_Intelligence_Act", "Artificial Intelligence Act - Wikipedia",
             "The Artificial Intelligence Act (AI Act) is a European Union regulation concerning artificial intelligence... It entered into force on 1 August 2024.", "N/A"),
            ("https://digital-strategy.ec.europa.eu/en/policies/regulatory-framework-ai", "AI Act | Shaping Europe's digital future",
             "The AI Act is the first-ever legal framework on AI, which addresses the risks of AI...", "N/A"),
            ("https://www.europarl.europa.eu/topics/en/article/20230601STO93804/eu-ai-act-first-regulation-on-artificial-intelligence", "EU AI Act: first regulation on artificial intelligence - European Parliament",
             "Parliament adopted the Artificial Intelligence Act in March 2024 and the Council followed with its approval in May 2024.", "Jun 18, 2024"),
            ("https://www.reuters.com/technology/artificial-intelligence/eu-ai-act-enters-into-force-2024-08-01/", "EU's landmark AI rules enter into force - Reuters",
             "Companies will have between six months and three years to comply with the different provisions...", "Aug 1, 2024"),
            ("https://iapp.org/resources/article/eu-ai-act-timeline/", "EU AI Act timeline - IAPP",
             "Key compliance dates from 2025 to 2030...", "Jul 2024"),
            ("https://www.consilium.europa.eu/en/press/press-releases/2024/05/21/artificial-intelligence-ai-act-council-gives-final-green-light/", "Artificial intelligence (AI) act: Council gives final green light - Consilium",
             "The Council formally adopted the AI Act on 21 May 2024...", "May 21, 2024"),
        )),
        (extract(eli, "Article 113: entry into force and dates of application"), eli_page("Focus: Article 113 (entry into force and application).")),
        m.add({"aiact_eif": "1 Aug 2024 (20th day after OJ publication on 12 Jul 2024)",
               "aiact_prohibitions": "2 Feb 2025 (Chapters I and II)",
               "aiact_gpai": "2 Aug 2025 (Ch. III Sec. 4, Ch. V, VII, XII, Art. 78; not Art. 101)",
               "aiact_general": "2 Aug 2026",
               "aiact_art6_1": "2 Aug 2027 (Art. 6(1) high-risk via product legislation)"}),
        (search("AI Act Article 101 fines general-purpose AI models apply from 2 August 2026"), serp(
            ("https://artificialintelligenceact.eu/article/101/", "Article 101: Fines for Providers of General-Purpose AI Models | EU AI Act",
             "The Commission may impose on providers of general-purpose AI models fines not exceeding 3% of their annual total worldwide turnover or EUR 15 000 000, whichever is higher...", "N/A"),
            ("https://artificialintelligenceact.eu/implementation-timeline/", "Implementation Timeline | EU Artificial Intelligence Act",
             "Article 101 is excluded from the 2 August 2025 date and applies from 2 August 2026...", "Aug 2024"),
            ("https://www.twobirds.com/en/insights/2024/global/ai-act-gpai-obligations", "AI Act: obligations for GPAI model providers - Bird & Bird",
             "GPAI obligations apply from 2 August 2025, but the Commission's fining powers only from 2 August 2026...", "Aug 2024"),
            ("https://digital-strategy.ec.europa.eu/en/policies/ai-pact", "AI Pact | Shaping Europe's digital future",
             "The AI Pact encourages early implementation of AI Act measures...", "N/A"),
            ("https://www.hoganlovells.com/en/publications/eu-ai-act-penalties", "EU AI Act: the penalty regime - Hogan Lovells",
             "Fines of up to EUR 35 million or 7% of global turnover for prohibited practices...", "Jul 2024"),
            ("https://www.euaiact.com/key-issue/5", "Penalties under the AI Act - euaiact.com",
             "Member States must lay down rules on penalties by 2 August 2025...", "N/A"),
            ("https://www.lexology.com/library/detail.aspx?g=ai-act-art-101", "GPAI fines under the AI Act - Lexology",
             "Article 101 fines may be imposed from 2 August 2026...", "Aug 2024"),
            ("https://www.williamfry.com/knowledge/ai-act-timeline", "The AI Act timeline explained - William Fry",
             "A practical overview of staggered application dates...", "Jul 2024"),
            ("https://www.cooley.com/news/insight/2024/eu-ai-act-enters-into-force", "EU AI Act enters into force - Cooley",
             "Most provisions will apply after a two-year transition period...", "Aug 1, 2024"),
            ("https://www.taylorwessing.com/en/insights-and-events/insights/2024/ai-act-deadlines", "AI Act deadlines - Taylor Wessing",
             "Codes of practice must be ready by 2 May 2025...", "Jul 2024"),
        )),
        (extract(com, "what applies when"), """# AI Act enters into force

Press release · 1 August 2024 · Brussels

Today, the European Artificial Intelligence Act (AI Act), the world's first comprehensive regulation on artificial intelligence, enters into force. The AI Act is designed to ensure that AI developed and used in the EU is trustworthy, with safeguards to protect people's fundamental rights.

## Next steps

The majority of rules of the AI Act will start applying on 2 August 2026. However, prohibitions of AI systems deemed to present an unacceptable risk will already apply after six months, while the rules for so-called General-Purpose AI models will apply after 12 months.

To bridge the transitional period before full implementation, the Commission has launched the AI Pact. The Commission is also developing guidelines and co-regulatory instruments such as standards and codes of practice. The Commission opened a call for expression of interest to participate in drawing-up the first general-purpose AI Code of Practice.

## Background

The Commission proposed the AI Act in April 2021. The European Parliament and the Council reached a political agreement in December 2023.

> "AI has the potential to change the way we work and live," said Executive Vice-President Margrethe Vestager.

Press contacts: Thomas Regnier, +32 2 29 91099"""),
        m.add({"aiact_codes_of_practice": "to be ready by 2 May 2025 (Art. 56(9))"}),
        swap((extract(eli, "exact wording of Article 113 points (a) to (c)"), eli_page("Focus: Article 113, points (a) to (c).")),
             "shall apply from 2 August 2027.", "shall apply from 2 August 2026."),
    ]
    rs.add("search", "h65-search-20", SYSTEM, turns, state=state("2024-08-02 09:30 CEST"), bad=True, turn=7,
           kind="re-extracted Article 113(c) says Article 6(1) applies from 2 August 2026; the same article extracted at turn 2 said 2 August 2027")


# ---------------------------------------------------------------- 21 LegiScan, California SB 1047 (bad: status reverts in a later snippet)
def t21(rs: RowSet) -> None:
    m = Mem()
    ls = "https://legiscan.com/CA/bill/SB1047/2023"
    li = "https://leginfo.legislature.ca.gov/faces/billStatusClient.xhtml?bill_id=202320240SB1047"
    veto = "https://www.gov.ca.gov/wp-content/uploads/2024/09/SB-1047-Veto-Message.pdf"
    turns = [
        (search("California SB 1047 status vetoed Newsom LegiScan"), serp(
            (ls, "California SB1047 | 2023-2024 | Regular Session | LegiScan",
             "Safe and Secure Innovation for Frontier Artificial Intelligence Models Act. Status: Vetoed on September 29 2024 - 100% progression, died.", "N/A"),
            (li, "Bill Status - SB-1047 Safe and Secure Innovation for Frontier Artificial Intelligence Models Act.",
             "Last action: 09/29/24 Vetoed by Governor. Status: Vetoed.", "N/A"),
            (veto, "SB 1047 Veto Message - Office of Governor Gavin Newsom",
             "To the Members of the California State Senate: I am returning Senate Bill 1047 without my signature.", "Sep 29, 2024"),
            ("https://www.nytimes.com/2024/09/29/technology/california-ai-safety-law-veto.html", "Gov. Newsom Vetoes California's Contentious A.I. Safety Bill - The New York Times",
             "The bill would have required safety testing of large A.I. systems before their release...", "Sep 29, 2024"),
            ("https://www.theverge.com/2024/9/29/24232172/california-ai-safety-bill-1047-vetoed-gavin-newsom", "California governor vetoes major AI safety bill - The Verge",
             "Newsom said the bill focused too narrowly on the largest models...", "Sep 29, 2024"),
            ("https://en.wikipedia.org/wiki/Safe_and_Secure_Innovation_for_Frontier_Artificial_Intelligence_Models_Act", "Safe and Secure Innovation for Frontier Artificial Intelligence Models Act - Wikipedia",
             "SB 1047 was a 2024 California bill authored by Senator Scott Wiener... vetoed by Governor Gavin Newsom on September 29, 2024.", "N/A"),
            ("https://techcrunch.com/2024/09/29/gov-newsom-vetoes-californias-controversial-ai-bill-sb-1047/", "Gov. Newsom vetoes California's controversial AI bill, SB 1047 - TechCrunch",
             "The bill had passed the legislature in late August...", "Sep 29, 2024"),
            ("https://calmatters.org/economy/technology/2024/09/newsom-ai-safety-bill-veto/", "Newsom vetoes AI safety bill - CalMatters",
             "Wiener called the veto a setback for everyone who believes in oversight...", "Sep 29, 2024"),
            ("https://sd11.senate.ca.gov/news/senator-wiener-responds-governor-newsoms-veto-sb-1047", "Senator Wiener Responds to Governor Newsom's Veto of SB 1047",
             "This veto is a setback for everyone who believes in oversight of massive corporations...", "Sep 29, 2024"),
            ("https://www.reuters.com/technology/artificial-intelligence/california-governor-vetoes-ai-safety-bill-2024-09-29/", "California governor vetoes contested AI safety bill - Reuters",
             "Newsom said he would work with experts to develop guardrails...", "Sep 29, 2024"),
        )),
        (extract(ls, "status, sponsors, history and roll calls"), """# California Senate Bill 1047

Session: 2023-2024 Regular Session · LegiScan

| | |
| --- | --- |
| Title | Safe and Secure Innovation for Frontier Artificial Intelligence Models Act. |
| Status | Vetoed on September 29 2024 - 100% progression, died |
| Action | 2024-09-29 - Vetoed by Governor. |
| Introduced | 2024-02-07 |
| Session | 2023-2024 Regular Session |
| Primary Sponsor | Scott Wiener (D) |
| Co-Sponsors | Richard Roth (D), Henry Stern (D), Susan Rubio (D) |

## Progress

Introduced → Engrossed (2024-05-21) → Enrolled (2024-08-29) → Passed → **Vetoed (2024-09-29)**

## History

| Date | Chamber | Action |
| --- | --- | --- |
| 2024-09-29 | Senate | Vetoed by Governor. |
| 2024-09-09 | Senate | Enrolled and presented to the Governor at 3:30 p.m. |
| 2024-08-29 | Senate | Assembly amendments concurred in. (Ayes 29. Noes 9.) Ordered to engrossing and enrolling. |
| 2024-08-28 | Assembly | Read third time. Passed. (Ayes 41. Noes 9.) Ordered to the Senate. |
| 2024-08-22 | Assembly | From committee: Do pass. (Ayes 11. Noes 3.) |
| 2024-05-21 | Senate | Read third time. Passed. (Ayes 32. Noes 1.) Ordered to the Assembly. |
| 2024-02-07 | Senate | Introduced. Read first time. To Com. on RLS. for assignment. To print. |

## Roll Calls

| Date | Chamber | Motion | Yea | Nay | NV |
| --- | --- | --- | --- | --- | --- |
| 2024-08-29 | Senate | Unfinished Business - Concurrence | 29 | 9 | 2 |
| 2024-08-28 | Assembly | Senate Third Reading | 41 | 9 | 30 |
| 2024-05-21 | Senate | Senate Third Reading | 32 | 1 | 7 |

LegiScan bill ID 1817812 · Last updated 2024-09-30 03:14"""),
        m.add({"sb1047_status": "Vetoed by Gov. Newsom 2024-09-29 (enrolled & presented 2024-09-09)",
               "sb1047_votes": "Senate 32-1 (2024-05-21); Assembly 41-9 (2024-08-28); Senate concurrence 29-9 (2024-08-29)"}),
        (extract(li, "official status and last action"), """# SB-1047 Safe and Secure Innovation for Frontier Artificial Intelligence Models Act. (2023-2024)

| | |
| --- | --- |
| Status | Vetoed |
| Last 5 History Actions | |
| 09/29/24 | Vetoed by Governor. |
| 09/09/24 | Enrolled and presented to the Governor at 3:30 p.m. |
| 08/29/24 | Assembly amendments concurred in. (Ayes 29. Noes 9.) Ordered to engrossing and enrolling. |
| 08/28/24 | Read third time. Passed. (Ayes 41. Noes 9.) Ordered to the Senate. |
| 08/28/24 | From inactive file. Ordered to third reading. |

| Bill Status | |
| --- | --- |
| Measure | SB 1047 |
| Lead Authors | Wiener (S) |
| Principal Coauthors | Roth (S), Rubio (S), Stern (S) |
| Topic | Safe and Secure Innovation for Frontier Artificial Intelligence Models Act. |
| House Location | Senate |
| Last Amended Date | 08/19/24 |
| Committee Location | — |
| Vote | majority |
| Appropriation | Yes |
| Fiscal Committee | yes |
| State-Mandated Local Program | yes |
| Urgency | No |
| Tax Levy | No |

Consideration of Governor's veto pending."""),
        (search("SB 1047 Wiener frontier AI bill 2024 status"), serp(
            (ls, "California SB1047 | 2023-2024 | Regular Session | LegiScan",
             "Safe and Secure Innovation for Frontier Artificial Intelligence Models Act. Status: Enrolled on August 29 2024 - 75% progression, awaiting Governor action.", "N/A"),
            ("https://sd11.senate.ca.gov/news/senator-wiener-responds-governor-newsoms-veto-sb-1047", "Senator Wiener Responds to Governor Newsom's Veto of SB 1047",
             "This veto is a setback for everyone who believes in oversight of massive corporations that are making critical decisions...", "Sep 29, 2024"),
            ("https://en.wikipedia.org/wiki/Safe_and_Secure_Innovation_for_Frontier_Artificial_Intelligence_Models_Act", "Safe and Secure Innovation for Frontier Artificial Intelligence Models Act - Wikipedia",
             "The bill passed the State Assembly 41–9 on August 28, 2024...", "N/A"),
            ("https://www.lawfaremedia.org/article/sb-1047-explained", "California's SB 1047, Explained - Lawfare",
             "The bill applies to models trained with more than 10^26 FLOPs and costing over $100 million...", "Aug 2024"),
            ("https://safesecureai.org/", "SB 1047 - Safe and Secure AI",
             "Supporters' site for the Safe and Secure Innovation for Frontier AI Models Act...", "N/A"),
            ("https://a16z.com/sb-1047-what-you-need-to-know/", "SB 1047: What you need to know - a16z",
             "Why we oppose California's frontier AI bill...", "Jun 2024"),
            ("https://www.politico.com/news/2024/09/29/newsom-vetoes-ai-bill", "Newsom vetoes AI safety bill - POLITICO",
             "Newsom signaled he would seek a different approach next year...", "Sep 29, 2024"),
            ("https://www.vox.com/future-perfect/2024/9/29/sb-1047-veto", "Newsom vetoed SB 1047. What's next for AI safety? - Vox",
             "The governor convened a working group led by Fei-Fei Li...", "Sep 29, 2024"),
            ("https://www.wired.com/story/california-sb-1047-veto/", "Gavin Newsom Vetoes SB 1047 - WIRED",
             "The veto follows intense lobbying by the tech industry...", "Sep 29, 2024"),
            ("https://digitaldemocracy.calmatters.org/bills/ca_202320240sb1047", "SB 1047 - Digital Democracy",
             "Bill status: Vetoed. Votes, hearings and testimony...", "N/A"),
        )),
        (extract(veto, "the governor's stated reasons"), """# SB 1047 Veto Message

OFFICE OF THE GOVERNOR

September 29, 2024

To the Members of the California State Senate:

I am returning Senate Bill 1047 without my signature.

This bill would require developers of large artificial intelligence (AI) models, and those providing the computing power to train such models, to put certain safeguards and policies in place to prevent catastrophic harm. The bill would also establish the Board of Frontier Models – a state entity – to oversee the development of these models.

By focusing only on the most expensive and large-scale models, SB 1047 establishes a regulatory framework that could give the public a false sense of security about controlling this fast-moving technology. Smaller, specialized models may emerge as equally or even more dangerous than the models targeted by SB 1047.

While well-intentioned, SB 1047 does not take into account whether an AI system is deployed in high-risk environments, involves critical decision-making or the use of sensitive data. Instead, the bill applies stringent standards to even the most basic functions – so long as a large system deploys it. I do not believe this is the best approach to protecting the public from real threats posed by the technology.

Let me be clear – I agree with the author – we cannot afford to wait for a major catastrophe to occur before taking action to protect the public.

For these reasons, I cannot sign this bill.

Sincerely,

Gavin Newsom"""),
        m.add({"sb1047_veto_reason": "Targets only the largest/most expensive models regardless of deployment risk; could give a false sense of security (veto message 2024-09-29)"}),
        (search("Newsom signed AI bills September 2024 SB 942 AB 2013"), serp(
            ("https://www.gov.ca.gov/2024/09/29/governor-newsom-announces-new-initiatives-to-advance-safe-and-responsible-ai-protect-californians/", "Governor Newsom announces new initiatives to advance safe and responsible AI - Office of the Governor",
             "The Governor has signed 17 bills covering the deployment and regulation of GenAI technology in the last 30 days...", "Sep 29, 2024"),
            ("https://legiscan.com/CA/bill/SB942/2023", "California SB942 | 2023-2024 | Regular Session | LegiScan",
             "California AI Transparency Act. Status: Passed on September 19 2024 - 100% progression. Chaptered by Secretary of State. Chapter 291, Statutes of 2024.", "N/A"),
            ("https://legiscan.com/CA/bill/AB2013/2023", "California AB2013 | 2023-2024 | Regular Session | LegiScan",
             "Generative artificial intelligence: training data transparency. Status: Passed on September 28 2024 - 100% progression.", "N/A"),
            ("https://www.reuters.com/technology/california-governor-signs-ai-bills-2024-09-17/", "California governor signs bills to protect actors, curb election deepfakes - Reuters",
             "Newsom signed laws on AI-generated election content and digital replicas of performers...", "Sep 17, 2024"),
            ("https://calmatters.org/politics/2024/09/newsom-ai-bills-signed/", "Which AI bills did Newsom sign? - CalMatters",
             "A rundown of the artificial intelligence bills signed and vetoed this session...", "Oct 1, 2024"),
            ("https://www.theverge.com/2024/9/19/california-ai-transparency-act-signed", "California passes AI Transparency Act - The Verge",
             "SB 942 requires AI detection tools and watermarks from large GenAI providers, effective 2026...", "Sep 19, 2024"),
            ("https://iapp.org/news/a/california-ai-laws-2024", "California enacts a wave of AI laws - IAPP",
             "AB 2013 requires developers to disclose training data information by January 1, 2026...", "Oct 2024"),
            ("https://www.wsgr.com/en/insights/california-ai-legislation-2024.html", "California's 2024 AI legislation roundup - Wilson Sonsini",
             "Summaries of enacted and vetoed AI bills...", "Oct 2024"),
            ("https://www.politico.com/news/2024/09/17/newsom-deepfake-laws", "Newsom signs deepfake election laws - POLITICO",
             "AB 2655 and AB 2839 target deceptive election content...", "Sep 17, 2024"),
            ("https://www.latimes.com/california/story/2024-09-29/newsom-ai-bills", "Newsom signs AI bills, vetoes SB 1047 - Los Angeles Times",
             "The governor signed bills on training data transparency and AI watermarks...", "Sep 29, 2024"),
        )),
        m.all(),
    ]
    rs.add("search", "h65-search-21", SYSTEM, turns, state=state("2024-10-02 10:20 PDT"), bad=True, turn=5,
           kind="the LegiScan result for SB1047 now says 'Enrolled ... awaiting Governor action', reverting the veto of 2024-09-29 that the same page showed at turn 2")


# ---------------------------------------------------------------- 22 USTR / Census, US-China goods trade (clean)
def t22(rs: RowSet) -> None:
    m = Mem()
    ustr = "https://ustr.gov/countries-regions/china-mongolia-taiwan/peoples-republic-china"
    c57 = "https://www.census.gov/foreign-trade/balance/c5700.html"
    turns = [
        (search("USTR US China goods trade deficit 2024 exports imports"), serp(
            (ustr, "The People's Republic of China | United States Trade Representative",
             "U.S. goods trade with China totaled an estimated $582.4 billion in 2024. U.S. goods exports to China in 2024 were $143.5 billion, down 2.9 percent ($4.3 billion) from 2023; U.S. goods imports from China totaled $438.9 billion, up 2.7 percent ($11.7 billion). The U.S. goods trade deficit with China was $295.4 billion in 2024.", "N/A"),
            (c57, "Trade in Goods with China - U.S. Census Bureau",
             "2024: Exports 143,545.7; Imports 438,947.3; Balance -295,401.6 (millions of U.S. dollars).", "Feb 5, 2025"),
            ("https://www.reuters.com/markets/us/us-trade-deficit-record-2024-2025-02-05/", "US trade deficit hits record high in 2024 - Reuters",
             "The U.S. trade deficit widened to a record $918.4 billion in 2024 as businesses front-loaded imports...", "Feb 5, 2025"),
            ("https://www.bea.gov/news/2025/us-international-trade-goods-and-services-december-and-annual-2024", "U.S. International Trade in Goods and Services, December and Annual 2024 | BEA",
             "For 2024, the goods and services deficit was $918.4 billion, up $133.5 billion from $784.9 billion in 2023.", "Feb 5, 2025"),
            ("https://www.uscc.gov/research/us-china-trade-2024", "U.S.-China Trade in 2024 - U.S.-China Economic and Security Review Commission",
             "China's share of U.S. goods imports fell to 13.4%, the lowest since 2003...", "Mar 2025"),
            ("https://english.customs.gov.cn/statics/report/preliminary.html", "Preliminary Release - General Administration of Customs of the PRC",
             "China's total exports to the United States in 2024 reached US$524.66 billion...", "Jan 13, 2025"),
            ("https://www.piie.com/research/piie-charts/us-china-trade-war-tariffs", "US-China Trade War Tariffs: An Up-to-Date Chart - PIIE",
             "Average US tariff on Chinese exports was 20.8% as of January 2025...", "Feb 2025"),
            ("https://www.cfr.org/backgrounder/contentious-us-china-trade-relationship", "The Contentious U.S.-China Trade Relationship - CFR",
             "The U.S. trade deficit with China peaked at $418 billion in 2018...", "Feb 2025"),
            ("https://wits.worldbank.org/CountryProfile/en/Country/USA/Year/2022/TradeFlow/EXPIMP/Partner/CHN", "United States trade with China 2022 - WITS",
             "US exports to China US$ 153.8 billion; imports US$ 536.8 billion (2022)...", "N/A"),
            ("https://en.wikipedia.org/wiki/China%E2%80%93United_States_trade_war", "China–United States trade war - Wikipedia",
             "The trade war began in 2018 when the Trump administration imposed tariffs...", "N/A"),
        )),
        (extract(c57, "annual exports, imports and balance with China"), """# Trade in Goods with China

NOTE: All figures are in millions of U.S. dollars on a nominal basis, not seasonally adjusted unless otherwise specified. Details may not equal totals due to rounding.

## Annual totals

| Year | Exports | Imports | Balance |
| --- | --- | --- | --- |
| 2024 | 143,545.7 | 438,947.3 | -295,401.6 |
| 2023 | 147,807.8 | 427,247.5 | -279,439.7 |
| 2022 | 153,837.8 | 536,754.4 | -382,916.6 |
| 2021 | 151,065.2 | 504,935.5 | -353,870.3 |
| 2018 | 120,289.3 | 538,514.2 | -418,224.9 |

Table reflects the annual revision released with the December 2024 data on February 5, 2025 (FT-900). Exports are on a Census basis, free alongside ship (f.a.s.) value; imports are general imports, customs value.

Source: U.S. Census Bureau, Economic Indicators Division, USA Trade Online. Questions: 1-800-549-0595, option 4."""),
        m.add({"us_china_2024": "exports $143.5B, imports $438.9B, deficit $295.4B (Census/USTR; exact: 143,545.7 / 438,947.3 / -295,401.6 $M)",
               "us_china_2023": "exports $147.8B, imports $427.2B, deficit $279.4B"}),
        (search("China customs 2024 exports to United States 524.7 billion trade surplus"), serp(
            ("https://english.customs.gov.cn/statics/report/preliminary.html", "Preliminary Release - General Administration of Customs of the PRC",
             "In 2024, China's exports to the United States totaled US$524.66 billion and imports from the United States US$163.62 billion.", "Jan 13, 2025"),
            ("https://www.reuters.com/world/china/chinas-trade-surplus-with-us-2025-01-13/", "China's 2024 trade surplus with US widens to $361 billion - Reuters",
             "China's trade surplus with the United States grew to $361.0 billion in 2024, according to Chinese customs data...", "Jan 13, 2025"),
            ("https://www.scmp.com/economy/china-economy/article/china-trade-data-2024", "China's exports hit record in 2024 - SCMP",
             "Total exports rose 5.9% to US$3.58 trillion...", "Jan 13, 2025"),
            ("https://www.cnbc.com/2025/01/13/china-trade-data-2024.html", "China posts record trade surplus of nearly $1 trillion - CNBC",
             "China's trade surplus for 2024 was $992.2 billion...", "Jan 13, 2025"),
            ("https://www.bloomberg.com/news/articles/2025-01-13/china-trade-surplus-record", "China's Record Trade Surplus - Bloomberg",
             "Exports to the US rose 4.9% last year...", "Jan 13, 2025"),
            ("https://www.piie.com/blogs/realtime-economics/why-us-and-china-trade-data-dont-match", "Why US and Chinese trade data don't match - PIIE",
             "Mirror statistics differ because of valuation (FOB vs CIF), re-exports via Hong Kong, and timing...", "Mar 2024"),
            ("https://www.ft.com/content/china-trade-surplus-2024", "China's trade surplus hits almost $1tn - Financial Times",
             "The surplus with the US was the largest since 2022...", "Jan 13, 2025"),
            ("https://tradingeconomics.com/china/exports-to-united-states", "China Exports to United States - Trading Economics",
             "China exports to United States was US$524.66 Billion during 2024...", "N/A"),
            ("https://www.stats.gov.cn/english/", "National Bureau of Statistics of China",
             "Statistical communiqué on the 2024 national economic and social development...", "Feb 2025"),
            ("https://www.federalreserve.gov/econres/notes/feds-notes/us-china-bilateral-trade-discrepancy", "The US-China Bilateral Trade Discrepancy - FEDS Notes",
             "The gap between US-reported imports and China-reported exports has widened since 2018...", "2024"),
        )),
        m.add({"china_customs_2024_us": "China-reported: exports to US $524.7B, imports from US $163.6B, surplus $361.0B (GACC; mirror statistics differ from US data: valuation, Hong Kong re-exports, timing)"}),
        m.get(["us_china_2024", "china_customs_2024_us"]),
    ]
    rs.add("search", "h65-search-22", SYSTEM, turns, state=state("2025-03-10 11:00 EDT"))


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
                  t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
