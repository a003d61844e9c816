# ruff: noqa: E501
"""Holdout27, domain search: 22 deep-research trajectories (web_search, web_extractor, dict_memory).

Eleven trajectories hold exactly one world-model contradiction (the label names the 1-based turn whose
observation contradicts an earlier observation or the starting state); eleven are clean but full of
legitimate change: live prices and counters, pages revised under a newer stamp, memory updates and
removals, re-sorted or paginated listings, versioned papers and datasets, unit and rounding
differences, and independent sources that disagree. Half use mainstream sites, half less common ones.

Run: ``python -m tests.decoherence.independent.holdout27_parts.search.make`` (writes ``search_test.jsonl``
and ``labels.json`` next to this file).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import SEARCH_SYSTEM, RowSet, extract, memory, results, search

HERE = Path(__file__).resolve().parent


def sr(*items: tuple[str, str, str, str]) -> str:
    """A web_search observation: the numbered result list in a code fence."""
    return "```\n" + results(*items) + "\n```"


def ev(url: str, goal: str, evidence: str, summary: str) -> str:
    """A web_extractor observation in the Evidence / Summary shape."""
    return (f"The useful information in {url} for user goal {goal} as follows:\n\n"
            f"Evidence in page:\n{evidence.strip()}\n\nSummary:\n{summary.strip()}\n")


def page(url: str, text: str) -> str:
    """A web_extractor observation that returns the page text as Markdown."""
    return f"Content of {url} (converted to Markdown):\n\n{text.strip()}\n"


def added(*keys: str) -> str:
    return f"Successfully added items of {list(keys)} to memory."


def updated(*keys: str) -> str:
    return f"Successfully updated items of {list(keys)} in memory."


def removed(*keys: str) -> str:
    return f"Successfully removed items of {list(keys)} from memory."


def got(items: dict[str, Any]) -> str:
    return "Retrieved items:\n" + json.dumps(items, indent=2, ensure_ascii=False)


def st(question: str, date: str, extra: str = "") -> str:
    out = f"Research question: {question}\nSession date: {date}\nTools: web_search, web_extractor, dict_memory (empty at start unless noted)."
    return out + ("\n" + extra if extra else "")


# ---------------------------------------------------------------------------------------------------
# 01 (bad, mainstream): GitHub issue read as Closed, re-extracted as Open with no reopen event.
def t01() -> dict[str, Any]:
    issue = "https://github.com/pandas-dev/pandas/issues/57052"
    pr = "https://github.com/pandas-dev/pandas/pull/57094"
    notes = "https://pandas.pydata.org/docs/whatsnew/v2.2.1.html"
    issue_head = """\
# REGR: to_datetime(format='mixed') raises ValueError for strings with mixed UTC offsets #57052

**{state}** · tk-2718 opened this issue on Jan 24, 2024 · 6 comments

Labels: `Datetime` `Regression` `Timezones`
Milestone: 2.2.1
Assignees: jrmurray

### Pandas version checks
- [x] I have checked that this issue has not already been reported.
- [x] I have confirmed this bug exists on the latest version of pandas.

### Reproducible Example
```python
import pandas as pd
ser = pd.Series(["2024-01-03 10:00:00+01:00", "2024-01-03 10:00:00-05:00", "2024-01-04"])
pd.to_datetime(ser, format="mixed", utc=True)
```

### Issue Description
On 2.1.4 this returns a UTC-aware Series. On 2.2.0 it raises
`ValueError: Mixed timezones detected. Pass utc=True in to_datetime or tz='UTC' in DataFrame/Series.astype`
even though `utc=True` is passed. Dropping the third (naive) element makes it work again.

### Expected Behavior
`DatetimeIndex(['2024-01-03 09:00:00+00:00', '2024-01-03 15:00:00+00:00', '2024-01-04 00:00:00+00:00'], dtype='datetime64[ns, UTC]')`

### Installed Versions
pandas 2.2.0 · numpy 1.26.3 · python 3.11.7 · OS Linux 6.5
"""
    timeline_closed = """\
### Timeline
- MarcoGorelli added the `Regression` label Jan 24, 2024
- **MarcoGorelli** commented Jan 24, 2024: Thanks for the report, can confirm. Bisected to #55901 (the format inference refactor). Marking for 2.2.1.
- MarcoGorelli added this to the 2.2.1 milestone Jan 24, 2024
- **jrmurray** commented Jan 25, 2024: take
- jrmurray linked a pull request Jan 26, 2024 that will close this issue: REGR: fix to_datetime format=mixed with mixed offsets and naive strings #57094
- **tk-2718** commented Jan 26, 2024: Confirmed the PR branch fixes my real data (≈2M rows), thanks!
- **mroeschke** closed this as completed in #57094 Jan 29, 2024
"""
    timeline_open = """\
### Timeline
- MarcoGorelli added the `Regression` label Jan 24, 2024
- **MarcoGorelli** commented Jan 24, 2024: Thanks for the report, can confirm. Bisected to #55901 (the format inference refactor). Marking for 2.2.1.
- MarcoGorelli added this to the 2.2.1 milestone Jan 24, 2024
- **jrmurray** commented Jan 25, 2024: take
- jrmurray linked a pull request Jan 26, 2024 that will close this issue: REGR: fix to_datetime format=mixed with mixed offsets and naive strings #57094
- **tk-2718** commented Jan 26, 2024: Confirmed the PR branch fixes my real data (≈2M rows), thanks!
"""
    turns = [
        (search("pandas issue 57052 to_datetime format mixed regression 2.2.0"),
         sr((issue, "REGR: to_datetime(format='mixed') raises ValueError for strings with mixed ...", "On 2.1.4 this returns a UTC-aware Series. On 2.2.0 it raises ValueError: Mixed timezones detected ... even though utc=True is passed.", "2024-01-29"),
            (pr, "REGR: fix to_datetime format=mixed with mixed offsets and naive strings #57094", "Closes #57052. The fast path added in #55901 skipped the utc conversion when a naive string followed offset-aware ones ...", "2024-01-29"),
            (notes, "What's new in 2.2.1 (February 22, 2024) — pandas documentation", "These are the changes in pandas 2.2.1. See Release notes for a full changelog including other versions of pandas. Fixed regressions ...", "2024-02-22"),
            ("https://stackoverflow.com/questions/77901544/pandas-2-2-to-datetime-mixed-timezones-error-with-utc-true", "pandas 2.2 to_datetime 'Mixed timezones detected' error even with utc=True", "After upgrading to pandas 2.2.0 my code that parses ISO strings with different offsets fails ... Answer: this is a known regression (GH 57052), pin 2.1.4 or wait for 2.2.1.", "2024-01-30"),
            ("https://github.com/pandas-dev/pandas/issues/56971", "BUG: to_datetime with format='ISO8601' and mixed offsets returns object dtype #56971", "Related report for format='ISO8601'; closed as duplicate of #57052 ...", "2024-01-27"))),
        (extract(issue, "Current status of the issue, how it was resolved and which milestone"),
         page(issue, issue_head.replace("{state}", "Closed") + "\n" + timeline_closed)),
        (memory("add", dict={"issue_57052_status": "Closed as completed on Jan 29, 2024 by mroeschke via PR #57094; milestone 2.2.1",
                             "issue_57052_summary": "2.2.0 regression: to_datetime(format='mixed', utc=True) raised ValueError on mixed offsets + naive strings; bisected to #55901"}),
         added("issue_57052_status", "issue_57052_summary")),
        (extract(issue, "Labels, milestone, assignee and who closed the issue"),
         page(issue, issue_head.replace("{state}", "Open") + "\n" + timeline_open)),
        (extract(pr, "Merge status, merge date and backport of the PR"),
         page(pr, """\
# REGR: fix to_datetime format=mixed with mixed offsets and naive strings #57094

**Merged** · mroeschke merged 3 commits into `pandas-dev:main` from `jrmurray:regr-mixed-offsets` on Jan 29, 2024

Conversation 9 · Commits 3 · Checks 41 · Files changed 3

- [x] closes #57052
- [x] Tests added and passed if fixing a bug or adding a new feature
- [x] Added an entry in the latest `doc/source/whatsnew/v2.2.1.rst` file

The fast path added in #55901 skipped the UTC conversion when a naive string followed offset-aware ones.
This restores the 2.1.x behaviour: with `utc=True` every parsed value is converted, naive ones are localized to UTC.

Files changed: `pandas/_libs/tslibs/strptime.pyx` (+14 −6), `pandas/tests/tools/test_to_datetime.py` (+22 −0), `doc/source/whatsnew/v2.2.1.rst` (+1 −0)

### Timeline
- **MarcoGorelli** approved these changes Jan 28, 2024
- **mroeschke** approved these changes Jan 29, 2024
- mroeschke merged commit `b3e1f0a` into pandas-dev:main Jan 29, 2024
- **meeseeksmachine** commented Jan 29, 2024: Owee, I'm MrMeeseeks, Look at me. There seem to be a conflict, please backport manually.
- jrmurray mentioned this pull request Jan 30, 2024: Backport PR #57094 on branch 2.2.x (REGR: fix to_datetime format=mixed ...) #57120
- mroeschke merged #57120 into 2.2.x Jan 30, 2024
""")),
        (memory("add", dict={"fix_pr": "#57094 merged into main Jan 29, 2024 (commit b3e1f0a); manual backport #57120 merged into 2.2.x Jan 30, 2024"}),
         added("fix_pr")),
        (search("pandas 2.2.1 release notes whatsnew fixed regressions to_datetime"),
         sr((notes, "What's new in 2.2.1 (February 22, 2024) — pandas 2.2.1 documentation", "Fixed regressions · Fixed regression in to_datetime() with format='mixed' raising for strings with mixed UTC offsets (GH 57052) · Fixed regression in DataFrame.loc() ...", "2024-02-22"),
            ("https://pypi.org/project/pandas/2.2.1/", "pandas · PyPI", "pandas 2.2.1 · pip install pandas==2.2.1 · Released: Feb 22, 2024 · Powerful data structures for data analysis, time series, and statistics", "2024-02-22"),
            ("https://github.com/pandas-dev/pandas/releases/tag/v2.2.1", "Release Pandas 2.2.1 · pandas-dev/pandas", "We are pleased to announce the release of pandas 2.2.1. This is a patch release in the 2.2.x series and includes some regression and bug fixes ...", "2024-02-22"))),
        (extract(notes, "Is the to_datetime format='mixed' regression (GH 57052) listed, and the release date"),
         ev(notes, "Is the to_datetime format='mixed' regression (GH 57052) listed, and the release date", """\
"What's new in 2.2.1 (February 22, 2024)"
"These are the changes in pandas 2.2.1. See Release notes for a full changelog including other versions of pandas."
Fixed regressions:
- "Added a `pandas.api.interchange.from_dataframe` fallback for `pyarrow` objects (GH 57053)"
- "Fixed memory leak in `read_csv()` (GH 57039)"
- "Fixed regression in `to_datetime()` with `format='mixed'` raising for strings with mixed UTC offsets and naive strings (GH 57052)"
- "Fixed regression in `DataFrame.loc()` raising `IndexError` for non-unique, masked dtype indexes where result has more than 10,000 rows (GH 57027)"
- "Fixed regression in `Series.pct_change()` raising a `ValueError` for an empty Series (GH 57056)"
"Contributors: A total of 14 people contributed patches to this release."
""", "The 2.2.1 release notes (dated February 22, 2024) list the fix for GH 57052 under 'Fixed regressions', so the fix shipped in pandas 2.2.1.")),
        (memory("add", dict={"answer": "Fixed by PR #57094 (merged Jan 29, 2024, backported in #57120); shipped in pandas 2.2.1, released Feb 22, 2024"}),
         added("answer")),
    ]
    return dict(turns=turns, state=st("Was pandas issue #57052 (to_datetime with format='mixed' regression) fixed, and in which release did the fix ship?", "2024-03-05"),
                bad=True, turn=4, kind="GitHub issue shown Closed earlier is shown Open with the closing event gone, no reopen in between")


# ---------------------------------------------------------------------------------------------------
# 02 (clean, mainstream): live Bitcoin price, memory updates, aggregators disagreeing on the ATH.
def t02() -> dict[str, Any]:
    cg = "https://www.coingecko.com/en/coins/bitcoin"
    cmc = "https://coinmarketcap.com/currencies/bitcoin/"

    def cg_page(price: str, chg: str, upd: str, hi: str, cap: str, supply: str, ath_pct: str, vol: str) -> str:
        return page(cg, f"""\
# Bitcoin (BTC) price

**{price}** ▲{chg} (24h)
Last updated: {upd} UTC · Jun 5, 2024

| | |
|---|---|
| 24h Low / 24h High | $69,344.21 / {hi} |
| Market Cap | {cap} |
| Fully Diluted Valuation | based on 21,000,000 BTC max supply |
| 24 Hour Trading Vol | {vol} |
| Circulating Supply | {supply} BTC |
| Max Supply | 21,000,000 |
| Market Cap Rank | #1 |

### Bitcoin Historical Price
| | |
|---|---|
| All-Time High | $73,737.94 ({ath_pct}) · Mar 14, 2024 (3 months ago) |
| All-Time Low | $67.81 · Jul 06, 2013 (over 10 years) |

Bitcoin is the first cryptocurrency, launched in January 2009 by the pseudonymous Satoshi Nakamoto. Prices shown are a volume-weighted average across more than 1,000 exchange pairs tracked by CoinGecko.
""")
    turns = [
        (search("bitcoin price USD live", "bitcoin all-time high March 2024"),
         sr((cg, "Bitcoin Price: BTC Live Price Chart, Market Cap & News Today | CoinGecko", "Bitcoin price today is $70,912.43 with a 24-hour trading volume of $31,284,771,044. BTC price is up 1.9% in the last 24 hours. Updated 2 minutes ago.", "2024-06-05"),
            (cmc, "Bitcoin price today, BTC to USD live price, marketcap and chart | CoinMarketCap", "The live Bitcoin price today is $70,871.19 USD with a 24-hour trading volume of $31,901,552,117 USD.", "2024-06-05"),
            ("https://www.reuters.com/technology/bitcoin-hits-record-high-2024-03-14/", "Bitcoin hits record high above $73,000 as ETF inflows surge", "Bitcoin rose to a record $73,797 on Thursday, extending a rally fuelled by inflows into U.S. spot bitcoin exchange-traded funds ...", "2024-03-14"),
            ("https://www.cnbc.com/quotes/BTC.CM=", "Bitcoin (BTC.CM=) Stock Price, News, Quote & History", "BTC.CM= · 70,880.12 +1,318.40 (+1.90%) · Coin Metrics · Delayed", "2024-06-05"))),
        (extract(cg, "Current BTC price with timestamp and the all-time high value and date"),
         cg_page("$70,984.17", "2.0%", "13:42:08", "$71,106.58", "$1,398,974,620,213", "19,708,262", "-3.7%", "$31,306,118,902")),
        (memory("add", dict={"btc_price": "$70,984.17 (CoinGecko, 13:42 UTC, 2024-06-05)", "btc_ath": "$73,737.94 on 14 Mar 2024 (CoinGecko)"}),
         added("btc_price", "btc_ath")),
        (extract(cmc, "Current BTC price and all-time high per CoinMarketCap"),
         ev(cmc, "Current BTC price and all-time high per CoinMarketCap", """\
"Bitcoin BTC · $71,046.90 · 1.98% (1d)" — "As of 13:49 UTC"
"Market cap $1,400,212,269,379" · "Volume (24h) $31,944,002,561" · "Circulating supply 19,708,281 BTC"
"All-time high: $73,750.07 — Mar 14, 2024 (-3.67%)"
"All-time low: $0.04865 — Jul 14, 2010"
"Price data is a volume-weighted average of the markets CoinMarketCap tracks; see methodology."
""", "CoinMarketCap shows BTC at $71,046.90 at 13:49 UTC. Its all-time high is $73,750.07 on 14 March 2024, slightly different from CoinGecko's $73,737.94 because each aggregator weights a different set of exchanges.")),
        (memory("update", dict={"btc_ath": "$73,737.94 (CoinGecko) / $73,750.07 (CoinMarketCap), both 14 Mar 2024; aggregators weight different exchanges"}),
         updated("btc_ath")),
        (search("bitcoin price now"),
         sr((cg, "Bitcoin Price: BTC Live Price Chart, Market Cap & News Today | CoinGecko", "Bitcoin price today is $71,203.55 with a 24-hour trading volume of $31,460,015,870. BTC price is up 2.3% in the last 24 hours. Updated 1 minute ago.", "2024-06-05"),
            ("https://www.coindesk.com/price/bitcoin/", "Bitcoin Price | BTC Price Index and Live Chart - CoinDesk", "BTC $71,176.02 +2.24% · The CoinDesk Bitcoin Price Index (XBX) ... updated every second", "2024-06-05"),
            (cmc, "Bitcoin price today, BTC to USD live price, marketcap and chart | CoinMarketCap", "The live Bitcoin price today is $71,190.63 USD with a 24-hour trading volume of $32,015,884,240 USD.", "2024-06-05"),
            ("https://www.google.com/finance/quote/BTC-USD", "Bitcoin (BTC / USD) Price & News - Google Finance", "71,168.90 USD +2.27% today · Jun 5, 14:05 UTC · Disclaimer", "2024-06-05"))),
        (extract(cg, "Latest BTC price and timestamp"),
         cg_page("$71,188.40", "2.3%", "14:07:51", "$71,262.90", "$1,403,001,631,836", "19,708,290", "-3.5%", "$31,512,660,318")),
        (memory("update", dict={"btc_price": "$71,188.40 (CoinGecko, 14:07 UTC, 2024-06-05)"}),
         updated("btc_price")),
        (memory("retrieve_all"),
         got({"btc_price": "$71,188.40 (CoinGecko, 14:07 UTC, 2024-06-05)",
              "btc_ath": "$73,737.94 (CoinGecko) / $73,750.07 (CoinMarketCap), both 14 Mar 2024; aggregators weight different exchanges"})),
    ]
    return dict(turns=turns, state=st("What is Bitcoin's current USD price, and what is its all-time high (value and date)?", "2024-06-05 (UTC afternoon)"),
                bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------------------------------------------
# 03 (bad, less common): municipal page re-extracted under the same stamp with a different population.
def t03() -> dict[str, Any]:
    wiki = "https://en.wikipedia.org/wiki/Kuressaare"
    vald = "https://www.saaremaavald.ee/kuressaare-linn"
    stat = "https://andmed.stat.ee/en/stat/RV0241"

    def vald_page(pop: str) -> str:
        return page(vald, f"""\
Saaremaa vald › Vald › Asustusüksused › **Kuressaare linn**
*Viimati muudetud / Last updated: 14.02.2024*

(The page is in Estonian; the extractor's English rendering follows.)

## Kuressaare town

Kuressaare is the only town in Saaremaa Parish and the parish's administrative centre. Since the 2017
administrative reform the former Kuressaare city is part of Saaremaa Parish; the town has no council of its
own and is represented through the Saaremaa Parish Council (Saaremaa Vallavolikogu, 31 members).

**Population.** According to the population register, **{pop}** people lived in Kuressaare as of 1 January 2024
(1 January 2023: 12,811). Saaremaa Parish as a whole had 31,216 registered residents on 1 January 2024.
A breakdown by sex and age is available from Statistics Estonia.

**Area.** 14.95 km². The town borders the villages of Nasva, Upa, Kudjape, Kellamäe and Mändjala.

**Services in town:** Saaremaa Parish Government (Tallinna 10), Kuressaare Hospital, Saaremaa Gümnaasium,
Kuressaare Gümnaasium, Kuressaare Ametikool, Kuressaare Cultural Centre, the Town Hall (Raekoda, 1670),
the Bishop's Castle (Saaremaa Museum).

**Contact:** Town service point, Tallinna 10, 93819 Kuressaare · +372 452 5000 · vald@saaremaavald.ee
""")
    turns = [
        (search("Kuressaare population 1 January 2024", "Kuressaare area km2"),
         sr((wiki, "Kuressaare - Wikipedia", "Kuressaare is a town and a seaport on the island of Saaremaa in Estonia. It is the administrative centre of Saaremaa Parish ... Population (2021) 12,698.", "2024-04-02"),
            (vald, "Kuressaare linn – Saaremaa vald", "Kuressaare linnas elas rahvastikuregistri andmetel 1. jaanuari 2024 seisuga 12 744 inimest. Pindala 14,95 km².", "2024-02-14"),
            (stat, "RV0241: Population by sex, age and place of residence after the 2021 administrative reform, 1 January", "Statistics Estonia database · Place of residence: settlement · Years 2021–2024 ...", "2024-05-02"),
            ("https://www.visitsaaremaa.ee/en/kuressaare", "Kuressaare | Visit Saaremaa", "The small resort town of about 13,000 inhabitants is famous for its spa hotels and the only intact medieval castle in the Baltics ...", "2023-11-20"),
            ("https://www.citypopulation.de/en/estonia/saaremaa/", "Saaremaa (County, Estonia) - Population Statistics, Charts, Map and Location", "Kuressaare · Town · 12,698 Population [2021] – Census · 14.95 km² Area ...", "2023-09-01"))),
        (extract(wiki, "Population figures with their dates and the land area of Kuressaare"),
         ev(wiki, "Population figures with their dates and the land area of Kuressaare", """\
Infobox: "Country Estonia · County Saare County · Municipality Saaremaa Parish · First mentioned 1424 · Town rights 1563"
Infobox: "Area • Total 14.95 km2 (5.77 sq mi)"
Infobox: "Population (2021) • Total 12,698 • Density 850/km2 (2,200/sq mi)"
"Kuressaare is a town and a seaport on the island of Saaremaa in Estonia. It is the administrative centre of Saaremaa Parish and the westernmost town in Estonia."
"From 1952 to 1988 the town was named Kingissepa, after the Estonian communist Viktor Kingissepp."
"This page was last edited on 2 April 2024, at 09:13 (UTC)."
""", "Wikipedia gives the 2021 census population (12,698) and an area of 14.95 km²; it has no 2024 figure.")),
        (extract(vald, "Latest official population of Kuressaare and its reference date"),
         vald_page("12,744")),
        (memory("add", dict={"kuressaare_pop_register_2024": "12,744 (population register, 1 Jan 2024; saaremaavald.ee page updated 14.02.2024)",
                             "kuressaare_pop_census_2021": "12,698 (2021 census, Wikipedia/citypopulation)",
                             "kuressaare_area": "14.95 km²"}),
         added("kuressaare_pop_register_2024", "kuressaare_pop_census_2021", "kuressaare_area")),
        (search("Statistics Estonia population by settlement 1 January 2024 Kuressaare RV0241"),
         sr((stat, "RV0241: Population by sex, age and place of residence after the 2021 administrative reform, 1 January", "Statistics Estonia · Kuressaare linn · 2021 12 698 · 2022 12 705 · 2023 12 688 · 2024 12 662 ...", "2024-05-02"),
            ("https://www.stat.ee/en/find-statistics/statistics-theme/population/population-figure", "Population figure | Statistics Estonia", "As at 1 January 2024, the population of Estonia was 1,374,687, which is 8,745 people more than a year earlier ...", "2024-05-02"),
            ("https://www.stat.ee/en/news/population-register-vs-population-statistics", "Why do the population register and population statistics differ? | Statistics Estonia", "The population figure of Statistics Estonia is based on the register but adjusted for unregistered emigration and residence data ...", "2023-06-14"))),
        (extract(vald, "Check that the register figure refers to 1 January 2024 and whether a breakdown is given"),
         vald_page("12,474")),
        (extract(stat, "Kuressaare town population on 1 January for 2021-2024"),
         ev(stat, "Kuressaare town population on 1 January for 2021-2024", """\
Table RV0241 — "Population by sex, age and place of residence after the 2021 administrative reform, 1 January"
Selection: Sex = Males and females · Age group = Total · Place of residence = Saaremaa vald / Kuressaare linn
| Year | Kuressaare linn |
|---|---|
| 2021 | 12 698 |
| 2022 | 12 705 |
| 2023 | 12 688 |
| 2024 | 12 662 |
"Last updated: 02.05.2024" · "Source: Statistics Estonia"
""", "Statistics Estonia puts Kuressaare's population at 12,662 on 1 January 2024. This is an adjusted statistical figure, so it differs from the population-register count the parish publishes.")),
        (memory("add", dict={"kuressaare_pop_stat_2024": "12,662 (Statistics Estonia RV0241, 1 Jan 2024; adjusted, differs from register)"}),
         added("kuressaare_pop_stat_2024")),
    ]
    return dict(turns=turns, state=st("What was the population of Kuressaare, Estonia, at the start of 2024 according to official sources, and what is its land area?", "2024-06-18"),
                bad=True, turn=6, kind="register population on the same municipal page, same last-updated stamp, differs between two extractions")


# ---------------------------------------------------------------------------------------------------
# 04 (clean, less common): OpenWrt wiki + forum: re-sorted listing, live reply counts, pagination, other section.
def t04() -> dict[str, Any]:
    toh = "https://openwrt.org/toh/gl.inet/gl-mt6000"
    latest = "https://forum.openwrt.org/search?q=MT6000%20wifi&order=latest"
    likes = "https://forum.openwrt.org/search?q=MT6000%20wifi&order=likes"
    thread3 = "https://forum.openwrt.org/t/openwrt-support-for-gl-inet-gl-mt6000/173092?page=3"
    turns = [
        (search("OpenWrt GL-MT6000 Flint 2 first stable release support 23.05"),
         sr((toh, "[OpenWrt Wiki] GL.iNet GL-MT6000 (Flint 2)", "Supported Current Rel: 23.05.3 · The GL-MT6000 is a Wi-Fi 6 router based on the MediaTek Filogic 830 (MT7986A) SoC ...", "2024-04-29"),
            ("https://forum.openwrt.org/t/openwrt-support-for-gl-inet-gl-mt6000/173092", "OpenWrt support for GL.iNet GL-MT6000 - Hardware Questions and Recommendations - OpenWrt Forum", "Support was merged into main in October 2023 ... will it be in 23.05? ... 1.2k replies", "2024-05-06"),
            ("https://openwrt.org/releases/23.05/notes-23.05.3", "[OpenWrt Wiki] OpenWrt 23.05.3 - Service Release - 26 March 2024", "New devices: ... GL.iNet GL-MT6000 ... Device support backported from main ...", "2024-03-26"),
            ("https://www.gl-inet.com/products/gl-mt6000/", "Flint 2 (GL-MT6000) - GL.iNet", "Wi-Fi 6 router, 2x 2.5G Ethernet, MediaTek Filogic 830 quad-core 2.0GHz ...", "2024-01-15"))),
        (extract(toh, "Which OpenWrt release first supported the device; hardware summary"),
         page(toh, """\
# GL.iNet GL-MT6000 (Flint 2)

*Last modified: 2024/04/29 11:02 by tmomas*

The GL-MT6000 is a dual-band Wi-Fi 6 (AX6000) router based on the MediaTek Filogic 830 (MT7986A) SoC.

## Supported Versions
| Branch | Release | Status |
|---|---|---|
| 23.05 | 23.05.3 | Supported (first stable release with this device) |
| main | snapshot | Supported since commit 5bf9ab3b (2023-10-22) |

## Hardware Highlights
| Model | SoC | CPU MHz | Flash MB | RAM MB | WLAN 2.4 GHz | WLAN 5 GHz | 100M ports | 1G ports | 2.5G ports | USB |
|---|---|---|---|---|---|---|---|---|---|---|
| GL-MT6000 | MediaTek MT7986A | 4x 2000 | 8192 (eMMC) | 1024 | b/g/n/ax | a/n/ac/ax | - | 4 | 2 | 1x 3.0 |

## Installation
Flash the sysupgrade image from the GL.iNet stock web UI (uncheck "Keep settings"), or use U-Boot
recovery: hold reset while powering on until the LED blinks white, then browse to 192.168.1.1.

| Image | Link |
|---|---|
| Firmware OpenWrt Install | openwrt-23.05.3-mediatek-filogic-glinet_gl-mt6000-squashfs-sysupgrade.bin |
| Firmware OpenWrt Upgrade | openwrt-23.05.3-mediatek-filogic-glinet_gl-mt6000-squashfs-sysupgrade.bin |

…(page continues: Debricking, Serial, Known issues, Boot log — truncated by the extractor at 8,000 characters)
""")),
        (extract(latest, "Recent forum topics about MT6000 Wi-Fi problems on stable"),
         page(latest, """\
# Search results for "MT6000 wifi" — sorted by Latest post

| Topic | Category | Replies | Activity |
|---|---|---|---|
| Flint 2 (GL-MT6000) 23.05.3 wifi drops every few hours | Installing and Using OpenWrt | 48 | 2h |
| MT6000: 160 MHz on channel 100 not starting after upgrade | Network and Wireless Configuration | 11 | 5h |
| GL-MT6000 mt76 firmware crash "MCU message timeout" | Installing and Using OpenWrt | 23 | 9h |
| Flint 2 WED (wireless ethernet dispatch) enable on 23.05? | Network and Wireless Configuration | 7 | 1d |
| OpenWrt support for GL.iNet GL-MT6000 | Hardware Questions and Recommendations | 1,204 | 1d |
| MT6000 vs Cudy WR3000 for mesh with 802.11s | Hardware Questions and Recommendations | 35 | 3d |
| GL-MT6000 low 2.4 GHz TX power in country US | Network and Wireless Configuration | 16 | 6d |

Showing 7 of 52 results · page 1 of 8
""")),
        (extract(likes, "Most-liked topics for the same search"),
         page(likes, """\
# Search results for "MT6000 wifi" — sorted by Most liked

| Topic | Category | Replies | Activity |
|---|---|---|---|
| OpenWrt support for GL.iNet GL-MT6000 | Hardware Questions and Recommendations | 1,204 | 1d |
| Flint 2 (GL-MT6000) 23.05.3 wifi drops every few hours | Installing and Using OpenWrt | 49 | 4m |
| MT6000 vs Cudy WR3000 for mesh with 802.11s | Hardware Questions and Recommendations | 35 | 3d |
| GL-MT6000 mt76 firmware crash "MCU message timeout" | Installing and Using OpenWrt | 23 | 9h |
| [Guide] GL-MT6000 with WED and hardware offloading on 23.05 | Community Builds, Projects & Packages | 62 | 12d |
| Flint 2 WED (wireless ethernet dispatch) enable on 23.05? | Network and Wireless Configuration | 7 | 1d |
| MT6000: 160 MHz on channel 100 not starting after upgrade | Network and Wireless Configuration | 11 | 5h |

Showing 7 of 52 results · page 1 of 8
""")),
        (memory("add", dict={"first_stable": "23.05.3 (26 Mar 2024) per ToH page (modified 2024/04/29) and 23.05.3 release notes",
                             "snapshot_since": "main commit 5bf9ab3b, 2023-10-22",
                             "wifi_reports": "open forum threads on 23.05.3 Wi-Fi drops (49 replies, active) and mt76 MCU timeouts (23 replies)"}),
         added("first_stable", "snapshot_since", "wifi_reports")),
        (extract(thread3, "Posts about the first stable release including the device"),
         page(thread3, """\
# OpenWrt support for GL.iNet GL-MT6000 — page 3 (posts 41–60 of 1,205)

**#41 · hnyman · Oct 22, 2023** — Support has been merged into main (commit 5bf9ab3b). Snapshots from tonight should have it.
**#42 · flint2owner · Oct 23, 2023** — Flashed snapshot via U-Boot recovery, both radios up, 2.5G ports link at 2500baseT.
**#43 · dchard · Oct 23, 2023** — Any chance to have it in 23.05? It's a new target for the branch, so it needs a backport request.
**#44 · hnyman · Oct 24, 2023** — Backports of new devices happen for service releases if the target is the same (filogic is in 23.05), so probably 23.05.3 or later.
**#45–#57** — (13 posts about eMMC layout, LED names and snapshot Wi-Fi throughput; 380–920 Mbit/s reported on 80 MHz)
**#58 · jow · Mar 26, 2024** — 23.05.3 is out and includes the GL-MT6000; it is the first stable release with this device.
**#59 · flint2owner · Mar 27, 2024** — Upgraded from snapshot to 23.05.3 with keep settings off, everything works.
**#60 · mk24 · Mar 28, 2024** — Note the 23.05 mt76 driver is older than main, so Wi-Fi stability may differ from snapshots.

‹ Previous page · Page 3 of 61 · Next page ›
""")),
        (extract(toh, "Known issues section, especially Wi-Fi on 23.05"),
         ev(toh, "Known issues section, especially Wi-Fi on 23.05", """\
"Last modified: 2024/04/29 11:02 by tmomas"
Section "Known issues":
- "On 23.05.x the mt76 driver is older than in main; some users report periodic 5 GHz disconnects under heavy load. See forum thread 'Flint 2 (GL-MT6000) 23.05.3 wifi drops every few hours'."
- "160 MHz on DFS channels may take up to 10 minutes to start because of the CAC period."
- "The stock firmware's U-Boot is kept; OpenWrt does not replace the bootloader."
Section "Supported Versions": "23.05 · 23.05.3 · Supported (first stable release with this device)"
""", "The Known issues section of the same page (same 2024/04/29 revision) confirms 23.05.3 as the first stable release and notes possible 5 GHz disconnects on 23.05.x because of its older mt76 driver.")),
        (memory("update", dict={"wifi_reports": "Works on 23.05.3, but the ToH 'Known issues' and forum threads report periodic 5 GHz drops under load on 23.05.x (older mt76 than main)"}),
         updated("wifi_reports")),
    ]
    return dict(turns=turns, state=st("Which OpenWrt release first officially supported the GL.iNet GL-MT6000 (Flint 2), and is Wi-Fi reported to work well on stable?", "2024-05-06"),
                bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------------------------------------------
# 05 (clean, mainstream): BERT arXiv v1 vs v2 abstracts, venue version, citation counts from two indexes.
def t05() -> dict[str, Any]:
    abs_ = "https://arxiv.org/abs/1810.04805"
    v1 = "https://arxiv.org/abs/1810.04805v1"
    acl = "https://aclanthology.org/N19-1423/"
    head = """\
# Computer Science > Computation and Language
**arXiv:1810.04805{ver}**

# BERT: Pre-training of Deep Bidirectional Transformers for Language Understanding
Jacob Devlin, Ming-Wei Chang, Kenton Lee, Kristina Toutanova
"""
    turns = [
        (search("BERT pre-training deep bidirectional transformers arXiv 1810.04805 GLUE score"),
         sr((abs_, "[1810.04805] BERT: Pre-training of Deep Bidirectional Transformers for Language Understanding", "... It obtains new state-of-the-art results on eleven natural language processing tasks, including pushing the GLUE score to 80.5% (7.7% point absolute improvement) ...", "2019-05-24"),
            (acl, "BERT: Pre-training of Deep Bidirectional Transformers for Language Understanding - ACL Anthology", "Jacob Devlin, Ming-Wei Chang, Kenton Lee, Kristina Toutanova. Proceedings of NAACL-HLT 2019, pages 4171–4186 ...", "2019-06-02"),
            ("https://github.com/google-research/bert", "google-research/bert: TensorFlow code and pre-trained models for BERT", "BERT-Base, Uncased: 12-layer, 768-hidden, 12-heads, 110M parameters ...", "2020-03-11"),
            ("https://paperswithcode.com/paper/bert-pre-training-of-deep-bidirectional", "BERT: Pre-training of Deep Bidirectional Transformers for ... | Papers With Code", "Ranked #1 on ... 23 benchmarks ...", "2024-01-30"))),
        (extract(abs_, "Abstract numbers (GLUE etc.) and version history"),
         page(abs_, head.replace("{ver}", "") + """
> Abstract: We introduce a new language representation model called BERT, which stands for Bidirectional Encoder Representations from Transformers. [...] It obtains new state-of-the-art results on eleven natural language processing tasks, including pushing the GLUE score to 80.5% (7.7% point absolute improvement), MultiNLI accuracy to 86.7% (4.6% absolute improvement), SQuAD v1.1 question answering Test F1 to 93.2 (1.5 point absolute improvement) and SQuAD v2.0 Test F1 to 83.1 (5.1 point absolute improvement).

Subjects: Computation and Language (cs.CL)
Cite as: arXiv:1810.04805 [cs.CL] (or arXiv:1810.04805v2 [cs.CL] for this version)

## Submission history
From: Jacob Devlin
**[v1]** Thu, 11 Oct 2018 00:50:01 UTC (227 KB)
**[v2]** Fri, 24 May 2019 20:37:26 UTC (309 KB)
""")),
        (memory("add", dict={"bert_glue": "80.5% (arXiv v2, 24 May 2019)", "bert_other": "MultiNLI 86.7%, SQuAD v1.1 F1 93.2, SQuAD v2.0 F1 83.1"}),
         added("bert_glue", "bert_other")),
        (extract(v1, "Abstract of the first version, to see whether the GLUE figure differs"),
         page(v1, head.replace("{ver}", "v1") + """
*This is version 1 of the paper; the latest version is v2.*

> Abstract: We introduce a new language representation model called BERT, which stands for Bidirectional Encoder Representations from Transformers. [...] It obtains new state-of-the-art results on eleven natural language processing tasks, including pushing the GLUE benchmark to 80.4% (7.6% absolute improvement), MultiNLI accuracy to 86.7% (5.6% absolute improvement) and the SQuAD v1.1 question answering Test F1 to 93.2 (1.5 absolute improvement), outperforming human performance by 2.0.

Comments: 13 pages
Subjects: Computation and Language (cs.CL)

## Submission history
**[v1]** Thu, 11 Oct 2018 00:50:01 UTC (227 KB)
**[v2]** Fri, 24 May 2019 20:37:26 UTC (309 KB)
""")),
        (memory("update", dict={"bert_glue": "80.5% in arXiv v2 (24 May 2019) and NAACL version; v1 (11 Oct 2018) said 80.4% (7.6% abs. improvement)"}),
         updated("bert_glue")),
        (extract(acl, "GLUE score in the published NAACL 2019 version, pages, venue"),
         ev(acl, "GLUE score in the published NAACL 2019 version, pages, venue", """\
"BERT: Pre-training of Deep Bidirectional Transformers for Language Understanding"
"Jacob Devlin, Ming-Wei Chang, Kenton Lee, Kristina Toutanova"
"Proceedings of the 2019 Conference of the North American Chapter of the Association for Computational Linguistics: Human Language Technologies, Volume 1 (Long and Short Papers)" · "June 2019" · "Minneapolis, Minnesota" · "Pages: 4171–4186" · "DOI: 10.18653/v1/N19-1423"
Abstract: "... pushing the GLUE score to 80.5% (7.7% point absolute improvement), MultiNLI accuracy to 86.7% (4.6% absolute improvement), SQuAD v1.1 question answering Test F1 to 93.2 (1.5 point absolute improvement) and SQuAD v2.0 Test F1 to 83.1 (5.1 point absolute improvement)."
""", "The NAACL 2019 version (pp. 4171–4186) matches arXiv v2: GLUE 80.5%.")),
        (search("BERT Devlin 2019 number of citations"),
         sr(("https://scholar.google.com/scholar?cluster=3166990653379142174", "Bert: Pre-training of deep bidirectional transformers for language understanding - Google Scholar", "J Devlin, MW Chang, K Lee, K Toutanova - arXiv preprint arXiv:1810.04805, 2018 · Cited by 112305 · Related articles · All 47 versions", "2024-02-27"),
            ("https://www.semanticscholar.org/paper/df2b0e26d0599ce3e70df8a9da02e51594e0e992", "[PDF] BERT: Pre-training of Deep Bidirectional Transformers for Language Understanding | Semantic Scholar", "91,624 Citations · Highly Influential Citations 19,872 · North American Chapter of the Association for Computational Linguistics · 2019", "2024-02-26"),
            ("https://www.aminer.org/pub/5bdc31b417c44a1f58a0b8c2/bert", "BERT: Pre-training of Deep Bidirectional Transformers for Language Understanding - AMiner", "Cited by 70,511 ...", "2023-11-04"))),
        (memory("add", dict={"bert_citations": "Google Scholar ~112.3k vs Semantic Scholar ~91.6k vs AMiner ~70.5k (late Feb 2024); the indexes cover different sources, so the counts differ"}),
         added("bert_citations")),
    ]
    return dict(turns=turns, state=st("What GLUE score did the BERT paper report, and did the figure change between arXiv versions?", "2024-02-27"),
                bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------------------------------------------
# 06 (bad, mainstream): arXiv abs page of the same version later lists one author fewer.
def t06() -> dict[str, Any]:
    abs_ = "https://arxiv.org/abs/1706.03762"
    nips = "https://papers.nips.cc/paper_files/paper/2017/hash/3f5ee243547dee91fbd053c1c4a845aa-Abstract.html"
    pdf = "https://arxiv.org/pdf/1706.03762v7"
    eight = "Ashish Vaswani, Noam Shazeer, Niki Parmar, Jakob Uszkoreit, Llion Jones, Aidan N. Gomez, Lukasz Kaiser, Illia Polosukhin"
    seven = "Ashish Vaswani, Noam Shazeer, Niki Parmar, Llion Jones, Aidan N. Gomez, Lukasz Kaiser, Illia Polosukhin"
    abstract = ("The dominant sequence transduction models are based on complex recurrent or convolutional neural networks in an encoder-decoder configuration. "
                "The best performing models also connect the encoder and decoder through an attention mechanism. We propose a new simple network architecture, "
                "the Transformer, based solely on attention mechanisms, dispensing with recurrence and convolutions entirely. Experiments on two machine translation "
                "tasks show these models to be superior in quality while being more parallelizable and requiring significantly less time to train. Our model achieves "
                "28.4 BLEU on the WMT 2014 English-to-German translation task, improving over the existing best results, including ensembles by over 2 BLEU. On the "
                "WMT 2014 English-to-French translation task, our model establishes a new single-model state-of-the-art BLEU score of {fr} after training for 3.5 days "
                "on eight GPUs, a small fraction of the training costs of the best models from the literature. {tail}")

    def abs_page(authors: str) -> str:
        return page(abs_, f"""\
# Computer Science > Computation and Language
**arXiv:1706.03762** (cs)

# Attention Is All You Need
Authors: {authors}

> Abstract: {abstract.replace("{fr}", "41.8").replace("{tail}", "We show that the Transformer generalizes well to other tasks by applying it successfully to English constituency parsing both with large and limited training data.")}

Comments: 15 pages, 5 figures
Subjects: Computation and Language (cs.CL); Machine Learning (cs.LG)
Cite as: arXiv:1706.03762 [cs.CL] (or arXiv:1706.03762v7 [cs.CL] for this version)
DOI: https://doi.org/10.48550/arXiv.1706.03762

## Submission history
From: Llion Jones
**[v1]** Mon, 12 Jun 2017 17:57:34 UTC (1,102 KB)
**[v2]** Mon, 19 Jun 2017 16:49:45 UTC (1,125 KB)
**[v3]** Tue, 20 Jun 2017 05:20:02 UTC (1,125 KB)
**[v4]** Fri, 30 Jun 2017 17:29:30 UTC (1,124 KB)
**[v5]** Wed, 6 Dec 2017 03:30:32 UTC (1,124 KB)
**[v6]** Mon, 24 Jul 2023 00:48:54 UTC (1,124 KB)
**[v7]** Wed, 2 Aug 2023 00:41:18 UTC (1,124 KB)
""")
    turns = [
        (search("Attention Is All You Need arXiv 1706.03762 authors"),
         sr((abs_, "[1706.03762] Attention Is All You Need - arXiv", "The dominant sequence transduction models are based on complex recurrent or convolutional neural networks ... Ashish Vaswani, Noam Shazeer, Niki Parmar, Jakob Uszkoreit ...", "2023-08-02"),
            (nips, "Attention is All you Need - NeurIPS Proceedings", "Part of Advances in Neural Information Processing Systems 30 (NIPS 2017) ...", "2017-12-04"),
            ("https://en.wikipedia.org/wiki/Attention_Is_All_You_Need", "Attention Is All You Need - Wikipedia", "\"Attention Is All You Need\" is a 2017 landmark research paper in machine learning authored by eight scientists working at Google ...", "2024-03-11"),
            ("https://research.google/pubs/attention-is-all-you-need/", "Attention is All You Need - Google Research", "Ashish Vaswani · Noam Shazeer · Niki Parmar · Jakob Uszkoreit · Llion Jones · Aidan N. Gomez · Lukasz Kaiser · Illia Polosukhin · NIPS (2017)", "2017-12-04"))),
        (extract(abs_, "Full author list, latest version and the BLEU scores in the abstract"),
         abs_page(eight)),
        (memory("add", dict={"authors": eight + " (8 authors)", "arxiv_id": "1706.03762, latest v7 (2 Aug 2023)"}),
         added("authors", "arxiv_id")),
        (search("Transformer WMT 2014 English-French BLEU 41.0 vs 41.8 NeurIPS version arXiv"),
         sr((nips, "Attention is All you Need - NeurIPS Proceedings", "... establishes a new single-model state-of-the-art BLEU score of 41.0 after training for 3.5 days on eight GPUs ...", "2017-12-04"),
            ("https://ai.stackexchange.com/questions/40915/why-does-the-transformer-paper-report-41-0-and-41-8-bleu", "Why does the Transformer paper report 41.0 and 41.8 BLEU on EN-FR?", "The NeurIPS camera-ready says 41.0; later arXiv revisions (v5 onwards) report 41.8 after a corrected evaluation ...", "2023-05-09"),
            (abs_, "[1706.03762] Attention Is All You Need - arXiv", "... BLEU score of 41.8 after training for 3.5 days on eight GPUs ...", "2023-08-02"))),
        (extract(nips, "Authors and BLEU numbers in the NeurIPS 2017 proceedings version"),
         ev(nips, "Authors and BLEU numbers in the NeurIPS 2017 proceedings version", f"""\
"Attention is All you Need"
"Part of Advances in Neural Information Processing Systems 30 (NIPS 2017)"
"Authors: {eight}"
Abstract: "{abstract.replace("{fr}", "41.0").replace("{tail}", "").strip()}"
"Bibtex · Metadata · Paper · Reviews"
""", "The NeurIPS 2017 version lists the same eight authors and reports 28.4 BLEU (EN-DE) but 41.0 BLEU (EN-FR); the later arXiv revisions report 41.8.")),
        (memory("add", dict={"bleu_en_de": "28.4 (big model, WMT 2014 EN-DE)", "bleu_en_fr": "41.8 in arXiv v5+ (41.0 in NeurIPS 2017 proceedings version)"}),
         added("bleu_en_de", "bleu_en_fr")),
        (search("Attention Is All You Need footnote equal contribution listing order is random"),
         sr((pdf, "Attention Is All You Need (PDF, arXiv v7)", "∗Equal contribution. Listing order is random. Jakob proposed replacing RNNs with self-attention and started the effort to evaluate this idea ...", "2023-08-02"),
            ("https://www.wired.com/story/eight-google-employees-invented-modern-ai-transformers-paper/", "8 Google Employees Invented Modern AI. Here's the Inside Story | WIRED", "The names were listed in random order ... Uszkoreit had been pushing the idea of self-attention ...", "2024-03-20"))),
        (extract(pdf, "Author contribution footnote on page 1"),
         ev(pdf, "Author contribution footnote on page 1", """\
Header note (v7): "Provided proper attribution is provided, Google hereby grants permission to reproduce the tables and figures in this paper solely for use in journalistic or scholarly works."
Author block: "Ashish Vaswani∗ (Google Brain) · Noam Shazeer∗ (Google Brain) · Niki Parmar∗ (Google Research) · Jakob Uszkoreit∗ (Google Research) · Llion Jones∗ (Google Research) · Aidan N. Gomez∗† (University of Toronto) · Łukasz Kaiser∗ (Google Brain) · Illia Polosukhin∗‡"
Footnote: "∗Equal contribution. Listing order is random. Jakob proposed replacing RNNs with self-attention and started the effort to evaluate this idea. Ashish, with Illia, designed and implemented the first Transformer models and has been crucially involved in every aspect of this work. Noam proposed scaled dot-product attention, multi-head attention and the parameter-free position representation and became the other person involved in nearly every detail. Niki designed, implemented, tuned and evaluated countless model variants in our original codebase and tensor2tensor. Llion also experimented with novel model variants, was responsible for our initial codebase, and efficient inference and visualizations. Lukasz and Aidan spent countless long days designing various parts of and implementing tensor2tensor, replacing our earlier codebase, greatly improving results and massively accelerating our research."
"†Work performed while at Google Brain." "‡Work performed while at Google Research."
""", "All eight authors are marked as equal contributors and the listing order is random; the footnote credits Jakob Uszkoreit with proposing self-attention in place of RNNs.")),
        (memory("update", dict={"authors": eight + " (8 authors; all equal contribution, listing order random)"}),
         updated("authors")),
        (extract(abs_, "Confirm the latest version number and the author list as displayed on the abstract page"),
         abs_page(seven)),
        (search("Jakob Uszkoreit Inceptive co-founder Transformer author"),
         sr(("https://inceptive.life/team", "Team — Inceptive", "Jakob Uszkoreit, Co-founder & CEO. Previously at Google, co-author of 'Attention Is All You Need' ...", "2024-01-18"),
            ("https://en.wikipedia.org/wiki/Jakob_Uszkoreit", "Jakob Uszkoreit - Wikipedia", "Jakob Uszkoreit is a German computer scientist ... one of the eight authors of the 2017 paper 'Attention Is All You Need' ... co-founded Inceptive in 2021.", "2024-02-29"))),
        (memory("add", dict={"uszkoreit_now": "co-founder and CEO of Inceptive (founded 2021)"}),
         added("uszkoreit_now")),
    ]
    return dict(turns=turns, state=st("Who are the authors of 'Attention Is All You Need', and what BLEU scores did it report on WMT 2014?", "2024-03-20"),
                bad=True, turn=10, kind="abstract page of the same arXiv version later shows one of the eight authors missing")


# ---------------------------------------------------------------------------------------------------
# 07 (clean, less common): Codeberg status page progressing through an incident; live social counters.
def t07() -> dict[str, Any]:
    status = "https://status.codeberg.eu/status/codeberg"
    toot = "https://social.anoxinon.de/@Codeberg/111953204117388402"
    issue = "https://codeberg.org/Codeberg/Community/issues/1502"

    def status_page(state_block: str, ssh: str, ci: str, uptime: str, upd: str) -> str:
        return page(status, f"""\
# Codeberg Status

**Last updated: {upd}** · auto-refresh every 60 s

## Active incident
{state_block}

## Services
| Service | Status | Uptime (90 days) |
|---|---|---|
| codeberg.org (website) | Operational | 99.94% |
| Git over HTTPS | Operational | 99.91% |
| Git over SSH | {ssh} | {uptime} |
| Codeberg Pages | Operational | 99.87% |
| Woodpecker CI (ci.codeberg.org) | {ci} | 99.12% |
| Weblate (translate.codeberg.org) | Operational | 99.96% |

Times are in UTC. Subscribe via RSS or Matrix (#codeberg-space:matrix.org).
""")
    inv = """\
**Git over SSH unavailable** — *Investigating*
- **08:12 UTC — Investigating:** Pushing and pulling via SSH currently times out. HTTPS is unaffected; please use HTTPS remotes in the meantime."""
    mon = """\
**Git over SSH unavailable** — *Monitoring*
- **09:05 UTC — Monitoring:** A fix has been deployed: connection limits on the SSH proxy were raised and the proxy was restarted. SSH access should work again; we are watching error rates.
- **08:53 UTC — Identified:** The SSH frontend ran out of file descriptors after a configuration reload earlier this morning.
- **08:12 UTC — Investigating:** Pushing and pulling via SSH currently times out. HTTPS is unaffected; please use HTTPS remotes in the meantime."""
    res = """\
No active incidents.

## Past incidents (today)
**Git over SSH unavailable** — *Resolved*
- **09:34 UTC — Resolved:** Error rates have been normal for 30 minutes. Post-mortem will follow on the blog. Duration: 08:02–09:04 UTC.
- **09:05 UTC — Monitoring:** A fix has been deployed: connection limits on the SSH proxy were raised and the proxy was restarted. SSH access should work again; we are watching error rates.
- **08:53 UTC — Identified:** The SSH frontend ran out of file descriptors after a configuration reload earlier this morning.
- **08:12 UTC — Investigating:** Pushing and pulling via SSH currently times out. HTTPS is unaffected; please use HTTPS remotes in the meantime."""

    def toot_page(boosts: int, favs: int, replies: int, extra: str) -> str:
        return page(toot, f"""\
**Codeberg** @Codeberg@social.anoxinon.de · Feb 18, 2024, 08:15 UTC

We're investigating SSH connection timeouts on codeberg.org. Git over HTTPS works fine, please switch your
remote temporarily. Updates on https://status.codeberg.eu #Codeberg #outage

🔁 {boosts} · ⭐ {favs} · 💬 {replies}

### Replies (newest first)
{extract_replies(extra)}
""")

    def extract_replies(extra: str) -> str:
        base = """\
- **@lena@chaos.social** · 08:52 — same here from Germany, HTTPS works, thanks for the heads-up
- **@forgejo_fan@fosstodon.org** · 08:31 — ssh -T git@codeberg.org just hangs for me
- **@mkr@mastodon.social** · 08:19 — is this related to the CI slowness yesterday?"""
        return (extra + "\n" + base) if extra else base
    turns = [
        (search("Codeberg SSH outage today status"),
         sr((status, "Codeberg Status", "Git over SSH: Major outage · Investigating — Pushing and pulling via SSH currently times out ...", "2024-02-18"),
            (toot, "Codeberg: \"We're investigating SSH connection timeouts on codeberg.org ...\" - Anoxinon Social", "We're investigating SSH connection timeouts on codeberg.org. Git over HTTPS works fine ... · 41 minutes ago", "2024-02-18"),
            (issue, "SSH push hangs since this morning · Issue #1502 · Codeberg/Community", "Opened 1 hour ago by tjaden · ssh: connect to host codeberg.org port 22: Connection timed out ...", "2024-02-18"),
            ("https://blog.codeberg.org/", "Codeberg News", "Monthly report January 2024 ... 150k repositories ...", "2024-02-03"))),
        (extract(status, "Current status of the SSH incident and affected services"),
         status_page(inv, "Major outage", "Degraded performance", "99.62%", "08:47 UTC")),
        (memory("add", dict={"incident_status": "Investigating (posted 08:12 UTC): Git over SSH major outage, HTTPS unaffected; status page as of 08:47 UTC"}),
         added("incident_status")),
        (extract(toot, "What Codeberg said on Mastodon about the outage"),
         toot_page(58, 71, 3, "")),
        (extract(issue, "Any statement from maintainers about the cause"),
         page(issue, """\
# SSH push hangs since this morning #1502

**Open** · tjaden opened this issue 1 hour ago · 14 comments · Labels: `infrastructure` `service/git`

`ssh: connect to host codeberg.org port 22: Connection timed out` for every repo since about 08:00 UTC. HTTPS fine.

**fnetX** (Codeberg e.V.) commented 08:50 UTC
> Root cause found: the SSH frontend ran out of file descriptors after a configuration reload this morning.
> We are raising the limits and will restart it shortly. Sorry for the trouble!

**tjaden** commented 08:52 UTC
> Thanks for the quick reply.

(12 more comments: "+1", confirmations from several countries)
""")),
        (extract(status, "Updated status of the SSH incident"),
         status_page(mon, "Operational", "Operational", "99.58%", "09:11 UTC")),
        (memory("update", dict={"incident_status": "Monitoring since 09:05 UTC: fix deployed (SSH proxy limits raised, proxy restarted); Git over SSH operational again at 09:11 UTC"}),
         updated("incident_status")),
        (extract(toot, "Any follow-up from Codeberg in the replies"),
         toot_page(64, 80, 5, """\
- **@Codeberg@social.anoxinon.de** · 09:07 — Fixed, we think! The SSH proxy ran out of file descriptors; limits raised. Please report if you still see timeouts.
- **@tjaden@norden.social** · 09:10 — works again here, thanks!""")),
        (extract(status, "Is the incident resolved and what is the stated duration"),
         status_page(res, "Operational", "Operational", "99.58%", "09:36 UTC")),
        (memory("update", dict={"incident_status": "Resolved at 09:34 UTC (outage 08:02–09:04 UTC); cause: SSH proxy ran out of file descriptors after a config reload; fix: limits raised and proxy restarted"}),
         updated("incident_status")),
    ]
    return dict(turns=turns, state=st("Is the current Codeberg Git-over-SSH outage resolved, and what caused it?", "2024-02-18 (morning, UTC)"),
                bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------------------------------------------
# 08 (bad, less common): memory carried over from a previous session loses a key with no removal.
def t08() -> dict[str, Any]:
    home = "https://www.hebdenbridgepicturehouse.co.uk/history"
    ct = "https://cinematreasures.org/theaters/17312"
    state = st("When did the Hebden Bridge Picture House open, who owns it today, and how many seats does it have?", "2024-09-03",
               "dict_memory is NOT empty: it holds three keys from the previous session —\n"
               "  hbph_opened = \"1921 (per Hebden Bridge Local History Society leaflet)\"\n"
               "  hbph_seats = \"about 490 (older figure, unverified)\"\n"
               "  hbph_owner = \"Hebden Royd Town Council\"")
    turns = [
        (search("Hebden Bridge Picture House history opened 1921 seats"),
         sr((home, "History | Hebden Bridge Picture House", "The Picture House opened its doors in 1921 and has been showing films ever since ... owned by Hebden Royd Town Council ...", "2023-05-10"),
            (ct, "Hebden Bridge Picture House in Hebden Bridge, GB - Cinema Treasures", "The Picture House opened in 1921 with seating for about 800 in stalls and balcony ... today 492 seats ...", "2022-11-27"),
            ("https://en.wikipedia.org/wiki/Hebden_Bridge", "Hebden Bridge - Wikipedia", "... The Picture House, a cinema owned by the town council, opened in 1921 ...", "2024-08-17"),
            ("https://www.hebdenbridgehistory.org.uk/", "Hebden Bridge Local History Society", "Archive, publications and talks on the history of Hebden Bridge and the Upper Calder Valley ...", "2024-06-30"))),
        (memory("retrieve_all"),
         got({"hbph_seats": "about 490 (older figure, unverified)", "hbph_owner": "Hebden Royd Town Council"})),
        (extract(home, "Opening year, ownership history and current capacity"),
         ev(home, "Opening year, ownership history and current capacity", """\
"The Picture House opened its doors in 1921, built by a local company of mill owners and shopkeepers on the site of former stables on New Road."
"In 1978, when the cinema faced closure, the former Hebden Royd Urban District Council's successor, Hebden Royd Town Council, bought the building; it has owned it ever since."
"A full refurbishment in 2021, our centenary year, restored the balcony and fitted new seating. The auditorium now seats 492."
"The Picture House is run by the Town Council with the help of volunteers." · Page footer: "© 2023 Hebden Royd Town Council"
""", "The cinema opened in 1921, has been owned by Hebden Royd Town Council since 1978 and seats 492 after its 2021 refurbishment.")),
        (extract(ct, "Original capacity and other details"),
         ev(ct, "Original capacity and other details", """\
"The Picture House opened in 1921 with seating for about 800 in stalls and balcony."
"Seating was reduced in later refurbishments; after the 2021 centenary works the capacity is 492."
"Status: Open · Screens: 1 · Architect: not recorded · Functions: movies (first run), live events"
"Contributed by Ken Roe" · "Last updated Nov 27, 2022"
""", "Cinema Treasures gives an original capacity of about 800 and 492 seats today, consistent with the cinema's own site.")),
        (memory("update", dict={"hbph_seats": "492 (current, after 2021 refurbishment; per cinema site and Cinema Treasures); originally about 800"}),
         updated("hbph_seats")),
        (memory("add", dict={"hbph_opened": "1921 (confirmed by the cinema's own history page and Cinema Treasures)",
                             "hbph_owner_since": "1978 (bought by Hebden Royd Town Council)"}),
         added("hbph_opened", "hbph_owner_since")),
        (memory("retrieve_all"),
         got({"hbph_seats": "492 (current, after 2021 refurbishment; per cinema site and Cinema Treasures); originally about 800",
              "hbph_owner": "Hebden Royd Town Council",
              "hbph_opened": "1921 (confirmed by the cinema's own history page and Cinema Treasures)",
              "hbph_owner_since": "1978 (bought by Hebden Royd Town Council)"})),
    ]
    return dict(turns=turns, state=state, bad=True, turn=2,
                kind="a memory key present in the starting state is missing from retrieve_all with no removal")


# ---------------------------------------------------------------------------------------------------
# 09 (bad, less common): a stored memory value (total known weight) reads back with drifted digits.
def t09() -> dict[str, Any]:
    mb = "https://www.lpi.usra.edu/meteor/metbull.php?code=74343"
    nhm = "https://www.nhm.ac.uk/discover/news/2021/march/winchcombe-meteorite-fall.html"
    sa = "https://www.science.org/doi/10.1126/sciadv.abq3925"
    ukf = "https://www.ukfall.org.uk/winchcombe"
    turns = [
        (search("Winchcombe meteorite Meteoritical Bulletin classification total known weight"),
         sr((mb, "Meteoritical Bulletin: Entry for Winchcombe", "Winchcombe · Observed fall: Yes · Year fall: 2021 · Country: United Kingdom · Mass: 602 g · Recommended: CM2", "2022-05-20"),
            (nhm, "Winchcombe meteorite: the first UK carbonaceous chondrite fall | Natural History Museum", "Just before 10pm on Sunday 28 February 2021, a fireball lit up the skies over the UK ... a family in Winchcombe found a pile of dark stones on their driveway ...", "2021-03-11"),
            ("https://en.wikipedia.org/wiki/Winchcombe_meteorite", "Winchcombe meteorite - Wikipedia", "The Winchcombe meteorite is a CM carbonaceous chondrite that fell in Winchcombe, Gloucestershire, England, on 28 February 2021 ...", "2024-01-04"),
            (sa, "The Winchcombe meteorite, a unique and pristine witness from the outer solar system | Science Advances", "King et al. 2022 ... recovered within 12 hours of its fall ...", "2022-11-16"))),
        (extract(mb, "Classification, total known weight, fall date/time and place"),
         page(mb, """\
# Meteoritical Bulletin: Entry for Winchcombe

| Basic information | |
|---|---|
| Name | Winchcombe — This is an OFFICIAL meteorite name. |
| Abbreviation | There is no official abbreviation for this meteorite. |
| Observed fall | Yes |
| Year fall | 2021 |
| Country | United Kingdom |
| Mass | 602 g |
| Meteoritical Bulletin | MB 110 (2022) |
| Recommended | CM2 |

## Writeup from MB 110
**Winchcombe** 51°57.08'N, 1°57.96'W · Gloucestershire, England, United Kingdom
Fell: 28 Feb 2021 · Classification: Carbonaceous chondrite (CM2)

*History:* At 21:54:16 UTC on 28 February 2021 a fireball was recorded by cameras of the UK Fireball Alliance
(UKFAll) and many members of the public. The first material (~300 g) was found the following morning on a
driveway in Winchcombe. Subsequent searches recovered further stones and fragments; total mass of recovered
material is 602 g.
*Petrography:* Breccia of CM lithologies with varying degrees of aqueous alteration; abundant
tochilinite–cronstedtite intergrowths, rare chondrules and CAIs.
*Classification:* Carbonaceous chondrite (CM2). *Specimens:* main mass at NHM London.
""")),
        (memory("add", dict={"winchcombe_class": "CM2 carbonaceous chondrite",
                             "winchcombe_tkw": "602 g (Meteoritical Bulletin, MB 110)",
                             "winchcombe_fall": "28 Feb 2021, 21:54:16 UTC, Winchcombe, Gloucestershire, England"}),
         added("winchcombe_class", "winchcombe_tkw", "winchcombe_fall")),
        (search("Winchcombe fireball 2021 driveway recovery first UK carbonaceous chondrite"),
         sr((nhm, "Winchcombe meteorite: the first UK carbonaceous chondrite fall | Natural History Museum", "... the Wilcock family found around 300 g of meteorite on their driveway ... a 152 g stone was later found in a sheep field ...", "2021-03-11"),
            ("https://www.bbc.co.uk/news/science-environment-56333845", "Winchcombe meteorite: Rare space rock found on driveway - BBC News", "A rare meteorite that crashed on to a driveway in Gloucestershire could help to answer questions about the origins of life on Earth ...", "2021-03-11"),
            (ukf, "Winchcombe | UK Fireball Alliance", "The Winchcombe fireball was recorded by 16 dedicated meteor cameras ...", "2021-04-02"))),
        (extract(nhm, "How and when the material was recovered, and the largest single stone"),
         ev(nhm, "How and when the material was recovered, and the largest single stone", """\
"Just before 10pm on Sunday 28 February 2021, a fireball lit up the skies over the UK and parts of northern Europe."
"The next morning, the Wilcock family in Winchcombe, Gloucestershire, found a pile of dark stones and powder on their driveway, about 300 g in all."
"A search team of volunteers coordinated by the Museum and UKFAll recovered more fragments; on 6 March a 152 g stone was found in a sheep field, the largest single piece."
"It is the first carbonaceous chondrite fall to be recovered in the UK and the first meteorite fall recovered in the UK for 30 years."
""", "About 300 g were found on a driveway the morning after the fall; the largest single stone, 152 g, was found in a sheep field on 6 March 2021.")),
        (memory("add", dict={"winchcombe_largest_stone": "152 g, found in a sheep field on 6 Mar 2021 (NHM)"}),
         added("winchcombe_largest_stone")),
        (search("King et al 2022 Science Advances Winchcombe meteorite pristine outer solar system"),
         sr((sa, "The Winchcombe meteorite, a unique and pristine witness from the outer solar system | Science Advances", "Ashley J. King, Luke Daly, ... 2022 · Vol 8, Issue 46 · eabq3925 ...", "2022-11-16"),
            ("https://www.nhm.ac.uk/discover/news/2022/november/winchcombe-meteorite-pristine.html", "Winchcombe meteorite is the most pristine ... | NHM", "... the rapid recovery means it was barely affected by the terrestrial environment ...", "2022-11-16"))),
        (extract(sa, "Key findings: orbit, alteration, why it is pristine"),
         ev(sa, "Key findings: orbit, alteration, why it is pristine", """\
"Science Advances · 16 Nov 2022 · Vol 8, Issue 46 · DOI: 10.1126/sciadv.abq3925"
Abstract: "Direct links between carbonaceous chondrites and their parent bodies in the solar system are rare. The Winchcombe meteorite is the most accurately recorded carbonaceous chondrite fall. Its pre-atmospheric orbit and cosmic-ray exposure age confirm that it arrived on Earth shortly after ejection from a primitive asteroid. Recovered only hours after falling, the composition of the Winchcombe meteorite is largely unmodified by the terrestrial environment. It contains abundant hydrated silicates formed during fluid-rock reactions, and carbon- and nitrogen-bearing organic matter including soluble protein amino acids."
"Its orbit places the pre-atmospheric meteoroid in the outer main belt, with an aphelion near Jupiter's orbit."
""", "King et al. (2022) describe Winchcombe as the best-recorded carbonaceous chondrite fall. Its orbit traces back to the outer main belt, and because it was recovered within hours, its hydrated minerals and amino acids are barely contaminated.")),
        (memory("retrieve_all"),
         got({"winchcombe_class": "CM2 carbonaceous chondrite",
              "winchcombe_tkw": "620 g (Meteoritical Bulletin, MB 110)",
              "winchcombe_fall": "28 Feb 2021, 21:54:16 UTC, Winchcombe, Gloucestershire, England",
              "winchcombe_largest_stone": "152 g, found in a sheep field on 6 Mar 2021 (NHM)"})),
        (extract(ukf, "How many cameras recorded the fireball and the triangulated strewn field"),
         ev(ukf, "How many cameras recorded the fireball and the triangulated strewn field", """\
"The Winchcombe fireball was recorded by 16 dedicated meteor cameras of the UKMON, NEMETODE, SCAMP, GMN and AllSky7 networks, plus numerous doorbell and dashcam videos."
"Luminous flight lasted about 7 seconds, from an altitude of ~90 km to ~28 km."
"The predicted strewn field ran south-west to north-east across Winchcombe; the driveway find lay within 100 m of the predicted path."
""", "Sixteen network cameras (plus public videos) recorded about 7 s of luminous flight from ~90 km down to ~28 km, and the strewn-field prediction matched the driveway find.")),
        (memory("add", dict={"winchcombe_observation": "16 network cameras, ~7 s luminous flight, ~90 km to ~28 km altitude (UKFAll)"}),
         added("winchcombe_observation")),
    ]
    return dict(turns=turns, state=st("What is the classification and total known weight of the Winchcombe meteorite, and when and where did it fall?", "2024-01-22"),
                bad=True, turn=9, kind="a value stored in memory (total known weight) reads back with different digits, never updated")


# ---------------------------------------------------------------------------------------------------
# 10 (clean, mainstream): Tokyo population; official monthly estimate released mid-session, Wikipedia re-edited.
def t10() -> dict[str, Any]:
    wiki = "https://en.wikipedia.org/wiki/Tokyo"
    tmg = "https://www.metro.tokyo.lg.jp/english/about/history/history03.html"
    toukei = "https://www.toukei.metro.tokyo.lg.jp/jsuikei/js-index.htm"

    def wiki_page(stamp: str, est_line: str) -> str:
        return ev(wiki, "Population figures in the infobox with dates", f"""\
Infobox "Tokyo 東京都 · Metropolis / Prefecture · Country Japan · Region Kantō · Island Honshu"
"Area • Metropolis 2,194.07 km2 (847.13 sq mi)"
"Population (2020 census) • Metropolis 14,047,594 • Density 6,400/km2 (17,000/sq mi)"
"{est_line}"
"• Greater Tokyo Area (2020) 37,468,000 (UN World Urbanization Prospects, urban agglomeration)"
"This page was last edited on {stamp} (UTC)."
""", "The infobox gives the 2020 census figure (14,047,594) and the estimate quoted in the line above; the Greater Tokyo figure is a UN agglomeration number, not the metropolis.")
    turns = [
        (search("Tokyo population latest estimate 2024", "Tokyo population 2020 census 14,047,594"),
         sr((wiki, "Tokyo - Wikipedia", "Tokyo, officially the Tokyo Metropolis, is the capital of Japan ... population of over 14 million residents as of 2023 ...", "2024-06-11"),
            (tmg, "Tokyo's History, Geography, and Population | Tokyo Metropolitan Government", "Tokyo's population (estimate as of May 1, 2024): 14,178,393 · households 7,448,213 ...", "2024-05-30"),
            (toukei, "Population of Tokyo (estimates) | Tokyo Statistical Yearbook / 東京都の人口（推計）", "Monthly estimates of population and households of Tokyo, released around the 12th of each month ...", "2024-05-13"),
            ("https://www.stat.go.jp/english/data/kokusei/2020/summary.html", "2020 Population Census | Statistics Bureau of Japan", "Tokyo-to 14,047,594 ... increase of 532,323 (3.9%) from 2015 ...", "2021-11-30"))),
        (extract(wiki, "Population figures in the infobox with dates"),
         wiki_page("11 June 2024, at 22:17", "Estimate (1 January 2024) 14,105,098")),
        (extract(tmg, "The latest population estimate published by the Tokyo Metropolitan Government"),
         ev(tmg, "The latest population estimate published by the Tokyo Metropolitan Government", """\
"Tokyo's population (estimate as of May 1, 2024): 14,178,393"
"Number of households: 7,448,213"
"Tokyo accounts for approximately 11% of Japan's total population."
"Area: 2,194.07 km² (as of October 1, 2023)"
"Updated: May 30, 2024"
""", "The TMG page (updated 30 May 2024) gives 14,178,393 as of 1 May 2024, newer than the 1 January 2024 estimate Wikipedia currently shows.")),
        (memory("add", dict={"tokyo_est": "14,178,393 (TMG estimate, 1 May 2024)", "tokyo_census_2020": "14,047,594 (2020 census)"}),
         added("tokyo_est", "tokyo_census_2020")),
        (search("東京都の人口 推計 令和6年6月1日", "Tokyo population estimate June 1 2024"),
         sr((toukei, "東京都の人口（推計）令和6年6月1日現在 | 東京都総務局統計部", "令和6年6月1日現在の東京都の人口は14,183,112人（前月比4,719人増）、世帯数は7,452,086世帯 · 3 hours ago", "2024-06-12"),
            (wiki, "Tokyo - Wikipedia", "... population of over 14 million residents ...", "2024-06-12"),
            (tmg, "Tokyo's History, Geography, and Population | Tokyo Metropolitan Government", "Tokyo's population (estimate as of May 1, 2024): 14,178,393 ...", "2024-05-30"))),
        (extract(toukei, "Population estimate as of 1 June 2024 and change from the previous month"),
         ev(toukei, "Population estimate as of 1 June 2024 and change from the previous month", """\
"東京都の人口（推計）令和6年6月1日現在 — Population of Tokyo (estimate), as of June 1, 2024"
"人口 14,183,112人（男 6,918,540人、女 7,264,572人）" — population 14,183,112 (male 6,918,540, female 7,264,572)
"前月比 4,719人増" — up 4,719 from the previous month
"世帯数 7,452,086世帯" — households 7,452,086
"公表日: 令和6年6月12日" — released June 12, 2024
""", "The estimate for 1 June 2024, released on 12 June 2024, is 14,183,112, which is 4,719 more than on 1 May (14,178,393).")),
        (extract(wiki, "Population figures in the infobox with dates"),
         wiki_page("12 June 2024, at 06:55", "Estimate (1 June 2024) 14,183,112")),
        (memory("update", dict={"tokyo_est": "14,183,112 (TMG estimate, 1 June 2024, released 12 June 2024; +4,719 vs 1 May; +135,518 vs 2020 census)"}),
         updated("tokyo_est")),
    ]
    return dict(turns=turns, state=st("What is the current population of Tokyo (the metropolis) according to the latest official estimate, and how does it compare with the 2020 census?", "2024-06-12"),
                bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------------------------------------------
# 11 (clean, less common): Dryad dataset in HTML vs API views (MB vs bytes), older version with fewer files.
def t11() -> dict[str, Any]:
    doi = "doi:10.5061/dryad.8w9ghx3tq"
    land = "https://datadryad.org/stash/dataset/" + doi
    api = "https://datadryad.org/api/v2/datasets/doi%3A10.5061%2Fdryad.8w9ghx3tq"
    files = "https://datadryad.org/api/v2/versions/301488/files"
    v1 = "https://datadryad.org/stash/dataset/" + doi + "?version=1"
    turns = [
        (search("Dryad body size thermal tolerance Andean dung beetles dataset"),
         sr((land, "Data from: Body size and thermal tolerance of Andean dung beetles along an elevation gradient - Dryad", "Dryad dataset · Published Jun 27, 2024 · CTmax trials for 41 species of Scarabaeinae collected between 400 and 3,600 m ...", "2024-06-27"),
            ("https://besjournals.onlinelibrary.wiley.com/doi/10.1111/1365-2435.14610", "Body size mediates thermal tolerance of Andean dung beetles - Functional Ecology", "Functional Ecology 2024 · Data availability: data are available from the Dryad Digital Repository ...", "2024-07-08"),
            ("https://www.gbif.org/dataset/search?q=andean%20dung%20beetles", "Dataset search: andean dung beetles - GBIF", "3 datasets ...", "2024-05-02"))),
        (extract(land, "Files in the latest version, their sizes, total size and licence"),
         page(land, """\
# Data from: Body size and thermal tolerance of Andean dung beetles along an elevation gradient

**Cite this dataset:** Paredes-Quispe, Lucía; Vallejo, Tomás; Hartley, Ines (2024). Data from: Body size and
thermal tolerance of Andean dung beetles along an elevation gradient [Dataset]. Dryad. https://doi.org/10.5061/dryad.8w9ghx3tq

Published: Jun 27, 2024 (this version) · Versions: 2
License: CC0 1.0 Universal (CC0 1.0) Public Domain

Metrics: 1,036 views · 212 downloads · 3 citations

## Data files
**Jun 27, 2024 version files** — 2.12 MB · [Download full dataset]
| File | Size |
|---|---|
| beetle_traits.csv | 1.17 MB |
| ctmax_trials.csv | 842.61 kB |
| site_climate.csv | 96.31 kB |
| README.md | 11.21 kB |

**Mar 02, 2023 version files** — 1.94 MB

## Abstract
Critical thermal maxima (CTmax) were measured for 1,128 individuals of 41 Scarabaeinae species collected at
14 sites between 400 and 3,600 m a.s.l. in the Peruvian Andes ...

## Usage notes
Version 2 adds site_climate.csv (WorldClim-derived and logger temperatures per site) and corrects 37 body-mass
values in beetle_traits.csv (see README, "Changes").
""")),
        (memory("add", dict={"dryad_files_v2": "beetle_traits.csv 1.17 MB; ctmax_trials.csv 842.61 kB; site_climate.csv 96.31 kB; README.md 11.21 kB; total 2.12 MB (version of Jun 27, 2024)",
                             "dryad_license": "CC0 1.0"}),
         added("dryad_files_v2", "dryad_license")),
        (extract(api, "Machine-readable metadata: version number, publication date, licence, storage size"),
         page(api, """\
```json
{
  "identifier": "doi:10.5061/dryad.8w9ghx3tq",
  "id": 188204,
  "storageSize": 2120341,
  "title": "Data from: Body size and thermal tolerance of Andean dung beetles along an elevation gradient",
  "versionNumber": 2,
  "versionStatus": "submitted",
  "curationStatus": "Published",
  "publicationDate": "2024-06-27",
  "lastModificationDate": "2024-06-27",
  "visibility": "public",
  "license": "https://spdx.org/licenses/CC0-1.0.html",
  "relatedWorks": [{"relationship": "primary_article", "identifierType": "DOI", "identifier": "https://doi.org/10.1111/1365-2435.14610"}],
  "_links": {"stash:version": {"href": "/api/v2/versions/301488"}, "stash:download": {"href": "/api/v2/datasets/doi%3A10.5061%2Fdryad.8w9ghx3tq/download"}}
}
```
""")),
        (extract(files, "File names and exact sizes in bytes"),
         page(files, """\
```json
{
  "count": 4,
  "total": 4,
  "_embedded": {"stash:files": [
    {"path": "beetle_traits.csv", "size": 1170218, "mimeType": "text/csv", "status": "created", "digestType": "sha-256", "digest": "4be1c07d93a2f58e16c0d7ab39e54f21860bd0c7e3f9a15b2d6c48e70f913ac5"},
    {"path": "ctmax_trials.csv", "size": 842611, "mimeType": "text/csv", "status": "copied", "digestType": "sha-256", "digest": "d0a93f4c1e7b2865fa03c9d1b74e62a85f0c3d19b7e46a2c58d1f0b93e7a6c24"},
    {"path": "site_climate.csv", "size": 96307, "mimeType": "text/csv", "status": "created", "digestType": "sha-256", "digest": "7e15c3a0d98f42b6e0c7a1d53f8b94e26c0a7d31f5e9b842c6d07a1e39f5b2d8"},
    {"path": "README.md", "size": 11205, "mimeType": "text/markdown", "status": "created", "digestType": "sha-256", "digest": "a61f09d3b7c2e48590d1f6a3c8e07b24d95f1c0a6e3b782d4f0c9a15e7b36d02"}
  ]}
}
```
""")),
        (extract(v1, "Files and sizes in the first version"),
         ev(v1, "Files and sizes in the first version", """\
"You are viewing an older version of this dataset (Mar 02, 2023). View the latest version."
"Mar 02, 2023 version files — 1.94 MB"
"beetle_traits.csv 1.09 MB" · "ctmax_trials.csv 842.61 kB" · "README.md 8.9 kB"
"License: CC0 1.0 Universal (CC0 1.0) Public Domain"
""", "Version 1 (2 Mar 2023) had three files totalling 1.94 MB. site_climate.csv was added in version 2, and beetle_traits.csv and the README changed in size with the corrections.")),
        (memory("update", dict={"dryad_files_v2": "Latest = version 2 (27 Jun 2024), 4 files, 2,120,341 bytes (2.12 MB): beetle_traits.csv 1,170,218 B; ctmax_trials.csv 842,611 B; site_climate.csv 96,307 B; README.md 11,205 B. Version 1 (2 Mar 2023) had 3 files, 1.94 MB"}),
         updated("dryad_files_v2")),
    ]
    return dict(turns=turns, state=st("What files and total size does the latest version of the Dryad dataset on body size and thermal tolerance of Andean dung beetles contain, and under what licence?", "2024-08-20"),
                bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------------------------------------------
# 12 (bad, mainstream): one row of a medal table changes between two extractions of the same revision.
def t12() -> dict[str, Any]:
    wiki = "https://en.wikipedia.org/wiki/2024_Summer_Olympics_medal_table"
    tgb = "https://www.teamgb.com/article/paris-2024-team-gb-medal-total/5xT9bq0PqLzK1mWnJ2rY3a"

    def table(gb: str) -> str:
        return f"""\
| Rank | NOC | Gold | Silver | Bronze | Total |
|---|---|---|---|---|---|
| 1 | United States | 40 | 44 | 42 | 126 |
| 2 | China | 40 | 27 | 24 | 91 |
| 3 | Japan | 20 | 12 | 13 | 45 |
| 4 | Australia | 18 | 19 | 16 | 53 |
| 5 | France* | 16 | 26 | 22 | 64 |
| 6 | Netherlands | 15 | 7 | 12 | 34 |
| 7 | Great Britain | {gb} |
| 8 | South Korea | 13 | 9 | 10 | 32 |
| 9 | Italy | 12 | 13 | 15 | 40 |
| 10 | Germany | 12 | 13 | 8 | 33 |
| 11–91 | Remaining NOCs | … | … | … | … |
| | **Totals (91 entries)** | **329** | **330** | **385** | **1,044** |"""
    turns = [
        (search("Paris 2024 Olympics final medal table"),
         sr((wiki, "2024 Summer Olympics medal table - Wikipedia", "The 2024 Summer Olympics ... held in Paris, France, from 26 July to 11 August 2024 ... United States topped the medal table ahead of China on silver medals, both nations having won 40 golds ...", "2024-08-13"),
            ("https://olympics.com/en/paris-2024/medals", "Paris 2024 Olympic Medal Table - Gold, Silver & Bronze", "Official medal standings · USA 40 44 42 126 · CHN 40 27 24 91 · JPN 20 12 13 45 ...", "2024-08-11"),
            ("https://www.bbc.com/sport/olympics/paris-2024/medals", "Paris 2024 Olympics medal table - BBC Sport", "Medal table · 1 United States · 2 China · 3 Japan · 4 Australia · 5 France · 6 Netherlands · 7 Great Britain ...", "2024-08-11"))),
        (extract(wiki, "Top 10 of the final medal table and the overall totals"),
         ev(wiki, "Top 10 of the final medal table and the overall totals", table("14 | 22 | 29 | 65") + """
"* Host nation (France)"
"The ranking in this table is consistent with International Olympic Committee convention in its published medal tables: by number of gold medals, then silver, then bronze."
"This page was last edited on 13 August 2024, at 18:52 (UTC)."
""", "The United States (40 gold, 126 total) finished first on the silver tiebreak over China (40 gold, 91 total). Great Britain was 7th with 14 gold and 65 medals in total. The games awarded 1,044 medals across 91 NOCs.")),
        (memory("add", dict={"top3": "1 USA 40-44-42 (126); 2 China 40-27-24 (91); 3 Japan 20-12-13 (45)",
                             "gb": "7th: 14 gold, 22 silver, 29 bronze = 65",
                             "totals": "329 gold, 330 silver, 385 bronze = 1,044 medals; 91 NOCs won at least one medal"}),
         added("top3", "gb", "totals")),
        (search("Team GB Paris 2024 total medals 65 14 gold"),
         sr((tgb, "Team GB finish Paris 2024 with 65 medals | Team GB", "Team GB finished Paris 2024 with 65 medals — 14 gold, 22 silver and 29 bronze — the third-highest total in the modern era away from home ...", "2024-08-11"),
            ("https://www.theguardian.com/sport/article/2024/aug/11/team-gb-paris-2024-medal-haul-analysis", "Team GB's Paris medal haul: more bronze than ever ... | The Guardian", "Britain won 65 medals in Paris ... 29 bronze is a record ...", "2024-08-11"))),
        (extract(wiki, "Great Britain's row and the overall totals row"),
         ev(wiki, "Great Britain's row and the overall totals row", table("14 | 22 | 27 | 63") + """
"This page was last edited on 13 August 2024, at 18:52 (UTC)."
""", "Great Britain is shown 7th in the table; the totals row lists 1,044 medals.")),
        (extract(tgb, "Team GB's medal breakdown and comparison with Tokyo 2020"),
         ev(tgb, "Team GB's medal breakdown and comparison with Tokyo 2020", """\
"Team GB finished Paris 2024 with 65 medals — 14 gold, 22 silver and 29 bronze."
"It is the fourth Games in a row at which Team GB has won more than 60 medals."
"Team GB won medals in 18 different sports; rowing and track cycling contributed the most."
"Published 11 August 2024"
""", "Team GB reports 65 medals (14 gold, 22 silver, 29 bronze) across 18 sports.")),
        (memory("add", dict={"gb_source": "Team GB official: 65 medals (14-22-29) in 18 sports; fourth straight Games above 60 medals"}),
         added("gb_source")),
    ]
    return dict(turns=turns, state=st("What was the final Paris 2024 Olympic medal table (top 10), and how many medals did Great Britain win?", "2024-08-14"),
                bad=True, turn=5, kind="a row of the medal table (same page revision) shows a different bronze count and total than before")


# ---------------------------------------------------------------------------------------------------
# 13 (clean, less common): Welwitschia sources disagreeing on lifespan; memory add/update/remove/remove_all.
def t13() -> dict[str, Any]:
    powo = "https://powo.science.kew.org/taxon/urn:lsid:ipni.org:names:301009-2"
    kew = "https://www.kew.org/plants/welwitschia"
    gob = "https://www.gobabebtrc.org/welwitschia"
    ncomm = "https://www.nature.com/articles/s41467-021-24528-4"
    turns = [
        (search("Welwitschia mirabilis lifespan oldest specimen", "Welwitschia distribution Namib Angola"),
         sr((powo, "Welwitschia mirabilis Hook.f. | Plants of the World Online | Kew Science", "First published in Gard. Chron. 1862: 71 (1862) · The native range of this species is SW. Angola to W. Namibia ...", "2024-03-18"),
            (kew, "Welwitschia | Kew", "This remarkable desert plant can live for more than 1,000 years; some individuals are thought to be around 2,000 years old ...", "2023-07-04"),
            (gob, "Welwitschia mirabilis – Gobabeb Namib Research Institute", "Radiocarbon dating of large plants suggests ages of 500 to 600 years for most, and up to about 1,500 years for the largest ...", "2022-10-12"),
            (ncomm, "Genome of Welwitschia mirabilis ... | Nature Communications", "Welwitschia ... individuals are estimated to be up to 3,000 years old ...", "2021-07-20"))),
        (extract(powo, "Native range and habitat"),
         ev(powo, "Native range and habitat", """\
"Welwitschia mirabilis Hook.f. · First published in Gard. Chron. 1862: 71 (1862)"
"The native range of this species is SW. Angola to W. Namibia. It is a subshrub and grows primarily in the desert or dry shrubland biome."
"Family: Welwitschiaceae · Order: Welwitschiales"
"Accepted infraspecifics: W. mirabilis subsp. mirabilis (Angola) and W. mirabilis subsp. namibiana Leuenb. (Namibia)"
""", "Native to the Namib Desert from south-western Angola to western Namibia; two subspecies are accepted.")),
        (memory("add", dict={"distribution": "SW Angola to W Namibia (Namib Desert); subspecies mirabilis (Angola) and namibiana (Namibia) — POWO",
                             "lifespan_kew": "more than 1,000 years; some thought ~2,000 years (Kew)"}),
         added("distribution", "lifespan_kew")),
        (extract(kew, "Lifespan statements and how age is estimated"),
         ev(kew, "Lifespan statements and how age is estimated", """\
"Welwitschia can live for more than 1,000 years, and some individuals are thought to be around 2,000 years old."
"The plant produces only two leaves in its whole life, which grow continuously from the base and split and fray at the tips."
"Ages are estimated from radiocarbon dating and from growth rates of the stem."
""", "Kew says Welwitschia lives more than 1,000 years, with some plants thought to be about 2,000 years old.")),
        (extract(gob, "Lifespan and oldest known specimen according to Gobabeb"),
         ev(gob, "Lifespan and oldest known specimen according to Gobabeb", """\
"Radiocarbon dating of large plants suggests ages of 500 to 600 years for most mature specimens, and up to about 1,500 years for the largest."
"The so-called 'Husab Welwitschia' (the 'Big Welwitschia') in the Welwitschia Plains east of Swakopmund is estimated at around 1,500 years, although some tour guides quote 2,000."
""", "Gobabeb gives 500–600 years for most mature plants and about 1,500 years for the largest, the 'Big Welwitschia' near Swakopmund, and notes that tour guides inflate this to 2,000.")),
        (memory("add", dict={"lifespan_gobabeb": "most 500–600 yr; largest ~1,500 yr; 'Big Welwitschia' (Husab, E of Swakopmund) ~1,500 yr (Gobabeb)",
                             "lifespan_genome_paper": "up to ~3,000 yr (Wan et al. 2021, Nat. Commun.)"}),
         added("lifespan_gobabeb", "lifespan_genome_paper")),
        (memory("add", dict={"lifespan_summary": "Estimates disagree: Gobabeb (radiocarbon) ~1,500 yr max; Kew >1,000 yr, some ~2,000; Nature Commun. genome paper up to ~3,000 yr. Oldest named: 'Big Welwitschia' near Swakopmund ~1,500 yr"}),
         added("lifespan_summary")),
        (memory("remove", key_list=["lifespan_kew", "lifespan_gobabeb", "lifespan_genome_paper"]),
         removed("lifespan_kew", "lifespan_gobabeb", "lifespan_genome_paper")),
        (memory("retrieve", key_list=["lifespan_gobabeb"]),
         "Key not found: lifespan_gobabeb"),
        (memory("retrieve_all"),
         got({"distribution": "SW Angola to W Namibia (Namib Desert); subspecies mirabilis (Angola) and namibiana (Namibia) — POWO",
              "lifespan_summary": "Estimates disagree: Gobabeb (radiocarbon) ~1,500 yr max; Kew >1,000 yr, some ~2,000; Nature Commun. genome paper up to ~3,000 yr. Oldest named: 'Big Welwitschia' near Swakopmund ~1,500 yr"})),
        (memory("remove_all"),
         "Successfully removed all items from memory."),
        (memory("retrieve_all"),
         "Memory is empty."),
    ]
    return dict(turns=turns, state=st("How long can Welwitschia mirabilis live, where does it grow, and what is the oldest estimated specimen?", "2024-11-14"),
                bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------------------------------------------
# 14 (bad, less common): a file checksum on the same Zenodo record version changes between extractions.
def t14() -> dict[str, Any]:
    rec = "https://zenodo.org/records/10472215"
    essd = "https://essd.copernicus.org/preprints/essd-2024-41/"
    readme = "https://zenodo.org/records/10472215/preview/README.md"
    md5_csv = "9c1e4b7f0d2a83e65b1f4a7c2d90e318"
    md5_csv_bad = "9c1e4b7f5a7d21c09e3b4a7c2d90e318"
    md5_gpkg = "3fa0d6c1b2e94a7781c5e0d4f6b2a9c7"
    md5_readme = "e27b5c90a4d13f6880b2c7e1d54f0a36"

    def rec_page(views: str, downloads: str, csv_md5: str) -> str:
        return page(rec, f"""\
Published January 11, 2024 | Version v1.2 · Dataset · Open

# ALIP: Alpine Lake Ice Phenology dataset, 1981–2023

**Creators:** Imhof, Reto (Eawag) · Kallio, Sanna (University of Oulu) · Ferrante, Giulia (CNR-IRSA)

Ice-on and ice-off dates, ice duration and data-source flags for 312 lakes above 1,000 m a.s.l. in the
Alps (France, Italy, Switzerland, Austria, Germany, Slovenia), compiled from in-situ records, webcams and
Sentinel-2/Landsat classification. Version 1.2 adds winter 2022/23 and fixes the lake-ID mapping for 6 lakes.

## Files (3)
| Name | Size | Checksum |
|---|---|---|
| alip_v1.2_phenology.csv | 4.3 MB | md5:{csv_md5} |
| alip_v1.2_lakes.gpkg | 18.9 MB | md5:{md5_gpkg} |
| README.md | 9.1 kB | md5:{md5_readme} |

**Total size:** 23.2 MB · [Download all]

## Details
DOI: 10.5281/zenodo.10472215 · Resource type: Dataset · Languages: English
Rights: Creative Commons Attribution 4.0 International (CC BY 4.0)
Funding: Swiss National Science Foundation, grant 200021_192037

## Versions
| Version | Date | DOI |
|---|---|---|
| v1.2 | Jan 11, 2024 | 10.5281/zenodo.10472215 |
| v1.1 | Jun 2, 2023 | 10.5281/zenodo.8000431 |
| v1.0 | Mar 17, 2023 | 10.5281/zenodo.7743121 |
Cite all versions: 10.5281/zenodo.7743120

**Statistics (all versions):** {views} views · {downloads} downloads
""")
    turns = [
        (search("Alpine Lake Ice Phenology dataset ALIP Zenodo v1.2"),
         sr((rec, "ALIP: Alpine Lake Ice Phenology dataset, 1981–2023 | Zenodo", "Ice-on and ice-off dates, ice duration and data-source flags for 312 lakes above 1,000 m a.s.l. in the Alps ... Version v1.2", "2024-01-11"),
            ("https://zenodo.org/records/8000431", "ALIP: Alpine Lake Ice Phenology dataset, 1981–2022 | Zenodo", "Version v1.1 · 298 lakes ...", "2023-06-02"),
            (essd, "ESSD - ALIP: a 1981–2023 ice-on/ice-off record for 312 Alpine lakes", "Discussion paper · Imhof, Kallio, Ferrante · Status: this preprint is currently under review ...", "2024-02-02"))),
        (extract(rec, "Files of version 1.2 with sizes and checksums, and the licence"),
         rec_page("1,284", "642", md5_csv)),
        (memory("add", dict={"alip_files": f"v1.2 (DOI 10.5281/zenodo.10472215, 11 Jan 2024): alip_v1.2_phenology.csv 4.3 MB md5:{md5_csv}; alip_v1.2_lakes.gpkg 18.9 MB md5:{md5_gpkg}; README.md 9.1 kB md5:{md5_readme}",
                             "alip_license": "CC BY 4.0"}),
         added("alip_files", "alip_license")),
        (search("ALIP ice phenology dataset Earth System Science Data 2024 Imhof"),
         sr((essd, "ESSD - ALIP: a 1981–2023 ice-on/ice-off record for 312 Alpine lakes", "Imhof, R., Kallio, S., and Ferrante, G.: ALIP ..., Earth Syst. Sci. Data Discuss. [preprint], https://doi.org/10.5194/essd-2024-41, 2024.", "2024-02-02"),
            ("https://www.eawag.ch/en/news-agenda/news-portal/news-detail/alpine-lakes-lose-ice-cover", "Alpine lakes lose a week of ice per decade - Eawag", "... based on a new open dataset of 312 lakes ...", "2024-02-20"))),
        (extract(essd, "Data availability statement and review status"),
         ev(essd, "Data availability statement and review status", """\
"Received: 26 Jan 2024 – Discussion started: 02 Feb 2024" · "Status: this preprint is currently under review for the journal ESSD."
Data availability: "The ALIP dataset is available at https://doi.org/10.5281/zenodo.10472215 (Imhof et al., 2024) under a CC BY 4.0 licence. Version 1.2 is described here."
"Ice duration decreased by 7.1 ± 1.9 days per decade over 1981–2023 across the 312 lakes."
""", "The ESSD preprint, under review, describes v1.2 on Zenodo under CC BY 4.0 and reports ice duration shrinking by about 7 days per decade.")),
        (extract(rec, "Verify the md5 checksums of the v1.2 files before downloading"),
         rec_page("1,291", "645", md5_csv_bad)),
        (memory("retrieve", key_list=["alip_files"]),
         got({"alip_files": f"v1.2 (DOI 10.5281/zenodo.10472215, 11 Jan 2024): alip_v1.2_phenology.csv 4.3 MB md5:{md5_csv}; alip_v1.2_lakes.gpkg 18.9 MB md5:{md5_gpkg}; README.md 9.1 kB md5:{md5_readme}"})),
        (extract(readme, "Column definitions and licence text in the README"),
         page(readme, """\
# ALIP — Alpine Lake Ice Phenology, v1.2

## Files
- `alip_v1.2_phenology.csv` — one row per lake and winter (312 lakes × up to 42 winters, 11,907 rows)
- `alip_v1.2_lakes.gpkg` — lake polygons (EPSG:3035) with `lake_id`, name, country, elevation, area
- `README.md` — this file

## Columns of alip_v1.2_phenology.csv
| Column | Unit | Description |
|---|---|---|
| lake_id | – | ALIP lake identifier (ALIP0001–ALIP0312) |
| winter | – | winter label, e.g. 2022/23 |
| ice_on | date | first day of complete ice cover (ISO 8601) |
| ice_off | date | first day of open water |
| duration | days | ice_off − ice_on |
| source | – | insitu / webcam / s2 / landsat / mixed |
| flag | – | 0 good, 1 gap-filled, 2 uncertain |

## Changes in v1.2
- added winter 2022/23; fixed lake_id mapping for ALIP0041, 0042, 0107, 0188, 0230, 0291

## Licence
Creative Commons Attribution 4.0 International (CC BY 4.0). Please cite the Zenodo DOI.
""")),
        (memory("add", dict={"alip_columns": "lake_id, winter, ice_on, ice_off, duration (days), source, flag (0 good/1 gap-filled/2 uncertain); 11,907 rows"}),
         added("alip_columns")),
    ]
    return dict(turns=turns, state=st("Which files does version 1.2 of the Alpine Lake Ice Phenology (ALIP) dataset on Zenodo contain, with their checksums, and under what licence?", "2024-04-09"),
                bad=True, turn=6, kind="md5 checksum of a file on the same published dataset version changes between two extractions")


# ---------------------------------------------------------------------------------------------------
# 15 (bad, mainstream): a memory key updated with a precise value reads back its pre-update value.
def t15() -> dict[str, Any]:
    wiki = "https://en.wikipedia.org/wiki/James_Webb_Space_Telescope"
    nasa = "https://science.nasa.gov/mission/webb/"
    esa = "https://www.esa.int/Science_Exploration/Space_Science/Webb/Webb_s_first_images"
    mirror = "6.5 m diameter, 18 hexagonal gold-coated beryllium segments, 25.4 m² collecting area"
    launch_new = "25 December 2021, 12:20 UTC (07:20 EST), Ariane 5 ECA flight VA256, Guiana Space Centre, Kourou"
    turns = [
        (search("James Webb Space Telescope launch date", "JWST primary mirror diameter segments"),
         sr((wiki, "James Webb Space Telescope - Wikipedia", "The James Webb Space Telescope (JWST) is a space telescope designed to conduct infrared astronomy ... launched on 25 December 2021 on an Ariane 5 rocket from Kourou ...", "2024-05-30"),
            (nasa, "Webb Mission - NASA Science", "Webb launched on Dec. 25th 2021 ... Its 6.5-meter primary mirror is the largest ever flown in space ...", "2024-05-21"),
            (esa, "Webb's first images - ESA", "On 12 July 2022 ESA, NASA and CSA released the first full-colour images and spectra ...", "2022-07-12"),
            ("https://www.space.com/21925-james-webb-space-telescope-jwst.html", "James Webb Space Telescope: Science, Costs & Facts | Space", "... a primary mirror made of 18 hexagonal segments of gold-plated beryllium ...", "2024-03-12"))),
        (extract(wiki, "Launch date and time, launch vehicle, primary mirror diameter and number of segments"),
         ev(wiki, "Launch date and time, launch vehicle, primary mirror diameter and number of segments", """\
Infobox "Launch date: 25 December 2021, 12:20 UTC"
Infobox "Rocket: Ariane 5 ECA (VA256)" · "Launch site: Centre Spatial Guyanais, ELA-3" · "Contractor: Arianespace"
Infobox "Launch mass: 6,161.4 kg (13,584 lb)"
Infobox "Main telescope: Korsch telescope · Diameter 6.5 m (21 ft) · Collecting area 25.4 m2 (273 sq ft)"
"The primary mirror consists of 18 hexagonal mirror segments made of gold-plated beryllium."
"JWST arrived at the Sun–Earth L2 point on 24 January 2022."
"This page was last edited on 30 May 2024, at 17:02 (UTC)."
""", "JWST launched on 25 December 2021 at 12:20 UTC on Ariane 5 flight VA256 from Kourou. Its 6.5 m primary mirror has 18 gold-coated beryllium segments and a collecting area of 25.4 m².")),
        (memory("add", dict={"jwst_launch": "December 2021 (Ariane 5)", "jwst_mirror": mirror}),
         added("jwst_launch", "jwst_mirror")),
        (extract(nasa, "Confirm launch time and mirror specifications"),
         ev(nasa, "Confirm launch time and mirror specifications", """\
"Launch: December 25, 2021, 7:20 a.m. EST (12:20 UTC) on an Ariane 5 rocket from Europe's Spaceport in Kourou, French Guiana"
"Primary mirror: 6.5 meters (21 feet 4 inches) across, made of 18 hexagonal segments"
"Sunshield: five layers, about the size of a tennis court (21 m × 14 m)"
"Operating temperature: below 50 K (−223 °C; −370 °F)"
"Orbit: around the second Sun-Earth Lagrange point (L2), about 1.5 million km from Earth"
""", "NASA gives the same launch (25 Dec 2021, 7:20 a.m. EST = 12:20 UTC) and a 6.5 m mirror, quoted as 21 ft 4 in, where Wikipedia rounds to 21 ft.")),
        (memory("update", dict={"jwst_launch": launch_new}),
         updated("jwst_launch")),
        (search("JWST first full-color images release date July 2022 SMACS 0723"),
         sr((esa, "Webb's first images - ESA", "On 12 July 2022 ESA, NASA and CSA released the first full-colour images and spectra ... SMACS 0723, Carina Nebula, Stephan's Quintet, Southern Ring Nebula, WASP-96b", "2022-07-12"),
            ("https://www.nasa.gov/news-release/nasas-webb-delivers-deepest-infrared-image-of-universe-yet/", "NASA's Webb Delivers Deepest Infrared Image of Universe Yet", "President Joe Biden on Monday released the first full-color image from NASA's James Webb Space Telescope ... galaxy cluster SMACS 0723 ...", "2022-07-11"),
            ("https://en.wikipedia.org/wiki/SMACS_J0723.3%E2%80%937327", "SMACS J0723.3–7327 - Wikipedia", "... Webb's First Deep Field, released on 11 July 2022 ...", "2024-02-14"))),
        (memory("retrieve", key_list=["jwst_launch", "jwst_mirror"]),
         got({"jwst_launch": "December 2021 (Ariane 5)", "jwst_mirror": mirror})),
        (memory("add", dict={"jwst_first_images": "Full set released 12 July 2022 (NASA/ESA/CSA); SMACS 0723 deep field previewed 11 July 2022 at the White House"}),
         added("jwst_first_images")),
        (extract(esa, "Which targets were in the first image release and on what date"),
         ev(esa, "Which targets were in the first image release and on what date", """\
"On 12 July 2022 ESA, NASA and CSA released the first full-colour images and spectroscopic data from the James Webb Space Telescope."
"The first five targets: the galaxy cluster SMACS 0723 (Webb's First Deep Field), the Carina Nebula, Stephan's Quintet, the Southern Ring Nebula and the exoplanet WASP-96b (spectrum)."
"The deep field image had been unveiled the evening before, 11 July, by US President Joe Biden."
""", "The first images came out on 12 July 2022: SMACS 0723, the Carina Nebula, Stephan's Quintet, the Southern Ring Nebula and a WASP-96b spectrum. The deep field had been previewed on 11 July.")),
    ]
    return dict(turns=turns, state=st("When did the James Webb Space Telescope launch, what is its primary mirror diameter, and when were its first images released?", "2024-06-03"),
                bad=True, turn=7, kind="memory key updated to a precise launch time reads back its old, pre-update value")


# ---------------------------------------------------------------------------------------------------
# 16 (clean, less common): Mount Washington Observatory live summit data refreshing; record wind units.
def t16() -> dict[str, Any]:
    now = "https://www.mountwashington.org/weather/summit-conditions"
    rec = "https://www.mountwashington.org/about-us/history/world-record-wind.aspx"
    wmo = "https://wmo.asu.edu/content/world-maximum-surface-wind-gust-3-second"

    def now_page(upd: str, temp: str, wind: str, gust: str, chill: str, low: str, peak: str, vis: str) -> str:
        return page(now, f"""\
# Current Summit Conditions — Mount Washington, NH (6,288 ft)

**Updated: {upd} EST, Tue Jan 16 2024** · readings refresh every 5 minutes

| | |
|---|---|
| Temperature | {temp} |
| Wind | NW {wind} mph |
| Peak gust (last 5 min) | {gust} mph |
| Wind chill | {chill} |
| Visibility | {vis} |
| Conditions | In the fog, light snow, blowing snow |
| Relative humidity | 100% |
| Barometric pressure | 23.12 inHg (falling) |

### Today so far (since midnight)
| | |
|---|---|
| High temperature | 2 °F at 12:05 AM |
| Low temperature | {low} |
| Peak gust | {peak} |
| Precipitation | 0.21 in water equivalent, 2.9 in snow |

Summit forecast issued 5:00 AM: Wind NW 60–80 mph, gusts to 100 mph; temps −10 to −5 °F; wind chills −45 to −35 °F.
""")
    turns = [
        (search("Mount Washington record wind 231 mph still world record", "Mount Washington summit conditions now"),
         sr((rec, "The Story of the World Record Wind | Mount Washington Observatory", "On April 12, 1934, observers recorded a wind gust of 231 mph at 1:21 PM ... stood as the world record for 62 years ...", "2023-04-12"),
            (now, "Current Summit Conditions | Mount Washington Observatory", "Temperature −6 °F · Wind NW 62 mph · Wind chill −37 °F · updated 13 minutes ago", "2024-01-16"),
            (wmo, "World: Maximum Surface Wind Gust (3-second) | WMO Weather & Climate Extremes Archive", "408 km/h (253 mph) · Barrow Island, Australia · 10 April 1996 · Tropical Cyclone Olivia ...", "2010-01-22"),
            ("https://en.wikipedia.org/wiki/Mount_Washington_(New_Hampshire)", "Mount Washington (New Hampshire) - Wikipedia", "... held the world record for directly measured surface wind speed, 231 mph (372 km/h), until 1996 ...", "2024-01-09"))),
        (extract(now, "Current temperature, wind, gusts and wind chill with the update time"),
         now_page("1:55 PM", "−6 °F (−21 °C)", "62", "78", "−37 °F", "−7 °F at 1:22 PM", "84 mph at 11:40 AM", "1/16 mile")),
        (memory("add", dict={"summit_now": "1:55 PM EST: −6 °F, NW 62 mph, gust 78 mph, wind chill −37 °F; day peak gust 84 mph (11:40 AM)"}),
         added("summit_now")),
        (extract(rec, "Details of the 1934 record gust and whether it is still a world record"),
         ev(rec, "Details of the 1934 record gust and whether it is still a world record", """\
"On April 12, 1934, at 1:21 PM, observers Salvatore Pagliuca, Wendell Stephenson and Alexander McKenzie recorded a wind gust of 231 miles per hour on the summit."
"The gust stood as the highest surface wind ever recorded for almost 62 years."
"In January 2010 the WMO recognised a 253 mph gust measured on Barrow Island, Australia, on April 10, 1996, during Tropical Cyclone Olivia."
"231 mph remains the highest wind speed ever observed by humans on the surface of the Earth, and the record for the Northern and Western Hemispheres."
""", "The 231 mph gust of 12 April 1934 was the world record until the WMO recognised Barrow Island's 253 mph gust (1996) in 2010. It remains the Northern and Western Hemisphere record and the highest wind observed by people in person.")),
        (extract(wmo, "Official world record value, place, date and units"),
         ev(wmo, "Official world record value, place, date and units", """\
"Record value: 113.3 m/s (408 km/h; 253 mph; 220 kt)"
"Location: Barrow Island, Australia (20°48'S, 115°23'E; elevation 64 m)" · "Date: 10 April 1996, during Tropical Cyclone Olivia"
"Previous record: 103.3 m/s (372 km/h; 231 mph) at Mount Washington, New Hampshire, USA, 12 April 1934"
"Evaluation completed: 22 January 2010"
""", "The WMO record is 113.3 m/s = 408 km/h = 253 mph (Barrow Island, 10 April 1996, certified 2010). The previous record was Mount Washington's 103.3 m/s = 372 km/h = 231 mph.")),
        (memory("add", dict={"record": "Mt Washington 231 mph (372 km/h, 103.3 m/s), 12 Apr 1934 1:21 PM; world record 1934–2010; now WMO record is Barrow Island 253 mph (408 km/h), 10 Apr 1996, certified 22 Jan 2010"}),
         added("record")),
        (extract(now, "Latest readings"),
         now_page("2:25 PM", "−8 °F (−22 °C)", "68", "85", "−41 °F", "−8 °F at 2:25 PM", "85 mph at 2:23 PM", "1/16 mile")),
        (memory("update", dict={"summit_now": "2:25 PM EST: −8 °F, NW 68 mph, gust 85 mph, wind chill −41 °F; new day peak gust 85 mph (2:23 PM); day low −8 °F"}),
         updated("summit_now")),
        (memory("retrieve_all"),
         got({"summit_now": "2:25 PM EST: −8 °F, NW 68 mph, gust 85 mph, wind chill −41 °F; new day peak gust 85 mph (2:23 PM); day low −8 °F",
              "record": "Mt Washington 231 mph (372 km/h, 103.3 m/s), 12 Apr 1934 1:21 PM; world record 1934–2010; now WMO record is Barrow Island 253 mph (408 km/h), 10 Apr 1996, certified 22 Jan 2010"})),
    ]
    return dict(turns=turns, state=st("What is the record wind gust at Mount Washington, is it still the world record, and what are the summit conditions right now?", "2024-01-16 (early afternoon, EST)"),
                bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------------------------------------------
# 17 (clean, mainstream): Everest height across sources, rounding and ft/m conversions, older surveys.
def t17() -> dict[str, Any]:
    wiki = "https://en.wikipedia.org/wiki/Mount_Everest"
    brit = "https://www.britannica.com/place/Mount-Everest"
    natgeo = "https://www.nationalgeographic.com/science/article/mount-everest-is-taller-than-previously-thought"
    turns = [
        (search("Mount Everest official height 2020 China Nepal 8848.86"),
         sr((wiki, "Mount Everest - Wikipedia", "Mount Everest ... Elevation 8,848.86 m (29,031.7 ft) ... The most recent official measurement of 8,848.86 m was made in 2020 by Chinese and Nepali authorities.", "2024-09-22"),
            (brit, "Mount Everest | Height, Location, Map, Facts, Climbers, & Deaths | Britannica", "Mount Everest, mountain on the crest of the Great Himalayas ... its summit reaches 29,032 feet (8,849 metres) ...", "2024-09-12"),
            (natgeo, "Mount Everest is taller than previously thought, China and Nepal announce", "The world's tallest peak is 29,031.69 feet (8,848.86 meters) ... announced jointly on Tuesday ...", "2020-12-08"),
            ("https://www.bbc.com/news/world-asia-55218447", "Mount Everest: China and Nepal agree on new height - BBC News", "... 8,848.86m (29,032ft), slightly higher than the previous figure of 8,848m ...", "2020-12-08"))),
        (extract(wiki, "Current official elevation, when it was announced, and earlier measurements"),
         ev(wiki, "Current official elevation, when it was announced, and earlier measurements", """\
Infobox "Elevation 8,848.86 m (29,031.7 ft) · Ranked 1st" · "Prominence 8,848.86 m · Isolation n/a"
"On 8 December 2020, China and Nepal jointly announced a new official height of 8,848.86 m (29,031.7 ft) after surveys by both countries in 2019 and 2020."
"The 1955 Indian survey, confirmed by a 1975 Chinese measurement, gave 8,848 m (29,029 ft), long the figure recognised by Nepal."
"In 1999 an American survey with GPS measured 8,850 m (29,035 ft)."
"In 2005 China measured a rock height of 8,844.43 m, excluding about 3.5 m of snow and ice; Nepal continued to use 8,848 m."
"This page was last edited on 22 September 2024, at 04:41 (UTC)."
""", "The official height is 8,848.86 m (29,031.7 ft), announced jointly by China and Nepal on 8 December 2020. Earlier figures: 8,848 m (1955), 8,850 m (1999 GPS) and 8,844.43 m rock height (China 2005).")),
        (memory("add", dict={"everest_height": "8,848.86 m (29,031.7 ft), China–Nepal joint announcement 8 Dec 2020"}),
         added("everest_height")),
        (extract(brit, "Height figure Britannica gives"),
         ev(brit, "Height figure Britannica gives", """\
"Mount Everest, mountain on the crest of the Great Himalayas of southern Asia that lies on the border between Nepal and the Tibet Autonomous Region of China ... its summit reaches 29,032 feet (8,849 metres), making it the highest point on Earth."
"The height of the summit was remeasured and announced in 2020 by China and Nepal; the previous accepted figure was 29,029 feet (8,848 metres)."
"Last Updated: Sep 12, 2024"
""", "Britannica rounds the 2020 figure to 29,032 ft (8,849 m); the previous accepted value was 29,029 ft (8,848 m).")),
        (extract(natgeo, "Exact figures in feet and metres and the difference from earlier values"),
         ev(natgeo, "Exact figures in feet and metres and the difference from earlier values", """\
"The world's tallest peak is 29,031.69 feet (8,848.86 meters), according to a joint announcement by China and Nepal on Tuesday."
"That is 86 centimeters (about 2.8 feet) taller than the 8,848 meters long used by Nepal, and more than 4 meters taller than China's 2005 figure of 8,844.43 meters, which measured rock height only."
"Published December 8, 2020"
""", "National Geographic gives 29,031.69 ft = 8,848.86 m, which is 0.86 m above Nepal's old 8,848 m and about 4.4 m above China's 2005 rock height of 8,844.43 m.")),
        (search("8848.86 m in feet 29031.69 29031.7 29032"),
         sr(("https://www.unitconverters.net/length/meters-to-feet.htm", "Meters to Feet Converter", "8848.86 m = 29031.69 ft (1 ft = 0.3048 m exactly)", "2024-01-01"),
            (wiki, "Mount Everest - Wikipedia", "Elevation 8,848.86 m (29,031.7 ft) ...", "2024-09-22"),
            ("https://www.nepalisansar.com/tourism/mount-everest-new-height-8848-86-metres/", "Mount Everest's new height is 8848.86 metres - Nepali Sansar", "... 8848.86 metres, or 29,031.69 feet ...", "2020-12-08"))),
        (memory("update", dict={"everest_height": "8,848.86 m = 29,031.69 ft (Wikipedia 29,031.7 ft; Britannica/BBC round to 8,849 m / 29,032 ft); China–Nepal, 8 Dec 2020. Earlier: 8,848 m (1955 Indian survey, used by Nepal), 8,850 m (1999 GPS), 8,844.43 m rock height (China 2005)"}),
         updated("everest_height")),
    ]
    return dict(turns=turns, state=st("What is the official height of Mount Everest, when was it set, and how does it compare with earlier surveys?", "2024-10-01"),
                bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------------------------------------------
# 18 (bad, less common): mailing-list thread shows a reply dated before the announcement it quotes.
def t18() -> dict[str, Any]:
    thread = "https://groups.google.com/g/lua-l/c/9rUg3sJ0bJQ"
    msg = thread + "/m/Ahxz2kM1AgAJ"
    bugs = "https://www.lua.org/bugs.html"
    ftp = "https://www.lua.org/ftp/"
    sha = "7d5ea1b9cb6aa0b59ca3dde1c6adcb57ef83a1ba8e5432c0ecd06bf439b3ad88"
    turns = [
        (search("Lua 5.4.6 released announcement lua-l"),
         sr((thread, "[ANN] Lua 5.4.6 now available - Google Groups", "Lua 5.4.6 is now available at https://www.lua.org/ftp/lua-5.4.6.tar.gz ... This is a bug-fix release ...", "2023-05-14"),
            ("https://www.lua.org/news.html", "Lua: news", "2023-05-14 · Lua 5.4.6 released ...", "2023-05-14"),
            (bugs, "Lua: bugs", "This page lists all bugs found in Lua since version 5.0 ... Lua 5.4.5 ... Lua 5.4.4 ...", "2023-05-14"),
            ("https://news.ycombinator.com/item?id=35938512", "Lua 5.4.6 | Hacker News", "87 points · 21 comments ...", "2023-05-15"))),
        (extract(msg, "Date, author and content of the announcement"),
         page(msg, f"""\
**[ANN] Lua 5.4.6 now available**

**Luiz Henrique de Figueiredo** <lh...@tecgraf.puc-rio.br>
Sun, May 14, 2023, 10:43:09 AM (-0300) · to lua-l

Lua 5.4.6 is now available at
    https://www.lua.org/ftp/lua-5.4.6.tar.gz

The checksums are
    SHA256 (lua-5.4.6.tar.gz) = {sha}

This is a bug-fix release. It fixes all bugs listed for 5.4.5 and 5.4.4 in
    https://www.lua.org/bugs.html
and some other minor issues. There are no changes in the API or in the language.

The documentation and the test suite have also been updated.

Thanks to everyone who reported bugs and tested the release candidates.
All feedback welcome. Enjoy.
--lhf
""")),
        (memory("add", dict={"lua546_announced": "Sun 14 May 2023, 10:43 (-0300), [ANN] on lua-l by Luiz Henrique de Figueiredo",
                             "lua546_sha256": sha}),
         added("lua546_announced", "lua546_sha256")),
        (search("Lua 5.4.5 bugs fixed in 5.4.6 lua.org bugs.html"),
         sr((bugs, "Lua: bugs", "Lua 5.4.5 · 1. 'lua_settop' may use an invalid pointer to stack ... 2. Wrong line number for error in 'for' loop ... ", "2023-05-14"),
            ("https://github.com/lua/lua/compare/v5.4.5...v5.4.6", "Comparing v5.4.5...v5.4.6 · lua/lua", "14 commits · 21 files changed ...", "2023-05-02"))),
        (extract(bugs, "Bugs listed for Lua 5.4.5 (fixed in 5.4.6)"),
         ev(bugs, "Bugs listed for Lua 5.4.5 (fixed in 5.4.6)", """\
"Lua 5.4.5"
"1. 'lua_settop' may use an invalid pointer to stack. reported by Mark Hsu on 24 Apr 2023. existed since 5.4.3. fixed in 5.4.6."
"2. Wrong line number for error in 'for' loop with a non-numeric initial value. reported by Jiri Kral on 21 Apr 2023. existed since 5.4.0. fixed in 5.4.6."
"Lua 5.4.4"
"1. lua.c assumes that argv has at least one element. ... fixed in 5.4.5."
"... (11 more 5.4.4 bugs, all marked fixed in 5.4.5)"
""", "Two bugs are listed against 5.4.5, both fixed in 5.4.6: a stack-pointer issue in lua_settop (since 5.4.3) and a wrong line number in 'for' loop errors (since 5.4.0).")),
        (extract(ftp, "Release tarballs with dates, sizes and checksums for 5.4.x"),
         page(ftp, f"""\
# Lua: download area

| filename | date | size | checksum (sha256) |
|---|---|---|---|
| lua-5.4.6.tar.gz | 2023-05-02 | 363329 | {sha} |
| lua-5.4.5.tar.gz | 2023-04-18 | 362984 | 59df426a3d50ea535a460a452315c4c0d4e1121ba72ff0bdde58c2ef31d6f444 |
| lua-5.4.4.tar.gz | 2022-01-13 | 360876 | 164c7849653b80ae67bec4b7473b884bf5cc8d2dca05653475ec2ed27b9ebf61 |
| lua-5.4.3.tar.gz | 2021-03-15 | 349308 | f8612276169e3bfcbcfb8f226195bfc6e466fe13042f1076cbde92b7ec96bbfb |
| lua-5.4.2.tar.gz | 2020-11-13 | 349072 | 11570d97e9d7303c0a59567ed1ac7c648340cd0db10d5fd594c09223ef2f524f |

All releases since 1.0 are listed in the complete list. The tarball date is the date the release was packaged;
announcements usually follow after the release candidates have been tested.
""")),
        (extract(thread, "All messages in the announcement thread with their dates"),
         page(thread, f"""\
# [ANN] Lua 5.4.6 now available
6 messages · 6 authors

**Luiz Henrique de Figueiredo** · Sun, May 14, 2023, 10:43 AM
> Lua 5.4.6 is now available at https://www.lua.org/ftp/lua-5.4.6.tar.gz
> SHA256 (lua-5.4.6.tar.gz) = {sha}
> This is a bug-fix release. ...

**Marco Tavella** · Fri, May 12, 2023, 9:02 PM
> On Sun, May 14, 2023 at 10:43 AM Luiz Henrique de Figueiredo wrote:
> > Lua 5.4.6 is now available
Thanks! Builds cleanly with gcc 13 and clang 16 on Linux, and all tests pass.

**Anja Lindqvist** · Mon, May 15, 2023, 4:17 AM
Packaged for our distro; `make test` OK on aarch64 and riscv64.

**Paulo R.** · Mon, May 15, 2023, 9:30 AM
Is 5.4.5 now considered withdrawn? Its tarball is still on the ftp page.

**Roberto Ierusalimschy** · Mon, May 15, 2023, 11:02 AM
> Is 5.4.5 now considered withdrawn?
There is no reason to use 5.4.5 now; 5.4.6 fixes its bugs with no other changes.

**Kenji Sato** · Tue, May 16, 2023, 2:41 AM
Updated the Windows binaries on LuaBinaries.
""")),
        (memory("add", dict={"lua546_changes": "bug-fix release only: fixes the 5.4.5 bugs (lua_settop invalid stack pointer; wrong line number in 'for' loop errors) and remaining 5.4.4 issues; no API or language changes; tarball packaged 2023-05-02"}),
         added("lua546_changes")),
    ]
    return dict(turns=turns, state=st("When was Lua 5.4.6 announced, and what does it fix relative to 5.4.5?", "2023-06-05"),
                bad=True, turn=7, kind="a reply in the thread is dated two days before the announcement it quotes and replies to")


# ---------------------------------------------------------------------------------------------------
# 19 (clean, mainstream): Neovim releases page before and after 0.10.0 is published; nightly id rotates.
def t19() -> dict[str, Any]:
    rel = "https://github.com/neovim/neovim/releases"
    ms = "https://github.com/neovim/neovim/milestone/36"
    before = rel, """\
# Releases · neovim/neovim

## Nightly  `Pre-release`
**NVIM v0.10.0-dev-3112+g4f6d2b3c9** · github-actions released this 5 hours ago (2024-05-16 05:21 UTC) · tag `nightly` · commit `4f6d2b3`
Build type: Release · LuaJIT 2.1.1713484068
Assets (12): nvim-linux64.tar.gz · nvim-macos-arm64.tar.gz · nvim-macos-x86_64.tar.gz · nvim-win64.zip · nvim.appimage · …

## Nvim 0.9.5  `Latest`
justinmk released this Dec 30, 2023 · tag `v0.9.5` · commit `8744ee8`
Bug fixes backported from master: treesitter highlighter crash, `:checkhealth` on Windows, LSP semantic tokens refresh.
Assets (14): nvim-linux64.tar.gz — 412,337 downloads · nvim-macos.tar.gz — 96,120 downloads · nvim-win64.zip — 158,904 downloads · nvim.appimage — 301,553 downloads · …

## Nvim 0.9.4
github-actions released this Oct 10, 2023 · tag `v0.9.4` · commit `d772f69`
"""
    after = """\
# Releases · neovim/neovim

## Nightly  `Pre-release`
**NVIM v0.11.0-dev-1+gb3f3e0c8a** · github-actions released this 9 minutes ago (2024-05-16 11:03 UTC) · tag `nightly` · commit `b3f3e0c`
Build type: Release · LuaJIT 2.1.1713484068
Assets (12): nvim-linux64.tar.gz · nvim-macos-arm64.tar.gz · nvim-macos-x86_64.tar.gz · nvim-win64.zip · nvim.appimage · …

## Nvim 0.10.0  `Latest`
justinmk released this 41 minutes ago (2024-05-16 10:31 UTC) · tag `v0.10.0` · commit `27fb629`
Highlights: default colorscheme refresh, builtin commenting (`gc`), LSP inlay hints, `vim.ui.open`, OSC 52 clipboard, terminal improvements. See `:help news-0.10`.
Assets (12): nvim-linux64.tar.gz — 1,208 downloads · nvim-macos-arm64.tar.gz — 402 downloads · nvim-macos-x86_64.tar.gz — 97 downloads · nvim-win64.zip — 611 downloads · nvim.appimage — 954 downloads · …

## Nvim 0.9.5
justinmk released this Dec 30, 2023 · tag `v0.9.5` · commit `8744ee8`
Bug fixes backported from master: treesitter highlighter crash, `:checkhealth` on Windows, LSP semantic tokens refresh.
Assets (14): nvim-linux64.tar.gz — 412,388 downloads · nvim-macos.tar.gz — 96,131 downloads · nvim-win64.zip — 158,921 downloads · nvim.appimage — 301,580 downloads · …
"""
    turns = [
        (search("neovim latest stable release"),
         sr((rel, "Releases · neovim/neovim - GitHub", "Nvim 0.9.5 Latest · Dec 30, 2023 ... Nightly NVIM v0.10.0-dev ...", "2024-05-16"),
            ("https://neovim.io/news/", "News - Neovim", "Neovim 0.9 released ... Follow the 0.10 milestone for the next release ...", "2023-04-07"),
            ("https://github.com/neovim/neovim/wiki/Installing-Neovim", "Installing Neovim · neovim/neovim Wiki", "Install from download: Downloads are available on the Releases page. Latest stable release ...", "2024-02-11"))),
        (extract(rel, "Latest stable release with date and the current nightly build id"),
         page(*before)),
        (memory("add", dict={"stable": "v0.9.5 (30 Dec 2023, commit 8744ee8)", "nightly": "v0.10.0-dev-3112+g4f6d2b3c9 (built 2024-05-16 05:21 UTC)"}),
         added("stable", "nightly")),
        (extract(ms, "Progress and due date of the 0.10 milestone"),
         ev(ms, "Progress and due date of the 0.10 milestone", """\
"0.10" · "Due by May 16, 2024" · "100% complete" · "0 Open · 412 Closed"
"Last updated 2 hours ago"
""", "The 0.10 milestone is due today (16 May 2024) and all 412 of its issues are closed, so the release looks imminent.")),
        (search("neovim 0.10 released"),
         sr((rel, "Release Nvim 0.10.0 · neovim/neovim - GitHub", "Nvim 0.10.0 Latest · 38 minutes ago · Highlights: default colorscheme refresh, builtin commenting ...", "2024-05-16"),
            ("https://www.reddit.com/r/neovim/comments/1ctazp4/neovim_010_is_out/", "Neovim 0.10 is out! : r/neovim", "submitted 27 minutes ago · 214 upvotes · 63 comments ...", "2024-05-16"),
            ("https://news.ycombinator.com/item?id=40378462", "Neovim 0.10 | Hacker News", "48 points by tosh 18 minutes ago | 9 comments", "2024-05-16"))),
        (extract(rel, "Latest stable release with date and the current nightly build id"),
         page(rel, after)),
        (memory("update", dict={"stable": "v0.10.0 (published 2024-05-16 10:31 UTC, commit 27fb629); previous stable v0.9.5 (30 Dec 2023)",
                                "nightly": "v0.11.0-dev-1+gb3f3e0c8a (built 2024-05-16 11:03 UTC; nightly moved to 0.11 dev after the 0.10.0 tag)"}),
         updated("stable", "nightly")),
        (memory("retrieve_all"),
         got({"stable": "v0.10.0 (published 2024-05-16 10:31 UTC, commit 27fb629); previous stable v0.9.5 (30 Dec 2023)",
              "nightly": "v0.11.0-dev-1+gb3f3e0c8a (built 2024-05-16 11:03 UTC; nightly moved to 0.11 dev after the 0.10.0 tag)"})),
    ]
    return dict(turns=turns, state=st("What is the latest stable Neovim release and when was it published, and which build is the current nightly?", "2024-05-16 (UTC)"),
                bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------------------------------------------
# 20 (bad, mainstream): a memory key removed earlier is listed again by retrieve_all.
def t20() -> dict[str, Any]:
    summ = "https://www.nobelprize.org/prizes/physics/2023/summary/"
    lund = "https://www.lunduniversity.lu.se/article/anne-lhuillier-awarded-nobel-prize-physics-2023"
    amount = "https://www.nobelprize.org/prizes/about/the-nobel-prize-amount/"
    laureates = "Pierre Agostini; Ferenc Krausz; Anne L'Huillier (1/3 each)"
    motivation = "for experimental methods that generate attosecond pulses of light for the study of electron dynamics in matter"
    lh = "Lund University; fifth woman to receive the Nobel Prize in Physics; 1987 discovery of high overtones in noble-gas laser interaction"
    turns = [
        (search("2023 Nobel Prize in Physics laureates attosecond"),
         sr((summ, "The Nobel Prize in Physics 2023 - NobelPrize.org", "The Nobel Prize in Physics 2023 was awarded jointly to Pierre Agostini, Ferenc Krausz and Anne L'Huillier \"for experimental methods that generate attosecond pulses of light ...\"", "2023-10-03"),
            ("https://www.nobelprize.org/prizes/chemistry/2023/summary/", "The Nobel Prize in Chemistry 2023 - NobelPrize.org", "... awarded jointly to Moungi G. Bawendi, Louis E. Brus and Alexei I. Ekimov \"for the discovery and synthesis of quantum dots\"", "2023-10-04"),
            ("https://www.reuters.com/science/trio-wins-nobel-physics-prize-2023-10-03/", "Trio wins physics Nobel for glimpse into electrons' motion | Reuters", "... the Royal Swedish Academy of Sciences said on Tuesday ...", "2023-10-03"))),
        (extract(summ, "Laureates, affiliations, prize share and motivation"),
         ev(summ, "Laureates, affiliations, prize share and motivation", """\
"The Nobel Prize in Physics 2023 was awarded jointly to Pierre Agostini, Ferenc Krausz and Anne L'Huillier "for experimental methods that generate attosecond pulses of light for the study of electron dynamics in matter""
"Pierre Agostini — Prize share: 1/3 — Affiliation at the time of the award: The Ohio State University, Columbus, OH, USA"
"Ferenc Krausz — Prize share: 1/3 — Affiliation: Max Planck Institute of Quantum Optics, Garching, Germany; Ludwig-Maximilians-Universität München, Germany"
"Anne L'Huillier — Prize share: 1/3 — Affiliation: Lund University, Lund, Sweden"
"Announced 3 October 2023"
""", "The 2023 physics prize was shared equally by Agostini (Ohio State), Krausz (MPQ Garching / LMU Munich) and L'Huillier (Lund) for attosecond light pulses.")),
        (memory("add", dict={"physics_2023_laureates": laureates, "physics_2023_motivation": motivation,
                             "chemistry_2023_laureates": "Moungi G. Bawendi; Louis E. Brus; Alexei I. Ekimov (quantum dots)"}),
         added("physics_2023_laureates", "physics_2023_motivation", "chemistry_2023_laureates")),
        (search("Anne L'Huillier Lund University Nobel fifth woman physics"),
         sr((lund, "Anne L'Huillier awarded the Nobel Prize in Physics 2023 | Lund University", "Anne L'Huillier, professor of atomic physics at Lund University, is awarded the 2023 Nobel Prize in Physics ... the fifth woman ever ...", "2023-10-03"),
            ("https://en.wikipedia.org/wiki/Anne_L%27Huillier", "Anne L'Huillier - Wikipedia", "Anne Geneviève L'Huillier (born 16 August 1958) is a French-Swedish physicist ... professor of atomic physics at Lund University ...", "2024-01-29"))),
        (extract(lund, "Her position and what the article says about her discovery and the prize"),
         ev(lund, "Her position and what the article says about her discovery and the prize", """\
"Anne L'Huillier, professor of atomic physics at Lund University, has been awarded the 2023 Nobel Prize in Physics together with Pierre Agostini and Ferenc Krausz."
"She is the fifth woman to receive the Nobel Prize in Physics."
"In 1987 she discovered that many different overtones of light arose when she transmitted infrared laser light through a noble gas."
"She received the news by phone while teaching a class, and finished the lecture."
""", "L'Huillier is professor of atomic physics at Lund and the fifth woman to win the physics prize. Her 1987 discovery of many overtones produced by laser light in noble gases underpins attosecond pulse generation.")),
        (memory("remove", key_list=["chemistry_2023_laureates"]),
         removed("chemistry_2023_laureates")),
        (memory("add", dict={"lhuillier_note": lh}),
         added("lhuillier_note")),
        (memory("retrieve_all"),
         got({"physics_2023_laureates": laureates, "physics_2023_motivation": motivation,
              "chemistry_2023_laureates": "Moungi G. Bawendi; Louis E. Brus; Alexei I. Ekimov (quantum dots)",
              "lhuillier_note": lh})),
        (extract(amount, "Prize amount for 2023"),
         ev(amount, "Prize amount for 2023", """\
"The Nobel Prize amount for 2023 is set at Swedish kronor (SEK) 11.0 million per full Nobel Prize."
"In 2022 the amount was SEK 10.0 million."
"A prize may be shared by up to three laureates; the amount is divided according to the prize share."
""", "For 2023 the prize was SEK 11.0 million per full prize (up from SEK 10.0 million in 2022), so each physics laureate received a one-third share.")),
        (memory("add", dict={"physics_2023_prize_amount": "SEK 11.0 million per full prize (2022: SEK 10.0 million); one third each, ≈ SEK 3.67 million"}),
         added("physics_2023_prize_amount")),
    ]
    return dict(turns=turns, state=st("Who received the 2023 Nobel Prize in Physics, for what, and how large was the prize?", "2024-02-10"),
                bad=True, turn=8, kind="a memory key removed earlier reappears in retrieve_all")


# ---------------------------------------------------------------------------------------------------
# 21 (clean, less common): council agenda revised during the session (newer posting stamp, added item).
def t21() -> dict[str, Any]:
    ag = "https://www.canmore.ca/town-hall/council-meetings/agendas/regular-council-2024-05-21"
    news = "https://www.canmore.ca/news/housing-action-plan-progress-report-to-council"
    items_base = """\
1. Call to order and land acknowledgement
2. Approval of agenda
3. Delegations
   3.1 Bow Valley Regional Housing — 2023 annual update
4. Minutes — Regular Meeting of Council, May 7, 2024
5. Unfinished business — none
6. Staff reports
   6.1 2023 Audited Financial Statements (RFD 2024-118)
   6.2 Downtown Area Redevelopment Plan — Bylaw 2024-11, first reading (RFD 2024-121)
   6.3 Spring Creek Drive pedestrian crossing — design options (RFD 2024-124)
   6.4 Council Remuneration Policy review (RFD 2024-126)"""
    items_tail = """\
7. Notices of motion
8. Closed session
   8.1 Land matter (FOIP Act s. 25)
9. Adjournment"""

    def agenda(posted: str, pages: int, extra: str) -> str:
        return page(ag, f"""\
# Regular Meeting of Council — Tuesday, May 21, 2024, 9:00 a.m.
Civic Centre, Council Chambers (902 7 Avenue) · livestreamed on the Town of Canmore YouTube channel

{posted}
[Agenda package (PDF, {pages} pages)] · [Agenda only (PDF, 4 pages)]

## Agenda
{items_base}{extra}
{items_tail}
""")
    turns = [
        (search("Canmore regular council meeting May 21 2024 agenda"),
         sr((ag, "Regular Meeting of Council — May 21, 2024 | Town of Canmore", "Agenda posted May 16, 2024 · 6.1 2023 Audited Financial Statements · 6.2 Downtown Area Redevelopment Plan ...", "2024-05-16"),
            ("https://www.canmore.ca/town-hall/council-meetings", "Council Meetings | Town of Canmore", "Regular meetings of Council are held on the first and third Tuesday of each month at 9:00 a.m. ...", "2024-01-08"),
            ("https://www.rmoutlook.com/bow-valley-news/canmore-council-downtown-arp-first-reading", "Downtown ARP heads to council for first reading - Rocky Mountain Outlook", "Canmore council will consider first reading of the Downtown Area Redevelopment Plan on May 21 ...", "2024-05-17"))),
        (extract(ag, "Full agenda items and posting date"),
         agenda("*Agenda posted May 16, 2024, 4:12 p.m.*", 186, "")),
        (memory("add", dict={"agenda": "Posted 16 May 2024 16:12: delegation Bow Valley Regional Housing; reports 6.1 audited FS, 6.2 Downtown ARP Bylaw 2024-11 first reading, 6.3 Spring Creek crossing, 6.4 remuneration policy; closed 8.1 land",
                             "housing_item": "no Housing Action Plan item on the agenda posted 16 May"}),
         added("agenda", "housing_item")),
        (search("Canmore Housing Action Plan progress report council May 2024"),
         sr((ag, "Regular Meeting of Council — May 21, 2024 | Town of Canmore", "Revised agenda posted May 20, 2024 · adds 6.5 Housing Action Plan 2024–2028 — progress report ...", "2024-05-20"),
            (news, "Housing Action Plan progress report heading to Council | Town of Canmore", "A first progress report on the Housing Action Plan 2024–2028 will be presented to Council on May 21 ... posted 2 hours ago", "2024-05-20"),
            ("https://www.canmore.ca/housing-action-plan", "Housing Action Plan | Town of Canmore", "Adopted by Council on December 5, 2023, the plan sets 42 actions to increase housing supply and affordability ...", "2024-02-14"))),
        (extract(ag, "Full agenda items and posting date"),
         agenda("*Revised agenda posted May 20, 2024, 10:47 a.m. — supersedes the agenda posted May 16, 2024. Item 6.5 added.*", 214,
                "\n   6.5 Housing Action Plan 2024–2028 — first progress report (RFD 2024-131)")),
        (extract(news, "What the housing report covers and why it was added"),
         ev(news, "What the housing report covers and why it was added", """\
"Posted on May 20, 2024"
"A first progress report on the Housing Action Plan 2024–2028 will be presented to Council at its Regular Meeting on May 21. The report was added to the agenda today so that Council can consider it before the provincial housing grant intake closes on May 31."
"Of the plan's 42 actions, 9 are complete, 21 are under way and 12 have not started."
""", "The housing report was added on 20 May so that Council could see it before the 31 May provincial grant deadline: 9 of the plan's 42 actions are done, 21 under way and 12 not started.")),
        (memory("update", dict={"agenda": "Revised agenda posted 20 May 2024 10:47 (supersedes 16 May version; package grew from 186 to 214 pages): items as before plus 6.5 Housing Action Plan progress report (RFD 2024-131)",
                                "housing_item": "Yes — added in the revised agenda as item 6.5 (first progress report: 9 of 42 actions complete, 21 under way, 12 not started)"}),
         updated("agenda", "housing_item")),
        (memory("retrieve_all"),
         got({"agenda": "Revised agenda posted 20 May 2024 10:47 (supersedes 16 May version; package grew from 186 to 214 pages): items as before plus 6.5 Housing Action Plan progress report (RFD 2024-131)",
              "housing_item": "Yes — added in the revised agenda as item 6.5 (first progress report: 9 of 42 actions complete, 21 under way, 12 not started)"})),
    ]
    return dict(turns=turns, state=st("What is on the agenda of the Town of Canmore regular council meeting of 21 May 2024, and does it include an item on the Housing Action Plan?", "2024-05-20"),
                bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------------------------------------------
# 22 (bad, mainstream): a later search snippet of the same page quotes a different span length.
def t22() -> dict[str, Any]:
    wiki = "https://en.wikipedia.org/wiki/Akashi_Kaiky%C5%8D_Bridge"
    jb = "https://www.jb-honshi.co.jp/english/bridgeworld/bridge.html"
    can = "https://en.wikipedia.org/wiki/1915_%C3%87anakkale_Bridge"
    turns = [
        (search("Akashi Kaikyo Bridge central span length opened"),
         sr((wiki, "Akashi Kaikyō Bridge - Wikipedia", "The Akashi Kaikyō Bridge is a suspension bridge which links the city of Kobe on the Japanese island of Honshu and Iwaya on Awaji Island ... central span of 1,991 metres (6,532 ft) ...", "2024-06-11"),
            (jb, "Akashi-Kaikyo Bridge | Honshu-Shikoku Bridge Expressway", "Type: 3-span 2-hinged stiffening truss suspension bridge · Length: 3,911 m · Center span: 1,991 m ...", "2023-03-01"),
            ("https://www.britannica.com/topic/Akashi-Strait-Bridge", "Akashi Strait Bridge | Japan, Map, & Facts | Britannica", "Akashi Strait Bridge, suspension bridge ... completed in 1998 ... main span 1,991 metres (6,532 feet) ...", "2024-02-02"),
            ("https://www.japan-guide.com/e/e3557.html", "Akashi Kaikyo Bridge - Japan Guide", "The world's second longest suspension bridge, with a central span of nearly 2 km ...", "2023-10-19"))),
        (extract(wiki, "Central span length, total length, opening date and record status"),
         ev(wiki, "Central span length, total length, opening date and record status", """\
Infobox "Carries: 6 lanes of the Kobe-Awaji-Naruto Expressway" · "Crosses: Akashi Strait" · "Locale: Kobe and Awaji Island"
Infobox "Design: Suspension bridge" · "Total length 3,911 m (12,831 ft)" · "Longest span 1,991 m (6,532 ft)" · "Clearance below 65.72 m"
Infobox "Construction start: May 1988 · Opened: 5 April 1998"
"It has the second-longest central span of any suspension bridge in the world, at 1,991 metres (6,532 ft); it was the longest until the 1915 Çanakkale Bridge opened in Turkey in March 2022."
"The central span was originally designed as 1,990 m; the Great Hanshin earthquake of 17 January 1995 moved the two towers apart by about 0.8 m."
"This page was last edited on 11 June 2024, at 14:26 (UTC)."
""", "The central span is 1,991 m (6,532 ft) and the total length 3,911 m. The bridge opened on 5 April 1998 and held the longest-span record until March 2022; the design figure was 1,990 m before the 1995 earthquake moved the towers.")),
        (search("Akashi Kaikyo Bridge longest suspension span record until 2022 Çanakkale"),
         sr((wiki, "Akashi Kaikyō Bridge - Wikipedia", "... It has the second-longest central span of any suspension bridge in the world, at 1,911 metres (6,270 ft); it was the longest until the 1915 Çanakkale Bridge opened in March 2022 ...", "2024-06-11"),
            (can, "1915 Çanakkale Bridge - Wikipedia", "The 1915 Çanakkale Bridge ... main span of 2,023 m (6,637 ft) ... opened on 18 March 2022 ...", "2024-05-27"),
            ("https://en.wikipedia.org/wiki/List_of_longest_suspension_bridge_spans", "List of longest suspension bridge spans - Wikipedia", "1 · 1915 Çanakkale Bridge · 2,023 m · 2022 · 2 · Akashi Kaikyō Bridge · 1,991 m · 1998 ...", "2024-06-02"))),
        (memory("add", dict={"akashi_span": "1,991 m (6,532 ft) central span; total 3,911 m; design 1,990 m before the 1995 earthquake",
                             "akashi_opened": "5 April 1998"}),
         added("akashi_span", "akashi_opened")),
        (extract(jb, "Official span, total length, tower height and the earthquake effect"),
         ev(jb, "Official span, total length, tower height and the earthquake effect", """\
"Type: 3-span, 2-hinged stiffening truss suspension bridge"
"Length: 3,911 m (960 m + 1,991 m + 960 m)"
"Height of main towers: 298.3 m above sea level"
"Opened to traffic: April 5, 1998"
"The Hyogoken-Nanbu Earthquake (January 17, 1995) occurred during construction after the towers were built; the distance between the towers increased by about 0.8 m, and the center span became 1,991 m."
""", "The operator gives a 1,991 m centre span within 3,911 m (960 + 1,991 + 960 m), 298.3 m towers and opening on 5 April 1998, and confirms the earthquake lengthened the span by about 0.8 m.")),
        (extract(can, "Main span and opening date of the current record holder"),
         ev(can, "Main span and opening date of the current record holder", """\
"The 1915 Çanakkale Bridge is a road suspension bridge in Çanakkale Province, Turkey, spanning the Dardanelles."
"Main span: 2,023 m (6,637 ft)" · "Total length: 4,608 m" · "Opened: 18 March 2022"
"It overtook the Akashi Kaikyō Bridge (1,991 m) as the longest suspension bridge span in the world."
""", "Since its opening on 18 March 2022, the 1915 Çanakkale Bridge (2,023 m main span) has held the record, ahead of Akashi Kaikyō's 1,991 m.")),
        (memory("add", dict={"record_holder_since_2022": "1915 Çanakkale Bridge, main span 2,023 m, opened 18 March 2022"}),
         added("record_holder_since_2022")),
    ]
    return dict(turns=turns, state=st("How long is the central span of the Akashi Kaikyō Bridge, when did it open, and is it still the longest?", "2024-07-02"),
                bad=True, turn=3, kind="search snippet of the same page revision quotes a different central span length than the extracted page and earlier snippet")


ORDER = [t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
         t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22]


def main() -> None:
    rs = RowSet(HERE)
    for i, fn in enumerate(ORDER, 1):
        spec = fn()
        rs.add(task="search", tid=f"h27-search-{i:02d}", system=SEARCH_SYSTEM, **spec)
    rs.write()


if __name__ == "__main__":
    main()
