# ruff: noqa: E501
"""Held-out set h63, domain ``search``: 22 deep-research trajectories (web_search, web_extractor, dict_memory).

Topics rotate over sports, culture and geography (league seasons, medal tables, records, box office, awards,
charts, museums, literary prizes, borders, islands, lakes, airports, national parks, skyscrapers). Eleven
trajectories hold exactly one contradiction (an observation that conflicts with an earlier one with no action
in between that could change it); eleven are clean but full of legitimate changes (memory updates and
removals, re-ranked result lists, different views of the same data, live counters, figures that describe
different things). Deterministic, standard library and rowkit2 only.
"""

from __future__ import annotations

from pathlib import Path
from tests.decoherence.independent.rowkit2 import RowSet, extract, memory, pj, results, search

SYSTEM = """# Role and Objective

You are a **Search World Model** — a precise web search and information retrieval environment simulator. Your task is to simulate the execution of search and memory-related tool calls and generate realistic, contextually appropriate responses, keeping **factual accuracy as the top priority** and **query relevance** across the interaction sequence.

## Task Definition

Given the historical context (previous tool calls and their responses in this session) and the current tool call (web_search, web_extractor or dict_memory), predict the **exact tool response** that would be returned in a real execution environment.

# Environment Management

The initial state is empty (no search history, no memory entries) unless the Current State says otherwise.

| Tool | State Transition Behavior |
|------|--------------------------|
| `web_search` | Adds search results to context; provides URLs and snippets for further exploration |
| `web_extractor` | Retrieves full webpage content; adds extracted information to context |
| `dict_memory` | Modifies persistent memory state (add/update/retrieve/remove operations) |

Track and maintain across turns: discovered facts, URL references, memory contents and query progression.

# Environment Execution

## web_search

Input: `{"queries": ["query1", ...]}` or `{"query": "single_query"}`. Output format:

```
[1] https://example.com/page
Title: Page Title
Snippet: Brief description of the content...
Date: Jan 1, 2024

[2] ...
```

- Generate 10 relevant results per query; for batch queries, 10 results for EACH query in sequence.
- Use `[1]`, `[2]`, `[3]` numbering. URLs must match the query topic.
- Snippets tease key facts without fully answering; mix highly relevant, moderately relevant and background results.
- Use `N/A` for undated content (Wikipedia, reference pages) and realistic dates for news and blogs.

## web_extractor

Input: `{"url": "<webpage_url>", "goal": "<what to look for>"}`. Output: the page's raw text as Markdown (headers with `#`, tables with `|`, lists with `-` or `1.`), minimal boilerplate. Content MUST align with prior search snippets for the same URL. Follow the page type (Wikipedia infobox and sections, news byline and body, official statistics tables, database records).

## dict_memory

| Operation | Input | Output |
|-----------|-------|--------|
| `add` | `{"dict": {...}}` | `Successfully added items of [keys] to memory.` |
| `update` | `{"dict": {...}}` | `Successfully updated items of [keys] in memory.` |
| `retrieve` | `{"key_list": [...]}` | Retrieved key-value pairs or "Key not found" |
| `retrieve_all` | (none) | All stored key-value pairs |
| `remove` | `{"key_list": [...]}` | `Successfully removed items of [keys] from memory.` |
| `remove_all` | (none) | `Successfully cleared all memory.` |

Memory persists across all turns until explicitly removed; a retrieve returns exactly the data that was stored.

# Key Principles

Format: follow the output formats above. Factuality: ground truth first, then real-world knowledge, then reasonable inference; never fabricate entities, numbers or sources. Consistency: stay consistent with the historical context, the memory state and prior snippets. Answer after **Environment Observation:**.

# Input Definitions & Action Space

[
 {"name": "web_search", "description": "Search the web; returns ranked results with URL, title, snippet and date.", "parameters": {"type": "object", "properties": {"queries": {"type": "array", "items": {"type": "string"}}}, "required": ["queries"]}},
 {"name": "web_extractor", "description": "Fetch a webpage and return its content as Markdown, focused on the given goal.", "parameters": {"type": "object", "properties": {"url": {"type": "string"}, "goal": {"type": "string"}}, "required": ["url", "goal"]}},
 {"name": "dict_memory", "description": "A key-value scratchpad: add, update, retrieve, retrieve_all, remove, remove_all.", "parameters": {"type": "object", "properties": {"operation": {"type": "string", "enum": ["add", "update", "retrieve", "retrieve_all", "remove", "remove_all"]}, "dict": {"type": "object"}, "key_list": {"type": "array", "items": {"type": "string"}}}, "required": ["operation"]}}
]"""

Turn = tuple[str, str]


def state(started: str, memo: dict[str, str] | None = None) -> str:
    """The starting state block of turn 1."""
    if not memo:
        return f"Session started {started}. Search history: none. Memory: empty (0 items)."
    return (f"Session started {started}. Search history: none. Memory ({len(memo)} items carried over from the "
            f"previous session):\n{pj(memo)}")


def res(*items: tuple[str, str, str, str]) -> str:
    """A web_search result list, fenced as the environment prints it."""
    return "```\n" + results(*items) + "\n```"


def q(text: str) -> str:
    return search(text)


def ex(url: str, goal: str) -> str:
    return extract(url, goal)


class Mem:
    """A dict_memory store that answers each operation the way the tool prints it."""

    def __init__(self, init: dict[str, str] | None = None) -> None:
        self.d: dict[str, str] = dict(init or {})

    def add(self, **kv: str) -> Turn:
        self.d.update(kv)
        return memory("add", dict=kv), f"Successfully added items of {list(kv)} to memory."

    def update(self, **kv: str) -> Turn:
        self.d.update(kv)
        return memory("update", dict=kv), f"Successfully updated items of {list(kv)} in memory."

    def remove(self, *keys: str) -> Turn:
        for k in keys:
            del self.d[k]
        return memory("remove", key_list=list(keys)), f"Successfully removed items of {list(keys)} from memory."

    def retrieve(self, *keys: str) -> Turn:
        found = {k: self.d[k] for k in keys if k in self.d}
        missing = [k for k in keys if k not in self.d]
        out = pj(found) if found else ""
        if missing:
            out = (out + "\n" if out else "") + f"Key not found: {missing}"
        return memory("retrieve", key_list=list(keys)), out

    def retrieve_all(self) -> Turn:
        return memory("retrieve_all"), (pj(self.d) if self.d else "Memory is empty.")


def act_all() -> str:
    return memory("retrieve_all")



# ---------------------------------------------------------------- 01 Premier League 2023-24 (clean)
def t01(rs: RowSet) -> None:
    m = Mem()
    wiki = "https://en.wikipedia.org/wiki/2023%E2%80%9324_Premier_League"
    s1 = res(
        (wiki, "2023–24 Premier League - Wikipedia",
         "The 2023–24 Premier League was the 32nd season of the Premier League. Manchester City won a record fourth consecutive title, finishing on 91 points, two ahead of Arsenal ...", "N/A"),
        ("https://www.premierleague.com/tables?co=1&se=578&ha=-1", "Premier League Table, Form Guide & Season Archives",
         "Season 2023/24 · 1 Manchester City 38 28 7 3 +62 91 · 2 Arsenal 38 28 5 5 +62 89 · 3 Liverpool 38 24 10 4 +45 82 ...", "N/A"),
        ("https://www.bbc.co.uk/sport/football/premier-league/table", "Premier League Table - BBC Sport",
         "Premier League table, form and fixtures. Manchester City are champions, Luton Town, Burnley and Sheffield United are relegated to the Championship.", "N/A"),
        ("https://www.espn.com/soccer/standings/_/league/ENG.1/season/2023", "English Premier League Standings 2023-24 - ESPN",
         "View the English Premier League standings for the 2023-24 season, including wins, draws, losses, goal difference and points.", "N/A"),
        ("https://www.skysports.com/football/news/11095/13137482/man-city-crowned-premier-league-champions", "Man City crowned Premier League champions for record fourth successive season",
         "Manchester City have won the Premier League title for a record fourth successive season after beating West Ham 3-1 on the final day at the Etihad.", "May 19, 2024"),
        ("https://www.theguardian.com/football/2024/may/19/manchester-city-west-ham-premier-league-match-report", "Manchester City 3-1 West Ham: Premier League – as it happened | Foden double seals title",
         "Phil Foden scored twice in the opening 18 minutes and Rodri added a third as City finished two points clear of Arsenal.", "May 19, 2024"),
        ("https://www.transfermarkt.com/premier-league/tabelle/wettbewerb/GB1/saison_id/2023", "Premier League 23/24 table | Transfermarkt",
         "Table of the Premier League 23/24 with all matches, goals and points. Everton (-8) and Nottingham Forest (-4) had points deducted.", "N/A"),
        ("https://fbref.com/en/comps/9/2023-2024/2023-2024-Premier-League-Stats", "2023-2024 Premier League Stats | FBref.com",
         "2023-2024 Premier League: 380 matches, 1,246 goals. League table, squad and player stats, xG and more.", "N/A"),
        ("https://www.reddit.com/r/soccer/comments/1cvu8f2/final_202324_premier_league_table/", "Final 2023/24 Premier League table : r/soccer",
         "City 91, Arsenal 89, Liverpool 82, Villa 68, Spurs 66 ... 2.4k comments", "May 19, 2024"),
        ("https://www.statista.com/statistics/383679/premier-league-table/", "Premier League 2023/24 final standings | Statista",
         "Manchester City won the 2023/24 Premier League season with 91 points. Arsenal finished second with 89 points.", "May 21, 2024"),
    )
    p2 = """# 2023–24 Premier League

From Wikipedia, the free encyclopedia

| 2023–24 Premier League | |
| --- | --- |
| Season | 2023–24 |
| Dates | 11 August 2023 – 19 May 2024 |
| Champions | Manchester City (8th Premier League title, 10th English title) |
| Relegated | Luton Town, Burnley, Sheffield United |
| Champions League | Manchester City, Arsenal, Liverpool, Aston Villa |
| Europa League | Tottenham Hotspur, Manchester United |
| Europa Conference League | Chelsea |
| Matches played | 380 |
| Goals scored | 1,246 (3.28 per match) |
| Top goalscorer | Erling Haaland (27 goals) |
| Best goalkeeper | David Raya (16 clean sheets) |
| Biggest away win | Sheffield United 0–8 Newcastle United (24 September 2023) |

The **2023–24 Premier League** was the 32nd season of the Premier League and the 125th season of top-flight English football overall. Manchester City won the title for a record fourth consecutive season, finishing two points ahead of Arsenal after a 3–1 win over West Ham United on the final day. The 1,246 goals scored were the most in a 380-game Premier League season.

## League table

| Pos | Team | Pld | W | D | L | GF | GA | GD | Pts | Qualification or relegation |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
| 1 | Manchester City (C) | 38 | 28 | 7 | 3 | 96 | 34 | +62 | 91 | Champions League league stage |
| 2 | Arsenal | 38 | 28 | 5 | 5 | 91 | 29 | +62 | 89 | Champions League league stage |
| 3 | Liverpool | 38 | 24 | 10 | 4 | 86 | 41 | +45 | 82 | Champions League league stage |
| 4 | Aston Villa | 38 | 20 | 8 | 10 | 76 | 61 | +15 | 68 | Champions League league stage |
| 5 | Tottenham Hotspur | 38 | 20 | 6 | 12 | 74 | 61 | +13 | 66 | Europa League league stage |
| 6 | Chelsea | 38 | 18 | 9 | 11 | 77 | 63 | +14 | 63 | Conference League play-off round |
| 7 | Newcastle United | 38 | 18 | 6 | 14 | 85 | 62 | +23 | 60 | |
| 8 | Manchester United | 38 | 18 | 6 | 14 | 57 | 58 | −1 | 60 | Europa League league stage |
| 9 | West Ham United | 38 | 14 | 10 | 14 | 60 | 74 | −14 | 52 | |
| 10 | Crystal Palace | 38 | 13 | 10 | 15 | 57 | 58 | −1 | 49 | |
| 11 | Brighton & Hove Albion | 38 | 12 | 12 | 14 | 55 | 62 | −7 | 48 | |
| 12 | AFC Bournemouth | 38 | 13 | 9 | 16 | 54 | 67 | −13 | 48 | |
| 13 | Fulham | 38 | 13 | 8 | 17 | 55 | 61 | −6 | 47 | |
| 14 | Wolverhampton Wanderers | 38 | 13 | 7 | 18 | 50 | 65 | −15 | 46 | |
| 15 | Everton | 38 | 13 | 9 | 16 | 40 | 51 | −11 | 40 | |
| 16 | Brentford | 38 | 10 | 9 | 19 | 56 | 65 | −9 | 39 | |
| 17 | Nottingham Forest | 38 | 9 | 9 | 20 | 49 | 67 | −18 | 32 | |
| 18 | Luton Town (R) | 38 | 6 | 8 | 24 | 52 | 85 | −33 | 26 | Relegation to EFL Championship |
| 19 | Burnley (R) | 38 | 5 | 9 | 24 | 41 | 78 | −37 | 24 | Relegation to EFL Championship |
| 20 | Sheffield United (R) | 38 | 3 | 7 | 28 | 35 | 104 | −69 | 16 | Relegation to EFL Championship |

Notes: Everton were deducted 10 points (reduced to 6 on appeal) and a further 2 points for breaches of the Profit and Sustainability Rules, 8 in total; Nottingham Forest were deducted 4 points. Manchester United qualified for the Europa League as FA Cup winners.

## Season statistics

### Top scorers

| Rank | Player | Club | Goals |
| --- | --- | --- | --- |
| 1 | Erling Haaland | Manchester City | 27 |
| 2 | Cole Palmer | Chelsea | 22 |
| 3 | Alexander Isak | Newcastle United | 21 |
| 4 | Phil Foden | Manchester City | 19 |
| 4 | Dominic Solanke | AFC Bournemouth | 19 |
| 4 | Ollie Watkins | Aston Villa | 19 |
| 7 | Mohamed Salah | Liverpool | 18 |
| 8 | Son Heung-min | Tottenham Hotspur | 17 |
| 9 | Jarrod Bowen | West Ham United | 16 |
| 9 | Bukayo Saka | Arsenal | 16 |

### Awards

| Award | Winner | Club |
| --- | --- | --- |
| Player of the Season | Phil Foden | Manchester City |
| Young Player of the Season | Cole Palmer | Chelsea |
| Manager of the Season | Pep Guardiola | Manchester City |
| Golden Glove | David Raya | Arsenal |

## References

1. "Premier League Table 2023/24". premierleague.com. Retrieved 20 May 2024.
2. "Man City win fourth successive title". BBC Sport. 19 May 2024.

Retrieved from "https://en.wikipedia.org/w/index.php?title=2023%E2%80%9324_Premier_League&oldid=1262117042"
"""
    a3 = m.add(pl_2324_champion="Manchester City — 91 pts (W28 D7 L3, GF 96 GA 34, GD +62); Arsenal 2nd on 89",
               pl_2324_top_scorer="Erling Haaland (Man City) 27")
    s4 = res(
        ("https://www.premierleague.com/news/4014286", "Haaland wins Golden Boot for second successive season",
         "Erling Haaland finished the 2023/24 season with 27 goals to retain the Castrol Golden Boot, five ahead of Chelsea's Cole Palmer.", "May 19, 2024"),
        ("https://www.premierleague.com/stats/top/players/goals?se=578", "Premier League Player Stats - Goals 2023/24",
         "Top scorers 2023/24: Erling Haaland 27, Cole Palmer 22, Alexander Isak 21, Phil Foden 19, Dominic Solanke 19, Ollie Watkins 19 ...", "N/A"),
        ("https://www.bbc.co.uk/sport/football/premier-league/top-scorers", "Premier League Top Scorers - BBC Sport",
         "Premier League top scorers, assists and player statistics for the current season.", "N/A"),
        ("https://www.espn.com/soccer/stats/_/league/ENG.1/season/2023/view/scoring", "English Premier League Stats: Top Scorers 2023-24 - ESPN",
         "Haaland 31 appearances, 27 goals; Palmer 34 appearances, 22 goals; Isak 30 appearances, 21 goals.", "N/A"),
        (wiki, "2023–24 Premier League - Wikipedia",
         "Top goalscorer: Erling Haaland (27 goals). Best goalkeeper: David Raya (16 clean sheets).", "N/A"),
        ("https://www.goal.com/en/lists/premier-league-golden-boot-2023-24-top-scorers/blt5e1c0a3b9c2f7d11", "Premier League Golden Boot 2023-24: Haaland edges Palmer",
         "Palmer's 22 goals included nine penalties; Haaland scored 27 despite missing two months with a foot injury.", "May 20, 2024"),
        ("https://www.skysports.com/football/news/11095/13137910/golden-boot-race", "Golden Boot race: Haaland finishes five clear",
         "Erling Haaland ended with 27 Premier League goals, the lowest winning tally since 2020/21 ...", "May 19, 2024"),
        ("https://fbref.com/en/comps/9/2023-2024/stats/2023-2024-Premier-League-Stats", "2023-2024 Premier League Player Stats | FBref.com",
         "Standard stats: goals, assists, non-penalty goals, xG. Haaland 27 Gls, 5 Ast; Palmer 22 Gls, 11 Ast.", "N/A"),
        ("https://www.reddit.com/r/PremierLeague/comments/1cw0b1x/final_golden_boot_standings/", "Final Golden Boot standings 23/24 : r/PremierLeague",
         "Haaland 27, Palmer 22, Isak 21, then a three-way tie on 19 between Foden, Solanke and Watkins.", "May 19, 2024"),
    )
    p5 = """# Premier League Player Stats

Season: **2023/24** · Competition: Premier League · Stat: **Goals** · Position: All · Club: All · Nationality: All

| Rank | Player | Club | Nationality | Stat |
| --- | --- | --- | --- | --- |
| 1 | Erling Haaland | Manchester City | Norway | 27 |
| 2 | Cole Palmer | Chelsea | England | 22 |
| 3 | Alexander Isak | Newcastle United | Sweden | 21 |
| 4 | Phil Foden | Manchester City | England | 19 |
| 4 | Dominic Solanke | AFC Bournemouth | England | 19 |
| 4 | Ollie Watkins | Aston Villa | England | 19 |
| 7 | Mohamed Salah | Liverpool | Egypt | 18 |
| 8 | Son Heung-min | Tottenham Hotspur | South Korea | 17 |
| 9 | Jarrod Bowen | West Ham United | England | 16 |
| 9 | Bukayo Saka | Arsenal | England | 16 |
| 11 | Nicolas Jackson | Chelsea | Senegal | 14 |
| 12 | Kai Havertz | Arsenal | Germany | 13 |

Showing 1-12 of 542 players · Next page →

Players with the same total are ranked equally and listed alphabetically by surname.
"""
    a6 = m.update(pl_2324_top_scorer="Erling Haaland (Man City) 27 — Golden Boot retained; Palmer 22, Isak 21, Foden/Solanke/Watkins 19")
    a7 = m.retrieve_all()
    p8 = """# Manchester City 3-1 West Ham: Foden double seals record fourth straight title

**Jamie Jackson at the Etihad Stadium** · Sun 19 May 2024 18.03 BST

Manchester City are champions again. Phil Foden scored twice inside the first 18 minutes and Rodri added a third after the break as Pep Guardiola's side completed an unprecedented fourth successive Premier League title, finishing two points clear of Arsenal, who beat Everton 2-1 at the Emirates.

Mohammed Kudus pulled one back for West Ham with an overhead kick in first-half stoppage time, briefly giving the visitors hope, but City never looked like letting their ninth consecutive league win slip.

## Key moments

- **2 min** Foden curls in from the edge of the area after Bernardo Silva's pass. 1-0.
- **18 min** Foden again, sweeping in Jérémy Doku's cut-back. 2-0.
- **42 min** Kudus acrobatic finish. 2-1.
- **59 min** Rodri drives in from 20 yards. 3-1.

## What it means

- City finish on **91 points** (W28 D7 L3), Arsenal on 89.
- It is City's eighth Premier League title and sixth in seven seasons under Guardiola.
- Erling Haaland ends the season on 27 league goals and retains the Golden Boot.

| | Man City | West Ham |
| --- | --- | --- |
| Possession | 72% | 28% |
| Shots | 30 | 3 |
| On target | 11 | 1 |
| Corners | 14 | 1 |

Attendance: 53,319 · Referee: Simon Hooper

**Related:** Arteta: 'We have to be even better next season' · Player ratings: Foden and Rodri shine
"""
    turns = [
        (q("2023-24 Premier League final table Manchester City points"), s1),
        (ex(wiki, "final league table, points and top scorer of the 2023-24 season"), p2),
        a3,
        (q("Premier League 2023/24 Golden Boot Haaland 27 goals Palmer Isak"), s4),
        (ex("https://www.premierleague.com/stats/top/players/goals?se=578", "goal totals of the leading scorers in 2023/24"), p5),
        a6, a7,
        (ex("https://www.theguardian.com/football/2024/may/19/manchester-city-west-ham-premier-league-match-report", "final-day result and how the title was decided"), p8),
    ]
    rs.add("search", "h63-search-01", SYSTEM, turns, state=state("2025-02-11 14:06 UTC"))


# ---------------------------------------------------------------- 02 NBA 2022-23 Denver Nuggets (bad: memory read-back)
def t02(rs: RowSet) -> None:
    m = Mem()
    bref = "https://www.basketball-reference.com/teams/DEN/2023.html"
    s1 = res(
        (bref, "2022-23 Denver Nuggets Roster and Stats | Basketball-Reference.com",
         "Record: 53-29, Finished 1st in NBA Western Conference. Coach: Michael Malone (53-29). Executive: Calvin Booth. PTS/G: 115.8 (11th of 30) ...", "N/A"),
        ("https://en.wikipedia.org/wiki/2022%E2%80%9323_Denver_Nuggets_season", "2022–23 Denver Nuggets season - Wikipedia",
         "The 2022–23 Denver Nuggets season was the franchise's 47th season in the NBA. The Nuggets won their first NBA championship, defeating the Miami Heat in five games.", "N/A"),
        ("https://www.nba.com/nuggets/schedule", "Denver Nuggets Schedule | Denver Nuggets - NBA.com",
         "Official schedule and results of the Denver Nuggets.", "N/A"),
        ("https://www.espn.com/nba/team/schedule/_/name/den/season/2023", "Denver Nuggets 2022-23 Regular Season Schedule - ESPN",
         "Full 2022-23 Denver Nuggets regular season schedule with results: 53-29, 34-7 at home, 19-22 on the road.", "N/A"),
        ("https://www.landofbasketball.com/teams/records_denver_nuggets.htm", "Denver Nuggets Year-by-Year Records | Land Of Basketball",
         "Season-by-season records of the Denver Nuggets: 2022-23 53-29 (.646), won NBA title.", "N/A"),
        ("https://www.denverpost.com/2023/04/09/nuggets-finish-regular-season-53-29/", "Nuggets close regular season at 53-29, lock up No. 1 seed in West",
         "Denver finished the regular season with the best record in the Western Conference for the first time in franchise history ...", "Apr 9, 2023"),
        ("https://www.statmuse.com/nba/ask/nuggets-record-2022-23", "Nuggets Record in 2022-23 | StatMuse",
         "The Nuggets went 53-29 in the 2022-23 regular season and 16-4 in the playoffs.", "N/A"),
        ("https://www.reddit.com/r/denvernuggets/comments/12gnj1o/", "53-29, 1 seed. What a regular season. : r/denvernuggets",
         "Locked the 1 seed with weeks to spare and rested Jokic down the stretch ...", "Apr 9, 2023"),
        ("https://www.basketball-reference.com/teams/DEN/", "Denver Nuggets Franchise Index | Basketball-Reference.com",
         "Seasons: 57 (1967-68 to 2024-25). Record: 2189-2397, .477 W-L%. Playoff appearances: 39. Championships: 1.", "N/A"),
        ("https://www.nba.com/news/nuggets-clinch-no-1-seed-west-2023", "Nuggets clinch No. 1 seed in West for first time",
         "Denver secures home-court advantage throughout the Western Conference playoffs with a win over Phoenix.", "Apr 4, 2023"),
    )
    p2 = """# 2022-23 Denver Nuggets Roster and Stats

**Record:** 53-29, Finished 1st in NBA Western Conference

**Coach:** Michael Malone (53-29)

**Executive:** Calvin Booth

**PTS/G:** 115.8 (11th of 30) **Opp PTS/G:** 112.5 (10th of 30)

**SRS:** 3.04 (9th of 30) **Pace:** 98.1 (26th of 30)

**Off Rtg:** 117.6 (5th of 30) **Def Rtg:** 114.2 (15th of 30) **Net Rtg:** +3.4 (8th of 30)

**Expected W-L:** 51-31 (9th of 30)

**Arena:** Ball Arena **Attendance:** 799,512 (13th of 30)

**NBA 2023 Playoffs:**

- Won NBA Western Conference First Round (4-1) versus Minnesota Timberwolves
- Won NBA Western Conference Semifinals (4-2) versus Phoenix Suns
- Won NBA Western Conference Finals (4-0) versus Los Angeles Lakers
- Won NBA Finals (4-1) versus Miami Heat

## Per Game

| Rk | Player | Age | G | GS | MP | FG% | 3P% | TRB | AST | STL | BLK | PTS |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
| 1 | Nikola Jokić | 27 | 69 | 69 | 33.7 | .632 | .383 | 11.8 | 9.8 | 1.3 | 0.7 | 24.5 |
| 2 | Jamal Murray | 25 | 65 | 65 | 32.8 | .454 | .398 | 4.0 | 6.2 | 1.0 | 0.2 | 20.0 |
| 3 | Michael Porter Jr. | 24 | 62 | 62 | 29.0 | .487 | .414 | 5.5 | 1.0 | 0.6 | 0.5 | 17.4 |
| 4 | Aaron Gordon | 27 | 68 | 68 | 30.2 | .564 | .347 | 6.6 | 3.0 | 0.8 | 0.8 | 16.3 |
| 5 | Bruce Brown | 26 | 80 | 31 | 28.5 | .483 | .358 | 4.1 | 3.4 | 1.1 | 0.6 | 11.5 |
| 6 | Kentavious Caldwell-Pope | 29 | 76 | 76 | 31.5 | .462 | .423 | 2.7 | 2.4 | 1.5 | 0.5 | 10.8 |
| 7 | Jeff Green | 36 | 56 | 1 | 19.3 | .488 | .288 | 2.6 | 1.2 | 0.3 | 0.3 | 7.8 |
| 8 | Zeke Nnaji | 22 | 53 | 3 | 13.9 | .534 | .267 | 2.5 | 0.3 | 0.3 | 0.3 | 5.2 |
| 9 | Vlatko Čančar | 25 | 60 | 7 | 14.8 | .486 | .375 | 2.1 | 1.3 | 0.2 | 0.1 | 5.0 |
| 10 | Christian Braun | 21 | 76 | 6 | 15.5 | .494 | .354 | 2.4 | 0.9 | 0.5 | 0.1 | 4.7 |
| 11 | DeAndre Jordan | 34 | 39 | 1 | 9.9 | .766 | — | 3.7 | 0.9 | 0.3 | 0.6 | 5.1 |
| 12 | Reggie Jackson | 32 | 13 | 0 | 13.5 | .357 | .294 | 1.1 | 1.7 | 0.3 | 0.1 | 4.2 |

## Team and Opponent Stats

| | G | FG | FGA | FG% | 3P% | TRB | AST | PTS |
| --- | --- | --- | --- | --- | --- | --- | --- | --- |
| Team | 82 | 3574 | 7147 | .504 | .379 | 3603 | 2391 | 9499 |
| Opponent | 82 | 3403 | 7209 | .472 | .356 | 3495 | 2004 | 9227 |
"""
    a3 = m.add(den_2223_record="53-29 (.646), 1st in Western Conference; home 34-7, road 19-22",
               den_2223_coach="Michael Malone",
               den_2223_playoffs="Won title: MIN 4-1 (R1), PHX 4-2 (WCSF), LAL 4-0 (WCF), MIA 4-1 (Finals); 16-4 overall")
    s4 = res(
        ("https://en.wikipedia.org/wiki/2023_NBA_Finals", "2023 NBA Finals - Wikipedia",
         "The 2023 NBA Finals was the championship series of the 2022–23 season. The Denver Nuggets defeated the Miami Heat, four games to one. Nikola Jokić was named Finals MVP.", "N/A"),
        ("https://www.nba.com/news/nikola-jokic-named-2023-finals-mvp", "Nikola Jokic named 2023 Bill Russell NBA Finals MVP",
         "Jokic averaged 30.2 points, 14.0 rebounds and 7.2 assists in the series, becoming the first player to lead all players in all three in a Finals.", "Jun 12, 2023"),
        ("https://www.basketball-reference.com/playoffs/2023-nba-finals-nuggets-vs-heat.html", "2023 NBA Finals - Nuggets vs. Heat | Basketball-Reference.com",
         "Series result: Denver Nuggets win 4-1. Game 5: Heat 89 @ Nuggets 94, June 12, 2023.", "N/A"),
        ("https://www.espn.com/nba/story/_/id/37854231/nuggets-win-first-nba-title", "Nuggets beat Heat in Game 5 to win first NBA title in franchise history",
         "Denver rallied from a fourth-quarter deficit to win 94-89 at Ball Arena behind 28 points and 16 rebounds from Nikola Jokic.", "Jun 13, 2023"),
        ("https://www.denverpost.com/2023/06/12/nuggets-champions-game-5-heat/", "Champions! Nuggets finish off Heat for first NBA title",
         "After 47 seasons in the NBA, the Denver Nuggets are champions.", "Jun 12, 2023"),
        ("https://www.cbssports.com/nba/news/2023-nba-finals-jokic-mvp-unanimous/", "Nikola Jokic unanimous Finals MVP after historic series",
         "All 11 media members voted for Jokic, who had two 30-point triple-doubles in the series.", "Jun 13, 2023"),
        ("https://www.statmuse.com/nba/ask/jokic-2023-finals-stats", "Nikola Jokic 2023 Finals Stats | StatMuse",
         "Nikola Jokic averaged 30.2 points, 14.0 rebounds and 7.2 assists in 5 games against the Heat.", "N/A"),
        ("https://www.youtube.com/watch?v=H5zLq3yX0bM", "Nuggets vs Heat Game 5 Full Highlights | 2023 NBA Finals",
         "Full highlights from Game 5 of the 2023 NBA Finals. 4.1M views.", "Jun 12, 2023"),
        ("https://www.reddit.com/r/nba/comments/147vbq5/", "[Highlight] Nuggets win the 2023 NBA Championship : r/nba",
         "First title in franchise history. Jokic Finals MVP.", "Jun 12, 2023"),
    )
    p5 = """# 2023 NBA Finals

From Wikipedia, the free encyclopedia

| 2023 NBA Finals | |
| --- | --- |
| Dates | June 1–12, 2023 |
| MVP | Nikola Jokić (Denver Nuggets) |
| Hall of Famers | — |
| Eastern finals | Heat defeated Celtics, 4–3 |
| Western finals | Nuggets defeated Lakers, 4–0 |
| Result | Denver Nuggets win series 4–1 |

The **2023 NBA Finals** was the championship series of the National Basketball Association's 2022–23 season and conclusion of the 2023 playoffs. The Western Conference champion Denver Nuggets defeated the Eastern Conference champion Miami Heat, four games to one, to win their first NBA championship. The Heat were the second eighth seed to reach the Finals, after the 1999 New York Knicks.

Nikola Jokić was unanimously voted the Finals MVP after averaging 30.2 points, 14.0 rebounds and 7.2 assists. He became the first player to lead all players in total points, rebounds and assists in a single postseason.

## Game summaries

| Game | Date | Road team | Result | Home team | Venue |
| --- | --- | --- | --- | --- | --- |
| Game 1 | Thursday, June 1 | Miami Heat | 93–104 (0–1) | Denver Nuggets | Ball Arena |
| Game 2 | Sunday, June 4 | Miami Heat | 111–108 (1–1) | Denver Nuggets | Ball Arena |
| Game 3 | Wednesday, June 7 | Denver Nuggets | 109–94 (2–1) | Miami Heat | Kaseya Center |
| Game 4 | Friday, June 9 | Denver Nuggets | 108–95 (3–1) | Miami Heat | Kaseya Center |
| Game 5 | Monday, June 12 | Miami Heat | 89–94 (1–4) | Denver Nuggets | Ball Arena |

## Road to the Finals

| Denver Nuggets (West) | | Miami Heat (East) |
| --- | --- | --- |
| 53–29 (1st) | Regular season | 44–38 (7th, won play-in as 8th seed) |
| Defeated (8) Minnesota, 4–1 | First round | Defeated (1) Milwaukee, 4–1 |
| Defeated (4) Phoenix, 4–2 | Conference semifinals | Defeated (5) New York, 4–2 |
| Defeated (7) LA Lakers, 4–0 | Conference finals | Defeated (2) Boston, 4–3 |

## Player statistics (Nuggets, per game)

| Player | GP | MPG | PPG | RPG | APG |
| --- | --- | --- | --- | --- | --- |
| Nikola Jokić | 5 | 41.2 | 30.2 | 14.0 | 7.2 |
| Jamal Murray | 5 | 43.0 | 21.4 | 6.2 | 10.0 |
| Aaron Gordon | 5 | 36.8 | 13.6 | 6.6 | 3.4 |
| Michael Porter Jr. | 5 | 27.0 | 9.4 | 8.2 | 0.8 |
| Kentavious Caldwell-Pope | 5 | 36.4 | 10.0 | 3.6 | 2.0 |
| Bruce Brown | 5 | 29.0 | 11.8 | 3.0 | 1.6 |
"""
    a6 = m.add(finals_2023="Nuggets def. Heat 4-1 (June 1-12, 2023); clinched 94-89 in G5 at Ball Arena; Finals MVP Nikola Jokic 30.2 pts / 14.0 reb / 7.2 ast (unanimous)")
    s7 = res(
        ("https://www.basketball-reference.com/players/j/jokicni01.html", "Nikola Jokić Stats, Height, Weight, Position | Basketball-Reference.com",
         "2022-23: 69 G, 24.5 PTS, 11.8 TRB, 9.8 AST, .632 FG%. MVP voting: 2nd. Triple-doubles: 29.", "N/A"),
        ("https://www.nba.com/news/2022-23-kia-mvp-ladder-final", "Kia MVP Ladder: Final 2022-23 rankings",
         "Joel Embiid tops the final ladder ahead of Nikola Jokic and Giannis Antetokounmpo.", "Apr 10, 2023"),
        ("https://www.basketball-reference.com/awards/awards_2023.html", "2022-23 NBA Awards Voting | Basketball-Reference.com",
         "Most Valuable Player: Joel Embiid 915 points (73 first-place votes), Nikola Jokić 674 (15), Giannis Antetokounmpo 606 (12).", "N/A"),
        ("https://www.espn.com/nba/story/_/id/36318724/nikola-jokic-triple-double-record-season", "Jokic sets Nuggets record with 29th triple-double of the season",
         "Nikola Jokic posted his 29th triple-double of 2022-23, extending his franchise record.", "Apr 2, 2023"),
        ("https://www.statmuse.com/nba/ask/jokic-triple-doubles-2022-23", "Nikola Jokic Triple-Doubles in 2022-23 | StatMuse",
         "Nikola Jokic had 29 triple-doubles in the 2022-23 regular season.", "N/A"),
        ("https://en.wikipedia.org/wiki/Nikola_Joki%C4%87", "Nikola Jokić - Wikipedia",
         "Serbian professional basketball player ... three-time NBA Most Valuable Player (2021, 2022, 2024), 2023 NBA champion and Finals MVP.", "N/A"),
        ("https://www.cleaningtheglass.com/stats/player/jokic-nikola", "Nikola Jokic Stats | Cleaning the Glass",
         "On/off, shooting by location and role stats for Nikola Jokic.", "N/A"),
        ("https://www.reddit.com/r/nba/comments/12xj3v8/", "Embiid wins 2022-23 MVP, Jokic 2nd : r/nba",
         "Embiid 73 first-place votes, Jokic 15, Giannis 12.", "May 2, 2023"),
        ("https://www.si.com/nba/2023/05/02/joel-embiid-wins-mvp-over-nikola-jokic", "Joel Embiid wins MVP, ending Nikola Jokic's two-year run",
         "The 76ers center averaged a league-best 33.1 points per game.", "May 2, 2023"),
        ("https://www.landofbasketball.com/stats_by_player/nikola_jokic_season_stats.htm", "Nikola Jokic Season Stats | Land Of Basketball",
         "Season-by-season regular season and playoff stats of Nikola Jokic.", "N/A"),
    )
    bad8 = dict(m.d)
    bad8["den_2223_playoffs"] = "Won title: MIN 4-1 (R1), PHX 4-2 (WCSF), LAL 4-0 (WCF), MIA 4-2 (Finals); 16-4 overall"
    p9 = """# 2022-23 NBA Awards Voting

## Most Valuable Player

| Rank | Player | Age | Tm | First | Pts Won | Pts Max | Share | G | PTS | TRB | AST |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
| 1 | Joel Embiid | 28 | PHI | 73.0 | 915.0 | 1000 | 0.915 | 66 | 33.1 | 10.2 | 4.2 |
| 2 | Nikola Jokić | 27 | DEN | 15.0 | 674.0 | 1000 | 0.674 | 69 | 24.5 | 11.8 | 9.8 |
| 3 | Giannis Antetokounmpo | 28 | MIL | 12.0 | 606.0 | 1000 | 0.606 | 63 | 31.1 | 11.8 | 5.7 |
| 4 | Jayson Tatum | 24 | BOS | 0.0 | 280.0 | 1000 | 0.280 | 74 | 30.1 | 8.8 | 4.6 |
| 5 | Shai Gilgeous-Alexander | 24 | OKC | 0.0 | 46.0 | 1000 | 0.046 | 68 | 31.4 | 4.8 | 5.5 |
| 6 | Donovan Mitchell | 26 | CLE | 0.0 | 30.0 | 1000 | 0.030 | 68 | 28.3 | 4.3 | 4.4 |

## Coach of the Year

| Rank | Coach | Tm | First | Pts Won | W | L |
| --- | --- | --- | --- | --- | --- | --- |
| 1 | Mike Brown | SAC | 100.0 | 500.0 | 48 | 34 |
| 2 | Joe Mazzulla | BOS | 0.0 | 117.0 | 57 | 25 |
| 3 | Mark Daigneault | OKC | 0.0 | 75.0 | 40 | 42 |

Michael Malone (DEN, 53-29) received 12 points and finished 6th.
"""
    turns = [
        (q("2022-23 Denver Nuggets season record basketball-reference"), s1),
        (ex(bref, "regular season record, coach and playoff series results"), p2),
        a3,
        (q("2023 NBA Finals MVP Jokic stats Nuggets Heat"), s4),
        (ex("https://en.wikipedia.org/wiki/2023_NBA_Finals", "series result, game scores and Finals MVP averages"), p5),
        a6,
        (q("Jokic 2022-23 triple-doubles MVP voting second Embiid"), s7),
        (act_all(), pj(bad8)),
        (ex("https://www.basketball-reference.com/awards/awards_2023.html", "MVP voting points for Embiid and Jokic"), p9),
    ]
    rs.add("search", "h63-search-02", SYSTEM, turns, state=state("2025-01-27 19:40 UTC"), bad=True, turn=8,
           kind="retrieve_all shows the Finals series against Miami as 4-2 though turn 3 stored MIA 4-1 and nothing updated it")


# ---------------------------------------------------------------- 03 Paris 2024 medal table (bad: extracted page)
PARIS = [
    ("United States", "USA", 40, 44, 42), ("China", "CHN", 40, 27, 24), ("Japan", "JPN", 20, 12, 13),
    ("Australia", "AUS", 18, 19, 16), ("France", "FRA", 16, 26, 22), ("Netherlands", "NED", 15, 7, 12),
    ("Great Britain", "GBR", 14, 22, 29), ("South Korea", "KOR", 13, 9, 10), ("Italy", "ITA", 12, 13, 15),
    ("Germany", "GER", 12, 13, 8), ("New Zealand", "NZL", 10, 7, 3), ("Canada", "CAN", 9, 7, 11),
    ("Uzbekistan", "UZB", 8, 2, 3), ("Hungary", "HUN", 6, 7, 6), ("Spain", "ESP", 5, 4, 9),
    ("Brazil", "BRA", 3, 7, 10),
]


def t03(rs: RowSet) -> None:
    m = Mem()
    oly = "https://olympics.com/en/paris-2024/medals"
    s1 = res(
        (oly, "Paris 2024 Olympic Medal Table - Gold, Silver & Bronze",
         "Final medal standings: United States 40 gold, 44 silver, 42 bronze (126 total); China 40 gold, 27 silver, 24 bronze (91) ...", "N/A"),
        ("https://en.wikipedia.org/wiki/2024_Summer_Olympics_medal_table", "2024 Summer Olympics medal table - Wikipedia",
         "The United States topped the medal table on the final day, edging China on silver medals after both finished with 40 golds.", "N/A"),
        ("https://www.espn.com/olympics/summer/2024/medals", "2024 Paris Olympics Medal Count - ESPN",
         "Medal tracker for the Paris Olympics: USA 126, China 91, Great Britain 65, France 64, Australia 53.", "Aug 11, 2024"),
        ("https://www.nbcolympics.com/medals", "Paris Olympics 2024 Medal Count | NBC Olympics",
         "Team USA wins the medal count with 126 medals and ties China with 40 gold.", "Aug 11, 2024"),
        ("https://www.bbc.com/sport/olympics/paris-2024/medals", "Paris 2024 Olympics medal table - BBC Sport",
         "Team GB finished seventh on the gold medal table with 14 golds and 65 medals in total.", "N/A"),
        ("https://www.reuters.com/sports/olympics/us-edges-china-top-paris-medal-table-2024-08-11/", "US edges China to top Paris medal table with late women's basketball gold",
         "Women's basketball gold on the final day gave the United States its 40th title, level with China.", "Aug 11, 2024"),
        ("https://www.nytimes.com/interactive/2024/sports/olympics/medal-count-results-schedule-paris.html", "Olympic Medal Count 2024 - The New York Times",
         "Full medal standings for the 2024 Summer Olympics.", "Aug 11, 2024"),
        ("https://www.statista.com/statistics/1101719/summer-olympics-medal-count/", "Paris 2024: medal count by country | Statista",
         "Number of medals won at the Paris 2024 Summer Olympics, by country.", "Aug 12, 2024"),
        ("https://www.olympedia.org/editions/63/medal", "2024 Summer Olympics Medal Table | Olympedia",
         "Medal table of the Games of the XXXIII Olympiad, Paris 2024.", "N/A"),
        ("https://www.reddit.com/r/olympics/comments/1epvz5h/", "Final Paris 2024 medal table : r/olympics",
         "USA and China tied on 40 golds; USA wins on silvers (44 vs 27).", "Aug 11, 2024"),
    )
    rows2 = "\n".join(f"| {i} | {n} ({c}) | {g} | {s} | {b} | {g + s + b} |" for i, (n, c, g, s, b) in enumerate(PARIS[:15], 1))
    p2 = f"""# Paris 2024 Medal Table

Olympic Games Paris 2024 · 26 July – 11 August 2024 · 329 events · 32 sports

Sorted by: **Gold** · Filter: All NOCs · Discipline: All

| Rank | NOC | Gold | Silver | Bronze | Total |
| --- | --- | --- | --- | --- | --- |
{rows2}

Showing 15 of 91 NOCs that won at least one medal · Load more

Ranking by gold medals; ties broken by silver, then bronze. Medal counts are final and include results of all 329 medal events.
"""
    s3 = res(
        ("https://www.espn.com/olympics/summer/2024/medals", "2024 Paris Olympics Medal Count - ESPN",
         "Medal count sorted by total: USA 126, China 91, Great Britain 65, France 64, Australia 53, Japan 45, Italy 40 ...", "Aug 11, 2024"),
        ("https://en.wikipedia.org/wiki/2024_Summer_Olympics_medal_table", "2024 Summer Olympics medal table - Wikipedia",
         "Athletes from 91 NOCs won at least one medal; 62 NOCs won at least one gold.", "N/A"),
        (oly + "?sort=total", "Paris 2024 Olympic Medal Table - Gold, Silver & Bronze",
         "Medal standings sorted by total medals.", "N/A"),
        ("https://www.cbssports.com/olympics/news/paris-olympics-2024-medal-count-final/", "Paris Olympics 2024 medal count: Final standings by total",
         "The U.S. led all nations in total medals for the eighth straight Summer Games.", "Aug 11, 2024"),
        ("https://www.bbc.com/sport/olympics/articles/c1kd4x7x7p0o", "Team GB finish Paris 2024 with 65 medals",
         "Great Britain won 14 gold, 22 silver and 29 bronze medals, third in the total medal count.", "Aug 11, 2024"),
        ("https://www.abc.net.au/news/2024-08-12/australia-paris-olympics-medal-tally-record/104214682", "Australia's record gold haul at Paris 2024",
         "Australia's 18 gold medals are its most at a single Games; 53 medals overall.", "Aug 12, 2024"),
        ("https://www.lemonde.fr/en/sports/article/2024/08/11/paris-2024-france-medal-count_6711890_9.html", "Paris 2024: France's record medal count",
         "France finished fifth in the gold table with 16 titles and 64 medals, its best since 1900.", "Aug 11, 2024"),
        ("https://www.koreaherald.com/view.php?ud=20240812050034", "Korea ends Paris Olympics with 13 golds, matching its best",
         "South Korea collected 13 gold, 9 silver and 10 bronze medals, finishing eighth.", "Aug 12, 2024"),
        ("https://www.statista.com/chart/32771/paris-2024-medals/", "Chart: Who won the most medals at Paris 2024? | Statista",
         "Total medals won by the top countries at the Paris Olympics.", "Aug 12, 2024"),
    )
    wrows = []
    for i, (n, c, g, s, b) in enumerate(PARIS[:15], 1):
        if c == "KOR":
            s = 8
        wrows.append(f"| {i} | {n}{'‡' if c == 'FRA' else ''} | {g} | {s} | {b} | {g + s + b} |")
    p4 = """# 2024 Summer Olympics medal table

From Wikipedia, the free encyclopedia

The **2024 Summer Olympics** were held in Paris, France, from 26 July to 11 August 2024. A total of 329 events in 32 sports were contested. Athletes from 91 National Olympic Committees (NOCs) won at least one medal, and 62 NOCs won at least one gold medal.

The United States and China both won 40 gold medals; the United States topped the table on the strength of its 44 silver medals. It was the fourth consecutive Summer Games at which the United States led both the gold and total medal counts. Host nation France won 64 medals, its best total since 1900.

## Medal table

The ranking in this table is consistent with International Olympic Committee convention in its published medal tables: sorted by the number of gold medals, then silver, then bronze.

‡ Host nation (France)

| Rank | NOC | Gold | Silver | Bronze | Total |
| --- | --- | --- | --- | --- | --- |
""" + "\n".join(wrows) + """

Only the top 15 NOCs are shown here; the full table lists all 91 medal-winning NOCs.

## See also

- All-time Olympic Games medal table
- List of 2024 Summer Olympics medal winners
"""
    a5 = m.add(paris2024_top3_by_gold="1 USA 40-44-42 (126); 2 CHN 40-27-24 (91); 3 JPN 20-12-13 (45)",
               paris2024_events="329 events, 32 sports; 91 NOCs won a medal")
    a6 = m.retrieve("paris2024_top3_by_gold")
    tot = sorted(PARIS, key=lambda r: (-(r[2] + r[3] + r[4]), -r[2], -r[3]))
    trows = "\n".join(f"| {i} | {n} ({c}) | {g} | {s} | {b} | {g + s + b} |" for i, (n, c, g, s, b) in enumerate(tot[:15], 1))
    p7 = f"""# Paris 2024 Medal Table

Olympic Games Paris 2024 · 26 July – 11 August 2024 · 329 events · 32 sports

Sorted by: **Total** · Filter: All NOCs · Discipline: All

| Rank | NOC | Gold | Silver | Bronze | Total |
| --- | --- | --- | --- | --- | --- |
{trows}

Showing 15 of 91 NOCs that won at least one medal · Load more

Ranking by total medals; ties broken by gold, then silver.
"""
    turns = [
        (q("Paris 2024 medal table final United States China gold"), s1),
        (ex(oly, "final medal table, top 15 by gold"), p2),
        (q("Paris 2024 medal table sorted by total medals"), s3),
        (ex("https://en.wikipedia.org/wiki/2024_Summer_Olympics_medal_table", "medal table and how ties were ranked"), p4),
        a5, a6,
        (ex(oly + "?sort=total", "medal table sorted by total medals"), p7),
    ]
    rs.add("search", "h63-search-03", SYSTEM, turns, state=state("2024-11-05 08:22 UTC"), bad=True, turn=4,
           kind="Wikipedia table gives South Korea 13-8-10 (31 medals) though the official final table at turn 2 showed 13-9-10 (32)")


# ---------------------------------------------------------------- 04 Marathon world records, World Athletics (clean)
def t04(rs: RowSet) -> None:
    m = Mem()
    wa = "https://worldathletics.org/records/by-discipline/road-running/marathon/outdoor"
    s1 = res(
        (wa + "/men", "Marathon - men - senior - outdoor | World Athletics",
         "World record 2:00:35 Kelvin KIPTUM (KEN) Chicago, IL (USA) 08 OCT 2023. Ratified.", "N/A"),
        ("https://en.wikipedia.org/wiki/Marathon_world_record_progression", "Marathon world record progression - Wikipedia",
         "Kelvin Kiptum set the men's world record of 2:00:35 at the 2023 Chicago Marathon, ratified by World Athletics in February 2024.", "N/A"),
        ("https://worldathletics.org/news/press-releases/kiptum-marathon-world-record-ratified", "Kiptum's marathon world record ratified | PRESS-RELEASE | World Athletics",
         "Kelvin Kiptum's marathon world record of 2:00:35 at the Chicago Marathon on 8 October 2023 has been ratified.", "Feb 6, 2024"),
        ("https://www.bbc.com/sport/athletics/67045152", "Kelvin Kiptum breaks marathon world record in Chicago",
         "Kenya's Kelvin Kiptum breaks the men's marathon world record by 34 seconds, clocking 2:00:35 in Chicago.", "Oct 8, 2023"),
        ("https://www.runnersworld.com/news/a45485817/kelvin-kiptum-world-record-chicago-marathon-2023/", "Kelvin Kiptum Sets Marathon World Record of 2:00:35",
         "The 23-year-old ran the second half in 59:47 to take 34 seconds off Eliud Kipchoge's 2:01:09.", "Oct 8, 2023"),
        ("https://www.chicagomarathon.com/results-history/", "Results & History | Bank of America Chicago Marathon",
         "Course records: men 2:00:35 Kelvin Kiptum (2023), women 2:09:56 Ruth Chepngetich (2024).", "N/A"),
        ("https://www.letsrun.com/forum/flat_read.php?thread=12311784", "Kiptum 2:00:35 officially ratified - LetsRun.com",
         "World Athletics confirms the Chicago mark; ratification came five days before his death.", "Feb 7, 2024"),
        ("https://www.reuters.com/sports/athletics/kenyan-marathon-world-record-holder-kiptum-dies-car-crash-2024-02-12/", "Kenyan marathon world record holder Kiptum killed in car crash",
         "Kelvin Kiptum, 24, and his coach Gervais Hakizimana died in a road accident in western Kenya on Sunday night.", "Feb 12, 2024"),
        ("https://www.olympics.com/en/news/marathon-world-records-men-women", "Marathon world records: men and women explained",
         "From Kipchoge to Kiptum, and the difference between mixed-race and women-only records.", "Nov 2, 2024"),
    )
    p2 = """# Marathon · Outdoor · Senior

World Athletics · Records by discipline · Road running

Last updated: 03 MAR 2025

## Men

| Discipline | Mark | Competitor | DOB | Nat | Venue | Date | Results Score |
| --- | --- | --- | --- | --- | --- | --- | --- |
| Marathon | 2:00:35 | Kelvin KIPTUM | 02 DEC 1999 | KEN | Chicago, IL (USA) | 08 OCT 2023 | 1321 |

## Women

| Discipline | Mark | Competitor | DOB | Nat | Venue | Date | Results Score |
| --- | --- | --- | --- | --- | --- | --- | --- |
| Marathon (Mixed) | 2:09:56 | Ruth CHEPNGETICH | 08 AUG 1994 | KEN | Chicago, IL (USA) | 13 OCT 2024 | 1314 |
| Marathon (Women only) | 2:16:16 | Peres JEPCHIRCHIR | 27 SEP 1993 | KEN | London (GBR) | 21 APR 2024 | 1272 |

### Notes

- Records are listed only after ratification by World Athletics.
- "Mixed" denotes a race with male and female competitors; "Women only" denotes a women-only race with no male pacing.
- Performances on courses that do not meet Rule 31.21 (start–finish separation and net drop) are not eligible.

Related: Half marathon · 10 km · Road mile · Marathon race walk mixed relay
"""
    a3 = m.add(men_marathon_wr="2:00:35 — Kelvin Kiptum (KEN), Chicago, 8 Oct 2023")
    s4 = res(
        ("https://apnews.com/article/chicago-marathon-chepngetich-world-record-2024", "Ruth Chepngetich shatters women's marathon world record in Chicago",
         "Chepngetich finished in 2:09:56, nearly two minutes under Tigst Assefa's mark of 2:11:53. The time is subject to ratification.", "Oct 13, 2024"),
        (wa + "/women", "Marathon - women - senior - outdoor | World Athletics",
         "World record (mixed) 2:09:56 Ruth CHEPNGETICH (KEN) Chicago 13 OCT 2024; women only 2:16:16 Peres JEPCHIRCHIR (KEN) London 21 APR 2024.", "N/A"),
        ("https://www.nytimes.com/2024/10/13/sports/chicago-marathon-ruth-chepngetich-world-record.html", "Ruth Chepngetich Becomes First Woman to Run a Marathon Under 2:10",
         "The Kenyan ran alone for most of the race and crossed the line in 2 hours 9 minutes 56 seconds.", "Oct 13, 2024"),
        ("https://worldathletics.org/news/report/chicago-marathon-2024-chepngetich-world-record", "Chepngetich smashes world marathon record in Chicago | REPORT | World Athletics",
         "Chepngetich, 30, passed halfway in 1:04:16 and held on to become the first woman under 2:10.", "Oct 13, 2024"),
        ("https://www.runnersworld.com/news/a62594416/ruth-chepngetich-world-record-chicago-marathon-2024/", "Ruth Chepngetich Smashes the Women's Marathon World Record",
         "John Korir won the men's race in 2:02:44 on a day that honoured the late Kelvin Kiptum.", "Oct 13, 2024"),
        ("https://www.letsrun.com/news/2024/10/ruth-chepngetich-2-09-56/", "2:09:56!!! Ruth Chepngetich Destroys the World Record",
         "Chepngetich takes 1:57 off the mixed-race record.", "Oct 13, 2024"),
        ("https://www.bbc.com/sport/athletics/articles/c4gqz0p1jk2o", "Chepngetich breaks women's marathon world record",
         "Kenya's Ruth Chepngetich breaks the women's marathon world record by almost two minutes in Chicago.", "Oct 13, 2024"),
        ("https://en.wikipedia.org/wiki/Ruth_Chepngetich", "Ruth Chepngetich - Wikipedia",
         "Kenyan long-distance runner, 2019 world champion in the marathon and world record holder (2:09:56).", "N/A"),
        ("https://www.reddit.com/r/running/comments/1g2v8oq/", "Ruth Chepngetich runs 2:09:56 in Chicago : r/running",
         "First sub-2:10 ever by a woman. 1.9k comments.", "Oct 13, 2024"),
    )
    p5 = """# Ruth Chepngetich shatters women's marathon world record in Chicago

By **AP Sports** · Updated 2:41 PM CDT, October 13, 2024

CHICAGO (AP) — Ruth Chepngetich of Kenya shattered the women's marathon world record on Sunday, winning the Chicago Marathon in 2 hours, 9 minutes, 56 seconds — nearly two minutes faster than the previous mark.

The 30-year-old Chepngetich broke the record of 2:11:53 set by Ethiopia's Tigst Assefa in Berlin in September 2023. The time is subject to ratification by World Athletics.

Chepngetich, who also won in Chicago in 2021 and 2022, went through the halfway mark in 1:04:16, a pace that left her well clear of the field. Ethiopia's Sutume Kebede was second in 2:17:32 and Kenya's Irine Cheptai third in 2:17:51.

> "I feel great. I am so happy," Chepngetich said. "I dedicate this world record to Kelvin Kiptum."

John Korir of Kenya won the men's race in 2:02:44. Race organizers held a moment of silence before the start for Kiptum, who set the men's world record of 2:00:35 on the same course a year ago and was killed in a car crash in February.

## Results

### Women

| Place | Name | Country | Time |
| --- | --- | --- | --- |
| 1 | Ruth Chepngetich | Kenya | 2:09:56 |
| 2 | Sutume Kebede | Ethiopia | 2:17:32 |
| 3 | Irine Cheptai | Kenya | 2:17:51 |

### Men

| Place | Name | Country | Time |
| --- | --- | --- | --- |
| 1 | John Korir | Kenya | 2:02:44 |
| 2 | Mohamed Esa | Ethiopia | 2:04:39 |
| 3 | Amos Kipruto | Kenya | 2:04:50 |

Related: Kiptum's coach remembered · Chicago Marathon 2024 full results
"""
    a6 = m.add(women_marathon_wr="2:09:56 — Ruth Chepngetich (KEN), Chicago, 13 Oct 2024 (mixed race); women-only record 2:16:16 Peres Jepchirchir, London 2024")
    a7 = m.update(men_marathon_wr="2:00:35 — Kelvin Kiptum (KEN), Chicago, 8 Oct 2023; ratified 6 Feb 2024; previous 2:01:09 Kipchoge, Berlin 2022")
    s8 = res(
        ("https://en.wikipedia.org/wiki/Marathon_world_record_progression", "Marathon world record progression - Wikipedia",
         "Men: 2:01:39 Eliud Kipchoge (Berlin 2018), 2:01:09 Kipchoge (Berlin 2022), 2:00:35 Kelvin Kiptum (Chicago 2023) ...", "N/A"),
        ("https://www.bbc.com/sport/athletics/62979437", "Eliud Kipchoge breaks own marathon world record in Berlin",
         "Kipchoge ran 2:01:09 to take 30 seconds off the record he set on the same course in 2018.", "Sep 25, 2022"),
        ("https://worldathletics.org/news/report/berlin-marathon-2022-kipchoge-world-record", "Kipchoge smashes world record in Berlin | World Athletics",
         "Eliud Kipchoge clocked 2:01:09 at the BMW Berlin Marathon, passing halfway in 59:51.", "Sep 25, 2022"),
        ("https://www.runnersworld.com/races-places/a20865626/these-are-the-worlds-fastest-marathoners-and-marathon-courses/", "The Fastest Marathon Times Ever Run",
         "Ranked list of the fastest marathon performances, men and women, including Kipchoge's unofficial 1:59:40.", "Jan 15, 2025"),
        ("https://www.ineos159challenge.com/", "INEOS 1:59 Challenge",
         "On 12 October 2019 in Vienna, Eliud Kipchoge became the first human to run a marathon distance in under two hours.", "N/A"),
        ("https://www.alltimeathletics.com/mmarared.htm", "All-time men's best marathon - alltime-athletics.com",
         "Progressive list of the best marathon performances of all time.", "Feb 20, 2025"),
        ("https://www.berlin-marathon.com/en/race-day/history/world-records/", "World records at the BMW BERLIN-MARATHON",
         "Twelve world records have been set in Berlin, from Ronaldo da Costa (1998) to Eliud Kipchoge (2022).", "N/A"),
        ("https://www.statista.com/statistics/1246937/marathon-world-record-progression/", "Men's marathon world record progression 2003-2023 | Statista",
         "Development of the men's marathon world record since 2003.", "Oct 10, 2023"),
        ("https://www.olympics.com/en/news/eliud-kipchoge-records", "Eliud Kipchoge: his world records explained",
         "Why Kipchoge's 1:59:40 is not a world record and how 2:01:09 was.", "Mar 1, 2024"),
    )
    p9 = """# Marathon world record progression

From Wikipedia, the free encyclopedia

World records in the marathon are ratified by World Athletics. Before 2004 the IAAF recorded "world best" times. A course must meet Rule 31.21 to be eligible: the straight-line distance between start and finish must not exceed 50% of the race distance, and the overall decrease in elevation must not exceed 1:1000.

## Men (since 2003)

| Time | Name | Nationality | Date | Event/Place |
| --- | --- | --- | --- | --- |
| 2:04:55 | Paul Tergat | Kenya | 28 September 2003 | Berlin Marathon |
| 2:04:26 | Haile Gebrselassie | Ethiopia | 30 September 2007 | Berlin Marathon |
| 2:03:59 | Haile Gebrselassie | Ethiopia | 28 September 2008 | Berlin Marathon |
| 2:03:38 | Patrick Makau Musyoki | Kenya | 25 September 2011 | Berlin Marathon |
| 2:03:23 | Wilson Kipsang | Kenya | 29 September 2013 | Berlin Marathon |
| 2:02:57 | Dennis Kimetto | Kenya | 28 September 2014 | Berlin Marathon |
| 2:01:39 | Eliud Kipchoge | Kenya | 16 September 2018 | Berlin Marathon |
| 2:01:09 | Eliud Kipchoge | Kenya | 25 September 2022 | Berlin Marathon |
| 2:00:35 | Kelvin Kiptum | Kenya | 8 October 2023 | Chicago Marathon |

Kipchoge's 1:59:40.2 at the INEOS 1:59 Challenge in Vienna on 12 October 2019 is not recognised as a world record: it was not an open competition and used rotating pacers and a pace car.

## Women (mixed races)

| Time | Name | Nationality | Date | Event/Place |
| --- | --- | --- | --- | --- |
| 2:15:25 | Paula Radcliffe | United Kingdom | 13 April 2003 | London Marathon |
| 2:14:04 | Brigid Kosgei | Kenya | 13 October 2019 | Chicago Marathon |
| 2:11:53 | Tigst Assefa | Ethiopia | 24 September 2023 | Berlin Marathon |
| 2:09:56 | Ruth Chepngetich | Kenya | 13 October 2024 | Chicago Marathon |

## Women (women-only races)

| Time | Name | Nationality | Date | Event/Place |
| --- | --- | --- | --- | --- |
| 2:17:42 | Paula Radcliffe | United Kingdom | 17 April 2005 | London Marathon |
| 2:17:01 | Mary Keitany | Kenya | 23 April 2017 | London Marathon |
| 2:16:16 | Peres Jepchirchir | Kenya | 21 April 2024 | London Marathon |

## See also

- Marathon world record holders by country
- List of marathon fastest times
"""
    a10 = m.retrieve_all()
    turns = [
        (q("marathon world record men ratified Kelvin Kiptum 2:00:35"), s1),
        (ex(wa, "current men's and women's marathon world records"), p2),
        a3,
        (q("Ruth Chepngetich 2:09:56 Chicago women's marathon world record"), s4),
        (ex("https://apnews.com/article/chicago-marathon-chepngetich-world-record-2024", "record time, previous record and race details"), p5),
        a6, a7,
        (q("marathon world record progression men Kipchoge 2:01:09 Berlin 2022"), s8),
        (ex("https://en.wikipedia.org/wiki/Marathon_world_record_progression", "record progression since 2003 for men and women"), p9),
        a10,
    ]
    rs.add("search", "h63-search-04", SYSTEM, turns, state=state("2025-03-14 10:31 UTC"))


# ---------------------------------------------------------------- 05 Swimming world records, World Aquatics (bad: memory place)
def t05(rs: RowSet) -> None:
    m = Mem()
    sw = "https://swimswam.com/pan-zhanle-breaks-own-100-free-world-record-in-46-40-wins-olympic-gold/"
    s1 = res(
        (sw, "Pan Zhanle Breaks Own 100 Free World Record In 46.40, Wins Olympic Gold - SwimSwam",
         "China's Pan Zhanle lowered his own world record of 46.80 from February's World Championships, splitting 22.28/24.12 ...", "Jul 31, 2024"),
        ("https://www.worldaquatics.com/swimming/records?recordType=WR&eventTypeId=&region=&countryId=&gender=M&pool=LCM", "Swimming World Records | World Aquatics",
         "Men's long course world records: 100m freestyle 46.40 PAN Zhanle CHN 31/07/2024 Paris ...", "N/A"),
        ("https://en.wikipedia.org/wiki/World_record_progression_100_metres_freestyle", "World record progression 100 metres freestyle - Wikipedia",
         "46.91 César Cielo (2009), 46.86 David Popovici (2022), 46.80 Pan Zhanle (2024), 46.40 Pan Zhanle (2024).", "N/A"),
        ("https://www.olympics.com/en/news/paris-2024-swimming-pan-zhanle-100m-freestyle-world-record", "Pan Zhanle wins 100m freestyle gold in world record time",
         "Pan won by more than a second ahead of Australia's Kyle Chalmers and Romania's David Popovici.", "Jul 31, 2024"),
        ("https://www.bbc.com/sport/olympics/articles/cv2gkj1z9wwo", "Paris 2024: Pan Zhanle breaks 100m freestyle world record",
         "China's Pan Zhanle smashes his own world record to win Olympic 100m freestyle gold in 46.40 seconds.", "Jul 31, 2024"),
        ("https://www.swimmingworldmagazine.com/news/pan-zhanle-46-40-world-record/", "Pan Zhanle Blasts 46.40 World Record - Swimming World News",
         "The 19-year-old became the first Chinese man to win the Olympic 100 freestyle.", "Jul 31, 2024"),
        ("https://www.reuters.com/sports/olympics/swimming-chinas-pan-wins-100m-freestyle-gold-world-record-2024-07-31/", "Swimming-China's Pan wins 100m freestyle gold in world record time",
         "Pan Zhanle clocked 46.40 seconds at La Defense Arena.", "Jul 31, 2024"),
        ("https://www.reddit.com/r/Swimming/comments/1eh1m7t/", "Pan Zhanle 46.40 WR : r/Swimming",
         "1.08 seconds margin in a 100 free Olympic final is absurd.", "Jul 31, 2024"),
        ("https://www.swimrankings.net/index.php?page=athleteDetail&athleteId=5247398", "Pan Zhanle - swimrankings.net",
         "Personal bests, long course: 50m free 21.50, 100m free 46.40, 200m free 1:44.65.", "N/A"),
        ("https://www.scmp.com/sport/china/article/3272786/paris-olympics-pan-zhanle-world-record", "Pan Zhanle's world record swim answers doubters",
         "Pan broke the record he set leading off China's 4x100m freestyle relay in Doha.", "Aug 1, 2024"),
    )
    p2 = """# Pan Zhanle Breaks Own 100 Free World Record In 46.40, Wins Olympic Gold

By **Riley Overend** | July 31st, 2024 | 2024 Paris Olympics, News

## 2024 PARIS OLYMPIC GAMES

- Saturday, July 27 – Sunday, August 4
- La Défense Arena, Paris, France
- LCM (50m)

### MEN'S 100 FREESTYLE – FINAL

- World Record: 46.80 – Pan Zhanle, CHN (2024)
- Olympic Record: 47.02 – Caeleb Dressel, USA (2021)

**Podium:**

1. Pan Zhanle (CHN) – 46.40 **WR**
2. Kyle Chalmers (AUS) – 47.48
3. David Popovici (ROU) – 47.49

China's Pan Zhanle took down his own world record in the men's 100 freestyle with a blistering 46.40, winning the Olympic title by 1.08 seconds — the largest winning margin in the event since 1972.

Pan first broke the record at the 2024 World Championships in Doha on February 11, when he led off China's 4×100 free relay in 46.80, erasing David Popovici's 46.86 from 2022. Tonight he went out in 22.28 and came home in 24.12.

| Swimmer | 50m split | 100m |
| --- | --- | --- |
| Pan Zhanle (Paris 2024) | 22.28 | 46.40 |
| Pan Zhanle (Doha 2024, relay lead-off) | 22.21 | 46.80 |
| David Popovici (Rome 2022) | 22.74 | 46.86 |

Chalmers, the 2016 Olympic champion, out-touched Popovici by 0.01 for silver. American Jack Alexy was fifth.

**Related:** Men's 100 free all-time top 10 · Finals live recap, day 5
"""
    a3 = m.add(m100fr_wr="46.40 — Pan Zhanle (CHN), 31 Jul 2024, Paris Olympic final (22.28/24.12)",
               m100fr_prev="46.80 — Pan Zhanle (CHN), 11 Feb 2024, Doha World Championships, 4x100 free relay lead-off")
    s4 = res(
        ("https://www.worldaquatics.com/news/3715284/marchand-breaks-phelps-last-individual-world-record", "Marchand breaks Phelps' last individual world record | World Aquatics",
         "Léon Marchand swam 4:02.50 in the 400m IM at the World Championships in Fukuoka, taking 1.34 off Michael Phelps' 4:03.84 from 2008.", "Jul 23, 2023"),
        ("https://en.wikipedia.org/wiki/World_record_progression_400_metres_individual_medley", "World record progression 400 metres individual medley - Wikipedia",
         "Men long course: 4:03.84 Michael Phelps (Beijing 2008), 4:02.50 Léon Marchand (Fukuoka 2023).", "N/A"),
        ("https://www.nytimes.com/2023/07/23/sports/leon-marchand-michael-phelps-world-record.html", "Léon Marchand Breaks Michael Phelps's Last Individual World Record",
         "The 21-year-old Frenchman, coached by Bob Bowman, lowered a record that had stood for 15 years.", "Jul 23, 2023"),
        ("https://swimswam.com/leon-marchand-breaks-michael-phelps-400-im-world-record-4-02-50/", "Léon Marchand Breaks Michael Phelps' 400 IM World Record (4:02.50)",
         "Splits: fly 55.28, back 1:00.48, breast 1:08.04, free 58.70.", "Jul 23, 2023"),
        ("https://www.olympics.com/en/news/leon-marchand-400m-individual-medley-gold-paris-2024", "Léon Marchand wins 400m IM gold at Paris 2024 in Olympic record",
         "Marchand won in 4:02.95, an Olympic record, short of his world record.", "Jul 28, 2024"),
        ("https://www.lequipe.fr/Natation/Article/Leon-marchand-record-du-monde-400-4-nages/1410123", "Léon Marchand bat le record du monde du 400 m 4 nages",
         "Le Toulousain a nagé en 4'02''50 à Fukuoka.", "Jul 23, 2023"),
        ("https://www.bbc.com/sport/swimming/66283590", "Leon Marchand breaks Michael Phelps' 400m individual medley world record",
         "France's Leon Marchand breaks Michael Phelps' last remaining individual world record at the World Championships in Japan.", "Jul 23, 2023"),
        ("https://www.swimmingworldmagazine.com/news/leon-marchand-world-record-400-im/", "Leon Marchand Crushes 400 IM World Record - Swimming World",
         "Marchand's 4:02.50 is the first time anyone other than Phelps has held the record since 2002.", "Jul 23, 2023"),
        ("https://www.reddit.com/r/Swimming/comments/157bm1d/", "Marchand 4:02.50 400 IM WR : r/Swimming",
         "Phelps watching from the NBC booth was the perfect touch.", "Jul 23, 2023"),
    )
    rec = "https://www.worldaquatics.com/swimming/records?recordType=WR&eventTypeId=&region=&countryId=&gender=M&pool=LCM"
    p5 = """# World Records · Swimming

Record type: **World Record** · Gender: **Men** · Pool: **Long course (50m)**

| Event | Time | Athlete | Nation | Date | Competition | Location |
| --- | --- | --- | --- | --- | --- | --- |
| 50m Freestyle | 20.91 | César CIELO | BRA | 18/12/2009 | Brazilian Championships | São Paulo |
| 100m Freestyle | 46.40 | PAN Zhanle | CHN | 31/07/2024 | Olympic Games | Paris |
| 200m Freestyle | 1:42.00 | Paul BIEDERMANN | GER | 28/07/2009 | World Championships | Rome |
| 400m Freestyle | 3:40.07 | Paul BIEDERMANN | GER | 26/07/2009 | World Championships | Rome |
| 800m Freestyle | 7:32.12 | ZHANG Lin | CHN | 29/07/2009 | World Championships | Rome |
| 1500m Freestyle | 14:30.67 | Bobby FINKE | USA | 04/08/2024 | Olympic Games | Paris |
| 50m Backstroke | 23.55 | Kliment KOLESNIKOV | RUS | 27/07/2023 | Russian Championships | Kazan |
| 100m Backstroke | 51.60 | Thomas CECCON | ITA | 20/06/2022 | World Championships | Budapest |
| 200m Backstroke | 1:51.92 | Aaron PEIRSOL | USA | 31/07/2009 | World Championships | Rome |
| 50m Breaststroke | 25.95 | Adam PEATY | GBR | 25/07/2017 | World Championships | Budapest |
| 100m Breaststroke | 56.88 | Adam PEATY | GBR | 21/07/2019 | World Championships | Gwangju |
| 200m Breaststroke | 2:05.48 | QIN Haiyang | CHN | 28/07/2023 | World Championships | Fukuoka |
| 50m Butterfly | 22.27 | Andriy GOVOROV | UKR | 01/07/2018 | Sette Colli Trophy | Rome |
| 100m Butterfly | 49.45 | Caeleb DRESSEL | USA | 31/07/2021 | Olympic Games | Tokyo |
| 200m Butterfly | 1:50.34 | Kristóf MILÁK | HUN | 21/06/2022 | World Championships | Budapest |
| 200m Individual Medley | 1:54.00 | Ryan LOCHTE | USA | 28/07/2011 | World Championships | Shanghai |
| 400m Individual Medley | 4:02.50 | Léon MARCHAND | FRA | 23/07/2023 | World Championships | Fukuoka |
| 4x100m Freestyle Relay | 3:08.24 | United States | USA | 11/08/2008 | Olympic Games | Beijing |
| 4x200m Freestyle Relay | 6:58.55 | United States | USA | 31/07/2009 | World Championships | Rome |
| 4x100m Medley Relay | 3:26.78 | United States | USA | 01/08/2021 | Olympic Games | Tokyo |

20 records · Records ratified by the World Aquatics Bureau · Download PDF
"""
    bad6 = pj({"m100fr_wr": m.d["m100fr_wr"],
               "m100fr_prev": "46.80 — Pan Zhanle (CHN), 11 Feb 2024, Fukuoka World Championships, 4x100 free relay lead-off"})
    a7 = m.add(m400im_wr="4:02.50 — Léon Marchand (FRA), 23 Jul 2023, Fukuoka World Championships (broke Phelps 4:03.84 from 2008)")
    p8 = """# World record progression 400 metres individual medley

From Wikipedia, the free encyclopedia

The first world record in the long course (50 metres) 400 metres individual medley was recognised by the International Swimming Federation (FINA) in 1953.

## Men (long course, since 1984)

| # | Time | Name | Nationality | Date | Meet | Location |
| --- | --- | --- | --- | --- | --- | --- |
| 1 | 4:17.41 | Alex Baumann | Canada | 30 July 1984 | Olympic Games | Los Angeles |
| 2 | 4:15.42 | Tamás Darnyi | Hungary | 26 August 1987 | European Championships | Strasbourg |
| 3 | 4:14.75 | Tamás Darnyi | Hungary | 21 September 1988 | Olympic Games | Seoul |
| 4 | 4:12.36 | Tamás Darnyi | Hungary | 8 January 1991 | World Championships | Perth |
| 5 | 4:12.30 | Tom Dolan | United States | 6 September 1994 | World Championships | Rome |
| 6 | 4:11.76 | Tom Dolan | United States | 17 September 2000 | Olympic Games | Sydney |
| 7 | 4:11.09 | Michael Phelps | United States | 15 August 2002 | Pan Pacific Championships | Fort Lauderdale |
| ... | ... | ... | ... | ... | ... | ... |
| 20 | 4:06.22 | Michael Phelps | United States | 1 April 2007 | World Championships | Melbourne |
| 21 | 4:05.25 | Michael Phelps | United States | 29 June 2008 | US Olympic Trials | Omaha |
| 22 | 4:03.84 | Michael Phelps | United States | 10 August 2008 | Olympic Games | Beijing |
| 23 | 4:02.50 | Léon Marchand | France | 23 July 2023 | World Championships | Fukuoka |

Marchand's swim ended the longest-standing men's long-course world record at the time (almost 15 years). At the 2024 Olympics in Paris he won in 4:02.95, an Olympic record.
"""
    turns = [
        (q("men's 100m freestyle world record Pan Zhanle 46.40 Paris"), s1),
        (ex(sw, "world record time, splits and the previous record"), p2),
        a3,
        (q("Leon Marchand 400m IM world record 4:02.50 Fukuoka"), s4),
        (ex(rec, "all current men's long-course world records"), p5),
        (memory("retrieve", key_list=["m100fr_wr", "m100fr_prev"]), bad6),
        a7,
        (ex("https://en.wikipedia.org/wiki/World_record_progression_400_metres_individual_medley", "men's long-course progression up to Marchand"), p8),
    ]
    rs.add("search", "h63-search-05", SYSTEM, turns, state=state("2025-03-02 16:55 UTC"), bad=True, turn=6,
           kind="retrieved m100fr_prev places the 46.80 relay lead-off at the Fukuoka Worlds though turn 3 stored Doha")


# ---------------------------------------------------------------- 06 Oppenheimer box office, Box Office Mojo (clean)
def t06(rs: RowSet) -> None:
    m = Mem()
    bom = "https://www.boxofficemojo.com/title/tt15398776/"
    s1 = res(
        (bom, "Oppenheimer - Box Office Mojo",
         "Domestic (33.8%) $330,078,895 · International (66.2%) $645,732,438 · Worldwide $975,811,333. Distributor: Universal Pictures.", "N/A"),
        ("https://www.the-numbers.com/movie/Oppenheimer-(2023)", "Oppenheimer (2023) - Financial Information - The Numbers",
         "Production budget $100,000,000. Worldwide box office and home market performance.", "N/A"),
        ("https://en.wikipedia.org/wiki/Oppenheimer_(film)", "Oppenheimer (film) - Wikipedia",
         "The film grossed over $975 million worldwide, becoming the third-highest-grossing film of 2023 and the highest-grossing World War II-related film.", "N/A"),
        ("https://variety.com/2024/film/box-office/oppenheimer-crosses-950-million-global-box-office-1235869010/", "'Oppenheimer' Crosses $950 Million at Global Box Office",
         "Christopher Nolan's biopic passes Bohemian Rhapsody to become the highest-grossing biopic ever.", "Jan 28, 2024"),
        ("https://deadline.com/2023/07/oppenheimer-opening-weekend-box-office-1235445061/", "'Oppenheimer' Opens To $82.4M, Nolan's Best Non-Batman Start",
         "Universal's Oppenheimer debuted to $82.4 million domestically alongside Barbie's $162 million.", "Jul 23, 2023"),
        ("https://www.hollywoodreporter.com/movies/movie-news/oppenheimer-imax-rerelease-box-office-1235904671/", "'Oppenheimer' IMAX Re-Release Adds to Box Office Haul",
         "The Oscar winner returned to IMAX screens after its Best Picture win.", "Apr 7, 2024"),
        ("https://www.boxofficemojo.com/year/world/2023/", "2023 Worldwide Box Office - Box Office Mojo",
         "1 Barbie $1,447,038,421 · 2 The Super Mario Bros. Movie $1,361,992,475 · 3 Oppenheimer $975,811,333 ...", "N/A"),
        ("https://www.imdb.com/title/tt15398776/", "Oppenheimer (2023) - IMDb",
         "Directed by Christopher Nolan. With Cillian Murphy, Emily Blunt, Matt Damon, Robert Downey Jr. 8.3/10.", "N/A"),
        ("https://www.reddit.com/r/boxoffice/comments/1ae8k0w/", "Oppenheimer passes Bohemian Rhapsody as highest grossing biopic : r/boxoffice",
         "Now at $953M worldwide.", "Jan 29, 2024"),
    )
    p2 = """# Oppenheimer (2023)

The story of American scientist J. Robert Oppenheimer and his role in the development of the atomic bomb.

## All Releases

| | Gross |
| --- | --- |
| Domestic (33.8%) | $330,078,895 |
| International (66.2%) | $645,732,438 |
| Worldwide | $975,811,333 |

| Summary | |
| --- | --- |
| Domestic Distributor | Universal Pictures |
| Domestic Opening | $82,455,420 |
| Budget | $100,000,000 |
| Earliest Release Date | July 19, 2023 (Domestic: July 21, 2023) |
| MPAA | R |
| Running Time | 3 hr |
| Genres | Biography Drama History |
| Widest Release | 3,761 theaters |
| IMDbPro | See more details at IMDbPro |

## By Release

| Release Group | Rollout | Markets | Domestic | International | Worldwide |
| --- | --- | --- | --- | --- | --- |
| Original Release | July 19, 2023 – March 29, 2024 | 80 | $326,101,365 | $627,914,081 | $954,015,446 |
| 2024 Re-release | January 26, 2024 – | 27 | $3,977,530 | $17,818,357 | $21,795,887 |

## International (selected markets, all releases)

| Market | Release Date | Opening | Gross |
| --- | --- | --- | --- |
| United Kingdom | Jul 21, 2023 | $13,312,380 | $81,636,548 |
| Germany | Jul 20, 2023 | $7,201,562 | $45,512,919 |
| France | Jul 19, 2023 | $7,895,041 | $42,309,211 |
| Australia | Jul 20, 2023 | $6,402,115 | $35,101,726 |
| China | Aug 30, 2023 | $19,204,500 | $63,004,210 |
| Japan | Mar 29, 2024 | $2,589,640 | $12,690,882 |
"""
    a3 = m.add(oppenheimer_bo="Worldwide $975,811,333 = domestic $330,078,895 (33.8%) + international $645,732,438 (66.2%); opening $82,455,420; budget $100M; Universal")
    s4 = res(
        ("https://www.boxofficemojo.com/title/tt1517268/", "Barbie - Box Office Mojo",
         "Domestic (44.0%) $636,238,421 · International (56.0%) $810,800,000 · Worldwide $1,447,038,421.", "N/A"),
        ("https://en.wikipedia.org/wiki/Barbie_(film)", "Barbie (film) - Wikipedia",
         "Barbie grossed $1.447 billion worldwide, becoming the highest-grossing film of 2023 and the highest-grossing film directed solely by a woman.", "N/A"),
        ("https://www.boxofficemojo.com/year/2023/", "Domestic Box Office For 2023 - Box Office Mojo",
         "Calendar grosses for 2023: 1 Barbie, 2 The Super Mario Bros. Movie, 3 Spider-Man: Across the Spider-Verse ...", "N/A"),
        ("https://variety.com/2023/film/box-office/barbie-box-office-1-billion-greta-gerwig-1235689874/", "'Barbie' Crosses $1 Billion at Global Box Office",
         "Greta Gerwig becomes the first solo female director with a billion-dollar movie.", "Aug 6, 2023"),
        ("https://www.the-numbers.com/movie/Barbie-(2023)", "Barbie (2023) - Financial Information - The Numbers",
         "Production budget $145,000,000; domestic opening weekend $162,022,044.", "N/A"),
        ("https://deadline.com/2023/09/barbie-box-office-warner-bros-highest-grossing-film-1235542351/", "'Barbie' Becomes Warner Bros' Highest-Grossing Global Release",
         "Barbie passes Harry Potter and the Deathly Hallows – Part 2.", "Sep 3, 2023"),
        ("https://www.statista.com/statistics/262926/box-office-revenue-of-the-most-successful-movies-of-all-time/", "Highest-grossing movies of 2023 worldwide | Statista",
         "Barbie, The Super Mario Bros. Movie and Oppenheimer were the top three.", "Jan 10, 2024"),
        ("https://www.reddit.com/r/boxoffice/comments/17x3x2q/", "Barbie final domestic: $636.2M : r/boxoffice",
         "Passed The Dark Knight domestically.", "Nov 17, 2023"),
    )
    p5 = """# Domestic Box Office For 2023

Calendar grosses · Year: 2023 · Grosses include only box office earned during 2023 (January 1 – December 31)

| Rank | Release | Gross | Theaters | Total Gross | Release Date | Distributor |
| --- | --- | --- | --- | --- | --- | --- |
| 1 | Barbie | $636,225,983 | 4,337 | $636,238,421 | Jul 21 | Warner Bros. |
| 2 | The Super Mario Bros. Movie | $574,934,330 | 4,371 | $574,934,330 | Apr 5 | Universal Pictures |
| 3 | Spider-Man: Across the Spider-Verse | $381,311,319 | 4,332 | $381,593,754 | Jun 2 | Sony Pictures |
| 4 | Guardians of the Galaxy Vol. 3 | $358,995,815 | 4,450 | $358,995,815 | May 5 | Walt Disney |
| 5 | Oppenheimer | $326,092,745 | 3,761 | $330,078,895 | Jul 21 | Universal Pictures |
| 6 | The Little Mermaid | $298,172,056 | 4,320 | $298,172,056 | May 26 | Walt Disney |
| 7 | Avatar: The Way of Water | $284,212,617 | 4,340 | $684,075,767 | Dec 16, 2022 | 20th Century Studios |
| 8 | Ant-Man and the Wasp: Quantumania | $214,504,909 | 4,345 | $214,504,909 | Feb 17 | Walt Disney |
| 9 | John Wick: Chapter 4 | $187,131,806 | 3,855 | $187,131,806 | Mar 24 | Lionsgate |
| 10 | Sound of Freedom | $184,178,046 | 3,411 | $184,178,046 | Jul 4 | Angel Studios |

Showing 10 of 200 releases · Calendar gross = earnings within 2023 only; Total Gross = lifetime domestic gross including later re-releases.
"""
    a6 = m.add(barbie_bo="Worldwide $1,447,038,421 = domestic $636,238,421 (44.0%) + international $810,800,000 (56.0%); #1 of 2023")
    a7 = m.update(oppenheimer_bo="Worldwide $975,811,333 = domestic $330,078,895 (33.8%) + international $645,732,438 (66.2%); opening $82,455,420; budget $100M; Universal; 2023 calendar-year domestic $326,092,745 (rank 5)")
    a8 = m.retrieve_all()
    turns = [
        (q("Oppenheimer box office worldwide total Box Office Mojo"), s1),
        (ex(bom, "domestic, international and worldwide gross, opening weekend"), p2),
        a3,
        (q("Barbie box office worldwide total 2023 Box Office Mojo"), s4),
        (ex("https://www.boxofficemojo.com/year/2023/", "2023 domestic ranking of Barbie and Oppenheimer"), p5),
        a6, a7, a8,
    ]
    rs.add("search", "h63-search-06", SYSTEM, turns, state=state("2025-04-22 13:17 UTC"))


# ---------------------------------------------------------------- 07 Academy Awards, oscars.org (clean)
def t07(rs: RowSet) -> None:
    m = Mem()
    osc = "https://www.oscars.org/oscars/ceremonies/2024"
    s1 = res(
        (osc, "The 96th Academy Awards | 2024 - Oscars.org | Academy of Motion Picture Arts and Sciences",
         "Held March 10, 2024 at the Dolby Theatre. Best Picture: Oppenheimer — Emma Thomas, Charles Roven and Christopher Nolan, Producers.", "N/A"),
        ("https://en.wikipedia.org/wiki/96th_Academy_Awards", "96th Academy Awards - Wikipedia",
         "Oppenheimer led the ceremony with thirteen nominations and won seven awards, including Best Picture and Best Director for Christopher Nolan.", "N/A"),
        ("https://www.nytimes.com/2024/03/10/movies/oscars-winners-list.html", "Oscars 2024: Full List of Winners - The New York Times",
         "'Oppenheimer' won best picture, and Emma Stone won best actress for 'Poor Things.'", "Mar 10, 2024"),
        ("https://variety.com/lists/oscar-winners-2024-list/", "Oscar Winners 2024: The Complete List - Variety",
         "Cillian Murphy, Emma Stone, Robert Downey Jr. and Da'Vine Joy Randolph took home the acting prizes.", "Mar 10, 2024"),
        ("https://www.bbc.com/news/entertainment-arts-68527018", "Oscars 2024: Oppenheimer wins seven awards including best picture",
         "Christopher Nolan's film about the atomic bomb dominated the 96th Academy Awards in Los Angeles.", "Mar 11, 2024"),
        ("https://www.hollywoodreporter.com/movies/movie-news/oscars-2024-winners-list-1235841329/", "Oscars 2024 Winners List - The Hollywood Reporter",
         "Jimmy Kimmel hosted for the fourth time.", "Mar 10, 2024"),
        ("https://abc.com/shows/oscars/news/winners/2024-oscars-winners-list", "2024 Oscars Winners List | ABC",
         "See the full list of winners from the 96th Oscars.", "Mar 10, 2024"),
        ("https://www.imdb.com/event/ev0000003/2024/1/", "Academy Awards, USA (2024) - IMDb",
         "Winners and nominees of the 96th Academy Awards.", "N/A"),
        ("https://www.reddit.com/r/movies/comments/1bblpt8/", "Official Discussion: 96th Academy Awards : r/movies",
         "Oppenheimer 7/13. Poor Things 4/11. Killers of the Flower Moon 0/10.", "Mar 10, 2024"),
        ("https://www.statista.com/statistics/1449561/oscars-2024-wins-by-film/", "Oscars 2024: wins by film | Statista",
         "Number of Academy Awards won at the 96th Oscars, by film.", "Mar 12, 2024"),
    )
    p2 = """# The 96th Academy Awards | 2024

Dolby Theatre at Ovation Hollywood · Sunday, March 10, 2024 · Honoring movies released in 2023 · Host: Jimmy Kimmel

## Winners

**Best Picture**
- Oppenheimer — Emma Thomas, Charles Roven and Christopher Nolan, Producers

**Directing**
- Christopher Nolan — Oppenheimer

**Actor in a Leading Role**
- Cillian Murphy — Oppenheimer

**Actress in a Leading Role**
- Emma Stone — Poor Things

**Actor in a Supporting Role**
- Robert Downey Jr. — Oppenheimer

**Actress in a Supporting Role**
- Da'Vine Joy Randolph — The Holdovers

**Writing (Original Screenplay)**
- Anatomy of a Fall — Justine Triet and Arthur Harari

**Writing (Adapted Screenplay)**
- American Fiction — Cord Jefferson

**International Feature Film**
- The Zone of Interest — United Kingdom

**Animated Feature Film**
- The Boy and the Heron — Hayao Miyazaki and Toshio Suzuki

**Documentary Feature Film**
- 20 Days in Mariupol — Mstyslav Chernov, Michelle Mizner and Raney Aronson-Rath

**Music (Original Score)**
- Oppenheimer — Ludwig Göransson

**Music (Original Song)**
- "What Was I Made For?" from Barbie — Billie Eilish and Finneas O'Connell

**Cinematography**
- Oppenheimer — Hoyte van Hoytema

**Film Editing**
- Oppenheimer — Jennifer Lame

## Nominations and wins by film

| Film | Nominations | Wins |
| --- | --- | --- |
| Oppenheimer | 13 | 7 |
| Poor Things | 11 | 4 |
| Killers of the Flower Moon | 10 | 0 |
| Barbie | 8 | 1 |
| Maestro | 7 | 0 |
| The Zone of Interest | 5 | 2 |
| American Fiction | 5 | 1 |
| Anatomy of a Fall | 5 | 1 |
| The Holdovers | 5 | 1 |
"""
    a3 = m.add(oscars_96="96th (10 Mar 2024, host Jimmy Kimmel): Best Picture Oppenheimer — 7 wins from 13 nominations; Actor Cillian Murphy, Actress Emma Stone (Poor Things)")
    s4 = res(
        ("https://en.wikipedia.org/wiki/97th_Academy_Awards", "97th Academy Awards - Wikipedia",
         "Anora won five awards, including Best Picture, from six nominations. Emilia Pérez led the nominations with thirteen.", "N/A"),
        ("https://www.oscars.org/oscars/ceremonies/2025", "The 97th Academy Awards | 2025 - Oscars.org",
         "Best Picture: Anora — Alex Coco, Samantha Quan and Sean Baker, Producers.", "N/A"),
        ("https://www.nytimes.com/2025/03/02/movies/oscars-winners-list.html", "Oscars 2025: See the Full List of Winners",
         "'Anora' won best picture, and Sean Baker tied a record with four wins in one night.", "Mar 2, 2025"),
        ("https://variety.com/lists/oscar-winners-2025-list/", "Oscar Winners 2025: Complete List - Variety",
         "Adrien Brody and Mikey Madison won the lead acting prizes; Conan O'Brien hosted.", "Mar 2, 2025"),
        ("https://www.bbc.com/news/articles/c4g7k0wnm1yo", "Oscars 2025: Anora wins best picture and four more awards",
         "Sean Baker's film about a Brooklyn sex worker won five Oscars.", "Mar 3, 2025"),
        ("https://deadline.com/2025/03/oscars-2025-winners-list-1236299840/", "Oscars 2025 Winners List - Deadline",
         "The Brutalist won three, Wicked, Emilia Pérez and Dune: Part Two two each.", "Mar 2, 2025"),
        ("https://www.reddit.com/r/movies/comments/1j1zr4b/", "Official Discussion: 97th Academy Awards : r/movies",
         "Anora 5/6, The Brutalist 3/10, Emilia Pérez 2/13.", "Mar 2, 2025"),
        ("https://www.imdb.com/event/ev0000003/2025/1/", "Academy Awards, USA (2025) - IMDb",
         "Winners and nominees of the 97th Academy Awards.", "N/A"),
        ("https://www.rogerebert.com/festivals-and-awards/oscars-2025-winners-anora", "Anora's Big Night: Oscars 2025 Recap",
         "An independent film budgeted at $6 million takes Best Picture.", "Mar 3, 2025"),
    )
    p5 = """# 97th Academy Awards

From Wikipedia, the free encyclopedia

| 97th Academy Awards | |
| --- | --- |
| Date | March 2, 2025 |
| Site | Dolby Theatre, Hollywood, Los Angeles, California |
| Hosted by | Conan O'Brien |
| Best Picture | Anora |
| Most awards | Anora (5) |
| Most nominations | Emilia Pérez (13) |
| Network | ABC, Hulu |

The **97th Academy Awards** ceremony, presented by the Academy of Motion Picture Arts and Sciences (AMPAS), honored films released in 2024. Anora won five awards from six nominations, including Best Picture; Sean Baker won four of them personally (Picture, Director, Original Screenplay, Film Editing), tying Walt Disney's record for the most Oscars won by one person in a single night.

## Winners (selection)

| Category | Winner |
| --- | --- |
| Best Picture | Anora |
| Best Director | Sean Baker — Anora |
| Best Actor | Adrien Brody — The Brutalist |
| Best Actress | Mikey Madison — Anora |
| Best Supporting Actor | Kieran Culkin — A Real Pain |
| Best Supporting Actress | Zoe Saldaña — Emilia Pérez |
| Best Original Screenplay | Anora — Sean Baker |
| Best Adapted Screenplay | Conclave — Peter Straughan |
| Best International Feature | I'm Still Here (Brazil) |
| Best Animated Feature | Flow |
| Best Documentary Feature | No Other Land |
| Best Original Song | "El Mal" — Emilia Pérez |

## Multiple nominations and awards

| Film | Nominations | Awards |
| --- | --- | --- |
| Emilia Pérez | 13 | 2 |
| The Brutalist | 10 | 3 |
| Wicked | 10 | 2 |
| Conclave | 8 | 1 |
| A Complete Unknown | 8 | 0 |
| Anora | 6 | 5 |
| Dune: Part Two | 5 | 2 |
"""
    a6 = m.add(oscars_97="97th (2 Mar 2025, host Conan O'Brien): Best Picture Anora — 5 wins from 6 nominations; Emilia Pérez most nominations (13), 2 wins")
    a7 = m.retrieve("oscars_96", "oscars_97", "oscars_98")
    turns = [
        (q("96th Academy Awards winners Best Picture Oppenheimer ceremony date"), s1),
        (ex(osc, "list of winners and win counts by film"), p2),
        a3,
        (q("97th Academy Awards Best Picture Anora winners"), s4),
        (ex("https://en.wikipedia.org/wiki/97th_Academy_Awards", "winners, host and nomination/award counts"), p5),
        a6, a7,
    ]
    rs.add("search", "h63-search-07", SYSTEM, turns, state=state("2025-03-20 21:03 UTC"))


# ---------------------------------------------------------------- 08 RIAA certifications (bad: certification level)
def t08(rs: RowSet) -> None:
    m = Mem()
    top = "https://www.riaa.com/gold-platinum/?tab_active=top_tallies&ttt=T1A"
    s1 = res(
        (top, "Top 100 Albums | Gold & Platinum | RIAA",
         "1 EAGLES Their Greatest Hits 1971-1975 38 · 2 MICHAEL JACKSON Thriller 34 · 3 EAGLES Hotel California 26 · 4 AC/DC Back in Black 25 ...", "N/A"),
        ("https://en.wikipedia.org/wiki/List_of_best-selling_albums_in_the_United_States", "List of best-selling albums in the United States - Wikipedia",
         "Based on RIAA certifications, Eagles' Their Greatest Hits (1971–1975) is the best-selling album in the US, certified 38× Platinum.", "N/A"),
        ("https://www.billboard.com/music/rock/eagles-greatest-hits-thriller-best-selling-album-8471047/", "Eagles' 'Greatest Hits' Passes Michael Jackson's 'Thriller' as Top-Certified Album Ever",
         "The RIAA certified Their Greatest Hits 1971-1975 at 38 times platinum; Thriller stood at 33 times platinum.", "Aug 20, 2018"),
        ("https://www.riaa.com/riaa-certifies-eagles-greatest-hits-38x-platinum/", "Eagles' 'Their Greatest Hits' Certified 38x Multi-Platinum | RIAA",
         "The Eagles' collection becomes the best-selling album of the 20th century in the US.", "Aug 20, 2018"),
        ("https://www.rollingstone.com/music/music-news/eagles-greatest-hits-best-selling-album-711931/", "Eagles' 'Greatest Hits' Is Now the Best-Selling Album of All Time in the US",
         "Hotel California also moved up to 26 times platinum.", "Aug 20, 2018"),
        ("https://www.riaa.com/gold-platinum/about-awards/", "About the Awards | RIAA",
         "Gold = 500,000 units, Platinum = 1,000,000 units, Multi-Platinum = 2,000,000 units and up, Diamond = 10,000,000 units.", "N/A"),
        ("https://www.statista.com/statistics/237591/best-selling-albums-in-the-us/", "Best-selling albums of all time in the U.S. | Statista",
         "Albums with the most RIAA-certified units in the United States.", "Jan 5, 2025"),
        ("https://www.reddit.com/r/Music/comments/98ux9k/", "Eagles Greatest Hits overtakes Thriller : r/Music",
         "Double albums count each disc as a unit, which is why The Wall and the White Album are so high.", "Aug 21, 2018"),
        ("https://www.udiscovermusic.com/stories/best-selling-albums-america/", "The Best-Selling Albums In America, Ranked",
         "From Back in Black to Rumours: the records with the most certified units.", "Jun 3, 2024"),
    )
    p2 = """# Gold & Platinum · Top Tallies

**Top 100 Albums** · Certified units, in millions · As of the latest certification date

| Rank | Artist | Title | Label | Certified Units (Millions) |
| --- | --- | --- | --- | --- |
| 1 | EAGLES | THEIR GREATEST HITS 1971-1975 | ASYLUM | 38 |
| 2 | MICHAEL JACKSON | THRILLER | EPIC | 34 |
| 3 | EAGLES | HOTEL CALIFORNIA | ASYLUM | 26 |
| 4 | AC/DC | BACK IN BLACK | ATLANTIC | 25 |
| 5 | LED ZEPPELIN | LED ZEPPELIN IV | ATLANTIC | 24 |
| 5 | THE BEATLES | THE BEATLES | APPLE/CAPITOL | 24 |
| 7 | BILLY JOEL | GREATEST HITS VOLUME I & VOLUME II | COLUMBIA | 23 |
| 7 | PINK FLOYD | THE WALL | COLUMBIA | 23 |
| 9 | FLEETWOOD MAC | RUMOURS | WARNER BROS. | 21 |
| 9 | GARTH BROOKS | DOUBLE LIVE | CAPITOL NASHVILLE | 21 |
| 9 | HOOTIE & THE BLOWFISH | CRACKED REAR VIEW | ATLANTIC | 21 |
| 12 | SHANIA TWAIN | COME ON OVER | MERCURY NASHVILLE | 20 |
| 13 | GUNS N' ROSES | APPETITE FOR DESTRUCTION | GEFFEN | 18 |
| 13 | WHITNEY HOUSTON | THE BODYGUARD (SOUNDTRACK) | ARISTA | 18 |

Showing 1-14 of 100 · Next →

Note: Multi-disc sets are certified per disc (a double album certified 23× Platinum represents 11.5 million copies).
"""
    a3 = m.add(riaa_no1="Eagles — Their Greatest Hits 1971-1975 (Asylum) — 38× Multi-Platinum",
               riaa_no2="Michael Jackson — Thriller (Epic) — 34× Multi-Platinum")
    det = "https://www.riaa.com/gold-platinum/?tab_active=default-award&se=back+in+black"
    s4 = res(
        (det, "Gold & Platinum - Back in Black | RIAA",
         "AC/DC · BACK IN BLACK · Atlantic · Album · Multi-Platinum · Certification history 1980-2019.", "N/A"),
        ("https://www.billboard.com/music/rock/ac-dc-back-in-black-25x-platinum-8546590/", "AC/DC's 'Back in Black' Certified 25x Platinum",
         "The 1980 album joins the small group of albums certified 25 times platinum or more by the RIAA.", "Dec 13, 2019"),
        ("https://en.wikipedia.org/wiki/Back_in_Black", "Back in Black - Wikipedia",
         "Back in Black is the seventh studio album by AC/DC, released on 25 July 1980 ... certified 25× Platinum by the RIAA.", "N/A"),
        ("https://www.acdc.com/back-in-black-certified-25x-platinum/", "Back In Black Certified 25X Platinum | AC/DC",
         "Thank you to all our fans in the USA!", "Dec 16, 2019"),
        ("https://www.loudersound.com/news/ac-dc-back-in-black-25-times-platinum", "AC/DC's Back In Black has gone 25 times platinum in the US",
         "The album is now the fourth-highest certified album in RIAA history.", "Dec 17, 2019"),
        ("https://www.ultimateclassicrock.com/ac-dc-back-in-black-sales/", "How AC/DC's 'Back in Black' Became One of the Best-Selling Albums Ever",
         "Estimated worldwide sales of around 50 million copies.", "Jul 25, 2024"),
        ("https://www.reddit.com/r/ACDC/comments/ebfhdj/", "Back in Black now 25x platinum! : r/ACDC",
         "Only Thriller, the Eagles' hits and Hotel California are higher.", "Dec 16, 2019"),
        ("https://www.discogs.com/master/8902-ACDC-Back-In-Black", "AC/DC - Back In Black | Releases | Discogs",
         "Explore the tracklist, credits, statistics, masters & releases.", "N/A"),
    )
    p5 = """# Gold & Platinum

Search: **back in black** · Results: 5 awards

| Artist | Title | Certification Date | Label | Format | Type | Award |
| --- | --- | --- | --- | --- | --- | --- |
| AC/DC | BACK IN BLACK | December 13, 2019 | ATLANTIC | Album | Standard | 26× Multi-Platinum |
| AC/DC | BACK IN BLACK | December 3, 2007 | ATLANTIC | Album | Standard | 22× Multi-Platinum |
| AC/DC | BACK IN BLACK | December 10, 2001 | ATLANTIC | Album | Standard | 19× Multi-Platinum |
| AC/DC | BACK IN BLACK | October 23, 1980 | ATLANTIC | Album | Standard | Platinum |
| AC/DC | BACK IN BLACK | October 23, 1980 | ATLANTIC | Album | Standard | Gold |

**More details — BACK IN BLACK**

- Release Date: July 25, 1980
- Category: Album
- Genre: Rock
- Certified units: see Award

Filter by: Album · Single · Video · Diamond Awards
"""
    a6 = m.add(acdc_back_in_black="AC/DC — Back in Black (Atlantic, 1980) — 25× Multi-Platinum, certified Dec 13, 2019 (rank 4)")
    s7 = res(
        ("https://www.riaa.com/michael-jackson-thriller-certified-34x-platinum/", "Michael Jackson's Thriller Certified 34x Multi-Platinum | RIAA",
         "Thriller adds a milestone as the best-selling studio album in US history.", "Nov 16, 2021"),
        ("https://www.billboard.com/music/pop/michael-jackson-thriller-34x-platinum-9662361/", "Michael Jackson's 'Thriller' Certified 34x Platinum",
         "Thriller remains second to the Eagles' hits collection, which sits at 38x.", "Nov 16, 2021"),
        ("https://en.wikipedia.org/wiki/Thriller_(album)", "Thriller (album) - Wikipedia",
         "Thriller is the sixth studio album by Michael Jackson, released on November 29, 1982 ... certified 34× Platinum by the RIAA.", "N/A"),
        ("https://www.michaeljackson.com/news/thriller-34x-platinum/", "Thriller Certified 34X Platinum | Michael Jackson Official Site",
         "The album is also the best-selling album of all time worldwide.", "Nov 17, 2021"),
        ("https://www.guinnessworldrecords.com/world-records/best-selling-album", "Best-selling album | Guinness World Records",
         "Michael Jackson's Thriller has sold an estimated 70 million copies worldwide.", "N/A"),
        ("https://www.nme.com/news/music/michael-jackson-thriller-34-times-platinum-3098114", "Michael Jackson's 'Thriller' certified 34 times platinum",
         "The album was certified 33× Platinum in 2017.", "Nov 17, 2021"),
        ("https://www.reddit.com/r/popheads/comments/qvbwz8/", "Thriller certified 34x platinum by the RIAA : r/popheads",
         "Up from 33x in 2017.", "Nov 16, 2021"),
        ("https://www.statista.com/statistics/1246620/thriller-album-sales/", "Thriller album certifications | Statista",
         "RIAA certifications of Thriller, 1983 to 2021.", "Dec 1, 2021"),
    )
    p8 = """# Michael Jackson's 'Thriller' Certified 34x Platinum

By **Paul Grein** · 11/16/2021

Michael Jackson's *Thriller* has been certified 34× platinum by the RIAA, denoting 34 million equivalent album units earned in the United States. The album was previously certified 33× platinum in August 2017.

*Thriller* remains the second-highest certified album in RIAA history, behind the Eagles' *Their Greatest Hits 1971-1975* (38×). It is the highest certified studio album; the Eagles' *Hotel California* (26×) ranks third.

## Thriller's RIAA milestones

| Date | Certification |
| --- | --- |
| Jan 1983 | Platinum |
| Dec 1984 | 20× Platinum |
| Dec 2015 | 30× Platinum |
| Aug 2017 | 33× Platinum |
| Nov 2021 | 34× Platinum |

Released on Nov. 29, 1982, *Thriller* spent 37 weeks at No. 1 on the Billboard 200, the most for any album by a solo artist, and yielded seven top 10 singles on the Billboard Hot 100.

Related: The Top 10 Certified Albums of All Time
"""
    a9 = m.update(riaa_no2="Michael Jackson — Thriller (Epic) — 34× Multi-Platinum (certified Nov 16, 2021; was 33× in Aug 2017)")
    a10 = m.retrieve_all()
    turns = [
        (q("RIAA top 100 albums Eagles Their Greatest Hits 38 times platinum"), s1),
        (ex(top, "top certified albums with unit counts"), p2),
        a3,
        (q("AC/DC Back in Black RIAA 25x platinum certification"), s4),
        (ex(det, "current certification level and date for Back in Black"), p5),
        a6,
        (q("Thriller 34x platinum RIAA certification 2021"), s7),
        (ex("https://www.billboard.com/music/pop/michael-jackson-thriller-34x-platinum-9662361/", "when Thriller reached 34x and its earlier levels"), p8),
        a9, a10,
    ]
    rs.add("search", "h63-search-08", SYSTEM, turns, state=state("2025-02-03 11:48 UTC"), bad=True, turn=5,
           kind="RIAA search page gives Back in Black's latest award (Dec 13, 2019) as 26× though the top-tallies page at turn 2 listed it at 25")


# ---------------------------------------------------------------- 09 UK Official Charts, longest-running No.1s (clean)
def chart_week(start: str, end: str, rows: list[tuple[int, str, str, str, int, int, str]]) -> str:
    body = "\n".join(f"| {pos} | {lw} | {title} | {artist} | {peak} | {wks} | {note} |" for pos, title, artist, lw, peak, wks, note in rows)
    return f"""# Official Singles Chart Top 100

**{start} - {end}** · Combines sales and audio streams · Published Friday

| Pos | LW | Title | Artist | Peak | Wks | |
| --- | --- | --- | --- | --- | --- | --- |
{body}

Showing 8 of 100 · Full chart → · Previous week ← · Next week →
"""


def t09(rs: RowSet) -> None:
    m = Mem()
    art = "https://www.officialcharts.com/chart-news/the-longest-running-number-1-singles-of-all-time__20147/"
    s1 = res(
        (art, "The longest-running Number 1 singles of all time | Official Charts",
         "Frankie Laine's I Believe spent a record 18 weeks at Number 1 in 1953 across three separate runs; Bryan Adams holds the record for consecutive weeks (16).", "Mar 4, 2024"),
        ("https://en.wikipedia.org/wiki/List_of_UK_Singles_Chart_number_ones_of_the_1950s", "List of UK Singles Chart number ones of the 1950s - Wikipedia",
         "I Believe by Frankie Laine was number one for 18 weeks in 1953, the longest total.", "N/A"),
        ("https://www.bbc.co.uk/news/entertainment-arts-36933471", "Drake's One Dance ends 15-week run at number one",
         "Drake equals Wet Wet Wet's 15 weeks but falls one short of Bryan Adams' record of 16 consecutive weeks.", "Jul 29, 2016"),
        ("https://www.officialcharts.com/songs/bryan-adams-everything-i-do-i-do-it-for-you/", "(EVERYTHING I DO) I DO IT FOR YOU | full Official Chart History",
         "Bryan Adams · Peak position 1 · Weeks at Number 1: 16 · Weeks on chart ...", "N/A"),
        ("https://en.wikipedia.org/wiki/(Everything_I_Do)_I_Do_It_for_You", "(Everything I Do) I Do It for You - Wikipedia",
         "The song spent 16 consecutive weeks at number one on the UK Singles Chart, the longest uninterrupted run in British chart history.", "N/A"),
        ("https://www.theguardian.com/music/2016/jul/29/drake-one-dance-number-one", "Drake's One Dance knocked off No 1 after 15 weeks",
         "Major Lazer's Cold Water ends the run.", "Jul 29, 2016"),
        ("https://www.officialcharts.com/chart-news/ed-sheeran-shape-of-you-14th-week-number-1__18965/", "Ed Sheeran's Shape Of You claims 14th week at Number 1",
         "Shape Of You draws level with Bohemian Rhapsody's combined total.", "Apr 28, 2017"),
        ("https://www.reddit.com/r/popheads/comments/4v0a5b/", "One Dance finally dethroned after 15 weeks : r/popheads",
         "Bryan Adams' record survives.", "Jul 29, 2016"),
        ("https://www.everyhit.com/number1s.html", "UK Number One Singles - everyHit.com",
         "Complete list of UK number one singles since 1952 with weeks at the top.", "N/A"),
    )
    p2 = """# The longest-running Number 1 singles of all time

By **Official Charts Company** · Updated 4 March 2024

Which songs have spent the longest at the top of the Official Singles Chart? Frankie Laine's *I Believe* still holds the overall record, 70 years on, with 18 weeks at Number 1 in 1953 spread over three separate spells. The record for the longest **unbroken** run belongs to Bryan Adams, whose Robin Hood: Prince of Thieves theme topped the chart for 16 consecutive weeks in 1991.

| Rank | Title | Artist | Year | Weeks at Number 1 | Notes |
| --- | --- | --- | --- | --- | --- |
| 1 | I Believe | Frankie Laine | 1953 | 18 | three separate runs (9 + 6 + 3) |
| 2 | (Everything I Do) I Do It For You | Bryan Adams | 1991 | 16 | consecutive record |
| 3 | Love Is All Around | Wet Wet Wet | 1994 | 15 | consecutive |
| 3 | One Dance | Drake ft. Wizkid & Kyla | 2016 | 15 | consecutive |
| 5 | Shape Of You | Ed Sheeran | 2017 | 14 | two runs (13 + 1) |
| 5 | Bohemian Rhapsody | Queen | 1975/1991 | 14 | 9 weeks in 1975–76, 5 in 1991–92 |
| 7 | Rose Marie | Slim Whitman | 1955 | 11 | consecutive |
| 7 | Despacito | Luis Fonsi & Daddy Yankee ft. Justin Bieber | 2017 | 11 | consecutive |
| 7 | Dance Monkey | Tones And I | 2019 | 11 | consecutive |
| 7 | Bad Habits | Ed Sheeran | 2021 | 11 | consecutive |
| 11 | Cara Mia | David Whitfield | 1954 | 10 | consecutive |
| 11 | As It Was | Harry Styles | 2022 | 10 | two runs |
| 11 | Sprinter | Dave & Central Cee | 2023 | 10 | two runs |

Chart data: Official Charts Company, chart weeks from 14 November 1952.
"""
    a3 = m.add(uk_longest_total="I Believe — Frankie Laine, 1953: 18 weeks at No.1 (three runs: 9+6+3)",
               uk_longest_consecutive="(Everything I Do) I Do It For You — Bryan Adams, 1991: 16 consecutive weeks")
    p4 = """# (EVERYTHING I DO) I DO IT FOR YOU

**Bryan Adams** · Label: A&M · Songwriters: Bryan Adams, Robert John "Mutt" Lange, Michael Kamen

| Peak position | Weeks at Number 1 | Weeks on chart | Chart debut |
| --- | --- | --- | --- |
| 1 | 16 | 25 | 29/06/1991 |

## Chart run (original release, 1991)

| Chart date | Pos | |
| --- | --- | --- |
| 29/06/1991 | 9 | New entry |
| 06/07/1991 | 1 | 1st week at Number 1 |
| 13/07/1991 | 1 | |
| ... | 1 | |
| 19/10/1991 | 1 | 16th week at Number 1 |
| 26/10/1991 | 2 | Number 1 run ends (The Fly — U2) |
| 02/11/1991 | 4 | |

Associated: Robin Hood: Prince Of Thieves (Original Soundtrack)
"""
    a5 = m.update(uk_longest_consecutive="(Everything I Do) I Do It For You — Bryan Adams, 1991: 16 consecutive weeks at No.1 (06/07/1991–19/10/1991), 25 weeks on chart; ended by U2's The Fly")
    s6 = res(
        ("https://www.officialcharts.com/charts/singles-chart/20160708/7501/", "Official Singles Chart Top 100 | 08 July 2016 - 14 July 2016",
         "1 ONE DANCE Drake ft Wizkid & Kyla · 2 THIS IS WHAT YOU CAME FOR Calvin Harris ft Rihanna · 3 TOO GOOD Drake ft Rihanna ...", "N/A"),
        ("https://www.officialcharts.com/charts/singles-chart/20160701/7501/", "Official Singles Chart Top 100 | 01 July 2016 - 07 July 2016",
         "1 ONE DANCE Drake ft Wizkid & Kyla · 2 THIS IS WHAT YOU CAME FOR · 3 CAN'T STOP THE FEELING ...", "N/A"),
        ("https://www.officialcharts.com/chart-news/drake-s-one-dance-claims-13th-week-at-number-1__15912/", "Drake's One Dance claims 13th week at Number 1",
         "Drake is now just two weeks away from equalling Wet Wet Wet, and three from Bryan Adams' 16.", "Jul 8, 2016"),
        ("https://www.bbc.co.uk/news/entertainment-arts-36933471", "Drake's One Dance ends 15-week run at number one",
         "Major Lazer's Cold Water, featuring Justin Bieber and MØ, takes over at the top.", "Jul 29, 2016"),
        ("https://en.wikipedia.org/wiki/One_Dance", "One Dance - Wikipedia",
         "In the UK the song spent 15 consecutive weeks at number one, the first single to do so since 1994.", "N/A"),
        ("https://www.musicweek.com/talent/read/drake-s-one-dance-hits-13-weeks-at-number-one/065044", "Drake's One Dance hits 13 weeks at No.1",
         "Streams accounted for the bulk of its chart sales.", "Jul 8, 2016"),
        ("https://www.theguardian.com/music/2016/jul/08/drake-one-dance-streaming-chart-rules", "Is streaming making the singles chart stagnant?",
         "The Official Charts Company is reviewing how streams are counted.", "Jul 8, 2016"),
        ("https://www.reddit.com/r/popheads/comments/4rtzby/", "One Dance #1 for the 13th week in the UK : r/popheads",
         "Can anything stop it?", "Jul 8, 2016"),
    )
    w1 = chart_week("01 July 2016", "07 July 2016", [
        (1, "ONE DANCE", "DRAKE FT WIZKID & KYLA", "1", 1, 13, "12th week at Number 1"),
        (2, "THIS IS WHAT YOU CAME FOR", "CALVIN HARRIS FT RIHANNA", "3", 2, 9, ""),
        (3, "CAN'T STOP THE FEELING", "JUSTIN TIMBERLAKE", "2", 2, 8, ""),
        (4, "CHEAP THRILLS", "SIA FT SEAN PAUL", "4", 2, 20, ""),
        (5, "TOO GOOD", "DRAKE FT RIHANNA", "7", 5, 9, ""),
        (6, "TREAT YOU BETTER", "SHAWN MENDES", "12", 6, 2, ""),
        (7, "DON'T LET ME DOWN", "CHAINSMOKERS FT DAYA", "5", 3, 14, ""),
        (8, "AIN'T MY FAULT", "ZARA LARSSON", "10", 8, 4, ""),
    ])
    w2 = chart_week("08 July 2016", "14 July 2016", [
        (1, "ONE DANCE", "DRAKE FT WIZKID & KYLA", "1", 1, 14, "13th week at Number 1"),
        (2, "THIS IS WHAT YOU CAME FOR", "CALVIN HARRIS FT RIHANNA", "2", 2, 10, ""),
        (3, "TOO GOOD", "DRAKE FT RIHANNA", "5", 3, 10, ""),
        (4, "CAN'T STOP THE FEELING", "JUSTIN TIMBERLAKE", "3", 2, 9, ""),
        (5, "CHEAP THRILLS", "SIA FT SEAN PAUL", "4", 2, 21, ""),
        (6, "AIN'T MY FAULT", "ZARA LARSSON", "8", 6, 5, ""),
        (7, "TREAT YOU BETTER", "SHAWN MENDES", "6", 6, 3, ""),
        (8, "FINAL SONG", "MO", "11", 8, 7, ""),
    ])
    a9 = m.add(one_dance="One Dance — Drake ft Wizkid & Kyla, 2016: 15 consecutive weeks at No.1 (13th week on chart of 08–14 July 2016); ended by Cold Water")
    a10 = m.retrieve_all()
    turns = [
        (q("longest running UK number 1 singles Official Charts Frankie Laine I Believe 18 weeks"), s1),
        (ex(art, "list of singles with the most weeks at Number 1"), p2),
        a3,
        (ex("https://www.officialcharts.com/songs/bryan-adams-everything-i-do-i-do-it-for-you/", "weeks at Number 1, weeks on chart and chart run"), p4),
        a5,
        (q("Drake One Dance 13th week number 1 UK July 2016 official chart"), s6),
        (ex("https://www.officialcharts.com/charts/singles-chart/20160701/7501/", "top of the chart for this week"), w1),
        (ex("https://www.officialcharts.com/charts/singles-chart/20160708/7501/", "top of the chart for this week"), w2),
        a9, a10,
    ]
    rs.add("search", "h63-search-09", SYSTEM, turns, state=state("2025-01-09 17:25 UTC"))


# ---------------------------------------------------------------- 10 Rijksmuseum collection (bad: result snippet)
def t10(rs: RowSet) -> None:
    m = Mem()
    obj = "https://www.rijksmuseum.nl/en/collection/SK-C-5"
    s1 = res(
        (obj, "The Night Watch, Rembrandt van Rijn, 1642 - Rijksmuseum",
         "Officers and Militiamen of District II in Amsterdam ... oil on canvas, h 379.5cm × w 453.5cm × w 337kg. Object number SK-C-5.", "N/A"),
        ("https://en.wikipedia.org/wiki/The_Night_Watch", "The Night Watch - Wikipedia",
         "The Night Watch is a 1642 painting by Rembrandt van Rijn. It is in the collection of the Amsterdam Museum but is prominently displayed in the Rijksmuseum.", "N/A"),
        ("https://www.rijksmuseum.nl/en/stories/operation-night-watch", "Operation Night Watch - Rijksmuseum",
         "The largest and most wide-ranging research and conservation project in the history of Rembrandt's masterpiece.", "N/A"),
        ("https://www.rijksmuseum.nl/en/rijksstudio/artists/rembrandt-van-rijn", "Rembrandt van Rijn | Rijksstudio",
         "Browse 1,300+ works by Rembrandt in the Rijksmuseum collection.", "N/A"),
        ("https://www.britannica.com/topic/The-Night-Watch", "The Night Watch | Rembrandt, Description, History, & Facts | Britannica",
         "The painting was trimmed on all four sides in 1715 to fit a wall in Amsterdam's town hall.", "N/A"),
        ("https://www.theguardian.com/artanddesign/2021/jun/23/rembrandt-night-watch-restored-ai", "Rembrandt's Night Watch restored to full size using AI",
         "Missing strips cut off in 1715 have been recreated with the help of artificial intelligence.", "Jun 23, 2021"),
        ("https://www.artsy.net/artwork/rembrandt-van-rijn-the-night-watch", "Rembrandt van Rijn | The Night Watch (1642) | Artsy",
         "Discover The Night Watch by Rembrandt van Rijn, and related artworks and artists.", "N/A"),
        ("https://www.reddit.com/r/museum/comments/10mb0hx/", "The Night Watch, Rembrandt, 1642 : r/museum",
         "Seen it behind the glass restoration studio, it's enormous.", "Jan 27, 2023"),
        ("https://www.amsterdam.nl/en/museums/the-night-watch-loan/", "The Night Watch on loan to the Rijksmuseum | City of Amsterdam",
         "The painting is owned by the City of Amsterdam and on long-term loan to the Rijksmuseum since 1808.", "N/A"),
    )
    p2 = """# The Night Watch

**Officers and Militiamen of District II in Amsterdam, under the Command of Captain Frans Banninck Cocq, known as 'The Night Watch'**

Rembrandt van Rijn, 1642

Rembrandt's largest and most famous painting was made for the Arquebusiers' guild hall. This was one of several halls of Amsterdam's civic guard, the city's militia and police. Rembrandt was the first to paint figures in a group portrait actually doing something. The captain, dressed in black, is telling his lieutenant to start the company marching. The guardsmen are getting into formation.

## Object data

| Field | Value |
| --- | --- |
| Object number | SK-C-5 |
| Title(s) | The Night Watch; Officers and Militiamen of District II in Amsterdam, under the Command of Captain Frans Banninck Cocq |
| Object type | painting |
| Maker | Rembrandt van Rijn (Leiden 1606 – Amsterdam 1669) |
| Date | 1642 |
| Physical features | oil on canvas |
| Dimensions | height 379.5 cm × width 453.5 cm × weight 337 kg |
| Credit line | On loan from the City of Amsterdam |
| Acquisition | loan 1808 |
| Copyright | Public domain |
| Location | Gallery of Honour, room 2.12 (Night Watch Gallery) |

## Documentation

- Van Thiel, P.J.J., et al., *All the Paintings of the Rijksmuseum in Amsterdam*, Amsterdam/Maarssen 1976, p. 468, no. C5.
- Operation Night Watch research reports, 2019–.

## Related objects

- SK-C-1453 — Gerrit Lundens, copy after The Night Watch (c. 1642–1655), showing the uncut composition
- SK-A-4050 — Rembrandt van Rijn, Self-portrait as the Apostle Paul, 1661
"""
    s3 = res(
        ("https://www.rijksmuseum.nl/en/stories/operation-night-watch", "Operation Night Watch - Rijksmuseum",
         "Since 8 July 2019 researchers and conservators have been examining The Night Watch in a glass chamber in full view of visitors.", "N/A"),
        ("https://www.nytimes.com/2019/07/08/arts/design/rembrandt-night-watch-restoration.html", "Rembrandt's 'Night Watch' Is Getting a Public Makeover",
         "The Rijksmuseum begins a multi-year restoration that museumgoers can watch live.", "Jul 8, 2019"),
        ("https://www.theguardian.com/artanddesign/2022/may/27/rembrandt-night-watch-717-gigapixel-photo", "Night Watch photographed in 717 gigapixels",
         "The most detailed photograph of an artwork ever made lets viewers zoom to individual paint particles.", "May 27, 2022"),
        (obj, "The Night Watch, Rembrandt van Rijn, 1642 - Rijksmuseum",
         "Object number SK-C-5 · oil on canvas, h 379.5cm × w 435.5cm × w 337kg · on loan from the City of Amsterdam.", "N/A"),
        ("https://www.rijksmuseum.nl/en/press/press-releases/varnish-removal-night-watch", "Removal of varnish from The Night Watch begins | Rijksmuseum press",
         "The next phase of Operation Night Watch: the degraded varnish layer will be removed.", "Sep 2, 2024"),
        ("https://www.bbc.com/news/world-europe-48906124", "Rembrandt's Night Watch restoration to be broadcast live",
         "The restoration is expected to cost €3m.", "Jul 8, 2019"),
        ("https://www.smithsonianmag.com/smart-news/rembrandt-night-watch-restoration-180972581/", "Watch Restorers Work on Rembrandt's 'Night Watch' Live",
         "Restorers will analyse the canvas with imaging techniques before deciding on treatment.", "Jul 9, 2019"),
        ("https://www.artnews.com/art-news/news/night-watch-lead-white-layer-discovery-1234689012/", "Night Watch Research Reveals Hidden Lead Layer",
         "Researchers found a lead-rich layer beneath the paint, likely applied against moisture.", "Dec 15, 2023"),
        ("https://www.reddit.com/r/ArtHistory/comments/15l0ct3/", "Operation Night Watch is still going : r/ArtHistory",
         "You can see the conservators at work behind the glass.", "Aug 8, 2023"),
    )
    p4 = """# Operation Night Watch

**Rijksmuseum · Research and conservation of Rembrandt's masterpiece**

On 8 July 2019 the Rijksmuseum started Operation Night Watch, the biggest and most wide-ranging research and conservation project in the history of the painting. The work takes place in a specially designed glass chamber in the Gallery of Honour, so that visitors can follow every step.

## Timeline

| Date | Milestone |
| --- | --- |
| 8 July 2019 | Start of the research phase; the painting is moved into the glass chamber |
| May 2020 | 44.8-gigapixel image published online |
| June 2021 | Missing strips (cut off in 1715) reconstructed with AI and shown alongside the painting for three months |
| October 2021 – 2023 | Canvas deformation in the upper left corner analysed; new stretcher designed |
| May 2022 | 717-gigapixel photograph published, 5 micrometres per pixel |
| 2024 | Varnish removal begins |

## What the research found

- The painting originally measured roughly 60 cm wider on the left and 22 cm taller at the top; the trimming took place in 1715 when it was moved to the Town Hall on the Dam.
- A lead-containing layer was found beneath the ground, probably applied to protect against moisture from the wall.
- Rembrandt made a chalk sketch on the ground layer before painting.

## Facts

| | |
| --- | --- |
| Object number | SK-C-5 |
| Dimensions | 379.5 × 453.5 cm |
| Weight | 337 kg |
| Owner | City of Amsterdam, on loan since 1808 |
"""
    a5 = m.add(night_watch="SK-C-5 · Rembrandt, 1642 · oil on canvas 379.5 × 453.5 cm, 337 kg · on loan from City of Amsterdam since 1808 · Operation Night Watch started 8 Jul 2019")
    a6 = m.retrieve_all()
    turns = [
        (q("Rijksmuseum Night Watch object number dimensions"), s1),
        (ex(obj, "object number, dimensions, weight and ownership"), p2),
        (q("Operation Night Watch Rijksmuseum restoration timeline"), s3),
        (ex("https://www.rijksmuseum.nl/en/stories/operation-night-watch", "timeline and findings of the project"), p4),
        a5, a6,
    ]
    rs.add("search", "h63-search-10", SYSTEM, turns, state=state("2025-01-16 09:02 UTC"), bad=True, turn=3,
           kind="the SK-C-5 collection page comes back in the result list with width 435.5 cm though its turn-1 snippet and turn-2 page gave 453.5 cm")


# ---------------------------------------------------------------- 11 Louvre attendance (bad: removed key reappears)
def t11(rs: RowSet) -> None:
    m = Mem()
    pr = "https://presse.louvre.fr/en/8-7-million-visitors-to-the-louvre-in-2024/"
    s1 = res(
        (pr, "8.7 million visitors to the Louvre in 2024 | Louvre press",
         "The musée du Louvre welcomed 8.7 million visitors in 2024, compared with 8.9 million in 2023, as the museum continued to cap daily attendance at 30,000.", "Jan 21, 2025"),
        ("https://www.theartnewspaper.com/2025/03/26/the-100-most-popular-art-museums-in-the-world-2024", "The 100 most popular art museums in the world — 2024",
         "The Louvre remains the world's most visited museum with 8.7 million visitors, ahead of the Vatican Museums.", "Mar 26, 2025"),
        ("https://en.wikipedia.org/wiki/List_of_most-visited_museums", "List of most-visited museums - Wikipedia",
         "The Louvre in Paris was the most visited museum in the world in 2024, with 8.7 million visitors.", "N/A"),
        ("https://www.lemonde.fr/en/culture/article/2025/01/21/louvre-attendance-2024_6737321_30.html", "Louvre attendance dips slightly in 2024 as Olympics keep tourists away",
         "The Paris Olympics weighed on summer visits; the museum still topped 8.7 million.", "Jan 21, 2025"),
        ("https://www.statista.com/statistics/247529/attendance-at-the-louvre-museum/", "Louvre museum attendance 2007-2024 | Statista",
         "Number of visitors to the Louvre museum in Paris from 2007 to 2024 (in millions).", "Jan 23, 2025"),
        ("https://www.louvre.fr/en/explore/the-palace/from-palace-to-museum", "From palace to museum | Louvre",
         "The museum opened on 10 August 1793 in the Grande Galerie.", "N/A"),
        ("https://www.reuters.com/lifestyle/culture-current/louvre-visitors-2023-89-million-2024-01-03/", "Louvre drew 8.9 million visitors in 2023",
         "Attendance rose 14% from 2022 after the museum capped daily visitors.", "Jan 3, 2024"),
        ("https://www.tripadvisor.com/ShowTopic-g187147-i14-k14471602-Louvre_crowds_2024.html", "Louvre crowds in 2024? - Paris Forum - Tripadvisor",
         "Booking a timed slot is mandatory now; we went at 9am and it was fine.", "Jun 2, 2024"),
        ("https://www.reddit.com/r/paris/comments/1i6kq6h/", "Louvre had 8.7M visitors in 2024 : r/paris",
         "Still way too many for the building, the Mona Lisa room is chaos.", "Jan 21, 2025"),
    )
    p2 = """# 8.7 million visitors to the Louvre in 2024

**Press release** · Paris, 21 January 2025

In 2024, the musée du Louvre welcomed **8.7 million visitors**, compared with 8.9 million in 2023. The museum maintained its daily attendance cap of 30,000 visitors, introduced in 2023 to improve visiting conditions, and all visits now require a timed reservation.

## Key figures

| | 2022 | 2023 | 2024 |
| --- | --- | --- | --- |
| Total visitors | 7.8 million | 8.9 million | 8.7 million |
| Share of foreign visitors | 69% | 73% | 77% |
| Visitors under 26 | 48% | 46% | 44% |
| Free admissions | 41% | 40% | 39% |

## Visitors by origin (2024)

| Origin | Share |
| --- | --- |
| France | 23% |
| United States | 13% |
| China | 5% |
| Italy | 4% |
| Spain | 4% |
| United Kingdom | 4% |
| Germany | 3% |
| Brazil | 3% |

## Context

The summer months were affected by the Olympic and Paralympic Games, during which international tourist arrivals to Paris shifted away from cultural sites. Attendance recovered strongly in the autumn, with October 2024 the busiest month of the year.

Press contact: presse@louvre.fr
"""
    a3 = m.add(louvre_2024="8.7 million visitors (77% foreign; US 13% largest foreign group); daily cap 30,000",
               louvre_2023="8.9 million visitors",
               louvre_peak_guess="9.6 million (2019)?")
    s4 = res(
        ("https://www.theguardian.com/world/2019/jan/03/louvre-record-102-million-visitors-2018", "Louvre breaks record with 10.2 million visitors in 2018",
         "The Louvre became the first museum to welcome more than 10 million visitors in a year, helped by a Beyoncé and Jay-Z video.", "Jan 3, 2019"),
        ("https://presse.louvre.fr/en/10-2-million-visitors-to-the-louvre-in-2018/", "10.2 million visitors to the Louvre in 2018 | Louvre press",
         "A 25% increase on 2017 and a historic record for the museum.", "Jan 3, 2019"),
        ("https://www.bbc.com/news/world-europe-46745567", "Louvre museum sees record 10.2 million visitors",
         "Apeshit, filmed in the Louvre, was viewed millions of times and boosted attendance.", "Jan 3, 2019"),
        ("https://www.statista.com/statistics/247529/attendance-at-the-louvre-museum/", "Louvre museum attendance 2007-2024 | Statista",
         "Peak: 10.2 million in 2018; 9.6 million in 2019; 2.7 million in 2020.", "Jan 23, 2025"),
        ("https://www.nytimes.com/2019/01/03/arts/design/louvre-record-attendance.html", "The Louvre Had a Record Year: 10.2 Million Visitors",
         "Visitors from the United States made up the largest group of foreigners.", "Jan 3, 2019"),
        ("https://www.reuters.com/article/us-france-louvre-idUSKCN1OX1A5", "Louvre attendance soars to record 10.2 million in 2018",
         "Attendance rose 25 percent year on year.", "Jan 3, 2019"),
        ("https://www.lefigaro.fr/culture/le-louvre-record-de-frequentation-2018", "Le Louvre pulvérise son record de fréquentation",
         "10,2 millions de visiteurs en 2018.", "Jan 3, 2019"),
        ("https://www.reddit.com/r/europe/comments/ac5p0d/", "Louvre gets record 10.2 million visitors in 2018 : r/europe",
         "Most visited museum on the planet.", "Jan 3, 2019"),
    )
    a5 = m.remove("louvre_peak_guess")
    a6 = m.add(louvre_record="10.2 million visitors in 2018 (first museum above 10 million; +25% on 2017)")
    bad7 = {"louvre_2024": m.d["louvre_2024"], "louvre_2023": m.d["louvre_2023"],
            "louvre_peak_guess": "9.6 million (2019)?", "louvre_record": m.d["louvre_record"]}
    p8 = """# List of most-visited museums

From Wikipedia, the free encyclopedia

This article lists the most-visited museums in the world, based on the annual survey published by *The Art Newspaper* and figures reported by the museums themselves.

## Most-visited museums in 2024

| Rank | Museum | City | Country | Visitors (2024) |
| --- | --- | --- | --- | --- |
| 1 | Louvre | Paris | France | 8,700,000 |
| 2 | Vatican Museums | Vatican City | Vatican City | 6,825,436 |
| 3 | British Museum | London | United Kingdom | 6,479,952 |
| 4 | Metropolitan Museum of Art | New York City | United States | 5,727,258 |
| 5 | Tate Modern | London | United Kingdom | 4,603,025 |
| 6 | National Museum of Korea | Seoul | South Korea | 3,788,785 |
| 7 | Musée d'Orsay | Paris | France | 3,752,398 |
| 8 | National Gallery | London | United Kingdom | 3,202,624 |
| 9 | Natural History Museum | London | United Kingdom | 3,050,000 |
| 10 | Museo Nacional Centro de Arte Reina Sofía | Madrid | Spain | 3,000,000 |

## Historical attendance of the Louvre

| Year | Visitors |
| --- | --- |
| 2018 | 10,200,000 (record) |
| 2019 | 9,600,000 |
| 2020 | 2,700,000 |
| 2021 | 2,800,000 |
| 2022 | 7,800,000 |
| 2023 | 8,900,000 |
| 2024 | 8,700,000 |
"""
    turns = [
        (q("Louvre visitor numbers 2024 8.7 million"), s1),
        (ex(pr, "annual visitor figures and breakdown"), p2),
        a3,
        (q("Louvre record attendance 2018 10.2 million visitors"), s4),
        a5, a6,
        (act_all(), pj(bad7)),
        (ex("https://en.wikipedia.org/wiki/List_of_most-visited_museums", "2024 ranking and Louvre attendance history"), p8),
    ]
    rs.add("search", "h63-search-11", SYSTEM, turns, state=state("2025-04-02 07:44 UTC"), bad=True, turn=7,
           kind="retrieve_all still lists louvre_peak_guess, which turn 5 removed from memory")


# ---------------------------------------------------------------- 12 Booker Prizes, thebookerprizes.com (clean)
def t12(rs: RowSet) -> None:
    m = Mem()
    yr = "https://thebookerprizes.com/the-booker-library/prize-years/booker-prize/2024"
    s1 = res(
        (yr, "The Booker Prize 2024 | The Booker Prizes",
         "Winner: Orbital by Samantha Harvey. Shortlist, longlist and judges of the 2024 Booker Prize.", "N/A"),
        ("https://www.theguardian.com/books/2024/nov/12/samantha-harvey-wins-booker-prize-2024-orbital", "Samantha Harvey wins Booker prize for 'majestic' space station novel Orbital",
         "Orbital, set over 24 hours aboard the International Space Station, is one of the shortest books ever to win.", "Nov 12, 2024"),
        ("https://thebookerprizes.com/the-booker-library/books/orbital", "Orbital | The Booker Prizes",
         "Samantha Harvey · Jonathan Cape · 136 pages · Winner 2024.", "N/A"),
        ("https://www.bbc.com/news/articles/c4gm4pdwxz0o", "Booker Prize 2024: Samantha Harvey wins for space novel Orbital",
         "Harvey dedicated the prize to everyone who speaks for the Earth and works for peace.", "Nov 12, 2024"),
        ("https://en.wikipedia.org/wiki/2024_Booker_Prize", "2024 Booker Prize - Wikipedia",
         "The 2024 Booker Prize was awarded on 12 November 2024 to Samantha Harvey for Orbital. The judging panel was chaired by Edmund de Waal.", "N/A"),
        ("https://www.nytimes.com/2024/11/12/books/booker-prize-samantha-harvey-orbital.html", "Samantha Harvey Wins Booker Prize for 'Orbital'",
         "It was the first Booker-winning novel set in space.", "Nov 12, 2024"),
        ("https://www.waterstones.com/book/orbital/samantha-harvey/9781787334342", "Orbital by Samantha Harvey | Waterstones",
         "Winner of the Booker Prize 2024. Paperback, 144 pages.", "N/A"),
        ("https://www.reddit.com/r/books/comments/1gpt4fj/", "Orbital by Samantha Harvey wins the 2024 Booker Prize : r/books",
         "Short enough to read in an afternoon.", "Nov 12, 2024"),
        ("https://www.goodreads.com/book/show/198902277-orbital", "Orbital by Samantha Harvey | Goodreads",
         "3.86 avg rating · 98,412 ratings", "N/A"),
    )
    p2 = """# The Booker Prize 2024

## Winner

**Orbital** by **Samantha Harvey** (Jonathan Cape)

Announced on 12 November 2024 at a ceremony at Old Billingsgate, London. The winner receives £50,000; each shortlisted author receives £2,500.

> "Harvey's language is lyrical and acute, with a fluency that cradles the reader. Orbital is a book about a world made fragile and beautiful by being seen from space." — Edmund de Waal, Chair of the 2024 judges

## Shortlist

| Title | Author | Publisher |
| --- | --- | --- |
| Orbital | Samantha Harvey | Jonathan Cape |
| James | Percival Everett | Mantle |
| Held | Anne Michaels | Bloomsbury |
| Creation Lake | Rachel Kushner | Jonathan Cape |
| The Safekeep | Yael van der Wouden | Viking |
| Stone Yard Devotional | Charlotte Wood | Sceptre |

## Longlist

13 books selected from 156 submitted, published in the UK or Ireland between 1 October 2023 and 30 September 2024.

## Judges

- Edmund de Waal (Chair)
- Sara Collins
- Justine Jordan
- Yiyun Li
- Nitin Sawhney

## Key dates

| Stage | Date |
| --- | --- |
| Longlist announced | 30 July 2024 |
| Shortlist announced | 16 September 2024 |
| Winner announced | 12 November 2024 |
"""
    a3 = m.add(booker_2024="Orbital — Samantha Harvey (Jonathan Cape); announced 12 Nov 2024; £50,000 to the author")
    s4 = res(
        ("https://thebookerprizes.com/the-booker-library/prize-years/international-booker-prize/2024", "The International Booker Prize 2024 | The Booker Prizes",
         "Winner: Kairos by Jenny Erpenbeck, translated from German by Michael Hofmann.", "N/A"),
        ("https://www.theguardian.com/books/article/2024/may/21/jenny-erpenbeck-kairos-international-booker-prize", "Jenny Erpenbeck and Michael Hofmann win International Booker for Kairos",
         "Erpenbeck becomes the first German writer to win the prize; Hofmann the first male translator to win.", "May 21, 2024"),
        ("https://en.wikipedia.org/wiki/2024_International_Booker_Prize", "2024 International Booker Prize - Wikipedia",
         "The winner was announced on 21 May 2024 at a ceremony at Tate Modern, London. The panel was chaired by Eleanor Wachtel.", "N/A"),
        ("https://www.bbc.com/news/entertainment-arts-69044261", "Kairos wins International Booker Prize",
         "The £50,000 prize is split equally between author and translator.", "May 21, 2024"),
        ("https://www.nytimes.com/2024/05/21/books/international-booker-prize-jenny-erpenbeck-kairos.html", "Jenny Erpenbeck's 'Kairos' Wins the International Booker Prize",
         "A love affair in 1980s East Berlin mirrors the collapse of the GDR.", "May 21, 2024"),
        ("https://www.newdirections.com/title/kairos", "Kairos | New Directions",
         "Translated by Michael Hofmann. 304 pages.", "N/A"),
        ("https://www.reddit.com/r/books/comments/1cxboca/", "Kairos wins the 2024 International Booker : r/books",
         "Glad to see Hofmann recognised.", "May 21, 2024"),
        ("https://www.goodreads.com/book/show/125931484-kairos", "Kairos by Jenny Erpenbeck | Goodreads",
         "3.69 avg rating · 31,207 ratings", "N/A"),
    )
    p5 = """# The International Booker Prize 2024

## Winner

**Kairos** by **Jenny Erpenbeck**, translated from German by **Michael Hofmann** (Granta Books)

Announced on 21 May 2024 at Tate Modern, London. The £50,000 prize is divided equally between the author and the translator; each shortlisted author and translator receives £2,500.

> "Kairos is a beautifully crafted, intimate portrait of a love affair set against the backdrop of the fall of the Berlin Wall." — Eleanor Wachtel, Chair of the 2024 judges

## Shortlist

| Title | Author | Translator | Original language |
| --- | --- | --- | --- |
| Kairos | Jenny Erpenbeck | Michael Hofmann | German |
| Crooked Plow | Itamar Vieira Junior | Johnny Lorenz | Portuguese |
| The Details | Ia Genberg | Kira Josefsson | Swedish |
| Mater 2-10 | Hwang Sok-yong | Sora Kim-Russell and Youngjae Josephine Bae | Korean |
| Not a River | Selva Almada | Annie McDermott | Spanish |
| What I'd Rather Not Think About | Jente Posthuma | Sarah Timmer Harvey | Dutch |

## Judges

- Eleanor Wachtel (Chair)
- Natalie Diaz
- Romesh Gunesekera
- William Kentridge
- Aaron Robertson
"""
    a6 = m.add(intl_booker_2024="Kairos — Jenny Erpenbeck, tr. Michael Hofmann (German); announced 21 May 2024; £50,000 split equally author/translator")
    a7 = m.update(booker_2024="Orbital — Samantha Harvey (Jonathan Cape); announced 12 Nov 2024 at Old Billingsgate; £50,000 to the author; chair Edmund de Waal; 156 submissions, 13 longlisted, 6 shortlisted")
    a8 = m.retrieve_all()
    turns = [
        (q("Booker Prize 2024 winner Orbital Samantha Harvey"), s1),
        (ex(yr, "winner, shortlist, judges and prize money"), p2),
        a3,
        (q("International Booker Prize 2024 winner Kairos Jenny Erpenbeck Michael Hofmann"), s4),
        (ex("https://thebookerprizes.com/the-booker-library/prize-years/international-booker-prize/2024", "winner, translator, shortlist and prize split"), p5),
        a6, a7, a8,
    ]
    rs.add("search", "h63-search-12", SYSTEM, turns, state=state("2025-02-18 12:30 UTC"))


# ---------------------------------------------------------------- 13 Nobel Prize in Literature, nobelprize.org (clean)
def t13(rs: RowSet) -> None:
    m = Mem()
    summ = "https://www.nobelprize.org/prizes/literature/2024/summary/"
    s1 = res(
        (summ, "The Nobel Prize in Literature 2024 - NobelPrize.org",
         "The Nobel Prize in Literature 2024 was awarded to Han Kang \"for her intense poetic prose that confronts historical traumas and exposes the fragility of human life\".", "N/A"),
        ("https://www.nobelprize.org/prizes/literature/2024/press-release/", "Press release: The Nobel Prize in Literature 2024 - NobelPrize.org",
         "The Swedish Academy has decided to award the Nobel Prize in Literature for 2024 to the South Korean author Han Kang.", "Oct 10, 2024"),
        ("https://en.wikipedia.org/wiki/Han_Kang", "Han Kang - Wikipedia",
         "Han Kang (born 27 November 1970) is a South Korean writer. She won the International Booker Prize in 2016 for The Vegetarian and the Nobel Prize in Literature in 2024.", "N/A"),
        ("https://www.theguardian.com/books/2024/oct/10/han-kang-wins-nobel-prize-in-literature", "Han Kang wins the 2024 Nobel prize in literature",
         "The South Korean author of The Vegetarian is the first Korean writer to receive the award.", "Oct 10, 2024"),
        ("https://www.nytimes.com/2024/10/10/books/nobel-prize-literature-han-kang.html", "Han Kang Wins the Nobel Prize in Literature",
         "She is the 18th woman to win the prize.", "Oct 10, 2024"),
        ("https://www.nobelprize.org/prizes/literature/2023/summary/", "The Nobel Prize in Literature 2023 - NobelPrize.org",
         "Jon Fosse \"for his innovative plays and prose which give voice to the unsayable\".", "N/A"),
        ("https://www.bbc.com/news/articles/c0mzx1q3gz4o", "Han Kang: South Korean author wins Nobel literature prize",
         "Swedish Academy praises her 'intense poetic prose'.", "Oct 10, 2024"),
        ("https://www.koreatimes.co.kr/www/art/2024/10/han-kang-nobel.html", "Han Kang becomes first Korean to win Nobel Prize in Literature",
         "Book sales surge as bookstores run out of her novels.", "Oct 11, 2024"),
        ("https://www.reddit.com/r/books/comments/1g0d0pz/", "Han Kang wins the 2024 Nobel Prize in Literature : r/books",
         "The Vegetarian and Human Acts are both incredible.", "Oct 10, 2024"),
    )
    p2 = """# The Nobel Prize in Literature 2024

**Han Kang**

Prize motivation: "for her intense poetic prose that confronts historical traumas and exposes the fragility of human life"

Prize share: 1/1

## Summary

| | |
| --- | --- |
| Born | 27 November 1970, Gwangju, South Korea |
| Language | Korean |
| Announced | 10 October 2024 |
| Prize amount | 11 million Swedish kronor |
| Award ceremony | 10 December 2024, Stockholm Concert Hall |

## Selected works

- *Yeosu* (1995)
- *The Vegetarian* (채식주의자, 2007)
- *The Wind Blows, Go* (2010)
- *Greek Lessons* (2011)
- *Human Acts* (소년이 온다, 2014)
- *The White Book* (흰, 2016)
- *We Do Not Part* (작별하지 않는다, 2021)

## Related

- Press release · Bio-bibliography · Nobel Lecture · Banquet speech · Interview
- Other prizes 2024: Physiology or Medicine · Physics · Chemistry · Peace · Economic Sciences
"""
    a3 = m.add(nobel_lit_2024="Han Kang (South Korea, b. 1970 Gwangju); announced 10 Oct 2024; 'for her intense poetic prose that confronts historical traumas and exposes the fragility of human life'; SEK 11 million")
    facts = "https://www.nobelprize.org/prizes/facts/nobel-prize-facts/"
    p4 = """# Nobel Prize facts

## Literature

**117** Nobel Prizes in Literature have been awarded between 1901 and 2024. **121** Nobel Prize laureates in literature.

| Fact | |
| --- | --- |
| Shared prizes | 4 (1904, 1917, 1966, 1974) |
| Women laureates | 18 |
| Youngest laureate | Rudyard Kipling, 41 (1907) |
| Oldest laureate | Doris Lessing, 88 (2007) |
| Declined | Jean-Paul Sartre (1964, voluntarily); Boris Pasternak (1958, forced by the authorities) |
| Not awarded | 7 times: 1914, 1918, 1935, 1940, 1941, 1942, 1943 |

Why were the Nobel Prizes in Literature not awarded on seven occasions? In the statutes of the Nobel Foundation it says: "If none of the works under consideration is found to be of the importance indicated in the first paragraph, the prize money shall be reserved until the following year."

## Prize amount

| Year | Amount |
| --- | --- |
| 2017–2019 | SEK 9 million |
| 2020–2022 | SEK 10 million |
| 2023–2024 | SEK 11 million |
"""
    a5 = m.add(nobel_lit_facts="1901–2024: 117 prizes to 121 laureates (4 shared), 18 women; not awarded 7 times; youngest Kipling 41, oldest Lessing 88")
    s6 = res(
        ("https://www.nobelprize.org/prizes/literature/2024/han/lecture/", "Han Kang – Nobel Lecture - NobelPrize.org",
         "Nobel Lecture by Han Kang, \"Light and Thread\", delivered at the Swedish Academy, Stockholm, 7 December 2024.", "Dec 7, 2024"),
        ("https://www.theguardian.com/books/2024/dec/07/han-kang-nobel-lecture-light-and-thread", "Han Kang's Nobel lecture: 'Can the present help the past?'",
         "The author reflected on a poem she wrote at the age of eight, found in a shoebox in 2021.", "Dec 7, 2024"),
        ("https://www.koreaherald.com/view.php?ud=20241208000013", "Han Kang delivers Nobel lecture in Korean",
         "Han spoke in Korean for about 30 minutes; an English translation was projected.", "Dec 8, 2024"),
        ("https://www.youtube.com/watch?v=3Ykz0pQv9oM", "Han Kang, Nobel Prize in Literature 2024: Nobel Lecture",
         "Nobel Prize channel · 612K views", "Dec 7, 2024"),
        ("https://www.nobelprize.org/prizes/literature/2024/han/speech/", "Han Kang – Banquet speech - NobelPrize.org",
         "Speech at the Nobel Prize Banquet, Stockholm City Hall, 10 December 2024.", "Dec 10, 2024"),
        ("https://www.nytimes.com/2024/12/10/world/europe/nobel-prize-ceremony-han-kang.html", "Han Kang Receives Nobel Medal in Stockholm",
         "King Carl XVI Gustaf presented the prizes at the Stockholm Concert Hall.", "Dec 10, 2024"),
        ("https://www.reddit.com/r/koreanlit/comments/1h8y2kf/", "Han Kang's Nobel Lecture 'Light and Thread' : r/koreanlit",
         "The bit about Human Acts and Gwangju got me.", "Dec 7, 2024"),
        ("https://www.lrb.co.uk/blog/2024/december/light-and-thread", "Light and Thread | LRB blog",
         "On the lecture's two questions: can the present help the past, can the dead save the living?", "Dec 12, 2024"),
    )
    a7 = m.update(nobel_lit_2024="Han Kang (South Korea, b. 1970 Gwangju); announced 10 Oct 2024; 'for her intense poetic prose that confronts historical traumas and exposes the fragility of human life'; SEK 11 million; Nobel Lecture 'Light and Thread', 7 Dec 2024; medal 10 Dec 2024")
    a8 = m.retrieve_all()
    turns = [
        (q("Nobel Prize in Literature 2024 Han Kang motivation"), s1),
        (ex(summ, "laureate, motivation, date and prize amount"), p2),
        a3,
        (ex(facts, "how many literature prizes and laureates, women laureates"), p4),
        a5,
        (q("Han Kang Nobel lecture Light and Thread 7 December 2024"), s6),
        a7, a8,
    ]
    rs.add("search", "h63-search-13", SYSTEM, turns, state=state("2025-01-30 15:12 UTC"))


# ---------------------------------------------------------------- 14 CIA World Factbook borders and capitals (bad: border length)
DE_BORDERS = "Austria 801 km; Belgium 133 km; Czechia 704 km; Denmark 140 km; France 418 km; Luxembourg 128 km; Netherlands 575 km; Poland 447 km; Switzerland 348 km"
AT_BORDERS = "Czechia 402 km; Germany 801 km; Hungary 321 km; Italy 404 km; Liechtenstein 34 km; Slovakia 105 km; Slovenia 299 km; Switzerland 158 km"
CH_BORDERS = "Austria 158 km; France 525 km; Germany 348 km; Italy 698 km; Liechtenstein 41 km"


def factbook_geo(name: str, loc: str, coords: str, area: tuple[str, str, str], total: str, n: int, borders: str, coast: str, extra: str) -> str:
    return f"""# {name}

The World Factbook · Explore All Countries › Europe › {name}

## Geography

**Location**
{loc}

**Geographic coordinates**
{coords}

**Map references**
Europe

**Area**
total: {area[0]}
land: {area[1]}
water: {area[2]}

**Land boundaries**
total: {total}
border countries ({n}): {borders}

**Coastline**
{coast}

{extra}

Page last updated: February 26, 2025
"""


def t14(rs: RowSet) -> None:
    m = Mem()
    de = "https://www.cia.gov/the-world-factbook/countries/germany/"
    at = "https://www.cia.gov/the-world-factbook/countries/austria/"
    s1 = res(
        (de, "Germany - The World Factbook",
         "Land boundaries: total: 3,694 km; border countries (9): Austria 801 km; Belgium 133 km; Czechia 704 km; Denmark 140 km ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Borders_of_Germany", "Borders of Germany - Wikipedia",
         "Germany shares land borders with nine countries: Denmark, Poland, Czechia, Austria, Switzerland, France, Luxembourg, Belgium and the Netherlands.", "N/A"),
        ("https://www.cia.gov/the-world-factbook/field/land-boundaries/", "Land boundaries - The World Factbook",
         "This entry contains the total length of all land boundaries and the individual lengths for each of the contiguous border countries.", "N/A"),
        ("https://www.destatis.de/EN/Themes/Countries-Regions/_node.html", "Germany - land area and borders | Federal Statistical Office",
         "Facts on Germany's territory, land use and its nine neighbouring states.", "N/A"),
        ("https://www.worldatlas.com/geography/countries-bordering-germany.html", "Which Countries Border Germany? - WorldAtlas",
         "Austria has the longest border with Germany at 801 km, Luxembourg the shortest.", "Apr 25, 2023"),
        ("https://www.britannica.com/place/Germany", "Germany | History, Map, Flag, Population, & Facts | Britannica",
         "Germany is bounded by Denmark to the north, Poland and Czechia to the east, Austria and Switzerland to the south ...", "N/A"),
        ("https://www.nationsonline.org/oneworld/map/germany-map.htm", "Political Map of Germany - Nations Online Project",
         "Map showing Germany and its nine neighbours.", "N/A"),
        ("https://www.reddit.com/r/geography/comments/ux1cyb/", "Why does Germany have so many neighbours? : r/geography",
         "Nine land neighbours and two seas.", "May 24, 2022"),
        ("https://www.indexmundi.com/germany/land_boundaries.html", "Germany Land boundaries - Geography - IndexMundi",
         "Land boundaries: total: 3,694 km.", "N/A"),
    )
    p2 = factbook_geo(
        "Germany", "Central Europe, bordering the Baltic Sea and the North Sea, between the Netherlands and Poland, south of Denmark",
        "51 00 N, 9 00 E", ("357,022 sq km", "348,672 sq km", "8,350 sq km"), "3,694 km", 9, DE_BORDERS, "2,389 km",
        """**Maritime claims**
territorial sea: 12 nm
exclusive economic zone: 200 nm

**Elevation**
highest point: Zugspitze 2,963 m
lowest point: Neuendorf bei Wilster -3.5 m
mean elevation: 263 m

## Government

**Capital**
name: Berlin
geographic coordinates: 52 31 N, 13 24 E
time difference: UTC+1 (6 hours ahead of Washington, DC, during Standard Time)
daylight saving time: +1hr, begins last Sunday in March; ends last Sunday in October""")
    a3 = m.add(germany_borders="total 3,694 km; 9 neighbours: " + DE_BORDERS + " (longest Austria, shortest Luxembourg)")
    s4 = res(
        (at, "Austria - The World Factbook",
         "Land boundaries: total: 2,524 km; border countries (8): Czechia 402 km; Germany 801 km; Hungary 321 km; Italy 404 km ...", "N/A"),
        ("https://en.wikipedia.org/wiki/Borders_of_Austria", "Borders of Austria - Wikipedia",
         "Austria is a landlocked country bordered by eight countries.", "N/A"),
        ("https://www.indexmundi.com/austria/land_boundaries.html", "Austria Land boundaries - Geography - IndexMundi",
         "total: 2,524 km; border countries (8).", "N/A"),
        ("https://www.statistik.at/en/statistics/geography", "Geography | Statistics Austria",
         "Territory and land use of Austria; its longest border is with Germany.", "N/A"),
        ("https://www.worldatlas.com/maps/austria", "Austria Maps & Facts - World Atlas",
         "Austria borders Germany, Czechia, Slovakia, Hungary, Slovenia, Italy, Switzerland and Liechtenstein.", "Feb 24, 2021"),
        ("https://www.britannica.com/place/Austria", "Austria | History, Map, Flag, Population, Capital, & Facts | Britannica",
         "Landlocked country of south-central Europe. The capital is Vienna.", "N/A"),
        ("https://www.reddit.com/r/MapPorn/comments/pr9c1x/", "Countries by number of land neighbours in Europe : r/MapPorn",
         "Germany 9, France 8, Austria 8, Serbia 8.", "Sep 19, 2021"),
        ("https://www.austria.info/en/service-and-facts/about-austria/geography", "Geography of Austria | austria.info",
         "Almost two-thirds of Austria is covered by the Alps.", "N/A"),
    )
    p5 = factbook_geo(
        "Austria", "Central Europe, north of Italy and Slovenia", "47 20 N, 13 20 E",
        ("83,871 sq km", "82,445 sq km", "1,426 sq km"), "2,524 km", 8, AT_BORDERS, "0 km (landlocked)",
        """**Maritime claims**
none (landlocked)

**Elevation**
highest point: Grossglockner 3,798 m
lowest point: Neusiedler See 115 m
mean elevation: 910 m

## Government

**Capital**
name: Vienna
geographic coordinates: 48 12 N, 16 22 E
time difference: UTC+1 (6 hours ahead of Washington, DC, during Standard Time)
daylight saving time: +1hr, begins last Sunday in March; ends last Sunday in October""")
    a6 = m.add(austria_borders="total 2,524 km; 8 neighbours: " + AT_BORDERS)
    s7 = res(
        ("https://www.cia.gov/the-world-factbook/field/capital/", "Capital - The World Factbook",
         "This entry gives the name of the seat of government, its geographic coordinates, the time difference relative to UTC and daylight saving time.", "N/A"),
        ("https://www.cia.gov/the-world-factbook/countries/switzerland/", "Switzerland - The World Factbook",
         "Capital: name: Bern; geographic coordinates: 46 57 N, 7 26 E.", "N/A"),
        ("https://en.wikipedia.org/wiki/List_of_national_capitals", "List of national capitals - Wikipedia",
         "Bern is the de facto seat of the Swiss federal authorities (Bundesstadt).", "N/A"),
        ("https://www.timeanddate.com/time/zone/germany/berlin", "Time Zone in Berlin, Germany",
         "Berlin is on Central European Time (CET), UTC+1.", "N/A"),
        ("https://www.britannica.com/place/Bern", "Bern | History, Population, & Facts | Britannica",
         "Bern, city, capital of Switzerland and of Bern canton.", "N/A"),
        ("https://www.admin.ch/gov/en/start/federal-council/switzerland.html", "Switzerland - The Federal Council",
         "Switzerland has no capital in the legal sense; Bern is the federal city.", "N/A"),
        ("https://www.reddit.com/r/geography/comments/z9q0wf/", "Why doesn't Switzerland officially have a capital? : r/geography",
         "Bundesstadt vs Hauptstadt.", "Dec 1, 2022"),
        ("https://www.worldatlas.com/articles/capital-cities-of-europe.html", "Capital Cities of Europe - WorldAtlas",
         "Vienna, Berlin and Bern are among Europe's capitals in the CET zone.", "Jul 10, 2023"),
    )
    p8 = """# Capital

The World Factbook › Field Listing

This entry gives the name of the seat of government, its geographic coordinates, the time difference relative to Coordinated Universal Time (UTC) and the time observed in Washington, DC, and, if applicable, information on daylight saving time (DST).

Filtered: 3 of 265 entries (Austria, Germany, Switzerland)

**Austria**
name: Vienna
geographic coordinates: 48 12 N, 16 22 E
time difference: UTC+1 (6 hours ahead of Washington, DC, during Standard Time)
daylight saving time: +1hr, begins last Sunday in March; ends last Sunday in October
etymology: the origin of the name is unclear; it may derive from the Celtic word "vedunia" meaning "forest stream"

**Germany**
name: Berlin
geographic coordinates: 52 31 N, 13 24 E
time difference: UTC+1 (6 hours ahead of Washington, DC, during Standard Time)
daylight saving time: +1hr, begins last Sunday in March; ends last Sunday in October
etymology: the origin of the name is unclear but may be related to the old West Slavic (Polabian) word "berl" or "birl," meaning "swamp"

**Switzerland**
name: Bern
geographic coordinates: 46 57 N, 7 26 E
time difference: UTC+1 (6 hours ahead of Washington, DC, during Standard Time)
daylight saving time: +1hr, begins last Sunday in March; ends last Sunday in October
etymology: the origin of the name is uncertain; legend holds that the city's founder named it after the first animal he met on the hunt, a bear ("Baer")
"""
    a9 = m.add(capitals="Berlin 52 31 N 13 24 E; Vienna 48 12 N 16 22 E; Bern 46 57 N 7 26 E (federal city); all UTC+1 with DST")
    bad_de = DE_BORDERS.replace("Poland 447 km", "Poland 467 km")
    p10 = f"""# Land boundaries

The World Factbook › Field Listing

This entry contains the total length of all land boundaries and the individual lengths for each of the contiguous border countries. When available, official lengths published by national statistical agencies are used.

Filtered: 3 of 265 entries (Austria, Germany, Switzerland)

**Austria**
total: 2,524 km
border countries (8): {AT_BORDERS}

**Germany**
total: 3,694 km
border countries (9): {bad_de}

**Switzerland**
total: 1,770 km
border countries (5): {CH_BORDERS}
"""
    a11 = m.retrieve_all()
    turns = [
        (q("CIA World Factbook Germany land boundaries border countries"), s1),
        (ex(de, "land boundaries by neighbour and capital"), p2),
        a3,
        (q("CIA World Factbook Austria land boundaries border countries"), s4),
        (ex(at, "land boundaries by neighbour and capital"), p5),
        a6,
        (q("World Factbook capital field listing Berlin Vienna Bern coordinates"), s7),
        (ex("https://www.cia.gov/the-world-factbook/field/capital/", "capital entries for Austria, Germany and Switzerland"), p8),
        a9,
        (ex("https://www.cia.gov/the-world-factbook/field/land-boundaries/", "land boundary entries for Austria, Germany and Switzerland"), p10),
        a11,
    ]
    rs.add("search", "h63-search-14", SYSTEM, turns, state=state("2025-03-06 10:05 UTC"), bad=True, turn=10,
           kind="the land-boundaries field listing gives Germany–Poland as 467 km (and no longer sums to the 3,694 km total) though Germany's page at turn 2 said 447 km")


# ---------------------------------------------------------------- 15 Largest islands (clean)
def t15(rs: RowSet) -> None:
    m = Mem()
    lst = "https://en.wikipedia.org/wiki/List_of_islands_by_area"
    s1 = res(
        (lst, "List of islands by area - Wikipedia",
         "Greenland, 2,130,800 km², is the largest island; New Guinea (785,753 km²) and Borneo (748,168 km²) follow. Australia is treated as a continent.", "N/A"),
        ("https://www.worldatlas.com/geography/largest-islands-in-the-world.html", "The Largest Islands In The World - WorldAtlas",
         "Greenland, New Guinea, Borneo, Madagascar and Baffin Island are the five largest islands on Earth.", "Jun 14, 2023"),
        ("https://www.britannica.com/list/the-largest-islands-in-the-world", "10 Largest Islands in the World | Britannica",
         "From Greenland to Ellesmere Island, a look at the world's biggest islands.", "N/A"),
        ("https://www.nationsonline.org/oneworld/islands_by_area.htm", "Largest Islands of the World - Nations Online Project",
         "List of the 100 largest islands with area in km² and sq mi.", "N/A"),
        ("https://en.wikipedia.org/wiki/Greenland", "Greenland - Wikipedia",
         "Greenland is the world's largest island and an autonomous territory of the Kingdom of Denmark.", "N/A"),
        ("https://www.statista.com/statistics/275424/largest-islands-worldwide/", "Largest islands worldwide by area | Statista",
         "Area of the largest islands in the world (in 1,000 square kilometers).", "Jan 8, 2024"),
        ("https://geology.com/records/largest-island.shtml", "Largest Island in the World - Geology.com",
         "Why is Australia a continent and Greenland an island?", "N/A"),
        ("https://www.reddit.com/r/geography/comments/14v2w1n/", "Why is Greenland an island but Australia isn't? : r/geography",
         "Continental shelf and convention, mostly.", "Jul 10, 2023"),
        ("https://islands.unep.ch/Tiarea.htm", "Islands by land area - UNEP Islands directory",
         "Island directory sorted by area; data from the UNEP island database.", "N/A"),
    )
    p2 = """# List of islands by area

From Wikipedia, the free encyclopedia

This list of islands by area includes all islands in the world greater than 2,500 km². Australia is considered a continent and is not included.

## Islands larger than 100,000 km²

| Rank | Island | Area (km²) | Area (sq mi) | Country/Countries |
| --- | --- | --- | --- | --- |
| 1 | Greenland | 2,130,800 | 822,700 | Denmark (autonomous territory) |
| 2 | New Guinea | 785,753 | 303,381 | Indonesia; Papua New Guinea |
| 3 | Borneo | 748,168 | 288,869 | Indonesia; Malaysia; Brunei |
| 4 | Madagascar | 587,041 | 226,658 | Madagascar |
| 5 | Baffin Island | 507,451 | 195,928 | Canada |
| 6 | Sumatra | 443,066 | 171,069 | Indonesia |
| 7 | Honshu | 227,960 | 88,017 | Japan |
| 8 | Victoria Island | 217,291 | 83,897 | Canada |
| 9 | Great Britain | 209,331 | 80,823 | United Kingdom |
| 10 | Ellesmere Island | 196,236 | 75,767 | Canada |
| 11 | Sulawesi | 180,681 | 69,761 | Indonesia |
| 12 | South Island | 150,437 | 58,084 | New Zealand |
| 13 | Java | 138,793 | 53,588 | Indonesia |
| 14 | North Island | 111,583 | 43,083 | New Zealand |
| 15 | Luzon | 109,965 | 42,458 | Philippines |
| 16 | Newfoundland | 108,860 | 42,031 | Canada |

## Notes

- Areas are for the main island only; offshore islands belonging to the same country are excluded.
- New Guinea and Borneo are the only islands larger than 100,000 km² divided between countries (Borneo among three).
"""
    a3 = m.add(islands_top3="1 Greenland 2,130,800 km²; 2 New Guinea 785,753 km²; 3 Borneo 748,168 km² (main-island areas, Wikipedia list)")
    s4 = res(
        ("https://en.wikipedia.org/wiki/Borneo", "Borneo - Wikipedia",
         "Borneo is the third-largest island in the world, with an area of 748,168 km². It is shared by Indonesia (Kalimantan), Malaysia (Sabah and Sarawak) and Brunei.", "N/A"),
        ("https://www.britannica.com/place/Borneo-island-Pacific-Ocean", "Borneo | Island, Map, Rainforest, & Facts | Britannica",
         "Borneo, island of the Malay Archipelago; the political divisions are Kalimantan, Sabah, Sarawak and Brunei.", "N/A"),
        ("https://www.worldatlas.com/islands/borneo.html", "Borneo - WorldAtlas",
         "Indonesia holds about 73% of the island, Malaysia 26% and Brunei 1%.", "Mar 2, 2022"),
        ("https://www.wwf.org.uk/where-we-work/borneo", "Borneo | WWF",
         "Borneo's rainforests are among the oldest in the world, estimated at 130 million years.", "N/A"),
        ("https://www.nationalgeographic.com/environment/article/borneo", "Borneo's Vanishing Rainforest | National Geographic",
         "Deforestation for oil palm has halved Borneo's forests since the 1970s.", "Oct 3, 2023"),
        ("https://en.wikipedia.org/wiki/Mount_Kinabalu", "Mount Kinabalu - Wikipedia",
         "Mount Kinabalu (4,095 m) in Sabah is the highest mountain on Borneo.", "N/A"),
        ("https://www.reuters.com/world/asia-pacific/indonesia-capital-nusantara-borneo-2024-08-17/", "Indonesia holds Independence Day ceremony in new capital Nusantara on Borneo",
         "The new capital is being built in East Kalimantan.", "Aug 17, 2024"),
        ("https://www.reddit.com/r/geography/comments/11x4d6c/", "Borneo is the only island shared by three countries? : r/geography",
         "Also Hispaniola is two, Timor is two, Ireland two ... Borneo is three.", "Mar 21, 2023"),
    )
    p5 = """# Borneo

From Wikipedia, the free encyclopedia

| Borneo | |
| --- | --- |
| Location | South East Asia, Malay Archipelago |
| Area | 748,168 km² (288,869 sq mi) |
| Area rank | 3rd |
| Highest elevation | 4,095 m (13,435 ft) |
| Highest point | Mount Kinabalu |
| Largest settlement | Samarinda |
| Population | 23,053,723 (2020) |
| Density | 31/km² |

**Administration**

| Country | Divisions | Share of area |
| --- | --- | --- |
| Indonesia | Kalimantan (North, East, South, Central and West Kalimantan) | 73% |
| Malaysia | Sabah, Sarawak, Labuan | 26% |
| Brunei | Belait, Brunei-Muara, Temburong, Tutong | 1% |

**Borneo** is the third-largest island in the world and the largest in Asia. At the geographic centre of Maritime Southeast Asia, it is bounded by the South China Sea to the north-west, the Sulu Sea to the north-east, the Celebes Sea and the Makassar Strait to the east, and the Java Sea and Karimata Strait to the south.

## Geography

The island is dominated by a central mountain range; Mount Kinabalu in Sabah is its highest peak. The Kapuas River in West Kalimantan, 1,143 km long, is the longest river in Indonesia.

## Politics

Indonesia's planned new capital, Nusantara, is under construction in East Kalimantan.
"""
    a6 = m.add(borneo="748,168 km² (3rd); Indonesia 73% (Kalimantan), Malaysia 26% (Sabah, Sarawak, Labuan), Brunei 1%; highest point Mount Kinabalu 4,095 m; pop. 23.05 million (2020)")
    p7 = """# Greenland

**Greenland**, Greenlandic Kalaallit Nunaat, Danish Grønland, the world's largest island, lying in the North Atlantic Ocean. Greenland is a self-governing part of the Kingdom of Denmark.

| Facts & Figures | |
| --- | --- |
| Official name | Kalaallit Nunaat (Greenland) |
| Political status | self-governing part of the Kingdom of Denmark |
| Capital | Nuuk (Godthåb) |
| Area (including offshore islands) | 836,330 square miles (2,166,086 square km) |
| Population | (2024 est.) 56,700 |
| Ice-free area | about 158,000 square miles (410,000 square km) |

Greenland's main island measures about 2,130,800 square km; the remainder of the territory's area consists of offshore islands. About four-fifths of the island is covered by the Greenland Ice Sheet, which is up to 3,000 metres thick.

## Land

Greenland stretches about 2,670 km from Cape Morris Jesup in the north to Cape Farewell in the south, and about 1,050 km at its widest point.
"""
    a8 = m.update(islands_top3="1 Greenland 2,130,800 km² main island (822,700 sq mi; 2,166,086 km² incl. offshore islands per Britannica); 2 New Guinea 785,753 km²; 3 Borneo 748,168 km²")
    a9 = m.retrieve_all()
    turns = [
        (q("largest islands in the world by area list Greenland New Guinea Borneo"), s1),
        (ex(lst, "ranking of the largest islands with areas"), p2),
        a3,
        (q("Borneo area three countries Indonesia Malaysia Brunei share"), s4),
        (ex("https://en.wikipedia.org/wiki/Borneo", "area, shares by country, highest point, population"), p5),
        a6,
        (ex("https://www.britannica.com/place/Greenland", "area of Greenland and how it is measured"), p7),
        a8, a9,
    ]
    rs.add("search", "h63-search-15", SYSTEM, turns, state=state("2025-02-25 08:50 UTC"))


# ---------------------------------------------------------------- 16 Lakes, ILEC World Lake Database (bad: created key missing)
def t16(rs: RowSet) -> None:
    init = {"project": "Lake comparison: largest by area vs by volume vs deepest",
            "units": "area km², volume km³, depth m"}
    m = Mem(init)
    wldb = "https://wldb.ilec.or.jp/Display/html/3322"
    s1 = res(
        (wldb, "Lake Baikal - World Lake Database (ILEC)",
         "Data sheet ASI-15. Surface area 31,722 km²; volume 23,615 km³; maximum depth 1,642 m; mean depth 744 m; residence time 330 years.", "N/A"),
        ("https://en.wikipedia.org/wiki/Lake_Baikal", "Lake Baikal - Wikipedia",
         "Lake Baikal is the deepest lake in the world (1,642 m) and the largest freshwater lake by volume, containing 22–23% of the world's fresh surface water.", "N/A"),
        ("https://whc.unesco.org/en/list/754/", "Lake Baikal - UNESCO World Heritage Centre",
         "Situated in south-east Siberia, Lake Baikal is the oldest (25 million years) and deepest lake in the world; inscribed in 1996.", "N/A"),
        ("https://www.britannica.com/place/Lake-Baikal", "Lake Baikal | Location, Depth, & Facts | Britannica",
         "Lake Baikal, lake located in the southern part of eastern Siberia ... the oldest existing freshwater lake on Earth.", "N/A"),
        ("https://www.worldatlas.com/lakes/lake-baikal.html", "Lake Baikal - WorldAtlas",
         "More than 300 rivers flow into Baikal; only one, the Angara, flows out.", "Feb 10, 2022"),
        ("https://earthobservatory.nasa.gov/images/150035/lake-baikal-ice", "Lake Baikal Ice - NASA Earth Observatory",
         "Each winter the lake freezes over for four to five months.", "Apr 2, 2022"),
        ("https://www.nature.com/articles/s41598-019-46127-1", "Long-term changes in Lake Baikal's plankton | Scientific Reports",
         "Over 60 years of monitoring at station No. 1 near Bolshie Koty.", "Jul 5, 2019"),
        ("https://www.reddit.com/r/geography/comments/qg6hq4/", "Lake Baikal holds more water than all the Great Lakes combined : r/geography",
         "23,615 km³ vs about 22,700 km³.", "Oct 26, 2021"),
        ("https://wldb.ilec.or.jp/", "World Lake Database - International Lake Environment Committee Foundation",
         "Data sheets of more than 1,000 lakes worldwide: physical, biological and socio-economic data.", "N/A"),
    )
    p2 = """# LAKE BAIKAL

World Lake Database · ILEC · Data sheet ASI-15 · Last revised: 2019-11-08

## A. LOCATION

- Russian Federation (Republic of Buryatia, Irkutsk Oblast)
- 51°28'–55°47'N, 103°43'–109°58'E; 455.5 m above sea level

## B. DESCRIPTION

The lake occupies a rift valley formed 25–30 million years ago and is the oldest and deepest lake on Earth. More than 330 rivers and streams flow into Baikal; the only outflow is the Angara River.

## C. PHYSICAL DIMENSIONS

| Item | Value |
| --- | --- |
| Surface area | 31,722 km² |
| Volume | 23,615 km³ |
| Maximum depth | 1,642 m |
| Mean depth | 744 m |
| Length | 636 km |
| Width (max.) | 79 km |
| Shoreline | 2,100 km |
| Catchment area | 560,000 km² |
| Residence time | 330 years |
| Ice cover | January–May (4–5 months) |

## D. PHYSIOGRAPHIC FEATURES

Three basins (southern, central, northern) separated by the Selenga delta and the Academician Ridge. The Selenga River supplies about half of the inflow.

## E. BIOLOGICAL FEATURES

About 2,500 animal species, more than two-thirds endemic, including the Baikal seal (*Pusa sibirica*) and the golomyanka.

## F. DESIGNATION

UNESCO World Heritage Site (1996).
"""
    a3 = m.add(baikal="area 31,722 km²; volume 23,615 km³ (largest freshwater by volume); max depth 1,642 m (deepest); mean 744 m; residence 330 yr — ILEC ASI-15")
    s4 = res(
        ("https://en.wikipedia.org/wiki/Lake_Superior", "Lake Superior - Wikipedia",
         "Lake Superior is the largest freshwater lake in the world by surface area (82,100 km²) and the third-largest by volume.", "N/A"),
        ("https://www.epa.gov/greatlakes/lake-superior", "Lake Superior | US EPA",
         "Superior is the largest of the Great Lakes by surface area and volume: 31,700 sq mi, 2,900 cubic miles.", "N/A"),
        ("https://wldb.ilec.or.jp/Display/html/3388", "Lake Superior - World Lake Database (ILEC)",
         "Data sheet NAM-01. Surface area 82,100 km²; volume 12,100 km³; maximum depth 406 m.", "N/A"),
        ("https://www.britannica.com/place/Lake-Superior", "Lake Superior | Size, Depth, & Facts | Britannica",
         "Lake Superior, the most northerly, westerly and largest of the Great Lakes.", "N/A"),
        ("https://www.glerl.noaa.gov/data/dashboard/data/", "Great Lakes Dashboard - NOAA GLERL",
         "Water levels, ice cover and temperature for the Great Lakes.", "N/A"),
        ("https://www.worldatlas.com/lakes/lake-superior.html", "Lake Superior - WorldAtlas",
         "Largest freshwater lake by area; the Caspian Sea is larger but saline.", "Mar 5, 2022"),
        ("https://www.reddit.com/r/MapPorn/comments/vh8l0o/", "Lake Superior vs Lake Baikal: area vs volume : r/MapPorn",
         "Superior is 2.6x the area, Baikal about 2x the volume.", "Jun 21, 2022"),
        ("https://www.mlive.com/news/2023/11/lake-superior-facts.html", "10 facts about Lake Superior",
         "It could cover North and South America with a foot of water.", "Nov 14, 2023"),
    )
    p5 = """# Lake Superior

From Wikipedia, the free encyclopedia

| Lake Superior | |
| --- | --- |
| Location | North America (Canada: Ontario; United States: Michigan, Minnesota, Wisconsin) |
| Lake type | Glacial |
| Primary inflows | Nipigon, St. Louis, Pigeon, Pic, White, Michipicoten, Kaministiquia rivers |
| Primary outflows | St. Marys River |
| Catchment area | 127,700 km² |
| Max. length | 563 km |
| Max. width | 257 km |
| Surface area | 82,100 km² |
| Average depth | 147 m |
| Max. depth | 406 m |
| Water volume | 12,100 km³ |
| Residence time | 191 years |
| Shore length | 4,385 km |
| Surface elevation | 183 m |
| Islands | Isle Royale, Apostle Islands, Michipicoten Island |

**Lake Superior** is the largest freshwater lake in the world by surface area and the third-largest by volume, after Lake Baikal and Lake Tanganyika. The Caspian Sea, while larger in both, is saline. It is the northernmost and westernmost of the Great Lakes of North America.

## Hydrography

The lake contains roughly 10% of the world's fresh surface water and more water than the other four Great Lakes combined plus three additional Lake Eries.
"""
    a6 = m.add(superior="area 82,100 km² (largest freshwater by area); volume 12,100 km³ (3rd); max depth 406 m; mean 147 m; residence 191 yr")
    a7 = m.update(baikal="area 31,722 km²; volume 23,615 km³ (largest freshwater by volume, ~22–23% of world fresh surface water); max depth 1,642 m (deepest); mean 744 m; residence 330 yr — ILEC ASI-15")
    p8 = """# List of lakes by volume

From Wikipedia, the free encyclopedia

This is a list of lakes of the world with a volume of more than 100 km³, ranked by volume.

| Rank | Name | Country | Volume (km³) | Area (km²) | Max. depth (m) |
| --- | --- | --- | --- | --- | --- |
| 1 | Caspian Sea | Kazakhstan, Russia, Turkmenistan, Azerbaijan, Iran | 78,200 | 371,000 | 1,025 |
| 2 | Baikal | Russia | 23,615 | 31,722 | 1,642 |
| 3 | Tanganyika | Tanzania, DR Congo, Burundi, Zambia | 18,900 | 32,900 | 1,470 |
| 4 | Superior | Canada, United States | 12,100 | 82,100 | 406 |
| 5 | Malawi (Nyasa) | Malawi, Mozambique, Tanzania | 8,400 | 29,500 | 706 |
| 6 | Vostok (subglacial) | Antarctica | 5,400 | 12,500 | 1,000 |
| 7 | Michigan | United States | 4,918 | 58,000 | 281 |
| 8 | Huron | Canada, United States | 3,540 | 59,600 | 229 |
| 9 | Victoria | Uganda, Kenya, Tanzania | 2,750 | 68,870 | 84 |
| 10 | Great Bear | Canada | 2,236 | 31,153 | 446 |
| 11 | Issyk-Kul | Kyrgyzstan | 1,738 | 6,236 | 668 |
| 12 | Ontario | Canada, United States | 1,639 | 18,960 | 244 |

Notes: the Caspian Sea is endorheic and brackish; it is often excluded from lists of freshwater lakes.
"""
    bad9 = {k: v for k, v in m.d.items() if k != "superior"}
    turns = [
        (q("deepest lake in the world Baikal 1642 m volume World Lake Database"), s1),
        (ex(wldb, "area, volume, depths and residence time"), p2),
        a3,
        (q("Lake Superior largest freshwater lake by area 82,100 km2 volume"), s4),
        (ex("https://en.wikipedia.org/wiki/Lake_Superior", "area, volume, depth and rank among lakes"), p5),
        a6, a7,
        (ex("https://en.wikipedia.org/wiki/List_of_lakes_by_volume", "ranking of lakes by volume with area and depth"), p8),
        (act_all(), pj(bad9)),
    ]
    rs.add("search", "h63-search-16", SYSTEM, turns, state=state("2025-03-27 18:14 UTC", init), bad=True, turn=9,
           kind="retrieve_all omits the superior entry that turn 6 added and nothing removed")


# ---------------------------------------------------------------- 17 Busiest airports, ACI World (clean)
ACI = [  # code, airport, city, 2023 passengers, 2024 passengers
    ("ATL", "Hartsfield–Jackson Atlanta International", "Atlanta, US", 104_653_451, 108_067_766),
    ("DXB", "Dubai International", "Dubai, AE", 86_994_365, 92_331_506),
    ("DFW", "Dallas/Fort Worth International", "Dallas-Fort Worth, US", 81_755_538, 87_817_864),
    ("HND", "Tokyo Haneda", "Tokyo, JP", 78_719_302, 85_900_485),
    ("LHR", "London Heathrow", "London, GB", 79_183_364, 83_882_140),
    ("DEN", "Denver International", "Denver, US", 77_837_917, 82_358_744),
    ("IST", "Istanbul Airport", "Istanbul, TR", 76_027_321, 80_073_252),
    ("ORD", "Chicago O'Hare International", "Chicago, US", 73_894_226, 80_043_050),
    ("DEL", "Indira Gandhi International", "Delhi, IN", 72_214_841, 77_820_834),
    ("PVG", "Shanghai Pudong International", "Shanghai, CN", 54_476_397, 76_787_039),
    ("LAX", "Los Angeles International", "Los Angeles, US", 75_050_875, 76_587_019),
]


def t17(rs: RowSet) -> None:
    m = Mem()
    pr24 = "https://aci.aero/2025/04/14/the-top-10-busiest-airports-in-the-world-revealed/"
    pr23 = "https://aci.aero/2024/04/14/atlanta-retains-top-spot-as-worlds-busiest-airport/"
    s1 = res(
        (pr24, "The top 10 busiest airports in the world revealed - ACI World",
         "Preliminary 2024 data: Atlanta (ATL) remains the busiest airport with 108.1 million passengers, followed by Dubai (DXB) with 92.3 million and Dallas/Fort Worth (DFW) with 87.8 million.", "Apr 14, 2025"),
        ("https://en.wikipedia.org/wiki/List_of_busiest_airports_by_passenger_traffic", "List of busiest airports by passenger traffic - Wikipedia",
         "Hartsfield–Jackson Atlanta International Airport has been the world's busiest airport every year since 1998, except 2020.", "N/A"),
        ("https://www.reuters.com/business/aerospace-defense/atlanta-worlds-busiest-airport-2024-aci-2025-04-14/", "Atlanta stays world's busiest airport in 2024; global traffic tops 9.4 billion",
         "Global passenger traffic reached about 9.4 billion in 2024, up 8.4% on 2023.", "Apr 14, 2025"),
        ("https://www.cnn.com/travel/worlds-busiest-airports-2024-aci", "These are the world's busiest airports in 2024",
         "Tokyo Haneda climbs to fourth, overtaking London Heathrow.", "Apr 15, 2025"),
        ("https://www.dubaiairports.ae/media-centre/press-releases/2025/dxb-2024-traffic", "DXB welcomes 92.3 million guests in 2024 | Dubai Airports",
         "Dubai International retained its position as the world's busiest airport for international passengers.", "Feb 11, 2025"),
        ("https://www.heathrow.com/company/company-news-and-information/company-information/facts-and-figures", "Facts and figures | Heathrow",
         "83.9 million passengers travelled through Heathrow in 2024, a record year.", "N/A"),
        ("https://www.statista.com/statistics/303676/busiest-airports-worldwide-by-passenger-traffic/", "Busiest airports worldwide 2024 | Statista",
         "Leading airports worldwide by passenger traffic in 2024 (in millions).", "Apr 16, 2025"),
        ("https://www.reddit.com/r/aviation/comments/1jz0ntq/", "ACI 2024 busiest airports list is out : r/aviation",
         "PVG back into the top 10, LAX drops out.", "Apr 14, 2025"),
        ("https://www.airport-technology.com/features/busiest-airports-world-2024/", "The world's busiest airports in 2024",
         "How passenger numbers compare with pre-pandemic 2019 levels.", "Apr 22, 2025"),
    )

    def pct(a: int, b: int) -> str:
        return f"{(b - a) / a * 100:+.1f}%"

    top24 = sorted(ACI, key=lambda r: -r[4])[:10]
    rows24 = "\n".join(f"| {i} | {ap} ({c}) | {city} | {p24:,} | {pct(p23, p24)} |" for i, (c, ap, city, p23, p24) in enumerate(top24, 1))
    p2 = f"""# The top 10 busiest airports in the world revealed

**ACI World** · Montreal, 14 April 2025 · Press release

Airports Council International (ACI) World today released its preliminary 2024 ranking of the world's busiest airports. Global passenger traffic reached approximately 9.4 billion in 2024, an increase of 8.4% over 2023 and 2.7% above the 2019 pre-pandemic level.

## Top 10 airports by passenger traffic, 2024 (preliminary)

| Rank | Airport | City, Country | Passengers 2024 | % change vs 2023 |
| --- | --- | --- | --- | --- |
{rows24}

> "The 2024 results confirm a full recovery in global passenger traffic, with Asia-Pacific hubs showing the strongest growth." — Justin Erbacci, Director General, ACI World

The top 10 airports represent about 9% of global traffic (855 million passengers). Final figures will be published in the World Airport Traffic Report later in 2025.

Media contact: communications@aci.aero
"""
    a3 = m.add(aci_2024_top5="2024 (prelim): 1 ATL 108,067,766; 2 DXB 92,331,506; 3 DFW 87,817,864; 4 HND 85,900,485; 5 LHR 83,882,140",
               tmp_todo="compare with 2023 ranking; check LHR own figure")
    s4 = res(
        (pr23, "Atlanta retains top spot as world's busiest airport - ACI World",
         "ACI World's 2023 ranking: Atlanta 104.7 million, Dubai 87.0 million, Dallas/Fort Worth 81.8 million, London Heathrow 79.2 million.", "Apr 14, 2024"),
        ("https://www.cnbc.com/2024/04/15/worlds-busiest-airports-2023-aci.html", "These are the world's busiest airports for 2023",
         "London Heathrow rises to fourth; Tokyo Haneda fifth.", "Apr 15, 2024"),
        ("https://en.wikipedia.org/wiki/List_of_busiest_airports_by_passenger_traffic", "List of busiest airports by passenger traffic - Wikipedia",
         "2023 statistics: 1 Atlanta 104,653,451; 2 Dubai 86,994,365; 3 Dallas/Fort Worth 81,755,538 ...", "N/A"),
        ("https://www.travelandleisure.com/busiest-airports-in-the-world-2023-8628452", "The World's Busiest Airports of 2023",
         "Nine of the top 10 have recovered to pre-pandemic levels.", "Apr 16, 2024"),
        ("https://www.atl.com/atl-2023-passenger-traffic/", "ATL welcomes 104.7 million passengers in 2023",
         "Hartsfield-Jackson remains the world's most-traveled airport with 104.7 million passengers.", "Feb 20, 2024"),
        ("https://www.reddit.com/r/aviation/comments/1c3v1ty/", "ACI 2023 busiest airports : r/aviation",
         "LAX 8th, ORD 9th, DEL 10th.", "Apr 14, 2024"),
        ("https://simpleflying.com/worlds-busiest-airports-2023-aci/", "The World's 10 Busiest Airports In 2023",
         "Istanbul climbs to seventh.", "Apr 15, 2024"),
        ("https://www.statista.com/statistics/303676/busiest-airports-worldwide-by-passenger-traffic/", "Busiest airports worldwide 2023 | Statista",
         "Leading airports worldwide by passenger traffic in 2023 (in millions).", "Apr 17, 2024"),
    )
    top23 = sorted(ACI, key=lambda r: -r[3])[:10]
    rows23 = "\n".join(f"| {i} | {ap} ({c}) | {city} | {p23:,} |" for i, (c, ap, city, p23, p24) in enumerate(top23, 1))
    p5 = f"""# Atlanta retains top spot as world's busiest airport

**ACI World** · Montreal, 14 April 2024 · Press release

Airports Council International (ACI) World's preliminary 2023 figures show global passenger traffic of close to 8.7 billion, a 93.8% recovery of the 2019 level.

## Top 10 airports by passenger traffic, 2023

| Rank | Airport | City, Country | Passengers 2023 |
| --- | --- | --- | --- |
{rows23}

Data are preliminary and subject to revision.
"""
    a6 = m.add(aci_2023_top5="2023: 1 ATL 104,653,451; 2 DXB 86,994,365; 3 DFW 81,755,538; 4 LHR 79,183,364; 5 HND 78,719,302")
    p7 = """# Facts and figures

**Heathrow Airport** · Company information

## 2024 at a glance

| | |
| --- | --- |
| Passengers | 83.9 million (record) |
| Air transport movements | 475,861 |
| Cargo | 1.7 million tonnes |
| Runways | 2 (northern 3,902 m; southern 3,660 m) |
| Terminals | 4 (Terminals 2, 3, 4 and 5) |
| Airlines | 89 |
| Destinations | 230 in 84 countries |
| Colleagues working on the airport | around 90,000 |

## Busiest routes (2024)

1. New York JFK
2. Dubai
3. Dublin
4. Amsterdam
5. Doha

Heathrow's capacity is capped at 480,000 flights per year by its planning conditions.
"""
    a8 = m.add(lhr="2024: 83.9 million (ACI 83,882,140, +5.9% on 79,183,364); fell from 4th (2023) to 5th behind HND; 2 runways, 4 terminals")
    a9 = m.remove("tmp_todo")
    a10 = m.retrieve_all()
    a11 = m.retrieve("lhr", "tmp_todo")
    s12 = res(
        ("https://tokyo-haneda.com/en/site_resource/about/statistics_2024.html", "Traffic statistics 2024 | Tokyo International Airport (Haneda)",
         "Passengers handled in calendar year 2024: 85.9 million (domestic 62.4 million, international 23.5 million).", "Jan 28, 2025"),
        ("https://www.japantimes.co.jp/business/2025/04/15/haneda-fourth-busiest-airport-2024/", "Haneda climbs to world's fourth-busiest airport",
         "International traffic at Haneda jumped as inbound tourism hit a record.", "Apr 15, 2025"),
        ("https://en.wikipedia.org/wiki/Haneda_Airport", "Haneda Airport - Wikipedia",
         "Haneda handled 85.9 million passengers in 2024, making it the busiest airport in Japan and the fourth-busiest in the world.", "N/A"),
        ("https://www.nippon.com/en/japan-data/h02287/", "Japan's Airports Recover: Haneda and Narita in 2024",
         "Narita handled 39.0 million passengers, Haneda more than twice as many.", "Mar 3, 2025"),
        (pr24, "The top 10 busiest airports in the world revealed - ACI World",
         "Tokyo Haneda (HND) moved up to fourth with 85.9 million passengers, a 9.1% increase.", "Apr 14, 2025"),
        ("https://www.aviationwire.jp/archives/312345", "Haneda 2024 passenger record | Aviation Wire",
         "Haneda passenger numbers surpass 2019 for the first time.", "Jan 29, 2025"),
        ("https://www.reddit.com/r/japantravel/comments/1k0j2mb/", "Haneda is now busier than Heathrow : r/japantravel",
         "Makes sense with all the new international slots.", "Apr 15, 2025"),
        ("https://www.statista.com/statistics/1268017/japan-haneda-airport-passengers/", "Haneda airport passengers 2015-2024 | Statista",
         "Number of passengers at Tokyo International Airport, by year.", "Feb 6, 2025"),
    )
    turns = [
        (q("ACI World busiest airports 2024 passengers preliminary ranking"), s1),
        (ex(pr24, "top 10 airports in 2024 with passenger numbers and change"), p2),
        a3,
        (q("ACI World busiest airports 2023 ranking Atlanta 104.7 million"), s4),
        (ex(pr23, "top 10 airports in 2023 with passenger numbers"), p5),
        a6,
        (ex("https://www.heathrow.com/company/company-news-and-information/company-information/facts-and-figures", "Heathrow 2024 passenger total and infrastructure"), p7),
        a8, a9, a10, a11,
        (q("Tokyo Haneda 2024 passengers 85.9 million fourth busiest airport"), s12),
    ]
    rs.add("search", "h63-search-17", SYSTEM, turns, state=state("2025-05-06 09:37 UTC"))


# ---------------------------------------------------------------- 18 National park visitation, NPS STATS (clean)
NPS23 = [("Great Smoky Mountains NP", 13_297_647), ("Grand Canyon NP", 4_733_705), ("Zion NP", 4_623_238),
         ("Yellowstone NP", 4_501_382), ("Rocky Mountain NP", 4_115_236), ("Yosemite NP", 3_897_070),
         ("Acadia NP", 3_879_890), ("Grand Teton NP", 3_417_106), ("Joshua Tree NP", 2_988_547),
         ("Olympic NP", 2_943_850)]
NPS24 = [("Great Smoky Mountains NP", 12_191_834), ("Zion NP", 4_946_592), ("Grand Canyon NP", 4_919_163),
         ("Yellowstone NP", 4_744_353), ("Rocky Mountain NP", 4_154_349), ("Yosemite NP", 4_121_730),
         ("Acadia NP", 3_961_661), ("Grand Teton NP", 3_609_275), ("Olympic NP", 3_396_200),
         ("Glacier NP", 3_208_755)]


def t18(rs: RowSet) -> None:
    m = Mem()
    nr23 = "https://www.nps.gov/orgs/1207/national-parks-saw-325-5-million-visits-in-2023.htm"
    s1 = res(
        (nr23, "National parks saw 325.5 million visits in 2023 (U.S. National Park Service)",
         "Visitation to national parks rose 4% in 2023. Great Smoky Mountains National Park was again the most visited national park with 13.3 million recreation visits.", "Feb 22, 2024"),
        ("https://irma.nps.gov/Stats/", "NPS Stats - Visitor Use Statistics",
         "National Park Service visitor use statistics: park reports, annual summaries and query builder.", "N/A"),
        ("https://www.nps.gov/grsm/learn/management/statistics.htm", "Park Statistics - Great Smoky Mountains National Park",
         "Recreation visits, traffic counts and campground use for the Smokies.", "N/A"),
        ("https://www.npr.org/2024/02/23/national-park-visits-2023", "National park visits are nearly back to pre-pandemic levels",
         "The Blue Ridge Parkway was the most-visited unit of the park system overall.", "Feb 23, 2024"),
        ("https://www.travelandleisure.com/most-visited-national-parks-2023-8598034", "The 10 Most-visited National Parks of 2023",
         "Grand Canyon, Zion and Yellowstone round out the top four after the Smokies.", "Feb 23, 2024"),
        ("https://www.knoxnews.com/story/news/local/2024/02/22/smokies-visitation-2023-record/72690187007/", "Smokies visitation climbs to 13.3 million in 2023",
         "Visits rose from 12.9 million in 2022 but stayed below the 2021 record of 14.1 million.", "Feb 22, 2024"),
        ("https://www.statista.com/statistics/253877/number-of-visitors-to-us-national-parks/", "Most visited U.S. national parks 2023 | Statista",
         "Number of recreational visitors to the most popular national parks in the United States in 2023.", "Mar 1, 2024"),
        ("https://www.reddit.com/r/nationalparks/comments/1ax8s2n/", "2023 NPS visitation numbers are out : r/nationalparks",
         "Smokies lead by a mile, as always — free admission and between two interstates.", "Feb 22, 2024"),
    )
    rows23 = "\n".join(f"| {i} | {n} | {v:,} |" for i, (n, v) in enumerate(NPS23, 1))
    p2 = f"""# National parks saw 325.5 million visits in 2023

**Office of Communications** · Washington, D.C. · February 22, 2024

The 400-plus parks of the National Park System recorded **325.5 million recreation visits** in 2023, an increase of 13.5 million (4%) over 2022.

## Most-visited national parks (recreation visits, 2023)

| Rank | Park | Recreation visits |
| --- | --- | --- |
{rows23}

## Most-visited units of the National Park System (all designations)

1. Blue Ridge Parkway — 16.7 million
2. Golden Gate National Recreation Area — 15.0 million
3. Great Smoky Mountains National Park — 13.3 million

Recreation visits count entries into a park for recreational purposes; non-recreation visits (commuters, through traffic, staff) are reported separately. Visitation data are available at irma.nps.gov/Stats.
"""
    a3 = m.add(nps_2023="System total 325.5 million recreation visits (+4%); top national park Great Smoky Mountains 13,297,647; then Grand Canyon 4,733,705, Zion 4,623,238")
    stats = "https://irma.nps.gov/Stats/SSRSReports/Park%20Specific%20Reports/Annual%20Summary%20Report%20(1979%20-%20Last%20Calendar%20Year)?Park=GRSM"
    p4 = """# Annual Summary Report (1979 - Last Calendar Year)

**Great Smoky Mountains NP** (GRSM) · Report Date: Mar 18, 2025 10:46:12 AM

| Year | Recreation Visits | Non-Recreation Visits | Recreation Hours | Tent Campers | RV Campers | Backcountry Campers |
| --- | --- | --- | --- | --- | --- | --- |
| 2015 | 10,712,674 | 6,944,030 | 41,422,917 | 210,518 | 133,004 | 92,215 |
| 2016 | 11,312,786 | 7,171,522 | 43,744,557 | 219,874 | 139,690 | 95,377 |
| 2017 | 11,338,893 | 7,208,311 | 43,845,514 | 224,101 | 141,335 | 96,830 |
| 2018 | 11,421,200 | 7,296,104 | 44,163,768 | 228,994 | 139,021 | 98,117 |
| 2019 | 12,547,743 | 7,449,870 | 48,519,898 | 231,640 | 142,889 | 101,208 |
| 2020 | 12,095,720 | 6,877,531 | 46,771,456 | 153,227 | 118,450 | 85,004 |
| 2021 | 14,161,548 | 7,805,219 | 54,759,985 | 246,905 | 151,662 | 110,376 |
| 2022 | 12,937,633 | 7,612,004 | 50,027,415 | 238,441 | 147,310 | 104,551 |
| 2023 | 13,297,647 | 7,740,228 | 51,419,235 | 241,032 | 149,877 | 106,004 |
| 2024 | 12,191,834 | 7,301,559 | 47,142,988 | 229,116 | 140,213 | 97,760 |

Total Recreation Visits (1979 - 2024): 440,532,118

Notes: Visitation in late 2024 was affected by Hurricane Helene (road closures from 27 September). Non-recreation visits include through traffic on US-441 and the Gatlinburg Spur.
"""
    a5 = m.add(grsm_series="GRSM recreation visits: 2019 12,547,743; 2020 12,095,720; 2021 14,161,548 (record); 2022 12,937,633; 2023 13,297,647; 2024 12,191,834 (Helene closures)")
    s6 = res(
        ("https://www.nps.gov/orgs/1207/2024-visitation-record.htm", "National Park Service sets visitation record with 331.9 million visits in 2024",
         "More people visited national parks in 2024 than any year on record, surpassing the 2016 centennial year (330.9 million).", "Feb 20, 2025"),
        ("https://apnews.com/article/national-parks-record-visitation-2024", "National parks see record 331.9 million visits in 2024",
         "Great Smoky Mountains remained the most visited national park despite Hurricane Helene closures.", "Feb 20, 2025"),
        ("https://irma.nps.gov/Stats/SSRSReports/National%20Reports/Annual%20Visitation%20Summary%20Report%20(1979%20-%20Last%20Calendar%20Year)", "Annual Visitation Summary Report - NPS Stats",
         "Recreation visits by park for the last calendar year, all park units.", "N/A"),
        ("https://www.travelandleisure.com/most-visited-national-parks-2024-11683155", "The Most-visited National Parks of 2024",
         "Zion edges out Grand Canyon for second place.", "Feb 21, 2025"),
        ("https://www.knoxnews.com/story/news/local/2025/02/20/smokies-2024-visitation-12-2-million/", "Smokies visitation drops to 12.2 million after Helene",
         "The park lost much of its October traffic after the storm.", "Feb 20, 2025"),
        ("https://www.reddit.com/r/nationalparks/comments/1iu2lq3/", "NPS 2024 visitation: record 331.9M : r/nationalparks",
         "Zion #2 now. Glacier back in the top 10.", "Feb 20, 2025"),
        ("https://www.outsideonline.com/adventure-travel/national-parks/2024-national-park-visitation/", "National Parks Had a Record Year in 2024",
         "Crowding concerns mount as timed-entry programs expand.", "Feb 24, 2025"),
    )
    rows24 = "\n".join(f"| {i} | {n} | {v:,} |" for i, (n, v) in enumerate(NPS24, 1))
    p7 = f"""# Annual Visitation Summary Report for: 2024

NPS Stats · National Reports · Report Date: Mar 18, 2025 10:58:40 AM

Filter: Park Type = National Park · Sorted by Recreation Visits (descending)

| Rank | Park | Recreation Visits 2024 |
| --- | --- | --- |
{rows24}

Showing 10 of 63 National Parks

| System-wide | 2024 |
| --- | --- |
| Recreation visits, all 400+ units | 331,863,358 |
| Change from 2023 | +6,364,712 (+2.0%) |
"""
    a8 = m.retrieve_all()
    turns = [
        (q("NPS visitation 2023 most visited national parks Great Smoky Mountains 13.3 million"), s1),
        (ex(nr23, "system-wide total and most visited national parks in 2023"), p2),
        a3,
        (ex(stats, "yearly recreation and non-recreation visits for the Smokies"), p4),
        a5,
        (q("2024 national park visitation record 331.9 million"), s6),
        (ex("https://irma.nps.gov/Stats/SSRSReports/National%20Reports/Annual%20Visitation%20Summary%20Report%20(1979%20-%20Last%20Calendar%20Year)", "most visited national parks in 2024 and system total"), p7),
        a8,
    ]
    rs.add("search", "h63-search-18", SYSTEM, turns, state=state("2025-03-18 10:31 UTC"))


# ---------------------------------------------------------------- 19 Tallest buildings, CTBUH Skyscraper Center (bad: completion year)
TALL = [("Burj Khalifa", "Dubai", 828.0, 2717, 163, 2010), ("Merdeka 118", "Kuala Lumpur", 678.9, 2227, 118, 2023),
        ("Shanghai Tower", "Shanghai", 632.0, 2073, 128, 2015), ("Makkah Royal Clock Tower", "Mecca", 601.0, 1972, 120, 2012),
        ("Ping An Finance Center", "Shenzhen", 599.1, 1965, 115, 2017), ("Lotte World Tower", "Seoul", 554.5, 1819, 123, 2017),
        ("One World Trade Center", "New York City", 541.3, 1776, 94, 2014), ("Guangzhou CTF Finance Centre", "Guangzhou", 530.0, 1739, 111, 2016),
        ("Tianjin CTF Finance Centre", "Tianjin", 530.0, 1739, 97, 2019), ("CITIC Tower", "Beijing", 527.7, 1731, 109, 2018),
        ("TAIPEI 101", "Taipei", 508.0, 1667, 101, 2004), ("Shanghai World Financial Center", "Shanghai", 492.0, 1614, 101, 2008),
        ("International Commerce Centre", "Hong Kong", 484.0, 1588, 108, 2010), ("Central Park Tower", "New York City", 472.4, 1550, 98, 2020),
        ("Lakhta Center", "St. Petersburg", 462.0, 1516, 87, 2019)]


def t19(rs: RowSet) -> None:
    m = Mem()
    lst = "https://www.skyscrapercenter.com/buildings?status=completed&material=all&function=all&location=world&year=2025"
    mer = "https://www.skyscrapercenter.com/building/merdeka-118/13304"
    bk = "https://www.skyscrapercenter.com/building/burj-khalifa/3"
    s1 = res(
        (lst, "100 Tallest Completed Buildings in the World - The Skyscraper Center",
         "1 Burj Khalifa, Dubai, 828 m, 2010 · 2 Merdeka 118, Kuala Lumpur, 678.9 m, 2023 · 3 Shanghai Tower, Shanghai, 632 m, 2015 ...", "N/A"),
        ("https://en.wikipedia.org/wiki/List_of_tallest_buildings", "List of tallest buildings - Wikipedia",
         "Burj Khalifa in Dubai has been the tallest building in the world since 2010, at 828 m; Merdeka 118 in Kuala Lumpur is second.", "N/A"),
        ("https://www.ctbuh.org/resources/height-criteria", "Height Criteria | CTBUH",
         "Height to architectural top includes spires but not antennas, signage or flagpoles.", "N/A"),
        ("https://www.worldatlas.com/buildings/tallest-buildings-in-the-world.html", "The 25 Tallest Buildings In The World - WorldAtlas",
         "Seven of the ten tallest buildings are in Asia.", "Jan 11, 2024"),
        ("https://www.statista.com/statistics/220590/tallest-buildings-in-the-world/", "Tallest buildings in the world 2024 | Statista",
         "Height of the tallest buildings worldwide (in meters).", "Jun 4, 2024"),
        ("https://www.cnn.com/style/article/tallest-buildings-world-ranking/", "The world's tallest buildings, ranked",
         "Merdeka 118 displaced Shanghai Tower as the world's second-tallest building.", "Jan 10, 2024"),
        ("https://www.reddit.com/r/skyscrapers/comments/18wq1t0/", "Current top 15 completed buildings (CTBUH) : r/skyscrapers",
         "Jeddah Tower still on hold, Merdeka 118 now officially #2.", "Jan 2, 2024"),
        ("https://www.ctbuh.org/news/tall-buildings-in-2023-year-in-review", "Tall Buildings in 2023: Year in Review | CTBUH",
         "Merdeka 118 was the tallest building completed in 2023.", "Jan 18, 2024"),
        ("https://www.emporis.com/statistics/worlds-tallest-buildings", "The World's Tallest Buildings - Emporis (archived)",
         "Archived ranking of the world's tallest buildings.", "N/A"),
    )
    rows = "\n".join(f"| {i} | {b} | {c} | {h:g} | {ft:,} | {fl} | {y} |"
                     for i, (b, c, h, ft, fl, y) in enumerate(TALL, 1))
    rows = rows.replace("| 9 | Tianjin", "| 8 | Tianjin")
    p2 = f"""# 100 Tallest Completed Buildings in the World

The Skyscraper Center · CTBUH · Status: completed · Height: to architectural top

| # | Building Name | City | Height (m) | Height (ft) | Floors | Completion |
| --- | --- | --- | --- | --- | --- | --- |
{rows}

Showing 1–15 of 100 · Next →

Data current as of 2025. Heights measured to architectural top; buildings of equal height share a rank.
"""
    a3 = m.add(tallest_top3="1 Burj Khalifa 828 m (2010); 2 Merdeka 118 678.9 m (2023); 3 Shanghai Tower 632 m (2015) — CTBUH, architectural top")
    s4 = res(
        (mer, "Merdeka 118 - The Skyscraper Center",
         "Kuala Lumpur · Height 678.9 m · 118 floors · Completed 2023 · Architect: Fender Katsalidis.", "N/A"),
        ("https://en.wikipedia.org/wiki/Merdeka_118", "Merdeka 118 - Wikipedia",
         "Merdeka 118 is a 118-storey, 678.9 m megatall skyscraper in Kuala Lumpur, the second-tallest building in the world.", "N/A"),
        ("https://www.ctbuh.org/news/merdeka-118-officially-certified-worlds-second-tallest", "Merdeka 118 Officially Certified as World's Second-Tallest Building | CTBUH",
         "The CTBUH has certified Merdeka 118's height at 678.9 m to its architectural top.", "Dec 7, 2023"),
        ("https://www.thestar.com.my/news/nation/2023/12/07/merdeka-118-tallest", "Merdeka 118 now officially world's second tallest",
         "The tower overtakes Shanghai Tower.", "Dec 7, 2023"),
        ("https://www.pnb.com.my/merdeka118/", "Merdeka 118 | PNB",
         "A landmark development by Permodalan Nasional Berhad in the heritage heart of Kuala Lumpur.", "N/A"),
        ("https://www.fkaustralia.com/projects/merdeka-118", "Merdeka 118 | Fender Katsalidis",
         "A faceted form inspired by Malaysian patterns.", "N/A"),
        ("https://www.reddit.com/r/malaysia/comments/18cg4zp/", "Merdeka 118 officially #2 in the world : r/malaysia",
         "Observation deck opening soon.", "Dec 7, 2023"),
        ("https://www.designboom.com/architecture/merdeka-118-kuala-lumpur-fender-katsalidis/", "Merdeka 118 completes in Kuala Lumpur",
         "The spire accounts for 160 m of the height.", "Dec 12, 2023"),
    )
    p5 = """# Merdeka 118

The Skyscraper Center · CTBUH · Building ID 13304

Kuala Lumpur, Malaysia

| Facts | |
| --- | --- |
| CTBUH Status | Completed |
| Completion | 2022 |
| Official Name | Merdeka 118 |
| Other Names | KL118, PNB 118 |
| Type | Building |
| Structural Material | composite |
| Function | office / hotel |
| Global rank | 2 |
| Regional rank (Asia) | 2 |
| National rank | 1 |

| Height | |
| --- | --- |
| Height: Architectural | 678.9 m / 2,227 ft |
| Height: Occupied | 474.6 m / 1,557 ft |
| Height: To Tip | 678.9 m / 2,227 ft |
| Floors Above Ground | 118 |
| Floors Below Ground | 5 |
| # of Elevators | 87 |
| Tower GFA | 302,000 m² |

| Companies | |
| --- | --- |
| Owner | PNB Merdeka Ventures Sdn Bhd |
| Developer | PNB Merdeka Ventures Sdn Bhd |
| Architect (Design) | Fender Katsalidis |
| Architect of Record | RSP Architects Planners & Engineers |
| Structural Engineer | Leslie E. Robertson Associates |
| Main Contractor | Samsung C&T; UEM Builders |

| Timeline | |
| --- | --- |
| Proposed | 2010 |
| Construction Start | 2014 |
| Topped Out | 2021 |

## About Merdeka 118

Merdeka 118 occupies a site adjacent to Stadium Merdeka, where Malaysia's independence was declared in 1957. Its faceted glass façade is derived from traditional Malaysian art patterns. The spire, around 160 m tall, places the architectural top at 678.9 m.
"""
    a6 = m.add(merdeka118="678.9 m / 2,227 ft (architectural = tip); 118 floors (+5 below); completed 2023; Fender Katsalidis; 87 elevators; office/hotel")
    s7 = res(
        (bk, "Burj Khalifa - The Skyscraper Center",
         "Dubai · Height 828 m · 163 floors · Completed 2010 · Architect: Skidmore, Owings & Merrill.", "N/A"),
        ("https://www.burjkhalifa.ae/en/the-tower/facts-figures/", "Facts & Figures | Burj Khalifa",
         "Over 828 metres (2,716.5 feet) and more than 160 stories.", "N/A"),
        ("https://en.wikipedia.org/wiki/Burj_Khalifa", "Burj Khalifa - Wikipedia",
         "With a total height of 829.8 m (2,722 ft, just over half a mile) and a roof height of 828 m, the Burj Khalifa has been the tallest structure in the world since 2009.", "N/A"),
        ("https://www.som.com/projects/burj-khalifa/", "Burj Khalifa | SOM",
         "Structural engineering and architecture by Skidmore, Owings & Merrill; completed 2010.", "N/A"),
        ("https://www.guinnessworldrecords.com/world-records/tallest-building-in-the-world", "Tallest building | Guinness World Records",
         "The Burj Khalifa in Dubai, UAE, measures 828 m (2,716 ft 6 in).", "N/A"),
        ("https://www.ctbuh.org/resources/burj-khalifa", "Burj Khalifa case study | CTBUH",
         "Buttressed core structural system and a Y-shaped plan.", "N/A"),
        ("https://www.reddit.com/r/dubai/comments/17v4mrc/", "At the Top vs At the Top SKY, worth it? : r/dubai",
         "Level 148 is better if you can afford it.", "Nov 14, 2023"),
    )
    p8 = """# Burj Khalifa

The Skyscraper Center · CTBUH · Building ID 3

Dubai, United Arab Emirates

| Facts | |
| --- | --- |
| CTBUH Status | Completed |
| Completion | 2010 |
| Official Name | Burj Khalifa |
| Former Name | Burj Dubai |
| Type | Building |
| Structural Material | steel over concrete |
| Function | office / residential / hotel |
| Global rank | 1 |

| Height | |
| --- | --- |
| Height: Architectural | 828 m / 2,717 ft |
| Height: Occupied | 585.7 m / 1,922 ft |
| Height: To Tip | 829.8 m / 2,722 ft |
| Observatory | 555.7 m / 1,823 ft (At the Top SKY, level 148) |
| Floors Above Ground | 163 |
| Floors Below Ground | 2 |
| # of Elevators | 57 |

| Companies | |
| --- | --- |
| Owner / Developer | Emaar Properties |
| Architect (Design) | Skidmore, Owings & Merrill |
| Structural Engineer | Skidmore, Owings & Merrill |
| Main Contractor | Samsung C&T; BESIX; Arabtec |

| Timeline | |
| --- | --- |
| Construction Start | 2004 |
| Topped Out | 2009 |
| Completion | 2010 |

Renamed from Burj Dubai to Burj Khalifa at its opening on 4 January 2010, in honour of Sheikh Khalifa bin Zayed Al Nahyan.
"""
    a9 = m.update(tallest_top3="1 Burj Khalifa 828 m arch. / 829.8 m tip, 163 floors (2010, SOM); 2 Merdeka 118 678.9 m (2023); 3 Shanghai Tower 632 m (2015) — CTBUH")
    s10 = res(
        ("https://www.arabnews.com/node/2587412/saudi-arabia", "Construction resumes on Jeddah Tower, set to be world's tallest",
         "Work restarted in January 2025 after a seven-year pause; the tower is planned to exceed 1,000 m.", "Jan 10, 2025"),
        ("https://en.wikipedia.org/wiki/Jeddah_Tower", "Jeddah Tower - Wikipedia",
         "Jeddah Tower is a skyscraper under construction in Jeddah, Saudi Arabia. Construction stalled in 2018 at around the 63rd floor.", "N/A"),
        ("https://www.skyscrapercenter.com/building/jeddah-tower/12165", "Jeddah Tower - The Skyscraper Center",
         "Status: under construction · Height: 1,000 m+ (proposed) · Architect: Adrian Smith + Gordon Gill Architecture.", "N/A"),
        ("https://www.cnn.com/2025/01/16/style/jeddah-tower-construction-resumes", "Jeddah Tower: work resumes on planned world's tallest building",
         "Saudi Binladin Group awarded a contract worth $1.9 billion to complete the tower.", "Jan 16, 2025"),
        ("https://www.dezeen.com/2025/01/14/jeddah-tower-construction-restarts/", "Construction restarts on kilometre-high Jeddah Tower",
         "Completion targeted for 2028.", "Jan 14, 2025"),
        ("https://www.reddit.com/r/skyscrapers/comments/1hz6d1q/", "Jeddah Tower construction officially resumed : r/skyscrapers",
         "Cranes back on top of the core.", "Jan 12, 2025"),
        ("https://www.ctbuh.org/news/jeddah-tower-2025", "Jeddah Tower returns to construction | CTBUH",
         "Once complete, the tower will surpass Burj Khalifa as the world's tallest building.", "Jan 20, 2025"),
    )
    p11 = """# Construction restarts on kilometre-high Jeddah Tower

**Dezeen** · 14 January 2025

Construction has resumed on Jeddah Tower in Saudi Arabia, which is set to become the world's tallest building on completion, seven years after work stalled.

Designed by Chicago studio Adrian Smith + Gordon Gill Architecture, the tower is planned to rise more than 1,000 metres. Work stopped in 2018 when the concrete core had reached around the 63rd floor, amid the anti-corruption purge that affected the project's backers.

Jeddah Economic Company awarded Saudi Binladin Group a contract of SAR 7.2 billion (about $1.9 billion) to complete the structure. Completion is targeted for 2028.

| Jeddah Tower | |
| --- | --- |
| Location | Jeddah Economic City, Saudi Arabia |
| Planned height | 1,000 m+ |
| Planned floors | 157 |
| Architect | Adrian Smith + Gordon Gill Architecture |
| Contractor | Saudi Binladin Group |
| Construction started | 2013 |
| Construction halted | 2018 |
| Construction resumed | January 2025 |
| Target completion | 2028 |

When finished, Jeddah Tower would be more than 170 metres taller than Burj Khalifa (828 m), which has held the title since 2010.
"""
    a12 = m.retrieve_all()
    turns = [
        (q("tallest buildings in the world CTBUH Skyscraper Center 100 tallest completed"), s1),
        (ex(lst, "ranking with heights, floors and completion years"), p2),
        a3,
        (q("Merdeka 118 height 678.9 m completion CTBUH"), s4),
        (ex(mer, "height, floors, completion and companies"), p5),
        a6,
        (q("Burj Khalifa height 828 m floors 163 completion 2010 CTBUH"), s7),
        (ex(bk, "heights, floors and timeline"), p8),
        a9,
        (q("Jeddah Tower construction resumed 2025 height 1000 m"), s10),
        (ex("https://www.dezeen.com/2025/01/14/jeddah-tower-construction-restarts/", "status, planned height and target completion"), p11),
        a12,
    ]
    rs.add("search", "h63-search-19", SYSTEM, turns, state=state("2025-02-07 13:58 UTC"), bad=True, turn=5,
           kind="Merdeka 118's building page gives completion 2022 though the CTBUH ranking at turn 2 (and the turn-4 snippet of this same page) said 2023")


# ---------------------------------------------------------------- 20 Transfermarkt, Bundesliga 2023-24 (bad: last-update date goes back)
BL = [("Bayer 04 Leverkusen", 28, 6, 0, 89, 24), ("VfB Stuttgart", 23, 4, 7, 78, 39), ("FC Bayern München", 23, 3, 8, 94, 45),
      ("RB Leipzig", 19, 8, 7, 77, 39), ("Borussia Dortmund", 18, 9, 7, 68, 43), ("Eintracht Frankfurt", 11, 14, 9, 51, 50),
      ("TSG 1899 Hoffenheim", 13, 7, 14, 66, 66), ("1.FC Heidenheim 1846", 10, 12, 12, 50, 55), ("SV Werder Bremen", 11, 9, 14, 48, 54),
      ("SC Freiburg", 11, 9, 14, 45, 58), ("FC Augsburg", 10, 9, 15, 50, 60), ("VfL Wolfsburg", 10, 7, 17, 41, 56),
      ("1.FSV Mainz 05", 7, 14, 13, 39, 51), ("Borussia Mönchengladbach", 7, 13, 14, 56, 67), ("1.FC Union Berlin", 9, 6, 19, 33, 58),
      ("VfL Bochum", 7, 12, 15, 42, 74), ("1.FC Köln", 5, 12, 17, 28, 60), ("SV Darmstadt 98", 3, 8, 23, 30, 86)]


def wirtz_page(updated: str) -> str:
    return f"""# Florian Wirtz

**#10 Florian Wirtz** · Bayer 04 Leverkusen · Bundesliga · League level: First Tier

| Player data | |
| --- | --- |
| Date of birth/Age | May 3, 2003 (21) |
| Place of birth | Pulheim, Germany |
| Height | 1,77 m |
| Citizenship | Germany |
| Position | Attack - Attacking Midfield |
| Foot | right |
| Player agent | Relatives |
| Current club | Bayer 04 Leverkusen |
| Joined | Jan 1, 2020 |
| Contract expires | Jun 30, 2027 |
| Outfitter | Nike |

## Market value

**€140.00m** · Last update: {updated}

Highest market value: €140.00m (Dec 17, 2024)

| Date | Club | Market value |
| --- | --- | --- |
| Dec 20, 2023 | Bayer 04 Leverkusen | €110.00m |
| Mar 26, 2024 | Bayer 04 Leverkusen | €130.00m |
| Jun 3, 2024 | Bayer 04 Leverkusen | €130.00m |
| Dec 17, 2024 | Bayer 04 Leverkusen | €140.00m |
| Mar 27, 2025 | Bayer 04 Leverkusen | €140.00m |

## Performance data 23/24

| Competition | Appearances | Goals | Assists | Minutes played |
| --- | --- | --- | --- | --- |
| Bundesliga | 32 | 11 | 11 | 2.457' |
| UEFA Europa League | 11 | 5 | 3 | 676' |
| DFB-Pokal | 6 | 2 | 4 | 420' |

## Transfer history

| Season | Date | Left | Joined | MV | Fee |
| --- | --- | --- | --- | --- | --- |
| 19/20 | Jan 1, 2020 | 1.FC Köln U17 | Bayer 04 Leverkusen U19 | - | €200k |
"""


def t20(rs: RowSet) -> None:
    m = Mem()
    prof = "https://www.transfermarkt.com/florian-wirtz/profil/spieler/521361"
    s1 = res(
        (prof, "Florian Wirtz - Player profile 24/25 | Transfermarkt",
         "Florian Wirtz, 21, from Germany ➤ Bayer 04 Leverkusen, since 2020 ➤ Attacking Midfield ➤ Market value: €140.00m ➤ * May 3, 2003 in Pulheim, Germany", "N/A"),
        ("https://www.transfermarkt.com/florian-wirtz/marktwertverlauf/spieler/521361", "Florian Wirtz - Market value history | Transfermarkt",
         "Market value development of Florian Wirtz, Bayer 04 Leverkusen. Highest market value: €140.00m.", "N/A"),
        ("https://en.wikipedia.org/wiki/Florian_Wirtz", "Florian Wirtz - Wikipedia",
         "Florian Richard Wirtz (born 3 May 2003) is a German professional footballer who plays as an attacking midfielder for Bundesliga club Bayer Leverkusen.", "N/A"),
        ("https://www.kicker.de/florian-wirtz/spieler", "Florian Wirtz - Spielerprofil - kicker",
         "Bundesliga 2023/24: 32 Spiele, 11 Tore. Deutscher Meister 2024.", "N/A"),
        ("https://www.cies.ch/en/cies-football-observatory/", "CIES Football Observatory - transfer value ranking",
         "Most valuable players according to the CIES algorithm.", "N/A"),
        ("https://www.espn.com/soccer/player/_/id/334813/florian-wirtz", "Florian Wirtz Stats, News, Bio | ESPN",
         "Bayer Leverkusen midfielder Florian Wirtz.", "N/A"),
        ("https://www.skysports.com/football/news/11095/13310542/florian-wirtz-transfer-latest", "Florian Wirtz transfer latest: Bayern, Real Madrid monitoring",
         "Leverkusen value the 21-year-old above €150m.", "Mar 15, 2025"),
        ("https://www.reddit.com/r/soccer/comments/1hg8zhk/", "Transfermarkt December update: Wirtz up to €140m : r/soccer",
         "Him and Musiala both €140m now.", "Dec 17, 2024"),
        ("https://fbref.com/en/players/c6a78a99/Florian-Wirtz", "Florian Wirtz Stats | FBref.com",
         "Scouting report, match logs and season stats.", "N/A"),
    )
    a3 = m.add(wirtz="Florian Wirtz (b. 3 May 2003, Pulheim) — Leverkusen since 1 Jan 2020, contract to 30 Jun 2027; TM value €140.00m (last update Mar 27, 2025); 23/24 BL 32 apps, 11 G, 11 A")
    s4 = res(
        ("https://www.transfermarkt.com/bundesliga/tabelle/wettbewerb/L1/saison_id/2023", "Bundesliga 23/24 table | Transfermarkt",
         "1 Bayer 04 Leverkusen 34 28 6 0 89:24 +65 90 · 2 VfB Stuttgart 73 · 3 FC Bayern München 72 ...", "N/A"),
        ("https://en.wikipedia.org/wiki/2023%E2%80%9324_Bayer_04_Leverkusen_season", "2023–24 Bayer 04 Leverkusen season - Wikipedia",
         "Leverkusen won their first Bundesliga title, becoming the first team to go unbeaten through a Bundesliga season.", "N/A"),
        ("https://www.bundesliga.com/en/bundesliga/news/leverkusen-unbeaten-season-record-90-points-27641", "Leverkusen complete first unbeaten Bundesliga season",
         "Xabi Alonso's side finish on 90 points, 17 clear of Stuttgart.", "May 18, 2024"),
        ("https://www.bbc.com/sport/football/articles/c51ne2d0d4po", "Bayer Leverkusen: Xabi Alonso's side complete unbeaten Bundesliga season",
         "Leverkusen beat Augsburg 2-1 on the final day to finish 28 wins and six draws.", "May 18, 2024"),
        ("https://www.kicker.de/bundesliga/tabelle/2023-24/34", "Bundesliga Tabelle 2023/24 - kicker",
         "Abschlusstabelle: Leverkusen 90, Stuttgart 73, Bayern 72, Leipzig 65, Dortmund 63.", "N/A"),
        ("https://www.espn.com/soccer/standings/_/league/GER.1/season/2023", "German Bundesliga Standings 2023-24 - ESPN",
         "Darmstadt and Köln relegated; Bochum won the relegation play-off.", "N/A"),
        ("https://www.reddit.com/r/soccer/comments/1cuyhm5/", "Bayer Leverkusen finish the Bundesliga season unbeaten : r/soccer",
         "28W 6D 0L, 89 scored, 24 conceded.", "May 18, 2024"),
        ("https://www.theguardian.com/football/2024/may/18/bayer-leverkusen-augsburg-bundesliga-match-report", "Leverkusen complete historic unbeaten Bundesliga campaign",
         "Xabi Alonso's team end Bayern's 11-year reign.", "May 18, 2024"),
    )
    rows = []
    for i, (club, w, d, lo, gf, ga) in enumerate(BL, 1):
        rows.append(f"| {i} | {club} | 34 | {w} | {d} | {lo} | {gf}:{ga} | {gf - ga:+d} | {3 * w + d} |")
    p5 = """# Bundesliga 23/24 · Table

Transfermarkt · Competition: Bundesliga · Season: 23/24 · Matchday: 34 (final)

| # | Club | Matches | W | D | L | Goals | +/- | Pts |
| --- | --- | --- | --- | --- | --- | --- | --- | --- |
""" + "\n".join(rows).replace("| +0 |", "| 0 |") + """

- Champions League: Leverkusen, Stuttgart, Bayern, Leipzig, Dortmund
- Europa League: Frankfurt, Hoffenheim · Conference League qualifiers: Heidenheim
- Relegation play-off: VfL Bochum (3:3 on aggregate, won 6:5 on penalties vs Fortuna Düsseldorf)
- Relegated: 1.FC Köln, SV Darmstadt 98
"""
    a7 = m.add(leverkusen_2324="Bundesliga champions 23/24 unbeaten: 34 28-6-0, 89:24 (+65), 90 pts; Stuttgart 73, Bayern 72")
    turns = [
        (q("Florian Wirtz market value Transfermarkt"), s1),
        (ex(prof, "current market value, contract and 23/24 stats"), wirtz_page("Mar 27, 2025")),
        a3,
        (q("Bayer Leverkusen 2023-24 Bundesliga unbeaten 90 points Transfermarkt table"), s4),
        (ex("https://www.transfermarkt.com/bundesliga/tabelle/wettbewerb/L1/saison_id/2023", "final table of the 23/24 season"), p5),
        (ex(prof, "market value history and date of the latest update"), wirtz_page("Mar 11, 2025")),
        a7,
    ]
    rs.add("search", "h63-search-20", SYSTEM, turns, state=state("2025-03-31 20:26 UTC"), bad=True, turn=6,
           kind="re-fetched Wirtz profile says 'Last update: Mar 11, 2025' though the same page at turn 2 was last updated Mar 27, 2025 and still lists that entry")


# ---------------------------------------------------------------- 21 EuroLeague finals (clean)
def t21(rs: RowSet) -> None:
    m = Mem()
    g24 = "https://www.euroleague.net/euroleague/game-center/2023-24/real-madrid-panathinaikos-aktor-athens/E2023/334/"
    g25 = "https://www.euroleaguebasketball.net/euroleague/game-center/2024-25/fenerbahce-beko-istanbul-as-monaco/E2024/342/"
    s1 = res(
        (g24, "Real Madrid vs. Panathinaikos AKTOR Athens | Championship Game | EuroLeague",
         "Panathinaikos AKTOR Athens 95-80 Real Madrid. Championship Game, 2024 Final Four, Berlin.", "May 26, 2024"),
        ("https://en.wikipedia.org/wiki/2024_EuroLeague_Final_Four", "2024 EuroLeague Final Four - Wikipedia",
         "The 2024 Final Four was held at the Uber Arena in Berlin. Panathinaikos won its seventh title, beating Real Madrid 95–80 in the final.", "N/A"),
        ("https://www.euroleaguebasketball.net/euroleague/news/kendrick-nunn-final-four-mvp-2024/", "Kendrick Nunn named 2024 Final Four MVP | EuroLeague",
         "Nunn led Panathinaikos past Fenerbahce in the semifinal and Real Madrid in the title game.", "May 26, 2024"),
        ("https://www.euroleaguebasketball.net/euroleague/news/berlin-mercedes-benz-arena-to-host-2024-final-four/", "Berlin's Mercedes-Benz Arena to host 2024 Final Four",
         "EuroLeague Basketball announces Berlin as host of the 2024 Final Four.", "Jun 14, 2023"),
        ("https://www.eurohoops.net/en/euroleague/1562314/panathinaikos-champion-euroleague-2024/", "Panathinaikos crowned EuroLeague champion for the 7th time",
         "Ergin Ataman's team ends a 13-year wait for the trophy.", "May 26, 2024"),
        ("https://www.marca.com/en/basketball/euroleague/2024/05/26/real-madrid-panathinaikos-final.html", "Panathinaikos deny Real Madrid back-to-back EuroLeague titles",
         "The defending champions fell away in the second half in Berlin.", "May 26, 2024"),
        ("https://www.reddit.com/r/Euroleague/comments/1d1crh4/", "Post Game Thread: Panathinaikos 95-80 Real Madrid : r/Euroleague",
         "PAO champions! Ataman was right all along.", "May 26, 2024"),
        ("https://www.basketball-reference.com/international/euroleague/2024.html", "2023-24 EuroLeague Season Summary | Basketball-Reference.com",
         "Regular season leader: Real Madrid 27-7. Champion: Panathinaikos.", "N/A"),
        ("https://www.uber-arena.de/en/news/2024/mercedes-benz-arena-becomes-uber-arena/", "Mercedes-Benz Arena becomes Uber Arena",
         "From 1 April 2024 the arena at East Side Mall carries the name Uber Arena.", "Mar 1, 2024"),
    )
    p2 = """Redirected from www.euroleague.net to www.euroleaguebasketball.net

# Real Madrid 80 – 95 Panathinaikos AKTOR Athens

**EuroLeague 2023-24 · Final Four · Championship Game** · Sunday, May 26, 2024, 20:00 CET · Uber Arena, Berlin · Attendance: 13,127

| Team | Q1 | Q2 | Q3 | Q4 | Final |
| --- | --- | --- | --- | --- | --- |
| Real Madrid | 23 | 17 | 20 | 20 | 80 |
| Panathinaikos AKTOR Athens | 23 | 18 | 27 | 27 | 95 |

## Box score leaders

| Panathinaikos AKTOR Athens | PTS | | Real Madrid | PTS |
| --- | --- | --- | --- | --- |
| Kendrick Nunn | 18 | | Facundo Campazzo | 13 |
| Mathias Lessort | 15 | | Mario Hezonja | 12 |
| Kostas Sloukas | 12 | | Dzanan Musa | 11 |
| Jerian Grant | 11 | | Edy Tavares | 10 |
| Juancho Hernangomez | 10 | | Guerschon Yabusele | 8 |

## Game notes

- Panathinaikos win their **seventh EuroLeague title** (1996, 2000, 2002, 2007, 2009, 2011, 2024) and first since 2011.
- Real Madrid, the defending champions (11 titles), had finished the regular season first at 27-7.
- Head coach Ergin Ataman wins his third EuroLeague title after two with Anadolu Efes (2021, 2022).
- **Final Four MVP: Kendrick Nunn** (Panathinaikos).

Semifinals (May 24): Panathinaikos 73-57 Fenerbahce Beko Istanbul · Real Madrid 87-76 Olympiacos Piraeus
"""
    a3 = m.add(euroleague_2024="Panathinaikos 95-80 Real Madrid, 26 May 2024, Uber Arena Berlin (ex-Mercedes-Benz Arena); PAO 7th title; coach Ergin Ataman; Final Four MVP Kendrick Nunn")
    s4 = res(
        (g25, "Fenerbahce Beko Istanbul vs. AS Monaco | Championship Game | EuroLeague",
         "Fenerbahce Beko Istanbul 81-70 AS Monaco. Championship Game, 2025 Final Four, Abu Dhabi.", "May 25, 2025"),
        ("https://en.wikipedia.org/wiki/2025_EuroLeague_Final_Four", "2025 EuroLeague Final Four - Wikipedia",
         "The 2025 Final Four was held at the Etihad Arena in Abu Dhabi, the first Final Four outside Europe. Fenerbahçe won their second title.", "N/A"),
        ("https://www.euroleaguebasketball.net/euroleague/news/nigel-hayes-davis-final-four-mvp-2025/", "Nigel Hayes-Davis named 2025 Final Four MVP | EuroLeague",
         "Hayes-Davis led Fenerbahce past Panathinaikos and Monaco.", "May 25, 2025"),
        ("https://www.eurohoops.net/en/euroleague/1710021/fenerbahce-champion-euroleague-2025/", "Fenerbahce win second EuroLeague crown in Abu Dhabi",
         "Sarunas Jasikevicius wins his first EuroLeague title as a coach after four as a player.", "May 25, 2025"),
        ("https://www.reddit.com/r/Euroleague/comments/1kv1z8l/", "Post Game Thread: Fenerbahce 81-70 Monaco : r/Euroleague",
         "Monaco's first final, Fener's second title.", "May 25, 2025"),
        ("https://www.basketball-reference.com/international/euroleague/2025.html", "2024-25 EuroLeague Season Summary | Basketball-Reference.com",
         "Regular season leader: Olympiacos 24-10. Champion: Fenerbahce.", "N/A"),
        ("https://www.lequipe.fr/Basket/Article/Monaco-battu-en-finale-de-l-euroligue/1560321", "Monaco battu en finale de l'Euroligue",
         "La Roca Team s'incline face au Fenerbahçe à Abu Dhabi.", "May 25, 2025"),
    )
    p5 = """# Fenerbahce Beko Istanbul 81 – 70 AS Monaco

**EuroLeague 2024-25 · Final Four · Championship Game** · Sunday, May 25, 2025 · Etihad Arena, Abu Dhabi

| Team | Q1 | Q2 | Q3 | Q4 | Final |
| --- | --- | --- | --- | --- | --- |
| Fenerbahce Beko Istanbul | 17 | 21 | 24 | 19 | 81 |
| AS Monaco | 20 | 18 | 12 | 20 | 70 |

## Game notes

- Fenerbahce win their **second EuroLeague title** (2017, 2025).
- AS Monaco were playing their first EuroLeague final.
- Head coach Sarunas Jasikevicius wins his first EuroLeague title as a coach; he won four as a player (2003, 2004, 2005, 2009).
- **Final Four MVP: Nigel Hayes-Davis** (Fenerbahce).

Semifinals (May 23): Fenerbahce Beko Istanbul 82-76 Panathinaikos AKTOR Athens · AS Monaco 78-68 Olympiacos Piraeus
"""
    a6 = m.add(euroleague_2025="Fenerbahce 81-70 Monaco, 25 May 2025, Etihad Arena Abu Dhabi; Fenerbahce 2nd title (2017, 2025); Final Four MVP Nigel Hayes-Davis")
    turns = [
        (q("EuroLeague 2024 final Panathinaikos Real Madrid 95-80 Berlin Final Four MVP"), s1),
        (ex(g24, "final score, venue and Final Four MVP"), p2),
        a3,
        (q("EuroLeague 2025 final Fenerbahce Monaco 81-70 Abu Dhabi"), s4),
        (ex(g25, "final score, venue and Final Four MVP"), p5),
        a6,
    ]
    rs.add("search", "h63-search-21", SYSTEM, turns, state=state("2025-06-03 11:11 UTC"))


# ---------------------------------------------------------------- 22 Olympedia medal records (bad: total does not follow)
def t22(rs: RowSet) -> None:
    m = Mem()
    ph = "https://www.olympedia.org/athletes/73498"
    lat = "https://www.olympedia.org/athletes/34187"
    most = "https://www.olympedia.org/lists/1/manual"
    s1 = res(
        (ph, "Michael Phelps - Olympedia",
         "Michael Fred Phelps II · USA · Swimming · Medals OG: 23 gold, 3 silver, 2 bronze (28). Competed in 2000, 2004, 2008, 2012 and 2016.", "N/A"),
        ("https://en.wikipedia.org/wiki/Michael_Phelps", "Michael Phelps - Wikipedia",
         "Phelps is the most successful and most decorated Olympian of all time with a total of 28 medals, 23 of them gold.", "N/A"),
        ("https://www.olympics.com/en/athletes/michael-phelps", "Michael Phelps - Olympic Swimming | United States of America",
         "Most decorated Olympian ever: 23 gold, 3 silver, 2 bronze medals.", "N/A"),
        (most, "Most medals (all Games) - Olympedia",
         "Athletes with the most Olympic medals, Summer and Winter Games combined.", "N/A"),
        ("https://www.guinnessworldrecords.com/world-records/most-olympic-medals-won-by-an-individual", "Most Olympic medals won by an individual | Guinness World Records",
         "Michael Phelps (USA) won 28 Olympic medals between 2004 and 2016.", "N/A"),
        ("https://www.teamusa.com/hall-of-fame/hall-of-fame-members/michael-phelps", "Michael Phelps | Team USA Hall of Fame",
         "Five-time Olympian, 28 Olympic medals.", "N/A"),
        ("https://www.espn.com/olympics/story/_/id/17286451/michael-phelps-28-medals", "Michael Phelps' 28 Olympic medals, ranked",
         "From Athens 2004 to Rio 2016.", "Aug 14, 2016"),
        ("https://www.reddit.com/r/olympics/comments/1eo4x4l/", "Will anyone ever break Phelps' 28 medals? : r/olympics",
         "Ledecky is at 14 now, McKeon 14.", "Aug 9, 2024"),
        ("https://www.sports-reference.com/olympics/athletes/ph/michael-phelps-1.html", "Michael Phelps Olympic Results (archived) | Sports-Reference",
         "Archived Olympic results for Michael Phelps.", "N/A"),
    )
    p2 = """# Michael Phelps

Olympedia · Athlete ID 73498

| Roles | Competed in Olympic Games |
| --- | --- |
| Sex | Male |
| Full name | Michael Fred•Phelps II |
| Used name | Michael•Phelps |
| Born | 30 June 1985 in Baltimore, Maryland (USA) |
| Measurements | 193 cm / 88 kg |
| Affiliations | North Baltimore Aquatic Club, Baltimore (USA); Club Wolverine, Ann Arbor (USA) |
| NOC | United States |
| Medals OG | 23 Gold · 3 Silver · 2 Bronze (Total 28) |

## Results

| Games | Discipline | NOC / Team | Gold | Silver | Bronze | Notes |
| --- | --- | --- | --- | --- | --- | --- |
| 2000 Summer Olympics | Swimming | USA | 0 | 0 | 0 | 200 m butterfly 5th |
| 2004 Summer Olympics | Swimming | USA | 6 | 0 | 2 | 100/200 fly, 200/400 IM, 4×200 free, 4×100 medley; bronze 200 free, 4×100 free |
| 2008 Summer Olympics | Swimming | USA | 8 | 0 | 0 | eight events, eight gold |
| 2012 Summer Olympics | Swimming | USA | 4 | 2 | 0 | silver 200 fly, 4×100 free |
| 2016 Summer Olympics | Swimming | USA | 5 | 1 | 0 | silver 100 fly (three-way tie) |
| **Total** | | | **23** | **3** | **2** | **28** |

Phelps first competed at the Olympics aged 15 in Sydney and became the youngest male US Olympic swimmer in 68 years. His eight golds in Beijing broke Mark Spitz's record of seven at a single Games.
"""
    a3 = m.add(phelps="Michael Phelps (USA): 23 G, 3 S, 2 B = 28 Olympic medals (2004: 6G 2B; 2008: 8G; 2012: 4G 2S; 2016: 5G 1S)")
    s4 = res(
        (lat, "Larisa Latynina - Olympedia",
         "Larisa Semyonovna Latynina · URS · Artistic Gymnastics · Medals OG: 9 gold, 5 silver, 4 bronze (18).", "N/A"),
        ("https://en.wikipedia.org/wiki/Larisa_Latynina", "Larisa Latynina - Wikipedia",
         "Latynina held the record for most Olympic medals (18) for 48 years until Michael Phelps surpassed her in 2012.", "N/A"),
        (most, "Most medals (all Games) - Olympedia",
         "Ranking of Olympians by total medals: Phelps, Latynina, Bjørgen, Andrianov ...", "N/A"),
        ("https://www.olympics.com/en/news/most-decorated-olympians-of-all-time", "Most decorated Olympians of all time",
         "Marit Bjørgen holds the Winter record with 15 medals; Katie Ledecky and Emma McKeon have 14.", "Aug 12, 2024"),
        ("https://www.nytimes.com/2012/07/31/sports/olympics/phelps-passes-latynina-for-most-medals.html", "Phelps Passes Latynina for Most Medals",
         "Michael Phelps won his 19th Olympic medal in the 4×200 freestyle relay in London.", "Jul 31, 2012"),
        ("https://www.statista.com/statistics/1100432/most-olympic-medals-individual/", "Athletes with the most Olympic medals | Statista",
         "Most Olympic medals won by an individual athlete, all Games.", "Aug 13, 2024"),
        ("https://www.reddit.com/r/olympics/comments/1eqa7c2/", "Updated: most decorated Olympians after Paris : r/olympics",
         "Ledecky and McKeon both at 14, one behind Bjørgen and Andrianov.", "Aug 12, 2024"),
    )
    p5 = """# Larisa Latynina

Olympedia · Athlete ID 34187

| Roles | Competed in Olympic Games |
| --- | --- |
| Sex | Female |
| Full name | Larisa Semyonovna•Latynina (-Diriy) |
| Used name | Larisa•Latynina |
| Born | 27 December 1934 in Kherson, Kherson (UKR) |
| NOC | Soviet Union |
| Medals OG | 9 Gold · 5 Silver · 4 Bronze (Total 18) |

## Results

| Games | Discipline | NOC / Team | Gold | Silver | Bronze |
| --- | --- | --- | --- | --- | --- |
| 1956 Summer Olympics | Artistic Gymnastics | URS | 4 | 1 | 1 |
| 1960 Summer Olympics | Artistic Gymnastics | URS | 3 | 2 | 1 |
| 1964 Summer Olympics | Artistic Gymnastics | URS | 2 | 2 | 2 |
| **Total** | | | **9** | **5** | **4** |

Latynina won the all-around title in 1956 and 1960 and held the record for the most Olympic medals until 2012.
"""
    p6 = """# Most medals (all Games)

Olympedia · Lists · Athletes ranked by total Olympic medals (Summer and Winter Games combined)

| # | Athlete | NOC | Sport | Games | Gold | Silver | Bronze | Total |
| --- | --- | --- | --- | --- | --- | --- | --- | --- |
| 1 | Michael Phelps | USA | Swimming | 2000–2016 | 23 | 3 | 2 | 27 |
| 2 | Larisa Latynina | URS | Artistic Gymnastics | 1956–1964 | 9 | 5 | 4 | 18 |
| 3 | Marit Bjørgen | NOR | Cross Country Skiing | 2002–2018 | 8 | 4 | 3 | 15 |
| 3 | Nikolay Andrianov | URS | Artistic Gymnastics | 1972–1980 | 7 | 5 | 3 | 15 |
| 5 | Katie Ledecky | USA | Swimming | 2012–2024 | 9 | 4 | 1 | 14 |
| 5 | Emma McKeon | AUS | Swimming | 2016–2024 | 6 | 3 | 5 | 14 |
| 7 | Ole Einar Bjørndalen | NOR | Biathlon | 1994–2014 | 8 | 4 | 1 | 13 |
| 7 | Boris Shakhlin | URS | Artistic Gymnastics | 1956–1964 | 7 | 4 | 2 | 13 |
| 7 | Edoardo Mangiarotti | ITA | Fencing | 1936–1960 | 6 | 5 | 2 | 13 |
| 7 | Ireen Wüst | NED | Speed Skating | 2006–2022 | 6 | 5 | 2 | 13 |
| 7 | Takashi Ono | JPN | Artistic Gymnastics | 1952–1964 | 5 | 4 | 4 | 13 |

Showing 11 of 2,000 · Ties sorted by gold, then silver.
"""
    turns = [
        (q("Olympedia Michael Phelps medals 23 gold total"), s1),
        (ex(ph, "medal totals and results by Games"), p2),
        a3,
        (q("Olympedia most Olympic medals all time Latynina 18"), s4),
        (ex(lat, "medal totals by Games"), p5),
        (ex(most, "top of the all-time medal list"), p6),
    ]
    rs.add("search", "h63-search-22", SYSTEM, turns, state=state("2025-01-22 16:40 UTC"), bad=True, turn=6,
           kind="Olympedia's most-medals list gives Phelps 23-3-2 but a total of 27, though his page at turn 2 showed 28")


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for t in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
              t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        t(rs)
    rs.write()


if __name__ == "__main__":
    main()
