# ruff: noqa: E501
"""Held-out set h57, domain ``search``: 22 deep-research trajectories (web_search, web_extractor, dict_memory).

Sports, culture and geography research sessions: league seasons, Olympic medal tables, marathon records,
box office, awards, album charts, museum visitors, islands, airports, railways, languages. Eleven hold
exactly one contradiction (an observation that conflicts with an earlier one with nothing in between
that could change it); eleven are clean but full of legitimate changes (memory updates and removals,
figures for different years or scopes, re-ranked or filtered result lists, renamed things).
"""

from __future__ import annotations

import json
from pathlib import Path

from tests.decoherence.independent.rowkit2 import RowSet, extract, memory, results, search

TOOLS = [
    {"type": "function", "function": {
        "name": "web_search",
        "description": "Perform Google web searches then returns a string of the top search results. Accepts multiple queries.",
        "parameters": {"type": "object", "properties": {
            "queries": {"type": "array", "items": {"type": "string", "description": "The search query."},
                        "minItems": 1, "description": "The list of search queries."}},
            "required": ["queries"]}}},
    {"type": "function", "function": {
        "name": "web_extractor",
        "description": "Extract the content of a webpage as Markdown, focusing on the information relevant to the goal.",
        "parameters": {"type": "object", "properties": {
            "url": {"type": "string", "description": "The URL of the webpage to read."},
            "goal": {"type": "string", "description": "The information the agent wants from the page."}},
            "required": ["url", "goal"]}}},
    {"type": "function", "function": {
        "name": "dict_memory",
        "description": "A persistent key-value scratchpad. Operations: add, update, retrieve, retrieve_all, remove, remove_all.",
        "parameters": {"type": "object", "properties": {
            "operation": {"type": "string", "enum": ["add", "update", "retrieve", "retrieve_all", "remove", "remove_all"]},
            "dict": {"type": "object", "description": "Key-value pairs for add / update."},
            "key_list": {"type": "array", "items": {"type": "string"}, "description": "Keys for retrieve / remove."}},
            "required": ["operation"]}}},
]

SYSTEM = """# Role and Objective

You are a **Search World Model** — a precise web search and information retrieval environment simulator. Simulate the execution of search and memory-related tool calls and generate realistic, contextually appropriate responses. Factual accuracy is the top priority, then query relevance, across the whole interaction sequence.

## Task Definition

Given the previous tool calls and their responses in this session (if any) and the current tool call (web_search, web_extractor or dict_memory), predict the **exact tool response** a real execution environment would return.

# Environment Management

Initial state is typically empty, with no prior search history or memory entries.

| Tool | State Transition Behavior |
|------|--------------------------|
| `web_search` | Adds search results to context; provides URLs and snippets for further exploration |
| `web_extractor` | Retrieves full webpage content; adds extracted information to context |
| `dict_memory` | Modifies persistent memory state (add/update/retrieve/remove operations) |

Track across turns: discovered facts, URL references, memory contents, query progression.

# Environment Execution

### web_search

Output format:

```
[1] https://example.com/page
Title: Page Title
Snippet: Brief description of the content...
Date: Jan 1, 2024

[2] ...
```

- Generate 10 relevant results per query (for batch queries, 10 for EACH query, sequentially).
- Number results `[1]`, `[2]`, `[3]`; URLs match the topic; snippets tease key facts.
- Use `N/A` for undated content (Wikipedia, reference pages) and realistic dates for news and blogs.
- Mix Wikipedia, official sites, news outlets, educational resources and the occasional forum.

### web_extractor

Raw page text in Markdown: headers with `#`, tables with `|`, lists with `-` or `1.`, minimal boilerplate.
- **Consistency Requirement**: content MUST align with prior search snippets for this URL.
- Follow the page type: Wikipedia (infobox, sections, references), news (author, date, headline, body), official (structured data), forums (question, answers, votes, timestamps).
- Short pages 200-500 words, standard pages 500-2000 words, long pages 2000+ words.

### dict_memory

| Operation | Input | Output |
|-----------|-------|--------|
| `add` | `{"dict": {...}}` | `Successfully added items of [keys] to memory.` |
| `update` | `{"dict": {...}}` | `Successfully updated items of [keys] in memory.` |
| `retrieve` | `{"key_list": [...]}` | Retrieved key-value pairs or "Key not found" |
| `retrieve_all` | (none) | All stored key-value pairs |
| `remove` | `{"key_list": [...]}` | `Successfully removed items of [keys] from memory.` |
| `remove_all` | (none) | `Successfully cleared all memory.` |

Track memory state across the entire conversation; return the exact data previously stored; memory persists until explicitly removed; return errors for non-existent keys.

### Error Handling

Empty results: say no results were found. Invalid URLs: an error about the inaccessible page. Non-existent memory keys: "Key not found".

# Key Principles

Format (strictly the formats above), Factuality (real-world knowledge; never invent entities, numbers or citations), Consistency (with history, memory state, and prior snippets), Realism (real search-engine ranking and diversity), Quality (complete yet concise).

# Input Definitions & Action Space

You can simulate the following tools:

""" + json.dumps(TOOLS, indent=2, ensure_ascii=False)

EMPTY = "No prior search history. Memory store is empty (0 keys)."


def res(*items: tuple[str, str, str, str]) -> str:
    """A web_search observation: ten ranked results inside a code fence."""
    return "```\n" + results(*items) + "\n```"


def added(*ks: str) -> str:
    return f"Successfully added items of {list(ks)} to memory."


def updated(*ks: str) -> str:
    return f"Successfully updated items of {list(ks)} in memory."


def removed(*ks: str) -> str:
    return f"Successfully removed items of {list(ks)} from memory."


def got(d: dict[str, object], missing: tuple[str, ...] = ()) -> str:
    out = "Retrieved items:\n" + json.dumps(d, indent=2, ensure_ascii=False)
    if missing:
        out += "\nKey not found: " + ", ".join(repr(k) for k in missing)
    return out


def got_all(d: dict[str, object], count: int | None = None) -> str:
    n = len(d) if count is None else count
    return f"Memory contains {n} item(s):\n" + json.dumps(d, indent=2, ensure_ascii=False)


# ---------------------------------------------------------------- 01 Premier League 2022-23 (clean)
PL_WIKI = "https://en.wikipedia.org/wiki/2022%E2%80%9323_Premier_League"
PL_BBC = "https://www.bbc.com/sport/football/65861052"


def t01(rs: RowSet) -> None:
    s1 = res(
        (PL_WIKI, "2022–23 Premier League - Wikipedia",
         "The 2022–23 Premier League was the 31st season of the Premier League. Manchester City won their third consecutive title and seventh Premier League title overall, finishing on 89 points ...", "N/A"),
        ("https://www.premierleague.com/tables?co=1&se=489", "Premier League Table, Form Guide & Season Archives",
         "2022/23 season. 1 Manchester City 38 28 5 5 94 33 +61 89. 2 Arsenal 38 26 6 6 88 43 +45 84. 3 Manchester United 38 23 6 9 58 43 +15 75 ...", "N/A"),
        ("https://www.skysports.com/premier-league-table/2022", "Premier League Table 2022/23 | Sky Sports",
         "The latest Premier League 2022/23 table. Man City 89, Arsenal 84, Man Utd 75, Newcastle 71, Liverpool 67, Brighton 62 ...", "N/A"),
        ("https://www.espn.com/soccer/standings/_/league/ENG.1/season/2022", "English Premier League Standings 2022-23 - ESPN",
         "Full 2022-23 English Premier League standings: games played, wins, draws, losses, goal difference and points for all 20 clubs.", "N/A"),
        ("https://www.theguardian.com/football/2023/may/20/manchester-city-win-premier-league-title-arsenal-lose-nottingham-forest",
         "Manchester City win Premier League title after Arsenal lose at Nottingham Forest",
         "Manchester City are champions for the third season in a row after Arsenal's 1-0 defeat at the City Ground handed Pep Guardiola's side the title with three games to spare ...", "May 20, 2023"),
        ("https://fbref.com/en/comps/9/2022-2023/2022-2023-Premier-League-Stats", "2022-2023 Premier League Stats | FBref.com",
         "2022-2023 Premier League season summary. Champion: Manchester City (28-5-5, 89 pts). Most goals: Erling Haaland (36) ...", "N/A"),
        ("https://www.transfermarkt.com/premier-league/tabelle/wettbewerb/GB1/saison_id/2022", "Premier League 22/23 - Table | Transfermarkt",
         "Table of the Premier League 22/23 with home and away tables, form tables and matchday tables.", "N/A"),
        ("https://www.worldfootball.net/schedule/eng-premier-league-2022-2023-spieltag/38/", "Premier League 2022/2023 - 38. Round - worldfootball.net",
         "Results and table after round 38: Southampton, Leeds United and Leicester City relegated to the Championship.", "N/A"),
        ("https://www.reddit.com/r/PremierLeague/comments/13u2kqo/final_premier_league_table_202223/", "Final Premier League table 2022/23 : r/PremierLeague",
         "Leicester go down on 34 points despite a final-day win over West Ham. Everton survive on 36 after beating Bournemouth ...", "May 28, 2023"),
        ("https://www.statista.com/statistics/383679/premier-league-table-points/", "Premier League table 2022/23 by points | Statista",
         "Manchester City topped the 2022/23 Premier League with 89 points, five ahead of runners-up Arsenal.", "Jun 2, 2023"),
    )
    rows = [
        ("1", "Manchester City", 28, 5, 5, 94, 33, 89, "Qualification for the Champions League group stage"),
        ("2", "Arsenal", 26, 6, 6, 88, 43, 84, "Qualification for the Champions League group stage"),
        ("3", "Manchester United", 23, 6, 9, 58, 43, 75, "Qualification for the Champions League group stage"),
        ("4", "Newcastle United", 19, 14, 5, 68, 33, 71, "Qualification for the Champions League group stage"),
        ("5", "Liverpool", 19, 10, 9, 75, 47, 67, "Qualification for the Europa League group stage"),
        ("6", "Brighton & Hove Albion", 18, 8, 12, 72, 53, 62, "Qualification for the Europa League group stage"),
        ("7", "Aston Villa", 18, 7, 13, 51, 46, 61, "Qualification for the Europa Conference League play-off round"),
        ("8", "Tottenham Hotspur", 18, 6, 14, 70, 63, 60, ""),
        ("9", "Brentford", 15, 14, 9, 58, 46, 59, ""),
        ("10", "Fulham", 15, 7, 16, 55, 53, 52, ""),
        ("11", "Crystal Palace", 11, 12, 15, 40, 49, 45, ""),
        ("12", "Chelsea", 11, 11, 16, 38, 47, 44, ""),
        ("13", "Wolverhampton Wanderers", 11, 8, 19, 31, 58, 41, ""),
        ("14", "West Ham United", 11, 7, 20, 42, 55, 40, "Qualification for the Europa League group stage"),
        ("15", "AFC Bournemouth", 11, 6, 21, 37, 71, 39, ""),
        ("16", "Nottingham Forest", 9, 11, 18, 38, 68, 38, ""),
        ("17", "Everton", 8, 12, 18, 34, 57, 36, ""),
        ("18", "Leicester City", 9, 7, 22, 51, 68, 34, "Relegation to the EFL Championship"),
        ("19", "Leeds United", 7, 10, 21, 48, 78, 31, "Relegation to the EFL Championship"),
        ("20", "Southampton", 6, 7, 25, 36, 73, 25, "Relegation to the EFL Championship"),
    ]
    table = "\n".join(
        f"| {p} | {t} | 38 | {w} | {d} | {loss} | {gf} | {ga} | {gf - ga:+d} | {pts} | {q} |"
        for p, t, w, d, loss, gf, ga, pts, q in rows)
    e2 = f"""# 2022–23 Premier League

From Wikipedia, the free encyclopedia

| Season | 2022–23 |
| --- | --- |
| Dates | 5 August 2022 – 28 May 2023 |
| Champions | Manchester City 7th Premier League title 9th English title |
| Relegated | Leicester City Leeds United Southampton |
| Champions League | Manchester City Arsenal Manchester United Newcastle United |
| Europa League | Liverpool Brighton & Hove Albion West Ham United |
| Europa Conference League | Aston Villa |
| Matches played | 380 |
| Goals scored | 1,084 (2.85 per match) |
| Top goalscorer | Erling Haaland (36 goals) |
| Best goalkeeper | David de Gea (17 clean sheets) |

The **2022–23 Premier League** was the 31st season of the Premier League, the top English professional league for association football clubs since its establishment in 1992. The season began on 5 August 2022 and concluded on 28 May 2023. It was paused for six weeks in November and December for the 2022 FIFA World Cup in Qatar.

Manchester City won their third consecutive title and seventh Premier League title overall, finishing on 89 points, five ahead of Arsenal, who had led the table for 248 days. The title was confirmed on 20 May 2023 when Arsenal lost 1–0 at Nottingham Forest.

## League table

| Pos | Team | Pld | W | D | L | GF | GA | GD | Pts | Qualification or relegation |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
{table}

West Ham United qualified for the 2023–24 Europa League group stage as winners of the 2022–23 Europa Conference League.

## Season statistics

### Top scorers

| Rank | Player | Club | Goals |
| --- | --- | --- | --- |
| 1 | Erling Haaland | Manchester City | 36 |
| 2 | Harry Kane | Tottenham Hotspur | 30 |
| 3 | Ivan Toney | Brentford | 20 |
| 4 | Mohamed Salah | Liverpool | 19 |
| 5 | Callum Wilson | Newcastle United | 18 |

Haaland's 36 goals set a new record for a 38-game Premier League season, beating the 32 scored by Mohamed Salah in 2017–18, and surpassed the 34 scored by Andy Cole (1993–94) and Alan Shearer (1994–95) in 42-game seasons.

### Awards

| Award | Winner | Club |
| --- | --- | --- |
| Player of the Season | Erling Haaland | Manchester City |
| Young Player of the Season | Erling Haaland | Manchester City |
| Manager of the Season | Pep Guardiola | Manchester City |
| Golden Boot | Erling Haaland | Manchester City |
| Golden Glove | David de Gea | Manchester United |

## References

1. "Premier League 2022/23 fixtures released". *Premier League*. 16 June 2022.
2. "Manchester City crowned champions". *Premier League*. 20 May 2023.
3. "Haaland breaks Premier League scoring record". *BBC Sport*. 3 May 2023.
"""
    s4 = res(
        ("https://www.premierleague.com/news/3493219", "Haaland's record-breaking debut season in numbers",
         "Erling Haaland finished his first Premier League season with 36 goals in 35 appearances, a new record for a 38-match campaign ...", "May 29, 2023"),
        (PL_BBC, "Erling Haaland: Man City striker ends debut season with 52 goals - BBC Sport",
         "Haaland's 52 goals in 53 games in all competitions is a record for a player in a single season for an English top-flight club since ...", "Jun 11, 2023"),
        ("https://en.wikipedia.org/wiki/Erling_Haaland", "Erling Haaland - Wikipedia",
         "In his debut season with Manchester City he scored 52 goals in all competitions, helping the club win the continental treble ...", "N/A"),
        ("https://www.espn.com/soccer/story/_/id/37836547/erling-haaland-man-city-treble-goals-record", "Haaland's 52-goal season: every record the striker broke - ESPN",
         "Twelve Champions League goals, three in the FA Cup, one in the Carabao Cup and 36 in the Premier League ...", "Jun 11, 2023"),
        ("https://www.transfermarkt.com/erling-haaland/leistungsdaten/spieler/418560/saison/2022", "Erling Haaland - Detailed stats 22/23 | Transfermarkt",
         "Season 22/23: 53 matches, 52 goals, 9 assists. Premier League 35 apps 36 goals; Champions League 11 apps 12 goals ...", "N/A"),
        ("https://www.mancity.com/news/mens/haaland-golden-boot-2022-23-63822010", "Haaland wins Premier League Golden Boot | Manchester City FC",
         "Erling Haaland has been awarded the 2022/23 Premier League Golden Boot after scoring 36 goals, 16 clear of his nearest rival, Ivan Toney ...", "May 28, 2023"),
        ("https://www.theguardian.com/football/2023/may/03/erling-haaland-breaks-premier-league-goal-record-manchester-city-west-ham",
         "Erling Haaland breaks Premier League goal record as Manchester City beat West Ham",
         "Haaland's 35th league goal of the season, against West Ham, took him past the 34 of Andy Cole and Alan Shearer ...", "May 3, 2023"),
        ("https://fbref.com/en/players/1f44ac21/Erling-Haaland", "Erling Haaland Stats | FBref.com",
         "Standard stats 2022-2023 Manchester City: Premier League 35 MP, 36 Gls, 8 Ast ...", "N/A"),
        ("https://www.skysports.com/football/news/11095/12899134/erling-haaland-the-numbers-behind-his-52-goal-season", "Erling Haaland: The numbers behind his 52-goal season | Sky Sports",
         "Haaland scored five in a single game against RB Leipzig and hat-tricks against Crystal Palace, Nottingham Forest, Manchester United ...", "Jun 12, 2023"),
        ("https://www.reddit.com/r/soccer/comments/1468t7o/haaland_5253_in_all_comps/", "Haaland 52 goals in 53 games in all comps : r/soccer",
         "Stat breakdown thread: 36 PL, 12 UCL, 3 FA Cup, 1 EFL Cup ...", "Jun 11, 2023"),
    )
    e5 = """# Erling Haaland: Man City striker ends debut season with 52 goals

By Simon Stone, BBC Sport, Istanbul

Published 11 June 2023

Erling Haaland did not score in the Champions League final, but the Norwegian still ended his first season in English football with a haul that no player for an English top-flight club has matched in the modern era.

The 22-year-old scored 52 goals in 53 appearances in all competitions as Manchester City won the Premier League, the FA Cup and the Champions League.

## Season breakdown

| Competition | Apps | Goals |
| --- | --- | --- |
| Premier League | 35 | 36 |
| Champions League | 11 | 12 |
| FA Cup | 5 | 3 |
| Carabao Cup | 2 | 1 |
| **Total** | **53** | **52** |

His 36 league goals are a Premier League record for a 38-game season. He was named both Player of the Season and Young Player of the Season and collected the Golden Boot.

> "He is a machine, but he is also a human who wants to learn," said manager Pep Guardiola.

Dixie Dean holds the all-time English top-flight club record of 63 goals in all competitions, set for Everton in 1927–28.

## Related

- Man City win Champions League to complete the Treble
- Haaland named Football Writers' Footballer of the Year
"""
    k = {"pl_2223_champion": "Manchester City (89 pts; 28W 5D 5L; GD +61)",
         "pl_2223_runner_up": "Arsenal (84 pts)",
         "pl_2223_relegated": "Leicester City (34), Leeds United (31), Southampton (25)",
         "pl_2223_top_scorer": "Erling Haaland, 36 goals",
         "pl_2223_dates": "5 Aug 2022 – 28 May 2023"}
    final = dict(k)
    del final["pl_2223_runner_up"]
    final["pl_2223_top_scorer"] = "Erling Haaland, 36 league goals (52 in all competitions, 53 apps)"
    turns = [
        (search("2022-23 Premier League final table points"), s1),
        (extract(PL_WIKI, "final league table, champion, relegated clubs and top scorer"), e2),
        (memory("add", dict=k), added(*k)),
        (search("Erling Haaland goals all competitions 2022-23 season"), s4),
        (extract(PL_BBC, "Haaland goal totals by competition in 2022-23"), e5),
        (memory("update", dict={"pl_2223_top_scorer": final["pl_2223_top_scorer"]}), updated("pl_2223_top_scorer")),
        (memory("remove", key_list=["pl_2223_runner_up"]), removed("pl_2223_runner_up")),
        (memory("retrieve_all"), got_all(final)),
    ]
    rs.add("search", "h57-search-01", SYSTEM, turns, state=EMPTY)


# ---------------------------------------------------------------- 02 Paris 2024 medal table (bad: stored total read back as 90)
OLY_MEDALS = "https://olympics.com/en/paris-2024/medals"
AP_FINAL = "https://apnews.com/article/olympics-2024-medal-count-united-states-china-gold-4f9d0b7c6e2a1d8f3b5c7e9a0d2f4b6c"


def t02(rs: RowSet) -> None:
    s1 = res(
        (OLY_MEDALS, "Paris 2024 Olympic Medal Table - Gold, Silver & Bronze",
         "Official Paris 2024 Olympic medal table. United States of America 40 gold, 44 silver, 42 bronze, 126 total; People's Republic of China 40, 27, 24, 91 ...", "N/A"),
        ("https://en.wikipedia.org/wiki/2024_Summer_Olympics_medal_table", "2024 Summer Olympics medal table - Wikipedia",
         "The 2024 Summer Olympics were held in Paris from 26 July to 11 August 2024. A total of 329 events in 32 sports were held; 91 NOCs won at least one medal ...", "N/A"),
        ("https://www.nbcolympics.com/medals", "Paris 2024 Olympics medal count | NBC Olympics",
         "Team USA finishes atop the medal count with 126 total medals and 40 golds, tying China for most golds ...", "Aug 11, 2024"),
        ("https://www.bbc.com/sport/olympics/paris-2024/medals", "Paris 2024 Olympics medal table - BBC Sport",
         "Great Britain finished seventh in the medal table with 14 golds and 65 medals in total, one more than at Tokyo 2020 ...", "Aug 11, 2024"),
        (AP_FINAL, "US edges China for most golds on final day of Paris Olympics | AP News",
         "The United States tied China with 40 gold medals after the women's basketball team beat France 67-66, and topped the table on silver medals ...", "Aug 11, 2024"),
        ("https://www.espn.com/olympics/summer/2024/medals", "2024 Paris Olympics Medal Count - ESPN",
         "Medal tracker for the Paris 2024 Olympics: USA 126, China 91, Great Britain 65, France 64, Australia 53, Japan 45 ...", "Aug 11, 2024"),
        ("https://www.reuters.com/sports/olympics/olympics-final-medal-table-paris-2024-2024-08-11/", "Olympics-Final medal table at Paris 2024 | Reuters",
         "Final medal table at the Paris Olympics after 329 events (Country, gold, silver, bronze, total) ...", "Aug 11, 2024"),
        ("https://www.theguardian.com/sport/article/2024/aug/11/paris-2024-olympics-final-medal-table", "Paris 2024 Olympics: final medal table | The Guardian",
         "Host nation France finished fifth with 16 golds, their best Games haul since 1900 ...", "Aug 11, 2024"),
        ("https://www.statista.com/statistics/1101719/summer-olympics-medal-table-paris/", "Paris 2024: Olympic medal table by country | Statista",
         "Number of medals won at the Paris 2024 Olympics, by country and medal type.", "Aug 12, 2024"),
        ("https://www.reddit.com/r/olympics/comments/1epq1nk/final_medal_table_paris_2024/", "Final medal table Paris 2024 : r/olympics",
         "USA and China both on 40 golds, USA top on silvers. Thread for the final standings ...", "Aug 11, 2024"),
    )
    tab = [
        (1, "United States of America", 40, 44, 42), (2, "People's Republic of China", 40, 27, 24),
        (3, "Japan", 20, 12, 13), (4, "Australia", 18, 19, 16), (5, "France", 16, 26, 22),
        (6, "Netherlands", 15, 7, 12), (7, "Great Britain", 14, 22, 29), (8, "Republic of Korea", 13, 9, 10),
        (9, "Italy", 12, 13, 15), (10, "Germany", 12, 13, 8), (11, "New Zealand", 10, 7, 3),
        (12, "Canada", 9, 7, 11), (13, "Uzbekistan", 8, 2, 3), (14, "Hungary", 6, 7, 6), (15, "Spain", 5, 4, 9),
    ]
    body = "\n".join(f"| {r} | {n} | {g} | {s} | {b} | {g + s + b} |" for r, n, g, s, b in tab)
    e2 = f"""# Paris 2024 Olympic Games — Medal Table

Olympic Games Paris 2024 | 26 July – 11 August 2024

Sort by: **Gold** | Total

| Rank | NOC | Gold | Silver | Bronze | Total |
| --- | --- | --- | --- | --- | --- |
{body}

Showing 15 of 91 NOCs with medals. [Show all]

## Notes

- Ranking is by number of gold medals, then silver, then bronze. The United States and China both won 40 gold medals; the United States ranks first on silver medals (44 to 27).
- 329 medal events were contested across 32 sports.
- Medal totals include shared bronze medals in boxing, judo, taekwondo and wrestling.

## Most successful athletes

| Athlete | NOC | Sport | G | S | B |
| --- | --- | --- | --- | --- | --- |
| Léon Marchand | France | Swimming | 4 | 0 | 1 |
| Torri Huske | United States of America | Swimming | 3 | 2 | 0 |
| Summer McIntosh | Canada | Swimming | 3 | 1 | 0 |
| Simone Biles | United States of America | Artistic Gymnastics | 3 | 1 | 0 |
"""
    k = {"paris2024_usa": "40 G / 44 S / 42 B = 126",
         "paris2024_chn": "40 G / 27 S / 24 B = 91",
         "paris2024_gbr": "14 G / 22 S / 29 B = 65 (7th by gold)",
         "paris2024_fra_host": "16 G / 26 S / 22 B = 64 (5th by gold)",
         "paris2024_events": "329 medal events, 32 sports, 91 NOCs on table"}
    s4 = res(
        (AP_FINAL, "US edges China for most golds on final day of Paris Olympics | AP News",
         "The United States tied China with 40 gold medals after the women's basketball team beat France 67-66, and topped the table on silver medals ...", "Aug 11, 2024"),
        ("https://www.nytimes.com/athletic/5699532/2024/08/11/olympics-medal-count-usa-china-tie-gold/", "U.S. and China tie for most gold medals at Paris Olympics - The Athletic",
         "Team USA's 40th gold came in the final event of the Games, the women's basketball final against France ...", "Aug 11, 2024"),
        ("https://www.cnn.com/sport/live-news/paris-olympics-news-2024-08-11", "Paris Olympics day 16: closing ceremony, final medal count | CNN",
         "China's 40th gold came in the women's +81kg weightlifting through Li Wenwen earlier on Sunday ...", "Aug 11, 2024"),
        ("https://en.wikipedia.org/wiki/Basketball_at_the_2024_Summer_Olympics_%E2%80%93_Women%27s_tournament", "Basketball at the 2024 Summer Olympics – Women's tournament - Wikipedia",
         "The United States won their eighth consecutive gold medal, defeating hosts France 67–66 in the final ...", "N/A"),
        ("https://www.teamusa.com/news/2024/august/11/team-usa-finishes-paris-2024-with-126-medals", "Team USA Finishes Paris 2024 With 126 Medals",
         "Team USA topped the medal table for the fourth straight Summer Games with 126 medals, including 40 gold ...", "Aug 11, 2024"),
        ("https://www.scmp.com/sport/china/article/3274104/paris-olympics-china-ties-us-40-golds-best-ever-overseas-games", "China ties US on 40 golds, best-ever overseas Games | SCMP",
         "China's 40 golds beat the 38 won at London 2012 and Tokyo 2020, the country's best result at an overseas Olympics ...", "Aug 11, 2024"),
        ("https://www.usatoday.com/story/sports/olympics/2024/08/11/olympic-medal-count-tiebreaker-gold-silver/74749371007/", "How the Olympic medal count tiebreaker works | USA TODAY",
         "With the U.S. and China level on golds, the International Olympic Committee's table ranks by silver next ...", "Aug 11, 2024"),
        ("https://www.bbc.com/sport/olympics/articles/c2ld9xlxpd7o", "USA beat hosts France to women's basketball gold - BBC Sport",
         "A'ja Wilson scored 21 points as the USA won 67-66 to secure an eighth straight Olympic title ...", "Aug 11, 2024"),
        ("https://www.globaltimes.cn/page/202408/1317892.shtml", "China wraps up Paris Games with 40 golds, 91 medals - Global Times",
         "The Chinese delegation finished with 40 gold, 27 silver and 24 bronze medals ...", "Aug 12, 2024"),
        ("https://www.reddit.com/r/olympics/comments/1epn3zt/usa_gets_40th_gold_in_the_last_event/", "USA gets 40th gold in the last event : r/olympics",
         "Can't script this: tied on golds with the very last medal event of the Games ...", "Aug 11, 2024"),
    )
    e5 = """# US edges China for most golds on final day of Paris Olympics

By AP Sports Staff | Updated 7:42 PM GMT+2, August 11, 2024

PARIS (AP) — It came down to the very last event.

The U.S. women's basketball team beat France 67-66 on Sunday for an eighth straight Olympic title, giving the United States its 40th gold medal of the Paris Games and pulling it level with China at the top of the gold-medal count.

China had moved to 40 golds earlier Sunday when Li Wenwen won the women's +81-kilogram weightlifting. Because the Olympic medal table breaks ties on silver medals, the Americans finished first: 40 gold, 44 silver and 42 bronze for 126 medals in all. China finished with 40 gold, 27 silver and 24 bronze, 91 overall.

## Final top five

| Rank | Country | Gold | Silver | Bronze | Total |
| --- | --- | --- | --- | --- | --- |
| 1 | United States | 40 | 44 | 42 | 126 |
| 2 | China | 40 | 27 | 24 | 91 |
| 3 | Japan | 20 | 12 | 13 | 45 |
| 4 | Australia | 18 | 19 | 16 | 53 |
| 5 | France | 16 | 26 | 22 | 64 |

It is the fourth straight Summer Games at which the U.S. has led the medal table. Host France's 64 medals were its most since the 1900 Paris Games.

---

AP Olympics: https://apnews.com/hub/2024-paris-olympic-games
"""
    turns = [
        (search("Paris 2024 Olympics final medal table"), s1),
        (extract(OLY_MEDALS, "final medal counts for the top nations"), e2),
        (memory("add", dict=k), added(*k)),
        (search("USA China tie 40 gold medals Paris 2024 final day"), s4),
        (extract(AP_FINAL, "how the gold-medal tie was decided and final counts"), e5),
        (memory("retrieve", key_list=["paris2024_usa", "paris2024_chn", "paris2024_gbr"]),
         got({"paris2024_usa": k["paris2024_usa"], "paris2024_chn": "40 G / 27 S / 24 B = 90",
              "paris2024_gbr": k["paris2024_gbr"]})),
        (memory("add", dict={"paris2024_tiebreak": "USA ranked 1st over China on silver medals (44 vs 27)"}),
         added("paris2024_tiebreak")),
    ]
    rs.add("search", "h57-search-02", SYSTEM, turns, state=EMPTY, bad=True, turn=6,
           kind="Memory read-back gives China's total as 90, but turn 3 stored '40 G / 27 S / 24 B = 91'.")


# ---------------------------------------------------------------- 03 World Athletics marathon records (bad: record date changes on re-extract)
WA_WR = "https://worldathletics.org/records/by-category/world-records"
WA_NEWS = "https://worldathletics.org/news/press-releases/kiptum-marathon-world-record-ratified"
WA_TOP = "https://worldathletics.org/records/all-time-toplists/road-running/marathon/outdoor/men/senior"


def wa_road(kiptum_date: str) -> str:
    return f"""# World Records

Category: World Records | Environment: Outdoor / Road | Last ratified update: 06 FEB 2024

## Road Running — Men

| Discipline | Perf | Competitor | DOB | Country | Venue | Date |
| --- | --- | --- | --- | --- | --- | --- |
| 5 Kilometres | 12:49 | Berihu AREGAWI | 28 FEB 2001 | ETH | Barcelona (ESP) | 31 DEC 2021 |
| 10 Kilometres | 26:24 | Rhonex KIPRUTO | 12 OCT 1999 | KEN | Valencia (ESP) | 12 JAN 2020 |
| Half Marathon | 57:31 | Jacob KIPLIMO | 14 NOV 2000 | UGA | Lisboa (POR) | 21 NOV 2021 |
| Marathon | 2:00:35 | Kelvin KIPTUM | 02 DEC 1999 | KEN | Chicago, IL (USA) | {kiptum_date} |
| 100 Kilometres | 6:05:35 | Aleksandr SOROKIN | 30 SEP 1981 | LTU | Vilnius (LTU) | 05 JUN 2022 |

## Road Running — Women

| Discipline | Perf | Competitor | DOB | Country | Venue | Date |
| --- | --- | --- | --- | --- | --- | --- |
| Half Marathon (Mx) | 1:02:52 | Letesenbet GIDEY | 20 MAR 1998 | ETH | Valencia (ESP) | 24 OCT 2021 |
| Half Marathon (Wo) | 1:04:02 | Ruth CHEPNGETICH | 08 AUG 1994 | KEN | Istanbul (TUR) | 04 APR 2021 |
| Marathon (Mx) | 2:11:53 | Tigst ASSEFA | 03 DEC 1996 | ETH | Berlin (GER) | 24 SEP 2023 |
| Marathon (Wo) | 2:17:01 | Mary Jepkosgei KEITANY | 18 JAN 1982 | KEN | London (GBR) | 23 APR 2017 |

Mx = mixed-gender race; Wo = women-only race.

Records are ratified by the World Athletics Council after the required documentation, doping control and course measurement certificates have been received.
"""


def t03(rs: RowSet) -> None:
    s1 = res(
        (WA_WR, "World Records | World Athletics",
         "Marathon: Kelvin KIPTUM (KEN) 2:00:35, Chicago, 08 OCT 2023. Women (mixed): Tigst ASSEFA (ETH) 2:11:53, Berlin, 24 SEP 2023 ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Marathon_world_record_progression", "Marathon world record progression - Wikipedia",
         "Kelvin Kiptum set the men's record of 2:00:35 at the 2023 Chicago Marathon; Tigst Assefa set the women's record of 2:11:53 at the 2023 Berlin Marathon ...", "N/A"),
        (WA_NEWS, "Kiptum's marathon world record ratified | PRESS-RELEASES | World Athletics",
         "Kelvin Kiptum's marathon world record of 2:00:35, set at the Chicago Marathon on 8 October 2023, has been ratified ...", "Feb 6, 2024"),
        ("https://www.runnersworld.com/news/a45491634/kelvin-kiptum-marathon-world-record-chicago-2023/", "Kelvin Kiptum Breaks the Marathon World Record in Chicago | Runner's World",
         "The 23-year-old Kenyan ran 2:00:35, taking 34 seconds off Eliud Kipchoge's mark from Berlin 2022 ...", "Oct 8, 2023"),
        ("https://www.chicagomarathon.com/news/kiptum-world-record/", "Kelvin Kiptum Sets World Record at the 2023 Bank of America Chicago Marathon",
         "Kiptum crossed the finish line in Grant Park in 2:00:35, the first man to break 2:01 in a record-eligible race ...", "Oct 8, 2023"),
        ("https://www.letsrun.com/news/2023/10/kelvin-kiptum-2-00-35-world-record-chicago-marathon/", "Kelvin Kiptum runs 2:00:35 in Chicago - LetsRun.com",
         "Kiptum split 60:48 for the first half and came home in 59:47 ...", "Oct 8, 2023"),
        ("https://www.bbc.com/sport/athletics/67044212", "Kelvin Kiptum: Kenyan breaks marathon world record in Chicago - BBC Sport",
         "Kelvin Kiptum broke the men's marathon world record, winning the Chicago Marathon in two hours and 35 seconds ...", "Oct 8, 2023"),
        ("https://www.olympics.com/en/news/marathon-world-records-men-women-fastest", "Marathon world records: Fastest men and women ever | Olympics.com",
         "From Kiptum's 2:00:35 to Assefa's 2:11:53, a look at the current marathon world records and the all-time lists ...", "Mar 12, 2024"),
        ("https://www.reddit.com/r/AdvancedRunning/comments/172xvzk/kiptum_200035_wr/", "Kiptum 2:00:35 WR : r/AdvancedRunning",
         "Negative split on a record-eligible course. Discussion of pacing and shoes ...", "Oct 8, 2023"),
        ("https://www.guinnessworldrecords.com/world-records/fastest-marathon-male", "Fastest marathon (male) | Guinness World Records",
         "The fastest marathon (male) is 2 hr 0 min 35 sec, achieved by Kelvin Kiptum (Kenya) at the Chicago Marathon on 8 October 2023.", "N/A"),
    )
    k = {"wr_marathon_men": "2:00:35 Kelvin Kiptum (KEN), Chicago, 8 Oct 2023",
         "wr_marathon_women_mx": "2:11:53 Tigst Assefa (ETH), Berlin, 24 Sep 2023 (mixed race)",
         "wr_marathon_women_wo": "2:17:01 Mary Keitany (KEN), London, 23 Apr 2017 (women-only)",
         "wr_half_men": "57:31 Jacob Kiplimo (UGA), Lisboa, 21 Nov 2021"}
    s4 = res(
        (WA_NEWS, "Kiptum's marathon world record ratified | PRESS-RELEASES | World Athletics",
         "Kelvin Kiptum's marathon world record of 2:00:35, set at the Chicago Marathon on 8 October 2023, has been ratified ...", "Feb 6, 2024"),
        ("https://www.reuters.com/sports/athletics/kiptums-marathon-world-record-ratified-2024-02-06/", "Kiptum's marathon world record ratified | Reuters",
         "World Athletics on Tuesday ratified Kenyan Kelvin Kiptum's marathon world record of two hours and 35 seconds ...", "Feb 6, 2024"),
        ("https://www.nation.africa/kenya/sports/athletics/kiptum-s-world-record-ratified-4515522", "Kiptum's world record ratified | Nation",
         "Four months after the Chicago race, the global governing body has confirmed the time ...", "Feb 6, 2024"),
        ("https://www.espn.com/olympics/story/_/id/39464218/kelvin-kiptum-marathon-world-record-ratified", "Kelvin Kiptum's marathon world record ratified - ESPN",
         "The 24-year-old's 2:00:35 becomes official, replacing Eliud Kipchoge's 2:01:09 ...", "Feb 6, 2024"),
        ("https://en.wikipedia.org/wiki/Kelvin_Kiptum", "Kelvin Kiptum - Wikipedia",
         "Kelvin Kiptum Cheruiyot (2 December 1999 – 11 February 2024) was a Kenyan long-distance runner who held the marathon world record of 2:00:35 ...", "N/A"),
        ("https://www.athleticsweekly.com/athletics-news/kiptum-world-record-ratified-1039968015/", "Kiptum world record ratified - AW",
         "Also ratified: Tigst Assefa's 2:11:53 in Berlin and a series of indoor and road marks ...", "Feb 6, 2024"),
        ("https://www.runnersworld.com/news/a46663542/kelvin-kiptum-world-record-ratified/", "Kelvin Kiptum's Marathon World Record Is Now Official | Runner's World",
         "The ratification came five days before Kiptum was killed in a road accident in Kenya ...", "Feb 12, 2024"),
        ("https://www.chicagotribune.com/2024/02/06/kelvin-kiptum-world-record-ratified/", "Chicago Marathon world record officially ratified | Chicago Tribune",
         "Kiptum's run on Oct. 8 through the streets of Chicago is now the official world record ...", "Feb 6, 2024"),
        ("https://www.citizen.digital/sports/kiptum-world-record-ratified-n336702", "Kiptum's world record officially ratified by World Athletics",
         "The Chicago Marathon champion's time was confirmed on Tuesday ...", "Feb 6, 2024"),
        ("https://www.reddit.com/r/running/comments/1ako3f2/kiptums_wr_ratified/", "Kiptum's WR ratified : r/running",
         "Finally official. 2:00:35 from Chicago ...", "Feb 6, 2024"),
    )
    e5 = """# Kiptum's marathon world record ratified

PRESS-RELEASE | Monaco | 06 FEB 2024

Kelvin Kiptum's marathon world record of 2:00:35 has been ratified.

The 24-year-old Kenyan achieved the mark at the Chicago Marathon on 8 October 2023, taking 34 seconds off the previous world record of 2:01:09 set by Eliud Kipchoge in Berlin on 25 September 2022.

It was the third marathon of Kiptum's career. He had won on his debut in Valencia in December 2022 (2:01:53) and in London in April 2023 (2:01:25).

## Other records ratified

| Event | Athlete | Mark | Venue | Date |
| --- | --- | --- | --- | --- |
| Marathon (women, mixed) | Tigst Assefa (ETH) | 2:11:53 | Berlin | 24 September 2023 |
| Mile (women) | Faith Kipyegon (KEN) | 4:07.64 | Monaco | 21 July 2023 |
| 5000m (women) | Gudaf Tsegay (ETH) | 14:00.21 | Eugene | 17 September 2023 |

Assefa's time improved the previous women's mark of 2:14:04, set by Brigid Kosgei in Chicago in 2019, by more than two minutes.
"""
    s6 = res(
        (WA_TOP, "Marathon - men - senior - outdoor | All-time toplists | World Athletics",
         "1 2:00:35 Kelvin KIPTUM KEN Chicago 08 OCT 2023; 2 2:01:09 Eliud KIPCHOGE KEN Berlin 25 SEP 2022; 3 2:01:41 Kenenisa BEKELE ETH ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Marathon_fastest_times", "List of marathon fastest times - Wikipedia",
         "This list comprises the fastest times in the marathon on record-eligible courses, men and women ...", "N/A"),
        ("https://www.alltime-athletics.com/mmaraok.htm", "all-time men's best marathon",
         "All-time men's marathon list, updated regularly: 2:00:35 Kelvin Kiptum, 2:01:09 Eliud Kipchoge, 2:01:41 Kenenisa Bekele, 2:01:48 Sisay Lemma ...", "Mar 4, 2024"),
        ("https://www.runnersworld.com/races-places/a20823734/fastest-marathon-times/", "The Fastest Marathon Times in History | Runner's World",
         "Only four men have broken 2:02 on a record-eligible course ...", "Mar 5, 2024"),
        ("https://www.letsrun.com/news/2024/03/benson-kipruto-2-02-16-tokyo-marathon/", "Benson Kipruto runs 2:02:16 to win Tokyo - LetsRun.com",
         "Kipruto moved to No. 5 on the all-time list with his win in Tokyo ...", "Mar 3, 2024"),
        ("https://www.marathonhandbook.com/fastest-marathon-times/", "The 20 Fastest Marathon Times Ever Run | Marathon Handbook",
         "Men's and women's all-time lists with splits and shoe models ...", "Jan 18, 2024"),
        ("https://www.statista.com/statistics/1097621/fastest-marathon-times-men/", "Fastest marathon times (men) | Statista",
         "Fastest men's marathon times worldwide as of March 2024, in hours ...", "Mar 2024"),
        ("https://www.worldmarathonmajors.com/news/fastest-times-on-the-majors", "Fastest times on the Abbott World Marathon Majors",
         "Course records at Berlin, Chicago, London, Tokyo, Boston and New York ...", "Feb 20, 2024"),
        ("https://www.reddit.com/r/AdvancedRunning/comments/1b5l2n7/alltime_marathon_list_after_tokyo/", "All-time marathon list after Tokyo : r/AdvancedRunning",
         "Kipruto now 5th, Lemma 4th after Valencia ...", "Mar 3, 2024"),
        ("https://www.iaaf.org/records/toplists/road-running/marathon/outdoor/men/senior", "Marathon - men - senior - outdoor (redirect)",
         "This page has moved to worldathletics.org.", "N/A"),
    )
    e7 = """# Marathon — Men — Senior — Outdoor

All-time top list | Best by athlete | Legal only | As of 05 MAR 2024

| Rank | Mark | Competitor | DOB | Nat | Pos | Venue | Date | Results Score |
| --- | --- | --- | --- | --- | --- | --- | --- | --- |
| 1 | 2:00:35 | Kelvin KIPTUM | 02 DEC 1999 | KEN | 1 | Chicago, IL (USA) | 08 OCT 2023 | 1309 |
| 2 | 2:01:09 | Eliud KIPCHOGE | 05 NOV 1984 | KEN | 1 | Berlin (GER) | 25 SEP 2022 | 1303 |
| 3 | 2:01:41 | Kenenisa BEKELE | 13 JUN 1982 | ETH | 1 | Berlin (GER) | 29 SEP 2019 | 1297 |
| 4 | 2:01:48 | Sisay LEMMA | 12 DEC 1990 | ETH | 1 | Valencia (ESP) | 03 DEC 2023 | 1296 |
| 5 | 2:02:16 | Benson KIPRUTO | 17 MAR 1991 | KEN | 1 | Tokyo (JPN) | 03 MAR 2024 | 1292 |
| 6 | 2:02:48 | Birhanu LEGESE | 11 SEP 1994 | ETH | 2 | Berlin (GER) | 29 SEP 2019 | 1287 |
| 7 | 2:02:55 | Mosinet GEREMEW | 12 FEB 1992 | ETH | 2 | London (GBR) | 28 APR 2019 | 1285 |

Showing 1–7 of 7,412 athletes. Page 1 of 1,059. [Next ›]

Filters: Region: World | Age: Senior | Wind: n/a | Timing: Electronic
"""
    turns = [
        (search("marathon world record men women current World Athletics"), s1),
        (extract(WA_WR, "current road-running world records, marathon and half marathon"), wa_road("08 OCT 2023")),
        (memory("add", dict=k), added(*k)),
        (search("Kelvin Kiptum world record ratified Chicago 2:00:35"), s4),
        (extract(WA_NEWS, "ratification date and previous record"), e5),
        (search("all-time marathon top list men World Athletics"), s6),
        (extract(WA_TOP, "top seven men of all time with venues and dates"), e7),
        (extract(WA_WR, "men's road records with venues and dates"), wa_road("15 OCT 2023")),
        (memory("update", dict={"wr_marathon_men": "2:00:35 Kelvin Kiptum (KEN), Chicago, 8 Oct 2023; ratified 6 Feb 2024 (prev. 2:01:09 Kipchoge, Berlin 2022)"}),
         updated("wr_marathon_men")),
    ]
    rs.add("search", "h57-search-03", SYSTEM, turns, state=EMPTY, bad=True, turn=8,
           kind="Re-extracted world-record page dates Kiptum's 2:00:35 to 15 OCT 2023, but the same page, the toplist and the press release gave 8 Oct 2023.")


# ---------------------------------------------------------------- 04 Box Office Mojo, Barbie and Oppenheimer (clean)
BOM_BARBIE = "https://www.boxofficemojo.com/title/tt1517268/"
BOM_OPP = "https://www.boxofficemojo.com/title/tt15398776/"
BOM_2023 = "https://www.boxofficemojo.com/year/2023/"
VAR_OPP = "https://variety.com/2023/film/box-office/oppenheimer-box-office-bohemian-rhapsody-biopic-record-1235730512/"


def t04(rs: RowSet) -> None:
    s1 = res(
        (BOM_BARBIE, "Barbie (2023) - Box Office Mojo",
         "Domestic (44%) $636,238,421; International (56%) $809,400,000; Worldwide $1,445,638,421. Domestic opening $162,022,044 ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Barbie_(film)", "Barbie (film) - Wikipedia",
         "Barbie grossed $1.446 billion worldwide, becoming the highest-grossing film of 2023 and the highest-grossing film by a solo female director ...", "N/A"),
        ("https://www.the-numbers.com/movie/Barbie-(2023)", "Barbie (2023) - Financial Information - The Numbers",
         "Domestic box office, international box office, video sales and full financial analysis for Barbie ...", "N/A"),
        ("https://variety.com/2023/film/box-office/barbie-box-office-billion-dollars-greta-gerwig-1235687321/", "'Barbie' Crosses $1 Billion at Global Box Office - Variety",
         "Greta Gerwig becomes the first solo female director with a billion-dollar film, 17 days after release ...", "Aug 6, 2023"),
        ("https://deadline.com/2023/07/barbie-oppenheimer-box-office-opening-weekend-1235443990/", "'Barbie' $162M, 'Oppenheimer' $82M: Barbenheimer opening weekend - Deadline",
         "The biggest opening of the year and the biggest ever for a film directed by a woman ...", "Jul 23, 2023"),
        ("https://www.hollywoodreporter.com/movies/movie-news/barbie-box-office-warner-bros-record-1235712344/", "'Barbie' Becomes Warner Bros.' Top Grossing Film Ever Globally",
         "Barbie passes Harry Potter and the Deathly Hallows – Part 2 ($1.342 billion) as the studio's biggest release ...", "Sep 3, 2023"),
        ("https://www.statista.com/statistics/1395532/barbie-box-office-revenue-worldwide/", "Barbie box office revenue worldwide 2023 | Statista",
         "Cumulative worldwide box office revenue of Barbie as of November 2023, in million U.S. dollars ...", "Nov 2023"),
        ("https://www.boxofficemojo.com/release/rl1077904129/", "Barbie - Domestic release - Box Office Mojo",
         "Release date July 21, 2023; widest release 4,337 theaters; in release 140 days ...", "N/A"),
        ("https://www.reddit.com/r/boxoffice/comments/17rq2wy/barbie_final_worldwide_gross/", "Barbie final worldwide gross? : r/boxoffice",
         "Looks like it finishes around $1.44-1.45B once the last international markets report ...", "Nov 9, 2023"),
        ("https://www.forbes.com/sites/scottmendelson/2023/08/16/barbie-box-office-passes-dark-knight-domestic/", "'Barbie' Box Office: Passes 'The Dark Knight' Domestically - Forbes",
         "Greta Gerwig's comedy moves past The Dark Knight's $534.9 million domestic total in its fourth week ...", "Aug 16, 2023"),
    )
    e2 = """# Barbie (2023)

Barbie and Ken are having the time of their lives in the colorful and seemingly perfect world of Barbie Land. However, when they get a chance to go to the real world, they soon discover the joys and perils of living among humans.

## All Releases

| Market | Share | Gross |
| --- | --- | --- |
| Domestic | 44.0% | $636,238,421 |
| International | 56.0% | $809,400,000 |
| Worldwide | | $1,445,638,421 |

## Summary details

| Field | Value |
| --- | --- |
| Domestic Distributor | Warner Bros. |
| Domestic Opening | $162,022,044 |
| Budget | $145,000,000 |
| Earliest Release Date | July 19, 2023 (International) |
| MPAA | PG-13 |
| Running Time | 1 hr 54 min |
| Genres | Adventure Comedy Fantasy |
| Widest Release | 4,337 theaters |
| IMDbPro | See more details at IMDbPro |

## By Region (top international markets)

| Market | Release Date | Opening | Gross |
| --- | --- | --- | --- |
| United Kingdom | Jul 21, 2023 | $23,212,556 | $123,440,000 |
| Mexico | Jul 20, 2023 | $21,617,000 | $79,470,000 |
| Australia | Jul 20, 2023 | $12,070,000 | $57,890,000 |
| Brazil | Jul 20, 2023 | $13,300,000 | $53,580,000 |
| Germany | Jul 20, 2023 | $11,150,000 | $47,610,000 |

Rows 6–69 hidden. [Show all markets]
"""
    k3 = {"barbie_dom": "$636,238,421 (44.0%)", "barbie_ww": "$1,445,638,421 (lifetime, BOM)",
          "barbie_opening": "$162,022,044 domestic opening weekend (Jul 21-23, 2023)",
          "barbie_release": "Jul 21, 2023 US; Warner Bros.; budget $145M"}
    s4 = res(
        (BOM_OPP, "Oppenheimer (2023) - Box Office Mojo",
         "Domestic (33.8%) $330,078,895; International (66.2%) $645,732,438; Worldwide $975,811,333 ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Oppenheimer_(film)", "Oppenheimer (film) - Wikipedia",
         "Oppenheimer grossed $975 million worldwide, becoming the third-highest-grossing film of 2023 and the highest-grossing World War II-related film ...", "N/A"),
        (VAR_OPP, "'Oppenheimer' Passes 'Bohemian Rhapsody' as Highest-Grossing Biopic - Variety",
         "Christopher Nolan's film has grossed $912.7 million worldwide, overtaking Bohemian Rhapsody's $910 million ...", "Sep 24, 2023"),
        ("https://www.the-numbers.com/movie/Oppenheimer-(2023)", "Oppenheimer (2023) - Financial Information - The Numbers",
         "Oppenheimer box office, home market performance and cast and crew information ...", "N/A"),
        ("https://deadline.com/2024/02/oppenheimer-box-office-re-release-imax-1235823123/", "'Oppenheimer' IMAX re-release lifts global total past $960M - Deadline",
         "Universal's awards-season re-release adds to Nolan's biggest non-Batman grosser ...", "Feb 25, 2024"),
        ("https://www.hollywoodreporter.com/movies/movie-news/oppenheimer-box-office-china-release-1235601122/", "'Oppenheimer' Opens in China With $32M - THR",
         "The Universal film launched in China a week after its global debut ...", "Sep 3, 2023"),
        ("https://www.imdb.com/title/tt15398776/", "Oppenheimer (2023) - IMDb",
         "Directed by Christopher Nolan. With Cillian Murphy, Emily Blunt, Matt Damon, Robert Downey Jr. ...", "N/A"),
        ("https://www.forbes.com/sites/paulmonckton/2024/03/11/oppenheimer-box-office-after-oscars/", "How Oppenheimer's Oscar Wins Affected Its Box Office - Forbes",
         "After seven Academy Awards, the film returns to theaters in several markets ...", "Mar 11, 2024"),
        ("https://www.reddit.com/r/boxoffice/comments/1bsp1k3/oppenheimer_crosses_975m/", "Oppenheimer crosses $975M WW : r/boxoffice",
         "Re-release push got it there. Final numbers per BOM ...", "Apr 1, 2024"),
        ("https://www.universalpictures.com/movies/oppenheimer", "Oppenheimer | Universal Pictures",
         "Written and directed by Christopher Nolan. Now available on 4K UHD, Blu-ray and digital ...", "N/A"),
    )
    e5 = """# 'Oppenheimer' Passes 'Bohemian Rhapsody' as Highest-Grossing Biopic in Box Office History

By Rebecca Rubin | September 24, 2023 9:21am PT

Christopher Nolan's "Oppenheimer" has officially become the highest-grossing biopic of all time.

After adding $4.4 million from international markets and $2.3 million in North America over the weekend, the three-hour historical drama has grossed $912.7 million worldwide, overtaking "Bohemian Rhapsody" ($910 million) for the record.

"Oppenheimer," which stars Cillian Murphy as J. Robert Oppenheimer, has earned $319.1 million at the domestic box office and $593.6 million internationally. It is now Nolan's third-highest grossing film, behind "The Dark Knight Rises" ($1.08 billion) and "The Dark Knight" ($1.006 billion).

| Market | Gross (to Sep 24, 2023) |
| --- | --- |
| Domestic | $319.1 million |
| International | $593.6 million |
| Worldwide | $912.7 million |

The film opened on July 21 with $82.4 million domestically, the same weekend as Warner Bros.' "Barbie."

Related: Box Office: 'The Nun II' Takes No. 1 Again
"""
    e6 = """# Oppenheimer (2023)

The story of American scientist J. Robert Oppenheimer and his role in the development of the atomic bomb.

## All Releases

| Market | Share | Gross |
| --- | --- | --- |
| Domestic | 33.8% | $330,078,895 |
| International | 66.2% | $645,732,438 |
| Worldwide | | $975,811,333 |

## By Release

| Release Group | Rollout | Domestic | International | Worldwide |
| --- | --- | --- | --- | --- |
| Original Release | Jul 19, 2023 – | $326,101,245 | $631,422,931 | $957,524,176 |
| 2024 Re-release | Jan 26, 2024 – | $3,977,650 | $14,309,507 | $18,287,157 |

## Summary details

| Field | Value |
| --- | --- |
| Domestic Distributor | Universal Pictures |
| Domestic Opening | $82,455,420 |
| Budget | $100,000,000 |
| Earliest Release Date | July 19, 2023 (International) |
| MPAA | R |
| Running Time | 3 hr |
| Genres | Biography Drama History |
| Widest Release | 3,761 theaters |
"""
    k7 = {"opp_ww": "$975,811,333 lifetime incl. 2024 re-release ($18,287,157)",
          "opp_ww_sep2023": "$912.7M as of Sep 24, 2023 (Variety; passed Bohemian Rhapsody)",
          "opp_dom": "$330,078,895 lifetime; $326,101,245 original release"}
    s8 = res(
        (BOM_2023, "Domestic Box Office For 2023 - Box Office Mojo",
         "1 Barbie $636,225,983; 2 The Super Mario Bros. Movie $574,934,330; 3 Spider-Man: Across the Spider-Verse $381,311,319 ...", "N/A"),
        ("https://www.the-numbers.com/market/2023/top-grossing-movies", "Top-Grossing Movies of 2023 - The Numbers",
         "Movies released in 2023 ranked by domestic box office ...", "N/A"),
        ("https://en.wikipedia.org/wiki/2023_in_film", "2023 in film - Wikipedia",
         "Highest-grossing films of 2023 worldwide: Barbie, The Super Mario Bros. Movie, Oppenheimer ...", "N/A"),
        ("https://www.boxofficemojo.com/year/world/2023/", "2023 Worldwide Box Office - Box Office Mojo",
         "1 Barbie $1,445,638,421; 2 The Super Mario Bros. Movie $1,361,992,475; 3 Oppenheimer $975,811,333 ...", "N/A"),
        ("https://variety.com/2023/film/box-office/box-office-2023-year-end-domestic-total-1235853019/", "2023 Box Office: Domestic Ticket Sales Reach $9 Billion - Variety",
         "The year finished with roughly $9.07 billion in North American ticket sales, up 21% from 2022 ...", "Dec 31, 2023"),
        ("https://deadline.com/2024/01/2023-box-office-year-end-analysis-1235696111/", "2023 Box Office Year in Review - Deadline",
         "Barbenheimer accounted for more than $960M of the domestic year ...", "Jan 2, 2024"),
        ("https://www.statista.com/statistics/1385532/highest-grossing-movies-us-canada-2023/", "Highest-grossing movies in the U.S. and Canada 2023 | Statista",
         "Leading films at the North American box office in 2023, by gross revenue ...", "Jan 2024"),
        ("https://www.boxofficemojo.com/year/2022/", "Domestic Box Office For 2022 - Box Office Mojo",
         "1 Top Gun: Maverick $718,732,821; 2 Black Panther: Wakanda Forever ...", "N/A"),
        ("https://www.reddit.com/r/boxoffice/comments/18vdb5h/2023_domestic_year_end_chart/", "2023 domestic year-end chart : r/boxoffice",
         "Barbie tops the year; Oppenheimer 5th domestic, 3rd worldwide ...", "Jan 1, 2024"),
        ("https://www.imdb.com/list/ls560893710/", "Highest grossing movies of 2023 - IMDb",
         "A list of the 50 highest grossing films released in 2023 ...", "N/A"),
    )
    e9 = """# Domestic Box Office For 2023

Calendar grosses: the Gross column counts only ticket sales within calendar year 2023; Total Gross is the release's lifetime domestic gross.

| Rank | Release | Gross | Theaters | Total Gross | Release Date | Distributor |
| --- | --- | --- | --- | --- | --- | --- |
| 1 | Barbie | $636,225,983 | 4,337 | $636,238,421 | Jul 21 | Warner Bros. |
| 2 | The Super Mario Bros. Movie | $574,934,330 | 4,371 | $574,934,330 | Apr 5 | Universal Pictures |
| 3 | Spider-Man: Across the Spider-Verse | $381,311,319 | 4,332 | $381,593,754 | Jun 2 | Sony Pictures Releasing |
| 4 | Guardians of the Galaxy Vol. 3 | $358,995,815 | 4,450 | $358,995,815 | May 5 | Walt Disney Studios Motion Pictures |
| 5 | Oppenheimer | $324,820,410 | 3,761 | $330,078,895 | Jul 21 | Universal Pictures |
| 6 | The Little Mermaid | $298,172,056 | 4,320 | $298,172,056 | May 26 | Walt Disney Studios Motion Pictures |

Rows 7–200 omitted by extractor (goal: top of chart and Oppenheimer's rank).

Note: Oppenheimer's original release continued into January 2024; its 2023 calendar gross is lower than the original-release total shown on the title page.
"""
    final = dict(k3)
    final.update(k7)
    turns = [
        (search("Barbie 2023 box office worldwide total"), s1),
        (extract(BOM_BARBIE, "domestic, international and worldwide gross, opening weekend"), e2),
        (memory("add", dict=k3), added(*k3)),
        (search("Oppenheimer worldwide box office total"), s4),
        (extract(VAR_OPP, "worldwide gross figure and date"), e5),
        (extract(BOM_OPP, "lifetime gross and re-release breakdown"), e6),
        (memory("add", dict=k7), added(*k7)),
        (search("2023 domestic box office yearly chart box office mojo"), s8),
        (extract(BOM_2023, "top of the 2023 domestic chart and Oppenheimer's rank"), e9),
        (memory("retrieve_all"), got_all(final)),
    ]
    rs.add("search", "h57-search-04", SYSTEM, turns, state=EMPTY)


# ---------------------------------------------------------------- 05 The Art Newspaper museum visitor survey (clean)
TAN = "https://www.theartnewspaper.com/2024/03/26/visitor-figures-2023-top-100-most-popular-art-museums-in-the-world"
LOUVRE_PR = "https://presse.louvre.fr/frequentation-2023-du-musee-du-louvre/"


def t05(rs: RowSet) -> None:
    s1 = res(
        (TAN, "The 100 most popular art museums in the world in 2023 | The Art Newspaper",
         "The Louvre welcomed 8.9 million visitors in 2023, still below its pre-pandemic peak; the Vatican Museums and the British Museum complete the top three ...", "Mar 26, 2024"),
        ("https://en.wikipedia.org/wiki/List_of_most-visited_art_museums", "List of most-visited art museums - Wikipedia",
         "This list is based on the annual survey published by The Art Newspaper. The Louvre has topped the list every year since ...", "N/A"),
        (LOUVRE_PR, "Fréquentation 2023 du musée du Louvre | Espace presse",
         "Le musée du Louvre a accueilli 8,9 millions de visiteurs en 2023, soit une hausse de 15 % par rapport à 2022 ...", "Jan 3, 2024"),
        ("https://www.alva.org.uk/details.cfm?p=423", "Visits Made in 2023 to Visitor Attractions in Membership with ALVA",
         "British Museum 5,820,860 visits (+42%), the most visited attraction in the UK for 2023 ...", "Mar 2024"),
        ("https://www.theguardian.com/culture/2024/mar/26/louvre-most-visited-museum-2023", "Louvre remains world's most visited museum | The Guardian",
         "Visitor numbers at many museums are still below pre-Covid levels despite a strong rebound ...", "Mar 26, 2024"),
        ("https://www.euronews.com/culture/2024/01/04/the-louvre-welcomed-89-million-visitors-in-2023", "The Louvre welcomed 8.9 million visitors in 2023 | Euronews",
         "The Paris museum capped daily attendance at 30,000 from June 2022 ...", "Jan 4, 2024"),
        ("https://www.statista.com/statistics/247422/most-visited-museums-worldwide/", "Most visited museums worldwide 2023 | Statista",
         "Number of visitors to the most visited art museums worldwide in 2023, in millions ...", "Apr 2024"),
        ("https://www.artnews.com/art-news/news/most-visited-museums-2023-1234702013/", "The World's Most Visited Museums in 2023 | ARTnews",
         "Attendance is up, but only a handful of institutions have fully recovered ...", "Mar 27, 2024"),
        ("https://www.reddit.com/r/museum/comments/1bokm2r/tan_top_100_2023/", "TAN top 100 for 2023 : r/museum",
         "Interesting that the Met's number is fiscal year, not calendar year ...", "Mar 27, 2024"),
        ("https://www.timeout.com/travel/most-visited-museums-in-the-world", "The most visited museums in the world | Time Out",
         "From the Louvre to the Vatican, these are the museums drawing the biggest crowds ...", "Apr 2, 2024"),
    )
    top = [("Louvre", "Paris", 8_860_000, 7_726_321), ("Vatican Museums", "Vatican City", 6_764_858, 5_080_866),
           ("British Museum", "London", 5_820_860, 4_097_253), ("Metropolitan Museum of Art", "New York", 5_363_000, 4_078_600),
           ("Tate Modern", "London", 4_659_180, 3_883_160), ("Musée d'Orsay", "Paris", 3_871_290, 3_270_000),
           ("National Gallery", "London", 3_101_434, 2_727_119), ("Museo Nacional del Prado", "Madrid", 2_866_000, 2_368_380)]
    body = "\n".join(f"| {i} | {n} | {c} | {v:,} | {p:,} | {(v - p) / p * 100:+.0f}% |" for i, (n, c, v, p) in enumerate(top, 1))
    e2 = f"""# The 100 most popular art museums in the world in 2023

Visitor Figures 2023 | The Art Newspaper | José da Silva | 26 March 2024

The Louvre remains the world's most visited museum, with 8.9 million visitors in 2023, a 15% increase on 2022 but still short of the 9.6 million who came in 2019 and the record 10.2 million of 2018. The museum now limits admissions to 30,000 a day.

| Rank | Museum | City | Visitors 2023 | Visitors 2022 | Change |
| --- | --- | --- | --- | --- | --- |
{body}

## Methodology

Figures are supplied by the museums and cover the calendar year 2023, except where the museum reports by financial year (Metropolitan Museum of Art: July 2022 – June 2023). Temporary-exhibition-only venues are excluded.

Rankings 9–100 continue in the full table (subscribers).
"""
    s4 = res(
        (LOUVRE_PR, "Fréquentation 2023 du musée du Louvre | Espace presse",
         "Le musée du Louvre a accueilli 8,9 millions de visiteurs en 2023, soit une hausse de 15 % par rapport à 2022 ...", "Jan 3, 2024"),
        ("https://www.lemonde.fr/culture/article/2024/01/03/le-louvre-a-accueilli-8-9-millions-de-visiteurs-en-2023_6209010_3246.html", "Le Louvre a accueilli 8,9 millions de visiteurs en 2023 - Le Monde",
         "La fréquentation reste inférieure au record de 2018 (10,2 millions) ...", "Jan 3, 2024"),
        ("https://www.euronews.com/culture/2024/01/04/the-louvre-welcomed-89-million-visitors-in-2023", "The Louvre welcomed 8.9 million visitors in 2023 | Euronews",
         "The Paris museum capped daily attendance at 30,000 from June 2022 ...", "Jan 4, 2024"),
        ("https://en.wikipedia.org/wiki/Louvre", "Louvre - Wikipedia",
         "The Louvre is the world's most-visited art museum, with 8.9 million visitors in 2023 ...", "N/A"),
        ("https://www.france24.com/en/culture/20240103-louvre-attendance-2023", "Louvre attendance rebounds to 8.9 million | France 24",
         "Some 69% of visitors came from abroad, with Americans the largest foreign group ...", "Jan 3, 2024"),
        ("https://www.connaissancedesarts.com/musees/frequentation-louvre-2023-11187345/", "Fréquentation 2023 : le Louvre à 8,9 millions | Connaissance des Arts",
         "Le musée reste sous son niveau de 2019 (9,6 millions) ...", "Jan 4, 2024"),
        ("https://www.theartnewspaper.com/2023/01/05/louvre-visitors-2022", "Louvre visitor numbers nearly triple in 2022 | The Art Newspaper",
         "The museum welcomed 7.7 million visitors last year after 2.8 million in 2021 ...", "Jan 5, 2023"),
        ("https://www.statista.com/statistics/1109535/louvre-museum-visitors/", "Louvre museum: annual visitors 2007-2023 | Statista",
         "In 2023, the Louvre welcomed around 8.9 million visitors ...", "Jan 2024"),
        ("https://www.reuters.com/world/europe/louvre-record-2018-10-million-visitors-2019-01-03/", "Louvre breaks record with 10.2 million visitors in 2018 | Reuters",
         "Helped by a Beyonce and Jay-Z video, the museum hit a record ...", "Jan 3, 2019"),
        ("https://www.tripadvisor.com/ShowTopic-g187147-i14-k14521877-Louvre_crowds_2024.html", "Louvre crowds 2024 - Paris Forum - Tripadvisor",
         "With the 30,000 cap, book a timed slot in advance ...", "Feb 11, 2024"),
    )
    e5 = """# Fréquentation 2023 du musée du Louvre

Communiqué de presse — Paris, le 3 janvier 2024

Le musée du Louvre a accueilli **8,9 millions de visiteurs en 2023**, soit une hausse de 15 % par rapport à 2022 (7,7 millions).

La fréquentation reste inférieure à celle de 2019 (9,6 millions) et au record de 2018 (10,2 millions), conformément à la politique de régulation engagée par l'établissement : depuis juin 2022, la jauge est limitée à 30 000 visiteurs par jour.

## Chiffres clés

| Année | Visiteurs |
| --- | --- |
| 2018 | 10,2 millions |
| 2019 | 9,6 millions |
| 2020 | 2,7 millions |
| 2021 | 2,8 millions |
| 2022 | 7,7 millions |
| 2023 | 8,9 millions |

- Visiteurs étrangers : 69 % (États-Unis, Italie, Espagne, Allemagne, Royaume-Uni en tête)
- Moins de 26 ans : 47 %
- Gratuité : 42 % des entrées

Contact presse : presse@louvre.fr
"""
    k3 = {"louvre_2023": "8,860,000 (TAN survey, calendar 2023)", "british_museum_2023": "5,820,860 (TAN / ALVA)",
          "met_2023": "5,363,000 (fiscal year Jul 2022 – Jun 2023)"}
    turns = [
        (search("most visited art museums 2023 Art Newspaper visitor figures"), s1),
        (extract(TAN, "top museums by 2023 attendance with 2022 comparison"), e2),
        (memory("add", dict=k3), added(*k3)),
        (search("Louvre attendance 2023 compared with 2022 and record 2018"), s4),
        (extract(LOUVRE_PR, "annual visitor figures and daily cap"), e5),
        (memory("update", dict={"louvre_2023": "8.9 million (Louvre press release, +15% vs 7.7M in 2022; TAN lists 8,860,000); record 10.2M in 2018; cap 30,000/day"}),
         updated("louvre_2023")),
    ]
    rs.add("search", "h57-search-05", SYSTEM, turns, state=EMPTY)


# ---------------------------------------------------------------- 06 citypopulation.de, Faroe Islands by island (clean)
CP_FO = "https://www.citypopulation.de/en/faroe/islands/"
HAG = "https://hagstova.fo/en/population/population/population-municipalities"
FO_ISLANDS = [  # name, area km², census 2011-01-01, estimate 2024-01-01
    ("Streymoy", 373.5, 22_572, 26_808), ("Eysturoy", 286.3, 10_738, 12_120), ("Vágar", 177.6, 2_856, 3_380),
    ("Suðuroy", 164.7, 4_730, 4_600), ("Sandoy", 112.1, 1_245, 1_280), ("Borðoy", 95.0, 4_981, 5_300),
    ("Viðoy", 41.0, 591, 570), ("Kunoy", 35.5, 139, 150), ("Kalsoy", 30.9, 86, 80), ("Svínoy", 27.4, 42, 30),
    ("Fugloy", 11.2, 39, 36), ("Nólsoy", 10.3, 242, 250), ("Hestur", 6.1, 27, 20), ("Skúvoy", 10.0, 39, 33),
    ("Mykines", 10.3, 11, 12), ("Stóra Dímun", 2.7, 7, 6), ("Koltur", 2.5, 1, 1), ("Lítla Dímun", 0.8, 0, 0),
]


def fo_table(order: str) -> str:
    rows = sorted(FO_ISLANDS, key=(lambda r: -r[3]) if order == "pop" else (lambda r: -r[1]))
    out = ["| Name | Area A (km²) | Population Census 2011-01-01 | Population Estimate 2024-01-01 | Density (/km²) 2024 |",
           "| --- | --- | --- | --- | --- |"]
    for n, a, c, e in rows:
        out.append(f"| {n} | {a:.1f} | {c:,} | {e:,} | {e / a:.1f} |")
    ta = sum(r[1] for r in FO_ISLANDS)
    tc = sum(r[2] for r in FO_ISLANDS)
    te = sum(r[3] for r in FO_ISLANDS)
    out.append(f"| **Føroyar [Faroe Islands]** | {ta:,.1f} | {tc:,} | {te:,} | {te / ta:.1f} |")
    return "\n".join(out)


def t06(rs: RowSet) -> None:
    total = sum(r[3] for r in FO_ISLANDS)
    s1 = res(
        (CP_FO, "Faroe Islands: Islands - Population Statistics, Charts and Map",
         "The population of the islands of the Faroe Islands according to census results and latest official estimates. Streymoy 26,808; Eysturoy 12,120 ...", "N/A"),
        ("https://www.citypopulation.de/en/faroe/", "Faroe Islands: Regions, Municipalities & Localities - Population Statistics",
         f"Faroe Islands: {total:,} inhabitants (2024-01-01 estimate), 1,397.9 km² ...", "N/A"),
        ("https://en.wikipedia.org/wiki/List_of_islands_of_the_Faroe_Islands", "List of islands of the Faroe Islands - Wikipedia",
         "The Faroe Islands consist of 18 islands, 17 of which are inhabited. Lítla Dímun is the only uninhabited one ...", "N/A"),
        (HAG, "Population by municipalities | Hagstova Føroya",
         "Population 1 January by municipality and sex, 1985-2024 ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Demographics_of_the_Faroe_Islands", "Demographics of the Faroe Islands - Wikipedia",
         "The 2011 census counted 48,346 inhabitants. Around 40% live in the capital area of Tórshavn ...", "N/A"),
        ("https://www.visitfaroeislands.com/en/whats-new/the-18-islands", "The 18 Islands | Visit Faroe Islands",
         "From Streymoy, home to the capital Tórshavn, to tiny Koltur with its single farm ...", "N/A"),
        ("https://www.worldometers.info/world-population/faroe-islands-population/", "Faroe Islands Population (2024) - Worldometer",
         "The current population of the Faroe Islands based on UN projections ...", "N/A"),
        ("https://www.britannica.com/place/Faroe-Islands", "Faroe Islands | History, Population, Map, & Facts | Britannica",
         "Faroe Islands, group of volcanic islands in the North Atlantic Ocean between the Shetland Islands and Iceland ...", "N/A"),
        ("https://www.reddit.com/r/FaroeIslands/comments/18x2y1k/population_passes_54000/", "Population passes 54,000 : r/FaroeIslands",
         "Hagstova numbers out: growth mostly in Tórshavn and Runavík ...", "Feb 14, 2024"),
        ("https://www.statista.com/statistics/1030089/total-population-of-the-faroe-islands/", "Faroe Islands: total population 2014-2024 | Statista",
         "Total population of the Faroe Islands from 2014 to 2024 ...", "Feb 2024"),
    )
    head = "# Faroe Islands: Islands\n\nContents: Islands (sorted by {})\n\nThe population of the islands of the Faroe Islands according to census results and latest official estimates.\n\n"
    tail = "\n\nSource: Hagstova Føroya (web). Explanation: 2024 figures are official estimates; the island area includes inland waters.\n"
    e2 = head.format("population 2024") + fo_table("pop") + tail
    e4 = head.format("area") + fo_table("area") + tail
    k3 = {"faroe_total_2024": f"{total:,} (estimate 1 Jan 2024, Hagstova via citypopulation.de)",
          "faroe_census_2011": "48,346 (census 1 Jan 2011)",
          "streymoy_2024": "26,808 (2011: 22,572)",
          "faroe_capital": "Tórshavn (on Streymoy)"}
    k5 = {"faroe_largest_area": "Streymoy 373.5 km² (also most populous)",
          "faroe_smallest_inhabited": "Koltur 2.5 km², pop. 1"}
    s6 = res(
        ("https://en.wikipedia.org/wiki/T%C3%B3rshavn", "Tórshavn - Wikipedia",
         "Tórshavn is the capital and largest town of the Faroe Islands ... The municipality, which includes Nólsoy, Hestur and Koltur, has about 23,000 inhabitants ...", "N/A"),
        (HAG, "Population by municipalities | Hagstova Føroya",
         "Population 1 January by municipality and sex, 1985-2024 ...", "N/A"),
        ("https://www.citypopulation.de/en/faroe/admin/", "Faroe Islands: Municipalities - Population Statistics",
         "Tórshavnar kommuna 23,218 (2024 estimate) ...", "N/A"),
        ("https://www.torshavn.fo/en/about-the-municipality", "About the municipality | Tórshavnar kommuna",
         "Tórshavn Municipality covers 173 km² and includes 16 villages and three islands besides Streymoy ...", "N/A"),
        ("https://www.britannica.com/place/Torshavn", "Tórshavn | Faroe Islands, Capital, Map | Britannica",
         "Tórshavn, capital of the Faroe Islands, on the east coast of Streymoy ...", "N/A"),
        ("https://www.citypopulation.de/en/faroe/localities/", "Faroe Islands: Localities - Population Statistics",
         "Tórshavn (town) 14,093; Klaksvík 5,290; Hoyvík ...", "N/A"),
        ("https://www.visittorshavn.fo/en/", "Visit Tórshavn",
         "One of the smallest capitals in the world ...", "N/A"),
        ("https://www.worldatlas.com/cities/torshavn.html", "Tórshavn - WorldAtlas",
         "Tórshavn is home to about 40% of the Faroese population when the municipality is counted ...", "Aug 2, 2023"),
        ("https://www.reddit.com/r/FaroeIslands/comments/17ad2ic/how_big_is_torshavn_really/", "How big is Tórshavn really? : r/FaroeIslands",
         "Depends whether you mean the town, Hoyvík/Argir included, or the whole kommuna ...", "Oct 17, 2023"),
        ("https://www.nordregio.org/maps/population-change-faroe-islands/", "Population change in the Faroe Islands | Nordregio",
         "Urbanisation towards the Tórshavn area continues ...", "Jun 6, 2023"),
    )
    e7 = f"""# Population by municipalities

Hagstova Føroya | Table IB01020 | Population 1 January by municipality | Updated 2024-02-14

| Municipality | 2022 | 2023 | 2024 |
| --- | --- | --- | --- |
| Tórshavnar kommuna | 22,735 | 22,961 | 23,218 |
| Klaksvíkar kommuna | 5,127 | 5,201 | 5,290 |
| Runavíkar kommuna | 4,109 | 4,188 | 4,251 |
| Tvøroyrar kommuna | 1,693 | 1,677 | 1,665 |
| Fuglafjarðar kommuna | 1,577 | 1,590 | 1,602 |
| Vága kommuna | 1,972 | 2,005 | 2,041 |
| ... (23 further municipalities) | | | |
| **Total** | 53,882 | 54,296 | {total:,} |

Note: Tórshavnar kommuna includes the town of Tórshavn (14,093 in 2024) with Hoyvík and Argir, 13 other villages on Streymoy, and the islands of Nólsoy, Hestur and Koltur.
"""
    final = dict(k3)
    final.update(k5)
    final["faroe_capital"] = "Tórshavn (on Streymoy): town 14,093; municipality 23,218 incl. Nólsoy, Hestur, Koltur (2024)"
    turns = [
        (search("Faroe Islands population by island citypopulation"), s1),
        (extract(CP_FO, "population of each island, census 2011 and 2024 estimate"), e2),
        (memory("add", dict=k3), added(*k3)),
        (extract(CP_FO, "islands sorted by area"), e4),
        (memory("add", dict=k5), added(*k5)),
        (search("Tórshavn municipality population 2024"), s6),
        (extract(HAG, "Tórshavn municipality and national total, 2022-2024"), e7),
        (memory("update", dict={"faroe_capital": final["faroe_capital"]}), updated("faroe_capital")),
        (memory("retrieve_all"), got_all(final)),
    ]
    rs.add("search", "h57-search-06", SYSTEM, turns, state=EMPTY)


# ---------------------------------------------------------------- 07 ACI World busiest airports 2023 (bad: ranks 7 and 8 swap names on re-extract)
ACI = "https://aci.aero/2024/04/15/top-10-busiest-airports-in-the-world-shift-with-the-rise-of-international-air-travel-demand/"
DXB_PR = "https://www.dubaiairports.ae/corporate/media-centre/press-releases/detail/dxb-annual-traffic-2023"
ACI_TOP = [  # airport, code, 2023, 2022 (passengers)
    ("Atlanta GA, US", "ATL", 104_653_451, 93_699_630), ("Dubai, AE", "DXB", 86_913_476, 65_993_527),
    ("Dallas/Fort Worth TX, US", "DFW", 81_755_538, 73_362_946), ("London, GB", "LHR", 79_183_364, 61_614_508),
    ("Tokyo, JP", "HND", 78_719_302, 50_595_784), ("Denver CO, US", "DEN", 77_837_917, 69_286_461),
    ("Istanbul, TR", "IST", 76_027_321, 64_289_107), ("Los Angeles CA, US", "LAX", 75_050_875, 65_924_298),
    ("Chicago IL, US", "ORD", 73_894_226, 68_340_619), ("Delhi, IN", "DEL", 72_214_841, 59_490_074),
]


def aci_rows(order: list[int], first: int = 1, last: int = 10) -> str:
    out = ["| Rank | Airport | Code | Passengers 2023 | % change vs 2022 |", "| --- | --- | --- | --- | --- |"]
    for rank in range(first, last + 1):
        name, code, _, _ = ACI_TOP[order[rank - 1]]
        _, _, v, p = ACI_TOP[rank - 1]
        out.append(f"| {rank} | {name} | {code} | {v:,} | {(v - p) / p * 100:.1f} |")
    return "\n".join(out)


def t07(rs: RowSet) -> None:
    s1 = res(
        (ACI, "Top 10 busiest airports in the world shift with the rise of international air travel demand - ACI World",
         "Atlanta remains the world's busiest airport with 104.7 million passengers in 2023, followed by Dubai (86.9 million) and Dallas/Fort Worth (81.8 million) ...", "Apr 15, 2024"),
        ("https://en.wikipedia.org/wiki/List_of_busiest_airports_by_passenger_traffic", "List of busiest airports by passenger traffic - Wikipedia",
         "The world's busiest airports by passenger traffic, 2023: Hartsfield–Jackson Atlanta, Dubai International, Dallas/Fort Worth, London Heathrow, Tokyo Haneda ...", "N/A"),
        ("https://www.cnn.com/travel/worlds-busiest-airports-2023-aci/index.html", "These are the world's busiest airports for 2023 | CNN",
         "Dubai jumps to second place as international travel recovers; Tokyo Haneda enters the top five ...", "Apr 15, 2024"),
        ("https://www.reuters.com/business/aerospace-defense/atlanta-busiest-airport-2023-aci-2024-04-15/", "Atlanta keeps title of world's busiest airport, ACI says | Reuters",
         "Total global passenger numbers reached 8.7 billion in 2023, about 94% of 2019 levels ...", "Apr 15, 2024"),
        ("https://simpleflying.com/worlds-busiest-airports-2023-aci/", "The World's 10 Busiest Airports In 2023 - Simple Flying",
         "Heathrow climbs to fourth and Istanbul breaks into the top 10 at seventh ...", "Apr 16, 2024"),
        ("https://www.statista.com/statistics/220291/busiest-airports-by-passenger-traffic/", "Busiest airports worldwide 2023 | Statista",
         "Leading airports worldwide in 2023, by passenger traffic (in millions) ...", "Apr 2024"),
        ("https://www.ajc.com/news/business/hartsfield-jackson-busiest-airport-again/ZQO2KJ2T4FDXLA/", "Hartsfield-Jackson is world's busiest airport again | AJC",
         "The Atlanta airport handled 104.7 million passengers last year ...", "Apr 15, 2024"),
        ("https://www.airport-technology.com/news/aci-world-busiest-airports-2023/", "ACI World publishes 2023 busiest airports list - Airport Technology",
         "The top 10 handled about 9% of global traffic ...", "Apr 16, 2024"),
        ("https://www.reddit.com/r/aviation/comments/1c4n7zv/aci_top_10_busiest_airports_2023/", "ACI top 10 busiest airports 2023 : r/aviation",
         "HND up 55% is wild. IST 7th, LAX 8th, ORD dropping to 9th ...", "Apr 15, 2024"),
        ("https://aci.aero/data-centre/annual-traffic-data/", "Annual Traffic Data - ACI World Data Centre",
         "World Airport Traffic Dataset: passengers, cargo and aircraft movements for 2,600+ airports ...", "N/A"),
    )
    intro = """# Top 10 busiest airports in the world shift with the rise of international air travel demand

ACI World | Montréal, Canada | 15 April 2024

Airports Council International (ACI) World released its preliminary ranking of the world's busiest airports for 2023. Global passenger traffic reached nearly 8.7 billion, a 27.2% increase on 2022 and 93.8% of 2019 levels.

## Top 10 airports for passenger traffic (2023)

"""
    outro = """

Passenger traffic = enplaned + deplaned passengers; passengers in transit counted once. Preliminary figures.

## Highlights

- Hartsfield–Jackson Atlanta International retained the top spot, the only airport above 100 million passengers.
- Dubai International climbed to second place, driven by international traffic.
- Tokyo Haneda recorded the largest growth in the top 10.

Media contact: communications@aci.aero
"""
    ident = list(range(10))
    swapped = [0, 1, 2, 3, 4, 5, 7, 6, 8, 9]
    e2 = intro + aci_rows(ident) + outro
    e7 = intro.split("## Top 10")[0] + "## Top 10 airports for passenger traffic (2023), ranks 6–10\n\n" + aci_rows(swapped, 6, 10) + outro
    k3 = {"aci2023_1": "ATL Atlanta 104,653,451 (+11.7%)", "aci2023_2": "DXB Dubai 86,913,476 (+31.7%)",
          "aci2023_3": "DFW Dallas/Fort Worth 81,755,538", "aci2023_global": "~8.7 billion passengers (93.8% of 2019)"}
    s4 = res(
        (DXB_PR, "DXB annual traffic reaches 86.9 million in 2023 | Dubai Airports",
         "Dubai International (DXB) welcomed 86.9 million passengers in 2023, a 31.7% increase on 2022 and surpassing 2019's 86.4 million ...", "Feb 13, 2024"),
        ("https://www.thenationalnews.com/business/aviation/2024/02/13/dubai-airport-passenger-traffic-2023/", "Dubai airport passenger traffic beats pre-pandemic level | The National",
         "DXB handled 86.9 million travellers last year, its highest total since the 2018 record of 89.1 million ...", "Feb 13, 2024"),
        ("https://en.wikipedia.org/wiki/Dubai_International_Airport", "Dubai International Airport - Wikipedia",
         "It has been the world's busiest airport by international passenger traffic since 2014 ...", "N/A"),
        ("https://gulfnews.com/business/aviation/dxb-sees-869-million-passengers-in-2023-1.1707820000", "DXB sees 86.9 million passengers in 2023 | Gulf News",
         "India remained the top destination country with 11.9 million passengers ...", "Feb 13, 2024"),
        ("https://www.arabianbusiness.com/industries/travel-hospitality/dxb-2023-traffic", "Dubai International's 2023 traffic in numbers | Arabian Business",
         "Q4 2023 was the airport's busiest quarter, with 22.8 million passengers ...", "Feb 14, 2024"),
        ("https://www.emirates.com/media-centre/emirates-group-annual-report-2023-24/", "Emirates Group Annual Report 2023-24",
         "Emirates carried 51.9 million passengers in the financial year ...", "May 13, 2024"),
        ("https://www.reuters.com/business/aerospace-defense/dubai-airport-2023-traffic-2024-02-13/", "Dubai airport traffic surpasses pre-pandemic levels | Reuters",
         "The airport expects 88.8 million passengers in 2024 ...", "Feb 13, 2024"),
        ("https://www.khaleejtimes.com/business/aviation/dxb-2023-passenger-numbers", "DXB passenger numbers 2023 | Khaleej Times",
         "Over 416,000 flights handled in 2023 ...", "Feb 13, 2024"),
        ("https://simpleflying.com/dubai-international-airport-2023-traffic/", "Dubai International Airport's 2023 Traffic - Simple Flying",
         "DXB returns to pre-pandemic levels ...", "Feb 14, 2024"),
        ("https://www.reddit.com/r/dubai/comments/1aq2m7d/dxb_869m_passengers_2023/", "DXB 86.9m passengers 2023 : r/dubai",
         "Busiest international airport for the 10th year running ...", "Feb 13, 2024"),
    )
    e5 = """# DXB annual traffic reaches 86.9 million in 2023, exceeding pre-pandemic levels

Dubai Airports | Press release | 13 February 2024

Dubai International (DXB) welcomed 86.9 million passengers in 2023, an increase of 31.7% compared with 2022, surpassing the 86.4 million recorded in 2019 and cementing its position as the world's busiest airport for international travel for the tenth consecutive year.

## 2023 at a glance

| Metric | 2023 |
| --- | --- |
| Passengers | 86.9 million |
| Flight movements | 416,405 |
| Baggage processed | 76.3 million bags |
| Destinations | 262 in 104 countries |
| Airlines | 102 |

## Top destination countries

| Country | Passengers |
| --- | --- |
| India | 11.9 million |
| Saudi Arabia | 6.7 million |
| United Kingdom | 5.9 million |
| Pakistan | 4.2 million |
| United States | 3.6 million |

Top cities were London (3.6 million), Riyadh (2.6 million) and Mumbai (2.5 million).

> "This is a tremendous achievement," said Paul Griffiths, CEO of Dubai Airports.
"""
    k6 = {"dxb_2023_detail": "86.9M pax, +31.7%, flights 416,405; above 2019 (86.4M); busiest international airport 10th year"}
    s8 = res(
        ("https://www.istairport.com/en/corporate/press-room/2023-passenger-record", "Istanbul Airport closes 2023 with 76 million passengers | iGA",
         "iGA Istanbul Airport hosted 76,027,321 passengers in 2023, the busiest airport in Europe after London Heathrow ...", "Jan 10, 2024"),
        ("https://en.wikipedia.org/wiki/Istanbul_Airport", "Istanbul Airport - Wikipedia",
         "Istanbul Airport was the 7th busiest airport in the world in 2023 with 76.0 million passengers ...", "N/A"),
        ("https://www.dailysabah.com/business/transportation/istanbul-airport-2023", "Istanbul Airport enters world's top 10 | Daily Sabah",
         "ACI ranks IST seventh worldwide, ahead of Los Angeles ...", "Apr 16, 2024"),
        ("https://www.eurocontrol.int/publication/top-airports-2023", "Busiest airports in Europe 2023 | EUROCONTROL",
         "Istanbul was Europe's busiest airport by daily flights, averaging 1,409 ...", "Jan 25, 2024"),
        ("https://www.aa.com.tr/en/economy/istanbul-airport-record-2023/3105523", "Istanbul Airport breaks passenger record | Anadolu Agency",
         "International passengers made up 57.6 million of the total ...", "Jan 10, 2024"),
        ("https://simpleflying.com/istanbul-airport-2023-passengers/", "Istanbul Airport's 2023 Passenger Numbers - Simple Flying",
         "Turkish Airlines' hub outpaced Paris CDG and Amsterdam Schiphol ...", "Jan 11, 2024"),
        ("https://www.hurriyetdailynews.com/istanbul-airport-76-million-2023", "Istanbul Airport served 76 million passengers in 2023",
         "The airport served flights to over 300 destinations ...", "Jan 10, 2024"),
        ("https://www.statista.com/statistics/1186721/istanbul-airport-passengers/", "Istanbul Airport passenger numbers 2019-2023 | Statista",
         "Number of passengers at Istanbul Airport from 2019 to 2023 ...", "Jan 2024"),
        ("https://www.reddit.com/r/Turkey/comments/1c55ow1/ist_7th_busiest_airport/", "IST 7th busiest airport in the world : r/Turkey",
         "And SAW growing too ...", "Apr 16, 2024"),
        ("https://www.flightradar24.com/blog/busiest-airports-2023/", "The busiest airports of 2023 | Flightradar24 Blog",
         "By flights tracked, Atlanta, Dallas/Fort Worth and Chicago O'Hare lead ...", "Jan 8, 2024"),
    )
    final = dict(k3)
    final.update(k6)
    turns = [
        (search("ACI World busiest airports 2023 passenger traffic top 10"), s1),
        (extract(ACI, "the top 10 airports by passengers in 2023"), e2),
        (memory("add", dict=k3), added(*k3)),
        (search("Dubai International 2023 passengers annual traffic"), s4),
        (extract(DXB_PR, "2023 passenger total, growth and top destinations"), e5),
        (memory("add", dict=k6), added(*k6)),
        (extract(ACI, "ranks 6 to 10 with passenger counts"), e7),
        (search("Istanbul Airport 2023 passengers Europe busiest"), s8),
        (memory("add", dict={"aci2023_7": "IST Istanbul 76,027,321 (busiest in Europe after LHR)"}), added("aci2023_7")),
        (memory("retrieve_all"), got_all({**final, "aci2023_7": "IST Istanbul 76,027,321 (busiest in Europe after LHR)"})),
    ]
    rs.add("search", "h57-search-07", SYSTEM, turns, state=EMPTY, bad=True, turn=7,
           kind="Re-extracted ACI release lists Los Angeles 7th with 76,027,321 and Istanbul 8th, but the same release at turn 2 had Istanbul 7th and Los Angeles 8th.")


# ---------------------------------------------------------------- 08 Gotthard Base Tunnel (clean)
GBT_WIKI = "https://en.wikipedia.org/wiki/Gotthard_Base_Tunnel"
GBT_SBB = "https://news.sbb.ch/en/article/timetable-change-2017-gotthard-base-tunnel-in-service"


def t08(rs: RowSet) -> None:
    s1 = res(
        (GBT_WIKI, "Gotthard Base Tunnel - Wikipedia",
         "The Gotthard Base Tunnel is a railway tunnel through the Alps in Switzerland. It opened on 1 June 2016 and full service began on 11 December 2016. With a route length of 57.09 km ...", "N/A"),
        ("https://www.alptransit.ch/en/projects/gotthard-base-tunnel/", "Gotthard Base Tunnel | AlpTransit Gotthard AG",
         "The world's longest railway tunnel: two single-track tubes of 57 km each, with a total of 152 km of tunnels, shafts and passages ...", "N/A"),
        ("https://www.bbc.com/news/world-europe-36423320", "Gotthard tunnel: World's longest and deepest rail tunnel opens in Switzerland - BBC News",
         "Switzerland has formally opened the world's longest and deepest rail tunnel, after 17 years of construction ...", "Jun 1, 2016"),
        ("https://www.sbb.ch/en/travel-information/rail-network/gotthard.html", "Gotthard | SBB",
         "Travel through the Gotthard Base Tunnel and the Ceneri Base Tunnel: Zurich – Lugano in under two hours ...", "N/A"),
        (GBT_SBB, "Timetable change 2017: Gotthard Base Tunnel in service | SBB News",
         "With the timetable change on 11 December 2016, the Gotthard Base Tunnel enters scheduled service ...", "Dec 9, 2016"),
        ("https://www.theguardian.com/world/2016/jun/01/gotthard-base-tunnel-worlds-longest-deepest-rail-tunnel-opens-switzerland", "World's longest and deepest rail tunnel to open in Switzerland | The Guardian",
         "Merkel, Hollande and Renzi attend the opening ceremony of the 57km tunnel ...", "Jun 1, 2016"),
        ("https://www.railway-technology.com/projects/gotthard-base-tunnel/", "Gotthard Base Tunnel, Switzerland - Railway Technology",
         "The CHF 12.2bn tunnel runs between Erstfeld in the canton of Uri and Bodio in Ticino ...", "N/A"),
        ("https://www.britannica.com/topic/Gotthard-Base-Tunnel", "Gotthard Base Tunnel | Switzerland, Map, Length, & Facts | Britannica",
         "Gotthard Base Tunnel, railway tunnel beneath the St. Gotthard Pass, 57 km long ...", "N/A"),
        ("https://www.swissinfo.ch/eng/gotthard-base-tunnel-timeline/42195532", "Gotthard Base Tunnel: a timeline | SWI swissinfo.ch",
         "From the 1992 referendum to the breakthrough on 15 October 2010 ...", "May 31, 2016"),
        ("https://www.reddit.com/r/switzerland/comments/4m6h2n/gotthard_base_tunnel_opening_today/", "Gotthard base tunnel opening today : r/switzerland",
         "Public trains only from December, today is the ceremony plus the open-day lottery trains ...", "Jun 1, 2016"),
    )
    e2 = """# Gotthard Base Tunnel

From Wikipedia, the free encyclopedia

| Gotthard Base Tunnel | |
| --- | --- |
| Line | Gotthard railway |
| Location | Uri, Graubünden and Ticino, Switzerland |
| Start | Erstfeld |
| End | Bodio |
| Work begun | 4 November 1999 |
| Opened | 1 June 2016 |
| Commercial service | 11 December 2016 |
| Owner | Swiss Federal Railways (SBB) |
| Character | Passenger and freight |
| Length | 57.09 km (35.47 mi) |
| No. of tracks | 2 single-track tubes |
| Operating speed | 200 km/h (passenger), 250 km/h design |
| Highest elevation | 549 m |
| Lowest elevation | 312 m |

The **Gotthard Base Tunnel** (GBT) is a railway tunnel through the Alps in Switzerland. It opened on 1 June 2016, and full service began on 11 December 2016. With a route length of 57.09 km (35.47 mi), it is the world's longest railway tunnel and the first flat, low-level route through the Alps. Including the cross-passages and access shafts, the tunnel system has a total length of 151.84 km (94.35 mi).

## History

The tunnel is the core of the AlpTransit project (New Railway Link through the Alps, NRLA), approved by Swiss voters in 1992 and financed after a further referendum in 1998. Main drilling of the eastern tube broke through on 15 October 2010 and of the western tube on 23 March 2011.

The official opening ceremony was held on 1 June 2016 in the presence of German Chancellor Angela Merkel, French President François Hollande and Italian Prime Minister Matteo Renzi. Trial operation followed over the summer, and scheduled passenger and freight services started with the timetable change of 11 December 2016.

## Cost

The final cost of the tunnel was about CHF 12.2 billion; the whole NRLA axis including the Ceneri Base Tunnel cost about CHF 22.8 billion.

## 2023 derailment

On 10 August 2023 a freight train derailed in the western tube near the Faido multifunction station, damaging around 7 km of track. Most passenger trains were diverted over the old Gotthard line through the 1882 summit tunnel. The tunnel returned to full operation on 2 September 2024.

## See also

- Ceneri Base Tunnel
- Gotthard Road Tunnel
- Gotthard Tunnel (1882)
"""
    k3 = {"gbt_opened": "1 June 2016 (official opening ceremony)", "gbt_length": "57.09 km route; 151.84 km tunnel system incl. shafts and passages",
          "gbt_cost": "about CHF 12.2 billion"}
    s4 = res(
        (GBT_SBB, "Timetable change 2017: Gotthard Base Tunnel in service | SBB News",
         "With the timetable change on 11 December 2016, the Gotthard Base Tunnel enters scheduled service ...", "Dec 9, 2016"),
        ("https://www.swissinfo.ch/eng/gotthard-tunnel-scheduled-service-begins/42756912", "Scheduled trains start running through Gotthard tunnel | swissinfo.ch",
         "The first scheduled passenger train, the 6.09 from Zurich, entered the tunnel on Sunday ...", "Dec 11, 2016"),
        ("https://www.railjournal.com/news/gotthard-base-tunnel-commercial-operation/", "Gotthard Base Tunnel enters commercial operation | IRJ",
         "Around 65 passenger and 260 freight trains per day are planned ...", "Dec 12, 2016"),
        ("https://en.wikipedia.org/wiki/Ceneri_Base_Tunnel", "Ceneri Base Tunnel - Wikipedia",
         "The Ceneri Base Tunnel opened on 4 September 2020 and entered commercial service on 13 December 2020 ...", "N/A"),
        ("https://www.alptransit.ch/en/news/detail/handover-to-sbb/", "Handover of the Gotthard Base Tunnel to SBB | AlpTransit",
         "AlpTransit Gotthard AG handed over the tunnel to SBB on 1 December 2016 after trial operation ...", "Dec 1, 2016"),
        ("https://www.srf.ch/news/schweiz/fahrplanwechsel-gotthard-basistunnel", "Fahrplanwechsel: Der Gotthard-Basistunnel geht in Betrieb - SRF",
         "Zürich – Lugano neu in 2 Stunden 8 Minuten ...", "Dec 11, 2016"),
        ("https://www.bav.admin.ch/bav/en/home/modes-of-transport/railways/nrla.html", "NRLA | Federal Office of Transport FOT",
         "The NRLA comprises the Lötschberg, Gotthard and Ceneri base tunnels ...", "N/A"),
        ("https://www.reuters.com/article/us-swiss-tunnel-idUSKBN1400LG", "First passengers ride world's longest rail tunnel | Reuters",
         "Regular service began on Sunday, six months after the ceremonial opening ...", "Dec 11, 2016"),
        ("https://www.theguardian.com/world/2016/dec/11/gotthard-base-tunnel-regular-service", "Gotthard tunnel opens to regular passengers | The Guardian",
         "Journey times between Zurich and Milan cut by about 30 minutes ...", "Dec 11, 2016"),
        ("https://www.reddit.com/r/trains/comments/5hp7u2/gotthard_base_tunnel_regular_service/", "Gotthard Base Tunnel regular service : r/trains",
         "Rode the first IC through this morning ...", "Dec 11, 2016"),
    )
    e5 = """# Timetable change 2017: Gotthard Base Tunnel in service

SBB News | 9 December 2016 | Reading time 3 min

On Sunday, 11 December 2016, the Gotthard Base Tunnel enters scheduled service with the timetable change. Six months after the official opening on 1 June 2016 and a period of trial operation, passenger and freight trains will run through the world's longest railway tunnel every day.

## What changes for passengers

| Route | Before | From 11 Dec 2016 |
| --- | --- | --- |
| Zurich – Lugano | 2 h 38 min | 2 h 08 min |
| Zurich – Milan | 3 h 40 min | 3 h 26 min |
| Basel – Lugano | 3 h 30 min | 3 h 08 min |

- Passenger trains run hourly through the base tunnel; the old mountain line is served by the Treno Gottardo.
- Around 260 freight trains per day can use the new route.
- A further reduction in journey time follows with the opening of the Ceneri Base Tunnel.

AlpTransit Gotthard AG handed the tunnel over to SBB on 1 December 2016.
"""
    s7 = res(
        ("https://www.swissinfo.ch/eng/business/gotthard-base-tunnel-reopens-fully-after-derailment/78012345", "Gotthard Base Tunnel fully reopens after derailment | swissinfo.ch",
         "Passenger trains are once again running through both tubes of the Gotthard Base Tunnel, more than a year after a freight train derailment ...", "Sep 2, 2024"),
        ("https://www.bbc.com/news/world-europe-66467815", "Gotthard: Freight train derails in world's longest rail tunnel - BBC News",
         "The tunnel has been closed to passenger traffic after a freight train derailed on Thursday; no one was injured ...", "Aug 11, 2023"),
        ("https://news.sbb.ch/en/article/gotthard-base-tunnel-full-operation-from-2-september-2024", "Gotthard Base Tunnel: full operation from 2 September 2024 | SBB News",
         "From Monday, 2 September 2024, passenger trains will again run through the Gotthard Base Tunnel on an hourly basis ...", "Aug 27, 2024"),
        ("https://www.railjournal.com/freight/gotthard-derailment-investigation-wheel-fracture/", "Gotthard derailment caused by wheel fracture | IRJ",
         "A broken wheel on a freight wagon caused the derailment, the investigators say ...", "Nov 2, 2023"),
        (GBT_WIKI, "Gotthard Base Tunnel - Wikipedia",
         "On 10 August 2023 a freight train derailed in the western tube. The tunnel returned to full operation on 2 September 2024 ...", "N/A"),
        ("https://www.reuters.com/world/europe/swiss-gotthard-tunnel-partially-reopens-freight-2023-08-23/", "Swiss Gotthard tunnel partially reopens for freight | Reuters",
         "Freight trains resume through the eastern tube; passenger trains still diverted via the mountain route ...", "Aug 23, 2023"),
        ("https://www.srf.ch/news/schweiz/gotthard-basistunnel-entgleisung-kosten", "Entgleisung im Gotthard-Basistunnel: Schaden von 150 Millionen - SRF",
         "Rund 7 Kilometer Gleis und 16'000 Betonschwellen müssen ersetzt werden ...", "Sep 20, 2023"),
        ("https://www.swissinfo.ch/eng/gotthard-tunnel-repairs-to-take-until-2024/48841001", "Gotthard tunnel repairs to take until 2024 | swissinfo.ch",
         "SBB says normal operation will not resume before September 2024 ...", "Sep 20, 2023"),
        ("https://www.trainline.eu/blog/gotthard-base-tunnel-closure/", "Gotthard Base Tunnel closure: what it means for your trip",
         "Expect an extra hour between Zurich and Lugano while trains take the panorama route ...", "Oct 4, 2023"),
        ("https://www.reddit.com/r/switzerland/comments/1f6y0fq/gotthard_base_tunnel_fully_open_again/", "Gotthard base tunnel fully open again : r/switzerland",
         "Finally back to 2h to Lugano ...", "Sep 2, 2024"),
    )
    turns = [
        (search("Gotthard Base Tunnel opening date length"), s1),
        (extract(GBT_WIKI, "opening date, commercial service date, length, cost"), e2),
        (memory("add", dict=k3), added(*k3)),
        (search("Gotthard Base Tunnel commercial service 11 December 2016 timetable"), s4),
        (extract(GBT_SBB, "when scheduled service began and journey times"), e5),
        (memory("update", dict={"gbt_opened": "1 June 2016 ceremony; scheduled service from 11 Dec 2016 (timetable change)"}), updated("gbt_opened")),
        (search("Gotthard Base Tunnel derailment 2023 reopening"), s7),
    ]
    rs.add("search", "h57-search-08", SYSTEM, turns, state=EMPTY)


# ---------------------------------------------------------------- 09 Ethnologue 200 (bad: key added at turn 6 missing from retrieve_all)
ETH200 = "https://www.ethnologue.com/insights/ethnologue200/"
ETH_BEN = "https://www.ethnologue.com/language/ben/"


def t09(rs: RowSet) -> None:
    s1 = res(
        (ETH200, "What are the top 200 most spoken languages? | Ethnologue Free",
         "English 1.5 billion, Mandarin Chinese 1.1 billion, Hindi 609 million, Spanish 560 million, Standard Arabic 335 million ... total users in all countries (L1 + L2)", "Feb 21, 2024"),
        ("https://en.wikipedia.org/wiki/List_of_languages_by_total_number_of_speakers", "List of languages by total number of speakers - Wikipedia",
         "This is a list of languages by total number of speakers, according to Ethnologue (2024 edition) ...", "N/A"),
        ("https://www.ethnologue.com/insights/most-spoken-language/", "What is the most spoken language? | Ethnologue Free",
         "English is the most spoken language in the world if you count native and non-native speakers; Mandarin Chinese if you count only native speakers ...", "Feb 21, 2024"),
        ("https://www.statista.com/statistics/266808/the-most-spoken-languages-worldwide/", "The most spoken languages worldwide 2023 | Statista",
         "In 2023, there were around 1.5 billion people worldwide who spoke English either natively or as a second language ...", "Jun 2023"),
        ("https://www.visualcapitalist.com/the-worlds-most-spoken-languages/", "Ranked: The World's Most Spoken Languages | Visual Capitalist",
         "Based on Ethnologue data: English, Mandarin Chinese, Hindi and Spanish lead, with Standard Arabic fifth ...", "Mar 4, 2024"),
        ("https://www.babbel.com/en/magazine/the-10-most-spoken-languages-in-the-world", "The 10 Most Spoken Languages In The World | Babbel",
         "Counting native and second-language speakers, these ten languages dominate ...", "Jan 16, 2024"),
        ("https://www.ethnologue.com/guides/ethnologue200", "Ethnologue 200 (archived guide) | Ethnologue",
         "This guide has moved to Insights: the 200 most spoken languages ...", "N/A"),
        ("https://www.berlitz.com/blog/most-spoken-languages-world", "The most spoken languages in the world | Berlitz",
         "Figures from Ethnologue's 27th edition ...", "Mar 12, 2024"),
        ("https://www.reddit.com/r/languagelearning/comments/1awz4u2/ethnologue_2024_numbers_are_out/", "Ethnologue 2024 numbers are out : r/languagelearning",
         "Standard Arabic listed with zero L1 speakers again, which confuses people every year ...", "Feb 22, 2024"),
        ("https://www.worlddata.info/languages/index.php", "The most spoken languages worldwide | worlddata.info",
         "Native and total speakers by language, with countries where they are official ...", "N/A"),
    )
    langs = [("English", "eng", 1_515_200_000, 379_900_000), ("Mandarin Chinese", "cmn", 1_140_100_000, 939_400_000),
             ("Hindi", "hin", 609_500_000, 345_000_000), ("Spanish", "spa", 559_500_000, 485_200_000),
             ("Standard Arabic", "arb", 335_000_000, 0), ("French", "fra", 311_900_000, 74_200_000),
             ("Bengali", "ben", 278_200_000, 234_000_000), ("Portuguese", "por", 263_600_000, 236_100_000),
             ("Russian", "rus", 255_000_000, 147_000_000), ("Indonesian", "ind", 252_400_000, 44_000_000),
             ("Urdu", "urd", 246_000_000, 79_000_000), ("Standard German", "deu", 134_000_000, 75_300_000)]
    body = "\n".join(f"| {i} | {n} | {c} | {t / 1e6:,.1f} million | {f / 1e6:,.1f} million | {(t - f) / 1e6:,.1f} million |"
                     for i, (n, c, t, f) in enumerate(langs, 1))
    e2 = f"""# What are the top 200 most spoken languages?

Ethnologue Insights | 27th edition (2024) | Updated 21 February 2024

Ranked by the total number of users in all countries (first-language L1 plus second-language L2 users).

| Rank | Language | ISO 639-3 | Total users | L1 users | L2 users |
| --- | --- | --- | --- | --- | --- |
{body}

Showing 12 of 200. [Load more]

**Note on Standard Arabic:** Standard Arabic is learned in school as a second language; first-language speakers are counted under the spoken varieties (Egyptian Arabic, Sudanese Arabic, etc.), which Ethnologue lists separately.

Ethnologue Free users can view up to 7 language pages per 30 days.
"""
    k3 = {"lang_1": "English (eng) 1,515.2M total; L1 379.9M", "lang_2": "Mandarin Chinese (cmn) 1,140.1M total; L1 939.4M",
          "lang_3": "Hindi (hin) 609.5M total; L1 345.0M", "lang_source": "Ethnologue 27th ed. (2024), Ethnologue 200"}
    s4 = res(
        (ETH_BEN, "Bengali | Ethnologue Free",
         "A language of Bangladesh. Also spoken in India. ISO 639-3: ben. Users: 278,200,000 in all countries. L1: 234,000,000 ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Bengali_language", "Bengali language - Wikipedia",
         "Bengali, also known by its endonym Bangla, is an Indo-Aryan language native to the Bengal region of South Asia ...", "N/A"),
        ("https://www.britannica.com/topic/Bengali-language", "Bengali language | Britannica",
         "Bengali language, member of the Indo-Aryan group within the Indo-Iranian branch of the Indo-European family ...", "N/A"),
        ("https://glottolog.org/resource/languoid/id/beng1280", "Glottolog 5.0 - Bengali",
         "Bengali: beng1280, ISO 639-3 ben ...", "N/A"),
        ("https://www.ethnologue.com/country/BD/", "Bangladesh | Ethnologue Free",
         "Bangladesh has 41 living languages; Bengali is the national language ...", "N/A"),
        ("https://censusindia.gov.in/census.website/data/c-16", "C-16 Population by mother tongue | Census of India",
         "Bengali: 97,237,669 speakers (2011 Census) ...", "N/A"),
        ("https://www.omniglot.com/writing/bengali.htm", "Bengali alphabet, pronunciation and language | Omniglot",
         "Bengali is written with the Bengali-Assamese script ...", "N/A"),
        ("https://www.worlddata.info/languages/bengali.php", "Bengali - worlddata.info",
         "Bengali is official in Bangladesh and in the Indian states of West Bengal and Tripura ...", "N/A"),
        ("https://www.reddit.com/r/bengali/comments/17pwq1x/how_many_people_speak_bengali/", "How many people speak Bengali? : r/bengali",
         "Depends if you count only native speakers ...", "Nov 7, 2023"),
        ("https://www.unesco.org/en/days/mother-language", "International Mother Language Day | UNESCO",
         "Proclaimed in 1999, commemorating the 1952 Bengali Language Movement ...", "N/A"),
    )
    e5 = """# Bengali

Ethnologue Free | Language | ISO 639-3: ben

A language of Bangladesh

## Summary

| Field | Value |
| --- | --- |
| Alternate Names | Bangala, Bangla, Bengalese |
| Autonym | বাংলা (Bāṅlā) |
| User Population | 278,200,000 in all countries. L1 users: 234,000,000. L2 users: 44,200,000. |
| Location | Throughout Bangladesh |
| Language Status | 1 (National). Statutory national language (Constitution 1972, Article 3). |
| Classification | Indo-European, Indo-Iranian, Indo-Aryan, Eastern zone, Bengali-Assamese |
| Writing | Bengali script, Bangla variety [Beng] |
| Dialects | Barisal, Chittagong (considered separate), Sylheti (considered separate), Rajshahi, Varendra |

## Other countries

India (97,200,000 L1), Nepal, Pakistan, United Kingdom, United States, Saudi Arabia, Singapore, Malawi

## Language Development

Literacy rate in L1: 75%. Bible: 1809–2017.

Ethnologue Free: 1 of 7 language pages viewed this period.
"""
    k6 = {"lang_bengali": "Bengali (ben) 278.2M total; L1 234.0M; L2 44.2M; rank 7; status 1 (National)"}
    s7 = res(
        ("https://www.ethnologue.com/language/arb/", "Arabic, Standard | Ethnologue Free",
         "A language of Saudi Arabia ... No L1 users. L2 users: 335,000,000 ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Modern_Standard_Arabic", "Modern Standard Arabic - Wikipedia",
         "MSA is not acquired as a first language; it is learned through formal education ...", "N/A"),
        ("https://www.ethnologue.com/insights/arabic-native-speakers/", "Why does Ethnologue list zero native speakers of Standard Arabic? | Ethnologue",
         "Arabic is a macrolanguage; we count L1 speakers under each of its 30+ varieties ...", "Feb 21, 2024"),
        ("https://www.ethnologue.com/language/ara/", "Arabic (macrolanguage) | Ethnologue Free",
         "Macrolanguage with 30+ individual languages, including Egyptian Arabic (arz) ...", "N/A"),
        ("https://linguistics.stackexchange.com/questions/4231/why-does-ethnologue-say-standard-arabic-has-no-native-speakers", "Why does Ethnologue say Standard Arabic has no native speakers? - Linguistics Stack Exchange",
         "Accepted answer (score 27): diglossia. Children acquire a colloquial variety first ...", "Aug 3, 2013"),
        ("https://www.britannica.com/topic/Arabic-language", "Arabic language | Britannica",
         "Arabic language, Semitic language spoken in a large area including North Africa ...", "N/A"),
        ("https://www.reddit.com/r/arabs/comments/1ax0r1o/ethnologue_msa_0_native/", "Ethnologue MSA 0 native? : r/arabs",
         "It's about diglossia, not a mistake ...", "Feb 23, 2024"),
        ("https://www.ethnologue.com/language/arz/", "Arabic, Egyptian | Ethnologue Free",
         "L1 users: 78,000,000 in Egypt ...", "N/A"),
        ("https://www.britishcouncil.org/voices-magazine/arabic-dialects", "Arabic dialects explained | British Council",
         "From Darija to Gulf Arabic: how different are they? ...", "Jul 18, 2023"),
        ("https://www.statista.com/statistics/1377389/arabic-speakers-worldwide/", "Arabic speakers worldwide | Statista",
         "Number of speakers of Arabic varieties ...", "Apr 2023"),
    )
    after3 = dict(k3)
    turns = [
        (search("Ethnologue 200 most spoken languages total speakers 2024"), s1),
        (extract(ETH200, "top languages by total users with L1 and L2 split"), e2),
        (memory("add", dict=k3), added(*k3)),
        (search("Ethnologue Bengali speakers L1 L2 ben"), s4),
        (extract(ETH_BEN, "user population split and status"), e5),
        (memory("add", dict=k6), added(*k6)),
        (search("Ethnologue Standard Arabic no L1 speakers macrolanguage"), s7),
        (memory("retrieve_all"), got_all(after3)),
        (memory("add", dict={"lang_arabic_note": "Standard Arabic (arb): 335M, all L2; L1 counted under varieties of macrolanguage ara"}),
         added("lang_arabic_note")),
    ]
    rs.add("search", "h57-search-09", SYSTEM, turns, state=EMPTY, bad=True, turn=8,
           kind="retrieve_all lists only the four turn-3 keys; 'lang_bengali', added at turn 6 and never removed, is missing.")


# ---------------------------------------------------------------- 10 Basketball-Reference 2023-24 NBA (bad: removed key returns)
BR_STAND = "https://www.basketball-reference.com/leagues/NBA_2024_standings.html"
FIN_WIKI = "https://en.wikipedia.org/wiki/2024_NBA_Finals"
EAST = [("Boston Celtics", 64), ("New York Knicks", 50), ("Milwaukee Bucks", 49), ("Cleveland Cavaliers", 48),
        ("Orlando Magic", 47), ("Indiana Pacers", 47), ("Philadelphia 76ers", 47), ("Miami Heat", 46),
        ("Chicago Bulls", 39), ("Atlanta Hawks", 36), ("Brooklyn Nets", 32), ("Toronto Raptors", 25),
        ("Charlotte Hornets", 21), ("Washington Wizards", 15), ("Detroit Pistons", 14)]
WEST = [("Oklahoma City Thunder", 57), ("Denver Nuggets", 57), ("Minnesota Timberwolves", 56), ("LA Clippers", 51),
        ("Dallas Mavericks", 50), ("Phoenix Suns", 49), ("New Orleans Pelicans", 49), ("Los Angeles Lakers", 47),
        ("Sacramento Kings", 46), ("Golden State Warriors", 46), ("Houston Rockets", 41), ("Utah Jazz", 31),
        ("Memphis Grizzlies", 27), ("San Antonio Spurs", 22), ("Portland Trail Blazers", 21)]


def conf_table(title: str, teams: list[tuple[str, int]]) -> str:
    top = teams[0][1]
    out = [f"### {title} Standings", "", "| Team | W | L | W/L% | GB |", "| --- | --- | --- | --- | --- |"]
    for i, (t, w) in enumerate(teams, 1):
        gb = "—" if w == top else f"{top - w:.1f}"
        star = "*" if i <= 8 else ""
        pct = f"{w / 82:.3f}".lstrip("0")
        out.append(f"| {t}{star} ({i}) | {w} | {82 - w} | {pct} | {gb} |")
    return "\n".join(out)


def t10(rs: RowSet) -> None:
    s1 = res(
        (BR_STAND, "2023-24 NBA Standings | Basketball-Reference.com",
         "2023-24 NBA standings: Boston Celtics 64-18 (.780) lead the East; Oklahoma City Thunder 57-25 (.695) top the West ...", "N/A"),
        ("https://www.nba.com/standings?Season=2023-24", "NBA Standings 2023-24 | NBA.com",
         "Conference standings, clinch indicators, home and road records for the 2023-24 regular season ...", "N/A"),
        ("https://en.wikipedia.org/wiki/2023%E2%80%9324_NBA_season", "2023–24 NBA season - Wikipedia",
         "The 2023–24 NBA season was the 78th season of the National Basketball Association. The regular season began on October 24, 2023, and ended on April 14, 2024 ...", "N/A"),
        ("https://www.espn.com/nba/standings/_/season/2024", "NBA Standings 2023-24 - ESPN",
         "Eastern and Western Conference standings with win percentage, games behind and streaks ...", "N/A"),
        ("https://www.cbssports.com/nba/news/nba-final-standings-2024-playoff-bracket-play-in/", "NBA final standings 2024: playoff bracket and play-in matchups set - CBS Sports",
         "Thunder claim the West's top seed via tiebreaker over Nuggets; Knicks finish second in the East ...", "Apr 14, 2024"),
        ("https://www.basketball-reference.com/leagues/NBA_2024.html", "2023-24 NBA Season Summary | Basketball-Reference.com",
         "League champion: Boston Celtics. Most Valuable Player: Nikola Jokić (26.4/12.4/9.0) ...", "N/A"),
        ("https://www.statmuse.com/nba/ask/nba-standings-2023-24", "NBA Standings 2023-24 | StatMuse",
         "Boston finished with the best record in the league at 64-18 ...", "N/A"),
        ("https://www.reddit.com/r/nba/comments/1c43wzg/final_20232024_standings/", "Final 2023-2024 standings : r/nba",
         "Three-way logjam at 47-35 in the East: Magic, Pacers, Sixers ...", "Apr 14, 2024"),
        ("https://www.theathletic.com/5412388/2024/04/14/nba-playoff-seeding-final-day/", "NBA final day: how the seeding shook out - The Athletic",
         "Oklahoma City becomes the youngest No. 1 seed in league history ...", "Apr 14, 2024"),
        ("https://www.landofbasketball.com/yearbyyear/2023_2024_standings.htm", "NBA Standings 2023-24 Season | Land Of Basketball",
         "Final regular season standings by conference and division ...", "N/A"),
    )
    e2 = f"""# 2023-24 NBA Standings

Basketball-Reference.com | Season: 2023-24 | League Champion: Boston Celtics

## Conference Standings

{conf_table("Eastern Conference", EAST)}

{conf_table("Western Conference", WEST)}

\\* Playoff teams. Seeds 7–10 entered the Play-In Tournament (East: PHI, MIA, CHI, ATL; West: NOP, LAL, SAC, GSW).

Tiebreakers: OKC over DEN (both 57-25, Northwest Division); ORL, IND and PHI (all 47-35) separated by multi-team tiebreak criteria.

Division Standings, Expanded Standings, Team vs. Team and Team Ratings tables are available further down the page.
"""
    k3 = {"nba24_east_1": "Boston Celtics 64-18 (.780)", "nba24_west_1": "Oklahoma City Thunder 57-25 (tiebreak over DEN)",
          "nba24_west_2": "Denver Nuggets 57-25", "nba24_best_record": "Boston Celtics 64-18, 7 games ahead of OKC/DEN"}
    s6 = res(
        (FIN_WIKI, "2024 NBA Finals - Wikipedia",
         "The 2024 NBA Finals was the championship series of the 2023–24 season. The Boston Celtics defeated the Dallas Mavericks in five games, winning their 18th title ...", "N/A"),
        ("https://www.nba.com/news/celtics-win-2024-nba-finals", "Celtics beat Mavericks in Game 5 to win 2024 NBA title | NBA.com",
         "Boston captures an NBA-record 18th championship with a 106-88 victory at TD Garden ...", "Jun 17, 2024"),
        ("https://www.espn.com/nba/story/_/id/40373434/jaylen-brown-named-2024-nba-finals-mvp", "Jaylen Brown named 2024 NBA Finals MVP - ESPN",
         "Brown averaged 20.8 points, 5.4 rebounds and 5.0 assists in the series ...", "Jun 17, 2024"),
        ("https://www.basketball-reference.com/playoffs/2024-nba-finals-mavericks-vs-celtics.html", "2024 NBA Finals Mavericks vs. Celtics | Basketball-Reference.com",
         "Series result: Boston Celtics win 4-1. Game 1: BOS 107, DAL 89 ...", "N/A"),
        ("https://www.bostonglobe.com/2024/06/17/sports/celtics-nba-champions-18th-title/", "Celtics win 18th championship | Boston Globe",
         "Banner 18 is coming to TD Garden ...", "Jun 17, 2024"),
        ("https://www.reddit.com/r/nba/comments/1dicv2a/post_game_thread_celtics_win_the_2024_nba/", "[Post Game Thread] The Boston Celtics win the 2024 NBA Championship : r/nba",
         "Celtics 106, Mavericks 88. Tatum 31 pts, 11 ast, 8 reb ...", "Jun 17, 2024"),
        ("https://www.cbssports.com/nba/news/2024-nba-finals-celtics-mavericks-game-5-score/", "Celtics vs. Mavericks Game 5 score: Boston clinches title | CBS Sports",
         "Jayson Tatum scores 31 to close out Dallas ...", "Jun 17, 2024"),
        ("https://www.si.com/nba/2024/06/18/celtics-title-18-passes-lakers", "Celtics pass Lakers with 18th title | SI",
         "Boston breaks its tie with the Lakers for the most championships ...", "Jun 18, 2024"),
        ("https://www.theathletic.com/5570123/2024/06/17/celtics-nba-finals-game-5-mavericks/", "Celtics are NBA champions - The Athletic",
         "Boston finishes the playoffs 16-3 ...", "Jun 17, 2024"),
        ("https://www.nba.com/finals/2024", "2024 NBA Finals | NBA.com",
         "Schedule, results and highlights from the 2024 NBA Finals ...", "N/A"),
    )
    e7 = """# 2024 NBA Finals

From Wikipedia, the free encyclopedia

| 2024 NBA Finals | |
| --- | --- |
| Dates | June 6–17 |
| MVP | Jaylen Brown (Boston Celtics) |
| Eastern finals | Celtics defeated Pacers, 4–0 |
| Western finals | Mavericks defeated Timberwolves, 4–1 |

The **2024 NBA Finals** was the championship series of the National Basketball Association's 2023–24 season. The Eastern Conference champion Boston Celtics defeated the Western Conference champion Dallas Mavericks, 4–1, to win their 18th NBA championship, breaking a tie with the Los Angeles Lakers for the most in league history.

## Series summary

| Game | Date | Road team | Result | Home team |
| --- | --- | --- | --- | --- |
| Game 1 | Thursday, June 6 | Dallas Mavericks | 89–107 (0–1) | Boston Celtics |
| Game 2 | Sunday, June 9 | Dallas Mavericks | 98–105 (0–2) | Boston Celtics |
| Game 3 | Wednesday, June 12 | Boston Celtics | 106–99 (3–0) | Dallas Mavericks |
| Game 4 | Friday, June 14 | Boston Celtics | 84–122 (3–1) | Dallas Mavericks |
| Game 5 | Monday, June 17 | Dallas Mavericks | 88–106 (1–4) | Boston Celtics |

Boston, the top seed in the East with a league-best 64–18 record, went 16–3 in the playoffs. Dallas had finished fifth in the West at 50–32.
"""
    s9 = res(
        ("https://www.nba.com/news/nikola-jokic-wins-2023-24-kia-mvp", "Nikola Jokić wins 2023-24 Kia NBA MVP | NBA.com",
         "Denver's center earns his third MVP in four seasons, receiving 79 of 99 first-place votes ...", "May 8, 2024"),
        ("https://www.basketball-reference.com/awards/awards_2024.html", "2023-24 NBA Awards Voting | Basketball-Reference.com",
         "MVP: Nikola Jokić 926 pts; Shai Gilgeous-Alexander 640; Luka Dončić 566 ...", "N/A"),
        ("https://en.wikipedia.org/wiki/NBA_Most_Valuable_Player_Award", "NBA Most Valuable Player Award - Wikipedia",
         "Jokić won the award in 2021, 2022 and 2024 ...", "N/A"),
        ("https://www.espn.com/nba/story/_/id/40102200/nikola-jokic-third-mvp", "Nikola Jokic wins third NBA MVP - ESPN",
         "Jokic averaged 26.4 points, 12.4 rebounds and 9.0 assists ...", "May 8, 2024"),
        ("https://www.denverpost.com/2024/05/08/nikola-jokic-mvp-third/", "Nuggets' Nikola Jokic wins third MVP | Denver Post",
         "Joins an exclusive group of players with three or more MVPs ...", "May 8, 2024"),
        ("https://www.reddit.com/r/nba/comments/1cn6x7q/jokic_wins_mvp/", "Jokic wins MVP : r/nba",
         "79 first place votes, SGA 2nd, Luka 3rd ...", "May 8, 2024"),
        ("https://www.cbssports.com/nba/news/2024-nba-mvp-voting-results/", "2024 NBA MVP voting results | CBS Sports",
         "Full ballot breakdown from the 99-member media panel ...", "May 8, 2024"),
        ("https://www.si.com/nba/2024/05/08/nikola-jokic-mvp-voting-sga-luka", "Jokic edges SGA, Luka for MVP | SI",
         "A third MVP puts Jokic in rare company ...", "May 8, 2024"),
        ("https://www.statmuse.com/nba/ask/nikola-jokic-stats-2023-24", "Nikola Jokic 2023-24 stats | StatMuse",
         "79 games, 26.4 PPG, 12.4 RPG, 9.0 APG ...", "N/A"),
        ("https://www.nba.com/stats/player/203999", "Nikola Jokic | Stats | NBA.com",
         "Career and season stats for Nikola Jokic ...", "N/A"),
    )
    turns = [
        (search("2023-24 NBA standings final basketball reference"), s1),
        (extract(BR_STAND, "final conference standings with records"), e2),
        (memory("add", dict=k3), added(*k3)),
        (memory("remove", key_list=["nba24_west_2"]), removed("nba24_west_2")),
        (memory("retrieve_all"), got_all(k3)),
        (search("2024 NBA Finals result Celtics Mavericks Finals MVP"), s6),
        (extract(FIN_WIKI, "series result, game scores, Finals MVP"), e7),
        (memory("add", dict={"nba24_champion": "Boston Celtics, 4-1 over Dallas; Finals MVP Jaylen Brown; 18th title"}), added("nba24_champion")),
        (search("2023-24 NBA MVP Jokic voting"), s9),
        (memory("add", dict={"nba24_mvp": "Nikola Jokić (DEN), 3rd MVP; 79 of 99 first-place votes"}), added("nba24_mvp")),
    ]
    rs.add("search", "h57-search-10", SYSTEM, turns, state=EMPTY, bad=True, turn=5,
           kind="retrieve_all still lists 'nba24_west_2' (Denver 57-25), which turn 4 removed.")


# ---------------------------------------------------------------- 11 96th Academy Awards (clean)
OSC = "https://www.oscars.org/oscars/ceremonies/2024"
OSC_NOMS = "https://apnews.com/article/oscar-nominations-2024-list-oppenheimer-barbie-8c5d2f1e7a9b3c4d6e0f1a2b3c4d5e6f"
OSC_WIKI = "https://en.wikipedia.org/wiki/96th_Academy_Awards"


def t11(rs: RowSet) -> None:
    s1 = res(
        (OSC, "The 96th Academy Awards | 2024 | Oscars.org",
         "Winners and nominees of the 96th Academy Awards. Best Picture: Oppenheimer - Emma Thomas, Charles Roven and Christopher Nolan, Producers ...", "N/A"),
        (OSC_WIKI, "96th Academy Awards - Wikipedia",
         "The 96th Academy Awards ceremony was held on March 10, 2024, at the Dolby Theatre in Hollywood. Oppenheimer won seven awards, including Best Picture ...", "N/A"),
        ("https://www.nytimes.com/2024/03/10/movies/oscar-winners-list.html", "Oscar Winners 2024: See the Full List - The New York Times",
         "'Oppenheimer' won best picture, and Christopher Nolan took home his first Oscar for directing ...", "Mar 10, 2024"),
        ("https://variety.com/2024/film/awards/oscar-winners-list-2024-1235934155/", "Oscars 2024 Winners List - Variety",
         "Emma Stone wins best actress for 'Poor Things'; Cillian Murphy best actor ...", "Mar 10, 2024"),
        ("https://www.bbc.com/news/entertainment-arts-68522389", "Oscars 2024: Oppenheimer dominates with seven awards - BBC News",
         "Christopher Nolan's film about the atomic bomb also won best actor for Cillian Murphy ...", "Mar 11, 2024"),
        ("https://www.hollywoodreporter.com/movies/movie-news/oscars-2024-winners-list-1235842156/", "Oscars 2024 Winners: Full List - THR",
         "Da'Vine Joy Randolph and Robert Downey Jr. win the supporting acting awards ...", "Mar 10, 2024"),
        ("https://abc.com/news/oscars-2024-winners", "Oscars 2024: Complete list of winners | ABC",
         "Hosted by Jimmy Kimmel for the fourth time ...", "Mar 10, 2024"),
        ("https://www.imdb.com/event/ev0000003/2024/1/", "Academy Awards, USA (2024) - IMDb",
         "Winners and nominees for the 96th Academy Awards ...", "N/A"),
        ("https://www.reddit.com/r/movies/comments/1bbm9d0/96th_academy_awards_winners_thread/", "96th Academy Awards winners thread : r/movies",
         "Oppenheimer 7/13, Poor Things 4/11, Killers of the Flower Moon 0/10 ...", "Mar 11, 2024"),
        ("https://www.rottentomatoes.com/article/oscars-2024-winners/", "Oscars 2024 Winners | Rotten Tomatoes",
         "Every winner from the 96th Academy Awards with Tomatometer scores ...", "Mar 11, 2024"),
    )
    e2 = """# The 96th Academy Awards | 2024

Memorable Moments | Winners & Nominees | Sunday, March 10, 2024 | Dolby Theatre at Ovation Hollywood | Host: Jimmy Kimmel

## Winners

| Category | Winner |
| --- | --- |
| Best Picture | Oppenheimer — Emma Thomas, Charles Roven and Christopher Nolan, Producers |
| Directing | Christopher Nolan — Oppenheimer |
| Actor in a Leading Role | Cillian Murphy — Oppenheimer |
| Actress in a Leading Role | Emma Stone — Poor Things |
| Actor in a Supporting Role | Robert Downey Jr. — Oppenheimer |
| Actress in a Supporting Role | Da'Vine Joy Randolph — The Holdovers |
| Writing (Original Screenplay) | Anatomy of a Fall — Justine Triet and Arthur Harari |
| Writing (Adapted Screenplay) | American Fiction — Cord Jefferson |
| Animated Feature Film | The Boy and the Heron |
| International Feature Film | The Zone of Interest (United Kingdom) |
| Documentary Feature Film | 20 Days in Mariupol |
| Cinematography | Oppenheimer — Hoyte van Hoytema |
| Film Editing | Oppenheimer — Jennifer Lame |
| Music (Original Score) | Oppenheimer — Ludwig Göransson |
| Music (Original Song) | "What Was I Made For?" from Barbie — Billie Eilish and Finneas O'Connell |
| Production Design | Poor Things |
| Costume Design | Poor Things — Holly Waddington |
| Makeup and Hairstyling | Poor Things |
| Sound | The Zone of Interest |
| Visual Effects | Godzilla Minus One |
| Animated Short Film | War Is Over! Inspired by the Music of John & Yoko |
| Documentary Short Film | The Last Repair Shop |
| Live Action Short Film | The Wonderful Story of Henry Sugar |

23 categories. Nominees are listed on each category page.
"""
    k3 = {"oscars96_best_picture": "Oppenheimer", "oscars96_best_actress": "Emma Stone (Poor Things)",
          "oscars96_best_actor": "Cillian Murphy (Oppenheimer)", "oscars96_oppenheimer_wins": "7",
          "oscars96_ceremony": "March 10, 2024, Dolby Theatre; host Jimmy Kimmel"}
    s4 = res(
        (OSC_NOMS, "Oscar nominations 2024: 'Oppenheimer' leads with 13 | AP News",
         "Christopher Nolan's 'Oppenheimer' led nominations to the 96th Academy Awards with 13, followed by 'Poor Things' with 11 and 'Killers of the Flower Moon' with 10 ...", "Jan 23, 2024"),
        ("https://www.oscars.org/news/96th-oscars-nominations-announced", "96th Oscars Nominations Announced | Oscars.org",
         "Zazie Beetz and Jack Quaid announced the nominations from the Samuel Goldwyn Theater ...", "Jan 23, 2024"),
        ("https://variety.com/2024/film/awards/oscar-nominations-2024-list-1235880000/", "Oscar Nominations 2024: Full List - Variety",
         "'Barbie' earns eight nominations, but Greta Gerwig and Margot Robbie are left out ...", "Jan 23, 2024"),
        ("https://www.bbc.com/news/entertainment-arts-68066474", "Oscar nominations 2024: Oppenheimer leads the pack with 13 - BBC News",
         "Oppenheimer is one of the most nominated films of all time, one short of the record 14 ...", "Jan 23, 2024"),
        ("https://www.nytimes.com/2024/01/23/movies/oscar-nominations-snubs-surprises.html", "Oscar Nominations 2024: Snubs and Surprises - NYT",
         "Gerwig and Robbie miss out while Ryan Gosling and America Ferrera are nominated ...", "Jan 23, 2024"),
        ("https://deadline.com/2024/01/oscar-nominations-2024-list-1235800001/", "Oscar Nominations 2024: List - Deadline",
         "Lily Gladstone becomes the first Native American nominated for best actress ...", "Jan 23, 2024"),
        ("https://www.hollywoodreporter.com/movies/movie-news/oscar-nominations-2024-by-the-numbers-1235799999/", "Oscar Nominations by the Numbers - THR",
         "Oppenheimer 13, Poor Things 11, Killers of the Flower Moon 10, Barbie 8, Maestro 7 ...", "Jan 23, 2024"),
        ("https://www.imdb.com/news/ni64400000/", "2024 Oscar nominations - IMDb News",
         "Full list of nominees for the 96th Academy Awards ...", "Jan 23, 2024"),
        ("https://www.reddit.com/r/movies/comments/19dpnqq/96th_academy_award_nominations/", "96th Academy Award Nominations : r/movies",
         "Oppenheimer with 13. No Gerwig in directing ...", "Jan 23, 2024"),
        ("https://www.goldderby.com/article/2024/oscar-nominations-2024-list/", "2024 Oscar nominations: complete list | Gold Derby",
         "Tally by film and category ...", "Jan 23, 2024"),
    )
    e5 = """# Oscar nominations 2024: 'Oppenheimer' leads with 13

By Jake Coyle | Updated 9:18 AM EST, January 23, 2024

NEW YORK (AP) — Christopher Nolan's "Oppenheimer" led nominations to the 96th Academy Awards on Tuesday with 13 nods, including best picture, director and acting nominations for Cillian Murphy, Robert Downey Jr. and Emily Blunt.

Yorgos Lanthimos' "Poor Things" followed with 11 nominations, and Martin Scorsese's "Killers of the Flower Moon" landed 10. "Barbie," the year's top-grossing film, received eight nominations, but Greta Gerwig was left out of best director and Margot Robbie out of best actress.

## Most nominations

| Film | Nominations |
| --- | --- |
| Oppenheimer | 13 |
| Poor Things | 11 |
| Killers of the Flower Moon | 10 |
| Barbie | 8 |
| Maestro | 7 |
| American Fiction | 5 |
| Anatomy of a Fall | 5 |
| The Holdovers | 5 |
| The Zone of Interest | 5 |

The nominations were announced by Zazie Beetz and Jack Quaid. The ceremony will be held March 10 at the Dolby Theatre in Los Angeles, with Jimmy Kimmel returning as host. Lily Gladstone, nominated for "Killers of the Flower Moon," is the first Native American nominee for best actress.
"""
    s7 = res(
        (OSC_WIKI, "96th Academy Awards - Wikipedia",
         "Poor Things won four awards, including Best Actress for Emma Stone; The Zone of Interest won two ...", "N/A"),
        ("https://www.theguardian.com/film/2024/mar/11/emma-stone-wins-best-actress-oscar-poor-things", "Emma Stone wins best actress Oscar for Poor Things | The Guardian",
         "Stone's second Oscar, after La La Land in 2017 ...", "Mar 11, 2024"),
        ("https://www.searchlightpictures.com/poor-things/", "Poor Things | Searchlight Pictures",
         "Winner of 4 Academy Awards including Best Actress ...", "N/A"),
        ("https://www.vanityfair.com/hollywood/2024/03/emma-stone-oscar-win-poor-things", "Emma Stone Beats Lily Gladstone for Best Actress | Vanity Fair",
         "In one of the night's tightest races ...", "Mar 10, 2024"),
        ("https://en.wikipedia.org/wiki/Poor_Things_(film)", "Poor Things (film) - Wikipedia",
         "It received 11 nominations at the 96th Academy Awards, winning four ...", "N/A"),
        ("https://www.indiewire.com/awards/results/poor-things-oscars-wins-2024-1234961234/", "Poor Things wins four Oscars - IndieWire",
         "Production design, costume design and makeup and hairstyling, plus Stone ...", "Mar 11, 2024"),
        ("https://www.cnn.com/2024/03/10/entertainment/emma-stone-oscars-2024-best-actress/index.html", "Emma Stone wins best actress | CNN",
         "A wardrobe malfunction and an emotional speech ...", "Mar 11, 2024"),
        ("https://www.reddit.com/r/oscarrace/comments/1bbngm2/poor_things_41/", "Poor Things 4/11 : r/oscarrace",
         "Swept the crafts it was favoured in ...", "Mar 11, 2024"),
        ("https://www.imdb.com/title/tt14230458/awards/", "Poor Things (2023) - Awards - IMDb",
         "96th Academy Awards: 4 wins, 11 nominations ...", "N/A"),
        ("https://www.people.com/emma-stone-oscar-speech-2024-8600000", "Emma Stone's Oscar speech | People",
         "'My dress is broken,' Stone said as she took the stage ...", "Mar 11, 2024"),
    )
    e8 = """# 96th Academy Awards

From Wikipedia, the free encyclopedia

| 96th Academy Awards | |
| --- | --- |
| Date | March 10, 2024 |
| Site | Dolby Theatre, Hollywood, Los Angeles, California, U.S. |
| Hosted by | Jimmy Kimmel |
| Best Picture | Oppenheimer |
| Most awards | Oppenheimer (7) |
| Most nominations | Oppenheimer (13) |
| Television coverage | ABC |
| Viewership | 19.5 million |

The **96th Academy Awards** ceremony, presented by the Academy of Motion Picture Arts and Sciences (AMPAS), honored films released in 2023 and took place on March 10, 2024, at the Dolby Theatre in Hollywood, Los Angeles. During the ceremony, AMPAS presented Academy Awards in 23 categories.

Oppenheimer won seven awards, including Best Picture. Other winners include Poor Things with four awards and The Zone of Interest with two. Killers of the Flower Moon went home without a win from its ten nominations.

## Films with multiple nominations

| Nominations | Film |
| --- | --- |
| 13 | Oppenheimer |
| 11 | Poor Things |
| 10 | Killers of the Flower Moon |
| 8 | Barbie |
| 7 | Maestro |
| 5 | American Fiction, Anatomy of a Fall, The Holdovers, The Zone of Interest |

## Films with multiple wins

| Awards | Film |
| --- | --- |
| 7 | Oppenheimer |
| 4 | Poor Things |
| 2 | The Zone of Interest |
"""
    opp = "7 of 13 nominations: Picture, Director, Actor, Supporting Actor, Cinematography, Film Editing, Original Score"
    turns = [
        (search("96th Academy Awards winners list"), s1),
        (extract(OSC, "winners in every category"), e2),
        (memory("add", dict=k3), added(*k3)),
        (search("96th Oscars nominations announced Oppenheimer 13 nominations"), s4),
        (extract(OSC_NOMS, "nomination counts by film and announcement date"), e5),
        (memory("add", dict={"oscars96_oppenheimer_noms": "13 (announced Jan 23, 2024)"}), added("oscars96_oppenheimer_noms")),
        (search("Poor Things Oscars wins 2024 Emma Stone"), s7),
        (extract(OSC_WIKI, "nomination and win totals by film"), e8),
        (memory("update", dict={"oscars96_oppenheimer_wins": opp}), updated("oscars96_oppenheimer_wins")),
        (memory("remove", key_list=["oscars96_oppenheimer_noms"]), removed("oscars96_oppenheimer_noms")),
        (memory("retrieve", key_list=["oscars96_oppenheimer_noms", "oscars96_oppenheimer_wins", "oscars96_best_actress"]),
         got({"oscars96_oppenheimer_wins": opp, "oscars96_best_actress": k3["oscars96_best_actress"]},
             missing=("oscars96_oppenheimer_noms",))),
    ]
    rs.add("search", "h57-search-11", SYSTEM, turns, state=EMPTY)


# ---------------------------------------------------------------- 12 Billboard 200, The Tortured Poets Department (bad: 14th No. 1 becomes 13th)
BB_ART = "https://www.billboard.com/music/chart-beat/taylor-swift-tortured-poets-department-debuts-number-one-billboard-200-chart-1235667845/"
TTPD_WIKI = "https://en.wikipedia.org/wiki/The_Tortured_Poets_Department"


def t12(rs: RowSet) -> None:
    s1 = res(
        (BB_ART, "Taylor Swift's 'The Tortured Poets Department' Debuts at No. 1 on Billboard 200 With Biggest Week in Nearly a Decade",
         "The album launches with 2.61 million equivalent album units earned in the U.S. in the week ending April 25 and becomes Swift's 14th No. 1 on the chart ...", "Apr 28, 2024"),
        (TTPD_WIKI, "The Tortured Poets Department - Wikipedia",
         "The Tortured Poets Department is the eleventh studio album by the American singer-songwriter Taylor Swift, released on April 19, 2024, through Republic Records ...", "N/A"),
        ("https://www.billboard.com/charts/billboard-200/2024-05-04/", "Billboard 200 Albums Chart - Week of May 4, 2024",
         "1. The Tortured Poets Department - Taylor Swift. Debut. Peak 1. Weeks on chart 1 ...", "May 4, 2024"),
        ("https://www.nytimes.com/2024/04/28/arts/music/taylor-swift-tortured-poets-department-billboard-chart.html", "Taylor Swift's 'Tortured Poets' Breaks Streaming and Vinyl Records - NYT",
         "The album sold 1.9 million copies as a complete package, including 859,000 on vinyl ...", "Apr 28, 2024"),
        ("https://variety.com/2024/music/news/taylor-swift-tortured-poets-department-first-week-sales-1235983031/", "Taylor Swift 'Tortured Poets' First-Week Sales: 2.61 Million - Variety",
         "The biggest week for an album since Adele's '25' in 2015 ...", "Apr 28, 2024"),
        ("https://www.rollingstone.com/music/music-news/taylor-swift-tortured-poets-department-billboard-200-number-one-1235010123/", "'Tortured Poets' Debuts at No. 1 | Rolling Stone",
         "Swift also holds the top 14 spots on the Billboard Hot 100 ...", "Apr 29, 2024"),
        ("https://www.luminatedata.com/blog/tortured-poets-department-record-week/", "Luminate: The Tortured Poets Department's record week",
         "891.34 million on-demand official streams in its first week ...", "Apr 29, 2024"),
        ("https://www.bbc.com/news/entertainment-arts-68910345", "Taylor Swift's Tortured Poets breaks US chart records - BBC News",
         "Swift's 2.61 million first-week units are the second-highest since records began in 1991 ...", "Apr 29, 2024"),
        ("https://www.reddit.com/r/TaylorSwift/comments/1cf7yj8/ttpd_debuts_with_261m_units/", "TTPD debuts with 2.61M units : r/TaylorSwift",
         "14th number one! Ties Jay-Z for most among soloists ...", "Apr 28, 2024"),
        ("https://www.theguardian.com/music/2024/apr/29/taylor-swift-tortured-poets-department-us-chart-record", "Taylor Swift breaks vinyl record in US | The Guardian",
         "859,000 vinyl copies, the largest week for a vinyl album since Luminate began tracking in 1991 ...", "Apr 29, 2024"),
    )
    e2 = """# The Tortured Poets Department

From Wikipedia, the free encyclopedia

| Studio album by Taylor Swift | |
| --- | --- |
| Released | April 19, 2024 |
| Recorded | 2022–2023 |
| Genre | Synth-pop, chamber pop, folk-pop |
| Length | 65:08 (standard); 122:06 (The Anthology) |
| Label | Republic |
| Producer | Jack Antonoff, Aaron Dessner, Taylor Swift |

**The Tortured Poets Department** is the eleventh studio album by the American singer-songwriter Taylor Swift. It was released on April 19, 2024, through Republic Records; a double album edition, subtitled The Anthology, was released two hours later with 15 additional songs.

## Commercial performance

In the United States, The Tortured Poets Department debuted atop the Billboard 200 chart dated May 4, 2024, with 2.61 million album-equivalent units, the largest week for an album since Adele's 25 in 2015. It became Swift's 14th number-one album, tying her with Jay-Z for the most number-one albums by a soloist. The album sold 1.914 million pure copies in its first week, including a record 859,000 vinyl LPs, and its songs accumulated 891.34 million on-demand streams.

Swift became the first artist to monopolize the top 14 positions of the Billboard Hot 100 simultaneously, led by "Fortnight" featuring Post Malone.

| Chart (2024) | Peak position |
| --- | --- |
| US Billboard 200 | 1 |
| UK Albums (OCC) | 1 |
| Australian Albums (ARIA) | 1 |
| Canadian Albums (Billboard) | 1 |
"""
    k3 = {"ttpd_debut_units": "2.61 million (week ending Apr 25, 2024; chart dated May 4)",
          "ttpd_no1_count": "Swift's 14th Billboard 200 No. 1 (ties Jay-Z, most by a soloist)",
          "ttpd_vinyl_week": "859,000 (largest vinyl week since 1991)"}
    e4 = """# Taylor Swift's 'The Tortured Poets Department' Debuts at No. 1 on Billboard 200 With Biggest Week in Nearly a Decade

By Keith Caulfield | 4/28/2024

Taylor Swift's The Tortured Poets Department debuts at No. 1 on the Billboard 200 albums chart, earning the largest week for any album in nearly nine years, as the set launches with 2.61 million equivalent album units earned in the U.S. in the week ending April 25, according to Luminate. It's the biggest week for an album since Adele's 25 debuted with 3.482 million units in December 2015.

The Tortured Poets Department marks Swift's 13th No. 1 on the Billboard 200, and ties Jay-Z for the most No. 1 albums among soloists.

## Units breakdown

| Component | Units |
| --- | --- |
| Album sales | 1.914 million |
| — vinyl | 859,000 |
| — CD | 688,000 |
| — digital download | 367,000 |
| SEA units (891.34 million on-demand official streams) | 700,000 |
| TEA units | 2,000 |

The vinyl figure is the largest sales week for a vinyl album since Luminate began electronically tracking music sales in 1991. The set's streaming total is the biggest week ever for an album in on-demand streams.

The new top 10 of the Billboard 200 will be revealed on Billboard's website on April 30.
"""
    turns = [
        (search("Taylor Swift Tortured Poets Department Billboard 200 debut units"), s1),
        (extract(TTPD_WIKI, "US chart debut and first-week figures"), e2),
        (memory("add", dict=k3), added(*k3)),
        (extract(BB_ART, "first-week unit breakdown and chart milestones"), e4),
        (memory("update", dict={"ttpd_debut_units": "2.61M = 1.914M sales (859k vinyl) + 700k SEA (891.34M streams) + 2k TEA"}),
         updated("ttpd_debut_units")),
        (search("Billboard 200 week of May 11 2024 Tortured Poets second week"), res(
            ("https://www.billboard.com/charts/billboard-200/2024-05-11/", "Billboard 200 Albums Chart - Week of May 11, 2024",
             "1. The Tortured Poets Department - Taylor Swift. Last week 1. Peak 1. Weeks on chart 2 ...", "May 11, 2024"),
            ("https://www.billboard.com/music/chart-beat/taylor-swift-tortured-poets-department-second-week-number-one-billboard-200-1235677001/", "Taylor Swift's 'Tortured Poets' Spends Second Week at No. 1 on Billboard 200",
             "The album earns 439,000 equivalent album units in its second week, down 83% ...", "May 5, 2024"),
            ("https://www.hitsdailydouble.com/news&id=340122", "Album chart: Swift holds | HITS Daily Double",
             "TTPD second frame around 440k ...", "May 2, 2024"),
            ("https://www.reddit.com/r/popheads/comments/1ckw5zk/ttpd_second_week_439k/", "TTPD second week 439k : r/popheads",
             "Still the biggest second week of the year ...", "May 5, 2024"),
            (TTPD_WIKI, "The Tortured Poets Department - Wikipedia",
             "It topped the Billboard 200 for several consecutive weeks after its release ...", "N/A"),
            ("https://variety.com/2024/music/news/taylor-swift-tortured-poets-second-week-1235990011/", "Tortured Poets stays at No. 1 - Variety",
             "Second week tally of 439,000 units ...", "May 5, 2024"),
            ("https://www.forbes.com/sites/hughmcintyre/2024/05/06/taylor-swift-tortured-poets-second-week/", "Taylor Swift Rules The Billboard 200 Again - Forbes",
             "Swift's set leads for a second frame with the biggest second week of the year ...", "May 6, 2024"),
            ("https://www.billboard.com/lists/billboard-200-top-10-this-week/", "Billboard 200 Top 10 This Week",
             "The latest top 10 albums with units and rankings ...", "N/A"),
            ("https://www.officialcharts.com/charts/albums-chart/20240503/7502/", "Official Albums Chart Top 100 | 3 May 2024",
             "1. The Tortured Poets Department - Taylor Swift (2nd week) ...", "May 3, 2024"),
            ("https://www.chartdata.org/billboard-200-may-11-2024", "Billboard 200 May 11, 2024 | chart data",
             "Full top 200 with movement indicators ...", "May 5, 2024"),
        )),
    ]
    rs.add("search", "h57-search-12", SYSTEM, turns, state=EMPTY, bad=True, turn=4,
           kind="The extracted Billboard article calls the album Swift's 13th No. 1, but its own search snippet and the Wikipedia page said 14th.")


# ---------------------------------------------------------------- 13 CIA World Factbook, Kazakhstan and Mongolia (clean)
WFB_KZ = "https://www.cia.gov/the-world-factbook/countries/kazakhstan/"
WFB_MN = "https://www.cia.gov/the-world-factbook/countries/mongolia/"


def t13(rs: RowSet) -> None:
    s1 = res(
        (WFB_KZ, "Kazakhstan - The World Factbook",
         "Capital: name: Astana ... Area: total: 2,724,900 sq km; land: 2,699,700 sq km; water: 25,200 sq km ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Kazakhstan", "Kazakhstan - Wikipedia",
         "Kazakhstan is a landlocked country mostly in Central Asia ... Its capital is Astana, while the largest city is Almaty ...", "N/A"),
        ("https://www.bbc.com/news/world-asia-47639452", "Kazakhstan renames capital Astana to Nur-Sultan - BBC News",
         "Kazakhstan's parliament has voted to rename the capital, Astana, in honour of outgoing President Nursultan Nazarbayev ...", "Mar 20, 2019"),
        ("https://www.reuters.com/world/asia-pacific/kazakhstan-renames-capital-back-astana-2022-09-17/", "Kazakhstan renames capital back to Astana | Reuters",
         "President Kassym-Jomart Tokayev signed the law restoring the name Astana, three years after it was changed to Nur-Sultan ...", "Sep 17, 2022"),
        ("https://www.britannica.com/place/Kazakhstan", "Kazakhstan | History, People, Map, & Facts | Britannica",
         "Kazakhstan, country of Central Asia ... Area: 1,052,100 square miles (2,724,900 square km) ...", "N/A"),
        ("https://www.worldatlas.com/maps/kazakhstan", "Kazakhstan Maps & Facts - World Atlas",
         "The ninth largest country in the world by area and the largest landlocked country ...", "Mar 1, 2023"),
        ("https://www.gov.kz/en/about-kazakhstan", "About Kazakhstan | Official information source of the Prime Minister",
         "The territory of the Republic of Kazakhstan is 2,724.9 thousand square kilometres ...", "N/A"),
        ("https://data.worldbank.org/indicator/AG.SRF.TOTL.K2?locations=KZ", "Surface area (sq. km) - Kazakhstan | World Bank Data",
         "Surface area: 2,724,900 sq. km (2021) ...", "N/A"),
        ("https://www.reddit.com/r/geography/comments/xh31xq/kazakhstan_changed_its_capitals_name_back/", "Kazakhstan changed its capital's name back to Astana : r/geography",
         "Maps printed between 2019 and 2022 say Nur-Sultan ...", "Sep 18, 2022"),
        ("https://www.nationsonline.org/oneworld/kazakhstan.htm", "Kazakhstan - Nations Online Project",
         "Capital city: Astana (formerly Nur-Sultan, Akmola, Tselinograd) ...", "N/A"),
    )
    e2 = """# Kazakhstan — The World Factbook

Page last updated: April 17, 2024

## Geography

**Location:** Central Asia, northwest of China; a small portion west of the Ural River in easternmost Europe

**Area:**
- total: 2,724,900 sq km
- land: 2,699,700 sq km
- water: 25,200 sq km

**comparison ranking:** total 10

**Area - comparative:** slightly less than four times the size of Texas

**Land boundaries:**
- total: 13,364 km
- border countries (5): China 1,765 km; Kyrgyzstan 1,212 km; Russia 7,644 km; Turkmenistan 413 km; Uzbekistan 2,330 km

**Coastline:** 0 km (landlocked); note - Kazakhstan borders the Aral Sea, now split into two bodies of water (1,070 km), and the Caspian Sea (1,894 km)

## Government

**Country name:** conventional long form: Republic of Kazakhstan; local short form: Qazaqstan

**Capital:**
- name: Astana
- geographic coordinates: 51 10 N, 71 25 E
- time difference: UTC+5 (10 hours ahead of Washington, DC, during Standard Time)
- etymology: the city was renamed Nur-Sultan in March 2019 in honor of former President Nursultan NAZARBAYEV; in September 2022 its name was changed back to Astana, which means "capital" in Kazakh

**Administrative divisions:** 17 provinces (oblystar) and 4 cities (qalalar)
"""
    k3 = {"kz_capital": "Astana", "kz_area": "2,724,900 km² total (land 2,699,700; water 25,200); rank 10"}
    s4 = res(
        (WFB_MN, "Mongolia - The World Factbook",
         "Area: total: 1,564,116 sq km; land: 1,553,556 sq km; water: 10,560 sq km ... Capital: Ulaanbaatar ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Mongolia", "Mongolia - Wikipedia",
         "Mongolia is a landlocked country in East Asia, bordered by Russia to the north and China to the south. It covers an area of 1,564,116 square kilometres ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Ulaanbaatar", "Ulaanbaatar - Wikipedia",
         "Ulaanbaatar is the capital and most populous city of Mongolia, home to about half of the country's population ...", "N/A"),
        ("https://www.britannica.com/place/Mongolia", "Mongolia | History, Capital, Map, Flag, Population, & Facts | Britannica",
         "Area: 603,909 square miles (1,564,116 square km) ...", "N/A"),
        ("https://www.worldatlas.com/maps/mongolia", "Mongolia Maps & Facts - World Atlas",
         "The second-largest landlocked country after Kazakhstan ...", "Feb 24, 2023"),
        ("https://www.1212.mn/en", "National Statistics Office of Mongolia",
         "Population, area and administrative units of Mongolia ...", "N/A"),
        ("https://data.worldbank.org/indicator/AG.SRF.TOTL.K2?locations=MN", "Surface area (sq. km) - Mongolia | World Bank Data",
         "Surface area: 1,564,120 sq. km (2021) ...", "N/A"),
        ("https://www.nationsonline.org/oneworld/mongolia.htm", "Mongolia - Nations Online Project",
         "Capital city: Ulaanbaatar (Ulan Bator) ...", "N/A"),
        ("https://www.reddit.com/r/geography/comments/14pqz2a/mongolia_is_huge/", "Mongolia is huge : r/geography",
         "Bigger than France, Germany and Spain combined ...", "Jul 3, 2023"),
        ("https://www.lonelyplanet.com/mongolia/ulaanbaatar", "Ulaanbaatar travel | Lonely Planet",
         "Mongolia's capital sits at 1,350m in the valley of the Tuul River ...", "N/A"),
    )
    e5 = """# Mongolia — The World Factbook

Page last updated: April 10, 2024

## Geography

**Location:** Northern Asia, between China and Russia

**Area:**
- total: 1,564,116 sq km
- land: 1,553,556 sq km
- water: 10,560 sq km

**comparison ranking:** total 19

**Area - comparative:** slightly smaller than Alaska; more than twice the size of Texas

**Land boundaries:**
- total: 8,082 km
- border countries (2): China 4,630 km; Russia 3,452 km

**Coastline:** 0 km (landlocked)

## Government

**Capital:**
- name: Ulaanbaatar
- geographic coordinates: 47 55 N, 106 55 E
- time difference: UTC+8 (13 hours ahead of Washington, DC, during Standard Time)
- etymology: the name means "red hero" in Mongolian and was adopted in 1924; the city was previously known as Urga (Örgöö) and Niislel Khüree

**Administrative divisions:** 21 provinces (aymguud) and 1 municipality (hot)
"""
    k6 = {"mn_capital": "Ulaanbaatar (named 1924; formerly Urga / Niislel Khüree)",
          "mn_area": "1,564,116 km² total (land 1,553,556; water 10,560); rank 19"}
    final = dict(k3)
    final.update(k6)
    final["kz_capital"] = "Astana (called Nur-Sultan Mar 2019 – Sep 2022)"
    turns = [
        (search("Kazakhstan capital area km2 World Factbook"), s1),
        (extract(WFB_KZ, "capital name history and total, land, water area"), e2),
        (memory("add", dict=k3), added(*k3)),
        (search("Mongolia area capital Ulaanbaatar World Factbook"), s4),
        (extract(WFB_MN, "area breakdown and capital"), e5),
        (memory("add", dict=k6), added(*k6)),
        (memory("update", dict={"kz_capital": final["kz_capital"]}), updated("kz_capital")),
        (memory("retrieve_all"), got_all(final)),
    ]
    rs.add("search", "h57-search-13", SYSTEM, turns, state=EMPTY)


# ---------------------------------------------------------------- 14 kicker.de Bundesliga 2023/24 (clean)
KICK_34 = "https://www.kicker.de/bundesliga/tabelle/2023-24/34"
KICK_29 = "https://www.kicker.de/bundesliga/tabelle/2023-24/29"
KICK_EL = "https://www.kicker.de/atalanta-beendet-leverkusens-serie-nach-51-pflichtspielen-1010482/artikel"
BL = [("Bayer 04 Leverkusen", 28, 6, 0, 89, 24), ("VfB Stuttgart", 23, 4, 7, 78, 39), ("FC Bayern München", 23, 3, 8, 94, 45),
      ("RB Leipzig", 19, 8, 7, 77, 39), ("Borussia Dortmund", 18, 9, 7, 68, 43), ("Eintracht Frankfurt", 11, 14, 9, 51, 50),
      ("TSG Hoffenheim", 13, 7, 14, 66, 66), ("1. FC Heidenheim", 10, 12, 12, 50, 55), ("Werder Bremen", 11, 9, 14, 48, 54),
      ("SC Freiburg", 11, 9, 14, 45, 58), ("FC Augsburg", 10, 9, 15, 50, 60), ("VfL Wolfsburg", 10, 7, 17, 41, 56),
      ("1. FSV Mainz 05", 7, 14, 13, 39, 51), ("Borussia Mönchengladbach", 7, 13, 14, 56, 67), ("1. FC Union Berlin", 9, 6, 19, 33, 58),
      ("VfL Bochum", 7, 12, 15, 42, 74), ("1. FC Köln", 5, 12, 17, 28, 60), ("SV Darmstadt 98", 3, 8, 23, 30, 86)]
BL29 = [("Bayer 04 Leverkusen", 25, 4, 0, 71, 19), ("FC Bayern München", 20, 3, 6, 80, 33), ("VfB Stuttgart", 19, 3, 7, 67, 35),
        ("RB Leipzig", 17, 5, 7, 66, 33), ("Borussia Dortmund", 15, 8, 6, 57, 37)]


def bl_table(rows: list[tuple[str, int, int, int, int, int]]) -> str:
    out = ["| Pl. | Verein | Sp. | S | U | N | Tore | Diff. | Pkt. |", "| --- | --- | --- | --- | --- | --- | --- | --- | --- |"]
    for i, (t, w, d, lo, gf, ga) in enumerate(rows, 1):
        out.append(f"| {i} | {t} | {w + d + lo} | {w} | {d} | {lo} | {gf}:{ga} | {gf - ga:+d} | {3 * w + d} |".replace("| +0 |", "| 0 |"))
    return "\n".join(out)


def t14(rs: RowSet) -> None:
    s1 = res(
        (KICK_34, "Bundesliga 2023/24 Tabelle 34. Spieltag - kicker",
         "1. Bayer 04 Leverkusen 34 Sp. 90 Pkt. 89:24 – ungeschlagener Meister; 2. VfB Stuttgart 73; 3. FC Bayern München 72 ...", "N/A"),
        ("https://www.bundesliga.com/de/bundesliga/tabelle/2023-2024", "Bundesliga Tabelle 2023/2024 | Bundesliga",
         "Die Abschlusstabelle der Saison 2023/2024 mit Heim- und Auswärtstabelle ...", "N/A"),
        ("https://de.wikipedia.org/wiki/Fu%C3%9Fball-Bundesliga_2023/24", "Fußball-Bundesliga 2023/24 – Wikipedia",
         "Bayer 04 Leverkusen wurde erstmals Deutscher Meister und blieb als erste Mannschaft der Bundesliga-Geschichte eine Saison lang ungeschlagen ...", "N/A"),
        ("https://www.sportschau.de/fussball/bundesliga/tabelle", "Bundesliga Tabelle | sportschau.de",
         "Aktuelle Tabelle der Fußball-Bundesliga ...", "N/A"),
        ("https://www.transfermarkt.de/bundesliga/tabelle/wettbewerb/L1/saison_id/2023", "Bundesliga 23/24 Tabelle | Transfermarkt",
         "Leverkusen 90, Stuttgart 73, Bayern 72, Leipzig 65, Dortmund 63 ...", "N/A"),
        ("https://www.spiegel.de/sport/fussball/bundesliga-leverkusen-beendet-saison-ungeschlagen-a-1234567", "Leverkusen beendet Saison ungeschlagen - DER SPIEGEL",
         "Mit einem 2:1 gegen Augsburg vollendet Bayer die erste ungeschlagene Bundesliga-Saison ...", "May 18, 2024"),
        ("https://www.fussballdaten.de/bundesliga/2024/tabelle/", "Bundesliga 2023/2024 Tabelle - fussballdaten.de",
         "Abschlusstabelle mit Toren, Differenz und Punkten ...", "N/A"),
        ("https://www.espn.com/soccer/standings/_/league/GER.1/season/2023", "German Bundesliga Standings 2023-24 - ESPN",
         "Full 2023-24 Bundesliga standings ...", "N/A"),
        ("https://www.reddit.com/r/Bundesliga/comments/1cv0c2k/final_table_202324/", "Final table 2023/24 : r/Bundesliga",
         "Bayern 3rd for the first time since 2010/11 ...", "May 18, 2024"),
        ("https://www.kicker.de/bundesliga/tabelle", "Bundesliga Tabelle - kicker",
         "Aktuelle Tabelle der laufenden Saison ...", "N/A"),
    )
    tail = "\n\nChampions League: Pl. 1–5 | Europa League: Pl. 6–7 | Conference League: Pl. 8 | Relegation: Pl. 16 | Abstieg: Pl. 17–18\n"
    e2 = "# Bundesliga 2023/24 – Tabelle 34. Spieltag\n\nkicker | Saison 2023/24 | Spieltag: 34 | Gesamt\n\n" + bl_table(BL) + tail
    k3 = {"bl24_meister": "Bayer 04 Leverkusen 90 Pkt (28-6-0), 89:24", "bl24_2": "VfB Stuttgart 73", "bl24_3": "FC Bayern München 72",
          "bl24_abstieg": "Köln (27), Darmstadt (17); Bochum 16. (33) in Relegation"}
    s4 = res(
        ("https://www.kicker.de/leverkusen-ist-deutscher-meister-1004455/artikel", "Leverkusen ist Deutscher Meister! - kicker",
         "Mit einem 5:0 gegen Werder Bremen am 29. Spieltag krönt sich Bayer 04 erstmals zum Deutschen Meister ...", "Apr 14, 2024"),
        (KICK_29, "Bundesliga 2023/24 Tabelle 29. Spieltag - kicker",
         "1. Bayer 04 Leverkusen 29 Sp. 79 Pkt.; 2. FC Bayern München 63 Pkt. ...", "N/A"),
        ("https://www.bundesliga.com/en/bundesliga/news/bayer-leverkusen-crowned-champions-werder-bremen-27450", "Bayer Leverkusen crowned Bundesliga champions | bundesliga.com",
         "Florian Wirtz scores a hat-trick as Xabi Alonso's side seal the title with five games to spare ...", "Apr 14, 2024"),
        ("https://www.bbc.com/sport/football/68800011", "Bayer Leverkusen win first Bundesliga title, ending Bayern's 11-year reign - BBC Sport",
         "Leverkusen are 16 points clear with five games left ...", "Apr 14, 2024"),
        ("https://www.sportschau.de/fussball/bundesliga/leverkusen-meister-bremen-100.html", "Leverkusen ist Meister - sportschau.de",
         "Bayer beendet die Bayern-Serie von elf Titeln ...", "Apr 14, 2024"),
        ("https://www.theguardian.com/football/2024/apr/14/bayer-leverkusen-werder-bremen-bundesliga-match-report", "Leverkusen 5-0 Werder Bremen: Bundesliga title sealed | The Guardian",
         "Granit Xhaka's stunner and a Wirtz hat-trick ...", "Apr 14, 2024"),
        ("https://www.reddit.com/r/soccer/comments/1c3xq0j/bayer_leverkusen_are_champions/", "Bayer Leverkusen are Bundesliga champions : r/soccer",
         "Neverkusen no more ...", "Apr 14, 2024"),
        ("https://www.dw.com/en/bayer-leverkusen-win-bundesliga-title/a-68815555", "Bayer Leverkusen win Bundesliga title | DW",
         "A first league title in the club's 120-year history ...", "Apr 14, 2024"),
        ("https://www.faz.net/aktuell/sport/fussball/bundesliga/leverkusen-meister-19653321.html", "Bayer Leverkusen erstmals Meister | FAZ",
         "Xabi Alonso hat das geschafft, was ...", "Apr 14, 2024"),
        ("https://www.espn.com/soccer/story/_/id/39958888/bayer-leverkusen-win-bundesliga", "Leverkusen end Bayern's reign - ESPN",
         "Alonso's side unbeaten in 43 games in all competitions ...", "Apr 14, 2024"),
    )
    e5 = ("# Bundesliga 2023/24 – Tabelle 29. Spieltag\n\nkicker | Saison 2023/24 | Spieltag: 29 | Gesamt | Auszug Pl. 1–5\n\n"
          + bl_table(BL29)
          + "\n\nStand nach dem 29. Spieltag (14.04.2024): Bayer 04 Leverkusen ist bei fünf ausstehenden Spielen und 16 Punkten Vorsprung nicht mehr einzuholen.\n")
    s7 = res(
        (KICK_EL, "Atalanta beendet Leverkusens Serie nach 51 Pflichtspielen - kicker",
         "Bayer 04 verliert das Europa-League-Finale in Dublin mit 0:3 – die erste Niederlage der Saison ...", "May 22, 2024"),
        ("https://www.uefa.com/uefaeuropaleague/match/2040866--atalanta-vs-leverkusen/", "Atalanta vs Leverkusen | UEFA Europa League 2023/24 Final",
         "Ademola Lookman hat-trick as Atalanta win 3-0 at Dublin Arena ...", "May 22, 2024"),
        ("https://www.bbc.com/sport/football/69010001", "Atalanta 3-0 Bayer Leverkusen: Lookman hat-trick ends unbeaten run - BBC Sport",
         "Leverkusen's 51-game unbeaten run in all competitions is over ...", "May 22, 2024"),
        ("https://www.kicker.de/leverkusen-holt-den-pokal-und-das-double-1010777/artikel", "Leverkusen holt den Pokal und das Double - kicker",
         "1:0 gegen den 1. FC Kaiserslautern in Berlin, Xhaka trifft ...", "May 25, 2024"),
        ("https://en.wikipedia.org/wiki/2023%E2%80%9324_Bayer_04_Leverkusen_season", "2023–24 Bayer 04 Leverkusen season - Wikipedia",
         "Leverkusen won the Bundesliga unbeaten and the DFB-Pokal; their only defeat came in the Europa League final ...", "N/A"),
        ("https://www.theguardian.com/football/article/2024/may/22/atalanta-bayer-leverkusen-europa-league-final-match-report", "Atalanta 3-0 Bayer Leverkusen | The Guardian",
         "Lookman's hat-trick denies Alonso's side a perfect season ...", "May 22, 2024"),
        ("https://www.reddit.com/r/soccer/comments/1cy4yq9/atalanta_30_leverkusen_lookman_hattrick/", "Atalanta 3-0 Leverkusen, Lookman hat-trick : r/soccer",
         "51 games unbeaten ends in the final ...", "May 22, 2024"),
        ("https://www.espn.com/soccer/story/_/id/40172340/atalanta-beat-leverkusen-europa-league-final", "Atalanta stun Leverkusen - ESPN",
         "First European trophy for Atalanta ...", "May 22, 2024"),
        ("https://www.sportschau.de/fussball/europaleague/finale-atalanta-leverkusen-100.html", "Europa-League-Finale: Leverkusen verliert gegen Atalanta - sportschau.de",
         "Die erste Saisonniederlage im 52. Pflichtspiel ...", "May 22, 2024"),
        ("https://www.dw.com/en/leverkusen-dfb-pokal-double/a-69180001", "Leverkusen complete domestic double | DW",
         "Three days after the Dublin defeat, Bayer beat Kaiserslautern 1-0 ...", "May 25, 2024"),
    )
    e8 = """# Atalanta beendet Leverkusens Serie nach 51 Pflichtspielen

kicker | Europa League, Finale | Dublin, 22.05.2024, 21:00 Uhr

**Atalanta Bergamo – Bayer 04 Leverkusen 3:0 (2:0)**

Bayer 04 Leverkusen hat im 52. Pflichtspiel der Saison die erste Niederlage kassiert. Im Europa-League-Finale in Dublin war Atalanta Bergamo dank eines Hattricks von Ademola Lookman (12., 26., 75.) klar überlegen.

Damit endet die historische Serie von 51 Pflichtspielen ohne Niederlage. In der Bundesliga war Bayer als erste Mannschaft der Geschichte ungeschlagen Meister geworden (28 Siege, 6 Remis).

## Die Saison von Bayer 04 im Überblick

| Wettbewerb | Spiele | S | U | N |
| --- | --- | --- | --- | --- |
| Bundesliga | 34 | 28 | 6 | 0 |
| DFB-Pokal | 5 | 5 | 0 | 0 |
| Europa League | 13 | 9 | 3 | 1 |

Das DFB-Pokal-Finale gegen den 1. FC Kaiserslautern folgt am Samstag (25.05.) in Berlin.

Aufstellung Leverkusen: Hradecky – Stanisic (46. Tella), Tah, Hincapie – Frimpong, Xhaka, Andrich (46. Boniface), Grimaldo – Hofmann, Wirtz – Schick
"""
    final = {"bl24_meister": "Bayer 04 Leverkusen 90 Pkt (28-6-0), 89:24; unbeaten in BL; first defeat 0:3 vs Atalanta, EL final 22.05.2024 (after 51 unbeaten)",
             "bl24_abstieg": k3["bl24_abstieg"],
             "bl24_titel_datum": "14.04.2024, 29. Spieltag, 5:0 vs Werder Bremen; 16 Pkt Vorsprung (79 vs Bayern 63)",
             "bl24_pokal": "DFB-Pokal 1:0 vs 1. FC Kaiserslautern, 25.05.2024 (Double)"}
    turns = [
        (search("Bundesliga Tabelle 2023/24 Leverkusen ungeschlagen kicker"), s1),
        (extract(KICK_34, "Abschlusstabelle mit Punkten und Toren"), e2),
        (memory("add", dict=k3), added(*k3)),
        (search("Leverkusen Meister 29. Spieltag Werder Bremen 5:0 Tabelle"), s4),
        (extract(KICK_29, "Tabelle nach dem 29. Spieltag, Abstand Leverkusen zu Platz 2"), e5),
        (memory("add", dict={"bl24_titel_datum": final["bl24_titel_datum"]}), added("bl24_titel_datum")),
        (search("Leverkusen unbeaten run ends Europa League final Atalanta 51 games"), s7),
        (extract(KICK_EL, "result and the season record in all competitions"), e8),
        (memory("update", dict={"bl24_meister": final["bl24_meister"]}), updated("bl24_meister")),
        (memory("add", dict={"bl24_pokal": final["bl24_pokal"]}), added("bl24_pokal")),
        (memory("remove", key_list=["bl24_2", "bl24_3"]), removed("bl24_2", "bl24_3")),
        (memory("retrieve_all"), got_all(final)),
    ]
    rs.add("search", "h57-search-14", SYSTEM, turns, state=EMPTY)


# ---------------------------------------------------------------- 15 Olympedia, Beijing 2022 (bad: renamed key back under its old name)
OLYMPEDIA = "https://www.olympedia.org/editions/62/medal"


def t15(rs: RowSet) -> None:
    state = ("No prior search history in this session. Memory store holds 2 keys from an earlier session:\n"
             + json.dumps({"task": "Compare Norway's Winter Olympic medal hauls 2018 vs 2022",
                           "pyeongchang2018_nor": "14 G / 14 S / 11 B = 39 (1st)"}, indent=2, ensure_ascii=False))
    s1 = res(
        (OLYMPEDIA, "Olympedia – 2022 Winter Olympics Medal Table",
         "Beijing 2022 medal table by NOC: Norway 16 gold, 8 silver, 13 bronze, 37 total; Germany 12, 10, 5 ...", "N/A"),
        ("https://www.olympedia.org/editions/62", "Olympedia – 2022 Winter Olympics",
         "XXIV Olympic Winter Games, Beijing, China, 4 – 20 February 2022. 2,871 competitors from 91 NOCs in 109 events ...", "N/A"),
        ("https://en.wikipedia.org/wiki/2022_Winter_Olympics_medal_table", "2022 Winter Olympics medal table - Wikipedia",
         "Norway topped the medal table for the second consecutive Winter Games, winning 16 gold medals, a record for a single Winter Olympics ...", "N/A"),
        ("https://olympics.com/en/olympic-games/beijing-2022/medals", "Beijing 2022 Winter Olympics Medal Table",
         "Official medal table: Norway 16 gold, Germany 12, China 9, United States 8, Sweden 8 ...", "N/A"),
        ("https://www.nrk.no/sport/ol-2022-medaljeoversikt-1.15841234", "OL 2022: Norge vant medaljetabellen med rekordmange gull - NRK",
         "16 gull er ny rekord for én nasjon i ett vinter-OL ...", "Feb 20, 2022"),
        ("https://www.teamusa.com/news/2022/february/20/team-usa-beijing-2022-medal-count", "Team USA finishes Beijing 2022 with 25 medals",
         "Team USA won eight gold, 10 silver and seven bronze medals ...", "Feb 20, 2022"),
        ("https://www.reuters.com/lifestyle/sports/olympics-final-medal-table-beijing-2022-02-20/", "Olympics-Final medal table at Beijing Games | Reuters",
         "Final medal table after 109 events (Country, gold, silver, bronze, total) ...", "Feb 20, 2022"),
        ("https://www.statista.com/statistics/1292212/winter-olympics-2022-medal-table/", "Beijing 2022: medal table | Statista",
         "Number of medals won at the 2022 Winter Olympics, by country ...", "Feb 2022"),
        ("https://www.reddit.com/r/olympics/comments/sx1kq3/final_medal_table_beijing_2022/", "Final medal table Beijing 2022 : r/olympics",
         "Norway with 37 medals from a country of 5.4 million ...", "Feb 20, 2022"),
        ("https://www.olympedia.org/countries/NOR", "Olympedia – Norway",
         "Norway at the Olympic Games: medals by edition ...", "N/A"),
    )
    tab = [("Norway", "NOR", 16, 8, 13), ("Germany", "GER", 12, 10, 5), ("People's Republic of China", "CHN", 9, 4, 2),
           ("United States", "USA", 8, 10, 7), ("Sweden", "SWE", 8, 5, 5), ("Netherlands", "NED", 8, 5, 4),
           ("Austria", "AUT", 7, 7, 4), ("Switzerland", "SUI", 7, 2, 5), ("ROC", "ROC", 6, 12, 14),
           ("France", "FRA", 5, 7, 2), ("Canada", "CAN", 4, 8, 14), ("Japan", "JPN", 3, 6, 9)]
    body = "\n".join(f"| {n} | {c} | {g} | {s} | {b} | {g + s + b} |" for n, c, g, s, b in tab)
    e2 = f"""# 2022 Winter Olympics — Medal Table

Olympedia | XXIV Olympic Winter Games | Beijing, CHN | 4 – 20 February 2022

[Overview] [Medal Table] [Results] [Participants]

| NOC | | Gold | Silver | Bronze | Total |
| --- | --- | --- | --- | --- | --- |
{body}

Showing NOCs ranked 1–12 of 29 medal-winning NOCs.

Notes: 109 events in 7 sports (15 disciplines). Medal table sorted by gold, silver, bronze.
"""
    k3 = {"beijing_nor": "16 G / 8 S / 13 B = 37 (1st)", "beijing_ger": "12 G / 10 S / 5 B = 27 (2nd)",
          "beijing_events": "109 events, 7 sports, 4-20 Feb 2022"}
    renamed = {"task": "Compare Norway's Winter Olympic medal hauls 2018 vs 2022",
               "pyeongchang2018_nor": "14 G / 14 S / 11 B = 39 (1st)",
               "beijing_nor": k3["beijing_nor"], "beijing_ger": k3["beijing_ger"], "beijing_events": k3["beijing_events"]}
    s7 = res(
        ("https://en.wikipedia.org/wiki/Norway_at_the_2022_Winter_Olympics", "Norway at the 2022 Winter Olympics - Wikipedia",
         "Norway won 37 medals, including a record 16 gold medals, the most gold medals won by any nation at a single Winter Olympics ...", "N/A"),
        ("https://www.nrk.no/sport/16-gull-rekord-1.15841200", "16 gull: Norge satte ny OL-rekord - NRK",
         "Norge passerte rekorden på 14 gull fra 2010 og 2018 ...", "Feb 19, 2022"),
        ("https://www.reuters.com/lifestyle/sports/norway-sets-record-gold-medals-winter-games-2022-02-19/", "Norway sets record for golds at a Winter Games | Reuters",
         "Norway's 16th gold surpasses the 14 won by Canada in 2010 and Germany and Norway in 2018 ...", "Feb 19, 2022"),
        ("https://www.olympedia.org/countries/NOR/editions/62", "Olympedia – Norway at the 2022 Winter Olympics",
         "84 competitors in 11 sports; 16 gold, 8 silver, 13 bronze ...", "N/A"),
        ("https://www.bbc.com/sport/winter-olympics/60443278", "Winter Olympics: How does Norway keep winning? - BBC Sport",
         "A country of 5.4 million tops the table again ...", "Feb 20, 2022"),
        ("https://www.olympics.com/en/news/norway-record-gold-beijing-2022", "Norway breaks the record for most golds at a single Winter Games | Olympics.com",
         "Johannes Thingnes Bø won four golds as Norway reached 16 ...", "Feb 20, 2022"),
        ("https://www.theguardian.com/sport/2022/feb/20/norway-winter-olympics-medal-table", "Norway top Winter Olympics medal table again | The Guardian",
         "Biathlon and cross-country skiing deliver the bulk of the golds ...", "Feb 20, 2022"),
        ("https://www.statista.com/statistics/1292300/norway-winter-olympics-gold-medals/", "Norway: Winter Olympic gold medals by edition | Statista",
         "Number of gold medals won by Norway at the Winter Olympics from 1924 to 2022 ...", "Feb 2022"),
        ("https://www.reddit.com/r/olympics/comments/swhq8d/norway_16_golds_new_record/", "Norway 16 golds, new record : r/olympics",
         "Previous record was 14 ...", "Feb 19, 2022"),
        ("https://www.npr.org/2022/02/20/1082066155/norway-winter-olympics-medals", "Why Norway dominates the Winter Olympics : NPR",
         "Outdoor culture, funding and a focus on youth sport ...", "Feb 20, 2022"),
    )
    turns = [
        (search("Olympedia Beijing 2022 medal table Norway"), s1),
        (extract(OLYMPEDIA, "medal counts for the top NOCs"), e2),
        (memory("add", dict=k3), added(*k3)),
        (memory("remove", key_list=["beijing_nor"]), removed("beijing_nor")),
        (memory("add", dict={"beijing2022_nor": k3["beijing_nor"]}), added("beijing2022_nor")),
        (memory("retrieve_all"), got_all(renamed)),
        (search("Norway 16 gold medals record single Winter Olympics"), s7),
        (memory("add", dict={"nor_gold_record": "16 golds at Beijing 2022 = record for one nation at one Winter Games (prev. 14)"}),
         added("nor_gold_record")),
    ]
    rs.add("search", "h57-search-15", SYSTEM, turns, state=state, bad=True, turn=6,
           kind="retrieve_all shows Norway's entry under 'beijing_nor', which turn 4 removed, and omits 'beijing2022_nor', added at turn 5.")


# ---------------------------------------------------------------- 16 British Museum, Rosetta Stone (bad: acquisition date 1801 vs 1802)
BM_OBJ = "https://www.britishmuseum.org/collection/object/Y_EA24"
ROS_WIKI = "https://en.wikipedia.org/wiki/Rosetta_Stone"
ALVA = "https://www.alva.org.uk/details.cfm?p=423"
BM_R4 = "https://www.britishmuseum.org/collection/galleries/egyptian-sculpture"


def t16(rs: RowSet) -> None:
    s1 = res(
        (BM_OBJ, "stela | British Museum",
         "Museum number EA24. Title: Rosetta Stone. Description: Fragment of a granodiorite stela inscribed with a priestly decree ... Acquisition date: 1802. Donated by George III ...", "N/A"),
        (ROS_WIKI, "Rosetta Stone - Wikipedia",
         "The Rosetta Stone is a stele of granodiorite inscribed with three versions of a decree issued in 196 BC during the Ptolemaic dynasty ... It has been on public display at the British Museum since 1802 ...", "N/A"),
        ("https://www.britishmuseum.org/blog/everything-you-ever-wanted-know-about-rosetta-stone", "Everything you ever wanted to know about the Rosetta Stone | British Museum",
         "The Rosetta Stone is one of the most visited objects in the British Museum. But what is it, and why is it so important? ...", "Jul 14, 2017"),
        ("https://www.britannica.com/topic/Rosetta-Stone", "Rosetta Stone | Definition, History, Uses, & Facts | Britannica",
         "Rosetta Stone, ancient Egyptian stone bearing inscriptions in several languages and scripts ...", "N/A"),
        ("https://www.britishmuseum.org/exhibitions/hieroglyphs-unlocking-ancient-egypt", "Hieroglyphs: unlocking ancient Egypt | British Museum",
         "Exhibition marking 200 years since Champollion's decipherment, 13 October 2022 – 19 February 2023 ...", "N/A"),
        ("https://www.smithsonianmag.com/history/rosetta-stone-champollion-200-years-180980741/", "Two Centuries After the Rosetta Stone Was Deciphered | Smithsonian",
         "On September 27, 1822, Jean-François Champollion announced his breakthrough ...", "Sep 27, 2022"),
        ("https://www.theguardian.com/culture/2022/aug/22/egypt-petition-return-rosetta-stone-british-museum", "Egyptians call for return of the Rosetta Stone | The Guardian",
         "A petition launched by Egyptologist Monica Hanna has gathered thousands of signatures ...", "Aug 22, 2022"),
        ("https://www.worldhistory.org/Rosetta_Stone/", "Rosetta Stone - World History Encyclopedia",
         "The stone was discovered by French soldiers in July 1799 near the town of Rashid ...", "Oct 20, 2021"),
        ("https://www.reddit.com/r/AskHistorians/comments/9c3x4t/how_did_the_rosetta_stone_end_up_in_london/", "How did the Rosetta Stone end up in London? : r/AskHistorians",
         "Article 16 of the Capitulation of Alexandria (1801) ...", "Sep 1, 2018"),
        ("https://artsandculture.google.com/asset/the-rosetta-stone/FgEnxLq8Gn2f_w", "The Rosetta Stone - Google Arts & Culture",
         "From the collection of The British Museum ...", "N/A"),
    )
    e2 = """# Rosetta Stone

From Wikipedia, the free encyclopedia

| Rosetta Stone | |
| --- | --- |
| Material | Granodiorite |
| Size | 1,123 mm × 757 mm × 284 mm (44.2 in × 29.8 in × 11.2 in) |
| Weight | 760 kilograms (1,680 lb) |
| Writing | Ancient Egyptian hieroglyphs, Demotic script, and Greek script |
| Created | 196 BC |
| Discovered | 15 July 1799 (1799-07-15), Fort Julien near Rashid (Rosetta), Nile Delta, Egypt |
| Discovered by | Pierre-François Bouchard |
| Present location | British Museum |
| Identification | EA 24 |

The **Rosetta Stone** is a stele of granodiorite inscribed with three versions of a decree issued in 196 BC during the Ptolemaic dynasty of Egypt, on behalf of King Ptolemy V Epiphanes. The top and middle texts are in Ancient Egyptian using hieroglyphic and Demotic scripts, respectively, while the bottom is in Ancient Greek.

## Rediscovery

French soldiers of Napoleon's expedition to Egypt found the stone in July 1799 while rebuilding Fort Julien. After the French defeat, the stone passed to the British under Article 16 of the Capitulation of Alexandria, signed in 1801. It arrived in Portsmouth in February 1802 aboard HMS Égyptienne and was presented to the British Museum, registered as a gift of George III, in 1802.

## Display

The stone has been on public display at the British Museum since 1802, with only one brief removal: during the First World War it was moved to a station of the Postal Tube Railway at Holborn for safe keeping. It is currently displayed in Room 4, the Egyptian Sculpture Gallery.

## Decipherment

Thomas Young made early progress with the Demotic text; Jean-François Champollion announced the decipherment of hieroglyphs in his *Lettre à M. Dacier* of 27 September 1822.
"""
    e3 = """# stela

British Museum | Collection online | Object

## Summary

| Field | Value |
| --- | --- |
| Object type | stela |
| Museum number | EA24 |
| Title | Rosetta Stone |
| Description | Fragment of a granodiorite stela inscribed with a priestly decree concerning Ptolemy V in three blocks of text: Hieroglyphic (14 lines), Demotic (32 lines) and Greek (54 lines). |
| Cultures/periods | Ptolemaic |
| Production date | 196BC |
| Find spot | Fort Julien, Rashid (Rosetta), Nile Delta, Lower Egypt |
| Materials | granodiorite |
| Technique | incised |
| Dimensions | Height: 112.3 centimetres; Width: 75.7 centimetres; Depth: 28.4 centimetres; Weight: 760 kilograms |
| Inscription content | Decree issued at Memphis by a council of priests on the first anniversary of the coronation of Ptolemy V |
| Acquisition name | Donated by George III |
| Acquisition date | 1801 |
| Acquisition notes | Found by French soldiers in 1799; surrendered to the British under the Capitulation of Alexandria |
| Department | Egypt and Sudan |
| Registration number | 1802,0710.1 |
| On display | G4/dc33 |

## Curator's comments

The decree is written three times so that priests, government officials and rulers could read it. The Greek text allowed scholars to begin reading the Egyptian scripts.

## Bibliography

- Parkinson, R., *Cracking Codes: The Rosetta Stone and Decipherment*, London, 1999.
- Andrews, C., *The British Museum Book of the Rosetta Stone*, London, 1981.
"""
    k4 = {"rosetta_museum_no": "EA24 (registration 1802,0710.1)", "rosetta_dims": "112.3 × 75.7 × 28.4 cm, 760 kg, granodiorite",
          "rosetta_date": "196 BC decree of Ptolemy V; found July 1799 at Fort Julien", "rosetta_location": "Room 4 (G4/dc33), Egyptian Sculpture"}
    s5 = res(
        (ALVA, "Visits Made in 2023 to Visitor Attractions in Membership with ALVA",
         "British Museum 5,820,860 (+42%); Natural History Museum 5,723,000; Tate Modern 4,659,180 ...", "Mar 2024"),
        ("https://www.theartnewspaper.com/2024/03/26/visitor-figures-2023-top-100-most-popular-art-museums-in-the-world", "The 100 most popular art museums in the world in 2023 | The Art Newspaper",
         "The British Museum was the third most visited art museum with 5.8 million visitors ...", "Mar 26, 2024"),
        ("https://www.bbc.com/news/entertainment-arts-68633500", "British Museum is UK's most-visited attraction again - BBC News",
         "The museum welcomed 5.8 million people in 2023 despite the thefts scandal ...", "Mar 20, 2024"),
        ("https://www.britishmuseum.org/about-us/governance/annual-review", "Annual reports and reviews | British Museum",
         "Annual Review 2022/23: visits, loans and learning programmes ...", "N/A"),
        ("https://www.gov.uk/government/statistics/museums-and-galleries-monthly-visits", "Museums and galleries monthly visits - GOV.UK",
         "Monthly visits to DCMS-sponsored museums and galleries ...", "Feb 29, 2024"),
        ("https://www.standard.co.uk/culture/exhibitions/uk-most-visited-attractions-2023-alva-b1146000.html", "UK's most-visited attractions 2023 | Evening Standard",
         "London venues dominate the ALVA top 10 ...", "Mar 20, 2024"),
        ("https://www.museumsassociation.org/museums-journal/news/2024/03/alva-2023-figures/", "ALVA: visitor numbers rise but still below 2019 | Museums Association",
         "The British Museum's 2019 figure was 6.2 million ...", "Mar 20, 2024"),
        ("https://www.statista.com/statistics/247447/visitors-to-the-british-museum/", "British Museum annual visitors 2008-2023 | Statista",
         "Number of visitors to the British Museum in London ...", "Mar 2024"),
        ("https://www.reddit.com/r/london/comments/1bjd7wf/alva_2023_most_visited/", "ALVA 2023 most visited : r/london",
         "BM just edges the NHM ...", "Mar 20, 2024"),
        ("https://www.timeout.com/london/news/these-are-londons-most-visited-attractions-of-2023-032024", "London's most visited attractions of 2023 | Time Out",
         "British Museum tops the list again ...", "Mar 20, 2024"),
    )
    e6 = """# Visits Made in 2023 to Visitor Attractions in Membership with ALVA

Association of Leading Visitor Attractions | Published 20 March 2024

| Rank | Site | Visits 2023 | % change vs 2022 |
| --- | --- | --- | --- |
| 1 | British Museum | 5,820,860 | 42 |
| 2 | Natural History Museum (South Kensington) | 5,723,000 | 21 |
| 3 | Tate Modern | 4,659,180 | 20 |
| 4 | Southbank Centre | 4,176,414 | 11 |
| 5 | National Gallery | 3,101,434 | 14 |
| 6 | Science Museum | 3,049,817 | 28 |
| 7 | Victoria and Albert Museum (South Kensington) | 2,827,000 | 19 |
| 8 | Somerset House | 2,708,210 | 9 |
| 9 | Tower of London | 2,630,000 | 31 |
| 10 | Royal Botanic Gardens, Kew | 2,310,000 | 4 |

Note: indoor and outdoor attractions are listed together; figures are supplied by members.
"""
    s8 = res(
        (BM_R4, "Egyptian sculpture (Room 4) | British Museum",
         "Room 4 displays monumental Egyptian sculpture from the 3rd millennium BC to the Roman period, including the Rosetta Stone ...", "N/A"),
        ("https://www.britishmuseum.org/visit/object-trails/rosetta-stone", "Where to find the Rosetta Stone | British Museum",
         "The Rosetta Stone is in Room 4, on the ground floor, at the centre of the gallery ...", "N/A"),
        ("https://www.britishmuseum.org/visit/plan-your-visit", "Plan your visit | British Museum",
         "Open daily 10.00–17.00 (Fridays until 20.30). Free entry, booking recommended ...", "N/A"),
        (ROS_WIKI, "Rosetta Stone - Wikipedia",
         "It is currently displayed in Room 4, the Egyptian Sculpture Gallery ...", "N/A"),
        ("https://www.tripadvisor.co.uk/ShowUserReviews-g186338-d187555-r912345678-The_British_Museum-London_England.html", "Rosetta Stone crowds - British Museum review | Tripadvisor",
         "Go at opening time; by 11 the case is five deep ...", "Aug 14, 2023"),
        ("https://smarthistory.org/rosetta-stone/", "The Rosetta Stone | Smarthistory",
         "Video and essay on the stone's inscriptions and display history ...", "N/A"),
        ("https://www.britishmuseum.org/collection/galleries/egyptian-death-and-afterlife-mummies", "Egyptian death and afterlife: mummies (Room 62–63) | British Museum",
         "The upper-floor galleries devoted to mummies and coffins ...", "N/A"),
        ("https://www.reddit.com/r/london/comments/15x0zq1/british_museum_must_see/", "British Museum must-sees : r/london",
         "Room 4 for the Rosetta Stone and Ramesses II ...", "Aug 21, 2023"),
        ("https://www.londonxlondon.com/rosetta-stone-british-museum/", "Seeing the Rosetta Stone at the British Museum",
         "Tips for visiting Room 4 ...", "Jan 9, 2024"),
        ("https://www.britishmuseum.org/blog/rosetta-stone-replica-enlightenment-gallery", "The Rosetta Stone replica you can touch | British Museum",
         "A replica in Room 1, the Enlightenment Gallery, can be touched ...", "Mar 3, 2021"),
    )
    e9 = """# Egyptian sculpture — Room 4

British Museum | Galleries | Ground floor

Room 4 | Open daily 10.00–17.00, Fridays until 20.30 | Free

This gallery displays monumental sculpture from ancient Egypt, from around 2600 BC to the Roman period (30 BC – AD 395).

## Highlights

- **Rosetta Stone** (EA24) — the key to deciphering hieroglyphs, at the centre of the gallery
- **Colossal bust of Ramesses II** ('Younger Memnon', EA19)
- **Statue of Amenhotep III** (EA4)

## Object list (selection)

| Object | Museum number | Case |
| --- | --- | --- |
| Rosetta Stone | EA24 | G4/dc33 |
| Colossal bust of Ramesses II | EA19 | G4/fs1 |
| Head of Amenhotep III | EA15 | G4/fs7 |
| Sarcophagus of Nectanebo II | EA10 | G4/fs12 |

Accessibility: step-free access from the Great Court. Seating available.
"""
    final = dict(k4)
    final["bm_visitors_2023"] = "5,820,860 (ALVA, +42% on 2022; UK's most visited attraction)"
    final["rosetta_location"] = "Room 4 (G4/dc33), Egyptian Sculpture, ground floor; open 10.00–17.00, Fri to 20.30"
    turns = [
        (search("Rosetta Stone British Museum collection object EA24"), s1),
        (extract(ROS_WIKI, "discovery, arrival in Britain and museum number"), e2),
        (extract(BM_OBJ, "museum number, registration number, acquisition details, dimensions"), e3),
        (memory("add", dict=k4), added(*k4)),
        (search("British Museum visitor numbers 2023 ALVA"), s5),
        (extract(ALVA, "2023 visits for the top attractions"), e6),
        (memory("add", dict={"bm_visitors_2023": final["bm_visitors_2023"]}), added("bm_visitors_2023")),
        (search("Rosetta Stone Room 4 Egyptian Sculpture Gallery opening hours"), s8),
        (extract(BM_R4, "where the Rosetta Stone is displayed and gallery hours"), e9),
        (memory("update", dict={"rosetta_location": final["rosetta_location"]}), updated("rosetta_location")),
        (memory("retrieve_all"), got_all(final)),
    ]
    rs.add("search", "h57-search-16", SYSTEM, turns, state=EMPTY, bad=True, turn=3,
           kind="The collection page gives acquisition date 1801, but its own search snippet said 1802 and Wikipedia says it reached Britain and the museum in 1802.")


# ---------------------------------------------------------------- 17 Elizabeth line (clean)
EL_WIKI = "https://en.wikipedia.org/wiki/Elizabeth_line"


def t17(rs: RowSet) -> None:
    s1 = res(
        (EL_WIKI, "Elizabeth line - Wikipedia",
         "The Elizabeth line is a hybrid urban–suburban rail service in London ... The central section between Paddington and Abbey Wood opened on 24 May 2022 ...", "N/A"),
        ("https://tfl.gov.uk/travel-information/improvements-and-projects/elizabeth-line", "Elizabeth line - Transport for London",
         "The Elizabeth line stretches more than 100km from Reading and Heathrow in the west to Shenfield and Abbey Wood in the east ...", "N/A"),
        ("https://www.bbc.com/news/uk-england-london-61549223", "Elizabeth line: London's new railway opens to passengers - BBC News",
         "The first trains left Paddington and Abbey Wood at 06:30 BST, more than three years behind schedule ...", "May 24, 2022"),
        ("https://www.crossrail.co.uk/news/", "Crossrail Ltd - News",
         "Crossrail Ltd, the company that built the Elizabeth line, was wound up after handover to TfL ...", "N/A"),
        ("https://tfl.gov.uk/info-for/media/press-releases/2022/november/elizabeth-line-through-services-6-november", "Elizabeth line through services start 6 November | TfL",
         "Passengers from Reading and Heathrow will be able to travel directly to Abbey Wood, and from Shenfield to Paddington ...", "Oct 4, 2022"),
        ("https://www.theguardian.com/uk-news/2022/oct/24/bond-street-elizabeth-line-station-opens", "Bond Street Elizabeth line station finally opens | The Guardian",
         "The last of the central stations opens five months after the rest of the line ...", "Oct 24, 2022"),
        ("https://www.standard.co.uk/news/transport/elizabeth-line-full-timetable-may-2023-b1082345.html", "Elizabeth line full timetable starts 21 May | Evening Standard",
         "Direct trains between Shenfield and Heathrow and 24 trains per hour in the central section ...", "May 19, 2023"),
        ("https://www.railway-technology.com/projects/crossrail/", "Crossrail (Elizabeth line), London - Railway Technology",
         "The £18.8bn project includes 42km of new tunnels and ten new stations ...", "N/A"),
        ("https://www.reddit.com/r/london/comments/uwq2t1/elizabeth_line_opening_day/", "Elizabeth line opening day : r/london",
         "Queued at Paddington from 5am for the first train ...", "May 24, 2022"),
        ("https://www.royal.uk/news-and-activity/2022-05-17/the-queen-officially-opens-the-elizabeth-line", "The Queen officially opens the Elizabeth line | The Royal Family",
         "Her Majesty visited Paddington station to mark the completion of the Elizabeth line ...", "May 17, 2022"),
    )
    e2 = """# Elizabeth line

From Wikipedia, the free encyclopedia

| Elizabeth line | |
| --- | --- |
| Type | Hybrid urban–suburban rail |
| System | National Rail / Transport for London |
| Termini | Reading, Heathrow Terminal 4 and Terminal 5 (west); Shenfield, Abbey Wood (east) |
| Stations | 41 |
| Opened | 24 May 2022 |
| Owner | Transport for London |
| Operator(s) | MTR Elizabeth line |
| Rolling stock | Class 345 Aventra |
| Electrification | 25 kV 50 Hz AC overhead line |

The **Elizabeth line** is a hybrid urban–suburban rail service in London and its surrounding counties. It was built as the **Crossrail** project, renamed in honour of Queen Elizabeth II in 2016. The outer sections were operated under the interim brand TfL Rail from 2015 until they were absorbed into the Elizabeth line on 24 May 2022.

## Opening stages

| Date | Stage |
| --- | --- |
| 24 May 2022 | Central section opens between Paddington and Abbey Wood (Bond Street station not yet open); the line runs as three separate railways |
| 24 October 2022 | Bond Street station opens |
| 6 November 2022 | Through services: Reading/Heathrow – Abbey Wood and Shenfield – Paddington |
| 21 May 2023 | Final timetable: Shenfield – Heathrow through trains, 24 trains per hour in the central core at peak |

## Construction

Construction began in 2009 at Canary Wharf. The project included 42 km (26 mi) of new tunnels, bored by eight tunnel boring machines between 2012 and 2015, and ten new stations. The central section was originally due to open in December 2018, but was delayed by problems with signalling and station fit-out. The final cost was about £18.8 billion.

## Ridership

The line became one of the busiest railways in the UK soon after opening; in the 2022–23 financial year, Liverpool Street and Paddington were among the busiest interchanges on the network.
"""
    k3 = {"crossrail_opening": "24 May 2022 (Paddington–Abbey Wood)", "crossrail_stations": "41 stations",
          "crossrail_bond_street": "Bond Street opened 24 Oct 2022 (5 months after the rest)"}
    new_open = "24 May 2022 central section; through services 6 Nov 2022; full timetable 21 May 2023 (Crossrail renamed 2016)"
    s6 = res(
        ("https://tfl.gov.uk/info-for/media/press-releases/2024/may/elizabeth-line-second-birthday", "Elizabeth line celebrates second birthday with 350 million journeys | TfL",
         "Around 350 million journeys have been made on the Elizabeth line since it opened two years ago ...", "May 24, 2024"),
        ("https://tfl.gov.uk/info-for/media/press-releases/2023/may/elizabeth-line-first-birthday", "Elizabeth line marks first year with more than 150 million journeys | TfL",
         "More than 150 million journeys have been made on the railway in its first twelve months ...", "May 24, 2023"),
        ("https://www.bbc.com/news/uk-england-london-63363112", "Elizabeth line: 100 million journeys in under five months - BBC News",
         "The line reached 100 million journeys faster than expected ...", "Oct 24, 2022"),
        ("https://www.orr.gov.uk/monitoring-regulation/rail/statistics/passenger-rail-usage", "Passenger rail usage | Office of Rail and Road",
         "Quarterly statistics on passenger journeys by operator, including Elizabeth line ...", "N/A"),
        ("https://www.theguardian.com/uk-news/2023/may/24/elizabeth-line-one-year-on", "The Elizabeth line one year on | The Guardian",
         "Roughly one in six rail journeys in the UK now involves the Elizabeth line ...", "May 24, 2023"),
        ("https://www.railwaygazette.com/passenger/elizabeth-line-busiest-railway/65123.article", "Elizabeth line becomes UK's busiest railway | Railway Gazette",
         "ORR data show the line carried more passengers than any other train operator in the quarter ...", "Dec 14, 2023"),
        ("https://www.standard.co.uk/news/transport/elizabeth-line-350-million-journeys-b1159000.html", "Elizabeth line hits 350 million journeys | Evening Standard",
         "TfL says passenger numbers continue to grow two years after launch ...", "May 24, 2024"),
        ("https://www.statista.com/statistics/1345678/elizabeth-line-passenger-journeys/", "Elizabeth line passenger journeys | Statista",
         "Number of passenger journeys on the Elizabeth line per period ...", "Jun 2024"),
        ("https://www.reddit.com/r/london/comments/13qbk2m/elizabeth_line_one_year/", "Elizabeth line one year on : r/london",
         "Changed my commute completely ...", "May 24, 2023"),
        ("https://tfl.gov.uk/corporate/publications-and-reports/travel-in-london-reports", "Travel in London reports | TfL",
         "Annual report on transport trends including the Elizabeth line ...", "N/A"),
    )
    final = {"crossrail_stations": k3["crossrail_stations"], "crossrail_bond_street": k3["crossrail_bond_street"],
             "elizabeth_line_opening": new_open}
    turns = [
        (search("Elizabeth line opening date Crossrail"), s1),
        (extract(EL_WIKI, "opening stages and dates, stations, cost"), e2),
        (memory("add", dict=k3), added(*k3)),
        (memory("remove", key_list=["crossrail_opening"]), removed("crossrail_opening")),
        (memory("add", dict={"elizabeth_line_opening": new_open}), added("elizabeth_line_opening")),
        (search("Elizabeth line total journeys since opening TfL"), s6),
        (memory("retrieve_all"), got_all(final)),
    ]
    rs.add("search", "h57-search-17", SYSTEM, turns, state=EMPTY)


# ---------------------------------------------------------------- 18 CAA UK airport data 2023 (bad: retrieve_all count ignores a removal)
CAA = "https://www.caa.co.uk/data-and-analysis/uk-aviation-market/airports/uk-airport-data/uk-airport-data-2023/annual-2023/"
LHR_PR = "https://mediacentre.heathrow.com/pressrelease/details/81/corporate-operational-24/heathrow-2023-traffic-79-2-million"
LGW_PR = "https://www.mediacentre.gatwickairport.com/news/gatwick-2023-passenger-numbers"
UK_AP = [("Heathrow", 79_151_723, 61_611_838), ("Gatwick", 40_894_090, 32_839_001), ("Manchester", 28_136_241, 23_370_154),
         ("Stansted", 27_950_312, 23_328_001), ("Luton", 16_400_512, 13_320_116), ("Edinburgh", 14_400_021, 11_250_402),
         ("Birmingham", 11_480_300, 9_601_155), ("Bristol", 9_900_401, 7_920_214), ("Glasgow", 7_360_010, 6_520_331),
         ("Belfast International", 6_200_117, 5_300_480)]


def t18(rs: RowSet) -> None:
    s1 = res(
        (CAA, "UK Airport Data 2023 - Annual | Civil Aviation Authority",
         "Table 10.1: Terminal passengers 2013-2023. Heathrow 79,151,723; Gatwick 40,894,090; Manchester 28,136,241 ...", "Mar 28, 2024"),
        ("https://en.wikipedia.org/wiki/List_of_busiest_airports_in_the_United_Kingdom", "List of the busiest airports in the United Kingdom - Wikipedia",
         "The busiest UK airports by total passenger traffic in 2023, based on CAA data: Heathrow, Gatwick, Manchester, Stansted ...", "N/A"),
        ("https://www.caa.co.uk/data-and-analysis/uk-aviation-market/airports/uk-airport-data/", "UK airport data | Civil Aviation Authority",
         "Monthly and annual statistics on passengers, cargo and aircraft movements at UK airports ...", "N/A"),
        ("https://www.bbc.com/news/business-68689012", "UK airports handle 273 million passengers in 2023 - BBC News",
         "Numbers recovered to 92% of the 2019 level, CAA figures show ...", "Mar 28, 2024"),
        ("https://www.statista.com/statistics/306975/busiest-airports-in-the-united-kingdom/", "Busiest airports in the UK 2023 | Statista",
         "Leading airports in the United Kingdom in 2023, by number of terminal passengers ...", "Apr 2024"),
        ("https://www.independent.co.uk/travel/news-and-advice/uk-busiest-airports-2023-caa-b2520000.html", "The UK's busiest airports of 2023 | The Independent",
         "Heathrow comfortably the busiest, with Gatwick second and Manchester third ...", "Mar 29, 2024"),
        ("https://www.airport-technology.com/news/uk-airport-passenger-numbers-2023/", "UK airport passenger numbers 2023 - Airport Technology",
         "Bristol passes 9.9 million for the first time ...", "Apr 2, 2024"),
        ("https://www.routesonline.com/news/uk-airports-2023-traffic/", "UK airports 2023 traffic review | Routes",
         "Regional airports lag London in the recovery ...", "Apr 4, 2024"),
        ("https://www.reddit.com/r/aviation/comments/1bq8jz0/uk_airport_passenger_numbers_2023/", "UK airport passenger numbers 2023 (CAA) : r/aviation",
         "Stansted just behind Manchester again ...", "Mar 28, 2024"),
        ("https://www.gov.uk/government/statistical-data-sets/aviation-statistics-data-tables-avi", "Aviation statistics data tables (AVI) - GOV.UK",
         "Terminal passengers at UK airports by airport, annual ...", "N/A"),
    )
    body = "\n".join(f"| {i} | {n} | {v:,} | {p:,} | {(v - p) / p * 100:+.1f} |" for i, (n, v, p) in enumerate(UK_AP, 1))
    e2 = f"""# UK Airport Data 2023 — Annual

Civil Aviation Authority | Published 28 March 2024 | Table 10.1 Terminal passengers 2022–2023 (top 10 reporting airports)

| Rank | Airport | 2023 | 2022 | % change |
| --- | --- | --- | --- | --- |
{body}

Terminal passengers = passengers joining or leaving an aircraft at the reporting airport; transit passengers are counted once.

Download the full tables (XLSX, 1.2 MB): Table 01 – Size of reporting airports; Table 10.1 – Terminal passengers 2013–2023; Table 12.1 – International air passenger traffic.
"""
    k3 = {"uk2023_lhr": "Heathrow 79,151,723 (+28.5%)", "uk2023_lgw": "Gatwick 40,894,090 (+24.5%)",
          "uk2023_man": "Manchester 28,136,241 (+20.4%)", "uk2023_stn": "Stansted 27,950,312 (+19.8%)"}
    s4 = res(
        (LHR_PR, "Heathrow welcomes 79.2 million passengers in 2023 | Heathrow Media Centre",
         "Heathrow served 79.2 million passengers in 2023, its second busiest year on record, behind only 2019's 80.9 million ...", "Jan 11, 2024"),
        ("https://www.reuters.com/business/aerospace-defense/heathrow-passenger-numbers-2023-2024-01-11/", "Heathrow had second-busiest year in 2023 | Reuters",
         "Heathrow expects 81.4 million passengers in 2024 ...", "Jan 11, 2024"),
        ("https://www.bbc.com/news/business-67940017", "Heathrow passenger numbers near pre-pandemic level - BBC News",
         "The airport handled 79.2 million people last year ...", "Jan 11, 2024"),
        ("https://www.heathrow.com/company/investor-centre/reports/traffic-figures", "Traffic figures | Heathrow",
         "Monthly traffic statistics: passengers, air transport movements and cargo ...", "N/A"),
        ("https://www.ft.com/content/heathrow-2023-passengers", "Heathrow nears 2019 traffic | Financial Times",
         "Europe remained Heathrow's biggest market, North America the largest long-haul one ...", "Jan 11, 2024"),
        ("https://simpleflying.com/heathrow-airport-2023-passengers/", "Heathrow's 2023 Passenger Numbers - Simple Flying",
         "New York JFK was again the busiest route ...", "Jan 12, 2024"),
        ("https://www.standard.co.uk/news/transport/heathrow-2023-passengers-record-december-b1131000.html", "Heathrow has busiest December ever | Evening Standard",
         "6.5 million passengers travelled through Heathrow in December ...", "Jan 11, 2024"),
        ("https://www.statista.com/statistics/303706/heathrow-airport-passengers/", "Heathrow airport passenger numbers 2008-2023 | Statista",
         "Number of passengers at Heathrow airport ...", "Jan 2024"),
        ("https://www.reddit.com/r/london/comments/19437ze/heathrow_792m_passengers_2023/", "Heathrow 79.2m passengers 2023 : r/london",
         "Nearly back to 2019 ...", "Jan 11, 2024"),
        ("https://www.cityam.com/heathrow-passengers-2023/", "Heathrow's recovery continues | City AM",
         "Chief executive John Holland-Kaye ...", "Jan 11, 2024"),
    )
    e5 = """# Heathrow welcomes 79.2 million passengers in 2023

Heathrow Media Centre | Corporate & Operational | 11 January 2024

- **79.2 million passengers** travelled through Heathrow in 2023, up 28.5% on 2022 and the airport's second busiest year on record, behind 2019 (80.9 million).
- December was the busiest December ever, with 6.5 million passengers.
- Heathrow forecasts 81.4 million passengers in 2024.

## Traffic summary

| | 2023 | 2022 | Change |
| --- | --- | --- | --- |
| Passengers | 79.2 million | 61.6 million | +28.5% |
| Air transport movements | 454,000 | 376,000 | +20.7% |
| Cargo (tonnes) | 1.39 million | 1.35 million | +3.0% |

## Top markets

| Market | Passengers 2023 |
| --- | --- |
| Europe | 34.9 million |
| North America | 18.9 million |
| Asia Pacific | 8.6 million |
| Middle East | 8.4 million |
| UK | 4.1 million |
| Africa | 3.7 million |
| Latin America | 0.6 million |

> "2023 was a year of recovery," said CEO John Holland-Kaye.
"""
    after6 = {k: v for k, v in k3.items() if k != "uk2023_stn"}
    s8 = res(
        (LGW_PR, "Gatwick welcomed 40.9 million passengers in 2023 | Gatwick Media Centre",
         "Gatwick served 40.9 million passengers in 2023, 88% of its pre-pandemic level ...", "Feb 27, 2024"),
        ("https://en.wikipedia.org/wiki/Gatwick_Airport", "Gatwick Airport - Wikipedia",
         "Gatwick is the second-busiest airport in the United Kingdom by passenger traffic ...", "N/A"),
        ("https://www.bbc.com/news/uk-england-sussex-68412233", "Gatwick passenger numbers up a quarter - BBC News",
         "The airport handled 40.9 million passengers last year ...", "Feb 27, 2024"),
        ("https://www.reuters.com/business/aerospace-defense/gatwick-2023-results-2024-02-27/", "Gatwick returns to profit | Reuters",
         "Revenue rose 34% as passenger numbers recovered ...", "Feb 27, 2024"),
        ("https://www.gatwickairport.com/company/about-us/facts-figures/", "Facts and figures | Gatwick Airport",
         "Over 50 airlines and 220 destinations ...", "N/A"),
        ("https://simpleflying.com/gatwick-airport-2023-passengers/", "Gatwick's 2023 Numbers - Simple Flying",
         "easyJet remained Gatwick's largest airline ...", "Feb 28, 2024"),
        ("https://www.sussexexpress.co.uk/business/gatwick-2023-figures", "Gatwick 2023 figures | Sussex Express",
         "Northern runway plans progress ...", "Feb 27, 2024"),
        ("https://www.statista.com/statistics/306998/gatwick-airport-passengers/", "Gatwick airport passengers 2008-2023 | Statista",
         "Number of passengers at Gatwick airport ...", "Mar 2024"),
        ("https://www.reddit.com/r/london/comments/1b1cz21/gatwick_2023_passengers/", "Gatwick 2023 passengers : r/london",
         "Still 5 million short of 2019 ...", "Feb 27, 2024"),
        ("https://www.ttgmedia.com/news/gatwick-2023-results", "Gatwick 2023 results | TTG",
         "Long-haul routes grew fastest ...", "Feb 27, 2024"),
    )
    e9 = """# Gatwick welcomed 40.9 million passengers in 2023

Gatwick Media Centre | 27 February 2024

London Gatwick today reported its results for the year ended 31 December 2023.

- Passenger numbers: **40.9 million**, up 24.5% on 2022 (32.8 million) and 88% of the 2019 level (46.6 million).
- Revenue: £1,026 million (+34%).
- Long-haul traffic grew faster than short-haul traffic.
- Northern Runway: development consent decision expected in 2024.

| Metric | 2023 | 2022 |
| --- | --- | --- |
| Passengers | 40.9m | 32.8m |
| Air transport movements | 257,000 | 214,000 |
| Airlines | 54 | 50 |
| Destinations | 220 | 205 |
"""
    lgw = "Gatwick 40,894,090 (+24.5%); 88% of 2019 (46.6M)"
    turns = [
        (search("CAA airport data 2023 terminal passengers Heathrow Gatwick Manchester"), s1),
        (extract(CAA, "terminal passengers 2023 vs 2022 for the top 10 airports"), e2),
        (memory("add", dict=k3), added(*k3)),
        (search("Heathrow 2023 passengers 79.2 million annual results"), s4),
        (extract(LHR_PR, "2023 totals, growth and record comparison"), e5),
        (memory("remove", key_list=["uk2023_stn"]), removed("uk2023_stn")),
        (memory("retrieve_all"), got_all(after6, count=4)),
        (search("Gatwick 2023 passengers 40.9 million"), s8),
        (extract(LGW_PR, "2023 passengers and comparison with 2019"), e9),
        (memory("update", dict={"uk2023_lgw": lgw}), updated("uk2023_lgw")),
        (memory("retrieve", key_list=["uk2023_lgw"]), got({"uk2023_lgw": lgw})),
    ]
    rs.add("search", "h57-search-18", SYSTEM, turns, state=EMPTY, bad=True, turn=7,
           kind="retrieve_all reports 4 items after turn 6 removed one of the four keys added at turn 3 (it lists only three).")


# ---------------------------------------------------------------- 19 Britannica, Greenland (clean)
BRIT_GL = "https://www.britannica.com/place/Greenland"
STAT_GL = "https://stat.gl/dialog/main.asp?lang=en&version=202401&sc=BE&subthemecode=o1&colcode=o"


def t19(rs: RowSet) -> None:
    s1 = res(
        (BRIT_GL, "Greenland | History, Population, Map, Flag, & Weather | Britannica",
         "Greenland, the world's largest island ... Area: 836,330 square miles (2,166,086 square km). Capital: Nuuk (Godthåb) ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Greenland", "Greenland - Wikipedia",
         "Greenland is the world's largest island ... It has a population of 56,699 (2024), the lowest population density of any country ...", "N/A"),
        ("https://www.cia.gov/the-world-factbook/countries/greenland/", "Greenland - The World Factbook",
         "Area: total: 2,166,086 sq km; land: 2,166,086 sq km (410,449 sq km ice-free, 1,755,637 sq km ice-covered) ...", "N/A"),
        ("https://stat.gl/", "Statistics Greenland",
         "Greenland in Figures 2024: population, economy, fisheries and tourism ...", "N/A"),
        ("https://nsidc.org/learn/parts-cryosphere/ice-sheets/ice-sheet-quick-facts", "Quick facts on ice sheets | NSIDC",
         "The Greenland Ice Sheet covers about 1.7 million square kilometers, roughly 80 percent of Greenland ...", "N/A"),
        ("https://visitgreenland.com/about-greenland/", "About Greenland | Visit Greenland",
         "Roughly 80% of the country is covered by the ice sheet; all towns lie on the ice-free coast ...", "N/A"),
        ("https://www.worldatlas.com/maps/greenland", "Greenland Maps & Facts - World Atlas",
         "Greenland is an autonomous territory of the Kingdom of Denmark ...", "Jan 9, 2023"),
        ("https://www.nationalgeographic.com/environment/article/greenland-ice-sheet", "Greenland's ice sheet | National Geographic",
         "If it melted entirely, sea levels would rise about 7 meters ...", "Aug 30, 2022"),
        ("https://www.reddit.com/r/geography/comments/16cj3d3/how_much_of_greenland_is_ice_free/", "How much of Greenland is ice-free? : r/geography",
         "About 410k km², which is still bigger than Germany ...", "Sep 7, 2023"),
        ("https://www.nuuk.gl/en", "Nuuk - Sermersooq Municipality",
         "Nuuk, the capital of Greenland, is the seat of Sermersooq Municipality ...", "N/A"),
    )
    e2 = """# Greenland

Britannica | Geography & Travel | Islands

**Greenland**, Greenlandic **Kalaallit Nunaat**, Danish **Grønland**, the world's largest island, lying in the North Atlantic Ocean. Greenland is an autonomous territory within the Kingdom of Denmark.

| Facts & Stats | |
| --- | --- |
| Capital | Nuuk (Godthåb) |
| Population | (2024 est.) 56,700 |
| Total area | 836,330 square miles (2,166,086 square km) |
| Ice-free area | about 158,500 square miles (410,450 square km) |
| Form of government | Self-governing region of the Kingdom of Denmark with one legislative house (Parliament [Inatsisartut]) |
| Official language | Greenlandic (Kalaallisut) |
| Monetary unit | Danish krone |

## Land

About four-fifths of Greenland is covered by the Greenland Ice Sheet, which at its thickest reaches about 3,000 metres (10,000 feet). The ice-free coastal strip is deeply indented by fjords; almost all settlements, including the capital, Nuuk, lie on the southwestern coast.

## People

Most inhabitants are Greenlandic Inuit. Nuuk, founded in 1728 by the Danish missionary Hans Egede as Godthåb ("Good Hope"), was officially renamed Nuuk in 1979, when home rule was introduced.

## Government

Home rule was granted in 1979 and extended to self-government on 21 June 2009; Denmark retains responsibility for foreign affairs and defence.
"""
    k3 = {"greenland_area": "2,166,086 km² (836,330 sq mi); ice-free ~410,450 km² (~19%)",
          "greenland_capital": "Nuuk (Danish name Godthåb until 1979)", "greenland_pop": "56,700 (Britannica, 2024 est.)"}
    s4 = res(
        (STAT_GL, "Population January 1st 2024 by locality | Statistics Greenland",
         "Total population 1 January 2024: 56,699. Nuuk 19,905; Sisimiut 5,384; Ilulissat 4,905 ...", "Feb 14, 2024"),
        ("https://stat.gl/publ/en/BE/202401/pdf/Greenland's%20population%201st%20January%202024.pdf", "Greenland's population 1st January 2024 (PDF) | Statistics Greenland",
         "The population increased by 80 persons during 2023 ...", "Feb 14, 2024"),
        ("https://en.wikipedia.org/wiki/Nuuk", "Nuuk - Wikipedia",
         "Nuuk is the capital and largest city of Greenland ... population 19,905 (2024) ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Sermersooq", "Sermersooq - Wikipedia",
         "Sermersooq is a municipality in Greenland with a population of about 24,000, seated in Nuuk ...", "N/A"),
        ("https://www.arctictoday.com/greenland-population-2024/", "Greenland's population edges up | Arctic Today",
         "Growth concentrated in Nuuk, while smaller settlements decline ...", "Feb 20, 2024"),
        ("https://www.worldometers.info/world-population/greenland-population/", "Greenland Population (2024) - Worldometer",
         "UN estimate for the current population of Greenland ...", "N/A"),
        ("https://www.statbank.gl/", "Statbank Greenland",
         "Table BEEST1: population by locality, sex and age ...", "N/A"),
        ("https://www.knr.gl/en/news/population-nuuk-record", "Nuuk's population at record high | KNR",
         "Nearly 20,000 people now live in the capital ...", "Feb 15, 2024"),
        ("https://www.reddit.com/r/Greenland/comments/1arbd3b/population_2024/", "Population 2024 : r/Greenland",
         "Nuuk is now over a third of the whole country ...", "Feb 15, 2024"),
        ("https://www.britannica.com/place/Nuuk", "Nuuk | Greenland, Map, Population, & Facts | Britannica",
         "Nuuk, capital of Greenland, at the mouth of Godthåb Fjord ...", "N/A"),
    )
    e5 = """# Population January 1st 2024

Statistics Greenland | Population | Published 14 February 2024

The population of Greenland was **56,699** on 1 January 2024, an increase of 80 persons compared with 1 January 2023.

## Population by municipality and largest towns

| Area | 1 Jan 2023 | 1 Jan 2024 |
| --- | --- | --- |
| Kommuneqarfik Sermersooq | 24,112 | 24,235 |
| — of which Nuuk (town) | 19,791 | 19,905 |
| Qeqqata Kommunia | 9,217 | 9,205 |
| — of which Sisimiut | 5,394 | 5,384 |
| Avannaata Kommunia | 10,663 | 10,657 |
| — of which Ilulissat | 4,901 | 4,905 |
| Kommune Kujalleq | 6,221 | 6,160 |
| Kommune Qeqertalik | 6,235 | 6,199 |
| Outside municipalities | 171 | 243 |
| **Greenland total** | **56,619** | **56,699** |

Born in Greenland: 89.2%. Born outside Greenland: 10.8%.
"""
    turns = [
        (search("Greenland area square km ice-free population Nuuk"), s1),
        (extract(BRIT_GL, "total and ice-free area, capital, population"), e2),
        (memory("add", dict=k3), added(*k3)),
        (search("Statistics Greenland population 1 January 2024 Nuuk"), s4),
        (extract(STAT_GL, "national total and Nuuk population, 2023 and 2024"), e5),
        (memory("update", dict={"greenland_pop": "56,699 (Statistics Greenland, 1 Jan 2024; +80 on 2023); Nuuk town 19,905, Sermersooq municipality 24,235"}),
         updated("greenland_pop")),
    ]
    rs.add("search", "h57-search-19", SYSTEM, turns, state=EMPTY)


# ---------------------------------------------------------------- 20 Festival de Cannes 2023 palmarès (bad: same result's date changes)
CANNES = "https://www.festival-cannes.com/en/2023/the-palmares-of-the-76th-festival-de-cannes/"
GUARD_TRIET = "https://www.theguardian.com/film/2023/may/27/cannes-2023-palme-dor-anatomy-of-a-fall-justine-triet"


def t20(rs: RowSet) -> None:
    cannes_hit = (CANNES, "The palmarès of the 76th Festival de Cannes - Festival de Cannes",
                  "The Jury of the 76th Festival de Cannes, presided over by Ruben Östlund, awarded the Palme d'or to Anatomie d'une chute (Anatomy of a Fall) by Justine Triet ...")
    s1 = res(
        cannes_hit + ("May 27, 2023",),
        ("https://en.wikipedia.org/wiki/2023_Cannes_Film_Festival", "2023 Cannes Film Festival - Wikipedia",
         "The 76th Cannes Film Festival took place from 16 to 27 May 2023 ... The Palme d'Or was awarded to Anatomy of a Fall by Justine Triet ...", "N/A"),
        (GUARD_TRIET, "Cannes 2023: Justine Triet's Anatomy of a Fall wins Palme d'Or | The Guardian",
         "Triet becomes only the third woman to win the festival's top prize ...", "May 27, 2023"),
        ("https://variety.com/2023/film/global/cannes-palme-dor-winner-anatomy-of-a-fall-1235627311/", "Cannes Palme d'Or Goes to 'Anatomy of a Fall' - Variety",
         "The Zone of Interest takes the Grand Prix; Kōji Yakusho and Merve Dizdar win acting prizes ...", "May 27, 2023"),
        ("https://en.wikipedia.org/wiki/Anatomy_of_a_Fall", "Anatomy of a Fall - Wikipedia",
         "Anatomy of a Fall is a 2023 French legal drama film directed by Justine Triet ... It won the Palme d'Or ...", "N/A"),
        ("https://www.hollywoodreporter.com/movies/movie-news/cannes-2023-winners-list-1235502901/", "Cannes 2023 Winners List - THR",
         "Full list of winners at the 76th Cannes Film Festival ...", "May 27, 2023"),
        ("https://www.lemonde.fr/culture/article/2023/05/27/palme-d-or-justine-triet-anatomie-d-une-chute_6175104_3246.html", "Palme d'or : Justine Triet sacrée pour « Anatomie d'une chute » - Le Monde",
         "La réalisatrice française a livré un discours politique remarqué ...", "May 27, 2023"),
        ("https://www.indiewire.com/awards/results/cannes-2023-winners-list-1234868120/", "Cannes 2023 Winners - IndieWire",
         "Aki Kaurismäki's Fallen Leaves takes the Jury Prize ...", "May 27, 2023"),
        ("https://www.reddit.com/r/movies/comments/13tj8dy/cannes_2023_winners/", "Cannes 2023 winners : r/movies",
         "Anatomy of a Fall wins the Palme, Zone of Interest Grand Prix ...", "May 27, 2023"),
        ("https://www.screendaily.com/news/cannes-2023-awards-anatomy-of-a-fall/5182300.article", "Cannes 2023 awards: Anatomy Of A Fall wins Palme d'Or | Screen",
         "The jury also included Brie Larson and Paul Dano ...", "May 27, 2023"),
    )
    e2 = """# The palmarès of the 76th Festival de Cannes

Festival de Cannes | News | 27 May 2023

The Jury of the 76th Festival de Cannes, presided over by Ruben Östlund and composed of Maryam Touzani, Denis Ménochet, Rungano Nyoni, Brie Larson, Paul Dano, Atiq Rahimi, Damián Szifron and Julia Ducournau, has announced its palmarès during the Closing Ceremony held on Saturday 27 May in the Grand Théâtre Lumière.

## Feature films

| Award | Film | Director |
| --- | --- | --- |
| Palme d'or | ANATOMIE D'UNE CHUTE (Anatomy of a Fall) | Justine Triet |
| Grand Prix | THE ZONE OF INTEREST | Jonathan Glazer |
| Prix de la mise en scène | LA PASSION DE DODIN BOUFFANT (The Taste of Things) | Trần Anh Hùng |
| Prix du Jury | KUOLLEET LEHDET (Fallen Leaves) | Aki Kaurismäki |
| Prix du scénario | MONSTER (Kaibutsu) | screenplay by Sakamoto Yuji, directed by Kore-eda Hirokazu |
| Prix d'interprétation féminine | Merve Dizdar in KURU OTLAR ÜSTÜNE (About Dry Grasses) | Nuri Bilge Ceylan |
| Prix d'interprétation masculine | Kōji Yakusho in PERFECT DAYS | Wim Wenders |

## Caméra d'or

BÊN TRONG VỎ KÉN VÀNG (Inside the Yellow Cocoon Shell), directed by Phạm Thiên Ân — presented in the Directors' Fortnight.

## Short films

Palme d'or du court métrage: 27, by Flóra Anna Buda.
"""
    k3 = {"cannes23_palme": "Anatomy of a Fall (Justine Triet)", "cannes23_grand_prix": "The Zone of Interest (Jonathan Glazer)",
          "cannes23_actors": "Merve Dizdar (About Dry Grasses); Kōji Yakusho (Perfect Days)",
          "cannes23_jury_president": "Ruben Östlund", "cannes23_dates": "16–27 May 2023 (76th edition)"}
    s4 = res(
        (GUARD_TRIET, "Cannes 2023: Justine Triet's Anatomy of a Fall wins Palme d'Or | The Guardian",
         "Triet becomes only the third woman to win the festival's top prize ...", "May 27, 2023"),
        ("https://www.bbc.com/news/entertainment-arts-65738212", "Cannes: Justine Triet is third woman to win Palme d'Or - BBC News",
         "She follows Jane Campion, who shared the prize in 1993, and Julia Ducournau, who won in 2021 ...", "May 28, 2023"),
        ("https://www.france24.com/en/culture/20230527-justine-triet-third-woman-palme-d-or", "Justine Triet becomes third woman to win Palme d'Or | France 24",
         "Triet used her speech to criticise the government's pension reform ...", "May 27, 2023"),
        ("https://en.wikipedia.org/wiki/Justine_Triet", "Justine Triet - Wikipedia",
         "Justine Triet (born 17 July 1978) is a French film director and screenwriter ...", "N/A"),
        ("https://www.nytimes.com/2023/05/27/movies/cannes-film-festival-winners.html", "Cannes Film Festival Winners - NYT",
         "A French courtroom drama wins the festival's top prize ...", "May 27, 2023"),
        ("https://www.euronews.com/culture/2023/05/28/justine-triet-palme-dor", "Justine Triet wins Palme d'Or | Euronews",
         "The French minister of culture responded to her speech ...", "May 28, 2023"),
        ("https://www.cnn.com/2023/05/27/entertainment/cannes-2023-palme-dor-winner-intl/index.html", "Anatomy of a Fall wins Palme d'Or | CNN",
         "Sandra Hüller stars as a writer suspected of her husband's death ...", "May 27, 2023"),
        ("https://www.vogue.com/article/justine-triet-palme-dor-interview", "Justine Triet on winning the Palme d'Or | Vogue",
         "'I didn't think it was possible' ...", "Jun 6, 2023"),
        ("https://www.reddit.com/r/TrueFilm/comments/13u6w8x/triet_third_woman_palme/", "Triet third woman to win the Palme : r/TrueFilm",
         "Campion (shared with Chen Kaige), Ducournau, Triet ...", "May 28, 2023"),
        ("https://www.screendaily.com/features/women-palme-dor-winners/5182410.article", "The three women who have won the Palme d'Or | Screen",
         "From The Piano to Titane to Anatomy of a Fall ...", "May 29, 2023"),
    )
    e5 = """# Cannes 2023: Justine Triet's Anatomy of a Fall wins Palme d'Or

The Guardian | Film | Andrew Pulver in Cannes | Sat 27 May 2023 20.12 BST

French director Justine Triet has won the Palme d'Or at the 76th Cannes film festival for her courtroom drama Anatomy of a Fall, becoming only the third woman to win the festival's top prize.

Triet follows Jane Campion, who shared the Palme in 1993 for The Piano with Chen Kaige's Farewell My Concubine, and Julia Ducournau, who won in 2021 for Titane.

The film stars Sandra Hüller as a German writer living in the French Alps who is accused of killing her husband after he falls from the upper floor of their chalet.

The Grand Prix, the festival's second prize, went to Jonathan Glazer's Auschwitz drama The Zone of Interest, also starring Hüller. Aki Kaurismäki's Fallen Leaves won the Jury Prize, and Trần Anh Hùng took best director for The Taste of Things.

The jury was presided over by Ruben Östlund, who won the Palme in 2017 and 2022.

In her acceptance speech Triet criticised the French government's handling of protests against its pension reforms.
"""
    s6 = res(
        cannes_hit + ("May 21, 2023",),
        ("https://www.festival-cannes.com/fr/2023/le-palmares-du-76e-festival-de-cannes/", "Le palmarès du 76e Festival de Cannes - Festival de Cannes",
         "Le Jury du 76e Festival de Cannes, présidé par Ruben Östlund, a décerné la Palme d'or à Anatomie d'une chute de Justine Triet ...", "May 27, 2023"),
        ("https://www.festival-cannes.com/en/2023/the-jury-of-the-76th-festival-de-cannes/", "The Jury of the 76th Festival de Cannes - Festival de Cannes",
         "Ruben Östlund will be surrounded by Maryam Touzani, Denis Ménochet, Rungano Nyoni, Brie Larson ...", "Apr 25, 2023"),
        ("https://fr.wikipedia.org/wiki/Festival_de_Cannes_2023", "Festival de Cannes 2023 — Wikipédia",
         "Le 76e Festival de Cannes se déroule du 16 au 27 mai 2023 ...", "N/A"),
        ("https://www.allocine.fr/article/fichearticle_gen_carticle=1000034567.html", "Palmarès Cannes 2023 : tous les prix - AlloCiné",
         "Palme d'or, Grand Prix, prix d'interprétation : le palmarès complet ...", "May 27, 2023"),
        ("https://www.lefigaro.fr/cinema/festival-de-cannes-2023-le-palmares-complet-20230527", "Festival de Cannes 2023 : le palmarès complet | Le Figaro",
         "Justine Triet, Jonathan Glazer, Aki Kaurismäki ...", "May 27, 2023"),
        ("https://www.francetvinfo.fr/culture/cinema/festival-de-cannes/palmares-cannes-2023.html", "Palmarès du Festival de Cannes 2023 | Franceinfo",
         "Merve Dizdar et Kōji Yakusho récompensés ...", "May 27, 2023"),
        ("https://www.liberation.fr/culture/cinema/cannes-2023-palmares-20230527/", "Cannes 2023 : un palmarès sous le signe de Triet | Libération",
         "Le jury de Ruben Östlund a tranché ...", "May 27, 2023"),
        ("https://www.premiere.fr/Cinema/News-Cinema/Cannes-2023-le-palmares", "Cannes 2023 : le palmarès | Première",
         "Tous les prix de la compétition officielle ...", "May 27, 2023"),
        ("https://www.reddit.com/r/france/comments/13tk1u9/palmares_cannes_2023/", "Palmarès Cannes 2023 : r/france",
         "Triet Palme d'or, et son discours ...", "May 27, 2023"),
    )
    final = dict(k3)
    final["cannes23_palme"] = "Anatomy of a Fall (Justine Triet) — third woman to win (after Campion 1993, shared; Ducournau 2021)"
    turns = [
        (search("Cannes 2023 palmarès Palme d'Or Anatomy of a Fall"), s1),
        (extract(CANNES, "all feature-film awards and the jury"), e2),
        (memory("add", dict=k3), added(*k3)),
        (search("Justine Triet third woman Palme d'Or"), s4),
        (extract(GUARD_TRIET, "previous women winners and the other major prizes"), e5),
        (search("festival de Cannes 2023 palmarès complet jury Ruben Östlund"), s6),
        (memory("update", dict={"cannes23_palme": final["cannes23_palme"]}), updated("cannes23_palme")),
        (memory("retrieve", key_list=["cannes23_palme", "cannes23_grand_prix", "cannes23_dates"]),
         got({k: final[k] for k in ("cannes23_palme", "cannes23_grand_prix", "cannes23_dates")})),
    ]
    rs.add("search", "h57-search-20", SYSTEM, turns, state=EMPTY, bad=True, turn=6,
           kind="The festival's palmarès page comes back dated May 21, 2023, but the same URL was dated May 27, 2023 at turn 1 and the page itself is dated 27 May 2023.")


# ---------------------------------------------------------------- 21 Welsh speakers, Census 2021 and APS (clean)
GW_CENSUS = "https://www.gov.wales/welsh-language-wales-census-2021-html"
GW_APS = "https://www.gov.wales/welsh-language-data-annual-population-survey-2023"


def t21(rs: RowSet) -> None:
    s1 = res(
        (GW_CENSUS, "Welsh language in Wales (Census 2021) | GOV.WALES",
         "On Census Day, 21 March 2021, an estimated 538,300 usual residents in Wales aged three years or older (17.8%) reported being able to speak Welsh ...", "Dec 6, 2022"),
        ("https://www.ons.gov.uk/peoplepopulationandcommunity/culturalidentity/language/bulletins/welshlanguageinwales/census2021", "Welsh language in Wales: Census 2021 - Office for National Statistics",
         "The number of people able to speak Welsh decreased from 562,000 (19.0%) in 2011 to 538,300 (17.8%) in 2021 ...", "Dec 6, 2022"),
        ("https://www.bbc.com/news/uk-wales-63869317", "Census 2021: Number of Welsh speakers falls - BBC News",
         "The fall was largest among children and young people aged three to 15 ...", "Dec 6, 2022"),
        ("https://en.wikipedia.org/wiki/Welsh_language", "Welsh language - Wikipedia",
         "In the 2021 census, 538,300 people (17.8%) aged three and over in Wales were able to speak Welsh ...", "N/A"),
        ("https://www.theguardian.com/uk-news/2022/dec/06/census-shows-fall-in-number-of-welsh-speakers", "Census shows fall in number of Welsh speakers | The Guardian",
         "Disappointing figures for the Welsh government, which wants a million speakers by 2050 ...", "Dec 6, 2022"),
        ("https://www.nation.cymru/news/census-2021-welsh-language-figures/", "Census 2021 Welsh language figures | Nation.Cymru",
         "Gwynedd remains the county with the highest share of speakers ...", "Dec 6, 2022"),
        ("https://www.welshlanguagecommissioner.wales/news/census-2021-response", "Commissioner responds to Census results | Welsh Language Commissioner",
         "The results are a wake-up call ...", "Dec 6, 2022"),
        ("https://www.statista.com/statistics/1359912/welsh-speakers-census/", "Welsh speakers in Wales 1911-2021 | Statista",
         "Share of the population of Wales able to speak Welsh ...", "Dec 2022"),
        ("https://www.reddit.com/r/Wales/comments/zdxrsk/census_2021_welsh_language_results/", "Census 2021 Welsh language results : r/Wales",
         "Down in the heartlands, up in Cardiff ...", "Dec 6, 2022"),
        ("https://www.bbc.co.uk/cymrufyw/63869318", "Cyfrifiad 2021: Gostyngiad yn nifer y siaradwyr Cymraeg - BBC Cymru Fyw",
         "Mae'r ffigyrau'n dangos gostyngiad ...", "Dec 6, 2022"),
    )
    e2 = """# Welsh language in Wales (Census 2021)

GOV.WALES | Statistical bulletin | First published: 6 December 2022 | Last updated: 6 December 2022

## Main points

- On Census Day, 21 March 2021, an estimated 538,300 usual residents in Wales aged three years or older (17.8%) reported being able to speak Welsh.
- This is a decrease of around 23,700 people since Census 2011 (562,000, 19.0%).
- The percentage of people able to speak Welsh has fallen at every census since 1991 except 2001, when it rose to 20.8%.
- The largest decrease was among children and young people aged 3 to 15.

## Welsh speakers by local authority (aged 3 and over)

| Local authority | 2011 (%) | 2021 (%) | Change (pp) |
| --- | --- | --- | --- |
| Gwynedd | 65.4 | 64.4 | -1.0 |
| Isle of Anglesey | 57.2 | 55.8 | -1.4 |
| Ceredigion | 47.3 | 45.3 | -2.0 |
| Carmarthenshire | 43.9 | 39.9 | -4.0 |
| Conwy | 27.4 | 25.9 | -1.5 |
| Denbighshire | 24.6 | 22.5 | -2.1 |
| Cardiff | 11.1 | 12.2 | +1.1 |
| Wales | 19.0 | 17.8 | -1.2 |

## Census years

| Census | Able to speak Welsh | % |
| --- | --- | --- |
| 2001 | 582,000 | 20.8 |
| 2011 | 562,000 | 19.0 |
| 2021 | 538,300 | 17.8 |

Census figures are the main source for measuring progress towards Cymraeg 2050. They are not directly comparable with survey estimates such as the Annual Population Survey.
"""
    k3 = {"welsh_census2021": "538,300 (17.8%), 21 Mar 2021", "welsh_census2011": "562,000 (19.0%)",
          "welsh_gwynedd": "64.4% in 2021 (65.4% in 2011), highest local authority"}
    s4 = res(
        (GW_APS, "Welsh language data from the Annual Population Survey: 2023 | GOV.WALES",
         "According to the Annual Population Survey for the year ending 31 December 2023, 28.0% of people aged three or older were able to speak Welsh, around 862,700 people ...", "Mar 14, 2024"),
        ("https://www.gov.wales/welsh-language-data-annual-population-survey-2022", "Welsh language data from the Annual Population Survey: 2022 | GOV.WALES",
         "29.2% of people aged three or older were able to speak Welsh, around 886,700 people ...", "Mar 16, 2023"),
        ("https://www.nation.cymru/news/annual-population-survey-welsh-speakers-2023/", "Survey suggests 862,700 Welsh speakers | Nation.Cymru",
         "The APS figures are consistently higher than census estimates ...", "Mar 14, 2024"),
        ("https://www.bbc.com/news/uk-wales-68550012", "Why two surveys give very different numbers of Welsh speakers - BBC News",
         "Statisticians say the census and the APS ask questions in different contexts ...", "Mar 14, 2024"),
        ("https://www.gov.wales/differences-between-census-and-survey-welsh-language-estimates", "Differences between census and survey estimates of Welsh language skills | GOV.WALES",
         "An analysis of why the Annual Population Survey gives higher estimates than the census ...", "Jun 22, 2023"),
        ("https://www.ons.gov.uk/employmentandlabourmarket/peopleinwork/employmentandemployeetypes/methodologies/annualpopulationsurveyapsqmi", "Annual Population Survey QMI - ONS",
         "Quality and methodology information for the APS ...", "N/A"),
        ("https://www.welshlanguagecommissioner.wales/news/aps-2023", "Commissioner comments on APS data | Welsh Language Commissioner",
         "Both sources show the scale of the challenge ...", "Mar 14, 2024"),
        ("https://www.statista.com/statistics/1172289/welsh-speakers-aps/", "Welsh speakers (APS) 2001-2023 | Statista",
         "Share of Welsh speakers according to the Annual Population Survey ...", "Mar 2024"),
        ("https://www.reddit.com/r/Wales/comments/1bejx0s/aps_welsh_speakers_2023/", "APS Welsh speakers 2023 : r/Wales",
         "Census says 538k, APS says 862k, which one do we believe ...", "Mar 14, 2024"),
        ("https://www.walesonline.co.uk/news/wales-news/welsh-speakers-survey-2023-28925014", "Number of Welsh speakers falls in latest survey | WalesOnline",
         "Down from 29.2% the previous year ...", "Mar 15, 2024"),
    )
    e5 = """# Welsh language data from the Annual Population Survey: 2023

GOV.WALES | Statistical release | First published: 14 March 2024

## Main points

- According to the Annual Population Survey (APS) for the year ending 31 December 2023, 28.0% of people aged three or older were able to speak Welsh. This equates to around 862,700 people.
- This is a decrease of 1.2 percentage points on the year ending 31 December 2022 (29.2%, around 886,700 people).
- Around 15.1% reported speaking Welsh daily.

| Year ending | Able to speak Welsh (%) | Number |
| --- | --- | --- |
| 31 December 2021 | 29.5 | 892,500 |
| 31 December 2022 | 29.2 | 886,700 |
| 31 December 2023 | 28.0 | 862,700 |

## Comparing with the census

The APS consistently gives higher estimates of the number of Welsh speakers than the census: Census 2021 estimated 538,300 (17.8%). The APS is a household survey in which respondents, or a proxy, self-assess their ability; the census is the main source for the Cymraeg 2050 target of one million Welsh speakers. The two measures should not be compared directly.
"""
    s7 = res(
        ("https://www.gov.wales/cymraeg-2050-welsh-language-strategy", "Cymraeg 2050: Welsh language strategy | GOV.WALES",
         "A million Welsh speakers by 2050 and doubling the daily use of Welsh ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Cymraeg_2050", "Cymraeg 2050 - Wikipedia",
         "Cymraeg 2050 is a Welsh Government strategy launched in 2017 ...", "N/A"),
        ("https://www.bbc.com/news/uk-wales-40742219", "Welsh Government sets target of a million speakers by 2050 - BBC News",
         "The strategy will be measured against census figures ...", "Jul 11, 2017"),
        ("https://www.nation.cymru/opinion/is-a-million-welsh-speakers-still-possible/", "Is a million Welsh speakers still possible? | Nation.Cymru",
         "After the 2021 census, the trajectory looks difficult ...", "Jan 12, 2023"),
        ("https://www.senedd.wales/media/cymraeg-2050-progress-report", "Cymraeg 2050 progress | Senedd",
         "Committee report on progress towards the one million target ...", "Oct 3, 2023"),
        ("https://www.gov.wales/cymraeg-2050-action-plan-2023-24", "Cymraeg 2050 action plan 2023-24 | GOV.WALES",
         "Actions on education, workforce and community ...", "Jul 2023"),
        ("https://www.theguardian.com/uk-news/2023/jul/13/welsh-language-bill-education", "Welsh language education bill | The Guardian",
         "Plans to ensure all pupils become confident Welsh speakers ...", "Jul 13, 2023"),
        ("https://www.welshlanguagecommissioner.wales/about-us", "About us | Welsh Language Commissioner",
         "Promoting and facilitating the use of Welsh ...", "N/A"),
        ("https://www.reddit.com/r/Wales/comments/10a2bq6/cymraeg_2050_realistic/", "Cymraeg 2050 realistic? : r/Wales",
         "Need to double the rate of growth ...", "Jan 12, 2023"),
        ("https://www.duolingo.com/blog/welsh-learners-2023", "Welsh on Duolingo in 2023",
         "Welsh remains one of the most-studied languages in the UK on Duolingo ...", "Dec 2023"),
    )
    final = dict(k3)
    final["welsh_aps2023"] = "862,700 (28.0%), APS year ending 31 Dec 2023; survey self-report, not comparable with census"
    final["welsh_census2021"] = "538,300 (17.8%) aged 3+, Census 21 Mar 2021; basis for Cymraeg 2050 target (1 million by 2050)"
    turns = [
        (search("Welsh language Census 2021 number of speakers"), s1),
        (extract(GW_CENSUS, "national figures for 2011 and 2021 and local authority shares"), e2),
        (memory("add", dict=k3), added(*k3)),
        (search("Annual Population Survey Welsh speakers 2023"), s4),
        (extract(GW_APS, "APS estimate and how it compares with the census"), e5),
        (memory("add", dict={"welsh_aps2023": final["welsh_aps2023"]}), added("welsh_aps2023")),
        (search("Cymraeg 2050 one million Welsh speakers target"), s7),
        (memory("update", dict={"welsh_census2021": final["welsh_census2021"]}), updated("welsh_census2021")),
        (memory("retrieve_all"), got_all(final)),
    ]
    rs.add("search", "h57-search-21", SYSTEM, turns, state=EMPTY)


# ---------------------------------------------------------------- 22 EuroLeague Final Four 2024 live blog (bad: last-updated clock goes backwards)
EUL_WIKI = "https://en.wikipedia.org/wiki/2024_EuroLeague_Final_Four"
EUL_LIVE = "https://www.euroleaguebasketball.net/euroleague/news/live-championship-game-panathinaikos-real-madrid-2024/"
EUL_NEWS = "https://www.euroleaguebasketball.net/euroleague/news/panathinaikos-crowned-2024-champion/"
LIVE_ENTRIES = [
    ("20:47", "Ergin Ataman: \"This is for our fans, who filled Berlin.\" It is Ataman's third EuroLeague title as a coach, after Anadolu Efes in 2021 and 2022."),
    ("20:31", "Trophy lifted! Captain Kostas Sloukas raises the trophy: Panathinaikos' seventh EuroLeague crown, first since 2011."),
    ("20:19", "Mathias Lessort is named Final Four MVP."),
    ("19:52", "FINAL: Panathinaikos AKTOR Athens 95–80 Real Madrid. The Greens are champions of Europe!"),
    ("19:21", "End of Q3: Panathinaikos 72–56 Real Madrid. A 26–18 quarter for the Greens."),
    ("18:47", "Halftime: Panathinaikos 46–38 Real Madrid. A 24–14 second quarter turns the game."),
    ("18:14", "End of Q1: Panathinaikos 22–24 Real Madrid."),
    ("18:02", "Tip-off at Uber Arena, Berlin. 14,102 fans in attendance."),
]


def live_blog(upto: str) -> str:
    entries = [e for e in LIVE_ENTRIES if e[0] <= upto]
    body = "\n\n".join(f"**{t} CEST** — {txt}" for t, txt in entries)
    return f"""# LIVE: Championship Game, Panathinaikos vs. Real Madrid

EuroLeague | Final Four Berlin 2024 | Sunday, 26 May 2024 | Last updated: 26 May 2024, {upto} CEST

Follow all the action from the 2024 Championship Game at Uber Arena in Berlin.

| | Q1 | Q2 | Q3 | Q4 | Final |
| --- | --- | --- | --- | --- | --- |
| Panathinaikos AKTOR Athens | 22 | 24 | 26 | 23 | 95 |
| Real Madrid | 24 | 14 | 18 | 24 | 80 |

{body}
"""


def t22(rs: RowSet) -> None:
    s1 = res(
        (EUL_WIKI, "2024 EuroLeague Final Four - Wikipedia",
         "The 2024 EuroLeague Final Four was held at the Uber Arena in Berlin from 24 to 26 May 2024. Panathinaikos defeated Real Madrid 95–80 in the championship game ...", "N/A"),
        (EUL_LIVE, "LIVE: Championship Game, Panathinaikos vs. Real Madrid | EuroLeague",
         "Follow all the action from the 2024 Championship Game at Uber Arena in Berlin ...", "May 26, 2024"),
        (EUL_NEWS, "Panathinaikos crowned 2024 EuroLeague champion | EuroLeague",
         "Panathinaikos AKTOR Athens beat defending champion Real Madrid 95-80 to lift its seventh EuroLeague trophy ...", "May 26, 2024"),
        ("https://www.euroleaguebasketball.net/euroleague/game-center/2023-24/panathinaikos-aktor-athens-real-madrid/E2023/333/", "Panathinaikos AKTOR Athens 95-80 Real Madrid | Game Center | EuroLeague",
         "Box score, play-by-play and shot chart of the 2024 Championship Game ...", "May 26, 2024"),
        ("https://www.ekathimerini.com/sports/1241000/panathinaikos-win-euroleague-title-in-berlin/", "Panathinaikos win EuroLeague title in Berlin | eKathimerini.com",
         "Thousands of fans celebrate in Athens after a 13-year wait ...", "May 26, 2024"),
        ("https://www.espn.com/basketball/story/_/id/40000000/panathinaikos-beat-real-madrid-euroleague-final", "Panathinaikos beat Real Madrid to win EuroLeague - ESPN",
         "Ergin Ataman wins his third EuroLeague title in four seasons ...", "May 26, 2024"),
        ("https://www.eurohoops.net/en/euroleague/1650000/panathinaikos-euroleague-champion-2024/", "Panathinaikos are the 2024 EuroLeague champions | Eurohoops",
         "The Greens dominate the second half against the Spanish side ...", "May 26, 2024"),
        ("https://www.marca.com/baloncesto/euroliga/2024/05/26/real-madrid-panathinaikos-final-four.html", "El Real Madrid cae en la final ante el Panathinaikos | MARCA",
         "El Madrid no pudo revalidar el título de Kaunas ...", "May 26, 2024"),
        ("https://www.reddit.com/r/Euroleague/comments/1d18w2p/panathinaikos_are_euroleague_champions/", "Panathinaikos are EuroLeague champions : r/Euroleague",
         "95-80, second half was a clinic ...", "May 26, 2024"),
        ("https://www.basketnews.com/news-210000-panathinaikos-beats-real-madrid-euroleague-final.html", "Panathinaikos beats Real Madrid in EuroLeague final | BasketNews",
         "Lessort, Nunn and Sloukas lead the way ...", "May 26, 2024"),
    )
    e2 = """# 2024 EuroLeague Final Four

From Wikipedia, the free encyclopedia

| 2024 EuroLeague Final Four | |
| --- | --- |
| Season | 2023–24 EuroLeague |
| Dates | 24–26 May 2024 |
| Venue | Uber Arena, Berlin, Germany |
| Champions | Panathinaikos AKTOR Athens (7th title) |
| Runners-up | Real Madrid |
| Third place | Olympiacos |
| Fourth place | Fenerbahçe Beko |
| Final Four MVP | Mathias Lessort |

The **2024 EuroLeague Final Four** was the concluding tournament of the 2023–24 EuroLeague season. It was held at the Uber Arena in Berlin, Germany.

## Bracket

| Round | Date | Match | Score |
| --- | --- | --- | --- |
| Semifinal | 24 May | Panathinaikos – Fenerbahçe Beko | 73–57 |
| Semifinal | 24 May | Real Madrid – Olympiacos | 87–76 |
| Third place game | 26 May | Fenerbahçe Beko – Olympiacos | 84–87 |
| Championship game | 26 May | Panathinaikos – Real Madrid | 95–80 |

Panathinaikos won its first title since 2011 and seventh overall; head coach Ergin Ataman won his third EuroLeague title after leading Anadolu Efes to the 2021 and 2022 crowns. Real Madrid were the defending champions.
"""
    k4 = {"el24_champion": "Panathinaikos AKTOR Athens (7th title; first since 2011)", "el24_final_score": "95–80 vs Real Madrid, 26 May 2024",
          "el24_venue": "Uber Arena, Berlin, 24–26 May 2024"}
    s5 = res(
        (EUL_NEWS, "Panathinaikos crowned 2024 EuroLeague champion | EuroLeague",
         "Panathinaikos AKTOR Athens beat defending champion Real Madrid 95-80 to lift its seventh EuroLeague trophy ...", "May 26, 2024"),
        ("https://en.wikipedia.org/wiki/Ergin_Ataman", "Ergin Ataman - Wikipedia",
         "Ergin Ataman is a Turkish basketball coach ... He won the EuroLeague with Anadolu Efes in 2021 and 2022 and with Panathinaikos in 2024 ...", "N/A"),
        ("https://www.ekathimerini.com/sports/1241010/ataman-the-architect/", "Ataman, the architect of Panathinaikos' triumph | eKathimerini.com",
         "Hired in summer 2023, the Turkish coach promised a title in Berlin ...", "May 27, 2024"),
        ("https://www.eurohoops.net/en/euroleague/1650100/ataman-third-euroleague-title/", "Ataman joins elite club with third EuroLeague title | Eurohoops",
         "Only Željko Obradović has won more as a coach ...", "May 26, 2024"),
        ("https://www.paobc.gr/en/news/champions-of-europe-2024", "Champions of Europe! | Panathinaikos BC",
         "The seventh star for the Greens ...", "May 26, 2024"),
        ("https://www.basketnews.com/news-210020-ataman-after-final.html", "Ataman after the final: 'I promised' | BasketNews",
         "The coach dedicates the title to the fans ...", "May 26, 2024"),
        ("https://www.reuters.com/sports/basketball/panathinaikos-win-euroleague-2024-05-26/", "Panathinaikos beat Real Madrid to win EuroLeague | Reuters",
         "Greek side win first European title in 13 years ...", "May 26, 2024"),
        ("https://www.sport24.gr/basket/euroleague/panathinaikos-protathlitis-europis.9201234.html", "Παναθηναϊκός πρωταθλητής Ευρώπης | Sport24",
         "Το έβδομο αστέρι ...", "May 26, 2024"),
        ("https://www.reddit.com/r/Euroleague/comments/1d19a1k/ataman_third_title/", "Ataman third title in four years : r/Euroleague",
         "Efes 21, Efes 22, PAO 24 ...", "May 26, 2024"),
        ("https://www.fiba.basketball/news/panathinaikos-euroleague-2024", "Panathinaikos EuroLeague champions | FIBA",
         "National team players shine in Berlin ...", "May 27, 2024"),
    )
    e6 = """# Panathinaikos crowned 2024 EuroLeague champion

EuroLeague | News | 26 May 2024

BERLIN — Panathinaikos AKTOR Athens is the 2024 EuroLeague champion after defeating defending champion Real Madrid 95-80 in the Championship Game at Uber Arena on Sunday.

After trailing 22-24 after 10 minutes, Panathinaikos took control with a 24-14 second quarter and pulled away after halftime. Mathias Lessort, Kendrick Nunn and Kostas Sloukas led the Greens.

It is the seventh EuroLeague title for Panathinaikos, its first since 2011, and the third for head coach Ergin Ataman, who won back-to-back crowns with Anadolu Efes Istanbul in 2021 and 2022.

## Championship Game

| Team | Q1 | Q2 | Q3 | Q4 | Final |
| --- | --- | --- | --- | --- | --- |
| Panathinaikos AKTOR Athens | 22 | 24 | 26 | 23 | 95 |
| Real Madrid | 24 | 14 | 18 | 24 | 80 |

Earlier on Sunday, Olympiacos Piraeus beat Fenerbahçe Beko Istanbul 87-84 in the Third Place Game.
"""
    s8 = res(
        ("https://www.euroleaguebasketball.net/euroleague/news/lessort-named-2024-final-four-mvp/", "Lessort named 2024 Final Four MVP | EuroLeague",
         "Panathinaikos center Mathias Lessort earned Final Four MVP honors after dominant performances in Berlin ...", "May 26, 2024"),
        (EUL_WIKI, "2024 EuroLeague Final Four - Wikipedia",
         "Final Four MVP: Mathias Lessort ...", "N/A"),
        ("https://www.eurohoops.net/en/euroleague/1650050/lessort-final-four-mvp/", "Mathias Lessort is the Final Four MVP | Eurohoops",
         "The French big man was unstoppable in the paint ...", "May 26, 2024"),
        ("https://www.basketnews.com/news-210010-lessort-mvp.html", "Lessort crowned Final Four MVP | BasketNews",
         "From an injury scare to MVP ...", "May 26, 2024"),
        ("https://en.wikipedia.org/wiki/EuroLeague_Final_Four_MVP", "EuroLeague Final Four MVP - Wikipedia",
         "List of EuroLeague Final Four MVP award winners by year ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Mathias_Lessort", "Mathias Lessort - Wikipedia",
         "Mathias Lessort is a French professional basketball player for Panathinaikos ...", "N/A"),
        ("https://www.lequipe.fr/Basket/Actualites/mathias-lessort-mvp-du-final-four/1470000", "Mathias Lessort MVP du Final Four | L'Équipe",
         "Le pivot français sacré ...", "May 26, 2024"),
        ("https://www.paobc.gr/en/news/lessort-final-four-mvp", "Lessort Final Four MVP | Panathinaikos BC",
         "Congratulations Mathias! ...", "May 26, 2024"),
        ("https://www.reddit.com/r/Euroleague/comments/1d19c2z/lessort_ff_mvp/", "Lessort FF MVP : r/Euroleague",
         "Deserved, though Nunn had a case ...", "May 26, 2024"),
        ("https://www.euroleaguebasketball.net/euroleague/news/2023-24-all-euroleague-teams/", "2023-24 All-EuroLeague Teams | EuroLeague",
         "All-EuroLeague First and Second Teams announced ahead of the Final Four ...", "May 20, 2024"),
    )
    k9 = {"el24_coach": "Ergin Ataman (3rd title: Efes 2021, 2022; PAO 2024)", "el24_ff_mvp": "Mathias Lessort (Panathinaikos)"}
    all10 = dict(k4)
    all10.update(k9)
    turns = [
        (search("EuroLeague Final Four 2024 Berlin final result Panathinaikos Real Madrid"), s1),
        (extract(EUL_WIKI, "results of semifinals and final, MVP"), e2),
        (extract(EUL_LIVE, "final score and key moments"), live_blog("20:47")),
        (memory("add", dict=k4), added(*k4)),
        (search("Panathinaikos seventh EuroLeague title Ataman third"), s5),
        (extract(EUL_NEWS, "game summary and coach's record"), e6),
        (memory("add", dict={"el24_coach": k9["el24_coach"]}), added("el24_coach")),
        (search("EuroLeague 2024 Final Four MVP"), s8),
        (memory("add", dict={"el24_ff_mvp": k9["el24_ff_mvp"]}), added("el24_ff_mvp")),
        (memory("retrieve_all"), got_all(all10)),
        (extract(EUL_LIVE, "latest entries and trophy ceremony time"), live_blog("20:19")),
        (memory("update", dict={"el24_final_score": "95–80 vs Real Madrid, 26 May 2024 (22-24, 24-14, 26-18, 23-24); final buzzer 19:52 CEST"}),
         updated("el24_final_score")),
    ]
    rs.add("search", "h57-search-22", SYSTEM, turns, state=EMPTY, bad=True, turn=11,
           kind="Re-extracted live blog says 'Last updated 20:19 CEST' and drops the 20:31 and 20:47 entries that the same page already showed at turn 3.")


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for fn in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
               t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
