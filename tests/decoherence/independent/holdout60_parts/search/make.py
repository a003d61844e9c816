# ruff: noqa: E501
"""Held-out set h60, domain ``search``: 22 deep-research trajectories (web_search, web_extractor, dict_memory).

Each trajectory is about a different site (half mainstream, half less common) on sports, culture and
geography. Eleven hold exactly one contradiction (an observation that disagrees with what an earlier
observation established, with nothing in between that could change it); eleven are clean but full of
legitimate changes (memory updates and removals, re-sorted or filtered tables, different chart weeks,
different measures of the same thing). Deterministic: no randomness, no clock.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import RowSet, extract, memory, results, search

SYSTEM = """# Role and Objective

You are a **Search World Model**: a precise web search and information retrieval environment simulator. Simulate the execution of search and memory tool calls and return the exact tool response a real environment would return, with factual accuracy first and strict consistency with everything returned earlier in the session.

# Environment Management

Initial state is typically empty (no search history, no memory entries) unless the Current State says otherwise.

| Tool | State Transition Behavior |
|------|--------------------------|
| `web_search` | Adds search results to context; provides URLs and snippets for further exploration |
| `web_extractor` | Retrieves full webpage content; adds extracted information to context |
| `dict_memory` | Modifies persistent memory state (add/update/retrieve/remove operations) |

Track across turns: discovered facts, URL references, memory contents, query progression.

# Tool Execution

## web_search
Input: `{"queries": ["query1", ...]}` or `{"query": "..."}`. Output format:

```
[1] https://example.com/page
Title: Page Title
Snippet: Brief description of the content...
Date: Jan 1, 2024

[2] ...
```

Generate 10 results per query (batch queries: 10 per query, in order). Use `[1]`, `[2]` numbering, realistic URLs, snippets that tease key facts, `N/A` dates for undated reference pages, realistic dates for news, and diverse sources.

## web_extractor
Input: `{"url": "<webpage_url>", "goal": "..."}`. Output: the page as Markdown (`#` headers, `|` tables, `-` lists, minimal boilerplate). Content MUST align with prior search snippets and prior extractions of the same URL. Infobox data for Wikipedia, author/date/body for news, structured data for official pages.

## dict_memory
| Operation | Input | Output |
|-----------|-------|--------|
| `add` | `{"dict": {...}}` | `Successfully added items of [keys] to memory.` |
| `update` | `{"dict": {...}}` | `Successfully updated items of [keys] in memory.` |
| `retrieve` | `{"key_list": [...]}` | Retrieved key-value pairs or "Key not found" |
| `retrieve_all` | (none) | All stored key-value pairs |
| `remove` | `{"key_list": [...]}` | `Successfully removed items of [keys] from memory.` |
| `remove_all` | (none) | `Successfully cleared all memory.` |

Return exactly the data previously stored; memory persists until explicitly removed.

# Key Principles
Format (follow the formats above), Factuality (real-world knowledge, no fabricated entities or numbers), Consistency (with history, memory state and prior extractions), Realism, Quality.

# Input Definitions & Action Space

""" + json.dumps([
    {"name": "web_search", "description": "Performs batched web searches and returns the top results for each query.",
     "parameters": {"type": "object", "properties": {"queries": {"type": "array", "items": {"type": "string"}, "description": "The search queries; 10 results per query."}}, "required": ["queries"]}},
    {"name": "web_extractor", "description": "Fetches a webpage and returns its content as Markdown, focused on the given goal.",
     "parameters": {"type": "object", "properties": {"url": {"type": "string"}, "goal": {"type": "string", "description": "What information is wanted from the page."}}, "required": ["url", "goal"]}},
    {"name": "dict_memory", "description": "A persistent key-value scratchpad for the research session.",
     "parameters": {"type": "object", "properties": {"operation": {"type": "string", "enum": ["add", "update", "retrieve", "retrieve_all", "remove", "remove_all"]}, "dict": {"type": "object"}, "key_list": {"type": "array", "items": {"type": "string"}}}, "required": ["operation"]}},
], indent=1) + "\n"

EMPTY_STATE = "Search history: (none)\nMemory: {} (0 items)"


def res(*items: tuple[str, str, str, str]) -> str:
    """A web_search observation, fenced as the official examples print it."""
    return "```\n" + results(*items) + "\n```"


def klist(keys: list[str]) -> str:
    return "[" + ", ".join(repr(k) for k in keys) + "]"


class Mem:
    """Tracks the dict_memory store so that clean read-backs follow exactly from the operations."""

    def __init__(self, start: dict[str, Any] | None = None) -> None:
        self.d: dict[str, Any] = dict(start or {})

    def add(self, d: dict[str, Any]) -> tuple[str, str]:
        self.d.update(d)
        return memory("add", dict=d), f"Successfully added items of {klist(list(d))} to memory."

    def update(self, d: dict[str, Any]) -> tuple[str, str]:
        for k in d:
            assert k in self.d, k
        self.d.update(d)
        return memory("update", dict=d), f"Successfully updated items of {klist(list(d))} in memory."

    def remove(self, keys: list[str]) -> tuple[str, str]:
        for k in keys:
            del self.d[k]
        return memory("remove", key_list=keys), f"Successfully removed items of {klist(keys)} from memory."

    def retrieve(self, keys: list[str]) -> tuple[str, str]:
        found = {k: self.d[k] for k in keys if k in self.d}
        missing = [k for k in keys if k not in self.d]
        out = json.dumps(found, indent=2, ensure_ascii=False)
        if missing:
            out += f"\nKey not found: {klist(missing)}"
        return memory("retrieve", key_list=keys), out

    def retrieve_all(self) -> tuple[str, str]:
        if not self.d:
            return memory("retrieve_all"), "Memory is empty."
        return memory("retrieve_all"), json.dumps(self.d, indent=2, ensure_ascii=False)


def drop_last_col(table: str) -> str:
    """The same Markdown table without its last column (another site's view of the same data)."""
    return "\n".join(line.rsplit(" |", 2)[0] + " |" for line in table.split("\n"))


def swap(turn: tuple[str, str], old: str, new: str) -> tuple[str, str]:
    """Plants a contradiction: replaces exactly one occurrence of ``old`` in an observation."""
    action, obs = turn
    assert obs.count(old) == 1, (old, obs.count(old))
    return action, obs.replace(old, new)


# ---------------------------------------------------------------- 01 premierleague.com (clean)
PL_TABLE = """| Pos | Club | Pl | W | D | L | GF | GA | GD | Pts | Form (last 5) |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
| 1 | Manchester City | 38 | 28 | 7 | 3 | 96 | 34 | +62 | 91 | W W W W W |
| 2 | Arsenal | 38 | 28 | 5 | 5 | 91 | 29 | +62 | 89 | W W W W W |
| 3 | Liverpool | 38 | 24 | 10 | 4 | 86 | 41 | +45 | 82 | L W D D W |
| 4 | Aston Villa | 38 | 20 | 8 | 10 | 76 | 61 | +15 | 68 | W L D D L |
| 5 | Tottenham Hotspur | 38 | 20 | 6 | 12 | 74 | 61 | +13 | 66 | L L W L W |
| 6 | Chelsea | 38 | 18 | 9 | 11 | 77 | 63 | +14 | 63 | W W W W W |
| 7 | Newcastle United | 38 | 18 | 6 | 14 | 85 | 62 | +23 | 60 | D W L W W |
| 8 | Manchester United | 38 | 18 | 6 | 14 | 57 | 58 | -1 | 60 | L D L W W |
| 9 | West Ham United | 38 | 14 | 10 | 14 | 60 | 74 | -14 | 52 | L D W L L |
| 10 | Crystal Palace | 38 | 13 | 10 | 15 | 57 | 58 | -1 | 49 | W D W W W |
| 11 | Brighton & Hove Albion | 38 | 12 | 12 | 14 | 55 | 62 | -7 | 48 | L D L D L |
| 12 | Bournemouth | 38 | 13 | 9 | 16 | 54 | 67 | -13 | 48 | L L W L L |
| 13 | Fulham | 38 | 13 | 8 | 17 | 55 | 61 | -6 | 47 | W L D W L |
| 14 | Wolverhampton Wanderers | 38 | 13 | 7 | 18 | 50 | 65 | -15 | 46 | L L L D L |
| 15 | Everton | 38 | 13 | 9 | 16 | 40 | 51 | -11 | 40 | W W W L W |
| 16 | Brentford | 38 | 10 | 9 | 19 | 56 | 65 | -9 | 39 | W L D D L |
| 17 | Nottingham Forest | 38 | 9 | 9 | 20 | 49 | 67 | -18 | 32 | W W L L W |
| 18 | Luton Town | 38 | 6 | 8 | 24 | 52 | 85 | -33 | 26 | L D L L L |
| 19 | Burnley | 38 | 5 | 9 | 24 | 41 | 78 | -37 | 24 | L L D L L |
| 20 | Sheffield United | 38 | 3 | 7 | 28 | 35 | 104 | -69 | 16 | L L L L L |"""


def t01(rs: RowSet) -> None:
    m = Mem()
    turns = [
        (search("Premier League 2023-24 final table"), res(
            ("https://www.premierleague.com/tables?co=1&se=578&ha=-1", "Premier League Table, Form Guide & Season Archives", "Premier League 2023/24 table: Manchester City 91 pts, Arsenal 89, Liverpool 82, Aston Villa 68, Tottenham 66. View the table by home, away or form ...", "N/A"),
            ("https://en.wikipedia.org/wiki/2023%E2%80%9324_Premier_League", "2023–24 Premier League - Wikipedia", "Manchester City won their fourth consecutive title, a first in English top-flight history, finishing two points ahead of Arsenal ...", "N/A"),
            ("https://www.bbc.co.uk/sport/football/premier-league/table", "Premier League Table - BBC Sport", "Premier League table, form guide and season archives. Select a season to view the final standings ...", "N/A"),
            ("https://www.skysports.com/premier-league-table/2023", "Premier League Table 2023/24 | Sky Sports", "Final standings: Man City 38 28 7 3 96 34 62 91; Arsenal 38 28 5 5 91 29 62 89 ...", "May 19, 2024"),
            ("https://www.theguardian.com/football/2024/may/19/manchester-city-west-ham-premier-league-match-report", "Manchester City 3-1 West Ham: Foden double seals fourth straight title", "Phil Foden scored twice as City beat West Ham on the final day to finish two points clear of Arsenal ...", "May 19, 2024"),
            ("https://www.espn.com/soccer/standings/_/league/eng.1/season/2023", "English Premier League Standings 2023-24 - ESPN", "2023-24 English Premier League standings: GP, W, D, L, F, A, GD, P ...", "N/A"),
            ("https://www.transfermarkt.com/premier-league/tabelle/wettbewerb/GB1/saison_id/2023", "Premier League 23/24 - Table | Transfermarkt", "Table of the Premier League 23/24 with home and away standings, goals and points ...", "N/A"),
            ("https://www.reddit.com/r/soccer/comments/1cvqf0x/final_premier_league_table_202324/", "Final Premier League table 2023/24 : r/soccer", "Everton would have finished 12th without the points deductions; Forest would still be 17th ...", "May 19, 2024"),
            ("https://www.fbref.com/en/comps/9/2023-2024/2023-2024-Premier-League-Stats", "2023-2024 Premier League Stats | FBref.com", "League table, squad stats, xG: Arsenal conceded the fewest goals (29) ...", "N/A"),
            ("https://www.nbcsports.com/soccer/news/premier-league-final-table-2023-24", "Premier League final table 2023-24: Who qualified for Europe?", "City, Arsenal, Liverpool and Aston Villa take the Champions League places; Tottenham to the Europa League ...", "May 20, 2024"),
        )),
        (extract("https://www.premierleague.com/tables?co=1&se=578&ha=-1", "Final 2023/24 standings with points and goal difference"),
         "# Premier League Table\n\nCompetition: **Premier League** · Season: **2023/24** · Matchweek: **All Matchweeks** · Home/Away: **All Matches**\n\n"
         + PL_TABLE
         + "\n\n**Qualification / relegation**\n\n- 1–4: UEFA Champions League league stage\n- 5: UEFA Europa League league stage\n- 6: UEFA Conference League play-off round\n- 18–20: Relegated to the EFL Championship\n\n"
           "> Everton deducted 8 points (two separate breaches of the Premier League's Profitability and Sustainability Rules). Nottingham Forest deducted 4 points.\n\n"
           "Last updated: Sunday 19 May 2024, 18:02 BST"),
        m.add({"pl_2324_champion": "Manchester City - 91 pts (W28 D7 L3, GD +62)", "pl_2324_runner_up": "Arsenal - 89 pts (W28 D5 L5, GD +62)"}),
        (search("Premier League 2023-24 top scorers Golden Boot"), res(
            ("https://www.premierleague.com/stats/top/players/goals?se=578", "Premier League Player Stats - Goals 2023/24", "Erling Haaland 27, Cole Palmer 22, Alexander Isak 21, Ollie Watkins 19, Phil Foden 19, Dominic Solanke 19 ...", "N/A"),
            ("https://www.bbc.co.uk/sport/football/articles/cz5x8dxw9vwo", "Erling Haaland wins Premier League Golden Boot for second season", "Haaland finished with 27 goals despite missing seven games with a foot injury; Palmer second on 22 ...", "May 19, 2024"),
            ("https://en.wikipedia.org/wiki/Premier_League_Golden_Boot", "Premier League Golden Boot - Wikipedia", "The Premier League Golden Boot is awarded to the leading goalscorer ... 2023–24: Erling Haaland (Manchester City), 27 goals.", "N/A"),
            ("https://www.skysports.com/football/news/11095/13140772/premier-league-golden-boot-2023-24", "Premier League Golden Boot 2023/24: Haaland retains award", "Haaland 27, Palmer 22, Isak 21 - the final standings in the race for the Golden Boot ...", "May 19, 2024"),
            ("https://www.espn.com/soccer/stats/_/league/ENG.1/season/2023/view/scoring", "English Premier League Stats: Top Scorers 2023-24 - ESPN", "Top scorers: Haaland 27 goals in 31 matches; Palmer 22 in 34 ...", "N/A"),
            ("https://www.goal.com/en/lists/premier-league-top-scorers-2023-24/blt1b0f0e2c3d7a9a11", "Premier League top scorers 2023-24: Golden Boot race", "Who finished top of the goalscoring charts? Haaland, Palmer and Isak lead the way ...", "May 20, 2024"),
            ("https://fbref.com/en/comps/9/2023-2024/stats/2023-2024-Premier-League-Stats", "2023-2024 Premier League Player Stats | FBref.com", "Standard stats: goals, assists, non-penalty goals, xG for every Premier League player ...", "N/A"),
            ("https://www.theguardian.com/football/2024/may/20/premier-league-2023-24-awards", "Premier League 2023-24 awards: our writers' picks", "Foden, Palmer and Watkins among the standout performers of the season ...", "May 20, 2024"),
            ("https://www.transfermarkt.com/premier-league/torschuetzenliste/wettbewerb/GB1/saison_id/2023", "Premier League 23/24 top goalscorers | Transfermarkt", "Goals, assists and minutes per goal of the top scorers of the 2023/24 season ...", "N/A"),
            ("https://www.reddit.com/r/PremierLeague/comments/1cw0b3m/golden_boot_202324/", "Golden Boot 2023/24 final standings : r/PremierLeague", "Palmer 22 goals from midfield in his first Chelsea season is absurd ...", "May 19, 2024"),
        )),
        (extract("https://www.premierleague.com/stats/top/players/goals?se=578", "Top 10 goalscorers 2023/24"),
         "# Premier League Player Stats\n\nStat: **Goals** · Season: **2023/24** · Club: **All Clubs** · Nationality: **All Nationalities** · Position: **All Positions**\n\n"
         "| Rank | Player | Club | Nationality | Stat |\n| --- | --- | --- | --- | --- |\n"
         "| 1 | Erling Haaland | Manchester City | Norway | 27 |\n| 2 | Cole Palmer | Chelsea | England | 22 |\n| 3 | Alexander Isak | Newcastle United | Sweden | 21 |\n"
         "| 4 | Ollie Watkins | Aston Villa | England | 19 |\n| 4 | Phil Foden | Manchester City | England | 19 |\n| 4 | Dominic Solanke | Bournemouth | England | 19 |\n"
         "| 7 | Mohamed Salah | Liverpool | Egypt | 18 |\n| 8 | Son Heung-Min | Tottenham Hotspur | South Korea | 17 |\n| 9 | Jarrod Bowen | West Ham United | England | 16 |\n"
         "| 9 | Bukayo Saka | Arsenal | England | 16 |\n\nShowing 1-10 of 412 · [Next]"),
        m.update({"pl_2324_champion": "Manchester City - 91 pts (W28 D7 L3, GD +62); title sealed 19 May 2024, 3-1 v West Ham (Foden 2)"}),
        m.add({"pl_2324_golden_boot": "Erling Haaland (Man City) 27; Palmer 22, Isak 21"}),
        (extract("https://en.wikipedia.org/wiki/2023%E2%80%9324_Premier_League", "Points deductions and how they affected the final table"),
         "# 2023–24 Premier League\n\nFrom Wikipedia, the free encyclopedia\n\n| 2023–24 Premier League | |\n| --- | --- |\n| Dates | 11 August 2023 – 19 May 2024 |\n| Champions | Manchester City (8th Premier League title, 10th English title) |\n| Relegated | Luton Town, Burnley, Sheffield United |\n| Matches played | 380 |\n| Goals scored | 1,246 (3.28 per match) |\n| Top goalscorer | Erling Haaland (27 goals) |\n| Best goalkeeper | David Raya (16 clean sheets) |\n\n"
         "The **2023–24 Premier League** was the 32nd season of the Premier League. Manchester City won a record fourth consecutive title, finishing two points ahead of Arsenal after a final-day 3–1 win over West Ham United.\n\n"
         "## Points deductions\n\n"
         "On 17 November 2023 Everton were deducted 10 points by an independent commission for breaching the Profitability and Sustainability Rules (PSR) in 2021–22; the deduction was reduced to 6 points on appeal on 26 February 2024. A second charge for 2022–23 brought a further 2-point deduction on 8 April 2024, for a total of **8 points**. Nottingham Forest were deducted **4 points** on 18 March 2024.\n\n"
         "| Club | Points won on the pitch | Deduction | Final points | Final position |\n| --- | --- | --- | --- | --- |\n| Everton | 48 | −8 | 40 | 15th |\n| Nottingham Forest | 36 | −4 | 32 | 17th |\n\n"
         "Without the deductions Everton (48) would have finished level on points with Brighton and Bournemouth, and Forest (36) would have stayed three points behind Brentford and ten above Luton Town.\n\n"
         "## League table\n\n" + drop_last_col(PL_TABLE)
         + "\n\nSource: Premier League. Rules for classification: 1) points; 2) goal difference; 3) goals scored. Notes: Everton deducted 8 points; Nottingham Forest deducted 4 points."),
    ]
    rs.add("search", "h60-search-01", SYSTEM, turns, state=EMPTY_STATE)

# ---------------------------------------------------------------- 02 basketball-reference.com (bad: Curry 3PA)
GSW_TOTALS = """| Rk | Player | Age | G | GS | MP | FG | FGA | FG% | 3P | 3PA | 3P% | FT | FTA | TRB | AST | STL | BLK | PTS |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
| 1 | Stephen Curry | 27 | 79 | 79 | 2700 | 805 | 1598 | .504 | 402 | 886 | .454 | 363 | 400 | 430 | 527 | 169 | 15 | 2375 |
| 2 | Draymond Green | 25 | 81 | 81 | 2808 | 401 | 819 | .490 | 81 | 210 | .386 | 250 | 358 | 769 | 598 | 119 | 113 | 1133 |
| 3 | Klay Thompson | 25 | 80 | 80 | 2666 | 651 | 1386 | .470 | 276 | 650 | .425 | 193 | 221 | 303 | 168 | 60 | 49 | 1771 |
| 4 | Harrison Barnes | 23 | 66 | 59 | 2042 | 294 | 629 | .467 | 76 | 198 | .384 | 103 | 133 | 322 | 120 | 40 | 18 | 767 |
| 5 | Shaun Livingston | 30 | 78 | 3 | 1520 | 239 | 446 | .536 | 1 | 6 | .167 | 77 | 89 | 173 | 233 | 40 | 21 | 556 |
| 6 | Andre Iguodala | 32 | 65 | 1 | 1732 | 171 | 357 | .479 | 63 | 180 | .350 | 52 | 80 | 261 | 226 | 71 | 20 | 457 |
| 7 | Andrew Bogut | 31 | 70 | 66 | 1451 | 174 | 277 | .628 | 0 | 2 | .000 | 28 | 58 | 490 | 161 | 33 | 113 | 376 |"""


def t02(rs: RowSet) -> None:
    m = Mem()
    header = ("# 2015-16 Golden State Warriors Roster and Stats\n\n"
              "**Record:** 73-9, Finished 1st in NBA Pacific Division\n\n"
              "**Coach:** Steve Kerr (34-5) and Luke Walton (39-4)\n\n**Executive:** Bob Myers\n\n"
              "**PTS/G:** 114.9 (1st of 30) **Opp PTS/G:** 104.1 (19th of 30)\n\n"
              "**SRS:** 10.38 (1st of 30) **Pace:** 99.3 (2nd of 30)\n\n"
              "**Off Rtg:** 114.5 (1st of 30) **Def Rtg:** 103.8 (5th of 30) **Net Rtg:** +10.7 (1st of 30)\n\n"
              "**Arena:** Oracle Arena **Attendance:** 803,436 (5th of 30)\n\n"
              "**NBA 2016 Playoffs:** Won NBA Western Conference First Round (4-1) versus Houston Rockets · Won Western Conference Semifinals (4-1) versus Portland Trail Blazers · Won Western Conference Finals (4-3) versus Oklahoma City Thunder · Lost NBA Finals (3-4) versus Cleveland Cavaliers\n\n")
    turns = [
        (search("2015-16 Golden State Warriors stats basketball-reference"), res(
            ("https://www.basketball-reference.com/teams/GSW/2016.html", "2015-16 Golden State Warriors Roster and Stats | Basketball-Reference.com", "Record: 73-9, Finished 1st in NBA Pacific Division. Coach: Steve Kerr (34-5) and Luke Walton (39-4). SRS: 10.38 (1st of 30) ...", "N/A"),
            ("https://www.basketball-reference.com/teams/GSW/2016_games.html", "2015-16 Golden State Warriors Schedule and Results", "Game log: 24-0 start, 73-9 final record; lost twice at home all season ...", "N/A"),
            ("https://en.wikipedia.org/wiki/2015%E2%80%9316_Golden_State_Warriors_season", "2015–16 Golden State Warriors season - Wikipedia", "The Warriors finished 73–9, breaking the 1995–96 Chicago Bulls' record of 72–10, and lost the NBA Finals to Cleveland in seven games ...", "N/A"),
            ("https://www.nba.com/warriors/history/2015-16", "Warriors 2015-16 Season Recap | Golden State Warriors", "A record-setting 73-win season highlighted by Stephen Curry's unanimous MVP ...", "N/A"),
            ("https://www.espn.com/nba/team/stats/_/name/gs/season/2016/seasontype/2", "Golden State Warriors Stats 2015-16 - ESPN", "Stephen Curry 30.1 PPG, Klay Thompson 22.1 PPG, Draymond Green 14.0 PPG, 9.5 RPG, 7.4 APG ...", "N/A"),
            ("https://www.statmuse.com/nba/ask/warriors-2015-16-team-stats", "Warriors 2015-16 Team Stats | StatMuse", "The Warriors averaged 114.9 points per game in 2015-16, first in the league ...", "N/A"),
            ("https://www.basketball-reference.com/leagues/NBA_2016.html", "2015-16 NBA Season Summary | Basketball-Reference.com", "League champion: Cleveland Cavaliers. Most Valuable Player: Stephen Curry (30.1 / 5.4 / 6.7) ...", "N/A"),
            ("https://www.theringer.com/nba/2021/4/13/warriors-73-9-oral-history", "73-9: An Oral History of the Warriors' Record-Breaking Season", "Five years later, the players and coaches look back on the season that ended in heartbreak ...", "Apr 13, 2021"),
            ("https://www.reddit.com/r/nba/comments/4ei0ka/warriors_finish_739/", "The Warriors finish 73-9, the best record in NBA history : r/nba", "Curry with 46 in the finale vs Memphis, 402 threes on the season ...", "Apr 13, 2016"),
            ("https://www.cleaningtheglass.com/stats/team/10/2016", "Golden State Warriors 2016 - Cleaning the Glass", "Point differential, efficiency and four factors for the 2015-16 Warriors ...", "N/A"),
        )),
        (extract("https://www.basketball-reference.com/teams/GSW/2016.html", "Team summary and the Totals table for the main rotation"),
         header + "## Totals\n\n" + GSW_TOTALS + "\n\nShowing 7 of 17 players (sorted by MP desc for rotation players). Full table: Totals · Per Game · Per 36 Minutes · Advanced · Shooting"),
        m.add({"gsw_1516_record": "73-9 (NBA record; Kerr 34-5, Walton 39-4)", "curry_1516_3pm": "402 3P on 886 3PA (.454)"}),
        (search("Stephen Curry 402 three pointers 2015-16 single season record"), res(
            ("https://www.nba.com/news/stephen-curry-sets-record-402-threes", "Curry finishes with 402 3-pointers, shattering his own record", "Stephen Curry made 10 threes in the season finale to finish 2015-16 with 402, breaking the record of 286 he set a season earlier ...", "Apr 14, 2016"),
            ("https://www.basketball-reference.com/leaders/fg3_season.html", "NBA & ABA Single Season Leaders and Records for 3-Pt Field Goals", "1. Stephen Curry 402 (2015-16); 2. James Harden 378 (2018-19); 3. Stephen Curry 354 (2018-19) ...", "N/A"),
            ("https://en.wikipedia.org/wiki/List_of_National_Basketball_Association_single-season_3-point_scoring_leaders", "List of NBA single-season 3-point scoring leaders - Wikipedia", "Curry's 402 made three-pointers in 2015–16 remains the single-season record ...", "N/A"),
            ("https://www.espn.com/nba/story/_/id/15188262/stephen-curry-402-threes", "Stephen Curry reaches 400 3-pointers in a season", "Curry became the first player with 400 made 3-pointers in a season ...", "Apr 13, 2016"),
            ("https://www.si.com/nba/2016/04/14/stephen-curry-three-pointers-record-402", "Stephen Curry's 402 three-pointers, visualized", "Shot charts of every Curry three in the 2015-16 season ...", "Apr 14, 2016"),
            ("https://www.statmuse.com/nba/ask/most-threes-in-a-season", "Most 3-Pointers Made In A Season | StatMuse", "Stephen Curry made the most threes in a season, with 402 in 2015-16 ...", "N/A"),
            ("https://www.goldenstateofmind.com/2016/4/14/curry-402-threes", "Steph Curry finishes with 402 threes - Golden State Of Mind", "He attempted 11.2 threes per game and made 45.4 percent ...", "Apr 14, 2016"),
            ("https://www.reddit.com/r/nba/comments/4eovd3/curry_402/", "Curry's 402 threes will never be broken : r/nba", "Harden got to 378 in 2018-19 on way more attempts ...", "Apr 14, 2016"),
            ("https://www.nytimes.com/2016/04/14/sports/basketball/warriors-73-wins.html", "Warriors Win 73rd Game, Setting N.B.A. Record", "Curry scored 46 points against Memphis, adding to his record three-point total ...", "Apr 14, 2016"),
            ("https://www.youtube.com/watch?v=Z1aPq9wE3Ro", "Stephen Curry All 402 Three Pointers 2015-16 Season", "Every made three from the unanimous MVP season ...", "Jun 2, 2016"),
        )),
        swap((extract("https://www.basketball-reference.com/teams/GSW/2016.html", "Totals table: three-point makes and attempts by player"),
              header + "## Totals\n\n" + GSW_TOTALS + "\n\n**Team totals (82 G):** 3P 1077, 3PA 2592, 3P% .416 (1st of 30 in makes)"),
             "| 402 | 886 | .454 |", "| 402 | 868 | .454 |"),
        m.retrieve(["curry_1516_3pm"]),
        (extract("https://www.basketball-reference.com/players/c/curryst01.html", "Season-by-season three-point shooting"),
         "# Stephen Curry Stats\n\n**Stephen Curry** (Wardell Stephen Curry II)\n\n**Position:** Point Guard ▪ **Shoots:** Right\n\n6-2, 185lb (188cm, 83kg)\n\n**Born:** March 14, 1988 in Akron, Ohio\n\n**College:** Davidson\n\n**Draft:** Golden State Warriors, 1st round (7th pick, 7th overall), 2009 NBA Draft\n\n"
         "## Shooting by season (regular season)\n\n| Season | Age | Tm | G | 3P | 3PA | 3P% | PTS | Awards |\n| --- | --- | --- | --- | --- | --- | --- | --- | --- |\n"
         "| 2012-13 | 24 | GSW | 78 | 272 | 600 | .453 | 1786 | |\n| 2013-14 | 25 | GSW | 78 | 261 | 615 | .424 | 1873 | AS, NBA2 |\n| 2014-15 | 26 | GSW | 80 | 286 | 646 | .443 | 1900 | MVP-1, AS, NBA1 |\n"
         "| 2015-16 | 27 | GSW | 79 | 402 | 886 | .454 | 2375 | MVP-1, AS, NBA1 |\n| 2016-17 | 28 | GSW | 79 | 324 | 789 | .411 | 1999 | MVP-6, AS, NBA2 |\n\n"
         "**Leaderboards, 2015-16:** Points (2375, 1st) · 3-Pt Field Goals (402, 1st) · 3-Pt Field Goal Attempts (886, 1st) · Free Throw Pct (.908, 1st) · Steals Per Game (2.14, 1st) · Player Efficiency Rating (31.5, 1st)"),
        m.add({"curry_1516_mvp": "Unanimous MVP 2015-16: 131 of 131 first-place votes (1,310 pts)"}),
    ]
    rs.add("search", "h60-search-02", SYSTEM, turns, state=EMPTY_STATE, bad=True, turn=5,
           kind="Re-extracted Totals table gives Curry 868 3PA, but the same page at turn 2 (and his player page later) showed 886.")

# ---------------------------------------------------------------- 03 olympics.com (bad: Australia silver)
PARIS = [("United States of America", "USA", 40, 44, 42), ("People's Republic of China", "CHN", 40, 27, 24), ("Japan", "JPN", 20, 12, 13),
         ("Australia", "AUS", 18, 19, 16), ("France", "FRA", 16, 26, 22), ("Netherlands", "NED", 15, 7, 12),
         ("Great Britain", "GBR", 14, 22, 29), ("Republic of Korea", "KOR", 13, 9, 10), ("Italy", "ITA", 12, 13, 15),
         ("Germany", "GER", 12, 13, 8), ("New Zealand", "NZL", 10, 7, 3), ("Canada", "CAN", 9, 7, 11),
         ("Uzbekistan", "UZB", 8, 2, 3), ("Hungary", "HUN", 6, 7, 6), ("Spain", "ESP", 5, 4, 9), ("Sweden", "SWE", 4, 4, 3),
         ("Kenya", "KEN", 4, 2, 5), ("Norway", "NOR", 4, 1, 3), ("Ireland", "IRL", 4, 0, 3), ("Brazil", "BRA", 3, 7, 10)]


def medal_table(rows: list[tuple[str, str, int, int, int]], by_total: bool) -> str:
    if by_total:
        rows = sorted(rows, key=lambda r: (-(r[2] + r[3] + r[4]), -r[2], -r[3]))[:15]
    out = ["| Rank | Team | NOC | Gold | Silver | Bronze | Total |", "| --- | --- | --- | --- | --- | --- | --- |"]
    prev, rank = None, 0
    for i, (name, noc, g, s, b) in enumerate(rows, 1):
        key = (g + s + b) if by_total else (g, s, b)
        if key != prev:
            rank = i
        prev = key
        out.append(f"| {rank} | {name} | {noc} | {g} | {s} | {b} | {g + s + b} |")
    return "\n".join(out)


def t03(rs: RowSet) -> None:
    m = Mem()
    turns = [
        (search("Paris 2024 Olympics final medal table"), res(
            ("https://olympics.com/en/paris-2024/medals", "Paris 2024 Olympic Medal Table - Gold, Silver & Bronze", "Official medal table of the Olympic Games Paris 2024: United States of America 40 gold, 44 silver, 42 bronze; People's Republic of China 40, 27, 24 ...", "N/A"),
            ("https://en.wikipedia.org/wiki/2024_Summer_Olympics_medal_table", "2024 Summer Olympics medal table - Wikipedia", "The United States topped the medal table for the fourth consecutive Summer Games, winning the final event (women's basketball) to finish level with China on 40 golds ...", "N/A"),
            ("https://www.nytimes.com/interactive/2024/sports/olympics/medal-count-results-schedule-paris.html", "Paris 2024 Olympics Medal Count - The New York Times", "Medal count by country: U.S. 126, China 91, Britain 65, France 64, Australia 53 ...", "Aug 11, 2024"),
            ("https://www.bbc.com/sport/olympics/paris-2024/medals", "Paris 2024 Olympics medal table - BBC Sport", "Team GB finished seventh with 14 golds, 22 silvers and 29 bronzes - 65 medals in total ...", "Aug 11, 2024"),
            ("https://www.reuters.com/sports/olympics/us-pips-china-top-medal-table-2024-08-11/", "U.S. pips China to top Paris medal table on final day", "Women's basketball gold in the final event took the U.S. to 40 golds, level with China, and ahead on silvers ...", "Aug 11, 2024"),
            ("https://www.espn.com/olympics/summer/2024/medals", "2024 Paris Olympics Medal Count - ESPN", "Live medal tracker for the Paris Olympics: Gold, Silver, Bronze and Total ...", "Aug 11, 2024"),
            ("https://www.olympedia.org/editions/63/medal", "Paris 2024 Medal Table | Olympedia", "91 NOCs won at least one medal, a Summer Games record ...", "N/A"),
            ("https://www.theguardian.com/sport/article/2024/aug/11/paris-2024-olympics-final-medal-table", "Paris 2024 Olympics: the final medal table", "Australia finished fourth with a record 18 golds; hosts France fifth with 16 ...", "Aug 11, 2024"),
            ("https://www.cbc.ca/sports/olympics/summer/medal-count", "Olympic medal count | CBC Sports", "Canada finished with 27 medals (9 gold, 7 silver, 11 bronze), its best non-boycotted Summer Games ...", "Aug 11, 2024"),
            ("https://www.abc.net.au/news/2024-08-12/paris-olympics-australia-medal-tally-final/104214350", "Australia's best ever Olympics: final medal tally", "Australia finishes with 18 gold, 19 silver and 16 bronze for 53 medals, fourth on the table ...", "Aug 12, 2024"),
        )),
        (extract("https://olympics.com/en/paris-2024/medals", "Final medal standings, top 20 by gold"),
         "# Paris 2024 Medal Table\n\nOlympic Games Paris 2024 · 26 July – 11 August 2024 · 329 medal events · Ranked by **Gold**\n\n" + medal_table(PARIS, False)
         + "\n\nShowing 20 of 91 NOCs · Sort by: **Gold** | Total\n\n> Ranking is by gold medals, then silver, then bronze. Teams with equal gold, silver and bronze share the rank.\n\nLast updated: 11 Aug 2024, 16:45 CEST"),
        m.add({"paris2024_top": "USA 40-44-42 (126) ranked 1st over CHN 40-27-24 (91) on silver count", "paris2024_host": "France 16-26-22 (64), 5th"}),
        (search("Paris 2024 medal table sorted by total medals"), res(
            ("https://olympics.com/en/paris-2024/medals?sort=total", "Paris 2024 Medal Table by total - Olympics.com", "Sort the medal table by total medals: USA 126, China 91, Great Britain 65, France 64, Australia 53, Japan 45 ...", "N/A"),
            ("https://www.statista.com/statistics/1101719/summer-olympics-medal-count-paris-2024/", "Paris 2024: medal count by country | Statista", "Number of medals won at the Paris 2024 Olympics by country: total medals ...", "Aug 12, 2024"),
            ("https://en.wikipedia.org/wiki/2024_Summer_Olympics_medal_table", "2024 Summer Olympics medal table - Wikipedia", "Sortable table; by total medals the United States (126) leads China (91) and Great Britain (65) ...", "N/A"),
            ("https://www.medalspercapita.com/paris-2024", "Paris 2024 medals per capita", "Dominica, Saint Lucia and New Zealand lead the per-capita rankings ...", "Aug 12, 2024"),
            ("https://www.bbc.com/sport/olympics/articles/c0ve8l2wdz7o", "Why does GB rank seventh with 65 medals?", "Team GB won more medals than France, Australia and Japan but fewer golds ...", "Aug 12, 2024"),
            ("https://www.usatoday.com/story/sports/olympics/2024/08/11/olympic-medal-count-total/74757219007/", "Olympics medal count: USA finishes with 126 total medals", "The U.S. won its most medals at a non-boycotted Games held outside the country ...", "Aug 11, 2024"),
            ("https://www.aljazeera.com/sports/2024/8/11/paris-olympics-2024-final-medal-table", "Paris Olympics 2024: Final medal table", "Interactive: 91 countries won medals, 63 won at least one gold ...", "Aug 11, 2024"),
            ("https://www.teamgb.com/paris-2024/medal-table", "Medal Table | Team GB", "Team GB: 14 gold, 22 silver, 29 bronze. 65 medals across 18 sports ...", "Aug 11, 2024"),
            ("https://www.reddit.com/r/olympics/comments/1epvzlt/final_medal_table_by_total/", "Final medal table sorted by total : r/olympics", "Should the table be ranked by total? GB would jump to 3rd ...", "Aug 11, 2024"),
            ("https://www.francetvinfo.fr/les-jeux-olympiques/paris-2024/tableau-des-medailles", "Tableau des médailles JO de Paris 2024", "La France termine 5e avec 64 médailles dont 16 en or, son meilleur total ...", "Aug 11, 2024"),
        )),
        (extract("https://olympics.com/en/paris-2024/medals?sort=total", "Top 15 NOCs ranked by total medals"),
         "# Paris 2024 Medal Table\n\nOlympic Games Paris 2024 · Ranked by **Total**\n\n" + medal_table(PARIS, True)
         + "\n\nShowing 15 of 91 NOCs · Sort by: Gold | **Total**\n\nLast updated: 11 Aug 2024, 16:45 CEST"),
        swap((extract("https://olympics.com/en/paris-2024/medals/australia", "Australia's medal count and gold medallists"),
              "# Australia at Paris 2024\n\n| Gold | Silver | Bronze | Total | Rank (by gold) |\n| --- | --- | --- | --- | --- |\n| 18 | 19 | 16 | 53 | 4 |\n\n"
              "Australia's 18 gold medals are the most it has won at a single Olympic Games (previous best: 17 at Athens 2004 and Tokyo 2020).\n\n"
              "## Gold medallists (showing 10 of 18)\n\n| Athlete / Team | Sport | Event | Date |\n| --- | --- | --- | --- |\n"
              "| Women's 4 × 100 m freestyle relay | Swimming | Women's 4 × 100 m Freestyle Relay | 27 Jul |\n| Ariarne Titmus | Swimming | Women's 400 m Freestyle | 27 Jul |\n"
              "| Jessica Fox | Canoe Slalom | Women's Kayak | 28 Jul |\n| Kaylee McKeown | Swimming | Women's 100 m Backstroke | 30 Jul |\n"
              "| Mollie O'Callaghan | Swimming | Women's 200 m Freestyle | 29 Jul |\n| Jessica Fox | Canoe Slalom | Women's Canoe Single | 31 Jul |\n"
              "| Women's 4 × 200 m freestyle relay | Swimming | Women's 4 × 200 m Freestyle Relay | 1 Aug |\n| Cameron McEvoy | Swimming | Men's 50 m Freestyle | 2 Aug |\n"
              "| Saya Sakakibara | Cycling BMX Racing | Women's BMX Racing | 2 Aug |\n| Kaylee McKeown | Swimming | Women's 200 m Backstroke | 3 Aug |\n\n[Show all medallists]"),
             "| 18 | 19 | 16 | 53 | 4 |", "| 18 | 18 | 16 | 53 | 4 |"),
        m.add({"paris2024_aus": "4th by gold: 18 gold, 53 medals in total; record gold haul (prev. best 17)"}),
        (search("Great Britain Paris 2024 65 medals 14 gold"), res(
            ("https://www.teamgb.com/paris-2024/medal-table", "Medal Table | Team GB", "Team GB finished Paris 2024 with 65 medals - 14 gold, 22 silver and 29 bronze ...", "Aug 11, 2024"),
            ("https://www.bbc.com/sport/olympics/articles/c4ng1l5xjz1o", "Team GB's 65 medals: how Paris compares with Tokyo and Rio", "One more medal than Tokyo (64) but the fewest golds since Beijing 2008 ...", "Aug 11, 2024"),
            ("https://en.wikipedia.org/wiki/Great_Britain_at_the_2024_Summer_Olympics", "Great Britain at the 2024 Summer Olympics - Wikipedia", "Great Britain finished seventh in the medal table with 14 gold medals and 65 medals overall ...", "N/A"),
            ("https://www.theguardian.com/sport/article/2024/aug/11/team-gb-paris-2024-medal-review", "Team GB's Paris 2024: hits and misses", "Rowing and cycling led the way with three golds each ...", "Aug 11, 2024"),
            ("https://www.uksport.gov.uk/news/2024/08/12/paris-2024-results", "UK Sport reacts to Team GB's Paris 2024 results", "Team GB won medals in 18 sports, a record ...", "Aug 12, 2024"),
            ("https://www.skysports.com/olympics/news/paris-2024-team-gb-medals", "Team GB medal winners at Paris 2024: full list", "Every British medallist from the Paris Olympics ...", "Aug 11, 2024"),
            ("https://www.independent.co.uk/sport/olympics/team-gb-medal-count-paris-2024", "Team GB medal count: final tally", "14 golds, 22 silvers, 29 bronzes; 7th in the table ...", "Aug 11, 2024"),
            ("https://olympics.com/en/paris-2024/medals/great-britain", "Great Britain - Paris 2024 Medals", "Gold 14, Silver 22, Bronze 29, Total 65 ...", "N/A"),
            ("https://www.telegraph.co.uk/olympics/2024/08/11/team-gb-paris-medal-table-verdict/", "Verdict on Team GB's Paris Olympics", "A 65-medal haul but gold conversion fell short of the target ...", "Aug 11, 2024"),
            ("https://www.reddit.com/r/olympics/comments/1epwk3a/team_gb_65_medals/", "Team GB 65 medals, 7th on golds : r/olympics", "29 bronzes is wild ...", "Aug 11, 2024"),
        )),
        m.retrieve_all(),
    ]
    rs.add("search", "h60-search-03", SYSTEM, turns, state=EMPTY_STATE, bad=True, turn=6,
           kind="Australia's country page shows 18 silver medals, but the medal table at turns 2 and 5 gave 19 silver (18-19-16, total 53).")

# ---------------------------------------------------------------- 04 swimrankings.net (clean)
SR = "https://www.swimrankings.net/index.php?page=recordDetail&recordListId=50001&gender=1"


def t04(rs: RowSet) -> None:
    m = Mem()
    turns = [
        (search("men's 100m freestyle world record long course current"), res(
            ("https://www.worldaquatics.com/swimming/records?recordType=WR&eventTypeId=&region=&gender=M&pool=LCM", "Swimming World Records | World Aquatics Official", "Men's 100m Freestyle: 46.40, PAN Zhanle (CHN), Paris (FRA), 31 Jul 2024 ...", "N/A"),
            (SR + "&course=LCM", "World Records men - LCM | swimrankings.net", "World Records (Men, 50m): 50m Free 20.91 CIELO Cesar; 100m Free 46.40 PAN Zhanle; 200m Free 1:42.00 BIEDERMANN Paul ...", "N/A"),
            ("https://en.wikipedia.org/wiki/World_record_progression_100_metres_freestyle", "World record progression 100 metres freestyle - Wikipedia", "The first world record in the long course (50 metres) 100 metres freestyle was recognised by FINA in 1905 ... Pan Zhanle 46.40 (2024)", "N/A"),
            ("https://www.swimmingworldmagazine.com/news/pan-zhanle-world-record-46-40-paris/", "Pan Zhanle Crushes World Record in 100 Free With 46.40", "China's Pan Zhanle led from start to finish to win Olympic gold in a world record 46.40, a full second ahead of Kyle Chalmers ...", "Jul 31, 2024"),
            ("https://www.reuters.com/sports/olympics/pan-zhanle-world-record-100m-freestyle-2024-07-31/", "China's Pan smashes 100m freestyle world record for Olympic gold", "Pan broke his own mark of 46.80 set at the world championships in Doha in February ...", "Jul 31, 2024"),
            ("https://www.olympics.com/en/news/pan-zhanle-100m-freestyle-world-record", "Pan Zhanle sets 100m freestyle world record at Paris 2024", "The 19-year-old became the first man to go under 46.5 seconds ...", "Jul 31, 2024"),
            (SR + "&course=SCM", "World Records men - SCM | swimrankings.net", "World Records (Men, 25m): 50m Free 20.16 DRESSEL Caeleb; 100m Free 44.84 CHALMERS Kyle ...", "N/A"),
            ("https://www.swimswam.com/pan-zhanle-46-40-100-free-splits/", "Pan Zhanle's 46.40 100 Free World Record: Splits Analysis", "Pan split 22.28 / 24.12 to take down his Doha record ...", "Aug 1, 2024"),
            ("https://www.bbc.com/sport/olympics/articles/cl4ylzd1l3do", "Paris 2024: Pan Zhanle wins 100m freestyle in world record", "Chalmers took silver in 47.48 with Romania's Popovici third ...", "Jul 31, 2024"),
            ("https://www.reddit.com/r/Swimming/comments/1egvyrf/pan_zhanle_4640/", "Pan Zhanle 46.40 : r/Swimming", "A full second clear in an Olympic final is unheard of ...", "Jul 31, 2024"),
        )),
        (extract(SR + "&course=LCM", "Current men's long-course world records"),
         "# World Records · Men · Long Course (50m)\n\nRecord list: **World Records** · Gender: **Men** · Course: **50m** · Last change: 04.08.2024\n\n"
         "| Event | Time | Athlete | Nation | Date | City |\n| --- | --- | --- | --- | --- | --- |\n"
         "| 50m Freestyle | 20.91 | CIELO, Cesar | BRA | 18.12.2009 | Sao Paulo |\n| 100m Freestyle | 46.40 | PAN, Zhanle | CHN | 31.07.2024 | Paris |\n"
         "| 200m Freestyle | 1:42.00 | BIEDERMANN, Paul | GER | 28.07.2009 | Rome |\n| 400m Freestyle | 3:40.07 | BIEDERMANN, Paul | GER | 26.07.2009 | Rome |\n"
         "| 800m Freestyle | 7:32.12 | ZHANG, Lin | CHN | 29.07.2009 | Rome |\n| 1500m Freestyle | 14:30.67 | FINKE, Bobby | USA | 04.08.2024 | Paris |\n"
         "| 50m Backstroke | 23.55 | KOLESNIKOV, Kliment | RUS | 27.07.2023 | Kazan |\n| 100m Backstroke | 51.60 | CECCON, Thomas | ITA | 20.06.2022 | Budapest |\n"
         "| 200m Backstroke | 1:51.92 | PEIRSOL, Aaron | USA | 31.07.2009 | Rome |\n| 50m Breaststroke | 25.95 | PEATY, Adam | GBR | 25.07.2017 | Budapest |\n"
         "| 100m Breaststroke | 56.88 | PEATY, Adam | GBR | 21.07.2019 | Gwangju |\n| 200m Breaststroke | 2:05.48 | QIN, Haiyang | CHN | 28.07.2023 | Fukuoka |\n"
         "| 50m Butterfly | 22.27 | GOVOROV, Andriy | UKR | 01.07.2018 | Rome |\n| 100m Butterfly | 49.45 | DRESSEL, Caeleb | USA | 31.07.2021 | Tokyo |\n"
         "| 200m Butterfly | 1:50.34 | MILAK, Kristof | HUN | 21.06.2022 | Budapest |\n| 200m Medley | 1:54.00 | LOCHTE, Ryan | USA | 28.07.2011 | Shanghai |\n"
         "| 400m Medley | 4:02.50 | MARCHAND, Leon | FRA | 23.07.2023 | Fukuoka |\n\nRelay records: [show]"),
        (extract(SR + "&course=SCM", "Current men's short-course freestyle world records"),
         "# World Records · Men · Short Course (25m)\n\nRecord list: **World Records** · Gender: **Men** · Course: **25m** · Filter: Freestyle · Last change: 10.12.2023\n\n"
         "| Event | Time | Athlete | Nation | Date | City |\n| --- | --- | --- | --- | --- | --- |\n"
         "| 50m Freestyle | 20.16 | DRESSEL, Caeleb | USA | 21.11.2020 | Budapest |\n| 100m Freestyle | 44.84 | CHALMERS, Kyle | AUS | 29.10.2021 | Kazan |\n"
         "| 200m Freestyle | 1:39.37 | BIEDERMANN, Paul | GER | 15.11.2009 | Berlin |\n| 400m Freestyle | 3:32.25 | AGNEL, Yannick | FRA | 15.11.2012 | Angers |\n"
         "| 800m Freestyle | 7:20.46 | WIFFEN, Daniel | IRL | 10.12.2023 | Otopeni |\n| 1500m Freestyle | 14:06.88 | WELLBROCK, Florian | GER | 21.12.2021 | Abu Dhabi |\n\n"
         "Note: short-course (25m pool) records are ratified separately from long-course (50m pool) records; times are not comparable across courses."),
        (extract("https://en.wikipedia.org/wiki/World_record_progression_100_metres_freestyle", "Recent long-course men's progression"),
         "# World record progression 100 metres freestyle\n\nFrom Wikipedia, the free encyclopedia\n\nThe first world record in the 100 metres freestyle in long course (50 metres) swimming was recognised by the International Swimming Federation (FINA) in 1905.\n\n"
         "## Men (long course), since 2000\n\n| # | Time | Name | Nationality | Date | Meet | Location |\n| --- | --- | --- | --- | --- | --- | --- |\n"
         "| 42 | 47.84 | Pieter van den Hoogenband | Netherlands | 19 September 2000 | Olympic Games | Sydney |\n| 43 | 47.60 | Alain Bernard | France | 21 March 2008 | European Championships | Eindhoven |\n"
         "| 44 | 47.50 | Alain Bernard | France | 22 March 2008 | European Championships | Eindhoven |\n| 45 | 47.24 | Eamon Sullivan | Australia | 11 August 2008 | Olympic Games | Beijing |\n"
         "| 46 | 47.05 | Eamon Sullivan | Australia | 13 August 2008 | Olympic Games | Beijing |\n| 47 | 46.94 | Alain Bernard | France | 23 April 2009 | French Championships | Montpellier |\n"
         "| 48 | 46.91 | César Cielo | Brazil | 30 July 2009 | World Championships | Rome |\n| 49 | 46.86 | David Popovici | Romania | 13 August 2022 | European Championships | Rome |\n"
         "| 50 | 46.80 | Pan Zhanle | China | 11 February 2024 | World Championships | Doha |\n| 51 | 46.40 | Pan Zhanle | China | 31 July 2024 | Olympic Games | Paris |\n\n"
         "Pan's 46.80 in Doha came leading off China's 4 × 100 m freestyle relay; he lowered it by 0.40 s in the Olympic final in Paris.\n\n## Men (short course)\n\nThe short course record is 44.84, set by Kyle Chalmers in Kazan on 29 October 2021."),
        m.add({"wr_100free_lcm": "46.40 Pan Zhanle (CHN), Paris, 31 Jul 2024 - prev. 46.80 Pan, Doha, 11 Feb 2024",
               "wr_100free_scm": "44.84 Kyle Chalmers (AUS), Kazan, 29 Oct 2021"}),
        m.retrieve_all(),
    ]
    rs.add("search", "h60-search-04", SYSTEM, turns, state=EMPTY_STATE)

# ---------------------------------------------------------------- 05 worldathletics.org (clean)
def t05(rs: RowSet) -> None:
    m = Mem()
    turns = [
        (search("marathon world record men women current"), res(
            ("https://worldathletics.org/records/by-discipline/road-running/marathon/outdoor", "Marathon - men - senior - outdoor | Records | World Athletics", "World record: 2:00:35 Kelvin KIPTUM (KEN), Chicago (USA), 08 OCT 2023. Women: 2:09:56 Ruth CHEPNGETICH (KEN) ...", "N/A"),
            ("https://en.wikipedia.org/wiki/Marathon_world_record_progression", "Marathon world record progression - Wikipedia", "The men's record is 2:00:35 by Kelvin Kiptum (2023); the women's record is 2:09:56 by Ruth Chepngetich, set at the 2024 Chicago Marathon ...", "N/A"),
            ("https://www.runnersworld.com/news/a45297215/tigst-assefa-berlin-marathon-world-record/", "Tigst Assefa Smashes Women's Marathon World Record in Berlin", "Ethiopia's Tigst Assefa ran 2:11:53, taking more than two minutes off Brigid Kosgei's record ...", "Sep 24, 2023"),
            ("https://worldathletics.org/news/report/chicago-marathon-2024-chepngetich-world-record", "Chepngetich smashes world marathon record in Chicago", "Kenya's Ruth Chepngetich became the first woman to break 2:10, winning in 2:09:56 ...", "Oct 13, 2024"),
            ("https://www.bbc.com/sport/athletics/articles/c0lmxpe7pl3o", "Ruth Chepngetich breaks marathon world record in Chicago", "Chepngetich took nearly two minutes off the previous record of 2:11:53 ...", "Oct 13, 2024"),
            ("https://worldathletics.org/news/press-releases/kiptum-marathon-world-record-ratified", "Kiptum's marathon world record ratified", "Kelvin Kiptum's 2:00:35 at the Chicago Marathon on 8 October 2023 has been ratified as a world record ...", "Feb 6, 2024"),
            ("https://www.nytimes.com/2023/10/08/sports/kelvin-kiptum-marathon-record.html", "Kelvin Kiptum Sets Marathon World Record in Chicago", "Kiptum, 23, finished in 2:00:35, 34 seconds faster than Eliud Kipchoge's mark ...", "Oct 8, 2023"),
            ("https://www.guinnessworldrecords.com/world-records/fastest-marathon-female", "Fastest marathon (female) | Guinness World Records", "The fastest marathon by a woman is 2 hr 9 min 56 sec ...", "N/A"),
            ("https://www.letsrun.com/forum/flat_read.php?thread=13145120", "Chepngetich 2:09:56 - LetsRun.com forum", "Half in 64:16 and she held on. Thoughts? ...", "Oct 13, 2024"),
            ("https://www.olympics.com/en/news/marathon-world-records-men-women", "Marathon world records: fastest times for men and women", "Everything you need to know about the current men's and women's marathon records ...", "Oct 14, 2024"),
        )),
        m.add({"marathon_wr_men": "2:00:35 Kelvin Kiptum (KEN), Chicago, 8 Oct 2023",
               "marathon_wr_women": "2:11:53 Tigst Assefa (ETH), Berlin, 24 Sep 2023"}),
        (extract("https://worldathletics.org/records/by-discipline/road-running/marathon/outdoor", "Current men's and women's marathon world records incl. women-only"),
         "# Marathon · Senior · Outdoor · Records\n\nWorld Athletics · Records by discipline · Road Running · Marathon\n\n"
         "## Men\n\n| Record | Perf | Competitor | DOB | Country | Venue | Date |\n| --- | --- | --- | --- | --- | --- | --- |\n"
         "| World Record | 2:00:35 | Kelvin KIPTUM | 02 DEC 1999 | KEN | Chicago (USA) | 08 OCT 2023 |\n\n"
         "## Women\n\n| Record | Perf | Competitor | DOB | Country | Venue | Date |\n| --- | --- | --- | --- | --- | --- | --- |\n"
         "| World Record (mixed) | 2:09:56 | Ruth CHEPNGETICH | 08 AUG 1994 | KEN | Chicago (USA) | 13 OCT 2024 |\n"
         "| World Record (women only) | 2:16:16 | Peres JEPCHIRCHIR | 27 SEP 1993 | KEN | London (GBR) | 21 APR 2024 |\n\n"
         "> A women-only record is set in a race with no male pacemakers or competitors on the course; the mixed-race record may be paced by men.\n\n"
         "Note: records are subject to ratification; see the World Athletics ratification notices."),
        m.update({"marathon_wr_women": "2:09:56 Ruth Chepngetich (KEN), Chicago, 13 Oct 2024 (mixed race); prev. 2:11:53 Assefa"}),
        (search("Ruth Chepngetich 2:09:56 Chicago 2024 splits halfway"), res(
            ("https://worldathletics.org/news/report/chicago-marathon-2024-chepngetich-world-record", "Chepngetich smashes world marathon record in Chicago", "Chepngetich went through halfway in 64:16 and finished in 2:09:56, taking 1:57 off the world record ...", "Oct 13, 2024"),
            ("https://www.chicagomarathon.com/news/2024-results", "2024 Bank of America Chicago Marathon Results", "Official results: Ruth Chepngetich 2:09:56 (WR); John Korir 2:02:44 ...", "Oct 13, 2024"),
            ("https://www.runnersworld.com/news/a62597142/ruth-chepngetich-world-record-chicago/", "Ruth Chepngetich Breaks the Women's Marathon World Record", "Her 5K splits show a blistering first half and a fade after 30K ...", "Oct 13, 2024"),
            ("https://www.letsrun.com/news/2024/10/ruth-chepngetich-2-09-56/", "Ruth Chepngetich Runs 2:09:56!!! Shatters WR", "Splits: 10K 30:14, half 64:16, 30K 1:31:46 ...", "Oct 13, 2024"),
            ("https://www.nytimes.com/2024/10/13/sports/chicago-marathon-ruth-chepngetich-record.html", "Ruth Chepngetich Shatters Marathon World Record in Chicago", "She finished nearly seven minutes ahead of the runner-up, Sutume Kebede ...", "Oct 13, 2024"),
            ("https://www.theguardian.com/sport/2024/oct/13/ruth-chepngetich-marathon-world-record-chicago", "Chepngetich becomes first woman to run marathon in under 2hr 10min", "The Kenyan dedicated the run to Kelvin Kiptum ...", "Oct 13, 2024"),
            ("https://www.strava.com/activities/12634908121", "Chicago Marathon 2024 - Strava", "Course profile and splits from the Chicago course ...", "Oct 13, 2024"),
            ("https://www.espn.com/olympics/story/_/id/41761032/chepngetich-world-record-chicago", "Chepngetich sets women's marathon world record", "The 30-year-old won Chicago for the third time ...", "Oct 13, 2024"),
            ("https://www.reddit.com/r/running/comments/1g2v0nq/chepngetich_20956/", "Chepngetich 2:09:56 WR : r/running", "64:16 first half is faster than the women's half-marathon record a few years ago ...", "Oct 13, 2024"),
            ("https://www.aims-worldrunning.org/news/chepngetich-wr", "AIMS: Chepngetich breaks the world record", "Course measured and certified by AIMS/World Athletics ...", "Oct 14, 2024"),
        )),
        (extract("https://worldathletics.org/news/report/chicago-marathon-2024-chepngetich-world-record", "Race report with split times"),
         "# Chepngetich smashes world marathon record in Chicago\n\nReport · Chicago (USA) · 13 October 2024 · Jon Mulkeen for World Athletics\n\n"
         "Kenya's Ruth Chepngetich became the first woman in history to break 2:10 in the marathon, winning the Bank of America Chicago Marathon, a World Athletics Platinum Label road race, in 2:09:56 on Sunday (13).\n\n"
         "The 30-year-old took 1:57 off the previous world record of 2:11:53 set by Ethiopia's Tigst Assefa in Berlin last year, and the mark is subject to the usual ratification procedures.\n\n"
         "## Splits\n\n| Point | Time |\n| --- | --- |\n| 5km | 15:15 |\n| 10km | 30:14 |\n| 15km | 45:26 |\n| 20km | 60:56 |\n| Half | 64:16 |\n| 25km | 1:16:16 |\n| 30km | 1:31:46 |\n| 35km | 1:47:16 |\n| 40km | 2:03:03 |\n| Finish | 2:09:56 |\n\n"
         "Ethiopia's Sutume Kebede finished second in 2:17:32 and Kenya's Irine Cheptai third in 2:17:51. In the men's race, John Korir won in 2:02:44.\n\n"
         "> \"I feel great. I thank God... This world record is dedicated to Kelvin Kiptum,\" said Chepngetich, referring to the men's world record-holder, who died in February."),
        (extract("https://en.wikipedia.org/wiki/Marathon_world_record_progression", "Recent progression, men and women"),
         "# Marathon world record progression\n\nFrom Wikipedia, the free encyclopedia\n\nWorld records in the marathon are ratified by World Athletics. Since 2004 performances on certified road courses have been recognised as world records.\n\n"
         "## Men (since 2003)\n\n| Time | Name | Nationality | Date | Event/Place |\n| --- | --- | --- | --- | --- |\n"
         "| 2:04:55 | Paul Tergat | Kenya | 28 September 2003 | Berlin Marathon |\n| 2:04:26 | Haile Gebrselassie | Ethiopia | 30 September 2007 | Berlin Marathon |\n| 2:03:59 | Haile Gebrselassie | Ethiopia | 28 September 2008 | Berlin Marathon |\n"
         "| 2:03:38 | Patrick Makau | Kenya | 25 September 2011 | Berlin Marathon |\n| 2:03:23 | Wilson Kipsang | Kenya | 29 September 2013 | Berlin Marathon |\n| 2:02:57 | Dennis Kimetto | Kenya | 28 September 2014 | Berlin Marathon |\n"
         "| 2:01:39 | Eliud Kipchoge | Kenya | 16 September 2018 | Berlin Marathon |\n| 2:01:09 | Eliud Kipchoge | Kenya | 25 September 2022 | Berlin Marathon |\n| 2:00:35 | Kelvin Kiptum | Kenya | 8 October 2023 | Chicago Marathon |\n\n"
         "Kiptum's record was ratified on 6 February 2024; he died in a road accident five days later.\n\n"
         "## Women (mixed races, since 2003)\n\n| Time | Name | Nationality | Date | Event/Place |\n| --- | --- | --- | --- | --- |\n"
         "| 2:15:25 | Paula Radcliffe | United Kingdom | 13 April 2003 | London Marathon |\n| 2:14:04 | Brigid Kosgei | Kenya | 13 October 2019 | Chicago Marathon |\n"
         "| 2:11:53 | Tigst Assefa | Ethiopia | 24 September 2023 | Berlin Marathon |\n| 2:09:56 | Ruth Chepngetich | Kenya | 13 October 2024 | Chicago Marathon |\n\n"
         "## Women only\n\n| Time | Name | Nationality | Date | Event/Place |\n| --- | --- | --- | --- | --- |\n| 2:17:01 | Mary Keitany | Kenya | 23 April 2017 | London Marathon |\n| 2:16:16 | Peres Jepchirchir | Kenya | 21 April 2024 | London Marathon |"),
        m.add({"marathon_wr_women_only": "2:16:16 Peres Jepchirchir (KEN), London, 21 Apr 2024",
               "todo_ratification": "check whether Chepngetich 2:09:56 has been ratified"}),
        m.remove(["todo_ratification"]),
        m.retrieve_all(),
    ]
    rs.add("search", "h60-search-05", SYSTEM, turns, state=EMPTY_STATE)

# ---------------------------------------------------------------- 06 boxofficemojo.com (bad: memory read-back)
def t06(rs: RowSet) -> None:
    m = Mem()
    turns = [
        (search("2023 worldwide box office Box Office Mojo top grossing"), res(
            ("https://www.boxofficemojo.com/year/world/2023/", "2023 Worldwide Box Office - Box Office Mojo", "Rank, Release Group, Worldwide, Domestic, %, Foreign, %: 1 Barbie $1,445,638,421; 2 The Super Mario Bros. Movie $1,361,992,475 ...", "N/A"),
            ("https://www.boxofficemojo.com/year/2023/", "Domestic Box Office For 2023 - Box Office Mojo", "Calendar grosses: Barbie $636,225,983; The Super Mario Bros. Movie $574,934,330 ...", "N/A"),
            ("https://en.wikipedia.org/wiki/2023_in_film", "2023 in film - Wikipedia", "Highest-grossing films of 2023: Barbie, The Super Mario Bros. Movie, Oppenheimer ...", "N/A"),
            ("https://www.the-numbers.com/box-office-records/worldwide/all-movies/cumulative/released-in-2023", "Top 2023 Movies at the Worldwide Box Office - The Numbers", "Worldwide box office for movies released in 2023 ...", "N/A"),
            ("https://variety.com/2023/film/box-office/barbie-highest-grossing-movie-2023-1235848120/", "'Barbie' Becomes Highest-Grossing Movie of 2023", "Greta Gerwig's film passed The Super Mario Bros. Movie globally ...", "Aug 27, 2023"),
            ("https://deadline.com/2024/01/global-box-office-2023-total-1235694829/", "Global Box Office 2023 Totals $33.9B", "Worldwide box office rebounded to roughly $33.9 billion, led by Barbie ...", "Jan 2, 2024"),
            ("https://www.statista.com/statistics/262926/box-office-revenue-of-the-most-successful-movies-of-2023/", "Highest-grossing movies 2023 worldwide | Statista", "Barbie generated about 1.45 billion U.S. dollars worldwide ...", "Feb 14, 2024"),
            ("https://www.hollywoodreporter.com/movies/movie-news/box-office-2023-year-end-1235774560/", "Box Office 2023: The Year in Review", "Barbenheimer, Mario and the Eras Tour concert film ...", "Dec 31, 2023"),
            ("https://www.reddit.com/r/boxoffice/comments/18vd9x3/final_2023_worldwide_top_10/", "Final 2023 worldwide top 10 : r/boxoffice", "Oppenheimer nearly hit a billion, Fast X carried by overseas ...", "Dec 31, 2023"),
            ("https://www.imdb.com/list/ls566940316/", "Highest grossing movies of 2023 - IMDb", "A list of the highest-grossing films released in 2023 ...", "N/A"),
        )),
        (extract("https://www.boxofficemojo.com/year/world/2023/", "Top 10 worldwide grosses for 2023 with domestic/foreign split"),
         "# 2023 Worldwide Box Office\n\nCalendar grosses · Release year: **2023** · All release groups\n\n"
         "| Rank | Release Group | Worldwide | Domestic | % | Foreign | % |\n| --- | --- | --- | --- | --- | --- | --- |\n"
         "| 1 | Barbie | $1,445,638,421 | $636,238,421 | 44% | $809,400,000 | 56% |\n"
         "| 2 | The Super Mario Bros. Movie | $1,361,992,475 | $574,934,330 | 42.2% | $787,058,145 | 57.8% |\n"
         "| 3 | Oppenheimer | $975,811,333 | $329,862,540 | 33.8% | $645,948,793 | 66.2% |\n"
         "| 4 | Guardians of the Galaxy Vol. 3 | $845,555,777 | $358,995,815 | 42.5% | $486,559,962 | 57.5% |\n"
         "| 5 | Fast X | $704,875,015 | $146,126,015 | 20.7% | $558,749,000 | 79.3% |\n"
         "| 6 | Spider-Man: Across the Spider-Verse | $690,897,910 | $381,311,319 | 55.2% | $309,586,591 | 44.8% |\n"
         "| 7 | Wonka | $634,459,327 | $218,402,312 | 34.4% | $416,057,015 | 65.6% |\n"
         "| 8 | The Little Mermaid | $569,626,289 | $298,172,056 | 52.3% | $271,454,233 | 47.7% |\n"
         "| 9 | Mission: Impossible - Dead Reckoning Part One | $567,535,383 | $172,135,383 | 30.3% | $395,400,000 | 69.7% |\n"
         "| 10 | Elemental | $496,444,308 | $154,426,697 | 31.1% | $342,017,611 | 68.9% |\n\n"
         "Showing 1-10 of 200 · Worldwide totals include all territories reporting; Domestic = United States and Canada.\n\nBox Office Mojo by IMDbPro - an IMDb company. © IMDb.com, Inc."),
        m.add({"bo2023_1": "Barbie - $1,445,638,421 worldwide", "bo2023_2": "The Super Mario Bros. Movie - $1,361,992,475 worldwide",
               "bo2023_3": "Oppenheimer - $975,811,333 worldwide (33.8% domestic)"}),
        (extract("https://www.boxofficemojo.com/year/2023/", "Domestic calendar-year 2023 grosses vs total grosses"),
         "# Domestic Box Office For 2023\n\nCalendar year grosses: only the money earned between 1 Jan and 31 Dec 2023. **Total Gross** is each release's lifetime domestic gross.\n\n"
         "| Rank | Release | Gross | Theaters | Total Gross | Release Date | Distributor |\n| --- | --- | --- | --- | --- | --- | --- |\n"
         "| 1 | Barbie | $636,225,983 | 4,337 | $636,238,421 | Jul 21 | Warner Bros. |\n| 2 | The Super Mario Bros. Movie | $574,934,330 | 4,371 | $574,934,330 | Apr 5 | Universal Pictures |\n"
         "| 3 | Spider-Man: Across the Spider-Verse | $381,311,319 | 4,332 | $381,311,319 | Jun 2 | Sony Pictures |\n| 4 | Guardians of the Galaxy Vol. 3 | $358,995,815 | 4,450 | $358,995,815 | May 5 | Walt Disney |\n"
         "| 5 | Oppenheimer | $326,131,012 | 3,761 | $329,862,540 | Jul 21 | Universal Pictures |\n| 6 | The Little Mermaid | $298,172,056 | 4,320 | $298,172,056 | May 26 | Walt Disney |\n"
         "| 7 | Ant-Man and the Wasp: Quantumania | $214,504,909 | 4,345 | $214,504,909 | Feb 17 | Walt Disney |\n| 8 | John Wick: Chapter 4 | $187,131,806 | 3,855 | $187,131,806 | Mar 24 | Lionsgate |\n"
         "| 9 | Sound of Freedom | $184,178,046 | 3,411 | $184,178,046 | Jul 4 | Angel Studios |\n| 10 | Taylor Swift: The Eras Tour | $179,572,429 | 3,855 | $180,763,306 | Oct 13 | AMC Theatres Distribution |\n\n"
         "Showing 1-10 of 627 releases · Wonka (Dec 15) earned most of its run in 2024 and ranks lower here by calendar gross."),
        (search("Barbie box office total worldwide 1.44 billion domestic"), res(
            ("https://www.boxofficemojo.com/release/rl1077904129/", "Barbie (2023) - Box Office Mojo", "Domestic (44%) $636,238,421 · International (56%) $809,400,000 · Worldwide $1,445,638,421 ...", "N/A"),
            ("https://www.the-numbers.com/movie/Barbie-(2023)", "Barbie (2023) - Financial Information - The Numbers", "Domestic box office $636,238,421; opening weekend $162,022,044 in 4,243 theaters ...", "N/A"),
            ("https://en.wikipedia.org/wiki/Barbie_(film)", "Barbie (film) - Wikipedia", "Barbie grossed $1.446 billion worldwide, becoming the highest-grossing film of 2023 ...", "N/A"),
            ("https://www.cnbc.com/2023/08/06/barbie-box-office-1-billion.html", "'Barbie' crosses $1 billion at the global box office", "Greta Gerwig becomes the first solo female director with a billion-dollar film ...", "Aug 6, 2023"),
            ("https://variety.com/2023/film/box-office/barbie-box-office-warner-bros-biggest-domestic-1235697215/", "'Barbie' Becomes Warner Bros.' Biggest Domestic Release Ever", "Passing The Dark Knight's $534.9 million ...", "Aug 30, 2023"),
            ("https://www.forbes.com/sites/scottmendelson/2023/09/10/barbie-box-office/", "'Barbie' Box Office: Passes $1.4 Billion Worldwide", "The film has earned $809 million overseas ...", "Sep 10, 2023"),
            ("https://www.boxofficemojo.com/year/world/2023/", "2023 Worldwide Box Office - Box Office Mojo", "1 Barbie $1,445,638,421; 2 The Super Mario Bros. Movie $1,361,992,475; 3 Oppenheimer $975,811,333 ...", "N/A"),
            ("https://deadline.com/2023/11/barbie-final-box-office-1235612345/", "'Barbie' winds down its theatrical run", "Final global gross tops $1.44B ...", "Nov 26, 2023"),
            ("https://www.reddit.com/r/boxoffice/comments/17k6y7k/barbie_final_gross/", "Barbie final gross : r/boxoffice", "Ended at $1.445B, biggest WB release ever ...", "Oct 31, 2023"),
            ("https://www.statista.com/statistics/1405012/barbie-movie-box-office/", "Barbie box office revenue by region | Statista", "Revenue of Barbie in the U.S. and Canada and internationally ...", "Dec 1, 2023"),
        )),
        m.add({"barbie_domestic_total": "$636,238,421 (44%; calendar-2023 gross $636,225,983)"}),
        swap(m.retrieve(["bo2023_1", "bo2023_3"]), "$1,445,638,421", "$1,445,683,421"),
    ]
    rs.add("search", "h60-search-06", SYSTEM, turns, state=EMPTY_STATE, bad=True, turn=7,
           kind="Memory read-back gives Barbie $1,445,683,421, but turn 3 stored $1,445,638,421 and nothing updated it.")

# ---------------------------------------------------------------- 07 the-numbers.com (clean)
TN = "https://www.the-numbers.com/movie/Dune-Part-Two-(2024)"


def t07(rs: RowSet) -> None:
    m = Mem()
    weekend_rows = ("| Mar 1, 2024 | 1 | $82,505,391 | | 4,071 | $20,267 | $82,505,391 | 1 |\n"
                    "| Mar 8, 2024 | 2 | $46,219,480 | -44% | 4,074 | $11,345 | $157,650,722 | 2 |\n"
                    "| Mar 15, 2024 | 2 | $28,952,160 | -37% | 4,050 | $7,149 | $204,486,112 | 3 |\n"
                    "| Mar 22, 2024 | 2 | $17,618,314 | -39% | 3,752 | $4,696 | $233,812,877 | 4 |\n"
                    "| Mar 29, 2024 | 3 | $11,235,420 | -36% | 3,208 | $3,502 | $252,391,050 | 5 |\n")
    turns = [
        (search("Dune Part Two box office budget the-numbers"), res(
            (TN + "#tab=summary", "Dune: Part Two (2024) - Financial Information - The Numbers", "Domestic Box Office $282,144,358 · International $432,300,000 · Worldwide $714,444,358 · Production Budget $190,000,000 ...", "N/A"),
            (TN + "#tab=box-office", "Dune: Part Two (2024) - Box Office - The Numbers", "Weekend box office performance: opening $82,505,391 from 4,071 theaters ...", "N/A"),
            ("https://en.wikipedia.org/wiki/Dune:_Part_Two", "Dune: Part Two - Wikipedia", "Dune: Part Two grossed $714.4 million worldwide against a production budget of $190 million ...", "N/A"),
            ("https://variety.com/2024/film/box-office/dune-part-two-box-office-opening-weekend-1235927701/", "'Dune: Part Two' Opens to $81.5 Million Domestically", "Denis Villeneuve's sequel lands the biggest opening of 2024 so far (studio estimate) ...", "Mar 3, 2024"),
            ("https://deadline.com/2024/03/dune-part-two-box-office-opening-weekend-1235843103/", "'Dune: Part Two' Opening Box Office: $82.5M Final", "Actuals come in above Sunday's estimate ...", "Mar 4, 2024"),
            ("https://www.forbes.com/sites/scottmendelson/2024/04/28/dune-part-two-box-office-700-million/", "'Dune: Part Two' Box Office Crosses $700 Million", "Warner Bros. and Legendary's sequel passes $700M worldwide ...", "Apr 28, 2024"),
            ("https://www.the-numbers.com/movie/Dune-(2021)", "Dune (2021) - Financial Information - The Numbers", "Domestic $108,327,830 · Worldwide $407,573,628 · Budget $165,000,000 ...", "N/A"),
            ("https://www.reddit.com/r/boxoffice/comments/1b4b5w7/dune_part_two_opening_weekend_actuals/", "Dune Part Two opening weekend actuals : r/boxoffice", "82.5M actual vs 81.5M estimate, great hold on Sunday ...", "Mar 4, 2024"),
            ("https://www.hollywoodreporter.com/movies/movie-news/dune-part-two-box-office-budget-profit-1235867112/", "'Dune: Part Two' budget and profit explained", "With marketing the sequel's breakeven was estimated around $500M ...", "Mar 10, 2024"),
            ("https://www.imdb.com/title/tt15239678/", "Dune: Part Two (2024) - IMDb", "Paul Atreides unites with Chani and the Fremen ... Box office: gross worldwide $714,444,358", "N/A"),
        )),
        (extract(TN + "#tab=summary", "Domestic, international, worldwide totals, budget and release details"),
         "# Dune: Part Two (2024)\n\n## Financial analysis of Dune: Part Two (2024)\n\n| Metric | Value |\n| --- | --- |\n"
         "| Domestic Box Office | $282,144,358 (39.5%) |\n| International Box Office | $432,300,000 (60.5%) |\n| Worldwide Box Office | $714,444,358 |\n"
         "| Opening Weekend | $82,505,391 (29.2% of total gross) |\n| Legs | 3.42 (domestic box office/biggest weekend) |\n| Widest Release | 4,074 theaters |\n"
         "| Production Budget | $190,000,000 |\n\n## Movie Details\n\n| | |\n| --- | --- |\n| Domestic Releases | March 1st, 2024 (Wide) by Warner Bros. |\n"
         "| MPAA Rating | PG-13 for sequences of strong violence, some suggestive material and brief strong language |\n| Running Time | 166 minutes |\n"
         "| Franchise | Dune |\n| Source | Based on Fiction Book/Short Story |\n| Production Companies | Legendary Pictures |\n\n"
         "## Ranking on other records and milestones\n\n| Record | Rank | Amount |\n| --- | --- | --- |\n| All Time Domestic Box Office for PG-13 Movies | 114 | $282,144,358 |\n| Top 2024 Movies at the Domestic Box Office | 6 | $282,144,358 |"),
        m.add({"dune2_totals": "Dom $282,144,358 / Intl $432,300,000 / WW $714,444,358; budget $190M; opening $82,505,391 (4,071 thtrs)"}),
        (extract(TN + "#tab=box-office", "Weekend-by-weekend domestic grosses for the first five weekends"),
         "# Dune: Part Two (2024) - Box Office\n\n## Weekend Box Office Performance\n\n| Date | Rank | Gross | % Change | Theaters | Per Theater | Total Gross | Week |\n| --- | --- | --- | --- | --- | --- | --- | --- |\n"
         + weekend_rows + "\n[show all 17 weekends]\n\n## Milestones\n\n- Fastest to $200 million domestically in 2024 (day 17)\n- Passed $282.1 million domestic, final total"),
        (search("Dune Part Two worldwide box office 714 million compared to Dune 2021"), res(
            ("https://www.the-numbers.com/movie/Dune-(2021)", "Dune (2021) - Financial Information - The Numbers", "Dune (2021) earned $108,327,830 domestically and $407,573,628 worldwide; it was released day-and-date on HBO Max ...", "N/A"),
            ("https://en.wikipedia.org/wiki/Dune_(2021_film)", "Dune (2021 film) - Wikipedia", "Dune grossed $407.6 million worldwide, including re-releases ...", "N/A"),
            ("https://www.forbes.com/sites/scottmendelson/2024/05/05/dune-part-two-box-office-vs-dune/", "'Dune: Part Two' Nearly Doubled 'Dune' Worldwide", "The sequel's $714 million compares with $407.6 million for the original ...", "May 5, 2024"),
            ("https://variety.com/2024/film/box-office/dune-part-two-700-million-box-office-1235985210/", "'Dune: Part Two' Hits $700 Million Globally", "The sequel crossed the milestone in its ninth weekend ...", "Apr 28, 2024"),
            ("https://www.screendaily.com/news/dune-part-two-global-box-office/5191210.article", "'Dune: Part Two' global box office breakdown", "Top markets: UK, France, Germany, China ...", "Apr 30, 2024"),
            ("https://collider.com/dune-part-two-box-office-714-million/", "Dune: Part Two Ends Theatrical Run With $714 Million", "The highest-grossing film of Villeneuve's career ...", "Jun 20, 2024"),
            ("https://www.reddit.com/r/boxoffice/comments/1cgdx1k/dune_2_vs_dune_1/", "Dune 2 vs Dune 1 total gross : r/boxoffice", "Without the HBO Max day-and-date release Dune 1 would have done more ...", "Apr 30, 2024"),
            ("https://www.statista.com/statistics/1450812/dune-part-two-box-office/", "Dune: Part Two box office revenue | Statista", "Domestic versus international revenue of Dune: Part Two ...", "Jun 3, 2024"),
            ("https://www.imdb.com/title/tt1160419/", "Dune: Part One (2021) - IMDb", "Box office: gross worldwide $407,573,628 ...", "N/A"),
            ("https://www.boxofficepro.com/dune-part-two-box-office-analysis/", "Analysis: Dune: Part Two's box office legs", "A 3.42x multiplier from its $82.5M opening ...", "Jun 21, 2024"),
        )),
        (extract("https://www.the-numbers.com/movie/Dune-(2021)", "Domestic, worldwide totals and budget of the first film"),
         "# Dune (2021)\n\n## Financial analysis of Dune (2021)\n\n| Metric | Value |\n| --- | --- |\n| Domestic Box Office | $108,327,830 (26.6%) |\n| International Box Office | $299,245,798 (73.4%) |\n| Worldwide Box Office | $407,573,628 |\n"
         "| Opening Weekend | $41,011,174 (37.9% of total gross) |\n| Legs | 2.64 (domestic box office/biggest weekend) |\n| Widest Release | 4,125 theaters |\n| Production Budget | $165,000,000 |\n\n"
         "## Movie Details\n\n| | |\n| --- | --- |\n| Domestic Releases | October 22nd, 2021 (Wide) by Warner Bros.; simultaneously on HBO Max |\n| MPAA Rating | PG-13 |\n| Running Time | 155 minutes |\n| Franchise | Dune |\n\nNote: totals include the 2022 and 2024 re-releases."),
        m.add({"dune1_totals": "Dom $108,327,830 / WW $407,573,628; budget $165M; opening $41,011,174 (4,125 thtrs)"}),
        (extract("https://www.the-numbers.com/box-office-chart/weekend/2024/03/22", "Weekend chart for March 22-24, 2024"),
         "# Weekend Box Office Chart for March 22nd, 2024\n\n| Rank | Prev | Movie | Distributor | Gross | Change | Thtrs | Per Thtr | Total Gross | Days |\n| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |\n"
         "| 1 | (new) | Ghostbusters: Frozen Empire | Sony Pictures | $45,004,673 | | 3,345 | $13,454 | $45,004,673 | 3 |\n"
         "| 2 | 2 | Dune: Part Two | Warner Bros. | $17,618,314 | -39% | 3,752 | $4,696 | $233,812,877 | 24 |\n"
         "| 3 | 1 | Kung Fu Panda 4 | Universal | $16,650,410 | -45% | 3,952 | $4,213 | $141,216,805 | 17 |\n"
         "| 4 | (new) | Immaculate | Neon | $5,301,110 | | 2,354 | $2,252 | $5,301,110 | 3 |\n"
         "| 5 | 4 | Arthur the King | Lionsgate | $3,865,026 | -50% | 3,009 | $1,284 | $12,771,630 | 10 |\n"
         "| 6 | (new) | Late Night with the Devil | IFC Films | $2,806,203 | | 1,034 | $2,714 | $2,806,203 | 3 |\n\n"
         "Total of all movies: $103,211,540 · Change from last weekend: +7%"),
        m.add({"dune2_weekend4": "Mar 22-24, 2024: $17,618,314 (#2 behind Ghostbusters: Frozen Empire), cume $233,812,877 after 24 days"}),
        m.retrieve_all(),
        m.remove(["dune2_weekend4"]),
    ]
    rs.add("search", "h60-search-07", SYSTEM, turns, state=EMPTY_STATE)

# ---------------------------------------------------------------- 08 billboard.com (bad: removed key back)
def t08(rs: RowSet) -> None:
    m = Mem()
    art = "https://www.billboard.com/music/chart-beat/taylor-swift-tortured-poets-department-debuts-number-one-billboard-200-chart-1235665398/"
    turns = [
        (search("Billboard 200 Tortured Poets Department debut units first week"), res(
            (art, "Taylor Swift's 'The Tortured Poets Department' Debuts at No. 1 on Billboard 200 With Historic 2.61 Million Units", "The album earned 2.61 million equivalent album units in the U.S. in the week ending April 25, the largest week for any album since Billboard began tracking by units in 2014 ...", "Apr 28, 2024"),
            ("https://www.billboard.com/charts/billboard-200/2024-05-04/", "Billboard 200 - Week of May 4, 2024", "1. The Tortured Poets Department - Taylor Swift. Debut. Peak pos. 1. Wks on chart 1 ...", "May 4, 2024"),
            ("https://en.wikipedia.org/wiki/The_Tortured_Poets_Department", "The Tortured Poets Department - Wikipedia", "It debuted atop the US Billboard 200 with 2.61 million units, Swift's 14th number-one album ...", "N/A"),
            ("https://www.nytimes.com/2024/04/28/arts/music/taylor-swift-tortured-poets-department-billboard-chart.html", "Taylor Swift's 'Tortured Poets' Has Biggest Week in Nearly a Decade", "The album sold 1.91 million copies as a complete package ...", "Apr 28, 2024"),
            ("https://variety.com/2024/music/news/taylor-swift-tortured-poets-department-first-week-sales-1235983712/", "Taylor Swift's 'Tortured Poets' Sells 2.6 Million in First Week", "Streaming-equivalent units of 700,000 from 891.34 million on-demand streams ...", "Apr 28, 2024"),
            ("https://www.rollingstone.com/music/music-news/taylor-swift-tortured-poets-department-first-week-1235009874/", "'Tortured Poets Department' Breaks Vinyl Sales Record", "859,000 vinyl copies, the most in a single week in the Luminate era ...", "Apr 28, 2024"),
            ("https://www.hitsdailydouble.com/news&id=340581", "HITS: Swift's TTPD posts 2.6M in week one", "The biggest week since Adele's 25 in 2015 ...", "Apr 27, 2024"),
            ("https://www.luminatedata.com/blog/tortured-poets-department-week-one/", "Luminate: The Tortured Poets Department week one", "Album equivalent consumption breakdown by format ...", "Apr 29, 2024"),
            ("https://www.reddit.com/r/popheads/comments/1cfb6y0/ttpd_debuts_at_1_with_261m/", "TTPD debuts at #1 on the Billboard 200 with 2.61M units : r/popheads", "14th number one ties Jay-Z for the most among soloists ...", "Apr 28, 2024"),
            ("https://www.cnn.com/2024/04/29/entertainment/taylor-swift-tortured-poets-department-billboard/index.html", "Taylor Swift's 'Tortured Poets Department' breaks records", "Swift also holds the top 14 spots on the Hot 100 ...", "Apr 29, 2024"),
        )),
        (extract(art, "First-week unit breakdown for The Tortured Poets Department"),
         "# Taylor Swift's 'The Tortured Poets Department' Debuts at No. 1 on Billboard 200 With Historic 2.61 Million Units\n\n"
         "*By Keith Caulfield · 4/28/2024*\n\n"
         "Taylor Swift's **The Tortured Poets Department** debuts at No. 1 on the Billboard 200 albums chart (dated May 4) with the biggest week for an album in nearly nine years. The set earned 2.61 million equivalent album units in the U.S. in the week ending April 25, according to Luminate.\n\n"
         "It is Swift's 14th No. 1 album, tying Jay-Z for the most No. 1s among soloists; only The Beatles (19) have more.\n\n"
         "| Component | Units |\n| --- | --- |\n| Album sales | 1.914 million |\n| Streaming equivalent albums (SEA) | 700,000 (891.34 million on-demand official streams) |\n| Track equivalent albums (TEA) | 2,000 |\n| **Total** | **2.61 million** |\n\n"
         "Vinyl sales accounted for 859,000 of the album sales, the largest week for a vinyl album since Luminate began tracking sales in 1991. CD sales totaled 688,000 and digital album sales 367,000.\n\n"
         "> The 891.34 million on-demand official streams mark the largest streaming week ever for an album.\n\n"
         "The new Billboard 200 (dated May 4) will be posted in full on Billboard's website on April 30."),
        m.add({"ttpd_units_wk1": "2.61M equivalent units (week ending Apr 25, 2024; chart dated May 4)", "ttpd_pure_sales_wk1": "1.914M (vinyl 859K, CD 688K, digital 367K)",
               "ttpd_sea_wk1": "700K (891.34M on-demand streams)", "tmp_check_vinyl": "confirm 859K vinyl figure against a second source"}),
        (extract("https://www.billboard.com/charts/billboard-200/2024-05-04/", "Top 10 of the Billboard 200 dated May 4, 2024"),
         "# Billboard 200 · Week of May 4, 2024\n\n| Pos | Album | Artist | Last Week | Peak | Wks on Chart |\n| --- | --- | --- | --- | --- | --- |\n"
         "| 1 | The Tortured Poets Department | Taylor Swift | - | 1 | 1 |\n| 2 | One Thing At A Time | Morgan Wallen | 1 | 1 | 61 |\n| 3 | Cowboy Carter | Beyonce | 2 | 1 | 4 |\n"
         "| 4 | SOS | SZA | 4 | 1 | 71 |\n| 5 | Stick Season | Noah Kahan | 5 | 3 | 80 |\n| 6 | 1989 (Taylor's Version) | Taylor Swift | 8 | 1 | 26 |\n"
         "| 7 | We Don't Trust You | Future & Metro Boomin | 6 | 1 | 5 |\n| 8 | Lover | Taylor Swift | 13 | 1 | 244 |\n| 9 | Folklore | Taylor Swift | 19 | 1 | 192 |\n| 10 | Midnights | Taylor Swift | 20 | 1 | 79 |\n\n"
         "Gains in weekly performance · Additional awards · Chart data compiled by Luminate"),
        (search("Tortured Poets Department 859,000 vinyl first week record Luminate"), res(
            ("https://www.rollingstone.com/music/music-news/taylor-swift-tortured-poets-department-first-week-1235009874/", "'Tortured Poets Department' Breaks Vinyl Sales Record", "The album sold 859,000 vinyl LPs in its first week, the biggest week for vinyl since Luminate began tracking in 1991 ...", "Apr 28, 2024"),
            ("https://www.billboard.com/pro/taylor-swift-tortured-poets-department-vinyl-record/", "Taylor Swift Breaks Her Own Vinyl Sales Record With 'Tortured Poets'", "859,000 vinyl copies surpasses the 693,000 of 1989 (Taylor's Version) ...", "Apr 29, 2024"),
            ("https://www.npr.org/2024/04/29/1247800231/taylor-swift-tortured-poets-department-sales", "Taylor Swift's new album shatters sales records", "More than 1.9 million copies, 859,000 on vinyl ...", "Apr 29, 2024"),
            ("https://www.musicbusinessworldwide.com/tortured-poets-vinyl-859k/", "TTPD shifts 859K vinyl in the US in one week", "The album came in multiple variants with bonus tracks ...", "Apr 29, 2024"),
            ("https://www.luminatedata.com/blog/tortured-poets-department-week-one/", "Luminate: The Tortured Poets Department week one", "Vinyl 859K, CD 688K, digital 367K ...", "Apr 29, 2024"),
            ("https://www.forbes.com/sites/hughmcintyre/2024/04/29/taylor-swift-vinyl-record/", "Taylor Swift Sets A New Record For Vinyl Sales", "No other album has sold even half that many LPs in a week ...", "Apr 29, 2024"),
            ("https://www.reddit.com/r/TaylorSwift/comments/1cfd4kc/859k_vinyl/", "859K vinyl in week one : r/TaylorSwift", "Four variants plus the Manuscript edition ...", "Apr 28, 2024"),
            ("https://www.stereogum.com/2258910/taylor-swift-ttpd-vinyl/news/", "Taylor Swift's TTPD Sells 859,000 Vinyl Copies", "The most vinyl sold in a week in the modern tracking era ...", "Apr 29, 2024"),
            ("https://www.digitalmusicnews.com/2024/04/29/taylor-swift-ttpd-vinyl-sales/", "TTPD vinyl sales explained", "How variants drove a record week ...", "Apr 29, 2024"),
            ("https://en.wikipedia.org/wiki/The_Tortured_Poets_Department", "The Tortured Poets Department - Wikipedia", "... including 859,000 vinyl copies ...", "N/A"),
        )),
        m.remove(["tmp_check_vinyl"]),
    ]
    after_remove = dict(m.d)
    turns.append(swap(m.retrieve_all(), '"ttpd_sea_wk1": "700K (891.34M on-demand streams)"\n',
                      '"ttpd_sea_wk1": "700K (891.34M on-demand streams)",\n  "tmp_check_vinyl": "confirm 859K vinyl figure against a second source"\n'))
    assert m.d == after_remove
    turns += [
        m.add({"ttpd_vinyl_wk1": "859,000 (record week since 1991; prev. 693K, 1989 TV)"}),
        (extract("https://www.billboard.com/charts/billboard-200/2024-05-11/", "Top 5 of the Billboard 200 dated May 11, 2024"),
         "# Billboard 200 · Week of May 11, 2024\n\n| Pos | Album | Artist | Last Week | Peak | Wks on Chart |\n| --- | --- | --- | --- | --- | --- |\n"
         "| 1 | The Tortured Poets Department | Taylor Swift | 1 | 1 | 2 |\n| 2 | One Thing At A Time | Morgan Wallen | 2 | 1 | 62 |\n| 3 | SOS | SZA | 4 | 1 | 72 |\n"
         "| 4 | Cowboy Carter | Beyonce | 3 | 1 | 5 |\n| 5 | Stick Season | Noah Kahan | 5 | 3 | 81 |\n\n"
         "The Tortured Poets Department spends a second week at No. 1 with 378,000 equivalent album units (down 86%)."),
        m.retrieve(["ttpd_vinyl_wk1"]),
    ]
    rs.add("search", "h60-search-08", SYSTEM, turns, state=EMPTY_STATE, bad=True, turn=7,
           kind="retrieve_all still lists tmp_check_vinyl, which turn 6 removed from memory.")

# ---------------------------------------------------------------- 09 riaa.com Gold & Platinum (bad: certification date)
def t09(rs: RowSet) -> None:
    m = Mem()
    url = "https://www.riaa.com/gold-platinum/?tab_active=default-award&ar=EAGLES&ti=THEIR+GREATEST+HITS+1971-1975"
    head = "# Gold & Platinum · Searchable Database\n\nSearch: Artist **EAGLES** · Title **THEIR GREATEST HITS 1971-1975** · Format: All · Award: All · Sort: Certification date (newest)\n\n"
    turns = [
        (search("RIAA Eagles Their Greatest Hits 38x platinum certification date"), res(
            ("https://www.riaa.com/gold-platinum/?tab_active=default-award&ar=EAGLES", "Gold & Platinum - RIAA", "EAGLES · THEIR GREATEST HITS 1971-1975 · Certification Date: August 20, 2018 · Label: ASYLUM · 38x Multi-Platinum ...", "N/A"),
            ("https://www.riaa.com/eagles-greatest-hits-hotel-california-new-certifications/", "Eagles' Greatest Hits Becomes Top-Selling Album of All Time in the U.S.", "RIAA certifies Their Greatest Hits 1971-1975 38x Multi-Platinum and Hotel California 26x Multi-Platinum ...", "Aug 20, 2018"),
            ("https://en.wikipedia.org/wiki/Their_Greatest_Hits_(1971%E2%80%931975)", "Their Greatest Hits (1971–1975) - Wikipedia", "It was the first album to be certified platinum by the RIAA, on February 24, 1976, and in August 2018 was certified 38× Platinum ...", "N/A"),
            ("https://www.billboard.com/music/rock/eagles-greatest-hits-thriller-best-selling-album-8471058/", "Eagles' 'Greatest Hits' Passes 'Thriller' as Best-Selling Album", "The compilation is certified 38 times platinum; Thriller stands at 33 times platinum ...", "Aug 20, 2018"),
            ("https://www.rollingstone.com/music/music-news/eagles-greatest-hits-best-selling-album-713231/", "Eagles Surpass Michael Jackson for Best-Selling Album Ever", "Their Greatest Hits 1971–1975 has been certified 38x platinum ...", "Aug 21, 2018"),
            ("https://www.nytimes.com/2018/08/21/arts/music/eagles-thriller-best-selling-album.html", "The Eagles, Not Michael Jackson, Now Have the Best-Selling Album", "A 1976 compilation has overtaken Thriller in the U.S. ...", "Aug 21, 2018"),
            ("https://www.eagles.com/news/their-greatest-hits-38x-platinum", "Their Greatest Hits 1971-1975 Certified 38x Platinum", "Official news from the Eagles ...", "Aug 20, 2018"),
            ("https://www.reddit.com/r/Music/comments/98z0pn/eagles_greatest_hits_38x/", "Eagles Greatest Hits now 38x platinum : r/Music", "Double albums count twice, so how does The Wall compare? ...", "Aug 21, 2018"),
            ("https://www.bbc.com/news/entertainment-arts-45253012", "Eagles' hits album overtakes Thriller in US", "Their Greatest Hits 1971-1975 has now sold 38 million copies in the US ...", "Aug 21, 2018"),
            ("https://www.riaa.com/top-100-albums/", "Top 100 Albums - RIAA", "Ranked by certified units: 1 Eagles - Their Greatest Hits 1971-1975 (38M) ...", "N/A"),
        )),
        (extract(url, "Latest certification of Their Greatest Hits 1971-1975"),
         head + "| Artist | Title | Certification Date | Label | Format | Type | Award |\n| --- | --- | --- | --- | --- | --- | --- |\n"
         "| EAGLES | THEIR GREATEST HITS 1971-1975 | August 20, 2018 | ASYLUM | Album | ST | 38x Multi-Platinum |\n\n"
         "Release date: February 17, 1976 · Category: Album · Units: 38,000,000 · Genre: Rock\n\n[More details ▾]\n\n1 result"),
        m.add({"eagles_gh_cert": "38x Multi-Platinum, certified August 20, 2018 (Asylum, released Feb 17, 1976)",
               "eagles_gh_first_platinum": "First album ever certified Platinum by RIAA"}),
        swap((extract(url, "Full certification history (More details) of Their Greatest Hits 1971-1975"),
              head + "| Artist | Title | Certification Date | Label | Format | Type | Award |\n| --- | --- | --- | --- | --- | --- | --- |\n"
              "| EAGLES | THEIR GREATEST HITS 1971-1975 | August 20, 2018 | ASYLUM | Album | ST | 38x Multi-Platinum |\n\n"
              "### More details\n\n| Award | Certification Date | Units |\n| --- | --- | --- |\n| Gold | February 17, 1976 | 500,000 |\n| Platinum | February 24, 1976 | 1,000,000 |\n"
              "| 14x Multi-Platinum | November 11, 1993 | 14,000,000 |\n| 26x Multi-Platinum | December 7, 1999 | 26,000,000 |\n| 29x Multi-Platinum | August 21, 2006 | 29,000,000 |\n"
              "| 38x Multi-Platinum | August 20, 2018 | 38,000,000 |\n\n> Platinum certification was introduced by the RIAA in 1976; Their Greatest Hits 1971-1975 was the first album to receive it.\n\n1 result"),
             "| EAGLES | THEIR GREATEST HITS 1971-1975 | August 20, 2018 |", "| EAGLES | THEIR GREATEST HITS 1971-1975 | August 2, 2018 |"),
        (search("Thriller RIAA certification vs Eagles Greatest Hits best-selling album US"), res(
            ("https://www.riaa.com/top-100-albums/", "Top 100 Albums - RIAA", "1 Eagles - Their Greatest Hits 1971-1975 (38M); 2 Michael Jackson - Thriller (34M); 3 Eagles - Hotel California (26M) ...", "N/A"),
            ("https://www.riaa.com/michael-jackson-thriller-34x-multi-platinum/", "Michael Jackson's Thriller certified 34x Multi-Platinum", "Thriller reaches 34 million units in the U.S. ...", "Nov 16, 2021"),
            ("https://en.wikipedia.org/wiki/List_of_best-selling_albums_in_the_United_States", "List of best-selling albums in the United States - Wikipedia", "Certified units: Their Greatest Hits 1971–1975 38× Platinum (2018); Thriller 34× Platinum (2021) ...", "N/A"),
            ("https://www.billboard.com/music/rock/eagles-greatest-hits-thriller-best-selling-album-8471058/", "Eagles' 'Greatest Hits' Passes 'Thriller' as Best-Selling Album", "In August 2018 the compilation moved to 38 times platinum ...", "Aug 20, 2018"),
            ("https://www.guinnessworldrecords.com/world-records/best-selling-album", "Best-selling album | Guinness World Records", "Worldwide, Thriller remains the best-selling album ...", "N/A"),
            ("https://www.theguardian.com/music/2018/aug/21/eagles-greatest-hits-overtakes-thriller", "Eagles' Greatest Hits overtakes Thriller as best-selling US album", "The RIAA's audit found the compilation had shipped 38m copies ...", "Aug 21, 2018"),
            ("https://www.cnn.com/2018/08/21/entertainment/eagles-thriller-record/index.html", "The Eagles just beat Michael Jackson", "Hotel California is also in the all-time top three at 26x ...", "Aug 21, 2018"),
            ("https://www.quora.com/Is-Thriller-or-Eagles-Greatest-Hits-the-best-selling-album", "Is Thriller or the Eagles' Greatest Hits the best-selling album?", "Depends on US certifications vs worldwide estimates ...", "N/A"),
            ("https://www.statista.com/statistics/186891/best-selling-albums-in-the-us/", "Best-selling albums of all time in the U.S. | Statista", "Certified units in millions ...", "Jan 3, 2024"),
            ("https://www.reddit.com/r/Music/comments/qvbq1j/thriller_34x_platinum/", "Thriller now 34x platinum : r/Music", "Still four behind the Eagles ...", "Nov 16, 2021"),
        )),
        m.retrieve(["eagles_gh_cert"]),
    ]
    rs.add("search", "h60-search-09", SYSTEM, turns, state=EMPTY_STATE, bad=True, turn=4,
           kind="Re-extracted RIAA entry dates the 38x award August 2, 2018, but the same page at turn 2 showed August 20, 2018.")

# ---------------------------------------------------------------- 10 louvre.fr (clean)
def t10(rs: RowSet) -> None:
    m = Mem()
    pr = "https://presse.louvre.fr/frequentation-2024-du-musee-du-louvre/"
    ark = "https://collections.louvre.fr/en/ark:/53355/cl010062370"
    turns = [
        (search("Louvre visitor numbers 2024 attendance"), res(
            (pr, "Fréquentation 2024 du musée du Louvre - Espace presse", "Le musée du Louvre a accueilli 8,7 millions de visiteurs en 2024, contre 8,9 millions en 2023 ...", "Jan 7, 2025"),
            ("https://www.theartnewspaper.com/2025/03/25/the-100-most-popular-art-museums-in-the-world-2024", "The 100 most popular art museums in the world in 2024", "The Louvre remains the world's most visited museum with 8.7 million visitors, down 2% ...", "Mar 25, 2025"),
            ("https://en.wikipedia.org/wiki/Louvre", "Louvre - Wikipedia", "The Louvre is the world's most-visited art museum, with 8.7 million visitors in 2024 ... record 10.2 million in 2018", "N/A"),
            ("https://www.lemonde.fr/culture/article/2025/01/07/louvre-frequentation-2024_6486512_3246.html", "Le Louvre a accueilli 8,7 millions de visiteurs en 2024", "Une fréquentation stable, plafonnée à 30 000 visiteurs par jour ...", "Jan 7, 2025"),
            ("https://www.reuters.com/lifestyle/louvre-visitors-2024/", "Louvre draws 8.7 million visitors in 2024, Olympics dent tourism", "Attendance slipped from 8.9 million as the Paris Olympics kept some tourists away ...", "Jan 7, 2025"),
            ("https://www.statista.com/statistics/1080939/louvre-museum-visitors/", "Louvre: number of visitors 2007-2024 | Statista", "Annual attendance of the Louvre museum in Paris ...", "Jan 10, 2025"),
            ("https://www.louvre.fr/en/what-s-on/life-at-the-museum/the-louvre-in-2024", "The Louvre in 2024 | Louvre Museum", "Exhibitions, acquisitions and attendance highlights of the year ...", "Jan 8, 2025"),
            ("https://www.france24.com/en/culture/20250107-louvre-attendance-2024", "Louvre attendance dips to 8.7 million", "The museum says a daily cap of 30,000 keeps crowds manageable ...", "Jan 7, 2025"),
            ("https://www.tripadvisor.com/ShowTopic-g187147-i14-k14587321-Louvre_crowds_2024.html", "Louvre crowds 2024 - Paris Forum - Tripadvisor", "Book a timed ticket; queues at the pyramid were long in July ...", "Aug 2, 2024"),
            ("https://www.connaissancedesarts.com/musees/louvre-frequentation-2024-11189221/", "Fréquentation du Louvre en 2024", "Américains et Chinois en tête des visiteurs étrangers ...", "Jan 8, 2025"),
        )),
        (extract(pr, "Attendance 2024 and comparison with previous years"),
         "# Fréquentation 2024 du musée du Louvre\n\n*Communiqué de presse · Paris, le 7 janvier 2025*\n\n"
         "Le musée du Louvre a accueilli **8,7 millions de visiteurs** en 2024, un niveau comparable à celui de 2023 (8,9 millions), dans un contexte marqué par les Jeux olympiques et paralympiques de Paris.\n\n"
         "Depuis juin 2022, la fréquentation est plafonnée à **30 000 visiteurs par jour** afin d'améliorer les conditions de visite.\n\n"
         "## Évolution de la fréquentation\n\n| Année | Visiteurs |\n| --- | --- |\n| 2018 | 10,2 millions (record) |\n| 2019 | 9,6 millions |\n| 2020 | 2,7 millions |\n| 2021 | 2,8 millions |\n| 2022 | 7,8 millions |\n| 2023 | 8,9 millions |\n| 2024 | 8,7 millions |\n\n"
         "## Profil des visiteurs\n\n- Environ trois quarts des visiteurs viennent de l'étranger ; les visiteurs américains sont les plus nombreux, devant les visiteurs chinois, italiens et espagnols.\n- Près de la moitié des visiteurs ont moins de 30 ans.\n\nContact presse : presse@louvre.fr"),
        m.add({"louvre_2024_visitors": "8.7 million", "louvre_2023_visitors": "8.9 million"}),
        (search("Mona Lisa Louvre inventory number INV 779 room"), res(
            (ark, "Portrait de Lisa Gherardini, épouse de Francesco del Giocondo, dite Monna Lisa - Louvre Collections", "INV 779 · Léonard de Vinci · Denon wing, Level 1, Room 711, Salle des États ...", "N/A"),
            ("https://www.louvre.fr/en/explore/the-palace/from-the-mona-lisa-to-the-wedding-feast-at-cana", "From the Mona Lisa to The Wedding Feast at Cana | Louvre", "The Salle des États, the largest room in the museum, houses the Mona Lisa ...", "N/A"),
            ("https://en.wikipedia.org/wiki/Mona_Lisa", "Mona Lisa - Wikipedia", "Oil on poplar panel, 77 cm × 53 cm; Louvre, Paris ...", "N/A"),
            ("https://www.louvre.fr/en/explore/the-palace/the-mona-lisa", "The Mona Lisa | Louvre Museum", "Leonardo's portrait was acquired by King Francis I ...", "N/A"),
            ("https://www.smarthistory.org/leonardo-mona-lisa/", "Leonardo, Mona Lisa - Smarthistory", "Why is this painting so famous? ...", "N/A"),
            ("https://www.britannica.com/topic/Mona-Lisa-painting", "Mona Lisa | Painting, Subject, History, & Facts | Britannica", "Oil on wood panel, c. 1503-19 ...", "N/A"),
            ("https://www.reddit.com/r/paris/comments/17ya6b1/where_is_the_mona_lisa/", "Where exactly is the Mona Lisa? : r/paris", "Room 711 in the Denon wing, first floor; follow the signs ...", "Nov 18, 2023"),
            ("https://www.nytimes.com/2025/01/28/arts/design/louvre-mona-lisa-new-room.html", "The Mona Lisa Will Get Her Own Room at the Louvre", "Macron announced a renovation plan including a dedicated space ...", "Jan 28, 2025"),
            ("https://www.louvre.fr/en/visit/plan", "Museum map | Louvre", "Interactive map: Denon, Sully and Richelieu wings ...", "N/A"),
            ("https://www.getyourguide.com/louvre-museum-l2594/", "Louvre Museum tickets and tours", "Skip-the-line access to the Mona Lisa ...", "N/A"),
        )),
        (extract(ark, "Inventory number, dimensions and location"),
         "# Portrait de Lisa Gherardini, épouse de Francesco del Giocondo, dite Monna Lisa, la Gioconda ou la Joconde\n\n"
         "| Field | Value |\n| --- | --- |\n| Inventory number | INV 779 |\n| Artist | Léonard de Vinci (Vinci, 1452 – Amboise, 1519) |\n| Date | 1503 – 1519 |\n"
         "| Department | Département des Peintures |\n| Materials and techniques | Huile sur bois (peuplier) |\n| Dimensions | Hauteur : 79,4 cm ; Largeur : 53,4 cm (panel); painted surface approx. 77 × 53 cm |\n"
         "| Acquisition | Collection de François Ier, acquis en 1518 |\n| Current location | Denon, Niveau 1, Salle 711 – Salle des États |\n| Object number | cl010062370 |\n\n"
         "**Index:** portrait · femme · paysage\n\nLast updated: 14/05/2024"),
        m.update({"louvre_2024_visitors": "8.7 million (-2% vs 2023; record 10.2M in 2018; cap 30,000/day since Jun 2022)"}),
        m.retrieve_all(),
    ]
    rs.add("search", "h60-search-10", SYSTEM, turns, state=EMPTY_STATE)

# ---------------------------------------------------------------- 11 rijksmuseum.nl (bad: object number)
def t11(rs: RowSet) -> None:
    m = Mem()
    obj = "https://www.rijksmuseum.nl/en/collection/SK-C-5"
    listing = "https://www.rijksmuseum.nl/en/collection/search?involvedMaker=Rembrandt+van+Rijn&type=painting&s=relevance"
    turns = [
        (search("Rijksmuseum Night Watch object number collection record"), res(
            (obj, "The Night Watch, Rembrandt van Rijn, 1642 - Rijksmuseum", "Officers and other civic guardsmen of District II in Amsterdam, under the command of Captain Frans Banninck Cocq and Lieutenant Willem van Ruytenburch ...", "N/A"),
            ("https://www.rijksmuseum.nl/en/stories/operation-night-watch", "Operation Night Watch - Rijksmuseum", "The biggest and most wide-ranging research and conservation project in the history of Rembrandt's masterpiece ...", "N/A"),
            ("https://en.wikipedia.org/wiki/The_Night_Watch", "The Night Watch - Wikipedia", "Oil on canvas, 379.5 cm × 453.5 cm; Rijksmuseum, Amsterdam ...", "N/A"),
            ("https://www.rijksmuseum.nl/en/rijksstudio/artists/rembrandt-van-rijn", "Rembrandt van Rijn - Rijksstudio", "Explore the works of Rembrandt in the Rijksmuseum collection ...", "N/A"),
            ("https://data.rijksmuseum.nl/object-metadata/api/", "Rijksmuseum data services - Collection API", "Object numbers such as SK-C-5 identify works in the collection API ...", "N/A"),
            ("https://www.theguardian.com/artanddesign/2021/jun/23/rembrandt-night-watch-restored-ai", "Rembrandt's Night Watch restored to full size with the help of AI", "Missing strips cut off in 1715 were recreated by a neural network ...", "Jun 23, 2021"),
            ("https://www.nytimes.com/2022/12/14/arts/design/night-watch-rembrandt-sketch.html", "Under 'The Night Watch', a Hidden Sketch", "Macro X-ray fluorescence scans reveal an underdrawing ...", "Dec 14, 2022"),
            ("https://www.britannica.com/topic/The-Night-Watch", "The Night Watch | Description, History, & Facts | Britannica", "Group portrait of a militia company painted in 1642 ...", "N/A"),
            ("https://www.reddit.com/r/ArtHistory/comments/11x2f7u/night_watch_behind_glass/", "Seeing the Night Watch behind the glass chamber : r/ArtHistory", "You can watch the conservators at work during Operation Night Watch ...", "Mar 21, 2023"),
            ("https://www.europeana.eu/en/item/90402/SK_C_5", "The Night Watch - Europeana", "Rembrandt van Rijn, 1642, Rijksmuseum SK-C-5 ...", "N/A"),
        )),
        (extract(obj, "Object number, dimensions, credit line and location"),
         "# The Night Watch\n\n**Officers and other civic guardsmen of District II in Amsterdam, under the command of Captain Frans Banninck Cocq and Lieutenant Willem van Ruytenburch, known as 'The Night Watch'**\n\nRembrandt van Rijn, 1642\n\n"
         "Rembrandt's largest and most famous painting was made for the Arquebusiers' guild hall. This was one of several halls of Amsterdam's civic guard, the city's militia and police. Rembrandt was the first to paint figures in a group portrait actually doing something.\n\n"
         "## Object data\n\n| Field | Value |\n| --- | --- |\n| Object number | SK-C-5 |\n| Object type | painting |\n| Physical features | oil on canvas |\n| Dimensions | height 379.5 cm × width 453.5 cm |\n"
         "| Credit line | On loan from the City of Amsterdam |\n| Acquisition | loan 1808 |\n| Copyright | Public domain |\n| Location | Floor 2, Gallery of Honour, room 2.12 (Night Watch Gallery) |\n\n"
         "## Documentation\n\n- Bikker, J., *The Night Watch*, Rijksmuseum, 2013\n- Operation Night Watch (since 8 July 2019): research and restoration carried out in a glass chamber in the gallery"),
        swap((extract(listing, "Rembrandt paintings in the collection with their object numbers"),
              "# Search the collection\n\nFilters: Maker **Rembrandt van Rijn** · Object type **painting** · Sort: Relevance\n\n**Results 1–9 of 22 objects**\n\n"
              "| # | Title | Date | Object number |\n| --- | --- | --- | --- |\n"
              "| 1 | The Night Watch | 1642 | SK-C-5 |\n| 2 | Isaac and Rebecca, Known as 'The Jewish Bride' | c. 1665 – c. 1669 | SK-C-216 |\n"
              "| 3 | Self-portrait as the Apostle Paul | 1661 | SK-A-4050 |\n| 4 | Portrait of Marten Soolmans | 1634 | SK-C-1768 |\n| 5 | Portrait of Oopjen Coppit | 1634 | SK-C-1769 |\n"
              "| 6 | Self-portrait | c. 1628 | SK-A-4691 |\n| 7 | Jeremiah Lamenting the Destruction of Jerusalem | 1630 | SK-A-3276 |\n| 8 | The Stone Bridge | c. 1638 | SK-A-1935 |\n"
              "| 9 | Tobit and Anna with the Kid | 1626 | SK-A-4717 |\n\n[Load more results]\n\nNote: Marten Soolmans and Oopjen Coppit are jointly owned with the Musée du Louvre."),
             "| 1 | The Night Watch | 1642 | SK-C-5 |", "| 1 | The Night Watch | 1642 | SK-C-6 |"),
        m.add({"nightwatch_objnum": "SK-C-5", "nightwatch_dims": "379.5 x 453.5 cm, oil on canvas, 1642",
               "nightwatch_owner": "City of Amsterdam (on loan since 1808)"}),
        (search("Operation Night Watch Rijksmuseum 2019 restoration progress"), res(
            ("https://www.rijksmuseum.nl/en/stories/operation-night-watch", "Operation Night Watch - Rijksmuseum", "Since 8 July 2019 a team of researchers and conservators has been examining the painting in a glass chamber in full view of visitors ...", "N/A"),
            ("https://www.rijksmuseum.nl/en/press/press-releases/operation-night-watch-the-largest-photo-ever", "Rijksmuseum publishes 717-gigapixel photo of The Night Watch", "The most detailed photo ever made of a work of art, with pixels of 5 micrometres ...", "Dec 1, 2022"),
            ("https://www.theguardian.com/artanddesign/2023/oct/20/night-watch-restoration-varnish-removal", "Night Watch restoration enters its varnish-removal phase", "Conservators begin removing the varnish layers applied in 1975 ...", "Oct 20, 2023"),
            ("https://en.wikipedia.org/wiki/The_Night_Watch", "The Night Watch - Wikipedia", "Operation Night Watch began in July 2019 and is expected to take several years ...", "N/A"),
            ("https://www.nytimes.com/2019/07/08/arts/design/rembrandt-night-watch-restoration.html", "Rembrandt's 'Night Watch' Restoration Will Be Live-Streamed", "A multimillion-euro restoration starts in a glass room ...", "Jul 8, 2019"),
            ("https://www.artnews.com/art-news/news/night-watch-underdrawing-discovered-1234650129/", "Underdrawing discovered beneath Rembrandt's Night Watch", "Chalk-containing sketch found with scanning techniques ...", "Dec 14, 2022"),
            ("https://www.smithsonianmag.com/smart-news/night-watch-restoration-180982149/", "What's happening to The Night Watch?", "The canvas is being restretched onto a new frame ...", "Oct 23, 2023"),
            ("https://www.dutchnews.nl/2024/03/night-watch-restoration-update/", "Night Watch restoration update", "The retouching and varnish work will take until at least 2026 ...", "Mar 11, 2024"),
            ("https://www.reddit.com/r/Amsterdam/comments/1ad4l9z/night_watch_visible/", "Is the Night Watch visible during restoration? : r/Amsterdam", "Yes, through the glass ...", "Jan 28, 2024"),
            ("https://www.youtube.com/watch?v=Bd0tV2fvPuw", "Operation Night Watch - Rijksmuseum", "Follow the research and restoration live ...", "Jul 8, 2019"),
        )),
        (extract("https://www.rijksmuseum.nl/en/stories/operation-night-watch", "Start date and main phases of the project"),
         "# Operation Night Watch\n\nThe Night Watch (SK-C-5) is one of the most famous paintings in the world. Since **8 July 2019** it has been the subject of Operation Night Watch, the biggest and most wide-ranging research and conservation project ever undertaken on Rembrandt's masterpiece, carried out in a specially designed glass chamber so that visitors can watch.\n\n"
         "## Phases\n\n| Phase | Period | Work |\n| --- | --- | --- |\n| Research | 2019 – 2021 | Macro X-ray fluorescence, reflectance imaging, 3D scans, a 44.8-gigapixel photo (2020) |\n"
         "| Missing strips | 2021 | The strips cut from the canvas in 1715 were reconstructed with AI and shown temporarily |\n| Ultra-high resolution | 2022 | A 717-gigapixel photograph published (5 µm per pixel) |\n"
         "| Canvas treatment | 2023 – 2024 | Canvas restretched on a new stretcher to correct deformation in the upper left |\n| Varnish and retouching | 2023 – | Removal of degraded varnish and old retouching |\n\n"
         "The painting, on loan from the City of Amsterdam since 1808, measures 379.5 × 453.5 cm."),
        m.retrieve_all(),
    ]
    rs.add("search", "h60-search-11", SYSTEM, turns, state=EMPTY_STATE, bad=True, turn=3,
           kind="Collection search lists The Night Watch as SK-C-6, but its object page at turn 2 gave object number SK-C-5.")

# ---------------------------------------------------------------- 12 thebookerprizes.com (clean)
def t12(rs: RowSet) -> None:
    m = Mem()
    y23 = "https://thebookerprizes.com/the-booker-library/prize-years/2023"
    y24 = "https://thebookerprizes.com/the-booker-library/prize-years/2024"
    g24 = "https://www.theguardian.com/books/2024/nov/12/samantha-harvey-wins-booker-prize-for-wonderful-space-novel-orbital"
    sl24 = ["Orbital - Samantha Harvey", "James - Percival Everett", "Held - Anne Michaels", "Creation Lake - Rachel Kushner",
            "Stone Yard Devotional - Charlotte Wood", "The Safekeep - Yael van der Wouden"]
    turns = [
        (search("Booker Prize 2023 winner"), res(
            (y23, "The Booker Prize 2023 | The Booker Prizes", "Winner: Prophet Song by Paul Lynch. Shortlist, longlist and judges for the 2023 prize ...", "N/A"),
            ("https://www.theguardian.com/books/2023/nov/26/paul-lynch-wins-booker-prize-prophet-song", "Paul Lynch wins Booker prize for 'triumph of emotional storytelling' Prophet Song", "The Irish author's dystopian novel about a family in a Dublin sliding into tyranny ...", "Nov 26, 2023"),
            ("https://en.wikipedia.org/wiki/2023_Booker_Prize", "2023 Booker Prize - Wikipedia", "The 2023 Booker Prize was awarded to Paul Lynch for Prophet Song on 26 November 2023 ...", "N/A"),
            ("https://www.bbc.co.uk/news/entertainment-arts-67537498", "Booker Prize 2023: Paul Lynch wins for Prophet Song", "The judges' chair Esi Edugyan called it 'a triumph of emotional storytelling' ...", "Nov 26, 2023"),
            ("https://www.nytimes.com/2023/11/26/books/booker-prize-paul-lynch-prophet-song.html", "Paul Lynch Wins the Booker Prize for 'Prophet Song'", "He is the fifth Irish writer to win the prize ...", "Nov 26, 2023"),
            ("https://thebookerprizes.com/the-booker-library/books/prophet-song", "Prophet Song | The Booker Prizes", "Paul Lynch · Oneworld Publications · 2023 winner ...", "N/A"),
            ("https://www.irishtimes.com/culture/books/2023/11/26/paul-lynch-booker-prize/", "Paul Lynch wins the Booker Prize", "The Dublin-based novelist takes the £50,000 prize ...", "Nov 26, 2023"),
            ("https://www.goodreads.com/book/show/123456049-prophet-song", "Prophet Song by Paul Lynch | Goodreads", "On a dark, wet evening in Dublin, scientist and mother-of-four Eilish Stack ...", "N/A"),
            ("https://www.reddit.com/r/books/comments/184k7gd/paul_lynch_wins_booker/", "Paul Lynch wins the 2023 Booker for Prophet Song : r/books", "I was rooting for The Bee Sting ...", "Nov 26, 2023"),
            ("https://www.penguin.co.uk/articles/booker-prize-winners-list", "Every Booker Prize winner since 1969", "From P. H. Newby to Paul Lynch ...", "Nov 27, 2023"),
        )),
        (extract(y23, "Winner, shortlist and judges of the 2023 Booker Prize"),
         "# The Booker Prize 2023\n\n## Winner\n\n**Prophet Song** by Paul Lynch (Ireland) · Oneworld Publications\n\nAnnounced Sunday 26 November 2023 at Old Billingsgate, London.\n\n"
         "## Shortlist\n\n| Title | Author | Publisher |\n| --- | --- | --- |\n| If I Survive You | Jonathan Escoffery | 4th Estate |\n| Study for Obedience | Sarah Bernstein | Granta |\n| The Bee Sting | Paul Murray | Hamish Hamilton |\n"
         "| This Other Eden | Paul Harding | Hutchinson Heinemann |\n| Western Lane | Chetna Maroo | Picador |\n| Prophet Song | Paul Lynch | Oneworld |\n\n"
         "## Judges\n\nEsi Edugyan (chair), Adjoa Andoh, Mary Jean Chan, James Shapiro, Robert Webb\n\n"
         "The winner receives £50,000; each shortlisted author receives £2,500. The longlist of 13 books was announced on 1 August 2023."),
        m.add({"booker_2023_winner": "Prophet Song - Paul Lynch (announced 26 Nov 2023)",
               "booker_2023_shortlist": ["If I Survive You - Jonathan Escoffery", "Study for Obedience - Sarah Bernstein", "The Bee Sting - Paul Murray",
                                         "This Other Eden - Paul Harding", "Western Lane - Chetna Maroo", "Prophet Song - Paul Lynch"]}),
        (search("Booker Prize 2024 shortlist"), res(
            (y24, "The Booker Prize 2024 | The Booker Prizes", "The 2024 shortlist: James, Held, Creation Lake, Orbital, Stone Yard Devotional, The Safekeep ...", "N/A"),
            ("https://www.theguardian.com/books/article/2024/sep/16/booker-prize-2024-shortlist", "Booker prize 2024 shortlist: five women on list for first time", "Percival Everett is the only man among the six finalists ...", "Sep 16, 2024"),
            ("https://en.wikipedia.org/wiki/2024_Booker_Prize", "2024 Booker Prize - Wikipedia", "The longlist of 13 was announced on 30 July 2024 and the shortlist on 16 September 2024 ...", "N/A"),
            ("https://www.bbc.co.uk/news/articles/c62lpgy53v7o", "Booker Prize 2024: Shortlist revealed", "Judges led by Edmund de Waal pick six novels ...", "Sep 16, 2024"),
            ("https://www.nytimes.com/2024/09/16/books/booker-prize-2024-shortlist.html", "Booker Prize Shortlist Includes Percival Everett and Rachel Kushner", "The winner will be named on Nov. 12 ...", "Sep 16, 2024"),
            ("https://thebookerprizes.com/the-booker-library/features/booker-prize-2024-shortlist-announced", "The Booker Prize 2024 shortlist is announced", "Meet the six shortlisted books ...", "Sep 16, 2024"),
            ("https://www.waterstones.com/campaign/booker-prize", "The Booker Prize 2024 | Waterstones", "Shop the shortlist ...", "N/A"),
            ("https://www.reddit.com/r/books/comments/1fi2bf3/booker_2024_shortlist/", "Booker 2024 shortlist announced : r/books", "No Tommy Orange, no Richard Powers ...", "Sep 16, 2024"),
            ("https://www.theatlantic.com/books/archive/2024/09/booker-shortlist/679890/", "What the Booker shortlist says about the novel now", "Short books dominate this year ...", "Sep 18, 2024"),
            ("https://lithub.com/here-is-the-2024-booker-prize-shortlist/", "Here is the 2024 Booker Prize shortlist", "Six books chosen from a longlist of 13 ...", "Sep 16, 2024"),
        )),
        (extract(y24, "2024 longlist and shortlist"),
         "# The Booker Prize 2024\n\n**Shortlist announced 16 September 2024 · Winner to be announced 12 November 2024**\n\n"
         "## Shortlist\n\n| Title | Author | Publisher |\n| --- | --- | --- |\n| James | Percival Everett | Mantle |\n| Held | Anne Michaels | Bloomsbury |\n| Creation Lake | Rachel Kushner | Jonathan Cape |\n"
         "| Orbital | Samantha Harvey | Jonathan Cape |\n| Stone Yard Devotional | Charlotte Wood | Sceptre |\n| The Safekeep | Yael van der Wouden | Viking |\n\n"
         "## Longlist (13)\n\n- Headshot - Rita Bullwinkel\n- Held - Anne Michaels\n- James - Percival Everett\n- Creation Lake - Rachel Kushner\n- Orbital - Samantha Harvey\n- Stone Yard Devotional - Charlotte Wood\n- The Safekeep - Yael van der Wouden\n"
         "- Wandering Stars - Tommy Orange\n- My Friends - Hisham Matar\n- Enlightenment - Sarah Perry\n- The Voyage Home - Pat Barker\n- This Strange Eventful History - Claire Messud\n- Playground - Richard Powers\n\n"
         "## Judges\n\nEdmund de Waal (chair), Sara Collins, Justine Jordan, Yiyun Li, Nitin Sawhney"),
        m.add({"booker_2024_shortlist": list(sl24), "booker_2024_longlist_count": 13}),
        (search("Booker Prize 2024 winner Orbital Samantha Harvey"), res(
            (g24, "Samantha Harvey wins Booker prize for 'wonderful' space novel Orbital", "Harvey's novel, set over 24 hours on the International Space Station, is the first book set in space to win ...", "Nov 12, 2024"),
            ("https://thebookerprizes.com/the-booker-library/books/orbital", "Orbital | The Booker Prizes", "Samantha Harvey · Jonathan Cape · 2024 winner ...", "N/A"),
            ("https://www.bbc.co.uk/news/articles/c3e8z0e3k1ko", "Booker Prize 2024: Samantha Harvey wins for Orbital", "At 136 pages it is one of the shortest books to win ...", "Nov 12, 2024"),
            ("https://en.wikipedia.org/wiki/Orbital_(novel)", "Orbital (novel) - Wikipedia", "Orbital is a 2023 novel by Samantha Harvey; it won the 2024 Booker Prize ...", "N/A"),
            ("https://www.nytimes.com/2024/11/12/books/booker-prize-samantha-harvey-orbital.html", "Samantha Harvey Wins the Booker Prize for 'Orbital'", "She is the first British woman to win since Hilary Mantel in 2012 ...", "Nov 12, 2024"),
            ("https://www.theguardian.com/books/2024/nov/12/booker-prize-2024-live", "Booker prize 2024 winner announced - live", "As it happened at Old Billingsgate ...", "Nov 12, 2024"),
            ("https://www.penguin.co.uk/books/455911/orbital-by-harvey-samantha/9781529922936", "Orbital by Samantha Harvey | Penguin", "Six astronauts rotate in their spacecraft above the earth ...", "N/A"),
            ("https://www.reddit.com/r/books/comments/1gpz0w2/orbital_wins_booker/", "Orbital wins the 2024 Booker Prize : r/books", "Well deserved, I read it in an afternoon ...", "Nov 12, 2024"),
            ("https://www.npr.org/2024/11/12/nx-s1-5188243/booker-prize-samantha-harvey-orbital", "'Orbital' by Samantha Harvey wins the Booker Prize", "Edmund de Waal called it a book about 'the beauty of our world' ...", "Nov 12, 2024"),
            ("https://www.cnn.com/2024/11/12/style/booker-prize-2024-samantha-harvey/index.html", "Samantha Harvey wins Booker Prize for 'Orbital'", "The £50,000 prize ...", "Nov 12, 2024"),
        )),
        (extract(g24, "Details of the 2024 win"),
         "# Samantha Harvey wins Booker prize for 'wonderful' space novel Orbital\n\n*Ella Creamer · Tue 12 Nov 2024 22.40 GMT*\n\n"
         "Samantha Harvey has won the Booker prize for her novel Orbital, which follows six astronauts over 24 hours aboard the International Space Station.\n\n"
         "Harvey was awarded the £50,000 prize at a ceremony at Old Billingsgate in London on Tuesday evening. She is the first British woman to win the prize since Hilary Mantel in 2012, and Orbital, at 136 pages, is the second-shortest book to win after Penelope Fitzgerald's Offshore (1979).\n\n"
         "> \"Orbital is a book about a beautiful, fragile world,\" said the chair of judges, Edmund de Waal.\n\n"
         "The other shortlisted books were James by Percival Everett, Held by Anne Michaels, Creation Lake by Rachel Kushner, Stone Yard Devotional by Charlotte Wood and The Safekeep by Yael van der Wouden. This year's shortlist was the first to include five women.\n\n"
         "Last year's prize went to the Irish author Paul Lynch for Prophet Song."),
        m.add({"booker_2024_winner": "Orbital - Samantha Harvey (announced 12 Nov 2024; 136 pp.)"}),
        m.update({"booker_2024_shortlist": ["Orbital - Samantha Harvey (winner)"] + sl24[1:]}),
        m.remove(["booker_2024_longlist_count"]),
        m.retrieve_all(),
    ]
    rs.add("search", "h60-search-12", SYSTEM, turns, state=EMPTY_STATE)

# ---------------------------------------------------------------- 13 thehugoawards.org (clean)
def t13(rs: RowSet) -> None:
    m = Mem()
    h24 = "https://www.thehugoawards.org/hugo-history/2024-hugo-awards/"
    pdf = "https://www.thehugoawards.org/content/pdf/2024HugoStatistics.pdf"
    rounds = [("Some Desperate Glory", [512, 515, 562, 628, 731, 915]), ("Translation State", [345, 347, 395, 437, 509, 676]),
              ("Witch King", [301, 302, 331, 398, 455, None]), ("Starter Villain", [268, 270, 289, 326, None, None]),
              ("The Adventures of Amina al-Sirafi", [224, 225, 256, None, None, None]), ("The Saint of Bright Doors", [190, 191, None, None, None, None]),
              ("No Award", [11, None, None, None, None, None]), ("Exhausted ballots", [0, 1, 18, 62, 156, 260])]
    for i in range(6):
        assert sum(r[1][i] or 0 for r in rounds) == 1851, i
    table = "| Finalist | R1 | R2 | R3 | R4 | R5 | R6 |\n| --- | --- | --- | --- | --- | --- | --- |\n" + "\n".join(
        f"| {name} | " + " | ".join("—" if v is None else str(v) for v in vals) + " |" for name, vals in rounds)
    turns = [
        (search("2024 Hugo Award Best Novel winner"), res(
            (h24, "2024 Hugo Awards | The Hugo Awards", "The 2024 Hugo Awards were presented at Glasgow 2024, A Worldcon for Our Futures, on 11 August 2024. Best Novel: Some Desperate Glory, by Emily Tesh ...", "N/A"),
            ("https://en.wikipedia.org/wiki/2024_Hugo_Awards", "2024 Hugo Awards - Wikipedia", "Some Desperate Glory by Emily Tesh won Best Novel; Thornhedge by T. Kingfisher won Best Novella ...", "N/A"),
            ("https://www.tor.com/2024/08/11/announcing-the-2024-hugo-award-winners/", "Announcing the 2024 Hugo Award Winners", "Congratulations to Emily Tesh, T. Kingfisher, Naomi Kritzer ...", "Aug 11, 2024"),
            ("https://www.locusmag.com/2024/08/2024-hugo-awards-winners/", "2024 Hugo Awards Winners - Locus Online", "Winners were announced at Glasgow 2024 ...", "Aug 11, 2024"),
            ("https://www.thehugoawards.org/hugo-history/2023-hugo-awards/", "2023 Hugo Awards | The Hugo Awards", "Presented at Chengdu Worldcon on 21 October 2023. Best Novel: Nettle & Bone, by T. Kingfisher ...", "N/A"),
            ("https://www.theguardian.com/books/article/2024/aug/12/hugo-awards-2024-emily-tesh", "Emily Tesh wins Hugo award for debut novel Some Desperate Glory", "The British author's space opera beat Ann Leckie and Martha Wells ...", "Aug 12, 2024"),
            ("https://file770.com/2024-hugo-awards-winners/", "2024 Hugo Awards Winners | File 770", "Full list of winners and the voting statistics PDF ...", "Aug 11, 2024"),
            ("https://www.goodreads.com/book/show/60784549-some-desperate-glory", "Some Desperate Glory by Emily Tesh | Goodreads", "All her life Kyr has trained for the day she can avenge the destruction of Earth ...", "N/A"),
            ("https://www.reddit.com/r/printSF/comments/1epx7r3/2024_hugo_winners/", "2024 Hugo winners : r/printSF", "Some Desperate Glory winning is well deserved ...", "Aug 11, 2024"),
            ("https://www.glasgow2024.org/hugo-awards/", "Hugo Awards | Glasgow 2024", "The Hugo Award Ceremony took place on Sunday 11 August ...", "Aug 11, 2024"),
        )),
        (extract(h24, "Winners of the main fiction categories and the Best Novel finalists"),
         "# 2024 Hugo Awards\n\nThe 2024 Hugo Awards were presented on 11 August 2024 at Glasgow 2024, A Worldcon for Our Futures, in Glasgow, Scotland. Winners are listed first, in bold.\n\n"
         "## Best Novel\n\n- **Some Desperate Glory, by Emily Tesh (Tordotcom)**\n- The Adventures of Amina al-Sirafi, by Shannon Chakraborty (Harper Voyager)\n- Starter Villain, by John Scalzi (Tor)\n- Translation State, by Ann Leckie (Orbit)\n- The Saint of Bright Doors, by Vajra Chandrasekera (Tordotcom)\n- Witch King, by Martha Wells (Tordotcom)\n\n"
         "## Best Novella\n\n- **Thornhedge, by T. Kingfisher (Tor)**\n\n## Best Novelette\n\n- **\"The Year Without Sunshine\", by Naomi Kritzer (Uncanny Magazine)**\n\n## Best Short Story\n\n- **\"Better Living Through Algorithms\", by Naomi Kritzer (Clarkesworld)**\n\n"
         "## Best Series\n\n- **Imperial Radch, by Ann Leckie (Orbit)**\n\n## Lodestar Award for Best Young Adult Book (not a Hugo)\n\n- **To Shape a Dragon's Breath, by Moniquill Blackgoose (Del Rey)**\n\n"
         "## Astounding Award for the Best New Writer (not a Hugo)\n\n- **Xiran Jay Zhao**\n\nDetailed voting and nomination statistics: [2024 Hugo Statistics (PDF)](" + pdf + ")"),
        m.add({"hugo_2024_best_novel": "Some Desperate Glory - Emily Tesh (Glasgow, 11 Aug 2024)",
               "hugo_2023_best_novel": "Nettle & Bone - T. Kingfisher (Chengdu, 21 Oct 2023)"}),
        (extract(pdf, "Best Novel final-ballot instant-runoff rounds"),
         "# 2024 Hugo Awards: Final Ballot Voting Details\n\nGlasgow 2024 · Valid final ballots cast in Best Novel: 1,851\n\n## Best Novel (instant runoff; first-preference counts after each elimination)\n\n" + table
         + "\n\nEliminated in order: No Award (R1), The Saint of Bright Doors (R2), The Adventures of Amina al-Sirafi (R3), Starter Villain (R4), Witch King (R5).\n\n"
           "Winner: **Some Desperate Glory**, with 915 votes to 676 in the final round (a majority of the 1,591 ballots still expressing a preference).\n\n"
           "Note: a ballot is exhausted when it ranks no remaining finalist; the number of valid ballots (1,851) is the same in every round."),
        m.update({"hugo_2024_best_novel": "Some Desperate Glory - Emily Tesh (Glasgow, 11 Aug 2024); won round 6, 915 to 676 over Translation State"}),
        m.retrieve(["hugo_2024_best_novel", "hugo_2023_best_novel"]),
    ]
    rs.add("search", "h60-search-13", SYSTEM, turns, state=EMPTY_STATE)

# ---------------------------------------------------------------- 14 cia.gov World Factbook (bad: border list member)
BRAZIL_BORDERS = "Argentina 1,263 km; Bolivia 3,403 km; Colombia 1,790 km; French Guiana 649 km; Guyana 1,308 km; Paraguay 1,371 km; Peru 2,659 km; Suriname 515 km; Uruguay 1,050 km; Venezuela 2,137 km"


def t14(rs: RowSet) -> None:
    m = Mem()
    wfb = "https://www.cia.gov/the-world-factbook/"
    turns = [
        (search("CIA World Factbook Brazil land boundaries border countries"), res(
            (wfb + "countries/brazil/#geography", "Brazil - The World Factbook", "Land boundaries: total: 16,145 km; border countries (10): Argentina 1,263 km; Bolivia 3,403 km; Colombia 1,790 km ...", "N/A"),
            (wfb + "field/land-boundaries/", "Land boundaries - The World Factbook", "This entry contains the total length of all land boundaries and the individual lengths for each of the contiguous border countries ...", "N/A"),
            ("https://en.wikipedia.org/wiki/Borders_of_Brazil", "Borders of Brazil - Wikipedia", "Brazil shares borders with every South American country except Chile and Ecuador ...", "N/A"),
            ("https://www.worldatlas.com/articles/which-countries-border-brazil.html", "Which Countries Border Brazil? - WorldAtlas", "Brazil borders ten countries and territories; the longest border is with Bolivia ...", "N/A"),
            (wfb + "countries/brazil/", "Brazil - The World Factbook (overview)", "Introduction, Geography, People and Society, Government, Economy ...", "N/A"),
            ("https://www.britannica.com/place/Brazil", "Brazil | History, Map, Population, Language, Climate | Britannica", "Brazil occupies half of South America's landmass ...", "N/A"),
            ("https://www.nationsonline.org/oneworld/map/brazil_map.htm", "Political Map of Brazil - Nations Online Project", "Brazil borders Argentina, Bolivia, Colombia, French Guiana (France), Guyana, Paraguay, Peru, Suriname, Uruguay and Venezuela ...", "N/A"),
            ("https://www.reddit.com/r/geography/comments/14k7m2p/brazil_borders_france/", "TIL Brazil's border with France is its longest with any EU country : r/geography", "French Guiana, 649 km along the Oiapoque ...", "Jun 27, 2023"),
            ("https://www.ibge.gov.br/en/geosciences/territorial-organization/brazilian-borders.html", "Brazilian borders | IBGE", "Official lengths of Brazil's land borders by state ...", "N/A"),
            ("https://www.geographyrealm.com/countries-bordering-brazil/", "Countries Bordering Brazil - Geography Realm", "A look at Brazil's 10 neighbors ...", "N/A"),
        )),
        (extract(wfb + "countries/brazil/#geography", "Geography: area, land boundaries, coastline, elevation"),
         "# Brazil\n\n## Geography\n\n**Location:** Eastern South America, bordering the Atlantic Ocean\n\n**Geographic coordinates:** 10 00 S, 55 00 W\n\n"
         "**Area:** total: 8,515,770 sq km · land: 8,358,140 sq km · water: 157,630 sq km\n\n**Area - comparative:** slightly smaller than the US\n\n"
         "**Land boundaries:** total: 16,145 km\n\nborder countries (10): " + BRAZIL_BORDERS + "\n\n**Coastline:** 7,491 km\n\n"
         "**Maritime claims:** territorial sea: 12 nm · contiguous zone: 24 nm · exclusive economic zone: 200 nm · continental shelf: 200 nm or to edge of the continental margin\n\n"
         "**Climate:** mostly tropical, but temperate in south\n\n**Elevation:** highest point: Pico da Neblina 2,994 m · lowest point: Atlantic Ocean 0 m · mean elevation: 320 m\n\n"
         "**Natural resources:** aluminum, gold, iron ore, manganese, nickel, phosphates, platinum, tin, rare earth elements, uranium, petroleum, hydropower, timber\n\n"
         "**Geography - note:** largest country in South America and in the Southern Hemisphere; shares common boundaries with every South American country except Chile and Ecuador"),
        m.add({"brazil_borders_total_km": "16,145",
               "brazil_border_countries": ["Argentina", "Bolivia", "Colombia", "French Guiana", "Guyana", "Paraguay", "Peru", "Suriname", "Uruguay", "Venezuela"],
               "brazil_longest_border": "Bolivia 3,403 km"}),
        (search("Argentina land boundaries CIA World Factbook"), res(
            (wfb + "countries/argentina/#geography", "Argentina - The World Factbook", "Land boundaries: total: 11,968 km; border countries (5): Bolivia 942 km; Brazil 1,263 km; Chile 6,691 km; Paraguay 2,531 km; Uruguay 541 km ...", "N/A"),
            ("https://en.wikipedia.org/wiki/Argentina%E2%80%93Chile_border", "Argentina–Chile border - Wikipedia", "The third-longest international border in the world, running 5,308 km along the Andes ...", "N/A"),
            ("https://en.wikipedia.org/wiki/Geography_of_Argentina", "Geography of Argentina - Wikipedia", "Argentina borders Chile, Bolivia, Paraguay, Brazil and Uruguay ...", "N/A"),
            ("https://www.worldatlas.com/maps/argentina", "Argentina Maps & Facts - World Atlas", "Argentina is bordered by five countries ...", "N/A"),
            (wfb + "field/land-boundaries/", "Land boundaries - The World Factbook", "Total length of all land boundaries for every country ...", "N/A"),
            ("https://www.britannica.com/place/Argentina", "Argentina | Facts, Culture, History, & Points of Interest | Britannica", "Second largest country in South America ...", "N/A"),
            ("https://www.indexmundi.com/argentina/land_boundaries.html", "Argentina Land boundaries - Geography - IndexMundi", "Derived from the CIA World Factbook ...", "N/A"),
            ("https://www.nationsonline.org/oneworld/map/argentina-map.htm", "Map of Argentina - Nations Online Project", "Neighbours: Bolivia, Brazil, Chile, Paraguay, Uruguay ...", "N/A"),
            ("https://www.reddit.com/r/MapPorn/comments/xt1f4a/argentina_chile_border/", "The Argentina–Chile border : r/MapPorn", "CIA says 6,691 km, the bilateral commission gives a different figure ...", "Oct 1, 2022"),
            ("https://www.cia.gov/the-world-factbook/countries/argentina/", "Argentina - The World Factbook (overview)", "Introduction, Geography, People and Society ...", "N/A"),
        )),
        (extract(wfb + "countries/argentina/#geography", "Land boundaries, area, coastline"),
         "# Argentina\n\n## Geography\n\n**Location:** Southern South America, bordering the South Atlantic Ocean, between Chile and Uruguay\n\n"
         "**Area:** total: 2,780,400 sq km · land: 2,736,690 sq km · water: 43,710 sq km\n\n**Land boundaries:** total: 11,968 km\n\nborder countries (5): Bolivia 942 km; Brazil 1,263 km; Chile 6,691 km; Paraguay 2,531 km; Uruguay 541 km\n\n"
         "**Coastline:** 4,989 km\n\n**Elevation:** highest point: Cerro Aconcagua 6,962 m (highest point in South America) · lowest point: Laguna del Carbon 105 m below sea level · mean elevation: 595 m\n\n"
         "**Geography - note:** second-largest country in South America (after Brazil); Aconcagua is the tallest mountain outside of Asia"),
        m.add({"argentina_borders": "total 11,968 km: Bolivia 942, Brazil 1,263, Chile 6,691, Paraguay 2,531, Uruguay 541"}),
        (search("which South American countries do not border Brazil"), res(
            ("https://en.wikipedia.org/wiki/Borders_of_Brazil", "Borders of Brazil - Wikipedia", "Brazil borders all South American countries except Chile and Ecuador ...", "N/A"),
            ("https://www.quora.com/Which-South-American-countries-do-not-border-Brazil", "Which South American countries do not border Brazil? - Quora", "Only Chile and Ecuador; Ecuador is cut off by Peru and Colombia ...", "N/A"),
            ("https://www.worldatlas.com/articles/which-countries-border-brazil.html", "Which Countries Border Brazil? - WorldAtlas", "Of the 12 sovereign states of South America, only Chile and Ecuador do not share a border with Brazil ...", "N/A"),
            ("https://www.sporcle.com/games/g/brazilborders", "Countries Bordering Brazil Quiz - Sporcle", "Can you name the countries that border Brazil? ...", "N/A"),
            ("https://www.reddit.com/r/geography/comments/10x1x5v/chile_and_ecuador/", "Chile and Ecuador are the only SA countries not bordering Brazil : r/geography", "Also the only ones with no border with each other? ...", "Feb 8, 2023"),
            ("https://www.cia.gov/the-world-factbook/field/land-boundaries/", "Land boundaries - The World Factbook", "Country entries listing total boundary length and each border country ...", "N/A"),
            ("https://www.britannica.com/place/South-America", "South America | Continent, Countries, Regions, Map | Britannica", "Brazil borders every country on the continent except Chile and Ecuador ...", "N/A"),
            ("https://www.geographyrealm.com/countries-bordering-brazil/", "Countries Bordering Brazil - Geography Realm", "Ten neighbours, including the French overseas region of French Guiana ...", "N/A"),
            ("https://www.funfactsabout.net/brazil-borders", "Fun facts about Brazil's borders", "Brazil has the third-longest land border total in the world ...", "N/A"),
            ("https://www.mapsofworld.com/brazil/brazil-neighbouring-countries.html", "Brazil Neighbouring Countries Map", "Bolivia, Peru, Colombia, Venezuela, Guyana, Suriname, French Guiana, Paraguay, Argentina, Uruguay ...", "N/A"),
        )),
        swap((extract(wfb + "field/land-boundaries/", "Land boundary entries for Brazil and its neighbours (A–E)"),
              "# Land boundaries\n\nThis entry contains the total length of all land boundaries and the individual lengths for each of the contiguous border countries. When available, official lengths published by national statistical agencies are used.\n\n"
              "Filter: Region **South America** · Showing countries A–E\n\n"
              "**Argentina:** total: 11,968 km · border countries (5): Bolivia 942 km; Brazil 1,263 km; Chile 6,691 km; Paraguay 2,531 km; Uruguay 541 km\n\n"
              "**Bolivia:** total: 7,252 km · border countries (5): Argentina 942 km; Brazil 3,403 km; Chile 942 km; Paraguay 753 km; Peru 1,212 km\n\n"
              "**Brazil:** total: 16,145 km · border countries (10): " + BRAZIL_BORDERS + "\n\n"
              "**Chile:** total: 7,801 km · border countries (3): Argentina 6,691 km; Bolivia 942 km; Peru 168 km\n\n"
              "**Colombia:** total: 6,672 km · border countries (5): Brazil 1,790 km; Ecuador 708 km; Panama 339 km; Peru 1,494 km; Venezuela 2,341 km\n\n"
              "**Ecuador:** total: 2,237 km · border countries (2): Colombia 708 km; Peru 1,529 km\n\n[Next: F–Z]"),
             "French Guiana 649 km; Guyana 1,308 km;", "Ecuador 1,308 km; French Guiana 649 km;"),
        m.retrieve(["brazil_border_countries"]),
        (extract(wfb + "countries/chile/#geography", "Land boundaries of Chile"),
         "# Chile\n\n## Geography\n\n**Location:** Southern South America, bordering the South Pacific Ocean and Drake Passage, between Argentina and Peru\n\n"
         "**Area:** total: 756,102 sq km · land: 743,812 sq km · water: 12,290 sq km\n\n**Land boundaries:** total: 7,801 km\n\nborder countries (3): Argentina 6,691 km; Bolivia 942 km; Peru 168 km\n\n"
         "**Coastline:** 6,435 km\n\n**Elevation:** highest point: Nevado Ojos del Salado 6,893 m · lowest point: Pacific Ocean 0 m · mean elevation: 1,871 m\n\n"
         "**Geography - note:** the longest north-south trending country in the world, extending across 39 degrees of latitude"),
        m.add({"south_america_not_bordering_brazil": ["Chile", "Ecuador"]}),
    ]
    rs.add("search", "h60-search-14", SYSTEM, turns, state=EMPTY_STATE, bad=True, turn=8,
           kind="Factbook field listing names Ecuador (1,308 km) among Brazil's 10 neighbours in place of Guyana, contradicting the Brazil page at turn 2.")

# ---------------------------------------------------------------- 15 wldb.ilec.or.jp World Lake Database (bad: update reverted)
def t15(rs: RowSet) -> None:
    m = Mem()
    ilec = "https://wldb.ilec.or.jp/Display/html/3449"
    wiki = "https://en.wikipedia.org/wiki/Lake_Baikal"
    turns = [
        (search("Lake Baikal volume maximum depth World Lake Database ILEC"), res(
            (ilec, "Lake Baikal - World Lake Database (ILEC)", "ASI-09 Lake Baikal, Russia. Surface area 31,500 km²; volume 23,000 km³; maximum depth 1,637 m; mean depth 730 m ...", "N/A"),
            (wiki, "Lake Baikal - Wikipedia", "Lake Baikal is the deepest (1,642 m) and oldest lake in the world, containing 22–23% of the world's fresh surface water ...", "N/A"),
            ("https://whc.unesco.org/en/list/754/", "Lake Baikal - UNESCO World Heritage Centre", "Situated in south-east Siberia, the 3.15-million-ha Lake Baikal is the oldest (25 million years) and deepest lake in the world ...", "N/A"),
            ("https://www.britannica.com/place/Lake-Baikal", "Lake Baikal | Location, Depth, & Facts | Britannica", "Lake Baikal, the world's deepest continental body of water, lies in southern Siberia ...", "N/A"),
            ("https://www.worldlakes.org/lakedetails.asp?lakeid=8385", "Lake Baikal - LakeNet World Lakes Database", "Basin countries: Russia, Mongolia; catchment ~560,000 km² ...", "N/A"),
            ("https://earthobservatory.nasa.gov/images/148137/lake-baikal", "Lake Baikal - NASA Earth Observatory", "The crescent-shaped lake holds more water than all of North America's Great Lakes combined ...", "Mar 2, 2021"),
            ("https://www.baikal-info.org/en/facts", "Baikal facts and figures", "Volume 23,615 km³, length 636 km, max width 79 km ...", "N/A"),
            ("https://www.researchgate.net/publication/228669402_A_new_bathymetric_map_of_Lake_Baikal", "A new bathymetric map of Lake Baikal (INTAS project)", "The maximum depth of the lake is 1,642 m and the volume 23,615.39 km³ ...", "Jan 1, 2002"),
            ("https://www.reddit.com/r/geography/comments/13a7ff2/lake_baikal_volume/", "Lake Baikal holds ~20% of unfrozen fresh water : r/geography", "Different sources give 23,000 or 23,600 km³ ...", "May 7, 2023"),
            ("https://www.nationalgeographic.com/environment/article/lake-baikal", "Lake Baikal, the world's deepest lake", "Home to the nerpa, the only freshwater seal ...", "N/A"),
        )),
        (extract(ilec, "Morphometric data of Lake Baikal"),
         "# World Lake Database · ASI-09 · Lake Baikal\n\nInternational Lake Environment Committee Foundation (ILEC)\n\n## A. Location\n\n| Item | Value |\n| --- | --- |\n| Country | Russia |\n| Latitude | 51°29'–55°47'N |\n| Longitude | 103°43'–109°58'E |\n| Altitude | 456 m |\n\n"
         "## B. Description\n\nThe oldest and deepest lake on Earth, lying in a rift valley in south-east Siberia. About 336 permanent rivers flow into the lake; the Angara River is its only outlet.\n\n"
         "## C. Physical dimensions\n\n| Item | Value |\n| --- | --- |\n| Surface area | 31,500 km² |\n| Volume | 23,000 km³ |\n| Maximum depth | 1,637 m |\n| Mean depth | 730 m |\n| Length of shoreline | 2,000 km |\n| Catchment area | 540,000 km² |\n| Residence time | 330 years |\n\n"
         "Data source: Survey of the Data Book of World Lake Environments (1980s), Limnological Institute, Irkutsk.\n\nLast revised: 1999-03-12"),
        m.add({"baikal_volume_km3": "23,000 (ILEC WLDB, 1980s data)", "baikal_max_depth_m": "1,637 (ILEC WLDB, 1980s data)",
               "baikal_area_km2": "31,500 (ILEC WLDB)"}),
        (extract(wiki, "Current depth, volume and area figures and their sources"),
         "# Lake Baikal\n\nFrom Wikipedia, the free encyclopedia\n\n| Lake Baikal | |\n| --- | --- |\n| Location | Siberia, Russia |\n| Type | Continental rift lake |\n| Primary inflows | Selenga, Barguzin, Upper Angara |\n| Primary outflows | Angara |\n"
         "| Catchment area | 560,000 km² |\n| Max. length | 636 km |\n| Max. width | 79 km |\n| Surface area | 31,722 km² |\n| Average depth | 744.4 m |\n| Max. depth | 1,642 m |\n| Water volume | 23,615.39 km³ |\n"
         "| Residence time | 330 years |\n| Shore length | 2,100 km |\n| Surface elevation | 455.5 m |\n| Frozen | January–May |\n\n"
         "**Lake Baikal** is a rift lake in Siberia, Russia. It is the largest freshwater lake by volume in the world, containing 22–23% of the world's fresh surface water, and the deepest, with a maximum depth of 1,642 m.\n\n"
         "## Bathymetry\n\nThe figures above come from the 2002 bathymetric map produced by the INTAS project (Limnological Institute, Irkutsk, with Belgian, Spanish and Russian partners). Older works, including the ILEC database and encyclopaedias, give a maximum depth of 1,620–1,637 m and a volume of about 23,000 km³ from earlier soundings."),
        m.update({"baikal_volume_km3": "23,615.39 (2002 INTAS bathymetry, via Wikipedia)", "baikal_max_depth_m": "1,642 (2002 INTAS bathymetry, via Wikipedia)"}),
        swap(m.retrieve_all(), "23,615.39 (2002 INTAS bathymetry, via Wikipedia)", "23,000 (ILEC WLDB, 1980s data)"),
        m.add({"baikal_outflow": "Angara River (only outlet); ~336 permanent inflowing rivers"}),
    ]
    rs.add("search", "h60-search-15", SYSTEM, turns, state=EMPTY_STATE, bad=True, turn=6,
           kind="retrieve_all shows baikal_volume_km3 back at the old ILEC value 23,000 though turn 5 updated it to 23,615.39 (the depth update did stick).")

# ---------------------------------------------------------------- 16 en.wikipedia.org island lists (clean)
def t16(rs: RowSet) -> None:
    m = Mem()
    area = "https://en.wikipedia.org/wiki/List_of_islands_by_area"
    pop = "https://en.wikipedia.org/wiki/List_of_islands_by_population"
    top5 = ["Greenland 2,130,800 km²", "New Guinea 785,753 km²", "Borneo 748,168 km²", "Madagascar 587,295 km²", "Baffin Island 507,451 km²"]
    turns = [
        (search("largest islands in the world by area list"), res(
            (area, "List of islands by area - Wikipedia", "This list includes all islands in the world larger than 2,500 km². Greenland 2,130,800 km²; New Guinea 785,753 km²; Borneo 748,168 km² ...", "N/A"),
            ("https://www.worldatlas.com/geography/the-largest-islands-in-the-world.html", "The Largest Islands In The World - WorldAtlas", "Excluding Australia, which is considered a continent, Greenland is the largest island ...", "N/A"),
            ("https://www.britannica.com/topic/largest-islands-in-the-world-2226008", "Largest Islands in the World | Britannica", "Greenland, New Guinea, Borneo, Madagascar, Baffin Island ...", "N/A"),
            ("https://islands.unep.ch/Tiarea.htm", "Islands by land area - UNEP Island Directory", "Island Directory tables of the largest islands ...", "N/A"),
            ("https://www.nationalgeographic.org/article/largest-islands/", "The world's largest islands | National Geographic Society", "Why is Australia a continent and Greenland an island? ...", "N/A"),
            ("https://en.wikipedia.org/wiki/Greenland", "Greenland - Wikipedia", "Greenland is the world's largest island ...", "N/A"),
            ("https://www.statista.com/statistics/1116466/largest-islands-worldwide/", "Largest islands worldwide by area | Statista", "Area in square kilometers of the largest islands ...", "Jan 5, 2024"),
            ("https://www.reddit.com/r/MapPorn/comments/r2ahx1/the_50_largest_islands/", "The 50 largest islands in the world : r/MapPorn", "Borneo is shared by three countries ...", "Nov 25, 2021"),
            ("https://www.geographyrealm.com/largest-islands-world/", "The Largest Islands in the World - Geography Realm", "Top ten islands by area with maps ...", "N/A"),
            ("https://www.mapsofworld.com/world-top-ten/world-top-ten-largest-islands-map.html", "World's Top Ten Largest Islands", "Greenland to Ellesmere Island ...", "N/A"),
        )),
        (extract(area, "Top 12 islands by area with km² and sq mi"),
         "# List of islands by area\n\nFrom Wikipedia, the free encyclopedia\n\nThis list includes all islands in the world larger than 2,500 km² (970 sq mi). Australia is treated as a continental landmass and not listed.\n\n"
         "| Rank | Island | Area (km²) | Area (sq mi) | Country/countries |\n| --- | --- | --- | --- | --- |\n"
         "| 1 | Greenland | 2,130,800 | 822,700 | Denmark (Greenland) |\n| 2 | New Guinea | 785,753 | 303,381 | Indonesia, Papua New Guinea |\n| 3 | Borneo | 748,168 | 288,869 | Brunei, Indonesia, Malaysia |\n"
         "| 4 | Madagascar | 587,295 | 226,756 | Madagascar |\n| 5 | Baffin Island | 507,451 | 195,928 | Canada |\n| 6 | Sumatra | 443,066 | 171,069 | Indonesia |\n"
         "| 7 | Honshu | 227,960 | 88,017 | Japan |\n| 8 | Victoria Island | 217,291 | 83,897 | Canada |\n| 9 | Great Britain | 209,331 | 80,823 | United Kingdom |\n"
         "| 10 | Ellesmere Island | 196,236 | 75,767 | Canada |\n| 11 | Sulawesi | 180,681 | 69,761 | Indonesia |\n| 12 | South Island | 145,836 | 56,308 | New Zealand |\n\n"
         "Showing 12 of 157 rows. Areas are for the main island only and exclude offshore islands."),
        m.add({"islands_top5_area": list(top5)}),
        (search("most populous islands in the world"), res(
            (pop, "List of islands by population - Wikipedia", "Java is the world's most populous island with about 151.6 million inhabitants (2020), followed by Honshu and Great Britain ...", "N/A"),
            ("https://www.worldatlas.com/geography/the-most-populated-islands-in-the-world.html", "The Most Populated Islands In The World - WorldAtlas", "Java, Honshu, Great Britain, Luzon, Sumatra ...", "N/A"),
            ("https://en.wikipedia.org/wiki/Java", "Java - Wikipedia", "With a population of 151.6 million (2020), Java is the world's most populous island ...", "N/A"),
            ("https://www.statista.com/statistics/1251220/most-populated-islands/", "Most populated islands worldwide | Statista", "Population of the world's most populous islands ...", "Mar 2, 2023"),
            ("https://www.bbc.com/travel/article/20170307-java-the-most-crowded-island", "Java: The world's most crowded island", "More than half of Indonesia's population lives on Java ...", "Mar 7, 2017"),
            ("https://www.reddit.com/r/MapPorn/comments/ukt9m5/islands_by_population/", "Islands by population : r/MapPorn", "Great Britain is third, ahead of Sumatra ...", "May 8, 2022"),
            ("https://www.britannica.com/place/Java-island-Indonesia", "Java | Indonesia, Population, Map, & Facts | Britannica", "Java is the fourth largest island of Indonesia ...", "N/A"),
            ("https://www.geographyrealm.com/most-populated-islands/", "The Most Populated Islands - Geography Realm", "Top islands by population and density ...", "N/A"),
            ("https://www.quora.com/Which-island-has-the-highest-population", "Which island has the highest population? - Quora", "Java, by a huge margin ...", "N/A"),
            ("https://www.citypopulation.de/en/indonesia/java/", "Java (Indonesia): Provinces - Population Statistics", "2020 census results for Java's six provinces ...", "N/A"),
        )),
        (extract(pop, "Top 8 islands by population with their areas"),
         "# List of islands by population\n\nFrom Wikipedia, the free encyclopedia\n\nThis is a list of islands sorted by population. Figures are for the main island only, from the latest census or official estimate.\n\n"
         "| Rank | Island | Population | Area (km²) | Density (/km²) | Country | Year |\n| --- | --- | --- | --- | --- | --- | --- |\n"
         "| 1 | Java | 151,591,262 | 128,297 | 1,182 | Indonesia | 2020 |\n| 2 | Honshu | 104,000,000 | 227,960 | 456 | Japan | 2017 |\n| 3 | Great Britain | 65,000,000 | 209,331 | 311 | United Kingdom | 2021 |\n"
         "| 4 | Sumatra | 58,557,211 | 443,066 | 132 | Indonesia | 2020 |\n| 5 | Luzon | 53,336,134 | 109,965 | 485 | Philippines | 2020 |\n| 6 | Madagascar | 28,915,653 | 587,295 | 49 | Madagascar | 2021 |\n"
         "| 7 | Mindanao | 26,252,442 | 97,530 | 269 | Philippines | 2020 |\n| 8 | Taiwan | 23,400,000 | 35,808 | 653 | Taiwan | 2023 |\n\nShowing 8 of 200 rows · Sort: Population (descending)"),
        m.add({"islands_top3_population": ["Java 151.6M (2020)", "Honshu 104M (2017)", "Great Britain 65M (2021)"]}),
        (extract("https://en.wikipedia.org/wiki/Greenland", "Area of Greenland the territory vs the island, population, capital"),
         "# Greenland\n\nFrom Wikipedia, the free encyclopedia\n\n| Greenland (Kalaallit Nunaat) | |\n| --- | --- |\n| Sovereign state | Kingdom of Denmark |\n| Capital and largest city | Nuuk |\n| Official language | Greenlandic |\n"
         "| Area - Total | 2,166,086 km² (836,330 sq mi) |\n| Area - Ice-covered | 1,755,637 km² (81%) |\n| Population (2024 est.) | 56,699 |\n| Density | 0.026/km² |\n\n"
         "**Greenland** is an autonomous territory within the Kingdom of Denmark. It is the world's largest island: the main island measures 2,130,800 km², while the territory's total of 2,166,086 km² also counts its offshore islands.\n\n"
         "## Geography\n\nAbout four-fifths of Greenland is covered by the Greenland ice sheet. The territory's population, about 56,700, lives mostly along the ice-free south-west coast; roughly a third live in Nuuk."),
        m.update({"islands_top5_area": [top5[0] + " (main island; territory incl. offshore islands 2,166,086 km²)"] + top5[1:]}),
        m.retrieve_all(),
    ]
    rs.add("search", "h60-search-16", SYSTEM, turns, state=EMPTY_STATE)

# ---------------------------------------------------------------- 17 aci.aero busiest airports (bad: created key missing)
ACI = [("1", "Atlanta GA, US (ATL)", 104653451, 93699630, "1"), ("2", "Dubai, AE (DXB)", 86994365, 66069981, "5"),
       ("3", "Dallas/Fort Worth TX, US (DFW)", 81755538, 73362946, "2"), ("4", "London, GB (LHR)", 79183364, 61611838, "8"),
       ("5", "Tokyo, JP (HND)", 78719302, 50595542, "16"), ("6", "Denver CO, US (DEN)", 77837917, 69286461, "3"),
       ("7", "Istanbul, TR (IST)", 76027321, 64289107, "7"), ("8", "Los Angeles CA, US (LAX)", 75050875, 65924298, "6"),
       ("9", "Chicago IL, US (ORD)", 73894226, 68340619, "4"), ("10", "Delhi, IN (DEL)", 72214841, 59490074, "9")]


def aci_table() -> str:
    out = ["| Rank 2023 | Airport | Passengers 2023 | Passengers 2022 | % change | Rank 2022 |", "| --- | --- | --- | --- | --- | --- |"]
    for r, name, a, b, r22 in ACI:
        out.append(f"| {r} | {name} | {a:,} | {b:,} | {(a / b - 1) * 100:+.1f}% | {r22} |")
    return "\n".join(out)


def t17(rs: RowSet) -> None:
    m = Mem()
    pr = "https://aci.aero/2024/04/14/aci-world-confirms-top-20-busiest-airports-in-the-world/"
    et = "https://economictimes.indiatimes.com/industry/transportation/airlines-/-aviation/delhi-airport-among-top-10-busiest-airports-in-the-world-aci/articleshow/109312207.cms"
    top10 = sum(a for _, _, a, _, _ in ACI)
    turns = [
        (search("ACI World busiest airports 2023 passengers ranking"), res(
            (pr, "ACI World confirms top 20 busiest airports in the world", "Atlanta (ATL) remains the busiest airport with 104.7 million passengers in 2023, followed by Dubai (DXB) and Dallas/Fort Worth (DFW) ...", "Apr 14, 2024"),
            ("https://en.wikipedia.org/wiki/List_of_busiest_airports_by_passenger_traffic", "List of busiest airports by passenger traffic - Wikipedia", "2023 statistics: Hartsfield–Jackson Atlanta International Airport 104,653,451 ...", "N/A"),
            ("https://www.cnn.com/travel/busiest-airports-world-2023-aci/index.html", "These are the world's busiest airports for 2023", "Dubai climbs to second as international travel rebounds; Haneda jumps into the top five ...", "Apr 15, 2024"),
            ("https://www.reuters.com/business/aerospace-defense/atlanta-dubai-busiest-airports-2023-2024-04-14/", "Atlanta, Dubai top list of world's busiest airports", "Global passenger traffic reached almost 8.7 billion in 2023, 94% of the 2019 level ...", "Apr 14, 2024"),
            ("https://www.airport-technology.com/features/busiest-airports-2023/", "The world's busiest airports in 2023", "Ranking by total passengers, cargo volumes and aircraft movements ...", "Apr 16, 2024"),
            ("https://aci.aero/data/world-airport-traffic-dataset/", "World Airport Traffic Dataset | ACI World", "The most comprehensive dataset of airport traffic, covering more than 2,600 airports ...", "N/A"),
            ("https://simpleflying.com/busiest-airports-world-2023/", "The World's 10 Busiest Airports In 2023", "Atlanta retains the crown while London Heathrow moves up to fourth ...", "Apr 15, 2024"),
            ("https://www.statista.com/statistics/303676/busiest-airports-worldwide-passenger-traffic/", "Busiest airports worldwide 2023 | Statista", "Passenger traffic at the leading airports worldwide ...", "Apr 20, 2024"),
            ("https://www.reddit.com/r/aviation/comments/1c3yx7h/aci_busiest_airports_2023/", "ACI busiest airports 2023 : r/aviation", "Haneda from 16th to 5th is a huge jump ...", "Apr 14, 2024"),
            ("https://www.thenationalnews.com/business/aviation/2024/04/14/dubai-airport-second-busiest/", "Dubai International is world's second-busiest airport", "DXB handled 87 million passengers in 2023 ...", "Apr 14, 2024"),
        )),
        (extract(pr, "Top 10 airports by passenger traffic 2023 with 2022 comparison"),
         "# ACI World confirms top 20 busiest airports in the world\n\n*Montréal, Canada, 14 April 2024*\n\n"
         "Airports Council International (ACI) World today released its preliminary rankings of the world's busiest airports. Global passenger traffic reached almost 8.7 billion in 2023, a 94.2% recovery of 2019 levels.\n\n"
         "## Top 10 airports for passenger traffic\n\n" + aci_table()
         + f"\n\nThe top 10 airports handled {top10:,} passengers, about 9.3% of global traffic. Total passenger traffic includes passengers enplaned and deplaned; passengers in transit are counted once.\n\n"
           "> \"The 2023 rankings show a strong recovery, with international traffic driving growth at hubs such as Dubai, London and Tokyo Haneda,\" said ACI World Director General Luis Felipe de Oliveira.\n\nNote: preliminary figures; the final dataset is published in the World Airport Traffic Report."),
        m.add({"atl_2023": "104,653,451 (rank 1)", "dxb_2023": "86,994,365 (rank 2; 5th in 2022)", "dfw_2023": "81,755,538 (rank 3)"}),
        m.add({"lhr_2023": "79,183,364 (rank 4)", "hnd_2023": "78,719,302 (rank 5; 16th in 2022)"}),
        (search("Delhi airport 72 million passengers 2023 ACI ranking"), res(
            (et, "Delhi airport among top 10 busiest airports in the world: ACI", "IGI Airport handled 72.2 million passengers in 2023 and ranked tenth, down from ninth in 2022 ...", "Apr 15, 2024"),
            ("https://www.newdelhiairport.in/media/press-release/igia-ranked-10th-busiest", "IGIA ranked 10th busiest airport in the world | Delhi Airport", "Delhi International Airport Limited (DIAL) announced that IGIA has been ranked 10th ...", "Apr 15, 2024"),
            ("https://www.thehindu.com/news/cities/Delhi/delhi-airport-10th-busiest/article68067052.ece", "Delhi airport 10th busiest in the world", "Up 21.4% on 2022 ...", "Apr 15, 2024"),
            (pr, "ACI World confirms top 20 busiest airports in the world", "... Delhi (DEL) 72,214,841 passengers, 10th ...", "Apr 14, 2024"),
            ("https://www.hindustantimes.com/india-news/delhi-airport-busiest-airports-list-101713164563222.html", "Delhi's IGI airport only Indian airport in global top 10", "Mumbai ranks outside the top 20 ...", "Apr 15, 2024"),
            ("https://en.wikipedia.org/wiki/Indira_Gandhi_International_Airport", "Indira Gandhi International Airport - Wikipedia", "Busiest airport in India by passenger traffic ...", "N/A"),
            ("https://www.livemint.com/news/india/delhi-airport-top-10-aci-2023-11713163432123.html", "Delhi airport in ACI top 10 for 2023", "The airport has four runways after the new one opened in July 2023 ...", "Apr 15, 2024"),
            ("https://www.reddit.com/r/india/comments/1c4f6ua/delhi_airport_10th_busiest/", "Delhi airport 10th busiest in the world : r/india", "Terminal 1 expansion should help ...", "Apr 15, 2024"),
            ("https://www.business-standard.com/industry/aviation/delhi-airport-10th-busiest-124041500512_1.html", "Delhi airport ranked 10th busiest globally", "72.2 million passengers in calendar 2023 ...", "Apr 15, 2024"),
            ("https://www.airport-technology.com/news/delhi-airport-aci-ranking/", "Delhi airport climbs global rankings", "Report ...", "Apr 16, 2024"),
        )),
        (extract(et, "Delhi airport passenger figure and rank"),
         "# Delhi airport among top 10 busiest airports in the world: ACI\n\n*ET Infra · Last Updated: Apr 15, 2024, 12:41:00 PM IST*\n\n"
         "Delhi's Indira Gandhi International Airport (IGIA) has been ranked the 10th busiest airport in the world for 2023 by Airports Council International (ACI) World, retaining its place in the global top 10.\n\n"
         "The airport handled **72,214,841 passengers** in 2023, up 21.4% from 59,490,074 in 2022, when it ranked ninth. It is the only Indian airport in the top 20.\n\n"
         "| Metric | 2022 | 2023 |\n| --- | --- | --- |\n| Passengers | 59,490,074 | 72,214,841 |\n| Global rank | 9 | 10 |\n\n"
         "> \"This recognition reflects our continuous efforts to enhance infrastructure,\" said Videh Kumar Jaipuriar, CEO of Delhi International Airport Ltd (DIAL).\n\nThe airport's fourth runway and eastern cross taxiway were inaugurated in July 2023."),
        m.add({"del_2023": "72,214,841 (rank 10; 9th in 2022)"}),
        (extract("https://en.wikipedia.org/wiki/List_of_busiest_airports_by_passenger_traffic", "2023 top 10 table"),
         "# List of busiest airports by passenger traffic\n\nFrom Wikipedia, the free encyclopedia\n\n## 2023 statistics\n\nAirports Council International's preliminary full-year figures are as follows.\n\n"
         "| Rank | Airport | Location | Country | Code (IATA/ICAO) | Total passengers | Rank change | % change |\n| --- | --- | --- | --- | --- | --- | --- | --- |\n"
         "| 1 | Hartsfield–Jackson Atlanta International Airport | Atlanta, Georgia | United States | ATL/KATL | 104,653,451 | | +11.7% |\n"
         "| 2 | Dubai International Airport | Garhoud, Dubai | United Arab Emirates | DXB/OMDB | 86,994,365 | ▲3 | +31.7% |\n"
         "| 3 | Dallas Fort Worth International Airport | Dallas–Fort Worth, Texas | United States | DFW/KDFW | 81,755,538 | ▼1 | +11.4% |\n"
         "| 4 | Heathrow Airport | Hillingdon, London | United Kingdom | LHR/EGLL | 79,183,364 | ▲4 | +28.5% |\n"
         "| 5 | Haneda Airport | Ōta, Tokyo | Japan | HND/RJTT | 78,719,302 | ▲11 | +55.6% |\n"
         "| 6 | Denver International Airport | Denver, Colorado | United States | DEN/KDEN | 77,837,917 | ▼3 | +12.3% |\n"
         "| 7 | Istanbul Airport | Arnavutköy, Istanbul | Turkey | IST/LTFM | 76,027,321 | | +18.3% |\n"
         "| 8 | Los Angeles International Airport | Los Angeles, California | United States | LAX/KLAX | 75,050,875 | ▼2 | +13.8% |\n"
         "| 9 | O'Hare International Airport | Chicago, Illinois | United States | ORD/KORD | 73,894,226 | ▼5 | +8.1% |\n"
         "| 10 | Indira Gandhi International Airport | Delhi | India | DEL/VIDP | 72,214,841 | ▼1 | +21.4% |"),
    ]
    turns.append(swap(m.retrieve_all(), ',\n  "del_2023": "72,214,841 (rank 10; 9th in 2022)"', ""))
    turns += [
        (search("Istanbul Airport 2023 passengers 76 million"), res(
            ("https://www.igairport.aero/en/press-releases/istanbul-airport-2023-passenger-record", "Istanbul Airport closes 2023 with 76 million passengers | iGA", "Istanbul Airport served 76,027,321 passengers in 2023, the busiest airport in Europe by some counts ...", "Jan 9, 2024"),
            (pr, "ACI World confirms top 20 busiest airports in the world", "... Istanbul (IST) 76,027,321, 7th ...", "Apr 14, 2024"),
            ("https://en.wikipedia.org/wiki/Istanbul_Airport", "Istanbul Airport - Wikipedia", "Istanbul Airport handled 76 million passengers in 2023 ...", "N/A"),
            ("https://www.dailysabah.com/business/transportation/istanbul-airport-2023-passengers", "Istanbul Airport hosts record 76 million passengers in 2023", "International passengers accounted for the bulk of traffic ...", "Jan 10, 2024"),
            ("https://www.aa.com.tr/en/economy/istanbul-airport-76-million/3105221", "Istanbul Airport serves 76M passengers in 2023", "Turkish Airlines hub posts double-digit growth ...", "Jan 9, 2024"),
            ("https://www.dhmi.gov.tr/Sayfalar/Istatistikler.aspx", "DHMİ Airport Statistics", "Monthly passenger statistics for Turkish airports ...", "N/A"),
            ("https://simpleflying.com/istanbul-airport-2023-traffic/", "Istanbul Airport's 2023 traffic in numbers", "Europe's busiest airport by flights ...", "Jan 11, 2024"),
            ("https://www.reddit.com/r/aviation/comments/192x6fy/ist_76m/", "IST passes 76M in 2023 : r/aviation", "Heathrow still ahead on passengers ...", "Jan 9, 2024"),
            ("https://www.eurocontrol.int/publication/european-aviation-overview-2023", "European Aviation Overview 2023 | EUROCONTROL", "Istanbul busiest airport in the network by daily flights ...", "Jan 18, 2024"),
            ("https://www.airport-technology.com/news/istanbul-airport-passengers-2023/", "Istanbul Airport passenger numbers 2023", "News ...", "Jan 10, 2024"),
        )),
        (extract("https://www.igairport.aero/en/press-releases/istanbul-airport-2023-passenger-record", "2023 passenger total and breakdown"),
         "# Istanbul Airport closes 2023 with 76 million passengers\n\n*Press release · 9 January 2024*\n\n"
         "Istanbul Airport, operated by İGA, served a total of **76,027,321 passengers** in 2023, an increase of 18.3% on 2022 (64,289,107).\n\n"
         "| | 2022 | 2023 |\n| --- | --- | --- |\n| Total passengers | 64,289,107 | 76,027,321 |\n| Aircraft movements | 426,000 | 484,000 |\n\n"
         "The airport now offers direct flights to more than 300 destinations, the most of any airport in the world."),
        m.add({"ist_2023": "76,027,321 (rank 7; +18.3%)"}),
    ]
    rs.add("search", "h60-search-17", SYSTEM, turns, state=EMPTY_STATE, bad=True, turn=9,
           kind="retrieve_all omits del_2023, which turn 7 added and no later turn removed.")

# ---------------------------------------------------------------- 18 nps.gov visitation (clean)
def t18(rs: RowSet) -> None:
    m = Mem()
    pr = "https://www.nps.gov/yell/learn/news/25001.htm"
    irma = "https://irma.nps.gov/Stats/SSRSReports/Park%20Specific%20Reports/Annual%20Park%20Recreation%20Visitation%20(1904%20-%20Last%20Calendar%20Year)?Park=YELL"
    top = "https://www.nps.gov/subjects/socialscience/annual-visitation-highlights.htm"
    turns = [
        (search("Yellowstone visitation 2024 recreation visits NPS"), res(
            (pr, "Yellowstone National Park hosts 4.74 million visits in 2024 - Yellowstone National Park (U.S. National Park Service)", "Yellowstone National Park hosted 4,744,353 recreation visits in 2024, a 5% increase from 2023 ...", "Jan 16, 2025"),
            (irma, "Annual Park Recreation Visitation - NPS Stats", "Yellowstone NP: recreation visits by year, 1904 to last calendar year ...", "N/A"),
            ("https://www.cowboystatedaily.com/2025/01/16/yellowstone-2024-visitation/", "Yellowstone Had Second-Busiest Year On Record In 2024", "Only 2021, with 4.86 million visits, was busier ...", "Jan 16, 2025"),
            ("https://www.nps.gov/subjects/socialscience/annual-visitation-highlights.htm", "Annual Visitation Highlights - Social Science (U.S. National Park Service)", "National parks saw a record 331.9 million recreation visits in 2024 ...", "Feb 20, 2025"),
            ("https://www.bozemandailychronicle.com/news/yellowstone_national_park/yellowstone-visitation-2024/", "Yellowstone visitation up 5% in 2024", "July was again the busiest month ...", "Jan 17, 2025"),
            ("https://en.wikipedia.org/wiki/Yellowstone_National_Park", "Yellowstone National Park - Wikipedia", "Visitors 4,501,382 (in 2023) ...", "N/A"),
            ("https://www.yellowstonepark.com/things-to-do/yellowstone-visitation-statistics/", "Yellowstone Visitation Statistics | YellowstonePark.com", "How many people visit Yellowstone each year? ...", "Mar 3, 2025"),
            ("https://www.reddit.com/r/yellowstone/comments/1i2q4yq/2024_visitation/", "2024 visitation numbers are out : r/yellowstone", "Still below 2021 but way up from the flood year ...", "Jan 16, 2025"),
            ("https://www.statista.com/statistics/253874/number-of-visitors-to-yellowstone-national-park-in-the-us/", "Yellowstone National Park visitors 2008-2024 | Statista", "Number of recreational visitors ...", "Feb 1, 2025"),
            ("https://www.nationalparkstraveler.org/2025/01/yellowstone-2024-visitation", "Yellowstone visitation climbs in 2024 | National Parks Traveler", "The park logged 4.74 million recreation visits ...", "Jan 17, 2025"),
        )),
        (extract(pr, "2024 total, comparison with 2023 and record year"),
         "# Yellowstone National Park hosts 4.74 million visits in 2024\n\n*News Release · Release date: January 16, 2025 · Contact: Public Affairs Office*\n\n"
         "YELLOWSTONE NATIONAL PARK, WY – Yellowstone National Park hosted **4,744,353 recreation visits** in 2024, a 5% increase from 2023 (4,501,382) and the second-highest year on record after 2021 (4,860,242).\n\n"
         "Visitation dropped in 2022 to 3,290,242 after historic flooding in June of that year closed the park's northern entrances.\n\n"
         "| Year | Recreation visits |\n| --- | --- |\n| 2021 | 4,860,242 |\n| 2022 | 3,290,242 |\n| 2023 | 4,501,382 |\n| 2024 | 4,744,353 |\n\n"
         "Recreation visits are counted at entrance stations using traffic counters and a persons-per-vehicle multiplier; they exclude non-recreation traffic such as through-commuters and employees."),
        m.add({"yell_2024_rec_visits": "4,744,353 (+5% vs 2023)", "yell_record": "2021: 4,860,242"}),
        (extract(irma, "Yellowstone recreation visits 2015-2024"),
         "# Annual Park Recreation Visitation (1904 - Last Calendar Year)\n\nYellowstone NP · Report date: Feb 18, 2025\n\n"
         "| Year | Recreation Visits | Total Recreation Visits (running) |\n| --- | --- | --- |\n"
         "| 2015 | 4,097,710 | 4,097,710 |\n| 2016 | 4,257,177 | 8,354,887 |\n| 2017 | 4,116,524 | 12,471,411 |\n| 2018 | 4,115,000 | 16,586,411 |\n| 2019 | 4,020,288 | 20,606,699 |\n"
         "| 2020 | 3,806,306 | 24,413,005 |\n| 2021 | 4,860,242 | 29,273,247 |\n| 2022 | 3,290,242 | 32,563,489 |\n| 2023 | 4,501,382 | 37,064,871 |\n| 2024 | 4,744,353 | 41,809,224 |\n\n"
         "Showing 2015–2024 of 1904–2024. The running total covers only the rows shown."),
        m.add({"yell_2023_rec_visits": "4,501,382"}),
        (search("most visited national parks 2024 Great Smoky Mountains 12.2 million"), res(
            (top, "Annual Visitation Highlights - Social Science (U.S. National Park Service)", "Great Smoky Mountains National Park was again the most visited national park with 12,191,834 recreation visits in 2024 ...", "Feb 20, 2025"),
            ("https://www.knoxnews.com/story/news/local/2025/02/20/great-smoky-mountains-visitation-2024/", "Smokies visitation dips to 12.2 million after Helene", "Down from 13.3 million in 2023 after Hurricane Helene closures ...", "Feb 20, 2025"),
            ("https://www.nps.gov/grsm/learn/news/visitation-2024.htm", "Great Smoky Mountains 2024 visitation", "The park recorded 12,191,834 recreation visits in 2024 ...", "Feb 20, 2025"),
            ("https://www.usatoday.com/story/travel/nation-parks/2025/02/20/most-visited-national-parks-2024/", "Most visited national parks in 2024", "Zion, Grand Canyon and Yellowstone round out the top four ...", "Feb 20, 2025"),
            ("https://en.wikipedia.org/wiki/List_of_national_parks_of_the_United_States", "List of national parks of the United States - Wikipedia", "Recreation visits (2024) for each of the 63 national parks ...", "N/A"),
            ("https://www.nationalparkstraveler.org/2025/02/record-331-million-visits-2024", "National Park System records 331.9 million visits in 2024", "A record year for the National Park System ...", "Feb 20, 2025"),
            ("https://www.statista.com/statistics/253876/most-visited-national-parks-in-the-us/", "Most visited U.S. national parks 2024 | Statista", "Great Smoky Mountains led with around 12.2 million ...", "Feb 25, 2025"),
            ("https://www.reddit.com/r/nationalparks/comments/1iu8fq3/2024_visitation/", "2024 visitation by park : r/nationalparks", "Smokies is free, which explains a lot ...", "Feb 21, 2025"),
            ("https://www.travelandleisure.com/most-visited-national-parks-2024", "The Most Visited National Parks of 2024", "Ranked by recreation visits ...", "Feb 21, 2025"),
            ("https://www.nps.gov/aboutus/visitation-numbers.htm", "Visitation Numbers (U.S. National Park Service)", "Visitation statistics and the NPS Stats website ...", "N/A"),
        )),
        (extract(top, "Top 10 national parks by 2024 recreation visits"),
         "# Annual Visitation Highlights\n\nThe National Park System recorded **331.9 million recreation visits** in 2024, a new record, surpassing the previous record of 331.0 million in 2016.\n\n"
         "## Most visited national parks, 2024\n\n| Rank | Park | Recreation visits 2024 | Recreation visits 2023 |\n| --- | --- | --- | --- |\n"
         "| 1 | Great Smoky Mountains NP | 12,191,834 | 13,297,647 |\n| 2 | Zion NP | 4,946,592 | 4,623,238 |\n| 3 | Grand Canyon NP | 4,919,163 | 4,733,705 |\n| 4 | Yellowstone NP | 4,744,353 | 4,501,382 |\n"
         "| 5 | Rocky Mountain NP | 4,154,349 | 4,115,236 |\n| 6 | Yosemite NP | 4,121,111 | 3,897,070 |\n| 7 | Acadia NP | 3,961,661 | 3,879,890 |\n| 8 | Grand Teton NP | 3,611,863 | 3,417,106 |\n\n"
         "Great Smoky Mountains visitation fell in 2024 after Hurricane Helene closed roads and facilities in late September."),
        m.retrieve_all(),
    ]
    rs.add("search", "h60-search-18", SYSTEM, turns, state=EMPTY_STATE)

# ---------------------------------------------------------------- 19 skyscrapercenter.com (clean)
TALL = [(1, "Burj Khalifa", "Dubai", "828 m", 163, 2010, "office / residential / hotel"), (2, "Merdeka 118", "Kuala Lumpur", "678.9 m", 118, 2023, "hotel / office"),
        (3, "Shanghai Tower", "Shanghai", "632 m", 128, 2015, "hotel / office"), (4, "Makkah Royal Clock Tower", "Mecca", "601 m", 120, 2012, "hotel / other"),
        (5, "Ping An Finance Center", "Shenzhen", "599.1 m", 115, 2017, "office"), (6, "Lotte World Tower", "Seoul", "554.5 m", 123, 2017, "hotel / residential / office / retail"),
        (7, "One World Trade Center", "New York City", "541.3 m", 94, 2014, "office"), (8, "Guangzhou CTF Finance Centre", "Guangzhou", "530 m", 111, 2016, "hotel / residential / office"),
        (8, "Tianjin CTF Finance Centre", "Tianjin", "530 m", 97, 2019, "hotel / serviced apartments / office"), (10, "CITIC Tower", "Beijing", "527.7 m", 109, 2018, "office")]


def tall_table(by_year: bool) -> str:
    rows = sorted(TALL, key=lambda r: (r[5], r[0])) if by_year else TALL
    out = ["| # | Building Name | City | Height (m) | Floors | Completion | Function |", "| --- | --- | --- | --- | --- | --- | --- |"]
    out += [f"| {r} | {n} | {c} | {h} | {f} | {y} | {fn} |" for r, n, c, h, f, y, fn in rows]
    return "\n".join(out)


def t19(rs: RowSet) -> None:
    m = Mem()
    lst = "https://www.skyscrapercenter.com/buildings?list=tallest100-completed"
    burj = "https://www.skyscrapercenter.com/building/burj-khalifa/3"
    turns = [
        (search("tallest buildings in the world CTBUH skyscraper center list"), res(
            (lst, "100 Tallest Completed Buildings in the World - The Skyscraper Center", "Burj Khalifa, Dubai, 828 m; Merdeka 118, Kuala Lumpur, 678.9 m; Shanghai Tower, 632 m ...", "N/A"),
            ("https://en.wikipedia.org/wiki/List_of_tallest_buildings", "List of tallest buildings - Wikipedia", "Burj Khalifa has been the tallest building in the world since 2010; Merdeka 118 became the second-tallest in 2023 ...", "N/A"),
            (burj, "Burj Khalifa - The Skyscraper Center", "Height: architectural 828 m; to tip 829.8 m; occupied 585.7 m; 163 floors ...", "N/A"),
            ("https://www.ctbuh.org/resource/height", "CTBUH Height Criteria | CTBUH", "Height is measured from the lowest significant open-air pedestrian entrance to the architectural top of the building ...", "N/A"),
            ("https://www.cnn.com/style/article/merdeka-118-tallest-building-certified/index.html", "Merdeka 118 officially certified world's second-tallest building", "CTBUH confirmed the Kuala Lumpur tower at 678.9 meters ...", "Dec 1, 2023"),
            ("https://www.skyscrapercenter.com/building/merdeka-118/24431", "Merdeka 118 - The Skyscraper Center", "Completed 2023; 118 floors; 678.9 m ...", "N/A"),
            ("https://www.statista.com/statistics/220709/tallest-buildings-in-the-world/", "Tallest buildings in the world 2024 | Statista", "Height in meters of the tallest buildings worldwide ...", "Jan 8, 2024"),
            ("https://www.guinnessworldrecords.com/world-records/tallest-building-in-the-world", "Tallest building | Guinness World Records", "The tallest building is Burj Khalifa at 828 m (2,716 ft 6 in) ...", "N/A"),
            ("https://www.reddit.com/r/skyscrapers/comments/18a7v2l/top_10_tallest_2024/", "Top 10 tallest completed buildings as of 2024 : r/skyscrapers", "Jeddah Tower is still under construction so it's not on the list ...", "Dec 3, 2023"),
            ("https://www.archdaily.com/tag/tallest-buildings", "Tallest Buildings | ArchDaily", "News and projects about the world's tallest buildings ...", "N/A"),
        )),
        (extract(lst, "Top 10 tallest completed buildings"),
         "# 100 Tallest Completed Buildings in the World\n\nCTBUH · The Skyscraper Center · Ranked by height to architectural top · Status: completed\n\n" + tall_table(False)
         + "\n\nShowing 1–10 of 100. Buildings under construction (e.g. Jeddah Tower) are excluded. Equal heights share a rank."),
        m.add({"tallest_1": "Burj Khalifa, Dubai - 828 m, 163 floors (2010)", "tallest_2": "Merdeka 118, Kuala Lumpur - 678.9 m, 118 floors (2023)",
               "tallest_3": "Shanghai Tower - 632 m, 128 floors (2015)"}),
        (extract(burj, "Height measures, floors and key dates"),
         "# Burj Khalifa\n\nDubai · United Arab Emirates · Completed, 2010\n\n## Heights\n\n| Measure | Height |\n| --- | --- |\n| Architectural | 828 m / 2,717 ft |\n| To Tip | 829.8 m / 2,722 ft |\n| Occupied | 585.7 m / 1,922 ft |\n| Observatory | 555.7 m / 1,823 ft |\n\n"
         "## Facts\n\n| | |\n| --- | --- |\n| Official Name | Burj Khalifa |\n| Former Name | Burj Dubai |\n| Floors Above Ground | 163 |\n| Floors Below Ground | 2 |\n| # of Elevators | 57 |\n| Top Elevator Speed | 10 m/s |\n"
         "| Construction Start | 2004 |\n| Completion | 2010 |\n| Function | office / residential / hotel |\n| Structural Material | steel over concrete |\n| Architect | Skidmore, Owings & Merrill LLP |\n| Developer | Emaar Properties |\n\n"
         "## Rankings\n\n- #1 Tallest in the World\n- #1 Tallest in Asia\n- #1 Tallest in United Arab Emirates\n- #1 Tallest in Dubai\n\n"
         "Note: CTBUH ranks buildings by height to architectural top (828 m); the spire tip adds 1.8 m of antenna and equipment."),
        (extract(lst + "&sort=completion", "Same top 10 re-sorted by completion year"),
         "# 100 Tallest Completed Buildings in the World\n\nCTBUH · The Skyscraper Center · Filter: ranks 1–10 · Sorted by **completion year** (ascending); # = height rank\n\n" + tall_table(True)
         + "\n\nShowing 10 of 100."),
        m.update({"tallest_1": "Burj Khalifa, Dubai - 828 m architectural (829.8 m to tip, 585.7 m occupied), 163 floors (2010)"}),
        m.retrieve_all(),
    ]
    rs.add("search", "h60-search-19", SYSTEM, turns, state=EMPTY_STATE)

# ---------------------------------------------------------------- 20 oscars.org (bad: cinematography winner)
OSCARS_MAIN = [("Best Picture", "Oppenheimer - Emma Thomas, Charles Roven and Christopher Nolan, Producers"), ("Directing", "Christopher Nolan - Oppenheimer"),
               ("Actor in a Leading Role", "Cillian Murphy - Oppenheimer"), ("Actress in a Leading Role", "Emma Stone - Poor Things"),
               ("Actor in a Supporting Role", "Robert Downey Jr. - Oppenheimer"), ("Actress in a Supporting Role", "Da'Vine Joy Randolph - The Holdovers"),
               ("Writing (Original Screenplay)", "Anatomy of a Fall - Justine Triet and Arthur Harari"), ("Writing (Adapted Screenplay)", "American Fiction - Cord Jefferson"),
               ("Animated Feature Film", "The Boy and the Heron - Hayao Miyazaki and Toshio Suzuki"), ("International Feature Film", "The Zone of Interest (United Kingdom)"),
               ("Documentary Feature Film", "20 Days in Mariupol")]
OSCARS_CRAFT = [("Cinematography", "Hoyte van Hoytema - Oppenheimer"), ("Costume Design", "Holly Waddington - Poor Things"),
                ("Film Editing", "Jennifer Lame - Oppenheimer"), ("Makeup and Hairstyling", "Nadia Stacey, Mark Coulier and Josh Weston - Poor Things"),
                ("Music (Original Score)", "Ludwig Göransson - Oppenheimer"), ("Music (Original Song)", "\"What Was I Made For?\" from Barbie - Billie Eilish and Finneas O'Connell"),
                ("Production Design", "Poor Things - James Price and Shona Heath; Zsuzsa Mihalek"), ("Sound", "The Zone of Interest - Tarn Willers and Johnnie Burn"),
                ("Visual Effects", "Godzilla Minus One - Takashi Yamazaki, Kiyoko Shibuya, Masaki Takahashi and Tatsuji Nojima")]
OSCARS_SHORTS = [("Animated Short Film", "War Is Over! Inspired by the Music of John & Yoko"), ("Documentary Short Film", "The Last Repair Shop"),
                 ("Live Action Short Film", "The Wonderful Story of Henry Sugar")]


def t20(rs: RowSet) -> None:
    m = Mem()
    cer = "https://www.oscars.org/oscars/ceremonies/2024"

    def cats(rows: list[tuple[str, str]]) -> str:
        return "\n".join(f"| {c} | {w} |" for c, w in rows)
    turns = [
        (search("96th Academy Awards winners list"), res(
            (cer, "The 96th Academy Awards | 2024 - Oscars.org", "Winners and nominees of the 96th Academy Awards, held March 10, 2024. Best Picture: Oppenheimer ...", "N/A"),
            ("https://en.wikipedia.org/wiki/96th_Academy_Awards", "96th Academy Awards - Wikipedia", "Oppenheimer won seven awards from thirteen nominations, including Best Picture; Poor Things won four ...", "N/A"),
            ("https://www.nytimes.com/2024/03/10/movies/oscar-winners-list.html", "Oscars 2024: See the Full List of Winners", "Oppenheimer won best picture; Emma Stone took best actress for Poor Things ...", "Mar 10, 2024"),
            ("https://variety.com/lists/oscar-winners-2024-list/", "Oscar Winners 2024: The Complete List", "Cillian Murphy, Emma Stone, Robert Downey Jr. and Da'Vine Joy Randolph win acting prizes ...", "Mar 10, 2024"),
            ("https://www.bbc.co.uk/news/entertainment-arts-68526446", "Oscars 2024: Oppenheimer wins seven awards including best picture", "Christopher Nolan won his first Oscar for directing ...", "Mar 11, 2024"),
            ("https://abc.com/shows/oscars/news/winners/2024-oscar-winners-list", "2024 Oscar Winners List - ABC", "Jimmy Kimmel hosted the ceremony from the Dolby Theatre ...", "Mar 10, 2024"),
            ("https://www.hollywoodreporter.com/movies/movie-news/oscars-2024-winners-list-1235844601/", "Oscars 2024 Winners List", "The Zone of Interest won best international feature and sound ...", "Mar 10, 2024"),
            ("https://www.imdb.com/event/ev0000003/2024/1/", "Academy Awards, USA (2024) - IMDb", "Winners and nominees by category ...", "N/A"),
            ("https://www.reddit.com/r/movies/comments/1bbh2pl/96th_academy_awards_winners_thread/", "96th Academy Awards - Winners Thread : r/movies", "Godzilla Minus One winning VFX is the best moment of the night ...", "Mar 10, 2024"),
            ("https://www.theguardian.com/film/2024/mar/10/oscars-2024-winners-list", "Oscars 2024: the full list of winners", "Oppenheimer sweeps; Anatomy of a Fall wins original screenplay ...", "Mar 10, 2024"),
        )),
        (extract(cer, "Winners in every category"),
         "# The 96th Academy Awards | 2024\n\nDolby Theatre at Ovation Hollywood · Sunday, March 10, 2024 · Honoring movies released in 2023 · Host: Jimmy Kimmel\n\n"
         "## Winners\n\n| Category | Winner |\n| --- | --- |\n" + cats(OSCARS_MAIN + OSCARS_CRAFT + OSCARS_SHORTS)
         + "\n\n23 categories · [Show nominees]\n\nMemorable moments · Ceremony highlights · Photos"),
        m.add({"oscars96_best_picture": "Oppenheimer", "oscars96_oppenheimer": "7 wins from 13 nominations"}),
        (search("Hoyte van Hoytema Oscar cinematography Oppenheimer"), res(
            ("https://www.oscars.org/oscars/ceremonies/2024", "The 96th Academy Awards | 2024 - Oscars.org", "Cinematography: Hoyte van Hoytema, Oppenheimer ...", "N/A"),
            ("https://variety.com/2024/artisans/awards/hoyte-van-hoytema-oscar-cinematography-oppenheimer-1235938201/", "Hoyte van Hoytema Wins First Oscar for 'Oppenheimer'", "The Dutch-Swedish cinematographer shot the film on IMAX 65mm, including black-and-white IMAX film stock made for the production ...", "Mar 10, 2024"),
            ("https://en.wikipedia.org/wiki/Hoyte_van_Hoytema", "Hoyte van Hoytema - Wikipedia", "He won the Academy Award for Best Cinematography for Oppenheimer (2023) ...", "N/A"),
            ("https://theasc.com/articles/oppenheimer-hoyte-van-hoytema", "Oppenheimer: Fission and Fusion - American Cinematographer", "Van Hoytema discusses shooting the Trinity test sequence ...", "Jul 20, 2023"),
            ("https://www.indiewire.com/awards/results/oscars-2024-best-cinematography-1234962417/", "Oscars 2024: Best Cinematography goes to 'Oppenheimer'", "Van Hoytema beat Robbie Ryan (Poor Things), Rodrigo Prieto (Killers of the Flower Moon), Matthew Libatique (Maestro) and Edward Lachman (El Conde) ...", "Mar 10, 2024"),
            ("https://www.britishcinematographer.co.uk/hoyte-van-hoytema-oscar/", "Hoyte van Hoytema FSF NSC wins Academy Award", "A first win from his second nomination ...", "Mar 11, 2024"),
            ("https://www.kodak.com/en/motion/blog-post/oppenheimer-oscar", "Kodak congratulates Oppenheimer's Oscar-winning team", "Shot on film: 65mm and IMAX ...", "Mar 11, 2024"),
            ("https://www.reddit.com/r/cinematography/comments/1bbj0ow/hoyte_wins/", "Hoyte van Hoytema wins Best Cinematography : r/cinematography", "Robbie Ryan was robbed though ...", "Mar 10, 2024"),
            ("https://www.imdb.com/name/nm0887227/awards/", "Hoyte van Hoytema - Awards - IMDb", "Academy Awards 2024 winner: Best Achievement in Cinematography ...", "N/A"),
            ("https://www.youtube.com/watch?v=QoC3bm8cVRE", "Oppenheimer Wins Best Cinematography | 96th Oscars", "Acceptance speech ...", "Mar 11, 2024"),
        )),
        (extract("https://en.wikipedia.org/wiki/96th_Academy_Awards", "Films with multiple nominations and wins; ceremony facts"),
         "# 96th Academy Awards\n\nFrom Wikipedia, the free encyclopedia\n\n| 96th Academy Awards | |\n| --- | --- |\n| Date | March 10, 2024 |\n| Site | Dolby Theatre, Hollywood, Los Angeles, California |\n| Hosted by | Jimmy Kimmel |\n"
         "| Best Picture | Oppenheimer |\n| Most awards | Oppenheimer (7) |\n| Most nominations | Oppenheimer (13) |\n| Network | ABC |\n| Duration | 3 hours, 23 minutes |\n| Ratings | 19.5 million |\n\n"
         "## Films with multiple nominations and awards\n\n| Nominations | Film |\n| --- | --- |\n| 13 | Oppenheimer |\n| 11 | Poor Things |\n| 10 | Killers of the Flower Moon |\n| 8 | Barbie |\n| 7 | Maestro |\n| 5 | American Fiction, Anatomy of a Fall, The Holdovers, The Zone of Interest |\n\n"
         "| Awards | Film |\n| --- | --- |\n| 7 | Oppenheimer |\n| 4 | Poor Things |\n| 2 | The Zone of Interest |\n\n"
         "Oppenheimer's seven wins were Best Picture, Director, Actor, Supporting Actor, Cinematography, Film Editing and Original Score. Killers of the Flower Moon went home empty-handed from ten nominations."),
        swap((extract(cer, "Winners of the craft categories only"),
              "# The 96th Academy Awards | 2024\n\nFilter: **Craft categories** (9 of 23)\n\n| Category | Winner |\n| --- | --- |\n" + cats(OSCARS_CRAFT)
              + "\n\n[Show all categories]"),
             "| Cinematography | Hoyte van Hoytema - Oppenheimer |", "| Cinematography | Robbie Ryan - Poor Things |"),
        m.add({"oscars96_poor_things": "4 wins from 11 nominations (Actress, Production Design, Costume, Makeup & Hairstyling)"}),
        (search("Da'Vine Joy Randolph Holdovers Oscar win speech"), res(
            ("https://variety.com/2024/film/news/davine-joy-randolph-oscar-speech-holdovers-1235938178/", "Da'Vine Joy Randolph Wins Supporting Actress Oscar for 'The Holdovers'", "An emotional Randolph thanked her publicist and her mother in the first award of the night ...", "Mar 10, 2024"),
            ("https://en.wikipedia.org/wiki/Da%27Vine_Joy_Randolph", "Da'Vine Joy Randolph - Wikipedia", "She won the Academy Award for Best Supporting Actress for her role as Mary Lamb in The Holdovers ...", "N/A"),
            ("https://www.nytimes.com/2024/03/10/movies/davine-joy-randolph-oscar.html", "Da'Vine Joy Randolph Wins Best Supporting Actress", "She had swept the season's major prizes ...", "Mar 10, 2024"),
            ("https://www.oscars.org/oscars/ceremonies/2024", "The 96th Academy Awards | 2024 - Oscars.org", "Actress in a Supporting Role: Da'Vine Joy Randolph, The Holdovers ...", "N/A"),
            ("https://people.com/davine-joy-randolph-oscars-2024-speech/", "Da'Vine Joy Randolph's Tearful Oscars Speech", "\"For so long I've always wanted to be different ...\"", "Mar 10, 2024"),
            ("https://www.youtube.com/watch?v=Aj1dz2O3GJQ", "Da'Vine Joy Randolph Wins Best Supporting Actress | 96th Oscars", "Acceptance speech video ...", "Mar 11, 2024"),
            ("https://www.hollywoodreporter.com/movies/movie-news/davine-joy-randolph-oscar-win-1235846002/", "Da'Vine Joy Randolph wins for The Holdovers", "The first award of the night ...", "Mar 10, 2024"),
            ("https://www.reddit.com/r/movies/comments/1bbgx3o/davine_joy_randolph_wins/", "Da'Vine Joy Randolph wins Best Supporting Actress : r/movies", "Well deserved, what a speech ...", "Mar 10, 2024"),
            ("https://www.vogue.com/article/davine-joy-randolph-oscars-2024", "Da'Vine Joy Randolph at the 2024 Oscars", "Her Louis Vuitton gown ...", "Mar 11, 2024"),
            ("https://www.focusfeatures.com/the-holdovers", "The Holdovers | Focus Features", "Winner: Academy Award, Best Supporting Actress ...", "N/A"),
        )),
        (extract("https://variety.com/2024/film/news/davine-joy-randolph-oscar-speech-holdovers-1235938178/", "Speech and context of the win"),
         "# Da'Vine Joy Randolph Wins Supporting Actress Oscar for 'The Holdovers'\n\n*By Clayton Davis · March 10, 2024 4:17pm PT*\n\n"
         "Da'Vine Joy Randolph won the Oscar for supporting actress for her role as grieving school cook Mary Lamb in Alexander Payne's \"The Holdovers,\" the first award presented at the 96th Academy Awards.\n\n"
         "Randolph completed a clean sweep of the season's major precursors, including the Golden Globe, Critics Choice, SAG and BAFTA awards. She beat Emily Blunt (\"Oppenheimer\"), Danielle Brooks (\"The Color Purple\"), America Ferrera (\"Barbie\") and Jodie Foster (\"Nyad\").\n\n"
         "> \"For so long, I've always wanted to be different, and now I realize I just need to be myself,\" Randolph said through tears.\n\n"
         "\"The Holdovers\" received five nominations, including best picture; Randolph's win was its only Oscar."),
        m.retrieve_all(),
    ]
    rs.add("search", "h60-search-20", SYSTEM, turns, state=EMPTY_STATE, bad=True, turn=6,
           kind="Re-extracted oscars.org page gives the Cinematography Oscar to Robbie Ryan (Poor Things), but turn 2 (and turns 4-5) had Hoyte van Hoytema (Oppenheimer).")

# ---------------------------------------------------------------- 21 worldfootball.net (bad: Bayern points in a snippet)
BL = [("Bayer Leverkusen", 28, 6, 0, 89, 24), ("VfB Stuttgart", 23, 4, 7, 78, 39), ("Bayern München", 23, 3, 8, 94, 45),
      ("RB Leipzig", 19, 8, 7, 77, 39), ("Borussia Dortmund", 18, 9, 7, 68, 43), ("Eintracht Frankfurt", 11, 14, 9, 51, 50),
      ("TSG Hoffenheim", 13, 7, 14, 66, 66), ("1. FC Heidenheim 1846", 10, 12, 12, 50, 55), ("Werder Bremen", 11, 9, 14, 48, 54),
      ("SC Freiburg", 11, 9, 14, 45, 58), ("FC Augsburg", 10, 9, 15, 50, 60), ("VfL Wolfsburg", 10, 7, 17, 41, 56),
      ("1. FSV Mainz 05", 7, 14, 13, 39, 51), ("Borussia Mönchengladbach", 7, 13, 14, 56, 67), ("1. FC Union Berlin", 9, 6, 19, 33, 58),
      ("VfL Bochum", 7, 12, 15, 42, 74), ("1. FC Köln", 5, 12, 17, 28, 60), ("SV Darmstadt 98", 3, 8, 23, 30, 86)]


def bl_table() -> str:
    out = ["| # | Team | M. | W | D | L | goals | Dif. | Pt. |", "| --- | --- | --- | --- | --- | --- | --- | --- | --- |"]
    for i, (t, w, d, lo, gf, ga) in enumerate(BL, 1):
        assert w + d + lo == 34
        out.append(f"| {i} | {t} | 34 | {w} | {d} | {lo} | {gf}:{ga} | {gf - ga} | {3 * w + d} |")
    return "\n".join(out)


def t21(rs: RowSet) -> None:
    m = Mem()
    wf = "https://www.worldfootball.net/schedule/bundesliga-2023-2024-spieltag/34/"
    assert sum(r[4] for r in BL) == sum(r[5] for r in BL)
    turns = [
        (search("Bundesliga 2023/2024 final table worldfootball"), res(
            (wf, "Bundesliga 2023/2024 - 34. Round » Table - worldfootball.net", "Final table: 1. Bayer Leverkusen 34 28 6 0 89:24 65 90; 2. VfB Stuttgart 73; 3. Bayern München 72 ...", "N/A"),
            ("https://www.kicker.de/bundesliga/tabelle/2023-24/34", "Bundesliga Tabelle 2023/24 - kicker", "Abschlusstabelle: Leverkusen ungeschlagen Meister mit 90 Punkten ...", "N/A"),
            ("https://en.wikipedia.org/wiki/2023%E2%80%9324_Bundesliga", "2023–24 Bundesliga - Wikipedia", "Bayer Leverkusen won their first Bundesliga title, becoming the first team to go unbeaten through a Bundesliga season ...", "N/A"),
            ("https://www.bundesliga.com/en/bundesliga/table/2023-2024", "Bundesliga Table 2023-2024 | Bundesliga", "Leverkusen 90 pts, Stuttgart 73, Bayern 72, Leipzig 65, Dortmund 63 ...", "N/A"),
            ("https://www.espn.com/soccer/standings/_/league/ger.1/season/2023", "German Bundesliga Standings 2023-24 - ESPN", "GP, W, D, L, F, A, GD, P ...", "N/A"),
            ("https://www.transfermarkt.com/bundesliga/tabelle/wettbewerb/L1/saison_id/2023", "Bundesliga 23/24 Table | Transfermarkt", "Home and away tables, form ...", "N/A"),
            ("https://www.theguardian.com/football/2024/may/18/bayer-leverkusen-augsburg-bundesliga-unbeaten", "Leverkusen complete unbeaten Bundesliga season", "Xabi Alonso's side beat Augsburg 2-1 to finish with 28 wins and six draws ...", "May 18, 2024"),
            ("https://www.fbref.com/en/comps/20/2023-2024/2023-2024-Bundesliga-Stats", "2023-2024 Bundesliga Stats | FBref.com", "League table, xG and squad stats ...", "N/A"),
            ("https://www.reddit.com/r/soccer/comments/1cv3d5u/final_bundesliga_table/", "Final Bundesliga table 2023/24 : r/soccer", "Stuttgart finishing above Bayern is the other story of the season ...", "May 18, 2024"),
            ("https://www.dw.com/en/bundesliga-final-day-recap/a-69119322", "Bundesliga final day: Leverkusen's Invincibles", "Köln and Darmstadt relegated, Bochum to the play-off ...", "May 18, 2024"),
        )),
        (extract(wf, "Final table after matchday 34"),
         "# Bundesliga 2023/2024 » 34. Round\n\n## Results · Saturday 18/05/2024 15:30 (selection)\n\n| Home | | Away | Result |\n| --- | --- | --- | --- |\n| Bayer Leverkusen | - | FC Augsburg | 2:1 |\n| TSG Hoffenheim | - | Bayern München | 4:2 |\n| VfB Stuttgart | - | Borussia Mönchengladbach | 4:0 |\n| Werder Bremen | - | VfL Bochum | 4:1 |\n\n"
         "## Table\n\n" + bl_table()
         + "\n\n1–5: Champions League (5th via the European Performance Spot) · 6–7: Europa League · 8: Conference League play-off round · 16: Relegation play-off · 17–18: Relegation\n\nStand: 18.05.2024 17:24"),
        m.add({"bl2324_champion": "Bayer Leverkusen - 90 pts, 28W 6D 0L, 89:24 (first title, unbeaten)", "bl2324_runner_up": "VfB Stuttgart - 73 pts"}),
        (search("Stuttgart second place Bundesliga 2023-24 ahead of Bayern"), res(
            ("https://www.bundesliga.com/en/bundesliga/news/stuttgart-finish-second-ahead-of-bayern-munich-27483", "Stuttgart finish second, above Bayern for the first time since 2007", "Sebastian Hoeneß's side finished on 73 points, one ahead of Bayern Munich ...", "May 18, 2024"),
            (wf, "Bundesliga 2023/2024 - 34. Round » Table - worldfootball.net", "1. Bayer Leverkusen 34 89:24 65 90; 2. VfB Stuttgart 34 78:39 39 73; 3. Bayern München 34 94:45 49 71; 4. RB Leipzig 34 77:39 38 65 ...", "N/A"),
            ("https://www.espn.com/soccer/story/_/id/40160321/bayern-lose-hoffenheim-third-place", "Bayern lose at Hoffenheim, finish third", "Bayern's 4-2 defeat confirmed their worst finish since 2010-11 ...", "May 18, 2024"),
            ("https://en.wikipedia.org/wiki/2023%E2%80%9324_VfB_Stuttgart_season", "2023–24 VfB Stuttgart season - Wikipedia", "Stuttgart finished as runners-up with 73 points, their best finish since winning the title in 2006–07 ...", "N/A"),
            ("https://www.kicker.de/vfb-stuttgart-vizemeister-2024", "VfB Stuttgart ist Vizemeister", "4:0 gegen Gladbach, Platz zwei vor den Bayern ...", "May 18, 2024"),
            ("https://www.theathletic.com/5503012/2024/05/18/stuttgart-second-bayern-third/", "How Stuttgart finished above Bayern", "Guirassy and Undav scored 46 league goals between them ...", "May 18, 2024"),
            ("https://www.skysports.com/football/news/11095/13138002/stuttgart-second", "Stuttgart seal second place in the Bundesliga", "A remarkable turnaround from the relegation play-off a year ago ...", "May 18, 2024"),
            ("https://www.reddit.com/r/soccer/comments/1cv1zl0/stuttgart_finish_2nd/", "Stuttgart finish 2nd in the Bundesliga : r/soccer", "From relegation playoff to 2nd ...", "May 18, 2024"),
            ("https://www.dw.com/en/stuttgart-second-place/a-69118890", "Stuttgart clinch second place", "Champions League football returns to Stuttgart ...", "May 18, 2024"),
            ("https://www.goal.com/en/news/stuttgart-second-bundesliga/blt5e1f33a7a0d3e4c1", "Stuttgart finish above Bayern Munich", "Bayern's first season without a top-two finish since 2011 ...", "May 18, 2024"),
        )),
        (extract("https://en.wikipedia.org/wiki/2023%E2%80%9324_Bayer_04_Leverkusen_season", "Season summary: league, cup and European results"),
         "# 2023–24 Bayer 04 Leverkusen season\n\nFrom Wikipedia, the free encyclopedia\n\n| Bayer Leverkusen 2023–24 | |\n| --- | --- |\n| Head coach | Xabi Alonso |\n| Stadium | BayArena |\n| Bundesliga | 1st (champions) |\n| DFB-Pokal | Winners |\n| UEFA Europa League | Runners-up |\n| Top goalscorer (league) | Victor Boniface (14) |\n\n"
         "The **2023–24 season** was Bayer Leverkusen's 45th consecutive season in the Bundesliga. The club won its first Bundesliga title on 14 April 2024 with a 5–0 home win over Werder Bremen, ending Bayern Munich's run of eleven consecutive titles, and finished the league unbeaten with 28 wins and 6 draws (90 points).\n\n"
         "| Competition | Result | Date | Opponent | Score |\n| --- | --- | --- | --- | --- |\n| Bundesliga title clinched | Matchday 29 | 14 April 2024 | Werder Bremen (H) | 5–0 |\n| Bundesliga final matchday | Matchday 34 | 18 May 2024 | FC Augsburg (H) | 2–1 |\n"
         "| UEFA Europa League final | Runners-up | 22 May 2024 | Atalanta (Dublin) | 0–3 |\n| DFB-Pokal final | Winners | 25 May 2024 | 1. FC Kaiserslautern (Berlin) | 1–0 |\n\n"
         "The Europa League final defeat ended a 51-match unbeaten run in all competitions, a European record."),
        m.add({"lev_uel_final": "lost 0-3 v Atalanta, 22 May 2024 (Dublin) - ended 51-match unbeaten run", "lev_dfb_pokal": "won 1-0 v Kaiserslautern, 25 May 2024"}),
        (search("Bundesliga 2023-24 top scorer Harry Kane 36 goals"), res(
            ("https://www.worldfootball.net/goalgetter/bundesliga-2023-2024/", "Bundesliga 2023/2024 » Top Scorer - worldfootball.net", "1. Harry Kane (Bayern München) 36 goals; 2. Serhou Guirassy (VfB Stuttgart) 28; 3. Loïs Openda (RB Leipzig) 24 ...", "N/A"),
            ("https://www.bundesliga.com/en/bundesliga/news/harry-kane-torjaegerkanone-36-goals-27470", "Harry Kane wins the Torjägerkanone with 36 goals", "Kane fell five short of Robert Lewandowski's record of 41 ...", "May 18, 2024"),
            ("https://en.wikipedia.org/wiki/2023%E2%80%9324_Bundesliga", "2023–24 Bundesliga - Wikipedia", "Top scorer: Harry Kane (36 goals) ...", "N/A"),
            ("https://www.bbc.co.uk/sport/football/69026421", "Harry Kane: Bayern striker wins Bundesliga golden boot", "Kane scored 36 league goals in his first season in Germany ...", "May 18, 2024"),
            ("https://www.kicker.de/bundesliga/torjaeger/2023-24", "Bundesliga Torjäger 2023/24 - kicker", "Kane 36, Guirassy 28, Openda 24 ...", "N/A"),
            ("https://www.espn.com/soccer/stats/_/league/GER.1/season/2023/view/scoring", "German Bundesliga Top Scorers 2023-24 - ESPN", "Top scorers ...", "N/A"),
            ("https://www.transfermarkt.com/bundesliga/torschuetzenliste/wettbewerb/L1/saison_id/2023", "Bundesliga 23/24 top goalscorers | Transfermarkt", "Goals, assists, minutes per goal ...", "N/A"),
            ("https://www.reddit.com/r/soccer/comments/1cv2j0c/kane_36/", "Harry Kane finishes with 36 Bundesliga goals : r/soccer", "And still no trophy ...", "May 18, 2024"),
            ("https://www.theguardian.com/football/2024/may/18/harry-kane-bundesliga-golden-boot", "Kane wins Bundesliga golden boot but Bayern end trophyless", "Guirassy second with 28 ...", "May 18, 2024"),
            ("https://www.fbref.com/en/comps/20/2023-2024/stats/2023-2024-Bundesliga-Stats", "2023-2024 Bundesliga Player Stats | FBref.com", "Standard stats ...", "N/A"),
        )),
        (extract("https://www.worldfootball.net/goalgetter/bundesliga-2023-2024/", "Top 5 scorers"),
         "# Bundesliga 2023/2024 » Top Scorer\n\n| # | Player | Team | Goals (Penalty) |\n| --- | --- | --- | --- |\n| 1 | Harry Kane | Bayern München | 36 (6) |\n| 2 | Serhou Guirassy | VfB Stuttgart | 28 (5) |\n| 3 | Loïs Openda | RB Leipzig | 24 (0) |\n"
         "| 4 | Deniz Undav | VfB Stuttgart | 18 (0) |\n| 5 | Andrej Kramarić | TSG Hoffenheim | 17 (4) |\n\nShowing 1–5 of 338 · [Next]"),
        m.retrieve_all(),
    ]
    rs.add("search", "h60-search-21", SYSTEM, turns, state=EMPTY_STATE, bad=True, turn=4,
           kind="Search snippet of the worldfootball.net table gives Bayern 71 points, but the same page extracted at turn 2 showed 72 (23W 3D 8L).")

# ---------------------------------------------------------------- 22 officialcharts.com (clean)
def chart(rows: list[tuple[int, str, str, str, str, str]]) -> str:
    out = ["| Pos | LW | Title | Artist | Peak | Wks |", "| --- | --- | --- | --- | --- | --- |"]
    out += [f"| {p} | {lw} | {t} | {a} | {pk} | {w} |" for p, lw, t, a, pk, w in rows]
    return "\n".join(out)


def t22(rs: RowSet) -> None:
    m = Mem()
    art = "https://www.officialcharts.com/chart-news/the-best-selling-albums-of-all-time-on-the-official-uk-chart__15551/"
    w1 = "https://www.officialcharts.com/charts/albums-chart/20240105/7502/"
    w2 = "https://www.officialcharts.com/charts/albums-chart/20240112/7502/"
    turns = [
        (search("Official Charts best-selling albums of all time UK Queen Greatest Hits"), res(
            (art, "The best-selling albums of all time on the Official UK Chart", "Queen's Greatest Hits is the UK's best-selling album of all time with over 7 million combined sales, ahead of ABBA's Gold ...", "Jan 26, 2022"),
            ("https://www.officialcharts.com/albums/queen-greatest-hits/", "Greatest Hits | Full Official Chart History | Official Charts Company", "Peak position 1 · Weeks on chart 1,100+ ...", "N/A"),
            ("https://en.wikipedia.org/wiki/List_of_best-selling_albums_in_the_United_Kingdom", "List of best-selling albums in the United Kingdom - Wikipedia", "Greatest Hits by Queen is the best-selling album in UK chart history ...", "N/A"),
            ("https://www.bbc.co.uk/news/entertainment-arts-59941270", "Queen's Greatest Hits becomes first album to spend 1,000 weeks in UK chart", "The compilation first entered the chart in November 1981 ...", "Jan 7, 2022"),
            ("https://www.bpi.co.uk/news-analysis/queen-greatest-hits-certification/", "Queen's Greatest Hits - BPI certified awards", "Certified awards for the UK's best-selling album ...", "Jan 12, 2022"),
            ("https://www.theguardian.com/music/2022/jan/07/queen-greatest-hits-1000-weeks-uk-album-chart", "Queen's Greatest Hits spends 1,000th week on UK album chart", "Only ABBA's Gold comes close in longevity ...", "Jan 7, 2022"),
            ("https://www.officialcharts.com/chart-news/abba-gold-1000-weeks/", "ABBA Gold joins Queen with 1,000 weeks on the chart", "The second album ever to reach the milestone ...", "Aug 12, 2022"),
            ("https://www.statista.com/statistics/1108521/best-selling-albums-uk/", "Best-selling albums of all time in the UK | Statista", "Combined sales in millions ...", "Feb 1, 2022"),
            ("https://www.reddit.com/r/Music/comments/rydxzq/queen_1000_weeks/", "Queen Greatest Hits hits 1,000 weeks on the UK chart : r/Music", "Every household in Britain owns a copy ...", "Jan 7, 2022"),
            ("https://www.musicweek.com/labels/read/queen-greatest-hits-7-million/085017", "Queen's Greatest Hits passes 7 million UK sales", "The first album to reach the figure ...", "Jan 20, 2022"),
        )),
        (extract(art, "Top 10 best-selling albums of all time in the UK"),
         "# The best-selling albums of all time on the Official UK Chart\n\n*Official Charts Company · Published 26 January 2022*\n\nCombined sales (physical, downloads and audio streams converted to sales), rounded.\n\n"
         "| # | Title | Artist | Combined sales | Released |\n| --- | --- | --- | --- | --- |\n"
         "| 1 | Greatest Hits | Queen | 7.0 million | 1981 |\n| 2 | Gold: Greatest Hits | ABBA | 5.6 million | 1992 |\n| 3 | Sgt. Pepper's Lonely Hearts Club Band | The Beatles | 5.4 million | 1967 |\n"
         "| 4 | 21 | Adele | 5.2 million | 2011 |\n| 5 | (What's the Story) Morning Glory? | Oasis | 4.9 million | 1995 |\n| 6 | Thriller | Michael Jackson | 4.5 million | 1982 |\n"
         "| 7 | The Dark Side of the Moon | Pink Floyd | 4.5 million | 1973 |\n| 8 | Brothers in Arms | Dire Straits | 4.3 million | 1985 |\n| 9 | Bad | Michael Jackson | 4.2 million | 1987 |\n| 10 | Greatest Hits II | Queen | 4.0 million | 1991 |\n\n"
         "Queen's Greatest Hits also became the first album to spend 1,000 weeks on the Official Albums Chart Top 100, on the chart dated 7 January 2022."),
        m.add({"uk_bestseller_1": "Queen - Greatest Hits (7.0M combined, 1981)", "uk_bestseller_2": "ABBA - Gold (5.6M)", "uk_bestseller_3": "The Beatles - Sgt. Pepper's (5.4M)"}),
        (extract(w1, "Positions 11-20 including Queen's Greatest Hits"),
         "# Official Albums Chart Top 100\n\n**05 January 2024 - 11 January 2024** · Showing positions 11–20\n\n" + chart([
             (11, "9", "Harry's House", "Harry Styles", "1", "87"), (12, "10", "Stick Season", "Noah Kahan", "3", "40"),
             (13, "16", "Greatest Hits", "Queen", "1", "1,104"), (14, "12", "÷", "Ed Sheeran", "1", "358"),
             (15, "14", "Divinely Uninspired to a Hellish Extent", "Lewis Capaldi", "1", "251"), (16, "18", "Diamonds", "Elton John", "1", "330"),
             (17, "19", "AM", "Arctic Monkeys", "1", "430"), (18, "15", "50 Years - Don't Stop", "Fleetwood Mac", "3", "162"),
             (19, "11", "1989 (Taylor's Version)", "Taylor Swift", "1", "10"), (20, "13", "Guts", "Olivia Rodrigo", "1", "17")])
         + "\n\nLW = last week's position · Peak = highest position reached · Wks = total weeks on chart"),
        (extract(w2, "Positions 11-20 the following week"),
         "# Official Albums Chart Top 100\n\n**12 January 2024 - 18 January 2024** · Showing positions 11–20\n\n" + chart([
             (11, "12", "Stick Season", "Noah Kahan", "3", "41"), (12, "14", "÷", "Ed Sheeran", "1", "359"),
             (13, "11", "Harry's House", "Harry Styles", "1", "88"), (14, "15", "Divinely Uninspired to a Hellish Extent", "Lewis Capaldi", "1", "252"),
             (15, "13", "Greatest Hits", "Queen", "1", "1,105"), (16, "17", "AM", "Arctic Monkeys", "1", "431"),
             (17, "16", "Diamonds", "Elton John", "1", "331"), (18, "20", "Guts", "Olivia Rodrigo", "1", "18"),
             (19, "18", "50 Years - Don't Stop", "Fleetwood Mac", "3", "163"), (20, "22", "The Highlights", "The Weeknd", "2", "150")])
         + "\n\nLW = last week's position · Peak = highest position reached · Wks = total weeks on chart"),
        m.update({"uk_bestseller_1": "Queen - Greatest Hits (7.0M combined, 1981); chart w/c 05 Jan 2024: #13, 1,104 wks; w/c 12 Jan 2024: #15, 1,105 wks"}),
    ]
    rs.add("search", "h60-search-22", SYSTEM, turns, state=EMPTY_STATE)


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for fn in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
