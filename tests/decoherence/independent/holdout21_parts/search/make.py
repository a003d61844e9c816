# ruff: noqa: E501
"""Held-out set holdout21, domain ``search``: 22 deep-research trajectories (web_search, web_extractor, dict_memory).

Eleven carry exactly one world-model contradiction (an observation that disagrees with something an earlier
observation established, with nothing in between that could explain it); eleven are clean but full of
legitimate change: live prices and scores, pages edited with a newer stamp, revised preprints, re-sorted,
filtered and paginated listings, memory keys the agent itself updated or removed, sources that disagree,
unit and rounding differences. Running this module writes ``search_test.jsonl`` and ``labels.json`` here.
"""

from __future__ import annotations

import json
from pathlib import Path

from tests.decoherence.independent.rowkit2 import SEARCH_SYSTEM, RowSet, extract, memory, results, search

T = "search"


def fence(text: str) -> str:
    return "```\n" + text + "\n```"


def hits(*items: tuple[str, str, str, str]) -> str:
    return fence(results(*items))


def st(question: str, date: str) -> str:
    return f"Research question: {question}\nSession date: {date}"


def added(*k: str) -> str:
    return f"Successfully added items of {list(k)} to memory."


def updated(*k: str) -> str:
    return f"Successfully updated items of {list(k)} in memory."


def removed(*k: str) -> str:
    return f"Successfully removed items of {list(k)} from memory."


def got(d: dict[str, str]) -> str:
    return "Retrieved items:\n" + json.dumps(d, indent=2, ensure_ascii=False)


def useful(url: str, goal: str, evidence: str, summary: str) -> str:
    return (f"The useful information in {url} for user goal {goal} as follows: \n\n"
            f"Evidence in page: \n{evidence.strip()}\n\nSummary: \n{summary.strip()}\n")


def swap(text: str, old: str, new: str) -> str:
    """Replace one occurrence that must exist exactly once (keeps re-shown pages identical elsewhere)."""
    assert text.count(old) == 1, (old, text.count(old))
    return text.replace(old, new)



# 01 clean, mainstream: live quotes (Yahoo Finance, Reuters, CNBC); prices, volumes, "x hours ago" all move.
def yahoo(name: str, sym: str, head: str, stamp: str, after: str, stats: list[tuple[str, str]], news: list[str]) -> str:
    rows = "\n".join(f"| {k} | {v} |" for k, v in stats)
    items = "\n".join(f"- {n}" for n in news)
    return f"""# {name} ({sym})
NasdaqGS - NasdaqGS Real Time Price. Currency in USD

{head}
{stamp}
{after}

[Summary](https://finance.yahoo.com/quote/{sym}/) | [News](https://finance.yahoo.com/quote/{sym}/news/) | [Chart](https://finance.yahoo.com/quote/{sym}/chart/) | [Statistics](https://finance.yahoo.com/quote/{sym}/key-statistics/) | [Historical Data](https://finance.yahoo.com/quote/{sym}/history/) | [Profile](https://finance.yahoo.com/quote/{sym}/profile/) | [Financials](https://finance.yahoo.com/quote/{sym}/financials/)

| | |
|---|---|
{rows}

## Recent News: {sym}
{items}

Quotes are real-time for NASDAQ, NYSE and NYSE American when available. Market data by ICE Data Services."""


def t01(rs: RowSet) -> None:
    nv_static = [("Previous Close", "130.98"), ("Open", "131.14")]
    nv1 = yahoo("NVIDIA Corporation", "NVDA", "**135.21** +4.23 (+3.23%)", "As of 11:02 AM EDT. Market Open.", "",
                nv_static + [("Bid", "135.20 x 400"), ("Ask", "135.22 x 300"), ("Day's Range", "130.69 - 136.33"),
                             ("52 Week Range", "39.23 - 136.33"), ("Volume", "118,204,377"), ("Avg. Volume", "421,637,450"),
                             ("Market Cap (intraday)", "3.326T"), ("Beta (5Y Monthly)", "1.68"), ("PE Ratio (TTM)", "79.07"),
                             ("EPS (TTM)", "1.71"), ("Earnings Date", "Aug 28, 2024"), ("Forward Dividend & Yield", "0.04 (0.03%)"),
                             ("Ex-Dividend Date", "Jun 11, 2024"), ("1y Target Est", "131.29")],
                ["Nvidia becomes world's most valuable company, overtaking Microsoft - Reuters - 21 minutes ago",
                 "Nvidia's 10-for-1 split: what the first week of trading tells us - Barron's - 1 hour ago",
                 "Chip stocks rally as AI demand outlook brightens - Yahoo Finance Video - 2 hours ago",
                 "Is it too late to buy Nvidia stock? - Motley Fool - 4 hours ago"])
    nv2 = yahoo("NVIDIA Corporation", "NVDA", "**135.58** +4.60 (+3.51%)", "At close: June 18 at 4:00:00 PM EDT",
                "**135.94** +0.36 (+0.27%)\nAfter hours: June 18 at 5:21:47 PM EDT",
                nv_static + [("Bid", "135.90 x 200"), ("Ask", "135.96 x 100"), ("Day's Range", "130.69 - 136.33"),
                             ("52 Week Range", "39.23 - 136.33"), ("Volume", "294,335,133"), ("Avg. Volume", "421,637,450"),
                             ("Market Cap (intraday)", "3.335T"), ("Beta (5Y Monthly)", "1.68"), ("PE Ratio (TTM)", "79.29"),
                             ("EPS (TTM)", "1.71"), ("Earnings Date", "Aug 28, 2024"), ("Forward Dividend & Yield", "0.04 (0.03%)"),
                             ("Ex-Dividend Date", "Jun 11, 2024"), ("1y Target Est", "131.29")],
                ["Nvidia closes at record, ends day as world's most valuable company - CNBC - 58 minutes ago",
                 "Nvidia becomes world's most valuable company, overtaking Microsoft - Reuters - 6 hours ago",
                 "Nvidia's 10-for-1 split: what the first week of trading tells us - Barron's - 7 hours ago",
                 "Chip stocks rally as AI demand outlook brightens - Yahoo Finance Video - 8 hours ago"])
    ap_static = [("Previous Close", "216.67"), ("Open", "217.59")]
    ap1 = yahoo("Apple Inc.", "AAPL", "**213.95** -2.72 (-1.26%)", "As of 11:06 AM EDT. Market Open.", "",
                ap_static + [("Bid", "213.94 x 300"), ("Ask", "213.96 x 200"), ("Day's Range", "213.10 - 218.63"),
                             ("52 Week Range", "164.08 - 220.20"), ("Volume", "31,552,814"), ("Avg. Volume", "70,512,906"),
                             ("Market Cap (intraday)", "3.281T"), ("Beta (5Y Monthly)", "1.25"), ("PE Ratio (TTM)", "33.27"),
                             ("EPS (TTM)", "6.43"), ("Earnings Date", "Aug 1, 2024"), ("Forward Dividend & Yield", "1.00 (0.46%)"),
                             ("Ex-Dividend Date", "May 10, 2024"), ("1y Target Est", "206.52")],
                ["Apple slips as Nvidia races past in market value - Bloomberg - 18 minutes ago",
                 "Apple Intelligence: what WWDC means for the iPhone upgrade cycle - Yahoo Finance - 3 hours ago",
                 "Apple halts work on Vision Pro successor, report says - The Information - 5 hours ago"])
    ap2 = yahoo("Apple Inc.", "AAPL", "**214.29** -2.38 (-1.10%)", "At close: June 18 at 4:00:00 PM EDT",
                "**214.10** -0.19 (-0.09%)\nAfter hours: June 18 at 5:24:02 PM EDT",
                ap_static + [("Bid", "214.06 x 100"), ("Ask", "214.12 x 200"), ("Day's Range", "213.10 - 218.63"),
                             ("52 Week Range", "164.08 - 220.20"), ("Volume", "79,943,254"), ("Avg. Volume", "70,512,906"),
                             ("Market Cap (intraday)", "3.286T"), ("Beta (5Y Monthly)", "1.25"), ("PE Ratio (TTM)", "33.33"),
                             ("EPS (TTM)", "6.43"), ("Earnings Date", "Aug 1, 2024"), ("Forward Dividend & Yield", "1.00 (0.46%)"),
                             ("Ex-Dividend Date", "May 10, 2024"), ("1y Target Est", "206.52")],
                ["Nvidia closes at record, ends day as world's most valuable company - CNBC - 1 hour ago",
                 "Apple slips as Nvidia races past in market value - Bloomberg - 6 hours ago",
                 "Apple Intelligence: what WWDC means for the iPhone upgrade cycle - Yahoo Finance - 9 hours ago",
                 "Apple halts work on Vision Pro successor, report says - The Information - 11 hours ago"])
    reuters = """# Nvidia becomes world's most valuable company, overtaking Microsoft

By Noel Randewich and Medha Singh
June 18, 2024 3:41 PM GMT+1 · Updated 19 minutes ago

SAN FRANCISCO, June 18 (Reuters) - Nvidia (NVDA.O) became the world's most valuable company on Tuesday, dethroning Microsoft (MSFT.O), as the chipmaker's stock rallied on expectations that the race to dominate artificial intelligence will keep its chips in high demand.

Nvidia's shares rose as much as 3.5% to a record high, giving the company a market value of about $3.34 trillion and putting it ahead of Microsoft, which stood at $3.32 trillion. Apple (AAPL.O), which traded down about 1%, was valued at around $3.28 trillion.

The stock was last up 3.2% at $135.17 in mid-morning trading.

Nvidia's stock has surged more than 170% so far this year, and it hit a $3 trillion market capitalisation for the first time on June 5 before a 10-for-1 stock split took effect on June 10. The company's shares have jumped about 9-fold since the end of 2022, as the rise of generative AI created unprecedented demand for its data-center processors.

"Nvidia is the 'it' stock of the moment," said Matt Orton, chief market strategist at Raymond James Investment Management. "Its earnings have kept up with the share price, which is something you can't say about a lot of AI names."

Nvidia's ascent to the top of Wall Street's most valuable list marks a dramatic shift for a company known until recently mainly among computer gamers. Microsoft had been the most valuable company since early January, when it overtook Apple.

Reporting by Noel Randewich in San Francisco and Medha Singh in Bengaluru; Editing by Shounak Dasgupta

Our Standards: The Thomson Reuters Trust Principles."""
    turns = [
        (search("Nvidia market cap today", "Nvidia most valuable company June 18 2024 Apple Microsoft"),
         hits(("https://www.reuters.com/technology/nvidia-tops-microsoft-become-worlds-most-valuable-company-2024-06-18/", "Nvidia becomes world's most valuable company, overtaking Microsoft | Reuters", "Nvidia shares rose as much as 3.5% to a record high on Tuesday, giving the company a market value of about $3.34 trillion, ahead of Microsoft ...", "19 minutes ago"),
              ("https://finance.yahoo.com/quote/NVDA/", "NVIDIA Corporation (NVDA) Stock Price, News, Quote & History", "Find the latest NVIDIA Corporation (NVDA) stock quote, history, news and other vital information to help you with your stock trading and investing.", "2024-06-18"),
              ("https://www.cnbc.com/2024/06/18/nvidia-passes-microsoft-in-market-cap-is-most-valuable-public-company.html", "Nvidia passes Microsoft in market cap, becomes most valuable public company", "Nvidia passed Microsoft in market cap on Tuesday, becoming the most valuable public company in the world, as the chipmaker's stock rose ...", "31 minutes ago"),
              ("https://companiesmarketcap.com/nvidia/marketcap/", "NVIDIA (NVDA) - Market capitalization", "As of June 2024 NVIDIA has a market cap of $3.225 Trillion. This makes NVIDIA the world's 2nd most valuable company by market cap according to our data.", "2024-06-17"),
              ("https://finance.yahoo.com/quote/AAPL/", "Apple Inc. (AAPL) Stock Price, News, Quote & History", "Find the latest Apple Inc. (AAPL) stock quote, history, news and other vital information to help you with your stock trading and investing.", "2024-06-18"),
              ("https://www.bloomberg.com/news/articles/2024-06-18/apple-slips-as-nvidia-races-past-in-market-value", "Apple Slips as Nvidia Races Past in Market Value - Bloomberg", "Apple Inc. shares slid on Tuesday as Nvidia Corp. extended its rally, leaving the iPhone maker third among US companies by market capitalization ...", "12 minutes ago"))),
        (extract("https://finance.yahoo.com/quote/NVDA/", "Current NVDA price and intraday market capitalisation"), nv1),
        (memory("add", items={"nvda_latest": "135.21 USD, market cap 3.326T (Yahoo, 11:02 AM EDT, intraday)"}), added("nvda_latest")),
        (extract("https://finance.yahoo.com/quote/AAPL/", "Current AAPL price and intraday market capitalisation"), ap1),
        (extract("https://www.reuters.com/technology/nvidia-tops-microsoft-become-worlds-most-valuable-company-2024-06-18/", "How Reuters describes the Nvidia/Microsoft/Apple market-cap ranking today"), reuters),
        (memory("add", items={"aapl_latest": "213.95 USD, market cap 3.281T (Yahoo, 11:06 AM EDT, intraday)",
                              "context": "Reuters mid-morning: NVDA ~$3.34T peak vs MSFT $3.32T vs AAPL ~$3.28T"}), added("aapl_latest", "context")),
        (search("Nvidia closing price June 18 2024 market value record"),
         hits(("https://www.cnbc.com/2024/06/18/nvidia-closes-at-record-ends-day-as-worlds-most-valuable-company.html", "Nvidia closes at record, ends day as world's most valuable company", "Nvidia shares rose 3.5% on Tuesday to close at $135.58, giving the chipmaker a market value of $3.335 trillion ...", "58 minutes ago"),
              ("https://www.reuters.com/technology/nvidia-tops-microsoft-become-worlds-most-valuable-company-2024-06-18/", "Nvidia becomes world's most valuable company, overtaking Microsoft | Reuters", "Nvidia shares rose as much as 3.5% to a record high on Tuesday, giving the company a market value of about $3.34 trillion, ahead of Microsoft ...", "6 hours ago"),
              ("https://finance.yahoo.com/quote/NVDA/", "NVIDIA Corporation (NVDA) Stock Price, News, Quote & History", "Find the latest NVIDIA Corporation (NVDA) stock quote, history, news and other vital information to help you with your stock trading and investing.", "2024-06-18"),
              ("https://www.marketwatch.com/story/nvidia-stock-closes-at-record-2024-06-18", "Nvidia stock outperforms competitors on strong trading day - MarketWatch", "Shares of Nvidia Corp. rallied 3.51% to $135.58 Tuesday, on what proved to be an all-around mixed trading session for the stock market ...", "52 minutes ago"))),
        (extract("https://finance.yahoo.com/quote/NVDA/", "NVDA closing price and market capitalisation at close"), nv2),
        (extract("https://finance.yahoo.com/quote/AAPL/", "AAPL closing price and market capitalisation at close"), ap2),
        (memory("update", items={"nvda_latest": "135.58 USD at close (+3.51%), market cap 3.335T (Yahoo, 4:00 PM EDT close)",
                                 "aapl_latest": "214.29 USD at close (-1.10%), market cap 3.286T (Yahoo, 4:00 PM EDT close)"}),
         updated("nvda_latest", "aapl_latest")),
        (memory("retrieve_all"),
         got({"nvda_latest": "135.58 USD at close (+3.51%), market cap 3.335T (Yahoo, 4:00 PM EDT close)",
              "aapl_latest": "214.29 USD at close (-1.10%), market cap 3.286T (Yahoo, 4:00 PM EDT close)",
              "context": "Reuters mid-morning: NVDA ~$3.34T peak vs MSFT $3.32T vs AAPL ~$3.28T"})),
    ]
    rs.add(task=T, tid="h21-search-01", system=SEARCH_SYSTEM, turns=turns,
           state=st("On 18 June 2024, did Nvidia's market capitalisation close above Apple's, and by roughly how much?",
                    "2024-06-18 (Tuesday); US regular session 09:30-16:00 EDT"))


# 02 bad, less common (Zenodo): a memory key the agent updated reads back with its old value.
def zenodo(rec: str, ver: str, pub: str, title: str, newer: bool, desc: str, files: list[tuple[str, str, str]], total: str,
           views: str, downloads: str) -> str:
    banner = ("\n> There is a newer version of the record available.\n> [View latest version](https://zenodo.org/records/10876301)\n"
              if newer else "")
    flist = "\n".join(f"| {n} | {s} | md5:{m} |" for n, s, m in files)
    return f"""# {title}
{banner}
Published {pub} | Version {ver}

Dataset  Open

**Creators:** Kirillin, Georgiy (Leibniz Institute of Freshwater Ecology and Inland Fisheries); Wang, Lianqiu (Nanjing Institute of Geography and Limnology, CAS); Okafor, Chidi (University of Reading); Pöschke, Franziska (Leibniz Institute of Freshwater Ecology and Inland Fisheries)

## Description
{desc}

## Files ({total})
| Name | Size | Checksum |
|---|---|---|
{flist}

## Additional details
- **Related works:** Is described by: Journal article 10.5194/essd-15-5613-2023 (DOI)
- **Funding:** European Space Agency, Climate Change Initiative Lakes (CCI+ Lakes) 4000125030/18/I-NB
- **Dates:** Collected 1995-01-01/{'2023-12-31' if ver == 'v2.0' else '2022-12-31'}

## Rights
License: Creative Commons Attribution 4.0 International (cc-by-4.0)

## Citation
Kirillin, G., Wang, L., Okafor, C., & Pöschke, F. ({pub[-4:]}). GLAST-Lakes: Global Lake Surface Temperature dataset ({ver}) [Data set]. Zenodo. https://doi.org/10.5281/zenodo.{rec}

## Versions
| Version | DOI | Date |
|---|---|---|
| Version v2.0 | 10.5281/zenodo.10876301 | Mar 19, 2024 |
| Version v1.1 | 10.5281/zenodo.8312457 | Sep 4, 2023 |
| Version v1.0 | 10.5281/zenodo.8235190 | Aug 11, 2023 |

Cite all versions? You can cite all versions by using the DOI 10.5281/zenodo.8235189. This DOI represents all versions, and will always resolve to the latest one.

| Views | Downloads |
|---|---|
| {views} | {downloads} |"""


def t02(rs: RowSet) -> None:
    v11 = zenodo("8312457", "v1.1", "September 4, 2023", "GLAST-Lakes: Global Lake Surface Temperature dataset (1995-2022)", True,
                 "Daily lake surface water temperature (LSWT) for 2,024 lakes worldwide, 1995-2022, merged from ATSR-2, AATSR, MODIS and SLSTR retrievals and gap-filled with the FLake model. v1.1 fixes the land-mask of 37 reservoirs in v1.0 and adds per-pixel uncertainty (lswt_unc).",
                 [("glast_lakes_lswt_1995_2022.nc", "3.6 GB", "4be1c0e2d9a1f7736a0c29d58e61b0f3"),
                  ("glast_lakes_lswt_uncertainty.nc", "203.4 MB", "9a7f2cd310ee58b44b21a0c6df7e4412"),
                  ("lake_metadata.csv", "1.2 MB", "0c51e98ab24d3f6e7712c0b9d2a4a655"),
                  ("README.md", "11.8 kB", "e2f0a4b7c19d3386a0f27a5518bce901")],
                 "3.8 GB", "1,842", "611")
    v20 = zenodo("10876301", "v2.0", "March 19, 2024", "GLAST-Lakes: Global Lake Surface Temperature dataset (1995-2023)", False,
                 "Daily lake surface water temperature (LSWT) for 2,186 lakes worldwide, 1995-2023. v2.0 extends the record by one year, adds 162 lakes smaller than 10 km2 from the Sentinel-3B SLSTR archive, and re-processes all years with the CCI+ Lakes v2.1 retrieval. Variable names are unchanged from v1.1; see CHANGELOG.md.",
                 [("glast_lakes_lswt_1995_2023.nc", "4.9 GB", "71d0a3e5c2b8f94e10d6a7c3bb2e5f08"),
                  ("glast_lakes_lswt_uncertainty.nc", "278.9 MB", "c3e81b0a9f5d47e2a6b104f7d9e2c173"),
                  ("lake_metadata.csv", "1.3 MB", "5f2b8c7d1e0a4936b87c25e1f0d3a9c6"),
                  ("CHANGELOG.md", "6.1 kB", "a81d9e6c03b4f27e58c1d0b9e7a6f245"),
                  ("README.md", "13.0 kB", "2d6e0f1c9b8a7354e6d2c1b0a9f8e7d6")],
                 "5.2 GB", "2,317", "904")
    essd = useful("https://essd.copernicus.org/articles/15/5613/2023/",
                  "Data availability statement and licence of GLAST-Lakes",
                  """Section 8 "Data availability": "The GLAST-Lakes dataset is freely available under the Creative Commons Attribution 4.0 licence at https://doi.org/10.5281/zenodo.8235189 (Kirillin et al., 2023). The DOI resolves to the most recent version of the dataset; the version analysed in this paper is v1.0 (https://doi.org/10.5281/zenodo.8235190)."
Citation header: "Kirillin, G., Wang, L., Okafor, C., and Pöschke, F.: GLAST-Lakes: a gap-free daily lake surface water temperature record for 2024 lakes, 1995-2022, Earth Syst. Sci. Data, 15, 5613-5637, https://doi.org/10.5194/essd-15-5613-2023, 2023." Received: 14 Aug 2023 - Accepted: 9 Nov 2023 - Published: 12 Dec 2023.""",
                  "The ESSD paper (Dec 2023) describes v1.0 of GLAST-Lakes and points to the concept DOI 10.5281/zenodo.8235189, which always resolves to the newest version; the licence is CC BY 4.0.")
    turns = [
        (search("GLAST-Lakes global lake surface temperature dataset zenodo", "GLAST-Lakes dataset latest version"),
         hits(("https://zenodo.org/records/8312457", "GLAST-Lakes: Global Lake Surface Temperature dataset (1995-2022) - Zenodo", "Daily lake surface water temperature (LSWT) for 2,024 lakes worldwide, 1995-2022, merged from ATSR-2, AATSR, MODIS and SLSTR retrievals ...", "2023-09-04"),
              ("https://essd.copernicus.org/articles/15/5613/2023/", "ESSD - GLAST-Lakes: a gap-free daily lake surface water temperature record", "We present GLAST-Lakes, a gap-free daily record of lake surface water temperature for 2024 lakes from 1995 to 2022 ...", "2023-12-12"),
              ("https://zenodo.org/records/10876301", "GLAST-Lakes: Global Lake Surface Temperature dataset (1995-2023) - Zenodo", "Daily lake surface water temperature (LSWT) for 2,186 lakes worldwide, 1995-2023. v2.0 extends the record by one year ...", "2024-03-19"),
              ("https://github.com/igb-berlin/glast-lakes", "igb-berlin/glast-lakes: Processing chain for the GLAST-Lakes dataset", "Python processing chain (retrieval merging, FLake gap filling, QC) used to build the GLAST-Lakes dataset. Data on Zenodo ...", "2024-03-20"),
              ("https://climate.esa.int/en/projects/lakes/", "Lakes - ESA Climate Office", "The Lakes CCI project produces long-term records of lake water level, extent, surface temperature, ice cover and colour ...", "2024-01-15"))),
        (extract("https://zenodo.org/records/8312457", "Version, licence, file sizes of the GLAST-Lakes dataset"), v11),
        (memory("add", items={"dataset_version": "v1.1 (record 8312457, 2023-09-04)", "licence": "CC BY 4.0",
                              "total_size": "3.8 GB (v1.1)"}), added("dataset_version", "licence", "total_size")),
        (extract("https://zenodo.org/records/10876301", "Latest version of GLAST-Lakes: version number, date, file sizes, licence"), v20),
        (memory("update", items={"dataset_version": "v2.0 (record 10876301, 2024-03-19)", "total_size": "5.2 GB (v2.0)"}),
         updated("dataset_version", "total_size")),
        (memory("add", items={"concept_doi": "10.5281/zenodo.8235189 (resolves to latest)",
                              "lake_count": "2,024 lakes in v1.1; 2,186 in v2.0 (+162 small lakes)"}), added("concept_doi", "lake_count")),
        (memory("retrieve_all"),
         got({"dataset_version": "v1.1 (record 8312457, 2023-09-04)", "licence": "CC BY 4.0", "total_size": "5.2 GB (v2.0)",
              "concept_doi": "10.5281/zenodo.8235189 (resolves to latest)",
              "lake_count": "2,024 lakes in v1.1; 2,186 in v2.0 (+162 small lakes)"})),
        (extract("https://essd.copernicus.org/articles/15/5613/2023/", "Data availability statement and licence of GLAST-Lakes"), essd),
        (memory("add", items={"paper": "Kirillin et al. 2023, ESSD 15, 5613-5637, doi:10.5194/essd-15-5613-2023 (describes v1.0)"}),
         added("paper")),
    ]
    rs.add(task=T, tid="h21-search-02", system=SEARCH_SYSTEM, turns=turns,
           state=st("What is the latest version of the GLAST-Lakes global lake surface temperature dataset on Zenodo, how large are its files in total, and under what licence is it released?",
                    "2024-07-02"),
           bad=True, turn=7, kind="memory key updated to v2.0 reads back with its old v1.1 value in retrieve_all")


# 03 bad, mainstream (Wikipedia): an infobox population changes between two extractions with the same last-edited stamp.
TROMSO = """# Tromsø
From Wikipedia, the free encyclopedia

*This article is about the city. For the municipality, see Tromsø Municipality.*

| Tromsø | |
|---|---|
| Native name | Romsa (Northern Sami), Tromssa (Kven) |
| Country | Norway |
| Region | Northern Norway |
| County | Troms |
| District | Hålogaland |
| Municipality | Tromsø Municipality |
| Established as town (kjøpstad) | 1794 |
| Area | City 21.2 km2 (8.2 sq mi); Municipality 2,521 km2 (973 sq mi) |
| Elevation | 8 m (26 ft) |
| Population (2023) | City 64,448; Municipality 78,745 |
| Density | City 3,040/km2 |
| Demonym | Tromsøværing |
| Time zone | UTC+01:00 (CET); summer UTC+02:00 (CEST) |
| Postal code | 9000-9299 |
| Website | tromso.kommune.no |

**Tromsø** (Northern Sami: *Romsa*) is a city in Tromsø Municipality in Troms county, Norway. The city is the administrative centre of the municipality as well as the administrative centre of Troms county. The city is located on the island of Tromsøya, but the urban area also includes part of the mainland to the east and part of the large island of Kvaløya to the west. Tromsø is the largest urban area in Northern Norway and the third-largest north of the Arctic Circle anywhere in the world (following Murmansk and Norilsk).
"""
TROMSO_STAMP = "\nThis page was last edited on 2 May 2024, at 11:17 (UTC)."


def t03(rs: RowSet) -> None:
    pop_view = TROMSO + """
## Demographics
The city of Tromsø has a population of 64,448 (2023), while Tromsø Municipality as a whole had 78,745 inhabitants. About 10% of the population has an immigrant background; the largest groups come from Russia, Finland, Sweden and Poland. The University of Tromsø, with about 17,000 students, makes the city notably young: the median age is 37.

| Year | Municipality pop. |
|---|---|
| 1951 | 11,029 |
| 1970 | 39,015 |
| 1990 | 50,548 |
| 2010 | 67,305 |
| 2020 | 76,974 |
| 2023 | 78,745 |
""" + TROMSO_STAMP
    hist_view = swap(TROMSO, "City 64,448; Municipality 78,745", "City 64,448; Municipality 77,845") + """
## History
The area has been inhabited since the end of the last ice age. Archeological excavations in Tromsø Municipality have uncovered remains of settlements more than 9,000 years old. Tromsø's church was first built in 1252 by King Haakon Haakonsson; it was then the northernmost church in the world.

The town was granted its royal charter as a *kjøpstad* (market town) in 1794 by King Christian VII, only a few years after the Pomor trade with Russia had been liberalised in 1789. At that time it had fewer than 80 inhabitants. The town was established as a municipality on 1 January 1838 (see formannskapsdistrikt law). In 1848 the Diocese of Hålogaland was moved to Tromsø, and in 1850s the town had a population of about 4,000.

During the 19th century Tromsø became a major Arctic trade centre from which many Arctic expeditions originated, earning it the nickname "Gateway to the Arctic". Explorers such as Roald Amundsen, Umberto Nobile and Fridtjof Nansen recruited crews and bought supplies in the city.

The city was largely spared during the Second World War; the German battleship *Tirpitz* was sunk off Håkøya near Tromsø on 12 November 1944.
""" + TROMSO_STAMP
    snl = """# Tromsø – kommune
Store norske leksikon · Sist oppdatert 12. mars 2024 (Last updated 12 March 2024)

Tromsø er en kommune i Troms fylke. Kommunen ligger på begge sider av Tromsøysundet og omfatter øyene Tromsøya, Kvaløya, Ringvassøya, Rebbenesøya og andre.

| Faktaboks | |
|---|---|
| Innbyggertall | 79 000 (2024) |
| Areal | 2 521 km² |
| Administrasjonssenter | Tromsø |
| Kommunenummer | 5501 |
| Fylke | Troms |

## Historikk
Tromsø fikk kjøpstadrettigheter i 1794. Tromsø ble eget formannskapsdistrikt i 1838. Tromsøysund og Hillesøy ble slått sammen med Tromsø i 1964.

## Befolkning
Innbyggertallet i kommunen var 79 000 per 1. januar 2024 (avrundet, Statistisk sentralbyrå). Befolkningen har økt jevnt siden 1960-tallet, hovedsakelig på grunn av tilflytting og universitetet."""
    goal2 = "Population figures for Tromsø city and municipality in the infobox"
    turns = [
        (search("Tromsø population Wikipedia", "Tromsø town charter year"),
         hits(("https://en.wikipedia.org/wiki/Troms%C3%B8", "Tromsø - Wikipedia", "Tromsø is a city in Tromsø Municipality in Troms county, Norway. The city is the administrative centre of the municipality as well as the administrative centre of Troms county ...", "2024-05-02"),
              ("https://en.wikipedia.org/wiki/Troms%C3%B8_Municipality", "Tromsø Municipality - Wikipedia", "Tromsø is a municipality in Troms county, Norway. The administrative centre of the municipality is the city of Tromsø ...", "2024-04-18"),
              ("https://snl.no/Troms%C3%B8_-_kommune", "Tromsø – kommune – Store norske leksikon", "Tromsø er en kommune i Troms fylke. Kommunen ligger på begge sider av Tromsøysundet ...", "2024-03-12"),
              ("https://www.visittromso.no/about-tromso", "About Tromsø - Visit Tromsø", "With around 78,000 inhabitants, Tromsø is the largest city in Northern Norway and a gateway to the Arctic ...", "2023-11-02"))),
        (extract("https://en.wikipedia.org/wiki/Troms%C3%B8", goal2), pop_view),
        (memory("add", items={"tromso_population_wikipedia": "City 64,448; Municipality 78,745 (2023, en.wikipedia infobox, page last edited 2 May 2024)"}),
         added("tromso_population_wikipedia")),
        (search("Tromsø kjøpstad 1794 royal charter Christian VII"),
         hits(("https://en.wikipedia.org/wiki/Troms%C3%B8", "Tromsø - Wikipedia", "The town was granted its royal charter as a kjøpstad (market town) in 1794 by King Christian VII ...", "2024-05-02"),
              ("https://lokalhistoriewiki.no/wiki/Troms%C3%B8", "Tromsø – lokalhistoriewiki.no", "Tromsø fikk bystatus som kjøpstad 20. juni 1794. Ved opprettelsen hadde byen færre enn 80 innbyggere ...", "2022-06-20"),
              ("https://snl.no/Troms%C3%B8_-_kommune", "Tromsø – kommune – Store norske leksikon", "Tromsø fikk kjøpstadrettigheter i 1794. Tromsø ble eget formannskapsdistrikt i 1838 ...", "2024-03-12"))),
        (extract("https://en.wikipedia.org/wiki/Troms%C3%B8", "History section: when Tromsø received town (kjøpstad) status"), hist_view),
        (extract("https://snl.no/Troms%C3%B8_-_kommune", "Current population of Tromsø municipality"), snl),
        (memory("add", items={"town_charter": "1794 (kjøpstad, King Christian VII; lokalhistoriewiki: 20 June 1794)",
                              "tromso_population_snl": "~79,000 (1 Jan 2024, rounded, SNL citing SSB)"}),
         added("town_charter", "tromso_population_snl")),
        (memory("retrieve_all"),
         got({"tromso_population_wikipedia": "City 64,448; Municipality 78,745 (2023, en.wikipedia infobox, page last edited 2 May 2024)",
              "town_charter": "1794 (kjøpstad, King Christian VII; lokalhistoriewiki: 20 June 1794)",
              "tromso_population_snl": "~79,000 (1 Jan 2024, rounded, SNL citing SSB)"})),
    ]
    rs.add(task=T, tid="h21-search-03", system=SEARCH_SYSTEM, turns=turns,
           state=st("According to English Wikipedia, what is the population of Tromsø municipality, and in which year did Tromsø receive its town charter?", "2024-05-20"),
           bad=True, turn=5, kind="Wikipedia infobox municipality population differs between two extractions with the same last-edited stamp")


# 04 clean, mainstream (Wikipedia, club site, BBC): the Wikipedia page is edited between two reads (newer stamp).
BAYERN = """# FC Bayern Munich
From Wikipedia, the free encyclopedia

| FC Bayern Munich | |
|---|---|
| Full name | Fußball-Club Bayern München e. V. |
| Nickname(s) | Die Roten (The Reds), FCB, Der FCB, Der Rekordmeister |
| Founded | 27 February 1900 |
| Ground | Allianz Arena |
| Capacity | 75,024 |
| President | Herbert Hainer |
| CEO | Jan-Christian Dreesen |
| Head coach | {coach} |
| League | Bundesliga |
| 2023–24 | Bundesliga, 3rd of 18 |
| Website | fcbayern.com |

**Fußball-Club Bayern München e. V.**, commonly known as **FC Bayern München**, **FC Bayern**, **Bayern Munich**, or simply **Bayern**, is a German professional sports club based in Munich, Bavaria. Its main men's football team competes in the Bundesliga, the top tier of German football. Bayern is the most successful club in German football history, having won a record 33 national titles, including eleven consecutively from 2013 to 2023, and 20 national cups, along with 6 European Cups.

## Current technical staff
| Position | Name |
|---|---|
| Head coach | {coach} |
| Assistant coach | {asst} |
| Goalkeeper coach | Michael Rechner |
| Athletic coach | Holger Broich |
| Sporting director | Christoph Freund |
| Board member for sport | Max Eberl |

{note}
This page was last edited on {stamp}."""


def t04(rs: RowSet) -> None:
    w1 = BAYERN.format(coach="Thomas Tuchel", asst="Zsolt Lőw, Arno Michels",
                       note="On 21 February 2024 the club announced that Tuchel would leave at the end of the 2023–24 season, one year before the end of his contract.[213]",
                       stamp="28 May 2024, at 21:40 (UTC)")
    w2 = BAYERN.format(coach="Vincent Kompany", asst="TBA",
                       note="On 29 May 2024 Bayern announced the appointment of Vincent Kompany on a contract until 30 June 2027, succeeding Thomas Tuchel, whose departure had been agreed on 21 February 2024.[213][214]",
                       stamp="29 May 2024, at 12:41 (UTC)")
    club = """# Vincent Kompany is the new head coach of FC Bayern
fcbayern.com · News · 29.05.2024 · 12:05

Vincent Kompany is the new head coach of FC Bayern. The 38-year-old Belgian has signed a contract until 30 June 2027. Kompany had most recently been in charge of English club Burnley FC, whom he led to promotion to the Premier League in 2023.

Board member for sport Max Eberl: "Vincent is a coach who plays football that is courageous, offensive and dominant. That fits FC Bayern. We're convinced he is the right man for our team."

Vincent Kompany: "I'm delighted to be here. FC Bayern is one of the biggest clubs in the world, and I have great respect for this task. I'm looking forward to working with the team and getting started."

As a player, Kompany won four Premier League titles with Manchester City and earned 89 caps for Belgium. He will begin work at Säbener Straße at the start of pre-season; his coaching staff will be announced in due course.

Tags: Vincent Kompany · Head coach · Bundesliga"""
    bbc = useful("https://www.bbc.co.uk/sport/football/articles/c4nnk0g1r3do",
                 "Details of Kompany's move to Bayern: contract length and compensation to Burnley",
                 """"Bayern Munich have appointed Burnley boss Vincent Kompany as their new manager on a three-year deal." (published 29 May 2024, 11:31 BST; updated 13:10 BST)
"The German club have agreed to pay compensation to Burnley, understood to be about £10.2m (€12m)."
"Kompany, 38, leaves Turf Moor after Burnley were relegated from the Premier League, finishing 19th with 24 points."
"Bayern had held talks with a number of candidates, including Xabi Alonso, Julian Nagelsmann and Ralf Rangnick, before turning to the Belgian." """,
                 "BBC Sport reports Kompany signed a three-year deal (i.e. to 2027) and that Bayern pay Burnley roughly £10.2m (€12m) in compensation.")
    sky = "Bayern Munich have agreed a deal in principle with Burnley for Vincent Kompany, with compensation of around €12m; the Belgian is expected to sign a three-year contract ..."
    turns = [
        (search("Bayern Munich new head coach", "Vincent Kompany Bayern appointed"),
         hits(("https://fcbayern.com/en/news/2024/05/vincent-kompany-is-the-new-head-coach-of-fc-bayern", "Vincent Kompany is the new head coach of FC Bayern", "Vincent Kompany is the new head coach of FC Bayern. The 38-year-old Belgian has signed a contract until 30 June 2027 ...", "2 hours ago"),
              ("https://www.skysports.com/football/news/11095/13142411/vincent-kompany-bayern-munich-agree-deal-with-burnley", "Vincent Kompany: Bayern Munich agree deal with Burnley for boss | Sky Sports", sky, "2 days ago"),
              ("https://www.bbc.co.uk/sport/football/articles/c4nnk0g1r3do", "Vincent Kompany: Bayern Munich appoint Burnley boss as manager - BBC Sport", "Bayern Munich have appointed Burnley boss Vincent Kompany as their new manager on a three-year deal ...", "1 hour ago"),
              ("https://en.wikipedia.org/wiki/FC_Bayern_Munich", "FC Bayern Munich - Wikipedia", "Fußball-Club Bayern München e. V., commonly known as FC Bayern München, FC Bayern, Bayern Munich, or simply Bayern, is a German professional sports club ...", "2024-05-28"))),
        (extract("https://en.wikipedia.org/wiki/FC_Bayern_Munich", "Current head coach in the infobox and staff table"), w1),
        (memory("add", items={"head_coach": "Thomas Tuchel (Wikipedia infobox, last edited 28 May 2024 21:40 UTC) - departure already agreed"}),
         added("head_coach")),
        (extract("https://fcbayern.com/en/news/2024/05/vincent-kompany-is-the-new-head-coach-of-fc-bayern", "Who is the new head coach and contract length"), club),
        (memory("update", items={"head_coach": "Vincent Kompany (official FC Bayern announcement 29.05.2024 12:05 CEST)"}),
         updated("head_coach")),
        (extract("https://www.bbc.co.uk/sport/football/articles/c4nnk0g1r3do", "Details of Kompany's move to Bayern: contract length and compensation to Burnley"), bbc),
        (extract("https://en.wikipedia.org/wiki/FC_Bayern_Munich", "Check whether Wikipedia now lists Kompany as head coach"), w2),
        (memory("add", items={"contract_until": "30 June 2027 (club; BBC: three-year deal)",
                              "compensation_to_burnley": "about £10.2m / €12m (BBC, Sky: ~€12m)"}),
         added("contract_until", "compensation_to_burnley")),
        (memory("retrieve_all"),
         got({"head_coach": "Vincent Kompany (official FC Bayern announcement 29.05.2024 12:05 CEST)",
              "contract_until": "30 June 2027 (club; BBC: three-year deal)",
              "compensation_to_burnley": "about £10.2m / €12m (BBC, Sky: ~€12m)"})),
    ]
    rs.add(task=T, tid="h21-search-04", system=SEARCH_SYSTEM, turns=turns,
           state=st("Who is FC Bayern Munich's men's head coach as of today, and until when does his contract run?", "2024-05-29"))


# 05 bad, less common (BoardGameGeek): a memory key the agent removed shows up again in retrieve_all.
def bgg(name: str, year: str, bid: str, rating: str, nrat: str, weight: str, players: str, best: str, time: str, age: str,
        ranks: str, designer: str, publisher: str, blurb: str, extra: str = "") -> str:
    return f"""# {name} ({year})
BoardGameGeek · boardgame/{bid}

{extra}| | |
|---|---|
| Avg. Rating | {rating} ({nrat} ratings) |
| Players | {players} — Community: {best} |
| Playing Time | {time} Min |
| Age | {age} |
| Weight | {weight} / 5 (Complexity Rating) |
| Ranks | {ranks} |
| Designer | {designer} |
| Publisher | {publisher} |

## Description
{blurb}

## Stats
Comments · Fans · Page Views are live counters; Weight is the mean of user votes (1 = Light, 5 = Heavy)."""


def t05(rs: RowSet) -> None:
    si = bgg("Spirit Island", "2017", "162886", "8.3", "51K", "4.06", "1–4 Players", "Best: 2", "90–120", "13+",
             "Overall 14 · Strategy 11 · Thematic 5", "R. Eric Reuss", "Greater Than Games, LLC (+ 16 more)",
             "In the most distant reaches of the world, magic still exists, embodied by spirits of the land, of the sky, and of every natural thing. As the great powers of Europe stretch their colonial empires further and further, they will inevitably lay claim to a place where spirits still hold power — and when they do, the land itself will fight back alongside the islanders who live there. Spirit Island is a complex and thematic cooperative game about defending your island home from colonizing Invaders.")
    je = bgg("Spirit Island: Jagged Earth", "2020", "268386", "9.1", "9.4K", "4.37", "1–6 Players", "Best: 2", "90–120", "13+",
             "Not Ranked (expansion)", "R. Eric Reuss", "Greater Than Games, LLC",
             "Jagged Earth is the second expansion for Spirit Island, adding 10 new Spirits, 2 new Adversaries, new Power Cards, Events and the ability to play with up to 6 players.",
             extra="**Expansion for Base-game:** Spirit Island (162886)\n\n")
    bb = bgg("Brass: Birmingham", "2018", "224517", "8.6", "48K", "3.87", "2–4 Players", "Best: 3–4", "60–120", "14+",
             "Overall 1 · Strategy 1", "Gavan Brown, Matt Tolman, Martin Wallace", "Roxley (+ 19 more)",
             "Brass: Birmingham is an economic strategy game sequel to Martin Wallace's 2007 masterpiece, Brass. It tells the story of competing entrepreneurs in Birmingham during the industrial revolution between the years of 1770–1870.")
    gh = bgg("Gloomhaven", "2017", "174430", "8.6", "63K", "3.91", "1–4 Players", "Best: 3", "60–120", "14+",
             "Overall 3 · Strategy 3 · Thematic 2", "Isaac Childres", "Cephalofair Games (+ 15 more)",
             "Gloomhaven is a game of Euro-inspired tactical combat in a persistent world of shifting motives. Players take on the role of a wandering adventurer with their own special set of skills and their own reasons for traveling to this dark corner of the world.")
    turns = [
        (search("Spirit Island BoardGameGeek weight complexity"),
         hits(("https://boardgamegeek.com/boardgame/162886/spirit-island", "Spirit Island | Board Game | BoardGameGeek", "Spirit Island is a complex and thematic cooperative game about defending your island home from colonizing Invaders ... Weight: 4.06 / 5", "2024-08-09"),
              ("https://boardgamegeek.com/boardgameexpansion/268386/spirit-island-jagged-earth", "Spirit Island: Jagged Earth | Board Game Expansion | BoardGameGeek", "Jagged Earth is the second expansion for Spirit Island, adding 10 new Spirits ...", "2024-08-07"),
              ("https://www.reddit.com/r/boardgames/comments/xq1b2c/is_spirit_island_really_that_heavy/", "Is Spirit Island really that heavy? : r/boardgames", "BGG has it at 4.06 which puts it in the same bracket as Mage Knight, but the rules themselves are short ...", "2022-09-28"))),
        (extract("https://boardgamegeek.com/boardgame/162886/spirit-island", "Weight (complexity) rating of Spirit Island"), si),
        (memory("add", items={"spirit_island_weight": "4.06 / 5 (BGG 162886)"}), added("spirit_island_weight")),
        (extract("https://boardgamegeek.com/boardgameexpansion/268386/spirit-island-jagged-earth", "Weight rating of the Spirit Island Jagged Earth entry"), je),
        (memory("add", items={"jagged_earth_weight": "4.37 / 5 (BGG 268386)"}), added("jagged_earth_weight")),
        (memory("remove", keys=["jagged_earth_weight"]), removed("jagged_earth_weight")),
        (extract("https://boardgamegeek.com/boardgame/224517/brass-birmingham", "Weight (complexity) rating of Brass: Birmingham"), bb),
        (extract("https://boardgamegeek.com/boardgame/174430/gloomhaven", "Weight (complexity) rating of Gloomhaven"), gh),
        (memory("add", items={"brass_birmingham_weight": "3.87 / 5 (BGG 224517)", "gloomhaven_weight": "3.91 / 5 (BGG 174430)"}),
         added("brass_birmingham_weight", "gloomhaven_weight")),
        (memory("retrieve_all"),
         got({"spirit_island_weight": "4.06 / 5 (BGG 162886)", "jagged_earth_weight": "4.37 / 5 (BGG 268386)",
              "brass_birmingham_weight": "3.87 / 5 (BGG 224517)", "gloomhaven_weight": "3.91 / 5 (BGG 174430)"})),
        (search("BoardGameGeek weight rating how calculated"),
         hits(("https://boardgamegeek.com/wiki/page/Weight", "Weight | BoardGameGeek wiki", "The Weight is a community rating of how difficult a game is to understand. Users vote on a scale of 1 (Light) to 5 (Heavy); the displayed value is the average of all votes ...", "2021-03-14"),
              ("https://boardgamegeek.com/thread/2245139/what-does-weight-actually-measure", "What does 'weight' actually measure? | BoardGameGeek", "Weight conflates rules complexity, decision depth and game length; heavy-but-short games tend to be under-rated ...", "2019-07-02"),
              ("https://www.dicebreaker.com/topics/board-games/feature/board-game-weight-explained", "Board game weight explained | Dicebreaker", "On BoardGameGeek, a game's weight is simply the mean of players' complexity votes, so new releases can swing a lot ...", "2023-02-11"))),
    ]
    rs.add(task=T, tid="h21-search-05", system=SEARCH_SYSTEM, turns=turns,
           state=st("Among the base games Spirit Island, Brass: Birmingham and Gloomhaven, which has the highest BoardGameGeek weight (complexity) rating?", "2024-08-10"),
           bad=True, turn=10, kind="memory key removed earlier (jagged_earth_weight) reappears in retrieve_all")


# 06 clean, less common (Vintage Synth Explorer, Gearspace, muzines): sources disagree, a truncated view, forum pages.
def t06(rs: RowSet) -> None:
    vse = """# Sequential Circuits Prophet-5
Vintage Synth Explorer · Synth Database · Sequential Circuits

**Sequential Circuits Prophet-5** — Images · Specifications · Demos · User reviews (211)

The Prophet-5 was the first fully programmable polyphonic analog synthesizer, and one of the most legendary synths of all time. Designed by Dave Smith and John Bowen and released in 1978, it has five voices, each with two VCOs, a noise source, a 4-pole resonant low-pass filter and two ADSR envelopes, plus the famous Poly-Mod section that lets the filter envelope and Osc B modulate Osc A's frequency and pulse width and the filter cutoff. Forty patches could be stored and recalled — a revolution at the time.

There were three major revisions. Revs 1 and 2 used SSM chips for the oscillators and filters and are prized for their sound, but they were notoriously unstable. Rev 3 (1980) switched to Curtis (CEM) chips, which made the instrument far more reliable and gave it a slightly brighter, tighter character; it also added a cassette interface and, on late units, MIDI retrofits became common. All told, approximately 6,000 Prophet-5s were built before production ended in 1984.

The Prophet-5 can be heard on records by Phil Collins, Michael Jackson (Thriller), Duran Duran, Tears for Fears, Depeche Mode, Kraftwerk, Talking Heads, Japan, Pink Floyd, Genesis, Vangelis, John Carpenter and many more.

| Specifications | |
|---|---|
| Polyphony | 5 voices |
| Oscillators | 2 VCOs per voice + noise |
| Filter | 24 dB/oct resonant low-pass (SSM2040 Rev 1/2, CEM3320 Rev 3) |
| Memory | 40 patches (120 on Rev 3.3) |
| Keyboard | 61 keys |
| Control | Cassette interface (Rev 3); MIDI retrofit available |
| Date Produced | 1978–1984 |
| Original price | $3,995 (1978) |

[... page truncated by extractor at 6,000 characters; remaining sections: User Reviews, Demos & Sounds, Resources ...]"""
    wiki = useful("https://en.wikipedia.org/wiki/Sequential_Circuits_Prophet-5",
                  "Production numbers by revision and the price of the Rev 3",
                  """"The Prophet-5 was launched in January 1978 at the NAMM Show; the first units shipped in early 1978 with a list price of US$3,995."
"Around 182 Rev 1 units were hand-built ... Rev 2, of which around 1,050 were made, improved the reliability of the keyboard and the patch memory ..."
"The Rev 3, introduced in 1980, replaced the SSM chips with Curtis Electromusic chips ... Approximately 4,800 Rev 3 units had been manufactured by the time production ended in 1984."
"By 1981 the list price had risen to $4,595."
"In total, about 6,000 Prophet-5s were produced." """,
                  "Wikipedia gives ~182 Rev 1, ~1,050 Rev 2 and ~4,800 Rev 3 units (about 6,000 total), a 1978 launch price of $3,995, and a list price of $4,595 by 1981 (the Rev 3 period).")
    gs1 = """# Prophet 5 rev 3 serial numbers - what range? - Gearspace
Forum: Electronic Music Instruments and Electronic Music Production · Thread started by analogdrifter

Page 1 of 3  [1] 2 3 >

**#1 · analogdrifter · 11th January 2021**
Looking at a Rev 3.2 with serial 4417. Does anyone know the serial ranges for each revision? Trying to work out how many Rev 3s exist.

**#2 · sequential_tech · 11th January 2021**
From the service notes and the registry we keep: Rev 1 runs 1–182, Rev 2 about 183–1300 (with some overlap in the low 1200s), Rev 3.0 starts at 1300. The highest Rev 3.3 serial I've seen on a real unit is 6150. So very roughly 4,850 Rev 3s, but there are gaps and a few "dash" serials, so don't take that as gospel.

**#3 · M-Brane · 12th January 2021**
Wikipedia says about 4,800 Rev 3, so that's in the same ballpark.

**#4 · analogdrifter · 12th January 2021**
Thanks both. 4417 would be a 3.2 then (3.2 began around 3300 I think?).

**#5 · sequential_tech · 12th January 2021**
3.1 around 1300–3000, 3.2 around 3000–4100, 3.3 from roughly 4100 to the end. 4417 is probably an early 3.3 — check for the Z80 board date codes.

Page 1 of 3  [1] 2 3 >"""
    gs2 = """# Prophet 5 rev 3 serial numbers - what range? - Gearspace
Forum: Electronic Music Instruments and Electronic Music Production · Thread started by analogdrifter

Page 2 of 3  < 1 [2] 3 >

**#16 · vintagekeys_uk · 3rd February 2021**
Found my dad's original receipt for his Rev 3 from Manny's in 1981: list $4,595, he paid $3,990 after haggling, plus $20 shipping to Connecticut.

**#17 · M-Brane · 3rd February 2021**
That matches the 1981 price list I have: Prophet-5 $4,595, Prophet-10 $7,995, Pro-One $645.

**#18 · analogdrifter · 4th February 2021**
Did the price go up at the switch to Rev 3 or later?

**#19 · sequential_tech · 4th February 2021**
The $3,995 was the 1978 launch price. Rev 3 came in at $4,495 in 1980 and went to $4,595 during 1981 — I don't have the exact date of the increase.

**#20 · Synthpop84 · 5th February 2021**
Anyone have the UK price? I remember it being astronomical — more than a car.

Page 2 of 3  < 1 [2] 3 >"""
    emm = useful("https://www.muzines.co.uk/articles/sequential-circuits-prophet-5/1207",
                 "UK retail price of the Prophet-5 Rev 3 in the early 1980s",
                 """Electronics & Music Maker, June 1981, "Sequential Circuits Prophet-5 (Rev 3)" review by Mark Jenkins, page 48:
"... the current Rev 3 model, which retails in the UK at £3,450 including VAT, not far short of the price of a small family car."
"Compared with the early SSM-based machines, the Rev 3 holds its tuning well after a fifteen-minute warm-up." """,
                 "In June 1981 the Rev 3 retailed in the UK at £3,450 including VAT (E&MM).")
    turns = [
        (search("Prophet-5 Rev 3 how many units produced", "Prophet-5 rev 3 price 1980"),
         hits(("https://www.vintagesynth.com/sequential-circuits/prophet-5", "Sequential Circuits Prophet-5 | Vintage Synth Explorer", "The Prophet-5 was the first fully programmable polyphonic analog synthesizer ... approximately 6,000 Prophet-5s were built ...", "2023-05-17"),
              ("https://en.wikipedia.org/wiki/Sequential_Circuits_Prophet-5", "Sequential Circuits Prophet-5 - Wikipedia", "The Prophet-5 is an analog synthesizer manufactured by American electronics company Sequential Circuits between 1978 and 1984 ...", "2024-03-22"),
              ("https://gearspace.com/board/electronic-music-instruments-and-electronic-music-production/1334401-prophet-5-rev-3-serial-numbers-what-range.html", "Prophet 5 rev 3 serial numbers - what range? - Gearspace", "Rev 1 runs 1–182, Rev 2 about 183–1300 ... The highest Rev 3.3 serial I've seen on a real unit is 6150 ...", "2021-01-11"),
              ("https://www.sequential.com/about/history/", "History | Sequential", "In 1978 Sequential Circuits introduced the Prophet-5, the world's first fully programmable polyphonic synthesizer ...", "2022-08-01"),
              ("https://www.matrixsynth.com/2019/05/sequential-circuits-prophet-5-rev-3.html", "matrixsynth: Sequential Circuits Prophet-5 Rev 3.3 SN 5733", "Up on eBay ... serial 5733, Rev 3.3 with factory MIDI ...", "2019-05-06"))),
        (extract("https://www.vintagesynth.com/sequential-circuits/prophet-5", "Production numbers and original price of the Prophet-5"), vse),
        (memory("add", items={"total_units_all_revs": "~6,000 (Vintage Synth Explorer)", "launch_price_1978": "US$3,995 (Rev 1, VSE)"}),
         added("total_units_all_revs", "launch_price_1978")),
        (extract("https://en.wikipedia.org/wiki/Sequential_Circuits_Prophet-5", "Production numbers by revision and the price of the Rev 3"), wiki),
        (memory("add", items={"rev3_units": "~4,800 (Wikipedia)", "rev3_price": "US$4,595 by 1981 (Wikipedia)"}),
         added("rev3_units", "rev3_price")),
        (search("prophet-5 rev 3 serial number range gearspace", "prophet 5 1981 price list"),
         hits(("https://gearspace.com/board/electronic-music-instruments-and-electronic-music-production/1334401-prophet-5-rev-3-serial-numbers-what-range.html", "Prophet 5 rev 3 serial numbers - what range? - Gearspace", "Rev 1 runs 1–182, Rev 2 about 183–1300 ... The highest Rev 3.3 serial I've seen on a real unit is 6150 ...", "2021-01-11"),
              ("https://www.muzines.co.uk/articles/sequential-circuits-prophet-5/1207", "Sequential Circuits Prophet-5 (E&MM Jun 81)", "... the current Rev 3 model, which retails in the UK at £3,450 including VAT ...", "1981-06-01"),
              ("https://www.vintagesynth.com/sequential-circuits/prophet-5", "Sequential Circuits Prophet-5 | Vintage Synth Explorer", "The Prophet-5 was the first fully programmable polyphonic analog synthesizer ... approximately 6,000 Prophet-5s were built ...", "2023-05-17"),
              ("https://www.reddit.com/r/synthesizers/comments/k2p9vd/prophet5_serial_lookup/", "Prophet-5 serial lookup? : r/synthesizers", "There's a registry on the Sequential forum; my rev 3.3 is #5981 ...", "2020-11-28"))),
        (extract("https://gearspace.com/board/electronic-music-instruments-and-electronic-music-production/1334401-prophet-5-rev-3-serial-numbers-what-range.html", "Serial ranges per revision and estimated Rev 3 count"), gs1),
        (extract("https://gearspace.com/board/electronic-music-instruments-and-electronic-music-production/1334401-prophet-5-rev-3-serial-numbers-what-range-2.html", "Rev 3 list price mentioned in the thread"), gs2),
        (extract("https://www.muzines.co.uk/articles/sequential-circuits-prophet-5/1207", "UK retail price of the Prophet-5 Rev 3 in the early 1980s"), emm),
        (memory("update", items={"rev3_units": "~4,800 (Wikipedia); ~4,850 from serial range 1300–6150 (Gearspace, informal)",
                                 "rev3_price": "US$4,495 at 1980 intro per Gearspace user, US$4,595 list by 1981 (Wikipedia, 1981 receipt/price list); UK £3,450 inc VAT (E&MM Jun 1981)"}),
         updated("rev3_units", "rev3_price")),
        (memory("retrieve_all"),
         got({"total_units_all_revs": "~6,000 (Vintage Synth Explorer)", "launch_price_1978": "US$3,995 (Rev 1, VSE)",
              "rev3_units": "~4,800 (Wikipedia); ~4,850 from serial range 1300–6150 (Gearspace, informal)",
              "rev3_price": "US$4,495 at 1980 intro per Gearspace user, US$4,595 list by 1981 (Wikipedia, 1981 receipt/price list); UK £3,450 inc VAT (E&MM Jun 1981)"})),
    ]
    rs.add(task=T, tid="h21-search-06", system=SEARCH_SYSTEM, turns=turns,
           state=st("Roughly how many Sequential Circuits Prophet-5 Rev 3 units were built, and what was its US list price?", "2024-04-03"))


# 07 clean, less common (OEIS, groupprops): the agent removes a wrong memory key, so a later retrieve finds nothing.
A000679 = """# A000679 - OEIS
Number of groups of order 2^n.

**Data:** 1, 1, 2, 5, 14, 51, 267, 2328, 56092, 10494213, 49487367289

OFFSET 0,3

COMMENTS
Groups of order 2^10 were first counted in 2001 by Besche, Eick and O'Brien; the count was corrected by David Burrell in 2021. a(11) is not known.

REFERENCES
H. U. Besche, B. Eick and E. A. O'Brien, A millennium project: constructing small groups, Internat. J. Algebra Comput., 12 (2002), 623-644.

LINKS
Table of n, a(n) for n = 0..10.

CROSSREFS
Cf. A000001 (groups of order n), A000678, A054397.

KEYWORD nonn,hard,nice,core
AUTHOR N. J. A. Sloane
EXTENSIONS a(10) corrected by David Burrell, Jun 03 2022
STATUS approved · last modified Jan 14 2024"""
A000001 = """# A000001 - OEIS
Number of groups of order n.

**Data:** 0, 1, 1, 1, 2, 1, 2, 1, 5, 2, 2, 1, 5, 1, 2, 1, 14, 1, 5, 1, 5, 2, 2, 1, 15, 2, 2, 5, 4, 1, 4, 1, 51, 1, 2, 1, 14, 1, 2, 2, 14, 1, 6, 1, 4, 2, 2, 1, 52, 2, 5, 1, 5, 1, 15, 2, 13, 2, 2, 1, 13, 1, 2, 4, 267, 1, 4, 1, 5, 1, 4, 1, 50, 1, 2, 3, 4, 1, 6, 1, 52, 15, 2, 1, 15, 1, 2, 1, 12, 1, 10, 1, 4, 2

OFFSET 0,5

COMMENTS
Also, number of nonisomorphic subgroups of order n in symmetric group S_n. - Lekraj Beedassy, Dec 16 2004
a(2^n) = A000679(n). In particular a(256) = 56092 and a(512) = 10494213; a(1024) = 49487367289.

LINKS
N. J. A. Sloane, Table of n, a(n) for n = 0..2047 (from the GAP Small Groups Library)

CROSSREFS
Cf. A000679, A001034 (simple groups), A000688 (abelian groups), A060689.

KEYWORD nonn,core,nice,hard
AUTHOR N. J. A. Sloane
STATUS approved · last modified Apr 22 2024"""


def t07(rs: RowSet) -> None:
    bfile = """A000001/b000001.txt (plain text, 2048 lines; extractor view limited to the lines around the goal)

[lines 1–250 omitted]
250 15
251 1
252 46
253 2
254 2
255 1
256 56092
257 1
258 6
259 1
260 15
[lines 262–2048 omitted]"""
    gp = useful("https://groupprops.subwiki.org/wiki/Groups_of_order_256", "How many groups of order 256 there are",
                """"There are 56092 groups of order 256." (infobox: Number of groups up to isomorphism 56092; of these, abelian 22)
"The count was first obtained by O'Brien (1991) using the p-group generation algorithm; the groups are available in the SmallGroups library as SmallGroup(256, i) for 1 <= i <= 56092."
Page footer: "This page was last modified on 2 March 2021, at 17:48." """,
                "Groupprops confirms 56092 groups of order 256 (22 abelian), matching OEIS.")
    turns = [
        (search("number of groups of order 256", "OEIS number of groups of order n"),
         hits(("https://oeis.org/A000679", "A000679 - OEIS", "Number of groups of order 2^n. 1, 1, 2, 5, 14, 51, 267, 2328, 56092, 10494213, 49487367289", "2024-01-14"),
              ("https://oeis.org/A000001", "A000001 - OEIS", "Number of groups of order n. 0, 1, 1, 1, 2, 1, 2, 1, 5, 2, 2, 1, 5, 1, 2, 1, 14, 1, 5, 1, 5, 2, 2, 1, 15 ...", "2024-04-22"),
              ("https://groupprops.subwiki.org/wiki/Groups_of_order_256", "Groups of order 256 - Groupprops", "There are 56092 groups of order 256 ...", "2021-03-02"),
              ("https://mathoverflow.net/questions/41474/number-of-groups-of-order-n", "gr.group theory - Number of groups of order n - MathOverflow", "Most groups are 2-groups: of the ~49.9 billion groups of order at most 2000, more than 99% have order 1024 ...", "2010-10-08"))),
        (extract("https://oeis.org/A000679", "Number of groups of order 256 = 2^8"), A000679),
        (memory("add", items={"anumber_guess": "A000679 (groups of order 2^n)", "groups_order_256": "56092 (A000679, a(8))"}),
         added("anumber_guess", "groups_order_256")),
        (extract("https://oeis.org/A000001", "Is there a general sequence for the number of groups of order n and its value at 256"), A000001),
        (memory("remove", keys=["anumber_guess"]), removed("anumber_guess")),
        (memory("add", items={"anumber": "A000001 (number of groups of order n); A000679 is the 2^n subsequence"}), added("anumber")),
        (extract("https://oeis.org/A000001/b000001.txt", "Value of a(256) in the b-file"), bfile),
        (memory("retrieve", keys=["anumber_guess"]), "Key not found: anumber_guess"),
        (extract("https://groupprops.subwiki.org/wiki/Groups_of_order_256", "How many groups of order 256 there are"), gp),
        (memory("retrieve_all"),
         got({"groups_order_256": "56092 (A000679, a(8))",
              "anumber": "A000001 (number of groups of order n); A000679 is the 2^n subsequence"})),
    ]
    rs.add(task=T, tid="h21-search-07", system=SEARCH_SYSTEM, turns=turns,
           state=st("How many groups of order 256 are there, and which OEIS sequence gives the number of groups of order n?", "2024-09-05"))


# 08 bad, mainstream (GitHub, PyPI): the commit a release tag points to differs between the release page and the tags page.
def t08(rs: RowSet) -> None:
    rel0 = """# Release 24.4.0 · psf/black
github.com/psf/black/releases/tag/24.4.0

**24.4.0**
JelleZijlstra released this Apr 13 · 41 commits to main since this release
🏷 24.4.0 · ⊶ c5b2b1d · ✓ Verified

### Stable style
- Fix unwanted crashes caused by AST equivalency check (#4290)

### Preview style
- `if` guards in `case` blocks are now wrapped in parentheses when the line is too long. (#4269)
- Stop moving multiline strings to a new line unless inside brackets (#4289)

### Integrations
- Add a new option `use_pyproject` to the GitHub Action `psf/black`. This will read the Black version from `pyproject.toml`. (#4294)

**Contributors:** JelleZijlstra, hauntsaninja, RedGuy12, tusharsadhwani, cobaltt7

### Assets 2
- Source code (zip) · Apr 13, 2024
- Source code (tar.gz) · Apr 13, 2024

👍 18 · 🎉 9 · ❤️ 4 — 27 people reacted"""
    rel1 = """# Release 24.4.1 · psf/black
github.com/psf/black/releases/tag/24.4.1

**24.4.1**
JelleZijlstra released this Apr 24 · 29 commits to main since this release
🏷 24.4.1 · ⊶ 1f41e6b · ✓ Verified

### Highlights
- Add support for the new Python 3.12 f-string syntax introduced by PEP 701 (#3822)

### Stable style
- Fix crash involving indented dummy functions containing newlines (#4318)

### Parser
- Add support for type parameter defaults, a new syntactic feature added to Python 3.13 by PEP 696 (#4327)

### Integrations
- Github Action now works even when `git archive` is skipped (#4313)

### Assets 2
- Source code (zip) · Apr 24, 2024
- Source code (tar.gz) · Apr 24, 2024"""
    tags = """# Tags · psf/black
github.com/psf/black/tags

Releases 98 · Tags 118

**24.4.2**
Apr 26 · ⊶ 8f7d8d5 · zip · tar.gz · Notes

**24.4.1**
Apr 24 · ⊶ 1f41e6b · zip · tar.gz · Notes

**24.4.0**
Apr 13 · ⊶ 9c1fd46 · zip · tar.gz · Notes

**24.3.0**
Mar 15 · ⊶ 552baf8 · zip · tar.gz · Notes

**24.2.0**
Feb 12 · ⊶ 6fdf8a4 · zip · tar.gz · Notes

**24.1.1**
Jan 28 · ⊶ 8fe627d · zip · tar.gz · Notes

**24.1.0**
Jan 26 · ⊶ 59b9d85 · zip · tar.gz · Notes

**23.12.1**
Dec 22, 2023 · ⊶ 432d905 · zip · tar.gz · Notes

< Previous · Next >"""
    pypi = """# black 24.4.0
pip install black==24.4.0
Newer version available (24.4.2) · Released: Apr 13, 2024

The uncompromising code formatter.

## Navigation
Project description · Release history · Download files

## Verified details
Maintainers: ambv, JelleZijlstra, hauntsaninja, ichard26, isidentical, zsol
Meta: License: MIT · Author: Łukasz Langa · Requires: Python >=3.8

## Built Distributions (excerpt)
| File | Size | Uploaded |
|---|---|---|
| black-24.4.0-py3-none-any.whl | 200.6 kB | Apr 13, 2024 via GitHub Actions (psf/black, workflow pypi_upload.yml) |
| black-24.4.0-cp312-cp312-manylinux_2_17_x86_64.manylinux2014_x86_64.whl | 1.7 MB | Apr 13, 2024 |
| black-24.4.0-cp311-cp311-macosx_11_0_arm64.whl | 1.4 MB | Apr 13, 2024 |
| black-24.4.0.tar.gz (source) | 630.4 kB | Apr 13, 2024 |

SHA256 (black-24.4.0-py3-none-any.whl): 74eb5ceb5b8d4cd5b6eb29e7b1ba4c4a1e1eaf0a0de5fb6b6b1b5f2e8fa3a6d4"""
    changes = useful("https://github.com/psf/black/blob/main/CHANGES.md",
                     "What changed between 24.3.0 and 24.4.0",
                     """"## 24.4.0
### Stable style
- Fix unwanted crashes caused by AST equivalency check (#4290)
### Preview style
- `if` guards in `case` blocks are now wrapped in parentheses when the line is too long. (#4269)
- Stop moving multiline strings to a new line unless inside brackets (#4289)
### Integrations
- Add a new option `use_pyproject` to the GitHub Action `psf/black`. This will read the Black version from `pyproject.toml`. (#4294)"
"## 24.3.0
### Highlights
This release is a milestone: it fixes Black's first CVE security vulnerability. If you run Black on untrusted input, or if you habitually put thousands of leading tab characters in your docstrings, you are strongly encouraged to upgrade immediately to fix CVE-2024-21503.
### Stable style
- Don't move comments along with delimiters, which could cause crashes (#4248)
- Strengthen AST safety check to catch more unsafe changes to strings. (#4270)
### Performance
- Fix catastrophic performance on docstrings that contain large numbers of leading tab characters. This fixes CVE-2024-21503. (#4278)" """,
                     "24.4.0 is a small release: one stable-style crash fix (#4290), two preview-style changes (#4269, #4289) and a new `use_pyproject` option for the GitHub Action (#4294). 24.3.0 was the CVE-2024-21503 fix release.")
    turns = [
        (search("psf black 24.4.0 release", "black formatter 24.4.0 changelog"),
         hits(("https://github.com/psf/black/releases/tag/24.4.0", "Release 24.4.0 · psf/black · GitHub", "Stable style: Fix unwanted crashes caused by AST equivalency check (#4290). Preview style: if guards in case blocks are now wrapped ...", "2024-04-13"),
              ("https://pypi.org/project/black/24.4.0/", "black · PyPI", "The uncompromising code formatter. Released: Apr 13, 2024", "2024-04-13"),
              ("https://github.com/psf/black/blob/main/CHANGES.md", "black/CHANGES.md at main · psf/black", "Change Log. Unreleased. Highlights. Stable style ... 24.4.2 ... 24.4.1 ... 24.4.0 ...", "2024-05-06"),
              ("https://black.readthedocs.io/en/stable/change_log.html", "Change Log - Black 24.4.2 documentation", "24.4.0: Stable style: Fix unwanted crashes caused by AST equivalency check (#4290) ...", "2024-04-26"))),
        (extract("https://github.com/psf/black/releases/tag/24.4.0", "Release date and commit of black 24.4.0"), rel0),
        (memory("add", items={"black_24.4.0_commit": "c5b2b1d (release page, verified)", "black_24.4.0_date": "2024-04-13"}),
         added("black_24.4.0_commit", "black_24.4.0_date")),
        (extract("https://pypi.org/project/black/24.4.0/", "Upload date of black 24.4.0 on PyPI"), pypi),
        (extract("https://github.com/psf/black/blob/main/CHANGES.md", "What changed between 24.3.0 and 24.4.0"), changes),
        (extract("https://github.com/psf/black/tags", "Commit each recent tag of black points to"), tags),
        (search("black 24.4.1 release crash fix PEP 701"),
         hits(("https://github.com/psf/black/releases/tag/24.4.1", "Release 24.4.1 · psf/black · GitHub", "Highlights: Add support for the new Python 3.12 f-string syntax introduced by PEP 701 (#3822) ...", "2024-04-24"),
              ("https://github.com/psf/black/issues/4329", "Black 24.4.1 fails on ... · Issue #4329 · psf/black", "After upgrading to 24.4.1, Black crashes with INTERNAL ERROR on files containing nested f-strings ...", "2024-04-25"),
              ("https://pypi.org/project/black/24.4.2/", "black · PyPI", "The uncompromising code formatter. Released: Apr 26, 2024", "2024-04-26"))),
        (extract("https://github.com/psf/black/releases/tag/24.4.1", "Release date, commit and main changes of 24.4.1"), rel1),
        (memory("add", items={"black_24.4.1": "2024-04-24, commit 1f41e6b; PEP 701 f-string support, PEP 696 parser support"}),
         added("black_24.4.1")),
    ]
    rs.add(task=T, tid="h21-search-08", system=SEARCH_SYSTEM, turns=turns,
           state=st("Which commit is the psf/black 24.4.0 release tagged at, when was it published, and what changed relative to 24.3.0?", "2024-05-08"),
           bad=True, turn=6, kind="tags page shows a different commit for the 24.4.0 tag than the release page showed")


# 09 bad, less common (SIMBAD, exoplanet.eu): a value stored in memory reads back with two digits swapped.
def t09(rs: RowSet) -> None:
    simbad = """# SIMBAD query result: HD 209458
Basic data: **V* V376 Peg -- Variable of BY Dra type** (also: HD 209458, HIP 108859, Gaia DR3 1779546757669063552)

| Field | Value | Quality | Bibcode |
|---|---|---|---|
| Other object types | *, BY*, PM*, Pl (planetary system), IR, X | | |
| ICRS coord. (ep=J2000) | 22 03 10.77290 +18 53 03.5479 | A | 2020yCat.1350....0G |
| FK5 coord. (ep=J2000 eq=2000) | 22 03 10.7729 +18 53 03.548 | A | |
| Gal coord. (ep=J2000) | 076.7555 -28.5355 | | |
| Proper motions mas/yr | 29.040 -17.931 [0.022 0.019 90] | A | 2020yCat.1350....0G |
| Radial velocity / Redshift / cz | V(km/s) -14.743 [0.134] / z(~) -0.000049 / cz -14.74 | A | 2018A&A...616A...7S |
| Parallaxes (mas) | 20.6745 [0.0348] | A | 2020yCat.1350....0G |
| Spectral type | F9V | C | 2003AJ....126.2048G |
| Fluxes (5) | B 8.21 [0.02] · V 7.63 [0.01] · G 7.515 · J 6.591 [0.020] · K 6.308 [0.026] | | |

Identifiers (34): HD 209458, HIP 108859, BD+18 4917, V376 Peg, TYC 1688-1821-1, 2MASS J22031077+1853036, Gaia DR3 1779546757669063552, Osiris (IAU name for HD 209458 b host) ...

References (1,914 between 1850 and 2024) · Measurements: 28 tables"""
    eu = useful("https://exoplanet.eu/catalog/hd_209458_b--197/", "Host star distance and stellar parameters for HD 209458 b",
                """Planet: HD 209458 b (Osiris) · Discovered 1999 · Detection: Primary Transit, Radial Velocity
Mass 0.682 (± 0.015) MJ · Radius 1.359 (± 0.019) RJ · Period 3.52474859 d · Semi-major axis 0.04707 AU
Host star: HD 209458 · Distance 48.37 (± 0.38) pc · Spectral type G0V · Mass 1.148 Msun · Radius 1.162 Rsun · Teff 6065 K · [Fe/H] 0.00
(Star parameters from Torres et al. 2008; distance from the Hipparcos 2007 reduction)""",
                "exoplanet.eu lists the host star at 48.37 ± 0.38 pc (Hipparcos-based) with spectral type G0V (Torres et al. 2008), older values than SIMBAD's Gaia DR3 parallax and F9V type.")
    turns = [
        (search("HD 209458 SIMBAD parallax spectral type"),
         hits(("https://simbad.cds.unistra.fr/simbad/sim-id?Ident=HD+209458", "HD 209458 - SIMBAD", "V* V376 Peg -- Variable of BY Dra type. ICRS coord. 22 03 10.77290 +18 53 03.5479 ... Spectral type F9V ...", "2024-02-19"),
              ("https://en.wikipedia.org/wiki/HD_209458", "HD 209458 - Wikipedia", "HD 209458 is an 8th-magnitude star in the constellation Pegasus. It is a solar analog ... approximately 159 light-years from the Sun ...", "2024-01-30"),
              ("https://exoplanet.eu/catalog/hd_209458_b--197/", "HD 209458 b | Exoplanet.eu", "HD 209458 b (Osiris) ... Distance 48.37 pc ...", "2023-11-07"))),
        (extract("https://simbad.cds.unistra.fr/simbad/sim-id?Ident=HD+209458", "Parallax, spectral type and V magnitude of HD 209458"), simbad),
        (memory("add", items={"hd209458_parallax_mas": "20.6745 ± 0.0348 mas (Gaia DR3 via SIMBAD)", "hd209458_sptype": "F9V (SIMBAD, 2003AJ....126.2048G)",
                              "hd209458_vmag": "7.63 ± 0.01"}),
         added("hd209458_parallax_mas", "hd209458_sptype", "hd209458_vmag")),
        (memory("retrieve", keys=["hd209458_parallax_mas"]),
         got({"hd209458_parallax_mas": "20.6475 ± 0.0348 mas (Gaia DR3 via SIMBAD)"})),
        (search("HD 209458 distance parsec Gaia DR3"),
         hits(("https://en.wikipedia.org/wiki/HD_209458", "HD 209458 - Wikipedia", "Distance 159 ly (48.4 pc) ... Apparent magnitude (V) 7.65 ...", "2024-01-30"),
              ("https://exoplanet.eu/catalog/hd_209458_b--197/", "HD 209458 b | Exoplanet.eu", "Host star distance 48.37 (± 0.38) pc ...", "2023-11-07"),
              ("https://exoplanetarchive.ipac.caltech.edu/overview/HD%20209458", "HD 209458 Overview - NASA Exoplanet Archive", "Distance [pc] 48.3016 +0.0512 -0.0511 (Bailer-Jones et al. 2021) ...", "2024-02-01"))),
        (extract("https://exoplanet.eu/catalog/hd_209458_b--197/", "Host star distance and stellar parameters for HD 209458 b"), eu),
        (memory("add", items={"hd209458_distance_notes": "exoplanet.eu 48.37 ± 0.38 pc (Hipparcos 2007); NASA archive 48.30 pc (Bailer-Jones 2021); spectral type G0V on exoplanet.eu vs F9V SIMBAD"}),
         added("hd209458_distance_notes")),
    ]
    rs.add(task=T, tid="h21-search-09", system=SEARCH_SYSTEM, turns=turns,
           state=st("What are the parallax and spectral type of the star HD 209458 according to SIMBAD?", "2024-02-20"),
           bad=True, turn=4, kind="stored parallax 20.6745 reads back from memory as 20.6475 with no update")


# 10 clean, mainstream (GitHub, PyPI): a PR gets merged and the issue closed between two reads; relative times advance.
HTTPX_HEAD = "encode/httpx · Public · ★ Star {stars} · Fork 808 · Watch 138"
ISSUE_BODY = """**mkrell** opened this issue {opened} · {ncom} comments

When streaming a response over HTTP/2 with `client.stream()`, the `read` timeout is ignored: if the server stops sending DATA frames mid-body, `iter_bytes()` blocks forever instead of raising `httpx.ReadTimeout`. HTTP/1.1 behaves correctly.

```python
import httpx
client = httpx.Client(http2=True, timeout=httpx.Timeout(5.0, read=2.0))
with client.stream("GET", "https://stall.example.test/slow-body") as r:
    for chunk in r.iter_bytes():   # hangs here, never raises
        ...
```
httpx 0.27.0 · httpcore 1.0.5 · h2 4.1.0 · Python 3.12.3 · Linux

Labels: bug, http/2 · Assignees: tomchristie · Milestone: none"""


def t10(rs: RowSet) -> None:
    issue_open = f"""# Read timeout not respected for HTTP/2 streaming responses · Issue #3187
{HTTPX_HEAD.format(stars="12.9k")}

**Open**

{ISSUE_BODY.format(opened="2 weeks ago", ncom=14)}

**Timeline (latest)**
- tomchristie added the `http/2` label last week
- karpetrosyan: "Reproduced. The h2 stream read path in httpcore awaits `_receive_stream_event` without the read timeout." · last week
- tomchristie linked a pull request 3 days ago that will close this issue: **Respect read timeout in HTTP/2 stream reads #3190**
- mkrell: "Confirmed the PR branch fixes my reproducer." · 2 days ago

Development: Respect read timeout in HTTP/2 stream reads #3190 (open)"""
    issue_closed = f"""# Read timeout not respected for HTTP/2 streaming responses · Issue #3187
{HTTPX_HEAD.format(stars="12.9k")}

**Closed** (completed)

{ISSUE_BODY.format(opened="2 weeks ago", ncom=15)}

**Timeline (latest)**
- tomchristie added the `http/2` label last week
- karpetrosyan: "Reproduced. The h2 stream read path in httpcore awaits `_receive_stream_event` without the read timeout." · last week
- tomchristie linked a pull request 3 days ago that will close this issue: **Respect read timeout in HTTP/2 stream reads #3190**
- mkrell: "Confirmed the PR branch fixes my reproducer." · 2 days ago
- tomchristie closed this as completed in #3190 · 9 minutes ago
- tomchristie: "Thanks @mkrell for the clear report. This will go out in the next release." · 8 minutes ago

Development: Respect read timeout in HTTP/2 stream reads #3190 (merged)"""
    pr_body = """Closes #3187.

Pass the configured `read` timeout through to the HTTP/2 stream read loop, so that a stalled DATA stream raises `httpx.ReadTimeout` exactly as HTTP/1.1 does. Adds a regression test using a fake h2 server that stops after the first DATA frame.

Files changed (3): `httpx/_transports/default.py` (+9 −2) · `tests/test_timeouts.py` (+41 −0) · `CHANGELOG.md` (+4 −0)"""
    pr_open = f"""# Respect read timeout in HTTP/2 stream reads #3190
{HTTPX_HEAD.format(stars="12.9k")}

**Open** · tomchristie wants to merge 3 commits into `master` from `h2-read-timeout`

{pr_body}

Reviewers: karpetrosyan ✓ approved these changes 2 hours ago
Checks: ✓ All checks have passed — 14 successful checks (test 3.8 / 3.9 / 3.10 / 3.11 / 3.12, lint, check-docs, coverage 100%)
This branch has no conflicts with the base branch. Merging can be performed automatically."""
    pr_merged = f"""# Respect read timeout in HTTP/2 stream reads #3190
{HTTPX_HEAD.format(stars="12.9k")}

**Merged** · tomchristie merged 3 commits into `master` from `h2-read-timeout` 8 minutes ago

{pr_body}

Reviewers: karpetrosyan ✓ approved these changes 3 hours ago
Checks: ✓ All checks have passed — 14 successful checks (test 3.8 / 3.9 / 3.10 / 3.11 / 3.12, lint, check-docs, coverage 100%)
tomchristie merged commit a3f9c2e into master 8 minutes ago
tomchristie deleted the h2-read-timeout branch 8 minutes ago
Pull request successfully merged and closed. You're all set — the `h2-read-timeout` branch can be safely deleted."""
    cl_tail = """## 0.27.0 (21st February, 2024)

### Deprecated

* The `app=...` shortcut has been deprecated. Use the explicit style of `transport=httpx.WSGITransport()` or `transport=httpx.ASGITransport()` instead.

### Fixed

* Respect the `http1` argument while configuring proxy transports. (#3023)
* Fix RFC 2069 mode digest authentication. (#3045)

## 0.26.0 (20th December, 2023)

### Added

* The `proxy` argument was added. You should use the `proxy` argument instead of the deprecated `proxies`, or use `mounts=` for more complex configurations. (#2879)"""
    cl1 = "# CHANGELOG.md · encode/httpx · master (last commit: 5 days ago, \"Docs: clarify pool timeout\")\n\nAll notable changes to this project will be documented in this file.\n\nThe format is based on [Keep a Changelog](https://keepachangelog.com/en/1.0.0/).\n\n" + cl_tail
    cl2 = ("# CHANGELOG.md · encode/httpx · master (last commit: a3f9c2e, 10 minutes ago, \"Respect read timeout in HTTP/2 stream reads (#3190)\")\n\n"
           "All notable changes to this project will be documented in this file.\n\nThe format is based on [Keep a Changelog](https://keepachangelog.com/en/1.0.0/).\n\n"
           "## Unreleased\n\n### Fixed\n\n* Respect the `read` timeout for HTTP/2 streaming responses. (#3190)\n\n" + cl_tail)
    iurl = "https://github.com/encode/httpx/issues/3187"
    purl = "https://github.com/encode/httpx/pull/3190"
    curl = "https://github.com/encode/httpx/blob/master/CHANGELOG.md"
    turns = [
        (search("httpx HTTP/2 streaming read timeout ignored issue", "httpx 3187 ReadTimeout http2 stream"),
         hits((iurl, "Read timeout not respected for HTTP/2 streaming responses · Issue #3187 · encode/httpx", "When streaming a response over HTTP/2 with client.stream(), the read timeout is ignored: if the server stops sending DATA frames mid-body ...", "2 weeks ago"),
              (purl, "Respect read timeout in HTTP/2 stream reads by tomchristie · Pull Request #3190", "Closes #3187. Pass the configured read timeout through to the HTTP/2 stream read loop ...", "3 days ago"),
              ("https://github.com/encode/httpcore/issues/890", "HTTP/2: receive loop can hang without timeout · Issue #890 · encode/httpcore", "Related to encode/httpx#3187 ...", "last week"),
              ("https://www.python-httpx.org/advanced/timeouts/", "Timeouts - HTTPX", "HTTPX is careful to enforce timeouts everywhere by default. The default behavior is to raise a TimeoutException after 5 seconds of network inactivity ...", "2024-02-21"))),
        (extract(iurl, "Is the issue open or closed, and which PR is meant to fix it"), issue_open),
        (extract(purl, "Status of the fix PR: merged, approved, checks"), pr_open),
        (memory("add", items={"issue_3187_status": "open; fix PR #3190 open, approved by karpetrosyan, checks green"}), added("issue_3187_status")),
        (extract(curl, "Is there an Unreleased section mentioning the HTTP/2 read timeout fix; latest release"), cl1),
        (extract(purl, "Check again whether PR #3190 has been merged"), pr_merged),
        (extract(iurl, "Check whether issue #3187 is now closed"), issue_closed),
        (extract(curl, "Unreleased section after the merge"), cl2),
        (search("httpx pypi latest version"),
         hits(("https://pypi.org/project/httpx/", "httpx · PyPI", "httpx 0.27.0 · pip install httpx · Released: Feb 21, 2024 · The next generation HTTP client.", "2024-02-21"),
              ("https://github.com/encode/httpx/releases", "Releases · encode/httpx", "Version 0.27.0 (21st February, 2024). Deprecated: The app=... shortcut has been deprecated ...", "2024-02-21"))),
        (memory("update", items={"issue_3187_status": "closed as completed via PR #3190 (merged as a3f9c2e on 2024-06-11); listed under Unreleased in CHANGELOG; not yet released (PyPI latest 0.27.0)"}),
         updated("issue_3187_status")),
    ]
    rs.add(task=T, tid="h21-search-10", system=SEARCH_SYSTEM, turns=turns,
           state=st("Has the httpx bug where HTTP/2 streaming responses ignore the read timeout (issue #3187) been fixed, and is the fix in a released version?", "2024-06-11"))


# 11 clean, less common (Peakbagger, SummitPost): sources disagree on elevation, units and rounding differ, a view counter ticks.
def peakbagger(views: str, metric_first: bool) -> str:
    elev = "5047 meters, 16,558 feet" if metric_first else "16,558 feet, 5047 meters"
    prom = "2353 meters, 7720 feet" if metric_first else "7720 feet, 2353 meters"
    col = "2694 meters, 8839 feet" if metric_first else "8839 feet, 2694 meters"
    return f"""# Kazbek, Georgia/Russia
Peakbagger.com · Peak ID 10447

| | |
|---|---|
| Elevation | {elev} |
| Latitude/Longitude (WGS84) | 42° 41' 48'' N; 44° 31' 05'' E |
| Country | Georgia / Russia (border within 1 km) |
| Range | Caucasus Mountains > Greater Caucasus > Central Caucasus |
| Prominence | {prom} |
| Key Col | {col} |
| Isolation | 32.9 km (to Dzhimara) |
| Elevation info | Georgian 1:50,000 map gives 5033 m; survey by GPS-based levelling (2005) gave 5054 m; Peakbagger uses 5047 m SRTM/ALOS average pending resolution. |
| Ascents | 212 ascents logged by Peakbagger users |
| Lists | Caucasus 5000-m Peaks (#7 of 8) · Ultra-Prominent Peaks of Europe |

This page has been viewed {views} times."""


def t11(rs: RowSet) -> None:
    wiki = """# Mount Kazbek
From Wikipedia, the free encyclopedia

| Mount Kazbek | |
|---|---|
| Highest point | |
| Elevation | 5,054 m (16,581 ft) |
| Prominence | 2,353 m (7,720 ft) |
| Listing | Ultra |
| Coordinates | 42°41′49″N 44°31′06″E |
| Location | Georgia / North Ossetia–Alania, Russia |
| Parent range | Caucasus Mountains |
| First ascent | 1868 by Douglas Freshfield, A. W. Moore, C. C. Tucker and Peter Knubel |

**Mount Kazbek** or **Mount Kazbegi** is a dormant stratovolcano and one of the major mountains of the Caucasus, located on the border of Georgia's Kazbegi Municipality and Russia's Republic of North Ossetia–Alania. It is the third-highest peak in Georgia (after Mount Shkhara and Janga) and the seventh-highest summit in the Caucasus Mountains.

The elevation was traditionally given as 5,033 m (16,512 ft); a 2005 survey measured 5,054 m.[3]

This page was last edited on 14 August 2024, at 06:12 (UTC)."""
    sp = useful("https://www.summitpost.org/kazbek/150622", "Elevation and prominence of Kazbek",
                """Header: "Kazbek · Mountain/Rock · Elevation: 16,512 ft / 5,033 m · Page By: visentin · Created/Edited: Jan 3, 2004 / Feb 11, 2019"
Overview: "Kazbek (5033 m) is the highest peak of the eastern Central Caucasus ... Some recent sources give 5047 m or 5054 m; I have kept the classic Soviet map height."
Getting there: "Stepantsminda (1,740 m) ... Meteo station hut at 3,653 m." """,
                "SummitPost keeps the classic 5,033 m (16,512 ft) and notes newer figures of 5,047 m and 5,054 m; it gives no prominence.")
    pb = "https://www.peakbagger.com/peak.aspx?pid=10447"
    turns = [
        (search("Mount Kazbek elevation prominence"),
         hits(("https://en.wikipedia.org/wiki/Mount_Kazbek", "Mount Kazbek - Wikipedia", "Mount Kazbek or Mount Kazbegi is a dormant stratovolcano ... Elevation 5,054 m (16,581 ft); Prominence 2,353 m (7,720 ft)", "2024-08-14"),
              (pb, "Kazbek, Georgia/Russia - Peakbagger.com", "Elevation: 16,558 feet, 5047 meters ... Prominence: 7720 feet, 2353 meters", "2023-10-21"),
              ("https://www.summitpost.org/kazbek/150622", "Kazbek : Climbing, Hiking & Mountaineering : SummitPost", "Kazbek (5033 m) is the highest peak of the eastern Central Caucasus ...", "2019-02-11"),
              ("https://www.peakvisor.com/peak/mount-kazbek.html", "Mount Kazbek - PeakVisor", "Mount Kazbek is 5,047 m (16,558 ft) high ...", "2024-03-03"))),
        (extract("https://en.wikipedia.org/wiki/Mount_Kazbek", "Elevation and prominence in the infobox"), wiki),
        (memory("add", items={"kazbek_elevation": "5,054 m (Wikipedia)", "kazbek_prominence": "2,353 m (Wikipedia)"}),
         added("kazbek_elevation", "kazbek_prominence")),
        (extract(pb, "Elevation, prominence and key col of Kazbek"), peakbagger("41,822", False)),
        (extract("https://www.summitpost.org/kazbek/150622", "Elevation and prominence of Kazbek"), sp),
        (extract(pb + "&u=m", "Same peak in metric-first display, to copy metre values"), peakbagger("41,823", True)),
        (memory("update", items={"kazbek_elevation": "5,054 m / 16,581 ft (Wikipedia, 2005 survey); 5,047 m / 16,558 ft (Peakbagger); 5,033 m / 16,512 ft (classic map figure, SummitPost)"}),
         updated("kazbek_elevation")),
        (memory("update", items={"kazbek_prominence": "2,353 m = 7,720 ft (Wikipedia and Peakbagger agree; key col 2,694 m)"}),
         updated("kazbek_prominence")),
        (memory("retrieve_all"),
         got({"kazbek_elevation": "5,054 m / 16,581 ft (Wikipedia, 2005 survey); 5,047 m / 16,558 ft (Peakbagger); 5,033 m / 16,512 ft (classic map figure, SummitPost)",
              "kazbek_prominence": "2,353 m = 7,720 ft (Wikipedia and Peakbagger agree; key col 2,694 m)"})),
    ]
    rs.add(task=T, tid="h21-search-11", system=SEARCH_SYSTEM, turns=turns,
           state=st("What is the elevation and the topographic prominence of Mount Kazbek?", "2024-10-02"))


# 12 bad, less common (Project Gutenberg, Internet Archive): a key the agent added is reported missing.
def t12(rs: RowSet) -> None:
    pg = """# The Voyage Out by Virginia Woolf
Project Gutenberg · eBook #144

| Bibliographic Record | |
|---|---|
| Author | Woolf, Virginia, 1882-1941 |
| Title | The Voyage Out |
| Language | English |
| LoC Class | PR: Language and Literatures: English literature |
| Subject | Young women -- Fiction; Ocean travel -- Fiction; South America -- Fiction; Psychological fiction |
| Category | Text |
| EBook-No. | 144 |
| Release Date | Jan 1, 1995 |
| Most Recently Updated | Jan 14, 2021 |
| Copyright Status | Public domain in the USA. |
| Downloads | 1,486 downloads in the last 30 days. |

## Download This eBook
| Format | Size |
|---|---|
| Read online (web) | 907 kB |
| EPUB3 (E-readers incl. Send-to-Kindle) | 432 kB |
| EPUB (no images, older E-readers) | 430 kB |
| Kindle | 680 kB |
| Plain Text UTF-8 | 740 kB |

Similar Books: Night and Day (#1245) · Jacob's Room (#5670) · Mrs. Dalloway (#63107) · Monday or Tuesday (#29220)"""
    wiki = useful("https://en.wikipedia.org/wiki/The_Voyage_Out", "First edition publisher and publication date",
                  """Infobox: "Author: Virginia Woolf · Country: United Kingdom · Language: English · Publisher: Duckworth · Publication date: 26 March 1915 · Media type: Print (hardback) · Followed by: Night and Day"
"The Voyage Out is the first novel by Virginia Woolf, published in 1915 by Duckworth; Gerald Duckworth was her half-brother."
"The novel was first published in the United States in 1920 by George H. Doran, in a version that Woolf had revised." """,
                  "The first edition was published by Duckworth (London) on 26 March 1915; the first US edition (revised text) came from George H. Doran in 1920.")
    ia = """# The voyage out : Woolf, Virginia, 1882-1941 : Free Download, Borrow, and Streaming : Internet Archive
archive.org/details/voyageout00wool

| | |
|---|---|
| Publication date | 1920 |
| Publisher | New York : George H. Doran company |
| Collection | americana; university_of_california_libraries |
| Contributor | University of California Libraries |
| Language | English |
| Pages | 458 |
| Scanning center | sfo |
| Identifier | voyageout00wool |
| Ark | ark:/13960/t0ks6qf4p |
| Ppi | 500 |
| Addeddate | 2008-03-12 21:09:41 |

First American edition. Title page: "THE VOYAGE OUT / BY / VIRGINIA WOOLF / NEW YORK / GEORGE H. DORAN COMPANY". Verso: "Copyright, 1920, by George H. Doran Company. Printed in the United States of America."

Views 3,812 · Favorites 14 · Reviews 0
DOWNLOAD OPTIONS: PDF (19.4M) · EPUB · FULL TEXT · DAISY (for print-disabled)"""
    turns = [
        (search("The Voyage Out Virginia Woolf Project Gutenberg ebook"),
         hits(("https://www.gutenberg.org/ebooks/144", "The Voyage Out by Virginia Woolf | Project Gutenberg", "Free kindle book and epub digitized and proofread by volunteers.", "2021-01-14"),
              ("https://en.wikipedia.org/wiki/The_Voyage_Out", "The Voyage Out - Wikipedia", "The Voyage Out is the first novel by Virginia Woolf, published in 1915 by Duckworth ...", "2024-02-08"),
              ("https://www.gutenberg.org/files/144/144-h/144-h.htm", "The Voyage Out, by Virginia Woolf (HTML)", "THE VOYAGE OUT. By Virginia Woolf. To L. W. CHAPTER I. As the streets that lead from the Strand to the Embankment are very narrow ...", "2021-01-14"))),
        (extract("https://www.gutenberg.org/ebooks/144", "Ebook number and release date on Project Gutenberg"), pg),
        (memory("add", items={"gutenberg_ebook": "#144 (released Jan 1, 1995; updated Jan 14, 2021)"}), added("gutenberg_ebook")),
        (search("The Voyage Out first edition 1915 Duckworth publication date"),
         hits(("https://en.wikipedia.org/wiki/The_Voyage_Out", "The Voyage Out - Wikipedia", "Publisher: Duckworth · Publication date: 26 March 1915 ...", "2024-02-08"),
              ("https://www.bl.uk/collection-items/first-edition-of-the-voyage-out-by-virginia-woolf", "First edition of The Voyage Out by Virginia Woolf - The British Library", "Woolf's first novel was published by her half-brother Gerald Duckworth's firm in March 1915 ...", "2018-06-21"),
              ("https://www.abebooks.co.uk/first-edition/Voyage-Out-Woolf-Virginia-Duckworth/31822765917/bd", "The Voyage Out by Woolf, Virginia: Duckworth 1915 First Edition", "London: Duckworth & Co., 1915. First edition, first impression. Original green cloth ...", "2024-05-30"))),
        (extract("https://en.wikipedia.org/wiki/The_Voyage_Out", "First edition publisher and publication date"), wiki),
        (memory("add", items={"first_edition_publisher": "Duckworth, London", "first_edition_date": "26 March 1915"}),
         added("first_edition_publisher", "first_edition_date")),
        (extract("https://archive.org/details/voyageout00wool", "Which edition this scan is and its publisher"), ia),
        (memory("retrieve", keys=["gutenberg_ebook"]), "Key not found: gutenberg_ebook"),
        (memory("add", items={"us_first_edition": "George H. Doran, New York, 1920 (revised text; IA scan voyageout00wool)"}),
         added("us_first_edition")),
        (search("Voyage Out 1920 Doran revised text differences Melymbrosia"),
         hits(("https://en.wikipedia.org/wiki/Melymbrosia", "Melymbrosia - Wikipedia", "Melymbrosia is an early version of The Voyage Out, reconstructed by Louise DeSalvo and published in 1982 ...", "2023-09-14"),
              ("https://www.jstor.org/stable/441202", "The Revision of The Voyage Out - JSTOR", "Woolf revised the text for the American edition of 1920, cutting several passages about politics and sexuality ...", "1979-01-01"))),
    ]
    rs.add(task=T, tid="h21-search-12", system=SEARCH_SYSTEM, turns=turns,
           state=st("Who first published Virginia Woolf's The Voyage Out and when, and what is its Project Gutenberg ebook number?", "2024-06-03"),
           bad=True, turn=8, kind="memory key added earlier (gutenberg_ebook) is reported as not found, with no remove")


# 13 clean, mainstream (arXiv, Semantic Scholar): v1 and v2 of a preprint differ; the index snippet is from v1.
ARX_ID = "2403.07815"
ARX_TITLE = "Sparse Mixture of Adapters for Low-Resource Multilingual Speech Recognition"
ARX_AUTH = "Authors: Priya Raghunathan, Tomás Echeverría, Lina Haddad, Jun-ho Park"


def t13(rs: RowSet) -> None:
    abs1 = f"""# [{ARX_ID}v1] {ARX_TITLE}
arXiv.org > eess > arXiv:{ARX_ID}v1 · Electrical Engineering and Systems Science > Audio and Speech Processing

[Submitted on 12 Mar 2024 (this version), *latest version 2 May 2024 (v2)*]

**{ARX_TITLE}**
{ARX_AUTH}

> Abstract: Adapting large pretrained speech models to low-resource languages typically requires either full fine-tuning or a separate adapter per language. We propose SMoA, a sparse mixture of lightweight adapters with a learned router that shares adapters across related languages. On 8 low-resource languages from Common Voice 15, SMoA achieves a 14.2% average relative word error rate (WER) reduction over per-language adapters while training 38% fewer parameters.

| Comments: | 10 pages, 4 figures |
| Subjects: | Audio and Speech Processing (eess.AS); Computation and Language (cs.CL) |
| Cite as: | arXiv:{ARX_ID} [eess.AS] (or arXiv:{ARX_ID}v1 [eess.AS] for this version) |
| DOI: | https://doi.org/10.48550/arXiv.{ARX_ID} |

Submission history: From: Priya Raghunathan · [v1] Tue, 12 Mar 2024 17:04:11 UTC (1,412 KB) · [v2] Thu, 2 May 2024 09:31:55 UTC (1,588 KB)"""
    abs2 = f"""# [{ARX_ID}] {ARX_TITLE}
arXiv.org > eess > arXiv:{ARX_ID} · Electrical Engineering and Systems Science > Audio and Speech Processing

[Submitted on 12 Mar 2024 (v1), last revised 2 May 2024 (this version, v2)]

**{ARX_TITLE}**
{ARX_AUTH}

> Abstract: Adapting large pretrained speech models to low-resource languages typically requires either full fine-tuning or a separate adapter per language. We propose SMoA, a sparse mixture of lightweight adapters with a learned router that shares adapters across related languages. On 12 low-resource languages from Common Voice 15 and FLEURS, SMoA achieves a 16.8% average relative word error rate (WER) reduction over per-language adapters while training 38% fewer parameters.

| Comments: | 12 pages, 5 figures. v2: added FLEURS experiments and 4 languages, fixed the Swahili test split (Table 2). Accepted to Interspeech 2024 |
| Subjects: | Audio and Speech Processing (eess.AS); Computation and Language (cs.CL) |
| Cite as: | arXiv:{ARX_ID} [eess.AS] (or arXiv:{ARX_ID}v2 [eess.AS] for this version) |
| DOI: | https://doi.org/10.48550/arXiv.{ARX_ID} |

Submission history: From: Priya Raghunathan · [v1] Tue, 12 Mar 2024 17:04:11 UTC (1,412 KB) · [v2] Thu, 2 May 2024 09:31:55 UTC (1,588 KB)"""
    html = f"""# {ARX_TITLE}
arxiv.org/html/{ARX_ID}v2 (experimental HTML view) — extractor shows sections 1–4 of 7; remaining sections truncated

## 1 Introduction
Multilingual speech models such as XLS-R and Whisper transfer poorly to languages with under 20 hours of transcribed speech ... Our contributions: (i) SMoA, (ii) a router regulariser that encourages sharing between typologically related languages, (iii) results on 12 languages (Section 4).

## 3 Experimental setup
Languages (12): eight from Common Voice 15 (Amharic, Basque, Breton, Georgian, Guarani, Kinyarwanda, Swahili, Welsh) and four added in v2 and evaluated on FLEURS (Luganda, Maltese, Tatar, Yoruba).

## 4 Results
Table 2: average WER (%) on test sets and average of the per-language relative reductions of SMoA vs per-language adapters.
| Set | Per-language adapters | SMoA | Avg. rel. red. |
|---|---|---|---|
| Common Voice (8 langs, avg) | 31.7 | 26.7 | 15.9% |
| FLEURS (4 langs, avg) | 38.9 | 31.7 | 18.6% |
| All 12 (avg of per-language reductions) | — | — | 16.8% |

(Note in v2: the Swahili row in v1 used the dev split by mistake; with the corrected split the Common Voice average reduction is 15.9% instead of 14.2%.)

[... sections 5–7 (Analysis, Related work, Conclusion) and references truncated ...]"""
    s2 = useful("https://www.semanticscholar.org/arxiv/2403.07815", "Citation count and venue",
                f""""{ARX_TITLE} · Priya Raghunathan, Tomás Echeverría, Lina Haddad, Jun-ho Park · Published in Interspeech 2024 · 12 March 2024 · Computer Science"
"41 Citations · 4 Highly Influential Citations · 29 References"
TLDR: "A sparse mixture of shared adapters with a learned router reduces WER on 12 low-resource languages by 16.8% relative over per-language adapters." """,
                "Semantic Scholar lists the paper as published in Interspeech 2024 with 41 citations (its count; Google Scholar's snippet shows 37).")
    turns = [
        (search(f"{ARX_TITLE}", "SMoA sparse mixture of adapters speech recognition WER reduction"),
         hits((f"https://arxiv.org/abs/{ARX_ID}", f"[{ARX_ID}] {ARX_TITLE}", "... On 8 low-resource languages from Common Voice 15, SMoA achieves a 14.2% average relative word error rate (WER) reduction over per-language adapters ...", "2024-03-12"),
              ("https://scholar.google.com/scholar?cluster=8812076315594021473", f"{ARX_TITLE} - Google Scholar", "P Raghunathan, T Echeverría, L Haddad, JH Park - arXiv preprint arXiv:2403.07815, 2024 - Cited by 37", "2024"),
              ("https://www.semanticscholar.org/arxiv/2403.07815", f"{ARX_TITLE} | Semantic Scholar", "A sparse mixture of shared adapters with a learned router reduces WER on 12 low-resource languages ...", "2024-05-03"),
              ("https://paperswithcode.com/paper/sparse-mixture-of-adapters-for-low-resource", "Sparse Mixture of Adapters ... | Papers With Code", "SOTA on Common Voice 15 low-resource benchmark ...", "2024-03-14"))),
        (extract(f"https://arxiv.org/abs/{ARX_ID}v1", "Headline WER result in the abstract of the first version"), abs1),
        (memory("add", items={"claim_v1": "14.2% avg relative WER reduction on 8 Common Voice languages (v1, 12 Mar 2024)"}), added("claim_v1")),
        (extract(f"https://arxiv.org/abs/{ARX_ID}", "Headline WER result in the current version and what changed"), abs2),
        (memory("add", items={"claim_v2": "16.8% avg relative WER reduction on 12 languages (Common Voice 15 + FLEURS) (v2, 2 May 2024; Interspeech 2024)"}),
         added("claim_v2")),
        (extract(f"https://arxiv.org/html/{ARX_ID}v2", "Results table behind the 16.8% figure"), html),
        (search(f"arXiv {ARX_ID} citations"),
         hits(("https://www.semanticscholar.org/arxiv/2403.07815", f"{ARX_TITLE} | Semantic Scholar", "Published in Interspeech 2024 · 41 Citations ...", "2024-06-02"),
              ("https://scholar.google.com/scholar?cites=8812076315594021473", "Google Scholar - Cited by 37", "Articles citing: Sparse Mixture of Adapters for Low-Resource Multilingual Speech Recognition ...", "2024"))),
        (extract("https://www.semanticscholar.org/arxiv/2403.07815", "Citation count and venue"), s2),
        (memory("retrieve_all"),
         got({"claim_v1": "14.2% avg relative WER reduction on 8 Common Voice languages (v1, 12 Mar 2024)",
              "claim_v2": "16.8% avg relative WER reduction on 12 languages (Common Voice 15 + FLEURS) (v2, 2 May 2024; Interspeech 2024)"})),
    ]
    rs.add(task=T, tid="h21-search-13", system=SEARCH_SYSTEM, turns=turns,
           state=st("What headline WER improvement does the preprint arXiv:2403.07815 (SMoA) report in its current version, and where was it published?", "2024-06-04"))


# 14 bad, mainstream (BBC live page, Guardian): the timestamp of an existing live-page entry changes between two reads.
LIVE_OLD = [
    ("22:41", "Sunderland counters race to be first - again", "In Sunderland the count is under way at the Silksworth Community Pool, Tennis and Wellness Centre. A Sunderland seat has been the first to declare at every general election since 1992, and staff are running the ballot boxes in from the car park. A result is expected at around 23:15."),
    ("22:33", "'A very bad night for us' - Conservative minister", "Defence Secretary Grant Shapps tells the BBC the exit poll, if correct, would be \"a very bad night\" for the Conservatives, but adds that \"exit polls have been wrong before\". He says it is too early to draw conclusions about individual seats."),
    ("22:22", "What the exit poll means for the SNP", "The exit poll suggests the SNP could fall to 10 seats, down from 48 in 2019. Polling expert Sir John Curtice cautions that the projection for Scotland is subject to a particularly wide margin of error because of the number of close three-way contests."),
    ("22:14", "Exit poll seats in full", "Labour 410 · Conservatives 131 · Liberal Democrats 61 · Reform UK 13 · SNP 10 · Plaid Cymru 4 · Greens 2 · Others 19. That would give Labour a majority of 170 - a landslide close to Tony Blair's 1997 result (418 seats)."),
    ("22:00", "BREAKING: Exit poll suggests Labour landslide", "Labour is on course for a landslide victory with 410 seats, according to the exit poll conducted by Ipsos for the BBC, ITV News and Sky News. The Conservatives are projected to win 131 seats, their lowest total ever."),
]
LIVE_NEW = [
    ("23:24", "Reform UK second in Sunderland seat", "Reform UK's candidate came second in Houghton and Sunderland South with 11,668 votes, pushing the Conservatives into third. Nigel Farage's party is expected to come second in dozens of seats across the North of England."),
    ("23:16", "FIRST RESULT: Labour hold Houghton and Sunderland South", "Labour's Bridget Phillipson has held Houghton and Sunderland South, the first seat to declare. She won 18,837 votes, a majority of 7,169. Phillipson, Labour's shadow education secretary, says voters have chosen change."),
    ("23:05", "Turnout looks down, say counters", "Early verification figures from several counts suggest turnout could be significantly lower than in 2019, when it was 67.3%."),
    ("22:52", "Sunak yet to comment", "Rishi Sunak is at his count in Richmond and Northallerton. A spokesperson said he would speak after his own result, expected at about 04:00."),
]


def live_page(entries: list[tuple[str, str, str]], updated: str) -> str:
    body = "\n\n".join(f"**{t}** · **{h}**\n{b}" for t, h, b in entries)
    return f"""# General election 2024 live: Exit poll suggests Labour landslide as counting gets under way
BBC News · Live · Thursday 4 July 2024 · Updated {updated} BST

Summary
- Polls closed at 22:00 BST; the exit poll suggests Labour will win 410 seats and a majority of 170
- The Conservatives are projected to win 131 seats, the Lib Dems 61, Reform UK 13
- Counting is under way in 650 constituencies; most results are expected between 02:00 and 05:00

{body}

[Load older posts]"""


def t14(rs: RowSet) -> None:
    bbc_url = "https://www.bbc.co.uk/news/live/uk-politics-68941283"
    p1 = live_page(LIVE_OLD, "22:41")
    old_shifted = [(("22:04" if t == "22:14" else t), h, b) for t, h, b in LIVE_OLD]
    p2 = live_page(LIVE_NEW + old_shifted, "23:24")
    guardian = useful("https://www.theguardian.com/politics/live/2024/jul/04/general-election-2024-live-results",
                      "When and where the first seat was declared",
                      """"23.15 BST: Houghton and Sunderland South declares first - Labour hold. Bridget Phillipson (Lab) 18,837; Reform UK 11,668; Conservative 5,514; Green 2,924; Lib Dem 1,723. Lab majority 7,169."
"Sunderland has now won the race to declare first at every general election since 1992." """,
                      "The first declaration, at about 23:15 BST, was Houghton and Sunderland South: Labour hold, Bridget Phillipson, majority 7,169.")
    seat = """# Houghton and Sunderland South - General election results 2024 - BBC News
Labour HOLD

| Party | Candidate | Votes | Share | Change |
|---|---|---|---|---|
| Labour | Bridget Phillipson | 18,837 | 46.3% | +6.4 |
| Reform UK | Chris Burnicle | 11,668 | 28.7% | +14.9 |
| Conservative | Greg Peacock | 5,514 | 13.6% | -18.3 |
| Green | Richard Bradley | 2,924 | 7.2% | +4.4 |
| Liberal Democrat | Paul Edgeworth | 1,723 | 4.2% | -1.0 |

Labour majority 7,169 · Turnout 47.3% (-12.0) · Electorate 85,975

Declared 23:15 BST. Boundary changes: notional 2019 result used for comparison."""
    turns = [
        (search("exit poll 2024 general election Labour seats", "BBC live general election 2024"),
         hits((bbc_url, "General election 2024 live: Exit poll suggests Labour landslide as counting gets under way - BBC News", "Labour is on course for a landslide victory with 410 seats, according to the exit poll conducted by Ipsos for the BBC, ITV News and Sky News ...", "3 minutes ago"),
              ("https://www.theguardian.com/politics/live/2024/jul/04/general-election-2024-live-results", "General election 2024 live: exit poll predicts Labour landslide | The Guardian", "Exit poll: Labour 410, Conservatives 131, Lib Dems 61, Reform 13, SNP 10 ...", "1 minute ago"),
              ("https://www.ipsos.com/en-uk/general-election-2024-exit-poll", "General Election 2024 exit poll | Ipsos", "The exit poll, conducted by Ipsos on behalf of BBC, ITV News and Sky News, interviewed voters at 133 polling stations ...", "44 minutes ago"))),
        (extract(bbc_url, "Exit poll seat projections and the times they were posted"), p1),
        (memory("add", items={"exit_poll_labour": "410 seats, majority 170 (Ipsos for BBC/ITV/Sky, published 22:00 BST)",
                              "exit_poll_others": "Con 131, LD 61, Reform 13, SNP 10, PC 4, Green 2, Others 19"}),
         added("exit_poll_labour", "exit_poll_others")),
        (search("Houghton and Sunderland South result 2024 first declaration"),
         hits(("https://www.theguardian.com/politics/live/2024/jul/04/general-election-2024-live-results", "General election 2024 live: Labour hold first seat | The Guardian", "23.15 BST: Houghton and Sunderland South declares first - Labour hold ...", "3 minutes ago"),
              ("https://www.bbc.co.uk/news/election/2024/uk/constituencies/E14001290", "Houghton and Sunderland South - General election results 2024 - BBC News", "Labour HOLD. Bridget Phillipson 18,837 ...", "4 minutes ago"))),
        (extract("https://www.theguardian.com/politics/live/2024/jul/04/general-election-2024-live-results", "When and where the first seat was declared"), guardian),
        (memory("add", items={"first_declaration": "Houghton and Sunderland South, Labour hold (Phillipson, maj. 7,169), ~23:15 BST (Guardian)"}),
         added("first_declaration")),
        (extract(bbc_url, "BBC entries about the first result and turnout"), p2),
        (extract("https://www.bbc.co.uk/news/election/2024/uk/constituencies/E14001290", "Full result of the first declared seat"), seat),
        (memory("update", items={"first_declaration": "Houghton and Sunderland South, Labour hold: Phillipson 18,837, Reform 11,668, maj. 7,169, turnout 47.3%; declared 23:15 BST (BBC results page)"}),
         updated("first_declaration")),
        (memory("retrieve_all"),
         got({"exit_poll_labour": "410 seats, majority 170 (Ipsos for BBC/ITV/Sky, published 22:00 BST)",
              "exit_poll_others": "Con 131, LD 61, Reform 13, SNP 10, PC 4, Green 2, Others 19",
              "first_declaration": "Houghton and Sunderland South, Labour hold: Phillipson 18,837, Reform 11,668, maj. 7,169, turnout 47.3%; declared 23:15 BST (BBC results page)"})),
    ]
    rs.add(task=T, tid="h21-search-14", system=SEARCH_SYSTEM, turns=turns,
           state=st("What did the 4 July 2024 UK general election exit poll project for Labour, and which seat declared first and when?", "2024-07-04 (election night, times in BST)"),
           bad=True, turn=7, kind="an existing live-page entry (exit poll seats in full) shows 22:04 instead of the 22:14 it showed earlier")


# 15 bad, less common (Statistics Finland): one cell of a published table changes between two extractions of the same release.
def stat_release(goal_note: str) -> str:
    return f"""# Births 2023: The total fertility rate fell to a new low of 1.26
Statistics Finland (Tilastokeskus) · Population and society · Births
Published: 26 April 2024 8:00 · Statistics: Births 2023 · Next release: 25 April 2025

In 2023, 43,383 children were born in Finland, which is 1,568 fewer than in the previous year. The total fertility rate fell to 1.26, the lowest figure recorded in Finland. The number of live births has decreased in all regions except Åland.

The mean age of first-time mothers rose to 30.4 years and of first-time fathers to 32.4 years. Of the children born, 47.8% were first-born. Over one-half (52.7%) of children were born outside marriage (incl. to cohabiting couples).

**Table 1. Live births and total fertility rate 2019–2023**
| Year | Live births | Total fertility rate | Change in births on previous year |
|---|---|---|---|
| 2019 | 45,613 | 1.35 | -1,964 |
| 2020 | 46,463 | 1.37 | +850 |
| 2021 | 49,594 | 1.46 | +3,131 |
| 2022 | 44,951 | 1.32 | -4,643 |
| 2023 | 43,383 | 1.26 | -1,568 |

Source: Statistics Finland, population statistics (StatFin 12dt, 12dy). Corrections to this release: none.

{goal_note}

Inquiries: Markus Rapo 029 551 3201 · info@stat.fi"""


def t15(rs: RowSet) -> None:
    url = "https://stat.fi/en/publication/clu3r9a8x1b2c0bw2q1fl8gtd"
    r1 = stat_release("See also: Live births by region 2023 (StatFin table 12dt), Total fertility rate by region 1990–2023 (StatFin 12dy).")
    r2 = swap(stat_release("See also: Total fertility rate by region 1990–2023 (StatFin 12dy); Fertility by age of mother (StatFin 12du)."),
              "| 2021 | 49,594 |", "| 2021 | 49,954 |")
    pxweb = """# 12dt -- Live births by region, 1990-2023
StatFin database (PxWeb) · Table last updated 26.4.2024 · Statistics Finland

Selection: Year = 2023; Information = Live births; Region = all (19)

| Region | 2023 |
|---|---|
| WHOLE COUNTRY | 43,383 |
| Uusimaa | 15,604 |
| Southwest Finland | 3,528 |
| Satakunta | 1,414 |
| Kanta-Häme | 1,157 |
| Pirkanmaa | 3,954 |
| Päijät-Häme | 1,305 |
| Kymenlaakso | 1,036 |
| South Karelia | 824 |
| South Savo | 842 |
| North Savo | 1,632 |
| North Karelia | 1,066 |
| Central Finland | 1,968 |
| South Ostrobothnia | 1,367 |
| Ostrobothnia | 1,442 |
| Central Ostrobothnia | 623 |
| North Ostrobothnia | 3,495 |
| Kainuu | 457 |
| Lapland | 1,362 |
| Åland | 297 |

Footnote: Region by mother's municipality of residence at the time of birth (regional division of 2024). Figures for the 18 mainland regions and Åland may not add to the whole-country total because of births to mothers without a municipality of residence in Finland (10 in 2023)."""
    yle = useful("https://yle.fi/a/74-20086601", "Births and fertility in Finland in 2023",
                 """"Statistics Finland said on Friday that 43,383 children were born in Finland last year, the lowest number since the 1860s famine years." (Yle News, 26.4.2024, 11:42; updated 14:05)
"The total fertility rate dropped to 1.26, down from 1.32 in 2022."
"Births had briefly climbed during the pandemic, peaking at 49,594 in 2021." """,
                 "Yle confirms 43,383 births and a TFR of 1.26 in 2023, down from 1.32 in 2022, after a pandemic-era high of 49,594 births in 2021.")
    turns = [
        (search("Statistics Finland births 2023 total fertility rate", "stat.fi live births 2019 2023"),
         hits((url, "Births 2023: The total fertility rate fell to a new low of 1.26 | Statistics Finland", "In 2023, 43,383 children were born in Finland, which is 1,568 fewer than in the previous year ...", "2024-04-26"),
              ("https://pxdata.stat.fi/PxWeb/pxweb/en/StatFin/StatFin__synt/statfin_synt_pxt_12dt.px/", "Live births by region, 1990-2023 | StatFin", "Live births by region ... 1990-2023 ...", "2024-04-26"),
              ("https://yle.fi/a/74-20086601", "Finland's birth rate hits record low | Yle News", "43,383 children were born in Finland last year, the lowest number since the 1860s ...", "2024-04-26"))),
        (extract(url, "Number of live births per year 2019-2023"), r1),
        (memory("add", items={"births_2019": "45,613", "births_2023": "43,383", "source": "Statistics Finland, Births 2023 (published 26 Apr 2024), Table 1"}),
         added("births_2019", "births_2023", "source")),
        (search("StatFin 12dt live births by region 2023"),
         hits(("https://pxdata.stat.fi/PxWeb/pxweb/en/StatFin/StatFin__synt/statfin_synt_pxt_12dt.px/", "Live births by region, 1990-2023 | StatFin", "Live births by region ... 1990-2023 ...", "2024-04-26"),
              ("https://stat.fi/en/statistics/synt", "Births | Statistics Finland", "Statistics on births describe the number of live births and stillbirths, fertility and ...", "2024-04-26"))),
        (extract("https://pxdata.stat.fi/PxWeb/pxweb/en/StatFin/StatFin__synt/statfin_synt_pxt_12dt.px/table/tableViewLayout1/", "Whole-country and regional live births in 2023"), pxweb),
        (extract(url, "Total fertility rate for each year 2019-2023 in Table 1"), r2),
        (memory("add", items={"tfr_2019": "1.35", "tfr_2023": "1.26", "decline_2019_2023": "-2,230 births = -4.9% (45,613 -> 43,383)"}),
         added("tfr_2019", "tfr_2023", "decline_2019_2023")),
        (search("Finland fertility rate record low 2023 Yle"),
         hits(("https://yle.fi/a/74-20086601", "Finland's birth rate hits record low | Yle News", "43,383 children were born in Finland last year, the lowest number since the 1860s ...", "2024-04-26"),
              ("https://www.helsinkitimes.fi/finland/finland-news/domestic/24721-fertility-rate-fell-to-1-26.html", "Fertility rate fell to 1.26 in 2023 - Helsinki Times", "The total fertility rate in Finland fell to a record low of 1.26 in 2023, reports Statistics Finland ...", "2024-04-26"))),
        (extract("https://yle.fi/a/74-20086601", "Births and fertility in Finland in 2023"), yle),
    ]
    rs.add(task=T, tid="h21-search-15", system=SEARCH_SYSTEM, turns=turns,
           state=st("By what percentage did the number of live births in Finland fall from 2019 to 2023, according to Statistics Finland?", "2024-05-15"),
           bad=True, turn=6, kind="2021 live births in the same release table read 49,594 earlier and 49,954 later, same publication stamp")


# 16 clean, mainstream (NWS): the point forecast is re-issued with a newer "Last Update" and wetter numbers.
def nws(update: str, cond: list[tuple[str, str]], periods: list[tuple[str, str]]) -> str:
    c = "\n".join(f"| {k} | {v} |" for k, v in cond)
    p = "\n".join(f"**{k}:** {v}" for k, v in periods)
    return f"""# National Weather Service - 7-Day Forecast for Latitude 47.61°N and Longitude 122.33°W
Seattle WA · Point Forecast: Seattle WA 47.61N 122.33W (Elev. 177 ft)
Last Update: {update}
Forecast Valid: {update.split(' Jun')[0]} Jun 13, 2024-6pm PDT Jun 19, 2024

## Current conditions at Seattle, Seattle Boeing Field (KBFI) · Lat: 47.53°N Lon: 122.3°W Elev: 20ft.
| | |
|---|---|
{c}

## Detailed Forecast
{p}

Additional Resources: Forecast Discussion · Hourly Weather Forecast · Air Quality Forecasts · Radar & Satellite Image"""


def t16(rs: RowSet) -> None:
    url = "https://forecast.weather.gov/MapClick.php?lat=47.6062&lon=-122.3321"
    f1 = nws("3:14 am PDT Jun 13, 2024",
             [("Condition", "Fair"), ("Temperature", "55°F (13°C)"), ("Humidity", "83%"), ("Wind Speed", "Calm"),
              ("Barometer", "30.08 in (1018.6 mb)"), ("Dewpoint", "50°F (10°C)"), ("Visibility", "10.00 mi"), ("Last update", "13 Jun 4:53 am PDT")],
             [("Today", "Sunny, with a high near 72. Light and variable wind becoming north 5 to 8 mph in the afternoon."),
              ("Tonight", "Partly cloudy, with a low around 54. North wind 3 to 6 mph."),
              ("Friday", "Mostly cloudy, with a high near 67. South southwest wind around 6 mph."),
              ("Friday Night", "A chance of showers after 11pm. Mostly cloudy, with a low around 52. Chance of precipitation is 30%."),
              ("Saturday", "A chance of showers. Mostly cloudy, with a high near 68. Chance of precipitation is 40%. New precipitation amounts of less than a tenth of an inch possible."),
              ("Saturday Night", "A chance of showers. Mostly cloudy, with a low around 51. Chance of precipitation is 30%."),
              ("Sunday", "A slight chance of showers. Partly sunny, with a high near 66. Chance of precipitation is 20%."),
              ("Monday", "Partly sunny, with a high near 69."),
              ("Tuesday", "Sunny, with a high near 74.")])
    f2 = nws("9:41 am PDT Jun 13, 2024",
             [("Condition", "Partly Cloudy"), ("Temperature", "63°F (17°C)"), ("Humidity", "64%"), ("Wind Speed", "N 5 mph"),
              ("Barometer", "30.09 in (1018.9 mb)"), ("Dewpoint", "51°F (11°C)"), ("Visibility", "10.00 mi"), ("Last update", "13 Jun 9:53 am PDT")],
             [("Today", "Sunny, with a high near 72. Light and variable wind becoming north 5 to 8 mph in the afternoon."),
              ("Tonight", "Partly cloudy, with a low around 54. North wind 3 to 6 mph."),
              ("Friday", "Mostly cloudy, with a high near 66. South southwest wind 5 to 9 mph."),
              ("Friday Night", "Showers likely, mainly after 11pm. Cloudy, with a low around 52. Chance of precipitation is 60%."),
              ("Saturday", "Showers likely. Cloudy, with a high near 64. Chance of precipitation is 70%. New precipitation amounts between a tenth and quarter of an inch possible."),
              ("Saturday Night", "A chance of showers. Mostly cloudy, with a low around 50. Chance of precipitation is 40%."),
              ("Sunday", "A chance of showers. Partly sunny, with a high near 65. Chance of precipitation is 30%."),
              ("Monday", "Partly sunny, with a high near 68."),
              ("Tuesday", "Sunny, with a high near 73.")])
    afd = """# Area Forecast Discussion - National Weather Service Seattle WA
000
FXUS66 KSEW 131605
AFD SEW

Area Forecast Discussion
National Weather Service Seattle WA
905 AM PDT Thu Jun 13 2024

.UPDATE...Morning update to raise PoPs Friday night into Saturday. The 12Z model suite has come in deeper and slower with the upper trough dropping south out of British Columbia; ensemble QPF for Seattle Saturday now centers on 0.10-0.25 inch versus a trace to 0.05 inch last night. Have bumped PoPs to likely (60-70 percent) for the Puget Sound lowlands Friday night and Saturday and trimmed Saturday highs to the low to mid 60s under thicker cloud cover. No other changes. 33

.SYNOPSIS...High pressure gives one more dry and seasonable day today. An upper trough brings cooler weather and a good chance of showers Friday night through Saturday, with lingering showers Sunday. Drier and warmer early next week.

.SHORT TERM /TODAY THROUGH SATURDAY/...Temperatures today in the upper 60s to mid 70s... Onshore flow increases Friday... Showers spread south across the area after midnight Friday night and continue at times Saturday. Snow levels remain above 7000 feet.

.LONG TERM /SUNDAY THROUGH WEDNESDAY/...Trough exits Sunday; ridge rebuilds Monday and Tuesday with highs back into the 70s by Tuesday.

&&
.AVIATION...VFR today. MVFR ceilings likely after 06Z Saturday in showers.
&&
$$"""
    st_ = useful("https://www.seattletimes.com/seattle-news/weather/rain-returns-for-the-weekend-in-seattle/", "Seattle weekend weather: rain on Saturday and expected high",
                 """"After a sunny Thursday, showers move in late Friday and are likely through much of Saturday, the National Weather Service said in its latest update." (Published June 13, 2024 at 11:20 am)
"Saturday's highs are expected to top out in the low 60s in Seattle, well below the normal of about 71 degrees for mid-June."
"Forecasters raised the chance of rain for Saturday to 70% Thursday morning, up from 40% overnight." """,
                 "The Seattle Times (11:20 am) reports NWS raised Saturday's rain chance to 70% from 40% and expects highs in the low 60s.")
    turns = [
        (search("Seattle weather forecast Saturday June 15 2024 NWS"),
         hits((url, "7-Day Forecast 47.61N 122.33W - National Weather Service", "Saturday: A chance of showers. Mostly cloudy, with a high near 68. Chance of precipitation is 40% ...", "2024-06-13"),
              ("https://forecast.weather.gov/product.php?site=SEW&issuedby=SEW&product=AFD", "Area Forecast Discussion - NWS Seattle", "An upper trough brings cooler weather and a chance of showers Saturday ...", "2024-06-13"),
              ("https://www.king5.com/weather", "Seattle weather forecast | king5.com", "Sunny and warm Thursday; cooler with showers possible this weekend ...", "5 hours ago"))),
        (extract(url, "Saturday forecast: chance of rain and high temperature"), f1),
        (memory("add", items={"saturday_forecast": "chance of showers 40%, high near 68°F (NWS point forecast, Last Update 3:14 am PDT Jun 13)"}),
         added("saturday_forecast")),
        (extract("https://forecast.weather.gov/product.php?site=SEW&issuedby=SEW&product=AFD", "Latest forecaster reasoning about Saturday rain"), afd),
        (extract(url, "Saturday forecast after the morning update"), f2),
        (memory("update", items={"saturday_forecast": "showers likely 70%, high near 64°F, 0.10-0.25 in possible (NWS point forecast, Last Update 9:41 am PDT Jun 13; AFD 905 AM raised PoPs)"}),
         updated("saturday_forecast")),
        (search("Seattle weekend forecast rain Saturday"),
         hits(("https://www.seattletimes.com/seattle-news/weather/rain-returns-for-the-weekend-in-seattle/", "Rain returns for the weekend in Seattle | The Seattle Times", "After a sunny Thursday, showers move in late Friday and are likely through much of Saturday ...", "1 hour ago"),
              ("https://www.king5.com/weather", "Seattle weather forecast | king5.com", "Showers likely Saturday; highs in the low 60s ...", "35 minutes ago"))),
        (extract("https://www.seattletimes.com/seattle-news/weather/rain-returns-for-the-weekend-in-seattle/", "Seattle weekend weather: rain on Saturday and expected high"), st_),
        (memory("retrieve_all"),
         got({"saturday_forecast": "showers likely 70%, high near 64°F, 0.10-0.25 in possible (NWS point forecast, Last Update 9:41 am PDT Jun 13; AFD 905 AM raised PoPs)"})),
    ]
    rs.add(task=T, tid="h21-search-16", system=SEARCH_SYSTEM, turns=turns,
           state=st("According to the National Weather Service point forecast for downtown Seattle, is rain likely on Saturday 15 June 2024, and what is the forecast high?", "2024-06-13 (Thursday)"))


# 17 clean, mainstream (ESPN, NBA.com): a live game read mid-third-quarter and again at the final buzzer.
def espn(status: str, bos: list[int], dal: list[int], series: str, leaders: list[str], plays: list[str]) -> str:
    qs = ["1", "2", "3", "4"][: len(bos)]
    head = " | ".join(qs)
    return f"""# Mavericks vs. Celtics - NBA Finals Game 5 - Gamecast - ESPN
TD Garden, Boston, MA · Monday, June 17, 2024 · ABC

**{status}** · {series}

| Team | {head} | T |
|---|{'---|' * len(qs)}---|
| DAL | {' | '.join(map(str, dal))} | {sum(dal)} |
| BOS | {' | '.join(map(str, bos))} | {sum(bos)} |

## Game Leaders
""" + "\n".join(f"- {x}" for x in leaders) + """

## Play-by-play (latest)
""" + "\n".join(f"- {x}" for x in plays)


def t17(rs: RowSet) -> None:
    url = "https://www.espn.com/nba/game/_/gameId/401656363/mavericks-celtics"
    live = espn("3rd Quarter · 4:12", [28, 39, 16], [18, 28, 17], "BOS leads series 3-1",
                ["Points: J. Tatum (BOS) 24 · L. Doncic (DAL) 22",
                 "Rebounds: L. Doncic (DAL) 9 · J. Holiday (BOS) 8",
                 "Assists: J. Tatum (BOS) 8 · K. Irving (DAL) 4"],
                ["4:12 - Timeout: Dallas",
                 "4:25 - Jayson Tatum makes 26-foot three point jumper (Jrue Holiday assists)",
                 "4:48 - Luka Doncic makes driving floating jump shot",
                 "5:10 - Jaylen Brown makes 2-foot dunk (Jayson Tatum assists)"])
    final = espn("Final", [28, 39, 23, 16], [18, 28, 21, 21], "BOS wins series 4-1",
                 ["Points: J. Tatum (BOS) 31 · L. Doncic (DAL) 28",
                  "Rebounds: L. Doncic (DAL) 12 · J. Holiday (BOS) 11",
                  "Assists: J. Tatum (BOS) 11 · K. Irving (DAL) 5"],
                 ["0:00 - End of Game",
                  "0:12 - Payton Pritchard defensive rebound",
                  "0:14 - Jaden Hardy misses 24-foot three point jumper",
                  "0:41 - Xavier Tillman makes free throw 2 of 2"])
    box = """# Boston Celtics 106, Dallas Mavericks 88 - Box Score - NBA.com
Game 5 · NBA Finals · 06/17/2024 · TD Garden · Final · Celtics win series 4-1

## Boston Celtics
| Player | MIN | PTS | REB | AST | FG | 3PT |
|---|---|---|---|---|---|---|
| Jayson Tatum | 45:11 | 31 | 8 | 11 | 11-24 | 4-10 |
| Jaylen Brown | 43:26 | 21 | 8 | 6 | 8-17 | 2-6 |
| Jrue Holiday | 41:43 | 15 | 11 | 4 | 7-13 | 0-3 |
| Derrick White | 39:05 | 14 | 5 | 2 | 5-10 | 4-8 |
| Al Horford | 30:50 | 9 | 9 | 1 | 3-6 | 3-5 |
| (others) | | 16 | | | | |
| TEAM | 240 | 106 | 51 | 23 | 39-86 | 13-38 |

## Dallas Mavericks
| Player | MIN | PTS | REB | AST | FG | 3PT |
|---|---|---|---|---|---|---|
| Luka Doncic | 41:48 | 28 | 12 | 5 | 11-23 | 3-9 |
| Kyrie Irving | 40:04 | 15 | 1 | 5 | 6-19 | 1-8 |
| Daniel Gafford | 18:02 | 6 | 3 | 0 | 3-4 | 0-0 |
| P.J. Washington | 36:12 | 5 | 5 | 1 | 2-9 | 1-5 |
| (others) | | 34 | | | | |
| TEAM | 240 | 88 | 34 | 19 | 33-87 | 7-31 |"""
    mvp = useful("https://www.nba.com/news/jaylen-brown-2024-nba-finals-mvp", "Who won Finals MVP and the Game 5 top scorer",
                 """"Jaylen Brown was named the Bill Russell NBA Finals MVP after the Celtics closed out the Dallas Mavericks 106-88 in Game 5 on Monday night to win the franchise's record 18th championship." (June 17, 2024, 11:58 PM ET)
"Jayson Tatum led all scorers with 31 points, adding 11 assists and eight rebounds."
"Brown received seven of the 11 media votes; Tatum received the other four." """,
                 "Celtics won Game 5 106-88 to take the series 4-1; Tatum scored a game-high 31 (11 ast, 8 reb); Jaylen Brown was Finals MVP (7 of 11 votes).")
    turns = [
        (search("Celtics Mavericks Game 5 live score"),
         hits((url, "Mavericks vs. Celtics (Jun 17, 2024) Live Score - ESPN", "Live coverage of the Dallas Mavericks vs. Boston Celtics NBA game on ESPN, including live score, highlights and updated stats.", "LIVE"),
              ("https://www.nba.com/game/dal-vs-bos-0042300405", "DAL vs BOS Game 5 | NBA.com", "Follow the Dallas Mavericks vs Boston Celtics live play-by-play ...", "LIVE"),
              ("https://www.cbssports.com/nba/news/celtics-vs-mavericks-live-updates-game-5/live/", "Celtics vs. Mavericks live updates: Boston leads big at half", "Boston is 24 minutes from an NBA title, leading 67-46 at halftime ...", "22 minutes ago"))),
        (extract(url, "Current score and leading scorers"), live),
        (memory("add", items={"g5_score_in_progress": "BOS 83 - DAL 63, 3rd Q 4:12 (ESPN gamecast)"}), added("g5_score_in_progress")),
        (search("NBA Finals Game 5 2024 final score Celtics champions"),
         hits(("https://www.espn.com/nba/story/_/id/40367814/celtics-win-nba-title-beat-mavericks-game-5", "Celtics beat Mavericks to win record 18th NBA championship - ESPN", "The Boston Celtics beat the Dallas Mavericks 106-88 in Game 5 on Monday night to win the NBA Finals 4-1 ...", "9 minutes ago"),
              (url, "Mavericks 88-106 Celtics (Jun 17, 2024) Final Score - ESPN", "Game summary of the Dallas Mavericks vs. Boston Celtics NBA game, final score 88-106, from June 17, 2024 on ESPN.", "12 minutes ago"),
              ("https://www.nba.com/news/jaylen-brown-2024-nba-finals-mvp", "Jaylen Brown named 2024 Bill Russell NBA Finals MVP | NBA.com", "Jaylen Brown was named the Bill Russell NBA Finals MVP after the Celtics closed out the Dallas Mavericks ...", "4 minutes ago"))),
        (extract(url, "Final score and game leaders"), final),
        (memory("remove", keys=["g5_score_in_progress"]), removed("g5_score_in_progress")),
        (memory("add", items={"g5_final": "BOS 106 - DAL 88 (Celtics win series 4-1)", "g5_top_scorer": "Jayson Tatum 31 pts, 11 ast, 8 reb"}),
         added("g5_final", "g5_top_scorer")),
        (extract("https://www.nba.com/game/dal-vs-bos-0042300405/box-score", "Full box score to confirm the top scorer"), box),
        (extract("https://www.nba.com/news/jaylen-brown-2024-nba-finals-mvp", "Who won Finals MVP and the Game 5 top scorer"), mvp),
        (memory("retrieve_all"),
         got({"g5_final": "BOS 106 - DAL 88 (Celtics win series 4-1)", "g5_top_scorer": "Jayson Tatum 31 pts, 11 ast, 8 reb"})),
    ]
    rs.add(task=T, tid="h21-search-17", system=SEARCH_SYSTEM, turns=turns,
           state=st("What was the final score of Game 5 of the 2024 NBA Finals (Mavericks at Celtics), and who was the game's top scorer?", "2024-06-17 (game tip-off 8:30 PM ET)"))


# 18 bad, mainstream (GNOME GitLab, Fedora Bodhi): a closed issue shows as Open on a later read with no reopen event.
NAUT_ISSUE = """# Thumbnails not generated for HEIC images after update to 46.0 (#3301) · Issues · GNOME / Files · GitLab
gitlab.gnome.org/GNOME/nautilus/-/issues/3301

**{state}** · Issue created Mar 18, 2024 by **Oskar Lindqvist**

After upgrading to Nautilus 46.0 (Fedora 40 beta), HEIC photos from my iPhone no longer get thumbnails in grid view; they show the generic image icon. `gdk-pixbuf-thumbnailer` and `heif-thumbnailer` both work from the command line. In 45.2 it worked fine with the same libheif 1.17.6.

Steps: open a folder with .heic files in grid view; wait.
Expected: thumbnails. Actual: generic icon, and `~/.cache/thumbnails/fail/gnome-thumbnail-factory/` gets a new entry per file.

Labels: 1. Bug · 5. Thumbnails · Regression
Milestone: 46.1 · Assignee: António Fernandes · Participants: 6 · Last updated Apr 17, 2024

## Activity
- **Corey Berla** added ~"1. Bug" ~"Regression" labels · Mar 19, 2024
- **António Fernandes** · Mar 21, 2024: "Reproduced. The new mime-type allow-list in the thumbnail factory matches `image/heif` but libheif's thumbnailer registers `image/heic`."
- **António Fernandes** mentioned in merge request !1456 · Mar 25, 2024
- **Oskar Lindqvist** · Mar 27, 2024: "Tested a build of !1456 from the Flatpak nightly, thumbnails are back."
- **António Fernandes** closed via merge request !1456 · Apr 2, 2024
- **António Fernandes** mentioned in merge request !1470 (backport to gnome-46) · Apr 3, 2024
- **Corey Berla** changed milestone to %46.1 · Apr 17, 2024"""


def t18(rs: RowSet) -> None:
    iurl = "https://gitlab.gnome.org/GNOME/nautilus/-/issues/3301"
    closed = NAUT_ISSUE.format(state="Closed")
    reopened_view = NAUT_ISSUE.format(state="Open")
    mr = """# thumbnails: Accept image/heic in the mime-type allow-list (!1456) · Merge requests · GNOME / Files · GitLab

**Merged** · António Fernandes requested to merge `antoniof/heic-thumbnails` into `main` · Mar 25, 2024
Merged by Corey Berla · Apr 2, 2024 · Merge commit 7d0e3b1a

Closes #3301

The allow-list introduced in !1388 only lists `image/heif`. libheif 1.17's thumbnailer registers `image/heic` and `image/avif` as well. Add both and add a test covering the thumbnailer registration table.

Changes: 2 files · `src/nautilus-thumbnails.c` (+3 −0) · `test/automated/displayless/test-thumbnails.c` (+28 −0)
Pipeline #3871204 passed · Approved by Corey Berla

Related: !1470 "Backport: thumbnails: Accept image/heic" into `gnome-46` — merged Apr 5, 2024"""
    news = useful("https://gitlab.gnome.org/GNOME/nautilus/-/blob/gnome-46/NEWS", "Which release lists the HEIC thumbnail fix",
                  """"Major changes in 46.1
* Restore thumbnails for HEIC images (!1470, #3301, António Fernandes)
* Fix crash when renaming files in the search results view (#3320, Corey Berla)
* Search: don't show hidden files unless enabled (#3291)
* Translation updates"
"46.1 - Apr 17, 2024" (from the git tag list: tag 46.1, Apr 17, 2024, commit 5c9a2f40)""",
                  "Nautilus 46.1 (tagged Apr 17, 2024) lists 'Restore thumbnails for HEIC images (!1470, #3301)'.")
    bodhi = """# nautilus-46.1-1.fc40 · Fedora Updates System (Bodhi)
FEDORA-2024-8d1f5c3e2a · **stable** · Type: bugfix · Severity: medium

| | |
|---|---|
| Submitter | gnome-sig (kalev) |
| Release | Fedora 40 |
| Builds | nautilus-46.1-1.fc40 |
| Karma | 4 (stable threshold 3) |
| Submitted | 2024-04-18 |
| Pushed to testing | 2024-04-19 |
| Pushed to stable | 2024-04-23 |

Notes: Update to 46.1. Fixes HEIC thumbnails (upstream #3301), crash when renaming in search results, and several translation updates.

Bugs: rhbz#2271488 "nautilus: HEIC thumbnails missing after upgrade to F40 beta" — CLOSED ERRATA"""
    turns = [
        (search("nautilus HEIC thumbnails not generated 46.0 gitlab"),
         hits((iurl, "Thumbnails not generated for HEIC images after update to 46.0 (#3301) · Issues · GNOME / Files · GitLab", "After upgrading to Nautilus 46.0 (Fedora 40 beta), HEIC photos from my iPhone no longer get thumbnails in grid view ...", "2024-04-17"),
              ("https://bugzilla.redhat.com/show_bug.cgi?id=2271488", "Bug 2271488 - nautilus: HEIC thumbnails missing after upgrade to F40 beta", "Upstream: https://gitlab.gnome.org/GNOME/nautilus/-/issues/3301 ...", "2024-04-23"),
              ("https://discourse.gnome.org/t/heic-thumbnails-gone-in-files-46/20311", "HEIC thumbnails gone in Files 46 - Desktop - GNOME Discourse", "Same here on Arch with libheif 1.17.6; see the upstream issue ...", "2024-03-24"))),
        (extract(iurl, "Status of the issue and what fixed it"), closed),
        (memory("add", items={"issue_3301_status": "Closed (Apr 2, 2024) via MR !1456; milestone 46.1"}), added("issue_3301_status")),
        (extract("https://gitlab.gnome.org/GNOME/nautilus/-/merge_requests/1456", "What the fix changed, when it was merged, backports"), mr),
        (memory("add", items={"fix_mr": "!1456 into main (merged Apr 2, 2024, 7d0e3b1a); backport !1470 into gnome-46 (merged Apr 5, 2024)"}), added("fix_mr")),
        (search("nautilus 46.1 release notes NEWS HEIC"),
         hits(("https://gitlab.gnome.org/GNOME/nautilus/-/blob/gnome-46/NEWS", "NEWS · gnome-46 · GNOME / Files · GitLab", "Major changes in 46.1 * Restore thumbnails for HEIC images (!1470, #3301, António Fernandes) ...", "2024-04-17"),
              ("https://discourse.gnome.org/t/gnome-46-1-released/20602", "GNOME 46.1 released - Announcements - GNOME Discourse", "GNOME 46.1 is now available. This is the first stable update for GNOME 46 ...", "2024-04-20"))),
        (extract("https://gitlab.gnome.org/GNOME/nautilus/-/blob/gnome-46/NEWS", "Which release lists the HEIC thumbnail fix"), news),
        (search("nautilus-46.1 fedora 40 update bodhi"),
         hits(("https://bodhi.fedoraproject.org/updates/FEDORA-2024-8d1f5c3e2a", "nautilus-46.1-1.fc40 — Fedora Updates System", "Update to 46.1. Fixes HEIC thumbnails (upstream #3301) ...", "2024-04-23"),)),
        (extract("https://bodhi.fedoraproject.org/updates/FEDORA-2024-8d1f5c3e2a", "When nautilus 46.1 reached Fedora 40 stable"), bodhi),
        (memory("add", items={"release_with_fix": "Nautilus 46.1 (tag Apr 17, 2024; NEWS cites #3301/!1470); Fedora 40 nautilus-46.1-1.fc40 stable 2024-04-23"}),
         added("release_with_fix")),
        (extract(iurl, "Any later comments or regression reports after the fix"), reopened_view),
        (memory("retrieve", keys=["issue_3301_status"]),
         got({"issue_3301_status": "Closed (Apr 2, 2024) via MR !1456; milestone 46.1"})),
    ]
    rs.add(task=T, tid="h21-search-18", system=SEARCH_SYSTEM, turns=turns,
           state=st("Was the GNOME Files (Nautilus) bug where HEIC thumbnails stopped generating after 46.0 fixed, and which release contains the fix?", "2024-06-20"),
           bad=True, turn=11, kind="issue shown Closed earlier is shown Open on a later read, with the same activity list and no reopen event")


# 19 clean, less common (Discogs): a marketplace listing re-sorted, shown in another currency, and a copy sells.
DISCOGS = [
    ("vinylvaultleeds", 18.50, "Very Good (VG)", "Very Good (VG)", "United Kingdom", "Plays through with light surface noise on side 2. Ring wear to sleeve."),
    ("OxfamBooks_Bath", 21.00, "Very Good Plus (VG+)", "Very Good (VG)", "United Kingdom", "Original inner. Price sticker on rear."),
    ("SpinCycleRecords", 22.99, "Very Good Plus (VG+)", "Very Good Plus (VG+)", "United Kingdom", "KAB 1 A-1U / B-1U. Cleaned on Okki Nokki."),
    ("groove_merchant_de", 24.00, "Very Good Plus (VG+)", "Very Good (VG)", "Germany", "UK pressing. Light scuffs, no effect on play."),
    ("thesecondspin", 26.50, "Near Mint (NM or M-)", "Very Good Plus (VG+)", "United Kingdom", "Barely played, from a smoke-free home."),
    ("RecordCorner_Brighton", 27.00, "Very Good Plus (VG+)", "Very Good Plus (VG+)", "United Kingdom", "With lyric inner sleeve."),
    ("analogue_alley", 28.00, "Very Good (VG)", "Very Good Plus (VG+)", "United Kingdom", "Some crackle in lead-in grooves."),
    ("dutchgrooves", 29.95, "Very Good Plus (VG+)", "Very Good Plus (VG+)", "Netherlands", "EMI UK, matrix A-1U."),
    ("KentVinylExchange", 32.00, "Near Mint (NM or M-)", "Near Mint (NM or M-)", "United Kingdom", "Superb copy, stored upright."),
    ("northern_soul_stacks", 34.99, "Very Good Plus (VG+)", "Very Good Plus (VG+)", "United Kingdom", "Hype-free original, inner has small split."),
    ("MusicMagpie_Official", 36.00, "Very Good Plus (VG+)", "Very Good (VG)", "United Kingdom", "Graded by our in-house team."),
    ("popeye_records_fr", 38.00, "Near Mint (NM or M-)", "Very Good Plus (VG+)", "France", "Pressage UK original."),
    ("crate_digger_mcr", 39.50, "Very Good Plus (VG+)", "Near Mint (NM or M-)", "United Kingdom", "Sleeve stunning, vinyl light marks."),
    ("StereoTypeRecords", 42.00, "Mint (M)", "Near Mint (NM or M-)", "United Kingdom", "Unplayed, opened for grading."),
    ("sound_of_bristol", 44.00, "Near Mint (NM or M-)", "Near Mint (NM or M-)", "United Kingdom", "A-1U/B-1U, with original EMI inner."),
]
GBP_EUR = 1.1832


def dlisting(items: list[tuple[str, float, str, str, str, str]], sort: str, eur: bool = False) -> str:
    rank = {"Mint (M)": 0, "Near Mint (NM or M-)": 1, "Very Good Plus (VG+)": 2, "Very Good (VG)": 3}
    rows = sorted(items, key=lambda r: r[1]) if sort == "price" else sorted(items, key=lambda r: (rank[r[2]], rank[r[3]], r[1]))
    out = []
    for s, p, m, sl, frm, c in rows[:10]:
        price = f"£{p:.2f}" + (f" about €{p * GBP_EUR:.2f}" if eur else "")
        out.append(f"| {price} | {m} | {sl} | {s} | {frm} | {c} |")
    label = "Price Lowest" if sort == "price" else "Condition (Media) Best"
    cur = " · Currency: EUR (converted, seller prices in GBP)" if eur else ""
    return (f"# Kate Bush - Hounds Of Love (Vinyl, LP, Album) for sale | Discogs Marketplace\n"
            f"Release: Kate Bush – Hounds Of Love · EMI – KAB 1 · UK · 1985\n\n"
            f"Showing 1 – {min(10, len(rows))} of {len(rows)} · Sort: {label}{cur}\n\n"
            "| Price | Media | Sleeve | Seller | Ships From | Comments |\n|---|---|---|---|---|---|\n" + "\n".join(out))


def drelease(nfor: int, lowest: float, last_sold: str, have: str, want: str) -> str:
    return f"""# Kate Bush – Hounds Of Love
Discogs · Release 1150621 · EMI – KAB 1

| | |
|---|---|
| Label | EMI – KAB 1, EMI – 24 0384 1 |
| Format | Vinyl, LP, Album (single sleeve, printed lyric inner) |
| Country | UK |
| Released | 16 Sep 1985 |
| Genre | Electronic, Rock, Pop |
| Style | Art Rock, Synth-pop |

Tracklist: A1 Running Up That Hill (5:00) · A2 Hounds Of Love (3:02) · A3 The Big Sky (4:41) · A4 Mother Stands For Comfort (3:07) · A5 Cloudbusting (5:10) · B1–B7 The Ninth Wave (And Dream Of Sheep … Morning Fog)

Barcode and Other Identifiers: Matrix / Runout (Side A): KAB 1 A-1U · Matrix / Runout (Side B): KAB 1 B-1U · Rights Society: BIEM/MCPS

## Marketplace
{nfor} For Sale from £{lowest:.2f}

## Statistics
Have: {have} · Want: {want} · Avg Rating: 4.72 / 5 (1,019 ratings)
Last Sold: {last_sold} · Lowest: £12.00 · Median: £28.00 · Highest: £95.00"""


def t19(rs: RowSet) -> None:
    rel = "https://www.discogs.com/release/1150621-Kate-Bush-Hounds-Of-Love"
    sell = "https://www.discogs.com/sell/release/1150621"
    r1 = drelease(15, 18.50, "Jun 9, 2024", "5,412", "1,108")
    r2 = drelease(14, 21.00, "Jun 14, 2024", "5,413", "1,108")
    after = DISCOGS[1:]
    turns = [
        (search("Kate Bush Hounds of Love KAB 1 UK first pressing discogs"),
         hits((rel, "Kate Bush – Hounds Of Love | Releases | Discogs", "View credits, reviews, tracks and shop for the 1985 Vinyl release of \"Hounds Of Love\" on Discogs. Label: EMI – KAB 1 ...", "2024-06-09"),
              ("https://www.discogs.com/master/12418-Kate-Bush-Hounds-Of-Love", "Kate Bush – Hounds Of Love | Releases | Discogs (master)", "Explore the tracklist, credits, statistics, and more for Hounds Of Love by Kate Bush. Compare versions and buy on Discogs ...", "2024-05-30"),
              ("https://www.reddit.com/r/vinyl/comments/1b2x8kq/how_to_identify_hounds_of_love_first_pressing/", "How to identify a Hounds of Love first pressing? : r/vinyl", "Look for KAB 1 A-1U / B-1U in the runout and the EMI inner with lyrics ...", "2024-02-29"))),
        (extract(rel, "How many copies are for sale and the lowest price"), r1),
        (memory("add", items={"release_id": "1150621 (EMI KAB 1, UK 1985, matrix A-1U/B-1U)", "for_sale": "15 listed, from £18.50 (release page)"}),
         added("release_id", "for_sale")),
        (extract(sell + "?sort=price%2Casc&limit=10", "Cheapest listings and their condition"), dlisting(DISCOGS, "price")),
        (extract(sell + "?sort=condition%2Cdesc&limit=10", "Best-condition listings"), dlisting(DISCOGS, "condition")),
        (extract(sell + "?sort=price%2Casc&limit=10&currency=EUR", "Cheapest listings in euros"), dlisting(DISCOGS, "price", eur=True)),
        (extract(rel, "Re-check the number for sale and the lowest price"), r2),
        (memory("update", items={"for_sale": "14 listed, from £21.00 (release page re-check; Last Sold now Jun 14, 2024 - the £18.50 VG copy is gone)"}),
         updated("for_sale")),
        (extract(sell + "?sort=price%2Casc&limit=10", "Cheapest listings now"), dlisting(after, "price")),
        (memory("retrieve_all"),
         got({"release_id": "1150621 (EMI KAB 1, UK 1985, matrix A-1U/B-1U)",
              "for_sale": "14 listed, from £21.00 (release page re-check; Last Sold now Jun 14, 2024 - the £18.50 VG copy is gone)"})),
    ]
    rs.add(task=T, tid="h21-search-19", system=SEARCH_SYSTEM, turns=turns,
           state=st("What is the cheapest copy of the 1985 UK first pressing of Kate Bush's Hounds of Love (EMI KAB 1) currently for sale on Discogs, and how many copies are listed?", "2024-06-14"))


# 20 bad, mainstream (Reuters, European Commission): the same article's result date changes between two searches.
def t20(rs: RowSet) -> None:
    rurl = "https://www.reuters.com/technology/apple-hit-with-2-bln-eu-antitrust-fine-over-music-streaming-2024-03-04/"
    rtitle = "Apple hit with $2 billion EU antitrust fine over music streaming | Reuters"
    rsnip = "Apple was fined 1.84 billion euros ($2 billion) by EU antitrust regulators on Monday for thwarting competition from music streaming rivals via restrictions on its App Store ..."
    reuters = """# Apple hit with $2 billion EU antitrust fine over music streaming

By Foo Yun Chee
March 4, 2024 11:37 AM GMT+1 · Updated 3 months ago

BRUSSELS, March 4 (Reuters) - Apple (AAPL.O) was fined 1.84 billion euros ($2 billion) by EU antitrust regulators on Monday for thwarting competition from music streaming rivals via restrictions on its App Store, its first-ever penalty for breaching EU rules.

The hefty fine by the European Commission, which acts as the EU competition enforcer, came after a complaint by Spotify (SPOT.N) in 2019 and marks a new front in the iPhone maker's fight against regulators on both sides of the Atlantic.

"Apple abused its dominant position for almost a decade," EU antitrust chief Margrethe Vestager told a news conference. The Commission ordered Apple to remove the anti-steering provisions that prevented app developers from informing iOS users about cheaper music subscription options outside the app.

Apple said it would appeal the decision. "The decision was reached despite the Commission's failure to uncover any credible evidence of consumer harm," the company said in a statement.

The fine includes a 1.8-billion-euro lump sum that the Commission said was needed to deter Apple and others, on top of a 40-million-euro basic amount.

Reporting by Foo Yun Chee; Editing by Louise Heavens and Jason Neely"""
    ec = useful("https://ec.europa.eu/commission/presscorner/detail/en/ip_24_1161",
                "Amount of the fine and legal basis",
                """"Brussels, 4 March 2024 — The European Commission has fined Apple over €1.8 billion for abusing its dominant position on the market for the distribution of music streaming apps to iPhone and iPad users ('iOS users') through its App Store." (IP/24/1161)
"In particular, the Commission found that Apple applied restrictions on app developers preventing them from informing iOS users about alternative and cheaper music subscription services available outside of the app ('anti-steering provisions'). This is illegal under EU antitrust rules (Article 102 TFEU)."
"The fine amounts to €1,840,000,000." """,
                "The Commission fined Apple €1,840,000,000 on 4 March 2024 under Article 102 TFEU for anti-steering provisions affecting music streaming apps.")
    newsroom = """# The App Store, Spotify, and Europe's thriving digital music market
Apple Newsroom · PRESS RELEASE · March 4, 2024

Today, the European Commission announced a decision regarding the App Store and music streaming services in Europe. The decision was reached despite the Commission's failure to uncover any credible evidence of consumer harm, and ignores the realities of a market that is thriving, competitive, and growing fast.

The primary advocate for this decision — and the biggest beneficiary — is Spotify, a company based in Stockholm, Sweden. Spotify has the largest music streaming app in the world, and has met with the European Commission more than 65 times during this investigation.

[...]

We respect the European Commission, and we will continue to engage with regulators in Europe. But we will appeal today's decision."""
    appeal = useful("https://www.reuters.com/technology/apple-challenges-2-bln-eu-antitrust-fine-2024-05-15/",
                    "Whether and when Apple filed its appeal",
                    """"Apple has challenged a 1.84-billion-euro ($2 billion) EU antitrust fine at the General Court, Luxembourg, according to a court filing published on Wednesday." (May 15, 2024 2:18 PM GMT+2)
"The case is registered as T-260/24 Apple v Commission."
"The General Court typically takes around two years to rule." """,
                    "Apple filed its appeal at the EU General Court (case T-260/24); Reuters reported the filing on 15 May 2024.")
    turns = [
        (search("EU fine Apple music streaming 1.8 billion", "Reuters Apple EU antitrust fine Spotify complaint"),
         hits((rurl, rtitle, rsnip, "2024-03-04"),
              ("https://ec.europa.eu/commission/presscorner/detail/en/ip_24_1161", "Commission fines Apple over €1.8 billion over abusive App store rules for music streaming providers", "The European Commission has fined Apple over €1.8 billion for abusing its dominant position on the market for the distribution of music streaming apps ...", "2024-03-04"),
              ("https://www.theverge.com/2024/3/4/24090357/apple-eu-fine-music-streaming-spotify-app-store", "Apple fined nearly $2 billion by EU over music streaming - The Verge", "The EU has fined Apple €1.8 billion (about $1.95 billion) following a probe started after a complaint from Spotify ...", "2024-03-04"),
              ("https://newsroom.spotify.com/2024-03-04/a-win-for-consumers/", "A Win for Consumers: The EU Finds Apple Abused Its Dominant Position - Spotify", "Today, the European Commission took a stand against Apple's anti-competitive practices ...", "2024-03-04"))),
        (extract(rurl, "Fine amount, date, and Apple's reaction"), reuters),
        (memory("add", items={"fine_amount": "€1.84 billion (~$2 billion) (Reuters)", "decision_date": "2024-03-04",
                              "apple_reaction": "said it would appeal (Reuters, Apple statement)"}),
         added("fine_amount", "decision_date", "apple_reaction")),
        (extract("https://ec.europa.eu/commission/presscorner/detail/en/ip_24_1161", "Amount of the fine and legal basis"), ec),
        (memory("update", items={"fine_amount": "€1,840,000,000 (EC IP/24/1161, Art. 102 TFEU); Reuters: €1.84bn ≈ $2bn"}),
         updated("fine_amount")),
        (extract("https://www.apple.com/newsroom/2024/03/the-app-store-spotify-and-europes-thriving-digital-music-market/", "Apple's official response"), newsroom),
        (search("Apple appeal EU music streaming fine General Court"),
         hits(("https://www.reuters.com/technology/apple-challenges-2-bln-eu-antitrust-fine-2024-05-15/", "Apple challenges $2 billion EU antitrust fine | Reuters", "Apple has challenged a 1.84-billion-euro ($2 billion) EU antitrust fine at the General Court, Luxembourg ...", "2024-05-15"),
              (rurl, rtitle, rsnip, "2024-03-14"),
              ("https://curia.europa.eu/juris/liste.jsf?num=T-260/24", "T-260/24 - Apple v Commission - CURIA", "Action brought on 13 May 2024 - Apple v Commission (Case T-260/24) ...", "2024-05-13"))),
        (extract("https://www.reuters.com/technology/apple-challenges-2-bln-eu-antitrust-fine-2024-05-15/", "Whether and when Apple filed its appeal"), appeal),
        (memory("add", items={"appeal": "filed at EU General Court, case T-260/24 (lodged 13 May 2024; reported by Reuters 15 May 2024)"}),
         added("appeal")),
    ]
    rs.add(task=T, tid="h21-search-20", system=SEARCH_SYSTEM, turns=turns,
           state=st("How large was the European Commission's March 2024 fine on Apple over music streaming, and has Apple appealed it?", "2024-06-25"),
           bad=True, turn=7, kind="same Reuters article (same URL, title, snippet) dated 2024-03-14 in a later search after 2024-03-04 earlier and on the page")


# 21 bad, less common (eCFR, FAA): a regulation's text changes between the section view and the subpart view of the same edition.
S107_9 = """§ 107.9 Safety event reporting.

No later than 10 calendar days after of an operation that meets the criteria of either paragraph (a) or (b) of this section, a remote pilot in command must report to the FAA, in a manner acceptable to the Administrator, any operation of the small unmanned aircraft involving at least:

(a) Serious injury to any person or any loss of consciousness; or

(b) Damage to any property, other than the small unmanned aircraft, unless one of the following conditions is satisfied:

(1) The cost of repair (including materials and labor) does not exceed $500; or

(2) The fair market value of the property does not exceed $500 in the event of total loss.

[Doc. No. FAA-2015-0150, Amdt. 107-1, 81 FR 42209, June 28, 2016, as amended by Doc. No. FAA-2018-1087, Amdt. 107-8, 86 FR 4381, Jan. 15, 2021]"""
ECFR_HEAD = """eCFR :: 14 CFR Part 107 Subpart A -- General
The Electronic Code of Federal Regulations (eCFR) is a continuously updated online version of the CFR. It is not an official legal edition of the CFR.
Title 14 · Chapter I · Subchapter F · Part 107 · Subpart A
**Displaying title 14, up to date as of 6/10/2024. Title 14 was last amended 6/07/2024.**"""


def t21(rs: RowSet) -> None:
    sec = ECFR_HEAD.replace("Subpart A -- General", "§ 107.9 -- Safety event reporting.") + "\n\n" + S107_9
    subpart = ECFR_HEAD + """

§ 107.1 Applicability.
(a) Except as provided in paragraph (b) of this section, this part applies to the registration, airman certification, and operation of civil small unmanned aircraft systems within the United States. This part also applies to the eligibility of civil small unmanned aircraft systems to operate over human beings in the United States.
(b) This part does not apply to the following: (1) Air carrier operations; (2) Any aircraft subject to the provisions of part 101 of this chapter; (3) Any operation that a remote pilot in command elects to conduct pursuant to an exemption issued under section 44807 of title 49 of the United States Code, unless otherwise specified in the exemption; or (4) Any operation that meets the criteria listed in section 44809(a) of title 49 of the United States Code.

§ 107.2 Applicability of certification procedures for products and articles.
The requirements of part 21 of this chapter do not apply to small unmanned aircraft systems operated under this part.

§ 107.3 Definitions.
The following definitions apply to this part. ... *Control station* means an interface used by the remote pilot to control the flight path of the small unmanned aircraft. ... *Small unmanned aircraft* means an unmanned aircraft weighing less than 55 pounds on takeoff, including everything that is on board or otherwise attached to the aircraft. ... [definitions abridged by extractor]

§ 107.5 Falsification, reproduction or alteration.
(a) No person may make or cause to be made— (1) Any fraudulent or intentionally false record or report that is required to be made, kept, or used to show compliance with any requirement under this part. ...

§ 107.7 Inspection, testing, and demonstration of compliance.
(a) A remote pilot in command, owner, or person manipulating the flight controls of a small unmanned aircraft system must, upon request, make available to the Administrator: (1) The remote pilot certificate with a small UAS rating; and (2) Any other document, record, or report required to be kept under the regulations of this chapter. ...

""" + swap(S107_9, "No later than 10 calendar days", "No later than 30 calendar days")
    faa = useful("https://www.faa.gov/uas/commercial_operators/report_an_accident", "How and when a Part 107 accident must be reported",
                 """"You must report to the FAA within 10 days of the operation if it results in at least: Serious injury to any person or any loss of consciousness, or Damage to any property, other than the drone, unless the cost of repair (including materials and labor) or fair market value in the event of total loss does not exceed $500." (Page last updated: Wednesday, March 20, 2024)
"Report the accident through the FAA DroneZone. You can also contact your local Flight Standards District Office (FSDO)."
"The National Transportation Safety Board (NTSB) may also require reporting for certain accidents (49 CFR Part 830)." """,
                 "FAA: report within 10 days via FAA DroneZone when there is serious injury/loss of consciousness or more than $500 of non-drone property damage; NTSB rules may also apply.")
    ac = useful("https://www.faa.gov/documentLibrary/media/Advisory_Circular/AC_107-2A.pdf", "Guidance on accident reporting deadline and what counts as damage",
                """AC 107-2A, Small Unmanned Aircraft Systems (Small UAS), dated 2/1/21 (change 1 ...):
"5.9 Accident Reporting. The remote PIC of the sUAS is required to report an accident to the FAA within 10 calendar days if it results in at least serious injury to any person or any loss of consciousness, or if it causes damage to any property (other than the small UA) in excess of $500 to repair or replace the property (whichever is lower)."
"5.9.1 ... For example, a small UA damages a property whose fair market value is $200, and it would cost $600 to repair the damage. Because the fair market value is below $500, this accident is not required to be reported." """,
                "AC 107-2A section 5.9: report within 10 calendar days; the $500 test uses the lower of repair cost and fair market value.")
    eurl = "https://www.ecfr.gov/current/title-14/chapter-I/subchapter-F/part-107/subpart-A"
    turns = [
        (search("14 CFR 107.9 accident reporting drone how many days", "Part 107 safety event reporting $500"),
         hits((eurl + "/section-107.9", "eCFR :: 14 CFR 107.9 -- Safety event reporting.", "No later than 10 calendar days after of an operation that meets the criteria of either paragraph (a) or (b) of this section, a remote pilot in command must report to the FAA ...", "2024-06-10"),
              ("https://www.faa.gov/uas/commercial_operators/report_an_accident", "Report an Accident | Federal Aviation Administration", "You must report to the FAA within 10 days of the operation if it results in at least serious injury ...", "2024-03-20"),
              ("https://www.law.cornell.edu/cfr/text/14/107.9", "14 CFR § 107.9 - Safety event reporting. | LII / Legal Information Institute", "No later than 10 calendar days after of an operation that meets the criteria ...", "2023-12-01"))),
        (extract(eurl + "/section-107.9", "Deadline and thresholds for reporting a small UAS accident"), sec),
        (extract(eurl, "All of Subpart A, to see 107.9 in context with the definitions"), subpart),
        (memory("add", items={"report_deadline": "10 calendar days after the operation (14 CFR 107.9, eCFR section view, up to date as of 6/10/2024)",
                              "report_thresholds": "serious injury or loss of consciousness; or non-drone property damage unless repair cost or FMV <= $500"}),
         added("report_deadline", "report_thresholds")),
        (search("FAA DroneZone report accident part 107"),
         hits(("https://www.faa.gov/uas/commercial_operators/report_an_accident", "Report an Accident | Federal Aviation Administration", "Report the accident through the FAA DroneZone ...", "2024-03-20"),
              ("https://faadronezone-access.faa.gov/", "FAA DroneZone", "Sign in to register your drone, request a waiver or authorization, or report an accident ...", "2024-05-02"))),
        (extract("https://www.faa.gov/uas/commercial_operators/report_an_accident", "How and when a Part 107 accident must be reported"), faa),
        (memory("add", items={"how_to_report": "FAA DroneZone (or local FSDO); NTSB 49 CFR 830 may also apply"}), added("how_to_report")),
        (search("AC 107-2A accident reporting $500 fair market value example"),
         hits(("https://www.faa.gov/documentLibrary/media/Advisory_Circular/AC_107-2A.pdf", "AC 107-2A - Small Unmanned Aircraft Systems (Small UAS)", "5.9 Accident Reporting. The remote PIC of the sUAS is required to report an accident to the FAA within 10 calendar days ...", "2021-02-01"),)),
        (extract("https://www.faa.gov/documentLibrary/media/Advisory_Circular/AC_107-2A.pdf", "Guidance on accident reporting deadline and what counts as damage"), ac),
        (memory("retrieve_all"),
         got({"report_deadline": "10 calendar days after the operation (14 CFR 107.9, eCFR section view, up to date as of 6/10/2024)",
              "report_thresholds": "serious injury or loss of consciousness; or non-drone property damage unless repair cost or FMV <= $500",
              "how_to_report": "FAA DroneZone (or local FSDO); NTSB 49 CFR 830 may also apply"})),
    ]
    rs.add(task=T, tid="h21-search-21", system=SEARCH_SYSTEM, turns=turns,
           state=st("Under FAA Part 107, how soon after a drone accident must the remote pilot report it, and what accidents must be reported?", "2024-06-12"),
           bad=True, turn=3, kind="14 CFR 107.9 text reads 30 calendar days in the subpart view vs 10 in the section view, same 'up to date as of' edition")


# 22 clean, less common (GBIF): occurrence counts under different filters, pagination, and a rounded header count.
GBIF_ROWS = [
    ("4507183921", "Ambystoma mexicanum", "Mexico", "Ciudad de México", "2023-08-14", "Human observation", "iNaturalist Research-grade Observations"),
    ("4421098713", "Ambystoma mexicanum", "Mexico", "Ciudad de México", "2023-05-02", "Human observation", "iNaturalist Research-grade Observations"),
    ("3989210457", "Ambystoma mexicanum", "Mexico", "Ciudad de México", "2022-10-29", "Human observation", "naturalista-mx"),
    ("3311876020", "Ambystoma mexicanum", "Mexico", "Ciudad de México", "2021-03-18", "Preserved specimen", "CNAR - Colección Nacional de Anfibios y Reptiles"),
    ("2987334510", "Ambystoma mexicanum", "Mexico", "Ciudad de México", "2019-11-07", "Human observation", "iNaturalist Research-grade Observations"),
    ("1929384756", "Ambystoma mexicanum", "Mexico", "Ciudad de México", "2006-07-21", "Material sample", "Xochimilco eDNA survey 2006-2008"),
    ("1650021134", "Ambystoma mexicanum", "Mexico", "Estado de México", "1998-04-12", "Preserved specimen", "UMMZ Herpetology"),
    ("1145578890", "Ambystoma mexicanum", "Mexico", "Ciudad de México", "1964-06-02", "Preserved specimen", "MCZ Herpetology"),
    ("857412209", "Ambystoma mexicanum", "Mexico", "Ciudad de México", "1935-01-01", "Preserved specimen", "FMNH Amphibians and Reptiles"),
    ("699342187", "Ambystoma mexicanum", "Mexico", "Ciudad de México", "1891-01-01", "Preserved specimen", "NHMUK Zoological Collections"),
]


def gbif_table(title: str, count: str, rows: list[tuple[str, ...]], first: int, facets: str = "") -> str:
    body = "\n".join(f"| {r[0]} | {r[1]} | {r[2]} | {r[3]} | {r[4]} | {r[5]} | {r[6]} |" for r in rows)
    page = (first - 1) // 20 + 1
    return (f"# Occurrence search | GBIF.org\n{title}\n\n**{count} results** · Page {page} (20 per page; extractor kept the first {len(rows)} rows, from record {first})\n\n{facets}"
            "| GBIF ID | Scientific name | Country | State/province | Date | Basis of record | Dataset |\n|---|---|---|---|---|---|---|\n" + body)


def t22(rs: RowSet) -> None:
    sp = """# Ambystoma mexicanum (Shaw & Nodder, 1798)
GBIF.org · Species · Taxon key 2431950

**Ambystoma mexicanum** (Shaw & Nodder, 1798) · ACCEPTED · SPECIES
Animalia › Chordata › Amphibia › Caudata › Ambystomatidae › Ambystoma

Common names: Axolotl (eng), Ajolote (spa), Mexican walking fish (eng)
IUCN Red List category: Critically Endangered (CR)

| 6.2K occurrences | 1.4K georeferenced | 2.1K images | 118 datasets |
|---|---|---|---|

The axolotl is a paedomorphic salamander endemic to the lake complex of Xochimilco and formerly Chalco, Mexico City. Wild populations have declined steeply since the 1990s; most occurrence records outside Mexico document captive animals or specimens in collections.

Source: GBIF Backbone Taxonomy (2023-08-28), Catalogue of Life."""
    sp_metrics = """# Ambystoma mexicanum (Shaw & Nodder, 1798) - Metrics
GBIF.org · Species · Taxon key 2431950 · Metrics tab

Occurrences: **6,214** · With coordinates: 1,411 · With year: 5,870

By country of occurrence (top 5): Mexico 2,847 · United States 1,118 · Germany 402 · United Kingdom 311 · France 207
By basis of record: Preserved specimen 2,206 · Human observation 2,561 · Living specimen 1,075 · Material sample 271 · Other 101
Occurrences per decade (Mexico): 1880s 3 · ... · 2000s 311 · 2010s 522 · 2020s 371"""
    facets_all = ("Facets · Country: Mexico 2,847 · United States 1,118 · Germany 402 · United Kingdom 311 · France 207 · other 1,329\n"
                  "Facets · Basis of record: Human observation 2,561 · Preserved specimen 2,206 · Living specimen 1,075 · Material sample 271 · Other 101\n\n")
    all_rows = [("4567012398", "Ambystoma mexicanum", "Germany", "Nordrhein-Westfalen", "2024-01-20", "Living specimen", "Zoo Köln living collection")] + GBIF_ROWS[:4] + \
        [("4302210087", "Ambystoma mexicanum", "United States", "Kentucky", "2023-02-11", "Living specimen", "Ambystoma Genetic Stock Center"),
         ("4211786530", "Ambystoma mexicanum", "United Kingdom", "England", "2022-12-03", "Human observation", "iRecord")]
    mx_p1 = GBIF_ROWS
    mx_p2 = [
        ("2576409931", "Ambystoma mexicanum", "Mexico", "Ciudad de México", "2018-09-30", "Human observation", "iNaturalist Research-grade Observations"),
        ("2563318207", "Ambystoma mexicanum", "Mexico", "Ciudad de México", "2018-06-11", "Human observation", "naturalista-mx"),
        ("2012876645", "Ambystoma mexicanum", "Mexico", "Ciudad de México", "2017-12-02", "Material sample", "Xochimilco eDNA monitoring 2014-2019"),
        ("1990211408", "Ambystoma mexicanum", "Mexico", "Ciudad de México", "2017-08-19", "Human observation", "iNaturalist Research-grade Observations"),
        ("1804772319", "Ambystoma mexicanum", "Mexico", "Puebla", "2016-03-27", "Human observation", "naturalista-mx"),
        ("1711093456", "Ambystoma mexicanum", "Mexico", "Ciudad de México", "2015-10-10", "Preserved specimen", "CNAR - Colección Nacional de Anfibios y Reptiles"),
        ("1572209934", "Ambystoma mexicanum", "Mexico", "Ciudad de México", "1979-05-03", "Preserved specimen", "KU Herpetology"),
        ("1320457781", "Ambystoma mexicanum", "Mexico", "Ciudad de México", "1956-08-24", "Preserved specimen", "USNM Amphibians & Reptiles"),
        ("1098764412", "Ambystoma mexicanum", "Mexico", "Estado de México", "1932-07-15", "Preserved specimen", "CAS Herpetology"),
        ("911203348", "Ambystoma mexicanum", "Mexico", "Ciudad de México", "1903-01-01", "Preserved specimen", "ZMB Herpetologie"),
    ]
    q = "https://www.gbif.org/occurrence/search?taxon_key=2431950"
    turns = [
        (search("GBIF Ambystoma mexicanum occurrences", "axolotl occurrence records GBIF Mexico"),
         hits(("https://www.gbif.org/species/2431950", "Ambystoma mexicanum (Shaw & Nodder, 1798) - GBIF", "Axolotl. Animalia › Chordata › Amphibia › Caudata › Ambystomatidae ... 6.2K occurrences ...", "2024-11-06"),
              (q, "Occurrence search | GBIF.org", "Search more than 2.7 billion occurrence records ...", "2024-11-06"),
              ("https://www.iucnredlist.org/species/1095/53947343", "Ambystoma mexicanum - IUCN Red List", "Critically Endangered ... endemic to the Xochimilco lake complex ...", "2019-08-01"))),
        (extract("https://www.gbif.org/species/2431950", "Total number of occurrence records"), sp),
        (extract(q, "Exact total of occurrences and breakdown by country"), gbif_table("Filters: Scientific name = Ambystoma mexicanum (2431950)", "6,214", all_rows, 1, facets_all)),
        (memory("add", items={"total_occurrences": "6,214 (GBIF occurrence search, taxon_key 2431950)"}), added("total_occurrences")),
        (extract(q + "&country=MX&has_coordinate=true", "Georeferenced records from Mexico"),
         gbif_table("Filters: Scientific name = Ambystoma mexicanum (2431950) · Country = Mexico · Has coordinate = true", "1,132", mx_p1, 1)),
        (extract(q + "&country=MX&has_coordinate=true&offset=20", "Next page of georeferenced Mexican records"),
         gbif_table("Filters: Scientific name = Ambystoma mexicanum (2431950) · Country = Mexico · Has coordinate = true", "1,132", mx_p2, 21)),
        (memory("add", items={"mx_all": "2,847 (country facet)", "mx_with_coords": "1,132 (country=MX, has_coordinate=true)"}),
         added("mx_all", "mx_with_coords")),
        (extract(q + "&country=MX&has_coordinate=true&year=2000,2024", "Georeferenced Mexican records since 2000"),
         gbif_table("Filters: Scientific name = Ambystoma mexicanum (2431950) · Country = Mexico · Has coordinate = true · Year = 2000–2024", "986", GBIF_ROWS[:6], 1)),
        (extract("https://www.gbif.org/species/2431950/metrics", "Occurrence metrics for the species"), sp_metrics),
        (memory("update", items={"total_occurrences": "6,214 (GBIF search and species metrics; shown as 6.2K on the species header)"}), updated("total_occurrences")),
        (memory("retrieve_all"),
         got({"total_occurrences": "6,214 (GBIF search and species metrics; shown as 6.2K on the species header)",
              "mx_all": "2,847 (country facet)", "mx_with_coords": "1,132 (country=MX, has_coordinate=true)"})),
    ]
    rs.add(task=T, tid="h21-search-22", system=SEARCH_SYSTEM, turns=turns,
           state=st("How many GBIF occurrence records are there for the axolotl (Ambystoma mexicanum), and how many of them are georeferenced records from Mexico?", "2024-11-07"))


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for fn in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
