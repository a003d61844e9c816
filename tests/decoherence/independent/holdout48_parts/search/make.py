# ruff: noqa: E501
"""Held-out set holdout48, search domain: 22 deep-research trajectories over web_search, web_extractor and dict_memory.

Each trajectory is one research task (box office, exoplanets, airports, exchange rates, GPUs, ...) written as a
simulating language model would answer it. Eleven carry exactly one observation that contradicts an earlier one;
eleven are clean. Run from the repository root:

    python3 -m tests.decoherence.independent.holdout48_parts.search.make
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import RowSet, extract, memory, results, search

TASK = "search"

TOOLS = [
    {"name": "web_search", "description": "Performs batched web searches: supply an array 'queries'; the tool retrieves the top 10 results for each query in one call.",
     "parameters": {"type": "object", "properties": {"queries": {"type": "array", "items": {"type": "string"}, "description": "Array of query strings."}}, "required": ["queries"]}},
    {"name": "web_extractor", "description": "Fetches a webpage and returns its main content as Markdown, focused on the given goal.",
     "parameters": {"type": "object", "properties": {"url": {"type": "string", "description": "The URL of the webpage to visit."}, "goal": {"type": "string", "description": "The specific information goal for visiting the webpage."}}, "required": ["url", "goal"]}},
    {"name": "dict_memory", "description": "A persistent key-value scratchpad. Operations: add, update, retrieve, retrieve_all, remove, remove_all.",
     "parameters": {"type": "object", "properties": {"operation": {"type": "string", "enum": ["add", "update", "retrieve", "retrieve_all", "remove", "remove_all"]}, "dict": {"type": "object", "description": "Key-value pairs for add/update."}, "key_list": {"type": "array", "items": {"type": "string"}, "description": "Keys for retrieve/remove."}}, "required": ["operation"]}},
]

SYSTEM_HEAD = """# Role and Objective

You are a **Search World Model** - a precise web search and information retrieval environment simulator. Simulate the execution of search and memory-related tool calls and generate realistic, contextually appropriate responses, keeping factual accuracy as the top priority and staying consistent with everything returned earlier in the session.

## Environment Management

Initial state is typically empty, with no prior search history or memory entries, unless the Current State says otherwise.

| Tool | State Transition Behavior |
|------|--------------------------|
| `web_search` | Adds search results to context; provides URLs and snippets for further exploration |
| `web_extractor` | Retrieves full webpage content; adds extracted information to context |
| `dict_memory` | Modifies persistent memory state (add/update/retrieve/remove operations) |

Track across turns: discovered facts, URL references, memory contents and how the queries progress.

## Tool Execution

### web_search
Output one block per call, results numbered `[1]`, `[2]`, ... with `Title:`, `Snippet:` and `Date:` lines (`N/A` for undated reference pages). Generate up to 10 results per query, with a realistic mix of sources (Wikipedia, official sites, news outlets, databases, forums).

### web_extractor
Return the page's main content as Markdown (headers, `|` tables, lists), skipping ads and footers. Content MUST agree with earlier snippets for the same URL and with earlier extractions.

### dict_memory
| Operation | Output |
|-----------|--------|
| `add` | `Successfully added items of [keys] to memory.` |
| `update` | `Successfully updated items of [keys] in memory.` |
| `retrieve` | The stored key-value pairs, or "Key not found" |
| `retrieve_all` | All stored key-value pairs |
| `remove` | `Successfully removed items of [keys] from memory.` |
| `remove_all` | `Successfully cleared all memory.` |

Memory persists across all turns until explicitly removed; retrieve returns exactly what was stored.

## Key Principles
Format, factuality (do not fabricate entities or statistics), consistency with the historical context and memory state, realistic search behaviour, complete yet concise output.

# Input Definitions & Action Space

"""


def system(target: str | None = None) -> str:
    text = SYSTEM_HEAD + json.dumps(TOOLS, indent=1)
    if target:
        text += f"\n\n# Simulation Instruction\n\nTarget Query: {target}\n(No reference answer is provided; rely on accurate real-world knowledge.)"
    return text


def sr(*items: tuple[str, str, str, str]) -> str:
    """A web_search observation: numbered results inside a code fence."""
    return "```\n" + results(*items) + "\n```"


def table(head: list[str], rows: list[list[str]]) -> str:
    out = ["| " + " | ".join(head) + " |", "| " + " | ".join("---" for _ in head) + " |"]
    out += ["| " + " | ".join(r) + " |" for r in rows]
    return "\n".join(out)


def added(*k: str) -> str:
    return f"Successfully added items of {list(k)} to memory."


def updated(*k: str) -> str:
    return f"Successfully updated items of {list(k)} in memory."


def removed(*k: str) -> str:
    return f"Successfully removed items of {list(k)} from memory."


def dump(d: dict[str, Any]) -> str:
    return json.dumps(d, indent=2, ensure_ascii=False)


def state(date: str, question: str, mem: dict[str, Any] | None = None) -> str:
    m = dump(mem) if mem else "{} (empty)"
    return f"Session date: {date}\nUser question: {question}\nSearch history: (none)\nMemory ({len(mem or {})} items): {m}"


def usd(n: int) -> str:
    return f"${n:,}"


def share(a: int, b: int) -> str:
    return f"{a / b * 100:.1f}%"


# ---------------------------------------------------------------------------------------------------------------
# 01
# ---------------------------------------------------------------------------------------------------------------

BOM_2023 = [
    ("Barbie", 636_238_421, 809_400_000),
    ("The Super Mario Bros. Movie", 574_934_330, 787_058_145),
    ("Oppenheimer", 329_862_540, 645_949_793),
    ("Guardians of the Galaxy Vol. 3", 358_995_815, 486_559_962),
    ("Fast X", 146_126_015, 568_441_270),
    ("Spider-Man: Across the Spider-Verse", 381_593_754, 309_022_919),
    ("Full River Red", 1_173_612, 672_514_000),
    ("The Wandering Earth II", 698_521, 603_442_000),
    ("The Little Mermaid", 298_172_056, 271_454_233),
    ("Mission: Impossible - Dead Reckoning Part One", 172_135_383, 395_400_000),
    ("Elemental", 154_426_697, 342_017_611),
    ("Ant-Man and the Wasp: Quantumania", 214_504_909, 261_566_271),
    ("John Wick: Chapter 4", 187_131_806, 253_025_439),
    ("Transformers: Rise of the Beasts", 157_066_392, 281_953_608),
    ("The Hunger Games: The Ballad of Songbirds & Snakes", 166_366_924, 170_951_000),
]


def bom_rows(films: list[tuple[str, int, int]]) -> list[list[str]]:
    rows = []
    for i, (name, dom, intl) in enumerate(films, 1):
        ww = dom + intl
        rows.append([str(i), name, usd(ww), usd(dom), share(dom, ww), usd(intl), share(intl, ww)])
    return rows


# Box Office Mojo (2023 grosses): bad
def t01(rs: RowSet) -> None:
    t1 = sr(
        ("https://www.boxofficemojo.com/year/world/2023/", "2023 Worldwide Box Office - Box Office Mojo",
         "Rank, Release Group, Worldwide, Domestic, %, Foreign, %. 1, Barbie, $1,445,638,421, $636,238,421, 44%, $809,400,000, 56%. 2, The Super Mario Bros. Movie, $1,361,992,475 ...", "N/A"),
        ("https://www.boxofficemojo.com/title/tt1517268/", "Barbie (2023) - Box Office Mojo",
         "Domestic (44%) $636,238,421. International (56%) $809,400,000. Worldwide $1,445,638,421. Domestic Distributor Warner Bros. Domestic Opening $162,022,044 ...", "N/A"),
        ("https://en.wikipedia.org/wiki/2023_in_film", "2023 in film - Wikipedia",
         "Highest-grossing films: Barbie became the highest-grossing film of 2023 and the highest-grossing film ever released by Warner Bros. ... The Super Mario Bros. Movie, Oppenheimer ...", "N/A"),
        ("https://variety.com/2023/film/box-office/barbie-highest-grossing-film-2023-1235749832/", "'Barbie' Becomes 2023's Biggest Movie at the Global Box Office - Variety",
         "Greta Gerwig's 'Barbie' has overtaken 'The Super Mario Bros. Movie' to become the highest-grossing film of the year, with $1.38 billion worldwide ...", "Aug 27, 2023"),
        ("https://www.the-numbers.com/box-office-records/worldwide/all-movies/cumulative/released-in-2023", "Top 2023 Movies at the Worldwide Box Office - The Numbers",
         "Rank, Year, Movie, Worldwide Box Office, Domestic Box Office, International Box Office. 1, 2023, Barbie ... 2, 2023, The Super Mario Bros. Movie ... 3, 2023, Oppenheimer ...", "N/A"),
        ("https://www.hollywoodreporter.com/movies/movie-news/box-office-2023-year-end-barbie-mario-oppenheimer-1235773511/", "Box Office 2023: 'Barbie,' 'Mario,' 'Oppenheimer' Lead a Recovering Year",
         "Global ticket sales for 2023 reached an estimated $33.9 billion, up 31 percent from 2022, as Barbie, The Super Mario Bros. Movie and Oppenheimer ...", "Dec 31, 2023"),
        ("https://www.boxofficemojo.com/year/2023/", "Domestic Box Office For 2023 - Box Office Mojo",
         "Rank, Release, Gross, Theaters, Total Gross, Release Date, Distributor. 1 Barbie $636,238,421 4,337 $636,238,421 Jul 21 Warner Bros. ... 2 The Super Mario Bros. Movie $574,934,330 ...", "N/A"),
        ("https://www.reddit.com/r/boxoffice/comments/18vq2xk/final_2023_worldwide_box_office_top_25/", "Final 2023 worldwide box office top 25 : r/boxoffice",
         "Barbie $1.446B, Super Mario $1.362B, Oppenheimer still to open in Japan, GotG3 $845.6M, Fast X $714.6M ...", "Jan 1, 2024"),
    )
    t2 = (
        "# 2023 Worldwide Box Office\n\n"
        "Calendar grosses | Domestic | International | Worldwide\n\n"
        "Year: 2023 - Total markets\n\n"
        + table(["Rank", "Release Group", "Worldwide", "Domestic", "%", "Foreign", "%"], bom_rows(BOM_2023))
        + "\n\nShowing 1-15 of 200 release groups. [Next 185 >](https://www.boxofficemojo.com/year/world/2023/?offset=15)\n\n"
        "Box office data for a release group includes all of its releases in every market. Grosses are cumulative for films released in the year and may change as markets report.\n\n"
        "By IMDbPro - Box Office Mojo | Data as of Jun 9, 2024"
    )
    t3 = "Successfully added items of ['barbie_2023_ww', 'mario_2023_ww', 'oppenheimer_2023_ww'] to memory."
    t4 = sr(
        ("https://www.boxofficemojo.com/weekend/2023W29/", "Domestic 2023 Weekend 29 - Box Office Mojo",
         "July 21-23, 2023. Rank, Release, Gross, %± LW, Theaters, Change, Average, Total Gross, Weeks, Distributor. 1 Barbie $162,022,044 - 4,243 ... 2 Oppenheimer $82,455,420 - 3,610 ...", "N/A"),
        ("https://www.nytimes.com/2023/07/23/business/media/barbie-oppenheimer-box-office.html", "'Barbie' and 'Oppenheimer' Bring a Box Office Bonanza - The New York Times",
         "'Barbie' collected an estimated $155 million at North American theaters, the biggest opening of the year, while 'Oppenheimer' took in $80.5 million ...", "Jul 23, 2023"),
        ("https://deadline.com/2023/07/barbie-oppenheimer-box-office-opening-weekend-record-1235444975/", "'Barbie' Dances To $162M Opening, 'Oppenheimer' Blasts Off With $82M - Deadline",
         "Final Monday numbers: Warner Bros.' Barbie opened to $162M, the best debut ever for a film directed by a woman, while Universal's Oppenheimer grossed $82.4M ...", "Jul 24, 2023"),
        ("https://en.wikipedia.org/wiki/Barbenheimer", "Barbenheimer - Wikipedia",
         "Barbenheimer is a cultural phenomenon that began circulating on social media before the simultaneous theatrical release of two blockbuster films, Barbie and Oppenheimer, on July 21, 2023 ...", "N/A"),
        ("https://www.boxofficemojo.com/releasegroup/gr3443604997/", "Oppenheimer - Box Office Mojo",
         "Domestic (33.8%) $329,862,540. International (66.2%) $645,949,793. Worldwide $975,812,333. Domestic Opening $82,455,420 ...", "N/A"),
        ("https://variety.com/2023/film/box-office/box-office-barbie-oppenheimer-opening-weekend-1235677003/", "Box Office: 'Barbie' Opens to $155 Million, 'Oppenheimer' Hits $80 Million - Variety",
         "Combined, the two films generated $235.5 million in North America, making it the fourth-biggest weekend in box office history ...", "Jul 23, 2023"),
        ("https://www.the-numbers.com/movie/Barbie-(2023)", "Barbie (2023) - Financial Information - The Numbers",
         "Domestic Box Office $636,238,421. Opening weekend $162,022,044 (4,243 theaters). Production budget $145,000,000 ...", "N/A"),
    )
    t5 = (
        "# Oppenheimer\n\n"
        "Release group | Oppenheimer (2023) | Original release and re-releases\n\n"
        "## All Territories\n\n"
        "| Domestic (33.8%) | International (66.2%) | Worldwide |\n| --- | --- | --- |\n| $329,862,540 | $645,949,793 | $975,812,333 |\n\n"
        "## Summary Details\n\n"
        "- **Domestic Distributor:** Universal Pictures\n- **Domestic Opening:** $82,455,420\n- **Earliest Release Date:** July 19, 2023 (France, Belgium, Switzerland)\n"
        "- **MPAA:** R\n- **Running Time:** 3 hr\n- **Genres:** Biography Drama History\n- **Widest Release:** 3,761 theaters\n\n"
        "## By Release\n\n"
        + table(["Release", "Rank", "Worldwide", "Domestic", "International", "Markets"], [
            ["Original Release", "3", "$958,781,233", "$326,102,765", "$632,678,468", "79"],
            ["2024 Re-release", "-", "$17,031,100", "$3,759,775", "$13,271,325", "14"],
        ])
        + "\n\n## By Region (original release, largest markets)\n\n"
        + table(["Market", "Release Date", "Opening", "Gross"], [
            ["Domestic", "Jul 21, 2023", "$82,455,420", "$326,102,765"],
            ["United Kingdom", "Jul 21, 2023", "$13,829,103", "$81,360,420"],
            ["China", "Aug 30, 2023", "$20,480,000", "$62,618,000"],
            ["Germany", "Jul 20, 2023", "$7,906,201", "$47,934,771"],
            ["France", "Jul 19, 2023", "$8,718,455", "$44,025,008"],
            ["Australia", "Jul 20, 2023", "$7,941,300", "$34,880,415"],
            ["India", "Jul 21, 2023", "$6,430,000", "$18,520,000"],
            ["Japan", "Mar 29, 2024", "$2,510,411", "$13,204,880"],
        ])
        + "\n\nGrosses for the 2024 re-release include IMAX 70mm engagements following the film's Academy Awards wins."
    )
    barbie_intl = 805_582_032
    barbie_ww = 636_238_421 + barbie_intl
    t6 = (
        "# Barbie (2023)\n\n"
        "Barbie and Ken are having the time of their lives in the colorful and seemingly perfect world of Barbie Land. However, when they get a chance to go to the real world, they soon discover the joys and perils of living among humans.\n\n"
        "## All Releases\n\n"
        f"| Domestic ({share(636_238_421, barbie_ww)}) | International ({share(barbie_intl, barbie_ww)}) | Worldwide |\n| --- | --- | --- |\n| $636,238,421 | {usd(barbie_intl)} | {usd(barbie_ww)} |\n\n"
        "## Summary Details\n\n"
        "- **Domestic Distributor:** Warner Bros. - See full company information\n- **Domestic Opening:** $162,022,044\n- **Budget:** $145,000,000\n"
        "- **Earliest Release Date:** July 19, 2023 (Indonesia, South Korea)\n- **MPAA:** PG-13\n- **Running Time:** 1 hr 54 min\n"
        "- **Genres:** Adventure Comedy Fantasy Romance\n- **Widest Release:** 4,337 theaters\n- **IMDbPro:** See more details at IMDbPro\n\n"
        "## Top Markets\n\n"
        + table(["Market", "Release Date", "Opening", "Gross"], [
            ["Domestic", "Jul 21, 2023", "$162,022,044", "$636,238,421"],
            ["United Kingdom", "Jul 21, 2023", "$23,210,514", "$95,703,523"],
            ["Mexico", "Jul 20, 2023", "$15,883,200", "$66,815,062"],
            ["Australia", "Jul 20, 2023", "$13,902,604", "$59,544,170"],
            ["Brazil", "Jul 20, 2023", "$11,740,910", "$45,027,345"],
            ["Germany", "Jul 20, 2023", "$8,270,311", "$44,801,914"],
            ["France", "Jul 19, 2023", "$7,410,118", "$38,601,726"],
            ["Italy", "Jul 20, 2023", "$6,002,377", "$34,922,458"],
            ["Spain", "Jul 21, 2023", "$5,218,690", "$29,337,480"],
            ["South Korea", "Jul 19, 2023", "$1,027,550", "$4,520,310"],
        ])
        + "\n\n## Cast & Crew\n\n- Director: Greta Gerwig\n- Writers: Greta Gerwig, Noah Baumbach\n- Producers: David Heyman, Margot Robbie, Tom Ackerley, Robbie Brenner\n- Lead cast: Margot Robbie, Ryan Gosling, America Ferrera, Kate McKinnon, Issa Rae"
    )
    t7 = "Successfully added items of ['barbie_opening', 'barbie_oppenheimer_weekend'] to memory."
    t8 = dump({
        "barbie_2023_ww": "$1,445,638,421 (dom $636,238,421 / intl $809,400,000) - BOM 2023 worldwide chart",
        "mario_2023_ww": "$1,361,992,475 (dom $574,934,330 / intl $787,058,145)",
        "oppenheimer_2023_ww": "$975,812,333 incl. 2024 re-release (dom $329,862,540)",
        "barbie_opening": "$162,022,044 domestic, Jul 21-23 2023, 4,243 theaters",
        "barbie_oppenheimer_weekend": "Oppenheimer opened $82,455,420 (3,610 theaters); combined ~$244.5M",
    })
    turns = [
        (search("Box Office Mojo 2023 worldwide box office Barbie Super Mario Bros Oppenheimer"), t1),
        (extract("https://www.boxofficemojo.com/year/world/2023/", "Top worldwide grosses of 2023 with domestic/foreign split"), t2),
        (memory("add", dict={"barbie_2023_ww": "$1,445,638,421 (dom $636,238,421 / intl $809,400,000) - BOM 2023 worldwide chart",
                             "mario_2023_ww": "$1,361,992,475 (dom $574,934,330 / intl $787,058,145)",
                             "oppenheimer_2023_ww": "$975,812,333 incl. 2024 re-release (dom $329,862,540)"}), t3),
        (search("Barbie Oppenheimer opening weekend July 21 2023 box office"), t4),
        (extract("https://www.boxofficemojo.com/releasegroup/gr3443604997/", "Oppenheimer grosses by release and market"), t5),
        (extract("https://www.boxofficemojo.com/title/tt1517268/", "Barbie domestic, international and worldwide totals, top markets"), t6),
        (memory("add", dict={"barbie_opening": "$162,022,044 domestic, Jul 21-23 2023, 4,243 theaters",
                             "barbie_oppenheimer_weekend": "Oppenheimer opened $82,455,420 (3,610 theaters); combined ~$244.5M"}), t7),
        (memory("retrieve_all"), t8),
    ]
    rs.add(task=TASK, tid="h48-search-01", system=system("Which film was the highest-grossing worldwide release of 2023, and by how much did it beat the runner-up?"),
           turns=turns, state=state("2024-06-10", "Which film grossed the most worldwide in 2023 and how did its opening compare with Oppenheimer's?"),
           bad=True, turn=6, kind="Barbie's worldwide/international gross on its title page differs from the figure shown on the year chart and in the earlier snippet")


# ---------------------------------------------------------------------------------------------------------------
# 02
# ---------------------------------------------------------------------------------------------------------------

GSPC_DEC = [
    ("Dec 31, 2024", "5,919.74", "5,929.74", "5,868.86", "5,881.63", "3,433,250,000"),
    ("Dec 30, 2024", "5,920.67", "5,940.79", "5,869.16", "5,906.94", "3,328,100,000"),
    ("Dec 27, 2024", "6,006.17", "6,006.17", "5,932.95", "5,970.84", "3,159,610,000"),
    ("Dec 26, 2024", "6,024.97", "6,049.75", "6,007.37", "6,037.59", "2,904,530,000"),
    ("Dec 24, 2024", "5,984.74", "6,040.10", "5,981.44", "6,040.04", "1,757,720,000"),
    ("Dec 23, 2024", "5,940.25", "5,978.25", "5,902.57", "5,974.07", "3,593,280,000"),
    ("Dec 20, 2024", "5,842.00", "5,982.06", "5,832.30", "5,930.85", "8,223,220,000"),
    ("Dec 19, 2024", "5,912.71", "5,935.52", "5,866.07", "5,867.08", "4,896,880,000"),
    ("Dec 18, 2024", "6,047.65", "6,070.67", "5,867.79", "5,872.16", "5,246,960,000"),
    ("Dec 17, 2024", "6,052.55", "6,057.68", "6,035.19", "6,050.61", "4,544,500,000"),
    ("Dec 16, 2024", "6,063.79", "6,085.19", "6,059.14", "6,074.08", "4,391,100,000"),
    ("Dec 13, 2024", "6,068.17", "6,078.58", "6,035.77", "6,051.09", "3,859,900,000"),
]


def gspc_quote(price: str, chg: str, pct: str, when: str, low: str, volume: str) -> str:
    return (
        "# S&P 500 (^GSPC)\n\nSNP - SNP Real Time Price. Currency in USD\n\n"
        f"**{price}** {chg} ({pct})\n\n{when}. Market Open.\n\n"
        + table(["Field", "Value"], [
            ["Previous Close", "5,881.63"], ["Open", "5,903.26"], ["Volume", volume],
            ["Day's Range", f"{low} - 5,935.09"], ["52 Week Range", "4,682.11 - 6,099.97"], ["Avg. Volume", "4,018,775,000"],
        ])
        + "\n\n## Performance Overview\n\nTrailing total returns as of 12/31/2024, which may include dividends or other distributions. Benchmark is S&P 500.\n\n"
        + table(["Period", "^GSPC Return"], [["YTD Return", "0.00%"], ["1-Year Return", "+23.31%"], ["3-Year Return", "+23.40%"], ["5-Year Return", "+82.04%"]])
        + "\n\n## Recent News\n\n- Stock market today: S&P 500 opens 2025 higher after back-to-back 20% years - Yahoo Finance\n- Tesla shares slide after first annual drop in deliveries - Reuters\n- Treasury yields edge up as traders look to Friday's jobs report - CNBC"
    )


# Yahoo Finance (S&P 500 closes): clean
def t02(rs: RowSet) -> None:
    t1 = sr(
        ("https://finance.yahoo.com/quote/%5EGSPC/history/", "S&P 500 (^GSPC) Historical Data - Yahoo Finance",
         "Discover historical prices for ^GSPC stock on Yahoo Finance. View daily, weekly or monthly format back to when S&P 500 stock was issued.", "N/A"),
        ("https://apnews.com/article/stock-markets-2024-year-end-sp500-dow-nasdaq-0c6a1fd3", "Wall Street closes out a banner year with S&P 500 up more than 23% | AP News",
         "The S&P 500 fell 0.4% on the last trading day of the year but still finished 2024 with a gain of 23.3%, its second straight year of 20%-plus gains ...", "Dec 31, 2024"),
        ("https://www.cnbc.com/2024/12/30/stock-market-today-live-updates.html", "S&P 500 closes 2024 with a 23% gain, Nasdaq jumps 29% - CNBC",
         "The broad market index closed at 5,881.63 on Tuesday. The Nasdaq Composite gained 28.6% for the year and the Dow added 12.9% ...", "Dec 31, 2024"),
        ("https://www.wsj.com/finance/stocks/stock-market-today-dow-sp500-nasdaq-12-31-2024", "Stock Market Today: S&P 500 Posts Back-to-Back 20% Gains - WSJ",
         "Major indexes slipped on New Year's Eve. The S&P 500 rose 23% in 2024 after a 24% gain in 2023, the first back-to-back 20% years since 1997-98 ...", "Dec 31, 2024"),
        ("https://www.macrotrends.net/2526/sp-500-historical-annual-returns", "S&P 500 Historical Annual Returns | MacroTrends",
         "Interactive chart showing the annual percentage change of the S&P 500 index back to 1927. 2024 closing price 5,881.63, annual % change 23.31% ...", "N/A"),
        ("https://www.spglobal.com/spdji/en/indices/equity/sp-500/", "S&P 500 | S&P Dow Jones Indices",
         "The S&P 500 is widely regarded as the best single gauge of large-cap U.S. equities. Index level, total returns, annualized returns ...", "N/A"),
        ("https://finance.yahoo.com/news/stock-market-today-sp-500-opens-2025-higher-143512818.html", "Stock market today: S&P 500 opens 2025 higher after back-to-back 20% years",
         "US stocks rose at the open on the first trading day of 2025, with the S&P 500 adding about 0.5% ...", "35 minutes ago"),
        ("https://www.reuters.com/markets/us/futures-edge-higher-first-trading-day-2025-2025-01-02/", "Wall St futures edge higher on first trading day of 2025 - Reuters",
         "U.S. stock index futures rose on Thursday as investors kicked off 2025 after a stellar year for equities driven by AI enthusiasm and rate cuts ...", "Jan 2, 2025"),
    )
    t2 = (
        "# S&P 500 (^GSPC) Historical Data\n\nSNP - SNP Real Time Price. Currency in USD\n\nTime Period: Dec 13, 2024 - Dec 31, 2024 | Show: Historical Prices | Frequency: Daily\n\n"
        + table(["Date", "Open", "High", "Low", "Close", "Adj Close", "Volume"], [[d, o, h, lo, c, c, v] for d, o, h, lo, c, v in GSPC_DEC])
        + "\n\n*Close price adjusted for splits.\n**Adjusted close price adjusted for splits and dividend and/or capital gain distributions.\n\nLoading more data..."
    )
    t3 = "Successfully added items of ['spx_close_2024-12-31', 'spx_2024_return'] to memory."
    t4 = gspc_quote("5,912.47", "+30.84", "+0.52%", "As of 10:32:14 AM EST", "5,898.75", "824,531,000")
    t5 = sr(
        ("https://apnews.com/article/stock-markets-2024-year-end-sp500-dow-nasdaq-0c6a1fd3", "Wall Street closes out a banner year with S&P 500 up more than 23% | AP News",
         "The Dow Jones Industrial Average slipped 29.51 points, or 0.1%, to 42,544.22, and the Nasdaq composite fell 175.99 points, or 0.9%, to 19,310.79 ...", "Dec 31, 2024"),
        ("https://finance.yahoo.com/quote/%5EDJI/history/", "Dow Jones Industrial Average (^DJI) Historical Data - Yahoo Finance",
         "Discover historical prices for ^DJI stock on Yahoo Finance. Dec 31, 2024 close 42,544.22 ...", "N/A"),
        ("https://finance.yahoo.com/quote/%5EIXIC/history/", "NASDAQ Composite (^IXIC) Historical Data - Yahoo Finance",
         "Discover historical prices for ^IXIC stock on Yahoo Finance. View daily, weekly or monthly format ...", "N/A"),
        ("https://www.nasdaq.com/articles/2024-year-review-nasdaq-composite", "2024: The Year in Review for the Nasdaq Composite | Nasdaq",
         "The Nasdaq Composite crossed 20,000 for the first time on December 11, 2024, and ended the year up 28.6% ...", "Jan 1, 2025"),
        ("https://www.cnbc.com/2024/12/31/dow-2024-performance.html", "Dow notches third straight positive year, gaining 12.9% in 2024 - CNBC",
         "The 30-stock Dow finished 2024 at 42,544.22, up 12.9% for the year, lagging the S&P 500 and Nasdaq as tech outperformed ...", "Dec 31, 2024"),
        ("https://finance.yahoo.com/news/stock-market-today-sp-500-opens-2025-higher-143512818.html", "Stock market today: S&P 500 opens 2025 higher after back-to-back 20% years",
         "US stocks rose at the open on the first trading day of 2025, with the S&P 500 adding about 0.5% ...", "1 hour ago"),
        ("https://www.marketwatch.com/story/dow-sp-500-and-nasdaq-2024-returns", "Here's how the Dow, S&P 500 and Nasdaq performed in 2024 - MarketWatch",
         "The S&P 500 SPX gained 23.3% in 2024, the Nasdaq Composite COMP jumped 28.6%, while the Dow Jones Industrial Average DJIA rose 12.9% ...", "Dec 31, 2024"),
        ("https://www.investopedia.com/dow-jones-today-12312024-8765432", "Markets News, Dec. 31, 2024: Stocks Close Lower on Final Day of 2024 - Investopedia",
         "All three major indexes lost ground on the final trading day of the year; the S&P 500 closed 0.4% lower ...", "Dec 31, 2024"),
    )
    t6 = (
        "# Wall Street closes out a banner year with S&P 500 up more than 23%\n\nBy STAN CHOE, AP Business Writer\nUpdated 4:21 PM EST, December 31, 2024\n\n"
        "NEW YORK (AP) - Wall Street closed out one of its best years of the century on Tuesday, even though stocks slipped on the final day.\n\n"
        "The S&P 500 fell 0.4% but finished 2024 with a gain of 23.3%. That follows a 24.2% rise in 2023, making it the first back-to-back 20% years for the index since 1997 and 1998.\n\n"
        "The Dow Jones Industrial Average slipped 29.51 points, or 0.1%, to 42,544.22, and the Nasdaq composite fell 175.99 points, or 0.9%, to 19,310.79.\n\n"
        "## How the indexes finished\n\n"
        + table(["Index", "Dec 31 close", "Day change", "2024 change", "2023 close"], [
            ["S&P 500", "5,881.63", "-25.31 (-0.4%)", "+1,111.80 (+23.3%)", "4,769.83"],
            ["Dow Jones Industrial Average", "42,544.22", "-29.51 (-0.1%)", "+4,854.68 (+12.9%)", "37,689.54"],
            ["Nasdaq Composite", "19,310.79", "-175.99 (-0.9%)", "+4,299.44 (+28.6%)", "15,011.35"],
            ["Russell 2000", "2,230.16", "+1.01 (+0.0%)", "+203.09 (+10.0%)", "2,027.07"],
        ])
        + "\n\nNvidia, up more than 170% for the year, was again the biggest single force behind the S&P 500's rise, as enthusiasm for artificial-intelligence technology continued. Big Tech stocks in the 'Magnificent Seven' accounted for more than half of the index's gains.\n\n"
        "The Federal Reserve cut its main interest rate three times in the second half of the year, though its signal in December that it may cut fewer times in 2025 than expected sent stocks sharply lower on Dec. 18.\n\n"
        "In the bond market, the yield on the 10-year Treasury was 4.57%, up from 3.88% at the end of 2023.\n\nU.S. markets will be closed Wednesday for New Year's Day."
    )
    t7 = "Successfully added items of ['dji_close_2024-12-31', 'ixic_close_2024-12-31'] to memory."
    t8 = gspc_quote("5,874.01", "-7.62", "-0.13%", "As of 11:47:03 AM EST", "5,866.12", "1,402,880,000")
    t9 = dump({
        "spx_close_2024-12-31": "5,881.63 (Yahoo ^GSPC history)",
        "spx_2024_return": "+23.31% (4,769.83 -> 5,881.63)",
        "dji_close_2024-12-31": "42,544.22 (-29.51 on day; +12.9% in 2024)",
        "ixic_close_2024-12-31": "19,310.79 (-175.99 on day; +28.6% in 2024)",
    })
    turns = [
        (search("S&P 500 close December 31 2024 annual gain"), t1),
        (extract("https://finance.yahoo.com/quote/%5EGSPC/history/", "Daily closes for the S&P 500 in the second half of December 2024"), t2),
        (memory("add", dict={"spx_close_2024-12-31": "5,881.63 (Yahoo ^GSPC history)", "spx_2024_return": "+23.31% (4,769.83 -> 5,881.63)"}), t3),
        (extract("https://finance.yahoo.com/quote/%5EGSPC/", "Current S&P 500 level and previous close"), t4),
        (search("Dow Jones Nasdaq close December 31 2024 full year performance"), t5),
        (extract("https://apnews.com/article/stock-markets-2024-year-end-sp500-dow-nasdaq-0c6a1fd3", "Closing values and 2024 percentage changes for the Dow and Nasdaq"), t6),
        (memory("add", dict={"dji_close_2024-12-31": "42,544.22 (-29.51 on day; +12.9% in 2024)", "ixic_close_2024-12-31": "19,310.79 (-175.99 on day; +28.6% in 2024)"}), t7),
        (extract("https://finance.yahoo.com/quote/%5EGSPC/", "Latest S&P 500 level versus the 2024 close"), t8),
        (memory("retrieve_all"), t9),
    ]
    rs.add(task=TASK, tid="h48-search-02", system=system(), turns=turns,
           state=state("2025-01-02 (Thursday, US markets open)", "Where did the S&P 500, Dow and Nasdaq close on the last trading day of 2024, and how is the S&P doing so far today?"),
           bad=False)


# ---------------------------------------------------------------------------------------------------------------
# 03
# ---------------------------------------------------------------------------------------------------------------

# NASA Exoplanet Archive (TOI-700 planets): bad
def t03(rs: RowSet) -> None:
    t1 = sr(
        ("https://arxiv.org/abs/2301.03617", "[2301.03617] A Second Earth-Sized Planet in the Habitable Zone of the M Dwarf, TOI-700",
         "Emily A. Gilbert, Andrew Vanderburg, Joseph E. Rodriguez, et al. We report the discovery and validation of TOI-700 e, a 0.95 R⊕ planet residing in the Optimistic Habitable Zone (HZ) of its host star ...", "Jan 9, 2023"),
        ("https://www.nasa.gov/universe/exoplanets/nasas-tess-discovers-planetary-systems-second-earth-size-world/", "NASA's TESS Discovers Planetary System's Second Earth-Size World - NASA",
         "Using data from NASA's Transiting Exoplanet Survey Satellite, scientists have discovered an Earth-size world, called TOI 700 e, orbiting within the habitable zone of its star ...", "Jan 10, 2023"),
        ("https://exoplanetarchive.ipac.caltech.edu/overview/TOI-700", "TOI-700 Overview - NASA Exoplanet Archive",
         "TOI-700: 4 planets. Planetary parameters for TOI-700 b, c, d, e. Discovery method: Transit. Facility: Transiting Exoplanet Survey Satellite (TESS) ...", "N/A"),
        ("https://en.wikipedia.org/wiki/TOI-700_e", "TOI-700 e - Wikipedia",
         "TOI-700 e is a likely rocky, Earth-sized exoplanet orbiting within the optimistic habitable zone of TOI-700, an M dwarf about 101.4 light-years away in the constellation Dorado ...", "N/A"),
        ("https://science.nasa.gov/exoplanet-catalog/toi-700-e/", "TOI-700 e - NASA Science",
         "TOI-700 e is a super Earth exoplanet that orbits an M-type star. Its mass is 0.818 Earths, it takes 27.8 days to complete one orbit of its star ...", "N/A"),
        ("https://www.space.com/tess-discovers-second-earth-size-planet-toi-700", "NASA's TESS finds 2nd Earth-size planet in its star's habitable zone | Space",
         "The planet, TOI 700 e, is 95% Earth's size and likely rocky. It orbits between TOI 700 c and TOI 700 d, which was discovered in 2020 ...", "Jan 11, 2023"),
        ("https://iopscience.iop.org/article/10.3847/2041-8213/acb599", "A Second Earth-sized Planet in the Habitable Zone of the M Dwarf, TOI-700 - The Astrophysical Journal Letters",
         "Gilbert et al. 2023 ApJL 944 L35. We report the discovery and validation of TOI-700 e ...", "Feb 20, 2023"),
        ("https://www.reddit.com/r/space/comments/1083pmq/nasas_tess_discovers_planetary_systems_second/", "NASA's TESS Discovers Planetary System's Second Earth-Size World : r/space",
         "It's about 10% smaller than TOI 700 d and receives about 45% more energy from its star ...", "Jan 10, 2023"),
    )
    star = table(["Parameter", "Value", "Reference"], [
        ["Spectral Type", "M2 V", "Gilbert et al. 2020"],
        ["Distance [pc]", "31.127 ± 0.020", "Gaia DR3"],
        ["Effective Temperature [K]", "3459 ± 125", "Gilbert et al. 2023"],
        ["Stellar Radius [R☉]", "0.421 ± 0.031", "Gilbert et al. 2023"],
        ["Stellar Mass [M☉]", "0.415 ± 0.020", "Gilbert et al. 2023"],
        ["V (Johnson) [mag]", "13.15", "-"],
        ["Number of Planets", "4", "-"],
    ])
    planets = table(["Planet", "Discovery Method", "Disc. Year", "Orbital Period [days]", "Radius [R⊕]", "Semi-Major Axis [au]", "Insolation [S⊕]", "Reference"], [
        ["TOI-700 b", "Transit", "2020", "9.977001 ± 0.000013", "0.914 ± 0.057", "0.0637", "5.0", "Gilbert et al. 2023"],
        ["TOI-700 c", "Transit", "2020", "16.051137 ± 0.000014", "2.65 ± 0.16", "0.0925", "2.4", "Gilbert et al. 2023"],
        ["TOI-700 d", "Transit", "2020", "37.42396 ± 0.00040", "1.073 ± 0.059", "0.1633", "0.87", "Gilbert et al. 2023"],
        ["TOI-700 e", "Transit", "2023", "27.80978 ± 0.00046", "0.953 ± 0.089", "0.1340", "1.27", "Gilbert et al. 2023"],
    ])
    t2 = (
        "# TOI-700\n\nNASA Exoplanet Archive - Overview\n\nOther names: TIC 150428135, 2MASS J06282325-6534456, Gaia DR2 5284517766615492736\n\n"
        "Sky position: RA 06h28m23.23s, Dec -65d34m45.52s (Dorado)\n\n## Stellar Parameters (default)\n\n" + star
        + "\n\n## Planetary Parameters (default parameter set)\n\n" + planets
        + "\n\n## Discovery References\n\n"
        "- TOI-700 b, c, d: Gilbert, E. A. et al. 2020, AJ, 160, 116, \"The First Habitable-zone Earth-sized Planet from TESS. I. Validation of the TOI-700 System\"\n"
        "- TOI-700 e: Gilbert, E. A. et al. 2023, ApJL, 944, L35, \"A Second Earth-sized Planet in the Habitable Zone of the M Dwarf, TOI-700\"\n\n"
        "## Notes\n\nTOI-700 d and e lie within the optimistic habitable zone; TOI-700 d lies within the conservative habitable zone. Masses are not measured (predicted from mass-radius relations).\n\n"
        "Data last updated: 2024-08-29"
    )
    t3 = "Successfully added items of ['toi700e'] to memory."
    t4 = sr(
        ("https://arxiv.org/abs/2001.00952", "[2001.00952] The First Habitable Zone Earth-sized Planet from TESS. I: Validation of the TOI-700 System",
         "Emily A. Gilbert, Thomas Barclay, Joshua E. Schlieder, et al. We present the discovery and validation of a three-planet system orbiting the nearby (31.1 pc) M2 dwarf star TOI-700 ...", "Jan 3, 2020"),
        ("https://arxiv.org/abs/2001.00954", "[2001.00954] The First Habitable Zone Earth-Sized Planet From TESS II: Spitzer Confirms TOI-700 d",
         "Joseph E. Rodriguez, Andrew Vanderburg, Samuel N. Quinn, et al. We present Spitzer 4.5 μm observations of the transit of TOI-700 d ...", "Jan 3, 2020"),
        ("https://arxiv.org/abs/2001.00955", "[2001.00955] The First Habitable Zone Earth-Sized Planet from TESS. III: Climate States and Characterization Prospects for TOI-700 d",
         "Gabrielle Suissa, Eric T. Wolf, Ravi kumar Kopparapu, et al. We present self-consistent three-dimensional climate simulations of possible habitable states ...", "Jan 3, 2020"),
        ("https://www.nasa.gov/feature/goddard/2020/nasa-s-tess-mission-uncovers-its-1st-world-with-earth-size-habitable-zone-planet", "NASA Planet Hunter Finds its 1st Earth-size Habitable-zone World",
         "NASA's Transiting Exoplanet Survey Satellite has discovered its first Earth-size planet in its star's habitable zone, called TOI 700 d ...", "Jan 6, 2020"),
        ("https://iopscience.iop.org/article/10.3847/1538-3881/aba4b2", "The First Habitable-zone Earth-sized Planet from TESS. I. Validation of the TOI-700 System - The Astronomical Journal",
         "Gilbert et al. 2020 AJ 160 116 ...", "Aug 6, 2020"),
        ("https://en.wikipedia.org/wiki/TOI-700_d", "TOI-700 d - Wikipedia",
         "TOI-700 d is an exoplanet, likely rocky, orbiting TOI-700, a red dwarf 101.4 light-years away in the Dorado constellation. It was announced at the AAS meeting in January 2020 ...", "N/A"),
        ("https://ui.adsabs.harvard.edu/abs/2020AJ....160..116G/abstract", "The First Habitable-zone Earth-sized Planet from TESS. I - ADS",
         "Gilbert, Emily A.; Barclay, Thomas; Schlieder, Joshua E.; et al. Astronomical Journal, Volume 160, Issue 3, id.116 ...", "N/A"),
    )
    t5 = (
        "Astrophysics > Earth and Planetary Astrophysics\n\n[Submitted on 9 Jan 2023]\n\n"
        "# A Second Earth-Sized Planet in the Habitable Zone of the M Dwarf, TOI-700\n\n"
        "Emily A. Gilbert, Andrew Vanderburg, Joseph E. Rodriguez, Joseph D. Twicken, Joshua E. Schlieder, Thomas Barclay, Karen A. Collins, Elisa V. Quintana, Knicole D. Colón, Gabrielle Suissa, Veselin B. Kostov, Ravi Kopparapu, and others\n\n"
        "> We report the discovery and validation of TOI-700 e, a 0.95 R⊕ planet residing in the Optimistic Habitable Zone (HZ) of its host star. This discovery was enabled by the third year of TESS observations of TOI-700, which brought the total observing baseline of the system to nearly three years. "
        "TOI-700 e orbits with a period of 27.8 days and lies between the previously known planets TOI-700 c and TOI-700 d. We also present updated parameters for the three other planets; TOI-700 d is now measured to be 1.073 R⊕. "
        "With the addition of TOI-700 e, TOI-700 is the second system of TESS planets with two small planets in the habitable zone, making it an important target for follow-up with future observatories.\n\n"
        + table(["Field", "Value"], [
            ["Comments", "Accepted to ApJL, 17 pages, 5 figures, 5 tables"],
            ["Subjects", "Earth and Planetary Astrophysics (astro-ph.EP)"],
            ["Cite as", "arXiv:2301.03671 [astro-ph.EP]"],
            ["", "(or arXiv:2301.03671v1 [astro-ph.EP] for this version)"],
            ["DOI", "https://doi.org/10.48550/arXiv.2301.03671"],
            ["Journal reference", "ApJL 944 L35 (2023)"],
            ["Related DOI", "https://doi.org/10.3847/2041-8213/acb599"],
        ])
        + "\n\n## Submission history\n\nFrom: Emily Gilbert\n[v1] Mon, 9 Jan 2023 19:00:02 UTC (4,183 KB)\n\n"
        "Full-text links: View PDF | TeX Source | Other Formats\n\nCurrent browse context: astro-ph.EP < prev | next > new | recent | 2301"
    )
    t6 = "Successfully added items of ['toi700d'] to memory."
    t7 = dump({
        "toi700e": "0.953 R⊕, P=27.81 d, optimistic HZ, 1.27 S⊕; discovered 2023 (Gilbert et al., ApJL 944 L35, arXiv:2301.03617)",
        "toi700d": "1.073 R⊕ (updated 2023; 1.19 in 2020 paper), P=37.42 d, conservative HZ, 0.87 S⊕; discovered 2020 (Gilbert et al., AJ 160 116, arXiv:2001.00952)",
    })
    turns = [
        (search("TOI-700 e discovery Earth-size habitable zone TESS paper"), t1),
        (extract("https://exoplanetarchive.ipac.caltech.edu/overview/TOI-700", "Radii, periods and discovery years of the TOI-700 planets"), t2),
        (memory("add", dict={"toi700e": "0.953 R⊕, P=27.81 d, optimistic HZ, 1.27 S⊕; discovered 2023 (Gilbert et al., ApJL 944 L35, arXiv:2301.03617)"}), t3),
        (search("TOI-700 d discovery paper 2020 Gilbert arXiv validation"), t4),
        (extract("https://arxiv.org/abs/2301.03617", "Abstract and citation details of the TOI-700 e discovery paper"), t5),
        (memory("add", dict={"toi700d": "1.073 R⊕ (updated 2023; 1.19 in 2020 paper), P=37.42 d, conservative HZ, 0.87 S⊕; discovered 2020 (Gilbert et al., AJ 160 116, arXiv:2001.00952)"}), t6),
        (memory("retrieve_all"), t7),
    ]
    rs.add(task=TASK, tid="h48-search-03", system=system("Which TESS planets of TOI-700 lie in the habitable zone, and which papers announced them?"), turns=turns,
           state=state("2024-10-02", "List the habitable-zone planets of TOI-700 with their sizes and discovery papers."),
           bad=True, turn=5, kind="arXiv identifier of the TOI-700 e paper changes on its own abstract page")


# ---------------------------------------------------------------------------------------------------------------
# 04
# ---------------------------------------------------------------------------------------------------------------

PW_2022 = [
    ("It Ends with Us", "Colleen Hoover", "Atria", 4_016_728),
    ("Verity", "Colleen Hoover", "Grand Central", 2_237_541),
    ("It Starts with Us", "Colleen Hoover", "Atria", 2_209_872),
    ("Ugly Love", "Colleen Hoover", "Atria", 1_725_604),
    ("Where the Crawdads Sing", "Delia Owens", "Putnam", 1_663_050),
    ("Reminders of Him", "Colleen Hoover", "Montlake", 1_440_372),
    ("November 9", "Colleen Hoover", "Atria", 1_228_930),
    ("Atomic Habits", "James Clear", "Avery", 1_212_840),
    ("Diary of a Wimpy Kid: Diper Överlöde", "Jeff Kinney", "Abrams", 1_198_217),
    ("The Seven Husbands of Evelyn Hugo", "Taylor Jenkins Reid", "Washington Square", 1_161_604),
    ("Dog Man: The Scarlet Shedder", "Dav Pilkey", "Graphix", 1_089_376),
    ("Regretting You", "Colleen Hoover", "Montlake", 1_045_210),
    ("Heartstopper: Volume 1", "Alice Oseman", "Graphix", 984_533),
    ("Book Lovers", "Emily Henry", "Berkley", 902_117),
    ("The Body Keeps the Score", "Bessel van der Kolk", "Penguin", 888_645),
    ("Confess", "Colleen Hoover", "Grand Central", 861_409),
    ("The Love Hypothesis", "Ali Hazelwood", "Berkley", 851_920),
    ("The Four Agreements", "Don Miguel Ruiz", "Amber-Allen", 812_306),
    ("Lessons in Chemistry", "Bonnie Garmus", "Doubleday", 797_540),
    ("The Midnight Library", "Matt Haig", "Viking", 771_882),
]


def pw_page(lo: int, hi: int, page: int) -> str:
    rows = [[str(i), t, a, imp, f"{u:,}"] for i, (t, a, imp, u) in enumerate(PW_2022, 1) if lo <= i <= hi]
    intro = (
        "# The Bestselling Books of 2022\n\nBy Jim Milliot | Jan 06, 2023\n\n"
        "Print unit sales fell 6.5% in 2022, according to Circana BookScan, which tracks about 85% of print sales in the U.S. But one author had the best year of anyone in the BookScan era: Colleen Hoover had eight of the top 20 titles, led by *It Ends with Us*, which was the top-selling print book of the year.\n\n"
        if page == 1 else "# The Bestselling Books of 2022 (continued)\n\nBy Jim Milliot | Jan 06, 2023\n\n"
    )
    return (intro + f"## Top 20 Print Books of 2022 ({'1-10' if page == 1 else '11-20'})\n\n"
            + table(["Rank", "Title", "Author", "Imprint", "Units"], rows)
            + f"\n\nSource: Circana BookScan, week ending Dec. 31, 2022. Print units include hardcover, trade paper and mass market.\n\nPage {page} of 2 "
            + ("| [Next page](https://www.publishersweekly.com/pw/by-topic/industry-news/bookselling/article/91234-the-bestselling-books-of-2022.html?page=2)" if page == 1 else "| [Previous page](https://www.publishersweekly.com/pw/by-topic/industry-news/bookselling/article/91234-the-bestselling-books-of-2022.html)"))


# Publishers Weekly (bestselling books of 2022): clean
def t04(rs: RowSet) -> None:
    url = "https://www.publishersweekly.com/pw/by-topic/industry-news/bookselling/article/91234-the-bestselling-books-of-2022.html"
    t1 = sr(
        (url, "The Bestselling Books of 2022 - Publishers Weekly",
         "Colleen Hoover had eight of the top 20 titles, led by It Ends with Us, which was the top-selling print book of the year ... Print unit sales fell 6.5% in 2022 ...", "Jan 6, 2023"),
        ("https://www.publishersweekly.com/pw/by-topic/industry-news/bookselling/article/91190-print-unit-sales-fell-6-5-in-2022.html", "Print Unit Sales Fell 6.5% in 2022 - Publishers Weekly",
         "Units sold through outlets that report to Circana BookScan fell to 788.7 million, down from 843.2 million in 2021 ...", "Jan 5, 2023"),
        ("https://www.npr.org/2022/12/28/1145700522/colleen-hoover-best-selling-author-2022", "How Colleen Hoover became the best-selling author of 2022 - NPR",
         "Hoover's books have sold more than 14 million copies this year, according to BookScan ... much of it driven by BookTok ...", "Dec 28, 2022"),
        ("https://www.nytimes.com/2022/10/09/books/colleen-hoover.html", "How Colleen Hoover Rose to the Top of the Best-Seller List - The New York Times",
         "Hoover, who self-published her early novels, has sold about 20 million books in total ...", "Oct 9, 2022"),
        ("https://en.wikipedia.org/wiki/It_Ends_with_Us", "It Ends with Us - Wikipedia",
         "It Ends with Us is a romance novel by Colleen Hoover, published by Atria Books on August 2, 2016 ... it became a best-seller in 2021 after going viral on TikTok ...", "N/A"),
        ("https://www.circana.com/intelligence/press-releases/2023/us-print-book-sales-2022/", "U.S. Print Book Sales Decline 6% in 2022 - Circana",
         "Adult fiction was the only major category to grow in 2022 ... Colleen Hoover accounted for 1 in every 50 adult fiction units sold ...", "Jan 10, 2023"),
        ("https://www.goodreads.com/list/show/170425.Best_Selling_Books_of_2022", "Best Selling Books of 2022 (201 books) - Goodreads",
         "It Ends with Us, Verity, It Starts with Us, Ugly Love, Where the Crawdads Sing, Reminders of Him ...", "N/A"),
        ("https://www.reddit.com/r/books/comments/104x7o2/colleen_hoover_had_8_of_the_top_20_bestselling/", "Colleen Hoover had 8 of the top 20 bestselling print books of 2022 : r/books",
         "PW just posted the BookScan year-end numbers. It Ends with Us sold over 4 million copies in print in 2022 alone ...", "Jan 6, 2023"),
    )
    t2 = pw_page(1, 10, 1)
    t3 = added("top_2022")
    t4 = pw_page(11, 20, 2)
    t5 = sr(
        ("https://www.npr.org/2022/12/28/1145700522/colleen-hoover-best-selling-author-2022", "How Colleen Hoover became the best-selling author of 2022 - NPR",
         "Hoover's books have sold more than 14 million copies this year, according to BookScan ...", "Dec 28, 2022"),
        ("https://www.circana.com/intelligence/press-releases/2023/us-print-book-sales-2022/", "U.S. Print Book Sales Decline 6% in 2022 - Circana",
         "Colleen Hoover sold 14.3 million print units across her titles in 2022, more than the next two bestselling authors combined ...", "Jan 10, 2023"),
        ("https://www.washingtonpost.com/books/2023/01/05/colleen-hoover-2022-sales/", "Colleen Hoover outsold the Bible in 2022 - The Washington Post",
         "Her novels accounted for about 1 in every 55 print books sold, according to Circana BookScan ...", "Jan 5, 2023"),
        ("https://www.publishersweekly.com/pw/by-topic/authors/profiles/article/91305-the-year-of-colleen-hoover.html", "The Year of Colleen Hoover - Publishers Weekly",
         "Eight of the 20 bestselling print books of 2022 were Hoover titles; It Ends with Us alone sold 4,016,728 units ...", "Jan 13, 2023"),
        ("https://www.forbes.com/sites/forbesbusinesscouncil/2023/02/01/booktok-colleen-hoover-effect/", "The BookTok Effect: What Colleen Hoover's 2022 Means For Publishing - Forbes",
         "With more than 14 million books sold last year, Hoover became a case study in social discovery ...", "Feb 1, 2023"),
        ("https://www.simonandschuster.com/authors/Colleen-Hoover/49695713", "Colleen Hoover | Official Publisher Page | Simon & Schuster",
         "Colleen Hoover is the #1 New York Times bestselling author of more than twenty novels ...", "N/A"),
    )
    t6 = (
        "# U.S. Print Book Sales Decline 6% in 2022\n\nCircana | Press Release | Port Washington, NY, January 10, 2023\n\n"
        "U.S. print book unit sales totaled 788.7 million in 2022, a decline of 6.5% from 2021's record high but still 12% above 2019, according to Circana BookScan.\n\n"
        "## Highlights\n\n- Adult fiction units grew 8% and was the only major category to post a gain.\n"
        "- Colleen Hoover sold 14.3 million print units across her titles, more than the next two bestselling authors combined, and held the #1 position on the BookScan Top 200 for 20 weeks.\n"
        "- *It Ends with Us* was the year's bestselling print book with 4,016,728 units; *Verity* followed with 2,237,541.\n"
        "- Juvenile nonfiction fell 12%, the steepest decline among major categories.\n\n"
        "## Top-selling authors, 2022 (print units)\n\n"
        + table(["Rank", "Author", "Units (millions)", "Titles in Top 200"], [
            ["1", "Colleen Hoover", "14.3", "11"], ["2", "Dav Pilkey", "4.9", "9"], ["3", "Jeff Kinney", "3.4", "4"],
            ["4", "Taylor Jenkins Reid", "2.9", "4"], ["5", "Emily Henry", "2.0", "3"], ["6", "Delia Owens", "1.7", "1"],
        ])
        + "\n\n> \"Hoover's run is unprecedented in the BookScan era,\" said Kristen McLean, books industry analyst at Circana.\n\nContact: press@circana.com"
    )
    t7 = updated("top_2022")
    t8 = added("hoover_2022_total")
    t9 = removed("draft_note")
    t10 = dump({
        "task_scope": "US print units, calendar 2022 (Circana BookScan)",
        "top_2022": "It Ends with Us - Colleen Hoover (Atria) - 4,016,728 print units (Circana BookScan via PW/Circana)",
        "hoover_2022_total": "14.3M print units across her titles; 8 of the top 20 (PW top 20 list)",
    })
    turns = [
        (search("Publishers Weekly bestselling books of 2022 print units Circana BookScan"), t1),
        (extract(url, "Top 20 print books of 2022 with unit sales"), t2),
        (memory("add", dict={"top_2022": "It Ends with Us - Colleen Hoover (Atria) - about 4.0M print units"}), t3),
        (extract(url + "?page=2", "Ranks 11-20 of the 2022 print bestseller list"), t4),
        (search("Colleen Hoover 2022 total print units sold BookScan"), t5),
        (extract("https://www.circana.com/intelligence/press-releases/2023/us-print-book-sales-2022/", "Exact unit figure for It Ends with Us and Hoover's 2022 total"), t6),
        (memory("update", dict={"top_2022": "It Ends with Us - Colleen Hoover (Atria) - 4,016,728 print units (Circana BookScan via PW/Circana)"}), t7),
        (memory("add", dict={"hoover_2022_total": "14.3M print units across her titles; 8 of the top 20 (PW top 20 list)"}), t8),
        (memory("remove", key_list=["draft_note"]), t9),
        (memory("retrieve_all"), t10),
    ]
    rs.add(task=TASK, tid="h48-search-04", system=system(), turns=turns,
           state=state("2023-02-14", "What was the bestselling print book in the US in 2022, with its unit count, and how many of the top 20 were by the same author?",
                       {"draft_note": "check whether PW counts print only (BookScan ~85% of print market)", "task_scope": "US print units, calendar 2022 (Circana BookScan)"}),
           bad=False)


# ---------------------------------------------------------------------------------------------------------------
# 05
# ---------------------------------------------------------------------------------------------------------------

# UNESCO World Heritage Centre (site counts): clean
def t05(rs: RowSet) -> None:
    t1 = sr(
        ("https://whc.unesco.org/en/list/stat", "World Heritage List Statistics - UNESCO World Heritage Centre",
         "Number of World Heritage properties inscribed each Year (including extensions) ... 1223 properties: 952 cultural, 231 natural, 40 mixed; 168 States Parties ...", "N/A"),
        ("https://whc.unesco.org/en/list/", "World Heritage List - UNESCO World Heritage Centre",
         "The World Heritage List includes 1223 properties forming part of the cultural and natural heritage which the World Heritage Committee considers as having outstanding universal value ...", "N/A"),
        ("https://en.wikipedia.org/wiki/World_Heritage_Site", "World Heritage Site - Wikipedia",
         "As of July 2024, there are 1,223 World Heritage Sites (952 cultural, 231 natural, and 40 mixed) across 168 countries. Italy, with 60 sites, has the most ...", "N/A"),
        ("https://www.travelandleisure.com/unesco-world-heritage-sites-2023-7973351", "UNESCO Just Added 42 New World Heritage Sites - Travel + Leisure",
         "The additions, announced at the 45th session in Riyadh, bring the total number of World Heritage sites to 1,199 ...", "Sep 26, 2023"),
        ("https://www.nationalgeographic.com/travel/article/unesco-world-heritage-sites-2022", "How many UNESCO World Heritage sites are there? - National Geographic",
         "There are currently 1,154 World Heritage sites in 167 countries; the committee did not meet in 2022 because of the war in Ukraine ...", "Jun 30, 2022"),
        ("https://www.statista.com/statistics/1223312/number-of-unesco-world-heritage-sites-by-type/", "Number of UNESCO World Heritage sites by type 2024 | Statista",
         "As of 2024, there were 952 cultural sites, 231 natural sites and 40 mixed sites on the UNESCO World Heritage List ...", "Aug 2, 2024"),
        ("https://www.unesco.org/en/articles/world-heritage-committee-inscribes-24-new-sites", "World Heritage Committee inscribes 24 new sites on UNESCO's World Heritage List",
         "The 46th session of the World Heritage Committee, held in New Delhi, India, inscribed 24 new sites ...", "Jul 31, 2024"),
        ("https://www.reddit.com/r/travel/comments/1ehbz2w/how_many_unesco_sites_have_you_visited/", "How many UNESCO sites have you visited? : r/travel",
         "With the new ones from New Delhi there are 1,223 now. I'm at 187 ...", "Aug 1, 2024"),
    )
    regions = table(["Region", "Cultural", "Natural", "Mixed", "Total", "%"], [
        ["Africa", "61", "42", "5", "108", "9%"],
        ["Arab States", "87", "6", "3", "96", "8%"],
        ["Asia and the Pacific", "204", "84", "14", "302", "25%"],
        ["Europe and North America", "484", "75", "11", "570", "47%"],
        ["Latin America and the Caribbean", "116", "24", "7", "147", "12%"],
        ["Total", "952", "231", "40", "1223", "100%"],
    ])
    t2 = (
        "# World Heritage List Statistics\n\n"
        "Number of World Heritage Properties: **1223**\n\n- Cultural: 952\n- Natural: 231\n- Mixed: 40\n\n"
        "Number of States Parties having properties inscribed: 168\nStates Parties to the Convention: 196\n"
        "Properties inscribed on the List of World Heritage in Danger: 56\nTransboundary properties: 50\nProperties delisted: 3\n\n"
        "## Number of World Heritage properties by region\n\n" + regions
        + "\n\n*Some properties are located in more than one region; they are counted once, in the region of their nominating State Party.*\n\n"
        "## States Parties with the most properties\n\n"
        + table(["State Party", "Properties"], [["Italy", "60"], ["China", "59"], ["Germany", "54"], ["France", "53"], ["Spain", "50"], ["India", "43"], ["Mexico", "35"], ["United Kingdom", "35"]])
        + "\n\n## Properties inscribed by year (most recent sessions)\n\n"
        + table(["Year", "Session", "Place", "New inscriptions"], [["2024", "46COM", "New Delhi", "24"], ["2023", "45COM (extended) / 18EXT.COM", "Riyadh / Paris", "45"], ["2021", "44COM (extended)", "Fuzhou/online", "34"], ["2019", "43COM", "Baku", "29"]])
        + "\n\nNo session was held in 2022; 2020 was postponed because of the COVID-19 pandemic.\n\n© UNESCO 1992-2024"
    )
    t3 = added("whc_total_2024")
    t4 = sr(
        ("https://www.unesco.org/en/articles/world-heritage-committee-inscribes-24-new-sites", "World Heritage Committee inscribes 24 new sites on UNESCO's World Heritage List",
         "New Delhi, 31 July 2024 - The 46th session of the World Heritage Committee inscribed 24 new sites, 19 cultural, 4 natural and 1 mixed ...", "Jul 31, 2024"),
        ("https://whc.unesco.org/en/sessions/46COM", "46th session of the World Heritage Committee (46 COM) - New Delhi, India",
         "21-31 July 2024, Bharat Mandapam, New Delhi. Decisions, documents, inscribed properties ...", "N/A"),
        ("https://www.bbc.com/news/articles/c4ng0nxwe1zo", "Sado gold mines join Unesco list after Japan agrees to acknowledge forced labour - BBC",
         "Unesco has added the Sado Island gold mines to its World Heritage list after Japan pledged to display information about Korean forced labour ...", "Jul 27, 2024"),
        ("https://www.reuters.com/world/china/chinas-beijing-central-axis-added-unesco-world-heritage-list-2024-07-27/", "Beijing's Central Axis added to UNESCO World Heritage list - Reuters",
         "The 7.8-km Central Axis running through the heart of Beijing was inscribed, bringing China's total to 59 ...", "Jul 27, 2024"),
        ("https://www.thehindu.com/news/national/moidams-of-ahom-dynasty-inscribed-unesco-world-heritage/article68455271.ece", "Assam's Moidams become India's 43rd UNESCO World Heritage Site - The Hindu",
         "The mound-burial system of the Ahom dynasty in Assam was inscribed during the 46th session in New Delhi ...", "Jul 26, 2024"),
        ("https://www.ansa.it/english/news/lifestyle/arts/2024/07/27/via-appia-becomes-italys-60th-unesco-site_5d6b1c3e.html", "Via Appia becomes Italy's 60th UNESCO site - ANSA",
         "The Appian Way, Regina Viarum, was added to the World Heritage List, extending Italy's lead as the country with the most sites ...", "Jul 27, 2024"),
        ("https://en.wikipedia.org/wiki/46th_session_of_the_World_Heritage_Committee", "46th session of the World Heritage Committee - Wikipedia",
         "The 46th session was held from 21 to 31 July 2024 in New Delhi, India, chaired by Vishal V. Sharma ...", "N/A"),
    )
    t5 = (
        "# World Heritage Committee inscribes 24 new sites on UNESCO's World Heritage List\n\nNew Delhi, 31 July 2024 | Last update: 1 August 2024\n\n"
        "The 46th session of the World Heritage Committee, chaired by Vishal V. Sharma, Permanent Delegate of India to UNESCO, concluded in New Delhi after inscribing 24 new sites: 19 cultural, 4 natural and 1 mixed. The Committee also approved 3 significant extensions to existing properties.\n\n"
        "The World Heritage List now numbers **1,223 properties** in 168 countries.\n\n"
        "## Selected new inscriptions\n\n"
        + table(["Property", "State Party", "Type"], [
            ["Beijing Central Axis: A Building Ensemble Exhibiting the Ideal Order of the Chinese Capital", "China", "Cultural"],
            ["Badain Jaran Desert - Towers of Sand and Lakes", "China", "Natural"],
            ["Moidams - the Mound-Burial System of the Ahom Dynasty", "India", "Cultural"],
            ["Via Appia. Regina Viarum", "Italy", "Cultural"],
            ["Sado Island Gold Mines", "Japan", "Cultural"],
            ["Schwerin Residence Ensemble", "Germany", "Cultural"],
            ["Lençóis Maranhenses National Park", "Brazil", "Natural"],
            ["Umm Al-Jimal", "Jordan", "Cultural"],
            ["Saint Hilarion Monastery/Tell Umm Amer", "Palestine", "Cultural (also inscribed on the Danger List)"],
        ])
        + "\n\n## List of World Heritage in Danger\n\nWith the inscription of Saint Hilarion Monastery/Tell Umm Amer, 56 properties are now on the List of World Heritage in Danger.\n\n"
        "> \"Each new inscription is a shared responsibility,\" said Audrey Azoulay, Director-General of UNESCO.\n\n"
        "The 47th session of the Committee will take place in July 2025."
    )
    t6 = updated("whc_total_2024")
    t7 = dump({"whc_total_2024": "1,223 properties (952 cultural / 231 natural / 40 mixed) in 168 States Parties after 46COM New Delhi, Jul 2024; +24 new (19C/4N/1M) from 1,199 in 2023"})
    turns = [
        (search("how many UNESCO World Heritage Sites are there 2024 total cultural natural mixed"), t1),
        (extract("https://whc.unesco.org/en/list/stat", "Current total of World Heritage properties by type and region"), t2),
        (memory("add", dict={"whc_total_2024": "1,223 properties (952 cultural / 231 natural / 40 mixed) in 168 States Parties"}), t3),
        (search("46th session World Heritage Committee New Delhi 2024 number of new sites inscribed"), t4),
        (extract("https://www.unesco.org/en/articles/world-heritage-committee-inscribes-24-new-sites", "How many sites were added in 2024 and the new total"), t5),
        (memory("update", dict={"whc_total_2024": "1,223 properties (952 cultural / 231 natural / 40 mixed) in 168 States Parties after 46COM New Delhi, Jul 2024; +24 new (19C/4N/1M) from 1,199 in 2023"}), t6),
        (memory("retrieve", key_list=["whc_total_2024"]), t7),
    ]
    rs.add(task=TASK, tid="h48-search-05", system=system("How many properties are on the UNESCO World Heritage List after the 2024 session?"), turns=turns,
           state=state("2024-09-05", "How many UNESCO World Heritage Sites exist now, split by type, and how many were added at the latest Committee session?"),
           bad=False)


# ---------------------------------------------------------------------------------------------------------------
# 06
# ---------------------------------------------------------------------------------------------------------------

ACI_2022 = {"ATL": 93_699_630, "DXB": 66_069_981, "DFW": 73_362_946, "LHR": 61_614_508, "HND": 50_776_000,
            "DEN": 69_286_461, "IST": 64_289_107, "LAX": 65_924_298, "ORD": 68_340_619, "DEL": 59_490_074}
ACI_2023 = [
    ("Hartsfield-Jackson Atlanta International Airport", "ATL", 104_653_451),
    ("Dubai International Airport", "DXB", 86_994_365),
    ("Dallas Fort Worth International Airport", "DFW", 81_755_538),
    ("London Heathrow Airport", "LHR", 79_183_364),
    ("Tokyo Haneda Airport", "HND", 78_719_302),
    ("Denver International Airport", "DEN", 77_837_917),
    ("Istanbul Airport", "IST", 76_027_321),
    ("Los Angeles International Airport", "LAX", 75_050_875),
    ("Chicago O'Hare International Airport", "ORD", 73_894_226),
    ("Indira Gandhi International Airport", "DEL", 72_214_841),
]
ACI_2024 = [
    ("Hartsfield-Jackson Atlanta International Airport", "ATL", 108_067_766),
    ("Dubai International Airport", "DXB", 92_331_506),
    ("Dallas Fort Worth International Airport", "DFW", 87_817_864),
    ("Tokyo Haneda Airport", "HND", 85_900_977),
    ("London Heathrow Airport", "LHR", 83_884_473),
    ("Denver International Airport", "DEN", 82_358_744),
    ("Istanbul Airport", "IST", 80_073_252),
    ("Chicago O'Hare International Airport", "ORD", 80_043_050),
    ("Indira Gandhi International Airport", "DEL", 77_820_834),
    ("Shanghai Pudong International Airport", "PVG", 76_787_039),
]
PREV_2023 = {c: n for _, c, n in ACI_2023} | {"PVG": 54_476_397}


def growth(now: int, before: int) -> str:
    return f"{(now / before - 1) * 100:+.1f}%"


# ACI World (airport passenger traffic): bad
def t06(rs: RowSet) -> None:
    t1 = sr(
        ("https://aci.aero/2024/04/14/atlanta-remains-the-worlds-busiest-airport/", "Atlanta remains the world's busiest airport - ACI World",
         "ACI World's preliminary ranking: Hartsfield-Jackson Atlanta International Airport (ATL) held the top spot in 2023 with 104.7 million passengers, followed by Dubai (DXB) ...", "Apr 14, 2024"),
        ("https://en.wikipedia.org/wiki/List_of_busiest_airports_by_passenger_traffic", "List of busiest airports by passenger traffic - Wikipedia",
         "The following is a list of the 50 busiest airports in the world by total passenger traffic, as compiled by Airports Council International ...", "N/A"),
        ("https://www.cnn.com/travel/worlds-busiest-airports-2023-aci/index.html", "These are the world's busiest airports in 2023 - CNN",
         "Dubai jumped to second place while London Heathrow re-entered the top five as international travel rebounded ...", "Apr 15, 2024"),
        ("https://www.statista.com/statistics/303676/busiest-airports-by-passenger-traffic/", "Busiest airports worldwide by passenger traffic 2023 | Statista",
         "In 2023, Hartsfield-Jackson Atlanta International Airport handled about 104.65 million passengers ...", "May 2, 2024"),
        ("https://simpleflying.com/worlds-busiest-airports-2023-aci-ranking/", "The World's 10 Busiest Airports In 2023 According To ACI - Simple Flying",
         "Global passenger traffic reached 8.7 billion in 2023, about 94% of the 2019 level ...", "Apr 16, 2024"),
        ("https://www.oag.com/busiest-airports-world-2023", "Busiest Airports in the World 2023 | OAG",
         "Ranked by scheduled airline seats, Atlanta leads with 62.7 million seats, followed by Dubai ...", "Jan 9, 2024"),
        ("https://www.reuters.com/business/aerospace-defense/dubai-airport-passenger-traffic-2023-2024-02-13/", "Dubai airport passenger traffic hits 86.9 million in 2023 - Reuters",
         "Dubai International handled 86.9 million passengers last year, up 31.7%, and overtook its pre-pandemic record ...", "Feb 13, 2024"),
    )
    rows23 = [[str(i), name, code, f"{n:,}", growth(n, ACI_2022[code])] for i, (name, code, n) in enumerate(ACI_2023, 1)]
    t2 = (
        "# Atlanta remains the world's busiest airport\n\nMONTREAL, 14 April 2024 - Airports Council International (ACI) World\n\n"
        "ACI World today released its preliminary ranking of the world's busiest airports. Global passenger traffic reached an estimated 8.7 billion in 2023, a 27.2% increase over 2022 and 93.8% of the 2019 level.\n\n"
        "Hartsfield-Jackson Atlanta International Airport (ATL) is once again the busiest airport in the world, a title it has held every year since 1998 except 2020.\n\n"
        "## Top 10 airports for passenger traffic, 2023\n\n"
        + table(["Rank", "Airport", "Code", "Passengers 2023", "% change vs 2022"], rows23)
        + f"\n\nThe top 10 airports together handled {sum(n for _, _, n in ACI_2023):,} passengers, about 9% of global traffic.\n\n"
        "## Other highlights\n\n- Dubai International (DXB) moved up to second place on the strength of international traffic.\n"
        "- Tokyo Haneda (HND) returned to the top five following the reopening of Japan's borders.\n"
        "- The top 20 airports represent 17% of global traffic (1.5 billion passengers).\n\n"
        "> \"The 2023 figures show a robust recovery,\" said ACI World Director General Luis Felipe de Oliveira.\n\n"
        "Notes: Preliminary data, subject to revision. Total passengers enplaned and deplaned, passengers in transit counted once."
    )
    t3 = added("ATL_2023", "DXB_2023")
    t4 = sr(
        ("https://www.atl.com/atl-retains-title-as-worlds-busiest-airport/", "ATL Retains Title as World's Busiest Airport - Hartsfield-Jackson Atlanta International Airport",
         "ATL welcomed 104,653,451 passengers in 2023, an 11.7% increase over 2022 and the airport's return to more than 100 million annual passengers ...", "Apr 15, 2024"),
        ("https://www.ajc.com/news/business/atlanta-airport-2023-passenger-traffic/", "Atlanta airport tops 104 million passengers, nears pre-pandemic record - AJC",
         "Hartsfield-Jackson's 2023 total was just shy of its 2019 record of 110.5 million ...", "Jan 26, 2024"),
        ("https://www.11alive.com/article/travel/atlanta-airport-busiest-world-2023/85-6d0e7f2a", "Hartsfield-Jackson named world's busiest airport again - 11Alive",
         "The airport saw more than 104.6 million passengers in 2023, ACI World said ...", "Apr 15, 2024"),
        ("https://en.wikipedia.org/wiki/Hartsfield%E2%80%93Jackson_Atlanta_International_Airport", "Hartsfield-Jackson Atlanta International Airport - Wikipedia",
         "It has been the world's busiest airport by passenger traffic since 1998 ... Passengers (2023) 104,653,451 ...", "N/A"),
        ("https://www.delta.com/us/en/about-delta/atlanta-hub", "Delta's Atlanta Hub | Delta Air Lines",
         "Delta operates about 1,000 peak-day departures from Atlanta to more than 225 destinations ...", "N/A"),
        ("https://www.atl.com/business-information/statistics/", "Statistics - Hartsfield-Jackson Atlanta International Airport",
         "Monthly traffic reports: passengers, aircraft operations and cargo, 2015-2024 ...", "N/A"),
    )
    t5 = (
        "# ATL Retains Title as World's Busiest Airport\n\nNews | April 15, 2024\n\n"
        "ATLANTA - Hartsfield-Jackson Atlanta International Airport has again been named the world's busiest airport by Airports Council International (ACI) World.\n\n"
        "ATL welcomed **104,653,451 passengers** in 2023, an 11.7% increase over 2022. It is the airport's first year back above 100 million since 2019, when it handled 110.5 million travelers.\n\n"
        + table(["Metric", "2023", "2022", "Change"], [
            ["Total passengers", "104,653,451", "93,699,630", "+11.7%"],
            ["Domestic passengers", "90,873,608", "82,521,103", "+10.1%"],
            ["International passengers", "13,779,843", "11,178,527", "+23.3%"],
            ["Aircraft operations", "775,818", "724,145", "+7.1%"],
            ["Cargo (metric tonnes)", "583,056", "678,436", "-14.1%"],
        ])
        + "\n\n> \"This recognition is a testament to the hard work of our 63,000 employees,\" said Airport General Manager Ricky D. Smith.\n\n"
        "ATL has been the world's busiest passenger airport every year since 1998, with the exception of 2020, when Guangzhou Baiyun International Airport ranked first.\n\nMedia contact: ATL Media Relations, 404-382-1288"
    )
    t6 = sr(
        ("https://aci.aero/2025/04/10/worlds-busiest-airports-2024-aci-world/", "ACI World confirms top 10 busiest airports for 2024 - ACI World",
         "Global passenger traffic reached 9.4 billion in 2024. Atlanta (ATL) retained the top spot with 108.1 million passengers, followed by Dubai (DXB) with 92.3 million ...", "Apr 10, 2025"),
        ("https://www.reuters.com/business/aerospace-defense/atlanta-worlds-busiest-airport-2024-2025-04-10/", "Atlanta keeps busiest airport crown as global air travel sets record - Reuters",
         "Passenger numbers worldwide surpassed pre-pandemic levels for the first time, reaching 9.4 billion ...", "Apr 10, 2025"),
        ("https://www.dubaiairports.ae/media-centre/press-releases/detail/dxb-2024-annual-traffic", "DXB welcomes record 92.3 million guests in 2024 - Dubai Airports",
         "Dubai International (DXB) welcomed 92,331,506 passengers in 2024, a 6.1% increase over 2023 ...", "Feb 11, 2025"),
        ("https://en.wikipedia.org/wiki/List_of_busiest_airports_by_passenger_traffic", "List of busiest airports by passenger traffic - Wikipedia",
         "2024 statistics: Atlanta 108,067,766; Dubai 92,331,506; Dallas/Fort Worth 87,817,864; Tokyo Haneda 85,900,977 ...", "N/A"),
        ("https://www.cntraveler.com/story/worlds-busiest-airports-2024", "The World's Busiest Airports in 2024 - Condé Nast Traveler",
         "Shanghai Pudong re-entered the top 10 as Chinese international travel recovered ...", "Apr 11, 2025"),
        ("https://www.atl.com/atl-2024-passenger-traffic/", "ATL tops 108 million passengers in 2024 - Hartsfield-Jackson",
         "ATL served 108,067,766 passengers in 2024, its second-highest annual total after the 2019 record of 110.5 million ...", "Feb 3, 2025"),
    )
    rows24 = [[str(i), name, code, f"{n:,}", growth(n, PREV_2023[code])] for i, (name, code, n) in enumerate(ACI_2024, 1)]
    t7 = (
        "# ACI World confirms top 10 busiest airports for 2024\n\nMONTREAL, 10 April 2025 - Airports Council International (ACI) World\n\n"
        "Global passenger traffic reached nearly 9.4 billion passengers in 2024, an increase of 8.4% over 2023 and 2.7% above the 2019 level, the first full year in which traffic surpassed pre-pandemic volumes.\n\n"
        "## Top 10 airports for passenger traffic, 2024\n\n"
        + table(["Rank", "Airport", "Code", "Passengers 2024", "% change vs 2023"], rows24)
        + "\n\n## Highlights\n\n- Atlanta (ATL) remains the world's busiest airport for passengers.\n- Tokyo Haneda (HND) overtook London Heathrow (LHR) for fourth place.\n"
        "- Shanghai Pudong (PVG) entered the top 10, replacing Los Angeles (LAX), which fell to 11th with 76.6 million passengers.\n- Chicago O'Hare (ORD) and Istanbul (IST) were separated by fewer than 31,000 passengers.\n\n"
        "Notes: Preliminary results. The percentage change is computed against final 2023 figures."
    )
    t8 = added("ATL_2024")
    t9 = dump({
        "ATL_2023": "104,563,451 passengers (ACI 2023 preliminary, +11.7% vs 2022)",
        "ATL_2024": "108,067,766 passengers (ACI 2024 preliminary, +3.3% vs 2023)",
    })
    turns = [
        (search("ACI World busiest airports 2023 passenger traffic top 10"), t1),
        (extract("https://aci.aero/2024/04/14/atlanta-remains-the-worlds-busiest-airport/", "Top 10 airports by 2023 passengers with growth rates"), t2),
        (memory("add", dict={"ATL_2023": "104,653,451 passengers (ACI 2023 preliminary, +11.7% vs 2022)", "DXB_2023": "86,994,365 passengers (ACI 2023, +31.7%)"}), t3),
        (search("Hartsfield-Jackson 2023 passenger total 104.6 million world's busiest airport"), t4),
        (extract("https://www.atl.com/atl-retains-title-as-worlds-busiest-airport/", "Atlanta's exact 2023 passenger count and breakdown"), t5),
        (search("ACI World 2024 busiest airports ranking passengers"), t6),
        (extract("https://aci.aero/2025/04/10/worlds-busiest-airports-2024-aci-world/", "Top 10 airports by 2024 passengers and change vs 2023"), t7),
        (memory("add", dict={"ATL_2024": "108,067,766 passengers (ACI 2024 preliminary, +3.3% vs 2023)"}), t8),
        (memory("retrieve", key_list=["ATL_2023", "ATL_2024"]), t9),
    ]
    rs.add(task=TASK, tid="h48-search-06", system=system(), turns=turns,
           state=state("2025-05-20", "How many passengers did the world's busiest airport handle in 2023 and in 2024, and what was the growth?"),
           bad=True, turn=9, kind="stored ATL 2023 passenger count reads back with transposed digits though it was never updated")


# ---------------------------------------------------------------------------------------------------------------
# 07
# ---------------------------------------------------------------------------------------------------------------

ECB_0314 = [
    ("USD", "US dollar", "1.0881"), ("JPY", "Japanese yen", "161.39"), ("BGN", "Bulgarian lev", "1.9558"), ("CZK", "Czech koruna", "25.062"),
    ("DKK", "Danish krone", "7.4591"), ("GBP", "Pound sterling", "0.84055"), ("HUF", "Hungarian forint", "400.38"), ("PLN", "Polish zloty", "4.1898"),
    ("RON", "Romanian leu", "4.9763"), ("SEK", "Swedish krona", "11.0110"), ("CHF", "Swiss franc", "0.9615"), ("ISK", "Icelandic krona", "149.90"),
    ("NOK", "Norwegian krone", "11.5350"), ("TRY", "Turkish lira", "39.8006"), ("AUD", "Australian dollar", "1.7225"), ("BRL", "Brazilian real", "6.3088"),
    ("CAD", "Canadian dollar", "1.5628"), ("CNY", "Chinese yuan renminbi", "7.8794"), ("HKD", "Hong Kong dollar", "8.4573"), ("IDR", "Indonesian rupiah", "17829.82"),
    ("ILS", "Israeli shekel", "3.9757"), ("INR", "Indian rupee", "94.6450"), ("KRW", "South Korean won", "1581.89"), ("MXN", "Mexican peso", "21.7450"),
    ("MYR", "Malaysian ringgit", "4.8274"), ("NZD", "New Zealand dollar", "1.8956"), ("PHP", "Philippine peso", "62.403"), ("SGD", "Singapore dollar", "1.4515"),
    ("THB", "Thai baht", "36.565"), ("ZAR", "South African rand", "19.8875"),
]
GBP_MARCH = [("14 March 2025", 0.84055), ("13 March 2025", 0.83918), ("12 March 2025", 0.83985), ("11 March 2025", 0.84173), ("10 March 2025", 0.83978),
             ("7 March 2025", 0.83898), ("6 March 2025", 0.83745), ("5 March 2025", 0.83608), ("4 March 2025", 0.82813), ("3 March 2025", 0.82773)]


# ECB euro reference rates (EUR/USD, EUR/GBP): bad
def t07(rs: RowSet) -> None:
    t1 = sr(
        ("https://www.ecb.europa.eu/stats/policy_and_exchange_rates/euro_reference_exchange_rates/html/index.en.html", "Euro foreign exchange reference rates - European Central Bank",
         "The reference rates are usually updated at around 16:00 CET every working day, except on TARGET closing days. They are based on a regular daily concertation procedure ...", "N/A"),
        ("https://www.ecb.europa.eu/stats/policy_and_exchange_rates/euro_reference_exchange_rates/html/eurofxref-graph-usd.en.html", "ECB euro reference exchange rate: US dollar (USD)",
         "Latest (13 March 2025): 1 EUR = 1.0852 USD. Change from 12 March 2025: -0.0052 (-0.5%). Minimum (3 January 2025): 1.0286 ...", "N/A"),
        ("https://www.exchangerates.org.uk/EUR-USD-spot-exchange-rates-history-2025.html", "Euro to US Dollar Spot Exchange Rates for 2025",
         "Thursday 13 March 2025: 1 EUR = 1.0852 USD ... Wednesday 12 March 2025: 1 EUR = 1.0904 USD ...", "Mar 13, 2025"),
        ("https://www.reuters.com/markets/currencies/dollar-firms-tariff-worries-2025-03-13/", "Dollar firms as tariff worries rattle markets - Reuters",
         "The euro eased 0.3% to $1.0856 after Washington threatened 200% tariffs on European wines and spirits ...", "Mar 13, 2025"),
        ("https://www.xe.com/currencyconverter/convert/?Amount=1&From=EUR&To=USD", "1 EUR to USD - Euros to US Dollars Exchange Rate - Xe",
         "Get the latest 1 Euro to US Dollar rate for FREE with the original Xe currency converter. Mid-market rates ...", "N/A"),
        ("https://data.ecb.europa.eu/data/datasets/EXR/EXR.D.USD.EUR.SP00.A", "US dollar/Euro ECB reference exchange rate - ECB Data Portal",
         "Daily series EXR.D.USD.EUR.SP00.A. Last observation 13 March 2025: 1.0852 ...", "N/A"),
        ("https://www.bundesbank.de/en/statistics/exchange-rates", "Exchange rates | Deutsche Bundesbank",
         "Euro foreign exchange reference rates of the ECB and exchange rates of the Bundesbank ...", "N/A"),
    )
    t2 = added("eur_usd")
    t3 = (
        "# Euro foreign exchange reference rates\n\n14 March 2025\n\nAll currencies quoted against the euro (base currency)\n\n"
        + table(["Currency", "", "Spot", "Chart"], [[c, n, v, "-"] for c, n, v in ECB_0314])
        + "\n\nDownload: XML | CSV | ZIP (all currencies since 4 January 1999)\n\n"
        "The reference rates are usually updated at around 16:00 CET every working day, except on TARGET closing days. They are based on a regular daily concertation procedure between central banks across Europe, which normally takes place around 14:10 CET. "
        "The euro foreign exchange reference rates are published for information purposes only. Using the rates for transaction purposes is strongly discouraged.\n\n"
        "Last update: 14 March 2025 16:00 CET"
    )
    t4 = updated("eur_usd")
    t5 = sr(
        ("https://www.ecb.europa.eu/stats/policy_and_exchange_rates/euro_reference_exchange_rates/html/eurofxref-graph-gbp.en.html", "ECB euro reference exchange rate: Pound sterling (GBP)",
         "Latest (14 March 2025): 1 EUR = 0.84055 GBP. Change from 13 March 2025: 0.00137 (0.2%) ...", "N/A"),
        ("https://www.exchangerates.org.uk/EUR-GBP-spot-exchange-rates-history-2025.html", "Euro to British Pound Spot Exchange Rates for 2025",
         "Friday 14 March 2025: 1 EUR = 0.8405 GBP ... Thursday 13 March 2025: 1 EUR = 0.8392 GBP ...", "Mar 14, 2025"),
        ("https://www.bankofengland.co.uk/boeapps/database/Rates.asp?Travel=NIxAZx&into=EUR", "Daily spot exchange rates against Sterling - Bank of England",
         "Spot exchange rate, Euro into Sterling, as at 4pm London time ...", "N/A"),
        ("https://www.ft.com/content/euro-sterling-march-2025-german-fiscal", "Euro climbs against sterling after German borrowing deal - FT",
         "The single currency has risen about 1.5 per cent against the pound this month as investors price in Germany's fiscal expansion ...", "Mar 11, 2025"),
        ("https://www.poundsterlinglive.com/history/EUR-GBP-2025", "Euro to Pound Sterling History: 2025 - Pound Sterling Live",
         "Highest: 0.8421 on 11 March 2025. Lowest: 0.8236 on 24 February 2025 ...", "Mar 14, 2025"),
        ("https://data.ecb.europa.eu/data/datasets/EXR/EXR.D.GBP.EUR.SP00.A", "UK pound sterling/Euro ECB reference exchange rate - ECB Data Portal",
         "Daily series EXR.D.GBP.EUR.SP00.A. Last observation 14 March 2025: 0.84055 ...", "N/A"),
    )
    vals = [v for _, v in GBP_MARCH]
    t6 = (
        "# ECB euro reference exchange rate: Pound sterling (GBP)\n\n"
        "Latest (14 March 2025): 1 EUR = 0.84055 GBP\nChange from 13 March 2025: 0.00137 (0.2%)\nChange from 14 March 2024: -0.01450 (-1.7%)\n\n"
        "## Daily rates, March 2025\n\n"
        + table(["Date", "Rate", "Change"], [[d, f"{v:.5f}", f"{v - GBP_MARCH[i + 1][1]:+.5f}" if i + 1 < len(GBP_MARCH) else "-"] for i, (d, v) in enumerate(GBP_MARCH)])
        + f"\n\n## Statistics for the period 3 March - 14 March 2025\n\n- Minimum: {min(vals):.5f} (3 March 2025)\n- Maximum: {max(vals):.5f} (11 March 2025)\n- Average: {sum(vals) / len(vals):.5f}\n\n"
        "Reference rates for the pound sterling are published at around 16:00 CET every working day. Source: ECB Data Portal series EXR.D.GBP.EUR.SP00.A."
    )
    t7 = added("eur_gbp")
    t8 = dump({
        "eur_usd": "1.0852 (ECB ref, 13 Mar 2025)",
        "eur_gbp": "0.84055 (ECB ref, 14 Mar 2025; +0.2% d/d)",
    })
    t9 = sr(
        ("https://www.xe.com/currencyconverter/convert/?Amount=1&From=EUR&To=USD", "1 EUR to USD - Euros to US Dollars Exchange Rate - Xe",
         "1.00 EUR = 1.08794 USD. Mid-market rate at 17:31 UTC ...", "N/A"),
        ("https://www.reuters.com/markets/currencies/euro-heads-weekly-gain-german-debt-deal-2025-03-14/", "Euro heads for weekly gain as Germany reaches debt deal - Reuters",
         "The euro rose 0.4% to $1.0891 on Friday after Germany's incoming government struck a deal with the Greens on a spending package ...", "Mar 14, 2025"),
        ("https://www.bloomberg.com/quote/EURUSD:CUR", "EURUSD:CUR Euro Spot Price - Bloomberg",
         "EUR-USD X-RATE. Open 1.0851 ... Day range 1.0841 - 1.0906 ...", "N/A"),
        ("https://www.investing.com/currencies/eur-usd-historical-data", "EUR USD Historical Data - Investing.com",
         "Mar 14, 2025 1.0879 Open 1.0852 High 1.0906 Low 1.0841 ...", "Mar 14, 2025"),
        ("https://www.fxstreet.com/rates-charts/eurusd", "EUR/USD Rate & Chart - FXStreet",
         "EUR/USD trades near 1.0880 in the American session as optimism over German fiscal stimulus supports the euro ...", "1 hour ago"),
        ("https://www.ecb.europa.eu/stats/policy_and_exchange_rates/euro_reference_exchange_rates/html/eurofxref-graph-usd.en.html", "ECB euro reference exchange rate: US dollar (USD)",
         "Latest (14 March 2025): 1 EUR = 1.0881 USD. Change from 13 March 2025: 0.0029 (0.3%) ...", "N/A"),
    )
    t10 = (
        "# 1 EUR to USD - Convert Euros to US Dollars\n\nXe Currency Converter\n\n"
        "**1.00 EUR = 1.08794 USD**\n\n1 USD = 0.919168 EUR\n\nEUR to USD conversion - Last updated Mar 14, 2025, 17:31 UTC\n\n"
        "We use the mid-market rate for our Converter. This is for informational purposes only. You won't receive this rate when sending money.\n\n"
        "## Convert Euro to US Dollar\n\n"
        + table(["EUR", "USD"], [["1 EUR", "1.08794 USD"], ["5 EUR", "5.43970 USD"], ["10 EUR", "10.8794 USD"], ["25 EUR", "27.1985 USD"], ["50 EUR", "54.3970 USD"], ["100 EUR", "108.794 USD"], ["500 EUR", "543.970 USD"], ["1,000 EUR", "1,087.94 USD"], ["10,000 EUR", "10,879.40 USD"]])
        + "\n\n## EUR to USD stats\n\n"
        + table(["", "Last 30 Days", "Last 90 Days"], [["High", "1.09468", "1.09468"], ["Low", "1.03603", "1.01795"], ["Average", "1.06434", "1.04532"], ["Change", "+4.53%", "+3.69%"]])
    )
    turns = [
        (search("ECB euro reference rate USD today", "EUR USD ECB 13 March 2025"), t1),
        (memory("add", dict={"eur_usd": "1.0852 (ECB ref, 13 Mar 2025)"}), t2),
        (extract("https://www.ecb.europa.eu/stats/policy_and_exchange_rates/euro_reference_exchange_rates/html/index.en.html", "Today's ECB reference rates, especially USD and GBP"), t3),
        (memory("update", dict={"eur_usd": "1.0881 (ECB ref, 14 Mar 2025)"}), t4),
        (search("ECB reference rate EUR GBP March 2025 history"), t5),
        (extract("https://www.ecb.europa.eu/stats/policy_and_exchange_rates/euro_reference_exchange_rates/html/eurofxref-graph-gbp.en.html", "Daily EUR/GBP reference rates this month"), t6),
        (memory("add", dict={"eur_gbp": "0.84055 (ECB ref, 14 Mar 2025; +0.2% d/d)"}), t7),
        (memory("retrieve_all"), t8),
        (search("EUR USD live rate now"), t9),
        (extract("https://www.xe.com/currencyconverter/convert/?Amount=1&From=EUR&To=USD", "Current mid-market EUR/USD rate"), t10),
    ]
    rs.add(task=TASK, tid="h48-search-07", system=system(), turns=turns,
           state=state("2025-03-14 18:20 CET", "What are today's ECB euro reference rates for the US dollar and the pound, and how does the dollar rate compare with the live market rate?"),
           bad=True, turn=8, kind="EUR/USD memory entry reads back with its pre-update value")


# ---------------------------------------------------------------------------------------------------------------
# 08
# ---------------------------------------------------------------------------------------------------------------

SPANS = [
    ("1915 Çanakkale Bridge", 2023, "Gelibolu - Lapseki, Turkey", "2022"),
    ("Akashi Kaikyō Bridge", 1991, "Kobe - Awaji Island, Japan", "1998"),
    ("Yangsigang Yangtze River Bridge", 1700, "Wuhan, China", "2019"),
    ("Nansha Bridge (Dasha waterway)", 1688, "Guangdong, China", "2019"),
    ("Great Belt Bridge (East Bridge)", 1624, "Zealand - Sprogø, Denmark", "1998"),
    ("Osman Gazi Bridge", 1550, "Izmit Bay, Turkey", "2016"),
    ("Yi Sun-sin Bridge", 1545, "Gwangyang - Yeosu, South Korea", "2012"),
    ("Runyang Yangtze River Bridge", 1490, "Zhenjiang - Yangzhou, China", "2005"),
    ("Fourth Nanjing Yangtze Bridge", 1418, "Nanjing, China", "2012"),
    ("Humber Bridge", 1410, "Hessle - Barton-upon-Humber, UK", "1981"),
    ("Yavuz Sultan Selim Bridge *", 1408, "Istanbul, Turkey", "2016"),
    ("Jiangyin Yangtze River Bridge", 1385, "Jiangsu, China", "1999"),
    ("Tsing Ma Bridge", 1377, "Hong Kong, China", "1997"),
    ("Hardanger Bridge", 1310, "Vestland, Norway", "2013"),
    ("Verrazzano-Narrows Bridge", 1298, "New York City, USA", "1964"),
    ("Golden Gate Bridge", 1280, "San Francisco, USA", "1937"),
]


# Structurae (suspension bridge spans): clean
def t08(rs: RowSet) -> None:
    t1 = sr(
        ("https://structurae.net/en/structures/bridges/suspension-bridges/largest-spans", "Suspension bridges with the largest spans - Structurae",
         "Ranking of suspension bridges by main span: 1915 Çanakkale Bridge (2 023 m), Akashi-Kaikyo Bridge (1 991 m), Yangsigang Yangtze River Bridge (1 700 m) ...", "N/A"),
        ("https://en.wikipedia.org/wiki/List_of_longest_suspension_bridge_spans", "List of longest suspension bridge spans - Wikipedia",
         "The 1915 Çanakkale Bridge in Turkey has the longest main span of any suspension bridge at 2,023 m (6,637 ft), opened in March 2022 ...", "N/A"),
        ("https://www.guinnessworldrecords.com/world-records/longest-suspension-bridge", "Longest suspension bridge span | Guinness World Records",
         "The longest suspension bridge span is 2,023 m (6,637 ft) and was achieved by the 1915 Çanakkale Bridge, Turkey, as verified on 18 March 2022 ...", "N/A"),
        ("https://www.highestbridges.com/wiki/index.php?title=List_of_Longest_Suspension_Bridge_Spans", "List of Longest Suspension Bridge Spans - HighestBridges.com",
         "Span, name, location, year. 2023 m 1915 Canakkale; 1991 m Akashi Kaikyo; 1700 m Yangsigang ...", "N/A"),
        ("https://www.britannica.com/technology/suspension-bridge", "Suspension bridge | Definition, History, Examples - Britannica",
         "Suspension bridge, bridge with overhead cables supporting the roadway. The main span of Japan's Akashi Strait Bridge is 1,991 metres ...", "N/A"),
        ("https://www.chinadaily.com.cn/a/201910/08/WS5d9bf1e4a310cf3e3556fc1b.html", "Wuhan's Yangsigang bridge opens with world's longest double-deck span - China Daily",
         "The double-deck Yangsigang Yangtze River Bridge has a main span of 1,700 meters ...", "Oct 8, 2019"),
        ("https://www.reddit.com/r/civilengineering/comments/tgq6yd/canakkale_1915_bridge_opens_longest_span_in_the/", "Çanakkale 1915 bridge opens - longest span in the world : r/civilengineering",
         "2023 m main span, 318 m towers. Akashi finally loses the record after 24 years ...", "Mar 18, 2022"),
    )
    rows = [[str(i), n, f"{m:,} m", loc, y] for i, (n, m, loc, y) in enumerate(SPANS, 1)]
    t2 = (
        "# Suspension bridges with the largest spans\n\nStructurae - International Database and Gallery of Structures\n\n"
        "The following list ranks suspension bridges by the length of their main span. Structures under construction are not included.\n\n"
        + table(["#", "Structure", "Main span", "Location", "Completion"], rows)
        + "\n\n\\* Hybrid cable-stayed suspension bridge; included because the main span is carried partly by suspension cables.\n\n"
        "## Related rankings\n\n- Cable-stayed bridges with the largest spans\n- Tallest bridge towers\n- Longest bridges (total length)\n\n"
        "Data: Structurae, retrieved 22 July 2024. 16 of 134 entries shown."
    )
    t3 = added("longest_span", "second_span")
    t4 = sr(
        ("https://www.enr.com/articles/53711-worlds-longest-suspension-span-opens-in-turkey", "World's Longest Suspension Span Opens in Turkey - ENR",
         "The 1915 Çanakkale Bridge's 6,637-ft main span tops Japan's Akashi Kaikyo Bridge by 105 ft ...", "Mar 21, 2022"),
        ("https://www.jb-honshi.co.jp/english/bridgeworld/bridge.html", "Akashi Kaikyo Bridge - Honshu-Shikoku Bridge Expressway",
         "Center span 1,991 m, total length 3,911 m. The Great Hanshin-Awaji Earthquake of 1995 lengthened the center span by about 1 m ...", "N/A"),
        ("https://www.asce.org/publications-and-news/civil-engineering-source/civil-engineering-magazine/issues/magazine-issue/article/2022/05/turkeys-1915-canakkale-bridge", "Turkey's 1915 Çanakkale Bridge - Civil Engineering Magazine (ASCE)",
         "The towers rise 1,043 ft (318 m) and the main span measures 6,637 ft ...", "May 1, 2022"),
        ("https://www.dlengineering.com/canakkale-1915", "1915 Çanakkale Bridge - DL Engineering / COWI",
         "Total length 4,608 m; main span 2,023 m; side spans 770 m each ...", "N/A"),
        ("https://www.nationalgeographic.com/science/article/akashi-kaikyo-bridge", "Akashi Kaikyō Bridge, Pearl Bridge - National Geographic",
         "The bridge's central span stretches 6,532 feet ...", "N/A"),
        ("https://www.cnn.com/travel/article/canakkale-bridge-turkey-longest-suspension/index.html", "Turkey opens world's longest suspension bridge - CNN",
         "The main span of 2,023 meters nods to 2023, the centenary of the Turkish Republic ...", "Mar 18, 2022"),
    )
    t5 = (
        "# World's Longest Suspension Span Opens in Turkey\n\nBy Peter Reina | ENR | March 21, 2022\n\n"
        "The 1915 Çanakkale Bridge across the Dardanelles opened to traffic on March 18, taking the world record for suspension bridge span from Japan's Akashi Kaikyo Bridge, which held it for 24 years.\n\n"
        "The bridge's 6,637-ft (2,023-m) main span is 105 ft longer than Akashi's 6,532-ft (1,991-m) center span. The figure was chosen to mark 2023, the centenary of the Turkish Republic, while the 318-m (1,043-ft) steel towers commemorate March 18, 1915, the date of a naval victory in the Gallipoli campaign.\n\n"
        "## Key figures\n\n"
        + table(["Item", "1915 Çanakkale Bridge", "Akashi Kaikyo Bridge"], [
            ["Main span", "6,637 ft (2,023 m)", "6,532 ft (1,991 m)"],
            ["Total length", "15,118 ft (4,608 m)", "12,831 ft (3,911 m)"],
            ["Tower height", "1,043 ft (318 m)", "979 ft (298.3 m)"],
            ["Deck", "Twin steel box girders, 6 lanes", "Steel truss, 6 lanes"],
            ["Opened", "March 18, 2022", "April 5, 1998"],
            ["Cost", "about $2.8 billion", "about ¥500 billion"],
        ])
        + "\n\nAkashi Kaikyo's span was designed at 1,990 m. The 1995 Great Hanshin earthquake moved its towers apart while they were under construction, adding roughly 0.8 m, and the as-built span is quoted as 1,991 m.\n\n"
        "The Çanakkale project was delivered by a Daelim-Limak-SK ecoplant-Yapı Merkezi joint venture under a build-operate-transfer contract, with COWI as designer of the suspension bridge."
    )
    t6 = updated("second_span")
    t7 = dump({
        "longest_span": "1915 Çanakkale Bridge - 2,023 m main span (Turkey, opened 2022) - Structurae",
        "second_span": "Akashi Kaikyō Bridge - 1,991 m (6,532 ft); designed 1,990 m, lengthened ~0.8 m by 1995 quake; record 1998-2022",
    })
    turns = [
        (search("longest suspension bridge main spans ranking structurae"), t1),
        (extract("https://structurae.net/en/structures/bridges/suspension-bridges/largest-spans", "Ranking of suspension bridges by main span"), t2),
        (memory("add", dict={"longest_span": "1915 Çanakkale Bridge - 2,023 m main span (Turkey, opened 2022) - Structurae",
                             "second_span": "Akashi Kaikyō Bridge - 1,991 m (Japan, 1998)"}), t3),
        (search("1915 Canakkale Bridge main span feet Akashi Kaikyo 6532 ft record"), t4),
        (extract("https://www.enr.com/articles/53711-worlds-longest-suspension-span-opens-in-turkey", "Span lengths in feet and meters and why Akashi's span changed"), t5),
        (memory("update", dict={"second_span": "Akashi Kaikyō Bridge - 1,991 m (6,532 ft); designed 1,990 m, lengthened ~0.8 m by 1995 quake; record 1998-2022"}), t6),
        (memory("retrieve_all"), t7),
    ]
    rs.add(task=TASK, tid="h48-search-08", system=system(), turns=turns,
           state=state("2024-07-22", "Which suspension bridge has the longest main span, by how much does it beat the runner-up (in metres and feet)?"),
           bad=False)


# ---------------------------------------------------------------------------------------------------------------
# 09
# ---------------------------------------------------------------------------------------------------------------

TAN_2023 = [
    ("Louvre", "Paris", 8_860_000, 7_773_000),
    ("Vatican Museums", "Vatican City", 6_766_556, 5_080_866),
    ("British Museum", "London", 5_820_860, 4_097_253),
    ("Metropolitan Museum of Art", "New York", 5_364_000, 3_208_832),
    ("Tate Modern", "London", 4_658_000, 3_883_160),
    ("National Museum of Korea", "Seoul", 4_180_000, 3_410_000),
    ("Musée d'Orsay", "Paris", 3_871_000, 3_270_000),
    ("Museo Nacional del Prado", "Madrid", 3_321_000, 2_822_000),
    ("Centre Pompidou", "Paris", 3_270_000, 3_000_000),
    ("National Gallery", "London", 3_098_000, 2_727_119),
    ("Museo Nacional Centro de Arte Reina Sofía", "Madrid", 2_960_000, 2_790_000),
    ("State Hermitage Museum", "St Petersburg", 2_760_000, 2_820_000),
]


def held(keys: list[str], n: int, op: str = "added", prep: str = "to") -> str:
    return f"Successfully {op} items of {keys} {prep} memory. Memory now holds {n} items."


# The Art Newspaper (museum visitor figures): bad
def t09(rs: RowSet) -> None:
    t1 = sr(
        ("https://www.theartnewspaper.com/2024/03/26/the-100-most-popular-art-museums-in-the-world-2023", "The 100 most popular art museums in the world - The Art Newspaper",
         "Our annual survey: the Louvre welcomed 8.9 million visitors in 2023, up 14% on 2022, but still below its pre-pandemic record of 10.2 million ...", "Mar 26, 2024"),
        ("https://www.theartnewspaper.com/2024/03/26/visitor-figures-2023-methodology", "Visitor Figures 2023: how we compiled the survey - The Art Newspaper",
         "Attendance figures were supplied by the museums themselves for the calendar year 2023 ...", "Mar 26, 2024"),
        ("https://www.lemonde.fr/en/culture/article/2024/01/03/louvre-8-9-million-visitors-2023", "The Louvre welcomed 8.9 million visitors in 2023 - Le Monde",
         "The museum capped daily attendance at 30,000 in 2023 to improve the visitor experience ...", "Jan 3, 2024"),
        ("https://en.wikipedia.org/wiki/List_of_most-visited_art_museums", "List of most-visited art museums - Wikipedia",
         "This list is based on The Art Newspaper's annual survey. The Louvre remains the most visited art museum in the world ...", "N/A"),
        ("https://www.statista.com/statistics/247393/most-visited-museums-worldwide/", "Most visited art museums worldwide 2023 | Statista",
         "The Louvre in Paris was the most visited art museum worldwide in 2023, followed by the Vatican Museums with 6.77 million ...", "Apr 4, 2024"),
        ("https://www.vaticannews.va/en/vatican-city/news/2024-01/vatican-museums-record-2023-visitors.html", "Vatican Museums record 6.7 million visitors in 2023 - Vatican News",
         "The Vatican Museums welcomed 6,766,556 visitors in 2023, close to their 2019 record ...", "Jan 12, 2024"),
        ("https://www.alva.org.uk/details.cfm?p=423", "Visits made in 2023 to visitor attractions in membership with ALVA",
         "British Museum 5,820,860; Natural History Museum; Tate Modern 4,658,000 ...", "Mar 20, 2024"),
    )
    rows = [[str(i), m, c, f"{v:,}", f"{(v / p - 1) * 100:+.0f}%"] for i, (m, c, v, p) in enumerate(TAN_2023, 1)]
    t2 = (
        "# The 100 most popular art museums in the world - who has recovered and who is still struggling?\n\n"
        "By José da Silva | The Art Newspaper | 26 March 2024\n\n"
        "Our annual survey of museum attendance shows that the world's most visited art museums continued their post-pandemic recovery in 2023, although many remain below 2019 levels.\n\n"
        "The Louvre, once again the most visited art museum in the world, welcomed 8.9 million visitors, up 14% on 2022 but below its pre-pandemic record of 10.2 million in 2018. The museum has capped daily attendance at 30,000.\n\n"
        "## Top museums by attendance, 2023\n\n"
        + table(["Rank", "Museum", "City", "Visitors 2023", "Change on 2022"], rows)
        + "\n\nThe full list of 100 museums is available to subscribers. Figures are for calendar year 2023 and are supplied by the museums.\n\n"
        "## Key findings\n\n- Combined attendance of the top 100 was 145 million, up 20% on 2022.\n- Asian museums recorded the biggest rises as travel restrictions lifted.\n"
        "- The State Hermitage Museum saw a fall as foreign visitors stayed away.\n- The Metropolitan Museum of Art, which reports on a fiscal year basis, gave a calendar-year figure for the first time."
    )
    t3 = held(["louvre_2023", "vatican_2023"], 2)
    t4 = sr(
        ("https://www.alva.org.uk/details.cfm?p=423", "Visits made in 2023 to visitor attractions in membership with ALVA",
         "ALVA members recorded 2023 visits: British Museum 5,820,860 (+42%); Natural History Museum 5,727,439; Tate Modern 4,658,000 ...", "Mar 20, 2024"),
        ("https://www.bbc.com/news/entertainment-arts-68608127", "British Museum was UK's most visited attraction in 2023 - BBC News",
         "The British Museum reclaimed its title as the UK's most visited attraction, with more than 5.8 million visits, despite the theft scandal ...", "Mar 20, 2024"),
        ("https://www.britishmuseum.org/about-us/press/annual-review-2023", "British Museum Annual Review 2023",
         "The Museum welcomed more than 5.8 million visitors to Bloomsbury in 2023 ...", "N/A"),
        ("https://www.theguardian.com/culture/2024/mar/20/british-museum-uk-most-visited-attraction-2023", "British Museum tops UK's most-visited attractions list - The Guardian",
         "Tate Modern was third with 4.7m visits, while the National Gallery had 3.1m ...", "Mar 20, 2024"),
        ("https://en.wikipedia.org/wiki/British_Museum", "British Museum - Wikipedia",
         "Visitors 5,820,860 (2023) ... It was the most visited attraction in the United Kingdom in 2023 ...", "N/A"),
        ("https://www.statista.com/statistics/306051/british-museum-visitor-numbers/", "British Museum: annual visitor numbers 2004-2023 | Statista",
         "In 2023, the British Museum received approximately 5.82 million visits, up from 4.1 million in 2022 ...", "Mar 22, 2024"),
    )
    t5 = (
        "# Visits made in 2023 to visitor attractions in membership with ALVA\n\nAssociation of Leading Visitor Attractions | Published 20 March 2024\n\n"
        "ALVA's 2023 figures show UK attractions recorded 146.7 million visits, up 19% on 2022, though still 12% below 2019.\n\n"
        + table(["Rank", "Attraction", "Region", "Visits 2023", "% change"], [
            ["1", "British Museum", "London", "5,820,860", "+42%"],
            ["2", "Natural History Museum (South Kensington)", "London", "5,727,439", "+21%"],
            ["3", "Tate Modern", "London", "4,658,000", "+20%"],
            ["4", "Southbank Centre", "London", "3,845,163", "+1%"],
            ["5", "Science Museum", "London", "3,101,850", "+38%"],
            ["6", "National Gallery", "London", "3,098,000", "+14%"],
            ["7", "V&A South Kensington", "London", "2,968,126", "+26%"],
            ["8", "Somerset House", "London", "2,831,070", "+12%"],
            ["9", "Tower of London", "London", "2,794,045", "+39%"],
            ["10", "Royal Botanic Gardens, Kew", "London", "2,372,420", "+2%"],
        ])
        + "\n\nNotes: Figures are supplied by members. Free-entry sites count visits with door counters. Rankings include only ALVA members."
    )
    t6 = held(["british_museum_2023"], 3)
    t7 = held(["tate_modern_2023", "national_gallery_2023"], 5)
    t8 = held(["national_gallery_2023"], 4, "removed", "from")
    t9 = held(["met_2023"], 4)
    turns = [
        (search("most visited art museums 2023 Art Newspaper visitor figures"), t1),
        (extract("https://www.theartnewspaper.com/2024/03/26/the-100-most-popular-art-museums-in-the-world-2023", "2023 attendance for the top art museums"), t2),
        (memory("add", dict={"louvre_2023": "8,860,000 (+14% vs 2022) - TAN survey", "vatican_2023": "6,766,556 (+33%) - TAN survey"}), t3),
        (search("British Museum 2023 visitor numbers ALVA most visited UK attraction"), t4),
        (extract("https://www.alva.org.uk/details.cfm?p=423", "British Museum and other London museum visits in 2023"), t5),
        (memory("add", dict={"british_museum_2023": "5,820,860 (+42%) - ALVA and TAN agree"}), t6),
        (memory("add", dict={"tate_modern_2023": "4,658,000 (+20%)", "national_gallery_2023": "3,098,000 (+14%)"}), t7),
        (memory("remove", key_list=["national_gallery_2023"]), t8),
        (memory("add", dict={"met_2023": "5,364,000 (calendar 2023, first calendar-year figure) - TAN"}), t9),
    ]
    rs.add(task=TASK, tid="h48-search-09", system=system("Which five art museums had the most visitors in 2023?"), turns=turns,
           state=state("2024-04-18", "Which were the five most visited art museums in 2023, with their visitor numbers?"),
           bad=True, turn=9, kind="memory item count after a new add stays at the previous count instead of growing by one")


# ---------------------------------------------------------------------------------------------------------------
# 10
# ---------------------------------------------------------------------------------------------------------------

RAIL = [
    ("28 October 1903", "Siemens & Halske / AEG experimental railcar", "Electric, three-phase", "210.2", "130.6", "Marienfelde-Zossen, Germany"),
    ("29 March 1955", "SNCF BB 9004", "Electric locomotive", "331", "206", "Landes, France"),
    ("26 February 1981", "TGV Sud-Est set 16", "Electric multiple unit", "380", "236", "LGV Sud-Est, France"),
    ("1 May 1988", "ICE-V", "Electric multiple unit", "406.9", "252.8", "Hanover-Würzburg line, Germany"),
    ("18 May 1990", "TGV Atlantique set 325", "Electric multiple unit", "515.3", "320.2", "LGV Atlantique, France"),
    ("3 April 2007", "TGV POS set 4402 (\"V150\")", "Electric multiple unit", "574.8", "357.2", "LGV Est, France"),
]
MAGLEV = [
    ("2 December 2003", "JR Central MLX01", "Superconducting maglev", "581", "361", "Yamanashi test line, Japan"),
    ("16 April 2015", "JR Central L0 Series", "Superconducting maglev", "590", "367", "Yamanashi test line, Japan"),
    ("21 April 2015", "JR Central L0 Series", "Superconducting maglev", "603", "375", "Yamanashi test line, Japan"),
]


# Wikipedia (rail speed records): clean
def t10(rs: RowSet) -> None:
    wp = "https://en.wikipedia.org/wiki/Land_speed_record_for_rail_vehicles"
    t1 = sr(
        (wp, "Land speed record for rail vehicles - Wikipedia",
         "The fastest wheeled train is the French TGV POS set 4402 (V150), which reached 574.8 km/h (357.2 mph) on 3 April 2007. The absolute record is held by the Japanese L0 Series maglev at 603 km/h (375 mph) ...", "N/A"),
        ("https://www.guinnessworldrecords.com/world-records/fastest-train", "Fastest train (maglev) | Guinness World Records",
         "The fastest train is the L0 Series maglev, which reached 603 km/h (374.68 mph) on the Yamanashi Maglev Test Line on 21 April 2015 ...", "N/A"),
        ("https://www.guinnessworldrecords.com/world-records/fastest-rail-vehicle-conventional", "Fastest conventional train | Guinness World Records",
         "A modified TGV, V150, reached 574.8 km/h (357.2 mph) between Paris and Strasbourg on 3 April 2007 ...", "N/A"),
        ("https://www.bbc.co.uk/news/world-asia-32391020", "Japan's maglev train breaks world speed record again - BBC News",
         "A Japanese maglev train has broken its own world speed record, reaching 603km/h (374mph) in a test run near Mount Fuji ...", "Apr 21, 2015"),
        ("https://www.theguardian.com/world/2007/apr/04/france.transport", "French train breaks rail speed record - The Guardian",
         "A French TGV reached 574.8km/h (357mph) yesterday, breaking the world speed record for a train on rails ...", "Apr 4, 2007"),
        ("https://en.wikipedia.org/wiki/TGV_world_speed_record", "TGV world speed record - Wikipedia",
         "Operation V150 was a series of high-speed trials on the LGV Est in 2007, culminating in the run of 3 April 2007 ...", "N/A"),
        ("https://www.railway-technology.com/features/fastest-trains-world/", "The world's fastest trains in 2024 - Railway Technology",
         "From Shanghai's maglev to China's Fuxing and Japan's Shinkansen, these are the fastest commercial trains in service ...", "Jan 15, 2024"),
        ("https://www.reddit.com/r/trains/comments/12x0kqp/why_hasnt_anyone_beaten_the_v150_record/", "Why hasn't anyone beaten the V150 record? : r/trains",
         "Because nobody needs to. The V150 run used a specially shortened trainset with bigger wheels and raised catenary voltage ...", "Apr 24, 2023"),
    )
    t2 = (
        "# Land speed record for rail vehicles\n\nFrom Wikipedia, the free encyclopedia\n\n"
        "The **land speed record for rail vehicles** is the highest speed achieved by a rail vehicle. The absolute record is held by the JR Central L0 Series superconducting maglev, which reached 603 km/h (375 mph) in 2015. "
        "The record for a conventional wheeled train is 574.8 km/h (357.2 mph), set by the French TGV POS set 4402 (\"V150\") on 3 April 2007.\n\n"
        "## Conventional (wheeled) rail\n\n"
        + table(["Date", "Vehicle", "Type", "Speed (km/h)", "Speed (mph)", "Location"], [list(r) for r in RAIL])
        + "\n\n## Maglev\n\n"
        + table(["Date", "Vehicle", "Type", "Speed (km/h)", "Speed (mph)", "Location"], [list(r) for r in MAGLEV])
        + "\n\n## Notes\n\n- The V150 trainset was shortened to three double-deck trailers between two power cars, fitted with larger 1,092 mm wheels, and the catenary voltage was raised from 25 kV to 31 kV.\n"
        "- The L0 Series record was set with a crewed seven-car train; the run lasted 10.8 seconds above 600 km/h.\n"
        "- The highest speed reached by an unmodified commercial trainset is 486.1 km/h by a CRH380A on 3 December 2010.\n\n"
        "## See also\n\n- High-speed rail\n- List of high-speed trains\n- Chūō Shinkansen\n\nRetrieved from \"https://en.wikipedia.org/w/index.php?title=Land_speed_record_for_rail_vehicles&oldid=1215784402\""
    )
    t3 = added("wheeled_record", "maglev_record")
    t4 = sr(
        ("https://www.railway-technology.com/features/fastest-trains-world/", "The world's fastest trains in 2024 - Railway Technology",
         "1. Shanghai Maglev: 460 km/h design, currently 300 km/h in service. 2. CR400 Fuxing: 350 km/h. 3. Shinkansen E5/H5: 320 km/h ...", "Jan 15, 2024"),
        ("https://en.wikipedia.org/wiki/Shanghai_maglev_train", "Shanghai maglev train - Wikipedia",
         "The Shanghai maglev reached 431 km/h in regular service until 2021, when the top operating speed was reduced to 300 km/h ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Fuxing_(train)", "Fuxing (train) - Wikipedia",
         "The CR400AF and CR400BF operate at 350 km/h on the Beijing-Shanghai high-speed railway, the highest operating speed for wheeled trains ...", "N/A"),
        ("https://www.cnn.com/travel/fastest-trains-world/index.html", "The world's fastest passenger trains - CNN Travel",
         "China's Fuxing Hao trains cruise at 350 km/h (217 mph); Japan's Hayabusa Shinkansen reaches 320 km/h (199 mph) ...", "Mar 8, 2024"),
        ("https://www.globalrailwayreview.com/article/fastest-commercial-trains", "The fastest commercial trains in operation - Global Railway Review",
         "Operating speeds versus design speeds: many high-speed trains are capable of 380-400 km/h but run at 300-350 km/h ...", "Nov 2, 2023"),
        ("https://www.jreast.co.jp/e/e5/", "E5 Series Shinkansen HAYABUSA - JR East",
         "Maximum operating speed 320 km/h between Utsunomiya and Morioka ...", "N/A"),
        ("https://www.trenitalia.com/en/frecce/frecciarossa.html", "Frecciarossa 1000 - Trenitalia",
         "Designed for 400 km/h, the Frecciarossa 1000 runs at up to 300 km/h in commercial service ...", "N/A"),
    )
    t5 = (
        "# The world's fastest trains in 2024\n\nRailway Technology | 15 January 2024\n\n"
        "Top speeds in commercial service are usually well below the design or test speeds of the same trains. Here are the fastest trains carrying passengers today, ranked by maximum operating speed.\n\n"
        + table(["Rank", "Train", "Country", "Max operating speed", "Design / test speed"], [
            ["1", "Shanghai Maglev (Transrapid SMT)", "China", "300 km/h (186 mph)*", "431 km/h in service until 2021; 501 km/h test"],
            ["2", "CR400AF / CR400BF Fuxing", "China", "350 km/h (217 mph)", "420 km/h (2016 test)"],
            ["3", "E5 / H5 Series Shinkansen", "Japan", "320 km/h (199 mph)", "360 km/h"],
            ["4", "TGV Euroduplex / Avelia", "France", "320 km/h (199 mph)", "574.8 km/h (V150 record, modified)"],
            ["5", "ICE 3 (Velaro D)", "Germany", "300 km/h (186 mph)", "320 km/h"],
            ["6", "Frecciarossa 1000", "Italy", "300 km/h (186 mph)", "400 km/h"],
            ["7", "AVE Class 103 (Velaro E)", "Spain", "310 km/h (193 mph)", "403.7 km/h"],
            ["8", "KTX-Sancheon", "South Korea", "305 km/h (190 mph)", "352 km/h"],
            ["9", "Eurostar e320", "UK / France", "300 km/h (186 mph)", "320 km/h"],
            ["10", "THSR 700T", "Taiwan", "300 km/h (186 mph)", "315 km/h"],
        ])
        + "\n\n\\* The Shanghai Maglev's operating speed was cut from 431 km/h to 300 km/h in 2021 to save energy and reduce wear.\n\n"
        "China's Fuxing trains on the Beijing-Shanghai line hold the title for the fastest scheduled wheeled service, covering 1,318 km in 4 hours 18 minutes on the fastest runs."
    )
    t6 = added("fastest_commercial")
    t7 = (
        "# Land speed record for rail vehicles\n\n(Extract limited to the goal: record speeds with unit conversions)\n\n"
        "- Absolute record: JR Central L0 Series maglev - 603 km/h (375 mph), 21 April 2015, Yamanashi test line.\n"
        "- Conventional wheeled record: TGV POS set 4402 \"V150\" - 574.8 km/h (357.2 mph), 3 April 2007, LGV Est.\n"
        "- Previous wheeled record: TGV Atlantique set 325 - 515.3 km/h (320.2 mph), 18 May 1990.\n"
        "- Previous maglev records: MLX01 - 581 km/h (361 mph), 2 December 2003; L0 Series - 590 km/h (367 mph), 16 April 2015.\n"
        "- Unmodified commercial trainset: CRH380A - 486.1 km/h (302.0 mph), 3 December 2010.\n\n"
        "Conversions use 1 mph = 1.609344 km/h and are rounded to one decimal place where the source speed has one."
    )
    t8 = dump({
        "wheeled_record": "574.8 km/h (357.2 mph) - TGV POS 4402 'V150', 3 Apr 2007, LGV Est (modified set)",
        "maglev_record": "603 km/h (375 mph) - JR Central L0 Series, 21 Apr 2015, Yamanashi",
        "fastest_commercial": "350 km/h (217 mph) CR400 Fuxing (wheeled); Shanghai Maglev 300 km/h since 2021 (was 431 km/h)",
    })
    turns = [
        (search("fastest train speed record wheeled TGV V150 maglev L0 603 km/h"), t1),
        (extract(wp, "Record speeds for wheeled trains and maglevs with dates"), t2),
        (memory("add", dict={"wheeled_record": "574.8 km/h (357.2 mph) - TGV POS 4402 'V150', 3 Apr 2007, LGV Est (modified set)",
                             "maglev_record": "603 km/h (375 mph) - JR Central L0 Series, 21 Apr 2015, Yamanashi"}), t3),
        (search("fastest commercial high-speed train operating speed 2024 Fuxing Shanghai maglev"), t4),
        (extract("https://www.railway-technology.com/features/fastest-trains-world/", "Highest operating speeds in passenger service"), t5),
        (memory("add", dict={"fastest_commercial": "350 km/h (217 mph) CR400 Fuxing (wheeled); Shanghai Maglev 300 km/h since 2021 (was 431 km/h)"}), t6),
        (extract(wp, "Just the record speeds in km/h and mph"), t7),
        (memory("retrieve_all"), t8),
    ]
    rs.add(task=TASK, tid="h48-search-10", system=system(), turns=turns,
           state=state("2024-04-03", "What are the rail speed records for wheeled trains and maglevs, and how fast do the fastest commercial trains actually run?"),
           bad=False)


# ---------------------------------------------------------------------------------------------------------------
# 11
# ---------------------------------------------------------------------------------------------------------------

# Airbus and Boeing product pages (A350-1000 vs 777-9): clean
def t11(rs: RowSet) -> None:
    airbus = "https://aircraft.airbus.com/en/aircraft/a350/a350-1000"
    boeing = "https://www.boeing.com/commercial/777x"
    t1 = sr(
        (airbus, "A350-1000 | Airbus Aircraft",
         "The A350-1000 seats 350-410 passengers in a typical configuration and has a range of 16,100 km / 8,700 nm. Length 73.79 m, wingspan 64.75 m ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Airbus_A350", "Airbus A350 - Wikipedia",
         "The A350-1000 is the stretched variant, 7 m longer than the -900 ... entered service with Qatar Airways in February 2018 ...", "N/A"),
        ("https://www.airbus.com/sites/g/files/jlcbta136/files/2021-11/Airbus-Commercial-Aircraft-AC-A350.pdf", "A350 Aircraft Characteristics - Airport and Maintenance Planning",
         "Aircraft characteristics for the A350-900 and A350-1000: dimensions, ground clearances, turning radii, MTOW variants (WV) ...", "Nov 1, 2021"),
        ("https://www.rolls-royce.com/products-and-services/civil-aerospace/widebodies/trent-xwb.aspx", "Trent XWB | Rolls-Royce",
         "The Trent XWB-97 powers the A350-1000 with 97,000 lbf of thrust ...", "N/A"),
        ("https://simpleflying.com/airbus-a350-1000-guide/", "Airbus A350-1000: The Complete Guide - Simple Flying",
         "With a range of 8,700 nautical miles, the -1000 is Airbus's largest twin ... Qatar Airways, Cathay Pacific and Virgin Atlantic are operators ...", "Feb 18, 2024"),
        ("https://www.aerotime.aero/articles/a350-1000-vs-777-9", "A350-1000 vs 777-9: How do they compare? - AeroTime",
         "The 777-9 is longer at 76.7 m and carries around 426 passengers, but the A350-1000 flies further ...", "Mar 3, 2024"),
        ("https://www.qatarairways.com/en/fleet/a350-1000.html", "Airbus A350-1000 fleet - Qatar Airways",
         "Qsuite Business Class 46 seats, Economy 281 seats ...", "N/A"),
    )
    t2 = (
        "# A350-1000\n\nThe largest member of Airbus' widebody family\n\n"
        "The A350-1000 combines the latest aerodynamic design, carbon fibre fuselage and wings, plus new fuel-efficient Rolls-Royce engines, for a 25% reduction in fuel burn and CO2 emissions compared with previous-generation competitor aircraft.\n\n"
        "## Specifications\n\n"
        + table(["", "A350-1000"], [
            ["Passengers (typical seating)", "350 - 410"], ["Maximum seating", "480"], ["Range", "16,100 km / 8,700 nm"],
            ["Max take-off weight", "319 t"], ["Max fuel capacity", "159,000 L"], ["Overall length", "73.79 m"], ["Cabin length", "58.03 m"],
            ["Fuselage width", "5.96 m"], ["Max cabin width", "5.61 m"], ["Wing span (geometric)", "64.75 m"], ["Height", "17.08 m"],
            ["Track", "10.73 m"], ["Wheelbase", "32.48 m"], ["Engines", "Rolls-Royce Trent XWB-97"], ["Engine thrust", "97,000 lbf"],
        ])
        + "\n\n## In service\n\n- Entry into service: February 2018 (Qatar Airways)\n- Orders: 247 | Deliveries: 97 | Operators: 11 (as of 30 April 2024)\n\n"
        "Explore the A350 family: A350-900 | A350-1000 | A350F"
    )
    t3 = added("a350_1000")
    t4 = sr(
        (boeing, "Boeing: 777X",
         "777-9: 426 passengers (2-class), 7,285 nmi (13,500 km) range. 777-8: 395 passengers, 8,745 nmi (16,190 km). Folding wingtips allow airport compatibility ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Boeing_777X", "Boeing 777X - Wikipedia",
         "The 777-9 has a folding wingtip, with a 71.8 m (235 ft 5 in) span extended and 64.8 m (212 ft 8 in) folded ...", "N/A"),
        ("https://www.reuters.com/business/aerospace-defense/boeing-delays-777x-first-delivery-2025-2023-04-26/", "Boeing delays first 777X delivery to 2025 - Reuters",
         "Boeing now expects to deliver the first 777-9 in 2025, five years later than originally planned ...", "Apr 26, 2023"),
        ("https://www.geaerospace.com/commercial/aircraft-engines/ge9x", "GE9X | GE Aerospace",
         "The world's largest commercial jet engine, certified in 2020, powers the Boeing 777X ...", "N/A"),
        ("https://simpleflying.com/boeing-777-9-specs/", "Boeing 777-9 Specifications - Simple Flying",
         "Length: 76.72 m (251 ft 9 in); seats 426 in two classes; MTOW 351,534 kg ...", "Jan 12, 2024"),
        ("https://www.flightglobal.com/airframers/777-9-certification-flight-testing-resumes/156789.article", "777-9 resumes certification flight testing - FlightGlobal",
         "Boeing has resumed 777-9 flight testing after grounding the fleet over a thrust link issue ...", "Jan 17, 2024"),
    )
    t5 = (
        "# 777X\n\nBoeing Commercial Airplanes\n\nThe 777X is the world's largest and most efficient twin-engine jet, with 10% lower fuel use and emissions than the competition. A composite wing with folding wingtips gives it the span efficiency of a larger wing while fitting existing airport gates.\n\n"
        "## Technical specs\n\n"
        + table(["", "777-8", "777-9"], [
            ["Seats (2-class)", "395", "426"], ["Max range", "8,745 nmi (16,190 km)", "7,285 nmi (13,500 km)"],
            ["Length", "70.9 m (232 ft 6 in)", "76.7 m (251 ft 9 in)"], ["Wingspan (extended)", "71.8 m (235 ft 5 in)", "71.8 m (235 ft 5 in)"],
            ["Wingspan (folded)", "64.8 m (212 ft 8 in)", "64.8 m (212 ft 8 in)"], ["Height", "19.5 m (64 ft 1 in)", "19.7 m (64 ft 7 in)"],
            ["Engine", "GE9X", "GE9X"], ["Cargo volume", "-", "22 LD3 containers"],
        ])
        + "\n\nThe 777-9 is in certification flight testing. Customers include Emirates, Lufthansa, Qatar Airways, Singapore Airlines, Cathay Pacific and All Nippon Airways.\n\n"
        "Range is based on typical mission rules with typical 2-class passenger configuration."
    )
    t6 = added("b777_9")
    t7 = sr(
        ("https://www.flightglobal.com/airbus-unveils-a350-1000-with-higher-mtow/125400.article", "Airbus to offer 322t A350-1000 variant - FlightGlobal",
         "Airbus is offering a higher-weight A350-1000 at 322t, extending range toward 9,000nm for Project Sunrise-type missions ...", "Jul 18, 2022"),
        ("https://www.airbus.com/en/newsroom/press-releases/2016-11-first-a350-1000-rolled-out", "First A350-1000 rolls out - Airbus",
         "The A350-1000 will have a range of 14,750 km (7,950 nm) carrying 366 passengers in a three-class layout ...", "Nov 25, 2016"),
        ("https://en.wikipedia.org/wiki/Airbus_A350#A350-1000", "Airbus A350: A350-1000 - Wikipedia",
         "MTOW increased over time: 308 t at launch, 316 t, 319 t and then 322 t; range grew from 8,000 nmi to 8,700 nmi ...", "N/A"),
        ("https://www.executivetraveller.com/qantas-project-sunrise-a350-1000ulr", "Qantas Project Sunrise A350-1000ULR: everything you need to know - Executive Traveller",
         "The Qantas A350-1000ULR will have an extra 20,000 L rear centre tank and fly Sydney-London nonstop ...", "May 2, 2024"),
        ("https://www.aviationweek.com/aerospace/commercial-aviation/a350-1000-range-growth", "Airbus Boosts A350-1000 Range Through Weight Variants - Aviation Week",
         "Current brochure range 16,100 km (8,700 nm), up from 14,800 km (8,000 nm) in the original specification ...", "Sep 6, 2022"),
        ("https://www.reddit.com/r/aviation/comments/17l2b5r/a3501000_range_numbers_keep_changing/", "A350-1000 range numbers keep changing? : r/aviation",
         "Different weight variants (WV) - each brochure update assumes a different MTOW and cabin ...", "Nov 1, 2023"),
    )
    t8 = updated("a350_1000")
    t9 = dump({
        "a350_1000": "350-410 seats; 16,100 km / 8,700 nm (current brochure; 14,800 km / 8,000 nm at launch spec); L 73.79 m, span 64.75 m; MTOW 319 t (322 t variant); Trent XWB-97",
        "b777_9": "426 seats (2-class); 13,500 km / 7,285 nmi; L 76.7 m; span 71.8 m extended / 64.8 m folded; GE9X; not yet delivered",
    })
    turns = [
        (search("Airbus A350-1000 specifications range length wingspan seats"), t1),
        (extract(airbus, "Passenger capacity, range, dimensions and engines"), t2),
        (memory("add", dict={"a350_1000": "350-410 seats; 16,100 km / 8,700 nm; L 73.79 m, span 64.75 m; MTOW 319 t; Trent XWB-97"}), t3),
        (search("Boeing 777-9 specifications passengers range wingspan folding wingtips"), t4),
        (extract(boeing, "777-9 seats, range, length and wingspan"), t5),
        (memory("add", dict={"b777_9": "426 seats (2-class); 13,500 km / 7,285 nmi; L 76.7 m; span 71.8 m extended / 64.8 m folded; GE9X; not yet delivered"}), t6),
        (search("A350-1000 range history 8,000 nm 8,700 nm MTOW 319 t 322 t"), t7),
        (memory("update", dict={"a350_1000": "350-410 seats; 16,100 km / 8,700 nm (current brochure; 14,800 km / 8,000 nm at launch spec); L 73.79 m, span 64.75 m; MTOW 319 t (322 t variant); Trent XWB-97"}), t8),
        (memory("retrieve_all"), t9),
    ]
    rs.add(task=TASK, tid="h48-search-11", system=system(), turns=turns,
           state=state("2024-05-20", "Compare the Airbus A350-1000 and Boeing 777-9: seats, range, length and wingspan."),
           bad=False)


# ---------------------------------------------------------------------------------------------------------------
# 12
# ---------------------------------------------------------------------------------------------------------------

SCOPES = [
    ("Gran Telescopio Canarias (GTC)", "10.4", "74", "Segmented (36)", "Roque de los Muchachos, La Palma, Spain", "2007"),
    ("Keck 1", "10.0", "76", "Segmented (36)", "Mauna Kea, Hawaii, USA", "1993"),
    ("Keck 2", "10.0", "76", "Segmented (36)", "Mauna Kea, Hawaii, USA", "1996"),
    ("Southern African Large Telescope (SALT)", "11.1 × 9.8 (9.2 effective)", "79", "Segmented (91)", "Sutherland, South Africa", "2005"),
    ("Hobby-Eberly Telescope (HET)", "11.1 × 9.8 (10 effective)", "77.6", "Segmented (91)", "McDonald Observatory, Texas, USA", "1996 (upgraded 2015)"),
    ("Large Binocular Telescope (LBT)", "2 × 8.4 (11.8 equivalent)", "111", "Multiple (2)", "Mount Graham, Arizona, USA", "2005"),
    ("Subaru", "8.2", "53", "Single", "Mauna Kea, Hawaii, USA", "1999"),
    ("VLT UT1 Antu", "8.2", "50", "Single", "Cerro Paranal, Chile", "1998"),
    ("VLT UT2 Kueyen", "8.2", "50", "Single", "Cerro Paranal, Chile", "1999"),
    ("VLT UT3 Melipal", "8.2", "50", "Single", "Cerro Paranal, Chile", "2000"),
    ("VLT UT4 Yepun", "8.2", "50", "Single", "Cerro Paranal, Chile", "2000"),
    ("Gemini North", "8.1", "50", "Single", "Mauna Kea, Hawaii, USA", "1999"),
    ("Gemini South", "8.1", "50", "Single", "Cerro Pachón, Chile", "2000"),
    ("MMT", "6.5", "33", "Single", "Mount Hopkins, Arizona, USA", "2000"),
    ("Magellan 1 (Walter Baade)", "6.5", "33", "Single", "Las Campanas, Chile", "2000"),
    ("Magellan 2 (Landon Clay)", "6.5", "33", "Single", "Las Campanas, Chile", "2002"),
    ("BTA-6", "6.0", "26", "Single", "Zelenchukskaya, Russia", "1975"),
]


# Wikipedia and observatory sites (telescope apertures): bad
def t12(rs: RowSet) -> None:
    wp = "https://en.wikipedia.org/wiki/List_of_largest_optical_reflecting_telescopes"
    t1 = sr(
        (wp, "List of largest optical reflecting telescopes - Wikipedia",
         "This list of the largest optical reflecting telescopes with objective diameters of 3.0 metres (120 in) or greater is sorted by aperture ... Gran Telescopio Canarias 10.4 m ...", "N/A"),
        ("https://www.gtc.iac.es/gtc/gtc.php", "GTC - Gran Telescopio CANARIAS",
         "The GTC's primary mirror consists of 36 hexagonal segments that together form a 10.4 m mirror, the largest single-aperture optical telescope in the world ...", "N/A"),
        ("https://www.keckobservatory.org/about/telescopes-instrumentation/", "Telescopes & Instrumentation - W. M. Keck Observatory",
         "The twin Keck telescopes each have a 10-meter primary mirror made of 36 hexagonal segments ...", "N/A"),
        ("https://www.salt.ac.za/telescope/", "The Telescope - Southern African Large Telescope",
         "SALT's primary mirror is 11.1 m × 9.8 m, made of 91 hexagonal segments; the effective pupil is about 9.2 m ...", "N/A"),
        ("https://www.space.com/biggest-telescopes-on-earth", "The biggest telescopes on Earth - Space.com",
         "From the Gran Telescopio Canarias to the upcoming Extremely Large Telescope, here are the biggest ground-based telescopes ...", "Feb 8, 2024"),
        ("https://www.lbto.org/about/", "About - Large Binocular Telescope Observatory",
         "Two 8.4 m mirrors on a common mount give the light-gathering power of an 11.8 m telescope ...", "N/A"),
        ("https://astronomy.stackexchange.com/questions/2415/which-is-the-largest-optical-telescope", "Which is the largest optical telescope? - Astronomy Stack Exchange",
         "Depends how you count. SALT and HET have larger mirrors but smaller effective apertures; GTC is the largest fully filled ...", "Jan 4, 2019"),
    )
    t2 = (
        "# List of largest optical reflecting telescopes\n\nFrom Wikipedia, the free encyclopedia\n\n"
        "This list of the largest optical reflecting telescopes with objective diameters of 3.0 metres (120 in) or greater is sorted by aperture, a measure of the light-gathering power and resolution of a reflecting telescope's mirror. "
        "Where a telescope's mirror is larger than its usable light path, the effective aperture is also given.\n\n"
        "## Largest optical telescopes (in operation)\n\n"
        + table(["Name", "Aperture (m)", "Area (m²)", "Mirror type", "Site", "Built"], [list(r) for r in SCOPES])
        + "\n\n## Under construction\n\n"
        + table(["Name", "Aperture (m)", "Area (m²)", "Mirror type", "Site", "Planned first light"], [
            ["Extremely Large Telescope (ELT)", "39.3", "978", "Segmented (798)", "Cerro Armazones, Chile", "2028"],
            ["Thirty Meter Telescope (TMT)", "30", "655", "Segmented (492)", "Mauna Kea, Hawaii, USA (proposed)", "TBD"],
            ["Giant Magellan Telescope (GMT)", "25.4 (7 × 8.4)", "368", "Multiple (7)", "Las Campanas, Chile", "early 2030s"],
        ])
        + "\n\n## See also\n\n- List of largest optical telescopes in the 20th century\n- List of largest infrared telescopes\n- Extremely large telescope\n\n"
        "Retrieved from \"https://en.wikipedia.org/w/index.php?title=List_of_largest_optical_reflecting_telescopes&oldid=1226543210\""
    )
    t3 = added("gtc_aperture", "keck_aperture", "salt_aperture", "lbt_aperture")
    t4 = sr(
        ("https://elt.eso.org/", "The Extremely Large Telescope - ESO",
         "ESO's Extremely Large Telescope (ELT) will be the world's biggest eye on the sky, with a 39-metre main mirror made of 798 hexagonal segments ...", "N/A"),
        ("https://elt.eso.org/mirrors/M1/", "The ELT's primary mirror (M1) - ESO",
         "M1 is 39.3 metres in diameter, made of 798 segments each 1.45 m across and 5 cm thick ...", "N/A"),
        ("https://www.eso.org/public/news/eso2311/", "ESO's ELT is halfway to completion - ESO Press Release",
         "The Extremely Large Telescope has passed the midpoint of construction; first light is planned for 2028 ...", "Jul 11, 2023"),
        ("https://en.wikipedia.org/wiki/Extremely_Large_Telescope", "Extremely Large Telescope - Wikipedia",
         "The ELT is an astronomical observatory under construction on Cerro Armazones in the Atacama Desert of northern Chile ...", "N/A"),
        ("https://www.nature.com/articles/d41586-023-02291-8", "The world's biggest telescope is taking shape in Chile - Nature",
         "The dome alone will be as tall as a 25-storey building ...", "Jul 25, 2023"),
        ("https://www.schott.com/en-gb/news-and-media/media-releases/2023/elt-m1-segments", "SCHOTT completes Zerodur blanks for ELT primary mirror - SCHOTT",
         "SCHOTT has delivered more than 900 hexagonal Zerodur blanks, including spares, for the 798-segment M1 ...", "Oct 10, 2023"),
    )
    t5 = (
        "# The Extremely Large Telescope\n\nESO - Reaching New Heights in Astronomy\n\n"
        "The Extremely Large Telescope (ELT) is a revolutionary scientific project for a 39-metre telescope that will allow us to address many of the most pressing unsolved questions about our Universe. It will be the largest optical/near-infrared telescope in the world.\n\n"
        "## Key facts\n\n"
        + table(["Item", "Value"], [
            ["Primary mirror (M1) diameter", "39.3 m"], ["Number of M1 segments", "798 hexagonal segments, 1.45 m across, 50 mm thick"],
            ["Collecting area", "978 m²"], ["Optical design", "Five-mirror anastigmat"], ["Secondary mirror (M2)", "4.25 m"],
            ["Adaptive mirror (M4)", "2.4 m, more than 5,000 actuators"], ["Site", "Cerro Armazones, Chile, 3,046 m altitude"],
            ["Dome", "about 80 m high, 88 m diameter"], ["First light", "planned 2028"],
        ])
        + "\n\n## Construction\n\nConstruction of the ELT began in 2014 with a first-stone ceremony in 2017. In July 2023 the project passed the halfway point. The dome structure and the main structure are being assembled on site, and the M1 segments are being polished in France.\n\n"
        "The ELT will gather 100 million times more light than the human eye and about 13 times more than the largest optical telescopes in operation today."
    )
    t6 = added("elt_aperture")
    t7 = removed("salt_aperture")
    t8 = sr(
        ("https://giantmagellan.org/about/", "About - Giant Magellan Telescope",
         "Seven of the world's largest mirrors, each 8.4 meters, will combine into a single 25.4-meter primary mirror with a collecting area of 368 square meters ...", "N/A"),
        ("https://giantmagellan.org/news/seventh-mirror-casting/", "Giant Magellan Telescope casts seventh and final primary mirror",
         "The final 8.4-meter mirror was cast at the University of Arizona's Richard F. Caris Mirror Lab ...", "Oct 3, 2023"),
        ("https://www.tmt.org/page/about", "About TMT - Thirty Meter Telescope",
         "TMT's 30-meter primary mirror will be composed of 492 individual hexagonal segments ...", "N/A"),
        ("https://www.science.org/content/article/nsf-telescope-decision-tmt-gmt-2024", "NSF signals it can afford only one giant telescope - Science",
         "The National Science Foundation said it would cap its contribution, forcing a choice between TMT and GMT ...", "Feb 29, 2024"),
        ("https://en.wikipedia.org/wiki/Giant_Magellan_Telescope", "Giant Magellan Telescope - Wikipedia",
         "The GMT is under construction at Las Campanas Observatory, Chile, with first light expected in the 2030s ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Thirty_Meter_Telescope", "Thirty Meter Telescope - Wikipedia",
         "Construction on Mauna Kea has been halted since 2019 amid protests; La Palma is the alternative site ...", "N/A"),
    )
    t9 = (
        "# About the Giant Magellan Telescope\n\nGMTO Corporation\n\n"
        "The Giant Magellan Telescope will be one of the first of a new class of extremely large telescopes. Its unique design uses seven of the world's largest mirrors as a single primary mirror.\n\n"
        "## By the numbers\n\n"
        + table(["Feature", "Value"], [
            ["Primary mirror", "25.4 m (83 ft), seven 8.4 m (27.6 ft) segments"], ["Collecting area", "368 m²"],
            ["Resolving power", "about 10 times sharper than the Hubble Space Telescope"], ["Site", "Las Campanas Observatory, Chile, 2,516 m"],
            ["Enclosure height", "about 65 m (22 stories)"], ["Mirror casting", "all seven primary mirrors cast (final casting 2023)"],
            ["Partners", "15 institutions in the US, Australia, Brazil, Israel, South Korea and Taiwan"], ["First light", "targeted for the early 2030s"],
        ])
        + "\n\n## Mirrors\n\nEach 8.4 m mirror segment weighs about 17 tonnes and takes about four years to make, from casting to final polishing, at the University of Arizona's Richard F. Caris Mirror Lab."
    )
    t10 = dump({
        "gtc_aperture": "10.4 m, 36 segments - largest single (filled) aperture in operation, La Palma, 2007",
        "keck_aperture": "2 × 10.0 m, 36 segments each (Keck 1 1993, Keck 2 1996)",
        "salt_aperture": "11.1 × 9.8 m mirror, 91 segments, 9.2 m effective pupil (2005)",
        "lbt_aperture": "2 × 8.4 m on one mount, 11.8 m equivalent collecting area (2005)",
        "elt_aperture": "39.3 m, 798 segments, 978 m², first light planned 2028 (ESO)",
    })
    t11 = sr(
        ("https://www.tmt.org/page/about", "About TMT - Thirty Meter Telescope",
         "TMT's 30-meter primary mirror will be composed of 492 individual hexagonal segments, each 1.44 m across ...", "N/A"),
        ("https://www.civilbeat.org/2024/05/tmt-maunakea-authority-update/", "What's Next For The Thirty Meter Telescope On Mauna Kea? - Honolulu Civil Beat",
         "The new Maunakea Stewardship and Oversight Authority is preparing a master plan while TMT's future remains uncertain ...", "May 16, 2024"),
        ("https://en.wikipedia.org/wiki/Thirty_Meter_Telescope", "Thirty Meter Telescope - Wikipedia",
         "The Thirty Meter Telescope is a planned 30 m extremely large telescope ... proposed sites Mauna Kea and La Palma ...", "N/A"),
        ("https://www.nsf.gov/news/special_reports/elt/", "US Extremely Large Telescope Program - NSF",
         "NSF advanced GMT into the final design phase of its Major Research Equipment and Facilities Construction process ...", "Jun 3, 2024"),
        ("https://www.nature.com/articles/d41586-024-01455-4", "US funding agency picks one giant telescope - Nature",
         "The decision leaves the Thirty Meter Telescope searching for other funding ...", "May 24, 2024"),
    )
    t12 = (
        "# About TMT\n\nThirty Meter Telescope International Observatory\n\n"
        "The Thirty Meter Telescope will enable astronomers to study objects in our own solar system and stars throughout our Milky Way and neighboring galaxies, and forming galaxies at the very edge of the observable Universe.\n\n"
        "## Design\n\n"
        + table(["Feature", "Value"], [
            ["Primary mirror", "30 m, 492 hexagonal segments each 1.44 m across"], ["Collecting area", "655 m²"],
            ["Secondary mirror", "3.1 m"], ["Tertiary mirror", "3.5 × 2.5 m (elliptical, articulated)"], ["Wavelength range", "0.31 - 28 μm"],
            ["Preferred site", "Maunakea, Hawaii (13N site, 4,050 m)"], ["Alternative site", "Roque de los Muchachos, La Palma, Spain"],
        ])
        + "\n\n## Partners\n\nCaltech, the University of California, the National Astronomical Observatory of Japan, the National Astronomical Observatories of the Chinese Academy of Sciences, the Department of Science and Technology of India and the National Research Council of Canada.\n\n"
        "TMT will achieve spatial resolution more than 12 times sharper than Hubble."
    )
    turns = [
        (search("largest optical telescopes by aperture list 2024"), t1),
        (extract(wp, "Apertures of the largest optical telescopes in operation and under construction"), t2),
        (memory("add", dict={"gtc_aperture": "10.4 m, 36 segments - largest single (filled) aperture in operation, La Palma, 2007",
                             "keck_aperture": "2 × 10.0 m, 36 segments each (Keck 1 1993, Keck 2 1996)",
                             "salt_aperture": "11.1 × 9.8 m mirror, 91 segments, 9.2 m effective pupil (2005)",
                             "lbt_aperture": "2 × 8.4 m on one mount, 11.8 m equivalent collecting area (2005)"}), t3),
        (search("Extremely Large Telescope primary mirror 39 m segments first light date"), t4),
        (extract("https://elt.eso.org/", "ELT mirror diameter, segment count and first light"), t5),
        (memory("add", dict={"elt_aperture": "39.3 m, 798 segments, 978 m², first light planned 2028 (ESO)"}), t6),
        (memory("remove", key_list=["salt_aperture"]), t7),
        (search("Giant Magellan Telescope 25.4 m seven mirrors status", "Thirty Meter Telescope status 2024"), t8),
        (extract("https://giantmagellan.org/about/", "GMT aperture, collecting area and schedule"), t9),
        (memory("retrieve_all"), t10),
        (search("Thirty Meter Telescope 492 segments Mauna Kea La Palma 2024"), t11),
        (extract("https://www.tmt.org/page/about", "TMT mirror size, segments and site"), t12),
    ]
    rs.add(task=TASK, tid="h48-search-12", system=system(), turns=turns,
           state=state("2024-06-12", "Rank the largest optical telescopes by aperture, including the extremely large telescopes under construction."),
           bad=True, turn=10, kind="memory key removed by the agent is listed again in retrieve_all")


# ---------------------------------------------------------------------------------------------------------------
# 13
# ---------------------------------------------------------------------------------------------------------------

def sbdb_head(name: str, cls: str, spk: str, pha: str) -> str:
    return (f"# {name}\n\nJPL Small-Body Database Lookup\n\n"
            f"Classification: {cls} | SPK-ID: {spk}\n\n"
            f"Near-Earth Object (NEO): yes | Potentially Hazardous Asteroid (PHA): {pha}\n\n")


# JPL Small-Body Database (asteroid sizes): bad
def t13(rs: RowSet) -> None:
    eros = "https://ssd.jpl.nasa.gov/tools/sbdb_lookup.html#/?sstr=433"
    t1 = sr(
        (eros, "433 Eros (A898 PA) - JPL Small-Body Database Lookup",
         "Classification: Amor [NEO]. SPK-ID: 2000433. Orbital elements, physical parameters: diameter 16.84 km, rotation period 5.270 h ...", "N/A"),
        ("https://en.wikipedia.org/wiki/433_Eros", "433 Eros - Wikipedia",
         "433 Eros is a stony and elongated near-Earth asteroid of the Amor group, about 34.4 × 11.2 × 11.2 km in size. Discovered in 1898, it was the first near-Earth asteroid discovered ...", "N/A"),
        ("https://science.nasa.gov/solar-system/asteroids/433-eros/", "433 Eros - NASA Science",
         "Eros is the first asteroid ever orbited and landed on by a spacecraft, NASA's NEAR Shoemaker, in 2000-2001 ...", "N/A"),
        ("https://near.jhuapl.edu/fact_sheets/Eros.html", "NEAR Shoemaker - Eros fact sheet (JHU/APL)",
         "Dimensions: 33 x 13 x 13 km. Rotation period 5.27 hours. Density 2.67 g/cm3 ...", "N/A"),
        ("https://minorplanetcenter.net/db_search/show_object?object_id=433", "(433) Eros - Minor Planet Center",
         "Orbit type: Amor. Absolute magnitude H 10.38. Observations 1893-2024 ...", "N/A"),
        ("https://www.britannica.com/topic/Eros-asteroid", "Eros | Asteroid, Size, Orbit, & Facts | Britannica",
         "Eros, first asteroid found to come within the orbit of Mars and the first to be orbited and landed upon by a spacecraft ...", "N/A"),
        ("https://www.planetary.org/worlds/eros", "Eros, the asteroid | The Planetary Society",
         "Eros is shaped a bit like a peanut, about 34 km long ...", "N/A"),
    )
    t2 = (
        sbdb_head("433 Eros (A898 PA)", "Amor [NEO]", "2000433", "no")
        + "## Orbital Elements at Epoch 2460600.5 (2024-Oct-17.0) TDB\n\nReference: JPL 659 (heliocentric ecliptic J2000)\n\n"
        + table(["Element", "Value", "Uncertainty (1-sigma)", "Units"], [
            ["e", "0.2227", "1.2e-9", ""], ["a", "1.4581", "2.1e-10", "au"], ["q", "1.1334", "1.7e-9", "au"], ["i", "10.829", "8.3e-8", "deg"],
            ["node", "304.29", "8.9e-7", "deg"], ["peri", "178.93", "1.0e-6", "deg"], ["M", "271.48", "5.2e-7", "deg"], ["period", "643.1 (1.76 yr)", "1.4e-7", "d"],
            ["Q", "1.783", "2.6e-10", "au"],
        ])
        + "\n\nOrbit determination: 9,148 observations used (1893-Oct-29 to 2024-Sep-23); data-arc span 47,327 days; condition code 0. Earth MOID: 0.149 au. Jupiter MOID: 3.27 au. T_jup: 4.582\n\n"
        "## Physical Parameters\n\n"
        + table(["Parameter", "Symbol", "Value", "Units", "Reference"], [
            ["absolute magnitude", "H", "10.38", "", "MPO"], ["diameter", "", "16.84", "km", "NEAR Shoemaker"],
            ["extent", "", "34.4x11.2x11.2", "km", "Veverka et al. 2000"], ["GM", "", "4.463e-4", "km^3/s^2", "Yeomans et al. 2000"],
            ["bulk density", "", "2.67", "g/cm^3", "Yeomans et al. 2000"], ["rotation period", "", "5.270", "h", "LCDB"],
            ["geometric albedo", "", "0.25", "", "NEAR"], ["spectral type (Tholen)", "", "S", "", ""], ["spectral type (SMASSII)", "", "S", "", ""],
        ])
        + "\n\n## Discovery Circumstances\n\nDiscovered 1898-Aug-13 by G. Witt at Berlin.\n\nReference: MPC 132 (named after the Greek god of love)."
    )
    t3 = added("eros")
    t4 = (
        sbdb_head("433 Eros (A898 PA)", "Amor [NEO]", "2000433", "yes")
        + "## Close-Approach Data (Earth, distance < 0.2 au, 1900-2100)\n\n"
        + table(["Date (TDB)", "Body", "Nominal Distance (au)", "Minimum Distance (au)", "V relative (km/s)", "3-sigma uncertainty"], [
            ["1900-Dec-27 01:31", "Earth", "0.3150", "0.3150", "5.87", "< 00:01"],
            ["1931-Jan-30 22:48", "Earth", "0.1737", "0.1737", "5.73", "< 00:01"],
            ["1975-Jan-23 08:12", "Earth", "0.1506", "0.1506", "5.66", "< 00:01"],
            ["2012-Jan-31 11:05", "Earth", "0.1787", "0.1787", "5.79", "< 00:01"],
            ["2056-Jan-24 03:09", "Earth", "0.1497", "0.1497", "5.64", "< 00:01"],
            ["2093-Jan-16 19:42", "Earth", "0.1622", "0.1622", "5.70", "< 00:01"],
        ])
        + "\n\nEarth MOID: 0.149 au. Close approaches are computed from the current best orbit (JPL 659). Only approaches with nominal distance < 0.2 au are shown, except the first row, included for reference.\n\n"
        "Notes: Eros is an Amor asteroid: its perihelion (1.133 au) lies just outside Earth's aphelion, so it never crosses Earth's orbit."
    )
    t5 = sr(
        ("https://ssd.jpl.nasa.gov/tools/sbdb_lookup.html#/?sstr=101955", "101955 Bennu (1999 RQ36) - JPL Small-Body Database Lookup",
         "Classification: Apollo [NEO, PHA]. SPK-ID: 2101955. Diameter 0.490 km, rotation period 4.296 h ...", "N/A"),
        ("https://en.wikipedia.org/wiki/101955_Bennu", "101955 Bennu - Wikipedia",
         "Bennu is a carbonaceous asteroid in the Apollo group ... mean diameter 490 m ... sampled by OSIRIS-REx in 2020 ...", "N/A"),
        ("https://en.wikipedia.org/wiki/162173_Ryugu", "162173 Ryugu - Wikipedia",
         "Ryugu is a near-Earth object and a potentially hazardous asteroid of the Apollo group. It measures approximately 900 metres in diameter ...", "N/A"),
        ("https://en.wikipedia.org/wiki/25143_Itokawa", "25143 Itokawa - Wikipedia",
         "Itokawa is a sub-kilometer near-Earth asteroid of the Apollo group, 535 × 294 × 209 m ...", "N/A"),
        ("https://www.nasa.gov/missions/osiris-rex/nasas-osiris-rex-finds-bennu-size/", "Bennu by the numbers - NASA",
         "Bennu is about as tall as the Empire State Building, 500 meters wide ...", "Sep 21, 2023"),
        ("https://www.planetary.org/articles/asteroids-visited-by-spacecraft", "Every asteroid visited by spacecraft - The Planetary Society",
         "Sizes range from Ceres (939 km) and Vesta (525 km) down to Dinkinesh (790 m) and Itokawa (330 m) ...", "Nov 6, 2023"),
    )
    t6 = (
        sbdb_head("101955 Bennu (1999 RQ36)", "Apollo [NEO, PHA]", "2101955", "yes")
        + "## Orbital Elements at Epoch 2460600.5 (2024-Oct-17.0) TDB\n\n"
        + table(["Element", "Value", "Units"], [
            ["e", "0.2037", ""], ["a", "1.1260", "au"], ["q", "0.8966", "au"], ["i", "6.035", "deg"], ["node", "1.99", "deg"],
            ["peri", "66.31", "deg"], ["period", "436.6 (1.20 yr)", "d"], ["Q", "1.355", "au"],
        ])
        + "\n\nEarth MOID: 0.00322 au. Condition code 0. Impact monitoring: listed on the Sentry risk table (cumulative impact probability 1 in 2,700 through 2300).\n\n"
        "## Physical Parameters\n\n"
        + table(["Parameter", "Value", "Units", "Reference"], [
            ["absolute magnitude H", "20.21", "", "JPL"], ["diameter", "0.490 ± 0.020", "km", "Lauretta et al. 2019"],
            ["GM", "4.89e-9", "km^3/s^2", "Scheeres et al. 2019"], ["bulk density", "1.19", "g/cm^3", "Lauretta et al. 2019"],
            ["rotation period", "4.296", "h", "Nolan et al. 2019"], ["geometric albedo", "0.044", "", "Lauretta et al. 2019"], ["spectral type (SMASSII)", "B", "", ""],
        ])
        + "\n\n## Discovery Circumstances\n\nDiscovered 1999-Sep-11 by LINEAR at Socorro."
    )
    t7 = added("bennu")
    t8 = dump({
        "eros": "433 Eros: mean diameter 16.84 km (34.4 × 11.2 × 11.2 km); Amor NEO, not a PHA (Earth MOID 0.149 au); rotation 5.270 h",
        "bennu": "101955 Bennu: diameter 0.490 km; Apollo NEO, PHA (MOID 0.00322 au); rotation 4.296 h; OSIRIS-REx target",
    })
    turns = [
        (search("433 Eros diameter dimensions JPL small body database"), t1),
        (extract(eros, "Size, orbit class and hazard flags of Eros"), t2),
        (memory("add", dict={"eros": "433 Eros: mean diameter 16.84 km (34.4 × 11.2 × 11.2 km); Amor NEO, not a PHA (Earth MOID 0.149 au); rotation 5.270 h"}), t3),
        (extract(eros + "&view=CA", "Closest past and future Earth approaches of Eros"), t4),
        (search("Bennu Ryugu Itokawa diameter comparison near-Earth asteroids visited"), t5),
        (extract("https://ssd.jpl.nasa.gov/tools/sbdb_lookup.html#/?sstr=101955", "Size and hazard classification of Bennu"), t6),
        (memory("add", dict={"bennu": "101955 Bennu: diameter 0.490 km; Apollo NEO, PHA (MOID 0.00322 au); rotation 4.296 h; OSIRIS-REx target"}), t7),
        (memory("retrieve_all"), t8),
    ]
    rs.add(task=TASK, tid="h48-search-13", system=system(), turns=turns,
           state=state("2024-11-04", "How big are Eros and Bennu, and is either of them classed as potentially hazardous?"),
           bad=True, turn=4, kind="Eros's PHA flag flips from no to yes between two views of the same SBDB record, MOID unchanged")


# ---------------------------------------------------------------------------------------------------------------
# 14
# ---------------------------------------------------------------------------------------------------------------

# name, ticker, shares (bn), previous close, price at ~10:05 ET, price at ~11:40 ET, country, TTM revenue (bn)
CMC = [
    ("NVIDIA", "NVDA", 24.49, 145.89, 146.12, 147.01, "USA", 113.27),
    ("Apple", "AAPL", 15.116, 229.00, 228.91, 229.40, "USA", 391.04),
    ("Microsoft", "MSFT", 7.435, 415.49, 415.66, 414.12, "USA", 254.19),
    ("Amazon", "AMZN", 10.515, 202.88, 199.10, 198.23, "USA", 620.13),
    ("Alphabet (Google)", "GOOG", 12.28, 174.38, 166.10, 164.83, "USA", 339.86),
    ("Saudi Aramco", "2222.SR", 241.9, 7.38, 7.40, 7.40, "S. Arabia", 480.46),
    ("Meta Platforms (Facebook)", "META", 2.524, 561.09, 565.52, 563.10, "USA", 156.23),
    ("Tesla", "TSLA", 3.210, 346.00, 339.64, 342.95, "USA", 97.15),
    ("Berkshire Hathaway", "BRK-B", 2.157, 468.18, 470.60, 472.05, "USA", 369.89),
    ("TSMC", "TSM", 5.186, 190.19, 188.80, 186.95, "Taiwan", 79.93),
    ("Broadcom", "AVGO", 4.67, 164.71, 163.66, 165.20, "USA", 48.96),
    ("Walmart", "WMT", 8.034, 86.68, 89.35, 89.88, "USA", 665.04),
    ("Eli Lilly", "LLY", 0.898, 781.20, 793.40, 790.10, "USA", 40.86),
    ("JPMorgan Chase", "JPM", 2.815, 240.46, 243.26, 244.10, "USA", 245.08),
]


def tril(x: float) -> str:
    return f"$ {x / 1000:.3f} T" if x >= 1000 else f"$ {x:.2f} B"


def cmc_page(which: int, stamp: str, total: str) -> str:
    rows = sorted(CMC, key=lambda c: -c[2] * c[3 + which])
    body = [[str(i), f"{n} ({t})", tril(sh * p[which]), f"${p[which]:,.2f}", f"{(p[which] / p[0] - 1) * 100:+.2f}%", country]
            for i, (n, t, sh, *p, country, _) in enumerate(rows, 1)]
    return (
        f"# Largest Companies by Marketcap\n\nCompanies: 10,214 | Total market cap: $ {total} T\n\n"
        + table(["Rank", "Name", "Market Cap", "Price", "Today", "Country"], body)
        + f"\n\nShowing 1-14 of 10,214. [Next](https://companiesmarketcap.com/page/2/)\n\nStock prices are delayed; the delay can range from a few minutes to several hours. Last update: {stamp}.\n\n"
        "Company market capitalizations are computed as share price × shares outstanding."
    )


# companiesmarketcap.com and NVIDIA newsroom (market caps, earnings): clean
def t14(rs: RowSet) -> None:
    cmc = "https://companiesmarketcap.com/"
    t1 = sr(
        (cmc, "Companies ranked by Market Cap - CompaniesMarketCap.com",
         "Ranking the world's top companies by market cap: 1 NVIDIA $3.578 T, 2 Apple $3.460 T, 3 Microsoft $3.090 T, 4 Amazon, 5 Alphabet ...", "N/A"),
        ("https://www.reuters.com/technology/nvidia-results-q3-fy2025-2024-11-20/", "Nvidia forecasts fourth-quarter revenue above estimates - Reuters",
         "Nvidia forecast fourth-quarter revenue of $37.5 billion, plus or minus 2%, above analysts' estimates, after reporting third-quarter revenue of $35.08 billion ...", "Nov 20, 2024"),
        ("https://www.cnbc.com/2024/11/21/nvidia-shares-after-earnings.html", "Nvidia shares swing after earnings as growth slows from triple digits - CNBC",
         "Shares were little changed in morning trading after the chipmaker's results ...", "2 hours ago"),
        ("https://www.bloomberg.com/news/articles/2024-11-21/google-chrome-doj-remedy-alphabet-shares", "Alphabet Falls as DOJ Seeks Chrome Sale in Search Case - Bloomberg",
         "Alphabet shares dropped as much as 6% after the Justice Department asked a judge to order the sale of the Chrome browser ...", "Nov 21, 2024"),
        ("https://www.statista.com/statistics/263264/top-companies-in-the-world-by-market-capitalization/", "Biggest companies in the world by market cap 2024 | Statista",
         "As of November 2024, Nvidia was the largest company in the world by market capitalization ...", "Nov 18, 2024"),
        ("https://en.wikipedia.org/wiki/List_of_public_corporations_by_market_capitalization", "List of public corporations by market capitalization - Wikipedia",
         "This list is updated quarterly ... first company to reach $3 trillion: Apple (January 2022) ...", "N/A"),
        ("https://www.fool.com/research/largest-companies-by-market-cap/", "Largest Companies by Market Cap in 2024 - The Motley Fool",
         "Nvidia overtook Apple and Microsoft to become the world's most valuable company ...", "Nov 12, 2024"),
    )
    t2 = cmc_page(1, "Nov 21, 2024, 10:05 ET", "113.712")
    t3 = added("nvda_mcap")
    t4 = sr(
        ("https://nvidianews.nvidia.com/news/nvidia-announces-financial-results-for-third-quarter-fiscal-2025", "NVIDIA Announces Financial Results for Third Quarter Fiscal 2025 - NVIDIA Newsroom",
         "Record quarterly revenue of $35.1 billion, up 17% from Q2 and up 94% from a year ago. Record quarterly Data Center revenue of $30.8 billion ...", "Nov 20, 2024"),
        ("https://investor.nvidia.com/financial-info/quarterly-results/default.aspx", "NVIDIA Corporation - Quarterly Results",
         "Q3 FY25 press release, CFO commentary, presentation and 10-Q ...", "N/A"),
        ("https://www.reuters.com/technology/nvidia-results-q3-fy2025-2024-11-20/", "Nvidia forecasts fourth-quarter revenue above estimates - Reuters",
         "Revenue of $35.08 billion beat estimates of $33.16 billion ...", "Nov 20, 2024"),
        ("https://www.theverge.com/2024/11/20/nvidia-q3-2025-earnings-blackwell", "Nvidia's revenue nearly doubles again as Blackwell ramps - The Verge",
         "Jensen Huang said Blackwell demand is 'staggering' and the company shipped 13,000 samples ...", "Nov 20, 2024"),
        ("https://www.cnbc.com/2024/11/20/nvidia-nvda-earnings-report-q3-2025.html", "Nvidia earnings: Q3 2025 results beat estimates - CNBC",
         "Earnings per share: 81 cents adjusted vs. 75 cents expected. Revenue: $35.08 billion vs. $33.16 billion expected ...", "Nov 20, 2024"),
        ("https://seekingalpha.com/news/nvidia-q3-fy25-earnings", "NVIDIA Non-GAAP EPS of $0.81 beats by $0.06, revenue of $35.08B beats - Seeking Alpha",
         "Q4 outlook: revenue expected to be $37.5 billion, plus or minus 2% ...", "Nov 20, 2024"),
    )
    t5 = (
        "# NVIDIA Announces Financial Results for Third Quarter Fiscal 2025\n\nSANTA CLARA, Calif., Nov. 20, 2024 (GLOBE NEWSWIRE)\n\n"
        "- Record quarterly revenue of $35.1 billion, up 17% from Q2 and up 94% from a year ago\n- Record quarterly Data Center revenue of $30.8 billion, up 17% from Q2 and up 112% from a year ago\n\n"
        "NVIDIA reported revenue for the third quarter ended October 27, 2024, of $35.08 billion, up 17% from the previous quarter and up 94% from a year ago.\n\n"
        "## Q3 Fiscal 2025 Summary\n\n"
        + table(["GAAP ($ in millions, except EPS)", "Q3 FY25", "Q2 FY25", "Q3 FY24", "Q/Q", "Y/Y"], [
            ["Revenue", "$35,082", "$30,040", "$18,120", "Up 17%", "Up 94%"],
            ["Gross margin", "74.6%", "75.1%", "74.0%", "Down 0.5 pts", "Up 0.6 pts"],
            ["Operating expenses", "$4,287", "$3,932", "$2,983", "Up 9%", "Up 44%"],
            ["Operating income", "$21,869", "$18,642", "$10,417", "Up 17%", "Up 110%"],
            ["Net income", "$19,309", "$16,599", "$9,243", "Up 16%", "Up 109%"],
            ["Diluted earnings per share", "$0.78", "$0.67", "$0.37", "Up 16%", "Up 111%"],
        ])
        + "\n\nNon-GAAP diluted EPS was $0.81, up 19% from the previous quarter and up 103% from a year ago.\n\n"
        "## Market platforms\n\n- Data Center: $30.8 billion, up 17% q/q and 112% y/y.\n- Gaming: $3.3 billion, up 14% q/q and 15% y/y.\n"
        "- Professional Visualization: $486 million, up 7% q/q and 17% y/y.\n- Automotive and Robotics: $449 million, up 30% q/q and 72% y/y.\n\n"
        "## Outlook for Q4 Fiscal 2025\n\n- Revenue is expected to be $37.5 billion, plus or minus 2%.\n- GAAP and non-GAAP gross margins are expected to be 73.0% and 73.5%, plus or minus 50 basis points.\n\n"
        "NVIDIA will pay its next quarterly cash dividend of $0.01 per share on December 27, 2024, to shareholders of record on December 5, 2024.\n\n"
        "> \"The age of AI is in full steam,\" said Jensen Huang, founder and CEO of NVIDIA."
    )
    t6 = added("nvda_q3fy25")
    rev_rows = sorted(CMC, key=lambda c: -c[7])
    t7 = (
        "# Largest Companies by Revenue\n\nCompanies: 10,214 | Total revenue: $ 51.94 T (TTM)\n\n"
        + table(["Rank", "Name", "Revenue (TTM)", "Price", "Today", "Country"], [
            [str(i), f"{n} ({t})", tril(rev), f"${p1:,.2f}", f"{(p1 / prev - 1) * 100:+.2f}%", c]
            for i, (n, t, _, prev, p1, _, c, rev) in enumerate(rev_rows, 1)])
        + "\n\nFiltered view: companies in the top 14 by market cap, ranked by trailing-twelve-month revenue. Revenue figures are from the latest reported quarter; NVIDIA's includes Q3 FY2025 (reported Nov 20, 2024).\n\n"
        "Prices shown are those at the time the revenue ranking was generated and may lag the market-cap ranking."
    )
    t8 = cmc_page(2, "Nov 21, 2024, 11:40 ET", "113.694")
    t9 = updated("nvda_mcap")
    t10 = dump({
        "nvda_mcap": "$3.600 T at $147.01 (companiesmarketcap, 11:40 ET Nov 21 2024); #1 by market cap; earlier $3.578 T at $146.12 (10:05 ET)",
        "nvda_q3fy25": "Revenue $35.08B (+17% q/q, +94% y/y); Data Center $30.8B; GAAP EPS $0.78, non-GAAP $0.81; Q4 guide $37.5B ±2%",
    })
    turns = [
        (search("largest companies by market cap today Nvidia Apple Microsoft"), t1),
        (extract(cmc, "Current market-cap ranking with prices"), t2),
        (memory("add", dict={"nvda_mcap": "$3.578 T at $146.12 (companiesmarketcap, 10:05 ET Nov 21 2024); #1 by market cap"}), t3),
        (search("Nvidia Q3 fiscal 2025 results revenue data center guidance"), t4),
        (extract("https://nvidianews.nvidia.com/news/nvidia-announces-financial-results-for-third-quarter-fiscal-2025", "Q3 FY2025 revenue, EPS and Q4 outlook"), t5),
        (memory("add", dict={"nvda_q3fy25": "Revenue $35.08B (+17% q/q, +94% y/y); Data Center $30.8B; GAAP EPS $0.78, non-GAAP $0.81; Q4 guide $37.5B ±2%"}), t6),
        (extract("https://companiesmarketcap.com/largest-companies-by-revenue/", "How the most valuable companies rank by revenue"), t7),
        (extract(cmc, "Refresh the market-cap ranking"), t8),
        (memory("update", dict={"nvda_mcap": "$3.600 T at $147.01 (companiesmarketcap, 11:40 ET Nov 21 2024); #1 by market cap; earlier $3.578 T at $146.12 (10:05 ET)"}), t9),
        (memory("retrieve_all"), t10),
    ]
    rs.add(task=TASK, tid="h48-search-14", system=system(), turns=turns,
           state=state("2024-11-21 (Thursday, US markets open)", "What is Nvidia's market cap right now, how does it rank, and what did it report for its latest quarter?"),
           bad=False)


# ---------------------------------------------------------------------------------------------------------------
# 15
# ---------------------------------------------------------------------------------------------------------------

def gecko(coin: str, sym: str, price: float, chg: str, low: float, high: float, circ: int, maxsup: str, vol: int,
          ath: float, ath_date: str, atl: float, atl_date: str, stamp: str, rank: int) -> str:
    mcap = round(price * circ)
    fdv = f"${round(price * 21_000_000):,}" if maxsup == "21,000,000" else f"${mcap:,}"
    return (
        f"# {coin} Price ({sym})\n\nRank #{rank} | CoinGecko\n\n**${price:,.2f}** {chg} (24h)\n\n"
        f"24h Range: ${low:,.2f} - ${high:,.2f}\n\n"
        + table(["Statistic", "Value"], [
            ["Market Cap", f"${mcap:,}"], ["Fully Diluted Valuation", fdv], ["24 Hour Trading Vol", f"${vol:,}"],
            ["Circulating Supply", f"{circ:,}"], ["Total Supply", f"{circ:,}" if maxsup != "21,000,000" else "19,792,184"], ["Max Supply", maxsup],
        ])
        + f"\n\n## {sym} Historical Price\n\n"
        + table(["", "Value"], [
            ["All-time high", f"${ath:,.2f} ({ath_date}) {(price / ath - 1) * 100:+.1f}%"],
            ["All-time low", f"${atl:,.6g} ({atl_date}) {(price / atl - 1) * 100:+,.0f}%"],
        ])
        + f"\n\nPrice data last updated: {stamp} UTC. Prices are volume-weighted averages across 1,000+ exchanges."
    )


# CoinGecko (cryptocurrency prices): bad
def t15(rs: RowSet) -> None:
    btc = "https://www.coingecko.com/en/coins/bitcoin"
    eth = "https://www.coingecko.com/en/coins/ethereum"
    t1 = sr(
        (btc, "Bitcoin price today, BTC to USD live price, marketcap and chart | CoinGecko",
         "The price of Bitcoin (BTC) is $102,874 today with a 24-hour trading volume of $118.5B. BTC price is up 6.1% in the last 24 hours ...", "N/A"),
        ("https://www.reuters.com/technology/bitcoin-hits-100000-first-time-2024-12-05/", "Bitcoin breaks $100,000 for the first time - Reuters",
         "Bitcoin surged past $100,000 for the first time on Thursday after President-elect Donald Trump said he would nominate Paul Atkins to lead the SEC ...", "Dec 5, 2024"),
        ("https://coinmarketcap.com/currencies/bitcoin/", "Bitcoin price today, BTC to USD live price - CoinMarketCap",
         "The live Bitcoin price today is $102,911 USD with a 24-hour trading volume of $121B ...", "N/A"),
        ("https://www.coindesk.com/markets/2024/12/05/bitcoin-tops-100k/", "Bitcoin Tops $100K as Crypto Rally Hits Historic Milestone - CoinDesk",
         "BTC crossed the six-figure mark shortly before 03:00 UTC and set a record near $104,000 ...", "Dec 5, 2024"),
        ("https://www.bbc.com/news/articles/c5y0p2r0z2wo", "Bitcoin passes $100,000 mark for first time - BBC News",
         "The cryptocurrency has more than doubled in value this year ...", "Dec 5, 2024"),
        ("https://finance.yahoo.com/quote/BTC-USD/", "Bitcoin USD (BTC-USD) Price, Value, News & History - Yahoo Finance",
         "BTC-USD 102,817.44 +5,912.66 (+6.10%) as of 02:30PM UTC ...", "N/A"),
        ("https://www.reddit.com/r/Bitcoin/comments/1h6w3ab/100k/", "$100K : r/Bitcoin",
         "We did it. Six figures ...", "12 hours ago"),
    )
    t2 = gecko("Bitcoin", "BTC", 102_874.31, "+6.1%", 96_210.45, 103_679.34, 19_792_184, "21,000,000", 118_530_112_905,
               103_679.34, "Dec 05, 2024", 67.81, "Jul 06, 2013", "2024-12-05 14:32:05", 1)
    t3 = added("btc")
    t4 = sr(
        (eth, "Ethereum price today, ETH to USD live price, marketcap and chart | CoinGecko",
         "The price of Ethereum (ETH) is $3,892.17 today with a 24-hour trading volume of $44.1B. ETH is up 1.9% in the last 24 hours ...", "N/A"),
        ("https://coinmarketcap.com/currencies/ethereum/", "Ethereum price today, ETH to USD live price - CoinMarketCap",
         "The live Ethereum price today is $3,889.40 USD ...", "N/A"),
        ("https://www.coindesk.com/markets/2024/12/04/ether-tops-3900/", "Ether Climbs Above $3,900 for First Time Since March - CoinDesk",
         "Ether extended its rally as ETF inflows accelerated ...", "Dec 4, 2024"),
        ("https://etherscan.io/chart/ethersupplygrowth", "Ether Supply Growth Chart - Etherscan",
         "Total ETH supply: 120,452,305 ETH ...", "N/A"),
        ("https://finance.yahoo.com/quote/ETH-USD/", "Ethereum USD (ETH-USD) Price - Yahoo Finance",
         "ETH-USD 3,888.72 +71.80 (+1.88%) ...", "N/A"),
    )
    t5 = gecko("Ethereum", "ETH", 3_892.17, "+1.9%", 3_771.02, 3_938.88, 120_452_305, "∞", 44_108_655_210,
               4_878.26, "Nov 10, 2021", 0.432979, "Oct 20, 2015", "2024-12-05 14:36:40", 2)
    t6 = gecko("Bitcoin", "BTC", 101_960.88, "+5.2%", 96_210.45, 103_679.34, 19_792_184, "21,000,000", 119_024_876_331,
               103_679.34, "Dec 05, 2024", 67.81, "Jul 06, 2013", "2024-12-05 14:21:47", 1)
    t7 = updated("btc")
    turns = [
        (search("bitcoin price today coingecko 100000"), t1),
        (extract(btc, "Current BTC price, market cap, 24h range and all-time high"), t2),
        (memory("add", dict={"btc": "$102,874.31 (+6.1% 24h), mcap ~$2.036T, ATH $103,679.34 today - CoinGecko 14:32 UTC"}), t3),
        (search("ethereum price today coingecko"), t4),
        (extract(eth, "Current ETH price and market cap"), t5),
        (extract(btc, "Latest BTC price again"), t6),
        (memory("update", dict={"btc": "$101,960.88 (+5.2% 24h) on second check; ATH $103,679.34 (Dec 5 2024) - CoinGecko"}), t7),
    ]
    rs.add(task=TASK, tid="h48-search-15", system=system(), turns=turns,
           state=state("2024-12-05 ~14:30 UTC", "What are Bitcoin and Ethereum trading at right now, and has Bitcoin set a new all-time high today?"),
           bad=True, turn=6, kind="CoinGecko 'last updated' time on a later fetch of the Bitcoin page is earlier than on the first fetch")


# ---------------------------------------------------------------------------------------------------------------
# 16
# ---------------------------------------------------------------------------------------------------------------

SWITCH_TOP = [
    ("Mario Kart 8 Deluxe", "Apr 28, 2017", 61.97, 64.27),
    ("Animal Crossing: New Horizons", "Mar 20, 2020", 45.85, 46.44),
    ("Super Smash Bros. Ultimate", "Dec 7, 2018", 34.22, 35.13),
    ("The Legend of Zelda: Breath of the Wild", "Mar 3, 2017", 31.85, 32.29),
    ("Super Mario Odyssey", "Oct 27, 2017", 28.51, 28.99),
    ("Pokémon Sword / Pokémon Shield", "Nov 15, 2019", 26.27, 26.44),
    ("Pokémon Scarlet / Pokémon Violet", "Nov 18, 2022", 24.92, 25.29),
    ("The Legend of Zelda: Tears of the Kingdom", "May 12, 2023", 20.61, 21.04),
    ("Super Mario Party", "Oct 5, 2018", 20.39, 20.80),
    ("New Super Mario Bros. U Deluxe", "Jan 11, 2019", 17.46, 17.67),
]
SWITCH_HW = [("Nintendo Switch", 105.02, 106.28), ("Nintendo Switch Lite", 23.96, 24.60), ("Nintendo Switch - OLED Model", 12.34, 15.16)]


# Nintendo IR (video game sales): clean
def t16(rs: RowSet) -> None:
    ir = "https://www.nintendo.co.jp/ir/en/finance/software/index.html"
    t1 = sr(
        (ir, "Top Selling Title Sales Units - Nintendo Switch Software | Nintendo Co., Ltd.",
         "Top selling title sales units (as of September 30, 2024): Mario Kart 8 Deluxe 64.27 million units; Animal Crossing: New Horizons 46.44 million units ...", "N/A"),
        ("https://en.wikipedia.org/wiki/List_of_best-selling_Nintendo_Switch_video_games", "List of best-selling Nintendo Switch video games - Wikipedia",
         "Mario Kart 8 Deluxe is the best-selling game on the console, with over 64 million units sold as of September 2024 ...", "N/A"),
        ("https://www.theverge.com/2024/5/7/nintendo-switch-sales-fy2024-mario-kart", "Mario Kart 8 Deluxe has now sold nearly 62 million copies - The Verge",
         "Nintendo's fiscal year results show Mario Kart 8 Deluxe at 61.97 million copies as of March 31st ...", "May 7, 2024"),
        ("https://www.vgchartz.com/article/463128/switch-best-sellers-september-2024/", "Switch Best-Sellers Through September 2024 - VGChartz",
         "Mario Kart 8 Deluxe leads with 64.27 million, followed by Animal Crossing and Smash Bros. Ultimate ...", "Nov 5, 2024"),
        ("https://www.nintendolife.com/news/2024/11/mario-kart-8-deluxe-sales-64-million", "Mario Kart 8 Deluxe Tops 64 Million Sales - Nintendo Life",
         "Nintendo's latest earnings update confirms 2.3 million more copies sold in six months ...", "Nov 5, 2024"),
        ("https://www.gamesindustry.biz/nintendo-h1-fy2025-results", "Nintendo profit falls as Switch sales slow - GamesIndustry.biz",
         "Switch hardware sales fell 31% year-on-year to 4.72 million units in the first half ...", "Nov 5, 2024"),
        ("https://www.reddit.com/r/NintendoSwitch/comments/1gk5v2p/nintendo_switch_top_selling_titles_as_of_sept_30/", "Nintendo Switch top selling titles as of Sept 30, 2024 : r/NintendoSwitch",
         "MK8D 64.27M, ACNH 46.44M, Smash 35.13M, BotW 32.29M, Odyssey 28.99M ...", "Nov 5, 2024"),
    )
    t2 = (
        "# Top Selling Title Sales Units\n\nNintendo Co., Ltd. | IR Information | Sales Data\n\n## Nintendo Switch Software\n\n(As of September 30, 2024)\n\n"
        + table(["#", "Title", "Release date (Japan)", "Global sales units"], [[str(i), t, d, f"{b:.2f} million"] for i, (t, d, _, b) in enumerate(SWITCH_TOP, 1)])
        + "\n\n* Sales units include both packaged and downloadable versions.\n* Titles released in multiple versions (e.g. Pokémon) are counted together.\n\n"
        "Other platforms: Nintendo 3DS | Wii U | Wii | Nintendo DS\n\nLast updated: November 5, 2024"
    )
    t3 = added("mk8d_units")
    t4 = sr(
        ("https://www.nintendo.co.jp/ir/pdf/2024/240507_4e.pdf", "Financial Results Briefing for Fiscal Year Ended March 2024 - Supplementary Information",
         "Top selling titles (as of March 31, 2024): Mario Kart 8 Deluxe 61.97M; Animal Crossing: New Horizons 45.85M; Super Smash Bros. Ultimate 34.22M ...", "May 7, 2024"),
        ("https://www.theverge.com/2024/5/7/nintendo-switch-sales-fy2024-mario-kart", "Mario Kart 8 Deluxe has now sold nearly 62 million copies - The Verge",
         "The Switch itself has sold 141.32 million units ...", "May 7, 2024"),
        ("https://www.ign.com/articles/nintendo-switch-best-selling-games-march-2024", "The Best-Selling Nintendo Switch Games (March 2024) - IGN",
         "Tears of the Kingdom passed 20 million, joining Super Mario Party ...", "May 8, 2024"),
        ("https://www.nintendo.co.jp/ir/en/library/earnings/index.html", "Earnings Releases - Nintendo Co., Ltd.",
         "Consolidated results for the fiscal year ended March 31, 2024 ...", "N/A"),
        ("https://www.eurogamer.net/nintendo-switch-141-million", "Switch reaches 141 million, closing on DS - Eurogamer",
         "The DS remains Nintendo's best-selling hardware at 154.02 million ...", "May 7, 2024"),
    )
    t5 = (
        "# Financial Results Briefing for Fiscal Year Ended March 2024 - Supplementary Information\n\nNintendo Co., Ltd. | May 7, 2024\n\n"
        "## Nintendo Switch: Top selling titles (as of March 31, 2024)\n\n"
        + table(["#", "Title", "Global units (millions)"], [[str(i), t, f"{a:.2f}"] for i, (t, _, a, _) in enumerate(SWITCH_TOP, 1)])
        + "\n\n## Nintendo Switch hardware (as of March 31, 2024)\n\n"
        + table(["Model", "Cumulative units (millions)"], [[m, f"{a:.2f}"] for m, a, _ in SWITCH_HW] + [["Total", f"{sum(a for _, a, _ in SWITCH_HW):.2f}"]])
        + "\n\nFY3/2024 Nintendo Switch hardware sales: 15.70 million units; software: 199.67 million units.\n\n"
        "Note: Figures are cumulative since launch; they include both packaged and downloadable versions."
    )
    t6 = added("mk8d_growth")
    t7 = sr(
        ("https://www.nintendo.co.jp/ir/en/finance/hard_soft/index.html", "Dedicated Video Game Sales Units - Nintendo Co., Ltd.",
         "Nintendo Switch: hardware 146.04 million units; software 1,276.24 million units (as of September 30, 2024) ...", "N/A"),
        ("https://www.gamesindustry.biz/nintendo-h1-fy2025-results", "Nintendo profit falls as Switch sales slow - GamesIndustry.biz",
         "Lifetime Switch sales now stand at 146.04 million, behind only the PS2 and DS ...", "Nov 5, 2024"),
        ("https://www.bloomberg.com/news/articles/2024-11-05/nintendo-cuts-switch-forecast", "Nintendo Cuts Switch Forecast as Console Ages - Bloomberg",
         "Nintendo lowered its full-year Switch target to 12.5 million units ...", "Nov 5, 2024"),
        ("https://en.wikipedia.org/wiki/List_of_best-selling_game_consoles", "List of best-selling game consoles - Wikipedia",
         "PlayStation 2 (over 160 million), Nintendo DS 154.02 million, Nintendo Switch 146.04 million ...", "N/A"),
        ("https://www.vgchartz.com/article/463130/switch-vs-ds-sales-comparison/", "Switch vs DS Sales Comparison - VGChartz",
         "The Switch needs another 8 million units to pass the DS ...", "Nov 7, 2024"),
    )
    t8 = (
        "# Dedicated Video Game Sales Units\n\nNintendo Co., Ltd. | IR Information\n\n## Nintendo Switch\n\n"
        + table(["Model", "As of Mar 31, 2024 (millions)", "As of Sep 30, 2024 (millions)", "Apr-Sep 2024"], [
            [m, f"{a:.2f}", f"{b:.2f}", f"{b - a:.2f}"] for m, a, b in SWITCH_HW] + [[
            "Total", f"{sum(a for _, a, _ in SWITCH_HW):.2f}", f"{sum(b for _, _, b in SWITCH_HW):.2f}", f"{sum(b - a for _, a, b in SWITCH_HW):.2f}"]])
        + "\n\n## Nintendo Switch software\n\n"
        + table(["", "As of Mar 31, 2024", "As of Sep 30, 2024"], [["Cumulative software units (millions)", "1,237.68", "1,276.24"]])
        + "\n\n## Other platforms (cumulative, final)\n\n"
        + table(["Platform", "Hardware (millions)", "Software (millions)"], [["Nintendo DS", "154.02", "948.76"], ["Game Boy / Game Boy Color", "118.69", "501.11"], ["Nintendo 3DS", "75.94", "392.35"], ["Wii", "101.63", "921.85"], ["Wii U", "13.56", "103.83"]])
        + "\n\nData are updated quarterly with earnings releases."
    )
    t9 = dump({
        "mk8d_units": "64.27M as of Sep 30, 2024 (Nintendo IR) - #1 on Switch",
        "mk8d_growth": "61.97M (Mar 31, 2024) -> 64.27M (Sep 30, 2024): +2.30M in six months",
    })
    turns = [
        (search("best-selling Nintendo Switch games Mario Kart 8 Deluxe units sold Nintendo IR"), t1),
        (extract(ir, "Top selling Switch titles with unit sales"), t2),
        (memory("add", dict={"mk8d_units": "64.27M as of Sep 30, 2024 (Nintendo IR) - #1 on Switch"}), t3),
        (search("Nintendo fiscal year March 2024 top selling titles Mario Kart 8 Deluxe 61.97 million"), t4),
        (extract("https://www.nintendo.co.jp/ir/pdf/2024/240507_4e.pdf", "Top selling titles and hardware totals as of March 31, 2024"), t5),
        (memory("add", dict={"mk8d_growth": "61.97M (Mar 31, 2024) -> 64.27M (Sep 30, 2024): +2.30M in six months"}), t6),
        (search("Nintendo Switch lifetime hardware sales 146.04 million"), t7),
        (extract("https://www.nintendo.co.jp/ir/en/finance/hard_soft/index.html", "Switch hardware by model and change since March"), t8),
        (memory("retrieve_all"), t9),
    ]
    rs.add(task=TASK, tid="h48-search-16", system=system(), turns=turns,
           state=state("2024-11-12", "What is the best-selling Nintendo Switch game, how many copies has it sold, and how fast is it still growing?"),
           bad=False)


# ---------------------------------------------------------------------------------------------------------------
# 17
# ---------------------------------------------------------------------------------------------------------------

GE2024 = [
    ("Labour", 411, "+211", 9_708_716, "33.7%", "+1.6"),
    ("Conservative", 121, "-251", 6_828_925, "23.7%", "-19.9"),
    ("Liberal Democrat", 72, "+64", 3_519_199, "12.2%", "+0.7"),
    ("Scottish National Party", 9, "-38", 724_758, "2.5%", "-1.4"),
    ("Sinn Féin", 7, "0", 210_891, "0.7%", "+0.1"),
    ("Independent", 6, "+6", 564_243, "2.0%", "+1.4"),
    ("Reform UK", 5, "+5", 4_117_610, "14.3%", "+12.3"),
    ("Democratic Unionist Party", 5, "-3", 172_058, "0.6%", "-0.2"),
    ("Green", 4, "+3", 1_943_265, "6.7%", "+4.1"),
    ("Plaid Cymru", 4, "+2", 194_811, "0.7%", "+0.2"),
    ("SDLP", 2, "0", 86_861, "0.3%", "-0.1"),
    ("Alliance", 1, "-1", 117_191, "0.4%", "0.0"),
    ("Ulster Unionist Party", 1, "+1", 94_779, "0.3%", "0.0"),
    ("Traditional Unionist Voice", 1, "+1", 48_685, "0.2%", "+0.2"),
    ("Speaker", 1, "0", 25_238, "0.1%", "0.0"),
]


# BBC News and UK Parliament (2024 general election seats): clean
def t17(rs: RowSet) -> None:
    bbc = "https://www.bbc.co.uk/news/election/2024/uk/results"
    t1 = sr(
        (bbc, "UK General election 2024 results - BBC News",
         "After 650 of 650 seats: Labour 411, Conservative 121, Liberal Democrat 72, SNP 9, Sinn Féin 7, Independent 6, Reform UK 5, DUP 5, Green 4, Plaid Cymru 4 ...", "N/A"),
        ("https://www.theguardian.com/politics/ng-interactive/2024/jul/04/uk-general-election-results-2024-live-in-full", "UK general election results 2024: live in full - The Guardian",
         "Labour won a landslide with 412 seats including the Speaker's seat; the Conservatives fell to 121 ...", "Jul 5, 2024"),
        ("https://www.reuters.com/world/uk/uk-election-results-2024-07-05/", "Starmer's Labour wins landslide as Conservatives suffer worst defeat - Reuters",
         "With 648 of 650 seats declared, Labour had won 410 seats ...", "Jul 5, 2024"),
        ("https://en.wikipedia.org/wiki/2024_United_Kingdom_general_election", "2024 United Kingdom general election - Wikipedia",
         "Labour won 411 seats and a majority of 174 ... Turnout was 59.7%, the lowest since 2001 ...", "N/A"),
        ("https://commonslibrary.parliament.uk/research-briefings/cbp-10009/", "General election 2024 results - House of Commons Library",
         "This briefing provides results of the general election held on 4 July 2024: seats, votes, turnout, and analysis by region ...", "Sep 3, 2024"),
        ("https://www.electoralcommission.org.uk/research-reports-and-data/our-reports-and-data-past-elections-and-referendums/report-2024-uk-parliamentary-general-election", "Report on the 2024 UK Parliamentary general election - Electoral Commission",
         "48.2 million people were registered to vote ...", "Oct 17, 2024"),
        ("https://www.ft.com/content/uk-election-2024-results-map", "UK general election 2024 results: full map - Financial Times",
         "Labour's share of the vote, 33.7 per cent, is the lowest for any single-party majority government ...", "Jul 5, 2024"),
    )
    t2 = (
        "# UK General election 2024 results\n\nBBC News | After 650 of 650 seats | Labour wins majority\n\n"
        + table(["Party", "Seats", "Change", "Votes", "Vote share", "Share change"], [[p, str(s), c, f"{v:,}", sh, d] for p, s, c, v, sh, d in GE2024])
        + f"\n\nTotal seats: {sum(s for _, s, *_ in GE2024)}. Turnout: 59.7% (-7.6).\n\n"
        "Seat changes are compared with notional 2019 results on the new constituency boundaries. 326 seats needed for a majority.\n\n"
        "## Key results\n\n- Labour gains 211 seats to win a landslide on 33.7% of the vote.\n- The Conservatives suffer their worst result in their history, losing 251 seats.\n"
        "- Reform UK wins five seats, including Clacton (Nigel Farage).\n- The Liberal Democrats win 72 seats, their best result since 1923.\n- The SNP falls to nine seats in Scotland.\n\n"
        "Last updated: 6 July 2024, 12:41 BST"
    )
    t3 = added("seats_2024")
    t4 = sr(
        ("https://members.parliament.uk/parties/Commons", "State of the parties - MPs and Lords - UK Parliament",
         "Current state of the parties in the House of Commons: Labour 403, Conservative 121, Liberal Democrat 72, Independent 14 ...", "N/A"),
        ("https://www.instituteforgovernment.org.uk/explainer/labour-whip-suspended-mps", "Which Labour MPs have lost the whip? - Institute for Government",
         "Seven Labour MPs had the whip suspended in July 2024 after voting for an SNP amendment to scrap the two-child benefit cap ...", "Feb 20, 2025"),
        ("https://www.bbc.co.uk/news/articles/c0k8rd8pyd4o", "Four Labour MPs have whip restored after two-child cap rebellion - BBC News",
         "Four of the seven MPs suspended last July have had the Labour whip restored ...", "Feb 5, 2025"),
        ("https://www.theguardian.com/politics/2024/sep/28/rosie-duffield-quits-labour", "Rosie Duffield quits Labour to sit as independent MP - The Guardian",
         "The Canterbury MP said she was ashamed of Keir Starmer's leadership ...", "Sep 28, 2024"),
        ("https://commonslibrary.parliament.uk/research-briefings/sn04900/", "By-elections since the 2024 general election - House of Commons Library",
         "No by-elections have been held since July 2024 ...", "Feb 24, 2025"),
        ("https://en.wikipedia.org/wiki/List_of_MPs_elected_in_the_2024_United_Kingdom_general_election", "List of MPs elected in the 2024 United Kingdom general election - Wikipedia",
         "Changes since the election: whip suspensions, resignations from party ...", "N/A"),
    )
    now = [("Labour", 403), ("Conservative", 121), ("Liberal Democrat", 72), ("Independent", 14), ("Scottish National Party", 9), ("Sinn Féin", 7),
           ("Reform UK", 5), ("Democratic Unionist Party", 5), ("Green Party", 4), ("Plaid Cymru", 4), ("Social Democratic & Labour Party", 2),
           ("Alliance", 1), ("Traditional Unionist Voice", 1), ("Ulster Unionist Party", 1), ("Speaker", 1)]
    t5 = (
        "# State of the parties\n\nUK Parliament - MPs and Lords | House of Commons\n\nCurrent state of the parties as of 3 March 2025\n\n"
        + table(["Party", "MPs"], [[p, str(n)] for p, n in now])
        + f"\n\nTotal number of seats: {sum(n for _, n in now)}\n\nVacant seats: 0\n\n"
        "Notes:\n- Sinn Féin MPs have not taken their seats.\n- The Speaker and three Deputy Speakers do not normally vote; the Speaker is shown separately.\n"
        "- 'Independent' includes MPs elected as independents and MPs who have resigned their party's whip or had it suspended since the general election.\n\n"
        "This page is updated when there is a change to the party affiliation of a Member."
    )
    t6 = added("seats_now")
    t7 = sr(
        ("https://commonslibrary.parliament.uk/research-briefings/cbp-10009/", "General election 2024 results - House of Commons Library",
         "Turnout was 59.7%, down from 67.3% in 2019 and the lowest since 2001 ...", "Sep 3, 2024"),
        ("https://www.ukpolitics.co.uk/2024-turnout-lowest", "Why was turnout so low in 2024? - UK Politics",
         "Fewer than 6 in 10 registered voters cast a ballot ...", "Jul 12, 2024"),
        ("https://www.ipsos.com/en-uk/how-britain-voted-2024", "How Britain voted in the 2024 election - Ipsos",
         "Turnout among 18-24s fell to an estimated 37% ...", "Aug 14, 2024"),
        ("https://www.electoralcommission.org.uk/research-reports-and-data/our-reports-and-data-past-elections-and-referendums/report-2024-uk-parliamentary-general-election", "Report on the 2024 UK Parliamentary general election - Electoral Commission",
         "Turnout was 59.7% of the registered electorate ...", "Oct 17, 2024"),
        ("https://www.bbc.co.uk/news/articles/cx82xyrqyjpo", "General election 2024: Turnout lowest in over 20 years - BBC News",
         "Turnout was around 60%, the lowest since 2001 ...", "Jul 5, 2024"),
    )
    t8 = (
        "# General election 2024 results\n\nHouse of Commons Library | Research Briefing CBP-10009 | By Richard Cracknell, Carl Baker, Elise Uberoi | Published 18 July 2024, updated 3 September 2024\n\n"
        "## Summary\n\nThe Labour Party won the general election held on 4 July 2024, winning 411 seats, a gain of 211 compared with the notional 2019 results on the new boundaries. The Conservatives won 121 seats, a loss of 251. "
        "The Liberal Democrats won 72 seats, the most for the party or its predecessors since 1923.\n\n"
        "Labour's 33.7% share of the UK vote is the lowest received by a party winning a majority since at least 1945. Reform UK came third by votes with 14.3%, winning 5 seats.\n\n"
        "Turnout was 59.7%, down from 67.3% in 2019 and the lowest since 2001 (59.4%).\n\n"
        "## Seats and votes, UK\n\n"
        + table(["Party", "Seats", "Change vs notional 2019", "Vote share"], [[p, str(s), c, sh] for p, s, c, _, sh, _ in GE2024[:10]] + [["Others (incl. Speaker)", "6", "+1", "1.3%"]])
        + "\n\n## Other findings\n\n- 335 MPs were elected for the first time.\n- 263 women were elected (40% of MPs), a record.\n- The average winning candidate's vote share was 42.1%.\n\n"
        "The figures in this briefing reflect the results as declared; subsequent changes in party affiliation are not included."
    )
    turns = [
        (search("2024 UK general election final results seats by party"), t1),
        (extract(bbc, "Final seats, votes and vote share by party"), t2),
        (memory("add", dict={"seats_2024": "Lab 411, Con 121, LD 72, SNP 9, SF 7, Ind 6, Reform 5, DUP 5, Green 4, PC 4, SDLP 2, Alliance 1, UUP 1, TUV 1, Speaker 1 = 650 (BBC)"}), t3),
        (search("current state of the parties House of Commons 2025 Labour independents whip suspended"), t4),
        (extract("https://members.parliament.uk/parties/Commons", "Current number of MPs per party"), t5),
        (memory("add", dict={"seats_now": "3 Mar 2025: Lab 403, Con 121, LD 72, Ind 14, SNP 9, SF 7, Reform 5, DUP 5, Green 4, PC 4, SDLP 2, Alliance 1, TUV 1, UUP 1, Speaker 1 = 650 (whip changes, no by-elections)"}), t6),
        (search("2024 general election turnout 59.7% lowest since 2001 Commons Library"), t7),
        (extract("https://commonslibrary.parliament.uk/research-briefings/cbp-10009/", "Turnout and headline seat figures"), t8),
    ]
    rs.add(task=TASK, tid="h48-search-17", system=system(), turns=turns,
           state=state("2025-03-03", "How many seats did each party win at the 2024 UK general election, and how does the Commons look today?"),
           bad=False)


# ---------------------------------------------------------------------------------------------------------------
# 18
# ---------------------------------------------------------------------------------------------------------------

ETHNO = [
    ("English", "Indo-European", 1515, 390), ("Chinese, Mandarin", "Sino-Tibetan", 1138, 939), ("Hindi", "Indo-European", 609, 345),
    ("Spanish", "Indo-European", 559, 485), ("Arabic, Standard", "Afro-Asiatic", 335, 0), ("French", "Indo-European", 312, 74),
    ("Bengali", "Indo-European", 278, 234), ("Portuguese", "Indo-European", 264, 236), ("Russian", "Indo-European", 253, 148),
    ("Urdu", "Indo-European", 238, 70), ("Indonesian", "Austronesian", 199, 43), ("German, Standard", "Indo-European", 134, 76),
    ("Japanese", "Japonic", 126, 123), ("Pidgin, Nigerian", "English Creole", 121, 5), ("Marathi", "Indo-European", 99, 83),
    ("Telugu", "Dravidian", 96, 83), ("Turkish", "Turkic", 90, 84), ("Tamil", "Dravidian", 87, 79),
]


# Ethnologue (language speaker counts): bad
def t18(rs: RowSet) -> None:
    e200 = "https://www.ethnologue.com/insights/ethnologue200/"
    t1 = sr(
        (e200, "What are the top 200 most spoken languages? | Ethnologue Free",
         "English is the largest language in the world when counting both first- and second-language speakers, with 1.5 billion total speakers; Mandarin Chinese is second with 1.1 billion ...", "N/A"),
        ("https://en.wikipedia.org/wiki/List_of_languages_by_total_number_of_speakers", "List of languages by total number of speakers - Wikipedia",
         "This article ranks human languages by their total number of speakers (L1 plus L2), based on Ethnologue (2024) ...", "N/A"),
        ("https://www.statista.com/statistics/266808/the-most-spoken-languages-worldwide/", "The most spoken languages worldwide 2024 | Statista",
         "In 2024, around 1.52 billion people spoke English worldwide, while Mandarin Chinese had 1.14 billion speakers ...", "Feb 21, 2024"),
        ("https://www.berlitz.com/blog/most-spoken-languages-world", "The 10 most spoken languages in the world - Berlitz",
         "Hindi is third with about 609 million speakers, followed by Spanish ...", "Mar 5, 2024"),
        ("https://www.ethnologue.com/insights/most-spoken-language/", "What is the most spoken language? | Ethnologue",
         "If you count only first-language speakers, Mandarin Chinese is the largest language, with 939 million ...", "N/A"),
        ("https://www.visualcapitalist.com/the-worlds-most-spoken-languages-2024/", "Ranked: The World's Most Spoken Languages in 2024 - Visual Capitalist",
         "English leads with 1.5 billion total speakers, though only about 390 million are native speakers ...", "Apr 2, 2024"),
        ("https://www.reddit.com/r/languagelearning/comments/1b6x9vz/ethnologue_2024_numbers_are_out/", "Ethnologue 2024 numbers are out : r/languagelearning",
         "Spanish L1 is now 485M, Hindi total 609M ...", "Mar 4, 2024"),
    )
    t2 = (
        "# What are the top 200 most spoken languages?\n\nEthnologue: Languages of the World | 27th edition (2024)\n\n"
        "The table below lists the 200 largest languages by total number of users (first-language plus second-language). Figures are in millions and rounded.\n\n"
        + table(["Rank", "Language", "Family", "Total speakers (millions)", "L1 speakers (millions)"], [[str(i), n, f, str(t), str(l1)] for i, (n, f, t, l1) in enumerate(ETHNO, 1)])
        + "\n\nShowing 1-18 of 200. Subscribe to see the full list with country-by-country breakdowns.\n\n"
        "Notes: Standard Arabic has no first-language speakers; it is learned as a second language by speakers of the Arabic varieties. Counts for macrolanguages are not aggregated."
    )
    t3 = added("english_total", "mandarin_total")
    t4 = sr(
        ("https://www.ethnologue.com/language/cmn/", "Chinese, Mandarin | Ethnologue Free",
         "A language of China. L1 users: 939,000,000 ... L2 users: 199,000,000 ... ISO 639-3 cmn ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Mandarin_Chinese", "Mandarin Chinese - Wikipedia",
         "Mandarin has about 940 million native speakers and 200 million second-language speakers ...", "N/A"),
        ("https://www.ethnologue.com/insights/most-spoken-language/", "What is the most spoken language? | Ethnologue",
         "Mandarin Chinese (939 million L1) ranks first by native speakers; Spanish (485 million) is second ...", "N/A"),
        ("https://www.britannica.com/topic/Mandarin-language", "Mandarin language | Britannica",
         "Mandarin, the most widely spoken form of Chinese ...", "N/A"),
        ("https://www.statista.com/statistics/266808/the-most-spoken-languages-worldwide/", "The most spoken languages worldwide 2024 | Statista",
         "Native speakers: Mandarin 939 million, Spanish 485 million, English 390 million ...", "Feb 21, 2024"),
    )
    t5 = (
        "# Chinese, Mandarin\n\nEthnologue Free | ISO 639-3: cmn\n\nA language of China\n\n"
        + table(["Field", "Value"], [
            ["Alternate names", "Beifang Fangyan, Guanhua, Guoyu, Northern Chinese, Putonghua, Standard Chinese"],
            ["User population", "1,138,000,000 in all countries. L1 users: 939,000,000 (2023). L2 users: 199,000,000 (2023)"],
            ["Location", "Most of China north of the Yangtze; also Taiwan, Singapore, Malaysia and diaspora communities"],
            ["Language status", "1 (National). Statutory national language (2000, Law on the Standard Spoken and Written Chinese Language)"],
            ["Dialects", "Huabei Guanhua (Northern Mandarin), Xibei Guanhua (Northwestern), Xinan Guanhua (Southwestern), Jianghuai Guanhua (Lower Yangtze)"],
            ["Writing", "Han script, Simplified; Han script, Traditional; Latin script (Pinyin), used as a romanization"],
            ["Classification", "Sino-Tibetan, Sinitic, Chinese"],
        ])
        + "\n\n## Rank\n\n- 1st largest language by number of L1 speakers\n- 2nd largest by total speakers, after English\n\n"
        "Ethnologue population figures are updated annually. Sources: census data, academic literature and Ethnologue field contributors."
    )
    t6 = added("mandarin_l1", "english_l1")
    t7 = dump({
        "english_total": "1,515M total speakers (L1 390M) - Ethnologue 2024, rank 1 by total",
        "mandarin_total": "1,138M total speakers (L1 939M) - Ethnologue 2024, rank 2 by total",
        "english_l1": "390M first-language speakers (Ethnologue 2024) - 3rd by L1 after Mandarin and Spanish",
    })
    t8 = sr(
        ("https://www.ethnologue.com/language/hin/", "Hindi | Ethnologue Free",
         "A language of India. L1 users: 345,000,000 ... L2 users: 264,000,000 ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Hindi", "Hindi - Wikipedia",
         "Hindi is the third most-spoken language in the world by total speakers (609 million, including second-language speakers) ...", "N/A"),
        ("https://www.censusindia.gov.in/nada/index.php/catalog/42458", "Census of India 2011 - Language: India, States and Union Territories",
         "Hindi: 528,347,193 speakers (43.63% of the population) as mother tongue ...", "N/A"),
        ("https://www.thehindu.com/news/national/hindi-third-most-spoken-language-ethnologue/article67915230.ece", "Hindi third most spoken language in the world: Ethnologue - The Hindu",
         "Hindi has 609 million speakers in total, behind English and Mandarin ...", "Mar 6, 2024"),
    )
    t9 = (
        "# Hindi\n\nEthnologue Free | ISO 639-3: hin\n\nA language of India\n\n"
        + table(["Field", "Value"], [
            ["Alternate names", "Khari Boli, Khadi Boli"],
            ["User population", "609,000,000 in all countries. L1 users: 345,000,000 (2023). L2 users: 264,000,000 (2023)"],
            ["Location", "Northern India: Delhi, Uttar Pradesh, Madhya Pradesh, Bihar, Rajasthan and other states"],
            ["Language status", "1 (National). De facto national language; official language of the Union (Constitution, Article 343)"],
            ["Writing", "Devanagari script, primary usage; Latin script"],
            ["Classification", "Indo-European, Indo-Iranian, Indo-Aryan, Central zone, Western Hindi, Hindustani"],
        ])
        + "\n\n## Rank\n\n- 3rd largest language by total speakers\n- 4th largest by number of L1 speakers\n\n"
        "Note: Census of India counts of Hindi mother-tongue speakers include many related varieties grouped under Hindi; Ethnologue lists several of these as separate languages."
    )
    turns = [
        (search("most spoken languages in the world 2024 Ethnologue total speakers"), t1),
        (extract(e200, "Top languages by total and first-language speakers"), t2),
        (memory("add", dict={"english_total": "1,515M total speakers (L1 390M) - Ethnologue 2024, rank 1 by total",
                             "mandarin_total": "1,138M total speakers (L1 939M) - Ethnologue 2024, rank 2 by total"}), t3),
        (search("Mandarin Chinese first-language speakers Ethnologue 939 million"), t4),
        (extract("https://www.ethnologue.com/language/cmn/", "Mandarin L1 and L2 user counts"), t5),
        (memory("add", dict={"mandarin_l1": "939M first-language speakers (Ethnologue 2024) - largest by L1",
                             "english_l1": "390M first-language speakers (Ethnologue 2024) - 3rd by L1 after Mandarin and Spanish"}), t6),
        (memory("retrieve_all"), t7),
        (search("Hindi total speakers Ethnologue 2024 609 million"), t8),
        (extract("https://www.ethnologue.com/language/hin/", "Hindi L1 and L2 user counts"), t9),
    ]
    rs.add(task=TASK, tid="h48-search-18", system=system(), turns=turns,
           state=state("2024-06-27", "Which languages have the most speakers in total and as a first language?"),
           bad=True, turn=7, kind="one of two memory keys just added is missing from retrieve_all")


# ---------------------------------------------------------------------------------------------------------------
# 19
# ---------------------------------------------------------------------------------------------------------------

NPS = [
    ("Wrangell-St. Elias NP", 8_323_146.48), ("Gates of the Arctic NP", 7_523_897.45), ("Denali NP", 4_740_911.16),
    ("Katmai NP", 3_674_529.33), ("Death Valley NP", 3_408_395.63), ("Glacier Bay NP", 3_223_383.43),
    ("Lake Clark NP", 2_619_816.49), ("Yellowstone NP", 2_219_790.71), ("Kobuk Valley NP", 1_750_716.16), ("Everglades NP", 1_508_938.57),
]
PRES = [("Wrangell-St. Elias NPRES", 4_852_644.73), ("Lake Clark NPRES", 1_410_292.08), ("Denali NPRES", 1_334_200.00), ("Gates of the Arctic NPRES", 948_629.44)]


# NPS acreage reports and park pages (national park areas): clean
def t19(rs: RowSet) -> None:
    rep = "https://irma.nps.gov/Stats/Reports/National/Acreage/2023-12-31"
    t1 = sr(
        (rep, "NPS Land Resource Division - Listing of Acreage as of 12/31/2023",
         "Acreage by park unit: gross area acres, federal and nonfederal. Wrangell-St. Elias NP 8,323,146.48; Gates of the Arctic NP 7,523,897.45 ...", "Jan 16, 2024"),
        ("https://en.wikipedia.org/wiki/List_of_national_parks_of_the_United_States", "List of national parks of the United States - Wikipedia",
         "Wrangell-St. Elias is the largest national park at 8,323,146.48 acres (33,682.6 km²); Gateway Arch is the smallest ...", "N/A"),
        ("https://www.nps.gov/wrst/learn/management/park-facts.htm", "Park Facts - Wrangell-St. Elias National Park & Preserve (U.S. National Park Service)",
         "At 13.2 million acres, Wrangell-St. Elias is the largest unit of the National Park System ...", "N/A"),
        ("https://www.nationalparkstraveler.org/largest-national-parks", "The 10 Largest National Parks - National Parks Traveler",
         "Six of the ten largest national parks are in Alaska ...", "Jun 2, 2023"),
        ("https://www.travelandleisure.com/largest-national-parks-in-us-7491234", "The 10 Largest National Parks in the U.S. - Travel + Leisure",
         "Death Valley is the largest national park in the Lower 48 at about 3.4 million acres ...", "Mar 18, 2024"),
        ("https://www.usgs.gov/faqs/what-largest-national-park", "What is the largest national park? - USGS",
         "Wrangell-St. Elias National Park and Preserve in Alaska covers 13.2 million acres, larger than Switzerland ...", "N/A"),
    )
    t2 = (
        "# Listing of Acreage (Summary) as of 12/31/2023\n\nNational Park Service - Land Resource Division\n\n"
        "## National Parks - ten largest by gross area\n\n"
        + table(["Area Name", "Gross Area Acres", "Federal Acres", "Nonfederal Acres"], [
            [n, f"{a:,.2f}", f"{a - nf:,.2f}", f"{nf:,.2f}"] for (n, a), nf in zip(NPS, [860_447.77, 128_631.40, 60_839.35, 12_468.00, 4_052.68, 81.33, 43_902.01, 0.00, 46_311.75, 1_054.09], strict=True)])
        + "\n\n## National Preserves managed with the parks above\n\n"
        + table(["Area Name", "Gross Area Acres"], [[n, f"{a:,.2f}"] for n, a in PRES])
        + "\n\nGross area includes all land and water within the authorized boundary, regardless of ownership. National Park (NP) and National Preserve (NPRES) portions of combined units are reported separately.\n\n"
        "Report generated 01/16/2024."
    )
    t3 = added("largest_np")
    t4 = sr(
        ("https://www.nps.gov/wrst/learn/management/park-facts.htm", "Park Facts - Wrangell-St. Elias National Park & Preserve",
         "Size: 13.2 million acres (park and preserve), the same as Yellowstone, Yosemite and Switzerland combined ...", "N/A"),
        ("https://www.nps.gov/wrst/index.htm", "Wrangell - St Elias National Park & Preserve (U.S. National Park Service)",
         "The largest national park in the United States ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Wrangell%E2%80%93St._Elias_National_Park_and_Preserve", "Wrangell-St. Elias National Park and Preserve - Wikipedia",
         "Area 13,175,799 acres (53,321 km²) combined; park 8,323,146 acres; preserve 4,852,645 acres ...", "N/A"),
        ("https://www.alaska.org/destination/wrangell-st-elias-national-park", "Wrangell-St. Elias National Park - ALASKA.ORG",
         "Nine of the 16 highest peaks in the US are here, including Mount St. Elias at 18,008 feet ...", "N/A"),
        ("https://www.nationalgeographic.com/travel/national-parks/article/wrangell-st-elias-national-park", "Wrangell-St. Elias National Park - National Geographic",
         "Six Yellowstones could fit inside ...", "N/A"),
    )
    t5 = (
        "# Park Facts\n\nWrangell - St Elias National Park & Preserve, Alaska | National Park Service\n\n"
        + table(["Fact", "Value"], [
            ["Established", "December 2, 1980 (ANILCA); national monument since December 1, 1978"],
            ["Size", "13.2 million acres (20,587 square miles / 53,321 km²), park and preserve combined"],
            ["National park portion", "8.3 million acres"], ["National preserve portion", "4.9 million acres"],
            ["Designated wilderness", "9.1 million acres, the largest wilderness area in the National Wilderness Preservation System"],
            ["Highest point", "Mount St. Elias, 18,008 ft (5,489 m), second-highest peak in the US and Canada"],
            ["Glaciers", "Covers about 35% of the park; Malaspina Glacier is larger than Rhode Island"],
            ["2023 recreation visits", "78,305"],
        ])
        + "\n\nWrangell-St. Elias is the largest unit of the National Park System - six times the size of Yellowstone, and larger than Switzerland. Together with Kluane, Glacier Bay and Tatshenshini-Alsek it forms a UNESCO World Heritage Site.\n\n"
        "Contact: Park headquarters, Mile 106.8 Richardson Highway, Copper Center, AK."
    )
    t6 = updated("largest_np")
    turns = [
        (search("largest national parks in the US by area acres list"), t1),
        (extract(rep, "Gross acreage of the largest national parks"), t2),
        (memory("add", dict={"largest_np": "Wrangell-St. Elias NP 8,323,146.48 acres (NPS LRD, 12/31/2023) ≈ 33,682 km²; #2 Gates of the Arctic 7,523,897 acres"}), t3),
        (search("Wrangell-St. Elias national park and preserve 13.2 million acres size"), t4),
        (extract("https://www.nps.gov/wrst/learn/management/park-facts.htm", "Total size of park and preserve in acres and square miles"), t5),
        (memory("update", dict={"largest_np": "Wrangell-St. Elias: NP alone 8,323,146 acres (33,682 km²); NP + preserve 13.2M acres (20,587 sq mi / 53,321 km²) - largest NPS unit"}), t6),
    ]
    rs.add(task=TASK, tid="h48-search-19", system=system(), turns=turns,
           state=state("2024-08-14", "Which is the largest US national park, and how large is it in acres and square kilometres?"),
           bad=False)


# ---------------------------------------------------------------------------------------------------------------
# 20
# ---------------------------------------------------------------------------------------------------------------

# python.org and PEPs (Python release dates): bad
def t20(rs: RowSet) -> None:
    dl = "https://www.python.org/downloads/"
    pep = "https://peps.python.org/pep-0719/"
    t1 = sr(
        ("https://www.python.org/downloads/release/python-3130/", "Python Release Python 3.13.0 | Python.org",
         "Release Date: Oct. 7, 2024. This is the stable release of Python 3.13.0. Python 3.13 is the newest major release of the Python programming language ...", "Oct 7, 2024"),
        (dl, "Download Python | Python.org",
         "Looking for a specific release? Python releases by version number: Python 3.13.0 Oct. 7, 2024; Python 3.12.7 Oct. 1, 2024 ...", "N/A"),
        (pep, "PEP 719 - Python 3.13 Release Schedule | peps.python.org",
         "This document describes the development and release schedule for Python 3.13. 3.13.0 final: Monday, 2024-10-07 ...", "N/A"),
        ("https://docs.python.org/3/whatsnew/3.13.html", "What's New In Python 3.13 - Python 3.13 documentation",
         "A new interactive interpreter, experimental free-threaded build (PEP 703), experimental JIT compiler (PEP 744) ...", "N/A"),
        ("https://discuss.python.org/t/python-3-13-0-final-has-been-released/66272", "Python 3.13.0 (final) has been released - Discussions on Python.org",
         "The release was delayed a week after the incremental GC was reverted ...", "Oct 7, 2024"),
        ("https://lwn.net/Articles/993224/", "Python 3.13 released [LWN.net]",
         "Version 3.13 of the Python language has been released. Changes include a new interactive interpreter ...", "Oct 7, 2024"),
        ("https://www.infoworld.com/article/2334645/python-3-13-release-delayed.html", "Python 3.13 release delayed by a week - InfoWorld",
         "Python's steering council pushed back the release from October 1 to October 7 to revert the incremental garbage collector ...", "Sep 30, 2024"),
        ("https://www.reddit.com/r/Python/comments/1fyb9hu/python_3130_is_released/", "Python 3.13.0 is released : r/Python",
         "Finally! Free-threading is experimental, don't use it in prod yet ...", "Oct 7, 2024"),
    )
    t2 = (
        "# Download the latest version for Windows\n\n[Download Python 3.13.0]\n\nLooking for Python with a different OS? Python for Windows, Linux/UNIX, macOS, Other\n\n"
        "## Active Python Releases\n\nFor more information visit the Python Developer's Guide.\n\n"
        + table(["Python version", "Maintenance status", "First released", "End of support", "Release schedule"], [
            ["3.13", "bugfix", "2024-10-07", "2029-10", "PEP 719"], ["3.12", "bugfix", "2023-10-02", "2028-10", "PEP 693"],
            ["3.11", "security", "2022-10-24", "2027-10", "PEP 664"], ["3.10", "security", "2021-10-04", "2026-10", "PEP 619"],
            ["3.9", "security", "2020-10-05", "2025-10", "PEP 596"], ["3.8", "end of life", "2019-10-14", "2024-10-07", "PEP 569"],
        ])
        + "\n\n## Looking for a specific release?\n\nPython releases by version number:\n\n"
        + table(["Release version", "Release date", "", "Click for more"], [
            ["Python 3.13.0", "Oct. 7, 2024", "Download", "Release Notes"], ["Python 3.12.7", "Oct. 1, 2024", "Download", "Release Notes"],
            ["Python 3.11.10", "Sept. 7, 2024", "Download", "Release Notes"], ["Python 3.10.15", "Sept. 7, 2024", "Download", "Release Notes"],
            ["Python 3.12.6", "Sept. 6, 2024", "Download", "Release Notes"], ["Python 3.9.20", "Sept. 6, 2024", "Download", "Release Notes"],
            ["Python 3.8.20", "Sept. 6, 2024", "Download", "Release Notes"], ["Python 3.12.5", "Aug. 6, 2024", "Download", "Release Notes"],
            ["Python 3.12.4", "June 6, 2024", "Download", "Release Notes"], ["Python 3.12.3", "April 9, 2024", "Download", "Release Notes"],
        ])
        + "\n\nView older releases\n\nLicenses: All Python releases are Open Source. Historically, most, but not all, Python releases have also been GPL-compatible."
    )
    t3 = added("py313")
    t4 = (
        "# PEP 719 - Python 3.13 Release Schedule\n\n"
        + table(["Field", "Value"], [["Author", "Thomas Wouters"], ["Status", "Active"], ["Type", "Informational"], ["Topic", "Release"], ["Created", "26-May-2023"], ["Python-Version", "3.13"]])
        + "\n\n## Abstract\n\nThis document describes the development and release schedule for Python 3.13.\n\n"
        "## Release Manager and Crew\n\n- 3.13 Release Manager: Thomas Wouters\n- Windows installers: Steve Dower\n- Mac installers: Ned Deily\n- Documentation: Julien Palard\n\n"
        "## Release Schedule\n\n### 3.13.0 schedule\n\nActual:\n\n"
        "- 3.13 development begins: Monday, 2023-05-22\n- 3.13.0 alpha 1: Friday, 2023-10-13\n- 3.13.0 alpha 2: Wednesday, 2023-11-22\n- 3.13.0 alpha 3: Wednesday, 2024-01-17\n"
        "- 3.13.0 alpha 4: Thursday, 2024-02-15\n- 3.13.0 alpha 5: Tuesday, 2024-03-12\n- 3.13.0 alpha 6: Tuesday, 2024-04-09\n"
        "- 3.13.0 beta 1: Wednesday, 2024-05-08 (No new features beyond this point.)\n- 3.13.0 beta 2: Wednesday, 2024-06-05\n- 3.13.0 beta 3: Thursday, 2024-06-27\n- 3.13.0 beta 4: Thursday, 2024-07-18\n"
        "- 3.13.0 candidate 1: Thursday, 2024-08-01\n- 3.13.0 candidate 2: Friday, 2024-09-06\n- 3.13.0 candidate 3: Tuesday, 2024-10-01\n- 3.13.0 final: Monday, 2024-10-07\n\n"
        "The final release was originally scheduled for Tuesday, 2024-10-01. It was postponed by a week so that the incremental garbage collector could be reverted after it caused significant performance regressions, which required an additional release candidate.\n\n"
        "### Bugfix releases\n\nExpected:\n\n- 3.13.1: Tuesday, 2024-12-03\n- 3.13.2: Tuesday, 2025-02-04\n\n"
        "## 3.13 Lifespan\n\n3.13 will receive bugfix updates approximately every 2 months for approximately 24 months. Around the time of the release of 3.15.0 final, the final 3.13 bugfix update will be released. "
        "After that, it is expected that security updates (source only) will be released until 5 years after the release of 3.13.0 final, so until approximately October 2029."
    )
    t5 = added("py313_orig_plan")
    t6 = added("python_3_13_0_final")
    t7 = removed("py313")
    t8 = sr(
        ("https://www.python.org/downloads/release/python-3120/", "Python Release Python 3.12.0 | Python.org",
         "Release Date: Oct. 2, 2023. This is the stable release of Python 3.12.0 ...", "Oct 2, 2023"),
        ("https://peps.python.org/pep-0693/", "PEP 693 - Python 3.12 Release Schedule | peps.python.org",
         "3.12.0 final: Monday, 2023-10-02. Release Manager: Thomas Wouters ...", "N/A"),
        ("https://docs.python.org/3/whatsnew/3.12.html", "What's New In Python 3.12 - Python 3.13 documentation",
         "Python 3.12 was released on October 2, 2023. Type parameter syntax (PEP 695), f-string improvements (PEP 701) ...", "N/A"),
        ("https://discuss.python.org/t/python-3-12-0-final-is-here/35186", "Python 3.12.0 (final) is here! - Discussions on Python.org",
         "It's here! Python 3.12.0 is released ...", "Oct 2, 2023"),
        ("https://endoflife.date/python", "Python | endoflife.date",
         "3.12: released 2 Oct 2023, active support ends 2 Apr 2025, security support ends 31 Oct 2028 ...", "N/A"),
    )
    t9 = dump({
        "py313": "3.13.0 released 2024-10-07 (python.org downloads)",
        "py313_orig_plan": "3.13.0 was planned for 2024-10-01 (PEP 719); slipped one week to revert incremental GC; rc3 shipped 2024-10-01 instead",
    })
    t10 = (
        "# PEP 693 - Python 3.12 Release Schedule\n\n"
        + table(["Field", "Value"], [["Author", "Thomas Wouters"], ["Status", "Active"], ["Type", "Informational"], ["Created", "24-May-2022"], ["Python-Version", "3.12"]])
        + "\n\n## Release Schedule\n\n### 3.12.0 schedule\n\nActual:\n\n"
        "- 3.12 development begins: Sunday, 2022-05-08\n- 3.12.0 alpha 1: Monday, 2022-10-24\n- 3.12.0 beta 1: Monday, 2023-05-22 (No new features beyond this point.)\n"
        "- 3.12.0 candidate 1: Sunday, 2023-08-06\n- 3.12.0 candidate 2: Wednesday, 2023-09-06\n- 3.12.0 candidate 3: Tuesday, 2023-09-19\n- 3.12.0 final: Monday, 2023-10-02\n\n"
        "### Bugfix releases\n\n- 3.12.1: Thursday, 2023-12-07\n- 3.12.2: Tuesday, 2024-02-06\n- 3.12.3: Tuesday, 2024-04-09\n- 3.12.4: Thursday, 2024-06-06\n- 3.12.5: Tuesday, 2024-08-06\n- 3.12.6: Friday, 2024-09-06\n- 3.12.7: Tuesday, 2024-10-01\n\n"
        "## 3.12 Lifespan\n\n3.12 will receive bugfix updates approximately every 2 months for approximately 18 months. After the release of 3.13.0 final, a final 3.12 bugfix update will be released. Security updates will follow until approximately October 2028."
    )
    t11 = added("py312")
    turns = [
        (search("Python 3.13.0 release date"), t1),
        (extract(dl, "Release dates of recent Python versions and support windows"), t2),
        (memory("add", dict={"py313": "3.13.0 released 2024-10-07 (python.org downloads)"}), t3),
        (extract(pep, "Planned and actual 3.13.0 final dates"), t4),
        (memory("add", dict={"py313_orig_plan": "3.13.0 was planned for 2024-10-01 (PEP 719); slipped one week to revert incremental GC; rc3 shipped 2024-10-01 instead"}), t5),
        (memory("add", dict={"python_3_13_0_final": "3.13.0 released 2024-10-07 (python.org downloads)"}), t6),
        (memory("remove", key_list=["py313"]), t7),
        (search("Python 3.12.0 release date PEP 693"), t8),
        (memory("retrieve_all"), t9),
        (extract("https://peps.python.org/pep-0693/", "3.12.0 final date"), t10),
        (memory("add", dict={"py312": "3.12.0 released 2023-10-02 (PEP 693); security support to ~2028-10"}), t11),
    ]
    rs.add(task=TASK, tid="h48-search-20", system=system(), turns=turns,
           state=state("2024-10-15", "When was Python 3.13.0 released, was it on schedule, and when did 3.12.0 come out?"),
           bad=True, turn=9, kind="memory key renamed by the agent (add new key, remove old) is listed under its old name")


# ---------------------------------------------------------------------------------------------------------------
# 21
# ---------------------------------------------------------------------------------------------------------------

def tpu_page(title: str, sections: list[tuple[str, list[tuple[str, str]]]], tail: str) -> str:
    out = f"# {title}\n\nTechPowerUp GPU Database\n\n"
    for head, rows in sections:
        out += f"## {head}\n\n" + table(["", ""], [[k, v] for k, v in rows]) + "\n\n"
    return out + tail


# TechPowerUp GPU Database (GPU specifications): bad
def t21(rs: RowSet) -> None:
    u4090 = "https://www.techpowerup.com/gpu-specs/geforce-rtx-4090.c3889"
    u4080s = "https://www.techpowerup.com/gpu-specs/geforce-rtx-4080-super.c4182"
    uh100 = "https://www.techpowerup.com/gpu-specs/h100-sxm5-80-gb.c3803"
    t1 = sr(
        (u4090, "NVIDIA GeForce RTX 4090 Specs | TechPowerUp GPU Database",
         "NVIDIA AD102, 2520 MHz, 16384 Cores, 512 TMUs, 176 ROPs, 24576 MB GDDR6X, 1313 MHz, 384 bit ...", "N/A"),
        ("https://www.nvidia.com/en-us/geforce/graphics-cards/40-series/rtx-4090/", "GeForce RTX 4090 Graphics Card | NVIDIA",
         "The NVIDIA GeForce RTX 4090 is the ultimate GeForce GPU. It brings an enormous leap in performance, efficiency, and AI-powered graphics ...", "N/A"),
        ("https://en.wikipedia.org/wiki/GeForce_40_series", "GeForce 40 series - Wikipedia",
         "The RTX 4090 launched on October 12, 2022, with 16,384 CUDA cores and 24 GB of GDDR6X memory ...", "N/A"),
        ("https://www.techpowerup.com/review/nvidia-geforce-rtx-4090-founders-edition/", "NVIDIA GeForce RTX 4090 Founders Edition Review - TechPowerUp",
         "The RTX 4090 is the first graphics card built on the Ada Lovelace architecture ...", "Oct 11, 2022"),
        ("https://www.anandtech.com/show/17610/the-nvidia-geforce-rtx-4090-review", "The NVIDIA GeForce RTX 4090 Review - AnandTech",
         "AD102 packs 76.3 billion transistors into a roughly 609 mm2 die built on TSMC's 4N process ...", "Oct 11, 2022"),
        ("https://www.reddit.com/r/nvidia/comments/y1eyrp/rtx_4090_specs_summary/", "RTX 4090 specs summary : r/nvidia",
         "16384 CUDA, 2.52 GHz boost, 24GB GDDR6X 21Gbps, 450W TGP ...", "Oct 11, 2022"),
    )
    t2 = tpu_page("NVIDIA GeForce RTX 4090", [
        ("Graphics Processor", [("GPU Name", "AD102"), ("GPU Variant", "AD102-300-A1"), ("Architecture", "Ada Lovelace"), ("Foundry", "TSMC"),
                                ("Process Size", "5 nm"), ("Transistors", "76,300 million"), ("Density", "125.3M / mm²"), ("Die Size", "609 mm²")]),
        ("Graphics Card", [("Release Date", "Sep 20th, 2022"), ("Availability", "Oct 12th, 2022"), ("Generation", "GeForce 40"), ("Predecessor", "GeForce 30"),
                           ("Successor", "GeForce 50"), ("Production", "Active"), ("Launch Price", "1,599 USD"), ("Bus Interface", "PCIe 4.0 x16")]),
        ("Clock Speeds", [("Base Clock", "2235 MHz"), ("Boost Clock", "2520 MHz"), ("Memory Clock", "1313 MHz, 21 Gbps effective")]),
        ("Memory", [("Memory Size", "24 GB"), ("Memory Type", "GDDR6X"), ("Memory Bus", "384 bit"), ("Bandwidth", "1.01 TB/s")]),
        ("Render Config", [("Shading Units", "16384"), ("TMUs", "512"), ("ROPs", "176"), ("SM Count", "128"), ("Tensor Cores", "512"), ("RT Cores", "128"),
                           ("L1 Cache", "128 KB (per SM)"), ("L2 Cache", "72 MB")]),
        ("Theoretical Performance", [("Pixel Rate", "443.5 GPixel/s"), ("Texture Rate", "1,290 GTexel/s"), ("FP16 (half)", "82.58 TFLOPS (1:1)"),
                                     ("FP32 (float)", "82.58 TFLOPS"), ("FP64 (double)", "1.290 TFLOPS (1:64)")]),
        ("Board Design", [("Slot Width", "Triple-slot"), ("Length", "304 mm"), ("TDP", "450 W"), ("Suggested PSU", "850 W"),
                          ("Outputs", "1x HDMI 2.1, 3x DisplayPort 1.4a"), ("Power Connectors", "1x 16-pin")]),
    ], "## Card Notes\n\nThe GeForce RTX 4090 is an enthusiast-class graphics card by NVIDIA, launched on September 20th, 2022. Built on the 5 nm process, and based on the AD102 graphics processor, in its AD102-300-A1 variant, the card supports DirectX 12 Ultimate.\n\nDevice ID: 10DE 2684")
    t3 = sr(
        ("https://www.techpowerup.com/gpu-specs/geforce-rtx-4090.c3898", "NVIDIA GeForce RTX 4090 Specs | TechPowerUp GPU Database",
         "NVIDIA AD102, 2520 MHz, 16384 Cores, 512 TMUs, 176 ROPs, 24576 MB GDDR6X, 1313 MHz, 384 bit ...", "N/A"),
        (u4080s, "NVIDIA GeForce RTX 4080 SUPER Specs | TechPowerUp GPU Database",
         "NVIDIA AD103, 2550 MHz, 10240 Cores, 320 TMUs, 112 ROPs, 16384 MB GDDR6X, 1438 MHz, 256 bit ...", "N/A"),
        ("https://www.techpowerup.com/review/nvidia-geforce-rtx-4080-super-founders-edition/", "NVIDIA GeForce RTX 4080 Super Founders Edition Review - TechPowerUp",
         "At $999, the RTX 4080 Super is $200 cheaper than the original RTX 4080 while being slightly faster ...", "Jan 31, 2024"),
        ("https://www.tomshardware.com/pc-components/gpus/rtx-4090-vs-rtx-4080-super", "RTX 4090 vs RTX 4080 Super: Which should you buy? - Tom's Hardware",
         "The 4090 is around 25-30% faster at 4K but costs considerably more ...", "Feb 14, 2024"),
        ("https://www.nvidia.com/en-us/geforce/graphics-cards/40-series/rtx-4080-family/", "GeForce RTX 4080 Family | NVIDIA",
         "RTX 4080 SUPER: 10240 CUDA cores, 2.55 GHz boost, 16 GB GDDR6X ...", "N/A"),
        ("https://www.digitaltrends.com/computing/rtx-4090-vs-rtx-4080-super/", "RTX 4090 vs. RTX 4080 Super - Digital Trends",
         "Nvidia's top two Ada cards compared: specs, performance and price ...", "Mar 2, 2024"),
    )
    t4 = added("rtx4090")
    t5 = tpu_page("NVIDIA GeForce RTX 4080 SUPER", [
        ("Graphics Processor", [("GPU Name", "AD103"), ("GPU Variant", "AD103-400-A1"), ("Architecture", "Ada Lovelace"), ("Foundry", "TSMC"),
                                ("Process Size", "5 nm"), ("Transistors", "45,900 million"), ("Density", "121.1M / mm²"), ("Die Size", "379 mm²")]),
        ("Graphics Card", [("Release Date", "Jan 8th, 2024"), ("Availability", "Jan 31st, 2024"), ("Generation", "GeForce 40"), ("Production", "Active"),
                           ("Launch Price", "999 USD"), ("Bus Interface", "PCIe 4.0 x16")]),
        ("Clock Speeds", [("Base Clock", "2295 MHz"), ("Boost Clock", "2550 MHz"), ("Memory Clock", "1438 MHz, 23 Gbps effective")]),
        ("Memory", [("Memory Size", "16 GB"), ("Memory Type", "GDDR6X"), ("Memory Bus", "256 bit"), ("Bandwidth", "736.3 GB/s")]),
        ("Render Config", [("Shading Units", "10240"), ("TMUs", "320"), ("ROPs", "112"), ("SM Count", "80"), ("Tensor Cores", "320"), ("RT Cores", "80"),
                           ("L1 Cache", "128 KB (per SM)"), ("L2 Cache", "64 MB")]),
        ("Theoretical Performance", [("Pixel Rate", "285.6 GPixel/s"), ("Texture Rate", "816.0 GTexel/s"), ("FP16 (half)", "52.22 TFLOPS (1:1)"),
                                     ("FP32 (float)", "52.22 TFLOPS"), ("FP64 (double)", "816.0 GFLOPS (1:64)")]),
        ("Board Design", [("Slot Width", "Triple-slot"), ("Length", "310 mm"), ("TDP", "320 W"), ("Suggested PSU", "700 W"),
                          ("Outputs", "1x HDMI 2.1, 3x DisplayPort 1.4a"), ("Power Connectors", "1x 16-pin")]),
    ], "## Card Notes\n\nThe GeForce RTX 4080 SUPER is a high-end graphics card by NVIDIA, launched on January 8th, 2024. It uses the full AD103 graphics processor with all 80 SMs enabled.\n\nDevice ID: 10DE 2702")
    t6 = added("rtx4080s")
    t7 = sr(
        (uh100, "NVIDIA H100 SXM5 80 GB Specs | TechPowerUp GPU Database",
         "NVIDIA GH100, 1980 MHz, 16896 Cores, 528 TMUs, 24 ROPs, 81920 MB HBM3, 2619 MHz, 5120 bit ...", "N/A"),
        ("https://www.nvidia.com/en-us/data-center/h100/", "NVIDIA H100 Tensor Core GPU | NVIDIA",
         "H100 SXM: 80GB HBM3, 3.35TB/s memory bandwidth, up to 700W TDP, 67 teraFLOPS FP32 ...", "N/A"),
        ("https://resources.nvidia.com/en-us-tensor-core/nvidia-tensor-core-gpu-datasheet", "NVIDIA H100 Tensor Core GPU Datasheet",
         "FP64 34 TFLOPS, FP64 Tensor Core 67 TFLOPS, FP32 67 TFLOPS, TF32 Tensor Core 989 TFLOPS (with sparsity) ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Hopper_(microarchitecture)", "Hopper (microarchitecture) - Wikipedia",
         "The GH100 die contains 80 billion transistors on TSMC's N4 process, with a die size of 814 mm² ...", "N/A"),
        ("https://www.anandtech.com/show/17327/nvidia-hopper-gpu-architecture-and-h100-accelerator-announced", "NVIDIA Hopper GPU Architecture and H100 Accelerator Announced - AnandTech",
         "Announced at GTC 2022, H100 SXM5 enables 132 of the GH100's 144 SMs ...", "Mar 22, 2022"),
    )
    t8 = tpu_page("NVIDIA H100 SXM5 80 GB", [
        ("Graphics Processor", [("GPU Name", "GH100"), ("Architecture", "Hopper"), ("Foundry", "TSMC"), ("Process Size", "4 nm"),
                                ("Transistors", "80,000 million"), ("Density", "98.3M / mm²"), ("Die Size", "814 mm²")]),
        ("Graphics Card", [("Release Date", "Mar 21st, 2022"), ("Generation", "Server Hopper"), ("Production", "Active"), ("Bus Interface", "PCIe 5.0 x16")]),
        ("Clock Speeds", [("Base Clock", "1590 MHz"), ("Boost Clock", "1980 MHz"), ("Memory Clock", "2619 MHz, 5.2 Gbps effective")]),
        ("Memory", [("Memory Size", "80 GB"), ("Memory Type", "HBM3"), ("Memory Bus", "5120 bit"), ("Bandwidth", "3.35 TB/s")]),
        ("Render Config", [("Shading Units", "16896"), ("TMUs", "528"), ("ROPs", "24"), ("SM Count", "132"), ("Tensor Cores", "528"),
                           ("L1 Cache", "256 KB (per SM)"), ("L2 Cache", "50 MB")]),
        ("Theoretical Performance", [("FP16 (half)", "267.6 TFLOPS (4:1)"), ("FP32 (float)", "66.91 TFLOPS"), ("FP64 (double)", "33.45 TFLOPS (1:2)")]),
        ("Board Design", [("Slot Width", "SXM Module"), ("TDP", "700 W"), ("Outputs", "No outputs"), ("Power Connectors", "None")]),
    ], "## Card Notes\n\nThe H100 SXM5 80 GB is a professional graphics card by NVIDIA, launched on March 21st, 2022. It does not support DirectX; as a compute accelerator it has no display outputs.\n\nDevice ID: 10DE 2330")
    t9 = added("h100_sxm5")
    t10 = dump({
        "rtx4090": "AD102-300-A1, 16384 shaders, 2520 MHz boost, 24 GB GDDR6X 384-bit 1.01 TB/s, 82.58 TFLOPS FP32, 450 W, $1,599 (Oct 2022)",
        "rtx4080s": "AD103-400-A1, 10240 shaders, 2550 MHz boost, 16 GB GDDR6X 256-bit 736 GB/s, 52.22 TFLOPS FP32, 320 W, $999 (Jan 2024)",
        "h100_sxm5": "GH100, 16896 shaders, 1980 MHz boost, 80 GB HBM3 5120-bit 3.35 TB/s, 66.91 TFLOPS FP32 / 33.45 FP64, 700 W (Mar 2022)",
    })
    turns = [
        (search("RTX 4090 specs techpowerup shaders memory bandwidth"), t1),
        (extract(u4090, "Full specifications of the RTX 4090"), t2),
        (search("RTX 4090 vs RTX 4080 SUPER specifications techpowerup"), t3),
        (memory("add", dict={"rtx4090": "AD102-300-A1, 16384 shaders, 2520 MHz boost, 24 GB GDDR6X 384-bit 1.01 TB/s, 82.58 TFLOPS FP32, 450 W, $1,599 (Oct 2022)"}), t4),
        (extract(u4080s, "Full specifications of the RTX 4080 SUPER"), t5),
        (memory("add", dict={"rtx4080s": "AD103-400-A1, 10240 shaders, 2550 MHz boost, 16 GB GDDR6X 256-bit 736 GB/s, 52.22 TFLOPS FP32, 320 W, $999 (Jan 2024)"}), t6),
        (search("H100 SXM5 80GB specs techpowerup FP32 memory bandwidth"), t7),
        (extract(uh100, "Compute throughput, memory and power of the H100 SXM5"), t8),
        (memory("add", dict={"h100_sxm5": "GH100, 16896 shaders, 1980 MHz boost, 80 GB HBM3 5120-bit 3.35 TB/s, 66.91 TFLOPS FP32 / 33.45 FP64, 700 W (Mar 2022)"}), t9),
        (memory("retrieve_all"), t10),
    ]
    rs.add(task=TASK, tid="h48-search-21", system=system(), turns=turns,
           state=state("2024-09-09", "Compare the RTX 4090, RTX 4080 SUPER and H100 SXM5 on shader count, memory bandwidth, FP32 throughput and power."),
           bad=True, turn=3, kind="TechPowerUp database id in the RTX 4090 page URL changes (c3889 to c3898) between results")


# ---------------------------------------------------------------------------------------------------------------
# 22
# ---------------------------------------------------------------------------------------------------------------

# Meta AI blog and Anthropic news (language model benchmark scores): clean
def t22(rs: RowSet) -> None:
    meta = "https://ai.meta.com/blog/meta-llama-3-1/"
    anth = "https://www.anthropic.com/news/claude-3-5-sonnet"
    t1 = sr(
        (meta, "Introducing Llama 3.1: Our most capable models to date - Meta AI",
         "Llama 3.1 405B is the first openly available model that rivals the top AI models ... MMLU (0-shot, CoT) 88.6 ...", "Jul 23, 2024"),
        ("https://huggingface.co/meta-llama/Llama-3.1-405B-Instruct", "meta-llama/Llama-3.1-405B-Instruct - Hugging Face",
         "Model card: benchmark scores for pretrained and instruction-tuned models. MMLU (5-shot) 87.3 ...", "Jul 23, 2024"),
        ("https://www.theverge.com/2024/7/23/24204055/meta-ai-llama-3-1-open-source-assistant-openai-chatgpt", "Meta releases the biggest and best open-source AI model yet - The Verge",
         "Llama 3.1 405B was trained on over 16,000 Nvidia H100 GPUs ...", "Jul 23, 2024"),
        ("https://arxiv.org/abs/2407.21783", "[2407.21783] The Llama 3 Herd of Models",
         "This paper presents a new set of foundation models, called Llama 3 ... The largest model is a dense Transformer with 405B parameters and a context window of up to 128K tokens ...", "Jul 31, 2024"),
        ("https://artificialanalysis.ai/models/llama-3-1-instruct-405b", "Llama 3.1 405B - Intelligence, Performance & Price Analysis",
         "MMLU-Pro, GPQA and HumanEval results measured independently ...", "N/A"),
        ("https://www.reddit.com/r/LocalLLaMA/comments/1ea9eeo/llama_31_405b_benchmarks/", "Llama 3.1 405B benchmarks : r/LocalLLaMA",
         "MMLU 88.6 vs GPT-4o 88.7 - basically tied. Note it's 0-shot CoT, not the usual 5-shot ...", "Jul 23, 2024"),
    )
    t2 = (
        "# Introducing Llama 3.1: Our most capable models to date\n\nMeta AI | July 23, 2024\n\n"
        "Until today, open source large language models have mostly trailed behind their closed counterparts when it comes to capabilities and performance. Llama 3.1 405B is the first openly available model that rivals the top AI models in general knowledge, steerability, math, tool use and multilingual translation.\n\n"
        "## Model evaluations\n\nWe evaluated performance on over 150 benchmark datasets. Flagship model results:\n\n"
        + table(["Category / Benchmark", "Llama 3.1 405B", "Nemotron 4 340B Instruct", "GPT-4 (0125)", "GPT-4 Omni", "Claude 3.5 Sonnet"], [
            ["MMLU (0-shot, CoT)", "88.6", "78.7 (non-CoT)", "85.4", "88.7", "88.3"],
            ["MMLU PRO (5-shot, CoT)", "73.3", "62.7", "64.8", "74.0", "77.0"],
            ["IFEval", "88.6", "85.1", "84.3", "85.6", "88.0"],
            ["HumanEval (0-shot)", "89.0", "73.2", "86.6", "90.2", "92.0"],
            ["MBPP EvalPlus (base) (0-shot)", "88.6", "72.8", "83.6", "87.8", "90.5"],
            ["GSM8K (8-shot, CoT)", "96.8", "92.3 (0-shot)", "94.2", "96.1", "96.4 (0-shot)"],
            ["MATH (0-shot, CoT)", "73.8", "41.1", "64.5", "76.6", "71.1"],
            ["ARC Challenge (0-shot)", "96.9", "94.6", "96.4", "96.7", "96.7"],
            ["GPQA (0-shot, CoT)", "51.1", "-", "41.4", "53.6", "59.4"],
            ["BFCL", "88.5", "86.5", "88.3", "80.5", "90.2"],
            ["Multilingual MGSM (0-shot)", "91.6", "-", "85.9", "90.5", "91.6"],
        ])
        + "\n\nWe also performed extensive human evaluations comparing Llama 3.1 with competing models in real-world scenarios.\n\n"
        "## Model architecture\n\nTraining Llama 3.1 405B on over 15 trillion tokens was a major challenge. We scaled training to over 16 thousand H100 GPUs, making 405B the first Llama model trained at this scale. We opted for a standard decoder-only transformer with minor adaptations rather than a mixture-of-experts model."
    )
    t3 = added("llama31_405b_mmlu")
    t4 = sr(
        (anth, "Introducing Claude 3.5 Sonnet - Anthropic",
         "Claude 3.5 Sonnet raises the industry bar for intelligence, outperforming competitor models and Claude 3 Opus on a wide range of evaluations ... graduate-level reasoning (GPQA), undergraduate-level knowledge (MMLU) ...", "Jun 20, 2024"),
        ("https://openai.com/index/hello-gpt-4o/", "Hello GPT-4o - OpenAI",
         "GPT-4o sets a new high-score of 88.7% on 0-shot COT MMLU (general knowledge questions) ...", "May 13, 2024"),
        ("https://www.anthropic.com/news/claude-3-family", "Introducing the next generation of Claude - Anthropic",
         "Claude 3 Opus: MMLU 86.8% (5-shot), GPQA 50.4% ...", "Mar 4, 2024"),
        ("https://github.com/openai/simple-evals", "openai/simple-evals - GitHub",
         "MMLU, GPQA, MATH, HumanEval, MGSM, DROP results for gpt-4o and others, zero-shot chain-of-thought ...", "N/A"),
        ("https://www.vellum.ai/llm-leaderboard", "LLM Leaderboard 2024 - Vellum",
         "Comparison of GPT-4o, Llama 3.1 405B, Claude 3.5 Sonnet across MMLU, GPQA, HumanEval ...", "Jul 26, 2024"),
        ("https://paperswithcode.com/sota/multi-task-language-understanding-on-mmlu", "MMLU Benchmark (Multi-task Language Understanding) | Papers With Code",
         "Leaderboard: 5-shot and 0-shot results, with settings noted per entry ...", "N/A"),
    )
    t5 = (
        "# Introducing Claude 3.5 Sonnet\n\nAnthropic | Jun 20, 2024 | Announcements\n\n"
        "Today, we're launching Claude 3.5 Sonnet, our first release in the forthcoming Claude 3.5 model family. Claude 3.5 Sonnet raises the industry bar for intelligence, outperforming competitor models and Claude 3 Opus on a wide range of evaluations, with the speed and cost of our mid-tier model, Claude 3 Sonnet.\n\n"
        "## Benchmarks\n\n"
        + table(["", "Claude 3.5 Sonnet", "Claude 3 Opus", "GPT-4o", "Gemini 1.5 Pro", "Llama-400b (early snapshot)"], [
            ["Graduate level reasoning - GPQA, Diamond", "59.4% (0-shot CoT)", "50.4% (0-shot CoT)", "53.6% (0-shot CoT)", "-", "-"],
            ["Undergraduate level knowledge - MMLU", "88.7% (5-shot)", "86.8% (5-shot)", "-", "85.9% (5-shot)", "86.1% (5-shot)"],
            ["", "88.3% (0-shot CoT)", "85.7% (0-shot CoT)", "88.7% (0-shot CoT)", "-", "-"],
            ["Code - HumanEval", "92.0% (0-shot)", "84.9% (0-shot)", "90.2% (0-shot)", "84.1% (0-shot)", "84.1% (0-shot)"],
            ["Multilingual math - MGSM", "91.6% (0-shot CoT)", "90.7% (0-shot CoT)", "90.5% (0-shot CoT)", "87.5% (8-shot)", "-"],
            ["Reasoning over text - DROP, F1 score", "87.1 (3-shot)", "83.1 (3-shot)", "83.4 (3-shot)", "74.9 (variable shots)", "83.5 (3-shot, pre-trained model)"],
            ["Mixed evaluations - BIG-Bench-Hard", "93.1% (3-shot CoT)", "86.8% (3-shot CoT)", "-", "89.2% (3-shot CoT)", "85.3% (3-shot CoT, pre-trained model)"],
            ["Math problem-solving - MATH", "71.1% (0-shot CoT)", "60.1% (0-shot CoT)", "76.6% (0-shot CoT)", "67.7% (4-shot)", "57.8% (4-shot CoT)"],
            ["Grade school math - GSM8K", "96.4% (0-shot CoT)", "95.0% (0-shot CoT)", "-", "90.8% (11-shot)", "94.1% (8-shot CoT)"],
        ])
        + "\n\nClaude 3.5 Sonnet is now available for free on Claude.ai and the Claude iOS app, and via the Anthropic API, Amazon Bedrock and Google Cloud's Vertex AI, at $3 per million input tokens and $15 per million output tokens, with a 200K token context window."
    )
    t6 = added("claude35_sonnet_mmlu", "gpt4o_mmlu")
    t7 = sr(
        ("https://huggingface.co/meta-llama/Llama-3.1-405B-Instruct", "meta-llama/Llama-3.1-405B-Instruct - Hugging Face",
         "Instruction tuned models - General: MMLU (5-shot, macro_avg/acc) 87.3; MMLU (CoT, 0-shot, macro_avg/acc) 88.6; MMLU-Pro (CoT, 5-shot) 73.3 ...", "Jul 23, 2024"),
        ("https://github.com/meta-llama/llama-models/blob/main/models/llama3_1/MODEL_CARD.md", "llama-models/models/llama3_1/MODEL_CARD.md at main - GitHub",
         "Base pretrained models: MMLU (5-shot) 85.2 for 405B ... Instruction tuned models: MMLU (5-shot) 87.3 ...", "Jul 23, 2024"),
        ("https://arxiv.org/abs/2407.21783", "[2407.21783] The Llama 3 Herd of Models",
         "Table 2: Llama 3 405B achieves 87.3 on MMLU (5-shot) and 88.6 with 0-shot chain-of-thought ...", "Jul 31, 2024"),
        ("https://www.reddit.com/r/LocalLLaMA/comments/1ea9eeo/llama_31_405b_benchmarks/", "Llama 3.1 405B benchmarks : r/LocalLLaMA",
         "Reminder: the 88.6 is CoT. 5-shot is 87.3, which is still above GPT-4 (0125) ...", "Jul 24, 2024"),
        ("https://www.interconnects.ai/p/llama-405b-open-frontier-model", "Llama 3.1 405B, Meta's open frontier model - Interconnects",
         "Benchmark comparisons mix evaluation settings, which makes apples-to-apples comparisons hard ...", "Jul 23, 2024"),
    )
    t8 = updated("llama31_405b_mmlu")
    t9 = dump({
        "llama31_405b_mmlu": "88.6 (0-shot CoT, Meta blog); 87.3 (5-shot, instruct model card); base pretrained 85.2 (5-shot)",
        "claude35_sonnet_mmlu": "88.7 (5-shot); 88.3 (0-shot CoT) - Anthropic, Jun 2024",
        "gpt4o_mmlu": "88.7 (0-shot CoT) - OpenAI/Anthropic tables; no 5-shot figure in these sources",
    })
    turns = [
        (search("Llama 3.1 405B MMLU score benchmark"), t1),
        (extract(meta, "Benchmark table for Llama 3.1 405B versus GPT-4o and Claude 3.5 Sonnet"), t2),
        (memory("add", dict={"llama31_405b_mmlu": "88.6 (0-shot CoT, Meta blog)"}), t3),
        (search("Claude 3.5 Sonnet MMLU 5-shot score GPT-4o MMLU 88.7"), t4),
        (extract(anth, "MMLU scores and evaluation settings for Claude 3.5 Sonnet and GPT-4o"), t5),
        (memory("add", dict={"claude35_sonnet_mmlu": "88.7 (5-shot); 88.3 (0-shot CoT) - Anthropic, Jun 2024",
                             "gpt4o_mmlu": "88.7 (0-shot CoT) - OpenAI/Anthropic tables; no 5-shot figure in these sources"}), t6),
        (search("Llama 3.1 405B MMLU 5-shot model card"), t7),
        (memory("update", dict={"llama31_405b_mmlu": "88.6 (0-shot CoT, Meta blog); 87.3 (5-shot, instruct model card); base pretrained 85.2 (5-shot)"}), t8),
        (memory("retrieve_all"), t9),
    ]
    rs.add(task=TASK, tid="h48-search-22", system=system("How do Llama 3.1 405B, GPT-4o and Claude 3.5 Sonnet compare on MMLU?"), turns=turns,
           state=state("2024-08-01", "Compare the MMLU scores of Llama 3.1 405B, GPT-4o and Claude 3.5 Sonnet, noting the evaluation setting of each number."),
           bad=False)


# ---------------------------------------------------------------------------------------------------------------

def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
