# ruff: noqa: E501
"""Held-out set 52, domain ``search``: 22 deep-research trajectories (web_search, web_extractor, dict_memory).

Eleven trajectories hold exactly one contradiction (a detail of an earlier observation that comes back
different with no action in between that could change it); eleven are clean but full of legitimate
changes (memory updates and removals, different pages about different events, other units and views).
Running this module writes ``search_test.jsonl`` and ``labels.json`` next to it.
"""

from __future__ import annotations

import json
from pathlib import Path

from tests.decoherence.independent.rowkit2 import RowSet, extract, memory, results, search

TOOLS = [
    {"type": "function", "function": {
        "name": "web_search",
        "description": "Performs batched web searches: supply an array 'queries'; the tool retrieves the top 10 results for each query in one call.",
        "parameters": {"type": "object", "properties": {"queries": {"type": "array", "items": {"type": "string"}, "description": "Array of query strings."}}, "required": ["queries"]}}},
    {"type": "function", "function": {
        "name": "web_extractor",
        "description": "Fetches a webpage and returns its main content as Markdown, focused on the stated goal.",
        "parameters": {"type": "object", "properties": {"url": {"type": "string", "description": "The URL of the webpage to visit."}, "goal": {"type": "string", "description": "The goal of the visit."}}, "required": ["url", "goal"]}}},
    {"type": "function", "function": {
        "name": "dict_memory",
        "description": "A persistent key-value scratchpad for the research session.",
        "parameters": {"type": "object", "properties": {
            "operation": {"type": "string", "enum": ["add", "update", "retrieve", "retrieve_all", "remove", "remove_all"]},
            "dict": {"type": "object", "description": "Key-value pairs for add/update."},
            "key_list": {"type": "array", "items": {"type": "string"}, "description": "Keys for retrieve/remove."}},
            "required": ["operation"]}}},
]

SYSTEM = """# Role and Objective

You are a **Search World Model**, a precise web search and information retrieval environment simulator. Simulate the execution of search and memory tool calls and generate realistic, contextually appropriate responses, with **factual accuracy as the top priority** and **query relevance** across the interaction sequence.

Given the previous tool calls and their responses in this session and the current tool call (web_search, web_extractor or dict_memory), predict the **exact tool response** a real execution environment would return, after **Environment Observation:**.

# Environment Management

The initial state is empty: no search history, no memory entries.

| Tool | State Transition Behavior |
|------|--------------------------|
| `web_search` | Adds search results to context; provides URLs and snippets for further exploration |
| `web_extractor` | Retrieves full webpage content; adds extracted information to context |
| `dict_memory` | Modifies persistent memory state (add/update/retrieve/remove operations) |

Track across turns: discovered facts, URL references, memory contents, query progression.

# Tool Execution

## web_search

Input: `{"queries": ["query1", ...]}`. Output, inside a code block:

```
[1] https://example.com/page
Title: Page Title
Snippet: Brief description of the content...
Date: Jan 1, 2024

[2] ...
```

- Generate 10 results per query; for batch queries, 10 results for EACH query, sequentially.
- Number results `[1]`, `[2]`, `[3]`, consistently across turns.
- URLs must match the query topic; snippets tease key facts without fully answering.
- Use `N/A` for undated content (Wikipedia, reference pages) and realistic dates for news and blogs.
- Mix sources: Wikipedia, official sites, news outlets, databases, occasional forums.

## web_extractor

Input: `{"url": "<webpage_url>", "goal": "<what to look for>"}`. Output: the page's main text as Markdown (headers with `#`, tables with `|`, lists with `-` or `1.`, quotes with `>`), skipping ads and footers.

- **Consistency requirement**: content MUST align with prior search snippets for this URL, and repeated extractions of the same URL must agree.
- Follow the page type: Wikipedia (infobox, sections, references), news (author, date, headline, body), official/government (structured statements), databases (records, ids, tables).
- Short pages 200-500 words, standard pages 500-2000 words.

## dict_memory

| Operation | Input | Output |
|-----------|-------|--------|
| `add` | `{"dict": {...}}` | `Successfully added items of [keys] to memory.` |
| `update` | `{"dict": {...}}` | `Successfully updated items of [keys] in memory.` |
| `retrieve` | `{"key_list": [...]}` | Retrieved key-value pairs or "Key not found" |
| `retrieve_all` | (none) | All stored key-value pairs |
| `remove` | `{"key_list": [...]}` | `Successfully removed items of [keys] from memory.` |
| `remove_all` | (none) | `Successfully cleared all memory.` |

Memory persists across all turns until explicitly removed; retrieve returns exactly what was stored.

# Content Generation Priority

1. Ground truth from the simulation instruction, when given.
2. Accurate real-world knowledge.
3. Reasonable inference only where necessary; never fabricate entities, numbers or citations.

Simulate empty results, inaccessible URLs ("Failed to fetch ...") and missing memory keys realistically.

# Key Principles

Format (strict output formats above), Factuality, Consistency (with history, memory state and prior snippets), Realism (ranking, diversity, page structure), Quality (complete yet concise).

# Input Definitions & Action Space

You can simulate the following tools:

""" + json.dumps(TOOLS, indent=2)


def sr(*items: tuple[str, str, str, str]) -> str:
    """A web_search observation: the numbered results inside a code block."""
    return "```\n" + results(*items) + "\n```"


def added(*keys: str) -> str:
    return f"Successfully added items of {list(keys)} to memory."


def updated(*keys: str) -> str:
    return f"Successfully updated items of {list(keys)} in memory."


def removed(*keys: str) -> str:
    return f"Successfully removed items of {list(keys)} from memory."


def dump(d: dict[str, str]) -> str:
    """A retrieve / retrieve_all observation."""
    return json.dumps(d, indent=2, ensure_ascii=False)


# ---------------------------------------------------------------- 01 Transfermarkt (clean)
def t01(rs: RowSet) -> None:
    tm = "https://www.transfermarkt.com/declan-rice/transfers/spieler/357662"
    rec = "https://www.transfermarkt.com/arsenal-fc/transferrekorde/verein/11"
    ars = "https://www.arsenal.com/news/declan-rice-joins-arsenal"
    s1 = sr(
        (tm, "Declan Rice - Transfer history | Transfermarkt", "Declan Rice - Transfer history. Season 23/24, Jul 15, 2023, West Ham United, Arsenal FC, MV €90.00m, fee €116.60m. Total fees: €116.60m ...", "N/A"),
        ("https://www.bbc.com/sport/football/66172936", "Declan Rice: Arsenal complete British record signing of West Ham captain - BBC Sport", "Arsenal have completed the British record signing of England midfielder Declan Rice from West Ham for £100m plus £5m in add-ons. The 24-year-old has ...", "Jul 15, 2023"),
        (ars, "Declan Rice joins Arsenal | News | Arsenal.com", "We're delighted to announce that Declan Rice has joined the club from West Ham United. Declan, who will wear the number 41 shirt, has signed a long-term contract ...", "Jul 15, 2023"),
        ("https://en.wikipedia.org/wiki/Declan_Rice", "Declan Rice - Wikipedia", "Declan Rice (born 14 January 1999) is an English professional footballer who plays as a midfielder for Premier League club Arsenal and the England national team ...", "N/A"),
        (rec, "Arsenal FC - Record arrivals | Transfermarkt", "This list shows the highest transfer fees paid by Arsenal FC. Declan Rice €116.60m, Nicolas Pépé €80.00m, Kai Havertz €75.00m, Pierre-Emerick Aubameyang ...", "N/A"),
        ("https://www.theguardian.com/football/2023/jul/15/declan-rice-completes-105m-move-to-arsenal-from-west-ham", "Declan Rice completes £105m move to Arsenal from West Ham | The Guardian", "Arsenal have completed the £105m signing of Declan Rice, breaking the British transfer record after weeks of negotiations with West Ham ...", "Jul 15, 2023"),
        ("https://www.skysports.com/football/news/11095/12917335/declan-rice-arsenal-complete-105m-signing-of-west-ham-captain", "Declan Rice: Arsenal complete £105m signing of West Ham captain | Sky Sports", "Declan Rice has completed his British-record £105m move from West Ham to Arsenal. The deal is worth an initial £100m, with a further £5m in add-ons ...", "Jul 15, 2023"),
        ("https://www.whufc.com/news/declan-rice-completes-move-to-arsenal", "Declan Rice completes move to Arsenal | West Ham United F.C.", "West Ham United can confirm that Declan Rice has completed his transfer to Arsenal for a club-record fee. The Club would like to thank Declan ...", "Jul 15, 2023"),
        ("https://www.reddit.com/r/Gunners/comments/150e3xk/official_declan_rice_signs_for_arsenal/", "[Official] Declan Rice signs for Arsenal : r/Gunners", "4.1k votes, 612 comments. We're delighted to announce that Declan Rice has joined the club from West Ham United ...", "Jul 15, 2023"),
        ("https://www.espn.com/soccer/story/_/id/38002716/arsenal-sign-declan-rice-west-ham-british-record-deal", "Arsenal sign Declan Rice from West Ham in British-record deal - ESPN", "Arsenal have signed England midfielder Declan Rice from West Ham United in a deal worth £105 million ($137m), a British transfer record ...", "Jul 15, 2023"),
    )
    p2 = """# Declan Rice

**#41 Declan Rice** | Arsenal FC | Premier League | League level: First Tier

| Player data | |
| --- | --- |
| Date of birth/Age | Jan 14, 1999 (26) |
| Place of birth | London, England |
| Height | 1,85 m |
| Citizenship | England, Ireland |
| Position | Midfield - Defensive Midfield |
| Foot | right |
| Player agent | Relatives |
| Current club | Arsenal FC |
| Joined | Jul 15, 2023 |
| Contract expires | Jun 30, 2028 |
| Current market value | €100.00m (Last update: Jun 2, 2025) |

## Transfer history

| Season | Date | Left | Joined | MV | Fee |
| --- | --- | --- | --- | --- | --- |
| 23/24 | Jul 15, 2023 | West Ham United | Arsenal FC | €90.00m | €116.60m |
| 17/18 | Jul 1, 2017 | West Ham United U23 | West Ham United | - | - |
| 16/17 | Jul 1, 2016 | West Ham United U18 | West Ham United U23 | - | - |
| 14/15 | Jul 1, 2014 | Chelsea U18 | West Ham United U18 | - | free transfer |

**Total fees: €116.60m**

> Fee including add-ons. The club statements put the deal at £100m plus £5m in add-ons; converted at the exchange rate on the day of the transfer.

## Market value development (selection)

| Date | Club | Market value |
| --- | --- | --- |
| Jun 2, 2025 | Arsenal FC | €100.00m |
| Dec 18, 2024 | Arsenal FC | €110.00m |
| Jun 6, 2024 | Arsenal FC | €120.00m |
| Jun 19, 2023 | West Ham United | €90.00m |
| Nov 7, 2022 | West Ham United | €80.00m |

## Career stats (club, all competitions)

| Club | Apps | Goals | Assists |
| --- | --- | --- | --- |
| Arsenal FC | 96 | 13 | 16 |
| West Ham United | 245 | 15 | 16 |

Data as of: Jun 2, 2025"""
    s4 = sr(
        (rec, "Arsenal FC - Record arrivals | Transfermarkt", "Record arrivals of Arsenal FC: 1. Declan Rice (23/24) €116.60m, 2. Nicolas Pépé (19/20) €80.00m, 3. Kai Havertz (23/24) €75.00m ...", "N/A"),
        ("https://en.wikipedia.org/wiki/List_of_Arsenal_F.C._records_and_statistics", "List of Arsenal F.C. records and statistics - Wikipedia", "Record transfer fee paid: £105 million to West Ham United for Declan Rice, July 2023. Previous record: £72 million to Lille for Nicolas Pépé, August 2019 ...", "N/A"),
        ("https://www.bbc.com/sport/football/66172936", "Declan Rice: Arsenal complete British record signing of West Ham captain - BBC Sport", "Rice becomes Arsenal's third signing of the summer after Kai Havertz joined from Chelsea for £65m and Jurrien Timber from Ajax for an initial £34m ...", "Jul 15, 2023"),
        ("https://www.transfermarkt.com/arsenal-fc/transfers/verein/11/saison_id/2023", "Arsenal FC - Transfers 23/24 | Transfermarkt", "Arrivals 23/24: Declan Rice €116.60m, Kai Havertz €75.00m, Jurriën Timber €40.00m, David Raya loan fee €3.50m. Total expenditure ...", "N/A"),
        ("https://www.theathletic.com/4693611/2023/07/15/arsenal-declan-rice-transfer-analysis/", "Declan Rice's £105m Arsenal transfer: Why they did it and what it means - The Athletic", "Arsenal's summer spending now exceeds £200m after a club-record deal that took weeks to agree with West Ham ...", "Jul 15, 2023"),
        ("https://www.football.london/arsenal-fc/transfer-news/arsenal-record-signings-list-rice-27332019", "Arsenal's record signings ranked after Declan Rice deal - football.london", "Declan Rice tops the list ahead of Nicolas Pepe (£72m) and Kai Havertz (£65m), with Pierre-Emerick Aubameyang (£56m) fourth ...", "Jul 16, 2023"),
        ("https://www.arsenal.com/news/kai-havertz-signs", "Kai Havertz signs | News | Arsenal.com", "We're delighted to announce that Kai Havertz has joined the club from Chelsea. Kai, who will wear the number 29 shirt ...", "Jun 28, 2023"),
        ("https://www.arsenal.com/news/jurrien-timber-joins-arsenal", "Jurrien Timber joins Arsenal | News | Arsenal.com", "We're delighted to announce that Jurrien Timber has joined the club from Ajax. The 22-year-old Netherlands international ...", "Jul 14, 2023"),
        ("https://www.skysports.com/football/news/11095/12918011/premier-league-summer-spending-2023", "Premier League summer spending 2023: How much has each club spent? | Sky Sports", "Chelsea, Arsenal and Manchester United lead the way as Premier League clubs pass £1bn in summer spending ...", "Jul 20, 2023"),
        ("https://www.reddit.com/r/Gunners/comments/15h2p0a/our_record_signings_updated/", "Our record signings, updated : r/Gunners", "Rice, Pepe, Havertz, Auba, White, Jesus ... thoughts on which has been best value so far?", "Aug 3, 2023"),
    )
    p5 = """# Arsenal FC - Record arrivals

Filter: All competitions | Sorted by: Fee (descending) | Page 1 of 4

| # | Player | Position | Age | Season | Left | Fee |
| --- | --- | --- | --- | --- | --- | --- |
| 1 | Declan Rice | Defensive Midfield | 24 | 23/24 | West Ham United | €116.60m |
| 2 | Nicolas Pépé | Right Winger | 24 | 19/20 | LOSC Lille | €80.00m |
| 3 | Kai Havertz | Attacking Midfield | 24 | 23/24 | Chelsea FC | €75.00m |
| 4 | Pierre-Emerick Aubameyang | Centre-Forward | 28 | 17/18 | Borussia Dortmund | €63.75m |
| 5 | Ben White | Centre-Back | 23 | 21/22 | Brighton & Hove Albion | €58.50m |
| 6 | Gabriel Jesus | Centre-Forward | 25 | 22/23 | Manchester City | €52.20m |
| 7 | Thomas Partey | Defensive Midfield | 27 | 20/21 | Atlético de Madrid | €50.00m |
| 8 | Mesut Özil | Attacking Midfield | 24 | 13/14 | Real Madrid | €47.00m |
| 9 | Riccardo Calafiori | Centre-Back | 22 | 24/25 | Bologna | €45.00m |
| 10 | Jurriën Timber | Centre-Back | 22 | 23/24 | Ajax Amsterdam | €40.00m |
| 11 | Martin Ødegaard | Attacking Midfield | 22 | 21/22 | Real Madrid | €35.00m |
| 12 | Fábio Vieira | Attacking Midfield | 22 | 22/23 | FC Porto | €35.00m |

Ø fee (top 25): €47.31m | Total (top 25): €1.18bn

> Fees include add-ons where known. Age at the time of the transfer."""
    p6 = """# Declan Rice joins Arsenal

**Arsenal.com** | Saturday, 15 July 2023, 11:00

We're delighted to announce that Declan Rice has joined the club from West Ham United.

Declan, who will wear the number 41 shirt, has signed a long-term contract with the club.

The 24-year-old midfielder joins after making 245 appearances for West Ham and captaining them to the Europa Conference League title in June, their first major trophy in 43 years.

## Mikel Arteta said

> "Declan is an outstanding player and a fantastic person. He has all the attributes we look for in our players. He's strong, determined and has a winning mentality."

## Edu, sporting director, said

> "We're delighted we have been able to bring Declan to Arsenal. He's a player we have admired for a long time and it took a lot of work from everyone involved."

## Career so far

- Born in Kingston upon Thames, London, on 14 January 1999
- Joined West Ham's academy in 2014 after being released by Chelsea
- Premier League debut: 21 May 2017 v Burnley
- 43 senior caps for England at the time of signing (Ireland: 3 caps, 2018)

Declan will link up with his new team-mates for our pre-season tour of the United States.

**Related:** Kai Havertz signs (28 June 2023) | Jurrien Timber joins Arsenal (14 July 2023)"""
    turns = [
        (search("Declan Rice transfer fee Arsenal West Ham transfermarkt"), s1),
        (extract(tm, "Fee, date and market value at the time of Declan Rice's move from West Ham to Arsenal"), p2),
        (memory("add", dict={"rice_fee": "£100m + £5m add-ons (BBC, 15 Jul 2023)", "rice_fee_tm_eur": "€116.60m incl. add-ons (Transfermarkt)", "rice_mv_at_transfer": "€90.00m (TM, Jun 19, 2023)"}),
         added("rice_fee", "rice_fee_tm_eur", "rice_mv_at_transfer")),
        (search("Arsenal record signings list fee Declan Rice Kai Havertz Jurrien Timber 2023"), s4),
        (extract(rec, "Where Declan Rice ranks among Arsenal's record arrivals and the fees of the others"), p5),
        (extract(ars, "Squad number, contract length and the official wording of the announcement"), p6),
        (memory("update", dict={"rice_fee": "£105m total = £100m fixed + £5m add-ons; British record at the time (BBC/Sky, 15 Jul 2023)", "rice_fee_tm_eur": "€116.60m incl. add-ons; #1 of Arsenal record arrivals ahead of Pépé €80.00m"}),
         updated("rice_fee", "rice_fee_tm_eur")),
        (memory("retrieve_all"), dump({
            "rice_fee": "£105m total = £100m fixed + £5m add-ons; British record at the time (BBC/Sky, 15 Jul 2023)",
            "rice_fee_tm_eur": "€116.60m incl. add-ons; #1 of Arsenal record arrivals ahead of Pépé €80.00m",
            "rice_mv_at_transfer": "€90.00m (TM, Jun 19, 2023)"})),
    ]
    rs.add("search", "h52-search-01", SYSTEM, turns)

# ---------------------------------------------------------------- 02 Olympedia (bad: a time in the re-extracted final table)
def t02(rs: RowSet) -> None:
    ev = "https://www.olympedia.org/results/9200118"
    ath = "https://www.olympedia.org/athletes/143542"
    s1 = sr(
        (ev, "100 metres, Men - Athletics - 2024 Summer Olympics - Olympedia", "Final, 4 August 2024. Noah Lyles USA 9.79, Kishane Thompson JAM 9.79, Fred Kerley USA 9.81. Wind +1.0 m/s. Lyles won by five-thousandths of a second ...", "N/A"),
        ("https://olympics.com/en/paris-2024/results/athletics/men-s-100m/fnl-000100--", "Athletics - Men's 100m Final Results - Paris 2024 Olympics", "Official results of the Men's 100m Final at the Paris 2024 Olympic Games. Stade de France, 4 August 2024, 21:55 ...", "Aug 4, 2024"),
        ("https://en.wikipedia.org/wiki/Athletics_at_the_2024_Summer_Olympics_%E2%80%93_Men%27s_100_metres", "Athletics at the 2024 Summer Olympics – Men's 100 metres - Wikipedia", "The men's 100 metres at the 2024 Summer Olympics was held in Paris, France, from 3 to 4 August 2024 at the Stade de France. Noah Lyles won the gold medal ...", "N/A"),
        ("https://worldathletics.org/competitions/olympic-games/paris24/results/men/100-metres/final/result", "Men's 100 Metres Final Results | Olympic Games Paris 2024 | World Athletics", "1 Noah LYLES USA 9.79, 2 Kishane THOMPSON JAM 9.79, 3 Fred KERLEY USA 9.81, 4 Akani SIMBINE RSA 9.82 ...", "Aug 4, 2024"),
        ("https://www.bbc.com/sport/olympics/articles/c0k4pj0yp0jo", "Olympics 2024 results: Noah Lyles wins 100m gold in photo finish - BBC Sport", "American Noah Lyles won a thrilling Olympic 100m final by five-thousandths of a second, edging out Jamaica's Kishane Thompson ...", "Aug 4, 2024"),
        ("https://www.nytimes.com/athletic/5680226/2024/08/04/noah-lyles-100m-olympics-gold-photo-finish/", "Noah Lyles wins 100m gold by 0.005 seconds in closest final in history - The Athletic", "All eight men finished within 0.12 seconds, the closest Olympic 100m final ever. Lyles, slowest out of the blocks, caught Thompson at the line ...", "Aug 4, 2024"),
        ("https://www.olympedia.org/editions/63/sports/ATH", "Athletics at the 2024 Summer Olympics - Olympedia", "Athletics at the 2024 Summer Olympics, Stade de France, Saint-Denis. 48 events, 1,810 competitors from 198 countries ...", "N/A"),
        ("https://www.espn.com/olympics/story/_/id/40762183/noah-lyles-wins-100-meter-gold-paris-olympics", "Noah Lyles wins 100-meter gold in Paris by a hair - ESPN", "Lyles and Thompson were both given a time of 9.79 seconds, but the American's 9.784 was just ahead of Thompson's 9.789 ...", "Aug 4, 2024"),
        ("https://www.reddit.com/r/olympics/comments/1ejz1e4/mens_100m_final_photo_finish/", "Men's 100m final photo finish : r/olympics", "5.3k votes, 891 comments. Lyles by 0.005. Unreal. All eight under 9.92 ...", "Aug 4, 2024"),
        (ath, "Noah Lyles - Olympedia", "Noah Lyles, United States. Born 18 July 1997 in Gainesville, Florida. Olympic medals: 1 gold, 2 bronze ...", "N/A"),
    )
    final_rows = [
        ("1", "7", "Noah Lyles", "USA", "9.79", "9.784", "0.178", "Gold"),
        ("2", "4", "Kishane Thompson", "JAM", "9.79", "9.789", "0.157", "Silver"),
        ("3", "3", "Fred Kerley", "USA", "9.81", "9.807", "0.140", "Bronze"),
        ("4", "8", "Akani Simbine", "RSA", "9.82", "9.817", "0.145", ""),
        ("5", "9", "Marcell Jacobs", "ITA", "9.85", "9.848", "0.143", ""),
        ("6", "5", "Letsile Tebogo", "BOT", "9.86", "9.858", "0.146", ""),
        ("7", "6", "Kenny Bednarek", "USA", "9.88", "9.874", "0.162", ""),
        ("8", "2", "Oblique Seville", "JAM", "9.91", "9.907", "0.149", ""),
    ]
    head = """# 100 metres, Men

**Athletics** | 2024 Summer Olympics

| | |
| --- | --- |
| Date | 3 — 4 August 2024 |
| Location | Stade de France, Saint-Denis |
| Participants | 72 from 58 countries |
| Format | Preliminary round, heats (round one), semi-finals, final. Top 3 in each heat plus 3 fastest losers advance. |
| Details | Distance: 100 m |

## Final (4 August 2024 — 21:55)

Wind: +1.0 m/s
"""

    def table(rows: list[tuple[str, ...]], rt: bool) -> str:
        if rt:
            out = ["| Pos | Lane | Competitor | NOC | Time | Time (1000th) | RT |", "| --- | --- | --- | --- | --- | --- | --- |"]
            out += [f"| {p} | {ln} | {n} | {c} | {t} | {t3} | {r} |" for p, ln, n, c, t, t3, r, _ in rows]
        else:
            out = ["| Pos | Lane | Competitor | NOC | Time | |", "| --- | --- | --- | --- | --- | --- |"]
            out += [f"| {p} | {ln} | {n} | {c} | {t} | {m} |" for p, ln, n, c, t, _, _, m in rows]
        return "\n".join(out)

    semis = """
## Semi-Finals (4 August 2024)

| Semi (wind) | Winner | NOC | Time | Other qualifiers |
| --- | --- | --- | --- | --- |
| 1 (+0.5) | Oblique Seville | JAM | 9.81 Q | Noah Lyles 9.83 Q, Akani Simbine 9.87 q |
| 2 (+0.8) | Kishane Thompson | JAM | 9.80 Q | Fred Kerley 9.84 Q, Kenny Bednarek 9.87 q |
| 3 (+0.1) | Letsile Tebogo | BOT | 9.91 Q | Marcell Jacobs 9.92 Q |

> Closest Olympic 100 m final ever: all eight finishers within 0.12 s. Lyles had the slowest reaction time of the field (0.178)."""
    p2 = head + "\n" + table(final_rows, rt=False) + "\n" + semis
    p6rows = [r if r[2] != "Akani Simbine" else ("4", "8", "Akani Simbine", "RSA", "9.84", "9.837", "0.145", "") for r in final_rows]
    p6 = head + "\n" + table(p6rows, rt=True) + """

RT = reaction time in seconds (start information system). Times to the thousandth from the photo-finish image.

> Noah Lyles 9.784 - Kishane Thompson 9.789: margin 0.005 s, the smallest winning margin in an Olympic 100 m final in the fully automatic timing era."""
    p5 = """# Noah Lyles

| | |
| --- | --- |
| Roles | Competed in Olympic Games |
| Sex | Male |
| Full name | Noah•Lyles |
| Used name | Noah•Lyles |
| Born | 18 July 1997 in Gainesville, Florida (USA) |
| Measurements | 180 cm / 70 kg |
| Affiliations | adidas (USA) |
| NOC | United States |
| Medals OG | 1 gold, 0 silver, 2 bronze (3 total) |

Noah Lyles turned professional straight out of high school in 2016 and became one of the dominant sprinters of his generation, winning the world 200 m title in 2019, 2022 and 2023 and the 100 m / 200 m / 4 × 100 m triple at the 2023 World Championships in Budapest. At Tokyo 2020 he took bronze in the 200 m. In Paris he won the 100 m by 0.005 s and, having tested positive for COVID-19 two days earlier, ran to bronze in the 200 m final before leaving the track in a wheelchair; he did not run in the 4 × 100 m relay.

## Results

| Games | Discipline (Sport) / Event | NOC / Team | Pos | Medal |
| --- | --- | --- | --- | --- |
| 2020 Summer Olympics | Athletics | USA | | |
| | 200 metres, Men | | 3 | Bronze |
| 2024 Summer Olympics | Athletics | USA | | |
| | 100 metres, Men | | 1 | Gold |
| | 200 metres, Men | | 3 | Bronze |

## Personal bests

| Event | Mark | Date |
| --- | --- | --- |
| 100 m | 9.79 | 4 Aug 2024 |
| 200 m | 19.31 | 21 Jul 2022 |

Special notes: Competed for T. C. Williams High School, Alexandria, Virginia."""
    mem_all = {
        "m100_gold": "Noah Lyles USA 9.79 (9.784)",
        "m100_silver": "Kishane Thompson JAM 9.79 (9.789)",
        "m100_bronze": "Fred Kerley USA 9.81",
        "m100_margin": "0.005 s (9.784 vs 9.789)",
        "m100_wind": "+1.0 m/s",
    }
    s4 = sr(
        (ath, "Noah Lyles - Olympedia", "Noah Lyles, United States. Born 18 July 1997 in Gainesville, Florida. Olympic medals: 1 gold, 2 bronze. Events: 100 m, 200 m ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Noah_Lyles", "Noah Lyles - Wikipedia", "Noah Lyles (born July 18, 1997) is an American track and field sprinter. He is the 2024 Olympic champion in the 100 metres and a six-time world champion ...", "N/A"),
        ("https://worldathletics.org/athletes/united-states/noah-lyles-14653833", "Noah LYLES | Profile | World Athletics", "Personal bests: 100 Metres 9.79 (Paris 2024), 200 Metres 19.31 (Eugene 2022). Honours: Olympic Games 1st 100m ...", "N/A"),
        ("https://www.teamusa.com/profiles/noah-lyles", "Noah Lyles | Team USA", "Olympic champion Noah Lyles of Alexandria, Virginia. Paris 2024: gold (100m), bronze (200m). Tokyo 2020: bronze (200m) ...", "N/A"),
        ("https://www.olympedia.org/countries/USA/editions/63", "United States at the 2024 Summer Olympics - Olympedia", "United States at the 2024 Summer Olympics: 40 gold, 44 silver, 42 bronze, 126 total ...", "N/A"),
        ("https://olympics.com/en/athletes/noah-lyles", "Noah LYLES - Olympics.com", "Noah Lyles, Athletics, United States of America. Olympic medals: 1 gold, 2 bronze. Games participations: 2 ...", "N/A"),
        ("https://www.nbcolympics.com/news/noah-lyles-covid-200m-bronze", "Noah Lyles reveals COVID diagnosis after 200m bronze - NBC Olympics", "Noah Lyles said he tested positive for COVID-19 two days before the 200m final, in which he finished third in 19.70 ...", "Aug 8, 2024"),
        ("https://www.olympedia.org/results/9200119", "200 metres, Men - Athletics - 2024 Summer Olympics - Olympedia", "Final, 8 August 2024: Letsile Tebogo BOT 19.46, Kenny Bednarek USA 19.62, Noah Lyles USA 19.70 ...", "N/A"),
        ("https://www.instagram.com/nojo18/", "Noah Lyles (@nojo18) • Instagram photos and videos", "1.8M followers. Olympic Champion. 6x World Champion ...", "N/A"),
        ("https://www.reddit.com/r/trackandfield/comments/1eqk9dz/noah_lyles_olympedia_bio_updated/", "Noah Lyles' Olympedia bio updated : r/trackandfield", "They added the COVID note to his bio already lol ...", "Aug 12, 2024"),
    )
    s9 = sr(
        ("https://www.nytimes.com/athletic/5680226/2024/08/04/noah-lyles-100m-olympics-gold-photo-finish/", "Noah Lyles wins 100m gold by 0.005 seconds in closest final in history - The Athletic", "The 0.005-second margin is the smallest in an Olympic 100m final since fully automatic timing became standard ...", "Aug 4, 2024"),
        ("https://www.theguardian.com/sport/article/2024/aug/04/noah-lyles-wins-olympic-100m-gold-photo-finish", "Noah Lyles wins Olympic 100m gold by five-thousandths of a second | The Guardian", "Lyles crossed the line in 9.784sec, Thompson in 9.789sec. It was the closest 100m final in Olympic history ...", "Aug 4, 2024"),
        ("https://en.wikipedia.org/wiki/Athletics_at_the_2024_Summer_Olympics_%E2%80%93_Men%27s_100_metres", "Athletics at the 2024 Summer Olympics – Men's 100 metres - Wikipedia", "The margin of victory, 0.005 seconds, was the smallest in the event's Olympic history. It was the first time all eight finalists ran under 10 seconds in legal wind ...", "N/A"),
        ("https://www.cnn.com/2024/08/04/sport/noah-lyles-100m-paris-olympics-spt-intl/index.html", "Noah Lyles wins 100m Olympic gold in stunning photo finish | CNN", "It took several seconds for the result to flash up: Lyles 9.79, Thompson 9.79, with the American ahead by five thousandths ...", "Aug 4, 2024"),
        ("https://www.usatoday.com/story/sports/olympics/2024/08/04/noah-lyles-100m-photo-finish-explained/74670128007/", "How close was Noah Lyles' photo finish? Explained - USA Today", "The photo-finish camera captures 40,000 frames per second; officials read the torso position to the thousandth of a second ...", "Aug 5, 2024"),
        (ev, "100 metres, Men - Athletics - 2024 Summer Olympics - Olympedia", "Final, 4 August 2024. Noah Lyles USA 9.79, Kishane Thompson JAM 9.79, Fred Kerley USA 9.81. Wind +1.0 m/s. Lyles won by five-thousandths of a second ...", "N/A"),
        ("https://www.bbc.com/sport/olympics/articles/c0k4pj0yp0jo", "Olympics 2024 results: Noah Lyles wins 100m gold in photo finish - BBC Sport", "Lyles had to wait for the photo finish before he knew he had won: 'I think you got me,' he told Thompson ...", "Aug 4, 2024"),
        ("https://www.seikosportslife.com/en/paris-2024-100m-photo-finish/", "Inside the 100m photo finish - Seiko Sports Life", "How the Official Timer determined a winner separated by 0.005 seconds in Paris ...", "Aug 9, 2024"),
        ("https://www.letsrun.com/forum/flat_read.php?thread=12841057", "Closest 100m finals ever - LetsRun.com", "Previous closest Olympic 100m finals were decided by 0.01; thread collecting thousandths from 1984 onward ...", "Aug 5, 2024"),
        ("https://www.reuters.com/sports/olympics/lyles-wins-olympic-100m-gold-by-five-thousandths-second-2024-08-04/", "Lyles wins Olympic 100m gold by five-thousandths of a second | Reuters", "Noah Lyles won the Olympic 100 metres title on Sunday by the slimmest of margins ...", "Aug 4, 2024"),
    )
    turns = [
        (search("olympedia Athletics 100 metres Men Paris 2024 final results"), s1),
        (extract(ev, "Full final result of the men's 100 m at Paris 2024 with times and medals"), p2),
        (memory("add", dict={k: mem_all[k] for k in ("m100_gold", "m100_silver", "m100_bronze")}), added("m100_gold", "m100_silver", "m100_bronze")),
        (search("olympedia Noah Lyles"), s4),
        (extract(ath, "Noah Lyles' Olympic medals and results by Games"), p5),
        (extract(ev, "Reaction times and wind reading in the men's 100 m final"), p6),
        (memory("add", dict={"m100_margin": mem_all["m100_margin"], "m100_wind": mem_all["m100_wind"]}), added("m100_margin", "m100_wind")),
        (memory("retrieve_all"), dump(mem_all)),
        (search("Noah Lyles 0.005 seconds closest Olympic 100m final ever margin"), s9),
    ]
    rs.add("search", "h52-search-02", SYSTEM, turns, bad=True, turn=6,
           kind="The re-extracted Olympedia final lists Akani Simbine in 9.84 (9.837) where the same page at turn 2 gave 9.82.")

# ---------------------------------------------------------------- 03 The Booker Prizes (bad: memory read-back swaps a shortlist member)
def t03(rs: RowSet) -> None:
    yr = "https://thebookerprizes.com/the-booker-library/prize-years/2023"
    bbc = "https://www.bbc.co.uk/news/entertainment-arts-67537235"
    shortlist = "If I Survive You (Jonathan Escoffery); Prophet Song (Paul Lynch); Study for Obedience (Sarah Bernstein); The Bee Sting (Paul Murray); This Other Eden (Paul Harding); Western Lane (Chetna Maroo)"
    s1 = sr(
        (yr, "The Booker Prize 2023 | The Booker Prizes", "Prophet Song by Paul Lynch is the winner of the Booker Prize 2023. Shortlist: If I Survive You, Prophet Song, Study for Obedience, The Bee Sting, This Other Eden, Western Lane ...", "N/A"),
        ("https://thebookerprizes.com/the-booker-library/books/prophet-song", "Prophet Song | The Booker Prizes", "Prophet Song by Paul Lynch, published by Oneworld. Winner of the Booker Prize 2023. 'A triumph of emotional storytelling, bracing and brave' ...", "N/A"),
        ("https://en.wikipedia.org/wiki/2023_Booker_Prize", "2023 Booker Prize - Wikipedia", "The 2023 Booker Prize was awarded on 26 November 2023 to Paul Lynch for Prophet Song. The longlist of 13 books was announced on 1 August 2023 ...", "N/A"),
        (bbc, "Booker Prize 2023: Paul Lynch wins for dystopian novel Prophet Song - BBC News", "Irish author Paul Lynch has won the 2023 Booker Prize for his novel Prophet Song, about a mother's struggle to protect her family as Ireland descends into tyranny ...", "Nov 26, 2023"),
        ("https://www.theguardian.com/books/2023/nov/26/paul-lynch-wins-booker-prize-prophet-song", "Paul Lynch wins Booker prize for 'triumph of emotional storytelling' | The Guardian", "The Irish novelist's fifth novel, set in a dystopian Ireland, won the £50,000 prize, with judges praising its 'soul-shattering and true' vision ...", "Nov 26, 2023"),
        ("https://thebookerprizes.com/the-booker-library/features/booker-prize-2023-shortlist-announced", "The Booker Prize 2023 shortlist is announced | The Booker Prizes", "Six novels make the shortlist, chosen by a panel chaired by Esi Edugyan from 163 books published between 1 October 2022 and 30 September 2023 ...", "Sep 21, 2023"),
        ("https://www.nytimes.com/2023/11/26/books/booker-prize-paul-lynch-prophet-song.html", "Paul Lynch Wins Booker Prize for 'Prophet Song' - The New York Times", "The novel depicts a mother's fight for her family as Ireland slides into authoritarianism. Lynch beat five other finalists including Paul Murray ...", "Nov 26, 2023"),
        ("https://www.irishtimes.com/culture/books/2023/11/26/paul-lynch-wins-booker-prize/", "Paul Lynch wins Booker Prize for Prophet Song – The Irish Times", "Lynch becomes the fifth Irish-born writer to win the Booker, after Iris Murdoch, John Banville, Roddy Doyle and Anne Enright ...", "Nov 26, 2023"),
        ("https://www.goodreads.com/list/show/196215.Booker_Prize_2023", "Booker Prize 2023 (13 books) - Goodreads", "Longlist and shortlist of the 2023 Booker Prize: The Bee Sting, Western Lane, Prophet Song, The House of Doors, Old God's Time ...", "N/A"),
        ("https://www.reddit.com/r/books/comments/183zb6y/paul_lynch_wins_the_2023_booker_prize_for_prophet/", "Paul Lynch wins the 2023 Booker Prize for Prophet Song : r/books", "1.2k votes. I was rooting for The Bee Sting but Prophet Song is a gut punch ...", "Nov 27, 2023"),
    )
    p2 = """# The Booker Prize 2023

**Winner:** *Prophet Song* by Paul Lynch (Oneworld)

The winner was announced on 26 November 2023 at a ceremony at Old Billingsgate, London, and received £50,000. Each shortlisted author received £2,500 and a specially bound edition of their book.

> "Prophet Song captures the social and political anxieties of our current moment. Readers will find it soul-shattering and true, and will not soon forget its warnings." — Esi Edugyan, Chair of judges

## The shortlist

| Title | Author | Author's country | Publisher (UK) |
| --- | --- | --- | --- |
| If I Survive You | Jonathan Escoffery | USA | 4th Estate |
| Prophet Song | Paul Lynch | Ireland | Oneworld |
| Study for Obedience | Sarah Bernstein | Canada | Granta |
| The Bee Sting | Paul Murray | Ireland | Hamish Hamilton |
| This Other Eden | Paul Harding | USA | Hutchinson Heinemann |
| Western Lane | Chetna Maroo | UK | Picador |

Shortlist announced: 21 September 2023 | Longlist (13 books) announced: 1 August 2023 | Books submitted: 163

## The judges

- Esi Edugyan (chair), novelist
- Adjoa Andoh, actor and director
- Mary Jean Chan, poet
- James Shapiro, Shakespeare scholar
- Robert Webb, actor, comedian and writer

## Also longlisted (selection)

*Old God's Time* (Sebastian Barry), *How to Build a Boat* (Elaine Feeney), *The House of Doors* (Tan Twan Eng), *All the Little Bird-Hearts* (Viktoria Lloyd-Barlow), *In Ascension* (Martin MacInnes), *Pearl* (Siân Hughes)

Explore: Booker Prize 2022 | Booker Prize 2024"""
    s4 = sr(
        (bbc, "Booker Prize 2023: Paul Lynch wins for dystopian novel Prophet Song - BBC News", "Lynch said writing the book was an attempt at 'radical empathy'. Chair of judges Esi Edugyan said the novel was 'soul-shattering and true' ...", "Nov 26, 2023"),
        ("https://thebookerprizes.com/the-booker-library/features/paul-lynch-winners-speech-booker-prize-2023", "Paul Lynch's winner's speech | The Booker Prizes", "'This was not an easy book to write,' Paul Lynch said as he accepted the Booker Prize 2023 at Old Billingsgate ...", "Nov 27, 2023"),
        ("https://www.theguardian.com/books/2023/nov/26/paul-lynch-wins-booker-prize-prophet-song", "Paul Lynch wins Booker prize for 'triumph of emotional storytelling' | The Guardian", "Edugyan said the judges had been 'captivated from the opening' and that the decision, reached after a long meeting, was not unanimous ...", "Nov 26, 2023"),
        ("https://www.rte.ie/entertainment/2023/1126/1418534-paul-lynch-wins-booker-prize/", "Irish author Paul Lynch wins Booker Prize for Prophet Song - RTÉ", "Dublin-based writer Paul Lynch has won the prestigious Booker Prize for his fifth novel ...", "Nov 26, 2023"),
        ("https://www.npr.org/2023/11/26/1215228413/booker-prize-paul-lynch-prophet-song", "Irish writer Paul Lynch wins Booker Prize for 'Prophet Song' : NPR", "Judges chaired by Canadian novelist Esi Edugyan chose Lynch's novel from a shortlist of six ...", "Nov 26, 2023"),
        ("https://thebookerprizes.com/the-booker-library/judges/esi-edugyan", "Esi Edugyan | The Booker Prizes", "Esi Edugyan, twice shortlisted for the Booker Prize (Half-Blood Blues, 2011; Washington Black, 2018), chaired the 2023 judging panel ...", "N/A"),
        ("https://www.independent.co.uk/arts-entertainment/books/news/booker-prize-2023-winner-paul-lynch-b2453120.html", "Booker Prize 2023: Paul Lynch wins with 'soul-shattering' Prophet Song | The Independent", "Lynch thanked his publisher Oneworld, which has now published three Booker winners in eight years ...", "Nov 26, 2023"),
        ("https://www.youtube.com/watch?v=JvVt7i0d2uE", "The Booker Prize 2023 winner announcement - YouTube", "Watch the moment Esi Edugyan announced Paul Lynch as the winner of the Booker Prize 2023 ...", "Nov 26, 2023"),
        ("https://lithub.com/paul-lynch-has-won-the-2023-booker-prize/", "Paul Lynch has won the 2023 Booker Prize ‹ Literary Hub", "Paul Lynch's Prophet Song has won the 2023 Booker Prize. The other shortlisted books were ...", "Nov 26, 2023"),
        ("https://www.reddit.com/r/literature/comments/1842q9a/booker_2023_judges_comments/", "Booker 2023 judges' comments : r/literature", "Interesting that Robert Webb said the vote went to a final round between two books ...", "Nov 27, 2023"),
    )
    p5 = """# Booker Prize 2023: Paul Lynch wins for dystopian novel Prophet Song

**By Ian Youngs, Culture reporter** | 26 November 2023

Irish author Paul Lynch has won the 2023 Booker Prize for his novel Prophet Song, about a mother's struggle to protect her family as Ireland descends into tyranny.

The book is set in an alternative Ireland where the government is sliding into authoritarianism. It follows microbiologist Eilish Stack, whose trade unionist husband disappears after being detained by the new secret police.

Lynch, 46, received the £50,000 prize at a ceremony at Old Billingsgate in London on Sunday evening.

He said the book was an attempt at "radical empathy", adding: "I was trying to see the chaos of the present moment. And so the book was an attempt at radical empathy."

## Judges' verdict

The chair of judges, Canadian novelist Esi Edugyan, said: "From the first page, the reader is held in the grip of this story."

She said the panel - actor Adjoa Andoh, poet Mary Jean Chan, Shakespeare scholar James Shapiro and comedian Robert Webb - had praised its "emotional storytelling".

## Fifth Irish winner

Lynch becomes the fifth Irish-born author to win the prize, after Iris Murdoch (1978), Roddy Doyle (1993), John Banville (2005) and Anne Enright (2007).

## The other shortlisted books

- If I Survive You by Jonathan Escoffery
- Study for Obedience by Sarah Bernstein
- The Bee Sting by Paul Murray
- This Other Eden by Paul Harding
- Western Lane by Chetna Maroo

Related topics: Books, Booker Prize, Republic of Ireland"""
    s7 = sr(
        ("https://thebookerprizes.com/the-booker-library/prize-years/2024", "The Booker Prize 2024 | The Booker Prizes", "Orbital by Samantha Harvey is the winner of the Booker Prize 2024. The shortlist: James, Held, Creation Lake, Stone Yard Devotional, The Safekeep, Orbital ...", "N/A"),
        ("https://www.bbc.co.uk/news/articles/c5yxy4lxd0xo", "Booker Prize 2024: Samantha Harvey wins for space station novel Orbital - BBC News", "Samantha Harvey has won the Booker Prize for Orbital, a short novel set over 24 hours on the International Space Station ...", "Nov 12, 2024"),
        ("https://en.wikipedia.org/wiki/2024_Booker_Prize", "2024 Booker Prize - Wikipedia", "The 2024 Booker Prize was awarded on 12 November 2024 to Samantha Harvey for Orbital. The judging panel was chaired by Edmund de Waal ...", "N/A"),
        ("https://www.theguardian.com/books/2024/nov/12/samantha-harvey-wins-booker-prize-orbital", "Samantha Harvey wins Booker prize for 'miraculous' space novel Orbital | The Guardian", "Harvey's novel, at 136 pages one of the shortest winners, was the bestselling book on the shortlist ...", "Nov 12, 2024"),
        ("https://thebookerprizes.com/the-booker-library/books/orbital", "Orbital | The Booker Prizes", "Orbital by Samantha Harvey, published by Jonathan Cape. Winner of the Booker Prize 2024 ...", "N/A"),
        ("https://www.nytimes.com/2024/11/12/books/booker-prize-samantha-harvey-orbital.html", "Samantha Harvey Wins Booker Prize for 'Orbital' - The New York Times", "The novel follows six astronauts on the International Space Station as they circle the Earth 16 times in one day ...", "Nov 12, 2024"),
        ("https://thebookerprizes.com/the-booker-library/features/booker-prize-2024-shortlist-announced", "The Booker Prize 2024 shortlist is announced | The Booker Prizes", "For the first time the shortlist features five women. Chaired by Edmund de Waal ...", "Sep 16, 2024"),
        ("https://www.penguin.co.uk/articles/2024/11/orbital-samantha-harvey-booker-prize-winner", "Orbital by Samantha Harvey wins the Booker Prize 2024 | Penguin", "Jonathan Cape is delighted that Orbital has been awarded the Booker Prize 2024 ...", "Nov 12, 2024"),
        ("https://www.npr.org/2024/11/12/nx-s1-5188064/booker-prize-samantha-harvey-orbital", "Samantha Harvey's 'Orbital' wins the Booker Prize : NPR", "The British author is the first woman to win since 2019 ...", "Nov 12, 2024"),
        ("https://www.reddit.com/r/books/comments/1gpt2dk/samantha_harvey_wins_the_2024_booker_prize_for/", "Samantha Harvey wins the 2024 Booker Prize for Orbital : r/books", "874 votes. Short, quiet, beautiful. Deserved ...", "Nov 12, 2024"),
    )
    bad_short = shortlist.replace("Western Lane (Chetna Maroo)", "The House of Doors (Tan Twan Eng)")
    turns = [
        (search("Booker Prize 2023 shortlist winner Prophet Song"), s1),
        (extract(yr, "The 2023 winner, the full shortlist with authors and publishers, and the judges"), p2),
        (memory("add", dict={"booker2023_winner": "Prophet Song — Paul Lynch (Oneworld)", "booker2023_shortlist": shortlist}), added("booker2023_winner", "booker2023_shortlist")),
        (search("Paul Lynch Prophet Song Booker win Esi Edugyan judges"), s4),
        (extract(bbc, "Ceremony date and venue, prize money, judges' comments"), p5),
        (memory("add", dict={"booker2023_date": "26 November 2023, Old Billingsgate, London; £50,000", "booker2023_judges": "Esi Edugyan (chair), Adjoa Andoh, Mary Jean Chan, James Shapiro, Robert Webb"}), added("booker2023_date", "booker2023_judges")),
        (search("Booker Prize 2024 winner Orbital Samantha Harvey"), s7),
        (memory("add", dict={"booker2024_winner": "Orbital — Samantha Harvey (Jonathan Cape), 12 Nov 2024; chair Edmund de Waal"}), added("booker2024_winner")),
        (memory("retrieve", key_list=["booker2023_winner", "booker2023_shortlist"]), dump({"booker2023_winner": "Prophet Song — Paul Lynch (Oneworld)", "booker2023_shortlist": bad_short})),
    ]
    rs.add("search", "h52-search-03", SYSTEM, turns, bad=True, turn=9,
           kind="The stored 2023 shortlist comes back with The House of Doors (Tan Twan Eng) in place of Western Lane (Chetna Maroo), which is what was added at turn 3.")


# ---------------------------------------------------------------- 04 ISFDB (clean)
def t04(rs: RowSet) -> None:
    ay = "https://www.isfdb.org/cgi-bin/ay.cgi?23+2023"
    eaw = "https://www.isfdb.org/cgi-bin/eaw.cgi?265839"
    s1 = sr(
        (ay, "Hugo Awards 2023 - ISFDB", "2023 Hugo Award. Best Novel: Win: Nona the Ninth, Tamsyn Muir. 2: The Daughter of Doctor Moreau, Silvia Moreno-Garcia; 3: Legends & Lattes, Travis Baldree ...", "N/A"),
        ("https://www.thehugoawards.org/hugo-history/2023-hugo-awards/", "2023 Hugo Awards | The Hugo Awards", "The 2023 Hugo Awards were presented on October 21, 2023 at Chengdu Worldcon, the 81st World Science Fiction Convention, in Chengdu, China ...", "Oct 21, 2023"),
        ("https://en.wikipedia.org/wiki/2023_Hugo_Awards", "2023 Hugo Awards - Wikipedia", "The 2023 Hugo Awards honored the best science fiction and fantasy works of 2022. Results were announced on October 21, 2023 in Chengdu ...", "N/A"),
        ("https://www.isfdb.org/cgi-bin/title.cgi?2994457", "Title: Nona the Ninth - ISFDB", "Nona the Ninth, Tamsyn Muir, novel, 2022. Series: The Locked Tomb, 3. Awards: Hugo Best Novel 2023 (Win) ...", "N/A"),
        ("https://www.tor.com/2023/10/21/announcing-the-2023-hugo-award-winners/", "Announcing the 2023 Hugo Award Winners | Reactor", "Congratulations to Tamsyn Muir, whose Nona the Ninth won Best Novel, and to Seanan McGuire for Where the Drowned Girls Go ...", "Oct 21, 2023"),
        ("https://file770.com/2023-hugo-awards/", "2023 Hugo Awards | File 770", "The 2023 Hugo Awards, John W. Campbell-successor Astounding Award and Lodestar Award were presented at Chengdu Worldcon ...", "Oct 21, 2023"),
        ("https://www.isfdb.org/cgi-bin/awardtype.cgi?23", "Hugo Award - ISFDB", "The Hugo Award, named after Hugo Gernsback, has been given since 1953 by members of the World Science Fiction Society. Years: 1953, 1955 ... 2023, 2024 ...", "N/A"),
        ("https://www.locusmag.com/2023/10/2023-hugo-award-winners/", "2023 Hugo Award Winners - Locus Online", "The winners of the 2023 Hugo Awards, Lodestar Award, and Astounding Award for Best New Writer were announced ...", "Oct 22, 2023"),
        ("https://www.goodreads.com/list/show/190210.Hugo_Award_Nominees_for_Best_Novel_2023", "Hugo Award Nominees for Best Novel 2023 - Goodreads", "Nona the Ninth, Legends & Lattes, The Spare Man, Nettle & Bone, The Kaiju Preservation Society, The Daughter of Doctor Moreau ...", "N/A"),
        ("https://www.reddit.com/r/printSF/comments/17d1u2v/2023_hugo_award_winners/", "2023 Hugo Award Winners : r/printSF", "Nona takes Best Novel. Children of Time wins Best Series ...", "Oct 21, 2023"),
    )
    p2 = """# 2023 Hugo Awards

**Award type:** Hugo Award | **Year:** 2023 | Presented at: Chengdu Worldcon (81st Worldcon), Chengdu, China, October 21, 2023

[Previous year: 2022] [Next year: 2024]

## Best Novel

| Place | Title | Author(s) |
| --- | --- | --- |
| Win | Nona the Ninth | Tamsyn Muir |
| 2 | The Daughter of Doctor Moreau | Silvia Moreno-Garcia |
| 3 | Legends & Lattes | Travis Baldree |
| 4 | The Spare Man | Mary Robinette Kowal |
| 5 | Nettle & Bone | T. Kingfisher |
| 6 | The Kaiju Preservation Society | John Scalzi |

## Best Novella

| Place | Title | Author(s) |
| --- | --- | --- |
| Win | Where the Drowned Girls Go | Seanan McGuire |
| Nomination | Even Though I Knew the End | C. L. Polk |
| Nomination | Into the Riverlands | Nghi Vo |
| Nomination | Ogres | Adrian Tchaikovsky |
| Nomination | A Prayer for the Crown-Shy | Becky Chambers |
| Nomination | What Moves the Dead | T. Kingfisher |

## Best Novelette

| Place | Title | Author(s) |
| --- | --- | --- |
| Win | The Space-Time Painter | Hai Ya |

## Best Short Story

| Place | Title | Author(s) |
| --- | --- | --- |
| Win | Rabbit Test | Samantha Murray |

## Best Series

| Place | Title | Author(s) |
| --- | --- | --- |
| Win | Children of Time | Adrian Tchaikovsky |

Note: Places 2-6 for Best Novel are from the final ballot results; other categories show only winners and nominations as recorded. 2023 category total: 19 categories listed."""
    p4 = """# Awards for Tamsyn Muir

**Author:** Tamsyn Muir | [Summary Bibliography] [Award Bibliography]

## Wins

| Year | Award | Category | Title |
| --- | --- | --- | --- |
| 2023 | Hugo Award | Best Novel | Nona the Ninth |
| 2020 | Locus Award | First Novel | Gideon the Ninth |

## Nominations

| Year | Award | Category | Title |
| --- | --- | --- | --- |
| 2021 | Hugo Award | Best Novel | Harrow the Ninth |
| 2020 | Hugo Award | Best Novel | Gideon the Ninth |
| 2020 | Nebula Award | Novel | Gideon the Ninth |
| 2016 | Nebula Award | Novelette | The Deepwater Bride |
| 2016 | World Fantasy Award | Short Fiction | The Deepwater Bride |

Total: 2 wins, 5 nominations"""
    s5 = sr(
        ("https://file770.com/2023-hugo-nomination-statistics-released-with-babel-listed-as-not-eligible/", "2023 Hugo Nomination Statistics Released, With Babel Listed as Not Eligible | File 770", "Chengdu Worldcon released the nomination data on January 20, 2024. R. F. Kuang's Babel and several other works were listed as 'not eligible' without explanation ...", "Jan 20, 2024"),
        ("https://www.theguardian.com/books/2024/jan/22/hugo-awards-writers-excluded-chengdu-china-rf-kuang-neil-gaiman-xiran-jay-zhao", "Hugo awards: authors excluded from 2023 ballot, data suggests | The Guardian", "RF Kuang, Neil Gaiman and Xiran Jay Zhao were among those deemed 'not eligible' for the Hugo awards, prompting questions about censorship ...", "Jan 22, 2024"),
        ("https://www.thehugoawards.org/hugo-history/2023-hugo-awards/", "2023 Hugo Awards | The Hugo Awards", "Nomination and final ballot statistics for the 2023 Hugo Awards are available as a PDF ...", "Oct 21, 2023"),
        ("https://www.nytimes.com/2024/02/16/books/hugo-awards-china-censorship.html", "Leaked Emails Show Hugo Awards Self-Censoring to Appease China - The New York Times", "Administrators vetted potential finalists for content that might offend Chinese authorities, according to emails ...", "Feb 16, 2024"),
        ("https://en.wikipedia.org/wiki/2023_Hugo_Awards", "2023 Hugo Awards - Wikipedia", "Controversy: in January 2024 the nomination statistics showed that several works which had received enough nominations to be finalists were deemed ineligible ...", "N/A"),
        ("https://www.bbc.co.uk/news/entertainment-arts-68095209", "Hugo Awards: Row over exclusion of authors from sci-fi prize - BBC News", "The organisers of one of science fiction's most prestigious awards face questions after writers were excluded ...", "Jan 26, 2024"),
        ("https://www.wsfs.org/2024/01/31/wsfs-statement-on-2023-hugo-awards/", "Statement from the WSFS Mark Protection Committee", "The committee is aware of concerns regarding the 2023 Hugo Awards nomination statistics ...", "Jan 31, 2024"),
        ("https://www.reddit.com/r/Fantasy/comments/19beo0w/hugo_nomination_stats_babel_not_eligible/", "Hugo nomination stats: Babel 'not eligible' : r/Fantasy", "Babel would have been on the Best Novel ballot by nomination count ...", "Jan 20, 2024"),
        ("https://www.locusmag.com/2024/02/hugo-award-administrators-resign/", "Hugo Award Administrators Resign - Locus Online", "Dave McCarty resigned from his role on the WSFS Mark Protection Committee after the emails were published ...", "Feb 2024"),
        ("https://www.tor.com/2024/01/23/the-2023-hugo-awards-statement/", "A Statement on the 2023 Hugo Awards | Reactor", "We are deeply concerned by the irregularities revealed in the nomination statistics ...", "Jan 23, 2024"),
    )
    turns = [
        (search("isfdb Hugo Award 2023 best novel winner Nona the Ninth"), s1),
        (extract(ay, "Best Novel and Best Novella winners and finalists of the 2023 Hugo Awards"), p2),
        (memory("add", dict={"hugo2023_novel": "Nona the Ninth — Tamsyn Muir (Win)", "hugo2023_novella": "Where the Drowned Girls Go — Seanan McGuire (Win)"}), added("hugo2023_novel", "hugo2023_novella")),
        (extract(eaw, "All award wins and nominations of Tamsyn Muir"), p4),
        (search("Hugo 2023 nomination statistics Babel not eligible Chengdu"), s5),
        (memory("update", dict={"hugo2023_novel": "Nona the Ninth — Tamsyn Muir (Win, 21 Oct 2023, Chengdu). Babel (R. F. Kuang) listed 'not eligible' in nomination stats released 20 Jan 2024"}), updated("hugo2023_novel")),
        (memory("remove", key_list=["hugo2023_novella"]), removed("hugo2023_novella")),
        (memory("retrieve_all"), dump({"hugo2023_novel": "Nona the Ninth — Tamsyn Muir (Win, 21 Oct 2023, Chengdu). Babel (R. F. Kuang) listed 'not eligible' in nomination stats released 20 Jan 2024"})),
    ]
    rs.add("search", "h52-search-04", SYSTEM, turns)

# ---------------------------------------------------------------- 05 Wikipedia, Millau Viaduct (clean)
def t05(rs: RowSet) -> None:
    en = "https://en.wikipedia.org/wiki/Millau_Viaduct"
    fr = "https://fr.wikipedia.org/wiki/Viaduc_de_Millau"
    fp = "https://www.fosterandpartners.com/projects/millau-viaduct"
    s1 = sr(
        (en, "Millau Viaduct - Wikipedia", "The Millau Viaduct is a multispan cable-stayed bridge completed in 2004 across the gorge valley of the Tarn near Millau. It is the tallest bridge in the world, with one mast's summit at 343 metres ...", "N/A"),
        ("https://www.leviaducdemillau.com/en/the-viaduct/key-figures", "Key figures | Viaduc de Millau", "2,460 m long, 32 m wide, 7 piers, 343 m at the top of the highest pylon. Built in 3 years by Eiffage ...", "N/A"),
        (fp, "Millau Viaduct | Foster + Partners", "Millau, France, 1993 - 2004. The viaduct, designed in collaboration with the engineer Michel Virlogeux, is the tallest vehicular bridge in the world ...", "N/A"),
        ("https://www.britannica.com/topic/Millau-Viaduct", "Millau Viaduct | Bridge, France, Height, & Facts | Britannica", "Millau Viaduct, cable-stayed bridge that spans the Tarn River valley in southern France, formally inaugurated on December 14, 2004 ...", "N/A"),
        (fr, "Viaduc de Millau — Wikipédia", "Le viaduc de Millau est un pont à haubans franchissant la vallée du Tarn, dans le département de l'Aveyron. Longueur 2 460 m, hauteur maximale 343 m ...", "N/A"),
        ("https://www.eiffage.com/en/group/history/millau-viaduct", "The Millau Viaduct | Eiffage", "Financed, designed and built by Eiffage under a 78-year concession, the viaduct was completed in three years at a cost of €394 million ...", "N/A"),
        ("https://www.bbc.co.uk/news/world-europe-4092495", "World's highest bridge opens in France - BBC News", "French President Jacques Chirac has inaugurated the Millau viaduct, the world's tallest road bridge, in southern France ...", "Dec 14, 2004"),
        ("https://structurae.net/en/structures/millau-viaduct", "Millau Viaduct (Millau, 2004) | Structurae", "Cable-stayed bridge, 8 spans, main spans 342 m, total length 2,460 m. Deck: orthotropic steel box ...", "N/A"),
        ("https://www.reddit.com/r/EngineeringPorn/comments/ylk1qs/millau_viaduct_in_the_fog/", "Millau Viaduct in the fog : r/EngineeringPorn", "12.4k votes. The deck is 270 m above the river at its highest point ...", "Nov 3, 2022"),
        ("https://www.newcivilengineer.com/archive/millau-viaduct-deck-launch-2004/", "Millau Viaduct: launching the deck | New Civil Engineer", "The 36,000t steel deck was launched from both abutments using satellite-guided hydraulic translators ...", "May 28, 2004"),
    )
    p2 = """Jump to content

From Wikipedia, the free encyclopedia

Bridge in Millau-Creissels, France

| Millau Viaduct | |
| --- | --- |
| Coordinates | 44°04′46″N 03°01′20″E |
| Carries | A75 autoroute |
| Crosses | Tarn valley |
| Locale | Millau-Creissels, Aveyron, France |
| Official name | Le Viaduc de Millau |
| Maintained by | Compagnie Eiffage du Viaduc de Millau |
| Design | Multi-span cable-stayed bridge |
| Material | Steel (deck), concrete (piers) |
| Total length | 2,460 m (8,070 ft) |
| Width | 32.05 m (105.2 ft) |
| Height | 343 m (1,125 ft) (max. pylon above ground) |
| Longest span | 342 m (1,122 ft) |
| No. of spans | 8 |
| Clearance below | 270 m (886 ft) |
| Architect | Norman Foster |
| Designer | Michel Virlogeux |
| Constructed by | Eiffage |
| Construction start | 14 December 2001 |
| Construction cost | €394 million |
| Opened | 16 December 2004 |
| Inaugurated | 14 December 2004 |
| Toll | Yes |

The **Millau Viaduct** (French: *Viaduc de Millau*) is a multispan cable-stayed bridge completed in 2004 across the gorge valley of the Tarn near (west of) Millau in the Aveyron department in the Occitanie Region, in Southern France. The design team was led by engineer Michel Virlogeux and British architect Norman Foster. As of 2025, it is the tallest bridge in the world, with one mast's summit at 343 metres (1,125 ft) above the base of the structure. It is the 48th highest bridge deck in the world, being 270 metres (886 ft) between the road deck and the ground below.

## History

Congestion on the route between Paris and Béziers along the A75 near Millau led to studies from 1987. After several route options were compared, the high-level crossing was chosen in 1991 and the design by Virlogeux and Foster was selected in 1996.

Construction began on 14 December 2001 (first stone) and the bridge was formally inaugurated by President Jacques Chirac on 14 December 2004. It opened to traffic two days later, on 16 December 2004.

## Construction

| Element | Figure |
| --- | --- |
| Piers | 7 (P1-P7), tallest P2: 244.96 m |
| Pylons | 7, each 87 m above the deck |
| Stays | 154 (11 pairs per pylon) |
| Deck | steel, 36,000 tonnes |
| Concrete | 85,000 m³ |

The deck was assembled on land at both ends and launched across the piers with hydraulic translators guided by GPS, meeting in the middle on 28 May 2004.

## Financing

The viaduct was built by the Eiffage group at a cost of €394 million, financed privately. Eiffage holds a concession, which expires in 2079, to collect tolls; the state can take back the concession from 2044 if it proves highly profitable.

## Records

- Tallest bridge in the world (structural height, 343 m)
- Tallest pier in the world (P2, 244.96 m without the pylon)
- Highest road bridge deck in Europe at completion (270 m)

## See also

- Duge Bridge (highest bridge deck, 565 m above the river)
- List of highest bridges

Retrieved from "https://en.wikipedia.org/w/index.php?title=Millau_Viaduct&oldid=1288402275\""""
    s4 = sr(
        ("https://en.wikipedia.org/wiki/List_of_tallest_bridges", "List of tallest bridges - Wikipedia", "This list ranks bridges by structural height, the height of the tallest pylon or pier above the ground. The Millau Viaduct (343 m) tops the list ...", "N/A"),
        ("https://en.wikipedia.org/wiki/List_of_highest_bridges", "List of highest bridges - Wikipedia", "Bridge height here is the deck height above the lowest point of the ground or water beneath. The Duge Bridge in China is 565 m above the Beipan River ...", "N/A"),
        ("https://www.highestbridges.com/wiki/index.php?title=Millau_Viaduct", "Millau Viaduct - HighestBridges.com", "Height: 270 m (deck). Tallest bridge on the planet by structural height; not among the 40 highest by deck height ...", "N/A"),
        ("https://www.guinnessworldrecords.com/world-records/tallest-bridge", "Tallest bridge | Guinness World Records", "The tallest bridge is the Millau Viaduct, whose highest mast is 343 m (1,125 ft) tall ...", "N/A"),
        ("https://www.popularmechanics.com/technology/infrastructure/a40150433/highest-vs-tallest-bridges/", "Highest vs. Tallest Bridges: What's the Difference? - Popular Mechanics", "A bridge can be tall without being high. Millau's pylons make it the tallest; the Duge Bridge's deck makes it the highest ...", "Jun 1, 2022"),
        ("https://en.wikipedia.org/wiki/Duge_Bridge", "Duge Bridge - Wikipedia", "The Duge Bridge is a cable-stayed bridge in China that opened in December 2016. Its deck is 565 m (1,854 ft) above the river ...", "N/A"),
        (en, "Millau Viaduct - Wikipedia", "It is the 48th highest bridge deck in the world, being 270 metres (886 ft) between the road deck and the ground below ...", "N/A"),
        ("https://www.reddit.com/r/civilengineering/comments/qj8m1a/tallest_vs_highest_bridge/", "Tallest vs highest bridge? : r/civilengineering", "Tallest = structure height (Millau). Highest = deck above ground/water (Duge) ...", "Oct 30, 2021"),
        ("https://www.cnn.com/travel/article/millau-viaduct-bridge-france/index.html", "Millau Viaduct: The world's tallest bridge | CNN Travel", "At 343 meters, the top of its highest mast stands taller than the Eiffel Tower ...", "Mar 12, 2021"),
        ("https://www.structurae.net/en/structures/duge-bridge", "Duge Bridge (Duge, 2016) | Structurae", "Cable-stayed bridge, main span 720 m, deck height 565 m ...", "N/A"),
    )
    p5 = """Aller au contenu

Wikipédia, l'encyclopédie libre

| Viaduc de Millau | |
| --- | --- |
| Géographie | France, Occitanie, Aveyron |
| Franchit | Vallée du Tarn |
| Fonction | Viaduc autoroutier (A75) |
| Type | Pont à haubans multiple |
| Longueur | 2 460 m |
| Largeur | 32,05 m |
| Hauteur | 343 m (sommet du pylône P2) |
| Tirant d'air | 270 m |
| Portée principale | 342 m |
| Nombre de travées | 8 |
| Matériau(x) | Acier (tablier), béton (piles) |
| Conception | Michel Virlogeux (ingénieur), Norman Foster (architecte) |
| Construction | 14 décembre 2001 - 2004 |
| Inauguration | 14 décembre 2004 |
| Mise en service | 16 décembre 2004 |
| Coût | 394 millions d'euros (2004) |
| Concessionnaire | Compagnie Eiffage du viaduc de Millau (CEVM) |

Le **viaduc de Millau** est un pont à haubans franchissant la vallée du Tarn, dans le département de l'Aveyron, en France. Il permet à l'autoroute A75 de relier le causse du Larzac au causse Rouge, à l'ouest de Millau.

## Caractéristiques

Le tablier, d'une longueur de 2 460 m et d'une largeur de 32,05 m, repose sur sept piles en béton. La pile P2, la plus haute, mesure 244,96 m ; avec le pylône qui la surmonte, l'ouvrage culmine à 343 m, ce qui en fait le pont le plus haut du monde par sa structure. Le tablier se trouve à 270 m au-dessus du Tarn en son point le plus élevé.

## Chronologie

- 1996 : choix du projet Virlogeux-Foster
- 14 décembre 2001 : pose de la première pierre
- 28 mai 2004 : jonction des deux parties du tablier
- 14 décembre 2004 : inauguration par Jacques Chirac
- 16 décembre 2004 : ouverture à la circulation

## Concession

La concession a été accordée pour 78 ans (3 ans de construction, 75 ans d'exploitation), soit jusqu'en 2079."""
    p8 = """# Millau Viaduct

**Foster + Partners** | Millau, France | 1993 - 2004

| | |
| --- | --- |
| Client | Compagnie Eiffage du Viaduc de Millau |
| Status | Completed |
| Length | 2,460 m |
| Highest pylon | 343 m |
| Collaborator | Michel Virlogeux (engineer) |
| Awards | 2005 IStructE Supreme Award; 2006 IABSE Outstanding Structure Award |

In the modern tradition of innovative engineering, the viaduct crosses the valley of the river Tarn with a gently curving line of pylon-topped piers. The cable-stayed structure, with eight spans, is as delicate as possible, touching the ground lightly.

The piers range in height from 77 to 245 metres, and each splits into two thinner, more flexible columns below the roadway, allowing the deck to expand and contract. Above the deck, each pylon rises a further 87 metres.

The deck is a steel box girder, 4.2 metres deep, carrying two lanes in each direction plus hard shoulders, with screens on either side to protect vehicles from crosswinds.

> "The bridge should have the delicacy of a butterfly." — Norman Foster"""
    mem_after = {
        "millau_length": "2,460 m",
        "millau_height": "343 m to mast top (structural height); deck up to 270 m above the Tarn; tallest pier P2 244.96 m",
        "millau_opened": "inaugurated 14 Dec 2004 (Chirac); opened to traffic 16 Dec 2004",
    }
    turns = [
        (search("Millau Viaduct height length cost opening date"), s1),
        (extract(en, "Length, height, cost, opening date and designers of the Millau Viaduct"), p2),
        (memory("add", dict={"millau_length": "2,460 m", "millau_height": "343 m", "millau_cost": "€394 million", "millau_opened": "16 December 2004"}),
         added("millau_length", "millau_height", "millau_cost", "millau_opened")),
        (search("Millau Viaduct tallest bridge vs highest bridge Duge deck height"), s4),
        (extract(fr, "Hauteur, tirant d'air, dates d'inauguration et de mise en service"), p5),
        (memory("update", dict={"millau_height": mem_after["millau_height"]}), updated("millau_height")),
        (memory("update", dict={"millau_opened": mem_after["millau_opened"]}), updated("millau_opened")),
        (extract(fp, "Architect's description, pier heights and pylon height above the deck"), p8),
        (memory("remove", key_list=["millau_cost"]), removed("millau_cost")),
        (memory("retrieve_all"), dump(mem_after)),
    ]
    rs.add("search", "h52-search-05", SYSTEM, turns)


# ---------------------------------------------------------------- 06 Structurae (bad: renamed memory key back under its old name)
def t06(rs: RowSet) -> None:
    st = "https://structurae.net/en/structures/queensferry-crossing"
    s1 = sr(
        (st, "Queensferry Crossing (South Queensferry/North Queensferry, 2017) | Structurae", "Queensferry Crossing, also known as Forth Replacement Crossing. Cable-stayed bridge, 3 towers, main spans 2 × 650 m, total length 2 700 m. Completion: 2017 ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Queensferry_Crossing", "Queensferry Crossing - Wikipedia", "The Queensferry Crossing is a road bridge in Scotland built alongside the Forth Road Bridge. It is the longest three-tower, cable-stayed bridge in the world at 2.7 km ...", "N/A"),
        ("https://www.transport.gov.scot/projects/queensferry-crossing/", "Queensferry Crossing | Transport Scotland", "The Queensferry Crossing opened to traffic on 30 August 2017. At 207 m above high tide, its towers make it the tallest bridge in the UK ...", "N/A"),
        ("https://www.theforthbridges.org/queensferry-crossing/facts-and-figures/", "Queensferry Crossing facts and figures | The Forth Bridges", "Length 2.7 km; 3 towers 207 m; 23,000 miles of cable; 150,000 tonnes of concrete ...", "N/A"),
        ("https://www.jacobs.com/projects/queensferry-crossing", "Queensferry Crossing | Jacobs", "Jacobs, in a joint venture with Arup, was the principal designer of the Forth Replacement Crossing ...", "N/A"),
        ("https://www.arup.com/projects/queensferry-crossing/", "Queensferry Crossing | Arup", "Arup and Jacobs designed the three-tower cable-stayed bridge with crossing stay cables at mid-span, a world first at this scale ...", "N/A"),
        ("https://www.bbc.co.uk/news/uk-scotland-edinburgh-east-fife-41094802", "Queensferry Crossing opens to traffic - BBC News", "The first vehicles have crossed the new £1.35bn Queensferry Crossing over the Firth of Forth ...", "Aug 30, 2017"),
        ("https://www.ice.org.uk/what-is-civil-engineering/infrastructure-projects/queensferry-crossing", "Queensferry Crossing | Institution of Civil Engineers", "Construction began in September 2011; the bridge deck was completed in February 2017 ...", "N/A"),
        ("https://structurae.net/en/structures/forth-road-bridge", "Forth Road Bridge (North Queensferry/South Queensferry, 1964) | Structurae", "Suspension bridge, main span 1 006 m, opened 1964 ...", "N/A"),
        ("https://www.reddit.com/r/Edinburgh/comments/6wubt5/queensferry_crossing_finally_open/", "Queensferry Crossing finally open : r/Edinburgh", "Drove over it at 6am. Worth the wait ...", "Aug 30, 2017"),
    )
    p2 = """# Queensferry Crossing

South Queensferry / North Queensferry, Scotland, United Kingdom | Structurae ID: 20048817

## General Information

| | |
| --- | --- |
| Other name(s) | Forth Replacement Crossing |
| Beginning of works | 2011 |
| Completion | 30 August 2017 |
| Status | in use |

## Project Type

| | |
| --- | --- |
| Function / usage | Motorway bridge |
| Structure | Cable-stayed bridge, multi-span, with crossing stays at mid-span |
| Material | Steel-concrete composite deck; reinforced concrete towers |

## Location

| | |
| --- | --- |
| Location | South Queensferry, Edinburgh - North Queensferry, Fife |
| Crosses | Firth of Forth |
| Carries | M90 motorway |
| Coordinates | 56° 0' 12" N, 3° 24' 47" W |

## Technical Information

| Dimensions | |
| --- | --- |
| main spans | 2 x 650 m |
| side spans | 2 x 221 m |
| total length | 2 700 m |
| tower height | 207 m (above high water) |
| number of towers | 3 |
| deck width | 39.80 m |
| number of stay cables | 288 |

| Cost | |
| --- | --- |
| cost of construction | Pound Sterling 1 350 000 000 |

## Participants

- Owner: Scottish Ministers (Transport Scotland)
- Structural engineering: Jacobs Arup joint venture (Forth Crossing Design JV)
- Architect: Dissing+Weitling
- Contractor: Forth Crossing Bridge Constructors (Hochtief, American Bridge, Dragados, Morrison Construction)

## Relevant Web Sites

- Transport Scotland project page
- The Forth Bridges"""
    s4 = sr(
        ("https://www.bbc.co.uk/news/uk-scotland-edinburgh-east-fife-23059040", "Forth Replacement Crossing to be named Queensferry Crossing - BBC News", "The new Forth bridge will be called the Queensferry Crossing, the Scottish government has announced after a public vote ...", "Jun 26, 2013"),
        ("https://en.wikipedia.org/wiki/Queensferry_Crossing", "Queensferry Crossing - Wikipedia", "Known during planning as the Forth Replacement Crossing, the name Queensferry Crossing was chosen in a public vote and announced on 26 June 2013 ...", "N/A"),
        ("https://www.gov.scot/news/queensferry-crossing-named/", "Queensferry Crossing named - gov.scot", "The new bridge across the Forth will be known as the Queensferry Crossing, First Minister Alex Salmond announced ...", "Jun 26, 2013"),
        ("https://www.transport.gov.scot/projects/queensferry-crossing/", "Queensferry Crossing | Transport Scotland", "The Queensferry Crossing was officially opened by Her Majesty The Queen on 4 September 2017 ...", "N/A"),
        ("https://www.scotsman.com/news/transport/queensferry-crossing-name-vote-results-1513297", "Queensferry Crossing wins bridge name vote - The Scotsman", "Queensferry Crossing received 12,097 votes, ahead of Caledonia Bridge and Saltire Crossing ...", "Jun 27, 2013"),
        ("https://www.theforthbridges.org/queensferry-crossing/history/", "History | The Forth Bridges", "2013: name chosen; 2017: opened to traffic 30 August, official opening 4 September ...", "N/A"),
        ("https://www.heraldscotland.com/news/13111264.queensferry-crossing-chosen-name-new-forth-bridge/", "Queensferry Crossing chosen as name for new Forth bridge | The Herald", "More than 35,000 people took part in the public vote ...", "Jun 26, 2013"),
        (st, "Queensferry Crossing (South Queensferry/North Queensferry, 2017) | Structurae", "Other name(s): Forth Replacement Crossing. Completion: 30 August 2017 ...", "N/A"),
        ("https://www.newcivilengineer.com/archive/forth-replacement-crossing-contract-awarded-2011/", "Forth Replacement Crossing contract awarded | New Civil Engineer", "Forth Crossing Bridge Constructors has been awarded the £790M principal contract ...", "Apr 21, 2011"),
        ("https://www.reddit.com/r/Scotland/comments/1h2p3k/new_forth_bridge_name/", "New Forth bridge name : r/Scotland", "Queensferry Crossing it is. Boaty McBridgeface must have been a close second ...", "Jun 26, 2013"),
    )
    turns = [
        (search("Forth Replacement Crossing structurae main span tower height"), s1),
        (extract(st, "Spans, tower height, completion date and participants of the bridge"), p2),
        (memory("add", dict={"frc_spans": "2 × 650 m main spans, 2 × 221 m side spans, 2 700 m total", "frc_towers": "3 towers, 207 m above high water (tallest bridge in the UK)", "frc_opened": "30 Aug 2017 (to traffic)"}),
         added("frc_spans", "frc_towers", "frc_opened")),
        (search("Forth Replacement Crossing renamed Queensferry Crossing official name 2013"), s4),
        (memory("remove", key_list=["frc_opened"]), removed("frc_opened")),
        (memory("add", dict={"qc_opened": "30 Aug 2017 to traffic; officially opened 4 Sep 2017 by the Queen"}), added("qc_opened")),
        (memory("retrieve_all"), dump({
            "frc_spans": "2 × 650 m main spans, 2 × 221 m side spans, 2 700 m total",
            "frc_towers": "3 towers, 207 m above high water (tallest bridge in the UK)",
            "frc_opened": "30 Aug 2017 to traffic; officially opened 4 Sep 2017 by the Queen"})),
    ]
    rs.add("search", "h52-search-06", SYSTEM, turns, bad=True, turn=7,
           kind="retrieve_all lists the opening date under the removed key frc_opened, while qc_opened, added at turn 6 as its replacement, is missing.")

# ---------------------------------------------------------------- 07 NASA Exoplanet Archive (clean)
def t07(rs: RowSet) -> None:
    home = "https://exoplanetarchive.ipac.caltech.edu/"
    ov = "https://exoplanetarchive.ipac.caltech.edu/overview/TRAPPIST-1"
    s1 = sr(
        (home, "NASA Exoplanet Archive", "The NASA Exoplanet Archive is an astronomical exoplanet and stellar catalog and data service that collates and cross-correlates astronomical data and information on exoplanets ...", "N/A"),
        (ov, "TRAPPIST-1 Overview - NASA Exoplanet Archive", "TRAPPIST-1: 7 planets. Stellar parameters, planetary parameters (default: Agol et al. 2021), transit and radial velocity data ...", "N/A"),
        ("https://science.nasa.gov/exoplanets/discoveries-dashboard/", "Discoveries Dashboard - NASA Science", "Exoplanets: confirmed, candidates, and the missions that found them. Count updated weekly from the NASA Exoplanet Archive ...", "N/A"),
        ("https://exoplanetarchive.ipac.caltech.edu/cgi-bin/TblView/nph-tblView?app=ExoTbls&config=PS", "Planetary Systems Table - NASA Exoplanet Archive", "Planetary Systems (PS) table: one row per planet per reference. Columns: pl_name, hostname, disc_year, pl_orbper, pl_rade ...", "N/A"),
        ("https://en.wikipedia.org/wiki/TRAPPIST-1", "TRAPPIST-1 - Wikipedia", "TRAPPIST-1 is a cool red dwarf star with seven known exoplanets. It lies in the constellation Aquarius about 40.5 light-years (12.4 parsecs) away ...", "N/A"),
        ("https://science.nasa.gov/exoplanets/trappist1/", "TRAPPIST-1 - NASA Science", "The TRAPPIST-1 system contains seven Earth-size planets, three of which orbit in the habitable zone ...", "N/A"),
        ("https://exoplanetarchive.ipac.caltech.edu/docs/counts_detail.html", "Exoplanet and Candidate Statistics - NASA Exoplanet Archive", "Confirmed planets by discovery method and facility; Kepler, K2 and TESS project candidates ...", "N/A"),
        ("https://www.jpl.nasa.gov/news/trappist-1-planets-jwst-2023", "NASA's Webb measures the temperature of TRAPPIST-1 b - JPL", "Webb's MIRI instrument detected thermal emission from TRAPPIST-1 b, suggesting it has no substantial atmosphere ...", "Mar 27, 2023"),
        ("https://iopscience.iop.org/article/10.3847/PSJ/abd022", "Refining the Transit-timing and Photometric Analysis of TRAPPIST-1 - Agol et al. 2021, PSJ 2, 1", "Masses and radii of the seven planets to 3-5 per cent precision from 447 transits ...", "Jan 22, 2021"),
        ("https://www.reddit.com/r/askastronomy/comments/14k2v9s/how_often_is_the_nasa_exoplanet_archive_updated/", "How often is the NASA Exoplanet Archive updated? : r/askastronomy", "Weekly, usually on Thursdays. The counts on the front page change then ...", "Jun 27, 2023"),
    )
    p2 = """# NASA Exoplanet Archive

*This research has made use of the NASA Exoplanet Archive, which is operated by the California Institute of Technology, under contract with the National Aeronautics and Space Administration under the Exoplanet Exploration Program.*

## Exoplanet and Candidate Statistics

Last updated: Thursday, 24 July 2025

| Category | Count |
| --- | --- |
| Confirmed Planets | 5,921 |
| Planetary Systems | 4,427 |
| Systems with Multiple Planets | 993 |
| TESS Project Candidates | 7,655 |
| TESS Confirmed Planets | 638 |
| Kepler Project Candidates | 1,979 |
| Kepler Confirmed Planets | 2,784 |
| K2 Candidates | 975 |
| K2 Confirmed Planets | 548 |

## News

- **July 24, 2025** — This week's update adds 9 new planets, including two warm sub-Neptunes from TESS. Totals above reflect the update.
- **July 17, 2025** — 14 new planets added; Planetary Systems table now includes 41 new parameter sets.
- **June 12, 2025** — New TAP service documentation for the Planetary Systems Composite Parameters table.

## Data

- Planetary Systems | Planetary Systems Composite Data | TESS Project Candidates | Kepler Objects of Interest | Microlensing | Transit and Ephemeris Service

## Tools

- Exoplanet Watch | Periodogram Service | Transit Prediction Service | Interactive Table Tools"""
    rows = [("b", "1.510826", "1.116", "1.374", "2016"), ("c", "2.421937", "1.097", "1.308", "2016"),
            ("d", "4.049219", "0.788", "0.388", "2016"), ("e", "6.101013", "0.920", "0.692", "2017"),
            ("f", "9.207540", "1.045", "1.039", "2017"), ("g", "12.352446", "1.129", "1.321", "2017"),
            ("h", "18.772866", "0.755", "0.326", "2017")]
    table = "\n".join(f"| TRAPPIST-1 {n} | {p} | {r} | {m} | Transit | {y} | Agol et al. 2021 |" for n, p, r, m, y in rows)
    p3 = f"""# TRAPPIST-1

**Overview** | Planets: 7 | Stars: 1

## Stellar Parameters (default: Agol et al. 2021)

| Parameter | Value |
| --- | --- |
| Spectral Type | M8 V |
| Distance [pc] | 12.4299 ± 0.0187 |
| Effective Temperature [K] | 2566 ± 26 |
| Stellar Radius [Solar Radius] | 0.1192 ± 0.0013 |
| Stellar Mass [Solar Mass] | 0.0898 ± 0.0023 |
| V (Johnson) [mag] | 18.798 |
| RA / Dec | 23h06m29.37s / -05d02m29.03s |

## Planetary Parameters

Sorted by: Orbital Period (ascending)

| Planet | Orbital Period [days] | Radius [Earth Radius] | Mass [Earth Mass] | Discovery Method | Discovery Year | Reference |
| --- | --- | --- | --- | --- | --- | --- |
{table}

Number of parameter sets available per planet: b 9, c 9, d 8, e 8, f 8, g 8, h 6.

## Data

Light curves: 47 (Spitzer, K2, TRAPPIST, SPECULOOS) | Transit spectra: 12 (HST, JWST)"""
    s5 = sr(
        ("https://www.nasa.gov/universe/exoplanets/cosmic-milestone-nasa-confirms-5000-exoplanets/", "Cosmic Milestone: NASA Confirms 5,000 Exoplanets - NASA", "The official count of exoplanets in the NASA Exoplanet Archive ticked past 5,000 on March 21, 2022, with the addition of 65 new planets ...", "Mar 21, 2022"),
        ("https://www.jpl.nasa.gov/news/cosmic-milestone-nasa-confirms-5000-exoplanets", "Cosmic Milestone: NASA Confirms 5,000 Exoplanets | JPL", "With the latest batch of 65 exoplanets, the total stands at 5,005 ...", "Mar 21, 2022"),
        ("https://www.space.com/nasa-confirms-5000-exoplanets-milestone", "NASA confirms more than 5,000 exoplanets - Space.com", "It took 30 years to go from the first few worlds to 5,000; 4,000 was reached in 2019 ...", "Mar 22, 2022"),
        ("https://www.nytimes.com/2022/03/22/science/exoplanets-5000-nasa.html", "NASA's Exoplanet Count Passes 5,000 - The New York Times", "The milestone comes three decades after the first planets beyond our solar system were confirmed ...", "Mar 22, 2022"),
        ("https://en.wikipedia.org/wiki/Lists_of_exoplanets", "Lists of exoplanets - Wikipedia", "As of the latest archive update, there are several thousand confirmed exoplanets in several thousand planetary systems ...", "N/A"),
        ("https://exoplanetarchive.ipac.caltech.edu/docs/exonews_archive.html", "Exoplanet News Archive - NASA Exoplanet Archive", "March 21, 2022: The archive's confirmed planet count passes 5,000 ...", "N/A"),
        ("https://www.sciencenews.org/article/exoplanets-5000-nasa-milestone", "The count of confirmed exoplanets just passed 5,000 | Science News", "Most of the 5,005 are found by the transit method ...", "Mar 22, 2022"),
        ("https://www.planetary.org/articles/5000-exoplanets", "5,000 exoplanets and counting | The Planetary Society", "From 51 Pegasi b to the TRAPPIST-1 system, a look back at milestones ...", "Mar 24, 2022"),
        ("https://www.reddit.com/r/space/comments/tjrsr4/nasa_confirms_5000_exoplanets/", "NASA confirms 5,000 exoplanets : r/space", "24k votes. The sonification video is great ...", "Mar 22, 2022"),
        ("https://www.youtube.com/watch?v=8c4N5xbH9jM", "A Universe of 5,000 Worlds: Visualizing the Growing Number of Exoplanets - NASA", "Sonification of the 5,000 confirmed exoplanets in order of discovery ...", "Mar 21, 2022"),
    )
    turns = [
        (search("NASA Exoplanet Archive confirmed planets count TRAPPIST-1 parameters"), s1),
        (extract(home, "Current number of confirmed planets and planetary systems"), p2),
        (extract(ov, "Orbital periods, radii, masses and discovery years of the TRAPPIST-1 planets"), p3),
        (memory("add", dict={"trappist1": "7 planets b–h; b, c, d disc. 2016, e–h 2017 (Agol et al. 2021 default set)", "trappist1_dist": "12.43 pc (≈40.5 ly)", "exo_confirmed": "5,921 confirmed in 4,427 systems (archive, 24 Jul 2025)"}),
         added("trappist1", "trappist1_dist", "exo_confirmed")),
        (search("NASA exoplanet archive 5,000 confirmed milestone March 2022"), s5),
        (memory("add", dict={"exo_5000_milestone": "passed 5,000 on 21 Mar 2022 (5,005 after adding 65)"}), added("exo_5000_milestone")),
    ]
    rs.add("search", "h52-search-07", SYSTEM, turns)


# ---------------------------------------------------------------- 08 NASA Science, Saturn's moons (bad: a snippet of the same page gives another total)
def t08(rs: RowSet) -> None:
    nasa = "https://science.nasa.gov/saturn/moons/"
    gu = "https://www.theguardian.com/science/2025/mar/11/saturn-has-128-new-moons-astronomers-say"
    s1 = sr(
        (nasa, "Saturn Moons - NASA Science", "Saturn has 274 confirmed moons in its orbit, far more than any other planet in our solar system. Saturn's moons range in size from larger than the planet Mercury ...", "N/A"),
        (gu, "Saturn has 128 new moons, astronomers say | The Guardian", "Astronomers have found 128 new moons orbiting Saturn, bringing its total to 274 - almost twice as many as all the other planets combined ...", "Mar 11, 2025"),
        ("https://en.wikipedia.org/wiki/Moons_of_Saturn", "Moons of Saturn - Wikipedia", "There are 274 moons with secure orbits, more than any other planet. Among them, 63 have formal names; most of the rest are small irregular moons ...", "N/A"),
        ("https://www.nytimes.com/2025/03/11/science/saturn-moons.html", "Saturn Gains 128 New Moons, Cementing Its Title as Moon King - The New York Times", "The Minor Planet Center recognized the new moons on Tuesday. Saturn now has 274, far more than Jupiter's 95 ...", "Mar 11, 2025"),
        ("https://www.asiaa.sinica.edu.tw/news/read.php?id=1203", "ASIAA astronomers discover 128 new moons of Saturn", "Dr Edward Ashton and colleagues used the Canada-France-Hawaii Telescope and the shift-and-stack technique ...", "Mar 11, 2025"),
        ("https://www.space.com/astronomy/saturn/saturn-128-new-moons", "Saturn just got 128 new moons - Space.com", "The newly confirmed objects are all small, irregular moons a few kilometers across, likely fragments of collisions ...", "Mar 11, 2025"),
        ("https://www.cnn.com/2025/03/11/science/saturn-new-moons/index.html", "Saturn has 128 new moons, bringing its total to 274 | CNN", "Saturn's new moons were spotted between 2021 and 2023 and confirmed by tracking them over several years ...", "Mar 12, 2025"),
        ("https://minorplanetcenter.net/mpec/K25/K25E48.html", "MPEC 2025-E48 : New Satellites of Saturn - Minor Planet Center", "Orbital elements for newly recognized outer satellites of Saturn, provisional designations S/2023 S ...", "Mar 11, 2025"),
        ("https://www.reddit.com/r/space/comments/1j8v2mh/saturn_now_has_274_moons/", "Saturn now has 274 moons : r/space", "8.7k votes. At what point do we stop calling rocks moons? ...", "Mar 11, 2025"),
        ("https://www.nationalgeographic.com/science/article/saturn-moon-count-274", "Saturn now has 274 moons. Here's why that number keeps rising | National Geographic", "Better cameras and stacking techniques are revealing ever-smaller irregular moons ...", "Mar 14, 2025"),
    )
    p2 = """# Saturn Moons

Saturn has 274 confirmed moons in its orbit, far more than any other planet in our solar system. Saturn's moons range in size from larger than the planet Mercury - the giant moon Titan - to as small as a sports arena.

## Overview

In March 2025, the International Astronomical Union's Minor Planet Center recognized 128 new moons of Saturn, discovered by a team led by Edward Ashton of the Academia Sinica Institute of Astronomy and Astrophysics in Taiwan. The new moons raised Saturn's count from 146 to 274.

Saturn's moons are grouped by orbit:

| Group | Description | Examples |
| --- | --- | --- |
| Major inner moons | Regular, large, roughly circular orbits | Mimas, Enceladus, Tethys, Dione, Rhea |
| Titan and outer regular moons | | Titan, Hyperion, Iapetus |
| Inuit group | Prograde irregular moons | Ijiraq, Kiviuq, Paaliaq, Siarnaq, Tarqeq |
| Gallic group | Prograde irregular moons | Albiorix, Bebhionn, Erriapus, Tarvos |
| Norse group | Retrograde irregular moons, the majority | Phoebe, Ymir, Skathi, Mundilfari |

## Titan

Titan, Saturn's largest moon, is the second largest moon in the solar system after Jupiter's Ganymede. It is the only moon known to have a thick atmosphere and the only world besides Earth with stable liquids - methane and ethane - on its surface. NASA's Dragonfly rotorcraft is scheduled to launch in 2028.

## Enceladus

Enceladus sprays water ice and vapor from its south polar region. Cassini flew through the plumes and found salts, silica and organic molecules, evidence of a global ocean beneath the ice.

## Naming

Saturn's irregular moons are named after giants from Norse, Gallic and Inuit mythology, following the group they belong to. Most of the 128 new moons carry provisional designations (for example S/2023 S 24) and will receive names over time.

## Key numbers

| | |
| --- | --- |
| Confirmed moons | 274 |
| Moons added March 2025 | 128 |
| Count before March 2025 | 146 |
| Largest moon | Titan (5,150 km diameter) |"""
    s4 = sr(
        ("https://www.asiaa.sinica.edu.tw/news/read.php?id=1203", "ASIAA astronomers discover 128 new moons of Saturn", "The International Astronomical Union has officially recognized 128 new moons of Saturn discovered by a team led by Dr Edward Ashton ...", "Mar 11, 2025"),
        (gu, "Saturn has 128 new moons, astronomers say | The Guardian", "'I don't think we'll ever be able to catch up with Saturn,' said Edward Ashton, who led the discovery ...", "Mar 11, 2025"),
        ("https://minorplanetcenter.net/mpec/K25/K25E48.html", "MPEC 2025-E48 : New Satellites of Saturn - Minor Planet Center", "Orbital elements for newly recognized outer satellites of Saturn, provisional designations S/2023 S ...", "Mar 11, 2025"),
        (nasa, "Saturn Moons - NASA Science", "Saturn has 247 confirmed moons in its orbit, far more than any other planet in our solar system. Saturn's moons range in size from larger than the planet Mercury ...", "N/A"),
        ("https://www.science.org/content/article/saturn-gains-128-moons", "Saturn gains 128 moons in a single announcement | Science", "The team used shift-and-stack imaging from CFHT in 2023 to track faint objects moving with Saturn ...", "Mar 11, 2025"),
        ("https://www.ubc.ca/news/2025/03/saturn-128-new-moons-ubc-astronomers", "UBC astronomers help find 128 new moons of Saturn", "Professor Brett Gladman and former UBC postdoc Edward Ashton ...", "Mar 11, 2025"),
        ("https://www.newscientist.com/article/2471021-saturn-now-has-274-moons-after-astronomers-find-128-more/", "Saturn now has 274 moons after astronomers find 128 more | New Scientist", "Ashton and his colleagues found the moons by shifting and stacking images ...", "Mar 11, 2025"),
        ("https://en.wikipedia.org/wiki/Edward_Ashton_(astronomer)", "Edward Ashton (astronomer) - Wikipedia", "Edward Ashton is an astronomer at ASIAA known for the discovery of dozens of small moons of Saturn ...", "N/A"),
        ("https://www.cbc.ca/news/science/saturn-moons-128-1.7480011", "Saturn gets 128 new moons, thanks to Canadian-led team | CBC News", "The discoveries, made with the Canada-France-Hawaii Telescope, were confirmed by the Minor Planet Center ...", "Mar 11, 2025"),
        ("https://www.reddit.com/r/Astronomy/comments/1j8x0qz/edward_ashton_ama_saturn_moons/", "I'm Edward Ashton, I helped find 128 new moons of Saturn. AMA : r/Astronomy", "Happy to answer questions about shift-and-stack and why irregular moons matter ...", "Mar 13, 2025"),
    )
    p5 = """# Saturn has 128 new moons, astronomers say

**Nicola Davis, Science correspondent** | Tue 11 Mar 2025 13.00 GMT

Astronomers have found 128 new moons orbiting Saturn, bringing its total to 274 - almost twice as many as all the other planets combined.

The discoveries, which have been officially recognised by the International Astronomical Union, mean Saturn holds the record for the most moons of any planet in our solar system.

"I don't think we'll ever be able to catch up with Saturn," said Dr Edward Ashton, a postdoctoral fellow at the Academia Sinica in Taiwan who led the team.

The moons are all small, irregular, and believed to be the remains of larger moons shattered by collisions. They were found using a technique called shift-and-stack, in which successive images are shifted at the rate a moon is moving and stacked to reveal faint objects.

The team first used the technique in 2019-2021 on data from the Canada-France-Hawaii Telescope and found 62 new moons, announced in 2023. A further three months of observations in 2023 turned up more objects, which were tracked for several years to confirm they orbit Saturn.

Before today's announcement Saturn had 146 recognised moons, while Jupiter has 95.

> "The new moons are most likely fragments of a few larger moons that were captured and then broken apart," said Prof Brett Gladman of the University of British Columbia.

The new moons will be named after Gallic, Norse and Canadian Inuit gods, in keeping with the existing groups."""
    mem_all = {
        "saturn_moons_total": "274 (NASA, after 128 recognized in Mar 2025)",
        "saturn_moons_prev": "146 before Mar 2025",
        "saturn_discoverer": "Edward Ashton (ASIAA, Taiwan) et al., CFHT shift-and-stack, observations 2023",
    }
    s8 = sr(
        ("https://www.planetary.org/articles/saturn-moon-names", "How Saturn's moons get their names | The Planetary Society", "Irregular moons are named for giants from Norse (retrograde), Gallic and Inuit (prograde) mythology ...", "Apr 2, 2025"),
        ("https://en.wikipedia.org/wiki/Moons_of_Saturn", "Moons of Saturn - Wikipedia", "The Norse group is the largest, with most of the newly recognized moons orbiting retrograde ...", "N/A"),
        ("https://www.iau.org/public/themes/naming/#saturnmoons", "Naming of astronomical objects: moons of Saturn | IAU", "Names for outer satellites of Saturn are drawn from Gallic, Inuit and Norse mythology ...", "N/A"),
        (nasa, "Saturn Moons - NASA Science", "Saturn's irregular moons are named after giants from Norse, Gallic and Inuit mythology, following the group they belong to ...", "N/A"),
        ("https://www.sciencealert.com/saturns-new-moons-naming", "Saturn's 128 new moons need names. Here's how that works | ScienceAlert", "The discoverers can propose names once orbits are secure; many will stay numbered for years ...", "Mar 18, 2025"),
        ("https://sites.google.com/carnegiescience.edu/sheppard/moons/saturnmoons", "Saturn Moons - Scott S. Sheppard", "Table of Saturn's outer moons with group, inclination and discovery year ...", "N/A"),
        ("https://www.space.com/saturn-moons-names-contest", "Name Saturn's moons? Not so fast - Space.com", "Unlike Jupiter's 2018 naming contest, the IAU has no public vote planned for Saturn's new moons ...", "Mar 20, 2025"),
        ("https://www.reddit.com/r/space/comments/1jb1a0p/saturn_moon_names/", "What are they going to name 128 moons? : r/space", "Norse mythology is going to run out of giants ...", "Mar 14, 2025"),
        ("https://solarsystem.nasa.gov/moons/saturn-moons/in-depth/", "Saturn Moons: In Depth - NASA Solar System Exploration", "Archived page: naming conventions for Saturn's moons ...", "N/A"),
        ("https://www.britannica.com/place/Saturn-planet/The-moons-of-Saturn", "Saturn - Moons, Rings, Titan | Britannica", "Saturn's moons fall into regular and irregular groups; the irregular moons form the Inuit, Gallic and Norse families ...", "N/A"),
    )
    turns = [
        (search("Saturn how many moons 2025 128 new moons"), s1),
        (extract(nasa, "Current number of Saturn's moons and how it changed in 2025"), p2),
        (memory("add", dict={k: mem_all[k] for k in ("saturn_moons_total", "saturn_moons_prev")}), added("saturn_moons_total", "saturn_moons_prev")),
        (search("Edward Ashton Saturn 128 moons Minor Planet Center announcement"), s4),
        (extract(gu, "Who found the new moons, how, and the counts before and after"), p5),
        (memory("add", dict={"saturn_discoverer": mem_all["saturn_discoverer"]}), added("saturn_discoverer")),
        (memory("retrieve_all"), dump(mem_all)),
        (search("Saturn moons naming Norse Inuit Gallic groups new moons names"), s8),
    ]
    rs.add("search", "h52-search-08", SYSTEM, turns, bad=True, turn=4,
           kind="The search result for science.nasa.gov/saturn/moons/ now says 247 confirmed moons, while the same page and its snippet said 274 at turns 1-2.")

# ---------------------------------------------------------------- 09 IUCN Red List (bad: the category reverts on re-extraction)
def t09(rs: RowSet) -> None:
    iucn = "https://www.iucnredlist.org/species/19832/233712368"
    gu = "https://www.theguardian.com/environment/2023/dec/11/saiga-antelope-no-longer-endangered-iucn-red-list"
    s1 = sr(
        (iucn, "Saiga tatarica (Saiga Antelope) - The IUCN Red List of Threatened Species", "Red List Category & Criteria: Near Threatened. Year Published: 2023. Population trend: Increasing. Previously assessed as Critically Endangered (2018) ...", "N/A"),
        ("https://www.iucn.org/press-release/202312/saiga-antelope-recovers-and-moves-near-threatened-iucn-red-list", "Saiga antelope recovers and moves to Near Threatened - IUCN Red List | IUCN", "The saiga antelope has moved from Critically Endangered to Near Threatened thanks to conservation action, today's update of The IUCN Red List reveals ...", "Dec 11, 2023"),
        (gu, "Saiga antelope no longer endangered after remarkable recovery | The Guardian", "Population in Kazakhstan rose by 1,100% between 2015 and 2022 to more than 1.3 million, after poaching and disease nearly wiped the species out ...", "Dec 11, 2023"),
        ("https://en.wikipedia.org/wiki/Saiga_antelope", "Saiga antelope - Wikipedia", "The saiga antelope (Saiga tatarica) is an antelope of the Eurasian steppe. Conservation status: Near Threatened (IUCN 3.1) ...", "N/A"),
        ("https://www.bbc.co.uk/news/science-environment-67675542", "COP28: Saiga antelope bounces back from brink - BBC News", "The Red List update, announced at the COP28 climate summit in Dubai, also lists freshwater fish declines ...", "Dec 11, 2023"),
        ("https://www.fauna-flora.org/news/saiga-antelope-no-longer-endangered/", "Saiga antelope no longer Endangered | Fauna & Flora", "The saiga's downlisting to Near Threatened is one of the greatest conservation recoveries of our time ...", "Dec 11, 2023"),
        ("https://saiga-conservation.org/saiga-red-list-update-2023/", "Red List update 2023 - Saiga Conservation Alliance", "What the move from Critically Endangered to Near Threatened means - and what it does not ...", "Dec 12, 2023"),
        ("https://www.cms.int/saiga/en/news/saiga-antelope-red-list-status-improves", "Saiga antelope Red List status improves | CMS", "Parties to the Saiga MoU welcome the improved status of Saiga tatarica ...", "Dec 13, 2023"),
        ("https://www.nationalgeographic.com/animals/article/saiga-antelope-comeback-kazakhstan", "How the saiga antelope came back from the brink | National Geographic", "A mass die-off in 2015 killed more than 200,000 saigas in weeks ...", "Jan 5, 2024"),
        ("https://www.reddit.com/r/conservation/comments/18g0x8l/saiga_antelope_downlisted_to_near_threatened/", "Saiga antelope downlisted to Near Threatened! : r/conservation", "2.1k votes. Finally some good news ...", "Dec 11, 2023"),
    )

    def page(category: str) -> str:
        return f"""# Saiga tatarica

**Saiga Antelope** | Scope of assessment: Global

## Taxonomy

| Kingdom | Phylum | Class | Order | Family |
| --- | --- | --- | --- | --- |
| ANIMALIA | CHORDATA | MAMMALIA | CETARTIODACTYLA | BOVIDAE |

Scientific name: *Saiga tatarica* (Linnaeus, 1766)
Common names: Saiga Antelope (English), Saïga (French)
Taxonomic notes: Two subspecies are recognized, *S. t. tatarica* and *S. t. mongolica*.

## Assessment Information

| | |
| --- | --- |
| Red List Category & Criteria | {category} |
| Year Published | 2023 |
| Date Assessed | 24 April 2023 |
| Assessor(s) | IUCN SSC Antelope Specialist Group |
| Reviewer(s) | Mallon, D.P. |

### Previously Published Red List Assessments

| Year | Category |
| --- | --- |
| 2018 | Critically Endangered (CR) |
| 2008 | Critically Endangered (CR) |
| 2002 | Critically Endangered (CR) |
| 1996 | Lower Risk/conservation dependent (LR/cd) |

## Geographic Range

Native: Kazakhstan; Mongolia; Russian Federation; Uzbekistan. Regionally extinct: China.

## Population

Current Population Trend: **Increasing**

The global population was estimated at over 1.3 million in 2022, the large majority in Kazakhstan (Betpak-Dala, Ustyurt and Ural populations), an increase of about 1,100% since 2015.

## Habitat and Ecology

Semi-desert and dry steppe; migratory. System: Terrestrial.

## Threats

- Poaching for horns and meat (historically the main driver of decline)
- Mass mortality events from disease: pasteurellosis (*Pasteurella multocida*) killed over 200,000 animals in May 2015
- Infrastructure barriers to migration (fences, railways, canals)
- Conflict with livestock farming as populations grow

## Conservation Actions

Listed on CITES Appendix II; CMS Appendix II; Saiga MoU. Protected areas and anti-poaching rangers in Kazakhstan; monitoring by annual aerial surveys.

**Citation:** IUCN SSC Antelope Specialist Group. 2023. *Saiga tatarica*. The IUCN Red List of Threatened Species 2023: e.T19832A233712368. https://dx.doi.org/10.2305/IUCN.UK.2023-1.RLTS.T19832A233712368.en"""

    s4 = sr(
        ("https://www.reuters.com/world/asia-pacific/kazakhstan-saiga-antelope-population-rises-28-million-2024-06-04/", "Kazakhstan's saiga antelope population rises to 2.8 million | Reuters", "Kazakhstan's aerial survey in spring 2024 counted 2.8 million saiga, up from 1.9 million a year earlier, the ecology ministry said ...", "Jun 4, 2024"),
        ("https://www.gov.kz/memleket/entities/ecogeo/press/news/details/775512", "Results of the 2024 aerial census of saiga - Ministry of Ecology of Kazakhstan", "According to the aerial census, the saiga population is 2.8 million; the Betpak-Dala population is the largest ...", "Jun 3, 2024"),
        ("https://www.theguardian.com/world/2024/jun/18/kazakhstan-saiga-cull-farmers", "Kazakhstan to cull saiga antelopes after population boom angers farmers | The Guardian", "Authorities plan to cull up to 200,000 saiga, saying herds are damaging crops and pastures ...", "Jun 18, 2024"),
        ("https://saiga-conservation.org/2024-census-results/", "2024 census results - Saiga Conservation Alliance", "The 2024 census estimated 2.8 million animals. Methodological notes ...", "Jun 10, 2024"),
        ("https://www.bbc.co.uk/news/articles/cjl7xn0p3ego", "Saiga antelope: From near-extinction to a cull - BBC News", "Just a decade after mass die-offs, Kazakhstan says there are too many saiga ...", "Oct 3, 2024"),
        ("https://mongabay.com/2024/07/kazakhstan-saiga-cull-conservationists-concern/", "Conservationists concerned as Kazakhstan plans saiga cull - Mongabay", "Scientists question whether the 2.8 million estimate justifies a cull ...", "Jul 2, 2024"),
        (gu, "Saiga antelope no longer endangered after remarkable recovery | The Guardian", "Population in Kazakhstan rose by 1,100% between 2015 and 2022 to more than 1.3 million ...", "Dec 11, 2023"),
        ("https://en.wikipedia.org/wiki/Saiga_antelope", "Saiga antelope - Wikipedia", "A 2024 aerial survey in Kazakhstan counted about 2.8 million animals ...", "N/A"),
        ("https://www.acbk.kz/en/news/aerial-survey-2024", "Aerial survey 2024 | ACBK", "ACBK specialists took part in the spring aerial count of saiga in Betpak-Dala, Ustyurt and Ural ...", "May 28, 2024"),
        ("https://www.reddit.com/r/Kazakhstan/comments/1d8g3fk/saiga_28_million/", "Saiga now 2.8 million? : r/Kazakhstan", "They're all over the roads near Aral now ...", "Jun 5, 2024"),
    )
    p5 = """# Saiga antelope no longer endangered after remarkable recovery

**Patrick Greenfield** | Mon 11 Dec 2023 11.30 GMT

The saiga antelope, a steppe species once slaughtered in huge numbers for its horns, is no longer endangered after a remarkable recovery, according to the latest update of the IUCN Red List of Threatened Species.

The species, which roams the grasslands of Kazakhstan, Russia, Uzbekistan and Mongolia, has moved from critically endangered to near threatened.

Numbers in Kazakhstan increased by 1,100% between 2015 and 2022, reaching more than 1.3 million, after a decade of conservation work and a crackdown on poaching. In 2015, a bacterial disease killed more than 200,000 saiga in less than a month.

> "The recovery of the saiga antelope in Kazakhstan is a powerful example of how collaboration between governments, scientists and local communities can bring a species back from the brink," said the IUCN director general, Grethel Aguilar.

The Red List update was announced at the Cop28 climate summit in Dubai. It also showed that a quarter of freshwater fish species assessed are at risk of extinction, and that green turtles in the south Pacific and east Pacific are threatened by climate change.

## Numbers at a glance

| Year | Saiga in Kazakhstan |
| --- | --- |
| 2005 | ~39,000 |
| 2015 | ~110,000 (before the die-off) |
| 2022 | 1.3 million+ |"""
    s7 = sr(
        ("https://www.wcs.org/get-involved/updates/mongolian-saiga-dzud-2024", "Mongolian saiga hit by harsh 2024 dzud - WCS Mongolia", "The Mongolian saiga (Saiga tatarica mongolica) lost a large share of its population in the severe winter of 2023-24 ...", "May 22, 2024"),
        ("https://www.wwf.mn/en/news/mongolian-saiga-count-2024", "Mongolian saiga population count 2024 - WWF Mongolia", "Results of the joint survey in the Shargyn Gobi and Huisiin Gobi ...", "Jun 14, 2024"),
        ("https://en.wikipedia.org/wiki/Mongolian_saiga", "Mongolian saiga - Wikipedia", "The Mongolian saiga is a subspecies of the saiga antelope found only in western Mongolia ...", "N/A"),
        ("https://saiga-conservation.org/mongolian-saiga/", "Mongolian saiga - Saiga Conservation Alliance", "Unlike the nominate subspecies in Kazakhstan, the Mongolian saiga remains highly vulnerable to dzud and disease ...", "N/A"),
        ("https://www.science.org/doi/10.1126/sciadv.aao2314", "Peste des petits ruminants in Mongolian saiga - Science Advances", "An outbreak in 2016-2017 killed an estimated 80% of the Mongolian saiga population ...", "Oct 2018"),
        ("https://www.unep.org/news-and-stories/story/mongolian-saiga-recovery", "Can the Mongolian saiga recover? | UNEP", "Rangers, water points and livestock vaccination support the subspecies ...", "Sep 9, 2022"),
        ("https://www.montsame.mn/en/read/342118", "Saiga population decreases after dzud | MONTSAME", "Ministry of Environment reports heavy losses of wild ungulates in western aimags ...", "Apr 30, 2024"),
        ("https://www.cms.int/saiga/en/publication/medium-term-international-work-programme-2021-2025", "Medium-Term International Work Programme for the Saiga Antelope 2021-2025 | CMS", "Actions for both subspecies across range states ...", "N/A"),
        ("https://www.iucnredlist.org/species/19832/233712368", "Saiga tatarica (Saiga Antelope) - The IUCN Red List of Threatened Species", "Taxonomic notes: Two subspecies are recognized, S. t. tatarica and S. t. mongolica ...", "N/A"),
        ("https://www.reddit.com/r/Mongolia/comments/1c0x2dz/dzud_2024_wildlife/", "Dzud 2024 and wildlife : r/Mongolia", "Saw reports that saiga were hit hard this winter ...", "Apr 10, 2024"),
    )
    s11 = sr(
        ("https://www.iucn.org/press-release/202312/saiga-antelope-recovers-and-moves-near-threatened-iucn-red-list", "Saiga antelope recovers and moves to Near Threatened - IUCN Red List | IUCN", "Dubai, UAE, 11 December 2023 (IUCN) - The saiga antelope has moved from Critically Endangered to Near Threatened ...", "Dec 11, 2023"),
        ("https://www.bbc.co.uk/news/science-environment-67675542", "COP28: Saiga antelope bounces back from brink - BBC News", "The Red List update, announced at the COP28 climate summit in Dubai ...", "Dec 11, 2023"),
        ("https://www.iucnredlist.org/news/cop28-red-list-update", "COP28 Red List update | IUCN Red List", "Update 2023-1: 157,190 species assessed, of which 44,016 are threatened with extinction ...", "Dec 11, 2023"),
        (gu, "Saiga antelope no longer endangered after remarkable recovery | The Guardian", "The species has moved from critically endangered to near threatened ...", "Dec 11, 2023"),
        ("https://www.nytimes.com/2023/12/11/climate/saiga-antelope-endangered-list.html", "Saiga Antelope, Nearly Wiped Out, Rebounds in Kazakhstan - The New York Times", "The animals' recovery is one of the few bright spots in a Red List update released at COP28 ...", "Dec 11, 2023"),
        ("https://www.cnn.com/2023/12/11/world/saiga-antelope-iucn-red-list-climate-intl/index.html", "Saiga antelope makes a comeback, IUCN says | CNN", "The saiga population in Kazakhstan increased by 1,100% between 2015 and 2022 ...", "Dec 11, 2023"),
        ("https://www.fauna-flora.org/news/saiga-antelope-no-longer-endangered/", "Saiga antelope no longer Endangered | Fauna & Flora", "The downlisting reflects the recovery in Kazakhstan ...", "Dec 11, 2023"),
        ("https://news.mongabay.com/2023/12/saiga-antelope-freshwater-fish-iucn-red-list-update/", "Saiga antelope rebound, freshwater fish decline in latest IUCN Red List - Mongabay", "One in four freshwater fish species assessed are threatened ...", "Dec 11, 2023"),
        ("https://www.downtoearth.org.in/wildlife-biodiversity/cop28-iucn-red-list-update-93189", "COP28: IUCN Red List update | Down To Earth", "Saiga moves to Near Threatened; green turtle subpopulations assessed ...", "Dec 12, 2023"),
        ("https://www.reddit.com/r/worldnews/comments/18fxy1a/saiga_antelope_no_longer_endangered/", "Saiga antelope no longer endangered : r/worldnews", "9.8k votes. Good news for once ...", "Dec 11, 2023"),
    )
    status = "Near Threatened (2023 assessment, published 11 Dec 2023 at COP28); trend increasing; Mongolian subspecies hit by 2023-24 dzud"
    turns = [
        (search("Saiga antelope IUCN Red List status 2023 Near Threatened"), s1),
        (extract(iucn, "Current Red List category, year published and previous assessments"), page("Near Threatened")),
        (memory("add", dict={"saiga_status": "Near Threatened (2023 assessment, published Dec 2023)", "saiga_prev": "Critically Endangered (2018, 2008, 2002)"}), added("saiga_status", "saiga_prev")),
        (search("saiga population Kazakhstan 2024 aerial survey 2.8 million"), s4),
        (extract(gu, "Population figures behind the downlisting"), p5),
        (memory("add", dict={"saiga_kz_2022": "≈1.3 million (+1,100% since 2015)", "saiga_kz_2024": "≈2.8 million (spring 2024 aerial survey; 1.9 million in 2023)"}), added("saiga_kz_2022", "saiga_kz_2024")),
        (search("Mongolian saiga Saiga tatarica mongolica population dzud 2024"), s7),
        (memory("update", dict={"saiga_status": status}), updated("saiga_status")),
        (extract(iucn, "Threats, conservation actions and population trend"), page("Critically Endangered A2a")),
        (memory("retrieve", key_list=["saiga_status"]), dump({"saiga_status": status})),
        (search("saiga antelope downlisted Near Threatened COP28 Red List update December 2023"), s11),
    ]
    rs.add("search", "h52-search-09", SYSTEM, turns, bad=True, turn=9,
           kind="The re-extracted IUCN page gives the Red List category as Critically Endangered A2a for the same 2023 assessment that turn 2 showed as Near Threatened.")

# ---------------------------------------------------------------- 10 GBIF (clean)
def t10(rs: RowSet) -> None:
    sp = "https://www.gbif.org/species/2435350"
    api = "https://api.gbif.org/v1/occurrence/search?taxonKey=2435350&limit=2"
    api_ke = "https://api.gbif.org/v1/occurrence/search?taxonKey=2435350&country=KE&limit=2"
    api_ke24 = "https://api.gbif.org/v1/occurrence/search?taxonKey=2435350&country=KE&year=2024&limit=2"
    s1 = sr(
        (sp, "Loxodonta africana (Blumenbach, 1797) - GBIF", "African Savanna Elephant. Species. Accepted. Animalia, Chordata, Mammalia, Proboscidea, Elephantidae, Loxodonta. 184,512 occurrences ...", "N/A"),
        ("https://www.gbif.org/occurrence/search?taxon_key=2435350", "Occurrence search - Loxodonta africana - GBIF", "184,512 results. Filter by country, year, basis of record, dataset ...", "N/A"),
        ("https://www.gbif.org/species/5219423", "Loxodonta cyclotis (Matschie, 1900) - GBIF", "African Forest Elephant. Species. Accepted. 9,874 occurrences ...", "N/A"),
        ("https://techdocs.gbif.org/en/openapi/v1/occurrence", "Occurrence API - GBIF Technical Documentation", "GET /occurrence/search: full-text and parameter search across occurrences. Parameters: taxonKey, country, year, basisOfRecord, limit, offset ...", "N/A"),
        ("https://www.inaturalist.org/taxa/43694-Loxodonta-africana", "African Bush Elephant (Loxodonta africana) · iNaturalist", "Observations of African Bush Elephant, research grade observations shared with GBIF ...", "N/A"),
        ("https://en.wikipedia.org/wiki/African_bush_elephant", "African bush elephant - Wikipedia", "The African bush elephant (Loxodonta africana), also known as the African savanna elephant, is listed as Endangered on the IUCN Red List since 2021 ...", "N/A"),
        ("https://www.iucnredlist.org/species/181008073/223031019", "Loxodonta africana - The IUCN Red List of Threatened Species", "Red List Category & Criteria: Endangered A2abd. Year Published: 2021 ...", "N/A"),
        ("https://discourse.gbif.org/t/occurrence-counts-differ-between-portal-and-api/3412", "Occurrence counts differ between portal and API? - GBIF community forum", "The portal and API return the same count for the same filters; differences usually come from a filter ...", "Sep 14, 2022"),
        ("https://www.gbif.org/dataset/50c9509d-22c7-4a22-a47d-8c48425ef4a7", "iNaturalist Research-grade Observations - GBIF", "Occurrence dataset published by iNaturalist.org. Updated weekly ...", "N/A"),
        ("https://www.reddit.com/r/ecology/comments/wx1y3c/using_gbif_api_for_species_counts/", "Using the GBIF API for species counts : r/ecology", "Use limit=0 if you only need the count field ...", "Aug 25, 2022"),
    )
    p2 = """# Loxodonta africana (Blumenbach, 1797)

**African Savanna Elephant** | Species | Accepted | Source: GBIF Backbone Taxonomy

| Classification | |
| --- | --- |
| Kingdom | Animalia |
| Phylum | Chordata |
| Class | Mammalia |
| Order | Proboscidea |
| Family | Elephantidae |
| Genus | Loxodonta |

| Metrics | |
| --- | --- |
| Occurrences | 184,512 |
| Georeferenced occurrences | 176,941 |
| With images | 61,207 |
| Datasets | 412 |

## IUCN Red List category

EN - Endangered (assessed 2021)

## Vernacular names

African Savanna Elephant (English), African Bush Elephant (English), Éléphant de savane d'Afrique (French), Tembo (Swahili)

## Related species in genus Loxodonta

| Species | Status | IUCN | Occurrences |
| --- | --- | --- | --- |
| Loxodonta africana | Accepted | EN | 184,512 |
| Loxodonta cyclotis | Accepted | CR | 9,874 |

## Occurrences by country (top 5)

| Country | Occurrences |
| --- | --- |
| South Africa | 58,116 |
| Kenya | 21,307 |
| Botswana | 19,882 |
| Tanzania | 17,540 |
| Namibia | 11,963 |

GBIF Backbone Taxonomy key: 2435350"""
    p3 = """{"offset":0,"limit":2,"endOfRecords":false,"count":184512,"results":[{"key":5021738841,"datasetKey":"50c9509d-22c7-4a22-a47d-8c48425ef4a7","publishingOrgKey":"28eb1a3f-1c15-4a95-931a-4af90ecb574d","basisOfRecord":"HUMAN_OBSERVATION","occurrenceStatus":"PRESENT","taxonKey":2435350,"scientificName":"Loxodonta africana (Blumenbach, 1797)","kingdom":"Animalia","family":"Elephantidae","decimalLatitude":-24.013271,"decimalLongitude":31.485092,"coordinateUncertaintyInMeters":31.0,"country":"South Africa","countryCode":"ZA","stateProvince":"Limpopo","year":2025,"month":3,"day":8,"eventDate":"2025-03-08T07:14:00","license":"http://creativecommons.org/licenses/by-nc/4.0/legalcode","lastInterpreted":"2025-07-21T04:11:38.412+00:00","gbifID":"5021738841"},{"key":4987214409,"datasetKey":"50c9509d-22c7-4a22-a47d-8c48425ef4a7","publishingOrgKey":"28eb1a3f-1c15-4a95-931a-4af90ecb574d","basisOfRecord":"HUMAN_OBSERVATION","occurrenceStatus":"PRESENT","taxonKey":2435350,"scientificName":"Loxodonta africana (Blumenbach, 1797)","kingdom":"Animalia","family":"Elephantidae","decimalLatitude":-19.168842,"decimalLongitude":23.755103,"coordinateUncertaintyInMeters":125.0,"country":"Botswana","countryCode":"BW","stateProvince":"North-West","year":2025,"month":1,"day":27,"eventDate":"2025-01-27T16:40:22","license":"http://creativecommons.org/licenses/by/4.0/legalcode","lastInterpreted":"2025-07-21T04:11:38.412+00:00","gbifID":"4987214409"}],"facets":[]}"""
    p4 = """{"offset":0,"limit":2,"endOfRecords":false,"count":21307,"results":[{"key":5019902217,"datasetKey":"50c9509d-22c7-4a22-a47d-8c48425ef4a7","publishingOrgKey":"28eb1a3f-1c15-4a95-931a-4af90ecb574d","basisOfRecord":"HUMAN_OBSERVATION","occurrenceStatus":"PRESENT","taxonKey":2435350,"scientificName":"Loxodonta africana (Blumenbach, 1797)","kingdom":"Animalia","family":"Elephantidae","decimalLatitude":-2.653117,"decimalLongitude":37.260291,"coordinateUncertaintyInMeters":48.0,"country":"Kenya","countryCode":"KE","stateProvince":"Kajiado","year":2025,"month":2,"day":19,"eventDate":"2025-02-19T09:02:51","license":"http://creativecommons.org/licenses/by-nc/4.0/legalcode","lastInterpreted":"2025-07-21T04:11:38.412+00:00","gbifID":"5019902217"},{"key":3982256114,"datasetKey":"e9a1b5a4-57b3-4c8d-9a0e-8f7a5f8c1b21","publishingOrgKey":"f9b67ad0-9c9b-11d9-b9db-b8a03c50a862","basisOfRecord":"MACHINE_OBSERVATION","occurrenceStatus":"PRESENT","taxonKey":2435350,"scientificName":"Loxodonta africana (Blumenbach, 1797)","kingdom":"Animalia","family":"Elephantidae","decimalLatitude":0.352718,"decimalLongitude":37.581044,"country":"Kenya","countryCode":"KE","stateProvince":"Samburu","year":2019,"month":11,"day":4,"eventDate":"2019-11-04T21:00:00","license":"http://creativecommons.org/licenses/by/4.0/legalcode","lastInterpreted":"2025-07-19T22:40:05.108+00:00","gbifID":"3982256114"}],"facets":[]}"""
    p6 = """{"offset":0,"limit":2,"endOfRecords":false,"count":1938,"results":[{"key":4965130027,"datasetKey":"50c9509d-22c7-4a22-a47d-8c48425ef4a7","publishingOrgKey":"28eb1a3f-1c15-4a95-931a-4af90ecb574d","basisOfRecord":"HUMAN_OBSERVATION","occurrenceStatus":"PRESENT","taxonKey":2435350,"scientificName":"Loxodonta africana (Blumenbach, 1797)","kingdom":"Animalia","family":"Elephantidae","decimalLatitude":-1.488402,"decimalLongitude":35.143377,"coordinateUncertaintyInMeters":12.0,"country":"Kenya","countryCode":"KE","stateProvince":"Narok","year":2024,"month":12,"day":29,"eventDate":"2024-12-29T06:55:10","license":"http://creativecommons.org/licenses/by-nc/4.0/legalcode","lastInterpreted":"2025-07-21T04:11:38.412+00:00","gbifID":"4965130027"},{"key":4962801575,"datasetKey":"50c9509d-22c7-4a22-a47d-8c48425ef4a7","publishingOrgKey":"28eb1a3f-1c15-4a95-931a-4af90ecb574d","basisOfRecord":"HUMAN_OBSERVATION","occurrenceStatus":"PRESENT","taxonKey":2435350,"scientificName":"Loxodonta africana (Blumenbach, 1797)","kingdom":"Animalia","family":"Elephantidae","decimalLatitude":-3.364205,"decimalLongitude":38.563918,"coordinateUncertaintyInMeters":250.0,"country":"Kenya","countryCode":"KE","stateProvince":"Taita-Taveta","year":2024,"month":12,"day":26,"eventDate":"2024-12-26T15:21:44","license":"http://creativecommons.org/licenses/by/4.0/legalcode","lastInterpreted":"2025-07-21T04:11:38.412+00:00","gbifID":"4962801575"}],"facets":[]}"""
    mem_all = {
        "gbif_key": "2435350 (Loxodonta africana, accepted; L. cyclotis is 5219423)",
        "occ_total": "184,512",
        "occ_KE": "21,307 (all years); 1,938 in 2024",
    }
    turns = [
        (search("GBIF Loxodonta africana occurrences species key"), s1),
        (extract(sp, "Taxon key, number of occurrences and top countries"), p2),
        (extract(api, "Total occurrence count for the taxon"), p3),
        (extract(api_ke, "Occurrence count for Kenya"), p4),
        (memory("add", dict={"gbif_key": mem_all["gbif_key"], "occ_total": "184,512", "occ_KE": "21,307"}), added("gbif_key", "occ_total", "occ_KE")),
        (extract(api_ke24, "Occurrence count for Kenya in 2024"), p6),
        (memory("update", dict={"occ_KE": mem_all["occ_KE"]}), updated("occ_KE")),
        (memory("retrieve_all"), dump(mem_all)),
    ]
    rs.add("search", "h52-search-10", SYSTEM, turns)


# ---------------------------------------------------------------- 11 Global Energy Monitor wiki (clean)
def t11(rs: RowSet) -> None:
    hpc = "https://www.gem.wiki/Hinkley_Point_C_nuclear_power_station"
    szc = "https://www.gem.wiki/Sizewell_C_nuclear_power_station"
    bbc = "https://www.bbc.co.uk/news/business-68067007"
    s1 = sr(
        (hpc, "Hinkley Point C nuclear power station - Global Energy Monitor", "Hinkley Point C is a nuclear power station under construction in Somerset, England. Units 1-2: 1,630 MW each, EPR. Owner: NNB Generation Company (HPC) Ltd ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Hinkley_Point_C_nuclear_power_station", "Hinkley Point C nuclear power station - Wikipedia", "Hinkley Point C is a 3,260 MWe nuclear power station under construction in Somerset, England. EDF owns 66.5% and CGN 33.5% ...", "N/A"),
        ("https://www.edfenergy.com/energy/nuclear-new-build-projects/hinkley-point-c", "Hinkley Point C | EDF", "Hinkley Point C will provide low-carbon electricity for around 6 million homes. Two EPR reactors ...", "N/A"),
        ("https://globalenergymonitor.org/projects/global-nuclear-power-tracker/", "Global Nuclear Power Tracker - Global Energy Monitor", "The Global Nuclear Power Tracker catalogs every nuclear unit of 30 MW and above, with status, capacity and ownership ...", "N/A"),
        (bbc, "Hinkley Point C: Nuclear plant delayed again and could cost £46bn - BBC News", "EDF said the first reactor could start generating in 2029-2031 and the project could cost up to £35bn in 2015 prices ...", "Jan 23, 2024"),
        ("https://www.world-nuclear-news.org/articles/hinkley-point-c-schedule-and-cost-update", "Hinkley Point C schedule and cost update - World Nuclear News", "Unit 1 start-up now expected 2029-2031; cost estimate £31-34 billion in 2015 money ...", "Jan 23, 2024"),
        ("https://www.gov.uk/government/collections/hinkley-point-c", "Hinkley Point C - GOV.UK", "Contract for Difference: strike price £92.50/MWh (2012 prices), 35 years ...", "N/A"),
        ("https://www.reuters.com/business/energy/edfs-hinkley-point-c-delayed-cost-rise-2024-01-23/", "EDF's Hinkley Point C nuclear project delayed, costs rise | Reuters", "EDF said it would take an impairment and that the base case for unit 1 was 2030 ...", "Jan 23, 2024"),
        ("https://www.nao.org.uk/reports/hinkley-point-c/", "Hinkley Point C - National Audit Office", "The 2017 NAO report on the value for money of the HPC deal ...", "Jun 23, 2017"),
        ("https://www.reddit.com/r/unitedkingdom/comments/19dj7q3/hinkley_point_c_delayed_again/", "Hinkley Point C delayed again : r/unitedkingdom", "3.2k votes. Flamanville all over again ...", "Jan 23, 2024"),
    )
    p2 = """# Hinkley Point C nuclear power station

**Hinkley Point C nuclear power station** is a nuclear power station under construction in Somerset, England, United Kingdom.

## Location

| | |
| --- | --- |
| Location | Hinkley Point, Stogursey, Somerset, England, United Kingdom |
| Coordinates (WGS 84) | 51.2061, -3.1461 (exact) |

## Project Details

| Unit name | Status | Reactor type | Model | Capacity (MW) | Construction start | Planned commercial operation |
| --- | --- | --- | --- | --- | --- | --- |
| Unit 1 | construction | Pressurized water reactor (PWR) | EPR | 1,630 | 2018-12-11 | 2030 |
| Unit 2 | construction | Pressurized water reactor (PWR) | EPR | 1,630 | 2019-12-12 | 2031 |

Total capacity: 3,260 MW

## Ownership

| Unit | Owner | Parent |
| --- | --- | --- |
| Units 1-2 | NNB Generation Company (HPC) Ltd | EDF Energy [66.5%]; China General Nuclear Power Group [33.5%] |

## Background

The project reached final investment decision in September 2016, when the UK government approved a Contract for Difference with a strike price of £92.50/MWh in 2012 prices for 35 years. At FID the cost was estimated at £18 billion (2015 prices).

First nuclear safety-related concrete for Unit 1 was poured in December 2018. The 245-tonne steel dome was lifted onto the Unit 1 reactor building in December 2023.

## Cost estimates over time

| Date | Estimate | Price base |
| --- | --- | --- |
| Sep 2016 | £18bn | 2015 |
| Jul 2017 | £19.6-20.3bn | 2015 |
| Sep 2019 | £21.5-22.5bn | 2015 |
| May 2022 | £25-26bn | 2015 |
| Jan 2024 | £31-34bn | 2015 |

## Articles and resources

- EDF Energy, "Hinkley Point C update", 23 January 2024
- National Audit Office, "Hinkley Point C", June 2017

This page was last edited on 14 March 2025, at 10:22."""
    p5 = """# Hinkley Point C: Nuclear plant delayed again and could cost £46bn

**By Simon Jack, Business editor** | 23 January 2024

Britain's first new nuclear power station for a generation has been hit by further delays and cost overruns.

EDF said Hinkley Point C, in Somerset, could now start generating electricity between 2029 and 2031, with a base case of 2030. When the project was approved in 2016, the start date was set for 2025 and later 2027.

It said the cost of the project could rise to between £31bn and £34bn in 2015 prices, up from £25bn-£26bn at the last update, and could reach £35bn in a worst-case scenario.

Adjusted for inflation, that means the final bill could be as high as £46bn in today's money.

## Why the delays?

EDF blamed the pandemic, inflation and problems with civil engineering and electromechanical works. It said the second reactor would follow about a year after the first.

> "The project has made significant progress, including the lifting of the dome onto the first reactor building in December," an EDF spokesperson said.

## Who pays?

Under the 2016 deal, EDF and its Chinese partner CGN bear the construction costs. Consumers will pay a guaranteed price of £92.50 per megawatt hour in 2012 money - around £128 today - for 35 years once the plant is running."""
    s8 = sr(
        ("https://www.gov.uk/government/news/sizewell-c-final-investment-decision", "Sizewell C: final investment decision - GOV.UK", "The government has taken a final investment decision on Sizewell C, a 3.2 GW nuclear power station in Suffolk, with a total construction cost of £38 billion ...", "Jul 22, 2025"),
        (szc, "Sizewell C nuclear power station - Global Energy Monitor", "Sizewell C is a proposed nuclear power station in Suffolk. Units 1-2: 1,630 MW each, EPR. Status: pre-construction ...", "N/A"),
        ("https://www.bbc.co.uk/news/articles/c0k4zq8xj1vo", "Sizewell C nuclear plant gets final go-ahead at cost of £38bn - BBC News", "The government will be the largest shareholder with 44.9% ...", "Jul 22, 2025"),
        ("https://en.wikipedia.org/wiki/Sizewell_C_nuclear_power_station", "Sizewell C nuclear power station - Wikipedia", "Sizewell C is a planned 3,260 MWe nuclear power station, a near-copy of Hinkley Point C ...", "N/A"),
        ("https://www.sizewellc.com/news-views/final-investment-decision/", "Final Investment Decision - Sizewell C", "Sizewell C reaches FID with investors including the UK government, La Caisse, Centrica and EDF ...", "Jul 22, 2025"),
        ("https://www.reuters.com/business/energy/uk-approves-sizewell-c-nuclear-plant-2025-07-22/", "UK approves 38 billion pound Sizewell C nuclear plant | Reuters", "The plant, which will use the same EPR design as Hinkley Point C, is expected to be operational in the mid-2030s ...", "Jul 22, 2025"),
        ("https://www.world-nuclear-news.org/articles/final-investment-decision-taken-for-sizewell-c", "Final investment decision taken for Sizewell C - World Nuclear News", "Funding will use the regulated asset base model ...", "Jul 22, 2025"),
        ("https://www.theguardian.com/business/2025/jul/22/sizewell-c-nuclear-go-ahead-cost", "Sizewell C go-ahead: what it will cost households | The Guardian", "RAB model means consumers start paying during construction ...", "Jul 22, 2025"),
        ("https://www.nao.org.uk/reports/sizewell-c/", "Sizewell C - National Audit Office", "Report on the value for money of the Sizewell C funding model ...", "N/A"),
        ("https://www.reddit.com/r/unitedkingdom/comments/1m6e0ra/sizewell_c_approved_38bn/", "Sizewell C approved, £38bn : r/unitedkingdom", "Compare to Hinkley's overruns ...", "Jul 22, 2025"),
    )
    p9 = """# Sizewell C nuclear power station

**Sizewell C nuclear power station** is a proposed nuclear power station in Suffolk, England, United Kingdom.

## Location

| | |
| --- | --- |
| Location | Sizewell, Leiston, Suffolk, England, United Kingdom |
| Coordinates (WGS 84) | 52.2178, 1.6178 (exact) |

## Project Details

| Unit name | Status | Reactor type | Model | Capacity (MW) | Construction start | Planned commercial operation |
| --- | --- | --- | --- | --- | --- | --- |
| Unit 1 | pre-construction | Pressurized water reactor (PWR) | EPR | 1,630 | - | mid-2030s |
| Unit 2 | pre-construction | Pressurized water reactor (PWR) | EPR | 1,630 | - | mid-2030s |

Total capacity: 3,260 MW

## Ownership

| Unit | Owner | Parent |
| --- | --- | --- |
| Units 1-2 | Sizewell C Ltd | UK Government [44.9%]; La Caisse [20%]; EDF [12.5%]; Centrica [15%]; Amber Infrastructure [7.6%] |

## Background

Sizewell C is designed as a near-replica of Hinkley Point C to reduce costs and risk. The government took a final investment decision on 22 July 2025 at an estimated construction cost of £38 billion. Unlike Hinkley Point C, it is financed through a Regulated Asset Base (RAB) model.

This page was last edited on 23 July 2025, at 08:51."""
    mem_all = {
        "hpc_capacity": "3,260 MW (2 × 1,630 MW EPR)",
        "hpc_cost": "£31–34bn in 2015 prices (EDF, 23 Jan 2024); up to ~£46bn nominal; FID 2016 estimate was £18bn",
        "hpc_start": "Unit 1 2029–2031 (base case 2030); Unit 2 about a year later",
        "szc_capacity": "3,260 MW (2 × 1,630 MW EPR)",
        "szc_cost": "£38bn (FID 22 Jul 2025, RAB model)",
    }
    turns = [
        (search("Hinkley Point C nuclear power station gem.wiki status capacity"), s1),
        (extract(hpc, "Unit capacities, status, ownership and cost history"), p2),
        (memory("add", dict={"hpc_capacity": mem_all["hpc_capacity"], "hpc_status": "Units 1-2 under construction (GEM)", "hpc_cost": "£18bn (2016 FID, 2015 prices)"}), added("hpc_capacity", "hpc_status", "hpc_cost")),
        (search("Hinkley Point C cost estimate January 2024 EDF £31-34bn 2015 prices delay 2029 2031"), sr(
            (bbc, "Hinkley Point C: Nuclear plant delayed again and could cost £46bn - BBC News", "EDF said the first reactor could start generating in 2029-2031 and the project could cost up to £35bn in 2015 prices ...", "Jan 23, 2024"),
            ("https://www.world-nuclear-news.org/articles/hinkley-point-c-schedule-and-cost-update", "Hinkley Point C schedule and cost update - World Nuclear News", "Unit 1 start-up now expected 2029-2031; cost estimate £31-34 billion in 2015 money ...", "Jan 23, 2024"),
            ("https://www.reuters.com/business/energy/edfs-hinkley-point-c-delayed-cost-rise-2024-01-23/", "EDF's Hinkley Point C nuclear project delayed, costs rise | Reuters", "EDF said it would take an impairment and that the base case for unit 1 was 2030 ...", "Jan 23, 2024"),
            ("https://www.edfenergy.com/media-centre/hinkley-point-c-update-january-2024", "Hinkley Point C update | EDF", "The project completion cost is estimated in the range of £31-34bn (in 2015 money) ...", "Jan 23, 2024"),
            ("https://www.theguardian.com/business/2024/jan/23/hinkley-point-c-delayed-cost", "Hinkley Point C could be delayed to 2031 and cost £46bn | The Guardian", "The project, originally due to start in 2017, ...", "Jan 23, 2024"),
            ("https://www.ft.com/content/3b4c0d86-hinkley-point-c-delay", "EDF warns Hinkley Point C costs could hit £35bn - Financial Times", "In a worst case the bill could reach £35bn in 2015 prices ...", "Jan 23, 2024"),
            ("https://www.nucnet.org/news/hinkley-point-c-new-schedule", "Hinkley Point C: new schedule | NucNet", "Unit 2 expected around a year after unit 1 ...", "Jan 24, 2024"),
            ("https://www.newcivilengineer.com/latest/hinkley-point-c-delay-2031", "Hinkley Point C delayed to as late as 2031 | New Civil Engineer", "Civils and electromechanical works behind schedule ...", "Jan 23, 2024"),
            (hpc, "Hinkley Point C nuclear power station - Global Energy Monitor", "Cost estimates over time: Sep 2016 £18bn ... Jan 2024 £31-34bn (2015 prices) ...", "N/A"),
            ("https://www.reddit.com/r/ukpolitics/comments/19dkx1m/hinkley_point_c_could_cost_46bn/", "Hinkley Point C could cost £46bn : r/ukpolitics", "In nominal terms, to be fair ...", "Jan 23, 2024"),
        )),
        (extract(bbc, "New schedule and cost range, with the price base"), p5),
        (memory("update", dict={"hpc_cost": mem_all["hpc_cost"]}), updated("hpc_cost")),
        (memory("add", dict={"hpc_start": mem_all["hpc_start"]}), added("hpc_start")),
        (search("Sizewell C final investment decision 2025 cost capacity"), s8),
        (extract(szc, "Capacity, status and ownership of Sizewell C"), p9),
        (memory("add", dict={"szc_capacity": mem_all["szc_capacity"], "szc_cost": mem_all["szc_cost"]}), added("szc_capacity", "szc_cost")),
        (memory("remove", key_list=["hpc_status"]), removed("hpc_status")),
        (memory("retrieve_all"), dump(mem_all)),
    ]
    rs.add("search", "h52-search-11", SYSTEM, turns)

# ---------------------------------------------------------------- 12 Reuters, Barakah (bad: a removed memory key is listed again)
def t12(rs: RowSet) -> None:
    rt = "https://www.reuters.com/business/energy/uaes-barakah-nuclear-plant-fully-operational-fourth-unit-starts-2024-09-05/"
    s1 = sr(
        (rt, "UAE's Barakah nuclear plant fully operational as fourth unit starts | Reuters", "The United Arab Emirates' Barakah nuclear power plant is fully operational after its fourth and final unit began commercial operation, state-owned ENEC said on Thursday ...", "Sep 5, 2024"),
        ("https://www.enec.gov.ae/news/latest-news/barakah-unit-4-commercial-operations/", "Barakah Nuclear Energy Plant Unit 4 begins commercial operations | ENEC", "With all four units operational, the Barakah plant generates 40 TWh of clean electricity a year, up to 25% of the UAE's electricity needs ...", "Sep 5, 2024"),
        ("https://en.wikipedia.org/wiki/Barakah_nuclear_power_plant", "Barakah nuclear power plant - Wikipedia", "The Barakah nuclear power plant is the United Arab Emirates' first nuclear power station, with four APR-1400 reactors, total capacity 5,600 MW ...", "N/A"),
        ("https://www.world-nuclear-news.org/articles/fourth-barakah-unit-enters-commercial-operation", "Fourth Barakah unit enters commercial operation - World Nuclear News", "Unit 4 follows unit 1 (April 2021), unit 2 (March 2022) and unit 3 (February 2023) ...", "Sep 5, 2024"),
        ("https://www.thenationalnews.com/uae/2024/09/05/barakah-nuclear-plant-fully-operational/", "Barakah nuclear plant now fully operational - The National", "The plant will prevent 22.4 million tonnes of carbon emissions a year, the equivalent of removing 4.8 million cars from the roads ...", "Sep 5, 2024"),
        ("https://www.kepco.co.kr/eng/news/barakah-4-cod", "KEPCO completes Barakah Unit 4 | KEPCO", "KEPCO, prime contractor for the Barakah plant, announced the commercial operation of Unit 4 ...", "Sep 6, 2024"),
        ("https://www.iaea.org/newscenter/news/uae-barakah-plant", "UAE's Barakah plant marks milestone | IAEA", "The UAE became the first Arab country to operate a nuclear power plant in 2020 ...", "Sep 9, 2024"),
        ("https://www.bloomberg.com/news/articles/2024-09-05/uae-s-barakah-nuclear-plant-reaches-full-capacity", "UAE's $20 Billion Nuclear Plant Reaches Full Capacity - Bloomberg", "The Barakah plant, built by Korea Electric Power Corp., ...", "Sep 5, 2024"),
        ("https://www.gulfnews.com/uae/barakah-fourth-unit-2024", "Barakah Unit 4 begins operation - Gulf News", "Sheikh Mohamed bin Zayed hailed the milestone ...", "Sep 5, 2024"),
        ("https://www.reddit.com/r/nuclear/comments/1f9k3xq/barakah_unit_4_enters_commercial_operation/", "Barakah unit 4 enters commercial operation : r/nuclear", "Four APR-1400s in about 12 years from first concrete. Not bad ...", "Sep 5, 2024"),
    )
    p2 = """# UAE's Barakah nuclear plant fully operational as fourth unit starts

**By Reuters** | September 5, 2024 11:38 AM GMT+4 | Updated September 5, 2024

DUBAI, Sept 5 (Reuters) - The United Arab Emirates' Barakah nuclear power plant is fully operational after its fourth and final unit began commercial operation, state-owned Emirates Nuclear Energy Corporation (ENEC) said on Thursday.

The plant, in the Al Dhafra region of Abu Dhabi, has four APR-1400 reactors with a combined capacity of 5.6 gigawatts and will produce 40 terawatt hours of electricity a year, meeting up to 25% of the country's electricity demand, ENEC said.

It will prevent 22.4 million tonnes of carbon emissions annually, the company added.

Barakah, built by a consortium led by Korea Electric Power Corp (KEPCO), is the first nuclear plant in the Arab world. Its first unit began commercial operations in April 2021, followed by unit 2 in March 2022 and unit 3 in February 2023.

The UAE, OPEC's third-largest oil producer, aims to reach net zero emissions by 2050 and is targeting a larger share of clean energy in its power mix.

"Barakah's four units are now delivering clean electricity around the clock," ENEC chief executive Mohamed Al Hammadi said in a statement.

Reporting by Yousef Saba; Editing by Louise Heavens"""
    s6 = sr(
        ("https://www.world-nuclear-news.org/articles/fourth-barakah-unit-enters-commercial-operation", "Fourth Barakah unit enters commercial operation - World Nuclear News", "Unit 4 follows unit 1 (April 2021), unit 2 (March 2022) and unit 3 (February 2023) ...", "Sep 5, 2024"),
        ("https://www.enec.gov.ae/news/latest-news/barakah-unit-1-commercial-operation/", "Barakah Unit 1 starts commercial operation | ENEC", "Unit 1 of the Barakah plant has started commercial operation, delivering 1,400 MW of clean electricity to the grid ...", "Apr 6, 2021"),
        ("https://www.enec.gov.ae/news/latest-news/barakah-unit-2-commercial-operation/", "Barakah Unit 2 begins commercial operation | ENEC", "Unit 2 brings the plant's total to 2,800 MW ...", "Mar 24, 2022"),
        ("https://www.enec.gov.ae/news/latest-news/barakah-unit-3-commercial-operation/", "Barakah Unit 3 enters commercial operation | ENEC", "With three units operating, Barakah supplies 4,200 MW ...", "Feb 24, 2023"),
        ("https://en.wikipedia.org/wiki/Barakah_nuclear_power_plant", "Barakah nuclear power plant - Wikipedia", "Unit 1: grid connection August 2020, commercial April 2021; Unit 2: grid September 2021, commercial March 2022 ...", "N/A"),
        ("https://www.reuters.com/business/energy/uaes-barakah-nuclear-plant-unit-1-begins-commercial-operations-2021-04-06/", "UAE's Barakah unit 1 begins commercial operations | Reuters", "The first of four reactors at Barakah has begun commercial operations ...", "Apr 6, 2021"),
        ("https://www.iaea.org/pris/CountryStatistics/CountryDetails.aspx?current=AE", "PRIS - Country Details: United Arab Emirates", "Operational reactors: 4. Net capacity: 5,348 MWe ...", "N/A"),
        ("https://www.thenationalnews.com/uae/2023/02/24/barakah-unit-3/", "Barakah unit 3 starts commercial operations - The National", "Third reactor enters service, two months ahead of schedule ...", "Feb 24, 2023"),
        ("https://www.power-technology.com/projects/barakah-nuclear-power-plant/", "Barakah Nuclear Power Plant - Power Technology", "Timeline: first concrete July 2012 (Unit 1) to commercial operation of Unit 4 in 2024 ...", "N/A"),
        ("https://www.reddit.com/r/nuclear/comments/t4m7qz/barakah_2_commercial_operation/", "Barakah 2 commercial operation : r/nuclear", "Another APR-1400 online ...", "Mar 24, 2022"),
    )
    turns = [
        (search("Barakah nuclear plant unit 4 commercial operation 2024"), s1),
        (extract(rt, "Capacity, share of UAE electricity and dates of each unit's commercial operation"), p2),
        (memory("add", dict={"barakah_units": "4 × APR-1400, 5,600 MW total (5.6 GW)", "barakah_u4_cod": "5 Sep 2024 (Reuters/ENEC)", "barakah_share": "up to 25% of UAE electricity, 40 TWh/yr"}),
         added("barakah_units", "barakah_u4_cod", "barakah_share")),
        (memory("remove", key_list=["barakah_share"]), removed("barakah_share")),
        (memory("retrieve_all"), dump({"barakah_units": "4 × APR-1400, 5,600 MW total (5.6 GW)", "barakah_u4_cod": "5 Sep 2024 (Reuters/ENEC)", "barakah_share": "up to 25% of UAE electricity, 40 TWh/yr"})),
        (search("Barakah unit 1 commercial operation April 2021 unit 2 March 2022 unit 3 February 2023"), s6),
    ]
    rs.add("search", "h52-search-12", SYSTEM, turns, bad=True, turn=5,
           kind="retrieve_all still lists barakah_share, which was removed at turn 4.")


# ---------------------------------------------------------------- 13 The Aviation Herald (bad: the article's last-update time goes backwards)
def t13(rs: RowSet) -> None:
    av = "https://avherald.com/h?article=512b5ac6&opt=0"
    ntsb = "https://www.ntsb.gov/investigations/Pages/DCA24MA063.aspx"
    s1 = sr(
        (av, "Accident: Alaska B39M near Portland on Jan 5th 2024, loss of door plug", "An Alaska Airlines Boeing 737-9 MAX, registration N704AL performing flight AS-1282 from Portland,OR to Ontario,CA (USA) with 171 passengers and 6 crew ...", "Jan 6, 2024"),
        ("https://avherald.com/h?list=&opt=0&kw=alaska+b39m", "The Aviation Herald - search: alaska b39m", "Accident: Alaska B39M near Portland on Jan 5th 2024, loss of door plug; Incident: Alaska B39M at Seattle ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Alaska_Airlines_Flight_1282", "Alaska Airlines Flight 1282 - Wikipedia", "On January 5, 2024, a door plug on a Boeing 737 MAX 9 blew out shortly after takeoff from Portland International Airport ...", "N/A"),
        ("https://www.ntsb.gov/investigations/Pages/DCA24MA063.aspx", "Aviation Investigation: Alaska Airlines Flight 1282 | NTSB", "In-flight separation of left mid exit door plug, Boeing 737-9, N704AL, Portland, Oregon, January 5, 2024 ...", "N/A"),
        ("https://www.flightradar24.com/blog/alaska-airlines-flight-1282/", "Alaska Airlines flight 1282 tracking data | Flightradar24 Blog", "Flight 1282 reached 16,325 feet before descending back to Portland ...", "Jan 6, 2024"),
        ("https://aviation-safety.net/wikibase/354416", "Incident Boeing 737-9 MAX N704AL, Friday 5 January 2024 - ASN", "Door plug separated in flight during climb; aircraft returned to Portland ...", "N/A"),
        ("https://www.pprune.org/rumours-news/655317-alaska-737-max-9-door-plug-blowout.html", "Alaska 737 Max 9 door plug blowout - PPRuNe Forums", "Page 1 of 48. The plug is designed to be held in place by four bolts ...", "Jan 6, 2024"),
        ("https://www.faa.gov/newsroom/faa-statement-boeing-737-9-max-grounding", "FAA Statement on Boeing 737-9 MAX | FAA", "The FAA is requiring the temporary grounding of certain Boeing 737 MAX 9 airplanes ...", "Jan 6, 2024"),
        ("https://www.seattletimes.com/business/boeing-aerospace/alaska-airlines-737-max-9-door-plug/", "Alaska Airlines 737 MAX 9 loses door plug in flight | The Seattle Times", "The jet had been delivered to Alaska Airlines less than three months earlier ...", "Jan 6, 2024"),
        ("https://www.reddit.com/r/aviation/comments/18zi9xw/alaska_airlines_1282_door_plug/", "Alaska Airlines 1282 door plug : r/aviation", "12k votes. Incredible that nobody was seated in 26A ...", "Jan 6, 2024"),
    )

    def article(updated_at: str) -> str:
        return f"""# Accident: Alaska B39M near Portland on Jan 5th 2024, loss of door plug

By Simon Hradecky, created Saturday, Jan 6th 2024 03:12Z, last updated {updated_at}

An Alaska Airlines Boeing 737-9 MAX, registration N704AL performing flight AS-1282 from Portland,OR to Ontario,CA (USA) with 171 passengers and 6 crew, was climbing out of Portland's runway 28L about 6 minutes after departure when the left hand mid cabin door plug separated from the aircraft at about 14,800 feet causing a rapid decompression. The crew stopped the climb, donned their oxygen masks, declared emergency and returned to Portland for a safe landing on runway 28L about 20 minutes after departure. A number of passengers received minor injuries.

Passengers reported the door plug blew out, the seats 26A and 26B next to it were vacant, a teenager in 26C lost his shirt. Oxygen masks deployed.

On Jan 6th 2024 the FAA issued an Emergency Airworthiness Directive requiring the inspection of about 171 Boeing 737-9 MAX aircraft with mid cabin door plugs before further flight.

On Jan 7th 2024 the door plug was found in the backyard of a school teacher in the Cedar Hills area of Portland.

On Feb 6th 2024 the NTSB released their preliminary report stating, that the four bolts, which prevent upward movement of the door plug, were missing. The door plug had been opened at Boeing's Renton factory in September 2023 to repair damaged rivets and the bolts had not been reinstalled.

On Jun 24th 2025 the NTSB held a board meeting and determined the probable cause of the accident was the in-flight separation of the left mid exit door plug due to Boeing's failure to provide adequate training, guidance, and oversight necessary to ensure that manufacturing personnel could consistently and correctly comply with its parts removal process, which was intended to document and ensure that the door plug bolts were reinstalled. Contributing was the FAA's ineffective compliance enforcement actions.

Metars:
KPDX 060053Z 13008KT 10SM FEW040 BKN060 OVC080 07/02 A2982
KPDX 060153Z 12007KT 10SM BKN050 OVC070 07/02 A2983

Aircraft Registration Data: N704AL, Boeing 737-9 MAX, MSN 67501, delivered Oct 31st 2023, 2 x CFM LEAP-1B28

Reader comments: 142"""
    p5 = """# Aviation Investigation: Alaska Airlines Flight 1282

| | |
| --- | --- |
| NTSB Number | DCA24MA063 |
| Mode | Aviation |
| Date | January 5, 2024 |
| Location | Portland, Oregon |
| Operator | Alaska Airlines |
| Aircraft | Boeing 737-9 MAX, N704AL |
| Injuries | 7 minor (passengers), 1 minor (flight attendant) |
| Investigation status | Completed |
| Board meeting | June 24, 2025 |

## Summary

On January 5, 2024, about 1714 Pacific standard time, Alaska Airlines flight 1282, a Boeing 737-9, N704AL, experienced a rapid decompression when the left mid exit door plug separated from the airplane during climb through about 14,830 ft after departure from Portland International Airport (PDX), Portland, Oregon. The flight crew returned to PDX and landed safely. The airplane sustained substantial damage. Seven passengers and one flight attendant received minor injuries; 171 passengers and 6 crewmembers were aboard.

## Preliminary report (February 6, 2024)

The four bolts that prevent upward movement of the door plug were missing. Damage patterns on the upper guide track and hinge fittings were consistent with the plug moving upward before separating.

## Final report

Adopted June 24, 2025. Probable cause: Boeing's failure to provide adequate training, guidance and oversight necessary to ensure manufacturing personnel could consistently and correctly comply with its parts removal process. Contributing: the FAA's ineffective compliance enforcement actions.

Safety recommendations issued: 6 to the FAA, 1 to Boeing.

Docket: 75 items | Media: B-roll, photos"""
    s4 = sr(
        (ntsb, "Aviation Investigation: Alaska Airlines Flight 1282 | NTSB", "In-flight separation of left mid exit door plug, Boeing 737-9, N704AL. Preliminary report released February 6, 2024. Board meeting June 24, 2025 ...", "N/A"),
        ("https://www.ntsb.gov/news/press-releases/Pages/NR20240206.aspx", "NTSB Issues Preliminary Report on Alaska Airlines 1282 | NTSB", "The four bolts that secure the door plug were missing when the airplane left Boeing's factory ...", "Feb 6, 2024"),
        ("https://www.reuters.com/business/aerospace-defense/ntsb-alaska-door-plug-missing-bolts-2024-02-06/", "Boeing MAX 9 panel that blew off was missing four key bolts, NTSB says | Reuters", "A photo in the report shows the door plug being reinstalled at the Renton factory without the bolts ...", "Feb 6, 2024"),
        ("https://www.ntsb.gov/news/press-releases/Pages/NR20250624.aspx", "Inadequate Safety Oversight Led to Alaska Airlines Door Plug Blowout | NTSB", "The NTSB determined that Boeing's failure to provide adequate training, guidance and oversight led to the accident ...", "Jun 24, 2025"),
        ("https://www.nytimes.com/2025/06/24/business/ntsb-alaska-door-plug-boeing-faa.html", "N.T.S.B. Faults Boeing and F.A.A. in Alaska Door Plug Blowout - The New York Times", "Chair Jennifer Homendy criticized both Boeing's safety culture and the FAA's oversight ...", "Jun 24, 2025"),
        ("https://en.wikipedia.org/wiki/Alaska_Airlines_Flight_1282", "Alaska Airlines Flight 1282 - Wikipedia", "The NTSB final report was adopted on June 24, 2025 ...", "N/A"),
        ("https://www.bbc.co.uk/news/articles/cx2n0ykvd7go", "Boeing blamed for mid-air door blowout - BBC News", "US safety investigators have blamed Boeing for failings that led to a door panel blowing off an Alaska Airlines flight ...", "Jun 24, 2025"),
        ("https://www.seattletimes.com/business/boeing-aerospace/ntsb-final-alaska-1282/", "NTSB board meeting on Alaska 1282: takeaways | The Seattle Times", "Board members voted on 25 findings ...", "Jun 24, 2025"),
        ("https://data.ntsb.gov/Docket/?NTSBNumber=DCA24MA063", "Docket - DCA24MA063 | NTSB", "Public docket: 75 items including factual reports and interview transcripts ...", "N/A"),
        ("https://www.reddit.com/r/aviation/comments/1ljk2mn/ntsb_final_alaska_1282/", "NTSB final on Alaska 1282 : r/aviation", "Homendy didn't hold back ...", "Jun 24, 2025"),
    )
    ntsb_final = "DCA24MA063; prelim 6 Feb 2024 (4 bolts missing); board meeting 24 Jun 2025: probable cause Boeing's failure to provide adequate training, guidance and oversight; FAA enforcement contributing"
    mem_all = {
        "as1282_reg": "N704AL (B737-9 MAX, delivered 31 Oct 2023)",
        "as1282_pob": "171 passengers + 6 crew",
        "as1282_alt": "decompression climbing through about 14,800 ft (AvHerald)",
        "as1282_ntsb": ntsb_final,
    }
    turns = [
        (search("avherald Alaska B39M Portland door plug Jan 5th 2024"), s1),
        (extract(av, "Sequence of events, people on board and investigation updates"), article("Wednesday, Jun 25th 2025 08:41Z")),
        (memory("add", dict={k: mem_all[k] for k in ("as1282_reg", "as1282_pob", "as1282_alt")}), added("as1282_reg", "as1282_pob", "as1282_alt")),
        (search("NTSB preliminary report Alaska 1282 bolts missing DCA24MA063"), s4),
        (extract(ntsb, "Investigation number, injuries, preliminary and final findings"), p5),
        (memory("add", dict={"as1282_ntsb": "DCA24MA063; prelim 6 Feb 2024 (4 bolts missing)"}), added("as1282_ntsb")),
        (extract(av, "Latest update and the final report's probable cause"), article("Tuesday, Jun 24th 2025 19:05Z")),
        (memory("update", dict={"as1282_ntsb": ntsb_final}), updated("as1282_ntsb")),
        (memory("retrieve_all"), dump(mem_all)),
    ]
    rs.add("search", "h52-search-13", SYSTEM, turns, bad=True, turn=7,
           kind="The re-extracted AvHerald article says last updated Jun 24th 2025 19:05Z, earlier than the Jun 25th 2025 08:41Z shown for the same unchanged article at turn 2.")


# ---------------------------------------------------------------- 14 NTSB (clean)
def t14(rs: RowSet) -> None:
    inv = "https://www.ntsb.gov/investigations/Pages/DCA25MA108.aspx"
    nr = "https://www.ntsb.gov/news/press-releases/Pages/NR20250311.aspx"
    s1 = sr(
        (inv, "Aviation Investigation: Midair Collision, PSA Airlines (American Eagle) Flight 5342 and US Army PAT25 | NTSB", "Midair collision over the Potomac River near Ronald Reagan Washington National Airport, January 29, 2025. NTSB Number DCA25MA108 ...", "N/A"),
        (nr, "NTSB Issues Urgent Safety Recommendations on Helicopter Traffic Near Reagan National | NTSB", "The NTSB issued two urgent safety recommendations to the FAA and released its preliminary report on the January 29 midair collision ...", "Mar 11, 2025"),
        ("https://en.wikipedia.org/wiki/2025_Potomac_River_mid-air_collision", "2025 Potomac River mid-air collision - Wikipedia", "On January 29, 2025, American Eagle Flight 5342, a Bombardier CRJ700, collided with a US Army Sikorsky UH-60 Black Hawk; all 67 people aboard both aircraft were killed ...", "N/A"),
        ("https://www.reuters.com/world/us/ntsb-preliminary-report-washington-midair-collision-2025-03-11/", "NTSB calls for permanent ban on some helicopter flights near Reagan airport | Reuters", "The NTSB found 15,214 occurrences between October 2021 and December 2024 in which commercial airplanes and helicopters came within close proximity ...", "Mar 11, 2025"),
        ("https://www.nytimes.com/2025/03/11/us/politics/dc-plane-crash-ntsb-report.html", "N.T.S.B. Preliminary Report on D.C. Midair Collision - The New York Times", "The board recommended prohibiting helicopter operations on Route 4 between Hains Point and the Wilson Bridge when runways 15 and 33 are in use ...", "Mar 11, 2025"),
        ("https://www.faa.gov/newsroom/statement-dca-helicopter-restrictions", "FAA Statement on Helicopter Restrictions Around DCA | FAA", "The FAA is permanently restricting non-essential helicopter traffic in the area ...", "Mar 14, 2025"),
        ("https://www.ntsb.gov/news/events/Pages/DCA25MA108-investigative-hearing.aspx", "Investigative Hearing: Midair Collision over the Potomac River | NTSB", "The NTSB will hold a three-day investigative hearing July 30 - August 1, 2025 ...", "N/A"),
        ("https://www.cnn.com/2025/01/30/us/dca-midair-collision-what-we-know/index.html", "What we know about the midair collision near Reagan National Airport | CNN", "The regional jet was carrying 60 passengers and four crew members; three soldiers were on the helicopter ...", "Jan 30, 2025"),
        ("https://www.washingtonpost.com/dc-md-va/2025/02/14/dca-crash-altitude-black-hawk/", "Black Hawk may have been flying above allowed altitude - The Washington Post", "Data indicate the helicopter was near 300 feet when the route's ceiling was 200 feet ...", "Feb 14, 2025"),
        ("https://www.reddit.com/r/aviation/comments/1j8r9d1/ntsb_preliminary_report_dca_midair/", "NTSB preliminary report - DCA midair : r/aviation", "The 15,214 close-proximity events number is staggering ...", "Mar 11, 2025"),
    )
    p2 = """# Aviation Investigation: Midair Collision, PSA Airlines Flight 5342 and US Army PAT25

| | |
| --- | --- |
| NTSB Number | DCA25MA108 |
| Mode | Aviation |
| Date | January 29, 2025 |
| Time | About 8:48 PM EST |
| Location | Washington, DC (Potomac River, near DCA) |
| Aircraft 1 | Mitsubishi Heavy Industries (Bombardier) CRJ700, N709PS, PSA Airlines dba American Eagle flight 5342 (Wichita, KS - Washington, DC) |
| Aircraft 2 | Sikorsky UH-60L Black Hawk, US Army, call sign PAT25 |
| Fatalities | 67 (64 aboard the CRJ700: 60 passengers, 4 crew; 3 aboard the UH-60) |
| Investigation status | In work |

## What happened

On January 29, 2025, about 2048 eastern standard time, PSA Airlines flight 5342, a CRJ700 on a visual approach to runway 33 at Ronald Reagan Washington National Airport (DCA), and a US Army Sikorsky UH-60L operating a training flight collided in flight over the Potomac River. Both aircraft were destroyed.

## Investigation updates

- **February 14, 2025** - Media briefing on flight recorder data.
- **March 11, 2025** - Preliminary report released; urgent safety recommendations A-25-1 and A-25-2 issued to the FAA.
- **July 30 - August 1, 2025** - Investigative hearing.

## Preliminary findings (March 11, 2025)

- The collision occurred at 20:47:59 at an altitude of about 300 ft.
- Route 4, used by the helicopter, had a maximum altitude of 200 ft in the area of the collision.
- Between October 2021 and December 2024, there were 15,214 occurrences in which a commercial airplane and a helicopter were within 1 nautical mile laterally and 400 ft vertically of each other near DCA.

Investigator-in-charge: Brice Banning | Board member on scene: Todd Inman"""
    p4 = """# NTSB Issues Urgent Safety Recommendations on Helicopter Traffic Near Reagan National

**National Transportation Safety Board** | March 11, 2025 | NR20250311

WASHINGTON (March 11, 2025) - The National Transportation Safety Board today issued two urgent safety recommendations to the Federal Aviation Administration to address an "intolerable risk to aviation safety" near Ronald Reagan Washington National Airport, and released its preliminary report on the January 29 midair collision (DCA25MA108).

## Recommendations

| Number | To | Recommendation |
| --- | --- | --- |
| A-25-1 | FAA | Prohibit operations on Helicopter Route 4 between Hains Point and the Wilson Bridge when runways 15 and 33 are being used for departures and arrivals at DCA. |
| A-25-2 | FAA | Designate an alternative helicopter route that can be used to facilitate travel between Hains Point and the Wilson Bridge when that segment of Route 4 is closed. |

## Key data

- 15,214 occurrences (October 2021 - December 2024) of a commercial airplane and a helicopter within 1 nautical mile laterally and 400 ft vertically near DCA.
- At least one traffic alert and collision avoidance system resolution advisory (TCAS RA) occurred, on average, every month.
- In over two-thirds of the events the lateral separation was less than 1,500 ft and the vertical separation less than 200 ft.

> "We believe the FAA must act now," said NTSB Chair Jennifer Homendy.

The preliminary report is available in the investigation docket. The investigation is ongoing; a final report is expected within 12 to 24 months of the accident.

Media contact: Office of Public Affairs, 202-314-6100"""
    s5 = sr(
        ("https://www.ntsb.gov/news/events/Pages/DCA25MA108-investigative-hearing.aspx", "Investigative Hearing: Midair Collision over the Potomac River | NTSB", "Three-day hearing July 30 - August 1, 2025, at the NTSB Board Room and Conference Center, Washington, DC ...", "N/A"),
        ("https://www.reuters.com/business/aerospace-defense/ntsb-hearing-army-black-hawk-altimeter-2025-07-30/", "Black Hawk altimeter may have read 80-100 feet low, NTSB hearing told | Reuters", "Investigators said the helicopter's barometric altimeter may have displayed a lower altitude than the aircraft was actually flying ...", "Jul 30, 2025"),
        ("https://www.nytimes.com/2025/07/30/us/politics/ntsb-hearing-dca-crash.html", "N.T.S.B. Hearing on D.C. Crash Focuses on Altitude Readings - The New York Times", "The Black Hawk crew may have believed they were below 200 feet ...", "Jul 30, 2025"),
        ("https://www.washingtonpost.com/transportation/2025/07/31/ntsb-hearing-faa-dca-helicopters/", "FAA officials grilled at NTSB hearing over DCA helicopter routes | The Washington Post", "Homendy pressed FAA witnesses on why earlier warnings about Route 4 were not acted on ...", "Jul 31, 2025"),
        ("https://en.wikipedia.org/wiki/2025_Potomac_River_mid-air_collision", "2025 Potomac River mid-air collision - Wikipedia", "An investigative hearing was held from July 30 to August 1, 2025 ...", "N/A"),
        ("https://www.cnn.com/2025/07/30/us/ntsb-hearing-dca-midair-collision/index.html", "NTSB hearing: Black Hawk crew's altitude data in question | CNN", "Radio altimeter readings differed from barometric altitude ...", "Jul 30, 2025"),
        ("https://www.army.mil/article/285512/army_statement_on_ntsb_hearing", "Army statement on NTSB investigative hearing | U.S. Army", "The Army continues to fully cooperate with the NTSB ...", "Jul 30, 2025"),
        ("https://www.ainonline.com/aviation-news/air-transport/2025-07-31/ntsb-hearing-dca-collision-day-two", "NTSB Hearing on DCA Collision, Day Two | AIN", "Controllers' workload and the combined helicopter/local position examined ...", "Jul 31, 2025"),
        ("https://www.faa.gov/newsroom/faa-statement-ntsb-investigative-hearing", "FAA Statement on NTSB Investigative Hearing | FAA", "The FAA has permanently closed Route 4 near DCA ...", "Aug 1, 2025"),
        ("https://www.reddit.com/r/aviation/comments/1mdl0t3/ntsb_hearing_day_1_dca/", "NTSB hearing day 1 (DCA) : r/aviation", "The altimeter discrepancy explains a lot ...", "Jul 30, 2025"),
    )
    date_new = "Jan 29, 2025, collision at 20:47:59 EST (~300 ft); prelim report + urgent recs A-25-1/A-25-2 on Mar 11, 2025; hearing Jul 30 - Aug 1, 2025"
    turns = [
        (search("NTSB DCA25MA108 midair collision Reagan National preliminary report"), s1),
        (extract(inv, "Investigation number, aircraft, fatalities and preliminary findings"), p2),
        (memory("add", dict={"dca_id": "DCA25MA108", "dca_fatalities": "67 (64 on CRJ700 + 3 on UH-60)", "dca_date": "Jan 29, 2025 ~20:48 EST"}), added("dca_id", "dca_fatalities", "dca_date")),
        (extract(nr, "The two urgent recommendations and the close-proximity data"), p4),
        (search("NTSB investigative hearing DCA midair July 2025 Black Hawk altitude"), s5),
        (memory("update", dict={"dca_date": date_new}), updated("dca_date")),
        (memory("retrieve", key_list=["dca_id", "dca_date", "dca_altitude"]),
         dump({"dca_id": "DCA25MA108", "dca_date": date_new}) + "\nKey not found: ['dca_altitude']"),
    ]
    rs.add("search", "h52-search-14", SYSTEM, turns)

# ---------------------------------------------------------------- 15 Oyez / supremecourt.gov (clean)
def t15(rs: RowSet) -> None:
    oy = "https://www.oyez.org/cases/2023/22-451"
    oy2 = "https://www.oyez.org/cases/2023/22-1219"
    op = "https://www.supremecourt.gov/opinions/23pdf/22-451_7m58.pdf"
    s1 = sr(
        (oy, "Loper Bright Enterprises v. Raimondo | Oyez", "A case in which the Court held that the Administrative Procedure Act requires courts to exercise their independent judgment in deciding whether an agency has acted within its statutory authority; Chevron is overruled ...", "N/A"),
        ("https://www.supremecourt.gov/search.aspx?filename=/docket/docketfiles/html/public/22-451.html", "Docket for 22-451 - Supreme Court of the United States", "No. 22-451. Loper Bright Enterprises, et al., Petitioners v. Gina Raimondo, Secretary of Commerce, et al. Judgment issued ...", "N/A"),
        (op, "22-451 Loper Bright Enterprises v. Raimondo (06/28/2024) - Supreme Court", "Argued January 17, 2024 - Decided June 28, 2024. Together with No. 22-1219, Relentless, Inc., et al. v. Department of Commerce ...", "Jun 28, 2024"),
        ("https://en.wikipedia.org/wiki/Loper_Bright_Enterprises_v._Raimondo", "Loper Bright Enterprises v. Raimondo - Wikipedia", "Loper Bright Enterprises v. Raimondo, 603 U.S. 369 (2024), is a landmark decision in which the Court overruled Chevron U.S.A., Inc. v. Natural Resources Defense Council ...", "N/A"),
        (oy2, "Relentless, Inc. v. Department of Commerce | Oyez", "Companion case to Loper Bright, from the First Circuit. Decided June 28, 2024 ...", "N/A"),
        ("https://www.scotusblog.com/cases/case-files/loper-bright-enterprises-v-raimondo/", "Loper Bright Enterprises v. Raimondo - SCOTUSblog", "Holding: The Administrative Procedure Act requires courts to exercise their independent judgment ... Judgment: Vacated and remanded, 6-2, in an opinion by Chief Justice Roberts ...", "N/A"),
        ("https://www.nytimes.com/2024/06/28/us/supreme-court-chevron-ruling.html", "Supreme Court Curbs Power of Federal Agencies, Overturning Chevron - The New York Times", "The 6-to-3 decision (6-2 in one of the two cases, with Justice Jackson recused) will likely imperil countless regulations ...", "Jun 28, 2024"),
        ("https://www.law.cornell.edu/supremecourt/text/22-451", "Loper Bright Enterprises v. Raimondo | LII / Legal Information Institute", "Opinion of the Court, concurrences by Thomas and Gorsuch, dissent by Kagan ...", "N/A"),
        ("https://www.reuters.com/legal/us-supreme-court-curbs-federal-agency-power-2024-06-28/", "US Supreme Court curbs federal agency power in major ruling | Reuters", "The court overturned a 1984 precedent that called for judges to defer to agency interpretations of ambiguous laws ...", "Jun 28, 2024"),
        ("https://www.reddit.com/r/law/comments/1dqjz0m/loper_bright_chevron_overruled/", "Loper Bright: Chevron overruled : r/law", "Read Kagan's dissent, it's sharp ...", "Jun 28, 2024"),
    )
    p2 = """# Loper Bright Enterprises v. Raimondo

| | |
| --- | --- |
| Petitioner | Loper Bright Enterprises, Inc., et al. |
| Respondent | Gina Raimondo, Secretary of Commerce, et al. |
| Docket no. | 22-451 |
| Decided by | Roberts Court |
| Lower court | United States Court of Appeals for the District of Columbia Circuit |
| Citation | 603 US 369 (2024) |
| Granted | May 1, 2023 |
| Argued | Jan 17, 2024 |
| Decided | Jun 28, 2024 |

## Advocates

- Paul D. Clement, for the petitioners
- Elizabeth B. Prelogar, Solicitor General, for the respondents

## Facts of the case

The Magnuson-Stevens Act governs fishery management in federal waters and allows the National Marine Fisheries Service to require vessels to carry federal observers. In 2020, the Service issued a rule requiring Atlantic herring fishermen to pay for the observers. Family-owned fishing companies challenged the rule. The district court and the D.C. Circuit upheld it, deferring under Chevron to the agency's reading of the statute.

## Question

Should the Court overrule Chevron v. Natural Resources Defense Council, or at least clarify that statutory silence concerning controversial powers expressly but narrowly granted elsewhere in the statute does not constitute an ambiguity requiring deference to the agency?

## Conclusion

The Administrative Procedure Act requires courts to exercise their independent judgment in deciding whether an agency has acted within its statutory authority, and courts may not defer to an agency interpretation of the law simply because a statute is ambiguous; Chevron is overruled. Chief Justice John Roberts authored the majority opinion. Justices Thomas and Gorsuch each filed concurring opinions. Justice Kagan filed a dissenting opinion, joined by Justice Sotomayor.

## Decision

**6-2 decision for Loper Bright Enterprises** | majority opinion by John G. Roberts, Jr.

| Majority | Minority | Not participating |
| --- | --- | --- |
| Roberts, Thomas, Alito, Gorsuch, Kavanaugh, Barrett | Sotomayor, Kagan | Jackson |

Justice Jackson recused herself because she had participated in the case as a judge on the D.C. Circuit."""
    p4 = """# Relentless, Inc. v. Department of Commerce

| | |
| --- | --- |
| Petitioner | Relentless, Inc., et al. |
| Respondent | Department of Commerce, et al. |
| Docket no. | 22-1219 |
| Decided by | Roberts Court |
| Lower court | United States Court of Appeals for the First Circuit |
| Citation | 603 US 369 (2024) |
| Granted | Oct 13, 2023 |
| Argued | Jan 17, 2024 |
| Decided | Jun 28, 2024 |

## Advocates

- Roman Martinez, for the petitioners
- Elizabeth B. Prelogar, Solicitor General, for the respondents

## Facts of the case

Relentless, Inc. and other owners of Rhode Island fishing vessels challenged the same 2020 industry-funded monitoring rule. The First Circuit upheld the rule, in part under Chevron.

## Conclusion

Decided together with Loper Bright Enterprises v. Raimondo. Chevron is overruled; the judgment of the First Circuit is vacated and the case remanded.

## Decision

**6-3 decision for Relentless, Inc.** | majority opinion by John G. Roberts, Jr.

| Majority | Minority |
| --- | --- |
| Roberts, Thomas, Alito, Gorsuch, Kavanaugh, Barrett | Sotomayor, Kagan, Jackson |"""
    s6 = sr(
        (op, "22-451 Loper Bright Enterprises v. Raimondo (06/28/2024) - Supreme Court", "ROBERTS, C. J., delivered the opinion of the Court ... THOMAS, J., and GORSUCH, J., filed concurring opinions. KAGAN, J., filed a dissenting opinion ...", "Jun 28, 2024"),
        ("https://www.scotusblog.com/2024/06/supreme-court-strikes-down-chevron-curtailing-power-of-federal-agencies/", "Supreme Court strikes down Chevron, curtailing power of federal agencies - SCOTUSblog", "Kagan's dissent warned the decision would make the court the country's 'administrative czar' ...", "Jun 28, 2024"),
        ("https://www.law.cornell.edu/supremecourt/text/22-451", "Loper Bright Enterprises v. Raimondo | LII", "Gorsuch, J., concurring: stare decisis does not require the Court to retain Chevron ...", "N/A"),
        ("https://www.lawfaremedia.org/article/the-gorsuch-and-thomas-concurrences-in-loper-bright", "The Gorsuch and Thomas Concurrences in Loper Bright | Lawfare", "Thomas would go further and hold that Chevron deference also violates the separation of powers ...", "Jul 2, 2024"),
        ("https://en.wikipedia.org/wiki/Loper_Bright_Enterprises_v._Raimondo", "Loper Bright Enterprises v. Raimondo - Wikipedia", "Kagan wrote the dissent, joined by Sotomayor and, in Relentless only, Jackson ...", "N/A"),
        ("https://www.nytimes.com/2024/06/28/us/politics/kagan-dissent-chevron.html", "Kagan's Dissent: 'A Rule of Judicial Humility Gives Way to a Rule of Judicial Hubris' - NYT", "Justice Elena Kagan read a summary of her dissent from the bench ...", "Jun 28, 2024"),
        ("https://www.brookings.edu/articles/what-the-end-of-chevron-deference-means/", "What the end of Chevron deference means | Brookings", "Prior Chevron-based holdings remain subject to statutory stare decisis ...", "Jul 1, 2024"),
        ("https://www.oyez.org/cases/2023/22-451", "Loper Bright Enterprises v. Raimondo | Oyez", "6-2 decision for Loper Bright Enterprises; majority opinion by John G. Roberts, Jr. ...", "N/A"),
        ("https://crsreports.congress.gov/product/pdf/LSB/LSB11189", "Supreme Court Overrules Chevron Doctrine - Congressional Research Service", "Legal Sidebar discussing the opinions in Loper Bright and Relentless ...", "Jul 3, 2024"),
        ("https://www.reddit.com/r/supremecourt/comments/1dqk1bb/opinion_analysis_loper_bright/", "Opinion analysis: Loper Bright / Relentless : r/supremecourt", "Note Jackson only joins the dissent as to Relentless ...", "Jun 28, 2024"),
    )
    p7 = """(Slip Opinion) OCTOBER TERM, 2023 1

Syllabus

NOTE: Where it is feasible, a syllabus (headnote) will be released, as is being done in connection with this case, at the time the opinion is issued. The syllabus constitutes no part of the opinion of the Court but has been prepared by the Reporter of Decisions for the convenience of the reader.

# SUPREME COURT OF THE UNITED STATES

## LOPER BRIGHT ENTERPRISES ET AL. v. RAIMONDO, SECRETARY OF COMMERCE, ET AL.

CERTIORARI TO THE UNITED STATES COURT OF APPEALS FOR THE DISTRICT OF COLUMBIA CIRCUIT

No. 22–451. Argued January 17, 2024—Decided June 28, 2024*

The Magnuson-Stevens Fishery Conservation and Management Act (MSA) ... Petitioners are family businesses that operate in the Atlantic herring fishery ...

**Held:** The Administrative Procedure Act requires courts to exercise their independent judgment in deciding whether an agency has acted within its statutory authority, and courts may not defer to an agency interpretation of the law simply because a statute is ambiguous; Chevron is overruled. Pp. 7–35.

45 F. 4th 359 and 62 F. 4th 621, vacated and remanded.

ROBERTS, C. J., delivered the opinion of the Court, in which THOMAS, ALITO, GORSUCH, KAVANAUGH, and BARRETT, JJ., joined. THOMAS, J., filed a concurring opinion. GORSUCH, J., filed a concurring opinion. KAGAN, J., filed a dissenting opinion, in which SOTOMAYOR, J., joined, and in which JACKSON, J., joined as it applies to No. 22–1219. JACKSON, J., took no part in the consideration or decision of the case in No. 22–451.

*Together with No. 22–1219, Relentless, Inc., et al. v. Department of Commerce, et al., on certiorari to the United States Court of Appeals for the First Circuit."""
    vote = "6–2 in No. 22-451 (Jackson recused); 6–3 in No. 22-1219 (Relentless). Roberts for the Court; Kagan dissent"
    turns = [
        (search("Loper Bright Enterprises v. Raimondo oyez decision vote"), s1),
        (extract(oy, "Vote split, majority author, dates and lower court"), p2),
        (memory("add", dict={"loper_docket": "22-451", "loper_vote": "6–2 (Jackson recused)", "loper_decided": "June 28, 2024 (argued Jan 17, 2024)"}), added("loper_docket", "loper_vote", "loper_decided")),
        (extract(oy2, "Vote split and lower court in the companion case"), p4),
        (memory("add", dict={"relentless_docket": "22-1219", "relentless_vote": "6–3"}), added("relentless_docket", "relentless_vote")),
        (search("Chevron overruled Loper Bright majority opinion Kagan dissent Gorsuch Thomas concurrence"), s6),
        (extract(op, "Syllabus header: dates, holding and who joined which opinion"), p7),
        (memory("update", dict={"loper_vote": vote}), updated("loper_vote")),
        (memory("remove", key_list=["relentless_vote"]), removed("relentless_vote")),
        (memory("retrieve_all"), dump({"loper_docket": "22-451", "loper_vote": vote, "loper_decided": "June 28, 2024 (argued Jan 17, 2024)", "relentless_docket": "22-1219"})),
    ]
    rs.add("search", "h52-search-15", SYSTEM, turns)


# ---------------------------------------------------------------- 16 CURIA (bad: the case number changes)
def t16(rs: RowSet) -> None:
    cu = "https://curia.europa.eu/juris/liste.jsf?num=C-252/21"
    pr = "https://curia.europa.eu/jcms/upload/docs/application/pdf/2023-07/cp230113en.pdf"
    bk = "https://www.bundeskartellamt.de/SharedDocs/Meldung/EN/Pressemitteilungen/2023/04_07_2023_EuGH_Facebook.html"
    s1 = sr(
        (cu, "CURIA - List of results - C-252/21", "Case C-252/21: Judgment of the Court (Grand Chamber) of 4 July 2023. Meta Platforms Inc and Others v Bundeskartellamt. Request for a preliminary ruling from the Oberlandesgericht Düsseldorf ...", "N/A"),
        (pr, "PRESS RELEASE No 113/23 - Court of Justice of the European Union", "Judgment of the Court in Case C-252/21 | Meta Platforms and Others (General terms of use of a social network). A national competition authority may find, in the context of the examination of an abuse of a dominant position, that the GDPR has been infringed ...", "Jul 4, 2023"),
        ("https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX:62021CJ0252", "EUR-Lex - 62021CJ0252 - EN", "Judgment of the Court (Grand Chamber) of 4 July 2023. Meta Platforms Inc and Others v Bundeskartellamt. ECLI:EU:C:2023:537 ...", "N/A"),
        (bk, "Bundeskartellamt - ECJ judgment in Facebook proceeding", "Andreas Mundt: 'The ECJ judgment clearly confirms our approach' ...", "Jul 4, 2023"),
        ("https://en.wikipedia.org/wiki/Meta_Platforms_v_Bundeskartellamt", "Meta Platforms v Bundeskartellamt - Wikipedia", "Meta Platforms Inc and Others v Bundeskartellamt (C-252/21) is a 2023 judgment of the CJEU on the interplay of competition law and the GDPR ...", "N/A"),
        ("https://www.reuters.com/technology/meta-must-get-consent-data-combination-eu-court-2023-07-04/", "Meta loses EU court fight over German data curbs | Reuters", "Europe's top court backed the German cartel office's 2019 order restricting Meta's data collection ...", "Jul 4, 2023"),
        ("https://iapp.org/news/a/cjeu-rules-on-meta-v-bundeskartellamt/", "CJEU rules on Meta v. Bundeskartellamt | IAPP", "Legitimate interest cannot justify personalised advertising without consent, the Court held ...", "Jul 4, 2023"),
        ("https://curia.europa.eu/juris/document/document.jsf?docid=275125&doclang=EN", "CURIA - Documents - Judgment C-252/21", "JUDGMENT OF THE COURT (Grand Chamber) 4 July 2023 (Reference for a preliminary ruling - Protection of personal data - Social networks ...)", "N/A"),
        ("https://www.lexology.com/library/detail.aspx?g=meta-bundeskartellamt-cjeu", "Meta v Bundeskartellamt: the CJEU's landmark ruling - Lexology", "Key takeaways for dominant platforms and data protection authorities ...", "Jul 6, 2023"),
        ("https://www.reddit.com/r/europe/comments/14qk9h4/eu_court_meta_data_ruling/", "EU top court backs German curbs on Meta data : r/europe", "Big deal for behavioral advertising ...", "Jul 4, 2023"),
    )
    p2 = """# CURIA - List of results

**Case C-252/21** | Meta Platforms and Others (General terms of use of a social network)

| | |
| --- | --- |
| Case | C-252/21 |
| Parties | Meta Platforms Inc., formerly Facebook Inc., Meta Platforms Ireland Limited, formerly Facebook Ireland Ltd., Facebook Deutschland GmbH v Bundeskartellamt; intervener: Verbraucherzentrale Bundesverband e.V. |
| Referring court | Oberlandesgericht Düsseldorf (Germany) |
| Date lodged | 22 April 2021 |
| Formation | Grand Chamber |
| Advocate General | Rantos |
| Language of the case | German |
| ECLI | ECLI:EU:C:2023:537 |

## Documents

| Date | Document | Type |
| --- | --- | --- |
| 04/07/2023 | Judgment | Judgment of the Court (Grand Chamber) of 4 July 2023 |
| 04/07/2023 | Press release No 113/23 | Press release |
| 20/09/2022 | Opinion | Opinion of Advocate General Rantos delivered on 20 September 2022 |
| 22/04/2021 | Request for a preliminary ruling | Request (OJ C 320, 9.8.2021) |

## Operative part (summary)

1. A competition authority of a Member State can find, in the context of examining an abuse of a dominant position, that the undertaking's general terms of use and their implementation are not consistent with the GDPR, where that finding is necessary to establish the abuse; it must cooperate sincerely with the supervisory authorities.
2. Personalised advertising cannot justify, as a legitimate interest, the processing at issue without the user's consent.
3. The fact that the operator of an online social network holds a dominant position does not, as such, prevent users from validly consenting, but it is an important factor in determining whether consent was freely given."""

    def press(case: str) -> str:
        return f"""Court of Justice of the European Union

# PRESS RELEASE No 113/23

Luxembourg, 4 July 2023

Judgment of the Court in Case {case} | Meta Platforms and Others (General terms of use of a social network)

## A national competition authority may find, in the context of the examination of an abuse of a dominant position, that the GDPR has been infringed

Meta Platforms owns the online social network Facebook and offers free services for private users. Users' data are collected not only from their use of Facebook but also from other group services, such as Instagram and WhatsApp, and from third-party websites and apps ('off-Facebook data'), and linked to their accounts for personalised advertising.

By decision of 6 February 2019, the German Federal Cartel Office (Bundeskartellamt) prohibited Meta from making the use of Facebook conditional on the processing of off-Facebook data without the users' consent. Meta brought an action before the Higher Regional Court, Düsseldorf, which referred questions to the Court of Justice.

In today's judgment, the Court holds that a competition authority may examine the compliance of an undertaking's conduct with rules other than competition law, such as the GDPR, where that is necessary to establish an abuse. It must, however, consult and cooperate sincerely with the national supervisory authorities concerned.

As regards the justification of the processing, the Court considers that personalised advertising cannot justify the processing as necessary for a legitimate interest in the absence of the user's consent. The fact that the operator holds a dominant position does not, as such, prevent users from validly giving consent, but it is an important factor.

NOTE: A reference for a preliminary ruling allows the courts and tribunals of the Member States to refer questions to the Court of Justice about the interpretation of European Union law.

Unofficial document for media use, not binding on the Court of Justice.

The full text of the judgment is published on the CURIA website on the day of delivery.

Press contact: Jacques René Zammit (+352) 4303 3355"""

    s5 = sr(
        ("https://www.bundeskartellamt.de/SharedDocs/Meldung/EN/Pressemitteilungen/2019/07_02_2019_Facebook.html", "Bundeskartellamt prohibits Facebook from combining user data from different sources", "Decision of 6 February 2019 (B6-22/16): Facebook may only use data from WhatsApp, Instagram and third-party sites with voluntary consent ...", "Feb 7, 2019"),
        (bk, "Bundeskartellamt - ECJ judgment in Facebook proceeding", "Andreas Mundt: 'The ECJ judgment clearly confirms our approach' ...", "Jul 4, 2023"),
        ("https://www.bundeskartellamt.de/SharedDocs/Entscheidung/EN/Entscheidungen/Missbrauchsaufsicht/2019/B6-22-16.html", "Case summary B6-22/16 - Bundeskartellamt", "Exploitative business terms pursuant to Section 19(1) GWB for inadequate data processing ...", "Feb 15, 2019"),
        ("https://www.reuters.com/article/us-facebook-germany-idUSKCN1PW0SU", "Germany orders Facebook to curb data collection | Reuters", "Germany's antitrust watchdog ordered Facebook to curb its data collection practices ...", "Feb 7, 2019"),
        ("https://www.bundesgerichtshof.de/SharedDocs/Pressemitteilungen/DE/2020/2020080.html", "Bundesgerichtshof bestätigt vorläufig den Vorwurf der missbräuchlichen Ausnutzung einer marktbeherrschenden Stellung durch Facebook", "BGH, Beschluss vom 23. Juni 2020 - KVR 69/19 ...", "Jun 23, 2020"),
        ("https://www.bundeskartellamt.de/SharedDocs/Meldung/EN/Pressemitteilungen/2024/10_10_2024_Meta.html", "Meta data processing proceeding concluded - Bundeskartellamt", "Meta implemented measures to give users a choice; the proceeding is concluded ...", "Oct 10, 2024"),
        ("https://www.olg-duesseldorf.nrw.de/behoerde/presse/Presse_aktuell/20210324_PM_Facebook/index.php", "OLG Düsseldorf legt Fragen zu Facebook dem EuGH vor", "Der Kartellsenat hat das Verfahren ausgesetzt und dem Gerichtshof der Europäischen Union Fragen vorgelegt ...", "Mar 24, 2021"),
        ("https://en.wikipedia.org/wiki/Meta_Platforms_v_Bundeskartellamt", "Meta Platforms v Bundeskartellamt - Wikipedia", "Background: the Bundeskartellamt's 2019 decision and the OLG Düsseldorf referral ...", "N/A"),
        ("https://www.competitionpolicyinternational.com/germany-bundeskartellamt-facebook-decision-explained/", "The Bundeskartellamt's Facebook decision explained - CPI", "Data combination as exploitative abuse ...", "Mar 1, 2019"),
        ("https://www.reddit.com/r/de/comments/anr4kw/bundeskartellamt_facebook/", "Bundeskartellamt untersagt Facebook Datensammlung : r/de", "Endlich ...", "Feb 7, 2019"),
    )
    p6 = """# ECJ judgment in Facebook proceeding

**Bundeskartellamt** | 4 July 2023

The Court of Justice of the European Union (ECJ) today delivered its judgment in Case C-252/21 following a referral from the Higher Regional Court of Düsseldorf in the Facebook proceeding (now Meta).

Andreas Mundt, President of the Bundeskartellamt:

> "The ECJ judgment clearly confirms our approach. Data is a decisive factor in the competition between online platforms. In the digital economy, competition authorities must be able to take account of data protection when assessing the conduct of dominant companies."

## Background

In its decision of 6 February 2019 (case B6-22/16), the Bundeskartellamt prohibited Facebook from combining user data from different sources without voluntary consent. Facebook appealed against the decision. In an interim proceeding, the Federal Court of Justice confirmed the decision on 23 June 2020. In the main proceeding, the Higher Regional Court of Düsseldorf referred questions to the ECJ in March 2021.

The proceeding before the Higher Regional Court of Düsseldorf will now be continued."""
    mem_all = {
        "meta_case": "C-252/21, Grand Chamber, 4 Jul 2023, ECLI:EU:C:2023:537 (ref. OLG Düsseldorf, lodged 22 Apr 2021)",
        "meta_holding": "Competition authority may find GDPR breach when needed to establish abuse; personalised ads not a legitimate interest without consent; dominance relevant to free consent",
        "bkarta_decision": "6 Feb 2019, case B6-22/16",
    }
    turns = [
        (search("CURIA C-252/21 Meta Platforms Bundeskartellamt judgment 4 July 2023"), s1),
        (extract(cu, "Case number, formation, dates and ECLI of the judgment"), p2),
        (extract(pr, "What the Court held, in the press release"), press("C-252/22")),
        (memory("add", dict={"meta_case": mem_all["meta_case"], "meta_holding": mem_all["meta_holding"]}), added("meta_case", "meta_holding")),
        (search("Bundeskartellamt Meta decision February 2019 data combination B6-22/16"), s5),
        (extract(bk, "The authority's reaction and the procedural history"), p6),
        (memory("add", dict={"bkarta_decision": mem_all["bkarta_decision"]}), added("bkarta_decision")),
        (memory("retrieve_all"), dump(mem_all)),
    ]
    rs.add("search", "h52-search-16", SYSTEM, turns, bad=True, turn=3,
           kind="Press release No 113/23 names the judgment as Case C-252/22, while the CURIA case page and the search snippet for that very press release gave C-252/21.")

# ---------------------------------------------------------------- 17 Federal Reserve (clean)
def t17(rs: RowSet) -> None:
    sep = "https://www.federalreserve.gov/newsevents/pressreleases/monetary20240918a.htm"
    sep_note = "https://www.federalreserve.gov/newsevents/pressreleases/monetary20240918a1.htm"
    dec = "https://www.federalreserve.gov/newsevents/pressreleases/monetary20241218a.htm"
    s1 = sr(
        (sep, "Federal Reserve issues FOMC statement - September 18, 2024", "The Committee decided to lower the target range for the federal funds rate by 1/2 percentage point to 4-3/4 to 5 percent ...", "Sep 18, 2024"),
        (sep_note, "Implementation Note issued September 18, 2024", "The Board of Governors of the Federal Reserve System voted unanimously to lower the interest rate paid on reserve balances to 4.90 percent, effective September 19, 2024 ...", "Sep 18, 2024"),
        ("https://www.reuters.com/markets/us/fed-cuts-rates-by-half-percentage-point-2024-09-18/", "Fed cuts rates by half a percentage point, signals more to come | Reuters", "The Fed cut its policy rate by half a percentage point to the 4.75%-5.00% range; Governor Michelle Bowman dissented in favor of a quarter-point cut ...", "Sep 18, 2024"),
        ("https://www.federalreserve.gov/monetarypolicy/fomccalendars.htm", "Federal Reserve Board - Meeting calendars and information", "2024 FOMC meetings: January 30-31, March 19-20, April 30-May 1, June 11-12, July 30-31, September 17-18*, November 6-7, December 17-18* ...", "N/A"),
        ("https://www.nytimes.com/2024/09/18/business/economy/fed-cuts-interest-rates.html", "Fed Cuts Rates by Half a Point, First Reduction Since 2020 - The New York Times", "The Fed's first rate cut in four years was larger than usual ...", "Sep 18, 2024"),
        ("https://www.federalreserve.gov/monetarypolicy/files/fomcprojtabl20240918.pdf", "Summary of Economic Projections, September 18, 2024", "Median projection for the federal funds rate: 4.4 percent at end-2024, 3.4 percent at end-2025 ...", "Sep 18, 2024"),
        ("https://www.cnbc.com/2024/09/18/fed-rate-decision-september-2024.html", "Fed cuts rates by half a point, first reduction since 2020 - CNBC", "Bowman was the first governor to dissent on a rate decision since 2005 ...", "Sep 18, 2024"),
        ("https://en.wikipedia.org/wiki/Federal_funds_rate", "Federal funds rate - Wikipedia", "History of the target range: 5.25-5.50% (Jul 2023 - Sep 2024) ...", "N/A"),
        ("https://www.wsj.com/economy/central-banking/fed-rate-cut-decision-september-2024", "Fed Delivers Big Rate Cut - WSJ", "Officials penciled in another half point of cuts by year-end ...", "Sep 18, 2024"),
        ("https://www.reddit.com/r/economy/comments/1fjy4m1/fed_cuts_rates_by_50_bps/", "Fed cuts rates by 50 bps : r/economy", "Bigger than most expected ...", "Sep 18, 2024"),
    )
    p2 = """# Federal Reserve issues FOMC statement

**For release at 2:00 p.m. EDT** | September 18, 2024

Recent indicators suggest that economic activity has continued to expand at a solid pace. Job gains have slowed, and the unemployment rate has moved up but remains low. Inflation has made further progress toward the Committee's 2 percent objective but remains somewhat elevated.

The Committee seeks to achieve maximum employment and inflation at the rate of 2 percent over the longer run. The Committee has gained greater confidence that inflation is moving sustainably toward 2 percent, and judges that the risks to achieving its employment and inflation goals are roughly in balance. The economic outlook is uncertain, and the Committee is attentive to the risks to both sides of its dual mandate.

In light of the progress on inflation and the balance of risks, the Committee decided to lower the target range for the federal funds rate by 1/2 percentage point to 4-3/4 to 5 percent. In considering additional adjustments to the target range for the federal funds rate, the Committee will carefully assess incoming data, the evolving outlook, and the balance of risks. The Committee will continue reducing its holdings of Treasury securities and agency debt and agency mortgage-backed securities.

Voting for the monetary policy action were Jerome H. Powell, Chair; John C. Williams, Vice Chair; Thomas I. Barkin; Michael S. Barr; Raphael W. Bostic; Lisa D. Cook; Mary C. Daly; Beth M. Hammack; Philip N. Jefferson; Adriana D. Kugler; and Christopher J. Waller. Voting against this action was Michelle W. Bowman, who preferred to lower the target range for the federal funds rate by 1/4 percentage point at this meeting.

For media inquiries, please email media@frb.gov or call 202-452-2955.

Implementation Note issued September 18, 2024"""
    p4 = """# Implementation Note issued September 18, 2024

## Decisions Regarding Monetary Policy Implementation

The Federal Reserve has made the following decisions to implement the monetary policy stance announced by the Federal Open Market Committee in its statement on September 18, 2024:

- The Board of Governors of the Federal Reserve System voted unanimously to lower the interest rate paid on reserve balances to 4.90 percent, effective September 19, 2024.
- As part of its policy decision, the Federal Open Market Committee voted to authorize and direct the Open Market Desk at the Federal Reserve Bank of New York, until instructed otherwise, to execute transactions in the System Open Market Account in accordance with the following domestic policy directive:
  > "Effective September 19, 2024, the Federal Open Market Committee directs the Desk to undertake open market operations as necessary to maintain the federal funds rate in a target range of 4-3/4 to 5 percent. ... Conduct standing overnight repurchase agreement operations at a rate of 5.0 percent ... Conduct standing overnight reverse repurchase agreement operations at an offering rate of 4.8 percent ..."
- In a related action, the Board of Governors of the Federal Reserve System voted unanimously to approve a 1/2 percentage point decrease in the primary credit rate to 5.0 percent, effective September 19, 2024."""
    s6 = sr(
        (dec, "Federal Reserve issues FOMC statement - December 18, 2024", "The Committee decided to lower the target range for the federal funds rate by 1/4 percentage point to 4-1/4 to 4-1/2 percent ...", "Dec 18, 2024"),
        ("https://www.federalreserve.gov/newsevents/pressreleases/monetary20241107a.htm", "Federal Reserve issues FOMC statement - November 7, 2024", "The Committee decided to lower the target range for the federal funds rate by 1/4 percentage point to 4-1/2 to 4-3/4 percent. Voting for the monetary policy action were Jerome H. Powell, Chair ... (unanimous)", "Nov 7, 2024"),
        ("https://www.reuters.com/markets/us/fed-cuts-rates-signals-fewer-cuts-2025-2024-12-18/", "Fed cuts rates, signals slower pace of easing in 2025 | Reuters", "Cleveland Fed President Beth Hammack dissented, preferring to keep rates unchanged ...", "Dec 18, 2024"),
        ("https://www.federalreserve.gov/newsevents/pressreleases/monetary20241218a1.htm", "Implementation Note issued December 18, 2024", "Interest rate paid on reserve balances lowered to 4.40 percent; overnight reverse repurchase offering rate 4.25 percent ...", "Dec 18, 2024"),
        ("https://www.cnbc.com/2024/12/18/fed-rate-decision-december-2024.html", "Fed cuts by a quarter point, indicates fewer cuts ahead - CNBC", "Officials now see two cuts in 2025, down from four in September ...", "Dec 18, 2024"),
        ("https://www.nytimes.com/2024/12/18/business/economy/fed-rate-cut-december.html", "Fed Cuts Rates for Third Time in 2024 - The New York Times", "The Fed has lowered rates by a full percentage point since September ...", "Dec 18, 2024"),
        ("https://www.federalreserve.gov/monetarypolicy/files/fomcprojtabl20241218.pdf", "Summary of Economic Projections, December 18, 2024", "Median federal funds rate projection: 3.9 percent at end-2025 ...", "Dec 18, 2024"),
        ("https://www.clevelandfed.org/newsroom/statement-hammack-dissent-december-2024", "Statement from Beth M. Hammack on her dissent | Cleveland Fed", "I preferred to maintain the target range at 4-1/2 to 4-3/4 percent ...", "Dec 20, 2024"),
        ("https://en.wikipedia.org/wiki/History_of_Federal_Open_Market_Committee_actions", "History of Federal Open Market Committee actions - Wikipedia", "2024: Sep 18 -50 bp, Nov 7 -25 bp, Dec 18 -25 bp ...", "N/A"),
        ("https://www.reddit.com/r/investing/comments/1hh4a9z/fed_cuts_25bps_hawkish_dots/", "Fed cuts 25bps, hawkish dots : r/investing", "Market didn't like the 2025 dot plot ...", "Dec 18, 2024"),
    )
    p7 = """# Federal Reserve issues FOMC statement

**For release at 2:00 p.m. EST** | December 18, 2024

Recent indicators suggest that economic activity has continued to expand at a solid pace. Since earlier in the year, labor market conditions have generally eased, and the unemployment rate has moved up but remains low. Inflation has made progress toward the Committee's 2 percent objective but remains somewhat elevated.

The Committee seeks to achieve maximum employment and inflation at the rate of 2 percent over the longer run. The Committee judges that the risks to achieving its employment and inflation goals are roughly in balance. The economic outlook is uncertain, and the Committee is attentive to the risks to both sides of its dual mandate.

In support of its goals, the Committee decided to lower the target range for the federal funds rate by 1/4 percentage point to 4-1/4 to 4-1/2 percent. In considering the extent and timing of additional adjustments to the target range for the federal funds rate, the Committee will carefully assess incoming data, the evolving outlook, and the balance of risks.

Voting for the monetary policy action were Jerome H. Powell, Chair; John C. Williams, Vice Chair; Thomas I. Barkin; Michael S. Barr; Raphael W. Bostic; Michelle W. Bowman; Lisa D. Cook; Mary C. Daly; Philip N. Jefferson; Adriana D. Kugler; and Christopher J. Waller. Voting against the action was Beth M. Hammack, who preferred to maintain the target range for the federal funds rate at 4-1/2 to 4-3/4 percent.

Implementation Note issued December 18, 2024"""
    ffr_new = "4.25–4.50% after 18 Dec 2024 (−25 bp; Hammack dissented for a hold). Path: 18 Sep −50 → 4.75–5.00; 7 Nov −25 → 4.50–4.75; 18 Dec −25 → 4.25–4.50"
    turns = [
        (search("FOMC statement September 18 2024 federal funds rate cut 50 basis points"), s1),
        (extract(sep, "Size of the cut, new target range and voting record"), p2),
        (memory("add", dict={"ffr_current": "4.75–5.00% after 18 Sep 2024 (−50 bp); Bowman dissented (preferred −25 bp)"}), added("ffr_current")),
        (extract(sep_note, "Administered rates set with the September decision"), p4),
        (memory("add", dict={"iorb_sep2024": "IORB 4.90% eff. 19 Sep 2024; ON RRP 4.80%; SRF and primary credit 5.00%"}), added("iorb_sep2024")),
        (search("FOMC December 18 2024 statement rate cut Hammack dissent November 7 2024"), s6),
        (extract(dec, "New target range and dissent in December 2024"), p7),
        (memory("update", dict={"ffr_current": ffr_new}), updated("ffr_current")),
        (memory("retrieve_all"), dump({"ffr_current": ffr_new, "iorb_sep2024": "IORB 4.90% eff. 19 Sep 2024; ON RRP 4.80%; SRF and primary credit 5.00%"})),
    ]
    rs.add("search", "h52-search-17", SYSTEM, turns)


# ---------------------------------------------------------------- 18 Norges Bank (bad: a key added at turn 8 is missing from retrieve_all)
def t18(rs: RowSet) -> None:
    pr = "https://www.norges-bank.no/en/news-events/news-publications/Press-releases/2025/2025-06-19-policy-rate/"
    kpr = "https://www.norges-bank.no/en/topics/Monetary-policy/Policy-rate/Key-policy-rate-Monetary-policy-meetings-and-changes-in-the-key-policy-rate/"
    s1 = sr(
        (pr, "Policy rate reduced to 4.25 percent | Norges Bank", "Norges Bank's Monetary Policy and Financial Stability Committee has decided to reduce the policy rate from 4.5 percent to 4.25 percent ...", "Jun 19, 2025"),
        ("https://www.reuters.com/markets/europe/norway-central-bank-unexpectedly-cuts-rates-2025-06-19/", "Norway's central bank unexpectedly cuts rates for first time since 2020 | Reuters", "Norges Bank lowered its policy rate to 4.25% from 4.50%, surprising analysts who had expected no change until September ...", "Jun 19, 2025"),
        ("https://www.norges-bank.no/en/news-events/publications/Monetary-Policy-Report-with-financial-stability-assessment/2025/mpr-22025/", "Monetary Policy Report 2/2025 | Norges Bank", "The policy rate forecast implies one or two further reductions in the course of 2025 ...", "Jun 19, 2025"),
        (kpr, "Key policy rate | Norges Bank", "Monetary policy meetings and changes in the key policy rate. Current policy rate: 4.25 percent ...", "N/A"),
        ("https://www.bloomberg.com/news/articles/2025-06-19/norway-makes-surprise-rate-cut", "Norway Makes Surprise Rate Cut as Inflation Slows - Bloomberg", "The krone weakened after the decision ...", "Jun 19, 2025"),
        ("https://www.ft.com/content/norges-bank-cut-june-2025", "Norway's central bank surprises with first rate cut in five years - FT", "Governor Ida Wolden Bache said a cautious normalisation was appropriate ...", "Jun 19, 2025"),
        ("https://www.e24.no/norsk-oekonomi/i/rentekutt-norges-bank-juni-2025", "Norges Bank kutter renten til 4,25 prosent - E24", "Renten settes ned med 0,25 prosentpoeng ...", "Jun 19, 2025"),
        ("https://tradingeconomics.com/norway/interest-rate", "Norway Interest Rate - Trading Economics", "Norges Bank cut its key policy rate by 25 bps to 4.25% in June 2025 ...", "N/A"),
        ("https://www.nrk.no/norge/norges-bank-setter-ned-renten-1.17451234", "Norges Bank setter ned renten - NRK", "For første gang siden mai 2020 ...", "Jun 19, 2025"),
        ("https://www.reddit.com/r/norge/comments/1lf3k2x/renten_kuttet/", "Renten kuttet! : r/norge", "Ikke ventet før september ...", "Jun 19, 2025"),
    )
    p2 = """# Policy rate reduced to 4.25 percent

**Press release** | 19 June 2025 | Norges Bank

Norges Bank's Monetary Policy and Financial Stability Committee has decided to reduce the policy rate from 4.5 percent to 4.25 percent. The new rate applies from 20 June 2025.

"The Committee judges that a cautious normalisation of the policy rate is now appropriate," says Governor Ida Wolden Bache. "The outlook is uncertain, but if the economy develops broadly as currently projected, the policy rate will be reduced further in the course of the year."

## Background

Inflation has been lower than expected, and the krone has appreciated. Underlying inflation was 2.8 percent in May, down from 3.0 percent in March. The labour market is somewhat tight, but activity in the Norwegian economy remains moderate.

The Committee's assessment is presented in the June 2025 Monetary Policy Report. The policy rate forecast implies one or two reductions in the policy rate in the course of 2025, and the policy rate is projected to be around 3 percent by the end of 2028.

## Members of the Committee

Ida Wolden Bache, Pål Longva, Øystein Børsum, Ingvild Almås, Steinar Holden

Contact: Runar Malkenes, Director of Communications, +47 958 03 006"""
    s4 = sr(
        (kpr, "Key policy rate | Norges Bank", "Monetary policy meetings and changes in the key policy rate since 1991 ...", "N/A"),
        ("https://www.norges-bank.no/en/news-events/news-publications/Press-releases/2023/2023-12-14-policy-rate/", "Policy rate raised to 4.5 percent | Norges Bank", "The Committee has decided to raise the policy rate from 4.25 percent to 4.5 percent ...", "Dec 14, 2023"),
        ("https://www.norges-bank.no/en/news-events/news-publications/Press-releases/2023/2023-06-22-policy-rate/", "Policy rate raised to 3.75 percent | Norges Bank", "The Committee has decided to raise the policy rate by 0.5 percentage point ...", "Jun 22, 2023"),
        ("https://www.norges-bank.no/en/news-events/news-publications/Press-releases/2024/2024-12-19-policy-rate/", "Policy rate kept unchanged at 4.5 percent | Norges Bank", "The policy rate will most likely be reduced in March 2025 ...", "Dec 19, 2024"),
        ("https://www.norges-bank.no/en/news-events/news-publications/Press-releases/2025/2025-03-27-policy-rate/", "Policy rate kept unchanged at 4.5 percent | Norges Bank", "The Committee has decided to keep the policy rate unchanged; a reduction is likely in the course of 2025 ...", "Mar 27, 2025"),
        ("https://en.wikipedia.org/wiki/Norges_Bank", "Norges Bank - Wikipedia", "The policy rate was raised 14 times from September 2021 to December 2023 ...", "N/A"),
        ("https://tradingeconomics.com/norway/interest-rate", "Norway Interest Rate - Trading Economics", "Interest Rate in Norway averaged ... reaching an all-time high of ...", "N/A"),
        ("https://www.reuters.com/markets/europe/norway-raises-rates-45-2023-12-14/", "Norway's central bank raises rates to 4.5%, likely the peak | Reuters", "Norges Bank raised its policy rate to 4.5% and said it would likely stay there for some time ...", "Dec 14, 2023"),
        ("https://www.ssb.no/en/priser-og-prisindekser/konsumpriser/statistikk/konsumprisindeksen", "Consumer price index - SSB", "CPI-ATE, 12-month rise ...", "N/A"),
        ("https://www.reddit.com/r/norge/comments/18i8x0k/renten_opp_til_45/", "Renten opp til 4,5 : r/norge", "Siste heving, sier de ...", "Dec 14, 2023"),
    )
    hist = [("19.06.2025", "4.25", "-0.25"), ("14.12.2023", "4.50", "+0.25"), ("21.09.2023", "4.25", "+0.25"),
            ("17.08.2023", "4.00", "+0.25"), ("22.06.2023", "3.75", "+0.50"), ("04.05.2023", "3.25", "+0.25"),
            ("23.03.2023", "3.00", "+0.25"), ("15.12.2022", "2.75", "+0.25"), ("03.11.2022", "2.50", "+0.25"),
            ("22.09.2022", "2.25", "+0.50"), ("18.08.2022", "1.75", "+0.50")]
    table = "\n".join(f"| {d} | {r} | {c} |" for d, r, c in hist)
    p5 = f"""# Key policy rate

Monetary policy meetings and changes in the key policy rate. The policy rate is the interest rate on banks' overnight deposits in Norges Bank. Changes apply from the business day following the decision.

**Current policy rate: 4.25 percent** (from 20 June 2025)

Filter: changes only

| Decision date | Policy rate (%) | Change (percentage points) |
| --- | --- | --- |
{table}

Showing 11 of 97 changes since 1991 | Download: CSV, XLSX

Upcoming monetary policy meetings 2025: 20 August, 17 September, 5 November, 17 December"""
    s7 = sr(
        ("https://www.riksbank.se/en-gb/press-and-published/notices-and-press-releases/press-releases/2025/riksbank-cuts-policy-rate-to-2-per-cent/", "Riksbank cuts policy rate to 2 per cent | Sveriges Riksbank", "The Executive Board has decided to cut the policy rate by 0.25 percentage points to 2 per cent. The new rate applies from 25 June 2025 ...", "Jun 18, 2025"),
        ("https://www.reuters.com/markets/europe/swedens-riksbank-cuts-rates-2-2025-06-18/", "Sweden's Riksbank cuts key rate to 2% | Reuters", "The Riksbank lowered its policy rate to 2.00% from 2.25% and signalled a possible further cut this year ...", "Jun 18, 2025"),
        ("https://www.riksbank.se/en-gb/monetary-policy/the-policy-rate/", "The policy rate | Sveriges Riksbank", "Decided policy rate: 2.00 per cent (from 25 June 2025) ...", "N/A"),
        ("https://www.bloomberg.com/news/articles/2025-06-18/riksbank-cuts-to-2", "Riksbank Cuts Rates, Flags Chance of Another Reduction - Bloomberg", "Governor Erik Thedeen said the economy needed more support ...", "Jun 18, 2025"),
        ("https://www.riksbank.se/en-gb/monetary-policy/monetary-policy-report/2025/monetary-policy-report-june-2025/", "Monetary Policy Report June 2025 | Riksbank", "Forecast for the policy rate ...", "Jun 18, 2025"),
        ("https://www.di.se/nyheter/riksbanken-sanker-styrrantan-till-2-procent/", "Riksbanken sänker styrräntan till 2 procent - DI", "Räntesänkning med 25 punkter ...", "Jun 18, 2025"),
        ("https://tradingeconomics.com/sweden/interest-rate", "Sweden Interest Rate - Trading Economics", "The Riksbank lowered its policy rate by 25 bps to 2% in June 2025 ...", "N/A"),
        ("https://www.ft.com/content/riksbank-june-2025", "Riksbank cuts rates as Swedish economy stalls - FT", "The eighth cut since May 2024 ...", "Jun 18, 2025"),
        ("https://en.wikipedia.org/wiki/Sveriges_Riksbank", "Sveriges Riksbank - Wikipedia", "Governor: Erik Thedéen (since 2023) ...", "N/A"),
        ("https://www.reddit.com/r/sweden/comments/1lelq4z/riksbanken_sanker_till_2/", "Riksbanken sänker till 2% : r/sweden", "Äntligen ...", "Jun 18, 2025"),
    )
    s11 = sr(
        ("https://www.norges-bank.no/en/news-events/publications/Monetary-Policy-Report-with-financial-stability-assessment/2025/mpr-22025/", "Monetary Policy Report 2/2025 | Norges Bank", "The policy rate forecast implies one or two reductions in the policy rate in the course of 2025 and is around 3 percent at the end of 2028 ...", "Jun 19, 2025"),
        ("https://www.norges-bank.no/en/news-events/news-publications/Speeches/2025/2025-06-19-introductory-statement/", "Introductory statement - press conference 19 June 2025 | Norges Bank", "Governor Ida Wolden Bache: the policy rate path has been lowered compared with March ...", "Jun 19, 2025"),
        ("https://www.reuters.com/markets/europe/norway-rate-path-analysts-2025-06-20/", "Analysts see Norges Bank cutting again in September | Reuters", "A majority of economists expect a further 25 bp reduction at the September meeting ...", "Jun 20, 2025"),
        (pr, "Policy rate reduced to 4.25 percent | Norges Bank", "The policy rate forecast implies one or two reductions in the policy rate in the course of 2025 ...", "Jun 19, 2025"),
        ("https://www.norges-bank.no/en/topics/Monetary-policy/Monetary-Policy-Report/", "Monetary Policy Report | Norges Bank", "Published four times a year with the policy rate forecast ...", "N/A"),
        ("https://www.dnb.no/en/markets/research/norges-bank-june-2025-review", "Norges Bank review: surprise cut - DNB Markets", "The new path implies 3.9 percent by end-2025 ...", "Jun 19, 2025"),
        ("https://www.handelsbanken.no/en/research/norges-bank-june-2025", "Norges Bank: cut and a lower path - Handelsbanken", "We now expect one more cut this year ...", "Jun 19, 2025"),
        ("https://www.bloomberg.com/news/articles/2025-06-20/norges-bank-path", "Norges Bank Signals Gradual Easing After Surprise Cut - Bloomberg", "The path implies one or two more moves in 2025 ...", "Jun 20, 2025"),
        ("https://www.e24.no/norsk-oekonomi/i/rentebanen-juni-2025", "Slik er den nye rentebanen - E24", "Rentebanen tilsier én eller to kutt til i år ...", "Jun 19, 2025"),
        ("https://www.reddit.com/r/norge/comments/1lfb2q0/rentebanen/", "Den nye rentebanen : r/norge", "Så 4 % til jul? ...", "Jun 19, 2025"),
    )
    full = {
        "nb_rate_current": "4.25% (cut 19 Jun 2025, applies from 20 Jun)",
        "nb_prev_rate": "4.5% from 14 Dec 2023 to 19 Jun 2025",
        "nb_changes_2023": "6 hikes in 2023: 23 Mar 3.00, 4 May 3.25, 22 Jun 3.75 (+0.50), 17 Aug 4.00, 21 Sep 4.25, 14 Dec 4.50",
        "riksbank_rate": "2.00% (cut 18 Jun 2025, applies from 25 Jun)",
        "nb_governor": "Ida Wolden Bache",
    }
    shown = {k: v for k, v in full.items() if k != "riksbank_rate"}
    turns = [
        (search("Norges Bank policy rate decision June 2025 4.25 percent"), s1),
        (extract(pr, "Decision, effective date and guidance for the rest of 2025"), p2),
        (memory("add", dict={"nb_rate_current": full["nb_rate_current"], "nb_prev_rate": full["nb_prev_rate"]}), added("nb_rate_current", "nb_prev_rate")),
        (search("Norges Bank policy rate history 2023 2024 decisions"), s4),
        (extract(kpr, "Dates and sizes of the policy rate changes since 2022"), p5),
        (memory("add", dict={"nb_changes_2023": full["nb_changes_2023"]}), added("nb_changes_2023")),
        (search("Riksbank policy rate June 2025 decision"), s7),
        (memory("add", dict={"riksbank_rate": full["riksbank_rate"]}), added("riksbank_rate")),
        (memory("add", dict={"nb_governor": full["nb_governor"]}), added("nb_governor")),
        (memory("retrieve_all"), dump(shown)),
        (search("Norges Bank Monetary Policy Report 2/2025 policy rate path"), s11),
        (memory("update", dict={"nb_rate_current": "4.25% (cut 19 Jun 2025, applies from 20 Jun); MPR 2/25 path: one or two more cuts in 2025, ~3% end-2028"}), updated("nb_rate_current")),
    ]
    rs.add("search", "h52-search-18", SYSTEM, turns, bad=True, turn=10,
           kind="retrieve_all omits riksbank_rate, which was added at turn 8 and never removed.")

# ---------------------------------------------------------------- 19 Apple Newsroom (clean)
def t19(rs: RowSet) -> None:
    us = "https://www.apple.com/newsroom/2024/09/apple-debuts-iphone-16-pro-and-iphone-16-pro-max/"
    uk = "https://www.apple.com/uk/newsroom/2024/09/apple-debuts-iphone-16-pro-and-iphone-16-pro-max/"
    s1 = sr(
        (us, "Apple debuts iPhone 16 Pro and iPhone 16 Pro Max - Apple", "Apple today introduced iPhone 16 Pro and iPhone 16 Pro Max, featuring Apple Intelligence, larger display sizes, new creative capabilities with innovative pro camera features ...", "Sep 9, 2024"),
        ("https://www.apple.com/newsroom/2024/09/apple-introduces-iphone-16-and-iphone-16-plus/", "Apple introduces iPhone 16 and iPhone 16 Plus - Apple", "iPhone 16 and iPhone 16 Plus will be available in 128GB, 256GB, and 512GB, starting at $799 and $899 ...", "Sep 9, 2024"),
        ("https://www.apple.com/iphone-16-pro/", "iPhone 16 Pro and iPhone 16 Pro Max - Apple", "Built for Apple Intelligence. Camera Control. 4K 120 fps Dolby Vision. A18 Pro chip ...", "N/A"),
        ("https://www.theverge.com/2024/9/9/24237601/apple-iphone-16-pro-max-price-release-date-camera-control", "Apple's iPhone 16 Pro and Pro Max have bigger screens and a new camera button - The Verge", "The iPhone 16 Pro starts at $999 and the Pro Max at $1,199; preorders open September 13th ahead of a September 20th release ...", "Sep 9, 2024"),
        ("https://en.wikipedia.org/wiki/IPhone_16_Pro", "iPhone 16 Pro - Wikipedia", "The iPhone 16 Pro and iPhone 16 Pro Max were announced on September 9, 2024, at the Steve Jobs Theater, and released on September 20, 2024 ...", "N/A"),
        ("https://www.cnbc.com/2024/09/09/apple-iphone-16-event-live-updates.html", "Apple 'It's Glowtime' event live updates: iPhone 16, AirPods 4, Apple Watch Series 10 - CNBC", "Apple held prices flat for the iPhone 16 Pro lineup ...", "Sep 9, 2024"),
        ("https://www.macrumors.com/roundup/iphone-16-pro/", "iPhone 16 Pro and iPhone 16 Pro Max: Everything We Know - MacRumors", "6.3-inch and 6.9-inch displays, A18 Pro, 5x telephoto on both models ...", "N/A"),
        ("https://www.gsmarena.com/apple_iphone_16_pro-13315.php", "Apple iPhone 16 Pro - Full phone specifications - GSMArena", "Announced 2024, September 09. Released 2024, September 20. 6.3 inches ...", "N/A"),
        ("https://www.apple.com/uk/newsroom/2024/09/apple-debuts-iphone-16-pro-and-iphone-16-pro-max/", "Apple debuts iPhone 16 Pro and iPhone 16 Pro Max - Apple (UK)", "iPhone 16 Pro and iPhone 16 Pro Max will be available ... starting at £999 (inc. VAT) and £1,199 (inc. VAT) ...", "Sep 9, 2024"),
        ("https://www.reddit.com/r/apple/comments/1fcxq9k/iphone_16_pro_pricing/", "iPhone 16 Pro pricing : r/apple", "Same price as last year, Pro Max still starts at 256GB ...", "Sep 9, 2024"),
    )
    p2 = """# Apple debuts iPhone 16 Pro and iPhone 16 Pro Max

**PRESS RELEASE** | September 9, 2024

*iPhone 16 Pro and iPhone 16 Pro Max feature larger displays, Camera Control, pro camera features, and A18 Pro - all built for Apple Intelligence*

CUPERTINO, CALIFORNIA Apple today introduced iPhone 16 Pro and iPhone 16 Pro Max, featuring Apple Intelligence, larger display sizes, new creative capabilities with innovative pro camera features, stunning graphics for immersive gaming, and more - all powered by the A18 Pro chip.

## Highlights

| Feature | iPhone 16 Pro | iPhone 16 Pro Max |
| --- | --- | --- |
| Display | 6.3-inch Super Retina XDR | 6.9-inch Super Retina XDR |
| Chip | A18 Pro | A18 Pro |
| Main camera | 48MP Fusion | 48MP Fusion |
| Ultra Wide | 48MP | 48MP |
| Telephoto | 5x, 120 mm | 5x, 120 mm |
| Video | 4K120 fps Dolby Vision | 4K120 fps Dolby Vision |
| Finishes | black, white, natural, desert titanium | black, white, natural, desert titanium |

## Apple Intelligence

Apple Intelligence will be available in beta next month as part of a free software update for iPhone 16 Pro and iPhone 16 Pro Max in U.S. English, with more features rolling out over the course of the next year.

## Pricing and Availability

- iPhone 16 Pro and iPhone 16 Pro Max will be available in 128GB (iPhone 16 Pro only), 256GB, 512GB, and 1TB storage capacities in black titanium, white titanium, natural titanium, and desert titanium.
- iPhone 16 Pro starts at $999 (U.S.) or $41.62 (U.S.) per month, and iPhone 16 Pro Max starts at $1,199 (U.S.) or $49.95 (U.S.) per month.
- Customers in more than 58 countries and regions, including Australia, Canada, China, France, Germany, India, Japan, Mexico, UAE, the U.K., and the U.S., will be able to pre-order iPhone 16 Pro and iPhone 16 Pro Max beginning at 5 a.m. PDT this Friday, September 13, with availability beginning Friday, September 20.

Press Contacts: Michelle Del Rio, Apple, mdelrio@apple.com"""
    p4 = """# Apple debuts iPhone 16 Pro and iPhone 16 Pro Max

**PRESS RELEASE** | 9 September 2024

CUPERTINO, CALIFORNIA Apple today introduced iPhone 16 Pro and iPhone 16 Pro Max, featuring Apple Intelligence, larger display sizes, new creative capabilities with innovative pro camera features, stunning graphics for immersive gaming, and more - all powered by the A18 Pro chip.

## Pricing and Availability

- iPhone 16 Pro and iPhone 16 Pro Max will be available in 128GB (iPhone 16 Pro only), 256GB, 512GB and 1TB storage capacities in black titanium, white titanium, natural titanium and desert titanium, starting at £999 (inc. VAT) and £1,199 (inc. VAT) respectively from apple.com/uk/store and in the Apple Store app.
- Customers in the UK will be able to pre-order iPhone 16 Pro and iPhone 16 Pro Max beginning at 1 p.m. BST this Friday, 13 September, with availability beginning Friday, 20 September.
- Apple Intelligence will be available first in U.S. English; UK English localisation is planned for December.

UK Press Contacts: Apple Media Helpline, media.uk@apple.com"""
    s5 = sr(
        ("https://www.apple.com/newsroom/2024/10/apple-intelligence-is-available-today-on-iphone-ipad-and-mac/", "Apple Intelligence is available today on iPhone, iPad, and Mac - Apple", "The first set of Apple Intelligence features is available now with iOS 18.1, iPadOS 18.1 and macOS Sequoia 15.1 ...", "Oct 28, 2024"),
        ("https://support.apple.com/en-us/100100", "What's new in the updates for iOS 18 - Apple Support", "iOS 18.1: Apple Intelligence (U.S. English), call recording, hearing health features ...", "N/A"),
        ("https://www.theverge.com/2024/10/28/24281592/apple-intelligence-ios-18-1-available-now", "Apple Intelligence arrives with iOS 18.1 - The Verge", "Writing Tools, a new Siri look and notification summaries are rolling out today ...", "Oct 28, 2024"),
        ("https://www.macrumors.com/2024/10/28/ios-18-1-released/", "Apple Releases iOS 18.1 With Apple Intelligence - MacRumors", "iOS 18.1 is available on iPhone 15 Pro, iPhone 15 Pro Max and all iPhone 16 models ...", "Oct 28, 2024"),
        ("https://www.cnbc.com/2024/10/28/apple-intelligence-launch-ios-18-1.html", "Apple rolls out first Apple Intelligence features - CNBC", "The release comes about five weeks after iPhone 16 went on sale ...", "Oct 28, 2024"),
        ("https://en.wikipedia.org/wiki/IOS_18", "iOS 18 - Wikipedia", "iOS 18.1 was released on October 28, 2024, adding Apple Intelligence in U.S. English ...", "N/A"),
        ("https://9to5mac.com/2024/10/28/ios-18-1-features/", "iOS 18.1 is out: Here's what's new - 9to5Mac", "Apple Intelligence requires setting the device and Siri language to English (US) ...", "Oct 28, 2024"),
        ("https://www.apple.com/newsroom/2024/12/apple-intelligence-now-features-image-playground-genmoji-and-more/", "Apple Intelligence now features Image Playground, Genmoji and more - Apple", "iOS 18.2 adds localised English for Australia, Canada, Ireland, New Zealand, South Africa and the UK ...", "Dec 11, 2024"),
        ("https://www.wsj.com/tech/apple-intelligence-review-ios-18-1", "Apple Intelligence Review - WSJ", "The first wave is modest ...", "Oct 28, 2024"),
        ("https://www.reddit.com/r/iphone/comments/1ge4l3k/ios_181_is_out/", "iOS 18.1 is out : r/iphone", "Waitlist for Apple Intelligence took 10 minutes for me ...", "Oct 28, 2024"),
    )
    turns = [
        (search("Apple newsroom iPhone 16 Pro announcement price availability September 2024"), s1),
        (extract(us, "US prices, storage options and pre-order/availability dates"), p2),
        (memory("add", dict={"i16pro_price": "$999 (128GB)", "i16promax_price": "$1,199 (256GB)", "i16pro_dates": "announced 9 Sep 2024; pre-order 13 Sep; available 20 Sep"}), added("i16pro_price", "i16promax_price", "i16pro_dates")),
        (extract(uk, "UK prices and UK pre-order time"), p4),
        (search("iOS 18.1 Apple Intelligence release date October 28 2024"), s5),
        (memory("update", dict={"i16pro_price": "$999 (128GB) in the US; £999 inc. VAT in the UK", "i16pro_dates": "announced 9 Sep 2024; pre-order 13 Sep; available 20 Sep; Apple Intelligence (US English) via iOS 18.1 on 28 Oct 2024"}), updated("i16pro_price", "i16pro_dates")),
    ]
    rs.add("search", "h52-search-19", SYSTEM, turns)


# ---------------------------------------------------------------- 20 Raspberry Pi news (bad: the launch post's date changes in a later result list)
def t20(rs: RowSet) -> None:
    intro = "https://www.raspberrypi.com/news/introducing-raspberry-pi-5/"
    gb16 = "https://www.raspberrypi.com/news/16gb-raspberry-pi-5-on-sale-now-at-120/"
    s1 = sr(
        (intro, "Introducing: Raspberry Pi 5! - Raspberry Pi", "Raspberry Pi 5 is available to pre-order today from our Approved Resellers, priced at $60 for the 4GB variant and $80 for its 8GB sibling. Virtually every aspect of the platform has been upgraded ...", "Sep 28, 2023"),
        ("https://www.raspberrypi.com/products/raspberry-pi-5/", "Buy a Raspberry Pi 5 - Raspberry Pi", "The everything computer. Optimised. 2–3× the speed of the previous generation, and featuring silicon designed in-house ...", "N/A"),
        ("https://datasheets.raspberrypi.com/rpi5/raspberry-pi-5-product-brief.pdf", "Raspberry Pi 5 product brief (PDF)", "Broadcom BCM2712 2.4GHz quad-core 64-bit Arm Cortex-A76 CPU, VideoCore VII GPU, dual 4Kp60 HDMI ...", "N/A"),
        ("https://www.theverge.com/2023/9/28/23893929/raspberry-pi-5-launch-price-specs", "The Raspberry Pi 5 is here, and it's way faster - The Verge", "The Raspberry Pi 5 will cost $60 for 4GB and $80 for 8GB and ship by the end of October ...", "Sep 28, 2023"),
        ("https://en.wikipedia.org/wiki/Raspberry_Pi", "Raspberry Pi - Wikipedia", "Raspberry Pi 5 was announced on 28 September 2023 and released in October 2023 ...", "N/A"),
        ("https://www.tomshardware.com/reviews/raspberry-pi-5", "Raspberry Pi 5 Review: A New Standard for Makers | Tom's Hardware", "The Pi 5 is two to three times faster than the Pi 4 and adds a power button and real-time clock ...", "Sep 28, 2023"),
        ("https://www.jeffgeerling.com/blog/2023/raspberry-pi-5-available-now", "Raspberry Pi 5 *available now* - Jeff Geerling", "PCIe, RP1, and a faster everything. I've been testing one for a few months ...", "Sep 28, 2023"),
        ("https://www.raspberrypi.com/news/rp1-the-silicon-controlling-raspberry-pi-5-i-o-designed-here-at-raspberry-pi/", "RP1: the silicon controlling Raspberry Pi 5 I/O, designed here at Raspberry Pi", "RP1 is our in-house I/O controller, connected to the BCM2712 over a four-lane PCIe 2.0 link ...", "Oct 19, 2023"),
        ("https://www.cnx-software.com/2023/09/28/raspberry-pi-5-launched/", "Raspberry Pi 5 launched with Cortex-A76 CPU, PCIe, RP1 - CNX Software", "Specifications, pricing and availability of the new Raspberry Pi 5 ...", "Sep 28, 2023"),
        ("https://www.reddit.com/r/raspberry_pi/comments/16uc1q3/raspberry_pi_5_announced/", "Raspberry Pi 5 announced! : r/raspberry_pi", "3.4k votes. Power button! Finally ...", "Sep 28, 2023"),
    )
    p2 = """# Introducing: Raspberry Pi 5!

**Eben Upton** | 28th Sep 2023 | 1168 comments

Today, we're delighted to announce the launch of Raspberry Pi 5, coming at the end of October. Priced at $60 for the 4GB variant, and $80 for its 8GB sibling (plus your local taxes), virtually every aspect of the platform has been upgraded, delivering a no-compromises user experience. Raspberry Pi 5 comes with new features, it's over twice as fast as its predecessor, and it's the first Raspberry Pi computer to feature silicon designed in‑house here in Cambridge, UK.

Key features include:

- 2.4GHz quad-core 64-bit Arm Cortex-A76 CPU
- VideoCore VII GPU, supporting OpenGL ES 3.1, Vulkan 1.2
- Dual 4Kp60 HDMI® display output
- 4Kp60 HEVC decoder
- Dual-band 802.11ac Wi-Fi®
- Bluetooth 5.0 / Bluetooth Low Energy (BLE)
- High-speed microSD card interface with SDR104 mode support
- 2 × USB 3.0 ports, supporting simultaneous 5Gbps operation
- 2 × USB 2.0 ports
- Gigabit Ethernet, with PoE+ support (requires separate PoE+ HAT, coming soon)
- 2 × 4-lane MIPI camera/display transceivers
- PCIe 2.0 x1 interface for fast peripherals
- Raspberry Pi standard 40-pin GPIO header
- Real-time clock, powered from external battery
- Power button

## Pricing and availability

| Variant | Price |
| --- | --- |
| Raspberry Pi 5, 4GB | $60 |
| Raspberry Pi 5, 8GB | $80 |

Raspberry Pi 5 is available to pre-order today from our Approved Resellers. We expect the first units to ship by the end of October 2023. To make sure that individuals get first pick, we are reserving every Raspberry Pi 5 sold until the end of the year for individual buyers rather than bulk orders.

## Silicon designed in-house

Raspberry Pi 5 is built around the Broadcom BCM2712, with I/O handled by RP1, a southbridge designed in-house at Raspberry Pi. RP1 connects to BCM2712 over a four-lane PCIe 2.0 link.

## New accessories

- Raspberry Pi 27W USB-C Power Supply ($12)
- Raspberry Pi Active Cooler ($5)
- Raspberry Pi 5 Case ($10)"""
    s4 = sr(
        ("https://www.raspberrypi.com/news/2gb-raspberry-pi-5-on-sale-now-at-50/", "2GB Raspberry Pi 5 on sale now at $50 - Raspberry Pi", "Today we're launching a 2GB variant of Raspberry Pi 5, priced at $50, built on the new cost-optimised D0 stepping of BCM2712 ...", "Aug 19, 2024"),
        (gb16, "16GB Raspberry Pi 5 on sale now at $120 - Raspberry Pi", "Today we're happy to announce the launch of the 16GB variant of Raspberry Pi 5, priced at $120 ...", "Jan 9, 2025"),
        ("https://www.tomshardware.com/raspberry-pi/raspberry-pi-5-16gb-review", "Raspberry Pi 5 16GB Review | Tom's Hardware", "The most RAM ever on a Pi, for a price: $120 ...", "Jan 9, 2025"),
        ("https://www.theverge.com/2024/8/19/24223528/raspberry-pi-5-2gb-50", "Raspberry Pi 5 now comes in a cheaper $50 version - The Verge", "The 2GB model uses a smaller D0 stepping of the Broadcom chip ...", "Aug 19, 2024"),
        ("https://www.jeffgeerling.com/blog/2025/who-would-buy-raspberry-pi-16gb-120", "Who would buy a Raspberry Pi for $120? - Jeff Geerling", "Testing the 16GB Pi 5 with LLMs and big builds ...", "Jan 9, 2025"),
        ("https://www.raspberrypi.com/products/raspberry-pi-5/", "Buy a Raspberry Pi 5 - Raspberry Pi", "Available in 2GB, 4GB, 8GB and 16GB variants ...", "N/A"),
        ("https://www.cnx-software.com/2025/01/09/raspberry-pi-5-16gb/", "Raspberry Pi 5 16GB launched for $120 - CNX Software", "Also: price of 2GB model, D0 stepping details ...", "Jan 9, 2025"),
        ("https://en.wikipedia.org/wiki/Raspberry_Pi", "Raspberry Pi - Wikipedia", "A 2GB model was released in August 2024 and a 16GB model in January 2025 ...", "N/A"),
        ("https://www.hackster.io/news/raspberry-pi-5-16gb-now-available", "Raspberry Pi 5 16GB now available - Hackster.io", "The new model uses the D0 stepping ...", "Jan 9, 2025"),
        ("https://www.reddit.com/r/raspberry_pi/comments/1hxf3kq/16gb_pi_5_for_120/", "16GB Pi 5 for $120 : r/raspberry_pi", "Who is this for? ...", "Jan 9, 2025"),
    )
    s5 = sr(
        ("https://www.raspberrypi.com/news/rp1-the-silicon-controlling-raspberry-pi-5-i-o-designed-here-at-raspberry-pi/", "RP1: the silicon controlling Raspberry Pi 5 I/O, designed here at Raspberry Pi", "RP1 is our in-house I/O controller, connected to the BCM2712 over a four-lane PCIe 2.0 link ...", "Oct 19, 2023"),
        (intro, "Introducing: Raspberry Pi 5! - Raspberry Pi", "It's the first Raspberry Pi computer to feature silicon designed in-house here in Cambridge, UK ...", "Oct 28, 2023"),
        ("https://www.theregister.com/2023/09/28/raspberry_pi_5_interview_eben_upton/", "Raspberry Pi 5: Eben Upton on RP1 and the 'everything computer' - The Register", "Upton says RP1 took seven years and cost around $15 million to develop ...", "Sep 28, 2023"),
        ("https://www.youtube.com/watch?v=aXlw8E-prZE", "Raspberry Pi 5: interview with Eben Upton - The MagPi", "Eben explains why the Pi 5 moved I/O onto RP1 ...", "Sep 28, 2023"),
        ("https://datasheets.raspberrypi.com/rp1/rp1-peripherals.pdf", "RP1 Peripherals (PDF) - Raspberry Pi", "RP1 is a 40nm I/O controller providing USB, Ethernet, MIPI and GPIO ...", "N/A"),
        ("https://www.anandtech.com/show/21073/raspberry-pi-5-announced", "Raspberry Pi 5 Announced: BCM2712 and RP1 - AnandTech", "The RP1 southbridge is the first custom silicon in a Raspberry Pi SBC ...", "Sep 28, 2023"),
        ("https://www.jeffgeerling.com/blog/2023/rp1-raspberry-pi-5-io-chip", "RP1: The Raspberry Pi 5's custom I/O chip - Jeff Geerling", "Splitting I/O off lets the SoC move to newer process nodes ...", "Oct 20, 2023"),
        ("https://www.tomshardware.com/news/raspberry-pi-rp1-chip-interview", "Inside RP1: Raspberry Pi's own silicon - Tom's Hardware", "The chip was taped out in 2020 and revised twice ...", "Oct 2, 2023"),
        ("https://en.wikipedia.org/wiki/Raspberry_Pi", "Raspberry Pi - Wikipedia", "Raspberry Pi 5 uses the RP1 I/O controller designed by Raspberry Pi Ltd ...", "N/A"),
        ("https://www.reddit.com/r/raspberry_pi/comments/17bq0f2/rp1_deep_dive/", "RP1 deep dive : r/raspberry_pi", "Great read on the in-house southbridge ...", "Oct 19, 2023"),
    )
    p6 = """# 16GB Raspberry Pi 5 on sale now at $120

**Eben Upton** | 9th Jan 2025 | 412 comments

Today we're happy to announce the launch of the 16GB variant of Raspberry Pi 5, priced at $120. It uses the new D0 stepping of BCM2712, which we first used in the 2GB product last August, and which reduces cost and power consumption.

## The Raspberry Pi 5 range, today

| Variant | Launched | Price |
| --- | --- | --- |
| 2GB | August 2024 | $50 |
| 4GB | September 2023 | $60 |
| 8GB | September 2023 | $80 |
| 16GB | January 2025 | $120 |

## Why 16GB?

Larger memory is useful for running large language models, for software development (compiling big projects) and for lightly-virtualised environments.

## D0 stepping

D0 strips out dark silicon not needed for Raspberry Pi use, making the die smaller; it is otherwise software-compatible with C1."""
    turns = [
        (search("Raspberry Pi 5 launch announcement price availability"), s1),
        (extract(intro, "Announcement date, prices, shipping date and the key specifications"), p2),
        (memory("add", dict={"pi5_announced": "28 Sep 2023 (Eben Upton, raspberrypi.com)", "pi5_price": "$60 (4GB), $80 (8GB)", "pi5_ship": "first units by end of October 2023"}), added("pi5_announced", "pi5_price", "pi5_ship")),
        (search("Raspberry Pi 5 2GB $50 16GB $120 launch"), s4),
        (search("Raspberry Pi 5 RP1 southbridge in-house silicon Eben Upton"), s5),
        (extract(gb16, "Current Raspberry Pi 5 variants with launch dates and prices"), p6),
        (memory("update", dict={"pi5_price": "$50 (2GB, Aug 2024), $60 (4GB), $80 (8GB), $120 (16GB, Jan 2025)"}), updated("pi5_price")),
    ]
    rs.add("search", "h52-search-20", SYSTEM, turns, bad=True, turn=5,
           kind="The result for raspberrypi.com/news/introducing-raspberry-pi-5/ is dated Oct 28, 2023, while the same post was dated Sep 28, 2023 in the turn-1 results and on the page at turn 2.")

# ---------------------------------------------------------------- 21 U.S. Census QuickFacts (bad: a percent change that no longer follows from its endpoints)
QF_ROWS = [
    ("Population estimates, July 1, 2024, (V2024)", "340,110,988", "31,290,831"),
    ("Population estimates base, April 1, 2020, (V2024)", "331,515,736", "29,145,428"),
    ("Population, percent change - April 1, 2020 (estimates base) to July 1, 2024, (V2024)", "2.6%", "7.4%"),
    ("Population, Census, April 1, 2020", "331,449,281", "29,145,505"),
    ("Population, Census, April 1, 2010", "308,745,538", "25,145,561"),
    ("Persons under 5 years, percent", "5.5%", "6.5%"),
    ("Persons under 18 years, percent", "21.5%", "24.8%"),
    ("Persons 65 years and over, percent", "18.0%", "13.6%"),
    ("Female persons, percent", "50.5%", "49.9%"),
    ("Foreign-born persons, percent, 2019-2023", "13.9%", "17.2%"),
    ("Housing units, July 1, 2024, (V2024)", "146,800,552", "12,292,137"),
    ("Owner-occupied housing unit rate, 2019-2023", "65.0%", "62.9%"),
    ("Median value of owner-occupied housing units, 2019-2023", "$303,400", "$260,400"),
    ("Median household income (in 2023 dollars), 2019-2023", "$78,538", "$76,292"),
    ("Persons in poverty, percent", "11.1%", "13.7%"),
    ("Land area in square miles, 2020", "3,533,038.28", "261,231.71"),
    ("Population per square mile, 2020", "93.8", "111.6"),
    ("FIPS Code", "1", "48"),
]


def t21(rs: RowSet) -> None:
    us = "https://www.census.gov/quickfacts/fact/table/US/PST045224"
    txus = "https://www.census.gov/quickfacts/fact/table/TX,US/PST045224"
    prs = "https://www.census.gov/newsroom/press-releases/2024/population-estimates-international-migration.html"
    s1 = sr(
        (us, "U.S. Census Bureau QuickFacts: United States", "Population estimates, July 1, 2024, (V2024): 340,110,988. Population, Census, April 1, 2020: 331,449,281 ...", "N/A"),
        ("https://www.census.gov/popclock/", "Population Clock - U.S. Census Bureau", "U.S. population projected for today; one birth every 9 seconds, one death every 9.5 seconds, one international migrant every 23 seconds ...", "N/A"),
        (prs, "Population Growth in U.S. Surges to Highest Since 2001, Fueled by Immigration - Census.gov", "The U.S. population grew by almost 1% (3,304,188) between 2023 and 2024, reaching 340.1 million ...", "Dec 19, 2024"),
        ("https://www.census.gov/data/tables/time-series/demo/popest/2020s-national-total.html", "National Population Totals: 2020-2024 - Census.gov", "Annual Estimates of the Resident Population for the United States: April 1, 2020 to July 1, 2024 (NST-EST2024-POP) ...", "Dec 19, 2024"),
        ("https://data.census.gov/profile/United_States?g=010XX00US", "United States - Census Bureau Profile", "Total population, median household income, poverty, housing ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Demographics_of_the_United_States", "Demographics of the United States - Wikipedia", "The U.S. Census Bureau estimated the population at 340,110,988 on July 1, 2024 ...", "N/A"),
        ("https://www.nytimes.com/2024/12/19/us/census-population-growth-immigration.html", "U.S. Population Grew at Fastest Rate in Decades, Fueled by Immigration - The New York Times", "Net international migration of 2.8 million accounted for most of the growth ...", "Dec 19, 2024"),
        ("https://www.census.gov/quickfacts/fact/note/US/PST045224", "QuickFacts: notes on population estimates", "Estimates are not comparable to other geographic levels due to methodology differences ...", "N/A"),
        ("https://usafacts.org/data/topics/people-society/population-and-demographics/", "U.S. population and demographics - USAFacts", "Population by year, state, age and race ...", "N/A"),
        ("https://www.reddit.com/r/dataisbeautiful/comments/1hhx8ab/us_population_growth_2024/", "US population growth 2024 [OC] : r/dataisbeautiful", "Highest growth rate since 2001 ...", "Dec 19, 2024"),
    )
    p2 = "# QuickFacts\n\n**United States**\n\nQuickFacts provides statistics for all states and counties, and for cities and towns with a population of 5,000 or more.\n\n## Table\n\n| Fact | United States |\n| --- | --- |\n" + "\n".join(f"| {f} | {u} |" for f, u, _ in QF_ROWS) + "\n\nValue Notes: Estimates are not comparable to other geographic levels due to methodology differences that may exist between different data sources.\n\nSource: U.S. Census Bureau, Population Estimates Program (PEP), updated annually; American Community Survey (ACS), 5-year estimates."
    bad_rows = [(f, ("2.9%" if f.startswith("Population, percent change") else u), t) for f, u, t in QF_ROWS]
    p6 = "# QuickFacts\n\n**Texas; United States**\n\n## Table\n\n| Fact | Texas | United States |\n| --- | --- | --- |\n" + "\n".join(f"| {f} | {t} | {u} |" for f, u, t in bad_rows) + "\n\nValue Notes: Estimates are not comparable to other geographic levels due to methodology differences that may exist between different data sources.\n\nSource: U.S. Census Bureau, Population Estimates Program (PEP), updated annually; American Community Survey (ACS), 5-year estimates."
    s4 = sr(
        ("https://www.census.gov/quickfacts/fact/table/TX/PST045224", "U.S. Census Bureau QuickFacts: Texas", "Population estimates, July 1, 2024, (V2024): 31,290,831. Population, percent change - April 1, 2020 (estimates base) to July 1, 2024: 7.4% ...", "N/A"),
        ("https://www.texastribune.org/2024/12/19/texas-population-growth-2024-census/", "Texas added more people than any other state in 2024 | The Texas Tribune", "Texas gained 562,941 residents between July 2023 and July 2024, the largest numeric increase of any state ...", "Dec 19, 2024"),
        (prs, "Population Growth in U.S. Surges to Highest Since 2001, Fueled by Immigration - Census.gov", "Texas (562,941) and Florida (467,347) gained the most residents ...", "Dec 19, 2024"),
        ("https://demographics.texas.gov/Estimates/2024/", "Texas Demographic Center - Population Estimates 2024", "State and county population estimates for Texas, January 1, 2024 ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Demographics_of_Texas", "Demographics of Texas - Wikipedia", "The 2020 census counted 29,145,505 people in Texas ...", "N/A"),
        ("https://www.houstonchronicle.com/news/houston-texas/article/texas-population-2024-census-19995210.php", "Texas population tops 31 million - Houston Chronicle", "Immigration drove most of Texas' gains last year ...", "Dec 19, 2024"),
        ("https://www.dallasfed.org/research/economics/2025/0114", "Texas population growth in 2024 - Dallas Fed", "Net international migration accounted for more than half of growth ...", "Jan 14, 2025"),
        ("https://worldpopulationreview.com/states/texas", "Texas Population 2025 - World Population Review", "Texas is the second most populous state ...", "N/A"),
        ("https://www.census.gov/library/stories/state-by-state/texas-population-change-between-census-decade.html", "Texas: 2020 Census - Census.gov", "Texas grew 15.9% between 2010 and 2020 ...", "Aug 25, 2021"),
        ("https://www.reddit.com/r/texas/comments/1hi0m1q/texas_population_31_million/", "Texas population now 31.3 million : r/texas", "Traffic agrees ...", "Dec 19, 2024"),
    )
    s8 = sr(
        (prs, "Population Growth in U.S. Surges to Highest Since 2001, Fueled by Immigration - Census.gov", "The nation's population grew by almost 1% (0.98%), the fastest rate since 2001. The District of Columbia was the fastest-growing ...", "Dec 19, 2024"),
        ("https://www.census.gov/data/tables/time-series/demo/popest/2020s-state-total.html", "State Population Totals: 2020-2024 - Census.gov", "Annual Estimates of the Resident Population for the United States, Regions, States, District of Columbia, and Puerto Rico (NST-EST2024-POP) ...", "Dec 19, 2024"),
        ("https://www.pewresearch.org/short-reads/2024/12/20/us-population-growth-2024/", "US population grew at fastest pace since 2001 | Pew Research Center", "Immigration accounted for 84% of growth ...", "Dec 20, 2024"),
        ("https://www.axios.com/2024/12/19/fastest-growing-states-2024-census", "Fastest-growing states in 2024 - Axios", "D.C., Utah, Texas, Florida and South Carolina led growth rates ...", "Dec 19, 2024"),
        ("https://www.census.gov/library/stories/2024/12/population-estimates.html", "Vintage 2024 population estimates: what changed - Census.gov", "The Census Bureau updated its method for estimating net international migration ...", "Dec 19, 2024"),
        ("https://www.nytimes.com/2024/12/19/us/census-population-growth-immigration.html", "U.S. Population Grew at Fastest Rate in Decades - The New York Times", "Every state but Vermont and West Virginia grew ...", "Dec 19, 2024"),
        ("https://www.stateline.org/2024/12/19/immigration-drives-state-population-growth/", "Immigration drives state population growth - Stateline", "All states saw gains from international migration ...", "Dec 19, 2024"),
        ("https://en.wikipedia.org/wiki/List_of_U.S._states_and_territories_by_population_growth_rate", "List of U.S. states and territories by population growth rate - Wikipedia", "Based on Vintage 2024 estimates ...", "N/A"),
        ("https://www.brookings.edu/articles/new-census-estimates-show-immigration-surge/", "New census estimates show an immigration surge - Brookings", "William H. Frey analysis of the Vintage 2024 estimates ...", "Dec 20, 2024"),
        ("https://www.reddit.com/r/MapPorn/comments/1hijz2q/population_growth_by_state_2024/", "Population growth by state, 2023-2024 : r/MapPorn", "DC at the top is surprising ...", "Dec 20, 2024"),
    )
    p9 = """# Population Growth in U.S. Surges to Highest Since 2001, Fueled by Immigration

**Press Release Number CB24-197** | December 19, 2024

The nation's population grew by almost 1% (3,304,188) between 2023 and 2024, reaching 340,110,988, according to the U.S. Census Bureau's Vintage 2024 population estimates. This is the fastest growth rate since 2001.

Net international migration of 2.8 million was the primary driver of growth, up from 2.3 million in 2023. Natural increase (births minus deaths) added 519,000.

## States

| Rank | Largest numeric gains (2023-2024) | Gain |
| --- | --- | --- |
| 1 | Texas | 562,941 |
| 2 | Florida | 467,347 |
| 3 | California | 232,570 |
| 4 | New York | 129,881 |
| 5 | North Carolina | 126,604 |

The District of Columbia was the fastest-growing (2.2%), followed by Utah, Texas, Florida and South Carolina (1.7%-1.8%).

> "Population growth in 2024 was notably higher than in any year since 2001," said Kristie Wilder, a demographer in the Population Division.

## About the estimates

Vintage 2024 estimates start from the April 1, 2020 estimates base (331,515,736), which incorporates the 2020 Census count (331,449,281) with later adjustments. Estimates for all earlier vintages are revised each year.

Contact: Public Information Office, 301-763-3030, pio@census.gov"""
    mem_all = {
        "us_pop_2024": "340,110,988 (V2024, Jul 1 2024)",
        "us_pop_2020_census": "331,449,281 (Census count, Apr 1 2020)",
        "us_change_2020_2024": "2.6% (from estimates base 331,515,736)",
        "tx_pop_2024": "31,290,831 (V2024, Jul 1 2024)",
        "tx_change_2020_2024": "7.4% (from estimates base 29,145,428)",
    }
    turns = [
        (search("census quickfacts united states population estimates July 1 2024"), s1),
        (extract(us, "Current population estimate, 2020 census count and percent change"), p2),
        (memory("add", dict={k: mem_all[k] for k in ("us_pop_2024", "us_pop_2020_census", "us_change_2020_2024")}), added("us_pop_2024", "us_pop_2020_census", "us_change_2020_2024")),
        (search("Texas population 2024 census estimate growth"), s4),
        (memory("add", dict={"tx_pop_2024": mem_all["tx_pop_2024"]}), added("tx_pop_2024")),
        (extract(txus, "Texas and United States side by side: estimates, base and percent change"), p6),
        (memory("add", dict={"tx_change_2020_2024": mem_all["tx_change_2020_2024"]}), added("tx_change_2020_2024")),
        (search("fastest growing states 2024 census Vintage 2024 press release"), s8),
        (extract(prs, "National growth 2023-2024 and states with the largest gains"), p9),
        (memory("retrieve_all"), dump(mem_all)),
    ]
    rs.add("search", "h52-search-21", SYSTEM, turns, bad=True, turn=6,
           kind="The side-by-side QuickFacts table gives the U.S. 2020-2024 percent change as 2.9% though the estimate 340,110,988 and base 331,515,736 are unchanged; turn 2 showed 2.6%, which is what they imply.")


# ---------------------------------------------------------------- 22 Statistics Iceland (clean)
def t22(rs: RowSet) -> None:
    news = "https://www.statice.is/publications/news-archive/inhabitants/population-on-1-january-2024/"
    px = "https://px.hagstofa.is/pxen/pxweb/en/Ibuar/Ibuar__mannfjoldi__1_yfirlit__Yfirlit_mannfjolda/MAN00101.px"
    skra = "https://www.skra.is/um-okkur/frettir/frett/2023/12/05/Ibuafjoldi-1.-desember-2023/"
    q1 = "https://www.statice.is/publications/news-archive/inhabitants/population-in-the-1st-quarter-2024/"
    years = [(2020, 186770, 177364), (2021, 189130, 179662), (2022, 191021, 180559), (2023, 193250, 182998), (2024, 197195, 186531)]
    tot = {y: m + w for y, m, w in years}
    s1 = sr(
        (news, "Population on 1 January 2024 - Statistics Iceland", "The population of Iceland was 383,726 on 1 January 2024 and increased by 7,478 (2.0%) during 2023 ...", "Mar 21, 2024"),
        ("https://www.statice.is/statistics/population/inhabitants/", "Inhabitants - Statistics Iceland", "Population by municipality, sex, age and citizenship; quarterly population estimates ...", "N/A"),
        (px, "Population by sex and age 1841-2024 - PxWeb Statistics Iceland", "Table MAN00101: Population by sex and age 1841-2024 (1 January) ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Demographics_of_Iceland", "Demographics of Iceland - Wikipedia", "Iceland's population was 383,726 on 1 January 2024 according to Statistics Iceland ...", "N/A"),
        (q1, "Population in the 1st quarter 2024 - Statistics Iceland", "At the end of the first quarter of 2024, 387,280 people lived in Iceland ...", "Apr 25, 2024"),
        (skra, "Íbúafjöldi 1. desember 2023 - Þjóðskrá", "Fjöldi einstaklinga með skráð lögheimili á Íslandi 1. desember 2023 var 399.189 ...", "Dec 5, 2023"),
        ("https://www.ruv.is/english/2024-03-21-population-grew-by-two-percent-in-2023", "Population grew by two percent in 2023 - RÚV", "Immigration drove the increase; foreign citizens now make up a larger share ...", "Mar 21, 2024"),
        ("https://icelandmonitor.mbl.is/news/politics_and_society/2024/03/21/population_of_iceland_383_726/", "Population of Iceland 383,726 - Iceland Monitor", "Men outnumber women by over 10,000 ...", "Mar 21, 2024"),
        ("https://www.statice.is/publications/news-archive/inhabitants/population-on-1-january-2023/", "Population on 1 January 2023 - Statistics Iceland", "The population of Iceland was 376,248 on 1 January 2023 ...", "Mar 23, 2023"),
        ("https://www.reddit.com/r/Iceland/comments/1bk3f9d/population_383726/", "Population 383,726 : r/Iceland", "Registers Iceland says ~400k though? ...", "Mar 21, 2024"),
    )
    p2 = """# Population on 1 January 2024

**Statistics Iceland** | 21 March 2024

The population of Iceland was 383,726 on 1 January 2024 and increased by 7,478 (2.0%) during 2023. Men numbered 197,195 and women 186,531.

## Main results

| | 1 Jan 2023 | 1 Jan 2024 | Change |
| --- | --- | --- | --- |
| Total | 376,248 | 383,726 | +7,478 |
| Men | 193,250 | 197,195 | +3,945 |
| Women | 182,998 | 186,531 | +3,533 |

Immigrants were 18.2% of the population on 1 January 2024. The capital region had 246,049 inhabitants, or 64.1% of the population.

## About the data

Statistics Iceland's figures are based on the National Registry, adjusted for persons who are registered as living in Iceland but are likely to have moved abroad. They are therefore lower than the number of persons with registered domicile published by Registers Iceland (Þjóðskrá).

Contact: Ómar Harðarson, tel. +354 528 1000"""
    px_rows = "\n".join(f"| {y} | {m:,} | {w:,} | {tot[y]:,} |" for y, m, w in years)
    p4 = f"""# Population by sex and age 1841-2024

**Table MAN00101** | Statistics Iceland | Last updated: 21.03.2024

Selection: Age: Total | Sex: Males, Females, Total | Year: 2020-2024 (1 January)

| Year | Males | Females | Total |
| --- | --- | --- | --- |
{px_rows}

Footnote: Population on 1 January. From 2011 figures are adjusted for persons likely to have emigrated without notifying the registry.

Source: Statistics Iceland | Contact: mannfjoldi@hagstofa.is"""
    s6 = sr(
        (skra, "Íbúafjöldi 1. desember 2023 - Þjóðskrá", "Fjöldi einstaklinga með skráð lögheimili á Íslandi 1. desember 2023 var 399.189 og fjölgaði um 11.431 frá 1. desember 2022 ...", "Dec 5, 2023"),
        ("https://www.skra.is/english/people/registration-of-individuals/", "Registration of individuals - Registers Iceland", "Registers Iceland maintains the National Registry of persons with legal domicile in Iceland ...", "N/A"),
        ("https://www.icelandreview.com/news/population-nears-400000/", "Iceland's registered population nears 400,000 - Iceland Review", "Registers Iceland's figures count everyone with registered domicile, including people who have left without deregistering ...", "Dec 6, 2023"),
        ("https://www.ruv.is/english/2024-01-02-registered-population-passes-400000", "Registered population passes 400,000 - RÚV", "According to Registers Iceland, the number of people with legal domicile passed 400,000 in late December ...", "Jan 2, 2024"),
        ("https://www.statice.is/publications/news-archive/inhabitants/difference-between-population-figures/", "Why do population figures differ? - Statistics Iceland", "Statistics Iceland's estimates are lower because they remove persons likely to have emigrated ...", "Jun 8, 2022"),
        ("https://www.mbl.is/frettir/innlent/2023/12/05/ibuar_399_189/", "Íbúar 399.189 - mbl.is", "Mest fjölgun í Reykjavík og Reykjanesbæ ...", "Dec 5, 2023"),
        ("https://en.wikipedia.org/wiki/Registers_Iceland", "Registers Iceland - Wikipedia", "Þjóðskrá Íslands is the government agency responsible for the national registry ...", "N/A"),
        ("https://grapevine.is/news/2024/01/03/400000-icelanders/", "Iceland hits 400,000 (on paper) - The Reykjavík Grapevine", "Statistics Iceland's count is closer to 384,000 ...", "Jan 3, 2024"),
        ("https://www.skra.is/um-okkur/frettir/frett/2024/12/04/Ibuafjoldi-1.-desember-2024/", "Íbúafjöldi 1. desember 2024 - Þjóðskrá", "Fjöldi einstaklinga með skráð lögheimili á Íslandi 1. desember 2024 ...", "Dec 4, 2024"),
        ("https://www.reddit.com/r/Iceland/comments/18bm7xa/why_two_population_numbers/", "Why two population numbers? : r/Iceland", "Þjóðskrá counts everyone with lögheimili; Hagstofa adjusts ...", "Dec 5, 2023"),
    )
    p7 = """# Íbúafjöldi 1. desember 2023

**Þjóðskrá** | 5. desember 2023

Fjöldi einstaklinga með skráð lögheimili á Íslandi 1. desember 2023 var 399.189 og fjölgaði um 11.431 (3,0%) frá 1. desember 2022.

| Landshluti | 1.12.2022 | 1.12.2023 | Breyting |
| --- | --- | --- | --- |
| Höfuðborgarsvæðið | 248.154 | 255.327 | +7.173 |
| Suðurnes | 30.802 | 32.617 | +1.815 |
| Suðurland | 33.125 | 34.366 | +1.241 |
| Aðrir landshlutar | 75.677 | 76.879 | +1.202 |
| Samtals | 387.758 | 399.189 | +11.431 |

Íslenskir ríkisborgarar: 328.917 | Erlendir ríkisborgarar: 70.272

Athugið: Tölurnar ná til allra einstaklinga með skráð lögheimili og eru því hærri en mannfjöldatölur Hagstofu Íslands, sem leiðréttar eru fyrir brottflutningi."""
    p9 = """# Population in the 1st quarter 2024

**Statistics Iceland** | 25 April 2024

At the end of the first quarter of 2024, 387,280 people lived in Iceland: 199,090 men and 188,190 women. The population increased by 3,554 during the quarter.

| | Q4 2023 (end) | Q1 2024 (end) |
| --- | --- | --- |
| Total | 383,726 | 387,280 |
| Men | 197,195 | 199,090 |
| Women | 186,531 | 188,190 |

## Components, Q1 2024

| | Number |
| --- | --- |
| Births | 1,080 |
| Deaths | 710 |
| Immigrants (in-migrants) | 4,420 |
| Emigrants (out-migrants) | 1,236 |

Note: Quarterly figures are preliminary and will be revised when the annual population on 1 January is published."""
    mem_all = {
        "is_pop_2024": "383,726 (1 Jan 2024); 387,280 at end of Q1 2024 (preliminary quarterly estimate)",
        "is_pop_2023": "376,248 (1 Jan 2023)",
        "is_growth_2023": "+7,478 (+2.0%)",
        "is_men_2024": "197,195",
        "is_women_2024": "186,531",
        "is_register_dec2023": "399,189 with registered domicile (Registers Iceland, 1 Dec 2023); higher than Statistics Iceland because not adjusted for emigration",
    }
    turns = [
        (search("Statistics Iceland population 1 January 2024"), s1),
        (extract(news, "Population on 1 January 2024, change during 2023, men and women"), p2),
        (memory("add", dict={"is_pop_2024": "383,726 (1 Jan 2024)", "is_pop_2023": mem_all["is_pop_2023"], "is_growth_2023": mem_all["is_growth_2023"]}), added("is_pop_2024", "is_pop_2023", "is_growth_2023")),
        (extract(px, "Population by sex on 1 January, 2020-2024"), p4),
        (memory("add", dict={"is_men_2024": "197,195", "is_women_2024": "186,531"}), added("is_men_2024", "is_women_2024")),
        (search("Registers Iceland number of residents 400,000 Þjóðskrá"), s6),
        (extract(skra, "Registered residents on 1 December 2023"), p7),
        (memory("add", dict={"is_register_dec2023": mem_all["is_register_dec2023"]}), added("is_register_dec2023")),
        (extract(q1, "Population at the end of the first quarter of 2024"), p9),
        (memory("update", dict={"is_pop_2024": mem_all["is_pop_2024"]}), updated("is_pop_2024")),
        (memory("retrieve_all"), dump(mem_all)),
    ]
    rs.add("search", "h52-search-22", SYSTEM, turns)


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
                  t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
